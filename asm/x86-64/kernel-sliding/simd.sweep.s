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
	subq $2376, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $2376, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $2376, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq %rdi, %r12
	movq 16(%rdx), %r13
	movq %rdx, %rbx
	movq 24(%rdx), %rbp
	movq %r13, %rdi
	movq %rbp, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %rbx
	movq %rbx, 1176(%rsp)
	leaq 1864(%rsp), %r14
	movq %r14, %rdi
	movq %rsi, 1480(%rsp)
	movq %rbx, %rdx
	movq %r13, %rcx
	movq %rbp, %r8
	callq kernel_sliding::grid_for
	movq %rbp, %rax
	shlq $4, %rax
	leaq (%rax,%rax,2), %r15
	leaq (%r15,%r13), %rax
	movq $0, 1184(%rsp)
	movq $0, 1248(%rsp)
	movq %r13, 1136(%rsp)
	movq %r13, 1312(%rsp)
	movq %rax, 1624(%rsp)
	movq %rax, 1320(%rsp)
	leaq 1184(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 64(%rsp)
	movq 1136(%rsp), %rax
	testq %rbp, %rbp
	je .LBB_18
.LBB_8:
	movq 16(%rax), %rax
	testq %rax, %rax
	js .LBB_953
	movq %rax, %rcx
	movq 1136(%rsp), %rax
	movq 24(%rax), %rax
	testq %rax, %rax
	js .LBB_953
	cmpq %rcx, %rax
	cmovaq %rax, %rcx
	movq %rcx, %rdi
	cmpq $1, %rbp
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rcx
	movq %r15, %rax
	mulq %rcx
	shrq $5, %rdx
	movq 1136(%rsp), %rax
	addq $72, %rax
.LBB_12:
	movq -8(%rax), %rcx
	testq %rcx, %rcx
	js .LBB_953
	movq (%rax), %rsi
	testq %rsi, %rsi
	js .LBB_953
	cmpq %rcx, %rsi
	cmovaq %rsi, %rcx
	cmpq %rcx, %rdi
	cmovbeq %rcx, %rdi
	addq $48, %rax
	decq %rdx
	jne .LBB_12
.LBB_15:
	cmpq $1, %rdi
	adcq $-1, %rdi
	movq %rdi, 72(%rsp)
	jmp .LBB_19
.LBB_16:
	movq %r12, %rdi
	movq %rbx, %rsi
	addq $2376, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 64(%rsp)
	movq 1136(%rsp), %rax
	testq %rbp, %rbp
	jne .LBB_8
.LBB_18:
	movq $0, 72(%rsp)
.LBB_19:
	xorpd %xmm0, %xmm0
	movapd %xmm0, 1984(%rsp)
	movapd %xmm0, 2000(%rsp)
	movapd %xmm0, 2016(%rsp)
	movapd %xmm0, 2032(%rsp)
	movapd %xmm0, 2048(%rsp)
	movapd %xmm0, 2064(%rsp)
	movapd %xmm0, 2080(%rsp)
	movapd %xmm0, 2096(%rsp)
	movapd %xmm0, 1296(%rsp)
	movapd %xmm0, 1280(%rsp)
	movapd %xmm0, 1264(%rsp)
	movapd %xmm0, 1248(%rsp)
	movapd %xmm0, 1232(%rsp)
	movapd %xmm0, 1216(%rsp)
	movapd %xmm0, 1200(%rsp)
	movapd %xmm0, 1184(%rsp)
	leaq 1800(%rsp), %rdi
	leaq 1184(%rsp), %rsi
	movl $1025, %edx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 72(%rsp), %rax
	leaq 1025(%rax), %rdx
	xorpd %xmm0, %xmm0
	movapd %xmm0, 1296(%rsp)
	movapd %xmm0, 1280(%rsp)
	movapd %xmm0, 1264(%rsp)
	movapd %xmm0, 1248(%rsp)
	movapd %xmm0, 1232(%rsp)
	movapd %xmm0, 1216(%rsp)
	movapd %xmm0, 1200(%rsp)
	movapd %xmm0, 1184(%rsp)
	leaq 144(%rsp), %rdi
	leaq 1184(%rsp), %rsi
	movq %rdx, 1512(%rsp)
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	xorpd %xmm0, %xmm0
	movapd %xmm0, 1296(%rsp)
	movapd %xmm0, 1280(%rsp)
	movapd %xmm0, 1264(%rsp)
	movapd %xmm0, 1248(%rsp)
	movapd %xmm0, 1232(%rsp)
	movapd %xmm0, 1216(%rsp)
	movapd %xmm0, 1200(%rsp)
	movapd %xmm0, 1184(%rsp)
	leaq 304(%rsp), %rdi
	leaq 1184(%rsp), %rsi
	movl $1025, %edx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	xorpd %xmm0, %xmm0
	movapd %xmm0, 1296(%rsp)
	movapd %xmm0, 1280(%rsp)
	movapd %xmm0, 1264(%rsp)
	movapd %xmm0, 1248(%rsp)
	movapd %xmm0, 1232(%rsp)
	movapd %xmm0, 1216(%rsp)
	movapd %xmm0, 1200(%rsp)
	movapd %xmm0, 1184(%rsp)
	leaq 2120(%rsp), %rdi
	leaq 1184(%rsp), %rsi
	movl $1025, %edx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	xorpd %xmm0, %xmm0
	movapd %xmm0, 1184(%rsp)
	leaq 752(%rsp), %rdi
	leaq 1184(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $16400, %edi
	movl $1, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_992
	movq %rax, %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_993
	xorpd %xmm0, %xmm0
	movupd %xmm0, 1464(%rsp)
	movupd %xmm0, 1448(%rsp)
	movupd %xmm0, 1432(%rsp)
	movupd %xmm0, 1416(%rsp)
	movupd %xmm0, 1400(%rsp)
	movupd %xmm0, 1384(%rsp)
	movupd %xmm0, 1368(%rsp)
	movupd %xmm0, 1352(%rsp)
	movups 1800(%rsp), %xmm0
	movaps %xmm0, 1184(%rsp)
	movq 1816(%rsp), %rcx
	movq %rcx, 1200(%rsp)
	movups 144(%rsp), %xmm0
	movups %xmm0, 1208(%rsp)
	movq 160(%rsp), %rcx
	movq %rcx, 1224(%rsp)
	movq 320(%rsp), %rcx
	movq %rcx, 1248(%rsp)
	movups 304(%rsp), %xmm0
	movaps %xmm0, 1232(%rsp)
	movq 2136(%rsp), %rcx
	movq %rcx, 1272(%rsp)
	movups 2120(%rsp), %xmm0
	movups %xmm0, 1256(%rsp)
	movq 768(%rsp), %rcx
	movq %rcx, 1296(%rsp)
	movupd 752(%rsp), %xmm0
	movapd %xmm0, 1280(%rsp)
	movq $16400, 1304(%rsp)
	movq %r15, 1312(%rsp)
	movq $16400, 1320(%rsp)
	movq $16, 1328(%rsp)
	movq %rax, 1336(%rsp)
	movq $16, 1344(%rsp)
	movq 64(%rsp), %rax
	leaq 1025(%rax), %rdx
	leaq 1632(%rsp), %rdi
	leaq 1984(%rsp), %rsi
	movq %rdx, 1096(%rsp)
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movabsq $9223372036854775800, %rcx
	movq 72(%rsp), %rax
	leaq (,%rax,8), %r13
	shrq $61, %rax
	setne %al
	cmpq %rcx, %r13
	seta %cl
	orb %al, %cl
	je .LBB_30
	xorl %ebp, %ebp
.LBB_29:
	movq %rbp, %rdi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_30:
	movq %rbp, 1112(%rsp)
	movq %rbx, 1128(%rsp)
	movq %r12, 1752(%rsp)
	testq %r13, %r13
	je .LBB_39
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebp
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, %r15
	movq 72(%rsp), %rax
	movq %rax, %r12
	testq %r15, %r15
	je .LBB_29
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rax
	jb .LBB_40
.LBB_33:
	leaq -1(%rax), %rdx
	movl $1, %ecx
	movq %r15, %rax
	cmpq $4, %rdx
	movq 1128(%rsp), %rbp
	jb .LBB_37
	movq %rdx, %rsi
	andq $-4, %rsi
	leaq (%r15,%rsi,8), %rax
	leaq 1(%rsi), %rcx
	xorl %edi, %edi
	movapd .LCPI_0(%rip), %xmm0
.LBB_35:
	movupd %xmm0, (%r15,%rdi,8)
	movupd %xmm0, 16(%r15,%rdi,8)
	addq $4, %rdi
	cmpq %rdi, %rsi
	jne .LBB_35
	cmpq %rsi, %rdx
	je .LBB_41
.LBB_37:
	movq 72(%rsp), %rdx
	subq %rcx, %rdx
.LBB_38:
	movq %rbx, (%rax)
	addq $8, %rax
	decq %rdx
	jne .LBB_38
	jmp .LBB_41
.LBB_39:
	movl $8, %r15d
	xorl %r12d, %r12d
	movq 72(%rsp), %rax
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rax
	jae .LBB_33
.LBB_40:
	movq %rax, %rcx
	movq %r15, %rax
	testq %rcx, %rcx
	movq 1128(%rsp), %rbp
	je .LBB_66
.LBB_41:
	movq %rbx, (%rax)
	testq %r13, %r13
	je .LBB_44
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 72(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_1022
	movq %rax, %rdx
	cmpq $2, %rsi
	jae .LBB_45
	jmp .LBB_51
.LBB_44:
	xorl %ecx, %ecx
	movl $8, %eax
	movq 72(%rsp), %rsi
	movq %rax, %rdx
	cmpq $2, %rsi
	jb .LBB_51
.LBB_45:
	movq 72(%rsp), %rdx
	leaq -1(%rdx), %rdi
	movl $1, %esi
	movq %rax, %rdx
	cmpq $4, %rdi
	jb .LBB_49
	movq %rdi, %r8
	andq $-4, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
	xorl %r9d, %r9d
	movapd .LCPI_0(%rip), %xmm0
.LBB_47:
	movupd %xmm0, (%rax,%r9,8)
	movupd %xmm0, 16(%rax,%r9,8)
	addq $4, %r9
	cmpq %r9, %r8
	jne .LBB_47
	cmpq %r8, %rdi
	je .LBB_51
.LBB_49:
	movq 72(%rsp), %rdi
	subq %rsi, %rdi
.LBB_50:
	movq %rbx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_50
.LBB_51:
	movq %rbx, (%rdx)
.LBB_52:
	movq %r12, 752(%rsp)
	movq %r15, 760(%rsp)
	movq 72(%rsp), %rdx
	movq %rdx, 768(%rsp)
	movq %rcx, 776(%rsp)
	movq %rax, 784(%rsp)
	movq %rdx, 792(%rsp)
	leaq 1656(%rsp), %rdi
	leaq 752(%rsp), %rsi
	movq 1112(%rsp), %rdx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 1136(%rsp), %rax
	movq %rax, 1920(%rsp)
	movq 1624(%rsp), %rax
	movq %rax, 1928(%rsp)
	movq %r14, 1936(%rsp)
	leaq 1680(%rsp), %rdi
	leaq 1920(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1112(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_57
	xorl %r15d, %r15d
.LBB_56:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_57:
	testq %r14, %r14
	je .LBB_67
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 1112(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_56
	movq %rcx, 1088(%rsp)
	cmpq $2, %rsi
	movq %rax, 1504(%rsp)
	jb .LBB_68
.LBB_60:
	leaq -1(%rsi), %rcx
	addq $-2, %rsi
	movl %ecx, %edi
	andl $7, %edi
	movq %rax, %rdx
	cmpq $7, %rsi
	jb .LBB_64
	andq $-8, %rcx
	xorpd %xmm0, %xmm0
	movq 1504(%rsp), %rdx
.LBB_62:
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
	jne .LBB_62
	testq %rdi, %rdi
	je .LBB_69
.LBB_64:
	xorpd %xmm0, %xmm0
.LBB_65:
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rdi
	jne .LBB_65
	jmp .LBB_69
.LBB_66:
	movl $8, %eax
	xorl %ecx, %ecx
	jmp .LBB_52
.LBB_67:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 1112(%rsp), %rsi
	movq %rcx, 1088(%rsp)
	cmpq $2, %rsi
	movq %rax, 1504(%rsp)
	jae .LBB_60
.LBB_68:
	movq %rax, %rdx
	testq %rsi, %rsi
	je .LBB_70
.LBB_69:
	xorpd %xmm0, %xmm0
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_70:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %r14
	cmpb $1, 16(%rax)
	jne .LBB_925
	movq (%r14), %rax
	movq 8(%r14), %rcx
.LBB_72:
	leaq 1(%rax), %rdx
	movq %rdx, (%r14)
	movq 1480(%rsp), %rdx
	movq %rdx, 1800(%rsp)
	movq %rbp, 1808(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 1816(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 1832(%rsp)
	movq %rax, 1848(%rsp)
	movabsq $1151796703138937857, %rax
	mulq 1176(%rsp)
	movq %rcx, 1856(%rsp)
	shrq $10, %rdx
	rorq $4, %rax
	movabsq $1124801467909119, %rcx
	xorl %esi, %esi
	cmpq %rcx, %rax
	seta %sil
	addq %rdx, %rsi
	movq %rsi, 1600(%rsp)
	je .LBB_884
	movq 64(%rsp), %rax
	leaq 1(%rax), %rcx
	movq %rcx, 696(%rsp)
	movq 72(%rsp), %rcx
	leaq 1(%rcx), %rdx
	movq %rdx, 1560(%rsp)
	movq %rcx, %rdx
	shlq $7, %rdx
	leaq -1025(%rcx), %rsi
	movq %rsi, 1608(%rsp)
	movl $1025, %esi
	subq %rcx, %rsi
	movq %rsi, 592(%rsp)
	movq %rax, %rsi
	negq %rsi
	movq %rsi, 1792(%rsp)
	shlq $7, %rax
	movq %rax, 1120(%rsp)
	movl $1, %eax
	subq %rcx, %rax
	movq %rax, 1552(%rsp)
	movq %rdx, 1024(%rsp)
	leaq 112(%rdx), %rax
	movq %rax, 1544(%rsp)
	leaq .Lanon.1(%rip), %rax
	movq %rax, 16(%rsp)
	xorl %ecx, %ecx
	movsd .LCPI_1(%rip), %xmm1
.LBB_74:
	leaq 16400(%rcx), %rax
	movq %rcx, 632(%rsp)
	movq 1640(%rsp), %rdx
	movq %rdx, 552(%rsp)
	movq 1648(%rsp), %rdx
	movq %rax, 1744(%rsp)
	testq %rdx, %rdx
	movq %rdx, 80(%rsp)
	je .LBB_83
	movq %rdx, %rax
	shlq $7, %rax
	movq 552(%rsp), %rcx
	addq %rcx, %rax
	xorl %edx, %edx
	jmp .LBB_77
.LBB_76:
	cmpq %rax, %rcx
	je .LBB_82
.LBB_77:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	xorl %r9d, %r9d
	jmp .LBB_80
.LBB_78:
	movq 1480(%rsp), %r10
	movsd (%r10,%rdi,8), %xmm0
.LBB_79:
	movsd %xmm0, (%r8,%r9)
	addq $8, %r9
	addq $1025, %rsi
	cmpq $128, %r9
	je .LBB_76
.LBB_80:
	movq 632(%rsp), %r10
	leaq (%rsi,%r10), %rdi
	movapd %xmm1, %xmm0
	cmpq 64(%rsp), %rdi
	jb .LBB_79
	movq 1792(%rsp), %rdi
	addq %rsi, %rdi
	addq %rdi, %r10
	movq 1176(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jb .LBB_78
	jmp .LBB_932
.LBB_82:
	movq 632(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_83:
	movq 1872(%rsp), %rdx
	movq 1880(%rsp), %rsi
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_89
	cmpq $1, %rsi
	jne .LBB_86
	xorl %edi, %edi
	jmp .LBB_88
.LBB_86:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_87:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_87
.LBB_88:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_89:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1952(%rsp)
	movq %rdx, 1960(%rsp)
	movq %rax, 1968(%rsp)
	movb $0, 1976(%rsp)
	leaq 632(%rsp), %rax
	movq %rax, 1944(%rsp)
	leaq 1704(%rsp), %rdi
	leaq 1944(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1712(%rsp), %rax
	movq %rax, 472(%rsp)
	movq 1720(%rsp), %rax
	movq %rax, 88(%rsp)
	cmpq $2, %rax
	jae .LBB_881
.LBB_91:
	decq 1600(%rsp)
	movq 632(%rsp), %rax
	movq 1176(%rsp), %rcx
	movq 1872(%rsp), %rdx
	movq 1880(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_94
.LBB_92:
	xorl %r10d, %r10d
.LBB_93:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 752(%rsp,%r9)
	movq %r11, 760(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_112
.LBB_94:
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
	jne .LBB_92
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_101
	cmpq $1, %rsi
	jne .LBB_98
	xorl %r11d, %r11d
	jmp .LBB_100
.LBB_98:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_99:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_99
.LBB_100:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
.LBB_101:
	shlq $3, %r11
.LBB_102:
	cmpq %r11, %rdi
	je .LBB_105
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_105
	movabsq $1151796703138937857, %r14
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_102
	jmp .LBB_92
.LBB_105:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_108
	cmpq $1, %rsi
	jne .LBB_109
	xorl %r11d, %r11d
	jmp .LBB_111
.LBB_108:
	movq $-1, %r11
	jmp .LBB_93
.LBB_109:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_110:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_110
.LBB_111:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_93
.LBB_112:
	movl $256, %edx
	leaq 2120(%rsp), %rdi
	leaq 752(%rsp), %rsi
	callq *memcpy@GOTPCREL(%rip)
	cmpq $0, 1112(%rsp)
	movsd .LCPI_1(%rip), %xmm1
	je .LBB_878
	cmpq $-1025, 64(%rsp)
	setae %al
	movq 696(%rsp), %rcx
	shlq $7, %rcx
	movq 552(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 1104(%rsp)
	movq 88(%rsp), %rcx
	shlq $4, %rcx
	addq 472(%rsp), %rcx
	movq %rcx, 1032(%rsp)
	movq 80(%rsp), %rcx
	cmpq %rcx, 1096(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 31(%rsp)
	movq 1120(%rsp), %rax
	addq %rdx, %rax
	movq %rax, 1168(%rsp)
	leaq 112(%rdx), %rax
	movq %rax, 1152(%rsp)
	leaq 128(%rdx), %rax
	movq %rax, 1160(%rsp)
	movq 1136(%rsp), %r10
	movq $0, 728(%rsp)
.LBB_114:
	movq 16(%r10), %rax
	testq %rax, %rax
	movq 592(%rsp), %rbp
	js .LBB_969
	movq (%r10), %rcx
	movq 8(%r10), %rdx
	movq %rcx, 1056(%rsp)
	movq %rdx, 1072(%rsp)
	orq %rdx, %rcx
	js .LBB_969
	movq 1056(%rsp), %rcx
	leaq -1(%rcx), %r14
	movq 1072(%rsp), %rcx
	decq %rcx
	cmpq %rcx, %r14
	movq %rcx, %rdx
	cmovaq %r14, %rdx
	movq 24(%r10), %rsi
	testq %rsi, %rsi
	js .LBB_969
	movq 32(%r10), %rdi
	movq 40(%r10), %r9
	movq %rdi, %r8
	orq %r9, %r8
	js .LBB_969
	movq %r10, 1016(%rsp)
	addq %rdx, %rax
	decq %rax
	decq %rdi
	decq %r9
	cmpq %r9, %rdi
	cmovaq %rdi, %r9
	leaq -1(%rsi), %rdx
	cmpq %rdx, %r9
	cmovbeq %rdx, %r9
	movq 632(%rsp), %rdi
	movq %rax, %r10
	subq %rdi, %r10
	setb %dl
	leaq 16400(%rdi), %r8
	cmpq %r8, %rax
	setae %al
	orb %dl, %al
	jne .LBB_121
	movq %r10, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %r10
	je .LBB_121
	movq %rdx, 1760(%rsp)
	movq %r10, 1520(%rsp)
	movl $1, %eax
	movq %rax, 688(%rsp)
	jmp .LBB_122
.LBB_121:
	movq $0, 688(%rsp)
.LBB_122:
	leaq (%rsi,%r9), %rax
	decq %rax
	movq %rax, %rsi
	subq %rdi, %rsi
	setb %dl
	cmpq %r8, %rax
	setae %al
	orb %dl, %al
	jne .LBB_125
	movq %rsi, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	movq %rdx, 1768(%rsp)
	addq %rdx, %rax
	subq %rax, %rsi
	je .LBB_125
	movl $1, %eax
	movq %rax, 1144(%rsp)
	jmp .LBB_126
.LBB_125:
	movq $0, 1144(%rsp)
.LBB_126:
	movq %rsi, 1576(%rsp)
	movq 1672(%rsp), %r13
	cmpq %r13, 728(%rsp)
	jae .LBB_995
	movq %rcx, %rsi
	subq %rdi, %rsi
	setb %al
	cmpq %r8, %rcx
	setae %cl
	orb %al, %cl
	jne .LBB_130
	movq %rsi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rsi
	movq 80(%rsp), %r8
	movq 696(%rsp), %r13
	je .LBB_131
	movq %rsi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %r15d
	jmp .LBB_132
.LBB_130:
	xorl %r15d, %r15d
	movq 80(%rsp), %r8
	movq 696(%rsp), %r13
	jmp .LBB_132
.LBB_131:
	xorl %r15d, %r15d
.LBB_132:
	movq 728(%rsp), %rax
	leaq (%rax,%rax,2), %r10
	movq %r10, %rax
	shlq $4, %rax
	addq 1664(%rsp), %rax
	movq %rax, 1616(%rsp)
	movq %r15, 600(%rsp)
	movq 1192(%rsp), %rdx
	movq 1200(%rsp), %rsi
	movq 1072(%rsp), %r11
	cmpq $1, %r11
	movq %r10, 1776(%rsp)
	movq %r14, 624(%rsp)
	jne .LBB_159
	cmpb $0, 31(%rsp)
	jne .LBB_903
	movl $112, %ecx
	movq $-1, %rax
.LBB_135:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_957
	movq 1168(%rsp), %rdi
	movupd -112(%rdi,%rcx), %xmm0
	movupd -96(%rdi,%rcx), %xmm1
	movupd -80(%rdi,%rcx), %xmm2
	movupd -64(%rdi,%rcx), %xmm3
	xorpd %xmm8, %xmm8
	addpd %xmm8, %xmm0
	addpd %xmm8, %xmm1
	addpd %xmm8, %xmm2
	addpd %xmm8, %xmm3
	movupd -48(%rdi,%rcx), %xmm4
	addpd %xmm8, %xmm4
	movupd -32(%rdi,%rcx), %xmm5
	addpd %xmm8, %xmm5
	movupd -16(%rdi,%rcx), %xmm6
	addpd %xmm8, %xmm6
	movupd (%rdi,%rcx), %xmm7
	addpd %xmm8, %xmm7
	movupd %xmm0, -112(%rdx,%rcx)
	movupd %xmm1, -96(%rdx,%rcx)
	movupd %xmm2, -80(%rdx,%rcx)
	movupd %xmm3, -64(%rdx,%rcx)
	movupd %xmm4, -48(%rdx,%rcx)
	movupd %xmm5, -32(%rdx,%rcx)
	movupd %xmm6, -16(%rdx,%rcx)
	movupd %xmm7, (%rdx,%rcx)
	addq $128, %rcx
	cmpq $131312, %rcx
	jne .LBB_135
.LBB_137:
	movq 1224(%rsp), %r13
	movq %r13, %rsi
	subq 72(%rsp), %rsi
	jb .LBB_910
	movq 632(%rsp), %rax
	movq 624(%rsp), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	setb %cl
	addq $16400, %rax
	cmpq %rax, %rdx
	setae %al
	orb %cl, %al
	jne .LBB_141
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_141
	movq %r13, %r9
	movq %rdi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %r11d
	jmp .LBB_142
.LBB_141:
	movq %r13, %r9
	xorl %r11d, %r11d
.LBB_142:
	movq 1056(%rsp), %rax
	movq 1216(%rsp), %r13
	addq 1024(%rsp), %r13
	movq %r11, 600(%rsp)
	movq 1192(%rsp), %rcx
	movq 1200(%rsp), %r10
	cmpq $1, %rax
	movq 696(%rsp), %rdi
	jne .LBB_165
	cmpb $0, 31(%rsp)
	jne .LBB_909
	leaq 1(%r10), %rax
	movl $120, %edi
	xorl %r8d, %r8d
.LBB_145:
	cmpq %r8, %rsi
	je .LBB_963
	incq %r8
	cmpq %r8, %rax
	je .LBB_962
	movq 1168(%rsp), %rdx
	movsd -120(%rdx,%rdi), %xmm2
	xorpd %xmm0, %xmm0
	addsd %xmm0, %xmm2
	movsd -112(%rdx,%rdi), %xmm14
	addsd %xmm0, %xmm14
	movsd -104(%rdx,%rdi), %xmm13
	movsd -96(%rdx,%rdi), %xmm12
	movsd -88(%rdx,%rdi), %xmm11
	movsd -80(%rdx,%rdi), %xmm10
	movsd -72(%rdx,%rdi), %xmm9
	movsd -64(%rdx,%rdi), %xmm8
	movsd -56(%rdx,%rdi), %xmm7
	movsd -48(%rdx,%rdi), %xmm6
	movsd -40(%rdx,%rdi), %xmm5
	movsd -32(%rdx,%rdi), %xmm4
	movsd -24(%rdx,%rdi), %xmm3
	movsd -16(%rdx,%rdi), %xmm1
	movsd -8(%rdx,%rdi), %xmm15
	movsd %xmm15, 32(%rsp)
	movsd -120(%rcx,%rdi), %xmm15
	addsd %xmm15, %xmm15
	subsd %xmm2, %xmm15
	movsd (%rdx,%rdi), %xmm2
	movsd %xmm15, -120(%r13,%rdi)
	movsd -112(%rcx,%rdi), %xmm15
	addsd %xmm15, %xmm15
	subsd %xmm14, %xmm15
	addsd %xmm0, %xmm13
	movsd %xmm15, -112(%r13,%rdi)
	movsd -104(%rcx,%rdi), %xmm14
	addsd %xmm14, %xmm14
	subsd %xmm13, %xmm14
	addsd %xmm0, %xmm12
	movsd %xmm14, -104(%r13,%rdi)
	movsd -96(%rcx,%rdi), %xmm13
	addsd %xmm13, %xmm13
	subsd %xmm12, %xmm13
	addsd %xmm0, %xmm11
	movsd %xmm13, -96(%r13,%rdi)
	movsd -88(%rcx,%rdi), %xmm12
	addsd %xmm12, %xmm12
	subsd %xmm11, %xmm12
	addsd %xmm0, %xmm10
	movsd %xmm12, -88(%r13,%rdi)
	movsd -80(%rcx,%rdi), %xmm11
	addsd %xmm11, %xmm11
	subsd %xmm10, %xmm11
	addsd %xmm0, %xmm9
	movsd %xmm11, -80(%r13,%rdi)
	movsd -72(%rcx,%rdi), %xmm10
	addsd %xmm10, %xmm10
	subsd %xmm9, %xmm10
	addsd %xmm0, %xmm8
	movsd %xmm10, -72(%r13,%rdi)
	movsd -64(%rcx,%rdi), %xmm9
	addsd %xmm9, %xmm9
	subsd %xmm8, %xmm9
	addsd %xmm0, %xmm7
	movsd %xmm9, -64(%r13,%rdi)
	movsd -56(%rcx,%rdi), %xmm8
	addsd %xmm8, %xmm8
	subsd %xmm7, %xmm8
	addsd %xmm0, %xmm6
	movsd %xmm8, -56(%r13,%rdi)
	movsd -48(%rcx,%rdi), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm6, %xmm7
	addsd %xmm0, %xmm5
	movsd %xmm7, -48(%r13,%rdi)
	movsd -40(%rcx,%rdi), %xmm6
	addsd %xmm6, %xmm6
	subsd %xmm5, %xmm6
	addsd %xmm0, %xmm4
	movsd %xmm6, -40(%r13,%rdi)
	movsd -32(%rcx,%rdi), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm4, %xmm5
	addsd %xmm0, %xmm3
	movsd %xmm5, -32(%r13,%rdi)
	movsd -24(%rcx,%rdi), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm3, %xmm4
	addsd %xmm0, %xmm1
	movsd %xmm4, -24(%r13,%rdi)
	movsd -16(%rcx,%rdi), %xmm3
	addsd %xmm3, %xmm3
	subsd %xmm1, %xmm3
	movsd 32(%rsp), %xmm4
	addsd %xmm0, %xmm4
	movsd %xmm3, -16(%r13,%rdi)
	movsd -8(%rcx,%rdi), %xmm1
	addsd %xmm1, %xmm1
	subsd %xmm4, %xmm1
	addsd %xmm0, %xmm2
	movsd %xmm1, -8(%r13,%rdi)
	movsd (%rcx,%rdi), %xmm0
	addsd %xmm0, %xmm0
	subsd %xmm2, %xmm0
	movsd %xmm0, (%r13,%rdi)
	addq $128, %rdi
	cmpq $131320, %rdi
	jne .LBB_145
.LBB_148:
	movq 1224(%rsp), %rsi
	movq 72(%rsp), %rdx
	subq %rdx, %rsi
	jb .LBB_907
	movq 1216(%rsp), %rax
	movq 1616(%rsp), %rdi
	movq 8(%rdi), %rcx
	movq 16(%rdi), %r10
	testq %rdx, %rdx
	je .LBB_154
	xorl %edi, %edi
	xorl %edx, %edx
.LBB_151:
	leaq (%rdx,%rbp), %r8
	cmpq %rsi, %r8
	jae .LBB_954
	movups 131312(%rax,%rdi), %xmm0
	movaps %xmm0, 864(%rsp)
	movups 131296(%rax,%rdi), %xmm0
	movaps %xmm0, 848(%rsp)
	movups 131280(%rax,%rdi), %xmm0
	movaps %xmm0, 832(%rsp)
	movups 131264(%rax,%rdi), %xmm0
	movaps %xmm0, 816(%rsp)
	movupd 131200(%rax,%rdi), %xmm0
	movupd 131216(%rax,%rdi), %xmm1
	movupd 131232(%rax,%rdi), %xmm2
	movupd 131248(%rax,%rdi), %xmm3
	movapd %xmm3, 800(%rsp)
	movapd %xmm2, 784(%rsp)
	movapd %xmm1, 768(%rsp)
	movapd %xmm0, 752(%rsp)
	cmpq %rdx, %r10
	je .LBB_955
	movsd (%rcx,%rdx,8), %xmm0
	movsd %xmm0, (%rax,%rdi)
	movaps 752(%rsp), %xmm0
	movapd 768(%rsp), %xmm1
	movapd 784(%rsp), %xmm2
	movapd 800(%rsp), %xmm3
	movups %xmm0, 8(%rax,%rdi)
	movupd %xmm1, 24(%rax,%rdi)
	movupd %xmm2, 40(%rax,%rdi)
	movupd %xmm3, 56(%rax,%rdi)
	movaps 816(%rsp), %xmm0
	movups %xmm0, 72(%rax,%rdi)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 88(%rax,%rdi)
	movapd 848(%rsp), %xmm0
	movupd %xmm0, 104(%rax,%rdi)
	movq 864(%rsp), %r8
	movq %r8, 120(%rax,%rdi)
	subq $-128, %rdi
	incq %rdx
	cmpq %rdi, 1024(%rsp)
	jne .LBB_151
.LBB_154:
	testq %r10, %r10
	movq 1608(%rsp), %r8
	movq 1520(%rsp), %rdx
	je .LBB_279
	leaq (,%r10,8), %rdi
	addq $-8, %rdi
	shrq $3, %rdi
	cmpq %rbp, %rsi
	movq %rbp, %rdx
	cmovaq %rsi, %rdx
	addq %r8, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	cmpq $8, %rdx
	jb .LBB_158
	cmpq %rbp, %rsi
	movq %r8, %r9
	movq %rbp, %r8
	cmovaq %rsi, %r8
	addq %r9, %r8
	cmpq %r8, %rdi
	cmovbq %rdi, %r8
	movq %r8, %rdi
	shlq $7, %rdi
	addq %rax, %rdi
	addq $131328, %rdi
	cmpq %rdi, %rcx
	jae .LBB_274
	leaq (%rcx,%r8,8), %rdi
	addq $8, %rdi
	leaq 131320(%rax), %r8
	cmpq %rdi, %r8
	jae .LBB_274
.LBB_158:
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_276
.LBB_159:
	leaq 1(%r11), %rcx
	imulq %r11, %rcx
	movq %r13, %rbx
	subq %r11, %rbx
	movq %rcx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r8, 64(%rsp)
	jae .LBB_906
	cmpq %r11, %r13
	movq 1104(%rsp), %r9
	jb .LBB_924
	testq %r11, %r11
	movapd %xmm1, 640(%rsp)
	je .LBB_171
	shlq $7, %rbx
	addq 552(%rsp), %rbx
	movapd 144(%rsp), %xmm3
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm7
	movapd 400(%rsp), %xmm5
	movapd 416(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm6, %xmm6
	movhpd 232(%rsp), %xmm6
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %ecx
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_163:
	xorps %xmm0, %xmm0
	cvtsi2sd %rcx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm7
	mulpd %xmm0, %xmm1
	movapd 48(%rsp), %xmm4
	addpd %xmm1, %xmm4
	movapd %xmm4, 48(%rsp)
	movupd 32(%rbx), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm11
	movupd 48(%rbx), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rbx), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 80(%rbx), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 96(%rbx), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	movapd %xmm5, %xmm4
	movapd (%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, (%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm2, %xmm5
	movapd %xmm8, %xmm2
	movapd %xmm6, %xmm8
	movapd 32(%rsp), %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, 32(%rsp)
	movapd %xmm8, %xmm6
	movapd %xmm2, %xmm8
	movapd %xmm5, %xmm2
	movapd %xmm4, %xmm5
	addpd %xmm1, %xmm9
	subq $-128, %rbx
	incq %rcx
	cmpq %r9, %rbx
	jne .LBB_163
	movapd %xmm3, %xmm0
	movapd %xmm3, 144(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 48(%rsp), %xmm3
	movapd %xmm3, 160(%rsp)
	movapd %xmm7, 320(%rsp)
	movapd %xmm11, 176(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 192(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm2, 208(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm6, 224(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd (%rsp), %xmm10
	movapd %xmm10, 240(%rsp)
	movapd %xmm5, 400(%rsp)
	movapd 32(%rsp), %xmm4
	movapd %xmm4, 256(%rsp)
	movapd %xmm9, 416(%rsp)
	movapd 640(%rsp), %xmm1
	movapd %xmm3, %xmm9
	movapd %xmm6, %xmm7
	movapd %xmm2, %xmm3
	jmp .LBB_172
.LBB_165:
	leaq 1(%rax), %rdx
	imulq %rax, %rdx
	movq %rdi, %rbx
	subq %rax, %rbx
	movq %rdx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r8, 64(%rsp)
	jae .LBB_906
	cmpq %rax, %rdi
	movq 1104(%rsp), %rdx
	jb .LBB_914
	movapd %xmm1, 1584(%rsp)
	testq %rax, %rax
	je .LBB_221
	shlq $7, %rbx
	addq 552(%rsp), %rbx
	movapd 144(%rsp), %xmm5
	movaps 160(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 416(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movsd 232(%rsp), %xmm8
	movapd 240(%rsp), %xmm2
	movapd 256(%rsp), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	movapd %xmm2, %xmm7
	unpckhpd %xmm2, %xmm7
	xorpd %xmm14, %xmm14
	xorpd %xmm9, %xmm9
	xorpd %xmm3, %xmm3
	movhpd 392(%rsp), %xmm3
	movapd %xmm3, 96(%rsp)
	movl $1, %edi
	xorpd %xmm13, %xmm13
	xorpd %xmm6, %xmm6
	xorpd %xmm12, %xmm12
	xorpd %xmm4, %xmm4
	xorpd %xmm11, %xmm11
	xorpd %xmm3, %xmm3
	xorpd %xmm10, %xmm10
	xorpd %xmm15, %xmm15
.LBB_169:
	unpcklpd %xmm0, %xmm1
	unpcklpd %xmm7, %xmm2
	unpcklpd %xmm8, %xmm3
	unpcklpd %xmm11, %xmm4
	unpcklpd %xmm12, %xmm6
	unpcklpd %xmm13, %xmm14
	xorps %xmm0, %xmm0
	cvtsi2sd %rdi, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm11
	movupd 16(%rbx), %xmm12
	movupd 32(%rbx), %xmm8
	movupd 48(%rbx), %xmm7
	movapd 128(%rsp), %xmm13
	addpd %xmm11, %xmm13
	movapd %xmm13, 128(%rsp)
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm5
	movapd 112(%rsp), %xmm11
	addpd %xmm12, %xmm11
	movapd %xmm11, 112(%rsp)
	mulpd %xmm0, %xmm12
	movapd (%rsp), %xmm11
	addpd %xmm12, %xmm11
	movapd %xmm11, (%rsp)
	movupd 112(%rbx), %xmm11
	movapd %xmm5, %xmm12
	movapd 48(%rsp), %xmm5
	addpd %xmm11, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm12, %xmm5
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm1
	movupd 96(%rbx), %xmm11
	movapd 32(%rsp), %xmm12
	addpd %xmm11, %xmm12
	movapd %xmm12, 32(%rsp)
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm2
	movupd 80(%rbx), %xmm11
	movapd %xmm11, %xmm12
	mulpd %xmm0, %xmm12
	addpd %xmm12, %xmm3
	movupd 64(%rbx), %xmm12
	movapd %xmm12, %xmm13
	mulpd %xmm0, %xmm13
	addpd %xmm13, %xmm4
	movapd %xmm7, %xmm13
	mulpd %xmm0, %xmm13
	addpd %xmm13, %xmm6
	mulpd %xmm8, %xmm0
	addpd %xmm0, %xmm14
	movhpd 40(%rbx), %xmm8
	addpd %xmm8, %xmm9
	movhpd 56(%rbx), %xmm7
	movhpd 72(%rbx), %xmm12
	addpd %xmm7, %xmm10
	addpd %xmm12, %xmm15
	movhpd 88(%rbx), %xmm11
	movapd 96(%rsp), %xmm0
	addpd %xmm11, %xmm0
	movapd %xmm0, 96(%rsp)
	movapd %xmm14, %xmm13
	unpckhpd %xmm14, %xmm13
	movapd %xmm6, %xmm12
	unpckhpd %xmm6, %xmm12
	movapd %xmm4, %xmm11
	unpckhpd %xmm4, %xmm11
	movapd %xmm3, %xmm8
	unpckhpd %xmm3, %xmm8
	movapd %xmm2, %xmm7
	unpckhpd %xmm2, %xmm7
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	subq $-128, %rbx
	incq %rdi
	cmpq %rdx, %rbx
	jne .LBB_169
	movapd %xmm5, 144(%rsp)
	movaps 128(%rsp), %xmm5
	movaps %xmm5, 304(%rsp)
	movaps (%rsp), %xmm5
	movaps %xmm5, 160(%rsp)
	movaps 112(%rsp), %xmm5
	movaps %xmm5, 320(%rsp)
	movapd %xmm14, %xmm5
	unpcklpd %xmm13, %xmm5
	movapd %xmm5, 176(%rsp)
	movapd %xmm9, 336(%rsp)
	movapd %xmm6, %xmm5
	unpcklpd %xmm12, %xmm5
	movapd %xmm5, 192(%rsp)
	movapd %xmm10, 352(%rsp)
	movapd %xmm4, %xmm5
	unpcklpd %xmm11, %xmm5
	movapd %xmm5, 208(%rsp)
	movapd %xmm15, 368(%rsp)
	movapd %xmm3, %xmm5
	unpcklpd %xmm8, %xmm5
	movapd %xmm5, 224(%rsp)
	movaps 96(%rsp), %xmm5
	movaps %xmm5, 384(%rsp)
	movapd %xmm2, %xmm5
	unpcklpd %xmm7, %xmm5
	movapd %xmm5, 240(%rsp)
	movaps 32(%rsp), %xmm5
	movaps %xmm5, 400(%rsp)
	movapd %xmm1, %xmm5
	unpcklpd %xmm0, %xmm5
	movapd %xmm5, 256(%rsp)
	movaps 48(%rsp), %xmm5
	movaps %xmm5, 416(%rsp)
	movsd 144(%rsp), %xmm5
	movsd %xmm5, 32(%rsp)
	movsd 152(%rsp), %xmm5
	movsd 160(%rsp), %xmm10
	movsd 168(%rsp), %xmm9
	jmp .LBB_222
.LBB_171:
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm7, %xmm7
	xorpd %xmm10, %xmm10
	xorpd %xmm4, %xmm4
.LBB_172:
	testq %rsi, %rsi
	je .LBB_994
	movapd %xmm0, %xmm2
	movapd %xmm1, %xmm0
	unpcklpd %xmm1, %xmm0
	divpd %xmm0, %xmm4
	divpd %xmm0, %xmm10
	divpd %xmm0, %xmm7
	divpd %xmm0, %xmm3
	divpd %xmm0, %xmm8
	divpd %xmm0, %xmm11
	divpd %xmm0, %xmm9
	divpd %xmm0, %xmm2
	movupd %xmm2, (%rdx)
	movupd %xmm9, 16(%rdx)
	movupd %xmm11, 32(%rdx)
	movupd %xmm8, 48(%rdx)
	movupd %xmm3, 64(%rdx)
	movupd %xmm7, 80(%rdx)
	movupd %xmm10, 96(%rdx)
	movupd %xmm4, 112(%rdx)
	movb %r15b, 1040(%rsp)
	movq 608(%rsp), %rax
	movq %rax, 528(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm1, %xmm0
	testq %r15, %r15
	leaq 608(%rsp), %rax
	cmovneq %rax, %r15
	movq %r15, 584(%rsp)
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 672(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 704(%rsp)
	movq 64(%rsp), %r10
	subq %r11, %r10
	shlq $7, %r11
	negq %r11
	movq %r11, 736(%rsp)
	movl $1, %ecx
	xorl %edi, %edi
.LBB_174:
	movq %rcx, %r12
	movq 88(%rsp), %r8
	cmpq %r8, %rdi
	jae .LBB_179
	movq %rdi, %rax
	shlq $4, %rax
	addq 472(%rsp), %rax
.LBB_176:
	movq (%rax), %r15
	cmpq %r12, %r15
	jae .LBB_180
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r8
	jne .LBB_176
	movq %r8, %rdi
	xorl %eax, %eax
	jmp .LBB_181
.LBB_179:
	xorl %eax, %eax
	jmp .LBB_181
.LBB_180:
	movl $1, %eax
.LBB_181:
	cmpq %r12, 528(%rsp)
	setae %r8b
	andb 1040(%rsp), %r8b
	testq %rax, %rax
	jne .LBB_183
	movl $1025, %r14d
	testb %r8b, %r8b
	je .LBB_189
.LBB_183:
	movl $2, %ebx
	subq %rax, %rbx
	testb %al, %al
	movq 528(%rsp), %rcx
	movq %rcx, %r9
	cmovneq %r15, %r9
	movzbl %r8b, %r8d
	movq %rbx, 752(%rsp)
	movq $2, 760(%rsp)
	movq %rax, 768(%rsp)
	movq %r15, 776(%rsp)
	movq %r8, 784(%rsp)
	movq %rcx, 792(%rsp)
	testq %rax, %rax
	je .LBB_186
	jne .LBB_187
	testq %rax, %rax
	jne .LBB_188
	jmp .LBB_217
.LBB_186:
	movq %r9, %r14
	jmp .LBB_188
.LBB_187:
	movq %rax, %r8
	xorq $3, %r8
	shll $4, %ebx
	leaq 768(%rsp), %r11
	movq 8(%r11,%rbx), %r14
	cmpq %r14, %r9
	cmovbq %r9, %r14
	cmpb $0, (%r11,%rbx)
	cmoveq %r9, %r14
	movq %r14, %r9
	movq %r8, %rbx
	testq %rax, %rax
	je .LBB_217
.LBB_188:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_189:
	movapd 144(%rsp), %xmm7
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 176(%rsp), %xmm10
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm11
	movapd 320(%rsp), %xmm1
	movapd 336(%rsp), %xmm4
	movapd 352(%rsp), %xmm15
	movapd 208(%rsp), %xmm0
	movapd %xmm0, (%rsp)
	movapd 368(%rsp), %xmm14
	movapd 224(%rsp), %xmm8
	movapd 384(%rsp), %xmm13
	movapd 240(%rsp), %xmm9
	movapd 400(%rsp), %xmm3
	movapd 256(%rsp), %xmm6
	movapd 416(%rsp), %xmm5
	cmpq %r14, %r12
	jae .LBB_195
	movq %r12, %r11
	movapd %xmm13, 480(%rsp)
	movapd %xmm14, 448(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm4, 288(%rsp)
	movapd %xmm1, 96(%rsp)
	movq %r12, %rax
	shlq $7, %rax
	leaq 112(%rdx), %rcx
	leaq (%rcx,%rax), %r9
	addq 1120(%rsp), %rax
	leaq (%r10,%r12), %rbx
	shlq $7, %rbx
	movq 1152(%rsp), %rbp
.LBB_191:
	movq 64(%rsp), %r8
	leaq (%r8,%r11), %r12
	movq 80(%rsp), %r8
	cmpq %r8, %r12
	jae .LBB_986
	leaq (%r10,%r11), %r12
	cmpq %r8, %r12
	jae .LBB_916
	movapd %xmm11, 560(%rsp)
	movapd %xmm7, 112(%rsp)
	movapd %xmm10, 496(%rsp)
	cmpq %rsi, %r11
	jae .LBB_935
	incq %r11
	movupd (%rbp,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd (%rbp,%rbx), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 128(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm6
	subpd %xmm5, %xmm6
	movupd -16(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%rbp,%rbx), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 656(%rsp)
	movupd -32(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm13
	movapd 480(%rsp), %xmm2
	addpd %xmm2, %xmm13
	movupd -32(%rbp,%rbx), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	subpd %xmm2, %xmm8
	movupd -48(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm14
	movapd 448(%rsp), %xmm2
	addpd %xmm2, %xmm14
	movupd -48(%rbp,%rbx), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd (%rsp), %xmm5
	addpd %xmm0, %xmm5
	subpd %xmm2, %xmm5
	movupd -112(%rbp,%rax), %xmm3
	movupd -96(%rbp,%rax), %xmm2
	movupd -80(%rbp,%rax), %xmm1
	movupd -64(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm15
	movapd 432(%rsp), %xmm4
	addpd %xmm4, %xmm15
	movups -112(%rbp,%rbx), %xmm9
	movaps %xmm9, (%rsp)
	movupd -96(%rbp,%rbx), %xmm11
	movapd %xmm8, %xmm10
	movapd %xmm6, %xmm8
	movupd -64(%rbp,%rbx), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%rbp,%rbx), %xmm6
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm1, %xmm0
	movapd 288(%rsp), %xmm4
	addpd %xmm4, %xmm0
	subpd %xmm6, %xmm0
	movapd %xmm8, %xmm6
	movapd %xmm10, %xmm8
	mulpd %xmm7, %xmm1
	movapd 496(%rsp), %xmm10
	addpd %xmm1, %xmm10
	subpd %xmm4, %xmm10
	movapd %xmm2, %xmm1
	movapd 96(%rsp), %xmm4
	addpd %xmm4, %xmm1
	subpd %xmm11, %xmm1
	mulpd %xmm7, %xmm2
	movapd 48(%rsp), %xmm11
	addpd %xmm2, %xmm11
	subpd %xmm4, %xmm11
	movapd %xmm3, %xmm2
	movapd 560(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd (%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 112(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 704(%rsp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movupd %xmm3, -112(%r9)
	movapd %xmm4, %xmm3
	movapd %xmm11, 48(%rsp)
	mulpd %xmm11, %xmm3
	movupd %xmm3, -96(%r9)
	movapd %xmm4, %xmm3
	mulpd %xmm10, %xmm3
	movupd %xmm3, -80(%r9)
	movapd %xmm4, %xmm3
	movapd %xmm9, 32(%rsp)
	mulpd %xmm9, %xmm3
	movapd 656(%rsp), %xmm9
	movupd %xmm3, -64(%r9)
	movapd %xmm4, %xmm3
	movapd %xmm5, (%rsp)
	mulpd %xmm5, %xmm3
	movupd %xmm3, -48(%r9)
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movupd %xmm3, -32(%r9)
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%r9)
	movapd %xmm4, %xmm3
	movapd 128(%rsp), %xmm4
	mulpd %xmm6, %xmm3
	movupd %xmm3, (%r9)
	subq $-128, %r9
	subq $-128, %rbp
	movapd %xmm2, %xmm11
	movapd %xmm1, 96(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm14, 448(%rsp)
	movapd %xmm13, 480(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm4, %xmm5
	cmpq %r11, %r14
	jne .LBB_191
	jmp .LBB_196
.LBB_195:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm0
	movapd %xmm3, %xmm12
	movapd %xmm5, %xmm4
	movq 80(%rsp), %r8
.LBB_196:
	movapd %xmm7, 144(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 160(%rsp)
	movapd %xmm10, 176(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 192(%rsp)
	movapd (%rsp), %xmm3
	movapd %xmm3, 208(%rsp)
	movapd %xmm8, 224(%rsp)
	movapd %xmm9, 240(%rsp)
	movapd %xmm6, 256(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r14
	movq 592(%rsp), %rbp
	ja .LBB_137
	movq 64(%rsp), %rax
	leaq (%r14,%rax), %r13
	cmpq %r8, %r13
	jae .LBB_970
	movapd %xmm4, 128(%rsp)
	movapd %xmm6, 96(%rsp)
	movq %r13, %r12
	movq 1072(%rsp), %r11
	subq %r11, %r12
	cmpq %r8, %r12
	movq 88(%rsp), %r15
	jae .LBB_916
	movapd %xmm7, %xmm11
	movapd %xmm8, %xmm5
	movq %r13, %r9
	shlq $7, %r9
	movq 552(%rsp), %rax
	movupd (%rax,%r9), %xmm3
	movapd %xmm3, 448(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm2, %xmm11
	movapd %xmm11, 112(%rsp)
	movapd %xmm11, 144(%rsp)
	movupd 16(%rax,%r9), %xmm3
	movapd %xmm3, 288(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm1, %xmm4
	movapd %xmm4, 48(%rsp)
	movapd %xmm4, 160(%rsp)
	movupd 32(%rax,%r9), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 176(%rsp)
	movupd 48(%rax,%r9), %xmm3
	movapd %xmm3, 480(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 32(%rsp)
	movapd %xmm4, 192(%rsp)
	movupd 64(%rax,%r9), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	movapd (%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm14, %xmm4
	movapd %xmm4, (%rsp)
	movapd %xmm4, 208(%rsp)
	movupd 80(%rax,%r9), %xmm8
	movapd %xmm8, %xmm3
	mulpd %xmm7, %xmm3
	movapd %xmm5, %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm13, %xmm11
	movapd %xmm11, 224(%rsp)
	movupd 96(%rax,%r9), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 240(%rsp)
	movupd 112(%rax,%r9), %xmm4
	movapd %xmm4, %xmm6
	mulpd %xmm7, %xmm6
	movapd 96(%rsp), %xmm7
	addpd %xmm6, %xmm7
	movapd 448(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %r12
	movapd 128(%rsp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 256(%rsp)
	movupd (%rax,%r12), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 288(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%r12), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 480(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm8
	movupd 80(%rax,%r12), %xmm0
	subpd %xmm0, %xmm8
	movapd %xmm8, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rax,%r12), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm6, %xmm4
	movupd 112(%rax,%r12), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 704(%rsp), %xmm0
	movapd 112(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 752(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 784(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 800(%rsp)
	movapd (%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 816(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 832(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 848(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 864(%rsp)
	cmpq %r15, %rdi
	ja .LBB_899
	leaq 1(%r14), %rcx
	movq %rdi, %r12
	shlq $4, %r12
	addq 472(%rsp), %r12
	incq %r13
	movq %r13, %rax
	subq %r11, %rax
	movq %rax, 32(%rsp)
	addq 1160(%rsp), %r9
	xorl %ebp, %ebp
	movq 584(%rsp), %r15
	movq %r13, %rax
	movapd 640(%rsp), %xmm4
	jmp .LBB_203
.LBB_201:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %r12
	ja .LBB_929
.LBB_202:
	movsd %xmm1, 144(%rsp,%r12,8)
	movsd %xmm0, 304(%rsp,%r12,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 752(%rsp,%r12,8)
	movq %r8, %r15
	movq %rbx, %r12
	movq 80(%rsp), %r8
	movq %rax, %r13
.LBB_203:
	testb %bpl, %bpl
	je .LBB_212
	movq %r12, %rbx
.LBB_205:
	testq %r15, %r15
	je .LBB_215
	cmpq %r14, (%r15)
	jne .LBB_215
	movb $2, %bpl
	xorl %r8d, %r8d
	movq %r15, %r12
	movq 1072(%rsp), %r11
	cmpq %r11, %r13
	jb .LBB_890
.LBB_208:
	movq 8(%r12), %r12
	testq %r11, %r11
	je .LBB_201
	cmpq $15, %r12
	ja .LBB_918
	leaq (%r9,%r12,8), %r15
	xorpd %xmm0, %xmm0
	movl $1, %r13d
	movq 736(%rsp), %r11
	xorpd %xmm1, %xmm1
.LBB_211:
	xorps %xmm2, %xmm2
	cvtsi2sd %r13, %xmm2
	movsd (%r15,%r11), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r13
	subq $-128, %r11
	jne .LBB_211
	jmp .LBB_202
.LBB_212:
	movq 1032(%rsp), %r11
	movq %r11, %rbx
	cmpq %r11, %r12
	je .LBB_205
	leaq 16(%r12), %rbx
	cmpq %r14, (%r12)
	jne .LBB_205
	xorl %ebp, %ebp
	movq %r15, %r8
	movq 1072(%rsp), %r11
	cmpq %r11, %r13
	jae .LBB_208
	jmp .LBB_890
.LBB_215:
	cmpq %rsi, %r14
	jae .LBB_971
	movq %r14, %rax
	shlq $7, %rax
	movaps 864(%rsp), %xmm0
	movups %xmm0, 112(%rdx,%rax)
	movaps 848(%rsp), %xmm0
	movups %xmm0, 96(%rdx,%rax)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 80(%rdx,%rax)
	movaps 816(%rsp), %xmm0
	movups %xmm0, 64(%rdx,%rax)
	movapd 752(%rsp), %xmm0
	movapd 768(%rsp), %xmm1
	movapd 784(%rsp), %xmm2
	movapd 800(%rsp), %xmm3
	movupd %xmm3, 48(%rdx,%rax)
	movupd %xmm2, 32(%rdx,%rax)
	movupd %xmm1, 16(%rdx,%rax)
	movupd %xmm0, (%rdx,%rax)
	cmpq $1024, %r14
	movq 592(%rsp), %rbp
	jne .LBB_174
	jmp .LBB_137
.LBB_217:
	movq %rbx, %rax
	orq $2, %rax
	movzbl 784(%rsp), %r8d
	movq 792(%rsp), %r15
	jmp .LBB_219
.LBB_218:
	testb %r8b, %r8b
	cmovneq %r9, %r14
	movq %r14, %r9
	movq %rax, %rbx
	cmpl $2, %eax
	je .LBB_188
.LBB_219:
	shlq $4, %rbx
	leaq 768(%rsp), %r11
	movq 8(%r11,%rbx), %r14
	cmpq %r14, %r9
	cmovbq %r9, %r14
	cmpb $0, (%r11,%rbx)
	cmoveq %r9, %r14
	movq %r14, %r9
	cmpq %r15, %r14
	jb .LBB_218
	movq %r15, %r9
	jmp .LBB_218
.LBB_221:
	xorpd %xmm9, %xmm9
	xorpd %xmm10, %xmm10
	xorpd %xmm5, %xmm5
	xorpd %xmm0, %xmm0
	movsd %xmm0, 32(%rsp)
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
	xorpd %xmm6, %xmm6
	xorpd %xmm12, %xmm12
	xorpd %xmm4, %xmm4
	xorpd %xmm11, %xmm11
	xorpd %xmm3, %xmm3
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm7, %xmm7
	xorpd %xmm1, %xmm1
.LBB_222:
	cmpq 72(%rsp), %r9
	je .LBB_1024
	movsd %xmm10, 48(%rsp)
	movsd %xmm9, (%rsp)
	testq %r10, %r10
	je .LBB_1025
	movapd 1584(%rsp), %xmm10
	movsd 32(%rsp), %xmm15
	divsd %xmm10, %xmm15
	movsd (%rcx), %xmm9
	addsd %xmm9, %xmm9
	subsd %xmm15, %xmm9
	divsd %xmm10, %xmm5
	movsd %xmm9, (%r13)
	movsd 8(%rcx), %xmm9
	addsd %xmm9, %xmm9
	subsd %xmm5, %xmm9
	movsd 48(%rsp), %xmm15
	divsd %xmm10, %xmm15
	movsd %xmm9, 8(%r13)
	movsd 16(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm15, %xmm5
	movsd (%rsp), %xmm15
	divsd %xmm10, %xmm15
	movsd %xmm5, 16(%r13)
	movsd 24(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm15, %xmm5
	divsd %xmm10, %xmm14
	movsd %xmm5, 24(%r13)
	movsd 32(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm14, %xmm5
	divsd %xmm10, %xmm13
	movsd %xmm5, 32(%r13)
	movsd 40(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm13, %xmm5
	divsd %xmm10, %xmm6
	movsd %xmm5, 40(%r13)
	movsd 48(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm6, %xmm5
	divsd %xmm10, %xmm12
	movsd %xmm5, 48(%r13)
	movsd 56(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm12, %xmm5
	divsd %xmm10, %xmm4
	movsd %xmm5, 56(%r13)
	movsd 64(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm4, %xmm5
	divsd %xmm10, %xmm11
	movsd %xmm5, 64(%r13)
	movsd 72(%rcx), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm11, %xmm4
	divsd %xmm10, %xmm3
	movsd %xmm4, 72(%r13)
	movsd 80(%rcx), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm3, %xmm4
	divsd %xmm10, %xmm8
	movsd %xmm4, 80(%r13)
	movsd 88(%rcx), %xmm3
	addsd %xmm3, %xmm3
	subsd %xmm8, %xmm3
	divsd %xmm10, %xmm2
	movsd %xmm3, 88(%r13)
	movsd 96(%rcx), %xmm3
	addsd %xmm3, %xmm3
	subsd %xmm2, %xmm3
	divsd %xmm10, %xmm7
	movsd %xmm3, 96(%r13)
	movsd 104(%rcx), %xmm2
	addsd %xmm2, %xmm2
	subsd %xmm7, %xmm2
	divsd %xmm10, %xmm1
	divsd %xmm10, %xmm0
	movsd %xmm2, 104(%r13)
	movsd 112(%rcx), %xmm2
	addsd %xmm2, %xmm2
	subsd %xmm1, %xmm2
	movsd %xmm2, 112(%r13)
	movsd 120(%rcx), %xmm1
	addsd %xmm1, %xmm1
	subsd %xmm0, %xmm1
	movsd %xmm1, 120(%r13)
	movb %r11b, 1488(%rsp)
	xorps %xmm1, %xmm1
	cvtsi2sd %rax, %xmm1
	movq 608(%rsp), %rdx
	movq %rdx, 624(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm10, %xmm0
	testq %r11, %r11
	movq %rax, %rdx
	leaq 608(%rsp), %rax
	cmovneq %rax, %r11
	movq %r11, 1568(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 640(%rsp)
	movapd %xmm0, 1040(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 1728(%rsp)
	movq 64(%rsp), %r11
	subq %rdx, %r11
	shlq $7, %rdx
	negq %rdx
	movq %rdx, 584(%rsp)
	movl $1, %r15d
	xorl %edi, %edi
	movq %r11, 520(%rsp)
	movq %r10, 1784(%rsp)
.LBB_225:
	movq 88(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_230
	movq %rdi, %rax
	shlq $4, %rax
	addq 472(%rsp), %rax
.LBB_227:
	movq (%rax), %r14
	cmpq %r15, %r14
	jae .LBB_231
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rdx
	jne .LBB_227
	movq %rdx, %rdi
	xorl %eax, %eax
	jmp .LBB_232
.LBB_230:
	xorl %eax, %eax
	jmp .LBB_232
.LBB_231:
	movl $1, %eax
.LBB_232:
	cmpq %r15, 624(%rsp)
	setae %dl
	andb 1488(%rsp), %dl
	testq %rax, %rax
	jne .LBB_234
	movl $1025, %r8d
	testb %dl, %dl
	je .LBB_240
.LBB_234:
	movl $2, %ebx
	subq %rax, %rbx
	testb %al, %al
	movq 624(%rsp), %r8
	movq %r8, %r9
	cmovneq %r14, %r9
	movzbl %dl, %edx
	movq %rbx, 752(%rsp)
	movq $2, 760(%rsp)
	movq %rax, 768(%rsp)
	movq %r14, 776(%rsp)
	movq %rdx, 784(%rsp)
	movq %r8, 792(%rsp)
	testq %rax, %rax
	je .LBB_237
	jne .LBB_238
	testq %rax, %rax
	jne .LBB_239
	jmp .LBB_270
.LBB_237:
	movq %r9, %r8
	jmp .LBB_239
.LBB_238:
	movq %rax, %rdx
	xorq $3, %rdx
	shll $4, %ebx
	leaq 768(%rsp), %r11
	movq 8(%r11,%rbx), %r8
	cmpq %r8, %r9
	cmovbq %r9, %r8
	cmpb $0, (%r11,%rbx)
	cmoveq %r9, %r8
	movq %r8, %r9
	movq %rdx, %rbx
	testq %rax, %rax
	je .LBB_270
.LBB_239:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
	movq 520(%rsp), %r11
.LBB_240:
	movaps 144(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 160(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movapd 304(%rsp), %xmm10
	movapd 320(%rsp), %xmm5
	movapd 336(%rsp), %xmm4
	movapd 352(%rsp), %xmm13
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movapd 368(%rsp), %xmm14
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movapd 384(%rsp), %xmm9
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 560(%rsp)
	movapd 256(%rsp), %xmm0
	movapd %xmm0, 112(%rsp)
	movapd 416(%rsp), %xmm8
	cmpq %r8, %r15
	jae .LBB_247
	movq %r15, %rax
	shlq $7, %rax
	movq 1120(%rsp), %rdx
	leaq (%rdx,%rax), %r9
	orq $120, %rax
	leaq (%r11,%r15), %r14
	shlq $7, %r14
	movq 1152(%rsp), %rbp
.LBB_242:
	movq 64(%rsp), %rdx
	leaq (%rdx,%r15), %r12
	movq 80(%rsp), %rdx
	cmpq %rdx, %r12
	jae .LBB_936
	leaq (%r11,%r15), %r12
	cmpq %rdx, %r12
	jae .LBB_930
	cmpq %rsi, %r15
	jae .LBB_937
	cmpq %r10, %r15
	jae .LBB_938
	movapd %xmm9, %xmm15
	movapd %xmm8, %xmm11
	incq %r15
	movupd -112(%rbp,%r9), %xmm2
	movupd -96(%rbp,%r9), %xmm3
	movupd -80(%rbp,%r9), %xmm1
	movupd -64(%rbp,%r9), %xmm0
	movapd %xmm2, %xmm6
	addpd %xmm10, %xmm6
	movapd %xmm6, %xmm8
	movapd 640(%rsp), %xmm7
	mulpd %xmm7, %xmm2
	movapd 48(%rsp), %xmm6
	addpd %xmm2, %xmm6
	subpd %xmm10, %xmm6
	movapd 1040(%rsp), %xmm10
	movapd %xmm10, %xmm2
	mulsd %xmm6, %xmm2
	movapd %xmm2, 672(%rsp)
	movupd -112(%rbp,%r14), %xmm2
	subpd %xmm2, %xmm8
	movapd %xmm8, 448(%rsp)
	movupd -96(%rbp,%r14), %xmm8
	movupd -80(%rbp,%r14), %xmm9
	movupd -64(%rbp,%r14), %xmm2
	movapd %xmm3, %xmm12
	addpd %xmm5, %xmm12
	subpd %xmm8, %xmm12
	movapd %xmm12, 496(%rsp)
	movapd %xmm6, 48(%rsp)
	unpckhpd %xmm6, %xmm6
	mulsd %xmm10, %xmm6
	movapd %xmm6, 704(%rsp)
	mulpd %xmm7, %xmm3
	movapd (%rsp), %xmm12
	addpd %xmm3, %xmm12
	subpd %xmm5, %xmm12
	movapd %xmm10, %xmm3
	mulsd %xmm12, %xmm3
	movapd %xmm3, 736(%rsp)
	movapd %xmm1, %xmm3
	addpd %xmm4, %xmm3
	subpd %xmm9, %xmm3
	movapd %xmm3, 480(%rsp)
	movapd %xmm12, (%rsp)
	unpckhpd %xmm12, %xmm12
	mulsd %xmm10, %xmm12
	mulpd %xmm7, %xmm1
	movapd 32(%rsp), %xmm9
	addpd %xmm1, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm10, %xmm1
	mulsd %xmm9, %xmm1
	movapd %xmm1, 528(%rsp)
	movapd %xmm0, %xmm1
	addpd %xmm13, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 656(%rsp)
	mulpd %xmm7, %xmm0
	movapd %xmm13, %xmm1
	movapd 128(%rsp), %xmm13
	addpd %xmm0, %xmm13
	subpd %xmm1, %xmm13
	movupd -48(%rbp,%r9), %xmm0
	movapd %xmm0, %xmm3
	addpd %xmm14, %xmm3
	movupd -48(%rbp,%r14), %xmm1
	subpd %xmm1, %xmm3
	mulpd %xmm7, %xmm0
	movapd 288(%rsp), %xmm6
	addpd %xmm0, %xmm6
	subpd %xmm14, %xmm6
	movupd -32(%rbp,%r9), %xmm1
	movapd %xmm1, %xmm0
	addpd %xmm15, %xmm0
	movupd -32(%rbp,%r14), %xmm2
	subpd %xmm2, %xmm0
	mulpd %xmm7, %xmm1
	movapd 96(%rsp), %xmm5
	addpd %xmm1, %xmm5
	subpd %xmm15, %xmm5
	movupd -16(%rbp,%r9), %xmm2
	movapd %xmm2, %xmm1
	movapd 560(%rsp), %xmm8
	addpd %xmm8, %xmm1
	movupd -16(%rbp,%r14), %xmm4
	subpd %xmm4, %xmm1
	mulpd %xmm7, %xmm2
	movapd 432(%rsp), %xmm14
	addpd %xmm2, %xmm14
	subpd %xmm8, %xmm14
	movupd (%rbp,%r9), %xmm4
	movapd %xmm4, %xmm2
	addpd %xmm11, %xmm2
	movupd (%rbp,%r14), %xmm8
	subpd %xmm8, %xmm2
	movapd %xmm9, 32(%rsp)
	unpckhpd %xmm9, %xmm9
	mulsd %xmm10, %xmm9
	mulpd %xmm7, %xmm4
	movapd 112(%rsp), %xmm15
	addpd %xmm4, %xmm15
	movapd %xmm10, %xmm4
	mulsd %xmm13, %xmm4
	subpd %xmm11, %xmm15
	movsd -120(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd 672(%rsp), %xmm7
	movapd %xmm13, 128(%rsp)
	movapd %xmm13, %xmm8
	unpckhpd %xmm13, %xmm8
	mulsd %xmm10, %xmm8
	movsd %xmm7, -120(%r13,%rax)
	movsd -112(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd 704(%rsp), %xmm7
	movapd %xmm10, %xmm13
	mulsd %xmm6, %xmm13
	movsd %xmm7, -112(%r13,%rax)
	movsd -104(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd 736(%rsp), %xmm7
	movapd %xmm6, 288(%rsp)
	unpckhpd %xmm6, %xmm6
	mulsd %xmm10, %xmm6
	movsd %xmm7, -104(%r13,%rax)
	movsd -96(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm12, %xmm7
	movapd %xmm10, %xmm12
	mulsd %xmm5, %xmm12
	movsd %xmm7, -96(%r13,%rax)
	movsd -88(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd 528(%rsp), %xmm7
	movapd %xmm5, 96(%rsp)
	unpckhpd %xmm5, %xmm5
	mulsd %xmm10, %xmm5
	movsd %xmm7, -88(%r13,%rax)
	movsd -80(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm9, %xmm7
	movapd %xmm10, %xmm9
	mulsd %xmm14, %xmm9
	movsd %xmm7, -80(%r13,%rax)
	movsd -72(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm4, %xmm7
	movapd %xmm14, 432(%rsp)
	unpckhpd %xmm14, %xmm14
	mulsd %xmm10, %xmm14
	movsd %xmm7, -72(%r13,%rax)
	movsd -64(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm8, %xmm7
	movapd %xmm10, %xmm8
	mulsd %xmm15, %xmm8
	movsd %xmm7, -64(%r13,%rax)
	movsd -56(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm13, %xmm7
	movapd %xmm15, 112(%rsp)
	movapd %xmm15, %xmm11
	movapd 656(%rsp), %xmm15
	unpckhpd %xmm11, %xmm11
	mulsd %xmm10, %xmm11
	movsd %xmm7, -56(%r13,%rax)
	movsd -48(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm6, %xmm7
	movsd %xmm7, -48(%r13,%rax)
	movapd 496(%rsp), %xmm7
	movsd -40(%rcx,%rax), %xmm6
	addsd %xmm6, %xmm6
	subsd %xmm12, %xmm6
	movsd %xmm6, -40(%r13,%rax)
	movsd -32(%rcx,%rax), %xmm6
	addsd %xmm6, %xmm6
	subsd %xmm5, %xmm6
	movsd %xmm6, -32(%r13,%rax)
	movapd 448(%rsp), %xmm6
	movsd -24(%rcx,%rax), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm9, %xmm5
	movsd %xmm5, -24(%r13,%rax)
	movsd -16(%rcx,%rax), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm14, %xmm5
	movsd %xmm5, -16(%r13,%rax)
	movsd -8(%rcx,%rax), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm8, %xmm4
	movsd %xmm4, -8(%r13,%rax)
	movsd (%rcx,%rax), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm11, %xmm4
	movapd 480(%rsp), %xmm11
	movsd %xmm4, (%r13,%rax)
	subq $-128, %rax
	subq $-128, %rbp
	movapd %xmm6, %xmm10
	movapd %xmm7, %xmm5
	movapd %xmm11, %xmm4
	movapd %xmm15, %xmm13
	movapd %xmm3, %xmm14
	movapd %xmm0, %xmm9
	movapd %xmm1, 560(%rsp)
	movapd %xmm2, %xmm8
	cmpq %r15, %r8
	jne .LBB_242
	jmp .LBB_248
.LBB_247:
	movapd %xmm10, %xmm6
	movapd %xmm5, %xmm7
	movapd %xmm4, %xmm11
	movapd %xmm13, %xmm15
	movapd %xmm14, %xmm3
	movapd %xmm9, %xmm0
	movapd 560(%rsp), %xmm1
	movapd %xmm8, %xmm2
.LBB_248:
	movaps 48(%rsp), %xmm4
	movaps %xmm4, 144(%rsp)
	movaps (%rsp), %xmm4
	movaps %xmm4, 160(%rsp)
	movaps 32(%rsp), %xmm4
	movaps %xmm4, 176(%rsp)
	movapd 128(%rsp), %xmm9
	movapd %xmm9, 192(%rsp)
	movaps 288(%rsp), %xmm4
	movaps %xmm4, 208(%rsp)
	movaps 96(%rsp), %xmm4
	movaps %xmm4, 224(%rsp)
	movapd 432(%rsp), %xmm12
	movapd %xmm12, 240(%rsp)
	movapd 112(%rsp), %xmm4
	movapd %xmm4, 256(%rsp)
	movapd %xmm6, 304(%rsp)
	cmpq $1024, %r8
	movq 592(%rsp), %rbp
	ja .LBB_148
	movq 64(%rsp), %rax
	leaq (%r8,%rax), %rdx
	movq 80(%rsp), %rax
	cmpq %rax, %rdx
	jae .LBB_972
	movapd %xmm4, 112(%rsp)
	movq %rdx, %r12
	subq 1056(%rsp), %r12
	cmpq %rax, %r12
	movq 88(%rsp), %r15
	jae .LBB_930
	movq %rdx, %r9
	shlq $7, %r9
	movq 552(%rsp), %rax
	movupd (%rax,%r9), %xmm4
	movapd %xmm4, 672(%rsp)
	movapd 640(%rsp), %xmm8
	mulpd %xmm8, %xmm4
	movapd 48(%rsp), %xmm5
	addpd %xmm4, %xmm5
	subpd %xmm6, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm5, 144(%rsp)
	movupd 16(%rax,%r9), %xmm4
	movapd %xmm4, 560(%rsp)
	mulpd %xmm8, %xmm4
	movapd (%rsp), %xmm5
	addpd %xmm4, %xmm5
	subpd %xmm7, %xmm5
	movapd %xmm5, (%rsp)
	movapd %xmm5, 160(%rsp)
	movupd 32(%rax,%r9), %xmm4
	movapd %xmm4, 656(%rsp)
	mulpd %xmm8, %xmm4
	movapd 32(%rsp), %xmm5
	addpd %xmm4, %xmm5
	subpd %xmm11, %xmm5
	movapd %xmm5, 32(%rsp)
	movapd %xmm5, 176(%rsp)
	movupd 48(%rax,%r9), %xmm10
	movapd %xmm10, %xmm4
	mulpd %xmm8, %xmm4
	addpd %xmm4, %xmm9
	subpd %xmm15, %xmm9
	movapd %xmm9, 128(%rsp)
	movapd %xmm9, 192(%rsp)
	movapd %xmm11, 480(%rsp)
	movupd 64(%rax,%r9), %xmm11
	movapd %xmm11, %xmm4
	mulpd %xmm8, %xmm4
	movapd 288(%rsp), %xmm13
	addpd %xmm4, %xmm13
	subpd %xmm3, %xmm13
	movapd %xmm13, 208(%rsp)
	movapd %xmm6, 448(%rsp)
	movupd 80(%rax,%r9), %xmm6
	movapd %xmm6, %xmm4
	mulpd %xmm8, %xmm4
	movapd 96(%rsp), %xmm14
	addpd %xmm4, %xmm14
	subpd %xmm0, %xmm14
	movapd %xmm14, 224(%rsp)
	movupd 96(%rax,%r9), %xmm5
	movapd %xmm5, %xmm4
	mulpd %xmm8, %xmm4
	addpd %xmm4, %xmm12
	subpd %xmm1, %xmm12
	movapd %xmm12, 240(%rsp)
	movupd 112(%rax,%r9), %xmm4
	movapd %xmm7, 496(%rsp)
	movapd %xmm4, %xmm7
	mulpd %xmm8, %xmm7
	movapd 112(%rsp), %xmm8
	addpd %xmm7, %xmm8
	movapd 672(%rsp), %xmm9
	addpd 448(%rsp), %xmm9
	shlq $7, %r12
	subpd %xmm2, %xmm8
	movapd %xmm8, 256(%rsp)
	movupd (%rax,%r12), %xmm7
	subpd %xmm7, %xmm9
	movapd %xmm9, 304(%rsp)
	movapd 560(%rsp), %xmm9
	addpd 496(%rsp), %xmm9
	movupd 16(%rax,%r12), %xmm7
	subpd %xmm7, %xmm9
	movapd %xmm9, 320(%rsp)
	movapd 656(%rsp), %xmm9
	addpd 480(%rsp), %xmm9
	movupd 32(%rax,%r12), %xmm7
	subpd %xmm7, %xmm9
	movapd %xmm9, 336(%rsp)
	addpd %xmm15, %xmm10
	movupd 48(%rax,%r12), %xmm7
	subpd %xmm7, %xmm10
	movapd %xmm10, 352(%rsp)
	addpd %xmm3, %xmm11
	movupd 64(%rax,%r12), %xmm3
	subpd %xmm3, %xmm11
	movapd %xmm11, 368(%rsp)
	addpd %xmm0, %xmm6
	movupd 80(%rax,%r12), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd %xmm1, %xmm5
	movupd 96(%rax,%r12), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm2, %xmm4
	movupd 112(%rax,%r12), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 1728(%rsp), %xmm0
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 752(%rsp)
	movapd (%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	movapd 128(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 800(%rsp)
	mulpd %xmm0, %xmm13
	movapd %xmm13, 816(%rsp)
	mulpd %xmm0, %xmm14
	movapd %xmm14, 832(%rsp)
	mulpd %xmm0, %xmm12
	movapd %xmm12, 848(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 864(%rsp)
	cmpq %r15, %rdi
	ja .LBB_899
	movq %rdi, %r15
	shlq $4, %r15
	addq 472(%rsp), %r15
	incq %rdx
	movq %rdx, %r10
	movq 1056(%rsp), %rax
	subq %rax, %rdx
	movq %rdx, 32(%rsp)
	addq 1160(%rsp), %r9
	xorl %ebp, %ebp
	movq 1568(%rsp), %r12
	movapd 1584(%rsp), %xmm4
	jmp .LBB_255
.LBB_253:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %r12
	ja .LBB_929
.LBB_254:
	movsd %xmm1, 144(%rsp,%r12,8)
	movsd %xmm0, 304(%rsp,%r12,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 752(%rsp,%r12,8)
	movq %r14, %r12
	movq %rbx, %r15
.LBB_255:
	testb %bpl, %bpl
	je .LBB_264
	movq %r15, %rbx
.LBB_257:
	testq %r12, %r12
	je .LBB_267
	cmpq %r8, (%r12)
	jne .LBB_267
	movb $2, %bpl
	xorl %r14d, %r14d
	movq %r12, %r15
	cmpq %rax, %r10
	jb .LBB_891
.LBB_260:
	movq 8(%r15), %r12
	testq %rax, %rax
	je .LBB_253
	cmpq $15, %r12
	ja .LBB_918
	leaq (%r9,%r12,8), %r15
	xorpd %xmm0, %xmm0
	movl $1, %r11d
	movq 584(%rsp), %rdx
	xorpd %xmm1, %xmm1
.LBB_263:
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	movsd (%r15,%rdx), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r11
	subq $-128, %rdx
	jne .LBB_263
	jmp .LBB_254
.LBB_264:
	movq 1032(%rsp), %rdx
	movq %rdx, %rbx
	cmpq %rdx, %r15
	je .LBB_257
	leaq 16(%r15), %rbx
	cmpq %r8, (%r15)
	jne .LBB_257
	xorl %ebp, %ebp
	movq %r12, %r14
	cmpq %rax, %r10
	jae .LBB_260
	jmp .LBB_891
.LBB_267:
	cmpq %rsi, %r8
	jae .LBB_974
	movq 1784(%rsp), %r10
	cmpq %r10, %r8
	movq 592(%rsp), %rbp
	leaq 1(%r8), %r15
	movq 520(%rsp), %r11
	jae .LBB_973
	movq %r8, %rax
	shlq $7, %rax
	movsd (%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 752(%rsp), %xmm0
	movsd %xmm0, (%r13,%rax)
	movsd 8(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 760(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rax)
	movsd 16(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 768(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rax)
	movsd 24(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 776(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rax)
	movsd 32(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 784(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rax)
	movsd 40(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 792(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rax)
	movsd 48(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 800(%rsp), %xmm0
	movsd %xmm0, 48(%r13,%rax)
	movsd 56(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 808(%rsp), %xmm0
	movsd %xmm0, 56(%r13,%rax)
	movsd 64(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 816(%rsp), %xmm0
	movsd %xmm0, 64(%r13,%rax)
	movsd 72(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 824(%rsp), %xmm0
	movsd %xmm0, 72(%r13,%rax)
	movsd 80(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 832(%rsp), %xmm0
	movsd %xmm0, 80(%r13,%rax)
	movsd 88(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 840(%rsp), %xmm0
	movsd %xmm0, 88(%r13,%rax)
	movsd 96(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 848(%rsp), %xmm0
	movsd %xmm0, 96(%r13,%rax)
	movsd 104(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 856(%rsp), %xmm0
	movsd %xmm0, 104(%r13,%rax)
	movsd 112(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 864(%rsp), %xmm0
	movsd %xmm0, 112(%r13,%rax)
	movsd 120(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 872(%rsp), %xmm0
	movsd %xmm0, 120(%r13,%rax)
	cmpq $1024, %r8
	jne .LBB_225
	jmp .LBB_148
.LBB_270:
	movq %rbx, %rax
	orq $2, %rax
	movzbl 784(%rsp), %ebp
	movq 792(%rsp), %r14
	jmp .LBB_272
.LBB_271:
	testb %bpl, %bpl
	cmovneq %rdx, %r8
	movq %r8, %r9
	movq %rax, %rbx
	cmpl $2, %eax
	je .LBB_239
.LBB_272:
	shlq $4, %rbx
	leaq 768(%rsp), %rdx
	movq 8(%rdx,%rbx), %r8
	cmpq %r8, %r9
	cmovbq %r9, %r8
	cmpb $0, (%rdx,%rbx)
	cmoveq %r9, %r8
	movq %r8, %rdx
	cmpq %r14, %r8
	jb .LBB_271
	movq %r14, %rdx
	jmp .LBB_271
.LBB_274:
	incq %rdx
	movl %edx, %edi
	andl $3, %edi
	movl $4, %r8d
	cmoveq %r8, %rdi
	subq %rdi, %rdx
	leaq (%rcx,%rdx,8), %rdi
	leaq 131704(%rax), %r8
	xorl %r9d, %r9d
.LBB_275:
	movsd -384(%r8), %xmm0
	movhpd -256(%r8), %xmm0
	movsd -128(%r8), %xmm1
	movhpd (%r8), %xmm1
	movupd %xmm0, (%rcx,%r9,8)
	movupd %xmm1, 16(%rcx,%r9,8)
	addq $4, %r9
	addq $512, %r8
	cmpq %r9, %rdx
	jne .LBB_275
.LBB_276:
	leaq (%rcx,%r10,8), %rcx
	leaq (%rdx,%rbp), %r8
	shlq $7, %rdx
	addq %rdx, %rax
	addq $131320, %rax
	movq 1520(%rsp), %rdx
.LBB_277:
	cmpq %rsi, %r8
	jae .LBB_956
	movsd (%rax), %xmm0
	movsd %xmm0, (%rdi)
	addq $8, %rdi
	incq %r8
	subq $-128, %rax
	cmpq %rcx, %rdi
	jne .LBB_277
.LBB_279:
	movq 1016(%rsp), %rax
	movq 16(%rax), %r8
	testq %r8, %r8
	js .LBB_969
	movq 1216(%rsp), %rcx
	movq 1224(%rsp), %r13
	movq 688(%rsp), %rax
	movq %rax, 600(%rsp)
	movq %rdx, 608(%rsp)
	movq 1760(%rsp), %rax
	movq %rax, 616(%rsp)
	movq 1240(%rsp), %rax
	movq %rax, 640(%rsp)
	movq 1248(%rsp), %rsi
	cmpq $1, %r8
	jne .LBB_302
	cmpq %r13, 1512(%rsp)
	ja .LBB_908
	addq 1024(%rsp), %rcx
	movl $112, %edi
	movq $-1, %rax
.LBB_283:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_957
	movupd -112(%rcx,%rdi), %xmm0
	movupd -96(%rcx,%rdi), %xmm1
	movupd -80(%rcx,%rdi), %xmm2
	movupd -64(%rcx,%rdi), %xmm3
	xorpd %xmm8, %xmm8
	addpd %xmm8, %xmm0
	addpd %xmm8, %xmm1
	addpd %xmm8, %xmm2
	addpd %xmm8, %xmm3
	movupd -48(%rcx,%rdi), %xmm4
	addpd %xmm8, %xmm4
	movupd -32(%rcx,%rdi), %xmm5
	addpd %xmm8, %xmm5
	movupd -16(%rcx,%rdi), %xmm6
	addpd %xmm8, %xmm6
	movupd (%rcx,%rdi), %xmm7
	addpd %xmm8, %xmm7
	movq 640(%rsp), %rdx
	movupd %xmm0, -112(%rdx,%rdi)
	movupd %xmm1, -96(%rdx,%rdi)
	movupd %xmm2, -80(%rdx,%rdi)
	movupd %xmm3, -64(%rdx,%rdi)
	movupd %xmm4, -48(%rdx,%rdi)
	movupd %xmm5, -32(%rdx,%rdi)
	movupd %xmm6, -16(%rdx,%rdi)
	movupd %xmm7, (%rdx,%rdi)
	addq $128, %rdi
	cmpq $131312, %rdi
	jne .LBB_283
.LBB_285:
	movq 1224(%rsp), %r13
	movq %r13, %rsi
	subq 72(%rsp), %rsi
	jb .LBB_911
	movq 1016(%rsp), %rax
	movq 32(%rax), %rcx
	movq %rcx, 528(%rsp)
	testq %rcx, %rcx
	js .LBB_969
	movq 40(%rax), %rcx
	movq %rcx, 520(%rsp)
	testq %rcx, %rcx
	js .LBB_969
	movq 24(%rax), %r9
	testq %r9, %r9
	js .LBB_969
	movq 528(%rsp), %rax
	decq %rax
	movq 632(%rsp), %rdx
	movq %rax, %rdi
	subq %rdx, %rdi
	setb %r8b
	addq $16400, %rdx
	cmpq %rdx, %rax
	setae %al
	orb %r8b, %al
	movq %r9, 736(%rsp)
	jne .LBB_292
	movq %rdi, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_292
	movq %rdi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %r10d
	jmp .LBB_293
.LBB_292:
	xorl %r10d, %r10d
.LBB_293:
	movq 80(%rsp), %r8
	movq 696(%rsp), %rdi
	movq 528(%rsp), %r9
	movq 1216(%rsp), %rcx
	movq 1024(%rsp), %rax
	movq %rcx, 1488(%rsp)
	leaq (%rcx,%rax), %r11
	movq %r10, 600(%rsp)
	cmpq $1, %r9
	movq %r13, 1040(%rsp)
	jne .LBB_308
	cmpb $0, 31(%rsp)
	jne .LBB_903
	movq 1552(%rsp), %rax
	addq %r13, %rax
	movl $112, %ecx
.LBB_296:
	decq %rax
	je .LBB_965
	movq 1168(%rsp), %rdx
	movupd -112(%rdx,%rcx), %xmm0
	movupd -96(%rdx,%rcx), %xmm1
	movupd -80(%rdx,%rcx), %xmm2
	movupd -64(%rdx,%rcx), %xmm3
	xorpd %xmm8, %xmm8
	addpd %xmm8, %xmm0
	movapd .LCPI_6(%rip), %xmm9
	mulpd %xmm9, %xmm0
	addpd %xmm8, %xmm1
	mulpd %xmm9, %xmm1
	addpd %xmm8, %xmm2
	mulpd %xmm9, %xmm2
	addpd %xmm8, %xmm3
	mulpd %xmm9, %xmm3
	movupd -48(%rdx,%rcx), %xmm4
	addpd %xmm8, %xmm4
	mulpd %xmm9, %xmm4
	movupd -32(%rdx,%rcx), %xmm5
	addpd %xmm8, %xmm5
	mulpd %xmm9, %xmm5
	movupd -16(%rdx,%rcx), %xmm6
	addpd %xmm8, %xmm6
	mulpd %xmm9, %xmm6
	movupd (%rdx,%rcx), %xmm7
	addpd %xmm8, %xmm7
	movupd %xmm0, -112(%r11,%rcx)
	movupd %xmm1, -96(%r11,%rcx)
	movupd %xmm2, -80(%r11,%rcx)
	movupd %xmm3, -64(%r11,%rcx)
	movupd %xmm4, -48(%r11,%rcx)
	movupd %xmm5, -32(%r11,%rcx)
	movupd %xmm6, -16(%r11,%rcx)
	mulpd %xmm9, %xmm7
	movupd %xmm7, (%r11,%rcx)
	addq $128, %rcx
	cmpq $131312, %rcx
	jne .LBB_296
.LBB_298:
	movq 520(%rsp), %rax
	decq %rax
	movq 1072(%rsp), %rcx
	cmpq %rcx, 736(%rsp)
	jne .LBB_314
	movq 632(%rsp), %rcx
	movq %rax, %rdi
	subq %rcx, %rdi
	setb %dl
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dl, %al
	jne .LBB_326
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	movq 1104(%rsp), %r9
	je .LBB_434
	movq %rdi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %edi
	jmp .LBB_435
.LBB_302:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq %rax, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 144(%rsp)
	movq 1560(%rsp), %rdi
	movq %rdi, %rbx
	subq %r8, %rbx
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r13, 72(%rsp)
	jae .LBB_912
	cmpq %r8, %rdi
	jb .LBB_913
	testq %r8, %r8
	movapd %xmm1, 1040(%rsp)
	je .LBB_334
	shlq $7, %rdi
	addq %rcx, %rdi
	shlq $7, %rbx
	addq %rcx, %rbx
	movapd 144(%rsp), %xmm3
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm7
	movapd 400(%rsp), %xmm5
	movapd 416(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm6, %xmm6
	movhpd 232(%rsp), %xmm6
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %r9d
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_306:
	xorps %xmm0, %xmm0
	cvtsi2sd %r9, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm7
	mulpd %xmm0, %xmm1
	movapd 48(%rsp), %xmm4
	addpd %xmm1, %xmm4
	movapd %xmm4, 48(%rsp)
	movupd 32(%rbx), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm11
	movupd 48(%rbx), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rbx), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 80(%rbx), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 96(%rbx), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	movapd %xmm5, %xmm4
	movapd (%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, (%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm2, %xmm5
	movapd %xmm8, %xmm2
	movapd %xmm6, %xmm8
	movapd 32(%rsp), %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, 32(%rsp)
	movapd %xmm8, %xmm6
	movapd %xmm2, %xmm8
	movapd %xmm5, %xmm2
	movapd %xmm4, %xmm5
	addpd %xmm1, %xmm9
	subq $-128, %rbx
	incq %r9
	cmpq %rdi, %rbx
	jne .LBB_306
	movapd %xmm3, %xmm0
	movapd %xmm3, 144(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 48(%rsp), %xmm3
	movapd %xmm3, 160(%rsp)
	movapd %xmm7, 320(%rsp)
	movapd %xmm11, 176(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 192(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm2, 208(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm6, 224(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd (%rsp), %xmm10
	movapd %xmm10, 240(%rsp)
	movapd %xmm5, 400(%rsp)
	movapd 32(%rsp), %xmm4
	movapd %xmm4, 256(%rsp)
	movapd %xmm9, 416(%rsp)
	movapd 1040(%rsp), %xmm1
	movapd %xmm3, %xmm9
	movapd %xmm6, %xmm7
	movapd %xmm2, %xmm3
	jmp .LBB_335
.LBB_308:
	leaq 1(%r9), %rdx
	imulq %r9, %rdx
	movq %rdi, %rbx
	subq %r9, %rbx
	movq %rdx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r8, 64(%rsp)
	jae .LBB_906
	cmpq %r9, %rdi
	movq %r9, %rax
	movq 1104(%rsp), %r9
	jb .LBB_914
	testq %rax, %rax
	movapd %xmm1, 1056(%rsp)
	je .LBB_384
	shlq $7, %rbx
	addq 552(%rsp), %rbx
	movapd 144(%rsp), %xmm6
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm4
	movapd 400(%rsp), %xmm8
	movapd 416(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm5, %xmm5
	movhpd 232(%rsp), %xmm5
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %edx
	xorpd %xmm7, %xmm7
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_312:
	xorps %xmm0, %xmm0
	cvtsi2sd %rdx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm4
	mulpd %xmm0, %xmm1
	movapd 48(%rsp), %xmm3
	addpd %xmm1, %xmm3
	movapd %xmm3, 48(%rsp)
	movupd 32(%rbx), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm11
	movupd 48(%rbx), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm7
	movupd 64(%rbx), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 80(%rbx), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm5
	movupd 96(%rbx), %xmm1
	addpd %xmm1, %xmm8
	mulpd %xmm0, %xmm1
	movapd %xmm8, %xmm3
	movapd %xmm2, %xmm8
	movapd (%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, (%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm7, %xmm2
	movapd 32(%rsp), %xmm7
	addpd %xmm0, %xmm7
	movapd %xmm7, 32(%rsp)
	movapd %xmm2, %xmm7
	movapd %xmm8, %xmm2
	movapd %xmm3, %xmm8
	addpd %xmm1, %xmm9
	subq $-128, %rbx
	incq %rdx
	cmpq %r9, %rbx
	jne .LBB_312
	movapd %xmm6, %xmm0
	movapd %xmm6, 144(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 48(%rsp), %xmm6
	movapd %xmm6, 160(%rsp)
	movapd %xmm4, 320(%rsp)
	movapd %xmm11, 176(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm7, 192(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm2, 208(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm5, 224(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd (%rsp), %xmm3
	movapd %xmm3, 240(%rsp)
	movapd %xmm8, 400(%rsp)
	movapd %xmm2, %xmm8
	movapd 32(%rsp), %xmm2
	movapd %xmm2, 256(%rsp)
	movapd %xmm9, 416(%rsp)
	movapd 1056(%rsp), %xmm1
	movapd %xmm6, %xmm9
	movapd %xmm0, %xmm6
	movapd %xmm7, %xmm4
	jmp .LBB_385
.LBB_314:
	movq 632(%rsp), %rcx
	movq %rax, %rdi
	subq %rcx, %rdi
	setb %dl
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dl, %al
	jne .LBB_317
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_317
	movq %rdi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %edi
	jmp .LBB_318
.LBB_317:
	xorl %edi, %edi
.LBB_318:
	movq 520(%rsp), %rax
	movq %rdi, 600(%rsp)
	cmpq $1, %rax
	movq 696(%rsp), %rdx
	jne .LBB_327
	cmpb $0, 31(%rsp)
	jne .LBB_903
	movq 1552(%rsp), %rax
	addq %r13, %rax
	movl $112, %ecx
.LBB_321:
	decq %rax
	je .LBB_966
	movq 1168(%rsp), %rdx
	movupd -112(%rdx,%rcx), %xmm1
	movupd -96(%rdx,%rcx), %xmm4
	movupd -80(%rdx,%rcx), %xmm5
	movupd -64(%rdx,%rcx), %xmm6
	xorpd %xmm8, %xmm8
	addpd %xmm8, %xmm1
	movupd -112(%r11,%rcx), %xmm0
	subpd %xmm1, %xmm0
	movupd -96(%r11,%rcx), %xmm1
	movupd -80(%r11,%rcx), %xmm2
	movupd -64(%r11,%rcx), %xmm3
	addpd %xmm8, %xmm4
	subpd %xmm4, %xmm1
	addpd %xmm8, %xmm5
	subpd %xmm5, %xmm2
	addpd %xmm8, %xmm6
	subpd %xmm6, %xmm3
	movupd -48(%rdx,%rcx), %xmm4
	addpd %xmm8, %xmm4
	movupd -48(%r11,%rcx), %xmm5
	subpd %xmm4, %xmm5
	movupd -32(%rdx,%rcx), %xmm4
	addpd %xmm8, %xmm4
	movupd -32(%r11,%rcx), %xmm6
	subpd %xmm4, %xmm6
	movupd -16(%rdx,%rcx), %xmm4
	addpd %xmm8, %xmm4
	movupd -16(%r11,%rcx), %xmm7
	subpd %xmm4, %xmm7
	movupd (%rdx,%rcx), %xmm4
	addpd %xmm8, %xmm4
	movupd %xmm0, -112(%r11,%rcx)
	movupd %xmm1, -96(%r11,%rcx)
	movupd %xmm2, -80(%r11,%rcx)
	movupd %xmm3, -64(%r11,%rcx)
	movupd %xmm5, -48(%r11,%rcx)
	movupd %xmm6, -32(%r11,%rcx)
	movupd %xmm7, -16(%r11,%rcx)
	movupd (%r11,%rcx), %xmm0
	subpd %xmm4, %xmm0
	movupd %xmm0, (%r11,%rcx)
	addq $128, %rcx
	cmpq $131312, %rcx
	jne .LBB_321
.LBB_323:
	movq 736(%rsp), %rax
	decq %rax
	movq 632(%rsp), %rcx
	movq %rax, %rdi
	subq %rcx, %rdi
	setb %dl
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dl, %al
	jne .LBB_551
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_551
	movq %rdi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %r9d
	jmp .LBB_552
.LBB_551:
	xorl %r9d, %r9d
.LBB_552:
	movq %r9, 600(%rsp)
	movq 736(%rsp), %rdi
	cmpq $1, %rdi
	movq 696(%rsp), %rdx
	jne .LBB_568
	cmpb $0, 31(%rsp)
	jne .LBB_909
	addq 1552(%rsp), %r13
	movl $112, %eax
.LBB_555:
	decq %r13
	je .LBB_966
	movq 1168(%rsp), %rcx
	movupd -112(%rcx,%rax), %xmm1
	movupd -96(%rcx,%rax), %xmm4
	movupd -80(%rcx,%rax), %xmm5
	movupd -64(%rcx,%rax), %xmm6
	xorpd %xmm8, %xmm8
	addpd %xmm8, %xmm1
	movupd -112(%r11,%rax), %xmm0
	subpd %xmm1, %xmm0
	movupd -96(%r11,%rax), %xmm1
	movupd -80(%r11,%rax), %xmm2
	movupd -64(%r11,%rax), %xmm3
	addpd %xmm8, %xmm4
	subpd %xmm4, %xmm1
	addpd %xmm8, %xmm5
	subpd %xmm5, %xmm2
	addpd %xmm8, %xmm6
	subpd %xmm6, %xmm3
	movupd -48(%rcx,%rax), %xmm4
	addpd %xmm8, %xmm4
	movupd -48(%r11,%rax), %xmm5
	subpd %xmm4, %xmm5
	movupd -32(%rcx,%rax), %xmm4
	addpd %xmm8, %xmm4
	movupd -32(%r11,%rax), %xmm6
	subpd %xmm4, %xmm6
	movupd -16(%rcx,%rax), %xmm4
	addpd %xmm8, %xmm4
	movupd -16(%r11,%rax), %xmm7
	subpd %xmm4, %xmm7
	movupd (%rcx,%rax), %xmm4
	addpd %xmm8, %xmm4
	movupd %xmm0, -112(%r11,%rax)
	movupd %xmm1, -96(%r11,%rax)
	movupd %xmm2, -80(%r11,%rax)
	movupd %xmm3, -64(%r11,%rax)
	movupd %xmm5, -48(%r11,%rax)
	movupd %xmm6, -32(%r11,%rax)
	movupd %xmm7, -16(%r11,%rax)
	movupd (%r11,%rax), %xmm0
	subpd %xmm4, %xmm0
	movupd %xmm0, (%r11,%rax)
	addq $128, %rax
	cmpq $131312, %rax
	jne .LBB_555
	jmp .LBB_557
.LBB_326:
	xorl %edi, %edi
	movq 1104(%rsp), %r9
	jmp .LBB_435
.LBB_327:
	leaq 1(%rax), %rcx
	imulq %rax, %rcx
	movq %rdx, %rbx
	subq %rax, %rbx
	movq %rcx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm8
	unpckhpd %xmm0, %xmm8
	addsd %xmm0, %xmm8
	mulsd .LCPI_4(%rip), %xmm8
	xorpd %xmm0, %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r8, 64(%rsp)
	jae .LBB_906
	cmpq %rax, %rdx
	jb .LBB_917
	testq %rax, %rax
	movapd %xmm8, 1072(%rsp)
	je .LBB_448
	shlq $7, %rbx
	addq 552(%rsp), %rbx
	movapd 144(%rsp), %xmm6
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm11
	movapd 400(%rsp), %xmm9
	movapd 416(%rsp), %xmm2
	xorpd %xmm4, %xmm4
	xorpd %xmm7, %xmm7
	movhpd 232(%rsp), %xmm7
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %edx
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
	movq 1104(%rsp), %rcx
.LBB_331:
	xorps %xmm0, %xmm0
	cvtsi2sd %rdx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	movapd 48(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 48(%rsp)
	movupd 32(%rbx), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm4
	movupd 48(%rbx), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rbx), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 80(%rbx), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm7
	movupd 96(%rbx), %xmm1
	addpd %xmm1, %xmm9
	mulpd %xmm0, %xmm1
	movapd %xmm9, %xmm5
	movapd %xmm3, %xmm9
	movapd %xmm2, %xmm3
	movapd (%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, (%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm8, %xmm2
	movapd 32(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 32(%rsp)
	movapd %xmm2, %xmm8
	movapd %xmm3, %xmm2
	movapd %xmm9, %xmm3
	movapd %xmm5, %xmm9
	addpd %xmm1, %xmm2
	subq $-128, %rbx
	incq %rdx
	cmpq %rcx, %rbx
	jne .LBB_331
	movapd %xmm6, %xmm1
	movapd %xmm6, 144(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 48(%rsp), %xmm6
	movapd %xmm6, 160(%rsp)
	movapd %xmm11, 320(%rsp)
	movapd %xmm4, 176(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 192(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm3, 208(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm7, 224(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd (%rsp), %xmm0
	movapd %xmm0, 240(%rsp)
	movapd %xmm9, 400(%rsp)
	movapd 32(%rsp), %xmm12
	movapd %xmm12, 256(%rsp)
	movapd %xmm2, 416(%rsp)
	movapd %xmm8, %xmm5
	movapd 1072(%rsp), %xmm8
	movapd %xmm0, %xmm9
	movapd %xmm3, %xmm11
	jmp .LBB_449
.LBB_568:
	leaq 1(%rdi), %rcx
	imulq %rdi, %rcx
	movq %rdx, %rbx
	subq %rdi, %rbx
	movq %rcx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm8
	unpckhpd %xmm0, %xmm8
	addsd %xmm0, %xmm8
	mulsd .LCPI_4(%rip), %xmm8
	xorpd %xmm0, %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r8, 64(%rsp)
	jae .LBB_906
	cmpq %rdi, %rdx
	movq 1104(%rsp), %rcx
	jb .LBB_917
	testq %rdi, %rdi
	movapd %xmm8, 640(%rsp)
	je .LBB_707
	shlq $7, %rbx
	addq 552(%rsp), %rbx
	movapd 144(%rsp), %xmm6
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm11
	movapd 400(%rsp), %xmm9
	movapd 416(%rsp), %xmm2
	xorpd %xmm4, %xmm4
	xorpd %xmm7, %xmm7
	movhpd 232(%rsp), %xmm7
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %edx
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_572:
	xorps %xmm0, %xmm0
	cvtsi2sd %rdx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	movapd 48(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 48(%rsp)
	movupd 32(%rbx), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm4
	movupd 48(%rbx), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rbx), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 80(%rbx), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm7
	movupd 96(%rbx), %xmm1
	addpd %xmm1, %xmm9
	mulpd %xmm0, %xmm1
	movapd %xmm9, %xmm5
	movapd %xmm3, %xmm9
	movapd %xmm2, %xmm3
	movapd (%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, (%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm8, %xmm2
	movapd 32(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 32(%rsp)
	movapd %xmm2, %xmm8
	movapd %xmm3, %xmm2
	movapd %xmm9, %xmm3
	movapd %xmm5, %xmm9
	addpd %xmm1, %xmm2
	subq $-128, %rbx
	incq %rdx
	cmpq %rcx, %rbx
	jne .LBB_572
	movapd %xmm6, %xmm1
	movapd %xmm6, 144(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 48(%rsp), %xmm6
	movapd %xmm6, 160(%rsp)
	movapd %xmm11, 320(%rsp)
	movapd %xmm4, 176(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 192(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm3, 208(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm7, 224(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd (%rsp), %xmm0
	movapd %xmm0, 240(%rsp)
	movapd %xmm9, 400(%rsp)
	movapd 32(%rsp), %xmm12
	movapd %xmm12, 256(%rsp)
	movapd %xmm2, 416(%rsp)
	movapd %xmm8, %xmm5
	movapd 640(%rsp), %xmm8
	movapd %xmm0, %xmm9
	movapd %xmm3, %xmm11
	jmp .LBB_708
.LBB_334:
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm7, %xmm7
	xorpd %xmm10, %xmm10
	xorpd %xmm4, %xmm4
.LBB_335:
	testq %rsi, %rsi
	movq 72(%rsp), %rax
	je .LBB_994
	movapd %xmm0, %xmm2
	movapd %xmm1, %xmm0
	unpcklpd %xmm1, %xmm0
	divpd %xmm0, %xmm4
	divpd %xmm0, %xmm10
	divpd %xmm0, %xmm7
	divpd %xmm0, %xmm3
	divpd %xmm0, %xmm8
	divpd %xmm0, %xmm11
	divpd %xmm0, %xmm9
	divpd %xmm0, %xmm2
	movq 640(%rsp), %rdi
	movupd %xmm2, (%rdi)
	movupd %xmm9, 16(%rdi)
	movupd %xmm11, 32(%rdi)
	movupd %xmm8, 48(%rdi)
	movupd %xmm3, 64(%rdi)
	movupd %xmm7, 80(%rdi)
	movupd %xmm10, 96(%rdi)
	leaq 112(%rdi), %r9
	movq %r9, 1056(%rsp)
	movupd %xmm4, 112(%rdi)
	movq 688(%rsp), %r9
	movb %r9b, 584(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %r8, %xmm2
	movsd .LCPI_5(%rip), %xmm0
	testq %r9, %r9
	leaq 608(%rsp), %rdi
	cmovneq %rdi, %r9
	movq %r9, 688(%rsp)
	divsd %xmm1, %xmm0
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 672(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 704(%rsp)
	subq %r8, %rax
	movq %rax, 624(%rsp)
	movq %r8, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 736(%rsp)
	movl $1, %r10d
	xorl %edi, %edi
	movq %r13, 528(%rsp)
.LBB_337:
	movq %r10, %r12
	movq 88(%rsp), %r9
	cmpq %r9, %rdi
	jae .LBB_342
	movq %rdi, %rax
	shlq $4, %rax
	addq 472(%rsp), %rax
.LBB_339:
	movq (%rax), %r15
	cmpq %r12, %r15
	jae .LBB_343
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r9
	jne .LBB_339
	movq %r9, %rdi
	xorl %eax, %eax
	jmp .LBB_344
.LBB_342:
	xorl %eax, %eax
	jmp .LBB_344
.LBB_343:
	movl $1, %eax
.LBB_344:
	cmpq %r12, %rdx
	setae %r9b
	andb 584(%rsp), %r9b
	testq %rax, %rax
	jne .LBB_346
	movl $1025, %r14d
	testb %r9b, %r9b
	je .LBB_352
.LBB_346:
	movl $2, %ebx
	subq %rax, %rbx
	testb %al, %al
	movq %rdx, %r11
	cmovneq %r15, %r11
	movzbl %r9b, %r9d
	movq %rbx, 752(%rsp)
	movq $2, 760(%rsp)
	movq %rax, 768(%rsp)
	movq %r15, 776(%rsp)
	movq %r9, 784(%rsp)
	movq %rdx, 792(%rsp)
	testq %rax, %rax
	je .LBB_349
	jne .LBB_350
	testq %rax, %rax
	jne .LBB_351
	jmp .LBB_380
.LBB_349:
	movq %r11, %r14
	jmp .LBB_351
.LBB_350:
	movq %rax, %r9
	xorq $3, %r9
	shll $4, %ebx
	leaq 768(%rsp), %r10
	movq 8(%r10,%rbx), %r14
	cmpq %r14, %r11
	cmovbq %r11, %r14
	cmpb $0, (%r10,%rbx)
	cmoveq %r11, %r14
	movq %r14, %r11
	movq %r9, %rbx
	testq %rax, %rax
	je .LBB_380
.LBB_351:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_352:
	movapd 144(%rsp), %xmm7
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 176(%rsp), %xmm10
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm11
	movapd 320(%rsp), %xmm1
	movapd 336(%rsp), %xmm4
	movapd 352(%rsp), %xmm15
	movapd 208(%rsp), %xmm0
	movapd %xmm0, (%rsp)
	movapd 368(%rsp), %xmm14
	movapd 224(%rsp), %xmm8
	movapd 384(%rsp), %xmm13
	movapd 240(%rsp), %xmm9
	movapd 400(%rsp), %xmm3
	movapd 256(%rsp), %xmm6
	movapd 416(%rsp), %xmm5
	cmpq %r14, %r12
	jae .LBB_358
	movq %r12, %r10
	movapd %xmm13, 480(%rsp)
	movapd %xmm14, 448(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm4, 288(%rsp)
	movapd %xmm1, 96(%rsp)
	movq %r12, %rax
	shlq $7, %rax
	movq 1056(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq 1024(%rsp), %rax
	movq 624(%rsp), %rdx
	leaq (%rdx,%r12), %rbp
	shlq $7, %rbp
	leaq 112(%rcx), %r11
.LBB_354:
	movq 72(%rsp), %r9
	leaq (%r9,%r10), %r12
	cmpq %r13, %r12
	jae .LBB_987
	leaq (%rdx,%r10), %r12
	cmpq %r13, %r12
	jae .LBB_931
	movapd %xmm11, 560(%rsp)
	movapd %xmm7, 112(%rsp)
	movapd %xmm10, 496(%rsp)
	cmpq %rsi, %r10
	jae .LBB_941
	incq %r10
	movupd (%r11,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd (%r11,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 128(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm6
	subpd %xmm5, %xmm6
	movupd -16(%r11,%rax), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%r11,%rbp), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 656(%rsp)
	movupd -32(%r11,%rax), %xmm0
	movapd %xmm0, %xmm13
	movapd 480(%rsp), %xmm2
	addpd %xmm2, %xmm13
	movupd -32(%r11,%rbp), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	subpd %xmm2, %xmm8
	movupd -48(%r11,%rax), %xmm0
	movapd %xmm0, %xmm14
	movapd 448(%rsp), %xmm2
	addpd %xmm2, %xmm14
	movupd -48(%r11,%rbp), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd (%rsp), %xmm5
	addpd %xmm0, %xmm5
	subpd %xmm2, %xmm5
	movupd -112(%r11,%rax), %xmm3
	movupd -96(%r11,%rax), %xmm2
	movupd -80(%r11,%rax), %xmm1
	movupd -64(%r11,%rax), %xmm0
	movapd %xmm0, %xmm15
	movapd 432(%rsp), %xmm4
	addpd %xmm4, %xmm15
	movups -112(%r11,%rbp), %xmm9
	movaps %xmm9, (%rsp)
	movupd -96(%r11,%rbp), %xmm11
	movapd %xmm8, %xmm10
	movapd %xmm6, %xmm8
	movupd -64(%r11,%rbp), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r11,%rbp), %xmm6
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm1, %xmm0
	movapd 288(%rsp), %xmm4
	addpd %xmm4, %xmm0
	subpd %xmm6, %xmm0
	movapd %xmm8, %xmm6
	movapd %xmm10, %xmm8
	mulpd %xmm7, %xmm1
	movapd 496(%rsp), %xmm10
	addpd %xmm1, %xmm10
	subpd %xmm4, %xmm10
	movapd %xmm2, %xmm1
	movapd 96(%rsp), %xmm4
	addpd %xmm4, %xmm1
	subpd %xmm11, %xmm1
	mulpd %xmm7, %xmm2
	movapd 48(%rsp), %xmm11
	addpd %xmm2, %xmm11
	subpd %xmm4, %xmm11
	movapd %xmm3, %xmm2
	movapd 560(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd (%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 112(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 704(%rsp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movupd %xmm3, -112(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm11, 48(%rsp)
	mulpd %xmm11, %xmm3
	movupd %xmm3, -96(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm10, %xmm3
	movupd %xmm3, -80(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm9, 32(%rsp)
	mulpd %xmm9, %xmm3
	movapd 656(%rsp), %xmm9
	movupd %xmm3, -64(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm5, (%rsp)
	mulpd %xmm5, %xmm3
	movupd %xmm3, -48(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movupd %xmm3, -32(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%rbx)
	movapd %xmm4, %xmm3
	movapd 128(%rsp), %xmm4
	mulpd %xmm6, %xmm3
	movupd %xmm3, (%rbx)
	subq $-128, %rbx
	subq $-128, %r11
	movapd %xmm2, %xmm11
	movapd %xmm1, 96(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm14, 448(%rsp)
	movapd %xmm13, 480(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm4, %xmm5
	cmpq %r10, %r14
	jne .LBB_354
	jmp .LBB_359
.LBB_358:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm0
	movapd %xmm3, %xmm12
	movapd %xmm5, %xmm4
.LBB_359:
	movapd %xmm7, 144(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 160(%rsp)
	movapd %xmm10, 176(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 192(%rsp)
	movapd (%rsp), %xmm3
	movapd %xmm3, 208(%rsp)
	movapd %xmm8, 224(%rsp)
	movapd %xmm9, 240(%rsp)
	movapd %xmm6, 256(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r14
	movq 592(%rsp), %rbp
	ja .LBB_285
	movq 72(%rsp), %rax
	leaq (%r14,%rax), %rdx
	cmpq %r13, %rdx
	jae .LBB_977
	movapd %xmm4, 128(%rsp)
	movapd %xmm6, 96(%rsp)
	movq %rdx, %r12
	subq %r8, %r12
	cmpq %r13, %r12
	jae .LBB_931
	movapd %xmm7, %xmm11
	movapd %xmm8, %xmm5
	movq %rdx, %rbp
	shlq $7, %rbp
	movupd (%rcx,%rbp), %xmm3
	movapd %xmm3, 448(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm2, %xmm11
	movapd %xmm11, 112(%rsp)
	movapd %xmm11, 144(%rsp)
	movupd 16(%rcx,%rbp), %xmm3
	movapd %xmm3, 288(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm1, %xmm4
	movapd %xmm4, 48(%rsp)
	movapd %xmm4, 160(%rsp)
	movupd 32(%rcx,%rbp), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 176(%rsp)
	movupd 48(%rcx,%rbp), %xmm3
	movapd %xmm3, 480(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 32(%rsp)
	movapd %xmm4, 192(%rsp)
	movupd 64(%rcx,%rbp), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	movapd (%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm14, %xmm4
	movapd %xmm4, (%rsp)
	movapd %xmm4, 208(%rsp)
	movupd 80(%rcx,%rbp), %xmm8
	movapd %xmm8, %xmm3
	mulpd %xmm7, %xmm3
	movapd %xmm5, %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm13, %xmm11
	movapd %xmm11, 224(%rsp)
	movupd 96(%rcx,%rbp), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 240(%rsp)
	movupd 112(%rcx,%rbp), %xmm4
	movapd %xmm4, %xmm6
	mulpd %xmm7, %xmm6
	movapd 96(%rsp), %xmm7
	addpd %xmm6, %xmm7
	movapd 448(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %r12
	movapd 128(%rsp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 256(%rsp)
	movupd (%rcx,%r12), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 288(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rcx,%r12), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 480(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm8
	movupd 80(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm8
	movapd %xmm8, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm6, %xmm4
	movupd 112(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 704(%rsp), %xmm0
	movapd 112(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 752(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 784(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 800(%rsp)
	movapd (%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 816(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 832(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 848(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 864(%rsp)
	cmpq 88(%rsp), %rdi
	ja .LBB_898
	leaq 1(%r14), %r10
	movq %rdi, %r12
	shlq $4, %r12
	addq 472(%rsp), %r12
	incq %rdx
	movq %rdx, %rax
	subq %r8, %rdx
	movq %rdx, 32(%rsp)
	leaq 128(%rcx), %rdx
	addq %rdx, %rbp
	xorl %ebx, %ebx
	movq 688(%rsp), %r13
	movq %r10, %rdx
	movapd 1040(%rsp), %xmm4
	jmp .LBB_366
.LBB_364:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %r12
	ja .LBB_929
.LBB_365:
	movsd %xmm1, 144(%rsp,%r12,8)
	movsd %xmm0, 304(%rsp,%r12,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 752(%rsp,%r12,8)
	movq %r15, %r13
	movq %r11, %r12
	movq %rdx, %r10
.LBB_366:
	testb %bl, %bl
	je .LBB_375
	movq %r12, %r11
.LBB_368:
	testq %r13, %r13
	je .LBB_378
	cmpq %r14, (%r13)
	jne .LBB_378
	movb $2, %bl
	xorl %r15d, %r15d
	movq %r13, %r12
	cmpq %r8, %rax
	jb .LBB_888
.LBB_371:
	movq 8(%r12), %r12
	testq %r8, %r8
	je .LBB_364
	cmpq $15, %r12
	ja .LBB_918
	leaq (,%r12,8), %r13
	addq %rbp, %r13
	xorpd %xmm0, %xmm0
	movl $1, %r9d
	movq 736(%rsp), %r10
	xorpd %xmm1, %xmm1
.LBB_374:
	xorps %xmm2, %xmm2
	cvtsi2sd %r9, %xmm2
	movsd (%r13,%r10), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r9
	subq $-128, %r10
	jne .LBB_374
	jmp .LBB_365
.LBB_375:
	movq 1032(%rsp), %r9
	movq %r9, %r11
	cmpq %r9, %r12
	je .LBB_368
	leaq 16(%r12), %r11
	cmpq %r14, (%r12)
	jne .LBB_368
	xorl %ebx, %ebx
	movq %r13, %r15
	cmpq %r8, %rax
	jae .LBB_371
	jmp .LBB_888
.LBB_378:
	cmpq %rsi, %r14
	jae .LBB_971
	movq %r14, %rax
	shlq $7, %rax
	movaps 864(%rsp), %xmm0
	movq 640(%rsp), %rdx
	movups %xmm0, 112(%rdx,%rax)
	movaps 848(%rsp), %xmm0
	movups %xmm0, 96(%rdx,%rax)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 80(%rdx,%rax)
	movaps 816(%rsp), %xmm0
	movups %xmm0, 64(%rdx,%rax)
	movapd 752(%rsp), %xmm0
	movapd 768(%rsp), %xmm1
	movapd 784(%rsp), %xmm2
	movapd 800(%rsp), %xmm3
	movupd %xmm3, 48(%rdx,%rax)
	movupd %xmm2, 32(%rdx,%rax)
	movupd %xmm1, 16(%rdx,%rax)
	movupd %xmm0, (%rdx,%rax)
	cmpq $1024, %r14
	movq 592(%rsp), %rbp
	movq 1520(%rsp), %rdx
	movq 528(%rsp), %r13
	jne .LBB_337
	jmp .LBB_285
.LBB_380:
	movq %rbx, %rax
	orq $2, %rax
	movzbl 784(%rsp), %ebp
	movq 792(%rsp), %r15
	jmp .LBB_382
.LBB_381:
	testb %bpl, %bpl
	cmovneq %r9, %r14
	movq %r14, %r11
	movq %rax, %rbx
	cmpl $2, %eax
	je .LBB_351
.LBB_382:
	shlq $4, %rbx
	leaq 768(%rsp), %r9
	movq 8(%r9,%rbx), %r14
	cmpq %r14, %r11
	cmovbq %r11, %r14
	cmpb $0, (%r9,%rbx)
	cmoveq %r11, %r14
	movq %r14, %r9
	cmpq %r15, %r14
	jb .LBB_381
	movq %r15, %r9
	jmp .LBB_381
.LBB_384:
	xorpd %xmm6, %xmm6
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm4, %xmm4
	xorpd %xmm8, %xmm8
	xorpd %xmm5, %xmm5
	xorpd %xmm3, %xmm3
	xorpd %xmm2, %xmm2
.LBB_385:
	cmpq 72(%rsp), %r13
	movq 528(%rsp), %rdx
	je .LBB_1026
	movapd %xmm1, %xmm0
	unpcklpd %xmm1, %xmm0
	divpd %xmm0, %xmm2
	divpd %xmm0, %xmm3
	divpd %xmm0, %xmm5
	divpd %xmm0, %xmm8
	divpd %xmm0, %xmm4
	divpd %xmm0, %xmm11
	divpd %xmm0, %xmm9
	divpd %xmm0, %xmm6
	movapd .LCPI_6(%rip), %xmm0
	mulpd %xmm0, %xmm6
	movupd %xmm6, (%r11)
	mulpd %xmm0, %xmm9
	movupd %xmm9, 16(%r11)
	mulpd %xmm0, %xmm11
	movupd %xmm11, 32(%r11)
	mulpd %xmm0, %xmm4
	movupd %xmm4, 48(%r11)
	mulpd %xmm0, %xmm8
	movupd %xmm8, 64(%r11)
	mulpd %xmm0, %xmm5
	movupd %xmm5, 80(%r11)
	mulpd %xmm0, %xmm3
	movupd %xmm3, 96(%r11)
	mulpd %xmm0, %xmm2
	movupd %xmm2, 112(%r11)
	movb %r10b, 624(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %rdx, %xmm2
	movq 608(%rsp), %rax
	movq %rax, 584(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm1, %xmm0
	testq %r10, %r10
	leaq 608(%rsp), %rax
	cmovneq %rax, %r10
	movq %r10, 688(%rsp)
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 672(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 704(%rsp)
	movq 1544(%rsp), %rax
	movq 1488(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 1520(%rsp)
	movq 64(%rsp), %rax
	subq %rdx, %rax
	movq %rax, 1584(%rsp)
	shlq $7, %rdx
	negq %rdx
	movq %rdx, 640(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
.LBB_387:
	movq 88(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_392
	movq %rdi, %rax
	shlq $4, %rax
	addq 472(%rsp), %rax
.LBB_389:
	movq (%rax), %r15
	cmpq %r9, %r15
	jae .LBB_393
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rdx
	jne .LBB_389
	movq %rdx, %rdi
	xorl %eax, %eax
	jmp .LBB_394
.LBB_392:
	xorl %eax, %eax
	jmp .LBB_394
.LBB_393:
	movl $1, %eax
.LBB_394:
	cmpq %r9, 584(%rsp)
	setae %dl
	andb 624(%rsp), %dl
	testq %rax, %rax
	jne .LBB_396
	movl $1025, %r10d
	testb %dl, %dl
	je .LBB_402
.LBB_396:
	movl $2, %r14d
	subq %rax, %r14
	testb %al, %al
	movq 584(%rsp), %rcx
	movq %rcx, %rbx
	cmovneq %r15, %rbx
	movzbl %dl, %edx
	movq %r14, 752(%rsp)
	movq $2, 760(%rsp)
	movq %rax, 768(%rsp)
	movq %r15, 776(%rsp)
	movq %rdx, 784(%rsp)
	movq %rcx, 792(%rsp)
	testq %rax, %rax
	je .LBB_399
	jne .LBB_400
	testq %rax, %rax
	jne .LBB_401
	jmp .LBB_430
.LBB_399:
	movq %rbx, %r10
	jmp .LBB_401
.LBB_400:
	movq %rax, %rdx
	xorq $3, %rdx
	shll $4, %r14d
	leaq 768(%rsp), %r8
	movq 8(%r8,%r14), %r10
	cmpq %r10, %rbx
	cmovbq %rbx, %r10
	cmpb $0, (%r8,%r14)
	cmoveq %rbx, %r10
	movq %r10, %rbx
	movq %rdx, %r14
	testq %rax, %rax
	je .LBB_430
.LBB_401:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
	movq 80(%rsp), %r8
.LBB_402:
	movapd 144(%rsp), %xmm7
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm11
	movapd 320(%rsp), %xmm4
	movapd 336(%rsp), %xmm8
	movapd 352(%rsp), %xmm15
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movapd 368(%rsp), %xmm3
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movapd 384(%rsp), %xmm12
	movapd 240(%rsp), %xmm9
	movapd 400(%rsp), %xmm5
	movapd 256(%rsp), %xmm0
	movapd %xmm0, 48(%rsp)
	movapd 416(%rsp), %xmm6
	cmpq %r10, %r9
	jae .LBB_408
	movapd %xmm15, 480(%rsp)
	movapd %xmm8, 448(%rsp)
	movq %r9, %rax
	shlq $7, %rax
	movq 1520(%rsp), %rcx
	leaq (%rcx,%rax), %rbx
	movq 1584(%rsp), %rcx
	addq 1120(%rsp), %rax
	leaq (%rcx,%r9), %r14
	shlq $7, %r14
	movq 1152(%rsp), %rbp
.LBB_404:
	movq 64(%rsp), %rdx
	leaq (%rdx,%r9), %r12
	cmpq %r8, %r12
	jae .LBB_986
	leaq (%rcx,%r9), %r12
	cmpq %r8, %r12
	jae .LBB_916
	movapd %xmm11, 560(%rsp)
	movapd %xmm7, 496(%rsp)
	cmpq %rsi, %r9
	jae .LBB_942
	incq %r9
	movupd (%rbp,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm6, %xmm2
	movupd (%rbp,%r14), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 96(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 48(%rsp), %xmm8
	addpd %xmm0, %xmm8
	subpd %xmm6, %xmm8
	movupd -16(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd -16(%rbp,%r14), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 432(%rsp)
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm5, %xmm9
	movapd %xmm9, 656(%rsp)
	movupd -32(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm13
	addpd %xmm12, %xmm13
	movupd -32(%rbp,%r14), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	movapd 112(%rsp), %xmm10
	addpd %xmm0, %xmm10
	subpd %xmm12, %xmm10
	movupd -48(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm14
	addpd %xmm3, %xmm14
	movupd -48(%rbp,%r14), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 128(%rsp), %xmm11
	addpd %xmm0, %xmm11
	subpd %xmm3, %xmm11
	movupd -112(%rbp,%rax), %xmm3
	movupd -96(%rbp,%rax), %xmm2
	movupd -80(%rbp,%rax), %xmm1
	movupd -64(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm15
	movapd 480(%rsp), %xmm12
	addpd %xmm12, %xmm15
	movups -112(%rbp,%r14), %xmm5
	movaps %xmm5, 48(%rsp)
	movupd -96(%rbp,%r14), %xmm5
	movupd -64(%rbp,%r14), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%rbp,%r14), %xmm6
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm1, %xmm0
	movapd 448(%rsp), %xmm12
	addpd %xmm12, %xmm0
	subpd %xmm6, %xmm0
	mulpd %xmm7, %xmm1
	movapd (%rsp), %xmm6
	addpd %xmm1, %xmm6
	subpd %xmm12, %xmm6
	movapd %xmm2, %xmm1
	addpd %xmm4, %xmm1
	subpd %xmm5, %xmm1
	mulpd %xmm7, %xmm2
	movapd 288(%rsp), %xmm12
	addpd %xmm2, %xmm12
	subpd %xmm4, %xmm12
	movapd %xmm3, %xmm2
	movapd 560(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 48(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 496(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 704(%rsp), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	movapd .LCPI_6(%rip), %xmm4
	mulpd %xmm4, %xmm3
	movupd %xmm3, -112(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm12, 288(%rsp)
	mulpd %xmm12, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -96(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm6, (%rsp)
	mulpd %xmm6, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -80(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm9, 32(%rsp)
	mulpd %xmm9, %xmm3
	movapd 656(%rsp), %xmm9
	mulpd %xmm4, %xmm3
	movupd %xmm3, -64(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm11, 128(%rsp)
	mulpd %xmm11, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -48(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm10, 112(%rsp)
	mulpd %xmm10, %xmm3
	movapd 432(%rsp), %xmm10
	mulpd %xmm4, %xmm3
	movupd %xmm3, -32(%rbx)
	movapd %xmm5, %xmm3
	mulpd %xmm9, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -16(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm8, 48(%rsp)
	mulpd %xmm8, %xmm3
	movapd 96(%rsp), %xmm8
	mulpd %xmm4, %xmm3
	movupd %xmm3, (%rbx)
	subq $-128, %rbx
	subq $-128, %rbp
	movapd %xmm2, %xmm11
	movapd %xmm1, %xmm4
	movapd %xmm0, 448(%rsp)
	movapd %xmm15, 480(%rsp)
	movapd %xmm14, %xmm3
	movapd %xmm13, %xmm12
	movapd %xmm10, %xmm5
	movapd %xmm8, %xmm6
	cmpq %r9, %r10
	jne .LBB_404
	jmp .LBB_409
.LBB_408:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm1
	movapd %xmm8, %xmm0
	movapd %xmm3, %xmm14
	movapd %xmm12, %xmm13
	movapd %xmm5, %xmm10
	movapd %xmm6, %xmm8
.LBB_409:
	movapd %xmm7, 144(%rsp)
	movapd 288(%rsp), %xmm11
	movapd %xmm11, 160(%rsp)
	movapd (%rsp), %xmm6
	movapd %xmm6, 176(%rsp)
	movapd 32(%rsp), %xmm5
	movapd %xmm5, 192(%rsp)
	movaps 128(%rsp), %xmm3
	movaps %xmm3, 208(%rsp)
	movaps 112(%rsp), %xmm3
	movaps %xmm3, 224(%rsp)
	movapd %xmm9, 240(%rsp)
	movapd 48(%rsp), %xmm3
	movapd %xmm3, 256(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r10
	movq 592(%rsp), %rbp
	ja .LBB_298
	movq 64(%rsp), %rax
	leaq (%r10,%rax), %r14
	cmpq %r8, %r14
	jae .LBB_979
	movapd %xmm8, 96(%rsp)
	movq %r14, %r12
	movq 528(%rsp), %rdx
	subq %rdx, %r12
	cmpq %r8, %r12
	jae .LBB_916
	movapd %xmm10, %xmm4
	movapd %xmm7, %xmm12
	movq %r14, %rbp
	shlq $7, %rbp
	movq 552(%rsp), %rax
	movupd (%rax,%rbp), %xmm3
	movapd %xmm3, 480(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm12
	subpd %xmm2, %xmm12
	movapd %xmm12, 144(%rsp)
	movupd 16(%rax,%rbp), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm1, %xmm11
	movapd %xmm11, 160(%rsp)
	movupd 32(%rax,%rbp), %xmm3
	movapd %xmm3, 288(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm6
	subpd %xmm0, %xmm6
	movapd %xmm6, (%rsp)
	movapd %xmm6, 176(%rsp)
	movupd 48(%rax,%rbp), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm5
	subpd %xmm15, %xmm5
	movapd %xmm5, 32(%rsp)
	movapd %xmm5, 192(%rsp)
	movupd 64(%rax,%rbp), %xmm3
	movapd %xmm3, 560(%rsp)
	mulpd %xmm7, %xmm3
	movapd 128(%rsp), %xmm10
	addpd %xmm3, %xmm10
	subpd %xmm14, %xmm10
	movapd %xmm10, 208(%rsp)
	movupd 80(%rax,%rbp), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm7, %xmm3
	movapd 112(%rsp), %xmm8
	addpd %xmm3, %xmm8
	subpd %xmm13, %xmm8
	movapd %xmm8, 224(%rsp)
	movupd 96(%rax,%rbp), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	movapd %xmm4, 432(%rsp)
	subpd %xmm4, %xmm9
	movapd %xmm9, 240(%rsp)
	movupd 112(%rax,%rbp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm7
	addpd %xmm3, %xmm7
	movapd 480(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %r12
	subpd 96(%rsp), %xmm7
	movapd %xmm7, 256(%rsp)
	movupd (%rax,%r12), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 448(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%r12), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 288(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 560(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm6
	movupd 80(%rax,%r12), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd 432(%rsp), %xmm5
	movupd 96(%rax,%r12), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd 96(%rsp), %xmm4
	movupd 112(%rax,%r12), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 704(%rsp), %xmm0
	mulpd %xmm0, %xmm12
	movapd %xmm12, 752(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 768(%rsp)
	movapd (%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 800(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 816(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 832(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 848(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 864(%rsp)
	cmpq 88(%rsp), %rdi
	ja .LBB_898
	leaq 1(%r10), %rcx
	movq %rdi, %r12
	shlq $4, %r12
	addq 472(%rsp), %r12
	incq %r14
	movq %r14, %rax
	subq %rdx, %rax
	addq 1160(%rsp), %rbp
	xorl %r15d, %r15d
	movq 688(%rsp), %r13
	movapd 1056(%rsp), %xmm4
	jmp .LBB_416
.LBB_414:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %r12
	ja .LBB_929
.LBB_415:
	movsd %xmm1, 144(%rsp,%r12,8)
	movsd %xmm0, 304(%rsp,%r12,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 752(%rsp,%r12,8)
	movq %r8, %r13
	movq %rbx, %r12
	movq 80(%rsp), %r8
.LBB_416:
	testb %r15b, %r15b
	je .LBB_425
	movq %r12, %rbx
	movq %rcx, %r9
.LBB_418:
	testq %r13, %r13
	je .LBB_428
	cmpq %r10, (%r13)
	jne .LBB_428
	movb $2, %r15b
	xorl %r8d, %r8d
	movq %r13, %r12
	movq 528(%rsp), %rdx
	cmpq %rdx, %r14
	jb .LBB_892
.LBB_421:
	movq 8(%r12), %r12
	testq %rdx, %rdx
	je .LBB_414
	cmpq $15, %r12
	ja .LBB_918
	leaq (,%r12,8), %r13
	addq %rbp, %r13
	xorpd %xmm0, %xmm0
	movl $1, %edx
	movq 640(%rsp), %r9
	xorpd %xmm1, %xmm1
.LBB_424:
	xorps %xmm2, %xmm2
	cvtsi2sd %rdx, %xmm2
	movsd (%r13,%r9), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rdx
	subq $-128, %r9
	jne .LBB_424
	jmp .LBB_415
.LBB_425:
	movq 1032(%rsp), %rdx
	movq %rdx, %rbx
	cmpq %rdx, %r12
	movq %rcx, %r9
	je .LBB_418
	leaq 16(%r12), %rbx
	cmpq %r10, (%r12)
	jne .LBB_418
	xorl %r15d, %r15d
	movq %r13, %r8
	movq 528(%rsp), %rdx
	cmpq %rdx, %r14
	jae .LBB_421
	jmp .LBB_892
.LBB_428:
	cmpq %rsi, %r10
	jae .LBB_980
	movq %r10, %rax
	shlq $7, %rax
	movapd 752(%rsp), %xmm0
	movapd .LCPI_6(%rip), %xmm1
	mulpd %xmm1, %xmm0
	movupd %xmm0, (%r11,%rax)
	movapd 768(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 16(%r11,%rax)
	movapd 784(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 32(%r11,%rax)
	movapd 800(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 48(%r11,%rax)
	movapd 816(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 64(%r11,%rax)
	movapd 832(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 80(%r11,%rax)
	movapd 848(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 96(%r11,%rax)
	movapd 864(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 112(%r11,%rax)
	cmpq $1024, %r10
	movq 592(%rsp), %rbp
	movq 1040(%rsp), %r13
	jne .LBB_387
	jmp .LBB_298
.LBB_430:
	movq %r14, %rax
	orq $2, %rax
	movzbl 784(%rsp), %r8d
	movq 792(%rsp), %r15
	jmp .LBB_432
.LBB_431:
	testb %r8b, %r8b
	cmovneq %rdx, %r10
	movq %r10, %rbx
	movq %rax, %r14
	cmpl $2, %eax
	je .LBB_401
.LBB_432:
	shlq $4, %r14
	leaq 768(%rsp), %rdx
	movq 8(%rdx,%r14), %r10
	cmpq %r10, %rbx
	cmovbq %rbx, %r10
	cmpb $0, (%rdx,%r14)
	cmoveq %rbx, %r10
	movq %r10, %rdx
	cmpq %r15, %r10
	jb .LBB_431
	movq %r15, %rdx
	jmp .LBB_431
.LBB_434:
	xorl %edi, %edi
.LBB_435:
	movq 520(%rsp), %rax
	movq %rdi, 600(%rsp)
	movq 1192(%rsp), %r13
	movq 1200(%rsp), %rbp
	cmpq $1, %rax
	movq 696(%rsp), %rdx
	jne .LBB_442
	cmpb $0, 31(%rsp)
	jne .LBB_903
	leaq 1(%rbp), %rax
	movl $120, %ecx
	xorl %edi, %edi
.LBB_438:
	cmpq %rdi, %rsi
	je .LBB_976
	incq %rdi
	cmpq %rdi, %rax
	je .LBB_975
	movq 1168(%rsp), %rdx
	movsd -120(%rdx,%rcx), %xmm3
	xorpd %xmm1, %xmm1
	addsd %xmm1, %xmm3
	movsd -112(%rdx,%rcx), %xmm14
	addsd %xmm1, %xmm14
	movsd -104(%rdx,%rcx), %xmm13
	movsd -96(%rdx,%rcx), %xmm12
	movsd -88(%rdx,%rcx), %xmm11
	movsd -80(%rdx,%rcx), %xmm10
	movsd -72(%rdx,%rcx), %xmm9
	movsd -64(%rdx,%rcx), %xmm8
	movsd -56(%rdx,%rcx), %xmm7
	movsd -48(%rdx,%rcx), %xmm6
	movsd -40(%rdx,%rcx), %xmm5
	movsd -32(%rdx,%rcx), %xmm4
	movsd -24(%rdx,%rcx), %xmm2
	movsd -16(%rdx,%rcx), %xmm0
	movsd %xmm0, (%rsp)
	movsd -8(%rdx,%rcx), %xmm0
	movsd %xmm0, 32(%rsp)
	movsd -120(%r11,%rcx), %xmm15
	subsd %xmm3, %xmm15
	movsd -112(%r11,%rcx), %xmm0
	subsd %xmm14, %xmm0
	subsd -120(%r13,%rcx), %xmm15
	movsd (%rdx,%rcx), %xmm3
	movsd %xmm15, -120(%r11,%rcx)
	subsd -112(%r13,%rcx), %xmm0
	addsd %xmm1, %xmm13
	movsd %xmm0, -112(%r11,%rcx)
	movsd -104(%r11,%rcx), %xmm0
	subsd %xmm13, %xmm0
	addsd %xmm1, %xmm12
	subsd -104(%r13,%rcx), %xmm0
	movsd %xmm0, -104(%r11,%rcx)
	movsd -96(%r11,%rcx), %xmm0
	subsd %xmm12, %xmm0
	subsd -96(%r13,%rcx), %xmm0
	addsd %xmm1, %xmm11
	movsd %xmm0, -96(%r11,%rcx)
	movsd -88(%r11,%rcx), %xmm0
	subsd %xmm11, %xmm0
	addsd %xmm1, %xmm10
	subsd -88(%r13,%rcx), %xmm0
	movsd %xmm0, -88(%r11,%rcx)
	movsd -80(%r11,%rcx), %xmm0
	subsd %xmm10, %xmm0
	subsd -80(%r13,%rcx), %xmm0
	addsd %xmm1, %xmm9
	movsd %xmm0, -80(%r11,%rcx)
	movsd -72(%r11,%rcx), %xmm0
	subsd %xmm9, %xmm0
	addsd %xmm1, %xmm8
	subsd -72(%r13,%rcx), %xmm0
	movsd %xmm0, -72(%r11,%rcx)
	movsd -64(%r11,%rcx), %xmm0
	subsd %xmm8, %xmm0
	subsd -64(%r13,%rcx), %xmm0
	addsd %xmm1, %xmm7
	movsd %xmm0, -64(%r11,%rcx)
	movsd -56(%r11,%rcx), %xmm0
	subsd %xmm7, %xmm0
	addsd %xmm1, %xmm6
	subsd -56(%r13,%rcx), %xmm0
	movsd %xmm0, -56(%r11,%rcx)
	movsd -48(%r11,%rcx), %xmm0
	subsd %xmm6, %xmm0
	subsd -48(%r13,%rcx), %xmm0
	addsd %xmm1, %xmm5
	movsd %xmm0, -48(%r11,%rcx)
	movsd -40(%r11,%rcx), %xmm0
	subsd %xmm5, %xmm0
	addsd %xmm1, %xmm4
	subsd -40(%r13,%rcx), %xmm0
	movsd %xmm0, -40(%r11,%rcx)
	movsd -32(%r11,%rcx), %xmm0
	subsd %xmm4, %xmm0
	subsd -32(%r13,%rcx), %xmm0
	addsd %xmm1, %xmm2
	movsd %xmm0, -32(%r11,%rcx)
	movsd -24(%r11,%rcx), %xmm0
	subsd %xmm2, %xmm0
	movsd (%rsp), %xmm2
	addsd %xmm1, %xmm2
	subsd -24(%r13,%rcx), %xmm0
	movsd %xmm0, -24(%r11,%rcx)
	movsd -16(%r11,%rcx), %xmm0
	subsd %xmm2, %xmm0
	subsd -16(%r13,%rcx), %xmm0
	movsd 32(%rsp), %xmm2
	addsd %xmm1, %xmm2
	movsd %xmm0, -16(%r11,%rcx)
	movsd -8(%r11,%rcx), %xmm0
	subsd %xmm2, %xmm0
	addsd %xmm1, %xmm3
	subsd -8(%r13,%rcx), %xmm0
	movsd %xmm0, -8(%r11,%rcx)
	movsd (%r11,%rcx), %xmm0
	subsd %xmm3, %xmm0
	subsd (%r13,%rcx), %xmm0
	movsd %xmm0, (%r11,%rcx)
	addq $128, %rcx
	cmpq $131320, %rcx
	jne .LBB_438
.LBB_441:
	movq 592(%rsp), %rbp
.LBB_557:
	movq 1224(%rsp), %rsi
	movq 72(%rsp), %rdi
	subq %rdi, %rsi
	movq 736(%rsp), %r11
	jb .LBB_907
	movq 1216(%rsp), %rax
	movq 1616(%rsp), %rcx
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	testq %rdi, %rdi
	je .LBB_563
	xorl %edi, %edi
	xorl %r8d, %r8d
.LBB_560:
	leaq (%r8,%rbp), %r9
	cmpq %rsi, %r9
	jae .LBB_961
	movups 131312(%rax,%rdi), %xmm0
	movaps %xmm0, 864(%rsp)
	movups 131296(%rax,%rdi), %xmm0
	movaps %xmm0, 848(%rsp)
	movups 131280(%rax,%rdi), %xmm0
	movaps %xmm0, 832(%rsp)
	movups 131264(%rax,%rdi), %xmm0
	movaps %xmm0, 816(%rsp)
	movupd 131200(%rax,%rdi), %xmm0
	movupd 131216(%rax,%rdi), %xmm1
	movupd 131232(%rax,%rdi), %xmm2
	movupd 131248(%rax,%rdi), %xmm3
	movapd %xmm3, 800(%rsp)
	movapd %xmm2, 784(%rsp)
	movapd %xmm1, 768(%rsp)
	movapd %xmm0, 752(%rsp)
	cmpq %r8, %rcx
	je .LBB_958
	movsd (%rdx,%r8,8), %xmm0
	movsd %xmm0, (%rax,%rdi)
	movaps 752(%rsp), %xmm0
	movapd 768(%rsp), %xmm1
	movapd 784(%rsp), %xmm2
	movapd 800(%rsp), %xmm3
	movups %xmm0, 8(%rax,%rdi)
	movupd %xmm1, 24(%rax,%rdi)
	movupd %xmm2, 40(%rax,%rdi)
	movupd %xmm3, 56(%rax,%rdi)
	movaps 816(%rsp), %xmm0
	movups %xmm0, 72(%rax,%rdi)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 88(%rax,%rdi)
	movapd 848(%rsp), %xmm0
	movupd %xmm0, 104(%rax,%rdi)
	movq 864(%rsp), %r9
	movq %r9, 120(%rax,%rdi)
	subq $-128, %rdi
	incq %r8
	cmpq %rdi, 1024(%rsp)
	jne .LBB_560
.LBB_563:
	testq %rcx, %rcx
	movq 1560(%rsp), %rdi
	je .LBB_579
	leaq (,%rcx,8), %r8
	addq $-8, %r8
	shrq $3, %r8
	cmpq %rbp, %rsi
	movq %rbp, %rdi
	cmovaq %rsi, %rdi
	movq 1608(%rsp), %r10
	addq %r10, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $8, %rdi
	jb .LBB_567
	cmpq %rbp, %rsi
	movq %rbp, %r9
	cmovaq %rsi, %r9
	addq %r10, %r9
	cmpq %r9, %r8
	cmovbq %r8, %r9
	movq %r9, %r8
	shlq $7, %r8
	addq %rax, %r8
	addq $131328, %r8
	cmpq %r8, %rdx
	jae .LBB_574
	leaq (%rdx,%r9,8), %r8
	addq $8, %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_574
.LBB_567:
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_576
.LBB_442:
	leaq 1(%rax), %rcx
	imulq %rax, %rcx
	movq %rdx, %rbx
	subq %rax, %rbx
	movq %rcx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r8, 64(%rsp)
	jae .LBB_906
	cmpq %rax, %rdx
	jb .LBB_917
	movapd %xmm1, 1520(%rsp)
	testq %rax, %rax
	je .LBB_498
	shlq $7, %rbx
	addq 552(%rsp), %rbx
	movapd 144(%rsp), %xmm5
	movaps 160(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 416(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movsd 232(%rsp), %xmm8
	movapd 240(%rsp), %xmm2
	movapd 256(%rsp), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	movapd %xmm2, %xmm7
	unpckhpd %xmm2, %xmm7
	xorpd %xmm14, %xmm14
	xorpd %xmm9, %xmm9
	xorpd %xmm3, %xmm3
	movhpd 392(%rsp), %xmm3
	movapd %xmm3, 96(%rsp)
	movl $1, %ecx
	xorpd %xmm13, %xmm13
	xorpd %xmm6, %xmm6
	xorpd %xmm12, %xmm12
	xorpd %xmm4, %xmm4
	xorpd %xmm11, %xmm11
	xorpd %xmm3, %xmm3
	xorpd %xmm10, %xmm10
	xorpd %xmm15, %xmm15
.LBB_446:
	unpcklpd %xmm0, %xmm1
	unpcklpd %xmm7, %xmm2
	unpcklpd %xmm8, %xmm3
	unpcklpd %xmm11, %xmm4
	unpcklpd %xmm12, %xmm6
	unpcklpd %xmm13, %xmm14
	xorps %xmm0, %xmm0
	cvtsi2sd %rcx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm11
	movupd 16(%rbx), %xmm12
	movupd 32(%rbx), %xmm8
	movupd 48(%rbx), %xmm7
	movapd 128(%rsp), %xmm13
	addpd %xmm11, %xmm13
	movapd %xmm13, 128(%rsp)
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm5
	movapd 112(%rsp), %xmm11
	addpd %xmm12, %xmm11
	movapd %xmm11, 112(%rsp)
	mulpd %xmm0, %xmm12
	movapd (%rsp), %xmm11
	addpd %xmm12, %xmm11
	movapd %xmm11, (%rsp)
	movupd 112(%rbx), %xmm11
	movapd %xmm5, %xmm12
	movapd 48(%rsp), %xmm5
	addpd %xmm11, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm12, %xmm5
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm1
	movupd 96(%rbx), %xmm11
	movapd 32(%rsp), %xmm12
	addpd %xmm11, %xmm12
	movapd %xmm12, 32(%rsp)
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm2
	movupd 80(%rbx), %xmm11
	movapd %xmm11, %xmm12
	mulpd %xmm0, %xmm12
	addpd %xmm12, %xmm3
	movupd 64(%rbx), %xmm12
	movapd %xmm12, %xmm13
	mulpd %xmm0, %xmm13
	addpd %xmm13, %xmm4
	movapd %xmm7, %xmm13
	mulpd %xmm0, %xmm13
	addpd %xmm13, %xmm6
	mulpd %xmm8, %xmm0
	addpd %xmm0, %xmm14
	movhpd 40(%rbx), %xmm8
	addpd %xmm8, %xmm9
	movhpd 56(%rbx), %xmm7
	movhpd 72(%rbx), %xmm12
	addpd %xmm7, %xmm10
	addpd %xmm12, %xmm15
	movhpd 88(%rbx), %xmm11
	movapd 96(%rsp), %xmm0
	addpd %xmm11, %xmm0
	movapd %xmm0, 96(%rsp)
	movapd %xmm14, %xmm13
	unpckhpd %xmm14, %xmm13
	movapd %xmm6, %xmm12
	unpckhpd %xmm6, %xmm12
	movapd %xmm4, %xmm11
	unpckhpd %xmm4, %xmm11
	movapd %xmm3, %xmm8
	unpckhpd %xmm3, %xmm8
	movapd %xmm2, %xmm7
	unpckhpd %xmm2, %xmm7
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	subq $-128, %rbx
	incq %rcx
	cmpq %r9, %rbx
	jne .LBB_446
	movapd %xmm5, 144(%rsp)
	movaps 128(%rsp), %xmm5
	movaps %xmm5, 304(%rsp)
	movaps (%rsp), %xmm5
	movaps %xmm5, 160(%rsp)
	movaps 112(%rsp), %xmm5
	movaps %xmm5, 320(%rsp)
	movapd %xmm14, %xmm5
	unpcklpd %xmm13, %xmm5
	movapd %xmm5, 176(%rsp)
	movapd %xmm9, 336(%rsp)
	movapd %xmm6, %xmm5
	unpcklpd %xmm12, %xmm5
	movapd %xmm5, 192(%rsp)
	movapd %xmm10, 352(%rsp)
	movapd %xmm4, %xmm5
	unpcklpd %xmm11, %xmm5
	movapd %xmm5, 208(%rsp)
	movapd %xmm15, 368(%rsp)
	movapd %xmm3, %xmm5
	unpcklpd %xmm8, %xmm5
	movapd %xmm5, 224(%rsp)
	movaps 96(%rsp), %xmm5
	movaps %xmm5, 384(%rsp)
	movapd %xmm2, %xmm5
	unpcklpd %xmm7, %xmm5
	movapd %xmm5, 240(%rsp)
	movaps 32(%rsp), %xmm5
	movaps %xmm5, 400(%rsp)
	movapd %xmm1, %xmm5
	unpcklpd %xmm0, %xmm5
	movapd %xmm5, 256(%rsp)
	movaps 48(%rsp), %xmm5
	movaps %xmm5, 416(%rsp)
	movsd 144(%rsp), %xmm15
	movsd 152(%rsp), %xmm5
	movsd %xmm5, 32(%rsp)
	movsd 160(%rsp), %xmm10
	movsd 168(%rsp), %xmm9
	jmp .LBB_499
.LBB_574:
	incq %rdi
	movl %edi, %r8d
	andl $3, %r8d
	movl $4, %r9d
	cmoveq %r9, %r8
	subq %r8, %rdi
	leaq (%rdx,%rdi,8), %r8
	leaq 131704(%rax), %r9
	xorl %r10d, %r10d
.LBB_575:
	movsd -384(%r9), %xmm0
	movhpd -256(%r9), %xmm0
	movsd -128(%r9), %xmm1
	movhpd (%r9), %xmm1
	movupd %xmm0, (%rdx,%r10,8)
	movupd %xmm1, 16(%rdx,%r10,8)
	addq $4, %r10
	addq $512, %r9
	cmpq %r10, %rdi
	jne .LBB_575
.LBB_576:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%rdi,%rbp), %rdx
	shlq $7, %rdi
	addq %rdi, %rax
	addq $131320, %rax
	movq 1560(%rsp), %rdi
.LBB_577:
	cmpq %rsi, %rdx
	jae .LBB_959
	movsd (%rax), %xmm0
	movsd %xmm0, (%r8)
	addq $8, %r8
	incq %rdx
	subq $-128, %rax
	cmpq %rcx, %r8
	jne .LBB_577
.LBB_579:
	movq 1216(%rsp), %rcx
	movq 1224(%rsp), %r13
	movq 1144(%rsp), %rax
	movq %rax, 600(%rsp)
	movq 1576(%rsp), %rax
	movq %rax, 608(%rsp)
	movq 1768(%rsp), %rax
	movq %rax, 616(%rsp)
	movq 1264(%rsp), %rdx
	movq 1272(%rsp), %rsi
	cmpq $1, %r11
	jne .LBB_593
	cmpq %r13, 1512(%rsp)
	movq 1016(%rsp), %r8
	ja .LBB_908
	addq 1024(%rsp), %rcx
	movl $112, %edi
	movq $-1, %rax
.LBB_582:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_957
	movupd -112(%rcx,%rdi), %xmm0
	movupd -96(%rcx,%rdi), %xmm1
	movupd -80(%rcx,%rdi), %xmm2
	movupd -64(%rcx,%rdi), %xmm3
	xorpd %xmm8, %xmm8
	addpd %xmm8, %xmm0
	addpd %xmm8, %xmm1
	addpd %xmm8, %xmm2
	addpd %xmm8, %xmm3
	movupd -48(%rcx,%rdi), %xmm4
	addpd %xmm8, %xmm4
	movupd -32(%rcx,%rdi), %xmm5
	addpd %xmm8, %xmm5
	movupd -16(%rcx,%rdi), %xmm6
	addpd %xmm8, %xmm6
	movupd (%rcx,%rdi), %xmm7
	addpd %xmm8, %xmm7
	movupd %xmm0, -112(%rdx,%rdi)
	movupd %xmm1, -96(%rdx,%rdi)
	movupd %xmm2, -80(%rdx,%rdi)
	movupd %xmm3, -64(%rdx,%rdi)
	movupd %xmm4, -48(%rdx,%rdi)
	movupd %xmm5, -32(%rdx,%rdi)
	movupd %xmm6, -16(%rdx,%rdi)
	movupd %xmm7, (%rdx,%rdi)
	addq $128, %rdi
	cmpq $131312, %rdi
	jne .LBB_582
.LBB_584:
	movq 1696(%rsp), %r13
	cmpq %r13, 728(%rsp)
	jae .LBB_996
	movq 1688(%rsp), %rax
	movq 1776(%rsp), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rbx
	movq 632(%rsp), %rax
	movq 1176(%rsp), %rcx
	movq %rcx, 128(%rsp)
	movq %rax, 600(%rsp)
	leaq 1800(%rsp), %rax
	movq %rax, 144(%rsp)
	movq %r8, 152(%rsp)
	leaq 2120(%rsp), %rax
	movq %rax, 304(%rsp)
	movq %rdx, 32(%rsp)
	movq %rdx, 312(%rsp)
	movq %rbx, 320(%rsp)
	leaq 752(%rsp), %rdi
	leaq 304(%rsp), %rsi
	callq core::array::try_from_fn
	movups 848(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movups 832(%rsp), %xmm0
	movaps %xmm0, 384(%rsp)
	movups 816(%rsp), %xmm0
	movaps %xmm0, 368(%rsp)
	movups 752(%rsp), %xmm0
	movupd 768(%rsp), %xmm1
	movdqu 784(%rsp), %xmm2
	movdqu 800(%rsp), %xmm3
	movdqa %xmm3, 352(%rsp)
	movdqa %xmm2, 336(%rsp)
	movapd %xmm1, 320(%rsp)
	movaps %xmm0, 304(%rsp)
	movups 864(%rsp), %xmm0
	movaps %xmm0, 416(%rsp)
	movsd 304(%rsp), %xmm0
	movq 1248(%rsp), %rax
	movq 1272(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	maxsd .LCPI_7(%rip), %xmm0
	shlq $4, %rax
	movq 1312(%rsp), %r11
	movq 1320(%rsp), %rcx
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	movq %rbx, 528(%rsp)
	je .LBB_599
	movsd 312(%rsp), %xmm1
	maxsd %xmm0, %xmm1
	movsd 320(%rsp), %xmm0
	maxsd %xmm1, %xmm0
	movsd 328(%rsp), %xmm1
	maxsd %xmm0, %xmm1
	movsd 336(%rsp), %xmm2
	maxsd %xmm1, %xmm2
	movsd 344(%rsp), %xmm0
	maxsd %xmm2, %xmm0
	movsd 352(%rsp), %xmm1
	movsd 360(%rsp), %xmm2
	movapd %xmm1, %xmm3
	maxsd %xmm0, %xmm3
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm4
	andnpd %xmm3, %xmm4
	andpd %xmm1, %xmm0
	orpd %xmm4, %xmm0
	movapd %xmm2, %xmm1
	maxsd %xmm0, %xmm1
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm3
	andnpd %xmm1, %xmm3
	andpd %xmm2, %xmm0
	orpd %xmm3, %xmm0
	movsd 368(%rsp), %xmm1
	movsd 376(%rsp), %xmm2
	movapd %xmm1, %xmm3
	maxsd %xmm0, %xmm3
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm4
	andnpd %xmm3, %xmm4
	andpd %xmm1, %xmm0
	orpd %xmm4, %xmm0
	movapd %xmm2, %xmm1
	maxsd %xmm0, %xmm1
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm3
	andnpd %xmm1, %xmm3
	andpd %xmm2, %xmm0
	orpd %xmm3, %xmm0
	movsd 384(%rsp), %xmm1
	movsd 392(%rsp), %xmm2
	movapd %xmm1, %xmm3
	maxsd %xmm0, %xmm3
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm4
	andnpd %xmm3, %xmm4
	andpd %xmm1, %xmm0
	orpd %xmm4, %xmm0
	movapd %xmm2, %xmm1
	maxsd %xmm0, %xmm1
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm3
	andnpd %xmm1, %xmm3
	andpd %xmm2, %xmm0
	orpd %xmm3, %xmm0
	movsd 400(%rsp), %xmm1
	movsd 408(%rsp), %xmm2
	movapd %xmm1, %xmm3
	maxsd %xmm0, %xmm3
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm4
	andnpd %xmm3, %xmm4
	andpd %xmm1, %xmm0
	orpd %xmm4, %xmm0
	movapd %xmm2, %xmm1
	maxsd %xmm0, %xmm1
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm3
	andnpd %xmm1, %xmm3
	andpd %xmm2, %xmm0
	orpd %xmm3, %xmm0
	movsd 416(%rsp), %xmm1
	movsd 424(%rsp), %xmm2
	movapd %xmm1, %xmm3
	maxsd %xmm0, %xmm3
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm4
	andnpd %xmm3, %xmm4
	andpd %xmm1, %xmm0
	orpd %xmm4, %xmm0
	movapd %xmm2, %xmm1
	maxsd %xmm0, %xmm1
	cmpunordsd %xmm0, %xmm0
	movapd %xmm0, %xmm3
	andnpd %xmm1, %xmm3
	andpd %xmm2, %xmm0
	orpd %xmm3, %xmm0
	movq 1240(%rsp), %rcx
	movq 1264(%rsp), %rdx
	cmpq $4, %rax
	jae .LBB_600
.LBB_588:
	xorl %esi, %esi
.LBB_589:
	movq %rsi, %rdi
	orq $1, %rdi
	testb $1, %al
	je .LBB_591
	movsd (%rdx,%rsi,8), %xmm1
	subsd (%rcx,%rsi,8), %xmm1
	andpd .LCPI_8(%rip), %xmm1
	ucomisd %xmm1, %xmm0
	setae (%r11,%rsi)
	movq %rdi, %rsi
.LBB_591:
	cmpq %rdi, %rax
	movapd .LCPI_8(%rip), %xmm2
	je .LBB_605
.LBB_592:
	movsd (%rdx,%rsi,8), %xmm1
	subsd (%rcx,%rsi,8), %xmm1
	andpd %xmm2, %xmm1
	ucomisd %xmm1, %xmm0
	setae (%r11,%rsi)
	movsd 8(%rdx,%rsi,8), %xmm1
	subsd 8(%rcx,%rsi,8), %xmm1
	andpd %xmm2, %xmm1
	ucomisd %xmm1, %xmm0
	setae 1(%r11,%rsi)
	addq $2, %rsi
	cmpq %rsi, %rax
	jne .LBB_592
	jmp .LBB_605
.LBB_593:
	leaq 1(%r11), %rax
	imulq %r11, %rax
	movq %rax, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 144(%rsp)
	movq %rdi, %rbx
	subq %r11, %rbx
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r13, 72(%rsp)
	movq 88(%rsp), %r10
	jae .LBB_912
	cmpq %r11, %rdi
	jb .LBB_913
	testq %r11, %r11
	movapd %xmm1, 640(%rsp)
	je .LBB_657
	shlq $7, %rdi
	addq %rcx, %rdi
	shlq $7, %rbx
	addq %rcx, %rbx
	movapd 144(%rsp), %xmm3
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm7
	movapd 400(%rsp), %xmm5
	movapd 416(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm6, %xmm6
	movhpd 232(%rsp), %xmm6
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %r8d
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_597:
	xorps %xmm0, %xmm0
	cvtsi2sd %r8, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm7
	mulpd %xmm0, %xmm1
	movapd 48(%rsp), %xmm4
	addpd %xmm1, %xmm4
	movapd %xmm4, 48(%rsp)
	movupd 32(%rbx), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm11
	movupd 48(%rbx), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rbx), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 80(%rbx), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 96(%rbx), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	movapd %xmm5, %xmm4
	movapd (%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, (%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm2, %xmm5
	movapd %xmm8, %xmm2
	movapd %xmm6, %xmm8
	movapd 32(%rsp), %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, 32(%rsp)
	movapd %xmm8, %xmm6
	movapd %xmm2, %xmm8
	movapd %xmm5, %xmm2
	movapd %xmm4, %xmm5
	addpd %xmm1, %xmm9
	subq $-128, %rbx
	incq %r8
	cmpq %rdi, %rbx
	jne .LBB_597
	movapd %xmm3, %xmm0
	movapd %xmm3, 144(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 48(%rsp), %xmm3
	movapd %xmm3, 160(%rsp)
	movapd %xmm7, 320(%rsp)
	movapd %xmm11, 176(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 192(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm2, 208(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm6, 224(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd (%rsp), %xmm10
	movapd %xmm10, 240(%rsp)
	movapd %xmm5, 400(%rsp)
	movapd 32(%rsp), %xmm4
	movapd %xmm4, 256(%rsp)
	movapd %xmm9, 416(%rsp)
	movapd 640(%rsp), %xmm1
	movapd %xmm3, %xmm9
	movapd %xmm6, %xmm7
	movapd %xmm2, %xmm3
	jmp .LBB_658
.LBB_599:
	movq %r11, 96(%rsp)
	jmp .LBB_606
.LBB_600:
	leaq (%r11,%rax), %rsi
	leaq (%rdx,%rax,8), %rdi
	leaq (%rcx,%rax,8), %r8
	cmpq %rdi, %r11
	setb %r9b
	cmpq %rsi, %rdx
	setb %r10b
	cmpq %r8, %r11
	setb %dil
	cmpq %rsi, %rcx
	setb %r8b
	testb %r10b, %r9b
	jne .LBB_588
	movl $0, %esi
	andb %r8b, %dil
	jne .LBB_589
	movabsq $9223372036854775800, %rsi
	addq $4, %rsi
	andq %rax, %rsi
	movapd %xmm0, %xmm1
	unpcklpd %xmm0, %xmm1
	xorl %edi, %edi
	movapd .LCPI_8(%rip), %xmm5
	movdqa .LCPI_9(%rip), %xmm6
.LBB_603:
	movupd (%rdx,%rdi,8), %xmm3
	movupd 16(%rdx,%rdi,8), %xmm2
	movupd (%rcx,%rdi,8), %xmm4
	subpd %xmm4, %xmm3
	movupd 16(%rcx,%rdi,8), %xmm4
	subpd %xmm4, %xmm2
	andpd %xmm5, %xmm3
	andpd %xmm5, %xmm2
	cmplepd %xmm1, %xmm3
	packssdw %xmm3, %xmm3
	packssdw %xmm3, %xmm3
	packsswb %xmm3, %xmm3
	pand %xmm6, %xmm3
	cmplepd %xmm1, %xmm2
	packssdw %xmm2, %xmm2
	packssdw %xmm2, %xmm2
	packsswb %xmm2, %xmm2
	pand %xmm6, %xmm2
	movd %xmm3, %r8d
	movw %r8w, (%r11,%rdi)
	movd %xmm2, %r8d
	movw %r8w, 2(%r11,%rdi)
	addq $4, %rdi
	cmpq %rdi, %rsi
	jne .LBB_603
	cmpq %rsi, %rax
	jne .LBB_589
.LBB_605:
	movq 1312(%rsp), %rax
	movq %rax, 96(%rsp)
	movq 1320(%rsp), %rcx
.LBB_606:
	leaq 1256(%rsp), %rax
	movq %rax, 752(%rsp)
	leaq 1232(%rsp), %rax
	movq %rax, 760(%rsp)
	leaq 304(%rsp), %rax
	movq %rax, 768(%rsp)
	leaq 144(%rsp), %rax
	movq %rax, 776(%rsp)
	leaq 600(%rsp), %rax
	movq %rax, 784(%rsp)
	movq %rcx, 432(%rsp)
	movabsq $9223372036854775800, %rax
	andq %rax, %rcx
	movq %rcx, 288(%rsp)
	movapd .LCPI_8(%rip), %xmm1
	je .LBB_619
	movq $0, 112(%rsp)
	movq 288(%rsp), %rax
	movq 96(%rsp), %r12
	jmp .LBB_609
.LBB_608:
	addq $8, %r12
	movq 48(%rsp), %rax
	addq $-8, %rax
	incq 112(%rsp)
	testq %rax, %rax
	je .LBB_619
.LBB_609:
	movq %rax, 48(%rsp)
	movq (%r12), %r14
	testq %r14, %r14
	je .LBB_608
	movq 112(%rsp), %rax
	leaq (,%rax,8), %r13
	movq %r13, %r15
	shrq $4, %r15
	andl $8, %r13d
	movq %r15, (%rsp)
	jmp .LBB_612
.LBB_611:
	leaq -1(%r14), %rax
	andq %rax, %r14
	movapd .LCPI_8(%rip), %xmm1
	movq (%rsp), %r15
	je .LBB_608
.LBB_612:
	movq 1272(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_920
	movq 1248(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_919
	rep bsfq	%r14, %rbx
	shrl $3, %ebx
	orq %r13, %rbx
	shlq $7, %r15
	movq 1264(%rsp), %rax
	addq %r15, %rax
	leal (,%rbx,8), %ecx
	movsd (%rcx,%rax), %xmm0
	movq 1240(%rsp), %rax
	addq %r15, %rax
	subsd (%rcx,%rax), %xmm0
	andpd %xmm1, %xmm0
	movsd 304(%rsp,%rcx), %xmm1
	ucomisd %xmm0, %xmm1
	jb .LBB_611
	movl %ebx, %edx
	shll $10, %edx
	orq %rbx, %rdx
	movq (%rsp), %rbp
	addq %rbp, %rdx
	addq 600(%rsp), %rdx
	movq 144(%rsp), %rdi
	movq 152(%rsp), %rsi
	callq kernel_sliding::exact::Exact::lines
	movq 1248(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_934
	movq 1240(%rsp), %rax
	addq %r15, %rax
	movsd %xmm0, (%rax,%rbx,8)
	movq 1272(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_933
	addq 1264(%rsp), %r15
	movsd %xmm1, (%r15,%rbx,8)
	jmp .LBB_611
.LBB_619:
	movq 432(%rsp), %r13
	movl %r13d, %ebx
	andl $7, %ebx
	movq 1016(%rsp), %r15
	movq 96(%rsp), %r12
	je .LBB_624
	addq 288(%rsp), %r12
	andq $-8, %r13
	xorl %r14d, %r14d
	jmp .LBB_622
.LBB_621:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_624
.LBB_622:
	cmpb $0, (%r12,%r14)
	je .LBB_621
	leaq (%r14,%r13), %rsi
	leaq 752(%rsp), %rdi
	callq kernel_sliding::blocked::patch::{{closure}}
	jmp .LBB_621
.LBB_624:
	addq $48, %r15
	movq %r15, 1016(%rsp)
	movq 728(%rsp), %rax
	incq %rax
	movq %rax, 496(%rsp)
	movl $1025, %eax
	movq %rax, 448(%rsp)
	movq $0, 96(%rsp)
	movq $0, 480(%rsp)
	xorl %eax, %eax
	jmp .LBB_626
.LBB_625:
	movq 432(%rsp), %rax
	incq %rax
	addq $1025, 448(%rsp)
	addq $-1025, 480(%rsp)
	addq $8, 96(%rsp)
	cmpq $16, %rax
	je .LBB_648
.LBB_626:
	movq %rax, %rbp
	shlq $10, %rbp
	addq %rax, %rbp
	movq 600(%rsp), %rcx
	movq %rcx, %rdx
	addq %rcx, %rbp
	movq %rax, 432(%rsp)
	movsd 304(%rsp,%rax,8), %xmm0
	xorpd %xmm1, %xmm1
	ucomisd %xmm1, %xmm0
	setb %al
	cmpq 128(%rsp), %rbp
	setb %cl
	testb %cl, %al
	je .LBB_625
	leaq 1025(%rbp), %r8
	movq 128(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %rbp
	jae .LBB_625
	movq 480(%rsp), %r14
	subq %rdx, %r14
	addq 448(%rsp), %rdx
	movq %rdx, 288(%rsp)
	movq %r8, 112(%rsp)
	jmp .LBB_630
.LBB_629:
	movq 112(%rsp), %r8
	cmpq %r8, (%rsp)
	movq 48(%rsp), %rbp
	jae .LBB_625
.LBB_630:
	movq 1872(%rsp), %rax
	movq 1880(%rsp), %rsi
	cmpq $1, %rsi
	je .LBB_634
	testq %rsi, %rsi
	je .LBB_943
	movq %rsi, %rcx
	xorl %r13d, %r13d
.LBB_633:
	movq %r13, %rdx
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r13
	cmpq %rbp, (%rax,%r13,8)
	cmovaq %rdx, %r13
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_633
	jmp .LBB_635
.LBB_634:
	xorl %r13d, %r13d
.LBB_635:
	cmpq (%rax,%r13,8), %rbp
	sbbq $-1, %r13
	leaq -1(%r13), %r12
	cmpq %rsi, %r12
	jae .LBB_928
	cmpq %rsi, %r13
	leaq (%rax,%r13,8), %rax
	leaq 1912(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, (%rsp)
	cmovbq %r8, %rax
	movq %rax, 48(%rsp)
	cmpq %rax, %rbp
	jae .LBB_629
	cmpq 528(%rsp), %r12
	jae .LBB_944
	leaq (%r14,%rbp), %rbx
	shlq $7, %rbx
	addq 96(%rsp), %rbx
	movq 128(%rsp), %r15
	movq (%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 288(%rsp), %rax
	cmpq %rax, %r15
	cmovaeq %rax, %r15
	jmp .LBB_641
.LBB_639:
	movq 1264(%rsp), %rax
	movsd %xmm1, (%rax,%rbx)
.LBB_640:
	incq %rbp
	subq $-128, %rbx
	cmpq %rbp, %r15
	je .LBB_629
.LBB_641:
	leaq (%r14,%rbp), %r12
	movq 32(%rsp), %rax
	movsd -8(%rax,%r13,8), %xmm0
	ucomisd .LCPI_10(%rip), %xmm0
	jae .LBB_645
	movq 1272(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_904
	movq 1248(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_905
	movq 1240(%rsp), %rax
	movq 1264(%rsp), %rcx
	movsd (%rcx,%rbx), %xmm1
	subsd (%rax,%rbx), %xmm1
	andpd .LCPI_8(%rip), %xmm1
	ucomisd %xmm1, %xmm0
	jb .LBB_640
.LBB_645:
	movq 144(%rsp), %rdi
	movq 152(%rsp), %rsi
	movq %rbp, %rdx
	callq kernel_sliding::exact::Exact::lines
	movq 1248(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_901
	movq 1240(%rsp), %rax
	movsd %xmm0, (%rax,%rbx)
	movq 1272(%rsp), %rax
	cmpq %rax, %r12
	jb .LBB_639
	jmp .LBB_902
.LBB_648:
	movq 1112(%rsp), %rax
	cmpq %rax, 728(%rsp)
	je .LBB_1018
	movq 632(%rsp), %rax
	movq 1176(%rsp), %rcx
	movq 1248(%rsp), %rdx
	movq 1272(%rsp), %rsi
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	movq 1288(%rsp), %rdi
	movq 1296(%rsp), %r10
	cmpq %r10, %rdx
	cmovaeq %r10, %rdx
	testq %rdx, %rdx
	movdqa .LCPI_13(%rip), %xmm1
	je .LBB_764
	movq 1240(%rsp), %rsi
	movq 1264(%rsp), %r8
	shlq $4, %rdx
	cmpq $1, %rdx
	movq %rdx, %r10
	adcq $0, %r10
	testq %rdx, %rdx
	je .LBB_758
	leaq (%rdi,%r10), %r9
	leaq (%r8,%r10,8), %r11
	leaq (%rsi,%r10,8), %rbx
	cmpq %r11, %rdi
	setb %bpl
	cmpq %r9, %r8
	setb %r14b
	cmpq %rbx, %rdi
	setb %r11b
	cmpq %r9, %rsi
	setb %bl
	testb %r14b, %bpl
	jne .LBB_758
	movl $0, %r9d
	andb %bl, %r11b
	jne .LBB_759
	movq %r10, %r9
	andq $-16, %r9
	xorl %r11d, %r11d
.LBB_654:
	movupd (%r8,%r11,8), %xmm1
	movdqu 16(%r8,%r11,8), %xmm0
	movupd (%rsi,%r11,8), %xmm2
	movupd 16(%rsi,%r11,8), %xmm3
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
	movd %xmm1, %ebx
	movw %bx, (%rdi,%r11)
	movd %xmm0, %ebx
	movw %bx, 2(%rdi,%r11)
	addq $4, %r11
	cmpq %r11, %r9
	jne .LBB_654
	cmpq %r9, %rdx
	jne .LBB_759
	jmp .LBB_763
.LBB_758:
	xorl %r9d, %r9d
.LBB_759:
	movq %r9, %r11
	orq $1, %r11
	testb $1, %r10b
	je .LBB_761
	movsd (%r8,%r9,8), %xmm0
	movsd (%rsi,%r9,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %bl
	ucomisd %xmm0, %xmm1
	seta %bpl
	subb %bpl, %bl
	movb %bl, (%rdi,%r9)
	movq %r11, %r9
.LBB_761:
	cmpq %r11, %r10
	je .LBB_763
.LBB_762:
	movsd (%r8,%r9,8), %xmm0
	movsd (%rsi,%r9,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %r10b
	ucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, (%rdi,%r9)
	movsd 8(%r8,%r9,8), %xmm0
	movsd 8(%rsi,%r9,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %r10b
	ucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, 1(%rdi,%r9)
	addq $2, %r9
	cmpq %r9, %rdx
	jne .LBB_762
.LBB_763:
	movq 1288(%rsp), %rdi
	movq 1296(%rsp), %r10
	movdqa .LCPI_13(%rip), %xmm1
.LBB_764:
	testq %r10, %r10
	je .LBB_1007
	cmpq $0, 1320(%rsp)
	je .LBB_1006
	movq 728(%rsp), %rdx
	leaq (%rdx,%rdx,4), %rdx
	movq 1504(%rsp), %rsi
	leaq (%rsi,%rdx,8), %rdx
	movzbl 32(%rdx), %esi
	movq 1312(%rsp), %r8
	xorb (%rdi), %sil
	cmpb $-2, %sil
	sete (%r8)
	movq 1296(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $2, %rsi
	jb .LBB_1003
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 1(%rsi), %r9d
	xorb 16384(%rsi), %r9b
	cmpb $-2, %r9b
	sete 1(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $3, %rsi
	jb .LBB_1009
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 2(%rsi), %r9d
	xorb 16385(%rsi), %r9b
	cmpb $-2, %r9b
	sete 2(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $4, %rsi
	jb .LBB_997
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 3(%rsi), %r9d
	xorb 16386(%rsi), %r9b
	cmpb $-2, %r9b
	sete 3(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $5, %rsi
	jb .LBB_998
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 4(%rsi), %r9d
	xorb 16387(%rsi), %r9b
	cmpb $-2, %r9b
	sete 4(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $6, %rsi
	jb .LBB_1013
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 5(%rsi), %r9d
	xorb 16388(%rsi), %r9b
	cmpb $-2, %r9b
	sete 5(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $7, %rsi
	jb .LBB_1001
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 6(%rsi), %r9d
	xorb 16389(%rsi), %r9b
	cmpb $-2, %r9b
	sete 6(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $8, %rsi
	jb .LBB_1011
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 7(%rsi), %r9d
	xorb 16390(%rsi), %r9b
	cmpb $-2, %r9b
	sete 7(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $9, %rsi
	jb .LBB_1002
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 8(%rsi), %r9d
	xorb 16391(%rsi), %r9b
	cmpb $-2, %r9b
	sete 8(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $10, %rsi
	jb .LBB_1005
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 9(%rsi), %r9d
	xorb 16392(%rsi), %r9b
	cmpb $-2, %r9b
	sete 9(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $11, %rsi
	jb .LBB_1004
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 10(%rsi), %r9d
	xorb 16393(%rsi), %r9b
	cmpb $-2, %r9b
	sete 10(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $12, %rsi
	jb .LBB_1008
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 11(%rsi), %r9d
	xorb 16394(%rsi), %r9b
	cmpb $-2, %r9b
	sete 11(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $13, %rsi
	jb .LBB_1000
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 12(%rsi), %r9d
	xorb 16395(%rsi), %r9b
	cmpb $-2, %r9b
	sete 12(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $14, %rsi
	jb .LBB_1012
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 13(%rsi), %r9d
	xorb 16396(%rsi), %r9b
	cmpb $-2, %r9b
	sete 13(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $15, %rsi
	jb .LBB_1010
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 14(%rsi), %r9d
	xorb 16397(%rsi), %r9b
	cmpb $-2, %r9b
	sete 14(%r8)
	movq 1296(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_968
	movq 1320(%rsp), %rsi
	cmpq $16, %rsi
	jb .LBB_999
	movq 1288(%rsp), %rsi
	movq 1312(%rsp), %r8
	movzbl 15(%rsi), %r9d
	xorb 16398(%rsi), %r9b
	cmpb $-2, %r9b
	sete 15(%r8)
	movq 1320(%rsp), %r13
	cmpq $16, %r13
	jb .LBB_915
	shlq $4, %r10
	movq 1312(%rsp), %r8
	addq $-16, %r10
	leaq -16(%r13), %rsi
	cmpq %rsi, %r10
	cmovaeq %rsi, %r10
	testq %r10, %r10
	je .LBB_818
	leaq 16(%r8), %r9
	cmpq $4, %r10
	jb .LBB_799
	leaq (%rdi,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %r9
	jae .LBB_803
	leaq (%r8,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %rdi
	jae .LBB_803
.LBB_799:
	xorl %esi, %esi
.LBB_813:
	movq %rsi, %r11
	orq $1, %r11
	testb $1, %r10b
	je .LBB_815
	movzbl (%rdi,%rsi), %ebx
	xorb 16(%rdi,%rsi), %bl
	cmpb $-2, %bl
	sete (%r9,%rsi)
	movq %r11, %rsi
.LBB_815:
	cmpq %r11, %r10
	je .LBB_817
.LBB_816:
	movzbl (%rdi,%rsi), %r9d
	xorb 16(%rdi,%rsi), %r9b
	cmpb $-2, %r9b
	sete 16(%r8,%rsi)
	movzbl 1(%rdi,%rsi), %r9d
	xorb 17(%rdi,%rsi), %r9b
	cmpb $-2, %r9b
	sete 17(%r8,%rsi)
	addq $2, %rsi
	cmpq %rsi, %r10
	jne .LBB_816
.LBB_817:
	movq 1312(%rsp), %r8
	movq 1320(%rsp), %r13
.LBB_818:
	leaq 1352(%rsp), %rsi
	pxor %xmm0, %xmm0
	movdqu %xmm0, 112(%rsi)
	movdqu %xmm0, 96(%rsi)
	movdqu %xmm0, 80(%rsi)
	movdqu %xmm0, 64(%rsi)
	movdqu %xmm0, 48(%rsi)
	movdqu %xmm0, 32(%rsi)
	movdqu %xmm0, 16(%rsi)
	movdqu %xmm0, (%rsi)
	movq %r13, %rdi
	movabsq $9223372036854775800, %rsi
	andq %rsi, %rdi
	movsd .LCPI_1(%rip), %xmm1
	je .LBB_826
	xorl %r9d, %r9d
	movq %rdi, %r10
	movq %r8, %r11
	jmp .LBB_821
.LBB_820:
	addq $8, %r11
	addq $-8, %r10
	incq %r9
	testq %r10, %r10
	je .LBB_826
.LBB_821:
	movq (%r11), %rbx
	testq %rbx, %rbx
	je .LBB_820
	leal (,%r9,8), %r14d
	andl $8, %r14d
	movl %r9d, %ebp
	shrl %ebp
.LBB_823:
	rep bsfq	%rbx, %r15
	shrl $3, %r15d
	orq %r14, %r15
	movq 1344(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_923
	movq 1352(%rsp,%r15,8), %r12
	cmpq $1024, %r12
	ja .LBB_921
	leaq -1(%rbx), %rsi
	andq %rsi, %rbx
	movl %r15d, %esi
	shll $11, %esi
	leal (%rsi,%r15,2), %esi
	addq 1336(%rsp), %rsi
	movw %bp, (%rsi,%r12,2)
	incq 1352(%rsp,%r15,8)
	testq %rbx, %rbx
	jne .LBB_823
	jmp .LBB_820
.LBB_826:
	movl %r13d, %r9d
	andl $7, %r9d
	movq 1128(%rsp), %rbp
	je .LBB_861
	cmpb $0, (%r8,%rdi)
	je .LBB_831
	movl %r13d, %r10d
	andl $8, %r10d
	movq 1344(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1020
	movq 1352(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1021
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1336(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1352(%rsp,%r10,8)
.LBB_831:
	cmpl $1, %r9d
	je .LBB_861
	cmpb $0, 1(%r8,%rdi)
	je .LBB_836
	movl %r13d, %r10d
	andl $8, %r10d
	incq %r10
	movq 1344(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1020
	movq 1352(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1021
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1336(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1352(%rsp,%r10,8)
.LBB_836:
	cmpl $2, %r9d
	je .LBB_861
	cmpb $0, 2(%r8,%rdi)
	je .LBB_841
	movl %r13d, %r10d
	andl $8, %r10d
	orq $2, %r10
	movq 1344(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1020
	movq 1352(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1021
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1336(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1352(%rsp,%r10,8)
.LBB_841:
	cmpl $3, %r9d
	je .LBB_861
	cmpb $0, 3(%r8,%rdi)
	je .LBB_846
	movl %r13d, %r10d
	andl $8, %r10d
	orq $3, %r10
	movq 1344(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1020
	movq 1352(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1021
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1336(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1352(%rsp,%r10,8)
.LBB_846:
	cmpl $4, %r9d
	je .LBB_861
	cmpb $0, 4(%r8,%rdi)
	je .LBB_851
	movl %r13d, %r10d
	andl $8, %r10d
	orq $4, %r10
	movq 1344(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1020
	movq 1352(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1021
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1336(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1352(%rsp,%r10,8)
.LBB_851:
	cmpl $5, %r9d
	je .LBB_861
	cmpb $0, 5(%r8,%rdi)
	je .LBB_856
	movl %r13d, %r10d
	andl $8, %r10d
	orq $5, %r10
	movq 1344(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1020
	movq 1352(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1021
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1336(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1352(%rsp,%r10,8)
.LBB_856:
	cmpl $6, %r9d
	je .LBB_861
	cmpb $0, 6(%r8,%rdi)
	je .LBB_861
	movl %r13d, %edi
	andl $8, %edi
	orq $6, %rdi
	movq 1344(%rsp), %rsi
	cmpq %rsi, %rdi
	jae .LBB_1030
	movq 1352(%rsp,%rdi,8), %r8
	cmpq $1024, %r8
	ja .LBB_1031
	movl %edi, %esi
	shll $11, %esi
	leal (%rsi,%rdi,2), %esi
	addq 1336(%rsp), %rsi
	shrl $4, %r13d
	movw %r13w, (%rsi,%r8,2)
	incq 1352(%rsp,%rdi,8)
.LBB_861:
	movq 1336(%rsp), %rdi
	movq 1344(%rsp), %rsi
	xorl %r8d, %r8d
	movq %rsi, (%rsp)
	jmp .LBB_863
.LBB_862:
	incq %r8
	addq $2050, %rdi
	cmpq $16, %r8
	movq (%rsp), %rsi
	je .LBB_876
.LBB_863:
	cmpq %rsi, %r8
	je .LBB_952
	movq 1352(%rsp,%r8,8), %r13
	cmpq $1025, %r13
	ja .LBB_893
	testq %r13, %r13
	je .LBB_862
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	addq %rax, %r9
	addq %r13, %r13
	movq 1296(%rsp), %rsi
	movq 1288(%rsp), %r10
	addq %r8, %r10
	xorl %r11d, %r11d
	jmp .LBB_868
.LBB_867:
	addq $2, %r11
	cmpq %r11, %r13
	je .LBB_862
.LBB_868:
	movzwl (%rdi,%r11), %r14d
	leaq (%r9,%r14), %rbx
	cmpq %rcx, %rbx
	jae .LBB_862
	cmpq %r14, %rsi
	jbe .LBB_927
	shll $4, %r14d
	movsbq (%r10,%r14), %r14
	movq (%rdx), %r15
	cmpq %r14, %r15
	je .LBB_867
	testq %r15, %r15
	je .LBB_874
	cmpq %rbp, %rbx
	jae .LBB_946
	movq 1480(%rsp), %r12
	movsd (%r12,%rbx,8), %xmm0
	movsd 8(%rdx), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %r15, %xmm2
	subsd %xmm1, %xmm0
	mulsd %xmm2, %xmm0
	divsd %xmm1, %xmm0
	addsd .LCPI_5(%rip), %xmm0
	mulsd .LCPI_15(%rip), %xmm0
	addsd .LCPI_7(%rip), %xmm0
	mulsd .LCPI_16(%rip), %xmm0
	addsd 16(%rdx), %xmm0
	movsd %xmm0, 16(%rdx)
	incq 24(%rdx)
	movsd .LCPI_1(%rip), %xmm1
.LBB_874:
	movq %r14, (%rdx)
	cmpq %rbp, %rbx
	jae .LBB_940
	movq 1480(%rsp), %r14
	movq (%r14,%rbx,8), %xmm0
	movq %xmm0, 8(%rdx)
	jmp .LBB_867
.LBB_876:
	movq 1296(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_1019
	movq 1288(%rsp), %rax
	movzbl 16399(%rax), %eax
	movb %al, 32(%rdx)
	movq 496(%rsp), %rax
	movq %rax, 728(%rsp)
	movq 1016(%rsp), %r10
	cmpq 1624(%rsp), %r10
	jne .LBB_114
	jmp .LBB_878
.LBB_657:
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm7, %xmm7
	xorpd %xmm10, %xmm10
	xorpd %xmm4, %xmm4
.LBB_658:
	testq %rsi, %rsi
	movq 72(%rsp), %r9
	je .LBB_994
	movapd %xmm0, %xmm2
	movapd %xmm1, %xmm0
	unpcklpd %xmm1, %xmm0
	divpd %xmm0, %xmm4
	divpd %xmm0, %xmm10
	divpd %xmm0, %xmm7
	divpd %xmm0, %xmm3
	divpd %xmm0, %xmm8
	divpd %xmm0, %xmm11
	divpd %xmm0, %xmm9
	divpd %xmm0, %xmm2
	movupd %xmm2, (%rdx)
	movupd %xmm9, 16(%rdx)
	movupd %xmm11, 32(%rdx)
	movupd %xmm8, 48(%rdx)
	movupd %xmm3, 64(%rdx)
	movupd %xmm7, 80(%rdx)
	movupd %xmm10, 96(%rdx)
	movupd %xmm4, 112(%rdx)
	movq 1144(%rsp), %rdi
	movb %dil, 1040(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	movsd .LCPI_5(%rip), %xmm0
	testq %rdi, %rdi
	leaq 608(%rsp), %rax
	cmovneq %rax, %rdi
	movq %rdi, 1144(%rsp)
	divsd %xmm1, %xmm0
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 656(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 672(%rsp)
	subq %r11, %r9
	movq %r11, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 704(%rsp)
	movl $1, %r15d
	xorl %edi, %edi
	movq %r13, 528(%rsp)
	movq %r9, 1072(%rsp)
.LBB_660:
	movq %r15, %r12
	cmpq %r10, %rdi
	jae .LBB_665
	movq %rdi, %rax
	shlq $4, %rax
	addq 472(%rsp), %rax
.LBB_662:
	movq (%rax), %r15
	cmpq %r12, %r15
	jae .LBB_666
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r10
	jne .LBB_662
	movq %r10, %rdi
	xorl %eax, %eax
	jmp .LBB_667
.LBB_665:
	xorl %eax, %eax
	jmp .LBB_667
.LBB_666:
	movl $1, %eax
.LBB_667:
	cmpq %r12, 1576(%rsp)
	setae %r10b
	andb 1040(%rsp), %r10b
	testq %rax, %rax
	jne .LBB_669
	movl $1025, %r14d
	testb %r10b, %r10b
	je .LBB_675
.LBB_669:
	movl $2, %ebx
	subq %rax, %rbx
	testb %al, %al
	movq 1576(%rsp), %r11
	movq %r11, %r8
	cmovneq %r15, %r8
	movzbl %r10b, %r10d
	movq %rbx, 752(%rsp)
	movq $2, 760(%rsp)
	movq %rax, 768(%rsp)
	movq %r15, 776(%rsp)
	movq %r10, 784(%rsp)
	movq %r11, 792(%rsp)
	testq %rax, %rax
	je .LBB_672
	jne .LBB_673
	movq 736(%rsp), %r11
	testq %rax, %rax
	jne .LBB_674
	jmp .LBB_703
.LBB_672:
	movq %r8, %r14
	movq 736(%rsp), %r11
	jmp .LBB_674
.LBB_673:
	movq %rax, %r10
	xorq $3, %r10
	shll $4, %ebx
	leaq 768(%rsp), %r11
	movq 8(%r11,%rbx), %r14
	cmpq %r14, %r8
	cmovbq %r8, %r14
	cmpb $0, (%r11,%rbx)
	cmoveq %r8, %r14
	movq %r14, %r8
	movq %r10, %rbx
	movq 736(%rsp), %r11
	testq %rax, %rax
	je .LBB_703
.LBB_674:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_675:
	movapd 144(%rsp), %xmm7
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 304(%rsp), %xmm2
	movapd 320(%rsp), %xmm1
	movapd 336(%rsp), %xmm11
	movapd 352(%rsp), %xmm15
	movapd 208(%rsp), %xmm0
	movapd %xmm0, 112(%rsp)
	movapd 368(%rsp), %xmm5
	movapd 224(%rsp), %xmm8
	movapd 384(%rsp), %xmm3
	movapd 240(%rsp), %xmm9
	movapd 400(%rsp), %xmm4
	movapd 256(%rsp), %xmm6
	movapd 416(%rsp), %xmm10
	cmpq %r14, %r12
	jae .LBB_681
	movq %r12, %r15
	movapd %xmm15, 480(%rsp)
	movapd %xmm11, 448(%rsp)
	movapd %xmm1, 432(%rsp)
	movapd %xmm2, 288(%rsp)
	movq %r12, %rax
	shlq $7, %rax
	leaq 112(%rdx), %r8
	leaq (%r8,%rax), %rbx
	addq 1024(%rsp), %rax
	leaq (%r9,%r12), %rbp
	shlq $7, %rbp
	leaq 112(%rcx), %r8
.LBB_677:
	movq 72(%rsp), %r10
	leaq (%r10,%r15), %r12
	cmpq %r13, %r12
	jae .LBB_987
	leaq (%r9,%r15), %r12
	cmpq %r13, %r12
	jae .LBB_931
	movapd %xmm7, 128(%rsp)
	cmpq %rsi, %r15
	jae .LBB_945
	incq %r15
	movupd (%r8,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm10, %xmm2
	movupd (%r8,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 96(%rsp)
	movapd 656(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm6
	subpd %xmm10, %xmm6
	movupd -16(%r8,%rax), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm4, %xmm12
	movupd -16(%r8,%rbp), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm9, 496(%rsp)
	movupd -32(%r8,%rax), %xmm0
	movapd %xmm0, %xmm13
	addpd %xmm3, %xmm13
	movupd -32(%r8,%rbp), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	subpd %xmm3, %xmm8
	movupd -48(%r8,%rax), %xmm0
	movapd %xmm0, %xmm14
	addpd %xmm5, %xmm14
	movupd -48(%r8,%rbp), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 112(%rsp), %xmm11
	addpd %xmm0, %xmm11
	subpd %xmm5, %xmm11
	movupd -112(%r8,%rax), %xmm3
	movupd -96(%r8,%rax), %xmm2
	movupd -80(%r8,%rax), %xmm1
	movupd -64(%r8,%rax), %xmm0
	movapd %xmm0, %xmm15
	movapd 480(%rsp), %xmm5
	addpd %xmm5, %xmm15
	movups -112(%r8,%rbp), %xmm9
	movaps %xmm9, 112(%rsp)
	movups -96(%r8,%rbp), %xmm9
	movaps %xmm9, 560(%rsp)
	movapd %xmm8, %xmm10
	movapd %xmm6, %xmm8
	movupd -64(%r8,%rbp), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r8,%rbp), %xmm6
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm5, %xmm9
	movapd %xmm1, %xmm0
	movapd 448(%rsp), %xmm5
	addpd %xmm5, %xmm0
	subpd %xmm6, %xmm0
	movapd %xmm8, %xmm6
	movapd %xmm10, %xmm8
	mulpd %xmm7, %xmm1
	movapd (%rsp), %xmm10
	addpd %xmm1, %xmm10
	subpd %xmm5, %xmm10
	movapd %xmm2, %xmm1
	movapd 432(%rsp), %xmm4
	addpd %xmm4, %xmm1
	subpd 560(%rsp), %xmm1
	mulpd %xmm7, %xmm2
	movapd 48(%rsp), %xmm5
	addpd %xmm2, %xmm5
	subpd %xmm4, %xmm5
	movapd %xmm3, %xmm2
	movapd 288(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 112(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 128(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 672(%rsp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movupd %xmm3, -112(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm5, 48(%rsp)
	mulpd %xmm5, %xmm3
	movupd %xmm3, -96(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm10, (%rsp)
	mulpd %xmm10, %xmm3
	movupd %xmm3, -80(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm9, 32(%rsp)
	mulpd %xmm9, %xmm3
	movapd 496(%rsp), %xmm9
	movupd %xmm3, -64(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm11, 112(%rsp)
	mulpd %xmm11, %xmm3
	movapd 96(%rsp), %xmm11
	movupd %xmm3, -48(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movupd %xmm3, -32(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm6, %xmm3
	movupd %xmm3, (%rbx)
	subq $-128, %rbx
	subq $-128, %r8
	movapd %xmm2, 288(%rsp)
	movapd %xmm1, 432(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm15, 480(%rsp)
	movapd %xmm14, %xmm5
	movapd %xmm13, %xmm3
	movapd %xmm12, %xmm4
	movapd %xmm11, %xmm10
	cmpq %r15, %r14
	jne .LBB_677
	jmp .LBB_682
.LBB_681:
	movapd %xmm11, %xmm0
	movapd %xmm5, %xmm14
	movapd %xmm3, %xmm13
	movapd %xmm4, %xmm12
	movapd %xmm10, %xmm11
.LBB_682:
	movapd %xmm7, 144(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 160(%rsp)
	movaps (%rsp), %xmm3
	movaps %xmm3, 176(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 192(%rsp)
	movapd 112(%rsp), %xmm3
	movapd %xmm3, 208(%rsp)
	movapd %xmm8, 224(%rsp)
	movapd %xmm9, 240(%rsp)
	movapd %xmm6, 256(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r14
	movq 88(%rsp), %r15
	movq 1016(%rsp), %r8
	ja .LBB_584
	movapd %xmm11, 96(%rsp)
	movq 72(%rsp), %rax
	leaq (%r14,%rax), %r8
	cmpq %r13, %r8
	jae .LBB_982
	movapd %xmm6, 288(%rsp)
	movq %r8, %r12
	subq %r11, %r12
	cmpq %r13, %r12
	jae .LBB_931
	movapd %xmm7, %xmm11
	movq %r8, %rbx
	shlq $7, %rbx
	movupd (%rcx,%rbx), %xmm3
	movapd %xmm3, 480(%rsp)
	movapd 656(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm2, %xmm11
	movapd %xmm11, 128(%rsp)
	movapd %xmm11, 144(%rsp)
	movupd 16(%rcx,%rbx), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm1, %xmm4
	movapd %xmm4, 48(%rsp)
	movapd %xmm4, 160(%rsp)
	movupd 32(%rcx,%rbx), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	movapd (%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm4, (%rsp)
	movapd %xmm4, 176(%rsp)
	movupd 48(%rcx,%rbx), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 32(%rsp)
	movapd %xmm4, 192(%rsp)
	movupd 64(%rcx,%rbx), %xmm3
	movapd %xmm3, 560(%rsp)
	mulpd %xmm7, %xmm3
	movapd 112(%rsp), %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm14, %xmm11
	movapd %xmm11, 208(%rsp)
	movupd 80(%rcx,%rbx), %xmm10
	movapd %xmm10, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm8
	subpd %xmm13, %xmm8
	movapd %xmm8, 224(%rsp)
	movupd 96(%rcx,%rbx), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 240(%rsp)
	movupd 112(%rcx,%rbx), %xmm4
	movapd %xmm4, %xmm6
	mulpd %xmm7, %xmm6
	movapd 288(%rsp), %xmm7
	addpd %xmm6, %xmm7
	movapd 480(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %r12
	movapd 96(%rsp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 256(%rsp)
	movupd (%rcx,%r12), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 432(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rcx,%r12), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 448(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 560(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm10
	movupd 80(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm10
	movapd %xmm10, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm6, %xmm4
	movupd 112(%rcx,%r12), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 672(%rsp), %xmm0
	movapd 128(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 752(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	movapd (%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 800(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 816(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 832(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 848(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 864(%rsp)
	cmpq %r15, %rdi
	ja .LBB_899
	leaq 1(%r14), %r15
	movq %rdi, %r12
	shlq $4, %r12
	addq 472(%rsp), %r12
	incq %r8
	movq %r8, %rax
	subq %r11, %r8
	movq %r8, 32(%rsp)
	leaq 128(%rcx), %r8
	addq %r8, %rbx
	xorl %ebp, %ebp
	movq 1144(%rsp), %r13
	movq %r15, %r9
	movapd 640(%rsp), %xmm4
	jmp .LBB_689
.LBB_687:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %r12
	ja .LBB_929
.LBB_688:
	movsd %xmm1, 144(%rsp,%r12,8)
	movsd %xmm0, 304(%rsp,%r12,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 752(%rsp,%r12,8)
	movq %r15, %r13
	movq %r8, %r12
	movq 736(%rsp), %r11
	movq %r9, %r15
.LBB_689:
	testb %bpl, %bpl
	je .LBB_698
	movq %r12, %r8
	movq 88(%rsp), %r10
.LBB_691:
	testq %r13, %r13
	je .LBB_701
	cmpq %r14, (%r13)
	jne .LBB_701
	movb $2, %bpl
	xorl %r15d, %r15d
	movq %r13, %r12
	cmpq %r11, %rax
	jb .LBB_888
.LBB_694:
	movq 8(%r12), %r12
	testq %r11, %r11
	je .LBB_687
	cmpq $15, %r12
	ja .LBB_918
	leaq (%rbx,%r12,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %r11d
	movq 704(%rsp), %r10
	xorpd %xmm1, %xmm1
.LBB_697:
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	movsd (%r13,%r10), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r11
	subq $-128, %r10
	jne .LBB_697
	jmp .LBB_688
.LBB_698:
	movq 1032(%rsp), %r10
	movq %r10, %r8
	cmpq %r10, %r12
	movq 88(%rsp), %r10
	je .LBB_691
	leaq 16(%r12), %r8
	cmpq %r14, (%r12)
	jne .LBB_691
	xorl %ebp, %ebp
	movq %r13, %r15
	cmpq %r11, %rax
	jae .LBB_694
	jmp .LBB_888
.LBB_701:
	cmpq %rsi, %r14
	jae .LBB_971
	movq %r14, %rax
	shlq $7, %rax
	movaps 864(%rsp), %xmm0
	movups %xmm0, 112(%rdx,%rax)
	movaps 848(%rsp), %xmm0
	movups %xmm0, 96(%rdx,%rax)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 80(%rdx,%rax)
	movaps 816(%rsp), %xmm0
	movups %xmm0, 64(%rdx,%rax)
	movapd 752(%rsp), %xmm0
	movapd 768(%rsp), %xmm1
	movapd 784(%rsp), %xmm2
	movapd 800(%rsp), %xmm3
	movupd %xmm3, 48(%rdx,%rax)
	movupd %xmm2, 32(%rdx,%rax)
	movupd %xmm1, 16(%rdx,%rax)
	movupd %xmm0, (%rdx,%rax)
	cmpq $1024, %r14
	movq 1016(%rsp), %r8
	movq 528(%rsp), %r13
	movq 1072(%rsp), %r9
	jne .LBB_660
	jmp .LBB_584
.LBB_703:
	movq %rbx, %rax
	orq $2, %rax
	movzbl 784(%rsp), %ebp
	movq 792(%rsp), %r15
	jmp .LBB_705
.LBB_704:
	testb %bpl, %bpl
	cmovneq %r8, %r14
	movq %r14, %r8
	movq %rax, %rbx
	cmpl $2, %eax
	je .LBB_674
.LBB_705:
	shlq $4, %rbx
	leaq 768(%rsp), %r10
	movq 8(%r10,%rbx), %r14
	cmpq %r14, %r8
	cmovbq %r8, %r14
	cmpb $0, (%r10,%rbx)
	cmoveq %r8, %r14
	movq %r14, %r8
	cmpq %r15, %r14
	jb .LBB_704
	movq %r15, %r8
	jmp .LBB_704
.LBB_803:
	cmpq $32, %r10
	jae .LBB_806
	xorl %esi, %esi
	jmp .LBB_810
.LBB_448:
	xorpd %xmm1, %xmm1
	xorpd %xmm6, %xmm6
	xorpd %xmm4, %xmm4
	xorpd %xmm5, %xmm5
	xorpd %xmm11, %xmm11
	xorpd %xmm7, %xmm7
	xorpd %xmm9, %xmm9
	xorpd %xmm12, %xmm12
.LBB_449:
	cmpq 72(%rsp), %r13
	je .LBB_1027
	movapd %xmm8, %xmm0
	unpcklpd %xmm8, %xmm0
	divpd %xmm0, %xmm12
	divpd %xmm0, %xmm9
	divpd %xmm0, %xmm7
	divpd %xmm0, %xmm11
	divpd %xmm0, %xmm5
	divpd %xmm0, %xmm4
	divpd %xmm0, %xmm6
	divpd %xmm0, %xmm1
	movupd (%r11), %xmm0
	subpd %xmm1, %xmm0
	movupd 16(%r11), %xmm1
	subpd %xmm6, %xmm1
	movupd 32(%r11), %xmm3
	subpd %xmm4, %xmm3
	movupd 48(%r11), %xmm4
	subpd %xmm5, %xmm4
	movupd %xmm0, (%r11)
	movupd %xmm1, 16(%r11)
	movupd %xmm3, 32(%r11)
	movupd %xmm4, 48(%r11)
	movupd 64(%r11), %xmm0
	subpd %xmm11, %xmm0
	movupd %xmm0, 64(%r11)
	movupd 80(%r11), %xmm0
	subpd %xmm7, %xmm0
	movupd %xmm0, 80(%r11)
	movupd 96(%r11), %xmm0
	subpd %xmm9, %xmm0
	movupd %xmm0, 96(%r11)
	movupd 112(%r11), %xmm0
	subpd %xmm12, %xmm0
	movupd %xmm0, 112(%r11)
	movb %dil, 584(%rsp)
	xorps %xmm1, %xmm1
	cvtsi2sd %rax, %xmm1
	movq 608(%rsp), %rcx
	movq %rcx, 528(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm8, %xmm0
	testq %rdi, %rdi
	movq %rax, %rcx
	leaq 608(%rsp), %rax
	cmovneq %rax, %rdi
	movq %rdi, 1056(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 560(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 656(%rsp)
	movq 1544(%rsp), %rax
	movq 1488(%rsp), %rdx
	addq %rdx, %rax
	movq %rax, 624(%rsp)
	movq 64(%rsp), %r9
	subq %rcx, %r9
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 672(%rsp)
	movl $1, %r15d
	xorl %edi, %edi
	movq %r9, 640(%rsp)
.LBB_451:
	cmpq 88(%rsp), %rdi
	jae .LBB_456
	movq %rdi, %rax
	shlq $4, %rax
	addq 472(%rsp), %rax
.LBB_453:
	movq (%rax), %rbx
	cmpq %r15, %rbx
	jae .LBB_457
	incq %rdi
	addq $16, %rax
	cmpq %rdi, 88(%rsp)
	jne .LBB_453
	movq 88(%rsp), %rdi
	xorl %eax, %eax
	jmp .LBB_458
.LBB_456:
	xorl %eax, %eax
	jmp .LBB_458
.LBB_457:
	movl $1, %eax
.LBB_458:
	cmpq %r15, 528(%rsp)
	setae %r8b
	andb 584(%rsp), %r8b
	testq %rax, %rax
	jne .LBB_460
	movl $1025, %r10d
	testb %r8b, %r8b
	je .LBB_466
.LBB_460:
	movl $2, %edx
	subq %rax, %rdx
	testb %al, %al
	movq 528(%rsp), %r9
	movq %r9, %rcx
	cmovneq %rbx, %rcx
	movzbl %r8b, %r8d
	movq %rdx, 752(%rsp)
	movq $2, 760(%rsp)
	movq %rax, 768(%rsp)
	movq %rbx, 776(%rsp)
	movq %r8, 784(%rsp)
	movq %r9, 792(%rsp)
	testq %rax, %rax
	je .LBB_463
	jne .LBB_464
	movq 640(%rsp), %r9
	testq %rax, %rax
	jne .LBB_465
	jmp .LBB_494
.LBB_463:
	movq %rcx, %r10
	movq 640(%rsp), %r9
	jmp .LBB_465
.LBB_464:
	movq %rax, %r8
	xorq $3, %r8
	shll $4, %edx
	leaq 768(%rsp), %rbx
	movq 8(%rbx,%rdx), %r10
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpb $0, (%rbx,%rdx)
	cmoveq %rcx, %r10
	movq %r10, %rcx
	movq %r8, %rdx
	movq 640(%rsp), %r9
	testq %rax, %rax
	je .LBB_494
.LBB_465:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_466:
	movaps 144(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 160(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movapd 304(%rsp), %xmm8
	movapd 320(%rsp), %xmm4
	movapd 336(%rsp), %xmm10
	movapd 352(%rsp), %xmm5
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 368(%rsp), %xmm11
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movapd 384(%rsp), %xmm13
	movapd 240(%rsp), %xmm9
	movapd 400(%rsp), %xmm3
	movapd 256(%rsp), %xmm0
	movapd %xmm0, 128(%rsp)
	movapd 416(%rsp), %xmm6
	cmpq %r10, %r15
	jae .LBB_472
	movapd %xmm13, 448(%rsp)
	movq %r15, %rax
	shlq $7, %rax
	movq 624(%rsp), %rcx
	leaq (%rcx,%rax), %rbx
	addq 1120(%rsp), %rax
	leaq (%r9,%r15), %r14
	shlq $7, %r14
	movq 1152(%rsp), %rdx
	movq 80(%rsp), %r8
.LBB_468:
	movq 64(%rsp), %rcx
	leaq (%rcx,%r15), %r12
	cmpq %r8, %r12
	jae .LBB_986
	leaq (%r9,%r15), %r12
	cmpq %r8, %r12
	jae .LBB_916
	movapd %xmm8, 480(%rsp)
	cmpq %rsi, %r15
	jae .LBB_947
	movapd %xmm11, %xmm2
	movapd %xmm10, %xmm11
	incq %r15
	movupd (%rdx,%rax), %xmm0
	movapd %xmm0, %xmm7
	addpd %xmm6, %xmm7
	movupd (%rdx,%r14), %xmm1
	subpd %xmm1, %xmm7
	movapd %xmm7, 288(%rsp)
	movapd 560(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 128(%rsp), %xmm8
	addpd %xmm0, %xmm8
	subpd %xmm6, %xmm8
	movupd -16(%rdx,%rax), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%rdx,%r14), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 496(%rsp)
	movupd -32(%rdx,%rax), %xmm0
	movapd %xmm0, %xmm13
	movapd 448(%rsp), %xmm3
	addpd %xmm3, %xmm13
	movupd -32(%rdx,%r14), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	movapd 96(%rsp), %xmm10
	addpd %xmm0, %xmm10
	subpd %xmm3, %xmm10
	movupd -48(%rdx,%rax), %xmm0
	movapd %xmm0, %xmm14
	addpd %xmm2, %xmm14
	movupd -48(%rdx,%r14), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 32(%rsp)
	movupd -112(%rdx,%rax), %xmm3
	movupd -96(%rdx,%rax), %xmm2
	movupd -80(%rdx,%rax), %xmm1
	movupd -64(%rdx,%rax), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm5, %xmm15
	movups -112(%rdx,%r14), %xmm6
	movaps %xmm6, 128(%rsp)
	movups -96(%rdx,%r14), %xmm6
	movaps %xmm6, 96(%rsp)
	movupd -64(%rdx,%r14), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%rdx,%r14), %xmm6
	mulpd %xmm7, %xmm0
	movapd 112(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm5, %xmm9
	movapd %xmm1, %xmm0
	movapd %xmm11, %xmm5
	addpd %xmm11, %xmm0
	subpd %xmm6, %xmm0
	mulpd %xmm7, %xmm1
	movapd 432(%rsp), %xmm11
	addpd %xmm1, %xmm11
	subpd %xmm5, %xmm11
	movapd %xmm2, %xmm1
	addpd %xmm4, %xmm1
	subpd 96(%rsp), %xmm1
	mulpd %xmm7, %xmm2
	movapd (%rsp), %xmm5
	addpd %xmm2, %xmm5
	subpd %xmm4, %xmm5
	movapd %xmm3, %xmm2
	movapd 480(%rsp), %xmm6
	addpd %xmm6, %xmm2
	subpd 128(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm6, %xmm4
	movapd 656(%rsp), %xmm7
	movapd %xmm7, %xmm3
	movapd %xmm4, 48(%rsp)
	mulpd %xmm4, %xmm3
	movupd -112(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -112(%rbx)
	movapd %xmm7, %xmm3
	movapd %xmm5, (%rsp)
	mulpd %xmm5, %xmm3
	movupd -96(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd -80(%rbx), %xmm3
	movupd -64(%rbx), %xmm5
	movupd -48(%rbx), %xmm6
	movupd %xmm4, -96(%rbx)
	movapd %xmm7, %xmm4
	movapd %xmm11, 432(%rsp)
	mulpd %xmm11, %xmm4
	subpd %xmm4, %xmm3
	movupd %xmm3, -80(%rbx)
	movapd %xmm7, %xmm3
	movapd %xmm9, 112(%rsp)
	mulpd %xmm9, %xmm3
	movapd 496(%rsp), %xmm9
	subpd %xmm3, %xmm5
	movupd %xmm5, -64(%rbx)
	movapd %xmm7, %xmm3
	mulpd 32(%rsp), %xmm3
	subpd %xmm3, %xmm6
	movupd %xmm6, -48(%rbx)
	movapd %xmm7, %xmm3
	movapd %xmm10, 96(%rsp)
	mulpd %xmm10, %xmm3
	movupd -32(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -32(%rbx)
	movapd %xmm7, %xmm3
	mulpd %xmm9, %xmm3
	movupd -16(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -16(%rbx)
	movapd %xmm7, %xmm3
	movapd 288(%rsp), %xmm7
	movapd %xmm8, 128(%rsp)
	mulpd %xmm8, %xmm3
	movupd (%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, (%rbx)
	subq $-128, %rbx
	subq $-128, %rdx
	movapd %xmm2, %xmm8
	movapd %xmm1, %xmm4
	movapd %xmm0, %xmm10
	movapd %xmm15, %xmm5
	movapd %xmm14, %xmm11
	movapd %xmm13, 448(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm7, %xmm6
	cmpq %r15, %r10
	jne .LBB_468
	jmp .LBB_473
.LBB_472:
	movapd %xmm8, %xmm2
	movapd %xmm4, %xmm1
	movapd %xmm10, %xmm0
	movapd %xmm5, %xmm15
	movapd %xmm11, %xmm14
	movapd %xmm3, %xmm12
	movapd %xmm6, %xmm7
	movq 80(%rsp), %r8
.LBB_473:
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 144(%rsp)
	movaps (%rsp), %xmm3
	movaps %xmm3, 160(%rsp)
	movapd 432(%rsp), %xmm10
	movapd %xmm10, 176(%rsp)
	movapd 112(%rsp), %xmm4
	movapd %xmm4, 192(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 208(%rsp)
	movaps 96(%rsp), %xmm3
	movaps %xmm3, 224(%rsp)
	movapd %xmm9, 240(%rsp)
	movapd 128(%rsp), %xmm3
	movapd %xmm3, 256(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r10
	ja .LBB_323
	movq 64(%rsp), %rax
	leaq (%r10,%rax), %rbx
	cmpq %r8, %rbx
	jae .LBB_984
	movapd %xmm7, 288(%rsp)
	movq %rbx, %r12
	subq 520(%rsp), %r12
	cmpq %r8, %r12
	jae .LBB_916
	movq %rbx, %r14
	shlq $7, %r14
	movq 552(%rsp), %rax
	movupd (%rax,%r14), %xmm3
	movapd %xmm3, 496(%rsp)
	movapd 560(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm5, 144(%rsp)
	movupd 16(%rax,%r14), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	movapd (%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm1, %xmm5
	movapd %xmm5, (%rsp)
	movapd %xmm5, 160(%rsp)
	movupd 32(%rax,%r14), %xmm3
	movapd %xmm3, 480(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 176(%rsp)
	movupd 48(%rax,%r14), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 112(%rsp)
	movapd %xmm4, 192(%rsp)
	movupd 64(%rax,%r14), %xmm3
	movapd %xmm3, 704(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm14, %xmm11
	movapd %xmm11, 208(%rsp)
	movupd 80(%rax,%r14), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm7, %xmm3
	movapd 96(%rsp), %xmm8
	addpd %xmm3, %xmm8
	subpd %xmm13, %xmm8
	movapd %xmm8, 224(%rsp)
	movupd 96(%rax,%r14), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 240(%rsp)
	movupd 112(%rax,%r14), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movapd 128(%rsp), %xmm7
	addpd %xmm3, %xmm7
	movapd 496(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %r12
	subpd 288(%rsp), %xmm7
	movapd %xmm7, 256(%rsp)
	movupd (%rax,%r12), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 448(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%r12), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 480(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 704(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm6
	movupd 80(%rax,%r12), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rax,%r12), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd 288(%rsp), %xmm4
	movupd 112(%rax,%r12), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 656(%rsp), %xmm0
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 752(%rsp)
	movapd (%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 784(%rsp)
	movapd 112(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 800(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 816(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 832(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 848(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 864(%rsp)
	cmpq 88(%rsp), %rdi
	ja .LBB_898
	leaq 1(%r10), %r9
	movq %rdi, %r12
	shlq $4, %r12
	addq 472(%rsp), %r12
	incq %rbx
	movq %rbx, %rcx
	movq 520(%rsp), %rax
	subq %rax, %rcx
	movq %rcx, 32(%rsp)
	addq 1160(%rsp), %r14
	xorl %r15d, %r15d
	movq 1056(%rsp), %r8
	movapd 1072(%rsp), %xmm4
	jmp .LBB_480
.LBB_478:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %r12
	ja .LBB_929
.LBB_479:
	movsd %xmm1, 144(%rsp,%r12,8)
	movsd %xmm0, 304(%rsp,%r12,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 752(%rsp,%r12,8)
	movq %rcx, %r8
	movq %rdx, %r12
	movq 592(%rsp), %rbp
	movq 1040(%rsp), %r13
.LBB_480:
	testb %r15b, %r15b
	je .LBB_489
	movq %r12, %rdx
	movq %r9, %r15
.LBB_482:
	testq %r8, %r8
	je .LBB_492
	cmpq %r10, (%r8)
	jne .LBB_492
	movb $2, %r15b
	xorl %ecx, %ecx
	movq %r8, %r12
	cmpq %rax, %rbx
	movq 80(%rsp), %r8
	jb .LBB_894
.LBB_485:
	movq 8(%r12), %r12
	testq %rax, %rax
	je .LBB_478
	cmpq $15, %r12
	ja .LBB_918
	leaq (%r14,%r12,8), %r8
	xorpd %xmm0, %xmm0
	movl $1, %ebp
	movq 672(%rsp), %r13
	xorpd %xmm1, %xmm1
.LBB_488:
	xorps %xmm2, %xmm2
	cvtsi2sd %rbp, %xmm2
	movsd (%r8,%r13), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rbp
	subq $-128, %r13
	jne .LBB_488
	jmp .LBB_479
.LBB_489:
	movq 1032(%rsp), %rcx
	movq %rcx, %rdx
	cmpq %rcx, %r12
	movq %r9, %r15
	je .LBB_482
	leaq 16(%r12), %rdx
	cmpq %r10, (%r12)
	jne .LBB_482
	xorl %r15d, %r15d
	movq %r8, %rcx
	cmpq %rax, %rbx
	movq 80(%rsp), %r8
	jae .LBB_485
	jmp .LBB_894
.LBB_492:
	cmpq %rsi, %r10
	jae .LBB_981
	movq %r10, %rax
	shlq $7, %rax
	movupd (%r11,%rax), %xmm0
	movupd 16(%r11,%rax), %xmm1
	movupd 32(%r11,%rax), %xmm2
	subpd 752(%rsp), %xmm0
	movupd 48(%r11,%rax), %xmm3
	movupd %xmm0, (%r11,%rax)
	subpd 768(%rsp), %xmm1
	movupd %xmm1, 16(%r11,%rax)
	subpd 784(%rsp), %xmm2
	movupd %xmm2, 32(%r11,%rax)
	subpd 800(%rsp), %xmm3
	movupd %xmm3, 48(%r11,%rax)
	movupd 64(%r11,%rax), %xmm0
	subpd 816(%rsp), %xmm0
	movupd %xmm0, 64(%r11,%rax)
	movupd 80(%r11,%rax), %xmm0
	subpd 832(%rsp), %xmm0
	movupd %xmm0, 80(%r11,%rax)
	movupd 96(%r11,%rax), %xmm0
	subpd 848(%rsp), %xmm0
	movupd %xmm0, 96(%r11,%rax)
	movupd 112(%r11,%rax), %xmm0
	subpd 864(%rsp), %xmm0
	movupd %xmm0, 112(%r11,%rax)
	cmpq $1024, %r10
	movq 80(%rsp), %r8
	movq 640(%rsp), %r9
	jne .LBB_451
	jmp .LBB_323
.LBB_494:
	movq %rdx, %rax
	orq $2, %rax
	movzbl 784(%rsp), %r8d
	movq 792(%rsp), %rbx
	jmp .LBB_496
.LBB_495:
	testb %r8b, %r8b
	cmovneq %rcx, %r10
	movq %r10, %rcx
	movq %rax, %rdx
	cmpl $2, %eax
	je .LBB_465
.LBB_496:
	shlq $4, %rdx
	leaq 768(%rsp), %r14
	movq 8(%r14,%rdx), %r10
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpb $0, (%r14,%rdx)
	cmoveq %rcx, %r10
	movq %r10, %rcx
	cmpq %rbx, %r10
	jb .LBB_495
	movq %rbx, %rcx
	jmp .LBB_495
.LBB_498:
	xorpd %xmm9, %xmm9
	xorpd %xmm10, %xmm10
	xorpd %xmm0, %xmm0
	movsd %xmm0, 32(%rsp)
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
	xorpd %xmm6, %xmm6
	xorpd %xmm12, %xmm12
	xorpd %xmm4, %xmm4
	xorpd %xmm11, %xmm11
	xorpd %xmm3, %xmm3
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm7, %xmm7
	xorpd %xmm1, %xmm1
.LBB_499:
	movq 1040(%rsp), %rax
	cmpq 72(%rsp), %rax
	je .LBB_1029
	movsd %xmm10, 48(%rsp)
	movsd %xmm9, (%rsp)
	testq %rbp, %rbp
	movq 520(%rsp), %rax
	je .LBB_1028
	movapd 1520(%rsp), %xmm10
	divsd %xmm10, %xmm15
	movsd (%r11), %xmm9
	subsd %xmm15, %xmm9
	movsd 32(%rsp), %xmm5
	divsd %xmm10, %xmm5
	subsd (%r13), %xmm9
	movsd 8(%r11), %xmm15
	subsd %xmm5, %xmm15
	movsd %xmm9, (%r11)
	subsd 8(%r13), %xmm15
	movsd 48(%rsp), %xmm9
	divsd %xmm10, %xmm9
	movsd %xmm15, 8(%r11)
	movsd 16(%r11), %xmm5
	subsd %xmm9, %xmm5
	movsd (%rsp), %xmm9
	divsd %xmm10, %xmm9
	subsd 16(%r13), %xmm5
	movsd %xmm5, 16(%r11)
	movsd 24(%r11), %xmm5
	subsd %xmm9, %xmm5
	subsd 24(%r13), %xmm5
	divsd %xmm10, %xmm14
	movsd %xmm5, 24(%r11)
	movsd 32(%r11), %xmm5
	subsd %xmm14, %xmm5
	divsd %xmm10, %xmm13
	subsd 32(%r13), %xmm5
	movsd %xmm5, 32(%r11)
	movsd 40(%r11), %xmm5
	subsd %xmm13, %xmm5
	subsd 40(%r13), %xmm5
	divsd %xmm10, %xmm6
	movsd %xmm5, 40(%r11)
	movsd 48(%r11), %xmm5
	subsd %xmm6, %xmm5
	divsd %xmm10, %xmm12
	subsd 48(%r13), %xmm5
	movsd %xmm5, 48(%r11)
	movsd 56(%r11), %xmm5
	subsd %xmm12, %xmm5
	subsd 56(%r13), %xmm5
	divsd %xmm10, %xmm4
	movsd %xmm5, 56(%r11)
	movsd 64(%r11), %xmm5
	subsd %xmm4, %xmm5
	divsd %xmm10, %xmm11
	subsd 64(%r13), %xmm5
	movsd %xmm5, 64(%r11)
	movsd 72(%r11), %xmm4
	subsd %xmm11, %xmm4
	subsd 72(%r13), %xmm4
	divsd %xmm10, %xmm3
	movsd %xmm4, 72(%r11)
	movsd 80(%r11), %xmm4
	subsd %xmm3, %xmm4
	divsd %xmm10, %xmm8
	subsd 80(%r13), %xmm4
	movsd %xmm4, 80(%r11)
	movsd 88(%r11), %xmm3
	subsd %xmm8, %xmm3
	subsd 88(%r13), %xmm3
	divsd %xmm10, %xmm2
	movsd %xmm3, 88(%r11)
	movsd 96(%r11), %xmm3
	subsd %xmm2, %xmm3
	divsd %xmm10, %xmm7
	subsd 96(%r13), %xmm3
	movsd %xmm3, 96(%r11)
	movsd 104(%r11), %xmm2
	subsd %xmm7, %xmm2
	divsd %xmm10, %xmm1
	divsd %xmm10, %xmm0
	subsd 104(%r13), %xmm2
	movsd %xmm2, 104(%r11)
	movsd 112(%r11), %xmm2
	subsd %xmm1, %xmm2
	subsd 112(%r13), %xmm2
	movsd %xmm2, 112(%r11)
	movsd 120(%r11), %xmm1
	subsd %xmm0, %xmm1
	subsd 120(%r13), %xmm1
	movsd %xmm1, 120(%r11)
	movb %dil, 1584(%rsp)
	xorps %xmm1, %xmm1
	cvtsi2sd %rax, %xmm1
	movq 608(%rsp), %rcx
	movq %rcx, 688(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm10, %xmm0
	testq %rdi, %rdi
	movq %rax, %rcx
	leaq 608(%rsp), %rax
	cmovneq %rax, %rdi
	movq %rdi, 1728(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 1072(%rsp)
	movapd %xmm0, 1056(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 1488(%rsp)
	movq 64(%rsp), %rax
	subq %rcx, %rax
	movq %rax, 584(%rsp)
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 624(%rsp)
	movl $1, %r15d
	xorl %edi, %edi
	movq %rbp, 1568(%rsp)
.LBB_502:
	cmpq 88(%rsp), %rdi
	jae .LBB_507
	movq %rdi, %rax
	shlq $4, %rax
	addq 472(%rsp), %rax
.LBB_504:
	movq (%rax), %rbx
	cmpq %r15, %rbx
	jae .LBB_508
	incq %rdi
	addq $16, %rax
	cmpq %rdi, 88(%rsp)
	jne .LBB_504
	movq 88(%rsp), %rdi
	xorl %eax, %eax
	jmp .LBB_509
.LBB_507:
	xorl %eax, %eax
	jmp .LBB_509
.LBB_508:
	movl $1, %eax
.LBB_509:
	cmpq %r15, 688(%rsp)
	setae %dl
	andb 1584(%rsp), %dl
	testq %rax, %rax
	jne .LBB_511
	movl $1025, %ecx
	testb %dl, %dl
	je .LBB_517
.LBB_511:
	movl $2, %r10d
	subq %rax, %r10
	testb %al, %al
	movq 688(%rsp), %r8
	movq %r8, %r9
	cmovneq %rbx, %r9
	movzbl %dl, %ecx
	movq %r10, 752(%rsp)
	movq $2, 760(%rsp)
	movq %rax, 768(%rsp)
	movq %rbx, 776(%rsp)
	movq %rcx, 784(%rsp)
	movq %r8, 792(%rsp)
	testq %rax, %rax
	je .LBB_514
	jne .LBB_515
	testq %rax, %rax
	jne .LBB_516
	jmp .LBB_547
.LBB_514:
	movq %r9, %rcx
	jmp .LBB_516
.LBB_515:
	movq %rax, %rdx
	xorq $3, %rdx
	shll $4, %r10d
	leaq 768(%rsp), %r8
	movq 8(%r8,%r10), %rcx
	cmpq %rcx, %r9
	cmovbq %r9, %rcx
	cmpb $0, (%r8,%r10)
	cmoveq %r9, %rcx
	movq %rcx, %r9
	movq %rdx, %r10
	testq %rax, %rax
	je .LBB_547
.LBB_516:
	cmpq $1025, %rcx
	movl $1025, %eax
	cmovaeq %rax, %rcx
	movq 80(%rsp), %r8
.LBB_517:
	movaps 144(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movapd 304(%rsp), %xmm10
	movapd 320(%rsp), %xmm6
	movapd 336(%rsp), %xmm12
	movapd 352(%rsp), %xmm4
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movapd 368(%rsp), %xmm14
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movapd 384(%rsp), %xmm15
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 656(%rsp)
	movapd 256(%rsp), %xmm0
	movapd %xmm0, 48(%rsp)
	movapd 416(%rsp), %xmm8
	cmpq %rcx, %r15
	jae .LBB_524
	movq %r15, %rax
	shlq $7, %rax
	movq 1120(%rsp), %rdx
	leaq (%rdx,%rax), %r9
	orq $120, %rax
	movq 584(%rsp), %rdx
	leaq (%rdx,%r15), %r10
	shlq $7, %r10
	movq 1152(%rsp), %r14
.LBB_519:
	movq 64(%rsp), %rdx
	leaq (%rdx,%r15), %r12
	cmpq %r8, %r12
	jae .LBB_986
	movq 584(%rsp), %rdx
	leaq (%rdx,%r15), %r12
	cmpq %r8, %r12
	jae .LBB_916
	cmpq %rsi, %r15
	jae .LBB_950
	movapd %xmm8, 672(%rsp)
	cmpq %rbp, %r15
	jae .LBB_948
	movapd %xmm14, %xmm11
	incq %r15
	movupd -112(%r14,%r9), %xmm2
	movupd -96(%r14,%r9), %xmm3
	movupd -80(%r14,%r9), %xmm1
	movupd -64(%r14,%r9), %xmm0
	movapd %xmm2, %xmm5
	addpd %xmm10, %xmm5
	movapd 1072(%rsp), %xmm8
	mulpd %xmm8, %xmm2
	movapd (%rsp), %xmm13
	addpd %xmm2, %xmm13
	subpd %xmm10, %xmm13
	movapd 1056(%rsp), %xmm10
	movapd %xmm10, %xmm2
	mulsd %xmm13, %xmm2
	movapd %xmm2, 704(%rsp)
	movupd -112(%r14,%r10), %xmm2
	subpd %xmm2, %xmm5
	movapd %xmm5, 448(%rsp)
	movupd -96(%r14,%r10), %xmm7
	movupd -80(%r14,%r10), %xmm9
	movupd -64(%r14,%r10), %xmm2
	movapd %xmm3, %xmm5
	addpd %xmm6, %xmm5
	subpd %xmm7, %xmm5
	movapd %xmm5, 480(%rsp)
	movapd %xmm13, (%rsp)
	unpckhpd %xmm13, %xmm13
	mulsd %xmm10, %xmm13
	mulpd %xmm8, %xmm3
	movapd 32(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm6, %xmm5
	movapd %xmm10, %xmm3
	mulsd %xmm5, %xmm3
	movapd %xmm3, 528(%rsp)
	movapd %xmm1, %xmm3
	addpd %xmm12, %xmm3
	subpd %xmm9, %xmm3
	movapd %xmm3, 496(%rsp)
	movapd %xmm5, 32(%rsp)
	unpckhpd %xmm5, %xmm5
	mulsd %xmm10, %xmm5
	movapd %xmm5, 640(%rsp)
	mulpd %xmm8, %xmm1
	movapd 96(%rsp), %xmm9
	addpd %xmm1, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm10, %xmm1
	mulsd %xmm9, %xmm1
	movapd %xmm1, 1040(%rsp)
	movapd %xmm0, %xmm1
	addpd %xmm4, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 560(%rsp)
	mulpd %xmm8, %xmm0
	movapd 432(%rsp), %xmm14
	addpd %xmm0, %xmm14
	subpd %xmm4, %xmm14
	movupd -48(%r14,%r9), %xmm0
	movapd %xmm0, %xmm3
	addpd %xmm11, %xmm3
	movupd -48(%r14,%r10), %xmm1
	subpd %xmm1, %xmm3
	mulpd %xmm8, %xmm0
	movapd 288(%rsp), %xmm6
	addpd %xmm0, %xmm6
	subpd %xmm11, %xmm6
	movupd -32(%r14,%r9), %xmm1
	movapd %xmm1, %xmm0
	addpd %xmm15, %xmm0
	movupd -32(%r14,%r10), %xmm2
	subpd %xmm2, %xmm0
	mulpd %xmm8, %xmm1
	movapd 128(%rsp), %xmm5
	addpd %xmm1, %xmm5
	subpd %xmm15, %xmm5
	movupd -16(%r14,%r9), %xmm2
	movapd %xmm2, %xmm1
	movapd 656(%rsp), %xmm7
	addpd %xmm7, %xmm1
	movupd -16(%r14,%r10), %xmm4
	subpd %xmm4, %xmm1
	mulpd %xmm8, %xmm2
	movapd 112(%rsp), %xmm15
	addpd %xmm2, %xmm15
	subpd %xmm7, %xmm15
	movupd (%r14,%r9), %xmm4
	movapd %xmm4, %xmm2
	movapd 672(%rsp), %xmm12
	addpd %xmm12, %xmm2
	movupd (%r14,%r10), %xmm7
	subpd %xmm7, %xmm2
	movapd %xmm9, 96(%rsp)
	unpckhpd %xmm9, %xmm9
	mulsd %xmm10, %xmm9
	mulpd %xmm8, %xmm4
	movapd 48(%rsp), %xmm11
	addpd %xmm4, %xmm11
	movapd %xmm10, %xmm4
	mulsd %xmm14, %xmm4
	subpd %xmm12, %xmm11
	movsd -120(%r11,%rax), %xmm8
	subsd 704(%rsp), %xmm8
	movsd -112(%r11,%rax), %xmm12
	subsd %xmm13, %xmm12
	movapd %xmm14, 432(%rsp)
	unpckhpd %xmm14, %xmm14
	mulsd %xmm10, %xmm14
	subsd -120(%r13,%rax), %xmm8
	movsd %xmm8, -120(%r11,%rax)
	movapd %xmm10, %xmm13
	mulsd %xmm6, %xmm13
	subsd -112(%r13,%rax), %xmm12
	movsd %xmm12, -112(%r11,%rax)
	movsd -104(%r11,%rax), %xmm8
	subsd 528(%rsp), %xmm8
	movapd %xmm6, 288(%rsp)
	unpckhpd %xmm6, %xmm6
	mulsd %xmm10, %xmm6
	subsd -104(%r13,%rax), %xmm8
	movsd %xmm8, -104(%r11,%rax)
	movsd -96(%r11,%rax), %xmm8
	subsd 640(%rsp), %xmm8
	movapd %xmm10, %xmm12
	mulsd %xmm5, %xmm12
	subsd -96(%r13,%rax), %xmm8
	movsd %xmm8, -96(%r11,%rax)
	movsd -88(%r11,%rax), %xmm8
	subsd 1040(%rsp), %xmm8
	movapd %xmm5, 128(%rsp)
	unpckhpd %xmm5, %xmm5
	mulsd %xmm10, %xmm5
	subsd -88(%r13,%rax), %xmm8
	movsd %xmm8, -88(%r11,%rax)
	movsd -80(%r11,%rax), %xmm8
	subsd %xmm9, %xmm8
	movapd %xmm10, %xmm9
	mulsd %xmm15, %xmm9
	subsd -80(%r13,%rax), %xmm8
	movsd %xmm8, -80(%r11,%rax)
	movsd -72(%r11,%rax), %xmm8
	subsd %xmm4, %xmm8
	movapd %xmm15, 112(%rsp)
	unpckhpd %xmm15, %xmm15
	mulsd %xmm10, %xmm15
	subsd -72(%r13,%rax), %xmm8
	movsd %xmm8, -72(%r11,%rax)
	movsd -64(%r11,%rax), %xmm8
	subsd %xmm14, %xmm8
	movapd %xmm10, %xmm7
	subsd -64(%r13,%rax), %xmm8
	mulsd %xmm11, %xmm7
	movsd %xmm8, -64(%r11,%rax)
	movsd -56(%r11,%rax), %xmm8
	subsd %xmm13, %xmm8
	movapd %xmm11, 48(%rsp)
	subsd -56(%r13,%rax), %xmm8
	movsd %xmm8, -56(%r11,%rax)
	movsd -48(%r11,%rax), %xmm8
	subsd %xmm6, %xmm8
	subsd -48(%r13,%rax), %xmm8
	unpckhpd %xmm11, %xmm11
	movsd %xmm8, -48(%r11,%rax)
	movsd -40(%r11,%rax), %xmm6
	subsd %xmm12, %xmm6
	subsd -40(%r13,%rax), %xmm6
	movsd %xmm6, -40(%r11,%rax)
	movsd -32(%r11,%rax), %xmm6
	subsd %xmm5, %xmm6
	subsd -32(%r13,%rax), %xmm6
	movsd %xmm6, -32(%r11,%rax)
	movsd -24(%r11,%rax), %xmm5
	subsd %xmm9, %xmm5
	movapd 496(%rsp), %xmm9
	subsd -24(%r13,%rax), %xmm5
	mulsd %xmm10, %xmm11
	movsd %xmm5, -24(%r11,%rax)
	movsd -16(%r11,%rax), %xmm5
	subsd %xmm15, %xmm5
	subsd -16(%r13,%rax), %xmm5
	movsd %xmm5, -16(%r11,%rax)
	movapd 448(%rsp), %xmm5
	movsd -8(%r11,%rax), %xmm4
	subsd %xmm7, %xmm4
	movapd 480(%rsp), %xmm7
	subsd -8(%r13,%rax), %xmm4
	movsd %xmm4, -8(%r11,%rax)
	movsd (%r11,%rax), %xmm4
	subsd %xmm11, %xmm4
	movapd 560(%rsp), %xmm11
	subsd (%r13,%rax), %xmm4
	movsd %xmm4, (%r11,%rax)
	subq $-128, %rax
	subq $-128, %r14
	movapd %xmm5, %xmm10
	movapd %xmm7, %xmm6
	movapd %xmm9, %xmm12
	movapd %xmm11, %xmm4
	movapd %xmm3, %xmm14
	movapd %xmm0, %xmm15
	movapd %xmm1, 656(%rsp)
	movapd %xmm2, %xmm8
	cmpq %r15, %rcx
	jne .LBB_519
	jmp .LBB_525
.LBB_524:
	movapd %xmm10, %xmm5
	movapd %xmm6, %xmm7
	movapd %xmm12, %xmm9
	movapd %xmm4, %xmm11
	movapd %xmm14, %xmm3
	movapd %xmm15, %xmm0
	movapd 656(%rsp), %xmm1
	movapd %xmm8, %xmm2
.LBB_525:
	movaps (%rsp), %xmm4
	movaps %xmm4, 144(%rsp)
	movaps 32(%rsp), %xmm4
	movaps %xmm4, 160(%rsp)
	movaps 96(%rsp), %xmm4
	movaps %xmm4, 176(%rsp)
	movapd 432(%rsp), %xmm12
	movapd %xmm12, 192(%rsp)
	movaps 288(%rsp), %xmm4
	movaps %xmm4, 208(%rsp)
	movaps 128(%rsp), %xmm4
	movaps %xmm4, 224(%rsp)
	movapd 112(%rsp), %xmm13
	movapd %xmm13, 240(%rsp)
	movapd 48(%rsp), %xmm4
	movapd %xmm4, 256(%rsp)
	movapd %xmm5, 304(%rsp)
	cmpq $1024, %rcx
	ja .LBB_441
	movq 64(%rsp), %rax
	leaq (%rcx,%rax), %rdx
	cmpq %r8, %rdx
	jae .LBB_985
	movapd %xmm4, 48(%rsp)
	movq %rdx, %r12
	subq 520(%rsp), %r12
	cmpq %r8, %r12
	jae .LBB_916
	movq %rdx, %r9
	shlq $7, %r9
	movq 552(%rsp), %rax
	movupd (%rax,%r9), %xmm4
	movapd %xmm4, 704(%rsp)
	movapd 1072(%rsp), %xmm8
	mulpd %xmm8, %xmm4
	movapd (%rsp), %xmm6
	addpd %xmm4, %xmm6
	subpd %xmm5, %xmm6
	movapd %xmm6, (%rsp)
	movapd %xmm6, 144(%rsp)
	movupd 16(%rax,%r9), %xmm4
	movapd %xmm4, 656(%rsp)
	mulpd %xmm8, %xmm4
	movapd 32(%rsp), %xmm6
	addpd %xmm4, %xmm6
	subpd %xmm7, %xmm6
	movapd %xmm6, 32(%rsp)
	movapd %xmm6, 160(%rsp)
	movupd 32(%rax,%r9), %xmm4
	movapd %xmm4, 672(%rsp)
	mulpd %xmm8, %xmm4
	movapd 96(%rsp), %xmm15
	addpd %xmm4, %xmm15
	subpd %xmm9, %xmm15
	movapd %xmm15, 176(%rsp)
	movupd 48(%rax,%r9), %xmm10
	movapd %xmm10, %xmm4
	mulpd %xmm8, %xmm4
	addpd %xmm4, %xmm12
	subpd %xmm11, %xmm12
	movapd %xmm12, 192(%rsp)
	movapd %xmm11, 560(%rsp)
	movupd 64(%rax,%r9), %xmm11
	movapd %xmm11, %xmm4
	mulpd %xmm8, %xmm4
	movapd %xmm9, 496(%rsp)
	movapd 288(%rsp), %xmm9
	addpd %xmm4, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 208(%rsp)
	movupd 80(%rax,%r9), %xmm6
	movapd %xmm6, %xmm4
	mulpd %xmm8, %xmm4
	movapd 128(%rsp), %xmm14
	addpd %xmm4, %xmm14
	subpd %xmm0, %xmm14
	movapd %xmm14, 224(%rsp)
	movapd %xmm5, 448(%rsp)
	movupd 96(%rax,%r9), %xmm5
	movapd %xmm5, %xmm4
	mulpd %xmm8, %xmm4
	addpd %xmm4, %xmm13
	subpd %xmm1, %xmm13
	movapd %xmm13, 112(%rsp)
	movapd %xmm13, 240(%rsp)
	movupd 112(%rax,%r9), %xmm4
	movapd %xmm7, 480(%rsp)
	movapd %xmm4, %xmm7
	mulpd %xmm8, %xmm7
	movapd 48(%rsp), %xmm8
	addpd %xmm7, %xmm8
	movapd 704(%rsp), %xmm13
	addpd 448(%rsp), %xmm13
	shlq $7, %r12
	subpd %xmm2, %xmm8
	movapd %xmm8, 256(%rsp)
	movupd (%rax,%r12), %xmm7
	subpd %xmm7, %xmm13
	movapd %xmm13, 304(%rsp)
	movapd 656(%rsp), %xmm13
	addpd 480(%rsp), %xmm13
	movupd 16(%rax,%r12), %xmm7
	subpd %xmm7, %xmm13
	movapd %xmm13, 320(%rsp)
	movapd 672(%rsp), %xmm13
	addpd 496(%rsp), %xmm13
	movupd 32(%rax,%r12), %xmm7
	subpd %xmm7, %xmm13
	movapd %xmm13, 336(%rsp)
	addpd 560(%rsp), %xmm10
	movupd 48(%rax,%r12), %xmm7
	subpd %xmm7, %xmm10
	movapd %xmm10, 352(%rsp)
	addpd %xmm3, %xmm11
	movupd 64(%rax,%r12), %xmm3
	subpd %xmm3, %xmm11
	movapd %xmm11, 368(%rsp)
	addpd %xmm0, %xmm6
	movupd 80(%rax,%r12), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd %xmm1, %xmm5
	movupd 96(%rax,%r12), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm2, %xmm4
	movupd 112(%rax,%r12), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 1488(%rsp), %xmm0
	movapd (%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 752(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	mulpd %xmm0, %xmm15
	movapd %xmm15, 784(%rsp)
	mulpd %xmm0, %xmm12
	movapd %xmm12, 800(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 816(%rsp)
	mulpd %xmm0, %xmm14
	movapd %xmm14, 832(%rsp)
	movapd 112(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 848(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 864(%rsp)
	cmpq 88(%rsp), %rdi
	ja .LBB_898
	movq %rdi, %r15
	shlq $4, %r15
	addq 472(%rsp), %r15
	incq %rdx
	movq %rdx, %rbp
	movq 520(%rsp), %rax
	subq %rax, %rdx
	movq %rdx, 32(%rsp)
	addq 1160(%rsp), %r9
	xorl %ebx, %ebx
	movq 1728(%rsp), %r8
	movapd 1520(%rsp), %xmm4
	jmp .LBB_532
.LBB_530:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %r12
	ja .LBB_929
.LBB_531:
	movsd %xmm1, 144(%rsp,%r12,8)
	movsd %xmm0, 304(%rsp,%r12,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 752(%rsp,%r12,8)
	movq %r14, %r8
	movq %r10, %r15
.LBB_532:
	testb %bl, %bl
	je .LBB_541
	movq %r15, %r10
.LBB_534:
	testq %r8, %r8
	je .LBB_544
	cmpq %rcx, (%r8)
	jne .LBB_544
	movb $2, %bl
	xorl %r14d, %r14d
	movq %r8, %r15
	cmpq %rax, %rbp
	movq 80(%rsp), %r8
	jb .LBB_895
.LBB_537:
	movq 8(%r15), %r12
	testq %rax, %rax
	je .LBB_530
	cmpq $15, %r12
	ja .LBB_918
	leaq (%r9,%r12,8), %r8
	xorpd %xmm0, %xmm0
	movl $1, %r15d
	movq 624(%rsp), %rdx
	xorpd %xmm1, %xmm1
.LBB_540:
	xorps %xmm2, %xmm2
	cvtsi2sd %r15, %xmm2
	movsd (%r8,%rdx), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r15
	subq $-128, %rdx
	jne .LBB_540
	jmp .LBB_531
.LBB_541:
	movq 1032(%rsp), %rdx
	movq %rdx, %r10
	cmpq %rdx, %r15
	je .LBB_534
	leaq 16(%r15), %r10
	cmpq %rcx, (%r15)
	jne .LBB_534
	xorl %ebx, %ebx
	movq %r8, %r14
	cmpq %rax, %rbp
	movq 80(%rsp), %r8
	jae .LBB_537
	jmp .LBB_895
.LBB_544:
	cmpq %rsi, %rcx
	movq 80(%rsp), %r8
	jae .LBB_990
	movq 1568(%rsp), %rbp
	cmpq %rbp, %rcx
	leaq 1(%rcx), %r15
	jae .LBB_989
	movq %rcx, %rax
	shlq $7, %rax
	movsd (%r11,%rax), %xmm0
	subsd 752(%rsp), %xmm0
	subsd (%r13,%rax), %xmm0
	movsd 8(%r11,%rax), %xmm1
	movsd %xmm0, (%r11,%rax)
	subsd 760(%rsp), %xmm1
	subsd 8(%r13,%rax), %xmm1
	movsd %xmm1, 8(%r11,%rax)
	movsd 16(%r11,%rax), %xmm0
	subsd 768(%rsp), %xmm0
	subsd 16(%r13,%rax), %xmm0
	movsd %xmm0, 16(%r11,%rax)
	movsd 24(%r11,%rax), %xmm0
	subsd 776(%rsp), %xmm0
	subsd 24(%r13,%rax), %xmm0
	movsd %xmm0, 24(%r11,%rax)
	movsd 32(%r11,%rax), %xmm0
	subsd 784(%rsp), %xmm0
	subsd 32(%r13,%rax), %xmm0
	movsd %xmm0, 32(%r11,%rax)
	movsd 40(%r11,%rax), %xmm0
	subsd 792(%rsp), %xmm0
	subsd 40(%r13,%rax), %xmm0
	movsd %xmm0, 40(%r11,%rax)
	movsd 48(%r11,%rax), %xmm0
	subsd 800(%rsp), %xmm0
	subsd 48(%r13,%rax), %xmm0
	movsd %xmm0, 48(%r11,%rax)
	movsd 56(%r11,%rax), %xmm0
	subsd 808(%rsp), %xmm0
	subsd 56(%r13,%rax), %xmm0
	movsd %xmm0, 56(%r11,%rax)
	movsd 64(%r11,%rax), %xmm0
	subsd 816(%rsp), %xmm0
	subsd 64(%r13,%rax), %xmm0
	movsd %xmm0, 64(%r11,%rax)
	movsd 72(%r11,%rax), %xmm0
	subsd 824(%rsp), %xmm0
	subsd 72(%r13,%rax), %xmm0
	movsd %xmm0, 72(%r11,%rax)
	movsd 80(%r11,%rax), %xmm0
	subsd 832(%rsp), %xmm0
	subsd 80(%r13,%rax), %xmm0
	movsd %xmm0, 80(%r11,%rax)
	movsd 88(%r11,%rax), %xmm0
	subsd 840(%rsp), %xmm0
	subsd 88(%r13,%rax), %xmm0
	movsd %xmm0, 88(%r11,%rax)
	movsd 96(%r11,%rax), %xmm0
	subsd 848(%rsp), %xmm0
	subsd 96(%r13,%rax), %xmm0
	movsd %xmm0, 96(%r11,%rax)
	movsd 104(%r11,%rax), %xmm0
	subsd 856(%rsp), %xmm0
	subsd 104(%r13,%rax), %xmm0
	movsd %xmm0, 104(%r11,%rax)
	movsd 112(%r11,%rax), %xmm0
	subsd 864(%rsp), %xmm0
	subsd 112(%r13,%rax), %xmm0
	movsd %xmm0, 112(%r11,%rax)
	movsd 120(%r11,%rax), %xmm0
	subsd 872(%rsp), %xmm0
	subsd 120(%r13,%rax), %xmm0
	movsd %xmm0, 120(%r11,%rax)
	cmpq $1024, %rcx
	jne .LBB_502
	jmp .LBB_441
.LBB_547:
	movq %r10, %rax
	orq $2, %rax
	movzbl 784(%rsp), %r8d
	movq 792(%rsp), %rbx
	jmp .LBB_549
.LBB_548:
	testb %r8b, %r8b
	cmovneq %rdx, %rcx
	movq %rcx, %r9
	movq %rax, %r10
	cmpl $2, %eax
	je .LBB_516
.LBB_549:
	shlq $4, %r10
	leaq 768(%rsp), %rdx
	movq 8(%rdx,%r10), %rcx
	cmpq %rcx, %r9
	cmovbq %r9, %rcx
	cmpb $0, (%rdx,%r10)
	cmoveq %r9, %rcx
	movq %rcx, %rdx
	cmpq %rbx, %rcx
	jb .LBB_548
	movq %rbx, %rdx
	jmp .LBB_548
.LBB_707:
	xorpd %xmm1, %xmm1
	xorpd %xmm6, %xmm6
	xorpd %xmm4, %xmm4
	xorpd %xmm5, %xmm5
	xorpd %xmm11, %xmm11
	xorpd %xmm7, %xmm7
	xorpd %xmm9, %xmm9
	xorpd %xmm12, %xmm12
.LBB_708:
	cmpq 72(%rsp), %r13
	je .LBB_1027
	movapd %xmm8, %xmm0
	unpcklpd %xmm8, %xmm0
	divpd %xmm0, %xmm12
	divpd %xmm0, %xmm9
	divpd %xmm0, %xmm7
	divpd %xmm0, %xmm11
	divpd %xmm0, %xmm5
	divpd %xmm0, %xmm4
	divpd %xmm0, %xmm6
	divpd %xmm0, %xmm1
	movupd (%r11), %xmm0
	subpd %xmm1, %xmm0
	movupd 16(%r11), %xmm1
	subpd %xmm6, %xmm1
	movupd 32(%r11), %xmm3
	subpd %xmm4, %xmm3
	movupd 48(%r11), %xmm4
	subpd %xmm5, %xmm4
	movupd %xmm0, (%r11)
	movupd %xmm1, 16(%r11)
	movupd %xmm3, 32(%r11)
	movupd %xmm4, 48(%r11)
	movupd 64(%r11), %xmm0
	subpd %xmm11, %xmm0
	movupd %xmm0, 64(%r11)
	movupd 80(%r11), %xmm0
	subpd %xmm7, %xmm0
	movupd %xmm0, 80(%r11)
	movupd 96(%r11), %xmm0
	subpd %xmm9, %xmm0
	movupd %xmm0, 96(%r11)
	movupd 112(%r11), %xmm0
	subpd %xmm12, %xmm0
	movupd %xmm0, 112(%r11)
	movb %r9b, 1040(%rsp)
	movq 736(%rsp), %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	movq 608(%rsp), %rax
	movq %rax, 528(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm8, %xmm0
	testq %r9, %r9
	leaq 608(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 1072(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 560(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 656(%rsp)
	movq 1488(%rsp), %rax
	addq 1544(%rsp), %rax
	movq %rax, 1488(%rsp)
	movq 64(%rsp), %r9
	subq %r8, %r9
	shlq $7, %r8
	negq %r8
	movq %r8, 672(%rsp)
	movl $1, %r8d
	xorl %edi, %edi
.LBB_710:
	movq 88(%rsp), %rcx
	cmpq %rcx, %rdi
	jae .LBB_715
	movq %rdi, %rax
	shlq $4, %rax
	addq 472(%rsp), %rax
.LBB_712:
	movq (%rax), %r15
	cmpq %r8, %r15
	jae .LBB_716
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rcx
	jne .LBB_712
	movq %rcx, %rdi
	xorl %eax, %eax
	jmp .LBB_717
.LBB_715:
	xorl %eax, %eax
	jmp .LBB_717
.LBB_716:
	movl $1, %eax
.LBB_717:
	cmpq %r8, 528(%rsp)
	setae %cl
	andb 1040(%rsp), %cl
	testq %rax, %rax
	jne .LBB_719
	movl $1025, %r10d
	testb %cl, %cl
	je .LBB_726
.LBB_719:
	movl $2, %r14d
	subq %rax, %r14
	testb %al, %al
	movq 528(%rsp), %rdx
	movq %rdx, %rbx
	cmovneq %r15, %rbx
	movzbl %cl, %ecx
	movq %r14, 752(%rsp)
	movq $2, 760(%rsp)
	movq %rax, 768(%rsp)
	movq %r15, 776(%rsp)
	movq %rcx, 784(%rsp)
	movq %rdx, 792(%rsp)
	testq %rax, %rax
	je .LBB_722
	jne .LBB_723
	jmp .LBB_724
.LBB_722:
	movq %rbx, %r10
	jmp .LBB_725
.LBB_723:
	movq %rax, %rcx
	xorq $3, %rcx
	shll $4, %r14d
	leaq 768(%rsp), %rdx
	movq 8(%rdx,%r14), %r10
	cmpq %r10, %rbx
	cmovbq %rbx, %r10
	cmpb $0, (%rdx,%r14)
	cmoveq %rbx, %r10
	movq %r10, %rbx
	movq %rcx, %r14
.LBB_724:
	testq %rax, %rax
	je .LBB_754
.LBB_725:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_726:
	movaps 144(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 160(%rsp), %xmm0
	movaps %xmm0, (%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movapd 304(%rsp), %xmm8
	movapd 320(%rsp), %xmm4
	movapd 336(%rsp), %xmm10
	movapd 352(%rsp), %xmm5
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 368(%rsp), %xmm11
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movapd 384(%rsp), %xmm13
	movapd 240(%rsp), %xmm9
	movapd 400(%rsp), %xmm3
	movapd 256(%rsp), %xmm0
	movapd %xmm0, 128(%rsp)
	movapd 416(%rsp), %xmm6
	cmpq %r10, %r8
	jae .LBB_732
	movapd %xmm13, 448(%rsp)
	movq %r8, %rax
	shlq $7, %rax
	movq 1488(%rsp), %rcx
	leaq (%rcx,%rax), %rbx
	addq 1120(%rsp), %rax
	leaq (%r9,%r8), %r14
	shlq $7, %r14
	movq 1152(%rsp), %rbp
.LBB_728:
	movq 64(%rsp), %rcx
	leaq (%rcx,%r8), %r12
	movq 80(%rsp), %r13
	cmpq %r13, %r12
	jae .LBB_987
	leaq (%r9,%r8), %r12
	cmpq %r13, %r12
	jae .LBB_930
	movapd %xmm8, 480(%rsp)
	cmpq %rsi, %r8
	jae .LBB_951
	movapd %xmm11, %xmm2
	movapd %xmm10, %xmm11
	incq %r8
	movupd (%rbp,%rax), %xmm0
	movapd %xmm0, %xmm7
	addpd %xmm6, %xmm7
	movupd (%rbp,%r14), %xmm1
	subpd %xmm1, %xmm7
	movapd %xmm7, 288(%rsp)
	movapd 560(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 128(%rsp), %xmm8
	addpd %xmm0, %xmm8
	subpd %xmm6, %xmm8
	movupd -16(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%rbp,%r14), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 496(%rsp)
	movupd -32(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm13
	movapd 448(%rsp), %xmm3
	addpd %xmm3, %xmm13
	movupd -32(%rbp,%r14), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	movapd 96(%rsp), %xmm10
	addpd %xmm0, %xmm10
	subpd %xmm3, %xmm10
	movupd -48(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm14
	addpd %xmm2, %xmm14
	movupd -48(%rbp,%r14), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 32(%rsp)
	movupd -112(%rbp,%rax), %xmm3
	movupd -96(%rbp,%rax), %xmm2
	movupd -80(%rbp,%rax), %xmm1
	movupd -64(%rbp,%rax), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm5, %xmm15
	movups -112(%rbp,%r14), %xmm6
	movaps %xmm6, 128(%rsp)
	movups -96(%rbp,%r14), %xmm6
	movaps %xmm6, 96(%rsp)
	movupd -64(%rbp,%r14), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%rbp,%r14), %xmm6
	mulpd %xmm7, %xmm0
	movapd 112(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm5, %xmm9
	movapd %xmm1, %xmm0
	movapd %xmm11, %xmm5
	addpd %xmm11, %xmm0
	subpd %xmm6, %xmm0
	mulpd %xmm7, %xmm1
	movapd 432(%rsp), %xmm11
	addpd %xmm1, %xmm11
	subpd %xmm5, %xmm11
	movapd %xmm2, %xmm1
	addpd %xmm4, %xmm1
	subpd 96(%rsp), %xmm1
	mulpd %xmm7, %xmm2
	movapd (%rsp), %xmm5
	addpd %xmm2, %xmm5
	subpd %xmm4, %xmm5
	movapd %xmm3, %xmm2
	movapd 480(%rsp), %xmm6
	addpd %xmm6, %xmm2
	subpd 128(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm6, %xmm4
	movapd 656(%rsp), %xmm7
	movapd %xmm7, %xmm3
	movapd %xmm4, 48(%rsp)
	mulpd %xmm4, %xmm3
	movupd -112(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -112(%rbx)
	movapd %xmm7, %xmm3
	movapd %xmm5, (%rsp)
	mulpd %xmm5, %xmm3
	movupd -96(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd -80(%rbx), %xmm3
	movupd -64(%rbx), %xmm5
	movupd -48(%rbx), %xmm6
	movupd %xmm4, -96(%rbx)
	movapd %xmm7, %xmm4
	movapd %xmm11, 432(%rsp)
	mulpd %xmm11, %xmm4
	subpd %xmm4, %xmm3
	movupd %xmm3, -80(%rbx)
	movapd %xmm7, %xmm3
	movapd %xmm9, 112(%rsp)
	mulpd %xmm9, %xmm3
	movapd 496(%rsp), %xmm9
	subpd %xmm3, %xmm5
	movupd %xmm5, -64(%rbx)
	movapd %xmm7, %xmm3
	mulpd 32(%rsp), %xmm3
	subpd %xmm3, %xmm6
	movupd %xmm6, -48(%rbx)
	movapd %xmm7, %xmm3
	movapd %xmm10, 96(%rsp)
	mulpd %xmm10, %xmm3
	movupd -32(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -32(%rbx)
	movapd %xmm7, %xmm3
	mulpd %xmm9, %xmm3
	movupd -16(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -16(%rbx)
	movapd %xmm7, %xmm3
	movapd 288(%rsp), %xmm7
	movapd %xmm8, 128(%rsp)
	mulpd %xmm8, %xmm3
	movupd (%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, (%rbx)
	subq $-128, %rbx
	subq $-128, %rbp
	movapd %xmm2, %xmm8
	movapd %xmm1, %xmm4
	movapd %xmm0, %xmm10
	movapd %xmm15, %xmm5
	movapd %xmm14, %xmm11
	movapd %xmm13, 448(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm7, %xmm6
	cmpq %r8, %r10
	jne .LBB_728
	jmp .LBB_733
.LBB_732:
	movapd %xmm8, %xmm2
	movapd %xmm4, %xmm1
	movapd %xmm10, %xmm0
	movapd %xmm5, %xmm15
	movapd %xmm11, %xmm14
	movapd %xmm3, %xmm12
	movapd %xmm6, %xmm7
.LBB_733:
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 144(%rsp)
	movaps (%rsp), %xmm3
	movaps %xmm3, 160(%rsp)
	movapd 432(%rsp), %xmm10
	movapd %xmm10, 176(%rsp)
	movapd 112(%rsp), %xmm4
	movapd %xmm4, 192(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 208(%rsp)
	movaps 96(%rsp), %xmm3
	movaps %xmm3, 224(%rsp)
	movapd %xmm9, 240(%rsp)
	movapd 128(%rsp), %xmm3
	movapd %xmm3, 256(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r10
	movq 592(%rsp), %rbp
	ja .LBB_557
	movq 64(%rsp), %rax
	leaq (%r10,%rax), %r13
	movq 80(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_991
	movapd %xmm7, 288(%rsp)
	movq %r13, %r12
	subq 736(%rsp), %r12
	cmpq %rax, %r12
	movq 88(%rsp), %r15
	jae .LBB_930
	movq %r13, %rbx
	shlq $7, %rbx
	movq 552(%rsp), %rax
	movupd (%rax,%rbx), %xmm3
	movapd %xmm3, 496(%rsp)
	movapd 560(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm5, 144(%rsp)
	movupd 16(%rax,%rbx), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	movapd (%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm1, %xmm5
	movapd %xmm5, (%rsp)
	movapd %xmm5, 160(%rsp)
	movupd 32(%rax,%rbx), %xmm3
	movapd %xmm3, 480(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 176(%rsp)
	movupd 48(%rax,%rbx), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 112(%rsp)
	movapd %xmm4, 192(%rsp)
	movupd 64(%rax,%rbx), %xmm3
	movapd %xmm3, 704(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm14, %xmm11
	movapd %xmm11, 208(%rsp)
	movupd 80(%rax,%rbx), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm7, %xmm3
	movapd 96(%rsp), %xmm8
	addpd %xmm3, %xmm8
	subpd %xmm13, %xmm8
	movapd %xmm8, 224(%rsp)
	movupd 96(%rax,%rbx), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 240(%rsp)
	movupd 112(%rax,%rbx), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movapd 128(%rsp), %xmm7
	addpd %xmm3, %xmm7
	movapd 496(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %r12
	subpd 288(%rsp), %xmm7
	movapd %xmm7, 256(%rsp)
	movupd (%rax,%r12), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 448(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%r12), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 480(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 704(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%r12), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm6
	movupd 80(%rax,%r12), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rax,%r12), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd 288(%rsp), %xmm4
	movupd 112(%rax,%r12), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 656(%rsp), %xmm0
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 752(%rsp)
	movapd (%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 784(%rsp)
	movapd 112(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 800(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 816(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 832(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 848(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 864(%rsp)
	cmpq %r15, %rdi
	ja .LBB_899
	leaq 1(%r10), %r8
	movq %rdi, %r12
	shlq $4, %r12
	addq 472(%rsp), %r12
	incq %r13
	movq %r13, %rax
	subq 736(%rsp), %rax
	movq %rax, 32(%rsp)
	addq 1160(%rsp), %rbx
	xorl %ebp, %ebp
	movq 1072(%rsp), %r15
	movq %r13, %rax
	movapd 640(%rsp), %xmm4
	jmp .LBB_740
.LBB_738:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %r12
	ja .LBB_929
.LBB_739:
	movsd %xmm1, 144(%rsp,%r12,8)
	movsd %xmm0, 304(%rsp,%r12,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 752(%rsp,%r12,8)
	movq %rdx, %r15
	movq %r14, %r12
	movq %rax, %r13
.LBB_740:
	testb %bpl, %bpl
	je .LBB_749
	movq %r12, %r14
.LBB_742:
	testq %r15, %r15
	je .LBB_752
	cmpq %r10, (%r15)
	jne .LBB_752
	movb $2, %bpl
	xorl %edx, %edx
	movq %r15, %r12
	movq 736(%rsp), %rcx
	cmpq %rcx, %r13
	jb .LBB_890
.LBB_745:
	movq 8(%r12), %r12
	testq %rcx, %rcx
	je .LBB_738
	cmpq $15, %r12
	ja .LBB_918
	leaq (%rbx,%r12,8), %r15
	xorpd %xmm0, %xmm0
	movl $1, %ecx
	movq 672(%rsp), %r13
	xorpd %xmm1, %xmm1
.LBB_748:
	xorps %xmm2, %xmm2
	cvtsi2sd %rcx, %xmm2
	movsd (%r15,%r13), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rcx
	subq $-128, %r13
	jne .LBB_748
	jmp .LBB_739
.LBB_749:
	movq 1032(%rsp), %rcx
	movq %rcx, %r14
	cmpq %rcx, %r12
	je .LBB_742
	leaq 16(%r12), %r14
	cmpq %r10, (%r12)
	jne .LBB_742
	xorl %ebp, %ebp
	movq %r15, %rdx
	movq 736(%rsp), %rcx
	cmpq %rcx, %r13
	jae .LBB_745
	jmp .LBB_890
.LBB_752:
	cmpq %rsi, %r10
	jae .LBB_981
	movq %r10, %rax
	shlq $7, %rax
	movupd (%r11,%rax), %xmm0
	movupd 16(%r11,%rax), %xmm1
	movupd 32(%r11,%rax), %xmm2
	subpd 752(%rsp), %xmm0
	movupd 48(%r11,%rax), %xmm3
	movupd %xmm0, (%r11,%rax)
	subpd 768(%rsp), %xmm1
	movupd %xmm1, 16(%r11,%rax)
	subpd 784(%rsp), %xmm2
	movupd %xmm2, 32(%r11,%rax)
	subpd 800(%rsp), %xmm3
	movupd %xmm3, 48(%r11,%rax)
	movupd 64(%r11,%rax), %xmm0
	subpd 816(%rsp), %xmm0
	movupd %xmm0, 64(%r11,%rax)
	movupd 80(%r11,%rax), %xmm0
	subpd 832(%rsp), %xmm0
	movupd %xmm0, 80(%r11,%rax)
	movupd 96(%r11,%rax), %xmm0
	subpd 848(%rsp), %xmm0
	movupd %xmm0, 96(%r11,%rax)
	movupd 112(%r11,%rax), %xmm0
	subpd 864(%rsp), %xmm0
	movupd %xmm0, 112(%r11,%rax)
	cmpq $1024, %r10
	movq 592(%rsp), %rbp
	jne .LBB_710
	jmp .LBB_557
.LBB_754:
	movq %r14, %rax
	orq $2, %rax
	movzbl 784(%rsp), %edx
	movq 792(%rsp), %r15
	jmp .LBB_756
.LBB_755:
	testb %dl, %dl
	cmovneq %rcx, %r10
	movq %r10, %rbx
	movq %rax, %r14
	cmpl $2, %eax
	je .LBB_725
.LBB_756:
	shlq $4, %r14
	leaq 768(%rsp), %rcx
	movq 8(%rcx,%r14), %r10
	cmpq %r10, %rbx
	cmovbq %rbx, %r10
	cmpb $0, (%rcx,%r14)
	cmoveq %rbx, %r10
	movq %r10, %rcx
	cmpq %r15, %r10
	jb .LBB_755
	movq %r15, %rcx
	jmp .LBB_755
.LBB_806:
	movq %r10, %rsi
	andq $-32, %rsi
	xorl %r11d, %r11d
	movdqa .LCPI_11(%rip), %xmm3
	movdqa .LCPI_12(%rip), %xmm4
.LBB_807:
	movdqu (%rdi,%r11), %xmm0
	movdqu 16(%rdi,%r11), %xmm1
	movdqu 32(%rdi,%r11), %xmm2
	pxor %xmm1, %xmm0
	pxor %xmm1, %xmm2
	pcmpeqb %xmm3, %xmm0
	pand %xmm4, %xmm0
	pcmpeqb %xmm3, %xmm2
	pand %xmm4, %xmm2
	movdqu %xmm0, 16(%r8,%r11)
	movdqu %xmm2, 32(%r8,%r11)
	addq $32, %r11
	cmpq %r11, %rsi
	jne .LBB_807
	cmpq %rsi, %r10
	movdqa .LCPI_13(%rip), %xmm1
	je .LBB_817
	testb $28, %r10b
	je .LBB_813
.LBB_810:
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-4, %rsi
	movdqa .LCPI_14(%rip), %xmm2
.LBB_811:
	movl (%rdi,%r11), %ebx
	xorl 16(%rdi,%r11), %ebx
	movd %ebx, %xmm0
	pcmpeqb %xmm1, %xmm0
	pand %xmm2, %xmm0
	movd %xmm0, (%r9,%r11)
	addq $4, %r11
	cmpq %r11, %rsi
	jne .LBB_811
	cmpq %rsi, %r10
	je .LBB_817
	jmp .LBB_813
.LBB_878:
	movq 1704(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_880
	movq 1712(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movsd .LCPI_1(%rip), %xmm1
.LBB_880:
	cmpq $0, 1600(%rsp)
	movq 1744(%rsp), %rcx
	jne .LBB_74
	jmp .LBB_884
.LBB_881:
	cmpq $21, 88(%rsp)
	jae .LBB_883
	movq 472(%rsp), %rdi
	movq 88(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 1128(%rsp), %rbp
	jmp .LBB_91
.LBB_883:
	movq 472(%rsp), %rdi
	movq 88(%rsp), %rsi
	leaq 287(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 1128(%rsp), %rbp
	jmp .LBB_91
.LBB_884:
	movq 1112(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 1504(%rsp), %rbx
	leaq (%rbx,%rax,8), %rax
	movq %rbx, 752(%rsp)
	movq %rbx, 760(%rsp)
	movq 1088(%rsp), %r14
	movq %r14, 768(%rsp)
	movq %rax, 776(%rsp)
	movq 1480(%rsp), %rax
	movq %rax, 784(%rsp)
	movq %rbp, 792(%rsp)
	leaq 1176(%rsp), %rax
	movq %rax, 800(%rsp)
	xorl %ebp, %ebp
	leaq 752(%rsp), %rsi
	movq 1752(%rsp), %rdi
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1800(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1680(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1656(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1632(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_887
	movq 1640(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_887:
	leaq 1184(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1864(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $2376, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_888:
	movq %rax, %r13
	movq 528(%rsp), %r8
.LBB_889:
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_896
.LBB_890:
	leaq .Lanon.2(%rip), %rcx
	movq 80(%rsp), %r8
	jmp .LBB_896
.LBB_891:
	leaq .Lanon.2(%rip), %rcx
	movq 80(%rsp), %r8
	movq %r10, %r13
	jmp .LBB_896
.LBB_892:
	movq %r14, %r13
	leaq .Lanon.2(%rip), %rcx
	movq 80(%rsp), %r8
	movq %rax, %rbx
	jmp .LBB_897
.LBB_893:
	movl $1025, %r8d
	xorl %ebx, %ebx
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_897
.LBB_894:
	movq %rbx, %r13
	jmp .LBB_889
.LBB_895:
	leaq .Lanon.2(%rip), %rcx
	movq %rbp, %r13
.LBB_896:
	movq 32(%rsp), %rbx
.LBB_897:
	movq %rbx, %rdi
	movq %r13, %rsi
	movq %r8, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_898:
	movq 88(%rsp), %r15
.LBB_899:
	movq %r15, %r8
	leaq .Lanon.4(%rip), %rcx
.LBB_900:
	movq %r15, %rsi
	movq %r8, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_901:
	leaq .Lanon.5(%rip), %rdx
	movq %rax, %r13
	jmp .LBB_988
.LBB_902:
	leaq .Lanon.6(%rip), %rdx
	movq %rax, %r13
	jmp .LBB_988
.LBB_903:
	movq 64(%rsp), %rdi
	movq 1096(%rsp), %r15
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_900
.LBB_904:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %r13
	jmp .LBB_988
.LBB_905:
	leaq .Lanon.9(%rip), %rdx
	movq %rax, %r13
	jmp .LBB_988
.LBB_906:
	movq 64(%rsp), %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_897
.LBB_907:
	leaq .Lanon.11(%rip), %rdi
	leaq .Lanon.12(%rip), %rdx
	movl $19, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_908:
	movq 72(%rsp), %rdi
	movq 1512(%rsp), %r15
	movq %r13, %r8
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_900
.LBB_909:
	movq 64(%rsp), %rdi
	movq 1096(%rsp), %r15
	leaq .Lanon.7(%rip), %rcx
	movq 80(%rsp), %r8
	jmp .LBB_900
.LBB_910:
	movq 72(%rsp), %rbx
	movq %r13, %r8
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_897
.LBB_911:
	movq 72(%rsp), %rbx
	movq %r13, %r8
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_897
.LBB_912:
	movq %r13, %r8
	movq 72(%rsp), %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_897
.LBB_913:
	movq %r13, %r8
.LBB_914:
	movq %rdi, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_897
.LBB_915:
	movl $16, %ebx
	movq %r13, %r8
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_897
.LBB_916:
	movq %r8, %r13
	jmp .LBB_931
.LBB_917:
	movq %rdx, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_897
.LBB_918:
	movl $16, %r13d
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_988
.LBB_919:
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_1016
.LBB_920:
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1016
.LBB_921:
	movq %r12, (%rsp)
.LBB_922:
	movl $1025, %esi
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_1016
.LBB_923:
	movq %r15, (%rsp)
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1016
.LBB_924:
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_897
.LBB_925:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, %rcx
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	movq 1128(%rsp), %rbp
	jmp .LBB_72
.LBB_927:
	movq %r14, (%rsp)
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1016
.LBB_928:
	movq %r12, (%rsp)
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1016
.LBB_929:
	movl $16, %r13d
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_988
.LBB_930:
	movq 80(%rsp), %r13
.LBB_931:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_988
.LBB_932:
	movq %rbp, %rsi
	movb $1, %bpl
	leaq .Lanon.25(%rip), %rdx
	movq 1088(%rsp), %r14
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_933:
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_1016
.LBB_934:
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_1016
.LBB_935:
	movq %r11, (%rsp)
	jmp .LBB_1017
.LBB_936:
	movq %rdx, %r13
	jmp .LBB_987
.LBB_937:
	movq %r15, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1016
.LBB_938:
	movq %r15, (%rsp)
.LBB_939:
	movq %r10, %rsi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1016
.LBB_940:
	movq %rbx, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1016
.LBB_941:
	movq %r10, (%rsp)
	jmp .LBB_1017
.LBB_942:
	movq %r9, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1016
.LBB_943:
	movq $-1, (%rsp)
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1016
.LBB_944:
	leaq .Lanon.32(%rip), %rdx
	movq 528(%rsp), %r13
	jmp .LBB_988
.LBB_945:
	movq %r15, (%rsp)
	jmp .LBB_1017
.LBB_946:
	movq %rbx, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.33(%rip), %rax
	jmp .LBB_1016
.LBB_947:
	movq %r15, (%rsp)
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1016
.LBB_948:
	movq %r15, (%rsp)
.LBB_949:
	movq %rbp, %rsi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1016
.LBB_950:
	movq %r15, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1016
.LBB_951:
	movq %r8, (%rsp)
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1016
.LBB_957:
	movq %rsi, (%rsp)
	jmp .LBB_1017
.LBB_952:
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1016
.LBB_953:
	leaq .Lanon.38(%rip), %rdi
	leaq .Lanon.39(%rip), %rcx
	leaq .Lanon.40(%rip), %r8
	leaq 287(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_971:
	movq %r14, (%rsp)
	jmp .LBB_1017
.LBB_954:
	subq 72(%rsp), %rdx
	addq $1025, %rdx
	leaq .Lanon.41(%rip), %rax
	movq %rax, 16(%rsp)
	movq %rdx, (%rsp)
	jmp .LBB_1017
.LBB_955:
	movq %r10, (%rsp)
	movq %r10, %rsi
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1016
.LBB_956:
	movq %r8, (%rsp)
	jmp .LBB_960
.LBB_958:
	movq %rcx, (%rsp)
	movq %rcx, %rsi
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1016
.LBB_959:
	movq %rdx, (%rsp)
.LBB_960:
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_1016
.LBB_961:
	movq %r9, (%rsp)
	leaq .Lanon.41(%rip), %rax
	jmp .LBB_1016
.LBB_962:
	movq %r10, (%rsp)
	jmp .LBB_939
.LBB_963:
	movq %rsi, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1016
.LBB_965:
	movq %rsi, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1016
.LBB_966:
	movq %rsi, (%rsp)
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1016
.LBB_968:
	movl $1024, %eax
	movq %rax, (%rsp)
	leaq .Lanon.44(%rip), %rax
	jmp .LBB_1016
.LBB_969:
	leaq .Lanon.38(%rip), %rdi
	leaq .Lanon.39(%rip), %rcx
	leaq .Lanon.40(%rip), %r8
	leaq 287(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_970:
	movq %r13, %r12
	jmp .LBB_986
.LBB_972:
	movq %rdx, %r12
	movq %rax, %r13
	jmp .LBB_987
.LBB_973:
	movq %r8, (%rsp)
	jmp .LBB_939
.LBB_974:
	movq %r8, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1016
.LBB_975:
	movq %rbp, (%rsp)
	jmp .LBB_949
.LBB_976:
	movq %rsi, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1016
.LBB_977:
	movq %rdx, %r12
	jmp .LBB_987
.LBB_979:
	movq %r14, %r12
	jmp .LBB_986
.LBB_980:
	movq %r10, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1016
.LBB_981:
	movq %r10, (%rsp)
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1016
.LBB_982:
	movq %r8, %r12
	jmp .LBB_987
.LBB_984:
	movq %rbx, %r12
	jmp .LBB_986
.LBB_985:
	movq %rdx, %r12
.LBB_986:
	movq %r8, %r13
.LBB_987:
	leaq .Lanon.45(%rip), %rdx
.LBB_988:
	movq %r12, %rdi
	movq %r13, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_989:
	movq %rcx, (%rsp)
	jmp .LBB_949
.LBB_990:
	movq %rcx, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1016
.LBB_991:
	movq %r13, %r12
	movq %rax, %r13
	jmp .LBB_987
.LBB_992:
	movl $1, %edi
	movl $16400, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_993:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_994:
	movq $0, (%rsp)
	xorl %esi, %esi
	jmp .LBB_1017
.LBB_995:
	movq 728(%rsp), %r12
	leaq .Lanon.46(%rip), %rdx
	jmp .LBB_988
.LBB_996:
	movq 728(%rsp), %r12
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_988
.LBB_997:
	movl $3, %eax
	jmp .LBB_1014
.LBB_998:
	movl $4, %eax
	jmp .LBB_1014
.LBB_999:
	movl $15, %eax
	jmp .LBB_1014
.LBB_1000:
	movl $12, %eax
	jmp .LBB_1014
.LBB_1001:
	movl $6, %eax
	jmp .LBB_1014
.LBB_1002:
	movl $8, %eax
	jmp .LBB_1014
.LBB_1003:
	movl $1, %eax
	jmp .LBB_1014
.LBB_1004:
	movl $10, %eax
	jmp .LBB_1014
.LBB_1005:
	movl $9, %eax
	jmp .LBB_1014
.LBB_1006:
	movq $0, (%rsp)
	xorl %esi, %esi
	jmp .LBB_1015
.LBB_1007:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1016
.LBB_1008:
	movl $11, %eax
	jmp .LBB_1014
.LBB_1009:
	movl $2, %eax
	jmp .LBB_1014
.LBB_1010:
	movl $14, %eax
	jmp .LBB_1014
.LBB_1011:
	movl $7, %eax
	jmp .LBB_1014
.LBB_1012:
	movl $13, %eax
	jmp .LBB_1014
.LBB_1013:
	movl $5, %eax
.LBB_1014:
	movq %rax, (%rsp)
.LBB_1015:
	leaq .Lanon.49(%rip), %rax
.LBB_1016:
	movq %rax, 16(%rsp)
.LBB_1017:
	movq (%rsp), %rdi
	movq 16(%rsp), %rdx
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1023
.LBB_1018:
	movq %rax, %r12
	movq %rax, %r13
	leaq .Lanon.50(%rip), %rdx
	jmp .LBB_988
.LBB_1019:
	movl $1024, %eax
	movq %rax, (%rsp)
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_1016
.LBB_1020:
	movq %r10, (%rsp)
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1016
.LBB_1021:
	movq %rbx, (%rsp)
	jmp .LBB_922
.LBB_1022:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1023:
	ud2
.LBB_1024:
	movq $0, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1016
.LBB_1025:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1016
.LBB_1026:
	movq $0, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1016
.LBB_1027:
	movq $0, (%rsp)
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1016
.LBB_1028:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1016
.LBB_1029:
	movq $0, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1016
.LBB_1030:
	movq %rdi, (%rsp)
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1016
.LBB_1031:
	movq %r8, (%rsp)
	jmp .LBB_922
	movq %rax, %rbx
	movq 1088(%rsp), %rcx
	jmp .LBB_1069
	jmp .LBB_1062
	movq %rax, %rbx
	testq %r12, %r12
	je .LBB_1089
	shlq $3, %r12
	movl $8, %edx
	movq %r15, %rdi
	movq %r12, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1089
	movq %rax, %rbx
	movb $1, %bpl
	jmp .LBB_1064
	jmp .LBB_1062
	movq %rax, %rbx
	jmp .LBB_1075
	movq %rax, %rbx
	jmp .LBB_1091
	movq %rax, %rbx
	movl $16400, %esi
	movl $1, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1042
	movq %rax, %rbx
.LBB_1042:
	movq 752(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1045
	movq 760(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1045
	movq %rax, %rbx
.LBB_1045:
	movq 2120(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1048
	movq 2128(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1048
	movq %rax, %rbx
.LBB_1048:
	movq 304(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1051
	movq 312(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1051
	movq %rax, %rbx
.LBB_1051:
	movq 144(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1054
	movq 152(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1054
	movq %rax, %rbx
.LBB_1054:
	movq 1800(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1092
	movq 1808(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1092
	jmp .LBB_1062
	movq %rax, %rbx
	jmp .LBB_1092
	jmp .LBB_1062
	movq %rax, %rbx
	movq %r14, %rcx
	jmp .LBB_1065
	jmp .LBB_1062
.LBB_1062:
	movq %rax, %rbx
	movq 1704(%rsp), %rsi
	movb $1, %bpl
	testq %rsi, %rsi
	je .LBB_1064
	movq 1712(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1064:
	movq 1088(%rsp), %rcx
.LBB_1065:
	movq 1824(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1068
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1068
	movq 1816(%rsp), %rdi
	subq %rax, %rdi
	movl $16, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1088(%rsp), %rcx
.LBB_1068:
	testb %bpl, %bpl
	je .LBB_1072
.LBB_1069:
	testq %rcx, %rcx
	je .LBB_1072
	shlq $3, %rcx
	leaq (%rcx,%rcx,4), %rsi
	movl $8, %edx
	movq 1504(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1072
	movq %rax, %rbx
.LBB_1072:
	movq 1688(%rsp), %r14
	movq 1696(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1084
.LBB_1073:
	movq 1680(%rsp), %rax
	testq %rax, %rax
	je .LBB_1075
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1075:
	movq 1664(%rsp), %r14
	movq 1672(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1078
.LBB_1076:
	movq 1656(%rsp), %rax
	testq %rax, %rax
	je .LBB_1089
	shlq $4, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1089
.LBB_1078:
	leaq 32(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1080
.LBB_1079:
	addq $48, %r12
	decq %r15
	je .LBB_1076
.LBB_1080:
	movq -32(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1082
	movq -24(%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
.LBB_1082:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1079
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1079
.LBB_1084:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1086
.LBB_1085:
	addq $24, %r12
	decq %r15
	je .LBB_1073
.LBB_1086:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1085
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1085
	movq %rax, %rbx
.LBB_1089:
	movq 1632(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1091
	movq 1640(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1091:
	leaq 1184(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1092:
	movq 1864(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1095
	movq 1888(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1096
.LBB_1094:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1095:
	movq 1872(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1888(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1094
.LBB_1096:
	movq 1896(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
