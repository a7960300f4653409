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
	subq $2248, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $2248, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $2248, %rsp
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
	movq 24(%rdx), %r14
	movq %r13, %rdi
	movq %r14, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	movq %rdx, 1168(%rsp)
	movq %r14, %rbx
	leaq 1808(%rsp), %r14
	movq %r14, %rdi
	movq %rsi, 1192(%rsp)
	movq %rdx, 1064(%rsp)
	movq %r13, %rcx
	movq %rbx, %r8
	callq kernel_sliding::grid_for
	movq %rbx, 528(%rsp)
	shlq $4, %rbx
	leaq (%rbx,%rbx,2), %r15
	leaq (%r15,%r13), %rax
	movq $0, 1240(%rsp)
	movq $0, 1304(%rsp)
	movq %r13, 1368(%rsp)
	movq %rax, 1640(%rsp)
	movq %rax, 1376(%rsp)
	leaq 1240(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	movq %r13, %rbx
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 144(%rsp)
	cmpq $0, 528(%rsp)
	je .LBB_18
.LBB_8:
	movq 16(%rbx), %rax
	testq %rax, %rax
	js .LBB_944
	movq %rax, %rcx
	movq 24(%rbx), %rax
	testq %rax, %rax
	js .LBB_944
	cmpq %rcx, %rax
	cmovaq %rax, %rcx
	movq %rcx, %rdi
	cmpq $1, 528(%rsp)
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rcx
	movq %r15, %rax
	mulq %rcx
	shrq $5, %rdx
	leaq 72(%rbx), %rax
.LBB_12:
	movq -8(%rax), %rcx
	testq %rcx, %rcx
	js .LBB_944
	movq (%rax), %rsi
	testq %rsi, %rsi
	js .LBB_944
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
	addq $2248, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 144(%rsp)
	cmpq $0, 528(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %esi, %esi
.LBB_19:
	leaq 1240(%rsp), %rdi
	movq %rsi, 88(%rsp)
	callq kernel_sliding::blocked::Scratch<_>::new
	xorpd %xmm0, %xmm0
	movapd %xmm0, 880(%rsp)
	movapd %xmm0, 864(%rsp)
	movapd %xmm0, 848(%rsp)
	movapd %xmm0, 832(%rsp)
	movapd %xmm0, 816(%rsp)
	movapd %xmm0, 800(%rsp)
	movapd %xmm0, 784(%rsp)
	movapd %xmm0, 768(%rsp)
	movq 144(%rsp), %rax
	leaq 1025(%rax), %rdx
	leaq 1648(%rsp), %rdi
	leaq 768(%rsp), %rsi
	movq %rdx, 1104(%rsp)
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
	jmp .LBB_1007
.LBB_24:
	movq %r12, 1768(%rsp)
	testq %r13, %r13
	movq %rbx, 1184(%rsp)
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
	je .LBB_53
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
	je .LBB_1006
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
	movq %r12, 768(%rsp)
	movq %r15, 776(%rsp)
	movq 88(%rsp), %rdx
	movq %rdx, 784(%rsp)
	movq %rcx, 792(%rsp)
	movq %rax, 800(%rsp)
	movq %rdx, 808(%rsp)
	leaq 1672(%rsp), %rdi
	leaq 768(%rsp), %rsi
	movq 528(%rsp), %rdx
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 1184(%rsp), %rax
	movq 144(%rsp), %rbx
	movq %rax, 1864(%rsp)
	movq 1640(%rsp), %rax
	movq %rax, 1872(%rsp)
	movq %r14, 1880(%rsp)
	leaq 1696(%rsp), %rdi
	leaq 1864(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 528(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_51
	xorl %r15d, %r15d
.LBB_50:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1007
.LBB_51:
	testq %r14, %r14
	je .LBB_54
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 528(%rsp), %rdx
	movq %rdx, %rcx
	testq %rax, %rax
	jne .LBB_55
	jmp .LBB_50
.LBB_53:
	movl $8, %eax
	xorl %ecx, %ecx
	jmp .LBB_46
.LBB_54:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 528(%rsp), %rdx
.LBB_55:
	movq %rcx, 1096(%rsp)
	cmpq $2, %rdx
	movq %rdx, %rsi
	movq %rax, 1224(%rsp)
	jb .LBB_62
	leaq -1(%rsi), %rcx
	addq $-2, %rsi
	movl %ecx, %edi
	andl $7, %edi
	movq %rax, %rdx
	cmpq $7, %rsi
	jb .LBB_60
	andq $-8, %rcx
	xorpd %xmm0, %xmm0
	movq 1224(%rsp), %rdx
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
	je .LBB_63
.LBB_60:
	xorpd %xmm0, %xmm0
.LBB_61:
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rdi
	jne .LBB_61
	jmp .LBB_63
.LBB_62:
	movq %rax, %rdx
	testq %rsi, %rsi
	je .LBB_64
.LBB_63:
	xorpd %xmm0, %xmm0
	movupd %xmm0, 16(%rdx)
	movupd %xmm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_64:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %r14
	cmpb $1, 16(%rax)
	jne .LBB_918
	movq (%r14), %rax
	movq 8(%r14), %rcx
.LBB_66:
	leaq 1(%rax), %rdx
	movq %rdx, (%r14)
	movq 1192(%rsp), %rdx
	movq %rdx, 1888(%rsp)
	movq 1064(%rsp), %rdx
	movq %rdx, 1896(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 1904(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 1920(%rsp)
	movq %rax, 1936(%rsp)
	movabsq $1151796703138937857, %rax
	mulq 1168(%rsp)
	movq %rcx, 1944(%rsp)
	shrq $10, %rdx
	rorq $4, %rax
	movabsq $1124801467909119, %rcx
	xorl %esi, %esi
	cmpq %rcx, %rax
	seta %sil
	addq %rdx, %rsi
	movq %rsi, 1616(%rsp)
	movq 528(%rsp), %r14
	je .LBB_879
	leaq 1(%rbx), %rax
	movq %rax, 696(%rsp)
	movq 88(%rsp), %rax
	leaq 1(%rax), %rcx
	movq %rcx, 1592(%rsp)
	leaq 1025(%rax), %rcx
	movq %rcx, 1216(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	leaq -1025(%rax), %rdx
	movq %rdx, 1624(%rsp)
	movl $1025, %edx
	subq %rax, %rdx
	movq %rdx, 1232(%rsp)
	movq %rbx, %rdx
	negq %rdx
	movq %rdx, 1800(%rsp)
	movq %rbx, %rdx
	shlq $7, %rdx
	movq %rdx, 1120(%rsp)
	movl $1, %edx
	subq %rax, %rdx
	movq %rdx, 1584(%rsp)
	movq %rcx, 1048(%rsp)
	leaq 112(%rcx), %rax
	movq %rax, 1576(%rsp)
	leaq .Lanon.1(%rip), %rax
	movq %rax, 16(%rsp)
	xorl %ecx, %ecx
	movsd .LCPI_1(%rip), %xmm1
.LBB_68:
	leaq 16400(%rcx), %rax
	movq %rcx, 616(%rsp)
	movq 1656(%rsp), %rdx
	movq %rdx, 520(%rsp)
	movq 1664(%rsp), %r13
	movq %rax, 1760(%rsp)
	testq %r13, %r13
	je .LBB_77
	movq %r13, %rax
	shlq $7, %rax
	movq 520(%rsp), %rcx
	addq %rcx, %rax
	xorl %edx, %edx
	jmp .LBB_71
.LBB_70:
	cmpq %rax, %rcx
	je .LBB_76
.LBB_71:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	xorl %r9d, %r9d
	jmp .LBB_73
.LBB_72:
	movsd %xmm0, (%r8,%r9)
	addq $8, %r9
	addq $1025, %rsi
	cmpq $128, %r9
	je .LBB_70
.LBB_73:
	movq 616(%rsp), %r10
	leaq (%rsi,%r10), %rdi
	movapd %xmm1, %xmm0
	cmpq %rbx, %rdi
	jb .LBB_72
	movq 1800(%rsp), %rdi
	addq %rsi, %rdi
	addq %rdi, %r10
	movq 1168(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 1064(%rsp), %rdi
	jae .LBB_930
	movq 1192(%rsp), %r10
	movsd (%r10,%rdi,8), %xmm0
	jmp .LBB_72
.LBB_76:
	movq 616(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_77:
	movq 1816(%rsp), %rdx
	movq 1824(%rsp), %rsi
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_83
	cmpq $1, %rsi
	jne .LBB_80
	xorl %edi, %edi
	jmp .LBB_82
.LBB_80:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_81:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_81
.LBB_82:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_83:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1960(%rsp)
	movq %rdx, 1968(%rsp)
	movq %rax, 1976(%rsp)
	movb $0, 1984(%rsp)
	leaq 616(%rsp), %rax
	movq %rax, 1952(%rsp)
	leaq 1720(%rsp), %rdi
	leaq 1952(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1728(%rsp), %rax
	movq %rax, 464(%rsp)
	movq 1736(%rsp), %rax
	movq %rax, 80(%rsp)
	cmpq $2, %rax
	movq %r13, 472(%rsp)
	jae .LBB_876
.LBB_85:
	decq 1616(%rsp)
	movq 616(%rsp), %rax
	movq 1168(%rsp), %rcx
	movq 1816(%rsp), %rdx
	movq 1824(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_89
.LBB_86:
	xorl %r10d, %r10d
.LBB_87:
	movq 1184(%rsp), %rbx
.LBB_88:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 768(%rsp,%r9)
	movq %r11, 776(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_107
.LBB_89:
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
	jne .LBB_86
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_96
	cmpq $1, %rsi
	jne .LBB_93
	xorl %r11d, %r11d
	jmp .LBB_95
.LBB_93:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_94:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_94
.LBB_95:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
	movq 528(%rsp), %r14
.LBB_96:
	shlq $3, %r11
.LBB_97:
	cmpq %r11, %rdi
	je .LBB_100
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_100
	movabsq $1151796703138937857, %r15
	imulq %r15, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r15
	cmpq %r15, %rbx
	jb .LBB_97
	jmp .LBB_86
.LBB_100:
	movl $1, %r10d
	testq %rsi, %rsi
	movq 1184(%rsp), %rbx
	je .LBB_103
	cmpq $1, %rsi
	jne .LBB_104
	xorl %r11d, %r11d
	jmp .LBB_106
.LBB_103:
	movq $-1, %r11
	jmp .LBB_88
.LBB_104:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_105:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_105
.LBB_106:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	movq 528(%rsp), %r14
	jmp .LBB_87
.LBB_107:
	movl $256, %edx
	leaq 1992(%rsp), %rdi
	leaq 768(%rsp), %rsi
	callq *memcpy@GOTPCREL(%rip)
	testq %r14, %r14
	movsd .LCPI_1(%rip), %xmm1
	je .LBB_873
	cmpq $-1025, 144(%rsp)
	setae %al
	movq 696(%rsp), %rdx
	shlq $7, %rdx
	movq 520(%rsp), %rcx
	addq %rcx, %rdx
	movq %rdx, 1128(%rsp)
	movq 80(%rsp), %rdx
	shlq $4, %rdx
	addq 464(%rsp), %rdx
	movq %rdx, 1056(%rsp)
	cmpq %r13, 1104(%rsp)
	seta %dl
	orb %al, %dl
	movb %dl, 31(%rsp)
	movq 1120(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 1160(%rsp)
	leaq 112(%rcx), %rax
	movq %rax, 1144(%rsp)
	leaq 128(%rcx), %rax
	movq %rax, 1152(%rsp)
	movq %rbx, %r10
	movq $0, 752(%rsp)
.LBB_109:
	movq 16(%r10), %rax
	testq %rax, %rax
	movq 144(%rsp), %rbx
	js .LBB_958
	movq (%r10), %rcx
	movq 8(%r10), %rdx
	movq %rcx, 560(%rsp)
	movq %rdx, 1072(%rsp)
	orq %rdx, %rcx
	js .LBB_958
	movq 560(%rsp), %rcx
	leaq -1(%rcx), %r14
	movq 1072(%rsp), %rcx
	decq %rcx
	cmpq %rcx, %r14
	movq %rcx, %rdx
	cmovaq %r14, %rdx
	movq 24(%r10), %rsi
	testq %rsi, %rsi
	js .LBB_958
	movq 32(%r10), %rdi
	movq 40(%r10), %r9
	movq %rdi, %r8
	orq %r9, %r8
	js .LBB_958
	addq %rdx, %rax
	decq %rax
	decq %rdi
	decq %r9
	cmpq %r9, %rdi
	cmovaq %rdi, %r9
	leaq -1(%rsi), %rdx
	cmpq %rdx, %r9
	cmovbeq %rdx, %r9
	movq 616(%rsp), %rdi
	movq %rax, %r11
	subq %rdi, %r11
	setb %dl
	leaq 16400(%rdi), %r8
	cmpq %r8, %rax
	setae %al
	orb %dl, %al
	jne .LBB_116
	movq %r11, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %r11
	je .LBB_116
	movq %rdx, 1776(%rsp)
	movq %r11, 1552(%rsp)
	movl $1, %eax
	movq %rax, 664(%rsp)
	jmp .LBB_117
.LBB_116:
	movq $0, 664(%rsp)
.LBB_117:
	leaq (%rsi,%r9), %rax
	decq %rax
	movq %rax, %rsi
	subq %rdi, %rsi
	setb %dl
	cmpq %r8, %rax
	setae %al
	orb %dl, %al
	jne .LBB_120
	movq %rsi, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	movq %rdx, 1784(%rsp)
	addq %rdx, %rax
	subq %rax, %rsi
	je .LBB_120
	movl $1, %eax
	movq %rax, 1136(%rsp)
	jmp .LBB_121
.LBB_120:
	movq $0, 1136(%rsp)
.LBB_121:
	movq %rsi, 1608(%rsp)
	movq 1688(%rsp), %r15
	cmpq %r15, 752(%rsp)
	jae .LBB_983
	movq %rcx, %rsi
	subq %rdi, %rsi
	setb %al
	cmpq %r8, %rcx
	setae %cl
	orb %al, %cl
	jne .LBB_125
	movq %rsi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rsi
	movq 696(%rsp), %r12
	je .LBB_126
	movq %rsi, 544(%rsp)
	movq %rdx, 552(%rsp)
	movl $1, %r15d
	jmp .LBB_127
.LBB_125:
	xorl %r15d, %r15d
	movq 696(%rsp), %r12
	jmp .LBB_127
.LBB_126:
	xorl %r15d, %r15d
.LBB_127:
	movq 1072(%rsp), %r9
	movq 752(%rsp), %rax
	leaq (%rax,%rax,2), %r8
	movq %r8, %rax
	shlq $4, %rax
	addq 1680(%rsp), %rax
	movq %rax, 1632(%rsp)
	movq %r15, 536(%rsp)
	movq 1248(%rsp), %rdx
	movq 1256(%rsp), %rsi
	cmpq $1, %r9
	movq %r10, 1176(%rsp)
	movq %rsi, 8(%rsp)
	movq %r8, 1792(%rsp)
	movq %r14, 1024(%rsp)
	jne .LBB_154
	cmpb $0, 31(%rsp)
	jne .LBB_897
	movl $112, %ecx
	movq $-1, %rax
.LBB_130:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_976
	movq 1160(%rsp), %rdi
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
	jne .LBB_130
.LBB_132:
	movq 1280(%rsp), %r12
	movq %r12, %rsi
	subq 88(%rsp), %rsi
	jb .LBB_905
	movq 616(%rsp), %rax
	movq 1024(%rsp), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	setb %cl
	addq $16400, %rax
	cmpq %rax, %rdx
	setae %al
	orb %cl, %al
	jne .LBB_136
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_136
	movq %r12, %r8
	movq %rdi, 544(%rsp)
	movq %rdx, 552(%rsp)
	movl $1, %r10d
	jmp .LBB_137
.LBB_136:
	movq %r12, %r8
	xorl %r10d, %r10d
.LBB_137:
	movq 80(%rsp), %r9
	movq 560(%rsp), %rdx
	movq 1272(%rsp), %r12
	addq 1048(%rsp), %r12
	movq %r10, 536(%rsp)
	movq 1248(%rsp), %rcx
	movq 1256(%rsp), %rax
	movq %rax, 1024(%rsp)
	cmpq $1, %rdx
	movq 696(%rsp), %rdi
	movq %rsi, 8(%rsp)
	jne .LBB_160
	cmpb $0, 31(%rsp)
	jne .LBB_897
	movq 1024(%rsp), %rax
	incq %rax
	movl $120, %edi
	xorl %r8d, %r8d
.LBB_140:
	cmpq %r8, %rsi
	je .LBB_933
	incq %r8
	cmpq %r8, %rax
	je .LBB_952
	movq 1160(%rsp), %rdx
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
	movsd %xmm15, 48(%rsp)
	movsd -120(%rcx,%rdi), %xmm15
	addsd %xmm15, %xmm15
	subsd %xmm2, %xmm15
	movsd (%rdx,%rdi), %xmm2
	movsd %xmm15, -120(%r12,%rdi)
	movsd -112(%rcx,%rdi), %xmm15
	addsd %xmm15, %xmm15
	subsd %xmm14, %xmm15
	addsd %xmm0, %xmm13
	movsd %xmm15, -112(%r12,%rdi)
	movsd -104(%rcx,%rdi), %xmm14
	addsd %xmm14, %xmm14
	subsd %xmm13, %xmm14
	addsd %xmm0, %xmm12
	movsd %xmm14, -104(%r12,%rdi)
	movsd -96(%rcx,%rdi), %xmm13
	addsd %xmm13, %xmm13
	subsd %xmm12, %xmm13
	addsd %xmm0, %xmm11
	movsd %xmm13, -96(%r12,%rdi)
	movsd -88(%rcx,%rdi), %xmm12
	addsd %xmm12, %xmm12
	subsd %xmm11, %xmm12
	addsd %xmm0, %xmm10
	movsd %xmm12, -88(%r12,%rdi)
	movsd -80(%rcx,%rdi), %xmm11
	addsd %xmm11, %xmm11
	subsd %xmm10, %xmm11
	addsd %xmm0, %xmm9
	movsd %xmm11, -80(%r12,%rdi)
	movsd -72(%rcx,%rdi), %xmm10
	addsd %xmm10, %xmm10
	subsd %xmm9, %xmm10
	addsd %xmm0, %xmm8
	movsd %xmm10, -72(%r12,%rdi)
	movsd -64(%rcx,%rdi), %xmm9
	addsd %xmm9, %xmm9
	subsd %xmm8, %xmm9
	addsd %xmm0, %xmm7
	movsd %xmm9, -64(%r12,%rdi)
	movsd -56(%rcx,%rdi), %xmm8
	addsd %xmm8, %xmm8
	subsd %xmm7, %xmm8
	addsd %xmm0, %xmm6
	movsd %xmm8, -56(%r12,%rdi)
	movsd -48(%rcx,%rdi), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm6, %xmm7
	addsd %xmm0, %xmm5
	movsd %xmm7, -48(%r12,%rdi)
	movsd -40(%rcx,%rdi), %xmm6
	addsd %xmm6, %xmm6
	subsd %xmm5, %xmm6
	addsd %xmm0, %xmm4
	movsd %xmm6, -40(%r12,%rdi)
	movsd -32(%rcx,%rdi), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm4, %xmm5
	addsd %xmm0, %xmm3
	movsd %xmm5, -32(%r12,%rdi)
	movsd -24(%rcx,%rdi), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm3, %xmm4
	addsd %xmm0, %xmm1
	movsd %xmm4, -24(%r12,%rdi)
	movsd -16(%rcx,%rdi), %xmm3
	addsd %xmm3, %xmm3
	subsd %xmm1, %xmm3
	movsd 48(%rsp), %xmm4
	addsd %xmm0, %xmm4
	movsd %xmm3, -16(%r12,%rdi)
	movsd -8(%rcx,%rdi), %xmm1
	addsd %xmm1, %xmm1
	subsd %xmm4, %xmm1
	addsd %xmm0, %xmm2
	movsd %xmm1, -8(%r12,%rdi)
	movsd (%rcx,%rdi), %xmm0
	addsd %xmm0, %xmm0
	subsd %xmm2, %xmm0
	movsd %xmm0, (%r12,%rdi)
	addq $128, %rdi
	cmpq $131320, %rdi
	jne .LBB_140
.LBB_143:
	movq 1280(%rsp), %r14
	movq 88(%rsp), %rdx
	subq %rdx, %r14
	movq 1176(%rsp), %r11
	jb .LBB_902
	movq 1272(%rsp), %rax
	movq 1632(%rsp), %rdi
	movq 8(%rdi), %rcx
	movq 16(%rdi), %rsi
	testq %rdx, %rdx
	je .LBB_149
	xorl %edi, %edi
	xorl %edx, %edx
.LBB_146:
	movq 1232(%rsp), %r8
	addq %rdx, %r8
	cmpq %r14, %r8
	jae .LBB_945
	movups 131312(%rax,%rdi), %xmm0
	movaps %xmm0, 880(%rsp)
	movups 131296(%rax,%rdi), %xmm0
	movaps %xmm0, 864(%rsp)
	movups 131280(%rax,%rdi), %xmm0
	movaps %xmm0, 848(%rsp)
	movups 131264(%rax,%rdi), %xmm0
	movaps %xmm0, 832(%rsp)
	movupd 131200(%rax,%rdi), %xmm0
	movupd 131216(%rax,%rdi), %xmm1
	movupd 131232(%rax,%rdi), %xmm2
	movupd 131248(%rax,%rdi), %xmm3
	movapd %xmm3, 816(%rsp)
	movapd %xmm2, 800(%rsp)
	movapd %xmm1, 784(%rsp)
	movapd %xmm0, 768(%rsp)
	cmpq %rdx, %rsi
	je .LBB_946
	movsd (%rcx,%rdx,8), %xmm0
	movsd %xmm0, (%rax,%rdi)
	movaps 768(%rsp), %xmm0
	movapd 784(%rsp), %xmm1
	movapd 800(%rsp), %xmm2
	movapd 816(%rsp), %xmm3
	movups %xmm0, 8(%rax,%rdi)
	movupd %xmm1, 24(%rax,%rdi)
	movupd %xmm2, 40(%rax,%rdi)
	movupd %xmm3, 56(%rax,%rdi)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 72(%rax,%rdi)
	movaps 848(%rsp), %xmm0
	movups %xmm0, 88(%rax,%rdi)
	movapd 864(%rsp), %xmm0
	movupd %xmm0, 104(%rax,%rdi)
	movq 880(%rsp), %r8
	movq %r8, 120(%rax,%rdi)
	subq $-128, %rdi
	incq %rdx
	cmpq %rdi, 1048(%rsp)
	jne .LBB_146
.LBB_149:
	testq %rsi, %rsi
	movq 1624(%rsp), %r8
	je .LBB_274
	leaq (,%rsi,8), %rdi
	addq $-8, %rdi
	shrq $3, %rdi
	movq 1232(%rsp), %r10
	cmpq %r10, %r14
	movq %r10, %rdx
	cmovaq %r14, %rdx
	addq %r8, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	cmpq $8, %rdx
	jb .LBB_153
	cmpq %r10, %r14
	movq %r8, %r9
	movq %r10, %r8
	cmovaq %r14, %r8
	addq %r9, %r8
	cmpq %r8, %rdi
	cmovbq %rdi, %r8
	movq %r8, %rdi
	shlq $7, %rdi
	addq %rax, %rdi
	addq $131328, %rdi
	cmpq %rdi, %rcx
	jae .LBB_269
	leaq (%rcx,%r8,8), %rdi
	addq $8, %rdi
	leaq 131320(%rax), %r8
	cmpq %rdi, %r8
	jae .LBB_269
.LBB_153:
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_271
.LBB_154:
	leaq 1(%r9), %rcx
	imulq %r9, %rcx
	movq %r12, %rax
	subq %r9, %rax
	movq %rcx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r13, %rbx
	jae .LBB_901
	cmpq %r9, %r12
	jb .LBB_917
	movq %r9, %rcx
	testq %r9, %r9
	movapd %xmm1, 720(%rsp)
	je .LBB_166
	shlq $7, %rax
	addq 520(%rsp), %rax
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 176(%rsp), %xmm4
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm7
	movapd 400(%rsp), %xmm5
	movapd 416(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm6, %xmm6
	movhpd 248(%rsp), %xmm6
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %ecx
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
	movq 1128(%rsp), %rdi
.LBB_158:
	xorps %xmm0, %xmm0
	cvtsi2sd %rcx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rax), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	movapd 64(%rsp), %xmm3
	addpd %xmm1, %xmm3
	movapd %xmm3, 64(%rsp)
	movupd 16(%rax), %xmm1
	addpd %xmm1, %xmm7
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm4
	movupd 32(%rax), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm11
	movupd 48(%rax), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rax), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 80(%rax), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 96(%rax), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	movapd %xmm5, %xmm3
	movapd 32(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 32(%rsp)
	movupd 112(%rax), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm2, %xmm5
	movapd %xmm8, %xmm2
	movapd 48(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 48(%rsp)
	movapd %xmm2, %xmm8
	movapd %xmm5, %xmm2
	movapd %xmm3, %xmm5
	addpd %xmm1, %xmm9
	subq $-128, %rax
	incq %rcx
	cmpq %rdi, %rax
	jne .LBB_158
	movapd 64(%rsp), %xmm0
	movapd %xmm0, 160(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd %xmm4, %xmm3
	movapd %xmm4, 176(%rsp)
	movapd %xmm7, 320(%rsp)
	movapd %xmm11, 192(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 208(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm2, 224(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm6, 240(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd 32(%rsp), %xmm10
	movapd %xmm10, 256(%rsp)
	movapd %xmm5, 400(%rsp)
	movapd 48(%rsp), %xmm4
	movapd %xmm4, 272(%rsp)
	movapd %xmm9, 416(%rsp)
	movq 1072(%rsp), %rcx
	movapd 720(%rsp), %xmm1
	movapd %xmm3, %xmm9
	movapd %xmm2, %xmm3
	jmp .LBB_167
.LBB_160:
	movq %rdx, %rsi
	incq %rdx
	imulq %rsi, %rdx
	movq %rdi, %rax
	subq %rsi, %rax
	movq %rdx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r13, %rbx
	jae .LBB_901
	cmpq %rsi, %rdi
	jb .LBB_906
	movq %rsi, %rdx
	movapd %xmm1, 1536(%rsp)
	testq %rsi, %rsi
	je .LBB_216
	shlq $7, %rax
	addq 520(%rsp), %rax
	movapd 160(%rsp), %xmm5
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 416(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movsd 248(%rsp), %xmm8
	movapd 256(%rsp), %xmm2
	movapd 272(%rsp), %xmm1
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
	movq 1128(%rsp), %rdx
.LBB_164:
	unpcklpd %xmm0, %xmm1
	unpcklpd %xmm7, %xmm2
	unpcklpd %xmm8, %xmm3
	unpcklpd %xmm11, %xmm4
	unpcklpd %xmm12, %xmm6
	unpcklpd %xmm13, %xmm14
	xorps %xmm0, %xmm0
	cvtsi2sd %rdi, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rax), %xmm11
	movupd 16(%rax), %xmm12
	movupd 32(%rax), %xmm8
	movupd 48(%rax), %xmm7
	movapd 112(%rsp), %xmm13
	addpd %xmm11, %xmm13
	movapd %xmm13, 112(%rsp)
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm5
	movapd 128(%rsp), %xmm11
	addpd %xmm12, %xmm11
	movapd %xmm11, 128(%rsp)
	mulpd %xmm0, %xmm12
	movapd 32(%rsp), %xmm11
	addpd %xmm12, %xmm11
	movapd %xmm11, 32(%rsp)
	movupd 112(%rax), %xmm11
	movapd %xmm5, %xmm12
	movapd 64(%rsp), %xmm5
	addpd %xmm11, %xmm5
	movapd %xmm5, 64(%rsp)
	movapd %xmm12, %xmm5
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm1
	movupd 96(%rax), %xmm11
	movapd 48(%rsp), %xmm12
	addpd %xmm11, %xmm12
	movapd %xmm12, 48(%rsp)
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm2
	movupd 80(%rax), %xmm11
	movapd %xmm11, %xmm12
	mulpd %xmm0, %xmm12
	addpd %xmm12, %xmm3
	movupd 64(%rax), %xmm12
	movapd %xmm12, %xmm13
	mulpd %xmm0, %xmm13
	addpd %xmm13, %xmm4
	movapd %xmm7, %xmm13
	mulpd %xmm0, %xmm13
	addpd %xmm13, %xmm6
	mulpd %xmm8, %xmm0
	addpd %xmm0, %xmm14
	movhpd 40(%rax), %xmm8
	addpd %xmm8, %xmm9
	movhpd 56(%rax), %xmm7
	movhpd 72(%rax), %xmm12
	addpd %xmm7, %xmm10
	addpd %xmm12, %xmm15
	movhpd 88(%rax), %xmm11
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
	subq $-128, %rax
	incq %rdi
	cmpq %rdx, %rax
	jne .LBB_164
	movapd %xmm5, 160(%rsp)
	movaps 112(%rsp), %xmm5
	movaps %xmm5, 304(%rsp)
	movaps 32(%rsp), %xmm5
	movaps %xmm5, 176(%rsp)
	movaps 128(%rsp), %xmm5
	movaps %xmm5, 320(%rsp)
	movapd %xmm14, %xmm5
	unpcklpd %xmm13, %xmm5
	movapd %xmm5, 192(%rsp)
	movapd %xmm9, 336(%rsp)
	movapd %xmm6, %xmm5
	unpcklpd %xmm12, %xmm5
	movapd %xmm5, 208(%rsp)
	movapd %xmm10, 352(%rsp)
	movapd %xmm4, %xmm5
	unpcklpd %xmm11, %xmm5
	movapd %xmm5, 224(%rsp)
	movapd %xmm15, 368(%rsp)
	movapd %xmm3, %xmm5
	unpcklpd %xmm8, %xmm5
	movapd %xmm5, 240(%rsp)
	movaps 96(%rsp), %xmm5
	movaps %xmm5, 384(%rsp)
	movapd %xmm2, %xmm5
	unpcklpd %xmm7, %xmm5
	movapd %xmm5, 256(%rsp)
	movaps 48(%rsp), %xmm5
	movaps %xmm5, 400(%rsp)
	movapd %xmm1, %xmm5
	unpcklpd %xmm0, %xmm5
	movapd %xmm5, 272(%rsp)
	movaps 64(%rsp), %xmm5
	movaps %xmm5, 416(%rsp)
	movsd 160(%rsp), %xmm5
	movsd %xmm5, 48(%rsp)
	movsd 168(%rsp), %xmm5
	movsd 176(%rsp), %xmm10
	movsd 184(%rsp), %xmm9
	movq 560(%rsp), %rdx
	jmp .LBB_217
.LBB_166:
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm6, %xmm6
	xorpd %xmm10, %xmm10
	xorpd %xmm4, %xmm4
.LBB_167:
	testq %rsi, %rsi
	je .LBB_982
	movapd %xmm0, %xmm2
	movapd %xmm1, %xmm0
	unpcklpd %xmm1, %xmm0
	divpd %xmm0, %xmm4
	divpd %xmm0, %xmm10
	divpd %xmm0, %xmm6
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
	movupd %xmm6, 80(%rdx)
	movupd %xmm10, 96(%rdx)
	movupd %xmm4, 112(%rdx)
	movb %r15b, 704(%rsp)
	movq 544(%rsp), %rax
	movq %rax, 624(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %rcx, %xmm2
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm1, %xmm0
	testq %r15, %r15
	leaq 544(%rsp), %rax
	cmovneq %rax, %r15
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 576(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 672(%rsp)
	movq %rbx, %r10
	subq %rcx, %r10
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 736(%rsp)
	movl $1, %r8d
	xorl %edi, %edi
	movq %r15, 1200(%rsp)
.LBB_169:
	movq 80(%rsp), %rcx
	cmpq %rcx, %rdi
	jae .LBB_174
	movq %rdi, %rax
	shlq $4, %rax
	addq 464(%rsp), %rax
.LBB_171:
	movq (%rax), %rbx
	cmpq %r8, %rbx
	jae .LBB_175
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rcx
	jne .LBB_171
	movq %rcx, %rdi
	xorl %eax, %eax
	jmp .LBB_176
.LBB_174:
	xorl %eax, %eax
	jmp .LBB_176
.LBB_175:
	movl $1, %eax
.LBB_176:
	movq %r8, %rsi
	cmpq %r8, 624(%rsp)
	setae %r8b
	andb 704(%rsp), %r8b
	testq %rax, %rax
	jne .LBB_178
	movl $1025, %r14d
	testb %r8b, %r8b
	je .LBB_184
.LBB_178:
	movl $2, %r9d
	subq %rax, %r9
	testb %al, %al
	movq 624(%rsp), %r11
	movq %r11, %rcx
	cmovneq %rbx, %rcx
	movzbl %r8b, %r8d
	movq %r9, 768(%rsp)
	movq $2, 776(%rsp)
	movq %rax, 784(%rsp)
	movq %rbx, 792(%rsp)
	movq %r8, 800(%rsp)
	movq %r11, 808(%rsp)
	testq %rax, %rax
	je .LBB_181
	jne .LBB_182
	testq %rax, %rax
	jne .LBB_183
	jmp .LBB_212
.LBB_181:
	movq %rcx, %r14
	jmp .LBB_183
.LBB_182:
	movq %rax, %r8
	xorq $3, %r8
	shll $4, %r9d
	leaq 784(%rsp), %r11
	movq 8(%r11,%r9), %r14
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	cmpb $0, (%r11,%r9)
	cmoveq %rcx, %r14
	movq %r14, %rcx
	movq %r8, %r9
	testq %rax, %rax
	je .LBB_212
.LBB_183:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_184:
	movapd 160(%rsp), %xmm7
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 192(%rsp), %xmm10
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm11
	movapd 320(%rsp), %xmm1
	movapd 336(%rsp), %xmm4
	movapd 352(%rsp), %xmm15
	movapd 224(%rsp), %xmm0
	movapd %xmm0, 32(%rsp)
	movapd 368(%rsp), %xmm14
	movapd 240(%rsp), %xmm8
	movapd 384(%rsp), %xmm13
	movapd 256(%rsp), %xmm9
	movapd 400(%rsp), %xmm3
	movapd 272(%rsp), %xmm6
	movapd 416(%rsp), %xmm5
	cmpq %r14, %rsi
	jae .LBB_190
	movq %rsi, %r8
	movapd %xmm13, 480(%rsp)
	movapd %xmm14, 448(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm4, 288(%rsp)
	movapd %xmm1, 96(%rsp)
	movq %rsi, %rax
	shlq $7, %rax
	leaq 112(%rdx), %rcx
	leaq (%rcx,%rax), %r9
	addq 1120(%rsp), %rax
	leaq (%r10,%rsi), %rbx
	shlq $7, %rbx
	movq 1144(%rsp), %rcx
.LBB_186:
	movq %r8, %rsi
	movq 144(%rsp), %r8
	leaq (%r8,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_979
	movq %rsi, %r8
	leaq (%r10,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movapd %xmm11, 592(%rsp)
	movapd %xmm7, 128(%rsp)
	movapd %xmm10, 496(%rsp)
	cmpq 8(%rsp), %r8
	jae .LBB_976
	incq %r8
	movupd (%rcx,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd (%rcx,%rbx), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 112(%rsp)
	movapd 576(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm6
	subpd %xmm5, %xmm6
	movupd -16(%rcx,%rax), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%rcx,%rbx), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 640(%rsp)
	movupd -32(%rcx,%rax), %xmm0
	movapd %xmm0, %xmm13
	movapd 480(%rsp), %xmm2
	addpd %xmm2, %xmm13
	movupd -32(%rcx,%rbx), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	subpd %xmm2, %xmm8
	movupd -48(%rcx,%rax), %xmm0
	movapd %xmm0, %xmm14
	movapd 448(%rsp), %xmm2
	addpd %xmm2, %xmm14
	movupd -48(%rcx,%rbx), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm5
	addpd %xmm0, %xmm5
	subpd %xmm2, %xmm5
	movupd -112(%rcx,%rax), %xmm3
	movupd -96(%rcx,%rax), %xmm2
	movupd -80(%rcx,%rax), %xmm1
	movupd -64(%rcx,%rax), %xmm0
	movapd %xmm0, %xmm15
	movapd 432(%rsp), %xmm4
	addpd %xmm4, %xmm15
	movups -112(%rcx,%rbx), %xmm9
	movaps %xmm9, 32(%rsp)
	movupd -96(%rcx,%rbx), %xmm11
	movapd %xmm8, %xmm10
	movapd %xmm6, %xmm8
	movupd -64(%rcx,%rbx), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%rcx,%rbx), %xmm6
	mulpd %xmm7, %xmm0
	movapd 48(%rsp), %xmm9
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
	movapd 64(%rsp), %xmm11
	addpd %xmm2, %xmm11
	subpd %xmm4, %xmm11
	movapd %xmm3, %xmm2
	movapd 592(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 32(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 128(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 672(%rsp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movupd %xmm3, -112(%r9)
	movapd %xmm4, %xmm3
	movapd %xmm11, 64(%rsp)
	mulpd %xmm11, %xmm3
	movupd %xmm3, -96(%r9)
	movapd %xmm4, %xmm3
	mulpd %xmm10, %xmm3
	movupd %xmm3, -80(%r9)
	movapd %xmm4, %xmm3
	movapd %xmm9, 48(%rsp)
	mulpd %xmm9, %xmm3
	movapd 640(%rsp), %xmm9
	movupd %xmm3, -64(%r9)
	movapd %xmm4, %xmm3
	movapd %xmm5, 32(%rsp)
	mulpd %xmm5, %xmm3
	movupd %xmm3, -48(%r9)
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movupd %xmm3, -32(%r9)
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%r9)
	movapd %xmm4, %xmm3
	movapd 112(%rsp), %xmm4
	mulpd %xmm6, %xmm3
	movupd %xmm3, (%r9)
	subq $-128, %r9
	subq $-128, %rcx
	movapd %xmm2, %xmm11
	movapd %xmm1, 96(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm14, 448(%rsp)
	movapd %xmm13, 480(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm4, %xmm5
	cmpq %r8, %r14
	jne .LBB_186
	jmp .LBB_191
.LBB_190:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm0
	movapd %xmm3, %xmm12
	movapd %xmm5, %xmm4
.LBB_191:
	movapd %xmm7, 160(%rsp)
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 176(%rsp)
	movapd %xmm10, 192(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 208(%rsp)
	movapd 32(%rsp), %xmm3
	movapd %xmm3, 224(%rsp)
	movapd %xmm8, 240(%rsp)
	movapd %xmm9, 256(%rsp)
	movapd %xmm6, 272(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r14
	movq 144(%rsp), %rbx
	ja .LBB_132
	leaq (%r14,%rbx), %r12
	cmpq %r13, %r12
	jae .LBB_959
	movapd %xmm4, 112(%rsp)
	movapd %xmm6, 96(%rsp)
	movq %r12, %rbp
	movq 1072(%rsp), %rcx
	subq %rcx, %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movapd %xmm7, %xmm11
	movapd %xmm8, %xmm5
	movq %r12, %r9
	shlq $7, %r9
	movq 520(%rsp), %rax
	movupd (%rax,%r9), %xmm3
	movapd %xmm3, 448(%rsp)
	movapd 576(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm2, %xmm11
	movapd %xmm11, 128(%rsp)
	movapd %xmm11, 160(%rsp)
	movupd 16(%rax,%r9), %xmm3
	movapd %xmm3, 288(%rsp)
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm1, %xmm4
	movapd %xmm4, 64(%rsp)
	movapd %xmm4, 176(%rsp)
	movupd 32(%rax,%r9), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 192(%rsp)
	movupd 48(%rax,%r9), %xmm3
	movapd %xmm3, 480(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 48(%rsp)
	movapd %xmm4, 208(%rsp)
	movupd 64(%rax,%r9), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm14, %xmm4
	movapd %xmm4, 32(%rsp)
	movapd %xmm4, 224(%rsp)
	movupd 80(%rax,%r9), %xmm8
	movapd %xmm8, %xmm3
	mulpd %xmm7, %xmm3
	movapd %xmm5, %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm13, %xmm11
	movapd %xmm11, 240(%rsp)
	movupd 96(%rax,%r9), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 256(%rsp)
	movupd 112(%rax,%r9), %xmm4
	movapd %xmm4, %xmm6
	mulpd %xmm7, %xmm6
	movapd 96(%rsp), %xmm7
	addpd %xmm6, %xmm7
	movapd 448(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	movapd 112(%rsp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 272(%rsp)
	movupd (%rax,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 288(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 480(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm8
	movupd 80(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm8
	movapd %xmm8, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm6, %xmm4
	movupd 112(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 672(%rsp), %xmm0
	movapd 128(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 800(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 816(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 832(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 848(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 864(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 880(%rsp)
	cmpq 80(%rsp), %rdi
	ja .LBB_892
	leaq 1(%r14), %r8
	movq %rdi, %rbp
	shlq $4, %rbp
	addq 464(%rsp), %rbp
	incq %r12
	movq %r12, %rax
	subq %rcx, %rax
	addq 1152(%rsp), %r9
	xorl %ebx, %ebx
	movq %r15, %r13
	movq %r8, %rsi
	movq %r12, %r15
	movapd 720(%rsp), %xmm4
	jmp .LBB_198
.LBB_196:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_929
.LBB_197:
	movsd %xmm1, 160(%rsp,%rbp,8)
	movsd %xmm0, 304(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 768(%rsp,%rbp,8)
	movq %r8, %r13
	movq %rcx, %rbp
	movq %rsi, %r8
	movq %r15, %r12
.LBB_198:
	testb %bl, %bl
	je .LBB_207
	movq %rbp, %rcx
.LBB_200:
	testq %r13, %r13
	je .LBB_210
	cmpq %r14, (%r13)
	jne .LBB_210
	movb $2, %bl
	xorl %r8d, %r8d
	movq %r13, %rbp
	movq 1072(%rsp), %r11
	cmpq %r11, %r12
	movq 472(%rsp), %r13
	jb .LBB_885
.LBB_203:
	movq 8(%rbp), %rbp
	testq %r11, %r11
	je .LBB_196
	cmpq $15, %rbp
	ja .LBB_911
	leaq (%r9,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %r12d
	movq 736(%rsp), %r11
	xorpd %xmm1, %xmm1
.LBB_206:
	xorps %xmm2, %xmm2
	cvtsi2sd %r12, %xmm2
	movsd (%r13,%r11), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r12
	subq $-128, %r11
	jne .LBB_206
	jmp .LBB_197
.LBB_207:
	movq 1056(%rsp), %r8
	movq %r8, %rcx
	cmpq %r8, %rbp
	movq %rsi, %r8
	je .LBB_200
	leaq 16(%rbp), %rcx
	cmpq %r14, (%rbp)
	jne .LBB_200
	xorl %ebx, %ebx
	movq %r13, %r8
	movq 1072(%rsp), %r11
	cmpq %r11, %r12
	movq 472(%rsp), %r13
	jae .LBB_203
	jmp .LBB_885
.LBB_210:
	cmpq 8(%rsp), %r14
	jae .LBB_960
	movq %r14, %rax
	shlq $7, %rax
	movaps 880(%rsp), %xmm0
	movups %xmm0, 112(%rdx,%rax)
	movaps 864(%rsp), %xmm0
	movups %xmm0, 96(%rdx,%rax)
	movaps 848(%rsp), %xmm0
	movups %xmm0, 80(%rdx,%rax)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 64(%rdx,%rax)
	movapd 768(%rsp), %xmm0
	movapd 784(%rsp), %xmm1
	movapd 800(%rsp), %xmm2
	movapd 816(%rsp), %xmm3
	movupd %xmm3, 48(%rdx,%rax)
	movupd %xmm2, 32(%rdx,%rax)
	movupd %xmm1, 16(%rdx,%rax)
	movupd %xmm0, (%rdx,%rax)
	cmpq $1024, %r14
	movq 144(%rsp), %rbx
	movq 472(%rsp), %r13
	movq 1200(%rsp), %r15
	jne .LBB_169
	jmp .LBB_132
.LBB_212:
	movq %r9, %rax
	orq $2, %rax
	movzbl 800(%rsp), %r8d
	movq 808(%rsp), %rbx
	jmp .LBB_214
.LBB_213:
	testb %r8b, %r8b
	cmovneq %rcx, %r14
	movq %r14, %rcx
	movq %rax, %r9
	cmpl $2, %eax
	je .LBB_183
.LBB_214:
	shlq $4, %r9
	leaq 784(%rsp), %r11
	movq 8(%r11,%r9), %r14
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	cmpb $0, (%r11,%r9)
	cmoveq %rcx, %r14
	movq %r14, %rcx
	cmpq %rbx, %r14
	jb .LBB_213
	movq %rbx, %rcx
	jmp .LBB_213
.LBB_216:
	xorpd %xmm9, %xmm9
	xorpd %xmm10, %xmm10
	xorpd %xmm5, %xmm5
	xorpd %xmm0, %xmm0
	movsd %xmm0, 48(%rsp)
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
.LBB_217:
	cmpq 88(%rsp), %r8
	je .LBB_1009
	movsd %xmm10, 64(%rsp)
	movsd %xmm9, 32(%rsp)
	cmpq $0, 1024(%rsp)
	je .LBB_1008
	movapd 1536(%rsp), %xmm10
	movsd 48(%rsp), %xmm15
	divsd %xmm10, %xmm15
	movsd (%rcx), %xmm9
	addsd %xmm9, %xmm9
	subsd %xmm15, %xmm9
	divsd %xmm10, %xmm5
	movsd %xmm9, (%r12)
	movsd 8(%rcx), %xmm9
	addsd %xmm9, %xmm9
	subsd %xmm5, %xmm9
	movsd 64(%rsp), %xmm15
	divsd %xmm10, %xmm15
	movsd %xmm9, 8(%r12)
	movsd 16(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm15, %xmm5
	movsd 32(%rsp), %xmm15
	divsd %xmm10, %xmm15
	movsd %xmm5, 16(%r12)
	movsd 24(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm15, %xmm5
	divsd %xmm10, %xmm14
	movsd %xmm5, 24(%r12)
	movsd 32(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm14, %xmm5
	divsd %xmm10, %xmm13
	movsd %xmm5, 32(%r12)
	movsd 40(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm13, %xmm5
	divsd %xmm10, %xmm6
	movsd %xmm5, 40(%r12)
	movsd 48(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm6, %xmm5
	divsd %xmm10, %xmm12
	movsd %xmm5, 48(%r12)
	movsd 56(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm12, %xmm5
	divsd %xmm10, %xmm4
	movsd %xmm5, 56(%r12)
	movsd 64(%rcx), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm4, %xmm5
	divsd %xmm10, %xmm11
	movsd %xmm5, 64(%r12)
	movsd 72(%rcx), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm11, %xmm4
	divsd %xmm10, %xmm3
	movsd %xmm4, 72(%r12)
	movsd 80(%rcx), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm3, %xmm4
	divsd %xmm10, %xmm8
	movsd %xmm4, 80(%r12)
	movsd 88(%rcx), %xmm3
	addsd %xmm3, %xmm3
	subsd %xmm8, %xmm3
	divsd %xmm10, %xmm2
	movsd %xmm3, 88(%r12)
	movsd 96(%rcx), %xmm3
	addsd %xmm3, %xmm3
	subsd %xmm2, %xmm3
	divsd %xmm10, %xmm7
	movsd %xmm3, 96(%r12)
	movsd 104(%rcx), %xmm2
	addsd %xmm2, %xmm2
	subsd %xmm7, %xmm2
	divsd %xmm10, %xmm1
	divsd %xmm10, %xmm0
	movsd %xmm2, 104(%r12)
	movsd 112(%rcx), %xmm2
	addsd %xmm2, %xmm2
	subsd %xmm1, %xmm2
	movsd %xmm2, 112(%r12)
	movsd 120(%rcx), %xmm1
	addsd %xmm1, %xmm1
	subsd %xmm0, %xmm1
	movsd %xmm1, 120(%r12)
	movb %r10b, 760(%rsp)
	xorps %xmm1, %xmm1
	cvtsi2sd %rdx, %xmm1
	movq 544(%rsp), %rax
	movq %rax, 1112(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm10, %xmm0
	testq %r10, %r10
	leaq 544(%rsp), %rax
	cmovneq %rax, %r10
	movq %r10, 1600(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 720(%rsp)
	movapd %xmm0, 704(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 1744(%rsp)
	movq %rbx, %r10
	subq %rdx, %r10
	shlq $7, %rdx
	negq %rdx
	movq %rdx, 1200(%rsp)
	movl $1, %edx
	xorl %edi, %edi
.LBB_220:
	cmpq %r9, %rdi
	jae .LBB_225
	movq %rdi, %rax
	shlq $4, %rax
	addq 464(%rsp), %rax
.LBB_222:
	movq (%rax), %r14
	cmpq %rdx, %r14
	jae .LBB_226
	incq %rdi
	addq $16, %rax
	cmpq %rdi, 80(%rsp)
	jne .LBB_222
	movq 80(%rsp), %rdi
	xorl %eax, %eax
	jmp .LBB_227
.LBB_225:
	xorl %eax, %eax
	jmp .LBB_227
.LBB_226:
	movl $1, %eax
.LBB_227:
	movq %rdx, %rsi
	cmpq %rdx, 1112(%rsp)
	setae %dl
	andb 760(%rsp), %dl
	testq %rax, %rax
	jne .LBB_229
	movl $1025, %r8d
	testb %dl, %dl
	je .LBB_235
.LBB_229:
	movl $2, %ebx
	subq %rax, %rbx
	testb %al, %al
	movq 1112(%rsp), %r8
	movq %r8, %r9
	cmovneq %r14, %r9
	movzbl %dl, %edx
	movq %rbx, 768(%rsp)
	movq $2, 776(%rsp)
	movq %rax, 784(%rsp)
	movq %r14, 792(%rsp)
	movq %rdx, 800(%rsp)
	movq %r8, 808(%rsp)
	testq %rax, %rax
	je .LBB_232
	jne .LBB_233
	testq %rax, %rax
	jne .LBB_234
	jmp .LBB_265
.LBB_232:
	movq %r9, %r8
	jmp .LBB_234
.LBB_233:
	movq %rax, %rdx
	xorq $3, %rdx
	shll $4, %ebx
	leaq 784(%rsp), %r11
	movq 8(%r11,%rbx), %r8
	cmpq %r8, %r9
	cmovbq %r9, %r8
	cmpb $0, (%r11,%rbx)
	cmoveq %r9, %r8
	movq %r8, %r9
	movq %rdx, %rbx
	testq %rax, %rax
	je .LBB_265
.LBB_234:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
	movq 144(%rsp), %rbx
.LBB_235:
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movapd 304(%rsp), %xmm10
	movapd 320(%rsp), %xmm5
	movapd 336(%rsp), %xmm4
	movapd 352(%rsp), %xmm13
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movapd 368(%rsp), %xmm14
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movapd 384(%rsp), %xmm9
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 592(%rsp)
	movapd 272(%rsp), %xmm0
	movapd %xmm0, 128(%rsp)
	movapd 416(%rsp), %xmm8
	cmpq %r8, %rsi
	jae .LBB_242
	movq %rsi, %rax
	shlq $7, %rax
	movq 1120(%rsp), %rdx
	leaq (%rdx,%rax), %r9
	orq $120, %rax
	leaq (%r10,%rsi), %r14
	shlq $7, %r14
	movq 1144(%rsp), %r15
	movq 1024(%rsp), %rdx
.LBB_237:
	leaq (%rbx,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_979
	leaq (%r10,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	cmpq 8(%rsp), %rsi
	jae .LBB_933
	cmpq %rdx, %rsi
	jae .LBB_934
	movapd %xmm9, %xmm15
	movapd %xmm8, %xmm11
	incq %rsi
	movupd -112(%r15,%r9), %xmm2
	movupd -96(%r15,%r9), %xmm3
	movupd -80(%r15,%r9), %xmm1
	movupd -64(%r15,%r9), %xmm0
	movapd %xmm2, %xmm6
	addpd %xmm10, %xmm6
	movapd %xmm6, %xmm8
	movapd 720(%rsp), %xmm7
	mulpd %xmm7, %xmm2
	movapd 64(%rsp), %xmm6
	addpd %xmm2, %xmm6
	subpd %xmm10, %xmm6
	movapd 704(%rsp), %xmm10
	movapd %xmm10, %xmm2
	mulsd %xmm6, %xmm2
	movapd %xmm2, 576(%rsp)
	movupd -112(%r15,%r14), %xmm2
	subpd %xmm2, %xmm8
	movapd %xmm8, 448(%rsp)
	movupd -96(%r15,%r14), %xmm8
	movupd -80(%r15,%r14), %xmm9
	movupd -64(%r15,%r14), %xmm2
	movapd %xmm3, %xmm12
	addpd %xmm5, %xmm12
	subpd %xmm8, %xmm12
	movapd %xmm12, 496(%rsp)
	movapd %xmm6, 64(%rsp)
	unpckhpd %xmm6, %xmm6
	mulsd %xmm10, %xmm6
	movapd %xmm6, 672(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm12
	addpd %xmm3, %xmm12
	subpd %xmm5, %xmm12
	movapd %xmm10, %xmm3
	mulsd %xmm12, %xmm3
	movapd %xmm3, 736(%rsp)
	movapd %xmm1, %xmm3
	addpd %xmm4, %xmm3
	subpd %xmm9, %xmm3
	movapd %xmm3, 480(%rsp)
	movapd %xmm12, 32(%rsp)
	unpckhpd %xmm12, %xmm12
	mulsd %xmm10, %xmm12
	mulpd %xmm7, %xmm1
	movapd 48(%rsp), %xmm9
	addpd %xmm1, %xmm9
	subpd %xmm4, %xmm9
	movapd %xmm10, %xmm1
	mulsd %xmm9, %xmm1
	movapd %xmm1, 624(%rsp)
	movapd %xmm0, %xmm1
	addpd %xmm13, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 640(%rsp)
	mulpd %xmm7, %xmm0
	movapd %xmm13, %xmm1
	movapd 112(%rsp), %xmm13
	addpd %xmm0, %xmm13
	subpd %xmm1, %xmm13
	movupd -48(%r15,%r9), %xmm0
	movapd %xmm0, %xmm3
	addpd %xmm14, %xmm3
	movupd -48(%r15,%r14), %xmm1
	subpd %xmm1, %xmm3
	mulpd %xmm7, %xmm0
	movapd 288(%rsp), %xmm6
	addpd %xmm0, %xmm6
	subpd %xmm14, %xmm6
	movupd -32(%r15,%r9), %xmm1
	movapd %xmm1, %xmm0
	addpd %xmm15, %xmm0
	movupd -32(%r15,%r14), %xmm2
	subpd %xmm2, %xmm0
	mulpd %xmm7, %xmm1
	movapd 96(%rsp), %xmm5
	addpd %xmm1, %xmm5
	subpd %xmm15, %xmm5
	movupd -16(%r15,%r9), %xmm2
	movapd %xmm2, %xmm1
	movapd 592(%rsp), %xmm8
	addpd %xmm8, %xmm1
	movupd -16(%r15,%r14), %xmm4
	subpd %xmm4, %xmm1
	mulpd %xmm7, %xmm2
	movapd 432(%rsp), %xmm14
	addpd %xmm2, %xmm14
	subpd %xmm8, %xmm14
	movupd (%r15,%r9), %xmm4
	movapd %xmm4, %xmm2
	addpd %xmm11, %xmm2
	movupd (%r15,%r14), %xmm8
	subpd %xmm8, %xmm2
	movapd %xmm9, 48(%rsp)
	unpckhpd %xmm9, %xmm9
	mulsd %xmm10, %xmm9
	mulpd %xmm7, %xmm4
	movapd 128(%rsp), %xmm15
	addpd %xmm4, %xmm15
	movapd %xmm10, %xmm4
	mulsd %xmm13, %xmm4
	subpd %xmm11, %xmm15
	movsd -120(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd 576(%rsp), %xmm7
	movapd %xmm13, 112(%rsp)
	movapd %xmm13, %xmm8
	unpckhpd %xmm13, %xmm8
	mulsd %xmm10, %xmm8
	movsd %xmm7, -120(%r12,%rax)
	movsd -112(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd 672(%rsp), %xmm7
	movapd %xmm10, %xmm13
	mulsd %xmm6, %xmm13
	movsd %xmm7, -112(%r12,%rax)
	movsd -104(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd 736(%rsp), %xmm7
	movapd %xmm6, 288(%rsp)
	unpckhpd %xmm6, %xmm6
	mulsd %xmm10, %xmm6
	movsd %xmm7, -104(%r12,%rax)
	movsd -96(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm12, %xmm7
	movapd %xmm10, %xmm12
	mulsd %xmm5, %xmm12
	movsd %xmm7, -96(%r12,%rax)
	movsd -88(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd 624(%rsp), %xmm7
	movapd %xmm5, 96(%rsp)
	unpckhpd %xmm5, %xmm5
	mulsd %xmm10, %xmm5
	movsd %xmm7, -88(%r12,%rax)
	movsd -80(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm9, %xmm7
	movapd %xmm10, %xmm9
	mulsd %xmm14, %xmm9
	movsd %xmm7, -80(%r12,%rax)
	movsd -72(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm4, %xmm7
	movapd %xmm14, 432(%rsp)
	unpckhpd %xmm14, %xmm14
	mulsd %xmm10, %xmm14
	movsd %xmm7, -72(%r12,%rax)
	movsd -64(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm8, %xmm7
	movapd %xmm10, %xmm8
	mulsd %xmm15, %xmm8
	movsd %xmm7, -64(%r12,%rax)
	movsd -56(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm13, %xmm7
	movapd %xmm15, 128(%rsp)
	movapd %xmm15, %xmm11
	movapd 640(%rsp), %xmm15
	unpckhpd %xmm11, %xmm11
	mulsd %xmm10, %xmm11
	movsd %xmm7, -56(%r12,%rax)
	movsd -48(%rcx,%rax), %xmm7
	addsd %xmm7, %xmm7
	subsd %xmm6, %xmm7
	movsd %xmm7, -48(%r12,%rax)
	movapd 496(%rsp), %xmm7
	movsd -40(%rcx,%rax), %xmm6
	addsd %xmm6, %xmm6
	subsd %xmm12, %xmm6
	movsd %xmm6, -40(%r12,%rax)
	movsd -32(%rcx,%rax), %xmm6
	addsd %xmm6, %xmm6
	subsd %xmm5, %xmm6
	movsd %xmm6, -32(%r12,%rax)
	movapd 448(%rsp), %xmm6
	movsd -24(%rcx,%rax), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm9, %xmm5
	movsd %xmm5, -24(%r12,%rax)
	movsd -16(%rcx,%rax), %xmm5
	addsd %xmm5, %xmm5
	subsd %xmm14, %xmm5
	movsd %xmm5, -16(%r12,%rax)
	movsd -8(%rcx,%rax), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm8, %xmm4
	movsd %xmm4, -8(%r12,%rax)
	movsd (%rcx,%rax), %xmm4
	addsd %xmm4, %xmm4
	subsd %xmm11, %xmm4
	movapd 480(%rsp), %xmm11
	movsd %xmm4, (%r12,%rax)
	subq $-128, %rax
	subq $-128, %r15
	movapd %xmm6, %xmm10
	movapd %xmm7, %xmm5
	movapd %xmm11, %xmm4
	movapd %xmm15, %xmm13
	movapd %xmm3, %xmm14
	movapd %xmm0, %xmm9
	movapd %xmm1, 592(%rsp)
	movapd %xmm2, %xmm8
	cmpq %rsi, %r8
	jne .LBB_237
	jmp .LBB_243
.LBB_242:
	movapd %xmm10, %xmm6
	movapd %xmm5, %xmm7
	movapd %xmm4, %xmm11
	movapd %xmm13, %xmm15
	movapd %xmm14, %xmm3
	movapd %xmm9, %xmm0
	movapd 592(%rsp), %xmm1
	movapd %xmm8, %xmm2
.LBB_243:
	movaps 64(%rsp), %xmm4
	movaps %xmm4, 160(%rsp)
	movaps 32(%rsp), %xmm4
	movaps %xmm4, 176(%rsp)
	movaps 48(%rsp), %xmm4
	movaps %xmm4, 192(%rsp)
	movapd 112(%rsp), %xmm9
	movapd %xmm9, 208(%rsp)
	movaps 288(%rsp), %xmm4
	movaps %xmm4, 224(%rsp)
	movaps 96(%rsp), %xmm4
	movaps %xmm4, 240(%rsp)
	movapd 432(%rsp), %xmm12
	movapd %xmm12, 256(%rsp)
	movapd 128(%rsp), %xmm4
	movapd %xmm4, 272(%rsp)
	movapd %xmm6, 304(%rsp)
	cmpq $1024, %r8
	movq 80(%rsp), %r14
	ja .LBB_143
	leaq (%r8,%rbx), %rdx
	cmpq %r13, %rdx
	jae .LBB_956
	movapd %xmm4, 128(%rsp)
	movq %rdx, %rbp
	subq 560(%rsp), %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movq %rdx, %r9
	shlq $7, %r9
	movq 520(%rsp), %rax
	movupd (%rax,%r9), %xmm4
	movapd %xmm4, 576(%rsp)
	movapd 720(%rsp), %xmm8
	mulpd %xmm8, %xmm4
	movapd 64(%rsp), %xmm5
	addpd %xmm4, %xmm5
	subpd %xmm6, %xmm5
	movapd %xmm5, 64(%rsp)
	movapd %xmm5, 160(%rsp)
	movupd 16(%rax,%r9), %xmm4
	movapd %xmm4, 592(%rsp)
	mulpd %xmm8, %xmm4
	movapd 32(%rsp), %xmm5
	addpd %xmm4, %xmm5
	subpd %xmm7, %xmm5
	movapd %xmm5, 32(%rsp)
	movapd %xmm5, 176(%rsp)
	movupd 32(%rax,%r9), %xmm4
	movapd %xmm4, 640(%rsp)
	mulpd %xmm8, %xmm4
	movapd 48(%rsp), %xmm5
	addpd %xmm4, %xmm5
	subpd %xmm11, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm5, 192(%rsp)
	movupd 48(%rax,%r9), %xmm10
	movapd %xmm10, %xmm4
	mulpd %xmm8, %xmm4
	addpd %xmm4, %xmm9
	subpd %xmm15, %xmm9
	movapd %xmm9, 112(%rsp)
	movapd %xmm9, 208(%rsp)
	movapd %xmm11, 480(%rsp)
	movupd 64(%rax,%r9), %xmm11
	movapd %xmm11, %xmm4
	mulpd %xmm8, %xmm4
	movapd 288(%rsp), %xmm13
	addpd %xmm4, %xmm13
	subpd %xmm3, %xmm13
	movapd %xmm13, 224(%rsp)
	movapd %xmm6, 448(%rsp)
	movupd 80(%rax,%r9), %xmm6
	movapd %xmm6, %xmm4
	mulpd %xmm8, %xmm4
	movapd 96(%rsp), %xmm14
	addpd %xmm4, %xmm14
	subpd %xmm0, %xmm14
	movapd %xmm14, 240(%rsp)
	movupd 96(%rax,%r9), %xmm5
	movapd %xmm5, %xmm4
	mulpd %xmm8, %xmm4
	addpd %xmm4, %xmm12
	subpd %xmm1, %xmm12
	movapd %xmm12, 256(%rsp)
	movupd 112(%rax,%r9), %xmm4
	movapd %xmm7, 496(%rsp)
	movapd %xmm4, %xmm7
	mulpd %xmm8, %xmm7
	movapd 128(%rsp), %xmm8
	addpd %xmm7, %xmm8
	movapd 576(%rsp), %xmm9
	addpd 448(%rsp), %xmm9
	shlq $7, %rbp
	subpd %xmm2, %xmm8
	movapd %xmm8, 272(%rsp)
	movupd (%rax,%rbp), %xmm7
	subpd %xmm7, %xmm9
	movapd %xmm9, 304(%rsp)
	movapd 592(%rsp), %xmm9
	addpd 496(%rsp), %xmm9
	movupd 16(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm9
	movapd %xmm9, 320(%rsp)
	movapd 640(%rsp), %xmm9
	addpd 480(%rsp), %xmm9
	movupd 32(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm9
	movapd %xmm9, 336(%rsp)
	addpd %xmm15, %xmm10
	movupd 48(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm10
	movapd %xmm10, 352(%rsp)
	addpd %xmm3, %xmm11
	movupd 64(%rax,%rbp), %xmm3
	subpd %xmm3, %xmm11
	movapd %xmm11, 368(%rsp)
	addpd %xmm0, %xmm6
	movupd 80(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd %xmm1, %xmm5
	movupd 96(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm2, %xmm4
	movupd 112(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 1744(%rsp), %xmm0
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 800(%rsp)
	movapd 112(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 816(%rsp)
	mulpd %xmm0, %xmm13
	movapd %xmm13, 832(%rsp)
	mulpd %xmm0, %xmm14
	movapd %xmm14, 848(%rsp)
	mulpd %xmm0, %xmm12
	movapd %xmm12, 864(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 880(%rsp)
	cmpq %r14, %rdi
	ja .LBB_893
	leaq 1(%r8), %rax
	movq %rax, 48(%rsp)
	movq %rdi, %r13
	shlq $4, %r13
	addq 464(%rsp), %r13
	incq %rdx
	movq %rdx, %rsi
	movq %rdx, %rax
	movq 560(%rsp), %rdx
	subq %rdx, %rax
	addq 1152(%rsp), %r9
	xorl %r14d, %r14d
	movq 1600(%rsp), %rbp
	movapd 1536(%rsp), %xmm4
	jmp .LBB_250
.LBB_248:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_929
.LBB_249:
	movsd %xmm1, 160(%rsp,%rbp,8)
	movsd %xmm0, 304(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 768(%rsp,%rbp,8)
	movq %r15, %rbp
	movq %rbx, %r13
	movq 560(%rsp), %rdx
.LBB_250:
	testb %r14b, %r14b
	je .LBB_259
	movq %r13, %rbx
.LBB_252:
	testq %rbp, %rbp
	je .LBB_262
	cmpq %r8, (%rbp)
	jne .LBB_262
	movb $2, %r14b
	xorl %r15d, %r15d
	movq %rbp, %r13
	cmpq %rdx, %rsi
	jb .LBB_886
.LBB_255:
	movq 8(%r13), %rbp
	testq %rdx, %rdx
	je .LBB_248
	cmpq $15, %rbp
	ja .LBB_911
	leaq (%r9,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %r11d
	movq 1200(%rsp), %rdx
	xorpd %xmm1, %xmm1
.LBB_258:
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	movsd (%r13,%rdx), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r11
	subq $-128, %rdx
	jne .LBB_258
	jmp .LBB_249
.LBB_259:
	movq 1056(%rsp), %rdx
	movq %rdx, %rbx
	cmpq %rdx, %r13
	movq 560(%rsp), %rdx
	je .LBB_252
	leaq 16(%r13), %rbx
	cmpq %r8, (%r13)
	jne .LBB_252
	xorl %r14d, %r14d
	movq %rbp, %r15
	cmpq %rdx, %rsi
	jae .LBB_255
	jmp .LBB_886
.LBB_262:
	cmpq 8(%rsp), %r8
	jae .LBB_963
	cmpq 1024(%rsp), %r8
	movq 144(%rsp), %rbx
	movq 472(%rsp), %r13
	movq 80(%rsp), %r9
	jae .LBB_961
	movq %r8, %rax
	shlq $7, %rax
	movsd (%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 768(%rsp), %xmm0
	movsd %xmm0, (%r12,%rax)
	movsd 8(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 776(%rsp), %xmm0
	movsd %xmm0, 8(%r12,%rax)
	movsd 16(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 784(%rsp), %xmm0
	movsd %xmm0, 16(%r12,%rax)
	movsd 24(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 792(%rsp), %xmm0
	movsd %xmm0, 24(%r12,%rax)
	movsd 32(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 800(%rsp), %xmm0
	movsd %xmm0, 32(%r12,%rax)
	movsd 40(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 808(%rsp), %xmm0
	movsd %xmm0, 40(%r12,%rax)
	movsd 48(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 816(%rsp), %xmm0
	movsd %xmm0, 48(%r12,%rax)
	movsd 56(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 824(%rsp), %xmm0
	movsd %xmm0, 56(%r12,%rax)
	movsd 64(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 832(%rsp), %xmm0
	movsd %xmm0, 64(%r12,%rax)
	movsd 72(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 840(%rsp), %xmm0
	movsd %xmm0, 72(%r12,%rax)
	movsd 80(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 848(%rsp), %xmm0
	movsd %xmm0, 80(%r12,%rax)
	movsd 88(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 856(%rsp), %xmm0
	movsd %xmm0, 88(%r12,%rax)
	movsd 96(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 864(%rsp), %xmm0
	movsd %xmm0, 96(%r12,%rax)
	movsd 104(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 872(%rsp), %xmm0
	movsd %xmm0, 104(%r12,%rax)
	movsd 112(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 880(%rsp), %xmm0
	movsd %xmm0, 112(%r12,%rax)
	movsd 120(%rcx,%rax), %xmm0
	addsd %xmm0, %xmm0
	subsd 888(%rsp), %xmm0
	movsd %xmm0, 120(%r12,%rax)
	cmpq $1024, %r8
	movq 48(%rsp), %rdx
	jne .LBB_220
	jmp .LBB_143
.LBB_265:
	movq %rbx, %rax
	orq $2, %rax
	movzbl 800(%rsp), %ebp
	movq 808(%rsp), %r14
	jmp .LBB_267
.LBB_266:
	testb %bpl, %bpl
	cmovneq %rdx, %r8
	movq %r8, %r9
	movq %rax, %rbx
	cmpl $2, %eax
	je .LBB_234
.LBB_267:
	shlq $4, %rbx
	leaq 784(%rsp), %rdx
	movq 8(%rdx,%rbx), %r8
	cmpq %r8, %r9
	cmovbq %r9, %r8
	cmpb $0, (%rdx,%rbx)
	cmoveq %r9, %r8
	movq %r8, %rdx
	cmpq %r14, %r8
	jb .LBB_266
	movq %r14, %rdx
	jmp .LBB_266
.LBB_269:
	incq %rdx
	movl %edx, %edi
	andl $3, %edi
	movl $4, %r8d
	cmoveq %r8, %rdi
	subq %rdi, %rdx
	leaq (%rcx,%rdx,8), %rdi
	leaq 131704(%rax), %r8
	xorl %r9d, %r9d
.LBB_270:
	movsd -384(%r8), %xmm0
	movhpd -256(%r8), %xmm0
	movsd -128(%r8), %xmm1
	movhpd (%r8), %xmm1
	movupd %xmm0, (%rcx,%r9,8)
	movupd %xmm1, 16(%rcx,%r9,8)
	addq $4, %r9
	addq $512, %r8
	cmpq %r9, %rdx
	jne .LBB_270
.LBB_271:
	leaq (%rcx,%rsi,8), %rcx
	movq 1232(%rsp), %r8
	leaq (%r8,%rdx), %rsi
	shlq $7, %rdx
	addq %rdx, %rax
	addq $131320, %rax
.LBB_272:
	cmpq %r14, %rsi
	jae .LBB_947
	movsd (%rax), %xmm0
	movsd %xmm0, (%rdi)
	addq $8, %rdi
	incq %rsi
	subq $-128, %rax
	cmpq %rcx, %rdi
	jne .LBB_272
.LBB_274:
	movq 16(%r11), %r8
	testq %r8, %r8
	js .LBB_958
	movq 1272(%rsp), %rcx
	movq 1280(%rsp), %r15
	movq 664(%rsp), %rax
	movq %rax, 536(%rsp)
	movq 1552(%rsp), %rdx
	movq %rdx, 544(%rsp)
	movq 1776(%rsp), %rax
	movq %rax, 552(%rsp)
	movq 1296(%rsp), %rax
	movq %rax, 560(%rsp)
	movq 1304(%rsp), %rsi
	cmpq $1, %r8
	movq %rsi, 8(%rsp)
	jne .LBB_297
	cmpq %r15, 1216(%rsp)
	ja .LBB_907
	addq 1048(%rsp), %rcx
	movl $112, %edi
	movq $-1, %rax
.LBB_278:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_976
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
	movq 560(%rsp), %rdx
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
	jne .LBB_278
.LBB_280:
	movq 1280(%rsp), %r12
	movq %r12, %rbp
	subq 88(%rsp), %rbp
	jb .LBB_908
	movq 1176(%rsp), %rax
	movq 32(%rax), %rcx
	movq %rcx, 624(%rsp)
	testq %rcx, %rcx
	js .LBB_958
	movq 40(%rax), %r15
	testq %r15, %r15
	js .LBB_958
	movq 24(%rax), %r9
	testq %r9, %r9
	js .LBB_958
	movq 624(%rsp), %rax
	decq %rax
	movq 616(%rsp), %rdx
	movq %rax, %rdi
	subq %rdx, %rdi
	setb %r8b
	addq $16400, %rdx
	cmpq %rdx, %rax
	setae %al
	orb %r8b, %al
	movq %r9, 736(%rsp)
	jne .LBB_287
	movq %rdi, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_287
	movq %rdi, 544(%rsp)
	movq %rdx, 552(%rsp)
	movl $1, %esi
	jmp .LBB_288
.LBB_287:
	xorl %esi, %esi
.LBB_288:
	movq 696(%rsp), %rdi
	movq 80(%rsp), %r14
	movq 624(%rsp), %r9
	movq 1272(%rsp), %rcx
	movq 1048(%rsp), %rax
	movq %rcx, 760(%rsp)
	leaq (%rcx,%rax), %r11
	movq %rsi, 536(%rsp)
	cmpq $1, %r9
	movq %rbp, 8(%rsp)
	movq %r12, 1200(%rsp)
	movq %r15, 704(%rsp)
	jne .LBB_303
	cmpb $0, 31(%rsp)
	jne .LBB_897
	movq 1584(%rsp), %rax
	addq %r12, %rax
	movl $112, %ecx
.LBB_291:
	decq %rax
	je .LBB_953
	movq 1160(%rsp), %rdx
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
	jne .LBB_291
.LBB_293:
	leaq -1(%r15), %rax
	movq 1072(%rsp), %rcx
	cmpq %rcx, 736(%rsp)
	jne .LBB_309
	movq 616(%rsp), %rcx
	movq %rax, %rdi
	subq %rcx, %rdi
	setb %dl
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dl, %al
	jne .LBB_414
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_414
	movq %rdi, 544(%rsp)
	movq %rdx, 552(%rsp)
	movl $1, %r8d
	jmp .LBB_415
.LBB_297:
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
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movq 1592(%rsp), %rdi
	movq %rdi, %rax
	subq %r8, %rax
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r15, 88(%rsp)
	jae .LBB_920
	cmpq %r8, %rdi
	jb .LBB_921
	testq %r8, %r8
	movapd %xmm1, 720(%rsp)
	je .LBB_314
	shlq $7, %rdi
	addq %rcx, %rdi
	shlq $7, %rax
	addq %rcx, %rax
	movapd 160(%rsp), %xmm3
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm7
	movapd 400(%rsp), %xmm5
	movapd 416(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm6, %xmm6
	movhpd 248(%rsp), %xmm6
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %r9d
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_301:
	xorps %xmm0, %xmm0
	cvtsi2sd %r9, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rax), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 16(%rax), %xmm1
	addpd %xmm1, %xmm7
	mulpd %xmm0, %xmm1
	movapd 64(%rsp), %xmm4
	addpd %xmm1, %xmm4
	movapd %xmm4, 64(%rsp)
	movupd 32(%rax), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm11
	movupd 48(%rax), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rax), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 80(%rax), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 96(%rax), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	movapd %xmm5, %xmm4
	movapd 32(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 32(%rsp)
	movupd 112(%rax), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm2, %xmm5
	movapd %xmm8, %xmm2
	movapd %xmm6, %xmm8
	movapd 48(%rsp), %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, 48(%rsp)
	movapd %xmm8, %xmm6
	movapd %xmm2, %xmm8
	movapd %xmm5, %xmm2
	movapd %xmm4, %xmm5
	addpd %xmm1, %xmm9
	subq $-128, %rax
	incq %r9
	cmpq %rdi, %rax
	jne .LBB_301
	movapd %xmm3, %xmm0
	movapd %xmm3, 160(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 64(%rsp), %xmm3
	movapd %xmm3, 176(%rsp)
	movapd %xmm7, 320(%rsp)
	movapd %xmm11, 192(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 208(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm2, 224(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm6, 240(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd 32(%rsp), %xmm10
	movapd %xmm10, 256(%rsp)
	movapd %xmm5, 400(%rsp)
	movapd 48(%rsp), %xmm4
	movapd %xmm4, 272(%rsp)
	movapd %xmm9, 416(%rsp)
	movapd 720(%rsp), %xmm1
	movapd %xmm3, %xmm9
	movapd %xmm6, %xmm7
	movapd %xmm2, %xmm3
	jmp .LBB_315
.LBB_303:
	leaq 1(%r9), %rdx
	imulq %r9, %rdx
	movq %rdi, %rax
	subq %r9, %rax
	movq %rdx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r13, %rbx
	jae .LBB_901
	cmpq %r9, %rdi
	jb .LBB_906
	testq %r9, %r9
	movapd %xmm1, 1024(%rsp)
	je .LBB_364
	shlq $7, %rax
	addq 520(%rsp), %rax
	movapd 160(%rsp), %xmm6
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm4
	movapd 400(%rsp), %xmm8
	movapd 416(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm5, %xmm5
	movhpd 248(%rsp), %xmm5
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %edx
	xorpd %xmm7, %xmm7
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
	movq 1128(%rsp), %rdi
.LBB_307:
	xorps %xmm0, %xmm0
	cvtsi2sd %rdx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rax), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%rax), %xmm1
	addpd %xmm1, %xmm4
	mulpd %xmm0, %xmm1
	movapd 64(%rsp), %xmm3
	addpd %xmm1, %xmm3
	movapd %xmm3, 64(%rsp)
	movupd 32(%rax), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm11
	movupd 48(%rax), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm7
	movupd 64(%rax), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 80(%rax), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm5
	movupd 96(%rax), %xmm1
	addpd %xmm1, %xmm8
	mulpd %xmm0, %xmm1
	movapd %xmm8, %xmm3
	movapd %xmm2, %xmm8
	movapd 32(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 32(%rsp)
	movupd 112(%rax), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm7, %xmm2
	movapd 48(%rsp), %xmm7
	addpd %xmm0, %xmm7
	movapd %xmm7, 48(%rsp)
	movapd %xmm2, %xmm7
	movapd %xmm8, %xmm2
	movapd %xmm3, %xmm8
	addpd %xmm1, %xmm9
	subq $-128, %rax
	incq %rdx
	cmpq %rdi, %rax
	jne .LBB_307
	movapd %xmm6, %xmm0
	movapd %xmm6, 160(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 64(%rsp), %xmm6
	movapd %xmm6, 176(%rsp)
	movapd %xmm4, 320(%rsp)
	movapd %xmm11, 192(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm7, 208(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm2, 224(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm5, 240(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd 32(%rsp), %xmm3
	movapd %xmm3, 256(%rsp)
	movapd %xmm8, 400(%rsp)
	movapd %xmm2, %xmm8
	movapd 48(%rsp), %xmm2
	movapd %xmm2, 272(%rsp)
	movapd %xmm9, 416(%rsp)
	movapd 1024(%rsp), %xmm1
	movapd %xmm6, %xmm9
	movapd %xmm0, %xmm6
	movapd %xmm7, %xmm4
	jmp .LBB_365
.LBB_309:
	movq 616(%rsp), %rcx
	movq %rax, %rdi
	subq %rcx, %rdi
	setb %dl
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dl, %al
	jne .LBB_427
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_427
	movq %rdi, 544(%rsp)
	movq %rdx, 552(%rsp)
	movl $1, %esi
	jmp .LBB_428
.LBB_414:
	xorl %r8d, %r8d
.LBB_415:
	movq %r8, 536(%rsp)
	movq 1248(%rsp), %r15
	movq 1256(%rsp), %rax
	movq %rax, 1536(%rsp)
	movq 704(%rsp), %rsi
	cmpq $1, %rsi
	movq 696(%rsp), %rdx
	movq 1128(%rsp), %rdi
	jne .LBB_421
	cmpb $0, 31(%rsp)
	jne .LBB_897
	movq 1536(%rsp), %r8
	leaq 1(%r8), %rax
	movl $120, %ecx
	xorl %edi, %edi
.LBB_418:
	cmpq %rdi, %rbp
	je .LBB_965
	incq %rdi
	cmpq %rdi, %rax
	je .LBB_964
	movq 1160(%rsp), %rdx
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
	movsd %xmm0, 32(%rsp)
	movsd -8(%rdx,%rcx), %xmm0
	movsd %xmm0, 48(%rsp)
	movsd -120(%r11,%rcx), %xmm15
	subsd %xmm3, %xmm15
	movsd -112(%r11,%rcx), %xmm0
	subsd %xmm14, %xmm0
	subsd -120(%r15,%rcx), %xmm15
	movsd (%rdx,%rcx), %xmm3
	movsd %xmm15, -120(%r11,%rcx)
	subsd -112(%r15,%rcx), %xmm0
	addsd %xmm1, %xmm13
	movsd %xmm0, -112(%r11,%rcx)
	movsd -104(%r11,%rcx), %xmm0
	subsd %xmm13, %xmm0
	addsd %xmm1, %xmm12
	subsd -104(%r15,%rcx), %xmm0
	movsd %xmm0, -104(%r11,%rcx)
	movsd -96(%r11,%rcx), %xmm0
	subsd %xmm12, %xmm0
	subsd -96(%r15,%rcx), %xmm0
	addsd %xmm1, %xmm11
	movsd %xmm0, -96(%r11,%rcx)
	movsd -88(%r11,%rcx), %xmm0
	subsd %xmm11, %xmm0
	addsd %xmm1, %xmm10
	subsd -88(%r15,%rcx), %xmm0
	movsd %xmm0, -88(%r11,%rcx)
	movsd -80(%r11,%rcx), %xmm0
	subsd %xmm10, %xmm0
	subsd -80(%r15,%rcx), %xmm0
	addsd %xmm1, %xmm9
	movsd %xmm0, -80(%r11,%rcx)
	movsd -72(%r11,%rcx), %xmm0
	subsd %xmm9, %xmm0
	addsd %xmm1, %xmm8
	subsd -72(%r15,%rcx), %xmm0
	movsd %xmm0, -72(%r11,%rcx)
	movsd -64(%r11,%rcx), %xmm0
	subsd %xmm8, %xmm0
	subsd -64(%r15,%rcx), %xmm0
	addsd %xmm1, %xmm7
	movsd %xmm0, -64(%r11,%rcx)
	movsd -56(%r11,%rcx), %xmm0
	subsd %xmm7, %xmm0
	addsd %xmm1, %xmm6
	subsd -56(%r15,%rcx), %xmm0
	movsd %xmm0, -56(%r11,%rcx)
	movsd -48(%r11,%rcx), %xmm0
	subsd %xmm6, %xmm0
	subsd -48(%r15,%rcx), %xmm0
	addsd %xmm1, %xmm5
	movsd %xmm0, -48(%r11,%rcx)
	movsd -40(%r11,%rcx), %xmm0
	subsd %xmm5, %xmm0
	addsd %xmm1, %xmm4
	subsd -40(%r15,%rcx), %xmm0
	movsd %xmm0, -40(%r11,%rcx)
	movsd -32(%r11,%rcx), %xmm0
	subsd %xmm4, %xmm0
	subsd -32(%r15,%rcx), %xmm0
	addsd %xmm1, %xmm2
	movsd %xmm0, -32(%r11,%rcx)
	movsd -24(%r11,%rcx), %xmm0
	subsd %xmm2, %xmm0
	movsd 32(%rsp), %xmm2
	addsd %xmm1, %xmm2
	subsd -24(%r15,%rcx), %xmm0
	movsd %xmm0, -24(%r11,%rcx)
	movsd -16(%r11,%rcx), %xmm0
	subsd %xmm2, %xmm0
	subsd -16(%r15,%rcx), %xmm0
	movsd 48(%rsp), %xmm2
	addsd %xmm1, %xmm2
	movsd %xmm0, -16(%r11,%rcx)
	movsd -8(%r11,%rcx), %xmm0
	subsd %xmm2, %xmm0
	addsd %xmm1, %xmm3
	subsd -8(%r15,%rcx), %xmm0
	movsd %xmm0, -8(%r11,%rcx)
	movsd (%r11,%rcx), %xmm0
	subsd %xmm3, %xmm0
	subsd (%r15,%rcx), %xmm0
	movsd %xmm0, (%r11,%rcx)
	addq $128, %rcx
	cmpq $131320, %rcx
	jne .LBB_418
	jmp .LBB_552
.LBB_427:
	xorl %esi, %esi
.LBB_428:
	movq %rsi, 536(%rsp)
	cmpq $1, %r15
	movq 696(%rsp), %rdx
	movq 1128(%rsp), %rdi
	jne .LBB_436
	cmpb $0, 31(%rsp)
	jne .LBB_897
	movq 1584(%rsp), %rax
	addq %r12, %rax
	movl $112, %ecx
.LBB_431:
	decq %rax
	je .LBB_954
	movq 1160(%rsp), %rdx
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
	jne .LBB_431
.LBB_433:
	movq 736(%rsp), %rax
	decq %rax
	movq 616(%rsp), %rcx
	movq %rax, %rdi
	subq %rcx, %rdi
	setb %dl
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dl, %al
	jne .LBB_546
	movq %rdi, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	movq %rdx, %rax
	shlq $10, %rax
	addq %rdx, %rax
	subq %rax, %rdi
	je .LBB_546
	movq %rdi, 544(%rsp)
	movq %rdx, 552(%rsp)
	movl $1, %r9d
	jmp .LBB_547
.LBB_546:
	xorl %r9d, %r9d
.LBB_547:
	movq %r9, 536(%rsp)
	movq 736(%rsp), %r8
	cmpq $1, %r8
	movq 696(%rsp), %r12
	movq 1128(%rsp), %rdi
	movq 1200(%rsp), %rsi
	jne .LBB_563
	cmpb $0, 31(%rsp)
	jne .LBB_897
	addq 1584(%rsp), %rsi
	movl $112, %eax
.LBB_550:
	decq %rsi
	je .LBB_954
	movq 1160(%rsp), %rcx
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
	jne .LBB_550
.LBB_552:
	movq 1280(%rsp), %rbx
	movq 88(%rsp), %rdi
	subq %rdi, %rbx
	jb .LBB_902
	movq 1272(%rsp), %rax
	movq 1632(%rsp), %rcx
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	testq %rdi, %rdi
	movq 1232(%rsp), %r11
	je .LBB_558
	xorl %edi, %edi
	xorl %r8d, %r8d
.LBB_555:
	leaq (%r11,%r8), %rsi
	cmpq %rbx, %rsi
	jae .LBB_951
	movups 131312(%rax,%rdi), %xmm0
	movaps %xmm0, 880(%rsp)
	movups 131296(%rax,%rdi), %xmm0
	movaps %xmm0, 864(%rsp)
	movups 131280(%rax,%rdi), %xmm0
	movaps %xmm0, 848(%rsp)
	movups 131264(%rax,%rdi), %xmm0
	movaps %xmm0, 832(%rsp)
	movupd 131200(%rax,%rdi), %xmm0
	movupd 131216(%rax,%rdi), %xmm1
	movupd 131232(%rax,%rdi), %xmm2
	movupd 131248(%rax,%rdi), %xmm3
	movapd %xmm3, 816(%rsp)
	movapd %xmm2, 800(%rsp)
	movapd %xmm1, 784(%rsp)
	movapd %xmm0, 768(%rsp)
	cmpq %r8, %rcx
	je .LBB_950
	movsd (%rdx,%r8,8), %xmm0
	movsd %xmm0, (%rax,%rdi)
	movaps 768(%rsp), %xmm0
	movapd 784(%rsp), %xmm1
	movapd 800(%rsp), %xmm2
	movapd 816(%rsp), %xmm3
	movups %xmm0, 8(%rax,%rdi)
	movupd %xmm1, 24(%rax,%rdi)
	movupd %xmm2, 40(%rax,%rdi)
	movupd %xmm3, 56(%rax,%rdi)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 72(%rax,%rdi)
	movaps 848(%rsp), %xmm0
	movups %xmm0, 88(%rax,%rdi)
	movapd 864(%rsp), %xmm0
	movupd %xmm0, 104(%rax,%rdi)
	movq 880(%rsp), %r9
	movq %r9, 120(%rax,%rdi)
	subq $-128, %rdi
	incq %r8
	cmpq %rdi, 1048(%rsp)
	jne .LBB_555
.LBB_558:
	testq %rcx, %rcx
	movq 1592(%rsp), %rdi
	je .LBB_574
	leaq (,%rcx,8), %r8
	addq $-8, %r8
	shrq $3, %r8
	cmpq %r11, %rbx
	movq %r11, %rdi
	cmovaq %rbx, %rdi
	movq 1624(%rsp), %r10
	addq %r10, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $8, %rdi
	jb .LBB_562
	cmpq %r11, %rbx
	movq %r11, %r9
	cmovaq %rbx, %r9
	addq %r10, %r9
	cmpq %r9, %r8
	cmovbq %r8, %r9
	movq %r9, %r8
	shlq $7, %r8
	addq %rax, %r8
	addq $131328, %r8
	cmpq %r8, %rdx
	jae .LBB_569
	leaq (%rdx,%r9,8), %r8
	addq $8, %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_569
.LBB_562:
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_571
.LBB_421:
	leaq 1(%rsi), %rcx
	imulq %rsi, %rcx
	movq %rdx, %rax
	subq %rsi, %rax
	movq %rcx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_4(%rip), %xmm1
	xorpd %xmm0, %xmm0
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r13, %rbx
	jae .LBB_901
	cmpq %rsi, %rdx
	jb .LBB_924
	movapd %xmm1, 1552(%rsp)
	testq %rsi, %rsi
	je .LBB_443
	shlq $7, %rax
	addq 520(%rsp), %rax
	movapd 160(%rsp), %xmm5
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 416(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movsd 248(%rsp), %xmm8
	movapd 256(%rsp), %xmm2
	movapd 272(%rsp), %xmm1
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
.LBB_425:
	unpcklpd %xmm0, %xmm1
	unpcklpd %xmm7, %xmm2
	unpcklpd %xmm8, %xmm3
	unpcklpd %xmm11, %xmm4
	unpcklpd %xmm12, %xmm6
	unpcklpd %xmm13, %xmm14
	xorps %xmm0, %xmm0
	cvtsi2sd %rcx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rax), %xmm11
	movupd 16(%rax), %xmm12
	movupd 32(%rax), %xmm8
	movupd 48(%rax), %xmm7
	movapd 112(%rsp), %xmm13
	addpd %xmm11, %xmm13
	movapd %xmm13, 112(%rsp)
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm5
	movapd 128(%rsp), %xmm11
	addpd %xmm12, %xmm11
	movapd %xmm11, 128(%rsp)
	mulpd %xmm0, %xmm12
	movapd 32(%rsp), %xmm11
	addpd %xmm12, %xmm11
	movapd %xmm11, 32(%rsp)
	movupd 112(%rax), %xmm11
	movapd %xmm5, %xmm12
	movapd 64(%rsp), %xmm5
	addpd %xmm11, %xmm5
	movapd %xmm5, 64(%rsp)
	movapd %xmm12, %xmm5
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm1
	movupd 96(%rax), %xmm11
	movapd 48(%rsp), %xmm12
	addpd %xmm11, %xmm12
	movapd %xmm12, 48(%rsp)
	mulpd %xmm0, %xmm11
	addpd %xmm11, %xmm2
	movupd 80(%rax), %xmm11
	movapd %xmm11, %xmm12
	mulpd %xmm0, %xmm12
	addpd %xmm12, %xmm3
	movupd 64(%rax), %xmm12
	movapd %xmm12, %xmm13
	mulpd %xmm0, %xmm13
	addpd %xmm13, %xmm4
	movapd %xmm7, %xmm13
	mulpd %xmm0, %xmm13
	addpd %xmm13, %xmm6
	mulpd %xmm8, %xmm0
	addpd %xmm0, %xmm14
	movhpd 40(%rax), %xmm8
	addpd %xmm8, %xmm9
	movhpd 56(%rax), %xmm7
	movhpd 72(%rax), %xmm12
	addpd %xmm7, %xmm10
	addpd %xmm12, %xmm15
	movhpd 88(%rax), %xmm11
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
	subq $-128, %rax
	incq %rcx
	cmpq %rdi, %rax
	jne .LBB_425
	movapd %xmm5, 160(%rsp)
	movaps 112(%rsp), %xmm5
	movaps %xmm5, 304(%rsp)
	movaps 32(%rsp), %xmm5
	movaps %xmm5, 176(%rsp)
	movaps 128(%rsp), %xmm5
	movaps %xmm5, 320(%rsp)
	movapd %xmm14, %xmm5
	unpcklpd %xmm13, %xmm5
	movapd %xmm5, 192(%rsp)
	movapd %xmm9, 336(%rsp)
	movapd %xmm6, %xmm5
	unpcklpd %xmm12, %xmm5
	movapd %xmm5, 208(%rsp)
	movapd %xmm10, 352(%rsp)
	movapd %xmm4, %xmm5
	unpcklpd %xmm11, %xmm5
	movapd %xmm5, 224(%rsp)
	movapd %xmm15, 368(%rsp)
	movapd %xmm3, %xmm5
	unpcklpd %xmm8, %xmm5
	movapd %xmm5, 240(%rsp)
	movaps 96(%rsp), %xmm5
	movaps %xmm5, 384(%rsp)
	movapd %xmm2, %xmm5
	unpcklpd %xmm7, %xmm5
	movapd %xmm5, 256(%rsp)
	movaps 48(%rsp), %xmm5
	movaps %xmm5, 400(%rsp)
	movapd %xmm1, %xmm5
	unpcklpd %xmm0, %xmm5
	movapd %xmm5, 272(%rsp)
	movaps 64(%rsp), %xmm5
	movaps %xmm5, 416(%rsp)
	movsd 160(%rsp), %xmm15
	movsd 168(%rsp), %xmm5
	movsd %xmm5, 48(%rsp)
	movsd 176(%rsp), %xmm10
	movsd 184(%rsp), %xmm9
	jmp .LBB_444
.LBB_436:
	leaq 1(%r15), %rcx
	imulq %r15, %rcx
	movq %rdx, %rax
	subq %r15, %rax
	movq %rcx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm8
	unpckhpd %xmm0, %xmm8
	addsd %xmm0, %xmm8
	mulsd .LCPI_4(%rip), %xmm8
	xorpd %xmm0, %xmm0
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r13, %rbx
	jae .LBB_901
	cmpq %r15, %rdx
	jb .LBB_924
	testq %r15, %r15
	movapd %xmm8, 560(%rsp)
	je .LBB_496
	shlq $7, %rax
	addq 520(%rsp), %rax
	movapd 160(%rsp), %xmm6
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm11
	movapd 400(%rsp), %xmm9
	movapd 416(%rsp), %xmm2
	xorpd %xmm4, %xmm4
	xorpd %xmm7, %xmm7
	movhpd 248(%rsp), %xmm7
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %edx
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_440:
	xorps %xmm0, %xmm0
	cvtsi2sd %rdx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rax), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%rax), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	movapd 64(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 64(%rsp)
	movupd 32(%rax), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm4
	movupd 48(%rax), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rax), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 80(%rax), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm7
	movupd 96(%rax), %xmm1
	addpd %xmm1, %xmm9
	mulpd %xmm0, %xmm1
	movapd %xmm9, %xmm5
	movapd %xmm3, %xmm9
	movapd %xmm2, %xmm3
	movapd 32(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 32(%rsp)
	movupd 112(%rax), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm8, %xmm2
	movapd 48(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 48(%rsp)
	movapd %xmm2, %xmm8
	movapd %xmm3, %xmm2
	movapd %xmm9, %xmm3
	movapd %xmm5, %xmm9
	addpd %xmm1, %xmm2
	subq $-128, %rax
	incq %rdx
	cmpq %rdi, %rax
	jne .LBB_440
	movapd %xmm6, %xmm1
	movapd %xmm6, 160(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 64(%rsp), %xmm6
	movapd %xmm6, 176(%rsp)
	movapd %xmm11, 320(%rsp)
	movapd %xmm4, 192(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 208(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm3, 224(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm7, 240(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd 32(%rsp), %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm9, 400(%rsp)
	movapd 48(%rsp), %xmm12
	movapd %xmm12, 272(%rsp)
	movapd %xmm2, 416(%rsp)
	movapd %xmm8, %xmm5
	movapd 560(%rsp), %xmm8
	movapd %xmm0, %xmm9
	movapd %xmm3, %xmm11
	jmp .LBB_497
.LBB_563:
	leaq 1(%r8), %rcx
	imulq %r8, %rcx
	movq %r12, %rax
	subq %r8, %rax
	movq %rcx, %xmm0
	punpckldq .LCPI_2(%rip), %xmm0
	subpd .LCPI_3(%rip), %xmm0
	movapd %xmm0, %xmm8
	unpckhpd %xmm0, %xmm8
	addsd %xmm0, %xmm8
	mulsd .LCPI_4(%rip), %xmm8
	xorpd %xmm0, %xmm0
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r13, %rbx
	jae .LBB_901
	cmpq %r8, %r12
	jb .LBB_917
	testq %r8, %r8
	movapd %xmm8, 560(%rsp)
	je .LBB_702
	shlq $7, %rax
	addq 520(%rsp), %rax
	movapd 160(%rsp), %xmm6
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm11
	movapd 400(%rsp), %xmm9
	movapd 416(%rsp), %xmm2
	xorpd %xmm4, %xmm4
	xorpd %xmm7, %xmm7
	movhpd 248(%rsp), %xmm7
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %edx
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_567:
	xorps %xmm0, %xmm0
	cvtsi2sd %rdx, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rax), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 16(%rax), %xmm1
	addpd %xmm1, %xmm11
	mulpd %xmm0, %xmm1
	movapd 64(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 64(%rsp)
	movupd 32(%rax), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm4
	movupd 48(%rax), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rax), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm3
	movupd 80(%rax), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm7
	movupd 96(%rax), %xmm1
	addpd %xmm1, %xmm9
	mulpd %xmm0, %xmm1
	movapd %xmm9, %xmm5
	movapd %xmm3, %xmm9
	movapd %xmm2, %xmm3
	movapd 32(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movapd %xmm2, 32(%rsp)
	movupd 112(%rax), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm8, %xmm2
	movapd 48(%rsp), %xmm8
	addpd %xmm0, %xmm8
	movapd %xmm8, 48(%rsp)
	movapd %xmm2, %xmm8
	movapd %xmm3, %xmm2
	movapd %xmm9, %xmm3
	movapd %xmm5, %xmm9
	addpd %xmm1, %xmm2
	subq $-128, %rax
	incq %rdx
	cmpq %rdi, %rax
	jne .LBB_567
	movapd %xmm6, %xmm1
	movapd %xmm6, 160(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd 64(%rsp), %xmm6
	movapd %xmm6, 176(%rsp)
	movapd %xmm11, 320(%rsp)
	movapd %xmm4, 192(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 208(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm3, 224(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm7, 240(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd 32(%rsp), %xmm0
	movapd %xmm0, 256(%rsp)
	movapd %xmm9, 400(%rsp)
	movapd 48(%rsp), %xmm12
	movapd %xmm12, 272(%rsp)
	movapd %xmm2, 416(%rsp)
	movapd %xmm8, %xmm5
	movapd 560(%rsp), %xmm8
	movapd %xmm0, %xmm9
	movapd %xmm3, %xmm11
	jmp .LBB_703
.LBB_314:
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm7, %xmm7
	xorpd %xmm10, %xmm10
	xorpd %xmm4, %xmm4
.LBB_315:
	testq %rsi, %rsi
	movq 88(%rsp), %rax
	je .LBB_982
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
	movq 560(%rsp), %rsi
	movupd %xmm2, (%rsi)
	movupd %xmm9, 16(%rsi)
	movupd %xmm11, 32(%rsi)
	movupd %xmm8, 48(%rsi)
	movupd %xmm3, 64(%rsi)
	movupd %xmm7, 80(%rsi)
	movupd %xmm10, 96(%rsi)
	leaq 112(%rsi), %rdi
	movq %rdi, 1200(%rsp)
	movupd %xmm4, 112(%rsi)
	movq 664(%rsp), %rsi
	movb %sil, 704(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %r8, %xmm2
	movsd .LCPI_5(%rip), %xmm0
	testq %rsi, %rsi
	leaq 544(%rsp), %rdi
	cmovneq %rdi, %rsi
	movq %rsi, 664(%rsp)
	divsd %xmm1, %xmm0
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 672(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 736(%rsp)
	subq %r8, %rax
	movq %rax, 1024(%rsp)
	movq %r8, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 624(%rsp)
	movl $1, %esi
	xorl %edi, %edi
	movq %r15, 576(%rsp)
.LBB_317:
	movq 80(%rsp), %r9
	cmpq %r9, %rdi
	jae .LBB_322
	movq %rdi, %rax
	shlq $4, %rax
	addq 464(%rsp), %rax
.LBB_319:
	movq (%rax), %rbx
	cmpq %rsi, %rbx
	jae .LBB_323
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r9
	jne .LBB_319
	movq %r9, %rdi
	xorl %eax, %eax
	jmp .LBB_324
.LBB_322:
	xorl %eax, %eax
	jmp .LBB_324
.LBB_323:
	movl $1, %eax
.LBB_324:
	cmpq %rsi, %rdx
	setae %r10b
	andb 704(%rsp), %r10b
	testq %rax, %rax
	jne .LBB_326
	movl $1025, %r14d
	testb %r10b, %r10b
	je .LBB_332
.LBB_326:
	movl $2, %r11d
	subq %rax, %r11
	testb %al, %al
	movq %rdx, %r9
	cmovneq %rbx, %r9
	movzbl %r10b, %r10d
	movq %r11, 768(%rsp)
	movq $2, 776(%rsp)
	movq %rax, 784(%rsp)
	movq %rbx, 792(%rsp)
	movq %r10, 800(%rsp)
	movq %rdx, 808(%rsp)
	testq %rax, %rax
	je .LBB_329
	jne .LBB_330
	testq %rax, %rax
	jne .LBB_331
	jmp .LBB_360
.LBB_329:
	movq %r9, %r14
	jmp .LBB_331
.LBB_330:
	movq %rax, %r10
	xorq $3, %r10
	shll $4, %r11d
	leaq 784(%rsp), %rbx
	movq 8(%rbx,%r11), %r14
	cmpq %r14, %r9
	cmovbq %r9, %r14
	cmpb $0, (%rbx,%r11)
	cmoveq %r9, %r14
	movq %r14, %r9
	movq %r10, %r11
	testq %rax, %rax
	je .LBB_360
.LBB_331:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_332:
	movapd 160(%rsp), %xmm7
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 192(%rsp), %xmm10
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm11
	movapd 320(%rsp), %xmm1
	movapd 336(%rsp), %xmm4
	movapd 352(%rsp), %xmm15
	movapd 224(%rsp), %xmm0
	movapd %xmm0, 32(%rsp)
	movapd 368(%rsp), %xmm14
	movapd 240(%rsp), %xmm8
	movapd 384(%rsp), %xmm13
	movapd 256(%rsp), %xmm9
	movapd 400(%rsp), %xmm3
	movapd 272(%rsp), %xmm6
	movapd 416(%rsp), %xmm5
	cmpq %r14, %rsi
	jae .LBB_338
	movapd %xmm13, 480(%rsp)
	movapd %xmm14, 448(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm4, 288(%rsp)
	movapd %xmm1, 96(%rsp)
	movq %rsi, %rax
	shlq $7, %rax
	movq 1200(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq 1048(%rsp), %rax
	movq 1024(%rsp), %rdx
	leaq (%rdx,%rsi), %r9
	shlq $7, %r9
	leaq 112(%rcx), %r11
.LBB_334:
	movq 88(%rsp), %r10
	leaq (%r10,%rsi), %rbp
	cmpq %r15, %rbp
	jae .LBB_980
	leaq (%rdx,%rsi), %rbp
	cmpq %r15, %rbp
	jae .LBB_904
	movapd %xmm11, 592(%rsp)
	movapd %xmm7, 128(%rsp)
	movapd %xmm10, 496(%rsp)
	cmpq 8(%rsp), %rsi
	jae .LBB_976
	incq %rsi
	movupd (%r11,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd (%r11,%r9), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 112(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm6
	subpd %xmm5, %xmm6
	movupd -16(%r11,%rax), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%r11,%r9), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 640(%rsp)
	movupd -32(%r11,%rax), %xmm0
	movapd %xmm0, %xmm13
	movapd 480(%rsp), %xmm2
	addpd %xmm2, %xmm13
	movupd -32(%r11,%r9), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	subpd %xmm2, %xmm8
	movupd -48(%r11,%rax), %xmm0
	movapd %xmm0, %xmm14
	movapd 448(%rsp), %xmm2
	addpd %xmm2, %xmm14
	movupd -48(%r11,%r9), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm5
	addpd %xmm0, %xmm5
	subpd %xmm2, %xmm5
	movupd -112(%r11,%rax), %xmm3
	movupd -96(%r11,%rax), %xmm2
	movupd -80(%r11,%rax), %xmm1
	movupd -64(%r11,%rax), %xmm0
	movapd %xmm0, %xmm15
	movapd 432(%rsp), %xmm4
	addpd %xmm4, %xmm15
	movups -112(%r11,%r9), %xmm9
	movaps %xmm9, 32(%rsp)
	movupd -96(%r11,%r9), %xmm11
	movapd %xmm8, %xmm10
	movapd %xmm6, %xmm8
	movupd -64(%r11,%r9), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r11,%r9), %xmm6
	mulpd %xmm7, %xmm0
	movapd 48(%rsp), %xmm9
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
	movapd 64(%rsp), %xmm11
	addpd %xmm2, %xmm11
	subpd %xmm4, %xmm11
	movapd %xmm3, %xmm2
	movapd 592(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 32(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 128(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 736(%rsp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movupd %xmm3, -112(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm11, 64(%rsp)
	mulpd %xmm11, %xmm3
	movupd %xmm3, -96(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm10, %xmm3
	movupd %xmm3, -80(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm9, 48(%rsp)
	mulpd %xmm9, %xmm3
	movapd 640(%rsp), %xmm9
	movupd %xmm3, -64(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm5, 32(%rsp)
	mulpd %xmm5, %xmm3
	movupd %xmm3, -48(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movupd %xmm3, -32(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%rbx)
	movapd %xmm4, %xmm3
	movapd 112(%rsp), %xmm4
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
	cmpq %rsi, %r14
	jne .LBB_334
	jmp .LBB_339
.LBB_338:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm0
	movapd %xmm3, %xmm12
	movapd %xmm5, %xmm4
.LBB_339:
	movapd %xmm7, 160(%rsp)
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 176(%rsp)
	movapd %xmm10, 192(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 208(%rsp)
	movapd 32(%rsp), %xmm3
	movapd %xmm3, 224(%rsp)
	movapd %xmm8, 240(%rsp)
	movapd %xmm9, 256(%rsp)
	movapd %xmm6, 272(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r14
	movq 144(%rsp), %rbx
	ja .LBB_280
	movq 88(%rsp), %rax
	leaq (%r14,%rax), %r9
	cmpq %r15, %r9
	jae .LBB_966
	movapd %xmm4, 112(%rsp)
	movapd %xmm6, 96(%rsp)
	movq %r9, %rbp
	subq %r8, %rbp
	cmpq %r15, %rbp
	jae .LBB_904
	movapd %xmm7, %xmm11
	movapd %xmm8, %xmm5
	movq %r9, %rbx
	shlq $7, %rbx
	movupd (%rcx,%rbx), %xmm3
	movapd %xmm3, 448(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm2, %xmm11
	movapd %xmm11, 128(%rsp)
	movapd %xmm11, 160(%rsp)
	movupd 16(%rcx,%rbx), %xmm3
	movapd %xmm3, 288(%rsp)
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm1, %xmm4
	movapd %xmm4, 64(%rsp)
	movapd %xmm4, 176(%rsp)
	movupd 32(%rcx,%rbx), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 192(%rsp)
	movupd 48(%rcx,%rbx), %xmm3
	movapd %xmm3, 480(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 48(%rsp)
	movapd %xmm4, 208(%rsp)
	movupd 64(%rcx,%rbx), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm14, %xmm4
	movapd %xmm4, 32(%rsp)
	movapd %xmm4, 224(%rsp)
	movupd 80(%rcx,%rbx), %xmm8
	movapd %xmm8, %xmm3
	mulpd %xmm7, %xmm3
	movapd %xmm5, %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm13, %xmm11
	movapd %xmm11, 240(%rsp)
	movupd 96(%rcx,%rbx), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 256(%rsp)
	movupd 112(%rcx,%rbx), %xmm4
	movapd %xmm4, %xmm6
	mulpd %xmm7, %xmm6
	movapd 96(%rsp), %xmm7
	addpd %xmm6, %xmm7
	movapd 448(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	movapd 112(%rsp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 272(%rsp)
	movupd (%rcx,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 288(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rcx,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 480(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm8
	movupd 80(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm8
	movapd %xmm8, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm6, %xmm4
	movupd 112(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 736(%rsp), %xmm0
	movapd 128(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 800(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 816(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 832(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 848(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 864(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 880(%rsp)
	cmpq 80(%rsp), %rdi
	ja .LBB_892
	leaq 1(%r14), %rsi
	movq %rdi, %r13
	shlq $4, %r13
	addq 464(%rsp), %r13
	incq %r9
	movq %r9, %rax
	subq %r8, %rax
	leaq 128(%rcx), %rdx
	addq %rdx, %rbx
	xorl %r11d, %r11d
	movq 664(%rsp), %rbp
	movq %r9, %rdx
	movapd 720(%rsp), %xmm4
	jmp .LBB_346
.LBB_344:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_929
.LBB_345:
	movsd %xmm1, 160(%rsp,%rbp,8)
	movsd %xmm0, 304(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 768(%rsp,%rbp,8)
	movq %r12, %rbp
	movq %r9, %r13
	movq 576(%rsp), %r15
.LBB_346:
	testb %r11b, %r11b
	je .LBB_355
	movq %r13, %r9
.LBB_348:
	testq %rbp, %rbp
	je .LBB_358
	cmpq %r14, (%rbp)
	jne .LBB_358
	movb $2, %r11b
	xorl %r12d, %r12d
	movq %rbp, %r13
	cmpq %r8, %rdx
	jb .LBB_887
.LBB_351:
	movq 8(%r13), %rbp
	testq %r8, %r8
	je .LBB_344
	cmpq $15, %rbp
	ja .LBB_911
	leaq (%rbx,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %r15d
	movq 624(%rsp), %r10
	xorpd %xmm1, %xmm1
.LBB_354:
	xorps %xmm2, %xmm2
	cvtsi2sd %r15, %xmm2
	movsd (%r13,%r10), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r15
	subq $-128, %r10
	jne .LBB_354
	jmp .LBB_345
.LBB_355:
	movq 1056(%rsp), %r10
	movq %r10, %r9
	cmpq %r10, %r13
	je .LBB_348
	leaq 16(%r13), %r9
	cmpq %r14, (%r13)
	jne .LBB_348
	xorl %r11d, %r11d
	movq %rbp, %r12
	cmpq %r8, %rdx
	jae .LBB_351
	jmp .LBB_887
.LBB_358:
	cmpq 8(%rsp), %r14
	jae .LBB_960
	movq %r14, %rax
	shlq $7, %rax
	movaps 880(%rsp), %xmm0
	movq 560(%rsp), %rdx
	movups %xmm0, 112(%rdx,%rax)
	movaps 864(%rsp), %xmm0
	movups %xmm0, 96(%rdx,%rax)
	movaps 848(%rsp), %xmm0
	movups %xmm0, 80(%rdx,%rax)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 64(%rdx,%rax)
	movapd 768(%rsp), %xmm0
	movapd 784(%rsp), %xmm1
	movapd 800(%rsp), %xmm2
	movapd 816(%rsp), %xmm3
	movupd %xmm3, 48(%rdx,%rax)
	movupd %xmm2, 32(%rdx,%rax)
	movupd %xmm1, 16(%rdx,%rax)
	movupd %xmm0, (%rdx,%rax)
	cmpq $1024, %r14
	movq 144(%rsp), %rbx
	movq 472(%rsp), %r13
	movq 1552(%rsp), %rdx
	jne .LBB_317
	jmp .LBB_280
.LBB_360:
	movq %r11, %rax
	orq $2, %rax
	movzbl 800(%rsp), %ebx
	movq 808(%rsp), %r12
	jmp .LBB_362
.LBB_361:
	testb %bl, %bl
	cmovneq %r9, %r14
	movq %r14, %r9
	movq %rax, %r11
	cmpl $2, %eax
	je .LBB_331
.LBB_362:
	shlq $4, %r11
	leaq 784(%rsp), %r10
	movq 8(%r10,%r11), %r14
	cmpq %r14, %r9
	cmovbq %r9, %r14
	cmpb $0, (%r10,%r11)
	cmoveq %r9, %r14
	movq %r14, %r9
	cmpq %r12, %r14
	jb .LBB_361
	movq %r12, %r9
	jmp .LBB_361
.LBB_364:
	xorpd %xmm6, %xmm6
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm4, %xmm4
	xorpd %xmm8, %xmm8
	xorpd %xmm5, %xmm5
	xorpd %xmm3, %xmm3
	xorpd %xmm2, %xmm2
.LBB_365:
	cmpq 88(%rsp), %r12
	je .LBB_1010
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
	movb %sil, 1112(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %r9, %xmm2
	movq 544(%rsp), %rax
	movq %rax, 720(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm1, %xmm0
	testq %rsi, %rsi
	leaq 544(%rsp), %rax
	cmovneq %rax, %rsi
	movq %rsi, 664(%rsp)
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 576(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 672(%rsp)
	movq 1576(%rsp), %rax
	movq 760(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 1536(%rsp)
	subq %r9, %rbx
	movq %rbx, 1552(%rsp)
	movq %r9, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 560(%rsp)
	movl $1, %esi
	xorl %edi, %edi
.LBB_367:
	cmpq %r14, %rdi
	jae .LBB_372
	movq %rdi, %rax
	shlq $4, %rax
	addq 464(%rsp), %rax
.LBB_369:
	movq (%rax), %r15
	cmpq %rsi, %r15
	jae .LBB_373
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r14
	jne .LBB_369
	movq %r14, %rdi
	xorl %eax, %eax
	jmp .LBB_374
.LBB_372:
	xorl %eax, %eax
	jmp .LBB_374
.LBB_373:
	movl $1, %eax
.LBB_374:
	cmpq %rsi, 720(%rsp)
	setae %dl
	andb 1112(%rsp), %dl
	testq %rax, %rax
	jne .LBB_376
	movl $1025, %r10d
	testb %dl, %dl
	je .LBB_382
.LBB_376:
	movl $2, %r14d
	subq %rax, %r14
	testb %al, %al
	movq 720(%rsp), %rcx
	movq %rcx, %rbx
	cmovneq %r15, %rbx
	movzbl %dl, %edx
	movq %r14, 768(%rsp)
	movq $2, 776(%rsp)
	movq %rax, 784(%rsp)
	movq %r15, 792(%rsp)
	movq %rdx, 800(%rsp)
	movq %rcx, 808(%rsp)
	testq %rax, %rax
	je .LBB_379
	jne .LBB_380
	testq %rax, %rax
	jne .LBB_381
	jmp .LBB_410
.LBB_379:
	movq %rbx, %r10
	jmp .LBB_381
.LBB_380:
	movq %rax, %rdx
	xorq $3, %rdx
	shll $4, %r14d
	leaq 784(%rsp), %r8
	movq 8(%r8,%r14), %r10
	cmpq %r10, %rbx
	cmovbq %rbx, %r10
	cmpb $0, (%r8,%r14)
	cmoveq %rbx, %r10
	movq %r10, %rbx
	movq %rdx, %r14
	testq %rax, %rax
	je .LBB_410
.LBB_381:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_382:
	movapd 160(%rsp), %xmm7
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm11
	movapd 320(%rsp), %xmm4
	movapd 336(%rsp), %xmm8
	movapd 352(%rsp), %xmm15
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movapd 368(%rsp), %xmm3
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movapd 384(%rsp), %xmm12
	movapd 256(%rsp), %xmm9
	movapd 400(%rsp), %xmm5
	movapd 272(%rsp), %xmm0
	movapd %xmm0, 64(%rsp)
	movapd 416(%rsp), %xmm6
	cmpq %r10, %rsi
	jae .LBB_388
	movapd %xmm15, 480(%rsp)
	movapd %xmm8, 448(%rsp)
	movq %rsi, %rax
	shlq $7, %rax
	movq 1536(%rsp), %rcx
	leaq (%rcx,%rax), %rbx
	movq 1552(%rsp), %rcx
	addq 1120(%rsp), %rax
	leaq (%rcx,%rsi), %r14
	shlq $7, %r14
	movq 1144(%rsp), %r15
.LBB_384:
	movq 144(%rsp), %rdx
	leaq (%rdx,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_979
	leaq (%rcx,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movapd %xmm11, 592(%rsp)
	movapd %xmm7, 496(%rsp)
	movq 8(%rsp), %rbp
	cmpq %rbp, %rsi
	jae .LBB_937
	incq %rsi
	movupd (%r15,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm6, %xmm2
	movupd (%r15,%r14), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 96(%rsp)
	movapd 576(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 64(%rsp), %xmm8
	addpd %xmm0, %xmm8
	subpd %xmm6, %xmm8
	movupd -16(%r15,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd -16(%r15,%r14), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 432(%rsp)
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm5, %xmm9
	movapd %xmm9, 640(%rsp)
	movupd -32(%r15,%rax), %xmm0
	movapd %xmm0, %xmm13
	addpd %xmm12, %xmm13
	movupd -32(%r15,%r14), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	movapd 128(%rsp), %xmm10
	addpd %xmm0, %xmm10
	subpd %xmm12, %xmm10
	movupd -48(%r15,%rax), %xmm0
	movapd %xmm0, %xmm14
	addpd %xmm3, %xmm14
	movupd -48(%r15,%r14), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 112(%rsp), %xmm11
	addpd %xmm0, %xmm11
	subpd %xmm3, %xmm11
	movupd -112(%r15,%rax), %xmm3
	movupd -96(%r15,%rax), %xmm2
	movupd -80(%r15,%rax), %xmm1
	movupd -64(%r15,%rax), %xmm0
	movapd %xmm0, %xmm15
	movapd 480(%rsp), %xmm12
	addpd %xmm12, %xmm15
	movups -112(%r15,%r14), %xmm5
	movaps %xmm5, 64(%rsp)
	movupd -96(%r15,%r14), %xmm5
	movupd -64(%r15,%r14), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r15,%r14), %xmm6
	mulpd %xmm7, %xmm0
	movapd 48(%rsp), %xmm9
	addpd %xmm0, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm1, %xmm0
	movapd 448(%rsp), %xmm12
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
	movapd 288(%rsp), %xmm12
	addpd %xmm2, %xmm12
	subpd %xmm4, %xmm12
	movapd %xmm3, %xmm2
	movapd 592(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 64(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 496(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 672(%rsp), %xmm5
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
	movapd %xmm6, 32(%rsp)
	mulpd %xmm6, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -80(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm9, 48(%rsp)
	mulpd %xmm9, %xmm3
	movapd 640(%rsp), %xmm9
	mulpd %xmm4, %xmm3
	movupd %xmm3, -64(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm11, 112(%rsp)
	mulpd %xmm11, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -48(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm10, 128(%rsp)
	mulpd %xmm10, %xmm3
	movapd 432(%rsp), %xmm10
	mulpd %xmm4, %xmm3
	movupd %xmm3, -32(%rbx)
	movapd %xmm5, %xmm3
	mulpd %xmm9, %xmm3
	mulpd %xmm4, %xmm3
	movupd %xmm3, -16(%rbx)
	movapd %xmm5, %xmm3
	movapd %xmm8, 64(%rsp)
	mulpd %xmm8, %xmm3
	movapd 96(%rsp), %xmm8
	mulpd %xmm4, %xmm3
	movupd %xmm3, (%rbx)
	subq $-128, %rbx
	subq $-128, %r15
	movapd %xmm2, %xmm11
	movapd %xmm1, %xmm4
	movapd %xmm0, 448(%rsp)
	movapd %xmm15, 480(%rsp)
	movapd %xmm14, %xmm3
	movapd %xmm13, %xmm12
	movapd %xmm10, %xmm5
	movapd %xmm8, %xmm6
	cmpq %rsi, %r10
	jne .LBB_384
	jmp .LBB_389
.LBB_388:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm1
	movapd %xmm8, %xmm0
	movapd %xmm3, %xmm14
	movapd %xmm12, %xmm13
	movapd %xmm5, %xmm10
	movapd %xmm6, %xmm8
.LBB_389:
	movapd %xmm7, 160(%rsp)
	movapd 288(%rsp), %xmm11
	movapd %xmm11, 176(%rsp)
	movapd 32(%rsp), %xmm6
	movapd %xmm6, 192(%rsp)
	movapd 48(%rsp), %xmm5
	movapd %xmm5, 208(%rsp)
	movaps 112(%rsp), %xmm3
	movaps %xmm3, 224(%rsp)
	movaps 128(%rsp), %xmm3
	movaps %xmm3, 240(%rsp)
	movapd %xmm9, 256(%rsp)
	movapd 64(%rsp), %xmm3
	movapd %xmm3, 272(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r10
	movq 144(%rsp), %rbx
	movq 80(%rsp), %r14
	movq 704(%rsp), %r15
	ja .LBB_293
	leaq (%r10,%rbx), %r14
	cmpq %r13, %r14
	jae .LBB_957
	movapd %xmm8, 96(%rsp)
	movq %r14, %rbp
	subq %r9, %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movapd %xmm10, %xmm4
	movapd %xmm7, %xmm12
	movq %r14, %rbx
	shlq $7, %rbx
	movq 520(%rsp), %rax
	movupd (%rax,%rbx), %xmm3
	movapd %xmm3, 480(%rsp)
	movapd 576(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm12
	subpd %xmm2, %xmm12
	movapd %xmm12, 160(%rsp)
	movupd 16(%rax,%rbx), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm1, %xmm11
	movapd %xmm11, 176(%rsp)
	movupd 32(%rax,%rbx), %xmm3
	movapd %xmm3, 288(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm6
	subpd %xmm0, %xmm6
	movapd %xmm6, 32(%rsp)
	movapd %xmm6, 192(%rsp)
	movupd 48(%rax,%rbx), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm5
	subpd %xmm15, %xmm5
	movapd %xmm5, 48(%rsp)
	movapd %xmm5, 208(%rsp)
	movupd 64(%rax,%rbx), %xmm3
	movapd %xmm3, 592(%rsp)
	mulpd %xmm7, %xmm3
	movapd 112(%rsp), %xmm10
	addpd %xmm3, %xmm10
	subpd %xmm14, %xmm10
	movapd %xmm10, 224(%rsp)
	movupd 80(%rax,%rbx), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm7, %xmm3
	movapd 128(%rsp), %xmm8
	addpd %xmm3, %xmm8
	subpd %xmm13, %xmm8
	movapd %xmm8, 240(%rsp)
	movupd 96(%rax,%rbx), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	movapd %xmm4, 432(%rsp)
	subpd %xmm4, %xmm9
	movapd %xmm9, 256(%rsp)
	movupd 112(%rax,%rbx), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm7
	addpd %xmm3, %xmm7
	movapd 480(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	subpd 96(%rsp), %xmm7
	movapd %xmm7, 272(%rsp)
	movupd (%rax,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 448(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 288(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 592(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm6
	movupd 80(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd 432(%rsp), %xmm5
	movupd 96(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd 96(%rsp), %xmm4
	movupd 112(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 672(%rsp), %xmm0
	mulpd %xmm0, %xmm12
	movapd %xmm12, 768(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 784(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 800(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 816(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 832(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 848(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 864(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 880(%rsp)
	cmpq 80(%rsp), %rdi
	ja .LBB_892
	leaq 1(%r10), %rsi
	movq %rdi, %rbp
	shlq $4, %rbp
	addq 464(%rsp), %rbp
	incq %r14
	movq %r14, %rax
	subq %r9, %rax
	addq 1152(%rsp), %rbx
	xorl %r13d, %r13d
	movq 664(%rsp), %r12
	movq %rsi, %rcx
	movapd 1024(%rsp), %xmm4
	jmp .LBB_396
.LBB_394:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_929
.LBB_395:
	movsd %xmm1, 160(%rsp,%rbp,8)
	movsd %xmm0, 304(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 768(%rsp,%rbp,8)
	movq %r8, %r12
	movq %r15, %rbp
	movq %rcx, %rsi
	movq 624(%rsp), %r9
.LBB_396:
	testb %r13b, %r13b
	je .LBB_405
	movq %rbp, %r15
.LBB_398:
	testq %r12, %r12
	je .LBB_408
	cmpq %r10, (%r12)
	jne .LBB_408
	movb $2, %r13b
	xorl %r8d, %r8d
	movq %r12, %rbp
	cmpq %r9, %r14
	jb .LBB_883
.LBB_401:
	movq 8(%rbp), %rbp
	testq %r9, %r9
	je .LBB_394
	cmpq $15, %rbp
	ja .LBB_911
	leaq (%rbx,%rbp,8), %r12
	xorpd %xmm0, %xmm0
	movl $1, %edx
	movq 560(%rsp), %r9
	xorpd %xmm1, %xmm1
.LBB_404:
	xorps %xmm2, %xmm2
	cvtsi2sd %rdx, %xmm2
	movsd (%r12,%r9), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rdx
	subq $-128, %r9
	jne .LBB_404
	jmp .LBB_395
.LBB_405:
	movq 1056(%rsp), %rdx
	movq %rdx, %r15
	cmpq %rdx, %rbp
	je .LBB_398
	leaq 16(%rbp), %r15
	cmpq %r10, (%rbp)
	jne .LBB_398
	xorl %r13d, %r13d
	movq %r12, %r8
	cmpq %r9, %r14
	jae .LBB_401
	jmp .LBB_883
.LBB_408:
	movq 8(%rsp), %rbp
	cmpq %rbp, %r10
	jae .LBB_968
	movq %r10, %rax
	shlq $7, %rax
	movapd 768(%rsp), %xmm0
	movapd .LCPI_6(%rip), %xmm1
	mulpd %xmm1, %xmm0
	movupd %xmm0, (%r11,%rax)
	movapd 784(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 16(%r11,%rax)
	movapd 800(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 32(%r11,%rax)
	movapd 816(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 48(%r11,%rax)
	movapd 832(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 64(%r11,%rax)
	movapd 848(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 80(%r11,%rax)
	movapd 864(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 96(%r11,%rax)
	movapd 880(%rsp), %xmm0
	mulpd %xmm1, %xmm0
	movupd %xmm0, 112(%r11,%rax)
	cmpq $1024, %r10
	movq 144(%rsp), %rbx
	movq 472(%rsp), %r13
	movq 80(%rsp), %r14
	movq 1200(%rsp), %r12
	movq 704(%rsp), %r15
	jne .LBB_367
	jmp .LBB_293
.LBB_410:
	movq %r14, %rax
	orq $2, %rax
	movzbl 800(%rsp), %r8d
	movq 808(%rsp), %r15
	jmp .LBB_412
.LBB_411:
	testb %r8b, %r8b
	cmovneq %rdx, %r10
	movq %r10, %rbx
	movq %rax, %r14
	cmpl $2, %eax
	je .LBB_381
.LBB_412:
	shlq $4, %r14
	leaq 784(%rsp), %rdx
	movq 8(%rdx,%r14), %r10
	cmpq %r10, %rbx
	cmovbq %rbx, %r10
	cmpb $0, (%rdx,%r14)
	cmoveq %rbx, %r10
	movq %r10, %rdx
	cmpq %r15, %r10
	jb .LBB_411
	movq %r15, %rdx
	jmp .LBB_411
.LBB_569:
	incq %rdi
	movl %edi, %r8d
	andl $3, %r8d
	movl $4, %r9d
	cmoveq %r9, %r8
	subq %r8, %rdi
	leaq (%rdx,%rdi,8), %r8
	leaq 131704(%rax), %r9
	xorl %r10d, %r10d
.LBB_570:
	movsd -384(%r9), %xmm0
	movhpd -256(%r9), %xmm0
	movsd -128(%r9), %xmm1
	movhpd (%r9), %xmm1
	movupd %xmm0, (%rdx,%r10,8)
	movupd %xmm1, 16(%rdx,%r10,8)
	addq $4, %r10
	addq $512, %r9
	cmpq %r10, %rdi
	jne .LBB_570
.LBB_571:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%r11,%rdi), %rsi
	shlq $7, %rdi
	addq %rdi, %rax
	addq $131320, %rax
	movq 1592(%rsp), %rdi
.LBB_572:
	cmpq %rbx, %rsi
	jae .LBB_948
	movsd (%rax), %xmm0
	movsd %xmm0, (%r8)
	addq $8, %r8
	incq %rsi
	subq $-128, %rax
	cmpq %rcx, %r8
	jne .LBB_572
.LBB_574:
	movq 1272(%rsp), %rcx
	movq 1280(%rsp), %r8
	movq 1136(%rsp), %rax
	movq %rax, 536(%rsp)
	movq 1608(%rsp), %rax
	movq %rax, 544(%rsp)
	movq 1784(%rsp), %rax
	movq %rax, 552(%rsp)
	movq 1320(%rsp), %rdx
	movq 1328(%rsp), %rsi
	movq 736(%rsp), %r11
	cmpq $1, %r11
	movq %rsi, 8(%rsp)
	jne .LBB_588
	cmpq %r8, 1216(%rsp)
	ja .LBB_909
	addq 1048(%rsp), %rcx
	movl $112, %edi
	movq $-1, %rax
.LBB_577:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_976
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
	jne .LBB_577
.LBB_579:
	movq 1712(%rsp), %r15
	cmpq %r15, 752(%rsp)
	jae .LBB_984
	movq 1704(%rsp), %rax
	movq 1792(%rsp), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rbx
	movq 616(%rsp), %rax
	movq 1168(%rsp), %rcx
	movq %rcx, 128(%rsp)
	movq %rax, 536(%rsp)
	leaq 1888(%rsp), %rax
	movq %rax, 160(%rsp)
	movq 1176(%rsp), %rax
	movq %rax, 168(%rsp)
	leaq 1992(%rsp), %rax
	movq %rax, 304(%rsp)
	movq %rdx, 8(%rsp)
	movq %rdx, 312(%rsp)
	movq %rbx, 320(%rsp)
	leaq 768(%rsp), %rdi
	leaq 304(%rsp), %rsi
	callq core::array::try_from_fn
	movups 864(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movups 848(%rsp), %xmm0
	movaps %xmm0, 384(%rsp)
	movups 832(%rsp), %xmm0
	movaps %xmm0, 368(%rsp)
	movups 768(%rsp), %xmm0
	movupd 784(%rsp), %xmm1
	movdqu 800(%rsp), %xmm2
	movdqu 816(%rsp), %xmm3
	movdqa %xmm3, 352(%rsp)
	movdqa %xmm2, 336(%rsp)
	movapd %xmm1, 320(%rsp)
	movaps %xmm0, 304(%rsp)
	movups 880(%rsp), %xmm0
	movaps %xmm0, 416(%rsp)
	movsd 304(%rsp), %xmm0
	movq 1304(%rsp), %rax
	movq 1328(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	maxsd .LCPI_7(%rip), %xmm0
	shlq $4, %rax
	movq 1368(%rsp), %r11
	movq 1376(%rsp), %rcx
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	movq %rbx, 576(%rsp)
	je .LBB_594
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
	movq 1296(%rsp), %rcx
	movq 1320(%rsp), %rdx
	cmpq $4, %rax
	jae .LBB_595
.LBB_583:
	xorl %esi, %esi
.LBB_584:
	movq %rsi, %rdi
	orq $1, %rdi
	testb $1, %al
	je .LBB_586
	movsd (%rdx,%rsi,8), %xmm1
	subsd (%rcx,%rsi,8), %xmm1
	andpd .LCPI_8(%rip), %xmm1
	ucomisd %xmm1, %xmm0
	setae (%r11,%rsi)
	movq %rdi, %rsi
.LBB_586:
	cmpq %rdi, %rax
	movapd .LCPI_8(%rip), %xmm2
	je .LBB_600
.LBB_587:
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
	jne .LBB_587
	jmp .LBB_600
.LBB_588:
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
	movapd %xmm0, 272(%rsp)
	movapd %xmm0, 256(%rsp)
	movapd %xmm0, 240(%rsp)
	movapd %xmm0, 224(%rsp)
	movapd %xmm0, 208(%rsp)
	movapd %xmm0, 192(%rsp)
	movapd %xmm0, 176(%rsp)
	movapd %xmm0, 160(%rsp)
	movq %rdi, %rax
	subq %r11, %rax
	movapd %xmm0, 304(%rsp)
	movapd %xmm0, 320(%rsp)
	movapd %xmm0, 336(%rsp)
	movapd %xmm0, 352(%rsp)
	movapd %xmm0, 368(%rsp)
	movapd %xmm0, 384(%rsp)
	movapd %xmm0, 400(%rsp)
	movapd %xmm0, 416(%rsp)
	cmpq %r8, 88(%rsp)
	jae .LBB_925
	cmpq %r11, %rdi
	jb .LBB_926
	testq %r11, %r11
	movq %r8, 576(%rsp)
	movapd %xmm1, 704(%rsp)
	je .LBB_652
	shlq $7, %rdi
	addq %rcx, %rdi
	shlq $7, %rax
	addq %rcx, %rax
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 176(%rsp), %xmm4
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm12
	movapd 320(%rsp), %xmm7
	movapd 400(%rsp), %xmm5
	movapd 416(%rsp), %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm6, %xmm6
	movhpd 248(%rsp), %xmm6
	xorpd %xmm10, %xmm10
	movhpd 392(%rsp), %xmm10
	movl $1, %r8d
	xorpd %xmm8, %xmm8
	xorpd %xmm2, %xmm2
	xorpd %xmm15, %xmm15
	xorpd %xmm14, %xmm14
	xorpd %xmm13, %xmm13
.LBB_592:
	xorps %xmm0, %xmm0
	cvtsi2sd %r8, %xmm0
	unpcklpd %xmm0, %xmm0
	movupd (%rax), %xmm1
	addpd %xmm1, %xmm12
	mulpd %xmm0, %xmm1
	movapd 64(%rsp), %xmm3
	addpd %xmm1, %xmm3
	movapd %xmm3, 64(%rsp)
	movupd 16(%rax), %xmm1
	addpd %xmm1, %xmm7
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm4
	movupd 32(%rax), %xmm1
	addpd %xmm1, %xmm15
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm11
	movupd 48(%rax), %xmm1
	addpd %xmm1, %xmm14
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm8
	movupd 64(%rax), %xmm1
	addpd %xmm1, %xmm13
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm2
	movupd 80(%rax), %xmm1
	addpd %xmm1, %xmm10
	mulpd %xmm0, %xmm1
	addpd %xmm1, %xmm6
	movupd 96(%rax), %xmm1
	addpd %xmm1, %xmm5
	mulpd %xmm0, %xmm1
	movapd %xmm5, %xmm3
	movapd 32(%rsp), %xmm5
	addpd %xmm1, %xmm5
	movapd %xmm5, 32(%rsp)
	movupd 112(%rax), %xmm1
	mulpd %xmm1, %xmm0
	movapd %xmm2, %xmm5
	movapd %xmm8, %xmm2
	movapd %xmm6, %xmm8
	movapd 48(%rsp), %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, 48(%rsp)
	movapd %xmm8, %xmm6
	movapd %xmm2, %xmm8
	movapd %xmm5, %xmm2
	movapd %xmm3, %xmm5
	addpd %xmm1, %xmm9
	subq $-128, %rax
	incq %r8
	cmpq %rdi, %rax
	jne .LBB_592
	movapd 64(%rsp), %xmm0
	movapd %xmm0, 160(%rsp)
	movapd %xmm12, 304(%rsp)
	movapd %xmm4, %xmm3
	movapd %xmm4, 176(%rsp)
	movapd %xmm7, 320(%rsp)
	movapd %xmm11, 192(%rsp)
	movapd %xmm15, 336(%rsp)
	movapd %xmm8, 208(%rsp)
	movapd %xmm14, 352(%rsp)
	movapd %xmm2, 224(%rsp)
	movapd %xmm13, 368(%rsp)
	movapd %xmm6, 240(%rsp)
	movapd %xmm10, 384(%rsp)
	movapd 32(%rsp), %xmm10
	movapd %xmm10, 256(%rsp)
	movapd %xmm5, 400(%rsp)
	movapd 48(%rsp), %xmm4
	movapd %xmm4, 272(%rsp)
	movapd %xmm9, 416(%rsp)
	movapd 704(%rsp), %xmm1
	movapd %xmm3, %xmm9
	movapd %xmm6, %xmm7
	movapd %xmm2, %xmm3
	jmp .LBB_653
.LBB_594:
	movq %r11, 64(%rsp)
	jmp .LBB_601
.LBB_595:
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
	jne .LBB_583
	movl $0, %esi
	andb %r8b, %dil
	jne .LBB_584
	movabsq $9223372036854775800, %rsi
	addq $4, %rsi
	andq %rax, %rsi
	movapd %xmm0, %xmm1
	unpcklpd %xmm0, %xmm1
	xorl %edi, %edi
	movapd .LCPI_8(%rip), %xmm5
	movdqa .LCPI_9(%rip), %xmm6
.LBB_598:
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
	jne .LBB_598
	cmpq %rsi, %rax
	jne .LBB_584
.LBB_600:
	movq 1368(%rsp), %rax
	movq %rax, 64(%rsp)
	movq 1376(%rsp), %rcx
.LBB_601:
	leaq 1312(%rsp), %rax
	movq %rax, 768(%rsp)
	leaq 1288(%rsp), %rax
	movq %rax, 776(%rsp)
	leaq 304(%rsp), %rax
	movq %rax, 784(%rsp)
	leaq 160(%rsp), %rax
	movq %rax, 792(%rsp)
	leaq 536(%rsp), %rax
	movq %rax, 800(%rsp)
	movq %rcx, 96(%rsp)
	movabsq $9223372036854775800, %rax
	andq %rax, %rcx
	movq %rcx, 112(%rsp)
	movapd .LCPI_8(%rip), %xmm1
	je .LBB_614
	movq $0, 32(%rsp)
	movq 64(%rsp), %rax
	movq 112(%rsp), %r12
	jmp .LBB_604
.LBB_603:
	movq 48(%rsp), %rax
	addq $8, %rax
	addq $-8, %r12
	incq 32(%rsp)
	testq %r12, %r12
	je .LBB_614
.LBB_604:
	movq %rax, 48(%rsp)
	movq (%rax), %r14
	testq %r14, %r14
	je .LBB_603
	movq 32(%rsp), %rax
	leaq (,%rax,8), %r15
	movq %r15, %rbp
	shrq $4, %rbp
	andl $8, %r15d
	jmp .LBB_607
.LBB_606:
	leaq -1(%r14), %rax
	andq %rax, %r14
	movq 472(%rsp), %r13
	movapd .LCPI_8(%rip), %xmm1
	je .LBB_603
.LBB_607:
	movq 1328(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_912
	movq 1304(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_913
	rep bsfq	%r14, %rbx
	shrl $3, %ebx
	orq %r15, %rbx
	movq %rbp, %r13
	shlq $7, %r13
	movq 1320(%rsp), %rax
	addq %r13, %rax
	leal (,%rbx,8), %ecx
	movsd (%rcx,%rax), %xmm0
	movq 1296(%rsp), %rax
	addq %r13, %rax
	subsd (%rcx,%rax), %xmm0
	andpd %xmm1, %xmm0
	movsd 304(%rsp,%rcx), %xmm1
	ucomisd %xmm0, %xmm1
	jb .LBB_606
	movl %ebx, %edx
	shll $10, %edx
	orq %rbx, %rdx
	addq %rbp, %rdx
	addq 536(%rsp), %rdx
	movq 160(%rsp), %rdi
	movq 168(%rsp), %rsi
	callq kernel_sliding::exact::Exact::lines
	movq 1304(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_932
	movq 1296(%rsp), %rax
	addq %r13, %rax
	movsd %xmm0, (%rax,%rbx,8)
	movq 1328(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_931
	addq 1320(%rsp), %r13
	movsd %xmm1, (%r13,%rbx,8)
	jmp .LBB_606
.LBB_614:
	movq 96(%rsp), %r12
	movl %r12d, %ebx
	andl $7, %ebx
	movq 64(%rsp), %r15
	je .LBB_619
	addq 112(%rsp), %r15
	andq $-8, %r12
	xorl %r14d, %r14d
	jmp .LBB_617
.LBB_616:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_619
.LBB_617:
	cmpb $0, (%r15,%r14)
	je .LBB_616
	leaq (%r12,%r14), %rsi
	leaq 768(%rsp), %rdi
	callq kernel_sliding::blocked::patch::{{closure}}
	jmp .LBB_616
.LBB_619:
	addq $48, 1176(%rsp)
	movq 752(%rsp), %rax
	incq %rax
	movq %rax, 480(%rsp)
	movl $1025, %eax
	movq %rax, 432(%rsp)
	movq $0, 112(%rsp)
	movq $0, 448(%rsp)
	xorl %eax, %eax
	jmp .LBB_621
.LBB_620:
	movq 288(%rsp), %rax
	incq %rax
	addq $1025, 432(%rsp)
	addq $-1025, 448(%rsp)
	addq $8, 112(%rsp)
	cmpq $16, %rax
	je .LBB_643
.LBB_621:
	movq %rax, %r15
	shlq $10, %r15
	addq %rax, %r15
	movq 536(%rsp), %rcx
	movq %rcx, %rdx
	addq %rcx, %r15
	movq %rax, 288(%rsp)
	movsd 304(%rsp,%rax,8), %xmm0
	xorpd %xmm1, %xmm1
	ucomisd %xmm1, %xmm0
	setb %al
	cmpq 128(%rsp), %r15
	setb %cl
	testb %cl, %al
	je .LBB_620
	leaq 1025(%r15), %r9
	movq 128(%rsp), %rax
	cmpq %r9, %rax
	cmovbq %rax, %r9
	cmpq $-1025, %r15
	jae .LBB_620
	movq 448(%rsp), %r14
	subq %rdx, %r14
	addq 432(%rsp), %rdx
	movq %rdx, 96(%rsp)
	movq %r9, 64(%rsp)
	jmp .LBB_625
.LBB_624:
	movq 64(%rsp), %r9
	cmpq %r9, 48(%rsp)
	movq 472(%rsp), %r13
	movq 32(%rsp), %r15
	jae .LBB_620
.LBB_625:
	movq 1816(%rsp), %rax
	movq 1824(%rsp), %r8
	cmpq $1, %r8
	je .LBB_629
	testq %r8, %r8
	je .LBB_939
	movq %r8, %rcx
	xorl %r12d, %r12d
.LBB_628:
	movq %r12, %rdx
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r12
	cmpq %r15, (%rax,%r12,8)
	cmovaq %rdx, %r12
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_628
	jmp .LBB_630
.LBB_629:
	xorl %r12d, %r12d
.LBB_630:
	cmpq (%rax,%r12,8), %r15
	sbbq $-1, %r12
	leaq -1(%r12), %rsi
	cmpq %r8, %rsi
	jae .LBB_928
	cmpq %r8, %r12
	leaq (%rax,%r12,8), %rax
	leaq 1856(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r9
	movq %rax, 48(%rsp)
	cmovbq %r9, %rax
	movq %rax, 32(%rsp)
	cmpq %rax, %r15
	jae .LBB_624
	cmpq 576(%rsp), %rsi
	jae .LBB_940
	leaq (%r14,%r15), %rbx
	shlq $7, %rbx
	addq 112(%rsp), %rbx
	movq 128(%rsp), %r13
	movq 48(%rsp), %rax
	cmpq %r13, %rax
	cmovbq %rax, %r13
	movq 96(%rsp), %rax
	cmpq %rax, %r13
	cmovaeq %rax, %r13
	jmp .LBB_636
.LBB_634:
	movq 1320(%rsp), %rax
	movsd %xmm1, (%rax,%rbx)
.LBB_635:
	incq %r15
	subq $-128, %rbx
	cmpq %r15, %r13
	je .LBB_624
.LBB_636:
	leaq (%r14,%r15), %rbp
	movq 8(%rsp), %rax
	movsd -8(%rax,%r12,8), %xmm0
	ucomisd .LCPI_10(%rip), %xmm0
	jae .LBB_640
	movq 1328(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_899
	movq 1304(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_900
	movq 1296(%rsp), %rax
	movq 1320(%rsp), %rcx
	movsd (%rcx,%rbx), %xmm1
	subsd (%rax,%rbx), %xmm1
	andpd .LCPI_8(%rip), %xmm1
	ucomisd %xmm1, %xmm0
	jb .LBB_635
.LBB_640:
	movq 160(%rsp), %rdi
	movq 168(%rsp), %rsi
	movq %r15, %rdx
	callq kernel_sliding::exact::Exact::lines
	movq 1304(%rsp), %rax
	cmpq %rax, %rbp
	jae .LBB_895
	movq 1296(%rsp), %rax
	movsd %xmm0, (%rax,%rbx)
	movq 1328(%rsp), %rax
	cmpq %rax, %rbp
	jb .LBB_634
	jmp .LBB_896
.LBB_643:
	movq 528(%rsp), %r15
	cmpq %r15, 752(%rsp)
	je .LBB_989
	movq 616(%rsp), %rax
	movq %rax, 8(%rsp)
	movq 1168(%rsp), %rcx
	movq 1304(%rsp), %rdx
	movq 1328(%rsp), %rsi
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	movq 1344(%rsp), %rdi
	movq 1352(%rsp), %r10
	cmpq %r10, %rdx
	cmovaeq %r10, %rdx
	testq %rdx, %rdx
	movdqa .LCPI_13(%rip), %xmm1
	je .LBB_759
	movq 1296(%rsp), %rsi
	movq 1320(%rsp), %r8
	shlq $4, %rdx
	cmpq $1, %rdx
	movq %rdx, %r10
	adcq $0, %r10
	testq %rdx, %rdx
	je .LBB_753
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
	jne .LBB_753
	movl $0, %r9d
	andb %bl, %r11b
	jne .LBB_754
	movq %r10, %r9
	andq $-16, %r9
	xorl %r11d, %r11d
.LBB_649:
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
	jne .LBB_649
	cmpq %r9, %rdx
	jne .LBB_754
	jmp .LBB_758
.LBB_753:
	xorl %r9d, %r9d
.LBB_754:
	movq %r9, %r11
	orq $1, %r11
	testb $1, %r10b
	je .LBB_756
	movsd (%r8,%r9,8), %xmm0
	movsd (%rsi,%r9,8), %xmm1
	ucomisd %xmm1, %xmm0
	seta %bl
	ucomisd %xmm0, %xmm1
	seta %bpl
	subb %bpl, %bl
	movb %bl, (%rdi,%r9)
	movq %r11, %r9
.LBB_756:
	cmpq %r11, %r10
	je .LBB_758
.LBB_757:
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
	jne .LBB_757
.LBB_758:
	movq 1344(%rsp), %rdi
	movq 1352(%rsp), %r10
	movdqa .LCPI_13(%rip), %xmm1
.LBB_759:
	testq %r10, %r10
	je .LBB_996
	cmpq $0, 1376(%rsp)
	je .LBB_993
	movq 752(%rsp), %rdx
	leaq (%rdx,%rdx,4), %rdx
	movq 1224(%rsp), %rsi
	leaq (%rsi,%rdx,8), %rdx
	movzbl 32(%rdx), %esi
	movq 1368(%rsp), %r8
	xorb (%rdi), %sil
	cmpb $-2, %sil
	sete (%r8)
	movq 1352(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $2, %rsi
	jb .LBB_998
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 1(%rsi), %r9d
	xorb 16384(%rsi), %r9b
	cmpb $-2, %r9b
	sete 1(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $3, %rsi
	jb .LBB_994
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 2(%rsi), %r9d
	xorb 16385(%rsi), %r9b
	cmpb $-2, %r9b
	sete 2(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $4, %rsi
	jb .LBB_990
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 3(%rsi), %r9d
	xorb 16386(%rsi), %r9b
	cmpb $-2, %r9b
	sete 3(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $5, %rsi
	jb .LBB_985
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 4(%rsi), %r9d
	xorb 16387(%rsi), %r9b
	cmpb $-2, %r9b
	sete 4(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $6, %rsi
	jb .LBB_1001
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 5(%rsi), %r9d
	xorb 16388(%rsi), %r9b
	cmpb $-2, %r9b
	sete 5(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $7, %rsi
	jb .LBB_999
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 6(%rsi), %r9d
	xorb 16389(%rsi), %r9b
	cmpb $-2, %r9b
	sete 6(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $8, %rsi
	jb .LBB_995
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 7(%rsi), %r9d
	xorb 16390(%rsi), %r9b
	cmpb $-2, %r9b
	sete 7(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $9, %rsi
	jb .LBB_991
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 8(%rsi), %r9d
	xorb 16391(%rsi), %r9b
	cmpb $-2, %r9b
	sete 8(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $10, %rsi
	jb .LBB_987
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 9(%rsi), %r9d
	xorb 16392(%rsi), %r9b
	cmpb $-2, %r9b
	sete 9(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $11, %rsi
	jb .LBB_1002
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 10(%rsi), %r9d
	xorb 16393(%rsi), %r9b
	cmpb $-2, %r9b
	sete 10(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $12, %rsi
	jb .LBB_1000
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 11(%rsi), %r9d
	xorb 16394(%rsi), %r9b
	cmpb $-2, %r9b
	sete 11(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $13, %rsi
	jb .LBB_997
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 12(%rsi), %r9d
	xorb 16395(%rsi), %r9b
	cmpb $-2, %r9b
	sete 12(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $14, %rsi
	jb .LBB_992
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 13(%rsi), %r9d
	xorb 16396(%rsi), %r9b
	cmpb $-2, %r9b
	sete 13(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $15, %rsi
	jb .LBB_988
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 14(%rsi), %r9d
	xorb 16397(%rsi), %r9b
	cmpb $-2, %r9b
	sete 14(%r8)
	movq 1352(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_955
	movq 1376(%rsp), %rsi
	cmpq $16, %rsi
	jb .LBB_986
	movq 1344(%rsp), %rsi
	movq 1368(%rsp), %r8
	movzbl 15(%rsi), %r9d
	xorb 16398(%rsi), %r9b
	cmpb $-2, %r9b
	sete 15(%r8)
	movq 1376(%rsp), %r12
	cmpq $16, %r12
	jb .LBB_910
	shlq $4, %r10
	movq 1368(%rsp), %r8
	addq $-16, %r10
	leaq -16(%r12), %rsi
	cmpq %rsi, %r10
	cmovaeq %rsi, %r10
	testq %r10, %r10
	je .LBB_813
	leaq 16(%r8), %r9
	cmpq $4, %r10
	jb .LBB_794
	leaq (%rdi,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %r9
	jae .LBB_798
	leaq (%r8,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %rdi
	jae .LBB_798
.LBB_794:
	xorl %esi, %esi
.LBB_808:
	movq %rsi, %r11
	orq $1, %r11
	testb $1, %r10b
	je .LBB_810
	movzbl (%rdi,%rsi), %ebx
	xorb 16(%rdi,%rsi), %bl
	cmpb $-2, %bl
	sete (%r9,%rsi)
	movq %r11, %rsi
.LBB_810:
	cmpq %r11, %r10
	je .LBB_812
.LBB_811:
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
	jne .LBB_811
.LBB_812:
	movq 1368(%rsp), %r8
	movq 1376(%rsp), %r12
.LBB_813:
	leaq 1288(%rsp), %rsi
	pxor %xmm0, %xmm0
	movdqu %xmm0, 232(%rsi)
	movdqu %xmm0, 216(%rsi)
	movdqu %xmm0, 200(%rsi)
	movdqu %xmm0, 184(%rsi)
	movdqu %xmm0, 168(%rsi)
	movdqu %xmm0, 152(%rsi)
	movdqu %xmm0, 136(%rsi)
	movdqu %xmm0, 120(%rsi)
	movq %r12, %rdi
	movq %r12, %rax
	movabsq $9223372036854775800, %rsi
	andq %rsi, %rax
	movsd .LCPI_1(%rip), %xmm1
	je .LBB_821
	xorl %r9d, %r9d
	movq %rax, %r10
	movq %r8, %r11
	jmp .LBB_816
.LBB_815:
	addq $8, %r11
	addq $-8, %r10
	incq %r9
	testq %r10, %r10
	je .LBB_821
.LBB_816:
	movq (%r11), %rbx
	testq %rbx, %rbx
	je .LBB_815
	leal (,%r9,8), %r14d
	andl $8, %r14d
	movl %r9d, %ebp
	shrl %ebp
.LBB_818:
	rep bsfq	%rbx, %r15
	shrl $3, %r15d
	orq %r14, %r15
	movq 1400(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_916
	movq 1408(%rsp,%r15,8), %r12
	cmpq $1024, %r12
	ja .LBB_914
	leaq -1(%rbx), %rsi
	andq %rsi, %rbx
	movl %r15d, %esi
	shll $11, %esi
	leal (%rsi,%r15,2), %esi
	addq 1392(%rsp), %rsi
	movw %bp, (%rsi,%r12,2)
	incq 1408(%rsp,%r15,8)
	testq %rbx, %rbx
	jne .LBB_818
	jmp .LBB_815
.LBB_821:
	movq %rdi, %r14
	movl %r14d, %r9d
	andl $7, %r9d
	je .LBB_856
	cmpb $0, (%r8,%rax)
	je .LBB_826
	movl %r14d, %r10d
	andl $8, %r10d
	movq 1400(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1005
	movq 1408(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1004
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1392(%rsp), %rsi
	movl %r14d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1408(%rsp,%r10,8)
.LBB_826:
	cmpl $1, %r9d
	je .LBB_856
	cmpb $0, 1(%r8,%rax)
	je .LBB_831
	movl %r14d, %r10d
	andl $8, %r10d
	incq %r10
	movq 1400(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1005
	movq 1408(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1004
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1392(%rsp), %rsi
	movl %r14d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1408(%rsp,%r10,8)
.LBB_831:
	cmpl $2, %r9d
	je .LBB_856
	cmpb $0, 2(%r8,%rax)
	je .LBB_836
	movl %r14d, %r10d
	andl $8, %r10d
	orq $2, %r10
	movq 1400(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1005
	movq 1408(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1004
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1392(%rsp), %rsi
	movl %r14d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1408(%rsp,%r10,8)
.LBB_836:
	cmpl $3, %r9d
	je .LBB_856
	cmpb $0, 3(%r8,%rax)
	je .LBB_841
	movl %r14d, %r10d
	andl $8, %r10d
	orq $3, %r10
	movq 1400(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1005
	movq 1408(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1004
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1392(%rsp), %rsi
	movl %r14d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1408(%rsp,%r10,8)
.LBB_841:
	cmpl $4, %r9d
	je .LBB_856
	cmpb $0, 4(%r8,%rax)
	je .LBB_846
	movl %r14d, %r10d
	andl $8, %r10d
	orq $4, %r10
	movq 1400(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1005
	movq 1408(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1004
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1392(%rsp), %rsi
	movl %r14d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1408(%rsp,%r10,8)
.LBB_846:
	cmpl $5, %r9d
	je .LBB_856
	cmpb $0, 5(%r8,%rax)
	je .LBB_851
	movl %r14d, %r10d
	andl $8, %r10d
	orq $5, %r10
	movq 1400(%rsp), %rsi
	cmpq %rsi, %r10
	jae .LBB_1005
	movq 1408(%rsp,%r10,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1004
	movl %r10d, %esi
	shll $11, %esi
	leal (%rsi,%r10,2), %esi
	addq 1392(%rsp), %rsi
	movl %r14d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rbx,2)
	incq 1408(%rsp,%r10,8)
.LBB_851:
	cmpl $6, %r9d
	je .LBB_856
	cmpb $0, 6(%r8,%rax)
	je .LBB_856
	movl %r14d, %edi
	andl $8, %edi
	orq $6, %rdi
	movq 1400(%rsp), %rsi
	cmpq %rsi, %rdi
	jae .LBB_1014
	movq 1408(%rsp,%rdi,8), %r8
	cmpq $1024, %r8
	ja .LBB_1015
	movl %edi, %esi
	shll $11, %esi
	leal (%rsi,%rdi,2), %esi
	addq 1392(%rsp), %rsi
	shrl $4, %r14d
	movw %r14w, (%rsi,%r8,2)
	incq 1408(%rsp,%rdi,8)
.LBB_856:
	movq 1392(%rsp), %rdi
	movq 1400(%rsp), %rsi
	xorl %r8d, %r8d
	jmp .LBB_858
.LBB_857:
	incq %r8
	addq $2050, %rdi
	cmpq $16, %r8
	movq 528(%rsp), %r14
	je .LBB_871
.LBB_858:
	cmpq %rsi, %r8
	je .LBB_943
	movq 1408(%rsp,%r8,8), %r12
	cmpq $1025, %r12
	ja .LBB_889
	testq %r12, %r12
	je .LBB_857
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	addq 8(%rsp), %r9
	addq %r12, %r12
	movq 1352(%rsp), %rbp
	movq 1344(%rsp), %r10
	addq %r8, %r10
	xorl %r11d, %r11d
	jmp .LBB_863
.LBB_862:
	addq $2, %r11
	cmpq %r11, %r12
	je .LBB_857
.LBB_863:
	movzwl (%rdi,%r11), %r14d
	leaq (%r9,%r14), %rbx
	cmpq %rcx, %rbx
	jae .LBB_857
	cmpq %r14, %rbp
	jbe .LBB_923
	shll $4, %r14d
	movsbq (%r10,%r14), %r14
	movq (%rdx), %r15
	cmpq %r14, %r15
	je .LBB_862
	testq %r15, %r15
	je .LBB_869
	cmpq 1064(%rsp), %rbx
	jae .LBB_941
	movq %r12, %rax
	movq 1192(%rsp), %r12
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
	movq %rax, %r12
.LBB_869:
	movq %r14, (%rdx)
	cmpq 1064(%rsp), %rbx
	jae .LBB_935
	movq 1192(%rsp), %r14
	movq (%r14,%rbx,8), %xmm0
	movq %xmm0, 8(%rdx)
	jmp .LBB_862
.LBB_871:
	movq 1352(%rsp), %rax
	cmpq $1024, %rax
	jbe .LBB_1003
	movq 1344(%rsp), %rax
	movzbl 16399(%rax), %eax
	movb %al, 32(%rdx)
	movq 480(%rsp), %rax
	movq %rax, 752(%rsp)
	movq 1176(%rsp), %r10
	cmpq 1640(%rsp), %r10
	jne .LBB_109
	jmp .LBB_873
.LBB_652:
	xorpd %xmm9, %xmm9
	xorpd %xmm11, %xmm11
	xorpd %xmm8, %xmm8
	xorpd %xmm3, %xmm3
	xorpd %xmm7, %xmm7
	xorpd %xmm10, %xmm10
	xorpd %xmm4, %xmm4
.LBB_653:
	testq %rsi, %rsi
	movq 88(%rsp), %r15
	je .LBB_982
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
	movq 1136(%rsp), %rdi
	movb %dil, 1072(%rsp)
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	movsd .LCPI_5(%rip), %xmm0
	testq %rdi, %rdi
	leaq 544(%rsp), %rax
	cmovneq %rax, %rdi
	movq %rdi, 1136(%rsp)
	divsd %xmm1, %xmm0
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 672(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 624(%rsp)
	subq %r11, %r15
	movq %r15, 560(%rsp)
	movq %r11, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 720(%rsp)
	movl $1, %esi
	xorl %edi, %edi
	movq 576(%rsp), %r15
.LBB_655:
	movq 80(%rsp), %r8
	cmpq %r8, %rdi
	jae .LBB_660
	movq %rdi, %rax
	shlq $4, %rax
	addq 464(%rsp), %rax
.LBB_657:
	movq (%rax), %rbx
	cmpq %rsi, %rbx
	jae .LBB_661
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r8
	jne .LBB_657
	movq %r8, %rdi
	xorl %eax, %eax
	jmp .LBB_662
.LBB_660:
	xorl %eax, %eax
	jmp .LBB_662
.LBB_661:
	movl $1, %eax
.LBB_662:
	cmpq %rsi, 1608(%rsp)
	setae %r10b
	andb 1072(%rsp), %r10b
	testq %rax, %rax
	jne .LBB_664
	movq %rsi, %r8
	movl $1025, %r14d
	testb %r10b, %r10b
	je .LBB_670
.LBB_664:
	movl $2, %r9d
	subq %rax, %r9
	testb %al, %al
	movq 1608(%rsp), %r11
	movq %r11, %r8
	cmovneq %rbx, %r8
	movzbl %r10b, %r10d
	movq %r9, 768(%rsp)
	movq $2, 776(%rsp)
	movq %rax, 784(%rsp)
	movq %rbx, 792(%rsp)
	movq %r10, 800(%rsp)
	movq %r11, 808(%rsp)
	testq %rax, %rax
	je .LBB_667
	jne .LBB_668
	movq 736(%rsp), %r11
	testq %rax, %rax
	jne .LBB_669
	jmp .LBB_698
.LBB_667:
	movq %r8, %r14
	movq 736(%rsp), %r11
	jmp .LBB_669
.LBB_668:
	movq %rax, %r10
	xorq $3, %r10
	shll $4, %r9d
	leaq 784(%rsp), %r11
	movq 8(%r11,%r9), %r14
	cmpq %r14, %r8
	cmovbq %r8, %r14
	cmpb $0, (%r11,%r9)
	cmoveq %r8, %r14
	movq %r14, %r8
	movq %r10, %r9
	movq 736(%rsp), %r11
	testq %rax, %rax
	je .LBB_698
.LBB_669:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
	movq %rsi, %r8
.LBB_670:
	movapd 160(%rsp), %xmm7
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movapd 192(%rsp), %xmm10
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 304(%rsp), %xmm11
	movapd 320(%rsp), %xmm1
	movapd 336(%rsp), %xmm4
	movapd 352(%rsp), %xmm15
	movapd 224(%rsp), %xmm0
	movapd %xmm0, 32(%rsp)
	movapd 368(%rsp), %xmm14
	movapd 240(%rsp), %xmm8
	movapd 384(%rsp), %xmm13
	movapd 256(%rsp), %xmm9
	movapd 400(%rsp), %xmm3
	movapd 272(%rsp), %xmm6
	movapd 416(%rsp), %xmm5
	cmpq %r14, %r8
	jae .LBB_676
	movapd %xmm13, 480(%rsp)
	movapd %xmm14, 448(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm4, 288(%rsp)
	movapd %xmm1, 96(%rsp)
	movq %r8, %rax
	shlq $7, %rax
	leaq 112(%rdx), %rsi
	leaq (%rsi,%rax), %rbx
	addq 1048(%rsp), %rax
	movq 560(%rsp), %rsi
	leaq (%rsi,%r8), %r9
	shlq $7, %r9
	movq %r8, %rsi
	leaq 112(%rcx), %r8
.LBB_672:
	movq 88(%rsp), %r10
	leaq (%r10,%rsi), %rbp
	cmpq %r15, %rbp
	jae .LBB_980
	movq 560(%rsp), %r10
	leaq (%r10,%rsi), %rbp
	cmpq %r15, %rbp
	jae .LBB_904
	movapd %xmm11, 592(%rsp)
	movapd %xmm7, 128(%rsp)
	movapd %xmm10, 496(%rsp)
	cmpq 8(%rsp), %rsi
	jae .LBB_976
	incq %rsi
	movupd (%r8,%rax), %xmm0
	movapd %xmm0, %xmm2
	addpd %xmm5, %xmm2
	movupd (%r8,%r9), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 112(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm6
	subpd %xmm5, %xmm6
	movupd -16(%r8,%rax), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%r8,%r9), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 640(%rsp)
	movupd -32(%r8,%rax), %xmm0
	movapd %xmm0, %xmm13
	movapd 480(%rsp), %xmm2
	addpd %xmm2, %xmm13
	movupd -32(%r8,%r9), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm8
	subpd %xmm2, %xmm8
	movupd -48(%r8,%rax), %xmm0
	movapd %xmm0, %xmm14
	movapd 448(%rsp), %xmm2
	addpd %xmm2, %xmm14
	movupd -48(%r8,%r9), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 32(%rsp), %xmm5
	addpd %xmm0, %xmm5
	subpd %xmm2, %xmm5
	movupd -112(%r8,%rax), %xmm3
	movupd -96(%r8,%rax), %xmm2
	movupd -80(%r8,%rax), %xmm1
	movupd -64(%r8,%rax), %xmm0
	movapd %xmm0, %xmm15
	movapd 432(%rsp), %xmm4
	addpd %xmm4, %xmm15
	movups -112(%r8,%r9), %xmm9
	movaps %xmm9, 32(%rsp)
	movupd -96(%r8,%r9), %xmm11
	movapd %xmm8, %xmm10
	movapd %xmm6, %xmm8
	movupd -64(%r8,%r9), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r8,%r9), %xmm6
	mulpd %xmm7, %xmm0
	movapd 48(%rsp), %xmm9
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
	movapd 64(%rsp), %xmm11
	addpd %xmm2, %xmm11
	subpd %xmm4, %xmm11
	movapd %xmm3, %xmm2
	movapd 592(%rsp), %xmm4
	addpd %xmm4, %xmm2
	subpd 32(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 128(%rsp), %xmm7
	addpd %xmm3, %xmm7
	subpd %xmm4, %xmm7
	movapd 624(%rsp), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movupd %xmm3, -112(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm11, 64(%rsp)
	mulpd %xmm11, %xmm3
	movupd %xmm3, -96(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm10, %xmm3
	movupd %xmm3, -80(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm9, 48(%rsp)
	mulpd %xmm9, %xmm3
	movapd 640(%rsp), %xmm9
	movupd %xmm3, -64(%rbx)
	movapd %xmm4, %xmm3
	movapd %xmm5, 32(%rsp)
	mulpd %xmm5, %xmm3
	movupd %xmm3, -48(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm8, %xmm3
	movupd %xmm3, -32(%rbx)
	movapd %xmm4, %xmm3
	mulpd %xmm9, %xmm3
	movupd %xmm3, -16(%rbx)
	movapd %xmm4, %xmm3
	movapd 112(%rsp), %xmm4
	mulpd %xmm6, %xmm3
	movupd %xmm3, (%rbx)
	subq $-128, %rbx
	subq $-128, %r8
	movapd %xmm2, %xmm11
	movapd %xmm1, 96(%rsp)
	movapd %xmm0, 288(%rsp)
	movapd %xmm15, 432(%rsp)
	movapd %xmm14, 448(%rsp)
	movapd %xmm13, 480(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm4, %xmm5
	cmpq %rsi, %r14
	jne .LBB_672
	jmp .LBB_677
.LBB_676:
	movapd %xmm11, %xmm2
	movapd %xmm4, %xmm0
	movapd %xmm3, %xmm12
	movapd %xmm5, %xmm4
.LBB_677:
	movapd %xmm7, 160(%rsp)
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 176(%rsp)
	movapd %xmm10, 192(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 208(%rsp)
	movapd 32(%rsp), %xmm3
	movapd %xmm3, 224(%rsp)
	movapd %xmm8, 240(%rsp)
	movapd %xmm9, 256(%rsp)
	movapd %xmm6, 272(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r14
	ja .LBB_579
	movq 88(%rsp), %rax
	leaq (%r14,%rax), %r8
	cmpq %r15, %r8
	jae .LBB_970
	movapd %xmm4, 112(%rsp)
	movapd %xmm6, 96(%rsp)
	movq %r8, %rbp
	subq %r11, %rbp
	cmpq %r15, %rbp
	jae .LBB_904
	movapd %xmm7, %xmm11
	movapd %xmm8, %xmm5
	movq %r8, %rbx
	shlq $7, %rbx
	movupd (%rcx,%rbx), %xmm3
	movapd %xmm3, 448(%rsp)
	movapd 672(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm11
	subpd %xmm2, %xmm11
	movapd %xmm11, 128(%rsp)
	movapd %xmm11, 160(%rsp)
	movupd 16(%rcx,%rbx), %xmm3
	movapd %xmm3, 288(%rsp)
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm1, %xmm4
	movapd %xmm4, 64(%rsp)
	movapd %xmm4, 176(%rsp)
	movupd 32(%rcx,%rbx), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 192(%rsp)
	movupd 48(%rcx,%rbx), %xmm3
	movapd %xmm3, 480(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 48(%rsp)
	movapd %xmm4, 208(%rsp)
	movupd 64(%rcx,%rbx), %xmm3
	movapd %xmm3, 496(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm14, %xmm4
	movapd %xmm4, 32(%rsp)
	movapd %xmm4, 224(%rsp)
	movupd 80(%rcx,%rbx), %xmm8
	movapd %xmm8, %xmm3
	mulpd %xmm7, %xmm3
	movapd %xmm5, %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm13, %xmm11
	movapd %xmm11, 240(%rsp)
	movupd 96(%rcx,%rbx), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 256(%rsp)
	movupd 112(%rcx,%rbx), %xmm4
	movapd %xmm4, %xmm6
	mulpd %xmm7, %xmm6
	movapd 96(%rsp), %xmm7
	addpd %xmm6, %xmm7
	movapd 448(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	movapd 112(%rsp), %xmm6
	subpd %xmm6, %xmm7
	movapd %xmm7, 272(%rsp)
	movupd (%rcx,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 288(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rcx,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 480(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 496(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm8
	movupd 80(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm8
	movapd %xmm8, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm6, %xmm4
	movupd 112(%rcx,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 624(%rsp), %xmm0
	movapd 128(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 800(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 816(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 832(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 848(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 864(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 880(%rsp)
	cmpq 80(%rsp), %rdi
	ja .LBB_892
	leaq 1(%r14), %rsi
	movq %rdi, %r13
	shlq $4, %r13
	addq 464(%rsp), %r13
	incq %r8
	movq %r8, %rax
	subq %r11, %rax
	leaq 128(%rcx), %r9
	addq %r9, %rbx
	xorl %r9d, %r9d
	movq 1136(%rsp), %rbp
	movq %r8, %r15
	movapd 704(%rsp), %xmm4
	jmp .LBB_684
.LBB_682:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_929
.LBB_683:
	movsd %xmm1, 160(%rsp,%rbp,8)
	movsd %xmm0, 304(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 768(%rsp,%rbp,8)
	movq %r12, %rbp
	movq %r8, %r13
	movq 736(%rsp), %r11
.LBB_684:
	testb %r9b, %r9b
	je .LBB_693
	movq %r13, %r8
.LBB_686:
	testq %rbp, %rbp
	je .LBB_696
	cmpq %r14, (%rbp)
	jne .LBB_696
	movb $2, %r9b
	xorl %r12d, %r12d
	movq %rbp, %r13
	cmpq %r11, %r15
	jb .LBB_888
.LBB_689:
	movq 8(%r13), %rbp
	testq %r11, %r11
	je .LBB_682
	cmpq $15, %rbp
	ja .LBB_911
	leaq (%rbx,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %r11d
	movq 720(%rsp), %r10
	xorpd %xmm1, %xmm1
.LBB_692:
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	movsd (%r13,%r10), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r11
	subq $-128, %r10
	jne .LBB_692
	jmp .LBB_683
.LBB_693:
	movq 1056(%rsp), %r9
	movq %r9, %r8
	cmpq %r9, %r13
	je .LBB_686
	leaq 16(%r13), %r8
	cmpq %r14, (%r13)
	jne .LBB_686
	xorl %r9d, %r9d
	movq %rbp, %r12
	cmpq %r11, %r15
	jae .LBB_689
	jmp .LBB_888
.LBB_696:
	cmpq 8(%rsp), %r14
	jae .LBB_960
	movq %r14, %rax
	shlq $7, %rax
	movaps 880(%rsp), %xmm0
	movups %xmm0, 112(%rdx,%rax)
	movaps 864(%rsp), %xmm0
	movups %xmm0, 96(%rdx,%rax)
	movaps 848(%rsp), %xmm0
	movups %xmm0, 80(%rdx,%rax)
	movaps 832(%rsp), %xmm0
	movups %xmm0, 64(%rdx,%rax)
	movapd 768(%rsp), %xmm0
	movapd 784(%rsp), %xmm1
	movapd 800(%rsp), %xmm2
	movapd 816(%rsp), %xmm3
	movupd %xmm3, 48(%rdx,%rax)
	movupd %xmm2, 32(%rdx,%rax)
	movupd %xmm1, 16(%rdx,%rax)
	movupd %xmm0, (%rdx,%rax)
	cmpq $1024, %r14
	movq 472(%rsp), %r13
	movq 576(%rsp), %r15
	jne .LBB_655
	jmp .LBB_579
.LBB_698:
	movq %r9, %rax
	orq $2, %rax
	movzbl 800(%rsp), %ebx
	movq 808(%rsp), %r12
	jmp .LBB_700
.LBB_699:
	testb %bl, %bl
	cmovneq %r8, %r14
	movq %r14, %r8
	movq %rax, %r9
	cmpl $2, %eax
	je .LBB_669
.LBB_700:
	shlq $4, %r9
	leaq 784(%rsp), %r10
	movq 8(%r10,%r9), %r14
	cmpq %r14, %r8
	cmovbq %r8, %r14
	cmpb $0, (%r10,%r9)
	cmoveq %r8, %r14
	movq %r14, %r8
	cmpq %r12, %r14
	jb .LBB_699
	movq %r12, %r8
	jmp .LBB_699
.LBB_798:
	cmpq $32, %r10
	jae .LBB_801
	xorl %esi, %esi
	jmp .LBB_805
.LBB_443:
	xorpd %xmm9, %xmm9
	xorpd %xmm10, %xmm10
	xorpd %xmm0, %xmm0
	movsd %xmm0, 48(%rsp)
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
.LBB_444:
	cmpq 88(%rsp), %r12
	je .LBB_1013
	movsd %xmm10, 64(%rsp)
	movsd %xmm9, 32(%rsp)
	movq 1536(%rsp), %r12
	testq %r12, %r12
	je .LBB_1012
	movapd 1552(%rsp), %xmm10
	divsd %xmm10, %xmm15
	movsd (%r11), %xmm9
	subsd %xmm15, %xmm9
	movsd 48(%rsp), %xmm5
	divsd %xmm10, %xmm5
	subsd (%r15), %xmm9
	movsd 8(%r11), %xmm15
	subsd %xmm5, %xmm15
	movsd %xmm9, (%r11)
	subsd 8(%r15), %xmm15
	movsd 64(%rsp), %xmm9
	divsd %xmm10, %xmm9
	movsd %xmm15, 8(%r11)
	movsd 16(%r11), %xmm5
	subsd %xmm9, %xmm5
	movsd 32(%rsp), %xmm9
	divsd %xmm10, %xmm9
	subsd 16(%r15), %xmm5
	movsd %xmm5, 16(%r11)
	movsd 24(%r11), %xmm5
	subsd %xmm9, %xmm5
	subsd 24(%r15), %xmm5
	divsd %xmm10, %xmm14
	movsd %xmm5, 24(%r11)
	movsd 32(%r11), %xmm5
	subsd %xmm14, %xmm5
	divsd %xmm10, %xmm13
	subsd 32(%r15), %xmm5
	movsd %xmm5, 32(%r11)
	movsd 40(%r11), %xmm5
	subsd %xmm13, %xmm5
	subsd 40(%r15), %xmm5
	divsd %xmm10, %xmm6
	movsd %xmm5, 40(%r11)
	movsd 48(%r11), %xmm5
	subsd %xmm6, %xmm5
	divsd %xmm10, %xmm12
	subsd 48(%r15), %xmm5
	movsd %xmm5, 48(%r11)
	movsd 56(%r11), %xmm5
	subsd %xmm12, %xmm5
	subsd 56(%r15), %xmm5
	divsd %xmm10, %xmm4
	movsd %xmm5, 56(%r11)
	movsd 64(%r11), %xmm5
	subsd %xmm4, %xmm5
	divsd %xmm10, %xmm11
	subsd 64(%r15), %xmm5
	movsd %xmm5, 64(%r11)
	movsd 72(%r11), %xmm4
	subsd %xmm11, %xmm4
	subsd 72(%r15), %xmm4
	divsd %xmm10, %xmm3
	movsd %xmm4, 72(%r11)
	movsd 80(%r11), %xmm4
	subsd %xmm3, %xmm4
	divsd %xmm10, %xmm8
	subsd 80(%r15), %xmm4
	movsd %xmm4, 80(%r11)
	movsd 88(%r11), %xmm3
	subsd %xmm8, %xmm3
	subsd 88(%r15), %xmm3
	divsd %xmm10, %xmm2
	movsd %xmm3, 88(%r11)
	movsd 96(%r11), %xmm3
	subsd %xmm2, %xmm3
	divsd %xmm10, %xmm7
	subsd 96(%r15), %xmm3
	movsd %xmm3, 96(%r11)
	movsd 104(%r11), %xmm2
	subsd %xmm7, %xmm2
	divsd %xmm10, %xmm1
	divsd %xmm10, %xmm0
	subsd 104(%r15), %xmm2
	movsd %xmm2, 104(%r11)
	movsd 112(%r11), %xmm2
	subsd %xmm1, %xmm2
	subsd 112(%r15), %xmm2
	movsd %xmm2, 112(%r11)
	movsd 120(%r11), %xmm1
	subsd %xmm0, %xmm1
	subsd 120(%r15), %xmm1
	movsd %xmm1, 120(%r11)
	movb %r8b, 760(%rsp)
	movq 704(%rsp), %rcx
	xorps %xmm1, %xmm1
	cvtsi2sd %rcx, %xmm1
	movq 544(%rsp), %rax
	movq %rax, 1112(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm10, %xmm0
	testq %r8, %r8
	leaq 544(%rsp), %rax
	cmovneq %rax, %r8
	movq %r8, 1600(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 1072(%rsp)
	movapd %xmm0, 1200(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 1744(%rsp)
	movq %rbx, %r8
	subq %rcx, %r8
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 1024(%rsp)
	movl $1, %esi
	xorl %edi, %edi
	movq %r8, 664(%rsp)
.LBB_447:
	cmpq %r14, %rdi
	jae .LBB_452
	movq %rdi, %rax
	shlq $4, %rax
	addq 464(%rsp), %rax
.LBB_449:
	movq (%rax), %rbx
	cmpq %rsi, %rbx
	jae .LBB_453
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r14
	jne .LBB_449
	movq %r14, %rdi
	xorl %eax, %eax
	jmp .LBB_454
.LBB_452:
	xorl %eax, %eax
	jmp .LBB_454
.LBB_453:
	movl $1, %eax
.LBB_454:
	cmpq %rsi, 1112(%rsp)
	setae %dl
	andb 760(%rsp), %dl
	testq %rax, %rax
	jne .LBB_456
	movl $1025, %ecx
	testb %dl, %dl
	je .LBB_462
.LBB_456:
	movl $2, %r10d
	subq %rax, %r10
	testb %al, %al
	movq 1112(%rsp), %r8
	movq %r8, %r9
	cmovneq %rbx, %r9
	movzbl %dl, %ecx
	movq %r10, 768(%rsp)
	movq $2, 776(%rsp)
	movq %rax, 784(%rsp)
	movq %rbx, 792(%rsp)
	movq %rcx, 800(%rsp)
	movq %r8, 808(%rsp)
	testq %rax, %rax
	je .LBB_459
	jne .LBB_460
	testq %rax, %rax
	jne .LBB_461
	jmp .LBB_492
.LBB_459:
	movq %r9, %rcx
	jmp .LBB_461
.LBB_460:
	movq %rax, %rdx
	xorq $3, %rdx
	shll $4, %r10d
	leaq 784(%rsp), %r8
	movq 8(%r8,%r10), %rcx
	cmpq %rcx, %r9
	cmovbq %r9, %rcx
	cmpb $0, (%r8,%r10)
	cmoveq %r9, %rcx
	movq %rcx, %r9
	movq %rdx, %r10
	testq %rax, %rax
	je .LBB_492
.LBB_461:
	cmpq $1025, %rcx
	movl $1025, %eax
	cmovaeq %rax, %rcx
	movq 664(%rsp), %r8
.LBB_462:
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movapd 304(%rsp), %xmm10
	movapd 320(%rsp), %xmm6
	movapd 336(%rsp), %xmm12
	movapd 352(%rsp), %xmm4
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movapd 368(%rsp), %xmm14
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 112(%rsp)
	movapd 384(%rsp), %xmm15
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 640(%rsp)
	movapd 272(%rsp), %xmm0
	movapd %xmm0, 64(%rsp)
	movapd 416(%rsp), %xmm8
	cmpq %rcx, %rsi
	jae .LBB_469
	movq %rsi, %rax
	shlq $7, %rax
	movq 1120(%rsp), %rdx
	leaq (%rdx,%rax), %r9
	orq $120, %rax
	leaq (%r8,%rsi), %r10
	shlq $7, %r10
	movq 1144(%rsp), %r14
	movq 144(%rsp), %rdx
.LBB_464:
	leaq (%rdx,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_979
	leaq (%r8,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	cmpq 8(%rsp), %rsi
	jae .LBB_942
	movapd %xmm8, 576(%rsp)
	cmpq %r12, %rsi
	jae .LBB_973
	movapd %xmm14, %xmm11
	incq %rsi
	movupd -112(%r14,%r9), %xmm2
	movupd -96(%r14,%r9), %xmm3
	movupd -80(%r14,%r9), %xmm1
	movupd -64(%r14,%r9), %xmm0
	movapd %xmm2, %xmm5
	addpd %xmm10, %xmm5
	movapd 1072(%rsp), %xmm8
	mulpd %xmm8, %xmm2
	movapd 32(%rsp), %xmm13
	addpd %xmm2, %xmm13
	subpd %xmm10, %xmm13
	movapd 1200(%rsp), %xmm10
	movapd %xmm10, %xmm2
	mulsd %xmm13, %xmm2
	movapd %xmm2, 672(%rsp)
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
	movapd %xmm13, 32(%rsp)
	unpckhpd %xmm13, %xmm13
	mulsd %xmm10, %xmm13
	mulpd %xmm8, %xmm3
	movapd 48(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm6, %xmm5
	movapd %xmm10, %xmm3
	mulsd %xmm5, %xmm3
	movapd %xmm3, 624(%rsp)
	movapd %xmm1, %xmm3
	addpd %xmm12, %xmm3
	subpd %xmm9, %xmm3
	movapd %xmm3, 496(%rsp)
	movapd %xmm5, 48(%rsp)
	unpckhpd %xmm5, %xmm5
	mulsd %xmm10, %xmm5
	movapd %xmm5, 560(%rsp)
	mulpd %xmm8, %xmm1
	movapd 96(%rsp), %xmm9
	addpd %xmm1, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm10, %xmm1
	mulsd %xmm9, %xmm1
	movapd %xmm1, 720(%rsp)
	movapd %xmm0, %xmm1
	addpd %xmm4, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 592(%rsp)
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
	movapd 112(%rsp), %xmm5
	addpd %xmm1, %xmm5
	subpd %xmm15, %xmm5
	movupd -16(%r14,%r9), %xmm2
	movapd %xmm2, %xmm1
	movapd 640(%rsp), %xmm7
	addpd %xmm7, %xmm1
	movupd -16(%r14,%r10), %xmm4
	subpd %xmm4, %xmm1
	mulpd %xmm8, %xmm2
	movapd 128(%rsp), %xmm15
	addpd %xmm2, %xmm15
	subpd %xmm7, %xmm15
	movupd (%r14,%r9), %xmm4
	movapd %xmm4, %xmm2
	movapd 576(%rsp), %xmm12
	addpd %xmm12, %xmm2
	movupd (%r14,%r10), %xmm7
	subpd %xmm7, %xmm2
	movapd %xmm9, 96(%rsp)
	unpckhpd %xmm9, %xmm9
	mulsd %xmm10, %xmm9
	mulpd %xmm8, %xmm4
	movapd 64(%rsp), %xmm11
	addpd %xmm4, %xmm11
	movapd %xmm10, %xmm4
	mulsd %xmm14, %xmm4
	subpd %xmm12, %xmm11
	movsd -120(%r11,%rax), %xmm8
	subsd 672(%rsp), %xmm8
	movsd -112(%r11,%rax), %xmm12
	subsd %xmm13, %xmm12
	movapd %xmm14, 432(%rsp)
	unpckhpd %xmm14, %xmm14
	mulsd %xmm10, %xmm14
	subsd -120(%r15,%rax), %xmm8
	movsd %xmm8, -120(%r11,%rax)
	movapd %xmm10, %xmm13
	mulsd %xmm6, %xmm13
	subsd -112(%r15,%rax), %xmm12
	movsd %xmm12, -112(%r11,%rax)
	movsd -104(%r11,%rax), %xmm8
	subsd 624(%rsp), %xmm8
	movapd %xmm6, 288(%rsp)
	unpckhpd %xmm6, %xmm6
	mulsd %xmm10, %xmm6
	subsd -104(%r15,%rax), %xmm8
	movsd %xmm8, -104(%r11,%rax)
	movsd -96(%r11,%rax), %xmm8
	subsd 560(%rsp), %xmm8
	movapd %xmm10, %xmm12
	mulsd %xmm5, %xmm12
	subsd -96(%r15,%rax), %xmm8
	movsd %xmm8, -96(%r11,%rax)
	movsd -88(%r11,%rax), %xmm8
	subsd 720(%rsp), %xmm8
	movapd %xmm5, 112(%rsp)
	unpckhpd %xmm5, %xmm5
	mulsd %xmm10, %xmm5
	subsd -88(%r15,%rax), %xmm8
	movsd %xmm8, -88(%r11,%rax)
	movsd -80(%r11,%rax), %xmm8
	subsd %xmm9, %xmm8
	movapd %xmm10, %xmm9
	mulsd %xmm15, %xmm9
	subsd -80(%r15,%rax), %xmm8
	movsd %xmm8, -80(%r11,%rax)
	movsd -72(%r11,%rax), %xmm8
	subsd %xmm4, %xmm8
	movapd %xmm15, 128(%rsp)
	unpckhpd %xmm15, %xmm15
	mulsd %xmm10, %xmm15
	subsd -72(%r15,%rax), %xmm8
	movsd %xmm8, -72(%r11,%rax)
	movsd -64(%r11,%rax), %xmm8
	subsd %xmm14, %xmm8
	movapd %xmm10, %xmm7
	subsd -64(%r15,%rax), %xmm8
	mulsd %xmm11, %xmm7
	movsd %xmm8, -64(%r11,%rax)
	movsd -56(%r11,%rax), %xmm8
	subsd %xmm13, %xmm8
	movapd %xmm11, 64(%rsp)
	subsd -56(%r15,%rax), %xmm8
	movsd %xmm8, -56(%r11,%rax)
	movsd -48(%r11,%rax), %xmm8
	subsd %xmm6, %xmm8
	subsd -48(%r15,%rax), %xmm8
	unpckhpd %xmm11, %xmm11
	movsd %xmm8, -48(%r11,%rax)
	movsd -40(%r11,%rax), %xmm6
	subsd %xmm12, %xmm6
	subsd -40(%r15,%rax), %xmm6
	movsd %xmm6, -40(%r11,%rax)
	movsd -32(%r11,%rax), %xmm6
	subsd %xmm5, %xmm6
	subsd -32(%r15,%rax), %xmm6
	movsd %xmm6, -32(%r11,%rax)
	movsd -24(%r11,%rax), %xmm5
	subsd %xmm9, %xmm5
	movapd 496(%rsp), %xmm9
	subsd -24(%r15,%rax), %xmm5
	mulsd %xmm10, %xmm11
	movsd %xmm5, -24(%r11,%rax)
	movsd -16(%r11,%rax), %xmm5
	subsd %xmm15, %xmm5
	subsd -16(%r15,%rax), %xmm5
	movsd %xmm5, -16(%r11,%rax)
	movapd 448(%rsp), %xmm5
	movsd -8(%r11,%rax), %xmm4
	subsd %xmm7, %xmm4
	movapd 480(%rsp), %xmm7
	subsd -8(%r15,%rax), %xmm4
	movsd %xmm4, -8(%r11,%rax)
	movsd (%r11,%rax), %xmm4
	subsd %xmm11, %xmm4
	movapd 592(%rsp), %xmm11
	subsd (%r15,%rax), %xmm4
	movsd %xmm4, (%r11,%rax)
	subq $-128, %rax
	subq $-128, %r14
	movapd %xmm5, %xmm10
	movapd %xmm7, %xmm6
	movapd %xmm9, %xmm12
	movapd %xmm11, %xmm4
	movapd %xmm3, %xmm14
	movapd %xmm0, %xmm15
	movapd %xmm1, 640(%rsp)
	movapd %xmm2, %xmm8
	cmpq %rsi, %rcx
	jne .LBB_464
	jmp .LBB_470
.LBB_469:
	movapd %xmm10, %xmm5
	movapd %xmm6, %xmm7
	movapd %xmm12, %xmm9
	movapd %xmm4, %xmm11
	movapd %xmm14, %xmm3
	movapd %xmm15, %xmm0
	movapd 640(%rsp), %xmm1
	movapd %xmm8, %xmm2
	movq 144(%rsp), %rdx
.LBB_470:
	movaps 32(%rsp), %xmm4
	movaps %xmm4, 160(%rsp)
	movaps 48(%rsp), %xmm4
	movaps %xmm4, 176(%rsp)
	movaps 96(%rsp), %xmm4
	movaps %xmm4, 192(%rsp)
	movapd 432(%rsp), %xmm12
	movapd %xmm12, 208(%rsp)
	movaps 288(%rsp), %xmm4
	movaps %xmm4, 224(%rsp)
	movaps 112(%rsp), %xmm4
	movaps %xmm4, 240(%rsp)
	movapd 128(%rsp), %xmm13
	movapd %xmm13, 256(%rsp)
	movapd 64(%rsp), %xmm4
	movapd %xmm4, 272(%rsp)
	movapd %xmm5, 304(%rsp)
	cmpq $1024, %rcx
	movq 80(%rsp), %r14
	ja .LBB_552
	addq %rcx, %rdx
	cmpq %r13, %rdx
	jae .LBB_956
	movapd %xmm4, 64(%rsp)
	movq %rdx, %rbp
	subq 704(%rsp), %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movq %rdx, %r9
	shlq $7, %r9
	movq 520(%rsp), %rax
	movupd (%rax,%r9), %xmm4
	movapd %xmm4, 672(%rsp)
	movapd 1072(%rsp), %xmm8
	mulpd %xmm8, %xmm4
	movapd 32(%rsp), %xmm6
	addpd %xmm4, %xmm6
	subpd %xmm5, %xmm6
	movapd %xmm6, 32(%rsp)
	movapd %xmm6, 160(%rsp)
	movupd 16(%rax,%r9), %xmm4
	movapd %xmm4, 640(%rsp)
	mulpd %xmm8, %xmm4
	movapd 48(%rsp), %xmm6
	addpd %xmm4, %xmm6
	subpd %xmm7, %xmm6
	movapd %xmm6, 48(%rsp)
	movapd %xmm6, 176(%rsp)
	movupd 32(%rax,%r9), %xmm4
	movapd %xmm4, 576(%rsp)
	mulpd %xmm8, %xmm4
	movapd 96(%rsp), %xmm15
	addpd %xmm4, %xmm15
	subpd %xmm9, %xmm15
	movapd %xmm15, 192(%rsp)
	movupd 48(%rax,%r9), %xmm10
	movapd %xmm10, %xmm4
	mulpd %xmm8, %xmm4
	addpd %xmm4, %xmm12
	subpd %xmm11, %xmm12
	movapd %xmm12, 208(%rsp)
	movapd %xmm11, 592(%rsp)
	movupd 64(%rax,%r9), %xmm11
	movapd %xmm11, %xmm4
	mulpd %xmm8, %xmm4
	movapd %xmm9, 496(%rsp)
	movapd 288(%rsp), %xmm9
	addpd %xmm4, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 224(%rsp)
	movupd 80(%rax,%r9), %xmm6
	movapd %xmm6, %xmm4
	mulpd %xmm8, %xmm4
	movapd 112(%rsp), %xmm14
	addpd %xmm4, %xmm14
	subpd %xmm0, %xmm14
	movapd %xmm14, 240(%rsp)
	movapd %xmm5, 448(%rsp)
	movupd 96(%rax,%r9), %xmm5
	movapd %xmm5, %xmm4
	mulpd %xmm8, %xmm4
	addpd %xmm4, %xmm13
	subpd %xmm1, %xmm13
	movapd %xmm13, 128(%rsp)
	movapd %xmm13, 256(%rsp)
	movupd 112(%rax,%r9), %xmm4
	movapd %xmm7, 480(%rsp)
	movapd %xmm4, %xmm7
	mulpd %xmm8, %xmm7
	movapd 64(%rsp), %xmm8
	addpd %xmm7, %xmm8
	movapd 672(%rsp), %xmm13
	addpd 448(%rsp), %xmm13
	shlq $7, %rbp
	subpd %xmm2, %xmm8
	movapd %xmm8, 272(%rsp)
	movupd (%rax,%rbp), %xmm7
	subpd %xmm7, %xmm13
	movapd %xmm13, 304(%rsp)
	movapd 640(%rsp), %xmm13
	addpd 480(%rsp), %xmm13
	movupd 16(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm13
	movapd %xmm13, 320(%rsp)
	movapd 576(%rsp), %xmm13
	addpd 496(%rsp), %xmm13
	movupd 32(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm13
	movapd %xmm13, 336(%rsp)
	addpd 592(%rsp), %xmm10
	movupd 48(%rax,%rbp), %xmm7
	subpd %xmm7, %xmm10
	movapd %xmm10, 352(%rsp)
	addpd %xmm3, %xmm11
	movupd 64(%rax,%rbp), %xmm3
	subpd %xmm3, %xmm11
	movapd %xmm11, 368(%rsp)
	addpd %xmm0, %xmm6
	movupd 80(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd %xmm1, %xmm5
	movupd 96(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd %xmm2, %xmm4
	movupd 112(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 1744(%rsp), %xmm0
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	movapd 48(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	mulpd %xmm0, %xmm15
	movapd %xmm15, 800(%rsp)
	mulpd %xmm0, %xmm12
	movapd %xmm12, 816(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 832(%rsp)
	mulpd %xmm0, %xmm14
	movapd %xmm14, 848(%rsp)
	movapd 128(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 864(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 880(%rsp)
	cmpq %r14, %rdi
	ja .LBB_893
	leaq 1(%rcx), %rsi
	movq %rdi, %r13
	shlq $4, %r13
	addq 464(%rsp), %r13
	incq %rdx
	movq %rdx, %r12
	movq %rdx, %rax
	subq 704(%rsp), %rax
	addq 1152(%rsp), %r9
	xorl %ebx, %ebx
	movq 1600(%rsp), %r8
	movapd 1552(%rsp), %xmm4
	jmp .LBB_477
.LBB_475:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_929
.LBB_476:
	movsd %xmm1, 160(%rsp,%rbp,8)
	movsd %xmm0, 304(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 768(%rsp,%rbp,8)
	movq %r14, %r8
	movq %r10, %r13
	movq 80(%rsp), %r14
.LBB_477:
	testb %bl, %bl
	movq 8(%rsp), %rbx
	je .LBB_486
	movq %r13, %r10
.LBB_479:
	testq %r8, %r8
	je .LBB_489
	cmpq %rcx, (%r8)
	jne .LBB_489
	movb $2, %bl
	xorl %r14d, %r14d
	movq %r8, %r13
	movq 704(%rsp), %rdx
	cmpq %rdx, %r12
	jb .LBB_884
.LBB_482:
	movq 8(%r13), %rbp
	testq %rdx, %rdx
	je .LBB_475
	cmpq $15, %rbp
	ja .LBB_911
	leaq (%r9,%rbp,8), %r8
	xorpd %xmm0, %xmm0
	movl $1, %r13d
	movq 1024(%rsp), %rdx
	xorpd %xmm1, %xmm1
.LBB_485:
	xorps %xmm2, %xmm2
	cvtsi2sd %r13, %xmm2
	movsd (%r8,%rdx), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r13
	subq $-128, %rdx
	jne .LBB_485
	jmp .LBB_476
.LBB_486:
	movq 1056(%rsp), %rdx
	movq %rdx, %r10
	cmpq %rdx, %r13
	je .LBB_479
	leaq 16(%r13), %r10
	cmpq %rcx, (%r13)
	jne .LBB_479
	xorl %ebx, %ebx
	movq %r8, %r14
	movq 704(%rsp), %rdx
	cmpq %rdx, %r12
	jae .LBB_482
	jmp .LBB_884
.LBB_489:
	cmpq %rbx, %rcx
	jae .LBB_977
	movq 1536(%rsp), %r12
	cmpq %r12, %rcx
	movq 472(%rsp), %r13
	movq 664(%rsp), %r8
	jae .LBB_972
	movq %rcx, %rax
	shlq $7, %rax
	movsd (%r11,%rax), %xmm0
	subsd 768(%rsp), %xmm0
	subsd (%r15,%rax), %xmm0
	movsd 8(%r11,%rax), %xmm1
	movsd %xmm0, (%r11,%rax)
	subsd 776(%rsp), %xmm1
	subsd 8(%r15,%rax), %xmm1
	movsd %xmm1, 8(%r11,%rax)
	movsd 16(%r11,%rax), %xmm0
	subsd 784(%rsp), %xmm0
	subsd 16(%r15,%rax), %xmm0
	movsd %xmm0, 16(%r11,%rax)
	movsd 24(%r11,%rax), %xmm0
	subsd 792(%rsp), %xmm0
	subsd 24(%r15,%rax), %xmm0
	movsd %xmm0, 24(%r11,%rax)
	movsd 32(%r11,%rax), %xmm0
	subsd 800(%rsp), %xmm0
	subsd 32(%r15,%rax), %xmm0
	movsd %xmm0, 32(%r11,%rax)
	movsd 40(%r11,%rax), %xmm0
	subsd 808(%rsp), %xmm0
	subsd 40(%r15,%rax), %xmm0
	movsd %xmm0, 40(%r11,%rax)
	movsd 48(%r11,%rax), %xmm0
	subsd 816(%rsp), %xmm0
	subsd 48(%r15,%rax), %xmm0
	movsd %xmm0, 48(%r11,%rax)
	movsd 56(%r11,%rax), %xmm0
	subsd 824(%rsp), %xmm0
	subsd 56(%r15,%rax), %xmm0
	movsd %xmm0, 56(%r11,%rax)
	movsd 64(%r11,%rax), %xmm0
	subsd 832(%rsp), %xmm0
	subsd 64(%r15,%rax), %xmm0
	movsd %xmm0, 64(%r11,%rax)
	movsd 72(%r11,%rax), %xmm0
	subsd 840(%rsp), %xmm0
	subsd 72(%r15,%rax), %xmm0
	movsd %xmm0, 72(%r11,%rax)
	movsd 80(%r11,%rax), %xmm0
	subsd 848(%rsp), %xmm0
	subsd 80(%r15,%rax), %xmm0
	movsd %xmm0, 80(%r11,%rax)
	movsd 88(%r11,%rax), %xmm0
	subsd 856(%rsp), %xmm0
	subsd 88(%r15,%rax), %xmm0
	movsd %xmm0, 88(%r11,%rax)
	movsd 96(%r11,%rax), %xmm0
	subsd 864(%rsp), %xmm0
	subsd 96(%r15,%rax), %xmm0
	movsd %xmm0, 96(%r11,%rax)
	movsd 104(%r11,%rax), %xmm0
	subsd 872(%rsp), %xmm0
	subsd 104(%r15,%rax), %xmm0
	movsd %xmm0, 104(%r11,%rax)
	movsd 112(%r11,%rax), %xmm0
	subsd 880(%rsp), %xmm0
	subsd 112(%r15,%rax), %xmm0
	movsd %xmm0, 112(%r11,%rax)
	movsd 120(%r11,%rax), %xmm0
	subsd 888(%rsp), %xmm0
	subsd 120(%r15,%rax), %xmm0
	movsd %xmm0, 120(%r11,%rax)
	cmpq $1024, %rcx
	jne .LBB_447
	jmp .LBB_552
.LBB_492:
	movq %r10, %rax
	orq $2, %rax
	movzbl 800(%rsp), %r8d
	movq 808(%rsp), %rbx
	jmp .LBB_494
.LBB_493:
	testb %r8b, %r8b
	cmovneq %rdx, %rcx
	movq %rcx, %r9
	movq %rax, %r10
	cmpl $2, %eax
	je .LBB_461
.LBB_494:
	shlq $4, %r10
	leaq 784(%rsp), %rdx
	movq 8(%rdx,%r10), %rcx
	cmpq %rcx, %r9
	cmovbq %r9, %rcx
	cmpb $0, (%rdx,%r10)
	cmoveq %r9, %rcx
	movq %rcx, %rdx
	cmpq %rbx, %rcx
	jb .LBB_493
	movq %rbx, %rdx
	jmp .LBB_493
.LBB_496:
	xorpd %xmm1, %xmm1
	xorpd %xmm6, %xmm6
	xorpd %xmm4, %xmm4
	xorpd %xmm5, %xmm5
	xorpd %xmm11, %xmm11
	xorpd %xmm7, %xmm7
	xorpd %xmm9, %xmm9
	xorpd %xmm12, %xmm12
.LBB_497:
	cmpq 88(%rsp), %r12
	je .LBB_1011
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
	movb %sil, 720(%rsp)
	xorps %xmm1, %xmm1
	cvtsi2sd %r15, %xmm1
	movq 544(%rsp), %rax
	movq %rax, 624(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm8, %xmm0
	testq %rsi, %rsi
	leaq 544(%rsp), %rax
	cmovneq %rax, %rsi
	movq %rsi, 1072(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 592(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 640(%rsp)
	movq 1576(%rsp), %rax
	movq 760(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 1024(%rsp)
	movq %rbx, %r12
	subq %r15, %r12
	movq %r15, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 576(%rsp)
	movl $1, %ecx
	xorl %edi, %edi
.LBB_499:
	cmpq %r14, %rdi
	jae .LBB_504
	movq %rdi, %rax
	shlq $4, %rax
	addq 464(%rsp), %rax
.LBB_501:
	movq (%rax), %rbx
	cmpq %rcx, %rbx
	jae .LBB_505
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r14
	jne .LBB_501
	movq %r14, %rdi
	xorl %eax, %eax
	jmp .LBB_506
.LBB_504:
	xorl %eax, %eax
	jmp .LBB_506
.LBB_505:
	movl $1, %eax
.LBB_506:
	movq %rcx, %rsi
	cmpq %rcx, 624(%rsp)
	setae %r8b
	andb 720(%rsp), %r8b
	testq %rax, %rax
	jne .LBB_508
	movl $1025, %r10d
	testb %r8b, %r8b
	je .LBB_514
.LBB_508:
	movl $2, %edx
	subq %rax, %rdx
	testb %al, %al
	movq 624(%rsp), %r9
	movq %r9, %rcx
	cmovneq %rbx, %rcx
	movzbl %r8b, %r8d
	movq %rdx, 768(%rsp)
	movq $2, 776(%rsp)
	movq %rax, 784(%rsp)
	movq %rbx, 792(%rsp)
	movq %r8, 800(%rsp)
	movq %r9, 808(%rsp)
	testq %rax, %rax
	je .LBB_511
	jne .LBB_512
	testq %rax, %rax
	jne .LBB_513
	jmp .LBB_542
.LBB_511:
	movq %rcx, %r10
	jmp .LBB_513
.LBB_512:
	movq %rax, %r8
	xorq $3, %r8
	shll $4, %edx
	leaq 784(%rsp), %r9
	movq 8(%r9,%rdx), %r10
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpb $0, (%r9,%rdx)
	cmoveq %rcx, %r10
	movq %r10, %rcx
	movq %r8, %rdx
	testq %rax, %rax
	je .LBB_542
.LBB_513:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_514:
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movapd 304(%rsp), %xmm8
	movapd 320(%rsp), %xmm4
	movapd 336(%rsp), %xmm10
	movapd 352(%rsp), %xmm5
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 368(%rsp), %xmm11
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movapd 384(%rsp), %xmm13
	movapd 256(%rsp), %xmm9
	movapd 400(%rsp), %xmm3
	movapd 272(%rsp), %xmm0
	movapd %xmm0, 112(%rsp)
	movapd 416(%rsp), %xmm6
	cmpq %r10, %rsi
	jae .LBB_520
	movapd %xmm13, 448(%rsp)
	movq %rsi, %rax
	shlq $7, %rax
	movq 1024(%rsp), %rcx
	leaq (%rcx,%rax), %rbx
	addq 1120(%rsp), %rax
	leaq (%r12,%rsi), %r14
	shlq $7, %r14
	movq 1144(%rsp), %rdx
.LBB_516:
	movq 144(%rsp), %rcx
	leaq (%rcx,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_979
	leaq (%r12,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movapd %xmm8, 480(%rsp)
	movq 8(%rsp), %rbp
	cmpq %rbp, %rsi
	jae .LBB_938
	movapd %xmm11, %xmm2
	movapd %xmm10, %xmm11
	incq %rsi
	movupd (%rdx,%rax), %xmm0
	movapd %xmm0, %xmm7
	addpd %xmm6, %xmm7
	movupd (%rdx,%r14), %xmm1
	subpd %xmm1, %xmm7
	movapd %xmm7, 288(%rsp)
	movapd 592(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 112(%rsp), %xmm8
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
	movapd 48(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 48(%rsp)
	movupd -112(%rdx,%rax), %xmm3
	movupd -96(%rdx,%rax), %xmm2
	movupd -80(%rdx,%rax), %xmm1
	movupd -64(%rdx,%rax), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm5, %xmm15
	movups -112(%rdx,%r14), %xmm6
	movaps %xmm6, 112(%rsp)
	movups -96(%rdx,%r14), %xmm6
	movaps %xmm6, 96(%rsp)
	movupd -64(%rdx,%r14), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%rdx,%r14), %xmm6
	mulpd %xmm7, %xmm0
	movapd 128(%rsp), %xmm9
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
	movapd 32(%rsp), %xmm5
	addpd %xmm2, %xmm5
	subpd %xmm4, %xmm5
	movapd %xmm3, %xmm2
	movapd 480(%rsp), %xmm6
	addpd %xmm6, %xmm2
	subpd 112(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm6, %xmm4
	movapd 640(%rsp), %xmm7
	movapd %xmm7, %xmm3
	movapd %xmm4, 64(%rsp)
	mulpd %xmm4, %xmm3
	movupd -112(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -112(%rbx)
	movapd %xmm7, %xmm3
	movapd %xmm5, 32(%rsp)
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
	movapd %xmm9, 128(%rsp)
	mulpd %xmm9, %xmm3
	movapd 496(%rsp), %xmm9
	subpd %xmm3, %xmm5
	movupd %xmm5, -64(%rbx)
	movapd %xmm7, %xmm3
	mulpd 48(%rsp), %xmm3
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
	movapd %xmm8, 112(%rsp)
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
	cmpq %rsi, %r10
	jne .LBB_516
	jmp .LBB_521
.LBB_520:
	movapd %xmm8, %xmm2
	movapd %xmm4, %xmm1
	movapd %xmm10, %xmm0
	movapd %xmm5, %xmm15
	movapd %xmm11, %xmm14
	movapd %xmm3, %xmm12
	movapd %xmm6, %xmm7
.LBB_521:
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 160(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 176(%rsp)
	movapd 432(%rsp), %xmm10
	movapd %xmm10, 192(%rsp)
	movapd 128(%rsp), %xmm4
	movapd %xmm4, 208(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 224(%rsp)
	movaps 96(%rsp), %xmm3
	movaps %xmm3, 240(%rsp)
	movapd %xmm9, 256(%rsp)
	movapd 112(%rsp), %xmm3
	movapd %xmm3, 272(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r10
	movq 144(%rsp), %rbx
	movq 80(%rsp), %r14
	ja .LBB_433
	leaq (%r10,%rbx), %r14
	cmpq %r13, %r14
	jae .LBB_957
	movapd %xmm7, 288(%rsp)
	movq %r14, %rbp
	subq %r15, %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movq %r14, %rbx
	shlq $7, %rbx
	movq 520(%rsp), %rax
	movupd (%rax,%rbx), %xmm3
	movapd %xmm3, 496(%rsp)
	movapd 592(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, 64(%rsp)
	movapd %xmm5, 160(%rsp)
	movupd 16(%rax,%rbx), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm1, %xmm5
	movapd %xmm5, 32(%rsp)
	movapd %xmm5, 176(%rsp)
	movupd 32(%rax,%rbx), %xmm3
	movapd %xmm3, 480(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 192(%rsp)
	movupd 48(%rax,%rbx), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 128(%rsp)
	movapd %xmm4, 208(%rsp)
	movupd 64(%rax,%rbx), %xmm3
	movapd %xmm3, 672(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm14, %xmm11
	movapd %xmm11, 224(%rsp)
	movupd 80(%rax,%rbx), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm7, %xmm3
	movapd 96(%rsp), %xmm8
	addpd %xmm3, %xmm8
	subpd %xmm13, %xmm8
	movapd %xmm8, 240(%rsp)
	movupd 96(%rax,%rbx), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 256(%rsp)
	movupd 112(%rax,%rbx), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movapd 112(%rsp), %xmm7
	addpd %xmm3, %xmm7
	movapd 496(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	subpd 288(%rsp), %xmm7
	movapd %xmm7, 272(%rsp)
	movupd (%rax,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 448(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 480(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 672(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm6
	movupd 80(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd 288(%rsp), %xmm4
	movupd 112(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 640(%rsp), %xmm0
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 800(%rsp)
	movapd 128(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 816(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 832(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 848(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 864(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 880(%rsp)
	cmpq 80(%rsp), %rdi
	ja .LBB_892
	leaq 1(%r10), %rsi
	movq %rdi, %rbp
	shlq $4, %rbp
	addq 464(%rsp), %rbp
	incq %r14
	movq %r14, %rax
	subq %r15, %rax
	addq 1152(%rsp), %rbx
	xorl %r13d, %r13d
	movq 1072(%rsp), %r8
	movapd 560(%rsp), %xmm4
	jmp .LBB_528
.LBB_526:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_929
.LBB_527:
	movsd %xmm1, 160(%rsp,%rbp,8)
	movsd %xmm0, 304(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 768(%rsp,%rbp,8)
	movq %rcx, %r8
	movq %rdx, %rbp
	movq 704(%rsp), %r15
.LBB_528:
	testb %r13b, %r13b
	je .LBB_537
	movq %rbp, %rdx
	movq 472(%rsp), %r13
.LBB_530:
	testq %r8, %r8
	je .LBB_540
	cmpq %r10, (%r8)
	jne .LBB_540
	movb $2, %r13b
	xorl %ecx, %ecx
	movq %r8, %rbp
	cmpq %r15, %r14
	jb .LBB_883
.LBB_533:
	movq 8(%rbp), %rbp
	testq %r15, %r15
	je .LBB_526
	cmpq $15, %rbp
	ja .LBB_911
	leaq (%rbx,%rbp,8), %r8
	xorpd %xmm0, %xmm0
	movl $1, %r9d
	movq 576(%rsp), %r15
	xorpd %xmm1, %xmm1
.LBB_536:
	xorps %xmm2, %xmm2
	cvtsi2sd %r9, %xmm2
	movsd (%r8,%r15), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %r9
	subq $-128, %r15
	jne .LBB_536
	jmp .LBB_527
.LBB_537:
	movq 1056(%rsp), %rcx
	movq %rcx, %rdx
	cmpq %rcx, %rbp
	movq 472(%rsp), %r13
	je .LBB_530
	leaq 16(%rbp), %rdx
	cmpq %r10, (%rbp)
	jne .LBB_530
	xorl %r13d, %r13d
	movq %r8, %rcx
	cmpq %r15, %r14
	jae .LBB_533
	jmp .LBB_883
.LBB_540:
	movq 8(%rsp), %rbp
	cmpq %rbp, %r10
	jae .LBB_969
	movq %r10, %rax
	shlq $7, %rax
	movupd (%r11,%rax), %xmm0
	movupd 16(%r11,%rax), %xmm1
	movupd 32(%r11,%rax), %xmm2
	subpd 768(%rsp), %xmm0
	movupd 48(%r11,%rax), %xmm3
	movupd %xmm0, (%r11,%rax)
	subpd 784(%rsp), %xmm1
	movupd %xmm1, 16(%r11,%rax)
	subpd 800(%rsp), %xmm2
	movupd %xmm2, 32(%r11,%rax)
	subpd 816(%rsp), %xmm3
	movupd %xmm3, 48(%r11,%rax)
	movupd 64(%r11,%rax), %xmm0
	subpd 832(%rsp), %xmm0
	movupd %xmm0, 64(%r11,%rax)
	movupd 80(%r11,%rax), %xmm0
	subpd 848(%rsp), %xmm0
	movupd %xmm0, 80(%r11,%rax)
	movupd 96(%r11,%rax), %xmm0
	subpd 864(%rsp), %xmm0
	movupd %xmm0, 96(%r11,%rax)
	movupd 112(%r11,%rax), %xmm0
	subpd 880(%rsp), %xmm0
	movupd %xmm0, 112(%r11,%rax)
	cmpq $1024, %r10
	movq 144(%rsp), %rbx
	movq 80(%rsp), %r14
	movq %rsi, %rcx
	jne .LBB_499
	jmp .LBB_433
.LBB_542:
	movq %rdx, %rax
	orq $2, %rax
	movzbl 800(%rsp), %r8d
	movq 808(%rsp), %rbx
	jmp .LBB_544
.LBB_543:
	testb %r8b, %r8b
	cmovneq %rcx, %r10
	movq %r10, %rcx
	movq %rax, %rdx
	cmpl $2, %eax
	je .LBB_513
.LBB_544:
	shlq $4, %rdx
	leaq 784(%rsp), %r9
	movq 8(%r9,%rdx), %r10
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpb $0, (%r9,%rdx)
	cmoveq %rcx, %r10
	movq %r10, %rcx
	cmpq %rbx, %r10
	jb .LBB_543
	movq %rbx, %rcx
	jmp .LBB_543
.LBB_702:
	xorpd %xmm1, %xmm1
	xorpd %xmm6, %xmm6
	xorpd %xmm4, %xmm4
	xorpd %xmm5, %xmm5
	xorpd %xmm11, %xmm11
	xorpd %xmm7, %xmm7
	xorpd %xmm9, %xmm9
	xorpd %xmm12, %xmm12
.LBB_703:
	cmpq 88(%rsp), %rsi
	je .LBB_1011
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
	movb %r9b, 720(%rsp)
	movq 736(%rsp), %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	movq 544(%rsp), %rax
	movq %rax, 624(%rsp)
	movsd .LCPI_5(%rip), %xmm0
	divsd %xmm8, %xmm0
	testq %r9, %r9
	leaq 544(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 704(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 592(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 640(%rsp)
	movq 760(%rsp), %rax
	addq 1576(%rsp), %rax
	movq %rax, 760(%rsp)
	movq %rbx, %r9
	subq %r8, %r9
	shlq $7, %r8
	negq %r8
	movq %r8, 576(%rsp)
	movl $1, %esi
	xorl %edi, %edi
.LBB_705:
	cmpq %r14, %rdi
	jae .LBB_710
	movq %rdi, %rax
	shlq $4, %rax
	addq 464(%rsp), %rax
.LBB_707:
	movq (%rax), %r12
	cmpq %rsi, %r12
	jae .LBB_711
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r14
	jne .LBB_707
	movq %r14, %rdi
	xorl %eax, %eax
	jmp .LBB_712
.LBB_710:
	xorl %eax, %eax
	jmp .LBB_712
.LBB_711:
	movl $1, %eax
.LBB_712:
	cmpq %rsi, 624(%rsp)
	setae %cl
	andb 720(%rsp), %cl
	testq %rax, %rax
	jne .LBB_714
	movl $1025, %r10d
	testb %cl, %cl
	je .LBB_721
.LBB_714:
	movl $2, %r14d
	subq %rax, %r14
	testb %al, %al
	movq 624(%rsp), %rdx
	movq %rdx, %rbx
	cmovneq %r12, %rbx
	movzbl %cl, %ecx
	movq %r14, 768(%rsp)
	movq $2, 776(%rsp)
	movq %rax, 784(%rsp)
	movq %r12, 792(%rsp)
	movq %rcx, 800(%rsp)
	movq %rdx, 808(%rsp)
	testq %rax, %rax
	je .LBB_717
	jne .LBB_718
	jmp .LBB_719
.LBB_717:
	movq %rbx, %r10
	jmp .LBB_720
.LBB_718:
	movq %rax, %rcx
	xorq $3, %rcx
	shll $4, %r14d
	leaq 784(%rsp), %rdx
	movq 8(%rdx,%r14), %r10
	cmpq %r10, %rbx
	cmovbq %rbx, %r10
	cmpb $0, (%rdx,%r14)
	cmoveq %rbx, %r10
	movq %r10, %rbx
	movq %rcx, %r14
.LBB_719:
	testq %rax, %rax
	je .LBB_749
.LBB_720:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_721:
	movaps 160(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 176(%rsp), %xmm0
	movaps %xmm0, 32(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 128(%rsp)
	movapd 304(%rsp), %xmm8
	movapd 320(%rsp), %xmm4
	movapd 336(%rsp), %xmm10
	movapd 352(%rsp), %xmm5
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 48(%rsp)
	movapd 368(%rsp), %xmm11
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movapd 384(%rsp), %xmm13
	movapd 256(%rsp), %xmm9
	movapd 400(%rsp), %xmm3
	movapd 272(%rsp), %xmm0
	movapd %xmm0, 112(%rsp)
	movapd 416(%rsp), %xmm6
	cmpq %r10, %rsi
	jae .LBB_727
	movapd %xmm13, 448(%rsp)
	movq %rsi, %rax
	shlq $7, %rax
	movq 760(%rsp), %rcx
	leaq (%rcx,%rax), %rbx
	addq 1120(%rsp), %rax
	leaq (%r9,%rsi), %r14
	shlq $7, %r14
	movq 1144(%rsp), %r12
.LBB_723:
	movq 144(%rsp), %rcx
	leaq (%rcx,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_979
	leaq (%r9,%rsi), %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movapd %xmm8, 480(%rsp)
	cmpq 8(%rsp), %rsi
	jae .LBB_938
	movapd %xmm11, %xmm2
	movapd %xmm10, %xmm11
	incq %rsi
	movupd (%r12,%rax), %xmm0
	movapd %xmm0, %xmm7
	addpd %xmm6, %xmm7
	movupd (%r12,%r14), %xmm1
	subpd %xmm1, %xmm7
	movapd %xmm7, 288(%rsp)
	movapd 592(%rsp), %xmm7
	mulpd %xmm7, %xmm0
	movapd 112(%rsp), %xmm8
	addpd %xmm0, %xmm8
	subpd %xmm6, %xmm8
	movupd -16(%r12,%rax), %xmm0
	movapd %xmm0, %xmm12
	addpd %xmm3, %xmm12
	movupd -16(%r12,%r14), %xmm1
	subpd %xmm1, %xmm12
	mulpd %xmm7, %xmm0
	addpd %xmm0, %xmm9
	subpd %xmm3, %xmm9
	movapd %xmm9, 496(%rsp)
	movupd -32(%r12,%rax), %xmm0
	movapd %xmm0, %xmm13
	movapd 448(%rsp), %xmm3
	addpd %xmm3, %xmm13
	movupd -32(%r12,%r14), %xmm1
	subpd %xmm1, %xmm13
	mulpd %xmm7, %xmm0
	movapd 96(%rsp), %xmm10
	addpd %xmm0, %xmm10
	subpd %xmm3, %xmm10
	movupd -48(%r12,%rax), %xmm0
	movapd %xmm0, %xmm14
	addpd %xmm2, %xmm14
	movupd -48(%r12,%r14), %xmm1
	subpd %xmm1, %xmm14
	mulpd %xmm7, %xmm0
	movapd 48(%rsp), %xmm1
	addpd %xmm0, %xmm1
	subpd %xmm2, %xmm1
	movapd %xmm1, 48(%rsp)
	movupd -112(%r12,%rax), %xmm3
	movupd -96(%r12,%rax), %xmm2
	movupd -80(%r12,%rax), %xmm1
	movupd -64(%r12,%rax), %xmm0
	movapd %xmm0, %xmm15
	addpd %xmm5, %xmm15
	movups -112(%r12,%r14), %xmm6
	movaps %xmm6, 112(%rsp)
	movups -96(%r12,%r14), %xmm6
	movaps %xmm6, 96(%rsp)
	movupd -64(%r12,%r14), %xmm6
	subpd %xmm6, %xmm15
	movupd -80(%r12,%r14), %xmm6
	mulpd %xmm7, %xmm0
	movapd 128(%rsp), %xmm9
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
	movapd 32(%rsp), %xmm5
	addpd %xmm2, %xmm5
	subpd %xmm4, %xmm5
	movapd %xmm3, %xmm2
	movapd 480(%rsp), %xmm6
	addpd %xmm6, %xmm2
	subpd 112(%rsp), %xmm2
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm4
	addpd %xmm3, %xmm4
	subpd %xmm6, %xmm4
	movapd 640(%rsp), %xmm7
	movapd %xmm7, %xmm3
	movapd %xmm4, 64(%rsp)
	mulpd %xmm4, %xmm3
	movupd -112(%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, -112(%rbx)
	movapd %xmm7, %xmm3
	movapd %xmm5, 32(%rsp)
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
	movapd %xmm9, 128(%rsp)
	mulpd %xmm9, %xmm3
	movapd 496(%rsp), %xmm9
	subpd %xmm3, %xmm5
	movupd %xmm5, -64(%rbx)
	movapd %xmm7, %xmm3
	mulpd 48(%rsp), %xmm3
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
	movapd %xmm8, 112(%rsp)
	mulpd %xmm8, %xmm3
	movupd (%rbx), %xmm4
	subpd %xmm3, %xmm4
	movupd %xmm4, (%rbx)
	subq $-128, %rbx
	subq $-128, %r12
	movapd %xmm2, %xmm8
	movapd %xmm1, %xmm4
	movapd %xmm0, %xmm10
	movapd %xmm15, %xmm5
	movapd %xmm14, %xmm11
	movapd %xmm13, 448(%rsp)
	movapd %xmm12, %xmm3
	movapd %xmm7, %xmm6
	cmpq %rsi, %r10
	jne .LBB_723
	jmp .LBB_728
.LBB_727:
	movapd %xmm8, %xmm2
	movapd %xmm4, %xmm1
	movapd %xmm10, %xmm0
	movapd %xmm5, %xmm15
	movapd %xmm11, %xmm14
	movapd %xmm3, %xmm12
	movapd %xmm6, %xmm7
.LBB_728:
	movaps 64(%rsp), %xmm3
	movaps %xmm3, 160(%rsp)
	movaps 32(%rsp), %xmm3
	movaps %xmm3, 176(%rsp)
	movapd 432(%rsp), %xmm10
	movapd %xmm10, 192(%rsp)
	movapd 128(%rsp), %xmm4
	movapd %xmm4, 208(%rsp)
	movaps 48(%rsp), %xmm3
	movaps %xmm3, 224(%rsp)
	movaps 96(%rsp), %xmm3
	movaps %xmm3, 240(%rsp)
	movapd %xmm9, 256(%rsp)
	movapd 112(%rsp), %xmm3
	movapd %xmm3, 272(%rsp)
	movapd %xmm2, 304(%rsp)
	cmpq $1024, %r10
	movq 144(%rsp), %rax
	movq 80(%rsp), %r14
	ja .LBB_552
	leaq (%r10,%rax), %rcx
	cmpq %r13, %rcx
	jae .LBB_978
	movapd %xmm7, 288(%rsp)
	movq %rcx, %rbp
	subq 736(%rsp), %rbp
	cmpq %r13, %rbp
	jae .LBB_903
	movq %rcx, %rbx
	shlq $7, %rbx
	movq 520(%rsp), %rax
	movupd (%rax,%rbx), %xmm3
	movapd %xmm3, 496(%rsp)
	movapd 592(%rsp), %xmm7
	mulpd %xmm7, %xmm3
	movapd 64(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, 64(%rsp)
	movapd %xmm5, 160(%rsp)
	movupd 16(%rax,%rbx), %xmm3
	movapd %xmm3, 448(%rsp)
	mulpd %xmm7, %xmm3
	movapd 32(%rsp), %xmm5
	addpd %xmm3, %xmm5
	subpd %xmm1, %xmm5
	movapd %xmm5, 32(%rsp)
	movapd %xmm5, 176(%rsp)
	movupd 32(%rax,%rbx), %xmm3
	movapd %xmm3, 480(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm10
	subpd %xmm0, %xmm10
	movapd %xmm10, 192(%rsp)
	movupd 48(%rax,%rbx), %xmm3
	movapd %xmm3, 432(%rsp)
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm4
	subpd %xmm15, %xmm4
	movapd %xmm4, 128(%rsp)
	movapd %xmm4, 208(%rsp)
	movupd 64(%rax,%rbx), %xmm3
	movapd %xmm3, 672(%rsp)
	mulpd %xmm7, %xmm3
	movapd 48(%rsp), %xmm11
	addpd %xmm3, %xmm11
	subpd %xmm14, %xmm11
	movapd %xmm11, 224(%rsp)
	movupd 80(%rax,%rbx), %xmm6
	movapd %xmm6, %xmm3
	mulpd %xmm7, %xmm3
	movapd 96(%rsp), %xmm8
	addpd %xmm3, %xmm8
	subpd %xmm13, %xmm8
	movapd %xmm8, 240(%rsp)
	movupd 96(%rax,%rbx), %xmm5
	movapd %xmm5, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm3, %xmm9
	subpd %xmm12, %xmm9
	movapd %xmm9, 256(%rsp)
	movupd 112(%rax,%rbx), %xmm4
	movapd %xmm4, %xmm3
	mulpd %xmm7, %xmm3
	movapd 112(%rsp), %xmm7
	addpd %xmm3, %xmm7
	movapd 496(%rsp), %xmm3
	addpd %xmm2, %xmm3
	shlq $7, %rbp
	subpd 288(%rsp), %xmm7
	movapd %xmm7, 272(%rsp)
	movupd (%rax,%rbp), %xmm2
	subpd %xmm2, %xmm3
	movapd %xmm3, 304(%rsp)
	movapd 448(%rsp), %xmm2
	addpd %xmm1, %xmm2
	movupd 16(%rax,%rbp), %xmm1
	subpd %xmm1, %xmm2
	movapd %xmm2, 320(%rsp)
	movapd 480(%rsp), %xmm1
	addpd %xmm0, %xmm1
	movupd 32(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 336(%rsp)
	movapd 432(%rsp), %xmm1
	addpd %xmm15, %xmm1
	movupd 48(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 352(%rsp)
	movapd 672(%rsp), %xmm1
	addpd %xmm14, %xmm1
	movupd 64(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm1
	movapd %xmm1, 368(%rsp)
	addpd %xmm13, %xmm6
	movupd 80(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm6
	movapd %xmm6, 384(%rsp)
	addpd %xmm12, %xmm5
	movupd 96(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm5
	movapd %xmm5, 400(%rsp)
	addpd 288(%rsp), %xmm4
	movupd 112(%rax,%rbp), %xmm0
	subpd %xmm0, %xmm4
	movapd %xmm4, 416(%rsp)
	movapd 640(%rsp), %xmm0
	movapd 64(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 768(%rsp)
	movapd 32(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 784(%rsp)
	mulpd %xmm0, %xmm10
	movapd %xmm10, 800(%rsp)
	movapd 128(%rsp), %xmm1
	mulpd %xmm0, %xmm1
	movapd %xmm1, 816(%rsp)
	mulpd %xmm0, %xmm11
	movapd %xmm11, 832(%rsp)
	mulpd %xmm0, %xmm8
	movapd %xmm8, 848(%rsp)
	mulpd %xmm0, %xmm9
	movapd %xmm9, 864(%rsp)
	mulpd %xmm0, %xmm7
	movapd %xmm7, 880(%rsp)
	cmpq %r14, %rdi
	ja .LBB_893
	leaq 1(%r10), %rsi
	movq %rdi, %rbp
	shlq $4, %rbp
	addq 464(%rsp), %rbp
	incq %rcx
	movq %rcx, %r8
	movq %rcx, %rax
	subq 736(%rsp), %rax
	addq 1152(%rsp), %rbx
	xorl %r12d, %r12d
	movq 704(%rsp), %r13
	movapd 560(%rsp), %xmm4
	jmp .LBB_735
.LBB_733:
	xorpd %xmm0, %xmm0
	xorpd %xmm1, %xmm1
	cmpq $15, %rbp
	ja .LBB_929
.LBB_734:
	movsd %xmm1, 160(%rsp,%rbp,8)
	movsd %xmm0, 304(%rsp,%rbp,8)
	divsd %xmm4, %xmm1
	movsd %xmm1, 768(%rsp,%rbp,8)
	movq %rdx, %r13
	movq %r14, %rbp
.LBB_735:
	testb %r12b, %r12b
	je .LBB_744
	movq %rbp, %r14
.LBB_737:
	testq %r13, %r13
	je .LBB_747
	cmpq %r10, (%r13)
	jne .LBB_747
	movb $2, %r12b
	xorl %edx, %edx
	movq %r13, %rbp
	movq 736(%rsp), %rcx
	cmpq %rcx, %r8
	movq 472(%rsp), %r13
	jb .LBB_890
.LBB_740:
	movq 8(%rbp), %rbp
	testq %rcx, %rcx
	je .LBB_733
	cmpq $15, %rbp
	ja .LBB_911
	leaq (%rbx,%rbp,8), %r13
	xorpd %xmm0, %xmm0
	movl $1, %ecx
	movq 576(%rsp), %r15
	xorpd %xmm1, %xmm1
.LBB_743:
	xorps %xmm2, %xmm2
	cvtsi2sd %rcx, %xmm2
	movsd (%r13,%r15), %xmm3
	mulsd %xmm3, %xmm2
	addsd %xmm2, %xmm1
	addsd %xmm3, %xmm0
	incq %rcx
	subq $-128, %r15
	jne .LBB_743
	jmp .LBB_734
.LBB_744:
	movq 1056(%rsp), %rcx
	movq %rcx, %r14
	cmpq %rcx, %rbp
	je .LBB_737
	leaq 16(%rbp), %r14
	cmpq %r10, (%rbp)
	jne .LBB_737
	xorl %r12d, %r12d
	movq %r13, %rdx
	movq 736(%rsp), %rcx
	cmpq %rcx, %r8
	movq 472(%rsp), %r13
	jae .LBB_740
	jmp .LBB_890
.LBB_747:
	cmpq 8(%rsp), %r10
	jae .LBB_969
	movq %r10, %rax
	shlq $7, %rax
	movupd (%r11,%rax), %xmm0
	movupd 16(%r11,%rax), %xmm1
	movupd 32(%r11,%rax), %xmm2
	subpd 768(%rsp), %xmm0
	movupd 48(%r11,%rax), %xmm3
	movupd %xmm0, (%r11,%rax)
	subpd 784(%rsp), %xmm1
	movupd %xmm1, 16(%r11,%rax)
	subpd 800(%rsp), %xmm2
	movupd %xmm2, 32(%r11,%rax)
	subpd 816(%rsp), %xmm3
	movupd %xmm3, 48(%r11,%rax)
	movupd 64(%r11,%rax), %xmm0
	subpd 832(%rsp), %xmm0
	movupd %xmm0, 64(%r11,%rax)
	movupd 80(%r11,%rax), %xmm0
	subpd 848(%rsp), %xmm0
	movupd %xmm0, 80(%r11,%rax)
	movupd 96(%r11,%rax), %xmm0
	subpd 864(%rsp), %xmm0
	movupd %xmm0, 96(%r11,%rax)
	movupd 112(%r11,%rax), %xmm0
	subpd 880(%rsp), %xmm0
	movupd %xmm0, 112(%r11,%rax)
	cmpq $1024, %r10
	movq 472(%rsp), %r13
	movq 80(%rsp), %r14
	jne .LBB_705
	jmp .LBB_552
.LBB_749:
	movq %r14, %rax
	orq $2, %rax
	movzbl 800(%rsp), %edx
	movq 808(%rsp), %r12
	jmp .LBB_751
.LBB_750:
	testb %dl, %dl
	cmovneq %rcx, %r10
	movq %r10, %rbx
	movq %rax, %r14
	cmpl $2, %eax
	je .LBB_720
.LBB_751:
	shlq $4, %r14
	leaq 784(%rsp), %rcx
	movq 8(%rcx,%r14), %r10
	cmpq %r10, %rbx
	cmovbq %rbx, %r10
	cmpb $0, (%rcx,%r14)
	cmoveq %rbx, %r10
	movq %r10, %rcx
	cmpq %r12, %r10
	jb .LBB_750
	movq %r12, %rcx
	jmp .LBB_750
.LBB_801:
	movq %r10, %rsi
	andq $-32, %rsi
	xorl %r11d, %r11d
	movdqa .LCPI_11(%rip), %xmm3
	movdqa .LCPI_12(%rip), %xmm4
.LBB_802:
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
	jne .LBB_802
	cmpq %rsi, %r10
	movdqa .LCPI_13(%rip), %xmm1
	je .LBB_812
	testb $28, %r10b
	je .LBB_808
.LBB_805:
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-4, %rsi
	movdqa .LCPI_14(%rip), %xmm2
.LBB_806:
	movl (%rdi,%r11), %ebx
	xorl 16(%rdi,%r11), %ebx
	movd %ebx, %xmm0
	pcmpeqb %xmm1, %xmm0
	pand %xmm2, %xmm0
	movd %xmm0, (%r9,%r11)
	addq $4, %r11
	cmpq %r11, %rsi
	jne .LBB_806
	cmpq %rsi, %r10
	je .LBB_812
	jmp .LBB_808
.LBB_873:
	movq 1720(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_875
	movq 1728(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movsd .LCPI_1(%rip), %xmm1
.LBB_875:
	cmpq $0, 1616(%rsp)
	movq 144(%rsp), %rbx
	movq 1760(%rsp), %rcx
	jne .LBB_68
	jmp .LBB_879
.LBB_876:
	cmpq $21, 80(%rsp)
	jae .LBB_878
	movq 464(%rsp), %rdi
	movq 80(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 528(%rsp), %r14
	movq 472(%rsp), %r13
	jmp .LBB_85
.LBB_878:
	movq 464(%rsp), %rdi
	movq 80(%rsp), %rsi
	leaq 159(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 528(%rsp), %r14
	movq 472(%rsp), %r13
	jmp .LBB_85
.LBB_879:
	leaq (%r14,%r14,4), %rax
	movq 1224(%rsp), %rbx
	leaq (%rbx,%rax,8), %rax
	movq %rbx, 768(%rsp)
	movq %rbx, 776(%rsp)
	movq 1096(%rsp), %r14
	movq %r14, 784(%rsp)
	movq %rax, 792(%rsp)
	movq 1192(%rsp), %rax
	movq %rax, 800(%rsp)
	movq 1064(%rsp), %rax
	movq %rax, 808(%rsp)
	leaq 1168(%rsp), %rax
	movq %rax, 816(%rsp)
	xorl %ebp, %ebp
	leaq 768(%rsp), %rsi
	movq 1768(%rsp), %rdi
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1888(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1696(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1672(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1648(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_882
	movq 1656(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_882:
	leaq 1240(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1808(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $2248, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_883:
	movq %r14, %r12
.LBB_884:
	leaq .Lanon.2(%rip), %rcx
	movq 472(%rsp), %r13
	jmp .LBB_891
.LBB_885:
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_891
.LBB_886:
	leaq .Lanon.2(%rip), %rcx
	movq 472(%rsp), %r13
	movq %rsi, %r12
	jmp .LBB_891
.LBB_887:
	movq %r15, %r13
	leaq .Lanon.2(%rip), %rcx
	movq %rdx, %r12
	jmp .LBB_891
.LBB_888:
	movq 576(%rsp), %r13
	leaq .Lanon.2(%rip), %rcx
	movq %r15, %r12
	jmp .LBB_891
.LBB_889:
	movl $1025, %r13d
	xorl %eax, %eax
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_891
.LBB_890:
	leaq .Lanon.2(%rip), %rcx
	movq %r8, %r12
.LBB_891:
	movq %rax, %rdi
	movq %r12, %rsi
	movq %r13, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1007
.LBB_892:
	movq 80(%rsp), %r14
.LBB_893:
	movq %r14, %r13
	leaq .Lanon.4(%rip), %rcx
.LBB_894:
	movq %r14, %rsi
	movq %r13, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1007
.LBB_895:
	leaq .Lanon.5(%rip), %rdx
	movq %rax, %r15
	jmp .LBB_981
.LBB_896:
	leaq .Lanon.6(%rip), %rdx
	movq %rax, %r15
	jmp .LBB_981
.LBB_897:
	movq %rbx, %rdi
	movq 1104(%rsp), %r14
.LBB_898:
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_894
.LBB_899:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %r15
	jmp .LBB_981
.LBB_900:
	leaq .Lanon.9(%rip), %rdx
	movq %rax, %r15
	jmp .LBB_981
.LBB_901:
	movq %rbx, %r12
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_891
.LBB_902:
	leaq .Lanon.11(%rip), %rdi
	leaq .Lanon.12(%rip), %rdx
	movl $19, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1007
.LBB_903:
	movq %r13, %r15
.LBB_904:
	leaq .Lanon.13(%rip), %rdx
	jmp .LBB_981
.LBB_905:
	movq 88(%rsp), %rax
	movq %r12, %r13
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_891
.LBB_906:
	movq %rdi, %r12
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_891
.LBB_907:
	movq 88(%rsp), %rdi
	movq 1216(%rsp), %r14
	movq %r15, %r13
	jmp .LBB_898
.LBB_908:
	movq 88(%rsp), %rax
	movq %r12, %r13
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_891
.LBB_909:
	movq 88(%rsp), %rdi
	movq 1216(%rsp), %r14
	movq %r8, %r13
	jmp .LBB_898
.LBB_910:
	movl $16, %eax
	movq %r12, %r13
	leaq .Lanon.16(%rip), %rcx
	jmp .LBB_891
.LBB_917:
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_891
.LBB_911:
	movl $16, %r15d
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_981
.LBB_912:
	movq %rax, 8(%rsp)
	movq %rbp, %rsi
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_975
.LBB_913:
	movq %rax, 8(%rsp)
	movq %rbp, %rsi
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_975
.LBB_914:
	movq %r12, %rsi
.LBB_915:
	movl $1025, %eax
	movq %rax, 8(%rsp)
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_975
.LBB_916:
	movq %rsi, 8(%rsp)
	movq %r15, %rsi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_975
.LBB_918:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, %rcx
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	movq 144(%rsp), %rbx
	jmp .LBB_66
.LBB_920:
	movq 88(%rsp), %r12
	jmp .LBB_922
.LBB_921:
	movq %rdi, %r12
.LBB_922:
	movq %r15, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_891
.LBB_923:
	movq %rbp, 8(%rsp)
	movq %r14, %rsi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_975
.LBB_924:
	movq %rdx, %r12
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_891
.LBB_925:
	movq 88(%rsp), %r12
	jmp .LBB_927
.LBB_926:
	movq %rdi, %r12
.LBB_927:
	movq %r8, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_891
.LBB_928:
	movq %r8, 8(%rsp)
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_975
.LBB_929:
	movl $16, %r15d
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_981
.LBB_930:
	movb $1, %bpl
	leaq .Lanon.25(%rip), %rdx
	movq 1064(%rsp), %rsi
	movq 1096(%rsp), %r14
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1007
.LBB_931:
	movq %rax, 8(%rsp)
	movq %rbp, %rsi
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_975
.LBB_932:
	movq %rax, 8(%rsp)
	movq %rbp, %rsi
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_975
.LBB_933:
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_975
.LBB_934:
	movq %rdx, 8(%rsp)
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_975
.LBB_935:
	movq %rbx, %rsi
	movq 1064(%rsp), %rax
	movq %rax, 8(%rsp)
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_975
.LBB_937:
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_975
.LBB_938:
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_975
.LBB_939:
	movq %r8, 8(%rsp)
	movq $-1, %rsi
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_975
.LBB_940:
	movq %rsi, %rbp
	leaq .Lanon.33(%rip), %rdx
	movq 576(%rsp), %r15
	jmp .LBB_981
.LBB_941:
	movq %rbx, %rsi
	movq 1064(%rsp), %rax
	movq %rax, 8(%rsp)
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_975
.LBB_942:
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_975
.LBB_943:
	movq %rsi, 8(%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_975
.LBB_944:
	leaq .Lanon.37(%rip), %rdi
	leaq .Lanon.38(%rip), %rcx
	leaq .Lanon.39(%rip), %r8
	leaq 159(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1007
.LBB_960:
	movq %r14, %rsi
	jmp .LBB_976
.LBB_945:
	movq %r14, 8(%rsp)
	subq 88(%rsp), %rdx
	addq $1025, %rdx
	leaq .Lanon.40(%rip), %rax
	movq %rax, 16(%rsp)
	movq %rdx, %rsi
	jmp .LBB_976
.LBB_946:
	movq %rsi, 8(%rsp)
	leaq .Lanon.41(%rip), %rax
	jmp .LBB_975
.LBB_947:
	movq %r14, 8(%rsp)
	jmp .LBB_949
.LBB_948:
	movq %rbx, 8(%rsp)
.LBB_949:
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_975
.LBB_950:
	movq %rcx, %rsi
	movq %rcx, 8(%rsp)
	leaq .Lanon.41(%rip), %rax
	jmp .LBB_975
.LBB_951:
	movq %rbx, 8(%rsp)
	leaq .Lanon.40(%rip), %rax
	jmp .LBB_975
.LBB_952:
	movq 1024(%rsp), %rax
	movq %rax, %rsi
	jmp .LBB_962
.LBB_953:
	movq %rbp, %rsi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_975
.LBB_954:
	movq %rbp, %rsi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_975
.LBB_955:
	movq %rsi, 8(%rsp)
	movl $1024, %esi
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_975
.LBB_956:
	movq %rdx, %rbp
	jmp .LBB_979
.LBB_957:
	movq %r14, %rbp
	jmp .LBB_979
.LBB_958:
	leaq .Lanon.37(%rip), %rdi
	leaq .Lanon.38(%rip), %rcx
	leaq .Lanon.39(%rip), %r8
	leaq 159(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1007
.LBB_959:
	movq %r12, %rbp
	jmp .LBB_979
.LBB_961:
	movq %r8, %rsi
	movq 1024(%rsp), %rax
.LBB_962:
	movq %rax, 8(%rsp)
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_975
.LBB_963:
	movq %r8, %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_975
.LBB_964:
	movq %r8, %rsi
	movq %r8, 8(%rsp)
	jmp .LBB_974
.LBB_965:
	movq %rbp, %rsi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_975
.LBB_966:
	movq %r9, %rbp
	jmp .LBB_980
.LBB_968:
	movq %r10, %rsi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_975
.LBB_969:
	movq %r10, %rsi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_975
.LBB_970:
	movq %r8, %rbp
	jmp .LBB_980
.LBB_972:
	movq %rcx, %rsi
.LBB_973:
	movq %r12, 8(%rsp)
.LBB_974:
	leaq .Lanon.44(%rip), %rax
.LBB_975:
	movq %rax, 16(%rsp)
.LBB_976:
	movq %rsi, %rdi
	movq 8(%rsp), %rsi
	movq 16(%rsp), %rdx
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1007
.LBB_977:
	movq %rcx, %rsi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_975
.LBB_978:
	movq %rcx, %rbp
.LBB_979:
	movq %r13, %r15
.LBB_980:
	leaq .Lanon.45(%rip), %rdx
.LBB_981:
	movq %rbp, %rdi
	movq %r15, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1007
.LBB_982:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	jmp .LBB_976
.LBB_983:
	movq 752(%rsp), %rbp
	leaq .Lanon.46(%rip), %rdx
	jmp .LBB_981
.LBB_984:
	movq 752(%rsp), %rbp
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_981
.LBB_985:
	movq %rsi, 8(%rsp)
	movl $4, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_986:
	movq %rsi, 8(%rsp)
	movl $15, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_987:
	movq %rsi, 8(%rsp)
	movl $9, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_988:
	movq %rsi, 8(%rsp)
	movl $14, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_989:
	movq %r15, %rbp
	leaq .Lanon.49(%rip), %rdx
	jmp .LBB_981
.LBB_990:
	movq %rsi, 8(%rsp)
	movl $3, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_991:
	movq %rsi, 8(%rsp)
	movl $8, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_992:
	movq %rsi, 8(%rsp)
	movl $13, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_993:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_994:
	movq %rsi, 8(%rsp)
	movl $2, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_995:
	movq %rsi, 8(%rsp)
	movl $7, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_996:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	leaq .Lanon.50(%rip), %rax
	jmp .LBB_975
.LBB_997:
	movq %rsi, 8(%rsp)
	movl $12, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_998:
	movq %rsi, 8(%rsp)
	movl $1, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_999:
	movq %rsi, 8(%rsp)
	movl $6, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_1000:
	movq %rsi, 8(%rsp)
	movl $11, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_1001:
	movq %rsi, 8(%rsp)
	movl $5, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_1002:
	movq %rsi, 8(%rsp)
	movl $10, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_975
.LBB_1003:
	movq %rax, 8(%rsp)
	movl $1024, %esi
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_975
.LBB_1004:
	movq %rbx, %rsi
	jmp .LBB_915
.LBB_1005:
	movq %rsi, 8(%rsp)
	movq %r10, %rsi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_975
.LBB_1006:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1007:
	ud2
.LBB_1008:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_975
.LBB_1009:
	xorl %esi, %esi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_975
.LBB_1010:
	xorl %esi, %esi
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_975
.LBB_1011:
	xorl %esi, %esi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_975
.LBB_1012:
	xorl %esi, %esi
	movq $0, 8(%rsp)
	jmp .LBB_974
.LBB_1013:
	xorl %esi, %esi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_975
.LBB_1014:
	movq %rsi, 8(%rsp)
	movq %rdi, %rsi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_975
.LBB_1015:
	movq %r8, %rsi
	jmp .LBB_915
	movq %rax, %rbx
	movq 1096(%rsp), %rcx
	jmp .LBB_1037
	jmp .LBB_1030
	movq %rax, %rbx
	testq %r12, %r12
	je .LBB_1057
	shlq $3, %r12
	movl $8, %edx
	movq %r15, %rdi
	movq %r12, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1057
	movq %rax, %rbx
	movb $1, %bpl
	jmp .LBB_1032
	jmp .LBB_1030
	movq %rax, %rbx
	jmp .LBB_1043
	movq %rax, %rbx
	jmp .LBB_1059
	jmp .LBB_1030
	movq %rax, %rbx
	jmp .LBB_1060
	jmp .LBB_1030
	movq %rax, %rbx
	movq %r14, %rcx
	jmp .LBB_1033
	jmp .LBB_1030
.LBB_1030:
	movq %rax, %rbx
	movq 1720(%rsp), %rsi
	movb $1, %bpl
	testq %rsi, %rsi
	je .LBB_1032
	movq 1728(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1032:
	movq 1096(%rsp), %rcx
.LBB_1033:
	movq 1912(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1036
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1036
	movq 1904(%rsp), %rdi
	subq %rax, %rdi
	movl $16, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1096(%rsp), %rcx
.LBB_1036:
	testb %bpl, %bpl
	je .LBB_1040
.LBB_1037:
	testq %rcx, %rcx
	je .LBB_1040
	shlq $3, %rcx
	leaq (%rcx,%rcx,4), %rsi
	movl $8, %edx
	movq 1224(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1040
	movq %rax, %rbx
.LBB_1040:
	movq 1704(%rsp), %r14
	movq 1712(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1052
.LBB_1041:
	movq 1696(%rsp), %rax
	testq %rax, %rax
	je .LBB_1043
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1043:
	movq 1680(%rsp), %r14
	movq 1688(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1046
.LBB_1044:
	movq 1672(%rsp), %rax
	testq %rax, %rax
	je .LBB_1057
	shlq $4, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1057
.LBB_1046:
	leaq 32(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1048
.LBB_1047:
	addq $48, %r12
	decq %r15
	je .LBB_1044
.LBB_1048:
	movq -32(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1050
	movq -24(%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
.LBB_1050:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1047
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1047
.LBB_1052:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1054
.LBB_1053:
	addq $24, %r12
	decq %r15
	je .LBB_1041
.LBB_1054:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1053
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1053
	movq %rax, %rbx
.LBB_1057:
	movq 1648(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1059
	movq 1656(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1059:
	leaq 1240(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1060:
	movq 1808(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1063
	movq 1832(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1064
.LBB_1062:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1063:
	movq 1816(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1832(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1062
.LBB_1064:
	movq 1840(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
