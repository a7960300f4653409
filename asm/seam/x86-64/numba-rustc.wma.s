# wma of the seam's numba-rustc cell (front end-pipeline) for target-cpu=x86-64 (features of the name), emitted by llvmlite; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
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
	subq	$152, %rsp
	.cfi_def_cfa_offset 208
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%rdx, %r12
	movq	%rsi, %r15
	movq	%rdi, %rbx
	movq	216(%rsp), %r13
	movq	$0, 8(%rsp)
	movq	%rdx, %rdi
	callq	NRT_incref@PLT
	xorps	%xmm0, %xmm0
	movaps	%xmm0, 64(%rsp)
	movaps	%xmm0, 48(%rsp)
	movaps	%xmm0, 32(%rsp)
	movq	$0, 80(%rsp)
	leaq	32(%rsp), %rdi
	leaq	8(%rsp), %rsi
	movsd	.LCPI_0(%rip), %xmm0
	movq	%r13, %rdx
	callq	_ZN5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB2vNB42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExd27omitted_28default_3dNone_29@PLT
	movapd	32(%rsp), %xmm0
	movapd	48(%rsp), %xmm1
	movq	32(%rsp), %rcx
	movq	64(%rsp), %r14
	cmpl	$-2, %eax
	je	.LBB_3
	testl	%eax, %eax
	jne	.LBB_2
.LBB_3:
	movq	%rcx, 16(%rsp)
	movapd	%xmm1, 112(%rsp)
	movapd	%xmm0, 128(%rsp)
	movq	%r12, 24(%rsp)
	movq	232(%rsp), %r12
	movupd	72(%rsp), %xmm0
	movapd	%xmm0, 96(%rsp)
	movq	72(%rsp), %rbp
	xorl	%edi, %edi
	callq	NRT_decref@PLT
	leaq	-1(%r12), %rcx
	subq	%rcx, %r13
	testq	%r13, %r13
	movl	$0, %eax
	cmovgq	%r13, %rax
	jle	.LBB_13
	leaq	1(%r12), %rdx
	imulq	%r12, %rdx
	xorps	%xmm0, %xmm0
	cvtsi2sd	%rdx, %xmm0
	mulsd	.LCPI_1(%rip), %xmm0
	xorpd	%xmm1, %xmm1
	testq	%r12, %r12
	jle	.LBB_14
	ucomisd	%xmm1, %xmm0
	jne	.LBB_6
	jnp	.LBB_22
.LBB_6:
	movq	208(%rsp), %rdx
	movl	%r12d, %esi
	andl	$3, %esi
	movabsq	$9223372036854775804, %rdi
	andq	%r12, %rdi
	leaq	24(%rdx), %r8
	jmp	.LBB_7
	.p2align	4
.LBB_12:
	leaq	1(%rcx), %r9
	leaq	(%r14,%rcx,8), %r10
	sarq	$63, %rcx
	andq	%rbp, %rcx
	addq	$8, %r8
	addq	$8, %rdx
	divsd	%xmm0, %xmm1
	movsd	%xmm1, (%r10,%rcx,8)
	movq	%r9, %rcx
	decq	%rax
	jle	.LBB_13
.LBB_7:
	xorpd	%xmm1, %xmm1
	xorl	%r9d, %r9d
	cmpq	$4, %r12
	jb	.LBB_10
	.p2align	4
.LBB_8:
	movq	%r9, %r10
	incq	%r9
	xorps	%xmm2, %xmm2
	cvtsi2sd	%r9, %xmm2
	mulsd	-24(%r8,%r10,8), %xmm2
	addsd	%xmm1, %xmm2
	leaq	2(%r10), %r9
	xorps	%xmm1, %xmm1
	cvtsi2sd	%r9, %xmm1
	mulsd	-16(%r8,%r10,8), %xmm1
	addsd	%xmm2, %xmm1
	leaq	3(%r10), %r9
	xorps	%xmm2, %xmm2
	cvtsi2sd	%r9, %xmm2
	mulsd	-8(%r8,%r10,8), %xmm2
	addsd	%xmm1, %xmm2
	leaq	4(%r10), %r9
	xorps	%xmm1, %xmm1
	cvtsi2sd	%r9, %xmm1
	mulsd	(%r8,%r10,8), %xmm1
	addsd	%xmm2, %xmm1
	cmpq	%r9, %rdi
	jne	.LBB_8
	testq	%rsi, %rsi
	je	.LBB_12
