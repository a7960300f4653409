# wma of the seam's numba-rustc cell (front end-pipeline) for target-cpu=znver3 (features of the name), emitted by llvmlite; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
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
	movq	216(%rsp), %r13
	movq	%rdi, %rbx
	movq	%rdx, %rdi
	movq	%rdx, %r12
	movq	%rsi, %r14
	movq	$0, 8(%rsp)
	callq	NRT_incref@PLT
	vxorps	%xmm0, %xmm0, %xmm0
	vmovups	%ymm0, 56(%rsp)
	vmovups	%ymm0, 32(%rsp)
	vmovsd	.LCPI_0(%rip), %xmm0
	leaq	32(%rsp), %rdi
	leaq	8(%rsp), %rsi
	movq	%r13, %rdx
	vzeroupper
	callq	_ZN5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB2vNB42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExd27omitted_28default_3dNone_29@PLT
	vmovapd	32(%rsp), %xmm0
	vmovapd	48(%rsp), %xmm1
	movq	32(%rsp), %rcx
	movq	64(%rsp), %r15
	cmpl	$-2, %eax
	je	.LBB_3
	testl	%eax, %eax
	jne	.LBB_2
.LBB_3:
	vmovapd	%xmm1, 112(%rsp)
	vmovupd	72(%rsp), %xmm1
	movq	%r12, 24(%rsp)
	movq	232(%rsp), %rbp
	movq	72(%rsp), %r12
	xorl	%edi, %edi
	movq	%rcx, 16(%rsp)
	vmovapd	%xmm0, 128(%rsp)
	vmovapd	%xmm1, 96(%rsp)
	callq	NRT_decref@PLT
	leaq	-1(%rbp), %rax
	movl	$0, %ecx
	subq	%rax, %r13
	testq	%r13, %r13
	cmovgq	%r13, %rcx
	jle	.LBB_16
	leaq	1(%rbp), %rdx
	vxorpd	%xmm1, %xmm1, %xmm1
	imulq	%rbp, %rdx
	vcvtsi2sd	%rdx, %xmm15, %xmm0
	vmulsd	.LCPI_1(%rip), %xmm0, %xmm0
	testq	%rbp, %rbp
	jle	.LBB_17
	vucomisd	%xmm1, %xmm0
	jne	.LBB_6
	jnp	.LBB_25
.LBB_6:
	movq	208(%rsp), %rdx
	movabsq	$9223372036854775800, %rdi
	movl	%ebp, %esi
	andl	$7, %esi
	andq	%rbp, %rdi
	negq	%rdi
	jmp	.LBB_7
	.p2align	4
.LBB_15:
	vdivsd	%xmm0, %xmm1, %xmm1
	leaq	1(%rax), %r8
	leaq	(%r15,%rax,8), %r9
	sarq	$63, %rax
	addq	$8, %rdx
	andq	%r12, %rax
	decq	%rcx
	vmovsd	%xmm1, (%r9,%rax,8)
	movq	%r8, %rax
	jle	.LBB_16
.LBB_7:
	vxorpd	%xmm1, %xmm1, %xmm1
	cmpq	$8, %rbp
	jae	.LBB_9
	xorl	%r8d, %r8d
	jmp	.LBB_13
	.p2align	4
.LBB_9:
	movl	$4, %r8d
	.p2align	4
.LBB_10:
	leaq	-3(%r8), %r9
	vcvtsi2sd	%r9, %xmm15, %xmm2
	vmulsd	-32(%rdx,%r8,8), %xmm2, %xmm2
	leaq	-2(%r8), %r9
	vcvtsi2sd	%r9, %xmm15, %xmm3
	leaq	-1(%r8), %r9
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulsd	-24(%rdx,%r8,8), %xmm3, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r9, %xmm15, %xmm2
	vmulsd	-16(%rdx,%r8,8), %xmm2, %xmm2
	leaq	1(%r8), %r9
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r8, %xmm15, %xmm2
	vmulsd	-8(%rdx,%r8,8), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r9, %xmm15, %xmm2
	vmulsd	(%rdx,%r8,8), %xmm2, %xmm2
	leaq	2(%r8), %r9
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r9, %xmm15, %xmm2
	vmulsd	8(%rdx,%r8,8), %xmm2, %xmm2
	leaq	3(%r8), %r9
	vcvtsi2sd	%r9, %xmm15, %xmm3
	leaq	4(%r8), %r9
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulsd	16(%rdx,%r8,8), %xmm3, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r9, %xmm15, %xmm2
	vmulsd	24(%rdx,%r8,8), %xmm2, %xmm2
	leaq	8(%rdi,%r8), %r9
	addq	$8, %r8
	vaddsd	%xmm2, %xmm1, %xmm1
	cmpq	$4, %r9
	jne	.LBB_10
	testq	%rsi, %rsi
	je	.LBB_15
	addq	$-4, %r8
