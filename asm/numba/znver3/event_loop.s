# ipc_tax_ref.kernel.event_loop — assembly (inspect_asm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
# command: NUMBA_CPU_NAME=znver3 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE:
	.cfi_startproc
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
	subq	$40, %rsp
	.cfi_def_cfa_offset 96
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	176(%rsp), %rbx
	movq	120(%rsp), %rbp
	movq	104(%rsp), %r13
	movq	96(%rsp), %r12
	movabsq	$NRT_incref, %r15
	movq	%rdi, 32(%rsp)
	movq	%rdx, %rdi
	movq	%rdx, %r14
	movq	%rsi, 8(%rsp)
	callq	*%r15
	movq	%rbp, %rdi
	callq	*%r15
	movq	%rbx, %rdi
	callq	*%r15
	leaq	-1(%r13), %rax
	movabsq	$.LCPI_0, %rsi
	movabsq	$.LCPI_1, %rdi
	movabsq	$.LCPI_2, %r8
	movabsq	$.LCPI_3, %r9
	testq	%rax, %rax
	jle	.LBB_15
	vmovsd	(%rsi), %xmm1
	vmovsd	(%rdi), %xmm2
	vmovsd	(%r8), %xmm3
	vmovsd	(%r9), %xmm4
	movq	208(%rsp), %rcx
	movq	152(%rsp), %rdx
	vxorpd	%xmm0, %xmm0, %xmm0
	xorl	%ebp, %ebp
	xorl	%esi, %esi
	vxorpd	%xmm8, %xmm8, %xmm8
	vxorpd	%xmm9, %xmm9, %xmm9
	xorl	%edi, %edi
	jmp	.LBB_4
	.p2align	4
.LBB_2:
	movq	%rdi, %r13
.LBB_3:
	incq	%rsi
	movq	%r13, %rdi
	cmpq	%rsi, %rax
	je	.LBB_16
.LBB_4:
	vmovsd	8(%rcx,%rsi,8), %xmm5
	vmovsd	8(%rdx,%rsi,8), %xmm6
	vucomisd	%xmm6, %xmm5
	jbe	.LBB_6
	vmovsd	(%rdx,%rsi,8), %xmm7
	movl	$1, %r13d
	vucomisd	(%rcx,%rsi,8), %xmm7
	ja	.LBB_8
.LBB_6:
	vucomisd	%xmm5, %xmm6
	jbe	.LBB_2
	vmovsd	(%rcx,%rsi,8), %xmm5
	movq	$-1, %r13
	vucomisd	(%rdx,%rsi,8), %xmm5
	jbe	.LBB_2
.LBB_8:
	cmpq	%rdi, %r13
	je	.LBB_2
	testq	%rdi, %rdi
	je	.LBB_14
	vucomisd	%xmm0, %xmm9
	jne	.LBB_12
	jnp	.LBB_21
.LBB_12:
	vmovsd	8(%r12,%rsi,8), %xmm6
	vcvtsi2sd	%rdi, %xmm15, %xmm5
	incq	%rbp
	vsubsd	%xmm9, %xmm6, %xmm7
	vmulsd	%xmm5, %xmm7, %xmm5
	vdivsd	%xmm9, %xmm5, %xmm5
	vmovapd	%xmm6, %xmm9
	vaddsd	%xmm1, %xmm5, %xmm5
	vmulsd	%xmm2, %xmm5, %xmm5
	vaddsd	%xmm3, %xmm5, %xmm5
	vmulsd	%xmm4, %xmm5, %xmm5
	vaddsd	%xmm5, %xmm8, %xmm8
	jmp	.LBB_3
.LBB_14:
	vmovsd	8(%r12,%rsi,8), %xmm9
	jmp	.LBB_3
.LBB_15:
	vxorpd	%xmm9, %xmm9, %xmm9
	xorl	%r13d, %r13d
	vxorpd	%xmm8, %xmm8, %xmm8
	xorl	%ebp, %ebp
.LBB_16:
	movq	176(%rsp), %rdi
	movq	32(%rsp), %rbx
	movabsq	$NRT_decref, %r15
	vmovsd	%xmm9, 24(%rsp)
	vmovsd	%xmm8, (%rsp)
	callq	*%r15
	movq	120(%rsp), %rdi
	callq	*%r15
	testq	%r13, %r13
	je	.LBB_19
	movq	104(%rsp), %rcx
	movq	%r14, %rdi
	movq	%rcx, %rax
	sarq	$63, %rax
	andq	%rcx, %rax
	leaq	(%r12,%rcx,8), %rcx
	vmovsd	-8(%rcx,%rax,8), %xmm0
	vmovsd	%xmm0, 16(%rsp)
	callq	*%r15
	vmovsd	24(%rsp), %xmm2
	vxorpd	%xmm0, %xmm0, %xmm0
	vucomisd	%xmm0, %xmm2
	jne	.LBB_18
	jnp	.LBB_21
.LBB_18:
	vmovsd	16(%rsp), %xmm1
	vcvtsi2sd	%r13, %xmm15, %xmm0
	movabsq	$.LCPI_0, %rax
	incq	%rbp
	xorl	%r14d, %r14d
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm0, %xmm1, %xmm0
	vmovsd	(%rsp), %xmm1
	vdivsd	%xmm2, %xmm0, %xmm0
	vaddsd	(%rax), %xmm0, %xmm0
	movabsq	$.LCPI_1, %rax
	vmulsd	(%rax), %xmm0, %xmm0
	movabsq	$.LCPI_2, %rax
	vaddsd	(%rax), %xmm0, %xmm0
	movabsq	$.LCPI_3, %rax
	vmulsd	(%rax), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	%xmm1, (%rsp)
.LBB_19:
	movq	%r14, %rdi
	callq	*%r15
	vmovsd	(%rsp), %xmm0
	xorl	%eax, %eax
	vmovsd	%xmm0, (%rbx)
	movq	%rbp, 8(%rbx)
.LBB_20:
	addq	$40, %rsp
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
	retq
.LBB_21:
	.cfi_def_cfa_offset 96
	movq	8(%rsp), %rcx
	movabsq	$.const.picklebuf.<sha1>, %rax
	movq	%rax, (%rcx)
	movl	$1, %eax
	jmp	.LBB_20
