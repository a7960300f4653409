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
	subq $2200, %rsp
	movq %rdi, %r12
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %r12, %rdi
	movq %rdx, %rsi
	addq $2200, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %r12, %rdi
	movq %rdx, %rsi
	addq $2200, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq 16(%rdx), %r13
	movq %rdx, %rbx
	movq 24(%rdx), %r15
	movq %r13, %rdi
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %rbx
	movq %rbx, 552(%rsp)
	leaq 1664(%rsp), %r14
	movq %r14, %rdi
	movq %rsi, 632(%rsp)
	movq %rbx, %rdx
	movq %r13, %rcx
	movq %r15, %r8
	callq kernel_sliding::grid_for
	movq %r15, 112(%rsp)
	shlq $4, %r15
	leaq (%r15,%r15,2), %r15
	leaq (%r13,%r15), %rax
	movq $0, 1088(%rsp)
	movq $0, 1152(%rsp)
	movq %r13, 1216(%rsp)
	movq %rax, 1480(%rsp)
	movq %rax, 1224(%rsp)
	leaq 1088(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 64(%rsp)
	cmpq $0, 112(%rsp)
	je .LBB_18
.LBB_8:
	movq 16(%r13), %rbp
	testq %rbp, %rbp
	js .LBB_1030
	movq 24(%r13), %rax
	testq %rax, %rax
	js .LBB_1030
	cmpq %rbp, %rax
	cmovaq %rax, %rbp
	cmpq $1, 112(%rsp)
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rax
	movq %r15, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
	leaq 72(%r13), %rcx
.LBB_12:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1030
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1030
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %rbp
	cmovbeq %rdx, %rbp
	addq $48, %rcx
	decq %rax
	jne .LBB_12
.LBB_15:
	cmpq $1, %rbp
	adcq $-1, %rbp
	jmp .LBB_19
.LBB_16:
	movq %r12, %rdi
	movq %rbx, %rsi
	addq $2200, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 64(%rsp)
	cmpq $0, 112(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %ebp, %ebp
.LBB_19:
	leaq 1088(%rsp), %rdi
	movq %rbp, %rsi
	callq kernel_sliding::blocked::Scratch<_>::new
	movq %r13, 1472(%rsp)
	movq %rbx, 472(%rsp)
	movq %r12, 1656(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 896(%rsp)
	vmovdqu %ymm0, 864(%rsp)
	vmovdqu %ymm0, 832(%rsp)
	vmovdqu %ymm0, 800(%rsp)
	movq 64(%rsp), %rax
	leaq 1025(%rax), %rbx
	leaq 1496(%rsp), %rdi
	leaq 800(%rsp), %rsi
	movq %rbx, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movabsq $9223372036854775800, %rcx
	movq %rbp, %rax
	leaq (,%rbp,8), %rbp
	movq %rax, 88(%rsp)
	shrq $61, %rax
	setne %al
	cmpq %rcx, %rbp
	seta %cl
	orb %al, %cl
	je .LBB_24
	xorl %r15d, %r15d
.LBB_23:
	movq %r15, %rdi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_24:
	movq %rbx, 536(%rsp)
	testq %rbp, %rbp
	je .LBB_33
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, %r12
	movq 88(%rsp), %rcx
	movq %rcx, %r13
	testq %rax, %rax
	je .LBB_23
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rcx
	jb .LBB_34
.LBB_27:
	leaq -1(%rcx), %rdx
	movl $1, %ecx
	movq %r12, %rax
	cmpq $16, %rdx
	movq 112(%rsp), %r15
	jb .LBB_31
	movq %rdx, %rsi
	andq $-16, %rsi
	leaq (%r12,%rsi,8), %rax
	leaq 1(%rsi), %rcx
	xorl %edi, %edi
	vpbroadcastq .LCPI_0(%rip), %ymm0
.LBB_29:
	vmovdqu %ymm0, (%r12,%rdi,8)
	vmovdqu %ymm0, 32(%r12,%rdi,8)
	vmovdqu %ymm0, 64(%r12,%rdi,8)
	vmovdqu %ymm0, 96(%r12,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_29
	cmpq %rsi, %rdx
	je .LBB_35
.LBB_31:
	movq 88(%rsp), %rdx
	subq %rcx, %rdx
.LBB_32:
	movq %rbx, (%rax)
	addq $8, %rax
	decq %rdx
	jne .LBB_32
	jmp .LBB_35
.LBB_33:
	movl $8, %r12d
	xorl %r13d, %r13d
	movq 88(%rsp), %rcx
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rcx
	jae .LBB_27
.LBB_34:
	movq %r12, %rax
	testq %rcx, %rcx
	movq 112(%rsp), %r15
	je .LBB_55
.LBB_35:
	movq %rbx, (%rax)
	testq %rbp, %rbp
	je .LBB_38
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 88(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_1094
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 472(%rsp), %rbp
	jae .LBB_39
	jmp .LBB_45
.LBB_38:
	xorl %ecx, %ecx
	movl $8, %eax
	movq 88(%rsp), %rsi
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 472(%rsp), %rbp
	jb .LBB_45
.LBB_39:
	movq 88(%rsp), %rdx
	leaq -1(%rdx), %rdi
	movl $1, %esi
	movq %rax, %rdx
	cmpq $16, %rdi
	jb .LBB_43
	movq %rdi, %r8
	andq $-16, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
	xorl %r9d, %r9d
	vpbroadcastq .LCPI_0(%rip), %ymm0
.LBB_41:
	vmovdqu %ymm0, (%rax,%r9,8)
	vmovdqu %ymm0, 32(%rax,%r9,8)
	vmovdqu %ymm0, 64(%rax,%r9,8)
	vmovdqu %ymm0, 96(%rax,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_41
	cmpq %r8, %rdi
	je .LBB_45
.LBB_43:
	movq 88(%rsp), %rdi
	subq %rsi, %rdi
.LBB_44:
	movq %rbx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_44
.LBB_45:
	movq %rbx, (%rdx)
.LBB_46:
	movq %r13, 800(%rsp)
	movq %r12, 808(%rsp)
	movq 88(%rsp), %rdx
	movq %rdx, 816(%rsp)
	movq %rcx, 824(%rsp)
	movq %rax, 832(%rsp)
	movq %rdx, 840(%rsp)
	leaq 1520(%rsp), %rdi
	leaq 800(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %r12
	cmpb $1, 16(%rax)
	jne .LBB_987
	movq (%r12), %rax
	movq 8(%r12), %rdx
.LBB_49:
	leaq 1(%rax), %rcx
	movq %rcx, (%r12)
	movq %r14, 1720(%rsp)
	vmovdqu .Lanon.0(%rip), %ymm0
	vmovdqu %ymm0, 1728(%rsp)
	movq %rax, 1760(%rsp)
	movq %rdx, 1768(%rsp)
	movq 1472(%rsp), %rax
	movq %rax, 1776(%rsp)
	movq 1480(%rsp), %rax
	movq %rax, 1784(%rsp)
	leaq 1720(%rsp), %rax
	movq %rax, 1792(%rsp)
	leaq 1544(%rsp), %rdi
	leaq 1776(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	leaq (,%r15,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %r15
	jbe .LBB_53
	xorl %r15d, %r15d
.LBB_52:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_53:
	testq %r14, %r14
	je .LBB_56
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 112(%rsp), %rdx
	movq %rdx, %rcx
	testq %rax, %rax
	jne .LBB_57
	jmp .LBB_52
.LBB_55:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 472(%rsp), %rbp
	jmp .LBB_46
.LBB_56:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 112(%rsp), %rdx
.LBB_57:
	movq %rcx, 528(%rsp)
	cmpq $2, %rdx
	movq %rdx, %r14
	movq %rax, 1080(%rsp)
	jb .LBB_64
	leaq -1(%r14), %rcx
	leaq -2(%r14), %rsi
	movl %ecx, %edi
	andl $7, %edi
	movq %rax, %rdx
	cmpq $7, %rsi
	movq 64(%rsp), %r15
	jb .LBB_62
	andq $-8, %rcx
	vpxor %xmm0, %xmm0, %xmm0
	movq 1080(%rsp), %rdx
.LBB_60:
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
	vmovdqu %ymm0, 40(%rdx)
	movb $0, 72(%rdx)
	vmovdqu %ymm0, 80(%rdx)
	movb $0, 112(%rdx)
	vmovdqu %ymm0, 120(%rdx)
	movb $0, 152(%rdx)
	vmovdqu %ymm0, 160(%rdx)
	movb $0, 192(%rdx)
	vmovdqu %ymm0, 200(%rdx)
	movb $0, 232(%rdx)
	vmovdqu %ymm0, 240(%rdx)
	movb $0, 272(%rdx)
	vmovdqu %ymm0, 280(%rdx)
	movb $0, 312(%rdx)
	addq $320, %rdx
	addq $-8, %rcx
	jne .LBB_60
	testq %rdi, %rdi
	je .LBB_65
.LBB_62:
	vpxor %xmm0, %xmm0, %xmm0
.LBB_63:
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rdi
	jne .LBB_63
	jmp .LBB_65
.LBB_64:
	movq %rax, %rdx
	testq %r14, %r14
	movq 64(%rsp), %r15
	je .LBB_66
.LBB_65:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_66:
	cmpb $1, 16(%r12)
	jne .LBB_1001
	movq (%r12), %rax
	movq 8(%r12), %rdx
.LBB_68:
	leaq 1(%rax), %rcx
	movq %rcx, (%r12)
	movq 632(%rsp), %rcx
	movq %rcx, 1840(%rsp)
	movq %rbp, 1848(%rsp)
	vmovdqu .Lanon.0(%rip), %ymm0
	vmovdqu %ymm0, 1856(%rsp)
	movq %rax, 1888(%rsp)
	movq %rdx, 1896(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 552(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1440(%rsp)
	je .LBB_959
	leaq 1(%r15), %rax
	movq %rax, 416(%rsp)
	movq 88(%rsp), %rax
	leaq 1(%rax), %rcx
	movq %rcx, 1432(%rsp)
	leaq 1025(%rax), %rcx
	movq %rcx, 1064(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	leaq -1025(%rax), %rdx
	movq %rdx, 1456(%rsp)
	movl $1025, %edx
	subq %rax, %rdx
	movq %rdx, 1448(%rsp)
	movq %r15, %rdx
	shlq $7, %rdx
	vpbroadcastq %rax, %ymm0
	vmovdqu %ymm0, 1904(%rsp)
	movq %r15, %rsi
	negq %rsi
	movq %rsi, 1616(%rsp)
	movl $1, %esi
	subq %rax, %rsi
	movq %rsi, 1632(%rsp)
	vmovq .LCPI_0(%rip), %xmm1
	leaq 128(%rcx), %rsi
	movq %rsi, 736(%rsp)
	leaq 128(%rdx), %rsi
	movq %rsi, 1608(%rsp)
	leaq 224(%rdx), %rsi
	movq %rsi, 1600(%rsp)
	leaq 96(%rcx), %rsi
	movq %rsi, 440(%rsp)
	movq %rdx, 544(%rsp)
	addq $96, %rdx
	movq %rdx, 1592(%rsp)
	movq %rcx, 608(%rsp)
	addq $224, %rcx
	movq %rcx, 1424(%rsp)
	decq %rax
	movq %rax, 1384(%rsp)
	leaq .Lanon.1(%rip), %rax
	movq %rax, 8(%rsp)
	xorl %ecx, %ecx
.LBB_70:
	leaq 16400(%rcx), %rax
	movq %rcx, 280(%rsp)
	movq 1504(%rsp), %rdx
	movq %rdx, 104(%rsp)
	movq 1512(%rsp), %rdx
	movq %rax, 1624(%rsp)
	movq %rdx, 40(%rsp)
	testq %rdx, %rdx
	je .LBB_82
	movq 40(%rsp), %rax
	shlq $7, %rax
	movq 104(%rsp), %rsi
	addq %rsi, %rax
	movl $1025, %ecx
	movq 1616(%rsp), %rdx
	jmp .LBB_73
.LBB_72:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_81
.LBB_73:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_76
.LBB_74:
	movq 632(%rsp), %rbx
	vmovq (%rbx,%rdi,8), %xmm0
.LBB_75:
	vmovq %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_72
.LBB_76:
	movq 280(%rsp), %rbx
	leaq -1025(%r10,%rbx), %rdi
	vmovdqa %xmm1, %xmm0
	cmpq %r15, %rdi
	jb .LBB_79
	addq %r11, %rbx
	movq 552(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %rbp, %rdi
	jae .LBB_994
	movq 632(%rsp), %rbx
	vmovq (%rbx,%rdi,8), %xmm0
.LBB_79:
	vmovq %xmm0, -8(%r8,%r9)
	movq 280(%rsp), %rdi
	leaq (%r10,%rdi), %rbx
	vmovdqa %xmm1, %xmm0
	cmpq %r15, %rbx
	jb .LBB_75
	leaq 1025(%r11,%rdi), %rbx
	movq 552(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %rbp, %rdi
	jb .LBB_74
	jmp .LBB_994
.LBB_81:
	movq 280(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_82:
	movq 1672(%rsp), %rdx
	movq 1680(%rsp), %rsi
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_88
	cmpq $1, %rsi
	jne .LBB_85
	xorl %edi, %edi
	jmp .LBB_87
.LBB_85:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_86:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_86
.LBB_87:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_88:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1808(%rsp)
	movq %rdx, 1816(%rsp)
	movq %rax, 1824(%rsp)
	movb $0, 1832(%rsp)
	leaq 280(%rsp), %rax
	movq %rax, 1800(%rsp)
	leaq 1568(%rsp), %rdi
	leaq 1800(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1576(%rsp), %rax
	movq %rax, 96(%rsp)
	movq 1584(%rsp), %rax
	movq %rax, 24(%rsp)
	cmpq $2, %rax
	jae .LBB_956
.LBB_90:
	decq 1440(%rsp)
	movq 280(%rsp), %rax
	movq 552(%rsp), %rcx
	movq 1672(%rsp), %rdx
	movq 1680(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_93
.LBB_91:
	xorl %r10d, %r10d
.LBB_92:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 800(%rsp,%r9)
	movq %r11, 808(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_111
.LBB_93:
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
	jne .LBB_91
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_100
	cmpq $1, %rsi
	jne .LBB_97
	xorl %r11d, %r11d
	jmp .LBB_99
.LBB_97:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_98:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_98
.LBB_99:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
	movq 112(%rsp), %r14
	movq 64(%rsp), %r15
.LBB_100:
	shlq $3, %r11
.LBB_101:
	cmpq %r11, %rdi
	je .LBB_104
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_104
	movabsq $1151796703138937857, %r12
	imulq %r12, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r12
	cmpq %r12, %rbx
	jb .LBB_101
	jmp .LBB_91
.LBB_104:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_107
	cmpq $1, %rsi
	jne .LBB_108
	xorl %r11d, %r11d
	jmp .LBB_110
.LBB_107:
	movq $-1, %r11
	jmp .LBB_92
.LBB_108:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_109:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_109
.LBB_110:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	movq 112(%rsp), %r14
	movq 64(%rsp), %r15
	jmp .LBB_92
.LBB_111:
	vmovups 1024(%rsp), %ymm0
	vmovups %ymm0, 2160(%rsp)
	vmovups 992(%rsp), %ymm0
	vmovups %ymm0, 2128(%rsp)
	vmovups 960(%rsp), %ymm0
	vmovups %ymm0, 2096(%rsp)
	vmovups 928(%rsp), %ymm0
	vmovups %ymm0, 2064(%rsp)
	vmovupd 800(%rsp), %ymm0
	vmovups 864(%rsp), %ymm1
	vmovupd 896(%rsp), %ymm2
	vmovupd %ymm2, 2032(%rsp)
	vmovups %ymm1, 2000(%rsp)
	vmovups 832(%rsp), %ymm1
	vmovups %ymm1, 1968(%rsp)
	vmovupd %ymm0, 1936(%rsp)
	testq %r14, %r14
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_953
	cmpq $-1025, %r15
	setae %al
	movq 24(%rsp), %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
	movq %rcx, 488(%rsp)
	movq 40(%rsp), %rcx
	cmpq %rcx, 536(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 23(%rsp)
	movq 544(%rsp), %rax
	movq 104(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 448(%rsp)
	movq 1608(%rsp), %rax
	leaq (%rcx,%rax), %rax
	movq %rax, 744(%rsp)
	leaq 96(%rcx), %rax
	movq %rax, 616(%rsp)
	movq 1600(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 1488(%rsp)
	movq 1592(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 752(%rsp)
	movq 1472(%rsp), %r10
	movq $0, 760(%rsp)
.LBB_113:
	movq 16(%r10), %rcx
	testq %rcx, %rcx
	movq 88(%rsp), %rbp
	js .LBB_1042
	movq (%r10), %rax
	movq 8(%r10), %rdx
	movq %rax, 496(%rsp)
	movq %rdx, 672(%rsp)
	orq %rdx, %rax
	js .LBB_1042
	movq 496(%rsp), %rax
	leaq -1(%rax), %r11
	movq 672(%rsp), %rax
	decq %rax
	cmpq %rax, %r11
	movq %rax, %rdx
	cmovaq %r11, %rdx
	movq 24(%r10), %rdi
	testq %rdi, %rdi
	js .LBB_1042
	movq 32(%r10), %rsi
	movq 40(%r10), %r8
	movq %rsi, %r9
	orq %r8, %r9
	js .LBB_1042
	movq %r10, 480(%rsp)
	leaq -1(%rcx,%rdx), %r10
	decq %rsi
	decq %r8
	cmpq %r8, %rsi
	cmovaq %rsi, %r8
	leaq -1(%rdi), %rcx
	cmpq %rcx, %r8
	cmovbeq %rcx, %r8
	movq 280(%rsp), %rcx
	movq %r10, %rdx
	subq %rcx, %rdx
	setb %r9b
	leaq 16400(%rcx), %rsi
	cmpq %rsi, %r10
	setae %r10b
	orb %r9b, %r10b
	jne .LBB_120
	movabsq $1151796703138937857, %r9
	mulxq %r9, %r10, %r10
	shrq $6, %r10
	movq %r10, %r9
	shlq $10, %r9
	addq %r10, %r9
	subq %r9, %rdx
	je .LBB_120
	movq %r10, 1072(%rsp)
	movq %rdx, 56(%rsp)
	movl $1, %edx
	movq %rdx, 32(%rsp)
	jmp .LBB_121
.LBB_120:
	movq $0, 32(%rsp)
.LBB_121:
	movq 40(%rsp), %r14
	leaq -1(%rdi,%r8), %r8
	movq %r8, %rdx
	subq %rcx, %rdx
	setb %dil
	cmpq %rsi, %r8
	setae %r8b
	orb %dil, %r8b
	jne .LBB_124
	movabsq $1151796703138937857, %rdi
	mulxq %rdi, %r8, %r8
	shrq $6, %r8
	movq %r8, %rdi
	shlq $10, %rdi
	movq %r8, 1640(%rsp)
	addq %r8, %rdi
	subq %rdi, %rdx
	movq %rdx, 624(%rsp)
	je .LBB_124
	movl $1, %edx
	movq %rdx, 600(%rsp)
	jmp .LBB_125
.LBB_124:
	movq $0, 600(%rsp)
.LBB_125:
	movq 1536(%rsp), %rdi
	movq 760(%rsp), %r13
	cmpq %rdi, %r13
	jae .LBB_1071
	leaq (%r13,%r13,2), %rdx
	movq %rdx, 1648(%rsp)
	shlq $4, %rdx
	addq 1528(%rsp), %rdx
	movq %rdx, 1464(%rsp)
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %cl
	cmpq %rsi, %rax
	setae %al
	orb %cl, %al
	jne .LBB_130
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_130
	movq %rdx, 128(%rsp)
	movq %rax, 136(%rsp)
	movl $1, %r9d
	jmp .LBB_131
.LBB_130:
	xorl %r9d, %r9d
.LBB_131:
	movq %r9, 120(%rsp)
	movq 1096(%rsp), %rax
	movq %rax, 560(%rsp)
	movq 1104(%rsp), %rsi
	movq 672(%rsp), %r8
	cmpq $1, %r8
	movq 104(%rsp), %rdx
	movq %rsi, (%rsp)
	movq %r11, 456(%rsp)
	jne .LBB_137
	cmpb $0, 23(%rsp)
	jne .LBB_978
	movq %rsi, %rax
	xorl %ecx, %ecx
	xorl %edx, %edx
	movq 560(%rsp), %r8
	testq %rax, %rax
	je .LBB_1033
.LBB_134:
	vxorpd %xmm3, %xmm3, %xmm3
	movq 1488(%rsp), %rdi
	vaddpd -224(%rdi,%rdx), %ymm3, %ymm0
	vaddpd -192(%rdi,%rdx), %ymm3, %ymm1
	vaddpd -160(%rdi,%rdx), %ymm3, %ymm2
	vaddpd -128(%rdi,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, (%r8,%rdx)
	vmovupd %ymm1, 32(%r8,%rdx)
	vmovupd %ymm2, 64(%r8,%rdx)
	vmovupd %ymm3, 96(%r8,%rdx)
	cmpq $131072, %rdx
	je .LBB_195
	movq %rcx, %rdi
	orq $1, %rdi
	movq (%rsp), %rsi
	cmpq %rsi, %rdi
	je .LBB_1051
	addq $2, %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	movq 1488(%rsp), %rdi
	vaddpd -96(%rdi,%rdx), %ymm3, %ymm0
	vaddpd -64(%rdi,%rdx), %ymm3, %ymm1
	vaddpd -32(%rdi,%rdx), %ymm3, %ymm2
	vaddpd (%rdi,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r8,%rdx)
	vmovupd %ymm1, 160(%r8,%rdx)
	vmovupd %ymm2, 192(%r8,%rdx)
	vmovupd %ymm3, 224(%r8,%rdx)
	addq $256, %rdx
	addq $-2, %rax
	testq %rax, %rax
	jne .LBB_134
	jmp .LBB_1033
.LBB_137:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 416(%rsp), %rcx
	movq %rcx, %rdi
	subq %r8, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 384(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 144(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	cmpq %r14, %r15
	jae .LBB_982
	cmpq %r8, %rcx
	jb .LBB_986
	testq %r8, %r8
	movb $57, %cl
	je .LBB_142
	shlq $7, %rdi
	addq %rdx, %rdi
	vmovupd 288(%rsp), %ymm1
	vmovupd 384(%rsp), %ymm2
	vmovupd 144(%rsp), %ymm6
	vmovupd 240(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 376(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 232(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	bzhiq %rcx, %r8, %rax
	cmpq $1, %rax
	jne .LBB_143
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_146
.LBB_142:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_148
.LBB_143:
	movabsq $144115188075855871, %rax
	addq %r8, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	incq %rcx
	movabsq $288230376151711736, %rax
	leaq 6(%rax), %rdx
	andq %rcx, %rdx
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_144:
	leaq 1(%rax), %r8
	vcvtsi2sd %r8, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	addq $2, %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %rdi
	cmpq %rax, %rdx
	jne .LBB_144
	testb $1, %cl
	movb $57, %cl
	je .LBB_147
.LBB_146:
	incq %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
.LBB_147:
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm8, 176(%rsp)
	vmovupd %ymm3, 352(%rsp)
	vmovupd %ymm7, 208(%rsp)
	vmovupd %ymm2, 384(%rsp)
	vmovupd %ymm5, 240(%rsp)
.LBB_148:
	movq 560(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_1070
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%rax)
	vmovupd %ymm4, 32(%rax)
	vmovupd %ymm3, 64(%rax)
	vmovupd %ymm2, 96(%rax)
	addq $96, %rax
	movq %rax, 464(%rsp)
	movb %r9b, 704(%rsp)
	movq 128(%rsp), %rax
	movq %rax, 640(%rsp)
	movq 672(%rsp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r9, %r9
	leaq 128(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 1392(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 48(%rsp)
	leaq 1(%rax), %r12
	movl %r12d, %ecx
	andl $7, %ecx
	movabsq $288230376151711736, %rax
	andq %rax, %r12
	movq %r15, %r8
	subq %rdx, %r8
	movq %rcx, 72(%rsp)
	movl %ecx, %eax
	shll $7, %eax
	movl $1, %r10d
	xorl %edi, %edi
	movq %r8, 432(%rsp)
.LBB_150:
	cmpq 24(%rsp), %rdi
	jae .LBB_155
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 96(%rsp), %rdx
.LBB_152:
	movq (%rdx), %rcx
	cmpq %r10, %rcx
	jae .LBB_156
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, 24(%rsp)
	jne .LBB_152
	movq 24(%rsp), %rdi
	xorl %edx, %edx
	jmp .LBB_157
.LBB_155:
	xorl %edx, %edx
	jmp .LBB_157
.LBB_156:
	movl $1, %edx
.LBB_157:
	cmpq %r10, 640(%rsp)
	setae %r9b
	andb 704(%rsp), %r9b
	testq %rdx, %rdx
	jne .LBB_159
	movl $1025, %ebx
	testb %r9b, %r9b
	je .LBB_164
.LBB_159:
	movzbl %r9b, %r9d
	movl $2, %r11d
	subq %rdx, %r11
	testb %dl, %dl
	movq 640(%rsp), %rsi
	movq %rsi, %rbx
	movq %r11, 800(%rsp)
	movq $2, 808(%rsp)
	movq %rdx, 816(%rsp)
	movq %rcx, 824(%rsp)
	cmovneq %rcx, %rbx
	movq %r9, 832(%rsp)
	movq %rsi, 840(%rsp)
	testq %rdx, %rdx
	je .LBB_163
	je .LBB_163
	shll $4, %edx
	leaq 856(%rsp), %rcx
	subq %rdx, %rcx
.LBB_162:
	movq %rbx, %rdx
	incq %r11
	movq (%rcx), %rbx
	cmpq %rbx, %rdx
	cmovbq %rdx, %rbx
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rbx
	addq $16, %rcx
	cmpq $2, %r11
	jne .LBB_162
.LBB_163:
	cmpq $1025, %rbx
	movl $1025, %ecx
	cmovaeq %rcx, %rbx
.LBB_164:
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm5
	vmovupd 352(%rsp), %ymm4
	vmovupd 384(%rsp), %ymm3
	vmovupd 144(%rsp), %ymm11
	vmovupd 176(%rsp), %ymm12
	vmovupd 208(%rsp), %ymm13
	vmovupd 240(%rsp), %ymm14
	cmpq %rbx, %r10
	jae .LBB_170
	movq (%rsp), %rsi
	cmpq %rsi, %r10
	cmovaq %r10, %rsi
	movq %r10, %rcx
	shlq $7, %rcx
	movq 464(%rsp), %rdx
	addq %rcx, %rdx
	addq 544(%rsp), %rcx
	leaq (%r8,%r10), %r11
	shlq $7, %r11
	movq 616(%rsp), %r14
.LBB_166:
	leaq (%r15,%r10), %r13
	movq 40(%rsp), %r9
	cmpq %r9, %r13
	jae .LBB_1013
	leaq (%r8,%r10), %r13
	cmpq %r9, %r13
	jae .LBB_1010
	cmpq %r10, %rsi
	je .LBB_1051
	incq %r10
	vmovupd -96(%r14,%rcx), %ymm15
	vmovupd -64(%r14,%rcx), %ymm10
	vmovupd -32(%r14,%rcx), %ymm9
	vmovupd (%r14,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r14,%r11), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%r14,%r11), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%r14,%r11), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%r14,%r11), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, -96(%rdx)
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -64(%rdx)
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -32(%rdx)
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, (%rdx)
	subq $-128, %rdx
	subq $-128, %r14
	vmovapd %ymm10, %ymm11
	vmovapd %ymm9, %ymm12
	vmovapd %ymm8, %ymm13
	vmovapd %ymm7, %ymm14
	cmpq %r10, %rbx
	jne .LBB_166
	jmp .LBB_171
.LBB_170:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_171:
	vmovupd %ymm6, 288(%rsp)
	vmovupd %ymm5, 320(%rsp)
	vmovupd %ymm4, 352(%rsp)
	vmovupd %ymm3, 384(%rsp)
	vmovupd %ymm10, 144(%rsp)
	vmovupd %ymm9, 176(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm7, 240(%rsp)
	cmpq $1024, %rbx
	movq 40(%rsp), %r14
	movq 48(%rsp), %rsi
	ja .LBB_195
	leaq (%rbx,%r15), %r9
	cmpq %r14, %r9
	jae .LBB_1043
	movq %r9, %r13
	movq 672(%rsp), %r11
	subq %r11, %r13
	cmpq %r14, %r13
	movq 104(%rsp), %rdx
	jae .LBB_993
	movq %r9, %rcx
	shlq $7, %rcx
	vmovupd (%rdx,%rcx), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	vmovupd 32(%rdx,%rcx), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 320(%rsp)
	vmovupd 64(%rdx,%rcx), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 352(%rsp)
	vmovupd 96(%rdx,%rcx), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 384(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 144(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 176(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 208(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 240(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 800(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 832(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 864(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 896(%rsp)
	cmpq 24(%rsp), %rdi
	ja .LBB_973
	leaq 1(%rbx), %r10
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
	incq %r9
	movq %r9, %r8
	movq %r9, %rbp
	subq %r11, %rbp
	movq %rbp, 768(%rsp)
	shlq $7, %rbp
	addq %rdx, %rbp
	xorl %r11d, %r11d
	movq 1392(%rsp), %r15
	jmp .LBB_178
.LBB_176:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1009
.LBB_177:
	vmovsd %xmm4, 288(%rsp,%r13,8)
	vmovsd %xmm3, 144(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 800(%rsp,%r13,8)
	movq %r14, %r15
	movq %rdx, %rcx
	movq 40(%rsp), %r14
.LBB_178:
	testb %r11b, %r11b
	je .LBB_190
	movq %rcx, %rdx
.LBB_180:
	testq %r15, %r15
	je .LBB_193
	cmpq %rbx, (%r15)
	jne .LBB_193
	movb $2, %r11b
	xorl %r14d, %r14d
	movq %r15, %rcx
	movq 672(%rsp), %r9
	cmpq %r9, %r8
	jb .LBB_965
.LBB_183:
	movq 8(%rcx), %r13
	testq %r9, %r9
	je .LBB_176
	cmpq $15, %r13
	ja .LBB_995
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r15d, %r15d
	movq %rbp, %rcx
	cmpq $7, %rsi
	jb .LBB_188
.LBB_186:
	leaq 1(%r15), %r9
	vcvtsi2sd %r9, %xmm2, %xmm5
	vmovsd (%rcx,%r13,8), %xmm6
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%r15), %r9
	vcvtsi2sd %r9, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%r15), %r9
	vcvtsi2sd %r9, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%r15), %r9
	vcvtsi2sd %r9, %xmm2, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%r15), %r9
	vcvtsi2sd %r9, %xmm2, %xmm5
	vmovsd 512(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%r15), %r9
	vcvtsi2sd %r9, %xmm2, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%r15), %r9
	vcvtsi2sd %r9, %xmm2, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %r15
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm6
	addq $1024, %rcx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %r15, %r12
	jne .LBB_186
	cmpq $0, 72(%rsp)
	je .LBB_177
.LBB_188:
	incq %r15
	leaq (%rcx,%r13,8), %rcx
	xorl %r9d, %r9d
.LBB_189:
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd (%rcx,%r9), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r15
	subq $-128, %r9
	cmpq %r9, %rax
	jne .LBB_189
	jmp .LBB_177
.LBB_190:
	movq 488(%rsp), %r9
	movq %r9, %rdx
	cmpq %r9, %rcx
	je .LBB_180
	leaq 16(%rcx), %rdx
	cmpq %rbx, (%rcx)
	jne .LBB_180
	xorl %r11d, %r11d
	movq %r15, %r14
	movq 672(%rsp), %r9
	cmpq %r9, %r8
	jae .LBB_183
	jmp .LBB_965
.LBB_193:
	cmpq (%rsp), %rbx
	jae .LBB_1044
	movq %rbx, %rcx
	shlq $7, %rcx
	vmovupd 800(%rsp), %ymm3
	vmovupd 832(%rsp), %ymm4
	vmovupd 864(%rsp), %ymm5
	vmovupd 896(%rsp), %ymm6
	movq 560(%rsp), %rdx
	vmovupd %ymm6, 96(%rdx,%rcx)
	vmovupd %ymm5, 64(%rdx,%rcx)
	vmovupd %ymm4, 32(%rdx,%rcx)
	vmovupd %ymm3, (%rdx,%rcx)
	cmpq $1024, %rbx
	movq 64(%rsp), %r15
	movq 88(%rsp), %rbp
	movq 432(%rsp), %r8
	jne .LBB_150
.LBB_195:
	movq 1128(%rsp), %r12
	movq %r12, %r13
	subq %rbp, %r13
	jb .LBB_989
	movq 280(%rsp), %rax
	movq 456(%rsp), %rdi
	movq %rdi, %rdx
	subq %rax, %rdx
	setb %cl
	movq 1120(%rsp), %rsi
	addq $16400, %rax
	cmpq %rax, %rdi
	setae %al
	orb %cl, %al
	jne .LBB_200
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_200
	movq %rdx, 128(%rsp)
	movq %rax, 136(%rsp)
	movl $1, %eax
	jmp .LBB_201
.LBB_200:
	xorl %eax, %eax
.LBB_201:
	movq 608(%rsp), %rcx
	leaq (%rsi,%rcx), %rbx
	movq %rax, 120(%rsp)
	movq 1096(%rsp), %r11
	movq 1104(%rsp), %r10
	movq 496(%rsp), %r8
	cmpq $1, %r8
	movq 104(%rsp), %rdx
	movq %r13, (%rsp)
	jne .LBB_205
	cmpb $0, 23(%rsp)
	jne .LBB_978
	cmpq %r13, %r10
	movq %r13, %rcx
	cmovbq %r10, %rcx
	cmpq $1024, %rcx
	movl $1024, %eax
	cmovbq %rcx, %rax
	cmpq $3, %rcx
	ja .LBB_210
	xorl %edx, %edx
	xorl %edi, %edi
	movq 480(%rsp), %r15
	jmp .LBB_272
.LBB_205:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 416(%rsp), %rcx
	movq %rcx, %rdi
	subq %r8, %rdi
	vcvtusi2sd %rax, %xmm31, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 384(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 144(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	cmpq %r14, %r15
	jae .LBB_982
	cmpq %r8, %rcx
	jb .LBB_986
	testq %r8, %r8
	movb $57, %cl
	je .LBB_214
	shlq $7, %rdi
	addq %rdx, %rdi
	vmovupd 288(%rsp), %ymm1
	vmovupd 384(%rsp), %ymm2
	vmovupd 144(%rsp), %ymm6
	vmovupd 240(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 376(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 232(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	bzhiq %rcx, %r8, %rax
	cmpq $1, %rax
	jne .LBB_215
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_218
.LBB_210:
	movq 736(%rsp), %rcx
	leaq (%rsi,%rcx), %rdx
	cmpq %r13, %r10
	movq %r13, %rcx
	cmovbq %r10, %rcx
	cmpq $1024, %rcx
	movl $1024, %edi
	cmovaeq %rdi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	leaq 128(%r11,%rcx), %rdi
	addq 744(%rsp), %rcx
	cmpq %rdi, %rbx
	setb %dil
	cmpq %rdx, %r11
	setb %r9b
	cmpq %rcx, %rbx
	setb %cl
	cmpq %rdx, 448(%rsp)
	setb %r8b
	testb %r9b, %dil
	movq 480(%rsp), %r15
	jne .LBB_271
	movl $0, %edx
	movl $0, %edi
	andb %r8b, %cl
	jne .LBB_272
	incq %rax
	movl %eax, %ecx
	andl $3, %ecx
	movl $4, %edx
	cmoveq %rdx, %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	movq %rdx, %rdi
	shlq $7, %rdi
	movq %rdx, %r8
	vmovdqa .LCPI_4(%rip), %ymm0
	vmovapd .LCPI_3(%rip), %ymm1
	vxorpd %xmm24, %xmm24, %xmm24
	vpbroadcastq .LCPI_5(%rip), %ymm25
	vpbroadcastq .LCPI_6(%rip), %ymm26
	movq 448(%rsp), %rax
.LBB_213:
	vpsllq $7, %ymm0, %ymm2
	vxorpd %xmm3, %xmm3, %xmm3
	kxnorw %k0, %k0, %k1
	vgatherqpd 120(%r11,%ymm2), %ymm3 {%k1}
	vxorpd %xmm5, %xmm5, %xmm5
	kxnorw %k0, %k0, %k1
	vgatherqpd 120(%rax,%ymm1), %ymm5 {%k1}
	vxorpd %xmm4, %xmm4, %xmm4
	kxnorw %k0, %k0, %k1
	vgatherqpd 112(%r11,%ymm2), %ymm4 {%k1}
	vxorpd %xmm7, %xmm7, %xmm7
	kxnorw %k0, %k0, %k1
	vgatherqpd 112(%rax,%ymm1), %ymm7 {%k1}
	vxorpd %xmm6, %xmm6, %xmm6
	kxnorw %k0, %k0, %k1
	vgatherqpd 104(%r11,%ymm2), %ymm6 {%k1}
	vxorpd %xmm9, %xmm9, %xmm9
	kxnorw %k0, %k0, %k1
	vgatherqpd 104(%rax,%ymm1), %ymm9 {%k1}
	vxorpd %xmm8, %xmm8, %xmm8
	kxnorw %k0, %k0, %k1
	vgatherqpd 96(%r11,%ymm2), %ymm8 {%k1}
	vxorpd %xmm11, %xmm11, %xmm11
	kxnorw %k0, %k0, %k1
	vgatherqpd 96(%rax,%ymm1), %ymm11 {%k1}
	vxorpd %xmm10, %xmm10, %xmm10
	kxnorw %k0, %k0, %k1
	vgatherqpd 88(%r11,%ymm2), %ymm10 {%k1}
	vxorpd %xmm13, %xmm13, %xmm13
	kxnorw %k0, %k0, %k1
	vgatherqpd 88(%rax,%ymm1), %ymm13 {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 80(%r11,%ymm2), %ymm12 {%k1}
	vxorpd %xmm15, %xmm15, %xmm15
	kxnorw %k0, %k0, %k1
	vgatherqpd 80(%rax,%ymm1), %ymm15 {%k1}
	vxorpd %xmm14, %xmm14, %xmm14
	kxnorw %k0, %k0, %k1
	vgatherqpd 72(%r11,%ymm2), %ymm14 {%k1}
	vxorpd %xmm17, %xmm17, %xmm17
	kxnorw %k0, %k0, %k1
	vgatherqpd 72(%rax,%ymm1), %ymm17 {%k1}
	vxorpd %xmm16, %xmm16, %xmm16
	kxnorw %k0, %k0, %k1
	vgatherqpd 64(%r11,%ymm2), %ymm16 {%k1}
	vxorpd %xmm19, %xmm19, %xmm19
	kxnorw %k0, %k0, %k1
	vgatherqpd 64(%rax,%ymm1), %ymm19 {%k1}
	vxorpd %xmm18, %xmm18, %xmm18
	kxnorw %k0, %k0, %k1
	vgatherqpd 56(%r11,%ymm2), %ymm18 {%k1}
	vxorpd %xmm20, %xmm20, %xmm20
	kxnorw %k0, %k0, %k1
	vgatherqpd 56(%rax,%ymm1), %ymm20 {%k1}
	vaddpd %ymm3, %ymm3, %ymm3
	vaddpd %ymm24, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm3
	vxorpd %xmm21, %xmm21, %xmm21
	kxnorw %k0, %k0, %k1
	vgatherqpd 48(%r11,%ymm2), %ymm21 {%k1}
	vaddpd %ymm4, %ymm4, %ymm4
	vaddpd %ymm24, %ymm7, %ymm5
	vsubpd %ymm5, %ymm4, %ymm4
	vxorpd %xmm22, %xmm22, %xmm22
	kxnorw %k0, %k0, %k1
	vgatherqpd 48(%rax,%ymm1), %ymm22 {%k1}
	vaddpd %ymm6, %ymm6, %ymm5
	vaddpd %ymm24, %ymm9, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vxorpd %xmm23, %xmm23, %xmm23
	kxnorw %k0, %k0, %k1
	vgatherqpd 40(%r11,%ymm2), %ymm23 {%k1}
	vaddpd %ymm8, %ymm8, %ymm6
	vaddpd %ymm24, %ymm11, %ymm7
	vsubpd %ymm7, %ymm6, %ymm6
	vxorpd %xmm11, %xmm11, %xmm11
	kxnorw %k0, %k0, %k1
	vgatherqpd 40(%rax,%ymm1), %ymm11 {%k1}
	vaddpd %ymm10, %ymm10, %ymm7
	vaddpd %ymm24, %ymm13, %ymm8
	vsubpd %ymm8, %ymm7, %ymm7
	vxorpd %xmm13, %xmm13, %xmm13
	kxnorw %k0, %k0, %k1
	vgatherqpd 32(%r11,%ymm2), %ymm13 {%k1}
	vaddpd %ymm12, %ymm12, %ymm8
	vaddpd %ymm24, %ymm15, %ymm9
	vsubpd %ymm9, %ymm8, %ymm8
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 32(%rax,%ymm1), %ymm12 {%k1}
	vaddpd %ymm14, %ymm14, %ymm9
	vaddpd %ymm24, %ymm17, %ymm10
	vsubpd %ymm10, %ymm9, %ymm9
	vxorpd %xmm14, %xmm14, %xmm14
	kxnorw %k0, %k0, %k1
	vgatherqpd 24(%r11,%ymm2), %ymm14 {%k1}
	vaddpd %ymm16, %ymm16, %ymm10
	vaddpd %ymm24, %ymm19, %ymm15
	vsubpd %ymm15, %ymm10, %ymm10
	vxorpd %xmm15, %xmm15, %xmm15
	kxnorw %k0, %k0, %k1
	vgatherqpd 24(%rax,%ymm1), %ymm15 {%k1}
	vaddpd %ymm18, %ymm18, %ymm16
	vaddpd %ymm24, %ymm20, %ymm17
	vsubpd %ymm17, %ymm16, %ymm16
	vxorpd %xmm17, %xmm17, %xmm17
	kxnorw %k0, %k0, %k1
	vgatherqpd 16(%r11,%ymm2), %ymm17 {%k1}
	vaddpd %ymm21, %ymm21, %ymm18
	vaddpd %ymm24, %ymm22, %ymm19
	vsubpd %ymm19, %ymm18, %ymm18
	vxorpd %xmm19, %xmm19, %xmm19
	kxnorw %k0, %k0, %k1
	vgatherqpd 16(%rax,%ymm1), %ymm19 {%k1}
	vaddpd %ymm23, %ymm23, %ymm20
	vaddpd %ymm24, %ymm11, %ymm11
	vsubpd %ymm11, %ymm20, %ymm11
	vxorpd %xmm20, %xmm20, %xmm20
	kxnorw %k0, %k0, %k1
	vgatherqpd 8(%r11,%ymm2), %ymm20 {%k1}
	vaddpd %ymm13, %ymm13, %ymm13
	vaddpd %ymm24, %ymm12, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vxorpd %xmm13, %xmm13, %xmm13
	kxnorw %k0, %k0, %k1
	vgatherqpd 8(%rax,%ymm1), %ymm13 {%k1}
	vaddpd %ymm14, %ymm14, %ymm14
	vaddpd %ymm24, %ymm15, %ymm15
	vsubpd %ymm15, %ymm14, %ymm14
	vxorpd %xmm15, %xmm15, %xmm15
	kxnorw %k0, %k0, %k1
	vgatherqpd (%r11,%ymm2), %ymm15 {%k1}
	vaddpd %ymm17, %ymm17, %ymm17
	vaddpd %ymm24, %ymm19, %ymm19
	vsubpd %ymm19, %ymm17, %ymm17
	vxorpd %xmm19, %xmm19, %xmm19
	kxnorw %k0, %k0, %k1
	vgatherqpd (%rax,%ymm1), %ymm19 {%k1}
	vaddpd %ymm20, %ymm20, %ymm20
	vaddpd %ymm24, %ymm13, %ymm13
	vsubpd %ymm13, %ymm20, %ymm13
	vaddpd %ymm15, %ymm15, %ymm15
	vaddpd %ymm24, %ymm19, %ymm19
	vsubpd %ymm19, %ymm15, %ymm15
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm15, (%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm13, 8(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm17, 16(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm14, 24(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 32(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 40(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm18, 48(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm16, 56(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 64(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 72(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 80(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm7, 88(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 96(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 104(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 112(%rbx,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 120(%rbx,%ymm2) {%k1}
	vpaddq %ymm25, %ymm0, %ymm0
	vpaddq %ymm26, %ymm1, %ymm1
	addq $-4, %r8
	jne .LBB_213
	jmp .LBB_272
.LBB_214:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_220
.LBB_215:
	movabsq $144115188075855871, %rax
	addq %r8, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	incq %rcx
	movabsq $288230376151711736, %rax
	leaq 6(%rax), %rdx
	andq %rcx, %rdx
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_216:
	leaq 1(%rax), %r8
	vcvtsi2sd %r8, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	addq $2, %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %rdi
	cmpq %rax, %rdx
	jne .LBB_216
	testb $1, %cl
	movb $57, %cl
	je .LBB_219
.LBB_218:
	incq %rax
	vcvtsi2sd %rax, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
.LBB_219:
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm8, 176(%rsp)
	vmovupd %ymm3, 352(%rsp)
	vmovupd %ymm7, 208(%rsp)
	vmovupd %ymm2, 384(%rsp)
	vmovupd %ymm5, 240(%rsp)
.LBB_220:
	testq %r10, %r10
	je .LBB_1097
	cmpq %rbp, %r12
	je .LBB_1096
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	leaq 96(%r11), %rax
	movq %rax, 424(%rsp)
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd (%r11), %ymm5
	vmovupd 32(%r11), %ymm6
	vmovupd 64(%r11), %ymm7
	movq %r11, 464(%rsp)
	vmovupd 96(%r11), %ymm8
	vaddpd %ymm5, %ymm5, %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vaddpd %ymm6, %ymm6, %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vaddpd %ymm7, %ymm7, %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vaddpd %ymm8, %ymm8, %ymm5
	vmovupd %ymm1, (%rbx)
	vmovupd %ymm4, 32(%rbx)
	vmovupd %ymm3, 64(%rbx)
	vsubpd %ymm2, %ymm5, %ymm1
	movq %rbx, 456(%rsp)
	vmovupd %ymm1, 96(%rbx)
	movq 496(%rsp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	movzbl 120(%rsp), %ecx
	movq %rax, 640(%rsp)
	leaq 1(%rax), %r8
	movq 128(%rsp), %rax
	movq %rax, 704(%rsp)
	movb %cl, 1392(%rsp)
	testb %cl, %cl
	movl $0, %ecx
	leaq 128(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 432(%rsp)
	movl %r8d, %ebx
	andl $7, %ebx
	movabsq $288230376151711736, %rax
	andq %rax, %r8
	addq 440(%rsp), %rsi
	subq %rdx, %r15
	movq %r15, 72(%rsp)
	movq %rbx, 560(%rsp)
	shll $7, %ebx
	movl $1, %r12d
	xorl %edi, %edi
	movq %r10, 48(%rsp)
.LBB_223:
	movq 24(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_228
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
.LBB_225:
	movq (%rcx), %rax
	cmpq %r12, %rax
	jae .LBB_229
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_225
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_230
.LBB_228:
	xorl %ecx, %ecx
	jmp .LBB_230
.LBB_229:
	movl $1, %ecx
.LBB_230:
	cmpq %r12, 704(%rsp)
	setae %dl
	andb 1392(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_232
	movl $1025, %r11d
	testb %dl, %dl
	je .LBB_237
.LBB_232:
	movzbl %dl, %r9d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq 704(%rsp), %r15
	movq %r15, %r11
	movq %rdx, 800(%rsp)
	movq $2, 808(%rsp)
	movq %rcx, 816(%rsp)
	movq %rax, 824(%rsp)
	cmovneq %rax, %r11
	movq %r9, 832(%rsp)
	movq %r15, 840(%rsp)
	testq %rcx, %rcx
	je .LBB_236
	je .LBB_236
	shll $4, %ecx
	leaq 856(%rsp), %rax
	subq %rcx, %rax
.LBB_235:
	movq %r11, %rcx
	incq %rdx
	movq (%rax), %r11
	cmpq %r11, %rcx
	cmovbq %rcx, %r11
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r11
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_235
.LBB_236:
	cmpq $1025, %r11
	movl $1025, %eax
	cmovaeq %rax, %r11
.LBB_237:
	movq %rsi, %r10
	vmovupd 288(%rsp), %ymm10
	vmovupd 320(%rsp), %ymm9
	vmovupd 352(%rsp), %ymm8
	vmovupd 384(%rsp), %ymm7
	vmovupd 144(%rsp), %ymm6
	vmovupd 176(%rsp), %ymm5
	vmovupd 208(%rsp), %ymm4
	vmovupd 240(%rsp), %ymm3
	cmpq %r11, %r12
	jae .LBB_244
	movq 48(%rsp), %rsi
	cmpq %rsi, %r12
	cmovaq %r12, %rsi
	cmpq %r13, %r12
	movq %r13, %rax
	cmovaq %r12, %rax
	movq %r12, %rcx
	shlq $7, %rcx
	leaq (%r10,%rcx), %rdx
	movq 424(%rsp), %r9
	addq %rcx, %r9
	addq 544(%rsp), %rcx
	movq 72(%rsp), %r14
	leaq (%r14,%r12), %rbp
	shlq $7, %rbp
	movq 616(%rsp), %r15
.LBB_239:
	movq 64(%rsp), %r14
	leaq (%r14,%r12), %r13
	movq 40(%rsp), %r14
	cmpq %r14, %r13
	jae .LBB_1062
	movq 72(%rsp), %r13
	addq %r12, %r13
	cmpq %r14, %r13
	jae .LBB_993
	cmpq %r12, %rsi
	je .LBB_1048
	cmpq %r12, %rax
	je .LBB_1015
	incq %r12
	vmovupd -96(%r15,%rcx), %ymm11
	vmovupd -64(%r15,%rcx), %ymm12
	vmovupd -32(%r15,%rcx), %ymm13
	vmovupd (%r15,%rcx), %ymm14
	vmulpd %ymm1, %ymm11, %ymm15
	vaddpd %ymm15, %ymm10, %ymm10
	vaddpd %ymm6, %ymm11, %ymm11
	vsubpd %ymm6, %ymm10, %ymm10
	vsubpd -96(%r15,%rbp), %ymm11, %ymm6
	vmulpd %ymm1, %ymm12, %ymm11
	vaddpd %ymm11, %ymm9, %ymm9
	vaddpd %ymm5, %ymm12, %ymm11
	vsubpd %ymm5, %ymm9, %ymm9
	vsubpd -64(%r15,%rbp), %ymm11, %ymm5
	vmulpd %ymm1, %ymm13, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vaddpd %ymm4, %ymm13, %ymm11
	vsubpd %ymm4, %ymm8, %ymm8
	vsubpd -32(%r15,%rbp), %ymm11, %ymm4
	vmulpd %ymm1, %ymm14, %ymm11
	vaddpd %ymm7, %ymm11, %ymm7
	vaddpd %ymm3, %ymm14, %ymm11
	vsubpd %ymm3, %ymm7, %ymm7
	vsubpd (%r15,%rbp), %ymm11, %ymm3
	vmovupd -96(%r9), %ymm11
	vmovupd -64(%r9), %ymm12
	vmovupd -32(%r9), %ymm13
	vmovupd (%r9), %ymm14
	vaddpd %ymm11, %ymm11, %ymm11
	vmulpd %ymm2, %ymm10, %ymm15
	vsubpd %ymm15, %ymm11, %ymm11
	vaddpd %ymm12, %ymm12, %ymm12
	vmulpd %ymm2, %ymm9, %ymm15
	vsubpd %ymm15, %ymm12, %ymm12
	vaddpd %ymm13, %ymm13, %ymm13
	vmulpd %ymm2, %ymm8, %ymm15
	vsubpd %ymm15, %ymm13, %ymm13
	vaddpd %ymm14, %ymm14, %ymm14
	vmulpd %ymm7, %ymm2, %ymm15
	vsubpd %ymm15, %ymm14, %ymm14
	vmovupd %ymm11, -96(%rdx)
	vmovupd %ymm12, -64(%rdx)
	vmovupd %ymm13, -32(%rdx)
	vmovupd %ymm14, (%rdx)
	subq $-128, %rdx
	subq $-128, %r9
	subq $-128, %r15
	cmpq %r12, %r11
	jne .LBB_239
.LBB_244:
	vmovupd %ymm10, 288(%rsp)
	vmovupd %ymm9, 320(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm5, 176(%rsp)
	vmovupd %ymm4, 208(%rsp)
	vmovupd %ymm3, 240(%rsp)
	cmpq $1024, %r11
	movq 64(%rsp), %rax
	movq 88(%rsp), %rbp
	movq 480(%rsp), %r15
	ja .LBB_276
	leaq (%r11,%rax), %rcx
	cmpq %r14, %rcx
	jae .LBB_1045
	movq %rcx, %r13
	movq 496(%rsp), %r9
	subq %r9, %r13
	cmpq %r14, %r13
	movq 104(%rsp), %rdx
	jae .LBB_993
	movq %rcx, %rax
	shlq $7, %rax
	vmovupd (%rdx,%rax), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vsubpd %ymm6, %ymm10, %ymm10
	vmovupd %ymm10, 288(%rsp)
	vmovupd 32(%rdx,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vmovupd %ymm9, 320(%rsp)
	vmovupd 64(%rdx,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vsubpd %ymm4, %ymm8, %ymm8
	vmovupd %ymm8, 352(%rsp)
	vmovupd 96(%rdx,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm7, %ymm15, %ymm7
	vsubpd %ymm3, %ymm7, %ymm7
	vmovupd %ymm7, 384(%rsp)
	shlq $7, %r13
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd (%rdx,%r13), %ymm6, %ymm6
	vmovupd %ymm6, 144(%rsp)
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd 32(%rdx,%r13), %ymm5, %ymm5
	vmovupd %ymm5, 176(%rsp)
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd 64(%rdx,%r13), %ymm4, %ymm4
	vmovupd %ymm4, 208(%rsp)
	vaddpd %ymm3, %ymm14, %ymm3
	vsubpd 96(%rdx,%r13), %ymm3, %ymm3
	vmovupd %ymm3, 240(%rsp)
	vmulpd %ymm2, %ymm10, %ymm3
	vmovupd %ymm3, 800(%rsp)
	vmulpd %ymm2, %ymm9, %ymm3
	vmovupd %ymm3, 832(%rsp)
	vmulpd %ymm2, %ymm8, %ymm3
	vmovupd %ymm3, 864(%rsp)
	vmulpd %ymm7, %ymm2, %ymm3
	vmovupd %ymm3, 896(%rsp)
	cmpq 24(%rsp), %rdi
	ja .LBB_973
	movq %r10, %rsi
	movq %rcx, %rax
	leaq 1(%r11), %r12
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
	incq %rax
	movq %rax, %r10
	movq %rax, %rbp
	subq %r9, %rbp
	movq %rbp, 768(%rsp)
	shlq $7, %rbp
	addq %rdx, %rbp
	xorl %eax, %eax
	movq 432(%rsp), %r15
	jmp .LBB_251
.LBB_249:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1009
.LBB_250:
	vmovsd %xmm4, 288(%rsp,%r13,8)
	vmovsd %xmm3, 144(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 800(%rsp,%r13,8)
	movq %r9, %r15
	movq %rdx, %rcx
	movq 40(%rsp), %r14
.LBB_251:
	testb %al, %al
	je .LBB_260
	movq %rcx, %rdx
.LBB_253:
	testq %r15, %r15
	je .LBB_268
	cmpq %r11, (%r15)
	jne .LBB_268
	movb $2, %al
	xorl %r9d, %r9d
	movq %r15, %rcx
	movq 496(%rsp), %r15
	cmpq %r15, %r10
	jb .LBB_967
.LBB_256:
	movq 8(%rcx), %r13
	testq %r15, %r15
	je .LBB_249
	cmpq $15, %r13
	ja .LBB_995
	cmpq $7, 640(%rsp)
	jae .LBB_263
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r15d, %r15d
	movq %rbp, %rcx
	jmp .LBB_266
.LBB_260:
	movq 488(%rsp), %rax
	movq %rax, %rdx
	cmpq %rax, %rcx
	je .LBB_253
	leaq 16(%rcx), %rdx
	cmpq %r11, (%rcx)
	jne .LBB_253
	xorl %eax, %eax
	movq %r15, %r9
	movq 496(%rsp), %r15
	cmpq %r15, %r10
	jae .LBB_256
	jmp .LBB_967
.LBB_263:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r15d, %r15d
	movq %rbp, %rcx
.LBB_264:
	leaq 1(%r15), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd (%rcx,%r13,8), %xmm6
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%r15), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%r15), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%r15), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%r15), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd 512(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%r15), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%r15), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %r15
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm6
	addq $1024, %rcx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %r15, %r8
	jne .LBB_264
	cmpq $0, 560(%rsp)
	je .LBB_250
.LBB_266:
	incq %r15
	leaq (%rcx,%r13,8), %rcx
	xorl %r14d, %r14d
.LBB_267:
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd (%rcx,%r14), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r15
	subq $-128, %r14
	cmpq %r14, %rbx
	jne .LBB_267
	jmp .LBB_250
.LBB_268:
	cmpq 48(%rsp), %r11
	jae .LBB_1047
	movq (%rsp), %r13
	cmpq %r13, %r11
	movq 88(%rsp), %rbp
	movq 480(%rsp), %r15
	jae .LBB_1046
	movq %r11, %rax
	shlq $7, %rax
	movq 464(%rsp), %rcx
	vmovupd (%rcx,%rax), %ymm3
	vmovupd 32(%rcx,%rax), %ymm4
	vmovupd 64(%rcx,%rax), %ymm5
	vmovupd 96(%rcx,%rax), %ymm6
	vaddpd %ymm3, %ymm3, %ymm3
	vsubpd 800(%rsp), %ymm3, %ymm3
	vaddpd %ymm4, %ymm4, %ymm4
	vsubpd 832(%rsp), %ymm4, %ymm4
	vaddpd %ymm5, %ymm5, %ymm5
	vsubpd 864(%rsp), %ymm5, %ymm5
	vaddpd %ymm6, %ymm6, %ymm6
	vsubpd 896(%rsp), %ymm6, %ymm6
	movq 456(%rsp), %rcx
	vmovupd %ymm3, (%rcx,%rax)
	vmovupd %ymm4, 32(%rcx,%rax)
	vmovupd %ymm5, 64(%rcx,%rax)
	vmovupd %ymm6, 96(%rcx,%rax)
	cmpq $1024, %r11
	jne .LBB_223
	jmp .LBB_276
.LBB_271:
	xorl %edx, %edx
	xorl %edi, %edi
.LBB_272:
	addq 440(%rsp), %rsi
	movq %rdx, %rax
	shlq $7, %rax
	addq %rax, %rsi
	leaq 96(%r11,%rax), %rax
	addq 1632(%rsp), %r12
	movq 752(%rsp), %rcx
	addq %rdi, %rcx
	movl $131200, %r8d
	subq %rdi, %r8
	xorl %edi, %edi
.LBB_273:
	cmpq %rdx, %r10
	je .LBB_1036
	incq %rdx
	cmpq %rdx, %r12
	je .LBB_1037
	vmovupd -96(%rax,%rdi), %ymm0
	vmovupd -64(%rax,%rdi), %ymm1
	vmovupd -32(%rax,%rdi), %ymm2
	vmovupd (%rax,%rdi), %ymm3
	vxorpd %xmm5, %xmm5, %xmm5
	vaddpd -96(%rcx,%rdi), %ymm5, %ymm4
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd %ymm4, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vaddpd -64(%rcx,%rdi), %ymm5, %ymm4
	vsubpd %ymm4, %ymm1, %ymm1
	vaddpd %ymm2, %ymm2, %ymm2
	vaddpd -32(%rcx,%rdi), %ymm5, %ymm4
	vsubpd %ymm4, %ymm2, %ymm2
	vaddpd (%rcx,%rdi), %ymm5, %ymm4
	vaddpd %ymm3, %ymm3, %ymm3
	vsubpd %ymm4, %ymm3, %ymm3
	vmovupd %ymm0, -96(%rsi,%rdi)
	vmovupd %ymm1, -64(%rsi,%rdi)
	vmovupd %ymm2, -32(%rsi,%rdi)
	vmovupd %ymm3, (%rsi,%rdi)
	addq $128, %rdi
	cmpq %rdi, %r8
	jne .LBB_273
.LBB_276:
	movq 1128(%rsp), %rax
	subq %rbp, %rax
	movq %rax, (%rsp)
	movq 1456(%rsp), %r10
	movq 1448(%rsp), %r11
	jb .LBB_983
	movq 1120(%rsp), %rax
	movq 1464(%rsp), %rdx
	movq 8(%rdx), %rcx
	movq 16(%rdx), %rsi
	movq 608(%rsp), %rdx
	addq %rax, %rdx
	testq %rbp, %rbp
	movq 56(%rsp), %rbx
	je .LBB_282
	movq %rax, %r8
	xorl %edi, %edi
.LBB_279:
	leaq (%r11,%rdi), %r9
	cmpq (%rsp), %r9
	jae .LBB_1031
	cmpq %rdi, %rsi
	je .LBB_1032
	vmovsd (%rcx,%rdi,8), %xmm0
	vmovsd %xmm0, (%r8)
	vmovupd 131200(%r8), %ymm0
	vmovupd 131232(%r8), %ymm1
	vmovupd 131264(%r8), %ymm2
	vmovupd 131288(%r8), %ymm3
	vmovupd %ymm0, 8(%r8)
	vmovupd %ymm1, 40(%r8)
	vmovupd %ymm2, 72(%r8)
	vmovupd %ymm3, 96(%r8)
	subq $-128, %r8
	incq %rdi
	cmpq %rdx, %r8
	jne .LBB_279
.LBB_282:
	testq %rsi, %rsi
	je .LBB_292
	leaq (,%rsi,8), %r8
	addq $-8, %r8
	shrq $3, %r8
	movq (%rsp), %r14
	cmpq %r11, %r14
	movq %r11, %rdi
	cmovaq %r14, %rdi
	addq %r10, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $16, %rdi
	jb .LBB_286
	cmpq %r11, %r14
	movq %r11, %r9
	cmovaq %r14, %r9
	addq %r10, %r9
	cmpq %r9, %r8
	cmovbq %r8, %r9
	movq %r9, %r8
	shlq $7, %r8
	leaq 131328(%rax,%r8), %r8
	cmpq %r8, %rcx
	jae .LBB_287
	leaq 8(%rcx,%r9,8), %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_287
.LBB_286:
	movq %rcx, %r8
	xorl %edi, %edi
	jmp .LBB_289
.LBB_287:
	incq %rdi
	movl %edi, %r8d
	andl $15, %r8d
	movl $16, %r9d
	cmoveq %r9, %r8
	subq %r8, %rdi
	leaq (%rcx,%rdi,8), %r8
	xorl %r9d, %r9d
	vmovdqa .LCPI_4(%rip), %ymm0
	vmovdqu 1904(%rsp), %ymm6
.LBB_288:
	vpsubq %ymm6, %ymm0, %ymm1
	vpsllq $7, %ymm1, %ymm1
	vxorpd %xmm2, %xmm2, %xmm2
	kxnorw %k0, %k0, %k1
	vgatherqpd 131320(%rdx,%ymm1), %ymm2 {%k1}
	vxorpd %xmm3, %xmm3, %xmm3
	kxnorw %k0, %k0, %k1
	vgatherqpd 131832(%rdx,%ymm1), %ymm3 {%k1}
	vxorpd %xmm4, %xmm4, %xmm4
	kxnorw %k0, %k0, %k1
	vgatherqpd 132344(%rdx,%ymm1), %ymm4 {%k1}
	vxorpd %xmm5, %xmm5, %xmm5
	kxnorw %k0, %k0, %k1
	vgatherqpd 132856(%rdx,%ymm1), %ymm5 {%k1}
	vmovupd %ymm2, (%rcx,%r9,8)
	vmovupd %ymm3, 32(%rcx,%r9,8)
	vmovupd %ymm4, 64(%rcx,%r9,8)
	vmovupd %ymm5, 96(%rcx,%r9,8)
	addq $16, %r9
	vpaddq .LCPI_7(%rip){1to4}, %ymm0, %ymm0
	cmpq %r9, %rdi
	jne .LBB_288
.LBB_289:
	leaq (%rcx,%rsi,8), %rcx
	leaq (%r11,%rdi), %rsi
	shlq $7, %rdi
	leaq 131320(%rax,%rdi), %rax
.LBB_290:
	cmpq (%rsp), %rsi
	jae .LBB_1028
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%r8)
	addq $8, %r8
	incq %rsi
	subq $-128, %rax
	cmpq %rcx, %r8
	jne .LBB_290
.LBB_292:
	movq 16(%r15), %rdx
	testq %rdx, %rdx
	js .LBB_1042
	movq 1120(%rsp), %r10
	movq 32(%rsp), %rax
	movq %rax, 120(%rsp)
	movq %rbx, 128(%rsp)
	movq 1128(%rsp), %r14
	movq 1072(%rsp), %rax
	movq %rax, 136(%rsp)
	movq 1144(%rsp), %r8
	movq 1152(%rsp), %rsi
	cmpq $1, %rdx
	movq %rsi, (%rsp)
	jne .LBB_299
	cmpq %r14, 1064(%rsp)
	ja .LBB_984
	addq 1424(%rsp), %r10
	movq %rsi, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_1051
.LBB_296:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%r10,%rdi), %ymm3, %ymm0
	vaddpd -192(%r10,%rdi), %ymm3, %ymm1
	vaddpd -160(%r10,%rdi), %ymm3, %ymm2
	vaddpd -128(%r10,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%r8,%rdi)
	vmovupd %ymm1, 32(%r8,%rdi)
	vmovupd %ymm2, 64(%r8,%rdi)
	vmovupd %ymm3, 96(%r8,%rdi)
	cmpq $131072, %rdi
	je .LBB_359
	movq %rdx, %rax
	orq $1, %rax
	cmpq %rsi, %rax
	je .LBB_1051
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%r10,%rdi), %ymm3, %ymm0
	vaddpd -64(%r10,%rdi), %ymm3, %ymm1
	vaddpd -32(%r10,%rdi), %ymm3, %ymm2
	vaddpd (%r10,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r8,%rdi)
	vmovupd %ymm1, 160(%r8,%rdi)
	vmovupd %ymm2, 192(%r8,%rdi)
	vmovupd %ymm3, 224(%r8,%rdi)
	addq $256, %rdi
	addq $-2, %rcx
	testq %rcx, %rcx
	jne .LBB_296
	jmp .LBB_1051
.LBB_299:
	leaq 1(%rdx), %rax
	imulq %rdx, %rax
	vxorpd %xmm1, %xmm1, %xmm1
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 384(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 288(%rsp)
	movq 1432(%rsp), %r12
	movq %r12, %rdi
	vmovupd %ymm1, 144(%rsp)
	vmovupd %ymm1, 176(%rsp)
	subq %rdx, %rdi
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	movq %r14, 496(%rsp)
	cmpq %r14, %rbp
	movb $57, %cl
	jae .LBB_991
	cmpq %rdx, %r12
	jb .LBB_1007
	testq %rdx, %rdx
	movq %r8, 1392(%rsp)
	movq %rdx, 704(%rsp)
	je .LBB_304
	shlq $7, %rdi
	addq %r10, %rdi
	vmovupd 288(%rsp), %ymm1
	vmovupd 384(%rsp), %ymm2
	vmovupd 144(%rsp), %ymm6
	vmovupd 240(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 376(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 232(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	bzhiq %rcx, %rdx, %rax
	cmpq $1, %rax
	jne .LBB_305
	xorl %edx, %edx
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_308
.LBB_304:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_310
.LBB_305:
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	incq %rcx
	movabsq $288230376151711736, %rax
	leaq 6(%rax), %r8
	andq %rcx, %r8
	xorl %edx, %edx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_306:
	leaq 1(%rdx), %rax
	vcvtsi2sd %rax, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	addq $2, %rdx
	vcvtsi2sd %rdx, %xmm31, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %rdi
	cmpq %rdx, %r8
	jne .LBB_306
	testb $1, %cl
	movb $57, %cl
	movq 1392(%rsp), %r8
	je .LBB_309
.LBB_308:
	incq %rdx
	vcvtsi2sd %rdx, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
.LBB_309:
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm8, 176(%rsp)
	vmovupd %ymm3, 352(%rsp)
	vmovupd %ymm7, 208(%rsp)
	vmovupd %ymm2, 384(%rsp)
	vmovupd %ymm5, 240(%rsp)
.LBB_310:
	testq %rsi, %rsi
	je .LBB_1070
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r8)
	vmovupd %ymm4, 32(%r8)
	vmovupd %ymm3, 64(%r8)
	vmovupd %ymm2, 96(%r8)
	leaq 96(%r8), %rax
	movq %rax, 464(%rsp)
	movq 32(%rsp), %rdx
	movb %dl, 48(%rsp)
	movq 704(%rsp), %rdi
	vcvtsi2sd %rdi, %xmm31, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rdx, %rdx
	leaq 128(%rsp), %rax
	cmovneq %rax, %rdx
	movq %rdx, 32(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %rdi, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 72(%rsp)
	leaq 1(%rax), %r14
	movl %r14d, %r15d
	andl $7, %r15d
	movabsq $288230376151711736, %rax
	andq %rax, %r14
	leaq 96(%r10), %rax
	movq %rax, 456(%rsp)
	movq %rbp, %r8
	subq %rdi, %r8
	movq %r15, 640(%rsp)
	shll $7, %r15d
	movl $1, %ebx
	xorl %edi, %edi
	movq %r8, 560(%rsp)
	movq %r10, 432(%rsp)
.LBB_312:
	movq 24(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_317
	movq %rdi, %rax
	shlq $4, %rax
	addq 96(%rsp), %rax
.LBB_314:
	movq (%rax), %rcx
	cmpq %rbx, %rcx
	jae .LBB_318
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rdx
	jne .LBB_314
	movq %rdx, %rdi
	xorl %edx, %edx
	jmp .LBB_319
.LBB_317:
	xorl %edx, %edx
	jmp .LBB_319
.LBB_318:
	movl $1, %edx
.LBB_319:
	cmpq %rbx, 56(%rsp)
	setae %al
	andb 48(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_321
	movl $1025, %r11d
	testb %al, %al
	je .LBB_326
.LBB_321:
	movzbl %al, %eax
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq 56(%rsp), %r9
	movq %r9, %r11
	movq %r8, 800(%rsp)
	movq $2, 808(%rsp)
	movq %rdx, 816(%rsp)
	movq %rcx, 824(%rsp)
	cmovneq %rcx, %r11
	movq %rax, 832(%rsp)
	movq %r9, 840(%rsp)
	testq %rdx, %rdx
	je .LBB_325
	je .LBB_325
	shll $4, %edx
	leaq 856(%rsp), %rcx
	subq %rdx, %rcx
.LBB_324:
	movq %r11, %rax
	incq %r8
	movq (%rcx), %r11
	cmpq %r11, %rax
	cmovbq %rax, %r11
	cmpb $0, -8(%rcx)
	cmoveq %rax, %r11
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_324
.LBB_325:
	cmpq $1025, %r11
	movl $1025, %eax
	cmovaeq %rax, %r11
	movq 560(%rsp), %r8
.LBB_326:
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm5
	vmovupd 352(%rsp), %ymm4
	vmovupd 384(%rsp), %ymm3
	vmovupd 144(%rsp), %ymm11
	vmovupd 176(%rsp), %ymm12
	vmovupd 208(%rsp), %ymm13
	vmovupd 240(%rsp), %ymm14
	cmpq %r11, %rbx
	jae .LBB_332
	cmpq %rsi, %rbx
	cmovaq %rbx, %rsi
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 464(%rsp), %rax
	leaq (%rax,%rcx), %rdx
	addq 608(%rsp), %rcx
	leaq (%r8,%rbx), %r9
	shlq $7, %r9
	movq 456(%rsp), %r12
	movq 496(%rsp), %rax
.LBB_328:
	leaq (%rbp,%rbx), %r13
	cmpq %rax, %r13
	jae .LBB_1063
	leaq (%r8,%rbx), %r13
	cmpq %rax, %r13
	jae .LBB_1022
	cmpq %rbx, %rsi
	je .LBB_1051
	incq %rbx
	vmovupd -96(%r12,%rcx), %ymm15
	vmovupd -64(%r12,%rcx), %ymm10
	vmovupd -32(%r12,%rcx), %ymm9
	vmovupd (%r12,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r12,%r9), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%r12,%r9), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%r12,%r9), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%r12,%r9), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, -96(%rdx)
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -64(%rdx)
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -32(%rdx)
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, (%rdx)
	subq $-128, %rdx
	subq $-128, %r12
	vmovapd %ymm10, %ymm11
	vmovapd %ymm9, %ymm12
	vmovapd %ymm8, %ymm13
	vmovapd %ymm7, %ymm14
	cmpq %rbx, %r11
	jne .LBB_328
	jmp .LBB_333
.LBB_332:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
	movq 496(%rsp), %rax
.LBB_333:
	vmovupd %ymm6, 288(%rsp)
	vmovupd %ymm5, 320(%rsp)
	vmovupd %ymm4, 352(%rsp)
	vmovupd %ymm3, 384(%rsp)
	vmovupd %ymm10, 144(%rsp)
	vmovupd %ymm9, 176(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm7, 240(%rsp)
	cmpq $1024, %r11
	ja .LBB_359
	leaq (%r11,%rbp), %r8
	cmpq %rax, %r8
	jae .LBB_1054
	movq %r8, %r13
	movq 704(%rsp), %rsi
	subq %rsi, %r13
	cmpq %rax, %r13
	movq 24(%rsp), %rdx
	jae .LBB_1055
	movq %r8, %rax
	shlq $7, %rax
	vmovupd (%r10,%rax), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	vmovupd 32(%r10,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 320(%rsp)
	vmovupd 64(%r10,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 352(%rsp)
	vmovupd 96(%r10,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 384(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%r10,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 144(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%r10,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 176(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%r10,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 208(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%r10,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 240(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 800(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 832(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 864(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 896(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_974
	leaq 1(%r11), %rbx
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
	incq %r8
	movq %r10, %rax
	movq %r8, %r10
	subq %rsi, %r8
	movq %r8, 768(%rsp)
	shlq $7, %r8
	addq %rax, %r8
	xorl %r12d, %r12d
	movq 32(%rsp), %r13
	jmp .LBB_340
.LBB_338:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1009
.LBB_339:
	vmovsd %xmm4, 288(%rsp,%r13,8)
	vmovsd %xmm3, 144(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 800(%rsp,%r13,8)
	movq %r9, %r13
	movq %rdx, %rcx
	movq 88(%rsp), %rbp
.LBB_340:
	testb %r12b, %r12b
	je .LBB_349
	movq %rcx, %rdx
	movq 496(%rsp), %rax
.LBB_342:
	testq %r13, %r13
	je .LBB_357
	cmpq %r11, (%r13)
	jne .LBB_357
	movb $2, %r12b
	xorl %r9d, %r9d
	movq %r13, %rcx
	cmpq %rsi, %r10
	jb .LBB_966
.LBB_345:
	movq 8(%rcx), %r13
	testq %rsi, %rsi
	je .LBB_338
	cmpq $15, %r13
	ja .LBB_995
	cmpq $7, 72(%rsp)
	jae .LBB_352
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r8, %rbp
	jmp .LBB_355
.LBB_349:
	movq 488(%rsp), %rax
	movq %rax, %rdx
	cmpq %rax, %rcx
	movq 496(%rsp), %rax
	je .LBB_342
	leaq 16(%rcx), %rdx
	cmpq %r11, (%rcx)
	jne .LBB_342
	xorl %r12d, %r12d
	movq %r13, %r9
	cmpq %rsi, %r10
	jae .LBB_345
	jmp .LBB_966
.LBB_352:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r8, %rbp
.LBB_353:
	leaq 1(%rcx), %rax
	vcvtsi2sd %rax, %xmm2, %xmm5
	vmovsd (%rbp,%r13,8), %xmm6
	vmovsd 128(%rbp,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rcx), %rax
	vcvtsi2sd %rax, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rcx), %rax
	vcvtsi2sd %rax, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rcx), %rax
	vcvtsi2sd %rax, %xmm2, %xmm5
	vmovsd 384(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rcx), %rax
	vcvtsi2sd %rax, %xmm2, %xmm5
	vmovsd 512(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rcx), %rax
	vcvtsi2sd %rax, %xmm2, %xmm5
	vmovsd 640(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rcx), %rax
	vcvtsi2sd %rax, %xmm2, %xmm5
	vmovsd 768(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rcx
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd 896(%rbp,%r13,8), %xmm6
	addq $1024, %rbp
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rcx, %r14
	jne .LBB_353
	cmpq $0, 640(%rsp)
	je .LBB_339
.LBB_355:
	incq %rcx
	leaq (%rbp,%r13,8), %rbp
	xorl %eax, %eax
.LBB_356:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rbp,%rax), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %rax
	cmpq %rax, %r15
	jne .LBB_356
	jmp .LBB_339
.LBB_357:
	movq (%rsp), %rsi
	cmpq %rsi, %r11
	jae .LBB_1056
	movq %r11, %rax
	shlq $7, %rax
	vmovupd 800(%rsp), %ymm3
	vmovupd 832(%rsp), %ymm4
	vmovupd 864(%rsp), %ymm5
	vmovupd 896(%rsp), %ymm6
	movq 1392(%rsp), %rcx
	vmovupd %ymm6, 96(%rcx,%rax)
	vmovupd %ymm5, 64(%rcx,%rax)
	vmovupd %ymm4, 32(%rcx,%rax)
	vmovupd %ymm3, (%rcx,%rax)
	cmpq $1024, %r11
	movq 432(%rsp), %r10
	movq 560(%rsp), %r8
	jne .LBB_312
.LBB_359:
	movq 1128(%rsp), %r12
	movq %rbp, %r9
	subq %r12, %r9
	ja .LBB_990
	movq 480(%rsp), %rax
	movq 32(%rax), %rcx
	testq %rcx, %rcx
	movq 64(%rsp), %r15
	js .LBB_1042
	movq 40(%rax), %r8
	testq %r8, %r8
	js .LBB_1042
	movq 24(%rax), %rax
	movq %rax, 72(%rsp)
	testq %rax, %rax
	js .LBB_1042
	movq %rcx, 48(%rsp)
	leaq -1(%rcx), %rax
	movq 280(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %sil
	movq 1120(%rsp), %rdi
	movq %rdi, 32(%rsp)
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %sil, %al
	movq %r9, 1072(%rsp)
	jne .LBB_366
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_366
	movq %rdx, 128(%rsp)
	movq %rax, 136(%rsp)
	movl $1, %r10d
	jmp .LBB_367
.LBB_366:
	xorl %r10d, %r10d
.LBB_367:
	movq 40(%rsp), %r14
	movq %r12, %rsi
	subq %rbp, %rsi
	movq 608(%rsp), %rax
	movq 32(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 56(%rsp)
	movq %r10, 120(%rsp)
	movq 48(%rsp), %r9
	cmpq $1, %r9
	movq 104(%rsp), %rdx
	movq %r8, 496(%rsp)
	movq %rsi, (%rsp)
	movq %r12, 424(%rsp)
	jne .LBB_373
	cmpb $0, 23(%rsp)
	jne .LBB_978
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $3, %rsi
	jbe .LBB_372
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	movq 744(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rdx, 56(%rsp)
	jae .LBB_433
	movq 736(%rsp), %rdx
	movq 32(%rsp), %rdi
	addq %rdi, %rdx
	addq %rdx, %rcx
	cmpq %rcx, 448(%rsp)
	jae .LBB_433
.LBB_372:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_435
.LBB_373:
	leaq 1(%r9), %rax
	imulq %r9, %rax
	movq 416(%rsp), %rcx
	movq %rcx, %rdi
	subq %r9, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmovupd %ymm1, 384(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 144(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	cmpq %r14, %r15
	jae .LBB_982
	cmpq %r9, %rcx
	jb .LBB_986
	testq %r9, %r9
	movb $57, %cl
	je .LBB_378
	shlq $7, %rdi
	addq %rdx, %rdi
	vmovupd 288(%rsp), %ymm1
	vmovupd 384(%rsp), %ymm2
	vmovupd 144(%rsp), %ymm6
	vmovupd 240(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 376(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 232(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	bzhiq %rcx, %r9, %rax
	cmpq $1, %rax
	jne .LBB_379
	xorl %edx, %edx
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_382
.LBB_378:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_384
.LBB_379:
	movabsq $144115188075855871, %rax
	addq %r9, %rax
	bzhiq %rcx, %rax, %rax
	incq %rax
	movabsq $288230376151711736, %rcx
	addq $6, %rcx
	andq %rax, %rcx
	xorl %edx, %edx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_380:
	leaq 1(%rdx), %r8
	vcvtsi2sd %r8, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	addq $2, %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %rdi
	cmpq %rdx, %rcx
	jne .LBB_380
	testb $1, %al
	movb $57, %cl
	je .LBB_383
.LBB_382:
	incq %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
.LBB_383:
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm8, 176(%rsp)
	vmovupd %ymm3, 352(%rsp)
	vmovupd %ymm7, 208(%rsp)
	vmovupd %ymm2, 384(%rsp)
	vmovupd %ymm5, 240(%rsp)
.LBB_384:
	cmpq %rbp, %r12
	je .LBB_1098
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vbroadcastsd .LCPI_8(%rip), %ymm5
	vmulpd %ymm5, %ymm1, %ymm1
	movq 56(%rsp), %rax
	vmovupd %ymm1, (%rax)
	vmulpd %ymm5, %ymm4, %ymm1
	vmovupd %ymm1, 32(%rax)
	vmulpd %ymm5, %ymm3, %ymm1
	vmovupd %ymm1, 64(%rax)
	vmulpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 96(%rax)
	movb %r10b, 1392(%rsp)
	movq 128(%rsp), %rax
	movq %rax, 704(%rsp)
	movq 48(%rsp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r10, %r10
	leaq 128(%rsp), %rax
	cmovneq %rax, %r10
	movq %r10, 432(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 640(%rsp)
	leaq 1(%rax), %r12
	movl %r12d, %r11d
	andl $7, %r11d
	movabsq $288230376151711736, %rax
	andq %rax, %r12
	movq 440(%rsp), %rax
	movq 32(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 464(%rsp)
	movq %r15, %rax
	subq %rdx, %rax
	movq %r11, 560(%rsp)
	shll $7, %r11d
	movl $1, %ebx
	xorl %edi, %edi
	movq %rax, 456(%rsp)
.LBB_386:
	movq 24(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_391
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
.LBB_388:
	movq (%rcx), %rax
	cmpq %rbx, %rax
	jae .LBB_392
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_388
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_393
.LBB_391:
	xorl %ecx, %ecx
	jmp .LBB_393
.LBB_392:
	movl $1, %ecx
.LBB_393:
	cmpq %rbx, 704(%rsp)
	setae %dl
	andb 1392(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_395
	movl $1025, %r8d
	testb %dl, %dl
	je .LBB_400
.LBB_395:
	movzbl %dl, %r9d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq 704(%rsp), %r10
	movq %r10, %r8
	movq %rdx, 800(%rsp)
	movq $2, 808(%rsp)
	movq %rcx, 816(%rsp)
	movq %rax, 824(%rsp)
	cmovneq %rax, %r8
	movq %r9, 832(%rsp)
	movq %r10, 840(%rsp)
	testq %rcx, %rcx
	je .LBB_399
	je .LBB_399
	shll $4, %ecx
	leaq 856(%rsp), %rax
	subq %rcx, %rax
.LBB_398:
	movq %r8, %rcx
	incq %rdx
	movq (%rax), %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r8
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_398
.LBB_399:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
.LBB_400:
	vmovupd 288(%rsp), %ymm5
	vmovupd 320(%rsp), %ymm4
	vmovupd 352(%rsp), %ymm6
	vmovupd 384(%rsp), %ymm3
	vmovupd 144(%rsp), %ymm12
	vmovupd 176(%rsp), %ymm13
	vmovupd 208(%rsp), %ymm11
	vmovupd 240(%rsp), %ymm14
	cmpq %r8, %rbx
	jae .LBB_406
	cmpq %rsi, %rbx
	cmovaq %rbx, %rsi
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 464(%rsp), %rax
	leaq (%rax,%rcx), %rdx
	addq 544(%rsp), %rcx
	movq 456(%rsp), %rax
	leaq (%rax,%rbx), %r9
	shlq $7, %r9
	movq 616(%rsp), %r10
.LBB_402:
	leaq (%r15,%rbx), %r13
	cmpq %r14, %r13
	jae .LBB_1062
	leaq (%rax,%rbx), %r13
	cmpq %r14, %r13
	jae .LBB_993
	cmpq %rbx, %rsi
	je .LBB_1014
	incq %rbx
	vmovupd -96(%r10,%rcx), %ymm15
	vmovupd -64(%r10,%rcx), %ymm10
	vmovupd -32(%r10,%rcx), %ymm9
	vmovupd (%r10,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r10,%r9), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm11, %ymm9, %ymm8
	vsubpd -32(%r10,%r9), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm14
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%r10,%r9), %ymm9, %ymm9
	vaddpd %ymm6, %ymm14, %ymm6
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm12, %ymm15, %ymm10
	vsubpd -96(%r10,%r9), %ymm10, %ymm10
	vsubpd %ymm13, %ymm4, %ymm4
	vmulpd %ymm1, %ymm15, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vbroadcastsd .LCPI_8(%rip), %ymm13
	vmulpd %ymm13, %ymm12, %ymm12
	vmovupd %ymm12, -96(%rdx)
	vmulpd %ymm4, %ymm2, %ymm12
	vmulpd %ymm13, %ymm12, %ymm12
	vmovupd %ymm12, -64(%rdx)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmulpd %ymm13, %ymm11, %ymm11
	vmovupd %ymm11, -32(%rdx)
	vmulpd %ymm3, %ymm2, %ymm11
	vmulpd %ymm13, %ymm11, %ymm11
	vmovupd %ymm11, (%rdx)
	subq $-128, %rdx
	subq $-128, %r10
	vmovapd %ymm10, %ymm12
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm11
	vmovapd %ymm7, %ymm14
	cmpq %rbx, %r8
	jne .LBB_402
	jmp .LBB_407
.LBB_406:
	vmovapd %ymm12, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm11, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_407:
	vmovupd %ymm5, 288(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm6, 352(%rsp)
	vmovupd %ymm3, 384(%rsp)
	vmovupd %ymm10, 144(%rsp)
	vmovupd %ymm9, 176(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm7, 240(%rsp)
	cmpq $1024, %r8
	movq (%rsp), %rsi
	ja .LBB_438
	leaq (%r8,%r15), %rbp
	cmpq %r14, %rbp
	jae .LBB_1041
	movq %rbp, %r13
	movq 48(%rsp), %rsi
	subq %rsi, %r13
	cmpq %r14, %r13
	movq 104(%rsp), %rdx
	jae .LBB_993
	movq %rbp, %rax
	shlq $7, %rax
	vmovupd (%rdx,%rax), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd %ymm10, %ymm5, %ymm5
	vmovupd %ymm5, 288(%rsp)
	vmovupd 32(%rdx,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 320(%rsp)
	vmovupd 64(%rdx,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vsubpd %ymm8, %ymm6, %ymm6
	vmovupd %ymm6, 352(%rsp)
	vmovupd 96(%rdx,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 384(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 144(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 176(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 208(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 240(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 800(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 832(%rsp)
	vmulpd %ymm6, %ymm2, %ymm4
	vmovupd %ymm4, 864(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 896(%rsp)
	cmpq 24(%rsp), %rdi
	ja .LBB_973
	leaq 1(%r8), %rbx
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
	incq %rbp
	movq %rbp, %rax
	subq %rsi, %rax
	movq %rax, 768(%rsp)
	shlq $7, %rax
	addq %rdx, %rax
	xorl %r9d, %r9d
	movq 432(%rsp), %rdx
	jmp .LBB_414
.LBB_412:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1009
.LBB_413:
	vmovsd %xmm4, 288(%rsp,%r13,8)
	vmovsd %xmm3, 144(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 800(%rsp,%r13,8)
	movq %r14, %rdx
	movq %r10, %rcx
	movq 64(%rsp), %r15
	movq 40(%rsp), %r14
.LBB_414:
	testb %r9b, %r9b
	je .LBB_423
	movq %rcx, %r10
.LBB_416:
	testq %rdx, %rdx
	je .LBB_431
	cmpq %r8, (%rdx)
	jne .LBB_431
	movb $2, %r9b
	xorl %r14d, %r14d
	movq %rdx, %rcx
	cmpq %rsi, %rbp
	jb .LBB_963
.LBB_419:
	movq 8(%rcx), %r13
	testq %rsi, %rsi
	je .LBB_412
	cmpq $15, %r13
	ja .LBB_995
	cmpq $7, 640(%rsp)
	jae .LBB_426
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %rax, %rdx
	jmp .LBB_429
.LBB_423:
	movq 488(%rsp), %r9
	movq %r9, %r10
	cmpq %r9, %rcx
	je .LBB_416
	leaq 16(%rcx), %r10
	cmpq %r8, (%rcx)
	jne .LBB_416
	xorl %r9d, %r9d
	movq %rdx, %r14
	cmpq %rsi, %rbp
	jae .LBB_419
	jmp .LBB_963
.LBB_426:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %rax, %rdx
.LBB_427:
	leaq 1(%rcx), %r15
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd (%rdx,%r13,8), %xmm6
	vmovsd 128(%rdx,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rcx), %r15
	vcvtsi2sd %r15, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rcx), %r15
	vcvtsi2sd %r15, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rcx), %r15
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd 384(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rcx), %r15
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd 512(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rcx), %r15
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd 640(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rcx), %r15
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd 768(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rcx
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd 896(%rdx,%r13,8), %xmm6
	addq $1024, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rcx, %r12
	jne .LBB_427
	cmpq $0, 560(%rsp)
	je .LBB_413
.LBB_429:
	incq %rcx
	leaq (%rdx,%r13,8), %rdx
	xorl %r15d, %r15d
.LBB_430:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rdx,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r15
	cmpq %r15, %r11
	jne .LBB_430
	jmp .LBB_413
.LBB_431:
	movq (%rsp), %rsi
	cmpq %rsi, %r8
	jae .LBB_1057
	movq %r8, %rax
	shlq $7, %rax
	vbroadcastsd .LCPI_8(%rip), %ymm4
	vmulpd 800(%rsp), %ymm4, %ymm3
	movq 56(%rsp), %rcx
	vmovupd %ymm3, (%rcx,%rax)
	vmulpd 832(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%rcx,%rax)
	vmulpd 864(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 64(%rcx,%rax)
	vmulpd 896(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 96(%rcx,%rax)
	cmpq $1024, %r8
	movq 88(%rsp), %rbp
	jne .LBB_386
	jmp .LBB_438
.LBB_433:
	incq %rax
	movl %eax, %ecx
	andl $3, %ecx
	movl $4, %edx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rcx
	shlq $7, %rcx
	movq %rax, %rdx
	vmovdqa .LCPI_4(%rip), %ymm0
	vmovapd .LCPI_3(%rip), %ymm1
	vxorpd %xmm19, %xmm19, %xmm19
	vpbroadcastq .LCPI_5(%rip), %ymm20
	vpbroadcastq .LCPI_6(%rip), %ymm21
	vbroadcastsd .LCPI_8(%rip), %ymm22
	movq 448(%rsp), %rdi
	movq 56(%rsp), %r8
.LBB_434:
	vxorpd %xmm2, %xmm2, %xmm2
	kxnorw %k0, %k0, %k1
	vgatherqpd 120(%rdi,%ymm1), %ymm2 {%k1}
	vxorpd %xmm3, %xmm3, %xmm3
	kxnorw %k0, %k0, %k1
	vgatherqpd 112(%rdi,%ymm1), %ymm3 {%k1}
	vxorpd %xmm4, %xmm4, %xmm4
	kxnorw %k0, %k0, %k1
	vgatherqpd 104(%rdi,%ymm1), %ymm4 {%k1}
	vxorpd %xmm5, %xmm5, %xmm5
	kxnorw %k0, %k0, %k1
	vgatherqpd 96(%rdi,%ymm1), %ymm5 {%k1}
	vxorpd %xmm6, %xmm6, %xmm6
	kxnorw %k0, %k0, %k1
	vgatherqpd 88(%rdi,%ymm1), %ymm6 {%k1}
	vxorpd %xmm7, %xmm7, %xmm7
	kxnorw %k0, %k0, %k1
	vgatherqpd 80(%rdi,%ymm1), %ymm7 {%k1}
	vxorpd %xmm8, %xmm8, %xmm8
	kxnorw %k0, %k0, %k1
	vgatherqpd 72(%rdi,%ymm1), %ymm8 {%k1}
	vxorpd %xmm9, %xmm9, %xmm9
	kxnorw %k0, %k0, %k1
	vgatherqpd 64(%rdi,%ymm1), %ymm9 {%k1}
	vxorpd %xmm10, %xmm10, %xmm10
	kxnorw %k0, %k0, %k1
	vgatherqpd 56(%rdi,%ymm1), %ymm10 {%k1}
	vxorpd %xmm11, %xmm11, %xmm11
	kxnorw %k0, %k0, %k1
	vgatherqpd 48(%rdi,%ymm1), %ymm11 {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 40(%rdi,%ymm1), %ymm12 {%k1}
	vxorpd %xmm13, %xmm13, %xmm13
	kxnorw %k0, %k0, %k1
	vgatherqpd 32(%rdi,%ymm1), %ymm13 {%k1}
	vxorpd %xmm14, %xmm14, %xmm14
	kxnorw %k0, %k0, %k1
	vgatherqpd 24(%rdi,%ymm1), %ymm14 {%k1}
	vxorpd %xmm15, %xmm15, %xmm15
	kxnorw %k0, %k0, %k1
	vgatherqpd 16(%rdi,%ymm1), %ymm15 {%k1}
	vxorpd %xmm16, %xmm16, %xmm16
	kxnorw %k0, %k0, %k1
	vgatherqpd 8(%rdi,%ymm1), %ymm16 {%k1}
	vxorpd %xmm17, %xmm17, %xmm17
	kxnorw %k0, %k0, %k1
	vgatherqpd (%rdi,%ymm1), %ymm17 {%k1}
	vaddpd %ymm19, %ymm17, %ymm17
	vpsllq $7, %ymm0, %ymm18
	vmulpd %ymm22, %ymm17, %ymm17
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm17, (%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm16, %ymm16
	vmulpd %ymm22, %ymm16, %ymm16
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm16, 8(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm15, %ymm15
	vmulpd %ymm22, %ymm15, %ymm15
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm15, 16(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm14, %ymm14
	vmulpd %ymm22, %ymm14, %ymm14
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm14, 24(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm13, %ymm13
	vmulpd %ymm22, %ymm13, %ymm13
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm13, 32(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm12, %ymm12
	vmulpd %ymm22, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 40(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm11, %ymm11
	vmulpd %ymm22, %ymm11, %ymm11
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 48(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm10, %ymm10
	vmulpd %ymm22, %ymm10, %ymm10
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 56(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm9, %ymm9
	vmulpd %ymm22, %ymm9, %ymm9
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 64(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm8, %ymm8
	vmulpd %ymm22, %ymm8, %ymm8
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 72(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm7, %ymm7
	vmulpd %ymm22, %ymm7, %ymm7
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm7, 80(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm6, %ymm6
	vmulpd %ymm22, %ymm6, %ymm6
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 88(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm5, %ymm5
	vmulpd %ymm22, %ymm5, %ymm5
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 96(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm4, %ymm4
	vmulpd %ymm22, %ymm4, %ymm4
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 104(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm3, %ymm3
	vmulpd %ymm22, %ymm3, %ymm3
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 112(%r8,%ymm18) {%k1}
	vaddpd %ymm19, %ymm2, %ymm2
	vmulpd %ymm22, %ymm2, %ymm2
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm2, 120(%r8,%ymm18) {%k1}
	vpaddq %ymm20, %ymm0, %ymm0
	vpaddq %ymm21, %ymm1, %ymm1
	addq $-4, %rdx
	jne .LBB_434
.LBB_435:
	movq 440(%rsp), %rdx
	movq 32(%rsp), %rdi
	addq %rdx, %rdi
	movq 1384(%rsp), %rdx
	addq %rax, %rdx
	shlq $7, %rax
	addq %rdi, %rax
	subq %r12, %rdx
	movq 752(%rsp), %rdi
	addq %rcx, %rdi
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_436:
	incq %rdx
	je .LBB_1014
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%rdi,%rcx), %ymm3, %ymm0
	vbroadcastsd .LCPI_8(%rip), %ymm4
	vmulpd %ymm4, %ymm0, %ymm0
	vaddpd -64(%rdi,%rcx), %ymm3, %ymm1
	vmulpd %ymm4, %ymm1, %ymm1
	vaddpd -32(%rdi,%rcx), %ymm3, %ymm2
	vmulpd %ymm4, %ymm2, %ymm2
	vaddpd (%rdi,%rcx), %ymm3, %ymm3
	vmovupd %ymm0, -96(%rax,%rcx)
	vmovupd %ymm1, -64(%rax,%rcx)
	vmovupd %ymm2, -32(%rax,%rcx)
	vmulpd %ymm4, %ymm3, %ymm0
	vmovupd %ymm0, (%rax,%rcx)
	addq $128, %rcx
	cmpq %rcx, %r8
	jne .LBB_436
.LBB_438:
	movq 496(%rsp), %r11
	leaq -1(%r11), %rax
	movq 672(%rsp), %rcx
	cmpq %rcx, 72(%rsp)
	jne .LBB_442
	movq 280(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_445
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_445
	movq %rdx, 128(%rsp)
	movq %rax, 136(%rsp)
	movl $1, %eax
	jmp .LBB_446
.LBB_442:
	movq 280(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_450
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_450
	movq %rdx, 128(%rsp)
	movq %rax, 136(%rsp)
	movl $1, %ebx
	jmp .LBB_451
.LBB_445:
	xorl %eax, %eax
.LBB_446:
	movq 424(%rsp), %r8
	movq %rax, 120(%rsp)
	movq 1096(%rsp), %r12
	movq 1104(%rsp), %rax
	movq %rax, 48(%rsp)
	cmpq $1, %r11
	movq 104(%rsp), %rdx
	jne .LBB_457
	cmpb $0, 23(%rsp)
	jne .LBB_978
	movq 48(%rsp), %rbx
	cmpq %rsi, %rbx
	movq %rsi, %rax
	cmovbq %rbx, %rax
	cmpq $1024, %rax
	movl $1024, %edx
	cmovbq %rax, %rdx
	cmpq $3, %rax
	ja .LBB_467
	xorl %eax, %eax
	xorl %ecx, %ecx
	movq 1072(%rsp), %rsi
	jmp .LBB_664
.LBB_450:
	xorl %ebx, %ebx
.LBB_451:
	movq 424(%rsp), %r8
	movq %rbx, 120(%rsp)
	cmpq $1, %r11
	movq 104(%rsp), %rdx
	jne .LBB_462
	cmpb $0, 23(%rsp)
	jne .LBB_978
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $3, %rsi
	jbe .LBB_456
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	movq 744(%rsp), %rdx
	addq %rcx, %rdx
	movq 56(%rsp), %r9
	cmpq %rdx, %r9
	jae .LBB_581
	movq 736(%rsp), %rdx
	movq 32(%rsp), %rdi
	addq %rdi, %rdx
	addq %rdx, %rcx
	cmpq %rcx, 448(%rsp)
	jae .LBB_581
.LBB_456:
	xorl %eax, %eax
	xorl %edx, %edx
	jmp .LBB_583
.LBB_457:
	leaq 1(%r11), %rax
	imulq %r11, %rax
	movq 416(%rsp), %rcx
	movq %rcx, %rdi
	subq %r11, %rdi
	vcvtusi2sd %rax, %xmm31, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 384(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 144(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	cmpq %r14, %r15
	jae .LBB_982
	cmpq %r11, %rcx
	jb .LBB_986
	testq %r11, %r11
	movb $57, %cl
	je .LBB_471
	shlq $7, %rdi
	addq %rdx, %rdi
	vmovupd 288(%rsp), %ymm1
	vmovupd 384(%rsp), %ymm2
	vmovupd 144(%rsp), %ymm6
	vmovupd 240(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 376(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 232(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	bzhiq %rcx, %r11, %rax
	cmpq $1, %rax
	jne .LBB_473
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_476
.LBB_462:
	leaq 1(%r11), %rax
	imulq %r11, %rax
	movq 416(%rsp), %rcx
	movq %rcx, %rdi
	subq %r11, %rdi
	vcvtusi2sd %rax, %xmm31, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 384(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 144(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	cmpq %r14, %r15
	jae .LBB_982
	cmpq %r11, %rcx
	jb .LBB_1004
	testq %r11, %r11
	movq 56(%rsp), %r9
	je .LBB_472
	shlq $7, %rdi
	addq %rdx, %rdi
	vmovupd 288(%rsp), %ymm1
	vmovupd 384(%rsp), %ymm2
	vmovupd 144(%rsp), %ymm6
	vmovupd 240(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 376(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 232(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	movb $57, %cl
	bzhiq %rcx, %r11, %rax
	cmpq $1, %rax
	jne .LBB_529
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_532
.LBB_467:
	movq 736(%rsp), %rax
	movq 32(%rsp), %rcx
	addq %rcx, %rax
	cmpq %rsi, %rbx
	cmovbq %rbx, %rsi
	cmpq $1024, %rsi
	movl $1024, %edi
	cmovaeq %rdi, %rsi
	shll $7, %esi
	addq %rsi, %rax
	movq 744(%rsp), %rdi
	addq %rsi, %rdi
	leaq 128(%r12,%rsi), %rcx
	movq 56(%rsp), %r11
	cmpq %rdi, %r11
	setb %r9b
	cmpq %rax, 448(%rsp)
	setb %r10b
	cmpq %rcx, %r11
	setb %dil
	cmpq %rax, %r12
	setb %r8b
	testb %r10b, %r9b
	movq 1072(%rsp), %rsi
	jne .LBB_663
	movl $0, %eax
	movl $0, %ecx
	andb %r8b, %dil
	jne .LBB_664
	incq %rdx
	movl %edx, %ecx
	andl $3, %ecx
	movl $4, %eax
	cmoveq %rax, %rcx
	movq %rdx, %rax
	subq %rcx, %rax
	movq %rax, %rcx
	shlq $7, %rcx
	movq %rax, %rdx
	vmovaps .LCPI_4(%rip), %ymm2
	vmovapd .LCPI_3(%rip), %ymm1
	vxorpd %xmm7, %xmm7, %xmm7
	movq 448(%rsp), %rdi
.LBB_470:
	vmovups %ymm2, 672(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	kxnorw %k0, %k0, %k1
	vgatherqpd (%rdi,%ymm1), %ymm0 {%k1}
	vmovupd %ymm0, 496(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	kxnorw %k0, %k0, %k1
	vgatherqpd 8(%rdi,%ymm1), %ymm0 {%k1}
	vmovupd %ymm0, 640(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	kxnorw %k0, %k0, %k1
	vgatherqpd 16(%rdi,%ymm1), %ymm0 {%k1}
	vmovupd %ymm0, 768(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	kxnorw %k0, %k0, %k1
	vgatherqpd 24(%rdi,%ymm1), %ymm0 {%k1}
	vmovupd %ymm0, 560(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	kxnorw %k0, %k0, %k1
	vgatherqpd 32(%rdi,%ymm1), %ymm0 {%k1}
	vmovupd %ymm0, 704(%rsp)
	vxorpd %xmm8, %xmm8, %xmm8
	kxnorw %k0, %k0, %k1
	vgatherqpd 40(%rdi,%ymm1), %ymm8 {%k1}
	vxorpd %xmm9, %xmm9, %xmm9
	kxnorw %k0, %k0, %k1
	vgatherqpd 48(%rdi,%ymm1), %ymm9 {%k1}
	vxorpd %xmm10, %xmm10, %xmm10
	kxnorw %k0, %k0, %k1
	vgatherqpd 56(%rdi,%ymm1), %ymm10 {%k1}
	vxorpd %xmm11, %xmm11, %xmm11
	kxnorw %k0, %k0, %k1
	vgatherqpd 64(%rdi,%ymm1), %ymm11 {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 72(%rdi,%ymm1), %ymm12 {%k1}
	vxorpd %xmm13, %xmm13, %xmm13
	kxnorw %k0, %k0, %k1
	vgatherqpd 80(%rdi,%ymm1), %ymm13 {%k1}
	vxorpd %xmm14, %xmm14, %xmm14
	kxnorw %k0, %k0, %k1
	vgatherqpd 88(%rdi,%ymm1), %ymm14 {%k1}
	vxorpd %xmm15, %xmm15, %xmm15
	kxnorw %k0, %k0, %k1
	vgatherqpd 96(%rdi,%ymm1), %ymm15 {%k1}
	vxorpd %xmm18, %xmm18, %xmm18
	kxnorw %k0, %k0, %k1
	vgatherqpd 104(%rdi,%ymm1), %ymm18 {%k1}
	vxorpd %xmm17, %xmm17, %xmm17
	kxnorw %k0, %k0, %k1
	vgatherqpd 112(%rdi,%ymm1), %ymm17 {%k1}
	vxorpd %xmm16, %xmm16, %xmm16
	kxnorw %k0, %k0, %k1
	vgatherqpd 120(%rdi,%ymm1), %ymm16 {%k1}
	vpsllq $7, 672(%rsp), %ymm2
	vxorpd %xmm6, %xmm6, %xmm6
	kxnorw %k0, %k0, %k1
	vgatherqpd 120(%r11,%ymm2), %ymm6 {%k1}
	vxorpd %xmm4, %xmm4, %xmm4
	kxnorw %k0, %k0, %k1
	vgatherqpd 112(%r11,%ymm2), %ymm4 {%k1}
	vxorpd %xmm5, %xmm5, %xmm5
	kxnorw %k0, %k0, %k1
	vgatherqpd 104(%r11,%ymm2), %ymm5 {%k1}
	vxorpd %xmm3, %xmm3, %xmm3
	kxnorw %k0, %k0, %k1
	vgatherqpd 96(%r11,%ymm2), %ymm3 {%k1}
	vxorpd %xmm31, %xmm31, %xmm31
	kxnorw %k0, %k0, %k1
	vgatherqpd 88(%r11,%ymm2), %ymm31 {%k1}
	vxorpd %xmm0, %xmm0, %xmm0
	kxnorw %k0, %k0, %k1
	vgatherqpd 80(%r11,%ymm2), %ymm0 {%k1}
	vxorpd %xmm30, %xmm30, %xmm30
	kxnorw %k0, %k0, %k1
	vgatherqpd 72(%r11,%ymm2), %ymm30 {%k1}
	vpxord %xmm25, %xmm25, %xmm25
	kxnorw %k0, %k0, %k1
	vgatherqpd 64(%r11,%ymm2), %ymm25 {%k1}
	vxorpd %xmm27, %xmm27, %xmm27
	kxnorw %k0, %k0, %k1
	vgatherqpd 56(%r11,%ymm2), %ymm27 {%k1}
	vxorpd %xmm24, %xmm24, %xmm24
	kxnorw %k0, %k0, %k1
	vgatherqpd 48(%r11,%ymm2), %ymm24 {%k1}
	vxorpd %xmm21, %xmm21, %xmm21
	kxnorw %k0, %k0, %k1
	vgatherqpd 40(%r11,%ymm2), %ymm21 {%k1}
	vpxord %xmm26, %xmm26, %xmm26
	kxnorw %k0, %k0, %k1
	vgatherqpd 32(%r11,%ymm2), %ymm26 {%k1}
	vxorpd %xmm20, %xmm20, %xmm20
	kxnorw %k0, %k0, %k1
	vgatherqpd 24(%r11,%ymm2), %ymm20 {%k1}
	vxorpd %xmm19, %xmm19, %xmm19
	kxnorw %k0, %k0, %k1
	vgatherqpd 16(%r11,%ymm2), %ymm19 {%k1}
	vxorpd %xmm22, %xmm22, %xmm22
	kxnorw %k0, %k0, %k1
	vgatherqpd 8(%r11,%ymm2), %ymm22 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm23, %xmm23, %xmm23
	vgatherqpd (%r11,%ymm2), %ymm23 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm28, %xmm28, %xmm28
	vgatherqpd (%r12,%ymm2), %ymm28 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm29, %xmm29, %xmm29
	vgatherqpd 8(%r12,%ymm2), %ymm29 {%k1}
	vaddpd %ymm7, %ymm16, %ymm16
	vsubpd %ymm16, %ymm6, %ymm6
	vmovupd %ymm6, 1392(%rsp)
	vaddpd %ymm7, %ymm17, %ymm6
	kxnorw %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 16(%r12,%ymm2), %ymm16 {%k1}
	vsubpd %ymm6, %ymm4, %ymm17
	vaddpd %ymm7, %ymm18, %ymm4
	vsubpd %ymm4, %ymm5, %ymm18
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 24(%r12,%ymm2), %ymm4 {%k1}
	vaddpd %ymm7, %ymm15, %ymm5
	vsubpd %ymm5, %ymm3, %ymm15
	vaddpd %ymm7, %ymm14, %ymm5
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 32(%r12,%ymm2), %ymm3 {%k1}
	vsubpd %ymm5, %ymm31, %ymm14
	vaddpd %ymm7, %ymm13, %ymm5
	vsubpd %ymm5, %ymm0, %ymm0
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 40(%r12,%ymm2), %ymm6 {%k1}
	vaddpd %ymm7, %ymm12, %ymm5
	vsubpd %ymm5, %ymm30, %ymm5
	vaddpd %ymm7, %ymm11, %ymm11
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 48(%r12,%ymm2), %ymm12 {%k1}
	vsubpd %ymm11, %ymm25, %ymm11
	vaddpd %ymm7, %ymm10, %ymm10
	vsubpd %ymm10, %ymm27, %ymm10
	vxorpd %xmm13, %xmm13, %xmm13
	kxnorw %k0, %k0, %k1
	vgatherqpd 56(%r12,%ymm2), %ymm13 {%k1}
	vaddpd %ymm7, %ymm8, %ymm8
	vaddpd %ymm7, %ymm9, %ymm9
	vsubpd %ymm9, %ymm24, %ymm9
	vxorpd %xmm24, %xmm24, %xmm24
	kxnorw %k0, %k0, %k1
	vgatherqpd 64(%r12,%ymm2), %ymm24 {%k1}
	vsubpd %ymm8, %ymm21, %ymm8
	vaddpd 704(%rsp), %ymm7, %ymm21
	vsubpd %ymm21, %ymm26, %ymm21
	vxorpd %xmm25, %xmm25, %xmm25
	kxnorw %k0, %k0, %k1
	vgatherqpd 72(%r12,%ymm2), %ymm25 {%k1}
	vaddpd 768(%rsp), %ymm7, %ymm26
	vaddpd 560(%rsp), %ymm7, %ymm27
	vsubpd %ymm27, %ymm20, %ymm20
	vxorpd %xmm27, %xmm27, %xmm27
	kxnorw %k0, %k0, %k1
	vgatherqpd 80(%r12,%ymm2), %ymm27 {%k1}
	vsubpd %ymm26, %ymm19, %ymm19
	vaddpd 640(%rsp), %ymm7, %ymm26
	vsubpd %ymm26, %ymm22, %ymm22
	vxorpd %xmm26, %xmm26, %xmm26
	kxnorw %k0, %k0, %k1
	vgatherqpd 88(%r12,%ymm2), %ymm26 {%k1}
	vaddpd 496(%rsp), %ymm7, %ymm30
	vsubpd %ymm30, %ymm23, %ymm23
	vsubpd %ymm28, %ymm23, %ymm23
	vxorpd %xmm28, %xmm28, %xmm28
	kxnorw %k0, %k0, %k1
	vgatherqpd 96(%r12,%ymm2), %ymm28 {%k1}
	vsubpd %ymm29, %ymm22, %ymm22
	vsubpd %ymm16, %ymm19, %ymm16
	vsubpd %ymm4, %ymm20, %ymm4
	vxorpd %xmm19, %xmm19, %xmm19
	kxnorw %k0, %k0, %k1
	vgatherqpd 104(%r12,%ymm2), %ymm19 {%k1}
	vsubpd %ymm3, %ymm21, %ymm3
	vsubpd %ymm6, %ymm8, %ymm6
	vsubpd %ymm12, %ymm9, %ymm8
	vxorpd %xmm9, %xmm9, %xmm9
	kxnorw %k0, %k0, %k1
	vgatherqpd 112(%r12,%ymm2), %ymm9 {%k1}
	vsubpd %ymm13, %ymm10, %ymm10
	vsubpd %ymm24, %ymm11, %ymm11
	vsubpd %ymm25, %ymm5, %ymm5
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 120(%r12,%ymm2), %ymm12 {%k1}
	vsubpd %ymm27, %ymm0, %ymm0
	vsubpd %ymm26, %ymm14, %ymm13
	vsubpd %ymm28, %ymm15, %ymm14
	vsubpd %ymm19, %ymm18, %ymm15
	vsubpd %ymm9, %ymm17, %ymm9
	vmovupd 1392(%rsp), %ymm17
	vsubpd %ymm12, %ymm17, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm23, (%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm22, 8(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm16, 16(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 24(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 32(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 40(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 48(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 56(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 64(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 72(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm0, 80(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm13, 88(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm14, 96(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm15, 104(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 112(%r11,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 120(%r11,%ymm2) {%k1}
	vmovdqu 672(%rsp), %ymm2
	vpaddq .LCPI_5(%rip){1to4}, %ymm2, %ymm2
	vpaddq .LCPI_6(%rip){1to4}, %ymm1, %ymm1
	addq $-4, %rdx
	jne .LBB_470
	jmp .LBB_664
.LBB_471:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_478
.LBB_472:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	movb $57, %cl
	jmp .LBB_534
.LBB_473:
	movabsq $144115188075855871, %rax
	addq %r11, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	incq %rcx
	movabsq $288230376151711736, %rax
	leaq 6(%rax), %rdx
	andq %rcx, %rdx
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq %rdi, %r9
.LBB_474:
	leaq 1(%rax), %rdi
	vcvtsi2sd %rdi, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r9), %ymm10
	vmovupd 32(%r9), %ymm11
	vmovupd 64(%r9), %ymm12
	vmovupd 96(%r9), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	addq $2, %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vmovupd 128(%r9), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%r9), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%r9), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%r9), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %r9
	cmpq %rax, %rdx
	jne .LBB_474
	movq %r9, %rdi
	testb $1, %cl
	movb $57, %cl
	je .LBB_477
.LBB_476:
	incq %rax
	vcvtsi2sd %rax, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
.LBB_477:
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm8, 176(%rsp)
	vmovupd %ymm3, 352(%rsp)
	vmovupd %ymm7, 208(%rsp)
	vmovupd %ymm2, 384(%rsp)
	vmovupd %ymm5, 240(%rsp)
.LBB_478:
	cmpq %rbp, %r8
	je .LBB_1101
	cmpq $0, 48(%rsp)
	je .LBB_1100
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm1, %ymm1
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm2, %ymm2
	movq 56(%rsp), %rax
	vmovupd (%rax), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%rax), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 64(%rax), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 96(%rax), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vsubpd (%r12), %ymm1, %ymm1
	vsubpd 32(%r12), %ymm4, %ymm4
	vsubpd 64(%r12), %ymm3, %ymm3
	vsubpd 96(%r12), %ymm2, %ymm2
	vmovupd %ymm1, (%rax)
	vmovupd %ymm4, 32(%rax)
	vmovupd %ymm3, 64(%rax)
	movq %r12, 464(%rsp)
	leaq 96(%r12), %rdx
	movq %rdx, 456(%rsp)
	vmovupd %ymm2, 96(%rax)
	vcvtsi2sd %r11, %xmm15, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %r11, %rax
	bzhiq %rcx, %rax, %rax
	movzbl 120(%rsp), %ecx
	movq %rax, 640(%rsp)
	leaq 1(%rax), %rbx
	movq 128(%rsp), %rax
	movq %rax, 704(%rsp)
	movb %cl, 1392(%rsp)
	testb %cl, %cl
	movl $0, %ecx
	leaq 128(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 432(%rsp)
	movl %ebx, %ecx
	andl $7, %ecx
	movabsq $288230376151711736, %rax
	andq %rax, %rbx
	movq 32(%rsp), %rax
	addq 440(%rsp), %rax
	movq %rax, 32(%rsp)
	subq %r11, %r15
	movq %r15, 672(%rsp)
	movq %rcx, 560(%rsp)
	movl %ecx, %r11d
	shll $7, %r11d
	movl $1, %eax
	xorl %edi, %edi
	movq 48(%rsp), %r15
.LBB_481:
	cmpq 24(%rsp), %rdi
	jae .LBB_486
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 96(%rsp), %rdx
	movq (%rsp), %rsi
.LBB_483:
	movq (%rdx), %rcx
	cmpq %rax, %rcx
	jae .LBB_487
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, 24(%rsp)
	jne .LBB_483
	movq 24(%rsp), %rdi
	xorl %edx, %edx
	jmp .LBB_488
.LBB_486:
	xorl %edx, %edx
	movq (%rsp), %rsi
	jmp .LBB_488
.LBB_487:
	movl $1, %edx
.LBB_488:
	cmpq %rax, 704(%rsp)
	setae %r8b
	andb 1392(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_490
	movl $1025, %r12d
	testb %r8b, %r8b
	je .LBB_495
.LBB_490:
	movzbl %r8b, %r9d
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq 704(%rsp), %r10
	movq %r10, %r12
	movq %r8, 800(%rsp)
	movq $2, 808(%rsp)
	movq %rdx, 816(%rsp)
	movq %rcx, 824(%rsp)
	cmovneq %rcx, %r12
	movq %r9, 832(%rsp)
	movq %r10, 840(%rsp)
	testq %rdx, %rdx
	je .LBB_494
	je .LBB_494
	shll $4, %edx
	leaq 856(%rsp), %rcx
	subq %rdx, %rcx
.LBB_493:
	movq %r12, %rdx
	incq %r8
	movq (%rcx), %r12
	cmpq %r12, %rdx
	cmovbq %rdx, %r12
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r12
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_493
.LBB_494:
	cmpq $1025, %r12
	movl $1025, %ecx
	cmovaeq %rcx, %r12
.LBB_495:
	vmovupd 288(%rsp), %ymm10
	vmovupd 320(%rsp), %ymm9
	vmovupd 352(%rsp), %ymm8
	vmovupd 384(%rsp), %ymm7
	vmovupd 144(%rsp), %ymm6
	vmovupd 176(%rsp), %ymm5
	vmovupd 208(%rsp), %ymm4
	vmovupd 240(%rsp), %ymm3
	cmpq %r12, %rax
	jae .LBB_502
	cmpq %rsi, %rax
	cmovaq %rax, %rsi
	cmpq %r15, %rax
	movq %r15, %rcx
	cmovaq %rax, %rcx
	movq %rax, %rdx
	shlq $7, %rdx
	movq 456(%rsp), %r8
	addq %rdx, %r8
	movq 32(%rsp), %r9
	addq %rdx, %r9
	addq 544(%rsp), %rdx
	movq 672(%rsp), %r10
	addq %rax, %r10
	shlq $7, %r10
	movq 616(%rsp), %rbp
.LBB_497:
	movq 64(%rsp), %r14
	leaq (%r14,%rax), %r13
	movq 40(%rsp), %r14
	cmpq %r14, %r13
	jae .LBB_1062
	movq 672(%rsp), %r13
	addq %rax, %r13
	cmpq %r14, %r13
	jae .LBB_993
	cmpq %rax, %rsi
	je .LBB_1024
	cmpq %rax, %rcx
	je .LBB_1025
	incq %rax
	vmovupd -96(%rbp,%rdx), %ymm11
	vmovupd -64(%rbp,%rdx), %ymm12
	vmovupd -32(%rbp,%rdx), %ymm13
	vmovupd (%rbp,%rdx), %ymm14
	vaddpd %ymm6, %ymm11, %ymm15
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm11, %ymm10, %ymm10
	vsubpd %ymm6, %ymm10, %ymm10
	vsubpd -96(%rbp,%r10), %ymm15, %ymm6
	vmulpd %ymm2, %ymm10, %ymm11
	vaddpd %ymm5, %ymm12, %ymm15
	vmulpd %ymm1, %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vsubpd -64(%rbp,%r10), %ymm15, %ymm5
	vmulpd %ymm2, %ymm9, %ymm12
	vaddpd %ymm4, %ymm13, %ymm15
	vmulpd %ymm1, %ymm13, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vsubpd %ymm4, %ymm8, %ymm8
	vsubpd -32(%rbp,%r10), %ymm15, %ymm4
	vaddpd %ymm3, %ymm14, %ymm13
	vmulpd %ymm1, %ymm14, %ymm14
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd %ymm3, %ymm7, %ymm7
	vsubpd (%rbp,%r10), %ymm13, %ymm3
	vmulpd %ymm2, %ymm8, %ymm13
	vmulpd %ymm7, %ymm2, %ymm14
	vmovupd -96(%r9), %ymm15
	vsubpd %ymm11, %ymm15, %ymm11
	vmovupd -64(%r9), %ymm15
	vsubpd %ymm12, %ymm15, %ymm12
	vmovupd -32(%r9), %ymm15
	vsubpd %ymm13, %ymm15, %ymm13
	vmovupd (%r9), %ymm15
	vsubpd %ymm14, %ymm15, %ymm14
	vsubpd -96(%r8), %ymm11, %ymm11
	vsubpd -64(%r8), %ymm12, %ymm12
	vsubpd -32(%r8), %ymm13, %ymm13
	vsubpd (%r8), %ymm14, %ymm14
	vmovupd %ymm11, -96(%r9)
	vmovupd %ymm12, -64(%r9)
	vmovupd %ymm13, -32(%r9)
	vmovupd %ymm14, (%r9)
	subq $-128, %r8
	subq $-128, %r9
	subq $-128, %rbp
	cmpq %rax, %r12
	jne .LBB_497
.LBB_502:
	vmovupd %ymm10, 288(%rsp)
	vmovupd %ymm9, 320(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm5, 176(%rsp)
	vmovupd %ymm4, 208(%rsp)
	vmovupd %ymm3, 240(%rsp)
	cmpq $1024, %r12
	movq 88(%rsp), %rbp
	ja .LBB_668
	movq 64(%rsp), %rax
	leaq (%r12,%rax), %r8
	cmpq %r14, %r8
	jae .LBB_1061
	movq %r8, %r13
	subq 496(%rsp), %r13
	cmpq %r14, %r13
	movq 104(%rsp), %rdx
	movq (%rsp), %rsi
	jae .LBB_993
	movq %r8, %rax
	shlq $7, %rax
	vmovupd (%rdx,%rax), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vsubpd %ymm6, %ymm10, %ymm10
	vmovupd %ymm10, 288(%rsp)
	vmovupd 32(%rdx,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vmovupd %ymm9, 320(%rsp)
	vmovupd 64(%rdx,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vsubpd %ymm4, %ymm8, %ymm8
	vmovupd %ymm8, 352(%rsp)
	vmovupd 96(%rdx,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm7, %ymm15, %ymm7
	vsubpd %ymm3, %ymm7, %ymm7
	vmovupd %ymm7, 384(%rsp)
	shlq $7, %r13
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd (%rdx,%r13), %ymm6, %ymm6
	vmovupd %ymm6, 144(%rsp)
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd 32(%rdx,%r13), %ymm5, %ymm5
	vmovupd %ymm5, 176(%rsp)
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd 64(%rdx,%r13), %ymm4, %ymm4
	vmovupd %ymm4, 208(%rsp)
	vaddpd %ymm3, %ymm14, %ymm3
	vsubpd 96(%rdx,%r13), %ymm3, %ymm3
	vmovupd %ymm3, 240(%rsp)
	vmulpd %ymm2, %ymm10, %ymm3
	vmovupd %ymm3, 800(%rsp)
	vmulpd %ymm2, %ymm9, %ymm3
	vmovupd %ymm3, 832(%rsp)
	vmulpd %ymm2, %ymm8, %ymm3
	vmovupd %ymm3, 864(%rsp)
	vmulpd %ymm7, %ymm2, %ymm3
	vmovupd %ymm3, 896(%rsp)
	cmpq 24(%rsp), %rdi
	ja .LBB_973
	leaq 1(%r12), %rax
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
	incq %r8
	movq %r8, %r15
	movq %r8, %r9
	subq 496(%rsp), %r9
	movq %rdx, %r8
	movq %r9, 768(%rsp)
	movq %r9, %rdx
	shlq $7, %rdx
	addq %r8, %rdx
	xorl %r9d, %r9d
	movq 432(%rsp), %r13
	jmp .LBB_509
.LBB_507:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1009
.LBB_508:
	vmovsd %xmm4, 288(%rsp,%r13,8)
	vmovsd %xmm3, 144(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 800(%rsp,%r13,8)
	movq %r10, %r13
	movq %r8, %rcx
	movq 88(%rsp), %rbp
	movq 40(%rsp), %r14
	movq (%rsp), %rsi
.LBB_509:
	testb %r9b, %r9b
	je .LBB_518
	movq %rcx, %r8
.LBB_511:
	testq %r13, %r13
	je .LBB_526
	cmpq %r12, (%r13)
	jne .LBB_526
	movb $2, %r9b
	xorl %r10d, %r10d
	movq %r13, %rcx
	movq 496(%rsp), %rbp
	cmpq %rbp, %r15
	jb .LBB_970
.LBB_514:
	movq 8(%rcx), %r13
	testq %rbp, %rbp
	je .LBB_507
	cmpq $15, %r13
	ja .LBB_995
	cmpq $7, 640(%rsp)
	jae .LBB_521
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %rdx, %rbp
	jmp .LBB_524
.LBB_518:
	movq 488(%rsp), %r9
	movq %r9, %r8
	cmpq %r9, %rcx
	je .LBB_511
	leaq 16(%rcx), %r8
	cmpq %r12, (%rcx)
	jne .LBB_511
	xorl %r9d, %r9d
	movq %r13, %r10
	movq 496(%rsp), %rbp
	cmpq %rbp, %r15
	jae .LBB_514
	jmp .LBB_970
.LBB_521:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %rdx, %rbp
.LBB_522:
	leaq 1(%rcx), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd (%rbp,%r13,8), %xmm6
	vmovsd 128(%rbp,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rcx), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rcx), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rcx), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd 384(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rcx), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd 512(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rcx), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd 640(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rcx), %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd 768(%rbp,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rcx
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd 896(%rbp,%r13,8), %xmm6
	addq $1024, %rbp
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rcx, %rbx
	jne .LBB_522
	cmpq $0, 560(%rsp)
	je .LBB_508
.LBB_524:
	incq %rcx
	leaq (%rbp,%r13,8), %rbp
	xorl %r14d, %r14d
.LBB_525:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rbp,%r14), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r14
	cmpq %r14, %r11
	jne .LBB_525
	jmp .LBB_508
.LBB_526:
	cmpq %rsi, %r12
	jae .LBB_1066
	movq 48(%rsp), %r15
	cmpq %r15, %r12
	movq 56(%rsp), %rdx
	jae .LBB_1067
	movq %r12, %rcx
	shlq $7, %rcx
	vmovupd (%rdx,%rcx), %ymm3
	vmovupd 32(%rdx,%rcx), %ymm4
	vmovupd 64(%rdx,%rcx), %ymm5
	vmovupd 96(%rdx,%rcx), %ymm6
	vsubpd 800(%rsp), %ymm3, %ymm3
	movq 464(%rsp), %rsi
	vsubpd (%rsi,%rcx), %ymm3, %ymm3
	vsubpd 832(%rsp), %ymm4, %ymm4
	vsubpd 32(%rsi,%rcx), %ymm4, %ymm4
	vsubpd 864(%rsp), %ymm5, %ymm5
	vsubpd 64(%rsi,%rcx), %ymm5, %ymm5
	vsubpd 896(%rsp), %ymm6, %ymm6
	vsubpd 96(%rsi,%rcx), %ymm6, %ymm6
	vmovupd %ymm3, (%rdx,%rcx)
	vmovupd %ymm4, 32(%rdx,%rcx)
	vmovupd %ymm5, 64(%rdx,%rcx)
	vmovupd %ymm6, 96(%rdx,%rcx)
	cmpq $1024, %r12
	jne .LBB_481
	jmp .LBB_668
.LBB_529:
	movabsq $144115188075855871, %rax
	addq %r11, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	incq %rcx
	movabsq $288230376151711736, %rax
	leaq 6(%rax), %rdx
	andq %rcx, %rdx
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq %rdi, %r10
.LBB_530:
	leaq 1(%rax), %rdi
	vcvtsi2sd %rdi, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r10), %ymm10
	vmovupd 32(%r10), %ymm11
	vmovupd 64(%r10), %ymm12
	vmovupd 96(%r10), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	addq $2, %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vmovupd 128(%r10), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%r10), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%r10), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%r10), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %r10
	cmpq %rax, %rdx
	jne .LBB_530
	movq %r10, %rdi
	testb $1, %cl
	movb $57, %cl
	movq (%rsp), %rsi
	je .LBB_533
.LBB_532:
	incq %rax
	vcvtsi2sd %rax, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
.LBB_533:
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm8, 176(%rsp)
	vmovupd %ymm3, 352(%rsp)
	vmovupd %ymm7, 208(%rsp)
	vmovupd %ymm2, 384(%rsp)
	vmovupd %ymm5, 240(%rsp)
.LBB_534:
	cmpq %rbp, %r8
	je .LBB_1099
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd (%r9), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%r9), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 64(%r9), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 96(%r9), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%r9)
	vmovupd %ymm4, 32(%r9)
	vmovupd %ymm3, 64(%r9)
	vmovupd %ymm2, 96(%r9)
	movb %bl, 704(%rsp)
	movq 128(%rsp), %rax
	movq %rax, 560(%rsp)
	vcvtsi2sd %r11, %xmm31, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rbx, %rbx
	leaq 128(%rsp), %rax
	cmovneq %rax, %rbx
	movq %rbx, 1392(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %r11, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 48(%rsp)
	leaq 1(%rax), %r15
	movl %r15d, %r12d
	andl $7, %r12d
	movabsq $288230376151711736, %rax
	andq %rax, %r15
	movq 440(%rsp), %rax
	movq 32(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 432(%rsp)
	movq 64(%rsp), %rax
	subq %r11, %rax
	movq %rax, 672(%rsp)
	movq %r12, 640(%rsp)
	shll $7, %r12d
	movl $1, %r8d
	xorl %edi, %edi
.LBB_536:
	movq 24(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_541
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
.LBB_538:
	movq (%rcx), %rax
	cmpq %r8, %rax
	jae .LBB_542
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_538
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_543
.LBB_541:
	xorl %ecx, %ecx
	jmp .LBB_543
.LBB_542:
	movl $1, %ecx
.LBB_543:
	cmpq %r8, 560(%rsp)
	setae %dl
	andb 704(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_545
	movl $1025, %ebx
	testb %dl, %dl
	je .LBB_550
.LBB_545:
	movzbl %dl, %r9d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq 560(%rsp), %r10
	movq %r10, %rbx
	movq %rdx, 800(%rsp)
	movq $2, 808(%rsp)
	movq %rcx, 816(%rsp)
	movq %rax, 824(%rsp)
	cmovneq %rax, %rbx
	movq %r9, 832(%rsp)
	movq %r10, 840(%rsp)
	testq %rcx, %rcx
	je .LBB_549
	je .LBB_549
	shll $4, %ecx
	leaq 856(%rsp), %rax
	subq %rcx, %rax
.LBB_548:
	movq %rbx, %rcx
	incq %rdx
	movq (%rax), %rbx
	cmpq %rbx, %rcx
	cmovbq %rcx, %rbx
	cmpb $0, -8(%rax)
	cmoveq %rcx, %rbx
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_548
.LBB_549:
	cmpq $1025, %rbx
	movl $1025, %eax
	cmovaeq %rax, %rbx
.LBB_550:
	vmovupd 288(%rsp), %ymm5
	vmovupd 320(%rsp), %ymm4
	vmovupd 352(%rsp), %ymm6
	vmovupd 384(%rsp), %ymm3
	vmovupd 144(%rsp), %ymm12
	vmovupd 176(%rsp), %ymm13
	vmovupd 208(%rsp), %ymm11
	vmovupd 240(%rsp), %ymm14
	cmpq %rbx, %r8
	jae .LBB_556
	cmpq %rsi, %r8
	movq %rsi, %r10
	cmovaq %r8, %r10
	movq %r8, %rax
	shlq $7, %rax
	movq 432(%rsp), %rcx
	addq %rax, %rcx
	addq 544(%rsp), %rax
	movq 672(%rsp), %rdx
	addq %r8, %rdx
	shlq $7, %rdx
	movq 616(%rsp), %r9
.LBB_552:
	movq %r10, %rsi
	movq 64(%rsp), %r10
	leaq (%r10,%r8), %r13
	cmpq %r14, %r13
	jae .LBB_1062
	movq 672(%rsp), %r10
	leaq (%r10,%r8), %r13
	cmpq %r14, %r13
	jae .LBB_993
	movq %rsi, %r10
	cmpq %r8, %rsi
	je .LBB_1017
	incq %r8
	vmovupd -96(%r9,%rax), %ymm15
	vmovupd -64(%r9,%rax), %ymm10
	vmovupd -32(%r9,%rax), %ymm9
	vmovupd (%r9,%rax), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r9,%rdx), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm11, %ymm9, %ymm8
	vsubpd -32(%r9,%rdx), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm6, %ymm9, %ymm6
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%r9,%rdx), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm15, %ymm10
	vsubpd -96(%r9,%rdx), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd -96(%rcx), %ymm13
	vsubpd %ymm12, %ymm13, %ymm12
	vmovupd -64(%rcx), %ymm13
	vmovupd -32(%rcx), %ymm14
	vmovupd (%rcx), %ymm15
	vmovupd %ymm12, -96(%rcx)
	vmulpd %ymm4, %ymm2, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vmovupd %ymm12, -64(%rcx)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vsubpd %ymm11, %ymm14, %ymm11
	vmovupd %ymm11, -32(%rcx)
	vmulpd %ymm3, %ymm2, %ymm11
	vsubpd %ymm11, %ymm15, %ymm11
	vmovupd %ymm11, (%rcx)
	subq $-128, %rcx
	subq $-128, %r9
	vmovapd %ymm10, %ymm12
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm11
	vmovapd %ymm7, %ymm14
	cmpq %r8, %rbx
	jne .LBB_552
	jmp .LBB_557
.LBB_556:
	vmovapd %ymm12, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm11, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_557:
	vmovupd %ymm5, 288(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm6, 352(%rsp)
	vmovupd %ymm3, 384(%rsp)
	vmovupd %ymm10, 144(%rsp)
	vmovupd %ymm9, 176(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm7, 240(%rsp)
	cmpq $1024, %rbx
	ja .LBB_586
	movq 64(%rsp), %rax
	leaq (%rbx,%rax), %rbp
	cmpq %r14, %rbp
	jae .LBB_1041
	movq %rbp, %r13
	subq %r11, %r13
	cmpq %r14, %r13
	movq 104(%rsp), %rdx
	movq 48(%rsp), %rsi
	jae .LBB_993
	movq %rbp, %rax
	shlq $7, %rax
	vmovupd (%rdx,%rax), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd %ymm10, %ymm5, %ymm5
	vmovupd %ymm5, 288(%rsp)
	vmovupd 32(%rdx,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 320(%rsp)
	vmovupd 64(%rdx,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vsubpd %ymm8, %ymm6, %ymm6
	vmovupd %ymm6, 352(%rsp)
	vmovupd 96(%rdx,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 384(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 144(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 176(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 208(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 240(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 800(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 832(%rsp)
	vmulpd %ymm6, %ymm2, %ymm4
	vmovupd %ymm4, 864(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 896(%rsp)
	cmpq 24(%rsp), %rdi
	ja .LBB_973
	leaq 1(%rbx), %r8
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
	incq %rbp
	movq %rbp, %r14
	subq %r11, %r14
	movq %r14, 768(%rsp)
	shlq $7, %r14
	addq %rdx, %r14
	xorl %r9d, %r9d
	movq 1392(%rsp), %rdx
	jmp .LBB_564
.LBB_562:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1009
.LBB_563:
	vmovsd %xmm4, 288(%rsp,%r13,8)
	vmovsd %xmm3, 144(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 800(%rsp,%r13,8)
	movq %rax, %rdx
	movq %r10, %rcx
	movq 496(%rsp), %r11
.LBB_564:
	testb %r9b, %r9b
	je .LBB_576
	movq %rcx, %r10
.LBB_566:
	testq %rdx, %rdx
	je .LBB_579
	cmpq %rbx, (%rdx)
	jne .LBB_579
	movb $2, %r9b
	xorl %eax, %eax
	movq %rdx, %rcx
	cmpq %r11, %rbp
	jb .LBB_963
.LBB_569:
	movq 8(%rcx), %r13
	testq %r11, %r11
	je .LBB_562
	cmpq $15, %r13
	ja .LBB_995
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r14, %rdx
	cmpq $7, %rsi
	jb .LBB_574
.LBB_572:
	leaq 1(%rcx), %r11
	vcvtsi2sd %r11, %xmm2, %xmm5
	vmovsd (%rdx,%r13,8), %xmm6
	vmovsd 128(%rdx,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rcx), %r11
	vcvtsi2sd %r11, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rcx), %r11
	vcvtsi2sd %r11, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rcx), %r11
	vcvtsi2sd %r11, %xmm2, %xmm5
	vmovsd 384(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rcx), %r11
	vcvtsi2sd %r11, %xmm2, %xmm5
	vmovsd 512(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rcx), %r11
	vcvtsi2sd %r11, %xmm2, %xmm5
	vmovsd 640(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rcx), %r11
	vcvtsi2sd %r11, %xmm2, %xmm5
	vmovsd 768(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rcx
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd 896(%rdx,%r13,8), %xmm6
	addq $1024, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rcx, %r15
	jne .LBB_572
	cmpq $0, 640(%rsp)
	je .LBB_563
.LBB_574:
	incq %rcx
	leaq (%rdx,%r13,8), %rdx
	xorl %r11d, %r11d
.LBB_575:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rdx,%r11), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r11
	cmpq %r11, %r12
	jne .LBB_575
	jmp .LBB_563
.LBB_576:
	movq 488(%rsp), %rax
	movq %rax, %r10
	cmpq %rax, %rcx
	je .LBB_566
	leaq 16(%rcx), %r10
	cmpq %rbx, (%rcx)
	jne .LBB_566
	xorl %r9d, %r9d
	movq %rdx, %rax
	cmpq %r11, %rbp
	jae .LBB_569
	jmp .LBB_963
.LBB_579:
	movq (%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_1065
	movq %rbx, %rax
	shlq $7, %rax
	movq 56(%rsp), %rcx
	vmovupd (%rcx,%rax), %ymm3
	vmovupd 32(%rcx,%rax), %ymm4
	vmovupd 64(%rcx,%rax), %ymm5
	vmovupd 96(%rcx,%rax), %ymm6
	vsubpd 800(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%rcx,%rax)
	vsubpd 832(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%rcx,%rax)
	vsubpd 864(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%rcx,%rax)
	vsubpd 896(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%rcx,%rax)
	cmpq $1024, %rbx
	movq 88(%rsp), %rbp
	movq 40(%rsp), %r14
	jne .LBB_536
	jmp .LBB_586
.LBB_581:
	incq %rax
	movl %eax, %ecx
	andl $3, %ecx
	movl $4, %edx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rdx
	shlq $7, %rdx
	movq %rax, %rdi
	vmovdqa .LCPI_4(%rip), %ymm0
	vmovapd .LCPI_3(%rip), %ymm1
	vxorpd %xmm20, %xmm20, %xmm20
	vpbroadcastq .LCPI_5(%rip), %ymm21
	vpbroadcastq .LCPI_6(%rip), %ymm22
	movq 448(%rsp), %rcx
.LBB_582:
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd (%rcx,%ymm1), %ymm12 {%k1}
	vpsllq $7, %ymm0, %ymm2
	kxnorw %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd (%r9,%ymm2), %ymm13 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%rcx,%ymm1), %ymm3 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%rcx,%ymm1), %ymm4 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%rcx,%ymm1), %ymm5 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%rcx,%ymm1), %ymm6 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 88(%rcx,%ymm1), %ymm7 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 80(%rcx,%ymm1), %ymm8 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 72(%rcx,%ymm1), %ymm9 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 64(%rcx,%ymm1), %ymm10 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 56(%rcx,%ymm1), %ymm11 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 48(%rcx,%ymm1), %ymm14 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 40(%rcx,%ymm1), %ymm15 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 32(%rcx,%ymm1), %ymm16 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 24(%rcx,%ymm1), %ymm17 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%rcx,%ymm1), %ymm18 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm19, %xmm19, %xmm19
	vaddpd %ymm20, %ymm12, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vgatherqpd 16(%rcx,%ymm1), %ymm19 {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, (%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 8(%r9,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm18, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 8(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 16(%r9,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm19, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 16(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 24(%r9,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm17, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 24(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 32(%r9,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm16, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 32(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 40(%r9,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm15, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 40(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 48(%r9,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm14, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 48(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r9,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm11, %ymm11
	vsubpd %ymm11, %ymm12, %ymm11
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 56(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r9,%ymm2), %ymm11 {%k1}
	vaddpd %ymm20, %ymm10, %ymm10
	vsubpd %ymm10, %ymm11, %ymm10
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 64(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r9,%ymm2), %ymm10 {%k1}
	vaddpd %ymm20, %ymm9, %ymm9
	vsubpd %ymm9, %ymm10, %ymm9
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 72(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r9,%ymm2), %ymm9 {%k1}
	vaddpd %ymm20, %ymm8, %ymm8
	vsubpd %ymm8, %ymm9, %ymm8
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 80(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r9,%ymm2), %ymm8 {%k1}
	vaddpd %ymm20, %ymm7, %ymm7
	vsubpd %ymm7, %ymm8, %ymm7
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm7, 88(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%r9,%ymm2), %ymm7 {%k1}
	vaddpd %ymm20, %ymm6, %ymm6
	vsubpd %ymm6, %ymm7, %ymm6
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 96(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 104(%r9,%ymm2), %ymm6 {%k1}
	vaddpd %ymm20, %ymm5, %ymm5
	vsubpd %ymm5, %ymm6, %ymm5
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 104(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 112(%r9,%ymm2), %ymm5 {%k1}
	vaddpd %ymm20, %ymm4, %ymm4
	vsubpd %ymm4, %ymm5, %ymm4
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 112(%r9,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 120(%r9,%ymm2), %ymm4 {%k1}
	vaddpd %ymm20, %ymm3, %ymm3
	vsubpd %ymm3, %ymm4, %ymm3
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 120(%r9,%ymm2) {%k1}
	vpaddq %ymm21, %ymm0, %ymm0
	vpaddq %ymm22, %ymm1, %ymm1
	addq $-4, %rdi
	jne .LBB_582
.LBB_583:
	movq 440(%rsp), %rcx
	movq 32(%rsp), %rdi
	addq %rcx, %rdi
	movq 1384(%rsp), %rcx
	addq %rax, %rcx
	shlq $7, %rax
	addq %rdi, %rax
	subq %r8, %rcx
	movq 752(%rsp), %rdi
	addq %rdx, %rdi
	movl $131200, %r8d
	subq %rdx, %r8
	xorl %edx, %edx
.LBB_584:
	incq %rcx
	je .LBB_1017
	vxorpd %xmm4, %xmm4, %xmm4
	vaddpd -96(%rdi,%rdx), %ymm4, %ymm0
	vmovupd -96(%rax,%rdx), %ymm1
	vsubpd %ymm0, %ymm1, %ymm0
	vmovupd -64(%rax,%rdx), %ymm1
	vmovupd -32(%rax,%rdx), %ymm2
	vaddpd -64(%rdi,%rdx), %ymm4, %ymm3
	vsubpd %ymm3, %ymm1, %ymm1
	vaddpd -32(%rdi,%rdx), %ymm4, %ymm3
	vsubpd %ymm3, %ymm2, %ymm2
	vaddpd (%rdi,%rdx), %ymm4, %ymm3
	vmovupd (%rax,%rdx), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	vmovupd %ymm0, -96(%rax,%rdx)
	vmovupd %ymm1, -64(%rax,%rdx)
	vmovupd %ymm2, -32(%rax,%rdx)
	vmovupd %ymm3, (%rax,%rdx)
	addq $128, %rdx
	cmpq %rdx, %r8
	jne .LBB_584
.LBB_586:
	movq 72(%rsp), %rax
	decq %rax
	movq 280(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_589
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	movq 64(%rsp), %r12
	movq 416(%rsp), %rcx
	movq 56(%rsp), %r10
	je .LBB_590
	movq %rdx, 128(%rsp)
	movq %rax, 136(%rsp)
	movl $1, %ebx
	jmp .LBB_591
.LBB_589:
	xorl %ebx, %ebx
	movq 64(%rsp), %r12
	movq 416(%rsp), %rcx
	movq 56(%rsp), %r10
	jmp .LBB_591
.LBB_590:
	xorl %ebx, %ebx
.LBB_591:
	movq %rbx, 120(%rsp)
	movq 72(%rsp), %r8
	cmpq $1, %r8
	movq 104(%rsp), %rdx
	jne .LBB_595
	cmpb $0, 23(%rsp)
	jne .LBB_1005
	movq (%rsp), %rdx
	cmpq $1024, %rdx
	movl $1024, %eax
	cmovbq %rdx, %rax
	cmpq $3, %rdx
	ja .LBB_600
	xorl %eax, %eax
	xorl %edx, %edx
	movq 424(%rsp), %r9
	jmp .LBB_660
.LBB_595:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq %rcx, %rdi
	subq %r8, %rdi
	vcvtusi2sd %rax, %xmm31, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 384(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 144(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	cmpq %r14, %r12
	jae .LBB_1019
	cmpq %r8, %rcx
	jb .LBB_1004
	testq %r8, %r8
	je .LBB_603
	shlq $7, %rdi
	addq %rdx, %rdi
	vmovupd 288(%rsp), %ymm1
	vmovupd 384(%rsp), %ymm2
	vmovupd 144(%rsp), %ymm6
	vmovupd 240(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 376(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 232(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	movb $57, %cl
	bzhiq %rcx, %r8, %rax
	cmpq $1, %rax
	movq %r8, %rdx
	jne .LBB_604
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_607
.LBB_600:
	cmpq $1024, %rdx
	movl $1024, %ecx
	cmovbq %rdx, %rcx
	shll $7, %ecx
	movq 744(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rdx, %r10
	movq 448(%rsp), %r8
	movq 424(%rsp), %r9
	jae .LBB_658
	movq 736(%rsp), %rdx
	movq 32(%rsp), %rdi
	addq %rdi, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %r8
	jae .LBB_658
	xorl %eax, %eax
	xorl %edx, %edx
	jmp .LBB_660
.LBB_603:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	movb $57, %cl
	movq %r8, %rdx
	jmp .LBB_609
.LBB_604:
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	incq %rcx
	movabsq $288230376151711736, %rax
	leaq 6(%rax), %rdx
	andq %rcx, %rdx
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_605:
	leaq 1(%rax), %r8
	vcvtsi2sd %r8, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	addq $2, %rax
	vcvtsi2sd %rax, %xmm31, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %rdi
	cmpq %rax, %rdx
	jne .LBB_605
	testb $1, %cl
	movb $57, %cl
	movq 72(%rsp), %rdx
	je .LBB_608
.LBB_607:
	incq %rax
	vcvtsi2sd %rax, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
.LBB_608:
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm8, 176(%rsp)
	vmovupd %ymm3, 352(%rsp)
	vmovupd %ymm7, 208(%rsp)
	vmovupd %ymm2, 384(%rsp)
	vmovupd %ymm5, 240(%rsp)
.LBB_609:
	cmpq %rbp, 424(%rsp)
	je .LBB_1099
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd (%r10), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%r10), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 64(%r10), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 96(%r10), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%r10)
	vmovupd %ymm4, 32(%r10)
	vmovupd %ymm3, 64(%r10)
	vmovupd %ymm2, 96(%r10)
	movb %bl, 560(%rsp)
	movq 128(%rsp), %rax
	movq %rax, 640(%rsp)
	vcvtsi2sd %rdx, %xmm31, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rbx, %rbx
	leaq 128(%rsp), %rax
	cmovneq %rax, %rbx
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 672(%rsp)
	leaq 1(%rax), %r14
	movl %r14d, %r15d
	andl $7, %r15d
	movabsq $288230376151711736, %rax
	andq %rax, %r14
	movq 32(%rsp), %rax
	addq 440(%rsp), %rax
	movq %rax, 32(%rsp)
	subq %rdx, %r12
	movq %r15, 496(%rsp)
	shll $7, %r15d
	movl $1, %r8d
	xorl %edi, %edi
	movq (%rsp), %r10
	movq %r12, 704(%rsp)
.LBB_611:
	movq 24(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_616
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
.LBB_613:
	movq (%rcx), %rax
	cmpq %r8, %rax
	jae .LBB_617
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_613
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_618
.LBB_616:
	xorl %ecx, %ecx
	jmp .LBB_618
.LBB_617:
	movl $1, %ecx
.LBB_618:
	cmpq %r8, 640(%rsp)
	setae %dl
	andb 560(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_620
	movl $1025, %r11d
	testb %dl, %dl
	je .LBB_625
.LBB_620:
	movzbl %dl, %r9d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq 640(%rsp), %rsi
	movq %rsi, %r11
	movq %rdx, 800(%rsp)
	movq $2, 808(%rsp)
	movq %rcx, 816(%rsp)
	movq %rax, 824(%rsp)
	cmovneq %rax, %r11
	movq %r9, 832(%rsp)
	movq %rsi, 840(%rsp)
	testq %rcx, %rcx
	je .LBB_624
	je .LBB_624
	shll $4, %ecx
	leaq 856(%rsp), %rax
	subq %rcx, %rax
.LBB_623:
	movq %r11, %rcx
	incq %rdx
	movq (%rax), %r11
	cmpq %r11, %rcx
	cmovbq %rcx, %r11
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r11
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_623
.LBB_624:
	cmpq $1025, %r11
	movl $1025, %eax
	cmovaeq %rax, %r11
.LBB_625:
	vmovupd 288(%rsp), %ymm5
	vmovupd 320(%rsp), %ymm4
	vmovupd 352(%rsp), %ymm6
	vmovupd 384(%rsp), %ymm3
	vmovupd 144(%rsp), %ymm12
	vmovupd 176(%rsp), %ymm13
	vmovupd 208(%rsp), %ymm11
	vmovupd 240(%rsp), %ymm14
	cmpq %r11, %r8
	jae .LBB_631
	cmpq %r10, %r8
	cmovaq %r8, %r10
	movq %r8, %rax
	shlq $7, %rax
	movq 32(%rsp), %rcx
	addq %rax, %rcx
	addq 544(%rsp), %rax
	leaq (%r12,%r8), %rdx
	shlq $7, %rdx
	movq 616(%rsp), %r9
.LBB_627:
	movq %r10, %rsi
	movq 64(%rsp), %r10
	leaq (%r10,%r8), %r13
	movq 40(%rsp), %r10
	cmpq %r10, %r13
	jae .LBB_1027
	leaq (%r12,%r8), %r13
	cmpq %r10, %r13
	jae .LBB_1010
	cmpq %r8, %rsi
	je .LBB_1017
	movq %rsi, %r10
	incq %r8
	vmovupd -96(%r9,%rax), %ymm15
	vmovupd -64(%r9,%rax), %ymm10
	vmovupd -32(%r9,%rax), %ymm9
	vmovupd (%r9,%rax), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r9,%rdx), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm11, %ymm9, %ymm8
	vsubpd -32(%r9,%rdx), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm6, %ymm9, %ymm6
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%r9,%rdx), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm15, %ymm10
	vsubpd -96(%r9,%rdx), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd -96(%rcx), %ymm13
	vsubpd %ymm12, %ymm13, %ymm12
	vmovupd -64(%rcx), %ymm13
	vmovupd -32(%rcx), %ymm14
	vmovupd (%rcx), %ymm15
	vmovupd %ymm12, -96(%rcx)
	vmulpd %ymm4, %ymm2, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vmovupd %ymm12, -64(%rcx)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vsubpd %ymm11, %ymm14, %ymm11
	vmovupd %ymm11, -32(%rcx)
	vmulpd %ymm3, %ymm2, %ymm11
	vsubpd %ymm11, %ymm15, %ymm11
	vmovupd %ymm11, (%rcx)
	subq $-128, %rcx
	subq $-128, %r9
	vmovapd %ymm10, %ymm12
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm11
	vmovapd %ymm7, %ymm14
	cmpq %r8, %r11
	jne .LBB_627
	jmp .LBB_632
.LBB_631:
	vmovapd %ymm12, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm11, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_632:
	vmovupd %ymm5, 288(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm6, 352(%rsp)
	vmovupd %ymm3, 384(%rsp)
	vmovupd %ymm10, 144(%rsp)
	vmovupd %ymm9, 176(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm7, 240(%rsp)
	cmpq $1024, %r11
	ja .LBB_668
	movq 64(%rsp), %rax
	leaq (%r11,%rax), %r10
	movq 40(%rsp), %rax
	cmpq %rax, %r10
	jae .LBB_1068
	movq %r10, %r13
	subq 72(%rsp), %r13
	cmpq %rax, %r13
	movq 104(%rsp), %rdx
	jae .LBB_1010
	movq %r10, %rax
	shlq $7, %rax
	vmovupd (%rdx,%rax), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd %ymm10, %ymm5, %ymm5
	vmovupd %ymm5, 288(%rsp)
	vmovupd 32(%rdx,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 320(%rsp)
	vmovupd 64(%rdx,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vsubpd %ymm8, %ymm6, %ymm6
	vmovupd %ymm6, 352(%rsp)
	vmovupd 96(%rdx,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 384(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 144(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 176(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 208(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 240(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 800(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 832(%rsp)
	vmulpd %ymm6, %ymm2, %ymm4
	vmovupd %ymm4, 864(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 896(%rsp)
	cmpq 24(%rsp), %rdi
	ja .LBB_973
	movq %rbx, %rsi
	leaq 1(%r11), %r8
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
	incq %r10
	movq %r10, %r12
	subq 72(%rsp), %r10
	movq %r10, 768(%rsp)
	shlq $7, %r10
	addq %rdx, %r10
	xorl %r9d, %r9d
	movq %rbx, %rdx
	jmp .LBB_639
.LBB_637:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1009
.LBB_638:
	vmovsd %xmm4, 288(%rsp,%r13,8)
	vmovsd %xmm3, 144(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 800(%rsp,%r13,8)
	movq %rax, %rdx
	movq %rbp, %rcx
.LBB_639:
	testb %r9b, %r9b
	je .LBB_648
	movq %rcx, %rbp
.LBB_641:
	testq %rdx, %rdx
	je .LBB_656
	cmpq %r11, (%rdx)
	jne .LBB_656
	movb $2, %r9b
	xorl %eax, %eax
	movq %rdx, %rcx
	movq 72(%rsp), %rdx
	cmpq %rdx, %r12
	jb .LBB_964
.LBB_644:
	movq 8(%rcx), %r13
	testq %rdx, %rdx
	je .LBB_637
	cmpq $15, %r13
	ja .LBB_995
	cmpq $7, 672(%rsp)
	jae .LBB_651
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r10, %rdx
	jmp .LBB_654
.LBB_648:
	movq 488(%rsp), %rax
	movq %rax, %rbp
	cmpq %rax, %rcx
	je .LBB_641
	leaq 16(%rcx), %rbp
	cmpq %r11, (%rcx)
	jne .LBB_641
	xorl %r9d, %r9d
	movq %rdx, %rax
	movq 72(%rsp), %rdx
	cmpq %rdx, %r12
	jae .LBB_644
	jmp .LBB_964
.LBB_651:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r10, %rdx
.LBB_652:
	leaq 1(%rcx), %rbx
	vcvtsi2sd %rbx, %xmm2, %xmm5
	vmovsd (%rdx,%r13,8), %xmm6
	vmovsd 128(%rdx,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rcx), %rbx
	vcvtsi2sd %rbx, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rcx), %rbx
	vcvtsi2sd %rbx, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rcx), %rbx
	vcvtsi2sd %rbx, %xmm2, %xmm5
	vmovsd 384(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rcx), %rbx
	vcvtsi2sd %rbx, %xmm2, %xmm5
	vmovsd 512(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rcx), %rbx
	vcvtsi2sd %rbx, %xmm2, %xmm5
	vmovsd 640(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rcx), %rbx
	vcvtsi2sd %rbx, %xmm2, %xmm5
	vmovsd 768(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rcx
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd 896(%rdx,%r13,8), %xmm6
	addq $1024, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rcx, %r14
	jne .LBB_652
	cmpq $0, 496(%rsp)
	je .LBB_638
.LBB_654:
	incq %rcx
	leaq (%rdx,%r13,8), %rdx
	xorl %ebx, %ebx
.LBB_655:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rdx,%rbx), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %rbx
	cmpq %rbx, %r15
	jne .LBB_655
	jmp .LBB_638
.LBB_656:
	movq (%rsp), %r10
	cmpq %r10, %r11
	jae .LBB_1069
	movq %r11, %rax
	shlq $7, %rax
	movq 56(%rsp), %rcx
	vmovupd (%rcx,%rax), %ymm3
	vmovupd 32(%rcx,%rax), %ymm4
	vmovupd 64(%rcx,%rax), %ymm5
	vmovupd 96(%rcx,%rax), %ymm6
	vsubpd 800(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%rcx,%rax)
	vsubpd 832(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%rcx,%rax)
	vsubpd 864(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%rcx,%rax)
	vsubpd 896(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%rcx,%rax)
	cmpq $1024, %r11
	movq 88(%rsp), %rbp
	movq 704(%rsp), %r12
	movq %rsi, %rbx
	jne .LBB_611
	jmp .LBB_668
.LBB_658:
	incq %rax
	movl %eax, %ecx
	andl $3, %ecx
	movl $4, %edx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rdx
	shlq $7, %rdx
	movq %rax, %rdi
	vmovdqa .LCPI_4(%rip), %ymm0
	vmovapd .LCPI_3(%rip), %ymm1
	vxorpd %xmm20, %xmm20, %xmm20
	vpbroadcastq .LCPI_5(%rip), %ymm21
	vpbroadcastq .LCPI_6(%rip), %ymm22
.LBB_659:
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd (%r8,%ymm1), %ymm12 {%k1}
	vpsllq $7, %ymm0, %ymm2
	vxorpd %xmm13, %xmm13, %xmm13
	kxnorw %k0, %k0, %k1
	vgatherqpd (%r10,%ymm2), %ymm13 {%k1}
	vxorpd %xmm3, %xmm3, %xmm3
	kxnorw %k0, %k0, %k1
	vgatherqpd 120(%r8,%ymm1), %ymm3 {%k1}
	vxorpd %xmm4, %xmm4, %xmm4
	kxnorw %k0, %k0, %k1
	vgatherqpd 112(%r8,%ymm1), %ymm4 {%k1}
	vxorpd %xmm5, %xmm5, %xmm5
	kxnorw %k0, %k0, %k1
	vgatherqpd 104(%r8,%ymm1), %ymm5 {%k1}
	vxorpd %xmm6, %xmm6, %xmm6
	kxnorw %k0, %k0, %k1
	vgatherqpd 96(%r8,%ymm1), %ymm6 {%k1}
	vxorpd %xmm7, %xmm7, %xmm7
	kxnorw %k0, %k0, %k1
	vgatherqpd 88(%r8,%ymm1), %ymm7 {%k1}
	vxorpd %xmm8, %xmm8, %xmm8
	kxnorw %k0, %k0, %k1
	vgatherqpd 80(%r8,%ymm1), %ymm8 {%k1}
	vxorpd %xmm9, %xmm9, %xmm9
	kxnorw %k0, %k0, %k1
	vgatherqpd 72(%r8,%ymm1), %ymm9 {%k1}
	vxorpd %xmm10, %xmm10, %xmm10
	kxnorw %k0, %k0, %k1
	vgatherqpd 64(%r8,%ymm1), %ymm10 {%k1}
	vxorpd %xmm11, %xmm11, %xmm11
	kxnorw %k0, %k0, %k1
	vgatherqpd 56(%r8,%ymm1), %ymm11 {%k1}
	vxorpd %xmm14, %xmm14, %xmm14
	kxnorw %k0, %k0, %k1
	vgatherqpd 48(%r8,%ymm1), %ymm14 {%k1}
	vxorpd %xmm15, %xmm15, %xmm15
	kxnorw %k0, %k0, %k1
	vgatherqpd 40(%r8,%ymm1), %ymm15 {%k1}
	vxorpd %xmm16, %xmm16, %xmm16
	kxnorw %k0, %k0, %k1
	vgatherqpd 32(%r8,%ymm1), %ymm16 {%k1}
	vxorpd %xmm17, %xmm17, %xmm17
	kxnorw %k0, %k0, %k1
	vgatherqpd 24(%r8,%ymm1), %ymm17 {%k1}
	vxorpd %xmm18, %xmm18, %xmm18
	kxnorw %k0, %k0, %k1
	vgatherqpd 8(%r8,%ymm1), %ymm18 {%k1}
	vxorpd %xmm19, %xmm19, %xmm19
	kxnorw %k0, %k0, %k1
	vaddpd %ymm20, %ymm12, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vgatherqpd 16(%r8,%ymm1), %ymm19 {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, (%r10,%ymm2) {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 8(%r10,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm18, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 8(%r10,%ymm2) {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 16(%r10,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm19, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 16(%r10,%ymm2) {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 24(%r10,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm17, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 24(%r10,%ymm2) {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 32(%r10,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm16, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 32(%r10,%ymm2) {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 40(%r10,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm15, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 40(%r10,%ymm2) {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 48(%r10,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm14, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 48(%r10,%ymm2) {%k1}
	vxorpd %xmm12, %xmm12, %xmm12
	kxnorw %k0, %k0, %k1
	vgatherqpd 56(%r10,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm11, %ymm11
	vsubpd %ymm11, %ymm12, %ymm11
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 56(%r10,%ymm2) {%k1}
	vxorpd %xmm11, %xmm11, %xmm11
	kxnorw %k0, %k0, %k1
	vgatherqpd 64(%r10,%ymm2), %ymm11 {%k1}
	vaddpd %ymm20, %ymm10, %ymm10
	vsubpd %ymm10, %ymm11, %ymm10
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 64(%r10,%ymm2) {%k1}
	vxorpd %xmm10, %xmm10, %xmm10
	kxnorw %k0, %k0, %k1
	vgatherqpd 72(%r10,%ymm2), %ymm10 {%k1}
	vaddpd %ymm20, %ymm9, %ymm9
	vsubpd %ymm9, %ymm10, %ymm9
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 72(%r10,%ymm2) {%k1}
	vxorpd %xmm9, %xmm9, %xmm9
	kxnorw %k0, %k0, %k1
	vgatherqpd 80(%r10,%ymm2), %ymm9 {%k1}
	vaddpd %ymm20, %ymm8, %ymm8
	vsubpd %ymm8, %ymm9, %ymm8
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 80(%r10,%ymm2) {%k1}
	vxorpd %xmm8, %xmm8, %xmm8
	kxnorw %k0, %k0, %k1
	vgatherqpd 88(%r10,%ymm2), %ymm8 {%k1}
	vaddpd %ymm20, %ymm7, %ymm7
	vsubpd %ymm7, %ymm8, %ymm7
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm7, 88(%r10,%ymm2) {%k1}
	vxorpd %xmm7, %xmm7, %xmm7
	kxnorw %k0, %k0, %k1
	vgatherqpd 96(%r10,%ymm2), %ymm7 {%k1}
	vaddpd %ymm20, %ymm6, %ymm6
	vsubpd %ymm6, %ymm7, %ymm6
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 96(%r10,%ymm2) {%k1}
	vxorpd %xmm6, %xmm6, %xmm6
	kxnorw %k0, %k0, %k1
	vgatherqpd 104(%r10,%ymm2), %ymm6 {%k1}
	vaddpd %ymm20, %ymm5, %ymm5
	vsubpd %ymm5, %ymm6, %ymm5
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 104(%r10,%ymm2) {%k1}
	vxorpd %xmm5, %xmm5, %xmm5
	kxnorw %k0, %k0, %k1
	vgatherqpd 112(%r10,%ymm2), %ymm5 {%k1}
	vaddpd %ymm20, %ymm4, %ymm4
	vsubpd %ymm4, %ymm5, %ymm4
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 112(%r10,%ymm2) {%k1}
	vxorpd %xmm4, %xmm4, %xmm4
	kxnorw %k0, %k0, %k1
	vgatherqpd 120(%r10,%ymm2), %ymm4 {%k1}
	vaddpd %ymm20, %ymm3, %ymm3
	vsubpd %ymm3, %ymm4, %ymm3
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 120(%r10,%ymm2) {%k1}
	vpaddq %ymm21, %ymm0, %ymm0
	vpaddq %ymm22, %ymm1, %ymm1
	addq $-4, %rdi
	jne .LBB_659
.LBB_660:
	movq 32(%rsp), %rdi
	addq 440(%rsp), %rdi
	movq 1384(%rsp), %rcx
	addq %rax, %rcx
	shlq $7, %rax
	addq %rdi, %rax
	subq %r9, %rcx
	movq 752(%rsp), %rdi
	addq %rdx, %rdi
	movl $131200, %r8d
	subq %rdx, %r8
	xorl %edx, %edx
	movq (%rsp), %rsi
.LBB_661:
	incq %rcx
	je .LBB_1017
	vxorpd %xmm4, %xmm4, %xmm4
	vaddpd -96(%rdi,%rdx), %ymm4, %ymm0
	vmovupd -96(%rax,%rdx), %ymm1
	vsubpd %ymm0, %ymm1, %ymm0
	vmovupd -64(%rax,%rdx), %ymm1
	vmovupd -32(%rax,%rdx), %ymm2
	vaddpd -64(%rdi,%rdx), %ymm4, %ymm3
	vsubpd %ymm3, %ymm1, %ymm1
	vaddpd -32(%rdi,%rdx), %ymm4, %ymm3
	vsubpd %ymm3, %ymm2, %ymm2
	vaddpd (%rdi,%rdx), %ymm4, %ymm3
	vmovupd (%rax,%rdx), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	vmovupd %ymm0, -96(%rax,%rdx)
	vmovupd %ymm1, -64(%rax,%rdx)
	vmovupd %ymm2, -32(%rax,%rdx)
	vmovupd %ymm3, (%rax,%rdx)
	addq $128, %rdx
	cmpq %rdx, %r8
	jne .LBB_661
	jmp .LBB_668
.LBB_663:
	xorl %eax, %eax
	xorl %ecx, %ecx
.LBB_664:
	movq %rax, %rdi
	shlq $7, %rdi
	leaq 96(%r12,%rdi), %rdx
	movq 32(%rsp), %r10
	addq 440(%rsp), %r10
	addq %rdi, %r10
	movq %rbx, %rdi
	notq %rdi
	negq %rax
	movl $131200, %r8d
	subq %rcx, %r8
	addq 752(%rsp), %rcx
	xorl %r9d, %r9d
.LBB_665:
	cmpq %rax, %rsi
	je .LBB_1052
	decq %rax
	cmpq %rax, %rdi
	je .LBB_1053
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%rcx,%r9), %ymm3, %ymm0
	vaddpd -64(%rcx,%r9), %ymm3, %ymm1
	vaddpd -32(%rcx,%r9), %ymm3, %ymm2
	vaddpd (%rcx,%r9), %ymm3, %ymm3
	vmovupd -96(%r10,%r9), %ymm4
	vsubpd %ymm0, %ymm4, %ymm0
	vmovupd -64(%r10,%r9), %ymm4
	vsubpd %ymm1, %ymm4, %ymm1
	vmovupd -32(%r10,%r9), %ymm4
	vsubpd %ymm2, %ymm4, %ymm2
	vmovupd (%r10,%r9), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	vsubpd -96(%rdx,%r9), %ymm0, %ymm0
	vsubpd -64(%rdx,%r9), %ymm1, %ymm1
	vsubpd -32(%rdx,%r9), %ymm2, %ymm2
	vsubpd (%rdx,%r9), %ymm3, %ymm3
	vmovupd %ymm0, -96(%r10,%r9)
	vmovupd %ymm1, -64(%r10,%r9)
	vmovupd %ymm2, -32(%r10,%r9)
	vmovupd %ymm3, (%r10,%r9)
	addq $128, %r9
	cmpq %r9, %r8
	jne .LBB_665
.LBB_668:
	movq 1128(%rsp), %rax
	subq %rbp, %rax
	movq %rax, (%rsp)
	movq 1456(%rsp), %r11
	movq 1448(%rsp), %rbx
	jb .LBB_983
	movq 1120(%rsp), %rax
	movq 1464(%rsp), %rcx
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	movq 608(%rsp), %rdi
	addq %rax, %rdi
	testq %rbp, %rbp
	movq 624(%rsp), %r14
	movq (%rsp), %r10
	je .LBB_674
	movq %rax, %r8
	xorl %r9d, %r9d
.LBB_671:
	leaq (%rbx,%r9), %rsi
	cmpq %r10, %rsi
	jae .LBB_1035
	cmpq %r9, %rcx
	je .LBB_1034
	vmovsd (%rdx,%r9,8), %xmm0
	vmovsd %xmm0, (%r8)
	vmovupd 131200(%r8), %ymm0
	vmovupd 131232(%r8), %ymm1
	vmovupd 131264(%r8), %ymm2
	vmovupd 131288(%r8), %ymm3
	vmovupd %ymm0, 8(%r8)
	vmovupd %ymm1, 40(%r8)
	vmovupd %ymm2, 72(%r8)
	vmovupd %ymm3, 96(%r8)
	subq $-128, %r8
	incq %r9
	cmpq %rdi, %r8
	jne .LBB_671
.LBB_674:
	testq %rcx, %rcx
	je .LBB_686
	leaq (,%rcx,8), %r9
	addq $-8, %r9
	shrq $3, %r9
	cmpq %rbx, %r10
	movq %rbx, %r8
	cmovaq %r10, %r8
	addq %r11, %r8
	cmpq %r8, %r9
	cmovbq %r9, %r8
	cmpq $16, %r8
	jae .LBB_677
	movq %rdx, %r9
	xorl %r8d, %r8d
	jmp .LBB_683
.LBB_677:
	cmpq %rbx, %r10
	movq %r10, %rsi
	movq %rbx, %r10
	cmovaq %rsi, %r10
	addq %r11, %r10
	cmpq %r10, %r9
	cmovbq %r9, %r10
	movq %r10, %r9
	shlq $7, %r9
	leaq 131328(%rax,%r9), %r9
	cmpq %r9, %rdx
	jae .LBB_680
	leaq 8(%rdx,%r10,8), %r9
	leaq 131320(%rax), %r10
	cmpq %r9, %r10
	jae .LBB_680
	movq %rdx, %r9
	xorl %r8d, %r8d
	jmp .LBB_682
.LBB_680:
	incq %r8
	movl %r8d, %r9d
	andl $15, %r9d
	movl $16, %r10d
	cmoveq %r10, %r9
	subq %r9, %r8
	leaq (%rdx,%r8,8), %r9
	xorl %r10d, %r10d
	vmovdqa .LCPI_4(%rip), %ymm0
	vmovdqu 1904(%rsp), %ymm6
.LBB_681:
	vpsubq %ymm6, %ymm0, %ymm1
	vpsllq $7, %ymm1, %ymm1
	vxorpd %xmm2, %xmm2, %xmm2
	kxnorw %k0, %k0, %k1
	vgatherqpd 131320(%rdi,%ymm1), %ymm2 {%k1}
	vxorpd %xmm3, %xmm3, %xmm3
	kxnorw %k0, %k0, %k1
	vgatherqpd 131832(%rdi,%ymm1), %ymm3 {%k1}
	vxorpd %xmm4, %xmm4, %xmm4
	kxnorw %k0, %k0, %k1
	vgatherqpd 132344(%rdi,%ymm1), %ymm4 {%k1}
	vxorpd %xmm5, %xmm5, %xmm5
	kxnorw %k0, %k0, %k1
	vgatherqpd 132856(%rdi,%ymm1), %ymm5 {%k1}
	vmovupd %ymm2, (%rdx,%r10,8)
	vmovupd %ymm3, 32(%rdx,%r10,8)
	vmovupd %ymm4, 64(%rdx,%r10,8)
	vmovupd %ymm5, 96(%rdx,%r10,8)
	addq $16, %r10
	vpaddq .LCPI_7(%rip){1to4}, %ymm0, %ymm0
	cmpq %r10, %r8
	jne .LBB_681
.LBB_682:
	movq (%rsp), %r10
.LBB_683:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%rbx,%r8), %rsi
	shlq $7, %r8
	leaq 131320(%rax,%r8), %rax
.LBB_684:
	cmpq %r10, %rsi
	jae .LBB_1028
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%r9)
	addq $8, %r9
	incq %rsi
	subq $-128, %rax
	cmpq %rcx, %r9
	jne .LBB_684
.LBB_686:
	movq 1120(%rsp), %rsi
	movq 600(%rsp), %rcx
	movq %rcx, 120(%rsp)
	movq %r14, 128(%rsp)
	movq 1128(%rsp), %r14
	movq 1640(%rsp), %rcx
	movq %rcx, 136(%rsp)
	movq 1168(%rsp), %r12
	movq 1176(%rsp), %r10
	movq 72(%rsp), %rax
	cmpq $1, %rax
	movq %r10, (%rsp)
	jne .LBB_692
	cmpq %r14, 1064(%rsp)
	ja .LBB_984
	addq 1424(%rsp), %rsi
	movq %r10, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_1039
.LBB_689:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%rsi,%rdi), %ymm3, %ymm0
	vaddpd -192(%rsi,%rdi), %ymm3, %ymm1
	vaddpd -160(%rsi,%rdi), %ymm3, %ymm2
	vaddpd -128(%rsi,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%r12,%rdi)
	vmovupd %ymm1, 32(%r12,%rdi)
	vmovupd %ymm2, 64(%r12,%rdi)
	vmovupd %ymm3, 96(%r12,%rdi)
	cmpq $131072, %rdi
	je .LBB_752
	movq %rdx, %r8
	orq $1, %r8
	cmpq %r10, %r8
	je .LBB_1039
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%rsi,%rdi), %ymm3, %ymm0
	vaddpd -64(%rsi,%rdi), %ymm3, %ymm1
	vaddpd -32(%rsi,%rdi), %ymm3, %ymm2
	vaddpd (%rsi,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r12,%rdi)
	vmovupd %ymm1, 160(%r12,%rdi)
	vmovupd %ymm2, 192(%r12,%rdi)
	vmovupd %ymm3, 224(%r12,%rdi)
	addq $256, %rdi
	addq $-2, %rcx
	testq %rcx, %rcx
	jne .LBB_689
	jmp .LBB_1039
.LBB_692:
	leaq 1(%rax), %rcx
	imulq %rax, %rcx
	vcvtusi2sd %rcx, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 384(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 288(%rsp)
	movq 1432(%rsp), %rcx
	movq %rcx, %rdi
	vmovupd %ymm1, 144(%rsp)
	vmovupd %ymm1, 176(%rsp)
	subq %rax, %rdi
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	movq %r14, 496(%rsp)
	cmpq %r14, %rbp
	jae .LBB_991
	cmpq %rax, %rcx
	jb .LBB_1006
	testq %rax, %rax
	je .LBB_697
	shlq $7, %rdi
	addq %rsi, %rdi
	vmovupd 288(%rsp), %ymm1
	vmovupd 384(%rsp), %ymm2
	vmovupd 144(%rsp), %ymm6
	vmovupd 240(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 376(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 232(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	movb $57, %dl
	bzhiq %rdx, %rax, %rcx
	cmpq $1, %rcx
	jne .LBB_698
	xorl %edx, %edx
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_701
.LBB_697:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_703
.LBB_698:
	movabsq $144115188075855871, %rcx
	addq %rax, %rcx
	bzhiq %rdx, %rcx, %rcx
	incq %rcx
	movabsq $288230376151711736, %rdx
	leaq 6(%rdx), %rax
	andq %rcx, %rax
	xorl %edx, %edx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_699:
	leaq 1(%rdx), %r8
	vcvtsi2sd %r8, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	addq $2, %rdx
	vcvtsi2sd %rdx, %xmm31, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %rdi
	cmpq %rdx, %rax
	jne .LBB_699
	testb $1, %cl
	je .LBB_702
.LBB_701:
	incq %rdx
	vcvtsi2sd %rdx, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
.LBB_702:
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm6, 144(%rsp)
	vmovupd %ymm4, 320(%rsp)
	vmovupd %ymm8, 176(%rsp)
	vmovupd %ymm3, 352(%rsp)
	vmovupd %ymm7, 208(%rsp)
	vmovupd %ymm2, 384(%rsp)
	vmovupd %ymm5, 240(%rsp)
.LBB_703:
	testq %r10, %r10
	je .LBB_1070
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r12)
	vmovupd %ymm4, 32(%r12)
	vmovupd %ymm3, 64(%r12)
	vmovupd %ymm2, 96(%r12)
	leaq 96(%r12), %rax
	movq %rax, 48(%rsp)
	movq 600(%rsp), %rdx
	movb %dl, 56(%rsp)
	movq 72(%rsp), %rax
	vcvtsi2sd %rax, %xmm31, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rdx, %rdx
	leaq 128(%rsp), %rcx
	cmovneq %rcx, %rdx
	movq %rdx, 600(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rcx
	addq %rax, %rcx
	movb $57, %dl
	bzhiq %rdx, %rcx, %rcx
	movq %rcx, 640(%rsp)
	leaq 1(%rcx), %r14
	movl %r14d, %r15d
	andl $7, %r15d
	movabsq $288230376151711736, %rcx
	andq %rcx, %r14
	leaq 96(%rsi), %rcx
	movq %rcx, 32(%rsp)
	movq %rbp, %rcx
	subq %rax, %rcx
	movq %rcx, 672(%rsp)
	movq %r15, 560(%rsp)
	shll $7, %r15d
	movl $1, %r11d
	xorl %edi, %edi
	movq %r12, 704(%rsp)
.LBB_705:
	cmpq 24(%rsp), %rdi
	jae .LBB_710
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 96(%rsp), %rdx
	movq 496(%rsp), %rax
.LBB_707:
	movq (%rdx), %rcx
	cmpq %r11, %rcx
	jae .LBB_711
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, 24(%rsp)
	jne .LBB_707
	movq 24(%rsp), %rdi
	xorl %edx, %edx
	jmp .LBB_712
.LBB_710:
	xorl %edx, %edx
	movq 496(%rsp), %rax
	jmp .LBB_712
.LBB_711:
	movl $1, %edx
.LBB_712:
	cmpq %r11, 624(%rsp)
	setae %r9b
	andb 56(%rsp), %r9b
	testq %rdx, %rdx
	jne .LBB_714
	movl $1025, %r8d
	testb %r9b, %r9b
	je .LBB_719
.LBB_714:
	movzbl %r9b, %r10d
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq 624(%rsp), %rbx
	movq %rbx, %r8
	movq %r9, 800(%rsp)
	movq $2, 808(%rsp)
	movq %rdx, 816(%rsp)
	movq %rcx, 824(%rsp)
	cmovneq %rcx, %r8
	movq %r10, 832(%rsp)
	movq %rbx, 840(%rsp)
	testq %rdx, %rdx
	je .LBB_718
	je .LBB_718
	shll $4, %edx
	leaq 856(%rsp), %rcx
	subq %rdx, %rcx
.LBB_717:
	movq %r8, %rdx
	incq %r9
	movq (%rcx), %r8
	cmpq %r8, %rdx
	cmovbq %rdx, %r8
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r8
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_717
.LBB_718:
	cmpq $1025, %r8
	movl $1025, %ecx
	cmovaeq %rcx, %r8
	movq (%rsp), %r10
.LBB_719:
	movq %rsi, %r9
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm5
	vmovupd 352(%rsp), %ymm4
	vmovupd 384(%rsp), %ymm3
	vmovupd 144(%rsp), %ymm11
	vmovupd 176(%rsp), %ymm12
	vmovupd 208(%rsp), %ymm13
	vmovupd 240(%rsp), %ymm14
	cmpq %r8, %r11
	jae .LBB_725
	cmpq %r10, %r11
	movq %r10, %rsi
	cmovaq %r11, %rsi
	movq %r11, %rcx
	shlq $7, %rcx
	movq 48(%rsp), %rdx
	addq %rcx, %rdx
	addq 608(%rsp), %rcx
	movq 672(%rsp), %rbx
	addq %r11, %rbx
	shlq $7, %rbx
	movq 32(%rsp), %r12
.LBB_721:
	leaq (%rbp,%r11), %r13
	cmpq %rax, %r13
	jae .LBB_1063
	movq 672(%rsp), %r13
	addq %r11, %r13
	cmpq %rax, %r13
	jae .LBB_1022
	cmpq %r11, %rsi
	je .LBB_1051
	incq %r11
	vmovupd -96(%r12,%rcx), %ymm15
	vmovupd -64(%r12,%rcx), %ymm10
	vmovupd -32(%r12,%rcx), %ymm9
	vmovupd (%r12,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r12,%rbx), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%r12,%rbx), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%r12,%rbx), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%r12,%rbx), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, -96(%rdx)
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -64(%rdx)
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -32(%rdx)
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, (%rdx)
	subq $-128, %rdx
	subq $-128, %r12
	vmovapd %ymm10, %ymm11
	vmovapd %ymm9, %ymm12
	vmovapd %ymm8, %ymm13
	vmovapd %ymm7, %ymm14
	cmpq %r11, %r8
	jne .LBB_721
	jmp .LBB_726
.LBB_725:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_726:
	vmovupd %ymm6, 288(%rsp)
	vmovupd %ymm5, 320(%rsp)
	vmovupd %ymm4, 352(%rsp)
	vmovupd %ymm3, 384(%rsp)
	vmovupd %ymm10, 144(%rsp)
	vmovupd %ymm9, 176(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm7, 240(%rsp)
	cmpq $1024, %r8
	movq 72(%rsp), %rax
	ja .LBB_752
	movq %r9, %rsi
	leaq (%r8,%rbp), %r9
	movq 496(%rsp), %rcx
	cmpq %rcx, %r9
	jae .LBB_1059
	movq %r9, %r13
	subq %rax, %r13
	cmpq %rcx, %r13
	movq 24(%rsp), %rdx
	jae .LBB_1058
	movq %r9, %rcx
	shlq $7, %rcx
	vmovupd (%rsi,%rcx), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	vmovupd 32(%rsi,%rcx), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 320(%rsp)
	vmovupd 64(%rsi,%rcx), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 352(%rsp)
	vmovupd 96(%rsi,%rcx), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 384(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rsi,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 144(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rsi,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 176(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rsi,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 208(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rsi,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 240(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 800(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 832(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 864(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 896(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_974
	leaq 1(%r8), %r11
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 96(%rsp), %rcx
	incq %r9
	movq %r9, %rax
	subq 72(%rsp), %r9
	movq %r9, 768(%rsp)
	shlq $7, %r9
	addq %rsi, %r9
	xorl %ebp, %ebp
	movq 600(%rsp), %rdx
	jmp .LBB_733
.LBB_731:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1009
.LBB_732:
	vmovsd %xmm4, 288(%rsp,%r13,8)
	vmovsd %xmm3, 144(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 800(%rsp,%r13,8)
	movq %rbx, %rdx
	movq %r12, %rcx
	movq (%rsp), %r10
.LBB_733:
	testb %bpl, %bpl
	je .LBB_742
	movq %rcx, %r12
.LBB_735:
	testq %rdx, %rdx
	je .LBB_750
	cmpq %r8, (%rdx)
	jne .LBB_750
	movb $2, %bpl
	xorl %ebx, %ebx
	movq %rdx, %rcx
	movq 72(%rsp), %rdx
	cmpq %rdx, %rax
	jb .LBB_968
.LBB_738:
	movq 8(%rcx), %r13
	testq %rdx, %rdx
	je .LBB_731
	cmpq $15, %r13
	ja .LBB_995
	cmpq $7, 640(%rsp)
	jae .LBB_745
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r9, %rdx
	jmp .LBB_748
.LBB_742:
	movq 488(%rsp), %r10
	movq %r10, %r12
	cmpq %r10, %rcx
	movq (%rsp), %r10
	je .LBB_735
	leaq 16(%rcx), %r12
	cmpq %r8, (%rcx)
	jne .LBB_735
	xorl %ebp, %ebp
	movq %rdx, %rbx
	movq 72(%rsp), %rdx
	cmpq %rdx, %rax
	jae .LBB_738
	jmp .LBB_968
.LBB_745:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r9, %rdx
.LBB_746:
	leaq 1(%rcx), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd (%rdx,%r13,8), %xmm6
	vmovsd 128(%rdx,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rcx), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rcx), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rcx), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd 384(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rcx), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd 512(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rcx), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd 640(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rcx), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd 768(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rcx
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd 896(%rdx,%r13,8), %xmm6
	addq $1024, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rcx, %r14
	jne .LBB_746
	cmpq $0, 560(%rsp)
	je .LBB_732
.LBB_748:
	incq %rcx
	leaq (%rdx,%r13,8), %rdx
	xorl %r10d, %r10d
.LBB_749:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rdx,%r10), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r10
	cmpq %r10, %r15
	jne .LBB_749
	jmp .LBB_732
.LBB_750:
	cmpq %r10, %r8
	jae .LBB_1060
	movq %r8, %rcx
	shlq $7, %rcx
	vmovupd 800(%rsp), %ymm3
	vmovupd 832(%rsp), %ymm4
	vmovupd 864(%rsp), %ymm5
	vmovupd 896(%rsp), %ymm6
	movq 704(%rsp), %r12
	vmovupd %ymm6, 96(%r12,%rcx)
	vmovupd %ymm5, 64(%r12,%rcx)
	vmovupd %ymm4, 32(%r12,%rcx)
	vmovupd %ymm3, (%r12,%rcx)
	cmpq $1024, %r8
	movq 88(%rsp), %rbp
	jne .LBB_705
.LBB_752:
	movq 1560(%rsp), %rax
	movq 760(%rsp), %r13
	cmpq %rax, %r13
	jae .LBB_1072
	movq 1552(%rsp), %rax
	movq 1648(%rsp), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 280(%rsp), %rax
	movq 552(%rsp), %rsi
	movq %rsi, 768(%rsp)
	movq %rax, 120(%rsp)
	leaq 1840(%rsp), %rax
	movq %rax, 288(%rsp)
	movq 480(%rsp), %rax
	movq %rax, 296(%rsp)
	leaq 1936(%rsp), %rax
	movq %rax, 144(%rsp)
	movq %rdx, (%rsp)
	movq %rdx, 152(%rsp)
	movq %rcx, 496(%rsp)
	movq %rcx, 160(%rsp)
	leaq 800(%rsp), %rdi
	leaq 144(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 800(%rsp), %ymm0
	vmovups 832(%rsp), %ymm1
	vmovdqu 864(%rsp), %ymm2
	vmovdqu 896(%rsp), %ymm3
	vmovdqu %ymm3, 240(%rsp)
	vmovdqu %ymm2, 208(%rsp)
	vmovups %ymm1, 176(%rsp)
	vmovups %ymm0, 144(%rsp)
	vmovapd 144(%rsp), %xmm1
	vmaxsd .LCPI_9(%rip), %xmm1, %xmm0
	movq 1152(%rsp), %rax
	movq 1176(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	shlq $4, %rax
	movq 1224(%rsp), %rcx
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	je .LBB_768
	vmovsd 152(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 160(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 168(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 176(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 184(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 192(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 200(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmovsd 208(%rsp), %xmm1
	vmovsd 216(%rsp), %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm2, %xmm0
	vmovsd %xmm2, %xmm0, %xmm0 {%k1}
	vmovsd 224(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 232(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmovsd 240(%rsp), %xmm1
	vmovsd 248(%rsp), %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm2, %xmm0
	vmovsd %xmm2, %xmm0, %xmm0 {%k1}
	vmovsd 256(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 264(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	movq 1144(%rsp), %rcx
	movq 1168(%rsp), %rdx
	movq 1216(%rsp), %rsi
	cmpq $8, %rax
	jae .LBB_762
.LBB_756:
	xorl %edi, %edi
.LBB_757:
	movq %rax, %r9
	movq %rdi, %r8
	andq $3, %r9
	vmovddup .LCPI_10(%rip), %xmm2
	je .LBB_760
	movq %rdi, %r8
.LBB_759:
	vmovsd (%rdx,%r8,8), %xmm1
	vsubsd (%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%rsi,%r8)
	incq %r8
	decq %r9
	jne .LBB_759
.LBB_760:
	subq %rax, %rdi
	cmpq $-4, %rdi
	ja .LBB_767
.LBB_761:
	vmovsd (%rdx,%r8,8), %xmm1
	vsubsd (%rcx,%r8,8), %xmm1, %xmm1
	vmovddup .LCPI_10(%rip), %xmm2
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%rsi,%r8)
	vmovsd 8(%rdx,%r8,8), %xmm1
	vsubsd 8(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 1(%rsi,%r8)
	vmovsd 16(%rdx,%r8,8), %xmm1
	vsubsd 16(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 2(%rsi,%r8)
	vmovsd 24(%rdx,%r8,8), %xmm1
	vsubsd 24(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 3(%rsi,%r8)
	addq $4, %r8
	cmpq %r8, %rax
	jne .LBB_761
	jmp .LBB_767
.LBB_762:
	leaq (%rsi,%rax), %rdi
	leaq (%rdx,%rax,8), %r8
	leaq (%rcx,%rax,8), %r9
	cmpq %r8, %rsi
	setb %r10b
	cmpq %rdi, %rdx
	setb %r11b
	cmpq %r9, %rsi
	setb %r8b
	cmpq %rdi, %rcx
	setb %r9b
	testb %r11b, %r10b
	jne .LBB_756
	movl $0, %edi
	andb %r9b, %r8b
	jne .LBB_757
	movq %rax, %rdi
	movabsq $9223372036854775800, %r8
	andq %r8, %rdi
	vbroadcastsd %xmm0, %ymm1
	xorl %r8d, %r8d
	vpbroadcastd .LCPI_19(%rip), %xmm4
	vbroadcastsd .LCPI_10(%rip), %ymm5
.LBB_765:
	vmovupd (%rdx,%r8,8), %ymm2
	vmovupd 32(%rdx,%r8,8), %ymm3
	vsubpd (%rcx,%r8,8), %ymm2, %ymm2
	vsubpd 32(%rcx,%r8,8), %ymm3, %ymm3
	vandpd %ymm5, %ymm2, %ymm2
	vandpd %ymm5, %ymm3, %ymm3
	vcmplepd %ymm1, %ymm2, %k1
	vcmplepd %ymm1, %ymm3, %k2
	vmovdqu8 %xmm4, %xmm2 {%k1} {z}
	vmovdqu8 %xmm4, %xmm3 {%k2} {z}
	vmovd %xmm2, (%rsi,%r8)
	vmovd %xmm3, 4(%rsi,%r8)
	addq $8, %r8
	cmpq %r8, %rdi
	jne .LBB_765
	cmpq %rdi, %rax
	jne .LBB_757
.LBB_767:
	vmovapd 144(%rsp), %xmm1
.LBB_768:
	vxorpd %xmm4, %xmm4, %xmm4
	vucomisd %xmm1, %xmm4
	jbe .LBB_777
	vmovsd 160(%rsp), %xmm2
.LBB_770:
	movabsq $9223372036854775800, %rax
	addq $-8, %rax
	andq 1224(%rsp), %rax
	je .LBB_780
	vmovupd 208(%rsp), %zmm0
	vbroadcastsd %xmm2, %ymm2
	movb $4, %cl
	kmovd %ecx, %k1
	vinsertf64x4 $0, %ymm2, %zmm0, %zmm1 {%k1}
	vbroadcastsd 168(%rsp), %ymm2
	movb $8, %cl
	kmovd %ecx, %k1
	vinsertf64x4 $0, %ymm2, %zmm0, %zmm1 {%k1}
	vinsertf64x4 $1, 176(%rsp), %zmm1, %zmm1
	movq 1216(%rsp), %rcx
	leaq -16(%rax), %rdx
	movl %edx, %esi
	notl %esi
	testb $112, %sil
	je .LBB_774
	movl %edx, %esi
	shrl $4, %esi
	incl %esi
	andl $7, %esi
	movl %esi, %edi
	shll $4, %edi
	subq %rdi, %rax
	vxorpd %xmm3, %xmm3, %xmm3
	vpbroadcastd .LCPI_19(%rip), %xmm4
.LBB_773:
	vcmplepd %zmm1, %zmm3, %k0
	vcmplepd %zmm0, %zmm3, %k1
	kunpckbw %k0, %k1, %k1
	vpand (%rcx), %xmm4, %xmm2
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, (%rcx)
	addq $16, %rcx
	decq %rsi
	jne .LBB_773
.LBB_774:
	cmpq $112, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vpbroadcastd .LCPI_19(%rip), %xmm4
	jb .LBB_780
	xorl %edx, %edx
.LBB_776:
	vcmplepd %zmm1, %zmm3, %k0
	vcmplepd %zmm0, %zmm3, %k1
	vpand (%rcx,%rdx), %xmm4, %xmm2
	kunpckbw %k0, %k1, %k1
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, (%rcx,%rdx)
	vpand 16(%rcx,%rdx), %xmm4, %xmm2
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, 16(%rcx,%rdx)
	vpand 32(%rcx,%rdx), %xmm4, %xmm2
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, 32(%rcx,%rdx)
	vpand 48(%rcx,%rdx), %xmm4, %xmm2
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, 48(%rcx,%rdx)
	vpand 64(%rcx,%rdx), %xmm4, %xmm2
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, 64(%rcx,%rdx)
	vpand 80(%rcx,%rdx), %xmm4, %xmm2
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, 80(%rcx,%rdx)
	vpand 96(%rcx,%rdx), %xmm4, %xmm2
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, 96(%rcx,%rdx)
	vpand 112(%rcx,%rdx), %xmm4, %xmm2
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, 112(%rcx,%rdx)
	subq $-128, %rdx
	cmpq %rdx, %rax
	jne .LBB_776
	jmp .LBB_780
.LBB_777:
	vmovsd 160(%rsp), %xmm2
	vmovupd 168(%rsp), %zmm0
	vshufpd $1, %xmm2, %xmm1, %xmm3
	vshuff64x2 $68, 184(%rsp), %zmm3, %zmm3
	vinsertf32x4 $1, %xmm0, %zmm3, %zmm0
	vxorpd %xmm3, %xmm3, %xmm3
	vcmpltpd %zmm3, %zmm0, %k0
	vxorpd %xmm0, %xmm0, %xmm0
	vcmpgtpd 216(%rsp), %ymm0, %k1
	vucomisd 248(%rsp), %xmm4
	seta %al
	korw %k1, %k0, %k1
	kshiftlb $4, %k1, %k1
	kshiftrb $4, %k1, %k1
	kshiftrb $4, %k0, %k0
	kshiftlb $4, %k0, %k0
	korb %k1, %k0, %k0
	kortestb %k0, %k0
	setne %cl
	orb %al, %cl
	vxorpd %xmm0, %xmm0, %xmm0
	jne .LBB_770
	vucomisd 256(%rsp), %xmm0
	ja .LBB_770
	vucomisd 264(%rsp), %xmm0
	ja .LBB_770
.LBB_780:
	movq 1216(%rsp), %rax
	movq %rax, 560(%rsp)
	leaq 1160(%rsp), %rax
	movq %rax, 800(%rsp)
	leaq 1136(%rsp), %rax
	movq %rax, 808(%rsp)
	leaq 144(%rsp), %rax
	movq %rax, 816(%rsp)
	movq 1224(%rsp), %rcx
	leaq 288(%rsp), %rax
	movq %rax, 824(%rsp)
	leaq 120(%rsp), %rax
	movq %rax, 832(%rsp)
	movq %rcx, 640(%rsp)
	movabsq $9223372036854775800, %rax
	andq %rax, %rcx
	movq %rcx, 56(%rsp)
	vmovddup .LCPI_10(%rip), %xmm1
	je .LBB_793
	movq $0, 672(%rsp)
	movq 56(%rsp), %rax
	movq 560(%rsp), %rbx
	jmp .LBB_783
.LBB_782:
	addq $8, %rbx
	movq 72(%rsp), %rax
	addq $-8, %rax
	incq 672(%rsp)
	testq %rax, %rax
	je .LBB_793
.LBB_783:
	movq %rax, 72(%rsp)
	movq (%rbx), %r15
	testq %r15, %r15
	je .LBB_782
	movq 672(%rsp), %rax
	leaq (,%rax,8), %r12
	movq %r12, %rbp
	shrq $4, %rbp
	andl $8, %r12d
	jmp .LBB_786
.LBB_785:
	blsrq %r15, %r15
	vmovddup .LCPI_10(%rip), %xmm1
	je .LBB_782
.LBB_786:
	movq 1176(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_996
	movq 1152(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_997
	tzcntq %r15, %r14
	shrl $3, %r14d
	orq %r12, %r14
	movq %rbp, %r13
	shlq $7, %r13
	movq 1168(%rsp), %rax
	addq %r13, %rax
	leal (,%r14,8), %ecx
	vmovsd (%rcx,%rax), %xmm0
	movq 1144(%rsp), %rax
	addq %r13, %rax
	vsubsd (%rcx,%rax), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vmovsd 144(%rsp,%rcx), %xmm1
	vucomisd %xmm0, %xmm1
	jb .LBB_785
	movl %r14d, %edx
	shll $10, %edx
	orq %r14, %rdx
	addq %rbp, %rdx
	addq 120(%rsp), %rdx
	movq 288(%rsp), %rdi
	movq 296(%rsp), %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 1152(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_1012
	movq 1144(%rsp), %rax
	addq %r13, %rax
	vmovsd %xmm0, (%rax,%r14,8)
	movq 1176(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_1011
	addq 1168(%rsp), %r13
	vmovsd %xmm1, (%r13,%r14,8)
	jmp .LBB_785
.LBB_793:
	movq 640(%rsp), %rbx
	andl $7, %ebx
	leaq 800(%rsp), %r15
	movq 560(%rsp), %r12
	je .LBB_798
	addq 56(%rsp), %r12
	andq $-8, 640(%rsp)
	xorl %r14d, %r14d
	jmp .LBB_796
.LBB_795:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_798
.LBB_796:
	cmpb $0, (%r12,%r14)
	je .LBB_795
	movq 640(%rsp), %rax
	leaq (%rax,%r14), %rsi
	movq %r15, %rdi
	vzeroupper
	callq kernel_sliding::blocked::patch::{{closure}}
	jmp .LBB_795
.LBB_798:
	addq $48, 480(%rsp)
	movq 760(%rsp), %rax
	incq %rax
	movq %rax, 32(%rsp)
	movl $1025, %eax
	movq %rax, 48(%rsp)
	movq $0, 560(%rsp)
	movq $0, 624(%rsp)
	xorl %eax, %eax
	jmp .LBB_800
.LBB_799:
	movq 704(%rsp), %rax
	incq %rax
	addq $1025, 48(%rsp)
	addq $-1025, 624(%rsp)
	addq $8, 560(%rsp)
	cmpq $16, %rax
	je .LBB_822
.LBB_800:
	movq %rax, %r15
	shlq $10, %r15
	addq %rax, %r15
	movq 120(%rsp), %rcx
	movq %rcx, %rdx
	addq %rcx, %r15
	movq %rax, 704(%rsp)
	vmovsd 144(%rsp,%rax,8), %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 768(%rsp), %r15
	setb %cl
	testb %cl, %al
	je .LBB_799
	leaq 1025(%r15), %r9
	movq 768(%rsp), %rax
	cmpq %r9, %rax
	cmovbq %rax, %r9
	cmpq $-1025, %r15
	jae .LBB_799
	movq 624(%rsp), %rbx
	subq %rdx, %rbx
	addq 48(%rsp), %rdx
	movq %rdx, 56(%rsp)
	movq %r9, 640(%rsp)
	jmp .LBB_804
.LBB_803:
	movq 640(%rsp), %r9
	cmpq %r9, 72(%rsp)
	movq 672(%rsp), %r15
	jae .LBB_799
.LBB_804:
	movq 1672(%rsp), %rax
	movq 1680(%rsp), %r8
	cmpq $1, %r8
	je .LBB_808
	testq %r8, %r8
	je .LBB_1020
	movq %r8, %rcx
	xorl %r12d, %r12d
.LBB_807:
	movq %r12, %rdx
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r12
	cmpq %r15, (%rax,%r12,8)
	cmovaq %rdx, %r12
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_807
	jmp .LBB_809
.LBB_808:
	xorl %r12d, %r12d
.LBB_809:
	cmpq (%rax,%r12,8), %r15
	sbbq $-1, %r12
	leaq -1(%r12), %rsi
	cmpq %r8, %rsi
	jae .LBB_1008
	cmpq %r8, %r12
	leaq (%rax,%r12,8), %rax
	leaq 1712(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r9
	movq %rax, 72(%rsp)
	cmovbq %r9, %rax
	movq %rax, 672(%rsp)
	cmpq %rax, %r15
	jae .LBB_803
	cmpq 496(%rsp), %rsi
	jae .LBB_1021
	leaq (%rbx,%r15), %r14
	shlq $7, %r14
	addq 560(%rsp), %r14
	movq 768(%rsp), %rbp
	movq 72(%rsp), %rax
	cmpq %rbp, %rax
	cmovbq %rax, %rbp
	movq 56(%rsp), %rax
	cmpq %rax, %rbp
	cmovaeq %rax, %rbp
	jmp .LBB_815
.LBB_813:
	movq 1168(%rsp), %rax
	vmovsd %xmm1, (%rax,%r14)
.LBB_814:
	incq %r15
	subq $-128, %r14
	cmpq %r15, %rbp
	je .LBB_803
.LBB_815:
	leaq (%rbx,%r15), %r13
	movq (%rsp), %rax
	vmovsd -8(%rax,%r12,8), %xmm0
	vucomisd .LCPI_12(%rip), %xmm0
	jae .LBB_819
	movq 1176(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_980
	movq 1152(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_981
	movq 1144(%rsp), %rax
	movq 1168(%rsp), %rcx
	vmovsd (%rcx,%r14), %xmm1
	vsubsd (%rax,%r14), %xmm1, %xmm1
	vandpd .LCPI_10(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_814
.LBB_819:
	movq 288(%rsp), %rdi
	movq 296(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 1152(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_976
	movq 1144(%rsp), %rax
	vmovsd %xmm0, (%rax,%r14)
	movq 1176(%rsp), %rax
	cmpq %rax, %r13
	jb .LBB_813
	jmp .LBB_977
.LBB_822:
	movq 112(%rsp), %rax
	movq 760(%rsp), %r15
	cmpq %rax, %r15
	je .LBB_1080
	movq 280(%rsp), %rax
	movq 552(%rsp), %rdx
	movq 1152(%rsp), %rcx
	movq 1176(%rsp), %rsi
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	movq 1192(%rsp), %r8
	movq 1200(%rsp), %r10
	cmpq %r10, %rcx
	cmovaeq %r10, %rcx
	testq %rcx, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	vpbroadcastd .LCPI_20(%rip), %xmm1
	je .LBB_838
	movq 1144(%rsp), %rsi
	movq 1168(%rsp), %rdi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %r9
	adcq $0, %r9
	testq %rcx, %rcx
	je .LBB_831
	leaq (%r8,%r9), %r10
	leaq (%rdi,%r9,8), %r11
	leaq (%rsi,%r9,8), %rbx
	cmpq %r11, %r8
	setb %bpl
	cmpq %r10, %rdi
	setb %r14b
	cmpq %rbx, %r8
	setb %r11b
	cmpq %r10, %rsi
	setb %bl
	testb %r14b, %bpl
	jne .LBB_831
	movl $0, %r10d
	andb %bl, %r11b
	jne .LBB_832
	movq %r9, %r10
	andq $-16, %r10
	xorl %r11d, %r11d
.LBB_828:
	vmovupd (%rdi,%r11,8), %ymm0
	vmovupd 32(%rdi,%r11,8), %ymm1
	vmovupd (%rsi,%r11,8), %ymm2
	vmovupd 32(%rsi,%r11,8), %ymm3
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
	vmovd %xmm0, (%r8,%r11)
	vmovd %xmm1, 4(%r8,%r11)
	addq $8, %r11
	cmpq %r11, %r10
	jne .LBB_828
	cmpq %r10, %rcx
	jne .LBB_832
	jmp .LBB_837
.LBB_831:
	xorl %r10d, %r10d
.LBB_832:
	movq %r9, %rbx
	movq %r10, %r11
	andq $1, %rbx
	je .LBB_835
	movq %r10, %r11
.LBB_834:
	vmovsd (%rdi,%r11,8), %xmm0
	vmovsd (%rsi,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %bpl
	vucomisd %xmm0, %xmm1
	seta %r14b
	subb %r14b, %bpl
	movb %bpl, (%r8,%r11)
	incq %r11
	decq %rbx
	jne .LBB_834
.LBB_835:
	subq %r9, %r10
	cmpq $-4, %r10
	ja .LBB_837
.LBB_836:
	vmovsd (%rdi,%r11,8), %xmm0
	vmovsd (%rsi,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, (%r8,%r11)
	vmovsd 8(%rdi,%r11,8), %xmm0
	vmovsd 8(%rsi,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, 1(%r8,%r11)
	vmovsd 16(%rdi,%r11,8), %xmm0
	vmovsd 16(%rsi,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, 2(%r8,%r11)
	vmovsd 24(%rdi,%r11,8), %xmm0
	vmovsd 24(%rsi,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, 3(%r8,%r11)
	addq $4, %r11
	cmpq %r11, %rcx
	jne .LBB_836
.LBB_837:
	movq 1192(%rsp), %r8
	movq 1200(%rsp), %r10
	vpxor %xmm0, %xmm0, %xmm0
	vpbroadcastd .LCPI_20(%rip), %xmm1
.LBB_838:
	testq %r10, %r10
	je .LBB_1081
	cmpq $0, 1224(%rsp)
	je .LBB_1077
	leaq (%r15,%r15,4), %rcx
	movq 1080(%rsp), %rsi
	leaq (%rsi,%rcx,8), %rdi
	movzbl 32(%rdi), %ecx
	movq 1216(%rsp), %rsi
	xorb (%r8), %cl
	cmpb $-2, %cl
	sete (%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1024, %rcx
	jbe .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $2, %rcx
	jb .LBB_1074
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 1(%rcx), %r9d
	xorb 16384(%rcx), %r9b
	cmpb $-2, %r9b
	sete 1(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $3, %rcx
	jb .LBB_1078
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 2(%rcx), %r9d
	xorb 16385(%rcx), %r9b
	cmpb $-2, %r9b
	sete 2(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $4, %rcx
	jb .LBB_1073
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 3(%rcx), %r9d
	xorb 16386(%rcx), %r9b
	cmpb $-2, %r9b
	sete 3(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $5, %rcx
	jb .LBB_1079
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 4(%rcx), %r9d
	xorb 16387(%rcx), %r9b
	cmpb $-2, %r9b
	sete 4(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $6, %rcx
	jb .LBB_1075
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 5(%rcx), %r9d
	xorb 16388(%rcx), %r9b
	cmpb $-2, %r9b
	sete 5(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $7, %rcx
	jb .LBB_1076
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 6(%rcx), %r9d
	xorb 16389(%rcx), %r9b
	cmpb $-2, %r9b
	sete 6(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $8, %rcx
	jb .LBB_1082
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 7(%rcx), %r9d
	xorb 16390(%rcx), %r9b
	cmpb $-2, %r9b
	sete 7(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $9, %rcx
	jb .LBB_1088
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 8(%rcx), %r9d
	xorb 16391(%rcx), %r9b
	cmpb $-2, %r9b
	sete 8(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $10, %rcx
	jb .LBB_1089
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 9(%rcx), %r9d
	xorb 16392(%rcx), %r9b
	cmpb $-2, %r9b
	sete 9(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $11, %rcx
	jb .LBB_1086
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 10(%rcx), %r9d
	xorb 16393(%rcx), %r9b
	cmpb $-2, %r9b
	sete 10(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $12, %rcx
	jb .LBB_1087
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 11(%rcx), %r9d
	xorb 16394(%rcx), %r9b
	cmpb $-2, %r9b
	sete 11(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $13, %rcx
	jb .LBB_1090
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 12(%rcx), %r9d
	xorb 16395(%rcx), %r9b
	cmpb $-2, %r9b
	sete 12(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $14, %rcx
	jb .LBB_1084
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 13(%rcx), %r9d
	xorb 16396(%rcx), %r9b
	cmpb $-2, %r9b
	sete 13(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $15, %rcx
	jb .LBB_1085
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 14(%rcx), %r9d
	xorb 16397(%rcx), %r9b
	cmpb $-2, %r9b
	sete 14(%rsi)
	movq 1200(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1040
	movq 1224(%rsp), %rcx
	cmpq $16, %rcx
	jb .LBB_1083
	movq 1192(%rsp), %rcx
	movq 1216(%rsp), %rsi
	movzbl 15(%rcx), %r9d
	xorb 16398(%rcx), %r9b
	cmpb $-2, %r9b
	sete 15(%rsi)
	movq 1224(%rsp), %r12
	cmpq $16, %r12
	jb .LBB_992
	shlq $4, %r10
	movq 1216(%rsp), %r9
	addq $-16, %r10
	leaq -16(%r12), %rcx
	cmpq %rcx, %r10
	cmovaeq %rcx, %r10
	testq %r10, %r10
	je .LBB_893
	leaq 16(%r9), %rcx
	cmpq $8, %r10
	jb .LBB_873
	leaq 16(%r8,%r10), %rsi
	cmpq %rsi, %rcx
	jae .LBB_877
	leaq 16(%r9,%r10), %rsi
	cmpq %rsi, %r8
	jae .LBB_877
.LBB_873:
	xorl %esi, %esi
.LBB_887:
	movq %r10, %rbx
	movq %rsi, %r11
	andq $7, %rbx
	je .LBB_890
	movq %rsi, %r11
.LBB_889:
	movzbl (%r8,%r11), %ebp
	xorb 16(%r8,%r11), %bpl
	cmpb $-2, %bpl
	sete (%rcx,%r11)
	incq %r11
	decq %rbx
	jne .LBB_889
.LBB_890:
	subq %r10, %rsi
	cmpq $-8, %rsi
	ja .LBB_892
.LBB_891:
	movzbl (%r8,%r11), %ecx
	xorb 16(%r8,%r11), %cl
	cmpb $-2, %cl
	sete 16(%r9,%r11)
	movzbl 1(%r8,%r11), %ecx
	xorb 17(%r8,%r11), %cl
	cmpb $-2, %cl
	sete 17(%r9,%r11)
	movzbl 2(%r8,%r11), %ecx
	xorb 18(%r8,%r11), %cl
	cmpb $-2, %cl
	sete 18(%r9,%r11)
	movzbl 3(%r8,%r11), %ecx
	xorb 19(%r8,%r11), %cl
	cmpb $-2, %cl
	sete 19(%r9,%r11)
	movzbl 4(%r8,%r11), %ecx
	xorb 20(%r8,%r11), %cl
	cmpb $-2, %cl
	sete 20(%r9,%r11)
	movzbl 5(%r8,%r11), %ecx
	xorb 21(%r8,%r11), %cl
	cmpb $-2, %cl
	sete 21(%r9,%r11)
	movzbl 6(%r8,%r11), %ecx
	xorb 22(%r8,%r11), %cl
	cmpb $-2, %cl
	sete 22(%r9,%r11)
	movzbl 7(%r8,%r11), %ecx
	xorb 23(%r8,%r11), %cl
	cmpb $-2, %cl
	sete 23(%r9,%r11)
	addq $8, %r11
	cmpq %r11, %r10
	jne .LBB_891
.LBB_892:
	movq 1216(%rsp), %r9
	movq 1224(%rsp), %r12
.LBB_893:
	leaq 1136(%rsp), %rcx
	vmovdqu %ymm0, 216(%rcx)
	vmovdqu %ymm0, 184(%rcx)
	vmovdqu %ymm0, 152(%rcx)
	vmovdqu %ymm0, 120(%rcx)
	movq %r12, %r8
	movabsq $9223372036854775800, %rcx
	andq %rcx, %r8
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_901
	xorl %ecx, %ecx
	movq %r8, %r10
	movq %r9, %r11
	jmp .LBB_896
.LBB_895:
	addq $8, %r11
	addq $-8, %r10
	incq %rcx
	testq %r10, %r10
	je .LBB_901
.LBB_896:
	movq (%r11), %rbx
	testq %rbx, %rbx
	je .LBB_895
	leal (,%rcx,8), %r14d
	andl $8, %r14d
	movl %ecx, %ebp
	shrl %ebp
.LBB_898:
	tzcntq %rbx, %r15
	shrl $3, %r15d
	orq %r14, %r15
	movq 1248(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_1000
	movq 1256(%rsp,%r15,8), %r13
	cmpq $1024, %r13
	ja .LBB_998
	movl %r15d, %esi
	shll $11, %esi
	leal (%rsi,%r15,2), %esi
	addq 1240(%rsp), %rsi
	movw %bp, (%rsi,%r13,2)
	blsrq %rbx, %rbx
	incq 1256(%rsp,%r15,8)
	testq %rbx, %rbx
	jne .LBB_898
	jmp .LBB_895
.LBB_901:
	movl %r12d, %r10d
	andl $7, %r10d
	movq 472(%rsp), %rbp
	je .LBB_936
	cmpb $0, (%r9,%r8)
	je .LBB_906
	movl %r12d, %ecx
	andl $8, %ecx
	movq 1248(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1092
	movq 1256(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1093
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1240(%rsp), %rsi
	movl %r12d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1256(%rsp,%rcx,8)
.LBB_906:
	cmpl $1, %r10d
	je .LBB_936
	cmpb $0, 1(%r9,%r8)
	je .LBB_911
	movl %r12d, %ecx
	andl $8, %ecx
	incq %rcx
	movq 1248(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1092
	movq 1256(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1093
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1240(%rsp), %rsi
	movl %r12d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1256(%rsp,%rcx,8)
.LBB_911:
	cmpl $2, %r10d
	je .LBB_936
	cmpb $0, 2(%r9,%r8)
	je .LBB_916
	movl %r12d, %ecx
	andl $8, %ecx
	orq $2, %rcx
	movq 1248(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1092
	movq 1256(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1093
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1240(%rsp), %rsi
	movl %r12d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1256(%rsp,%rcx,8)
.LBB_916:
	cmpl $3, %r10d
	je .LBB_936
	cmpb $0, 3(%r9,%r8)
	je .LBB_921
	movl %r12d, %ecx
	andl $8, %ecx
	orq $3, %rcx
	movq 1248(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1092
	movq 1256(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1093
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1240(%rsp), %rsi
	movl %r12d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1256(%rsp,%rcx,8)
.LBB_921:
	cmpl $4, %r10d
	je .LBB_936
	cmpb $0, 4(%r9,%r8)
	je .LBB_926
	movl %r12d, %ecx
	andl $8, %ecx
	orq $4, %rcx
	movq 1248(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1092
	movq 1256(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1093
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1240(%rsp), %rsi
	movl %r12d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1256(%rsp,%rcx,8)
.LBB_926:
	cmpl $5, %r10d
	je .LBB_936
	cmpb $0, 5(%r9,%r8)
	je .LBB_931
	movl %r12d, %ecx
	andl $8, %ecx
	orq $5, %rcx
	movq 1248(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1092
	movq 1256(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1093
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1240(%rsp), %rsi
	movl %r12d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1256(%rsp,%rcx,8)
.LBB_931:
	cmpl $6, %r10d
	je .LBB_936
	cmpb $0, 6(%r9,%r8)
	je .LBB_936
	movl %r12d, %ecx
	andl $8, %ecx
	orq $6, %rcx
	movq 1248(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1092
	movq 1256(%rsp,%rcx,8), %r8
	cmpq $1024, %r8
	ja .LBB_1102
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1240(%rsp), %rsi
	shrl $4, %r12d
	movw %r12w, (%rsi,%r8,2)
	incq 1256(%rsp,%rcx,8)
.LBB_936:
	movq 1240(%rsp), %rcx
	movq 1248(%rsp), %r9
	xorl %r8d, %r8d
	movq %r9, %rsi
	jmp .LBB_938
.LBB_937:
	incq %r8
	addq $2050, %rcx
	cmpq $16, %r8
	movq 112(%rsp), %r14
	movq 64(%rsp), %r15
	movq %rsi, %r9
	je .LBB_951
.LBB_938:
	cmpq %r9, %r8
	je .LBB_1029
	movq 1256(%rsp,%r8,8), %r12
	cmpq $1025, %r12
	ja .LBB_969
	testq %r12, %r12
	je .LBB_937
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	addq %rax, %r9
	addq %r12, %r12
	movq 1200(%rsp), %r10
	movq %r10, (%rsp)
	movq 1192(%rsp), %r10
	addq %r8, %r10
	xorl %r11d, %r11d
	jmp .LBB_943
.LBB_942:
	addq $2, %r11
	cmpq %r11, %r12
	je .LBB_937
.LBB_943:
	movzwl (%rcx,%r11), %r14d
	leaq (%r9,%r14), %rbx
	cmpq %rdx, %rbx
	jae .LBB_937
	cmpq %r14, (%rsp)
	jbe .LBB_1003
	shll $4, %r14d
	movsbq (%r10,%r14), %r14
	movq (%rdi), %r15
	cmpq %r14, %r15
	je .LBB_942
	testq %r15, %r15
	je .LBB_949
	cmpq %rbp, %rbx
	jae .LBB_1023
	movq %r12, %r13
	movq 632(%rsp), %r12
	vmovsd (%r12,%rbx,8), %xmm0
	vmovsd 8(%rdi), %xmm1
	vcvtsi2sd %r15, %xmm15, %xmm2
	vsubsd %xmm1, %xmm0, %xmm0
	vmulsd %xmm2, %xmm0, %xmm0
	vdivsd %xmm1, %xmm0, %xmm0
	vaddsd .LCPI_2(%rip), %xmm0, %xmm0
	vmulsd .LCPI_17(%rip), %xmm0, %xmm0
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd .LCPI_18(%rip), %xmm0, %xmm0
	vaddsd 16(%rdi), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rdi)
	incq 24(%rdi)
	vmovsd .LCPI_0(%rip), %xmm1
	movq %r13, %r12
.LBB_949:
	movq %r14, (%rdi)
	cmpq %rbp, %rbx
	jae .LBB_1016
	movq 632(%rsp), %r14
	vmovq (%r14,%rbx,8), %xmm0
	vmovq %xmm0, 8(%rdi)
	jmp .LBB_942
.LBB_951:
	movq 1200(%rsp), %rax
	cmpq $1024, %rax
	jbe .LBB_1091
	movq 1192(%rsp), %rax
	movzbl 16399(%rax), %eax
	movb %al, 32(%rdi)
	movq 32(%rsp), %rax
	movq %rax, 760(%rsp)
	movq 480(%rsp), %r10
	cmpq 1480(%rsp), %r10
	jne .LBB_113
	jmp .LBB_953
.LBB_877:
	cmpq $64, %r10
	jae .LBB_880
	xorl %esi, %esi
	jmp .LBB_884
.LBB_880:
	movq %r10, %rsi
	andq $-64, %rsi
	xorl %r11d, %r11d
	vpbroadcastd .LCPI_20(%rip), %ymm2
	vpbroadcastd .LCPI_19(%rip), %ymm3
.LBB_881:
	vmovdqu (%r8,%r11), %ymm0
	vmovdqu 32(%r8,%r11), %ymm1
	vpxor 16(%r8,%r11), %ymm0, %ymm0
	vpxor 48(%r8,%r11), %ymm1, %ymm1
	vpcmpeqb %ymm2, %ymm0, %ymm0
	vpand %ymm3, %ymm0, %ymm0
	vpcmpeqb %ymm2, %ymm1, %ymm1
	vpand %ymm3, %ymm1, %ymm1
	vmovdqu %ymm0, 16(%r9,%r11)
	vmovdqu %ymm1, 48(%r9,%r11)
	addq $64, %r11
	cmpq %r11, %rsi
	jne .LBB_881
	cmpq %rsi, %r10
	vpxor %xmm0, %xmm0, %xmm0
	vpbroadcastd .LCPI_20(%rip), %xmm1
	je .LBB_892
	testb $56, %r10b
	je .LBB_887
.LBB_884:
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-8, %rsi
	vpbroadcastd .LCPI_19(%rip), %xmm2
.LBB_885:
	movq (%r8,%r11), %rbx
	xorq 16(%r8,%r11), %rbx
	vmovq %rbx, %xmm0
	vpcmpeqb %xmm1, %xmm0, %xmm0
	vpand %xmm2, %xmm0, %xmm0
	vmovq %xmm0, (%rcx,%r11)
	addq $8, %r11
	cmpq %r11, %rsi
	jne .LBB_885
	cmpq %rsi, %r10
	vpxor %xmm0, %xmm0, %xmm0
	je .LBB_892
	jmp .LBB_887
.LBB_953:
	movq 1568(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_955
	movq 1576(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_955:
	cmpq $0, 1440(%rsp)
	movq 1624(%rsp), %rcx
	jne .LBB_70
	jmp .LBB_959
.LBB_956:
	cmpq $21, 24(%rsp)
	jae .LBB_958
	movq 96(%rsp), %rdi
	movq 24(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 472(%rsp), %rbp
	movq 112(%rsp), %r14
	movq 64(%rsp), %r15
	jmp .LBB_90
.LBB_958:
	movq 96(%rsp), %rdi
	movq 24(%rsp), %rsi
	leaq 87(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 472(%rsp), %rbp
	movq 112(%rsp), %r14
	movq 64(%rsp), %r15
	jmp .LBB_90
.LBB_959:
	leaq (%r14,%r14,4), %rax
	movq 1080(%rsp), %rbx
	leaq (%rbx,%rax,8), %rax
	movq %rbx, 800(%rsp)
	movq %rbx, 808(%rsp)
	movq 528(%rsp), %r14
	movq %r14, 816(%rsp)
	movq %rax, 824(%rsp)
	movq 632(%rsp), %rax
	movq %rax, 832(%rsp)
	movq %rbp, 840(%rsp)
	leaq 552(%rsp), %rax
	movq %rax, 848(%rsp)
	xorl %ebp, %ebp
	leaq 800(%rsp), %rsi
	movq 1656(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1840(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1544(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1720(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	leaq 1520(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1496(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_962
	movq 1504(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_962:
	leaq 1088(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1664(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $2200, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_963:
	movq %rbp, %r12
.LBB_964:
	leaq .Lanon.2(%rip), %rcx
	movq 40(%rsp), %r14
	jmp .LBB_971
.LBB_965:
	leaq .Lanon.2(%rip), %rcx
	movq 40(%rsp), %r14
	movq %r8, %r12
	jmp .LBB_971
.LBB_966:
	movq %rax, %r14
.LBB_967:
	leaq .Lanon.2(%rip), %rcx
	movq %r10, %r12
	jmp .LBB_971
.LBB_968:
	movq 496(%rsp), %r14
	leaq .Lanon.2(%rip), %rcx
	movq %rax, %r12
	jmp .LBB_971
.LBB_969:
	movl $1025, %r14d
	xorl %edi, %edi
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_972
.LBB_970:
	leaq .Lanon.2(%rip), %rcx
	movq %r15, %r12
.LBB_971:
	movq 768(%rsp), %rdi
.LBB_972:
	movq %r12, %rsi
	movq %r14, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_973:
	movq 24(%rsp), %rdx
.LBB_974:
	movq %rdx, %r14
	leaq .Lanon.4(%rip), %rcx
.LBB_975:
	movq %rdx, %rsi
	movq %r14, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_976:
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_1064
.LBB_977:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_1064
.LBB_978:
	movq %r15, %rdi
.LBB_979:
	movq 536(%rsp), %rdx
	jmp .LBB_985
.LBB_980:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_1064
.LBB_981:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_1064
.LBB_982:
	movq %r15, %r12
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_972
.LBB_983:
	leaq .Lanon.10(%rip), %rdi
	leaq .Lanon.11(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_984:
	movq %rbp, %rdi
	movq 1064(%rsp), %rdx
.LBB_985:
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_975
.LBB_986:
	movq 416(%rsp), %r12
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_972
.LBB_987:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%r12)
	movb $1, 16(%r12)
	movq 472(%rsp), %rbp
	movq 112(%rsp), %r15
	jmp .LBB_49
.LBB_989:
	movq %rbp, %rdi
	movq %r12, %r14
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_972
.LBB_990:
	movq %rbp, %rdi
	movq %r12, %r14
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_972
.LBB_991:
	movq %rbp, %r12
	jmp .LBB_1007
.LBB_992:
	movl $16, %edi
	movq %r12, %r14
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_972
.LBB_993:
	movq %r14, %rax
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_1064
.LBB_994:
	movb $1, %bpl
	leaq .Lanon.17(%rip), %rdx
	movq 472(%rsp), %rsi
	movq 528(%rsp), %r14
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_995:
	movl $16, %eax
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_1064
.LBB_996:
	movq %rax, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_1050
.LBB_997:
	movq %rax, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1050
.LBB_998:
	movq %r13, %rsi
.LBB_999:
	movl $1025, %eax
	movq %rax, (%rsp)
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1050
.LBB_1000:
	movq %rsi, (%rsp)
	movq %r15, %rsi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1050
.LBB_1001:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%r12)
	movb $1, 16(%r12)
	movq 472(%rsp), %rbp
	movq 112(%rsp), %r14
	movq 64(%rsp), %r15
	jmp .LBB_68
.LBB_1003:
	movq %r14, %rsi
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_1050
.LBB_1004:
	movq %rcx, %r12
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_972
.LBB_1005:
	movq %r12, %rdi
	jmp .LBB_979
.LBB_1006:
	movq %rcx, %r12
.LBB_1007:
	movq 496(%rsp), %r14
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_972
.LBB_1022:
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_1064
.LBB_1008:
	movq %r8, (%rsp)
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_1050
.LBB_1009:
	movl $16, %eax
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_1064
.LBB_1010:
	movq 40(%rsp), %rax
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_1064
.LBB_1011:
	movq %rax, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_1050
.LBB_1012:
	movq %rax, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_1050
.LBB_1013:
	movq %r9, %rax
	jmp .LBB_1063
.LBB_1014:
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1050
.LBB_1015:
	movq %rax, %rsi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1050
.LBB_1016:
	movq %rbx, %rsi
	movq %rbp, (%rsp)
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1050
.LBB_1017:
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1050
.LBB_1019:
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_972
.LBB_1020:
	movq %r8, (%rsp)
	movq $-1, %rsi
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_1050
.LBB_1021:
	movq %rsi, %r13
	leaq .Lanon.32(%rip), %rdx
	movq 496(%rsp), %rax
	jmp .LBB_1064
.LBB_1023:
	movq %rbx, %rsi
	movq %rbp, (%rsp)
	leaq .Lanon.33(%rip), %rax
	jmp .LBB_1050
.LBB_1024:
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1050
.LBB_1025:
	movq %rcx, %rsi
.LBB_1026:
	movq %r15, (%rsp)
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1050
.LBB_1027:
	movq %r10, %rax
	jmp .LBB_1063
.LBB_1028:
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1050
.LBB_1039:
	movq %r10, %rsi
	jmp .LBB_1051
.LBB_1029:
	movq %r9, (%rsp)
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1050
.LBB_1030:
	leaq .Lanon.38(%rip), %rdi
	leaq .Lanon.39(%rip), %rcx
	leaq .Lanon.40(%rip), %r8
	leaq 87(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_1031:
	subq %rbp, %rdi
	addq $1025, %rdi
	leaq .Lanon.41(%rip), %rax
	movq %rax, 8(%rsp)
	movq %rdi, %rsi
	jmp .LBB_1051
.LBB_1032:
	movq %rsi, (%rsp)
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1050
.LBB_1033:
	movq (%rsp), %rsi
	jmp .LBB_1051
.LBB_1034:
	movq %rcx, %rsi
	movq %rcx, (%rsp)
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1050
.LBB_1035:
	leaq .Lanon.41(%rip), %rax
	jmp .LBB_1050
.LBB_1036:
	movq %r10, %rsi
	movq %r10, (%rsp)
	jmp .LBB_1049
.LBB_1037:
	movq %r13, %rsi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1050
.LBB_1040:
	movq %rcx, (%rsp)
	movl $1024, %esi
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_1050
.LBB_1041:
	movq %rbp, %r13
	jmp .LBB_1062
.LBB_1042:
	leaq .Lanon.38(%rip), %rdi
	leaq .Lanon.39(%rip), %rcx
	leaq .Lanon.40(%rip), %r8
	leaq 87(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_1043:
	movq %r9, %r13
	jmp .LBB_1062
.LBB_1044:
	movq %rbx, %rsi
	jmp .LBB_1051
.LBB_1045:
	movq %rcx, %r13
	jmp .LBB_1062
.LBB_1046:
	movq %r11, %rsi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1050
.LBB_1047:
	movq %r11, %rsi
.LBB_1048:
	movq 48(%rsp), %rax
	movq %rax, (%rsp)
.LBB_1049:
	leaq .Lanon.44(%rip), %rax
.LBB_1050:
	movq %rax, 8(%rsp)
.LBB_1051:
	movq %rsi, %rdi
	movq (%rsp), %rsi
	movq 8(%rsp), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_1052:
	movq (%rsp), %rsi
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1050
.LBB_1053:
	movq %rbx, %rsi
	movq %rbx, (%rsp)
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1050
.LBB_1054:
	movq %r8, %r13
	jmp .LBB_1063
.LBB_1055:
	leaq .Lanon.16(%rip), %rdx
	movq 496(%rsp), %rax
	jmp .LBB_1064
.LBB_1056:
	movq %r11, %rsi
	jmp .LBB_1051
.LBB_1057:
	movq %r8, %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1050
.LBB_1058:
	movq %rcx, %rax
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_1064
.LBB_1059:
	movq %r9, %r13
	leaq .Lanon.45(%rip), %rdx
	movq %rcx, %rax
	jmp .LBB_1064
.LBB_1060:
	movq %r8, %rsi
	jmp .LBB_1051
.LBB_1061:
	movq %r8, %r13
.LBB_1062:
	movq %r14, %rax
.LBB_1063:
	leaq .Lanon.45(%rip), %rdx
.LBB_1064:
	movq %r13, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_1065:
	movq %rbx, %rsi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1050
.LBB_1066:
	movq %r12, %rsi
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1050
.LBB_1067:
	movq %r12, %rsi
	jmp .LBB_1026
.LBB_1068:
	movq %r10, %r13
	jmp .LBB_1063
.LBB_1069:
	movq %r11, %rsi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1050
.LBB_1070:
	xorl %esi, %esi
	movq $0, (%rsp)
	jmp .LBB_1051
.LBB_1071:
	leaq .Lanon.46(%rip), %rdx
	movq %rdi, %rax
	jmp .LBB_1064
.LBB_1072:
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_1064
.LBB_1073:
	movq %rcx, (%rsp)
	movl $3, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1074:
	movq %rcx, (%rsp)
	movl $1, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1075:
	movq %rcx, (%rsp)
	movl $5, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1076:
	movq %rcx, (%rsp)
	movl $6, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1077:
	xorl %esi, %esi
	movq $0, (%rsp)
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1078:
	movq %rcx, (%rsp)
	movl $2, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1079:
	movq %rcx, (%rsp)
	movl $4, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1080:
	movq %rax, %r13
	leaq .Lanon.49(%rip), %rdx
	jmp .LBB_1064
.LBB_1081:
	xorl %esi, %esi
	movq $0, (%rsp)
	leaq .Lanon.50(%rip), %rax
	jmp .LBB_1050
.LBB_1082:
	movq %rcx, (%rsp)
	movl $7, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1083:
	movq %rcx, (%rsp)
	movl $15, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1084:
	movq %rcx, (%rsp)
	movl $13, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1085:
	movq %rcx, (%rsp)
	movl $14, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1086:
	movq %rcx, (%rsp)
	movl $10, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1087:
	movq %rcx, (%rsp)
	movl $11, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1088:
	movq %rcx, (%rsp)
	movl $8, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1089:
	movq %rcx, (%rsp)
	movl $9, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1090:
	movq %rcx, (%rsp)
	movl $12, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1050
.LBB_1091:
	movq %rax, (%rsp)
	movl $1024, %esi
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_1050
.LBB_1092:
	movq %rsi, (%rsp)
	movq %rcx, %rsi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1050
.LBB_1093:
	movq %rbx, %rsi
	jmp .LBB_999
.LBB_1094:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1095:
	ud2
.LBB_1096:
	xorl %esi, %esi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1050
.LBB_1097:
	xorl %esi, %esi
	movq $0, (%rsp)
	jmp .LBB_1049
.LBB_1098:
	xorl %esi, %esi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1050
.LBB_1099:
	xorl %esi, %esi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1050
.LBB_1100:
	xorl %esi, %esi
	movq $0, (%rsp)
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1050
.LBB_1101:
	xorl %esi, %esi
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1050
.LBB_1102:
	movq %r8, %rsi
	jmp .LBB_999
	movq %rax, %r13
	movq 528(%rsp), %rcx
	jmp .LBB_1126
	jmp .LBB_1119
	movq %rax, %r13
	jmp .LBB_1149
	movq %rax, %rbx
	testq %r13, %r13
	jne .LBB_1108
	movq %rbx, %r13
	jmp .LBB_1159
.LBB_1108:
	shlq $3, %r13
	movl $8, %edx
	movq %r12, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %r13
	jmp .LBB_1159
	movq %rax, %r13
	movb $1, %bpl
	jmp .LBB_1121
	jmp .LBB_1119
	movq %rax, %r13
	jmp .LBB_1132
	movq %rax, %r13
	jmp .LBB_1161
	jmp .LBB_1119
	movq %rax, %r13
	jmp .LBB_1162
	jmp .LBB_1119
	movq %rax, %r13
	movq %r14, %rcx
	jmp .LBB_1122
	jmp .LBB_1119
.LBB_1119:
	movq %rax, %r13
	movq 1568(%rsp), %rsi
	movb $1, %bpl
	testq %rsi, %rsi
	je .LBB_1121
	movq 1576(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1121:
	movq 528(%rsp), %rcx
.LBB_1122:
	movq 1864(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1125
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1125
	movq 1856(%rsp), %rdi
	subq %rax, %rdi
	movl $16, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 528(%rsp), %rcx
.LBB_1125:
	testb %bpl, %bpl
	je .LBB_1129
.LBB_1126:
	testq %rcx, %rcx
	je .LBB_1129
	shlq $3, %rcx
	leaq (%rcx,%rcx,4), %rsi
	movl $8, %edx
	movq 1080(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1129
	movq %rax, %r13
.LBB_1129:
	movq 1552(%rsp), %r14
	movq 1560(%rsp), %rbx
	testq %rbx, %rbx
	jne .LBB_1136
.LBB_1130:
	movq 1544(%rsp), %rax
	testq %rax, %rax
	je .LBB_1132
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1132:
	movq 1736(%rsp), %r14
	testq %r14, %r14
	je .LBB_1149
	movq %r13, (%rsp)
	movq 1752(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1140
.LBB_1134:
	movq %r14, %rax
	shlq $5, %rax
	addq %rax, %r14
	addq $49, %r14
	je .LBB_1148
	movq 1728(%rsp), %rdi
	subq %rax, %rdi
	addq $-32, %rdi
	movl $16, %edx
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1148:
	movq (%rsp), %r13
.LBB_1149:
	movq 1528(%rsp), %r14
	movq 1536(%rsp), %rbx
	testq %rbx, %rbx
	jne .LBB_1152
.LBB_1150:
	movq 1520(%rsp), %rax
	testq %rax, %rax
	je .LBB_1159
	shlq $4, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1159
.LBB_1152:
	leaq 32(%r14), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	jmp .LBB_1154
.LBB_1153:
	addq $48, %r15
	decq %rbx
	je .LBB_1150
.LBB_1154:
	movq -32(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1156
	movq -24(%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_1156:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1153
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_1153
.LBB_1136:
	leaq 8(%r14), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	jmp .LBB_1138
.LBB_1137:
	addq $24, %r15
	decq %rbx
	je .LBB_1130
.LBB_1138:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1137
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_1137
.LBB_1140:
	movq 1728(%rsp), %r12
	vpcmpeqd %xmm0, %xmm0, %xmm0
	vpcmpltb (%r12), %xmm0, %k0
	leaq 16(%r12), %r13
	kmovd %k0, %ebx
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %rbp
	jmp .LBB_1142
.LBB_1141:
	blsrl %ebx, %ebx
	decq %r15
	je .LBB_1134
.LBB_1142:
	testw %bx, %bx
	jne .LBB_1145
.LBB_1143:
	vpcmpltb (%r13), %xmm0, %k0
	addq $-512, %r12
	addq $16, %r13
	kortestw %k0, %k0
	je .LBB_1143
	kmovd %k0, %ebx
.LBB_1145:
	tzcntl %ebx, %ecx
	shll $5, %ecx
	movq %r12, %rax
	subq %rcx, %rax
	movq -24(%rax), %rsi
	testq %rsi, %rsi
	je .LBB_1141
	movq -16(%rax), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *%rbp
	vpcmpeqd %xmm0, %xmm0, %xmm0
	jmp .LBB_1141
	movq %rax, %r13
.LBB_1159:
	movq 1496(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1161
	movq 1504(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1161:
	leaq 1088(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1162:
	movq 1664(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1165
	movq 1688(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1166
.LBB_1164:
	movq %r13, %rdi
	callq _Unwind_Resume@PLT
.LBB_1165:
	movq 1672(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1688(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1164
.LBB_1166:
	movq 1696(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r13, %rdi
	callq _Unwind_Resume@PLT
