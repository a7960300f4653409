# wma of the seam's rustc-numba cell (front end-pipeline) for target-cpu=znver3 (features of the name), emitted by llvmlite; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
_ZN11kernel_safe3wma17hE:
	.cfi_startproc
	.cfi_personality 155, DW.ref.rust_eh_personality
	.cfi_lsda 27, .Lexception2
	pushq	%rbp
	.cfi_def_cfa_offset 16
	pushq	%r15
	.cfi_def_cfa_offset 24
	pushq	%r14
	.cfi_def_cfa_offset 32
	pushq	%r13
	.cfi_def_cfa_offset 40
	pushq	%r12
	.cfi_def_cfa_offset 48
	pushq	%rbx
	.cfi_def_cfa_offset 56
	pushq	%rax
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rcx, %r12
	movq	%rdx, %rbx
	movq	%rsi, %r13
	movq	%rdi, %r15
	testq	%rdx, %rdx
	je	.LBB_1
	leaq	(,%rbx,8), %rbp
	callq	*_RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl	$8, %esi
	movq	%rbp, %rdi
	callq	*_RNvCsfLfy6EI15iL_7___rustc12___rust_alloc@GOTPCREL(%rip)
	testq	%rax, %rax
	je	.LBB_24
	movq	%rax, %r14
	movabsq	$9221120237041090560, %rax
	movq	%r14, %rcx
	cmpq	$1, %rbx
	je	.LBB_10
	movl	$1, %edx
	movq	%r14, %rcx
	cmpq	$17, %rbx
	jb	.LBB_8
	vbroadcastsd	.LCPI_0(%rip), %ymm0
	leaq	-1(%rbx), %rsi
	xorl	%r8d, %r8d
	movq	%rsi, %rdi
	andq	$-16, %rdi
	leaq	(%r14,%rdi,8), %rcx
	leaq	1(%rdi), %rdx
	.p2align	4
.LBB_6:
	vmovupd	%ymm0, (%r14,%r8,8)
	vmovupd	%ymm0, 32(%r14,%r8,8)
	vmovupd	%ymm0, 64(%r14,%r8,8)
	vmovupd	%ymm0, 96(%r14,%r8,8)
	addq	$16, %r8
	cmpq	%r8, %rdi
	jne	.LBB_6
	cmpq	%rdi, %rsi
	je	.LBB_10
.LBB_8:
	movq	%rbx, %rsi
	subq	%rdx, %rsi
	.p2align	4
.LBB_9:
	movq	%rax, (%rcx)
	addq	$8, %rcx
	decq	%rsi
	jne	.LBB_9
.LBB_10:
	movq	%rax, (%rcx)
	leaq	-1(%r12), %rdi
	cmpq	%rbx, %rdi
	jb	.LBB_12
	jmp	.LBB_19
.LBB_1:
	movl	$8, %r14d
	leaq	-1(%r12), %rdi
	cmpq	%rbx, %rdi
	jae	.LBB_19
.LBB_12:
	leaq	1(%r12), %rax
	movq	%rbx, %rsi
	negq	%rsi
	leaq	.Lalloc_205a8b4ccbd8b8b63dab5b556ab4061f(%rip), %rdx
	xorl	%ecx, %ecx
	movq	%rbx, %r8
	movq	%rdi, %r10
	imulq	%r12, %rax
	vmovq	%rax, %xmm0
	vpunpckldq	.LCPI_1(%rip), %xmm0, %xmm0
	movq	%rbx, %rax
	subq	%r12, %rax
	negq	%r12
	vsubpd	.LCPI_2(%rip), %xmm0, %xmm0
	incq	%rax
	vshufpd	$1, %xmm0, %xmm0, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm0
	vmulsd	.LCPI_3(%rip), %xmm0, %xmm0
	.p2align	4
.LBB_13:
	leaq	1(%r10), %r9
	movl	$1, %r11d
	vxorpd	%xmm1, %xmm1, %xmm1
	.p2align	4
.LBB_14:
	leaq	(%rsi,%r11), %rbp
	cmpq	$1, %rbp
	je	.LBB_20
	vcvtsi2sd	%r11, %xmm15, %xmm2
	vmulsd	-8(%r13,%r11,8), %xmm2, %xmm2
	leaq	1(%r12,%r11), %rbp
	incq	%r11
	vaddsd	%xmm2, %xmm1, %xmm1
	cmpq	$1, %rbp
	jne	.LBB_14
	cmpq	%rax, %rcx
	je	.LBB_17
	vdivsd	%xmm0, %xmm1, %xmm1
	decq	%r8
	incq	%rcx
	addq	$8, %r13
	incq	%rsi
	vmovsd	%xmm1, (%r14,%r10,8)
	movq	%r9, %r10
	cmpq	%rbx, %r9
	jne	.LBB_13
.LBB_19:
	movq	%rbx, (%r15)
	movq	%r14, 8(%r15)
	movq	%rbx, 16(%r15)
	movq	%r15, %rax
	addq	$8, %rsp
	.cfi_def_cfa_offset 56
	popq	%rbx
	.cfi_def_cfa_offset 48
	popq	%r12
	.cfi_def_cfa_offset 40
	popq	%r13
	.cfi_def_cfa_offset 32
	popq	%r14
	.cfi_def_cfa_offset 24
	popq	%r15
	.cfi_def_cfa_offset 16
	popq	%rbp
	.cfi_def_cfa_offset 8
	vzeroupper
	retq
.LBB_20:
	.cfi_def_cfa_offset 64
	cmpq	%rdi, %r8
	leaq	.Lalloc_d0c9a6f0c946a201da9c124bf4702c38(%rip), %rdx
	cmovbq	%r8, %rdi
	addq	%rcx, %rdi
.LBB_21:
	movq	%rbx, %rsi
	vzeroupper
	callq	*_RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check@GOTPCREL(%rip)
.LBB_17:
	movq	%rbx, %rdi
	jmp	.LBB_21
.LBB_24:
	movl	$8, %edi
	movq	%rbp, %rsi
	callq	*_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error@GOTPCREL(%rip)
.LBB_23:
	movq	%rax, %r15
	movq	%rbx, %rdi
	movq	%r14, %rsi
	callq	_ZN4core3ptr47drop_in_place$LT$alloc..vec..Vec$LT$f64$GT$$GT$17hE
	movq	%r15, %rdi
	callq	_Unwind_Resume@PLT
