# wma of the seam's numba-numba cell (front end-pipeline) for target-cpu=emeraldrapids (features of the name), emitted by llvmlite; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
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
	movabsq	$1152921504606846960, %rbp
	leaq	15(%rbp), %rax
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
	movq	%r13, %rdx
	andq	%rbp, %rdx
	movabsq	$9223372036854775680, %rsi
	andq	%rsi, %r15
	xorl	%esi, %esi
	vbroadcastsd	.LCPI_0(%rip), %ymm0
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
	movq	%rdx, %rsi
	addq	$12, %rbp
	movq	%rbp, %rdx
	andq	%r13, %rdx
	vbroadcastsd	.LCPI_0(%rip), %ymm0
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
	leaq	-1(%rdi), %rsi
	movq	%r13, %r8
	subq	%rsi, %r8
	xorl	%r15d, %r15d
	testq	%r8, %r8
	movl	$0, %edx
	cmovgq	%r8, %rdx
	jle	.LBB_22
	leaq	1(%rdi), %r9
	imulq	%rdi, %r9
	vcvtsi2sd	%r9, %xmm15, %xmm0
	vmulsd	.LCPI_1(%rip), %xmm0, %xmm0
	vxorpd	%xmm1, %xmm1, %xmm1
	testq	%rdi, %rdi
	jle	.LBB_36
	vucomisd	%xmm1, %xmm0
	jne	.LBB_26
	jnp	.LBB_50
.LBB_26:
	movq	64(%rsp), %r8
	movl	%edi, %r9d
	andl	$7, %r9d
	movabsq	$9223372036854775800, %r10
	andq	%rdi, %r10
	negq	%r10
	jmp	.LBB_27
	.p2align	4
.LBB_35:
	leaq	1(%rsi), %r11
	leaq	(%rcx,%rsi,8), %r12
	sarq	$63, %rsi
	andq	%r13, %rsi
	addq	$8, %r8
	vdivsd	%xmm0, %xmm1, %xmm1
	vmovsd	%xmm1, (%r12,%rsi,8)
	movq	%r11, %rsi
	decq	%rdx
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
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulsd	-24(%r8,%r11,8), %xmm3, %xmm2
	leaq	-1(%r11), %r12
	vcvtsi2sd	%r12, %xmm15, %xmm3
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulsd	-16(%r8,%r11,8), %xmm3, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sd	%r11, %xmm15, %xmm2
	vmulsd	-8(%r8,%r11,8), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	leaq	1(%r11), %r12
	vcvtsi2sd	%r12, %xmm15, %xmm2
	vmulsd	(%r8,%r11,8), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	leaq	2(%r11), %r12
	vcvtsi2sd	%r12, %xmm15, %xmm2
	vmulsd	8(%r8,%r11,8), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	leaq	3(%r11), %r12
	vcvtsi2sd	%r12, %xmm15, %xmm2
	vmulsd	16(%r8,%r11,8), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	leaq	4(%r11), %r12
	vcvtsi2sd	%r12, %xmm15, %xmm2
	vmulsd	24(%r8,%r11,8), %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm1
	leaq	8(%r10,%r11), %r12
	addq	$8, %r11
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
	vaddsd	%xmm2, %xmm1, %xmm1
	incq	%r11
	decq	%r12
	jne	.LBB_34
	jmp	.LBB_35
.LBB_36:
	vucomisd	%xmm1, %xmm0
	jne	.LBB_37
	jnp	.LBB_50
.LBB_37:
	vdivsd	%xmm0, %xmm1, %xmm0
	cmpq	$4, %r8
	jl	.LBB_48
	movabsq	$9223372036854775792, %rdi
	vpbroadcastq	%r13, %ymm1
	vpbroadcastq	%rcx, %ymm2
	cmpq	$16, %r8
	jge	.LBB_43
	xorl	%r9d, %r9d
	movq	%rsi, %r10
	jmp	.LBB_40
.LBB_43:
	movq	%rdx, %r9
	andq	%rdi, %r9
	leaq	(%rsi,%r9), %r10
	vbroadcastsd	%xmm0, %ymm3
	vpbroadcastq	%rsi, %ymm4
	vpaddq	.LCPI_2(%rip), %ymm4, %ymm4
	vpbroadcastq	.LCPI_3(%rip), %ymm5
	vpbroadcastq	.LCPI_4(%rip), %ymm6
	vpbroadcastq	.LCPI_5(%rip), %ymm7
	vpbroadcastq	.LCPI_6(%rip), %ymm8
	movq	%r9, %r11
	.p2align	4
