# wma of the seam's numba-numba cell (front end-pipeline) for target-cpu=znver3 (features of the name), emitted by llvmlite; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
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
	movq	72(%rsp), %r13
	movq	%rdi, %r14
	movq	%rdx, %rdi
	movq	%rdx, %rbx
	movq	%rsi, %r12
	callq	NRT_incref@PLT
	testq	%r13, %r13
	js	.LBB_1
	movabsq	$1152921504606846960, %rbp
	leaq	15(%rbp), %rax
	cmpq	%rax, %r13
	ja	.LBB_4
	leaq	(,%r13,8), %r15
	movl	$32, %esi
	movq	%r15, %rdi
	callq	NRT_MemInfo_alloc_aligned@PLT
	testq	%rax, %rax
	je	.LBB_6
	movq	88(%rsp), %rdi
	movq	24(%rax), %rcx
	testq	%r13, %r13
	je	.LBB_21
	cmpq	$4, %r13
	jae	.LBB_10
	xorl	%edx, %edx
	jmp	.LBB_19
.LBB_10:
	cmpq	$16, %r13
	jae	.LBB_12
	xorl	%edx, %edx
	jmp	.LBB_16
.LBB_12:
	vbroadcastsd	.LCPI_0(%rip), %ymm0
	movabsq	$9223372036854775680, %rsi
	movq	%r13, %rdx
	andq	%rbp, %rdx
	andq	%rsi, %r15
	xorl	%esi, %esi
	.p2align	4
.LBB_13:
	vmovupd	%ymm0, (%rcx,%rsi)
	vmovupd	%ymm0, 32(%rcx,%rsi)
	vmovupd	%ymm0, 64(%rcx,%rsi)
	vmovupd	%ymm0, 96(%rcx,%rsi)
	subq	$-128, %rsi
	cmpq	%rsi, %r15
	jne	.LBB_13
	cmpq	%rdx, %r13
	je	.LBB_21
	testb	$12, %r13b
	je	.LBB_19
.LBB_16:
	vbroadcastsd	.LCPI_0(%rip), %ymm0
	addq	$12, %rbp
	movq	%rdx, %rsi
	movq	%rbp, %rdx
	andq	%r13, %rdx
	.p2align	4
.LBB_17:
	vmovupd	%ymm0, (%rcx,%rsi,8)
	addq	$4, %rsi
	cmpq	%rsi, %rdx
	jne	.LBB_17
	cmpq	%rdx, %r13
	je	.LBB_21
.LBB_19:
	movabsq	$9221120237041090560, %rsi
	.p2align	4
.LBB_20:
	movq	%rsi, (%rcx,%rdx,8)
	incq	%rdx
	cmpq	%rdx, %r13
	jne	.LBB_20
.LBB_21:
	leaq	-1(%rdi), %rdx
	movq	%r13, %r8
	xorl	%r15d, %r15d
	movl	$0, %esi
	subq	%rdx, %r8
	testq	%r8, %r8
	cmovgq	%r8, %rsi
	jle	.LBB_22
	leaq	1(%rdi), %r9
	vxorpd	%xmm1, %xmm1, %xmm1
	imulq	%rdi, %r9
	vcvtsi2sd	%r9, %xmm15, %xmm0
	vmulsd	.LCPI_1(%rip), %xmm0, %xmm0
	testq	%rdi, %rdi
	jle	.LBB_36
	vucomisd	%xmm1, %xmm0
	jne	.LBB_26
	jnp	.LBB_44
.LBB_26:
	movq	64(%rsp), %r8
	movabsq	$9223372036854775800, %r10
	movl	%edi, %r9d
	andl	$7, %r9d
	andq	%rdi, %r10
	negq	%r10
	jmp	.LBB_27
	.p2align	4
.LBB_35:
	vdivsd	%xmm0, %xmm1, %xmm1
	leaq	1(%rdx), %r11
	leaq	(%rcx,%rdx,8), %r12
	sarq	$63, %rdx
	addq	$8, %r8
	andq	%r13, %rdx
	decq	%rsi
	vmovsd	%xmm1, (%r12,%rdx,8)
	movq	%r11, %rdx
	jle	.LBB_22
.LBB_27:
	vxorpd	%xmm1, %xmm1, %xmm1
	cmpq	$8, %rdi
	jae	.LBB_29
	xorl	%r11d, %r11d
	jmp	.LBB_33
	.p2align	4
