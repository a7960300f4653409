# wma of the seam's numba-numba cell (front end-pipeline) for target-cpu=x86-64 (features of the name), emitted by llvmlite; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx:
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
	pushq	%rax
	.cfi_def_cfa_offset 64
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %rbx
	movq	%rsi, %r12
	movq	%rdi, %r14
	movq	72(%rsp), %r13
	movq	%rdx, %rdi
	callq	NRT_incref@PLT
	testq	%r13, %r13
	js	.LBB_1
	movabsq	$1152921504606846972, %rbp
	leaq	3(%rbp), %rax
	cmpq	%rax, %r13
	ja	.LBB_4
	leaq	(,%r13,8), %r15
	movq	%r15, %rdi
	movl	$32, %esi
	callq	NRT_MemInfo_alloc_aligned@PLT
	testq	%rax, %rax
	je	.LBB_6
	movq	88(%rsp), %rdi
	movq	24(%rax), %rcx
	testq	%r13, %r13
	je	.LBB_15
	cmpq	$4, %r13
	jae	.LBB_10
	xorl	%ebp, %ebp
	jmp	.LBB_13
.LBB_10:
	andq	%r13, %rbp
	movabsq	$9223372036854775776, %rdx
	andq	%rdx, %r15
	xorl	%edx, %edx
	movapd	.LCPI_0(%rip), %xmm0
	.p2align	4
.LBB_11:
	movupd	%xmm0, (%rcx,%rdx)
	movupd	%xmm0, 16(%rcx,%rdx)
	addq	$32, %rdx
	cmpq	%rdx, %r15
	jne	.LBB_11
	cmpq	%rbp, %r13
	je	.LBB_15
.LBB_13:
	movabsq	$9221120237041090560, %rdx
	.p2align	4
.LBB_14:
	movq	%rdx, (%rcx,%rbp,8)
	incq	%rbp
	cmpq	%rbp, %r13
	jne	.LBB_14
.LBB_15:
	leaq	-1(%rdi), %rdx
	movq	%r13, %r8
	subq	%rdx, %r8
	xorl	%r15d, %r15d
	testq	%r8, %r8
	movl	$0, %esi
	cmovgq	%r8, %rsi
	jle	.LBB_16
	leaq	1(%rdi), %r9
	imulq	%rdi, %r9
	xorps	%xmm0, %xmm0
	cvtsi2sd	%r9, %xmm0
	mulsd	.LCPI_1(%rip), %xmm0
	xorpd	%xmm1, %xmm1
	testq	%rdi, %rdi
	jle	.LBB_27
	ucomisd	%xmm1, %xmm0
	jne	.LBB_20
	jnp	.LBB_35
.LBB_20:
	movq	64(%rsp), %r8
	movl	%edi, %r9d
	andl	$3, %r9d
	movabsq	$9223372036854775804, %r10
	andq	%rdi, %r10
	leaq	24(%r8), %r11
	jmp	.LBB_21
	.p2align	4
.LBB_26:
	leaq	1(%rdx), %r12
	leaq	(%rcx,%rdx,8), %rbp
	sarq	$63, %rdx
	andq	%r13, %rdx
	addq	$8, %r11
	addq	$8, %r8
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%rbp,%rdx,8)
	movq	%r12, %rdx
	decq	%rsi
	jle	.LBB_16
.LBB_21:
	xorpd	%xmm1, %xmm1
	xorl	%r12d, %r12d
	cmpq	$4, %rdi
	jb	.LBB_24
	.p2align	4
.LBB_22:
	movq	%r12, %rbp
	incq	%r12
	xorps	%xmm2, %xmm2
	cvtsi2sd	%r12, %xmm2
	mulsd	-24(%r11,%rbp,8), %xmm2
	addsd	%xmm1, %xmm2
	leaq	2(%rbp), %r12
	xorps	%xmm1, %xmm1
	cvtsi2sd	%r12, %xmm1
	mulsd	-16(%r11,%rbp,8), %xmm1
	addsd	%xmm2, %xmm1
	leaq	3(%rbp), %r12
	xorps	%xmm2, %xmm2
	cvtsi2sd	%r12, %xmm2
	mulsd	-8(%r11,%rbp,8), %xmm2
	addsd	%xmm1, %xmm2
	leaq	4(%rbp), %r12
	xorps	%xmm1, %xmm1
	cvtsi2sd	%r12, %xmm1
	mulsd	(%r11,%rbp,8), %xmm1
	addsd	%xmm2, %xmm1
	cmpq	%r12, %r10
	jne	.LBB_22
	testq	%r9, %r9
	je	.LBB_26
.LBB_24:
	incq	%r12
	movq	%r9, %rbp
	.p2align	4
.LBB_25:
	xorps	%xmm2, %xmm2
	cvtsi2sd	%r12, %xmm2
	mulsd	-8(%r8,%r12,8), %xmm2
	addsd	%xmm2, %xmm1
	incq	%r12
	decq	%rbp
	jne	.LBB_25
	jmp	.LBB_26
.LBB_27:
	ucomisd	%xmm1, %xmm0
	jne	.LBB_28
	jnp	.LBB_35
.LBB_28:
	divsd	%xmm0, %xmm1
	movq	%rsi, %r9
	andq	$3, %r9
	je	.LBB_32
	leaq	(%rcx,%rdi,8), %r10
	addq	$-8, %r10
	xorl	%edi, %edi
	.p2align	4
.LBB_30:
	leaq	(%rdx,%rdi), %r11
	sarq	$63, %r11
	andq	%r13, %r11
	leaq	(%r10,%r11,8), %r11
	movsd	%xmm1, (%r11,%rdi,8)
	incq	%rdi
	cmpq	%rdi, %r9
	jne	.LBB_30
	subq	%rdi, %rsi
	addq	%rdi, %rdx
.LBB_32:
	cmpq	$4, %r8
	jl	.LBB_16
	addq	$4, %rsi
	.p2align	4
.LBB_34:
	movq	%rdx, %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	movsd	%xmm1, (%rdi,%rdx,8)
	leaq	1(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	movsd	%xmm1, 8(%rdi,%rdx,8)
	leaq	2(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	movsd	%xmm1, 16(%rdi,%rdx,8)
	leaq	3(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	movsd	%xmm1, 24(%rdi,%rdx,8)
	addq	$-4, %rsi
	addq	$4, %rdx
	cmpq	$4, %rsi
	jg	.LBB_34
.LBB_16:
	movq	%rax, (%r14)
	movq	$0, 8(%r14)
	movq	%r13, 16(%r14)
	movq	$8, 24(%r14)
	movq	%rcx, 32(%r14)
	movq	%r13, 40(%r14)
	movq	$8, 48(%r14)
	movq	%rbx, %rdi
	callq	NRT_decref@PLT
.LBB_17:
	movl	%r15d, %eax
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
	retq
.LBB_1:
	.cfi_def_cfa_offset 64
	leaq	.const.picklebuf.<sha1>(%rip), %rax
	jmp	.LBB_2
.LBB_4:
	leaq	.const.picklebuf.<sha1>.9(%rip), %rax
	jmp	.LBB_2
.LBB_6:
	leaq	.const.picklebuf.<sha1>(%rip), %rax
	jmp	.LBB_2
.LBB_35:
	leaq	.const.picklebuf.<sha1>(%rip), %rax
.LBB_2:
	movq	%rax, (%r12)
	movl	$1, %r15d
	jmp	.LBB_17
