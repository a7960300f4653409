# ipc_tax_ref.kernel.combo — assembly (inspect_asm), numba 0.68.1, llvmlite 0.50.0 (LLVM 22.1.0)
# command: NUMBA_CPU_NAME=x86-64 NUMBA_CPU_FEATURES= python -m ipc_tax_ref.asm numba DIR
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
	subq	$696, %rsp
	.cfi_def_cfa_offset 752
	.cfi_offset %rbx, -56
	.cfi_offset %r12, -48
	.cfi_offset %r13, -40
	.cfi_offset %r14, -32
	.cfi_offset %r15, -24
	.cfi_offset %rbp, -16
	movq	%r9, %r15
	movq	%r8, %r12
	movq	%rcx, %rbp
	movq	%rdx, %r13
	movq	%rsi, 8(%rsp)
	movq	%rdi, 312(%rsp)
	movq	784(%rsp), %rbx
	movq	$0, 136(%rsp)
	movq	$0, 128(%rsp)
	xorpd	%xmm0, %xmm0
	movapd	%xmm0, 160(%rsp)
	movapd	%xmm0, 176(%rsp)
	movapd	%xmm0, 192(%rsp)
	movq	$0, 208(%rsp)
	movq	$0, 120(%rsp)
	movapd	%xmm0, 512(%rsp)
	movapd	%xmm0, 528(%rsp)
	movapd	%xmm0, 544(%rsp)
	movq	$0, 560(%rsp)
	movq	$0, 112(%rsp)
	movapd	%xmm0, 448(%rsp)
	movapd	%xmm0, 464(%rsp)
	movapd	%xmm0, 480(%rsp)
	movq	$0, 496(%rsp)
	movq	$0, 104(%rsp)
	movapd	%xmm0, 384(%rsp)
	movapd	%xmm0, 400(%rsp)
	movapd	%xmm0, 416(%rsp)
	movq	$0, 432(%rsp)
	movq	$0, 96(%rsp)
	movapd	%xmm0, 320(%rsp)
	movapd	%xmm0, 336(%rsp)
	movapd	%xmm0, 352(%rsp)
	movq	$0, 368(%rsp)
	movq	$0, 88(%rsp)
	movapd	%xmm0, 144(%rsp)
	movq	$0, 80(%rsp)
	movabsq	$NRT_incref, %rax
	movq	%rdx, %rdi
	callq	*%rax
	xorpd	%xmm0, %xmm0
	movapd	%xmm0, 672(%rsp)
	movapd	%xmm0, 656(%rsp)
	movapd	%xmm0, 640(%rsp)
	movq	$0, 688(%rsp)
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %r14
	leaq	640(%rsp), %rdi
	leaq	136(%rsp), %rsi
	movq	%r13, %rdx
	movq	%rbp, %rcx
	movq	%r12, %r8
	movq	%r15, %r9
	pushq	%rbx
	movq	760(%rsp), %rbx
	.cfi_adjust_cfa_offset 8
	pushq	776(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	776(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	callq	*%r14
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_93
	movq	776(%rsp), %rax
	movq	640(%rsp), %rcx
	movq	%rcx, 16(%rsp)
	movq	%r12, %r8
	movq	672(%rsp), %r12
	movq	%r15, %r9
	movq	680(%rsp), %r15
	xorpd	%xmm0, %xmm0
	movapd	%xmm0, 608(%rsp)
	movapd	%xmm0, 592(%rsp)
	movapd	%xmm0, 576(%rsp)
	movq	$0, 624(%rsp)
	leaq	576(%rsp), %rdi
	leaq	128(%rsp), %rsi
	movq	%r13, %rdx
	movq	%rbp, 56(%rsp)
	movq	%rbp, %rcx
	movq	%r8, 64(%rsp)
	movq	%r9, 72(%rsp)
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	776(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	776(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	callq	*%r14
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_94
	movq	%r13, 48(%rsp)
	movq	576(%rsp), %rbp
	movq	608(%rsp), %r13
	movq	616(%rsp), %rbx
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
	je	.LBB_99
	movq	%rbp, %rdi
	movq	%rax, 32(%rsp)
	movq	24(%rax), %rbp
	testq	%r14, %r14
	jle	.LBB_59
	cmpq	$2, %r15
	jb	.LBB_36
	cmpq	$1, %rbx
	jbe	.LBB_14
	cmpq	$6, %r14
	jae	.LBB_27
	xorl	%eax, %eax
.LBB_32:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r14b
	je	.LBB_34
	movsd	(%r12,%rax,8), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13,%rax,8), %xmm0
	movsd	%xmm0, (%rbp,%rax,8)
	movq	%rcx, %rax
.LBB_34:
	cmpq	%rcx, %r14
	je	.LBB_59
	.p2align	4
.LBB_35:
	movsd	(%r12,%rax,8), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13,%rax,8), %xmm0
	movsd	%xmm0, (%rbp,%rax,8)
	movsd	8(%r12,%rax,8), %xmm0
	addsd	%xmm0, %xmm0
	subsd	8(%r13,%rax,8), %xmm0
	movsd	%xmm0, 8(%rbp,%rax,8)
	addq	$2, %rax
	cmpq	%rax, %r14
	jne	.LBB_35
	jmp	.LBB_59
.LBB_36:
	cmpq	$1, %rbx
	jbe	.LBB_37
	cmpq	$10, %r14
	jae	.LBB_50
	xorl	%eax, %eax
.LBB_55:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r14b
	je	.LBB_57
	movsd	(%r12), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13,%rax,8), %xmm0
	movsd	%xmm0, (%rbp,%rax,8)
	movq	%rcx, %rax
.LBB_57:
	cmpq	%rcx, %r14
	je	.LBB_59
	.p2align	4
.LBB_58:
	movsd	(%r12), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13,%rax,8), %xmm0
	movsd	%xmm0, (%rbp,%rax,8)
	movsd	(%r12), %xmm0
	addsd	%xmm0, %xmm0
	subsd	8(%r13,%rax,8), %xmm0
	movsd	%xmm0, 8(%rbp,%rax,8)
	addq	$2, %rax
	cmpq	%rax, %r14
	jne	.LBB_58
	jmp	.LBB_59
