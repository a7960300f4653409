# ipc_tax_ref.kernel.event_loop — assembly (inspect_asm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
# command: NUMBA_CPU_NAME=x86-64 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
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
	movq	%rdx, %r14
	movq	%rsi, 8(%rsp)
	movq	%rdi, 32(%rsp)
	movq	176(%rsp), %rbx
	movq	120(%rsp), %rbp
	movq	104(%rsp), %r13
	movq	96(%rsp), %r12
	movabsq	$NRT_incref, %r15
	movq	%rdx, %rdi
	callq	*%r15
	movq	%rbp, %rdi
	callq	*%r15
	movq	%rbx, %rdi
	callq	*%r15
	leaq	-1(%r13), %rax
	movabsq	$.LCPI_0, %r9
	movabsq	$.LCPI_1, %r8
	movabsq	$.LCPI_2, %rdi
	movabsq	$.LCPI_3, %rsi
	testq	%rax, %rax
	jle	.LBB_15
	movq	208(%rsp), %rcx
	movq	152(%rsp), %rdx
	xorpd	%xmm0, %xmm0
	xorl	%ebp, %ebp
	movsd	(%r9), %xmm1
	movsd	(%r8), %xmm2
	movsd	(%rdi), %xmm3
	movsd	(%rsi), %xmm4
	xorl	%esi, %esi
	xorpd	%xmm8, %xmm8
	xorpd	%xmm9, %xmm9
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
	movsd	8(%rcx,%rsi,8), %xmm5
	movsd	8(%rdx,%rsi,8), %xmm6
	ucomisd	%xmm6, %xmm5
	jbe	.LBB_6
	movsd	(%rdx,%rsi,8), %xmm7
	movl	$1, %r13d
	ucomisd	(%rcx,%rsi,8), %xmm7
	ja	.LBB_8
.LBB_6:
	ucomisd	%xmm5, %xmm6
	jbe	.LBB_2
	movsd	(%rcx,%rsi,8), %xmm5
	movq	$-1, %r13
	ucomisd	(%rdx,%rsi,8), %xmm5
	jbe	.LBB_2
.LBB_8:
	cmpq	%rdi, %r13
	je	.LBB_2
	testq	%rdi, %rdi
	je	.LBB_14
	ucomisd	%xmm0, %xmm9
	jne	.LBB_12
	jnp	.LBB_21
.LBB_12:
	xorps	%xmm5, %xmm5
	cvtsi2sd	%rdi, %xmm5
	movsd	8(%r12,%rsi,8), %xmm6
	movapd	%xmm6, %xmm7
	subsd	%xmm9, %xmm7
	mulsd	%xmm5, %xmm7
	divsd	%xmm9, %xmm7
	addsd	%xmm1, %xmm7
	mulsd	%xmm2, %xmm7
	addsd	%xmm3, %xmm7
	mulsd	%xmm4, %xmm7
	addsd	%xmm7, %xmm8
	incq	%rbp
	movapd	%xmm6, %xmm9
	jmp	.LBB_3
.LBB_14:
	movsd	8(%r12,%rsi,8), %xmm9
	jmp	.LBB_3
.LBB_15:
	xorpd	%xmm9, %xmm9
	xorl	%r13d, %r13d
	xorpd	%xmm8, %xmm8
	xorl	%ebp, %ebp
.LBB_16:
	movsd	%xmm9, 24(%rsp)
	movq	32(%rsp), %rbx
	movsd	%xmm8, (%rsp)
	movabsq	$NRT_decref, %r15
	movq	176(%rsp), %rdi
	callq	*%r15
	movq	120(%rsp), %rdi
	callq	*%r15
	testq	%r13, %r13
	je	.LBB_19
	movq	104(%rsp), %rcx
	movq	%rcx, %rax
	sarq	$63, %rax
	andq	%rcx, %rax
	leaq	(%r12,%rcx,8), %rcx
	movsd	-8(%rcx,%rax,8), %xmm0
	movsd	%xmm0, 16(%rsp)
	movq	%r14, %rdi
	callq	*%r15
	xorpd	%xmm0, %xmm0
	movsd	24(%rsp), %xmm1
	ucomisd	%xmm0, %xmm1
	jne	.LBB_18
	jnp	.LBB_21
.LBB_18:
	xorps	%xmm0, %xmm0
	cvtsi2sd	%r13, %xmm0
	movsd	16(%rsp), %xmm2
	subsd	%xmm1, %xmm2
	mulsd	%xmm0, %xmm2
	divsd	%xmm1, %xmm2
	movabsq	$.LCPI_0, %rax
	addsd	(%rax), %xmm2
	movabsq	$.LCPI_1, %rax
	mulsd	(%rax), %xmm2
	movabsq	$.LCPI_2, %rax
	addsd	(%rax), %xmm2
	movabsq	$.LCPI_3, %rax
	mulsd	(%rax), %xmm2
	movsd	(%rsp), %xmm0
	addsd	%xmm2, %xmm0
	movsd	%xmm0, (%rsp)
	incq	%rbp
	xorl	%r14d, %r14d
.LBB_19:
	movq	%r14, %rdi
	callq	*%r15
	movsd	(%rsp), %xmm0
	movsd	%xmm0, (%rbx)
	movq	%rbp, 8(%rbx)
	xorl	%eax, %eax
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
	movabsq	$.const.picklebuf.<sha1>, %rax
	movq	8(%rsp), %rcx
	movq	%rax, (%rcx)
	movl	$1, %eax
	jmp	.LBB_20
