# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=emeraldrapids
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $1912, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $1912, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $1912, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq %rdi, 712(%rsp)
	movq 16(%rdx), %r15
	movq %rdx, %rbx
	movq 24(%rdx), %r14
	movq %r15, %rdi
	movq %r14, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	movq %rdx, 168(%rsp)
	leaq 1296(%rsp), %rbx
	movq %rbx, %rdi
	movq %rsi, 200(%rsp)
	movq %rdx, 112(%rsp)
	movq %r15, %rcx
	movq %r14, %r8
	callq kernel_sliding::grid_for
	movq %r14, 80(%rsp)
	shlq $4, %r14
	leaq (%r14,%r14,2), %r14
	leaq (%r15,%r14), %rax
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	movq %r15, 384(%rsp)
	movq %r15, 528(%rsp)
	movq %rax, 680(%rsp)
	movq %rax, 536(%rsp)
	leaq 400(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	movq %rdx, %r12
	cmpq $1, %rdx
	adcq $-1, %r12
	movq 384(%rsp), %r8
	cmpq $0, 80(%rsp)
	je .LBB_18
.LBB_8:
	movq 16(%r8), %rax
	testq %rax, %rax
	js .LBB_598
	movq 24(%r8), %rcx
	testq %rcx, %rcx
	js .LBB_598
	cmpq %rax, %rcx
	cmovaq %rcx, %rax
	cmpq $1, 80(%rsp)
	je .LBB_15
	addq $-48, %r14
	movabsq $-6148914691236517205, %rcx
	movq %r14, %rdx
	mulxq %rcx, %rcx, %rcx
	shrq $5, %rcx
	leaq 72(%r8), %rdx
.LBB_12:
	movq -8(%rdx), %rsi
	testq %rsi, %rsi
	js .LBB_598
	movq (%rdx), %rdi
	testq %rdi, %rdi
	js .LBB_598
	cmpq %rsi, %rdi
	cmovaq %rdi, %rsi
	cmpq %rsi, %rax
	cmovbeq %rsi, %rax
	addq $48, %rdx
	decq %rcx
	jne .LBB_12
.LBB_15:
	cmpq $1, %rax
	adcq $-1, %rax
	jmp .LBB_19
.LBB_16:
	movq 712(%rsp), %rdi
	movq %rbx, %rsi
	addq $1912, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	xorl %r12d, %r12d
	movq 384(%rsp), %r8
	cmpq $0, 80(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %eax, %eax
.LBB_19:
	movq %rax, 208(%rsp)
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	movq %r8, 528(%rsp)
	movq 680(%rsp), %rax
	movq %rax, 536(%rsp)
	leaq 208(%rsp), %rax
	movq %rax, 544(%rsp)
	leaq 784(%rsp), %rdi
	leaq 400(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 1776(%rsp)
	vmovupd %ymm0, 1808(%rsp)
	vmovupd %ymm0, 1840(%rsp)
	vmovupd %ymm0, 1872(%rsp)
	movl $1025, %edx
	addq 208(%rsp), %rdx
	vmovupd %ymm0, 496(%rsp)
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	leaq 976(%rsp), %rdi
	leaq 400(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 496(%rsp)
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	leaq 256(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 496(%rsp)
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	leaq 1376(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 1040(%rsp)
	leaq 400(%rsp), %rdi
	leaq 1040(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_605
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 1256(%rsp)
	vmovupd %ymm0, 1224(%rsp)
	vmovupd %ymm0, 1192(%rsp)
	vmovupd %ymm0, 1160(%rsp)
	vmovups 976(%rsp), %xmm0
	vmovaps %xmm0, 1040(%rsp)
	movq 992(%rsp), %rcx
	movq %rcx, 1056(%rsp)
	vmovups 256(%rsp), %xmm0
	vmovups %xmm0, 1064(%rsp)
	movq 272(%rsp), %rcx
	movq %rcx, 1080(%rsp)
	vmovups 1376(%rsp), %xmm0
	vmovaps %xmm0, 1088(%rsp)
	movq 1392(%rsp), %rcx
	movq %rcx, 1104(%rsp)
	movq 416(%rsp), %rcx
	movq %rcx, 1128(%rsp)
	vmovupd 400(%rsp), %xmm0
	vmovupd %xmm0, 1112(%rsp)
	movq $16, 1136(%rsp)
	movq %rax, 1144(%rsp)
	movq $16, 1152(%rsp)
	leaq 1025(%r12), %rdx
	leaq 832(%rsp), %rdi
	leaq 1776(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 384(%rsp), %rax
	movq %rax, 1640(%rsp)
	movq 680(%rsp), %rax
	movq %rax, 1648(%rsp)
	movq %rbx, 1656(%rsp)
	leaq 856(%rsp), %rdi
	leaq 1640(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 80(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %rbx
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_30
	xorl %r14d, %r14d
.LBB_29:
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_30:
	testq %rbx, %rbx
	je .LBB_39
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 80(%rsp), %rcx
	movq %rcx, 664(%rsp)
	movq %rax, 144(%rsp)
	testq %rax, %rax
	je .LBB_29
	cmpq $2, %rcx
	movq %rcx, %rax
	jb .LBB_40
.LBB_33:
	leaq -1(%rax), %rcx
	leaq -2(%rax), %rsi
	movl %ecx, %eax
	andl $7, %eax
	movq 144(%rsp), %rdx
	cmpq $7, %rsi
	jb .LBB_37
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	movq 144(%rsp), %rdx
.LBB_35:
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
	vmovupd %ymm0, 40(%rdx)
	movb $0, 72(%rdx)
	vmovupd %ymm0, 80(%rdx)
	movb $0, 112(%rdx)
	vmovupd %ymm0, 120(%rdx)
	movb $0, 152(%rdx)
	vmovupd %ymm0, 160(%rdx)
	movb $0, 192(%rdx)
	vmovupd %ymm0, 200(%rdx)
	movb $0, 232(%rdx)
	vmovupd %ymm0, 240(%rdx)
	movb $0, 272(%rdx)
	vmovupd %ymm0, 280(%rdx)
	movb $0, 312(%rdx)
	addq $320, %rdx
	addq $-8, %rcx
	jne .LBB_35
	testq %rax, %rax
	je .LBB_41
.LBB_37:
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_38:
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_38
	jmp .LBB_41
.LBB_39:
	movl $8, %eax
	movq %rax, 144(%rsp)
	movq $0, 664(%rsp)
	movq 80(%rsp), %rcx
	cmpq $2, %rcx
	movq %rcx, %rax
	jae .LBB_33
.LBB_40:
	movq 144(%rsp), %rdx
	testq %rax, %rax
	je .LBB_42
.LBB_41:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_42:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	movq %r12, 248(%rsp)
	jne .LBB_573
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_44:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 200(%rsp), %rcx
	movq %rcx, 976(%rsp)
	movq 112(%rsp), %rcx
	movq %rcx, 984(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 992(%rsp)
	movq %rax, 1024(%rsp)
	movq %rdx, 1032(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 168(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 704(%rsp)
	movq 80(%rsp), %rbx
	je .LBB_535
	leaq 1(%r12), %rax
	movq %rax, 720(%rsp)
	movq %r12, %rax
	negq %rax
	movq %rax, 944(%rsp)
	movq %r12, %rax
	shlq $7, %rax
	movq %rax, 936(%rsp)
	addq $96, %rax
	movq %rax, 928(%rsp)
	vmovsd .LCPI_0(%rip), %xmm1
	xorl %ecx, %ecx
.LBB_46:
	leaq 16400(%rcx), %rax
	movq %rcx, 120(%rsp)
	movq 840(%rsp), %rdx
	movq %rdx, 16(%rsp)
	movq 848(%rsp), %r13
	movq %rax, 952(%rsp)
	testq %r13, %r13
	je .LBB_58
	movq %r13, %rax
	shlq $7, %rax
	movq 16(%rsp), %rsi
	addq %rsi, %rax
	movl $1025, %ecx
	movq 944(%rsp), %rdx
	jmp .LBB_49
.LBB_48:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_57
.LBB_49:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_52
.LBB_50:
	movq 200(%rsp), %rbx
	vmovsd (%rbx,%rdi,8), %xmm0
.LBB_51:
	vmovsd %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_48
.LBB_52:
	movq 120(%rsp), %rbx
	leaq -1025(%r10,%rbx), %rdi
	vmovapd %xmm1, %xmm0
	cmpq %r12, %rdi
	jb .LBB_55
	addq %r11, %rbx
	movq 168(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq 112(%rsp), %rdi
	jae .LBB_572
	movq 200(%rsp), %rbx
	vmovsd (%rbx,%rdi,8), %xmm0
.LBB_55:
	vmovsd %xmm0, -8(%r8,%r9)
	movq 120(%rsp), %rdi
	leaq (%r10,%rdi), %rbx
	vmovapd %xmm1, %xmm0
	cmpq %r12, %rbx
	jb .LBB_51
	leaq 1025(%r11,%rdi), %rbx
	movq 168(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq 112(%rsp), %rdi
	jb .LBB_50
	jmp .LBB_572
.LBB_57:
	movq 120(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_58:
	movq 1304(%rsp), %rdx
	movq 1312(%rsp), %rsi
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_64
	cmpq $1, %rsi
	jne .LBB_61
	xorl %edi, %edi
	jmp .LBB_63
.LBB_61:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_62:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_62
.LBB_63:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_64:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1744(%rsp)
	movq %rdx, 1752(%rsp)
	movq %rax, 1760(%rsp)
	movb $0, 1768(%rsp)
	leaq 120(%rsp), %rax
	movq %rax, 1736(%rsp)
	leaq 728(%rsp), %rdi
	leaq 1736(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 736(%rsp), %rax
	movq %rax, 64(%rsp)
	movq 744(%rsp), %rbx
	cmpq $2, %rbx
	movq %r13, 48(%rsp)
	movq %rbx, 24(%rsp)
	jae .LBB_532
.LBB_66:
	movq 784(%rsp), %rax
	testq %rax, %rax
	setne %cl
	movq 800(%rsp), %rsi
	testq %rsi, %rsi
	setne %dl
	andb %cl, %dl
	cmpb $1, %dl
	jne .LBB_171
	movq 792(%rsp), %rdi
	shlq $4, %rbx
	addq 64(%rsp), %rbx
	movq %rbx, 104(%rsp)
	movq %r13, %rcx
	subq %r12, %rcx
	movq %rcx, 672(%rsp)
	movq 936(%rsp), %rcx
	movq 16(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 752(%rsp)
	movq 1360(%rsp), %rcx
	movq %rcx, 176(%rsp)
	movq 928(%rsp), %rcx
	addq %rdx, %rcx
	movq %rcx, 696(%rsp)
	leaq 96(%rdx), %rcx
	movq %rcx, 688(%rsp)
	xorl %r9d, %r9d
	jmp .LBB_69
.LBB_68:
	movl $0, %eax
	movq 224(%rsp), %rsi
	decq %rsi
	movq 216(%rsp), %rdi
	je .LBB_171
.LBB_69:
	testq %r9, %r9
	je .LBB_72
	movq 720(%rsp), %rbp
	movq %rsi, 224(%rsp)
	movzwl 626(%r9), %ecx
	cmpq %rcx, %rdi
	jae .LBB_81
.LBB_71:
	movq %rdi, %rcx
	movq %r9, %r10
	jmp .LBB_83
.LBB_72:
	testq %rdi, %rdi
	movq 720(%rsp), %rbp
	je .LBB_77
	movq %rdi, %rcx
	movq %rax, %r9
	andq $7, %rcx
	je .LBB_78
	xorl %edx, %edx
.LBB_75:
	movq 632(%r9), %r9
	incq %rdx
	cmpq %rdx, %rcx
	jne .LBB_75
	movq %rdi, %rax
	subq %rdx, %rax
	cmpq $8, %rdi
	jae .LBB_79
	jmp .LBB_80
.LBB_77:
	movq %rax, %r9
	jmp .LBB_80
.LBB_78:
	movq %rdi, %rax
	cmpq $8, %rdi
	jb .LBB_80
.LBB_79:
	movq 632(%r9), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %r9
	addq $-8, %rax
	jne .LBB_79
.LBB_80:
	xorl %eax, %eax
	xorl %edi, %edi
	movq %rsi, 224(%rsp)
	movzwl 626(%r9), %ecx
	cmpq %rcx, %rdi
	jb .LBB_71
.LBB_81:
	movq 528(%r9), %r10
	testq %r10, %r10
	je .LBB_593
	incq %rax
	movzwl 624(%r9), %ecx
	movq %r10, %r9
	cmpw 626(%r10), %cx
	jae .LBB_81
.LBB_83:
	testq %rax, %rax
	je .LBB_88
	leaq 640(%r10,%rcx,8), %rdx
	movq %rax, %rsi
	andq $7, %rsi
	je .LBB_89
	xorl %edi, %edi
.LBB_86:
	movq (%rdx), %r9
	leaq 632(%r9), %rdx
	incq %rdi
	cmpq %rdi, %rsi
	jne .LBB_86
	movq %rax, %rsi
	subq %rdi, %rsi
	cmpq $8, %rax
	jb .LBB_92
.LBB_91:
	movq (%rdx), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %r9
	leaq 632(%r9), %rdx
	addq $-8, %rsi
	jne .LBB_91
.LBB_92:
	movq $0, 216(%rsp)
	jmp .LBB_93
.LBB_88:
	leaq 1(%rcx), %rax
	movq %rax, 216(%rsp)
	movq %r10, %r9
.LBB_93:
	movq 536(%r10,%rcx,8), %rbx
	leaq -1(%rbx), %rax
	movq 120(%rsp), %rsi
	movq %rax, %rdx
	subq %rsi, %rdx
	setb %dil
	addq $16400, %rsi
	cmpq %rsi, %rax
	setae %al
	orb %dil, %al
	jne .LBB_97
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rsi
	shlq $10, %rsi
	addq %rax, %rsi
	subq %rsi, %rdx
	je .LBB_97
	movq %rdx, 1360(%rsp)
	movq %rax, 1368(%rsp)
	movl $1, %r14d
	movq %rdx, 176(%rsp)
	jmp .LBB_98
.LBB_97:
	xorl %r14d, %r14d
.LBB_98:
	leaq (%rcx,%rcx,2), %rax
	shlq $4, %rax
	addq %rax, %r10
	movq %r14, 1352(%rsp)
	movq 16(%r10), %rdx
	movq 208(%rsp), %rax
	movq %rdx, %r15
	subq %rax, %r15
	jb .LBB_559
	movq 8(%r10), %r11
	shlq $7, %rax
	leaq (%r11,%rax), %rdx
	cmpq $1, %rbx
	movq %r9, 232(%rsp)
	jne .LBB_104
	cmpq %r12, %r13
	jb .LBB_560
	movq 672(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	testq %r15, %r15
	je .LBB_117
	movl $120, %eax
.LBB_103:
	vxorpd %xmm1, %xmm1, %xmm1
	movq 752(%rsp), %rcx
	vaddsd -120(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rdx,%rax)
	vaddsd -112(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rdx,%rax)
	vaddsd -104(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rdx,%rax)
	vaddsd -96(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rdx,%rax)
	vaddsd -88(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rdx,%rax)
	vaddsd -80(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rdx,%rax)
	vaddsd -72(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rdx,%rax)
	vaddsd -64(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rdx,%rax)
	vaddsd -56(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rdx,%rax)
	vaddsd -48(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rdx,%rax)
	vaddsd -40(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rdx,%rax)
	vaddsd -32(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rdx,%rax)
	vaddsd -24(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rdx,%rax)
	vaddsd -16(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rdx,%rax)
	vaddsd -8(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rdx,%rax)
	vaddsd (%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, (%rdx,%rax)
	subq $-128, %rax
	decq %r15
	jne .LBB_103
	jmp .LBB_117
.LBB_104:
	leaq 1(%rbx), %rcx
	imulq %rbx, %rcx
	movq %rbp, %rdi
	subq %rbx, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 496(%rsp)
	vmovupd %ymm1, 464(%rsp)
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmovupd %ymm1, 1376(%rsp)
	vmovupd %ymm1, 1408(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 1440(%rsp)
	vmovupd %ymm1, 1472(%rsp)
	cmpq %r12, %r13
	jbe .LBB_561
	cmpq %rbx, %rbp
	jb .LBB_569
	testq %rbx, %rbx
	je .LBB_115
	shlq $7, %rdi
	addq 16(%rsp), %rdi
	vmovupd 1376(%rsp), %ymm8
	vmovupd 1408(%rsp), %ymm7
	vmovupd 1440(%rsp), %ymm6
	vmovupd 1472(%rsp), %ymm5
	vmovupd 400(%rsp), %ymm1
	vmovupd 496(%rsp), %ymm2
	vmovsd 448(%rsp), %xmm3
	vinsertf128 $1, %xmm3, %ymm0, %ymm3
	vblendpd $3, 432(%rsp), %ymm3, %ymm3
	vxorpd %xmm4, %xmm4, %xmm4
	vmovhpd 472(%rsp), %xmm4, %xmm4
	vinsertf128 $1, 480(%rsp), %ymm4, %ymm4
	movb $57, %sil
	bzhiq %rsi, %rbx, %rcx
	cmpq $1, %rcx
	jne .LBB_109
	xorl %ecx, %ecx
	jmp .LBB_113
.LBB_89:
	movq %rax, %rsi
	cmpq $8, %rax
	jb .LBB_92
	jmp .LBB_91
.LBB_109:
	movabsq $144115188075855871, %rcx
	addq %rbx, %rcx
	bzhiq %rsi, %rcx, %rsi
	incq %rsi
	movq %rsi, %r9
	andq $-2, %r9
	negq %r9
	movl $2, %ecx
.LBB_110:
	leaq -1(%rcx), %r8
	vcvtsi2sd %r8, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vaddpd %ymm3, %ymm11, %ymm3
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm6, %ymm10, %ymm6
	vaddpd %ymm4, %ymm12, %ymm4
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm13, %ymm2
	vcvtsi2sd %rcx, %xmm15, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm7, %ymm11, %ymm7
	vaddpd %ymm3, %ymm10, %ymm3
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vaddpd %ymm4, %ymm10, %ymm4
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm10, %ymm2
	addq $256, %rdi
	leaq 2(%r9,%rcx), %r8
	addq $2, %rcx
	cmpq $2, %r8
	jne .LBB_110
	vmovupd %ymm8, 1376(%rsp)
	vmovupd %ymm7, 1408(%rsp)
	vmovupd %ymm6, 1440(%rsp)
	vmovupd %ymm5, 1472(%rsp)
	testb $1, %sil
	je .LBB_114
	addq $-2, %rcx
.LBB_113:
	incq %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm9
	vmovupd (%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vmovupd %ymm8, 1376(%rsp)
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 32(%rdi), %ymm8
	vmulpd %ymm9, %ymm8, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd %ymm7, 1408(%rsp)
	vaddpd %ymm3, %ymm8, %ymm3
	vmovupd 64(%rdi), %ymm7
	vmulpd %ymm7, %ymm9, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd %ymm6, 1440(%rsp)
	vaddpd %ymm4, %ymm7, %ymm4
	vmovupd 96(%rdi), %ymm6
	vmulpd %ymm6, %ymm9, %ymm7
	vaddpd %ymm7, %ymm5, %ymm5
	vmovupd %ymm5, 1472(%rsp)
	vaddpd %ymm2, %ymm6, %ymm2
.LBB_114:
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm3, 432(%rsp)
	vmovupd %ymm4, 464(%rsp)
	vmovupd %ymm2, 496(%rsp)
.LBB_115:
	movq %rbx, 8(%rsp)
	testq %r15, %r15
	je .LBB_600
	vmovupd 1376(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, (%rdx)
	vmovupd 1408(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%rdx)
	vmovupd 1440(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%rdx)
	vmovupd 1472(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%rdx)
	cmpq $1, %r15
	jne .LBB_128
.LBB_117:
	movq 208(%rsp), %rax
	testq %rax, %rax
	movq 232(%rsp), %r9
	je .LBB_68
	xorl %edx, %edx
	xorl %ecx, %ecx
.LBB_119:
	movq 16(%r10), %rsi
	movq 208(%rsp), %r8
	subq %r8, %rsi
	jb .LBB_549
	movq %rcx, %r15
	subq %r8, %r15
	addq $1025, %r15
	cmpq %rsi, %r15
	jae .LBB_589
	movq 8(%r10), %rdi
	vmovupd 131200(%rdi,%rdx), %ymm0
	vmovupd 131232(%rdi,%rdx), %ymm1
	vmovupd 131264(%rdi,%rdx), %ymm2
	vmovupd 131296(%rdi,%rdx), %ymm3
	vmovupd %ymm3, 496(%rsp)
	vmovupd %ymm2, 464(%rsp)
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	movq 40(%r10), %rsi
	cmpq %rsi, %rcx
	jae .LBB_590
	cmpq %r8, %rcx
	jae .LBB_588
	movq 32(%r10), %rsi
	vmovsd (%rsi,%rcx,8), %xmm0
	incq %rcx
	vmovsd %xmm0, (%rdi,%rdx)
	vmovupd 400(%rsp), %ymm0
	vmovupd 432(%rsp), %ymm1
	vmovupd 464(%rsp), %ymm2
	vmovupd 488(%rsp), %ymm3
	vmovupd %ymm0, 8(%rdi,%rdx)
	vmovupd %ymm1, 40(%rdi,%rdx)
	vmovupd %ymm2, 72(%rdi,%rdx)
	vmovupd %ymm3, 96(%rdi,%rdx)
	subq $-128, %rdx
	cmpq %rcx, %rax
	jne .LBB_119
	movl $16415, %ecx
	xorl %edx, %edx
.LBB_125:
	leaq 1025(%rdx), %r15
	movq 16(%r10), %rsi
	cmpq %rsi, %r15
	jae .LBB_591
	movq 40(%r10), %rsi
	cmpq %rsi, %rdx
	jae .LBB_592
	movq 8(%r10), %rsi
	movq 32(%r10), %rdi
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, (%rdi,%rdx,8)
	incq %rdx
	addq $16, %rcx
	cmpq %rdx, %rax
	jne .LBB_125
	jmp .LBB_68
.LBB_128:
	movb %r14b, 32(%rsp)
	movq 8(%rsp), %rdi
	vcvtusi2sd %rdi, %xmm15, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r14, %r14
	leaq 1360(%rsp), %rcx
	cmovneq %rcx, %r14
	movq %r14, 128(%rsp)
	movabsq $144115188075855871, %rcx
	addq %rdi, %rcx
	movb $57, %sil
	bzhiq %rsi, %rcx, %rcx
	movq %rcx, 88(%rsp)
	incq %rcx
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movl %ecx, %r8d
	andl $7, %r8d
	movabsq $288230376151711736, %rsi
	andq %rsi, %rcx
	leaq 96(%r11,%rax), %rax
	movq %rax, 152(%rsp)
	movq %rdi, %rax
	negq %rax
	movq %rax, 56(%rsp)
	movq %r12, %rax
	subq %rdi, %rax
	movq %rax, 240(%rsp)
	movq %r8, 1664(%rsp)
	movl %r8d, %eax
	shll $7, %eax
	movl $1, %ebx
	xorl %edi, %edi
	movq %r15, 96(%rsp)
	jmp .LBB_130
.LBB_129:
	movq 72(%rsp), %rsi
	movq %rsi, %rbx
	movq 96(%rsp), %r15
	cmpq %r15, %rsi
	movq 248(%rsp), %r12
	jae .LBB_117
.LBB_130:
	movq 24(%rsp), %r9
	cmpq %r9, %rdi
	jae .LBB_135
	movq %rdi, %r8
	shlq $4, %r8
	addq 64(%rsp), %r8
.LBB_132:
	movq (%r8), %rsi
	cmpq %rbx, %rsi
	jae .LBB_136
	incq %rdi
	addq $16, %r8
	cmpq %rdi, %r9
	jne .LBB_132
	movq %r9, %rdi
	xorl %r9d, %r9d
	jmp .LBB_137
.LBB_135:
	xorl %r9d, %r9d
	jmp .LBB_137
.LBB_136:
	movl $1, %r9d
.LBB_137:
	cmpq %rbx, 176(%rsp)
	setae %r8b
	andb 32(%rsp), %r8b
	testq %r9, %r9
	jne .LBB_139
	movq %r15, %rbp
	testb %r8b, %r8b
	je .LBB_143
.LBB_139:
	movzbl %r8b, %r8d
	movl $2, %r11d
	subq %r9, %r11
	testb %r9b, %r9b
	movq 176(%rsp), %r14
	movq %r14, %rbp
	movq %r11, 256(%rsp)
	movq $2, 264(%rsp)
	movq %r9, 272(%rsp)
	movq %rsi, 280(%rsp)
	cmovneq %rsi, %rbp
	movq %r8, 288(%rsp)
	movq %r14, 296(%rsp)
	testq %r9, %r9
	je .LBB_143
	je .LBB_143
	shll $4, %r9d
	leaq 312(%rsp), %rsi
	subq %r9, %rsi
.LBB_142:
	movq %rbp, %r8
	incq %r11
	movq (%rsi), %rbp
	cmpq %rbp, %r8
	cmovbq %r8, %rbp
	cmpb $0, -8(%rsi)
	cmoveq %r8, %rbp
	addq $16, %rsi
	cmpq $2, %r11
	jne .LBB_142
.LBB_143:
	leaq 1(%rbp), %rsi
	cmpq %rsi, %r15
	movq %rsi, 72(%rsp)
	cmovbq %r15, %rsi
	vmovupd 1376(%rsp), %ymm3
	vmovupd 1408(%rsp), %ymm4
	vmovupd 1440(%rsp), %ymm5
	vmovupd 1472(%rsp), %ymm6
	vmovupd 400(%rsp), %ymm7
	vmovupd 432(%rsp), %ymm8
	vmovupd 464(%rsp), %ymm9
	vmovupd 496(%rsp), %ymm10
	subq %rbx, %rsi
	jbe .LBB_148
	movq %rbx, %r9
	shlq $7, %r9
	movq 152(%rsp), %r8
	leaq (%r8,%r9), %r11
	leaq (%r12,%rbx), %r15
	addq 696(%rsp), %r9
	addq 240(%rsp), %rbx
	shlq $7, %rbx
	addq 688(%rsp), %rbx
	xorl %r14d, %r14d
.LBB_145:
	cmpq %r13, %r15
	jae .LBB_583
	movq 56(%rsp), %r8
	addq %r15, %r8
	cmpq %r13, %r8
	jae .LBB_575
	vmovupd -96(%r9,%r14), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%rbx,%r14), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r11,%r14)
	vmovupd -64(%r9,%r14), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%rbx,%r14), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r11,%r14)
	vmovupd -32(%r9,%r14), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%rbx,%r14), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r11,%r14)
	vmovupd (%r9,%r14), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%rbx,%r14), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r11,%r14)
	subq $-128, %r14
	incq %r15
	decq %rsi
	jne .LBB_145
	jmp .LBB_149
.LBB_148:
	vmovddup 408(%rsp), %xmm11
	vmovsd %xmm7, %xmm11, %xmm7
	vinsertf128 $1, 416(%rsp), %ymm7, %ymm7
	vmovddup 440(%rsp), %xmm11
	vmovsd %xmm8, %xmm11, %xmm8
	vinsertf128 $1, 448(%rsp), %ymm8, %ymm8
	vmovddup 472(%rsp), %xmm11
	vmovsd %xmm9, %xmm11, %xmm9
	vinsertf128 $1, 480(%rsp), %ymm9, %ymm9
	vmovddup 504(%rsp), %xmm11
	vmovsd %xmm10, %xmm11, %xmm10
	vinsertf128 $1, 512(%rsp), %ymm10, %ymm10
.LBB_149:
	vmovupd %ymm3, 1376(%rsp)
	vmovupd %ymm4, 1408(%rsp)
	vmovupd %ymm5, 1440(%rsp)
	vmovupd %ymm6, 1472(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm8, 432(%rsp)
	vmovupd %ymm9, 464(%rsp)
	vmovupd %ymm10, 496(%rsp)
	cmpq 96(%rsp), %rbp
	jae .LBB_117
	cmpq 24(%rsp), %rdi
	ja .LBB_550
	movq %rdi, %rsi
	shlq $4, %rsi
	addq 64(%rsp), %rsi
	leaq (%rbp,%r12), %r11
	leaq 1(%rbp,%r12), %r9
	movq %r9, 160(%rsp)
	subq 8(%rsp), %r9
	setb %r8b
	movq %r11, 392(%rsp)
	cmpq %r13, %r11
	setae %bl
	movq %r9, 136(%rsp)
	shlq $7, %r9
	addq 16(%rsp), %r9
	movq %r9, 40(%rsp)
	movq %rbp, %r12
	shlq $7, %r12
	addq %rdx, %r12
	orb %r8b, %bl
	xorl %r11d, %r11d
	movq 128(%rsp), %r15
	jmp .LBB_154
.LBB_152:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r15
	jae .LBB_582
.LBB_153:
	vmovsd %xmm4, 1376(%rsp,%r15,8)
	vmovsd %xmm3, 400(%rsp,%r15,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%r12,%r15,8)
	movq %r14, %r15
	movq %r9, %rsi
	movq 48(%rsp), %r13
.LBB_154:
	testb %r11b, %r11b
	je .LBB_163
	movq %rsi, %r9
.LBB_156:
	testq %r15, %r15
	je .LBB_129
	cmpq %rbp, (%r15)
	jne .LBB_129
	movb $2, %r11b
	xorl %r14d, %r14d
	movq %r15, %rsi
	testb %bl, %bl
	jne .LBB_540
.LBB_159:
	movq 8(%rsi), %r15
	cmpq $0, 8(%rsp)
	je .LBB_152
	cmpq $15, %r15
	ja .LBB_580
	cmpq $7, 88(%rsp)
	jae .LBB_166
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %esi, %esi
	movq 40(%rsp), %r13
	jmp .LBB_169
.LBB_163:
	movq 104(%rsp), %r8
	movq %r8, %r9
	cmpq %r8, %rsi
	je .LBB_156
	leaq 16(%rsi), %r9
	cmpq %rbp, (%rsi)
	jne .LBB_156
	xorl %r11d, %r11d
	movq %r15, %r14
	testb %bl, %bl
	je .LBB_159
	jmp .LBB_540
.LBB_166:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %esi, %esi
	movq 40(%rsp), %r13
.LBB_167:
	leaq 1(%rsi), %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd (%r13,%r15,8), %xmm6
	vmovsd 128(%r13,%r15,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rsi), %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rsi), %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%r13,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rsi), %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd 384(%r13,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rsi), %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd 512(%r13,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rsi), %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd 640(%r13,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rsi), %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd 768(%r13,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rsi
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vmovsd 896(%r13,%r15,8), %xmm6
	addq $1024, %r13
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rsi, %rcx
	jne .LBB_167
	cmpq $0, 1664(%rsp)
	je .LBB_153
.LBB_169:
	incq %rsi
	leaq (%r13,%r15,8), %r13
	xorl %r8d, %r8d
.LBB_170:
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vmovsd (%r13,%r8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rsi
	subq $-128, %r8
	cmpq %r8, %rax
	jne .LBB_170
	jmp .LBB_153
.LBB_171:
	decq 704(%rsp)
	movq 120(%rsp), %rax
	movq 168(%rsp), %rcx
	movq 1304(%rsp), %rdx
	movq 1312(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_175
.LBB_172:
	xorl %r10d, %r10d
.LBB_173:
	movq 80(%rsp), %rbx
.LBB_174:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 400(%rsp,%r9)
	movq %r11, 408(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_193
.LBB_175:
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	leaq 1025(%rax,%r9), %r10
	addq %rax, %r9
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpq %rcx, %r9
	setae %r11b
	movq %r10, %rbx
	subq %r9, %rbx
	cmpq $1025, %rbx
	setne %bl
	orb %r11b, %bl
	jne .LBB_172
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_182
	cmpq $1, %rsi
	jne .LBB_179
	xorl %r11d, %r11d
	jmp .LBB_181
.LBB_179:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_180:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_180
.LBB_181:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
.LBB_182:
	shlq $3, %r11
.LBB_183:
	cmpq %r11, %rdi
	je .LBB_186
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_186
	movabsq $1151796703138937857, %r14
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_183
	jmp .LBB_172
.LBB_186:
	movl $1, %r10d
	testq %rsi, %rsi
	movq 80(%rsp), %rbx
	je .LBB_189
	cmpq $1, %rsi
	jne .LBB_190
	xorl %r11d, %r11d
	jmp .LBB_192
.LBB_189:
	movq $-1, %r11
	jmp .LBB_174
.LBB_190:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_191:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_191
.LBB_192:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_173
.LBB_193:
	vmovups 624(%rsp), %ymm0
	vmovups %ymm0, 1600(%rsp)
	vmovups 592(%rsp), %ymm0
	vmovups %ymm0, 1568(%rsp)
	vmovups 560(%rsp), %ymm0
	vmovups %ymm0, 1536(%rsp)
	vmovups 528(%rsp), %ymm0
	vmovups %ymm0, 1504(%rsp)
	vmovupd 400(%rsp), %ymm0
	vmovups 464(%rsp), %ymm1
	vmovupd 496(%rsp), %ymm2
	vmovupd %ymm2, 1472(%rsp)
	vmovups %ymm1, 1440(%rsp)
	vmovupd 432(%rsp), %ymm1
	vmovupd %ymm1, 1408(%rsp)
	vmovupd %ymm0, 1376(%rsp)
	testq %rbx, %rbx
	je .LBB_529
	movq 384(%rsp), %rdx
	xorl %ecx, %ecx
	jmp .LBB_196
.LBB_195:
	movzbl 16399(%r8), %eax
	movb %al, 32(%r9)
	movq 672(%rsp), %rax
	movq %rax, %rdx
	movq 968(%rsp), %rcx
	cmpq 680(%rsp), %rax
	je .LBB_529
.LBB_196:
	movq %rcx, 240(%rsp)
	movq %rdx, 88(%rsp)
	movq 16(%rdx), %r10
	testq %r10, %r10
	js .LBB_599
	movq 88(%rsp), %rax
	movq (%rax), %rcx
	movq 8(%rax), %rsi
	movq %rcx, %rax
	orq %rsi, %rax
	js .LBB_599
	leaq -1(%rcx), %rdx
	leaq -1(%rsi), %rax
	cmpq %rax, %rdx
	cmovaq %rdx, %rax
	movq 88(%rsp), %rdx
	movq 24(%rdx), %rdi
	testq %rdi, %rdi
	js .LBB_599
	movq 88(%rsp), %r8
	movq 32(%r8), %rdx
	movq 40(%r8), %r8
	movq %rdx, %r9
	orq %r8, %r9
	js .LBB_599
	movq 736(%rsp), %r9
	movq %r9, 72(%rsp)
	movq %r10, 8(%rsp)
	leaq -1(%r10,%rax), %rax
	decq %rdx
	decq %r8
	cmpq %r8, %rdx
	cmovaq %rdx, %r8
	leaq -1(%rdi), %rdx
	cmpq %rdx, %r8
	cmovbeq %rdx, %r8
	movq 120(%rsp), %r9
	movq %rax, %rdx
	subq %r9, %rdx
	setb %r11b
	movq 744(%rsp), %r15
	leaq 16400(%r9), %r10
	cmpq %r10, %rax
	setae %al
	orb %r11b, %al
	jne .LBB_203
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %r11
	shlq $10, %r11
	addq %rax, %r11
	subq %r11, %rdx
	movq %rdx, 32(%rsp)
	je .LBB_203
	movl $1, %edx
	movq %rdx, 16(%rsp)
	jmp .LBB_204
.LBB_203:
	movq $0, 16(%rsp)
.LBB_204:
	leaq -1(%rdi,%r8), %r8
	movq %r8, %rdx
	subq %r9, %rdx
	setb %dil
	cmpq %r10, %r8
	setae %r8b
	orb %dil, %r8b
	movq 240(%rsp), %r8
	jne .LBB_207
	movabsq $1151796703138937857, %rdi
	mulxq %rdi, %r9, %r9
	shrq $6, %r9
	movq %r9, %rdi
	shlq $10, %rdi
	addq %r9, %rdi
	subq %rdi, %rdx
	movq %rdx, 392(%rsp)
	je .LBB_207
	movq %r9, 960(%rsp)
	movl $1, %edx
	movq %rdx, 128(%rsp)
	jmp .LBB_208
.LBB_207:
	movq $0, 128(%rsp)
.LBB_208:
	movq 784(%rsp), %r12
	testq %r12, %r12
	je .LBB_597
	movq 88(%rsp), %rdx
	addq $48, %rdx
	movq %rdx, 672(%rsp)
	leaq 1(%r8), %rdx
	movq %rdx, 968(%rsp)
	movq 208(%rsp), %r14
	movq 792(%rsp), %r13
	movq %r13, %rdx
	movq %r12, %rdi
.LBB_210:
	movzwl 626(%rdi), %r9d
	movl %r9d, %r8d
	shll $4, %r8d
	leaq (%r8,%r8,2), %r11
	movq $-1, %r8
	xorl %r10d, %r10d
.LBB_211:
	cmpq %r10, %r11
	je .LBB_214
	cmpq 544(%rdi,%r8,8), %rsi
	seta %bl
	sbbb $0, %bl
	addq $48, %r10
	incq %r8
	cmpb $1, %bl
	je .LBB_211
	movzbl %bl, %r9d
	testl %r9d, %r9d
	jne .LBB_215
	jmp .LBB_217
.LBB_214:
	movq %r9, %r8
.LBB_215:
	subq $1, %rdx
	jb .LBB_597
	movq 632(%rdi,%r8,8), %rdi
	jmp .LBB_210
.LBB_217:
	movq %r14, 24(%rsp)
	movq -40(%rdi,%r10), %rdx
	movq -32(%rdi,%r10), %rsi
	movq %r13, %r8
	movq %r12, %rdi
.LBB_218:
	movzwl 626(%rdi), %r11d
	movl %r11d, %r9d
	shll $4, %r9d
	leaq (%r9,%r9,2), %rbx
	movq $-1, %r9
	xorl %r10d, %r10d
.LBB_219:
	cmpq %r10, %rbx
	je .LBB_222
	cmpq 544(%rdi,%r9,8), %rcx
	seta %bpl
	sbbb $0, %bpl
	addq $48, %r10
	incq %r9
	cmpb $1, %bpl
	je .LBB_219
	movzbl %bpl, %r11d
	testl %r11d, %r11d
	jne .LBB_223
	jmp .LBB_225
.LBB_222:
	movq %r11, %r9
.LBB_223:
	subq $1, %r8
	jb .LBB_597
	movq 632(%rdi,%r9,8), %rdi
	jmp .LBB_218
.LBB_225:
	movq %r13, 152(%rsp)
	movq %r12, 160(%rsp)
	movq -32(%rdi,%r10), %rcx
	movq 1048(%rsp), %r9
	movq 1056(%rsp), %r13
	cmpq %r13, %rsi
	cmovaeq %r13, %rsi
	cmpq %rsi, %rcx
	cmovbq %rcx, %rsi
	testq %rsi, %rsi
	movq 24(%rsp), %rbp
	movq 8(%rsp), %r11
	je .LBB_239
	movq -40(%rdi,%r10), %rcx
	shlq $4, %rsi
	cmpq $1, %rsi
	movq %rsi, %rdi
	adcq $0, %rdi
	testq %rsi, %rsi
	je .LBB_232
	movq %r9, %r8
	subq %rdx, %r8
	cmpq $64, %r8
	jb .LBB_526
	movq %r9, %r10
	subq %rcx, %r10
	movl $0, %r8d
	cmpq $64, %r10
	jb .LBB_233
	movq %rdi, %r8
	andq $-16, %r8
	xorl %r10d, %r10d
.LBB_230:
	vmovupd (%rdx,%r10,8), %ymm0
	vmovupd 32(%rdx,%r10,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rcx,%r10,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%r10,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r9,%r10,8)
	vmovupd %ymm1, 32(%r9,%r10,8)
	addq $8, %r10
	cmpq %r10, %r8
	jne .LBB_230
	cmpq %r8, %rsi
	jne .LBB_233
	jmp .LBB_238
.LBB_232:
	xorl %r8d, %r8d
.LBB_233:
	movq %rdi, %r11
	movq %r8, %r10
	andq $1, %r11
	je .LBB_236
.LBB_234:
	movq %r8, %r10
.LBB_235:
	vmovsd (%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r10,8)
	incq %r10
	decq %r11
	jne .LBB_235
.LBB_236:
	subq %rdi, %r8
	cmpq $-8, %r8
	ja .LBB_238
.LBB_237:
	vmovsd (%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r10,8)
	vmovsd 8(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 8(%rcx,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r9,%r10,8)
	vmovsd 16(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 16(%rcx,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r9,%r10,8)
	vmovsd 24(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 24(%rcx,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r9,%r10,8)
	vmovsd 32(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 32(%rcx,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r9,%r10,8)
	vmovsd 40(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 40(%rcx,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r9,%r10,8)
	vmovsd 48(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 48(%rcx,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r9,%r10,8)
	vmovsd 56(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 56(%rcx,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r9,%r10,8)
	addq $8, %r10
	cmpq %r10, %rsi
	jne .LBB_237
.LBB_238:
	movq 88(%rsp), %rcx
	movq 16(%rcx), %r11
.LBB_239:
	testq %r11, %r11
	js .LBB_599
	movq 16(%rsp), %rcx
	movq %rcx, 808(%rsp)
	movq 32(%rsp), %rcx
	movq %rcx, 816(%rsp)
	movq %rax, 824(%rsp)
	movq 1072(%rsp), %r8
	movq 1080(%rsp), %r14
	cmpq $1, %r11
	movq %r15, 752(%rsp)
	jne .LBB_245
	movq %r13, %rax
	subq %rbp, %rax
	jb .LBB_563
	cmpq %r14, %rax
	cmovbq %rax, %r14
	testq %r14, %r14
	je .LBB_258
	movq %rbp, %rax
	shlq $7, %rax
	addq %rax, %r9
	movl $120, %eax
.LBB_244:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -120(%r8,%rax)
	vaddsd -112(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -112(%r8,%rax)
	vaddsd -104(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -104(%r8,%rax)
	vaddsd -96(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -96(%r8,%rax)
	vaddsd -88(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -88(%r8,%rax)
	vaddsd -80(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -80(%r8,%rax)
	vaddsd -72(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -72(%r8,%rax)
	vaddsd -64(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -64(%r8,%rax)
	vaddsd -56(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -56(%r8,%rax)
	vaddsd -48(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -48(%r8,%rax)
	vaddsd -40(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -40(%r8,%rax)
	vaddsd -32(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -32(%r8,%rax)
	vaddsd -24(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -24(%r8,%rax)
	vaddsd -16(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -16(%r8,%rax)
	vaddsd -8(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -8(%r8,%rax)
	vaddsd (%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, (%r8,%rax)
	subq $-128, %rax
	decq %r14
	jne .LBB_244
	jmp .LBB_258
.LBB_245:
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 496(%rsp)
	vmovupd %ymm1, 464(%rsp)
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm1, 400(%rsp)
	leaq 1(%r11), %rax
	imulq %r11, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 352(%rsp)
	leaq 1(%rbp), %rax
	movq %rax, %rdi
	subq %r11, %rdi
	cmpq %rbp, %r13
	movb $57, %cl
	jbe .LBB_569
	cmpq %r11, %rax
	jb .LBB_565
	testq %r11, %r11
	je .LBB_256
	shlq $7, %rdi
	addq %r9, %rdi
	vmovupd 256(%rsp), %ymm8
	vmovupd 288(%rsp), %ymm7
	vmovupd 320(%rsp), %ymm6
	vmovupd 352(%rsp), %ymm5
	vmovupd 400(%rsp), %ymm1
	vmovupd 496(%rsp), %ymm2
	vmovsd 448(%rsp), %xmm3
	vinsertf128 $1, %xmm3, %ymm0, %ymm3
	vblendpd $3, 432(%rsp), %ymm3, %ymm3
	vxorpd %xmm4, %xmm4, %xmm4
	vmovhpd 472(%rsp), %xmm4, %xmm4
	vinsertf128 $1, 480(%rsp), %ymm4, %ymm4
	bzhiq %rcx, %r11, %rax
	cmpq $1, %rax
	jne .LBB_250
	xorl %eax, %eax
	jmp .LBB_254
.LBB_250:
	movabsq $144115188075855871, %rax
	addq %r11, %rax
	bzhiq %rcx, %rax, %rcx
	incq %rcx
	movq %rcx, %rdx
	andq $-2, %rdx
	negq %rdx
	movl $2, %eax
.LBB_251:
	leaq -1(%rax), %rsi
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vaddpd %ymm3, %ymm11, %ymm3
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm6, %ymm10, %ymm6
	vaddpd %ymm4, %ymm12, %ymm4
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm13, %ymm2
	vcvtsi2sd %rax, %xmm15, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm7, %ymm11, %ymm7
	vaddpd %ymm3, %ymm10, %ymm3
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vaddpd %ymm4, %ymm10, %ymm4
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm10, %ymm2
	addq $256, %rdi
	leaq 2(%rdx,%rax), %rsi
	addq $2, %rax
	cmpq $2, %rsi
	jne .LBB_251
	vmovupd %ymm8, 256(%rsp)
	vmovupd %ymm7, 288(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm5, 352(%rsp)
	testb $1, %cl
	je .LBB_255
	addq $-2, %rax
.LBB_254:
	incq %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vmovupd (%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vmovupd %ymm8, 256(%rsp)
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 32(%rdi), %ymm8
	vmulpd %ymm9, %ymm8, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd %ymm7, 288(%rsp)
	vaddpd %ymm3, %ymm8, %ymm3
	vmovupd 64(%rdi), %ymm7
	vmulpd %ymm7, %ymm9, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd %ymm6, 320(%rsp)
	vaddpd %ymm4, %ymm7, %ymm4
	vmovupd 96(%rdi), %ymm6
	vmulpd %ymm6, %ymm9, %ymm7
	vaddpd %ymm7, %ymm5, %ymm5
	vmovupd %ymm5, 352(%rsp)
	vaddpd %ymm2, %ymm6, %ymm2
.LBB_255:
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm3, 432(%rsp)
	vmovupd %ymm4, 464(%rsp)
	vmovupd %ymm2, 496(%rsp)
.LBB_256:
	movq %r11, 8(%rsp)
	testq %r14, %r14
	je .LBB_600
	vmovupd 256(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, (%r8)
	vmovupd 288(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%r8)
	vmovupd 320(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%r8)
	vmovupd 352(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%r8)
	cmpq $1, %r14
	jne .LBB_293
.LBB_258:
	movq 88(%rsp), %rax
	movq 32(%rax), %rax
	testq %rax, %rax
	vmovsd .LCPI_3(%rip), %xmm1
	js .LBB_599
	movq 152(%rsp), %rdx
	movq 160(%rsp), %rcx
.LBB_260:
	movzwl 626(%rcx), %r8d
	movl %r8d, %esi
	shll $4, %esi
	leaq (%rsi,%rsi,2), %r9
	movq $-1, %rsi
	xorl %edi, %edi
.LBB_261:
	cmpq %rdi, %r9
	je .LBB_264
	cmpq 544(%rcx,%rsi,8), %rax
	seta %r10b
	sbbb $0, %r10b
	addq $48, %rdi
	incq %rsi
	cmpb $1, %r10b
	je .LBB_261
	movzbl %r10b, %r8d
	testl %r8d, %r8d
	jne .LBB_265
	jmp .LBB_267
.LBB_264:
	movq %r8, %rsi
.LBB_265:
	subq $1, %rdx
	jb .LBB_597
	movq 632(%rcx,%rsi,8), %rcx
	jmp .LBB_260
.LBB_267:
	movq 88(%rsp), %rax
	movq 40(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_599
	movq -40(%rcx,%rdi), %rax
	movq -32(%rcx,%rdi), %rcx
	movq 152(%rsp), %rdi
	movq 160(%rsp), %rsi
.LBB_269:
	movzwl 626(%rsi), %r9d
	movl %r9d, %r8d
	shll $4, %r8d
	leaq (%r8,%r8,2), %r11
	movq $-1, %r8
	xorl %r10d, %r10d
.LBB_270:
	cmpq %r10, %r11
	je .LBB_273
	cmpq 544(%rsi,%r8,8), %rdx
	seta %bl
	sbbb $0, %bl
	addq $48, %r10
	incq %r8
	cmpb $1, %bl
	je .LBB_270
	movzbl %bl, %r9d
	testl %r9d, %r9d
	jne .LBB_274
	jmp .LBB_276
.LBB_273:
	movq %r9, %r8
.LBB_274:
	subq $1, %rdi
	jb .LBB_597
	movq 632(%rsi,%r8,8), %rsi
	jmp .LBB_269
.LBB_276:
	movq 88(%rsp), %rdx
	movq 24(%rdx), %r12
	testq %r12, %r12
	js .LBB_599
	movq -40(%rsi,%r10), %rdx
	movq -32(%rsi,%r10), %rsi
	movq 160(%rsp), %rbx
	movq 152(%rsp), %r14
.LBB_278:
	movzwl 626(%rbx), %r9d
	movl %r9d, %edi
	shll $4, %edi
	leaq (%rdi,%rdi,2), %r10
	movq $-1, %r8
	xorl %edi, %edi
.LBB_279:
	cmpq %rdi, %r10
	je .LBB_282
	cmpq 544(%rbx,%r8,8), %r12
	seta %r11b
	sbbb $0, %r11b
	addq $48, %rdi
	incq %r8
	cmpb $1, %r11b
	je .LBB_279
	movzbl %r11b, %r9d
	testl %r9d, %r9d
	jne .LBB_283
	jmp .LBB_285
.LBB_282:
	movq %r9, %r8
.LBB_283:
	subq $1, %r14
	jb .LBB_597
	movq 632(%rbx,%r8,8), %rbx
	jmp .LBB_278
.LBB_285:
	movq %r12, 40(%rsp)
	movq -32(%rbx,%rdi), %r8
	movq 1048(%rsp), %r9
	movq 1056(%rsp), %r13
	cmpq %r13, %rcx
	cmovaeq %r13, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	testq %rcx, %rcx
	je .LBB_343
	movq -40(%rbx,%rdi), %rsi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %rdi
	adcq $0, %rdi
	testq %rcx, %rcx
	je .LBB_337
	movq %r9, %r8
	subq %rax, %r8
	cmpq $64, %r8
	jb .LBB_337
	movq %r9, %r8
	subq %rdx, %r8
	cmpq $64, %r8
	jb .LBB_337
	movq %r9, %r10
	subq %rsi, %r10
	movl $0, %r8d
	cmpq $64, %r10
	jb .LBB_338
	movq %rdi, %r8
	andq $-16, %r8
	xorl %r10d, %r10d
	vbroadcastsd .LCPI_3(%rip), %ymm2
.LBB_291:
	vmulpd (%rax,%r10,8), %ymm2, %ymm0
	vmulpd 32(%rax,%r10,8), %ymm2, %ymm1
	vsubpd (%rdx,%r10,8), %ymm0, %ymm0
	vsubpd 32(%rdx,%r10,8), %ymm1, %ymm1
	vsubpd (%rsi,%r10,8), %ymm0, %ymm0
	vsubpd 32(%rsi,%r10,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r9,%r10,8)
	vmovupd %ymm1, 32(%r9,%r10,8)
	addq $8, %r10
	cmpq %r10, %r8
	jne .LBB_291
	cmpq %r8, %rcx
	vmovsd .LCPI_3(%rip), %xmm1
	jne .LBB_338
	jmp .LBB_343
.LBB_337:
	xorl %r8d, %r8d
.LBB_338:
	movq %rdi, %r11
	movq %r8, %r10
	andq $1, %r11
	je .LBB_341
	movq %r8, %r10
.LBB_340:
	vmulsd (%rax,%r10,8), %xmm1, %xmm0
	vsubsd (%rdx,%r10,8), %xmm0, %xmm0
	vsubsd (%rsi,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r10,8)
	incq %r10
	decq %r11
	jne .LBB_340
.LBB_341:
	subq %rdi, %r8
	cmpq $-4, %r8
	ja .LBB_343
.LBB_342:
	vmulsd (%rax,%r10,8), %xmm1, %xmm0
	vsubsd (%rdx,%r10,8), %xmm0, %xmm0
	vsubsd (%rsi,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r10,8)
	vmulsd 8(%rax,%r10,8), %xmm1, %xmm0
	vsubsd 8(%rdx,%r10,8), %xmm0, %xmm0
	vsubsd 8(%rsi,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r9,%r10,8)
	vmulsd 16(%rax,%r10,8), %xmm1, %xmm0
	vsubsd 16(%rdx,%r10,8), %xmm0, %xmm0
	vsubsd 16(%rsi,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r9,%r10,8)
	vmulsd 24(%rax,%r10,8), %xmm1, %xmm0
	vsubsd 24(%rdx,%r10,8), %xmm0, %xmm0
	vsubsd 24(%rsi,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r9,%r10,8)
	addq $4, %r10
	cmpq %r10, %rcx
	jne .LBB_342
.LBB_343:
	movq 128(%rsp), %rax
	movq %rax, 808(%rsp)
	movq 392(%rsp), %rax
	movq %rax, 816(%rsp)
	movq 960(%rsp), %rax
	movq %rax, 824(%rsp)
	movq 1096(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 1104(%rsp), %r8
	movq 40(%rsp), %rdx
	cmpq $1, %rdx
	movq %r8, 8(%rsp)
	jne .LBB_348
	movq %r13, %rax
	subq %rbp, %rax
	jb .LBB_563
	cmpq %r8, %rax
	cmovaeq %r8, %rax
	testq %rax, %rax
	je .LBB_361
	shlq $7, %rbp
	addq %rbp, %r9
	movl $120, %ecx
.LBB_347:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%r9,%rcx), %xmm1, %xmm0
	movq 32(%rsp), %rdx
	vmovsd %xmm0, -120(%rdx,%rcx)
	vaddsd -112(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rdx,%rcx)
	vaddsd -104(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rdx,%rcx)
	vaddsd -96(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rdx,%rcx)
	vaddsd -88(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rdx,%rcx)
	vaddsd -80(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rdx,%rcx)
	vaddsd -72(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rdx,%rcx)
	vaddsd -64(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rdx,%rcx)
	vaddsd -56(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rdx,%rcx)
	vaddsd -48(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rdx,%rcx)
	vaddsd -40(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rdx,%rcx)
	vaddsd -32(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rdx,%rcx)
	vaddsd -24(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rdx,%rcx)
	vaddsd -16(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rdx,%rcx)
	vaddsd -8(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rdx,%rcx)
	vaddsd (%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, (%rdx,%rcx)
	subq $-128, %rcx
	decq %rax
	jne .LBB_347
	jmp .LBB_361
.LBB_348:
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 496(%rsp)
	vmovupd %ymm1, 464(%rsp)
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm1, 400(%rsp)
	leaq 1(%rdx), %rax
	imulq %rdx, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 352(%rsp)
	leaq 1(%rbp), %rax
	movq %rax, %rdi
	subq %rdx, %rdi
	cmpq %rbp, %r13
	jbe .LBB_569
	cmpq %rdx, %rax
	movb $57, %cl
	jb .LBB_565
	testq %rdx, %rdx
	je .LBB_359
	shlq $7, %rdi
	addq %r9, %rdi
	vmovupd 256(%rsp), %ymm8
	vmovupd 288(%rsp), %ymm7
	vmovupd 320(%rsp), %ymm6
	vmovupd 352(%rsp), %ymm5
	vmovupd 400(%rsp), %ymm1
	vmovupd 496(%rsp), %ymm2
	vmovsd 448(%rsp), %xmm3
	vinsertf128 $1, %xmm3, %ymm0, %ymm3
	vblendpd $3, 432(%rsp), %ymm3, %ymm3
	vxorpd %xmm4, %xmm4, %xmm4
	vmovhpd 472(%rsp), %xmm4, %xmm4
	vinsertf128 $1, 480(%rsp), %ymm4, %ymm4
	movq 40(%rsp), %rdx
	bzhiq %rcx, %rdx, %rax
	cmpq $1, %rax
	jne .LBB_353
	xorl %eax, %eax
	jmp .LBB_357
.LBB_293:
	movq 16(%rsp), %rcx
	movb %cl, 232(%rsp)
	movq 8(%rsp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r15, %rax
	shlq $4, %rax
	addq 72(%rsp), %rax
	movq %rax, 1664(%rsp)
	testq %rcx, %rcx
	leaq 816(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 16(%rsp)
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rax
	movq %rax, 104(%rsp)
	incq %rax
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movl %eax, %r11d
	andl $7, %r11d
	movabsq $288230376151711736, %rcx
	andq %rcx, %rax
	movq %rbp, %rcx
	shlq $7, %rcx
	leaq 96(%r9,%rcx), %rcx
	movq %rcx, 696(%rsp)
	movq %rdx, %rcx
	negq %rcx
	movq %rcx, 56(%rsp)
	movq %rbp, %rcx
	subq %rdx, %rcx
	movq %rcx, 688(%rsp)
	movq %r11, 96(%rsp)
	shll $7, %r11d
	movl $1, %ebx
	xorl %edi, %edi
	movq %r14, 176(%rsp)
	movq %r13, 48(%rsp)
	jmp .LBB_295
.LBB_294:
	movq 64(%rsp), %rcx
	movq %rcx, %rbx
	movq 176(%rsp), %r14
	cmpq %r14, %rcx
	movq 48(%rsp), %r13
	movq 752(%rsp), %r15
	jae .LBB_258
.LBB_295:
	cmpq %r15, %rdi
	jae .LBB_300
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 72(%rsp), %rcx
.LBB_297:
	movq (%rcx), %rdx
	cmpq %rbx, %rdx
	jae .LBB_301
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r15
	jne .LBB_297
	movq %r15, %rdi
	xorl %esi, %esi
	jmp .LBB_302
.LBB_300:
	xorl %esi, %esi
	jmp .LBB_302
.LBB_301:
	movl $1, %esi
.LBB_302:
	movq 32(%rsp), %r15
	cmpq %rbx, %r15
	setae %r10b
	andb 232(%rsp), %r10b
	testq %rsi, %rsi
	jne .LBB_304
	movq %r14, %rcx
	testb %r10b, %r10b
	je .LBB_309
.LBB_304:
	movzbl %r10b, %r14d
	movl $2, %r10d
	subq %rsi, %r10
	testb %sil, %sil
	movq %r15, %rcx
	movq %r10, 880(%rsp)
	movq $2, 888(%rsp)
	movq %rsi, 896(%rsp)
	movq %rdx, 904(%rsp)
	cmovneq %rdx, %rcx
	movq %r14, 912(%rsp)
	movq %r15, 920(%rsp)
	testq %rsi, %rsi
	je .LBB_308
	je .LBB_308
	shll $4, %esi
	leaq 936(%rsp), %rdx
	subq %rsi, %rdx
.LBB_307:
	movq %rcx, %rsi
	incq %r10
	movq (%rdx), %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	cmpb $0, -8(%rdx)
	cmoveq %rsi, %rcx
	addq $16, %rdx
	cmpq $2, %r10
	jne .LBB_307
.LBB_308:
	movq 176(%rsp), %r14
.LBB_309:
	leaq 1(%rcx), %rdx
	cmpq %rdx, %r14
	movq %rdx, 64(%rsp)
	cmovbq %r14, %rdx
	vmovupd 256(%rsp), %ymm3
	vmovupd 288(%rsp), %ymm4
	vmovupd 320(%rsp), %ymm5
	vmovupd 352(%rsp), %ymm6
	vmovupd 400(%rsp), %ymm7
	vmovupd 432(%rsp), %ymm8
	vmovupd 464(%rsp), %ymm9
	vmovupd 496(%rsp), %ymm10
	subq %rbx, %rdx
	jbe .LBB_314
	movq %rbx, %rsi
	shlq $7, %rsi
	leaq 96(%r8), %r10
	addq %rsi, %r10
	leaq (%rbp,%rbx), %r15
	addq 696(%rsp), %rsi
	addq 688(%rsp), %rbx
	shlq $7, %rbx
	leaq 96(%r9), %r14
	addq %r14, %rbx
	xorl %r14d, %r14d
.LBB_311:
	cmpq %r13, %r15
	jae .LBB_583
	movq 56(%rsp), %r12
	addq %r15, %r12
	cmpq %r13, %r12
	jae .LBB_575
	vmovupd -96(%rsi,%r14), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%rbx,%r14), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r10,%r14)
	vmovupd -64(%rsi,%r14), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%rbx,%r14), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r10,%r14)
	vmovupd -32(%rsi,%r14), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%rbx,%r14), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r10,%r14)
	vmovupd (%rsi,%r14), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%rbx,%r14), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r10,%r14)
	subq $-128, %r14
	incq %r15
	decq %rdx
	jne .LBB_311
	jmp .LBB_315
.LBB_314:
	vmovddup 408(%rsp), %xmm11
	vmovsd %xmm7, %xmm11, %xmm7
	vinsertf128 $1, 416(%rsp), %ymm7, %ymm7
	vmovddup 440(%rsp), %xmm11
	vmovsd %xmm8, %xmm11, %xmm8
	vinsertf128 $1, 448(%rsp), %ymm8, %ymm8
	vmovddup 472(%rsp), %xmm11
	vmovsd %xmm9, %xmm11, %xmm9
	vinsertf128 $1, 480(%rsp), %ymm9, %ymm9
	vmovddup 504(%rsp), %xmm11
	vmovsd %xmm10, %xmm11, %xmm10
	vinsertf128 $1, 512(%rsp), %ymm10, %ymm10
.LBB_315:
	vmovupd %ymm3, 256(%rsp)
	vmovupd %ymm4, 288(%rsp)
	vmovupd %ymm5, 320(%rsp)
	vmovupd %ymm6, 352(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm8, 432(%rsp)
	vmovupd %ymm9, 464(%rsp)
	vmovupd %ymm10, 496(%rsp)
	cmpq 176(%rsp), %rcx
	movq 752(%rsp), %r15
	jae .LBB_258
	cmpq %r15, %rdi
	ja .LBB_553
	movq %rdi, %rsi
	shlq $4, %rsi
	addq 72(%rsp), %rsi
	leaq (%rcx,%rbp), %rbx
	leaq 1(%rcx,%rbp), %r10
	movq %r10, 216(%rsp)
	subq 8(%rsp), %r10
	setb %dl
	movq %rbx, 224(%rsp)
	cmpq %r13, %rbx
	setae %bl
	movq %r10, 136(%rsp)
	shlq $7, %r10
	addq %r9, %r10
	movq %r10, 40(%rsp)
	movq %rcx, %r14
	shlq $7, %r14
	addq %r8, %r14
	orb %dl, %bl
	xorl %r12d, %r12d
	movq 16(%rsp), %r15
	jmp .LBB_320
.LBB_318:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r15
	jae .LBB_582
.LBB_319:
	vmovsd %xmm4, 256(%rsp,%r15,8)
	vmovsd %xmm3, 400(%rsp,%r15,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%r14,%r15,8)
	movq %r10, %r15
	movq %r13, %rsi
	movq 24(%rsp), %rbp
.LBB_320:
	testb %r12b, %r12b
	je .LBB_329
	movq %rsi, %r13
.LBB_322:
	testq %r15, %r15
	je .LBB_294
	cmpq %rcx, (%r15)
	jne .LBB_294
	movb $2, %r12b
	xorl %r10d, %r10d
	movq %r15, %rsi
	testb %bl, %bl
	jne .LBB_542
.LBB_325:
	movq 8(%rsi), %r15
	cmpq $0, 8(%rsp)
	je .LBB_318
	cmpq $15, %r15
	ja .LBB_580
	cmpq $7, 104(%rsp)
	jae .LBB_332
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebp, %ebp
	movq 40(%rsp), %rsi
	jmp .LBB_335
.LBB_329:
	movq 1664(%rsp), %rdx
	movq %rdx, %r13
	cmpq %rdx, %rsi
	je .LBB_322
	leaq 16(%rsi), %r13
	cmpq %rcx, (%rsi)
	jne .LBB_322
	xorl %r12d, %r12d
	movq %r15, %r10
	testb %bl, %bl
	je .LBB_325
	jmp .LBB_542
.LBB_332:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebp, %ebp
	movq 40(%rsp), %rsi
.LBB_333:
	leaq 1(%rbp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vmovsd (%rsi,%r15,8), %xmm6
	vmovsd 128(%rsi,%r15,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rbp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rbp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rbp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vmovsd 384(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rbp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vmovsd 512(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rbp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vmovsd 640(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rbp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vmovsd 768(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rbp
	vcvtsi2sd %rbp, %xmm15, %xmm5
	vmovsd 896(%rsi,%r15,8), %xmm6
	addq $1024, %rsi
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rbp, %rax
	jne .LBB_333
	cmpq $0, 96(%rsp)
	je .LBB_319
.LBB_335:
	incq %rbp
	leaq (%rsi,%r15,8), %rsi
	xorl %edx, %edx
.LBB_336:
	vcvtsi2sd %rbp, %xmm15, %xmm5
	vmovsd (%rsi,%rdx), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rbp
	subq $-128, %rdx
	cmpq %rdx, %r11
	jne .LBB_336
	jmp .LBB_319
.LBB_353:
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rcx
	incq %rcx
	movq %rcx, %rdx
	andq $-2, %rdx
	negq %rdx
	movl $2, %eax
.LBB_354:
	leaq -1(%rax), %rsi
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vaddpd %ymm3, %ymm11, %ymm3
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm6, %ymm10, %ymm6
	vaddpd %ymm4, %ymm12, %ymm4
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm13, %ymm2
	vcvtsi2sd %rax, %xmm15, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm7, %ymm11, %ymm7
	vaddpd %ymm3, %ymm10, %ymm3
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vaddpd %ymm4, %ymm10, %ymm4
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm10, %ymm2
	addq $256, %rdi
	leaq 2(%rdx,%rax), %rsi
	addq $2, %rax
	cmpq $2, %rsi
	jne .LBB_354
	vmovupd %ymm8, 256(%rsp)
	vmovupd %ymm7, 288(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm5, 352(%rsp)
	testb $1, %cl
	je .LBB_358
	addq $-2, %rax
.LBB_357:
	incq %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vmovupd (%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vmovupd %ymm8, 256(%rsp)
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 32(%rdi), %ymm8
	vmulpd %ymm9, %ymm8, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd %ymm7, 288(%rsp)
	vaddpd %ymm3, %ymm8, %ymm3
	vmovupd 64(%rdi), %ymm7
	vmulpd %ymm7, %ymm9, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd %ymm6, 320(%rsp)
	vaddpd %ymm4, %ymm7, %ymm4
	vmovupd 96(%rdi), %ymm6
	vmulpd %ymm6, %ymm9, %ymm7
	vaddpd %ymm7, %ymm5, %ymm5
	vmovupd %ymm5, 352(%rsp)
	vaddpd %ymm2, %ymm6, %ymm2
.LBB_358:
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm3, 432(%rsp)
	vmovupd %ymm4, 464(%rsp)
	vmovupd %ymm2, 496(%rsp)
.LBB_359:
	testq %r8, %r8
	movq 32(%rsp), %rax
	je .LBB_600
	vmovupd 256(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, (%rax)
	vmovupd 288(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%rax)
	vmovupd 320(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%rax)
	vmovupd 352(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%rax)
	cmpq $1, %r8
	jne .LBB_483
.LBB_361:
	movq 872(%rsp), %rsi
	movq 240(%rsp), %r15
	cmpq %rsi, %r15
	jae .LBB_601
	movq 864(%rsp), %rax
	leaq (%r15,%r15,2), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 120(%rsp), %rax
	movq %rax, 64(%rsp)
	movq 168(%rsp), %rax
	movq %rax, 96(%rsp)
	leaq 1376(%rsp), %rax
	movq %rax, 256(%rsp)
	movq %rdx, 40(%rsp)
	movq %rdx, 264(%rsp)
	movq %rcx, 136(%rsp)
	movq %rcx, 272(%rsp)
	leaq 400(%rsp), %rdi
	leaq 256(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 400(%rsp), %ymm0
	vmovupd 432(%rsp), %ymm1
	vmovupd 464(%rsp), %ymm2
	vmovupd 496(%rsp), %ymm3
	vmovups %ymm0, 256(%rsp)
	vmovupd %ymm3, 352(%rsp)
	vmovupd %ymm2, 320(%rsp)
	vmovupd %ymm1, 288(%rsp)
	movq 1104(%rsp), %r15
	movq 1072(%rsp), %rax
	movq %rax, 24(%rsp)
	movq 1080(%rsp), %rax
	movq 1096(%rsp), %rcx
	movq %rcx, 48(%rsp)
	vmovsd 256(%rsp), %xmm0
	vmovsd %xmm0, 104(%rsp)
	vmovups 264(%rsp), %zmm0
	vmovups %zmm0, 1664(%rsp)
	vmovups 328(%rsp), %ymm0
	vmovups %ymm0, 752(%rsp)
	vmovsd 360(%rsp), %xmm0
	vmovsd %xmm0, 72(%rsp)
	vmovapd 368(%rsp), %xmm0
	vmovapd %xmm0, 176(%rsp)
	xorl %r13d, %r13d
	movq %rax, 16(%rsp)
	jmp .LBB_365
.LBB_364:
	movq 56(%rsp), %r13
	incq %r13
	cmpq $1025, %r13
	movq 16(%rsp), %rax
	je .LBB_371
.LBB_365:
	cmpq %r15, %r13
	je .LBB_594
	cmpq %rax, %r13
	je .LBB_595
	movq %r13, 56(%rsp)
	shlq $7, %r13
	movq 48(%rsp), %rax
	leaq (%rax,%r13), %rbx
	addq 24(%rsp), %r13
	vmovsd (%rbx), %xmm0
	vsubsd (%r13), %xmm0, %xmm0
	vbroadcastsd .LCPI_4(%rip), %zmm3
	vandpd %xmm3, %xmm0, %xmm0
	xorl %eax, %eax
	vmovsd 104(%rsp), %xmm1
	vucomisd %xmm0, %xmm1
	setae %al
	vmovupd 8(%rbx), %zmm0
	vsubpd 8(%r13), %zmm0, %zmm0
	vandpd %zmm3, %zmm0, %zmm0
	vcmplepd 1664(%rsp), %zmm0, %k1
	vmovdqa64 .LCPI_5(%rip), %zmm0 {%k1} {z}
	vmovupd 72(%rbx), %ymm1
	vsubpd 72(%r13), %ymm1, %ymm1
	vandpd %ymm3, %ymm1, %ymm1
	vcmplepd 752(%rsp), %ymm1, %k1
	vmovdqa64 .LCPI_6(%rip), %ymm1 {%k1} {z}
	vmovsd 104(%rbx), %xmm2
	vsubsd 104(%r13), %xmm2, %xmm2
	vandpd %xmm3, %xmm2, %xmm2
	xorl %ecx, %ecx
	vmovsd 72(%rsp), %xmm4
	vucomisd %xmm2, %xmm4
	setae %cl
	vmovupd 112(%rbx), %xmm2
	vsubpd 112(%r13), %xmm2, %xmm2
	shll $13, %ecx
	vandpd %xmm3, %xmm2, %xmm2
	vcmplepd 176(%rsp), %xmm2, %k1
	vmovdqa64 .LCPI_7(%rip), %xmm2 {%k1} {z}
	vextracti64x4 $1, %zmm0, %ymm3
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %rdx
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %r14
	orq %rcx, %r14
	orq %rdx, %r14
	orq %rax, %r14
	je .LBB_364
	movq 64(%rsp), %rax
	movq 56(%rsp), %rcx
	leaq (%rcx,%rax), %r12
.LBB_369:
	tzcntq %r14, %rbp
	movl %ebp, %edx
	shll $10, %edx
	orq %rbp, %rdx
	addq %r12, %rdx
	leaq 976(%rsp), %rdi
	movq 88(%rsp), %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	shll $3, %ebp
	blsrq %r14, %r14
	vmovq %xmm0, (%r13,%rbp)
	vmovq %xmm1, (%rbx,%rbp)
	jne .LBB_369
	jmp .LBB_364
.LBB_371:
	movq 1072(%rsp), %rbx
	movq 1080(%rsp), %rax
	movq %rax, 24(%rsp)
	movq 64(%rsp), %rcx
	movq %rcx, %rax
	negq %rax
	movq %rax, 48(%rsp)
	movq %rcx, %rax
	shlq $7, %rax
	movq 32(%rsp), %rdx
	subq %rax, %rdx
	movq %rdx, 56(%rsp)
	movq %rbx, 16(%rsp)
	subq %rax, %rbx
	leaq 1025(%rcx), %rax
	movq %rax, 72(%rsp)
	xorl %eax, %eax
	jmp .LBB_373
.LBB_372:
	movq 176(%rsp), %rax
	incq %rax
	addq $-1025, 48(%rsp)
	addq $-131192, 56(%rsp)
	addq $-131192, %rbx
	addq $1025, 72(%rsp)
	cmpq $16, %rax
	je .LBB_395
.LBB_373:
	movq %rax, %r12
	shlq $10, %r12
	movq %rax, 176(%rsp)
	addq %rax, %r12
	addq 64(%rsp), %r12
	cmpq 96(%rsp), %r12
	jae .LBB_372
	movq 176(%rsp), %rax
	vmovsd 256(%rsp,%rax,8), %xmm0
	vpxor %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jae .LBB_372
	leaq 1025(%r12), %rdi
	movq 96(%rsp), %rax
	cmpq %rdi, %rax
	cmovbq %rax, %rdi
	cmpq $-1025, %r12
	movq %rdi, 752(%rsp)
	jb .LBB_377
	jmp .LBB_372
.LBB_376:
	movq 752(%rsp), %rdi
	cmpq %rdi, 104(%rsp)
	movq 1664(%rsp), %r12
	jae .LBB_372
.LBB_377:
	movq 1304(%rsp), %rax
	movq 1312(%rsp), %r13
	cmpq $1, %r13
	je .LBB_381
	testq %r13, %r13
	je .LBB_578
	movq %r13, %rcx
	xorl %ebp, %ebp
.LBB_380:
	movq %rbp, %rdx
	movq %rcx, %rsi
	shrq %rsi
	addq %rsi, %rbp
	cmpq %r12, (%rax,%rbp,8)
	cmovaq %rdx, %rbp
	subq %rsi, %rcx
	cmpq $1, %rcx
	ja .LBB_380
	jmp .LBB_382
.LBB_381:
	xorl %ebp, %ebp
.LBB_382:
	cmpq (%rax,%rbp,8), %r12
	sbbq $-1, %rbp
	leaq -1(%rbp), %r15
	cmpq %r13, %r15
	jae .LBB_571
	cmpq %r13, %rbp
	leaq (%rax,%rbp,8), %rax
	leaq 1344(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %rdi
	movq %rax, 104(%rsp)
	cmovbq %rdi, %rax
	movq %rax, 1664(%rsp)
	cmpq %rax, %r12
	jae .LBB_376
	cmpq 136(%rsp), %r15
	jae .LBB_579
	movq %r12, %r13
	shlq $7, %r13
	movq 96(%rsp), %r14
	movq 104(%rsp), %rax
	cmpq %r14, %rax
	cmovbq %rax, %r14
	movq 72(%rsp), %rax
	cmpq %rax, %r14
	cmovaeq %rax, %r14
	jmp .LBB_388
.LBB_386:
	movq 56(%rsp), %rax
	vmovsd %xmm1, (%rax,%r13)
.LBB_387:
	incq %r12
	subq $-128, %r13
	cmpq %r12, %r14
	je .LBB_376
.LBB_388:
	movq 48(%rsp), %rax
	leaq (%rax,%r12), %r15
	movq 40(%rsp), %rax
	vmovsd -8(%rax,%rbp,8), %xmm0
	vucomisd .LCPI_8(%rip), %xmm0
	jae .LBB_392
	cmpq 8(%rsp), %r15
	jae .LBB_555
	cmpq 24(%rsp), %r15
	jae .LBB_557
	movq 56(%rsp), %rax
	vmovsd (%rax,%r13), %xmm1
	vsubsd (%rbx,%r13), %xmm1, %xmm1
	vandpd .LCPI_4(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_387
.LBB_392:
	leaq 976(%rsp), %rdi
	movq 88(%rsp), %rsi
	movq %r12, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq 24(%rsp), %r15
	jae .LBB_551
	vmovsd %xmm0, (%rbx,%r13)
	cmpq 8(%rsp), %r15
	jb .LBB_386
	jmp .LBB_552
.LBB_395:
	movq 80(%rsp), %rax
	movq 240(%rsp), %rdx
	cmpq %rax, %rdx
	je .LBB_603
	movq 120(%rsp), %rax
	movq %rax, 56(%rsp)
	movq 168(%rsp), %rdi
	movq 8(%rsp), %rax
	movq 24(%rsp), %r15
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 1120(%rsp), %r8
	movq 1128(%rsp), %rsi
	cmpq %rsi, %r15
	cmovaeq %rsi, %r15
	testq %r15, %r15
	movq 16(%rsp), %r12
	je .LBB_409
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rax
	adcq $0, %rax
	testq %r15, %r15
	je .LBB_403
	leaq (%r8,%rax), %rcx
	movq 32(%rsp), %rbx
	leaq (%rbx,%rax,8), %r9
	leaq (%r12,%rax,8), %r10
	cmpq %r9, %r8
	setb %r11b
	cmpq %rcx, %rbx
	setb %bl
	cmpq %r10, %r8
	setb %r9b
	cmpq %rcx, %r12
	setb %r10b
	testb %bl, %r11b
	jne .LBB_403
	movl $0, %ecx
	andb %r10b, %r9b
	movq 32(%rsp), %r14
	jne .LBB_404
	movq %rax, %rcx
	andq $-16, %rcx
	xorl %r9d, %r9d
.LBB_401:
	vmovupd (%r14,%r9,8), %ymm0
	vmovupd 32(%r14,%r9,8), %ymm1
	vmovupd (%r12,%r9,8), %ymm2
	vmovupd 32(%r12,%r9,8), %ymm3
	vcmpltpd %ymm0, %ymm2, %k0
	vcmpltpd %ymm1, %ymm3, %k1
	vcmpltpd %ymm2, %ymm0, %k2
	vcmpltpd %ymm3, %ymm1, %k3
	vpmovm2b %k2, %xmm0
	vpmovm2b %k3, %xmm1
	vpmovm2b %k0, %xmm2
	vpsubb %xmm2, %xmm0, %xmm0
	vpmovm2b %k1, %xmm2
	vpsubb %xmm2, %xmm1, %xmm1
	vmovd %xmm0, (%r8,%r9)
	vmovd %xmm1, 4(%r8,%r9)
	addq $8, %r9
	cmpq %r9, %rcx
	jne .LBB_401
	cmpq %rcx, %r15
	jne .LBB_404
	jmp .LBB_409
.LBB_403:
	xorl %ecx, %ecx
	movq 32(%rsp), %r14
.LBB_404:
	movq %rax, %r10
	movq %rcx, %r9
	andq $1, %r10
	je .LBB_407
	movq %rcx, %r9
.LBB_406:
	vmovsd (%r14,%r9,8), %xmm0
	vmovsd (%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r11b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r11b
	movb %r11b, (%r8,%r9)
	incq %r9
	decq %r10
	jne .LBB_406
.LBB_407:
	subq %rax, %rcx
	cmpq $-4, %rcx
	ja .LBB_409
.LBB_408:
	vmovsd (%r14,%r9,8), %xmm0
	vmovsd (%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %cl
	subb %cl, %al
	movb %al, (%r8,%r9)
	vmovsd 8(%r14,%r9,8), %xmm0
	vmovsd 8(%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %cl
	subb %cl, %al
	movb %al, 1(%r8,%r9)
	vmovsd 16(%r14,%r9,8), %xmm0
	vmovsd 16(%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %cl
	subb %cl, %al
	movb %al, 2(%r8,%r9)
	vmovsd 24(%r14,%r9,8), %xmm0
	vmovsd 24(%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %cl
	subb %cl, %al
	movb %al, 3(%r8,%r9)
	addq $4, %r9
	cmpq %r9, %r15
	jne .LBB_408
.LBB_409:
	leaq 1160(%rsp), %rax
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 96(%rax)
	vmovdqu %ymm0, 64(%rax)
	vmovdqu %ymm0, 32(%rax)
	vmovdqu %ymm0, (%rax)
	testq %rsi, %rsi
	je .LBB_602
	leaq (%rdx,%rdx,4), %rax
	movq 144(%rsp), %rcx
	leaq (%rcx,%rax,8), %r9
	movq 1144(%rsp), %r10
	movq 1152(%rsp), %r13
	movzbl (%r8), %eax
	mulb 32(%r9)
	cmpb $-1, %al
	jne .LBB_413
	testq %r13, %r13
	je .LBB_615
	movw $0, (%r10)
	movq $1, 1160(%rsp)
.LBB_413:
	cmpq $1025, %rsi
	jb .LBB_604
	movzbl 1(%r8), %eax
	mulb 16384(%r8)
	cmpb $-1, %al
	je .LBB_429
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	je .LBB_431
.LBB_416:
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	je .LBB_433
.LBB_417:
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	je .LBB_435
.LBB_418:
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	je .LBB_437
.LBB_419:
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	je .LBB_439
.LBB_420:
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	je .LBB_441
.LBB_421:
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	je .LBB_443
.LBB_422:
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	je .LBB_445
.LBB_423:
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	je .LBB_447
.LBB_424:
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	je .LBB_449
.LBB_425:
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	je .LBB_451
.LBB_426:
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	je .LBB_453
.LBB_427:
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	je .LBB_455
.LBB_428:
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	je .LBB_457
.LBB_459:
	movb $60, %cl
	bzhiq %rcx, %rsi, %rax
	cmpq $1, %rax
	je .LBB_468
	jmp .LBB_460
.LBB_429:
	cmpq $2, %r13
	jb .LBB_620
	movw $0, 2050(%r10)
	movq $1, 1168(%rsp)
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	jne .LBB_416
.LBB_431:
	cmpq $3, %r13
	jb .LBB_607
	movw $0, 4100(%r10)
	movq $1, 1176(%rsp)
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	jne .LBB_417
.LBB_433:
	cmpq $4, %r13
	jb .LBB_610
	movw $0, 6150(%r10)
	movq $1, 1184(%rsp)
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	jne .LBB_418
.LBB_435:
	cmpq $5, %r13
	jb .LBB_613
	movw $0, 8200(%r10)
	movq $1, 1192(%rsp)
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	jne .LBB_419
.LBB_437:
	cmpq $6, %r13
	jb .LBB_617
	movw $0, 10250(%r10)
	movq $1, 1200(%rsp)
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	jne .LBB_420
.LBB_439:
	cmpq $7, %r13
	jb .LBB_619
	movw $0, 12300(%r10)
	movq $1, 1208(%rsp)
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	jne .LBB_421
.LBB_441:
	cmpq $8, %r13
	jb .LBB_622
	movw $0, 14350(%r10)
	movq $1, 1216(%rsp)
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	jne .LBB_422
.LBB_443:
	cmpq $9, %r13
	jb .LBB_609
	movw $0, 16400(%r10)
	movq $1, 1224(%rsp)
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	jne .LBB_423
.LBB_445:
	cmpq $10, %r13
	jb .LBB_612
	movw $0, 18450(%r10)
	movq $1, 1232(%rsp)
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	jne .LBB_424
.LBB_447:
	cmpq $11, %r13
	jb .LBB_616
	movw $0, 20500(%r10)
	movq $1, 1240(%rsp)
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	jne .LBB_425
.LBB_449:
	cmpq $12, %r13
	jb .LBB_618
	movw $0, 22550(%r10)
	movq $1, 1248(%rsp)
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	jne .LBB_426
.LBB_451:
	cmpq $13, %r13
	jb .LBB_621
	movw $0, 24600(%r10)
	movq $1, 1256(%rsp)
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	jne .LBB_427
.LBB_453:
	cmpq $14, %r13
	jb .LBB_608
	movw $0, 26650(%r10)
	movq $1, 1264(%rsp)
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	jne .LBB_428
.LBB_455:
	cmpq $15, %r13
	jb .LBB_611
	movw $0, 28700(%r10)
	movq $1, 1272(%rsp)
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	jne .LBB_459
.LBB_457:
	cmpq $16, %r13
	jb .LBB_614
	movw $0, 30750(%r10)
	movq $1, 1280(%rsp)
	movb $60, %cl
	bzhiq %rcx, %rsi, %rax
	cmpq $1, %rax
	je .LBB_468
.LBB_460:
	leaq 16(%r8), %r11
	leaq -1(%rsi), %rax
	bzhiq %rcx, %rax, %rbx
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	movl $1024, %eax
	cmovaeq %rax, %rbx
	xorl %r14d, %r14d
	jmp .LBB_462
.LBB_461:
	incq %r14
	cmpq %rbx, %r14
	je .LBB_467
.LBB_462:
	movq %r14, %r12
	shlq $4, %r12
	movzbl (%r8,%r12), %eax
	movzbl 13(%r8,%r12), %ecx
	mulb (%r11,%r12)
	xorl %r15d, %r15d
	cmpb $-1, %al
	sete %r15b
	vpmovzxbw 1(%r11,%r12), %xmm0
	vpmovzxbw 1(%r8,%r12), %xmm1
	vpmullw %xmm0, %xmm1, %xmm0
	vpmovwb %xmm0, %xmm0
	vpcmpeqd %xmm4, %xmm4, %xmm4
	vpcmpeqb %xmm4, %xmm0, %k1
	vmovdqa64 .LCPI_5(%rip), %zmm0 {%k1} {z}
	vmovd 9(%r11,%r12), %xmm1
	vmovd 9(%r8,%r12), %xmm2
	vpmovzxbw %xmm1, %xmm1
	vpmovzxbw %xmm2, %xmm2
	vpmullw %xmm1, %xmm2, %xmm1
	vpmovwb %xmm1, %xmm1
	vpcmpeqb %xmm4, %xmm1, %k1
	vmovdqa64 .LCPI_6(%rip), %ymm1 {%k1} {z}
	movl %ecx, %eax
	mulb 13(%r11,%r12)
	xorl %ecx, %ecx
	cmpb $-1, %al
	sete %cl
	shll $13, %ecx
	vmovw 14(%r11,%r12), %xmm2
	vmovw 14(%r8,%r12), %xmm3
	vpmovzxbw %xmm2, %xmm2
	vpmovzxbw %xmm3, %xmm3
	vpmullw %xmm2, %xmm3, %xmm2
	vpmovwb %xmm2, %xmm2
	vpcmpeqb %xmm4, %xmm2, %k1
	vmovdqa64 .LCPI_7(%rip), %xmm2 {%k1} {z}
	vextracti64x4 $1, %zmm0, %ymm3
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r12
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %rax
	orq %rcx, %rax
	orq %r12, %rax
	orq %r15, %rax
	je .LBB_461
	leal 1(%r14), %ecx
.LBB_464:
	tzcntq %rax, %r12
	cmpq %r13, %r12
	jae .LBB_567
	movq 1160(%rsp,%r12,8), %r15
	cmpq $1024, %r15
	ja .LBB_566
	movq %r13, %rbp
	blsrq %rax, %rax
	movl %r12d, %r13d
	shll $11, %r13d
	leal (%r13,%r12,2), %r13d
	addq %r10, %r13
	movw %cx, (%r13,%r15,2)
	incq %r15
	movq %r15, 1160(%rsp,%r12,8)
	testq %rax, %rax
	movq %rbp, %r13
	jne .LBB_464
	jmp .LBB_461
.LBB_467:
	movq 1144(%rsp), %r10
	movq 1152(%rsp), %r13
.LBB_468:
	xorl %eax, %eax
	jmp .LBB_470
.LBB_469:
	incq %rax
	addq $2050, %r10
	cmpq $16, %rax
	movq 80(%rsp), %rbx
	movq 248(%rsp), %r12
	je .LBB_195
.LBB_470:
	cmpq %r13, %rax
	je .LBB_596
	movq 1160(%rsp,%rax,8), %rbp
	cmpq $1025, %rbp
	ja .LBB_548
	testq %rbp, %rbp
	je .LBB_469
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	addq 56(%rsp), %rcx
	addq %rbp, %rbp
	leaq (%r8,%rax), %r11
	xorl %ebx, %ebx
	jmp .LBB_475
.LBB_474:
	addq $2, %rbx
	cmpq %rbx, %rbp
	je .LBB_469
.LBB_475:
	movzwl (%r10,%rbx), %r15d
	leaq (%rcx,%r15), %r14
	cmpq %rdi, %r14
	jae .LBB_469
	cmpq %r15, %rsi
	jbe .LBB_568
	shll $4, %r15d
	movsbq (%r11,%r15), %r15
	movq (%r9), %r12
	cmpq %r15, %r12
	je .LBB_474
	testq %r12, %r12
	je .LBB_481
	cmpq 112(%rsp), %r14
	jae .LBB_581
	movq %rbp, %rdx
	movq %r13, %rbp
	movq 200(%rsp), %r13
	vmovsd (%r13,%r14,8), %xmm0
	vcvtsi2sd %r12, %xmm15, %xmm1
	vmovsd 8(%r9), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_2(%rip), %xmm0, %xmm0
	vmulsd .LCPI_9(%rip), %xmm0, %xmm0
	vaddsd .LCPI_10(%rip), %xmm0, %xmm0
	vmulsd .LCPI_11(%rip), %xmm0, %xmm0
	vaddsd 16(%r9), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r9)
	incq 24(%r9)
	movq %rbp, %r13
	movq %rdx, %rbp
.LBB_481:
	movq %r15, (%r9)
	cmpq 112(%rsp), %r14
	jae .LBB_576
	movq 200(%rsp), %r15
	vmovq (%r15,%r14,8), %xmm0
	vmovq %xmm0, 8(%r9)
	jmp .LBB_474
.LBB_483:
	movq 128(%rsp), %rcx
	movb %cl, 64(%rsp)
	movq 40(%rsp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r15, %rax
	shlq $4, %rax
	addq 72(%rsp), %rax
	movq %rax, 1664(%rsp)
	testq %rcx, %rcx
	leaq 816(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 128(%rsp)
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rax
	movq %rax, 104(%rsp)
	leaq 1(%rax), %r8
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movl %r8d, %r11d
	andl $7, %r11d
	movabsq $288230376151711736, %rax
	andq %rax, %r8
	movq 32(%rsp), %rax
	addq $96, %rax
	movq %rax, 152(%rsp)
	movq %rbp, %rax
	shlq $7, %rax
	leaq 96(%r9,%rax), %rax
	movq %rax, 232(%rsp)
	movq %rdx, %rax
	negq %rax
	movq %rax, 56(%rsp)
	movq %rbp, %rax
	subq %rdx, %rax
	movq %rax, 224(%rsp)
	movq %r11, 96(%rsp)
	shll $7, %r11d
	movl $1, %ebx
	xorl %edi, %edi
	movq %r13, 48(%rsp)
	jmp .LBB_485
.LBB_484:
	movq 176(%rsp), %rax
	movq %rax, %rbx
	cmpq 8(%rsp), %rax
	movq 48(%rsp), %r13
	movq 752(%rsp), %r15
	jae .LBB_361
.LBB_485:
	cmpq %r15, %rdi
	jae .LBB_490
	movq %rdi, %rax
	shlq $4, %rax
	addq 72(%rsp), %rax
.LBB_487:
	movq (%rax), %rdx
	cmpq %rbx, %rdx
	jae .LBB_491
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r15
	jne .LBB_487
	movq %r15, %rdi
	xorl %esi, %esi
	jmp .LBB_492
.LBB_490:
	xorl %esi, %esi
	jmp .LBB_492
.LBB_491:
	movl $1, %esi
.LBB_492:
	movq 392(%rsp), %r14
	cmpq %rbx, %r14
	setae %al
	andb 64(%rsp), %al
	testq %rsi, %rsi
	jne .LBB_494
	movq 8(%rsp), %rcx
	testb %al, %al
	je .LBB_498
.LBB_494:
	movzbl %al, %eax
	movl $2, %r10d
	subq %rsi, %r10
	testb %sil, %sil
	movq %r14, %rcx
	movq %r10, 880(%rsp)
	movq $2, 888(%rsp)
	movq %rsi, 896(%rsp)
	movq %rdx, 904(%rsp)
	cmovneq %rdx, %rcx
	movq %rax, 912(%rsp)
	movq %r14, 920(%rsp)
	testq %rsi, %rsi
	je .LBB_498
	je .LBB_498
	shll $4, %esi
	leaq 936(%rsp), %rdx
	subq %rsi, %rdx
.LBB_497:
	movq %rcx, %rax
	incq %r10
	movq (%rdx), %rcx
	cmpq %rcx, %rax
	cmovbq %rax, %rcx
	cmpb $0, -8(%rdx)
	cmoveq %rax, %rcx
	addq $16, %rdx
	cmpq $2, %r10
	jne .LBB_497
.LBB_498:
	leaq 1(%rcx), %rdx
	movq 8(%rsp), %rax
	cmpq %rdx, %rax
	movq %rdx, 176(%rsp)
	cmovbq %rax, %rdx
	vmovupd 256(%rsp), %ymm3
	vmovupd 288(%rsp), %ymm4
	vmovupd 320(%rsp), %ymm5
	vmovupd 352(%rsp), %ymm6
	vmovupd 400(%rsp), %ymm7
	vmovupd 432(%rsp), %ymm8
	vmovupd 464(%rsp), %ymm9
	vmovupd 496(%rsp), %ymm10
	subq %rbx, %rdx
	jbe .LBB_503
	movq %rbx, %rsi
	shlq $7, %rsi
	movq 152(%rsp), %rax
	leaq (%rax,%rsi), %r10
	leaq (%rbp,%rbx), %r15
	addq 232(%rsp), %rsi
	addq 224(%rsp), %rbx
	shlq $7, %rbx
	leaq 96(%r9), %rax
	addq %rax, %rbx
	xorl %r14d, %r14d
.LBB_500:
	cmpq %r13, %r15
	jae .LBB_583
	movq 56(%rsp), %rax
	addq %r15, %rax
	cmpq %r13, %rax
	jae .LBB_584
	vmovupd -96(%rsi,%r14), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%rbx,%r14), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r10,%r14)
	vmovupd -64(%rsi,%r14), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%rbx,%r14), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r10,%r14)
	vmovupd -32(%rsi,%r14), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%rbx,%r14), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r10,%r14)
	vmovupd (%rsi,%r14), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%rbx,%r14), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r10,%r14)
	subq $-128, %r14
	incq %r15
	decq %rdx
	jne .LBB_500
	jmp .LBB_504
.LBB_503:
	vmovddup 408(%rsp), %xmm11
	vmovsd %xmm7, %xmm11, %xmm7
	vinsertf128 $1, 416(%rsp), %ymm7, %ymm7
	vmovddup 440(%rsp), %xmm11
	vmovsd %xmm8, %xmm11, %xmm8
	vinsertf128 $1, 448(%rsp), %ymm8, %ymm8
	vmovddup 472(%rsp), %xmm11
	vmovsd %xmm9, %xmm11, %xmm9
	vinsertf128 $1, 480(%rsp), %ymm9, %ymm9
	vmovddup 504(%rsp), %xmm11
	vmovsd %xmm10, %xmm11, %xmm10
	vinsertf128 $1, 512(%rsp), %ymm10, %ymm10
.LBB_504:
	vmovupd %ymm3, 256(%rsp)
	vmovupd %ymm4, 288(%rsp)
	vmovupd %ymm5, 320(%rsp)
	vmovupd %ymm6, 352(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm8, 432(%rsp)
	vmovupd %ymm9, 464(%rsp)
	vmovupd %ymm10, 496(%rsp)
	cmpq 8(%rsp), %rcx
	movq 752(%rsp), %rax
	jae .LBB_361
	cmpq %rax, %rdi
	ja .LBB_554
	movq %rdi, %rsi
	shlq $4, %rsi
	addq 72(%rsp), %rsi
	leaq (%rcx,%rbp), %rdx
	leaq 1(%rcx,%rbp), %r10
	movq %r10, 160(%rsp)
	subq 40(%rsp), %r10
	setb %al
	movq %rdx, 16(%rsp)
	cmpq %r13, %rdx
	setae %bl
	movq %r10, 136(%rsp)
	shlq $7, %r10
	addq %r9, %r10
	movq %rcx, %r13
	shlq $7, %r13
	addq 32(%rsp), %r13
	orb %al, %bl
	xorl %r14d, %r14d
	movq 128(%rsp), %r15
	jmp .LBB_509
.LBB_507:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r15
	jae .LBB_582
.LBB_508:
	vmovsd %xmm4, 256(%rsp,%r15,8)
	vmovsd %xmm3, 400(%rsp,%r15,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%r13,%r15,8)
	movq %r12, %r15
	movq %rdx, %rsi
	movq 24(%rsp), %rbp
.LBB_509:
	testb %r14b, %r14b
	je .LBB_518
	movq %rsi, %rdx
.LBB_511:
	testq %r15, %r15
	je .LBB_484
	cmpq %rcx, (%r15)
	jne .LBB_484
	movb $2, %r14b
	xorl %r12d, %r12d
	movq %r15, %rsi
	testb %bl, %bl
	jne .LBB_544
.LBB_514:
	movq 8(%rsi), %r15
	cmpq $0, 40(%rsp)
	je .LBB_507
	cmpq $15, %r15
	ja .LBB_580
	cmpq $7, 104(%rsp)
	jae .LBB_521
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebp, %ebp
	movq %r10, %rsi
	jmp .LBB_524
.LBB_518:
	movq 1664(%rsp), %rax
	movq %rax, %rdx
	cmpq %rax, %rsi
	je .LBB_511
	leaq 16(%rsi), %rdx
	cmpq %rcx, (%rsi)
	jne .LBB_511
	xorl %r14d, %r14d
	movq %r15, %r12
	testb %bl, %bl
	je .LBB_514
	jmp .LBB_544
.LBB_521:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebp, %ebp
	movq %r10, %rsi
.LBB_522:
	leaq 1(%rbp), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd (%rsi,%r15,8), %xmm6
	vmovsd 128(%rsi,%r15,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rbp), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rbp), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rbp), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 384(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rbp), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 512(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rbp), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 640(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rbp), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 768(%rsi,%r15,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rbp
	vcvtsi2sd %rbp, %xmm15, %xmm5
	vmovsd 896(%rsi,%r15,8), %xmm6
	addq $1024, %rsi
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rbp, %r8
	jne .LBB_522
	cmpq $0, 96(%rsp)
	je .LBB_508
.LBB_524:
	incq %rbp
	leaq (%rsi,%r15,8), %rsi
	xorl %eax, %eax
.LBB_525:
	vcvtsi2sd %rbp, %xmm15, %xmm5
	vmovsd (%rsi,%rax), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rbp
	subq $-128, %rax
	cmpq %rax, %r11
	jne .LBB_525
	jmp .LBB_508
.LBB_526:
	xorl %r8d, %r8d
	movq %rdi, %r11
	movq %r8, %r10
	andq $1, %r11
	jne .LBB_234
	jmp .LBB_236
.LBB_529:
	movq 728(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_531
	movq 736(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_531:
	cmpq $0, 704(%rsp)
	vmovsd .LCPI_0(%rip), %xmm1
	movq 952(%rsp), %rcx
	jne .LBB_46
	jmp .LBB_535
.LBB_532:
	cmpq $21, %rbx
	jae .LBB_534
	movq 64(%rsp), %rdi
	movq 24(%rsp), %rbx
	movq %rbx, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 248(%rsp), %r12
	movq 48(%rsp), %r13
	jmp .LBB_66
.LBB_534:
	movq 64(%rsp), %rdi
	movq 24(%rsp), %rbx
	movq %rbx, %rsi
	leaq 7(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 248(%rsp), %r12
	movq 48(%rsp), %r13
	jmp .LBB_66
.LBB_535:
	leaq (%rbx,%rbx,4), %rax
	movq 144(%rsp), %rcx
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 400(%rsp)
	movq %rcx, 408(%rsp)
	movq 664(%rsp), %rcx
	movq %rcx, 416(%rsp)
	movq %rax, 424(%rsp)
	movq 200(%rsp), %rax
	movq %rax, 432(%rsp)
	movq 112(%rsp), %rax
	movq %rax, 440(%rsp)
	leaq 168(%rsp), %rax
	movq %rax, 448(%rsp)
	leaq 400(%rsp), %rsi
	movq 712(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 976(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 856(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	movq 832(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_538
	movq 840(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_538:
	leaq 1040(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 784(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
	leaq 1296(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $1912, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_540:
	movq 392(%rsp), %rbp
	cmpq %r13, %rbp
	jb .LBB_545
	jmp .LBB_546
.LBB_542:
	movq 48(%rsp), %r13
	movq 224(%rsp), %rbp
	cmpq %r13, %rbp
	jae .LBB_546
	movq 216(%rsp), %rbp
	jmp .LBB_546
.LBB_544:
	movq 48(%rsp), %r13
	movq 16(%rsp), %rbp
	cmpq %r13, %rbp
	jae .LBB_546
.LBB_545:
	movq 160(%rsp), %rbp
.LBB_546:
	leaq .Lanon.1(%rip), %rcx
	movq 136(%rsp), %rdi
.LBB_547:
	movq %rbp, %rsi
	movq %r13, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_548:
	movl $1025, %r13d
	xorl %edi, %edi
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_547
.LBB_549:
	leaq .Lanon.3(%rip), %rdi
	leaq .Lanon.4(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_550:
	movq 24(%rsp), %rbp
	movq %rbp, %r13
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_547
.LBB_551:
	movq 24(%rsp), %rsi
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_558
.LBB_552:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_556
.LBB_553:
	movq %r15, %rbp
	movq %r15, %r13
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_547
.LBB_554:
	movq %rax, %rbp
	movq %rax, %r13
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_547
.LBB_555:
	leaq .Lanon.8(%rip), %rdx
.LBB_556:
	movq 8(%rsp), %rsi
	jmp .LBB_558
.LBB_557:
	movq 24(%rsp), %rsi
	leaq .Lanon.9(%rip), %rdx
.LBB_558:
	movq %r15, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_559:
	leaq .Lanon.10(%rip), %rcx
	movq %rax, %rdi
	movq %rdx, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_560:
	movq %r12, %rdi
	jmp .LBB_564
.LBB_561:
	movq %r12, %rbp
.LBB_569:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_547
.LBB_563:
	movq %rbp, %rdi
.LBB_564:
	movq %r13, %rbp
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_547
.LBB_565:
	movq %rax, %rbp
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_547
.LBB_566:
	movl $1025, %r13d
	leaq .Lanon.13(%rip), %rdx
	jmp .LBB_586
.LBB_567:
	movq %r12, %r15
	leaq .Lanon.14(%rip), %rdx
	jmp .LBB_586
.LBB_568:
	movq %rsi, %r13
	leaq .Lanon.15(%rip), %rdx
	jmp .LBB_586
.LBB_571:
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_586
.LBB_583:
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_586
.LBB_572:
	leaq .Lanon.18(%rip), %rdx
	movq 112(%rsp), %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_573:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	movq 248(%rsp), %r12
	jmp .LBB_44
.LBB_575:
	subq 8(%rsp), %r15
	jmp .LBB_585
.LBB_576:
	movq %r14, %r15
	movq 112(%rsp), %r13
	leaq .Lanon.19(%rip), %rdx
	jmp .LBB_586
.LBB_578:
	movq $-1, %r15
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_586
.LBB_579:
	movq 136(%rsp), %rsi
	leaq .Lanon.20(%rip), %rdx
	jmp .LBB_558
.LBB_580:
	movl $16, %r13d
	leaq .Lanon.21(%rip), %rdx
	jmp .LBB_586
.LBB_581:
	movq %r14, %r15
	movq 112(%rsp), %r13
	leaq .Lanon.22(%rip), %rdx
	jmp .LBB_586
.LBB_582:
	movl $16, %r13d
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_586
.LBB_584:
	subq 40(%rsp), %r15
.LBB_585:
	leaq .Lanon.24(%rip), %rdx
.LBB_586:
	movq %r15, %rdi
	movq %r13, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_588:
	movq %rcx, %r15
	movq %r8, %rsi
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_558
.LBB_589:
	leaq .Lanon.26(%rip), %rdx
	jmp .LBB_558
.LBB_590:
	movq %rcx, %r15
	leaq .Lanon.27(%rip), %rdx
	jmp .LBB_558
.LBB_591:
	leaq .Lanon.28(%rip), %rdx
	jmp .LBB_558
.LBB_592:
	movq %rdx, %r15
	leaq .Lanon.29(%rip), %rdx
	jmp .LBB_558
.LBB_593:
	leaq .Lanon.30(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_594:
	movq %r15, %rsi
	leaq .Lanon.31(%rip), %rdx
	jmp .LBB_558
.LBB_595:
	movq 16(%rsp), %rsi
	movq %rsi, %r15
	leaq .Lanon.32(%rip), %rdx
	jmp .LBB_558
.LBB_596:
	movq %r13, %r15
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_586
.LBB_597:
	leaq .Lanon.34(%rip), %rdi
	leaq .Lanon.35(%rip), %rdx
	movl $22, %esi
	vzeroupper
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_598:
	leaq .Lanon.36(%rip), %rdi
	leaq .Lanon.37(%rip), %rcx
	leaq .Lanon.38(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_599:
	leaq .Lanon.36(%rip), %rdi
	leaq .Lanon.37(%rip), %rcx
	leaq .Lanon.38(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_606
.LBB_600:
	xorl %r15d, %r15d
	xorl %r13d, %r13d
	leaq .Lanon.39(%rip), %rdx
	jmp .LBB_586
.LBB_601:
	leaq .Lanon.40(%rip), %rdx
	jmp .LBB_558
.LBB_602:
	xorl %r15d, %r15d
	xorl %r13d, %r13d
	leaq .Lanon.41(%rip), %rdx
	jmp .LBB_586
.LBB_603:
	movq %rax, %r15
	movq %rax, %rsi
	leaq .Lanon.42(%rip), %rdx
	jmp .LBB_558
.LBB_604:
	movl $1024, %r15d
	movq %rsi, %r13
	leaq .Lanon.43(%rip), %rdx
	jmp .LBB_586
.LBB_605:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_606:
	ud2
.LBB_607:
	movl $2, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_608:
	movl $13, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_609:
	movl $8, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_610:
	movl $3, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_611:
	movl $14, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_612:
	movl $9, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_613:
	movl $4, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_614:
	movl $15, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_615:
	xorl %r15d, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_616:
	movl $10, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_617:
	movl $5, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_618:
	movl $11, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_619:
	movl $6, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_620:
	movl $1, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_621:
	movl $12, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
.LBB_622:
	movl $7, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_586
	jmp .LBB_649
	movq %rax, %rbx
	jmp .LBB_652
	movq %rax, %rbx
	leaq 976(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_655
	jmp .LBB_645
	movq %rax, %rbx
	jmp .LBB_658
	movq %rax, %rbx
	jmp .LBB_660
	movq %rax, %rbx
	movq 400(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_632
	movq 408(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_632
	movq %rax, %rbx
.LBB_632:
	movq 1376(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_635
	movq 1384(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_635
	movq %rax, %rbx
.LBB_635:
	movq 256(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_638
	movq 264(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_638
	movq %rax, %rbx
.LBB_638:
	movq 976(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_661
	movq 984(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_661
	movq %rax, %rbx
	jmp .LBB_661
	jmp .LBB_649
	movq %rax, %rbx
	jmp .LBB_662
	ud2
.LBB_645:
	movq %rax, %rbx
	jmp .LBB_651
	jmp .LBB_649
	jmp .LBB_649
.LBB_649:
	movq %rax, %rbx
	movq 728(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_651
	movq 736(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_651:
	leaq 976(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_652:
	movq 664(%rsp), %rax
	testq %rax, %rax
	je .LBB_655
	shlq $3, %rax
	leaq (%rax,%rax,4), %rsi
	movl $8, %edx
	movq 144(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_655
	movq %rax, %rbx
.LBB_655:
	movq 864(%rsp), %r14
	movq 872(%rsp), %r15
	testq %r15, %r15
	jne .LBB_665
.LBB_656:
	movq 856(%rsp), %rax
	testq %rax, %rax
	je .LBB_658
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_658:
	movq 832(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_660
	movq 840(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_660:
	leaq 1040(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_661:
	leaq 784(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
.LBB_662:
	movq 1296(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_669
	movq 1320(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_670
.LBB_664:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_665:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_667
.LBB_666:
	addq $24, %r12
	decq %r15
	je .LBB_656
.LBB_667:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_666
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_666
.LBB_669:
	movq 1304(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1320(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_664
.LBB_670:
	movq 1328(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
