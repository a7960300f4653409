# wma of the seam's numba-numba cell (front end-pipeline) for target-cpu=znver4 (features of the name), emitted by llvmlite; {"numba": "0.68.1", "llvmlite": "0.50.0", "llvm": "22.1.0"}
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
	movabsq	$1152921504606846944, %rbp
	leaq	31(%rbp), %rax
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
	cmpq	$32, %r13
	jae	.LBB_12
	xorl	%edx, %edx
	jmp	.LBB_16
.LBB_12:
	vbroadcastsd	.LCPI_0(%rip), %zmm0
	movabsq	$9223372036854775552, %rsi
	movq	%r13, %rdx
	andq	%rbp, %rdx
	andq	%rsi, %r15
	xorl	%esi, %esi
	.p2align	4
.LBB_13:
	vmovupd	%zmm0, (%rcx,%rsi)
	vmovupd	%zmm0, 64(%rcx,%rsi)
	vmovupd	%zmm0, 128(%rcx,%rsi)
	vmovupd	%zmm0, 192(%rcx,%rsi)
	addq	$256, %rsi
	cmpq	%rsi, %r15
	jne	.LBB_13
	cmpq	%rdx, %r13
	je	.LBB_21
	testb	$28, %r13b
	je	.LBB_19
.LBB_16:
	vbroadcastsd	.LCPI_0(%rip), %ymm0
	addq	$28, %rbp
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
	leaq	-1(%rdi), %rsi
	movq	%r13, %r8
	xorl	%r15d, %r15d
	movl	$0, %edx
	subq	%rsi, %r8
	testq	%r8, %r8
	cmovgq	%r8, %rdx
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
	jnp	.LBB_50
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
	leaq	1(%rsi), %r11
	leaq	(%rcx,%rsi,8), %r12
	sarq	$63, %rsi
	addq	$8, %r8
	andq	%r13, %rsi
	decq	%rdx
	vmovsd	%xmm1, (%r12,%rsi,8)
	movq	%r11, %rsi
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
	jnp	.LBB_50
.LBB_37:
	vdivsd	%xmm0, %xmm1, %xmm0
	cmpq	$8, %r8
	jl	.LBB_48
	movabsq	$9223372036854775776, %rdi
	vpbroadcastq	%r13, %zmm1
	vpbroadcastq	%rcx, %zmm2
	cmpq	$32, %r8
	jge	.LBB_43
	xorl	%r9d, %r9d
	movq	%rsi, %r10
	jmp	.LBB_40
.LBB_43:
	vpbroadcastq	%rsi, %zmm4
	vpaddq	.LCPI_2(%rip), %zmm4, %zmm4
	vpbroadcastq	.LCPI_3(%rip), %zmm5
	vpbroadcastq	.LCPI_4(%rip), %zmm6
	vpbroadcastq	.LCPI_5(%rip), %zmm7
	vpbroadcastq	.LCPI_6(%rip), %zmm8
	movq	%rdx, %r9
	andq	%rdi, %r9
	vbroadcastsd	%xmm0, %zmm3
	leaq	(%rsi,%r9), %r10
	movq	%r9, %r11
	.p2align	4
.LBB_44:
	vpsraq	$63, %zmm4, %zmm12
	vpaddq	%zmm5, %zmm4, %zmm9
	vpsllq	$3, %zmm4, %zmm16
	vpaddq	%zmm6, %zmm4, %zmm10
	vpaddq	%zmm7, %zmm4, %zmm11
	kxnorb	%k0, %k0, %k1
	vpaddq	%zmm8, %zmm4, %zmm4
	addq	$-32, %r11
	vpsraq	$63, %zmm9, %zmm13
	vpandq	%zmm1, %zmm12, %zmm12
	vpsraq	$63, %zmm10, %zmm14
	vpsllq	$3, %zmm9, %zmm9
	vpaddq	%zmm16, %zmm2, %zmm16
	vpsraq	$63, %zmm11, %zmm15
	vpsllq	$3, %zmm10, %zmm10
	vpsllq	$3, %zmm11, %zmm11
	vpandq	%zmm1, %zmm13, %zmm13
	vpsllq	$3, %zmm12, %zmm12
	vpandq	%zmm1, %zmm14, %zmm14
	vpaddq	%zmm9, %zmm2, %zmm9
	vpandq	%zmm1, %zmm15, %zmm15
	vpaddq	%zmm10, %zmm2, %zmm10
	vpaddq	%zmm11, %zmm2, %zmm11
	vpaddq	%zmm12, %zmm16, %zmm12
	vpsllq	$3, %zmm13, %zmm13
	vscatterqpd	%zmm3, (,%zmm12) {%k1}
	vpaddq	%zmm13, %zmm9, %zmm9
	kxnorb	%k0, %k0, %k1
	vpsllq	$3, %zmm14, %zmm13
	vscatterqpd	%zmm3, (,%zmm9) {%k1}
	vpaddq	%zmm13, %zmm10, %zmm10
	kxnorb	%k0, %k0, %k1
	vpsllq	$3, %zmm15, %zmm13
	vscatterqpd	%zmm3, (,%zmm10) {%k1}
	vpaddq	%zmm13, %zmm11, %zmm11
	kxnorb	%k0, %k0, %k1
	vscatterqpd	%zmm3, (,%zmm11) {%k1}
	jne	.LBB_44
	cmpq	%r9, %r8
	je	.LBB_22
	testb	$24, %dl
	je	.LBB_47
.LBB_40:
	vpbroadcastq	%r10, %zmm4
	vpaddq	.LCPI_2(%rip), %zmm4, %zmm4
	vpbroadcastq	.LCPI_3(%rip), %zmm5
	addq	$24, %rdi
	vbroadcastsd	%xmm0, %zmm3
	andq	%rdx, %rdi
	andl	$7, %edx
	addq	%rdi, %rsi
	subq	%rdi, %r9
	.p2align	4
.LBB_41:
	vpsraq	$63, %zmm4, %zmm6
	vpsllq	$3, %zmm4, %zmm7
	kxnorb	%k0, %k0, %k1
	vpaddq	%zmm5, %zmm4, %zmm4
	addq	$8, %r9
	vpandq	%zmm1, %zmm6, %zmm6
	vpaddq	%zmm7, %zmm2, %zmm7
	vpsllq	$3, %zmm6, %zmm6
	vpaddq	%zmm6, %zmm7, %zmm6
	vscatterqpd	%zmm3, (,%zmm6) {%k1}
	jne	.LBB_41
	cmpq	%rdi, %r8
	je	.LBB_22
.LBB_48:
	incq	%rdx
	.p2align	4
.LBB_49:
	movq	%rsi, %rdi
	sarq	$63, %rdi
	decq	%rdx
	andq	%r13, %rdi
	leaq	(%rcx,%rdi,8), %rdi
	vmovsd	%xmm0, (%rdi,%rsi,8)
	incq	%rsi
	cmpq	$1, %rdx
	ja	.LBB_49
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
.LBB_47:
	andl	$31, %edx
	addq	%r9, %rsi
	jmp	.LBB_48
.LBB_50:
	leaq	.const.picklebuf.<sha1>(%rip), %rax
.LBB_2:
	movq	%rax, (%r12)
	movl	$1, %r15d
	jmp	.LBB_23