.LBB_44:
	vpaddq	%ymm5, %ymm4, %ymm9
	vpaddq	%ymm6, %ymm4, %ymm10
	vpaddq	%ymm7, %ymm4, %ymm11
	vpsraq	$63, %ymm4, %ymm12
	vpand	%ymm1, %ymm12, %ymm12
	vpsraq	$63, %ymm9, %ymm13
	vpand	%ymm1, %ymm13, %ymm13
	vpsraq	$63, %ymm10, %ymm14
	vpand	%ymm1, %ymm14, %ymm14
	vpsraq	$63, %ymm11, %ymm15
	vpand	%ymm1, %ymm15, %ymm15
	vpsllq	$3, %ymm4, %ymm16
	vpsllq	$3, %ymm9, %ymm9
	vpaddq	%ymm2, %ymm9, %ymm9
	vpsllq	$3, %ymm10, %ymm10
	vpaddq	%ymm2, %ymm10, %ymm10
	vpsllq	$3, %ymm11, %ymm11
	vpaddq	%ymm2, %ymm11, %ymm11
	vpsllq	$3, %ymm12, %ymm12
	vpaddq	%ymm12, %ymm16, %ymm12
	vpaddq	%ymm2, %ymm12, %ymm12
	vpsllq	$3, %ymm13, %ymm13
	vpaddq	%ymm13, %ymm9, %ymm9
	vpsllq	$3, %ymm14, %ymm13
	vpaddq	%ymm13, %ymm10, %ymm10
	vpsllq	$3, %ymm15, %ymm13
	vpaddq	%ymm13, %ymm11, %ymm11
	kxnorw	%k0, %k0, %k1
	vscatterqpd	%ymm3, (,%ymm12) {%k1}
	kxnorw	%k0, %k0, %k1
	vscatterqpd	%ymm3, (,%ymm9) {%k1}
	kxnorw	%k0, %k0, %k1
	vscatterqpd	%ymm3, (,%ymm10) {%k1}
	kxnorw	%k0, %k0, %k1
	vscatterqpd	%ymm3, (,%ymm11) {%k1}
	vpaddq	%ymm4, %ymm8, %ymm4
	addq	$-16, %r11
	jne	.LBB_44
	cmpq	%r9, %r8
	je	.LBB_22
	testb	$12, %dl
	je	.LBB_47
.LBB_40:
	addq	$12, %rdi
	andq	%rdx, %rdi
	andl	$3, %edx
	addq	%rdi, %rsi
	vbroadcastsd	%xmm0, %ymm3
	vpbroadcastq	%r10, %ymm4
	vpaddq	.LCPI_2(%rip), %ymm4, %ymm4
	subq	%rdi, %r9
	vpbroadcastq	.LCPI_3(%rip), %ymm5
	.p2align	4
.LBB_41:
	vpsraq	$63, %ymm4, %ymm6
	vpand	%ymm1, %ymm6, %ymm6
	vpsllq	$3, %ymm4, %ymm7
	vpsllq	$3, %ymm6, %ymm6
	vpaddq	%ymm6, %ymm7, %ymm6
	vpaddq	%ymm6, %ymm2, %ymm6
	kxnorw	%k0, %k0, %k1
	vscatterqpd	%ymm3, (,%ymm6) {%k1}
	vpaddq	%ymm5, %ymm4, %ymm4
	addq	$4, %r9
	jne	.LBB_41
	cmpq	%rdi, %r8
	je	.LBB_22
.LBB_48:
	incq	%rdx
	.p2align	4
.LBB_49:
	movq	%rsi, %rdi
	sarq	$63, %rdi
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, (%rdi,%rsi,8)
	incq	%rsi
	decq	%rdx
	cmpq	$1, %rdx
	ja	.LBB_49
.LBB_22:
	movq	%rax, (%r14)
	movq	$0, 8(%r14)
	movq	%r13, 16(%r14)
	movq	$8, 24(%r14)
	movq	%rcx, 32(%r14)
	movq	%r13, 40(%r14)
	movq	$8, 48(%r14)
	movq	%rbx, %rdi
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
.LBB_47:
	andl	$15, %edx
	addq	%r9, %rsi
	jmp	.LBB_48
.LBB_50:
	leaq	.const.picklebuf.<sha1>(%rip), %rax
.LBB_2:
	movq	%rax, (%r12)
	movl	$1, %r15d
	jmp	.LBB_23
