# ipc_tax_ref.kernel.combo — assembly (inspect_asm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
# command: NUMBA_CPU_NAME=znver3 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
_ZN11ipc_tax_ref6kernel5comboB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedExxxxxx:
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
	subq	$792, %rsp
	.cfi_def_cfa_offset 848
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	880(%rsp), %r12
	movabsq	$NRT_incref, %rax
	vxorpd	%xmm0, %xmm0, %xmm0
	movq	%rdi, 344(%rsp)
	vmovupd	%ymm0, 352(%rsp)
	vmovupd	%ymm0, 608(%rsp)
	vmovupd	%ymm0, 544(%rsp)
	vmovupd	%ymm0, 480(%rsp)
	vmovupd	%ymm0, 416(%rsp)
	movq	%rdx, %rdi
	movq	%r9, %r15
	movq	%r8, %rbp
	movq	%rcx, %rbx
	movq	%rdx, %r13
	movq	%rsi, 8(%rsp)
	movq	$0, 216(%rsp)
	movq	$0, 208(%rsp)
	vmovupd	%ymm0, 376(%rsp)
	movq	$0, 200(%rsp)
	vmovupd	%ymm0, 632(%rsp)
	movq	$0, 192(%rsp)
	vmovupd	%ymm0, 568(%rsp)
	movq	$0, 184(%rsp)
	vmovupd	%ymm0, 504(%rsp)
	vmovupd	%ymm0, 440(%rsp)
	vxorpd	%xmm0, %xmm0, %xmm0
	movq	$0, 176(%rsp)
	movq	$0, 168(%rsp)
	vmovapd	%xmm0, 224(%rsp)
	movq	$0, 160(%rsp)
	vzeroupper
	callq	*%rax
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %r14
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 760(%rsp)
	vmovupd	%ymm0, 736(%rsp)
	leaq	736(%rsp), %rdi
	leaq	216(%rsp), %rsi
	movq	%r13, %rdx
	movq	%rbx, %rcx
	movq	%rbp, %r8
	movq	%r15, %r9
	pushq	%r12
	movq	872(%rsp), %r12
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	pushq	872(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	872(%rsp)
	.cfi_adjust_cfa_offset 8
	vzeroupper
	callq	*%r14
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_123
	movq	%r15, %r9
	movq	736(%rsp), %rcx
	movq	%r12, %r10
	movq	872(%rsp), %rax
	movq	768(%rsp), %r12
	movq	776(%rsp), %r15
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 696(%rsp)
	vmovupd	%ymm0, 672(%rsp)
	leaq	672(%rsp), %rdi
	leaq	208(%rsp), %rsi
	movq	%r13, %rdx
	movq	%rbx, 144(%rsp)
	movq	%rbp, 152(%rsp)
	movq	%rbp, %r8
	movq	%r9, 56(%rsp)
	movq	%rcx, 16(%rsp)
	movq	%rbx, %rcx
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	pushq	872(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	872(%rsp)
	.cfi_adjust_cfa_offset 8
	vzeroupper
	callq	*%r14
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_124
	movq	%r13, 136(%rsp)
	movq	672(%rsp), %rbp
	movq	704(%rsp), %r13
	movq	712(%rsp), %rbx
	cmpq	$1, %r15
	jne	.LBB_3
	movl	$1, %r14d
	movq	%rbx, %rax
	cmpq	$1, %rbx
	jne	.LBB_8
	jmp	.LBB_10
.LBB_3:
	cmpq	%r15, %rbx
	movq	%r15, %rax
	setne	%cl
	cmpq	$1, %rbx
	setne	%dl
	testb	%cl, %dl
	je	.LBB_8
	movabsq	$.const.picklebuf.<sha1>, %rax
	jmp	.LBB_5
.LBB_8:
	movabsq	$-1152921504606846976, %rcx
	movq	%rax, %r14
	addq	%rax, %rcx
	shrq	$61, %rcx
	cmpl	$7, %ecx
	jb	.LBB_9
.LBB_10:
	leaq	(,%r14,8), %rdi
	movabsq	$NRT_MemInfo_alloc_aligned, %rax
	movl	$32, %esi
	callq	*%rax
	testq	%rax, %rax
	je	.LBB_129
	movq	%rbp, %rdi
	movq	24(%rax), %rbp
	movq	%rax, 96(%rsp)
	testq	%r14, %r14
	jle	.LBB_87
	cmpq	$2, %r15
	jb	.LBB_50
	cmpq	$1, %rbx
	jbe	.LBB_14
	cmpq	$4, %r14
	jae	.LBB_34
	xorl	%eax, %eax
.LBB_45:
	movl	%r14d, %edx
	subl	%eax, %edx
	movq	%rax, %rcx
	andl	$7, %edx
	je	.LBB_48
	movq	%rax, %rcx
	.p2align	4
.LBB_47:
	vmovsd	(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, (%rbp,%rcx,8)
	incq	%rcx
	decq	%rdx
	jne	.LBB_47
.LBB_48:
	subq	%r14, %rax
	cmpq	$-8, %rax
	ja	.LBB_87
	.p2align	4
.LBB_49:
	vmovsd	(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, (%rbp,%rcx,8)
	vmovsd	8(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	8(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 8(%rbp,%rcx,8)
	vmovsd	16(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	16(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 16(%rbp,%rcx,8)
	vmovsd	24(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	24(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 24(%rbp,%rcx,8)
	vmovsd	32(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	32(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 32(%rbp,%rcx,8)
	vmovsd	40(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	40(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 40(%rbp,%rcx,8)
	vmovsd	48(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	48(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 48(%rbp,%rcx,8)
	vmovsd	56(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	56(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 56(%rbp,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %r14
	jne	.LBB_49
	jmp	.LBB_87
.LBB_50:
	cmpq	$1, %rbx
	jbe	.LBB_51
	cmpq	$4, %r14
	jae	.LBB_71
	xorl	%eax, %eax
.LBB_82:
	movl	%r14d, %edx
	subl	%eax, %edx
	movq	%rax, %rcx
	andl	$7, %edx
	je	.LBB_85
	movq	%rax, %rcx
	.p2align	4
.LBB_84:
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, (%rbp,%rcx,8)
	incq	%rcx
	decq	%rdx
	jne	.LBB_84
.LBB_85:
	subq	%r14, %rax
	cmpq	$-8, %rax
	ja	.LBB_87
	.p2align	4
.LBB_86:
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, (%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	8(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 8(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	16(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 16(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	24(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 24(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	32(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 32(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	40(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 40(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	48(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 48(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	56(%r13,%rcx,8), %xmm0, %xmm0
	vmovsd	%xmm0, 56(%rbp,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %r14
	jne	.LBB_86
	jmp	.LBB_87
.LBB_14:
	cmpq	$4, %r14
	jae	.LBB_16
	xorl	%eax, %eax
.LBB_27:
	movl	%r14d, %edx
	subl	%eax, %edx
	movq	%rax, %rcx
	andl	$7, %edx
	je	.LBB_30
	movq	%rax, %rcx
	.p2align	4
.LBB_29:
	vmovsd	(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, (%rbp,%rcx,8)
	incq	%rcx
	decq	%rdx
	jne	.LBB_29
.LBB_30:
	subq	%r14, %rax
	cmpq	$-8, %rax
	ja	.LBB_87
	.p2align	4
.LBB_31:
	vmovsd	(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, (%rbp,%rcx,8)
	vmovsd	8(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 8(%rbp,%rcx,8)
	vmovsd	16(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 16(%rbp,%rcx,8)
	vmovsd	24(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 24(%rbp,%rcx,8)
	vmovsd	32(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 32(%rbp,%rcx,8)
	vmovsd	40(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 40(%rbp,%rcx,8)
	vmovsd	48(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 48(%rbp,%rcx,8)
	vmovsd	56(%r12,%rcx,8), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 56(%rbp,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %r14
	jne	.LBB_31
	jmp	.LBB_87
.LBB_51:
	cmpq	$1, %r14
	jne	.LBB_53
	xorl	%eax, %eax
.LBB_64:
	movl	%r14d, %edx
	subl	%eax, %edx
	movq	%rax, %rcx
	andl	$7, %edx
	je	.LBB_67
	movq	%rax, %rcx
	.p2align	4
.LBB_66:
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, (%rbp,%rcx,8)
	incq	%rcx
	decq	%rdx
	jne	.LBB_66
.LBB_67:
	subq	%r14, %rax
	cmpq	$-8, %rax
	ja	.LBB_87
	.p2align	4
.LBB_68:
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, (%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 8(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 16(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 24(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 32(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 40(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 48(%rbp,%rcx,8)
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovsd	%xmm0, 56(%rbp,%rcx,8)
	addq	$8, %rcx
	cmpq	%rcx, %r14
	jne	.LBB_68
.LBB_87:
	movabsq	$NRT_decref, %r12
	vzeroupper
	callq	*%r12
	movq	16(%rsp), %rdi
	callq	*%r12
	movq	96(%rsp), %r15
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 376(%rsp)
	vmovupd	%ymm0, 352(%rsp)
	leaq	352(%rsp), %rdi
	leaq	200(%rsp), %rsi
	movl	$8, %r9d
	xorl	%ecx, %ecx
	movq	%r14, %r8
	movq	%r15, %rdx
	pushq	888(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	$8
	.cfi_adjust_cfa_offset 8
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %r13
	vzeroupper
	callq	*%r13
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_125
	movq	360(%rsp), %rdx
	movq	368(%rsp), %rcx
	movq	352(%rsp), %rax
	movq	904(%rsp), %rbx
	movq	%r15, %rdi
	movq	%rdx, 328(%rsp)
	movq	%rcx, 320(%rsp)
	movq	376(%rsp), %rdx
	movq	384(%rsp), %rcx
	movq	%rax, 336(%rsp)
	movq	%rdx, 312(%rsp)
	movq	%rcx, 304(%rsp)
	movq	392(%rsp), %rdx
	movq	400(%rsp), %rcx
	movq	%rdx, 296(%rsp)
	movq	%rcx, 288(%rsp)
	callq	*%r12
	movq	136(%rsp), %rbp
	movq	144(%rsp), %r15
	movq	%r13, %rax
	movq	152(%rsp), %r13
	movq	56(%rsp), %r9
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 632(%rsp)
	vmovupd	%ymm0, 608(%rsp)
	leaq	608(%rsp), %rdi
	leaq	192(%rsp), %rsi
	movq	%r15, %rcx
	movq	%rbp, %rdx
	movq	%r13, %r8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	movq	872(%rsp), %r12
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	movq	872(%rsp), %r14
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	movq	872(%rsp), %rbx
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	vzeroupper
	callq	*%rax
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	movq	8(%rsp), %rcx
	testl	%eax, %eax
	jne	.LBB_126
	movq	608(%rsp), %rcx
	movq	640(%rsp), %rsi
	movq	648(%rsp), %rdx
	movq	912(%rsp), %rax
	movq	56(%rsp), %r9
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 568(%rsp)
	vmovupd	%ymm0, 544(%rsp)
	leaq	544(%rsp), %rdi
	movq	%r13, %r8
	movq	%rcx, 280(%rsp)
	movq	%rsi, 16(%rsp)
	movq	%rdx, 32(%rsp)
	leaq	184(%rsp), %rsi
	movq	%rbp, %rdx
	movq	%r15, %rcx
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %rax
	vzeroupper
	callq	*%rax
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_127
	movq	544(%rsp), %rax
	movq	576(%rsp), %rcx
	movq	56(%rsp), %r9
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 504(%rsp)
	vmovupd	%ymm0, 480(%rsp)
	leaq	480(%rsp), %rdi
	leaq	176(%rsp), %rsi
	movq	%rbp, %rdx
	movq	%r13, %r8
	movq	%rax, 272(%rsp)
	movq	584(%rsp), %rax
	movq	%rcx, 64(%rsp)
	movq	%r15, %rcx
	movq	%rax, 40(%rsp)
	pushq	896(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %r13
	vzeroupper
	callq	*%r13
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_128
	movq	480(%rsp), %rsi
	movq	512(%rsp), %rdi
	movq	520(%rsp), %rbp
	movq	32(%rsp), %r12
	cmpq	$1, %r12
	jne	.LBB_92
	movq	40(%rsp), %rcx
	movq	%rcx, %rax
	cmpq	$1, %rcx
	jne	.LBB_95
	movl	$1, %r15d
	movq	%rbp, %rax
	cmpq	$1, %rbp
	jne	.LBB_99
	jmp	.LBB_100
.LBB_92:
	movq	40(%rsp), %rax
	cmpq	%r12, %rax
	setne	%cl
	cmpq	$1, %rax
	movq	%r12, %rax
	setne	%dl
	testb	%cl, %dl
	je	.LBB_95
	movabsq	$.const.picklebuf.<sha1>, %rax
	jmp	.LBB_5
.LBB_95:
	cmpq	$1, %rbp
	je	.LBB_99
	cmpq	%rax, %rbp
	je	.LBB_99
	movabsq	$.const.picklebuf.<sha1>, %rax
.LBB_5:
	movq	8(%rsp), %rcx
.LBB_6:
	movq	%rax, (%rcx)
	movl	$1, %eax
	jmp	.LBB_118
.LBB_99:
	movabsq	$-1152921504606846976, %rcx
	movq	%rax, %r15
	addq	%rax, %rcx
	shrq	$61, %rcx
	cmpl	$7, %ecx
	jb	.LBB_9
.LBB_100:
	movq	%rdi, 96(%rsp)
	leaq	(,%r15,8), %rdi
	movq	%rsi, 264(%rsp)
	movl	$32, %esi
	movabsq	$NRT_MemInfo_alloc_aligned, %rax
	callq	*%rax
	testq	%rax, %rax
	je	.LBB_129
	movq	%rax, 256(%rsp)
	movq	24(%rax), %rax
	movq	16(%rsp), %r8
	movq	64(%rsp), %r9
	movq	40(%rsp), %rcx
	movq	96(%rsp), %r10
	movq	%r15, 128(%rsp)
	testq	%r15, %r15
	jle	.LBB_115
	movq	%rax, 48(%rsp)
	movq	128(%rsp), %rax
	movq	%rbp, %rbx
	movq	%rcx, %rbp
	cmpq	$1, %r12
	jbe	.LBB_103
	movl	%eax, %r12d
	andl	$7, %r12d
	cmpq	$8, %rax
	jae	.LBB_107
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%edi, %edi
	jmp	.LBB_110
.LBB_103:
	movl	%eax, %esi
	andl	$7, %esi
	movabsq	$.LCPI_0, %r12
	cmpq	$8, %rax
	jae	.LBB_119
	movq	48(%rsp), %rax
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%r11d, %r11d
	jmp	.LBB_113
.LBB_34:
	movq	%rbp, %rcx
	subq	%r12, %rcx
	xorl	%eax, %eax
	cmpq	$128, %rcx
	jb	.LBB_45
	movq	%rbp, %rcx
	subq	%r13, %rcx
	cmpq	$128, %rcx
	jb	.LBB_45
	movabsq	$9223372036854775792, %rcx
	cmpq	$16, %r14
	jae	.LBB_38
	xorl	%eax, %eax
	jmp	.LBB_42
.LBB_71:
	leaq	8(%r12), %rcx
	leaq	(%rbp,%r14,8), %rax
	leaq	(%r13,%r14,8), %rdx
	cmpq	%rcx, %rbp
	setb	%sil
	cmpq	%rax, %r12
	setb	%r8b
	cmpq	%rdx, %rbp
	setb	%cl
	cmpq	%rax, %r13
	setb	%dl
	xorl	%eax, %eax
	testb	%r8b, %sil
	jne	.LBB_82
	andb	%dl, %cl
	jne	.LBB_82
	movabsq	$9223372036854775792, %rcx
	cmpq	$16, %r14
	jae	.LBB_75
	xorl	%eax, %eax
	jmp	.LBB_79
.LBB_16:
	leaq	(%r12,%r14,8), %rcx
	leaq	(%rbp,%r14,8), %rax
	leaq	8(%r13), %rdx
	cmpq	%rcx, %rbp
	setb	%sil
	cmpq	%rax, %r12
	setb	%r8b
	cmpq	%rdx, %rbp
	setb	%cl
	cmpq	%rax, %r13
	setb	%dl
	xorl	%eax, %eax
	testb	%r8b, %sil
	jne	.LBB_27
	andb	%dl, %cl
	jne	.LBB_27
	movabsq	$9223372036854775792, %rcx
	cmpq	$16, %r14
	jae	.LBB_20
	xorl	%eax, %eax
	jmp	.LBB_24
.LBB_53:
	leaq	8(%r12), %rcx
	leaq	(%rbp,%r14,8), %rax
	leaq	8(%r13), %rdx
	cmpq	%rcx, %rbp
	setb	%sil
	cmpq	%rax, %r12
	setb	%r8b
	cmpq	%rdx, %rbp
	setb	%cl
	cmpq	%rax, %r13
	setb	%dl
	xorl	%eax, %eax
	testb	%r8b, %sil
	jne	.LBB_64
	andb	%dl, %cl
	jne	.LBB_64
	movabsq	$9223372036854775792, %rcx
	cmpq	$16, %r14
	jae	.LBB_57
	xorl	%eax, %eax
	jmp	.LBB_61
.LBB_107:
	movabsq	$.LCPI_0, %rsi
	movq	48(%rsp), %r11
	movabsq	$9223372036854775792, %rcx
	movq	%r12, 248(%rsp)
	xorl	%edx, %edx
	xorl	%edi, %edi
	movq	%rbx, 32(%rsp)
	vmovsd	(%rsi), %xmm0
	orq	$8, %rcx
	andq	%rax, %rcx
	movq	%rcx, 72(%rsp)
	xorl	%ecx, %ecx
	.p2align	4
.LBB_108:
	cmpq	$2, %rbp
	leaq	4(%rcx), %r10
	movq	%rdi, %rsi
	leaq	5(%rcx), %r9
	leaq	6(%rcx), %r15
	movq	%rdi, %r8
	movq	%rdi, %rbp
	movq	%rdi, %rax
	movq	%rdi, %rbx
	leaq	1(%rcx), %r14
	leaq	2(%rcx), %r13
	leaq	3(%rcx), %r12
	cmovaeq	%r10, %rsi
	cmovaeq	%rcx, %r8
	cmovaeq	%r14, %rbp
	cmovaeq	%r13, %rax
	cmovaeq	%r12, %rbx
	movq	%rsi, 80(%rsp)
	movq	%rdi, %rsi
	cmovaeq	%r9, %rsi
	movq	%rdi, %r9
	cmovaeq	%r15, %r9
	movq	16(%rsp), %r15
	movq	%r9, 88(%rsp)
	leaq	7(%rcx), %r9
	cmovaeq	%r9, %rdi
	movq	64(%rsp), %r9
	cmpq	$2, 32(%rsp)
	vmulsd	(%r15,%rcx,8), %xmm0, %xmm1
	movq	96(%rsp), %r15
	cmovbq	%rdx, %r14
	cmovbq	%rdx, %r13
	cmovbq	%rdx, %r12
	cmovbq	%rdx, %r10
	vsubsd	(%r9,%r8,8), %xmm1, %xmm1
	movq	%rdx, %r8
	cmovaeq	%rcx, %r8
	vsubsd	(%r15,%r8,8), %xmm1, %xmm1
	movq	16(%rsp), %r8
	movq	96(%rsp), %r15
	vmovsd	%xmm1, (%r11,%rcx,8)
	vmulsd	8(%r8,%rcx,8), %xmm0, %xmm1
	movq	40(%rsp), %r8
	vsubsd	(%r9,%rbp,8), %xmm1, %xmm1
	movq	%r8, %rbp
	movq	16(%rsp), %r8
	vsubsd	(%r15,%r14,8), %xmm1, %xmm1
	vmovsd	%xmm1, 8(%r11,%rcx,8)
	vmulsd	16(%r8,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r9,%rax,8), %xmm1, %xmm1
	movq	96(%rsp), %rax
	vsubsd	(%rax,%r13,8), %xmm1, %xmm1
	movq	96(%rsp), %rax
	vmovsd	%xmm1, 16(%r11,%rcx,8)
	vmulsd	24(%r8,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r9,%rbx,8), %xmm1, %xmm1
	vsubsd	(%rax,%r12,8), %xmm1, %xmm1
	movq	80(%rsp), %rax
	vmovsd	%xmm1, 24(%r11,%rcx,8)
	vmulsd	32(%r8,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r9,%rax,8), %xmm1, %xmm1
	movq	96(%rsp), %rax
	vsubsd	(%rax,%r10,8), %xmm1, %xmm1
	movq	96(%rsp), %rax
	leaq	5(%rcx), %r10
	cmovbq	%rdx, %r10
	vmovsd	%xmm1, 32(%r11,%rcx,8)
	vmulsd	40(%r8,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r9,%rsi,8), %xmm1, %xmm1
	vsubsd	(%rax,%r10,8), %xmm1, %xmm1
	movq	88(%rsp), %rax
	movq	96(%rsp), %r10
	vmovsd	%xmm1, 40(%r11,%rcx,8)
	vmulsd	48(%r8,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r9,%rax,8), %xmm1, %xmm1
	leaq	6(%rcx), %rax
	cmovbq	%rdx, %rax
	vsubsd	(%r10,%rax,8), %xmm1, %xmm1
	leaq	7(%rcx), %rax
	cmovaeq	%rax, %rdx
	vmovsd	%xmm1, 48(%r11,%rcx,8)
	vmulsd	56(%r8,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r9,%rdi,8), %xmm1, %xmm1
	vsubsd	(%r10,%rdx,8), %xmm1, %xmm1
	vmovsd	%xmm1, 56(%r11,%rcx,8)
	addq	$8, %rcx
	cmpq	72(%rsp), %rcx
	jne	.LBB_108
	movq	248(%rsp), %r12
	movq	856(%rsp), %r14
	movq	32(%rsp), %rbx
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %r13
	movq	%r11, %rax
	testq	%r12, %r12
	je	.LBB_115
.LBB_110:
	movabsq	$.LCPI_0, %rax
	vmovsd	(%rax), %xmm0
	movq	48(%rsp), %rax
	.p2align	4
.LBB_111:
	vmulsd	(%r8,%rcx,8), %xmm0, %xmm1
	cmpq	$2, %rbp
	cmovaeq	%rcx, %rdi
	cmpq	$2, %rbx
	cmovaeq	%rcx, %rdx
	vsubsd	(%r9,%rdi,8), %xmm1, %xmm1
	vsubsd	(%r10,%rdx,8), %xmm1, %xmm1
	vmovsd	%xmm1, (%rax,%rcx,8)
	incq	%rcx
	decq	%r12
	jne	.LBB_111
	jmp	.LBB_115
.LBB_119:
	vmovsd	(%r12), %xmm0
	movq	48(%rsp), %r15
	movabsq	$9223372036854775792, %rcx
	movq	%rsi, 72(%rsp)
	xorl	%edx, %edx
	xorl	%r11d, %r11d
	movq	%rbx, 32(%rsp)
	orq	$8, %rcx
	andq	%rax, %rcx
	movq	%rcx, 80(%rsp)
	xorl	%ecx, %ecx
	.p2align	4
.LBB_120:
	cmpq	$2, %rbp
	leaq	4(%rcx), %rdi
	movq	%r11, %rbp
	leaq	5(%rcx), %rsi
	leaq	6(%rcx), %r10
	movq	%r11, %r9
	movq	%r11, %r8
	movq	%r11, %rax
	movq	%r11, %rbx
	leaq	1(%rcx), %r14
	leaq	2(%rcx), %r13
	leaq	3(%rcx), %r12
	cmovaeq	%rdi, %rbp
	cmovaeq	%rcx, %r9
	cmovaeq	%r14, %r8
	cmovaeq	%r13, %rax
	cmovaeq	%r12, %rbx
	movq	%rbp, 88(%rsp)
	movq	%r11, %rbp
	cmovaeq	%rsi, %rbp
	movq	%r11, %rsi
	cmovaeq	%r10, %rsi
	leaq	7(%rcx), %r10
	cmovaeq	%r10, %r11
	movq	16(%rsp), %r10
	cmpq	$2, 32(%rsp)
	vmulsd	(%r10), %xmm0, %xmm1
	movq	64(%rsp), %r10
	cmovbq	%rdx, %r14
	cmovbq	%rdx, %r13
	cmovbq	%rdx, %r12
	cmovbq	%rdx, %rdi
	vsubsd	(%r10,%r9,8), %xmm1, %xmm1
	movq	96(%rsp), %r10
	movq	%rdx, %r9
	cmovaeq	%rcx, %r9
	vsubsd	(%r10,%r9,8), %xmm1, %xmm1
	movq	16(%rsp), %r9
	vmovsd	%xmm1, (%r15,%rcx,8)
	vmulsd	(%r9), %xmm0, %xmm1
	movq	64(%rsp), %r9
	vsubsd	(%r9,%r8,8), %xmm1, %xmm1
	movq	16(%rsp), %r8
	vsubsd	(%r10,%r14,8), %xmm1, %xmm1
	movq	40(%rsp), %r14
	vmovsd	%xmm1, 8(%r15,%rcx,8)
	vmulsd	(%r8), %xmm0, %xmm1
	movq	16(%rsp), %r8
	vsubsd	(%r9,%rax,8), %xmm1, %xmm1
	movq	16(%rsp), %rax
	vsubsd	(%r10,%r13,8), %xmm1, %xmm1
	vmovsd	%xmm1, 16(%r15,%rcx,8)
	vmulsd	(%rax), %xmm0, %xmm1
	movq	16(%rsp), %rax
	vsubsd	(%r9,%rbx,8), %xmm1, %xmm1
	vsubsd	(%r10,%r12,8), %xmm1, %xmm1
	vmovsd	%xmm1, 24(%r15,%rcx,8)
	vmulsd	(%rax), %xmm0, %xmm1
	movq	88(%rsp), %rax
	vsubsd	(%r9,%rax,8), %xmm1, %xmm1
	leaq	5(%rcx), %rax
	cmovbq	%rdx, %rax
	vsubsd	(%r10,%rdi,8), %xmm1, %xmm1
	vmovsd	%xmm1, 32(%r15,%rcx,8)
	vmulsd	(%r8), %xmm0, %xmm1
	vsubsd	(%r9,%rbp,8), %xmm1, %xmm1
	movq	%r14, %rbp
	vsubsd	(%r10,%rax,8), %xmm1, %xmm1
	leaq	6(%rcx), %rax
	cmovbq	%rdx, %rax
	vmovsd	%xmm1, 40(%r15,%rcx,8)
	vmulsd	(%r8), %xmm0, %xmm1
	vsubsd	(%r9,%rsi,8), %xmm1, %xmm1
	vsubsd	(%r10,%rax,8), %xmm1, %xmm1
	leaq	7(%rcx), %rax
	cmovaeq	%rax, %rdx
	vmovsd	%xmm1, 48(%r15,%rcx,8)
	vmulsd	(%r8), %xmm0, %xmm1
	vsubsd	(%r9,%r11,8), %xmm1, %xmm1
	vsubsd	(%r10,%rdx,8), %xmm1, %xmm1
	vmovsd	%xmm1, 56(%r15,%rcx,8)
	addq	$8, %rcx
	cmpq	80(%rsp), %rcx
	jne	.LBB_120
	movq	72(%rsp), %rsi
	movq	856(%rsp), %r14
	movq	32(%rsp), %rbx
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %r13
	movabsq	$.LCPI_0, %r12
	movq	%r15, %rax
	testq	%rsi, %rsi
	je	.LBB_115
.LBB_113:
	vmovsd	(%r12), %xmm0
	.p2align	4
.LBB_114:
	vmulsd	(%r8), %xmm0, %xmm1
	cmpq	$2, %rbp
	cmovaeq	%rcx, %r11
	cmpq	$2, %rbx
	cmovaeq	%rcx, %rdx
	vsubsd	(%r9,%r11,8), %xmm1, %xmm1
	vsubsd	(%r10,%rdx,8), %xmm1, %xmm1
	vmovsd	%xmm1, (%rax,%rcx,8)
	incq	%rcx
	decq	%rsi
	jne	.LBB_114
.LBB_115:
	movq	264(%rsp), %rdi
	movabsq	$NRT_decref, %rbp
	movq	%rax, %r12
	callq	*%rbp
	movq	272(%rsp), %rdi
	callq	*%rbp
	movq	280(%rsp), %rdi
	callq	*%rbp
	movq	256(%rsp), %r15
	movq	128(%rsp), %r8
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 440(%rsp)
	vmovupd	%ymm0, 416(%rsp)
	leaq	416(%rsp), %rdi
	leaq	168(%rsp), %rsi
	movl	$8, %r9d
	xorl	%ecx, %ecx
	movq	%r15, %rdx
	pushq	896(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	$8
	.cfi_adjust_cfa_offset 8
	pushq	%r8
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	vzeroupper
	callq	*%r13
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_121
	vmovups	456(%rsp), %xmm0
	vmovupd	424(%rsp), %ymm1
	movq	416(%rsp), %rbx
	movq	%r15, %rdi
	vmovaps	%xmm0, 16(%rsp)
	vmovupd	%ymm1, 96(%rsp)
	vzeroupper
	callq	*%rbp
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 224(%rsp)
	subq	$144, %rsp
	.cfi_adjust_cfa_offset 144
	vmovaps	160(%rsp), %xmm0
	leaq	368(%rsp), %rdi
	leaq	304(%rsp), %rsi
	vmovups	%xmm0, 120(%rsp)
	vmovupd	240(%rsp), %ymm0
	vmovupd	%ymm0, 88(%rsp)
	movq	%rbx, 80(%rsp)
	movq	%r14, 8(%rsp)
	movq	440(%rsp), %rcx
	movq	448(%rsp), %rdx
	movq	432(%rsp), %rax
	movq	480(%rsp), %r15
	movq	280(%rsp), %r12
	movq	296(%rsp), %r8
	movq	200(%rsp), %r9
	movq	%rcx, 64(%rsp)
	movq	456(%rsp), %rcx
	movq	%rdx, 56(%rsp)
	movq	464(%rsp), %rdx
	movq	%rax, 72(%rsp)
	movabsq	$_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, %rax
	movq	%r15, 24(%rsp)
	movq	%rcx, 48(%rsp)
	movq	472(%rsp), %rcx
	movq	%rdx, 40(%rsp)
	movq	1008(%rsp), %rdx
	movq	%rcx, 32(%rsp)
	movq	992(%rsp), %rcx
	movq	%rdx, 16(%rsp)
	movq	%r12, %rdx
	movq	%rcx, (%rsp)
	movq	288(%rsp), %rcx
	vzeroupper
	callq	*%rax
	addq	$144, %rsp
	.cfi_adjust_cfa_offset -144
	testl	%eax, %eax
	jne	.LBB_122
	vmovsd	224(%rsp), %xmm0
	movq	232(%rsp), %r14
	movq	%r12, %rdi
	vmovsd	%xmm0, 16(%rsp)
	callq	*%rbp
	movq	%rbx, %rdi
	callq	*%rbp
	movq	%r15, %rdi
	callq	*%rbp
	vmovsd	16(%rsp), %xmm0
	movq	344(%rsp), %rax
	vmovsd	%xmm0, (%rax)
	movq	%r14, 8(%rax)
	xorl	%eax, %eax
.LBB_118:
	addq	$792, %rsp
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
.LBB_123:
	.cfi_def_cfa_offset 848
	movq	216(%rsp), %rax
	jmp	.LBB_5
.LBB_124:
	movq	208(%rsp), %rax
	jmp	.LBB_5
.LBB_125:
	movq	200(%rsp), %rax
	jmp	.LBB_5
.LBB_126:
	movq	192(%rsp), %rax
	jmp	.LBB_6
.LBB_38:
	movq	%r14, %rax
	andq	%rcx, %rax
	xorl	%edx, %edx
	.p2align	4
.LBB_39:
	vmovupd	(%r12,%rdx,8), %ymm0
	vmovupd	32(%r12,%rdx,8), %ymm1
	vmovupd	64(%r12,%rdx,8), %ymm2
	vmovupd	96(%r12,%rdx,8), %ymm3
	vaddpd	%ymm0, %ymm0, %ymm0
	vaddpd	%ymm1, %ymm1, %ymm1
	vaddpd	%ymm2, %ymm2, %ymm2
	vaddpd	%ymm3, %ymm3, %ymm3
	vsubpd	(%r13,%rdx,8), %ymm0, %ymm0
	vsubpd	32(%r13,%rdx,8), %ymm1, %ymm1
	vsubpd	64(%r13,%rdx,8), %ymm2, %ymm2
	vsubpd	96(%r13,%rdx,8), %ymm3, %ymm3
	vmovupd	%ymm0, (%rbp,%rdx,8)
	vmovupd	%ymm1, 32(%rbp,%rdx,8)
	vmovupd	%ymm2, 64(%rbp,%rdx,8)
	vmovupd	%ymm3, 96(%rbp,%rdx,8)
	addq	$16, %rdx
	cmpq	%rdx, %rax
	jne	.LBB_39
	cmpq	%rax, %r14
	je	.LBB_87
	testb	$12, %r14b
	je	.LBB_45
.LBB_42:
	addq	$12, %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	andq	%r14, %rax
	.p2align	4
.LBB_43:
	vmovupd	(%r12,%rdx,8), %ymm0
	vaddpd	%ymm0, %ymm0, %ymm0
	vsubpd	(%r13,%rdx,8), %ymm0, %ymm0
	vmovupd	%ymm0, (%rbp,%rdx,8)
	addq	$4, %rdx
	cmpq	%rdx, %rax
	jne	.LBB_43
	cmpq	%rax, %r14
	jne	.LBB_45
	jmp	.LBB_87
.LBB_75:
	vmovsd	(%r12), %xmm0
	movq	%r14, %rax
	andq	%rcx, %rax
	xorl	%edx, %edx
	vaddsd	%xmm0, %xmm0, %xmm0
	vbroadcastsd	%xmm0, %ymm0
	.p2align	4
.LBB_76:
	vsubpd	(%r13,%rdx,8), %ymm0, %ymm1
	vsubpd	32(%r13,%rdx,8), %ymm0, %ymm2
	vsubpd	64(%r13,%rdx,8), %ymm0, %ymm3
	vsubpd	96(%r13,%rdx,8), %ymm0, %ymm4
	vmovupd	%ymm1, (%rbp,%rdx,8)
	vmovupd	%ymm2, 32(%rbp,%rdx,8)
	vmovupd	%ymm3, 64(%rbp,%rdx,8)
	vmovupd	%ymm4, 96(%rbp,%rdx,8)
	addq	$16, %rdx
	cmpq	%rdx, %rax
	jne	.LBB_76
	cmpq	%rax, %r14
	je	.LBB_87
	testb	$12, %r14b
	je	.LBB_82
.LBB_79:
	vmovsd	(%r12), %xmm0
	addq	$12, %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	andq	%r14, %rax
	vaddsd	%xmm0, %xmm0, %xmm0
	vbroadcastsd	%xmm0, %ymm0
	.p2align	4
.LBB_80:
	vsubpd	(%r13,%rdx,8), %ymm0, %ymm1
	vmovupd	%ymm1, (%rbp,%rdx,8)
	addq	$4, %rdx
	cmpq	%rdx, %rax
	jne	.LBB_80
	cmpq	%rax, %r14
	jne	.LBB_82
	jmp	.LBB_87
.LBB_20:
	vbroadcastsd	(%r13), %ymm0
	movq	%r14, %rax
	andq	%rcx, %rax
	xorl	%edx, %edx
	.p2align	4
.LBB_21:
	vmovupd	(%r12,%rdx,8), %ymm1
	vmovupd	32(%r12,%rdx,8), %ymm2
	vmovupd	64(%r12,%rdx,8), %ymm3
	vmovupd	96(%r12,%rdx,8), %ymm4
	vaddpd	%ymm1, %ymm1, %ymm1
	vaddpd	%ymm2, %ymm2, %ymm2
	vaddpd	%ymm3, %ymm3, %ymm3
	vaddpd	%ymm4, %ymm4, %ymm4
	vsubpd	%ymm0, %ymm1, %ymm1
	vsubpd	%ymm0, %ymm2, %ymm2
	vsubpd	%ymm0, %ymm3, %ymm3
	vsubpd	%ymm0, %ymm4, %ymm4
	vmovupd	%ymm1, (%rbp,%rdx,8)
	vmovupd	%ymm2, 32(%rbp,%rdx,8)
	vmovupd	%ymm3, 64(%rbp,%rdx,8)
	vmovupd	%ymm4, 96(%rbp,%rdx,8)
	addq	$16, %rdx
	cmpq	%rdx, %rax
	jne	.LBB_21
	cmpq	%rax, %r14
	je	.LBB_87
	testb	$12, %r14b
	je	.LBB_27
.LBB_24:
	vbroadcastsd	(%r13), %ymm0
	addq	$12, %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	andq	%r14, %rax
	.p2align	4
.LBB_25:
	vmovupd	(%r12,%rdx,8), %ymm1
	vaddpd	%ymm1, %ymm1, %ymm1
	vsubpd	%ymm0, %ymm1, %ymm1
	vmovupd	%ymm1, (%rbp,%rdx,8)
	addq	$4, %rdx
	cmpq	%rdx, %rax
	jne	.LBB_25
	cmpq	%rax, %r14
	jne	.LBB_27
	jmp	.LBB_87
.LBB_57:
	vmovsd	(%r12), %xmm0
	movq	%r14, %rax
	andq	%rcx, %rax
	xorl	%edx, %edx
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vbroadcastsd	%xmm0, %ymm0
	.p2align	4
.LBB_58:
	vmovupd	%ymm0, (%rbp,%rdx,8)
	vmovupd	%ymm0, 32(%rbp,%rdx,8)
	vmovupd	%ymm0, 64(%rbp,%rdx,8)
	vmovupd	%ymm0, 96(%rbp,%rdx,8)
	addq	$16, %rdx
	cmpq	%rdx, %rax
	jne	.LBB_58
	cmpq	%rax, %r14
	je	.LBB_87
	testb	$14, %r14b
	je	.LBB_64
.LBB_61:
	vmovsd	(%r12), %xmm0
	addq	$14, %rcx
	movq	%rax, %rdx
	movq	%rcx, %rax
	andq	%r14, %rax
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vmovddup	%xmm0, %xmm0
	.p2align	4
.LBB_62:
	vmovupd	%xmm0, (%rbp,%rdx,8)
	addq	$2, %rdx
	cmpq	%rdx, %rax
	jne	.LBB_62
	cmpq	%rax, %r14
	jne	.LBB_64
	jmp	.LBB_87
.LBB_127:
	movq	184(%rsp), %rax
	jmp	.LBB_5
.LBB_128:
	movq	176(%rsp), %rax
	jmp	.LBB_5
.LBB_9:
	movabsq	$.const.picklebuf.<sha1>, %rax
	jmp	.LBB_5
.LBB_129:
	movabsq	$.const.picklebuf.<sha1>.18, %rax
	jmp	.LBB_5
.LBB_121:
	movq	168(%rsp), %rax
	jmp	.LBB_5
.LBB_122:
	movq	160(%rsp), %rax
	jmp	.LBB_5