.LBB_14:
	cmpq	$10, %r14
	jae	.LBB_16
	xorl	%eax, %eax
.LBB_21:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r14b
	je	.LBB_23
	movsd	(%r12,%rax,8), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13), %xmm0
	movsd	%xmm0, (%rbp,%rax,8)
	movq	%rcx, %rax
.LBB_23:
	cmpq	%rcx, %r14
	je	.LBB_59
	.p2align	4
.LBB_24:
	movsd	(%r12,%rax,8), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13), %xmm0
	movsd	%xmm0, (%rbp,%rax,8)
	movsd	8(%r12,%rax,8), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13), %xmm0
	movsd	%xmm0, 8(%rbp,%rax,8)
	addq	$2, %rax
	cmpq	%rax, %r14
	jne	.LBB_24
	jmp	.LBB_59
.LBB_37:
	cmpq	$10, %r14
	jae	.LBB_39
	xorl	%eax, %eax
.LBB_44:
	movq	%rax, %rcx
	orq	$1, %rcx
	testb	$1, %r14b
	je	.LBB_46
	movsd	(%r12), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13), %xmm0
	movsd	%xmm0, (%rbp,%rax,8)
	movq	%rcx, %rax
.LBB_46:
	cmpq	%rcx, %r14
	je	.LBB_59
	.p2align	4
.LBB_47:
	movsd	(%r12), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13), %xmm0
	movsd	%xmm0, (%rbp,%rax,8)
	movsd	(%r12), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13), %xmm0
	movsd	%xmm0, 8(%rbp,%rax,8)
	addq	$2, %rax
	cmpq	%rax, %r14
	jne	.LBB_47
	jmp	.LBB_59
.LBB_27:
	movq	%rbp, %rcx
	subq	%r12, %rcx
	xorl	%eax, %eax
	cmpq	$32, %rcx
	jb	.LBB_32
	movq	%rbp, %rcx
	subq	%r13, %rcx
	cmpq	$32, %rcx
	jb	.LBB_32
	movabsq	$9223372036854775804, %rax
	andq	%r14, %rax
	xorl	%ecx, %ecx
	.p2align	4
.LBB_30:
	movupd	(%r12,%rcx,8), %xmm0
	movupd	16(%r12,%rcx,8), %xmm1
	movupd	(%r13,%rcx,8), %xmm2
	movupd	16(%r13,%rcx,8), %xmm3
	addpd	%xmm0, %xmm0
	subpd	%xmm2, %xmm0
	addpd	%xmm1, %xmm1
	subpd	%xmm3, %xmm1
	movupd	%xmm0, (%rbp,%rcx,8)
	movupd	%xmm1, 16(%rbp,%rcx,8)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB_30
	cmpq	%rax, %r14
	jne	.LBB_32
	jmp	.LBB_59
