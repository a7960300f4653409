# wma of the seam's rustc-rustc cell (front end-pipeline) for target-cpu=znver3 (features of the name), emitted by llvmlite; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
_ZN11kernel_safe3wma17hE:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception2
	pushq	%r15
	.cfi_def_cfa_offset 16
	pushq	%r14
	.cfi_def_cfa_offset 24
	pushq	%r13
	.cfi_def_cfa_offset 32
	pushq	%r12
	.cfi_def_cfa_offset 40
	pushq	%rbx
	.cfi_def_cfa_offset 48
	.cfi_offset %rbx, -48
	.cfi_offset %r12, -40
	.cfi_offset %r13, -32
	.cfi_offset %r14, -24
	.cfi_offset %r15, -16
	leaq	(,%rdx,8), %rbx
	movq	%rcx, %r12
	movq	%rdx, %r14
	movq	%rsi, %r13
	movq	%rdi, %r15
	testq	%rdx, %rdx
	je	.LBB_1
	callq	*_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl	$8, %esi
	movq	%rbx, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOTPCREL(%rip)
	testq	%rax, %rax
	je	.LBB_21
	movabsq	$9221120237041090560, %rcx
	movq	%rax, %rdx
	cmpq	$1, %r14
	je	.LBB_10
	movl	$1, %esi
	movq	%rax, %rdx
	cmpq	$17, %r14
	jb	.LBB_8
	vbroadcastsd	.LCPI_0(%rip), %ymm0
	leaq	-1(%r14), %rdi
	xorl	%r9d, %r9d
	movq	%rdi, %r8
	andq	$-16, %r8
	leaq	(%rax,%r8,8), %rdx
	leaq	1(%r8), %rsi
	.p2align	4
.LBB_6:
	vmovupd	%ymm0, (%rax,%r9,8)
	vmovupd	%ymm0, 32(%rax,%r9,8)
	vmovupd	%ymm0, 64(%rax,%r9,8)
	vmovupd	%ymm0, 96(%rax,%r9,8)
	addq	$16, %r9
	cmpq	%r9, %r8
	jne	.LBB_6
	cmpq	%r8, %rdi
	je	.LBB_10
.LBB_8:
	movq	%r14, %rdi
	subq	%rsi, %rdi
	.p2align	4
.LBB_9:
	movq	%rcx, (%rdx)
	addq	$8, %rdx
	decq	%rdi
	jne	.LBB_9
.LBB_10:
	movq	%rcx, (%rdx)
	leaq	-1(%r12), %rcx
	cmpq	%r14, %rcx
	jb	.LBB_12
	jmp	.LBB_17
.LBB_1:
	movl	$8, %eax
	leaq	-1(%r12), %rcx
	cmpq	%r14, %rcx
	jae	.LBB_17
.LBB_12:
	leaq	1(%r12), %rdx
	movq	%r14, %rsi
	imulq	%r12, %rdx
	vmovq	%rdx, %xmm0
	vpunpckldq	.LCPI_1(%rip), %xmm0, %xmm0
	xorl	%edx, %edx
	vsubpd	.LCPI_2(%rip), %xmm0, %xmm0
	vshufpd	$1, %xmm0, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmulsd	.LCPI_3(%rip), %xmm0, %xmm0
	.p2align	4
.LBB_13:
	leaq	1(%rcx), %r8
	vxorpd	%xmm1, %xmm1, %xmm1
	xorl	%edi, %edi
	.p2align	4
.LBB_14:
	cmpq	%rdi, %rsi
	je	.LBB_18
	leaq	1(%rdi), %r9
	vcvtsi2sd	%r9, %xmm15, %xmm2
	vmulsd	(%r13,%rdi,8), %xmm2, %xmm2
	movq	%r9, %rdi
	vaddsd	%xmm2, %xmm1, %xmm1
	cmpq	%r9, %r12
	jne	.LBB_14
	vdivsd	%xmm0, %xmm1, %xmm1
	decq	%rsi
	decq	%rdx
	addq	$8, %r13
	vmovsd	%xmm1, (%rax,%rcx,8)
	movq	%r8, %rcx
	cmpq	%r14, %r8
	jne	.LBB_13
.LBB_17:
	movq	%r14, (%r15)
	movq	%rax, 8(%r15)
	movq	%r14, 16(%r15)
	movq	%r15, %rax
	popq	%rbx
	.cfi_def_cfa_offset 40
	popq	%r12
	.cfi_def_cfa_offset 32
	popq	%r13
	.cfi_def_cfa_offset 24
	popq	%r14
	.cfi_def_cfa_offset 16
	popq	%r15
	.cfi_def_cfa_offset 8
	vzeroupper
	retq
.LBB_18:
	.cfi_def_cfa_offset 48
	movq	%rax, %r15
	subq	%rdx, %rdi
	leaq	.Lalloc_d0c9a6f0c946a201da9c124bf4702c38(%rip), %rdx
	movq	%r14, %rsi
	vzeroupper
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.LBB_21:
	movl	$8, %edi
	movq	%rbx, %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.LBB_20:
	movl	$8, %edx
	movq	%rax, %r14
	movq	%r15, %rdi
	movq	%rbx, %rsi
	callq	*_RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc@GOTPCREL(%rip)
	movq	%r14, %rdi
	callq	_Unwind_Resume@PLT