.LBB_13:
	incq	%r8
	movq	%rsi, %r9
	.p2align	4
.LBB_14:
	vcvtsi2sd	%r8, %xmm15, %xmm2
	vmulsd	-8(%rdx,%r8,8), %xmm2, %xmm2
	incq	%r8
	decq	%r9
	vaddsd	%xmm2, %xmm1, %xmm1
	jne	.LBB_14
	jmp	.LBB_15
.LBB_17:
	vucomisd	%xmm1, %xmm0
	jne	.LBB_18
	jnp	.LBB_25
.LBB_18:
	vdivsd	%xmm0, %xmm1, %xmm0
	movq	%rcx, %rdx
	andq	$7, %rdx
	je	.LBB_22
	leaq	-8(%r15,%rbp,8), %rdi
	xorl	%esi, %esi
	.p2align	4
.LBB_20:
	leaq	(%rax,%rsi), %r8
	sarq	$63, %r8
	andq	%r12, %r8
	leaq	(%rdi,%r8,8), %r8
	vmovsd	%xmm0, (%r8,%rsi,8)
	incq	%rsi
	cmpq	%rsi, %rdx
	jne	.LBB_20
	subq	%rsi, %rcx
	addq	%rsi, %rax
.LBB_22:
	cmpq	$8, %r13
	jl	.LBB_16
	addq	$8, %rcx
	.p2align	4
.LBB_24:
	movq	%rax, %rdx
	sarq	$63, %rdx
	addq	$-8, %rcx
	andq	%r12, %rdx
	leaq	(%r15,%rdx,8), %rdx
	vmovsd	%xmm0, (%rdx,%rax,8)
	leaq	1(%rax), %rdx
	sarq	$63, %rdx
	andq	%r12, %rdx
	leaq	(%r15,%rdx,8), %rdx
	vmovsd	%xmm0, 8(%rdx,%rax,8)
	leaq	2(%rax), %rdx
	sarq	$63, %rdx
	andq	%r12, %rdx
	leaq	(%r15,%rdx,8), %rdx
	vmovsd	%xmm0, 16(%rdx,%rax,8)
	leaq	3(%rax), %rdx
	sarq	$63, %rdx
	andq	%r12, %rdx
	leaq	(%r15,%rdx,8), %rdx
	vmovsd	%xmm0, 24(%rdx,%rax,8)
	leaq	4(%rax), %rdx
	sarq	$63, %rdx
	andq	%r12, %rdx
	leaq	(%r15,%rdx,8), %rdx
	vmovsd	%xmm0, 32(%rdx,%rax,8)
	leaq	5(%rax), %rdx
	sarq	$63, %rdx
	andq	%r12, %rdx
	leaq	(%r15,%rdx,8), %rdx
	vmovsd	%xmm0, 40(%rdx,%rax,8)
	leaq	6(%rax), %rdx
	sarq	$63, %rdx
	andq	%r12, %rdx
	leaq	(%r15,%rdx,8), %rdx
	vmovsd	%xmm0, 48(%rdx,%rax,8)
	leaq	7(%rax), %rdx
	sarq	$63, %rdx
	andq	%r12, %rdx
	leaq	(%r15,%rdx,8), %rdx
	vmovsd	%xmm0, 56(%rdx,%rax,8)
	addq	$8, %rax
	cmpq	$8, %rcx
	jg	.LBB_24
.LBB_16:
	movq	24(%rsp), %rdi
	callq	NRT_decref@PLT
	movq	16(%rsp), %r12
	movq	%r12, %rdi
	callq	NRT_incref@PLT
	movq	%r12, %rdi
	callq	NRT_decref@PLT
	vmovapd	128(%rsp), %xmm0
	vmovaps	112(%rsp), %xmm2
	vmovapd	96(%rsp), %xmm1
	xorl	%eax, %eax
	vmovupd	%xmm0, (%rbx)
	vmovups	%xmm2, 16(%rbx)
	movq	%r15, 32(%rbx)
	vmovupd	%xmm1, 40(%rbx)
.LBB_26:
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
	movq	%rcx, (%r14)
	jmp	.LBB_26
.LBB_25:
	leaq	.const.picklebuf.<sha1>(%rip), %rax
	movq	%rax, (%r14)
	movl	$1, %eax
	jmp	.LBB_26
