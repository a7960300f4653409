# ipc_tax_ref.kernel.combo — assembly (inspect_asm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
# command: NUMBA_CPU_NAME=x86-64-v3 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
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
	subq	$728, %rsp
	.cfi_def_cfa_offset 784
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%r9, %r13
	movq	%r8, %rbp
	movq	%rcx, %rbx
	movq	%rdx, %r15
	movq	%rsi, 8(%rsp)
	movq	%rdi, 280(%rsp)
	movq	792(%rsp), %r12
	movq	$0, 136(%rsp)
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 288(%rsp)
	movq	$0, 128(%rsp)
	vmovupd	%ymm0, 312(%rsp)
	movq	$0, 120(%rsp)
	vmovupd	%ymm0, 544(%rsp)
	vmovupd	%ymm0, 568(%rsp)
	vmovupd	%ymm0, 480(%rsp)
	vmovupd	%ymm0, 504(%rsp)
	movq	$0, 112(%rsp)
	movq	$0, 104(%rsp)
	vmovupd	%ymm0, 416(%rsp)
	vmovupd	%ymm0, 440(%rsp)
	vmovupd	%ymm0, 352(%rsp)
	movq	$0, 96(%rsp)
	vmovupd	%ymm0, 376(%rsp)
	movq	$0, 88(%rsp)
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovapd	%xmm0, 176(%rsp)
	movq	$0, 80(%rsp)
	movabsq	$NRT_incref, %rax
	movq	%rdx, %rdi
	vzeroupper
	callq	*%rax
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 696(%rsp)
	vmovupd	%ymm0, 672(%rsp)
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %r14
	leaq	672(%rsp), %rdi
	leaq	136(%rsp), %rsi
	movq	%r15, %rdx
	movq	%rbx, %rcx
	movq	%rbp, %r8
	movq	%r13, %r9
	pushq	816(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	808(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	pushq	808(%rsp)
	.cfi_adjust_cfa_offset 8
	vzeroupper
	callq	*%r14
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_123
	movq	808(%rsp), %rax
	movq	672(%rsp), %rcx
	movq	%rcx, 16(%rsp)
	movq	%r15, %rdx
	movq	%r12, %r10
	movq	704(%rsp), %r12
	movq	712(%rsp), %r15
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 632(%rsp)
	vmovupd	%ymm0, 608(%rsp)
	leaq	608(%rsp), %rdi
	leaq	128(%rsp), %rsi
	movq	%rdx, 72(%rsp)
	movq	%rbx, %rcx
	movq	%rbp, 40(%rsp)
	movq	%rbp, %r8
	movq	%r13, %r9
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	808(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	%r10
	.cfi_adjust_cfa_offset 8
	pushq	808(%rsp)
	.cfi_adjust_cfa_offset 8
	vzeroupper
	callq	*%r14
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_124
	movq	%rbx, 56(%rsp)
	movq	%r13, 64(%rsp)
	movq	608(%rsp), %rbp
	movq	640(%rsp), %r13
	movq	648(%rsp), %rbx
	cmpq	$1, %r15
	jne	.LBB_3
	movl	$1, %r14d
	movq	%rbx, %rax
	cmpq	$1, %rbx
	jne	.LBB_8
	jmp	.LBB_10
.LBB_3:
	cmpq	%r15, %rbx
	setne	%cl
	cmpq	$1, %rbx
	setne	%dl
	movq	%r15, %rax
	testb	%cl, %dl
	je	.LBB_8
	movabsq	$.const.picklebuf.<sha1>, %rax
	jmp	.LBB_5
.LBB_8:
	movabsq	$-1152921504606846976, %rcx
	addq	%rax, %rcx
	shrq	$61, %rcx
	movq	%rax, %r14
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
	movq	%rax, 144(%rsp)
	movq	24(%rax), %rbp
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
	movq	%r14, %rdx
	movq	%rax, %rcx
	andq	$3, %rdx
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
	cmpq	$-4, %rax
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
	addq	$4, %rcx
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
	movq	%r14, %rdx
	movq	%rax, %rcx
	andq	$3, %rdx
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
	cmpq	$-4, %rax
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
	addq	$4, %rcx
	cmpq	%rcx, %r14
	jne	.LBB_86
	jmp	.LBB_87
.LBB_14:
	cmpq	$4, %r14
	jae	.LBB_16
	xorl	%eax, %eax
.LBB_27:
	movq	%r14, %rdx
	movq	%rax, %rcx
	andq	$3, %rdx
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
	cmpq	$-4, %rax
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
	addq	$4, %rcx
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
	andl	$3, %edx
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
	cmpq	$-4, %rax
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
	addq	$4, %rcx
	cmpq	%rcx, %r14
	jne	.LBB_68
.LBB_87:
	movabsq	$NRT_decref, %r12
	vzeroupper
	callq	*%r12
	movq	16(%rsp), %rdi
	callq	*%r12
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 312(%rsp)
	vmovupd	%ymm0, 288(%rsp)
	leaq	288(%rsp), %rdi
	leaq	120(%rsp), %rsi
	movl	$8, %r9d
	movq	144(%rsp), %r15
	movq	%r15, %rdx
	xorl	%ecx, %ecx
	movq	%r14, %r8
	pushq	824(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	$8
	.cfi_adjust_cfa_offset 8
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %rax
	vzeroupper
	callq	*%rax
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_125
	movq	840(%rsp), %rbx
	movq	288(%rsp), %rax
	movq	%rax, 272(%rsp)
	movq	296(%rsp), %rax
	movq	%rax, 264(%rsp)
	movq	304(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	312(%rsp), %rax
	movq	%rax, 248(%rsp)
	movq	320(%rsp), %rax
	movq	%rax, 240(%rsp)
	movq	328(%rsp), %rax
	movq	%rax, 232(%rsp)
	movq	336(%rsp), %rax
	movq	%rax, 224(%rsp)
	movq	%r15, %rdi
	callq	*%r12
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 568(%rsp)
	vmovupd	%ymm0, 544(%rsp)
	leaq	544(%rsp), %rdi
	leaq	112(%rsp), %rsi
	movq	72(%rsp), %r15
	movq	%r15, %rdx
	movq	56(%rsp), %r13
	movq	%r13, %rcx
	movq	40(%rsp), %r8
	movq	64(%rsp), %r14
	movq	%r14, %r9
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	movq	808(%rsp), %rbp
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	movq	808(%rsp), %r12
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	movq	808(%rsp), %rbx
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %rax
	vzeroupper
	callq	*%rax
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_126
	movq	848(%rsp), %rax
	movq	544(%rsp), %rcx
	movq	%rcx, 216(%rsp)
	movq	%r12, %r10
	movq	%rbp, %r12
	movq	576(%rsp), %rbp
	movq	584(%rsp), %rcx
	movq	%rcx, 144(%rsp)
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 504(%rsp)
	vmovupd	%ymm0, 480(%rsp)
	leaq	480(%rsp), %rdi
	leaq	104(%rsp), %rsi
	movq	%r15, %rdx
	movq	%r13, %rcx
	movq	40(%rsp), %r8
	movq	%r14, %r9
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	pushq	%r10
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
	movq	%r13, %rcx
	movq	480(%rsp), %rax
	movq	%rax, 208(%rsp)
	movq	512(%rsp), %r13
	movq	520(%rsp), %rax
	movq	%rax, 16(%rsp)
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 440(%rsp)
	vmovupd	%ymm0, 416(%rsp)
	leaq	416(%rsp), %rdi
	leaq	96(%rsp), %rsi
	movq	%r15, %rdx
	movq	40(%rsp), %r8
	movq	%r14, %r9
	pushq	832(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	%r12
	.cfi_adjust_cfa_offset 8
	pushq	808(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %rax
	vzeroupper
	callq	*%rax
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_128
	movq	416(%rsp), %rbx
	movq	448(%rsp), %r15
	movq	456(%rsp), %r14
	movq	144(%rsp), %rax
	cmpq	$1, %rax
	jne	.LBB_92
	movq	16(%rsp), %r12
	movq	%r12, %rax
	cmpq	$1, %r12
	jne	.LBB_95
	movl	$1, %edx
	movq	%r14, %rax
	cmpq	$1, %r14
	jne	.LBB_99
	jmp	.LBB_100
.LBB_92:
	movq	16(%rsp), %r12
	cmpq	%rax, %r12
	setne	%cl
	cmpq	$1, %r12
	setne	%dl
	testb	%cl, %dl
	je	.LBB_95
	movabsq	$.const.picklebuf.<sha1>, %rax
	jmp	.LBB_5
.LBB_95:
	cmpq	$1, %r14
	je	.LBB_99
	cmpq	%rax, %r14
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
	addq	%rax, %rcx
	shrq	$61, %rcx
	movq	%rax, %rdx
	cmpl	$7, %ecx
	jb	.LBB_9
.LBB_100:
	movq	%rdx, 48(%rsp)
	leaq	(,%rdx,8), %rdi
	movl	$32, %esi
	movabsq	$NRT_MemInfo_alloc_aligned, %rax
	callq	*%rax
	testq	%rax, %rax
	je	.LBB_129
	movq	%rbx, 200(%rsp)
	movq	%rax, 192(%rsp)
	movq	24(%rax), %rbx
	movq	48(%rsp), %r8
	testq	%r8, %r8
	jle	.LBB_115
	cmpq	$1, 144(%rsp)
	jbe	.LBB_103
	movl	%r8d, %eax
	andl	$3, %eax
	cmpq	$4, %r8
	jae	.LBB_107
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	jmp	.LBB_110
.LBB_103:
	movl	%r8d, %eax
	andl	$3, %eax
	movabsq	$.LCPI_0, %rdi
	cmpq	$4, %r8
	jae	.LBB_119
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
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
	movabsq	$9223372036854775804, %rcx
	cmpq	$16, %r14
	jae	.LBB_38
	xorl	%eax, %eax
	jmp	.LBB_42
.LBB_71:
	leaq	(,%r14,8), %rax
	addq	%rbp, %rax
	leaq	8(%r12), %rcx
	leaq	(,%r14,8), %rdx
	addq	%r13, %rdx
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
	movabsq	$9223372036854775804, %rcx
	cmpq	$16, %r14
	jae	.LBB_75
	xorl	%eax, %eax
	jmp	.LBB_79
.LBB_16:
	leaq	(,%r14,8), %rax
	addq	%rbp, %rax
	leaq	(%r12,%r14,8), %rcx
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
	movabsq	$9223372036854775804, %rcx
	cmpq	$16, %r14
	jae	.LBB_20
	xorl	%eax, %eax
	jmp	.LBB_24
.LBB_53:
	leaq	(,%r14,8), %rax
	addq	%rbp, %rax
	leaq	8(%r12), %rcx
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
	movabsq	$9223372036854775804, %rcx
	cmpq	$16, %r14
	jae	.LBB_57
	xorl	%eax, %eax
	jmp	.LBB_61
.LBB_107:
	movabsq	$9223372036854775804, %rcx
	andq	%r8, %rcx
	movq	%rcx, 144(%rsp)
	xorl	%ecx, %ecx
	movabsq	$.LCPI_0, %rdx
	vmovsd	(%rdx), %xmm0
	xorl	%edx, %edx
	xorl	%esi, %esi
	.p2align	4
.LBB_108:
	leaq	1(%rcx), %r10
	leaq	2(%rcx), %r9
	leaq	3(%rcx), %r8
	cmpq	$2, %r12
	movq	%rsi, %r11
	cmovaeq	%rcx, %r11
	movq	%rsi, %rdi
	cmovaeq	%r10, %rdi
	movq	%rsi, %r12
	cmovaeq	%r9, %r12
	cmovaeq	%r8, %rsi
	cmpq	$2, %r14
	vmulsd	(%rbp,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r13,%r11,8), %xmm1, %xmm1
	movq	%rdx, %r11
	cmovaeq	%rcx, %r11
	vsubsd	(%r15,%r11,8), %xmm1, %xmm1
	vmovsd	%xmm1, (%rbx,%rcx,8)
	vmulsd	8(%rbp,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r13,%rdi,8), %xmm1, %xmm1
	cmovbq	%rdx, %r10
	vsubsd	(%r15,%r10,8), %xmm1, %xmm1
	vmovsd	%xmm1, 8(%rbx,%rcx,8)
	vmulsd	16(%rbp,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r13,%r12,8), %xmm1, %xmm1
	movq	16(%rsp), %r12
	cmovbq	%rdx, %r9
	vsubsd	(%r15,%r9,8), %xmm1, %xmm1
	cmovaeq	%r8, %rdx
	vmovsd	%xmm1, 16(%rbx,%rcx,8)
	vmulsd	24(%rbp,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r13,%rsi,8), %xmm1, %xmm1
	vsubsd	(%r15,%rdx,8), %xmm1, %xmm1
	vmovsd	%xmm1, 24(%rbx,%rcx,8)
	addq	$4, %rcx
	cmpq	144(%rsp), %rcx
	jne	.LBB_108
	testq	%rax, %rax
	movq	48(%rsp), %r8
	je	.LBB_115
.LBB_110:
	movabsq	$.LCPI_0, %rdi
	vmovsd	(%rdi), %xmm0
	.p2align	4
.LBB_111:
	cmpq	$2, %r12
	cmovaeq	%rcx, %rsi
	cmpq	$2, %r14
	cmovaeq	%rcx, %rdx
	vmulsd	(%rbp,%rcx,8), %xmm0, %xmm1
	vsubsd	(%r13,%rsi,8), %xmm1, %xmm1
	vsubsd	(%r15,%rdx,8), %xmm1, %xmm1
	vmovsd	%xmm1, (%rbx,%rcx,8)
	incq	%rcx
	decq	%rax
	jne	.LBB_111
	jmp	.LBB_115
.LBB_119:
	movabsq	$9223372036854775804, %rcx
	andq	%r8, %rcx
	movq	%rcx, 144(%rsp)
	xorl	%ecx, %ecx
	vmovsd	(%rdi), %xmm0
	xorl	%edx, %edx
	xorl	%esi, %esi
	.p2align	4
.LBB_120:
	leaq	1(%rcx), %r11
	leaq	2(%rcx), %r10
	leaq	3(%rcx), %r9
	cmpq	$2, %r12
	movq	%rsi, %r12
	cmovaeq	%rcx, %r12
	movq	%rsi, %rdi
	cmovaeq	%r11, %rdi
	movq	%rsi, %r8
	cmovaeq	%r10, %r8
	cmovaeq	%r9, %rsi
	cmpq	$2, %r14
	vmulsd	(%rbp), %xmm0, %xmm1
	vsubsd	(%r13,%r12,8), %xmm1, %xmm1
	movq	%rdx, %r12
	cmovaeq	%rcx, %r12
	vsubsd	(%r15,%r12,8), %xmm1, %xmm1
	movq	16(%rsp), %r12
	vmovsd	%xmm1, (%rbx,%rcx,8)
	vmulsd	(%rbp), %xmm0, %xmm1
	vsubsd	(%r13,%rdi,8), %xmm1, %xmm1
	cmovbq	%rdx, %r11
	vsubsd	(%r15,%r11,8), %xmm1, %xmm1
	vmovsd	%xmm1, 8(%rbx,%rcx,8)
	vmulsd	(%rbp), %xmm0, %xmm1
	vsubsd	(%r13,%r8,8), %xmm1, %xmm1
	cmovbq	%rdx, %r10
	vsubsd	(%r15,%r10,8), %xmm1, %xmm1
	cmovaeq	%r9, %rdx
	vmovsd	%xmm1, 16(%rbx,%rcx,8)
	vmulsd	(%rbp), %xmm0, %xmm1
	vsubsd	(%r13,%rsi,8), %xmm1, %xmm1
	vsubsd	(%r15,%rdx,8), %xmm1, %xmm1
	vmovsd	%xmm1, 24(%rbx,%rcx,8)
	addq	$4, %rcx
	cmpq	144(%rsp), %rcx
	jne	.LBB_120
	testq	%rax, %rax
	movq	48(%rsp), %r8
	movabsq	$.LCPI_0, %rdi
	je	.LBB_115
.LBB_113:
	vmovsd	(%rdi), %xmm0
	.p2align	4
.LBB_114:
	cmpq	$2, %r12
	cmovaeq	%rcx, %rsi
	cmpq	$2, %r14
	cmovaeq	%rcx, %rdx
	vmulsd	(%rbp), %xmm0, %xmm1
	vsubsd	(%r13,%rsi,8), %xmm1, %xmm1
	vsubsd	(%r15,%rdx,8), %xmm1, %xmm1
	vmovsd	%xmm1, (%rbx,%rcx,8)
	incq	%rcx
	decq	%rax
	jne	.LBB_114
.LBB_115:
	movq	200(%rsp), %rdi
	movabsq	$NRT_decref, %r15
	movq	%r8, %r14
	callq	*%r15
	movq	208(%rsp), %rdi
	callq	*%r15
	movq	216(%rsp), %rdi
	callq	*%r15
	vxorpd	%xmm0, %xmm0, %xmm0
	vmovupd	%ymm0, 376(%rsp)
	vmovupd	%ymm0, 352(%rsp)
	leaq	352(%rsp), %rdi
	leaq	88(%rsp), %rsi
	movl	$8, %r9d
	movq	192(%rsp), %r12
	movq	%r12, %rdx
	xorl	%ecx, %ecx
	movq	%r14, %r8
	pushq	832(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	$8
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
	jne	.LBB_121
	movq	352(%rsp), %rbx
	vmovups	392(%rsp), %xmm0
	vmovaps	%xmm0, 16(%rsp)
	vmovups	360(%rsp), %ymm0
	vmovups	%ymm0, 144(%rsp)
	movq	%r12, %rdi
	vzeroupper
	callq	*%r15
	vxorps	%xmm0, %xmm0, %xmm0
	vmovaps	%xmm0, 176(%rsp)
	subq	$144, %rsp
	.cfi_adjust_cfa_offset 144
	vmovaps	160(%rsp), %xmm0
	vmovups	%xmm0, 120(%rsp)
	vmovupd	288(%rsp), %ymm0
	vmovupd	%ymm0, 88(%rsp)
	movq	%rbx, 80(%rsp)
	movq	368(%rsp), %rax
	movq	%rax, 72(%rsp)
	movq	376(%rsp), %rax
	movq	%rax, 64(%rsp)
	movq	384(%rsp), %rax
	movq	%rax, 56(%rsp)
	movq	392(%rsp), %rax
	movq	%rax, 48(%rsp)
	movq	400(%rsp), %rax
	movq	%rax, 40(%rsp)
	movq	408(%rsp), %rax
	movq	%rax, 32(%rsp)
	movq	416(%rsp), %r12
	movq	%r12, 24(%rsp)
	movq	944(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	936(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	928(%rsp), %rax
	movq	%rax, (%rsp)
	movabsq	$_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, %rax
	leaq	320(%rsp), %rdi
	leaq	224(%rsp), %rsi
	movq	216(%rsp), %r13
	movq	%r13, %rdx
	movq	200(%rsp), %rcx
	movq	184(%rsp), %r8
	movq	208(%rsp), %r9
	vzeroupper
	callq	*%rax
	addq	$144, %rsp
	.cfi_adjust_cfa_offset -144
	testl	%eax, %eax
	movq	8(%rsp), %rcx
	jne	.LBB_122
	vmovsd	176(%rsp), %xmm0
	vmovsd	%xmm0, 16(%rsp)
	movq	184(%rsp), %r14
	movq	%r13, %rdi
	callq	*%r15
	movq	%rbx, %rdi
	callq	*%r15
	movq	%r12, %rdi
	callq	*%r15
	movq	280(%rsp), %rax
	vmovsd	16(%rsp), %xmm0
	vmovsd	%xmm0, (%rax)
	movq	%r14, 8(%rax)
	xorl	%eax, %eax
.LBB_118:
	addq	$728, %rsp
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
	.cfi_def_cfa_offset 784
	movq	136(%rsp), %rax
	jmp	.LBB_5
.LBB_124:
	movq	128(%rsp), %rax
	jmp	.LBB_5
.LBB_125:
	movq	120(%rsp), %rax
	jmp	.LBB_5
.LBB_126:
	movq	112(%rsp), %rax
	jmp	.LBB_5
.LBB_38:
	leaq	-12(%rcx), %rax
	andq	%r14, %rax
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
	andq	%r14, %rcx
	.p2align	4
.LBB_43:
	vmovupd	(%r12,%rax,8), %ymm0
	vaddpd	%ymm0, %ymm0, %ymm0
	vsubpd	(%r13,%rax,8), %ymm0, %ymm0
	vmovupd	%ymm0, (%rbp,%rax,8)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB_43
	movq	%rcx, %rax
	cmpq	%rcx, %r14
	jne	.LBB_45
	jmp	.LBB_87
.LBB_75:
	leaq	-12(%rcx), %rax
	andq	%r14, %rax
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vbroadcastsd	%xmm0, %ymm0
	xorl	%edx, %edx
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
	andq	%r14, %rcx
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vbroadcastsd	%xmm0, %ymm0
	.p2align	4
.LBB_80:
	vsubpd	(%r13,%rax,8), %ymm0, %ymm1
	vmovupd	%ymm1, (%rbp,%rax,8)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB_80
	movq	%rcx, %rax
	cmpq	%rcx, %r14
	jne	.LBB_82
	jmp	.LBB_87
.LBB_20:
	leaq	-12(%rcx), %rax
	andq	%r14, %rax
	vbroadcastsd	(%r13), %ymm0
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
	andq	%r14, %rcx
	vbroadcastsd	(%r13), %ymm0
	.p2align	4
.LBB_25:
	vmovupd	(%r12,%rax,8), %ymm1
	vaddpd	%ymm1, %ymm1, %ymm1
	vsubpd	%ymm0, %ymm1, %ymm1
	vmovupd	%ymm1, (%rbp,%rax,8)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.LBB_25
	movq	%rcx, %rax
	cmpq	%rcx, %r14
	jne	.LBB_27
	jmp	.LBB_87
.LBB_57:
	leaq	-12(%rcx), %rax
	andq	%r14, %rax
	vmovsd	(%r12), %xmm0
	vaddsd	%xmm0, %xmm0, %xmm0
	vsubsd	(%r13), %xmm0, %xmm0
	vbroadcastsd	%xmm0, %ymm0
	xorl	%edx, %edx
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
	movq	%rax, %rdx
	addq	$2, %rcx
	movq	%rcx, %rax
	andq	%r14, %rax
	vmovsd	(%r12), %xmm0
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
	movq	104(%rsp), %rax
	jmp	.LBB_5
.LBB_128:
	movq	96(%rsp), %rax
	jmp	.LBB_5
.LBB_9:
	movabsq	$.const.picklebuf.<sha1>, %rax
	jmp	.LBB_5
.LBB_129:
	movabsq	$.const.picklebuf.<sha1>.18, %rax
	jmp	.LBB_5
.LBB_121:
	movq	88(%rsp), %rax
	jmp	.LBB_5
.LBB_122:
	movq	80(%rsp), %rax
	jmp	.LBB_6