.LBB_50:
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
	jne	.LBB_55
	andb	%dl, %cl
	jne	.LBB_55
	movabsq	$9223372036854775804, %rax
	andq	%r14, %rax
	movsd	(%r12), %xmm0
	addsd	%xmm0, %xmm0
	unpcklpd	%xmm0, %xmm0
	xorl	%ecx, %ecx
	.p2align	4
.LBB_53:
	movupd	(%r13,%rcx,8), %xmm1
	movupd	16(%r13,%rcx,8), %xmm2
	movapd	%xmm0, %xmm3
	subpd	%xmm1, %xmm3
	movapd	%xmm0, %xmm1
	subpd	%xmm2, %xmm1
	movupd	%xmm3, (%rbp,%rcx,8)
	movupd	%xmm1, 16(%rbp,%rcx,8)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB_53
	cmpq	%rax, %r14
	jne	.LBB_55
	jmp	.LBB_59
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
	jne	.LBB_21
	andb	%dl, %cl
	jne	.LBB_21
	movabsq	$9223372036854775804, %rax
	andq	%r14, %rax
	movsd	(%r13), %xmm0
	unpcklpd	%xmm0, %xmm0
	xorl	%ecx, %ecx
	.p2align	4
.LBB_19:
	movupd	(%r12,%rcx,8), %xmm1
	movupd	16(%r12,%rcx,8), %xmm2
	addpd	%xmm1, %xmm1
	addpd	%xmm2, %xmm2
	subpd	%xmm0, %xmm1
	subpd	%xmm0, %xmm2
	movupd	%xmm1, (%rbp,%rcx,8)
	movupd	%xmm2, 16(%rbp,%rcx,8)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB_19
	cmpq	%rax, %r14
	jne	.LBB_21
	jmp	.LBB_59
.LBB_39:
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
	jne	.LBB_44
	andb	%dl, %cl
	jne	.LBB_44
	movabsq	$9223372036854775804, %rax
	andq	%r14, %rax
	movsd	(%r12), %xmm0
	addsd	%xmm0, %xmm0
	subsd	(%r13), %xmm0
	unpcklpd	%xmm0, %xmm0
	xorl	%ecx, %ecx
	.p2align	4
.LBB_42:
	movupd	%xmm0, (%rbp,%rcx,8)
	movupd	%xmm0, 16(%rbp,%rcx,8)
	addq	$4, %rcx
	cmpq	%rcx, %rax
	jne	.LBB_42
	cmpq	%rax, %r14
	jne	.LBB_44
