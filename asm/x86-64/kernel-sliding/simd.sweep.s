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
	subq $2296, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $2296, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $2296, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq %rdi, %r12
	movq 16(%rdx), %r14
	movq %rdx, %rbx
	movq 24(%rdx), %r15
	movq %r14, %rdi
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	movq %rdx, 1208(%rsp)
	movq %r14, %rbx
	leaq 1800(%rsp), %r14
	movq %r14, %rdi
	movq %rsi, 1240(%rsp)
	movq %rdx, 1168(%rsp)
	movq %rbx, %rcx
	movq %r15, %r8
	callq kernel_sliding::grid_for
	movq %r15, 640(%rsp)
	shlq $4, %r15
	leaq (%r15,%r15,2), %r15
	leaq (%rbx,%r15), %rax
	movq $0, 1288(%rsp)
	movq $0, 1352(%rsp)
	movq %rbx, 1224(%rsp)
	movq %rbx, 1416(%rsp)
	movq %rax, 1624(%rsp)
	movq %rax, 1424(%rsp)
	leaq 1288(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 80(%rsp)
	cmpq $0, 640(%rsp)
	je .LBB_18
.LBB_8:
	movq 1224(%rsp), %rax
	movq 16(%rax), %rax
	testq %rax, %rax
	js .LBB_966
	movq %rax, %rcx
	movq 1224(%rsp), %rax
	movq 24(%rax), %rax
	testq %rax, %rax
	js .LBB_966
	cmpq %rcx, %rax
	cmovaq %rax, %rcx
	movq %rcx, %rdi
	cmpq $1, 640(%rsp)
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rcx
	movq %r15, %rax
	mulq %rcx
	shrq $5, %rdx
	movq 1224(%rsp), %rax
	addq $72, %rax
.LBB_12:
	movq -8(%rax), %rcx
	testq %rcx, %rcx
	js .LBB_966
	movq (%rax), %rsi
	testq %rsi, %rsi
	js .LBB_966
	cmpq %rcx, %rsi
	cmovaq %rsi, %rcx
	cmpq %rcx, %rdi
	cmovbeq %rcx, %rdi
	addq $48, %rax
	decq %rdx
	jne .LBB_12
.LBB_15:
	movq %rdi, %rsi
	cmpq $1, %rdi
	adcq $-1, %rsi
	jmp .LBB_19
.LBB_16:
	movq %r12, %rdi
	movq %rbx, %rsi
	addq $2296, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 80(%rsp)
	cmpq $0, 640(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %esi, %esi
.LBB_19:
	leaq 1288(%rsp), %rdi
	movq %rsi, 88(%rsp)
	callq kernel_sliding::blocked::Scratch<_>::new
	xorpd %xmm0, %xmm0
	movapd %xmm0, 960(%rsp)
	movapd %xmm0, 944(%rsp)
	movapd %xmm0, 928(%rsp)
	movapd %xmm0, 912(%rsp)
	movapd %xmm0, 896(%rsp)
	movapd %xmm0, 880(%rsp)
	movapd %xmm0, 864(%rsp)
	movapd %xmm0, 848(%rsp)
	movq 80(%rsp), %rax
	leaq 1025(%rax), %rdx
	leaq 1656(%rsp), %rdi
	leaq 848(%rsp), %rsi
	movq %rdx, 1120(%rsp)
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movabsq $9223372036854775800, %rcx
	movq 88(%rsp), %rax
	leaq (,%rax,8), %r13
	shrq $61, %rax
	setne %al
	cmpq %rcx, %r13
	seta %cl
	orb %al, %cl
	je .LBB_24
	xorl %ebp, %ebp
.LBB_23:
	movq %rbp, %rdi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_24:
	movq %r12, 1760(%rsp)
	testq %r13, %r13
	je .LBB_33
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebp
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, %r15
	movq 88(%rsp), %rax
	movq %rax, %r12
	testq %r15, %r15
	je .LBB_23
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rax
	jb .LBB_34
.LBB_27:
	leaq -1(%rax), %rdx
	movl $1, %ecx
	movq %r15, %rax
	cmpq $4, %rdx
	jb .LBB_31
	movq %rdx, %rsi
	andq $-4, %rsi
	leaq (%r15,%rsi,8), %rax
	leaq 1(%rsi), %rcx
	xorl %edi, %edi
	movapd .LCPI_0(%rip), %xmm0
.LBB_29:
	movupd %xmm0, (%r15,%rdi,8)
	movupd %xmm0, 16(%r15,%rdi,8)
	addq $4, %rdi
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
	movl $8, %r15d
	xorl %r12d, %r12d
	movq 88(%rsp), %rax
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rax
	jae .LBB_27
.LBB_34:
	movq %rax, %rcx
	movq %r15, %rax
	testq %rcx, %rcx
	je .LBB_62
.LBB_35:
	movq %rbx, (%rax)
	testq %r13, %r13
	je .LBB_38
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 88(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_1031
	movq %rax, %rdx
	cmpq $2, %rsi
	jae .LBB_39
	jmp .LBB_45
.LBB_38:
	xorl %ecx, %ecx
	movl $8, %eax
	movq 88(%rsp), %rsi
	movq %rax, %rdx
	cmpq $2, %rsi
	jb .LBB_45
.LBB_39:
	movq 88(%rsp), %rdx
	leaq -1(%rdx), %rdi
	movl $1, %esi
	movq %rax, %rdx
	cmpq $4, %rdi
	jb .LBB_43
	movq %rdi, %r8
	andq $-4, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
	xorl %r9d, %r9d
	movapd .LCPI_0(%rip), %xmm0
.LBB_41:
	movupd %xmm0, (%rax,%r9,8)
	movupd %xmm0, 16(%rax,%r9,8)
	addq $4, %r9
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
	movq %r12, 848(%rsp)
	movq %r15, 856(%rsp)
	movq 88(%rsp), %rdx
	movq %rdx, 864(%rsp)
	movq %rcx, 872(%rsp)
	movq %rax, 880(%rsp)
	movq %rdx, 888(%rsp)
	leaq 1680(%rsp), %rdi
	leaq 848(%rsp), %rsi
	movq 640(%rsp), %rdx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %r15
	cmpb $1, 16(%rax)
	jne .LBB_922
	movq (%r15), %rax
	movq 8(%r15), %rdx
.LBB_49:
	leaq 1(%rax), %rcx
	movq %rcx, (%r15)
	movq %r14, 1856(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 1864(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 1880(%rsp)
	movq %rax, 1896(%rsp)
	movq %rdx, 1904(%rsp)
	movq 1224(%rsp), %rax
	movq %rax, 1912(%rsp)
	movq 1624(%rsp), %rax
	movq %rax, 1920(%rsp)
	leaq 1856(%rsp), %rax
	movq %rax, 1928(%rsp)
	leaq 1704(%rsp), %rdi
	leaq 1912(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 640(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_53
	xorl %r12d, %r12d
.LBB_52:
	movq %r12, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_53:
	testq %r14, %r14
	je .LBB_63
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r12d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 640(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_52
	movq %rcx, 1112(%rsp)
	cmpq $2, %rsi
	movq %rax, 1264(%rsp)
	jb .LBB_64
.LBB_56:
	leaq -1(%rsi), %rcx
	addq $-2, %rsi
	movl %ecx, %edi
	andl $7, %edi
	movq %rax, %rdx
	cmpq $7, %rsi
	movq 1168(%rsp), %r12
	jb .LBB_60
	andq $-8, %rcx
	xorpd %xmm0, %xmm0
	movq 1264(%rsp), %rdx
.LBB_58:
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
	jne .LBB_58
	testq %rdi, %rdi
	je .LBB_65
.LBB_60:
	xorpd %xmm0, %xmm0
.LBB_61:
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rdi
	jne .LBB_61
	jmp .LBB_65
.LBB_62:
	movl $8, %eax
	xorl %ecx, %ecx
	jmp .LBB_46
.LBB_63:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 640(%rsp), %rsi
	movq %rcx, 1112(%rsp)
	cmpq $2, %rsi
	movq %rax, 1264(%rsp)
	jae .LBB_56
.LBB_64:
	movq %rax, %rdx
	testq %rsi, %rsi
	movq 1168(%rsp), %r12
	je .LBB_66
.LBB_65:
	xorpd %xmm0, %xmm0
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_66:
	cmpb $1, 16(%r15)
	jne .LBB_939
	movq (%r15), %rax
	movq 8(%r15), %rcx
.LBB_68:
	leaq 1(%rax), %rdx
	movq %rdx, (%r15)
	movq 1240(%rsp), %rdx
	movq %rdx, 1936(%rsp)
	movq %r12, 1944(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 1952(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 1968(%rsp)
	movq %rax, 1984(%rsp)
	movabsq $1151796703138937857, %rax
	mulq 1208(%rsp)
	movq %rcx, 1992(%rsp)
	shrq $10, %rdx
	rorq $4, %rax
	movabsq $1124801467909119, %rcx
	xorl %esi, %esi
	cmpq %rcx, %rax
	seta %sil
	addq %rdx, %rsi
	movq %rsi, 1592(%rsp)
	movq 640(%rsp), %r14
	je .LBB_892
	movq 80(%rsp), %rax
	leaq 1(%rax), %rcx
	movq %rcx, 680(%rsp)
	movq 88(%rsp), %rcx
	leaq 1(%rcx), %rdx
	movq %rdx, 1256(%rsp)
	leaq 1025(%rcx), %rdx
	movq %rdx, 1248(%rsp)
	movq %rcx, %rdx
	shlq $7, %rdx
	leaq -1025(%rcx), %rsi
	movq %rsi, 1600(%rsp)
	movl $1025, %esi
	subq %rcx, %rsi
	movq %rsi, 1608(%rsp)
	movq %rax, %rbx
	negq %rbx
	shlq $7, %rax
	movq %rax, 1128(%rsp)
	movl $1, %eax
	subq %rcx, %rax
	movq %rax, 1272(%rsp)
	movq %rdx, 800(%rsp)
	leaq 112(%rdx), %rax
	movq %rax, 1216(%rsp)
	leaq .Lanon.1(%rip), %rax
	movq %rax, 16(%rsp)
	leaq .Lanon.2(%rip), %rax
	movq %rax, 784(%rsp)
	xorl %ecx, %ecx
	movsd .LCPI_1(%rip), %xmm1
	movq %rbx, 1232(%rsp)
.LBB_70:
	leaq 16400(%rcx), %rax
	movq %rcx, 648(%rsp)
	movq 1664(%rsp), %rdx
	movq %rdx, 592(%rsp)
	movq 1672(%rsp), %rdx
	movq %rax, 1752(%rsp)
	testq %rdx, %rdx
	movq %rdx, 96(%rsp)
	je .LBB_79
	movq %rdx, %rax
	shlq $7, %rax
	movq 592(%rsp), %rcx
	addq %rcx, %rax
	xorl %edx, %edx
	jmp .LBB_73
.LBB_72:
	cmpq %rax, %rcx
	je .LBB_78
.LBB_73:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	xorl %r9d, %r9d
	jmp .LBB_76
.LBB_74:
	movq 1240(%rsp), %r10
	movsd (%r10,%rdi,8), %xmm0
.LBB_75:
	movsd %xmm0, (%r8,%r9)
	addq $8, %r9
	addq $1025, %rsi
	cmpq $128, %r9
	je .LBB_72
.LBB_76:
	movq 648(%rsp), %r10
	leaq (%rsi,%r10), %rdi
	movapd %xmm1, %xmm0
	cmpq 80(%rsp), %rdi
	jb .LBB_75
	addq %rbx, %r10
	addq %rsi, %r10
	movq 1208(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %r12, %rdi
	jb .LBB_74
	jmp .LBB_950
.LBB_78:
	movq 648(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_79:
	movq 1808(%rsp), %rdx
	movq 1816(%rsp), %rsi
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_85
	cmpq $1, %rsi
	jne .LBB_82
	xorl %edi, %edi
	jmp .LBB_84
.LBB_82:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_83:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_83
.LBB_84:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_85:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 2008(%rsp)
	movq %rdx, 2016(%rsp)
	movq %rax, 2024(%rsp)
	movb $0, 2032(%rsp)
	leaq 648(%rsp), %rax
	movq %rax, 2000(%rsp)
	leaq 1728(%rsp), %rdi
	leaq 2000(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1736(%rsp), %rax
	movq %rax, 488(%rsp)
	movq 1744(%rsp), %rax
	movq %rax, 104(%rsp)
	cmpq $2, %rax
	jae .LBB_889
.LBB_87:
	decq 1592(%rsp)
	movq 648(%rsp), %rax
	movq 1208(%rsp), %rcx
	movq 1808(%rsp), %rdx
	movq 1816(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_91
.LBB_88:
	xorl %r10d, %r10d
.LBB_89:
	movq 1232(%rsp), %rbx
.LBB_90:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 848(%rsp,%r9)
	movq %r11, 856(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_109
.LBB_91:
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
	jne .LBB_88
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
	movq 640(%rsp), %r14
.LBB_98:
	shlq $3, %r11
.LBB_99:
	cmpq %r11, %rdi
	je .LBB_102
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_102
	movabsq $1151796703138937857, %r15
	imulq %r15, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r15
	cmpq %r15, %rbx
	jb .LBB_99
	jmp .LBB_88
.LBB_102:
	movl $1, %r10d
	testq %rsi, %rsi
	movq 1232(%rsp), %rbx
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
	movq 640(%rsp), %r14
	jmp .LBB_89
.LBB_109:
	movl $256, %edx
	leaq 2040(%rsp), %rdi
	leaq 848(%rsp), %rsi
	callq *memcpy@GOTPCREL(%rip)
	testq %r14, %r14
	movsd .LCPI_1(%rip), %xmm1
	je .LBB_886
	cmpq $-1025, 80(%rsp)
	setae %al
	movq 680(%rsp), %rcx
	shlq $7, %rcx
	movq 592(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 688(%rsp)
	movq 104(%rsp), %rcx
	shlq $4, %rcx
	addq 488(%rsp), %rcx
	movq %rcx, 808(%rsp)
	movq 96(%rsp), %rcx
	cmpq %rcx, 1120(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 31(%rsp)
	movq 1128(%rsp), %rax
	addq %rdx, %rax
	movq %rax, 1200(%rsp)
	leaq 112(%rdx), %rax
	movq %rax, 1184(%rsp)
	leaq 128(%rdx), %rax
	movq %rax, 1192(%rsp)
	movq 1224(%rsp), %r11
	movq $0, 792(%rsp)
.LBB_111:
	movq 16(%r11), %rax
	testq %rax, %rax
	js .LBB_979
	movq (%r11), %r9
	movq 8(%r11), %rdx
	movq %r9, %rcx
	movq %rdx, 816(%rsp)
	orq %rdx, %rcx
	js .LBB_979
	leaq -1(%r9), %r14
	movq 816(%rsp), %rcx
	decq %rcx
	cmpq %rcx, %r14
	movq %rcx, %rdx
	cmovaq %r14, %rdx
	movq 24(%r11), %rsi
	testq %rsi, %rsi
	js .LBB_979
	movq 32(%r11), %rdi
	movq 40(%r11), %r10
	movq %rdi, %r8
	orq %r10, %r8
	js .LBB_979
	addq %rdx, %rax
	decq %rax
	decq %rdi
	decq %r10
	cmpq %r10, %rdi
	cmovaq %rdi, %r10
	leaq -1(%rsi), %rdx
	cmpq %rdx, %r10
	cmovbeq %rdx, %r10
	movq 648(%rsp), %rdi
	movq %rax, %rbx
	subq %rdi, %rbx
	setb %dl
	leaq 16400(%rdi), %r8
	cmpq %r8, %rax
	setae %al
	orb %dl, %al
	movq %r9, 704(%rsp)
	jne .LBB_118
	movq %rbx, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rbx
	je .LBB_118
	movq %rdx, 1768(%rsp)
	movl $1, %eax
	movq %rax, 760(%rsp)
	jmp .LBB_119
.LBB_118:
	movq $0, 760(%rsp)
.LBB_119:
	movq 688(%rsp), %r9
	leaq (%rsi,%r10), %rax
	decq %rax
	movq %rax, %r10
	subq %rdi, %r10
	setb %dl
	cmpq %r8, %rax
	setae %al
	orb %dl, %al
	jne .LBB_122
	movq %r10, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	movq %rdx, 1776(%rsp)
	addq %rdx, %rax
	subq %rax, %r10
	je .LBB_122
	movl $1, %eax
	movq %rax, 1176(%rsp)
	jmp .LBB_123
.LBB_122:
	movq $0, 1176(%rsp)
.LBB_123:
	movq 1696(%rsp), %rax
	cmpq %rax, 792(%rsp)
	jae .LBB_1008
	movq %rcx, %rsi
	subq %rdi, %rsi
	setb %al
	cmpq %r8, %rcx
	setae %cl
	orb %al, %cl
	movq %rbx, 696(%rsp)
	movq %r14, 1136(%rsp)
	jne .LBB_127
	movq %rsi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rsi
	movq 96(%rsp), %r8
	movq 104(%rsp), %rdi
	je .LBB_128
	movq %rsi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %ecx
	jmp .LBB_129
.LBB_127:
	xorl %ecx, %ecx
	movq 96(%rsp), %r8
	movq 104(%rsp), %rdi
	jmp .LBB_129
.LBB_128:
	xorl %ecx, %ecx
.LBB_129:
	movq 792(%rsp), %rax
	leaq (%rax,%rax,2), %r14
	movq %r14, %rax
	shlq $4, %rax
	addq 1688(%rsp), %rax
	movq %rax, 1616(%rsp)
	movq %rcx, 600(%rsp)
	movq 1296(%rsp), %rdx
	movq 1304(%rsp), %r13
	movq 816(%rsp), %rsi
	cmpq $1, %rsi
	movq %r11, 520(%rsp)
	movq %r10, 1280(%rsp)
	movq %r13, 8(%rsp)
	movq %r14, 1784(%rsp)
	jne .LBB_138
	cmpb $0, 31(%rsp)
	jne .LBB_915
	movl $112, %ecx
	movq $-1, %rax
.LBB_132:
	incq %rax
	cmpq %rax, %r13
	je .LBB_970
	movq 1200(%rsp), %rdi
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
	jne .LBB_132
.LBB_134:
	movq 1328(%rsp), %rbp
	movq %rbp, %r13
	subq 88(%rsp), %r13
	jb .LBB_924
	movq 648(%rsp), %rax
	movq 1136(%rsp), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	setb %cl
	addq $16400, %rax
	cmpq %rax, %rdx
	setae %al
	orb %cl, %al
	movq 688(%rsp), %r9
	movq 520(%rsp), %r14
	jne .LBB_195
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_195
	movq %rdi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %eax
	jmp .LBB_196
.LBB_195:
	xorl %eax, %eax
.LBB_196:
	movq 1320(%rsp), %rdx
	movq 800(%rsp), %rcx
	movq %rdx, 1584(%rsp)
	leaq (%rdx,%rcx), %r11
	movq %rax, 600(%rsp)
	movq 1296(%rsp), %rcx
	movq 1304(%rsp), %rax
	movq %rax, 752(%rsp)
	movq 704(%rsp), %rsi
	cmpq $1, %rsi
	movq %r13, 8(%rsp)
	jne .LBB_211
	cmpb $0, 31(%rsp)
	jne .LBB_920
	addq 1272(%rsp), %rbp
	movl $112, %eax
	xorl %edi, %edi
	movq 752(%rsp), %r8
.LBB_199:
	cmpq %rdi, %r8
	je .LBB_974
	incq %rdi
	cmpq %rdi, %rbp
	je .LBB_973
	movupd -112(%rcx,%rax), %xmm0
	movupd -96(%rcx,%rax), %xmm1
	movupd -80(%rcx,%rax), %xmm2
	movupd -64(%rcx,%rax), %xmm3
	addpd %xmm0, %xmm0
	movq 1200(%rsp), %rdx
	movupd -112(%rdx,%rax), %xmm4
	movupd -96(%rdx,%rax), %xmm5
	movupd -80(%rdx,%rax), %xmm6
	movupd -64(%rdx,%rax), %xmm7
	xorpd %xmm9, %xmm9
	addpd %xmm9, %xmm4
	subpd %xmm4, %xmm0
	addpd %xmm1, %xmm1
	addpd %xmm9, %xmm5
	subpd %xmm5, %xmm1
	addpd %xmm2, %xmm2
	addpd %xmm9, %xmm6
	subpd %xmm6, %xmm2
	addpd %xmm3, %xmm3
	addpd %xmm9, %xmm7
	subpd %xmm7, %xmm3
	movupd -48(%rcx,%rax), %xmm4
	addpd %xmm4, %xmm4
	movupd -48(%rdx,%rax), %xmm5
	addpd %xmm9, %xmm5
	subpd %xmm5, %xmm4
	movupd -32(%rcx,%rax), %xmm5
	addpd %xmm5, %xmm5
	movupd -32(%rdx,%rax), %xmm6
	addpd %xmm9, %xmm6
	subpd %xmm6, %xmm5
	movupd -16(%rcx,%rax), %xmm6
	addpd %xmm6, %xmm6
	movupd -16(%rdx,%rax), %xmm7
	addpd %xmm9, %xmm7
	subpd %xmm7, %xmm6
	movupd (%rcx,%rax), %xmm7
	addpd %xmm7, %xmm7
	movupd (%rdx,%rax), %xmm8
	addpd %xmm9, %xmm8
	subpd %xmm8, %xmm7
	movupd %xmm0, -112(%r11,%rax)
	movupd %xmm1, -96(%r11,%rax)
	movupd %xmm2, -80(%r11,%rax)
	movupd %xmm3, -64(%r11,%rax)
	movupd %xmm4, -48(%r11,%rax)
	movupd %xmm5, -32(%r11,%rax)
	movupd %xmm6, -16(%r11,%rax)
	movupd %xmm7, (%r11,%rax)
	addq $128, %rax
	cmpq $131312, %rax
	jne .LBB_199
.LBB_202:
	movq 1328(%rsp), %rax
	movq 88(%rsp), %rdx
	subq %rdx, %rax
	movq %rax, 8(%rsp)
	movq 1608(%rsp), %r10
	jb .LBB_919
	movq 1320(%rsp), %rax
	movq 1616(%rsp), %rdi
	movq 8(%rdi), %rcx
	movq 16(%rdi), %rsi
	testq %rdx, %rdx
	movq 8(%rsp), %r11
	movq 696(%rsp), %r13
	je .LBB_208
	movq 800(%rsp), %rdx
	leaq (%rax,%rdx), %rdi
	movq %rax, %r8
	xorl %edx, %edx
.LBB_205:
	leaq (%r10,%rdx), %r9
	cmpq %r11, %r9
	jae .LBB_967
	cmpq %rdx, %rsi
	je .LBB_969
	movsd (%rcx,%rdx,8), %xmm0
	movsd %xmm0, (%r8)
	movups 131200(%r8), %xmm0
	movupd 131216(%r8), %xmm1
	movupd 131232(%r8), %xmm2
	movupd 131248(%r8), %xmm3
	movups %xmm0, 8(%r8)
	movupd %xmm1, 24(%r8)
	movupd %xmm2, 40(%r8)
	movupd %xmm3, 56(%r8)
	movups 131264(%r8), %xmm0
	movups %xmm0, 72(%r8)
	movups 131280(%r8), %xmm0
	movups %xmm0, 88(%r8)
	movupd 131296(%r8), %xmm0
	movupd %xmm0, 104(%r8)
	movq 131312(%r8), %r9
	movq %r9, 120(%r8)
	subq $-128, %r8
	incq %rdx
	cmpq %rdi, %r8
	jne .LBB_205
.LBB_208:
	testq %rsi, %rsi
	movq 1600(%rsp), %r8
	je .LBB_279
	movq %rsi, %r9
	leaq (,%rsi,8), %rdi
	addq $-8, %rdi
	shrq $3, %rdi
	cmpq %r10, %r11
	movq %r10, %rdx
	cmovaq %r11, %rdx
	addq %r8, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	cmpq $8, %rdx
	jae .LBB_217
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_276
.LBB_138:
	movq %rcx, %r10
	leaq 1(%rsi), %rax
	imulq %rsi, %rax
	movq 680(%rsp), %rcx
	movq %rcx, %rbx
	subq %rsi, %rbx
	movq %rax, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 112(%rsp)
	movapd %xmm0, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 224(%rsp)
	cmpq %r8, 80(%rsp)
	jae .LBB_918
	cmpq %rsi, %rcx
	jb .LBB_938
	testq %rsi, %rsi
	movapd %xmm1, 768(%rsp)
	je .LBB_145
	shlq $7, %rbx
	addq 592(%rsp), %rbx
	movapd 272(%rsp), %xmm3
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm12
	movapd 128(%rsp), %xmm7
	movapd 208(%rsp), %xmm5
	movapd 224(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm6, %xmm6
	movhpd 360(%rsp), %xmm6
	xorpd %xmm10, %xmm10
	movhpd 200(%rsp), %xmm10
	movl $1, %eax
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
	movq %r10, %rcx
.LBB_142:
	xorps %xmm0, %xmm0
	cvtsi2sd %rax, %xmm0
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
	movapd 32(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 32(%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm2, %xmm5
	movapd %xmm8, %xmm2
	movapd %xmm6, %xmm8
	movapd 64(%rsp), %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, 64(%rsp)
	movapd %xmm8, %xmm6
	movapd %xmm2, %xmm8
	movapd %xmm5, %xmm2
	movapd %xmm4, %xmm5
	addpd %xmm1, %xmm9
	subq $-128, %rbx
	incq %rax
	cmpq %r9, %rbx
	jne .LBB_142
	movapd %xmm3, %xmm0
	movapd %xmm3, 272(%rsp)
	movapd %xmm12, 112(%rsp)
	movapd 48(%rsp), %xmm3
	movapd %xmm3, 288(%rsp)
	movapd %xmm7, 128(%rsp)
	movapd %xmm11, 304(%rsp)
	movapd %xmm15, 144(%rsp)
	movapd %xmm8, 320(%rsp)
	movapd %xmm14, 160(%rsp)
	movapd %xmm2, 336(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm6, 352(%rsp)
	movapd %xmm10, 192(%rsp)
	movapd 32(%rsp), %xmm10
	movapd %xmm10, 368(%rsp)
	movapd %xmm5, 208(%rsp)
	movapd 64(%rsp), %xmm4
	movapd %xmm4, 384(%rsp)
	movapd %xmm9, 224(%rsp)
	movapd 768(%rsp), %xmm1
	movapd %xmm3, %xmm9
	movapd %xmm6, %xmm7
	movapd %xmm2, %xmm3
	jmp .LBB_146
.LBB_211:
	leaq 1(%rsi), %rax
	imulq %rsi, %rax
	movq 680(%rsp), %rdx
	movq %rdx, %rbx
	subq %rsi, %rbx
	movq %rax, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm11
	unpckhpd %xmm0, %xmm11
	addsd %xmm0, %xmm11
	mulsd .LCPI_4(%rip), %xmm11
	xorpd %xmm0, %xmm0
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 112(%rsp)
	movapd %xmm0, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 224(%rsp)
	cmpq %r8, 80(%rsp)
	jae .LBB_918
	cmpq %rsi, %rdx
	movq 88(%rsp), %rax
	jb .LBB_921
	testq %rsi, %rsi
	movapd %xmm11, 1632(%rsp)
	je .LBB_220
	shlq $7, %rbx
	addq 592(%rsp), %rbx
	movapd 272(%rsp), %xmm5
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 384(%rsp), %xmm7
	movapd 112(%rsp), %xmm12
	movapd 128(%rsp), %xmm11
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 224(%rsp), %xmm9
	xorpd %xmm4, %xmm4
	xorpd %xmm6, %xmm6
	movhpd 360(%rsp), %xmm6
	xorpd %xmm10, %xmm10
	movhpd 200(%rsp), %xmm10
	movl $1, %eax
	xorpd %xmm2, %xmm2
	xorpd %xmm8, %xmm8
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
	movq 752(%rsp), %r8
.LBB_215:
	xorps %xmm0, %xmm0
	cvtsi2sd %rax, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm5
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	movapd 32(%rsp), %xmm3
	addpd %xmm1, %xmm3
	movapd %xmm3, 32(%rsp)
	movupd 32(%rbx), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm4
	movupd 48(%rbx), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 64(%rbx), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 80(%rbx), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 96(%rbx), %xmm1
	movapd 48(%rsp), %xmm3
	addpd %xmm1, %xmm3
	movapd %xmm3, 48(%rsp)
	mulpd %xmm0, %xmm1
	movapd %xmm9, %xmm3
	movapd 64(%rsp), %xmm9
	addpd %xmm1, %xmm9
	movapd %xmm9, 64(%rsp)
	movapd %xmm3, %xmm9
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	addpd %xmm0, %xmm7
	addpd %xmm1, %xmm9
	subq $-128, %rbx
	incq %rax
	cmpq %r9, %rbx
	jne .LBB_215
	movapd %xmm5, %xmm1
	movapd %xmm5, 272(%rsp)
	movapd %xmm12, 112(%rsp)
	movapd 32(%rsp), %xmm5
	movapd %xmm5, 288(%rsp)
	movapd %xmm11, 128(%rsp)
	movapd %xmm4, %xmm0
	movapd %xmm4, 304(%rsp)
	movapd %xmm15, 144(%rsp)
	movapd %xmm2, 320(%rsp)
	movapd %xmm14, 160(%rsp)
	movapd %xmm8, 336(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm6, 352(%rsp)
	movapd %xmm10, 192(%rsp)
	movapd 64(%rsp), %xmm13
	movapd %xmm13, 368(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 208(%rsp)
	movapd %xmm7, 384(%rsp)
	movapd %xmm9, 224(%rsp)
	movq 88(%rsp), %rax
	movapd 1632(%rsp), %xmm11
	movapd %xmm7, %xmm12
	movapd %xmm6, %xmm4
	movapd %xmm0, %xmm7
	movapd %xmm8, %xmm3
	jmp .LBB_221
.LBB_217:
	cmpq %r10, %r11
	movq %r8, %r9
	movq %r10, %r8
	cmovaq %r11, %r8
	addq %r9, %r8
	cmpq %r8, %rdi
	cmovbq %rdi, %r8
	movq %r8, %rdi
	shlq $7, %rdi
	addq %rax, %rdi
	addq $131328, %rdi
	cmpq %rdi, %rcx
	jae .LBB_273
	leaq (%rcx,%r8,8), %rdi
	addq $8, %rdi
	leaq 131320(%rax), %r8
	cmpq %rdi, %r8
	jae .LBB_273
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_275
.LBB_145:
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm7, %xmm7
	xorpd %xmm10, %xmm10
	xorpd %xmm4, %xmm4
	movq %r10, %rcx
.LBB_146:
	testq %r13, %r13
	je .LBB_1007
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
	movb %cl, 552(%rsp)
	movq 608(%rsp), %rax
	movq %rax, 624(%rsp)
	movq %rcx, %rsi
	movq 816(%rsp), %rcx
	xorps %xmm2, %xmm2
	cvtsi2sd %rcx, %xmm2
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm1, %xmm0
	testq %rsi, %rsi
	leaq 608(%rsp), %rax
	cmovneq %rax, %rsi
	movq %rsi, 1152(%rsp)
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 528(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 832(%rsp)
	movq 80(%rsp), %r14
	subq %rcx, %r14
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 720(%rsp)
	movl $1, %esi
	xorl %r15d, %r15d
.LBB_148:
	cmpq %rdi, %r15
	jae .LBB_153
	movq %r15, %rax
	shlq $4, %rax
	addq 488(%rsp), %rax
.LBB_150:
	movq (%rax), %r12
	cmpq %rsi, %r12
	jae .LBB_154
	incq %r15
	addq $16, %rax
	cmpq %r15, %rdi
	jne .LBB_150
	movq %rdi, %r15
	xorl %edi, %edi
	jmp .LBB_155
.LBB_153:
	xorl %edi, %edi
	jmp .LBB_155
.LBB_154:
	movl $1, %edi
.LBB_155:
	cmpq %rsi, 624(%rsp)
	setae %al
	andb 552(%rsp), %al
	testq %rdi, %rdi
	jne .LBB_157
	movl $1025, %ecx
	testb %al, %al
	je .LBB_163
.LBB_157:
	movl $2, %r11d
	subq %rdi, %r11
	testb %dil, %dil
	movq 624(%rsp), %rcx
	movq %rcx, %r10
	cmovneq %r12, %r10
	movzbl %al, %eax
	movq %r11, 848(%rsp)
	movq $2, 856(%rsp)
	movq %rdi, 864(%rsp)
	movq %r12, 872(%rsp)
	movq %rax, 880(%rsp)
	movq %rcx, 888(%rsp)
	testq %rdi, %rdi
	je .LBB_160
	jne .LBB_161
	testq %rdi, %rdi
	jne .LBB_162
	jmp .LBB_191
.LBB_160:
	movq %r10, %rcx
	jmp .LBB_162
.LBB_161:
	movq %rdi, %rax
	xorq $3, %rax
	shll $4, %r11d
	leaq 864(%rsp), %r8
	movq 8(%r8,%r11), %rcx
	cmpq %rcx, %r10
	cmovbq %r10, %rcx
	cmpb $0, (%r8,%r11)
	cmoveq %r10, %rcx
	movq %rcx, %r10
	movq %rax, %r11
	testq %rdi, %rdi
	je .LBB_191
.LBB_162:
	cmpq $1025, %rcx
	movl $1025, %eax
	cmovaeq %rax, %rcx
	movq 96(%rsp), %r8
.LBB_163:
	movapd 272(%rsp), %xmm7
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm10
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm11
	movapd 128(%rsp), %xmm1
	movapd 144(%rsp), %xmm4
	movapd 160(%rsp), %xmm15
	movapd 336(%rsp), %xmm0
	movapd %xmm0, 32(%rsp)
	movapd 176(%rsp), %xmm14
	movapd 352(%rsp), %xmm8
	movapd 192(%rsp), %xmm13
	movapd 368(%rsp), %xmm9
	movapd 208(%rsp), %xmm3
	movapd 384(%rsp), %xmm6
	movapd 224(%rsp), %xmm5
	cmpq %rcx, %rsi
	jae .LBB_169
	movapd %xmm13, 496(%rsp)
	movapd %xmm14, 464(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm4, 448(%rsp)
	movapd %xmm1, 240(%rsp)
	movq %rsi, %rdi
	shlq $7, %rdi
	leaq 112(%rdx), %rax
	leaq (%rax,%rdi), %r10
	addq 1128(%rsp), %rdi
	leaq (%r14,%rsi), %r11
	shlq $7, %r11
	movq 1184(%rsp), %r12
.LBB_165:
	movq 80(%rsp), %rax
	leaq (%rax,%rsi), %rbp
	cmpq %r8, %rbp
	jae .LBB_997
	leaq (%r14,%rsi), %rbp
	cmpq %r8, %rbp
	jae .LBB_931
	movapd %xmm11, 656(%rsp)
	movapd %xmm7, 416(%rsp)
	movapd %xmm10, 560(%rsp)
	cmpq %r13, %rsi
	jae .LBB_1005
	incq %rsi
	movupd (%r12,%rdi), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd (%r12,%r11), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 400(%rsp)
	movapd 528(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm6
	subpd %xmm5, %xmm6
	movupd -16(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%r12,%r11), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 736(%rsp)
	movupd -32(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm13
	movapd 496(%rsp), %xmm2
	addpd %xmm2, %xmm13
	movupd -32(%r12,%r11), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	subpd %xmm2, %xmm8
	movupd -48(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm14
	movapd 464(%rsp), %xmm2
	addpd %xmm2, %xmm14
	movupd -48(%r12,%r11), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm5
	addpd %xmm0, %xmm5
	subpd %xmm2, %xmm5
	movupd -112(%r12,%rdi), %xmm3
	movupd -96(%r12,%rdi), %xmm2
	movupd -80(%r12,%rdi), %xmm1
	movupd -64(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm15
	movapd 432(%rsp), %xmm4
	addpd %xmm4, %xmm15
	movups -112(%r12,%r11), %xmm9
	movaps %xmm9, 32(%rsp)
	movupd -96(%r12,%r11), %xmm11
	movapd %xmm8, %xmm10
	movapd %xmm6, %xmm8
	movupd -64(%r12,%r11), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r12,%r11), %xmm6
	mulpd %xmm7, %xmm0
	movapd 64(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm1, %xmm0
	movapd 448(%rsp), %xmm4
	addpd %xmm4, %xmm0
	subpd %xmm6, %xmm0
	movapd %xmm8, %xmm6
	movapd %xmm10, %xmm8
	mulpd %xmm7, %xmm1
	movapd 560(%rsp), %xmm10
	addpd %xmm1, %xmm10
	subpd %xmm4, %xmm10
	movapd %xmm2, %xmm1
	movapd 240(%rsp), %xmm4
	addpd %xmm4, %xmm1
	subpd %xmm11, %xmm1
	mulpd %xmm7, %xmm2
	movapd 48(%rsp), %xmm11
	addpd %xmm2, %xmm11
	subpd %xmm4, %xmm11
	movapd %xmm3, %xmm2
	movapd 656(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 32(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 416(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 832(%rsp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movupd %xmm3, -112(%r10)
	movapd %xmm4, %xmm3
	movapd %xmm11, 48(%rsp)
	mulpd %xmm11, %xmm3
	movupd %xmm3, -96(%r10)
	movapd %xmm4, %xmm3
	mulpd %xmm10, %xmm3
	movupd %xmm3, -80(%r10)
	movapd %xmm4, %xmm3
	movapd %xmm9, 64(%rsp)
	mulpd %xmm9, %xmm3
	movapd 736(%rsp), %xmm9
	movupd %xmm3, -64(%r10)
	movapd %xmm4, %xmm3
	movapd %xmm5, 32(%rsp)
	mulpd %xmm5, %xmm3
	movupd %xmm3, -48(%r10)
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movupd %xmm3, -32(%r10)
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%r10)
	movapd %xmm4, %xmm3
	movapd 400(%rsp), %xmm4
	mulpd %xmm6, %xmm3
	movupd %xmm3, (%r10)
	subq $-128, %r10
	subq $-128, %r12
	movapd %xmm2, %xmm11
	movapd %xmm1, 240(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm14, 464(%rsp)
	movapd %xmm13, 496(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm4, %xmm5
	cmpq %rsi, %rcx
	jne .LBB_165
	jmp .LBB_170
.LBB_169:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm0
	movapd %xmm3, %xmm12
	movapd %xmm5, %xmm4
.LBB_170:
	movapd %xmm7, 272(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 288(%rsp)
	movapd %xmm10, 304(%rsp)
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 320(%rsp)
	movapd 32(%rsp), %xmm3
	movapd %xmm3, 336(%rsp)
	movapd %xmm8, 352(%rsp)
	movapd %xmm9, 368(%rsp)
	movapd %xmm6, 384(%rsp)
	movapd %xmm2, 112(%rsp)
	movapd %xmm1, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm15, 160(%rsp)
	movapd %xmm14, 176(%rsp)
	movapd %xmm13, 192(%rsp)
	movapd %xmm12, 208(%rsp)
	movapd %xmm4, 224(%rsp)
	cmpq $1024, %rcx
	movq 104(%rsp), %rdi
	ja .LBB_134
	movq 80(%rsp), %rax
	leaq (%rcx,%rax), %rbx
	cmpq %r8, %rbx
	jae .LBB_980
	movapd %xmm4, 400(%rsp)
	movapd %xmm6, 240(%rsp)
	movq %rbx, %rbp
	movq 816(%rsp), %r9
	subq %r9, %rbp
	cmpq %r8, %rbp
	jae .LBB_931
	movapd %xmm7, %xmm11
	movapd %xmm8, %xmm5
	movq %rbx, %r11
	shlq $7, %r11
	movq 592(%rsp), %rax
	movupd (%rax,%r11), %xmm3
	movapd %xmm3, 464(%rsp)
	movapd 528(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm2, %xmm11
	movapd %xmm11, 416(%rsp)
	movapd %xmm11, 272(%rsp)
	movupd 16(%rax,%r11), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm1, %xmm4
	movapd %xmm4, 48(%rsp)
	movapd %xmm4, 288(%rsp)
	movupd 32(%rax,%r11), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 304(%rsp)
	movupd 48(%rax,%r11), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 64(%rsp)
	movapd %xmm4, 320(%rsp)
	movupd 64(%rax,%r11), %xmm3
	movapd %xmm3, 560(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm14, %xmm4
	movapd %xmm4, 32(%rsp)
	movapd %xmm4, 336(%rsp)
	movupd 80(%rax,%r11), %xmm8
	movapd %xmm8, %xmm3
	mulpd %xmm7, %xmm3
	movapd %xmm5, %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm13, %xmm11
	movapd %xmm11, 352(%rsp)
	movupd 96(%rax,%r11), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 368(%rsp)
	movupd 112(%rax,%r11), %xmm4
	movapd %xmm4, %xmm6
	mulpd %xmm7, %xmm6
	movapd 240(%rsp), %xmm7
	addpd %xmm6, %xmm7
	movapd 464(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	movapd 400(%rsp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 384(%rsp)
	movupd (%rax,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 112(%rsp)
	movapd 448(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 128(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 144(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 160(%rsp)
	movapd 560(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 176(%rsp)
	addpd %xmm13, %xmm8
	movupd 80(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm8
	movapd %xmm8, 192(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 208(%rsp)
	addpd %xmm6, %xmm4
	movupd 112(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 224(%rsp)
	movapd 832(%rsp), %xmm0
	movapd 416(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 848(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 864(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 880(%rsp)
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 896(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 912(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 928(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 944(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 960(%rsp)
	movq %r15, %rbp
	cmpq %rdi, %r15
	ja .LBB_907
	leaq 1(%rcx), %rsi
	shlq $4, %rbp
	addq 488(%rsp), %rbp
	incq %rbx
	movq %rbx, %r12
	subq %r9, %rbx
	addq 1192(%rsp), %r11
	xorl %r10d, %r10d
	movq 1152(%rsp), %r13
	movapd 768(%rsp), %xmm4
	jmp .LBB_177
.LBB_175:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_947
.LBB_176:
	movsd %xmm1, 272(%rsp,%rbp,8)
	movsd %xmm0, 112(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 848(%rsp,%rbp,8)
	movq %r8, %r13
	movq %rdi, %rbp
	movq 96(%rsp), %r8
.LBB_177:
	testb %r10b, %r10b
	je .LBB_186
	movq %rbp, %rdi
.LBB_179:
	testq %r13, %r13
	je .LBB_189
	cmpq %rcx, (%r13)
	jne .LBB_189
	movb $2, %r10b
	xorl %r8d, %r8d
	movq %r13, %rbp
	movq 816(%rsp), %rax
	cmpq %rax, %r12
	jb .LBB_897
.LBB_182:
	movq 8(%rbp), %rbp
	testq %rax, %rax
	je .LBB_175
	cmpq $15, %rbp
	ja .LBB_932
	leaq (%r11,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %eax
	movq 720(%rsp), %r9
	xorpd %xmm1, %xmm1
.LBB_185:
	xorps %xmm2, %xmm2
	cvtsi2sd %rax, %xmm2
	movsd (%r13,%r9), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rax
	subq $-128, %r9
	jne .LBB_185
	jmp .LBB_176
.LBB_186:
	movq 808(%rsp), %rax
	movq %rax, %rdi
	cmpq %rax, %rbp
	je .LBB_179
	leaq 16(%rbp), %rdi
	cmpq %rcx, (%rbp)
	jne .LBB_179
	xorl %r10d, %r10d
	movq %r13, %r8
	movq 816(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_182
	jmp .LBB_897
.LBB_189:
	movq 8(%rsp), %r13
	cmpq %r13, %rcx
	jae .LBB_981
	movq %rcx, %rax
	shlq $7, %rax
	movaps 960(%rsp), %xmm0
	movups %xmm0, 112(%rdx,%rax)
	movaps 944(%rsp), %xmm0
	movups %xmm0, 96(%rdx,%rax)
	movaps 928(%rsp), %xmm0
	movups %xmm0, 80(%rdx,%rax)
	movaps 912(%rsp), %xmm0
	movups %xmm0, 64(%rdx,%rax)
	movapd 848(%rsp), %xmm0
	movapd 864(%rsp), %xmm1
	movapd 880(%rsp), %xmm2
	movapd 896(%rsp), %xmm3
	movupd %xmm3, 48(%rdx,%rax)
	movupd %xmm2, 32(%rdx,%rax)
	movupd %xmm1, 16(%rdx,%rax)
	movupd %xmm0, (%rdx,%rax)
	cmpq $1024, %rcx
	movq 104(%rsp), %rdi
	jne .LBB_148
	jmp .LBB_134
.LBB_191:
	movq %r11, %rdi
	orq $2, %rdi
	movzbl 880(%rsp), %r8d
	movq 888(%rsp), %r12
	jmp .LBB_193
.LBB_192:
	testb %r8b, %r8b
	cmovneq %rax, %rcx
	movq %rcx, %r10
	movq %rdi, %r11
	cmpl $2, %edi
	je .LBB_162
.LBB_193:
	shlq $4, %r11
	leaq 864(%rsp), %rax
	movq 8(%rax,%r11), %rcx
	cmpq %rcx, %r10
	cmovbq %r10, %rcx
	cmpb $0, (%rax,%r11)
	cmoveq %r10, %rcx
	movq %rcx, %rax
	cmpq %r12, %rcx
	jb .LBB_192
	movq %r12, %rax
	jmp .LBB_192
.LBB_220:
	xorpd %xmm1, %xmm1
	xorpd %xmm5, %xmm5
	xorpd %xmm7, %xmm7
	xorpd %xmm2, %xmm2
	xorpd %xmm3, %xmm3
	xorpd %xmm4, %xmm4
	xorpd %xmm13, %xmm13
	xorpd %xmm12, %xmm12
	movq 752(%rsp), %r8
.LBB_221:
	testq %r8, %r8
	movq 704(%rsp), %r9
	je .LBB_1033
	cmpq %rax, %rbp
	je .LBB_1034
	movapd %xmm11, %xmm0
	unpcklpd %xmm11, %xmm0
	divpd %xmm0, %xmm12
	divpd %xmm0, %xmm13
	divpd %xmm0, %xmm4
	divpd %xmm0, %xmm3
	divpd %xmm0, %xmm2
	divpd %xmm0, %xmm7
	divpd %xmm0, %xmm5
	divpd %xmm0, %xmm1
	movupd (%rcx), %xmm0
	movupd 16(%rcx), %xmm8
	movupd 32(%rcx), %xmm9
	movupd 48(%rcx), %xmm10
	addpd %xmm0, %xmm0
	subpd %xmm1, %xmm0
	addpd %xmm8, %xmm8
	subpd %xmm5, %xmm8
	addpd %xmm9, %xmm9
	subpd %xmm7, %xmm9
	addpd %xmm10, %xmm10
	subpd %xmm2, %xmm10
	movupd 64(%rcx), %xmm1
	addpd %xmm1, %xmm1
	subpd %xmm3, %xmm1
	movupd 80(%rcx), %xmm3
	addpd %xmm3, %xmm3
	subpd %xmm4, %xmm3
	movupd 96(%rcx), %xmm2
	addpd %xmm2, %xmm2
	subpd %xmm13, %xmm2
	movupd 112(%rcx), %xmm4
	addpd %xmm4, %xmm4
	subpd %xmm12, %xmm4
	movupd %xmm0, (%r11)
	movupd %xmm8, 16(%r11)
	movupd %xmm9, 32(%r11)
	movupd %xmm10, 48(%r11)
	movupd %xmm1, 64(%r11)
	movupd %xmm3, 80(%r11)
	movupd %xmm2, 96(%r11)
	movupd %xmm4, 112(%r11)
	xorps %xmm1, %xmm1
	cvtsi2sd %r9, %xmm1
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm11, %xmm0
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 832(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 720(%rsp)
	movzbl 600(%rsp), %eax
	movq 608(%rsp), %rdx
	movq %rdx, 1136(%rsp)
	movb %al, 591(%rsp)
	testb %al, %al
	movl $0, %edx
	leaq 608(%rsp), %rax
	cmovneq %rax, %rdx
	movq %rdx, 1792(%rsp)
	movq 1584(%rsp), %rax
	addq 1216(%rsp), %rax
	movq %rax, 1584(%rsp)
	movq 80(%rsp), %rax
	subq %r9, %rax
	movq %rax, 624(%rsp)
	movq %r9, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 552(%rsp)
	movl $1, %esi
	xorl %ebx, %ebx
.LBB_224:
	movq 104(%rsp), %rdx
	cmpq %rdx, %rbx
	jae .LBB_229
	movq %rbx, %rax
	shlq $4, %rax
	addq 488(%rsp), %rax
.LBB_226:
	movq (%rax), %r14
	cmpq %rsi, %r14
	jae .LBB_230
	incq %rbx
	addq $16, %rax
	cmpq %rbx, %rdx
	jne .LBB_226
	movq %rdx, %rbx
	xorl %eax, %eax
	jmp .LBB_231
.LBB_229:
	xorl %eax, %eax
	jmp .LBB_231
.LBB_230:
	movl $1, %eax
.LBB_231:
	cmpq %rsi, 1136(%rsp)
	setae %dl
	andb 591(%rsp), %dl
	testq %rax, %rax
	jne .LBB_233
	movl $1025, %r15d
	testb %dl, %dl
	je .LBB_239
.LBB_233:
	movl $2, %r10d
	subq %rax, %r10
	testb %al, %al
	movq 1136(%rsp), %r15
	movq %r15, %rdi
	cmovneq %r14, %rdi
	movzbl %dl, %edx
	movq %r10, 848(%rsp)
	movq $2, 856(%rsp)
	movq %rax, 864(%rsp)
	movq %r14, 872(%rsp)
	movq %rdx, 880(%rsp)
	movq %r15, 888(%rsp)
	testq %rax, %rax
	je .LBB_236
	jne .LBB_237
	testq %rax, %rax
	jne .LBB_238
	jmp .LBB_269
.LBB_236:
	movq %rdi, %r15
	jmp .LBB_238
.LBB_237:
	movq %rax, %rdx
	xorq $3, %rdx
	shll $4, %r10d
	leaq 864(%rsp), %r9
	movq 8(%r9,%r10), %r15
	cmpq %r15, %rdi
	cmovbq %rdi, %r15
	cmpb $0, (%r9,%r10)
	movq 704(%rsp), %r9
	cmoveq %rdi, %r15
	movq %r15, %rdi
	movq %rdx, %r10
	testq %rax, %rax
	je .LBB_269
.LBB_238:
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
.LBB_239:
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 240(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movapd 112(%rsp), %xmm6
	movapd 128(%rsp), %xmm10
	movapd 144(%rsp), %xmm5
	movapd 160(%rsp), %xmm4
	movaps 336(%rsp), %xmm0
	movaps %xmm0, 448(%rsp)
	movapd 176(%rsp), %xmm3
	movaps 352(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movapd 192(%rsp), %xmm14
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 416(%rsp)
	movapd 208(%rsp), %xmm13
	movapd 384(%rsp), %xmm0
	movapd %xmm0, 48(%rsp)
	movapd 224(%rsp), %xmm9
	cmpq %r15, %rsi
	jae .LBB_246
	movq %rsi, %rdi
	shlq $7, %rdi
	movq 1584(%rsp), %rax
	leaq (%rax,%rdi), %r14
	leaq 112(%rcx), %rax
	leaq (%rax,%rdi), %r12
	addq 1128(%rsp), %rdi
	movq 624(%rsp), %rax
	leaq (%rax,%rsi), %r10
	shlq $7, %r10
	movq 1184(%rsp), %rax
.LBB_241:
	movq 80(%rsp), %rdx
	leaq (%rdx,%rsi), %rbp
	movq 96(%rsp), %rdx
	cmpq %rdx, %rbp
	jae .LBB_953
	movq 624(%rsp), %rbp
	addq %rsi, %rbp
	cmpq %rdx, %rbp
	movapd 432(%rsp), %xmm8
	jae .LBB_948
	cmpq %r8, %rsi
	jae .LBB_984
	movapd %xmm9, 528(%rsp)
	cmpq %r13, %rsi
	jae .LBB_954
	movapd %xmm14, %xmm11
	movapd %xmm13, %xmm12
	movupd -112(%rax,%rdi), %xmm1
	movupd -96(%rax,%rdi), %xmm14
	movupd -80(%rax,%rdi), %xmm9
	movupd -64(%rax,%rdi), %xmm13
	movapd %xmm1, %xmm0
	movapd 832(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 64(%rsp), %xmm2
	addpd %xmm0, %xmm2
	addpd %xmm6, %xmm1
	subpd %xmm6, %xmm2
	movapd %xmm2, 64(%rsp)
	movupd -112(%rax,%r10), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 464(%rsp)
	movupd -96(%rax,%r10), %xmm0
	movupd -80(%rax,%r10), %xmm1
	movupd -64(%rax,%r10), %xmm2
	movapd %xmm14, %xmm6
	mulpd %xmm7, %xmm6
	movapd 32(%rsp), %xmm15
	addpd %xmm6, %xmm15
	addpd %xmm10, %xmm14
	subpd %xmm0, %xmm14
	movapd %xmm14, 560(%rsp)
	subpd %xmm10, %xmm15
	movapd %xmm15, 32(%rsp)
	movapd %xmm9, %xmm6
	movapd %xmm9, %xmm0
	mulpd %xmm7, %xmm0
	movapd 240(%rsp), %xmm9
	addpd %xmm0, %xmm9
	addpd %xmm5, %xmm6
	subpd %xmm1, %xmm6
	movapd %xmm6, 496(%rsp)
	subpd %xmm5, %xmm9
	movapd %xmm13, %xmm0
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	addpd %xmm4, %xmm13
	subpd %xmm2, %xmm13
	movapd %xmm13, 656(%rsp)
	subpd %xmm4, %xmm8
	movupd -48(%rax,%rdi), %xmm1
	movapd %xmm1, %xmm0
	mulpd %xmm7, %xmm0
	movapd 448(%rsp), %xmm14
	addpd %xmm0, %xmm14
	addpd %xmm3, %xmm1
	movupd -48(%rax,%r10), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 736(%rsp)
	subpd %xmm3, %xmm14
	movupd -32(%rax,%rdi), %xmm4
	movapd %xmm4, %xmm1
	mulpd %xmm7, %xmm1
	movapd 400(%rsp), %xmm10
	addpd %xmm1, %xmm10
	addpd %xmm11, %xmm4
	movupd -32(%rax,%r10), %xmm1
	subpd %xmm1, %xmm4
	subpd %xmm11, %xmm10
	movupd -16(%rax,%rdi), %xmm15
	movapd %xmm15, %xmm2
	mulpd %xmm7, %xmm2
	movapd 416(%rsp), %xmm13
	addpd %xmm2, %xmm13
	addpd %xmm12, %xmm15
	movupd -16(%rax,%r10), %xmm2
	subpd %xmm2, %xmm15
	subpd %xmm12, %xmm13
	movupd (%rax,%rdi), %xmm2
	movapd %xmm2, %xmm3
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm12
	addpd %xmm3, %xmm12
	movapd 528(%rsp), %xmm11
	addpd %xmm11, %xmm2
	movupd (%rax,%r10), %xmm3
	subpd %xmm3, %xmm2
	subpd %xmm11, %xmm12
	movupd -112(%r12), %xmm3
	movupd -96(%r12), %xmm1
	movupd -80(%r12), %xmm5
	movupd -64(%r12), %xmm6
	addpd %xmm3, %xmm3
	movapd 720(%rsp), %xmm11
	movapd %xmm11, %xmm7
	mulpd 64(%rsp), %xmm7
	movapd %xmm4, %xmm0
	subpd %xmm7, %xmm3
	addpd %xmm1, %xmm1
	movapd %xmm11, %xmm7
	mulpd 32(%rsp), %xmm7
	subpd %xmm7, %xmm1
	addpd %xmm5, %xmm5
	movapd %xmm11, %xmm7
	movapd %xmm9, 240(%rsp)
	mulpd %xmm9, %xmm7
	subpd %xmm7, %xmm5
	addpd %xmm6, %xmm6
	movapd %xmm11, %xmm7
	movapd %xmm8, 432(%rsp)
	mulpd %xmm8, %xmm7
	subpd %xmm7, %xmm6
	movupd -48(%r12), %xmm7
	addpd %xmm7, %xmm7
	movapd %xmm11, %xmm8
	movapd %xmm14, 448(%rsp)
	mulpd %xmm14, %xmm8
	subpd %xmm8, %xmm7
	movupd -32(%r12), %xmm8
	addpd %xmm8, %xmm8
	movapd %xmm11, %xmm9
	movapd %xmm10, 400(%rsp)
	mulpd %xmm10, %xmm9
	subpd %xmm9, %xmm8
	movupd -16(%r12), %xmm9
	addpd %xmm9, %xmm9
	movapd %xmm11, %xmm10
	movapd %xmm13, 416(%rsp)
	mulpd %xmm13, %xmm10
	subpd %xmm10, %xmm9
	movupd (%r12), %xmm10
	addpd %xmm10, %xmm10
	movapd %xmm12, 48(%rsp)
	mulpd %xmm12, %xmm11
	movapd 464(%rsp), %xmm12
	subpd %xmm11, %xmm10
	movapd 560(%rsp), %xmm11
	incq %rsi
	movupd %xmm3, -112(%r14)
	movupd %xmm1, -96(%r14)
	movapd %xmm15, %xmm1
	movupd %xmm5, -80(%r14)
	movupd %xmm6, -64(%r14)
	movupd %xmm7, -48(%r14)
	movapd 656(%rsp), %xmm7
	movupd %xmm8, -32(%r14)
	movapd 736(%rsp), %xmm8
	movupd %xmm9, -16(%r14)
	movupd %xmm10, (%r14)
	movapd 496(%rsp), %xmm15
	subq $-128, %r14
	subq $-128, %r12
	subq $-128, %rax
	movapd %xmm12, %xmm6
	movapd %xmm11, %xmm10
	movapd %xmm15, %xmm5
	movapd %xmm7, %xmm4
	movapd %xmm8, %xmm3
	movapd %xmm0, %xmm14
	movapd %xmm1, %xmm13
	movapd %xmm2, %xmm9
	cmpq %rsi, %r15
	jne .LBB_241
	jmp .LBB_247
.LBB_246:
	movapd %xmm6, %xmm12
	movapd %xmm10, %xmm11
	movapd %xmm5, %xmm15
	movapd %xmm4, %xmm7
	movapd %xmm3, %xmm8
	movapd %xmm14, %xmm0
	movapd %xmm13, %xmm1
	movapd %xmm9, %xmm2
.LBB_247:
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 272(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 288(%rsp)
	movaps 240(%rsp), %xmm3
	movaps %xmm3, 304(%rsp)
	movapd 432(%rsp), %xmm9
	movapd %xmm9, 320(%rsp)
	movaps 448(%rsp), %xmm3
	movaps %xmm3, 336(%rsp)
	movaps 400(%rsp), %xmm3
	movaps %xmm3, 352(%rsp)
	movaps 416(%rsp), %xmm3
	movaps %xmm3, 368(%rsp)
	movapd 48(%rsp), %xmm3
	movapd %xmm3, 384(%rsp)
	movapd %xmm12, 112(%rsp)
	movapd %xmm11, 128(%rsp)
	movapd %xmm15, 144(%rsp)
	movapd %xmm7, 160(%rsp)
	movapd %xmm8, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm1, 208(%rsp)
	movapd %xmm2, 224(%rsp)
	cmpq $1024, %r15
	movq 520(%rsp), %r14
	ja .LBB_202
	movq %rbx, 768(%rsp)
	movq 80(%rsp), %rax
	leaq (%r15,%rax), %rbx
	movq 96(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_982
	movq %rbx, %rbp
	subq %r9, %rbp
	cmpq %rax, %rbp
	movq 104(%rsp), %rdx
	jae .LBB_948
	movapd %xmm8, %xmm4
	movq %rbx, %r14
	shlq $7, %r14
	movq 592(%rsp), %rax
	movupd (%rax,%r14), %xmm3
	movapd %xmm3, 1152(%rsp)
	movapd 832(%rsp), %xmm8
	mulpd %xmm8, %xmm3
	movapd 64(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm12, %xmm5
	movapd %xmm5, 64(%rsp)
	movapd %xmm5, 272(%rsp)
	movupd 16(%rax,%r14), %xmm3
	movapd %xmm3, 528(%rsp)
	mulpd %xmm8, %xmm3
	movapd 32(%rsp), %xmm14
	addpd %xmm3, %xmm14
	subpd %xmm11, %xmm14
	movapd %xmm14, 288(%rsp)
	movupd 32(%rax,%r14), %xmm3
	movapd %xmm3, 32(%rsp)
	mulpd %xmm8, %xmm3
	movapd %xmm12, 464(%rsp)
	movapd 240(%rsp), %xmm12
	addpd %xmm3, %xmm12
	subpd %xmm15, %xmm12
	movapd %xmm12, 304(%rsp)
	movupd 48(%rax,%r14), %xmm3
	movapd %xmm3, 240(%rsp)
	mulpd %xmm8, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm7, %xmm9
	movapd %xmm9, 320(%rsp)
	movupd 64(%rax,%r14), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm8, %xmm3
	movapd 448(%rsp), %xmm13
	addpd %xmm3, %xmm13
	movapd %xmm4, 736(%rsp)
	subpd %xmm4, %xmm13
	movapd %xmm13, 336(%rsp)
	movupd 80(%rax,%r14), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm8, %xmm3
	movapd %xmm11, 560(%rsp)
	movapd 400(%rsp), %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm0, %xmm11
	movapd %xmm11, 352(%rsp)
	movupd 96(%rax,%r14), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movapd %xmm15, 496(%rsp)
	movapd 416(%rsp), %xmm10
	addpd %xmm3, %xmm10
	subpd %xmm1, %xmm10
	movapd %xmm10, 368(%rsp)
	movupd 112(%rax,%r14), %xmm3
	movapd %xmm7, 656(%rsp)
	movapd %xmm3, %xmm7
	mulpd %xmm8, %xmm7
	movapd 48(%rsp), %xmm8
	addpd %xmm7, %xmm8
	movapd 1152(%rsp), %xmm15
	addpd 464(%rsp), %xmm15
	shlq $7, %rbp
	subpd %xmm2, %xmm8
	movapd %xmm8, 384(%rsp)
	movupd (%rax,%rbp), %xmm7
	subpd %xmm7, %xmm15
	movapd %xmm15, 112(%rsp)
	movapd 528(%rsp), %xmm15
	addpd 560(%rsp), %xmm15
	movupd 16(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm15
	movapd %xmm15, 128(%rsp)
	movapd 32(%rsp), %xmm15
	addpd 496(%rsp), %xmm15
	movupd 32(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm15
	movapd %xmm15, 144(%rsp)
	movapd 240(%rsp), %xmm15
	addpd 656(%rsp), %xmm15
	movupd 48(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm15
	movapd %xmm15, 160(%rsp)
	addpd 736(%rsp), %xmm6
	movupd 64(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm6
	movapd %xmm6, 176(%rsp)
	addpd %xmm0, %xmm5
	movupd 80(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 192(%rsp)
	addpd %xmm1, %xmm4
	movupd 96(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 208(%rsp)
	addpd %xmm2, %xmm3
	movupd 112(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm3
	movapd %xmm3, 224(%rsp)
	movapd 720(%rsp), %xmm0
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 848(%rsp)
	mulpd %xmm0, %xmm14
	movapd %xmm14, 864(%rsp)
	mulpd %xmm0, %xmm12
	movapd %xmm12, 880(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 896(%rsp)
	mulpd %xmm0, %xmm13
	movapd %xmm13, 912(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 928(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 944(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 960(%rsp)
	movq 768(%rsp), %r13
	cmpq %rdx, %r13
	ja .LBB_908
	leaq 1(%r15), %rsi
	shlq $4, %r13
	addq 488(%rsp), %r13
	incq %rbx
	movq %rbx, %r12
	subq %r9, %rbx
	addq 1192(%rsp), %r14
	xorl %edi, %edi
	movq 1792(%rsp), %rbp
	movq %rsi, %r8
	movapd 1632(%rsp), %xmm4
	jmp .LBB_254
.LBB_252:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_947
.LBB_253:
	movsd %xmm1, 272(%rsp,%rbp,8)
	movsd %xmm0, 112(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 848(%rsp,%rbp,8)
	movq %r10, %rbp
	movq %rax, %r13
	movq %r8, %rsi
	movq 704(%rsp), %r9
.LBB_254:
	testb %dil, %dil
	je .LBB_263
	movq %r13, %rax
.LBB_256:
	testq %rbp, %rbp
	je .LBB_266
	cmpq %r15, (%rbp)
	jne .LBB_266
	movb $2, %dil
	xorl %r10d, %r10d
	movq %rbp, %r13
	cmpq %r9, %r12
	jb .LBB_898
.LBB_259:
	movq 8(%r13), %rbp
	testq %r9, %r9
	je .LBB_252
	cmpq $15, %rbp
	ja .LBB_932
	leaq (%r14,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %r9d
	movq 552(%rsp), %rdx
	xorpd %xmm1, %xmm1
.LBB_262:
	xorps %xmm2, %xmm2
	cvtsi2sd %r9, %xmm2
	movsd (%r13,%rdx), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r9
	subq $-128, %rdx
	jne .LBB_262
	jmp .LBB_253
.LBB_263:
	movq 808(%rsp), %rdx
	movq %rdx, %rax
	cmpq %rdx, %r13
	je .LBB_256
	leaq 16(%r13), %rax
	cmpq %r15, (%r13)
	jne .LBB_256
	xorl %edi, %edi
	movq %rbp, %r10
	cmpq %r9, %r12
	jae .LBB_259
	jmp .LBB_898
.LBB_266:
	movq 752(%rsp), %r8
	cmpq %r8, %r15
	jae .LBB_983
	movq 8(%rsp), %r13
	cmpq %r13, %r15
	movq 520(%rsp), %r14
	movq 768(%rsp), %rbx
	jae .LBB_985
	movq %r15, %rax
	shlq $7, %rax
	movupd (%rcx,%rax), %xmm0
	movupd 16(%rcx,%rax), %xmm1
	addpd %xmm0, %xmm0
	subpd 848(%rsp), %xmm0
	movupd 32(%rcx,%rax), %xmm2
	addpd %xmm1, %xmm1
	subpd 864(%rsp), %xmm1
	movupd 48(%rcx,%rax), %xmm3
	addpd %xmm2, %xmm2
	subpd 880(%rsp), %xmm2
	addpd %xmm3, %xmm3
	subpd 896(%rsp), %xmm3
	movupd 64(%rcx,%rax), %xmm4
	addpd %xmm4, %xmm4
	subpd 912(%rsp), %xmm4
	movupd 80(%rcx,%rax), %xmm5
	addpd %xmm5, %xmm5
	subpd 928(%rsp), %xmm5
	movupd 96(%rcx,%rax), %xmm6
	addpd %xmm6, %xmm6
	subpd 944(%rsp), %xmm6
	movupd 112(%rcx,%rax), %xmm7
	addpd %xmm7, %xmm7
	subpd 960(%rsp), %xmm7
	movupd %xmm0, (%r11,%rax)
	movupd %xmm1, 16(%r11,%rax)
	movupd %xmm2, 32(%r11,%rax)
	movupd %xmm3, 48(%r11,%rax)
	movupd %xmm4, 64(%r11,%rax)
	movupd %xmm5, 80(%r11,%rax)
	movupd %xmm6, 96(%r11,%rax)
	movupd %xmm7, 112(%r11,%rax)
	cmpq $1024, %r15
	jne .LBB_224
	jmp .LBB_202
.LBB_269:
	movq %r10, %rax
	orq $2, %rax
	movzbl 880(%rsp), %ebp
	movq 888(%rsp), %r14
	jmp .LBB_271
.LBB_270:
	testb %bpl, %bpl
	cmovneq %rdx, %r15
	movq %r15, %rdi
	movq %rax, %r10
	cmpl $2, %eax
	je .LBB_238
.LBB_271:
	shlq $4, %r10
	leaq 864(%rsp), %rdx
	movq 8(%rdx,%r10), %r15
	cmpq %r15, %rdi
	cmovbq %rdi, %r15
	cmpb $0, (%rdx,%r10)
	cmoveq %rdi, %r15
	movq %r15, %rdx
	cmpq %r14, %r15
	jb .LBB_270
	movq %r14, %rdx
	jmp .LBB_270
.LBB_273:
	incq %rdx
	movl %edx, %edi
	andl $3, %edi
	movl $4, %r8d
	cmoveq %r8, %rdi
	subq %rdi, %rdx
	leaq (%rcx,%rdx,8), %rdi
	leaq 131704(%rax), %r8
	xorl %r9d, %r9d
.LBB_274:
	movsd -384(%r8), %xmm0
	movhpd -256(%r8), %xmm0
	movsd -128(%r8), %xmm1
	movhpd (%r8), %xmm1
	movupd %xmm0, (%rcx,%r9,8)
	movupd %xmm1, 16(%rcx,%r9,8)
	addq $4, %r9
	addq $512, %r8
	cmpq %r9, %rdx
	jne .LBB_274
.LBB_275:
	movq %rsi, %r9
.LBB_276:
	leaq (%rcx,%r9,8), %rcx
	leaq (%r10,%rdx), %rsi
	shlq $7, %rdx
	addq %rdx, %rax
	addq $131320, %rax
.LBB_277:
	cmpq %r11, %rsi
	jae .LBB_964
	movsd (%rax), %xmm0
	movsd %xmm0, (%rdi)
	addq $8, %rdi
	incq %rsi
	subq $-128, %rax
	cmpq %rcx, %rdi
	jne .LBB_277
.LBB_279:
	movq 16(%r14), %r8
	testq %r8, %r8
	js .LBB_979
	movq 1320(%rsp), %rcx
	movq 1328(%rsp), %rsi
	movq 760(%rsp), %rax
	movq %rax, 600(%rsp)
	movq %r13, 608(%rsp)
	movq 1768(%rsp), %rax
	movq %rax, 616(%rsp)
	movq 1344(%rsp), %rax
	movq %rax, 552(%rsp)
	movq 1352(%rsp), %rdx
	cmpq $1, %r8
	movq %rdx, 8(%rsp)
	jne .LBB_302
	cmpq %rsi, 1248(%rsp)
	ja .LBB_925
	addq 800(%rsp), %rcx
	movl $112, %edi
	movq $-1, %rax
.LBB_283:
	incq %rax
	cmpq %rax, %rdx
	je .LBB_968
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
	movq 552(%rsp), %rsi
	movupd %xmm0, -112(%rsi,%rdi)
	movupd %xmm1, -96(%rsi,%rdi)
	movupd %xmm2, -80(%rsi,%rdi)
	movupd %xmm3, -64(%rsi,%rdi)
	movupd %xmm4, -48(%rsi,%rdi)
	movupd %xmm5, -32(%rsi,%rdi)
	movupd %xmm6, -16(%rsi,%rdi)
	movupd %xmm7, (%rsi,%rdi)
	addq $128, %rdi
	cmpq $131312, %rdi
	jne .LBB_283
.LBB_285:
	movq 1328(%rsp), %rbp
	movq %rbp, %rax
	subq 88(%rsp), %rax
	movq %rax, 8(%rsp)
	jb .LBB_928
	movq 32(%r14), %rcx
	testq %rcx, %rcx
	js .LBB_979
	movq 40(%r14), %rax
	movq %rax, 624(%rsp)
	testq %rax, %rax
	js .LBB_979
	movq 24(%r14), %r13
	testq %r13, %r13
	js .LBB_979
	leaq -1(%rcx), %rax
	movq 648(%rsp), %rdx
	movq %rax, %rdi
	subq %rdx, %rdi
	setb %r8b
	addq $16400, %rdx
	cmpq %rdx, %rax
	setae %al
	orb %r8b, %al
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
	movl $1, %esi
	jmp .LBB_293
.LBB_292:
	xorl %esi, %esi
.LBB_293:
	movq 96(%rsp), %r8
	movq 688(%rsp), %r9
	movq 1320(%rsp), %rdx
	movq 800(%rsp), %rax
	movq %rdx, 696(%rsp)
	addq %rdx, %rax
	movq %rax, 704(%rsp)
	movq %rsi, 600(%rsp)
	cmpq $1, %rcx
	movq 104(%rsp), %rdi
	movq %r13, 832(%rsp)
	movq %rbp, 552(%rsp)
	jne .LBB_308
	cmpb $0, 31(%rsp)
	jne .LBB_915
	movq 1272(%rsp), %rax
	addq %rbp, %rax
	movl $112, %ecx
.LBB_296:
	decq %rax
	je .LBB_975
	movq 1200(%rsp), %rdx
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
	movq 704(%rsp), %rdx
	movupd %xmm0, -112(%rdx,%rcx)
	movupd %xmm1, -96(%rdx,%rcx)
	movupd %xmm2, -80(%rdx,%rcx)
	movupd %xmm3, -64(%rdx,%rcx)
	movupd %xmm4, -48(%rdx,%rcx)
	movupd %xmm5, -32(%rdx,%rcx)
	movupd %xmm6, -16(%rdx,%rcx)
	mulpd %xmm9, %xmm7
	movupd %xmm7, (%rdx,%rcx)
	addq $128, %rcx
	cmpq $131312, %rcx
	jne .LBB_296
.LBB_298:
	movq 624(%rsp), %rax
	decq %rax
	cmpq 816(%rsp), %r13
	jne .LBB_314
	movq 648(%rsp), %rcx
	movq %rax, %rdi
	subq %rcx, %rdi
	setb %dl
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dl, %al
	movq 688(%rsp), %r9
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
	movl $1, %eax
	jmp .LBB_318
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
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm0, 272(%rsp)
	movq 1256(%rsp), %rdi
	movq %rdi, %rbx
	subq %r8, %rbx
	movapd %xmm0, 112(%rsp)
	movapd %xmm0, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 224(%rsp)
	movq 88(%rsp), %rax
	movq %rsi, 528(%rsp)
	cmpq %rsi, %rax
	jae .LBB_929
	cmpq %r8, %rdi
	jb .LBB_941
	testq %r8, %r8
	movapd %xmm1, 1152(%rsp)
	je .LBB_346
	movq 1256(%rsp), %rax
	shlq $7, %rax
	addq %rcx, %rax
	shlq $7, %rbx
	addq %rcx, %rbx
	movapd 272(%rsp), %xmm3
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm12
	movapd 128(%rsp), %xmm6
	movapd 208(%rsp), %xmm5
	movapd 224(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm7, %xmm7
	movhpd 360(%rsp), %xmm7
	xorpd %xmm10, %xmm10
	movhpd 200(%rsp), %xmm10
	movl $1, %edi
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_306:
	xorps %xmm0, %xmm0
	cvtsi2sd %rdi, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm6
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
	addpd %xmm1, %xmm7
	movupd 96(%rbx), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	movapd %xmm5, %xmm4
	movapd 32(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 32(%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm2, %xmm5
	movapd %xmm8, %xmm2
	movapd 64(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 64(%rsp)
	movapd %xmm2, %xmm8
	movapd %xmm5, %xmm2
	movapd %xmm4, %xmm5
	addpd %xmm1, %xmm9
	subq $-128, %rbx
	incq %rdi
	cmpq %rax, %rbx
	jne .LBB_306
	movapd %xmm3, %xmm0
	movapd %xmm3, 272(%rsp)
	movapd %xmm12, 112(%rsp)
	movapd 48(%rsp), %xmm3
	movapd %xmm3, 288(%rsp)
	movapd %xmm6, 128(%rsp)
	movapd %xmm11, 304(%rsp)
	movapd %xmm15, 144(%rsp)
	movapd %xmm8, 320(%rsp)
	movapd %xmm14, 160(%rsp)
	movapd %xmm2, 336(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm7, 352(%rsp)
	movapd %xmm10, 192(%rsp)
	movapd 32(%rsp), %xmm10
	movapd %xmm10, 368(%rsp)
	movapd %xmm5, 208(%rsp)
	movapd 64(%rsp), %xmm4
	movapd %xmm4, 384(%rsp)
	movapd %xmm9, 224(%rsp)
	movq 88(%rsp), %rax
	movapd 1152(%rsp), %xmm1
	movapd %xmm3, %xmm9
	movapd %xmm2, %xmm3
	jmp .LBB_347
.LBB_308:
	leaq 1(%rcx), %rax
	imulq %rcx, %rax
	movq 680(%rsp), %rdx
	movq %rdx, %rbx
	subq %rcx, %rbx
	movq %rax, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 112(%rsp)
	movapd %xmm0, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 224(%rsp)
	cmpq %r8, 80(%rsp)
	jae .LBB_918
	cmpq %rcx, %rdx
	jb .LBB_942
	testq %rcx, %rcx
	movapd %xmm1, 1136(%rsp)
	je .LBB_396
	shlq $7, %rbx
	addq 592(%rsp), %rbx
	movapd 272(%rsp), %xmm6
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm12
	movapd 128(%rsp), %xmm4
	movapd 208(%rsp), %xmm8
	movapd 224(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm5, %xmm5
	movhpd 360(%rsp), %xmm5
	xorpd %xmm10, %xmm10
	movhpd 200(%rsp), %xmm10
	movl $1, %eax
	xorpd %xmm7, %xmm7
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_312:
	xorps %xmm0, %xmm0
	cvtsi2sd %rax, %xmm0
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
	movapd 32(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 32(%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm7, %xmm2
	movapd 64(%rsp), %xmm7
	addpd %xmm0, %xmm7
	movapd %xmm7, 64(%rsp)
	movapd %xmm2, %xmm7
	movapd %xmm8, %xmm2
	movapd %xmm3, %xmm8
	addpd %xmm1, %xmm9
	subq $-128, %rbx
	incq %rax
	cmpq %r9, %rbx
	jne .LBB_312
	movapd %xmm6, %xmm0
	movapd %xmm6, 272(%rsp)
	movapd %xmm12, 112(%rsp)
	movapd 48(%rsp), %xmm6
	movapd %xmm6, 288(%rsp)
	movapd %xmm4, 128(%rsp)
	movapd %xmm11, 304(%rsp)
	movapd %xmm15, 144(%rsp)
	movapd %xmm7, 320(%rsp)
	movapd %xmm14, 160(%rsp)
	movapd %xmm2, 336(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm5, 352(%rsp)
	movapd %xmm10, 192(%rsp)
	movapd 32(%rsp), %xmm3
	movapd %xmm3, 368(%rsp)
	movapd %xmm8, 208(%rsp)
	movapd %xmm2, %xmm8
	movapd 64(%rsp), %xmm2
	movapd %xmm2, 384(%rsp)
	movapd %xmm9, 224(%rsp)
	movapd 1136(%rsp), %xmm1
	movapd %xmm6, %xmm9
	movapd %xmm0, %xmm6
	movapd %xmm7, %xmm4
	jmp .LBB_397
.LBB_314:
	movq 648(%rsp), %rcx
	movq %rax, %rdi
	subq %rcx, %rdi
	setb %dl
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dl, %al
	movq 688(%rsp), %r9
	jne .LBB_324
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_324
	movq %rdi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %edi
	jmp .LBB_325
.LBB_317:
	xorl %eax, %eax
.LBB_318:
	movq 520(%rsp), %r14
	movq %rax, 600(%rsp)
	movq 1296(%rsp), %r15
	movq 1304(%rsp), %rdx
	movq 624(%rsp), %rsi
	cmpq $1, %rsi
	jne .LBB_333
	cmpb $0, 31(%rsp)
	jne .LBB_915
	leaq 1(%rdx), %rax
	movl $112, %ecx
	xorl %edi, %edi
.LBB_321:
	cmpq %rdi, 8(%rsp)
	je .LBB_987
	incq %rdi
	cmpq %rdi, %rax
	je .LBB_986
	movq 1200(%rsp), %r8
	movupd -112(%r8,%rcx), %xmm2
	movupd -96(%r8,%rcx), %xmm4
	movupd -80(%r8,%rcx), %xmm6
	movupd -64(%r8,%rcx), %xmm8
	xorpd %xmm1, %xmm1
	addpd %xmm1, %xmm2
	addpd %xmm1, %xmm4
	addpd %xmm1, %xmm6
	addpd %xmm1, %xmm8
	movupd -48(%r8,%rcx), %xmm7
	addpd %xmm1, %xmm7
	movupd -32(%r8,%rcx), %xmm5
	addpd %xmm1, %xmm5
	movupd -16(%r8,%rcx), %xmm3
	addpd %xmm1, %xmm3
	movupd (%r8,%rcx), %xmm0
	addpd %xmm1, %xmm0
	movq 704(%rsp), %rsi
	movupd -112(%rsi,%rcx), %xmm1
	subpd %xmm2, %xmm1
	movupd -96(%rsi,%rcx), %xmm2
	subpd %xmm4, %xmm2
	movupd -80(%rsi,%rcx), %xmm4
	subpd %xmm6, %xmm4
	movupd -64(%rsi,%rcx), %xmm6
	subpd %xmm8, %xmm6
	movupd -112(%r15,%rcx), %xmm8
	subpd %xmm8, %xmm1
	movupd -96(%r15,%rcx), %xmm8
	subpd %xmm8, %xmm2
	movupd -80(%r15,%rcx), %xmm8
	subpd %xmm8, %xmm4
	movupd -64(%r15,%rcx), %xmm8
	subpd %xmm8, %xmm6
	movupd -48(%rsi,%rcx), %xmm8
	subpd %xmm7, %xmm8
	movupd -48(%r15,%rcx), %xmm7
	subpd %xmm7, %xmm8
	movupd -32(%rsi,%rcx), %xmm7
	subpd %xmm5, %xmm7
	movupd -32(%r15,%rcx), %xmm5
	subpd %xmm5, %xmm7
	movupd -16(%rsi,%rcx), %xmm5
	subpd %xmm3, %xmm5
	movupd -16(%r15,%rcx), %xmm3
	subpd %xmm3, %xmm5
	movupd (%rsi,%rcx), %xmm3
	subpd %xmm0, %xmm3
	movupd (%r15,%rcx), %xmm0
	subpd %xmm0, %xmm3
	movupd %xmm1, -112(%rsi,%rcx)
	movupd %xmm2, -96(%rsi,%rcx)
	movupd %xmm4, -80(%rsi,%rcx)
	movupd %xmm6, -64(%rsi,%rcx)
	movupd %xmm8, -48(%rsi,%rcx)
	movupd %xmm7, -32(%rsi,%rcx)
	movupd %xmm5, -16(%rsi,%rcx)
	movupd %xmm3, (%rsi,%rcx)
	addq $128, %rcx
	cmpq $131312, %rcx
	jne .LBB_321
	jmp .LBB_555
.LBB_324:
	xorl %edi, %edi
.LBB_325:
	movq 624(%rsp), %rsi
	movq %rdi, 600(%rsp)
	cmpq $1, %rsi
	movq 104(%rsp), %rdx
	jne .LBB_339
	cmpb $0, 31(%rsp)
	jne .LBB_915
	movq 1272(%rsp), %rax
	addq %rbp, %rax
	movl $112, %ecx
.LBB_328:
	decq %rax
	je .LBB_976
	movq 1200(%rsp), %rdx
	movupd -112(%rdx,%rcx), %xmm1
	movupd -96(%rdx,%rcx), %xmm4
	movupd -80(%rdx,%rcx), %xmm5
	movupd -64(%rdx,%rcx), %xmm6
	xorpd %xmm8, %xmm8
	addpd %xmm8, %xmm1
	movq 704(%rsp), %rsi
	movupd -112(%rsi,%rcx), %xmm0
	subpd %xmm1, %xmm0
	movupd -96(%rsi,%rcx), %xmm1
	movupd -80(%rsi,%rcx), %xmm2
	movupd -64(%rsi,%rcx), %xmm3
	addpd %xmm8, %xmm4
	subpd %xmm4, %xmm1
	addpd %xmm8, %xmm5
	subpd %xmm5, %xmm2
	addpd %xmm8, %xmm6
	subpd %xmm6, %xmm3
	movupd -48(%rdx,%rcx), %xmm4
	addpd %xmm8, %xmm4
	movupd -48(%rsi,%rcx), %xmm5
	subpd %xmm4, %xmm5
	movupd -32(%rdx,%rcx), %xmm4
	addpd %xmm8, %xmm4
	movupd -32(%rsi,%rcx), %xmm6
	subpd %xmm4, %xmm6
	movupd -16(%rdx,%rcx), %xmm4
	addpd %xmm8, %xmm4
	movupd -16(%rsi,%rcx), %xmm7
	subpd %xmm4, %xmm7
	movupd (%rdx,%rcx), %xmm4
	addpd %xmm8, %xmm4
	movupd %xmm0, -112(%rsi,%rcx)
	movupd %xmm1, -96(%rsi,%rcx)
	movupd %xmm2, -80(%rsi,%rcx)
	movupd %xmm3, -64(%rsi,%rcx)
	movupd %xmm5, -48(%rsi,%rcx)
	movupd %xmm6, -32(%rsi,%rcx)
	movupd %xmm7, -16(%rsi,%rcx)
	movupd (%rsi,%rcx), %xmm0
	subpd %xmm4, %xmm0
	movupd %xmm0, (%rsi,%rcx)
	addq $128, %rcx
	cmpq $131312, %rcx
	jne .LBB_328
.LBB_330:
	leaq -1(%r13), %rax
	movq 648(%rsp), %rcx
	movq %rax, %rdi
	subq %rcx, %rdi
	setb %dl
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dl, %al
	jne .LBB_345
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	movq 688(%rsp), %r9
	movq 520(%rsp), %r14
	je .LBB_549
	movq %rdi, 608(%rsp)
	movq %rdx, 616(%rsp)
	movl $1, %esi
	jmp .LBB_550
.LBB_333:
	leaq 1(%rsi), %rax
	imulq %rsi, %rax
	movq 680(%rsp), %rcx
	movq %rcx, %rbx
	subq %rsi, %rbx
	movq %rax, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm9
	unpckhpd %xmm0, %xmm9
	addsd %xmm0, %xmm9
	mulsd .LCPI_4(%rip), %xmm9
	xorpd %xmm0, %xmm0
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 112(%rsp)
	movapd %xmm0, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 224(%rsp)
	cmpq %r8, 80(%rsp)
	jae .LBB_918
	cmpq %rsi, %rcx
	movq 88(%rsp), %rax
	jb .LBB_921
	testq %rsi, %rsi
	movapd %xmm9, 1136(%rsp)
	je .LBB_446
	shlq $7, %rbx
	addq 592(%rsp), %rbx
	movapd 272(%rsp), %xmm7
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm6
	movapd 128(%rsp), %xmm11
	movapd 208(%rsp), %xmm9
	movapd 224(%rsp), %xmm4
	xorpd %xmm12, %xmm12
	xorpd %xmm2, %xmm2
	movhpd 360(%rsp), %xmm2
	xorpd %xmm10, %xmm10
	movhpd 200(%rsp), %xmm10
	movl $1, %eax
	xorpd %xmm8, %xmm8
	xorpd %xmm5, %xmm5
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_337:
	xorps %xmm0, %xmm0
	cvtsi2sd %rax, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm6
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm7
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	movapd 48(%rsp), %xmm3
	addpd %xmm1, %xmm3
	movapd %xmm3, 48(%rsp)
	movupd 32(%rbx), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm12
	movupd 48(%rbx), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rbx), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm5
	movupd 80(%rbx), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 96(%rbx), %xmm1
	addpd %xmm1, %xmm9
	mulpd %xmm0, %xmm1
	movapd %xmm5, %xmm3
	movapd %xmm9, %xmm5
	movapd %xmm4, %xmm9
	movapd 32(%rsp), %xmm4
	addpd %xmm1, %xmm4
	movapd %xmm4, 32(%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm8, %xmm4
	movapd 64(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 64(%rsp)
	movapd %xmm4, %xmm8
	movapd %xmm9, %xmm4
	movapd %xmm5, %xmm9
	movapd %xmm3, %xmm5
	addpd %xmm1, %xmm4
	subq $-128, %rbx
	incq %rax
	cmpq %r9, %rbx
	jne .LBB_337
	movapd %xmm7, %xmm0
	movapd %xmm7, 272(%rsp)
	movapd %xmm6, 112(%rsp)
	movapd 48(%rsp), %xmm7
	movapd %xmm7, 288(%rsp)
	movapd %xmm11, 128(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd %xmm15, 144(%rsp)
	movapd %xmm8, 320(%rsp)
	movapd %xmm14, 160(%rsp)
	movapd %xmm5, 336(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm2, 352(%rsp)
	movapd %xmm10, 192(%rsp)
	movapd 32(%rsp), %xmm10
	movapd %xmm10, 368(%rsp)
	movapd %xmm9, 208(%rsp)
	movapd 64(%rsp), %xmm1
	movapd %xmm1, 384(%rsp)
	movapd %xmm4, 224(%rsp)
	movq 88(%rsp), %rax
	movapd 1136(%rsp), %xmm9
	movapd %xmm8, %xmm6
	movapd %xmm1, %xmm8
	movapd %xmm5, %xmm11
	movapd %xmm0, %xmm4
	movapd %xmm6, %xmm1
	jmp .LBB_447
.LBB_339:
	leaq 1(%rsi), %rax
	imulq %rsi, %rax
	movq 680(%rsp), %rcx
	movq %rcx, %rbx
	subq %rsi, %rbx
	movq %rax, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm8
	unpckhpd %xmm0, %xmm8
	addsd %xmm0, %xmm8
	mulsd .LCPI_4(%rip), %xmm8
	xorpd %xmm0, %xmm0
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 112(%rsp)
	movapd %xmm0, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 224(%rsp)
	cmpq %r8, 80(%rsp)
	jae .LBB_918
	cmpq %rsi, %rcx
	movq 88(%rsp), %rax
	jb .LBB_921
	testq %rsi, %rsi
	movapd %xmm8, 816(%rsp)
	je .LBB_499
	shlq $7, %rbx
	addq 592(%rsp), %rbx
	movapd 272(%rsp), %xmm6
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm12
	movapd 128(%rsp), %xmm11
	movapd 208(%rsp), %xmm9
	movapd 224(%rsp), %xmm2
	xorpd %xmm4, %xmm4
	xorpd %xmm7, %xmm7
	movhpd 360(%rsp), %xmm7
	xorpd %xmm10, %xmm10
	movhpd 200(%rsp), %xmm10
	movl $1, %eax
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_343:
	xorps %xmm0, %xmm0
	cvtsi2sd %rax, %xmm0
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
	movapd %xmm2, %xmm9
	movapd 32(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 32(%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm3, %xmm2
	movapd %xmm8, %xmm3
	movapd 64(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 64(%rsp)
	movapd %xmm3, %xmm8
	movapd %xmm2, %xmm3
	movapd %xmm9, %xmm2
	movapd %xmm5, %xmm9
	addpd %xmm1, %xmm2
	subq $-128, %rbx
	incq %rax
	cmpq %r9, %rbx
	jne .LBB_343
	movapd %xmm6, %xmm1
	movapd %xmm6, 272(%rsp)
	movapd %xmm12, 112(%rsp)
	movapd 48(%rsp), %xmm6
	movapd %xmm6, 288(%rsp)
	movapd %xmm11, 128(%rsp)
	movapd %xmm4, 304(%rsp)
	movapd %xmm15, 144(%rsp)
	movapd %xmm8, 320(%rsp)
	movapd %xmm14, 160(%rsp)
	movapd %xmm3, 336(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm7, 352(%rsp)
	movapd %xmm10, 192(%rsp)
	movapd 32(%rsp), %xmm0
	movapd %xmm0, 368(%rsp)
	movapd %xmm9, 208(%rsp)
	movapd 64(%rsp), %xmm12
	movapd %xmm12, 384(%rsp)
	movapd %xmm2, 224(%rsp)
	movq 88(%rsp), %rax
	movapd %xmm8, %xmm5
	movapd 816(%rsp), %xmm8
	movapd %xmm0, %xmm9
	movapd %xmm3, %xmm11
	jmp .LBB_500
.LBB_345:
	xorl %esi, %esi
	movq 688(%rsp), %r9
	movq 520(%rsp), %r14
	jmp .LBB_550
.LBB_346:
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm7, %xmm7
	xorpd %xmm10, %xmm10
	xorpd %xmm4, %xmm4
.LBB_347:
	testq %rdx, %rdx
	movq 528(%rsp), %rbx
	je .LBB_1007
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
	movq 552(%rsp), %rsi
	movupd %xmm2, (%rsi)
	movupd %xmm9, 16(%rsi)
	movupd %xmm11, 32(%rsi)
	movupd %xmm8, 48(%rsi)
	movupd %xmm3, 64(%rsi)
	movupd %xmm7, 80(%rsi)
	movupd %xmm10, 96(%rsi)
	leaq 112(%rsi), %rdi
	movq %rdi, 752(%rsp)
	movupd %xmm4, 112(%rsi)
	movq 760(%rsp), %rsi
	movb %sil, 1136(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %r8, %xmm2
	movsd .LCPI_5(%rip), %xmm0
	testq %rsi, %rsi
	leaq 608(%rsp), %rdi
	cmovneq %rdi, %rsi
	movq %rsi, 760(%rsp)
	divsd %xmm1, %xmm0
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 832(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 720(%rsp)
	subq %r8, %rax
	movq %rax, 624(%rsp)
	movq %r8, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 704(%rsp)
	movl $1, %esi
	xorl %r11d, %r11d
.LBB_349:
	movq 104(%rsp), %rdi
	cmpq %rdi, %r11
	jae .LBB_354
	movq %r11, %rax
	shlq $4, %rax
	addq 488(%rsp), %rax
.LBB_351:
	movq (%rax), %r12
	cmpq %rsi, %r12
	jae .LBB_355
	incq %r11
	addq $16, %rax
	cmpq %r11, %rdi
	jne .LBB_351
	movq %rdi, %r11
	xorl %edi, %edi
	jmp .LBB_356
.LBB_354:
	xorl %edi, %edi
	jmp .LBB_356
.LBB_355:
	movl $1, %edi
.LBB_356:
	cmpq %rsi, %r13
	setae %al
	andb 1136(%rsp), %al
	testq %rdi, %rdi
	jne .LBB_358
	movl $1025, %r15d
	testb %al, %al
	je .LBB_364
.LBB_358:
	movl $2, %r14d
	subq %rdi, %r14
	testb %dil, %dil
	movq %r13, %r10
	cmovneq %r12, %r10
	movzbl %al, %eax
	movq %r14, 848(%rsp)
	movq $2, 856(%rsp)
	movq %rdi, 864(%rsp)
	movq %r12, 872(%rsp)
	movq %rax, 880(%rsp)
	movq %r13, 888(%rsp)
	testq %rdi, %rdi
	je .LBB_361
	jne .LBB_362
	testq %rdi, %rdi
	jne .LBB_363
	jmp .LBB_392
.LBB_361:
	movq %r10, %r15
	jmp .LBB_363
.LBB_362:
	movq %rdi, %rax
	xorq $3, %rax
	shll $4, %r14d
	leaq 864(%rsp), %r9
	movq 8(%r9,%r14), %r15
	cmpq %r15, %r10
	cmovbq %r10, %r15
	cmpb $0, (%r9,%r14)
	cmoveq %r10, %r15
	movq %r15, %r10
	movq %rax, %r14
	testq %rdi, %rdi
	je .LBB_392
.LBB_363:
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
.LBB_364:
	movapd 272(%rsp), %xmm7
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm10
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm11
	movapd 128(%rsp), %xmm1
	movapd 144(%rsp), %xmm4
	movapd 160(%rsp), %xmm15
	movapd 336(%rsp), %xmm0
	movapd %xmm0, 32(%rsp)
	movapd 176(%rsp), %xmm14
	movapd 352(%rsp), %xmm8
	movapd 192(%rsp), %xmm13
	movapd 368(%rsp), %xmm9
	movapd 208(%rsp), %xmm3
	movapd 384(%rsp), %xmm6
	movapd 224(%rsp), %xmm5
	cmpq %r15, %rsi
	jae .LBB_370
	movapd %xmm13, 496(%rsp)
	movapd %xmm14, 464(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm4, 448(%rsp)
	movapd %xmm1, 240(%rsp)
	movq %rsi, %rdi
	shlq $7, %rdi
	movq 752(%rsp), %rax
	leaq (%rax,%rdi), %r10
	addq 800(%rsp), %rdi
	movq 624(%rsp), %rax
	leaq (%rax,%rsi), %r14
	shlq $7, %r14
	leaq 112(%rcx), %r12
	movq 88(%rsp), %rax
.LBB_366:
	leaq (%rax,%rsi), %rbp
	cmpq %rbx, %rbp
	jae .LBB_998
	movq 624(%rsp), %r9
	leaq (%r9,%rsi), %rbp
	cmpq %rbx, %rbp
	jae .LBB_949
	movapd %xmm11, 656(%rsp)
	movapd %xmm7, 416(%rsp)
	movapd %xmm10, 560(%rsp)
	cmpq %rdx, %rsi
	jae .LBB_1005
	incq %rsi
	movupd (%r12,%rdi), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd (%r12,%r14), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 400(%rsp)
	movapd 832(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm6
	subpd %xmm5, %xmm6
	movupd -16(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%r12,%r14), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 736(%rsp)
	movupd -32(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm13
	movapd 496(%rsp), %xmm2
	addpd %xmm2, %xmm13
	movupd -32(%r12,%r14), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	subpd %xmm2, %xmm8
	movupd -48(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm14
	movapd 464(%rsp), %xmm2
	addpd %xmm2, %xmm14
	movupd -48(%r12,%r14), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm5
	addpd %xmm0, %xmm5
	subpd %xmm2, %xmm5
	movupd -112(%r12,%rdi), %xmm3
	movupd -96(%r12,%rdi), %xmm2
	movupd -80(%r12,%rdi), %xmm1
	movupd -64(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm15
	movapd 432(%rsp), %xmm4
	addpd %xmm4, %xmm15
	movups -112(%r12,%r14), %xmm9
	movaps %xmm9, 32(%rsp)
	movupd -96(%r12,%r14), %xmm11
	movapd %xmm8, %xmm10
	movapd %xmm6, %xmm8
	movupd -64(%r12,%r14), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r12,%r14), %xmm6
	mulpd %xmm7, %xmm0
	movapd 64(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm1, %xmm0
	movapd 448(%rsp), %xmm4
	addpd %xmm4, %xmm0
	subpd %xmm6, %xmm0
	movapd %xmm8, %xmm6
	movapd %xmm10, %xmm8
	mulpd %xmm7, %xmm1
	movapd 560(%rsp), %xmm10
	addpd %xmm1, %xmm10
	subpd %xmm4, %xmm10
	movapd %xmm2, %xmm1
	movapd 240(%rsp), %xmm4
	addpd %xmm4, %xmm1
	subpd %xmm11, %xmm1
	mulpd %xmm7, %xmm2
	movapd 48(%rsp), %xmm11
	addpd %xmm2, %xmm11
	subpd %xmm4, %xmm11
	movapd %xmm3, %xmm2
	movapd 656(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 32(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 416(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 720(%rsp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movupd %xmm3, -112(%r10)
	movapd %xmm4, %xmm3
	movapd %xmm11, 48(%rsp)
	mulpd %xmm11, %xmm3
	movupd %xmm3, -96(%r10)
	movapd %xmm4, %xmm3
	mulpd %xmm10, %xmm3
	movupd %xmm3, -80(%r10)
	movapd %xmm4, %xmm3
	movapd %xmm9, 64(%rsp)
	mulpd %xmm9, %xmm3
	movapd 736(%rsp), %xmm9
	movupd %xmm3, -64(%r10)
	movapd %xmm4, %xmm3
	movapd %xmm5, 32(%rsp)
	mulpd %xmm5, %xmm3
	movupd %xmm3, -48(%r10)
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movupd %xmm3, -32(%r10)
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%r10)
	movapd %xmm4, %xmm3
	movapd 400(%rsp), %xmm4
	mulpd %xmm6, %xmm3
	movupd %xmm3, (%r10)
	subq $-128, %r10
	subq $-128, %r12
	movapd %xmm2, %xmm11
	movapd %xmm1, 240(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm14, 464(%rsp)
	movapd %xmm13, 496(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm4, %xmm5
	cmpq %rsi, %r15
	jne .LBB_366
	jmp .LBB_371
.LBB_370:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm0
	movapd %xmm3, %xmm12
	movapd %xmm5, %xmm4
.LBB_371:
	movapd %xmm7, 272(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 288(%rsp)
	movapd %xmm10, 304(%rsp)
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 320(%rsp)
	movapd 32(%rsp), %xmm3
	movapd %xmm3, 336(%rsp)
	movapd %xmm8, 352(%rsp)
	movapd %xmm9, 368(%rsp)
	movapd %xmm6, 384(%rsp)
	movapd %xmm2, 112(%rsp)
	movapd %xmm1, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm15, 160(%rsp)
	movapd %xmm14, 176(%rsp)
	movapd %xmm13, 192(%rsp)
	movapd %xmm12, 208(%rsp)
	movapd %xmm4, 224(%rsp)
	cmpq $1024, %r15
	movq 520(%rsp), %r14
	ja .LBB_285
	movq %r11, 768(%rsp)
	movq 88(%rsp), %rax
	movq %rbx, %rsi
	leaq (%r15,%rax), %rbx
	cmpq %rsi, %rbx
	jae .LBB_988
	movapd %xmm4, 400(%rsp)
	movapd %xmm6, 240(%rsp)
	movq %rbx, %rbp
	subq %r8, %rbp
	cmpq %rsi, %rbp
	movq 104(%rsp), %rax
	jae .LBB_956
	movapd %xmm7, %xmm11
	movapd %xmm8, %xmm5
	movq %rbx, %r14
	shlq $7, %r14
	movupd (%rcx,%r14), %xmm3
	movapd %xmm3, 464(%rsp)
	movapd 832(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm2, %xmm11
	movapd %xmm11, 416(%rsp)
	movapd %xmm11, 272(%rsp)
	movupd 16(%rcx,%r14), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm1, %xmm4
	movapd %xmm4, 48(%rsp)
	movapd %xmm4, 288(%rsp)
	movupd 32(%rcx,%r14), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 304(%rsp)
	movupd 48(%rcx,%r14), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 64(%rsp)
	movapd %xmm4, 320(%rsp)
	movupd 64(%rcx,%r14), %xmm3
	movapd %xmm3, 560(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm14, %xmm4
	movapd %xmm4, 32(%rsp)
	movapd %xmm4, 336(%rsp)
	movupd 80(%rcx,%r14), %xmm8
	movapd %xmm8, %xmm3
	mulpd %xmm7, %xmm3
	movapd %xmm5, %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm13, %xmm11
	movapd %xmm11, 352(%rsp)
	movupd 96(%rcx,%r14), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 368(%rsp)
	movupd 112(%rcx,%r14), %xmm4
	movapd %xmm4, %xmm6
	mulpd %xmm7, %xmm6
	movapd 240(%rsp), %xmm7
	addpd %xmm6, %xmm7
	movapd 464(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	movapd 400(%rsp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 384(%rsp)
	movupd (%rcx,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 112(%rsp)
	movapd 448(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rcx,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 128(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 144(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 160(%rsp)
	movapd 560(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 176(%rsp)
	addpd %xmm13, %xmm8
	movupd 80(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm8
	movapd %xmm8, 192(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 208(%rsp)
	addpd %xmm6, %xmm4
	movupd 112(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 224(%rsp)
	movapd 720(%rsp), %xmm0
	movapd 416(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 848(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 864(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 880(%rsp)
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 896(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 912(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 928(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 944(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 960(%rsp)
	movq 768(%rsp), %rbp
	cmpq %rax, %rbp
	ja .LBB_909
	leaq 1(%r15), %rsi
	shlq $4, %rbp
	addq 488(%rsp), %rbp
	incq %rbx
	movq %rbx, %r12
	subq %r8, %rbx
	leaq 128(%rcx), %rax
	addq %rax, %r14
	xorl %r10d, %r10d
	movq 760(%rsp), %r13
	movq %rsi, %rdx
	movapd 1152(%rsp), %xmm4
	jmp .LBB_378
.LBB_376:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_947
.LBB_377:
	movsd %xmm1, 272(%rsp,%rbp,8)
	movsd %xmm0, 112(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 848(%rsp,%rbp,8)
	movq %r9, %r13
	movq %rdi, %rbp
	movq %rdx, %rsi
.LBB_378:
	testb %r10b, %r10b
	je .LBB_387
	movq %rbp, %rdi
.LBB_380:
	testq %r13, %r13
	je .LBB_390
	cmpq %r15, (%r13)
	jne .LBB_390
	movb $2, %r10b
	xorl %r9d, %r9d
	movq %r13, %rbp
	cmpq %r8, %r12
	jb .LBB_896
.LBB_383:
	movq 8(%rbp), %rbp
	testq %r8, %r8
	je .LBB_376
	cmpq $15, %rbp
	ja .LBB_932
	leaq (%r14,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %eax
	movq 704(%rsp), %r11
	xorpd %xmm1, %xmm1
.LBB_386:
	xorps %xmm2, %xmm2
	cvtsi2sd %rax, %xmm2
	movsd (%r13,%r11), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rax
	subq $-128, %r11
	jne .LBB_386
	jmp .LBB_377
.LBB_387:
	movq 808(%rsp), %rax
	movq %rax, %rdi
	cmpq %rax, %rbp
	je .LBB_380
	leaq 16(%rbp), %rdi
	cmpq %r15, (%rbp)
	jne .LBB_380
	xorl %r10d, %r10d
	movq %r13, %r9
	cmpq %r8, %r12
	jae .LBB_383
	jmp .LBB_896
.LBB_390:
	movq 8(%rsp), %rdx
	cmpq %rdx, %r15
	jae .LBB_989
	movq %r15, %rax
	shlq $7, %rax
	movaps 960(%rsp), %xmm0
	movq 552(%rsp), %rdi
	movups %xmm0, 112(%rdi,%rax)
	movaps 944(%rsp), %xmm0
	movups %xmm0, 96(%rdi,%rax)
	movaps 928(%rsp), %xmm0
	movups %xmm0, 80(%rdi,%rax)
	movaps 912(%rsp), %xmm0
	movups %xmm0, 64(%rdi,%rax)
	movapd 848(%rsp), %xmm0
	movapd 864(%rsp), %xmm1
	movapd 880(%rsp), %xmm2
	movapd 896(%rsp), %xmm3
	movupd %xmm3, 48(%rdi,%rax)
	movupd %xmm2, 32(%rdi,%rax)
	movupd %xmm1, 16(%rdi,%rax)
	movupd %xmm0, (%rdi,%rax)
	cmpq $1024, %r15
	movq 520(%rsp), %r14
	movq 768(%rsp), %r11
	movq 696(%rsp), %r13
	movq 528(%rsp), %rbx
	jne .LBB_349
	jmp .LBB_285
.LBB_392:
	movq %r14, %rdi
	orq $2, %rdi
	movzbl 880(%rsp), %r9d
	movq 888(%rsp), %r12
	jmp .LBB_394
.LBB_393:
	testb %r9b, %r9b
	cmovneq %rax, %r15
	movq %r15, %r10
	movq %rdi, %r14
	cmpl $2, %edi
	je .LBB_363
.LBB_394:
	shlq $4, %r14
	leaq 864(%rsp), %rax
	movq 8(%rax,%r14), %r15
	cmpq %r15, %r10
	cmovbq %r10, %r15
	cmpb $0, (%rax,%r14)
	cmoveq %r10, %r15
	movq %r15, %rax
	cmpq %r12, %r15
	jb .LBB_393
	movq %r12, %rax
	jmp .LBB_393
.LBB_396:
	xorpd %xmm6, %xmm6
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm4, %xmm4
	xorpd %xmm8, %xmm8
	xorpd %xmm5, %xmm5
	xorpd %xmm3, %xmm3
	xorpd %xmm2, %xmm2
.LBB_397:
	cmpq 88(%rsp), %rbp
	je .LBB_1035
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
	movq 704(%rsp), %rax
	movupd %xmm6, (%rax)
	mulpd %xmm0, %xmm9
	movupd %xmm9, 16(%rax)
	mulpd %xmm0, %xmm11
	movupd %xmm11, 32(%rax)
	mulpd %xmm0, %xmm4
	movupd %xmm4, 48(%rax)
	mulpd %xmm0, %xmm8
	movupd %xmm8, 64(%rax)
	mulpd %xmm0, %xmm5
	movupd %xmm5, 80(%rax)
	mulpd %xmm0, %xmm3
	movupd %xmm3, 96(%rax)
	mulpd %xmm0, %xmm2
	movupd %xmm2, 112(%rax)
	movb %sil, 760(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %rcx, %xmm2
	movq 608(%rsp), %rax
	movq %rax, 1152(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm1, %xmm0
	testq %rsi, %rsi
	leaq 608(%rsp), %rax
	cmovneq %rax, %rsi
	movq %rsi, 752(%rsp)
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 528(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 720(%rsp)
	movq 1216(%rsp), %rax
	movq 696(%rsp), %rdx
	addq %rdx, %rax
	movq %rax, 1632(%rsp)
	movq 80(%rsp), %r14
	subq %rcx, %r14
	movq %rcx, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 768(%rsp)
	movl $1, %esi
	xorl %ebx, %ebx
.LBB_399:
	cmpq %rdi, %rbx
	jae .LBB_404
	movq %rbx, %rax
	shlq $4, %rax
	addq 488(%rsp), %rax
.LBB_401:
	movq (%rax), %r10
	cmpq %rsi, %r10
	jae .LBB_405
	incq %rbx
	addq $16, %rax
	cmpq %rbx, %rdi
	jne .LBB_401
	movq %rdi, %rbx
	xorl %eax, %eax
	jmp .LBB_406
.LBB_404:
	xorl %eax, %eax
	jmp .LBB_406
.LBB_405:
	movl $1, %eax
.LBB_406:
	cmpq %rsi, 1152(%rsp)
	setae %dl
	andb 760(%rsp), %dl
	testq %rax, %rax
	jne .LBB_408
	movl $1025, %r15d
	testb %dl, %dl
	je .LBB_414
.LBB_408:
	movl $2, %r9d
	subq %rax, %r9
	testb %al, %al
	movq 1152(%rsp), %r8
	movq %r8, %rdi
	cmovneq %r10, %rdi
	movzbl %dl, %edx
	movq %r9, 848(%rsp)
	movq $2, 856(%rsp)
	movq %rax, 864(%rsp)
	movq %r10, 872(%rsp)
	movq %rdx, 880(%rsp)
	movq %r8, 888(%rsp)
	testq %rax, %rax
	je .LBB_411
	jne .LBB_412
	testq %rax, %rax
	jne .LBB_413
	jmp .LBB_442
.LBB_411:
	movq %rdi, %r15
	jmp .LBB_413
.LBB_412:
	movq %rax, %rdx
	xorq $3, %rdx
	shll $4, %r9d
	leaq 864(%rsp), %r8
	movq 8(%r8,%r9), %r15
	cmpq %r15, %rdi
	cmovbq %rdi, %r15
	cmpb $0, (%r8,%r9)
	cmoveq %rdi, %r15
	movq %r15, %rdi
	movq %rdx, %r9
	testq %rax, %rax
	je .LBB_442
.LBB_413:
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
	movq 96(%rsp), %r8
.LBB_414:
	movapd 272(%rsp), %xmm7
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 448(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm11
	movapd 128(%rsp), %xmm4
	movapd 144(%rsp), %xmm8
	movapd 160(%rsp), %xmm15
	movaps 336(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movapd 176(%rsp), %xmm3
	movaps 352(%rsp), %xmm0
	movaps %xmm0, 416(%rsp)
	movapd 192(%rsp), %xmm12
	movapd 368(%rsp), %xmm9
	movapd 208(%rsp), %xmm5
	movapd 384(%rsp), %xmm0
	movapd %xmm0, 48(%rsp)
	movapd 224(%rsp), %xmm6
	cmpq %r15, %rsi
	jae .LBB_420
	movapd %xmm15, 496(%rsp)
	movapd %xmm8, 464(%rsp)
	movq %rsi, %rax
	shlq $7, %rax
	movq 1632(%rsp), %rdx
	leaq (%rdx,%rax), %rdi
	addq 1128(%rsp), %rax
	leaq (%r14,%rsi), %r10
	shlq $7, %r10
	movq 1184(%rsp), %r12
.LBB_416:
	movq 80(%rsp), %rdx
	leaq (%rdx,%rsi), %rbp
	cmpq %r8, %rbp
	jae .LBB_997
	leaq (%r14,%rsi), %rbp
	cmpq %r8, %rbp
	jae .LBB_931
	movapd %xmm11, 656(%rsp)
	movapd %xmm7, 560(%rsp)
	cmpq 8(%rsp), %rsi
	jae .LBB_957
	incq %rsi
	movupd (%r12,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm6, %xmm2
	movupd (%r12,%r10), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 240(%rsp)
	movapd 528(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 48(%rsp), %xmm8
	addpd %xmm0, %xmm8
	subpd %xmm6, %xmm8
	movupd -16(%r12,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd -16(%r12,%r10), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 432(%rsp)
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm5, %xmm9
	movapd %xmm9, 736(%rsp)
	movupd -32(%r12,%rax), %xmm0
	movapd %xmm0, %xmm13
	addpd %xmm12, %xmm13
	movupd -32(%r12,%r10), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	movapd 416(%rsp), %xmm10
	addpd %xmm0, %xmm10
	subpd %xmm12, %xmm10
	movupd -48(%r12,%rax), %xmm0
	movapd %xmm0, %xmm14
	addpd %xmm3, %xmm14
	movupd -48(%r12,%r10), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 400(%rsp), %xmm11
	addpd %xmm0, %xmm11
	subpd %xmm3, %xmm11
	movupd -112(%r12,%rax), %xmm3
	movupd -96(%r12,%rax), %xmm2
	movupd -80(%r12,%rax), %xmm1
	movupd -64(%r12,%rax), %xmm0
	movapd %xmm0, %xmm15
	movapd 496(%rsp), %xmm12
	addpd %xmm12, %xmm15
	movups -112(%r12,%r10), %xmm5
	movaps %xmm5, 48(%rsp)
	movupd -96(%r12,%r10), %xmm5
	movupd -64(%r12,%r10), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r12,%r10), %xmm6
	mulpd %xmm7, %xmm0
	movapd 64(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm1, %xmm0
	movapd 464(%rsp), %xmm12
	addpd %xmm12, %xmm0
	subpd %xmm6, %xmm0
	mulpd %xmm7, %xmm1
	movapd 32(%rsp), %xmm6
	addpd %xmm1, %xmm6
	subpd %xmm12, %xmm6
	movapd %xmm2, %xmm1
	addpd %xmm4, %xmm1
	subpd %xmm5, %xmm1
	mulpd %xmm7, %xmm2
	movapd 448(%rsp), %xmm12
	addpd %xmm2, %xmm12
	subpd %xmm4, %xmm12
	movapd %xmm3, %xmm2
	movapd 656(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 48(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 560(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 720(%rsp), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	movapd .LCPI_6(%rip), %xmm4
	mulpd %xmm4, %xmm3
	movupd %xmm3, -112(%rdi)
	movapd %xmm5, %xmm3
	movapd %xmm12, 448(%rsp)
	mulpd %xmm12, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -96(%rdi)
	movapd %xmm5, %xmm3
	movapd %xmm6, 32(%rsp)
	mulpd %xmm6, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -80(%rdi)
	movapd %xmm5, %xmm3
	movapd %xmm9, 64(%rsp)
	mulpd %xmm9, %xmm3
	movapd 736(%rsp), %xmm9
	mulpd %xmm4, %xmm3
	movupd %xmm3, -64(%rdi)
	movapd %xmm5, %xmm3
	movapd %xmm11, 400(%rsp)
	mulpd %xmm11, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -48(%rdi)
	movapd %xmm5, %xmm3
	movapd %xmm10, 416(%rsp)
	mulpd %xmm10, %xmm3
	movapd 432(%rsp), %xmm10
	mulpd %xmm4, %xmm3
	movupd %xmm3, -32(%rdi)
	movapd %xmm5, %xmm3
	mulpd %xmm9, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -16(%rdi)
	movapd %xmm5, %xmm3
	movapd %xmm8, 48(%rsp)
	mulpd %xmm8, %xmm3
	movapd 240(%rsp), %xmm8
	mulpd %xmm4, %xmm3
	movupd %xmm3, (%rdi)
	subq $-128, %rdi
	subq $-128, %r12
	movapd %xmm2, %xmm11
	movapd %xmm1, %xmm4
	movapd %xmm0, 464(%rsp)
	movapd %xmm15, 496(%rsp)
	movapd %xmm14, %xmm3
	movapd %xmm13, %xmm12
	movapd %xmm10, %xmm5
	movapd %xmm8, %xmm6
	cmpq %rsi, %r15
	jne .LBB_416
	jmp .LBB_421
.LBB_420:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm1
	movapd %xmm8, %xmm0
	movapd %xmm3, %xmm14
	movapd %xmm12, %xmm13
	movapd %xmm5, %xmm10
	movapd %xmm6, %xmm8
.LBB_421:
	movapd %xmm7, 272(%rsp)
	movapd 448(%rsp), %xmm11
	movapd %xmm11, 288(%rsp)
	movapd 32(%rsp), %xmm6
	movapd %xmm6, 304(%rsp)
	movapd 64(%rsp), %xmm5
	movapd %xmm5, 320(%rsp)
	movaps 400(%rsp), %xmm3
	movaps %xmm3, 336(%rsp)
	movaps 416(%rsp), %xmm3
	movaps %xmm3, 352(%rsp)
	movapd %xmm9, 368(%rsp)
	movapd 48(%rsp), %xmm3
	movapd %xmm3, 384(%rsp)
	movapd %xmm2, 112(%rsp)
	movapd %xmm1, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm15, 160(%rsp)
	movapd %xmm14, 176(%rsp)
	movapd %xmm13, 192(%rsp)
	movapd %xmm10, 208(%rsp)
	movapd %xmm8, 224(%rsp)
	cmpq $1024, %r15
	movq 552(%rsp), %rbp
	ja .LBB_298
	movq 80(%rsp), %rax
	leaq (%r15,%rax), %rdi
	cmpq %r8, %rdi
	jae .LBB_990
	movapd %xmm8, 240(%rsp)
	movq %rdi, %rbp
	subq %rcx, %rbp
	cmpq %r8, %rbp
	jae .LBB_931
	movapd %xmm10, %xmm4
	movapd %xmm7, %xmm12
	movq %rdi, %rax
	shlq $7, %rax
	movq 592(%rsp), %rdx
	movupd (%rdx,%rax), %xmm3
	movapd %xmm3, 496(%rsp)
	movapd 528(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm12
	subpd %xmm2, %xmm12
	movapd %xmm12, 272(%rsp)
	movupd 16(%rdx,%rax), %xmm3
	movapd %xmm3, 464(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm1, %xmm11
	movapd %xmm11, 288(%rsp)
	movupd 32(%rdx,%rax), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm6
	subpd %xmm0, %xmm6
	movapd %xmm6, 32(%rsp)
	movapd %xmm6, 304(%rsp)
	movupd 48(%rdx,%rax), %xmm3
	movapd %xmm3, 560(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm5
	subpd %xmm15, %xmm5
	movapd %xmm5, 64(%rsp)
	movapd %xmm5, 320(%rsp)
	movupd 64(%rdx,%rax), %xmm3
	movapd %xmm3, 656(%rsp)
	mulpd %xmm7, %xmm3
	movapd 400(%rsp), %xmm10
	addpd %xmm3, %xmm10
	subpd %xmm14, %xmm10
	movapd %xmm10, 336(%rsp)
	movupd 80(%rdx,%rax), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm7, %xmm3
	movapd 416(%rsp), %xmm8
	addpd %xmm3, %xmm8
	subpd %xmm13, %xmm8
	movapd %xmm8, 352(%rsp)
	movupd 96(%rdx,%rax), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	movapd %xmm4, 432(%rsp)
	subpd %xmm4, %xmm9
	movapd %xmm9, 368(%rsp)
	movupd 112(%rdx,%rax), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm7
	addpd %xmm3, %xmm7
	movapd 496(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	subpd 240(%rsp), %xmm7
	movapd %xmm7, 384(%rsp)
	movupd (%rdx,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 112(%rsp)
	movapd 464(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rdx,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 128(%rsp)
	movapd 448(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rdx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 144(%rsp)
	movapd 560(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rdx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 160(%rsp)
	movapd 656(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rdx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 176(%rsp)
	addpd %xmm13, %xmm6
	movupd 80(%rdx,%rbp), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 192(%rsp)
	addpd 432(%rsp), %xmm5
	movupd 96(%rdx,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 208(%rsp)
	addpd 240(%rsp), %xmm4
	movupd 112(%rdx,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 224(%rsp)
	movapd 720(%rsp), %xmm0
	mulpd %xmm0, %xmm12
	movapd %xmm12, 848(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 864(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 880(%rsp)
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 896(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 912(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 928(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 944(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 960(%rsp)
	cmpq 104(%rsp), %rbx
	ja .LBB_905
	leaq 1(%r15), %rsi
	movq %rbx, %r12
	movq %rbx, %rbp
	shlq $4, %rbp
	addq 488(%rsp), %rbp
	incq %rdi
	movq %rdi, %rbx
	subq %rcx, %rbx
	addq 1192(%rsp), %rax
	xorl %r13d, %r13d
	movq 752(%rsp), %r9
	movapd 1136(%rsp), %xmm4
	jmp .LBB_428
.LBB_426:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_947
.LBB_427:
	movsd %xmm1, 272(%rsp,%rbp,8)
	movsd %xmm0, 112(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 848(%rsp,%rbp,8)
	movq %r8, %r9
	movq %r10, %rbp
	movq 96(%rsp), %r8
.LBB_428:
	testb %r13b, %r13b
	je .LBB_437
	movq %rbp, %r10
	movq 8(%rsp), %rdx
.LBB_430:
	testq %r9, %r9
	je .LBB_440
	cmpq %r15, (%r9)
	jne .LBB_440
	movb $2, %r13b
	xorl %r8d, %r8d
	movq %r9, %rbp
	cmpq %rcx, %rdi
	jb .LBB_899
.LBB_433:
	movq 8(%rbp), %rbp
	testq %rcx, %rcx
	je .LBB_426
	cmpq $15, %rbp
	ja .LBB_932
	leaq (%rax,%rbp,8), %r9
	xorpd %xmm0, %xmm0
	movl $1, %edx
	movq 768(%rsp), %r11
	xorpd %xmm1, %xmm1
.LBB_436:
	xorps %xmm2, %xmm2
	cvtsi2sd %rdx, %xmm2
	movsd (%r9,%r11), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rdx
	subq $-128, %r11
	jne .LBB_436
	jmp .LBB_427
.LBB_437:
	movq 808(%rsp), %rdx
	movq %rdx, %r10
	cmpq %rdx, %rbp
	movq 8(%rsp), %rdx
	je .LBB_430
	leaq 16(%rbp), %r10
	cmpq %r15, (%rbp)
	jne .LBB_430
	xorl %r13d, %r13d
	movq %r9, %r8
	cmpq %rcx, %rdi
	jae .LBB_433
	jmp .LBB_899
.LBB_440:
	cmpq %rdx, %r15
	jae .LBB_991
	movq %r15, %rax
	shlq $7, %rax
	movapd 848(%rsp), %xmm0
	movapd .LCPI_6(%rip), %xmm1
	mulpd %xmm1, %xmm0
	movq 704(%rsp), %rdx
	movupd %xmm0, (%rdx,%rax)
	movapd 864(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 16(%rdx,%rax)
	movapd 880(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 32(%rdx,%rax)
	movapd 896(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 48(%rdx,%rax)
	movapd 912(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 64(%rdx,%rax)
	movapd 928(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 80(%rdx,%rax)
	movapd 944(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 96(%rdx,%rax)
	movapd 960(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 112(%rdx,%rax)
	cmpq $1024, %r15
	movq 104(%rsp), %rdi
	movq 832(%rsp), %r13
	movq 552(%rsp), %rbp
	movq %r12, %rbx
	jne .LBB_399
	jmp .LBB_298
.LBB_442:
	movq %r9, %rax
	orq $2, %rax
	movzbl 880(%rsp), %r8d
	movq 888(%rsp), %r10
	jmp .LBB_444
.LBB_443:
	testb %r8b, %r8b
	cmovneq %rdx, %r15
	movq %r15, %rdi
	movq %rax, %r9
	cmpl $2, %eax
	je .LBB_413
.LBB_444:
	shlq $4, %r9
	leaq 864(%rsp), %rdx
	movq 8(%rdx,%r9), %r15
	cmpq %r15, %rdi
	cmovbq %rdi, %r15
	cmpb $0, (%rdx,%r9)
	cmoveq %rdi, %r15
	movq %r15, %rdx
	cmpq %r10, %r15
	jb .LBB_443
	movq %r10, %rdx
	jmp .LBB_443
.LBB_446:
	xorpd %xmm4, %xmm4
	xorpd %xmm7, %xmm7
	xorpd %xmm12, %xmm12
	xorpd %xmm1, %xmm1
	xorpd %xmm11, %xmm11
	xorpd %xmm2, %xmm2
	xorpd %xmm10, %xmm10
	xorpd %xmm8, %xmm8
.LBB_447:
	cmpq %rax, %rbp
	je .LBB_1038
	testq %rdx, %rdx
	je .LBB_1037
	movapd %xmm9, %xmm0
	unpcklpd %xmm9, %xmm0
	divpd %xmm0, %xmm4
	divpd %xmm0, %xmm7
	divpd %xmm0, %xmm12
	divpd %xmm0, %xmm1
	divpd %xmm0, %xmm11
	divpd %xmm0, %xmm2
	divpd %xmm0, %xmm10
	divpd %xmm0, %xmm8
	movq 704(%rsp), %rax
	movupd (%rax), %xmm0
	subpd %xmm4, %xmm0
	movupd 16(%rax), %xmm4
	subpd %xmm7, %xmm4
	movupd 32(%rax), %xmm5
	subpd %xmm12, %xmm5
	movupd 48(%rax), %xmm6
	subpd %xmm1, %xmm6
	movupd (%r15), %xmm1
	subpd %xmm1, %xmm0
	movupd 16(%r15), %xmm1
	subpd %xmm1, %xmm4
	movupd 32(%r15), %xmm1
	subpd %xmm1, %xmm5
	movupd 48(%r15), %xmm1
	subpd %xmm1, %xmm6
	movupd 64(%rax), %xmm1
	subpd %xmm11, %xmm1
	movupd 64(%r15), %xmm3
	subpd %xmm3, %xmm1
	movupd 80(%rax), %xmm3
	subpd %xmm2, %xmm3
	movupd 80(%r15), %xmm2
	subpd %xmm2, %xmm3
	movupd 96(%rax), %xmm2
	subpd %xmm10, %xmm2
	movupd 96(%r15), %xmm7
	subpd %xmm7, %xmm2
	movupd 112(%rax), %xmm7
	subpd %xmm8, %xmm7
	movupd 112(%r15), %xmm8
	subpd %xmm8, %xmm7
	movupd %xmm0, (%rax)
	movupd %xmm4, 16(%rax)
	movupd %xmm5, 32(%rax)
	movupd %xmm6, 48(%rax)
	movupd %xmm1, 64(%rax)
	movupd %xmm3, 80(%rax)
	movupd %xmm2, 96(%rax)
	movupd %xmm7, 112(%rax)
	movq 624(%rsp), %rsi
	xorps %xmm1, %xmm1
	cvtsi2sd %rsi, %xmm1
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm9, %xmm0
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 720(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 816(%rsp)
	movzbl 600(%rsp), %eax
	movq 608(%rsp), %rcx
	movq %rcx, 1152(%rsp)
	movb %al, 760(%rsp)
	testb %al, %al
	movl $0, %ecx
	leaq 608(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 752(%rsp)
	movq 696(%rsp), %rax
	addq 1216(%rsp), %rax
	movq %rax, 696(%rsp)
	movq 80(%rsp), %rcx
	subq %rsi, %rcx
	shlq $7, %rsi
	negq %rsi
	movq %rsi, 552(%rsp)
	movl $1, %esi
	xorl %ebx, %ebx
.LBB_450:
	movq 104(%rsp), %rdi
	cmpq %rdi, %rbx
	jae .LBB_455
	movq %rbx, %rax
	shlq $4, %rax
	addq 488(%rsp), %rax
.LBB_452:
	movq (%rax), %r14
	cmpq %rsi, %r14
	jae .LBB_456
	incq %rbx
	addq $16, %rax
	cmpq %rbx, %rdi
	jne .LBB_452
	movq %rdi, %rbx
	xorl %eax, %eax
	jmp .LBB_457
.LBB_455:
	xorl %eax, %eax
	jmp .LBB_457
.LBB_456:
	movl $1, %eax
.LBB_457:
	cmpq %rsi, 1152(%rsp)
	setae %r8b
	andb 760(%rsp), %r8b
	testq %rax, %rax
	jne .LBB_459
	movl $1025, %r10d
	testb %r8b, %r8b
	je .LBB_465
.LBB_459:
	movl $2, %r9d
	subq %rax, %r9
	testb %al, %al
	movq 1152(%rsp), %r10
	movq %r10, %rdi
	cmovneq %r14, %rdi
	movzbl %r8b, %r8d
	movq %r9, 848(%rsp)
	movq $2, 856(%rsp)
	movq %rax, 864(%rsp)
	movq %r14, 872(%rsp)
	movq %r8, 880(%rsp)
	movq %r10, 888(%rsp)
	testq %rax, %rax
	je .LBB_462
	jne .LBB_463
	testq %rax, %rax
	jne .LBB_464
	jmp .LBB_495
.LBB_462:
	movq %rdi, %r10
	jmp .LBB_464
.LBB_463:
	movq %rax, %r8
	xorq $3, %r8
	shll $4, %r9d
	leaq 864(%rsp), %r11
	movq 8(%r11,%r9), %r10
	cmpq %r10, %rdi
	cmovbq %rdi, %r10
	cmpb $0, (%r11,%r9)
	cmoveq %rdi, %r10
	movq %r10, %rdi
	movq %r8, %r9
	testq %rax, %rax
	je .LBB_495
.LBB_464:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_465:
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movapd 112(%rsp), %xmm8
	movapd 128(%rsp), %xmm5
	movapd 144(%rsp), %xmm4
	movapd 160(%rsp), %xmm6
	movaps 336(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movapd 176(%rsp), %xmm12
	movaps 352(%rsp), %xmm0
	movaps %xmm0, 448(%rsp)
	movapd 192(%rsp), %xmm10
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 240(%rsp)
	movapd 208(%rsp), %xmm3
	movapd 384(%rsp), %xmm0
	movapd %xmm0, 416(%rsp)
	movapd 224(%rsp), %xmm9
	cmpq %r10, %rsi
	jae .LBB_472
	movq %rsi, %rax
	shlq $7, %rax
	leaq 112(%r15), %rdi
	addq %rax, %rdi
	movq 696(%rsp), %r8
	leaq (%r8,%rax), %r9
	addq 1128(%rsp), %rax
	leaq (%rcx,%rsi), %r12
	shlq $7, %r12
	movq 1184(%rsp), %r14
.LBB_467:
	movq 80(%rsp), %r8
	leaq (%r8,%rsi), %rbp
	movq 96(%rsp), %r8
	cmpq %r8, %rbp
	jae .LBB_997
	leaq (%rcx,%rsi), %rbp
	cmpq %r8, %rbp
	jae .LBB_931
	cmpq 8(%rsp), %rsi
	jae .LBB_963
	movapd %xmm9, 656(%rsp)
	cmpq %rdx, %rsi
	jae .LBB_1002
	movapd %xmm6, %xmm15
	movapd %xmm12, %xmm6
	movapd %xmm10, %xmm13
	movapd %xmm3, %xmm14
	movupd -112(%r14,%rax), %xmm2
	movupd -96(%r14,%rax), %xmm7
	movupd -80(%r14,%rax), %xmm1
	movupd -64(%r14,%rax), %xmm0
	movapd %xmm2, %xmm3
	addpd %xmm8, %xmm3
	movapd 720(%rsp), %xmm10
	mulpd %xmm10, %xmm2
	movapd 48(%rsp), %xmm12
	addpd %xmm2, %xmm12
	subpd %xmm8, %xmm12
	movupd -112(%r14,%r12), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 464(%rsp)
	movupd -96(%r14,%r12), %xmm2
	movupd -80(%r14,%r12), %xmm8
	movupd -64(%r14,%r12), %xmm9
	movapd 816(%rsp), %xmm11
	movapd %xmm11, %xmm3
	movapd %xmm12, 48(%rsp)
	mulpd %xmm12, %xmm3
	movapd %xmm3, 736(%rsp)
	movapd %xmm7, %xmm3
	addpd %xmm5, %xmm3
	subpd %xmm2, %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm10, %xmm7
	movapd 32(%rsp), %xmm2
	addpd %xmm7, %xmm2
	subpd %xmm5, %xmm2
	movapd %xmm11, %xmm5
	movapd %xmm2, 32(%rsp)
	mulpd %xmm2, %xmm5
	movapd %xmm1, %xmm2
	addpd %xmm4, %xmm2
	subpd %xmm8, %xmm2
	movapd %xmm2, 560(%rsp)
	mulpd %xmm10, %xmm1
	movapd 64(%rsp), %xmm2
	addpd %xmm1, %xmm2
	subpd %xmm4, %xmm2
	movapd %xmm11, %xmm4
	movapd %xmm2, 64(%rsp)
	mulpd %xmm2, %xmm4
	movapd %xmm0, %xmm3
	addpd %xmm15, %xmm3
	subpd %xmm9, %xmm3
	mulpd %xmm10, %xmm0
	movapd 400(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm15, %xmm1
	movapd %xmm11, %xmm7
	movapd %xmm1, 400(%rsp)
	mulpd %xmm1, %xmm7
	movupd -48(%r14,%rax), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm6, %xmm15
	movupd -48(%r14,%r12), %xmm1
	subpd %xmm1, %xmm15
	mulpd %xmm10, %xmm0
	movapd 432(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm6, %xmm1
	movapd %xmm11, %xmm0
	movapd %xmm1, 432(%rsp)
	mulpd %xmm1, %xmm0
	movapd %xmm0, 528(%rsp)
	movupd -32(%r14,%rax), %xmm1
	movapd %xmm1, %xmm0
	addpd %xmm13, %xmm0
	movupd -32(%r14,%r12), %xmm2
	subpd %xmm2, %xmm0
	mulpd %xmm10, %xmm1
	movapd 448(%rsp), %xmm12
	addpd %xmm1, %xmm12
	subpd %xmm13, %xmm12
	movupd -16(%r14,%rax), %xmm2
	movapd %xmm2, %xmm1
	addpd %xmm14, %xmm1
	movupd -16(%r14,%r12), %xmm8
	subpd %xmm8, %xmm1
	mulpd %xmm10, %xmm2
	movapd 240(%rsp), %xmm13
	addpd %xmm2, %xmm13
	subpd %xmm14, %xmm13
	movupd (%r14,%rax), %xmm8
	movapd %xmm8, %xmm2
	movapd 656(%rsp), %xmm14
	addpd %xmm14, %xmm2
	movupd (%r14,%r12), %xmm9
	subpd %xmm9, %xmm2
	movapd %xmm11, %xmm9
	movapd %xmm12, 448(%rsp)
	mulpd %xmm12, %xmm9
	mulpd %xmm10, %xmm8
	movapd 416(%rsp), %xmm12
	addpd %xmm8, %xmm12
	movapd %xmm11, %xmm10
	movapd %xmm13, 240(%rsp)
	mulpd %xmm13, %xmm10
	subpd %xmm14, %xmm12
	movapd %xmm3, %xmm14
	movupd -112(%r9), %xmm8
	subpd 736(%rsp), %xmm8
	movupd -96(%r9), %xmm6
	subpd %xmm5, %xmm6
	movupd -80(%r9), %xmm5
	subpd %xmm4, %xmm5
	movupd -64(%r9), %xmm4
	subpd %xmm7, %xmm4
	movupd -112(%rdi), %xmm7
	subpd %xmm7, %xmm8
	movupd -96(%rdi), %xmm7
	subpd %xmm7, %xmm6
	movupd -80(%rdi), %xmm7
	subpd %xmm7, %xmm5
	movupd -64(%rdi), %xmm7
	subpd %xmm7, %xmm4
	movupd -48(%r9), %xmm7
	subpd 528(%rsp), %xmm7
	movupd -48(%rdi), %xmm3
	subpd %xmm3, %xmm7
	movupd -32(%r9), %xmm3
	subpd %xmm9, %xmm3
	movupd -32(%rdi), %xmm9
	subpd %xmm9, %xmm3
	movupd -16(%r9), %xmm9
	subpd %xmm10, %xmm9
	movupd -16(%rdi), %xmm10
	subpd %xmm10, %xmm9
	movapd %xmm11, %xmm10
	movapd %xmm12, 416(%rsp)
	mulpd %xmm12, %xmm10
	movupd (%r9), %xmm11
	subpd %xmm10, %xmm11
	movupd (%rdi), %xmm10
	subpd %xmm10, %xmm11
	incq %rsi
	movupd %xmm8, -112(%r9)
	movapd 496(%rsp), %xmm13
	movupd %xmm6, -96(%r9)
	movupd %xmm5, -80(%r9)
	movupd %xmm4, -64(%r9)
	movupd %xmm7, -48(%r9)
	movapd 464(%rsp), %xmm7
	movupd %xmm3, -32(%r9)
	movupd %xmm9, -16(%r9)
	movupd %xmm11, (%r9)
	movapd 560(%rsp), %xmm11
	subq $-128, %rdi
	subq $-128, %r9
	subq $-128, %r14
	movapd %xmm7, %xmm8
	movapd %xmm13, %xmm5
	movapd %xmm11, %xmm4
	movapd %xmm14, %xmm6
	movapd %xmm15, %xmm12
	movapd %xmm0, %xmm10
	movapd %xmm1, %xmm3
	movapd %xmm2, %xmm9
	cmpq %rsi, %r10
	jne .LBB_467
	jmp .LBB_473
.LBB_472:
	movapd %xmm8, %xmm7
	movapd %xmm5, %xmm13
	movapd %xmm4, %xmm11
	movapd %xmm6, %xmm14
	movapd %xmm12, %xmm15
	movapd %xmm10, %xmm0
	movapd %xmm3, %xmm1
	movapd %xmm9, %xmm2
	movq 96(%rsp), %r8
.LBB_473:
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 272(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 288(%rsp)
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 304(%rsp)
	movapd 400(%rsp), %xmm4
	movapd %xmm4, 320(%rsp)
	movaps 432(%rsp), %xmm3
	movaps %xmm3, 336(%rsp)
	movaps 448(%rsp), %xmm3
	movaps %xmm3, 352(%rsp)
	movaps 240(%rsp), %xmm3
	movaps %xmm3, 368(%rsp)
	movapd 416(%rsp), %xmm3
	movapd %xmm3, 384(%rsp)
	movapd %xmm7, 112(%rsp)
	movapd %xmm13, 128(%rsp)
	movapd %xmm11, 144(%rsp)
	movapd %xmm14, 160(%rsp)
	movapd %xmm15, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm1, 208(%rsp)
	movapd %xmm2, 224(%rsp)
	cmpq $1024, %r10
	movq 520(%rsp), %r14
	ja .LBB_555
	movq 80(%rsp), %rax
	leaq (%r10,%rax), %r11
	cmpq %r8, %r11
	jae .LBB_996
	movapd %xmm3, 416(%rsp)
	movq %r11, %rbp
	subq 624(%rsp), %rbp
	cmpq %r8, %rbp
	jae .LBB_931
	movq %r11, %rax
	shlq $7, %rax
	movq 592(%rsp), %rdi
	movupd (%rdi,%rax), %xmm3
	movapd %xmm3, 528(%rsp)
	movapd 720(%rsp), %xmm9
	mulpd %xmm9, %xmm3
	movapd 48(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm7, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm5, 272(%rsp)
	movupd 16(%rdi,%rax), %xmm3
	movapd %xmm3, 656(%rsp)
	mulpd %xmm9, %xmm3
	movapd 32(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm13, %xmm5
	movapd %xmm5, 32(%rsp)
	movapd %xmm5, 288(%rsp)
	movupd 32(%rdi,%rax), %xmm3
	movapd %xmm3, 736(%rsp)
	mulpd %xmm9, %xmm3
	movapd 64(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm11, %xmm5
	movapd %xmm5, 64(%rsp)
	movapd %xmm5, 304(%rsp)
	movupd 48(%rdi,%rax), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm9, %xmm3
	addpd %xmm3, %xmm4
	subpd %xmm14, %xmm4
	movapd %xmm4, 400(%rsp)
	movapd %xmm4, 320(%rsp)
	movapd %xmm7, 464(%rsp)
	movupd 64(%rdi,%rax), %xmm7
	movapd %xmm7, %xmm3
	mulpd %xmm9, %xmm3
	movapd %xmm11, 560(%rsp)
	movapd 432(%rsp), %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm15, %xmm11
	movapd %xmm11, 336(%rsp)
	movupd 80(%rdi,%rax), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm9, %xmm3
	movapd 448(%rsp), %xmm10
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 352(%rsp)
	movupd 96(%rdi,%rax), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movapd 240(%rsp), %xmm12
	addpd %xmm3, %xmm12
	subpd %xmm1, %xmm12
	movapd %xmm12, 368(%rsp)
	movupd 112(%rdi,%rax), %xmm3
	movapd %xmm13, 496(%rsp)
	movapd %xmm3, %xmm8
	mulpd %xmm9, %xmm8
	movapd 416(%rsp), %xmm9
	addpd %xmm8, %xmm9
	movapd 528(%rsp), %xmm13
	addpd 464(%rsp), %xmm13
	shlq $7, %rbp
	subpd %xmm2, %xmm9
	movapd %xmm9, 384(%rsp)
	movupd (%rdi,%rbp), %xmm8
	subpd %xmm8, %xmm13
	movapd %xmm13, 112(%rsp)
	movapd 656(%rsp), %xmm13
	addpd 496(%rsp), %xmm13
	movupd 16(%rdi,%rbp), %xmm8
	subpd %xmm8, %xmm13
	movapd %xmm13, 128(%rsp)
	movapd 736(%rsp), %xmm13
	addpd 560(%rsp), %xmm13
	movupd 32(%rdi,%rbp), %xmm8
	subpd %xmm8, %xmm13
	movapd %xmm13, 144(%rsp)
	addpd %xmm14, %xmm6
	movupd 48(%rdi,%rbp), %xmm8
	subpd %xmm8, %xmm6
	movapd %xmm6, 160(%rsp)
	addpd %xmm15, %xmm7
	movupd 64(%rdi,%rbp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 176(%rsp)
	addpd %xmm0, %xmm5
	movupd 80(%rdi,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 192(%rsp)
	addpd %xmm1, %xmm4
	movupd 96(%rdi,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 208(%rsp)
	addpd %xmm2, %xmm3
	movupd 112(%rdi,%rbp), %xmm0
	subpd %xmm0, %xmm3
	movapd %xmm3, 224(%rsp)
	movapd 816(%rsp), %xmm0
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 848(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 864(%rsp)
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 880(%rsp)
	movapd 400(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 896(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 912(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 928(%rsp)
	mulpd %xmm0, %xmm12
	movapd %xmm12, 944(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 960(%rsp)
	movq 104(%rsp), %rdi
	cmpq %rdi, %rbx
	ja .LBB_914
	leaq 1(%r10), %rsi
	movq %rbx, 768(%rsp)
	movq %rbx, %r13
	shlq $4, %r13
	addq 488(%rsp), %r13
	incq %r11
	movq %r11, %rbx
	subq 624(%rsp), %rbx
	addq 1192(%rsp), %rax
	xorl %r9d, %r9d
	movq 752(%rsp), %r8
	movq %r11, %rbp
	movapd 1136(%rsp), %xmm4
	jmp .LBB_480
.LBB_478:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_947
.LBB_479:
	movsd %xmm1, 272(%rsp,%rbp,8)
	movsd %xmm0, 112(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 848(%rsp,%rbp,8)
	movq %r14, %r8
	movq %rdi, %r13
	movq 520(%rsp), %r14
	movq %r12, %rbp
.LBB_480:
	testb %r9b, %r9b
	je .LBB_489
	movq %r13, %rdi
.LBB_482:
	testq %r8, %r8
	je .LBB_492
	cmpq %r10, (%r8)
	jne .LBB_492
	movb $2, %r9b
	xorl %r14d, %r14d
	movq %r8, %r13
	movq 624(%rsp), %r11
	cmpq %r11, %rbp
	movq 96(%rsp), %r8
	jb .LBB_903
.LBB_485:
	movq %rbp, %r12
	movq 8(%r13), %rbp
	testq %r11, %r11
	je .LBB_478
	cmpq $15, %rbp
	ja .LBB_932
	leaq (%rax,%rbp,8), %r8
	xorpd %xmm0, %xmm0
	movl $1, %r13d
	movq 552(%rsp), %r11
	xorpd %xmm1, %xmm1
.LBB_488:
	xorps %xmm2, %xmm2
	cvtsi2sd %r13, %xmm2
	movsd (%r8,%r11), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r13
	subq $-128, %r11
	jne .LBB_488
	jmp .LBB_479
.LBB_489:
	movq 808(%rsp), %r9
	movq %r9, %rdi
	cmpq %r9, %r13
	je .LBB_482
	leaq 16(%r13), %rdi
	cmpq %r10, (%r13)
	jne .LBB_482
	xorl %r9d, %r9d
	movq %r8, %r14
	movq 624(%rsp), %r11
	cmpq %r11, %rbp
	movq 96(%rsp), %r8
	jae .LBB_485
	jmp .LBB_903
.LBB_492:
	cmpq 8(%rsp), %r10
	jae .LBB_1000
	cmpq %rdx, %r10
	movq 832(%rsp), %r13
	movq 768(%rsp), %rbx
	jae .LBB_1001
	movq %r10, %rax
	shlq $7, %rax
	movq 704(%rsp), %rdi
	movupd (%rdi,%rax), %xmm0
	movupd 16(%rdi,%rax), %xmm1
	movupd 32(%rdi,%rax), %xmm2
	subpd 848(%rsp), %xmm0
	movupd 48(%rdi,%rax), %xmm3
	movupd (%r15,%rax), %xmm4
	subpd %xmm4, %xmm0
	movupd 16(%r15,%rax), %xmm4
	movupd 32(%r15,%rax), %xmm5
	movupd 48(%r15,%rax), %xmm6
	subpd 864(%rsp), %xmm1
	subpd %xmm4, %xmm1
	subpd 880(%rsp), %xmm2
	subpd %xmm5, %xmm2
	subpd 896(%rsp), %xmm3
	subpd %xmm6, %xmm3
	movupd 64(%rdi,%rax), %xmm4
	movupd 64(%r15,%rax), %xmm5
	subpd 912(%rsp), %xmm4
	subpd %xmm5, %xmm4
	movupd 80(%rdi,%rax), %xmm5
	movupd 80(%r15,%rax), %xmm6
	subpd 928(%rsp), %xmm5
	subpd %xmm6, %xmm5
	movupd 96(%rdi,%rax), %xmm6
	subpd 944(%rsp), %xmm6
	movupd 96(%r15,%rax), %xmm7
	subpd %xmm7, %xmm6
	movupd 112(%rdi,%rax), %xmm7
	movupd 112(%r15,%rax), %xmm8
	subpd 960(%rsp), %xmm7
	subpd %xmm8, %xmm7
	movupd %xmm0, (%rdi,%rax)
	movupd %xmm1, 16(%rdi,%rax)
	movupd %xmm2, 32(%rdi,%rax)
	movupd %xmm3, 48(%rdi,%rax)
	movupd %xmm4, 64(%rdi,%rax)
	movupd %xmm5, 80(%rdi,%rax)
	movupd %xmm6, 96(%rdi,%rax)
	movupd %xmm7, 112(%rdi,%rax)
	cmpq $1024, %r10
	jne .LBB_450
	jmp .LBB_555
.LBB_495:
	movq %r9, %rax
	orq $2, %rax
	movzbl 880(%rsp), %r8d
	movq 888(%rsp), %r14
	jmp .LBB_497
.LBB_496:
	testb %r8b, %r8b
	cmovneq %rdi, %r10
	movq %r10, %rdi
	movq %rax, %r9
	cmpl $2, %eax
	je .LBB_464
.LBB_497:
	shlq $4, %r9
	leaq 864(%rsp), %r11
	movq 8(%r11,%r9), %r10
	cmpq %r10, %rdi
	cmovbq %rdi, %r10
	cmpb $0, (%r11,%r9)
	cmoveq %rdi, %r10
	movq %r10, %rdi
	cmpq %r14, %r10
	jb .LBB_496
	movq %r14, %rdi
	jmp .LBB_496
.LBB_499:
	xorpd %xmm1, %xmm1
	xorpd %xmm6, %xmm6
	xorpd %xmm4, %xmm4
	xorpd %xmm5, %xmm5
	xorpd %xmm11, %xmm11
	xorpd %xmm7, %xmm7
	xorpd %xmm9, %xmm9
	xorpd %xmm12, %xmm12
.LBB_500:
	cmpq %rax, %rbp
	je .LBB_1036
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
	movq 704(%rsp), %rax
	movupd (%rax), %xmm0
	subpd %xmm1, %xmm0
	movupd 16(%rax), %xmm1
	subpd %xmm6, %xmm1
	movupd 32(%rax), %xmm3
	subpd %xmm4, %xmm3
	movupd 48(%rax), %xmm4
	subpd %xmm5, %xmm4
	movupd %xmm0, (%rax)
	movupd %xmm1, 16(%rax)
	movupd %xmm3, 32(%rax)
	movupd %xmm4, 48(%rax)
	movupd 64(%rax), %xmm0
	subpd %xmm11, %xmm0
	movupd %xmm0, 64(%rax)
	movupd 80(%rax), %xmm0
	subpd %xmm7, %xmm0
	movupd %xmm0, 80(%rax)
	movupd 96(%rax), %xmm0
	subpd %xmm9, %xmm0
	movupd %xmm0, 96(%rax)
	movupd 112(%rax), %xmm0
	subpd %xmm12, %xmm0
	movupd %xmm0, 112(%rax)
	movb %dil, 768(%rsp)
	movq 624(%rsp), %r14
	xorps %xmm1, %xmm1
	cvtsi2sd %r14, %xmm1
	movq 608(%rsp), %rax
	movq %rax, 720(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm8, %xmm0
	testq %rdi, %rdi
	leaq 608(%rsp), %rax
	cmovneq %rax, %rdi
	movq %rdi, 1152(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 656(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 736(%rsp)
	movq 1216(%rsp), %rax
	movq 696(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 1136(%rsp)
	movq 80(%rsp), %r15
	subq %r14, %r15
	shlq $7, %r14
	negq %r14
	movl $1, %esi
	xorl %ebx, %ebx
.LBB_502:
	cmpq %rdx, %rbx
	jae .LBB_507
	movq %rbx, %rax
	shlq $4, %rax
	addq 488(%rsp), %rax
.LBB_504:
	movq (%rax), %r9
	cmpq %rsi, %r9
	jae .LBB_508
	incq %rbx
	addq $16, %rax
	cmpq %rbx, %rdx
	jne .LBB_504
	movq %rdx, %rbx
	xorl %edx, %edx
	jmp .LBB_509
.LBB_507:
	xorl %edx, %edx
	jmp .LBB_509
.LBB_508:
	movl $1, %edx
.LBB_509:
	cmpq %rsi, 720(%rsp)
	setae %al
	andb 768(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_511
	movl $1025, %r10d
	testb %al, %al
	je .LBB_517
.LBB_511:
	movl $2, %edi
	subq %rdx, %rdi
	testb %dl, %dl
	movq 720(%rsp), %r8
	movq %r8, %rcx
	cmovneq %r9, %rcx
	movzbl %al, %eax
	movq %rdi, 848(%rsp)
	movq $2, 856(%rsp)
	movq %rdx, 864(%rsp)
	movq %r9, 872(%rsp)
	movq %rax, 880(%rsp)
	movq %r8, 888(%rsp)
	testq %rdx, %rdx
	je .LBB_514
	jne .LBB_515
	testq %rdx, %rdx
	jne .LBB_516
	jmp .LBB_545
.LBB_514:
	movq %rcx, %r10
	jmp .LBB_516
.LBB_515:
	movq %rdx, %rax
	xorq $3, %rax
	shll $4, %edi
	leaq 864(%rsp), %r8
	movq 8(%r8,%rdi), %r10
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpb $0, (%r8,%rdi)
	cmoveq %rcx, %r10
	movq %r10, %rcx
	movq %rax, %rdi
	testq %rdx, %rdx
	je .LBB_545
.LBB_516:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
	movq 96(%rsp), %r8
.LBB_517:
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 416(%rsp)
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movapd 112(%rsp), %xmm3
	movapd 128(%rsp), %xmm4
	movapd 144(%rsp), %xmm10
	movapd 160(%rsp), %xmm11
	movaps 336(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 176(%rsp), %xmm12
	movaps 352(%rsp), %xmm0
	movaps %xmm0, 240(%rsp)
	movapd 192(%rsp), %xmm8
	movapd 368(%rsp), %xmm9
	movapd 208(%rsp), %xmm5
	movapd 384(%rsp), %xmm0
	movapd %xmm0, 64(%rsp)
	movapd 224(%rsp), %xmm6
	cmpq %r10, %rsi
	jae .LBB_523
	movapd %xmm8, 464(%rsp)
	movq %rsi, %rdi
	shlq $7, %rdi
	movq 1136(%rsp), %rax
	leaq (%rax,%rdi), %r9
	addq 1128(%rsp), %rdi
	leaq (%r15,%rsi), %r12
	shlq $7, %r12
	movq 1184(%rsp), %rdx
.LBB_519:
	movq 80(%rsp), %rax
	leaq (%rax,%rsi), %rbp
	cmpq %r8, %rbp
	jae .LBB_997
	leaq (%r15,%rsi), %rbp
	cmpq %r8, %rbp
	jae .LBB_931
	movapd %xmm3, 496(%rsp)
	cmpq 8(%rsp), %rsi
	jae .LBB_958
	movapd %xmm12, %xmm2
	movapd %xmm10, %xmm12
	incq %rsi
	movupd (%rdx,%rdi), %xmm0
	movapd %xmm0, %xmm3
	addpd %xmm6, %xmm3
	movupd (%rdx,%r12), %xmm1
	subpd %xmm1, %xmm3
	movapd %xmm3, 448(%rsp)
	movapd 656(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 64(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm6, %xmm1
	movapd %xmm1, 64(%rsp)
	movupd -16(%rdx,%rdi), %xmm0
	movapd %xmm0, %xmm13
	addpd %xmm5, %xmm13
	movupd -16(%rdx,%r12), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm5, %xmm9
	movapd %xmm9, 560(%rsp)
	movupd -32(%rdx,%rdi), %xmm0
	movapd %xmm0, %xmm8
	movapd 464(%rsp), %xmm3
	addpd %xmm3, %xmm8
	movupd -32(%rdx,%r12), %xmm1
	subpd %xmm1, %xmm8
	mulpd %xmm7, %xmm0
	movapd 240(%rsp), %xmm10
	addpd %xmm0, %xmm10
	subpd %xmm3, %xmm10
	movupd -48(%rdx,%rdi), %xmm0
	movapd %xmm0, %xmm14
	addpd %xmm2, %xmm14
	movupd -48(%rdx,%r12), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 32(%rsp)
	movupd -112(%rdx,%rdi), %xmm3
	movupd -96(%rdx,%rdi), %xmm2
	movupd -80(%rdx,%rdi), %xmm1
	movupd -64(%rdx,%rdi), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm11, %xmm15
	movups -112(%rdx,%r12), %xmm5
	movaps %xmm5, 240(%rsp)
	movupd -96(%rdx,%r12), %xmm5
	movupd -64(%rdx,%r12), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%rdx,%r12), %xmm6
	mulpd %xmm7, %xmm0
	movapd 400(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm11, %xmm9
	movapd %xmm1, %xmm0
	addpd %xmm12, %xmm0
	subpd %xmm6, %xmm0
	mulpd %xmm7, %xmm1
	movapd 432(%rsp), %xmm11
	addpd %xmm1, %xmm11
	subpd %xmm12, %xmm11
	movapd %xmm2, %xmm1
	addpd %xmm4, %xmm1
	subpd %xmm5, %xmm1
	mulpd %xmm7, %xmm2
	movapd 48(%rsp), %xmm5
	addpd %xmm2, %xmm5
	subpd %xmm4, %xmm5
	movapd %xmm3, %xmm2
	movapd 496(%rsp), %xmm6
	addpd %xmm6, %xmm2
	subpd 240(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 416(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm6, %xmm4
	movapd 736(%rsp), %xmm7
	movapd %xmm7, %xmm3
	movapd %xmm4, 416(%rsp)
	mulpd %xmm4, %xmm3
	movupd -112(%r9), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -112(%r9)
	movapd %xmm7, %xmm3
	movapd %xmm5, 48(%rsp)
	mulpd %xmm5, %xmm3
	movupd -96(%r9), %xmm4
	subpd %xmm3, %xmm4
	movupd -80(%r9), %xmm3
	movupd -64(%r9), %xmm5
	movupd -48(%r9), %xmm6
	movupd %xmm4, -96(%r9)
	movapd %xmm7, %xmm4
	movapd %xmm11, 432(%rsp)
	mulpd %xmm11, %xmm4
	subpd %xmm4, %xmm3
	movupd %xmm3, -80(%r9)
	movapd %xmm7, %xmm3
	movapd %xmm9, 400(%rsp)
	mulpd %xmm9, %xmm3
	movapd 560(%rsp), %xmm9
	subpd %xmm3, %xmm5
	movupd %xmm5, -64(%r9)
	movapd %xmm7, %xmm3
	mulpd 32(%rsp), %xmm3
	subpd %xmm3, %xmm6
	movupd %xmm6, -48(%r9)
	movapd %xmm7, %xmm3
	movapd %xmm10, 240(%rsp)
	mulpd %xmm10, %xmm3
	movupd -32(%r9), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -32(%r9)
	movapd %xmm7, %xmm3
	mulpd %xmm9, %xmm3
	movupd -16(%r9), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -16(%r9)
	movapd %xmm7, %xmm3
	movapd 448(%rsp), %xmm7
	mulpd 64(%rsp), %xmm3
	movupd (%r9), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, (%r9)
	subq $-128, %r9
	subq $-128, %rdx
	movapd %xmm2, %xmm3
	movapd %xmm1, %xmm4
	movapd %xmm0, %xmm10
	movapd %xmm15, %xmm11
	movapd %xmm14, %xmm12
	movapd %xmm8, 464(%rsp)
	movapd %xmm13, %xmm5
	movapd %xmm7, %xmm6
	cmpq %rsi, %r10
	jne .LBB_519
	jmp .LBB_524
.LBB_523:
	movapd %xmm3, %xmm2
	movapd %xmm4, %xmm1
	movapd %xmm10, %xmm0
	movapd %xmm11, %xmm15
	movapd %xmm12, %xmm14
	movapd %xmm5, %xmm13
	movapd %xmm6, %xmm7
.LBB_524:
	movaps 416(%rsp), %xmm3
	movaps %xmm3, 272(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 288(%rsp)
	movapd 432(%rsp), %xmm10
	movapd %xmm10, 304(%rsp)
	movapd 400(%rsp), %xmm4
	movapd %xmm4, 320(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 336(%rsp)
	movaps 240(%rsp), %xmm3
	movaps %xmm3, 352(%rsp)
	movapd %xmm9, 368(%rsp)
	movapd 64(%rsp), %xmm3
	movapd %xmm3, 384(%rsp)
	movapd %xmm2, 112(%rsp)
	movapd %xmm1, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm15, 160(%rsp)
	movapd %xmm14, 176(%rsp)
	movapd %xmm8, 192(%rsp)
	movapd %xmm13, 208(%rsp)
	movapd %xmm7, 224(%rsp)
	cmpq $1024, %r10
	movq 552(%rsp), %rbp
	ja .LBB_330
	movq 80(%rsp), %rax
	leaq (%r10,%rax), %r9
	cmpq %r8, %r9
	jae .LBB_995
	movapd %xmm7, 448(%rsp)
	movq %r9, %rbp
	subq 624(%rsp), %rbp
	cmpq %r8, %rbp
	jae .LBB_931
	movq %r9, %rdi
	shlq $7, %rdi
	movq 592(%rsp), %rax
	movupd (%rax,%rdi), %xmm3
	movapd %xmm3, 560(%rsp)
	movapd 656(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	movapd 416(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, 416(%rsp)
	movapd %xmm5, 272(%rsp)
	movupd 16(%rax,%rdi), %xmm3
	movapd %xmm3, 464(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm1, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm5, 288(%rsp)
	movupd 32(%rax,%rdi), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 304(%rsp)
	movupd 48(%rax,%rdi), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 400(%rsp)
	movapd %xmm4, 320(%rsp)
	movupd 64(%rax,%rdi), %xmm3
	movapd %xmm3, 528(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm14, %xmm11
	movapd %xmm11, 336(%rsp)
	movupd 80(%rax,%rdi), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm7, %xmm3
	movapd 240(%rsp), %xmm12
	addpd %xmm3, %xmm12
	subpd %xmm8, %xmm12
	movapd %xmm12, 352(%rsp)
	movupd 96(%rax,%rdi), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm13, %xmm9
	movapd %xmm9, 368(%rsp)
	movupd 112(%rax,%rdi), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm7
	addpd %xmm3, %xmm7
	movapd 560(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	subpd 448(%rsp), %xmm7
	movapd %xmm7, 384(%rsp)
	movupd (%rax,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 112(%rsp)
	movapd 464(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 128(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 144(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 160(%rsp)
	movapd 528(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 176(%rsp)
	addpd %xmm8, %xmm6
	movupd 80(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 192(%rsp)
	addpd %xmm13, %xmm5
	movupd 96(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 208(%rsp)
	addpd 448(%rsp), %xmm4
	movupd 112(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 224(%rsp)
	movapd 736(%rsp), %xmm0
	movapd 416(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 848(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 864(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 880(%rsp)
	movapd 400(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 896(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 912(%rsp)
	mulpd %xmm0, %xmm12
	movapd %xmm12, 928(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 944(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 960(%rsp)
	cmpq 104(%rsp), %rbx
	ja .LBB_905
	leaq 1(%r10), %rsi
	movq %rbx, %r12
	movq %rbx, %rbp
	shlq $4, %rbp
	addq 488(%rsp), %rbp
	incq %r9
	movq %r9, %rbx
	subq 624(%rsp), %rbx
	addq 1192(%rsp), %rdi
	xorl %r13d, %r13d
	movq 1152(%rsp), %r8
	movapd 816(%rsp), %xmm4
	jmp .LBB_531
.LBB_529:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_947
.LBB_530:
	movsd %xmm1, 272(%rsp,%rbp,8)
	movsd %xmm0, 112(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 848(%rsp,%rbp,8)
	movq %rcx, %r8
	movq %rdx, %rbp
.LBB_531:
	testb %r13b, %r13b
	je .LBB_540
	movq %rbp, %rdx
	movq 8(%rsp), %rax
.LBB_533:
	testq %r8, %r8
	je .LBB_543
	cmpq %r10, (%r8)
	jne .LBB_543
	movb $2, %r13b
	xorl %ecx, %ecx
	movq %r8, %rbp
	movq 624(%rsp), %rax
	cmpq %rax, %r9
	movq 96(%rsp), %r8
	jb .LBB_902
.LBB_536:
	movq 8(%rbp), %rbp
	testq %rax, %rax
	je .LBB_529
	cmpq $15, %rbp
	ja .LBB_932
	leaq (%rdi,%rbp,8), %r8
	xorpd %xmm0, %xmm0
	movl $1, %eax
	movq %r14, %r11
	xorpd %xmm1, %xmm1
.LBB_539:
	xorps %xmm2, %xmm2
	cvtsi2sd %rax, %xmm2
	movsd (%r8,%r11), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rax
	subq $-128, %r11
	jne .LBB_539
	jmp .LBB_530
.LBB_540:
	movq 808(%rsp), %rax
	movq %rax, %rdx
	cmpq %rax, %rbp
	movq 8(%rsp), %rax
	je .LBB_533
	leaq 16(%rbp), %rdx
	cmpq %r10, (%rbp)
	jne .LBB_533
	xorl %r13d, %r13d
	movq %r8, %rcx
	movq 624(%rsp), %rax
	cmpq %rax, %r9
	movq 96(%rsp), %r8
	jae .LBB_536
	jmp .LBB_902
.LBB_543:
	cmpq %rax, %r10
	jae .LBB_992
	movq %r10, %rcx
	shlq $7, %rcx
	movq 704(%rsp), %rax
	movupd (%rax,%rcx), %xmm0
	movupd 16(%rax,%rcx), %xmm1
	movupd 32(%rax,%rcx), %xmm2
	subpd 848(%rsp), %xmm0
	movupd 48(%rax,%rcx), %xmm3
	movupd %xmm0, (%rax,%rcx)
	subpd 864(%rsp), %xmm1
	movupd %xmm1, 16(%rax,%rcx)
	subpd 880(%rsp), %xmm2
	movupd %xmm2, 32(%rax,%rcx)
	subpd 896(%rsp), %xmm3
	movupd %xmm3, 48(%rax,%rcx)
	movupd 64(%rax,%rcx), %xmm0
	subpd 912(%rsp), %xmm0
	movupd %xmm0, 64(%rax,%rcx)
	movupd 80(%rax,%rcx), %xmm0
	subpd 928(%rsp), %xmm0
	movupd %xmm0, 80(%rax,%rcx)
	movupd 96(%rax,%rcx), %xmm0
	subpd 944(%rsp), %xmm0
	movupd %xmm0, 96(%rax,%rcx)
	movupd 112(%rax,%rcx), %xmm0
	subpd 960(%rsp), %xmm0
	movupd %xmm0, 112(%rax,%rcx)
	cmpq $1024, %r10
	movq 96(%rsp), %r8
	movq 104(%rsp), %rdx
	movq 832(%rsp), %r13
	movq 552(%rsp), %rbp
	movq %r12, %rbx
	jne .LBB_502
	jmp .LBB_330
.LBB_545:
	movq %rdi, %rdx
	orq $2, %rdx
	movzbl 880(%rsp), %r8d
	movq 888(%rsp), %r9
	jmp .LBB_547
.LBB_546:
	testb %r8b, %r8b
	cmovneq %rax, %r10
	movq %r10, %rcx
	movq %rdx, %rdi
	cmpl $2, %edx
	je .LBB_516
.LBB_547:
	shlq $4, %rdi
	leaq 864(%rsp), %rax
	movq 8(%rax,%rdi), %r10
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpb $0, (%rax,%rdi)
	cmoveq %rcx, %r10
	movq %r10, %rax
	cmpq %r9, %r10
	jb .LBB_546
	movq %r9, %rax
	jmp .LBB_546
.LBB_549:
	xorl %esi, %esi
.LBB_550:
	movq %rsi, 600(%rsp)
	cmpq $1, %r13
	movq 104(%rsp), %rdx
	jne .LBB_566
	cmpb $0, 31(%rsp)
	jne .LBB_920
	addq 1272(%rsp), %rbp
	movl $112, %eax
.LBB_553:
	decq %rbp
	je .LBB_976
	movq 1200(%rsp), %rcx
	movupd -112(%rcx,%rax), %xmm1
	movupd -96(%rcx,%rax), %xmm4
	movupd -80(%rcx,%rax), %xmm5
	movupd -64(%rcx,%rax), %xmm6
	xorpd %xmm8, %xmm8
	addpd %xmm8, %xmm1
	movq 704(%rsp), %rdx
	movupd -112(%rdx,%rax), %xmm0
	subpd %xmm1, %xmm0
	movupd -96(%rdx,%rax), %xmm1
	movupd -80(%rdx,%rax), %xmm2
	movupd -64(%rdx,%rax), %xmm3
	addpd %xmm8, %xmm4
	subpd %xmm4, %xmm1
	addpd %xmm8, %xmm5
	subpd %xmm5, %xmm2
	addpd %xmm8, %xmm6
	subpd %xmm6, %xmm3
	movupd -48(%rcx,%rax), %xmm4
	addpd %xmm8, %xmm4
	movupd -48(%rdx,%rax), %xmm5
	subpd %xmm4, %xmm5
	movupd -32(%rcx,%rax), %xmm4
	addpd %xmm8, %xmm4
	movupd -32(%rdx,%rax), %xmm6
	subpd %xmm4, %xmm6
	movupd -16(%rcx,%rax), %xmm4
	addpd %xmm8, %xmm4
	movupd -16(%rdx,%rax), %xmm7
	subpd %xmm4, %xmm7
	movupd (%rcx,%rax), %xmm4
	addpd %xmm8, %xmm4
	movupd %xmm0, -112(%rdx,%rax)
	movupd %xmm1, -96(%rdx,%rax)
	movupd %xmm2, -80(%rdx,%rax)
	movupd %xmm3, -64(%rdx,%rax)
	movupd %xmm5, -48(%rdx,%rax)
	movupd %xmm6, -32(%rdx,%rax)
	movupd %xmm7, -16(%rdx,%rax)
	movupd (%rdx,%rax), %xmm0
	subpd %xmm4, %xmm0
	movupd %xmm0, (%rdx,%rax)
	addq $128, %rax
	cmpq $131312, %rax
	jne .LBB_553
.LBB_555:
	movq 1328(%rsp), %rax
	movq 88(%rsp), %rdi
	subq %rdi, %rax
	movq %rax, 8(%rsp)
	movq 1608(%rsp), %r11
	jb .LBB_919
	movq 1320(%rsp), %rax
	movq 1616(%rsp), %rcx
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	testq %rdi, %rdi
	je .LBB_561
	movq 800(%rsp), %rdi
	addq %rax, %rdi
	movq %rax, %r8
	xorl %r9d, %r9d
.LBB_558:
	leaq (%r11,%r9), %rsi
	cmpq 8(%rsp), %rsi
	jae .LBB_971
	cmpq %r9, %rcx
	je .LBB_972
	movsd (%rdx,%r9,8), %xmm0
	movsd %xmm0, (%r8)
	movups 131200(%r8), %xmm0
	movupd 131216(%r8), %xmm1
	movupd 131232(%r8), %xmm2
	movupd 131248(%r8), %xmm3
	movups %xmm0, 8(%r8)
	movupd %xmm1, 24(%r8)
	movupd %xmm2, 40(%r8)
	movupd %xmm3, 56(%r8)
	movups 131264(%r8), %xmm0
	movups %xmm0, 72(%r8)
	movups 131280(%r8), %xmm0
	movups %xmm0, 88(%r8)
	movupd 131296(%r8), %xmm0
	movupd %xmm0, 104(%r8)
	movq 131312(%r8), %r10
	movq %r10, 120(%r8)
	subq $-128, %r8
	incq %r9
	cmpq %rdi, %r8
	jne .LBB_558
.LBB_561:
	testq %rcx, %rcx
	je .LBB_577
	leaq (,%rcx,8), %r8
	addq $-8, %r8
	shrq $3, %r8
	movq 8(%rsp), %rsi
	cmpq %r11, %rsi
	movq %r11, %rdi
	cmovaq %rsi, %rdi
	movq 1600(%rsp), %r10
	addq %r10, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $8, %rdi
	jb .LBB_565
	cmpq %r11, %rsi
	movq %r11, %r9
	cmovaq %rsi, %r9
	addq %r10, %r9
	cmpq %r9, %r8
	cmovbq %r8, %r9
	movq %r9, %r8
	shlq $7, %r8
	addq %rax, %r8
	addq $131328, %r8
	cmpq %r8, %rdx
	jae .LBB_572
	leaq (%rdx,%r9,8), %r8
	addq $8, %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_572
.LBB_565:
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_574
.LBB_566:
	leaq 1(%r13), %rax
	imulq %r13, %rax
	movq 680(%rsp), %rcx
	movq %rcx, %rbx
	subq %r13, %rbx
	movq %rax, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm8
	unpckhpd %xmm0, %xmm8
	addsd %xmm0, %xmm8
	mulsd .LCPI_4(%rip), %xmm8
	xorpd %xmm0, %xmm0
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 112(%rsp)
	movapd %xmm0, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 224(%rsp)
	cmpq %r8, 80(%rsp)
	jae .LBB_918
	cmpq %r13, %rcx
	movq 88(%rsp), %rax
	jb .LBB_921
	testq %r13, %r13
	movapd %xmm8, 624(%rsp)
	je .LBB_715
	shlq $7, %rbx
	addq 592(%rsp), %rbx
	movapd 272(%rsp), %xmm6
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm12
	movapd 128(%rsp), %xmm11
	movapd 208(%rsp), %xmm9
	movapd 224(%rsp), %xmm2
	xorpd %xmm4, %xmm4
	xorpd %xmm7, %xmm7
	movhpd 360(%rsp), %xmm7
	xorpd %xmm10, %xmm10
	movhpd 200(%rsp), %xmm10
	movl $1, %eax
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_570:
	xorps %xmm0, %xmm0
	cvtsi2sd %rax, %xmm0
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
	movapd %xmm2, %xmm9
	movapd 32(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 32(%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm3, %xmm2
	movapd %xmm8, %xmm3
	movapd 64(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 64(%rsp)
	movapd %xmm3, %xmm8
	movapd %xmm2, %xmm3
	movapd %xmm9, %xmm2
	movapd %xmm5, %xmm9
	addpd %xmm1, %xmm2
	subq $-128, %rbx
	incq %rax
	cmpq %r9, %rbx
	jne .LBB_570
	movapd %xmm6, %xmm1
	movapd %xmm6, 272(%rsp)
	movapd %xmm12, 112(%rsp)
	movapd 48(%rsp), %xmm6
	movapd %xmm6, 288(%rsp)
	movapd %xmm11, 128(%rsp)
	movapd %xmm4, 304(%rsp)
	movapd %xmm15, 144(%rsp)
	movapd %xmm8, 320(%rsp)
	movapd %xmm14, 160(%rsp)
	movapd %xmm3, 336(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm7, 352(%rsp)
	movapd %xmm10, 192(%rsp)
	movapd 32(%rsp), %xmm0
	movapd %xmm0, 368(%rsp)
	movapd %xmm9, 208(%rsp)
	movapd 64(%rsp), %xmm12
	movapd %xmm12, 384(%rsp)
	movapd %xmm2, 224(%rsp)
	movq 88(%rsp), %rax
	movapd %xmm8, %xmm5
	movapd 624(%rsp), %xmm8
	movapd %xmm0, %xmm9
	movapd %xmm3, %xmm11
	jmp .LBB_716
.LBB_572:
	incq %rdi
	movl %edi, %r8d
	andl $3, %r8d
	movl $4, %r9d
	cmoveq %r9, %r8
	subq %r8, %rdi
	leaq (%rdx,%rdi,8), %r8
	leaq 131704(%rax), %r9
	xorl %r10d, %r10d
.LBB_573:
	movsd -384(%r9), %xmm0
	movhpd -256(%r9), %xmm0
	movsd -128(%r9), %xmm1
	movhpd (%r9), %xmm1
	movupd %xmm0, (%rdx,%r10,8)
	movupd %xmm1, 16(%rdx,%r10,8)
	addq $4, %r10
	addq $512, %r9
	cmpq %r10, %rdi
	jne .LBB_573
.LBB_574:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%r11,%rdi), %rsi
	shlq $7, %rdi
	addq %rdi, %rax
	addq $131320, %rax
.LBB_575:
	cmpq 8(%rsp), %rsi
	jae .LBB_964
	movsd (%rax), %xmm0
	movsd %xmm0, (%r8)
	addq $8, %r8
	incq %rsi
	subq $-128, %rax
	cmpq %rcx, %r8
	jne .LBB_575
.LBB_577:
	movq 1320(%rsp), %rcx
	movq 1328(%rsp), %r8
	movq 1176(%rsp), %rax
	movq %rax, 600(%rsp)
	movq 1280(%rsp), %rax
	movq %rax, 608(%rsp)
	movq 1776(%rsp), %rax
	movq %rax, 616(%rsp)
	movq 1368(%rsp), %rdx
	movq 1376(%rsp), %rax
	movq %rax, 8(%rsp)
	cmpq $1, %r13
	jne .LBB_591
	cmpq %r8, 1248(%rsp)
	ja .LBB_926
	addq 800(%rsp), %rcx
	movl $112, %edi
	movq $-1, %rax
.LBB_580:
	incq %rax
	cmpq %rax, 8(%rsp)
	je .LBB_977
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
	jne .LBB_580
.LBB_582:
	movq 1720(%rsp), %rbx
	cmpq %rbx, 792(%rsp)
	jae .LBB_1009
	movq 1712(%rsp), %rax
	movq 1784(%rsp), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rbx
	movq 648(%rsp), %rax
	movq 1208(%rsp), %rcx
	movq %rcx, 416(%rsp)
	movq %rax, 600(%rsp)
	leaq 1936(%rsp), %rax
	movq %rax, 272(%rsp)
	movq %r14, 280(%rsp)
	leaq 2040(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %rdx, 8(%rsp)
	movq %rdx, 120(%rsp)
	movq %rbx, 128(%rsp)
	leaq 848(%rsp), %rdi
	leaq 112(%rsp), %rsi
	callq core::array::try_from_fn
	movups 944(%rsp), %xmm0
	movaps %xmm0, 208(%rsp)
	movups 928(%rsp), %xmm0
	movaps %xmm0, 192(%rsp)
	movups 912(%rsp), %xmm0
	movaps %xmm0, 176(%rsp)
	movups 848(%rsp), %xmm0
	movups 864(%rsp), %xmm1
	movdqu 880(%rsp), %xmm2
	movdqu 896(%rsp), %xmm3
	movdqa %xmm3, 160(%rsp)
	movdqa %xmm2, 144(%rsp)
	movaps %xmm1, 128(%rsp)
	movaps %xmm0, 112(%rsp)
	movups 960(%rsp), %xmm0
	movaps %xmm0, 224(%rsp)
	movapd 112(%rsp), %xmm0
	movapd %xmm0, %xmm1
	maxsd .LCPI_7(%rip), %xmm1
	movq 1352(%rsp), %rax
	movq 1376(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	shlq $4, %rax
	movq 1424(%rsp), %rcx
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	movapd .LCPI_8(%rip), %xmm6
	movdqa .LCPI_9(%rip), %xmm7
	je .LBB_603
	unpckhpd %xmm0, %xmm0
	maxsd %xmm1, %xmm0
	movsd 128(%rsp), %xmm1
	maxsd %xmm0, %xmm1
	movsd 136(%rsp), %xmm0
	maxsd %xmm1, %xmm0
	movsd 144(%rsp), %xmm1
	maxsd %xmm0, %xmm1
	movsd 152(%rsp), %xmm0
	maxsd %xmm1, %xmm0
	movsd 160(%rsp), %xmm1
	movsd 168(%rsp), %xmm2
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
	movsd 176(%rsp), %xmm1
	movsd 184(%rsp), %xmm2
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
	movsd 192(%rsp), %xmm1
	movsd 200(%rsp), %xmm2
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
	movsd 208(%rsp), %xmm1
	movsd 216(%rsp), %xmm2
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
	movsd 224(%rsp), %xmm1
	movsd 232(%rsp), %xmm2
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
	movq 1344(%rsp), %rcx
	movq 1368(%rsp), %rdx
	movq 1416(%rsp), %rsi
	cmpq $4, %rax
	jae .LBB_597
.LBB_586:
	xorl %edi, %edi
.LBB_587:
	movq %rdi, %r8
	orq $1, %r8
	testb $1, %al
	je .LBB_589
	movsd (%rdx,%rdi,8), %xmm1
	subsd (%rcx,%rdi,8), %xmm1
	andpd .LCPI_8(%rip), %xmm1
	ucomisd %xmm1, %xmm0
	setae (%rsi,%rdi)
	movq %r8, %rdi
.LBB_589:
	cmpq %r8, %rax
	je .LBB_602
.LBB_590:
	movsd (%rdx,%rdi,8), %xmm1
	subsd (%rcx,%rdi,8), %xmm1
	andpd %xmm6, %xmm1
	ucomisd %xmm1, %xmm0
	setae (%rsi,%rdi)
	movsd 8(%rdx,%rdi,8), %xmm1
	subsd 8(%rcx,%rdi,8), %xmm1
	andpd %xmm6, %xmm1
	ucomisd %xmm1, %xmm0
	setae 1(%rsi,%rdi)
	addq $2, %rdi
	cmpq %rdi, %rax
	jne .LBB_590
	jmp .LBB_602
.LBB_591:
	leaq 1(%r13), %rax
	imulq %r13, %rax
	movq %rax, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm0, 272(%rsp)
	movq 1256(%rsp), %rax
	movq %rax, %rbx
	subq %r13, %rbx
	movapd %xmm0, 112(%rsp)
	movapd %xmm0, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 224(%rsp)
	movq 88(%rsp), %r11
	movq %r8, 528(%rsp)
	cmpq %r8, %r11
	jae .LBB_944
	cmpq %r13, %rax
	jb .LBB_929
	testq %r13, %r13
	movapd %xmm1, 704(%rsp)
	je .LBB_665
	shlq $7, %rax
	addq %rcx, %rax
	shlq $7, %rbx
	addq %rcx, %rbx
	movapd 272(%rsp), %xmm3
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm12
	movapd 128(%rsp), %xmm6
	movapd 208(%rsp), %xmm5
	movapd 224(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm7, %xmm7
	movhpd 360(%rsp), %xmm7
	xorpd %xmm10, %xmm10
	movhpd 200(%rsp), %xmm10
	movl $1, %edi
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_595:
	xorps %xmm0, %xmm0
	cvtsi2sd %rdi, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rbx), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 16(%rbx), %xmm1
	addpd %xmm1, %xmm6
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
	addpd %xmm1, %xmm7
	movupd 96(%rbx), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	movapd %xmm5, %xmm4
	movapd 32(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 32(%rsp)
	movupd 112(%rbx), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm2, %xmm5
	movapd %xmm8, %xmm2
	movapd 64(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 64(%rsp)
	movapd %xmm2, %xmm8
	movapd %xmm5, %xmm2
	movapd %xmm4, %xmm5
	addpd %xmm1, %xmm9
	subq $-128, %rbx
	incq %rdi
	cmpq %rax, %rbx
	jne .LBB_595
	movapd %xmm3, %xmm0
	movapd %xmm3, 272(%rsp)
	movapd %xmm12, 112(%rsp)
	movapd 48(%rsp), %xmm3
	movapd %xmm3, 288(%rsp)
	movapd %xmm6, 128(%rsp)
	movapd %xmm11, 304(%rsp)
	movapd %xmm15, 144(%rsp)
	movapd %xmm8, 320(%rsp)
	movapd %xmm14, 160(%rsp)
	movapd %xmm2, 336(%rsp)
	movapd %xmm13, 176(%rsp)
	movapd %xmm7, 352(%rsp)
	movapd %xmm10, 192(%rsp)
	movapd 32(%rsp), %xmm10
	movapd %xmm10, 368(%rsp)
	movapd %xmm5, 208(%rsp)
	movapd 64(%rsp), %xmm4
	movapd %xmm4, 384(%rsp)
	movapd %xmm9, 224(%rsp)
	movq 88(%rsp), %r11
	movapd 704(%rsp), %xmm1
	movapd %xmm3, %xmm9
	movapd %xmm2, %xmm3
	jmp .LBB_666
.LBB_597:
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
	jne .LBB_586
	movl $0, %edi
	andb %r9b, %r8b
	jne .LBB_587
	movabsq $9223372036854775800, %rdi
	addq $4, %rdi
	andq %rax, %rdi
	movapd %xmm0, %xmm1
	unpcklpd %xmm0, %xmm1
	xorl %r8d, %r8d
	movapd .LCPI_8(%rip), %xmm5
.LBB_600:
	movupd (%rdx,%r8,8), %xmm3
	movupd 16(%rdx,%r8,8), %xmm2
	movupd (%rcx,%r8,8), %xmm4
	subpd %xmm4, %xmm3
	movupd 16(%rcx,%r8,8), %xmm4
	subpd %xmm4, %xmm2
	andpd %xmm5, %xmm3
	andpd %xmm5, %xmm2
	cmplepd %xmm1, %xmm3
	packssdw %xmm3, %xmm3
	packssdw %xmm3, %xmm3
	packsswb %xmm3, %xmm3
	pand %xmm7, %xmm3
	cmplepd %xmm1, %xmm2
	packssdw %xmm2, %xmm2
	packssdw %xmm2, %xmm2
	packsswb %xmm2, %xmm2
	pand %xmm7, %xmm2
	movd %xmm3, %r9d
	movw %r9w, (%rsi,%r8)
	movd %xmm2, %r9d
	movw %r9w, 2(%rsi,%r8)
	addq $4, %r8
	cmpq %r8, %rdi
	jne .LBB_600
	cmpq %rdi, %rax
	jne .LBB_587
.LBB_602:
	movapd 112(%rsp), %xmm0
.LBB_603:
	xorpd %xmm6, %xmm6
	ucomisd %xmm0, %xmm6
	jbe .LBB_611
	movsd 128(%rsp), %xmm7
.LBB_605:
	movabsq $9223372036854775800, %rax
	leaq -8(%rax), %rcx
	andq 1424(%rsp), %rcx
	je .LBB_614
	movapd 224(%rsp), %xmm1
	movapd 208(%rsp), %xmm2
	movapd 160(%rsp), %xmm3
	movapd 176(%rsp), %xmm4
	movapd 192(%rsp), %xmm5
	movhpd 136(%rsp), %xmm7
	movq 1416(%rsp), %rax
	leaq -16(%rcx), %rdx
	xorpd %xmm6, %xmm6
	cmplepd %xmm0, %xmm6
	xorpd %xmm0, %xmm0
	cmplepd %xmm7, %xmm0
	xorpd %xmm7, %xmm7
	cmplepd 144(%rsp), %xmm7
	testb $16, %dl
	jne .LBB_608
	movapd %xmm6, %xmm8
	packssdw %xmm0, %xmm8
	xorpd %xmm9, %xmm9
	cmplepd %xmm3, %xmm9
	movapd %xmm7, %xmm10
	packssdw %xmm9, %xmm10
	packssdw %xmm10, %xmm8
	xorpd %xmm9, %xmm9
	cmplepd %xmm4, %xmm9
	pxor %xmm10, %xmm10
	cmplepd %xmm5, %xmm10
	packssdw %xmm10, %xmm9
	xorpd %xmm10, %xmm10
	cmplepd %xmm2, %xmm10
	xorpd %xmm11, %xmm11
	cmplepd %xmm1, %xmm11
	packssdw %xmm11, %xmm10
	packssdw %xmm10, %xmm9
	packsswb %xmm9, %xmm8
	movdqu (%rax), %xmm9
	pand %xmm8, %xmm9
	pand .LCPI_10(%rip), %xmm9
	movdqu %xmm9, (%rax)
	addq $16, %rax
	movq %rdx, %rcx
.LBB_608:
	testq %rdx, %rdx
	movdqa .LCPI_10(%rip), %xmm12
	je .LBB_614
	xorl %edx, %edx
.LBB_610:
	movapd %xmm6, %xmm8
	packssdw %xmm0, %xmm8
	pxor %xmm9, %xmm9
	cmplepd %xmm3, %xmm9
	movapd %xmm7, %xmm10
	packssdw %xmm9, %xmm10
	packssdw %xmm10, %xmm8
	xorpd %xmm9, %xmm9
	cmplepd %xmm4, %xmm9
	pxor %xmm10, %xmm10
	cmplepd %xmm5, %xmm10
	packssdw %xmm10, %xmm9
	xorpd %xmm10, %xmm10
	cmplepd %xmm2, %xmm10
	xorpd %xmm11, %xmm11
	cmplepd %xmm1, %xmm11
	packssdw %xmm11, %xmm10
	packssdw %xmm10, %xmm9
	packsswb %xmm9, %xmm8
	movdqu (%rax,%rdx), %xmm9
	movdqu 16(%rax,%rdx), %xmm10
	pand %xmm12, %xmm9
	pand %xmm8, %xmm9
	movdqu %xmm9, (%rax,%rdx)
	pand %xmm12, %xmm10
	pand %xmm8, %xmm10
	movdqu %xmm10, 16(%rax,%rdx)
	addq $32, %rdx
	cmpq %rdx, %rcx
	jne .LBB_610
	jmp .LBB_614
.LBB_611:
	movsd 128(%rsp), %xmm7
	movupd 136(%rsp), %xmm1
	movupd 168(%rsp), %xmm2
	movupd 152(%rsp), %xmm3
	movapd %xmm0, %xmm4
	shufpd $1, %xmm7, %xmm4
	xorpd %xmm5, %xmm5
	cmpltpd %xmm5, %xmm2
	cmpltpd %xmm5, %xmm3
	packssdw %xmm2, %xmm3
	packssdw %xmm3, %xmm2
	cmpltpd %xmm5, %xmm1
	cmpltpd %xmm5, %xmm4
	packssdw %xmm1, %xmm4
	packssdw %xmm4, %xmm1
	movupd 200(%rsp), %xmm3
	movupd 184(%rsp), %xmm4
	cmpltpd %xmm5, %xmm3
	cmpltpd %xmm5, %xmm4
	shufps $136, %xmm3, %xmm4
	packssdw %xmm4, %xmm3
	por %xmm1, %xmm3
	ucomisd 216(%rsp), %xmm6
	punpckhqdq %xmm2, %xmm3
	seta %al
	psllw $15, %xmm3
	pmovmskb %xmm3, %ecx
	testl $43690, %ecx
	setne %cl
	orb %al, %cl
	jne .LBB_605
	ucomisd 224(%rsp), %xmm6
	ja .LBB_605
	ucomisd 232(%rsp), %xmm6
	ja .LBB_605
.LBB_614:
	movq %rbx, 528(%rsp)
	movq 1416(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 1424(%rsp), %rcx
	leaq 1360(%rsp), %rax
	movq %rax, 848(%rsp)
	leaq 1336(%rsp), %rax
	movq %rax, 856(%rsp)
	leaq 112(%rsp), %rax
	movq %rax, 864(%rsp)
	leaq 272(%rsp), %rax
	movq %rax, 872(%rsp)
	leaq 600(%rsp), %rax
	movq %rax, 880(%rsp)
	movq %rcx, 240(%rsp)
	movabsq $9223372036854775800, %rax
	andq %rax, %rcx
	movq %rcx, 400(%rsp)
	movapd .LCPI_8(%rip), %xmm1
	je .LBB_627
	movq $0, 32(%rsp)
	movq 400(%rsp), %rax
	movq 48(%rsp), %rbx
	jmp .LBB_617
.LBB_616:
	addq $8, %rbx
	movq 64(%rsp), %rax
	addq $-8, %rax
	incq 32(%rsp)
	testq %rax, %rax
	je .LBB_627
.LBB_617:
	movq %rax, 64(%rsp)
	movq (%rbx), %r12
	testq %r12, %r12
	je .LBB_616
	movq 32(%rsp), %rax
	leaq (,%rax,8), %r15
	movq %r15, %rbp
	shrq $4, %rbp
	andl $8, %r15d
	jmp .LBB_620
.LBB_619:
	leaq -1(%r12), %rax
	andq %rax, %r12
	movapd .LCPI_8(%rip), %xmm1
	je .LBB_616
.LBB_620:
	movq 1376(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_933
	movq 1352(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_934
	rep bsfq	%r12, %r14
	shrl $3, %r14d
	orq %r15, %r14
	movq %rbp, %r13
	shlq $7, %r13
	movq 1368(%rsp), %rax
	addq %r13, %rax
	leal (,%r14,8), %ecx
	movsd (%rcx,%rax), %xmm0
	movq 1344(%rsp), %rax
	addq %r13, %rax
	subsd (%rcx,%rax), %xmm0
	andpd %xmm1, %xmm0
	movsd 112(%rsp,%rcx), %xmm1
	ucomisd %xmm0, %xmm1
	jb .LBB_619
	movl %r14d, %edx
	shll $10, %edx
	orq %r14, %rdx
	addq %rbp, %rdx
	addq 600(%rsp), %rdx
	movq 272(%rsp), %rdi
	movq 280(%rsp), %rsi
	callq kernel_sliding::exact::Exact::lines
	movq 1352(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_952
	movq 1344(%rsp), %rax
	addq %r13, %rax
	movsd %xmm0, (%rax,%r14,8)
	movq 1376(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_951
	addq 1368(%rsp), %r13
	movsd %xmm1, (%r13,%r14,8)
	jmp .LBB_619
.LBB_627:
	movq 240(%rsp), %r12
	movl %r12d, %ebx
	andl $7, %ebx
	movq 48(%rsp), %r15
	je .LBB_632
	addq 400(%rsp), %r15
	andq $-8, %r12
	xorl %r14d, %r14d
	jmp .LBB_630
.LBB_629:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_632
.LBB_630:
	cmpb $0, (%r15,%r14)
	je .LBB_629
	leaq (%r12,%r14), %rsi
	leaq 848(%rsp), %rdi
	callq kernel_sliding::blocked::patch::{{closure}}
	jmp .LBB_629
.LBB_632:
	addq $48, 520(%rsp)
	movq 792(%rsp), %rax
	incq %rax
	movq %rax, 496(%rsp)
	movl $1025, %eax
	movq %rax, 432(%rsp)
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	xorl %eax, %eax
	jmp .LBB_634
.LBB_633:
	movq 448(%rsp), %rax
	incq %rax
	addq $1025, 432(%rsp)
	addq $-1025, 464(%rsp)
	addq $8, 400(%rsp)
	cmpq $16, %rax
	je .LBB_656
.LBB_634:
	movq %rax, %r15
	shlq $10, %r15
	addq %rax, %r15
	movq 600(%rsp), %rcx
	movq %rcx, %rdx
	addq %rcx, %r15
	movq %rax, 448(%rsp)
	movsd 112(%rsp,%rax,8), %xmm0
	xorpd %xmm1, %xmm1
	ucomisd %xmm1, %xmm0
	setb %al
	cmpq 416(%rsp), %r15
	setb %cl
	testb %cl, %al
	je .LBB_633
	leaq 1025(%r15), %r9
	movq 416(%rsp), %rax
	cmpq %r9, %rax
	cmovbq %rax, %r9
	cmpq $-1025, %r15
	jae .LBB_633
	movq 464(%rsp), %r14
	subq %rdx, %r14
	addq 432(%rsp), %rdx
	movq %rdx, 240(%rsp)
	movq %r9, 48(%rsp)
	jmp .LBB_638
.LBB_637:
	movq 48(%rsp), %r9
	cmpq %r9, 64(%rsp)
	movq 32(%rsp), %r15
	jae .LBB_633
.LBB_638:
	movq 1808(%rsp), %rax
	movq 1816(%rsp), %r8
	cmpq $1, %r8
	je .LBB_642
	testq %r8, %r8
	je .LBB_959
	movq %r8, %rcx
	xorl %ebx, %ebx
.LBB_641:
	movq %rbx, %rdx
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %rbx
	cmpq %r15, (%rax,%rbx,8)
	cmovaq %rdx, %rbx
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_641
	jmp .LBB_643
.LBB_642:
	xorl %ebx, %ebx
.LBB_643:
	cmpq (%rax,%rbx,8), %r15
	sbbq $-1, %rbx
	leaq -1(%rbx), %rsi
	cmpq %r8, %rsi
	jae .LBB_946
	cmpq %r8, %rbx
	leaq (%rax,%rbx,8), %rax
	leaq 1848(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r9
	movq %rax, 64(%rsp)
	cmovbq %r9, %rax
	movq %rax, 32(%rsp)
	cmpq %rax, %r15
	jae .LBB_637
	cmpq 528(%rsp), %rsi
	jae .LBB_960
	leaq (%r14,%r15), %r12
	shlq $7, %r12
	addq 400(%rsp), %r12
	movq 416(%rsp), %r13
	movq 64(%rsp), %rax
	cmpq %r13, %rax
	cmovbq %rax, %r13
	movq 240(%rsp), %rax
	cmpq %rax, %r13
	cmovaeq %rax, %r13
	jmp .LBB_649
.LBB_647:
	movq 1368(%rsp), %rax
	movsd %xmm1, (%rax,%r12)
.LBB_648:
	incq %r15
	subq $-128, %r12
	cmpq %r15, %r13
	je .LBB_637
.LBB_649:
	leaq (%r14,%r15), %rbp
	movq 8(%rsp), %rax
	movsd -8(%rax,%rbx,8), %xmm0
	ucomisd .LCPI_11(%rip), %xmm0
	jae .LBB_653
	movq 1376(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_916
	movq 1352(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_917
	movq 1344(%rsp), %rax
	movq 1368(%rsp), %rcx
	movsd (%rcx,%r12), %xmm1
	subsd (%rax,%r12), %xmm1
	andpd .LCPI_8(%rip), %xmm1
	ucomisd %xmm1, %xmm0
	jb .LBB_648
.LBB_653:
	movq 272(%rsp), %rdi
	movq 280(%rsp), %rsi
	movq %r15, %rdx
	callq kernel_sliding::exact::Exact::lines
	movq 1352(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_912
	movq 1344(%rsp), %rax
	movsd %xmm0, (%rax,%r12)
	movq 1376(%rsp), %rax
	cmpq %rax, %rbp
	jb .LBB_647
	jmp .LBB_913
.LBB_656:
	movq 640(%rsp), %rbx
	cmpq %rbx, 792(%rsp)
	je .LBB_1015
	movq 648(%rsp), %rax
	movq 1208(%rsp), %rcx
	movq 1352(%rsp), %rdx
	movq 1376(%rsp), %rsi
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	movq 1392(%rsp), %rdi
	movq 1400(%rsp), %r10
	cmpq %r10, %rdx
	cmovaeq %r10, %rdx
	testq %rdx, %rdx
	movq 1168(%rsp), %r12
	movdqa .LCPI_13(%rip), %xmm1
	je .LBB_772
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	shlq $4, %rdx
	cmpq $1, %rdx
	movq %rdx, %r10
	adcq $0, %r10
	testq %rdx, %rdx
	je .LBB_766
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
	jne .LBB_766
	movl $0, %r9d
	andb %bl, %r11b
	jne .LBB_767
	movq %r10, %r9
	andq $-16, %r9
	xorl %r11d, %r11d
.LBB_662:
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
	jne .LBB_662
	cmpq %r9, %rdx
	jne .LBB_767
	jmp .LBB_771
.LBB_766:
	xorl %r9d, %r9d
.LBB_767:
	movq %r9, %r11
	orq $1, %r11
	testb $1, %r10b
	je .LBB_769
	movsd (%r8,%r9,8), %xmm0
	movsd (%rsi,%r9,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %bl
	ucomisd %xmm0, %xmm1
	seta %bpl
	subb %bpl, %bl
	movb %bl, (%rdi,%r9)
	movq %r11, %r9
.LBB_769:
	cmpq %r11, %r10
	je .LBB_771
.LBB_770:
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
	jne .LBB_770
.LBB_771:
	movq 1392(%rsp), %rdi
	movq 1400(%rsp), %r10
	movdqa .LCPI_13(%rip), %xmm1
.LBB_772:
	testq %r10, %r10
	je .LBB_1013
	cmpq $0, 1424(%rsp)
	je .LBB_1012
	movq 792(%rsp), %rdx
	leaq (%rdx,%rdx,4), %rdx
	movq 1264(%rsp), %rsi
	leaq (%rsi,%rdx,8), %rdx
	movzbl 32(%rdx), %esi
	movq 1416(%rsp), %r8
	xorb (%rdi), %sil
	cmpb $-2, %sil
	sete (%r8)
	movq 1400(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $2, %rsi
	jb .LBB_1010
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 1(%rsi), %r9d
	xorb 16384(%rsi), %r9b
	cmpb $-2, %r9b
	sete 1(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $3, %rsi
	jb .LBB_1016
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 2(%rsi), %r9d
	xorb 16385(%rsi), %r9b
	cmpb $-2, %r9b
	sete 2(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $4, %rsi
	jb .LBB_1011
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 3(%rsi), %r9d
	xorb 16386(%rsi), %r9b
	cmpb $-2, %r9b
	sete 3(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $5, %rsi
	jb .LBB_1024
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 4(%rsi), %r9d
	xorb 16387(%rsi), %r9b
	cmpb $-2, %r9b
	sete 4(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $6, %rsi
	jb .LBB_1023
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 5(%rsi), %r9d
	xorb 16388(%rsi), %r9b
	cmpb $-2, %r9b
	sete 5(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $7, %rsi
	jb .LBB_1019
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 6(%rsi), %r9d
	xorb 16389(%rsi), %r9b
	cmpb $-2, %r9b
	sete 6(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $8, %rsi
	jb .LBB_1017
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 7(%rsi), %r9d
	xorb 16390(%rsi), %r9b
	cmpb $-2, %r9b
	sete 7(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $9, %rsi
	jb .LBB_1022
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 8(%rsi), %r9d
	xorb 16391(%rsi), %r9b
	cmpb $-2, %r9b
	sete 8(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $10, %rsi
	jb .LBB_1018
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 9(%rsi), %r9d
	xorb 16392(%rsi), %r9b
	cmpb $-2, %r9b
	sete 9(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $11, %rsi
	jb .LBB_1014
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 10(%rsi), %r9d
	xorb 16393(%rsi), %r9b
	cmpb $-2, %r9b
	sete 10(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $12, %rsi
	jb .LBB_1020
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 11(%rsi), %r9d
	xorb 16394(%rsi), %r9b
	cmpb $-2, %r9b
	sete 11(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $13, %rsi
	jb .LBB_1027
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 12(%rsi), %r9d
	xorb 16395(%rsi), %r9b
	cmpb $-2, %r9b
	sete 12(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $14, %rsi
	jb .LBB_1021
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 13(%rsi), %r9d
	xorb 16396(%rsi), %r9b
	cmpb $-2, %r9b
	sete 13(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $15, %rsi
	jb .LBB_1025
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 14(%rsi), %r9d
	xorb 16397(%rsi), %r9b
	cmpb $-2, %r9b
	sete 14(%r8)
	movq 1400(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_978
	movq 1424(%rsp), %rsi
	cmpq $16, %rsi
	jb .LBB_1026
	movq 1392(%rsp), %rsi
	movq 1416(%rsp), %r8
	movzbl 15(%rsi), %r9d
	xorb 16398(%rsi), %r9b
	cmpb $-2, %r9b
	sete 15(%r8)
	movq 1424(%rsp), %rbp
	cmpq $16, %rbp
	jb .LBB_930
	shlq $4, %r10
	movq 1416(%rsp), %r8
	addq $-16, %r10
	leaq -16(%rbp), %rsi
	cmpq %rsi, %r10
	cmovaeq %rsi, %r10
	testq %r10, %r10
	je .LBB_826
	leaq 16(%r8), %r9
	cmpq $4, %r10
	jb .LBB_807
	leaq (%rdi,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %r9
	jae .LBB_811
	leaq (%r8,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %rdi
	jae .LBB_811
.LBB_807:
	xorl %esi, %esi
.LBB_821:
	movq %rsi, %r11
	orq $1, %r11
	testb $1, %r10b
	je .LBB_823
	movzbl (%rdi,%rsi), %ebx
	xorb 16(%rdi,%rsi), %bl
	cmpb $-2, %bl
	sete (%r9,%rsi)
	movq %r11, %rsi
.LBB_823:
	cmpq %r11, %r10
	je .LBB_825
.LBB_824:
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
	jne .LBB_824
.LBB_825:
	movq 1416(%rsp), %r8
	movq 1424(%rsp), %rbp
.LBB_826:
	leaq 1336(%rsp), %rsi
	pxor %xmm0, %xmm0
	movdqu %xmm0, 232(%rsi)
	movdqu %xmm0, 216(%rsi)
	movdqu %xmm0, 200(%rsi)
	movdqu %xmm0, 184(%rsi)
	movdqu %xmm0, 168(%rsi)
	movdqu %xmm0, 152(%rsi)
	movdqu %xmm0, 136(%rsi)
	movdqu %xmm0, 120(%rsi)
	movq %rbp, %r13
	movabsq $9223372036854775800, %rsi
	andq %rsi, %rbp
	movq %rbp, 8(%rsp)
	movsd .LCPI_1(%rip), %xmm1
	je .LBB_834
	xorl %r9d, %r9d
	movq 8(%rsp), %r10
	movq %r8, %r11
	jmp .LBB_829
.LBB_828:
	addq $8, %r11
	addq $-8, %r10
	incq %r9
	testq %r10, %r10
	je .LBB_834
.LBB_829:
	movq (%r11), %rbx
	testq %rbx, %rbx
	je .LBB_828
	leal (,%r9,8), %r14d
	andl $8, %r14d
	movl %r9d, %ebp
	shrl %ebp
.LBB_831:
	rep bsfq	%rbx, %r15
	shrl $3, %r15d
	orq %r14, %r15
	movq 1448(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_937
	movq 1456(%rsp,%r15,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_935
	leaq -1(%rbx), %rsi
	andq %rsi, %rbx
	movl %r15d, %esi
	shll $11, %esi
	leal (%rsi,%r15,2), %esi
	addq 1440(%rsp), %rsi
	movw %bp, (%rsi,%rdi,2)
	incq 1456(%rsp,%r15,8)
	testq %rbx, %rbx
	jne .LBB_831
	jmp .LBB_828
.LBB_834:
	movq %r13, %rbx
	movl %ebx, %r9d
	andl $7, %r9d
	je .LBB_869
	movq 8(%rsp), %rsi
	cmpb $0, (%r8,%rsi)
	je .LBB_839
	movl %ebx, %r10d
	andl $8, %r10d
	movq 1448(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1030
	movq 1456(%rsp,%r10,8), %r14
	cmpq $1024, %r14
	ja .LBB_1029
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1440(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1456(%rsp,%r10,8)
.LBB_839:
	cmpl $1, %r9d
	je .LBB_869
	movq 8(%rsp), %rsi
	cmpb $0, 1(%r8,%rsi)
	je .LBB_844
	movl %ebx, %r10d
	andl $8, %r10d
	incq %r10
	movq 1448(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1030
	movq 1456(%rsp,%r10,8), %r14
	cmpq $1024, %r14
	ja .LBB_1029
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1440(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1456(%rsp,%r10,8)
.LBB_844:
	cmpl $2, %r9d
	je .LBB_869
	movq 8(%rsp), %rsi
	cmpb $0, 2(%r8,%rsi)
	je .LBB_849
	movl %ebx, %r10d
	andl $8, %r10d
	orq $2, %r10
	movq 1448(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1030
	movq 1456(%rsp,%r10,8), %r14
	cmpq $1024, %r14
	ja .LBB_1029
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1440(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1456(%rsp,%r10,8)
.LBB_849:
	cmpl $3, %r9d
	je .LBB_869
	movq 8(%rsp), %rsi
	cmpb $0, 3(%r8,%rsi)
	je .LBB_854
	movl %ebx, %r10d
	andl $8, %r10d
	orq $3, %r10
	movq 1448(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1030
	movq 1456(%rsp,%r10,8), %r14
	cmpq $1024, %r14
	ja .LBB_1029
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1440(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1456(%rsp,%r10,8)
.LBB_854:
	cmpl $4, %r9d
	je .LBB_869
	movq 8(%rsp), %rsi
	cmpb $0, 4(%r8,%rsi)
	je .LBB_859
	movl %ebx, %r10d
	andl $8, %r10d
	orq $4, %r10
	movq 1448(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1030
	movq 1456(%rsp,%r10,8), %r14
	cmpq $1024, %r14
	ja .LBB_1029
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1440(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1456(%rsp,%r10,8)
.LBB_859:
	cmpl $5, %r9d
	je .LBB_869
	movq 8(%rsp), %rsi
	cmpb $0, 5(%r8,%rsi)
	je .LBB_864
	movl %ebx, %r10d
	andl $8, %r10d
	orq $5, %r10
	movq 1448(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1030
	movq 1456(%rsp,%r10,8), %r14
	cmpq $1024, %r14
	ja .LBB_1029
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1440(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1456(%rsp,%r10,8)
.LBB_864:
	cmpl $6, %r9d
	je .LBB_869
	movq 8(%rsp), %rsi
	cmpb $0, 6(%r8,%rsi)
	je .LBB_869
	movl %ebx, %edi
	andl $8, %edi
	orq $6, %rdi
	movq 1448(%rsp), %rsi
	cmpq %rsi, %rdi
	jae .LBB_1040
	movq 1456(%rsp,%rdi,8), %r8
	cmpq $1024, %r8
	ja .LBB_1039
	movl %edi, %esi
	shll $11, %esi
	leal (%rsi,%rdi,2), %esi
	addq 1440(%rsp), %rsi
	shrl $4, %ebx
	movw %bx, (%rsi,%r8,2)
	incq 1456(%rsp,%rdi,8)
.LBB_869:
	movq 1440(%rsp), %rdi
	movq 1448(%rsp), %r9
	xorl %r8d, %r8d
	movq %r9, %rsi
	jmp .LBB_871
.LBB_870:
	incq %r8
	addq $2050, %rdi
	cmpq $16, %r8
	movq 640(%rsp), %r14
	movq 1232(%rsp), %rbx
	movq %rsi, %r9
	je .LBB_884
.LBB_871:
	cmpq %r9, %r8
	je .LBB_965
	movq 1456(%rsp,%r8,8), %rbp
	cmpq $1025, %rbp
	ja .LBB_901
	testq %rbp, %rbp
	je .LBB_870
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	addq %rax, %r9
	addq %rbp, %rbp
	movq 1400(%rsp), %r13
	movq 1392(%rsp), %r10
	addq %r8, %r10
	xorl %r11d, %r11d
	movq %r13, 8(%rsp)
	jmp .LBB_876
.LBB_875:
	addq $2, %r11
	cmpq %r11, %rbp
	je .LBB_870
.LBB_876:
	movzwl (%rdi,%r11), %r14d
	leaq (%r9,%r14), %rbx
	cmpq %rcx, %rbx
	jae .LBB_870
	cmpq %r14, %r13
	jbe .LBB_943
	shll $4, %r14d
	movsbq (%r10,%r14), %r14
	movq (%rdx), %r15
	cmpq %r14, %r15
	je .LBB_875
	testq %r15, %r15
	je .LBB_882
	cmpq %r12, %rbx
	jae .LBB_962
	movq 1240(%rsp), %r13
	movsd (%r13,%rbx,8), %xmm0
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
	movq 8(%rsp), %r13
.LBB_882:
	movq %r14, (%rdx)
	cmpq %r12, %rbx
	jae .LBB_955
	movq 1240(%rsp), %r14
	movq (%r14,%rbx,8), %xmm0
	movq %xmm0, 8(%rdx)
	jmp .LBB_875
.LBB_884:
	movq 1400(%rsp), %rax
	cmpq $1024, %rax
	jbe .LBB_1028
	movq 1392(%rsp), %rax
	movzbl 16399(%rax), %eax
	movb %al, 32(%rdx)
	movq 496(%rsp), %rax
	movq %rax, 792(%rsp)
	movq 520(%rsp), %r11
	cmpq 1624(%rsp), %r11
	jne .LBB_111
	jmp .LBB_886
.LBB_665:
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm7, %xmm7
	xorpd %xmm10, %xmm10
	xorpd %xmm4, %xmm4
.LBB_666:
	cmpq $0, 8(%rsp)
	je .LBB_1007
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
	movq 1176(%rsp), %rdi
	movb %dil, 552(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %r13, %xmm2
	movsd .LCPI_5(%rip), %xmm0
	testq %rdi, %rdi
	leaq 608(%rsp), %rax
	cmovneq %rax, %rdi
	movq %rdi, 1176(%rsp)
	divsd %xmm1, %xmm0
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 720(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 624(%rsp)
	subq %r13, %r11
	movq %r13, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 816(%rsp)
	movl $1, %r9d
	xorl %ebx, %ebx
.LBB_668:
	movq 104(%rsp), %rdi
	cmpq %rdi, %rbx
	jae .LBB_673
	movq %rbx, %rax
	shlq $4, %rax
	addq 488(%rsp), %rax
	movq 1280(%rsp), %r8
.LBB_670:
	movq (%rax), %r12
	cmpq %r9, %r12
	jae .LBB_674
	incq %rbx
	addq $16, %rax
	cmpq %rbx, %rdi
	jne .LBB_670
	movq %rdi, %rbx
	xorl %eax, %eax
	jmp .LBB_675
.LBB_673:
	xorl %eax, %eax
	movq 1280(%rsp), %r8
	jmp .LBB_675
.LBB_674:
	movl $1, %eax
.LBB_675:
	movq %r9, %rsi
	cmpq %r9, %r8
	setae %r9b
	andb 552(%rsp), %r9b
	testq %rax, %rax
	jne .LBB_677
	movl $1025, %r8d
	testb %r9b, %r9b
	je .LBB_683
.LBB_677:
	movl $2, %r14d
	subq %rax, %r14
	testb %al, %al
	movq 1280(%rsp), %r10
	movq %r10, %rdi
	cmovneq %r12, %rdi
	movzbl %r9b, %r8d
	movq %r14, 848(%rsp)
	movq $2, 856(%rsp)
	movq %rax, 864(%rsp)
	movq %r12, 872(%rsp)
	movq %r8, 880(%rsp)
	movq %r10, 888(%rsp)
	testq %rax, %rax
	je .LBB_680
	jne .LBB_681
	testq %rax, %rax
	jne .LBB_682
	jmp .LBB_711
.LBB_680:
	movq %rdi, %r8
	jmp .LBB_682
.LBB_681:
	movq %rax, %r9
	xorq $3, %r9
	shll $4, %r14d
	leaq 864(%rsp), %r10
	movq 8(%r10,%r14), %r8
	cmpq %r8, %rdi
	cmovbq %rdi, %r8
	cmpb $0, (%r10,%r14)
	cmoveq %rdi, %r8
	movq %r8, %rdi
	movq %r9, %r14
	testq %rax, %rax
	je .LBB_711
.LBB_682:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
.LBB_683:
	movapd 272(%rsp), %xmm7
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm10
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 112(%rsp), %xmm11
	movapd 128(%rsp), %xmm1
	movapd 144(%rsp), %xmm4
	movapd 160(%rsp), %xmm15
	movapd 336(%rsp), %xmm0
	movapd %xmm0, 32(%rsp)
	movapd 176(%rsp), %xmm14
	movapd 352(%rsp), %xmm8
	movapd 192(%rsp), %xmm13
	movapd 368(%rsp), %xmm9
	movapd 208(%rsp), %xmm3
	movapd 384(%rsp), %xmm6
	movapd 224(%rsp), %xmm5
	cmpq %r8, %rsi
	jae .LBB_689
	movq %rsi, %r9
	movapd %xmm13, 496(%rsp)
	movapd %xmm14, 464(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm4, 448(%rsp)
	movapd %xmm1, 240(%rsp)
	movq %rsi, %rdi
	shlq $7, %rdi
	leaq 112(%rdx), %rax
	leaq (%rax,%rdi), %r14
	addq 800(%rsp), %rdi
	leaq (%r11,%rsi), %r12
	shlq $7, %r12
	leaq 112(%rcx), %rax
.LBB_685:
	movq %r9, %rsi
	movq 88(%rsp), %r9
	leaq (%r9,%rsi), %rbp
	movq 528(%rsp), %r10
	cmpq %r10, %rbp
	jae .LBB_961
	movq %rsi, %r9
	leaq (%r11,%rsi), %rbp
	cmpq %r10, %rbp
	jae .LBB_956
	movapd %xmm11, 656(%rsp)
	movapd %xmm7, 416(%rsp)
	movapd %xmm10, 560(%rsp)
	cmpq 8(%rsp), %r9
	jae .LBB_1005
	incq %r9
	movupd (%rax,%rdi), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd (%rax,%r12), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 400(%rsp)
	movapd 720(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm6
	subpd %xmm5, %xmm6
	movupd -16(%rax,%rdi), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%rax,%r12), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 736(%rsp)
	movupd -32(%rax,%rdi), %xmm0
	movapd %xmm0, %xmm13
	movapd 496(%rsp), %xmm2
	addpd %xmm2, %xmm13
	movupd -32(%rax,%r12), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	subpd %xmm2, %xmm8
	movupd -48(%rax,%rdi), %xmm0
	movapd %xmm0, %xmm14
	movapd 464(%rsp), %xmm2
	addpd %xmm2, %xmm14
	movupd -48(%rax,%r12), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm5
	addpd %xmm0, %xmm5
	subpd %xmm2, %xmm5
	movupd -112(%rax,%rdi), %xmm3
	movupd -96(%rax,%rdi), %xmm2
	movupd -80(%rax,%rdi), %xmm1
	movupd -64(%rax,%rdi), %xmm0
	movapd %xmm0, %xmm15
	movapd 432(%rsp), %xmm4
	addpd %xmm4, %xmm15
	movups -112(%rax,%r12), %xmm9
	movaps %xmm9, 32(%rsp)
	movupd -96(%rax,%r12), %xmm11
	movapd %xmm8, %xmm10
	movapd %xmm6, %xmm8
	movupd -64(%rax,%r12), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%rax,%r12), %xmm6
	mulpd %xmm7, %xmm0
	movapd 64(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm1, %xmm0
	movapd 448(%rsp), %xmm4
	addpd %xmm4, %xmm0
	subpd %xmm6, %xmm0
	movapd %xmm8, %xmm6
	movapd %xmm10, %xmm8
	mulpd %xmm7, %xmm1
	movapd 560(%rsp), %xmm10
	addpd %xmm1, %xmm10
	subpd %xmm4, %xmm10
	movapd %xmm2, %xmm1
	movapd 240(%rsp), %xmm4
	addpd %xmm4, %xmm1
	subpd %xmm11, %xmm1
	mulpd %xmm7, %xmm2
	movapd 48(%rsp), %xmm11
	addpd %xmm2, %xmm11
	subpd %xmm4, %xmm11
	movapd %xmm3, %xmm2
	movapd 656(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 32(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 416(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 624(%rsp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movupd %xmm3, -112(%r14)
	movapd %xmm4, %xmm3
	movapd %xmm11, 48(%rsp)
	mulpd %xmm11, %xmm3
	movupd %xmm3, -96(%r14)
	movapd %xmm4, %xmm3
	mulpd %xmm10, %xmm3
	movupd %xmm3, -80(%r14)
	movapd %xmm4, %xmm3
	movapd %xmm9, 64(%rsp)
	mulpd %xmm9, %xmm3
	movapd 736(%rsp), %xmm9
	movupd %xmm3, -64(%r14)
	movapd %xmm4, %xmm3
	movapd %xmm5, 32(%rsp)
	mulpd %xmm5, %xmm3
	movupd %xmm3, -48(%r14)
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movupd %xmm3, -32(%r14)
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%r14)
	movapd %xmm4, %xmm3
	movapd 400(%rsp), %xmm4
	mulpd %xmm6, %xmm3
	movupd %xmm3, (%r14)
	subq $-128, %r14
	subq $-128, %rax
	movapd %xmm2, %xmm11
	movapd %xmm1, 240(%rsp)
	movapd %xmm0, 448(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm14, 464(%rsp)
	movapd %xmm13, 496(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm4, %xmm5
	cmpq %r9, %r8
	jne .LBB_685
	jmp .LBB_690
.LBB_689:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm0
	movapd %xmm3, %xmm12
	movapd %xmm5, %xmm4
.LBB_690:
	movapd %xmm7, 272(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 288(%rsp)
	movapd %xmm10, 304(%rsp)
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 320(%rsp)
	movapd 32(%rsp), %xmm3
	movapd %xmm3, 336(%rsp)
	movapd %xmm8, 352(%rsp)
	movapd %xmm9, 368(%rsp)
	movapd %xmm6, 384(%rsp)
	movapd %xmm2, 112(%rsp)
	movapd %xmm1, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm15, 160(%rsp)
	movapd %xmm14, 176(%rsp)
	movapd %xmm13, 192(%rsp)
	movapd %xmm12, 208(%rsp)
	movapd %xmm4, 224(%rsp)
	cmpq $1024, %r8
	movq 520(%rsp), %r14
	ja .LBB_582
	movq %rbx, 768(%rsp)
	movq 88(%rsp), %rax
	leaq (%r8,%rax), %rbx
	movq 528(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_993
	movapd %xmm4, 400(%rsp)
	movapd %xmm6, 240(%rsp)
	movq %rbx, %rbp
	subq %r13, %rbp
	cmpq %rax, %rbp
	jae .LBB_956
	movapd %xmm7, %xmm11
	movapd %xmm8, %xmm5
	movq %rbx, %rdi
	shlq $7, %rdi
	movupd (%rcx,%rdi), %xmm3
	movapd %xmm3, 464(%rsp)
	movapd 720(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm2, %xmm11
	movapd %xmm11, 416(%rsp)
	movapd %xmm11, 272(%rsp)
	movupd 16(%rcx,%rdi), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm1, %xmm4
	movapd %xmm4, 48(%rsp)
	movapd %xmm4, 288(%rsp)
	movupd 32(%rcx,%rdi), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 304(%rsp)
	movupd 48(%rcx,%rdi), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 64(%rsp)
	movapd %xmm4, 320(%rsp)
	movupd 64(%rcx,%rdi), %xmm3
	movapd %xmm3, 560(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm14, %xmm4
	movapd %xmm4, 32(%rsp)
	movapd %xmm4, 336(%rsp)
	movupd 80(%rcx,%rdi), %xmm8
	movapd %xmm8, %xmm3
	mulpd %xmm7, %xmm3
	movapd %xmm5, %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm13, %xmm11
	movapd %xmm11, 352(%rsp)
	movupd 96(%rcx,%rdi), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 368(%rsp)
	movupd 112(%rcx,%rdi), %xmm4
	movapd %xmm4, %xmm6
	mulpd %xmm7, %xmm6
	movapd 240(%rsp), %xmm7
	addpd %xmm6, %xmm7
	movapd 464(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	movapd 400(%rsp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 384(%rsp)
	movupd (%rcx,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 112(%rsp)
	movapd 448(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rcx,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 128(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 144(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 160(%rsp)
	movapd 560(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 176(%rsp)
	addpd %xmm13, %xmm8
	movupd 80(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm8
	movapd %xmm8, 192(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 208(%rsp)
	addpd %xmm6, %xmm4
	movupd 112(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 224(%rsp)
	movapd 624(%rsp), %xmm0
	movapd 416(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 848(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 864(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 880(%rsp)
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 896(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 912(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 928(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 944(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 960(%rsp)
	movq 768(%rsp), %rbp
	cmpq 104(%rsp), %rbp
	ja .LBB_906
	leaq 1(%r8), %r9
	shlq $4, %rbp
	addq 488(%rsp), %rbp
	incq %rbx
	movq %rbx, %r12
	subq %r13, %rbx
	leaq 128(%rcx), %rax
	addq %rax, %rdi
	xorl %r14d, %r14d
	movq 1176(%rsp), %r13
	movq %r9, %rsi
	movapd 704(%rsp), %xmm4
	jmp .LBB_697
.LBB_695:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_947
.LBB_696:
	movsd %xmm1, 272(%rsp,%rbp,8)
	movsd %xmm0, 112(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 848(%rsp,%rbp,8)
	movq %r15, %r13
	movq %rax, %rbp
	movq %rsi, %r9
.LBB_697:
	testb %r14b, %r14b
	je .LBB_706
	movq %rbp, %rax
.LBB_699:
	testq %r13, %r13
	je .LBB_709
	cmpq %r8, (%r13)
	jne .LBB_709
	movb $2, %r14b
	xorl %r15d, %r15d
	movq %r13, %rbp
	movq 832(%rsp), %r9
	cmpq %r9, %r12
	jb .LBB_896
.LBB_702:
	movq 8(%rbp), %rbp
	testq %r9, %r9
	je .LBB_695
	cmpq $15, %rbp
	ja .LBB_932
	leaq (%rdi,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %r9d
	movq 816(%rsp), %r10
	xorpd %xmm1, %xmm1
.LBB_705:
	xorps %xmm2, %xmm2
	cvtsi2sd %r9, %xmm2
	movsd (%r13,%r10), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r9
	subq $-128, %r10
	jne .LBB_705
	jmp .LBB_696
.LBB_706:
	movq 808(%rsp), %r9
	movq %r9, %rax
	cmpq %r9, %rbp
	movq %rsi, %r9
	je .LBB_699
	leaq 16(%rbp), %rax
	cmpq %r8, (%rbp)
	jne .LBB_699
	xorl %r14d, %r14d
	movq %r13, %r15
	movq 832(%rsp), %r9
	cmpq %r9, %r12
	jae .LBB_702
	jmp .LBB_896
.LBB_709:
	cmpq 8(%rsp), %r8
	jae .LBB_994
	movq %r8, %rax
	shlq $7, %rax
	movaps 960(%rsp), %xmm0
	movups %xmm0, 112(%rdx,%rax)
	movaps 944(%rsp), %xmm0
	movups %xmm0, 96(%rdx,%rax)
	movaps 928(%rsp), %xmm0
	movups %xmm0, 80(%rdx,%rax)
	movaps 912(%rsp), %xmm0
	movups %xmm0, 64(%rdx,%rax)
	movapd 848(%rsp), %xmm0
	movapd 864(%rsp), %xmm1
	movapd 880(%rsp), %xmm2
	movapd 896(%rsp), %xmm3
	movupd %xmm3, 48(%rdx,%rax)
	movupd %xmm2, 32(%rdx,%rax)
	movupd %xmm1, 16(%rdx,%rax)
	movupd %xmm0, (%rdx,%rax)
	cmpq $1024, %r8
	movq 520(%rsp), %r14
	movq 832(%rsp), %r13
	movq 768(%rsp), %rbx
	jne .LBB_668
	jmp .LBB_582
.LBB_711:
	movq %r14, %rax
	orq $2, %rax
	movzbl 880(%rsp), %ebp
	movq 888(%rsp), %r15
	jmp .LBB_713
.LBB_712:
	testb %bpl, %bpl
	cmovneq %rdi, %r8
	movq %r8, %rdi
	movq %rax, %r14
	cmpl $2, %eax
	je .LBB_682
.LBB_713:
	shlq $4, %r14
	leaq 864(%rsp), %r9
	movq 8(%r9,%r14), %r8
	cmpq %r8, %rdi
	cmovbq %rdi, %r8
	cmpb $0, (%r9,%r14)
	cmoveq %rdi, %r8
	movq %r8, %rdi
	cmpq %r15, %r8
	jb .LBB_712
	movq %r15, %rdi
	jmp .LBB_712
.LBB_811:
	cmpq $32, %r10
	jae .LBB_814
	xorl %esi, %esi
	jmp .LBB_818
.LBB_715:
	xorpd %xmm1, %xmm1
	xorpd %xmm6, %xmm6
	xorpd %xmm4, %xmm4
	xorpd %xmm5, %xmm5
	xorpd %xmm11, %xmm11
	xorpd %xmm7, %xmm7
	xorpd %xmm9, %xmm9
	xorpd %xmm12, %xmm12
.LBB_716:
	cmpq %rax, %rbp
	je .LBB_1036
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
	movq 704(%rsp), %rax
	movupd (%rax), %xmm0
	subpd %xmm1, %xmm0
	movupd 16(%rax), %xmm1
	subpd %xmm6, %xmm1
	movupd 32(%rax), %xmm3
	subpd %xmm4, %xmm3
	movupd 48(%rax), %xmm4
	subpd %xmm5, %xmm4
	movupd %xmm0, (%rax)
	movupd %xmm1, 16(%rax)
	movupd %xmm3, 32(%rax)
	movupd %xmm4, 48(%rax)
	movupd 64(%rax), %xmm0
	subpd %xmm11, %xmm0
	movupd %xmm0, 64(%rax)
	movupd 80(%rax), %xmm0
	subpd %xmm7, %xmm0
	movupd %xmm0, 80(%rax)
	movupd 96(%rax), %xmm0
	subpd %xmm9, %xmm0
	movupd %xmm0, 96(%rax)
	movupd 112(%rax), %xmm0
	subpd %xmm12, %xmm0
	movupd %xmm0, 112(%rax)
	movb %sil, 816(%rsp)
	xorps %xmm1, %xmm1
	cvtsi2sd %r13, %xmm1
	movq 608(%rsp), %rax
	movq %rax, 720(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm8, %xmm0
	testq %rsi, %rsi
	leaq 608(%rsp), %rax
	cmovneq %rax, %rsi
	movq %rsi, 768(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 656(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 736(%rsp)
	movq 696(%rsp), %rax
	addq 1216(%rsp), %rax
	movq %rax, 696(%rsp)
	movq 80(%rsp), %rax
	subq %r13, %rax
	movq %r13, %r9
	shlq $7, %r9
	negq %r9
	movl $1, %esi
	xorl %r8d, %r8d
.LBB_718:
	cmpq %rdx, %r8
	jae .LBB_723
	movq %r8, %rcx
	shlq $4, %rcx
	addq 488(%rsp), %rcx
.LBB_720:
	movq (%rcx), %r12
	cmpq %rsi, %r12
	jae .LBB_724
	incq %r8
	addq $16, %rcx
	cmpq %r8, %rdx
	jne .LBB_720
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_725
.LBB_723:
	xorl %edi, %edi
	jmp .LBB_725
.LBB_724:
	movl $1, %edi
.LBB_725:
	cmpq %rsi, 720(%rsp)
	setae %cl
	andb 816(%rsp), %cl
	testq %rdi, %rdi
	jne .LBB_727
	movl $1025, %r10d
	testb %cl, %cl
	je .LBB_734
.LBB_727:
	movl $2, %r15d
	subq %rdi, %r15
	testb %dil, %dil
	movq 720(%rsp), %rdx
	movq %rdx, %r14
	cmovneq %r12, %r14
	movzbl %cl, %ecx
	movq %r15, 848(%rsp)
	movq $2, 856(%rsp)
	movq %rdi, 864(%rsp)
	movq %r12, 872(%rsp)
	movq %rcx, 880(%rsp)
	movq %rdx, 888(%rsp)
	testq %rdi, %rdi
	je .LBB_730
	jne .LBB_731
	jmp .LBB_732
.LBB_730:
	movq %r14, %r10
	jmp .LBB_733
.LBB_731:
	movq %rdi, %rcx
	xorq $3, %rcx
	shll $4, %r15d
	leaq 864(%rsp), %rdx
	movq 8(%rdx,%r15), %r10
	cmpq %r10, %r14
	cmovbq %r14, %r10
	cmpb $0, (%rdx,%r15)
	cmoveq %r14, %r10
	movq %r10, %r14
	movq %rcx, %r15
.LBB_732:
	testq %rdi, %rdi
	je .LBB_762
.LBB_733:
	cmpq $1025, %r10
	movl $1025, %ecx
	cmovaeq %rcx, %r10
.LBB_734:
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 416(%rsp)
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movapd 112(%rsp), %xmm3
	movapd 128(%rsp), %xmm4
	movapd 144(%rsp), %xmm10
	movapd 160(%rsp), %xmm11
	movaps 336(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movapd 176(%rsp), %xmm12
	movaps 352(%rsp), %xmm0
	movaps %xmm0, 240(%rsp)
	movapd 192(%rsp), %xmm8
	movapd 368(%rsp), %xmm9
	movapd 208(%rsp), %xmm5
	movapd 384(%rsp), %xmm0
	movapd %xmm0, 64(%rsp)
	movapd 224(%rsp), %xmm6
	cmpq %r10, %rsi
	jae .LBB_740
	movapd %xmm8, 464(%rsp)
	movq %rsi, %rdi
	shlq $7, %rdi
	movq 696(%rsp), %rcx
	leaq (%rcx,%rdi), %r14
	addq 1128(%rsp), %rdi
	leaq (%rax,%rsi), %r15
	shlq $7, %r15
	movq 1184(%rsp), %r12
.LBB_736:
	movq 80(%rsp), %rcx
	leaq (%rcx,%rsi), %rbp
	movq 96(%rsp), %rbx
	cmpq %rbx, %rbp
	jae .LBB_998
	leaq (%rax,%rsi), %rbp
	cmpq %rbx, %rbp
	jae .LBB_948
	movapd %xmm3, 496(%rsp)
	cmpq 8(%rsp), %rsi
	jae .LBB_958
	movapd %xmm12, %xmm2
	movapd %xmm10, %xmm12
	incq %rsi
	movupd (%r12,%rdi), %xmm0
	movapd %xmm0, %xmm3
	addpd %xmm6, %xmm3
	movupd (%r12,%r15), %xmm1
	subpd %xmm1, %xmm3
	movapd %xmm3, 448(%rsp)
	movapd 656(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 64(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm6, %xmm1
	movapd %xmm1, 64(%rsp)
	movupd -16(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm13
	addpd %xmm5, %xmm13
	movupd -16(%r12,%r15), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm5, %xmm9
	movapd %xmm9, 560(%rsp)
	movupd -32(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm8
	movapd 464(%rsp), %xmm3
	addpd %xmm3, %xmm8
	movupd -32(%r12,%r15), %xmm1
	subpd %xmm1, %xmm8
	mulpd %xmm7, %xmm0
	movapd 240(%rsp), %xmm10
	addpd %xmm0, %xmm10
	subpd %xmm3, %xmm10
	movupd -48(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm14
	addpd %xmm2, %xmm14
	movupd -48(%r12,%r15), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 32(%rsp)
	movupd -112(%r12,%rdi), %xmm3
	movupd -96(%r12,%rdi), %xmm2
	movupd -80(%r12,%rdi), %xmm1
	movupd -64(%r12,%rdi), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm11, %xmm15
	movups -112(%r12,%r15), %xmm5
	movaps %xmm5, 240(%rsp)
	movupd -96(%r12,%r15), %xmm5
	movupd -64(%r12,%r15), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r12,%r15), %xmm6
	mulpd %xmm7, %xmm0
	movapd 400(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm11, %xmm9
	movapd %xmm1, %xmm0
	addpd %xmm12, %xmm0
	subpd %xmm6, %xmm0
	mulpd %xmm7, %xmm1
	movapd 432(%rsp), %xmm11
	addpd %xmm1, %xmm11
	subpd %xmm12, %xmm11
	movapd %xmm2, %xmm1
	addpd %xmm4, %xmm1
	subpd %xmm5, %xmm1
	mulpd %xmm7, %xmm2
	movapd 48(%rsp), %xmm5
	addpd %xmm2, %xmm5
	subpd %xmm4, %xmm5
	movapd %xmm3, %xmm2
	movapd 496(%rsp), %xmm6
	addpd %xmm6, %xmm2
	subpd 240(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 416(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm6, %xmm4
	movapd 736(%rsp), %xmm7
	movapd %xmm7, %xmm3
	movapd %xmm4, 416(%rsp)
	mulpd %xmm4, %xmm3
	movupd -112(%r14), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -112(%r14)
	movapd %xmm7, %xmm3
	movapd %xmm5, 48(%rsp)
	mulpd %xmm5, %xmm3
	movupd -96(%r14), %xmm4
	subpd %xmm3, %xmm4
	movupd -80(%r14), %xmm3
	movupd -64(%r14), %xmm5
	movupd -48(%r14), %xmm6
	movupd %xmm4, -96(%r14)
	movapd %xmm7, %xmm4
	movapd %xmm11, 432(%rsp)
	mulpd %xmm11, %xmm4
	subpd %xmm4, %xmm3
	movupd %xmm3, -80(%r14)
	movapd %xmm7, %xmm3
	movapd %xmm9, 400(%rsp)
	mulpd %xmm9, %xmm3
	movapd 560(%rsp), %xmm9
	subpd %xmm3, %xmm5
	movupd %xmm5, -64(%r14)
	movapd %xmm7, %xmm3
	mulpd 32(%rsp), %xmm3
	subpd %xmm3, %xmm6
	movupd %xmm6, -48(%r14)
	movapd %xmm7, %xmm3
	movapd %xmm10, 240(%rsp)
	mulpd %xmm10, %xmm3
	movupd -32(%r14), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -32(%r14)
	movapd %xmm7, %xmm3
	mulpd %xmm9, %xmm3
	movupd -16(%r14), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -16(%r14)
	movapd %xmm7, %xmm3
	movapd 448(%rsp), %xmm7
	mulpd 64(%rsp), %xmm3
	movupd (%r14), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, (%r14)
	subq $-128, %r14
	subq $-128, %r12
	movapd %xmm2, %xmm3
	movapd %xmm1, %xmm4
	movapd %xmm0, %xmm10
	movapd %xmm15, %xmm11
	movapd %xmm14, %xmm12
	movapd %xmm8, 464(%rsp)
	movapd %xmm13, %xmm5
	movapd %xmm7, %xmm6
	cmpq %rsi, %r10
	jne .LBB_736
	jmp .LBB_741
.LBB_740:
	movapd %xmm3, %xmm2
	movapd %xmm4, %xmm1
	movapd %xmm10, %xmm0
	movapd %xmm11, %xmm15
	movapd %xmm12, %xmm14
	movapd %xmm5, %xmm13
	movapd %xmm6, %xmm7
.LBB_741:
	movaps 416(%rsp), %xmm3
	movaps %xmm3, 272(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 288(%rsp)
	movapd 432(%rsp), %xmm10
	movapd %xmm10, 304(%rsp)
	movapd 400(%rsp), %xmm4
	movapd %xmm4, 320(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 336(%rsp)
	movaps 240(%rsp), %xmm3
	movaps %xmm3, 352(%rsp)
	movapd %xmm9, 368(%rsp)
	movapd 64(%rsp), %xmm3
	movapd %xmm3, 384(%rsp)
	movapd %xmm2, 112(%rsp)
	movapd %xmm1, 128(%rsp)
	movapd %xmm0, 144(%rsp)
	movapd %xmm15, 160(%rsp)
	movapd %xmm14, 176(%rsp)
	movapd %xmm8, 192(%rsp)
	movapd %xmm13, 208(%rsp)
	movapd %xmm7, 224(%rsp)
	cmpq $1024, %r10
	movq 520(%rsp), %r14
	ja .LBB_555
	movq 80(%rsp), %rcx
	leaq (%r10,%rcx), %rbx
	movq 96(%rsp), %rcx
	cmpq %rcx, %rbx
	jae .LBB_1006
	movapd %xmm7, 448(%rsp)
	movq %rbx, %rbp
	subq %r13, %rbp
	cmpq %rcx, %rbp
	jae .LBB_948
	movq %rbx, %rdi
	shlq $7, %rdi
	movq 592(%rsp), %rcx
	movupd (%rcx,%rdi), %xmm3
	movapd %xmm3, 560(%rsp)
	movapd 656(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	movapd 416(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, 416(%rsp)
	movapd %xmm5, 272(%rsp)
	movupd 16(%rcx,%rdi), %xmm3
	movapd %xmm3, 464(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm1, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm5, 288(%rsp)
	movupd 32(%rcx,%rdi), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 304(%rsp)
	movupd 48(%rcx,%rdi), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 400(%rsp)
	movapd %xmm4, 320(%rsp)
	movupd 64(%rcx,%rdi), %xmm3
	movapd %xmm3, 528(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm14, %xmm11
	movapd %xmm11, 336(%rsp)
	movupd 80(%rcx,%rdi), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm7, %xmm3
	movapd 240(%rsp), %xmm12
	addpd %xmm3, %xmm12
	subpd %xmm8, %xmm12
	movapd %xmm12, 352(%rsp)
	movupd 96(%rcx,%rdi), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm13, %xmm9
	movapd %xmm9, 368(%rsp)
	movupd 112(%rcx,%rdi), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm7
	addpd %xmm3, %xmm7
	movapd 560(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	subpd 448(%rsp), %xmm7
	movapd %xmm7, 384(%rsp)
	movupd (%rcx,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 112(%rsp)
	movapd 464(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rcx,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 128(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 144(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 160(%rsp)
	movapd 528(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 176(%rsp)
	addpd %xmm8, %xmm6
	movupd 80(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 192(%rsp)
	addpd %xmm13, %xmm5
	movupd 96(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 208(%rsp)
	addpd 448(%rsp), %xmm4
	movupd 112(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 224(%rsp)
	movapd 736(%rsp), %xmm0
	movapd 416(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 848(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 864(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 880(%rsp)
	movapd 400(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 896(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 912(%rsp)
	mulpd %xmm0, %xmm12
	movapd %xmm12, 928(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 944(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 960(%rsp)
	movq %r8, %rbp
	cmpq 104(%rsp), %r8
	ja .LBB_906
	leaq 1(%r10), %rsi
	shlq $4, %rbp
	addq 488(%rsp), %rbp
	incq %rbx
	movq %rbx, %r12
	subq %r13, %rbx
	addq 1192(%rsp), %rdi
	xorl %r15d, %r15d
	movq 768(%rsp), %r13
	movapd 624(%rsp), %xmm4
	jmp .LBB_748
.LBB_746:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_947
.LBB_747:
	movsd %xmm1, 272(%rsp,%rbp,8)
	movsd %xmm0, 112(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 848(%rsp,%rbp,8)
	movq %rdx, %r13
	movq %r14, %rbp
.LBB_748:
	testb %r15b, %r15b
	je .LBB_757
	movq %rbp, %r14
.LBB_750:
	testq %r13, %r13
	je .LBB_760
	cmpq %r10, (%r13)
	jne .LBB_760
	movb $2, %r15b
	xorl %edx, %edx
	movq %r13, %rbp
	movq 832(%rsp), %rcx
	cmpq %rcx, %r12
	jb .LBB_897
.LBB_753:
	movq 8(%rbp), %rbp
	testq %rcx, %rcx
	je .LBB_746
	cmpq $15, %rbp
	ja .LBB_932
	leaq (%rdi,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %ecx
	movq %r9, %r11
	xorpd %xmm1, %xmm1
.LBB_756:
	xorps %xmm2, %xmm2
	cvtsi2sd %rcx, %xmm2
	movsd (%r13,%r11), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rcx
	subq $-128, %r11
	jne .LBB_756
	jmp .LBB_747
.LBB_757:
	movq 808(%rsp), %rcx
	movq %rcx, %r14
	cmpq %rcx, %rbp
	je .LBB_750
	leaq 16(%rbp), %r14
	cmpq %r10, (%rbp)
	jne .LBB_750
	xorl %r15d, %r15d
	movq %r13, %rdx
	movq 832(%rsp), %rcx
	cmpq %rcx, %r12
	jae .LBB_753
	jmp .LBB_897
.LBB_760:
	cmpq 8(%rsp), %r10
	jae .LBB_992
	movq %r10, %rdx
	shlq $7, %rdx
	movq 704(%rsp), %rcx
	movupd (%rcx,%rdx), %xmm0
	movupd 16(%rcx,%rdx), %xmm1
	movupd 32(%rcx,%rdx), %xmm2
	subpd 848(%rsp), %xmm0
	movupd 48(%rcx,%rdx), %xmm3
	movupd %xmm0, (%rcx,%rdx)
	subpd 864(%rsp), %xmm1
	movupd %xmm1, 16(%rcx,%rdx)
	subpd 880(%rsp), %xmm2
	movupd %xmm2, 32(%rcx,%rdx)
	subpd 896(%rsp), %xmm3
	movupd %xmm3, 48(%rcx,%rdx)
	movupd 64(%rcx,%rdx), %xmm0
	subpd 912(%rsp), %xmm0
	movupd %xmm0, 64(%rcx,%rdx)
	movupd 80(%rcx,%rdx), %xmm0
	subpd 928(%rsp), %xmm0
	movupd %xmm0, 80(%rcx,%rdx)
	movupd 96(%rcx,%rdx), %xmm0
	subpd 944(%rsp), %xmm0
	movupd %xmm0, 96(%rcx,%rdx)
	movupd 112(%rcx,%rdx), %xmm0
	subpd 960(%rsp), %xmm0
	movupd %xmm0, 112(%rcx,%rdx)
	cmpq $1024, %r10
	movq 104(%rsp), %rdx
	movq 520(%rsp), %r14
	movq 832(%rsp), %r13
	jne .LBB_718
	jmp .LBB_555
.LBB_762:
	movq %r15, %rdx
	orq $2, %rdx
	movzbl 880(%rsp), %edi
	movq 888(%rsp), %r12
	jmp .LBB_764
.LBB_763:
	testb %dil, %dil
	cmovneq %rcx, %r10
	movq %r10, %r14
	movq %rdx, %r15
	cmpl $2, %edx
	je .LBB_733
.LBB_764:
	shlq $4, %r15
	leaq 864(%rsp), %rcx
	movq 8(%rcx,%r15), %r10
	cmpq %r10, %r14
	cmovbq %r14, %r10
	cmpb $0, (%rcx,%r15)
	cmoveq %r14, %r10
	movq %r10, %rcx
	cmpq %r12, %r10
	jb .LBB_763
	movq %r12, %rcx
	jmp .LBB_763
.LBB_814:
	movq %r10, %rsi
	andq $-32, %rsi
	xorl %r11d, %r11d
	movdqa .LCPI_12(%rip), %xmm3
.LBB_815:
	movdqu (%rdi,%r11), %xmm0
	movdqu 16(%rdi,%r11), %xmm1
	movdqu 32(%rdi,%r11), %xmm2
	pxor %xmm1, %xmm0
	pxor %xmm1, %xmm2
	movdqa .LCPI_10(%rip), %xmm1
	pcmpeqb %xmm3, %xmm0
	pand %xmm1, %xmm0
	pcmpeqb %xmm3, %xmm2
	pand %xmm1, %xmm2
	movdqu %xmm0, 16(%r8,%r11)
	movdqu %xmm2, 32(%r8,%r11)
	addq $32, %r11
	cmpq %r11, %rsi
	jne .LBB_815
	cmpq %rsi, %r10
	movdqa .LCPI_13(%rip), %xmm1
	je .LBB_825
	testb $28, %r10b
	je .LBB_821
.LBB_818:
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-4, %rsi
	movdqa .LCPI_14(%rip), %xmm2
.LBB_819:
	movl (%rdi,%r11), %ebx
	xorl 16(%rdi,%r11), %ebx
	movd %ebx, %xmm0
	pcmpeqb %xmm1, %xmm0
	pand %xmm2, %xmm0
	movd %xmm0, (%r9,%r11)
	addq $4, %r11
	cmpq %r11, %rsi
	jne .LBB_819
	cmpq %rsi, %r10
	je .LBB_825
	jmp .LBB_821
.LBB_886:
	movq 1728(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_888
	movq 1736(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movsd .LCPI_1(%rip), %xmm1
.LBB_888:
	cmpq $0, 1592(%rsp)
	movq 1752(%rsp), %rcx
	jne .LBB_70
	jmp .LBB_892
.LBB_889:
	cmpq $21, 104(%rsp)
	jae .LBB_891
	movq 488(%rsp), %rdi
	movq 104(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 1168(%rsp), %r12
	movq 640(%rsp), %r14
	jmp .LBB_87
.LBB_891:
	movq 488(%rsp), %rdi
	movq 104(%rsp), %rsi
	leaq 271(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 1168(%rsp), %r12
	movq 640(%rsp), %r14
	jmp .LBB_87
.LBB_892:
	leaq (%r14,%r14,4), %rax
	movq 1264(%rsp), %rbx
	leaq (%rbx,%rax,8), %rax
	movq %rbx, 848(%rsp)
	movq %rbx, 856(%rsp)
	movq 1112(%rsp), %r14
	movq %r14, 864(%rsp)
	movq %rax, 872(%rsp)
	movq 1240(%rsp), %rax
	movq %rax, 880(%rsp)
	movq %r12, 888(%rsp)
	leaq 1208(%rsp), %rax
	movq %rax, 896(%rsp)
	xorl %ebp, %ebp
	leaq 848(%rsp), %rsi
	movq 1760(%rsp), %rdi
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1936(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1704(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1856(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	leaq 1680(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1656(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_895
	movq 1664(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_895:
	leaq 1288(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1800(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $2296, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_896:
	movq 528(%rsp), %r8
	leaq .Lanon.3(%rip), %rcx
	movq %r12, %rbp
	jmp .LBB_904
.LBB_897:
	leaq .Lanon.3(%rip), %rcx
	movq 96(%rsp), %r8
	movq %r12, %rbp
	jmp .LBB_904
.LBB_898:
	movq %r12, %rbp
	jmp .LBB_900
.LBB_899:
	movq %rdi, %rbp
.LBB_900:
	leaq .Lanon.3(%rip), %rcx
	movq 96(%rsp), %r8
	jmp .LBB_904
.LBB_901:
	movl $1025, %r8d
	xorl %ebx, %ebx
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_904
.LBB_902:
	movq %r9, %rbp
.LBB_903:
	leaq .Lanon.3(%rip), %rcx
.LBB_904:
	movq %rbx, %rdi
	movq %rbp, %rsi
	movq %r8, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_905:
	movq 104(%rsp), %rsi
	movq %rsi, %r8
	jmp .LBB_911
.LBB_906:
	movq 104(%rsp), %rsi
	movq %rsi, %r8
	jmp .LBB_910
.LBB_907:
	movq %rdi, %r8
	movq %rdi, %rsi
	jmp .LBB_910
.LBB_908:
	movq %rdx, %r8
	movq %rdx, %rsi
	movq %r13, %rbx
	jmp .LBB_911
.LBB_909:
	movq %rax, %r8
	movq %rax, %rsi
.LBB_910:
	movq %rbp, %rbx
.LBB_911:
	movq %rbx, %rdi
	movq %r8, %rdx
	movq 784(%rsp), %rcx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_912:
	leaq .Lanon.5(%rip), %rdx
	movq %rax, %rbx
	jmp .LBB_999
.LBB_913:
	leaq .Lanon.6(%rip), %rdx
	movq %rax, %rbx
	jmp .LBB_999
.LBB_914:
	movq %rdi, %r8
	movq %rdi, %rsi
	jmp .LBB_911
.LBB_915:
	movq 80(%rsp), %rbx
	movq 1120(%rsp), %rsi
	jmp .LBB_927
.LBB_916:
	leaq .Lanon.7(%rip), %rdx
	movq %rax, %rbx
	jmp .LBB_999
.LBB_917:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %rbx
	jmp .LBB_999
.LBB_918:
	movq 80(%rsp), %rbp
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_904
.LBB_919:
	leaq .Lanon.10(%rip), %rdi
	leaq .Lanon.11(%rip), %rdx
	movl $19, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_920:
	movq 80(%rsp), %rbx
	movq 1120(%rsp), %rsi
	leaq .Lanon.12(%rip), %rax
	movq %rax, 784(%rsp)
	movq 96(%rsp), %r8
	jmp .LBB_911
.LBB_921:
	movq 680(%rsp), %rbp
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_904
.LBB_922:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%r15)
	movb $1, 16(%r15)
	jmp .LBB_49
.LBB_924:
	movq 88(%rsp), %rbx
	movq %rbp, %r8
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_904
.LBB_925:
	movq %rsi, %r8
.LBB_926:
	movq 88(%rsp), %rbx
	movq 1248(%rsp), %rsi
.LBB_927:
	leaq .Lanon.12(%rip), %rax
	movq %rax, 784(%rsp)
	jmp .LBB_911
.LBB_928:
	movq 88(%rsp), %rbx
	movq %rbp, %r8
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_904
.LBB_929:
	movq %rax, %rbp
	jmp .LBB_945
.LBB_930:
	movl $16, %ebx
	movq %rbp, %r8
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_904
.LBB_931:
	movq %r8, %rbx
	jmp .LBB_949
.LBB_932:
	movl $16, %ebx
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_999
.LBB_933:
	movq %rax, 8(%rsp)
	movq %rbp, %rsi
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_1004
.LBB_934:
	movq %rax, 8(%rsp)
	movq %rbp, %rsi
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1004
.LBB_935:
	movq %rdi, %rsi
.LBB_936:
	movl $1025, %eax
	movq %rax, 8(%rsp)
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_1004
.LBB_937:
	movq %rsi, 8(%rsp)
	movq %r15, %rsi
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1004
.LBB_938:
	movq %rcx, %rbp
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_904
.LBB_939:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, %rcx
	movq %rdx, 8(%r15)
	movb $1, 16(%r15)
	movq 1168(%rsp), %r12
	jmp .LBB_68
.LBB_941:
	movq 1256(%rsp), %rbp
	jmp .LBB_945
.LBB_942:
	movq %rdx, %rbp
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_904
.LBB_943:
	movq %r14, %rsi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1004
.LBB_944:
	movq %r11, %rbp
.LBB_945:
	movq 528(%rsp), %r8
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_904
.LBB_946:
	movq %r8, 8(%rsp)
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1004
.LBB_947:
	movl $16, %ebx
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_999
.LBB_948:
	movq 96(%rsp), %rbx
.LBB_949:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_999
.LBB_950:
	movb $1, %bpl
	leaq .Lanon.25(%rip), %rdx
	movq %r12, %rsi
	movq 1112(%rsp), %r14
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_951:
	movq %rax, 8(%rsp)
	movq %rbp, %rsi
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_1004
.LBB_952:
	movq %rax, 8(%rsp)
	movq %rbp, %rsi
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_1004
.LBB_953:
	movq %rdx, %rbx
	jmp .LBB_998
.LBB_954:
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1004
.LBB_955:
	movq %rbx, %rsi
	movq %r12, 8(%rsp)
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1004
.LBB_956:
	leaq .Lanon.24(%rip), %rdx
	movq 528(%rsp), %rbx
	jmp .LBB_999
.LBB_957:
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1004
.LBB_958:
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1004
.LBB_959:
	movq %r8, 8(%rsp)
	movq $-1, %rsi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1004
.LBB_960:
	movq %rsi, %rbp
	leaq .Lanon.32(%rip), %rdx
	movq 528(%rsp), %rbx
	jmp .LBB_999
.LBB_961:
	leaq .Lanon.33(%rip), %rdx
	movq %r10, %rbx
	jmp .LBB_999
.LBB_962:
	movq %rbx, %rsi
	movq %r12, 8(%rsp)
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1004
.LBB_963:
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1004
.LBB_964:
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1004
.LBB_965:
	movq %r9, 8(%rsp)
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1004
.LBB_966:
	leaq .Lanon.38(%rip), %rdi
	leaq .Lanon.39(%rip), %rcx
	leaq .Lanon.40(%rip), %r8
	leaq 271(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_967:
	subq 88(%rsp), %rdx
	addq $1025, %rdx
	leaq .Lanon.41(%rip), %rax
	movq %rax, 16(%rsp)
.LBB_968:
	movq %rdx, %rsi
	jmp .LBB_1005
.LBB_969:
	movq %rsi, 8(%rsp)
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1004
.LBB_970:
	movq %r13, %rsi
	jmp .LBB_1005
.LBB_971:
	leaq .Lanon.41(%rip), %rax
	jmp .LBB_1004
.LBB_972:
	movq %rcx, %rsi
	movq %rcx, 8(%rsp)
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1004
.LBB_973:
	movq %r13, %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1004
.LBB_974:
	movq %r8, %rsi
	jmp .LBB_984
.LBB_975:
	movq 8(%rsp), %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1004
.LBB_976:
	movq 8(%rsp), %rsi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1004
.LBB_977:
	movq 8(%rsp), %rsi
	jmp .LBB_1005
.LBB_978:
	movq %rsi, 8(%rsp)
	movl $1024, %esi
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_1004
.LBB_979:
	leaq .Lanon.38(%rip), %rdi
	leaq .Lanon.39(%rip), %rcx
	leaq .Lanon.40(%rip), %r8
	leaq 271(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_980:
	movq %rbx, %rbp
	jmp .LBB_997
.LBB_981:
	movq %rcx, %rsi
	jmp .LBB_1005
.LBB_982:
	movq %rbx, %rbp
	movq %rax, %rbx
	jmp .LBB_998
.LBB_983:
	movq %r15, %rsi
.LBB_984:
	movq %r8, 8(%rsp)
	leaq .Lanon.44(%rip), %rax
	jmp .LBB_1004
.LBB_985:
	movq %r15, %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1004
.LBB_986:
	movq %rdx, %rsi
	jmp .LBB_1002
.LBB_987:
	movq 8(%rsp), %rsi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1004
.LBB_988:
	movq %rbx, %rbp
	leaq .Lanon.33(%rip), %rdx
	movq %rsi, %rbx
	jmp .LBB_999
.LBB_989:
	movq %r15, %rsi
	jmp .LBB_1005
.LBB_990:
	movq %rdi, %rbp
	jmp .LBB_997
.LBB_991:
	movq %r15, %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1004
.LBB_992:
	movq %r10, %rsi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1004
.LBB_993:
	movq %rbx, %rbp
	leaq .Lanon.33(%rip), %rdx
	movq %rax, %rbx
	jmp .LBB_999
.LBB_994:
	movq %r8, %rsi
	jmp .LBB_1005
.LBB_995:
	movq %r9, %rbp
	jmp .LBB_997
.LBB_996:
	movq %r11, %rbp
.LBB_997:
	movq %r8, %rbx
.LBB_998:
	leaq .Lanon.33(%rip), %rdx
.LBB_999:
	movq %rbp, %rdi
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_1000:
	movq %r10, %rsi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1004
.LBB_1001:
	movq %r10, %rsi
.LBB_1002:
	movq %rdx, 8(%rsp)
.LBB_1003:
	leaq .Lanon.45(%rip), %rax
.LBB_1004:
	movq %rax, 16(%rsp)
.LBB_1005:
	movq %rsi, %rdi
	movq 8(%rsp), %rsi
	movq 16(%rsp), %rdx
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1032
.LBB_1006:
	movq %rbx, %rbp
	movq %rcx, %rbx
	jmp .LBB_998
.LBB_1007:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	jmp .LBB_1005
.LBB_1008:
	movq 792(%rsp), %rbp
	leaq .Lanon.46(%rip), %rdx
	movq %rax, %rbx
	jmp .LBB_999
.LBB_1009:
	movq 792(%rsp), %rbp
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_999
.LBB_1010:
	movq %rsi, 8(%rsp)
	movl $1, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1011:
	movq %rsi, 8(%rsp)
	movl $3, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1012:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1013:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	leaq .Lanon.49(%rip), %rax
	jmp .LBB_1004
.LBB_1014:
	movq %rsi, 8(%rsp)
	movl $10, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1015:
	movq %rbx, %rbp
	leaq .Lanon.50(%rip), %rdx
	jmp .LBB_999
.LBB_1016:
	movq %rsi, 8(%rsp)
	movl $2, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1017:
	movq %rsi, 8(%rsp)
	movl $7, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1018:
	movq %rsi, 8(%rsp)
	movl $9, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1019:
	movq %rsi, 8(%rsp)
	movl $6, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1020:
	movq %rsi, 8(%rsp)
	movl $11, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1021:
	movq %rsi, 8(%rsp)
	movl $13, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1022:
	movq %rsi, 8(%rsp)
	movl $8, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1023:
	movq %rsi, 8(%rsp)
	movl $5, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1024:
	movq %rsi, 8(%rsp)
	movl $4, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1025:
	movq %rsi, 8(%rsp)
	movl $14, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1026:
	movq %rsi, 8(%rsp)
	movl $15, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1027:
	movq %rsi, 8(%rsp)
	movl $12, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1004
.LBB_1028:
	movq %rax, 8(%rsp)
	movl $1024, %esi
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_1004
.LBB_1029:
	movq %r14, %rsi
	jmp .LBB_936
.LBB_1030:
	movq %rsi, 8(%rsp)
	movq %r10, %rsi
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1004
.LBB_1031:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1032:
	ud2
.LBB_1033:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	leaq .Lanon.44(%rip), %rax
	jmp .LBB_1004
.LBB_1034:
	xorl %esi, %esi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1004
.LBB_1035:
	xorl %esi, %esi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1004
.LBB_1036:
	xorl %esi, %esi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1004
.LBB_1037:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	jmp .LBB_1003
.LBB_1038:
	xorl %esi, %esi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1004
.LBB_1039:
	movq %r8, %rsi
	jmp .LBB_936
.LBB_1040:
	movq %rsi, 8(%rsp)
	movq %rdi, %rsi
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1004
	movq %rax, %r13
	movq 1112(%rsp), %rcx
	jmp .LBB_1063
	jmp .LBB_1056
	movq %rax, %r13
	jmp .LBB_1085
	movq %rax, %r13
	testq %r12, %r12
	je .LBB_1095
	shlq $3, %r12
	movl $8, %edx
	movq %r15, %rdi
	movq %r12, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1095
	movq %rax, %r13
	movb $1, %bpl
	jmp .LBB_1058
	jmp .LBB_1056
	movq %rax, %r13
	jmp .LBB_1069
	movq %rax, %r13
	jmp .LBB_1097
	jmp .LBB_1056
	movq %rax, %r13
	jmp .LBB_1098
	jmp .LBB_1056
	movq %rax, %r13
	movq %r14, %rcx
	jmp .LBB_1059
	jmp .LBB_1056
.LBB_1056:
	movq %rax, %r13
	movq 1728(%rsp), %rsi
	movb $1, %bpl
	testq %rsi, %rsi
	je .LBB_1058
	movq 1736(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1058:
	movq 1112(%rsp), %rcx
.LBB_1059:
	movq 1960(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1062
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1062
	movq 1952(%rsp), %rdi
	subq %rax, %rdi
	movl $16, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1112(%rsp), %rcx
.LBB_1062:
	testb %bpl, %bpl
	je .LBB_1066
.LBB_1063:
	testq %rcx, %rcx
	je .LBB_1066
	shlq $3, %rcx
	leaq (%rcx,%rcx,4), %rsi
	movl $8, %edx
	movq 1264(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1066
	movq %rax, %r13
.LBB_1066:
	movq 1712(%rsp), %r14
	movq 1720(%rsp), %rbx
	testq %rbx, %rbx
	jne .LBB_1073
.LBB_1067:
	movq 1704(%rsp), %rax
	testq %rax, %rax
	je .LBB_1069
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1069:
	movq 1872(%rsp), %r14
	testq %r14, %r14
	je .LBB_1085
	movq %r13, 8(%rsp)
	movq 1888(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1077
.LBB_1071:
	movq %r14, %rax
	shlq $5, %rax
	addq %rax, %r14
	addq $49, %r14
	je .LBB_1084
	movq 1864(%rsp), %rdi
	subq %rax, %rdi
	addq $-32, %rdi
	movl $16, %edx
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1084:
	movq 8(%rsp), %r13
.LBB_1085:
	movq 1688(%rsp), %r14
	movq 1696(%rsp), %rbx
	testq %rbx, %rbx
	jne .LBB_1088
.LBB_1086:
	movq 1680(%rsp), %rax
	testq %rax, %rax
	je .LBB_1095
	shlq $4, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1095
.LBB_1088:
	leaq 32(%r14), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	jmp .LBB_1090
.LBB_1089:
	addq $48, %r15
	decq %rbx
	je .LBB_1086
.LBB_1090:
	movq -32(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1092
	movq -24(%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_1092:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1089
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_1089
.LBB_1073:
	leaq 8(%r14), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	jmp .LBB_1075
.LBB_1074:
	addq $24, %r15
	decq %rbx
	je .LBB_1067
.LBB_1075:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1074
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_1074
.LBB_1077:
	movq 1864(%rsp), %r12
	movdqa (%r12), %xmm0
	leaq 16(%r12), %r13
	pmovmskb %xmm0, %ebx
	notl %ebx
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %rbp
	jmp .LBB_1079
.LBB_1078:
	leal -1(%rbx), %eax
	andl %ebx, %eax
	movl %eax, %ebx
	decq %r15
	je .LBB_1071
.LBB_1079:
	testw %bx, %bx
	jne .LBB_1081
.LBB_1080:
	movdqa (%r13), %xmm0
	addq $-512, %r12
	addq $16, %r13
	pmovmskb %xmm0, %ebx
	xorl $65535, %ebx
	je .LBB_1080
.LBB_1081:
	rep bsfl	%ebx, %ecx
	shll $5, %ecx
	movq %r12, %rax
	subq %rcx, %rax
	movq -24(%rax), %rsi
	testq %rsi, %rsi
	je .LBB_1078
	movq -16(%rax), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *%rbp
	jmp .LBB_1078
	movq %rax, %r13
.LBB_1095:
	movq 1656(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1097
	movq 1664(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1097:
	leaq 1288(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1098:
	movq 1800(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1101
	movq 1824(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1102
.LBB_1100:
	movq %r13, %rdi
	callq _Unwind_Resume@PLT
.LBB_1101:
	movq 1808(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1824(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1100
.LBB_1102:
	movq 1832(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r13, %rdi
	callq _Unwind_Resume@PLT
