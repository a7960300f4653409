# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=x86-64
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $2072, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $2072, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $2072, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq %rdi, 1040(%rsp)
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
	movq %rdx, 688(%rsp)
	leaq 1528(%rsp), %rbx
	movq %rbx, %rdi
	movq %rsi, 792(%rsp)
	movq %rdx, 176(%rsp)
	movq %r15, %rcx
	movq %r14, %r8
	callq kernel_sliding::grid_for
	movq %r14, 88(%rsp)
	shlq $4, %r14
	leaq (%r14,%r14,2), %r14
	leaq (%r15,%r14), %rax
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	movq %r15, 848(%rsp)
	movq %r15, 528(%rsp)
	movq %rax, 920(%rsp)
	movq %rax, 536(%rsp)
	leaq 400(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 96(%rsp)
	movq 848(%rsp), %r8
	cmpq $0, 88(%rsp)
	je .LBB_18
.LBB_8:
	movq 16(%r8), %rcx
	testq %rcx, %rcx
	js .LBB_579
	movq 24(%r8), %rax
	testq %rax, %rax
	js .LBB_579
	cmpq %rcx, %rax
	cmovaq %rax, %rcx
	cmpq $1, 88(%rsp)
	je .LBB_15
	addq $-48, %r14
	movabsq $-6148914691236517205, %rdx
	movq %r14, %rax
	mulq %rdx
	shrq $5, %rdx
	leaq 72(%r8), %rax
.LBB_12:
	movq -8(%rax), %rsi
	testq %rsi, %rsi
	js .LBB_579
	movq (%rax), %rdi
	testq %rdi, %rdi
	js .LBB_579
	cmpq %rsi, %rdi
	cmovaq %rdi, %rsi
	cmpq %rsi, %rcx
	cmovbeq %rsi, %rcx
	addq $48, %rax
	decq %rdx
	jne .LBB_12
.LBB_15:
	cmpq $1, %rcx
	adcq $-1, %rcx
	jmp .LBB_19
.LBB_16:
	movq 1040(%rsp), %rdi
	movq %rbx, %rsi
	addq $2072, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 96(%rsp)
	movq 848(%rsp), %r8
	cmpq $0, 88(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %ecx, %ecx
.LBB_19:
	movq %rcx, 696(%rsp)
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	movq %r8, 528(%rsp)
	movq 920(%rsp), %rax
	movq %rax, 536(%rsp)
	leaq 696(%rsp), %rax
	movq %rax, 544(%rsp)
	leaq 1072(%rsp), %rdi
	leaq 400(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	xorpd %xmm0, %xmm0
	movapd %xmm0, 1936(%rsp)
	movapd %xmm0, 1952(%rsp)
	movapd %xmm0, 1968(%rsp)
	movapd %xmm0, 1984(%rsp)
	movapd %xmm0, 2000(%rsp)
	movapd %xmm0, 2016(%rsp)
	movapd %xmm0, 2032(%rsp)
	movapd %xmm0, 2048(%rsp)
	movl $1025, %edx
	addq 696(%rsp), %rdx
	movapd %xmm0, 512(%rsp)
	movapd %xmm0, 496(%rsp)
	movapd %xmm0, 480(%rsp)
	movapd %xmm0, 464(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm0, 432(%rsp)
	movapd %xmm0, 416(%rsp)
	movapd %xmm0, 400(%rsp)
	leaq 1168(%rsp), %rdi
	leaq 400(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	xorpd %xmm0, %xmm0
	movapd %xmm0, 512(%rsp)
	movapd %xmm0, 496(%rsp)
	movapd %xmm0, 480(%rsp)
	movapd %xmm0, 464(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm0, 432(%rsp)
	movapd %xmm0, 416(%rsp)
	movapd %xmm0, 400(%rsp)
	leaq 208(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	xorpd %xmm0, %xmm0
	movapd %xmm0, 512(%rsp)
	movapd %xmm0, 496(%rsp)
	movapd %xmm0, 480(%rsp)
	movapd %xmm0, 464(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm0, 432(%rsp)
	movapd %xmm0, 416(%rsp)
	movapd %xmm0, 400(%rsp)
	leaq 1584(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	xorpd %xmm0, %xmm0
	movapd %xmm0, 1232(%rsp)
	leaq 400(%rsp), %rdi
	leaq 1232(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_586
	xorpd %xmm0, %xmm0
	movupd %xmm0, 1464(%rsp)
	movupd %xmm0, 1448(%rsp)
	movupd %xmm0, 1432(%rsp)
	movupd %xmm0, 1416(%rsp)
	movupd %xmm0, 1400(%rsp)
	movupd %xmm0, 1384(%rsp)
	movupd %xmm0, 1368(%rsp)
	movupd %xmm0, 1352(%rsp)
	movups 1168(%rsp), %xmm0
	movaps %xmm0, 1232(%rsp)
	movq 1184(%rsp), %rcx
	movq %rcx, 1248(%rsp)
	movups 208(%rsp), %xmm0
	movups %xmm0, 1256(%rsp)
	movq 224(%rsp), %rcx
	movq %rcx, 1272(%rsp)
	movq 1600(%rsp), %rcx
	movq %rcx, 1296(%rsp)
	movups 1584(%rsp), %xmm0
	movaps %xmm0, 1280(%rsp)
	movq 416(%rsp), %rcx
	movq %rcx, 1320(%rsp)
	movupd 400(%rsp), %xmm0
	movupd %xmm0, 1304(%rsp)
	movq $16, 1328(%rsp)
	movq %rax, 1336(%rsp)
	movq $16, 1344(%rsp)
	movq 96(%rsp), %rax
	leaq 1025(%rax), %rdx
	leaq 1120(%rsp), %rdi
	leaq 1936(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 848(%rsp), %rax
	movq %rax, 1872(%rsp)
	movq 920(%rsp), %rax
	movq %rax, 1880(%rsp)
	movq %rbx, 1888(%rsp)
	leaq 1144(%rsp), %rdi
	leaq 1872(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 88(%rsp), %rcx
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
	jmp .LBB_587
.LBB_30:
	testq %rbx, %rbx
	je .LBB_39
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 88(%rsp), %rcx
	movq %rcx, 904(%rsp)
	movq %rax, 352(%rsp)
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
	movq 352(%rsp), %rdx
	cmpq $7, %rsi
	jb .LBB_37
	andq $-8, %rcx
	xorpd %xmm0, %xmm0
	movq 352(%rsp), %rdx
.LBB_35:
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
	movupd %xmm0, 40(%rdx)
	movupd %xmm0, 56(%rdx)
	movb $0, 72(%rdx)
	movupd %xmm0, 80(%rdx)
	movupd %xmm0, 96(%rdx)
	movb $0, 112(%rdx)
	movupd %xmm0, 120(%rdx)
	movupd %xmm0, 136(%rdx)
	movb $0, 152(%rdx)
	movupd %xmm0, 160(%rdx)
	movupd %xmm0, 176(%rdx)
	movb $0, 192(%rdx)
	movupd %xmm0, 216(%rdx)
	movupd %xmm0, 200(%rdx)
	movb $0, 232(%rdx)
	movupd %xmm0, 256(%rdx)
	movupd %xmm0, 240(%rdx)
	movb $0, 272(%rdx)
	movupd %xmm0, 280(%rdx)
	movupd %xmm0, 296(%rdx)
	movb $0, 312(%rdx)
	addq $320, %rdx
	addq $-8, %rcx
	jne .LBB_35
	testq %rax, %rax
	je .LBB_41
.LBB_37:
	xorpd %xmm0, %xmm0
.LBB_38:
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_38
	jmp .LBB_41
.LBB_39:
	movl $8, %eax
	movq %rax, 352(%rsp)
	movq $0, 904(%rsp)
	movq 88(%rsp), %rcx
	cmpq $2, %rcx
	movq %rcx, %rax
	jae .LBB_33
.LBB_40:
	movq 352(%rsp), %rdx
	testq %rax, %rax
	je .LBB_42
.LBB_41:
	xorpd %xmm0, %xmm0
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
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
	jne .LBB_552
	movq (%rbx), %rax
	movq 8(%rbx), %rcx
.LBB_44:
	leaq 1(%rax), %rdx
	movq %rdx, (%rbx)
	movq 792(%rsp), %rdx
	movq %rdx, 1168(%rsp)
	movq 176(%rsp), %rdx
	movq %rdx, 1176(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 1184(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 1200(%rsp)
	movq %rax, 1216(%rsp)
	movabsq $1151796703138937857, %rax
	mulq 688(%rsp)
	movq %rcx, 1224(%rsp)
	shrq $10, %rdx
	rorq $4, %rax
	movabsq $1124801467909119, %rcx
	xorl %esi, %esi
	cmpq %rcx, %rax
	seta %sil
	addq %rdx, %rsi
	movq 88(%rsp), %rbx
	je .LBB_515
	movq 96(%rsp), %rax
	leaq 1(%rax), %rcx
	movq %rcx, 856(%rsp)
	movq %rax, %rcx
	negq %rcx
	movq %rcx, 1504(%rsp)
	shlq $7, %rax
	movq %rax, 1496(%rsp)
	addq $112, %rax
	movq %rax, 1488(%rsp)
	xorl %ecx, %ecx
	movsd .LCPI_0(%rip), %xmm1
.LBB_46:
	movq %rsi, 1032(%rsp)
	leaq 16400(%rcx), %rax
	movq %rcx, 184(%rsp)
	movq 1128(%rsp), %rdx
	movq %rdx, 760(%rsp)
	movq 1136(%rsp), %r14
	movq %rax, 1512(%rsp)
	testq %r14, %r14
	je .LBB_55
	movq %r14, %rax
	shlq $7, %rax
	movq 760(%rsp), %rcx
	addq %rcx, %rax
	xorl %edx, %edx
	movq 96(%rsp), %r11
	movq 1504(%rsp), %rbx
	jmp .LBB_49
.LBB_48:
	cmpq %rax, %rcx
	je .LBB_54
.LBB_49:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	xorl %r9d, %r9d
	jmp .LBB_52
.LBB_50:
	movq 792(%rsp), %r10
	movsd (%r10,%rdi,8), %xmm0
.LBB_51:
	movsd %xmm0, (%r8,%r9)
	addq $8, %r9
	addq $1025, %rsi
	cmpq $128, %r9
	je .LBB_48
.LBB_52:
	movq 184(%rsp), %r10
	leaq (%rsi,%r10), %rdi
	movapd %xmm1, %xmm0
	cmpq %r11, %rdi
	jb .LBB_51
	addq %rbx, %r10
	addq %rsi, %r10
	movq 688(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 176(%rsp), %rdi
	jb .LBB_50
	jmp .LBB_559
.LBB_54:
	movq 184(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_55:
	movq 1536(%rsp), %rdx
	movq 1544(%rsp), %rsi
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_61
	cmpq $1, %rsi
	jne .LBB_58
	xorl %edi, %edi
	jmp .LBB_60
.LBB_58:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_59:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_59
.LBB_60:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_61:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1904(%rsp)
	movq %rdx, 1912(%rsp)
	movq %rax, 1920(%rsp)
	movb $0, 1928(%rsp)
	leaq 184(%rsp), %rax
	movq %rax, 1896(%rsp)
	leaq 1048(%rsp), %rdi
	leaq 1896(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq %r14, 128(%rsp)
	movq 1056(%rsp), %rax
	movq %rax, 704(%rsp)
	movq 1064(%rsp), %rbx
	cmpq $2, %rbx
	movq 96(%rsp), %r8
	movq 856(%rsp), %r9
	movq %rbx, 64(%rsp)
	jae .LBB_512
.LBB_63:
	movq 1072(%rsp), %rax
	movq 1088(%rsp), %rsi
	testq %rax, %rax
	setne %cl
	testq %rsi, %rsi
	setne %dl
	andb %cl, %dl
	cmpb $1, %dl
	jne .LBB_163
	movq 1080(%rsp), %rdi
	movq %r9, %rcx
	shlq $7, %rcx
	movq 760(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 840(%rsp)
	shlq $4, %rbx
	addq 704(%rsp), %rbx
	movq %rbx, 376(%rsp)
	movq 128(%rsp), %rcx
	subq %r8, %rcx
	movq %rcx, 912(%rsp)
	movq 1496(%rsp), %rcx
	addq %rdx, %rcx
	movq %rcx, 880(%rsp)
	movq 1856(%rsp), %rcx
	movq %rcx, 112(%rsp)
	movq 1488(%rsp), %rcx
	addq %rdx, %rcx
	movq %rcx, 936(%rsp)
	leaq 112(%rdx), %rcx
	movq %rcx, 928(%rsp)
	leaq 128(%rdx), %rcx
	movq %rcx, 168(%rsp)
	xorl %r11d, %r11d
	jmp .LBB_66
.LBB_65:
	movl $0, %eax
	movq 776(%rsp), %rsi
	decq %rsi
	movq 768(%rsp), %rdi
	je .LBB_163
.LBB_66:
	testq %r11, %r11
	je .LBB_69
	movq 840(%rsp), %r10
	movq %rsi, 776(%rsp)
	movzwl 626(%r11), %ecx
	cmpq %rcx, %rdi
	jae .LBB_78
.LBB_68:
	movq %r11, %r13
	jmp .LBB_80
.LBB_69:
	testq %rdi, %rdi
	movq 840(%rsp), %r10
	je .LBB_74
	movq %rdi, %rcx
	movq %rax, %r11
	andq $7, %rcx
	je .LBB_75
	xorl %edx, %edx
.LBB_72:
	movq 632(%r11), %r11
	incq %rdx
	cmpq %rdx, %rcx
	jne .LBB_72
	movq %rdi, %rax
	subq %rdx, %rax
	cmpq $8, %rdi
	jae .LBB_76
	jmp .LBB_77
.LBB_74:
	movq %rax, %r11
	jmp .LBB_77
.LBB_75:
	movq %rdi, %rax
	cmpq $8, %rdi
	jb .LBB_77
.LBB_76:
	movq 632(%r11), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %r11
	addq $-8, %rax
	jne .LBB_76
.LBB_77:
	xorl %eax, %eax
	xorl %edi, %edi
	movq %rsi, 776(%rsp)
	movzwl 626(%r11), %ecx
	cmpq %rcx, %rdi
	jb .LBB_68
.LBB_78:
	movq 528(%r11), %r13
	testq %r13, %r13
	je .LBB_572
	incq %rax
	movzwl 624(%r11), %edi
	movq %r13, %r11
	cmpw 626(%r13), %di
	jae .LBB_78
.LBB_80:
	testq %rax, %rax
	je .LBB_85
	leaq 640(,%rdi,8), %rcx
	addq %r13, %rcx
	movq %rax, %rdx
	andq $7, %rdx
	je .LBB_86
	xorl %esi, %esi
.LBB_83:
	movq (%rcx), %r11
	leaq 632(%r11), %rcx
	incq %rsi
	cmpq %rsi, %rdx
	jne .LBB_83
	movq %rax, %rdx
	subq %rsi, %rdx
	cmpq $8, %rax
	jb .LBB_89
.LBB_88:
	movq (%rcx), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %r11
	leaq 632(%r11), %rcx
	addq $-8, %rdx
	jne .LBB_88
.LBB_89:
	movq $0, 768(%rsp)
	jmp .LBB_90
.LBB_85:
	leaq 1(%rdi), %rax
	movq %rax, 768(%rsp)
	movq %r13, %r11
.LBB_90:
	movq 536(%r13,%rdi,8), %rbp
	leaq -1(%rbp), %rax
	movq 184(%rsp), %rdx
	movq %rax, %rcx
	subq %rdx, %rcx
	setb %sil
	addq $16400, %rdx
	cmpq %rdx, %rax
	setae %al
	orb %sil, %al
	jne .LBB_94
	movq %rcx, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rcx
	je .LBB_94
	movq %rcx, 1856(%rsp)
	movq %rdx, 1864(%rsp)
	movl $1, %ebx
	movq %rcx, 112(%rsp)
	jmp .LBB_95
.LBB_94:
	xorl %ebx, %ebx
.LBB_95:
	leaq (%rdi,%rdi,2), %rax
	shlq $4, %rax
	addq %rax, %r13
	movq %rbx, 1848(%rsp)
	movq 16(%r13), %rdx
	movq 696(%rsp), %rax
	movq %rdx, %r14
	subq %rax, %r14
	jb .LBB_537
	movq 8(%r13), %rcx
	shlq $7, %rax
	leaq (%rcx,%rax), %rdx
	cmpq $1, %rbp
	movq %r11, 360(%rsp)
	jne .LBB_101
	cmpq %r8, 128(%rsp)
	jb .LBB_538
	movq 912(%rsp), %rax
	cmpq %r14, %rax
	cmovbq %rax, %r14
	testq %r14, %r14
	je .LBB_109
	movl $120, %eax
.LBB_100:
	movq 880(%rsp), %rcx
	movsd -120(%rcx,%rax), %xmm0
	xorpd %xmm1, %xmm1
	addsd %xmm1, %xmm0
	movsd %xmm0, -120(%rdx,%rax)
	movsd -112(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -112(%rdx,%rax)
	movsd -104(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -104(%rdx,%rax)
	movsd -96(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -96(%rdx,%rax)
	movsd -88(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -88(%rdx,%rax)
	movsd -80(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -80(%rdx,%rax)
	movsd -72(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -72(%rdx,%rax)
	movsd -64(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -64(%rdx,%rax)
	movsd -56(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -56(%rdx,%rax)
	movsd -48(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -48(%rdx,%rax)
	movsd -40(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -40(%rdx,%rax)
	movsd -32(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -32(%rdx,%rax)
	movsd -24(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -24(%rdx,%rax)
	movsd -16(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -16(%rdx,%rax)
	movsd -8(%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -8(%rdx,%rax)
	movsd (%rcx,%rax), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, (%rdx,%rax)
	subq $-128, %rax
	decq %r14
	jne .LBB_100
	jmp .LBB_109
.LBB_101:
	leaq 1(%rbp), %rsi
	imulq %rbp, %rsi
	movq %r9, %r12
	subq %rbp, %r12
	xorpd %xmm1, %xmm1
	movapd %xmm1, 512(%rsp)
	movapd %xmm1, 496(%rsp)
	movapd %xmm1, 480(%rsp)
	movapd %xmm1, 464(%rsp)
	movapd %xmm1, 448(%rsp)
	movapd %xmm1, 432(%rsp)
	movapd %xmm1, 416(%rsp)
	movapd %xmm1, 400(%rsp)
	movq %rsi, %xmm0
	punpckldq .LCPI_1(%rip), %xmm0
	subpd .LCPI_2(%rip), %xmm0
	movapd %xmm0, %xmm2
	unpckhpd %xmm0, %xmm2
	addsd %xmm0, %xmm2
	mulsd .LCPI_3(%rip), %xmm2
	movapd %xmm1, 1584(%rsp)
	movapd %xmm1, 1600(%rsp)
	movapd %xmm1, 1616(%rsp)
	movapd %xmm1, 1632(%rsp)
	movapd %xmm1, 1648(%rsp)
	movapd %xmm1, 1664(%rsp)
	movapd %xmm1, 1680(%rsp)
	movapd %xmm1, 1696(%rsp)
	cmpq %r8, 128(%rsp)
	jbe .LBB_539
	cmpq %rbp, %r9
	jb .LBB_540
	testq %rbp, %rbp
	movapd %xmm2, 960(%rsp)
	je .LBB_107
	shlq $7, %r12
	addq 760(%rsp), %r12
	movapd 1584(%rsp), %xmm6
	movapd 1600(%rsp), %xmm8
	movapd 1616(%rsp), %xmm9
	movapd 1632(%rsp), %xmm10
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 416(%rsp), %xmm2
	movapd 432(%rsp), %xmm3
	movapd 1648(%rsp), %xmm13
	movapd 1664(%rsp), %xmm14
	movapd 480(%rsp), %xmm4
	movapd 1680(%rsp), %xmm15
	movapd 496(%rsp), %xmm5
	movaps 1696(%rsp), %xmm7
	movaps 512(%rsp), %xmm1
	movsd 448(%rsp), %xmm12
	xorpd %xmm11, %xmm11
	movhpd 472(%rsp), %xmm11
	movl $1, %edi
.LBB_105:
	movaps %xmm7, 32(%rsp)
	movaps %xmm1, 16(%rsp)
	xorps %xmm0, %xmm0
	cvtsi2sd %rdi, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%r12), %xmm1
	movapd %xmm15, %xmm7
	movapd %xmm11, %xmm15
	movapd %xmm14, %xmm11
	movapd %xmm13, %xmm14
	movapd %xmm12, %xmm13
	movapd %xmm10, %xmm12
	movapd %xmm9, %xmm10
	movapd %xmm8, %xmm9
	movapd %xmm6, %xmm8
	movapd %xmm5, %xmm6
	movapd %xmm4, %xmm5
	movapd %xmm3, %xmm4
	movapd %xmm2, %xmm3
	movapd 48(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 48(%rsp)
	movapd %xmm3, %xmm2
	movapd %xmm4, %xmm3
	movapd %xmm5, %xmm4
	movapd %xmm6, %xmm5
	movapd %xmm8, %xmm6
	movapd %xmm9, %xmm8
	movapd %xmm10, %xmm9
	movapd %xmm12, %xmm10
	movapd %xmm13, %xmm12
	movapd %xmm14, %xmm13
	movapd %xmm11, %xmm14
	movapd %xmm15, %xmm11
	movapd %xmm7, %xmm15
	movapd 32(%rsp), %xmm7
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%r12), %xmm1
	addpd %xmm1, %xmm2
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 32(%r12), %xmm1
	addpd %xmm1, %xmm3
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm9
	movupd 48(%r12), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm10
	movupd 64(%r12), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm13
	movupd 80(%r12), %xmm1
	addpd %xmm1, %xmm4
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm14
	movupd 96(%r12), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm15
	movupd 112(%r12), %xmm1
	mulpd %xmm1, %xmm0
	addpd %xmm0, %xmm7
	movapd 16(%rsp), %xmm0
	addpd %xmm1, %xmm0
	movapd %xmm0, 16(%rsp)
	movapd 16(%rsp), %xmm1
	subq $-128, %r12
	incq %rdi
	cmpq %r10, %r12
	jne .LBB_105
	movapd %xmm6, 1584(%rsp)
	movapd %xmm8, 1600(%rsp)
	movapd %xmm9, 1616(%rsp)
	movapd %xmm10, 1632(%rsp)
	movapd %xmm13, 1648(%rsp)
	movapd %xmm14, 1664(%rsp)
	movapd %xmm15, 1680(%rsp)
	movapd %xmm7, 1696(%rsp)
	movapd 48(%rsp), %xmm0
	movapd %xmm0, 400(%rsp)
	movapd %xmm2, 416(%rsp)
	movapd %xmm3, 432(%rsp)
	movapd %xmm12, 448(%rsp)
	movapd %xmm11, 464(%rsp)
	movapd %xmm4, 480(%rsp)
	movapd %xmm5, 496(%rsp)
	movapd %xmm1, 512(%rsp)
	movapd 960(%rsp), %xmm2
.LBB_107:
	testq %r14, %r14
	je .LBB_581
	movapd 1584(%rsp), %xmm0
	movapd %xmm2, %xmm1
	unpcklpd %xmm2, %xmm1
	divpd %xmm1, %xmm0
	movupd %xmm0, (%rdx)
	movapd 1600(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 16(%rdx)
	movapd 1616(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 32(%rdx)
	movapd 1632(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 48(%rdx)
	movapd 1648(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 64(%rdx)
	movapd 1664(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 80(%rdx)
	movapd 1680(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 96(%rdx)
	movapd 1696(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 112(%rdx)
	cmpq $1, %r14
	jne .LBB_120
.LBB_109:
	movq 696(%rsp), %rax
	testq %rax, %rax
	movq 96(%rsp), %r8
	movq 856(%rsp), %r9
	movq 360(%rsp), %r11
	je .LBB_65
	xorl %edx, %edx
	xorl %ecx, %ecx
.LBB_111:
	movq 16(%r13), %r12
	movq 696(%rsp), %r10
	subq %r10, %r12
	jb .LBB_527
	movq %rcx, %rdi
	subq %r10, %rdi
	addq $1025, %rdi
	cmpq %r12, %rdi
	jae .LBB_569
	movq 8(%r13), %rsi
	movups 131312(%rsi,%rdx), %xmm0
	movaps %xmm0, 512(%rsp)
	movups 131296(%rsi,%rdx), %xmm0
	movaps %xmm0, 496(%rsp)
	movups 131280(%rsi,%rdx), %xmm0
	movaps %xmm0, 480(%rsp)
	movups 131264(%rsi,%rdx), %xmm0
	movaps %xmm0, 464(%rsp)
	movupd 131200(%rsi,%rdx), %xmm0
	movupd 131216(%rsi,%rdx), %xmm1
	movupd 131232(%rsi,%rdx), %xmm2
	movupd 131248(%rsi,%rdx), %xmm3
	movapd %xmm3, 448(%rsp)
	movapd %xmm2, 432(%rsp)
	movapd %xmm1, 416(%rsp)
	movapd %xmm0, 400(%rsp)
	movq 40(%r13), %r12
	cmpq %r12, %rcx
	jae .LBB_568
	cmpq %r10, %rcx
	jae .LBB_567
	movq 32(%r13), %rdi
	movsd (%rdi,%rcx,8), %xmm0
	incq %rcx
	movsd %xmm0, (%rsi,%rdx)
	movaps 400(%rsp), %xmm0
	movapd 416(%rsp), %xmm1
	movapd 432(%rsp), %xmm2
	movapd 448(%rsp), %xmm3
	movups %xmm0, 8(%rsi,%rdx)
	movupd %xmm1, 24(%rsi,%rdx)
	movupd %xmm2, 40(%rsi,%rdx)
	movupd %xmm3, 56(%rsi,%rdx)
	movaps 464(%rsp), %xmm0
	movups %xmm0, 72(%rsi,%rdx)
	movaps 480(%rsp), %xmm0
	movups %xmm0, 88(%rsi,%rdx)
	movapd 496(%rsp), %xmm0
	movupd %xmm0, 104(%rsi,%rdx)
	movq 512(%rsp), %rdi
	movq %rdi, 120(%rsi,%rdx)
	subq $-128, %rdx
	cmpq %rcx, %rax
	jne .LBB_111
	movl $16415, %ecx
	xorl %edx, %edx
.LBB_117:
	leaq 1025(%rdx), %rdi
	movq 16(%r13), %r12
	cmpq %r12, %rdi
	jae .LBB_571
	movq 40(%r13), %r12
	cmpq %r12, %rdx
	jae .LBB_570
	movq 8(%r13), %rsi
	movq 32(%r13), %rdi
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, (%rdi,%rdx,8)
	incq %rdx
	addq $16, %rcx
	cmpq %rdx, %rax
	jne .LBB_117
	jmp .LBB_65
.LBB_120:
	movb %bl, 784(%rsp)
	movq %rbp, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movsd .LCPI_4(%rip), %xmm3
	testq %rbx, %rbx
	leaq 1856(%rsp), %rsi
	cmovneq %rsi, %rbx
	movq %rbx, 104(%rsp)
	divsd %xmm2, %xmm3
	movapd %xmm1, %xmm0
	unpcklpd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm1
	addpd %xmm0, %xmm1
	movapd %xmm1, 720(%rsp)
	unpcklpd %xmm3, %xmm3
	movapd %xmm3, 864(%rsp)
	addq %rcx, %rax
	addq $112, %rax
	movq %rax, 944(%rsp)
	movq %rbp, %rax
	negq %rax
	movq %rax, 736(%rsp)
	movq 96(%rsp), %rax
	subq %rbp, %rax
	movq %rax, 368(%rsp)
	movq %rbp, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 192(%rsp)
	movl $1, %ebx
	xorl %edi, %edi
	movq %rbp, 816(%rsp)
	movq %r14, 120(%rsp)
	jmp .LBB_122
.LBB_121:
	movq 800(%rsp), %rax
	movq %rax, %rbx
	movq 120(%rsp), %r14
	cmpq %r14, %rax
	jae .LBB_109
.LBB_122:
	cmpq 64(%rsp), %rdi
	jae .LBB_127
	movq %rdi, %rax
	shlq $4, %rax
	addq 704(%rsp), %rax
.LBB_124:
	movq (%rax), %r11
	cmpq %rbx, %r11
	jae .LBB_128
	incq %rdi
	addq $16, %rax
	cmpq %rdi, 64(%rsp)
	jne .LBB_124
	movq 64(%rsp), %rdi
	xorl %eax, %eax
	jmp .LBB_129
.LBB_127:
	xorl %eax, %eax
	jmp .LBB_129
.LBB_128:
	movl $1, %eax
.LBB_129:
	cmpq %rbx, 112(%rsp)
	setae %r8b
	andb 784(%rsp), %r8b
	testq %rax, %rax
	jne .LBB_131
	movq %r14, %rcx
	testb %r8b, %r8b
	je .LBB_136
.LBB_131:
	movl $2, %r9d
	subq %rax, %r9
	testb %al, %al
	movq 112(%rsp), %r10
	movq %r10, %rsi
	cmovneq %r11, %rsi
	movzbl %r8b, %ecx
	movq %r9, 208(%rsp)
	movq $2, 216(%rsp)
	movq %rax, 224(%rsp)
	movq %r11, 232(%rsp)
	movq %rcx, 240(%rsp)
	movq %r10, 248(%rsp)
	testq %rax, %rax
	je .LBB_134
	jne .LBB_135
	leaq 224(%rsp), %r8
	testq %rax, %rax
	jne .LBB_136
	jmp .LBB_159
.LBB_134:
	movq %rsi, %rcx
	jmp .LBB_136
.LBB_135:
	movq %rax, %r8
	xorq $3, %r8
	shll $4, %r9d
	leaq 224(%rsp), %r10
	movq 8(%r10,%r9), %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	cmpb $0, (%r10,%r9)
	cmoveq %rsi, %rcx
	movq %rcx, %rsi
	movq %r8, %r9
	movq %r10, %r8
	testq %rax, %rax
	je .LBB_159
.LBB_136:
	leaq 1(%rcx), %r12
	cmpq %r12, %r14
	movq %r12, 800(%rsp)
	cmovbq %r14, %r12
	movaps 1584(%rsp), %xmm0
	movaps %xmm0, 16(%rsp)
	movaps 1600(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 1616(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 1632(%rsp), %xmm0
	movaps %xmm0, 144(%rsp)
	movapd 400(%rsp), %xmm6
	movapd 416(%rsp), %xmm1
	movapd 432(%rsp), %xmm3
	movapd 448(%rsp), %xmm5
	movaps 1648(%rsp), %xmm0
	movaps %xmm0, 672(%rsp)
	movapd 464(%rsp), %xmm4
	movapd 1664(%rsp), %xmm8
	movapd 480(%rsp), %xmm7
	movapd 1680(%rsp), %xmm9
	movapd 496(%rsp), %xmm12
	movapd 1696(%rsp), %xmm10
	movapd 512(%rsp), %xmm0
	movapd %xmm0, 384(%rsp)
	subq %rbx, %r12
	jbe .LBB_141
	movapd %xmm12, 336(%rsp)
	movapd %xmm1, 656(%rsp)
	movq %rbx, %r14
	shlq $7, %r14
	movq 944(%rsp), %rax
	leaq (%rax,%r14), %r9
	movq 96(%rsp), %rax
	leaq (%rax,%rbx), %r15
	addq 936(%rsp), %r14
	addq 368(%rsp), %rbx
	shlq $7, %rbx
	addq 928(%rsp), %rbx
	xorl %eax, %eax
.LBB_138:
	movq 128(%rsp), %r8
	cmpq %r8, %r15
	jae .LBB_556
	movq 736(%rsp), %rsi
	addq %r15, %rsi
	cmpq %r8, %rsi
	jae .LBB_555
	movapd %xmm5, %xmm12
	movapd %xmm7, %xmm14
	movupd -112(%r14,%rax), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm6, %xmm15
	movupd -112(%rbx,%rax), %xmm1
	subpd %xmm1, %xmm15
	movapd 720(%rsp), %xmm5
	mulpd %xmm5, %xmm0
	movapd 16(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm6, %xmm1
	movapd 864(%rsp), %xmm6
	movapd %xmm6, %xmm0
	movapd %xmm1, 16(%rsp)
	mulpd %xmm1, %xmm0
	movupd %xmm0, -112(%r9,%rax)
	movupd -96(%r14,%rax), %xmm0
	movapd %xmm0, %xmm1
	movapd 656(%rsp), %xmm7
	addpd %xmm7, %xmm1
	movupd -96(%rbx,%rax), %xmm2
	subpd %xmm2, %xmm1
	mulpd %xmm5, %xmm0
	movapd 48(%rsp), %xmm2
	addpd %xmm0, %xmm2
	subpd %xmm7, %xmm2
	movapd %xmm6, %xmm0
	movapd %xmm2, 48(%rsp)
	mulpd %xmm2, %xmm0
	movupd %xmm0, -96(%r9,%rax)
	movupd -80(%r14,%rax), %xmm0
	movapd %xmm0, %xmm2
	movapd %xmm3, %xmm13
	addpd %xmm3, %xmm2
	movupd -80(%rbx,%rax), %xmm11
	subpd %xmm11, %xmm2
	mulpd %xmm5, %xmm0
	movapd 32(%rsp), %xmm3
	addpd %xmm0, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm0
	movapd %xmm3, 32(%rsp)
	mulpd %xmm3, %xmm0
	movupd %xmm0, -80(%r9,%rax)
	movupd -64(%r14,%rax), %xmm11
	movapd %xmm11, %xmm0
	movapd %xmm12, %xmm13
	addpd %xmm12, %xmm0
	movupd -64(%rbx,%rax), %xmm12
	subpd %xmm12, %xmm0
	mulpd %xmm5, %xmm11
	movapd 144(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 144(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -64(%r9,%rax)
	movupd -48(%r14,%rax), %xmm11
	movapd %xmm11, %xmm13
	addpd %xmm4, %xmm13
	movupd -48(%rbx,%rax), %xmm12
	subpd %xmm12, %xmm13
	mulpd %xmm5, %xmm11
	movapd 672(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm4, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 672(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -48(%r9,%rax)
	movupd -32(%r14,%rax), %xmm12
	movapd %xmm12, %xmm11
	movapd %xmm14, %xmm3
	addpd %xmm14, %xmm11
	movupd -32(%rbx,%rax), %xmm14
	subpd %xmm14, %xmm11
	mulpd %xmm5, %xmm12
	addpd %xmm12, %xmm8
	subpd %xmm3, %xmm8
	movapd %xmm6, %xmm12
	mulpd %xmm8, %xmm12
	movupd %xmm12, -32(%r9,%rax)
	movupd -16(%r14,%rax), %xmm14
	movapd %xmm14, %xmm12
	movapd 336(%rsp), %xmm4
	addpd %xmm4, %xmm12
	movupd -16(%rbx,%rax), %xmm3
	subpd %xmm3, %xmm12
	mulpd %xmm5, %xmm14
	addpd %xmm14, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm6, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%r9,%rax)
	movupd (%r14,%rax), %xmm3
	movapd %xmm3, %xmm14
	movapd 384(%rsp), %xmm7
	addpd %xmm7, %xmm14
	movupd (%rbx,%rax), %xmm4
	subpd %xmm4, %xmm14
	mulpd %xmm5, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm7, %xmm10
	mulpd %xmm10, %xmm6
	movupd %xmm6, (%r9,%rax)
	subq $-128, %rax
	incq %r15
	movapd %xmm15, %xmm6
	movapd %xmm1, 656(%rsp)
	movapd %xmm2, %xmm3
	movapd %xmm0, %xmm5
	movapd %xmm13, %xmm4
	movapd %xmm11, %xmm7
	movapd %xmm12, 336(%rsp)
	movapd %xmm14, 384(%rsp)
	decq %r12
	jne .LBB_138
	jmp .LBB_142
.LBB_141:
	movhpd 408(%rsp), %xmm6
	movhpd 424(%rsp), %xmm1
	movhpd 440(%rsp), %xmm3
	movhpd 456(%rsp), %xmm5
	movhpd 472(%rsp), %xmm4
	movhpd 488(%rsp), %xmm7
	movhpd 504(%rsp), %xmm12
	movapd 384(%rsp), %xmm14
	movhpd 520(%rsp), %xmm14
	movapd %xmm6, %xmm15
	movapd %xmm3, %xmm2
	movapd %xmm5, %xmm0
	movapd %xmm4, %xmm13
	movapd %xmm7, %xmm11
.LBB_142:
	movaps 16(%rsp), %xmm3
	movaps %xmm3, 1584(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 1600(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 1616(%rsp)
	movaps 144(%rsp), %xmm3
	movaps %xmm3, 1632(%rsp)
	movapd 672(%rsp), %xmm3
	movapd %xmm3, 1648(%rsp)
	movapd %xmm8, 1664(%rsp)
	movapd %xmm9, 1680(%rsp)
	movapd %xmm10, 1696(%rsp)
	movapd %xmm15, 400(%rsp)
	movapd %xmm1, 416(%rsp)
	movapd %xmm2, 432(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm13, 464(%rsp)
	movapd %xmm11, 480(%rsp)
	movapd %xmm12, 496(%rsp)
	movapd %xmm14, 512(%rsp)
	cmpq 120(%rsp), %rcx
	movapd 960(%rsp), %xmm4
	jae .LBB_109
	cmpq 64(%rsp), %rdi
	ja .LBB_528
	movq %rdi, %r15
	shlq $4, %r15
	addq 704(%rsp), %r15
	movq 96(%rsp), %rax
	leaq (%rcx,%rax), %rsi
	leaq (%rcx,%rax), %r12
	incq %r12
	movq %r12, 48(%rsp)
	subq %rbp, %r12
	setb %al
	cmpq 128(%rsp), %rsi
	setae %bl
	movq %rcx, %r14
	shlq $7, %r14
	addq %rdx, %r14
	orb %al, %bl
	movq %rsi, 16(%rsp)
	movq %rsi, %rax
	shlq $7, %rax
	addq 168(%rsp), %rax
	xorl %r11d, %r11d
	movq 104(%rsp), %r9
	jmp .LBB_147
.LBB_145:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	movq %r15, %rbp
	cmpq $15, %r15
	ja .LBB_566
.LBB_146:
	movsd %xmm1, 1584(%rsp,%rbp,8)
	movsd %xmm0, 400(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, (%r14,%rbp,8)
	movq %r10, %r9
	movq %rsi, %r15
	movq 816(%rsp), %rbp
.LBB_147:
	testb %r11b, %r11b
	je .LBB_156
	movq %r15, %rsi
.LBB_149:
	testq %r9, %r9
	je .LBB_121
	cmpq %rcx, (%r9)
	jne .LBB_121
	movb $2, %r11b
	xorl %r10d, %r10d
	movq %r9, %r15
	testb %bl, %bl
	jne .LBB_520
.LBB_152:
	movq 8(%r15), %r15
	testq %rbp, %rbp
	je .LBB_145
	cmpq $15, %r15
	ja .LBB_560
	movq %r15, %rbp
	leaq (%rax,%r15,8), %r9
	xorpd %xmm0, %xmm0
	movl $1, %r15d
	movq 192(%rsp), %r8
	xorpd %xmm1, %xmm1
.LBB_155:
	xorps %xmm2, %xmm2
	cvtsi2sd %r15, %xmm2
	movsd (%r9,%r8), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r15
	subq $-128, %r8
	jne .LBB_155
	jmp .LBB_146
.LBB_156:
	movq 376(%rsp), %r8
	movq %r8, %rsi
	cmpq %r8, %r15
	je .LBB_149
	leaq 16(%r15), %rsi
	cmpq %rcx, (%r15)
	jne .LBB_149
	xorl %r11d, %r11d
	movq %r9, %r10
	testb %bl, %bl
	je .LBB_152
	jmp .LBB_520
.LBB_159:
	movq %r9, %rax
	orq $2, %rax
	movzbl 240(%rsp), %r10d
	movq 248(%rsp), %r11
	jmp .LBB_161
.LBB_160:
	testb %r10b, %r10b
	cmovneq %rsi, %rcx
	movq %rcx, %rsi
	movq %rax, %r9
	cmpl $2, %eax
	je .LBB_136
.LBB_161:
	shlq $4, %r9
	movq 8(%r8,%r9), %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	cmpb $0, (%r8,%r9)
	cmoveq %rsi, %rcx
	movq %rcx, %rsi
	cmpq %r11, %rcx
	jb .LBB_160
	movq %r11, %rsi
	jmp .LBB_160
.LBB_86:
	movq %rax, %rdx
	cmpq $8, %rax
	jb .LBB_89
	jmp .LBB_88
.LBB_163:
	decq 1032(%rsp)
	movq 184(%rsp), %rax
	movq 688(%rsp), %rcx
	movq 1536(%rsp), %rdx
	movq 1544(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_167
.LBB_164:
	xorl %r10d, %r10d
.LBB_165:
	movq 88(%rsp), %rbx
.LBB_166:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 400(%rsp,%r9)
	movq %r11, 408(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_185
.LBB_167:
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	leaq (%rax,%r9), %r10
	addq $1025, %r10
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
	jne .LBB_164
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_174
	cmpq $1, %rsi
	jne .LBB_171
	xorl %r11d, %r11d
	jmp .LBB_173
.LBB_171:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_172:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_172
.LBB_173:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
.LBB_174:
	shlq $3, %r11
.LBB_175:
	cmpq %r11, %rdi
	je .LBB_178
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_178
	movabsq $1151796703138937857, %r14
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_175
	jmp .LBB_164
.LBB_178:
	movl $1, %r10d
	testq %rsi, %rsi
	movq 88(%rsp), %rbx
	je .LBB_181
	cmpq $1, %rsi
	jne .LBB_182
	xorl %r11d, %r11d
	jmp .LBB_184
.LBB_181:
	movq $-1, %r11
	jmp .LBB_166
.LBB_182:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_183:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_183
.LBB_184:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_165
.LBB_185:
	movl $256, %edx
	leaq 1584(%rsp), %rdi
	leaq 400(%rsp), %rsi
	callq *memcpy@GOTPCREL(%rip)
	testq %rbx, %rbx
	je .LBB_509
	movq 848(%rsp), %rcx
	xorl %r15d, %r15d
	jmp .LBB_188
.LBB_187:
	movzbl 16399(%r8), %eax
	movb %al, 32(%r9)
	movq 760(%rsp), %rax
	movq %rax, %rcx
	movq 912(%rsp), %r15
	cmpq 920(%rsp), %rax
	je .LBB_509
.LBB_188:
	movq %rcx, 384(%rsp)
	movq 16(%rcx), %rax
	movq %rax, 192(%rsp)
	testq %rax, %rax
	js .LBB_580
	movq 384(%rsp), %rax
	movq (%rax), %rsi
	movq 8(%rax), %r8
	movq %rsi, %rax
	orq %r8, %rax
	js .LBB_580
	leaq -1(%rsi), %rcx
	leaq -1(%r8), %rax
	cmpq %rax, %rcx
	cmovaq %rcx, %rax
	movq 384(%rsp), %rcx
	movq 24(%rcx), %rcx
	testq %rcx, %rcx
	js .LBB_580
	movq 384(%rsp), %rdi
	movq 32(%rdi), %rdx
	movq 40(%rdi), %r9
	movq %rdx, %rdi
	orq %r9, %rdi
	js .LBB_580
	movq 192(%rsp), %rdi
	addq %rdi, %rax
	decq %rax
	decq %rdx
	decq %r9
	cmpq %r9, %rdx
	cmovaq %rdx, %r9
	leaq -1(%rcx), %rdx
	cmpq %rdx, %r9
	cmovbeq %rdx, %r9
	movq 184(%rsp), %r10
	movq %rax, %rbx
	subq %r10, %rbx
	setb %dl
	leaq 16400(%r10), %r11
	cmpq %r11, %rax
	setae %al
	orb %dl, %al
	jne .LBB_195
	movq %rbx, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	movq %rdx, %rdi
	shrq $6, %rdi
	movq %rdi, %rax
	shlq $10, %rax
	addq %rdi, %rax
	subq %rax, %rbx
	je .LBB_195
	movl $1, %eax
	movq %rax, 104(%rsp)
	jmp .LBB_196
.LBB_195:
	movq $0, 104(%rsp)
.LBB_196:
	movq %rbx, 704(%rsp)
	leaq (%rcx,%r9), %rax
	decq %rax
	movq %rax, %r9
	subq %r10, %r9
	setb %cl
	cmpq %r11, %rax
	setae %al
	orb %cl, %al
	jne .LBB_199
	movq %r9, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %r9
	je .LBB_199
	movq %rdx, 1520(%rsp)
	movq %r9, 784(%rsp)
	movl $1, %eax
	movq %rax, 168(%rsp)
	jmp .LBB_200
.LBB_199:
	movq $0, 168(%rsp)
.LBB_200:
	movq 1072(%rsp), %r12
	testq %r12, %r12
	je .LBB_578
	movq 384(%rsp), %rax
	addq $48, %rax
	movq %rax, 760(%rsp)
	leaq 1(%r15), %rax
	movq %rax, 912(%rsp)
	movq 1056(%rsp), %rax
	movq %rax, 800(%rsp)
	movq 1064(%rsp), %rax
	movq %rax, 112(%rsp)
	movq 696(%rsp), %r14
	movq 1080(%rsp), %r13
	movq %r13, %rcx
	movq %r12, %rax
.LBB_202:
	movzwl 626(%rax), %r9d
	movl %r9d, %edx
	shll $4, %edx
	leaq (%rdx,%rdx,2), %r11
	movq $-1, %rdx
	xorl %r10d, %r10d
.LBB_203:
	cmpq %r10, %r11
	je .LBB_206
	cmpq 544(%rax,%rdx,8), %r8
	seta %bl
	sbbb $0, %bl
	addq $48, %r10
	incq %rdx
	cmpb $1, %bl
	je .LBB_203
	movzbl %bl, %r9d
	testl %r9d, %r9d
	jne .LBB_207
	jmp .LBB_209
.LBB_206:
	movq %r9, %rdx
.LBB_207:
	subq $1, %rcx
	jb .LBB_578
	movq 632(%rax,%rdx,8), %rax
	jmp .LBB_202
.LBB_209:
	movq %r14, 64(%rsp)
	movq -40(%rax,%r10), %rdx
	movq -32(%rax,%r10), %r8
	movq %r13, %rax
	movq %r12, %rcx
.LBB_210:
	movzwl 626(%rcx), %r11d
	movl %r11d, %r9d
	shll $4, %r9d
	leaq (%r9,%r9,2), %rbx
	movq $-1, %r10
	xorl %r9d, %r9d
.LBB_211:
	cmpq %r9, %rbx
	je .LBB_214
	cmpq 544(%rcx,%r10,8), %rsi
	seta %bpl
	sbbb $0, %bpl
	addq $48, %r9
	incq %r10
	cmpb $1, %bpl
	je .LBB_211
	movzbl %bpl, %r11d
	testl %r11d, %r11d
	jne .LBB_215
	jmp .LBB_217
.LBB_214:
	movq %r11, %r10
.LBB_215:
	subq $1, %rax
	jb .LBB_578
	movq 632(%rcx,%r10,8), %rcx
	jmp .LBB_210
.LBB_217:
	movq %r13, 360(%rsp)
	movq %r12, 368(%rsp)
	movq -32(%rcx,%r9), %rsi
	movq 1240(%rsp), %rax
	movq 1248(%rsp), %r13
	cmpq %r13, %r8
	cmovaeq %r13, %r8
	cmpq %r8, %rsi
	cmovbq %rsi, %r8
	testq %r8, %r8
	movq 64(%rsp), %rbp
	movq 704(%rsp), %r11
	je .LBB_230
	movq -40(%rcx,%r9), %rcx
	shlq $4, %r8
	cmpq $1, %r8
	movq %r8, %r9
	adcq $0, %r9
	testq %r8, %r8
	je .LBB_224
	movq %rax, %rsi
	subq %rdx, %rsi
	cmpq $32, %rsi
	jb .LBB_505
	movq %rax, %r10
	subq %rcx, %r10
	movl $0, %esi
	cmpq $32, %r10
	jb .LBB_225
	movq %r9, %rsi
	andq $-16, %rsi
	xorl %r10d, %r10d
.LBB_222:
	movupd (%rdx,%r10,8), %xmm0
	movupd 16(%rdx,%r10,8), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd (%rcx,%r10,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%rcx,%r10,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%rax,%r10,8)
	movupd %xmm1, 16(%rax,%r10,8)
	addq $4, %r10
	cmpq %r10, %rsi
	jne .LBB_222
	cmpq %rsi, %r8
	jne .LBB_225
	jmp .LBB_229
.LBB_224:
	xorl %esi, %esi
.LBB_225:
	movq %rsi, %r10
	orq $1, %r10
	testb $1, %r9b
	je .LBB_227
.LBB_226:
	movsd (%rdx,%rsi,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rcx,%rsi,8), %xmm0
	movsd %xmm0, (%rax,%rsi,8)
	movq %r10, %rsi
.LBB_227:
	cmpq %r10, %r9
	je .LBB_229
.LBB_228:
	movsd (%rdx,%rsi,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rcx,%rsi,8), %xmm0
	movsd %xmm0, (%rax,%rsi,8)
	movsd 8(%rdx,%rsi,8), %xmm0
	addsd %xmm0, %xmm0
	subsd 8(%rcx,%rsi,8), %xmm0
	movsd %xmm0, 8(%rax,%rsi,8)
	addq $2, %rsi
	cmpq %rsi, %r8
	jne .LBB_228
.LBB_229:
	movq 384(%rsp), %rcx
	movq 16(%rcx), %rcx
	movq %rcx, 192(%rsp)
.LBB_230:
	cmpq $0, 192(%rsp)
	js .LBB_580
	movq 104(%rsp), %rcx
	movq %rcx, 1096(%rsp)
	movq %r11, 1104(%rsp)
	movq %rdi, 1112(%rsp)
	movq 1264(%rsp), %rdx
	movq 1272(%rsp), %r8
	movq 192(%rsp), %rdi
	cmpq $1, %rdi
	movq %r15, 776(%rsp)
	jne .LBB_236
	movq %r13, %rcx
	subq %rbp, %rcx
	jb .LBB_542
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	testq %r8, %r8
	je .LBB_244
	movq 64(%rsp), %rcx
	shlq $7, %rcx
	addq %rcx, %rax
	movl $120, %ecx
.LBB_235:
	movsd -120(%rax,%rcx), %xmm0
	xorpd %xmm1, %xmm1
	addsd %xmm1, %xmm0
	movsd %xmm0, -120(%rdx,%rcx)
	movsd -112(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -112(%rdx,%rcx)
	movsd -104(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -104(%rdx,%rcx)
	movsd -96(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -96(%rdx,%rcx)
	movsd -88(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -88(%rdx,%rcx)
	movsd -80(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -80(%rdx,%rcx)
	movsd -72(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -72(%rdx,%rcx)
	movsd -64(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -64(%rdx,%rcx)
	movsd -56(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -56(%rdx,%rcx)
	movsd -48(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -48(%rdx,%rcx)
	movsd -40(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -40(%rdx,%rcx)
	movsd -32(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -32(%rdx,%rcx)
	movsd -24(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -24(%rdx,%rcx)
	movsd -16(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -16(%rdx,%rcx)
	movsd -8(%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -8(%rdx,%rcx)
	movsd (%rax,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, (%rdx,%rcx)
	subq $-128, %rcx
	decq %r8
	jne .LBB_235
	jmp .LBB_244
.LBB_236:
	xorpd %xmm1, %xmm1
	movapd %xmm1, 512(%rsp)
	movapd %xmm1, 496(%rsp)
	movapd %xmm1, 480(%rsp)
	movapd %xmm1, 464(%rsp)
	movapd %xmm1, 448(%rsp)
	movapd %xmm1, 432(%rsp)
	movapd %xmm1, 416(%rsp)
	movapd %xmm1, 400(%rsp)
	leaq 1(%rdi), %rcx
	imulq %rdi, %rcx
	movq %rcx, %xmm0
	punpckldq .LCPI_1(%rip), %xmm0
	subpd .LCPI_2(%rip), %xmm0
	movapd %xmm0, %xmm2
	unpckhpd %xmm0, %xmm2
	addsd %xmm0, %xmm2
	mulsd .LCPI_3(%rip), %xmm2
	movapd %xmm1, 208(%rsp)
	movapd %xmm1, 224(%rsp)
	movapd %xmm1, 240(%rsp)
	movapd %xmm1, 256(%rsp)
	movapd %xmm1, 272(%rsp)
	movapd %xmm1, 288(%rsp)
	movapd %xmm1, 304(%rsp)
	movapd %xmm1, 320(%rsp)
	leaq 1(%rbp), %rsi
	movq %rsi, %r12
	subq %rdi, %r12
	cmpq %rbp, %r13
	jbe .LBB_547
	cmpq %rdi, %rsi
	movq 112(%rsp), %r15
	jb .LBB_548
	movq %rdi, %rbp
	testq %rdi, %rdi
	movapd %xmm2, 944(%rsp)
	je .LBB_242
	shlq $7, %rsi
	addq %rax, %rsi
	shlq $7, %r12
	addq %rax, %r12
	movapd 208(%rsp), %xmm6
	movapd 224(%rsp), %xmm8
	movapd 240(%rsp), %xmm9
	movapd 256(%rsp), %xmm10
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 416(%rsp), %xmm2
	movapd 432(%rsp), %xmm3
	movapd 272(%rsp), %xmm13
	movapd 288(%rsp), %xmm14
	movapd 480(%rsp), %xmm4
	movapd 304(%rsp), %xmm15
	movapd 496(%rsp), %xmm5
	movaps 320(%rsp), %xmm7
	movaps 512(%rsp), %xmm1
	movsd 448(%rsp), %xmm12
	xorpd %xmm11, %xmm11
	movhpd 472(%rsp), %xmm11
	movl $1, %edi
.LBB_240:
	movaps %xmm7, 32(%rsp)
	movaps %xmm1, 16(%rsp)
	xorps %xmm0, %xmm0
	cvtsi2sd %rdi, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%r12), %xmm1
	movapd %xmm15, %xmm7
	movapd %xmm11, %xmm15
	movapd %xmm14, %xmm11
	movapd %xmm13, %xmm14
	movapd %xmm12, %xmm13
	movapd %xmm10, %xmm12
	movapd %xmm9, %xmm10
	movapd %xmm8, %xmm9
	movapd %xmm6, %xmm8
	movapd %xmm5, %xmm6
	movapd %xmm4, %xmm5
	movapd %xmm3, %xmm4
	movapd %xmm2, %xmm3
	movapd 48(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 48(%rsp)
	movapd %xmm3, %xmm2
	movapd %xmm4, %xmm3
	movapd %xmm5, %xmm4
	movapd %xmm6, %xmm5
	movapd %xmm8, %xmm6
	movapd %xmm9, %xmm8
	movapd %xmm10, %xmm9
	movapd %xmm12, %xmm10
	movapd %xmm13, %xmm12
	movapd %xmm14, %xmm13
	movapd %xmm11, %xmm14
	movapd %xmm15, %xmm11
	movapd %xmm7, %xmm15
	movapd 32(%rsp), %xmm7
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%r12), %xmm1
	addpd %xmm1, %xmm2
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 32(%r12), %xmm1
	addpd %xmm1, %xmm3
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm9
	movupd 48(%r12), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm10
	movupd 64(%r12), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm13
	movupd 80(%r12), %xmm1
	addpd %xmm1, %xmm4
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm14
	movupd 96(%r12), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm15
	movupd 112(%r12), %xmm1
	mulpd %xmm1, %xmm0
	addpd %xmm0, %xmm7
	movapd 16(%rsp), %xmm0
	addpd %xmm1, %xmm0
	movapd %xmm0, 16(%rsp)
	movapd 16(%rsp), %xmm1
	subq $-128, %r12
	incq %rdi
	cmpq %rsi, %r12
	jne .LBB_240
	movapd %xmm6, 208(%rsp)
	movapd %xmm8, 224(%rsp)
	movapd %xmm9, 240(%rsp)
	movapd %xmm10, 256(%rsp)
	movapd %xmm13, 272(%rsp)
	movapd %xmm14, 288(%rsp)
	movapd %xmm15, 304(%rsp)
	movapd %xmm7, 320(%rsp)
	movapd 48(%rsp), %xmm0
	movapd %xmm0, 400(%rsp)
	movapd %xmm2, 416(%rsp)
	movapd %xmm3, 432(%rsp)
	movapd %xmm12, 448(%rsp)
	movapd %xmm11, 464(%rsp)
	movapd %xmm4, 480(%rsp)
	movapd %xmm5, 496(%rsp)
	movapd %xmm1, 512(%rsp)
	movapd 944(%rsp), %xmm2
.LBB_242:
	testq %r8, %r8
	je .LBB_581
	movapd 208(%rsp), %xmm0
	movapd %xmm2, %xmm1
	unpcklpd %xmm2, %xmm1
	divpd %xmm1, %xmm0
	movupd %xmm0, (%rdx)
	movapd 224(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 16(%rdx)
	movapd 240(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 32(%rdx)
	movapd 256(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 48(%rdx)
	movapd 272(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 64(%rdx)
	movapd 288(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 80(%rdx)
	movapd 304(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 96(%rdx)
	movapd 320(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 112(%rdx)
	cmpq $1, %r8
	jne .LBB_279
.LBB_244:
	movq 384(%rsp), %rax
	movq 32(%rax), %rax
	testq %rax, %rax
	movsd .LCPI_6(%rip), %xmm1
	movq 64(%rsp), %rbp
	js .LBB_580
	movq 360(%rsp), %rcx
	movq 368(%rsp), %rdx
.LBB_246:
	movzwl 626(%rdx), %r8d
	movl %r8d, %esi
	shll $4, %esi
	leaq (%rsi,%rsi,2), %r9
	movq $-1, %rsi
	xorl %edi, %edi
.LBB_247:
	cmpq %rdi, %r9
	je .LBB_250
	cmpq 544(%rdx,%rsi,8), %rax
	seta %r10b
	sbbb $0, %r10b
	addq $48, %rdi
	incq %rsi
	cmpb $1, %r10b
	je .LBB_247
	movzbl %r10b, %r8d
	testl %r8d, %r8d
	jne .LBB_251
	jmp .LBB_253
.LBB_250:
	movq %r8, %rsi
.LBB_251:
	subq $1, %rcx
	jb .LBB_578
	movq 632(%rdx,%rsi,8), %rdx
	jmp .LBB_246
.LBB_253:
	movq 384(%rsp), %rax
	movq 40(%rax), %rax
	testq %rax, %rax
	js .LBB_580
	movq -40(%rdx,%rdi), %rcx
	movq -32(%rdx,%rdi), %rdx
	movq 360(%rsp), %rdi
	movq 368(%rsp), %rsi
.LBB_255:
	movzwl 626(%rsi), %r9d
	movl %r9d, %r8d
	shll $4, %r8d
	leaq (%r8,%r8,2), %r11
	movq $-1, %r8
	xorl %r10d, %r10d
.LBB_256:
	cmpq %r10, %r11
	je .LBB_259
	cmpq 544(%rsi,%r8,8), %rax
	seta %bl
	sbbb $0, %bl
	addq $48, %r10
	incq %r8
	cmpb $1, %bl
	je .LBB_256
	movzbl %bl, %r9d
	testl %r9d, %r9d
	jne .LBB_260
	jmp .LBB_262
.LBB_259:
	movq %r9, %r8
.LBB_260:
	subq $1, %rdi
	jb .LBB_578
	movq 632(%rsi,%r8,8), %rsi
	jmp .LBB_255
.LBB_262:
	movq 384(%rsp), %rax
	movq 24(%rax), %r12
	testq %r12, %r12
	js .LBB_580
	movq -40(%rsi,%r10), %rdi
	movq -32(%rsi,%r10), %r8
	movq 368(%rsp), %r14
	movq 360(%rsp), %rax
.LBB_264:
	movzwl 626(%r14), %r10d
	movl %r10d, %esi
	shll $4, %esi
	leaq (%rsi,%rsi,2), %r11
	movq $-1, %rsi
	xorl %r9d, %r9d
.LBB_265:
	cmpq %r9, %r11
	je .LBB_268
	cmpq 544(%r14,%rsi,8), %r12
	seta %bl
	sbbb $0, %bl
	addq $48, %r9
	incq %rsi
	cmpb $1, %bl
	je .LBB_265
	movzbl %bl, %r10d
	testl %r10d, %r10d
	jne .LBB_269
	jmp .LBB_271
.LBB_268:
	movq %r10, %rsi
.LBB_269:
	subq $1, %rax
	jb .LBB_578
	movq 632(%r14,%rsi,8), %r14
	jmp .LBB_264
.LBB_271:
	movq -32(%r14,%r9), %r10
	movq 1248(%rsp), %r13
	cmpq %r13, %rdx
	cmovaeq %r13, %rdx
	movq 1240(%rsp), %rsi
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	cmpq %rdx, %r10
	cmovbq %r10, %rdx
	testq %rdx, %rdx
	movq 112(%rsp), %r15
	je .LBB_328
	movq -40(%r14,%r9), %r8
	shlq $4, %rdx
	cmpq $1, %rdx
	movq %rdx, %r10
	adcq $0, %r10
	testq %rdx, %rdx
	je .LBB_323
	movq %rsi, %r9
	subq %rcx, %r9
	cmpq $32, %r9
	jb .LBB_323
	movq %rsi, %r9
	subq %rdi, %r9
	cmpq $32, %r9
	jb .LBB_323
	movq %rsi, %r11
	subq %r8, %r11
	movl $0, %r9d
	cmpq $32, %r11
	jb .LBB_324
	movq %r10, %r9
	andq $-16, %r9
	xorl %r11d, %r11d
	movapd .LCPI_5(%rip), %xmm3
.LBB_277:
	movupd (%rcx,%r11,8), %xmm0
	movupd 16(%rcx,%r11,8), %xmm1
	mulpd %xmm3, %xmm0
	mulpd %xmm3, %xmm1
	movupd (%rdi,%r11,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%rdi,%r11,8), %xmm2
	subpd %xmm2, %xmm1
	movupd (%r8,%r11,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%r8,%r11,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%rsi,%r11,8)
	movupd %xmm1, 16(%rsi,%r11,8)
	addq $4, %r11
	cmpq %r11, %r9
	jne .LBB_277
	cmpq %r9, %rdx
	movsd .LCPI_6(%rip), %xmm1
	jne .LBB_324
	jmp .LBB_328
.LBB_323:
	xorl %r9d, %r9d
.LBB_324:
	movq %r9, %r11
	orq $1, %r11
	testb $1, %r10b
	je .LBB_326
	movsd (%rcx,%r9,8), %xmm0
	mulsd %xmm1, %xmm0
	subsd (%rdi,%r9,8), %xmm0
	subsd (%r8,%r9,8), %xmm0
	movsd %xmm0, (%rsi,%r9,8)
	movq %r11, %r9
.LBB_326:
	cmpq %r11, %r10
	je .LBB_328
.LBB_327:
	movsd (%rcx,%r9,8), %xmm0
	mulsd %xmm1, %xmm0
	subsd (%rdi,%r9,8), %xmm0
	subsd (%r8,%r9,8), %xmm0
	movsd %xmm0, (%rsi,%r9,8)
	movsd 8(%rcx,%r9,8), %xmm0
	mulsd %xmm1, %xmm0
	subsd 8(%rdi,%r9,8), %xmm0
	subsd 8(%r8,%r9,8), %xmm0
	movsd %xmm0, 8(%rsi,%r9,8)
	addq $2, %r9
	cmpq %r9, %rdx
	jne .LBB_327
.LBB_328:
	movq 168(%rsp), %rcx
	movq %rcx, 1096(%rsp)
	movq 784(%rsp), %rcx
	movq %rcx, 1104(%rsp)
	movq 1520(%rsp), %rcx
	movq %rcx, 1112(%rsp)
	movq 1288(%rsp), %rdi
	movq 1296(%rsp), %rcx
	cmpq $1, %r12
	movq %rdi, 376(%rsp)
	movq %rcx, 48(%rsp)
	jne .LBB_333
	movq %r13, %rax
	subq %rbp, %rax
	jb .LBB_542
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	je .LBB_341
	movq 64(%rsp), %rcx
	shlq $7, %rcx
	addq %rcx, %rsi
	movl $120, %ecx
.LBB_332:
	movsd -120(%rsi,%rcx), %xmm0
	xorpd %xmm1, %xmm1
	addsd %xmm1, %xmm0
	movsd %xmm0, -120(%rdi,%rcx)
	movsd -112(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -112(%rdi,%rcx)
	movsd -104(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -104(%rdi,%rcx)
	movsd -96(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -96(%rdi,%rcx)
	movsd -88(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -88(%rdi,%rcx)
	movsd -80(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -80(%rdi,%rcx)
	movsd -72(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -72(%rdi,%rcx)
	movsd -64(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -64(%rdi,%rcx)
	movsd -56(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -56(%rdi,%rcx)
	movsd -48(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -48(%rdi,%rcx)
	movsd -40(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -40(%rdi,%rcx)
	movsd -32(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -32(%rdi,%rcx)
	movsd -24(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -24(%rdi,%rcx)
	movsd -16(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -16(%rdi,%rcx)
	movsd -8(%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -8(%rdi,%rcx)
	movsd (%rsi,%rcx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, (%rdi,%rcx)
	subq $-128, %rcx
	decq %rax
	jne .LBB_332
	jmp .LBB_341
.LBB_333:
	xorpd %xmm1, %xmm1
	movapd %xmm1, 512(%rsp)
	movapd %xmm1, 496(%rsp)
	movapd %xmm1, 480(%rsp)
	movapd %xmm1, 464(%rsp)
	movapd %xmm1, 448(%rsp)
	movapd %xmm1, 432(%rsp)
	movapd %xmm1, 416(%rsp)
	movapd %xmm1, 400(%rsp)
	leaq 1(%r12), %rcx
	imulq %r12, %rcx
	movq %rcx, %xmm0
	punpckldq .LCPI_1(%rip), %xmm0
	subpd .LCPI_2(%rip), %xmm0
	movapd %xmm0, %xmm2
	unpckhpd %xmm0, %xmm2
	addsd %xmm0, %xmm2
	mulsd .LCPI_3(%rip), %xmm2
	movapd %xmm1, 208(%rsp)
	movapd %xmm1, 224(%rsp)
	movapd %xmm1, 240(%rsp)
	movapd %xmm1, 256(%rsp)
	movapd %xmm1, 272(%rsp)
	movapd %xmm1, 288(%rsp)
	movapd %xmm1, 304(%rsp)
	movapd %xmm1, 320(%rsp)
	leaq 1(%rbp), %rcx
	movq %r12, %rax
	movq %rcx, %r12
	subq %rax, %r12
	cmpq %rbp, %r13
	jbe .LBB_547
	cmpq %rax, %rcx
	jb .LBB_550
	movq %rax, 192(%rsp)
	testq %rax, %rax
	movapd %xmm2, 704(%rsp)
	je .LBB_339
	shlq $7, %rcx
	addq %rsi, %rcx
	shlq $7, %r12
	addq %rsi, %r12
	movapd 208(%rsp), %xmm6
	movapd 224(%rsp), %xmm8
	movapd 240(%rsp), %xmm9
	movapd 256(%rsp), %xmm10
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 416(%rsp), %xmm2
	movapd 432(%rsp), %xmm3
	movapd 272(%rsp), %xmm13
	movapd 288(%rsp), %xmm14
	movapd 480(%rsp), %xmm4
	movapd 304(%rsp), %xmm15
	movapd 496(%rsp), %xmm5
	movaps 320(%rsp), %xmm7
	movaps 512(%rsp), %xmm1
	movsd 448(%rsp), %xmm12
	xorpd %xmm11, %xmm11
	movhpd 472(%rsp), %xmm11
	movl $1, %edx
.LBB_337:
	movaps %xmm7, 144(%rsp)
	movaps %xmm1, 16(%rsp)
	xorps %xmm0, %xmm0
	cvtsi2sd %rdx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%r12), %xmm1
	movapd %xmm15, %xmm7
	movapd %xmm11, %xmm15
	movapd %xmm14, %xmm11
	movapd %xmm13, %xmm14
	movapd %xmm12, %xmm13
	movapd %xmm10, %xmm12
	movapd %xmm9, %xmm10
	movapd %xmm8, %xmm9
	movapd %xmm6, %xmm8
	movapd %xmm5, %xmm6
	movapd %xmm4, %xmm5
	movapd %xmm3, %xmm4
	movapd %xmm2, %xmm3
	movapd 32(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 32(%rsp)
	movapd %xmm3, %xmm2
	movapd %xmm4, %xmm3
	movapd %xmm5, %xmm4
	movapd %xmm6, %xmm5
	movapd %xmm8, %xmm6
	movapd %xmm9, %xmm8
	movapd %xmm10, %xmm9
	movapd %xmm12, %xmm10
	movapd %xmm13, %xmm12
	movapd %xmm14, %xmm13
	movapd %xmm11, %xmm14
	movapd %xmm15, %xmm11
	movapd %xmm7, %xmm15
	movapd 144(%rsp), %xmm7
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%r12), %xmm1
	addpd %xmm1, %xmm2
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 32(%r12), %xmm1
	addpd %xmm1, %xmm3
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm9
	movupd 48(%r12), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm10
	movupd 64(%r12), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm13
	movupd 80(%r12), %xmm1
	addpd %xmm1, %xmm4
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm14
	movupd 96(%r12), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm15
	movupd 112(%r12), %xmm1
	mulpd %xmm1, %xmm0
	addpd %xmm0, %xmm7
	movapd 16(%rsp), %xmm0
	addpd %xmm1, %xmm0
	movapd %xmm0, 16(%rsp)
	movapd 16(%rsp), %xmm1
	subq $-128, %r12
	incq %rdx
	cmpq %rcx, %r12
	jne .LBB_337
	movapd %xmm6, 208(%rsp)
	movapd %xmm8, 224(%rsp)
	movapd %xmm9, 240(%rsp)
	movapd %xmm10, 256(%rsp)
	movapd %xmm13, 272(%rsp)
	movapd %xmm14, 288(%rsp)
	movapd %xmm15, 304(%rsp)
	movapd %xmm7, 320(%rsp)
	movapd 32(%rsp), %xmm0
	movapd %xmm0, 400(%rsp)
	movapd %xmm2, 416(%rsp)
	movapd %xmm3, 432(%rsp)
	movapd %xmm12, 448(%rsp)
	movapd %xmm11, 464(%rsp)
	movapd %xmm4, 480(%rsp)
	movapd %xmm5, 496(%rsp)
	movapd %xmm1, 512(%rsp)
	movapd 704(%rsp), %xmm2
.LBB_339:
	movq 48(%rsp), %r12
	testq %r12, %r12
	je .LBB_581
	movapd 208(%rsp), %xmm0
	movapd %xmm2, %xmm1
	unpcklpd %xmm2, %xmm1
	divpd %xmm1, %xmm0
	movupd %xmm0, (%rdi)
	movapd 224(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 16(%rdi)
	movapd 240(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 32(%rdi)
	movapd 256(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 48(%rdi)
	movapd 272(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 64(%rdi)
	movapd 288(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 80(%rdi)
	movapd 304(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 96(%rdi)
	movapd 320(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 112(%rdi)
	cmpq $1, %r12
	jne .LBB_383
.LBB_341:
	movq 1160(%rsp), %r12
	movq 776(%rsp), %rcx
	cmpq %r12, %rcx
	jae .LBB_582
	movq 1152(%rsp), %rax
	leaq (%rcx,%rcx,2), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 184(%rsp), %rax
	movq %rax, 816(%rsp)
	movq 688(%rsp), %rax
	movq %rax, 736(%rsp)
	leaq 1584(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rdx, 672(%rsp)
	movq %rdx, 216(%rsp)
	movq %rcx, 864(%rsp)
	movq %rcx, 224(%rsp)
	leaq 400(%rsp), %rdi
	leaq 208(%rsp), %rsi
	callq core::array::try_from_fn
	movups 496(%rsp), %xmm0
	movaps %xmm0, 304(%rsp)
	movups 400(%rsp), %xmm0
	movups 416(%rsp), %xmm1
	movups 432(%rsp), %xmm2
	movups 448(%rsp), %xmm3
	movaps %xmm0, 208(%rsp)
	movups 480(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movups 464(%rsp), %xmm0
	movaps %xmm0, 272(%rsp)
	movaps %xmm3, 256(%rsp)
	movaps %xmm2, 240(%rsp)
	movaps %xmm1, 224(%rsp)
	movups 512(%rsp), %xmm0
	movaps %xmm0, 320(%rsp)
	movq 1296(%rsp), %rdi
	movq 1264(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 1272(%rsp), %r12
	movq 1288(%rsp), %rax
	movq %rax, 144(%rsp)
	movsd 208(%rsp), %xmm0
	movsd %xmm0, 336(%rsp)
	movupd 296(%rsp), %xmm6
	movupd 280(%rsp), %xmm7
	movupd 264(%rsp), %xmm8
	movupd 248(%rsp), %xmm9
	movupd 232(%rsp), %xmm10
	movupd 216(%rsp), %xmm11
	movapd %xmm6, %xmm0
	unpckhpd %xmm6, %xmm0
	movapd %xmm7, %xmm2
	unpckhpd %xmm7, %xmm2
	movapd %xmm8, %xmm1
	unpckhpd %xmm8, %xmm1
	movapd %xmm9, %xmm3
	unpckhpd %xmm9, %xmm3
	movapd %xmm10, %xmm4
	unpckhpd %xmm10, %xmm4
	movapd %xmm11, %xmm5
	unpckhpd %xmm11, %xmm5
	movsd 312(%rsp), %xmm12
	movsd %xmm12, 120(%rsp)
	movapd 320(%rsp), %xmm12
	movapd %xmm12, 800(%rsp)
	unpcklpd %xmm2, %xmm7
	movapd %xmm7, 128(%rsp)
	unpcklpd %xmm5, %xmm11
	movapd %xmm11, 880(%rsp)
	unpcklpd %xmm3, %xmm9
	movapd %xmm9, 64(%rsp)
	unpcklpd %xmm0, %xmm6
	movapd %xmm6, 656(%rsp)
	unpcklpd %xmm4, %xmm10
	movapd %xmm10, 192(%rsp)
	unpcklpd %xmm1, %xmm8
	movapd %xmm8, 720(%rsp)
	xorl %eax, %eax
	movq %rdi, 112(%rsp)
	jmp .LBB_345
.LBB_344:
	movq 16(%rsp), %rax
	incq %rax
	cmpq $1025, %rax
	movq 376(%rsp), %rbx
	movq 112(%rsp), %rdi
	je .LBB_351
.LBB_345:
	cmpq %rdi, %rax
	je .LBB_574
	cmpq %r12, %rax
	je .LBB_573
	movq %rax, 16(%rsp)
	movq %rax, %rbx
	shlq $7, %rbx
	movq 144(%rsp), %rax
	leaq (%rax,%rbx), %r14
	addq 32(%rsp), %rbx
	movsd (%r14), %xmm0
	subsd (%rbx), %xmm0
	movapd .LCPI_7(%rip), %xmm7
	andpd %xmm7, %xmm0
	xorl %eax, %eax
	movsd 336(%rsp), %xmm1
	ucomisd %xmm0, %xmm1
	movupd 56(%r14), %xmm4
	movupd 24(%r14), %xmm5
	movupd 88(%r14), %xmm1
	movupd 40(%r14), %xmm2
	movupd 8(%r14), %xmm3
	movupd 72(%r14), %xmm0
	movupd 88(%rbx), %xmm6
	subpd %xmm6, %xmm1
	movupd 8(%rbx), %xmm6
	subpd %xmm6, %xmm3
	movupd 24(%rbx), %xmm6
	subpd %xmm6, %xmm5
	movupd 40(%rbx), %xmm6
	subpd %xmm6, %xmm2
	movupd 56(%rbx), %xmm6
	subpd %xmm6, %xmm4
	movupd 72(%rbx), %xmm6
	subpd %xmm6, %xmm0
	andpd %xmm7, %xmm5
	cmplepd 192(%rsp), %xmm5
	andpd %xmm7, %xmm1
	cmplepd 656(%rsp), %xmm1
	andpd .LCPI_9(%rip), %xmm5
	andpd .LCPI_10(%rip), %xmm1
	orpd %xmm5, %xmm1
	andpd %xmm7, %xmm4
	cmplepd 720(%rsp), %xmm4
	andpd .LCPI_8(%rip), %xmm4
	orpd %xmm4, %xmm1
	andpd %xmm7, %xmm3
	cmplepd 880(%rsp), %xmm3
	andpd %xmm7, %xmm0
	cmplepd 128(%rsp), %xmm0
	andpd .LCPI_12(%rip), %xmm3
	andpd .LCPI_13(%rip), %xmm0
	orpd %xmm3, %xmm0
	setae %al
	andpd %xmm7, %xmm2
	cmplepd 64(%rsp), %xmm2
	andpd .LCPI_11(%rip), %xmm2
	orpd %xmm2, %xmm0
	orpd %xmm1, %xmm0
	movsd 104(%r14), %xmm1
	subsd 104(%rbx), %xmm1
	andpd %xmm7, %xmm1
	xorl %ecx, %ecx
	movsd 120(%rsp), %xmm2
	ucomisd %xmm1, %xmm2
	movupd 112(%r14), %xmm1
	movupd 112(%rbx), %xmm2
	subpd %xmm2, %xmm1
	andpd %xmm7, %xmm1
	cmplepd 800(%rsp), %xmm1
	andpd .LCPI_14(%rip), %xmm1
	movq %xmm0, %rdx
	pshufd $238, %xmm0, %xmm0
	movq %xmm0, %rsi
	pshufd $238, %xmm1, %xmm0
	por %xmm1, %xmm0
	movq %xmm0, %r15
	setae %cl
	shll $13, %ecx
	orq %rcx, %rdx
	orq %rdx, %rsi
	orq %rsi, %r15
	orq %rax, %r15
	je .LBB_344
	movq 816(%rsp), %rax
	movq 16(%rsp), %rcx
	leaq (%rcx,%rax), %r13
.LBB_349:
	rep bsfq	%r15, %rbp
	movl %ebp, %edx
	shll $10, %edx
	orq %rbp, %rdx
	addq %r13, %rdx
	leaq 1168(%rsp), %rdi
	movq 384(%rsp), %rsi
	callq kernel_sliding::exact::Exact::lines
	leaq -1(%r15), %rax
	shll $3, %ebp
	movq %xmm0, (%rbx,%rbp)
	movsd %xmm1, (%r14,%rbp)
	andq %rax, %r15
	jne .LBB_349
	jmp .LBB_344
.LBB_351:
	movq 1264(%rsp), %r14
	movq 1272(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 816(%rsp), %rcx
	movq %rcx, %rax
	negq %rax
	movq %rax, 144(%rsp)
	movq %rcx, %rax
	shlq $7, %rax
	subq %rax, %rbx
	movq %rbx, 16(%rsp)
	movq %r14, 192(%rsp)
	subq %rax, %r14
	leaq 1025(%rcx), %rax
	movq %rax, 720(%rsp)
	xorl %eax, %eax
	jmp .LBB_353
.LBB_352:
	movq 64(%rsp), %rax
	incq %rax
	addq $-1025, 144(%rsp)
	addq $-131192, 16(%rsp)
	addq $-131192, %r14
	addq $1025, 720(%rsp)
	cmpq $16, %rax
	je .LBB_375
.LBB_353:
	movq %rax, %r15
	shlq $10, %r15
	movq %rax, 64(%rsp)
	addq %rax, %r15
	addq 816(%rsp), %r15
	cmpq 736(%rsp), %r15
	jae .LBB_352
	movq 64(%rsp), %rax
	movsd 208(%rsp,%rax,8), %xmm0
	xorpd %xmm1, %xmm1
	ucomisd %xmm1, %xmm0
	jae .LBB_352
	leaq 1025(%r15), %rdi
	movq 736(%rsp), %rax
	cmpq %rdi, %rax
	cmovbq %rax, %rdi
	cmpq $-1025, %r15
	movq %rdi, 128(%rsp)
	jb .LBB_357
	jmp .LBB_352
.LBB_356:
	movq 128(%rsp), %rdi
	cmpq %rdi, 336(%rsp)
	movq 656(%rsp), %r15
	jae .LBB_352
.LBB_357:
	movq 1536(%rsp), %rax
	movq 1544(%rsp), %r13
	cmpq $1, %r13
	je .LBB_361
	testq %r13, %r13
	je .LBB_557
	movq %r13, %rcx
	xorl %ebp, %ebp
.LBB_360:
	movq %rbp, %rdx
	movq %rcx, %rsi
	shrq %rsi
	addq %rsi, %rbp
	cmpq %r15, (%rax,%rbp,8)
	cmovaq %rdx, %rbp
	subq %rsi, %rcx
	cmpq $1, %rcx
	ja .LBB_360
	jmp .LBB_362
.LBB_361:
	xorl %ebp, %ebp
.LBB_362:
	cmpq (%rax,%rbp,8), %r15
	sbbq $-1, %rbp
	leaq -1(%rbp), %rcx
	movq %rcx, %rsi
	cmpq %r13, %rcx
	jae .LBB_551
	cmpq %r13, %rbp
	leaq (%rax,%rbp,8), %rax
	leaq 1576(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %rdi
	movq %rax, 336(%rsp)
	cmovbq %rdi, %rax
	movq %rax, 656(%rsp)
	cmpq %rax, %r15
	jae .LBB_356
	cmpq 864(%rsp), %rsi
	jae .LBB_558
	movq %r15, %r12
	shlq $7, %r12
	movq 736(%rsp), %r13
	movq 336(%rsp), %rax
	cmpq %r13, %rax
	cmovbq %rax, %r13
	movq 720(%rsp), %rax
	cmpq %rax, %r13
	cmovaeq %rax, %r13
	jmp .LBB_368
.LBB_366:
	movq 16(%rsp), %rax
	movsd %xmm1, (%rax,%r12)
.LBB_367:
	incq %r15
	subq $-128, %r12
	cmpq %r15, %r13
	je .LBB_356
.LBB_368:
	movq 144(%rsp), %rax
	leaq (%rax,%r15), %rbx
	movq 672(%rsp), %rax
	movsd -8(%rax,%rbp,8), %xmm0
	ucomisd .LCPI_15(%rip), %xmm0
	jae .LBB_372
	cmpq 48(%rsp), %rbx
	jae .LBB_532
	cmpq 32(%rsp), %rbx
	jae .LBB_534
	movq 16(%rsp), %rax
	movsd (%rax,%r12), %xmm1
	subsd (%r14,%r12), %xmm1
	andpd .LCPI_7(%rip), %xmm1
	ucomisd %xmm1, %xmm0
	jb .LBB_367
.LBB_372:
	leaq 1168(%rsp), %rdi
	movq 384(%rsp), %rsi
	movq %r15, %rdx
	callq kernel_sliding::exact::Exact::lines
	cmpq 32(%rsp), %rbx
	jae .LBB_530
	movsd %xmm0, (%r14,%r12)
	cmpq 48(%rsp), %rbx
	jb .LBB_366
	jmp .LBB_531
.LBB_375:
	movq 88(%rsp), %r12
	cmpq %r12, 776(%rsp)
	je .LBB_585
	movq 184(%rsp), %rax
	movq %rax, 16(%rsp)
	movq 688(%rsp), %rdi
	movq 48(%rsp), %rax
	movq 32(%rsp), %r15
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 1312(%rsp), %r8
	movq 1320(%rsp), %rsi
	cmpq %rsi, %r15
	cmovaeq %rsi, %r15
	testq %r15, %r15
	movabsq $1152921504606846975, %rbx
	movq 776(%rsp), %rdx
	movq 376(%rsp), %r14
	movq 192(%rsp), %r12
	je .LBB_431
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rcx
	adcq $0, %rcx
	testq %r15, %r15
	je .LBB_426
	leaq (%r8,%rcx), %rax
	leaq (%r14,%rcx,8), %r9
	leaq (%r12,%rcx,8), %r10
	cmpq %r9, %r8
	setb %r11b
	cmpq %rax, %r14
	setb %bl
	cmpq %r10, %r8
	setb %r9b
	cmpq %rax, %r12
	setb %r10b
	testb %bl, %r11b
	jne .LBB_506
	movl $0, %eax
	andb %r10b, %r9b
	movabsq $1152921504606846975, %rbx
	jne .LBB_427
	movq %rcx, %rax
	andq $-16, %rax
	xorl %r9d, %r9d
.LBB_381:
	movupd (%r14,%r9,8), %xmm1
	movdqu 16(%r14,%r9,8), %xmm0
	movupd (%r12,%r9,8), %xmm2
	movupd 16(%r12,%r9,8), %xmm3
	movapd %xmm2, %xmm4
	cmpltpd %xmm1, %xmm4
	packssdw %xmm4, %xmm4
	packssdw %xmm4, %xmm4
	packsswb %xmm4, %xmm4
	movapd %xmm3, %xmm5
	cmpltpd %xmm0, %xmm5
	packssdw %xmm5, %xmm5
	packssdw %xmm5, %xmm5
	packsswb %xmm5, %xmm5
	cmpltpd %xmm2, %xmm1
	packssdw %xmm1, %xmm1
	packssdw %xmm1, %xmm1
	packsswb %xmm1, %xmm1
	psubb %xmm4, %xmm1
	cmpltpd %xmm3, %xmm0
	packssdw %xmm0, %xmm0
	packssdw %xmm0, %xmm0
	packsswb %xmm0, %xmm0
	psubb %xmm5, %xmm0
	movd %xmm1, %r10d
	movw %r10w, (%r8,%r9)
	movd %xmm0, %r10d
	movw %r10w, 2(%r8,%r9)
	addq $4, %r9
	cmpq %r9, %rax
	jne .LBB_381
	cmpq %rax, %r15
	jne .LBB_427
	jmp .LBB_431
.LBB_279:
	movq 104(%rsp), %rsi
	movb %sil, 768(%rsp)
	xorps %xmm1, %xmm1
	cvtsi2sd %rbp, %xmm1
	movsd .LCPI_4(%rip), %xmm0
	divsd %xmm2, %xmm0
	movq %r15, %rcx
	shlq $4, %rcx
	addq 800(%rsp), %rcx
	movq %rcx, 880(%rsp)
	testq %rsi, %rsi
	leaq 1104(%rsp), %rcx
	cmovneq %rcx, %rsi
	movq %rsi, 104(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 864(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 816(%rsp)
	leaq 112(%rax), %rcx
	movq %rcx, 936(%rsp)
	movq 64(%rsp), %rsi
	movq %rsi, %rcx
	shlq $7, %rcx
	addq %rax, %rcx
	addq $112, %rcx
	movq %rcx, 928(%rsp)
	movq %rbp, %rcx
	negq %rcx
	movq %rcx, 720(%rsp)
	subq %rbp, %rsi
	movq %rsi, 840(%rsp)
	subq $-128, %rax
	movq %rbp, %rcx
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 376(%rsp)
	movl $1, %ebx
	xorl %edi, %edi
	movq %r8, 120(%rsp)
	movq %r13, 128(%rsp)
	jmp .LBB_281
.LBB_280:
	movq 960(%rsp), %rcx
	movq %rcx, %rbx
	movq 120(%rsp), %r8
	cmpq %r8, %rcx
	movq 128(%rsp), %r13
	movq 112(%rsp), %r15
	jae .LBB_244
.LBB_281:
	cmpq %r15, %rdi
	jae .LBB_286
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 800(%rsp), %rcx
.LBB_283:
	movq (%rcx), %r10
	cmpq %rbx, %r10
	jae .LBB_287
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r15
	jne .LBB_283
	movq %r15, %rdi
	xorl %esi, %esi
	jmp .LBB_288
.LBB_286:
	xorl %esi, %esi
	jmp .LBB_288
.LBB_287:
	movl $1, %esi
.LBB_288:
	cmpq %rbx, 704(%rsp)
	setae %r11b
	andb 768(%rsp), %r11b
	testq %rsi, %rsi
	jne .LBB_290
	movq %r8, %r9
	testb %r11b, %r11b
	je .LBB_296
.LBB_290:
	movl $2, %r8d
	subq %rsi, %r8
	testb %sil, %sil
	movq 704(%rsp), %r14
	movq %r14, %rcx
	cmovneq %r10, %rcx
	movzbl %r11b, %r9d
	movq %r8, 984(%rsp)
	movq $2, 992(%rsp)
	movq %rsi, 1000(%rsp)
	movq %r10, 1008(%rsp)
	movq %r9, 1016(%rsp)
	movq %r14, 1024(%rsp)
	testq %rsi, %rsi
	je .LBB_293
	jne .LBB_294
	testq %rsi, %rsi
	jne .LBB_295
	jmp .LBB_319
.LBB_293:
	movq %rcx, %r9
	jmp .LBB_295
.LBB_294:
	movq %rsi, %r10
	xorq $3, %r10
	shll $4, %r8d
	leaq 1000(%rsp), %r11
	movq 8(%r11,%r8), %r9
	cmpq %r9, %rcx
	cmovbq %rcx, %r9
	cmpb $0, (%r11,%r8)
	cmoveq %rcx, %r9
	movq %r9, %rcx
	movq %r10, %r8
	testq %rsi, %rsi
	je .LBB_319
.LBB_295:
	movq 120(%rsp), %r8
.LBB_296:
	leaq 1(%r9), %rcx
	cmpq %rcx, %r8
	movq %rcx, %r12
	cmovbq %r8, %r12
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 16(%rsp)
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 144(%rsp)
	movapd 400(%rsp), %xmm6
	movapd 416(%rsp), %xmm1
	movapd 432(%rsp), %xmm3
	movapd 448(%rsp), %xmm5
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 672(%rsp)
	movapd 464(%rsp), %xmm4
	movapd 288(%rsp), %xmm8
	movapd 480(%rsp), %xmm7
	movapd 304(%rsp), %xmm9
	movapd 496(%rsp), %xmm12
	movapd 320(%rsp), %xmm10
	movapd 512(%rsp), %xmm0
	movapd %xmm0, 336(%rsp)
	subq %rbx, %r12
	movq %rcx, 960(%rsp)
	jbe .LBB_301
	movapd %xmm12, 656(%rsp)
	movapd %xmm1, 736(%rsp)
	movq %rbx, %r14
	shlq $7, %r14
	leaq 112(%rdx), %rcx
	leaq (%rcx,%r14), %r10
	movq 64(%rsp), %rcx
	leaq (%rcx,%rbx), %r8
	addq 928(%rsp), %r14
	addq 840(%rsp), %rbx
	shlq $7, %rbx
	addq 936(%rsp), %rbx
	xorl %esi, %esi
.LBB_298:
	cmpq %r13, %r8
	jae .LBB_563
	movq 720(%rsp), %rcx
	addq %r8, %rcx
	cmpq %r13, %rcx
	jae .LBB_562
	movapd %xmm5, %xmm12
	movapd %xmm7, %xmm14
	movupd -112(%r14,%rsi), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm6, %xmm15
	movupd -112(%rbx,%rsi), %xmm1
	subpd %xmm1, %xmm15
	movapd 864(%rsp), %xmm5
	mulpd %xmm5, %xmm0
	movapd 16(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm6, %xmm1
	movapd 816(%rsp), %xmm6
	movapd %xmm6, %xmm0
	movapd %xmm1, 16(%rsp)
	mulpd %xmm1, %xmm0
	movupd %xmm0, -112(%r10,%rsi)
	movupd -96(%r14,%rsi), %xmm0
	movapd %xmm0, %xmm1
	movapd 736(%rsp), %xmm7
	addpd %xmm7, %xmm1
	movupd -96(%rbx,%rsi), %xmm2
	subpd %xmm2, %xmm1
	mulpd %xmm5, %xmm0
	movapd 48(%rsp), %xmm2
	addpd %xmm0, %xmm2
	subpd %xmm7, %xmm2
	movapd %xmm6, %xmm0
	movapd %xmm2, 48(%rsp)
	mulpd %xmm2, %xmm0
	movupd %xmm0, -96(%r10,%rsi)
	movupd -80(%r14,%rsi), %xmm0
	movapd %xmm0, %xmm2
	movapd %xmm3, %xmm13
	addpd %xmm3, %xmm2
	movupd -80(%rbx,%rsi), %xmm11
	subpd %xmm11, %xmm2
	mulpd %xmm5, %xmm0
	movapd 32(%rsp), %xmm3
	addpd %xmm0, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm0
	movapd %xmm3, 32(%rsp)
	mulpd %xmm3, %xmm0
	movupd %xmm0, -80(%r10,%rsi)
	movupd -64(%r14,%rsi), %xmm11
	movapd %xmm11, %xmm0
	movapd %xmm12, %xmm13
	addpd %xmm12, %xmm0
	movupd -64(%rbx,%rsi), %xmm12
	subpd %xmm12, %xmm0
	mulpd %xmm5, %xmm11
	movapd 144(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 144(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -64(%r10,%rsi)
	movupd -48(%r14,%rsi), %xmm11
	movapd %xmm11, %xmm13
	addpd %xmm4, %xmm13
	movupd -48(%rbx,%rsi), %xmm12
	subpd %xmm12, %xmm13
	mulpd %xmm5, %xmm11
	movapd 672(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm4, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 672(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -48(%r10,%rsi)
	movupd -32(%r14,%rsi), %xmm12
	movapd %xmm12, %xmm11
	movapd %xmm14, %xmm3
	addpd %xmm14, %xmm11
	movupd -32(%rbx,%rsi), %xmm14
	subpd %xmm14, %xmm11
	mulpd %xmm5, %xmm12
	addpd %xmm12, %xmm8
	subpd %xmm3, %xmm8
	movapd %xmm6, %xmm12
	mulpd %xmm8, %xmm12
	movupd %xmm12, -32(%r10,%rsi)
	movupd -16(%r14,%rsi), %xmm14
	movapd %xmm14, %xmm12
	movapd 656(%rsp), %xmm4
	addpd %xmm4, %xmm12
	movupd -16(%rbx,%rsi), %xmm3
	subpd %xmm3, %xmm12
	mulpd %xmm5, %xmm14
	addpd %xmm14, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm6, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%r10,%rsi)
	movupd (%r14,%rsi), %xmm3
	movapd %xmm3, %xmm14
	movapd 336(%rsp), %xmm7
	addpd %xmm7, %xmm14
	movupd (%rbx,%rsi), %xmm4
	subpd %xmm4, %xmm14
	mulpd %xmm5, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm7, %xmm10
	mulpd %xmm10, %xmm6
	movupd %xmm6, (%r10,%rsi)
	subq $-128, %rsi
	incq %r8
	movapd %xmm15, %xmm6
	movapd %xmm1, 736(%rsp)
	movapd %xmm2, %xmm3
	movapd %xmm0, %xmm5
	movapd %xmm13, %xmm4
	movapd %xmm11, %xmm7
	movapd %xmm12, 656(%rsp)
	movapd %xmm14, 336(%rsp)
	decq %r12
	jne .LBB_298
	jmp .LBB_302
.LBB_301:
	movhpd 408(%rsp), %xmm6
	movhpd 424(%rsp), %xmm1
	movhpd 440(%rsp), %xmm3
	movhpd 456(%rsp), %xmm5
	movhpd 472(%rsp), %xmm4
	movhpd 488(%rsp), %xmm7
	movhpd 504(%rsp), %xmm12
	movapd 336(%rsp), %xmm14
	movhpd 520(%rsp), %xmm14
	movapd %xmm6, %xmm15
	movapd %xmm3, %xmm2
	movapd %xmm5, %xmm0
	movapd %xmm4, %xmm13
	movapd %xmm7, %xmm11
.LBB_302:
	movaps 16(%rsp), %xmm3
	movaps %xmm3, 208(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 224(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 240(%rsp)
	movaps 144(%rsp), %xmm3
	movaps %xmm3, 256(%rsp)
	movapd 672(%rsp), %xmm3
	movapd %xmm3, 272(%rsp)
	movapd %xmm8, 288(%rsp)
	movapd %xmm9, 304(%rsp)
	movapd %xmm10, 320(%rsp)
	movapd %xmm15, 400(%rsp)
	movapd %xmm1, 416(%rsp)
	movapd %xmm2, 432(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm13, 464(%rsp)
	movapd %xmm11, 480(%rsp)
	movapd %xmm12, 496(%rsp)
	movapd %xmm14, 512(%rsp)
	cmpq 120(%rsp), %r9
	movapd 944(%rsp), %xmm4
	jae .LBB_244
	cmpq %r15, %rdi
	ja .LBB_529
	movq %rdi, %r15
	shlq $4, %r15
	addq 800(%rsp), %r15
	movq 64(%rsp), %rcx
	leaq (%r9,%rcx), %rsi
	leaq (%r9,%rcx), %r12
	incq %r12
	movq %r12, 48(%rsp)
	subq %rbp, %r12
	setb %cl
	cmpq %r13, %rsi
	setae %bl
	movq %r9, %r14
	shlq $7, %r14
	addq %rdx, %r14
	orb %cl, %bl
	movq %rsi, 16(%rsp)
	movq %rsi, %r13
	shlq $7, %r13
	addq %rax, %r13
	xorl %r10d, %r10d
	movq 104(%rsp), %rcx
	jmp .LBB_307
.LBB_305:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	movq %r15, %rbp
	cmpq $15, %r15
	ja .LBB_566
.LBB_306:
	movsd %xmm1, 208(%rsp,%rbp,8)
	movsd %xmm0, 400(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, (%r14,%rbp,8)
	movq %rsi, %rcx
	movq %r8, %r15
	movq 192(%rsp), %rbp
.LBB_307:
	testb %r10b, %r10b
	je .LBB_316
	movq %r15, %r8
.LBB_309:
	testq %rcx, %rcx
	je .LBB_280
	cmpq %r9, (%rcx)
	jne .LBB_280
	movb $2, %r10b
	xorl %esi, %esi
	movq %rcx, %r15
	testb %bl, %bl
	jne .LBB_520
.LBB_312:
	movq 8(%r15), %r15
	testq %rbp, %rbp
	je .LBB_305
	cmpq $15, %r15
	ja .LBB_560
	movq %r15, %rbp
	leaq (,%r15,8), %rcx
	addq %r13, %rcx
	xorpd %xmm0, %xmm0
	movl $1, %r15d
	movq 376(%rsp), %r11
	xorpd %xmm1, %xmm1
.LBB_315:
	xorps %xmm2, %xmm2
	cvtsi2sd %r15, %xmm2
	movsd (%rcx,%r11), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r15
	subq $-128, %r11
	jne .LBB_315
	jmp .LBB_306
.LBB_316:
	movq 880(%rsp), %rsi
	movq %rsi, %r8
	cmpq %rsi, %r15
	je .LBB_309
	leaq 16(%r15), %r8
	cmpq %r9, (%r15)
	jne .LBB_309
	xorl %r10d, %r10d
	movq %rcx, %rsi
	testb %bl, %bl
	je .LBB_312
	jmp .LBB_520
.LBB_319:
	movq %r8, %rsi
	orq $2, %rsi
	movzbl 1016(%rsp), %r10d
	movq 1024(%rsp), %r14
	jmp .LBB_321
.LBB_320:
	testb %r10b, %r10b
	cmovneq %rcx, %r9
	movq %r9, %rcx
	movq %rsi, %r8
	cmpl $2, %esi
	je .LBB_295
.LBB_321:
	shlq $4, %r8
	leaq 1000(%rsp), %r11
	movq 8(%r11,%r8), %r9
	cmpq %r9, %rcx
	cmovbq %rcx, %r9
	cmpb $0, (%r11,%r8)
	cmoveq %rcx, %r9
	movq %r9, %rcx
	cmpq %r14, %r9
	jb .LBB_320
	movq %r14, %rcx
	jmp .LBB_320
.LBB_383:
	movq 168(%rsp), %rdx
	movb %dl, 960(%rsp)
	movq 192(%rsp), %rax
	xorps %xmm1, %xmm1
	cvtsi2sd %rax, %xmm1
	movsd .LCPI_4(%rip), %xmm0
	divsd %xmm2, %xmm0
	movq %r15, %rcx
	shlq $4, %rcx
	addq 800(%rsp), %rcx
	movq %rcx, 120(%rsp)
	testq %rdx, %rdx
	leaq 1104(%rsp), %rcx
	cmovneq %rcx, %rdx
	movq %rdx, 168(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 864(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 816(%rsp)
	leaq 112(%rdi), %rcx
	movq %rcx, 104(%rsp)
	leaq 112(%rsi), %rcx
	movq %rcx, 944(%rsp)
	movq 64(%rsp), %rdx
	movq %rdx, %rcx
	shlq $7, %rcx
	addq %rsi, %rcx
	addq $112, %rcx
	movq %rcx, 368(%rsp)
	movq %rax, %r11
	negq %r11
	subq %rax, %rdx
	movq %rdx, 360(%rsp)
	subq $-128, %rsi
	shlq $7, %rax
	negq %rax
	movq %rax, 880(%rsp)
	movl $1, %ebp
	xorl %edi, %edi
	movq %r13, 128(%rsp)
	jmp .LBB_385
.LBB_384:
	movq 16(%rsp), %rax
	movq %rax, %rbp
	movq 48(%rsp), %r12
	cmpq %r12, %rax
	movq 128(%rsp), %r13
	movq 112(%rsp), %r15
	jae .LBB_341
.LBB_385:
	cmpq %r15, %rdi
	jae .LBB_390
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 800(%rsp), %rcx
.LBB_387:
	movq (%rcx), %rbx
	cmpq %rbp, %rbx
	jae .LBB_391
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r15
	jne .LBB_387
	movq %r15, %rdi
	xorl %ecx, %ecx
	jmp .LBB_392
.LBB_390:
	xorl %ecx, %ecx
	jmp .LBB_392
.LBB_391:
	movl $1, %ecx
.LBB_392:
	cmpq %rbp, 784(%rsp)
	setae %dl
	andb 960(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_394
	movq %r12, %r10
	testb %dl, %dl
	je .LBB_399
.LBB_394:
	movl $2, %r9d
	subq %rcx, %r9
	testb %cl, %cl
	movq 784(%rsp), %r10
	movq %r10, %r8
	cmovneq %rbx, %r8
	movzbl %dl, %edx
	movq %r9, 984(%rsp)
	movq $2, 992(%rsp)
	movq %rcx, 1000(%rsp)
	movq %rbx, 1008(%rsp)
	movq %rdx, 1016(%rsp)
	movq %r10, 1024(%rsp)
	testq %rcx, %rcx
	je .LBB_397
	jne .LBB_398
	testq %rcx, %rcx
	jne .LBB_399
	jmp .LBB_422
.LBB_397:
	movq %r8, %r10
	jmp .LBB_399
.LBB_398:
	movq %rcx, %rdx
	xorq $3, %rdx
	shll $4, %r9d
	leaq 1000(%rsp), %rbx
	movq 8(%rbx,%r9), %r10
	cmpq %r10, %r8
	cmovbq %r8, %r10
	cmpb $0, (%rbx,%r9)
	cmoveq %r8, %r10
	movq %r10, %r8
	movq %rdx, %r9
	testq %rcx, %rcx
	je .LBB_422
.LBB_399:
	leaq 1(%r10), %rbx
	cmpq %rbx, %r12
	movq %r12, %rcx
	movq %rbx, %r12
	cmovbq %rcx, %r12
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 16(%rsp)
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 144(%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 672(%rsp)
	movapd 400(%rsp), %xmm6
	movapd 416(%rsp), %xmm1
	movapd 432(%rsp), %xmm3
	movapd 448(%rsp), %xmm5
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 336(%rsp)
	movapd 464(%rsp), %xmm4
	movapd 288(%rsp), %xmm8
	movapd 480(%rsp), %xmm7
	movapd 304(%rsp), %xmm9
	movapd 496(%rsp), %xmm12
	movapd 320(%rsp), %xmm10
	movapd 512(%rsp), %xmm0
	movapd %xmm0, 656(%rsp)
	subq %rbp, %r12
	jbe .LBB_404
	movapd %xmm12, 736(%rsp)
	movapd %xmm1, 720(%rsp)
	movq %rbp, %r14
	shlq $7, %r14
	movq 104(%rsp), %rax
	leaq (%rax,%r14), %rcx
	movq 64(%rsp), %rdx
	leaq (%rdx,%rbp), %r9
	addq 368(%rsp), %r14
	addq 360(%rsp), %rbp
	shlq $7, %rbp
	addq 944(%rsp), %rbp
	xorl %r8d, %r8d
.LBB_401:
	cmpq %r13, %r9
	jae .LBB_565
	leaq (%r11,%r9), %rdx
	cmpq %r13, %rdx
	jae .LBB_564
	movapd %xmm5, %xmm12
	movapd %xmm7, %xmm14
	movupd -112(%r14,%r8), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm6, %xmm15
	movupd -112(%rbp,%r8), %xmm1
	subpd %xmm1, %xmm15
	movapd 864(%rsp), %xmm5
	mulpd %xmm5, %xmm0
	movapd 16(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm6, %xmm1
	movapd 816(%rsp), %xmm6
	movapd %xmm6, %xmm0
	movapd %xmm1, 16(%rsp)
	mulpd %xmm1, %xmm0
	movupd %xmm0, -112(%rcx,%r8)
	movupd -96(%r14,%r8), %xmm0
	movapd %xmm0, %xmm1
	movapd 720(%rsp), %xmm7
	addpd %xmm7, %xmm1
	movupd -96(%rbp,%r8), %xmm2
	subpd %xmm2, %xmm1
	mulpd %xmm5, %xmm0
	movapd 32(%rsp), %xmm2
	addpd %xmm0, %xmm2
	subpd %xmm7, %xmm2
	movapd %xmm6, %xmm0
	movapd %xmm2, 32(%rsp)
	mulpd %xmm2, %xmm0
	movupd %xmm0, -96(%rcx,%r8)
	movupd -80(%r14,%r8), %xmm0
	movapd %xmm0, %xmm2
	movapd %xmm3, %xmm13
	addpd %xmm3, %xmm2
	movupd -80(%rbp,%r8), %xmm11
	subpd %xmm11, %xmm2
	mulpd %xmm5, %xmm0
	movapd 144(%rsp), %xmm3
	addpd %xmm0, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm0
	movapd %xmm3, 144(%rsp)
	mulpd %xmm3, %xmm0
	movupd %xmm0, -80(%rcx,%r8)
	movupd -64(%r14,%r8), %xmm11
	movapd %xmm11, %xmm0
	movapd %xmm12, %xmm13
	addpd %xmm12, %xmm0
	movupd -64(%rbp,%r8), %xmm12
	subpd %xmm12, %xmm0
	mulpd %xmm5, %xmm11
	movapd 672(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 672(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -64(%rcx,%r8)
	movupd -48(%r14,%r8), %xmm11
	movapd %xmm11, %xmm13
	addpd %xmm4, %xmm13
	movupd -48(%rbp,%r8), %xmm12
	subpd %xmm12, %xmm13
	mulpd %xmm5, %xmm11
	movapd 336(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm4, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 336(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -48(%rcx,%r8)
	movupd -32(%r14,%r8), %xmm12
	movapd %xmm12, %xmm11
	movapd %xmm14, %xmm3
	addpd %xmm14, %xmm11
	movupd -32(%rbp,%r8), %xmm14
	subpd %xmm14, %xmm11
	mulpd %xmm5, %xmm12
	addpd %xmm12, %xmm8
	subpd %xmm3, %xmm8
	movapd %xmm6, %xmm12
	mulpd %xmm8, %xmm12
	movupd %xmm12, -32(%rcx,%r8)
	movupd -16(%r14,%r8), %xmm14
	movapd %xmm14, %xmm12
	movapd 736(%rsp), %xmm4
	addpd %xmm4, %xmm12
	movupd -16(%rbp,%r8), %xmm3
	subpd %xmm3, %xmm12
	mulpd %xmm5, %xmm14
	addpd %xmm14, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm6, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%rcx,%r8)
	movupd (%r14,%r8), %xmm3
	movapd %xmm3, %xmm14
	movapd 656(%rsp), %xmm7
	addpd %xmm7, %xmm14
	movupd (%rbp,%r8), %xmm4
	subpd %xmm4, %xmm14
	mulpd %xmm5, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm7, %xmm10
	mulpd %xmm10, %xmm6
	movupd %xmm6, (%rcx,%r8)
	subq $-128, %r8
	incq %r9
	movapd %xmm15, %xmm6
	movapd %xmm1, 720(%rsp)
	movapd %xmm2, %xmm3
	movapd %xmm0, %xmm5
	movapd %xmm13, %xmm4
	movapd %xmm11, %xmm7
	movapd %xmm12, 736(%rsp)
	movapd %xmm14, 656(%rsp)
	decq %r12
	jne .LBB_401
	jmp .LBB_405
.LBB_404:
	movhpd 408(%rsp), %xmm6
	movhpd 424(%rsp), %xmm1
	movhpd 440(%rsp), %xmm3
	movhpd 456(%rsp), %xmm5
	movhpd 472(%rsp), %xmm4
	movhpd 488(%rsp), %xmm7
	movhpd 504(%rsp), %xmm12
	movapd 656(%rsp), %xmm14
	movhpd 520(%rsp), %xmm14
	movapd %xmm6, %xmm15
	movapd %xmm3, %xmm2
	movapd %xmm5, %xmm0
	movapd %xmm4, %xmm13
	movapd %xmm7, %xmm11
.LBB_405:
	movaps 16(%rsp), %xmm3
	movaps %xmm3, 208(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 224(%rsp)
	movaps 144(%rsp), %xmm3
	movaps %xmm3, 240(%rsp)
	movaps 672(%rsp), %xmm3
	movaps %xmm3, 256(%rsp)
	movapd 336(%rsp), %xmm3
	movapd %xmm3, 272(%rsp)
	movapd %xmm8, 288(%rsp)
	movapd %xmm9, 304(%rsp)
	movapd %xmm10, 320(%rsp)
	movapd %xmm15, 400(%rsp)
	movapd %xmm1, 416(%rsp)
	movapd %xmm2, 432(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm13, 464(%rsp)
	movapd %xmm11, 480(%rsp)
	movapd %xmm12, 496(%rsp)
	movapd %xmm14, 512(%rsp)
	cmpq 48(%rsp), %r10
	movq 376(%rsp), %rdx
	movapd 704(%rsp), %xmm4
	jae .LBB_341
	cmpq %r15, %rdi
	ja .LBB_529
	movq %rbx, 16(%rsp)
	movq %rdi, %r15
	shlq $4, %r15
	addq 800(%rsp), %r15
	movq 64(%rsp), %rcx
	leaq (%r10,%rcx), %rax
	leaq (%r10,%rcx), %r12
	incq %r12
	movq %r12, 144(%rsp)
	subq 192(%rsp), %r12
	setb %cl
	cmpq %r13, %rax
	setae %bl
	movq %r10, %r14
	shlq $7, %r14
	addq %rdx, %r14
	orb %cl, %bl
	movq %rax, 32(%rsp)
	movq %rax, %r13
	shlq $7, %r13
	addq %rsi, %r13
	xorl %r9d, %r9d
	movq 168(%rsp), %r8
	jmp .LBB_410
.LBB_408:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	movq %r15, %rax
	cmpq $15, %r15
	ja .LBB_576
.LBB_409:
	movsd %xmm1, 208(%rsp,%rax,8)
	movsd %xmm0, 400(%rsp,%rax,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, (%r14,%rax,8)
	movq %rdx, %r8
	movq %rbp, %r15
.LBB_410:
	testb %r9b, %r9b
	je .LBB_419
	movq %r15, %rbp
.LBB_412:
	testq %r8, %r8
	je .LBB_384
	cmpq %r10, (%r8)
	jne .LBB_384
	movb $2, %r9b
	xorl %edx, %edx
	movq %r8, %r15
	testb %bl, %bl
	jne .LBB_522
.LBB_415:
	movq 8(%r15), %r15
	cmpq $0, 192(%rsp)
	je .LBB_408
	cmpq $15, %r15
	ja .LBB_560
	movq %r15, %rax
	leaq (,%r15,8), %r8
	addq %r13, %r8
	xorpd %xmm0, %xmm0
	movl $1, %r15d
	movq 880(%rsp), %rcx
	xorpd %xmm1, %xmm1
.LBB_418:
	xorps %xmm2, %xmm2
	cvtsi2sd %r15, %xmm2
	movsd (%r8,%rcx), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r15
	subq $-128, %rcx
	jne .LBB_418
	jmp .LBB_409
.LBB_419:
	movq 120(%rsp), %rax
	movq %rax, %rbp
	cmpq %rax, %r15
	je .LBB_412
	leaq 16(%r15), %rbp
	cmpq %r10, (%r15)
	jne .LBB_412
	xorl %r9d, %r9d
	movq %r8, %rdx
	testb %bl, %bl
	je .LBB_415
	jmp .LBB_522
.LBB_422:
	movq %r9, %rcx
	orq $2, %rcx
	movzbl 1016(%rsp), %edx
	movq 1024(%rsp), %rbx
	jmp .LBB_424
.LBB_423:
	testb %dl, %dl
	cmovneq %r8, %r10
	movq %r10, %r8
	movq %rcx, %r9
	cmpl $2, %ecx
	je .LBB_399
.LBB_424:
	shlq $4, %r9
	leaq 1000(%rsp), %r14
	movq 8(%r14,%r9), %r10
	cmpq %r10, %r8
	cmovbq %r8, %r10
	cmpb $0, (%r14,%r9)
	cmoveq %r8, %r10
	movq %r10, %r8
	cmpq %rbx, %r10
	jb .LBB_423
	movq %rbx, %r8
	jmp .LBB_423
.LBB_426:
	xorl %eax, %eax
.LBB_427:
	movq %rax, %r9
	orq $1, %r9
	testb $1, %cl
	je .LBB_429
.LBB_428:
	movsd (%r14,%rax,8), %xmm0
	movsd (%r12,%rax,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %r10b
	ucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, (%r8,%rax)
	movq %r9, %rax
.LBB_429:
	cmpq %r9, %rcx
	je .LBB_431
.LBB_430:
	movsd (%r14,%rax,8), %xmm0
	movsd (%r12,%rax,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %cl
	ucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %cl
	movb %cl, (%r8,%rax)
	movsd 8(%r14,%rax,8), %xmm0
	movsd 8(%r12,%rax,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %cl
	ucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %cl
	movb %cl, 1(%r8,%rax)
	addq $2, %rax
	cmpq %rax, %r15
	jne .LBB_430
.LBB_431:
	leaq 1352(%rsp), %rax
	pxor %xmm0, %xmm0
	movdqu %xmm0, 112(%rax)
	movdqu %xmm0, 96(%rax)
	movdqu %xmm0, 80(%rax)
	movdqu %xmm0, 64(%rax)
	movdqu %xmm0, 48(%rax)
	movdqu %xmm0, 32(%rax)
	movdqu %xmm0, 16(%rax)
	movdqu %xmm0, (%rax)
	testq %rsi, %rsi
	je .LBB_584
	leaq (%rdx,%rdx,4), %rax
	movq 352(%rsp), %rcx
	leaq (%rcx,%rax,8), %r9
	movq 1336(%rsp), %r10
	movq 1344(%rsp), %r13
	movzbl (%r8), %eax
	mulb 32(%r9)
	cmpb $-1, %al
	jne .LBB_435
	testq %r13, %r13
	je .LBB_595
	movw $0, (%r10)
	movq $1, 1352(%rsp)
.LBB_435:
	cmpq $1025, %rsi
	jb .LBB_583
	movzbl 1(%r8), %eax
	mulb 16384(%r8)
	cmpb $-1, %al
	je .LBB_451
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	je .LBB_453
.LBB_438:
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	je .LBB_455
.LBB_439:
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	je .LBB_457
.LBB_440:
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	je .LBB_459
.LBB_441:
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	je .LBB_461
.LBB_442:
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	je .LBB_463
.LBB_443:
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	je .LBB_465
.LBB_444:
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	je .LBB_467
.LBB_445:
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	je .LBB_469
.LBB_446:
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	je .LBB_471
.LBB_447:
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	je .LBB_473
.LBB_448:
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	je .LBB_475
.LBB_449:
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	je .LBB_477
.LBB_450:
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	je .LBB_479
.LBB_481:
	movq %rsi, %rax
	andq %rbx, %rax
	cmpq $1, %rax
	je .LBB_490
	jmp .LBB_482
.LBB_451:
	cmpq $2, %r13
	jb .LBB_600
	movw $0, 2050(%r10)
	movq $1, 1360(%rsp)
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	jne .LBB_438
.LBB_453:
	cmpq $3, %r13
	jb .LBB_603
	movw $0, 4100(%r10)
	movq $1, 1368(%rsp)
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	jne .LBB_439
.LBB_455:
	cmpq $4, %r13
	jb .LBB_590
	movw $0, 6150(%r10)
	movq $1, 1376(%rsp)
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	jne .LBB_440
.LBB_457:
	cmpq $5, %r13
	jb .LBB_593
	movw $0, 8200(%r10)
	movq $1, 1384(%rsp)
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	jne .LBB_441
.LBB_459:
	cmpq $6, %r13
	jb .LBB_597
	movw $0, 10250(%r10)
	movq $1, 1392(%rsp)
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	jne .LBB_442
.LBB_461:
	cmpq $7, %r13
	jb .LBB_599
	movw $0, 12300(%r10)
	movq $1, 1400(%rsp)
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	jne .LBB_443
.LBB_463:
	cmpq $8, %r13
	jb .LBB_602
	movw $0, 14350(%r10)
	movq $1, 1408(%rsp)
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	jne .LBB_444
.LBB_465:
	cmpq $9, %r13
	jb .LBB_589
	movw $0, 16400(%r10)
	movq $1, 1416(%rsp)
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	jne .LBB_445
.LBB_467:
	cmpq $10, %r13
	jb .LBB_592
	movw $0, 18450(%r10)
	movq $1, 1424(%rsp)
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	jne .LBB_446
.LBB_469:
	cmpq $11, %r13
	jb .LBB_596
	movw $0, 20500(%r10)
	movq $1, 1432(%rsp)
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	jne .LBB_447
.LBB_471:
	cmpq $12, %r13
	jb .LBB_598
	movw $0, 22550(%r10)
	movq $1, 1440(%rsp)
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	jne .LBB_448
.LBB_473:
	cmpq $13, %r13
	jb .LBB_601
	movw $0, 24600(%r10)
	movq $1, 1448(%rsp)
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	jne .LBB_449
.LBB_475:
	cmpq $14, %r13
	jb .LBB_588
	movw $0, 26650(%r10)
	movq $1, 1456(%rsp)
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	jne .LBB_450
.LBB_477:
	cmpq $15, %r13
	jb .LBB_591
	movw $0, 28700(%r10)
	movq $1, 1464(%rsp)
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	jne .LBB_481
.LBB_479:
	cmpq $16, %r13
	jb .LBB_594
	movw $0, 30750(%r10)
	movq $1, 1472(%rsp)
	movq %rsi, %rax
	andq %rbx, %rax
	cmpq $1, %rax
	je .LBB_490
.LBB_482:
	leaq 16(%r8), %r11
	movq %rbx, %rax
	addq %rsi, %rbx
	andq %rax, %rbx
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	movl $1024, %eax
	cmovaeq %rax, %rbx
	xorl %r14d, %r14d
	jmp .LBB_484
.LBB_483:
	incq %r14
	cmpq %rbx, %r14
	je .LBB_489
.LBB_484:
	movq %r14, %r12
	shlq $4, %r12
	movzbl (%r8,%r12), %eax
	movzbl 13(%r8,%r12), %ecx
	mulb (%r11,%r12)
	xorl %r15d, %r15d
	cmpb $-1, %al
	sete %r15b
	movq 1(%r11,%r12), %xmm0
	punpcklbw %xmm0, %xmm0
	movq 1(%r8,%r12), %xmm2
	punpcklbw %xmm2, %xmm2
	pmullw %xmm0, %xmm2
	movdqa .LCPI_16(%rip), %xmm6
	pand %xmm6, %xmm2
	packuswb %xmm2, %xmm2
	punpcklbw %xmm2, %xmm2
	pcmpeqd %xmm0, %xmm0
	pcmpeqb %xmm0, %xmm2
	movdqa %xmm2, %xmm0
	punpcklwd %xmm2, %xmm0
	pshufd $212, %xmm0, %xmm1
	pshufd $246, %xmm0, %xmm3
	punpckhwd %xmm2, %xmm2
	pshufd $246, %xmm2, %xmm4
	pshufd $212, %xmm2, %xmm2
	pand .LCPI_11(%rip), %xmm2
	pand .LCPI_8(%rip), %xmm4
	pand .LCPI_9(%rip), %xmm3
	pand .LCPI_12(%rip), %xmm1
	movd 9(%r11,%r12), %xmm0
	punpcklbw %xmm0, %xmm0
	movd 9(%r8,%r12), %xmm5
	punpcklbw %xmm5, %xmm5
	pmullw %xmm0, %xmm5
	punpcklbw %xmm5, %xmm5
	pshuflw $160, %xmm5, %xmm0
	pshufhw $160, %xmm0, %xmm0
	pshuflw $0, %xmm6, %xmm5
	pshufd $196, %xmm6, %xmm6
	pshufhw $0, %xmm6, %xmm6
	packuswb %xmm5, %xmm6
	pshufd $164, %xmm6, %xmm5
	pcmpeqb %xmm0, %xmm5
	pshufd $212, %xmm5, %xmm0
	pshufd $246, %xmm5, %xmm5
	pand .LCPI_10(%rip), %xmm5
	por %xmm3, %xmm5
	por %xmm4, %xmm5
	pand .LCPI_13(%rip), %xmm0
	por %xmm1, %xmm0
	por %xmm2, %xmm0
	por %xmm5, %xmm0
	movl %ecx, %eax
	mulb 13(%r11,%r12)
	movq %r13, %rdx
	xorl %r13d, %r13d
	cmpb $-1, %al
	sete %r13b
	shll $13, %r13d
	movzbl 14(%r8,%r12), %eax
	mulb 14(%r11,%r12)
	xorl %ebp, %ebp
	cmpb $-1, %al
	sete %bpl
	shll $14, %ebp
	movzbl 15(%r8,%r12), %eax
	mulb 15(%r11,%r12)
	xorl %ecx, %ecx
	cmpb $-1, %al
	sete %cl
	shll $15, %ecx
	orl %ebp, %ecx
	pshufd $238, %xmm0, %xmm1
	por %xmm0, %xmm1
	movq %xmm1, %rax
	orq %r13, %rcx
	movq %rdx, %r13
	orq %rax, %rcx
	orq %r15, %rcx
	je .LBB_483
	leal 1(%r14), %eax
.LBB_486:
	rep bsfq	%rcx, %r15
	cmpq %r13, %r15
	jae .LBB_545
	movq 1352(%rsp,%r15,8), %rbp
	cmpq $1024, %rbp
	ja .LBB_544
	leaq -1(%rcx), %r12
	andq %r12, %rcx
	movl %r15d, %r12d
	shll $11, %r12d
	leal (%r12,%r15,2), %r12d
	addq %r10, %r12
	movw %ax, (%r12,%rbp,2)
	incq %rbp
	movq %rbp, 1352(%rsp,%r15,8)
	testq %rcx, %rcx
	jne .LBB_486
	jmp .LBB_483
.LBB_489:
	movq 1336(%rsp), %r10
	movq 1344(%rsp), %r13
.LBB_490:
	xorl %eax, %eax
	jmp .LBB_492
.LBB_491:
	incq %rax
	addq $2050, %r10
	cmpq $16, %rax
	movq 88(%rsp), %rbx
	je .LBB_187
.LBB_492:
	cmpq %r13, %rax
	je .LBB_575
	movq 1352(%rsp,%rax,8), %rbp
	cmpq $1025, %rbp
	ja .LBB_526
	testq %rbp, %rbp
	je .LBB_491
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	addq 16(%rsp), %rcx
	addq %rbp, %rbp
	leaq (%r8,%rax), %r11
	xorl %ebx, %ebx
	jmp .LBB_497
.LBB_496:
	addq $2, %rbx
	cmpq %rbx, %rbp
	je .LBB_491
.LBB_497:
	movzwl (%r10,%rbx), %r15d
	leaq (%rcx,%r15), %r14
	cmpq %rdi, %r14
	jae .LBB_491
	cmpq %r15, %rsi
	jbe .LBB_546
	shll $4, %r15d
	movsbq (%r11,%r15), %r15
	movq (%r9), %r12
	cmpq %r15, %r12
	je .LBB_496
	testq %r12, %r12
	je .LBB_503
	cmpq 176(%rsp), %r14
	jae .LBB_561
	movq %r13, %rdx
	movq 792(%rsp), %r13
	movsd (%r13,%r14,8), %xmm0
	xorps %xmm1, %xmm1
	cvtsi2sd %r12, %xmm1
	movsd 8(%r9), %xmm2
	subsd %xmm2, %xmm0
	mulsd %xmm1, %xmm0
	divsd %xmm2, %xmm0
	addsd .LCPI_4(%rip), %xmm0
	mulsd .LCPI_17(%rip), %xmm0
	addsd .LCPI_18(%rip), %xmm0
	mulsd .LCPI_19(%rip), %xmm0
	addsd 16(%r9), %xmm0
	movsd %xmm0, 16(%r9)
	incq 24(%r9)
	movq %rdx, %r13
.LBB_503:
	movq %r15, (%r9)
	cmpq 176(%rsp), %r14
	jae .LBB_554
	movq 792(%rsp), %r15
	movq (%r15,%r14,8), %xmm0
	movq %xmm0, 8(%r9)
	jmp .LBB_496
.LBB_505:
	xorl %esi, %esi
	movq %rsi, %r10
	orq $1, %r10
	testb $1, %r9b
	jne .LBB_226
	jmp .LBB_227
.LBB_506:
	xorl %eax, %eax
	movabsq $1152921504606846975, %rbx
	movq %rax, %r9
	orq $1, %r9
	testb $1, %cl
	jne .LBB_428
	jmp .LBB_429
.LBB_509:
	movq 1048(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_511
	movq 1056(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_511:
	movq 1032(%rsp), %rsi
	testq %rsi, %rsi
	movq 1512(%rsp), %rcx
	movsd .LCPI_0(%rip), %xmm1
	jne .LBB_46
	jmp .LBB_515
.LBB_512:
	cmpq $21, %rbx
	jae .LBB_514
	movq 704(%rsp), %rdi
	movq 64(%rsp), %rbx
	movq %rbx, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 96(%rsp), %r8
	movq 856(%rsp), %r9
	jmp .LBB_63
.LBB_514:
	movq 704(%rsp), %rdi
	movq 64(%rsp), %rbx
	movq %rbx, %rsi
	leaq 15(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 96(%rsp), %r8
	movq 856(%rsp), %r9
	jmp .LBB_63
.LBB_515:
	leaq (%rbx,%rbx,4), %rax
	movq 352(%rsp), %rcx
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 400(%rsp)
	movq %rcx, 408(%rsp)
	movq 904(%rsp), %rcx
	movq %rcx, 416(%rsp)
	movq %rax, 424(%rsp)
	movq 792(%rsp), %rax
	movq %rax, 432(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 440(%rsp)
	leaq 688(%rsp), %rax
	movq %rax, 448(%rsp)
	leaq 400(%rsp), %rsi
	movq 1040(%rsp), %rdi
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1168(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1144(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	movq 1120(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_518
	movq 1128(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_518:
	leaq 1232(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1072(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
	leaq 1528(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $2072, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_520:
	movq 128(%rsp), %r13
	movq 16(%rsp), %rbp
	cmpq %r13, %rbp
	jae .LBB_524
	movq 48(%rsp), %rbp
	jmp .LBB_524
.LBB_522:
	movq 128(%rsp), %r13
	movq 32(%rsp), %rbp
	cmpq %r13, %rbp
	jae .LBB_524
	movq 144(%rsp), %rbp
.LBB_524:
	leaq .Lanon.1(%rip), %rcx
.LBB_525:
	movq %r12, %rdi
	movq %rbp, %rsi
	movq %r13, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_526:
	movl $1025, %r13d
	xorl %r12d, %r12d
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_525
.LBB_527:
	leaq .Lanon.3(%rip), %rdi
	leaq .Lanon.4(%rip), %rdx
	movl $19, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_528:
	movq %rdi, %r12
	movq 64(%rsp), %rbp
	movq %rbp, %r13
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_525
.LBB_529:
	movq %rdi, %r12
	movq %r15, %rbp
	movq %r15, %r13
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_525
.LBB_530:
	movq 32(%rsp), %r12
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_535
.LBB_531:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_533
.LBB_532:
	leaq .Lanon.8(%rip), %rdx
.LBB_533:
	movq 48(%rsp), %r12
	jmp .LBB_535
.LBB_534:
	movq 32(%rsp), %r12
	leaq .Lanon.9(%rip), %rdx
.LBB_535:
	movq %rbx, %rdi
.LBB_536:
	movq %r12, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_537:
	leaq .Lanon.10(%rip), %rcx
	movq %rax, %rdi
	movq %rdx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_538:
	movq %r8, %r12
	movq 128(%rsp), %r13
	jmp .LBB_543
.LBB_539:
	movq %r8, %rbp
	jmp .LBB_541
.LBB_540:
	movq %r9, %rbp
.LBB_541:
	leaq .Lanon.11(%rip), %rcx
	movq 128(%rsp), %r13
	jmp .LBB_525
.LBB_542:
	movq 64(%rsp), %r12
.LBB_543:
	movq %r13, %rbp
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_525
.LBB_544:
	movl $1025, %r13d
	leaq .Lanon.13(%rip), %rdx
	movq %rbp, %r15
	jmp .LBB_577
.LBB_545:
	leaq .Lanon.14(%rip), %rdx
	jmp .LBB_577
.LBB_546:
	movq %rsi, %r13
	leaq .Lanon.15(%rip), %rdx
	jmp .LBB_577
.LBB_548:
	movq %rsi, %rbp
.LBB_547:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_525
.LBB_550:
	movq %rcx, %rbp
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_525
.LBB_551:
	leaq .Lanon.16(%rip), %rdx
	movq %rsi, %r15
	jmp .LBB_577
.LBB_552:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, %rcx
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_44
.LBB_554:
	movq %r14, %r15
	movq 176(%rsp), %r13
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_577
.LBB_555:
	subq %rbp, %r15
	leaq .Lanon.18(%rip), %rdx
	movq 128(%rsp), %r13
	jmp .LBB_577
.LBB_556:
	leaq .Lanon.19(%rip), %rdx
	movq %r8, %r13
	jmp .LBB_577
.LBB_557:
	movq $-1, %r15
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_577
.LBB_558:
	movq 864(%rsp), %r12
	leaq .Lanon.20(%rip), %rdx
	movq %rsi, %rdi
	jmp .LBB_536
.LBB_559:
	leaq .Lanon.21(%rip), %rdx
	movq 176(%rsp), %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_560:
	movl $16, %r13d
	leaq .Lanon.22(%rip), %rdx
	jmp .LBB_577
.LBB_561:
	movq %r14, %r15
	movq 176(%rsp), %r13
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_577
.LBB_562:
	subq %rbp, %r8
	leaq .Lanon.18(%rip), %rdx
	movq %r8, %r15
	jmp .LBB_577
.LBB_563:
	leaq .Lanon.19(%rip), %rdx
	movq %r8, %r15
	jmp .LBB_577
.LBB_564:
	subq 192(%rsp), %r9
	leaq .Lanon.18(%rip), %rdx
	movq %r9, %r15
	jmp .LBB_577
.LBB_565:
	leaq .Lanon.19(%rip), %rdx
	movq %r9, %r15
	jmp .LBB_577
.LBB_566:
	movl $16, %r13d
	leaq .Lanon.24(%rip), %rdx
	movq %rbp, %r15
	jmp .LBB_577
.LBB_567:
	movq %rcx, %rdi
	movq %r10, %r12
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_536
.LBB_568:
	movq %rcx, %rdi
	leaq .Lanon.26(%rip), %rdx
	jmp .LBB_536
.LBB_569:
	leaq .Lanon.27(%rip), %rdx
	jmp .LBB_536
.LBB_570:
	movq %rdx, %rdi
	leaq .Lanon.28(%rip), %rdx
	jmp .LBB_536
.LBB_571:
	leaq .Lanon.29(%rip), %rdx
	jmp .LBB_536
.LBB_572:
	leaq .Lanon.30(%rip), %rdi
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_573:
	movq %r12, %rdi
	leaq .Lanon.31(%rip), %rdx
	jmp .LBB_536
.LBB_574:
	movq %rdi, %r12
	leaq .Lanon.32(%rip), %rdx
	jmp .LBB_536
.LBB_575:
	movq %r13, %r15
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_577
.LBB_576:
	movl $16, %r13d
	leaq .Lanon.24(%rip), %rdx
	movq %rax, %r15
.LBB_577:
	movq %r15, %rdi
	movq %r13, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_578:
	leaq .Lanon.34(%rip), %rdi
	leaq .Lanon.35(%rip), %rdx
	movl $22, %esi
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_579:
	leaq .Lanon.36(%rip), %rdi
	leaq .Lanon.37(%rip), %rcx
	leaq .Lanon.38(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_580:
	leaq .Lanon.36(%rip), %rdi
	leaq .Lanon.37(%rip), %rcx
	leaq .Lanon.38(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_587
.LBB_581:
	xorl %r15d, %r15d
	xorl %r13d, %r13d
	leaq .Lanon.39(%rip), %rdx
	jmp .LBB_577
.LBB_582:
	movq %rcx, %rdi
	leaq .Lanon.40(%rip), %rdx
	jmp .LBB_536
.LBB_583:
	movl $1024, %r15d
	movq %rsi, %r13
	leaq .Lanon.41(%rip), %rdx
	jmp .LBB_577
.LBB_584:
	xorl %r15d, %r15d
	xorl %r13d, %r13d
	leaq .Lanon.42(%rip), %rdx
	jmp .LBB_577
.LBB_585:
	movq %r12, %rdi
	leaq .Lanon.43(%rip), %rdx
	jmp .LBB_536
.LBB_586:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_587:
	ud2
.LBB_588:
	movl $13, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_589:
	movl $8, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_590:
	movl $3, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_591:
	movl $14, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_592:
	movl $9, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_593:
	movl $4, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_594:
	movl $15, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_595:
	xorl %r15d, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_596:
	movl $10, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_597:
	movl $5, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_598:
	movl $11, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_599:
	movl $6, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_600:
	movl $1, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_601:
	movl $12, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_602:
	movl $7, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
.LBB_603:
	movl $2, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_577
	jmp .LBB_630
	movq %rax, %rbx
	jmp .LBB_633
	movq %rax, %rbx
	leaq 1168(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_636
	jmp .LBB_626
	movq %rax, %rbx
	jmp .LBB_639
	movq %rax, %rbx
	jmp .LBB_641
	movq %rax, %rbx
	movq 400(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_613
	movq 408(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_613
	movq %rax, %rbx
.LBB_613:
	movq 1584(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_616
	movq 1592(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_616
	movq %rax, %rbx
.LBB_616:
	movq 208(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_619
	movq 216(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_619
	movq %rax, %rbx
.LBB_619:
	movq 1168(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_642
	movq 1176(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_642
	movq %rax, %rbx
	jmp .LBB_642
	jmp .LBB_630
	movq %rax, %rbx
	jmp .LBB_643
	ud2
.LBB_626:
	movq %rax, %rbx
	jmp .LBB_632
	jmp .LBB_630
	jmp .LBB_630
.LBB_630:
	movq %rax, %rbx
	movq 1048(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_632
	movq 1056(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_632:
	leaq 1168(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_633:
	movq 904(%rsp), %rax
	testq %rax, %rax
	je .LBB_636
	shlq $3, %rax
	leaq (%rax,%rax,4), %rsi
	movl $8, %edx
	movq 352(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_636
	movq %rax, %rbx
.LBB_636:
	movq 1152(%rsp), %r14
	movq 1160(%rsp), %r15
	testq %r15, %r15
	jne .LBB_646
.LBB_637:
	movq 1144(%rsp), %rax
	testq %rax, %rax
	je .LBB_639
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_639:
	movq 1120(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_641
	movq 1128(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_641:
	leaq 1232(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_642:
	leaq 1072(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
.LBB_643:
	movq 1528(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_650
	movq 1552(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_651
.LBB_645:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_646:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_648
.LBB_647:
	addq $24, %r12
	decq %r15
	je .LBB_637
.LBB_648:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_647
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_647
.LBB_650:
	movq 1536(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1552(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_645
.LBB_651:
	movq 1560(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
