# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=znver4
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $2024, %rsp
	movq %rdi, %r12
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %r12, %rdi
	movq %rdx, %rsi
	addq $2024, %rsp
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
	addq $2024, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq 16(%rdx), %r13
	movq 24(%rdx), %r15
	movq %rdx, %rbx
	movq %r13, %rdi
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %rbx
	leaq 1456(%rsp), %r14
	movq %r13, %rcx
	movq %r15, %r8
	movq %r14, %rdi
	movq %rbx, %rdx
	movq %rbx, 264(%rsp)
	movq %rsi, 248(%rsp)
	callq kernel_sliding::grid_for
	movq %r15, 184(%rsp)
	shlq $4, %r15
	movq $0, 696(%rsp)
	movq $0, 760(%rsp)
	movq %r13, 824(%rsp)
	leaq (%r15,%r15,2), %r15
	leaq (%r13,%r15), %rax
	movq %rax, 1296(%rsp)
	movq %rax, 832(%rsp)
	leaq 696(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 32(%rsp)
	cmpq $0, 184(%rsp)
	je .LBB_18
.LBB_8:
	movq 16(%r13), %rbp
	testq %rbp, %rbp
	js .LBB_1073
	movq 24(%r13), %rax
	testq %rax, %rax
	js .LBB_1073
	cmpq %rbp, %rax
	cmovaq %rax, %rbp
	cmpq $1, 184(%rsp)
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rax
	leaq 72(%r13), %rcx
	movq %r15, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
.LBB_12:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1073
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1073
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
	addq $2024, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 32(%rsp)
	cmpq $0, 184(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %ebp, %ebp
.LBB_19:
	leaq 696(%rsp), %rdi
	movq %rbp, %rsi
	callq kernel_sliding::blocked::Scratch<_>::new
	movq %r13, 1288(%rsp)
	movq %rbx, 408(%rsp)
	movq %r12, 1448(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 1056(%rsp)
	vmovdqu64 %zmm0, 992(%rsp)
	movq 32(%rsp), %rax
	leaq 1025(%rax), %rbx
	leaq 1304(%rsp), %rdi
	leaq 992(%rsp), %rsi
	movq %rbx, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq %rbp, %rax
	leaq (,%rbp,8), %rbp
	movq %rax, 136(%rsp)
	shrq $61, %rax
	movabsq $9223372036854775800, %rcx
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
	jmp .LBB_1142
.LBB_24:
	movq %rbx, 440(%rsp)
	testq %rbp, %rbp
	je .LBB_33
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 136(%rsp), %rcx
	movq %rax, %r12
	movq %rcx, %r13
	testq %rax, %rax
	je .LBB_23
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rcx
	jb .LBB_34
.LBB_27:
	movq 184(%rsp), %r15
	leaq -1(%rcx), %rdx
	movl $1, %ecx
	movq %r12, %rax
	cmpq $32, %rdx
	jb .LBB_31
	vpbroadcastq .LCPI_0(%rip), %zmm0
	movq %rdx, %rsi
	andq $-32, %rsi
	xorl %edi, %edi
	leaq (%r12,%rsi,8), %rax
	leaq 1(%rsi), %rcx
.LBB_29:
	vmovdqu64 %zmm0, (%r12,%rdi,8)
	vmovdqu64 %zmm0, 64(%r12,%rdi,8)
	vmovdqu64 %zmm0, 128(%r12,%rdi,8)
	vmovdqu64 %zmm0, 192(%r12,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rsi
	jne .LBB_29
	cmpq %rsi, %rdx
	je .LBB_35
.LBB_31:
	movq 136(%rsp), %rdx
	subq %rcx, %rdx
.LBB_32:
	movq %rbx, (%rax)
	addq $8, %rax
	decq %rdx
	jne .LBB_32
	jmp .LBB_35
.LBB_33:
	movq 136(%rsp), %rcx
	movl $8, %r12d
	xorl %r13d, %r13d
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rcx
	jae .LBB_27
.LBB_34:
	movq 184(%rsp), %r15
	movq %r12, %rax
	testq %rcx, %rcx
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
	movq 136(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_1141
	movq 408(%rsp), %rbp
	movq %rax, %rdx
	cmpq $2, %rsi
	jae .LBB_39
	jmp .LBB_45
.LBB_38:
	movq 136(%rsp), %rsi
	movl $8, %eax
	xorl %ecx, %ecx
	movq 408(%rsp), %rbp
	movq %rax, %rdx
	cmpq $2, %rsi
	jb .LBB_45
.LBB_39:
	movq 136(%rsp), %rdx
	movl $1, %esi
	leaq -1(%rdx), %rdi
	movq %rax, %rdx
	cmpq $32, %rdi
	jb .LBB_43
	vpbroadcastq .LCPI_0(%rip), %zmm0
	movq %rdi, %r8
	andq $-32, %r8
	xorl %r9d, %r9d
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
.LBB_41:
	vmovdqu64 %zmm0, (%rax,%r9,8)
	vmovdqu64 %zmm0, 64(%rax,%r9,8)
	vmovdqu64 %zmm0, 128(%rax,%r9,8)
	vmovdqu64 %zmm0, 192(%rax,%r9,8)
	addq $32, %r9
	cmpq %r9, %r8
	jne .LBB_41
	cmpq %r8, %rdi
	je .LBB_45
.LBB_43:
	movq 136(%rsp), %rdi
	subq %rsi, %rdi
.LBB_44:
	movq %rbx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_44
.LBB_45:
	movq %rbx, (%rdx)
.LBB_46:
	movq 136(%rsp), %rdx
	movq %r13, 992(%rsp)
	movq %r12, 1000(%rsp)
	movq %rdx, 1008(%rsp)
	movq %rcx, 1016(%rsp)
	movq %rax, 1024(%rsp)
	movq %rdx, 1032(%rsp)
	leaq 1328(%rsp), %rdi
	leaq 992(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 32(%rsp), %rbx
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	cmpb $1, 16(%rax)
	movq %rax, %r12
	jne .LBB_1025
	movq (%r12), %rax
	movq 8(%r12), %rdx
.LBB_49:
	vmovdqu .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	movq %r14, 1512(%rsp)
	movq %rcx, (%r12)
	movq 1288(%rsp), %rcx
	movq %rcx, 1568(%rsp)
	leaq 1512(%rsp), %rcx
	vmovdqu %ymm0, 1520(%rsp)
	movq %rax, 1552(%rsp)
	movq %rdx, 1560(%rsp)
	movq 1296(%rsp), %rdx
	movq %rdx, 1576(%rsp)
	movq %rcx, 1584(%rsp)
	leaq 1352(%rsp), %rdi
	leaq 1568(%rsp), %rsi
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
	jmp .LBB_1142
.LBB_53:
	testq %r14, %r14
	je .LBB_56
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 184(%rsp), %rdx
	movq %rdx, %rcx
	testq %rax, %rax
	jne .LBB_57
	jmp .LBB_52
.LBB_55:
	movq 408(%rsp), %rbp
	movl $8, %eax
	xorl %ecx, %ecx
	jmp .LBB_46
.LBB_56:
	movq 184(%rsp), %rdx
	movl $8, %eax
	xorl %ecx, %ecx
.LBB_57:
	movq %rcx, 432(%rsp)
	movq %rdx, %r14
	movq %rax, 680(%rsp)
	cmpq $2, %rdx
	jb .LBB_64
	movq 248(%rsp), %r15
	leaq -1(%r14), %rcx
	leaq -2(%r14), %rsi
	movq %rax, %rdx
	movl %ecx, %edi
	andl $7, %edi
	cmpq $7, %rsi
	jb .LBB_62
	movq 680(%rsp), %rdx
	andq $-8, %rcx
	vpxor %xmm0, %xmm0, %xmm0
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
	movq 248(%rsp), %r15
	movq %rax, %rdx
	testq %r14, %r14
	je .LBB_66
.LBB_65:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_66:
	cmpb $1, 16(%r12)
	jne .LBB_1041
	movq (%r12), %rax
	movq 8(%r12), %rdx
.LBB_68:
	vmovdqu .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	movq %r15, 1632(%rsp)
	movq %rbp, 1640(%rsp)
	xorl %esi, %esi
	movq %rcx, (%r12)
	vmovdqu %ymm0, 1648(%rsp)
	movq %rax, 1680(%rsp)
	movq %rdx, 1688(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 264(%rsp), %rax, %rcx
	movabsq $1124801467909119, %rdx
	rorxq $4, %rax, %rax
	shrq $10, %rcx
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1272(%rsp)
	je .LBB_1001
	leaq 1(%rbx), %rax
	vmovq .LCPI_0(%rip), %xmm1
	movq %rbx, %rsi
	negq %rsi
	movq %rax, 240(%rsp)
	movq 136(%rsp), %rax
	leaq 1(%rax), %rcx
	vpbroadcastq %rax, %zmm0
	leaq -1025(%rax), %r8
	movq %rcx, 1264(%rsp)
	leaq 1025(%rax), %rcx
	movq %rcx, 664(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	leaq 128(%rcx), %rdx
	movq %rdx, 592(%rsp)
	movl $1025, %edx
	subq %rax, %rdx
	movq %rdx, 656(%rsp)
	movq %rbx, %rdx
	shlq $7, %rdx
	vmovdqu64 %zmm0, 1696(%rsp)
	movq %rsi, 688(%rsp)
	movl $1, %esi
	subq %rax, %rsi
	leaq 128(%rdx), %rdi
	decq %rax
	movq %rsi, 1424(%rsp)
	movq %r8, 648(%rsp)
	movq %rdi, 1408(%rsp)
	movq %rdx, 456(%rsp)
	addq $64, %rdx
	movq %rdx, 1400(%rsp)
	movq %rcx, 416(%rsp)
	addq $64, %rcx
	leaq .Lanon.1(%rip), %rdx
	movq %rcx, 216(%rsp)
	movq %rax, 1248(%rsp)
	xorl %ecx, %ecx
	movq %rdx, 8(%rsp)
.LBB_70:
	movq 1312(%rsp), %rdx
	movq 1320(%rsp), %rsi
	leaq 16400(%rcx), %rax
	movq %rcx, 176(%rsp)
	movq %rdx, 120(%rsp)
	movq %rax, 1416(%rsp)
	movq %rsi, 24(%rsp)
	testq %rsi, %rsi
	je .LBB_88
	movq 24(%rsp), %rax
	movq 120(%rsp), %rcx
	xorl %edx, %edx
	shlq $7, %rax
	addq %rcx, %rax
	jmp .LBB_73
.LBB_72:
	cmpq %rax, %rcx
	je .LBB_87
.LBB_73:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	movl $24, %r9d
	jmp .LBB_76
.LBB_74:
	vmovq (%r15,%rdi,8), %xmm0
.LBB_75:
	vmovq %xmm0, (%r8,%r9)
	addq $32, %r9
	addq $4100, %rsi
	cmpq $152, %r9
	je .LBB_72
.LBB_76:
	movq 176(%rsp), %r10
	vmovdqa %xmm1, %xmm0
	leaq (%rsi,%r10), %rdi
	cmpq %rbx, %rdi
	jb .LBB_79
	movq 688(%rsp), %rdi
	addq %rsi, %rdi
	addq %rdi, %r10
	movq 264(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_1024
	vmovq (%r15,%rdi,8), %xmm0
.LBB_79:
	vmovq %xmm0, -24(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 176(%rsp), %rdi
	leaq 1025(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_82
	movq 688(%rsp), %r10
	addq %rsi, %r10
	leaq 1025(%rdi,%r10), %r10
	movq 264(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_1024
	vmovq (%r15,%rdi,8), %xmm0
.LBB_82:
	vmovq %xmm0, -16(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 176(%rsp), %rdi
	leaq 2050(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_85
	movq 688(%rsp), %r10
	addq %rsi, %r10
	leaq 2050(%rdi,%r10), %r10
	movq 264(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_1024
	vmovq (%r15,%rdi,8), %xmm0
.LBB_85:
	vmovq %xmm0, -8(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 176(%rsp), %rdi
	leaq 3075(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_75
	movq 688(%rsp), %r10
	addq %rsi, %r10
	leaq 3075(%rdi,%r10), %r10
	movq 264(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jb .LBB_74
	jmp .LBB_1024
.LBB_87:
	movq 176(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_88:
	movq 1472(%rsp), %rsi
	movq 1464(%rsp), %rdx
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_94
	cmpq $1, %rsi
	jne .LBB_91
	xorl %edi, %edi
	jmp .LBB_93
.LBB_91:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_92:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_92
.LBB_93:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_94:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1600(%rsp)
	leaq 176(%rsp), %rcx
	movq %rdx, 1608(%rsp)
	movq %rax, 1616(%rsp)
	movb $0, 1624(%rsp)
	movq %rcx, 1592(%rsp)
	leaq 1376(%rsp), %rdi
	leaq 1592(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1384(%rsp), %rax
	movq 1392(%rsp), %rcx
	movq %rax, 160(%rsp)
	movq %rcx, 64(%rsp)
	cmpq $2, %rcx
	jae .LBB_998
.LBB_96:
	movq 1472(%rsp), %rsi
	decq 1272(%rsp)
	movq 176(%rsp), %rax
	movq 264(%rsp), %rcx
	movq 1464(%rsp), %rdx
	xorl %r8d, %r8d
	leaq (,%rsi,8), %rdi
	jmp .LBB_100
.LBB_97:
	xorl %r10d, %r10d
.LBB_98:
	movq 32(%rsp), %rbx
.LBB_99:
	movq %r8, %r9
	shlq $4, %r9
	incq %r8
	movq %r10, 992(%rsp,%r9)
	movq %r11, 1000(%rsp,%r9)
	cmpq $16, %r8
	je .LBB_118
.LBB_100:
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
	jne .LBB_97
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_107
	cmpq $1, %rsi
	jne .LBB_104
	xorl %r11d, %r11d
	jmp .LBB_106
.LBB_104:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_105:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_105
.LBB_106:
	cmpq %r9, (%rdx,%r11,8)
	movq 184(%rsp), %r14
	movq 248(%rsp), %r15
	adcq $0, %r11
.LBB_107:
	shlq $3, %r11
.LBB_108:
	cmpq %r11, %rdi
	je .LBB_111
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_111
	movabsq $1151796703138937857, %r12
	addq $8, %r11
	imulq %r12, %rbx
	movabsq $17996823486545905, %r12
	cmpq %r12, %rbx
	jb .LBB_108
	jmp .LBB_97
.LBB_111:
	movq 32(%rsp), %rbx
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_114
	cmpq $1, %rsi
	jne .LBB_115
	xorl %r11d, %r11d
	jmp .LBB_117
.LBB_114:
	movq $-1, %r11
	jmp .LBB_99
.LBB_115:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_116:
	movq %rbx, %r15
	shrq %r15
	movq %r11, %r14
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_116
.LBB_117:
	cmpq (%rdx,%r11,8), %r9
	movq 184(%rsp), %r14
	movq 248(%rsp), %r15
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_98
.LBB_118:
	vmovups 1056(%rsp), %zmm1
	vmovupd 992(%rsp), %zmm0
	vmovupd 1120(%rsp), %zmm2
	vmovupd 1184(%rsp), %zmm3
	vmovups %zmm1, 1824(%rsp)
	vmovsd .LCPI_0(%rip), %xmm1
	vmovupd %zmm3, 1952(%rsp)
	vmovupd %zmm2, 1888(%rsp)
	vmovupd %zmm0, 1760(%rsp)
	testq %r14, %r14
	je .LBB_995
	movq 64(%rsp), %rcx
	cmpq $-1025, %rbx
	setae %al
	shlq $4, %rcx
	addq 160(%rsp), %rcx
	movq %rcx, 424(%rsp)
	movq 24(%rsp), %rcx
	cmpq %rcx, 440(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 23(%rsp)
	movq 120(%rsp), %rcx
	movq 456(%rsp), %rax
	addq %rcx, %rax
	leaq 64(%rcx), %rdx
	movq %rax, 224(%rsp)
	movq 1408(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 600(%rsp)
	movq %rdx, 624(%rsp)
	movq 1400(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 608(%rsp)
	movq 1288(%rsp), %r9
	movq $0, 640(%rsp)
.LBB_120:
	movq 16(%r9), %rcx
	movq 136(%rsp), %rbp
	testq %rcx, %rcx
	js .LBB_1089
	movq (%r9), %r14
	movq 8(%r9), %rdx
	movq %r9, %r10
	movq %r14, %rax
	orq %rdx, %rax
	movq %rdx, 104(%rsp)
	js .LBB_1089
	movq 104(%rsp), %rax
	movq 24(%r10), %rdi
	leaq -1(%r14), %r15
	decq %rax
	cmpq %rax, %r15
	movq %rax, %rdx
	cmovaq %r15, %rdx
	testq %rdi, %rdi
	js .LBB_1089
	movq 32(%r10), %rsi
	movq 40(%r10), %r8
	movq %rsi, %r9
	orq %r8, %r9
	js .LBB_1089
	decq %rsi
	decq %r8
	leaq -1(%rcx,%rdx), %r11
	leaq -1(%rdi), %rcx
	movq %r10, 256(%rsp)
	movq %r15, 232(%rsp)
	cmpq %r8, %rsi
	cmovaq %rsi, %r8
	movq %r11, %rdx
	cmpq %rcx, %r8
	cmovbeq %rcx, %r8
	movq 176(%rsp), %rcx
	subq %rcx, %rdx
	leaq 16400(%rcx), %rsi
	setb %r9b
	cmpq %rsi, %r11
	setae %r11b
	orb %r9b, %r11b
	jne .LBB_127
	movabsq $1151796703138937857, %r9
	mulxq %r9, %r10, %r10
	shrq $6, %r10
	movq %r10, %r9
	shlq $10, %r9
	addq %r10, %r9
	subq %r9, %rdx
	movq %rdx, 112(%rsp)
	je .LBB_127
	movl $1, %edx
	movq %r10, 672(%rsp)
	movq %rdx, 152(%rsp)
	jmp .LBB_128
.LBB_127:
	movq $0, 152(%rsp)
.LBB_128:
	leaq -1(%rdi,%r8), %rdx
	movq 24(%rsp), %r15
	movq %rdx, %r10
	subq %rcx, %r10
	setb %dil
	cmpq %rsi, %rdx
	setae %dl
	orb %dil, %dl
	jne .LBB_131
	movabsq $1151796703138937857, %rdi
	movq %r10, %rdx
	mulxq %rdi, %rdi, %rdi
	shrq $6, %rdi
	movq %rdi, %rdx
	shlq $10, %rdx
	movq %rdi, 1432(%rsp)
	addq %rdi, %rdx
	movq 240(%rsp), %rdi
	movq 224(%rsp), %r8
	subq %rdx, %r10
	je .LBB_132
	movl $1, %edx
	movq %rdx, 616(%rsp)
	movq 1344(%rsp), %r12
	movq 640(%rsp), %r13
	cmpq %r12, %r13
	jb .LBB_133
	jmp .LBB_1117
.LBB_131:
	movq $0, 616(%rsp)
	movq 240(%rsp), %rdi
	movq 224(%rsp), %r8
	movq 1344(%rsp), %r12
	movq 640(%rsp), %r13
	cmpq %r12, %r13
	jb .LBB_133
	jmp .LBB_1117
.LBB_132:
	movq $0, 616(%rsp)
	movq 1344(%rsp), %r12
	movq 640(%rsp), %r13
	cmpq %r12, %r13
	jae .LBB_1117
.LBB_133:
	leaq (%r13,%r13,2), %r9
	movq %r9, %rdx
	shlq $4, %rdx
	addq 1336(%rsp), %rdx
	movq %rdx, 1280(%rsp)
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %cl
	cmpq %rsi, %rax
	setae %al
	orb %cl, %al
	jne .LBB_137
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_137
	movq %rdx, 200(%rsp)
	movq %rax, 208(%rsp)
	movl $1, %eax
	jmp .LBB_138
.LBB_137:
	xorl %eax, %eax
.LBB_138:
	movq 712(%rsp), %rcx
	movq 704(%rsp), %r11
	movq %rax, %rsi
	movq %rax, 192(%rsp)
	movq %rcx, (%rsp)
	movq 104(%rsp), %rdx
	movq 120(%rsp), %rcx
	movq %r10, 632(%rsp)
	movq %r14, 72(%rsp)
	movq %r9, 1440(%rsp)
	cmpq $1, %rdx
	jne .LBB_144
	cmpb $0, 23(%rsp)
	jne .LBB_1017
	movq (%rsp), %rdx
	movl $1024, %ecx
	cmpq $1024, %rdx
	cmovbq %rdx, %rcx
	cmpq $7, %rdx
	jbe .LBB_143
	movq 600(%rsp), %rsi
	cmpq $1024, %rdx
	movl $1024, %eax
	cmovbq %rdx, %rax
	shll $7, %eax
	leaq (%rsi,%rax), %rdx
	cmpq %rdx, %r11
	jae .LBB_205
	leaq 128(%r11,%rax), %rax
	cmpq %rax, %r8
	jae .LBB_205
.LBB_143:
	xorl %ecx, %ecx
	xorl %eax, %eax
	jmp .LBB_207
.LBB_144:
	leaq 1(%rdx), %rax
	movq %rdi, %r8
	subq %rdx, %r8
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 528(%rsp)
	vmovupd %zmm1, 464(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	imulq %rdx, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r15, %rbx
	jae .LBB_1027
	cmpq %rdx, %rdi
	jb .LBB_1023
	testq %rdx, %rdx
	je .LBB_149
	vbroadcastsd 552(%rsp), %ymm1
	vbroadcastsd 360(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 464(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm5
	shlq $7, %r8
	movabsq $144115188075855871, %rax
	addq %rcx, %r8
	addq %rdx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rax
	movl %eax, %edx
	andl $3, %edx
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 560(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 368(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_150
	xorl %edi, %edi
	jmp .LBB_153
.LBB_149:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_156
.LBB_150:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edi, %edi
	addq $4, %rcx
	andq %rcx, %rax
.LBB_151:
	vmovupd (%r8), %zmm7
	vmovupd 64(%r8), %zmm8
	leaq 1(%rdi), %rcx
	vmovupd 128(%r8), %zmm9
	vmovupd 192(%r8), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdi), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8), %ymm6, %ymm12
	vmulpd %ymm6, %ymm7, %ymm11
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vaddpd %ymm3, %ymm11, %ymm3
	leaq 3(%rdi), %rcx
	vaddpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm9, %zmm5
	addq $4, %rdi
	vbroadcastsd %xmm6, %zmm6
	vmulpd 160(%r8), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%r8), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%r8), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%r8), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%r8), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdi, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%r8), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%r8), %zmm7
	addq $512, %r8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdi, %rax
	jne .LBB_151
	testq %rdx, %rdx
	je .LBB_155
.LBB_153:
	incq %rdi
	shll $7, %edx
	xorl %eax, %eax
.LBB_154:
	vcvtsi2sd %rdi, %xmm15, %xmm6
	vmovupd (%r8,%rax), %zmm7
	vmovupd 64(%r8,%rax), %zmm8
	incq %rdi
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8,%rax), %ymm6, %ymm10
	subq $-128, %rax
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rax, %rdx
	jne .LBB_154
.LBB_155:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 464(%rsp)
	vmovupd %zmm5, 272(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovupd %zmm6, 496(%rsp)
	vextractf64x4 $1, %zmm1, 560(%rsp)
.LBB_156:
	cmpq $0, (%rsp)
	je .LBB_1116
	vbroadcastsd %xmm0, %zmm3
	leaq 64(%r11), %rax
	testq %rsi, %rsi
	movb $57, %cl
	movq %rbx, %r12
	movl $1, %r9d
	movq %rax, 168(%rsp)
	movb %sil, 56(%rsp)
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	movq 104(%rsp), %rdx
	vmovupd %zmm2, (%r11)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r11)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movq 200(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 40(%rsp)
	leaq 200(%rsp), %rax
	cmovneq %rax, %rsi
	movabsq $144115188075855871, %rax
	subq %rdx, %r12
	xorl %edi, %edi
	vdivsd %xmm0, %xmm2, %xmm2
	addq %rdx, %rax
	movq %rsi, 80(%rsp)
	bzhiq %rcx, %rax, %rax
	leaq 1(%rax), %r10
	movq %rax, 96(%rsp)
	movabsq $288230376151711736, %rax
	movl %r10d, %r8d
	andl $7, %r8d
	andq %rax, %r10
	movq %r8, 48(%rsp)
	shll $7, %r8d
	movq %r11, 144(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_158:
	movq 64(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_163
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 160(%rsp), %rcx
.LBB_160:
	movq (%rcx), %rax
	cmpq %r9, %rax
	jae .LBB_164
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_160
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_165
.LBB_163:
	xorl %ecx, %ecx
	jmp .LBB_165
.LBB_164:
	movl $1, %ecx
.LBB_165:
	cmpq %r9, 40(%rsp)
	setae %dl
	andb 56(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_167
	movl $1025, %r14d
	testb %dl, %dl
	je .LBB_172
.LBB_167:
	movq 40(%rsp), %rsi
	movzbl %dl, %ebx
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq %rdx, 992(%rsp)
	movq $2, 1000(%rsp)
	movq %rcx, 1008(%rsp)
	movq %rax, 1016(%rsp)
	movq %rbx, 1024(%rsp)
	movq %rsi, %r14
	cmovneq %rax, %r14
	movq %rsi, 1032(%rsp)
	testq %rcx, %rcx
	je .LBB_171
	je .LBB_171
	shll $4, %ecx
	leaq 1048(%rsp), %rax
	subq %rcx, %rax
.LBB_170:
	movq %r14, %rcx
	movq (%rax), %r14
	incq %rdx
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r14
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_170
.LBB_171:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_172:
	vmovupd 464(%rsp), %zmm4
	vmovupd 528(%rsp), %zmm3
	vmovupd 272(%rsp), %zmm6
	vmovupd 336(%rsp), %zmm8
	cmpq %r14, %r9
	jae .LBB_178
	movq (%rsp), %rsi
	movq 168(%rsp), %rcx
	movq %r9, %rax
	movq 624(%rsp), %rbx
	leaq (%r12,%r9), %rdx
	cmpq %rsi, %r9
	cmovaq %r9, %rsi
	shlq $7, %rax
	shlq $7, %rdx
	addq %rax, %rcx
	addq 456(%rsp), %rax
.LBB_174:
	movq 32(%rsp), %r15
	leaq (%r15,%r9), %r13
	movq 24(%rsp), %r15
	cmpq %r15, %r13
	jae .LBB_1100
	leaq (%r12,%r9), %r13
	cmpq %r15, %r13
	jae .LBB_1043
	cmpq %r9, %rsi
	je .LBB_1115
	vmovupd (%rbx,%rax), %zmm7
	vmovupd -64(%rbx,%rax), %zmm9
	incq %r9
	vaddpd %zmm8, %zmm7, %zmm5
	vmulpd %zmm1, %zmm7, %zmm7
	vsubpd (%rbx,%rdx), %zmm5, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm6, %zmm9, %zmm7
	vmulpd %zmm1, %zmm9, %zmm9
	vsubpd -64(%rbx,%rdx), %zmm7, %zmm7
	subq $-128, %rbx
	vaddpd %zmm9, %zmm4, %zmm4
	vsubpd %zmm8, %zmm3, %zmm3
	vsubpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm3, %zmm2, %zmm8
	vmulpd %zmm4, %zmm2, %zmm6
	vmovupd %zmm6, -64(%rcx)
	vmovupd %zmm8, (%rcx)
	subq $-128, %rcx
	vmovapd %zmm7, %zmm6
	vmovapd %zmm5, %zmm8
	cmpq %r9, %r14
	jne .LBB_174
	jmp .LBB_179
.LBB_178:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_179:
	movq 32(%rsp), %rbx
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm7, 272(%rsp)
	vmovupd %zmm3, 528(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq $1024, %r14
	ja .LBB_210
	movq %r12, %rsi
	leaq (%r14,%rbx), %r12
	cmpq %r15, %r12
	jae .LBB_1090
	movq %r12, %r13
	subq 104(%rsp), %r13
	movq 120(%rsp), %rdx
	cmpq %r15, %r13
	jae .LBB_1043
	movq %r12, %rax
	shlq $7, %rax
	shlq $7, %r13
	vmovupd (%rdx,%rax), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 464(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rdx,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 528(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rdx,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 272(%rsp)
	vsubpd 64(%rdx,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 992(%rsp)
	vmovupd %zmm3, 1056(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq 64(%rsp), %rdi
	ja .LBB_1012
	incq %r12
	movq %rdi, %r15
	shlq $4, %r15
	addq 160(%rsp), %r15
	leaq 1(%r14), %r9
	xorl %ebx, %ebx
	movq %r12, %rcx
	subq 104(%rsp), %rcx
	movq %r12, %r11
	movq %rcx, 128(%rsp)
	shlq $7, %rcx
	movq 80(%rsp), %r13
	addq %rdx, %rcx
	jmp .LBB_186
.LBB_184:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1050
.LBB_185:
	vmovsd %xmm4, 464(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq 136(%rsp), %rbp
	vmovsd %xmm3, 272(%rsp,%r13,8)
	movq %rdx, %r15
	movq %r11, %r12
	vmovsd %xmm4, 992(%rsp,%r13,8)
	movq %rax, %r13
.LBB_186:
	testb %bl, %bl
	je .LBB_195
	movq %r15, %rdx
.LBB_188:
	testq %r13, %r13
	je .LBB_203
	cmpq %r14, (%r13)
	jne .LBB_203
	movb $2, %bl
	xorl %eax, %eax
	movq %r13, %r15
	movq 104(%rsp), %rbp
	cmpq %rbp, %r12
	jb .LBB_1006
.LBB_191:
	movq 8(%r15), %r13
	testq %rbp, %rbp
	je .LBB_184
	cmpq $15, %r13
	ja .LBB_1033
	cmpq $7, 96(%rsp)
	jae .LBB_198
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r15d, %r15d
	movq %rcx, %rbp
	jmp .LBB_201
.LBB_195:
	movq 424(%rsp), %rax
	movq %rax, %rdx
	cmpq %rax, %r15
	je .LBB_188
	leaq 16(%r15), %rdx
	cmpq %r14, (%r15)
	jne .LBB_188
	xorl %ebx, %ebx
	movq %r13, %rax
	movq 104(%rsp), %rbp
	cmpq %rbp, %r12
	jae .LBB_191
	jmp .LBB_1006
.LBB_198:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r15d, %r15d
	movq %rcx, %rbp
.LBB_199:
	vmovsd (%rbp,%r13,8), %xmm6
	leaq 1(%r15), %r12
	vmovsd 128(%rbp,%r13,8), %xmm7
	vmovsd 512(%rbp,%r13,8), %xmm8
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 2(%r15), %r12
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rbp,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 3(%r15), %r12
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rbp,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 4(%r15), %r12
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 5(%r15), %r12
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rbp,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 6(%r15), %r12
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rbp,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 7(%r15), %r12
	addq $8, %r15
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rbp,%r13,8), %xmm7
	addq $1024, %rbp
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r15, %r10
	jne .LBB_199
	cmpq $0, 48(%rsp)
	je .LBB_185
.LBB_201:
	leaq (%rbp,%r13,8), %rbp
	incq %r15
	xorl %r12d, %r12d
.LBB_202:
	vmovsd (%rbp,%r12), %xmm6
	vcvtsi2sd %r15, %xmm15, %xmm5
	incq %r15
	subq $-128, %r12
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r12, %r8
	jne .LBB_202
	jmp .LBB_185
.LBB_203:
	cmpq (%rsp), %r14
	jae .LBB_1091
	vmovupd 992(%rsp), %zmm3
	vmovupd 1056(%rsp), %zmm4
	movq 144(%rsp), %r11
	movq 32(%rsp), %rbx
	movq 24(%rsp), %r15
	movq %r14, %rax
	shlq $7, %rax
	movq %rsi, %r12
	vmovupd %zmm4, 64(%r11,%rax)
	vmovupd %zmm3, (%r11,%rax)
	cmpq $1024, %r14
	jne .LBB_158
	jmp .LBB_210
.LBB_205:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm20
	vpbroadcastq .LCPI_6(%rip), %zmm21
	incq %rcx
	movl $8, %edx
	vxorpd %xmm19, %xmm19, %xmm19
	movl %ecx, %eax
	andl $7, %eax
	cmoveq %rdx, %rax
	subq %rax, %rcx
	movq %rcx, %rax
	shlq $7, %rax
	movq %rcx, %rdx
.LBB_206:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vpsllq $7, %zmm0, %zmm18
	vpaddq %zmm20, %zmm0, %zmm0
	addq $-8, %rdx
	vgatherqpd 120(%r8,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 112(%r8,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 104(%r8,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 96(%r8,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 88(%r8,%zmm1), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 80(%r8,%zmm1), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm2, %zmm2
	vgatherqpd 72(%r8,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm3, %zmm3
	vgatherqpd 64(%r8,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm4, %zmm4
	vgatherqpd 56(%r8,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm5, %zmm5
	vgatherqpd 48(%r8,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm6, %zmm6
	vgatherqpd 40(%r8,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm7, %zmm7
	vgatherqpd 32(%r8,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm8, %zmm8
	vgatherqpd 24(%r8,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm9, %zmm9
	vgatherqpd 16(%r8,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm10, %zmm10
	vgatherqpd 8(%r8,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm11, %zmm11
	vgatherqpd (%r8,%zmm1), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm12, %zmm12
	vpaddq %zmm21, %zmm1, %zmm1
	vaddpd %zmm19, %zmm13, %zmm13
	vaddpd %zmm19, %zmm14, %zmm14
	vaddpd %zmm19, %zmm15, %zmm15
	vaddpd %zmm19, %zmm16, %zmm16
	vaddpd %zmm19, %zmm17, %zmm17
	vscatterqpd %zmm17, (%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 8(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 16(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 24(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 32(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 40(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 48(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 56(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 64(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 72(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 80(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 88(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 96(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 104(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 112(%r11,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm2, 120(%r11,%zmm18) {%k1}
	jne .LBB_206
.LBB_207:
	movq 608(%rsp), %rdi
	movq %rcx, %rdx
	shlq $7, %rdx
	movl $131200, %r8d
	decq %rcx
	leaq 64(%r11,%rdx), %rdx
	subq %rax, %r8
	addq %rax, %rdi
	xorl %eax, %eax
.LBB_208:
	incq %rcx
	cmpq %rcx, (%rsp)
	je .LBB_1078
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%rdi,%rax), %zmm1, %zmm0
	vaddpd (%rdi,%rax), %zmm1, %zmm1
	vmovupd %zmm0, -64(%rdx,%rax)
	vmovupd %zmm1, (%rdx,%rax)
	addq $128, %rax
	cmpq %rax, %r8
	jne .LBB_208
.LBB_210:
	movq 736(%rsp), %r12
	movq %r12, %rax
	subq %rbp, %rax
	movq %rax, (%rsp)
	movq 240(%rsp), %rdi
	jb .LBB_1028
	movq 232(%rsp), %r8
	movq 176(%rsp), %rax
	movq 728(%rsp), %rsi
	movq 72(%rsp), %r9
	movq %r8, %rdx
	subq %rax, %rdx
	setb %cl
	addq $16400, %rax
	cmpq %rax, %r8
	setae %al
	orb %cl, %al
	jne .LBB_215
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_215
	movq %rdx, 200(%rsp)
	movq %rax, 208(%rsp)
	movl $1, %eax
	jmp .LBB_216
.LBB_215:
	xorl %eax, %eax
.LBB_216:
	movq 416(%rsp), %rcx
	movq %rax, 192(%rsp)
	movq 712(%rsp), %rax
	movq 704(%rsp), %r8
	addq %rsi, %rcx
	movq %rcx, 168(%rsp)
	movq %rax, 80(%rsp)
	movq 120(%rsp), %rcx
	movq %r8, 144(%rsp)
	cmpq $1, %r9
	jne .LBB_220
	cmpb $0, 23(%rsp)
	jne .LBB_1017
	movq (%rsp), %rdx
	movq 80(%rsp), %r9
	movl $1024, %ecx
	cmpq %rdx, %r9
	movq %rdx, %rax
	cmovbq %r9, %rax
	cmpq $1024, %rax
	cmovbq %rax, %rcx
	cmpq $7, %rax
	ja .LBB_225
	movq 656(%rsp), %r10
	movq 648(%rsp), %r11
	movq 256(%rsp), %r14
.LBB_288:
	xorl %eax, %eax
	xorl %edx, %edx
	jmp .LBB_289
.LBB_220:
	leaq 1(%r9), %rax
	movq %rdi, %r8
	subq %r9, %r8
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 528(%rsp)
	vmovupd %zmm1, 464(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	imulq %r9, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r15, %rbx
	jae .LBB_1027
	cmpq %r9, %rdi
	jb .LBB_1023
	testq %r9, %r9
	je .LBB_229
	vbroadcastsd 552(%rsp), %ymm1
	vbroadcastsd 360(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 464(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm5
	shlq $7, %r8
	movabsq $144115188075855871, %rax
	movq 80(%rsp), %r15
	addq %rcx, %r8
	addq %r9, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 560(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 368(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_230
	xorl %edx, %edx
	jmp .LBB_233
.LBB_225:
	cmpq %rdx, %r9
	movq 168(%rsp), %rbx
	movq %rdx, %rax
	movl $1024, %edx
	movq 656(%rsp), %r10
	movq 648(%rsp), %r11
	movq 256(%rsp), %r14
	cmovbq %r9, %rax
	cmpq $1024, %rax
	cmovaeq %rdx, %rax
	shll $7, %eax
	leaq 128(%rax,%rbx), %rdx
	leaq 128(%r8,%rax), %rdi
	addq 600(%rsp), %rax
	cmpq %rdi, %rbx
	setb %dil
	cmpq %rdx, %r8
	setb %r8b
	cmpq %rax, %rbx
	setb %al
	cmpq %rdx, 224(%rsp)
	setb %dl
	testb %r8b, %dil
	jne .LBB_287
	movq 144(%rsp), %r8
	andb %dl, %al
	movl $0, %eax
	movl $0, %edx
	jne .LBB_289
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %rcx
	movq 224(%rsp), %rdi
	movl $8, %eax
	vpxord %xmm20, %xmm20, %xmm20
	movl %ecx, %edx
	andl $7, %edx
	cmoveq %rax, %rdx
	movq %rcx, %rax
	subq %rdx, %rax
	movq %rax, %rdx
	shlq $7, %rdx
	movq %rax, %rcx
.LBB_228:
	vpsllq $7, %zmm0, %zmm2
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vxorpd %xmm18, %xmm18, %xmm18
	vxorpd %xmm19, %xmm19, %xmm19
	vpaddq %zmm21, %zmm0, %zmm0
	addq $-8, %rcx
	vgatherqpd 120(%r8,%zmm2), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 120(%rdi,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm3, %zmm3
	vaddpd %zmm20, %zmm4, %zmm4
	vsubpd %zmm4, %zmm3, %zmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r8,%zmm2), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 112(%rdi,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm4, %zmm4, %zmm4
	vaddpd %zmm20, %zmm5, %zmm5
	vsubpd %zmm5, %zmm4, %zmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r8,%zmm2), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 104(%rdi,%zmm1), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm5, %zmm5, %zmm5
	vaddpd %zmm20, %zmm6, %zmm6
	vsubpd %zmm6, %zmm5, %zmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r8,%zmm2), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 96(%rdi,%zmm1), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm6, %zmm6, %zmm6
	vaddpd %zmm20, %zmm7, %zmm7
	vsubpd %zmm7, %zmm6, %zmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 88(%r8,%zmm2), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 88(%rdi,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm7, %zmm7, %zmm7
	vaddpd %zmm20, %zmm8, %zmm8
	vsubpd %zmm8, %zmm7, %zmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 80(%r8,%zmm2), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 80(%rdi,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm8, %zmm8, %zmm8
	vaddpd %zmm20, %zmm9, %zmm9
	vsubpd %zmm9, %zmm8, %zmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 72(%r8,%zmm2), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 72(%rdi,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm9, %zmm9, %zmm9
	vaddpd %zmm20, %zmm10, %zmm10
	vsubpd %zmm10, %zmm9, %zmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 64(%r8,%zmm2), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 64(%rdi,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm10, %zmm10, %zmm10
	vaddpd %zmm20, %zmm11, %zmm11
	vsubpd %zmm11, %zmm10, %zmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 56(%r8,%zmm2), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 56(%rdi,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm11, %zmm11, %zmm11
	vaddpd %zmm20, %zmm12, %zmm12
	vsubpd %zmm12, %zmm11, %zmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 48(%r8,%zmm2), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 48(%rdi,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm12, %zmm12, %zmm12
	vaddpd %zmm20, %zmm13, %zmm13
	vsubpd %zmm13, %zmm12, %zmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 40(%r8,%zmm2), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 40(%rdi,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm13, %zmm13, %zmm13
	vaddpd %zmm20, %zmm14, %zmm14
	vsubpd %zmm14, %zmm13, %zmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 32(%r8,%zmm2), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 32(%rdi,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm14, %zmm14, %zmm14
	vaddpd %zmm20, %zmm15, %zmm15
	vsubpd %zmm15, %zmm14, %zmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 24(%r8,%zmm2), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 24(%rdi,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm15, %zmm15, %zmm15
	vaddpd %zmm20, %zmm16, %zmm16
	vsubpd %zmm16, %zmm15, %zmm15
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 16(%r8,%zmm2), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 16(%rdi,%zmm1), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm16, %zmm16, %zmm16
	vaddpd %zmm20, %zmm17, %zmm17
	vsubpd %zmm17, %zmm16, %zmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 8(%r8,%zmm2), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 8(%rdi,%zmm1), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm17, %zmm17, %zmm17
	vaddpd %zmm20, %zmm18, %zmm18
	vsubpd %zmm18, %zmm17, %zmm17
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd (%r8,%zmm2), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd (%rdi,%zmm1), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vpaddq %zmm22, %zmm1, %zmm1
	vaddpd %zmm18, %zmm18, %zmm18
	vaddpd %zmm20, %zmm19, %zmm19
	vsubpd %zmm19, %zmm18, %zmm18
	vscatterqpd %zmm18, (%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm17, 8(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 16(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 24(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 32(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 40(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 48(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 56(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 64(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 72(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 80(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 88(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 96(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 104(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 112(%rbx,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 120(%rbx,%zmm2) {%k1}
	jne .LBB_228
.LBB_289:
	movq %rax, %rdi
	shlq $7, %rdi
	addq 216(%rsp), %rsi
	addq 1424(%rsp), %r12
	leaq 64(%r8,%rdi), %rcx
	movq 608(%rsp), %r8
	addq %rdi, %rsi
	leaq (%r8,%rdx), %rdi
	movl $131200, %r8d
	subq %rdx, %r8
	xorl %edx, %edx
.LBB_290:
	cmpq %rax, %r9
	je .LBB_1083
	incq %rax
	cmpq %rax, %r12
	je .LBB_1082
	vmovupd -64(%rcx,%rdx), %zmm0
	vmovupd (%rcx,%rdx), %zmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -64(%rdi,%rdx), %zmm3, %zmm2
	vaddpd (%rdi,%rdx), %zmm3, %zmm3
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd %zmm2, %zmm0, %zmm0
	vsubpd %zmm3, %zmm1, %zmm1
	vmovupd %zmm0, -64(%rsi,%rdx)
	vmovupd %zmm1, (%rsi,%rdx)
	addq $128, %rdx
	cmpq %rdx, %r8
	jne .LBB_290
	jmp .LBB_293
.LBB_229:
	movq 80(%rsp), %r15
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_236
.LBB_230:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_231:
	vmovupd (%r8), %zmm7
	vmovupd 64(%r8), %zmm8
	leaq 1(%rdx), %rcx
	vmovupd 128(%r8), %zmm9
	vmovupd 192(%r8), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdx), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8), %ymm6, %ymm12
	vmulpd %ymm6, %ymm7, %ymm11
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vaddpd %ymm3, %ymm11, %ymm3
	leaq 3(%rdx), %rcx
	vaddpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm9, %zmm5
	addq $4, %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 160(%r8), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%r8), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%r8), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%r8), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%r8), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%r8), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%r8), %zmm7
	addq $512, %r8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdx, %rdi
	jne .LBB_231
	testq %rax, %rax
	je .LBB_235
.LBB_233:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_234:
	vcvtsi2sd %rdx, %xmm14, %xmm6
	vmovupd (%r8,%rcx), %zmm7
	vmovupd 64(%r8,%rcx), %zmm8
	incq %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8,%rcx), %ymm6, %ymm10
	subq $-128, %rcx
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rcx, %rax
	jne .LBB_234
.LBB_235:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 464(%rsp)
	vmovupd %zmm5, 272(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovupd %zmm6, 496(%rsp)
	vextractf64x4 $1, %zmm1, 560(%rsp)
.LBB_236:
	movq 144(%rsp), %rax
	testq %r15, %r15
	je .LBB_1143
	cmpq %rbp, %r12
	je .LBB_1144
	vbroadcastsd %xmm0, %zmm3
	vmovupd 64(%rax), %zmm4
	leaq 64(%rax), %rcx
	movq %rcx, 1256(%rsp)
	movb $57, %cl
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	vmovupd (%rax), %zmm3
	movq 168(%rsp), %rax
	vaddpd %zmm3, %zmm3, %zmm3
	vsubpd %zmm2, %zmm3, %zmm2
	vaddpd %zmm4, %zmm4, %zmm3
	vmovupd %zmm2, (%rax)
	vmovsd .LCPI_2(%rip), %xmm2
	vsubpd %zmm1, %zmm3, %zmm1
	vmovupd %zmm1, 64(%rax)
	movabsq $144115188075855871, %rax
	vcvtsi2sd %r9, %xmm13, %xmm1
	addq %r9, %rax
	bzhiq %rcx, %rax, %rax
	movq 200(%rsp), %rcx
	movq %rax, 48(%rsp)
	leaq 1(%rax), %rbx
	movzbl 192(%rsp), %eax
	movl %ebx, %r8d
	vbroadcastsd %xmm1, %zmm1
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rcx, 56(%rsp)
	movl $0, %ecx
	movb %al, 232(%rsp)
	testb %al, %al
	leaq 200(%rsp), %rax
	cmovneq %rax, %rcx
	movabsq $288230376151711736, %rax
	andl $7, %r8d
	xorl %edi, %edi
	movq %rcx, 448(%rsp)
	andq %rax, %rbx
	movq 32(%rsp), %rax
	addq 216(%rsp), %rsi
	subq %r9, %rax
	movl $1, %r9d
	movq %rax, 96(%rsp)
	movq %r8, 40(%rsp)
	shll $7, %r8d
	vbroadcastsd %xmm2, %zmm2
.LBB_239:
	cmpq 64(%rsp), %rdi
	jae .LBB_244
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 160(%rsp), %rdx
.LBB_241:
	movq (%rdx), %rcx
	cmpq %r9, %rcx
	jae .LBB_245
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, 64(%rsp)
	jne .LBB_241
	movq 64(%rsp), %rdi
	xorl %edx, %edx
	jmp .LBB_246
.LBB_244:
	xorl %edx, %edx
	jmp .LBB_246
.LBB_245:
	movl $1, %edx
.LBB_246:
	cmpq %r9, 56(%rsp)
	setae %r10b
	andb 232(%rsp), %r10b
	testq %rdx, %rdx
	jne .LBB_248
	movl $1025, %r12d
	testb %r10b, %r10b
	je .LBB_253
.LBB_248:
	movq 56(%rsp), %rax
	movzbl %r10b, %r11d
	movl $2, %r10d
	subq %rdx, %r10
	testb %dl, %dl
	movq %r10, 992(%rsp)
	movq $2, 1000(%rsp)
	movq %rdx, 1008(%rsp)
	movq %rcx, 1016(%rsp)
	movq %r11, 1024(%rsp)
	movq %rax, %r12
	cmovneq %rcx, %r12
	movq %rax, 1032(%rsp)
	testq %rdx, %rdx
	je .LBB_252
	je .LBB_252
	shll $4, %edx
	leaq 1048(%rsp), %rcx
	subq %rdx, %rcx
.LBB_251:
	movq %r12, %rdx
	movq (%rcx), %r12
	incq %r10
	cmpq %r12, %rdx
	cmovbq %rdx, %r12
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r12
	addq $16, %rcx
	cmpq $2, %r10
	jne .LBB_251
.LBB_252:
	cmpq $1025, %r12
	movl $1025, %ecx
	cmovaeq %rcx, %r12
.LBB_253:
	vmovupd 464(%rsp), %zmm6
	vmovupd 528(%rsp), %zmm5
	vmovupd 272(%rsp), %zmm4
	vmovupd 336(%rsp), %zmm3
	movq %rsi, %rax
	cmpq %r12, %r9
	jae .LBB_260
	movq (%rsp), %rcx
	movq 1256(%rsp), %r11
	cmpq %r15, %r9
	movq %r15, %rsi
	movq 96(%rsp), %r14
	movq %r9, %rdx
	movq 624(%rsp), %rbp
	cmovaq %r9, %rsi
	cmpq %rcx, %r9
	leaq (%r14,%r9), %r15
	cmovaq %r9, %rcx
	shlq $7, %rdx
	shlq $7, %r15
	leaq (%rax,%rdx), %r10
	addq %rdx, %r11
	addq 456(%rsp), %rdx
.LBB_255:
	movq 32(%rsp), %r14
	leaq (%r14,%r9), %r13
	movq 24(%rsp), %r14
	cmpq %r14, %r13
	jae .LBB_1051
	movq 96(%rsp), %r13
	addq %r9, %r13
	cmpq %r14, %r13
	jae .LBB_1040
	cmpq %r9, %rsi
	je .LBB_1056
	cmpq %r9, %rcx
	je .LBB_1054
	vmovupd -64(%rbp,%rdx), %zmm7
	vmovupd (%rbp,%rdx), %zmm8
	incq %r9
	vmulpd %zmm1, %zmm7, %zmm9
	vmulpd %zmm1, %zmm8, %zmm10
	vaddpd %zmm4, %zmm7, %zmm7
	vaddpd %zmm9, %zmm6, %zmm6
	vmovupd -64(%r11), %zmm9
	vaddpd %zmm10, %zmm5, %zmm5
	vsubpd %zmm4, %zmm6, %zmm6
	vsubpd -64(%rbp,%r15), %zmm7, %zmm4
	vaddpd %zmm3, %zmm8, %zmm7
	vmovupd (%r11), %zmm8
	vsubpd %zmm3, %zmm5, %zmm5
	vsubpd (%rbp,%r15), %zmm7, %zmm3
	subq $-128, %r11
	subq $-128, %rbp
	vmulpd %zmm5, %zmm2, %zmm10
	vaddpd %zmm9, %zmm9, %zmm7
	vmulpd %zmm6, %zmm2, %zmm9
	vaddpd %zmm8, %zmm8, %zmm8
	vsubpd %zmm9, %zmm7, %zmm7
	vsubpd %zmm10, %zmm8, %zmm8
	vmovupd %zmm7, -64(%r10)
	vmovupd %zmm8, (%r10)
	subq $-128, %r10
	cmpq %r9, %r12
	jne .LBB_255
.LBB_260:
	movq 136(%rsp), %rbp
	movq 24(%rsp), %rdx
	movq 656(%rsp), %r10
	movq 648(%rsp), %r11
	movq 256(%rsp), %r14
	vmovupd %zmm6, 464(%rsp)
	vmovupd %zmm4, 272(%rsp)
	vmovupd %zmm5, 528(%rsp)
	vmovupd %zmm3, 336(%rsp)
	cmpq $1024, %r12
	ja .LBB_293
	movq 32(%rsp), %rcx
	leaq (%r12,%rcx), %r10
	cmpq %rdx, %r10
	jae .LBB_1093
	movq 72(%rsp), %r14
	movq %r10, %r13
	subq %r14, %r13
	cmpq %rdx, %r13
	jae .LBB_1092
	movq 120(%rsp), %rdx
	movq %r10, %rcx
	shlq $7, %rcx
	shlq $7, %r13
	vmovupd (%rdx,%rcx), %zmm7
	vmulpd %zmm1, %zmm7, %zmm8
	vaddpd %zmm8, %zmm6, %zmm6
	vsubpd %zmm4, %zmm6, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vmovupd %zmm6, 464(%rsp)
	vmulpd %zmm6, %zmm2, %zmm6
	vmovupd 64(%rdx,%rcx), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm5, %zmm5
	vsubpd %zmm3, %zmm5, %zmm5
	vaddpd %zmm3, %zmm8, %zmm3
	vmovupd %zmm5, 528(%rsp)
	vsubpd (%rdx,%r13), %zmm4, %zmm4
	vmovupd %zmm4, 272(%rsp)
	vmulpd %zmm5, %zmm2, %zmm4
	vsubpd 64(%rdx,%r13), %zmm3, %zmm3
	vmovupd %zmm6, 992(%rsp)
	vmovupd %zmm4, 1056(%rsp)
	vmovupd %zmm3, 336(%rsp)
	cmpq 64(%rsp), %rdi
	ja .LBB_1012
	incq %r10
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 160(%rsp), %rcx
	leaq 1(%r12), %r9
	movq %rax, %rsi
	movq %r10, %rbp
	subq %r14, %rbp
	movq %r10, %rax
	xorl %r10d, %r10d
	movq %rbp, 128(%rsp)
	shlq $7, %rbp
	movq 448(%rsp), %r15
	addq %rdx, %rbp
	jmp .LBB_267
.LBB_265:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1050
.LBB_266:
	vmovsd %xmm4, 464(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq 72(%rsp), %r14
	vmovsd %xmm3, 272(%rsp,%r13,8)
	movq %r11, %r15
	movq %rdx, %rcx
	vmovsd %xmm4, 992(%rsp,%r13,8)
.LBB_267:
	testb %r10b, %r10b
	je .LBB_276
	movq %rcx, %rdx
.LBB_269:
	testq %r15, %r15
	je .LBB_284
	cmpq %r12, (%r15)
	jne .LBB_284
	movb $2, %r10b
	xorl %r11d, %r11d
	movq %r15, %rcx
	movq 24(%rsp), %r15
	cmpq %r14, %rax
	jb .LBB_1007
.LBB_272:
	movq 8(%rcx), %r13
	testq %r14, %r14
	je .LBB_265
	cmpq $15, %r13
	ja .LBB_1033
	cmpq $7, 48(%rsp)
	jae .LBB_279
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r15d, %r15d
	movq %rbp, %rcx
	jmp .LBB_282
.LBB_276:
	movq 424(%rsp), %r10
	movq %r10, %rdx
	cmpq %r10, %rcx
	je .LBB_269
	leaq 16(%rcx), %rdx
	cmpq %r12, (%rcx)
	jne .LBB_269
	xorl %r10d, %r10d
	movq %r15, %r11
	movq 24(%rsp), %r15
	cmpq %r14, %rax
	jae .LBB_272
	jmp .LBB_1007
.LBB_279:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r15d, %r15d
	movq %rbp, %rcx
.LBB_280:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%r15), %r14
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 2(%r15), %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 3(%r15), %r14
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 4(%r15), %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 5(%r15), %r14
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 6(%r15), %r14
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 7(%r15), %r14
	addq $8, %r15
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r15, %rbx
	jne .LBB_280
	cmpq $0, 40(%rsp)
	je .LBB_266
.LBB_282:
	leaq (%rcx,%r13,8), %rcx
	incq %r15
	xorl %r14d, %r14d
.LBB_283:
	vmovsd (%rcx,%r14), %xmm6
	vcvtsi2sd %r15, %xmm15, %xmm5
	incq %r15
	subq $-128, %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r14, %r8
	jne .LBB_283
	jmp .LBB_266
.LBB_284:
	movq 80(%rsp), %r15
	cmpq %r15, %r12
	jae .LBB_1095
	movq 136(%rsp), %rbp
	movq 656(%rsp), %r10
	movq 648(%rsp), %r11
	movq 256(%rsp), %r14
	cmpq (%rsp), %r12
	jae .LBB_1094
	movq 144(%rsp), %rax
	movq %r12, %rcx
	shlq $7, %rcx
	vmovupd (%rax,%rcx), %zmm3
	vmovupd 64(%rax,%rcx), %zmm4
	movq 168(%rsp), %rax
	vaddpd %zmm3, %zmm3, %zmm3
	vaddpd %zmm4, %zmm4, %zmm4
	vsubpd 992(%rsp), %zmm3, %zmm3
	vsubpd 1056(%rsp), %zmm4, %zmm4
	vmovupd %zmm3, (%rax,%rcx)
	vmovupd %zmm4, 64(%rax,%rcx)
	cmpq $1024, %r12
	jne .LBB_239
.LBB_293:
	movq 736(%rsp), %r9
	subq %rbp, %r9
	jb .LBB_1021
	movq 1280(%rsp), %rdx
	movq 728(%rsp), %rax
	movq 112(%rsp), %rbx
	movq 8(%rdx), %rcx
	movq 16(%rdx), %rsi
	movq 416(%rsp), %rdx
	addq %rax, %rdx
	testq %rbp, %rbp
	je .LBB_299
	movq %rax, %r8
	xorl %edi, %edi
	movq %r9, (%rsp)
.LBB_296:
	leaq (%r10,%rdi), %r9
	cmpq (%rsp), %r9
	movq (%rsp), %r9
	jae .LBB_1075
	cmpq %rdi, %rsi
	je .LBB_1074
	vmovsd (%rcx,%rdi,8), %xmm0
	incq %rdi
	vmovsd %xmm0, (%r8)
	vmovupd 131200(%r8), %zmm0
	vmovupd 131256(%r8), %zmm1
	vmovupd %zmm0, 8(%r8)
	vmovupd %zmm1, 64(%r8)
	subq $-128, %r8
	cmpq %rdx, %r8
	jne .LBB_296
.LBB_299:
	testq %rsi, %rsi
	je .LBB_311
	leaq (,%rsi,8), %r8
	movq %r10, %rdi
	addq $-8, %r8
	shrq $3, %r8
	cmpq %r10, %r9
	cmovaq %r9, %rdi
	addq %r11, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $32, %rdi
	jae .LBB_302
	movq %rcx, %r8
	xorl %edi, %edi
	jmp .LBB_308
.LBB_302:
	cmpq %r10, %r9
	movq %r9, %r12
	movq %r10, %r9
	movq %r12, %r15
	cmovaq %r12, %r9
	addq %r11, %r9
	cmpq %r9, %r8
	cmovbq %r8, %r9
	movq %r9, %r8
	shlq $7, %r8
	leaq 131328(%rax,%r8), %r8
	cmpq %r8, %rcx
	jae .LBB_305
	leaq 8(%rcx,%r9,8), %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_305
	movq %rcx, %r8
	xorl %edi, %edi
	jmp .LBB_307
.LBB_305:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovdqu64 1696(%rsp), %zmm6
	incq %rdi
	movl $32, %r9d
	movl %edi, %r8d
	andl $31, %r8d
	cmoveq %r9, %r8
	xorl %r9d, %r9d
	subq %r8, %rdi
	leaq (%rcx,%rdi,8), %r8
.LBB_306:
	vpsubq %zmm6, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vpaddq .LCPI_7(%rip){1to8}, %zmm0, %zmm0
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vpsllq $7, %zmm1, %zmm1
	vgatherqpd 131320(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 132344(%rdx,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 133368(%rdx,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 134392(%rdx,%zmm1), %zmm5 {%k1}
	vmovupd %zmm2, (%rcx,%r9,8)
	vmovupd %zmm3, 64(%rcx,%r9,8)
	vmovupd %zmm4, 128(%rcx,%r9,8)
	vmovupd %zmm5, 192(%rcx,%r9,8)
	addq $32, %r9
	cmpq %r9, %rdi
	jne .LBB_306
.LBB_307:
	movq %r15, %r9
.LBB_308:
	leaq (%rcx,%rsi,8), %rcx
	leaq (%r10,%rdi), %rsi
	shlq $7, %rdi
	leaq 131320(%rax,%rdi), %rax
.LBB_309:
	cmpq %r9, %rsi
	jae .LBB_1076
	vmovsd (%rax), %xmm0
	incq %rsi
	subq $-128, %rax
	vmovsd %xmm0, (%r8)
	addq $8, %r8
	cmpq %rcx, %r8
	jne .LBB_309
.LBB_311:
	movq 16(%r14), %rcx
	testq %rcx, %rcx
	js .LBB_1089
	movq 728(%rsp), %rax
	movq 736(%rsp), %r12
	movq 752(%rsp), %r9
	movq 760(%rsp), %rsi
	movq %rax, 40(%rsp)
	movq 152(%rsp), %rax
	movq 672(%rsp), %rdx
	movq %rsi, (%rsp)
	movq %rax, 192(%rsp)
	movq %rbx, 200(%rsp)
	movq %rdx, 208(%rsp)
	cmpq $1, %rcx
	jne .LBB_316
	cmpq %r12, 664(%rsp)
	ja .LBB_1022
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $8, %rsi
	jae .LBB_321
	movq 40(%rsp), %rsi
	xorl %eax, %eax
	xorl %edx, %edx
	jmp .LBB_382
.LBB_316:
	leaq 1(%rcx), %rax
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 528(%rsp)
	vmovupd %zmm1, 464(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	imulq %rcx, %rax
	vcvtusi2sd %rax, %xmm14, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq 1264(%rsp), %rax
	movq %rax, %r8
	subq %rcx, %r8
	cmpq %r12, %rbp
	jae .LBB_1030
	cmpq %rcx, %rax
	jb .LBB_1031
	movq %rcx, 48(%rsp)
	testq %rcx, %rcx
	je .LBB_324
	vbroadcastsd 552(%rsp), %ymm1
	vbroadcastsd 360(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 464(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm5
	shlq $7, %r8
	movabsq $144115188075855871, %rax
	addq 40(%rsp), %r8
	addq %rcx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 560(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 368(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_325
	xorl %edx, %edx
	jmp .LBB_328
.LBB_321:
	movq 416(%rsp), %rcx
	movq 40(%rsp), %rdi
	cmpq $1024, %rsi
	movl $1024, %edx
	cmovbq %rsi, %rdx
	shll $7, %edx
	addq %rdi, %rcx
	movq %rdi, %rsi
	movq 592(%rsp), %rdi
	addq %rsi, %rdi
	addq %rdx, %rdi
	cmpq %rdi, %r9
	jae .LBB_380
	leaq 128(%r9,%rdx), %rdx
	cmpq %rdx, %rcx
	jae .LBB_380
	xorl %eax, %eax
	xorl %edx, %edx
	jmp .LBB_382
.LBB_324:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_331
.LBB_325:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_326:
	vmovupd (%r8), %zmm7
	vmovupd 64(%r8), %zmm8
	leaq 1(%rdx), %rcx
	vmovupd 128(%r8), %zmm9
	vmovupd 192(%r8), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdx), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8), %ymm6, %ymm12
	vmulpd %ymm6, %ymm7, %ymm11
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vaddpd %ymm3, %ymm11, %ymm3
	leaq 3(%rdx), %rcx
	vaddpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm9, %zmm5
	addq $4, %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 160(%r8), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%r8), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%r8), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%r8), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%r8), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%r8), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%r8), %zmm7
	addq $512, %r8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdx, %rdi
	jne .LBB_326
	testq %rax, %rax
	je .LBB_330
.LBB_328:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_329:
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vmovupd (%r8,%rcx), %zmm7
	vmovupd 64(%r8,%rcx), %zmm8
	incq %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8,%rcx), %ymm6, %ymm10
	subq $-128, %rcx
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rcx, %rax
	jne .LBB_329
.LBB_330:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 464(%rsp)
	vmovupd %zmm5, 272(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovupd %zmm6, 496(%rsp)
	vextractf64x4 $1, %zmm1, 560(%rsp)
.LBB_331:
	testq %rsi, %rsi
	je .LBB_1116
	vbroadcastsd %xmm0, %zmm3
	leaq 64(%r9), %rax
	movq %rax, 168(%rsp)
	movq %r9, 144(%rsp)
	leaq 200(%rsp), %rax
	vdivpd %zmm3, %zmm2, %zmm2
	movq 152(%rsp), %rcx
	vdivpd %zmm3, %zmm1, %zmm1
	movb %cl, 80(%rsp)
	testq %rcx, %rcx
	movq 48(%rsp), %rdx
	cmovneq %rax, %rcx
	movabsq $144115188075855871, %rax
	xorl %edi, %edi
	movq %rcx, 152(%rsp)
	movb $57, %cl
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	vmovupd %zmm2, (%r9)
	vmovsd .LCPI_2(%rip), %xmm2
	leaq 1(%rax), %r15
	movq %rax, 96(%rsp)
	movabsq $288230376151711736, %rax
	vmovupd %zmm1, 64(%r9)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movl $1, %r9d
	movl %r15d, %r8d
	andq %rax, %r15
	movq 40(%rsp), %rax
	andl $7, %r8d
	vbroadcastsd %xmm1, %zmm1
	addq $64, %rax
	movq %rax, 232(%rsp)
	movq %rbp, %rax
	subq %rdx, %rax
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rax, 448(%rsp)
	movq %r8, 72(%rsp)
	shll $7, %r8d
	movq %r12, 56(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_333:
	movq 64(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_338
	movq %rdi, %rax
	shlq $4, %rax
	addq 160(%rsp), %rax
.LBB_335:
	movq (%rax), %rcx
	cmpq %r9, %rcx
	jae .LBB_339
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rdx
	jne .LBB_335
	movq %rdx, %rdi
	xorl %edx, %edx
	jmp .LBB_340
.LBB_338:
	xorl %edx, %edx
	jmp .LBB_340
.LBB_339:
	movl $1, %edx
.LBB_340:
	cmpq %r9, %rbx
	setae %r10b
	andb 80(%rsp), %r10b
	testq %rdx, %rdx
	jne .LBB_342
	movl $1025, %eax
	testb %r10b, %r10b
	je .LBB_347
.LBB_342:
	movzbl %r10b, %r11d
	movl $2, %r10d
	movq %rbx, %rax
	subq %rdx, %r10
	testb %dl, %dl
	cmovneq %rcx, %rax
	movq %r10, 992(%rsp)
	movq $2, 1000(%rsp)
	movq %rdx, 1008(%rsp)
	movq %rcx, 1016(%rsp)
	movq %r11, 1024(%rsp)
	movq %rbx, 1032(%rsp)
	testq %rdx, %rdx
	je .LBB_346
	je .LBB_346
	shll $4, %edx
	leaq 1048(%rsp), %rcx
	subq %rdx, %rcx
.LBB_345:
	movq %rax, %rdx
	movq (%rcx), %rax
	incq %r10
	cmpq %rax, %rdx
	cmovbq %rdx, %rax
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rax
	addq $16, %rcx
	cmpq $2, %r10
	jne .LBB_345
.LBB_346:
	cmpq $1025, %rax
	movl $1025, %ecx
	cmovaeq %rcx, %rax
.LBB_347:
	vmovupd 464(%rsp), %zmm4
	vmovupd 528(%rsp), %zmm3
	vmovupd 272(%rsp), %zmm6
	vmovupd 336(%rsp), %zmm8
	cmpq %rax, %r9
	jae .LBB_353
	movq (%rsp), %rsi
	movq 168(%rsp), %rdx
	movq 448(%rsp), %r11
	movq %r9, %rcx
	movq 232(%rsp), %r14
	cmpq %rsi, %r9
	leaq (%r11,%r9), %r10
	cmovaq %r9, %rsi
	shlq $7, %rcx
	shlq $7, %r10
	addq %rcx, %rdx
	addq 416(%rsp), %rcx
.LBB_349:
	leaq (%rbp,%r9), %r13
	cmpq %r12, %r13
	jae .LBB_1101
	leaq (%r11,%r9), %r13
	cmpq %r12, %r13
	jae .LBB_1044
	cmpq %r9, %rsi
	je .LBB_1115
	vmovupd (%r14,%rcx), %zmm7
	vmovupd -64(%r14,%rcx), %zmm9
	incq %r9
	vaddpd %zmm8, %zmm7, %zmm5
	vmulpd %zmm1, %zmm7, %zmm7
	vsubpd (%r14,%r10), %zmm5, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm6, %zmm9, %zmm7
	vmulpd %zmm1, %zmm9, %zmm9
	vsubpd -64(%r14,%r10), %zmm7, %zmm7
	subq $-128, %r14
	vaddpd %zmm9, %zmm4, %zmm4
	vsubpd %zmm8, %zmm3, %zmm3
	vsubpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm3, %zmm2, %zmm8
	vmulpd %zmm4, %zmm2, %zmm6
	vmovupd %zmm6, -64(%rdx)
	vmovupd %zmm8, (%rdx)
	subq $-128, %rdx
	vmovapd %zmm7, %zmm6
	vmovapd %zmm5, %zmm8
	cmpq %r9, %rax
	jne .LBB_349
	jmp .LBB_354
.LBB_353:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_354:
	movq 40(%rsp), %rsi
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm7, 272(%rsp)
	vmovupd %zmm3, 528(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq $1024, %rax
	ja .LBB_385
	leaq (%rax,%rbp), %r10
	cmpq %r12, %r10
	jae .LBB_1087
	movq %r10, %r13
	subq 48(%rsp), %r13
	movq 64(%rsp), %rdx
	cmpq %r12, %r13
	jae .LBB_1044
	movq %r10, %rcx
	shlq $7, %rcx
	shlq $7, %r13
	vmovupd (%rsi,%rcx), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 464(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rsi,%rcx), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 528(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rsi,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 272(%rsp)
	vsubpd 64(%rsi,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 992(%rsp)
	vmovupd %zmm3, 1056(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_1013
	movq 48(%rsp), %rdx
	incq %r10
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 160(%rsp), %rcx
	leaq 1(%rax), %r9
	xorl %r12d, %r12d
	movq %r10, %rbp
	movq %r10, %rbx
	subq %rdx, %rbp
	movq %rbp, 128(%rsp)
	shlq $7, %rbp
	movq 152(%rsp), %r14
	addq %rsi, %rbp
	movq %rdx, %rsi
	jmp .LBB_361
.LBB_359:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1050
.LBB_360:
	vmovsd %xmm4, 464(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 272(%rsp,%r13,8)
	movq %r10, %r14
	movq %rdx, %rcx
	vmovsd %xmm4, 992(%rsp,%r13,8)
.LBB_361:
	testb %r12b, %r12b
	je .LBB_370
	movq %rcx, %rdx
.LBB_363:
	testq %r14, %r14
	je .LBB_378
	cmpq %rax, (%r14)
	jne .LBB_378
	movb $2, %r12b
	xorl %r10d, %r10d
	movq %r14, %rcx
	cmpq %rsi, %rbx
	jb .LBB_1008
.LBB_366:
	movq 8(%rcx), %r13
	testq %rsi, %rsi
	je .LBB_359
	cmpq $15, %r13
	ja .LBB_1033
	cmpq $7, 96(%rsp)
	jae .LBB_373
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r14d, %r14d
	movq %rbp, %rcx
	jmp .LBB_376
.LBB_370:
	movq 424(%rsp), %r10
	movq %r10, %rdx
	cmpq %r10, %rcx
	je .LBB_363
	leaq 16(%rcx), %rdx
	cmpq %rax, (%rcx)
	jne .LBB_363
	xorl %r12d, %r12d
	movq %r14, %r10
	cmpq %rsi, %rbx
	jae .LBB_366
	jmp .LBB_1008
.LBB_373:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r14d, %r14d
	movq %rbp, %rcx
.LBB_374:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%r14), %r11
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 2(%r14), %r11
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 3(%r14), %r11
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 4(%r14), %r11
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 5(%r14), %r11
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 6(%r14), %r11
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 7(%r14), %r11
	addq $8, %r14
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r14, %r15
	jne .LBB_374
	cmpq $0, 72(%rsp)
	je .LBB_360
.LBB_376:
	leaq (%rcx,%r13,8), %rcx
	incq %r14
	xorl %r11d, %r11d
.LBB_377:
	vmovsd (%rcx,%r11), %xmm6
	vcvtsi2sd %r14, %xmm15, %xmm5
	incq %r14
	subq $-128, %r11
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r11, %r8
	jne .LBB_377
	jmp .LBB_360
.LBB_378:
	cmpq (%rsp), %rax
	jae .LBB_1098
	vmovupd 992(%rsp), %zmm3
	vmovupd 1056(%rsp), %zmm4
	movq 144(%rsp), %rdx
	movq 136(%rsp), %rbp
	movq 112(%rsp), %rbx
	movq 56(%rsp), %r12
	movq %rax, %rcx
	shlq $7, %rcx
	vmovupd %zmm4, 64(%rdx,%rcx)
	vmovupd %zmm3, (%rdx,%rcx)
	cmpq $1024, %rax
	jne .LBB_333
	jmp .LBB_385
.LBB_380:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm20
	vpbroadcastq .LCPI_6(%rip), %zmm21
	incq %rax
	movl $8, %edi
	vxorpd %xmm19, %xmm19, %xmm19
	movl %eax, %edx
	andl $7, %edx
	cmoveq %rdi, %rdx
	subq %rdx, %rax
	movq %rax, %rdx
	shlq $7, %rdx
	movq %rax, %rdi
.LBB_381:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vpsllq $7, %zmm0, %zmm18
	vpaddq %zmm20, %zmm0, %zmm0
	addq $-8, %rdi
	vgatherqpd 120(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 112(%rcx,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 104(%rcx,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 96(%rcx,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 88(%rcx,%zmm1), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 80(%rcx,%zmm1), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm2, %zmm2
	vgatherqpd 72(%rcx,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm3, %zmm3
	vgatherqpd 64(%rcx,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm4, %zmm4
	vgatherqpd 56(%rcx,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm5, %zmm5
	vgatherqpd 48(%rcx,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm6, %zmm6
	vgatherqpd 40(%rcx,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm7, %zmm7
	vgatherqpd 32(%rcx,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm8, %zmm8
	vgatherqpd 24(%rcx,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm9, %zmm9
	vgatherqpd 16(%rcx,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm10, %zmm10
	vgatherqpd 8(%rcx,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm11, %zmm11
	vgatherqpd (%rcx,%zmm1), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm12, %zmm12
	vpaddq %zmm21, %zmm1, %zmm1
	vaddpd %zmm19, %zmm13, %zmm13
	vaddpd %zmm19, %zmm14, %zmm14
	vaddpd %zmm19, %zmm15, %zmm15
	vaddpd %zmm19, %zmm16, %zmm16
	vaddpd %zmm19, %zmm17, %zmm17
	vscatterqpd %zmm17, (%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 8(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 16(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 24(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 32(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 40(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 48(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 56(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 64(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 72(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 80(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 88(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 96(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 104(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 112(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm2, 120(%r9,%zmm18) {%k1}
	jne .LBB_381
.LBB_382:
	addq 216(%rsp), %rsi
	movq %rax, %rcx
	shlq $7, %rcx
	movl $131200, %edi
	decq %rax
	leaq 64(%r9,%rcx), %rcx
	subq %rdx, %rdi
	addq %rdx, %rsi
	xorl %edx, %edx
.LBB_383:
	incq %rax
	cmpq %rax, (%rsp)
	je .LBB_1078
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%rsi,%rdx), %zmm1, %zmm0
	vaddpd (%rsi,%rdx), %zmm1, %zmm1
	vmovupd %zmm0, -64(%rcx,%rdx)
	vmovupd %zmm1, (%rcx,%rdx)
	addq $128, %rdx
	cmpq %rdx, %rdi
	jne .LBB_383
.LBB_385:
	movq 736(%rsp), %r12
	movq %rbp, %r9
	subq %r12, %r9
	ja .LBB_1029
	movq 256(%rsp), %rax
	movq 32(%rsp), %rdi
	movq 32(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_1089
	movq 40(%rax), %rcx
	movq %rcx, 48(%rsp)
	testq %rcx, %rcx
	js .LBB_1089
	movq 24(%rax), %r8
	testq %r8, %r8
	js .LBB_1089
	movq 728(%rsp), %rax
	movq 176(%rsp), %rcx
	movq %rax, 112(%rsp)
	leaq -1(%rdx), %rax
	movq %rdx, 168(%rsp)
	movq %r9, 672(%rsp)
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %sil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %sil, %al
	jne .LBB_392
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	movq 240(%rsp), %rcx
	je .LBB_393
	movl $1, %r10d
	movq %rdx, 200(%rsp)
	movq %rax, 208(%rsp)
	jmp .LBB_394
.LBB_392:
	movq 24(%rsp), %r15
	movq 240(%rsp), %rcx
	xorl %r10d, %r10d
	jmp .LBB_395
.LBB_393:
	xorl %r10d, %r10d
.LBB_394:
	movq 24(%rsp), %r15
.LBB_395:
	movq %r12, %rax
	subq %rbp, %rax
	movq 120(%rsp), %rdx
	movq 168(%rsp), %rsi
	movq %r10, 192(%rsp)
	movq %rax, (%rsp)
	movq 416(%rsp), %rax
	movq 112(%rsp), %r9
	movq %r12, 40(%rsp)
	movq %r8, 96(%rsp)
	addq %rax, %r9
	movq %r9, 80(%rsp)
	cmpq $1, %rsi
	jne .LBB_401
	cmpb $0, 23(%rsp)
	movq 224(%rsp), %r8
	jne .LBB_1018
	movq (%rsp), %rdx
	movl $1024, %eax
	cmpq $1024, %rdx
	cmovbq %rdx, %rax
	cmpq $7, %rdx
	jbe .LBB_400
	movq 600(%rsp), %rsi
	cmpq $1024, %rdx
	movl $1024, %ecx
	cmovbq %rdx, %rcx
	shll $7, %ecx
	leaq (%rsi,%rcx), %rdx
	cmpq %rdx, %r9
	jae .LBB_462
	movq 592(%rsp), %rdx
	movq 112(%rsp), %rdi
	addq %rdi, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %r8
	jae .LBB_462
.LBB_400:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_464
.LBB_401:
	leaq 1(%rsi), %rax
	movq %rcx, %r8
	subq %rsi, %r8
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 528(%rsp)
	vmovupd %zmm1, 464(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	imulq %rsi, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r15, %rdi
	jae .LBB_1023
	cmpq %rsi, %rcx
	jb .LBB_1045
	testq %rsi, %rsi
	je .LBB_406
	vbroadcastsd 552(%rsp), %ymm1
	vbroadcastsd 360(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 464(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	movb $57, %cl
	shlq $7, %r8
	addq %rsi, %rax
	addq %rdx, %r8
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rax
	movl %eax, %edx
	andl $3, %edx
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 560(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 368(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_407
	xorl %edi, %edi
	jmp .LBB_410
.LBB_406:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_413
.LBB_407:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edi, %edi
	addq $4, %rcx
	andq %rcx, %rax
.LBB_408:
	vmovupd (%r8), %zmm7
	vmovupd 64(%r8), %zmm8
	leaq 1(%rdi), %rcx
	vmovupd 128(%r8), %zmm9
	vmovupd 192(%r8), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdi), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8), %ymm6, %ymm12
	vmulpd %ymm6, %ymm7, %ymm11
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vaddpd %ymm3, %ymm11, %ymm3
	leaq 3(%rdi), %rcx
	vaddpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm9, %zmm5
	addq $4, %rdi
	vbroadcastsd %xmm6, %zmm6
	vmulpd 160(%r8), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%r8), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%r8), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%r8), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%r8), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdi, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%r8), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%r8), %zmm7
	addq $512, %r8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdi, %rax
	jne .LBB_408
	testq %rdx, %rdx
	je .LBB_412
.LBB_410:
	incq %rdi
	shll $7, %edx
	xorl %eax, %eax
.LBB_411:
	vcvtsi2sd %rdi, %xmm15, %xmm6
	vmovupd (%r8,%rax), %zmm7
	vmovupd 64(%r8,%rax), %zmm8
	incq %rdi
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8,%rax), %ymm6, %ymm10
	subq $-128, %rax
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rax, %rdx
	jne .LBB_411
.LBB_412:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 464(%rsp)
	vmovupd %zmm5, 272(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovupd %zmm6, 496(%rsp)
	vextractf64x4 $1, %zmm1, 560(%rsp)
.LBB_413:
	cmpq %rbp, %r12
	je .LBB_1145
	vbroadcastsd %xmm0, %zmm3
	movb %r10b, 232(%rsp)
	testq %r10, %r10
	leaq 200(%rsp), %rcx
	cmovneq %rcx, %r10
	movb $57, %cl
	xorl %edi, %edi
	vdivpd %zmm3, %zmm1, %zmm1
	vdivpd %zmm3, %zmm2, %zmm2
	vbroadcastsd .LCPI_8(%rip), %zmm3
	vmulpd %zmm3, %zmm2, %zmm2
	vmulpd %zmm3, %zmm1, %zmm1
	vmovupd %zmm2, (%r9)
	vmovupd %zmm1, 64(%r9)
	vmovsd .LCPI_2(%rip), %xmm2
	vcvtsi2sd %rsi, %xmm15, %xmm1
	movl $1, %r9d
	movq 200(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 144(%rsp)
	movabsq $144115188075855871, %rax
	movq %r10, 448(%rsp)
	addq %rsi, %rax
	bzhiq %rcx, %rax, %rax
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rax, 56(%rsp)
	leaq 1(%rax), %rbx
	movabsq $288230376151711736, %rax
	movl %ebx, %r14d
	andq %rax, %rbx
	movq 216(%rsp), %rax
	movq 112(%rsp), %rcx
	andl $7, %r14d
	addq %rcx, %rax
	movq %rax, 1256(%rsp)
	movq 32(%rsp), %rax
	vbroadcastsd %xmm2, %zmm2
	subq %rsi, %rax
	movq %rax, 72(%rsp)
	movq %r14, 152(%rsp)
	shll $7, %r14d
.LBB_415:
	movq 64(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_420
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 160(%rsp), %rcx
.LBB_417:
	movq (%rcx), %rax
	cmpq %r9, %rax
	jae .LBB_421
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_417
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_422
.LBB_420:
	xorl %ecx, %ecx
	jmp .LBB_422
.LBB_421:
	movl $1, %ecx
.LBB_422:
	cmpq %r9, 144(%rsp)
	setae %dl
	andb 232(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_424
	movl $1025, %r8d
	testb %dl, %dl
	je .LBB_429
.LBB_424:
	movq 144(%rsp), %rsi
	movzbl %dl, %r10d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq %rdx, 992(%rsp)
	movq $2, 1000(%rsp)
	movq %rcx, 1008(%rsp)
	movq %rax, 1016(%rsp)
	movq %r10, 1024(%rsp)
	movq %rsi, %r8
	cmovneq %rax, %r8
	movq %rsi, 1032(%rsp)
	testq %rcx, %rcx
	je .LBB_428
	je .LBB_428
	shll $4, %ecx
	leaq 1048(%rsp), %rax
	subq %rcx, %rax
.LBB_427:
	movq %r8, %rcx
	movq (%rax), %r8
	incq %rdx
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r8
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_427
.LBB_428:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
.LBB_429:
	vmovupd 464(%rsp), %zmm4
	vmovupd 528(%rsp), %zmm3
	vmovupd 272(%rsp), %zmm6
	vmovupd 336(%rsp), %zmm8
	cmpq %r8, %r9
	jae .LBB_435
	movq (%rsp), %r11
	movq 1256(%rsp), %rcx
	movq 72(%rsp), %rdx
	movq %r9, %rax
	movq 624(%rsp), %r10
	cmpq %r11, %r9
	leaq (%rdx,%r9), %rdx
	cmovaq %r9, %r11
	shlq $7, %rax
	shlq $7, %rdx
	addq %rax, %rcx
	addq 456(%rsp), %rax
.LBB_431:
	movq 32(%rsp), %r13
	movq %r11, %rsi
	addq %r9, %r13
	cmpq %r15, %r13
	jae .LBB_1100
	movq 72(%rsp), %r11
	leaq (%r11,%r9), %r13
	cmpq %r15, %r13
	jae .LBB_1043
	movq %rsi, %r11
	cmpq %r9, %rsi
	je .LBB_1104
	vmovupd (%r10,%rax), %zmm7
	vmovupd -64(%r10,%rax), %zmm9
	vbroadcastsd .LCPI_8(%rip), %zmm10
	incq %r9
	vaddpd %zmm8, %zmm7, %zmm5
	vmulpd %zmm1, %zmm7, %zmm7
	vsubpd (%r10,%rdx), %zmm5, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm6, %zmm9, %zmm7
	vmulpd %zmm1, %zmm9, %zmm9
	vsubpd -64(%r10,%rdx), %zmm7, %zmm7
	subq $-128, %r10
	vaddpd %zmm9, %zmm4, %zmm4
	vsubpd %zmm8, %zmm3, %zmm3
	vsubpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm3, %zmm2, %zmm9
	vmovapd %zmm5, %zmm8
	vmulpd %zmm4, %zmm2, %zmm6
	vmulpd %zmm10, %zmm6, %zmm6
	vmovupd %zmm6, -64(%rcx)
	vmulpd %zmm10, %zmm9, %zmm6
	vmovupd %zmm6, (%rcx)
	subq $-128, %rcx
	vmovapd %zmm7, %zmm6
	cmpq %r9, %r8
	jne .LBB_431
	jmp .LBB_436
.LBB_435:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_436:
	movq 168(%rsp), %rsi
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm7, 272(%rsp)
	vmovupd %zmm3, 528(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq $1024, %r8
	ja .LBB_467
	movq 32(%rsp), %rax
	leaq (%r8,%rax), %rbp
	cmpq %r15, %rbp
	jae .LBB_1099
	movq 120(%rsp), %rcx
	movq 64(%rsp), %rdx
	movq %rbp, %r13
	subq %rsi, %r13
	cmpq %r15, %r13
	jae .LBB_1043
	movq %rbp, %rax
	shlq $7, %rax
	shlq $7, %r13
	vmovupd (%rcx,%rax), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 464(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rcx,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 528(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rcx,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 272(%rsp)
	vsubpd 64(%rcx,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 992(%rsp)
	vmovupd %zmm3, 1056(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_1013
	incq %rbp
	movq %rdi, %rax
	shlq $4, %rax
	addq 160(%rsp), %rax
	leaq 1(%r8), %r9
	xorl %r11d, %r11d
	movq %rbp, %rdx
	subq %rsi, %rdx
	movq %rdx, 128(%rsp)
	shlq $7, %rdx
	addq %rcx, %rdx
	movq 448(%rsp), %rcx
	jmp .LBB_443
.LBB_441:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1050
.LBB_442:
	vmovsd %xmm4, 464(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq %r15, %rcx
	movq 24(%rsp), %r15
	movq 40(%rsp), %r12
	vmovsd %xmm3, 272(%rsp,%r13,8)
	movq %r10, %rax
	vmovsd %xmm4, 992(%rsp,%r13,8)
.LBB_443:
	testb %r11b, %r11b
	je .LBB_452
	movq %rax, %r10
.LBB_445:
	testq %rcx, %rcx
	je .LBB_460
	cmpq %r8, (%rcx)
	jne .LBB_460
	movb $2, %r11b
	xorl %r15d, %r15d
	movq %rcx, %rax
	cmpq %rsi, %rbp
	jb .LBB_1005
.LBB_448:
	movq 8(%rax), %r13
	testq %rsi, %rsi
	je .LBB_441
	cmpq $15, %r13
	ja .LBB_1033
	cmpq $7, 56(%rsp)
	jae .LBB_455
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	movq %rdx, %rcx
	jmp .LBB_458
.LBB_452:
	movq 424(%rsp), %r11
	movq %r11, %r10
	cmpq %r11, %rax
	je .LBB_445
	leaq 16(%rax), %r10
	cmpq %r8, (%rax)
	jne .LBB_445
	xorl %r11d, %r11d
	movq %rcx, %r15
	cmpq %rsi, %rbp
	jae .LBB_448
	jmp .LBB_1005
.LBB_455:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	movq %rdx, %rcx
.LBB_456:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%rax), %r12
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 2(%rax), %r12
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 3(%rax), %r12
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 4(%rax), %r12
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 5(%rax), %r12
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 6(%rax), %r12
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	leaq 7(%rax), %r12
	addq $8, %rax
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r12, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rax, %rbx
	jne .LBB_456
	cmpq $0, 152(%rsp)
	je .LBB_442
.LBB_458:
	leaq (%rcx,%r13,8), %rcx
	incq %rax
	xorl %r12d, %r12d
.LBB_459:
	vmovsd (%rcx,%r12), %xmm6
	vcvtsi2sd %rax, %xmm15, %xmm5
	incq %rax
	subq $-128, %r12
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r12, %r14
	jne .LBB_459
	jmp .LBB_442
.LBB_460:
	cmpq (%rsp), %r8
	jae .LBB_1103
	vbroadcastsd .LCPI_8(%rip), %zmm4
	movq 80(%rsp), %rcx
	movq %r8, %rax
	shlq $7, %rax
	movq 136(%rsp), %rbp
	vmulpd 992(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, (%rcx,%rax)
	vmulpd 1056(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, 64(%rcx,%rax)
	cmpq $1024, %r8
	jne .LBB_415
	jmp .LBB_467
.LBB_462:
	vbroadcastsd .LCPI_8(%rip), %zmm21
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm20
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %rax
	movl $8, %edx
	vxorpd %xmm19, %xmm19, %xmm19
	movl %eax, %ecx
	andl $7, %ecx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rcx
	shlq $7, %rcx
	movq %rax, %rdx
.LBB_463:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vpsllq $7, %zmm0, %zmm18
	vpaddq %zmm20, %zmm0, %zmm0
	addq $-8, %rdx
	vgatherqpd 120(%r8,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 112(%r8,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 104(%r8,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 96(%r8,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 88(%r8,%zmm1), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 80(%r8,%zmm1), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm2, %zmm2
	vgatherqpd 72(%r8,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm3, %zmm3
	vgatherqpd 64(%r8,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm4, %zmm4
	vgatherqpd 56(%r8,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm5, %zmm5
	vmulpd %zmm21, %zmm2, %zmm2
	vgatherqpd 48(%r8,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm6, %zmm6
	vmulpd %zmm21, %zmm3, %zmm3
	vgatherqpd 40(%r8,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm7, %zmm7
	vmulpd %zmm21, %zmm4, %zmm4
	vgatherqpd 32(%r8,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm8, %zmm8
	vmulpd %zmm21, %zmm5, %zmm5
	vgatherqpd 24(%r8,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm9, %zmm9
	vmulpd %zmm21, %zmm6, %zmm6
	vgatherqpd 16(%r8,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm10, %zmm10
	vmulpd %zmm21, %zmm7, %zmm7
	vgatherqpd 8(%r8,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm11, %zmm11
	vmulpd %zmm21, %zmm8, %zmm8
	vgatherqpd (%r8,%zmm1), %zmm17 {%k1}
	vaddpd %zmm19, %zmm12, %zmm12
	kxnorb %k0, %k0, %k1
	vmulpd %zmm21, %zmm9, %zmm9
	vpaddq %zmm22, %zmm1, %zmm1
	vaddpd %zmm19, %zmm13, %zmm13
	vmulpd %zmm21, %zmm10, %zmm10
	vaddpd %zmm19, %zmm14, %zmm14
	vmulpd %zmm21, %zmm11, %zmm11
	vaddpd %zmm19, %zmm15, %zmm15
	vmulpd %zmm21, %zmm12, %zmm12
	vaddpd %zmm19, %zmm16, %zmm16
	vmulpd %zmm21, %zmm13, %zmm13
	vaddpd %zmm19, %zmm17, %zmm17
	vmulpd %zmm21, %zmm14, %zmm14
	vmulpd %zmm21, %zmm15, %zmm15
	vmulpd %zmm21, %zmm16, %zmm16
	vmulpd %zmm21, %zmm17, %zmm17
	vscatterqpd %zmm17, (%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 8(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 16(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 24(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 32(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 40(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 48(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 56(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 64(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 72(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 80(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 88(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 96(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 104(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 112(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm2, 120(%r9,%zmm18) {%k1}
	jne .LBB_463
.LBB_464:
	movq 216(%rsp), %rdx
	movq 112(%rsp), %rdi
	movq 608(%rsp), %rsi
	movl $131200, %r8d
	subq %rcx, %r8
	addq %rdx, %rdi
	movq 1248(%rsp), %rdx
	addq %rax, %rdx
	shlq $7, %rax
	addq %rdi, %rax
	leaq (%rsi,%rcx), %rdi
	subq %r12, %rdx
	xorl %ecx, %ecx
.LBB_465:
	incq %rdx
	je .LBB_1085
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%rdi,%rcx), %zmm1, %zmm0
	vaddpd (%rdi,%rcx), %zmm1, %zmm1
	vbroadcastsd .LCPI_8(%rip), %zmm2
	vmulpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm0, -64(%rax,%rcx)
	vmovupd %zmm1, (%rax,%rcx)
	addq $128, %rcx
	cmpq %rcx, %r8
	jne .LBB_465
.LBB_467:
	movq 48(%rsp), %rax
	movq 104(%rsp), %rcx
	decq %rax
	cmpq %rcx, 96(%rsp)
	jne .LBB_471
	movq 176(%rsp), %rcx
	movq %rax, %rdx
	movq 32(%rsp), %r12
	movq 80(%rsp), %r9
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	movq 240(%rsp), %rdi
	jne .LBB_481
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	movq 224(%rsp), %r8
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_487
	movq %rdx, 200(%rsp)
	movq %rax, 208(%rsp)
	movl $1, %eax
	jmp .LBB_488
.LBB_471:
	movq 176(%rsp), %rcx
	movq %rax, %rdx
	movq 32(%rsp), %r8
	movq 80(%rsp), %r9
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_474
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_474
	movl $1, %r14d
	movq %rdx, 200(%rsp)
	movq %rax, 208(%rsp)
	jmp .LBB_475
.LBB_474:
	xorl %r14d, %r14d
.LBB_475:
	movq 48(%rsp), %r10
	movq 120(%rsp), %rdx
	movq %r14, 192(%rsp)
	cmpq $1, %r10
	jne .LBB_482
	cmpb $0, 23(%rsp)
	jne .LBB_1048
	movq (%rsp), %rdx
	movl $1024, %eax
	cmpq $1024, %rdx
	cmovbq %rdx, %rax
	cmpq $7, %rdx
	jbe .LBB_480
	movq 600(%rsp), %rsi
	movq 224(%rsp), %rdi
	cmpq $1024, %rdx
	movl $1024, %ecx
	cmovbq %rdx, %rcx
	shll $7, %ecx
	leaq (%rsi,%rcx), %rdx
	cmpq %rdx, %r9
	jae .LBB_614
	movq 592(%rsp), %rdx
	movq 112(%rsp), %r8
	addq %r8, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %rdi
	jae .LBB_614
.LBB_480:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_616
.LBB_481:
	movq 120(%rsp), %rcx
	movq 224(%rsp), %r8
	xorl %eax, %eax
	jmp .LBB_489
.LBB_482:
	leaq 1(%r10), %rax
	movq 240(%rsp), %rcx
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 528(%rsp)
	vmovupd %zmm1, 464(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	imulq %r10, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq %rcx, %rdi
	subq %r10, %rdi
	cmpq %r15, %r8
	jae .LBB_1059
	cmpq %r10, %rcx
	jb .LBB_1061
	movq %r10, %rcx
	testq %r10, %r10
	je .LBB_502
	vbroadcastsd 552(%rsp), %ymm1
	vbroadcastsd 360(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 464(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	shlq $7, %rdi
	addq %rcx, %rax
	movb $57, %cl
	addq %rdx, %rdi
	bzhiq %rcx, %rax, %rcx
	movq %rdi, %r10
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 560(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 368(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_504
	xorl %edx, %edx
	jmp .LBB_507
.LBB_487:
	xorl %eax, %eax
.LBB_488:
	movq 120(%rsp), %rcx
.LBB_489:
	movq 704(%rsp), %rsi
	movq 712(%rsp), %rdx
	movq %rax, 192(%rsp)
	movq %rsi, 152(%rsp)
	movq %rdx, 56(%rsp)
	movq 48(%rsp), %rdx
	cmpq $1, %rdx
	jne .LBB_493
	cmpb $0, 23(%rsp)
	jne .LBB_1047
	movq (%rsp), %rsi
	movq 56(%rsp), %rbx
	movl $1024, %eax
	cmpq %rsi, %rbx
	movq %rsi, %rcx
	cmovbq %rbx, %rcx
	cmpq $1024, %rcx
	cmovbq %rcx, %rax
	cmpq $7, %rcx
	ja .LBB_498
	movq 672(%rsp), %rsi
	movq 152(%rsp), %r10
.LBB_697:
	xorl %ecx, %ecx
	xorl %edx, %edx
	jmp .LBB_698
.LBB_493:
	leaq 1(%rdx), %rax
	movq %rdi, %r8
	subq %rdx, %r8
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 528(%rsp)
	vmovupd %zmm1, 464(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	imulq %rdx, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r15, %r12
	jae .LBB_1060
	cmpq %rdx, %rdi
	jb .LBB_1023
	testq %rdx, %rdx
	je .LBB_503
	vbroadcastsd 552(%rsp), %ymm1
	vbroadcastsd 360(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 464(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm5
	shlq $7, %r8
	movabsq $144115188075855871, %rax
	addq %rcx, %r8
	addq %rdx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rax
	movl %eax, %edx
	andl $3, %edx
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 560(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 368(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_559
	xorl %edi, %edi
	jmp .LBB_562
.LBB_498:
	movq 592(%rsp), %rcx
	movq 112(%rsp), %rdx
	cmpq %rsi, %rbx
	movq 152(%rsp), %r10
	movl $1024, %edi
	leaq (%rdx,%rcx), %rdx
	movq %rsi, %rcx
	movq 600(%rsp), %rsi
	cmovbq %rbx, %rcx
	cmpq $1024, %rcx
	cmovaeq %rdi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	leaq (%rsi,%rcx), %rdi
	leaq 128(%r10,%rcx), %rcx
	movq 672(%rsp), %rsi
	cmpq %rdi, %r9
	setb %dil
	cmpq %rdx, %r8
	setb %r8b
	cmpq %rcx, %r9
	setb %cl
	cmpq %rdx, %r10
	setb %dl
	testb %r8b, %dil
	jne .LBB_697
	andb %dl, %cl
	movl $0, %ecx
	movl $0, %edx
	jne .LBB_698
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %rax
	movl $8, %ecx
	vpxord %xmm20, %xmm20, %xmm20
	movl %eax, %edx
	andl $7, %edx
	cmoveq %rcx, %rdx
	movq %rax, %rcx
	movq 224(%rsp), %rax
	subq %rdx, %rcx
	movq %rcx, %rdx
	shlq $7, %rdx
	movq %rcx, %rdi
.LBB_501:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpsllq $7, %zmm0, %zmm23
	vxorpd %xmm19, %xmm19, %xmm19
	vpaddq %zmm21, %zmm0, %zmm0
	addq $-8, %rdi
	vgatherqpd (%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm5
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm7
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm9
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm11
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm13
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm15
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm17
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm18
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm16
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm14
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm12
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm10
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm8
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm6
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vpaddq %zmm22, %zmm1, %zmm1
	vgatherqpd 120(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm4
	vsubpd %zmm4, %zmm19, %zmm4
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 112(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm19, %zmm6
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 104(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm8, %zmm19, %zmm8
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 96(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm10, %zmm19, %zmm10
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 88(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm19, %zmm12
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 80(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm19, %zmm14
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 72(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm16, %zmm19, %zmm16
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 64(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm18, %zmm19, %zmm18
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 56(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm17, %zmm19, %zmm17
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 48(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm19, %zmm15
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 40(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm19, %zmm13
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 32(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm11, %zmm19, %zmm11
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 24(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm19, %zmm9
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 16(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm7, %zmm19, %zmm7
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 8(%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm5, %zmm19, %zmm5
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd (%r9,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm3, %zmm19, %zmm3
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd (%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm3, %zmm3
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 8(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm5, %zmm5
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 16(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm7, %zmm7
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 24(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm9, %zmm9
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 32(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm11, %zmm11
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 40(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm13, %zmm13
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 48(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm15, %zmm15
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 56(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm17, %zmm17
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 64(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm18, %zmm18
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 72(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm16, %zmm16
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 80(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm14, %zmm14
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 88(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm12, %zmm12
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 96(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm10, %zmm10
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 104(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm8, %zmm8
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 112(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm6, %zmm6
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd 120(%r10,%zmm23), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, (%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 8(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 16(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 24(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 32(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm4, %zmm4
	vscatterqpd %zmm13, 40(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 48(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm17, 56(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm18, 64(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 72(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 80(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 88(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 96(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 104(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 112(%r9,%zmm23) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 120(%r9,%zmm23) {%k1}
	jne .LBB_501
.LBB_698:
	movq %rcx, %rdi
	shlq $7, %rdi
	movl $131200, %r8d
	negq %rcx
	xorl %r9d, %r9d
	leaq 64(%r10,%rdi), %rax
	movq 112(%rsp), %r10
	subq %rdx, %r8
	addq 608(%rsp), %rdx
	addq 216(%rsp), %r10
	addq %rdi, %r10
	movq %rbx, %rdi
	notq %rdi
.LBB_699:
	cmpq %rcx, %rsi
	je .LBB_1097
	decq %rcx
	cmpq %rcx, %rdi
	je .LBB_1096
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%rdx,%r9), %zmm1, %zmm0
	vaddpd (%rdx,%r9), %zmm1, %zmm1
	vmovupd -64(%r10,%r9), %zmm2
	vmovupd (%r10,%r9), %zmm3
	vsubpd %zmm0, %zmm2, %zmm0
	vsubpd %zmm1, %zmm3, %zmm1
	vsubpd -64(%rax,%r9), %zmm0, %zmm0
	vsubpd (%rax,%r9), %zmm1, %zmm1
	vmovupd %zmm0, -64(%r10,%r9)
	vmovupd %zmm1, (%r10,%r9)
	addq $128, %r9
	cmpq %r9, %r8
	jne .LBB_699
	jmp .LBB_702
.LBB_502:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_510
.LBB_503:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_565
.LBB_504:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_505:
	vmovupd (%r10), %zmm7
	vmovupd 64(%r10), %zmm8
	leaq 1(%rdx), %rcx
	vmovupd 128(%r10), %zmm9
	vmovupd 192(%r10), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdx), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r10), %ymm6, %ymm12
	vmulpd %ymm6, %ymm7, %ymm11
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vaddpd %ymm3, %ymm11, %ymm3
	leaq 3(%rdx), %rcx
	vaddpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm9, %zmm5
	addq $4, %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 160(%r10), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%r10), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%r10), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%r10), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%r10), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%r10), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%r10), %zmm7
	addq $512, %r10
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdx, %rdi
	jne .LBB_505
	testq %rax, %rax
	je .LBB_509
.LBB_507:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_508:
	vcvtsi2sd %rdx, %xmm14, %xmm6
	vmovupd (%r10,%rcx), %zmm7
	vmovupd 64(%r10,%rcx), %zmm8
	incq %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r10,%rcx), %ymm6, %ymm10
	subq $-128, %rcx
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rcx, %rax
	jne .LBB_508
.LBB_509:
	movq 48(%rsp), %rcx
	vmovupd %zmm5, 272(%rsp)
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm5
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 464(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovupd %zmm5, 496(%rsp)
	vextractf64x4 $1, %zmm1, 560(%rsp)
.LBB_510:
	cmpq %rbp, %r12
	je .LBB_1146
	vbroadcastsd %xmm0, %zmm3
	vmovupd 64(%r9), %zmm4
	movb %r14b, 152(%rsp)
	testq %r14, %r14
	leaq 200(%rsp), %rdx
	movq %r8, %r11
	movl $1, %r8d
	cmovneq %rdx, %r14
	movq %rcx, %rdx
	subq %rdx, %r11
	xorl %edi, %edi
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	vmovupd (%r9), %zmm3
	vsubpd %zmm2, %zmm3, %zmm2
	vsubpd %zmm1, %zmm4, %zmm1
	vmovupd %zmm2, (%r9)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r9)
	vcvtsi2sd %rcx, %xmm31, %xmm1
	movq 200(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 56(%rsp)
	movabsq $144115188075855871, %rax
	addq %rcx, %rax
	movb $57, %cl
	vdivsd %xmm0, %xmm2, %xmm2
	bzhiq %rcx, %rax, %rax
	movq %rax, 72(%rsp)
	leaq 1(%rax), %r15
	movabsq $288230376151711736, %rax
	movl %r15d, %r12d
	andq %rax, %r15
	movq 216(%rsp), %rax
	movq 112(%rsp), %rcx
	andl $7, %r12d
	addq %rcx, %rax
	movq %rax, 232(%rsp)
	movq %r12, 104(%rsp)
	shll $7, %r12d
	movq (%rsp), %rsi
	movq %r14, 144(%rsp)
	movq %r11, 168(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_512:
	movq 64(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_517
	movq %rdi, %rax
	shlq $4, %rax
	addq 160(%rsp), %rax
.LBB_514:
	movq (%rax), %rcx
	cmpq %r8, %rcx
	jae .LBB_518
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rdx
	jne .LBB_514
	movq %rdx, %rdi
	xorl %edx, %edx
	jmp .LBB_519
.LBB_517:
	xorl %edx, %edx
	jmp .LBB_519
.LBB_518:
	movl $1, %edx
.LBB_519:
	cmpq %r8, 56(%rsp)
	setae %al
	andb 152(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_521
	movl $1025, %ebx
	testb %al, %al
	je .LBB_526
.LBB_521:
	movq 56(%rsp), %rsi
	movl $2, %r9d
	movzbl %al, %eax
	subq %rdx, %r9
	testb %dl, %dl
	movq %r9, 992(%rsp)
	movq $2, 1000(%rsp)
	movq %rdx, 1008(%rsp)
	movq %rcx, 1016(%rsp)
	movq %rax, 1024(%rsp)
	movq %rsi, %rbx
	cmovneq %rcx, %rbx
	movq %rsi, 1032(%rsp)
	testq %rdx, %rdx
	je .LBB_525
	je .LBB_525
	shll $4, %edx
	leaq 1048(%rsp), %rcx
	subq %rdx, %rcx
.LBB_524:
	movq %rbx, %rax
	movq (%rcx), %rbx
	incq %r9
	cmpq %rbx, %rax
	cmovbq %rax, %rbx
	cmpb $0, -8(%rcx)
	cmoveq %rax, %rbx
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_524
.LBB_525:
	movq (%rsp), %rsi
	cmpq $1025, %rbx
	movl $1025, %eax
	cmovaeq %rax, %rbx
.LBB_526:
	vmovupd 464(%rsp), %zmm4
	vmovupd 528(%rsp), %zmm3
	vmovupd 272(%rsp), %zmm7
	vmovupd 336(%rsp), %zmm8
	cmpq %rbx, %r8
	jae .LBB_532
	movq 232(%rsp), %rax
	cmpq %rsi, %r8
	movq %r8, %rcx
	movq 624(%rsp), %r10
	leaq (%r11,%r8), %r9
	cmovaq %r8, %rsi
	shlq $7, %rcx
	shlq $7, %r9
	leaq (%rax,%rcx), %rdx
	addq 456(%rsp), %rcx
.LBB_528:
	movq 32(%rsp), %rax
	leaq (%rax,%r8), %r13
	movq 24(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_1107
	leaq (%r11,%r8), %r13
	cmpq %rax, %r13
	jae .LBB_1040
	cmpq %r8, %rsi
	je .LBB_1113
	vmovupd (%r10,%rcx), %zmm6
	vmovupd -64(%r10,%rcx), %zmm9
	incq %r8
	vaddpd %zmm8, %zmm6, %zmm5
	vmulpd %zmm1, %zmm6, %zmm6
	vmulpd %zmm1, %zmm9, %zmm10
	vsubpd (%r10,%r9), %zmm5, %zmm5
	vaddpd %zmm6, %zmm3, %zmm3
	vaddpd %zmm10, %zmm4, %zmm4
	vaddpd %zmm7, %zmm9, %zmm6
	vmovupd (%rdx), %zmm9
	vsubpd -64(%r10,%r9), %zmm6, %zmm6
	subq $-128, %r10
	vsubpd %zmm8, %zmm3, %zmm3
	vmovupd -64(%rdx), %zmm8
	vsubpd %zmm7, %zmm4, %zmm4
	vmulpd %zmm4, %zmm2, %zmm7
	vsubpd %zmm7, %zmm8, %zmm7
	vmovapd %zmm5, %zmm8
	vmovupd %zmm7, -64(%rdx)
	vmulpd %zmm3, %zmm2, %zmm7
	vsubpd %zmm7, %zmm9, %zmm7
	vmovupd %zmm7, (%rdx)
	subq $-128, %rdx
	vmovapd %zmm6, %zmm7
	cmpq %r8, %rbx
	jne .LBB_528
	jmp .LBB_533
.LBB_532:
	vmovapd %zmm7, %zmm6
	vmovapd %zmm8, %zmm5
.LBB_533:
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm6, 272(%rsp)
	vmovupd %zmm3, 528(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq $1024, %rbx
	ja .LBB_619
	movq 32(%rsp), %rax
	leaq (%rbx,%rax), %rbp
	movq 24(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_1106
	movq 48(%rsp), %rcx
	movq 120(%rsp), %rdx
	movq %rbp, %r13
	subq %rcx, %r13
	cmpq %rax, %r13
	jae .LBB_1040
	movq %rbp, %rax
	shlq $7, %rax
	shlq $7, %r13
	vmovupd (%rdx,%rax), %zmm7
	vmulpd %zmm1, %zmm7, %zmm8
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm7, %zmm6
	vmovupd %zmm4, 464(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rdx,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 528(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rdx,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 272(%rsp)
	vsubpd 64(%rdx,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 992(%rsp)
	vmovupd %zmm3, 1056(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq 64(%rsp), %rdi
	ja .LBB_1012
	movq %rcx, %rax
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 160(%rsp), %rcx
	incq %rbp
	leaq 1(%rbx), %r8
	xorl %r11d, %r11d
	movq %rbp, %r9
	subq %rax, %r9
	movq %rdx, %rax
	movq %r9, %rdx
	shlq $7, %rdx
	movq %r9, 128(%rsp)
	addq %rax, %rdx
	jmp .LBB_540
.LBB_538:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1050
.LBB_539:
	vmovsd %xmm4, 464(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 272(%rsp,%r13,8)
	movq %r9, %r14
	movq %r10, %rcx
	vmovsd %xmm4, 992(%rsp,%r13,8)
.LBB_540:
	movq (%rsp), %rsi
	testb %r11b, %r11b
	je .LBB_549
	movq %rcx, %r10
.LBB_542:
	testq %r14, %r14
	je .LBB_557
	cmpq %rbx, (%r14)
	jne .LBB_557
	movb $2, %r11b
	xorl %r9d, %r9d
	movq %r14, %rcx
	movq 48(%rsp), %rax
	cmpq %rax, %rbp
	jb .LBB_1005
.LBB_545:
	movq 8(%rcx), %r13
	testq %rax, %rax
	je .LBB_538
	cmpq $15, %r13
	ja .LBB_1033
	cmpq $7, 72(%rsp)
	jae .LBB_552
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r14d, %r14d
	movq %rdx, %rcx
	jmp .LBB_555
.LBB_549:
	movq 424(%rsp), %rax
	movq %rax, %r10
	cmpq %rax, %rcx
	je .LBB_542
	leaq 16(%rcx), %r10
	cmpq %rbx, (%rcx)
	jne .LBB_542
	xorl %r11d, %r11d
	movq %r14, %r9
	movq 48(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_545
	jmp .LBB_1005
.LBB_552:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r14d, %r14d
	movq %rdx, %rcx
.LBB_553:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%r14), %rax
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 2(%r14), %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 3(%r14), %rax
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 4(%r14), %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 5(%r14), %rax
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 6(%r14), %rax
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 7(%r14), %rax
	addq $8, %r14
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r14, %r15
	jne .LBB_553
	cmpq $0, 104(%rsp)
	je .LBB_539
.LBB_555:
	leaq (%rcx,%r13,8), %rcx
	incq %r14
	xorl %eax, %eax
.LBB_556:
	vmovsd (%rcx,%rax), %xmm6
	vcvtsi2sd %r14, %xmm15, %xmm5
	incq %r14
	subq $-128, %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rax, %r12
	jne .LBB_556
	jmp .LBB_539
.LBB_557:
	cmpq %rsi, %rbx
	jae .LBB_1108
	movq 80(%rsp), %rcx
	movq %rbx, %rax
	shlq $7, %rax
	movq 136(%rsp), %rbp
	movq 144(%rsp), %r14
	movq 168(%rsp), %r11
	vmovupd (%rcx,%rax), %zmm3
	vmovupd 64(%rcx,%rax), %zmm4
	vsubpd 992(%rsp), %zmm3, %zmm3
	vmovupd %zmm3, (%rcx,%rax)
	vsubpd 1056(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, 64(%rcx,%rax)
	cmpq $1024, %rbx
	jne .LBB_512
	jmp .LBB_619
.LBB_559:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edi, %edi
	addq $4, %rcx
	andq %rcx, %rax
.LBB_560:
	vmovupd (%r8), %zmm7
	vmovupd 64(%r8), %zmm8
	leaq 1(%rdi), %rcx
	vmovupd 128(%r8), %zmm9
	vmovupd 192(%r8), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdi), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8), %ymm6, %ymm12
	vmulpd %ymm6, %ymm7, %ymm11
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vaddpd %ymm3, %ymm11, %ymm3
	leaq 3(%rdi), %rcx
	vaddpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm9, %zmm5
	addq $4, %rdi
	vbroadcastsd %xmm6, %zmm6
	vmulpd 160(%r8), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%r8), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%r8), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%r8), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%r8), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdi, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%r8), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%r8), %zmm7
	addq $512, %r8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdi, %rax
	jne .LBB_560
	testq %rdx, %rdx
	je .LBB_564
.LBB_562:
	incq %rdi
	shll $7, %edx
	xorl %eax, %eax
.LBB_563:
	vcvtsi2sd %rdi, %xmm15, %xmm6
	vmovupd (%r8,%rax), %zmm7
	vmovupd 64(%r8,%rax), %zmm8
	incq %rdi
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8,%rax), %ymm6, %ymm10
	subq $-128, %rax
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rax, %rdx
	jne .LBB_563
.LBB_564:
	movq 48(%rsp), %rdx
	vmovupd %zmm5, 272(%rsp)
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm5
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 464(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovupd %zmm5, 496(%rsp)
	vextractf64x4 $1, %zmm1, 560(%rsp)
.LBB_565:
	cmpq %rbp, 40(%rsp)
	je .LBB_1148
	cmpq $0, 56(%rsp)
	je .LBB_1147
	vbroadcastsd %xmm0, %zmm3
	vmovupd 64(%r9), %zmm4
	movq 152(%rsp), %rax
	leaq 200(%rsp), %r8
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	vmovupd (%r9), %zmm3
	leaq 64(%rax), %rcx
	movq %rcx, 448(%rsp)
	movb $57, %cl
	vsubpd %zmm2, %zmm3, %zmm2
	vsubpd (%rax), %zmm2, %zmm2
	vsubpd %zmm1, %zmm4, %zmm1
	vsubpd 64(%rax), %zmm1, %zmm1
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rsi
	leaq 1(%rsi), %r15
	vmovupd %zmm2, (%r9)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r9)
	movl %r15d, %r9d
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movzbl 192(%rsp), %eax
	movq 200(%rsp), %rcx
	vbroadcastsd %xmm1, %zmm1
	movq %rcx, 40(%rsp)
	testb %al, %al
	movl $0, %ecx
	movb %al, 144(%rsp)
	movabsq $288230376151711736, %rax
	cmovneq %r8, %rcx
	andq %rax, %r15
	andl $7, %r9d
	subq %rdx, %r12
	movl $1, %r8d
	xorl %edi, %edi
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rcx, 232(%rsp)
	movq 112(%rsp), %rax
	addq 216(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %r12, 72(%rsp)
	movq %r9, 104(%rsp)
	shll $7, %r9d
	movq 56(%rsp), %r12
	movq %rsi, 168(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_568:
	movq 64(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_573
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 160(%rsp), %rcx
.LBB_570:
	movq (%rcx), %rax
	cmpq %r8, %rax
	jae .LBB_574
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_570
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_575
.LBB_573:
	xorl %ecx, %ecx
	jmp .LBB_575
.LBB_574:
	movl $1, %ecx
.LBB_575:
	cmpq %r8, 40(%rsp)
	setae %dl
	andb 144(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_577
	movl $1025, %ebx
	testb %dl, %dl
	je .LBB_582
.LBB_577:
	movq 40(%rsp), %r11
	movzbl %dl, %r10d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq %rdx, 992(%rsp)
	movq $2, 1000(%rsp)
	movq %rcx, 1008(%rsp)
	movq %rax, 1016(%rsp)
	movq %r10, 1024(%rsp)
	movq %r11, %rbx
	cmovneq %rax, %rbx
	movq %r11, 1032(%rsp)
	testq %rcx, %rcx
	je .LBB_581
	je .LBB_581
	shll $4, %ecx
	leaq 1048(%rsp), %rax
	subq %rcx, %rax
.LBB_580:
	movq %rbx, %rcx
	movq (%rax), %rbx
	incq %rdx
	cmpq %rbx, %rcx
	cmovbq %rcx, %rbx
	cmpb $0, -8(%rax)
	cmoveq %rcx, %rbx
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_580
.LBB_581:
	cmpq $1025, %rbx
	movl $1025, %eax
	cmovaeq %rax, %rbx
.LBB_582:
	vmovupd 464(%rsp), %zmm6
	vmovupd 528(%rsp), %zmm5
	vmovupd 272(%rsp), %zmm4
	vmovupd 336(%rsp), %zmm3
	cmpq %rbx, %r8
	jae .LBB_589
	movq (%rsp), %rsi
	movq 448(%rsp), %rdx
	movq 112(%rsp), %r10
	movq 72(%rsp), %r11
	movq %r12, %rax
	movq %r8, %rcx
	movq 624(%rsp), %rbp
	cmpq %rsi, %r8
	leaq (%r11,%r8), %r11
	cmovaq %r8, %rsi
	cmpq %r12, %r8
	cmovaq %r8, %rax
	shlq $7, %rcx
	shlq $7, %r11
	addq %rcx, %rdx
	addq %rcx, %r10
	addq 456(%rsp), %rcx
.LBB_584:
	movq 32(%rsp), %r14
	leaq (%r14,%r8), %r13
	movq 24(%rsp), %r14
	cmpq %r14, %r13
	jae .LBB_1051
	movq 72(%rsp), %r13
	addq %r8, %r13
	cmpq %r14, %r13
	jae .LBB_1040
	cmpq %r8, %rsi
	je .LBB_1110
	cmpq %r8, %rax
	je .LBB_1068
	vmovupd (%rbp,%rcx), %zmm8
	vmovupd -64(%rbp,%rcx), %zmm7
	vmovupd -64(%r10), %zmm11
	incq %r8
	vaddpd %zmm3, %zmm8, %zmm10
	vmulpd %zmm1, %zmm8, %zmm8
	vaddpd %zmm4, %zmm7, %zmm9
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm8, %zmm5, %zmm5
	vaddpd %zmm7, %zmm6, %zmm6
	vsubpd %zmm3, %zmm5, %zmm5
	vsubpd (%rbp,%r11), %zmm10, %zmm3
	vmovupd (%r10), %zmm10
	vsubpd %zmm4, %zmm6, %zmm6
	vsubpd -64(%rbp,%r11), %zmm9, %zmm4
	subq $-128, %rbp
	vmulpd %zmm6, %zmm2, %zmm7
	vmulpd %zmm5, %zmm2, %zmm8
	vsubpd %zmm7, %zmm11, %zmm7
	vsubpd -64(%rdx), %zmm7, %zmm7
	vsubpd %zmm8, %zmm10, %zmm8
	vsubpd (%rdx), %zmm8, %zmm8
	subq $-128, %rdx
	vmovupd %zmm7, -64(%r10)
	vmovupd %zmm8, (%r10)
	subq $-128, %r10
	cmpq %r8, %rbx
	jne .LBB_584
.LBB_589:
	movq 136(%rsp), %rbp
	movq 168(%rsp), %rsi
	vmovupd %zmm6, 464(%rsp)
	vmovupd %zmm4, 272(%rsp)
	vmovupd %zmm5, 528(%rsp)
	vmovupd %zmm3, 336(%rsp)
	cmpq $1024, %rbx
	ja .LBB_702
	movq 32(%rsp), %rax
	movq 24(%rsp), %r12
	leaq (%rbx,%rax), %r10
	cmpq %r12, %r10
	jae .LBB_1087
	movq %r10, %r13
	subq 48(%rsp), %r13
	movq 120(%rsp), %rcx
	movq 64(%rsp), %rdx
	cmpq %r12, %r13
	jae .LBB_1040
	movq %r10, %rax
	shlq $7, %rax
	shlq $7, %r13
	vmovupd (%rcx,%rax), %zmm7
	vmulpd %zmm1, %zmm7, %zmm8
	vaddpd %zmm8, %zmm6, %zmm6
	vsubpd %zmm4, %zmm6, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vmovupd %zmm6, 464(%rsp)
	vmulpd %zmm6, %zmm2, %zmm6
	vmovupd 64(%rcx,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm5, %zmm5
	vsubpd %zmm3, %zmm5, %zmm5
	vaddpd %zmm3, %zmm8, %zmm3
	vmovupd %zmm5, 528(%rsp)
	vsubpd (%rcx,%r13), %zmm4, %zmm4
	vmovupd %zmm4, 272(%rsp)
	vmulpd %zmm5, %zmm2, %zmm4
	vsubpd 64(%rcx,%r13), %zmm3, %zmm3
	vmovupd %zmm6, 992(%rsp)
	vmovupd %zmm4, 1056(%rsp)
	vmovupd %zmm3, 336(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_1013
	incq %r10
	movq %rdi, %rax
	shlq $4, %rax
	addq 160(%rsp), %rax
	leaq 1(%rbx), %r8
	xorl %r11d, %r11d
	movq %r10, %rdx
	subq 48(%rsp), %rdx
	movq %r10, %r12
	movq %rdx, 128(%rsp)
	shlq $7, %rdx
	addq %rcx, %rdx
	movq 232(%rsp), %rcx
	jmp .LBB_596
.LBB_594:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1050
.LBB_595:
	vmovsd %xmm4, 464(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq %rbp, %rcx
	movq 136(%rsp), %rbp
	vmovsd %xmm3, 272(%rsp,%r13,8)
	movq %r10, %rax
	vmovsd %xmm4, 992(%rsp,%r13,8)
.LBB_596:
	testb %r11b, %r11b
	je .LBB_608
	movq %rax, %r10
.LBB_598:
	testq %rcx, %rcx
	je .LBB_611
	cmpq %rbx, (%rcx)
	jne .LBB_611
	movb $2, %r11b
	xorl %ebp, %ebp
	movq %rcx, %rax
	movq 48(%rsp), %rcx
	cmpq %rcx, %r12
	jb .LBB_1006
.LBB_601:
	movq 8(%rax), %r13
	testq %rcx, %rcx
	je .LBB_594
	cmpq $15, %r13
	ja .LBB_1033
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	movq %rdx, %rcx
	cmpq $7, %rsi
	jb .LBB_606
.LBB_604:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%rax), %r14
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 2(%rax), %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 3(%rax), %r14
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 4(%rax), %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 5(%rax), %r14
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 6(%rax), %r14
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 7(%rax), %r14
	addq $8, %rax
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rax, %r15
	jne .LBB_604
	cmpq $0, 104(%rsp)
	je .LBB_595
.LBB_606:
	leaq (%rcx,%r13,8), %rcx
	incq %rax
	xorl %r14d, %r14d
.LBB_607:
	vmovsd (%rcx,%r14), %xmm6
	vcvtsi2sd %rax, %xmm15, %xmm5
	incq %rax
	subq $-128, %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r14, %r9
	jne .LBB_607
	jmp .LBB_595
.LBB_608:
	movq 424(%rsp), %r11
	movq %r11, %r10
	cmpq %r11, %rax
	je .LBB_598
	leaq 16(%rax), %r10
	cmpq %rbx, (%rax)
	jne .LBB_598
	xorl %r11d, %r11d
	movq %rcx, %rbp
	movq 48(%rsp), %rcx
	cmpq %rcx, %r12
	jae .LBB_601
	jmp .LBB_1006
.LBB_611:
	cmpq (%rsp), %rbx
	jae .LBB_1109
	movq 56(%rsp), %r12
	cmpq %r12, %rbx
	jae .LBB_1111
	movq 80(%rsp), %rcx
	movq %rbx, %rax
	shlq $7, %rax
	movq 152(%rsp), %rdx
	vmovupd (%rcx,%rax), %zmm3
	vmovupd 64(%rcx,%rax), %zmm4
	vsubpd 992(%rsp), %zmm3, %zmm3
	vsubpd 1056(%rsp), %zmm4, %zmm4
	vsubpd (%rdx,%rax), %zmm3, %zmm3
	vsubpd 64(%rdx,%rax), %zmm4, %zmm4
	vmovupd %zmm3, (%rcx,%rax)
	vmovupd %zmm4, 64(%rcx,%rax)
	cmpq $1024, %rbx
	jne .LBB_568
	jmp .LBB_702
.LBB_287:
	movq 144(%rsp), %r8
	jmp .LBB_288
.LBB_614:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %rax
	movl $8, %edx
	vpxord %xmm20, %xmm20, %xmm20
	movl %eax, %ecx
	andl $7, %ecx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rcx
	shlq $7, %rcx
	movq %rax, %rdx
.LBB_615:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vxorpd %xmm18, %xmm18, %xmm18
	vpsllq $7, %zmm0, %zmm7
	vxorpd %xmm19, %xmm19, %xmm19
	vpaddq %zmm21, %zmm0, %zmm0
	addq $-8, %rdx
	vgatherqpd 120(%rdi,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 112(%rdi,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 104(%rdi,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 96(%rdi,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 88(%rdi,%zmm1), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 80(%rdi,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm2
	vgatherqpd 72(%rdi,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm3, %zmm3
	vgatherqpd 64(%rdi,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm4, %zmm4
	vgatherqpd 56(%rdi,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm5, %zmm5
	vgatherqpd 48(%rdi,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm6, %zmm6
	vgatherqpd 40(%rdi,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm8, %zmm8
	vgatherqpd 32(%rdi,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm9, %zmm9
	vgatherqpd 24(%rdi,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm10, %zmm10
	vgatherqpd 16(%rdi,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm11, %zmm11
	vgatherqpd 8(%rdi,%zmm1), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm12, %zmm12
	vgatherqpd (%rdi,%zmm1), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm13, %zmm13
	vpaddq %zmm22, %zmm1, %zmm1
	vgatherqpd (%r9,%zmm7), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm14, %zmm14
	vaddpd %zmm20, %zmm15, %zmm15
	vaddpd %zmm20, %zmm16, %zmm16
	vaddpd %zmm20, %zmm17, %zmm17
	vaddpd %zmm20, %zmm18, %zmm18
	vsubpd %zmm18, %zmm19, %zmm18
	vscatterqpd %zmm18, (%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r9,%zmm7), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm17, %zmm18, %zmm17
	vscatterqpd %zmm17, 8(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r9,%zmm7), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm16, %zmm17, %zmm16
	vscatterqpd %zmm16, 16(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%r9,%zmm7), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm16, %zmm15
	vscatterqpd %zmm15, 24(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%r9,%zmm7), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm15, %zmm14
	vscatterqpd %zmm14, 32(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%r9,%zmm7), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm14, %zmm13
	vscatterqpd %zmm13, 40(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%r9,%zmm7), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm13, %zmm12
	vscatterqpd %zmm12, 48(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r9,%zmm7), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm11, %zmm12, %zmm11
	vscatterqpd %zmm11, 56(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r9,%zmm7), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm10, %zmm11, %zmm10
	vscatterqpd %zmm10, 64(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r9,%zmm7), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm10, %zmm9
	vscatterqpd %zmm9, 72(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r9,%zmm7), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm8, %zmm9, %zmm8
	vscatterqpd %zmm8, 80(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r9,%zmm7), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm8, %zmm6
	vscatterqpd %zmm6, 88(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r9,%zmm7), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm5, %zmm6, %zmm5
	vscatterqpd %zmm5, 96(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r9,%zmm7), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm4, %zmm5, %zmm4
	vscatterqpd %zmm4, 104(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r9,%zmm7), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm3, %zmm4, %zmm3
	vscatterqpd %zmm3, 112(%r9,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%r9,%zmm7), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm2, %zmm3, %zmm2
	vscatterqpd %zmm2, 120(%r9,%zmm7) {%k1}
	jne .LBB_615
.LBB_616:
	movq 216(%rsp), %rdx
	movq 112(%rsp), %rdi
	movq 608(%rsp), %rsi
	movl $131200, %r8d
	subq %rcx, %r8
	addq %rdx, %rdi
	movq 1248(%rsp), %rdx
	addq %rax, %rdx
	shlq $7, %rax
	addq %rdi, %rax
	leaq (%rsi,%rcx), %rdi
	movq (%rsp), %rsi
	subq %r12, %rdx
	xorl %ecx, %ecx
.LBB_617:
	incq %rdx
	je .LBB_1113
	vxorpd %xmm2, %xmm2, %xmm2
	vaddpd -64(%rdi,%rcx), %zmm2, %zmm0
	vaddpd (%rdi,%rcx), %zmm2, %zmm2
	vmovupd -64(%rax,%rcx), %zmm1
	vmovupd (%rax,%rcx), %zmm3
	vsubpd %zmm0, %zmm1, %zmm0
	vsubpd %zmm2, %zmm3, %zmm1
	vmovupd %zmm0, -64(%rax,%rcx)
	vmovupd %zmm1, (%rax,%rcx)
	addq $128, %rcx
	cmpq %rcx, %r8
	jne .LBB_617
.LBB_619:
	movq 96(%rsp), %rax
	movq 176(%rsp), %rcx
	decq %rax
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_622
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	movq 32(%rsp), %rbx
	movq 24(%rsp), %r15
	movq 240(%rsp), %r12
	movq 224(%rsp), %rdi
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_623
	movl $1, %esi
	movq %rdx, 200(%rsp)
	movq %rax, 208(%rsp)
	jmp .LBB_624
.LBB_622:
	movq 32(%rsp), %rbx
	movq 24(%rsp), %r15
	movq 240(%rsp), %r12
	movq 120(%rsp), %rdx
	movq 224(%rsp), %rdi
	xorl %esi, %esi
	jmp .LBB_625
.LBB_623:
	xorl %esi, %esi
.LBB_624:
	movq 120(%rsp), %rdx
.LBB_625:
	movq 96(%rsp), %r9
	movq 40(%rsp), %r8
	movq %rsi, 192(%rsp)
	cmpq $1, %r9
	jne .LBB_631
	cmpb $0, 23(%rsp)
	jne .LBB_1017
	movq (%rsp), %rsi
	movl $1024, %eax
	cmpq $1024, %rsi
	cmovbq %rsi, %rax
	cmpq $7, %rsi
	jbe .LBB_630
	movq 600(%rsp), %rdx
	movq 80(%rsp), %r10
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	cmpq %rdx, %r10
	jae .LBB_692
	movq 592(%rsp), %rdx
	movq 112(%rsp), %r9
	movq (%rsp), %rsi
	addq %r9, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %rdi
	jae .LBB_692
.LBB_630:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_694
.LBB_631:
	leaq 1(%r9), %rax
	movq %r12, %rdi
	subq %r9, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 528(%rsp)
	vmovupd %zmm1, 464(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	imulq %r9, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r15, %rbx
	jae .LBB_1062
	cmpq %r9, %r12
	jb .LBB_1063
	testq %r9, %r9
	je .LBB_636
	vbroadcastsd 552(%rsp), %ymm1
	vbroadcastsd 360(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 464(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	shlq $7, %rdi
	movb $57, %cl
	addq %r9, %rax
	addq %rdx, %rdi
	bzhiq %rcx, %rax, %rcx
	movq %rdi, %r10
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 560(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 368(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_637
	xorl %edx, %edx
	movq %r10, %r9
	jmp .LBB_640
.LBB_636:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_643
.LBB_637:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	movq %r10, %r9
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_638:
	vmovupd (%r9), %zmm7
	vmovupd 64(%r9), %zmm8
	leaq 1(%rdx), %rcx
	vmovupd 128(%r9), %zmm9
	vmovupd 192(%r9), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdx), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r9), %ymm6, %ymm12
	vmulpd %ymm6, %ymm7, %ymm11
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vaddpd %ymm3, %ymm11, %ymm3
	leaq 3(%rdx), %rcx
	vaddpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm9, %zmm5
	addq $4, %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 160(%r9), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%r9), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%r9), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%r9), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%r9), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%r9), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%r9), %zmm7
	addq $512, %r9
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdx, %rdi
	jne .LBB_638
	testq %rax, %rax
	je .LBB_642
.LBB_640:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_641:
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vmovupd (%r9,%rcx), %zmm7
	vmovupd 64(%r9,%rcx), %zmm8
	incq %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r9,%rcx), %ymm6, %ymm10
	subq $-128, %rcx
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rcx, %rax
	jne .LBB_641
.LBB_642:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 464(%rsp)
	vmovupd %zmm5, 272(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovupd %zmm6, 496(%rsp)
	vextractf64x4 $1, %zmm1, 560(%rsp)
.LBB_643:
	movq (%rsp), %r11
	cmpq %rbp, %r8
	je .LBB_1146
	vbroadcastsd %xmm0, %zmm3
	movq 80(%rsp), %rax
	movb %sil, 56(%rsp)
	testq %rsi, %rsi
	movb $57, %cl
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	vmovupd (%rax), %zmm3
	vmovupd 64(%rax), %zmm4
	vsubpd %zmm2, %zmm3, %zmm2
	vsubpd %zmm1, %zmm4, %zmm1
	vmovupd %zmm2, (%rax)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%rax)
	movq 200(%rsp), %rax
	movq %rax, 40(%rsp)
	leaq 200(%rsp), %rax
	movq 96(%rsp), %rdx
	cmovneq %rax, %rsi
	movabsq $144115188075855871, %rax
	xorl %edi, %edi
	vdivsd %xmm0, %xmm2, %xmm2
	addq %rdx, %rax
	vcvtsi2sd %rdx, %xmm15, %xmm1
	bzhiq %rcx, %rax, %rax
	movq %rbx, %rcx
	subq %rdx, %rcx
	movq %rax, 104(%rsp)
	leaq 1(%rax), %r14
	movabsq $288230376151711736, %rax
	movq 112(%rsp), %r8
	movl %r14d, %r15d
	andl $7, %r15d
	andq %rax, %r14
	addq 216(%rsp), %r8
	vbroadcastsd %xmm1, %zmm1
	vbroadcastsd %xmm2, %zmm2
	movq %r8, 112(%rsp)
	movq %rcx, 72(%rsp)
	movq %r15, 48(%rsp)
	shll $7, %r15d
	movl $1, %r8d
.LBB_645:
	movq 64(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_650
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 160(%rsp), %rcx
.LBB_647:
	movq (%rcx), %rax
	cmpq %r8, %rax
	jae .LBB_651
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_647
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_652
.LBB_650:
	xorl %ecx, %ecx
	jmp .LBB_652
.LBB_651:
	movl $1, %ecx
.LBB_652:
	cmpq %r8, 40(%rsp)
	movq %rsi, %r12
	setae %dl
	andb 56(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_654
	movl $1025, %r10d
	testb %dl, %dl
	je .LBB_659
.LBB_654:
	movq 40(%rsp), %rsi
	movzbl %dl, %r9d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq %rdx, 992(%rsp)
	movq $2, 1000(%rsp)
	movq %rcx, 1008(%rsp)
	movq %rax, 1016(%rsp)
	movq %r9, 1024(%rsp)
	movq %rsi, %r10
	cmovneq %rax, %r10
	movq %rsi, 1032(%rsp)
	testq %rcx, %rcx
	je .LBB_658
	je .LBB_658
	shll $4, %ecx
	leaq 1048(%rsp), %rax
	subq %rcx, %rax
.LBB_657:
	movq %r10, %rcx
	movq (%rax), %r10
	incq %rdx
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r10
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_657
.LBB_658:
	movq (%rsp), %r11
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_659:
	vmovupd 464(%rsp), %zmm4
	vmovupd 528(%rsp), %zmm3
	vmovupd 272(%rsp), %zmm7
	vmovupd 336(%rsp), %zmm8
	cmpq %r10, %r8
	jae .LBB_665
	movq 112(%rsp), %rcx
	cmpq %r11, %r8
	movq 72(%rsp), %rdx
	movq %r8, %rax
	movq 624(%rsp), %r9
	cmovaq %r8, %r11
	shlq $7, %rax
	addq %rax, %rcx
	addq 456(%rsp), %rax
	addq %r8, %rdx
	shlq $7, %rdx
.LBB_661:
	movq %r11, %rsi
	movq 24(%rsp), %r11
	leaq (%rbx,%r8), %r13
	cmpq %r11, %r13
	jae .LBB_1071
	movq 72(%rsp), %r13
	addq %r8, %r13
	cmpq %r11, %r13
	jae .LBB_1040
	cmpq %r8, %rsi
	je .LBB_1113
	vmovupd (%r9,%rax), %zmm6
	vmovupd -64(%r9,%rax), %zmm9
	incq %r8
	movq %rsi, %r11
	vaddpd %zmm8, %zmm6, %zmm5
	vmulpd %zmm1, %zmm6, %zmm6
	vmulpd %zmm1, %zmm9, %zmm10
	vsubpd (%r9,%rdx), %zmm5, %zmm5
	vaddpd %zmm6, %zmm3, %zmm3
	vaddpd %zmm10, %zmm4, %zmm4
	vaddpd %zmm7, %zmm9, %zmm6
	vmovupd (%rcx), %zmm9
	vsubpd -64(%r9,%rdx), %zmm6, %zmm6
	subq $-128, %r9
	vsubpd %zmm8, %zmm3, %zmm3
	vmovupd -64(%rcx), %zmm8
	vsubpd %zmm7, %zmm4, %zmm4
	vmulpd %zmm4, %zmm2, %zmm7
	vsubpd %zmm7, %zmm8, %zmm7
	vmovapd %zmm5, %zmm8
	vmovupd %zmm7, -64(%rcx)
	vmulpd %zmm3, %zmm2, %zmm7
	vsubpd %zmm7, %zmm9, %zmm7
	vmovupd %zmm7, (%rcx)
	subq $-128, %rcx
	vmovapd %zmm6, %zmm7
	cmpq %r8, %r10
	jne .LBB_661
	jmp .LBB_666
.LBB_665:
	vmovapd %zmm7, %zmm6
	vmovapd %zmm8, %zmm5
.LBB_666:
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm6, 272(%rsp)
	vmovupd %zmm3, 528(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq $1024, %r10
	ja .LBB_702
	movq %r12, %rsi
	movq 24(%rsp), %r12
	leaq (%r10,%rbx), %r9
	cmpq %r12, %r9
	jae .LBB_1088
	movq %r9, %r13
	subq 96(%rsp), %r13
	movq 120(%rsp), %rcx
	movq 64(%rsp), %rdx
	cmpq %r12, %r13
	jae .LBB_1040
	movq %r9, %rax
	shlq $7, %rax
	shlq $7, %r13
	vmovupd (%rcx,%rax), %zmm7
	vmulpd %zmm1, %zmm7, %zmm8
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm7, %zmm6
	vmovupd %zmm4, 464(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rcx,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 528(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rcx,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 272(%rsp)
	vsubpd 64(%rcx,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 992(%rsp)
	vmovupd %zmm3, 1056(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_1013
	incq %r9
	movq %rdi, %rax
	shlq $4, %rax
	addq 160(%rsp), %rax
	leaq 1(%r10), %r8
	xorl %r11d, %r11d
	movq %r9, %rdx
	subq 96(%rsp), %rdx
	movq %r9, %r12
	movq %rdx, 128(%rsp)
	shlq $7, %rdx
	addq %rcx, %rdx
	movq %rsi, %rcx
	jmp .LBB_673
.LBB_671:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1050
.LBB_672:
	vmovsd %xmm4, 464(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq 32(%rsp), %rbx
	vmovsd %xmm3, 272(%rsp,%r13,8)
	movq %r9, %rcx
	movq %rbp, %rax
	vmovsd %xmm4, 992(%rsp,%r13,8)
.LBB_673:
	testb %r11b, %r11b
	movq (%rsp), %r11
	je .LBB_682
	movq %rax, %rbp
.LBB_675:
	testq %rcx, %rcx
	je .LBB_690
	cmpq %r10, (%rcx)
	jne .LBB_690
	movb $2, %r11b
	xorl %r9d, %r9d
	movq %rcx, %rax
	movq 96(%rsp), %rcx
	cmpq %rcx, %r12
	jb .LBB_1006
.LBB_678:
	movq 8(%rax), %r13
	testq %rcx, %rcx
	je .LBB_671
	cmpq $15, %r13
	ja .LBB_1033
	cmpq $7, 104(%rsp)
	jae .LBB_685
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	movq %rdx, %rcx
	jmp .LBB_688
.LBB_682:
	movq 424(%rsp), %r9
	movq (%rsp), %r11
	movq %r9, %rbp
	cmpq %r9, %rax
	je .LBB_675
	leaq 16(%rax), %rbp
	cmpq %r10, (%rax)
	jne .LBB_675
	xorl %r11d, %r11d
	movq %rcx, %r9
	movq 96(%rsp), %rcx
	cmpq %rcx, %r12
	jae .LBB_678
	jmp .LBB_1006
.LBB_685:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	movq %rdx, %rcx
.LBB_686:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%rax), %rbx
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 2(%rax), %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 3(%rax), %rbx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 4(%rax), %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 5(%rax), %rbx
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 6(%rax), %rbx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 7(%rax), %rbx
	addq $8, %rax
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rax, %r14
	jne .LBB_686
	cmpq $0, 48(%rsp)
	je .LBB_672
.LBB_688:
	leaq (%rcx,%r13,8), %rcx
	incq %rax
	xorl %ebx, %ebx
.LBB_689:
	vmovsd (%rcx,%rbx), %xmm6
	vcvtsi2sd %rax, %xmm15, %xmm5
	incq %rax
	subq $-128, %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rbx, %r15
	jne .LBB_689
	jmp .LBB_672
.LBB_690:
	cmpq %r11, %r10
	jae .LBB_1112
	movq 80(%rsp), %rcx
	movq %r10, %rax
	shlq $7, %rax
	movq 136(%rsp), %rbp
	vmovupd (%rcx,%rax), %zmm3
	vmovupd 64(%rcx,%rax), %zmm4
	vsubpd 992(%rsp), %zmm3, %zmm3
	vmovupd %zmm3, (%rcx,%rax)
	vsubpd 1056(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, 64(%rcx,%rax)
	cmpq $1024, %r10
	jne .LBB_645
	jmp .LBB_702
.LBB_692:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %rax
	movl $8, %edx
	vpxord %xmm20, %xmm20, %xmm20
	movl %eax, %ecx
	andl $7, %ecx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rcx
	shlq $7, %rcx
	movq %rax, %rdx
.LBB_693:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vxorpd %xmm18, %xmm18, %xmm18
	vpsllq $7, %zmm0, %zmm7
	vxorpd %xmm19, %xmm19, %xmm19
	vpaddq %zmm21, %zmm0, %zmm0
	addq $-8, %rdx
	vgatherqpd 120(%rdi,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 112(%rdi,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 104(%rdi,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 96(%rdi,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 88(%rdi,%zmm1), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 80(%rdi,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm2
	vgatherqpd 72(%rdi,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm3, %zmm3
	vgatherqpd 64(%rdi,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm4, %zmm4
	vgatherqpd 56(%rdi,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm5, %zmm5
	vgatherqpd 48(%rdi,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm6, %zmm6
	vgatherqpd 40(%rdi,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm8, %zmm8
	vgatherqpd 32(%rdi,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm9, %zmm9
	vgatherqpd 24(%rdi,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm10, %zmm10
	vgatherqpd 16(%rdi,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm11, %zmm11
	vgatherqpd 8(%rdi,%zmm1), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm12, %zmm12
	vgatherqpd (%rdi,%zmm1), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm13, %zmm13
	vpaddq %zmm22, %zmm1, %zmm1
	vgatherqpd (%r10,%zmm7), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm14, %zmm14
	vaddpd %zmm20, %zmm15, %zmm15
	vaddpd %zmm20, %zmm16, %zmm16
	vaddpd %zmm20, %zmm17, %zmm17
	vaddpd %zmm20, %zmm18, %zmm18
	vsubpd %zmm18, %zmm19, %zmm18
	vscatterqpd %zmm18, (%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r10,%zmm7), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm17, %zmm18, %zmm17
	vscatterqpd %zmm17, 8(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r10,%zmm7), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm16, %zmm17, %zmm16
	vscatterqpd %zmm16, 16(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%r10,%zmm7), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm16, %zmm15
	vscatterqpd %zmm15, 24(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%r10,%zmm7), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm15, %zmm14
	vscatterqpd %zmm14, 32(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%r10,%zmm7), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm14, %zmm13
	vscatterqpd %zmm13, 40(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%r10,%zmm7), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm13, %zmm12
	vscatterqpd %zmm12, 48(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r10,%zmm7), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm11, %zmm12, %zmm11
	vscatterqpd %zmm11, 56(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r10,%zmm7), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm10, %zmm11, %zmm10
	vscatterqpd %zmm10, 64(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r10,%zmm7), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm10, %zmm9
	vscatterqpd %zmm9, 72(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r10,%zmm7), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm8, %zmm9, %zmm8
	vscatterqpd %zmm8, 80(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r10,%zmm7), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm8, %zmm6
	vscatterqpd %zmm6, 88(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r10,%zmm7), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm5, %zmm6, %zmm5
	vscatterqpd %zmm5, 96(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r10,%zmm7), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm4, %zmm5, %zmm4
	vscatterqpd %zmm4, 104(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r10,%zmm7), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm3, %zmm4, %zmm3
	vscatterqpd %zmm3, 112(%r10,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%r10,%zmm7), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm2, %zmm3, %zmm2
	vscatterqpd %zmm2, 120(%r10,%zmm7) {%k1}
	jne .LBB_693
.LBB_694:
	movq 1248(%rsp), %rdx
	movq 112(%rsp), %rdi
	addq 216(%rsp), %rdi
	addq %rax, %rdx
	shlq $7, %rax
	subq %r8, %rdx
	movq 608(%rsp), %r8
	addq %rdi, %rax
	leaq (%r8,%rcx), %rdi
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_695:
	incq %rdx
	je .LBB_1113
	vxorpd %xmm2, %xmm2, %xmm2
	vaddpd -64(%rdi,%rcx), %zmm2, %zmm0
	vaddpd (%rdi,%rcx), %zmm2, %zmm2
	vmovupd -64(%rax,%rcx), %zmm1
	vmovupd (%rax,%rcx), %zmm3
	vsubpd %zmm0, %zmm1, %zmm0
	vsubpd %zmm2, %zmm3, %zmm1
	vmovupd %zmm0, -64(%rax,%rcx)
	vmovupd %zmm1, (%rax,%rcx)
	addq $128, %rcx
	cmpq %rcx, %r8
	jne .LBB_695
.LBB_702:
	movq 736(%rsp), %rax
	movq 656(%rsp), %r11
	movq 648(%rsp), %rbx
	subq %rbp, %rax
	jb .LBB_1021
	movq %rax, (%rsp)
	movq 728(%rsp), %rax
	movq 1280(%rsp), %rcx
	movq 416(%rsp), %rdi
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	addq %rax, %rdi
	testq %rbp, %rbp
	je .LBB_708
	movq %rax, %r8
	xorl %r9d, %r9d
.LBB_705:
	leaq (%r11,%r9), %rsi
	cmpq (%rsp), %rsi
	jae .LBB_1079
	cmpq %r9, %rcx
	je .LBB_1080
	vmovsd (%rdx,%r9,8), %xmm0
	incq %r9
	vmovsd %xmm0, (%r8)
	vmovupd 131200(%r8), %zmm0
	vmovupd 131256(%r8), %zmm1
	vmovupd %zmm0, 8(%r8)
	vmovupd %zmm1, 64(%r8)
	subq $-128, %r8
	cmpq %rdi, %r8
	jne .LBB_705
.LBB_708:
	testq %rcx, %rcx
	je .LBB_718
	movq (%rsp), %rsi
	leaq (,%rcx,8), %r9
	movq %r11, %r8
	addq $-8, %r9
	shrq $3, %r9
	cmpq %r11, %rsi
	cmovaq %rsi, %r8
	addq %rbx, %r8
	cmpq %r8, %r9
	cmovbq %r9, %r8
	cmpq $32, %r8
	jb .LBB_712
	cmpq %r11, %rsi
	movq %r11, %r10
	cmovaq %rsi, %r10
	addq %rbx, %r10
	cmpq %r10, %r9
	cmovbq %r9, %r10
	movq %r10, %r9
	shlq $7, %r9
	leaq 131328(%rax,%r9), %r9
	cmpq %r9, %rdx
	jae .LBB_713
	leaq 8(%rdx,%r10,8), %r9
	leaq 131320(%rax), %r10
	cmpq %r9, %r10
	jae .LBB_713
.LBB_712:
	movq %rdx, %r9
	xorl %r8d, %r8d
	jmp .LBB_715
.LBB_713:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovdqu64 1696(%rsp), %zmm6
	incq %r8
	movl $32, %r10d
	movl %r8d, %r9d
	andl $31, %r9d
	cmoveq %r10, %r9
	xorl %r10d, %r10d
	subq %r9, %r8
	leaq (%rdx,%r8,8), %r9
.LBB_714:
	vpsubq %zmm6, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vpaddq .LCPI_7(%rip){1to8}, %zmm0, %zmm0
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vpsllq $7, %zmm1, %zmm1
	vgatherqpd 131320(%rdi,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 132344(%rdi,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 133368(%rdi,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 134392(%rdi,%zmm1), %zmm5 {%k1}
	vmovupd %zmm2, (%rdx,%r10,8)
	vmovupd %zmm3, 64(%rdx,%r10,8)
	vmovupd %zmm4, 128(%rdx,%r10,8)
	vmovupd %zmm5, 192(%rdx,%r10,8)
	addq $32, %r10
	cmpq %r10, %r8
	jne .LBB_714
.LBB_715:
	leaq (%r11,%r8), %rsi
	shlq $7, %r8
	leaq (%rdx,%rcx,8), %rcx
	leaq 131320(%rax,%r8), %rax
.LBB_716:
	cmpq (%rsp), %rsi
	jae .LBB_1077
	vmovsd (%rax), %xmm0
	incq %rsi
	subq $-128, %rax
	vmovsd %xmm0, (%r9)
	addq $8, %r9
	cmpq %rcx, %r9
	jne .LBB_716
.LBB_718:
	movq 616(%rsp), %rax
	movq 728(%rsp), %r10
	movq 736(%rsp), %r12
	movq 632(%rsp), %rdx
	movq 1432(%rsp), %rcx
	movq 776(%rsp), %r9
	movq 784(%rsp), %rsi
	movq 96(%rsp), %rbx
	movq %rax, 192(%rsp)
	movq %rdx, 200(%rsp)
	movq %rcx, 208(%rsp)
	movq %rsi, (%rsp)
	cmpq $1, %rbx
	jne .LBB_724
	cmpq %r12, 664(%rsp)
	ja .LBB_1022
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	cmpq $8, %rsi
	jb .LBB_723
	movq 592(%rsp), %rdi
	movq 416(%rsp), %rax
	cmpq $1024, %rsi
	movl $1024, %edx
	cmovbq %rsi, %rdx
	shll $7, %edx
	addq %r10, %rdi
	addq %r10, %rax
	addq %rdx, %rdi
	cmpq %rdi, %r9
	jae .LBB_783
	leaq 128(%r9,%rdx), %rdx
	cmpq %rdx, %rax
	jae .LBB_783
.LBB_723:
	xorl %ecx, %ecx
	xorl %edx, %edx
	jmp .LBB_785
.LBB_724:
	leaq 1(%rbx), %rax
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 528(%rsp)
	vmovupd %zmm1, 464(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	imulq %rbx, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq 1264(%rsp), %rax
	movq %rax, %r8
	subq %rbx, %r8
	cmpq %r12, %rbp
	jae .LBB_1030
	cmpq %rbx, %rax
	jb .LBB_1031
	testq %rbx, %rbx
	je .LBB_729
	vbroadcastsd 552(%rsp), %ymm1
	vbroadcastsd 360(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 464(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	movb $57, %cl
	shlq $7, %r8
	addq %rbx, %rax
	addq %r10, %r8
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rax
	movl %eax, %edx
	andl $3, %edx
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 560(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 368(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_730
	xorl %edi, %edi
	jmp .LBB_733
.LBB_729:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_736
.LBB_730:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edi, %edi
	addq $4, %rcx
	andq %rcx, %rax
.LBB_731:
	vmovupd (%r8), %zmm7
	vmovupd 64(%r8), %zmm8
	leaq 1(%rdi), %rcx
	vmovupd 128(%r8), %zmm9
	vmovupd 192(%r8), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdi), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8), %ymm6, %ymm12
	vmulpd %ymm6, %ymm7, %ymm11
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vaddpd %ymm3, %ymm11, %ymm3
	leaq 3(%rdi), %rcx
	vaddpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm9, %zmm5
	addq $4, %rdi
	vbroadcastsd %xmm6, %zmm6
	vmulpd 160(%r8), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%r8), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%r8), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%r8), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%r8), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdi, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%r8), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%r8), %zmm7
	addq $512, %r8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdi, %rax
	jne .LBB_731
	testq %rdx, %rdx
	je .LBB_735
.LBB_733:
	incq %rdi
	shll $7, %edx
	xorl %eax, %eax
.LBB_734:
	vcvtsi2sd %rdi, %xmm15, %xmm6
	vmovupd (%r8,%rax), %zmm7
	vmovupd 64(%r8,%rax), %zmm8
	incq %rdi
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r8,%rax), %ymm6, %ymm10
	subq $-128, %rax
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rax, %rdx
	jne .LBB_734
.LBB_735:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 464(%rsp)
	vmovupd %zmm5, 272(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovupd %zmm6, 496(%rsp)
	vextractf64x4 $1, %zmm1, 560(%rsp)
.LBB_736:
	testq %rsi, %rsi
	je .LBB_1116
	vbroadcastsd %xmm0, %zmm3
	leaq 64(%r9), %rax
	movl $1, %r11d
	movq %rax, 144(%rsp)
	movq %r9, 80(%rsp)
	leaq 200(%rsp), %rax
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	movq 616(%rsp), %rcx
	testq %rcx, %rcx
	movb %cl, 48(%rsp)
	cmovneq %rax, %rcx
	movabsq $144115188075855871, %rax
	xorl %edi, %edi
	movq %rcx, 616(%rsp)
	addq %rbx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rax
	leaq 1(%rax), %r14
	movq %rax, 40(%rsp)
	movabsq $288230376151711736, %rax
	movl %r14d, %r8d
	andq %rax, %r14
	leaq 64(%r10), %rax
	andl $7, %r8d
	movq %rax, 168(%rsp)
	movq %rbp, %rax
	subq %rbx, %rax
	movq %rax, 72(%rsp)
	movq %r8, 104(%rsp)
	shll $7, %r8d
	movq %r12, 56(%rsp)
	movq %r10, 152(%rsp)
	vmovupd %zmm2, (%r9)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r9)
	vcvtsi2sd %rbx, %xmm15, %xmm1
	vbroadcastsd %xmm1, %zmm1
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm2, %zmm2
.LBB_738:
	movq 64(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_743
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 160(%rsp), %rcx
.LBB_740:
	movq (%rcx), %rax
	cmpq %r11, %rax
	jae .LBB_744
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_740
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_745
.LBB_743:
	xorl %ecx, %ecx
	jmp .LBB_745
.LBB_744:
	movl $1, %ecx
.LBB_745:
	cmpq %r11, 632(%rsp)
	setae %dl
	andb 48(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_747
	movl $1025, %r15d
	testb %dl, %dl
	je .LBB_752
.LBB_747:
	movq 632(%rsp), %rbx
	movzbl %dl, %r9d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq %rdx, 992(%rsp)
	movq $2, 1000(%rsp)
	movq %rcx, 1008(%rsp)
	movq %rax, 1016(%rsp)
	movq %r9, 1024(%rsp)
	movq %rbx, %r15
	cmovneq %rax, %r15
	movq %rbx, 1032(%rsp)
	testq %rcx, %rcx
	je .LBB_751
	je .LBB_751
	shll $4, %ecx
	leaq 1048(%rsp), %rax
	subq %rcx, %rax
.LBB_750:
	movq %r15, %rcx
	movq (%rax), %r15
	incq %rdx
	cmpq %r15, %rcx
	cmovbq %rcx, %r15
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r15
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_750
.LBB_751:
	movq 96(%rsp), %rbx
	movq (%rsp), %rsi
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
.LBB_752:
	vmovupd 464(%rsp), %zmm4
	vmovupd 528(%rsp), %zmm3
	vmovupd 272(%rsp), %zmm6
	vmovupd 336(%rsp), %zmm8
	cmpq %r15, %r11
	jae .LBB_758
	movq 144(%rsp), %rcx
	cmpq %rsi, %r11
	movq 72(%rsp), %rdx
	movq %r11, %rax
	movq 168(%rsp), %r9
	cmovaq %r11, %rsi
	shlq $7, %rax
	addq %rax, %rcx
	addq 416(%rsp), %rax
	addq %r11, %rdx
	shlq $7, %rdx
.LBB_754:
	leaq (%rbp,%r11), %r13
	cmpq %r12, %r13
	jae .LBB_1101
	movq 72(%rsp), %r13
	addq %r11, %r13
	cmpq %r12, %r13
	jae .LBB_1044
	cmpq %r11, %rsi
	je .LBB_1115
	vmovupd (%r9,%rax), %zmm7
	vmovupd -64(%r9,%rax), %zmm9
	incq %r11
	vaddpd %zmm8, %zmm7, %zmm5
	vmulpd %zmm1, %zmm7, %zmm7
	vsubpd (%r9,%rdx), %zmm5, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm6, %zmm9, %zmm7
	vmulpd %zmm1, %zmm9, %zmm9
	vsubpd -64(%r9,%rdx), %zmm7, %zmm7
	subq $-128, %r9
	vaddpd %zmm9, %zmm4, %zmm4
	vsubpd %zmm8, %zmm3, %zmm3
	vsubpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm3, %zmm2, %zmm8
	vmulpd %zmm4, %zmm2, %zmm6
	vmovupd %zmm6, -64(%rcx)
	vmovupd %zmm8, (%rcx)
	subq $-128, %rcx
	vmovapd %zmm7, %zmm6
	vmovapd %zmm5, %zmm8
	cmpq %r11, %r15
	jne .LBB_754
	jmp .LBB_759
.LBB_758:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_759:
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm7, 272(%rsp)
	vmovupd %zmm3, 528(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq $1024, %r15
	ja .LBB_788
	leaq (%r15,%rbp), %r9
	cmpq %r12, %r9
	jae .LBB_1088
	movq 64(%rsp), %rdx
	movq 40(%rsp), %rsi
	movq %r9, %r13
	subq %rbx, %r13
	cmpq %r12, %r13
	jae .LBB_1044
	movq %r9, %rax
	shlq $7, %rax
	shlq $7, %r13
	vmovupd (%r10,%rax), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 464(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%r10,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 528(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%r10,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 272(%rsp)
	vsubpd 64(%r10,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 992(%rsp)
	vmovupd %zmm3, 1056(%rsp)
	vmovupd %zmm5, 336(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_1013
	incq %r9
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 160(%rsp), %rcx
	movq %r10, %rax
	leaq 1(%r15), %r11
	xorl %ebp, %ebp
	movq %r9, %rdx
	subq %rbx, %rdx
	movq %r9, %r10
	movq %rdx, 128(%rsp)
	shlq $7, %rdx
	movq 616(%rsp), %r9
	addq %rax, %rdx
	jmp .LBB_766
.LBB_764:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1050
.LBB_765:
	vmovsd %xmm4, 464(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq 96(%rsp), %rbx
	vmovsd %xmm3, 272(%rsp,%r13,8)
	movq %rax, %r9
	movq %r12, %rcx
	vmovsd %xmm4, 992(%rsp,%r13,8)
.LBB_766:
	testb %bpl, %bpl
	je .LBB_778
	movq %rcx, %r12
.LBB_768:
	testq %r9, %r9
	je .LBB_781
	cmpq %r15, (%r9)
	jne .LBB_781
	movb $2, %bpl
	xorl %eax, %eax
	movq %r9, %rcx
	cmpq %rbx, %r10
	jb .LBB_1009
.LBB_771:
	movq 8(%rcx), %r13
	testq %rbx, %rbx
	je .LBB_764
	cmpq $15, %r13
	ja .LBB_1033
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	movq %rdx, %rcx
	cmpq $7, %rsi
	jb .LBB_776
.LBB_774:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%r9), %rbx
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 2(%r9), %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 3(%r9), %rbx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 4(%r9), %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 5(%r9), %rbx
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 6(%r9), %rbx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 7(%r9), %rbx
	addq $8, %r9
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r9, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r9, %r14
	jne .LBB_774
	cmpq $0, 104(%rsp)
	je .LBB_765
.LBB_776:
	leaq (%rcx,%r13,8), %rcx
	incq %r9
	xorl %ebx, %ebx
.LBB_777:
	vmovsd (%rcx,%rbx), %xmm6
	vcvtsi2sd %r9, %xmm15, %xmm5
	incq %r9
	subq $-128, %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rbx, %r8
	jne .LBB_777
	jmp .LBB_765
.LBB_778:
	movq 424(%rsp), %rax
	movq %rax, %r12
	cmpq %rax, %rcx
	je .LBB_768
	leaq 16(%rcx), %r12
	cmpq %r15, (%rcx)
	jne .LBB_768
	xorl %ebp, %ebp
	movq %r9, %rax
	cmpq %rbx, %r10
	jae .LBB_771
	jmp .LBB_1009
.LBB_781:
	movq (%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_1105
	vmovupd 992(%rsp), %zmm3
	vmovupd 1056(%rsp), %zmm4
	movq 80(%rsp), %rcx
	movq 136(%rsp), %rbp
	movq 56(%rsp), %r12
	movq 152(%rsp), %r10
	movq %r15, %rax
	shlq $7, %rax
	vmovupd %zmm4, 64(%rcx,%rax)
	vmovupd %zmm3, (%rcx,%rax)
	cmpq $1024, %r15
	jne .LBB_738
	jmp .LBB_788
.LBB_783:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm20
	vpbroadcastq .LCPI_6(%rip), %zmm21
	incq %rcx
	movl $8, %edi
	vxorpd %xmm19, %xmm19, %xmm19
	movl %ecx, %edx
	andl $7, %edx
	cmoveq %rdi, %rdx
	subq %rdx, %rcx
	movq %rcx, %rdx
	shlq $7, %rdx
	movq %rcx, %rdi
.LBB_784:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vpsllq $7, %zmm0, %zmm18
	vpaddq %zmm20, %zmm0, %zmm0
	addq $-8, %rdi
	vgatherqpd 120(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 112(%rax,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 104(%rax,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 96(%rax,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 88(%rax,%zmm1), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 80(%rax,%zmm1), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm2, %zmm2
	vgatherqpd 72(%rax,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm3, %zmm3
	vgatherqpd 64(%rax,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm4, %zmm4
	vgatherqpd 56(%rax,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm5, %zmm5
	vgatherqpd 48(%rax,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm6, %zmm6
	vgatherqpd 40(%rax,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm7, %zmm7
	vgatherqpd 32(%rax,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm8, %zmm8
	vgatherqpd 24(%rax,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm9, %zmm9
	vgatherqpd 16(%rax,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm10, %zmm10
	vgatherqpd 8(%rax,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm11, %zmm11
	vgatherqpd (%rax,%zmm1), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm12, %zmm12
	vpaddq %zmm21, %zmm1, %zmm1
	vaddpd %zmm19, %zmm13, %zmm13
	vaddpd %zmm19, %zmm14, %zmm14
	vaddpd %zmm19, %zmm15, %zmm15
	vaddpd %zmm19, %zmm16, %zmm16
	vaddpd %zmm19, %zmm17, %zmm17
	vscatterqpd %zmm17, (%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 8(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 16(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 24(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 32(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 40(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 48(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 56(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 64(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 72(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 80(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 88(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 96(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 104(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 112(%r9,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm2, 120(%r9,%zmm18) {%k1}
	jne .LBB_784
.LBB_785:
	addq 216(%rsp), %r10
	movq %rcx, %rax
	shlq $7, %rax
	movl $131200, %edi
	decq %rcx
	leaq 64(%r9,%rax), %rax
	subq %rdx, %rdi
	addq %rdx, %r10
	xorl %edx, %edx
.LBB_786:
	incq %rcx
	cmpq %rcx, %rsi
	je .LBB_1115
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%r10,%rdx), %zmm1, %zmm0
	vaddpd (%r10,%rdx), %zmm1, %zmm1
	vmovupd %zmm0, -64(%rax,%rdx)
	vmovupd %zmm1, (%rax,%rdx)
	addq $128, %rdx
	cmpq %rdx, %rdi
	jne .LBB_786
.LBB_788:
	movq 1368(%rsp), %r12
	movq 640(%rsp), %r13
	cmpq %r12, %r13
	jae .LBB_1118
	movq 1360(%rsp), %rax
	movq 1440(%rsp), %rcx
	movq 176(%rsp), %r8
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rbx
	movq 264(%rsp), %rcx
	movq %r8, 192(%rsp)
	movq %rcx, 48(%rsp)
	leaq 1632(%rsp), %rcx
	movq 256(%rsp), %r8
	movq %rcx, 464(%rsp)
	leaq 1760(%rsp), %rcx
	movq %rdx, (%rsp)
	movq %rcx, 272(%rsp)
	movq %rdx, 280(%rsp)
	movq %rbx, 288(%rsp)
	movq %r8, 472(%rsp)
	leaq 992(%rsp), %rdi
	leaq 272(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 992(%rsp), %zmm0
	vmovups 1056(%rsp), %zmm1
	movq 760(%rsp), %rax
	movq 784(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	movq 832(%rsp), %rcx
	shlq $4, %rax
	vmovups %zmm0, 272(%rsp)
	vmovups %zmm1, 336(%rsp)
	vmovapd 272(%rsp), %xmm0
	vmaxsd .LCPI_9(%rip), %xmm0, %xmm1
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	je .LBB_799
	vmovsd 280(%rsp), %xmm0
	vmovsd 344(%rsp), %xmm2
	movq 752(%rsp), %rcx
	movq 776(%rsp), %rdx
	movq 824(%rsp), %rsi
	vmaxsd %xmm1, %xmm0, %xmm0
	vmovsd 288(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 296(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 304(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 312(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 320(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 328(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 336(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 352(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm2, %xmm0
	vmovsd %xmm2, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 360(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 368(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 376(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 384(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 392(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	cmpq $4, %rax
	jae .LBB_861
.LBB_792:
	xorl %edi, %edi
.LBB_793:
	vmovddup .LCPI_10(%rip), %xmm2
	movl %eax, %r9d
	subl %edi, %r9d
	movq %rdi, %r8
	andl $7, %r9d
	je .LBB_796
	shll $3, %r9d
	movq %rdi, %r8
.LBB_795:
	vmovsd (%rdx,%r8,8), %xmm1
	vsubsd (%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%rsi,%r8)
	incq %r8
	addq $-8, %r9
	jne .LBB_795
.LBB_796:
	subq %rax, %rdi
	cmpq $-8, %rdi
	ja .LBB_798
.LBB_797:
	vmovsd (%rdx,%r8,8), %xmm1
	vmovddup .LCPI_10(%rip), %xmm2
	vsubsd (%rcx,%r8,8), %xmm1, %xmm1
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
	vmovsd 32(%rdx,%r8,8), %xmm1
	vsubsd 32(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 4(%rsi,%r8)
	vmovsd 40(%rdx,%r8,8), %xmm1
	vsubsd 40(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 5(%rsi,%r8)
	vmovsd 48(%rdx,%r8,8), %xmm1
	vsubsd 48(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 6(%rsi,%r8)
	vmovsd 56(%rdx,%r8,8), %xmm1
	vsubsd 56(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 7(%rsi,%r8)
	addq $8, %r8
	cmpq %r8, %rax
	jne .LBB_797
.LBB_798:
	vmovapd 272(%rsp), %xmm0
.LBB_799:
	vxorpd %xmm4, %xmm4, %xmm4
	vucomisd %xmm0, %xmm4
	jbe .LBB_808
	vmovsd 288(%rsp), %xmm1
.LBB_801:
	movabsq $9223372036854775800, %rax
	addq $-8, %rax
	andq 832(%rsp), %rax
	je .LBB_811
	vbroadcastsd 296(%rsp), %ymm2
	movb $4, %cl
	vbroadcastsd %xmm1, %ymm1
	leaq -16(%rax), %rdx
	kmovd %ecx, %k1
	movb $8, %cl
	movl %edx, %esi
	notl %esi
	vinsertf64x4 $0, %ymm1, %zmm0, %zmm0 {%k1}
	kmovd %ecx, %k1
	vmovupd 336(%rsp), %zmm1
	movq 824(%rsp), %rcx
	vinsertf64x4 $0, %ymm2, %zmm0, %zmm0 {%k1}
	vinsertf64x4 $1, 304(%rsp), %zmm0, %zmm0
	testb $112, %sil
	je .LBB_805
	vpbroadcastb .LCPI_18(%rip), %xmm4
	movl %edx, %esi
	shrl $4, %esi
	vxorpd %xmm3, %xmm3, %xmm3
	incl %esi
	andl $7, %esi
	movl %esi, %edi
	shll $4, %edi
	subq %rdi, %rax
.LBB_804:
	vpand (%rcx), %xmm4, %xmm2
	vcmplepd %zmm0, %zmm3, %k0
	vcmplepd %zmm1, %zmm3, %k1
	kunpckbw %k0, %k1, %k1
	vmovdqu8 %xmm2, %xmm2 {%k1} {z}
	vmovdqu %xmm2, (%rcx)
	addq $16, %rcx
	decq %rsi
	jne .LBB_804
.LBB_805:
	vpbroadcastb .LCPI_18(%rip), %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	cmpq $112, %rdx
	jb .LBB_811
	xorl %edx, %edx
.LBB_807:
	vpand (%rcx,%rdx), %xmm4, %xmm2
	vcmplepd %zmm0, %zmm3, %k0
	vcmplepd %zmm1, %zmm3, %k1
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
	jne .LBB_807
	jmp .LBB_811
.LBB_808:
	vmovsd 288(%rsp), %xmm1
	vmovupd 296(%rsp), %zmm2
	vucomisd 376(%rsp), %xmm4
	vshufpd $1, %xmm1, %xmm0, %xmm3
	vshuff64x2 $68, 312(%rsp), %zmm3, %zmm3
	seta %al
	vinsertf32x4 $1, %xmm2, %zmm3, %zmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vcmpltpd %zmm3, %zmm2, %k0
	vxorpd %xmm2, %xmm2, %xmm2
	vcmpgtpd 344(%rsp), %ymm2, %k1
	korw %k1, %k0, %k1
	kshiftrb $4, %k0, %k0
	kshiftlb $4, %k1, %k1
	kshiftlb $4, %k0, %k0
	kshiftrb $4, %k1, %k1
	korb %k1, %k0, %k0
	kortestb %k0, %k0
	setne %cl
	orb %al, %cl
	jne .LBB_801
	vucomisd 384(%rsp), %xmm4
	ja .LBB_801
	vucomisd 392(%rsp), %xmm4
	ja .LBB_801
.LBB_811:
	vmovddup .LCPI_10(%rip), %xmm1
	movq 824(%rsp), %rax
	movq 832(%rsp), %rcx
	leaq 768(%rsp), %rsi
	leaq 744(%rsp), %rdx
	movq %rbx, 56(%rsp)
	movq %rsi, 992(%rsp)
	movq %rdx, 1000(%rsp)
	leaq 272(%rsp), %rsi
	leaq 464(%rsp), %rdx
	movq %rsi, 1008(%rsp)
	movq %rdx, 1016(%rsp)
	movabsq $9223372036854775800, %rdx
	leaq 192(%rsp), %rsi
	movq %rsi, 1024(%rsp)
	movq %rax, 40(%rsp)
	movq %rcx, 104(%rsp)
	andq %rdx, %rcx
	movq %rcx, 128(%rsp)
	je .LBB_824
	movq $0, 72(%rsp)
	movq 128(%rsp), %rax
	movq 40(%rsp), %rbx
	jmp .LBB_814
.LBB_813:
	movq 96(%rsp), %rax
	incq 72(%rsp)
	addq $8, %rbx
	addq $-8, %rax
	testq %rax, %rax
	je .LBB_824
.LBB_814:
	movq (%rbx), %r15
	movq %rax, 96(%rsp)
	testq %r15, %r15
	je .LBB_813
	movq 72(%rsp), %rax
	leaq (,%rax,8), %r12
	movq %r12, %rbp
	shrq $4, %rbp
	andl $8, %r12d
	jmp .LBB_817
.LBB_816:
	vmovddup .LCPI_10(%rip), %xmm1
	blsrq %r15, %r15
	je .LBB_813
.LBB_817:
	movq 784(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_1034
	movq 760(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_1035
	movq 776(%rsp), %rax
	tzcntq %r15, %r14
	movq %rbp, %r13
	shlq $7, %r13
	shrl $3, %r14d
	orq %r12, %r14
	leal (,%r14,8), %ecx
	addq %r13, %rax
	vmovsd 272(%rsp,%rcx), %xmm2
	vmovsd (%rcx,%rax), %xmm0
	movq 752(%rsp), %rax
	addq %r13, %rax
	vsubsd (%rcx,%rax), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vucomisd %xmm0, %xmm2
	jb .LBB_816
	movl %r14d, %edx
	shll $10, %edx
	movq 464(%rsp), %rdi
	movq 472(%rsp), %rsi
	orq %r14, %rdx
	addq %rbp, %rdx
	addq 192(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 760(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_1053
	movq 752(%rsp), %rax
	addq %r13, %rax
	vmovsd %xmm0, (%rax,%r14,8)
	movq 784(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_1052
	addq 776(%rsp), %r13
	vmovsd %xmm1, (%r13,%r14,8)
	jmp .LBB_816
.LBB_824:
	movq 256(%rsp), %r15
	movq 40(%rsp), %r12
	movq 104(%rsp), %rbx
	andl $7, %ebx
	je .LBB_829
	addq 128(%rsp), %r12
	andq $-8, 104(%rsp)
	xorl %r14d, %r14d
	jmp .LBB_827
.LBB_826:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_829
.LBB_827:
	cmpb $0, (%r12,%r14)
	je .LBB_826
	movq 104(%rsp), %rax
	leaq (%rax,%r14), %rsi
	leaq 992(%rsp), %rdi
	vzeroupper
	callq kernel_sliding::blocked::patch::{{closure}}
	jmp .LBB_826
.LBB_829:
	addq $48, %r15
	movq %r15, 256(%rsp)
	movq 640(%rsp), %rax
	incq %rax
	movq %rax, 144(%rsp)
	movl $1025, %eax
	movq %rax, 80(%rsp)
	movq $0, 40(%rsp)
	xorl %eax, %eax
	movq $0, 632(%rsp)
	jmp .LBB_831
.LBB_830:
	movq 152(%rsp), %rax
	addq $1025, 80(%rsp)
	addq $-1025, 632(%rsp)
	addq $8, 40(%rsp)
	incq %rax
	cmpq $16, %rax
	je .LBB_853
.LBB_831:
	vmovsd 272(%rsp,%rax,8), %xmm0
	movq 192(%rsp), %rcx
	movq %rax, %r15
	shlq $10, %r15
	vxorpd %xmm1, %xmm1, %xmm1
	movq %rax, 152(%rsp)
	addq %rax, %r15
	addq %rcx, %r15
	movq %rcx, %rdx
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 48(%rsp), %r15
	setb %cl
	testb %cl, %al
	je .LBB_830
	movq 48(%rsp), %rax
	leaq 1025(%r15), %r9
	cmpq %r9, %rax
	cmovbq %rax, %r9
	cmpq $-1025, %r15
	jae .LBB_830
	movq 632(%rsp), %rbx
	subq %rdx, %rbx
	addq 80(%rsp), %rdx
	movq %rdx, 128(%rsp)
	movq %r9, 104(%rsp)
	jmp .LBB_835
.LBB_834:
	movq 104(%rsp), %r9
	movq 72(%rsp), %r15
	cmpq %r9, 96(%rsp)
	jae .LBB_830
.LBB_835:
	movq 1464(%rsp), %rax
	movq 1472(%rsp), %r8
	cmpq $1, %r8
	je .LBB_839
	testq %r8, %r8
	je .LBB_1064
	movq %r8, %rcx
	xorl %r12d, %r12d
.LBB_838:
	movq %rcx, %rdi
	shrq %rdi
	movq %r12, %rdx
	addq %rdi, %r12
	cmpq %r15, (%rax,%r12,8)
	cmovaq %rdx, %r12
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_838
	jmp .LBB_840
.LBB_839:
	xorl %r12d, %r12d
.LBB_840:
	cmpq (%rax,%r12,8), %r15
	sbbq $-1, %r12
	leaq -1(%r12), %rsi
	cmpq %r8, %rsi
	jae .LBB_1049
	leaq (%rax,%r12,8), %rax
	cmpq %r8, %r12
	leaq 1504(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r9
	movq %rax, 96(%rsp)
	cmovbq %r9, %rax
	movq %rax, 72(%rsp)
	cmpq %rax, %r15
	jae .LBB_834
	cmpq 56(%rsp), %rsi
	jae .LBB_1066
	movq 48(%rsp), %rbp
	movq 96(%rsp), %rax
	movq 128(%rsp), %rcx
	leaq (%rbx,%r15), %r14
	shlq $7, %r14
	addq 40(%rsp), %r14
	cmpq %rbp, %rax
	cmovbq %rax, %rbp
	cmpq %rcx, %rbp
	cmovaeq %rcx, %rbp
	jmp .LBB_846
.LBB_844:
	movq 776(%rsp), %rax
	vmovsd %xmm1, (%rax,%r14)
.LBB_845:
	incq %r15
	subq $-128, %r14
	cmpq %r15, %rbp
	je .LBB_834
.LBB_846:
	movq (%rsp), %rax
	leaq (%rbx,%r15), %r13
	vmovsd -8(%rax,%r12,8), %xmm0
	vucomisd .LCPI_12(%rip), %xmm0
	jae .LBB_850
	movq 784(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_1019
	movq 760(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_1020
	movq 776(%rsp), %rcx
	movq 752(%rsp), %rax
	vmovsd (%rcx,%r14), %xmm1
	vsubsd (%rax,%r14), %xmm1, %xmm1
	vandpd .LCPI_10(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_845
.LBB_850:
	movq 464(%rsp), %rdi
	movq 472(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 760(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_1015
	movq 752(%rsp), %rax
	vmovsd %xmm0, (%rax,%r14)
	movq 784(%rsp), %rax
	cmpq %rax, %r13
	jb .LBB_844
	jmp .LBB_1016
.LBB_853:
	movq 184(%rsp), %r12
	movq 640(%rsp), %r15
	cmpq %r12, %r15
	je .LBB_1124
	movq 760(%rsp), %rcx
	movq 784(%rsp), %rsi
	vpbroadcastb .LCPI_18(%rip), %xmm1
	movq 808(%rsp), %r10
	movq 176(%rsp), %rax
	movq 264(%rsp), %rdx
	movq 800(%rsp), %r8
	vxorpd %xmm0, %xmm0, %xmm0
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	cmpq %r10, %rcx
	cmovaeq %r10, %rcx
	testq %rcx, %rcx
	je .LBB_873
	movq 752(%rsp), %rsi
	movq 776(%rsp), %rdi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %r9
	adcq $0, %r9
	testq %rcx, %rcx
	je .LBB_866
	leaq (%rdi,%r9,8), %r10
	leaq (%r8,%r9), %r11
	leaq (%rsi,%r9,8), %rbx
	cmpq %r10, %r8
	setb %bpl
	cmpq %r11, %rdi
	setb %r14b
	cmpq %rbx, %r8
	setb %r10b
	cmpq %r11, %rsi
	setb %r11b
	testb %r14b, %bpl
	jne .LBB_866
	andb %r11b, %r10b
	movl $0, %r11d
	jne .LBB_867
	movq %r9, %r11
	andq $-16, %r11
	xorl %r10d, %r10d
.LBB_859:
	vmovupd (%rdi,%r10,8), %zmm0
	vmovupd (%rsi,%r10,8), %zmm2
	vmovupd 64(%rdi,%r10,8), %zmm1
	vmovupd 64(%rsi,%r10,8), %zmm3
	vcmpltpd %zmm0, %zmm2, %k0
	vcmpltpd %zmm2, %zmm0, %k2
	vcmpltpd %zmm1, %zmm3, %k1
	vcmpltpd %zmm3, %zmm1, %k3
	vpmovm2b %k2, %xmm0
	vpmovm2b %k0, %xmm2
	vpmovm2b %k3, %xmm1
	vpmovm2b %k1, %xmm3
	vpsubb %xmm2, %xmm0, %xmm0
	vpsubb %xmm3, %xmm1, %xmm1
	vpunpcklqdq %xmm1, %xmm0, %xmm0
	vmovdqu %xmm0, (%r8,%r10)
	addq $16, %r10
	cmpq %r10, %r11
	jne .LBB_859
	cmpq %r11, %rcx
	jne .LBB_867
	jmp .LBB_872
.LBB_866:
	xorl %r11d, %r11d
.LBB_867:
	movq %r9, %rbx
	andq $1, %rbx
	movq %r11, %r10
	je .LBB_870
	movq %r11, %r10
.LBB_869:
	vmovsd (%rdi,%r10,8), %xmm0
	vmovsd (%rsi,%r10,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %bpl
	vucomisd %xmm0, %xmm1
	seta %r14b
	subb %r14b, %bpl
	decq %rbx
	movb %bpl, (%r8,%r10)
	leaq 1(%r10), %r10
	jne .LBB_869
.LBB_870:
	subq %r9, %r11
	cmpq $-8, %r11
	ja .LBB_872
.LBB_871:
	vmovsd (%rdi,%r10,8), %xmm0
	vmovsd (%rsi,%r10,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r9b
	movb %r9b, (%r8,%r10)
	vmovsd 8(%rdi,%r10,8), %xmm0
	vmovsd 8(%rsi,%r10,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r9b
	movb %r9b, 1(%r8,%r10)
	vmovsd 16(%rdi,%r10,8), %xmm0
	vmovsd 16(%rsi,%r10,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r9b
	movb %r9b, 2(%r8,%r10)
	vmovsd 24(%rdi,%r10,8), %xmm0
	vmovsd 24(%rsi,%r10,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r9b
	movb %r9b, 3(%r8,%r10)
	vmovsd 32(%rdi,%r10,8), %xmm0
	vmovsd 32(%rsi,%r10,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r9b
	movb %r9b, 4(%r8,%r10)
	vmovsd 40(%rdi,%r10,8), %xmm0
	vmovsd 40(%rsi,%r10,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r9b
	movb %r9b, 5(%r8,%r10)
	vmovsd 48(%rdi,%r10,8), %xmm0
	vmovsd 48(%rsi,%r10,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r9b
	movb %r9b, 6(%r8,%r10)
	vmovsd 56(%rdi,%r10,8), %xmm0
	vmovsd 56(%rsi,%r10,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r9b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r9b
	movb %r9b, 7(%r8,%r10)
	addq $8, %r10
	cmpq %r10, %rcx
	jne .LBB_871
.LBB_872:
	vpbroadcastb .LCPI_18(%rip), %xmm1
	movq 800(%rsp), %r8
	movq 808(%rsp), %r10
	vpxor %xmm0, %xmm0, %xmm0
.LBB_873:
	testq %r10, %r10
	je .LBB_1120
	cmpq $0, 832(%rsp)
	je .LBB_1123
	movq 680(%rsp), %rsi
	leaq (%r15,%r15,4), %rcx
	leaq (%rsi,%rcx,8), %rdi
	movq 824(%rsp), %rsi
	movzbl 32(%rdi), %ecx
	xorb (%r8), %cl
	cmpb $-2, %cl
	sete (%rsi)
	movq 808(%rsp), %rcx
	cmpq $1024, %rcx
	jbe .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $2, %rcx
	jb .LBB_1125
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 1(%rcx), %r9d
	xorb 16384(%rcx), %r9b
	cmpb $-2, %r9b
	sete 1(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $3, %rcx
	jb .LBB_1128
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 2(%rcx), %r9d
	xorb 16385(%rcx), %r9b
	cmpb $-2, %r9b
	sete 2(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $4, %rcx
	jb .LBB_1131
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 3(%rcx), %r9d
	xorb 16386(%rcx), %r9b
	cmpb $-2, %r9b
	sete 3(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $5, %rcx
	jb .LBB_1133
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 4(%rcx), %r9d
	xorb 16387(%rcx), %r9b
	cmpb $-2, %r9b
	sete 4(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $6, %rcx
	jb .LBB_1134
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 5(%rcx), %r9d
	xorb 16388(%rcx), %r9b
	cmpb $-2, %r9b
	sete 5(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $7, %rcx
	jb .LBB_1122
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 6(%rcx), %r9d
	xorb 16389(%rcx), %r9b
	cmpb $-2, %r9b
	sete 6(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $8, %rcx
	jb .LBB_1126
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 7(%rcx), %r9d
	xorb 16390(%rcx), %r9b
	cmpb $-2, %r9b
	sete 7(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $9, %rcx
	jb .LBB_1136
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 8(%rcx), %r9d
	xorb 16391(%rcx), %r9b
	cmpb $-2, %r9b
	sete 8(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $10, %rcx
	jb .LBB_1119
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 9(%rcx), %r9d
	xorb 16392(%rcx), %r9b
	cmpb $-2, %r9b
	sete 9(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $11, %rcx
	jb .LBB_1127
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 10(%rcx), %r9d
	xorb 16393(%rcx), %r9b
	cmpb $-2, %r9b
	sete 10(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $12, %rcx
	jb .LBB_1135
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 11(%rcx), %r9d
	xorb 16394(%rcx), %r9b
	cmpb $-2, %r9b
	sete 11(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $13, %rcx
	jb .LBB_1132
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 12(%rcx), %r9d
	xorb 16395(%rcx), %r9b
	cmpb $-2, %r9b
	sete 12(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $14, %rcx
	jb .LBB_1121
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 13(%rcx), %r9d
	xorb 16396(%rcx), %r9b
	cmpb $-2, %r9b
	sete 13(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $15, %rcx
	jb .LBB_1129
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 14(%rcx), %r9d
	xorb 16397(%rcx), %r9b
	cmpb $-2, %r9b
	sete 14(%rsi)
	movq 808(%rsp), %rcx
	cmpq $1025, %rcx
	jb .LBB_1086
	movq 832(%rsp), %rcx
	cmpq $16, %rcx
	jb .LBB_1130
	movq 800(%rsp), %rcx
	movq 824(%rsp), %rsi
	movzbl 15(%rcx), %r9d
	xorb 16398(%rcx), %r9b
	cmpb $-2, %r9b
	sete 15(%rsi)
	movq 832(%rsp), %r12
	cmpq $16, %r12
	jb .LBB_1032
	movq 824(%rsp), %r9
	shlq $4, %r10
	leaq -16(%r12), %rcx
	addq $-16, %r10
	cmpq %rcx, %r10
	cmovaeq %rcx, %r10
	testq %r10, %r10
	je .LBB_935
	leaq 16(%r9), %rcx
	cmpq $16, %r10
	jb .LBB_908
	leaq 16(%r8,%r10), %rsi
	cmpq %rsi, %rcx
	jae .LBB_912
	leaq 16(%r9,%r10), %rsi
	cmpq %rsi, %r8
	jae .LBB_912
.LBB_908:
	xorl %esi, %esi
.LBB_929:
	movq %r10, %rbx
	andq $7, %rbx
	movq %rsi, %r11
	je .LBB_932
	movq %rsi, %r11
.LBB_931:
	movzbl (%r8,%r11), %ebp
	xorb 16(%r8,%r11), %bpl
	cmpb $-2, %bpl
	sete (%rcx,%r11)
	incq %r11
	decq %rbx
	jne .LBB_931
.LBB_932:
	subq %r10, %rsi
	cmpq $-8, %rsi
	ja .LBB_934
.LBB_933:
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
	jne .LBB_933
.LBB_934:
	movq 824(%rsp), %r9
	movq 832(%rsp), %r12
.LBB_935:
	vmovsd .LCPI_0(%rip), %xmm1
	leaq 744(%rsp), %rcx
	movq %r12, %r8
	vmovdqu64 %zmm0, 184(%rcx)
	vmovdqu64 %zmm0, 120(%rcx)
	movabsq $9223372036854775800, %rcx
	andq %rcx, %r8
	je .LBB_943
	xorl %ecx, %ecx
	movq %r8, %r10
	movq %r9, %r11
	jmp .LBB_938
.LBB_937:
	addq $8, %r11
	addq $-8, %r10
	incq %rcx
	testq %r10, %r10
	je .LBB_943
.LBB_938:
	movq (%r11), %rbx
	testq %rbx, %rbx
	je .LBB_937
	leal (,%rcx,8), %r14d
	movl %ecx, %ebp
	shrl %ebp
	andl $8, %r14d
.LBB_940:
	movq 856(%rsp), %rsi
	tzcntq %rbx, %r15
	shrl $3, %r15d
	orq %r14, %r15
	cmpq %rsi, %r15
	jae .LBB_1038
	movq 864(%rsp,%r15,8), %r13
	cmpq $1024, %r13
	ja .LBB_1036
	movl %r15d, %esi
	shll $11, %esi
	blsrq %rbx, %rbx
	leal (%rsi,%r15,2), %esi
	addq 848(%rsp), %rsi
	movw %bp, (%rsi,%r13,2)
	incq 864(%rsp,%r15,8)
	testq %rbx, %rbx
	jne .LBB_940
	jmp .LBB_937
.LBB_943:
	movq 408(%rsp), %rbp
	movl %r12d, %r10d
	andl $7, %r10d
	je .LBB_978
	cmpb $0, (%r9,%r8)
	je .LBB_948
	movq 856(%rsp), %rsi
	movl %r12d, %ecx
	andl $8, %ecx
	cmpq %rsi, %rcx
	jae .LBB_1139
	movq 864(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1140
	movl %ecx, %esi
	shll $11, %esi
	movl %r12d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 848(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 864(%rsp,%rcx,8)
.LBB_948:
	cmpl $1, %r10d
	je .LBB_978
	cmpb $0, 1(%r9,%r8)
	je .LBB_953
	movq 856(%rsp), %rsi
	movl %r12d, %ecx
	andl $8, %ecx
	incq %rcx
	cmpq %rsi, %rcx
	jae .LBB_1139
	movq 864(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1140
	movl %ecx, %esi
	shll $11, %esi
	movl %r12d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 848(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 864(%rsp,%rcx,8)
.LBB_953:
	cmpl $2, %r10d
	je .LBB_978
	cmpb $0, 2(%r9,%r8)
	je .LBB_958
	movq 856(%rsp), %rsi
	movl %r12d, %ecx
	andl $8, %ecx
	orq $2, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1139
	movq 864(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1140
	movl %ecx, %esi
	shll $11, %esi
	movl %r12d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 848(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 864(%rsp,%rcx,8)
.LBB_958:
	cmpl $3, %r10d
	je .LBB_978
	cmpb $0, 3(%r9,%r8)
	je .LBB_963
	movq 856(%rsp), %rsi
	movl %r12d, %ecx
	andl $8, %ecx
	orq $3, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1139
	movq 864(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1140
	movl %ecx, %esi
	shll $11, %esi
	movl %r12d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 848(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 864(%rsp,%rcx,8)
.LBB_963:
	cmpl $4, %r10d
	je .LBB_978
	cmpb $0, 4(%r9,%r8)
	je .LBB_968
	movq 856(%rsp), %rsi
	movl %r12d, %ecx
	andl $8, %ecx
	orq $4, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1139
	movq 864(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1140
	movl %ecx, %esi
	shll $11, %esi
	movl %r12d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 848(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 864(%rsp,%rcx,8)
.LBB_968:
	cmpl $5, %r10d
	je .LBB_978
	cmpb $0, 5(%r9,%r8)
	je .LBB_973
	movq 856(%rsp), %rsi
	movl %r12d, %ecx
	andl $8, %ecx
	orq $5, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1139
	movq 864(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1140
	movl %ecx, %esi
	shll $11, %esi
	movl %r12d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 848(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 864(%rsp,%rcx,8)
.LBB_973:
	cmpl $6, %r10d
	je .LBB_978
	cmpb $0, 6(%r9,%r8)
	je .LBB_978
	movq 856(%rsp), %rsi
	movl %r12d, %ecx
	andl $8, %ecx
	orq $6, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1139
	movq 864(%rsp,%rcx,8), %r8
	cmpq $1024, %r8
	ja .LBB_1149
	movl %ecx, %esi
	shll $11, %esi
	shrl $4, %r12d
	leal (%rsi,%rcx,2), %esi
	addq 848(%rsp), %rsi
	movw %r12w, (%rsi,%r8,2)
	incq 864(%rsp,%rcx,8)
.LBB_978:
	movq 856(%rsp), %r10
	movq 848(%rsp), %rcx
	xorl %r8d, %r8d
	movq %r10, %rsi
	jmp .LBB_980
.LBB_979:
	movq 184(%rsp), %r14
	movq 32(%rsp), %rbx
	movq 256(%rsp), %r9
	incq %r8
	addq $2050, %rcx
	movq %rsi, %r10
	cmpq $16, %r8
	je .LBB_993
.LBB_980:
	cmpq %r10, %r8
	je .LBB_1072
	movq 864(%rsp,%r8,8), %r12
	cmpq $1025, %r12
	ja .LBB_1010
	testq %r12, %r12
	je .LBB_979
	movq 808(%rsp), %r10
	movq %r8, %r9
	shlq $10, %r9
	addq %r12, %r12
	xorl %r11d, %r11d
	addq %r8, %r9
	addq %rax, %r9
	movq %r10, (%rsp)
	movq 800(%rsp), %r10
	addq %r8, %r10
	jmp .LBB_985
.LBB_984:
	addq $2, %r11
	cmpq %r11, %r12
	je .LBB_979
.LBB_985:
	movzwl (%rcx,%r11), %r14d
	leaq (%r9,%r14), %rbx
	cmpq %rdx, %rbx
	jae .LBB_979
	cmpq %r14, (%rsp)
	jbe .LBB_1046
	shll $4, %r14d
	movq (%rdi), %r15
	movsbq (%r10,%r14), %r14
	cmpq %r14, %r15
	je .LBB_984
	testq %r15, %r15
	je .LBB_991
	cmpq %rbp, %rbx
	jae .LBB_1067
	movq %r12, %r13
	movq 248(%rsp), %r12
	vmovsd 8(%rdi), %xmm1
	vmovsd (%r12,%rbx,8), %xmm0
	movq %r13, %r12
	vcvtsi2sd %r15, %xmm15, %xmm2
	vsubsd %xmm1, %xmm0, %xmm0
	vmulsd %xmm2, %xmm0, %xmm0
	vdivsd %xmm1, %xmm0, %xmm0
	vmovsd .LCPI_0(%rip), %xmm1
	vaddsd .LCPI_2(%rip), %xmm0, %xmm0
	vmulsd .LCPI_16(%rip), %xmm0, %xmm0
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd .LCPI_17(%rip), %xmm0, %xmm0
	vaddsd 16(%rdi), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rdi)
	incq 24(%rdi)
.LBB_991:
	movq %r14, (%rdi)
	cmpq %rbp, %rbx
	jae .LBB_1058
	movq 248(%rsp), %r14
	vmovq (%r14,%rbx,8), %xmm0
	vmovq %xmm0, 8(%rdi)
	jmp .LBB_984
.LBB_993:
	movq 808(%rsp), %rax
	cmpq $1024, %rax
	jbe .LBB_1138
	movq 144(%rsp), %rcx
	movq 800(%rsp), %rax
	movq %rcx, 640(%rsp)
	movzbl 16399(%rax), %eax
	movq 248(%rsp), %r15
	movb %al, 32(%rdi)
	cmpq 1296(%rsp), %r9
	jne .LBB_120
	jmp .LBB_995
.LBB_861:
	leaq (%rdx,%rax,8), %rdi
	leaq (%rsi,%rax), %r8
	leaq (%rcx,%rax,8), %r9
	cmpq %rdi, %rsi
	setb %r10b
	cmpq %r8, %rdx
	setb %r11b
	cmpq %r9, %rsi
	setb %dil
	cmpq %r8, %rcx
	setb %r8b
	testb %r11b, %r10b
	jne .LBB_792
	andb %r8b, %dil
	movl $0, %edi
	jne .LBB_793
	cmpq $16, %rax
	jae .LBB_915
	xorl %edi, %edi
	jmp .LBB_919
.LBB_912:
	cmpq $128, %r10
	jae .LBB_922
	xorl %esi, %esi
	jmp .LBB_926
.LBB_915:
	vpbroadcastb .LCPI_18(%rip), %xmm4
	vbroadcastsd .LCPI_10(%rip), %zmm5
	movabsq $9223372036854775800, %rdi
	vbroadcastsd %xmm0, %zmm1
	xorl %r8d, %r8d
	addq $-8, %rdi
	andq %rax, %rdi
.LBB_916:
	vmovupd (%rdx,%r8,8), %zmm2
	vmovupd 64(%rdx,%r8,8), %zmm3
	vsubpd (%rcx,%r8,8), %zmm2, %zmm2
	vsubpd 64(%rcx,%r8,8), %zmm3, %zmm3
	vandpd %zmm5, %zmm2, %zmm2
	vandpd %zmm5, %zmm3, %zmm3
	vcmplepd %zmm1, %zmm2, %k1
	vcmplepd %zmm1, %zmm3, %k2
	vmovdqu8 %xmm4, %xmm2 {%k1} {z}
	vmovdqu8 %xmm4, %xmm3 {%k2} {z}
	vpunpcklqdq %xmm3, %xmm2, %xmm2
	vmovdqu %xmm2, (%rsi,%r8)
	addq $16, %r8
	cmpq %r8, %rdi
	jne .LBB_916
	cmpq %rdi, %rax
	je .LBB_798
	testb $12, %al
	je .LBB_793
.LBB_919:
	vbroadcastsd .LCPI_10(%rip), %ymm3
	movq %rdi, %r8
	movabsq $9223372036854775800, %rdi
	vbroadcastsd %xmm0, %ymm1
	addq $4, %rdi
	andq %rax, %rdi
.LBB_920:
	vmovupd (%rdx,%r8,8), %ymm2
	vsubpd (%rcx,%r8,8), %ymm2, %ymm2
	vandpd %ymm3, %ymm2, %ymm2
	vcmplepd %ymm1, %ymm2, %k1
	vmovdqu8 .LCPI_11(%rip), %xmm2 {%k1} {z}
	vmovd %xmm2, (%rsi,%r8)
	addq $4, %r8
	cmpq %r8, %rdi
	jne .LBB_920
	cmpq %rdi, %rax
	jne .LBB_793
	jmp .LBB_798
.LBB_922:
	vbroadcasti32x4 .LCPI_15(%rip), %zmm2
	vbroadcasti32x4 .LCPI_11(%rip), %zmm3
	movq %r10, %rsi
	andq $-128, %rsi
	xorl %r11d, %r11d
.LBB_923:
	vmovdqu64 (%r8,%r11), %zmm0
	vmovdqu64 64(%r8,%r11), %zmm1
	vpxorq 16(%r8,%r11), %zmm0, %zmm0
	vpxorq 80(%r8,%r11), %zmm1, %zmm1
	vpcmpeqb %zmm2, %zmm0, %k1
	vpcmpeqb %zmm2, %zmm1, %k2
	vmovdqu8 %zmm3, %zmm0 {%k1} {z}
	vmovdqu8 %zmm3, %zmm1 {%k2} {z}
	vmovdqu64 %zmm0, 16(%r9,%r11)
	vmovdqu64 %zmm1, 80(%r9,%r11)
	subq $-128, %r11
	cmpq %r11, %rsi
	jne .LBB_923
	vpbroadcastb .LCPI_18(%rip), %xmm1
	vpxor %xmm0, %xmm0, %xmm0
	cmpq %rsi, %r10
	je .LBB_934
	testb $112, %r10b
	je .LBB_929
.LBB_926:
	vpbroadcastb .LCPI_19(%rip), %xmm2
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-16, %rsi
.LBB_927:
	vmovdqu (%r8,%r11), %xmm0
	vpxor 16(%r8,%r11), %xmm0, %xmm0
	vpcmpeqb %xmm2, %xmm0, %xmm0
	vpand %xmm1, %xmm0, %xmm0
	vmovdqu %xmm0, (%rcx,%r11)
	addq $16, %r11
	cmpq %r11, %rsi
	jne .LBB_927
	vpxor %xmm0, %xmm0, %xmm0
	cmpq %rsi, %r10
	je .LBB_934
	jmp .LBB_929
.LBB_995:
	movq 1376(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_997
	movq 1384(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_997:
	cmpq $0, 1272(%rsp)
	movq 1416(%rsp), %rcx
	jne .LBB_70
	jmp .LBB_1001
.LBB_998:
	cmpq $21, 64(%rsp)
	jae .LBB_1000
	movq 160(%rsp), %rdi
	movq 64(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 408(%rsp), %rbp
	movq 184(%rsp), %r14
	movq 248(%rsp), %r15
	jmp .LBB_96
.LBB_1000:
	movq 160(%rsp), %rdi
	movq 64(%rsp), %rsi
	leaq 95(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 408(%rsp), %rbp
	movq 184(%rsp), %r14
	movq 248(%rsp), %r15
	jmp .LBB_96
.LBB_1001:
	movq 680(%rsp), %rbx
	leaq (%r14,%r14,4), %rax
	movq 432(%rsp), %r14
	leaq 264(%rsp), %rcx
	leaq (%rbx,%rax,8), %rax
	movq %rbx, 992(%rsp)
	movq %rbx, 1000(%rsp)
	movq %r14, 1008(%rsp)
	movq %rax, 1016(%rsp)
	movq %r15, 1024(%rsp)
	movq %rbp, 1032(%rsp)
	xorl %ebp, %ebp
	movq %rcx, 1040(%rsp)
	movq 1448(%rsp), %rdi
	leaq 992(%rsp), %rsi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1632(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1512(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	leaq 1328(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1304(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1004
	movq 1312(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1004:
	leaq 696(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1456(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $2024, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_1005:
	movq %rbp, %r12
.LBB_1006:
	movq 24(%rsp), %r15
	movq 128(%rsp), %r8
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_1011
.LBB_1007:
	movq 128(%rsp), %r8
	leaq .Lanon.2(%rip), %rcx
	movq %rax, %r12
	jmp .LBB_1011
.LBB_1008:
	movq 56(%rsp), %r15
	movq 128(%rsp), %r8
	leaq .Lanon.2(%rip), %rcx
	movq %rbx, %r12
	jmp .LBB_1011
.LBB_1009:
	movq 56(%rsp), %r15
	movq 128(%rsp), %r8
	leaq .Lanon.2(%rip), %rcx
	movq %r10, %r12
	jmp .LBB_1011
.LBB_1010:
	movl $1025, %r15d
	xorl %r8d, %r8d
	leaq .Lanon.3(%rip), %rcx
.LBB_1011:
	movq %r8, %rdi
	movq %r12, %rsi
	movq %r15, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1142
.LBB_1012:
	movq 64(%rsp), %rdx
.LBB_1013:
	leaq .Lanon.4(%rip), %rcx
	movq %rdx, %r15
.LBB_1014:
	movq %rdx, %rsi
	movq %r15, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1142
.LBB_1015:
	leaq .Lanon.5(%rip), %rdx
	movq %rax, %r12
	jmp .LBB_1102
.LBB_1016:
	leaq .Lanon.6(%rip), %rdx
	movq %rax, %r12
	jmp .LBB_1102
.LBB_1017:
	movq %rbx, %rdi
.LBB_1018:
	movq 440(%rsp), %rdx
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_1014
.LBB_1019:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %r12
	jmp .LBB_1102
.LBB_1020:
	leaq .Lanon.9(%rip), %rdx
	movq %rax, %r12
	jmp .LBB_1102
.LBB_1021:
	leaq .Lanon.10(%rip), %rdi
	leaq .Lanon.11(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1142
.LBB_1022:
	movq 664(%rsp), %rdx
	movq %rbp, %rdi
	movq %r12, %r15
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_1014
.LBB_1023:
	movq %rdi, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_1011
.LBB_1024:
	movb $1, %bpl
	movq 408(%rsp), %rsi
	movq 432(%rsp), %r14
	leaq .Lanon.13(%rip), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1142
.LBB_1025:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq 408(%rsp), %rbp
	movq 184(%rsp), %r15
	movq 32(%rsp), %rbx
	movq %rdx, 8(%r12)
	movb $1, 16(%r12)
	jmp .LBB_49
.LBB_1027:
	movq %rbx, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_1011
.LBB_1028:
	movq %rbp, %r8
	movq %r12, %r15
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_1011
.LBB_1029:
	leaq .Lanon.15(%rip), %rcx
	movq %rbp, %r8
	movq %r12, %r15
	jmp .LBB_1011
.LBB_1030:
	movq %r12, %r15
	movq %rbp, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_1011
.LBB_1031:
	movq %r12, %r15
	movq %rax, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_1011
.LBB_1032:
	movl $16, %r8d
	movq %r12, %r15
	leaq .Lanon.16(%rip), %rcx
	jmp .LBB_1011
.LBB_1033:
	movl $16, %r12d
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_1102
.LBB_1034:
	leaq .Lanon.18(%rip), %rcx
	movq %rax, (%rsp)
	movq %rbp, %rsi
	movq %rcx, 8(%rsp)
	jmp .LBB_1115
.LBB_1035:
	leaq .Lanon.19(%rip), %rcx
	movq %rax, (%rsp)
	movq %rbp, %rsi
	movq %rcx, 8(%rsp)
	jmp .LBB_1115
.LBB_1036:
	movq %r13, %rsi
.LBB_1037:
	movl $1025, %eax
	leaq .Lanon.20(%rip), %rcx
	movq %rax, (%rsp)
	movq %rcx, 8(%rsp)
	jmp .LBB_1115
.LBB_1038:
	movq %rsi, (%rsp)
	movq %r15, %rsi
.LBB_1039:
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1114
.LBB_1040:
	movq 24(%rsp), %r12
	jmp .LBB_1044
.LBB_1041:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq 408(%rsp), %rbp
	movq 184(%rsp), %r14
	movq 248(%rsp), %r15
	movq 32(%rsp), %rbx
	movq %rdx, 8(%r12)
	movb $1, 16(%r12)
	jmp .LBB_68
.LBB_1043:
	movq %r15, %r12
.LBB_1044:
	leaq .Lanon.22(%rip), %rdx
	jmp .LBB_1102
.LBB_1045:
	movq %rcx, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_1011
.LBB_1046:
	leaq .Lanon.23(%rip), %rax
	movq %r14, %rsi
	jmp .LBB_1114
.LBB_1047:
	movq %r12, %rdi
	jmp .LBB_1018
.LBB_1048:
	movq %r8, %rdi
	jmp .LBB_1018
.LBB_1049:
	movq %r8, (%rsp)
	jmp .LBB_1065
.LBB_1050:
	movl $16, %r12d
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_1102
.LBB_1051:
	movq %r14, %r12
	jmp .LBB_1101
.LBB_1052:
	leaq .Lanon.25(%rip), %rcx
	movq %rax, (%rsp)
	movq %rbp, %rsi
	movq %rcx, 8(%rsp)
	jmp .LBB_1115
.LBB_1053:
	leaq .Lanon.26(%rip), %rcx
	movq %rax, (%rsp)
	movq %rbp, %rsi
	movq %rcx, 8(%rsp)
	jmp .LBB_1115
.LBB_1054:
	movq %rcx, %rsi
.LBB_1055:
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_1114
.LBB_1056:
	movq 80(%rsp), %rax
	movq %rax, (%rsp)
.LBB_1057:
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1114
.LBB_1058:
	leaq .Lanon.29(%rip), %rax
	movq %rbp, (%rsp)
	movq %rbx, %rsi
	jmp .LBB_1114
.LBB_1059:
	movq %r8, %r12
	jmp .LBB_1063
.LBB_1060:
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_1011
.LBB_1061:
	movq 240(%rsp), %r12
	jmp .LBB_1063
.LBB_1062:
	movq %rbx, %r12
.LBB_1063:
	leaq .Lanon.12(%rip), %rcx
	movq %rdi, %r8
	jmp .LBB_1011
.LBB_1064:
	movq %r8, (%rsp)
	movq $-1, %rsi
.LBB_1065:
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1114
.LBB_1066:
	movq 56(%rsp), %r12
	movq %rsi, %r13
	leaq .Lanon.31(%rip), %rdx
	jmp .LBB_1102
.LBB_1067:
	leaq .Lanon.32(%rip), %rax
	movq %rbp, (%rsp)
	movq %rbx, %rsi
	jmp .LBB_1114
.LBB_1068:
	movq %rax, %rsi
.LBB_1069:
	movq %r12, (%rsp)
.LBB_1070:
	leaq .Lanon.33(%rip), %rax
	jmp .LBB_1114
.LBB_1071:
	movq %r11, %r12
	jmp .LBB_1101
.LBB_1078:
	movq (%rsp), %rsi
	jmp .LBB_1115
.LBB_1072:
	leaq .Lanon.34(%rip), %rax
	movq %r10, (%rsp)
	jmp .LBB_1114
.LBB_1073:
	leaq .Lanon.35(%rip), %rdi
	leaq .Lanon.36(%rip), %rcx
	leaq .Lanon.37(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1142
.LBB_1074:
	movq %rsi, (%rsp)
	jmp .LBB_1081
.LBB_1075:
	subq %rbp, %rdi
	leaq .Lanon.38(%rip), %rax
	addq $1025, %rdi
	movq %rax, 8(%rsp)
	movq %rdi, %rsi
	jmp .LBB_1115
.LBB_1076:
	movq %r9, (%rsp)
.LBB_1077:
	leaq .Lanon.39(%rip), %rax
	jmp .LBB_1114
.LBB_1079:
	leaq .Lanon.38(%rip), %rax
	jmp .LBB_1114
.LBB_1080:
	movq %rcx, %rsi
	movq %rcx, (%rsp)
.LBB_1081:
	leaq .Lanon.40(%rip), %rax
	jmp .LBB_1114
.LBB_1082:
	movq (%rsp), %rsi
	jmp .LBB_1055
.LBB_1083:
	movq %r9, %rsi
	movq %r9, (%rsp)
	jmp .LBB_1057
.LBB_1085:
	movq (%rsp), %rsi
	jmp .LBB_1104
.LBB_1086:
	leaq .Lanon.41(%rip), %rax
	movq %rcx, (%rsp)
	movl $1024, %esi
	jmp .LBB_1114
.LBB_1087:
	movq %r10, %r13
	jmp .LBB_1101
.LBB_1088:
	movq %r9, %r13
	jmp .LBB_1101
.LBB_1089:
	leaq .Lanon.35(%rip), %rdi
	leaq .Lanon.36(%rip), %rcx
	leaq .Lanon.37(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1142
.LBB_1090:
	movq %r12, %r13
	jmp .LBB_1100
.LBB_1091:
	movq %r14, %rsi
	jmp .LBB_1115
.LBB_1092:
	movq %rdx, %r12
	jmp .LBB_1044
.LBB_1093:
	movq %rdx, %r12
	movq %r10, %r13
	jmp .LBB_1101
.LBB_1094:
	movq %r12, %rsi
	jmp .LBB_1055
.LBB_1095:
	movq %r12, %rsi
	movq %r15, (%rsp)
	jmp .LBB_1057
.LBB_1096:
	movq %rbx, %rsi
	movq %rbx, (%rsp)
	jmp .LBB_1070
.LBB_1097:
	movq (%rsp), %rsi
	jmp .LBB_1110
.LBB_1098:
	movq %rax, %rsi
	jmp .LBB_1115
.LBB_1099:
	movq %rbp, %r13
.LBB_1100:
	movq %r15, %r12
.LBB_1101:
	leaq .Lanon.42(%rip), %rdx
.LBB_1102:
	movq %r13, %rdi
	movq %r12, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1142
.LBB_1103:
	movq %r8, %rsi
.LBB_1104:
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_1114
.LBB_1105:
	movq %r15, %rsi
	jmp .LBB_1115
.LBB_1106:
	movq %rbp, %r13
.LBB_1107:
	movq %rax, %r12
	jmp .LBB_1101
.LBB_1108:
	movq %rbx, %rsi
	jmp .LBB_1113
.LBB_1109:
	movq %rbx, %rsi
.LBB_1110:
	leaq .Lanon.44(%rip), %rax
	jmp .LBB_1114
.LBB_1111:
	movq %rbx, %rsi
	jmp .LBB_1069
.LBB_1112:
	movq %r10, %rsi
.LBB_1113:
	leaq .Lanon.45(%rip), %rax
.LBB_1114:
	movq %rax, 8(%rsp)
.LBB_1115:
	movq %rsi, %rdi
	movq (%rsp), %rsi
	movq 8(%rsp), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1142
.LBB_1116:
	xorl %esi, %esi
	movq $0, (%rsp)
	jmp .LBB_1115
.LBB_1117:
	leaq .Lanon.46(%rip), %rdx
	jmp .LBB_1102
.LBB_1118:
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_1102
.LBB_1119:
	movq %rcx, (%rsp)
	movl $9, %esi
	jmp .LBB_1137
.LBB_1120:
	leaq .Lanon.48(%rip), %rax
	movq $0, (%rsp)
	xorl %esi, %esi
	jmp .LBB_1114
.LBB_1121:
	movq %rcx, (%rsp)
	movl $13, %esi
	jmp .LBB_1137
.LBB_1122:
	movq %rcx, (%rsp)
	movl $6, %esi
	jmp .LBB_1137
.LBB_1123:
	xorl %esi, %esi
	movq $0, (%rsp)
	jmp .LBB_1137
.LBB_1124:
	movq %r12, %r13
	leaq .Lanon.49(%rip), %rdx
	jmp .LBB_1102
.LBB_1125:
	movq %rcx, (%rsp)
	movl $1, %esi
	jmp .LBB_1137
.LBB_1126:
	movq %rcx, (%rsp)
	movl $7, %esi
	jmp .LBB_1137
.LBB_1127:
	movq %rcx, (%rsp)
	movl $10, %esi
	jmp .LBB_1137
.LBB_1128:
	movq %rcx, (%rsp)
	movl $2, %esi
	jmp .LBB_1137
.LBB_1129:
	movq %rcx, (%rsp)
	movl $14, %esi
	jmp .LBB_1137
.LBB_1130:
	movq %rcx, (%rsp)
	movl $15, %esi
	jmp .LBB_1137
.LBB_1131:
	movq %rcx, (%rsp)
	movl $3, %esi
	jmp .LBB_1137
.LBB_1132:
	movq %rcx, (%rsp)
	movl $12, %esi
	jmp .LBB_1137
.LBB_1133:
	movq %rcx, (%rsp)
	movl $4, %esi
	jmp .LBB_1137
.LBB_1134:
	movq %rcx, (%rsp)
	movl $5, %esi
	jmp .LBB_1137
.LBB_1135:
	movq %rcx, (%rsp)
	movl $11, %esi
	jmp .LBB_1137
.LBB_1136:
	movq %rcx, (%rsp)
	movl $8, %esi
.LBB_1137:
	leaq .Lanon.50(%rip), %rax
	jmp .LBB_1114
.LBB_1138:
	leaq .Lanon.51(%rip), %rcx
	movq %rax, (%rsp)
	movl $1024, %esi
	movq %rcx, 8(%rsp)
	jmp .LBB_1115
.LBB_1139:
	movq %rsi, (%rsp)
	movq %rcx, %rsi
	jmp .LBB_1039
.LBB_1140:
	movq %rbx, %rsi
	jmp .LBB_1037
.LBB_1141:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1142:
	ud2
.LBB_1143:
	xorl %esi, %esi
	movq $0, (%rsp)
	jmp .LBB_1057
.LBB_1144:
	xorl %esi, %esi
	jmp .LBB_1055
.LBB_1145:
	xorl %esi, %esi
	jmp .LBB_1104
.LBB_1146:
	xorl %esi, %esi
	jmp .LBB_1113
.LBB_1147:
	xorl %esi, %esi
	movq $0, (%rsp)
	jmp .LBB_1070
.LBB_1148:
	xorl %esi, %esi
	jmp .LBB_1110
.LBB_1149:
	movq %r8, %rsi
	jmp .LBB_1037
	movq 432(%rsp), %rcx
	movq %rax, %r13
	jmp .LBB_1173
	jmp .LBB_1166
	movq %rax, %r13
	jmp .LBB_1196
	movq %rax, %rbx
	testq %r13, %r13
	jne .LBB_1155
	movq %rbx, %r13
	jmp .LBB_1206
.LBB_1155:
	shlq $3, %r13
	movl $8, %edx
	movq %r12, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %r13
	jmp .LBB_1206
	movb $1, %bpl
	movq %rax, %r13
	jmp .LBB_1168
	jmp .LBB_1166
	movq %rax, %r13
	jmp .LBB_1179
	movq %rax, %r13
	jmp .LBB_1208
	jmp .LBB_1166
	movq %rax, %r13
	jmp .LBB_1209
	jmp .LBB_1166
	movq %rax, %r13
	movq %r14, %rcx
	jmp .LBB_1169
	jmp .LBB_1166
.LBB_1166:
	movq 1376(%rsp), %rsi
	movb $1, %bpl
	movq %rax, %r13
	testq %rsi, %rsi
	je .LBB_1168
	movq 1384(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1168:
	movq 432(%rsp), %rcx
.LBB_1169:
	movq 1656(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1172
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1172
	movq 1648(%rsp), %rdi
	movl $16, %edx
	subq %rax, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 432(%rsp), %rcx
.LBB_1172:
	testb %bpl, %bpl
	je .LBB_1176
.LBB_1173:
	testq %rcx, %rcx
	je .LBB_1176
	movq 680(%rsp), %rdi
	shlq $3, %rcx
	movl $8, %edx
	leaq (%rcx,%rcx,4), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1176
	movq %rax, %r13
.LBB_1176:
	movq 1360(%rsp), %r14
	movq 1368(%rsp), %rbx
	testq %rbx, %rbx
	jne .LBB_1183
.LBB_1177:
	movq 1352(%rsp), %rax
	testq %rax, %rax
	je .LBB_1179
	shlq $3, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1179:
	movq 1528(%rsp), %r14
	testq %r14, %r14
	je .LBB_1196
	movq 1544(%rsp), %r15
	movq %r13, (%rsp)
	testq %r15, %r15
	jne .LBB_1187
.LBB_1181:
	movq %r14, %rax
	shlq $5, %rax
	addq %rax, %r14
	addq $49, %r14
	je .LBB_1195
	movq 1520(%rsp), %rdi
	movl $16, %edx
	movq %r14, %rsi
	subq %rax, %rdi
	addq $-32, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1195:
	movq (%rsp), %r13
.LBB_1196:
	movq 1336(%rsp), %r14
	movq 1344(%rsp), %rbx
	testq %rbx, %rbx
	jne .LBB_1199
.LBB_1197:
	movq 1328(%rsp), %rax
	testq %rax, %rax
	je .LBB_1206
	shlq $4, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1206
.LBB_1199:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	leaq 32(%r14), %r15
	jmp .LBB_1201
.LBB_1200:
	addq $48, %r15
	decq %rbx
	je .LBB_1197
.LBB_1201:
	movq -32(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1203
	movq -24(%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_1203:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1200
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_1200
.LBB_1183:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	leaq 8(%r14), %r15
	jmp .LBB_1185
.LBB_1184:
	addq $24, %r15
	decq %rbx
	je .LBB_1177
.LBB_1185:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1184
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_1184
.LBB_1187:
	movq 1520(%rsp), %r12
	vpcmpeqd %xmm0, %xmm0, %xmm0
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %rbp
	vpcmpltb (%r12), %xmm0, %k0
	leaq 16(%r12), %r13
	kmovd %k0, %ebx
	jmp .LBB_1189
.LBB_1188:
	blsrl %ebx, %ebx
	decq %r15
	je .LBB_1181
.LBB_1189:
	testw %bx, %bx
	jne .LBB_1192
.LBB_1190:
	vpcmpltb (%r13), %xmm0, %k0
	addq $-512, %r12
	addq $16, %r13
	kortestw %k0, %k0
	je .LBB_1190
	kmovd %k0, %ebx
.LBB_1192:
	tzcntl %ebx, %ecx
	movq %r12, %rax
	shll $5, %ecx
	subq %rcx, %rax
	movq -24(%rax), %rsi
	testq %rsi, %rsi
	je .LBB_1188
	movq -16(%rax), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *%rbp
	vpcmpeqd %xmm0, %xmm0, %xmm0
	jmp .LBB_1188
	movq %rax, %r13
.LBB_1206:
	movq 1304(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1208
	movq 1312(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1208:
	leaq 696(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1209:
	movq 1456(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1212
	movq 1480(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1213
.LBB_1211:
	movq %r13, %rdi
	callq _Unwind_Resume@PLT
.LBB_1212:
	movq 1464(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1480(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1211
.LBB_1213:
	movq 1488(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r13, %rdi
	callq _Unwind_Resume@PLT