.LBB_59:
	movabsq	$NRT_decref, %r12
	callq	*%r12
	movq	16(%rsp), %rdi
	callq	*%r12
	xorpd	%xmm0, %xmm0
	movapd	%xmm0, 192(%rsp)
	movapd	%xmm0, 176(%rsp)
	movapd	%xmm0, 160(%rsp)
	movq	$0, 208(%rsp)
	leaq	160(%rsp), %rdi
	leaq	120(%rsp), %rsi
	movl	$8, %r9d
	movq	32(%rsp), %r15
	movq	%r15, %rdx
	xorl	%ecx, %ecx
	movq	%r14, %r8
	pushq	792(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	$8
	.cfi_adjust_cfa_offset 8
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	pushq	%rbp
	.cfi_adjust_cfa_offset 8
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %rbp
	callq	*%rbp
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_95
	movq	808(%rsp), %rbx
	movq	160(%rsp), %rax
	movq	%rax, 304(%rsp)
	movq	168(%rsp), %rax
	movq	%rax, 296(%rsp)
	movq	176(%rsp), %rax
	movq	%rax, 288(%rsp)
	movq	184(%rsp), %rax
	movq	%rax, 280(%rsp)
	movq	192(%rsp), %rax
	movq	%rax, 272(%rsp)
	movq	200(%rsp), %rax
	movq	%rax, 264(%rsp)
	movq	208(%rsp), %rax
	movq	%rax, 256(%rsp)
	movq	%r15, %rdi
	callq	*%r12
	xorpd	%xmm0, %xmm0
	movapd	%xmm0, 544(%rsp)
	movapd	%xmm0, 528(%rsp)
	movapd	%xmm0, 512(%rsp)
	movq	$0, 560(%rsp)
	leaq	512(%rsp), %rdi
	leaq	112(%rsp), %rsi
	movq	48(%rsp), %r14
	movq	%r14, %rdx
	movq	56(%rsp), %r13
	movq	%r13, %rcx
	movq	64(%rsp), %r12
	movq	%r12, %r8
	movq	72(%rsp), %r15
	movq	%r15, %r9
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	movq	776(%rsp), %rax
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	movq	776(%rsp), %rax
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	movq	776(%rsp), %rbx
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	callq	*%rbp
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_96
	movq	816(%rsp), %rax
	movq	512(%rsp), %rcx
	movq	%rcx, 32(%rsp)
	movq	%rbp, %r10
	movq	544(%rsp), %rbp
	movq	552(%rsp), %rcx
	movq	%rcx, 16(%rsp)
	xorpd	%xmm0, %xmm0
	movapd	%xmm0, 480(%rsp)
	movapd	%xmm0, 464(%rsp)
	movapd	%xmm0, 448(%rsp)
	movq	$0, 496(%rsp)
	leaq	448(%rsp), %rdi
	leaq	104(%rsp), %rsi
	movq	%r14, %rdx
	movq	%r13, %rcx
	movq	%r12, %r8
	movq	%r15, %r9
	pushq	%rax
	.cfi_adjust_cfa_offset 8
	pushq	776(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	776(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	callq	*%r10
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_97
	movq	448(%rsp), %rax
	movq	%rax, 224(%rsp)
	movq	%r13, %rcx
	movq	480(%rsp), %r13
	movq	%r12, %r8
	movq	488(%rsp), %r12
	xorpd	%xmm0, %xmm0
	movapd	%xmm0, 416(%rsp)
	movapd	%xmm0, 400(%rsp)
	movapd	%xmm0, 384(%rsp)
	movq	$0, 432(%rsp)
	leaq	384(%rsp), %rdi
	leaq	96(%rsp), %rsi
	movq	%r14, %rdx
	movq	%r15, %r9
	pushq	800(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	776(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	776(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %rax
	callq	*%rax
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_98
	movq	384(%rsp), %r14
	movq	416(%rsp), %rbx
	movq	424(%rsp), %r15
	movq	16(%rsp), %rax
	cmpq	$1, %rax
	jne	.LBB_64
	movq	%r12, %rax
	cmpq	$1, %r12
	jne	.LBB_67
	movl	$1, %edx
	movq	%r15, %rax
	cmpq	$1, %r15
	jne	.LBB_71
	jmp	.LBB_72
.LBB_64:
	cmpq	%rax, %r12
	setne	%cl
	cmpq	$1, %r12
	setne	%dl
	testb	%cl, %dl
	je	.LBB_67
	movabsq	$.const.picklebuf.<sha1>, %rax
	jmp	.LBB_5
.LBB_67:
	cmpq	$1, %r15
	je	.LBB_71
	cmpq	%rax, %r15
	je	.LBB_71
	movabsq	$.const.picklebuf.<sha1>, %rax
.LBB_5:
	movq	8(%rsp), %rcx
.LBB_6:
	movq	%rax, (%rcx)
	movl	$1, %eax
	jmp	.LBB_88
.LBB_71:
	movabsq	$-1152921504606846976, %rcx
	addq	%rax, %rcx
	shrq	$61, %rcx
	movq	%rax, %rdx
	cmpl	$7, %ecx
	jb	.LBB_9
.LBB_72:
	movq	%r12, 248(%rsp)
	leaq	(,%rdx,8), %rdi
	movl	$32, %esi
	movabsq	$NRT_MemInfo_alloc_aligned, %rax
	movq	%rdx, %r12
	callq	*%rax
	testq	%rax, %rax
	je	.LBB_99
	movq	%r14, %rdi
	movq	%rax, 240(%rsp)
	movq	24(%rax), %r14
	testq	%r12, %r12
	movq	%r12, %r8
	movq	248(%rsp), %r12
	jle	.LBB_85
	cmpq	$1, 16(%rsp)
	jbe	.LBB_75
	cmpq	$1, %r8
	jne	.LBB_79
	xorl	%eax, %eax
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	jmp	.LBB_82
.LBB_75:
	movabsq	$.LCPI_0, %r9
	cmpq	$1, %r8
	jne	.LBB_89
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	xorl	%esi, %esi
	jmp	.LBB_84
.LBB_79:
	movabsq	$9223372036854775804, %rsi
	orq	$2, %rsi
	movq	%r8, %r11
	andq	%r8, %rsi
	xorl	%eax, %eax
	movabsq	$.LCPI_0, %rcx
	movsd	(%rcx), %xmm0
	xorl	%ecx, %ecx
	xorl	%edx, %edx
	.p2align	4
.LBB_80:
	leaq	1(%rax), %r10
	cmpq	$2, %r12
	movq	%rdx, %r8
	cmovaeq	%rax, %r8
	cmovaeq	%r10, %rdx
	cmpq	$2, %r15
	movq	%rcx, %r9
	cmovaeq	%rax, %r9
	movsd	(%rbp,%rax,8), %xmm1
	mulsd	%xmm0, %xmm1
	subsd	(%r13,%r8,8), %xmm1
	subsd	(%rbx,%r9,8), %xmm1
	movsd	%xmm1, (%r14,%rax,8)
	cmovaeq	%r10, %rcx
	movsd	8(%rbp,%rax,8), %xmm1
	mulsd	%xmm0, %xmm1
	subsd	(%r13,%rdx,8), %xmm1
	subsd	(%rbx,%rcx,8), %xmm1
	movsd	%xmm1, 8(%r14,%rax,8)
	addq	$2, %rax
	cmpq	%rsi, %rax
	jne	.LBB_80
	movq	%r11, %r8
	testb	$1, %r8b
	je	.LBB_85
.LBB_82:
	cmpq	$2, %r12
	cmovaeq	%rax, %rdx
	cmpq	$2, %r15
	movsd	(%rbp,%rax,8), %xmm0
	cmovaeq	%rax, %rcx
	movabsq	$.LCPI_0, %rsi
	mulsd	(%rsi), %xmm0
	subsd	(%r13,%rdx,8), %xmm0
	subsd	(%rbx,%rcx,8), %xmm0
	movsd	%xmm0, (%r14,%rax,8)
	jmp	.LBB_85
.LBB_89:
	movabsq	$9223372036854775804, %r11
	orq	$2, %r11
	movq	%r8, %rax
	andq	%r8, %r11
	xorl	%ecx, %ecx
	movsd	(%r9), %xmm0
	xorl	%edx, %edx
	xorl	%esi, %esi
	.p2align	4
.LBB_90:
	leaq	1(%rcx), %r8
	cmpq	$2, %r12
	movq	%rsi, %r9
	cmovaeq	%rcx, %r9
	cmovaeq	%r8, %rsi
	cmpq	$2, %r15
	movq	%rdx, %r10
	cmovaeq	%rcx, %r10
	movsd	(%rbp), %xmm1
	mulsd	%xmm0, %xmm1
	subsd	(%r13,%r9,8), %xmm1
	subsd	(%rbx,%r10,8), %xmm1
	movsd	%xmm1, (%r14,%rcx,8)
	cmovaeq	%r8, %rdx
	movsd	(%rbp), %xmm1
	mulsd	%xmm0, %xmm1
	subsd	(%r13,%rsi,8), %xmm1
	subsd	(%rbx,%rdx,8), %xmm1
	movsd	%xmm1, 8(%r14,%rcx,8)
	addq	$2, %rcx
	cmpq	%r11, %rcx
	jne	.LBB_90
	movq	%rax, %r8
	testb	$1, %r8b
	movabsq	$.LCPI_0, %r9
	je	.LBB_85
.LBB_84:
	cmpq	$2, %r12
	cmovaeq	%rcx, %rsi
	cmpq	$2, %r15
	movsd	(%rbp), %xmm0
	cmovaeq	%rcx, %rdx
	mulsd	(%r9), %xmm0
	subsd	(%r13,%rsi,8), %xmm0
	subsd	(%rbx,%rdx,8), %xmm0
	movsd	%xmm0, (%r14,%rcx,8)
.LBB_85:
	movabsq	$NRT_decref, %r12
	movq	%r8, %rbx
	callq	*%r12
	movq	224(%rsp), %rdi
	callq	*%r12
	movq	32(%rsp), %rdi
	callq	*%r12
	xorpd	%xmm0, %xmm0
	movapd	%xmm0, 352(%rsp)
	movapd	%xmm0, 336(%rsp)
	movapd	%xmm0, 320(%rsp)
	movq	$0, 368(%rsp)
	leaq	320(%rsp), %rdi
	leaq	88(%rsp), %rsi
	movl	$8, %r9d
	movq	240(%rsp), %r15
	movq	%r15, %rdx
	xorl	%ecx, %ecx
	movq	%rbx, %r8
	pushq	800(%rsp)
	.cfi_adjust_cfa_offset 8
	pushq	$8
	.cfi_adjust_cfa_offset 8
	pushq	%rbx
	.cfi_adjust_cfa_offset 8
	pushq	%r14
	.cfi_adjust_cfa_offset 8
	movabsq	$_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx, %rax
	callq	*%rax
	addq	$32, %rsp
	.cfi_adjust_cfa_offset -32
	testl	%eax, %eax
	jne	.LBB_91
	movq	320(%rsp), %r14
	movups	328(%rsp), %xmm0
	movaps	%xmm0, 16(%rsp)
	movups	344(%rsp), %xmm0
	movaps	%xmm0, 32(%rsp)
	movups	360(%rsp), %xmm0
	movaps	%xmm0, 224(%rsp)
	movq	%r15, %rdi
	callq	*%r12
	xorps	%xmm0, %xmm0
	movaps	%xmm0, 144(%rsp)
	subq	$144, %rsp
	.cfi_adjust_cfa_offset 144
	movaps	368(%rsp), %xmm0
	movups	%xmm0, 120(%rsp)
	movaps	176(%rsp), %xmm0
	movups	%xmm0, 104(%rsp)
	movapd	160(%rsp), %xmm0
	movupd	%xmm0, 88(%rsp)
	movq	%r14, 80(%rsp)
	movq	400(%rsp), %rax
	movq	%rax, 72(%rsp)
	movq	408(%rsp), %rax
	movq	%rax, 64(%rsp)
	movq	416(%rsp), %rax
	movq	%rax, 56(%rsp)
	movq	424(%rsp), %rax
	movq	%rax, 48(%rsp)
	movq	432(%rsp), %rax
	movq	%rax, 40(%rsp)
	movq	440(%rsp), %rax
	movq	%rax, 32(%rsp)
	movq	448(%rsp), %r13
	movq	%r13, 24(%rsp)
	movq	912(%rsp), %rax
	movq	%rax, 16(%rsp)
	movq	904(%rsp), %rax
	movq	%rax, 8(%rsp)
	movq	896(%rsp), %rax
	movq	%rax, (%rsp)
	movabsq	$_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE, %rax
	leaq	288(%rsp), %rdi
	leaq	224(%rsp), %rsi
	movq	192(%rsp), %r15
	movq	%r15, %rdx
	movq	200(%rsp), %rcx
	movq	208(%rsp), %r8
	movq	216(%rsp), %r9
	callq	*%rax
	addq	$144, %rsp
	.cfi_adjust_cfa_offset -144
	testl	%eax, %eax
	movq	8(%rsp), %rcx
	jne	.LBB_92
	movsd	144(%rsp), %xmm0
	movsd	%xmm0, 8(%rsp)
	movq	152(%rsp), %rbx
	movq	%r15, %rdi
	callq	*%r12
	movq	%r14, %rdi
	callq	*%r12
	movq	%r13, %rdi
	callq	*%r12
	movq	312(%rsp), %rax
	movsd	8(%rsp), %xmm0
	movsd	%xmm0, (%rax)
	movq	%rbx, 8(%rax)
	xorl	%eax, %eax
.LBB_88:
	addq	$696, %rsp
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
.LBB_93:
	.cfi_def_cfa_offset 752
	movq	136(%rsp), %rax
	jmp	.LBB_5
.LBB_94:
	movq	128(%rsp), %rax
	jmp	.LBB_5
.LBB_95:
	movq	120(%rsp), %rax
	jmp	.LBB_5
.LBB_96:
	movq	112(%rsp), %rax
	jmp	.LBB_5
.LBB_97:
	movq	104(%rsp), %rax
	jmp	.LBB_5
.LBB_98:
	movq	96(%rsp), %rax
	jmp	.LBB_5
.LBB_9:
	movabsq	$.const.picklebuf.<sha1>, %rax
	jmp	.LBB_5
.LBB_99:
	movabsq	$.const.picklebuf.<sha1>.18, %rax
	jmp	.LBB_5
.LBB_91:
	movq	88(%rsp), %rax
	jmp	.LBB_5
.LBB_92:
	movq	80(%rsp), %rax
	jmp	.LBB_6
