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
	movq %rdi, %r15
	movq 16(%rdx), %r13
	movq %rdx, %rbx
	movq 24(%rdx), %r14
	movq %r13, %rdi
	movq %r14, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	movq %rdx, 280(%rsp)
	leaq 1512(%rsp), %rbx
	movq %rbx, %rdi
	movq %rsi, 368(%rsp)
	movq %rdx, 96(%rsp)
	movq %r13, %rcx
	movq %r14, %r8
	callq kernel_sliding::grid_for
	movq %r14, 8(%rsp)
	shlq $4, %r14
	leaq (%r14,%r14,2), %r12
	leaq (%r12,%r13), %rax
	movq $0, 736(%rsp)
	movq $0, 800(%rsp)
	movq %r13, 864(%rsp)
	movq %rax, 1168(%rsp)
	movq %rax, 872(%rsp)
	leaq 736(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 344(%rsp)
	movq 8(%rsp), %rax
	testq %rax, %rax
	je .LBB_18
.LBB_8:
	movq 16(%r13), %r14
	testq %r14, %r14
	js .LBB_464
	movq 24(%r13), %rax
	testq %rax, %rax
	js .LBB_464
	cmpq %r14, %rax
	cmovaq %rax, %r14
	cmpq $1, 8(%rsp)
	je .LBB_15
	addq $-48, %r12
	movabsq $-6148914691236517205, %rcx
	movq %r12, %rax
	mulq %rcx
	shrq $5, %rdx
	leaq 72(%r13), %rax
.LBB_12:
	movq -8(%rax), %rcx
	testq %rcx, %rcx
	js .LBB_464
	movq (%rax), %rsi
	testq %rsi, %rsi
	js .LBB_464
	cmpq %rcx, %rsi
	cmovaq %rsi, %rcx
	cmpq %rcx, %r14
	cmovbeq %rcx, %r14
	addq $48, %rax
	decq %rdx
	jne .LBB_12
.LBB_15:
	cmpq $1, %r14
	adcq $-1, %r14
	jmp .LBB_19
.LBB_16:
	movq %r15, %rdi
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
	movq $0, 344(%rsp)
	movq 8(%rsp), %rax
	testq %rax, %rax
	jne .LBB_8
.LBB_18:
	xorl %r14d, %r14d
.LBB_19:
	movq %r14, 1184(%rsp)
	xorpd %xmm0, %xmm0
	movapd %xmm0, 1680(%rsp)
	movapd %xmm0, 1696(%rsp)
	movapd %xmm0, 1712(%rsp)
	movapd %xmm0, 1728(%rsp)
	movapd %xmm0, 1744(%rsp)
	movapd %xmm0, 1760(%rsp)
	movapd %xmm0, 1776(%rsp)
	movapd %xmm0, 1792(%rsp)
	addq $1025, %r14
	movapd %xmm0, 848(%rsp)
	movapd %xmm0, 832(%rsp)
	movapd %xmm0, 816(%rsp)
	movapd %xmm0, 800(%rsp)
	movapd %xmm0, 784(%rsp)
	movapd %xmm0, 768(%rsp)
	movapd %xmm0, 752(%rsp)
	movapd %xmm0, 736(%rsp)
	leaq 112(%rsp), %rdi
	leaq 736(%rsp), %rsi
	movq %r14, %rdx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	xorpd %xmm0, %xmm0
	movapd %xmm0, 848(%rsp)
	movapd %xmm0, 832(%rsp)
	movapd %xmm0, 816(%rsp)
	movapd %xmm0, 800(%rsp)
	movapd %xmm0, 784(%rsp)
	movapd %xmm0, 768(%rsp)
	movapd %xmm0, 752(%rsp)
	movapd %xmm0, 736(%rsp)
	leaq 1816(%rsp), %rdi
	leaq 736(%rsp), %rsi
	movq %r14, %rdx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movups 112(%rsp), %xmm0
	movaps %xmm0, 480(%rsp)
	movq 128(%rsp), %rax
	movq %rax, 496(%rsp)
	movupd 1816(%rsp), %xmm0
	movupd %xmm0, 504(%rsp)
	movq 1832(%rsp), %rax
	movq %rax, 520(%rsp)
	xorpd %xmm0, %xmm0
	movapd %xmm0, 848(%rsp)
	movapd %xmm0, 832(%rsp)
	movapd %xmm0, 816(%rsp)
	movapd %xmm0, 800(%rsp)
	movapd %xmm0, 784(%rsp)
	movapd %xmm0, 768(%rsp)
	movapd %xmm0, 752(%rsp)
	movapd %xmm0, 736(%rsp)
	leaq 432(%rsp), %rdi
	leaq 736(%rsp), %rsi
	movq %r14, %rdx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	xorpd %xmm0, %xmm0
	movapd %xmm0, 848(%rsp)
	movapd %xmm0, 832(%rsp)
	movapd %xmm0, 816(%rsp)
	movapd %xmm0, 800(%rsp)
	movapd %xmm0, 784(%rsp)
	movapd %xmm0, 768(%rsp)
	movapd %xmm0, 752(%rsp)
	movapd %xmm0, 736(%rsp)
	leaq 1392(%rsp), %rdi
	leaq 736(%rsp), %rsi
	movl $1025, %edx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 8(%rsp), %r14
	xorpd %xmm0, %xmm0
	movapd %xmm0, 848(%rsp)
	movapd %xmm0, 832(%rsp)
	movapd %xmm0, 816(%rsp)
	movapd %xmm0, 800(%rsp)
	movapd %xmm0, 784(%rsp)
	movapd %xmm0, 768(%rsp)
	movapd %xmm0, 752(%rsp)
	movapd %xmm0, 736(%rsp)
	leaq 112(%rsp), %rdi
	leaq 736(%rsp), %rsi
	movl $1025, %edx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	xorpd %xmm0, %xmm0
	movapd %xmm0, 736(%rsp)
	leaq 1816(%rsp), %rdi
	leaq 736(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_471
	xorpd %xmm0, %xmm0
	movupd %xmm0, 1016(%rsp)
	movupd %xmm0, 1000(%rsp)
	movupd %xmm0, 984(%rsp)
	movupd %xmm0, 968(%rsp)
	movupd %xmm0, 952(%rsp)
	movupd %xmm0, 936(%rsp)
	movupd %xmm0, 920(%rsp)
	movupd %xmm0, 904(%rsp)
	movaps 480(%rsp), %xmm0
	movapd 496(%rsp), %xmm1
	movapd 512(%rsp), %xmm2
	movaps %xmm0, 736(%rsp)
	movapd %xmm1, 752(%rsp)
	movapd %xmm2, 768(%rsp)
	movups 432(%rsp), %xmm0
	movaps %xmm0, 784(%rsp)
	movq 448(%rsp), %rcx
	movq %rcx, 800(%rsp)
	movq 1408(%rsp), %rcx
	movq %rcx, 824(%rsp)
	movups 1392(%rsp), %xmm0
	movups %xmm0, 808(%rsp)
	movq 128(%rsp), %rcx
	movq %rcx, 848(%rsp)
	movups 112(%rsp), %xmm0
	movaps %xmm0, 832(%rsp)
	movq 1832(%rsp), %rcx
	movq %rcx, 872(%rsp)
	movupd 1816(%rsp), %xmm0
	movupd %xmm0, 856(%rsp)
	movq $16, 880(%rsp)
	movq %rax, 888(%rsp)
	movq $16, 896(%rsp)
	movq 344(%rsp), %rax
	leaq 1025(%rax), %rdx
	leaq 1296(%rsp), %rdi
	leaq 1680(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq $0, 480(%rsp)
	movq $0, 544(%rsp)
	movq %r13, 608(%rsp)
	movq 1168(%rsp), %r12
	movq %r12, 616(%rsp)
	leaq 1184(%rsp), %rax
	movq %rax, 624(%rsp)
	leaq 1320(%rsp), %rdi
	leaq 480(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movq %r13, 1616(%rsp)
	movq %r12, 1624(%rsp)
	movq %rbx, 1632(%rsp)
	leaq 1344(%rsp), %rdi
	leaq 1616(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	leaq (,%r14,8), %rax
	leaq (%rax,%rax,4), %rbx
	movabsq $230584300921369395, %rax
	cmpq %rax, %r14
	jbe .LBB_32
	xorl %r14d, %r14d
.LBB_31:
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_472
.LBB_32:
	testq %rbx, %rbx
	je .LBB_41
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 8(%rsp), %rcx
	movq %rcx, 1064(%rsp)
	movq %rax, 264(%rsp)
	testq %rax, %rax
	je .LBB_31
	cmpq $2, %rcx
	movq %rcx, %r14
	jb .LBB_42
.LBB_35:
	leaq -1(%r14), %rcx
	leaq -2(%r14), %rsi
	movl %ecx, %eax
	andl $7, %eax
	movq 264(%rsp), %rdx
	cmpq $7, %rsi
	jb .LBB_39
	andq $-8, %rcx
	xorpd %xmm0, %xmm0
	movq 264(%rsp), %rdx
.LBB_37:
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
	jne .LBB_37
	testq %rax, %rax
	je .LBB_43
.LBB_39:
	xorpd %xmm0, %xmm0
.LBB_40:
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_40
	jmp .LBB_43
.LBB_41:
	movl $8, %eax
	movq %rax, 264(%rsp)
	movq $0, 1064(%rsp)
	movq 8(%rsp), %rcx
	cmpq $2, %rcx
	movq %rcx, %r14
	jae .LBB_35
.LBB_42:
	movq 264(%rsp), %rdx
	testq %r14, %r14
	je .LBB_44
.LBB_43:
	xorpd %xmm0, %xmm0
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_44:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	movq %r15, 1144(%rsp)
	movq %r13, 1464(%rsp)
	jne .LBB_447
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_46:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 368(%rsp), %rcx
	movq %rcx, 1392(%rsp)
	movq 96(%rsp), %rcx
	movq %rcx, 1400(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 1408(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 1424(%rsp)
	movq %rax, 1440(%rsp)
	movq %rdx, 1448(%rsp)
	movabsq $1151796703138937857, %rax
	mulq 280(%rsp)
	movq $16400, 1192(%rsp)
	shrq $10, %rdx
	rorq $4, %rax
	movabsq $1124801467909119, %rcx
	xorl %esi, %esi
	cmpq %rcx, %rax
	seta %sil
	addq %rdx, %rsi
	movq %rsi, 1152(%rsp)
	movq 344(%rsp), %r11
	je .LBB_414
	movq %r11, %rbx
	negq %rbx
	xorl %eax, %eax
	movq %rbx, 1456(%rsp)
.LBB_48:
	movq %rax, 104(%rsp)
	movq 1304(%rsp), %r15
	movq 1312(%rsp), %r13
	movq %rax, 1160(%rsp)
	testq %r13, %r13
	je .LBB_57
	movq %r13, %rax
	shlq $7, %rax
	addq %r15, %rax
	movq %r15, %rcx
	xorl %edx, %edx
	jmp .LBB_51
.LBB_50:
	cmpq %rax, %rcx
	je .LBB_56
.LBB_51:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	xorl %r9d, %r9d
	jmp .LBB_54
.LBB_52:
	movq 368(%rsp), %r10
	movsd (%r10,%rdi,8), %xmm0
.LBB_53:
	movsd %xmm0, (%r8,%r9)
	addq $8, %r9
	addq $1025, %rsi
	cmpq $128, %r9
	je .LBB_50
.LBB_54:
	movq 104(%rsp), %r10
	leaq (%rsi,%r10), %rdi
	movsd .LCPI_0(%rip), %xmm0
	cmpq %r11, %rdi
	jb .LBB_53
	addq %rbx, %r10
	addq %rsi, %r10
	movq 280(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 96(%rsp), %rdi
	jb .LBB_52
	jmp .LBB_450
.LBB_56:
	movq 104(%rsp), %rax
.LBB_57:
	movq 1520(%rsp), %rcx
	movq 1528(%rsp), %rdx
	movq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_63
	cmpq $1, %rdx
	jne .LBB_60
	xorl %esi, %esi
	jmp .LBB_62
.LBB_60:
	movq %rdx, %rdi
	xorl %esi, %esi
.LBB_61:
	movq %rdi, %r8
	shrq %r8
	leaq (%r8,%rsi), %r9
	cmpq %rax, (%rcx,%r9,8)
	cmovbq %r9, %rsi
	subq %r8, %rdi
	cmpq $1, %rdi
	ja .LBB_61
.LBB_62:
	cmpq %rax, (%rcx,%rsi,8)
	adcq $0, %rsi
.LBB_63:
	addq 1192(%rsp), %rax
	leaq (%rcx,%rsi,8), %rsi
	leaq (%rcx,%rdx,8), %rcx
	movq %rsi, 1648(%rsp)
	movq %rcx, 1656(%rsp)
	movq %rax, 1664(%rsp)
	movb $0, 1672(%rsp)
	leaq 104(%rsp), %rax
	movq %rax, 1640(%rsp)
	leaq 1368(%rsp), %rdi
	leaq 1640(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1376(%rsp), %rbx
	movq 1384(%rsp), %r12
	cmpq $2, %r12
	jae .LBB_411
.LBB_65:
	leaq 104(%rsp), %rax
	movq %rax, 1200(%rsp)
	leaq 1192(%rsp), %rax
	movq %rax, 1208(%rsp)
	movq 104(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_94
	movq 1320(%rsp), %rsi
	movq 1336(%rsp), %rax
	testq %rsi, %rsi
	setne %dil
	testq %rax, %rax
	setne %dl
	andb %dil, %dl
	cmpb $1, %dl
	jne .LBB_96
	movq 1328(%rsp), %rcx
	xorl %edx, %edx
	jmp .LBB_70
.LBB_68:
	leaq 1(%rcx), %rsi
	movq %rdi, %rdx
.LBB_69:
	decq %rax
	leaq (%rcx,%rcx,2), %rcx
	shlq $4, %rcx
	movupd 24(%rdi,%rcx), %xmm0
	movupd (%rdi,%rcx), %xmm1
	movupd %xmm0, (%rdi,%rcx)
	movupd %xmm1, 24(%rdi,%rcx)
	movq 16(%rdi,%rcx), %r8
	movq 40(%rdi,%rcx), %r9
	movq %r9, 16(%rdi,%rcx)
	movq %r8, 40(%rdi,%rcx)
	movb $1, %dil
	movq %rsi, %rcx
	movl $0, %esi
	testq %rax, %rax
	je .LBB_95
.LBB_70:
	testb $1, %dil
	je .LBB_465
	testq %rdx, %rdx
	je .LBB_74
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jae .LBB_83
.LBB_73:
	movq %rdx, %rdi
	jmp .LBB_85
.LBB_74:
	testq %rcx, %rcx
	je .LBB_79
	movq %rcx, %rdi
	movq %rsi, %rdx
	andq $7, %rdi
	je .LBB_80
	xorl %r8d, %r8d
.LBB_77:
	movq 632(%rdx), %rdx
	incq %r8
	cmpq %r8, %rdi
	jne .LBB_77
	movq %rcx, %rsi
	subq %r8, %rsi
	cmpq $8, %rcx
	jae .LBB_81
	jmp .LBB_82
.LBB_79:
	movq %rsi, %rdx
	jmp .LBB_82
.LBB_80:
	movq %rcx, %rsi
	cmpq $8, %rcx
	jb .LBB_82
.LBB_81:
	movq 632(%rdx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rdx
	addq $-8, %rsi
	jne .LBB_81
.LBB_82:
	xorl %esi, %esi
	xorl %ecx, %ecx
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jb .LBB_73
.LBB_83:
	movq 528(%rdx), %rdi
	testq %rdi, %rdi
	je .LBB_457
	incq %rsi
	movzwl 624(%rdx), %ecx
	movq %rdi, %rdx
	cmpw 626(%rdi), %cx
	jae .LBB_83
.LBB_85:
	testq %rsi, %rsi
	je .LBB_68
	leaq (%rdi,%rcx,8), %r8
	addq $640, %r8
	movq %rsi, %r9
	andq $7, %r9
	je .LBB_90
	xorl %r10d, %r10d
.LBB_88:
	movq (%r8), %rdx
	leaq 632(%rdx), %r8
	incq %r10
	cmpq %r10, %r9
	jne .LBB_88
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $8, %rsi
	jb .LBB_91
.LBB_92:
	movq (%r8), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	leaq 632(%rdx), %r8
	addq $-8, %r9
	jne .LBB_92
.LBB_91:
	xorl %esi, %esi
	jmp .LBB_69
.LBB_90:
	movq %rsi, %r9
	cmpq $8, %rsi
	jae .LBB_92
	jmp .LBB_91
.LBB_94:
	xorl %ecx, %ecx
	jmp .LBB_96
.LBB_95:
	movq 104(%rsp), %rcx
.LBB_96:
	addq $16400, 1160(%rsp)
	decq 1152(%rsp)
	movq %r15, 1568(%rsp)
	movq %r13, 1576(%rsp)
	movq 344(%rsp), %rax
	movq %rax, 1600(%rsp)
	movq 1184(%rsp), %rax
	movq %rax, 1608(%rsp)
	movq %rbx, 1584(%rsp)
	movq %r12, 1592(%rsp)
	movq 280(%rsp), %rax
	movq 1520(%rsp), %rdx
	movq 1528(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	movabsq $17996823486545905, %r12
	jmp .LBB_99
.LBB_97:
	xorl %r10d, %r10d
.LBB_98:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 480(%rsp,%r9)
	movq %r11, 488(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_117
.LBB_99:
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	leaq (%rcx,%r9), %r10
	addq $1025, %r10
	addq %rcx, %r9
	cmpq %r10, %rax
	cmovbq %rax, %r10
	cmpq %rax, %r9
	setae %r11b
	movq %r10, %rbx
	subq %r9, %rbx
	cmpq $1025, %rbx
	setne %bl
	orb %r11b, %bl
	jne .LBB_97
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_106
	cmpq $1, %rsi
	jne .LBB_103
	xorl %r11d, %r11d
	jmp .LBB_105
.LBB_103:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_104:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_104
.LBB_105:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
	movq 8(%rsp), %r14
.LBB_106:
	shlq $3, %r11
.LBB_107:
	cmpq %r11, %rdi
	je .LBB_110
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_110
	movabsq $1151796703138937857, %r15
	imulq %r15, %rbx
	addq $8, %r11
	cmpq %r12, %rbx
	jb .LBB_107
	jmp .LBB_97
.LBB_110:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_113
	cmpq $1, %rsi
	jne .LBB_114
	xorl %r11d, %r11d
	jmp .LBB_116
.LBB_113:
	movq $-1, %r11
	jmp .LBB_98
.LBB_114:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_115:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_115
.LBB_116:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	movq 8(%rsp), %r14
	jmp .LBB_98
.LBB_117:
	movl $256, %edx
	leaq 1816(%rsp), %rdi
	leaq 480(%rsp), %rsi
	callq *memcpy@GOTPCREL(%rip)
	testq %r14, %r14
	je .LBB_408
	movq 1464(%rsp), %rbp
	xorl %eax, %eax
	jmp .LBB_120
.LBB_119:
	movzbl 16399(%r9), %eax
	movb %al, 32(%r10)
	movq 48(%rsp), %rcx
	movq %rcx, %rbp
	movq 80(%rsp), %rax
	cmpq 1168(%rsp), %rcx
	je .LBB_408
.LBB_120:
	movq %rax, 88(%rsp)
	movq 16(%rbp), %rax
	testq %rax, %rax
	js .LBB_463
	movq (%rbp), %rdx
	movq 8(%rbp), %rsi
	movq %rdx, %rcx
	orq %rsi, %rcx
	js .LBB_463
	decq %rdx
	leaq -1(%rsi), %rcx
	cmpq %rcx, %rdx
	cmovbeq %rcx, %rdx
	movq 24(%rbp), %rcx
	testq %rcx, %rcx
	js .LBB_463
	movq 32(%rbp), %rdi
	movq 40(%rbp), %r9
	movq %rdi, %r8
	orq %r9, %r8
	js .LBB_463
	addq %rdx, %rax
	decq %rax
	decq %rdi
	decq %r9
	cmpq %r9, %rdi
	cmovaq %rdi, %r9
	leaq -1(%rcx), %rdx
	cmpq %rdx, %r9
	cmovbeq %rdx, %r9
	movq 1200(%rsp), %rdx
	movq (%rdx), %rdi
	movq %rax, %r8
	subq %rdi, %r8
	jb .LBB_128
	movq 1208(%rsp), %rdx
	movq (%rdx), %rdx
	addq %rdi, %rdx
	cmpq %rdx, %rax
	jae .LBB_128
	movq %r8, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	movq %rdx, %rbx
	shrq $6, %rbx
	movq %rbx, %rax
	shlq $10, %rax
	addq %rbx, %rax
	subq %rax, %r8
	movq %r8, 352(%rsp)
	je .LBB_128
	movl $1, %eax
	movq %rax, 56(%rsp)
	leaq (%rcx,%r9), %rax
	decq %rax
	movq %rax, %rcx
	subq %rdi, %rcx
	jae .LBB_129
	jmp .LBB_132
.LBB_128:
	movq $0, 56(%rsp)
	leaq (%rcx,%r9), %rax
	decq %rax
	movq %rax, %rcx
	subq %rdi, %rcx
	jb .LBB_132
.LBB_129:
	movq %rcx, %rdx
	movq 1208(%rsp), %rcx
	addq (%rcx), %rdi
	cmpq %rdi, %rax
	jae .LBB_132
	movq %rdx, %rdi
	movq %rdx, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	movq %rdi, 1112(%rsp)
	je .LBB_132
	movq %rdx, 1472(%rsp)
	movl $1, %eax
	movq %rax, 272(%rsp)
	jmp .LBB_133
.LBB_132:
	movq $0, 272(%rsp)
.LBB_133:
	leaq 1320(%rsp), %rax
	movq %rax, 1216(%rsp)
	leaq 1568(%rsp), %rax
	movq %rax, 1224(%rsp)
	leaq 1200(%rsp), %rax
	movq %rax, 1232(%rsp)
	movq 792(%rsp), %r14
	movq 800(%rsp), %r15
	leaq 1216(%rsp), %rdi
	movq %rsi, 1480(%rsp)
	leaq 736(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq (%rbp), %rsi
	leaq 1216(%rsp), %rdi
	leaq 760(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 752(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 776(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	testq %r15, %r15
	je .LBB_147
	movq 744(%rsp), %rax
	movq 768(%rsp), %rcx
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rsi
	adcq $0, %rsi
	testq %r15, %r15
	je .LBB_139
	movq %r14, %rdx
	subq %rax, %rdx
	cmpq $32, %rdx
	setb %dl
	movq %r14, %rdi
	subq %rcx, %rdi
	cmpq $32, %rdi
	setb %dil
	orb %dl, %dil
	je .LBB_140
.LBB_139:
	xorl %edx, %edx
.LBB_143:
	movq %rdx, %rdi
	orq $1, %rdi
	testb $1, %sil
	je .LBB_145
	movsd (%rax,%rdx,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rcx,%rdx,8), %xmm0
	movsd %xmm0, (%r14,%rdx,8)
	movq %rdi, %rdx
.LBB_145:
	cmpq %rdi, %rsi
	je .LBB_147
.LBB_146:
	movsd (%rax,%rdx,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rcx,%rdx,8), %xmm0
	movsd %xmm0, (%r14,%rdx,8)
	movsd 8(%rax,%rdx,8), %xmm0
	addsd %xmm0, %xmm0
	subsd 8(%rcx,%rdx,8), %xmm0
	movsd %xmm0, 8(%r14,%rdx,8)
	addq $2, %rdx
	cmpq %rdx, %r15
	jne .LBB_146
	jmp .LBB_147
.LBB_140:
	movq %rsi, %rdx
	andq $-16, %rdx
	xorl %edi, %edi
.LBB_141:
	movupd (%rax,%rdi,8), %xmm0
	movupd 16(%rax,%rdi,8), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd (%rcx,%rdi,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%rcx,%rdi,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%r14,%rdi,8)
	movupd %xmm1, 16(%r14,%rdi,8)
	addq $4, %rdi
	cmpq %rdi, %rdx
	jne .LBB_141
	cmpq %rdx, %r15
	jne .LBB_143
.LBB_147:
	movq 16(%rbp), %r8
	testq %r8, %r8
	leaq 448(%rsp), %rcx
	js .LBB_463
	movq 792(%rsp), %r14
	movq 800(%rsp), %rdx
	movq 1608(%rsp), %r13
	movq 1584(%rsp), %rax
	movq %rax, 80(%rsp)
	movq 1592(%rsp), %r12
	movq 56(%rsp), %rax
	movq %rax, 1240(%rsp)
	movq 352(%rsp), %rax
	movq %rax, 1248(%rsp)
	movq %rbx, 1256(%rsp)
	movq 816(%rsp), %r10
	movq 824(%rsp), %r11
	cmpq $1, %r8
	movq %rbp, 376(%rsp)
	movq %r12, 1176(%rsp)
	jne .LBB_153
	movq %rdx, %rax
	subq %r13, %rax
	jb .LBB_436
	cmpq %r11, %rax
	cmovbq %rax, %r11
	testq %r11, %r11
	je .LBB_161
	movq %r13, %rax
	shlq $7, %rax
	addq %rax, %r14
	movl $120, %edx
.LBB_152:
	movsd -120(%r14,%rdx), %xmm0
	xorpd %xmm1, %xmm1
	addsd %xmm1, %xmm0
	movsd %xmm0, -120(%r10,%rdx)
	movsd -112(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -112(%r10,%rdx)
	movsd -104(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -104(%r10,%rdx)
	movsd -96(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -96(%r10,%rdx)
	movsd -88(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -88(%r10,%rdx)
	movsd -80(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -80(%r10,%rdx)
	movsd -72(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -72(%r10,%rdx)
	movsd -64(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -64(%r10,%rdx)
	movsd -56(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -56(%r10,%rdx)
	movsd -48(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -48(%r10,%rdx)
	movsd -40(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -40(%r10,%rdx)
	movsd -32(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -32(%r10,%rdx)
	movsd -24(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -24(%r10,%rdx)
	movsd -16(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -16(%r10,%rdx)
	movsd -8(%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -8(%r10,%rdx)
	movsd (%r14,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, (%r10,%rdx)
	subq $-128, %rdx
	decq %r11
	jne .LBB_152
	jmp .LBB_161
.LBB_153:
	xorpd %xmm1, %xmm1
	movapd %xmm1, 592(%rsp)
	movapd %xmm1, 576(%rsp)
	movapd %xmm1, 560(%rsp)
	movapd %xmm1, 544(%rsp)
	movapd %xmm1, 528(%rsp)
	movapd %xmm1, 512(%rsp)
	movapd %xmm1, 496(%rsp)
	movapd %xmm1, 480(%rsp)
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq %rax, %xmm0
	punpckldq .LCPI_1(%rip), %xmm0
	subpd .LCPI_2(%rip), %xmm0
	movapd %xmm0, %xmm2
	unpckhpd %xmm0, %xmm2
	addsd %xmm0, %xmm2
	mulsd .LCPI_3(%rip), %xmm2
	movapd %xmm1, 112(%rsp)
	movapd %xmm1, 128(%rsp)
	movapd %xmm1, 144(%rsp)
	movapd %xmm1, 160(%rsp)
	movapd %xmm1, 176(%rsp)
	movapd %xmm1, 192(%rsp)
	movapd %xmm1, 208(%rsp)
	movapd %xmm1, 224(%rsp)
	leaq 1(%r13), %rsi
	movq %rsi, %rdi
	subq %r8, %rdi
	cmpq %r13, %rdx
	jbe .LBB_442
	cmpq %r8, %rsi
	jb .LBB_437
	movq %r8, 240(%rsp)
	testq %r8, %r8
	movapd %xmm2, 1264(%rsp)
	je .LBB_159
	shlq $7, %rsi
	addq %r14, %rsi
	shlq $7, %rdi
	addq %r14, %rdi
	movapd 112(%rsp), %xmm6
	movapd 128(%rsp), %xmm8
	movapd 144(%rsp), %xmm9
	movapd 160(%rsp), %xmm10
	movaps 480(%rsp), %xmm0
	movaps %xmm0, 16(%rsp)
	movapd 496(%rsp), %xmm2
	movapd 512(%rsp), %xmm3
	movapd 176(%rsp), %xmm13
	movapd 192(%rsp), %xmm14
	movapd 560(%rsp), %xmm4
	movapd 208(%rsp), %xmm15
	movapd 576(%rsp), %xmm5
	movaps 224(%rsp), %xmm7
	movaps 592(%rsp), %xmm1
	movsd 528(%rsp), %xmm12
	xorpd %xmm11, %xmm11
	movhpd 552(%rsp), %xmm11
	movl $1, %r8d
.LBB_157:
	movaps %xmm7, 64(%rsp)
	movaps %xmm1, 32(%rsp)
	xorps %xmm0, %xmm0
	cvtsi2sd %r8, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rdi), %xmm1
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
	movapd 16(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 16(%rsp)
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
	movapd 64(%rsp), %xmm7
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%rdi), %xmm1
	addpd %xmm1, %xmm2
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 32(%rdi), %xmm1
	addpd %xmm1, %xmm3
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm9
	movupd 48(%rdi), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm10
	movupd 64(%rdi), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm13
	movupd 80(%rdi), %xmm1
	addpd %xmm1, %xmm4
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm14
	movupd 96(%rdi), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm15
	movupd 112(%rdi), %xmm1
	mulpd %xmm1, %xmm0
	addpd %xmm0, %xmm7
	movapd 32(%rsp), %xmm0
	addpd %xmm1, %xmm0
	movapd %xmm0, 32(%rsp)
	movapd 32(%rsp), %xmm1
	subq $-128, %rdi
	incq %r8
	cmpq %rsi, %rdi
	jne .LBB_157
	movapd %xmm6, 112(%rsp)
	movapd %xmm8, 128(%rsp)
	movapd %xmm9, 144(%rsp)
	movapd %xmm10, 160(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm14, 192(%rsp)
	movapd %xmm15, 208(%rsp)
	movapd %xmm7, 224(%rsp)
	movapd 16(%rsp), %xmm0
	movapd %xmm0, 480(%rsp)
	movapd %xmm2, 496(%rsp)
	movapd %xmm3, 512(%rsp)
	movapd %xmm12, 528(%rsp)
	movapd %xmm11, 544(%rsp)
	movapd %xmm4, 560(%rsp)
	movapd %xmm5, 576(%rsp)
	movapd %xmm1, 592(%rsp)
	movapd 1264(%rsp), %xmm2
.LBB_159:
	testq %r11, %r11
	je .LBB_466
	movapd 112(%rsp), %xmm0
	movapd %xmm2, %xmm1
	unpcklpd %xmm2, %xmm1
	divpd %xmm1, %xmm0
	movupd %xmm0, (%r10)
	movapd 128(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 16(%r10)
	movapd 144(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 32(%r10)
	movapd 160(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 48(%r10)
	movapd 176(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 64(%r10)
	movapd 192(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 80(%r10)
	movapd 208(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 96(%r10)
	movapd 224(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 112(%r10)
	cmpq $1, %r11
	jne .LBB_242
.LBB_161:
	movq 792(%rsp), %rbx
	movq 800(%rsp), %r14
	movq 32(%rbp), %rsi
	leaq 1216(%rsp), %rdi
	leaq 760(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 776(%rsp), %rax
	shlq $4, %rax
	shlq $4, %r14
	cmpq %r14, %rax
	cmovaeq %r14, %rax
	testq %rax, %rax
	je .LBB_168
	movq 768(%rsp), %rcx
	movq %rbx, %rdx
	subq %rcx, %rdx
	cmpq $32, %rdx
	jae .LBB_166
	xorl %edx, %edx
.LBB_165:
	movsd (%rcx,%rdx,8), %xmm0
	movsd .LCPI_6(%rip), %xmm1
	mulsd %xmm1, %xmm0
	movsd %xmm0, (%rbx,%rdx,8)
	movsd 8(%rcx,%rdx,8), %xmm0
	mulsd %xmm1, %xmm0
	movsd %xmm0, 8(%rbx,%rdx,8)
	movsd 16(%rcx,%rdx,8), %xmm0
	mulsd %xmm1, %xmm0
	movsd %xmm0, 16(%rbx,%rdx,8)
	movsd 24(%rcx,%rdx,8), %xmm0
	mulsd %xmm1, %xmm0
	movsd %xmm0, 24(%rbx,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_165
	jmp .LBB_168
.LBB_166:
	xorl %edx, %edx
.LBB_167:
	movupd (%rcx,%rdx,8), %xmm0
	movupd 16(%rcx,%rdx,8), %xmm1
	movapd .LCPI_5(%rip), %xmm2
	mulpd %xmm2, %xmm0
	mulpd %xmm2, %xmm1
	movupd %xmm0, (%rbx,%rdx,8)
	movupd %xmm1, 16(%rbx,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_167
.LBB_168:
	movq 40(%rbp), %rsi
	leaq 1216(%rsp), %rdi
	leaq 760(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 776(%rsp), %rax
	shlq $4, %rax
	cmpq %r14, %rax
	cmovaeq %r14, %rax
	testq %rax, %rax
	movq 1480(%rsp), %rdi
	je .LBB_175
	movq 768(%rsp), %rcx
	leaq (%rbx,%rax,8), %rdx
	leaq (%rcx,%rax,8), %rsi
	cmpq %rsi, %rbx
	setb %sil
	cmpq %rdx, %rcx
	setb %dl
	testb %dl, %sil
	je .LBB_173
	xorl %edx, %edx
.LBB_172:
	movsd (%rbx,%rdx,8), %xmm0
	subsd (%rcx,%rdx,8), %xmm0
	movsd 8(%rbx,%rdx,8), %xmm1
	movsd %xmm0, (%rbx,%rdx,8)
	subsd 8(%rcx,%rdx,8), %xmm1
	movsd %xmm1, 8(%rbx,%rdx,8)
	movsd 16(%rbx,%rdx,8), %xmm0
	subsd 16(%rcx,%rdx,8), %xmm0
	movsd %xmm0, 16(%rbx,%rdx,8)
	movsd 24(%rbx,%rdx,8), %xmm0
	subsd 24(%rcx,%rdx,8), %xmm0
	movsd %xmm0, 24(%rbx,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_172
	jmp .LBB_175
.LBB_173:
	xorl %edx, %edx
.LBB_174:
	movupd (%rcx,%rdx,8), %xmm0
	movupd 16(%rcx,%rdx,8), %xmm1
	movupd (%rbx,%rdx,8), %xmm2
	subpd %xmm0, %xmm2
	movupd 16(%rbx,%rdx,8), %xmm0
	subpd %xmm1, %xmm0
	movupd %xmm2, (%rbx,%rdx,8)
	movupd %xmm0, 16(%rbx,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_174
.LBB_175:
	movq 24(%rbp), %rax
	leaq 736(%rsp), %rcx
	movq %rax, 240(%rsp)
	cmpq %rdi, %rax
	je .LBB_177
	leaq 1216(%rsp), %rdi
	movq 240(%rsp), %rsi
	leaq 760(%rsp), %r15
	movq %r15, %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq %r15, %rcx
.LBB_177:
	movq 16(%rcx), %rax
	shlq $4, %rax
	cmpq %r14, %rax
	cmovaeq %r14, %rax
	testq %rax, %rax
	leaq 448(%rsp), %r14
	je .LBB_184
	movq 8(%rcx), %rcx
	leaq (%rcx,%rax,8), %rdx
	cmpq %rdx, %rbx
	jae .LBB_182
	leaq (%rbx,%rax,8), %rdx
	cmpq %rdx, %rcx
	jae .LBB_182
	xorl %edx, %edx
.LBB_181:
	movsd (%rbx,%rdx,8), %xmm0
	subsd (%rcx,%rdx,8), %xmm0
	movsd 8(%rbx,%rdx,8), %xmm1
	movsd %xmm0, (%rbx,%rdx,8)
	subsd 8(%rcx,%rdx,8), %xmm1
	movsd %xmm1, 8(%rbx,%rdx,8)
	movsd 16(%rbx,%rdx,8), %xmm0
	subsd 16(%rcx,%rdx,8), %xmm0
	movsd %xmm0, 16(%rbx,%rdx,8)
	movsd 24(%rbx,%rdx,8), %xmm0
	subsd 24(%rcx,%rdx,8), %xmm0
	movsd %xmm0, 24(%rbx,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_181
	jmp .LBB_184
.LBB_182:
	xorl %edx, %edx
.LBB_183:
	movupd (%rcx,%rdx,8), %xmm0
	movupd 16(%rcx,%rdx,8), %xmm1
	movupd (%rbx,%rdx,8), %xmm2
	subpd %xmm0, %xmm2
	movupd 16(%rbx,%rdx,8), %xmm0
	subpd %xmm1, %xmm0
	movupd %xmm2, (%rbx,%rdx,8)
	movupd %xmm0, 16(%rbx,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_183
.LBB_184:
	movq 240(%rsp), %rcx
	testq %rcx, %rcx
	js .LBB_463
	movq 792(%rsp), %r9
	movq 800(%rsp), %rdx
	movq 272(%rsp), %rax
	movq %rax, 1240(%rsp)
	movq 1112(%rsp), %rax
	movq %rax, 1248(%rsp)
	movq 1472(%rsp), %rax
	movq %rax, 1256(%rsp)
	movq 840(%rsp), %r10
	movq 848(%rsp), %r11
	cmpq $1, %rcx
	jne .LBB_190
	movq %rdx, %rax
	subq %r13, %rax
	jb .LBB_436
	cmpq %r11, %rax
	cmovbq %rax, %r11
	testq %r11, %r11
	movq 88(%rsp), %rax
	je .LBB_198
	shlq $7, %r13
	addq %r13, %r9
	movl $120, %edx
.LBB_189:
	movsd -120(%r9,%rdx), %xmm0
	xorpd %xmm1, %xmm1
	addsd %xmm1, %xmm0
	movsd %xmm0, -120(%r10,%rdx)
	movsd -112(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -112(%r10,%rdx)
	movsd -104(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -104(%r10,%rdx)
	movsd -96(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -96(%r10,%rdx)
	movsd -88(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -88(%r10,%rdx)
	movsd -80(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -80(%r10,%rdx)
	movsd -72(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -72(%r10,%rdx)
	movsd -64(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -64(%r10,%rdx)
	movsd -56(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -56(%r10,%rdx)
	movsd -48(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -48(%r10,%rdx)
	movsd -40(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -40(%r10,%rdx)
	movsd -32(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -32(%r10,%rdx)
	movsd -24(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -24(%r10,%rdx)
	movsd -16(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -16(%r10,%rdx)
	movsd -8(%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, -8(%r10,%rdx)
	movsd (%r9,%rdx), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, (%r10,%rdx)
	subq $-128, %rdx
	decq %r11
	jne .LBB_189
	jmp .LBB_198
.LBB_190:
	xorpd %xmm1, %xmm1
	movapd %xmm1, 592(%rsp)
	movapd %xmm1, 576(%rsp)
	movapd %xmm1, 560(%rsp)
	movapd %xmm1, 544(%rsp)
	movapd %xmm1, 528(%rsp)
	movapd %xmm1, 512(%rsp)
	movapd %xmm1, 496(%rsp)
	movapd %xmm1, 480(%rsp)
	leaq 1(%rcx), %rax
	imulq %rcx, %rax
	movq %rax, %xmm0
	punpckldq .LCPI_1(%rip), %xmm0
	subpd .LCPI_2(%rip), %xmm0
	movapd %xmm0, %xmm2
	unpckhpd %xmm0, %xmm2
	addsd %xmm0, %xmm2
	mulsd .LCPI_3(%rip), %xmm2
	movapd %xmm1, 112(%rsp)
	movapd %xmm1, 128(%rsp)
	movapd %xmm1, 144(%rsp)
	movapd %xmm1, 160(%rsp)
	movapd %xmm1, 176(%rsp)
	movapd %xmm1, 192(%rsp)
	movapd %xmm1, 208(%rsp)
	movapd %xmm1, 224(%rsp)
	leaq 1(%r13), %rsi
	movq %rsi, %rdi
	subq %rcx, %rdi
	cmpq %r13, %rdx
	jbe .LBB_442
	cmpq %rcx, %rsi
	movq 88(%rsp), %rax
	jb .LBB_437
	testq %rcx, %rcx
	movapd %xmm2, 1280(%rsp)
	je .LBB_196
	shlq $7, %rsi
	addq %r9, %rsi
	shlq $7, %rdi
	addq %r9, %rdi
	movapd 112(%rsp), %xmm6
	movapd 128(%rsp), %xmm8
	movapd 144(%rsp), %xmm9
	movapd 160(%rsp), %xmm10
	movaps 480(%rsp), %xmm0
	movaps %xmm0, 16(%rsp)
	movapd 496(%rsp), %xmm2
	movapd 512(%rsp), %xmm3
	movapd 176(%rsp), %xmm13
	movapd 192(%rsp), %xmm14
	movapd 560(%rsp), %xmm4
	movapd 208(%rsp), %xmm15
	movapd 576(%rsp), %xmm5
	movaps 224(%rsp), %xmm7
	movaps 592(%rsp), %xmm1
	movsd 528(%rsp), %xmm12
	xorpd %xmm11, %xmm11
	movhpd 552(%rsp), %xmm11
	movl $1, %r8d
.LBB_194:
	movaps %xmm7, 64(%rsp)
	movaps %xmm1, 32(%rsp)
	xorps %xmm0, %xmm0
	cvtsi2sd %r8, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rdi), %xmm1
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
	movapd 16(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 16(%rsp)
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
	movapd 64(%rsp), %xmm7
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%rdi), %xmm1
	addpd %xmm1, %xmm2
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 32(%rdi), %xmm1
	addpd %xmm1, %xmm3
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm9
	movupd 48(%rdi), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm10
	movupd 64(%rdi), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm13
	movupd 80(%rdi), %xmm1
	addpd %xmm1, %xmm4
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm14
	movupd 96(%rdi), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm15
	movupd 112(%rdi), %xmm1
	mulpd %xmm1, %xmm0
	addpd %xmm0, %xmm7
	movapd 32(%rsp), %xmm0
	addpd %xmm1, %xmm0
	movapd %xmm0, 32(%rsp)
	movapd 32(%rsp), %xmm1
	subq $-128, %rdi
	incq %r8
	cmpq %rsi, %rdi
	jne .LBB_194
	movapd %xmm6, 112(%rsp)
	movapd %xmm8, 128(%rsp)
	movapd %xmm9, 144(%rsp)
	movapd %xmm10, 160(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm14, 192(%rsp)
	movapd %xmm15, 208(%rsp)
	movapd %xmm7, 224(%rsp)
	movapd 16(%rsp), %xmm0
	movapd %xmm0, 480(%rsp)
	movapd %xmm2, 496(%rsp)
	movapd %xmm3, 512(%rsp)
	movapd %xmm12, 528(%rsp)
	movapd %xmm11, 544(%rsp)
	movapd %xmm4, 560(%rsp)
	movapd %xmm5, 576(%rsp)
	movapd %xmm1, 592(%rsp)
	movapd 1280(%rsp), %xmm2
.LBB_196:
	testq %r11, %r11
	je .LBB_466
	movapd 112(%rsp), %xmm0
	movapd %xmm2, %xmm1
	unpcklpd %xmm2, %xmm1
	divpd %xmm1, %xmm0
	movupd %xmm0, (%r10)
	movapd 128(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 16(%r10)
	movapd 144(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 32(%r10)
	movapd 160(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 48(%r10)
	movapd 176(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 64(%r10)
	movapd 192(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 80(%r10)
	movapd 208(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 96(%r10)
	movapd 224(%rsp), %xmm0
	divpd %xmm1, %xmm0
	movupd %xmm0, 112(%r10)
	cmpq $1, %r11
	jne .LBB_285
.LBB_198:
	movq 1360(%rsp), %rsi
	cmpq %rsi, %rax
	movq %rax, %rbx
	jae .LBB_467
	movq 1352(%rsp), %rax
	leaq (%rbx,%rbx,2), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 104(%rsp), %rax
	movq %rax, 1040(%rsp)
	movq 280(%rsp), %rax
	movq %rax, 304(%rsp)
	leaq 1816(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %rdx, 32(%rsp)
	movq %rdx, 120(%rsp)
	movq %rcx, 416(%rsp)
	movq %rcx, 128(%rsp)
	leaq 480(%rsp), %rdi
	leaq 112(%rsp), %rsi
	callq core::array::try_from_fn
	leaq 48(%rbp), %rax
	movq %rax, 48(%rsp)
	movq 88(%rsp), %rax
	incq %rax
	movq %rax, 80(%rsp)
	movups 576(%rsp), %xmm0
	movaps %xmm0, 208(%rsp)
	movups 480(%rsp), %xmm0
	movups 496(%rsp), %xmm1
	movups 512(%rsp), %xmm2
	movups 528(%rsp), %xmm3
	movaps %xmm0, 112(%rsp)
	movups 560(%rsp), %xmm0
	movaps %xmm0, 192(%rsp)
	movups 544(%rsp), %xmm0
	movaps %xmm0, 176(%rsp)
	movaps %xmm3, 160(%rsp)
	movaps %xmm2, 144(%rsp)
	movaps %xmm1, 128(%rsp)
	movups 592(%rsp), %xmm0
	movaps %xmm0, 224(%rsp)
	movsd 112(%rsp), %xmm0
	movsd %xmm0, 16(%rsp)
	movupd 200(%rsp), %xmm6
	movupd 184(%rsp), %xmm7
	movupd 168(%rsp), %xmm8
	movupd 152(%rsp), %xmm9
	movupd 136(%rsp), %xmm10
	movupd 120(%rsp), %xmm11
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
	movsd 216(%rsp), %xmm12
	movsd %xmm12, 360(%rsp)
	movapd 224(%rsp), %xmm12
	movapd %xmm12, 1120(%rsp)
	unpcklpd %xmm2, %xmm7
	movapd %xmm7, 320(%rsp)
	unpcklpd %xmm5, %xmm11
	movapd %xmm11, 240(%rsp)
	unpcklpd %xmm3, %xmm9
	movapd %xmm9, 384(%rsp)
	unpcklpd %xmm0, %xmm6
	movapd %xmm6, 64(%rsp)
	unpcklpd %xmm4, %xmm10
	movapd %xmm10, 400(%rsp)
	unpcklpd %xmm1, %xmm8
	movapd %xmm8, 288(%rsp)
	xorl %ebx, %ebx
	jmp .LBB_202
.LBB_201:
	incq %rbx
	cmpq $1025, %rbx
	je .LBB_210
.LBB_202:
	movq 848(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_458
	movq 824(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_459
	movq %rbx, %r13
	shlq $7, %r13
	movq 840(%rsp), %rcx
	addq %r13, %rcx
	movq 816(%rsp), %rdx
	addq %r13, %rdx
	movsd (%rcx), %xmm0
	subsd (%rdx), %xmm0
	movapd .LCPI_7(%rip), %xmm7
	andpd %xmm7, %xmm0
	xorl %eax, %eax
	movsd 16(%rsp), %xmm1
	ucomisd %xmm0, %xmm1
	movupd 56(%rcx), %xmm4
	movupd 24(%rcx), %xmm5
	movupd 88(%rcx), %xmm1
	movupd 40(%rcx), %xmm2
	movupd 8(%rcx), %xmm3
	movupd 72(%rcx), %xmm0
	movupd 88(%rdx), %xmm6
	subpd %xmm6, %xmm1
	movupd 8(%rdx), %xmm6
	subpd %xmm6, %xmm3
	movupd 24(%rdx), %xmm6
	subpd %xmm6, %xmm5
	movupd 40(%rdx), %xmm6
	subpd %xmm6, %xmm2
	movupd 56(%rdx), %xmm6
	subpd %xmm6, %xmm4
	movupd 72(%rdx), %xmm6
	subpd %xmm6, %xmm0
	andpd %xmm7, %xmm5
	cmplepd 400(%rsp), %xmm5
	andpd %xmm7, %xmm1
	cmplepd 64(%rsp), %xmm1
	andpd .LCPI_9(%rip), %xmm5
	andpd .LCPI_10(%rip), %xmm1
	orpd %xmm5, %xmm1
	andpd %xmm7, %xmm4
	cmplepd 288(%rsp), %xmm4
	andpd .LCPI_8(%rip), %xmm4
	orpd %xmm4, %xmm1
	andpd %xmm7, %xmm3
	cmplepd 240(%rsp), %xmm3
	andpd %xmm7, %xmm0
	cmplepd 320(%rsp), %xmm0
	andpd .LCPI_12(%rip), %xmm3
	andpd .LCPI_13(%rip), %xmm0
	orpd %xmm3, %xmm0
	setae %al
	andpd %xmm7, %xmm2
	cmplepd 384(%rsp), %xmm2
	andpd .LCPI_11(%rip), %xmm2
	orpd %xmm2, %xmm0
	orpd %xmm1, %xmm0
	movsd 104(%rcx), %xmm1
	subsd 104(%rdx), %xmm1
	andpd %xmm7, %xmm1
	xorl %esi, %esi
	movsd 360(%rsp), %xmm2
	ucomisd %xmm1, %xmm2
	movupd 112(%rcx), %xmm1
	movupd 112(%rdx), %xmm2
	subpd %xmm2, %xmm1
	andpd %xmm7, %xmm1
	cmplepd 1120(%rsp), %xmm1
	andpd .LCPI_14(%rip), %xmm1
	movq %xmm0, %rcx
	pshufd $238, %xmm0, %xmm0
	movq %xmm0, %rdx
	pshufd $238, %xmm1, %xmm0
	por %xmm1, %xmm0
	movq %xmm0, %r14
	setae %sil
	shll $13, %esi
	orq %rsi, %rcx
	orq %rcx, %rdx
	orq %rdx, %r14
	orq %rax, %r14
	je .LBB_201
	movq 1040(%rsp), %rax
	leaq (%rbx,%rax), %r15
.LBB_206:
	rep bsfq	%r14, %r12
	movl %r12d, %edx
	shll $10, %edx
	orq %r12, %rdx
	addq %r15, %rdx
	leaq 1392(%rsp), %rdi
	movq %rbp, %rsi
	callq kernel_sliding::exact::Exact::lines
	movq 824(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_433
	movq 816(%rsp), %rax
	addq %r13, %rax
	movq %xmm0, (%rax,%r12,8)
	movq 848(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_434
	leaq -1(%r14), %rax
	andq %rax, %r14
	movq 840(%rsp), %rax
	addq %r13, %rax
	movsd %xmm1, (%rax,%r12,8)
	testq %r14, %r14
	jne .LBB_206
	jmp .LBB_201
.LBB_210:
	movq 1040(%rsp), %rax
	movq %rax, %r14
	negq %r14
	addq $1025, %rax
	movq %rax, 288(%rsp)
	movq $0, 384(%rsp)
	xorl %eax, %eax
	jmp .LBB_212
.LBB_211:
	movq 400(%rsp), %rax
	incq %rax
	addq $-1025, %r14
	addq $8, 384(%rsp)
	addq $1025, 288(%rsp)
	cmpq $16, %rax
	je .LBB_234
.LBB_212:
	movq %rax, %r13
	shlq $10, %r13
	movq %rax, 400(%rsp)
	addq %rax, %r13
	addq 1040(%rsp), %r13
	cmpq 304(%rsp), %r13
	jae .LBB_211
	movq 400(%rsp), %rax
	movsd 112(%rsp,%rax,8), %xmm0
	xorpd %xmm1, %xmm1
	ucomisd %xmm1, %xmm0
	jae .LBB_211
	leaq 1025(%r13), %r8
	movq 304(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %r13
	movq %r8, 320(%rsp)
	jb .LBB_216
	jmp .LBB_211
.LBB_215:
	movq 320(%rsp), %r8
	cmpq %r8, 16(%rsp)
	movq 64(%rsp), %r13
	jae .LBB_211
.LBB_216:
	movq 1520(%rsp), %rax
	movq 1528(%rsp), %rdx
	cmpq $1, %rdx
	je .LBB_220
	testq %rdx, %rdx
	je .LBB_445
	movq %rdx, %rcx
	xorl %r15d, %r15d
.LBB_219:
	movq %r15, %rsi
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r15
	cmpq %r13, (%rax,%r15,8)
	cmovaq %rsi, %r15
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_219
	jmp .LBB_221
.LBB_220:
	xorl %r15d, %r15d
.LBB_221:
	cmpq (%rax,%r15,8), %r13
	sbbq $-1, %r15
	leaq -1(%r15), %rbx
	cmpq %rdx, %rbx
	jae .LBB_443
	cmpq %rdx, %r15
	leaq (%rax,%r15,8), %rax
	leaq 1560(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 16(%rsp)
	cmovbq %r8, %rax
	movq %rax, 64(%rsp)
	cmpq %rax, %r13
	jae .LBB_215
	cmpq 416(%rsp), %rbx
	jae .LBB_446
	leaq (%r14,%r13), %rbp
	shlq $7, %rbp
	addq 384(%rsp), %rbp
	movq 304(%rsp), %r12
	movq 16(%rsp), %rax
	cmpq %r12, %rax
	cmovbq %rax, %r12
	movq 288(%rsp), %rax
	cmpq %rax, %r12
	cmovaeq %rax, %r12
	jmp .LBB_227
.LBB_225:
	movq 840(%rsp), %rax
	movsd %xmm1, (%rax,%rbp)
.LBB_226:
	incq %r13
	subq $-128, %rbp
	cmpq %r13, %r12
	je .LBB_215
.LBB_227:
	leaq (%r14,%r13), %rbx
	movq 32(%rsp), %rax
	movsd -8(%rax,%r15,8), %xmm0
	ucomisd .LCPI_15(%rip), %xmm0
	jae .LBB_231
	movq 848(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_431
	movq 824(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_432
	movq 816(%rsp), %rax
	movq 840(%rsp), %rcx
	movsd (%rcx,%rbp), %xmm1
	subsd (%rax,%rbp), %xmm1
	andpd .LCPI_7(%rip), %xmm1
	ucomisd %xmm1, %xmm0
	jb .LBB_226
.LBB_231:
	leaq 1392(%rsp), %rdi
	movq 376(%rsp), %rsi
	movq %r13, %rdx
	callq kernel_sliding::exact::Exact::lines
	movq 824(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_426
	movq 816(%rsp), %rax
	movsd %xmm0, (%rax,%rbp)
	movq 848(%rsp), %rsi
	cmpq %rsi, %rbx
	jb .LBB_225
	jmp .LBB_427
.LBB_234:
	movq 8(%rsp), %rsi
	cmpq %rsi, 88(%rsp)
	je .LBB_469
	movq 104(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 280(%rsp), %rdi
	movq 824(%rsp), %rax
	movq 848(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	movq 864(%rsp), %r9
	movq 872(%rsp), %r8
	cmpq %r8, %rax
	cmovaeq %r8, %rax
	testq %rax, %rax
	je .LBB_333
	movq 816(%rsp), %rcx
	movq 840(%rsp), %rdx
	shlq $4, %rax
	cmpq $1, %rax
	movq %rax, %r11
	adcq $0, %r11
	testq %rax, %rax
	je .LBB_328
	leaq (%r9,%r11), %r10
	leaq (%rdx,%r11,8), %rbx
	leaq (%rcx,%r11,8), %r14
	cmpq %rbx, %r9
	setb %r15b
	cmpq %r10, %rdx
	setb %r12b
	cmpq %r14, %r9
	setb %bl
	cmpq %r10, %rcx
	setb %bpl
	testb %r12b, %r15b
	jne .LBB_407
	movl $0, %r10d
	andb %bpl, %bl
	jne .LBB_329
	movq %r11, %r10
	andq $-16, %r10
	xorl %ebx, %ebx
.LBB_240:
	movupd (%rdx,%rbx,8), %xmm1
	movdqu 16(%rdx,%rbx,8), %xmm0
	movupd (%rcx,%rbx,8), %xmm2
	movupd 16(%rcx,%rbx,8), %xmm3
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
	movd %xmm1, %ebp
	movw %bp, (%r9,%rbx)
	movd %xmm0, %ebp
	movw %bp, 2(%r9,%rbx)
	addq $4, %rbx
	cmpq %rbx, %r10
	jne .LBB_240
	cmpq %r10, %rax
	jne .LBB_329
	jmp .LBB_333
.LBB_242:
	movq 56(%rsp), %rsi
	movb %sil, 1104(%rsp)
	movq 240(%rsp), %rdi
	xorps %xmm1, %xmm1
	cvtsi2sd %rdi, %xmm1
	movsd .LCPI_4(%rip), %xmm0
	divsd %xmm2, %xmm0
	movq %r12, %rax
	shlq $4, %rax
	addq 80(%rsp), %rax
	movq %rax, 1120(%rsp)
	testq %rsi, %rsi
	leaq 1248(%rsp), %rax
	cmovneq %rax, %rsi
	movq %rsi, 56(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 400(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 1040(%rsp)
	leaq 112(%r10), %rax
	movq %rax, 1080(%rsp)
	leaq 112(%r14), %rax
	movq %rax, 1072(%rsp)
	movq %r13, %rax
	shlq $7, %rax
	addq %r14, %rax
	addq $112, %rax
	movq %rax, 1504(%rsp)
	movq %rdi, %rax
	negq %rax
	movq %rax, 1496(%rsp)
	movq %r13, %rax
	subq %rdi, %rax
	movq %rax, 1488(%rsp)
	subq $-128, %r14
	shlq $7, %rdi
	negq %rdi
	movq %rdi, 360(%rsp)
	movl $1, %r15d
	xorl %r9d, %r9d
	movq %r14, 1088(%rsp)
	movq %r10, 1096(%rsp)
	movq %r11, 48(%rsp)
	jmp .LBB_244
.LBB_243:
	movq 1280(%rsp), %rax
	movq %rax, %r15
	movq 48(%rsp), %r11
	cmpq %r11, %rax
	leaq 448(%rsp), %rcx
	movq 376(%rsp), %rbp
	movq 1176(%rsp), %r12
	movq 1088(%rsp), %r14
	jae .LBB_161
.LBB_244:
	cmpq %r12, %r9
	jae .LBB_249
	movq %r9, %rax
	shlq $4, %rax
	addq 80(%rsp), %rax
.LBB_246:
	movq (%rax), %rbx
	cmpq %r15, %rbx
	jae .LBB_250
	incq %r9
	addq $16, %rax
	cmpq %r9, %r12
	jne .LBB_246
	movq %r12, %r9
	xorl %edi, %edi
	jmp .LBB_251
.LBB_249:
	xorl %edi, %edi
	jmp .LBB_251
.LBB_250:
	movl $1, %edi
.LBB_251:
	cmpq %r15, 352(%rsp)
	setae %al
	andb 1104(%rsp), %al
	testq %rdi, %rdi
	jne .LBB_253
	movq 48(%rsp), %rsi
	testb %al, %al
	je .LBB_258
.LBB_253:
	movl $2, %r11d
	subq %rdi, %r11
	testb %dil, %dil
	movq 352(%rsp), %rsi
	movq %rsi, %r10
	cmovneq %rbx, %r10
	movzbl %al, %eax
	movq %r11, 432(%rsp)
	movq $2, 440(%rsp)
	movq %rdi, 448(%rsp)
	movq %rbx, 456(%rsp)
	movq %rax, 464(%rsp)
	movq %rsi, 472(%rsp)
	testq %rdi, %rdi
	je .LBB_256
	jne .LBB_257
	testq %rdi, %rdi
	jne .LBB_258
	jmp .LBB_281
.LBB_256:
	movq %r10, %rsi
	jmp .LBB_258
.LBB_257:
	movq %rdi, %rax
	xorq $3, %rax
	shll $4, %r11d
	movq 8(%rcx,%r11), %rsi
	cmpq %rsi, %r10
	cmovbq %r10, %rsi
	cmpb $0, (%rcx,%r11)
	cmoveq %r10, %rsi
	movq %rsi, %r10
	movq %rax, %r11
	testq %rdi, %rdi
	je .LBB_281
.LBB_258:
	leaq 1(%rsi), %rbp
	movq 48(%rsp), %rax
	cmpq %rbp, %rax
	movq %rbp, 1280(%rsp)
	cmovbq %rax, %rbp
	movaps 112(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 128(%rsp), %xmm0
	movaps %xmm0, 16(%rsp)
	movaps 144(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 320(%rsp)
	movapd 480(%rsp), %xmm6
	movapd 496(%rsp), %xmm1
	movapd 512(%rsp), %xmm3
	movapd 528(%rsp), %xmm5
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 304(%rsp)
	movapd 544(%rsp), %xmm4
	movapd 192(%rsp), %xmm8
	movapd 560(%rsp), %xmm7
	movapd 208(%rsp), %xmm9
	movapd 576(%rsp), %xmm12
	movapd 224(%rsp), %xmm10
	movapd 592(%rsp), %xmm0
	movapd %xmm0, 288(%rsp)
	subq %r15, %rbp
	jbe .LBB_263
	movapd %xmm12, 384(%rsp)
	movapd %xmm1, 416(%rsp)
	movq %r15, %rdi
	shlq $7, %rdi
	movq 1080(%rsp), %rax
	leaq (%rax,%rdi), %r11
	leaq (%r15,%r13), %rbx
	addq 1504(%rsp), %rdi
	addq 1488(%rsp), %r15
	shlq $7, %r15
	addq 1072(%rsp), %r15
	xorl %r10d, %r10d
	movq 1496(%rsp), %rcx
.LBB_260:
	cmpq %rdx, %rbx
	jae .LBB_451
	leaq (%rcx,%rbx), %rax
	cmpq %rdx, %rax
	jae .LBB_452
	movapd %xmm5, %xmm12
	movapd %xmm7, %xmm14
	movupd -112(%rdi,%r10), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm6, %xmm15
	movupd -112(%r15,%r10), %xmm1
	subpd %xmm1, %xmm15
	movapd 400(%rsp), %xmm5
	mulpd %xmm5, %xmm0
	movapd 32(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm6, %xmm1
	movapd 1040(%rsp), %xmm6
	movapd %xmm6, %xmm0
	movapd %xmm1, 32(%rsp)
	mulpd %xmm1, %xmm0
	movupd %xmm0, -112(%r11,%r10)
	movupd -96(%rdi,%r10), %xmm0
	movapd %xmm0, %xmm1
	movapd 416(%rsp), %xmm7
	addpd %xmm7, %xmm1
	movupd -96(%r15,%r10), %xmm2
	subpd %xmm2, %xmm1
	mulpd %xmm5, %xmm0
	movapd 16(%rsp), %xmm2
	addpd %xmm0, %xmm2
	subpd %xmm7, %xmm2
	movapd %xmm6, %xmm0
	movapd %xmm2, 16(%rsp)
	mulpd %xmm2, %xmm0
	movupd %xmm0, -96(%r11,%r10)
	movupd -80(%rdi,%r10), %xmm0
	movapd %xmm0, %xmm2
	movapd %xmm3, %xmm13
	addpd %xmm3, %xmm2
	movupd -80(%r15,%r10), %xmm11
	subpd %xmm11, %xmm2
	mulpd %xmm5, %xmm0
	movapd 64(%rsp), %xmm3
	addpd %xmm0, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm0
	movapd %xmm3, 64(%rsp)
	mulpd %xmm3, %xmm0
	movupd %xmm0, -80(%r11,%r10)
	movupd -64(%rdi,%r10), %xmm11
	movapd %xmm11, %xmm0
	movapd %xmm12, %xmm13
	addpd %xmm12, %xmm0
	movupd -64(%r15,%r10), %xmm12
	subpd %xmm12, %xmm0
	mulpd %xmm5, %xmm11
	movapd 320(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 320(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -64(%r11,%r10)
	movupd -48(%rdi,%r10), %xmm11
	movapd %xmm11, %xmm13
	addpd %xmm4, %xmm13
	movupd -48(%r15,%r10), %xmm12
	subpd %xmm12, %xmm13
	mulpd %xmm5, %xmm11
	movapd 304(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm4, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 304(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -48(%r11,%r10)
	movupd -32(%rdi,%r10), %xmm12
	movapd %xmm12, %xmm11
	movapd %xmm14, %xmm3
	addpd %xmm14, %xmm11
	movupd -32(%r15,%r10), %xmm14
	subpd %xmm14, %xmm11
	mulpd %xmm5, %xmm12
	addpd %xmm12, %xmm8
	subpd %xmm3, %xmm8
	movapd %xmm6, %xmm12
	mulpd %xmm8, %xmm12
	movupd %xmm12, -32(%r11,%r10)
	movupd -16(%rdi,%r10), %xmm14
	movapd %xmm14, %xmm12
	movapd 384(%rsp), %xmm4
	addpd %xmm4, %xmm12
	movupd -16(%r15,%r10), %xmm3
	subpd %xmm3, %xmm12
	mulpd %xmm5, %xmm14
	addpd %xmm14, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm6, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%r11,%r10)
	movupd (%rdi,%r10), %xmm3
	movapd %xmm3, %xmm14
	movapd 288(%rsp), %xmm7
	addpd %xmm7, %xmm14
	movupd (%r15,%r10), %xmm4
	subpd %xmm4, %xmm14
	mulpd %xmm5, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm7, %xmm10
	mulpd %xmm10, %xmm6
	movupd %xmm6, (%r11,%r10)
	subq $-128, %r10
	incq %rbx
	movapd %xmm15, %xmm6
	movapd %xmm1, 416(%rsp)
	movapd %xmm2, %xmm3
	movapd %xmm0, %xmm5
	movapd %xmm13, %xmm4
	movapd %xmm11, %xmm7
	movapd %xmm12, 384(%rsp)
	movapd %xmm14, 288(%rsp)
	decq %rbp
	jne .LBB_260
	jmp .LBB_264
.LBB_263:
	movhpd 488(%rsp), %xmm6
	movhpd 504(%rsp), %xmm1
	movhpd 520(%rsp), %xmm3
	movhpd 536(%rsp), %xmm5
	movhpd 552(%rsp), %xmm4
	movhpd 568(%rsp), %xmm7
	movhpd 584(%rsp), %xmm12
	movapd 288(%rsp), %xmm14
	movhpd 600(%rsp), %xmm14
	movapd %xmm6, %xmm15
	movapd %xmm3, %xmm2
	movapd %xmm5, %xmm0
	movapd %xmm4, %xmm13
	movapd %xmm7, %xmm11
.LBB_264:
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 112(%rsp)
	movaps 16(%rsp), %xmm3
	movaps %xmm3, 128(%rsp)
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 144(%rsp)
	movaps 320(%rsp), %xmm3
	movaps %xmm3, 160(%rsp)
	movapd 304(%rsp), %xmm3
	movapd %xmm3, 176(%rsp)
	movapd %xmm8, 192(%rsp)
	movapd %xmm9, 208(%rsp)
	movapd %xmm10, 224(%rsp)
	movapd %xmm15, 480(%rsp)
	movapd %xmm1, 496(%rsp)
	movapd %xmm2, 512(%rsp)
	movapd %xmm0, 528(%rsp)
	movapd %xmm13, 544(%rsp)
	movapd %xmm11, 560(%rsp)
	movapd %xmm12, 576(%rsp)
	movapd %xmm14, 592(%rsp)
	cmpq 48(%rsp), %rsi
	movq 376(%rsp), %rbp
	movq 1096(%rsp), %r8
	movapd 1264(%rsp), %xmm4
	jae .LBB_161
	cmpq %r12, %r9
	ja .LBB_428
	movq %r9, %rbx
	shlq $4, %rbx
	addq 80(%rsp), %rbx
	leaq (%rsi,%r13), %r15
	leaq (%rsi,%r13), %rdi
	incq %rdi
	movq %rdi, 16(%rsp)
	subq 240(%rsp), %rdi
	setb %al
	cmpq %rdx, %r15
	setae %bpl
	movq %r14, %rcx
	movq %rsi, %r14
	shlq $7, %r14
	addq %r8, %r14
	orb %al, %bpl
	movq %r15, 32(%rsp)
	shlq $7, %r15
	addq %rcx, %r15
	xorl %r11d, %r11d
	movq 56(%rsp), %r10
	jmp .LBB_269
.LBB_267:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbx
	ja .LBB_461
.LBB_268:
	movsd %xmm1, 112(%rsp,%rbx,8)
	movsd %xmm0, 480(%rsp,%rbx,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, (%r14,%rbx,8)
	movq %r8, %r10
	movq %r12, %rbx
.LBB_269:
	testb %r11b, %r11b
	je .LBB_278
	movq %rbx, %r12
.LBB_271:
	testq %r10, %r10
	je .LBB_243
	cmpq %rsi, (%r10)
	jne .LBB_243
	movb $2, %r11b
	xorl %r8d, %r8d
	movq %r10, %rbx
	testb %bpl, %bpl
	jne .LBB_419
.LBB_274:
	movq 8(%rbx), %rbx
	cmpq $0, 240(%rsp)
	je .LBB_267
	cmpq $15, %rbx
	ja .LBB_456
	leaq (%r15,%rbx,8), %r10
	xorpd %xmm0, %xmm0
	movl $1, %eax
	movq 360(%rsp), %rcx
	xorpd %xmm1, %xmm1
.LBB_277:
	xorps %xmm2, %xmm2
	cvtsi2sd %rax, %xmm2
	movsd (%r10,%rcx), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rax
	subq $-128, %rcx
	jne .LBB_277
	jmp .LBB_268
.LBB_278:
	movq 1120(%rsp), %rax
	movq %rax, %r12
	cmpq %rax, %rbx
	je .LBB_271
	leaq 16(%rbx), %r12
	cmpq %rsi, (%rbx)
	jne .LBB_271
	xorl %r11d, %r11d
	movq %r10, %r8
	testb %bpl, %bpl
	je .LBB_274
	jmp .LBB_419
.LBB_281:
	movq %r11, %rdi
	orq $2, %rdi
	movzbl 464(%rsp), %r8d
	movq 472(%rsp), %rbx
	jmp .LBB_283
.LBB_282:
	testb %r8b, %r8b
	cmovneq %rax, %rsi
	movq %rsi, %r10
	movq %rdi, %r11
	cmpl $2, %edi
	je .LBB_258
.LBB_283:
	shlq $4, %r11
	movq 8(%rcx,%r11), %rsi
	cmpq %rsi, %r10
	cmovbq %r10, %rsi
	cmpb $0, (%rcx,%r11)
	cmoveq %r10, %rsi
	movq %rsi, %rax
	cmpq %rbx, %rsi
	jb .LBB_282
	movq %rbx, %rax
	jmp .LBB_282
.LBB_285:
	movq 272(%rsp), %rcx
	movb %cl, 352(%rsp)
	xorps %xmm1, %xmm1
	cvtsi2sdq 240(%rsp), %xmm1
	movsd .LCPI_4(%rip), %xmm0
	divsd %xmm2, %xmm0
	movq %r12, %rax
	shlq $4, %rax
	addq 80(%rsp), %rax
	movq %rax, 1120(%rsp)
	testq %rcx, %rcx
	leaq 1248(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 272(%rsp)
	movq 240(%rsp), %rcx
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 400(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 1040(%rsp)
	leaq 112(%r10), %rax
	movq %rax, 1104(%rsp)
	leaq 112(%r9), %rax
	movq %rax, 1096(%rsp)
	movq %r13, %rax
	shlq $7, %rax
	addq %r9, %rax
	addq $112, %rax
	movq %rax, 1088(%rsp)
	movq %rcx, %rax
	negq %rax
	movq %rax, 1080(%rsp)
	movq %r13, %rax
	subq %rcx, %rax
	movq %rax, 1072(%rsp)
	subq $-128, %r9
	movq %rcx, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 360(%rsp)
	movl $1, %r15d
	xorl %r8d, %r8d
	movq %r9, 56(%rsp)
	movq %r10, 1264(%rsp)
	movq %r11, 48(%rsp)
	jmp .LBB_287
.LBB_286:
	movq 32(%rsp), %rsi
	movq %rsi, %r15
	movq 48(%rsp), %r11
	cmpq %r11, %rsi
	leaq 448(%rsp), %r14
	movq 376(%rsp), %rbp
	movq 1176(%rsp), %r12
	jae .LBB_198
.LBB_287:
	cmpq %r12, %r8
	jae .LBB_292
	movq %r8, %rax
	shlq $4, %rax
	addq 80(%rsp), %rax
.LBB_289:
	movq (%rax), %rbx
	cmpq %r15, %rbx
	jae .LBB_293
	incq %r8
	addq $16, %rax
	cmpq %r8, %r12
	jne .LBB_289
	movq %r12, %r8
	xorl %edi, %edi
	jmp .LBB_294
.LBB_292:
	xorl %edi, %edi
	jmp .LBB_294
.LBB_293:
	movl $1, %edi
.LBB_294:
	cmpq %r15, 1112(%rsp)
	setae %al
	andb 352(%rsp), %al
	testq %rdi, %rdi
	jne .LBB_296
	movq 48(%rsp), %rsi
	testb %al, %al
	je .LBB_301
.LBB_296:
	movl $2, %r10d
	subq %rdi, %r10
	testb %dil, %dil
	movq 1112(%rsp), %rcx
	movq %rcx, %r9
	cmovneq %rbx, %r9
	movzbl %al, %eax
	movq %r10, 432(%rsp)
	movq $2, 440(%rsp)
	movq %rdi, 448(%rsp)
	movq %rbx, 456(%rsp)
	movq %rax, 464(%rsp)
	movq %rcx, 472(%rsp)
	testq %rdi, %rdi
	je .LBB_299
	jne .LBB_300
	movq 240(%rsp), %rcx
	testq %rdi, %rdi
	jne .LBB_301
	jmp .LBB_324
.LBB_299:
	movq %r9, %rsi
	movq 240(%rsp), %rcx
	jmp .LBB_301
.LBB_300:
	movq %rdi, %rax
	xorq $3, %rax
	shll $4, %r10d
	movq 8(%r14,%r10), %rsi
	cmpq %rsi, %r9
	cmovbq %r9, %rsi
	cmpb $0, (%r14,%r10)
	cmoveq %r9, %rsi
	movq %rsi, %r9
	movq %rax, %r10
	movq 240(%rsp), %rcx
	testq %rdi, %rdi
	je .LBB_324
.LBB_301:
	leaq 1(%rsi), %r14
	movq 48(%rsp), %rax
	cmpq %r14, %rax
	movq %r14, %rbp
	cmovbq %rax, %rbp
	movaps 112(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 128(%rsp), %xmm0
	movaps %xmm0, 16(%rsp)
	movaps 144(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 320(%rsp)
	movapd 480(%rsp), %xmm6
	movapd 496(%rsp), %xmm1
	movapd 512(%rsp), %xmm3
	movapd 528(%rsp), %xmm5
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 304(%rsp)
	movapd 544(%rsp), %xmm4
	movapd 192(%rsp), %xmm8
	movapd 560(%rsp), %xmm7
	movapd 208(%rsp), %xmm9
	movapd 576(%rsp), %xmm12
	movapd 224(%rsp), %xmm10
	movapd 592(%rsp), %xmm0
	movapd %xmm0, 288(%rsp)
	subq %r15, %rbp
	movq 88(%rsp), %rax
	jbe .LBB_306
	movapd %xmm12, 384(%rsp)
	movapd %xmm1, 416(%rsp)
	movq %r15, %rdi
	shlq $7, %rdi
	movq 1104(%rsp), %rax
	leaq (%rax,%rdi), %r9
	leaq (%r15,%r13), %rbx
	addq 1088(%rsp), %rdi
	addq 1072(%rsp), %r15
	shlq $7, %r15
	addq 1096(%rsp), %r15
	xorl %r10d, %r10d
	movq 1080(%rsp), %r11
.LBB_303:
	cmpq %rdx, %rbx
	jae .LBB_451
	leaq (%r11,%rbx), %rax
	cmpq %rdx, %rax
	jae .LBB_454
	movapd %xmm5, %xmm12
	movapd %xmm7, %xmm14
	movupd -112(%rdi,%r10), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm6, %xmm15
	movupd -112(%r15,%r10), %xmm1
	subpd %xmm1, %xmm15
	movapd 400(%rsp), %xmm5
	mulpd %xmm5, %xmm0
	movapd 32(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm6, %xmm1
	movapd 1040(%rsp), %xmm6
	movapd %xmm6, %xmm0
	movapd %xmm1, 32(%rsp)
	mulpd %xmm1, %xmm0
	movupd %xmm0, -112(%r9,%r10)
	movupd -96(%rdi,%r10), %xmm0
	movapd %xmm0, %xmm1
	movapd 416(%rsp), %xmm7
	addpd %xmm7, %xmm1
	movupd -96(%r15,%r10), %xmm2
	subpd %xmm2, %xmm1
	mulpd %xmm5, %xmm0
	movapd 16(%rsp), %xmm2
	addpd %xmm0, %xmm2
	subpd %xmm7, %xmm2
	movapd %xmm6, %xmm0
	movapd %xmm2, 16(%rsp)
	mulpd %xmm2, %xmm0
	movupd %xmm0, -96(%r9,%r10)
	movupd -80(%rdi,%r10), %xmm0
	movapd %xmm0, %xmm2
	movapd %xmm3, %xmm13
	addpd %xmm3, %xmm2
	movupd -80(%r15,%r10), %xmm11
	subpd %xmm11, %xmm2
	mulpd %xmm5, %xmm0
	movapd 64(%rsp), %xmm3
	addpd %xmm0, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm0
	movapd %xmm3, 64(%rsp)
	mulpd %xmm3, %xmm0
	movupd %xmm0, -80(%r9,%r10)
	movupd -64(%rdi,%r10), %xmm11
	movapd %xmm11, %xmm0
	movapd %xmm12, %xmm13
	addpd %xmm12, %xmm0
	movupd -64(%r15,%r10), %xmm12
	subpd %xmm12, %xmm0
	mulpd %xmm5, %xmm11
	movapd 320(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm13, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 320(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -64(%r9,%r10)
	movupd -48(%rdi,%r10), %xmm11
	movapd %xmm11, %xmm13
	addpd %xmm4, %xmm13
	movupd -48(%r15,%r10), %xmm12
	subpd %xmm12, %xmm13
	mulpd %xmm5, %xmm11
	movapd 304(%rsp), %xmm3
	addpd %xmm11, %xmm3
	subpd %xmm4, %xmm3
	movapd %xmm6, %xmm11
	movapd %xmm3, 304(%rsp)
	mulpd %xmm3, %xmm11
	movupd %xmm11, -48(%r9,%r10)
	movupd -32(%rdi,%r10), %xmm12
	movapd %xmm12, %xmm11
	movapd %xmm14, %xmm3
	addpd %xmm14, %xmm11
	movupd -32(%r15,%r10), %xmm14
	subpd %xmm14, %xmm11
	mulpd %xmm5, %xmm12
	addpd %xmm12, %xmm8
	subpd %xmm3, %xmm8
	movapd %xmm6, %xmm12
	mulpd %xmm8, %xmm12
	movupd %xmm12, -32(%r9,%r10)
	movupd -16(%rdi,%r10), %xmm14
	movapd %xmm14, %xmm12
	movapd 384(%rsp), %xmm4
	addpd %xmm4, %xmm12
	movupd -16(%r15,%r10), %xmm3
	subpd %xmm3, %xmm12
	mulpd %xmm5, %xmm14
	addpd %xmm14, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm6, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%r9,%r10)
	movupd (%rdi,%r10), %xmm3
	movapd %xmm3, %xmm14
	movapd 288(%rsp), %xmm7
	addpd %xmm7, %xmm14
	movupd (%r15,%r10), %xmm4
	subpd %xmm4, %xmm14
	mulpd %xmm5, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm7, %xmm10
	mulpd %xmm10, %xmm6
	movupd %xmm6, (%r9,%r10)
	subq $-128, %r10
	incq %rbx
	movapd %xmm15, %xmm6
	movapd %xmm1, 416(%rsp)
	movapd %xmm2, %xmm3
	movapd %xmm0, %xmm5
	movapd %xmm13, %xmm4
	movapd %xmm11, %xmm7
	movapd %xmm12, 384(%rsp)
	movapd %xmm14, 288(%rsp)
	decq %rbp
	movq 88(%rsp), %rax
	jne .LBB_303
	jmp .LBB_307
.LBB_306:
	movhpd 488(%rsp), %xmm6
	movhpd 504(%rsp), %xmm1
	movhpd 520(%rsp), %xmm3
	movhpd 536(%rsp), %xmm5
	movhpd 552(%rsp), %xmm4
	movhpd 568(%rsp), %xmm7
	movhpd 584(%rsp), %xmm12
	movapd 288(%rsp), %xmm14
	movhpd 600(%rsp), %xmm14
	movapd %xmm6, %xmm15
	movapd %xmm3, %xmm2
	movapd %xmm5, %xmm0
	movapd %xmm4, %xmm13
	movapd %xmm7, %xmm11
.LBB_307:
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 112(%rsp)
	movaps 16(%rsp), %xmm3
	movaps %xmm3, 128(%rsp)
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 144(%rsp)
	movaps 320(%rsp), %xmm3
	movaps %xmm3, 160(%rsp)
	movapd 304(%rsp), %xmm3
	movapd %xmm3, 176(%rsp)
	movapd %xmm8, 192(%rsp)
	movapd %xmm9, 208(%rsp)
	movapd %xmm10, 224(%rsp)
	movapd %xmm15, 480(%rsp)
	movapd %xmm1, 496(%rsp)
	movapd %xmm2, 512(%rsp)
	movapd %xmm0, 528(%rsp)
	movapd %xmm13, 544(%rsp)
	movapd %xmm11, 560(%rsp)
	movapd %xmm12, 576(%rsp)
	movapd %xmm14, 592(%rsp)
	cmpq 48(%rsp), %rsi
	movq 376(%rsp), %rbp
	movq 56(%rsp), %r9
	movq 1264(%rsp), %r10
	movapd 1280(%rsp), %xmm4
	jae .LBB_198
	cmpq %r12, %r8
	ja .LBB_429
	movq %r14, 32(%rsp)
	movq %r8, %rbx
	shlq $4, %rbx
	addq 80(%rsp), %rbx
	leaq (%rsi,%r13), %r15
	leaq (%rsi,%r13), %rdi
	incq %rdi
	movq %rdi, 64(%rsp)
	subq %rcx, %rdi
	setb %al
	cmpq %rdx, %r15
	setae %bpl
	movq %rsi, %r14
	shlq $7, %r14
	addq %r10, %r14
	orb %al, %bpl
	movq %r15, 16(%rsp)
	shlq $7, %r15
	addq %r9, %r15
	xorl %r10d, %r10d
	movq 272(%rsp), %r9
	jmp .LBB_312
.LBB_310:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbx
	ja .LBB_461
.LBB_311:
	movsd %xmm1, 112(%rsp,%rbx,8)
	movsd %xmm0, 480(%rsp,%rbx,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, (%r14,%rbx,8)
	movq %r11, %r9
	movq %r12, %rbx
	movq 240(%rsp), %rcx
.LBB_312:
	testb %r10b, %r10b
	movq 88(%rsp), %rax
	je .LBB_321
	movq %rbx, %r12
.LBB_314:
	testq %r9, %r9
	je .LBB_286
	cmpq %rsi, (%r9)
	jne .LBB_286
	movb $2, %r10b
	xorl %r11d, %r11d
	movq %r9, %rbx
	testb %bpl, %bpl
	jne .LBB_421
.LBB_317:
	movq 8(%rbx), %rbx
	testq %rcx, %rcx
	je .LBB_310
	cmpq $15, %rbx
	ja .LBB_456
	leaq (%r15,%rbx,8), %r9
	xorpd %xmm0, %xmm0
	movl $1, %eax
	movq 360(%rsp), %rcx
	xorpd %xmm1, %xmm1
.LBB_320:
	xorps %xmm2, %xmm2
	cvtsi2sd %rax, %xmm2
	movsd (%r9,%rcx), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rax
	subq $-128, %rcx
	jne .LBB_320
	jmp .LBB_311
.LBB_321:
	movq 1120(%rsp), %r10
	movq %r10, %r12
	cmpq %r10, %rbx
	je .LBB_314
	leaq 16(%rbx), %r12
	cmpq %rsi, (%rbx)
	jne .LBB_314
	xorl %r10d, %r10d
	movq %r9, %r11
	testb %bpl, %bpl
	je .LBB_317
	jmp .LBB_421
.LBB_324:
	movq %r10, %rdi
	orq $2, %rdi
	movzbl 464(%rsp), %r11d
	movq 472(%rsp), %rbx
	jmp .LBB_326
.LBB_325:
	testb %r11b, %r11b
	cmovneq %rax, %rsi
	movq %rsi, %r9
	movq %rdi, %r10
	cmpl $2, %edi
	je .LBB_301
.LBB_326:
	shlq $4, %r10
	movq 8(%r14,%r10), %rsi
	cmpq %rsi, %r9
	cmovbq %r9, %rsi
	cmpb $0, (%r14,%r10)
	cmoveq %r9, %rsi
	movq %rsi, %rax
	cmpq %rbx, %rsi
	jb .LBB_325
	movq %rbx, %rax
	jmp .LBB_325
.LBB_328:
	xorl %r10d, %r10d
.LBB_329:
	movq %r10, %rbx
	orq $1, %rbx
	testb $1, %r11b
	je .LBB_331
.LBB_330:
	movsd (%rdx,%r10,8), %xmm0
	movsd (%rcx,%r10,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %bpl
	ucomisd %xmm0, %xmm1
	seta %r14b
	subb %r14b, %bpl
	movb %bpl, (%r9,%r10)
	movq %rbx, %r10
.LBB_331:
	cmpq %rbx, %r11
	je .LBB_333
.LBB_332:
	movsd (%rdx,%r10,8), %xmm0
	movsd (%rcx,%r10,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %r11b
	ucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r11b
	movb %r11b, (%r9,%r10)
	movsd 8(%rdx,%r10,8), %xmm0
	movsd 8(%rcx,%r10,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %r11b
	ucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r11b
	movb %r11b, 1(%r9,%r10)
	addq $2, %r10
	cmpq %r10, %rax
	jne .LBB_332
.LBB_333:
	leaq 904(%rsp), %rax
	pxor %xmm0, %xmm0
	movdqu %xmm0, 112(%rax)
	movdqu %xmm0, 96(%rax)
	movdqu %xmm0, 80(%rax)
	movdqu %xmm0, 64(%rax)
	movdqu %xmm0, 48(%rax)
	movdqu %xmm0, 32(%rax)
	movdqu %xmm0, 16(%rax)
	movdqu %xmm0, (%rax)
	testq %r8, %r8
	je .LBB_468
	movq 88(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 264(%rsp), %rcx
	leaq (%rcx,%rax,8), %r10
	movq 888(%rsp), %rcx
	movq 896(%rsp), %rdx
	movzbl (%r9), %eax
	mulb 32(%r10)
	cmpb $-1, %al
	jne .LBB_337
	testq %rdx, %rdx
	je .LBB_482
	movw $0, (%rcx)
	movq $1, 904(%rsp)
.LBB_337:
	cmpq $1025, %r8
	jb .LBB_470
	movzbl 1(%r9), %eax
	mulb 16384(%r9)
	cmpb $-1, %al
	je .LBB_353
	movzbl 2(%r9), %eax
	mulb 16385(%r9)
	cmpb $-1, %al
	je .LBB_355
.LBB_340:
	movzbl 3(%r9), %eax
	mulb 16386(%r9)
	cmpb $-1, %al
	je .LBB_357
.LBB_341:
	movzbl 4(%r9), %eax
	mulb 16387(%r9)
	cmpb $-1, %al
	je .LBB_359
.LBB_342:
	movzbl 5(%r9), %eax
	mulb 16388(%r9)
	cmpb $-1, %al
	je .LBB_361
.LBB_343:
	movzbl 6(%r9), %eax
	mulb 16389(%r9)
	cmpb $-1, %al
	je .LBB_363
.LBB_344:
	movzbl 7(%r9), %eax
	mulb 16390(%r9)
	cmpb $-1, %al
	je .LBB_365
.LBB_345:
	movzbl 8(%r9), %eax
	mulb 16391(%r9)
	cmpb $-1, %al
	je .LBB_367
.LBB_346:
	movzbl 9(%r9), %eax
	mulb 16392(%r9)
	cmpb $-1, %al
	je .LBB_369
.LBB_347:
	movzbl 10(%r9), %eax
	mulb 16393(%r9)
	cmpb $-1, %al
	je .LBB_371
.LBB_348:
	movzbl 11(%r9), %eax
	mulb 16394(%r9)
	cmpb $-1, %al
	je .LBB_373
.LBB_349:
	movzbl 12(%r9), %eax
	mulb 16395(%r9)
	cmpb $-1, %al
	je .LBB_375
.LBB_350:
	movzbl 13(%r9), %eax
	mulb 16396(%r9)
	cmpb $-1, %al
	je .LBB_377
.LBB_351:
	movzbl 14(%r9), %eax
	mulb 16397(%r9)
	cmpb $-1, %al
	je .LBB_379
.LBB_352:
	movzbl 15(%r9), %eax
	mulb 16398(%r9)
	cmpb $-1, %al
	jne .LBB_383
	jmp .LBB_381
.LBB_353:
	cmpq $2, %rdx
	jb .LBB_479
	movw $0, 2050(%rcx)
	movq $1, 912(%rsp)
	movzbl 2(%r9), %eax
	mulb 16385(%r9)
	cmpb $-1, %al
	jne .LBB_340
.LBB_355:
	cmpq $3, %rdx
	jb .LBB_483
	movw $0, 4100(%rcx)
	movq $1, 920(%rsp)
	movzbl 3(%r9), %eax
	mulb 16386(%r9)
	cmpb $-1, %al
	jne .LBB_341
.LBB_357:
	cmpq $4, %rdx
	jb .LBB_486
	movw $0, 6150(%rcx)
	movq $1, 928(%rsp)
	movzbl 4(%r9), %eax
	mulb 16387(%r9)
	cmpb $-1, %al
	jne .LBB_342
.LBB_359:
	cmpq $5, %rdx
	jb .LBB_473
	movw $0, 8200(%rcx)
	movq $1, 936(%rsp)
	movzbl 5(%r9), %eax
	mulb 16388(%r9)
	cmpb $-1, %al
	jne .LBB_343
.LBB_361:
	cmpq $6, %rdx
	jb .LBB_476
	movw $0, 10250(%rcx)
	movq $1, 944(%rsp)
	movzbl 6(%r9), %eax
	mulb 16389(%r9)
	cmpb $-1, %al
	jne .LBB_344
.LBB_363:
	cmpq $7, %rdx
	jb .LBB_480
	movw $0, 12300(%rcx)
	movq $1, 952(%rsp)
	movzbl 7(%r9), %eax
	mulb 16390(%r9)
	cmpb $-1, %al
	jne .LBB_345
.LBB_365:
	cmpq $8, %rdx
	jb .LBB_484
	movw $0, 14350(%rcx)
	movq $1, 960(%rsp)
	movzbl 8(%r9), %eax
	mulb 16391(%r9)
	cmpb $-1, %al
	jne .LBB_346
.LBB_367:
	cmpq $9, %rdx
	jb .LBB_487
	movw $0, 16400(%rcx)
	movq $1, 968(%rsp)
	movzbl 9(%r9), %eax
	mulb 16392(%r9)
	cmpb $-1, %al
	jne .LBB_347
.LBB_369:
	cmpq $10, %rdx
	jb .LBB_474
	movw $0, 18450(%rcx)
	movq $1, 976(%rsp)
	movzbl 10(%r9), %eax
	mulb 16393(%r9)
	cmpb $-1, %al
	jne .LBB_348
.LBB_371:
	cmpq $11, %rdx
	jb .LBB_477
	movw $0, 20500(%rcx)
	movq $1, 984(%rsp)
	movzbl 11(%r9), %eax
	mulb 16394(%r9)
	cmpb $-1, %al
	jne .LBB_349
.LBB_373:
	cmpq $12, %rdx
	jb .LBB_481
	movw $0, 22550(%rcx)
	movq $1, 992(%rsp)
	movzbl 12(%r9), %eax
	mulb 16395(%r9)
	cmpb $-1, %al
	jne .LBB_350
.LBB_375:
	cmpq $13, %rdx
	jb .LBB_485
	movw $0, 24600(%rcx)
	movq $1, 1000(%rsp)
	movzbl 13(%r9), %eax
	mulb 16396(%r9)
	cmpb $-1, %al
	jne .LBB_351
.LBB_377:
	cmpq $14, %rdx
	jb .LBB_488
	movw $0, 26650(%rcx)
	movq $1, 1008(%rsp)
	movzbl 14(%r9), %eax
	mulb 16397(%r9)
	cmpb $-1, %al
	jne .LBB_352
.LBB_379:
	cmpq $15, %rdx
	jb .LBB_475
	movw $0, 28700(%rcx)
	movq $1, 1016(%rsp)
	movzbl 15(%r9), %eax
	mulb 16398(%r9)
	cmpb $-1, %al
	jne .LBB_383
.LBB_381:
	cmpq $16, %rdx
	jb .LBB_478
	movw $0, 30750(%rcx)
	movq $1, 1024(%rsp)
.LBB_383:
	movq %r8, %rax
	movabsq $1152921504606846975, %rcx
	andq %rcx, %rax
	movq 896(%rsp), %rdx
	cmpq $1, %rax
	je .LBB_392
	leaq 16(%r9), %r11
	leaq (%r8,%rcx), %r15
	andq %rcx, %r15
	cmpq $1, %r15
	adcq $0, %r15
	cmpq $1024, %r15
	movl $1024, %eax
	cmovaeq %rax, %r15
	xorl %r14d, %r14d
	jmp .LBB_386
.LBB_385:
	incq %r14
	cmpq %r15, %r14
	je .LBB_391
.LBB_386:
	movq %r14, %r12
	shlq $4, %r12
	movzbl (%r9,%r12), %eax
	movzbl 13(%r9,%r12), %ecx
	mulb (%r11,%r12)
	xorl %ebx, %ebx
	cmpb $-1, %al
	sete %bl
	movq 1(%r11,%r12), %xmm0
	punpcklbw %xmm0, %xmm0
	movq 1(%r9,%r12), %xmm2
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
	movd 9(%r9,%r12), %xmm5
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
	xorl %r13d, %r13d
	cmpb $-1, %al
	sete %r13b
	shll $13, %r13d
	movzbl 14(%r9,%r12), %eax
	mulb 14(%r11,%r12)
	xorl %ebp, %ebp
	cmpb $-1, %al
	sete %bpl
	shll $14, %ebp
	movzbl 15(%r9,%r12), %eax
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
	orq %rax, %rcx
	orq %rbx, %rcx
	je .LBB_385
	movq 888(%rsp), %rax
	leal 1(%r14), %ebp
.LBB_388:
	rep bsfq	%rcx, %r12
	cmpq %rdx, %r12
	jae .LBB_439
	movq 904(%rsp,%r12,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_438
	leaq -1(%rcx), %r13
	andq %r13, %rcx
	movl %r12d, %r13d
	shll $11, %r13d
	leal (%r13,%r12,2), %r13d
	addq %rax, %r13
	movw %bp, (%r13,%rbx,2)
	incq %rbx
	movq %rbx, 904(%rsp,%r12,8)
	testq %rcx, %rcx
	jne .LBB_388
	jmp .LBB_385
.LBB_391:
	movq 896(%rsp), %rdx
.LBB_392:
	movq 888(%rsp), %rax
	xorl %ecx, %ecx
	jmp .LBB_394
.LBB_393:
	incq %rcx
	addq $2050, %rax
	cmpq $16, %rcx
	movq 8(%rsp), %r14
	je .LBB_119
.LBB_394:
	cmpq %rdx, %rcx
	je .LBB_460
	movq 904(%rsp,%rcx,8), %r13
	cmpq $1025, %r13
	ja .LBB_424
	testq %r13, %r13
	je .LBB_393
	movq %rcx, %r11
	shlq $10, %r11
	addq %rcx, %r11
	addq 32(%rsp), %r11
	addq %r13, %r13
	leaq (%r9,%rcx), %r14
	xorl %r15d, %r15d
	jmp .LBB_399
.LBB_398:
	addq $2, %r15
	cmpq %r15, %r13
	je .LBB_393
.LBB_399:
	movzwl (%rax,%r15), %ebx
	leaq (%r11,%rbx), %r12
	cmpq %rdi, %r12
	jae .LBB_393
	cmpq %rbx, %r8
	jbe .LBB_440
	shll $4, %ebx
	movsbq (%r14,%rbx), %rbx
	movq (%r10), %rbp
	cmpq %rbx, %rbp
	je .LBB_398
	testq %rbp, %rbp
	je .LBB_405
	cmpq 96(%rsp), %r12
	jae .LBB_449
	movq 368(%rsp), %rsi
	movsd (%rsi,%r12,8), %xmm0
	xorps %xmm1, %xmm1
	cvtsi2sd %rbp, %xmm1
	movsd 8(%r10), %xmm2
	subsd %xmm2, %xmm0
	mulsd %xmm1, %xmm0
	divsd %xmm2, %xmm0
	addsd .LCPI_4(%rip), %xmm0
	mulsd .LCPI_17(%rip), %xmm0
	addsd .LCPI_18(%rip), %xmm0
	mulsd .LCPI_19(%rip), %xmm0
	addsd 16(%r10), %xmm0
	movsd %xmm0, 16(%r10)
	incq 24(%r10)
.LBB_405:
	movq %rbx, (%r10)
	cmpq 96(%rsp), %r12
	jae .LBB_444
	movq 368(%rsp), %rsi
	movq (%rsi,%r12,8), %xmm0
	movq %xmm0, 8(%r10)
	jmp .LBB_398
.LBB_407:
	xorl %r10d, %r10d
	movq %r10, %rbx
	orq $1, %rbx
	testb $1, %r11b
	jne .LBB_330
	jmp .LBB_331
.LBB_408:
	movq 1368(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_410
	movq 1376(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_410:
	cmpq $0, 1152(%rsp)
	movq 1144(%rsp), %r15
	movq 344(%rsp), %r11
	movq 1456(%rsp), %rbx
	movq 1160(%rsp), %rax
	jne .LBB_48
	jmp .LBB_414
.LBB_411:
	cmpq $21, %r12
	jae .LBB_413
	movq %rbx, %rdi
	movq %r12, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 8(%rsp), %r14
	jmp .LBB_65
.LBB_413:
	movq %rbx, %rdi
	movq %r12, %rsi
	leaq 7(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 8(%rsp), %r14
	jmp .LBB_65
.LBB_414:
	leaq (%r14,%r14,4), %rax
	movq 264(%rsp), %rcx
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 480(%rsp)
	movq %rcx, 488(%rsp)
	movq 1064(%rsp), %rcx
	movq %rcx, 496(%rsp)
	movq %rax, 504(%rsp)
	movq 368(%rsp), %rax
	movq %rax, 512(%rsp)
	movq 96(%rsp), %rax
	movq %rax, 520(%rsp)
	leaq 280(%rsp), %rax
	movq %rax, 528(%rsp)
	leaq 480(%rsp), %rsi
	movq %r15, %rdi
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1392(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1344(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1320(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	movq 1296(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_418
	movq 1304(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_418:
	leaq 736(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1512(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $2072, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_419:
	movq 32(%rsp), %r13
	cmpq %rdx, %r13
	jae .LBB_423
	movq 16(%rsp), %r13
	jmp .LBB_423
.LBB_421:
	movq 16(%rsp), %r13
	cmpq %rdx, %r13
	jae .LBB_423
	movq 64(%rsp), %r13
.LBB_423:
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_425
.LBB_424:
	movl $1025, %edx
	xorl %edi, %edi
	leaq .Lanon.2(%rip), %rcx
.LBB_425:
	movq %r13, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_472
.LBB_426:
	leaq .Lanon.3(%rip), %rdx
	jmp .LBB_435
.LBB_427:
	leaq .Lanon.4(%rip), %rdx
	jmp .LBB_435
.LBB_428:
	movq %r9, %rdi
	jmp .LBB_430
.LBB_429:
	movq %r8, %rdi
.LBB_430:
	movq %r12, %r13
	movq %r12, %rdx
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_425
.LBB_431:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_435
.LBB_432:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_435
.LBB_433:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_435
.LBB_434:
	leaq .Lanon.9(%rip), %rdx
.LBB_435:
	movq %rbx, %rdi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_472
.LBB_442:
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_425
.LBB_436:
	movq %r13, %rdi
	movq %rdx, %r13
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_425
.LBB_437:
	movq %rsi, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_425
.LBB_438:
	movl $1025, %edx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_462
.LBB_439:
	movq %r12, %rbx
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_462
.LBB_440:
	movq %r8, %rdx
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_462
.LBB_443:
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_462
.LBB_444:
	movq %r12, %rbx
	movq 96(%rsp), %rdx
	leaq .Lanon.16(%rip), %rax
	jmp .LBB_462
.LBB_445:
	movq $-1, %rbx
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_462
.LBB_446:
	movq 416(%rsp), %rsi
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_435
.LBB_451:
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_462
.LBB_447:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	movq 1144(%rsp), %r15
	movq 8(%rsp), %r14
	jmp .LBB_46
.LBB_449:
	movq %r12, %rbx
	movq 96(%rsp), %rdx
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_462
.LBB_450:
	leaq .Lanon.20(%rip), %rdx
	movq 96(%rsp), %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_472
.LBB_452:
	subq 240(%rsp), %rbx
	jmp .LBB_455
.LBB_454:
	subq %rcx, %rbx
.LBB_455:
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_462
.LBB_456:
	movl $16, %edx
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_462
.LBB_457:
	leaq .Lanon.23(%rip), %rdi
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_472
.LBB_458:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_435
.LBB_459:
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_435
.LBB_460:
	movq %rdx, %rbx
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_462
.LBB_461:
	movl $16, %edx
	leaq .Lanon.27(%rip), %rax
.LBB_462:
	movq %rbx, %rdi
	movq %rdx, %rsi
	movq %rax, %rdx
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_472
.LBB_463:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_472
.LBB_464:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_472
.LBB_465:
	leaq .Lanon.31(%rip), %rdi
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_472
.LBB_466:
	xorl %ebx, %ebx
	xorl %edx, %edx
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_462
.LBB_467:
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_435
.LBB_468:
	xorl %ebx, %ebx
	xorl %edx, %edx
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_462
.LBB_469:
	movq %rsi, %rbx
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_435
.LBB_470:
	movl $1024, %ebx
	movq %r8, %rdx
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_462
.LBB_471:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_472:
	ud2
.LBB_473:
	movl $4, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_474:
	movl $9, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_475:
	movl $14, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_476:
	movl $5, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_477:
	movl $10, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_478:
	movl $15, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_479:
	movl $1, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_480:
	movl $6, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_481:
	movl $11, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_482:
	xorl %ebx, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_483:
	movl $2, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_484:
	movl $7, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_485:
	movl $12, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_486:
	movl $3, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_487:
	movl $8, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
.LBB_488:
	movl $13, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_462
	movq %rax, %rbx
	jmp .LBB_522
	jmp .LBB_519
	movq %rax, %rbx
	leaq 1392(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_525
	jmp .LBB_515
	movq %rax, %rbx
	jmp .LBB_528
	movq %rax, %rbx
	jmp .LBB_531
	movq %rax, %rbx
	movq 1816(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_498
	movq 1824(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_498
	movq %rax, %rbx
.LBB_498:
	movq 112(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_501
	movq 120(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_501
	movq %rax, %rbx
.LBB_501:
	movq 1392(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_504
	movq 1400(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_504
	movq %rax, %rbx
.LBB_504:
	movq 432(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_507
	movq 440(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_507
	movq %rax, %rbx
.LBB_507:
	leaq 480(%rsp), %rdi
	callq core::ptr::drop_in_place<[alloc::vec::Vec<[f64; 16]>; 2]>
	jmp .LBB_532
	movq %rax, %rbx
	movq 112(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_532
	movq 120(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_532
	movq %rax, %rbx
	jmp .LBB_529
	movq %rax, %rbx
	jmp .LBB_532
	jmp .LBB_519
	ud2
.LBB_515:
	movq %rax, %rbx
	jmp .LBB_521
	jmp .LBB_519
	jmp .LBB_519
.LBB_519:
	movq %rax, %rbx
	movq 1368(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_521
	movq 1376(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_521:
	leaq 1392(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_522:
	movq 1064(%rsp), %rax
	testq %rax, %rax
	je .LBB_525
	shlq $3, %rax
	leaq (%rax,%rax,4), %rsi
	movl $8, %edx
	movq 264(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_525
	movq %rax, %rbx
.LBB_525:
	movq 1352(%rsp), %r14
	movq 1360(%rsp), %r15
	testq %r15, %r15
	jne .LBB_537
.LBB_526:
	movq 1344(%rsp), %rax
	testq %rax, %rax
	je .LBB_528
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_528:
	leaq 1320(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
.LBB_529:
	movq 1296(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_531
	movq 1304(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_531:
	leaq 736(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_532:
	movq 1512(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_535
	movq 1536(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_536
.LBB_534:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_535:
	movq 1520(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1536(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_534
.LBB_536:
	movq 1544(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_537:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_539
.LBB_538:
	addq $24, %r12
	decq %r15
	je .LBB_526
.LBB_539:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_538
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_538
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