.LBB_29:
	movl	$4, %r11d
	.p2align	4
.LBB_30:
	leaq	-3(%r11), %r12
	vcvtsi2sd	%r12, %xmm15, %xmm2
	vmulsd	-32(%r8,%r11,8), %xmm2, %xmm2
	leaq	-2(%r11), %r12
	vcvtsi2sd	%r12, %xmm15, %xmm3
	leaq	-1(%r11), %r12
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulsd	-24(%r8,%r11,8), %xmm3, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r12, %xmm15, %xmm2
	vmulsd	-16(%r8,%r11,8), %xmm2, %xmm2
	leaq	1(%r11), %r12
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r11, %xmm15, %xmm2
	vmulsd	-8(%r8,%r11,8), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r12, %xmm15, %xmm2
	vmulsd	(%r8,%r11,8), %xmm2, %xmm2
	leaq	2(%r11), %r12
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r12, %xmm15, %xmm2
	vmulsd	8(%r8,%r11,8), %xmm2, %xmm2
	leaq	3(%r11), %r12
	vcvtsi2sd	%r12, %xmm15, %xmm3
	leaq	4(%r11), %r12
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulsd	16(%r8,%r11,8), %xmm3, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r12, %xmm15, %xmm2
	vmulsd	24(%r8,%r11,8), %xmm2, %xmm2
	leaq	8(%r10,%r11), %r12
	addq	$8, %r11
	vaddsd	%xmm2, %xmm1, %xmm1
	cmpq	$4, %r12
	jne	.LBB_30
	testq	%r9, %r9
	je	.LBB_35
	addq	$-4, %r11
.LBB_33:
	incq	%r11
	movq	%r9, %r12
	.p2align	4
.LBB_34:
	vcvtsi2sd	%r11, %xmm15, %xmm2
	vmulsd	-8(%r8,%r11,8), %xmm2, %xmm2
	incq	%r11
	decq	%r12
	vaddsd	%xmm2, %xmm1, %xmm1
	jne	.LBB_34
	jmp	.LBB_35
.LBB_36:
	vucomisd	%xmm1, %xmm0
	jne	.LBB_37
	jnp	.LBB_44
.LBB_37:
	vdivsd	%xmm0, %xmm1, %xmm0
	movq	%rsi, %r9
	andq	$7, %r9
	je	.LBB_41
	leaq	-8(%rcx,%rdi,8), %r10
	xorl	%edi, %edi
	.p2align	4
.LBB_39:
	leaq	(%rdx,%rdi), %r11
	sarq	$63, %r11
	andq	%r13, %r11
	leaq	(%r10,%r11,8), %r11
	vmovsd	%xmm0, (%r11,%rdi,8)
	incq	%rdi
	cmpq	%rdi, %r9
	jne	.LBB_39
	subq	%rdi, %rsi
	addq	%rdi, %rdx
.LBB_41:
	cmpq	$8, %r8
	jl	.LBB_22
	addq	$8, %rsi
	.p2align	4
.LBB_43:
	movq	%rdx, %rdi
	sarq	$63, %rdi
	addq	$-8, %rsi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, (%rdi,%rdx,8)
	leaq	1(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, 8(%rdi,%rdx,8)
	leaq	2(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, 16(%rdi,%rdx,8)
	leaq	3(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, 24(%rdi,%rdx,8)
	leaq	4(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, 32(%rdi,%rdx,8)
	leaq	5(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, 40(%rdi,%rdx,8)
	leaq	6(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, 48(%rdi,%rdx,8)
	leaq	7(%rdx), %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, 56(%rdi,%rdx,8)
	addq	$8, %rdx
	cmpq	$8, %rsi
	jg	.LBB_43
.LBB_22:
	movq	%rax, (%r14)
	movq	$0, 8(%r14)
	movq	%r13, 16(%r14)
	movq	$8, 24(%r14)
	movq	%rcx, 32(%r14)
	movq	%r13, 40(%r14)
	movq	%rbx, %rdi
	movq	$8, 48(%r14)
	vzeroupper
	callq	NRT_decref@PLT
.LBB_23:
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
	vzeroupper
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
.LBB_44:
	leaq	.const.picklebuf.<sha1>(%rip), %rax
.LBB_2:
	movq	%rax, (%r12)
	movl	$1, %r15d
	jmp	.LBB_23