.LBB_10:
	incq	%r9
	movq	%rsi, %r10
	.p2align	4
.LBB_11:
	xorps	%xmm2, %xmm2
	cvtsi2sd	%r9, %xmm2
	mulsd	-8(%rdx,%r9,8), %xmm2
	addsd	%xmm2, %xmm1
	incq	%r9
	decq	%r10
	jne	.LBB_11
	jmp	.LBB_12
.LBB_14:
	ucomisd	%xmm1, %xmm0
	jne	.LBB_15
	jnp	.LBB_22
.LBB_15:
	divsd	%xmm0, %xmm1
	movq	%rax, %rdx
	andq	$3, %rdx
	je	.LBB_19
	leaq	(%r14,%r12,8), %rdi
	addq	$-8, %rdi
	xorl	%esi, %esi
	.p2align	4
.LBB_17:
	leaq	(%rcx,%rsi), %r8
	sarq	$63, %r8
	andq	%rbp, %r8
	leaq	(%rdi,%r8,8), %r8
	movsd	%xmm1, (%r8,%rsi,8)
	incq	%rsi
	cmpq	%rsi, %rdx
	jne	.LBB_17
	subq	%rsi, %rax
	addq	%rsi, %rcx
.LBB_19:
	cmpq	$4, %r13
	jl	.LBB_13
	addq	$4, %rax
	.p2align	4
.LBB_21:
	movq	%rcx, %rdx
	sarq	$63, %rdx
	andq	%rbp, %rdx
	leaq	(%r14,%rdx,8), %rdx
	movsd	%xmm1, (%rdx,%rcx,8)
	leaq	1(%rcx), %rdx
	sarq	$63, %rdx
	andq	%rbp, %rdx
	leaq	(%r14,%rdx,8), %rdx
	movsd	%xmm1, 8(%rdx,%rcx,8)
	leaq	2(%rcx), %rdx
	sarq	$63, %rdx
	andq	%rbp, %rdx
	leaq	(%r14,%rdx,8), %rdx
	movsd	%xmm1, 16(%rdx,%rcx,8)
	leaq	3(%rcx), %rdx
	sarq	$63, %rdx
	andq	%rbp, %rdx
	leaq	(%r14,%rdx,8), %rdx
	movsd	%xmm1, 24(%rdx,%rcx,8)
	addq	$-4, %rax
	addq	$4, %rcx
	cmpq	$4, %rax
	jg	.LBB_21
.LBB_13:
	movq	24(%rsp), %rdi
	callq	NRT_decref@PLT
	movq	16(%rsp), %r12
	movq	%r12, %rdi
	callq	NRT_incref@PLT
	movq	%r12, %rdi
	callq	NRT_decref@PLT
	movaps	128(%rsp), %xmm0
	movups	%xmm0, (%rbx)
	movaps	112(%rsp), %xmm0
	movups	%xmm0, 16(%rbx)
	movq	%r14, 32(%rbx)
	movapd	96(%rsp), %xmm0
	movupd	%xmm0, 40(%rbx)
	xorl	%eax, %eax
.LBB_23:
	addq	$152, %rsp
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
.LBB_2:
	.cfi_def_cfa_offset 208
	movq	8(%rsp), %rcx
	movq	%rcx, (%r15)
	jmp	.LBB_23
.LBB_22:
	leaq	.const.picklebuf.<sha1>(%rip), %rax
	movq	%rax, (%r15)
	movl	$1, %eax
	jmp	.LBB_23
