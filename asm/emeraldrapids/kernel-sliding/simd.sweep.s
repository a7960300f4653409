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
	subq $1976, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $1976, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $1976, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq %rdi, %r14
	movq 16(%rdx), %r13
	movq %rdx, %rbx
	movq 24(%rdx), %r15
	movq %r13, %rdi
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rbp
	movq 8(%rbx), %r12
	movq %r12, 560(%rsp)
	leaq 1496(%rsp), %rbx
	movq %rbx, %rdi
	movq %rbp, %rsi
	movq %r12, %rdx
	movq %r13, %rcx
	movq %r15, %r8
	callq kernel_sliding::grid_for
	movq %r15, 464(%rsp)
	shlq $4, %r15
	leaq (%r15,%r15,2), %r15
	leaq (%r13,%r15), %rax
	movq $0, 928(%rsp)
	movq $0, 992(%rsp)
	movq %r13, 904(%rsp)
	movq %r13, 1056(%rsp)
	movq %rax, 1296(%rsp)
	movq %rax, 1064(%rsp)
	leaq 928(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 96(%rsp)
	cmpq $0, 464(%rsp)
	je .LBB_18
.LBB_8:
	movq 904(%rsp), %rax
	movq 16(%rax), %rax
	testq %rax, %rax
	js .LBB_1016
	movq %rax, %rcx
	movq 904(%rsp), %rax
	movq 24(%rax), %rax
	testq %rax, %rax
	js .LBB_1016
	cmpq %rcx, %rax
	cmovaq %rax, %rcx
	movq %rcx, %rdi
	cmpq $1, 464(%rsp)
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rax
	movq %r15, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
	movq 904(%rsp), %rcx
	addq $72, %rcx
.LBB_12:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1016
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1016
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %rdi
	cmovbeq %rdx, %rdi
	addq $48, %rcx
	decq %rax
	jne .LBB_12
.LBB_15:
	movq %rdi, %rsi
	cmpq $1, %rdi
	adcq $-1, %rsi
	jmp .LBB_19
.LBB_16:
	movq %r14, %rdi
	movq %rbx, %rsi
	addq $1976, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 96(%rsp)
	cmpq $0, 464(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %esi, %esi
.LBB_19:
	leaq 928(%rsp), %rdi
	movq %rsi, 24(%rsp)
	callq kernel_sliding::blocked::Scratch<_>::new
	movq %rbp, 592(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 720(%rsp)
	vmovdqu %ymm0, 688(%rsp)
	vmovdqu %ymm0, 656(%rsp)
	vmovdqu %ymm0, 624(%rsp)
	movq 96(%rsp), %rax
	leaq 1025(%rax), %r15
	leaq 1312(%rsp), %rdi
	leaq 624(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movabsq $9223372036854775800, %rcx
	movq 24(%rsp), %rax
	leaq (,%rax,8), %rbp
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
	jmp .LBB_1079
.LBB_24:
	movq %r15, 528(%rsp)
	movq %r12, 584(%rsp)
	testq %rbp, %rbp
	movq %r14, 1464(%rsp)
	je .LBB_33
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, %r12
	movq 24(%rsp), %rax
	movq %rax, %r13
	testq %r12, %r12
	je .LBB_23
	movabsq $9221120237041090560, %r14
	cmpq $2, %rax
	jb .LBB_34
.LBB_27:
	leaq -1(%rax), %rdx
	movl $1, %ecx
	movq %r12, %rax
	cmpq $16, %rdx
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
	movq 24(%rsp), %rdx
	subq %rcx, %rdx
.LBB_32:
	movq %r14, (%rax)
	addq $8, %rax
	decq %rdx
	jne .LBB_32
	jmp .LBB_35
.LBB_33:
	movl $8, %r12d
	xorl %r13d, %r13d
	movq 24(%rsp), %rax
	movabsq $9221120237041090560, %r14
	cmpq $2, %rax
	jae .LBB_27
.LBB_34:
	movq %rax, %rcx
	movq %r12, %rax
	testq %rcx, %rcx
	je .LBB_60
.LBB_35:
	movq %r14, (%rax)
	testq %rbp, %rbp
	je .LBB_38
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 24(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_1078
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 592(%rsp), %rbp
	jae .LBB_39
	jmp .LBB_45
.LBB_38:
	xorl %ecx, %ecx
	movl $8, %eax
	movq 24(%rsp), %rsi
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 592(%rsp), %rbp
	jb .LBB_45
.LBB_39:
	movq 24(%rsp), %rdx
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
	movq 24(%rsp), %rdi
	subq %rsi, %rdi
.LBB_44:
	movq %r14, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_44
.LBB_45:
	movq %r14, (%rdx)
.LBB_46:
	movq %r13, 624(%rsp)
	movq %r12, 632(%rsp)
	movq 24(%rsp), %rdx
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %rax, 656(%rsp)
	movq %rdx, 664(%rsp)
	leaq 1336(%rsp), %rdi
	leaq 624(%rsp), %rsi
	movq 464(%rsp), %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 904(%rsp), %rax
	movq %rax, 1552(%rsp)
	movq 1296(%rsp), %rax
	movq %rax, 1560(%rsp)
	movq %rbx, 1568(%rsp)
	leaq 1360(%rsp), %rdi
	leaq 1552(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 584(%rsp), %r12
	movq 464(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %rbx
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_51
	xorl %r15d, %r15d
.LBB_50:
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1079
.LBB_51:
	testq %rbx, %rbx
	je .LBB_61
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 464(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_50
	movq %rcx, 520(%rsp)
	cmpq $2, %rsi
	movq %rax, 920(%rsp)
	jb .LBB_62
.LBB_54:
	leaq -1(%rsi), %rcx
	addq $-2, %rsi
	movl %ecx, %edi
	andl $7, %edi
	movq %rax, %rdx
	cmpq $7, %rsi
	movq 96(%rsp), %r15
	jb .LBB_58
	andq $-8, %rcx
	vpxor %xmm0, %xmm0, %xmm0
	movq 920(%rsp), %rdx
.LBB_56:
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
	jne .LBB_56
	testq %rdi, %rdi
	je .LBB_63
.LBB_58:
	vpxor %xmm0, %xmm0, %xmm0
.LBB_59:
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rdi
	jne .LBB_59
	jmp .LBB_63
.LBB_60:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 592(%rsp), %rbp
	jmp .LBB_46
.LBB_61:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 464(%rsp), %rsi
	movq %rcx, 520(%rsp)
	cmpq $2, %rsi
	movq %rax, 920(%rsp)
	jae .LBB_54
.LBB_62:
	movq %rax, %rdx
	testq %rsi, %rsi
	movq 96(%rsp), %r15
	je .LBB_64
.LBB_63:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_64:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_988
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_66:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq %rbp, 1616(%rsp)
	movq %r12, 1624(%rsp)
	vmovdqu .Lanon.0(%rip), %ymm0
	vmovdqu %ymm0, 1632(%rsp)
	movq %rax, 1664(%rsp)
	movq %rdx, 1672(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 560(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1272(%rsp)
	je .LBB_951
	leaq 1(%r15), %rax
	movq %rax, 472(%rsp)
	movq 24(%rsp), %rax
	leaq 1(%rax), %rcx
	movq %rcx, 1264(%rsp)
	leaq 1025(%rax), %rcx
	movq %rcx, 912(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	leaq -1025(%rax), %rdx
	movq %rdx, 1280(%rsp)
	movl $1025, %r8d
	subq %rax, %r8
	movq %r15, %rsi
	shlq $7, %rsi
	vpbroadcastq %rax, %ymm0
	vmovdqu %ymm0, 1680(%rsp)
	movq %r15, %rdx
	negq %rdx
	movq %rdx, 1440(%rsp)
	vmovq .LCPI_0(%rip), %xmm1
	leaq 128(%rcx), %rdx
	movq %rdx, 880(%rsp)
	leaq 128(%rsi), %rdx
	movq %rdx, 1432(%rsp)
	leaq 224(%rsi), %rdx
	movq %rdx, 1424(%rsp)
	leaq 120(%rcx), %rdx
	movq %rdx, 1240(%rsp)
	leaq 120(%rsi), %rdx
	movq %rdx, 1416(%rsp)
	leaq 224(%rcx), %rdx
	movq %rdx, 1256(%rsp)
	movq %rcx, 496(%rsp)
	addq $96, %rcx
	movq %rcx, 568(%rsp)
	decq %rax
	movq %rax, 1224(%rsp)
	movq %rsi, 552(%rsp)
	leaq 96(%rsi), %rax
	movq %rax, 1408(%rsp)
	leaq .Lanon.1(%rip), %rax
	movq %rax, 8(%rsp)
	xorl %ecx, %ecx
	movq %r8, 576(%rsp)
.LBB_68:
	leaq 16400(%rcx), %rax
	movq %rcx, 160(%rsp)
	movq 1320(%rsp), %rdx
	movq %rdx, 152(%rsp)
	movq 1328(%rsp), %rdx
	movq %rax, 1448(%rsp)
	movq %rdx, 112(%rsp)
	testq %rdx, %rdx
	je .LBB_80
	movq 112(%rsp), %rax
	shlq $7, %rax
	movq 152(%rsp), %rsi
	addq %rsi, %rax
	movl $1025, %ecx
	movq 1440(%rsp), %rdx
	jmp .LBB_71
.LBB_70:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_79
.LBB_71:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_74
.LBB_72:
	vmovq (%rbp,%rdi,8), %xmm0
.LBB_73:
	vmovq %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_70
.LBB_74:
	movq 160(%rsp), %rbx
	leaq -1025(%r10,%rbx), %rdi
	vmovdqa %xmm1, %xmm0
	cmpq %r15, %rdi
	jb .LBB_77
	addq %r11, %rbx
	movq 560(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %r12, %rdi
	jae .LBB_981
	vmovq (%rbp,%rdi,8), %xmm0
.LBB_77:
	vmovq %xmm0, -8(%r8,%r9)
	movq 160(%rsp), %rdi
	leaq (%r10,%rdi), %rbx
	vmovdqa %xmm1, %xmm0
	cmpq %r15, %rbx
	jb .LBB_73
	leaq 1025(%r11,%rdi), %rbx
	movq 560(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %r12, %rdi
	jb .LBB_72
	jmp .LBB_981
.LBB_79:
	movq 160(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_80:
	movq 1504(%rsp), %rdx
	movq 1512(%rsp), %rsi
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_86
	cmpq $1, %rsi
	jne .LBB_83
	xorl %edi, %edi
	jmp .LBB_85
.LBB_83:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_84:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_84
.LBB_85:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_86:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1584(%rsp)
	movq %rdx, 1592(%rsp)
	movq %rax, 1600(%rsp)
	movb $0, 1608(%rsp)
	leaq 160(%rsp), %rax
	movq %rax, 1576(%rsp)
	leaq 1384(%rsp), %rdi
	leaq 1576(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1392(%rsp), %rax
	movq %rax, 128(%rsp)
	movq 1400(%rsp), %rax
	movq %rax, 40(%rsp)
	cmpq $2, %rax
	jae .LBB_948
.LBB_88:
	decq 1272(%rsp)
	movq 160(%rsp), %rax
	movq 560(%rsp), %rcx
	movq 1504(%rsp), %rdx
	movq 1512(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_91
.LBB_89:
	xorl %r10d, %r10d
.LBB_90:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 624(%rsp,%r9)
	movq %r11, 632(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_109
.LBB_91:
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
	jne .LBB_89
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_98
	cmpq $1, %rsi
	jne .LBB_95
	xorl %r11d, %r11d
	jmp .LBB_97
.LBB_95:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_96:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_96
.LBB_97:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
	movq 96(%rsp), %r15
.LBB_98:
	shlq $3, %r11
.LBB_99:
	cmpq %r11, %rdi
	je .LBB_102
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_102
	movabsq $1151796703138937857, %r14
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_99
	jmp .LBB_89
.LBB_102:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_105
	cmpq $1, %rsi
	jne .LBB_106
	xorl %r11d, %r11d
	jmp .LBB_108
.LBB_105:
	movq $-1, %r11
	jmp .LBB_90
.LBB_106:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_107:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_107
.LBB_108:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	movq 96(%rsp), %r15
	jmp .LBB_90
.LBB_109:
	vmovups 848(%rsp), %ymm0
	vmovups %ymm0, 1936(%rsp)
	vmovups 816(%rsp), %ymm0
	vmovups %ymm0, 1904(%rsp)
	vmovups 784(%rsp), %ymm0
	vmovups %ymm0, 1872(%rsp)
	vmovups 752(%rsp), %ymm0
	vmovups %ymm0, 1840(%rsp)
	vmovupd 624(%rsp), %ymm0
	vmovups 688(%rsp), %ymm1
	vmovupd 720(%rsp), %ymm2
	vmovupd %ymm2, 1808(%rsp)
	vmovups %ymm1, 1776(%rsp)
	vmovups 656(%rsp), %ymm1
	vmovups %ymm1, 1744(%rsp)
	vmovupd %ymm0, 1712(%rsp)
	cmpq $0, 464(%rsp)
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_945
	cmpq $-1025, %r15
	setae %al
	movq 40(%rsp), %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	movq %rcx, 512(%rsp)
	movq 112(%rsp), %rcx
	cmpq %rcx, 528(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 23(%rsp)
	movq 552(%rsp), %rax
	movq 152(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 480(%rsp)
	movq 1432(%rsp), %rax
	leaq (%rcx,%rax), %rax
	movq %rax, 888(%rsp)
	leaq 96(%rcx), %rax
	movq %rax, 608(%rsp)
	movq 1424(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 1304(%rsp)
	movq 1416(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 1248(%rsp)
	movq 1408(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 1232(%rsp)
	movq 904(%rsp), %r10
	movq $0, 896(%rsp)
.LBB_111:
	movq 16(%r10), %rcx
	testq %rcx, %rcx
	js .LBB_1030
	movq (%r10), %r14
	movq 8(%r10), %r11
	movq %r14, %rax
	orq %r11, %rax
	js .LBB_1030
	leaq -1(%r14), %rbx
	leaq -1(%r11), %rax
	cmpq %rax, %rbx
	movq %rax, %rdx
	cmovaq %rbx, %rdx
	movq 24(%r10), %rdi
	testq %rdi, %rdi
	js .LBB_1030
	movq 32(%r10), %rsi
	movq 40(%r10), %r8
	movq %rsi, %r9
	orq %r8, %r9
	js .LBB_1030
	movq %r10, 504(%rsp)
	leaq -1(%rcx,%rdx), %r10
	decq %rsi
	decq %r8
	cmpq %r8, %rsi
	cmovaq %rsi, %r8
	leaq -1(%rdi), %rcx
	cmpq %rcx, %r8
	cmovbeq %rcx, %r8
	movq 160(%rsp), %rcx
	movq %r10, %rdx
	subq %rcx, %rdx
	setb %r9b
	leaq 16400(%rcx), %rsi
	cmpq %rsi, %r10
	setae %r10b
	orb %r9b, %r10b
	jne .LBB_118
	movabsq $1151796703138937857, %r9
	mulxq %r9, %r10, %r10
	shrq $6, %r10
	movq %r10, %r9
	shlq $10, %r9
	addq %r10, %r9
	subq %r9, %rdx
	movq %rdx, 488(%rsp)
	je .LBB_118
	movq %r10, 328(%rsp)
	movl $1, %edx
	movq %rdx, 120(%rsp)
	jmp .LBB_119
.LBB_118:
	movq $0, 120(%rsp)
.LBB_119:
	movq 112(%rsp), %rbp
	movq 40(%rsp), %r9
	leaq -1(%rdi,%r8), %r8
	movq %r8, %rdx
	subq %rcx, %rdx
	setb %dil
	cmpq %rsi, %r8
	setae %r8b
	orb %dil, %r8b
	jne .LBB_122
	movabsq $1151796703138937857, %rdi
	mulxq %rdi, %r8, %r8
	shrq $6, %r8
	movq %r8, %rdi
	shlq $10, %rdi
	movq %r8, 1472(%rsp)
	addq %r8, %rdi
	subq %rdi, %rdx
	movq %rdx, 616(%rsp)
	je .LBB_122
	movl $1, %edx
	movq %rdx, 600(%rsp)
	jmp .LBB_123
.LBB_122:
	movq $0, 600(%rsp)
.LBB_123:
	movq 1352(%rsp), %rdi
	movq 896(%rsp), %r13
	cmpq %rdi, %r13
	jae .LBB_1055
	leaq (%r13,%r13,2), %rdx
	movq %rdx, 1480(%rsp)
	shlq $4, %rdx
	addq 1344(%rsp), %rdx
	movq %rdx, 1288(%rsp)
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %cl
	cmpq %rsi, %rax
	setae %al
	orb %cl, %al
	jne .LBB_128
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_128
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %esi
	jmp .LBB_129
.LBB_128:
	xorl %esi, %esi
.LBB_129:
	movq %rsi, 168(%rsp)
	movq 936(%rsp), %r13
	movq 944(%rsp), %rax
	movq %rax, (%rsp)
	cmpq $1, %r11
	movq %r11, 144(%rsp)
	movq %r14, 32(%rsp)
	movq %rbx, 536(%rsp)
	jne .LBB_135
	cmpb $0, 23(%rsp)
	jne .LBB_969
	movq (%rsp), %rax
	xorl %ecx, %ecx
	xorl %edx, %edx
	testq %rax, %rax
	je .LBB_1019
.LBB_132:
	vxorpd %xmm3, %xmm3, %xmm3
	movq 1304(%rsp), %rdi
	vaddpd -224(%rdi,%rdx), %ymm3, %ymm0
	vaddpd -192(%rdi,%rdx), %ymm3, %ymm1
	vaddpd -160(%rdi,%rdx), %ymm3, %ymm2
	vaddpd -128(%rdi,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, (%r13,%rdx)
	vmovupd %ymm1, 32(%r13,%rdx)
	vmovupd %ymm2, 64(%r13,%rdx)
	vmovupd %ymm3, 96(%r13,%rdx)
	cmpq $131072, %rdx
	je .LBB_195
	movq %rcx, %rdi
	orq $1, %rdi
	movq (%rsp), %rsi
	cmpq %rsi, %rdi
	je .LBB_1053
	addq $2, %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	movq 1304(%rsp), %rdi
	vaddpd -96(%rdi,%rdx), %ymm3, %ymm0
	vaddpd -64(%rdi,%rdx), %ymm3, %ymm1
	vaddpd -32(%rdi,%rdx), %ymm3, %ymm2
	vaddpd (%rdi,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r13,%rdx)
	vmovupd %ymm1, 160(%r13,%rdx)
	vmovupd %ymm2, 192(%r13,%rdx)
	vmovupd %ymm3, 224(%r13,%rdx)
	addq $256, %rdx
	addq $-2, %rax
	testq %rax, %rax
	jne .LBB_132
	jmp .LBB_1019
.LBB_135:
	leaq 1(%r11), %rax
	imulq %r11, %rax
	movq 472(%rsp), %rcx
	movq %rcx, %rdi
	subq %r11, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 432(%rsp)
	cmpq %rbp, %r15
	jae .LBB_974
	cmpq %r11, %rcx
	jb .LBB_976
	testq %r11, %r11
	je .LBB_140
	shlq $7, %rdi
	addq 152(%rsp), %rdi
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 336(%rsp), %ymm6
	vmovupd 432(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 424(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	movb $57, %cl
	bzhiq %rcx, %r11, %rax
	cmpq $1, %rax
	jne .LBB_141
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_144
.LBB_140:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	movb $57, %cl
	jmp .LBB_146
.LBB_141:
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
.LBB_142:
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
	jne .LBB_142
	testb $1, %cl
	movb $57, %cl
	je .LBB_145
.LBB_144:
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
.LBB_145:
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm8, 368(%rsp)
	vmovupd %ymm3, 256(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 432(%rsp)
.LBB_146:
	cmpq $0, (%rsp)
	je .LBB_1054
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r13)
	vmovupd %ymm4, 32(%r13)
	vmovupd %ymm3, 64(%r13)
	vmovupd %ymm2, 96(%r13)
	leaq 96(%r13), %rax
	movq %rax, 544(%rsp)
	movb %sil, 48(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 72(%rsp)
	vcvtsi2sd %r11, %xmm15, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rsi, %rsi
	leaq 176(%rsp), %rax
	cmovneq %rax, %rsi
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %r11, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 56(%rsp)
	leaq 1(%rax), %r12
	movl %r12d, %ecx
	andl $7, %ecx
	movabsq $288230376151711736, %rax
	andq %rax, %r12
	movq %r15, %rax
	subq %r11, %rax
	movq %rax, 64(%rsp)
	movq %rcx, 80(%rsp)
	movl %ecx, %eax
	shll $7, %eax
	movl $1, %r11d
	xorl %edi, %edi
	movq %r13, 104(%rsp)
.LBB_148:
	cmpq %r9, %rdi
	jae .LBB_153
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_150:
	movq (%rdx), %rcx
	cmpq %r11, %rcx
	jae .LBB_154
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r9
	jne .LBB_150
	movq %r9, %rdi
	xorl %edx, %edx
	jmp .LBB_155
.LBB_153:
	xorl %edx, %edx
	jmp .LBB_155
.LBB_154:
	movl $1, %edx
.LBB_155:
	cmpq %r11, 72(%rsp)
	setae %r9b
	andb 48(%rsp), %r9b
	testq %rdx, %rdx
	movq 64(%rsp), %r10
	jne .LBB_157
	movl $1025, %ebx
	testb %r9b, %r9b
	je .LBB_162
.LBB_157:
	movzbl %r9b, %r10d
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq 72(%rsp), %r8
	movq %r8, %rbx
	movq %r9, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	cmovneq %rcx, %rbx
	movq %r10, 656(%rsp)
	movq %r8, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_161
	je .LBB_161
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_160:
	movq %rbx, %rdx
	incq %r9
	movq (%rcx), %rbx
	cmpq %rbx, %rdx
	cmovbq %rdx, %rbx
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rbx
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_160
.LBB_161:
	cmpq $1025, %rbx
	movl $1025, %ecx
	cmovaeq %rcx, %rbx
	movq 64(%rsp), %r10
.LBB_162:
	movq %rsi, %r8
	vmovupd 192(%rsp), %ymm6
	vmovupd 224(%rsp), %ymm5
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm3
	vmovupd 336(%rsp), %ymm11
	vmovupd 368(%rsp), %ymm12
	vmovupd 400(%rsp), %ymm13
	vmovupd 432(%rsp), %ymm14
	cmpq %rbx, %r11
	jae .LBB_168
	movq (%rsp), %rsi
	cmpq %rsi, %r11
	cmovaq %r11, %rsi
	movq %r11, %rcx
	shlq $7, %rcx
	movq 544(%rsp), %rdx
	addq %rcx, %rdx
	addq 552(%rsp), %rcx
	leaq (%r10,%r11), %r9
	shlq $7, %r9
	movq 608(%rsp), %r14
.LBB_164:
	leaq (%r15,%r11), %r13
	cmpq %rbp, %r13
	jae .LBB_1046
	leaq (%r10,%r11), %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	cmpq %r11, %rsi
	je .LBB_1053
	incq %r11
	vmovupd -96(%r14,%rcx), %ymm15
	vmovupd -64(%r14,%rcx), %ymm10
	vmovupd -32(%r14,%rcx), %ymm9
	vmovupd (%r14,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r14,%r9), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%r14,%r9), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%r14,%r9), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%r14,%r9), %ymm10, %ymm10
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
	cmpq %r11, %rbx
	jne .LBB_164
	jmp .LBB_169
.LBB_168:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_169:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 336(%rsp)
	cmpq $1024, %rbx
	movq 40(%rsp), %r9
	movq 144(%rsp), %r10
	movq 32(%rsp), %r14
	ja .LBB_195
	movq %r8, %rsi
	leaq (%rbx,%r15), %r8
	cmpq %rbp, %r8
	jae .LBB_1029
	movq %r8, %r13
	subq %r10, %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	movq %r8, %rcx
	shlq $7, %rcx
	movq 152(%rsp), %rdx
	vmovupd (%rdx,%rcx), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 192(%rsp)
	vmovupd 32(%rdx,%rcx), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 224(%rsp)
	vmovupd 64(%rdx,%rcx), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 256(%rsp)
	vmovupd 96(%rdx,%rcx), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 336(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 368(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 400(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 432(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 624(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 656(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r9, %rdi
	ja .LBB_965
	leaq 1(%rbx), %r11
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	incq %r8
	movq %r8, %rbp
	subq %r10, %rbp
	movq %rbp, 136(%rsp)
	shlq $7, %rbp
	addq %rdx, %rbp
	xorl %r15d, %r15d
	movq %rsi, %r14
	jmp .LBB_176
.LBB_174:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_996
.LBB_175:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 336(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r9, %r14
	movq %rdx, %rcx
	movq 40(%rsp), %r9
.LBB_176:
	movq %r8, %r13
	testb %r15b, %r15b
	je .LBB_185
	movq %rcx, %rdx
.LBB_178:
	testq %r14, %r14
	je .LBB_193
	cmpq %rbx, (%r14)
	jne .LBB_193
	movb $2, %r15b
	xorl %r9d, %r9d
	movq %r14, %rcx
	movq 144(%rsp), %r10
	cmpq %r10, %r13
	jb .LBB_961
.LBB_181:
	movq %r13, %r8
	movq 8(%rcx), %r13
	testq %r10, %r10
	je .LBB_174
	cmpq $15, %r13
	ja .LBB_982
	cmpq $7, 56(%rsp)
	jae .LBB_188
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r14d, %r14d
	movq %rbp, %rcx
	jmp .LBB_191
.LBB_185:
	movq 512(%rsp), %r10
	movq %r10, %rdx
	cmpq %r10, %rcx
	je .LBB_178
	leaq 16(%rcx), %rdx
	cmpq %rbx, (%rcx)
	jne .LBB_178
	xorl %r15d, %r15d
	movq %r14, %r9
	movq 144(%rsp), %r10
	cmpq %r10, %r13
	jae .LBB_181
	jmp .LBB_961
.LBB_188:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r14d, %r14d
	movq %rbp, %rcx
.LBB_189:
	leaq 1(%r14), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd (%rcx,%r13,8), %xmm6
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%r14), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%r14), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%r14), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%r14), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd 512(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%r14), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%r14), %r10
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %r14
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm6
	addq $1024, %rcx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %r14, %r12
	jne .LBB_189
	cmpq $0, 80(%rsp)
	je .LBB_175
.LBB_191:
	incq %r14
	leaq (%rcx,%r13,8), %rcx
	xorl %r10d, %r10d
.LBB_192:
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd (%rcx,%r10), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r14
	subq $-128, %r10
	cmpq %r10, %rax
	jne .LBB_192
	jmp .LBB_175
.LBB_193:
	cmpq (%rsp), %rbx
	jae .LBB_1031
	movq %rbx, %rcx
	shlq $7, %rcx
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	movq 104(%rsp), %r13
	vmovupd %ymm6, 96(%r13,%rcx)
	vmovupd %ymm5, 64(%r13,%rcx)
	vmovupd %ymm4, 32(%r13,%rcx)
	vmovupd %ymm3, (%r13,%rcx)
	cmpq $1024, %rbx
	movq 96(%rsp), %r15
	movq 112(%rsp), %rbp
	movq 32(%rsp), %r14
	jne .LBB_148
.LBB_195:
	movq 968(%rsp), %r13
	movq 24(%rsp), %rdi
	subq %r13, %rdi
	ja .LBB_975
	movq 160(%rsp), %rax
	movq 536(%rsp), %rsi
	movq %rsi, %rdx
	subq %rax, %rdx
	setb %cl
	movq 960(%rsp), %r8
	addq $16400, %rax
	cmpq %rax, %rsi
	setae %al
	orb %cl, %al
	movb $-127, %r9b
	jne .LBB_200
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_200
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %ebx
	jmp .LBB_201
.LBB_200:
	xorl %ebx, %ebx
.LBB_201:
	movq %r13, %rax
	subq 24(%rsp), %rax
	movq %rax, (%rsp)
	movq 496(%rsp), %rax
	leaq (%r8,%rax), %r10
	movq %rbx, 168(%rsp)
	movq 936(%rsp), %rax
	movq 944(%rsp), %rsi
	cmpq $1, %r14
	jne .LBB_205
	cmpb $0, 23(%rsp)
	jne .LBB_969
	movq (%rsp), %rdx
	cmpq %rdx, %rsi
	movq %rdx, %rcx
	cmovbq %rsi, %rcx
	cmpq $1024, %rcx
	movl $1024, %r9d
	cmovbq %rcx, %r9
	cmpq $3, %rcx
	ja .LBB_210
	xorl %ecx, %ecx
	xorl %edx, %edx
	movq 504(%rsp), %r14
	jmp .LBB_272
.LBB_205:
	leaq 1(%r14), %rcx
	imulq %r14, %rcx
	movq 472(%rsp), %rdx
	movq %rdx, %rdi
	subq %r14, %rdi
	vcvtusi2sd %rcx, %xmm31, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 432(%rsp)
	cmpq %rbp, %r15
	jae .LBB_974
	cmpq %r14, %rdx
	jb .LBB_977
	testq %r14, %r14
	je .LBB_214
	shlq $7, %rdi
	addq 152(%rsp), %rdi
	vmovupd 192(%rsp), %ymm6
	vmovupd 336(%rsp), %ymm7
	vmovupd 432(%rsp), %ymm5
	vmovupd 296(%rsp), %xmm1
	vperm2f128 $40, 280(%rsp), %ymm0, %ymm2
	vxorpd %xmm9, %xmm9, %xmm9
	vmovhpd 424(%rsp), %xmm9, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm8
	vmovhpd 312(%rsp), %xmm9, %xmm3
	movb $57, %dl
	bzhiq %rdx, %r14, %rcx
	cmpq $1, %rcx
	jne .LBB_215
	xorl %edx, %edx
	vxorpd %xmm9, %xmm9, %xmm9
	jmp .LBB_218
.LBB_210:
	movq 880(%rsp), %rcx
	addq %r8, %rcx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	cmpq $1024, %rdx
	movl $1024, %r11d
	cmovaeq %r11, %rdx
	shll $7, %edx
	addq %rdx, %rcx
	movq 888(%rsp), %r11
	addq %rdx, %r11
	leaq 128(%rax,%rdx), %rdx
	cmpq %r11, %r10
	setb %bpl
	cmpq %rcx, 480(%rsp)
	setb %r14b
	cmpq %rdx, %r10
	setb %r11b
	cmpq %rcx, %rax
	setb %bl
	testb %r14b, %bpl
	movq 504(%rsp), %r14
	jne .LBB_271
	movl $0, %ecx
	movl $0, %edx
	andb %bl, %r11b
	jne .LBB_272
	incq %r9
	movl %r9d, %edx
	andl $3, %edx
	movl $4, %ecx
	cmoveq %rcx, %rdx
	movq %r9, %rcx
	subq %rdx, %rcx
	movq %rcx, %rdx
	shlq $7, %rdx
	movq %rcx, %r9
	vmovdqa .LCPI_6(%rip), %ymm0
	vmovapd .LCPI_5(%rip), %ymm1
	vxorpd %xmm20, %xmm20, %xmm20
	vpbroadcastq .LCPI_7(%rip), %ymm21
	vpbroadcastq .LCPI_8(%rip), %ymm22
	movq 480(%rsp), %r11
.LBB_213:
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd (%r11,%ymm1), %ymm3 {%k1}
	vpsllq $7, %ymm0, %ymm2
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd (%rax,%ymm2), %ymm15 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 8(%r11,%ymm1), %ymm16 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r11,%ymm1), %ymm17 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 24(%r11,%ymm1), %ymm18 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 32(%r11,%ymm1), %ymm14 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 40(%r11,%ymm1), %ymm13 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 48(%r11,%ymm1), %ymm12 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 56(%r11,%ymm1), %ymm11 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 64(%r11,%ymm1), %ymm10 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 72(%r11,%ymm1), %ymm9 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 80(%r11,%ymm1), %ymm8 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 88(%r11,%ymm1), %ymm7 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r11,%ymm1), %ymm6 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r11,%ymm1), %ymm5 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r11,%ymm1), %ymm4 {%k1}
	vaddpd %ymm20, %ymm3, %ymm19
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd %ymm15, %ymm15, %ymm15
	vsubpd %ymm19, %ymm15, %ymm15
	vgatherqpd 120(%r11,%ymm1), %ymm3 {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm15, (%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 8(%rax,%ymm2), %ymm15 {%k1}
	vaddpd %ymm20, %ymm16, %ymm16
	vaddpd %ymm15, %ymm15, %ymm15
	vsubpd %ymm16, %ymm15, %ymm15
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm15, 8(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 16(%rax,%ymm2), %ymm15 {%k1}
	vaddpd %ymm20, %ymm17, %ymm16
	vaddpd %ymm15, %ymm15, %ymm15
	vsubpd %ymm16, %ymm15, %ymm15
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm15, 16(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 24(%rax,%ymm2), %ymm15 {%k1}
	vaddpd %ymm20, %ymm18, %ymm16
	vaddpd %ymm15, %ymm15, %ymm15
	vsubpd %ymm16, %ymm15, %ymm15
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm15, 24(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%rax,%ymm2), %ymm15 {%k1}
	vaddpd %ymm20, %ymm14, %ymm14
	vaddpd %ymm15, %ymm15, %ymm15
	vsubpd %ymm14, %ymm15, %ymm14
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm14, 32(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%rax,%ymm2), %ymm14 {%k1}
	vaddpd %ymm20, %ymm13, %ymm13
	vaddpd %ymm14, %ymm14, %ymm14
	vsubpd %ymm13, %ymm14, %ymm13
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm13, 40(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%rax,%ymm2), %ymm13 {%k1}
	vaddpd %ymm20, %ymm12, %ymm12
	vaddpd %ymm13, %ymm13, %ymm13
	vsubpd %ymm12, %ymm13, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 48(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%rax,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm11, %ymm11
	vaddpd %ymm12, %ymm12, %ymm12
	vsubpd %ymm11, %ymm12, %ymm11
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 56(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%rax,%ymm2), %ymm11 {%k1}
	vaddpd %ymm20, %ymm10, %ymm10
	vaddpd %ymm11, %ymm11, %ymm11
	vsubpd %ymm10, %ymm11, %ymm10
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 64(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%rax,%ymm2), %ymm10 {%k1}
	vaddpd %ymm20, %ymm9, %ymm9
	vaddpd %ymm10, %ymm10, %ymm10
	vsubpd %ymm9, %ymm10, %ymm9
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 72(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%rax,%ymm2), %ymm9 {%k1}
	vaddpd %ymm20, %ymm8, %ymm8
	vaddpd %ymm9, %ymm9, %ymm9
	vsubpd %ymm8, %ymm9, %ymm8
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 80(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%rax,%ymm2), %ymm8 {%k1}
	vaddpd %ymm20, %ymm7, %ymm7
	vaddpd %ymm8, %ymm8, %ymm8
	vsubpd %ymm7, %ymm8, %ymm7
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm7, 88(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%rax,%ymm2), %ymm7 {%k1}
	vaddpd %ymm20, %ymm6, %ymm6
	vaddpd %ymm7, %ymm7, %ymm7
	vsubpd %ymm6, %ymm7, %ymm6
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 96(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 104(%rax,%ymm2), %ymm6 {%k1}
	vaddpd %ymm20, %ymm5, %ymm5
	vaddpd %ymm6, %ymm6, %ymm6
	vsubpd %ymm5, %ymm6, %ymm5
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 104(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 112(%rax,%ymm2), %ymm5 {%k1}
	vaddpd %ymm20, %ymm4, %ymm4
	vaddpd %ymm5, %ymm5, %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 112(%r10,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 120(%rax,%ymm2), %ymm4 {%k1}
	vaddpd %ymm20, %ymm3, %ymm3
	vaddpd %ymm4, %ymm4, %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 120(%r10,%ymm2) {%k1}
	vpaddq %ymm21, %ymm0, %ymm0
	vpaddq %ymm22, %ymm1, %ymm1
	addq $-4, %r9
	jne .LBB_213
	jmp .LBB_272
.LBB_214:
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	jmp .LBB_220
.LBB_215:
	movabsq $144115188075855871, %rcx
	addq %r14, %rcx
	bzhiq %rdx, %rcx, %r11
	incq %r11
	movabsq $288230376151711736, %rcx
	leaq 6(%rcx), %r8
	andq %r11, %r8
	xorl %edx, %edx
	vxorpd %xmm9, %xmm9, %xmm9
	vmovapd .LCPI_3(%rip), %ymm16
	vmovapd .LCPI_4(%rip), %ymm17
.LBB_216:
	leaq 1(%rdx), %rcx
	vcvtsi2sd %rcx, %xmm31, %xmm10
	vbroadcastsd %xmm10, %ymm10
	vmovupd (%rdi), %ymm11
	vmovupd 32(%rdi), %ymm12
	vmovupd 72(%rdi), %ymm13
	vmulpd %ymm10, %ymm11, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vaddpd %ymm7, %ymm11, %ymm7
	vmulpd %ymm10, %ymm12, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm9, %ymm12, %ymm9
	vmulpd %ymm10, %ymm13, %ymm11
	vaddpd %ymm2, %ymm11, %ymm2
	vmovupd 104(%rdi), %xmm11
	vmulpd %xmm10, %xmm11, %xmm12
	vaddpd %xmm1, %xmm12, %xmm1
	kmovd %r9d, %k1
	vmovupd 64(%rdi), %zmm12 {%k1} {z}
	vextractf64x4 $1, %zmm12, %ymm14
	vextractf128 $1, %ymm14, %xmm15
	vmovsd %xmm12, %xmm15, %xmm15
	vmulpd %xmm10, %xmm15, %xmm10
	vaddpd %xmm3, %xmm10, %xmm3
	vpermt2pd %ymm13, %ymm17, %ymm11
	vpermt2pd %ymm12, %ymm16, %ymm13
	vaddpd %ymm8, %ymm13, %ymm8
	vblendpd $8, %ymm14, %ymm11, %ymm10
	addq $2, %rdx
	vcvtsi2sd %rdx, %xmm31, %xmm11
	vaddpd %ymm5, %ymm10, %ymm5
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm11, %ymm11
	vmulpd %ymm11, %ymm10, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm11, %ymm10, %ymm12
	vaddpd %ymm4, %ymm12, %ymm4
	vaddpd %ymm9, %ymm10, %ymm9
	vmovupd 200(%rdi), %ymm10
	vmulpd %ymm11, %ymm10, %ymm12
	vaddpd %ymm2, %ymm12, %ymm2
	vmovupd 232(%rdi), %xmm12
	vmulpd %xmm11, %xmm12, %xmm13
	vaddpd %xmm1, %xmm13, %xmm1
	vmovupd 192(%rdi), %zmm13 {%k1} {z}
	vextractf64x4 $1, %zmm13, %ymm14
	vextractf128 $1, %ymm14, %xmm15
	vmovsd %xmm13, %xmm15, %xmm15
	vmulpd %xmm11, %xmm15, %xmm11
	vaddpd %xmm3, %xmm11, %xmm3
	vpermt2pd %ymm10, %ymm17, %ymm12
	vpermt2pd %ymm13, %ymm16, %ymm10
	vaddpd %ymm8, %ymm10, %ymm8
	vblendpd $8, %ymm14, %ymm12, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %rdi
	cmpq %rdx, %r8
	jne .LBB_216
	testb $1, %r11b
	je .LBB_219
.LBB_218:
	incq %rdx
	vcvtsi2sd %rdx, %xmm31, %xmm10
	vbroadcastsd %xmm10, %ymm10
	vmovupd (%rdi), %ymm11
	vmovupd 32(%rdi), %ymm12
	vmovupd 72(%rdi), %ymm13
	vmulpd %ymm10, %ymm11, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vaddpd %ymm7, %ymm11, %ymm7
	vmulpd %ymm10, %ymm12, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm9, %ymm12, %ymm9
	vmulpd %ymm10, %ymm13, %ymm11
	vaddpd %ymm2, %ymm11, %ymm2
	vmovupd 104(%rdi), %xmm11
	vmulpd %xmm10, %xmm11, %xmm12
	vaddpd %xmm1, %xmm12, %xmm1
	kmovd %r9d, %k1
	vmovupd 64(%rdi), %zmm12 {%k1} {z}
	vextractf64x4 $1, %zmm12, %ymm14
	vextractf128 $1, %ymm14, %xmm15
	vmovsd %xmm12, %xmm15, %xmm15
	vmulpd %xmm10, %xmm15, %xmm10
	vaddpd %xmm3, %xmm10, %xmm3
	vmovapd .LCPI_4(%rip), %ymm10
	vpermt2pd %ymm13, %ymm10, %ymm11
	vmovapd .LCPI_3(%rip), %ymm10
	vpermt2pd %ymm12, %ymm10, %ymm13
	vaddpd %ymm8, %ymm13, %ymm8
	vblendpd $8, %ymm14, %ymm11, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
.LBB_219:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm7, 336(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm9, 368(%rsp)
	vmovlpd %xmm3, 256(%rsp)
	vmovupd %ymm8, 400(%rsp)
	vmovupd %ymm2, 264(%rsp)
	vmovupd %xmm1, 296(%rsp)
	vmovhpd %xmm3, 312(%rsp)
	vmovupd %ymm5, 432(%rsp)
	vshufpd $1, %xmm3, %xmm3, %xmm5
	vmovsd 192(%rsp), %xmm16
	vmovsd 200(%rsp), %xmm15
	vmovsd 208(%rsp), %xmm14
	vmovsd 216(%rsp), %xmm13
	vshufpd $1, %xmm4, %xmm4, %xmm12
	vextractf128 $1, %ymm4, %xmm11
	vshufpd $1, %xmm11, %xmm11, %xmm10
	vshufpd $1, %xmm2, %xmm2, %xmm9
	vextractf128 $1, %ymm2, %xmm8
	vshufpd $1, %xmm8, %xmm8, %xmm7
	vshufpd $1, %xmm1, %xmm1, %xmm6
.LBB_220:
	cmpq 24(%rsp), %r13
	je .LBB_1081
	testq %rsi, %rsi
	je .LBB_1080
	vdivsd %xmm0, %xmm16, %xmm16
	vmovsd (%rax), %xmm17
	vaddsd %xmm17, %xmm17, %xmm17
	vsubsd %xmm16, %xmm17, %xmm16
	vmovsd %xmm16, (%r10)
	vdivsd %xmm0, %xmm15, %xmm15
	vmovsd 8(%rax), %xmm16
	vaddsd %xmm16, %xmm16, %xmm16
	vsubsd %xmm15, %xmm16, %xmm15
	vmovsd %xmm15, 8(%r10)
	vdivsd %xmm0, %xmm14, %xmm14
	vmovsd 16(%rax), %xmm15
	vaddsd %xmm15, %xmm15, %xmm15
	vsubsd %xmm14, %xmm15, %xmm14
	vmovsd %xmm14, 16(%r10)
	vdivsd %xmm0, %xmm13, %xmm13
	vmovsd 24(%rax), %xmm14
	vaddsd %xmm14, %xmm14, %xmm14
	vsubsd %xmm13, %xmm14, %xmm13
	vmovsd %xmm13, 24(%r10)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd 32(%rax), %xmm13
	vaddsd %xmm13, %xmm13, %xmm13
	vsubsd %xmm4, %xmm13, %xmm4
	vmovsd %xmm4, 32(%r10)
	vdivsd %xmm0, %xmm12, %xmm4
	vmovsd 40(%rax), %xmm12
	vaddsd %xmm12, %xmm12, %xmm12
	vsubsd %xmm4, %xmm12, %xmm4
	vmovsd %xmm4, 40(%r10)
	vdivsd %xmm0, %xmm11, %xmm4
	vmovsd 48(%rax), %xmm11
	vaddsd %xmm11, %xmm11, %xmm11
	vsubsd %xmm4, %xmm11, %xmm4
	vmovsd %xmm4, 48(%r10)
	vdivsd %xmm0, %xmm10, %xmm4
	vmovsd 56(%rax), %xmm10
	vaddsd %xmm10, %xmm10, %xmm10
	vsubsd %xmm4, %xmm10, %xmm4
	vmovsd %xmm4, 56(%r10)
	vdivsd %xmm0, %xmm3, %xmm3
	vmovsd 64(%rax), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd %xmm3, %xmm4, %xmm3
	vmovsd %xmm3, 64(%r10)
	vdivsd %xmm0, %xmm2, %xmm2
	vmovsd 72(%rax), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmovsd %xmm2, 72(%r10)
	vdivsd %xmm0, %xmm9, %xmm2
	vmovsd 80(%rax), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmovsd %xmm2, 80(%r10)
	vdivsd %xmm0, %xmm8, %xmm2
	vmovsd 88(%rax), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmovsd %xmm2, 88(%r10)
	vdivsd %xmm0, %xmm7, %xmm2
	vmovsd 96(%rax), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmovsd %xmm2, 96(%r10)
	vdivsd %xmm0, %xmm1, %xmm1
	vmovsd 104(%rax), %xmm2
	vaddsd %xmm2, %xmm2, %xmm2
	vsubsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm1, 104(%r10)
	vdivsd %xmm0, %xmm6, %xmm1
	vmovsd 112(%rax), %xmm2
	vaddsd %xmm2, %xmm2, %xmm2
	vsubsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm1, 112(%r10)
	vdivsd %xmm0, %xmm5, %xmm1
	vmovsd 120(%rax), %xmm2
	vaddsd %xmm2, %xmm2, %xmm2
	vsubsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm1, 120(%r10)
	movb %bl, 544(%rsp)
	movq 176(%rsp), %rcx
	movq %rcx, 48(%rsp)
	vcvtsi2sd %r14, %xmm31, %xmm2
	vmovsd .LCPI_2(%rip), %xmm1
	vdivsd %xmm0, %xmm1, %xmm1
	testq %rbx, %rbx
	leaq 176(%rsp), %rcx
	cmovneq %rcx, %rbx
	movq %rbx, 536(%rsp)
	vbroadcastsd %xmm2, %ymm2
	vbroadcastsd %xmm1, %ymm3
	movabsq $144115188075855871, %rcx
	addq %r14, %rcx
	movb $57, %dl
	bzhiq %rdx, %rcx, %rcx
	movq %rcx, 72(%rsp)
	leaq 1(%rcx), %r12
	movl %r12d, %r11d
	andl $7, %r11d
	movabsq $288230376151711736, %rcx
	andq %rcx, %r12
	subq %r14, %r15
	movq %r15, 80(%rsp)
	movq %r11, 64(%rsp)
	shll $7, %r11d
	movl $1, %r8d
	xorl %edi, %edi
	movq %rsi, 104(%rsp)
.LBB_223:
	movq 40(%rsp), %r9
	cmpq %r9, %rdi
	jae .LBB_228
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_225:
	movq (%rdx), %rcx
	cmpq %r8, %rcx
	jae .LBB_229
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r9
	jne .LBB_225
	movq %r9, %rdi
	xorl %edx, %edx
	jmp .LBB_230
.LBB_228:
	xorl %edx, %edx
	jmp .LBB_230
.LBB_229:
	movl $1, %edx
.LBB_230:
	cmpq %r8, 48(%rsp)
	setae %bl
	andb 544(%rsp), %bl
	testq %rdx, %rdx
	jne .LBB_232
	movl $1025, %r9d
	testb %bl, %bl
	je .LBB_237
.LBB_232:
	movzbl %bl, %r14d
	movl $2, %ebx
	subq %rdx, %rbx
	testb %dl, %dl
	movq 48(%rsp), %r15
	movq %r15, %r9
	movq %rbx, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	cmovneq %rcx, %r9
	movq %r14, 656(%rsp)
	movq %r15, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_236
	je .LBB_236
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_235:
	movq %r9, %rdx
	incq %rbx
	movq (%rcx), %r9
	cmpq %r9, %rdx
	cmovbq %rdx, %r9
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r9
	addq $16, %rcx
	cmpq $2, %rbx
	jne .LBB_235
.LBB_236:
	cmpq $1025, %r9
	movl $1025, %ecx
	cmovaeq %rcx, %r9
.LBB_237:
	vmovupd 192(%rsp), %ymm11
	vmovupd 224(%rsp), %ymm10
	vmovupd 256(%rsp), %ymm9
	vmovupd 288(%rsp), %ymm6
	vmovupd 336(%rsp), %ymm8
	vmovupd 368(%rsp), %ymm7
	vmovupd 400(%rsp), %ymm5
	vmovupd 432(%rsp), %ymm4
	cmpq %r9, %r8
	jae .LBB_244
	movq (%rsp), %rsi
	cmpq %rsi, %r8
	cmovaq %r8, %rsi
	movq 104(%rsp), %rcx
	cmpq %rcx, %r8
	cmovaq %r8, %rcx
	movq %r8, %rdx
	shlq $7, %rdx
	movq 552(%rsp), %rbx
	leaq (%rbx,%rdx), %r14
	orq $120, %rdx
	movq 80(%rsp), %rbx
	leaq (%rbx,%r8), %r15
	shlq $7, %r15
	movq 608(%rsp), %rbx
.LBB_239:
	movq 96(%rsp), %r13
	addq %r8, %r13
	cmpq %rbp, %r13
	jae .LBB_1046
	movq 80(%rsp), %r13
	addq %r8, %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	cmpq %r8, %rsi
	je .LBB_1001
	cmpq %r8, %rcx
	je .LBB_999
	incq %r8
	vmovupd -96(%rbx,%r14), %ymm12
	vmovupd -64(%rbx,%r14), %ymm13
	vmovupd -32(%rbx,%r14), %ymm14
	vmovupd (%rbx,%r14), %ymm15
	vaddpd %ymm8, %ymm12, %ymm16
	vmulpd %ymm2, %ymm12, %ymm12
	vaddpd %ymm12, %ymm11, %ymm11
	vsubpd %ymm8, %ymm11, %ymm11
	vmulsd %xmm11, %xmm1, %xmm17
	vshufpd $1, %xmm11, %xmm11, %xmm8
	vmulsd %xmm8, %xmm1, %xmm18
	vextractf128 $1, %ymm11, %xmm12
	vmulsd %xmm12, %xmm1, %xmm19
	vsubpd -96(%rbx,%r15), %ymm16, %ymm8
	vshufpd $1, %xmm12, %xmm12, %xmm12
	vmulsd %xmm12, %xmm1, %xmm16
	vaddpd %ymm7, %ymm13, %ymm12
	vmulpd %ymm2, %ymm13, %ymm13
	vaddpd %ymm13, %ymm10, %ymm10
	vsubpd %ymm7, %ymm10, %ymm10
	vmulsd %xmm1, %xmm10, %xmm13
	vshufpd $1, %xmm10, %xmm10, %xmm7
	vmulsd %xmm7, %xmm1, %xmm20
	vextractf32x4 $1, %ymm10, %xmm21
	vmulsd %xmm21, %xmm1, %xmm22
	vsubpd -64(%rbx,%r15), %ymm12, %ymm7
	vshufpd $1, %xmm21, %xmm21, %xmm12
	vmulsd %xmm1, %xmm12, %xmm12
	vaddpd %ymm5, %ymm14, %ymm21
	vmulpd %ymm2, %ymm14, %ymm14
	vaddpd %ymm14, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vmulsd %xmm1, %xmm9, %xmm14
	vsubpd -32(%rbx,%r15), %ymm21, %ymm5
	vaddpd %ymm4, %ymm15, %ymm21
	vmulpd %ymm2, %ymm15, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm4, %ymm6, %ymm6
	vsubpd (%rbx,%r15), %ymm21, %ymm4
	vshufpd $1, %xmm9, %xmm9, %xmm15
	vmovsd -120(%rax,%rdx), %xmm21
	vaddsd %xmm21, %xmm21, %xmm21
	vsubsd %xmm17, %xmm21, %xmm17
	vmovsd %xmm17, -120(%r10,%rdx)
	vmulsd %xmm1, %xmm15, %xmm15
	vmovsd -112(%rax,%rdx), %xmm17
	vaddsd %xmm17, %xmm17, %xmm17
	vsubsd %xmm18, %xmm17, %xmm17
	vmovsd %xmm17, -112(%r10,%rdx)
	vextractf32x4 $1, %ymm9, %xmm17
	vmovsd -104(%rax,%rdx), %xmm18
	vaddsd %xmm18, %xmm18, %xmm18
	vsubsd %xmm19, %xmm18, %xmm18
	vmovsd %xmm18, -104(%r10,%rdx)
	vmulsd %xmm17, %xmm1, %xmm18
	vmovsd -96(%rax,%rdx), %xmm19
	vaddsd %xmm19, %xmm19, %xmm19
	vsubsd %xmm16, %xmm19, %xmm16
	vmovsd %xmm16, -96(%r10,%rdx)
	vshufpd $1, %xmm17, %xmm17, %xmm16
	vmovsd -88(%rax,%rdx), %xmm17
	vaddsd %xmm17, %xmm17, %xmm17
	vsubsd %xmm13, %xmm17, %xmm13
	vmovsd %xmm13, -88(%r10,%rdx)
	vmulsd %xmm16, %xmm1, %xmm13
	vmovsd -80(%rax,%rdx), %xmm16
	vaddsd %xmm16, %xmm16, %xmm16
	vsubsd %xmm20, %xmm16, %xmm16
	vmovsd %xmm16, -80(%r10,%rdx)
	vmulsd %xmm6, %xmm1, %xmm16
	vmovsd -72(%rax,%rdx), %xmm17
	vaddsd %xmm17, %xmm17, %xmm17
	vsubsd %xmm22, %xmm17, %xmm17
	vmovsd %xmm17, -72(%r10,%rdx)
	vshufpd $1, %xmm6, %xmm6, %xmm17
	vmovsd -64(%rax,%rdx), %xmm19
	vaddsd %xmm19, %xmm19, %xmm19
	vsubsd %xmm12, %xmm19, %xmm12
	vmovsd %xmm12, -64(%r10,%rdx)
	vmulsd %xmm17, %xmm1, %xmm12
	vmovsd -56(%rax,%rdx), %xmm17
	vaddsd %xmm17, %xmm17, %xmm17
	vsubsd %xmm14, %xmm17, %xmm14
	vmovsd %xmm14, -56(%r10,%rdx)
	vextractf128 $1, %ymm6, %xmm14
	vmovsd -48(%rax,%rdx), %xmm17
	vaddsd %xmm17, %xmm17, %xmm17
	vsubsd %xmm15, %xmm17, %xmm15
	vmovsd %xmm15, -48(%r10,%rdx)
	vmulsd %xmm1, %xmm14, %xmm15
	vmovsd -40(%rax,%rdx), %xmm17
	vaddsd %xmm17, %xmm17, %xmm17
	vsubsd %xmm18, %xmm17, %xmm17
	vmovsd %xmm17, -40(%r10,%rdx)
	vshufpd $1, %xmm14, %xmm14, %xmm14
	vmovsd -32(%rax,%rdx), %xmm17
	vaddsd %xmm17, %xmm17, %xmm17
	vsubsd %xmm13, %xmm17, %xmm13
	vmovsd %xmm13, -32(%r10,%rdx)
	vmulsd %xmm1, %xmm14, %xmm13
	vmovsd -24(%rax,%rdx), %xmm14
	vaddsd %xmm14, %xmm14, %xmm14
	vsubsd %xmm16, %xmm14, %xmm14
	vmovsd %xmm14, -24(%r10,%rdx)
	vmovsd -16(%rax,%rdx), %xmm14
	vaddsd %xmm14, %xmm14, %xmm14
	vsubsd %xmm12, %xmm14, %xmm12
	vmovsd %xmm12, -16(%r10,%rdx)
	vmovsd -8(%rax,%rdx), %xmm12
	vaddsd %xmm12, %xmm12, %xmm12
	vsubsd %xmm15, %xmm12, %xmm12
	vmovsd %xmm12, -8(%r10,%rdx)
	vmovsd (%rax,%rdx), %xmm12
	vaddsd %xmm12, %xmm12, %xmm12
	vsubsd %xmm13, %xmm12, %xmm12
	vmovsd %xmm12, (%r10,%rdx)
	subq $-128, %rdx
	subq $-128, %rbx
	cmpq %r8, %r9
	jne .LBB_239
.LBB_244:
	vmovupd %ymm11, 192(%rsp)
	vmovupd %ymm10, 224(%rsp)
	vmovupd %ymm9, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm8, 336(%rsp)
	cmpq $1024, %r9
	movq 96(%rsp), %rcx
	movq 504(%rsp), %r14
	ja .LBB_276
	leaq (%r9,%rcx), %rbx
	cmpq %rbp, %rbx
	jae .LBB_1032
	movq %rbx, %r13
	subq 32(%rsp), %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 152(%rsp), %rdx
	vmovupd (%rdx,%rcx), %ymm12
	vmulpd %ymm2, %ymm12, %ymm13
	vaddpd %ymm13, %ymm11, %ymm11
	vsubpd %ymm8, %ymm11, %ymm11
	vmovupd %ymm11, 192(%rsp)
	vmovupd 32(%rdx,%rcx), %ymm13
	vmulpd %ymm2, %ymm13, %ymm14
	vaddpd %ymm14, %ymm10, %ymm10
	vsubpd %ymm7, %ymm10, %ymm10
	vmovupd %ymm10, 224(%rsp)
	vmovupd 64(%rdx,%rcx), %ymm14
	vmulpd %ymm2, %ymm14, %ymm15
	vaddpd %ymm15, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vmovupd %ymm9, 256(%rsp)
	vmovupd 96(%rdx,%rcx), %ymm15
	vmulpd %ymm2, %ymm15, %ymm16
	vaddpd %ymm16, %ymm6, %ymm6
	vsubpd %ymm4, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm8, %ymm12, %ymm8
	vsubpd (%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 336(%rsp)
	vaddpd %ymm7, %ymm13, %ymm7
	vsubpd 32(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 368(%rsp)
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd 64(%rdx,%r13), %ymm5, %ymm5
	vmovupd %ymm5, 400(%rsp)
	vaddpd %ymm4, %ymm15, %ymm4
	vsubpd 96(%rdx,%r13), %ymm4, %ymm4
	vmovupd %ymm4, 432(%rsp)
	vmulpd %ymm3, %ymm11, %ymm4
	vmovupd %ymm4, 624(%rsp)
	vmulpd %ymm3, %ymm10, %ymm4
	vmovupd %ymm4, 656(%rsp)
	vmulpd %ymm3, %ymm9, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm6, %ymm3, %ymm4
	vmovupd %ymm4, 720(%rsp)
	cmpq 40(%rsp), %rdi
	ja .LBB_964
	leaq 1(%r9), %r8
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	incq %rbx
	movq %rbx, 56(%rsp)
	movq %rbx, %rsi
	subq 32(%rsp), %rsi
	movq %rsi, 136(%rsp)
	shlq $7, %rsi
	addq %rdx, %rsi
	xorl %ebx, %ebx
	movq 536(%rsp), %r13
	jmp .LBB_251
.LBB_249:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $16, %r13
	jae .LBB_996
.LBB_250:
	vmovsd %xmm5, 192(%rsp,%r13,8)
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vdivsd %xmm0, %xmm5, %xmm4
	vmovsd %xmm4, 624(%rsp,%r13,8)
	movq %r15, %r13
	movq %rdx, %rcx
	movq 112(%rsp), %rbp
	movq 504(%rsp), %r14
.LBB_251:
	testb %bl, %bl
	je .LBB_260
	movq %rcx, %rdx
.LBB_253:
	testq %r13, %r13
	je .LBB_268
	cmpq %r9, (%r13)
	jne .LBB_268
	movb $2, %bl
	xorl %r15d, %r15d
	movq %r13, %rcx
	movq 56(%rsp), %r13
	movq 32(%rsp), %r14
	cmpq %r14, %r13
	jb .LBB_958
.LBB_256:
	movq 8(%rcx), %r13
	testq %r14, %r14
	je .LBB_249
	cmpq $15, %r13
	ja .LBB_982
	cmpq $7, 72(%rsp)
	jae .LBB_263
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %ebp, %ebp
	movq %rsi, %rcx
	jmp .LBB_266
.LBB_260:
	movq 512(%rsp), %rbx
	movq %rbx, %rdx
	cmpq %rbx, %rcx
	je .LBB_253
	leaq 16(%rcx), %rdx
	cmpq %r9, (%rcx)
	jne .LBB_253
	xorl %ebx, %ebx
	movq %r13, %r15
	movq 56(%rsp), %r13
	movq 32(%rsp), %r14
	cmpq %r14, %r13
	jae .LBB_256
	jmp .LBB_958
.LBB_263:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %ebp, %ebp
	movq %rsi, %rcx
.LBB_264:
	leaq 1(%rbp), %r14
	vcvtsi2sd %r14, %xmm3, %xmm6
	vmovsd (%rcx,%r13,8), %xmm7
	vmovsd 128(%rcx,%r13,8), %xmm8
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	leaq 2(%rbp), %r14
	vcvtsi2sd %r14, %xmm3, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vmulsd %xmm6, %xmm8, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	leaq 3(%rbp), %r14
	vcvtsi2sd %r14, %xmm3, %xmm6
	vaddsd %xmm4, %xmm8, %xmm4
	vmovsd 256(%rcx,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 4(%rbp), %r14
	vcvtsi2sd %r14, %xmm3, %xmm6
	vmovsd 384(%rcx,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 5(%rbp), %r14
	vcvtsi2sd %r14, %xmm3, %xmm6
	vmovsd 512(%rcx,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 6(%rbp), %r14
	vcvtsi2sd %r14, %xmm3, %xmm6
	vmovsd 640(%rcx,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 7(%rbp), %r14
	vcvtsi2sd %r14, %xmm3, %xmm6
	vmovsd 768(%rcx,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	addq $8, %rbp
	vcvtsi2sd %rbp, %xmm3, %xmm6
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	cmpq %rbp, %r12
	jne .LBB_264
	cmpq $0, 64(%rsp)
	je .LBB_250
.LBB_266:
	incq %rbp
	leaq (%rcx,%r13,8), %rcx
	xorl %r14d, %r14d
.LBB_267:
	vcvtsi2sd %rbp, %xmm3, %xmm6
	vmovsd (%rcx,%r14), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	incq %rbp
	subq $-128, %r14
	cmpq %r14, %r11
	jne .LBB_267
	jmp .LBB_250
.LBB_268:
	cmpq (%rsp), %r9
	jae .LBB_1034
	movq 104(%rsp), %rsi
	cmpq %rsi, %r9
	jae .LBB_1033
	movq %r9, %rcx
	shlq $7, %rcx
	vmovsd (%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 624(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, (%r10,%rcx)
	vmovsd 8(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 632(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 8(%r10,%rcx)
	vmovsd 16(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 640(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 16(%r10,%rcx)
	vmovsd 24(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 648(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 24(%r10,%rcx)
	vmovsd 32(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 656(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 32(%r10,%rcx)
	vmovsd 40(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 664(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 40(%r10,%rcx)
	vmovsd 48(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 672(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 48(%r10,%rcx)
	vmovsd 56(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 680(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 56(%r10,%rcx)
	vmovsd 64(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 688(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 64(%r10,%rcx)
	vmovsd 72(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 696(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 72(%r10,%rcx)
	vmovsd 80(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 704(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 80(%r10,%rcx)
	vmovsd 88(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 712(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 88(%r10,%rcx)
	vmovsd 96(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 720(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 96(%r10,%rcx)
	vmovsd 104(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 728(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 104(%r10,%rcx)
	vmovsd 112(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 736(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 112(%r10,%rcx)
	vmovsd 120(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 744(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 120(%r10,%rcx)
	cmpq $1024, %r9
	jne .LBB_223
	jmp .LBB_276
.LBB_271:
	xorl %ecx, %ecx
	xorl %edx, %edx
.LBB_272:
	movq %rcx, %r9
	shlq $7, %r9
	leaq 120(%rax,%r9), %rax
	addq 1240(%rsp), %r8
	addq %r9, %r8
	movq %rsi, %r9
	notq %r9
	negq %rcx
	movl $131200, %r10d
	subq %rdx, %r10
	addq 1248(%rsp), %rdx
	xorl %r11d, %r11d
.LBB_273:
	cmpq %rcx, %rdi
	je .LBB_1022
	decq %rcx
	cmpq %rcx, %r9
	je .LBB_1023
	vxorpd %xmm15, %xmm15, %xmm15
	vaddsd -120(%rdx,%r11), %xmm15, %xmm0
	vaddsd -112(%rdx,%r11), %xmm15, %xmm1
	vaddsd -104(%rdx,%r11), %xmm15, %xmm2
	vaddsd -96(%rdx,%r11), %xmm15, %xmm3
	vaddsd -88(%rdx,%r11), %xmm15, %xmm4
	vaddsd -80(%rdx,%r11), %xmm15, %xmm5
	vaddsd -72(%rdx,%r11), %xmm15, %xmm6
	vaddsd -64(%rdx,%r11), %xmm15, %xmm7
	vaddsd -56(%rdx,%r11), %xmm15, %xmm8
	vaddsd -48(%rdx,%r11), %xmm15, %xmm9
	vaddsd -40(%rdx,%r11), %xmm15, %xmm10
	vaddsd -32(%rdx,%r11), %xmm15, %xmm11
	vaddsd -24(%rdx,%r11), %xmm15, %xmm12
	vaddsd -16(%rdx,%r11), %xmm15, %xmm13
	vaddsd -8(%rdx,%r11), %xmm15, %xmm14
	vaddsd (%rdx,%r11), %xmm15, %xmm15
	vmovsd -120(%rax,%r11), %xmm16
	vaddsd %xmm16, %xmm16, %xmm16
	vsubsd %xmm0, %xmm16, %xmm0
	vmovsd %xmm0, -120(%r8,%r11)
	vmovsd -112(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm1, %xmm0, %xmm0
	vmovsd %xmm0, -112(%r8,%r11)
	vmovsd -104(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vmovsd %xmm0, -104(%r8,%r11)
	vmovsd -96(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmovsd %xmm0, -96(%r8,%r11)
	vmovsd -88(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm4, %xmm0, %xmm0
	vmovsd %xmm0, -88(%r8,%r11)
	vmovsd -80(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vmovsd %xmm0, -80(%r8,%r11)
	vmovsd -72(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm6, %xmm0, %xmm0
	vmovsd %xmm0, -72(%r8,%r11)
	vmovsd -64(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm7, %xmm0, %xmm0
	vmovsd %xmm0, -64(%r8,%r11)
	vmovsd -56(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm8, %xmm0, %xmm0
	vmovsd %xmm0, -56(%r8,%r11)
	vmovsd -48(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm9, %xmm0, %xmm0
	vmovsd %xmm0, -48(%r8,%r11)
	vmovsd -40(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm10, %xmm0, %xmm0
	vmovsd %xmm0, -40(%r8,%r11)
	vmovsd -32(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm11, %xmm0, %xmm0
	vmovsd %xmm0, -32(%r8,%r11)
	vmovsd -24(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vmovsd %xmm0, -24(%r8,%r11)
	vmovsd -16(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm13, %xmm0, %xmm0
	vmovsd %xmm0, -16(%r8,%r11)
	vmovsd -8(%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm14, %xmm0, %xmm0
	vmovsd %xmm0, -8(%r8,%r11)
	vmovsd (%rax,%r11), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm15, %xmm0, %xmm0
	vmovsd %xmm0, (%r8,%r11)
	addq $128, %r11
	cmpq %r11, %r10
	jne .LBB_273
.LBB_276:
	movq 968(%rsp), %rax
	movq 24(%rsp), %rdx
	subq %rdx, %rax
	movq %rax, (%rsp)
	movq 576(%rsp), %r10
	jb .LBB_972
	movq 960(%rsp), %rax
	movq 1288(%rsp), %rdi
	movq 8(%rdi), %rcx
	movq 16(%rdi), %r8
	testq %rdx, %rdx
	movq 488(%rsp), %r11
	movq 328(%rsp), %rbx
	movq %r8, %rsi
	movq (%rsp), %r9
	je .LBB_282
	xorl %edi, %edi
	xorl %edx, %edx
.LBB_279:
	leaq (%r10,%rdx), %r8
	cmpq %r9, %r8
	jae .LBB_1018
	vmovupd 131200(%rax,%rdi), %ymm0
	vmovupd 131232(%rax,%rdi), %ymm1
	vmovupd 131264(%rax,%rdi), %ymm2
	vmovupd 131296(%rax,%rdi), %ymm3
	vmovupd %ymm3, 720(%rsp)
	vmovupd %ymm2, 688(%rsp)
	vmovupd %ymm1, 656(%rsp)
	vmovupd %ymm0, 624(%rsp)
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_1017
	vmovsd (%rcx,%rdx,8), %xmm0
	vmovsd %xmm0, (%rax,%rdi)
	vmovupd 624(%rsp), %ymm0
	vmovupd 656(%rsp), %ymm1
	vmovupd 688(%rsp), %ymm2
	vmovupd 712(%rsp), %ymm3
	vmovupd %ymm0, 8(%rax,%rdi)
	vmovupd %ymm1, 40(%rax,%rdi)
	vmovupd %ymm2, 72(%rax,%rdi)
	vmovupd %ymm3, 96(%rax,%rdi)
	subq $-128, %rdi
	incq %rdx
	cmpq %rdi, 496(%rsp)
	jne .LBB_279
.LBB_282:
	testq %r8, %r8
	movq %r8, %rdx
	movq 1280(%rsp), %r8
	je .LBB_294
	leaq (,%rdx,8), %rdi
	addq $-8, %rdi
	shrq $3, %rdi
	cmpq %r10, %r9
	movq %r10, %rdx
	cmovaq %r9, %rdx
	addq %r8, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	cmpq $16, %rdx
	jae .LBB_285
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_291
.LBB_285:
	cmpq %r10, %r9
	movq %r9, %r15
	movq %r8, %r9
	movq %r10, %r8
	cmovaq %r15, %r8
	addq %r9, %r8
	cmpq %r8, %rdi
	cmovbq %rdi, %r8
	movq %r8, %rdi
	shlq $7, %rdi
	leaq 131328(%rax,%rdi), %rdi
	cmpq %rdi, %rcx
	jae .LBB_288
	leaq 8(%rcx,%r8,8), %rdi
	leaq 131320(%rax), %r8
	cmpq %rdi, %r8
	jae .LBB_288
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_290
.LBB_288:
	movq 496(%rsp), %rdi
	leaq (%rax,%rdi), %r8
	incq %rdx
	movl %edx, %edi
	andl $15, %edi
	movl $16, %r9d
	cmoveq %r9, %rdi
	subq %rdi, %rdx
	leaq (%rcx,%rdx,8), %rdi
	xorl %r9d, %r9d
	vmovdqa .LCPI_6(%rip), %ymm0
	vmovdqu 1680(%rsp), %ymm6
.LBB_289:
	vpsubq %ymm6, %ymm0, %ymm1
	vpsllq $7, %ymm1, %ymm1
	kxnorw %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 131320(%r8,%ymm1), %ymm2 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 131832(%r8,%ymm1), %ymm3 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 132344(%r8,%ymm1), %ymm4 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 132856(%r8,%ymm1), %ymm5 {%k1}
	vmovupd %ymm2, (%rcx,%r9,8)
	vmovupd %ymm3, 32(%rcx,%r9,8)
	vmovupd %ymm4, 64(%rcx,%r9,8)
	vmovupd %ymm5, 96(%rcx,%r9,8)
	addq $16, %r9
	vpaddq .LCPI_9(%rip){1to4}, %ymm0, %ymm0
	cmpq %r9, %rdx
	jne .LBB_289
.LBB_290:
	movq 576(%rsp), %r10
	movq (%rsp), %r9
.LBB_291:
	leaq (%rcx,%rsi,8), %rcx
	leaq (%r10,%rdx), %rsi
	shlq $7, %rdx
	leaq 131320(%rax,%rdx), %rax
.LBB_292:
	cmpq %r9, %rsi
	jae .LBB_1014
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%rdi)
	addq $8, %rdi
	incq %rsi
	subq $-128, %rax
	cmpq %rcx, %rdi
	jne .LBB_292
.LBB_294:
	movq 16(%r14), %rdx
	testq %rdx, %rdx
	js .LBB_1030
	movq 960(%rsp), %r8
	movq 120(%rsp), %rax
	movq %rax, 168(%rsp)
	movq %r11, 176(%rsp)
	movq 968(%rsp), %rbp
	movq %rbx, 184(%rsp)
	movq 984(%rsp), %r10
	movq 992(%rsp), %rsi
	cmpq $1, %rdx
	movq %rsi, (%rsp)
	jne .LBB_301
	cmpq %rbp, 912(%rsp)
	ja .LBB_973
	addq 1256(%rsp), %r8
	movq %rsi, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	movq 24(%rsp), %rax
	testq %rcx, %rcx
	je .LBB_1019
.LBB_298:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%r8,%rdi), %ymm3, %ymm0
	vaddpd -192(%r8,%rdi), %ymm3, %ymm1
	vaddpd -160(%r8,%rdi), %ymm3, %ymm2
	vaddpd -128(%r8,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%r10,%rdi)
	vmovupd %ymm1, 32(%r10,%rdi)
	vmovupd %ymm2, 64(%r10,%rdi)
	vmovupd %ymm3, 96(%r10,%rdi)
	cmpq $131072, %rdi
	je .LBB_361
	movq %rdx, %rax
	orq $1, %rax
	movq (%rsp), %rsi
	cmpq %rsi, %rax
	je .LBB_1053
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%r8,%rdi), %ymm3, %ymm0
	vaddpd -64(%r8,%rdi), %ymm3, %ymm1
	vaddpd -32(%r8,%rdi), %ymm3, %ymm2
	vaddpd (%r8,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r10,%rdi)
	vmovupd %ymm1, 160(%r10,%rdi)
	vmovupd %ymm2, 192(%r10,%rdi)
	vmovupd %ymm3, 224(%r10,%rdi)
	addq $256, %rdi
	addq $-2, %rcx
	movq 24(%rsp), %rax
	testq %rcx, %rcx
	jne .LBB_298
	jmp .LBB_1019
.LBB_301:
	leaq 1(%rdx), %rax
	imulq %rdx, %rax
	vxorpd %xmm1, %xmm1, %xmm1
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	movq 1264(%rsp), %r13
	movq %r13, %rdi
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 368(%rsp)
	subq %rdx, %rdi
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 432(%rsp)
	movq 24(%rsp), %rax
	cmpq %rbp, %rax
	jae .LBB_990
	cmpq %rdx, %r13
	jb .LBB_991
	testq %rdx, %rdx
	movq %r8, 32(%rsp)
	movq %rdx, 64(%rsp)
	je .LBB_306
	shlq $7, %rdi
	addq %r8, %rdi
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 336(%rsp), %ymm6
	vmovupd 432(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 424(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	movb $57, %cl
	bzhiq %rcx, %rdx, %rax
	cmpq $1, %rax
	jne .LBB_307
	xorl %edx, %edx
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_310
.LBB_306:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	movb $57, %cl
	jmp .LBB_312
.LBB_307:
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
.LBB_308:
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
	cmpq %rdx, %r8
	jne .LBB_308
	testb $1, %cl
	movb $57, %cl
	movq 32(%rsp), %r8
	je .LBB_311
.LBB_310:
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
.LBB_311:
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm8, 368(%rsp)
	vmovupd %ymm3, 256(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 432(%rsp)
.LBB_312:
	testq %rsi, %rsi
	je .LBB_1054
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r10)
	vmovupd %ymm4, 32(%r10)
	vmovupd %ymm3, 64(%r10)
	vmovupd %ymm2, 96(%r10)
	leaq 96(%r10), %rax
	movq %rax, 544(%rsp)
	movq 120(%rsp), %rdx
	movb %dl, 48(%rsp)
	movq 64(%rsp), %rsi
	vcvtsi2sd %rsi, %xmm31, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rdx, %rdx
	leaq 176(%rsp), %rax
	cmovneq %rax, %rdx
	movq %rdx, 120(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %rsi, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 56(%rsp)
	leaq 1(%rax), %r14
	movl %r14d, %r15d
	andl $7, %r15d
	movabsq $288230376151711736, %rax
	andq %rax, %r14
	leaq 96(%r8), %rax
	movq %rax, 536(%rsp)
	movq 24(%rsp), %rax
	subq %rsi, %rax
	movq %rax, 328(%rsp)
	movq %r15, 80(%rsp)
	shll $7, %r15d
	movl $1, %ebx
	xorl %edi, %edi
	movq %rbp, 72(%rsp)
	movq %r10, 104(%rsp)
.LBB_314:
	movq 40(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_319
	movq %rdi, %rax
	shlq $4, %rax
	addq 128(%rsp), %rax
.LBB_316:
	movq (%rax), %rcx
	cmpq %rbx, %rcx
	jae .LBB_320
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rdx
	jne .LBB_316
	movq %rdx, %rdi
	xorl %edx, %edx
	jmp .LBB_321
.LBB_319:
	xorl %edx, %edx
	jmp .LBB_321
.LBB_320:
	movl $1, %edx
.LBB_321:
	cmpq %rbx, %r11
	setae %al
	andb 48(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_323
	movl $1025, %r9d
	testb %al, %al
	je .LBB_328
.LBB_323:
	movzbl %al, %eax
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq %r11, %r9
	movq %r8, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	cmovneq %rcx, %r9
	movq %rax, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_327
	je .LBB_327
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_326:
	movq %r9, %rax
	incq %r8
	movq (%rcx), %r9
	cmpq %r9, %rax
	cmovbq %rax, %r9
	cmpb $0, -8(%rcx)
	cmoveq %rax, %r9
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_326
.LBB_327:
	cmpq $1025, %r9
	movl $1025, %eax
	cmovaeq %rax, %r9
	movq 32(%rsp), %r8
.LBB_328:
	vmovupd 192(%rsp), %ymm6
	vmovupd 224(%rsp), %ymm5
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm3
	vmovupd 336(%rsp), %ymm11
	vmovupd 368(%rsp), %ymm12
	vmovupd 400(%rsp), %ymm13
	vmovupd 432(%rsp), %ymm14
	cmpq %r9, %rbx
	jae .LBB_334
	movq (%rsp), %rsi
	cmpq %rsi, %rbx
	cmovaq %rbx, %rsi
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 544(%rsp), %rax
	leaq (%rax,%rcx), %rdx
	addq 496(%rsp), %rcx
	movq 328(%rsp), %r11
	leaq (%r11,%rbx), %r10
	shlq $7, %r10
	movq 536(%rsp), %r12
	movq 24(%rsp), %rax
.LBB_330:
	leaq (%rax,%rbx), %r13
	cmpq %rbp, %r13
	jae .LBB_1046
	leaq (%r11,%rbx), %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	cmpq %rbx, %rsi
	je .LBB_1053
	incq %rbx
	vmovupd -96(%r12,%rcx), %ymm15
	vmovupd -64(%r12,%rcx), %ymm10
	vmovupd -32(%r12,%rcx), %ymm9
	vmovupd (%r12,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r12,%r10), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%r12,%r10), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%r12,%r10), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%r12,%r10), %ymm10, %ymm10
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
	cmpq %rbx, %r9
	jne .LBB_330
	jmp .LBB_335
.LBB_334:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
	movq 24(%rsp), %rax
.LBB_335:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 336(%rsp)
	cmpq $1024, %r9
	movq 64(%rsp), %rsi
	ja .LBB_361
	leaq (%r9,%rax), %rdx
	cmpq %rbp, %rdx
	jae .LBB_1037
	movq %rdx, %r13
	subq %rsi, %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	movq %rdx, %rax
	shlq $7, %rax
	vmovupd (%r8,%rax), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 192(%rsp)
	vmovupd 32(%r8,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 224(%rsp)
	vmovupd 64(%r8,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 256(%rsp)
	vmovupd 96(%r8,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%r8,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 336(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%r8,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 368(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%r8,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 400(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%r8,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 432(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 624(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 656(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq 40(%rsp), %rdi
	ja .LBB_964
	leaq 1(%r9), %rbx
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	incq %rdx
	movq %rdx, %r11
	movq %r8, %rax
	movq %rdx, %r8
	subq %rsi, %r8
	movq %r8, 136(%rsp)
	shlq $7, %r8
	addq %rax, %r8
	xorl %r12d, %r12d
	movq 120(%rsp), %r13
	jmp .LBB_342
.LBB_340:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_996
.LBB_341:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 336(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r10, %r13
	movq %rdx, %rcx
	movq 72(%rsp), %rbp
.LBB_342:
	testb %r12b, %r12b
	je .LBB_351
	movq %rcx, %rdx
.LBB_344:
	testq %r13, %r13
	je .LBB_359
	cmpq %r9, (%r13)
	jne .LBB_359
	movb $2, %r12b
	xorl %r10d, %r10d
	movq %r13, %rcx
	cmpq %rsi, %r11
	jb .LBB_955
.LBB_347:
	movq 8(%rcx), %r13
	testq %rsi, %rsi
	je .LBB_340
	cmpq $15, %r13
	ja .LBB_982
	cmpq $7, 56(%rsp)
	jae .LBB_354
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r8, %rbp
	jmp .LBB_357
.LBB_351:
	movq 512(%rsp), %rax
	movq %rax, %rdx
	cmpq %rax, %rcx
	je .LBB_344
	leaq 16(%rcx), %rdx
	cmpq %r9, (%rcx)
	jne .LBB_344
	xorl %r12d, %r12d
	movq %r13, %r10
	cmpq %rsi, %r11
	jae .LBB_347
	jmp .LBB_955
.LBB_354:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r8, %rbp
.LBB_355:
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
	jne .LBB_355
	cmpq $0, 80(%rsp)
	je .LBB_341
.LBB_357:
	incq %rcx
	leaq (%rbp,%r13,8), %rbp
	xorl %eax, %eax
.LBB_358:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rbp,%rax), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %rax
	cmpq %rax, %r15
	jne .LBB_358
	jmp .LBB_341
.LBB_359:
	cmpq (%rsp), %r9
	jae .LBB_1038
	movq %r9, %rax
	shlq $7, %rax
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	movq 104(%rsp), %r10
	vmovupd %ymm6, 96(%r10,%rax)
	vmovupd %ymm5, 64(%r10,%rax)
	vmovupd %ymm4, 32(%r10,%rax)
	vmovupd %ymm3, (%r10,%rax)
	cmpq $1024, %r9
	movq 24(%rsp), %rax
	movq 488(%rsp), %r11
	movq 32(%rsp), %r8
	jne .LBB_314
.LBB_361:
	movq 968(%rsp), %r13
	movq %rax, %rdi
	subq %r13, %rdi
	ja .LBB_978
	movq 504(%rsp), %rax
	movq 32(%rax), %rdx
	testq %rdx, %rdx
	movq 96(%rsp), %r15
	js .LBB_1030
	movq 40(%rax), %rcx
	movq %rcx, 32(%rsp)
	testq %rcx, %rcx
	js .LBB_1030
	movq 24(%rax), %rax
	movq %rax, 80(%rsp)
	testq %rax, %rax
	js .LBB_1030
	movq %rdx, 120(%rsp)
	leaq -1(%rdx), %rax
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %sil
	movq 960(%rsp), %r8
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %sil, %al
	movq %rdi, 1456(%rsp)
	jne .LBB_368
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_368
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r10d
	jmp .LBB_369
.LBB_368:
	xorl %r10d, %r10d
.LBB_369:
	movq 112(%rsp), %rbp
	movq 480(%rsp), %rdi
	movq 120(%rsp), %rsi
	movq %r13, %rdx
	subq 24(%rsp), %rdx
	movq 496(%rsp), %rax
	leaq (%r8,%rax), %r12
	movq %r10, 168(%rsp)
	cmpq $1, %rsi
	movq %r13, 56(%rsp)
	movq %rdx, (%rsp)
	movq %r8, 328(%rsp)
	jne .LBB_375
	cmpb $0, 23(%rsp)
	jne .LBB_969
	cmpq $1024, %rdx
	movl $1024, %eax
	cmovbq %rdx, %rax
	cmpq $3, %rdx
	jbe .LBB_374
	cmpq $1024, %rdx
	movl $1024, %ecx
	cmovbq %rdx, %rcx
	shll $7, %ecx
	movq 888(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rdx, %r12
	jae .LBB_435
	movq 880(%rsp), %rdx
	addq %r8, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %rdi
	jae .LBB_435
.LBB_374:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_437
.LBB_375:
	leaq 1(%rsi), %rax
	imulq %rsi, %rax
	movq 472(%rsp), %rcx
	movq %rcx, %rdx
	subq %rsi, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 432(%rsp)
	cmpq %rbp, %r15
	jae .LBB_980
	cmpq %rsi, %rcx
	jb .LBB_992
	testq %rsi, %rsi
	je .LBB_380
	shlq $7, %rdx
	addq 152(%rsp), %rdx
	movq %rdx, %rdi
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 336(%rsp), %ymm6
	vmovupd 432(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 424(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	movb $57, %cl
	bzhiq %rcx, %rsi, %rax
	cmpq $1, %rax
	jne .LBB_381
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_384
.LBB_380:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	movb $57, %cl
	jmp .LBB_386
.LBB_381:
	movabsq $144115188075855871, %rax
	addq %rsi, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	incq %rcx
	movabsq $288230376151711736, %rax
	leaq 6(%rax), %rdx
	andq %rcx, %rdx
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq %rdi, %r9
.LBB_382:
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
	jne .LBB_382
	movq %r9, %rdi
	testb $1, %cl
	movb $57, %cl
	je .LBB_385
.LBB_384:
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
.LBB_385:
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm8, 368(%rsp)
	vmovupd %ymm3, 256(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 432(%rsp)
.LBB_386:
	cmpq 24(%rsp), %r13
	je .LBB_1082
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vbroadcastsd .LCPI_10(%rip), %ymm5
	vmulpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r12)
	vmulpd %ymm5, %ymm4, %ymm1
	vmovupd %ymm1, 32(%r12)
	vmulpd %ymm5, %ymm3, %ymm1
	vmovupd %ymm1, 64(%r12)
	vmulpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 96(%r12)
	movb %r10b, 488(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 104(%rsp)
	vcvtsi2sd %rsi, %xmm15, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r10, %r10
	leaq 176(%rsp), %rax
	cmovneq %rax, %r10
	movq %r10, 544(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %rsi, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 64(%rsp)
	leaq 1(%rax), %r14
	movl %r14d, %r8d
	andl $7, %r8d
	movabsq $288230376151711736, %rax
	andq %rax, %r14
	movq 568(%rsp), %rax
	movq 328(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 1488(%rsp)
	movq %r15, %rbx
	subq %rsi, %rbx
	movq %r8, 48(%rsp)
	shll $7, %r8d
	movl $1, %r10d
	xorl %edi, %edi
	movq %rbx, 536(%rsp)
.LBB_388:
	movq 40(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_393
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
.LBB_390:
	movq (%rcx), %rax
	cmpq %r10, %rax
	jae .LBB_394
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_390
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_395
.LBB_393:
	xorl %ecx, %ecx
	jmp .LBB_395
.LBB_394:
	movl $1, %ecx
.LBB_395:
	cmpq %r10, 104(%rsp)
	setae %dl
	andb 488(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_397
	movl $1025, %r9d
	testb %dl, %dl
	je .LBB_402
.LBB_397:
	movzbl %dl, %r11d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq 104(%rsp), %rsi
	movq %rsi, %r9
	movq %rdx, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rcx, 640(%rsp)
	movq %rax, 648(%rsp)
	cmovneq %rax, %r9
	movq %r11, 656(%rsp)
	movq %rsi, 664(%rsp)
	testq %rcx, %rcx
	je .LBB_401
	je .LBB_401
	shll $4, %ecx
	leaq 680(%rsp), %rax
	subq %rcx, %rax
.LBB_400:
	movq %r9, %rcx
	incq %rdx
	movq (%rax), %r9
	cmpq %r9, %rcx
	cmovbq %rcx, %r9
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r9
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_400
.LBB_401:
	cmpq $1025, %r9
	movl $1025, %eax
	cmovaeq %rax, %r9
.LBB_402:
	vmovupd 192(%rsp), %ymm5
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm6
	vmovupd 288(%rsp), %ymm3
	vmovupd 336(%rsp), %ymm12
	vmovupd 368(%rsp), %ymm13
	vmovupd 400(%rsp), %ymm10
	vmovupd 432(%rsp), %ymm14
	cmpq %r9, %r10
	jae .LBB_408
	movq (%rsp), %rsi
	cmpq %rsi, %r10
	cmovaq %r10, %rsi
	movq %r10, %rax
	shlq $7, %rax
	movq 1488(%rsp), %rcx
	addq %rax, %rcx
	addq 552(%rsp), %rax
	leaq (%rbx,%r10), %rdx
	shlq $7, %rdx
	movq 608(%rsp), %r11
.LBB_404:
	leaq (%r15,%r10), %r13
	cmpq %rbp, %r13
	jae .LBB_1046
	leaq (%rbx,%r10), %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	cmpq %r10, %rsi
	je .LBB_1005
	incq %r10
	vmovupd -96(%r11,%rax), %ymm15
	vmovupd -64(%r11,%rax), %ymm11
	vmovupd -32(%r11,%rax), %ymm9
	vmovupd (%r11,%rax), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r11,%rdx), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm10, %ymm9, %ymm8
	vsubpd -32(%r11,%rdx), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm14
	vaddpd %ymm13, %ymm11, %ymm9
	vsubpd -64(%r11,%rdx), %ymm9, %ymm9
	vaddpd %ymm6, %ymm14, %ymm6
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm12, %ymm15, %ymm11
	vsubpd -96(%r11,%rdx), %ymm11, %ymm11
	vsubpd %ymm13, %ymm4, %ymm4
	vmulpd %ymm1, %ymm15, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vbroadcastsd .LCPI_10(%rip), %ymm13
	vmulpd %ymm13, %ymm12, %ymm12
	vmovupd %ymm12, -96(%rcx)
	vmulpd %ymm4, %ymm2, %ymm12
	vmulpd %ymm13, %ymm12, %ymm12
	vmovupd %ymm12, -64(%rcx)
	vsubpd %ymm10, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm10
	vmulpd %ymm13, %ymm10, %ymm10
	vmovupd %ymm10, -32(%rcx)
	vmulpd %ymm3, %ymm2, %ymm10
	vmulpd %ymm13, %ymm10, %ymm10
	vmovupd %ymm10, (%rcx)
	subq $-128, %rcx
	subq $-128, %r11
	vmovapd %ymm11, %ymm12
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm10
	vmovapd %ymm7, %ymm14
	cmpq %r10, %r9
	jne .LBB_404
	jmp .LBB_409
.LBB_408:
	vmovapd %ymm12, %ymm11
	vmovapd %ymm13, %ymm9
	vmovapd %ymm10, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_409:
	vmovupd %ymm5, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm6, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm11, 336(%rsp)
	cmpq $1024, %r9
	movq 56(%rsp), %r13
	movq 120(%rsp), %rsi
	ja .LBB_440
	movq %rbp, %rax
	leaq (%r9,%r15), %rbp
	cmpq %rax, %rbp
	jae .LBB_1039
	movq %rbp, %r13
	subq %rsi, %r13
	cmpq %rax, %r13
	jae .LBB_1040
	movq %rbp, %rax
	shlq $7, %rax
	movq 152(%rsp), %rdx
	vmovupd (%rdx,%rax), %ymm10
	vmulpd %ymm1, %ymm10, %ymm12
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd %ymm11, %ymm5, %ymm5
	vmovupd %ymm5, 192(%rsp)
	vmovupd 32(%rdx,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 224(%rsp)
	vmovupd 64(%rdx,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vsubpd %ymm8, %ymm6, %ymm6
	vmovupd %ymm6, 256(%rsp)
	vmovupd 96(%rdx,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm11, %ymm10, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 336(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 368(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 400(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 432(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 624(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 656(%rsp)
	vmulpd %ymm6, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq 40(%rsp), %rdi
	ja .LBB_964
	leaq 1(%r9), %r10
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	incq %rbp
	movq %rbp, %rax
	subq %rsi, %rax
	movq %rax, 136(%rsp)
	shlq $7, %rax
	addq %rdx, %rax
	movq %rax, 72(%rsp)
	xorl %ebx, %ebx
	movq 544(%rsp), %rdx
	jmp .LBB_416
.LBB_414:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_996
.LBB_415:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 336(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %rax, %rdx
	movq %r11, %rcx
	movq 96(%rsp), %r15
.LBB_416:
	testb %bl, %bl
	movq 56(%rsp), %r13
	je .LBB_425
	movq %rcx, %r11
.LBB_418:
	testq %rdx, %rdx
	je .LBB_433
	cmpq %r9, (%rdx)
	jne .LBB_433
	movb $2, %bl
	xorl %eax, %eax
	movq %rdx, %rcx
	cmpq %rsi, %rbp
	jb .LBB_956
.LBB_421:
	movq 8(%rcx), %r13
	testq %rsi, %rsi
	je .LBB_414
	cmpq $15, %r13
	ja .LBB_982
	cmpq $7, 64(%rsp)
	jae .LBB_428
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq 72(%rsp), %rdx
	jmp .LBB_431
.LBB_425:
	movq 512(%rsp), %rax
	movq %rax, %r11
	cmpq %rax, %rcx
	je .LBB_418
	leaq 16(%rcx), %r11
	cmpq %r9, (%rcx)
	jne .LBB_418
	xorl %ebx, %ebx
	movq %rdx, %rax
	cmpq %rsi, %rbp
	jae .LBB_421
	jmp .LBB_956
.LBB_428:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq 72(%rsp), %rdx
.LBB_429:
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
	vcvtsi2sd %r15, %xmm11, %xmm5
	vmovsd 512(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rcx), %r15
	vcvtsi2sd %r15, %xmm11, %xmm5
	vmovsd 640(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rcx), %r15
	vcvtsi2sd %r15, %xmm11, %xmm5
	vmovsd 768(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rcx
	vcvtsi2sd %rcx, %xmm11, %xmm5
	vmovsd 896(%rdx,%r13,8), %xmm6
	addq $1024, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rcx, %r14
	jne .LBB_429
	cmpq $0, 48(%rsp)
	je .LBB_415
.LBB_431:
	incq %rcx
	leaq (%rdx,%r13,8), %rdx
	xorl %r15d, %r15d
.LBB_432:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rdx,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r15
	cmpq %r15, %r8
	jne .LBB_432
	jmp .LBB_415
.LBB_433:
	cmpq (%rsp), %r9
	jae .LBB_1042
	movq %r9, %rax
	shlq $7, %rax
	vbroadcastsd .LCPI_10(%rip), %ymm4
	vmulpd 624(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, (%r12,%rax)
	vmulpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%r12,%rax)
	vmulpd 688(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 64(%r12,%rax)
	vmulpd 720(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 96(%r12,%rax)
	cmpq $1024, %r9
	movq 112(%rsp), %rbp
	movq 536(%rsp), %rbx
	jne .LBB_388
	jmp .LBB_440
.LBB_435:
	incq %rax
	movl %eax, %ecx
	andl $3, %ecx
	movl $4, %edx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rcx
	shlq $7, %rcx
	movq %rax, %rdx
	vmovdqa .LCPI_6(%rip), %ymm0
	vmovapd .LCPI_5(%rip), %ymm1
	vxorpd %xmm19, %xmm19, %xmm19
	vpbroadcastq .LCPI_7(%rip), %ymm20
	vpbroadcastq .LCPI_8(%rip), %ymm21
	vbroadcastsd .LCPI_10(%rip), %ymm22
.LBB_436:
	kxnorw %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rdi,%ymm1), %ymm2 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 112(%rdi,%ymm1), %ymm3 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 104(%rdi,%ymm1), %ymm4 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 96(%rdi,%ymm1), %ymm5 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 88(%rdi,%ymm1), %ymm6 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 80(%rdi,%ymm1), %ymm7 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 72(%rdi,%ymm1), %ymm8 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 64(%rdi,%ymm1), %ymm9 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 56(%rdi,%ymm1), %ymm10 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 48(%rdi,%ymm1), %ymm11 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 40(%rdi,%ymm1), %ymm12 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 32(%rdi,%ymm1), %ymm13 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 24(%rdi,%ymm1), %ymm14 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 16(%rdi,%ymm1), %ymm15 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 8(%rdi,%ymm1), %ymm16 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd (%rdi,%ymm1), %ymm17 {%k1}
	vaddpd %ymm19, %ymm17, %ymm17
	vpsllq $7, %ymm0, %ymm18
	vmulpd %ymm22, %ymm17, %ymm17
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm17, (%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm16, %ymm16
	vmulpd %ymm22, %ymm16, %ymm16
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm16, 8(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm15, %ymm15
	vmulpd %ymm22, %ymm15, %ymm15
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm15, 16(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm14, %ymm14
	vmulpd %ymm22, %ymm14, %ymm14
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm14, 24(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm13, %ymm13
	vmulpd %ymm22, %ymm13, %ymm13
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm13, 32(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm12, %ymm12
	vmulpd %ymm22, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 40(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm11, %ymm11
	vmulpd %ymm22, %ymm11, %ymm11
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 48(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm10, %ymm10
	vmulpd %ymm22, %ymm10, %ymm10
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 56(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm9, %ymm9
	vmulpd %ymm22, %ymm9, %ymm9
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 64(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm8, %ymm8
	vmulpd %ymm22, %ymm8, %ymm8
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 72(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm7, %ymm7
	vmulpd %ymm22, %ymm7, %ymm7
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm7, 80(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm6, %ymm6
	vmulpd %ymm22, %ymm6, %ymm6
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 88(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm5, %ymm5
	vmulpd %ymm22, %ymm5, %ymm5
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 96(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm4, %ymm4
	vmulpd %ymm22, %ymm4, %ymm4
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 104(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm3, %ymm3
	vmulpd %ymm22, %ymm3, %ymm3
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 112(%r12,%ymm18) {%k1}
	vaddpd %ymm19, %ymm2, %ymm2
	vmulpd %ymm22, %ymm2, %ymm2
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm2, 120(%r12,%ymm18) {%k1}
	vpaddq %ymm20, %ymm0, %ymm0
	vpaddq %ymm21, %ymm1, %ymm1
	addq $-4, %rdx
	jne .LBB_436
.LBB_437:
	movq 568(%rsp), %rdx
	leaq (%r8,%rdx), %rdi
	movq 1224(%rsp), %rdx
	addq %rax, %rdx
	shlq $7, %rax
	addq %rdi, %rax
	subq %r13, %rdx
	movq 1232(%rsp), %rdi
	addq %rcx, %rdi
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_438:
	incq %rdx
	je .LBB_1025
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%rdi,%rcx), %ymm3, %ymm0
	vbroadcastsd .LCPI_10(%rip), %ymm4
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
	jne .LBB_438
.LBB_440:
	movq 32(%rsp), %rax
	decq %rax
	movq 144(%rsp), %rcx
	cmpq %rcx, 80(%rsp)
	jne .LBB_444
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	movq 328(%rsp), %rbx
	jne .LBB_447
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	movq (%rsp), %rsi
	je .LBB_449
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_450
.LBB_444:
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	movq 480(%rsp), %r8
	movq 328(%rsp), %r9
	jne .LBB_463
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_463
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %ebx
	jmp .LBB_464
.LBB_463:
	xorl %ebx, %ebx
.LBB_464:
	movq %rbx, 168(%rsp)
	movq 32(%rsp), %rdx
	cmpq $1, %rdx
	jne .LBB_470
	cmpb $0, 23(%rsp)
	jne .LBB_969
	movq (%rsp), %rdx
	cmpq $1024, %rdx
	movl $1024, %eax
	cmovbq %rdx, %rax
	cmpq $3, %rdx
	jbe .LBB_469
	cmpq $1024, %rdx
	movl $1024, %ecx
	cmovbq %rdx, %rcx
	shll $7, %ecx
	movq 888(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rdx, %r12
	jae .LBB_587
	movq 880(%rsp), %rdx
	addq %r9, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %r8
	jae .LBB_587
.LBB_469:
	xorl %eax, %eax
	xorl %edx, %edx
	jmp .LBB_589
.LBB_447:
	xorl %r9d, %r9d
	movq (%rsp), %rsi
	jmp .LBB_450
.LBB_470:
	leaq 1(%rdx), %rax
	imulq %rdx, %rax
	movq 472(%rsp), %rcx
	movq %rdx, %r8
	movq %rcx, %rdx
	subq %r8, %rdx
	vcvtusi2sd %rax, %xmm31, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 432(%rsp)
	cmpq %rbp, %r15
	jae .LBB_980
	cmpq %r8, %rcx
	movq 24(%rsp), %rax
	jb .LBB_1003
	testq %r8, %r8
	movb $57, %cl
	je .LBB_476
	shlq $7, %rdx
	addq 152(%rsp), %rdx
	movq %rdx, %rdi
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 336(%rsp), %ymm6
	vmovupd 432(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 424(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	bzhiq %rcx, %r8, %rax
	cmpq $1, %rax
	movq %r8, %rdx
	jne .LBB_533
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_536
.LBB_449:
	xorl %r9d, %r9d
.LBB_450:
	movq %r9, 168(%rsp)
	movq 936(%rsp), %rax
	movq 944(%rsp), %r11
	movq 32(%rsp), %r8
	cmpq $1, %r8
	movq %r11, 48(%rsp)
	jne .LBB_454
	cmpb $0, 23(%rsp)
	jne .LBB_969
	cmpq %rsi, %r11
	movq %rsi, %rcx
	cmovbq %r11, %rcx
	cmpq $1024, %rcx
	movl $1024, %edi
	cmovbq %rcx, %rdi
	cmpq $3, %rcx
	ja .LBB_459
	xorl %ecx, %ecx
	xorl %edx, %edx
	jmp .LBB_669
.LBB_454:
	leaq 1(%r8), %rcx
	imulq %r8, %rcx
	movq 472(%rsp), %rdx
	movq %rdx, %rdi
	subq %r8, %rdi
	vcvtusi2sd %rcx, %xmm31, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 432(%rsp)
	cmpq %rbp, %r15
	jae .LBB_974
	cmpq %r8, %rdx
	jb .LBB_977
	movq %r8, %rdx
	testq %r8, %r8
	je .LBB_475
	shlq $7, %rdi
	addq 152(%rsp), %rdi
	movq %rdi, %r10
	vmovupd 192(%rsp), %ymm6
	vmovupd 336(%rsp), %ymm7
	vmovupd 432(%rsp), %ymm5
	vmovupd 296(%rsp), %xmm1
	vperm2f128 $40, 280(%rsp), %ymm0, %ymm2
	vxorpd %xmm9, %xmm9, %xmm9
	vmovhpd 424(%rsp), %xmm9, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm8
	vmovhpd 312(%rsp), %xmm9, %xmm3
	movq %rdx, %rdi
	movb $57, %dl
	bzhiq %rdx, %rdi, %rcx
	cmpq $1, %rcx
	jne .LBB_477
	xorl %edx, %edx
	vxorpd %xmm9, %xmm9, %xmm9
	jmp .LBB_480
.LBB_459:
	movq 880(%rsp), %rcx
	addq %rbx, %rcx
	cmpq %rsi, %r11
	movq %rsi, %rdx
	cmovbq %r11, %rdx
	cmpq $1024, %rdx
	movl $1024, %r8d
	cmovaeq %r8, %rdx
	shll $7, %edx
	addq %rdx, %rcx
	movq 888(%rsp), %r8
	addq %rdx, %r8
	leaq 128(%rax,%rdx), %rdx
	cmpq %r8, %r12
	setb %r10b
	cmpq %rcx, 480(%rsp)
	setb %r11b
	cmpq %rdx, %r12
	setb %r8b
	cmpq %rcx, %rax
	setb %r9b
	testb %r11b, %r10b
	jne .LBB_668
	movl $0, %ecx
	movl $0, %edx
	andb %r9b, %r8b
	movq 48(%rsp), %r11
	jne .LBB_669
	incq %rdi
	movl %edi, %edx
	andl $3, %edx
	movl $4, %ecx
	cmoveq %rcx, %rdx
	movq %rdi, %rcx
	subq %rdx, %rcx
	movq %rcx, %rdx
	shlq $7, %rdx
	movq %rcx, %rdi
	vmovdqa .LCPI_6(%rip), %ymm0
	vmovapd .LCPI_5(%rip), %ymm1
	vxorpd %xmm20, %xmm20, %xmm20
	vpbroadcastq .LCPI_7(%rip), %ymm21
	vpbroadcastq .LCPI_8(%rip), %ymm22
	movq 480(%rsp), %r8
.LBB_462:
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd (%r8,%ymm1), %ymm3 {%k1}
	vpsllq $7, %ymm0, %ymm2
	kxnorw %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd (%r12,%ymm2), %ymm17 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd (%rax,%ymm2), %ymm18 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 8(%r8,%ymm1), %ymm19 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 16(%r8,%ymm1), %ymm16 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 24(%r8,%ymm1), %ymm15 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 32(%r8,%ymm1), %ymm14 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 40(%r8,%ymm1), %ymm13 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 48(%r8,%ymm1), %ymm12 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 56(%r8,%ymm1), %ymm11 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 64(%r8,%ymm1), %ymm10 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 72(%r8,%ymm1), %ymm9 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 80(%r8,%ymm1), %ymm8 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 88(%r8,%ymm1), %ymm7 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r8,%ymm1), %ymm6 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r8,%ymm1), %ymm5 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r8,%ymm1), %ymm4 {%k1}
	vaddpd %ymm20, %ymm3, %ymm3
	kxnorw %k0, %k0, %k1
	vsubpd %ymm3, %ymm17, %ymm17
	vxorpd %xmm3, %xmm3, %xmm3
	vsubpd %ymm18, %ymm17, %ymm17
	vgatherqpd 120(%r8,%ymm1), %ymm3 {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm17, (%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 8(%r12,%ymm2), %ymm17 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%rax,%ymm2), %ymm18 {%k1}
	vaddpd %ymm20, %ymm19, %ymm19
	vsubpd %ymm19, %ymm17, %ymm17
	vsubpd %ymm18, %ymm17, %ymm17
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm17, 8(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r12,%ymm2), %ymm17 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 16(%rax,%ymm2), %ymm18 {%k1}
	vaddpd %ymm20, %ymm16, %ymm16
	vsubpd %ymm16, %ymm17, %ymm16
	vsubpd %ymm18, %ymm16, %ymm16
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm16, 16(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%r12,%ymm2), %ymm16 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 24(%rax,%ymm2), %ymm17 {%k1}
	vaddpd %ymm20, %ymm15, %ymm15
	vsubpd %ymm15, %ymm16, %ymm15
	vsubpd %ymm17, %ymm15, %ymm15
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm15, 24(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%r12,%ymm2), %ymm15 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 32(%rax,%ymm2), %ymm16 {%k1}
	vaddpd %ymm20, %ymm14, %ymm14
	vsubpd %ymm14, %ymm15, %ymm14
	vsubpd %ymm16, %ymm14, %ymm14
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm14, 32(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%r12,%ymm2), %ymm14 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 40(%rax,%ymm2), %ymm15 {%k1}
	vaddpd %ymm20, %ymm13, %ymm13
	vsubpd %ymm13, %ymm14, %ymm13
	vsubpd %ymm15, %ymm13, %ymm13
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm13, 40(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%r12,%ymm2), %ymm13 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 48(%rax,%ymm2), %ymm14 {%k1}
	vaddpd %ymm20, %ymm12, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vsubpd %ymm14, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 48(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r12,%ymm2), %ymm12 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 56(%rax,%ymm2), %ymm13 {%k1}
	vaddpd %ymm20, %ymm11, %ymm11
	vsubpd %ymm11, %ymm12, %ymm11
	vsubpd %ymm13, %ymm11, %ymm11
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 56(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r12,%ymm2), %ymm11 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 64(%rax,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm10, %ymm10
	vsubpd %ymm10, %ymm11, %ymm10
	vsubpd %ymm12, %ymm10, %ymm10
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 64(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r12,%ymm2), %ymm10 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 72(%rax,%ymm2), %ymm11 {%k1}
	vaddpd %ymm20, %ymm9, %ymm9
	vsubpd %ymm9, %ymm10, %ymm9
	vsubpd %ymm11, %ymm9, %ymm9
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 72(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r12,%ymm2), %ymm9 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 80(%rax,%ymm2), %ymm10 {%k1}
	vaddpd %ymm20, %ymm8, %ymm8
	vsubpd %ymm8, %ymm9, %ymm8
	vsubpd %ymm10, %ymm8, %ymm8
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 80(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r12,%ymm2), %ymm8 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 88(%rax,%ymm2), %ymm9 {%k1}
	vaddpd %ymm20, %ymm7, %ymm7
	vsubpd %ymm7, %ymm8, %ymm7
	vsubpd %ymm9, %ymm7, %ymm7
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm7, 88(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%r12,%ymm2), %ymm7 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 96(%rax,%ymm2), %ymm8 {%k1}
	vaddpd %ymm20, %ymm6, %ymm6
	vsubpd %ymm6, %ymm7, %ymm6
	vsubpd %ymm8, %ymm6, %ymm6
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 96(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 104(%r12,%ymm2), %ymm6 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 104(%rax,%ymm2), %ymm7 {%k1}
	vaddpd %ymm20, %ymm5, %ymm5
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm7, %ymm5, %ymm5
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 104(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 112(%r12,%ymm2), %ymm5 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 112(%rax,%ymm2), %ymm6 {%k1}
	vaddpd %ymm20, %ymm4, %ymm4
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm6, %ymm4, %ymm4
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 112(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 120(%r12,%ymm2), %ymm4 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 120(%rax,%ymm2), %ymm5 {%k1}
	vaddpd %ymm20, %ymm3, %ymm3
	vsubpd %ymm3, %ymm4, %ymm3
	vsubpd %ymm5, %ymm3, %ymm3
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 120(%r12,%ymm2) {%k1}
	vpaddq %ymm21, %ymm0, %ymm0
	vpaddq %ymm22, %ymm1, %ymm1
	addq $-4, %rdi
	jne .LBB_462
	jmp .LBB_669
.LBB_476:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	movq %r8, %rdx
	jmp .LBB_538
.LBB_475:
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	jmp .LBB_482
.LBB_533:
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
	movq %rdi, %r8
.LBB_534:
	leaq 1(%rax), %rdi
	vcvtsi2sd %rdi, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r8), %ymm10
	vmovupd 32(%r8), %ymm11
	vmovupd 64(%r8), %ymm12
	vmovupd 96(%r8), %ymm13
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
	vmovupd 128(%r8), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%r8), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%r8), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%r8), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %r8
	cmpq %rax, %rdx
	jne .LBB_534
	movq %r8, %rdi
	testb $1, %cl
	movb $57, %cl
	movq 32(%rsp), %rdx
	je .LBB_537
.LBB_536:
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
.LBB_537:
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm8, 368(%rsp)
	vmovupd %ymm3, 256(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 432(%rsp)
	movq 24(%rsp), %rax
.LBB_538:
	cmpq %rax, %r13
	je .LBB_1083
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd (%r12), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%r12), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 64(%r12), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 96(%r12), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%r12)
	vmovupd %ymm4, 32(%r12)
	vmovupd %ymm3, 64(%r12)
	vmovupd %ymm2, 96(%r12)
	movb %bl, 104(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 48(%rsp)
	vcvtsi2sd %rdx, %xmm31, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rbx, %rbx
	leaq 176(%rsp), %rax
	cmovneq %rax, %rbx
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 144(%rsp)
	leaq 1(%rax), %r14
	movl %r14d, %edi
	andl $7, %edi
	movabsq $288230376151711736, %rax
	andq %rax, %r14
	movq 568(%rsp), %rax
	movq 328(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 488(%rsp)
	subq %rdx, %r15
	movq %r15, 72(%rsp)
	movq %rdi, 64(%rsp)
	movl %edi, %r15d
	shll $7, %r15d
	movl $1, %eax
	xorl %edi, %edi
	movq %rbx, 120(%rsp)
.LBB_540:
	movq 40(%rsp), %r8
	cmpq %r8, %rdi
	jae .LBB_545
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_542:
	movq (%rdx), %rcx
	cmpq %rax, %rcx
	jae .LBB_546
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r8
	jne .LBB_542
	movq %r8, %rdi
	xorl %edx, %edx
	jmp .LBB_547
.LBB_545:
	xorl %edx, %edx
	jmp .LBB_547
.LBB_546:
	movl $1, %edx
.LBB_547:
	cmpq %rax, 48(%rsp)
	setae %r8b
	andb 104(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_549
	movl $1025, %r9d
	testb %r8b, %r8b
	je .LBB_554
.LBB_549:
	movzbl %r8b, %r10d
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq 48(%rsp), %rsi
	movq %rsi, %r9
	movq %r8, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	cmovneq %rcx, %r9
	movq %r10, 656(%rsp)
	movq %rsi, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_553
	je .LBB_553
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_552:
	movq %r9, %rdx
	incq %r8
	movq (%rcx), %r9
	cmpq %r9, %rdx
	cmovbq %rdx, %r9
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r9
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_552
.LBB_553:
	cmpq $1025, %r9
	movl $1025, %ecx
	cmovaeq %rcx, %r9
.LBB_554:
	vmovupd 192(%rsp), %ymm5
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm6
	vmovupd 288(%rsp), %ymm3
	vmovupd 336(%rsp), %ymm12
	vmovupd 368(%rsp), %ymm13
	vmovupd 400(%rsp), %ymm11
	vmovupd 432(%rsp), %ymm14
	cmpq %r9, %rax
	jae .LBB_560
	movq (%rsp), %r8
	cmpq %r8, %rax
	cmovaq %rax, %r8
	movq %rax, %rcx
	shlq $7, %rcx
	movq 488(%rsp), %rdx
	addq %rcx, %rdx
	addq 552(%rsp), %rcx
	movq 72(%rsp), %rsi
	leaq (%rsi,%rax), %r10
	shlq $7, %r10
	movq 608(%rsp), %r11
.LBB_556:
	movq %r8, %rsi
	movq 96(%rsp), %r8
	leaq (%r8,%rax), %r13
	cmpq %rbp, %r13
	jae .LBB_1046
	movq 72(%rsp), %r8
	leaq (%r8,%rax), %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	movq %rsi, %r8
	cmpq %rax, %rsi
	je .LBB_1006
	incq %rax
	vmovupd -96(%r11,%rcx), %ymm15
	vmovupd -64(%r11,%rcx), %ymm10
	vmovupd -32(%r11,%rcx), %ymm9
	vmovupd (%r11,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r11,%r10), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm11, %ymm9, %ymm8
	vsubpd -32(%r11,%r10), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm6, %ymm9, %ymm6
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%r11,%r10), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm15, %ymm10
	vsubpd -96(%r11,%r10), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd -96(%rdx), %ymm13
	vsubpd %ymm12, %ymm13, %ymm12
	vmovupd -64(%rdx), %ymm13
	vmovupd -32(%rdx), %ymm14
	vmovupd (%rdx), %ymm15
	vmovupd %ymm12, -96(%rdx)
	vmulpd %ymm4, %ymm2, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vmovupd %ymm12, -64(%rdx)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vsubpd %ymm11, %ymm14, %ymm11
	vmovupd %ymm11, -32(%rdx)
	vmulpd %ymm3, %ymm2, %ymm11
	vsubpd %ymm11, %ymm15, %ymm11
	vmovupd %ymm11, (%rdx)
	subq $-128, %rdx
	subq $-128, %r11
	vmovapd %ymm10, %ymm12
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm11
	vmovapd %ymm7, %ymm14
	cmpq %rax, %r9
	jne .LBB_556
	jmp .LBB_561
.LBB_560:
	vmovapd %ymm12, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm11, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_561:
	vmovupd %ymm5, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm6, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 336(%rsp)
	cmpq $1024, %r9
	movq 56(%rsp), %r13
	movq 32(%rsp), %rcx
	ja .LBB_592
	movq 96(%rsp), %rax
	leaq (%r9,%rax), %r10
	cmpq %rbp, %r10
	jae .LBB_1043
	movq %r10, %r13
	subq %rcx, %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	movq %r10, %rax
	shlq $7, %rax
	movq 152(%rsp), %rdx
	vmovupd (%rdx,%rax), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd %ymm10, %ymm5, %ymm5
	vmovupd %ymm5, 192(%rsp)
	vmovupd 32(%rdx,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 224(%rsp)
	vmovupd 64(%rdx,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vsubpd %ymm8, %ymm6, %ymm6
	vmovupd %ymm6, 256(%rsp)
	vmovupd 96(%rdx,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 336(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 368(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 400(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 432(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 624(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 656(%rsp)
	vmulpd %ymm6, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq 40(%rsp), %rdi
	ja .LBB_964
	leaq 1(%r9), %rax
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	incq %r10
	movq %r10, %rsi
	subq 32(%rsp), %rsi
	movq %rsi, 136(%rsp)
	shlq $7, %rsi
	addq %rdx, %rsi
	xorl %ebp, %ebp
	movq %rbx, %rdx
	jmp .LBB_568
.LBB_566:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_996
.LBB_567:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 336(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %rbx, %rdx
	movq %r11, %rcx
.LBB_568:
	testb %bpl, %bpl
	movq 56(%rsp), %r13
	je .LBB_577
	movq %rcx, %r11
.LBB_570:
	testq %rdx, %rdx
	je .LBB_585
	cmpq %r9, (%rdx)
	jne .LBB_585
	movb $2, %bpl
	xorl %ebx, %ebx
	movq %rdx, %rcx
	movq 32(%rsp), %rdx
	cmpq %rdx, %r10
	jb .LBB_960
.LBB_573:
	movq 8(%rcx), %r13
	testq %rdx, %rdx
	je .LBB_566
	cmpq $15, %r13
	ja .LBB_982
	cmpq $7, 144(%rsp)
	jae .LBB_580
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %rsi, %rdx
	jmp .LBB_583
.LBB_577:
	movq 512(%rsp), %r8
	movq %r8, %r11
	cmpq %r8, %rcx
	je .LBB_570
	leaq 16(%rcx), %r11
	cmpq %r9, (%rcx)
	jne .LBB_570
	xorl %ebp, %ebp
	movq %rdx, %rbx
	movq 32(%rsp), %rdx
	cmpq %rdx, %r10
	jae .LBB_573
	jmp .LBB_960
.LBB_580:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %rsi, %rdx
.LBB_581:
	leaq 1(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd (%rdx,%r13,8), %xmm6
	vmovsd 128(%rdx,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd 384(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd 512(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd 640(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
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
	jne .LBB_581
	cmpq $0, 64(%rsp)
	je .LBB_567
.LBB_583:
	incq %rcx
	leaq (%rdx,%r13,8), %rdx
	xorl %r8d, %r8d
.LBB_584:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rdx,%r8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r8
	cmpq %r8, %r15
	jne .LBB_584
	jmp .LBB_567
.LBB_585:
	cmpq (%rsp), %r9
	jae .LBB_1044
	movq %r9, %rcx
	shlq $7, %rcx
	vmovupd (%r12,%rcx), %ymm3
	vmovupd 32(%r12,%rcx), %ymm4
	vmovupd 64(%r12,%rcx), %ymm5
	vmovupd 96(%r12,%rcx), %ymm6
	vsubpd 624(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%r12,%rcx)
	vsubpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%r12,%rcx)
	vsubpd 688(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%r12,%rcx)
	vsubpd 720(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%r12,%rcx)
	cmpq $1024, %r9
	movq 112(%rsp), %rbp
	movq 120(%rsp), %rbx
	jne .LBB_540
	jmp .LBB_592
.LBB_477:
	movq %r9, %rsi
	movabsq $144115188075855871, %rcx
	addq %rdi, %rcx
	bzhiq %rdx, %rcx, %rdi
	incq %rdi
	movabsq $288230376151711736, %rcx
	leaq 6(%rcx), %r8
	andq %rdi, %r8
	xorl %edx, %edx
	vxorpd %xmm9, %xmm9, %xmm9
	vmovapd .LCPI_3(%rip), %ymm16
	vmovapd .LCPI_4(%rip), %ymm17
	movb $-127, %r9b
.LBB_478:
	leaq 1(%rdx), %rcx
	vcvtsi2sd %rcx, %xmm31, %xmm10
	vbroadcastsd %xmm10, %ymm10
	vmovupd (%r10), %ymm11
	vmovupd 32(%r10), %ymm12
	vmovupd 72(%r10), %ymm13
	vmulpd %ymm10, %ymm11, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vaddpd %ymm7, %ymm11, %ymm7
	vmulpd %ymm10, %ymm12, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm9, %ymm12, %ymm9
	vmulpd %ymm10, %ymm13, %ymm11
	vaddpd %ymm2, %ymm11, %ymm2
	vmovupd 104(%r10), %xmm11
	vmulpd %xmm10, %xmm11, %xmm12
	vaddpd %xmm1, %xmm12, %xmm1
	kmovd %r9d, %k1
	vmovupd 64(%r10), %zmm12 {%k1} {z}
	vextractf64x4 $1, %zmm12, %ymm14
	vextractf128 $1, %ymm14, %xmm15
	vmovsd %xmm12, %xmm15, %xmm15
	vmulpd %xmm10, %xmm15, %xmm10
	vaddpd %xmm3, %xmm10, %xmm3
	vpermt2pd %ymm13, %ymm17, %ymm11
	vpermt2pd %ymm12, %ymm16, %ymm13
	vaddpd %ymm8, %ymm13, %ymm8
	vblendpd $8, %ymm14, %ymm11, %ymm10
	addq $2, %rdx
	vcvtsi2sd %rdx, %xmm31, %xmm11
	vaddpd %ymm5, %ymm10, %ymm5
	vmovupd 128(%r10), %ymm10
	vbroadcastsd %xmm11, %ymm11
	vmulpd %ymm11, %ymm10, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 160(%r10), %ymm10
	vmulpd %ymm11, %ymm10, %ymm12
	vaddpd %ymm4, %ymm12, %ymm4
	vaddpd %ymm9, %ymm10, %ymm9
	vmovupd 200(%r10), %ymm10
	vmulpd %ymm11, %ymm10, %ymm12
	vaddpd %ymm2, %ymm12, %ymm2
	vmovupd 232(%r10), %xmm12
	vmulpd %xmm11, %xmm12, %xmm13
	vaddpd %xmm1, %xmm13, %xmm1
	vmovupd 192(%r10), %zmm13 {%k1} {z}
	vextractf64x4 $1, %zmm13, %ymm14
	vextractf128 $1, %ymm14, %xmm15
	vmovsd %xmm13, %xmm15, %xmm15
	vmulpd %xmm11, %xmm15, %xmm11
	vaddpd %xmm3, %xmm11, %xmm3
	vpermt2pd %ymm10, %ymm17, %ymm12
	vpermt2pd %ymm13, %ymm16, %ymm10
	vaddpd %ymm8, %ymm10, %ymm8
	vblendpd $8, %ymm14, %ymm12, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %r10
	cmpq %rdx, %r8
	jne .LBB_478
	testb $1, %dil
	movq %rsi, %r9
	je .LBB_481
.LBB_480:
	incq %rdx
	vcvtsi2sd %rdx, %xmm31, %xmm10
	vbroadcastsd %xmm10, %ymm10
	vmovupd (%r10), %ymm11
	vmovupd 32(%r10), %ymm12
	vmovupd 72(%r10), %ymm13
	vmulpd %ymm10, %ymm11, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vaddpd %ymm7, %ymm11, %ymm7
	vmulpd %ymm10, %ymm12, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm9, %ymm12, %ymm9
	vmulpd %ymm10, %ymm13, %ymm11
	vaddpd %ymm2, %ymm11, %ymm2
	vmovupd 104(%r10), %xmm11
	vmulpd %xmm10, %xmm11, %xmm12
	vaddpd %xmm1, %xmm12, %xmm1
	movb $-127, %cl
	kmovd %ecx, %k1
	vmovupd 64(%r10), %zmm12 {%k1} {z}
	vextractf64x4 $1, %zmm12, %ymm14
	vextractf128 $1, %ymm14, %xmm15
	vmovsd %xmm12, %xmm15, %xmm15
	vmulpd %xmm10, %xmm15, %xmm10
	vaddpd %xmm3, %xmm10, %xmm3
	vmovapd .LCPI_4(%rip), %ymm10
	vpermt2pd %ymm13, %ymm10, %ymm11
	vmovapd .LCPI_3(%rip), %ymm10
	vpermt2pd %ymm12, %ymm10, %ymm13
	vaddpd %ymm8, %ymm13, %ymm8
	vblendpd $8, %ymm14, %ymm11, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
.LBB_481:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm7, 336(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm9, 368(%rsp)
	vmovlpd %xmm3, 256(%rsp)
	vmovupd %ymm8, 400(%rsp)
	vmovupd %ymm2, 264(%rsp)
	vmovupd %xmm1, 296(%rsp)
	vmovhpd %xmm3, 312(%rsp)
	vmovupd %ymm5, 432(%rsp)
	vshufpd $1, %xmm3, %xmm3, %xmm5
	vmovsd 192(%rsp), %xmm16
	vmovsd 200(%rsp), %xmm15
	vmovsd 208(%rsp), %xmm14
	vmovsd 216(%rsp), %xmm13
	vshufpd $1, %xmm4, %xmm4, %xmm12
	vextractf128 $1, %ymm4, %xmm11
	vshufpd $1, %xmm11, %xmm11, %xmm10
	vshufpd $1, %xmm2, %xmm2, %xmm9
	vextractf128 $1, %ymm2, %xmm8
	vshufpd $1, %xmm8, %xmm8, %xmm7
	vshufpd $1, %xmm1, %xmm1, %xmm6
	movq 32(%rsp), %rdx
.LBB_482:
	cmpq 24(%rsp), %r13
	je .LBB_1085
	testq %r11, %r11
	je .LBB_1084
	vdivsd %xmm0, %xmm16, %xmm16
	vdivsd %xmm0, %xmm15, %xmm15
	vdivsd %xmm0, %xmm14, %xmm14
	vdivsd %xmm0, %xmm13, %xmm13
	vdivsd %xmm0, %xmm4, %xmm4
	vdivsd %xmm0, %xmm12, %xmm12
	vdivsd %xmm0, %xmm11, %xmm11
	vdivsd %xmm0, %xmm10, %xmm10
	vdivsd %xmm0, %xmm3, %xmm3
	vdivsd %xmm0, %xmm2, %xmm2
	vdivsd %xmm0, %xmm9, %xmm9
	vdivsd %xmm0, %xmm8, %xmm8
	vdivsd %xmm0, %xmm7, %xmm7
	vdivsd %xmm0, %xmm1, %xmm1
	vdivsd %xmm0, %xmm6, %xmm6
	vdivsd %xmm0, %xmm5, %xmm5
	vmovsd (%r12), %xmm17
	vsubsd %xmm16, %xmm17, %xmm16
	vmovsd 8(%r12), %xmm17
	vsubsd %xmm15, %xmm17, %xmm15
	vsubsd (%rax), %xmm16, %xmm16
	vmovsd %xmm16, (%r12)
	vsubsd 8(%rax), %xmm15, %xmm15
	vmovsd %xmm15, 8(%r12)
	vmovsd 16(%r12), %xmm15
	vsubsd %xmm14, %xmm15, %xmm14
	vsubsd 16(%rax), %xmm14, %xmm14
	vmovsd %xmm14, 16(%r12)
	vmovsd 24(%r12), %xmm14
	vsubsd %xmm13, %xmm14, %xmm13
	vsubsd 24(%rax), %xmm13, %xmm13
	vmovsd %xmm13, 24(%r12)
	vmovsd 32(%r12), %xmm13
	vsubsd %xmm4, %xmm13, %xmm4
	vsubsd 32(%rax), %xmm4, %xmm4
	vmovsd %xmm4, 32(%r12)
	vmovsd 40(%r12), %xmm4
	vsubsd %xmm12, %xmm4, %xmm4
	vsubsd 40(%rax), %xmm4, %xmm4
	vmovsd %xmm4, 40(%r12)
	vmovsd 48(%r12), %xmm4
	vsubsd %xmm11, %xmm4, %xmm4
	vsubsd 48(%rax), %xmm4, %xmm4
	vmovsd %xmm4, 48(%r12)
	vmovsd 56(%r12), %xmm4
	vsubsd %xmm10, %xmm4, %xmm4
	vsubsd 56(%rax), %xmm4, %xmm4
	vmovsd %xmm4, 56(%r12)
	vmovsd 64(%r12), %xmm4
	vsubsd %xmm3, %xmm4, %xmm3
	vsubsd 64(%rax), %xmm3, %xmm3
	vmovsd %xmm3, 64(%r12)
	vmovsd 72(%r12), %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vsubsd 72(%rax), %xmm2, %xmm2
	vmovsd %xmm2, 72(%r12)
	vmovsd 80(%r12), %xmm2
	vsubsd %xmm9, %xmm2, %xmm2
	vsubsd 80(%rax), %xmm2, %xmm2
	vmovsd %xmm2, 80(%r12)
	vmovsd 88(%r12), %xmm2
	vsubsd %xmm8, %xmm2, %xmm2
	vsubsd 88(%rax), %xmm2, %xmm2
	vmovsd %xmm2, 88(%r12)
	vmovsd 96(%r12), %xmm2
	vsubsd %xmm7, %xmm2, %xmm2
	vsubsd 96(%rax), %xmm2, %xmm2
	vmovsd %xmm2, 96(%r12)
	vmovsd 104(%r12), %xmm2
	vsubsd %xmm1, %xmm2, %xmm1
	vsubsd 104(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 104(%r12)
	vmovsd 112(%r12), %xmm1
	vsubsd %xmm6, %xmm1, %xmm1
	vsubsd 112(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 112(%r12)
	vmovsd 120(%r12), %xmm1
	vsubsd %xmm5, %xmm1, %xmm1
	vsubsd 120(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 120(%r12)
	movb %r9b, 120(%rsp)
	movq 176(%rsp), %rcx
	movq %rcx, 104(%rsp)
	vcvtsi2sd %rdx, %xmm31, %xmm2
	vmovsd .LCPI_2(%rip), %xmm1
	vdivsd %xmm0, %xmm1, %xmm1
	testq %r9, %r9
	leaq 176(%rsp), %rcx
	cmovneq %rcx, %r9
	movq %r9, 488(%rsp)
	vbroadcastsd %xmm2, %ymm2
	vbroadcastsd %xmm1, %ymm3
	movabsq $144115188075855871, %rcx
	addq %rdx, %rcx
	movb $57, %dl
	bzhiq %rdx, %rcx, %rcx
	movq %rcx, 144(%rsp)
	leaq 1(%rcx), %r11
	movl %r11d, %r9d
	andl $7, %r9d
	movabsq $288230376151711736, %rcx
	andq %rcx, %r11
	subq 32(%rsp), %r15
	movq %r15, 56(%rsp)
	movq %r9, 64(%rsp)
	shll $7, %r9d
	movl $1, %r8d
	xorl %edi, %edi
.LBB_485:
	cmpq 40(%rsp), %rdi
	jae .LBB_490
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_487:
	movq (%rdx), %rcx
	cmpq %r8, %rcx
	jae .LBB_491
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, 40(%rsp)
	jne .LBB_487
	movq 40(%rsp), %rdi
	xorl %edx, %edx
	jmp .LBB_492
.LBB_490:
	xorl %edx, %edx
	jmp .LBB_492
.LBB_491:
	movl $1, %edx
.LBB_492:
	cmpq %r8, 104(%rsp)
	setae %r10b
	andb 120(%rsp), %r10b
	testq %rdx, %rdx
	jne .LBB_494
	movl $1025, %ebx
	testb %r10b, %r10b
	je .LBB_499
.LBB_494:
	movzbl %r10b, %r14d
	movl $2, %r10d
	subq %rdx, %r10
	testb %dl, %dl
	movq 104(%rsp), %rsi
	movq %rsi, %rbx
	movq %r10, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	cmovneq %rcx, %rbx
	movq %r14, 656(%rsp)
	movq %rsi, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_498
	je .LBB_498
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_497:
	movq %rbx, %rdx
	incq %r10
	movq (%rcx), %rbx
	cmpq %rbx, %rdx
	cmovbq %rdx, %rbx
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rbx
	addq $16, %rcx
	cmpq $2, %r10
	jne .LBB_497
.LBB_498:
	cmpq $1025, %rbx
	movl $1025, %ecx
	cmovaeq %rcx, %rbx
.LBB_499:
	vmovupd 192(%rsp), %ymm11
	vmovupd 224(%rsp), %ymm10
	vmovupd 256(%rsp), %ymm9
	vmovupd 288(%rsp), %ymm6
	vmovupd 336(%rsp), %ymm8
	vmovupd 368(%rsp), %ymm7
	vmovupd 400(%rsp), %ymm5
	vmovupd 432(%rsp), %ymm4
	cmpq %rbx, %r8
	jae .LBB_506
	movq (%rsp), %rsi
	cmpq %rsi, %r8
	cmovaq %r8, %rsi
	movq 48(%rsp), %rcx
	cmpq %rcx, %r8
	cmovaq %r8, %rcx
	movq %r8, %rdx
	shlq $7, %rdx
	movq 552(%rsp), %r10
	addq %rdx, %r10
	orq $120, %rdx
	movq 56(%rsp), %r14
	addq %r8, %r14
	shlq $7, %r14
	movq 608(%rsp), %r15
.LBB_501:
	movq 96(%rsp), %r13
	addq %r8, %r13
	cmpq %rbp, %r13
	jae .LBB_1046
	movq 56(%rsp), %r13
	addq %r8, %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	cmpq %r8, %rsi
	je .LBB_1051
	cmpq %r8, %rcx
	je .LBB_1011
	vmovupd -96(%r15,%r10), %ymm12
	vmovupd -64(%r15,%r10), %ymm13
	vmovupd -32(%r15,%r10), %ymm14
	vmovupd (%r15,%r10), %ymm15
	vaddpd %ymm8, %ymm12, %ymm16
	vmulpd %ymm2, %ymm12, %ymm12
	vaddpd %ymm12, %ymm11, %ymm11
	vsubpd %ymm8, %ymm11, %ymm11
	vmulsd %xmm1, %xmm11, %xmm12
	vshufpd $1, %xmm11, %xmm11, %xmm8
	vmulsd %xmm8, %xmm1, %xmm17
	vextractf32x4 $1, %ymm11, %xmm18
	vmulsd %xmm18, %xmm1, %xmm19
	vsubpd -96(%r15,%r14), %ymm16, %ymm8
	vshufpd $1, %xmm18, %xmm18, %xmm16
	vmulsd %xmm16, %xmm1, %xmm16
	vaddpd %ymm7, %ymm13, %ymm18
	vmulpd %ymm2, %ymm13, %ymm13
	vaddpd %ymm13, %ymm10, %ymm10
	vsubpd %ymm7, %ymm10, %ymm10
	vmulsd %xmm1, %xmm10, %xmm13
	vshufpd $1, %xmm10, %xmm10, %xmm7
	vmulsd %xmm7, %xmm1, %xmm20
	vextractf32x4 $1, %ymm10, %xmm21
	vmulsd %xmm21, %xmm1, %xmm22
	vsubpd -64(%r15,%r14), %ymm18, %ymm7
	vshufpd $1, %xmm21, %xmm21, %xmm18
	vmulsd %xmm18, %xmm1, %xmm18
	vaddpd %ymm5, %ymm14, %ymm21
	vmulpd %ymm2, %ymm14, %ymm14
	vaddpd %ymm14, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vmulsd %xmm1, %xmm9, %xmm14
	vshufpd $1, %xmm9, %xmm9, %xmm5
	vmulsd %xmm5, %xmm1, %xmm23
	vextractf32x4 $1, %ymm9, %xmm24
	vmulsd %xmm24, %xmm1, %xmm25
	vsubpd -32(%r15,%r14), %ymm21, %ymm5
	vshufpd $1, %xmm24, %xmm24, %xmm21
	vmulsd %xmm21, %xmm1, %xmm21
	vaddpd %ymm4, %ymm15, %ymm24
	vmulpd %ymm2, %ymm15, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm4, %ymm6, %ymm6
	vmulsd %xmm6, %xmm1, %xmm15
	vshufpd $1, %xmm6, %xmm6, %xmm4
	vmulsd %xmm4, %xmm1, %xmm26
	vextractf32x4 $1, %ymm6, %xmm27
	vmulsd %xmm27, %xmm1, %xmm28
	vsubpd (%r15,%r14), %ymm24, %ymm4
	vshufpd $1, %xmm27, %xmm27, %xmm24
	vmulsd %xmm24, %xmm1, %xmm24
	vmovsd -120(%r12,%rdx), %xmm27
	vsubsd %xmm12, %xmm27, %xmm12
	vmovsd -112(%r12,%rdx), %xmm27
	vsubsd %xmm17, %xmm27, %xmm17
	vsubsd -120(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -120(%r12,%rdx)
	vsubsd -112(%rax,%rdx), %xmm17, %xmm12
	vmovsd %xmm12, -112(%r12,%rdx)
	vmovsd -104(%r12,%rdx), %xmm12
	vsubsd %xmm19, %xmm12, %xmm12
	vsubsd -104(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -104(%r12,%rdx)
	vmovsd -96(%r12,%rdx), %xmm12
	vsubsd %xmm16, %xmm12, %xmm12
	vsubsd -96(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -96(%r12,%rdx)
	vmovsd -88(%r12,%rdx), %xmm12
	vsubsd %xmm13, %xmm12, %xmm12
	vsubsd -88(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -88(%r12,%rdx)
	vmovsd -80(%r12,%rdx), %xmm12
	vsubsd %xmm20, %xmm12, %xmm12
	vsubsd -80(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -80(%r12,%rdx)
	vmovsd -72(%r12,%rdx), %xmm12
	vsubsd %xmm22, %xmm12, %xmm12
	vsubsd -72(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -72(%r12,%rdx)
	vmovsd -64(%r12,%rdx), %xmm12
	vsubsd %xmm18, %xmm12, %xmm12
	vsubsd -64(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -64(%r12,%rdx)
	vmovsd -56(%r12,%rdx), %xmm12
	vsubsd %xmm14, %xmm12, %xmm12
	vsubsd -56(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -56(%r12,%rdx)
	vmovsd -48(%r12,%rdx), %xmm12
	vsubsd %xmm23, %xmm12, %xmm12
	vsubsd -48(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -48(%r12,%rdx)
	vmovsd -40(%r12,%rdx), %xmm12
	vsubsd %xmm25, %xmm12, %xmm12
	vsubsd -40(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -40(%r12,%rdx)
	vmovsd -32(%r12,%rdx), %xmm12
	vsubsd %xmm21, %xmm12, %xmm12
	vsubsd -32(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -32(%r12,%rdx)
	vmovsd -24(%r12,%rdx), %xmm12
	vsubsd %xmm15, %xmm12, %xmm12
	vsubsd -24(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -24(%r12,%rdx)
	vmovsd -16(%r12,%rdx), %xmm12
	vsubsd %xmm26, %xmm12, %xmm12
	vsubsd -16(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -16(%r12,%rdx)
	vmovsd -8(%r12,%rdx), %xmm12
	vsubsd %xmm28, %xmm12, %xmm12
	vsubsd -8(%rax,%rdx), %xmm12, %xmm12
	vmovsd %xmm12, -8(%r12,%rdx)
	vmovsd (%r12,%rdx), %xmm12
	vsubsd %xmm24, %xmm12, %xmm12
	vsubsd (%rax,%rdx), %xmm12, %xmm12
	incq %r8
	vmovsd %xmm12, (%r12,%rdx)
	subq $-128, %rdx
	subq $-128, %r15
	cmpq %r8, %rbx
	jne .LBB_501
.LBB_506:
	vmovupd %ymm11, 192(%rsp)
	vmovupd %ymm10, 224(%rsp)
	vmovupd %ymm9, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm8, 336(%rsp)
	cmpq $1024, %rbx
	movq 96(%rsp), %rcx
	movq 32(%rsp), %rdx
	ja .LBB_673
	leaq (%rbx,%rcx), %r10
	cmpq %rbp, %r10
	jae .LBB_1043
	movq %r10, %r13
	subq %rdx, %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	movq %r10, %rcx
	shlq $7, %rcx
	movq 152(%rsp), %rdx
	vmovupd (%rdx,%rcx), %ymm12
	vmulpd %ymm2, %ymm12, %ymm13
	vaddpd %ymm13, %ymm11, %ymm11
	vsubpd %ymm8, %ymm11, %ymm11
	vmovupd %ymm11, 192(%rsp)
	vmovupd 32(%rdx,%rcx), %ymm13
	vmulpd %ymm2, %ymm13, %ymm14
	vaddpd %ymm14, %ymm10, %ymm10
	vsubpd %ymm7, %ymm10, %ymm10
	vmovupd %ymm10, 224(%rsp)
	vmovupd 64(%rdx,%rcx), %ymm14
	vmulpd %ymm2, %ymm14, %ymm15
	vaddpd %ymm15, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vmovupd %ymm9, 256(%rsp)
	vmovupd 96(%rdx,%rcx), %ymm15
	vmulpd %ymm2, %ymm15, %ymm16
	vaddpd %ymm16, %ymm6, %ymm6
	vsubpd %ymm4, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm8, %ymm12, %ymm8
	vsubpd (%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 336(%rsp)
	vaddpd %ymm7, %ymm13, %ymm7
	vsubpd 32(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 368(%rsp)
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd 64(%rdx,%r13), %ymm5, %ymm5
	vmovupd %ymm5, 400(%rsp)
	vaddpd %ymm4, %ymm15, %ymm4
	vsubpd 96(%rdx,%r13), %ymm4, %ymm4
	vmovupd %ymm4, 432(%rsp)
	vmulpd %ymm3, %ymm11, %ymm4
	vmovupd %ymm4, 624(%rsp)
	vmulpd %ymm3, %ymm10, %ymm4
	vmovupd %ymm4, 656(%rsp)
	vmulpd %ymm3, %ymm9, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm6, %ymm3, %ymm4
	vmovupd %ymm4, 720(%rsp)
	cmpq 40(%rsp), %rdi
	ja .LBB_964
	leaq 1(%rbx), %r8
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	incq %r10
	movq %r10, %r14
	subq 32(%rsp), %r14
	movq %r14, 136(%rsp)
	shlq $7, %r14
	addq %rdx, %r14
	movq %r14, 72(%rsp)
	xorl %esi, %esi
	movq 488(%rsp), %r15
	movq %r10, %r13
	jmp .LBB_513
.LBB_511:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $16, %r13
	jae .LBB_996
.LBB_512:
	vmovsd %xmm5, 192(%rsp,%r13,8)
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vdivsd %xmm0, %xmm5, %xmm4
	vmovsd %xmm4, 624(%rsp,%r13,8)
	movq %r14, %r15
	movq %r10, %rcx
	movq %rbp, %r13
.LBB_513:
	testb %sil, %sil
	je .LBB_522
	movq %rcx, %r10
	movq 32(%rsp), %rdx
.LBB_515:
	testq %r15, %r15
	je .LBB_530
	cmpq %rbx, (%r15)
	jne .LBB_530
	movb $2, %sil
	xorl %r14d, %r14d
	movq %r15, %rcx
	cmpq %rdx, %r13
	jb .LBB_961
.LBB_518:
	movq %r13, %rbp
	movq 8(%rcx), %r13
	testq %rdx, %rdx
	je .LBB_511
	cmpq $15, %r13
	ja .LBB_982
	cmpq $7, 144(%rsp)
	jae .LBB_525
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %ecx, %ecx
	movq 72(%rsp), %r15
	jmp .LBB_528
.LBB_522:
	movq 512(%rsp), %rdx
	movq %rdx, %r10
	cmpq %rdx, %rcx
	movq 32(%rsp), %rdx
	je .LBB_515
	leaq 16(%rcx), %r10
	cmpq %rbx, (%rcx)
	jne .LBB_515
	xorl %esi, %esi
	movq %r15, %r14
	cmpq %rdx, %r13
	jae .LBB_518
	jmp .LBB_961
.LBB_525:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %ecx, %ecx
	movq 72(%rsp), %r15
.LBB_526:
	leaq 1(%rcx), %rdx
	vcvtsi2sd %rdx, %xmm3, %xmm6
	vmovsd (%r15,%r13,8), %xmm7
	vmovsd 128(%r15,%r13,8), %xmm8
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	leaq 2(%rcx), %rdx
	vcvtsi2sd %rdx, %xmm3, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vmulsd %xmm6, %xmm8, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	leaq 3(%rcx), %rdx
	vcvtsi2sd %rdx, %xmm3, %xmm6
	vaddsd %xmm4, %xmm8, %xmm4
	vmovsd 256(%r15,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 4(%rcx), %rdx
	vcvtsi2sd %rdx, %xmm3, %xmm6
	vmovsd 384(%r15,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 5(%rcx), %rdx
	vcvtsi2sd %rdx, %xmm3, %xmm6
	vmovsd 512(%r15,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 6(%rcx), %rdx
	vcvtsi2sd %rdx, %xmm3, %xmm6
	vmovsd 640(%r15,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 7(%rcx), %rdx
	vcvtsi2sd %rdx, %xmm3, %xmm6
	vmovsd 768(%r15,%r13,8), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	addq $8, %rcx
	vcvtsi2sd %rcx, %xmm3, %xmm6
	vmovsd 896(%r15,%r13,8), %xmm7
	addq $1024, %r15
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	cmpq %rcx, %r11
	jne .LBB_526
	cmpq $0, 64(%rsp)
	je .LBB_512
.LBB_528:
	incq %rcx
	leaq (%r15,%r13,8), %r15
	xorl %edx, %edx
.LBB_529:
	vcvtsi2sd %rcx, %xmm3, %xmm6
	vmovsd (%r15,%rdx), %xmm7
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm4, %xmm4
	incq %rcx
	subq $-128, %rdx
	cmpq %rdx, %r9
	jne .LBB_529
	jmp .LBB_512
.LBB_530:
	cmpq (%rsp), %rbx
	jae .LBB_1050
	cmpq 48(%rsp), %rbx
	movq 112(%rsp), %rbp
	jae .LBB_1049
	movq %rbx, %rcx
	shlq $7, %rcx
	vmovsd (%r12,%rcx), %xmm4
	vmovsd 8(%r12,%rcx), %xmm5
	vsubsd 624(%rsp), %xmm4, %xmm4
	vsubsd (%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, (%r12,%rcx)
	vsubsd 632(%rsp), %xmm5, %xmm4
	vsubsd 8(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 8(%r12,%rcx)
	vmovsd 16(%r12,%rcx), %xmm4
	vsubsd 640(%rsp), %xmm4, %xmm4
	vsubsd 16(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 16(%r12,%rcx)
	vmovsd 24(%r12,%rcx), %xmm4
	vsubsd 648(%rsp), %xmm4, %xmm4
	vsubsd 24(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 24(%r12,%rcx)
	vmovsd 32(%r12,%rcx), %xmm4
	vsubsd 656(%rsp), %xmm4, %xmm4
	vsubsd 32(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 32(%r12,%rcx)
	vmovsd 40(%r12,%rcx), %xmm4
	vsubsd 664(%rsp), %xmm4, %xmm4
	vsubsd 40(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 40(%r12,%rcx)
	vmovsd 48(%r12,%rcx), %xmm4
	vsubsd 672(%rsp), %xmm4, %xmm4
	vsubsd 48(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 48(%r12,%rcx)
	vmovsd 56(%r12,%rcx), %xmm4
	vsubsd 680(%rsp), %xmm4, %xmm4
	vsubsd 56(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 56(%r12,%rcx)
	vmovsd 64(%r12,%rcx), %xmm4
	vsubsd 688(%rsp), %xmm4, %xmm4
	vsubsd 64(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 64(%r12,%rcx)
	vmovsd 72(%r12,%rcx), %xmm4
	vsubsd 696(%rsp), %xmm4, %xmm4
	vsubsd 72(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 72(%r12,%rcx)
	vmovsd 80(%r12,%rcx), %xmm4
	vsubsd 704(%rsp), %xmm4, %xmm4
	vsubsd 80(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 80(%r12,%rcx)
	vmovsd 88(%r12,%rcx), %xmm4
	vsubsd 712(%rsp), %xmm4, %xmm4
	vsubsd 88(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 88(%r12,%rcx)
	vmovsd 96(%r12,%rcx), %xmm4
	vsubsd 720(%rsp), %xmm4, %xmm4
	vsubsd 96(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 96(%r12,%rcx)
	vmovsd 104(%r12,%rcx), %xmm4
	vsubsd 728(%rsp), %xmm4, %xmm4
	vsubsd 104(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 104(%r12,%rcx)
	vmovsd 112(%r12,%rcx), %xmm4
	vsubsd 736(%rsp), %xmm4, %xmm4
	vsubsd 112(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 112(%r12,%rcx)
	vmovsd 120(%r12,%rcx), %xmm4
	vsubsd 744(%rsp), %xmm4, %xmm4
	vsubsd 120(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 120(%r12,%rcx)
	cmpq $1024, %rbx
	jne .LBB_485
	jmp .LBB_673
.LBB_587:
	incq %rax
	movl %eax, %ecx
	andl $3, %ecx
	movl $4, %edx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rdx
	shlq $7, %rdx
	movq %rax, %rdi
	vmovdqa .LCPI_6(%rip), %ymm0
	vmovapd .LCPI_5(%rip), %ymm1
	vxorpd %xmm20, %xmm20, %xmm20
	vpbroadcastq .LCPI_7(%rip), %ymm21
	vpbroadcastq .LCPI_8(%rip), %ymm22
.LBB_588:
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd (%r8,%ymm1), %ymm12 {%k1}
	vpsllq $7, %ymm0, %ymm2
	kxnorw %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd (%r12,%ymm2), %ymm13 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%r8,%ymm1), %ymm3 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r8,%ymm1), %ymm4 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r8,%ymm1), %ymm5 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r8,%ymm1), %ymm6 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 88(%r8,%ymm1), %ymm7 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 80(%r8,%ymm1), %ymm8 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 72(%r8,%ymm1), %ymm9 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 64(%r8,%ymm1), %ymm10 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 56(%r8,%ymm1), %ymm11 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 48(%r8,%ymm1), %ymm14 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 40(%r8,%ymm1), %ymm15 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 32(%r8,%ymm1), %ymm16 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 24(%r8,%ymm1), %ymm17 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r8,%ymm1), %ymm18 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm19, %xmm19, %xmm19
	vaddpd %ymm20, %ymm12, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vgatherqpd 16(%r8,%ymm1), %ymm19 {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, (%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 8(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm18, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 8(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 16(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm19, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 16(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 24(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm17, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 24(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 32(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm16, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 32(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 40(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm15, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 40(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 48(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm14, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 48(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm11, %ymm11
	vsubpd %ymm11, %ymm12, %ymm11
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 56(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r12,%ymm2), %ymm11 {%k1}
	vaddpd %ymm20, %ymm10, %ymm10
	vsubpd %ymm10, %ymm11, %ymm10
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 64(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r12,%ymm2), %ymm10 {%k1}
	vaddpd %ymm20, %ymm9, %ymm9
	vsubpd %ymm9, %ymm10, %ymm9
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 72(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r12,%ymm2), %ymm9 {%k1}
	vaddpd %ymm20, %ymm8, %ymm8
	vsubpd %ymm8, %ymm9, %ymm8
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 80(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r12,%ymm2), %ymm8 {%k1}
	vaddpd %ymm20, %ymm7, %ymm7
	vsubpd %ymm7, %ymm8, %ymm7
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm7, 88(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%r12,%ymm2), %ymm7 {%k1}
	vaddpd %ymm20, %ymm6, %ymm6
	vsubpd %ymm6, %ymm7, %ymm6
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 96(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 104(%r12,%ymm2), %ymm6 {%k1}
	vaddpd %ymm20, %ymm5, %ymm5
	vsubpd %ymm5, %ymm6, %ymm5
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 104(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 112(%r12,%ymm2), %ymm5 {%k1}
	vaddpd %ymm20, %ymm4, %ymm4
	vsubpd %ymm4, %ymm5, %ymm4
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 112(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 120(%r12,%ymm2), %ymm4 {%k1}
	vaddpd %ymm20, %ymm3, %ymm3
	vsubpd %ymm3, %ymm4, %ymm3
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 120(%r12,%ymm2) {%k1}
	vpaddq %ymm21, %ymm0, %ymm0
	vpaddq %ymm22, %ymm1, %ymm1
	addq $-4, %rdi
	jne .LBB_588
.LBB_589:
	movq 568(%rsp), %rcx
	leaq (%r9,%rcx), %rdi
	movq 1224(%rsp), %rcx
	addq %rax, %rcx
	shlq $7, %rax
	addq %rdi, %rax
	subq %r13, %rcx
	movq 1232(%rsp), %rdi
	addq %rdx, %rdi
	movl $131200, %r8d
	subq %rdx, %r8
	xorl %edx, %edx
.LBB_590:
	incq %rcx
	je .LBB_1026
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
	jne .LBB_590
.LBB_592:
	movq 80(%rsp), %rax
	decq %rax
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_595
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	movq 96(%rsp), %r15
	movq 480(%rsp), %r8
	movq 328(%rsp), %r9
	je .LBB_596
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r10d
	jmp .LBB_597
.LBB_595:
	xorl %r10d, %r10d
	movq 96(%rsp), %r15
	movq 480(%rsp), %r8
	movq 328(%rsp), %r9
	jmp .LBB_597
.LBB_596:
	xorl %r10d, %r10d
.LBB_597:
	movq %r10, 168(%rsp)
	movq 80(%rsp), %rdx
	cmpq $1, %rdx
	jne .LBB_603
	cmpb $0, 23(%rsp)
	jne .LBB_969
	movq (%rsp), %rdx
	cmpq $1024, %rdx
	movl $1024, %eax
	cmovbq %rdx, %rax
	cmpq $3, %rdx
	jbe .LBB_602
	cmpq $1024, %rdx
	movl $1024, %ecx
	cmovbq %rdx, %rcx
	shll $7, %ecx
	movq 888(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rdx, %r12
	jae .LBB_663
	movq 880(%rsp), %rdx
	addq %r9, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %r8
	jae .LBB_663
.LBB_602:
	xorl %eax, %eax
	xorl %edx, %edx
	jmp .LBB_665
.LBB_603:
	leaq 1(%rdx), %rax
	imulq %rdx, %rax
	movq 472(%rsp), %rcx
	movq %rcx, %rdi
	subq %rdx, %rdi
	vcvtusi2sd %rax, %xmm31, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 432(%rsp)
	cmpq %rbp, %r15
	jae .LBB_974
	cmpq %rdx, %rcx
	movq 24(%rsp), %rax
	jb .LBB_977
	testq %rdx, %rdx
	movb $57, %cl
	je .LBB_608
	shlq $7, %rdi
	addq 152(%rsp), %rdi
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 336(%rsp), %ymm6
	vmovupd 432(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 424(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	bzhiq %rcx, %rdx, %rax
	cmpq $1, %rax
	jne .LBB_609
	xorl %eax, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_612
.LBB_608:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_614
.LBB_609:
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
	movq %rdi, %r8
.LBB_610:
	leaq 1(%rax), %rdi
	vcvtsi2sd %rdi, %xmm31, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r8), %ymm10
	vmovupd 32(%r8), %ymm11
	vmovupd 64(%r8), %ymm12
	vmovupd 96(%r8), %ymm13
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
	vmovupd 128(%r8), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 160(%r8), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm8, %ymm10, %ymm8
	vmovupd 192(%r8), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%r8), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm10, %ymm5
	addq $256, %r8
	cmpq %rax, %rdx
	jne .LBB_610
	movq %r8, %rdi
	testb $1, %cl
	movb $57, %cl
	movq 80(%rsp), %rdx
	je .LBB_613
.LBB_612:
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
.LBB_613:
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm8, 368(%rsp)
	vmovupd %ymm3, 256(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 432(%rsp)
	movq 24(%rsp), %rax
.LBB_614:
	cmpq %rax, %r13
	je .LBB_1083
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd (%r12), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%r12), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 64(%r12), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 96(%r12), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%r12)
	vmovupd %ymm4, 32(%r12)
	vmovupd %ymm3, 64(%r12)
	vmovupd %ymm2, 96(%r12)
	movb %r10b, 64(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 144(%rsp)
	vcvtsi2sd %rdx, %xmm31, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r10, %r10
	leaq 176(%rsp), %rax
	cmovneq %rax, %r10
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	movq %rax, 32(%rsp)
	leaq 1(%rax), %rbx
	movl %ebx, %r14d
	andl $7, %r14d
	movabsq $288230376151711736, %rax
	andq %rax, %rbx
	addq 568(%rsp), %r9
	movq %r9, 328(%rsp)
	movq %r15, %rax
	subq %rdx, %rax
	movq %rax, 56(%rsp)
	movq %r14, 72(%rsp)
	shll $7, %r14d
	movl $1, %eax
	xorl %edi, %edi
	movq %r10, 48(%rsp)
.LBB_616:
	movq 40(%rsp), %r8
	cmpq %r8, %rdi
	jae .LBB_621
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_618:
	movq (%rdx), %rcx
	cmpq %rax, %rcx
	jae .LBB_622
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r8
	jne .LBB_618
	movq %r8, %rdi
	xorl %edx, %edx
	jmp .LBB_623
.LBB_621:
	xorl %edx, %edx
	jmp .LBB_623
.LBB_622:
	movl $1, %edx
.LBB_623:
	cmpq %rax, 144(%rsp)
	setae %r8b
	andb 64(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_625
	movl $1025, %r9d
	testb %r8b, %r8b
	je .LBB_630
.LBB_625:
	movq %r10, %rsi
	movzbl %r8b, %r10d
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq 144(%rsp), %r11
	movq %r11, %r9
	movq %r8, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	cmovneq %rcx, %r9
	movq %r10, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_629
	je .LBB_629
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_628:
	movq %r9, %rdx
	incq %r8
	movq (%rcx), %r9
	cmpq %r9, %rdx
	cmovbq %rdx, %r9
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r9
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_628
.LBB_629:
	cmpq $1025, %r9
	movl $1025, %ecx
	cmovaeq %rcx, %r9
	movq %rsi, %r10
.LBB_630:
	vmovupd 192(%rsp), %ymm5
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm6
	vmovupd 288(%rsp), %ymm3
	vmovupd 336(%rsp), %ymm12
	vmovupd 368(%rsp), %ymm13
	vmovupd 400(%rsp), %ymm11
	vmovupd 432(%rsp), %ymm14
	cmpq %r9, %rax
	jae .LBB_636
	movq (%rsp), %rsi
	cmpq %rsi, %rax
	cmovaq %rax, %rsi
	movq %rax, %rcx
	shlq $7, %rcx
	movq 328(%rsp), %rdx
	addq %rcx, %rdx
	addq 552(%rsp), %rcx
	movq 56(%rsp), %r8
	addq %rax, %r8
	shlq $7, %r8
	movq 608(%rsp), %r11
.LBB_632:
	leaq (%r15,%rax), %r13
	cmpq %rbp, %r13
	jae .LBB_1046
	movq 56(%rsp), %r13
	addq %rax, %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	cmpq %rax, %rsi
	je .LBB_1006
	incq %rax
	vmovupd -96(%r11,%rcx), %ymm15
	vmovupd -64(%r11,%rcx), %ymm10
	vmovupd -32(%r11,%rcx), %ymm9
	vmovupd (%r11,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r11,%r8), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm11, %ymm9, %ymm8
	vsubpd -32(%r11,%r8), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm6, %ymm9, %ymm6
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%r11,%r8), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm15, %ymm10
	vsubpd -96(%r11,%r8), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd -96(%rdx), %ymm13
	vsubpd %ymm12, %ymm13, %ymm12
	vmovupd -64(%rdx), %ymm13
	vmovupd -32(%rdx), %ymm14
	vmovupd (%rdx), %ymm15
	vmovupd %ymm12, -96(%rdx)
	vmulpd %ymm4, %ymm2, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vmovupd %ymm12, -64(%rdx)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vsubpd %ymm11, %ymm14, %ymm11
	vmovupd %ymm11, -32(%rdx)
	vmulpd %ymm3, %ymm2, %ymm11
	vsubpd %ymm11, %ymm15, %ymm11
	vmovupd %ymm11, (%rdx)
	subq $-128, %rdx
	subq $-128, %r11
	vmovapd %ymm10, %ymm12
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm11
	vmovapd %ymm7, %ymm14
	cmpq %rax, %r9
	jne .LBB_632
	jmp .LBB_637
.LBB_636:
	vmovapd %ymm12, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm11, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_637:
	vmovupd %ymm5, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm6, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 336(%rsp)
	cmpq $1024, %r9
	ja .LBB_673
	leaq (%r9,%r15), %r8
	cmpq %rbp, %r8
	jae .LBB_1029
	movq %r8, %r13
	subq 80(%rsp), %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	movq %r8, %rax
	shlq $7, %rax
	movq 152(%rsp), %rdx
	vmovupd (%rdx,%rax), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd %ymm10, %ymm5, %ymm5
	vmovupd %ymm5, 192(%rsp)
	vmovupd 32(%rdx,%rax), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 224(%rsp)
	vmovupd 64(%rdx,%rax), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vsubpd %ymm8, %ymm6, %ymm6
	vmovupd %ymm6, 256(%rsp)
	vmovupd 96(%rdx,%rax), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 336(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 368(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 400(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 432(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 624(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 656(%rsp)
	vmulpd %ymm6, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq 40(%rsp), %rdi
	ja .LBB_964
	leaq 1(%r9), %rax
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	incq %r8
	movq %r8, %rsi
	subq 80(%rsp), %rsi
	movq %rsi, 136(%rsp)
	shlq $7, %rsi
	addq %rdx, %rsi
	xorl %ebp, %ebp
	movq %r10, %rdx
	movq %r8, %r13
	jmp .LBB_644
.LBB_642:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_996
.LBB_643:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 336(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r8, %rdx
	movq %r11, %rcx
	movq 96(%rsp), %r15
	movq %r10, %r13
.LBB_644:
	testb %bpl, %bpl
	je .LBB_653
	movq %rcx, %r11
.LBB_646:
	testq %rdx, %rdx
	je .LBB_661
	cmpq %r9, (%rdx)
	jne .LBB_661
	movb $2, %bpl
	xorl %r8d, %r8d
	movq %rdx, %rcx
	movq 80(%rsp), %rdx
	cmpq %rdx, %r13
	jb .LBB_961
.LBB_649:
	movq %r13, %r10
	movq 8(%rcx), %r13
	testq %rdx, %rdx
	je .LBB_642
	cmpq $15, %r13
	ja .LBB_982
	cmpq $7, 32(%rsp)
	jae .LBB_656
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %rsi, %rdx
	jmp .LBB_659
.LBB_653:
	movq 512(%rsp), %r8
	movq %r8, %r11
	cmpq %r8, %rcx
	je .LBB_646
	leaq 16(%rcx), %r11
	cmpq %r9, (%rcx)
	jne .LBB_646
	xorl %ebp, %ebp
	movq %rdx, %r8
	movq 80(%rsp), %rdx
	cmpq %rdx, %r13
	jae .LBB_649
	jmp .LBB_961
.LBB_656:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %rsi, %rdx
.LBB_657:
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
	cmpq %rcx, %rbx
	jne .LBB_657
	cmpq $0, 72(%rsp)
	je .LBB_643
.LBB_659:
	incq %rcx
	leaq (%rdx,%r13,8), %rdx
	xorl %r15d, %r15d
.LBB_660:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rdx,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r15
	cmpq %r15, %r14
	jne .LBB_660
	jmp .LBB_643
.LBB_661:
	cmpq (%rsp), %r9
	jae .LBB_1044
	movq %r9, %rcx
	shlq $7, %rcx
	vmovupd (%r12,%rcx), %ymm3
	vmovupd 32(%r12,%rcx), %ymm4
	vmovupd 64(%r12,%rcx), %ymm5
	vmovupd 96(%r12,%rcx), %ymm6
	vsubpd 624(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%r12,%rcx)
	vsubpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%r12,%rcx)
	vsubpd 688(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%r12,%rcx)
	vsubpd 720(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%r12,%rcx)
	cmpq $1024, %r9
	movq 112(%rsp), %rbp
	movq 48(%rsp), %r10
	jne .LBB_616
	jmp .LBB_673
.LBB_663:
	incq %rax
	movl %eax, %ecx
	andl $3, %ecx
	movl $4, %edx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rdx
	shlq $7, %rdx
	movq %rax, %rdi
	vmovdqa .LCPI_6(%rip), %ymm0
	vmovapd .LCPI_5(%rip), %ymm1
	vxorpd %xmm20, %xmm20, %xmm20
	vpbroadcastq .LCPI_7(%rip), %ymm21
	vpbroadcastq .LCPI_8(%rip), %ymm22
.LBB_664:
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd (%r8,%ymm1), %ymm12 {%k1}
	vpsllq $7, %ymm0, %ymm2
	kxnorw %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd (%r12,%ymm2), %ymm13 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%r8,%ymm1), %ymm3 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r8,%ymm1), %ymm4 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r8,%ymm1), %ymm5 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r8,%ymm1), %ymm6 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 88(%r8,%ymm1), %ymm7 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 80(%r8,%ymm1), %ymm8 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 72(%r8,%ymm1), %ymm9 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 64(%r8,%ymm1), %ymm10 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 56(%r8,%ymm1), %ymm11 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 48(%r8,%ymm1), %ymm14 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 40(%r8,%ymm1), %ymm15 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 32(%r8,%ymm1), %ymm16 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 24(%r8,%ymm1), %ymm17 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r8,%ymm1), %ymm18 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm19, %xmm19, %xmm19
	vaddpd %ymm20, %ymm12, %ymm12
	vsubpd %ymm12, %ymm13, %ymm12
	vgatherqpd 16(%r8,%ymm1), %ymm19 {%k1}
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, (%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 8(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm18, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 8(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 16(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm19, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 16(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 24(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm17, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 24(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 32(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm16, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 32(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 40(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm15, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 40(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 48(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm14, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm12, 48(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r12,%ymm2), %ymm12 {%k1}
	vaddpd %ymm20, %ymm11, %ymm11
	vsubpd %ymm11, %ymm12, %ymm11
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm11, 56(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r12,%ymm2), %ymm11 {%k1}
	vaddpd %ymm20, %ymm10, %ymm10
	vsubpd %ymm10, %ymm11, %ymm10
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm10, 64(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r12,%ymm2), %ymm10 {%k1}
	vaddpd %ymm20, %ymm9, %ymm9
	vsubpd %ymm9, %ymm10, %ymm9
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm9, 72(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r12,%ymm2), %ymm9 {%k1}
	vaddpd %ymm20, %ymm8, %ymm8
	vsubpd %ymm8, %ymm9, %ymm8
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm8, 80(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r12,%ymm2), %ymm8 {%k1}
	vaddpd %ymm20, %ymm7, %ymm7
	vsubpd %ymm7, %ymm8, %ymm7
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm7, 88(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%r12,%ymm2), %ymm7 {%k1}
	vaddpd %ymm20, %ymm6, %ymm6
	vsubpd %ymm6, %ymm7, %ymm6
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm6, 96(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 104(%r12,%ymm2), %ymm6 {%k1}
	vaddpd %ymm20, %ymm5, %ymm5
	vsubpd %ymm5, %ymm6, %ymm5
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm5, 104(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 112(%r12,%ymm2), %ymm5 {%k1}
	vaddpd %ymm20, %ymm4, %ymm4
	vsubpd %ymm4, %ymm5, %ymm4
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm4, 112(%r12,%ymm2) {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 120(%r12,%ymm2), %ymm4 {%k1}
	vaddpd %ymm20, %ymm3, %ymm3
	vsubpd %ymm3, %ymm4, %ymm3
	kxnorw %k0, %k0, %k1
	vscatterqpd %ymm3, 120(%r12,%ymm2) {%k1}
	vpaddq %ymm21, %ymm0, %ymm0
	vpaddq %ymm22, %ymm1, %ymm1
	addq $-4, %rdi
	jne .LBB_664
.LBB_665:
	addq 568(%rsp), %r9
	movq 1224(%rsp), %rcx
	addq %rax, %rcx
	shlq $7, %rax
	addq %r9, %rax
	subq %r13, %rcx
	movq 1232(%rsp), %rdi
	addq %rdx, %rdi
	movl $131200, %r8d
	subq %rdx, %r8
	xorl %edx, %edx
.LBB_666:
	incq %rcx
	je .LBB_1026
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
	jne .LBB_666
	jmp .LBB_673
.LBB_668:
	xorl %ecx, %ecx
	xorl %edx, %edx
	movq 48(%rsp), %r11
.LBB_669:
	movq %rcx, %rdi
	shlq $7, %rdi
	leaq 120(%rax,%rdi), %rax
	addq 1240(%rsp), %rbx
	addq %rdi, %rbx
	movq %r11, %rdi
	notq %rdi
	negq %rcx
	movl $131200, %r8d
	subq %rdx, %r8
	addq 1248(%rsp), %rdx
	xorl %r9d, %r9d
	movq 1456(%rsp), %rsi
.LBB_670:
	cmpq %rcx, %rsi
	je .LBB_1035
	decq %rcx
	cmpq %rcx, %rdi
	je .LBB_1036
	vxorpd %xmm15, %xmm15, %xmm15
	vaddsd -120(%rdx,%r9), %xmm15, %xmm0
	vaddsd -112(%rdx,%r9), %xmm15, %xmm1
	vaddsd -104(%rdx,%r9), %xmm15, %xmm2
	vaddsd -96(%rdx,%r9), %xmm15, %xmm3
	vaddsd -88(%rdx,%r9), %xmm15, %xmm4
	vaddsd -80(%rdx,%r9), %xmm15, %xmm5
	vaddsd -72(%rdx,%r9), %xmm15, %xmm6
	vaddsd -64(%rdx,%r9), %xmm15, %xmm7
	vaddsd -56(%rdx,%r9), %xmm15, %xmm8
	vaddsd -48(%rdx,%r9), %xmm15, %xmm9
	vaddsd -40(%rdx,%r9), %xmm15, %xmm10
	vaddsd -32(%rdx,%r9), %xmm15, %xmm11
	vaddsd -24(%rdx,%r9), %xmm15, %xmm12
	vaddsd -16(%rdx,%r9), %xmm15, %xmm13
	vaddsd -8(%rdx,%r9), %xmm15, %xmm14
	vaddsd (%rdx,%r9), %xmm15, %xmm15
	vmovsd -120(%rbx,%r9), %xmm16
	vsubsd %xmm0, %xmm16, %xmm0
	vmovsd -112(%rbx,%r9), %xmm16
	vsubsd %xmm1, %xmm16, %xmm1
	vsubsd -120(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -120(%rbx,%r9)
	vsubsd -112(%rax,%r9), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rbx,%r9)
	vmovsd -104(%rbx,%r9), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vsubsd -104(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -104(%rbx,%r9)
	vmovsd -96(%rbx,%r9), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd -96(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -96(%rbx,%r9)
	vmovsd -88(%rbx,%r9), %xmm0
	vsubsd %xmm4, %xmm0, %xmm0
	vsubsd -88(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -88(%rbx,%r9)
	vmovsd -80(%rbx,%r9), %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vsubsd -80(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -80(%rbx,%r9)
	vmovsd -72(%rbx,%r9), %xmm0
	vsubsd %xmm6, %xmm0, %xmm0
	vsubsd -72(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -72(%rbx,%r9)
	vmovsd -64(%rbx,%r9), %xmm0
	vsubsd %xmm7, %xmm0, %xmm0
	vsubsd -64(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -64(%rbx,%r9)
	vmovsd -56(%rbx,%r9), %xmm0
	vsubsd %xmm8, %xmm0, %xmm0
	vsubsd -56(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -56(%rbx,%r9)
	vmovsd -48(%rbx,%r9), %xmm0
	vsubsd %xmm9, %xmm0, %xmm0
	vsubsd -48(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -48(%rbx,%r9)
	vmovsd -40(%rbx,%r9), %xmm0
	vsubsd %xmm10, %xmm0, %xmm0
	vsubsd -40(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -40(%rbx,%r9)
	vmovsd -32(%rbx,%r9), %xmm0
	vsubsd %xmm11, %xmm0, %xmm0
	vsubsd -32(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -32(%rbx,%r9)
	vmovsd -24(%rbx,%r9), %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vsubsd -24(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -24(%rbx,%r9)
	vmovsd -16(%rbx,%r9), %xmm0
	vsubsd %xmm13, %xmm0, %xmm0
	vsubsd -16(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -16(%rbx,%r9)
	vmovsd -8(%rbx,%r9), %xmm0
	vsubsd %xmm14, %xmm0, %xmm0
	vsubsd -8(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -8(%rbx,%r9)
	vmovsd (%rbx,%r9), %xmm0
	vsubsd %xmm15, %xmm0, %xmm0
	vsubsd (%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%r9)
	addq $128, %r9
	cmpq %r9, %r8
	jne .LBB_670
.LBB_673:
	movq 968(%rsp), %rax
	movq 24(%rsp), %rdi
	subq %rdi, %rax
	movq %rax, (%rsp)
	movq 576(%rsp), %r9
	jb .LBB_972
	movq 960(%rsp), %rax
	movq 1288(%rsp), %rcx
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	testq %rdi, %rdi
	je .LBB_679
	xorl %edi, %edi
	xorl %r8d, %r8d
.LBB_676:
	leaq (%r9,%r8), %rsi
	cmpq (%rsp), %rsi
	jae .LBB_1020
	vmovupd 131200(%rax,%rdi), %ymm0
	vmovupd 131232(%rax,%rdi), %ymm1
	vmovupd 131264(%rax,%rdi), %ymm2
	vmovupd 131296(%rax,%rdi), %ymm3
	vmovupd %ymm3, 720(%rsp)
	vmovupd %ymm2, 688(%rsp)
	vmovupd %ymm1, 656(%rsp)
	vmovupd %ymm0, 624(%rsp)
	cmpq %r8, %rcx
	je .LBB_1021
	vmovsd (%rdx,%r8,8), %xmm0
	vmovsd %xmm0, (%rax,%rdi)
	vmovupd 624(%rsp), %ymm0
	vmovupd 656(%rsp), %ymm1
	vmovupd 688(%rsp), %ymm2
	vmovupd 712(%rsp), %ymm3
	vmovupd %ymm0, 8(%rax,%rdi)
	vmovupd %ymm1, 40(%rax,%rdi)
	vmovupd %ymm2, 72(%rax,%rdi)
	vmovupd %ymm3, 96(%rax,%rdi)
	subq $-128, %rdi
	incq %r8
	cmpq %rdi, 496(%rsp)
	jne .LBB_676
.LBB_679:
	testq %rcx, %rcx
	je .LBB_691
	leaq (,%rcx,8), %r8
	addq $-8, %r8
	shrq $3, %r8
	movq (%rsp), %rsi
	cmpq %r9, %rsi
	movq %r9, %rdi
	cmovaq %rsi, %rdi
	movq 1280(%rsp), %r10
	addq %r10, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $16, %rdi
	jae .LBB_682
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_688
.LBB_682:
	cmpq %r9, %rsi
	cmovaq %rsi, %r9
	addq %r10, %r9
	cmpq %r9, %r8
	cmovbq %r8, %r9
	movq %r9, %r8
	shlq $7, %r8
	leaq 131328(%rax,%r8), %r8
	cmpq %r8, %rdx
	jae .LBB_685
	leaq 8(%rdx,%r9,8), %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_685
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_687
.LBB_685:
	movq 496(%rsp), %r8
	leaq (%rax,%r8), %r9
	incq %rdi
	movl %edi, %r8d
	andl $15, %r8d
	movl $16, %r10d
	cmoveq %r10, %r8
	subq %r8, %rdi
	leaq (%rdx,%rdi,8), %r8
	xorl %r10d, %r10d
	vmovdqa .LCPI_6(%rip), %ymm0
	vmovdqu 1680(%rsp), %ymm6
	vpbroadcastq .LCPI_9(%rip), %ymm7
.LBB_686:
	vpsubq %ymm6, %ymm0, %ymm1
	vpsllq $7, %ymm1, %ymm1
	kxnorw %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 131320(%r9,%ymm1), %ymm2 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 131832(%r9,%ymm1), %ymm3 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 132344(%r9,%ymm1), %ymm4 {%k1}
	kxnorw %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 132856(%r9,%ymm1), %ymm5 {%k1}
	vmovupd %ymm2, (%rdx,%r10,8)
	vmovupd %ymm3, 32(%rdx,%r10,8)
	vmovupd %ymm4, 64(%rdx,%r10,8)
	vmovupd %ymm5, 96(%rdx,%r10,8)
	addq $16, %r10
	vpaddq %ymm7, %ymm0, %ymm0
	cmpq %r10, %rdi
	jne .LBB_686
.LBB_687:
	movq 576(%rsp), %r9
.LBB_688:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%r9,%rdi), %rsi
	shlq $7, %rdi
	leaq 131320(%rax,%rdi), %rax
.LBB_689:
	cmpq (%rsp), %rsi
	jae .LBB_1014
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%r8)
	addq $8, %r8
	incq %rsi
	subq $-128, %rax
	cmpq %rcx, %r8
	jne .LBB_689
.LBB_691:
	movq 960(%rsp), %r12
	movq 600(%rsp), %rcx
	movq %rcx, 168(%rsp)
	movq 616(%rsp), %rcx
	movq %rcx, 176(%rsp)
	movq 968(%rsp), %rbp
	movq 1472(%rsp), %rcx
	movq %rcx, 184(%rsp)
	movq 1008(%rsp), %r13
	movq 1016(%rsp), %rcx
	movq 80(%rsp), %rdx
	cmpq $1, %rdx
	movq %rcx, (%rsp)
	jne .LBB_697
	cmpq %rbp, 912(%rsp)
	ja .LBB_973
	addq 1256(%rsp), %r12
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_1019
.LBB_694:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%r12,%rdi), %ymm3, %ymm0
	vaddpd -192(%r12,%rdi), %ymm3, %ymm1
	vaddpd -160(%r12,%rdi), %ymm3, %ymm2
	vaddpd -128(%r12,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%r13,%rdi)
	vmovupd %ymm1, 32(%r13,%rdi)
	vmovupd %ymm2, 64(%r13,%rdi)
	vmovupd %ymm3, 96(%r13,%rdi)
	cmpq $131072, %rdi
	je .LBB_755
	movq %rdx, %r8
	orq $1, %r8
	movq (%rsp), %rsi
	cmpq %rsi, %r8
	je .LBB_1053
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%r12,%rdi), %ymm3, %ymm0
	vaddpd -64(%r12,%rdi), %ymm3, %ymm1
	vaddpd -32(%r12,%rdi), %ymm3, %ymm2
	vaddpd (%r12,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r13,%rdi)
	vmovupd %ymm1, 160(%r13,%rdi)
	vmovupd %ymm2, 192(%r13,%rdi)
	vmovupd %ymm3, 224(%r13,%rdi)
	addq $256, %rdi
	addq $-2, %rcx
	testq %rcx, %rcx
	jne .LBB_694
	jmp .LBB_1019
.LBB_697:
	leaq 1(%rdx), %rcx
	imulq %rdx, %rcx
	vcvtusi2sd %rcx, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	movq 1264(%rsp), %rcx
	movq %rcx, %rdi
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 368(%rsp)
	subq %rdx, %rdi
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 432(%rsp)
	cmpq %rbp, 24(%rsp)
	movq 40(%rsp), %r9
	jae .LBB_994
	cmpq %rdx, %rcx
	jb .LBB_976
	testq %rdx, %rdx
	je .LBB_702
	movq %rdx, %rax
	shlq $7, %rdi
	addq %r12, %rdi
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 336(%rsp), %ymm6
	vmovupd 432(%rsp), %ymm5
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vinsertf128 $1, %xmm3, %ymm4, %ymm3
	vmovhpd 424(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm7, %ymm4, %ymm7
	movb $57, %dl
	bzhiq %rdx, %rax, %rcx
	cmpq $1, %rcx
	jne .LBB_703
	xorl %edx, %edx
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_706
.LBB_702:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_708
.LBB_703:
	movabsq $144115188075855871, %rcx
	addq %rax, %rcx
	bzhiq %rdx, %rcx, %rcx
	incq %rcx
	movabsq $288230376151711736, %rdx
	leaq 6(%rdx), %rax
	andq %rcx, %rax
	xorl %edx, %edx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_704:
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
	jne .LBB_704
	testb $1, %cl
	je .LBB_707
.LBB_706:
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
.LBB_707:
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm8, 368(%rsp)
	vmovupd %ymm3, 256(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 432(%rsp)
.LBB_708:
	cmpq $0, (%rsp)
	je .LBB_1054
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r13)
	vmovupd %ymm4, 32(%r13)
	vmovupd %ymm3, 64(%r13)
	vmovupd %ymm2, 96(%r13)
	leaq 96(%r13), %rax
	movq %rax, 120(%rsp)
	movq 600(%rsp), %rdx
	movb %dl, 144(%rsp)
	movq 80(%rsp), %rdi
	vcvtsi2sd %rdi, %xmm31, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rdx, %rdx
	leaq 176(%rsp), %rcx
	cmovneq %rcx, %rdx
	movq %rdx, 600(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movabsq $144115188075855871, %rcx
	addq %rdi, %rcx
	movb $57, %dl
	bzhiq %rdx, %rcx, %rax
	movq %rax, 48(%rsp)
	leaq 1(%rax), %rbx
	movl %ebx, %r14d
	andl $7, %r14d
	movabsq $288230376151711736, %rcx
	andq %rcx, %rbx
	leaq 96(%r12), %rax
	movq %rax, 488(%rsp)
	movq 24(%rsp), %rax
	subq %rdi, %rax
	movq %rax, 56(%rsp)
	movq %r14, 32(%rsp)
	shll $7, %r14d
	movl $1, %r15d
	xorl %edi, %edi
	movq %rbp, 72(%rsp)
	movq %r12, 64(%rsp)
	movq %r13, 104(%rsp)
.LBB_710:
	cmpq %r9, %rdi
	jae .LBB_715
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_712:
	movq (%rdx), %rcx
	cmpq %r15, %rcx
	jae .LBB_716
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r9
	jne .LBB_712
	movq %r9, %rdi
	xorl %edx, %edx
	jmp .LBB_717
.LBB_715:
	xorl %edx, %edx
	jmp .LBB_717
.LBB_716:
	movl $1, %edx
.LBB_717:
	cmpq %r15, 616(%rsp)
	setae %r8b
	andb 144(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_719
	movl $1025, %r10d
	testb %r8b, %r8b
	je .LBB_724
.LBB_719:
	movzbl %r8b, %r8d
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq 616(%rsp), %r11
	movq %r11, %r10
	movq %r9, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	cmovneq %rcx, %r10
	movq %r8, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_723
	je .LBB_723
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_722:
	movq %r10, %rdx
	incq %r9
	movq (%rcx), %r10
	cmpq %r10, %rdx
	cmovbq %rdx, %r10
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r10
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_722
.LBB_723:
	cmpq $1025, %r10
	movl $1025, %ecx
	cmovaeq %rcx, %r10
	movq 40(%rsp), %r9
.LBB_724:
	vmovupd 192(%rsp), %ymm6
	vmovupd 224(%rsp), %ymm5
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm3
	vmovupd 336(%rsp), %ymm11
	vmovupd 368(%rsp), %ymm12
	vmovupd 400(%rsp), %ymm13
	vmovupd 432(%rsp), %ymm14
	cmpq %r10, %r15
	jae .LBB_730
	movq (%rsp), %rax
	cmpq %rax, %r15
	cmovaq %r15, %rax
	movq %r15, %rcx
	shlq $7, %rcx
	movq 120(%rsp), %rdx
	addq %rcx, %rdx
	addq 496(%rsp), %rcx
	movq 56(%rsp), %rsi
	leaq (%rsi,%r15), %r11
	shlq $7, %r11
	movq 488(%rsp), %r12
.LBB_726:
	movq 24(%rsp), %r8
	leaq (%r8,%r15), %r13
	cmpq %rbp, %r13
	jae .LBB_1046
	movq %rax, %rsi
	movq 56(%rsp), %rax
	leaq (%rax,%r15), %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	movq %rsi, %rax
	cmpq %r15, %rsi
	je .LBB_1053
	incq %r15
	vmovupd -96(%r12,%rcx), %ymm15
	vmovupd -64(%r12,%rcx), %ymm10
	vmovupd -32(%r12,%rcx), %ymm9
	vmovupd (%r12,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r12,%r11), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%r12,%r11), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%r12,%r11), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vsubpd %ymm12, %ymm5, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%r12,%r11), %ymm10, %ymm10
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
	cmpq %r15, %r10
	jne .LBB_726
	jmp .LBB_731
.LBB_730:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_731:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 336(%rsp)
	cmpq $1024, %r10
	movq 80(%rsp), %rdx
	movq 64(%rsp), %rsi
	ja .LBB_755
	movq 24(%rsp), %rcx
	leaq (%r10,%rcx), %rax
	cmpq %rbp, %rax
	jae .LBB_1045
	movq %rax, %r13
	subq %rdx, %r13
	cmpq %rbp, %r13
	jae .LBB_1041
	movq %rax, %rcx
	shlq $7, %rcx
	vmovupd (%rsi,%rcx), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 192(%rsp)
	vmovupd 32(%rsi,%rcx), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 224(%rsp)
	vmovupd 64(%rsi,%rcx), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 256(%rsp)
	vmovupd 96(%rsi,%rcx), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rsi,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 336(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rsi,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 368(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rsi,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 400(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rsi,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 432(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 624(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 656(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r9, %rdi
	ja .LBB_965
	leaq 1(%r10), %r15
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	incq %rax
	movq %rax, %r9
	subq %rdx, %r9
	movq %r9, 136(%rsp)
	shlq $7, %r9
	addq %rsi, %r9
	xorl %ebp, %ebp
	movq 600(%rsp), %rdx
	movq %rax, %r13
	movq 48(%rsp), %rsi
	jmp .LBB_738
.LBB_736:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_996
.LBB_737:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 336(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r11, %rdx
	movq %r12, %rcx
	movq %rax, %r13
.LBB_738:
	testb %bpl, %bpl
	je .LBB_750
	movq %rcx, %r12
.LBB_740:
	testq %rdx, %rdx
	je .LBB_753
	cmpq %r10, (%rdx)
	jne .LBB_753
	movb $2, %bpl
	xorl %r11d, %r11d
	movq %rdx, %rcx
	movq 80(%rsp), %rdx
	cmpq %rdx, %r13
	jb .LBB_957
.LBB_743:
	movq %r13, %rax
	movq 8(%rcx), %r13
	testq %rdx, %rdx
	je .LBB_736
	cmpq $15, %r13
	ja .LBB_982
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	movq %r9, %rdx
	cmpq $7, %rsi
	jb .LBB_748
.LBB_746:
	leaq 1(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd (%rdx,%r13,8), %xmm6
	vmovsd 128(%rdx,%r13,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd 384(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd 512(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd 640(%rdx,%r13,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rcx), %r8
	vcvtsi2sd %r8, %xmm2, %xmm5
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
	cmpq %rcx, %rbx
	jne .LBB_746
	cmpq $0, 32(%rsp)
	je .LBB_737
.LBB_748:
	incq %rcx
	leaq (%rdx,%r13,8), %rdx
	xorl %r8d, %r8d
.LBB_749:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rdx,%r8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r8
	cmpq %r8, %r14
	jne .LBB_749
	jmp .LBB_737
.LBB_750:
	movq 512(%rsp), %r8
	movq %r8, %r12
	cmpq %r8, %rcx
	je .LBB_740
	leaq 16(%rcx), %r12
	cmpq %r10, (%rcx)
	jne .LBB_740
	xorl %ebp, %ebp
	movq %rdx, %r11
	movq 80(%rsp), %rdx
	cmpq %rdx, %r13
	jae .LBB_743
	jmp .LBB_957
.LBB_753:
	cmpq (%rsp), %r10
	jae .LBB_1048
	movq %r10, %rcx
	shlq $7, %rcx
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	movq 104(%rsp), %r13
	vmovupd %ymm6, 96(%r13,%rcx)
	vmovupd %ymm5, 64(%r13,%rcx)
	vmovupd %ymm4, 32(%r13,%rcx)
	vmovupd %ymm3, (%r13,%rcx)
	cmpq $1024, %r10
	movq 40(%rsp), %r9
	movq 72(%rsp), %rbp
	jne .LBB_710
.LBB_755:
	movq 1376(%rsp), %rbp
	movq 896(%rsp), %r13
	cmpq %rbp, %r13
	jae .LBB_1056
	movq 1368(%rsp), %rax
	movq 1480(%rsp), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rbx
	movq 160(%rsp), %rax
	movq 560(%rsp), %rcx
	movq %rcx, 144(%rsp)
	movq %rax, 168(%rsp)
	leaq 1616(%rsp), %rax
	movq %rax, 192(%rsp)
	movq 504(%rsp), %rax
	movq %rax, 200(%rsp)
	leaq 1712(%rsp), %rax
	movq %rax, 336(%rsp)
	movq %rdx, (%rsp)
	movq %rdx, 344(%rsp)
	movq %rbx, 352(%rsp)
	leaq 624(%rsp), %rdi
	leaq 336(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 624(%rsp), %ymm0
	vmovupd 656(%rsp), %ymm1
	vmovdqu 688(%rsp), %ymm2
	vmovdqu 720(%rsp), %ymm3
	vmovdqu %ymm3, 432(%rsp)
	vmovdqu %ymm2, 400(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmovups %ymm0, 336(%rsp)
	vmovsd 336(%rsp), %xmm0
	vmaxsd .LCPI_11(%rip), %xmm0, %xmm0
	movq 992(%rsp), %rax
	movq 1016(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	shlq $4, %rax
	movq 1056(%rsp), %r11
	movq 1064(%rsp), %rcx
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	movq %rbx, 72(%rsp)
	je .LBB_765
	vmovsd 344(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 352(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 360(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 368(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 376(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 384(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 392(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmovsd 400(%rsp), %xmm1
	vmovsd 408(%rsp), %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm2, %xmm0
	vmovsd %xmm2, %xmm0, %xmm0 {%k1}
	vmovsd 416(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 424(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmovsd 432(%rsp), %xmm1
	vmovsd 440(%rsp), %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm2, %xmm0
	vmovsd %xmm2, %xmm0, %xmm0 {%k1}
	vmovsd 448(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 456(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rdx
	cmpq $8, %rax
	jae .LBB_766
.LBB_759:
	xorl %esi, %esi
.LBB_760:
	movq %rax, %r8
	movq %rsi, %rdi
	andq $3, %r8
	vmovddup .LCPI_12(%rip), %xmm2
	je .LBB_763
	movq %rsi, %rdi
.LBB_762:
	vmovsd (%rdx,%rdi,8), %xmm1
	vsubsd (%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%r11,%rdi)
	incq %rdi
	decq %r8
	jne .LBB_762
.LBB_763:
	subq %rax, %rsi
	cmpq $-4, %rsi
	ja .LBB_771
.LBB_764:
	vmovsd (%rdx,%rdi,8), %xmm1
	vsubsd (%rcx,%rdi,8), %xmm1, %xmm1
	vmovddup .LCPI_12(%rip), %xmm2
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%r11,%rdi)
	vmovsd 8(%rdx,%rdi,8), %xmm1
	vsubsd 8(%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 1(%r11,%rdi)
	vmovsd 16(%rdx,%rdi,8), %xmm1
	vsubsd 16(%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 2(%r11,%rdi)
	vmovsd 24(%rdx,%rdi,8), %xmm1
	vsubsd 24(%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 3(%r11,%rdi)
	addq $4, %rdi
	cmpq %rdi, %rax
	jne .LBB_764
	jmp .LBB_771
.LBB_765:
	movq %r11, 32(%rsp)
	jmp .LBB_772
.LBB_766:
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
	jne .LBB_759
	movl $0, %esi
	andb %r8b, %dil
	jne .LBB_760
	movq %rax, %rsi
	movabsq $9223372036854775800, %rdi
	andq %rdi, %rsi
	vbroadcastsd %xmm0, %ymm1
	xorl %edi, %edi
	vbroadcastsd .LCPI_12(%rip), %ymm4
	vpbroadcastd .LCPI_21(%rip), %xmm5
.LBB_769:
	vmovupd (%rdx,%rdi,8), %ymm2
	vmovupd 32(%rdx,%rdi,8), %ymm3
	vsubpd (%rcx,%rdi,8), %ymm2, %ymm2
	vsubpd 32(%rcx,%rdi,8), %ymm3, %ymm3
	vandpd %ymm4, %ymm2, %ymm2
	vandpd %ymm4, %ymm3, %ymm3
	vcmplepd %ymm1, %ymm2, %k1
	vcmplepd %ymm1, %ymm3, %k2
	vmovdqu8 %xmm5, %xmm2 {%k1} {z}
	vmovdqu8 %xmm5, %xmm3 {%k2} {z}
	vmovd %xmm2, (%r11,%rdi)
	vmovd %xmm3, 4(%r11,%rdi)
	addq $8, %rdi
	cmpq %rdi, %rsi
	jne .LBB_769
	cmpq %rsi, %rax
	jne .LBB_760
.LBB_771:
	movq 1056(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 1064(%rsp), %rcx
.LBB_772:
	leaq 1000(%rsp), %rax
	movq %rax, 624(%rsp)
	leaq 976(%rsp), %rax
	movq %rax, 632(%rsp)
	leaq 336(%rsp), %rax
	movq %rax, 640(%rsp)
	leaq 192(%rsp), %rax
	movq %rax, 648(%rsp)
	leaq 168(%rsp), %rax
	movq %rax, 656(%rsp)
	movq %rcx, 136(%rsp)
	movabsq $9223372036854775800, %rax
	andq %rax, %rcx
	movq %rcx, 64(%rsp)
	vmovddup .LCPI_12(%rip), %xmm1
	je .LBB_785
	movq $0, 80(%rsp)
	movq 32(%rsp), %rax
	movq 64(%rsp), %r12
	jmp .LBB_775
.LBB_774:
	movq 56(%rsp), %rax
	addq $8, %rax
	addq $-8, %r12
	incq 80(%rsp)
	testq %r12, %r12
	je .LBB_785
.LBB_775:
	movq %rax, 56(%rsp)
	movq (%rax), %r14
	testq %r14, %r14
	je .LBB_774
	movq 80(%rsp), %rax
	leaq (,%rax,8), %r15
	movq %r15, %rbp
	shrq $4, %rbp
	andl $8, %r15d
	jmp .LBB_778
.LBB_777:
	blsrq %r14, %r14
	vmovddup .LCPI_12(%rip), %xmm1
	je .LBB_774
.LBB_778:
	movq 1016(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_983
	movq 992(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_984
	tzcntq %r14, %rbx
	shrl $3, %ebx
	orq %r15, %rbx
	movq %rbp, %r13
	shlq $7, %r13
	movq 1008(%rsp), %rax
	addq %r13, %rax
	leal (,%rbx,8), %ecx
	vmovsd (%rcx,%rax), %xmm0
	movq 984(%rsp), %rax
	addq %r13, %rax
	vsubsd (%rcx,%rax), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vmovsd 336(%rsp,%rcx), %xmm1
	vucomisd %xmm0, %xmm1
	jb .LBB_777
	movl %ebx, %edx
	shll $10, %edx
	orq %rbx, %rdx
	addq %rbp, %rdx
	addq 168(%rsp), %rdx
	movq 192(%rsp), %rdi
	movq 200(%rsp), %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 992(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_998
	movq 984(%rsp), %rax
	addq %r13, %rax
	vmovsd %xmm0, (%rax,%rbx,8)
	movq 1016(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_997
	addq 1008(%rsp), %r13
	vmovsd %xmm1, (%r13,%rbx,8)
	jmp .LBB_777
.LBB_785:
	movq 136(%rsp), %rax
	movl %eax, %ebx
	andl $7, %ebx
	movq 464(%rsp), %r15
	movq 32(%rsp), %r12
	je .LBB_790
	addq 64(%rsp), %r12
	andq $-8, %rax
	xorl %r14d, %r14d
	jmp .LBB_788
.LBB_787:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_790
.LBB_788:
	cmpb $0, (%r12,%r14)
	je .LBB_787
	leaq (%rax,%r14), %rsi
	leaq 624(%rsp), %rdi
	movq %rax, %r13
	vzeroupper
	callq kernel_sliding::blocked::patch::{{closure}}
	movq %r13, %rax
	jmp .LBB_787
.LBB_790:
	addq $48, 504(%rsp)
	movq 896(%rsp), %rax
	incq %rax
	movq %rax, 120(%rsp)
	movl $1025, %eax
	movq %rax, 104(%rsp)
	movq $0, 64(%rsp)
	movq $0, 616(%rsp)
	xorl %eax, %eax
	jmp .LBB_792
.LBB_791:
	movq 48(%rsp), %rax
	incq %rax
	addq $1025, 104(%rsp)
	addq $-1025, 616(%rsp)
	addq $8, 64(%rsp)
	cmpq $16, %rax
	je .LBB_814
.LBB_792:
	movq %rax, %rsi
	shlq $10, %rsi
	addq %rax, %rsi
	movq 168(%rsp), %rcx
	movq %rcx, %rdx
	addq %rcx, %rsi
	movq %rax, 48(%rsp)
	vmovsd 336(%rsp,%rax,8), %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 144(%rsp), %rsi
	setb %cl
	testb %cl, %al
	je .LBB_791
	leaq 1025(%rsi), %r9
	movq 144(%rsp), %rax
	cmpq %r9, %rax
	cmovbq %rax, %r9
	cmpq $-1025, %rsi
	jae .LBB_791
	movq 616(%rsp), %r14
	subq %rdx, %r14
	addq 104(%rsp), %rdx
	movq %rdx, 136(%rsp)
	movq %r9, 32(%rsp)
	jmp .LBB_796
.LBB_795:
	movq 32(%rsp), %r9
	cmpq %r9, 56(%rsp)
	movq 464(%rsp), %r15
	movq 80(%rsp), %rsi
	jae .LBB_791
.LBB_796:
	movq %rsi, %r15
	movq 1504(%rsp), %rax
	movq 1512(%rsp), %r8
	cmpq $1, %r8
	je .LBB_800
	testq %r8, %r8
	je .LBB_1007
	movq %r8, %rcx
	xorl %r12d, %r12d
.LBB_799:
	movq %r12, %rdx
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r12
	cmpq %r15, (%rax,%r12,8)
	cmovaq %rdx, %r12
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_799
	jmp .LBB_801
.LBB_800:
	xorl %r12d, %r12d
.LBB_801:
	cmpq (%rax,%r12,8), %r15
	sbbq $-1, %r12
	leaq -1(%r12), %rsi
	cmpq %r8, %rsi
	jae .LBB_995
	cmpq %r8, %r12
	leaq (%rax,%r12,8), %rax
	leaq 1544(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r9
	movq %rax, 56(%rsp)
	cmovbq %r9, %rax
	movq %rax, 80(%rsp)
	cmpq %rax, %r15
	jae .LBB_795
	cmpq 72(%rsp), %rsi
	jae .LBB_1008
	leaq (%r14,%r15), %rbx
	shlq $7, %rbx
	addq 64(%rsp), %rbx
	movq 144(%rsp), %rbp
	movq 56(%rsp), %rax
	cmpq %rbp, %rax
	cmovbq %rax, %rbp
	movq 136(%rsp), %rax
	cmpq %rax, %rbp
	cmovaeq %rax, %rbp
	jmp .LBB_807
.LBB_805:
	movq 1008(%rsp), %rax
	vmovsd %xmm1, (%rax,%rbx)
.LBB_806:
	incq %r15
	subq $-128, %rbx
	cmpq %r15, %rbp
	je .LBB_795
.LBB_807:
	leaq (%r14,%r15), %r13
	movq (%rsp), %rax
	vmovsd -8(%rax,%r12,8), %xmm0
	vucomisd .LCPI_14(%rip), %xmm0
	jae .LBB_811
	movq 1016(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_970
	movq 992(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_971
	movq 984(%rsp), %rax
	movq 1008(%rsp), %rcx
	vmovsd (%rcx,%rbx), %xmm1
	vsubsd (%rax,%rbx), %xmm1, %xmm1
	vandpd .LCPI_12(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_806
.LBB_811:
	movq 192(%rsp), %rdi
	movq 200(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 992(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_967
	movq 984(%rsp), %rax
	vmovsd %xmm0, (%rax,%rbx)
	movq 1016(%rsp), %rax
	cmpq %rax, %r13
	jb .LBB_805
	jmp .LBB_968
.LBB_814:
	movq 896(%rsp), %rax
	cmpq %r15, %rax
	je .LBB_1059
	movq %rax, %r15
	movq 160(%rsp), %rax
	movq 560(%rsp), %rdx
	movq 992(%rsp), %rcx
	movq 1016(%rsp), %rsi
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	movq 1032(%rsp), %r8
	movq 1040(%rsp), %r10
	cmpq %r10, %rcx
	cmovaeq %r10, %rcx
	testq %rcx, %rcx
	movq 584(%rsp), %r12
	vxorpd %xmm0, %xmm0, %xmm0
	vpbroadcastd .LCPI_22(%rip), %xmm1
	je .LBB_830
	movq 984(%rsp), %rsi
	movq 1008(%rsp), %rdi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %r9
	adcq $0, %r9
	testq %rcx, %rcx
	je .LBB_823
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
	jne .LBB_823
	movl $0, %r10d
	andb %bl, %r11b
	jne .LBB_824
	movq %r9, %r10
	andq $-16, %r10
	xorl %r11d, %r11d
.LBB_820:
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
	jne .LBB_820
	cmpq %r10, %rcx
	jne .LBB_824
	jmp .LBB_829
.LBB_823:
	xorl %r10d, %r10d
.LBB_824:
	movq %r9, %rbx
	movq %r10, %r11
	andq $1, %rbx
	je .LBB_827
	movq %r10, %r11
.LBB_826:
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
	jne .LBB_826
.LBB_827:
	subq %r9, %r10
	cmpq $-4, %r10
	ja .LBB_829
.LBB_828:
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
	jne .LBB_828
.LBB_829:
	movq 1032(%rsp), %r8
	movq 1040(%rsp), %r10
	vpxor %xmm0, %xmm0, %xmm0
	vpbroadcastd .LCPI_22(%rip), %xmm1
.LBB_830:
	testq %r10, %r10
	je .LBB_1062
	cmpq $0, 1064(%rsp)
	je .LBB_1060
	leaq (%r15,%r15,4), %rcx
	movq 920(%rsp), %rsi
	leaq (%rsi,%rcx,8), %rdi
	movzbl 32(%rdi), %ecx
	movq 1056(%rsp), %rsi
	xorb (%r8), %cl
	cmpb $-2, %cl
	sete (%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1024, %rcx
	jbe .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $2, %rcx
	jb .LBB_1063
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 1(%rcx), %r9d
	xorb 16384(%rcx), %r9b
	cmpb $-2, %r9b
	sete 1(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $3, %rcx
	jb .LBB_1061
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 2(%rcx), %r9d
	xorb 16385(%rcx), %r9b
	cmpb $-2, %r9b
	sete 2(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $4, %rcx
	jb .LBB_1058
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 3(%rcx), %r9d
	xorb 16386(%rcx), %r9b
	cmpb $-2, %r9b
	sete 3(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $5, %rcx
	jb .LBB_1057
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 4(%rcx), %r9d
	xorb 16387(%rcx), %r9b
	cmpb $-2, %r9b
	sete 4(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $6, %rcx
	jb .LBB_1065
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 5(%rcx), %r9d
	xorb 16388(%rcx), %r9b
	cmpb $-2, %r9b
	sete 5(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $7, %rcx
	jb .LBB_1064
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 6(%rcx), %r9d
	xorb 16389(%rcx), %r9b
	cmpb $-2, %r9b
	sete 6(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $8, %rcx
	jb .LBB_1073
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 7(%rcx), %r9d
	xorb 16390(%rcx), %r9b
	cmpb $-2, %r9b
	sete 7(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $9, %rcx
	jb .LBB_1071
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 8(%rcx), %r9d
	xorb 16391(%rcx), %r9b
	cmpb $-2, %r9b
	sete 8(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $10, %rcx
	jb .LBB_1068
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 9(%rcx), %r9d
	xorb 16392(%rcx), %r9b
	cmpb $-2, %r9b
	sete 9(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $11, %rcx
	jb .LBB_1067
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 10(%rcx), %r9d
	xorb 16393(%rcx), %r9b
	cmpb $-2, %r9b
	sete 10(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $12, %rcx
	jb .LBB_1066
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 11(%rcx), %r9d
	xorb 16394(%rcx), %r9b
	cmpb $-2, %r9b
	sete 11(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $13, %rcx
	jb .LBB_1074
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 12(%rcx), %r9d
	xorb 16395(%rcx), %r9b
	cmpb $-2, %r9b
	sete 12(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $14, %rcx
	jb .LBB_1072
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 13(%rcx), %r9d
	xorb 16396(%rcx), %r9b
	cmpb $-2, %r9b
	sete 13(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $15, %rcx
	jb .LBB_1070
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 14(%rcx), %r9d
	xorb 16397(%rcx), %r9b
	cmpb $-2, %r9b
	sete 14(%rsi)
	movq 1040(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1028
	movq 1064(%rsp), %rcx
	cmpq $16, %rcx
	jb .LBB_1069
	movq 1032(%rsp), %rcx
	movq 1056(%rsp), %rsi
	movzbl 15(%rcx), %r9d
	xorb 16398(%rcx), %r9b
	cmpb $-2, %r9b
	sete 15(%rsi)
	movq 1064(%rsp), %r13
	cmpq $16, %r13
	jb .LBB_979
	shlq $4, %r10
	movq 1056(%rsp), %r9
	addq $-16, %r10
	leaq -16(%r13), %rcx
	cmpq %rcx, %r10
	cmovaeq %rcx, %r10
	testq %r10, %r10
	je .LBB_885
	leaq 16(%r9), %rcx
	cmpq $8, %r10
	jb .LBB_865
	leaq 16(%r8,%r10), %rsi
	cmpq %rsi, %rcx
	jae .LBB_869
	leaq 16(%r9,%r10), %rsi
	cmpq %rsi, %r8
	jae .LBB_869
.LBB_865:
	xorl %esi, %esi
.LBB_879:
	movq %r10, %rbx
	movq %rsi, %r11
	andq $7, %rbx
	je .LBB_882
	movq %rsi, %r11
.LBB_881:
	movzbl (%r8,%r11), %ebp
	xorb 16(%r8,%r11), %bpl
	cmpb $-2, %bpl
	sete (%rcx,%r11)
	incq %r11
	decq %rbx
	jne .LBB_881
.LBB_882:
	subq %r10, %rsi
	cmpq $-8, %rsi
	ja .LBB_884
.LBB_883:
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
	jne .LBB_883
.LBB_884:
	movq 1056(%rsp), %r9
	movq 1064(%rsp), %r13
.LBB_885:
	leaq 976(%rsp), %rcx
	vmovdqu %ymm0, 216(%rcx)
	vmovdqu %ymm0, 184(%rcx)
	vmovdqu %ymm0, 152(%rcx)
	vmovdqu %ymm0, 120(%rcx)
	movq %r13, %rsi
	movabsq $9223372036854775800, %rcx
	andq %rcx, %rsi
	movq %rsi, (%rsp)
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_893
	xorl %ecx, %ecx
	movq (%rsp), %r10
	movq %r9, %r11
	jmp .LBB_888
.LBB_887:
	addq $8, %r11
	addq $-8, %r10
	incq %rcx
	testq %r10, %r10
	je .LBB_893
.LBB_888:
	movq (%r11), %rbx
	testq %rbx, %rbx
	je .LBB_887
	leal (,%rcx,8), %r14d
	andl $8, %r14d
	movl %ecx, %ebp
	shrl %ebp
.LBB_890:
	tzcntq %rbx, %r15
	shrl $3, %r15d
	orq %r14, %r15
	movq 1088(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_987
	movq 1096(%rsp,%r15,8), %r8
	cmpq $1024, %r8
	ja .LBB_985
	movl %r15d, %esi
	shll $11, %esi
	leal (%rsi,%r15,2), %esi
	addq 1080(%rsp), %rsi
	movw %bp, (%rsi,%r8,2)
	blsrq %rbx, %rbx
	incq 1096(%rsp,%r15,8)
	testq %rbx, %rbx
	jne .LBB_890
	jmp .LBB_887
.LBB_893:
	movl %r13d, %r10d
	andl $7, %r10d
	movq 592(%rsp), %rbp
	je .LBB_928
	movq (%rsp), %rcx
	cmpb $0, (%r9,%rcx)
	je .LBB_898
	movl %r13d, %ecx
	andl $8, %ecx
	movq 1088(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1076
	movq 1096(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1077
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1080(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1096(%rsp,%rcx,8)
.LBB_898:
	cmpl $1, %r10d
	je .LBB_928
	movq (%rsp), %rcx
	cmpb $0, 1(%r9,%rcx)
	je .LBB_903
	movl %r13d, %ecx
	andl $8, %ecx
	incq %rcx
	movq 1088(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1076
	movq 1096(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1077
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1080(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1096(%rsp,%rcx,8)
.LBB_903:
	cmpl $2, %r10d
	je .LBB_928
	movq (%rsp), %rcx
	cmpb $0, 2(%r9,%rcx)
	je .LBB_908
	movl %r13d, %ecx
	andl $8, %ecx
	orq $2, %rcx
	movq 1088(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1076
	movq 1096(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1077
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1080(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1096(%rsp,%rcx,8)
.LBB_908:
	cmpl $3, %r10d
	je .LBB_928
	movq (%rsp), %rcx
	cmpb $0, 3(%r9,%rcx)
	je .LBB_913
	movl %r13d, %ecx
	andl $8, %ecx
	orq $3, %rcx
	movq 1088(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1076
	movq 1096(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1077
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1080(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1096(%rsp,%rcx,8)
.LBB_913:
	cmpl $4, %r10d
	je .LBB_928
	movq (%rsp), %rcx
	cmpb $0, 4(%r9,%rcx)
	je .LBB_918
	movl %r13d, %ecx
	andl $8, %ecx
	orq $4, %rcx
	movq 1088(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1076
	movq 1096(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1077
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1080(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1096(%rsp,%rcx,8)
.LBB_918:
	cmpl $5, %r10d
	je .LBB_928
	movq (%rsp), %rcx
	cmpb $0, 5(%r9,%rcx)
	je .LBB_923
	movl %r13d, %ecx
	andl $8, %ecx
	orq $5, %rcx
	movq 1088(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1076
	movq 1096(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1077
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1080(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1096(%rsp,%rcx,8)
.LBB_923:
	cmpl $6, %r10d
	je .LBB_928
	movq (%rsp), %rcx
	cmpb $0, 6(%r9,%rcx)
	je .LBB_928
	movl %r13d, %ecx
	andl $8, %ecx
	orq $6, %rcx
	movq 1088(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1076
	movq 1096(%rsp,%rcx,8), %r8
	cmpq $1024, %r8
	ja .LBB_985
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1080(%rsp), %rsi
	shrl $4, %r13d
	movw %r13w, (%rsi,%r8,2)
	incq 1096(%rsp,%rcx,8)
.LBB_928:
	movq 1080(%rsp), %rcx
	movq 1088(%rsp), %rsi
	xorl %r8d, %r8d
	jmp .LBB_930
.LBB_929:
	incq %r8
	addq $2050, %rcx
	cmpq $16, %r8
	movq 96(%rsp), %r15
	je .LBB_943
.LBB_930:
	cmpq %rsi, %r8
	je .LBB_1015
	movq 1096(%rsp,%r8,8), %r13
	cmpq $1025, %r13
	ja .LBB_959
	testq %r13, %r13
	je .LBB_929
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	addq %rax, %r9
	addq %r13, %r13
	movq 1040(%rsp), %r10
	movq %r10, (%rsp)
	movq 1032(%rsp), %r10
	addq %r8, %r10
	xorl %r11d, %r11d
	jmp .LBB_935
.LBB_934:
	addq $2, %r11
	cmpq %r11, %r13
	je .LBB_929
.LBB_935:
	movzwl (%rcx,%r11), %r14d
	leaq (%r9,%r14), %rbx
	cmpq %rdx, %rbx
	jae .LBB_929
	cmpq %r14, (%rsp)
	jbe .LBB_993
	shll $4, %r14d
	movsbq (%r10,%r14), %r14
	movq (%rdi), %r15
	cmpq %r14, %r15
	je .LBB_934
	testq %r15, %r15
	je .LBB_941
	cmpq %r12, %rbx
	jae .LBB_1009
	vmovsd (%rbp,%rbx,8), %xmm0
	vmovsd 8(%rdi), %xmm1
	vcvtsi2sd %r15, %xmm15, %xmm2
	vsubsd %xmm1, %xmm0, %xmm0
	vmulsd %xmm2, %xmm0, %xmm0
	vdivsd %xmm1, %xmm0, %xmm0
	vaddsd .LCPI_2(%rip), %xmm0, %xmm0
	vmulsd .LCPI_19(%rip), %xmm0, %xmm0
	vaddsd .LCPI_11(%rip), %xmm0, %xmm0
	vmulsd .LCPI_20(%rip), %xmm0, %xmm0
	vaddsd 16(%rdi), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rdi)
	incq 24(%rdi)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_941:
	movq %r14, (%rdi)
	cmpq %r12, %rbx
	jae .LBB_1002
	vmovq (%rbp,%rbx,8), %xmm0
	vmovq %xmm0, 8(%rdi)
	jmp .LBB_934
.LBB_943:
	movq 1040(%rsp), %rax
	cmpq $1024, %rax
	jbe .LBB_1075
	movq 1032(%rsp), %rax
	movzbl 16399(%rax), %eax
	movb %al, 32(%rdi)
	movq 120(%rsp), %rax
	movq %rax, 896(%rsp)
	movq 504(%rsp), %r10
	cmpq 1296(%rsp), %r10
	jne .LBB_111
	jmp .LBB_945
.LBB_869:
	cmpq $64, %r10
	jae .LBB_872
	xorl %esi, %esi
	jmp .LBB_876
.LBB_872:
	movq %r10, %rsi
	andq $-64, %rsi
	xorl %r11d, %r11d
	vpbroadcastd .LCPI_22(%rip), %ymm2
	vpbroadcastd .LCPI_21(%rip), %ymm3
.LBB_873:
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
	jne .LBB_873
	cmpq %rsi, %r10
	vpxor %xmm0, %xmm0, %xmm0
	vpbroadcastd .LCPI_22(%rip), %xmm1
	je .LBB_884
	testb $56, %r10b
	je .LBB_879
.LBB_876:
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-8, %rsi
	vpbroadcastd .LCPI_21(%rip), %xmm2
.LBB_877:
	movq (%r8,%r11), %rbx
	xorq 16(%r8,%r11), %rbx
	vmovq %rbx, %xmm0
	vpcmpeqb %xmm1, %xmm0, %xmm0
	vpand %xmm2, %xmm0, %xmm0
	vmovq %xmm0, (%rcx,%r11)
	addq $8, %r11
	cmpq %r11, %rsi
	jne .LBB_877
	cmpq %rsi, %r10
	vpxor %xmm0, %xmm0, %xmm0
	je .LBB_884
	jmp .LBB_879
.LBB_945:
	movq 1384(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_947
	movq 1392(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_947:
	cmpq $0, 1272(%rsp)
	movq 1448(%rsp), %rcx
	jne .LBB_68
	jmp .LBB_951
.LBB_948:
	cmpq $21, 40(%rsp)
	jae .LBB_950
	movq 128(%rsp), %rdi
	movq 40(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 584(%rsp), %r12
	movq 592(%rsp), %rbp
	movq 96(%rsp), %r15
	jmp .LBB_88
.LBB_950:
	movq 128(%rsp), %rdi
	movq 40(%rsp), %rsi
	leaq 95(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 584(%rsp), %r12
	movq 592(%rsp), %rbp
	movq 96(%rsp), %r15
	jmp .LBB_88
.LBB_951:
	movq 464(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 920(%rsp), %rbx
	leaq (%rbx,%rax,8), %rax
	movq %rbx, 624(%rsp)
	movq %rbx, 632(%rsp)
	movq 520(%rsp), %r14
	movq %r14, 640(%rsp)
	movq %rax, 648(%rsp)
	movq %rbp, 656(%rsp)
	movq %r12, 664(%rsp)
	leaq 560(%rsp), %rax
	movq %rax, 672(%rsp)
	xorl %ebp, %ebp
	leaq 624(%rsp), %rsi
	movq 1464(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1616(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1360(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1336(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1312(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_954
	movq 1320(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_954:
	leaq 928(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1496(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $1976, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_955:
	movq %r11, %r13
	jmp .LBB_958
.LBB_956:
	movq %rbp, %r13
	jmp .LBB_961
.LBB_957:
	movq 72(%rsp), %rbp
.LBB_958:
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_962
.LBB_959:
	movl $1025, %ebp
	xorl %edi, %edi
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_963
.LBB_960:
	movq %r10, %r13
.LBB_961:
	leaq .Lanon.2(%rip), %rcx
	movq 112(%rsp), %rbp
.LBB_962:
	movq 136(%rsp), %rdi
.LBB_963:
	movq %r13, %rsi
	movq %rbp, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1079
.LBB_964:
	movq 40(%rsp), %r9
.LBB_965:
	movq %r9, %rbp
	leaq .Lanon.4(%rip), %rcx
.LBB_966:
	movq %r9, %rsi
	movq %rbp, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1079
.LBB_967:
	leaq .Lanon.5(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1047
.LBB_968:
	leaq .Lanon.6(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1047
.LBB_969:
	movq %r15, %rdi
	movq 528(%rsp), %r9
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_966
.LBB_970:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1047
.LBB_971:
	leaq .Lanon.9(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1047
.LBB_972:
	leaq .Lanon.10(%rip), %rdi
	leaq .Lanon.11(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1079
.LBB_973:
	movq 24(%rsp), %rdi
	movq 912(%rsp), %r9
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_966
.LBB_974:
	movq %r15, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_963
.LBB_975:
	movq 24(%rsp), %rdi
	movq %r13, %rbp
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_963
.LBB_976:
	movq %rcx, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_963
.LBB_977:
	movq 472(%rsp), %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_963
.LBB_978:
	movq 24(%rsp), %rdi
	movq %r13, %rbp
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_963
.LBB_979:
	movl $16, %edi
	movq %r13, %rbp
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_963
.LBB_980:
	movq %r15, %r13
	jmp .LBB_1004
.LBB_981:
	movb $1, %bpl
	leaq .Lanon.16(%rip), %rdx
	movq 584(%rsp), %rsi
	movq 520(%rsp), %r14
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1079
.LBB_982:
	movl $16, %ebp
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_1047
.LBB_983:
	movq %rax, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1052
.LBB_984:
	movq %rax, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_1052
.LBB_985:
	movq %r8, %rsi
.LBB_986:
	movl $1025, %eax
	movq %rax, (%rsp)
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1052
.LBB_987:
	movq %rsi, (%rsp)
	movq %r15, %rsi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1052
.LBB_988:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	movq 584(%rsp), %r12
	movq 592(%rsp), %rbp
	movq 96(%rsp), %r15
	jmp .LBB_66
.LBB_990:
	movq %rax, %r13
.LBB_991:
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_963
.LBB_992:
	movq %rcx, %r13
	jmp .LBB_1004
.LBB_993:
	movq %r14, %rsi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1052
.LBB_994:
	movq 24(%rsp), %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_963
.LBB_995:
	movq %r8, (%rsp)
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_1052
.LBB_996:
	movl $16, %ebp
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_1047
.LBB_997:
	movq %rax, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.25(%rip), %rax
	jmp .LBB_1052
.LBB_998:
	movq %rax, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_1052
.LBB_999:
	movq %rcx, %rsi
	movq 104(%rsp), %rax
.LBB_1000:
	movq %rax, (%rsp)
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_1052
.LBB_1001:
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1052
.LBB_1002:
	movq %rbx, %rsi
	movq %r12, (%rsp)
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1052
.LBB_1003:
	movq 472(%rsp), %r13
.LBB_1004:
	leaq .Lanon.12(%rip), %rcx
	movq %rdx, %rdi
	jmp .LBB_963
.LBB_1005:
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1052
.LBB_1006:
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1052
.LBB_1007:
	movq %r8, (%rsp)
	movq $-1, %rsi
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_1052
.LBB_1008:
	movq %rsi, %r13
	leaq .Lanon.32(%rip), %rdx
	movq 72(%rsp), %rbp
	jmp .LBB_1047
.LBB_1009:
	movq %rbx, %rsi
	movq %r12, (%rsp)
	leaq .Lanon.33(%rip), %rax
	jmp .LBB_1052
.LBB_1011:
	movq %rcx, %rsi
.LBB_1012:
	movq 48(%rsp), %rax
.LBB_1013:
	movq %rax, (%rsp)
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1052
.LBB_1019:
	movq (%rsp), %rsi
	jmp .LBB_1053
.LBB_1014:
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1052
.LBB_1015:
	movq %rsi, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1052
.LBB_1016:
	leaq .Lanon.37(%rip), %rdi
	leaq .Lanon.38(%rip), %rcx
	leaq .Lanon.39(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1079
.LBB_1017:
	movq %r8, (%rsp)
	leaq .Lanon.40(%rip), %rax
	jmp .LBB_1052
.LBB_1018:
	subq 24(%rsp), %rdx
	addq $1025, %rdx
	leaq .Lanon.41(%rip), %rax
	movq %rax, 8(%rsp)
	movq %rdx, %rsi
	jmp .LBB_1053
.LBB_1020:
	leaq .Lanon.41(%rip), %rax
	jmp .LBB_1052
.LBB_1021:
	movq %rcx, %rsi
	movq %rcx, (%rsp)
	leaq .Lanon.40(%rip), %rax
	jmp .LBB_1052
.LBB_1022:
	movq (%rsp), %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1052
.LBB_1023:
	movq %rsi, (%rsp)
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_1052
.LBB_1025:
	movq (%rsp), %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1052
.LBB_1026:
	movq (%rsp), %rsi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1052
.LBB_1028:
	movq %rcx, (%rsp)
	movl $1024, %esi
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1052
.LBB_1029:
	movq %r8, %r13
	jmp .LBB_1046
.LBB_1030:
	leaq .Lanon.37(%rip), %rdi
	leaq .Lanon.38(%rip), %rcx
	leaq .Lanon.39(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1079
.LBB_1031:
	movq %rbx, %rsi
	jmp .LBB_1053
.LBB_1032:
	movq %rbx, %r13
	jmp .LBB_1046
.LBB_1033:
	movq %rsi, %rax
	movq %r9, %rsi
	jmp .LBB_1000
.LBB_1034:
	movq %r9, %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1052
.LBB_1035:
	movq (%rsp), %rsi
	jmp .LBB_1051
.LBB_1036:
	movq 48(%rsp), %rax
	movq %rax, %rsi
	jmp .LBB_1013
.LBB_1037:
	movq %rdx, %r13
	jmp .LBB_1046
.LBB_1038:
	movq %r9, %rsi
	jmp .LBB_1053
.LBB_1039:
	movq %rbp, %r13
	movq %rax, %rbp
	jmp .LBB_1046
.LBB_1040:
	movq 112(%rsp), %rbp
.LBB_1041:
	leaq .Lanon.43(%rip), %rdx
	jmp .LBB_1047
.LBB_1042:
	movq %r9, %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1052
.LBB_1043:
	movq %r10, %r13
	jmp .LBB_1046
.LBB_1044:
	movq %r9, %rsi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1052
.LBB_1045:
	movq %rax, %r13
.LBB_1046:
	leaq .Lanon.44(%rip), %rdx
.LBB_1047:
	movq %r13, %rdi
	movq %rbp, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1079
.LBB_1048:
	movq %r10, %rsi
	jmp .LBB_1053
.LBB_1049:
	movq %rbx, %rsi
	jmp .LBB_1012
.LBB_1050:
	movq %rbx, %rsi
.LBB_1051:
	leaq .Lanon.45(%rip), %rax
.LBB_1052:
	movq %rax, 8(%rsp)
.LBB_1053:
	movq %rsi, %rdi
	movq (%rsp), %rsi
	movq 8(%rsp), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1079
.LBB_1054:
	xorl %esi, %esi
	movq $0, (%rsp)
	jmp .LBB_1053
.LBB_1055:
	leaq .Lanon.46(%rip), %rdx
	movq %rdi, %rbp
	jmp .LBB_1047
.LBB_1056:
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_1047
.LBB_1057:
	movq %rcx, (%rsp)
	movl $4, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1058:
	movq %rcx, (%rsp)
	movl $3, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1059:
	movq 464(%rsp), %rbp
	movq %rbp, %r13
	leaq .Lanon.49(%rip), %rdx
	jmp .LBB_1047
.LBB_1060:
	xorl %esi, %esi
	movq $0, (%rsp)
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1061:
	movq %rcx, (%rsp)
	movl $2, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1062:
	xorl %esi, %esi
	movq $0, (%rsp)
	leaq .Lanon.50(%rip), %rax
	jmp .LBB_1052
.LBB_1063:
	movq %rcx, (%rsp)
	movl $1, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1064:
	movq %rcx, (%rsp)
	movl $6, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1065:
	movq %rcx, (%rsp)
	movl $5, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1066:
	movq %rcx, (%rsp)
	movl $11, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1067:
	movq %rcx, (%rsp)
	movl $10, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1068:
	movq %rcx, (%rsp)
	movl $9, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1069:
	movq %rcx, (%rsp)
	movl $15, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1070:
	movq %rcx, (%rsp)
	movl $14, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1071:
	movq %rcx, (%rsp)
	movl $8, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1072:
	movq %rcx, (%rsp)
	movl $13, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1073:
	movq %rcx, (%rsp)
	movl $7, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1074:
	movq %rcx, (%rsp)
	movl $12, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1052
.LBB_1075:
	movq %rax, (%rsp)
	movl $1024, %esi
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_1052
.LBB_1076:
	movq %rsi, (%rsp)
	movq %rcx, %rsi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1052
.LBB_1077:
	movq %rbx, %rsi
	jmp .LBB_986
.LBB_1078:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1079:
	ud2
.LBB_1080:
	xorl %esi, %esi
	movq $0, (%rsp)
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_1052
.LBB_1081:
	xorl %esi, %esi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1052
.LBB_1082:
	xorl %esi, %esi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1052
.LBB_1083:
	xorl %esi, %esi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1052
.LBB_1084:
	xorl %esi, %esi
	movq $0, (%rsp)
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1052
.LBB_1085:
	xorl %esi, %esi
	jmp .LBB_1051
	movq %rax, %rbx
	movq 520(%rsp), %rcx
	jmp .LBB_1107
	jmp .LBB_1100
	movq %rax, %rbx
	testq %r13, %r13
	je .LBB_1127
	shlq $3, %r13
	movl $8, %edx
	movq %r12, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1127
	movq %rax, %rbx
	movb $1, %bpl
	jmp .LBB_1102
	jmp .LBB_1100
	movq %rax, %rbx
	jmp .LBB_1113
	movq %rax, %rbx
	jmp .LBB_1129
	jmp .LBB_1100
	movq %rax, %rbx
	jmp .LBB_1130
	jmp .LBB_1100
	movq %rax, %rbx
	movq %r14, %rcx
	jmp .LBB_1103
	jmp .LBB_1100
.LBB_1100:
	movq %rax, %rbx
	movq 1384(%rsp), %rsi
	movb $1, %bpl
	testq %rsi, %rsi
	je .LBB_1102
	movq 1392(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1102:
	movq 520(%rsp), %rcx
.LBB_1103:
	movq 1640(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1106
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1106
	movq 1632(%rsp), %rdi
	subq %rax, %rdi
	movl $16, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 520(%rsp), %rcx
.LBB_1106:
	testb %bpl, %bpl
	je .LBB_1110
.LBB_1107:
	testq %rcx, %rcx
	je .LBB_1110
	shlq $3, %rcx
	leaq (%rcx,%rcx,4), %rsi
	movl $8, %edx
	movq 920(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1110
	movq %rax, %rbx
.LBB_1110:
	movq 1368(%rsp), %r14
	movq 1376(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1122
.LBB_1111:
	movq 1360(%rsp), %rax
	testq %rax, %rax
	je .LBB_1113
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1113:
	movq 1344(%rsp), %r14
	movq 1352(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1116
.LBB_1114:
	movq 1336(%rsp), %rax
	testq %rax, %rax
	je .LBB_1127
	shlq $4, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1127
.LBB_1116:
	leaq 32(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1118
.LBB_1117:
	addq $48, %r12
	decq %r15
	je .LBB_1114
.LBB_1118:
	movq -32(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1120
	movq -24(%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
.LBB_1120:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1117
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1117
.LBB_1122:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1124
.LBB_1123:
	addq $24, %r12
	decq %r15
	je .LBB_1111
.LBB_1124:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1123
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1123
	movq %rax, %rbx
.LBB_1127:
	movq 1312(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1129
	movq 1320(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1129:
	leaq 928(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1130:
	movq 1496(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1133
	movq 1520(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1134
.LBB_1132:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1133:
	movq 1504(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1520(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1132
.LBB_1134:
	movq 1528(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
