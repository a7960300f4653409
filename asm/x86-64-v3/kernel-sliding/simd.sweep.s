# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=x86-64-v3
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
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
	movq 16(%rdx), %rbp
	movq %rdx, %rbx
	movq 24(%rdx), %r13
	movq %rbp, %rdi
	movq %r13, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %r12
	movq %r12, 536(%rsp)
	leaq 1528(%rsp), %rbx
	movq %rbx, %rdi
	movq %rsi, 528(%rsp)
	movq %r12, %rdx
	movq %rbp, %rcx
	movq %r13, %r8
	callq kernel_sliding::grid_for
	movq %r13, %rax
	shlq $4, %rax
	leaq (%rax,%rax,2), %r15
	leaq (%r15,%rbp), %rax
	movq $0, 936(%rsp)
	movq $0, 1000(%rsp)
	movq %rbp, 1064(%rsp)
	movq %rax, 1328(%rsp)
	movq %rax, 1072(%rsp)
	leaq 936(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 120(%rsp)
	testq %r13, %r13
	je .LBB_18
.LBB_8:
	movq 16(%rbp), %rax
	testq %rax, %rax
	js .LBB_923
	movq %rax, %rsi
	movq 24(%rbp), %rax
	testq %rax, %rax
	js .LBB_923
	cmpq %rsi, %rax
	cmovaq %rax, %rsi
	cmpq $1, %r13
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rax
	movq %r15, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
	leaq 72(%rbp), %rcx
.LBB_12:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_923
	movq %rsi, %rdi
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_923
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	movq %rdi, %rsi
	cmpq %rdx, %rdi
	cmovbeq %rdx, %rsi
	addq $48, %rcx
	decq %rax
	jne .LBB_12
.LBB_15:
	cmpq $1, %rsi
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
	movq $0, 120(%rsp)
	testq %r13, %r13
	jne .LBB_8
.LBB_18:
	xorl %esi, %esi
.LBB_19:
	leaq 936(%rsp), %rdi
	movq %rsi, 40(%rsp)
	callq kernel_sliding::blocked::Scratch<_>::new
	movq %rbp, 1320(%rsp)
	movq %r13, 480(%rsp)
	movq %r12, 512(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 720(%rsp)
	vmovupd %ymm0, 688(%rsp)
	vmovupd %ymm0, 656(%rsp)
	vmovupd %ymm0, 624(%rsp)
	movq 120(%rsp), %rax
	leaq 1025(%rax), %r15
	leaq 1376(%rsp), %rdi
	leaq 624(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movabsq $9223372036854775800, %rcx
	movq 40(%rsp), %rdx
	leaq (,%rdx,8), %rbp
	movq %rdx, %rax
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
	jmp .LBB_993
.LBB_24:
	movq %r15, 504(%rsp)
	testq %rbp, %rbp
	movq %r14, 1496(%rsp)
	je .LBB_33
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 40(%rsp), %rdx
	movq %rax, %r12
	movq %rdx, %r13
	testq %rax, %rax
	je .LBB_23
	movabsq $9221120237041090560, %r14
	cmpq $2, %rdx
	jb .LBB_34
.LBB_27:
	decq %rdx
	movl $1, %ecx
	movq %r12, %rax
	cmpq $16, %rdx
	jb .LBB_31
	movq %rdx, %rsi
	andq $-16, %rsi
	leaq (%r12,%rsi,8), %rax
	leaq 1(%rsi), %rcx
	xorl %edi, %edi
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_29:
	vmovupd %ymm0, (%r12,%rdi,8)
	vmovupd %ymm0, 32(%r12,%rdi,8)
	vmovupd %ymm0, 64(%r12,%rdi,8)
	vmovupd %ymm0, 96(%r12,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_29
	cmpq %rsi, %rdx
	je .LBB_35
.LBB_31:
	movq 40(%rsp), %rdx
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
	movabsq $9221120237041090560, %r14
	cmpq $2, %rdx
	jae .LBB_27
.LBB_34:
	movq %r12, %rax
	testq %rdx, %rdx
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
	movq 40(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_992
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 512(%rsp), %rbp
	jae .LBB_39
	jmp .LBB_45
.LBB_38:
	xorl %ecx, %ecx
	movl $8, %eax
	movq 40(%rsp), %rsi
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 512(%rsp), %rbp
	jb .LBB_45
.LBB_39:
	movq 40(%rsp), %rdx
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
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_41:
	vmovupd %ymm0, (%rax,%r9,8)
	vmovupd %ymm0, 32(%rax,%r9,8)
	vmovupd %ymm0, 64(%rax,%r9,8)
	vmovupd %ymm0, 96(%rax,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_41
	cmpq %r8, %rdi
	je .LBB_45
.LBB_43:
	movq 40(%rsp), %rdi
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
	movq 40(%rsp), %rdx
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %rax, 656(%rsp)
	movq %rdx, 664(%rsp)
	leaq 1400(%rsp), %rdi
	leaq 624(%rsp), %rsi
	movq 480(%rsp), %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 1320(%rsp), %rax
	movq %rax, 1584(%rsp)
	movq 1328(%rsp), %rax
	movq %rax, 1592(%rsp)
	movq %rbx, 1600(%rsp)
	leaq 1424(%rsp), %rdi
	leaq 1584(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 528(%rsp), %r12
	movq 480(%rsp), %rcx
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
	jmp .LBB_993
.LBB_51:
	testq %rbx, %rbx
	je .LBB_61
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 480(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_50
	movq %rcx, 496(%rsp)
	cmpq $2, %rsi
	movq %rax, 904(%rsp)
	jb .LBB_62
.LBB_54:
	leaq -1(%rsi), %rcx
	addq $-2, %rsi
	movl %ecx, %edi
	andl $7, %edi
	movq %rax, %rdx
	cmpq $7, %rsi
	movq 120(%rsp), %r15
	jb .LBB_58
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	movq 904(%rsp), %rdx
.LBB_56:
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
	jne .LBB_56
	testq %rdi, %rdi
	je .LBB_63
.LBB_58:
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_59:
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rdi
	jne .LBB_59
	jmp .LBB_63
.LBB_60:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 512(%rsp), %rbp
	jmp .LBB_46
.LBB_61:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 480(%rsp), %rsi
	movq %rcx, 496(%rsp)
	cmpq $2, %rsi
	movq %rax, 904(%rsp)
	jae .LBB_54
.LBB_62:
	movq %rax, %rdx
	testq %rsi, %rsi
	movq 120(%rsp), %r15
	je .LBB_64
.LBB_63:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, (%rdx)
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
	jne .LBB_881
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_66:
	leaq 1(%rax), %rcx
	movq %r12, 1648(%rsp)
	movq %rbp, 1656(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 1664(%rsp)
	movq %rcx, (%rbx)
	movq %rax, 1696(%rsp)
	movq %rdx, 1704(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 536(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1296(%rsp)
	je .LBB_849
	leaq 1(%r15), %rax
	movq %rax, 464(%rsp)
	movq 40(%rsp), %rax
	leaq 1(%rax), %rcx
	movq %rcx, 1288(%rsp)
	leaq 1025(%rax), %rcx
	movq %rcx, 896(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	leaq -1025(%rax), %rdx
	movq %rdx, 1304(%rsp)
	movl $1025, %edx
	subq %rax, %rdx
	movq %rdx, 912(%rsp)
	movq %r15, %rdx
	negq %rdx
	movq %rdx, 1480(%rsp)
	movq %r15, %rdx
	shlq $7, %rdx
	movl $1, %esi
	subq %rax, %rsi
	movq %rsi, 1280(%rsp)
	movq %rdx, 520(%rsp)
	leaq 224(%rdx), %rax
	movq %rax, 1472(%rsp)
	leaq 224(%rcx), %rax
	movq %rax, 1240(%rsp)
	movq %rcx, 616(%rsp)
	leaq 96(%rcx), %rax
	movq %rax, 1232(%rsp)
	leaq .Lanon.1(%rip), %rax
	movq %rax, 8(%rsp)
	xorl %ecx, %ecx
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_68:
	leaq 16400(%rcx), %rax
	movq %rcx, 160(%rsp)
	movq 1384(%rsp), %rdx
	movq %rdx, 144(%rsp)
	movq 1392(%rsp), %rdx
	movq %rax, 1488(%rsp)
	movq %rdx, 24(%rsp)
	testq %rdx, %rdx
	je .LBB_80
	movq 24(%rsp), %rax
	shlq $7, %rax
	movq 144(%rsp), %rsi
	addq %rsi, %rax
	movl $1025, %ecx
	movq 1480(%rsp), %rdx
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
	jmp .LBB_73
.LBB_72:
	vmovsd %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_70
.LBB_73:
	movq 160(%rsp), %rbx
	leaq (%r10,%rbx), %rdi
	addq $-1025, %rdi
	vmovapd %xmm1, %xmm0
	cmpq %r15, %rdi
	jb .LBB_76
	addq %r11, %rbx
	movq 536(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %rbp, %rdi
	jae .LBB_875
	vmovsd (%r12,%rdi,8), %xmm0
.LBB_76:
	vmovsd %xmm0, -8(%r8,%r9)
	movq 160(%rsp), %rdi
	leaq (%r10,%rdi), %rbx
	vmovapd %xmm1, %xmm0
	cmpq %r15, %rbx
	jb .LBB_72
	leaq (%r11,%rdi), %rbx
	addq $1025, %rbx
	movq 536(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %rbp, %rdi
	jae .LBB_875
	vmovsd (%r12,%rdi,8), %xmm0
	jmp .LBB_72
.LBB_79:
	movq 160(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_80:
	movq 1536(%rsp), %rdx
	movq 1544(%rsp), %rsi
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
	movq %rcx, 1616(%rsp)
	movq %rdx, 1624(%rsp)
	movq %rax, 1632(%rsp)
	movb $0, 1640(%rsp)
	leaq 160(%rsp), %rax
	movq %rax, 1608(%rsp)
	leaq 1448(%rsp), %rdi
	leaq 1608(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1456(%rsp), %rax
	movq %rax, 112(%rsp)
	movq 1464(%rsp), %rax
	movq %rax, 80(%rsp)
	cmpq $2, %rax
	jae .LBB_846
.LBB_88:
	decq 1296(%rsp)
	movq 160(%rsp), %rax
	movq 536(%rsp), %rcx
	movq 1536(%rsp), %rdx
	movq 1544(%rsp), %rsi
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
	movq 120(%rsp), %r15
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
	movq 120(%rsp), %r15
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
	vmovups 656(%rsp), %ymm0
	vmovups 688(%rsp), %ymm1
	vmovupd 720(%rsp), %ymm2
	vmovupd %ymm2, 1808(%rsp)
	vmovups %ymm1, 1776(%rsp)
	vmovups %ymm0, 1744(%rsp)
	vmovupd 624(%rsp), %ymm0
	vmovupd %ymm0, 1712(%rsp)
	cmpq $0, 480(%rsp)
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_843
	cmpq $-1025, %r15
	setae %al
	movq 464(%rsp), %rcx
	shlq $7, %rcx
	movq 144(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 584(%rsp)
	movq 80(%rsp), %rcx
	shlq $4, %rcx
	addq 112(%rsp), %rcx
	movq %rcx, 488(%rsp)
	movq 24(%rsp), %rcx
	cmpq %rcx, 504(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 23(%rsp)
	movq 520(%rsp), %rax
	addq %rdx, %rax
	movq %rax, 920(%rsp)
	leaq 96(%rdx), %rax
	movq %rax, 600(%rsp)
	leaq 128(%rdx), %rax
	movq %rax, 608(%rsp)
	movq 1472(%rsp), %rax
	addq %rdx, %rax
	movq %rax, 928(%rsp)
	movq 1320(%rsp), %r10
	movq $0, 472(%rsp)
.LBB_111:
	movq 16(%r10), %rcx
	testq %rcx, %rcx
	js .LBB_942
	movq (%r10), %rax
	movq 8(%r10), %rdx
	movq %rax, 544(%rsp)
	movq %rdx, 64(%rsp)
	orq %rdx, %rax
	js .LBB_942
	movq 544(%rsp), %rax
	leaq -1(%rax), %r11
	movq 64(%rsp), %rax
	decq %rax
	cmpq %rax, %r11
	movq %rax, %rdx
	cmovaq %r11, %rdx
	movq 24(%r10), %rdi
	testq %rdi, %rdi
	js .LBB_942
	movq 32(%r10), %rsi
	movq 40(%r10), %r8
	movq %rsi, %r9
	orq %r8, %r9
	js .LBB_942
	movq %r10, 592(%rsp)
	decq %rsi
	decq %r8
	cmpq %r8, %rsi
	cmovaq %rsi, %r8
	leaq -1(%rdi), %rsi
	cmpq %rsi, %r8
	cmovbeq %rsi, %r8
	leaq (%rcx,%rdx), %r10
	decq %r10
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
	je .LBB_118
	movq %r10, 1504(%rsp)
	movq %rdx, 152(%rsp)
	movl $1, %edx
	movq %rdx, 104(%rsp)
	jmp .LBB_119
.LBB_118:
	movq $0, 104(%rsp)
.LBB_119:
	movq 80(%rsp), %rbp
	addq %rdi, %r8
	decq %r8
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
	movq %r8, 1512(%rsp)
	addq %r8, %rdi
	subq %rdi, %rdx
	movq %rdx, 1336(%rsp)
	je .LBB_122
	movl $1, %edx
	movq %rdx, 456(%rsp)
	jmp .LBB_123
.LBB_122:
	movq $0, 456(%rsp)
.LBB_123:
	movq 1416(%rsp), %rdi
	movq 472(%rsp), %r13
	cmpq %rdi, %r13
	jae .LBB_970
	leaq (,%r13,2), %rdi
	addq %r13, %rdi
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 1408(%rsp), %rdx
	movq %rdx, 1312(%rsp)
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
	movl $1, %r9d
	jmp .LBB_129
.LBB_128:
	xorl %r9d, %r9d
.LBB_129:
	movq %r9, 168(%rsp)
	movq 944(%rsp), %r10
	movq 952(%rsp), %rsi
	movq 64(%rsp), %r8
	cmpq $1, %r8
	movq %rdi, 1520(%rsp)
	movq %r11, 136(%rsp)
	jne .LBB_135
	cmpb $0, 23(%rsp)
	jne .LBB_864
	movq %rsi, %rax
	xorl %ecx, %ecx
	xorl %edx, %edx
	testq %rax, %rax
	je .LBB_928
.LBB_132:
	vxorpd %xmm3, %xmm3, %xmm3
	movq 928(%rsp), %rdi
	vaddpd -224(%rdi,%rdx), %ymm3, %ymm0
	vaddpd -192(%rdi,%rdx), %ymm3, %ymm1
	vaddpd -160(%rdi,%rdx), %ymm3, %ymm2
	vaddpd -128(%rdi,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, (%r10,%rdx)
	vmovupd %ymm1, 32(%r10,%rdx)
	vmovupd %ymm2, 64(%r10,%rdx)
	vmovupd %ymm3, 96(%r10,%rdx)
	cmpq $131072, %rdx
	je .LBB_186
	movq %rcx, %rdi
	orq $1, %rdi
	cmpq %rsi, %rdi
	je .LBB_928
	addq $2, %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	movq 928(%rsp), %rdi
	vaddpd -96(%rdi,%rdx), %ymm3, %ymm0
	vaddpd -64(%rdi,%rdx), %ymm3, %ymm1
	vaddpd -32(%rdi,%rdx), %ymm3, %ymm2
	vaddpd (%rdi,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r10,%rdx)
	vmovupd %ymm1, 160(%r10,%rdx)
	vmovupd %ymm2, 192(%r10,%rdx)
	vmovupd %ymm3, 224(%r10,%rdx)
	addq $256, %rdx
	addq $-2, %rax
	testq %rax, %rax
	jne .LBB_132
	jmp .LBB_928
.LBB_135:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 464(%rsp), %rcx
	movq %rcx, %rbx
	subq %r8, %rbx
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 416(%rsp)
	movq 24(%rsp), %rdx
	cmpq %rdx, %r15
	jae .LBB_868
	cmpq %r8, %rcx
	jb .LBB_869
	testq %r8, %r8
	je .LBB_141
	shlq $7, %rbx
	addq 144(%rsp), %rbx
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 320(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm4
	vmovupd 416(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 408(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq 584(%rsp), %rcx
.LBB_139:
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	subq $-128, %rbx
	incq %rax
	cmpq %rcx, %rbx
	jne .LBB_139
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	jmp .LBB_142
.LBB_141:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_142:
	testq %rsi, %rsi
	je .LBB_969
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r10)
	vmovupd %ymm3, 32(%r10)
	vmovupd %ymm4, 64(%r10)
	vmovupd %ymm2, 96(%r10)
	movb %r9b, 96(%rsp)
	movq 64(%rsp), %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm1
	movq 176(%rsp), %rax
	movq %rax, 32(%rsp)
	testq %r9, %r9
	leaq 176(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 128(%rsp)
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq %r15, %r12
	subq %rcx, %r12
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 72(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
.LBB_144:
	cmpq %rbp, %rdi
	jae .LBB_149
	movq %rdi, %rax
	shlq $4, %rax
	addq 112(%rsp), %rax
.LBB_146:
	movq (%rax), %rcx
	cmpq %r9, %rcx
	jae .LBB_150
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rbp
	jne .LBB_146
	movq %rbp, %rdi
	xorl %edx, %edx
	jmp .LBB_151
.LBB_149:
	xorl %edx, %edx
	jmp .LBB_151
.LBB_150:
	movl $1, %edx
.LBB_151:
	cmpq %r9, 32(%rsp)
	setae %al
	andb 96(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_153
	movl $1025, %r14d
	testb %al, %al
	je .LBB_158
.LBB_153:
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq 32(%rsp), %r11
	movq %r11, %r14
	cmovneq %rcx, %r14
	movzbl %al, %eax
	movq %r8, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %rax, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_157
	je .LBB_157
	shll $4, %edx
	leaq 680(%rsp), %rax
	subq %rdx, %rax
.LBB_156:
	movq %r14, %rcx
	incq %r8
	movq (%rax), %r14
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r14
	addq $16, %rax
	cmpq $2, %r8
	jne .LBB_156
.LBB_157:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_158:
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm14
	vmovupd 352(%rsp), %ymm13
	vmovupd 384(%rsp), %ymm12
	vmovupd 416(%rsp), %ymm11
	cmpq %r14, %r9
	jae .LBB_164
	movq %r9, %rcx
	shlq $7, %rcx
	leaq 96(%r10), %rax
	leaq (%rax,%rcx), %r11
	addq 520(%rsp), %rcx
	leaq (%r12,%r9), %rbx
	shlq $7, %rbx
	movq 600(%rsp), %rbp
	movq 24(%rsp), %rax
.LBB_160:
	leaq (%r15,%r9), %r13
	cmpq %rax, %r13
	jae .LBB_960
	leaq (%r12,%r9), %r13
	cmpq %rax, %r13
	jae .LBB_943
	cmpq %rsi, %r9
	jae .LBB_902
	vmovupd -64(%rbp,%rcx), %ymm10
	vmovupd -32(%rbp,%rcx), %ymm9
	vmovupd (%rbp,%rcx), %ymm8
	vaddpd %ymm11, %ymm8, %ymm7
	vsubpd (%rbp,%rbx), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vaddpd %ymm12, %ymm9, %ymm8
	vsubpd -32(%rbp,%rbx), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%rbp,%rbx), %ymm9, %ymm9
	vmovupd -96(%rbp,%rcx), %ymm15
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm14, %ymm15, %ymm10
	vsubpd -96(%rbp,%rbx), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm3, %ymm2, %ymm14
	vmovupd %ymm14, -96(%r11)
	vsubpd %ymm13, %ymm4, %ymm4
	vmulpd %ymm4, %ymm2, %ymm13
	vmovupd %ymm13, -64(%r11)
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd %ymm12, -32(%r11)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r11)
	incq %r9
	subq $-128, %r11
	subq $-128, %rbp
	vmovapd %ymm10, %ymm14
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm12
	vmovapd %ymm7, %ymm11
	cmpq %r9, %r14
	jne .LBB_160
	jmp .LBB_165
.LBB_164:
	vmovapd %ymm14, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm12, %ymm8
	vmovapd %ymm11, %ymm7
.LBB_165:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r14
	movq 80(%rsp), %rbp
	ja .LBB_186
	leaq (%r14,%r15), %rbx
	movq 24(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_924
	movq %rbx, %r13
	subq 64(%rsp), %r13
	cmpq %rax, %r13
	jae .LBB_943
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 144(%rsp), %rax
	vmovupd (%rax,%rcx), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm3, %ymm12, %ymm3
	vsubpd %ymm10, %ymm3, %ymm3
	vmovupd %ymm3, 192(%rsp)
	vmovupd 32(%rax,%rcx), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 224(%rsp)
	vmovupd 64(%rax,%rcx), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd %ymm8, %ymm5, %ymm5
	vmovupd %ymm5, 256(%rsp)
	vmovupd 96(%rax,%rcx), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm7, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 416(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 624(%rsp)
	vmulpd %ymm4, %ymm2, %ymm3
	vmovupd %ymm3, 656(%rsp)
	vmulpd %ymm5, %ymm2, %ymm3
	vmovupd %ymm3, 688(%rsp)
	vmulpd %ymm6, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_857
	leaq 1(%r14), %r9
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rbx
	movq %rbx, 48(%rsp)
	subq 64(%rsp), %rbx
	addq 608(%rsp), %rcx
	xorl %edx, %edx
	movq 128(%rsp), %r8
	jmp .LBB_172
.LBB_170:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_897
.LBB_171:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 320(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %rax, %r8
	movq %rbp, %r13
	movq 120(%rsp), %r15
	movq %r11, %r9
.LBB_172:
	testb %dl, %dl
	je .LBB_181
	movq %r13, %rbp
.LBB_174:
	testq %r8, %r8
	je .LBB_184
	cmpq %r14, (%r8)
	jne .LBB_184
	movb $2, %dl
	xorl %eax, %eax
	movq %r8, %r13
	movq 64(%rsp), %r8
	cmpq %r8, 48(%rsp)
	jb .LBB_853
.LBB_177:
	movq %r9, %r11
	movq 8(%r13), %r13
	testq %r8, %r8
	je .LBB_170
	cmpq $15, %r13
	ja .LBB_876
	leaq (%rcx,%r13,8), %r8
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r15d
	movq 72(%rsp), %r9
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_180:
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd (%r8,%r9), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r15
	subq $-128, %r9
	jne .LBB_180
	jmp .LBB_171
.LBB_181:
	movq 488(%rsp), %rax
	movq %rax, %rbp
	cmpq %rax, %r13
	je .LBB_174
	leaq 16(%r13), %rbp
	cmpq %r14, (%r13)
	jne .LBB_174
	xorl %edx, %edx
	movq %r8, %rax
	movq 64(%rsp), %r8
	cmpq %r8, 48(%rsp)
	jae .LBB_177
	jmp .LBB_853
.LBB_184:
	cmpq %rsi, %r14
	jae .LBB_944
	movq %r14, %rax
	shlq $7, %rax
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	vmovupd %ymm6, 96(%r10,%rax)
	vmovupd %ymm5, 64(%r10,%rax)
	vmovupd %ymm4, 32(%r10,%rax)
	vmovupd %ymm3, (%r10,%rax)
	cmpq $1024, %r14
	movq 80(%rsp), %rbp
	jne .LBB_144
.LBB_186:
	movq 976(%rsp), %rdi
	movq %rdi, %rsi
	subq 40(%rsp), %rsi
	jb .LBB_870
	movq 968(%rsp), %r12
	addq 616(%rsp), %r12
	movq 160(%rsp), %rax
	movq 136(%rsp), %r8
	movq %r8, %rdx
	subq %rax, %rdx
	setb %cl
	addq $16400, %rax
	cmpq %rax, %r8
	setae %al
	orb %cl, %al
	movq 544(%rsp), %r9
	jne .LBB_191
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_191
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r11d
	jmp .LBB_192
.LBB_191:
	xorl %r11d, %r11d
.LBB_192:
	movq %r11, 168(%rsp)
	movq 944(%rsp), %rax
	movq 952(%rsp), %r10
	cmpq $1, %r9
	movq 40(%rsp), %rdx
	jne .LBB_198
	cmpb $0, 23(%rsp)
	jne .LBB_864
	leaq 1(%r10), %rcx
	movl $120, %edx
	xorl %edi, %edi
.LBB_195:
	cmpq %rdi, %rsi
	je .LBB_935
	incq %rdi
	cmpq %rdi, %rcx
	je .LBB_934
	vxorpd %xmm0, %xmm0, %xmm0
	movq 920(%rsp), %r8
	vaddsd -120(%r8,%rdx), %xmm0, %xmm1
	vaddsd -112(%r8,%rdx), %xmm0, %xmm11
	vaddsd -104(%r8,%rdx), %xmm0, %xmm12
	vaddsd -96(%r8,%rdx), %xmm0, %xmm13
	vaddsd -88(%r8,%rdx), %xmm0, %xmm14
	vaddsd -80(%r8,%rdx), %xmm0, %xmm10
	vaddsd -72(%r8,%rdx), %xmm0, %xmm9
	vaddsd -64(%r8,%rdx), %xmm0, %xmm8
	vaddsd -56(%r8,%rdx), %xmm0, %xmm7
	vaddsd -48(%r8,%rdx), %xmm0, %xmm6
	vaddsd -40(%r8,%rdx), %xmm0, %xmm5
	vaddsd -32(%r8,%rdx), %xmm0, %xmm4
	vaddsd -24(%r8,%rdx), %xmm0, %xmm3
	vaddsd -16(%r8,%rdx), %xmm0, %xmm2
	vaddsd -8(%r8,%rdx), %xmm0, %xmm15
	vmovsd %xmm15, 48(%rsp)
	vmovsd -120(%rax,%rdx), %xmm15
	vaddsd %xmm15, %xmm15, %xmm15
	vsubsd %xmm1, %xmm15, %xmm15
	vaddsd (%r8,%rdx), %xmm0, %xmm1
	vmovsd %xmm15, -120(%r12,%rdx)
	vmovsd -112(%rax,%rdx), %xmm15
	vaddsd %xmm15, %xmm15, %xmm15
	vsubsd %xmm11, %xmm15, %xmm11
	vmovsd %xmm11, -112(%r12,%rdx)
	vmovsd -104(%rax,%rdx), %xmm11
	vaddsd %xmm11, %xmm11, %xmm11
	vsubsd %xmm12, %xmm11, %xmm11
	vmovsd %xmm11, -104(%r12,%rdx)
	vmovsd -96(%rax,%rdx), %xmm11
	vaddsd %xmm11, %xmm11, %xmm11
	vsubsd %xmm13, %xmm11, %xmm11
	vmovsd %xmm11, -96(%r12,%rdx)
	vmovsd -88(%rax,%rdx), %xmm11
	vaddsd %xmm11, %xmm11, %xmm11
	vsubsd %xmm14, %xmm11, %xmm11
	vmovsd %xmm11, -88(%r12,%rdx)
	vmovsd -80(%rax,%rdx), %xmm11
	vaddsd %xmm11, %xmm11, %xmm11
	vsubsd %xmm10, %xmm11, %xmm10
	vmovsd %xmm10, -80(%r12,%rdx)
	vmovsd -72(%rax,%rdx), %xmm10
	vaddsd %xmm10, %xmm10, %xmm10
	vsubsd %xmm9, %xmm10, %xmm9
	vmovsd %xmm9, -72(%r12,%rdx)
	vmovsd -64(%rax,%rdx), %xmm9
	vaddsd %xmm9, %xmm9, %xmm9
	vsubsd %xmm8, %xmm9, %xmm8
	vmovsd %xmm8, -64(%r12,%rdx)
	vmovsd -56(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm7, %xmm8, %xmm7
	vmovsd %xmm7, -56(%r12,%rdx)
	vmovsd -48(%rax,%rdx), %xmm7
	vaddsd %xmm7, %xmm7, %xmm7
	vsubsd %xmm6, %xmm7, %xmm6
	vmovsd %xmm6, -48(%r12,%rdx)
	vmovsd -40(%rax,%rdx), %xmm6
	vaddsd %xmm6, %xmm6, %xmm6
	vsubsd %xmm5, %xmm6, %xmm5
	vmovsd %xmm5, -40(%r12,%rdx)
	vmovsd -32(%rax,%rdx), %xmm5
	vaddsd %xmm5, %xmm5, %xmm5
	vsubsd %xmm4, %xmm5, %xmm4
	vmovsd %xmm4, -32(%r12,%rdx)
	vmovsd -24(%rax,%rdx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd %xmm3, %xmm4, %xmm3
	vmovsd %xmm3, -24(%r12,%rdx)
	vmovsd -16(%rax,%rdx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmovsd %xmm2, -16(%r12,%rdx)
	vmovsd -8(%rax,%rdx), %xmm2
	vaddsd %xmm2, %xmm2, %xmm2
	vsubsd 48(%rsp), %xmm2, %xmm0
	vmovsd %xmm0, -8(%r12,%rdx)
	vmovsd (%rax,%rdx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm1, %xmm0, %xmm0
	vmovsd %xmm0, (%r12,%rdx)
	addq $128, %rdx
	cmpq $131320, %rdx
	jne .LBB_195
	jmp .LBB_251
.LBB_198:
	movq %r10, 136(%rsp)
	movq %rdi, %r8
	leaq 1(%r9), %rcx
	imulq %r9, %rcx
	movq 464(%rsp), %rdi
	movq %rdi, %rbx
	subq %r9, %rbx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 416(%rsp)
	cmpq 24(%rsp), %r15
	jae .LBB_883
	cmpq %r9, %rdi
	jb .LBB_884
	vmovsd %xmm0, 128(%rsp)
	testq %r9, %r9
	je .LBB_204
	shlq $7, %rbx
	addq 144(%rsp), %rbx
	vmovupd 192(%rsp), %ymm7
	vmovupd 320(%rsp), %ymm8
	vmovupd 416(%rsp), %ymm6
	vmovupd 296(%rsp), %xmm2
	vperm2f128 $40, 280(%rsp), %ymm0, %ymm3
	vmovsd 312(%rsp), %xmm1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovhpd 408(%rsp), %xmm0, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vinsertf128 $1, %xmm4, %ymm5, %ymm9
	vxorpd %xmm4, %xmm4, %xmm4
	movl $1, %ecx
	vxorpd %xmm10, %xmm10, %xmm10
	movq 584(%rsp), %rdi
.LBB_202:
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %rcx, %xmm13, %xmm11
	vbroadcastsd %xmm11, %ymm12
	vmovupd (%rbx), %ymm13
	vmovupd 32(%rbx), %ymm14
	vmovupd 72(%rbx), %ymm15
	vmulpd %ymm12, %ymm13, %ymm0
	vaddpd %ymm0, %ymm7, %ymm7
	vaddpd %ymm8, %ymm13, %ymm8
	vmulpd %ymm12, %ymm14, %ymm0
	vaddpd %ymm0, %ymm5, %ymm5
	vaddpd %ymm10, %ymm14, %ymm10
	vmulsd 64(%rbx), %xmm11, %xmm0
	vaddsd %xmm0, %xmm4, %xmm4
	vmulpd %ymm12, %ymm15, %ymm0
	vaddpd %ymm0, %ymm3, %ymm3
	vaddpd 64(%rbx), %ymm9, %ymm9
	vmovupd 104(%rbx), %xmm0
	vmulpd %xmm0, %xmm12, %xmm12
	vaddpd %xmm2, %xmm12, %xmm2
	vbroadcastsd 120(%rbx), %ymm12
	vmulsd %xmm11, %xmm12, %xmm11
	vaddsd %xmm1, %xmm11, %xmm1
	vperm2f128 $33, %ymm0, %ymm15, %ymm11
	vshufpd $13, %ymm0, %ymm11, %ymm0
	vblendpd $8, %ymm12, %ymm0, %ymm0
	vaddpd %ymm6, %ymm0, %ymm6
	subq $-128, %rbx
	incq %rcx
	cmpq %rdi, %rbx
	jne .LBB_202
	vmovupd %ymm7, 192(%rsp)
	vmovupd %ymm8, 320(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm10, 352(%rsp)
	vmovsd %xmm4, 256(%rsp)
	vmovupd %ymm9, 384(%rsp)
	vmovupd %ymm3, 264(%rsp)
	vmovupd %xmm2, 296(%rsp)
	vmovsd %xmm1, 312(%rsp)
	vmovupd %ymm6, 416(%rsp)
	vmovsd 192(%rsp), %xmm6
	vmovsd 200(%rsp), %xmm15
	vmovsd 208(%rsp), %xmm14
	vmovsd 216(%rsp), %xmm0
	vmovsd %xmm0, 72(%rsp)
	vshufpd $1, %xmm5, %xmm5, %xmm7
	vextractf128 $1, %ymm5, %xmm11
	vshufpd $1, %xmm11, %xmm11, %xmm13
	vshufpd $1, %xmm3, %xmm3, %xmm12
	vextractf128 $1, %ymm3, %xmm8
	vmovapd %xmm8, 48(%rsp)
	vshufpd $1, %xmm8, %xmm8, %xmm10
	vshufpd $1, %xmm2, %xmm2, %xmm9
	jmp .LBB_205
.LBB_204:
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 48(%rsp)
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vmovsd %xmm6, 72(%rsp)
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
.LBB_205:
	cmpq %rdx, %r8
	movq 136(%rsp), %rbx
	je .LBB_995
	testq %rbx, %rbx
	je .LBB_994
	vmovapd %xmm7, %xmm8
	vmovsd 128(%rsp), %xmm7
	vdivsd %xmm7, %xmm6, %xmm0
	vmovsd (%rax), %xmm6
	vaddsd %xmm6, %xmm6, %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vmovsd %xmm0, (%r12)
	vdivsd %xmm7, %xmm15, %xmm0
	vmovsd 8(%rax), %xmm6
	vaddsd %xmm6, %xmm6, %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vdivsd %xmm7, %xmm14, %xmm6
	vmovsd %xmm0, 8(%r12)
	vmovsd 16(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm6, %xmm0, %xmm0
	vmovsd %xmm0, 16(%r12)
	vmovsd 72(%rsp), %xmm0
	vdivsd %xmm7, %xmm0, %xmm0
	vmovsd 24(%rax), %xmm6
	vaddsd %xmm6, %xmm6, %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vdivsd %xmm7, %xmm5, %xmm5
	vmovsd %xmm0, 24(%r12)
	vmovsd 32(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vmovsd %xmm0, 32(%r12)
	vdivsd %xmm7, %xmm8, %xmm0
	vmovsd 40(%rax), %xmm5
	vaddsd %xmm5, %xmm5, %xmm5
	vsubsd %xmm0, %xmm5, %xmm0
	vdivsd %xmm7, %xmm11, %xmm5
	vmovsd %xmm0, 40(%r12)
	vmovsd 48(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vmovsd %xmm0, 48(%r12)
	vdivsd %xmm7, %xmm13, %xmm0
	vmovsd 56(%rax), %xmm5
	vaddsd %xmm5, %xmm5, %xmm5
	vsubsd %xmm0, %xmm5, %xmm0
	vdivsd %xmm7, %xmm4, %xmm4
	vmovsd %xmm0, 56(%r12)
	vmovsd 64(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm4, %xmm0, %xmm0
	vmovsd %xmm0, 64(%r12)
	vdivsd %xmm7, %xmm3, %xmm0
	vmovsd 72(%rax), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vdivsd %xmm7, %xmm12, %xmm3
	vmovsd %xmm0, 72(%r12)
	vmovsd 80(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmovsd %xmm0, 80(%r12)
	vmovapd 48(%rsp), %xmm0
	vdivsd %xmm7, %xmm0, %xmm0
	vmovsd 88(%rax), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vdivsd %xmm7, %xmm10, %xmm3
	vmovsd %xmm0, 88(%r12)
	vmovsd 96(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmovsd %xmm0, 96(%r12)
	vdivsd %xmm7, %xmm2, %xmm0
	vmovsd 104(%rax), %xmm2
	vaddsd %xmm2, %xmm2, %xmm2
	vsubsd %xmm0, %xmm2, %xmm0
	vdivsd %xmm7, %xmm9, %xmm2
	vmovsd %xmm0, 104(%r12)
	vmovsd 112(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vmovsd %xmm0, 112(%r12)
	vdivsd %xmm7, %xmm1, %xmm0
	vmovsd 120(%rax), %xmm1
	vaddsd %xmm1, %xmm1, %xmm1
	vsubsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm0, 120(%r12)
	movb %r11b, 1344(%rsp)
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %r9, %xmm13, %xmm0
	movq 176(%rsp), %rcx
	movq %rcx, 96(%rsp)
	testq %r11, %r11
	leaq 176(%rsp), %rcx
	cmovneq %rcx, %r11
	movq %r11, 888(%rsp)
	vmovsd .LCPI_4(%rip), %xmm1
	vdivsd %xmm7, %xmm1, %xmm1
	vbroadcastsd %xmm0, %ymm2
	vbroadcastsd %xmm1, %ymm0
	vmovupd %ymm0, 1248(%rsp)
	movq %r15, %rcx
	subq %r9, %rcx
	movq %rcx, 72(%rsp)
	shlq $7, %r9
	negq %r9
	movq %r9, 32(%rsp)
	movl $1, %r10d
	xorl %edi, %edi
.LBB_208:
	cmpq %rbp, %rdi
	jae .LBB_213
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 112(%rsp), %rdx
.LBB_210:
	movq (%rdx), %rcx
	cmpq %r10, %rcx
	jae .LBB_214
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %rbp
	jne .LBB_210
	movq %rbp, %rdi
	xorl %edx, %edx
	jmp .LBB_215
.LBB_213:
	xorl %edx, %edx
	jmp .LBB_215
.LBB_214:
	movl $1, %edx
.LBB_215:
	cmpq %r10, 96(%rsp)
	setae %r8b
	andb 1344(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_217
	movl $1025, %r14d
	testb %r8b, %r8b
	je .LBB_222
.LBB_217:
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq 96(%rsp), %r11
	movq %r11, %r14
	cmovneq %rcx, %r14
	movzbl %r8b, %r8d
	movq %r9, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %r8, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_221
	je .LBB_221
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_220:
	movq %r14, %rdx
	incq %r9
	movq (%rcx), %r14
	cmpq %r14, %rdx
	cmovbq %rdx, %r14
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r14
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_220
.LBB_221:
	cmpq $1025, %r14
	movl $1025, %ecx
	cmovaeq %rcx, %r14
.LBB_222:
	vmovupd 192(%rsp), %ymm9
	vmovupd 224(%rsp), %ymm8
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm10
	vmovupd 384(%rsp), %ymm7
	vmovupd 416(%rsp), %ymm4
	cmpq %r14, %r10
	jae .LBB_229
	movq %r10, %rcx
	shlq $7, %rcx
	movq 520(%rsp), %rdx
	addq %rcx, %rdx
	orq $120, %rcx
	movq 72(%rsp), %r8
	leaq (%r8,%r10), %r9
	shlq $7, %r9
	movq 600(%rsp), %r11
.LBB_224:
	leaq (%r15,%r10), %r13
	movq 24(%rsp), %r8
	cmpq %r8, %r13
	jae .LBB_903
	movq 72(%rsp), %r13
	addq %r10, %r13
	cmpq %r8, %r13
	jae .LBB_898
	cmpq %rsi, %r10
	jae .LBB_906
	cmpq %rbx, %r10
	jae .LBB_904
	vmovupd -96(%r11,%rdx), %ymm0
	vmovupd -64(%r11,%rdx), %ymm14
	vmulpd %ymm2, %ymm0, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vmovupd -32(%r11,%rdx), %ymm15
	vaddpd %ymm0, %ymm11, %ymm12
	vsubpd %ymm11, %ymm9, %ymm9
	vmulpd %ymm2, %ymm14, %ymm0
	vaddpd %ymm0, %ymm8, %ymm0
	vmovupd (%r11,%rdx), %ymm13
	vaddpd %ymm10, %ymm14, %ymm3
	vsubpd %ymm10, %ymm0, %ymm8
	vmulpd %ymm2, %ymm15, %ymm0
	vaddpd %ymm0, %ymm5, %ymm0
	vmulsd %xmm1, %xmm9, %xmm14
	vaddpd %ymm7, %ymm15, %ymm15
	vsubpd %ymm7, %ymm0, %ymm5
	vmulpd %ymm2, %ymm13, %ymm0
	vaddpd %ymm0, %ymm6, %ymm0
	vshufpd $1, %xmm9, %xmm9, %xmm6
	vsubpd -96(%r11,%r9), %ymm12, %ymm11
	vsubpd -64(%r11,%r9), %ymm3, %ymm10
	vmulsd %xmm6, %xmm1, %xmm3
	vsubpd -32(%r11,%r9), %ymm15, %ymm7
	vaddpd %ymm4, %ymm13, %ymm12
	vsubpd %ymm4, %ymm0, %ymm6
	vsubpd (%r11,%r9), %ymm12, %ymm4
	vmovsd -120(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm14, %xmm0, %xmm0
	vmovsd %xmm0, -120(%r12,%rcx)
	vextractf128 $1, %ymm9, %xmm0
	vmovsd -112(%rax,%rcx), %xmm12
	vaddsd %xmm12, %xmm12, %xmm12
	vsubsd %xmm3, %xmm12, %xmm3
	vmulsd %xmm0, %xmm1, %xmm12
	vshufpd $1, %xmm0, %xmm0, %xmm0
	vmovsd %xmm3, -112(%r12,%rcx)
	vmulsd %xmm0, %xmm1, %xmm0
	vmovsd -104(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm12, %xmm3, %xmm3
	vmulsd %xmm1, %xmm8, %xmm12
	vmovsd %xmm3, -104(%r12,%rcx)
	vmovsd -96(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vshufpd $1, %xmm8, %xmm8, %xmm3
	vmulsd %xmm3, %xmm1, %xmm3
	vmovsd %xmm0, -96(%r12,%rcx)
	vmovsd -88(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vextractf128 $1, %ymm8, %xmm12
	vmovsd %xmm0, -88(%r12,%rcx)
	vmovsd -80(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmulsd %xmm1, %xmm12, %xmm3
	vshufpd $1, %xmm12, %xmm12, %xmm12
	vmulsd %xmm1, %xmm12, %xmm12
	vmovsd %xmm0, -80(%r12,%rcx)
	vmovsd -72(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmulsd %xmm5, %xmm1, %xmm3
	vmovsd %xmm0, -72(%r12,%rcx)
	vmovsd -64(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vshufpd $1, %xmm5, %xmm5, %xmm12
	vmovsd %xmm0, -64(%r12,%rcx)
	vmulsd %xmm1, %xmm12, %xmm0
	vmovsd -56(%rax,%rcx), %xmm12
	vaddsd %xmm12, %xmm12, %xmm12
	vsubsd %xmm3, %xmm12, %xmm3
	vextractf128 $1, %ymm5, %xmm12
	vmovsd %xmm3, -56(%r12,%rcx)
	vmovsd -48(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vmulsd %xmm1, %xmm12, %xmm3
	vshufpd $1, %xmm12, %xmm12, %xmm12
	vmulsd %xmm1, %xmm12, %xmm12
	vmovsd %xmm0, -48(%r12,%rcx)
	vmovsd -40(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmovsd %xmm0, -40(%r12,%rcx)
	vmulsd %xmm6, %xmm1, %xmm0
	vmovsd -32(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm12, %xmm3, %xmm3
	vshufpd $1, %xmm6, %xmm6, %xmm12
	vmulsd %xmm1, %xmm12, %xmm12
	vmovsd %xmm3, -32(%r12,%rcx)
	vmovsd -24(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vextractf128 $1, %ymm6, %xmm3
	vmovsd %xmm0, -24(%r12,%rcx)
	vmovsd -16(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vmulsd %xmm3, %xmm1, %xmm12
	vmovsd %xmm0, -16(%r12,%rcx)
	vmovsd -8(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vshufpd $1, %xmm3, %xmm3, %xmm3
	vmulsd %xmm3, %xmm1, %xmm3
	vmovsd %xmm0, -8(%r12,%rcx)
	vmovsd (%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmovsd %xmm0, (%r12,%rcx)
	incq %r10
	subq $-128, %rcx
	subq $-128, %r11
	cmpq %r10, %r14
	jne .LBB_224
.LBB_229:
	vmovupd %ymm9, 192(%rsp)
	vmovupd %ymm8, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm11, 320(%rsp)
	cmpq $1024, %r14
	ja .LBB_251
	leaq (%r14,%r15), %rbx
	movq 24(%rsp), %rcx
	cmpq %rcx, %rbx
	jae .LBB_945
	movq %rbx, %r13
	movq 544(%rsp), %r10
	subq %r10, %r13
	cmpq %rcx, %r13
	jae .LBB_898
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 144(%rsp), %rdx
	vmovupd (%rdx,%rcx), %ymm0
	vmulpd %ymm2, %ymm0, %ymm3
	vaddpd %ymm3, %ymm9, %ymm3
	vsubpd %ymm11, %ymm3, %ymm3
	vmovupd %ymm3, 192(%rsp)
	vmovupd 32(%rdx,%rcx), %ymm9
	vmulpd %ymm2, %ymm9, %ymm12
	vaddpd %ymm12, %ymm8, %ymm8
	vsubpd %ymm10, %ymm8, %ymm8
	vmovupd %ymm8, 224(%rsp)
	vmovupd 64(%rdx,%rcx), %ymm12
	vmulpd %ymm2, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm7, %ymm5, %ymm5
	vmovupd %ymm5, 256(%rsp)
	vmovupd 96(%rdx,%rcx), %ymm13
	vmulpd %ymm2, %ymm13, %ymm14
	vaddpd %ymm6, %ymm14, %ymm6
	vsubpd %ymm4, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm0, %ymm11, %ymm0
	vsubpd (%rdx,%r13), %ymm0, %ymm0
	vmovupd %ymm0, 320(%rsp)
	vaddpd %ymm10, %ymm9, %ymm0
	vsubpd 32(%rdx,%r13), %ymm0, %ymm0
	vmovupd %ymm0, 352(%rsp)
	vaddpd %ymm7, %ymm12, %ymm0
	vsubpd 64(%rdx,%r13), %ymm0, %ymm0
	vmovupd %ymm0, 384(%rsp)
	vaddpd %ymm4, %ymm13, %ymm0
	vsubpd 96(%rdx,%r13), %ymm0, %ymm0
	vmovupd %ymm0, 416(%rsp)
	vmovupd 1248(%rsp), %ymm4
	vmulpd %ymm3, %ymm4, %ymm0
	vmovupd %ymm0, 624(%rsp)
	vmulpd %ymm4, %ymm8, %ymm0
	vmovupd %ymm0, 656(%rsp)
	vmulpd %ymm5, %ymm4, %ymm0
	vmovupd %ymm0, 688(%rsp)
	vmulpd %ymm6, %ymm4, %ymm0
	vmovupd %ymm0, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_857
	leaq 1(%r14), %r11
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rbx
	movq %rbx, 48(%rsp)
	subq %r10, %rbx
	addq 608(%rsp), %rcx
	xorl %r9d, %r9d
	movq 888(%rsp), %rbp
	vmovsd 128(%rsp), %xmm6
	jmp .LBB_236
.LBB_234:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $15, %r13
	ja .LBB_897
.LBB_235:
	vmovsd %xmm5, 192(%rsp,%r13,8)
	vmovsd %xmm4, 320(%rsp,%r13,8)
	vdivsd %xmm6, %xmm5, %xmm0
	vmovsd %xmm0, 624(%rsp,%r13,8)
	movq %r15, %rbp
	movq %rdx, %r13
	movq 120(%rsp), %r15
	movq 544(%rsp), %r10
.LBB_236:
	testb %r9b, %r9b
	je .LBB_245
	movq %r13, %rdx
.LBB_238:
	testq %rbp, %rbp
	je .LBB_248
	cmpq %r14, (%rbp)
	jne .LBB_248
	movb $2, %r9b
	xorl %r15d, %r15d
	movq %rbp, %r13
	cmpq %r10, 48(%rsp)
	jb .LBB_853
.LBB_241:
	movq 8(%r13), %r13
	testq %r10, %r10
	je .LBB_234
	cmpq $15, %r13
	ja .LBB_876
	leaq (%rcx,%r13,8), %rbp
	vxorpd %xmm4, %xmm4, %xmm4
	movl $1, %r10d
	movq 32(%rsp), %r8
	vxorpd %xmm5, %xmm5, %xmm5
.LBB_244:
	vcvtsi2sd %r10, %xmm15, %xmm0
	vmovsd (%rbp,%r8), %xmm3
	vmulsd %xmm0, %xmm3, %xmm0
	vaddsd %xmm0, %xmm5, %xmm5
	vaddsd %xmm3, %xmm4, %xmm4
	incq %r10
	subq $-128, %r8
	jne .LBB_244
	jmp .LBB_235
.LBB_245:
	movq 488(%rsp), %r8
	movq %r8, %rdx
	cmpq %r8, %r13
	je .LBB_238
	leaq 16(%r13), %rdx
	cmpq %r14, (%r13)
	jne .LBB_238
	xorl %r9d, %r9d
	movq %rbp, %r15
	cmpq %r10, 48(%rsp)
	jae .LBB_241
	jmp .LBB_853
.LBB_248:
	cmpq %rsi, %r14
	jae .LBB_946
	movq 136(%rsp), %rbx
	cmpq %rbx, %r14
	movq 80(%rsp), %rbp
	jae .LBB_947
	movq %r11, %r10
	movq %r14, %rcx
	shlq $7, %rcx
	vmovsd (%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 624(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, (%r12,%rcx)
	vmovsd 8(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 632(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r12,%rcx)
	vmovsd 16(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 640(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r12,%rcx)
	vmovsd 24(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 648(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r12,%rcx)
	vmovsd 32(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 656(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r12,%rcx)
	vmovsd 40(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 664(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r12,%rcx)
	vmovsd 48(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 672(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r12,%rcx)
	vmovsd 56(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 680(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r12,%rcx)
	vmovsd 64(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 688(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 64(%r12,%rcx)
	vmovsd 72(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 696(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 72(%r12,%rcx)
	vmovsd 80(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 704(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 80(%r12,%rcx)
	vmovsd 88(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 712(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 88(%r12,%rcx)
	vmovsd 96(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 720(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 96(%r12,%rcx)
	vmovsd 104(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 728(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 104(%r12,%rcx)
	vmovsd 112(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 736(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 112(%r12,%rcx)
	vmovsd 120(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 744(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 120(%r12,%rcx)
	cmpq $1024, %r14
	jne .LBB_208
.LBB_251:
	movq 976(%rsp), %rsi
	movq 40(%rsp), %rdx
	subq %rdx, %rsi
	jb .LBB_867
	movq 968(%rsp), %rax
	movq 1312(%rsp), %rdi
	movq 8(%rdi), %rcx
	movq 16(%rdi), %r9
	testq %rdx, %rdx
	movq 152(%rsp), %r11
	movq 1504(%rsp), %rbx
	je .LBB_257
	xorl %edi, %edi
	xorl %edx, %edx
.LBB_254:
	movq 912(%rsp), %r8
	addq %rdx, %r8
	cmpq %rsi, %r8
	jae .LBB_925
	vmovupd 131200(%rax,%rdi), %ymm0
	vmovupd 131232(%rax,%rdi), %ymm1
	vmovupd 131264(%rax,%rdi), %ymm2
	vmovupd 131296(%rax,%rdi), %ymm3
	vmovupd %ymm3, 720(%rsp)
	vmovupd %ymm2, 688(%rsp)
	vmovupd %ymm1, 656(%rsp)
	vmovupd %ymm0, 624(%rsp)
	cmpq %rdx, %r9
	je .LBB_927
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
	cmpq %rdi, 616(%rsp)
	jne .LBB_254
.LBB_257:
	testq %r9, %r9
	je .LBB_267
	movq %r9, %r10
	leaq (,%r9,8), %rdi
	addq $-8, %rdi
	shrq $3, %rdi
	movq 912(%rsp), %r8
	cmpq %r8, %rsi
	movq %r8, %rdx
	cmovaq %rsi, %rdx
	movq 1304(%rsp), %r9
	addq %r9, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	cmpq $16, %rdx
	jb .LBB_261
	cmpq %r8, %rsi
	cmovaq %rsi, %r8
	addq %r9, %r8
	cmpq %r8, %rdi
	cmovbq %rdi, %r8
	movq %r8, %rdi
	shlq $7, %rdi
	addq %rax, %rdi
	addq $131328, %rdi
	cmpq %rdi, %rcx
	jae .LBB_262
	leaq (%rcx,%r8,8), %rdi
	addq $8, %rdi
	leaq 131320(%rax), %r8
	cmpq %rdi, %r8
	jae .LBB_262
.LBB_261:
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_264
.LBB_262:
	incq %rdx
	movl %edx, %edi
	andl $15, %edi
	movl $16, %r8d
	cmoveq %r8, %rdi
	subq %rdi, %rdx
	leaq (%rcx,%rdx,8), %rdi
	leaq 133240(%rax), %r8
	xorl %r9d, %r9d
.LBB_263:
	vmovsd -1920(%r8), %xmm0
	vmovsd -1664(%r8), %xmm1
	vmovsd -1408(%r8), %xmm2
	vmovhpd -1792(%r8), %xmm0, %xmm0
	vmovhpd -1536(%r8), %xmm1, %xmm1
	vmovhpd -1280(%r8), %xmm2, %xmm2
	vmovsd -1152(%r8), %xmm3
	vmovhpd -1024(%r8), %xmm3, %xmm3
	vmovsd -896(%r8), %xmm4
	vmovhpd -768(%r8), %xmm4, %xmm4
	vmovsd -640(%r8), %xmm5
	vmovhpd -512(%r8), %xmm5, %xmm5
	vmovsd -384(%r8), %xmm6
	vmovhpd -256(%r8), %xmm6, %xmm6
	vmovsd -128(%r8), %xmm7
	vmovhpd (%r8), %xmm7, %xmm7
	vmovupd %xmm1, 16(%rcx,%r9,8)
	vmovupd %xmm0, (%rcx,%r9,8)
	vmovupd %xmm3, 48(%rcx,%r9,8)
	vmovupd %xmm2, 32(%rcx,%r9,8)
	vmovupd %xmm5, 80(%rcx,%r9,8)
	vmovupd %xmm4, 64(%rcx,%r9,8)
	vmovupd %xmm7, 112(%rcx,%r9,8)
	vmovupd %xmm6, 96(%rcx,%r9,8)
	addq $16, %r9
	addq $2048, %r8
	cmpq %r9, %rdx
	jne .LBB_263
.LBB_264:
	leaq (%rcx,%r10,8), %rcx
	movq 912(%rsp), %r8
	addq %rdx, %r8
	shlq $7, %rdx
	addq %rdx, %rax
	addq $131320, %rax
.LBB_265:
	cmpq %rsi, %r8
	jae .LBB_926
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%rdi)
	addq $8, %rdi
	incq %r8
	subq $-128, %rax
	cmpq %rcx, %rdi
	jne .LBB_265
.LBB_267:
	movq 592(%rsp), %rax
	movq 16(%rax), %r8
	testq %r8, %r8
	js .LBB_942
	movq 968(%rsp), %rax
	movq %rax, 544(%rsp)
	movq 976(%rsp), %rdi
	movq 104(%rsp), %rax
	movq %rax, 168(%rsp)
	movq %r11, 176(%rsp)
	movq %rbx, 184(%rsp)
	movq 992(%rsp), %r11
	movq 1000(%rsp), %rsi
	cmpq $1, %r8
	jne .LBB_274
	cmpq %rdi, 896(%rsp)
	ja .LBB_871
	movq 544(%rsp), %rax
	addq 1240(%rsp), %rax
	movq %rsi, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_928
.LBB_271:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%rax,%rdi), %ymm3, %ymm0
	vaddpd -192(%rax,%rdi), %ymm3, %ymm1
	vaddpd -160(%rax,%rdi), %ymm3, %ymm2
	vaddpd -128(%rax,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%r11,%rdi)
	vmovupd %ymm1, 32(%r11,%rdi)
	vmovupd %ymm2, 64(%r11,%rdi)
	vmovupd %ymm3, 96(%r11,%rdi)
	cmpq $131072, %rdi
	je .LBB_325
	movq %rdx, %r8
	orq $1, %r8
	cmpq %rsi, %r8
	je .LBB_928
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%rax,%rdi), %ymm3, %ymm0
	vaddpd -64(%rax,%rdi), %ymm3, %ymm1
	vaddpd -32(%rax,%rdi), %ymm3, %ymm2
	vaddpd (%rax,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r11,%rdi)
	vmovupd %ymm1, 160(%r11,%rdi)
	vmovupd %ymm2, 192(%r11,%rdi)
	vmovupd %ymm3, 224(%r11,%rdi)
	addq $256, %rdi
	addq $-2, %rcx
	testq %rcx, %rcx
	jne .LBB_271
	jmp .LBB_928
.LBB_274:
	leaq 1(%r8), %rcx
	imulq %r8, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	movq 1288(%rsp), %rdx
	movq %rdx, %rbx
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	subq %r8, %rbx
	vmovupd %ymm1, 416(%rsp)
	movq 40(%rsp), %rcx
	cmpq %rdi, %rcx
	movq %rdi, %rax
	jae .LBB_886
	cmpq %r8, %rdx
	movq 80(%rsp), %r9
	movq 544(%rsp), %rdi
	jb .LBB_887
	testq %r8, %r8
	je .LBB_280
	movq %rdx, %rcx
	shlq $7, %rcx
	addq %rdi, %rcx
	shlq $7, %rbx
	addq %rdi, %rbx
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 320(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm4
	vmovupd 416(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 408(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %edx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_278:
	vcvtsi2sd %rdx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	subq $-128, %rbx
	incq %rdx
	cmpq %rcx, %rbx
	jne .LBB_278
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	movq 40(%rsp), %rcx
	jmp .LBB_281
.LBB_280:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_281:
	movq %rax, 32(%rsp)
	testq %rsi, %rsi
	je .LBB_969
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r11)
	vmovupd %ymm3, 32(%r11)
	vmovupd %ymm4, 64(%r11)
	vmovupd %ymm2, 96(%r11)
	leaq 96(%r11), %rax
	movq %rax, 1344(%rsp)
	movq 104(%rsp), %rax
	movb %al, 96(%rsp)
	vcvtsi2sd %r8, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rax, %rax
	leaq 176(%rsp), %rdx
	cmovneq %rdx, %rax
	movq %rax, 104(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	leaq 96(%rdi), %rax
	movq %rax, 1248(%rsp)
	subq %r8, %rcx
	movq %rcx, 888(%rsp)
	leaq 128(%rdi), %rax
	movq %rax, 136(%rsp)
	movq %r8, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 72(%rsp)
	movl $1, %eax
	xorl %edi, %edi
	movq %r11, 128(%rsp)
.LBB_283:
	cmpq %r9, %rdi
	jae .LBB_288
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 112(%rsp), %rdx
	movq 152(%rsp), %r10
.LBB_285:
	movq (%rdx), %rcx
	cmpq %rax, %rcx
	jae .LBB_289
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r9
	jne .LBB_285
	movq %r9, %rdi
	xorl %edx, %edx
	jmp .LBB_290
.LBB_288:
	xorl %edx, %edx
	movq 152(%rsp), %r10
	jmp .LBB_290
.LBB_289:
	movl $1, %edx
.LBB_290:
	cmpq %rax, %r10
	setae %r9b
	andb 96(%rsp), %r9b
	testq %rdx, %rdx
	jne .LBB_292
	movl $1025, %r14d
	testb %r9b, %r9b
	je .LBB_297
.LBB_292:
	movl $2, %r11d
	subq %rdx, %r11
	testb %dl, %dl
	movq %r10, %r14
	cmovneq %rcx, %r14
	movzbl %r9b, %r9d
	movq %r11, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %r9, 656(%rsp)
	movq %r10, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_296
	je .LBB_296
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_295:
	movq %r14, %rdx
	incq %r11
	movq (%rcx), %r14
	cmpq %r14, %rdx
	cmovbq %rdx, %r14
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r14
	addq $16, %rcx
	cmpq $2, %r11
	jne .LBB_295
.LBB_296:
	cmpq $1025, %r14
	movl $1025, %ecx
	cmovaeq %rcx, %r14
.LBB_297:
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm14
	vmovupd 352(%rsp), %ymm13
	vmovupd 384(%rsp), %ymm12
	vmovupd 416(%rsp), %ymm11
	cmpq %r14, %rax
	jae .LBB_303
	movq %rax, %r11
	shlq $7, %r11
	movq 1344(%rsp), %rcx
	leaq (%rcx,%r11), %rbx
	addq 616(%rsp), %r11
	movq 888(%rsp), %rdx
	leaq (%rdx,%rax), %r12
	shlq $7, %r12
	movq 1248(%rsp), %rbp
	movq 40(%rsp), %rcx
.LBB_299:
	leaq (%rcx,%rax), %r13
	movq 32(%rsp), %r9
	cmpq %r9, %r13
	jae .LBB_908
	leaq (%rdx,%rax), %r13
	cmpq %r9, %r13
	jae .LBB_891
	cmpq %rsi, %rax
	jae .LBB_909
	vmovupd -64(%rbp,%r11), %ymm10
	vmovupd -32(%rbp,%r11), %ymm9
	vmovupd (%rbp,%r11), %ymm8
	vaddpd %ymm11, %ymm8, %ymm7
	vsubpd (%rbp,%r12), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vaddpd %ymm12, %ymm9, %ymm8
	vsubpd -32(%rbp,%r12), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%rbp,%r12), %ymm9, %ymm9
	vmovupd -96(%rbp,%r11), %ymm15
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm14, %ymm15, %ymm10
	vsubpd -96(%rbp,%r12), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm3, %ymm2, %ymm14
	vmovupd %ymm14, -96(%rbx)
	vsubpd %ymm13, %ymm4, %ymm4
	vmulpd %ymm4, %ymm2, %ymm13
	vmovupd %ymm13, -64(%rbx)
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd %ymm12, -32(%rbx)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%rbx)
	incq %rax
	subq $-128, %rbx
	subq $-128, %rbp
	vmovapd %ymm10, %ymm14
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm12
	vmovapd %ymm7, %ymm11
	cmpq %rax, %r14
	jne .LBB_299
	jmp .LBB_304
.LBB_303:
	vmovapd %ymm14, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm12, %ymm8
	vmovapd %ymm11, %ymm7
.LBB_304:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r14
	movq 80(%rsp), %rbp
	movq 544(%rsp), %rdx
	movq 128(%rsp), %r11
	ja .LBB_325
	movq 40(%rsp), %rcx
	leaq (%r14,%rcx), %rbx
	movq 32(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_924
	movq %rbx, %r13
	subq %r8, %r13
	cmpq %rax, %r13
	jae .LBB_943
	movq %rbx, %r12
	shlq $7, %r12
	vmovupd (%rdx,%r12), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm3, %ymm12, %ymm3
	vsubpd %ymm10, %ymm3, %ymm3
	vmovupd %ymm3, 192(%rsp)
	vmovupd 32(%rdx,%r12), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 224(%rsp)
	vmovupd 64(%rdx,%r12), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd %ymm8, %ymm5, %ymm5
	vmovupd %ymm5, 256(%rsp)
	vmovupd 96(%rdx,%r12), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm7, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 416(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 624(%rsp)
	vmulpd %ymm4, %ymm2, %ymm3
	vmovupd %ymm3, 656(%rsp)
	vmulpd %ymm5, %ymm2, %ymm3
	vmovupd %ymm3, 688(%rsp)
	vmulpd %ymm6, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_857
	leaq 1(%r14), %rax
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rbx
	movq %rbx, 48(%rsp)
	subq %r8, %rbx
	addq 136(%rsp), %r12
	xorl %ecx, %ecx
	movq 104(%rsp), %rdx
	jmp .LBB_311
.LBB_309:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_897
.LBB_310:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 320(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r9, %rdx
	movq %rbp, %r13
	movq 120(%rsp), %r15
.LBB_311:
	testb %cl, %cl
	je .LBB_320
	movq %r13, %rbp
.LBB_313:
	testq %rdx, %rdx
	je .LBB_323
	cmpq %r14, (%rdx)
	jne .LBB_323
	movb $2, %cl
	xorl %r9d, %r9d
	movq %rdx, %r13
	cmpq %r8, 48(%rsp)
	jb .LBB_854
.LBB_316:
	movq 8(%r13), %r13
	testq %r8, %r8
	je .LBB_309
	cmpq $15, %r13
	ja .LBB_876
	leaq (%r12,%r13,8), %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r10d
	movq 72(%rsp), %r15
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_319:
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd (%rdx,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r10
	subq $-128, %r15
	jne .LBB_319
	jmp .LBB_310
.LBB_320:
	movq 488(%rsp), %rcx
	movq %rcx, %rbp
	cmpq %rcx, %r13
	je .LBB_313
	leaq 16(%r13), %rbp
	cmpq %r14, (%r13)
	jne .LBB_313
	xorl %ecx, %ecx
	movq %rdx, %r9
	cmpq %r8, 48(%rsp)
	jae .LBB_316
	jmp .LBB_854
.LBB_323:
	cmpq %rsi, %r14
	jae .LBB_944
	movq %r14, %rcx
	shlq $7, %rcx
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	vmovupd %ymm6, 96(%r11,%rcx)
	vmovupd %ymm5, 64(%r11,%rcx)
	vmovupd %ymm4, 32(%r11,%rcx)
	vmovupd %ymm3, (%r11,%rcx)
	cmpq $1024, %r14
	movq 80(%rsp), %r9
	jne .LBB_283
.LBB_325:
	movq 976(%rsp), %rbx
	movq %rbx, %rsi
	subq 40(%rsp), %rsi
	movq %rbx, 48(%rsp)
	jb .LBB_873
	movq 592(%rsp), %rax
	movq 32(%rax), %r10
	testq %r10, %r10
	js .LBB_942
	movq 40(%rax), %rcx
	movq %rcx, 32(%rsp)
	testq %rcx, %rcx
	js .LBB_942
	movq 24(%rax), %r8
	testq %r8, %r8
	js .LBB_942
	movq 968(%rsp), %rax
	movq %rax, 1248(%rsp)
	leaq -1(%r10), %rax
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_332
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_332
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_333
.LBB_332:
	xorl %r9d, %r9d
.LBB_333:
	movq 80(%rsp), %rbp
	movq 616(%rsp), %rax
	movq 1248(%rsp), %rcx
	leaq (%rcx,%rax), %r12
	movq %r9, 168(%rsp)
	cmpq $1, %r10
	movq 40(%rsp), %rdi
	movq %r8, 72(%rsp)
	jne .LBB_339
	cmpb $0, 23(%rsp)
	jne .LBB_864
	movq 1240(%rsp), %rax
	movq 1248(%rsp), %rcx
	addq %rcx, %rax
	movq %rsi, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_921
.LBB_336:
	vxorpd %xmm3, %xmm3, %xmm3
	movq 928(%rsp), %r8
	vaddpd -224(%r8,%rdi), %ymm3, %ymm0
	vbroadcastsd .LCPI_5(%rip), %ymm4
	vmulpd %ymm4, %ymm0, %ymm0
	vaddpd -192(%r8,%rdi), %ymm3, %ymm1
	vmulpd %ymm4, %ymm1, %ymm1
	vaddpd -160(%r8,%rdi), %ymm3, %ymm2
	vmulpd %ymm4, %ymm2, %ymm2
	vaddpd -128(%r8,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, -224(%rax,%rdi)
	vmovupd %ymm1, -192(%rax,%rdi)
	vmovupd %ymm2, -160(%rax,%rdi)
	vmulpd %ymm4, %ymm3, %ymm0
	vmovupd %ymm0, -128(%rax,%rdi)
	cmpq $131072, %rdi
	je .LBB_390
	movq %rdx, %r8
	orq $1, %r8
	cmpq %rsi, %r8
	je .LBB_921
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq 928(%rsp), %r8
	vaddpd -96(%r8,%rdi), %ymm3, %ymm0
	vbroadcastsd .LCPI_5(%rip), %ymm4
	vmulpd %ymm4, %ymm0, %ymm0
	vaddpd -64(%r8,%rdi), %ymm3, %ymm1
	vmulpd %ymm4, %ymm1, %ymm1
	vaddpd -32(%r8,%rdi), %ymm3, %ymm2
	vaddpd (%r8,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, -96(%rax,%rdi)
	vmovupd %ymm1, -64(%rax,%rdi)
	vmulpd %ymm4, %ymm2, %ymm0
	vmovupd %ymm0, -32(%rax,%rdi)
	vmulpd %ymm4, %ymm3, %ymm0
	vmovupd %ymm0, (%rax,%rdi)
	addq $256, %rdi
	addq $-2, %rcx
	testq %rcx, %rcx
	jne .LBB_336
	jmp .LBB_921
.LBB_339:
	leaq 1(%r10), %rax
	imulq %r10, %rax
	movq 464(%rsp), %rcx
	movq %rcx, %rbx
	subq %r10, %rbx
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 416(%rsp)
	movq 24(%rsp), %rdx
	cmpq %rdx, %r15
	jae .LBB_868
	cmpq %r10, %rcx
	movq 584(%rsp), %rax
	jb .LBB_869
	testq %r10, %r10
	je .LBB_345
	shlq $7, %rbx
	addq 144(%rsp), %rbx
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 320(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm4
	vmovupd 416(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 408(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %ecx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_343:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rcx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	subq $-128, %rbx
	incq %rcx
	cmpq %rax, %rbx
	jne .LBB_343
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	jmp .LBB_346
.LBB_345:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_346:
	movq 48(%rsp), %rbx
	cmpq %rdi, %rbx
	je .LBB_996
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vbroadcastsd .LCPI_5(%rip), %ymm5
	vmulpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r12)
	vmulpd %ymm5, %ymm3, %ymm1
	vmovupd %ymm1, 32(%r12)
	vmulpd %ymm5, %ymm4, %ymm1
	vmovupd %ymm1, 64(%r12)
	vmulpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 96(%r12)
	movb %r9b, 136(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 128(%rsp)
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %r10, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r9, %r9
	leaq 176(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 1344(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 1232(%rsp), %rax
	movq 1248(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 888(%rsp)
	movq %r15, %rax
	subq %r10, %rax
	movq %rax, 544(%rsp)
	movq %r10, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 104(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
	movq %r10, 96(%rsp)
.LBB_348:
	cmpq %rbp, %rdi
	jae .LBB_353
	movq %rdi, %rax
	shlq $4, %rax
	addq 112(%rsp), %rax
.LBB_350:
	movq (%rax), %rcx
	cmpq %r9, %rcx
	jae .LBB_354
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rbp
	jne .LBB_350
	movq %rbp, %rdi
	xorl %edx, %edx
	jmp .LBB_355
.LBB_353:
	xorl %edx, %edx
	jmp .LBB_355
.LBB_354:
	movl $1, %edx
.LBB_355:
	cmpq %r9, 128(%rsp)
	setae %al
	andb 136(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_357
	movl $1025, %r8d
	testb %al, %al
	je .LBB_362
.LBB_357:
	movq %r9, %r10
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq 128(%rsp), %r11
	movq %r11, %r8
	cmovneq %rcx, %r8
	movzbl %al, %eax
	movq %r9, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %rax, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_361
	je .LBB_361
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_360:
	movq %r8, %rax
	incq %r9
	movq (%rcx), %r8
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpb $0, -8(%rcx)
	cmoveq %rax, %r8
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_360
.LBB_361:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
	movq %r10, %r9
	movq 96(%rsp), %r10
.LBB_362:
	vmovupd 192(%rsp), %ymm6
	vmovupd 224(%rsp), %ymm5
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm3
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm12
	vmovupd 384(%rsp), %ymm13
	vmovupd 416(%rsp), %ymm14
	cmpq %r8, %r9
	jae .LBB_368
	movq %r9, %rdx
	shlq $7, %rdx
	movq %r9, %rcx
	movq 888(%rsp), %rax
	leaq (%rax,%rdx), %r9
	addq 520(%rsp), %rdx
	movq 544(%rsp), %rax
	leaq (%rax,%rcx), %r11
	shlq $7, %r11
	movq 600(%rsp), %rbp
	movq 24(%rsp), %rax
.LBB_364:
	leaq (%r15,%rcx), %r13
	cmpq %rax, %r13
	jae .LBB_960
	movq 544(%rsp), %r14
	leaq (%r14,%rcx), %r13
	cmpq %rax, %r13
	jae .LBB_943
	cmpq %rsi, %rcx
	jae .LBB_910
	vmovupd -96(%rbp,%rdx), %ymm15
	vmovupd -64(%rbp,%rdx), %ymm10
	vmovupd -32(%rbp,%rdx), %ymm9
	vmovupd (%rbp,%rdx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%rbp,%r11), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%rbp,%r11), %ymm8, %ymm8
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%rbp,%r11), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%rbp,%r11), %ymm10, %ymm10
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm1, %ymm15, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vbroadcastsd .LCPI_5(%rip), %ymm12
	vmulpd %ymm12, %ymm11, %ymm11
	vmovupd %ymm11, -96(%r9)
	vmulpd %ymm5, %ymm2, %ymm11
	vmulpd %ymm12, %ymm11, %ymm11
	vmovupd %ymm11, -64(%r9)
	vmulpd %ymm4, %ymm2, %ymm11
	vmulpd %ymm12, %ymm11, %ymm11
	vmovupd %ymm11, -32(%r9)
	vmulpd %ymm3, %ymm2, %ymm11
	vmulpd %ymm12, %ymm11, %ymm11
	vmovupd %ymm11, (%r9)
	incq %rcx
	subq $-128, %r9
	subq $-128, %rbp
	vmovapd %ymm10, %ymm11
	vmovapd %ymm9, %ymm12
	vmovapd %ymm8, %ymm13
	vmovapd %ymm7, %ymm14
	cmpq %rcx, %r8
	jne .LBB_364
	jmp .LBB_369
.LBB_368:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_369:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r8
	movq 80(%rsp), %rbp
	ja .LBB_390
	leaq (%r8,%r15), %r11
	movq 24(%rsp), %rdx
	cmpq %rdx, %r11
	jae .LBB_953
	movq %r11, %r13
	subq %r10, %r13
	cmpq %rdx, %r13
	jae .LBB_952
	movq %r11, %r9
	shlq $7, %r9
	movq 144(%rsp), %rax
	vmovupd (%rax,%r9), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 192(%rsp)
	vmovupd 32(%rax,%r9), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 224(%rsp)
	vmovupd 64(%rax,%r9), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 256(%rsp)
	vmovupd 96(%rax,%r9), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 416(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 624(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 656(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_857
	leaq 1(%r8), %rax
	movq %rax, 152(%rsp)
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %r11
	movq %r11, %rbx
	subq %r10, %rbx
	addq 608(%rsp), %r9
	xorl %ecx, %ecx
	movq 1344(%rsp), %r15
	jmp .LBB_376
.LBB_374:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_897
.LBB_375:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 320(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r14, %r15
	movq %rbp, %r13
	movq 24(%rsp), %rdx
	movq 96(%rsp), %r10
.LBB_376:
	testb %cl, %cl
	je .LBB_385
	movq %r13, %rbp
.LBB_378:
	testq %r15, %r15
	je .LBB_388
	cmpq %r8, (%r15)
	jne .LBB_388
	movb $2, %cl
	xorl %r14d, %r14d
	movq %r15, %r13
	cmpq %r10, %r11
	jb .LBB_855
.LBB_381:
	movq 8(%r13), %r13
	testq %r10, %r10
	je .LBB_374
	cmpq $15, %r13
	ja .LBB_876
	leaq (%r9,%r13,8), %r15
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r10d
	movq 104(%rsp), %rax
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_384:
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd (%r15,%rax), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r10
	subq $-128, %rax
	jne .LBB_384
	jmp .LBB_375
.LBB_385:
	movq 488(%rsp), %rax
	movq %rax, %rbp
	cmpq %rax, %r13
	je .LBB_378
	leaq 16(%r13), %rbp
	cmpq %r8, (%r13)
	jne .LBB_378
	xorl %ecx, %ecx
	movq %r15, %r14
	cmpq %r10, %r11
	jae .LBB_381
	jmp .LBB_855
.LBB_388:
	cmpq %rsi, %r8
	jae .LBB_954
	movq %r8, %rax
	shlq $7, %rax
	vbroadcastsd .LCPI_5(%rip), %ymm4
	vmulpd 624(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, (%r12,%rax)
	vmulpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%r12,%rax)
	vmulpd 688(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 64(%r12,%rax)
	vmulpd 720(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 96(%r12,%rax)
	cmpq $1024, %r8
	movq 120(%rsp), %r15
	movq 80(%rsp), %rbp
	movq 152(%rsp), %r9
	movq 48(%rsp), %rbx
	jne .LBB_348
.LBB_390:
	movq 32(%rsp), %rax
	decq %rax
	movq 64(%rsp), %rcx
	cmpq %rcx, 72(%rsp)
	jne .LBB_394
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_399
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_399
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r11d
	jmp .LBB_400
.LBB_394:
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_412
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_412
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_413
.LBB_399:
	xorl %r11d, %r11d
.LBB_400:
	movq %r11, 168(%rsp)
	movq 944(%rsp), %r10
	movq 952(%rsp), %r9
	movq 32(%rsp), %r8
	cmpq $1, %r8
	movq 40(%rsp), %rcx
	jne .LBB_406
	cmpb $0, 23(%rsp)
	jne .LBB_864
	leaq 1(%r9), %rax
	movl $120, %ecx
	xorl %edx, %edx
.LBB_403:
	cmpq %rdx, %rsi
	je .LBB_949
	incq %rdx
	cmpq %rdx, %rax
	je .LBB_948
	vxorpd %xmm0, %xmm0, %xmm0
	movq 920(%rsp), %rdi
	vaddsd -120(%rdi,%rcx), %xmm0, %xmm2
	vaddsd -112(%rdi,%rcx), %xmm0, %xmm11
	vaddsd -104(%rdi,%rcx), %xmm0, %xmm12
	vaddsd -96(%rdi,%rcx), %xmm0, %xmm13
	vaddsd -88(%rdi,%rcx), %xmm0, %xmm14
	vaddsd -80(%rdi,%rcx), %xmm0, %xmm10
	vaddsd -72(%rdi,%rcx), %xmm0, %xmm9
	vaddsd -64(%rdi,%rcx), %xmm0, %xmm8
	vaddsd -56(%rdi,%rcx), %xmm0, %xmm7
	vaddsd -48(%rdi,%rcx), %xmm0, %xmm6
	vaddsd -40(%rdi,%rcx), %xmm0, %xmm5
	vaddsd -32(%rdi,%rcx), %xmm0, %xmm4
	vaddsd -24(%rdi,%rcx), %xmm0, %xmm3
	vaddsd -16(%rdi,%rcx), %xmm0, %xmm1
	vaddsd -8(%rdi,%rcx), %xmm0, %xmm15
	vmovsd %xmm15, 48(%rsp)
	vmovsd -120(%r12,%rcx), %xmm15
	vsubsd %xmm2, %xmm15, %xmm15
	vmovsd -112(%r12,%rcx), %xmm2
	vsubsd %xmm11, %xmm2, %xmm11
	vaddsd (%rdi,%rcx), %xmm0, %xmm2
	vsubsd -120(%r10,%rcx), %xmm15, %xmm15
	vmovsd %xmm15, -120(%r12,%rcx)
	vsubsd -112(%r10,%rcx), %xmm11, %xmm11
	vmovsd %xmm11, -112(%r12,%rcx)
	vmovsd -104(%r12,%rcx), %xmm11
	vsubsd %xmm12, %xmm11, %xmm11
	vsubsd -104(%r10,%rcx), %xmm11, %xmm11
	vmovsd %xmm11, -104(%r12,%rcx)
	vmovsd -96(%r12,%rcx), %xmm11
	vsubsd %xmm13, %xmm11, %xmm11
	vsubsd -96(%r10,%rcx), %xmm11, %xmm11
	vmovsd %xmm11, -96(%r12,%rcx)
	vmovsd -88(%r12,%rcx), %xmm11
	vsubsd %xmm14, %xmm11, %xmm11
	vsubsd -88(%r10,%rcx), %xmm11, %xmm11
	vmovsd %xmm11, -88(%r12,%rcx)
	vmovsd -80(%r12,%rcx), %xmm11
	vsubsd %xmm10, %xmm11, %xmm10
	vsubsd -80(%r10,%rcx), %xmm10, %xmm10
	vmovsd %xmm10, -80(%r12,%rcx)
	vmovsd -72(%r12,%rcx), %xmm10
	vsubsd %xmm9, %xmm10, %xmm9
	vsubsd -72(%r10,%rcx), %xmm9, %xmm9
	vmovsd %xmm9, -72(%r12,%rcx)
	vmovsd -64(%r12,%rcx), %xmm9
	vsubsd %xmm8, %xmm9, %xmm8
	vsubsd -64(%r10,%rcx), %xmm8, %xmm8
	vmovsd %xmm8, -64(%r12,%rcx)
	vmovsd -56(%r12,%rcx), %xmm8
	vsubsd %xmm7, %xmm8, %xmm7
	vsubsd -56(%r10,%rcx), %xmm7, %xmm7
	vmovsd %xmm7, -56(%r12,%rcx)
	vmovsd -48(%r12,%rcx), %xmm7
	vsubsd %xmm6, %xmm7, %xmm6
	vsubsd -48(%r10,%rcx), %xmm6, %xmm6
	vmovsd %xmm6, -48(%r12,%rcx)
	vmovsd -40(%r12,%rcx), %xmm6
	vsubsd %xmm5, %xmm6, %xmm5
	vsubsd -40(%r10,%rcx), %xmm5, %xmm5
	vmovsd %xmm5, -40(%r12,%rcx)
	vmovsd -32(%r12,%rcx), %xmm5
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd -32(%r10,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, -32(%r12,%rcx)
	vmovsd -24(%r12,%rcx), %xmm4
	vsubsd %xmm3, %xmm4, %xmm3
	vsubsd -24(%r10,%rcx), %xmm3, %xmm3
	vmovsd %xmm3, -24(%r12,%rcx)
	vmovsd -16(%r12,%rcx), %xmm3
	vsubsd %xmm1, %xmm3, %xmm1
	vsubsd -16(%r10,%rcx), %xmm1, %xmm1
	vmovsd %xmm1, -16(%r12,%rcx)
	vmovsd -8(%r12,%rcx), %xmm1
	vsubsd 48(%rsp), %xmm1, %xmm0
	vsubsd -8(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -8(%r12,%rcx)
	vmovsd (%r12,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vsubsd (%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, (%r12,%rcx)
	addq $128, %rcx
	cmpq $131320, %rcx
	jne .LBB_403
	jmp .LBB_577
.LBB_412:
	xorl %r9d, %r9d
.LBB_413:
	movq %r9, 168(%rsp)
	movq 32(%rsp), %r8
	cmpq $1, %r8
	movq 40(%rsp), %rcx
	jne .LBB_418
	cmpb $0, 23(%rsp)
	jne .LBB_864
	movq 1280(%rsp), %rax
	addq %rbx, %rax
	movl $96, %ecx
.LBB_416:
	decq %rax
	je .LBB_938
	vxorpd %xmm5, %xmm5, %xmm5
	movq 920(%rsp), %rdx
	vaddpd -96(%rdx,%rcx), %ymm5, %ymm0
	vmovupd -96(%r12,%rcx), %ymm1
	vsubpd %ymm0, %ymm1, %ymm0
	vmovupd -64(%r12,%rcx), %ymm1
	vmovupd -32(%r12,%rcx), %ymm2
	vaddpd -64(%rdx,%rcx), %ymm5, %ymm3
	vaddpd -32(%rdx,%rcx), %ymm5, %ymm4
	vsubpd %ymm3, %ymm1, %ymm1
	vsubpd %ymm4, %ymm2, %ymm2
	vaddpd (%rdx,%rcx), %ymm5, %ymm3
	vmovupd (%r12,%rcx), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	vmovupd %ymm0, -96(%r12,%rcx)
	vmovupd %ymm1, -64(%r12,%rcx)
	vmovupd %ymm2, -32(%r12,%rcx)
	vmovupd %ymm3, (%r12,%rcx)
	addq $128, %rcx
	cmpq $131296, %rcx
	jne .LBB_416
	jmp .LBB_516
.LBB_406:
	movq %r9, 128(%rsp)
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 464(%rsp), %rdi
	movq %rdi, %rbx
	subq %r8, %rbx
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 416(%rsp)
	movq 24(%rsp), %rdx
	cmpq %rdx, %r15
	jae .LBB_868
	cmpq %r8, %rdi
	jb .LBB_890
	vmovsd %xmm0, 152(%rsp)
	testq %r8, %r8
	je .LBB_424
	shlq $7, %rbx
	addq 144(%rsp), %rbx
	vmovupd 192(%rsp), %ymm7
	vmovupd 320(%rsp), %ymm8
	vmovupd 416(%rsp), %ymm6
	vmovupd 296(%rsp), %xmm2
	vperm2f128 $40, 280(%rsp), %ymm0, %ymm3
	vmovsd 312(%rsp), %xmm1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovhpd 408(%rsp), %xmm0, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vinsertf128 $1, %xmm4, %ymm5, %ymm9
	vxorpd %xmm4, %xmm4, %xmm4
	movl $1, %eax
	vxorpd %xmm10, %xmm10, %xmm10
	movq 584(%rsp), %rdx
.LBB_410:
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %rax, %xmm13, %xmm11
	vbroadcastsd %xmm11, %ymm12
	vmovupd (%rbx), %ymm13
	vmovupd 32(%rbx), %ymm14
	vmovupd 72(%rbx), %ymm15
	vmulpd %ymm12, %ymm13, %ymm0
	vaddpd %ymm0, %ymm7, %ymm7
	vaddpd %ymm8, %ymm13, %ymm8
	vmulpd %ymm12, %ymm14, %ymm0
	vaddpd %ymm0, %ymm5, %ymm5
	vaddpd %ymm10, %ymm14, %ymm10
	vmulsd 64(%rbx), %xmm11, %xmm0
	vaddsd %xmm0, %xmm4, %xmm4
	vmulpd %ymm12, %ymm15, %ymm0
	vaddpd %ymm0, %ymm3, %ymm3
	vaddpd 64(%rbx), %ymm9, %ymm9
	vmovupd 104(%rbx), %xmm0
	vmulpd %xmm0, %xmm12, %xmm12
	vaddpd %xmm2, %xmm12, %xmm2
	vbroadcastsd 120(%rbx), %ymm12
	vmulsd %xmm11, %xmm12, %xmm11
	vaddsd %xmm1, %xmm11, %xmm1
	vperm2f128 $33, %ymm0, %ymm15, %ymm11
	vshufpd $13, %ymm0, %ymm11, %ymm0
	vblendpd $8, %ymm12, %ymm0, %ymm0
	vaddpd %ymm6, %ymm0, %ymm6
	subq $-128, %rbx
	incq %rax
	cmpq %rdx, %rbx
	jne .LBB_410
	vmovupd %ymm7, 192(%rsp)
	vmovupd %ymm8, 320(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm10, 352(%rsp)
	vmovsd %xmm4, 256(%rsp)
	vmovupd %ymm9, 384(%rsp)
	vmovupd %ymm3, 264(%rsp)
	vmovupd %xmm2, 296(%rsp)
	vmovsd %xmm1, 312(%rsp)
	vmovupd %ymm6, 416(%rsp)
	vmovsd 192(%rsp), %xmm6
	vmovsd 200(%rsp), %xmm15
	vmovsd 208(%rsp), %xmm14
	vmovsd 216(%rsp), %xmm0
	vmovsd %xmm0, 64(%rsp)
	vshufpd $1, %xmm5, %xmm5, %xmm7
	vextractf128 $1, %ymm5, %xmm11
	vshufpd $1, %xmm11, %xmm11, %xmm13
	vshufpd $1, %xmm3, %xmm3, %xmm12
	vextractf128 $1, %ymm3, %xmm8
	vmovapd %xmm8, 544(%rsp)
	vshufpd $1, %xmm8, %xmm8, %xmm10
	vshufpd $1, %xmm2, %xmm2, %xmm9
	jmp .LBB_425
.LBB_418:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 464(%rsp), %rdi
	movq %rdi, %rbx
	subq %r8, %rbx
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 416(%rsp)
	movq 24(%rsp), %rdx
	cmpq %rdx, %r15
	jae .LBB_868
	cmpq %r8, %rdi
	jb .LBB_890
	testq %r8, %r8
	je .LBB_471
	shlq $7, %rbx
	addq 144(%rsp), %rbx
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 320(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm4
	vmovupd 416(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 408(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq 584(%rsp), %rdx
.LBB_422:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	subq $-128, %rbx
	incq %rax
	cmpq %rdx, %rbx
	jne .LBB_422
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	jmp .LBB_472
.LBB_424:
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 544(%rsp)
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vmovsd %xmm6, 64(%rsp)
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
.LBB_425:
	cmpq %rcx, 48(%rsp)
	movq 128(%rsp), %rbx
	je .LBB_998
	testq %rbx, %rbx
	je .LBB_999
	vmovapd %xmm7, %xmm8
	vmovsd 152(%rsp), %xmm7
	vdivsd %xmm7, %xmm6, %xmm0
	vmovsd (%r12), %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vdivsd %xmm7, %xmm15, %xmm6
	vmovsd 8(%r12), %xmm15
	vsubsd %xmm6, %xmm15, %xmm6
	vsubsd (%r10), %xmm0, %xmm0
	vmovsd %xmm0, (%r12)
	vsubsd 8(%r10), %xmm6, %xmm0
	vmovsd %xmm0, 8(%r12)
	vdivsd %xmm7, %xmm14, %xmm0
	vmovsd 16(%r12), %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vmovsd 64(%rsp), %xmm6
	vdivsd %xmm7, %xmm6, %xmm6
	vsubsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r12)
	vmovsd 24(%r12), %xmm0
	vsubsd %xmm6, %xmm0, %xmm0
	vsubsd 24(%r10), %xmm0, %xmm0
	vdivsd %xmm7, %xmm5, %xmm5
	vmovsd %xmm0, 24(%r12)
	vmovsd 32(%r12), %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vdivsd %xmm7, %xmm8, %xmm5
	vsubsd 32(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r12)
	vmovsd 40(%r12), %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vsubsd 40(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r12)
	vdivsd %xmm7, %xmm11, %xmm0
	vmovsd 48(%r12), %xmm5
	vsubsd %xmm0, %xmm5, %xmm0
	vdivsd %xmm7, %xmm13, %xmm5
	vsubsd 48(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r12)
	vmovsd 56(%r12), %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vsubsd 56(%r10), %xmm0, %xmm0
	vdivsd %xmm7, %xmm4, %xmm4
	vmovsd %xmm0, 56(%r12)
	vmovsd 64(%r12), %xmm0
	vsubsd %xmm4, %xmm0, %xmm0
	vdivsd %xmm7, %xmm3, %xmm3
	vsubsd 64(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 64(%r12)
	vmovsd 72(%r12), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd 72(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 72(%r12)
	vdivsd %xmm7, %xmm12, %xmm0
	vmovsd 80(%r12), %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vmovapd 544(%rsp), %xmm3
	vdivsd %xmm7, %xmm3, %xmm3
	vsubsd 80(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 80(%r12)
	vmovsd 88(%r12), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd 88(%r10), %xmm0, %xmm0
	vdivsd %xmm7, %xmm10, %xmm3
	vmovsd %xmm0, 88(%r12)
	vmovsd 96(%r12), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vdivsd %xmm7, %xmm2, %xmm2
	vsubsd 96(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 96(%r12)
	vmovsd 104(%r12), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vdivsd %xmm7, %xmm9, %xmm2
	vdivsd %xmm7, %xmm1, %xmm1
	vsubsd 104(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 104(%r12)
	vmovsd 112(%r12), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vsubsd 112(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 112(%r12)
	vmovsd 120(%r12), %xmm0
	vsubsd %xmm1, %xmm0, %xmm0
	vsubsd 120(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 120(%r12)
	movb %r11b, 136(%rsp)
	movq 32(%rsp), %rcx
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %rcx, %xmm13, %xmm0
	movq 176(%rsp), %rax
	movq %rax, 104(%rsp)
	testq %r11, %r11
	leaq 176(%rsp), %rax
	cmovneq %rax, %r11
	movq %r11, 1248(%rsp)
	vmovsd .LCPI_4(%rip), %xmm1
	vdivsd %xmm7, %xmm1, %xmm1
	vbroadcastsd %xmm0, %ymm0
	vmovupd %ymm0, 544(%rsp)
	vbroadcastsd %xmm1, %ymm0
	vmovupd %ymm0, 1344(%rsp)
	movq %r15, %rax
	subq %rcx, %rax
	movq %rax, 64(%rsp)
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 96(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
.LBB_428:
	cmpq %rbp, %rdi
	jae .LBB_433
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 112(%rsp), %rcx
.LBB_430:
	movq (%rcx), %rax
	cmpq %r9, %rax
	jae .LBB_434
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rbp
	jne .LBB_430
	movq %rbp, %rdi
	xorl %ecx, %ecx
	jmp .LBB_435
.LBB_433:
	xorl %ecx, %ecx
	jmp .LBB_435
.LBB_434:
	movl $1, %ecx
.LBB_435:
	cmpq %r9, 104(%rsp)
	setae %r8b
	andb 136(%rsp), %r8b
	testq %rcx, %rcx
	jne .LBB_437
	movl $1025, %r14d
	testb %r8b, %r8b
	je .LBB_442
.LBB_437:
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq 104(%rsp), %r11
	movq %r11, %r14
	cmovneq %rax, %r14
	movzbl %r8b, %r8d
	movq %rdx, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rcx, 640(%rsp)
	movq %rax, 648(%rsp)
	movq %r8, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %rcx, %rcx
	je .LBB_441
	je .LBB_441
	shll $4, %ecx
	leaq 680(%rsp), %rax
	subq %rcx, %rax
.LBB_440:
	movq %r14, %rcx
	incq %rdx
	movq (%rax), %r14
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r14
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_440
.LBB_441:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_442:
	vmovupd 192(%rsp), %ymm8
	vmovupd 224(%rsp), %ymm7
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm4
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm10
	vmovupd 384(%rsp), %ymm9
	vmovupd 416(%rsp), %ymm6
	cmpq %r14, %r9
	jae .LBB_449
	movq %r9, %rcx
	shlq $7, %rcx
	movq 520(%rsp), %rax
	leaq (%rax,%rcx), %rdx
	orq $120, %rcx
	movq 64(%rsp), %rax
	leaq (%rax,%r9), %r8
	shlq $7, %r8
	movq 600(%rsp), %rax
.LBB_444:
	leaq (%r15,%r9), %r13
	movq %r9, %r11
	movq 24(%rsp), %r9
	cmpq %r9, %r13
	jae .LBB_916
	movq 64(%rsp), %r13
	addq %r11, %r13
	cmpq %r9, %r13
	jae .LBB_898
	cmpq %rsi, %r11
	movq %r11, %r9
	jae .LBB_917
	cmpq %rbx, %r9
	jae .LBB_918
	vmovupd -96(%rax,%rdx), %ymm0
	vmovupd -64(%rax,%rdx), %ymm13
	vmovupd 544(%rsp), %ymm2
	vmulpd %ymm2, %ymm0, %ymm12
	vaddpd %ymm12, %ymm8, %ymm8
	vmovupd -32(%rax,%rdx), %ymm14
	vaddpd %ymm0, %ymm11, %ymm12
	vsubpd %ymm11, %ymm8, %ymm8
	vmulpd %ymm2, %ymm13, %ymm0
	vaddpd %ymm0, %ymm7, %ymm0
	vmovupd (%rax,%rdx), %ymm11
	vaddpd %ymm10, %ymm13, %ymm13
	vsubpd %ymm10, %ymm0, %ymm7
	vmulpd %ymm2, %ymm14, %ymm0
	vaddpd %ymm0, %ymm5, %ymm0
	vmulsd %xmm1, %xmm8, %xmm10
	vaddpd %ymm9, %ymm14, %ymm14
	vsubpd %ymm9, %ymm0, %ymm5
	vmulpd %ymm2, %ymm11, %ymm0
	vaddpd %ymm0, %ymm4, %ymm0
	vshufpd $1, %xmm8, %xmm8, %xmm4
	vmulsd %xmm4, %xmm1, %xmm9
	vaddpd %ymm6, %ymm11, %ymm15
	vsubpd %ymm6, %ymm0, %ymm4
	vmovsd -120(%r12,%rcx), %xmm0
	vsubsd %xmm10, %xmm0, %xmm0
	vmovsd -112(%r12,%rcx), %xmm6
	vsubsd %xmm9, %xmm6, %xmm3
	vextractf128 $1, %ymm8, %xmm2
	vsubpd -96(%rax,%r8), %ymm12, %ymm11
	vsubpd -64(%rax,%r8), %ymm13, %ymm10
	vsubpd -32(%rax,%r8), %ymm14, %ymm9
	vsubpd (%rax,%r8), %ymm15, %ymm6
	vsubsd -120(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -120(%r12,%rcx)
	vmulsd %xmm2, %xmm1, %xmm0
	vshufpd $1, %xmm2, %xmm2, %xmm2
	vsubsd -112(%r10,%rcx), %xmm3, %xmm3
	vmulsd %xmm2, %xmm1, %xmm2
	vmovsd %xmm3, -112(%r12,%rcx)
	vmovsd -104(%r12,%rcx), %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vmulsd %xmm7, %xmm1, %xmm3
	vsubsd -104(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -104(%r12,%rcx)
	vmovsd -96(%r12,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vshufpd $1, %xmm7, %xmm7, %xmm2
	vmulsd %xmm2, %xmm1, %xmm2
	vsubsd -96(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -96(%r12,%rcx)
	vmovsd -88(%r12,%rcx), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd -88(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -88(%r12,%rcx)
	vextractf128 $1, %ymm7, %xmm0
	vmovsd -80(%r12,%rcx), %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmulsd %xmm0, %xmm1, %xmm3
	vshufpd $1, %xmm0, %xmm0, %xmm0
	vmulsd %xmm0, %xmm1, %xmm0
	vsubsd -80(%r10,%rcx), %xmm2, %xmm2
	vmovsd %xmm2, -80(%r12,%rcx)
	vmovsd -72(%r12,%rcx), %xmm2
	vsubsd %xmm3, %xmm2, %xmm2
	vsubsd -72(%r10,%rcx), %xmm2, %xmm2
	vmovsd %xmm2, -72(%r12,%rcx)
	vmulsd %xmm5, %xmm1, %xmm2
	vmovsd -64(%r12,%rcx), %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vshufpd $1, %xmm5, %xmm5, %xmm3
	vsubsd -64(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -64(%r12,%rcx)
	vmulsd %xmm3, %xmm1, %xmm0
	vmovsd -56(%r12,%rcx), %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vextractf128 $1, %ymm5, %xmm3
	vsubsd -56(%r10,%rcx), %xmm2, %xmm2
	vmovsd %xmm2, -56(%r12,%rcx)
	vmovsd -48(%r12,%rcx), %xmm2
	vsubsd %xmm0, %xmm2, %xmm0
	vmulsd %xmm3, %xmm1, %xmm2
	vshufpd $1, %xmm3, %xmm3, %xmm3
	vsubsd -48(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -48(%r12,%rcx)
	vmulsd %xmm3, %xmm1, %xmm0
	vmovsd -40(%r12,%rcx), %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmulsd %xmm4, %xmm1, %xmm3
	vsubsd -40(%r10,%rcx), %xmm2, %xmm2
	vmovsd %xmm2, -40(%r12,%rcx)
	vmovsd -32(%r12,%rcx), %xmm2
	vsubsd %xmm0, %xmm2, %xmm0
	vshufpd $1, %xmm4, %xmm4, %xmm2
	vmulsd %xmm2, %xmm1, %xmm2
	vsubsd -32(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -32(%r12,%rcx)
	vmovsd -24(%r12,%rcx), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd -24(%r10,%rcx), %xmm0, %xmm0
	vextractf128 $1, %ymm4, %xmm3
	vmovsd %xmm0, -24(%r12,%rcx)
	vmovsd -16(%r12,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm3, %xmm1, %xmm2
	vsubsd -16(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -16(%r12,%rcx)
	vmovsd -8(%r12,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vshufpd $1, %xmm3, %xmm3, %xmm2
	vmulsd %xmm2, %xmm1, %xmm2
	vsubsd -8(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -8(%r12,%rcx)
	vmovsd (%r12,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vsubsd (%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, (%r12,%rcx)
	incq %r9
	subq $-128, %rcx
	subq $-128, %rax
	cmpq %r9, %r14
	jne .LBB_444
.LBB_449:
	vmovupd %ymm8, 192(%rsp)
	vmovupd %ymm7, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm4, 288(%rsp)
	vmovapd %xmm11, 320(%rsp)
	cmpq $1024, %r14
	ja .LBB_577
	leaq (%r14,%r15), %rbx
	movq 24(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_924
	movq %rbx, %r13
	subq 32(%rsp), %r13
	cmpq %rax, %r13
	jae .LBB_898
	movq %rbx, %rax
	shlq $7, %rax
	movq 144(%rsp), %rcx
	vmovupd (%rcx,%rax), %ymm0
	vmovupd 544(%rsp), %ymm13
	vmulpd %ymm0, %ymm13, %ymm2
	vaddpd %ymm2, %ymm8, %ymm2
	vsubpd %ymm11, %ymm2, %ymm2
	vmovupd %ymm2, 192(%rsp)
	vmovupd 32(%rcx,%rax), %ymm3
	vmulpd %ymm3, %ymm13, %ymm8
	vaddpd %ymm7, %ymm8, %ymm7
	vsubpd %ymm10, %ymm7, %ymm7
	vmovupd %ymm7, 224(%rsp)
	vmovupd 64(%rcx,%rax), %ymm8
	vmulpd %ymm13, %ymm8, %ymm12
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 256(%rsp)
	vmovupd 96(%rcx,%rax), %ymm12
	vmulpd %ymm13, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm6, %ymm4, %ymm4
	vmovupd %ymm4, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm0, %ymm11, %ymm0
	vsubpd (%rcx,%r13), %ymm0, %ymm0
	vmovupd %ymm0, 320(%rsp)
	vaddpd %ymm3, %ymm10, %ymm0
	vsubpd 32(%rcx,%r13), %ymm0, %ymm0
	vmovupd %ymm0, 352(%rsp)
	vaddpd %ymm9, %ymm8, %ymm0
	vsubpd 64(%rcx,%r13), %ymm0, %ymm0
	vmovupd %ymm0, 384(%rsp)
	vaddpd %ymm6, %ymm12, %ymm0
	vsubpd 96(%rcx,%r13), %ymm0, %ymm0
	vmovupd %ymm0, 416(%rsp)
	vmovupd 1344(%rsp), %ymm3
	vmulpd %ymm2, %ymm3, %ymm0
	vmovupd %ymm0, 624(%rsp)
	vmulpd %ymm7, %ymm3, %ymm0
	vmovupd %ymm0, 656(%rsp)
	vmulpd %ymm5, %ymm3, %ymm0
	vmovupd %ymm0, 688(%rsp)
	vmulpd %ymm4, %ymm3, %ymm0
	vmovupd %ymm0, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_857
	leaq 1(%r14), %r9
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rbx
	movq %rbx, 48(%rsp)
	subq 32(%rsp), %rbx
	addq 608(%rsp), %rax
	xorl %edx, %edx
	movq 1248(%rsp), %rbp
	vmovsd 152(%rsp), %xmm3
	jmp .LBB_456
.LBB_454:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $15, %r13
	ja .LBB_897
.LBB_455:
	vmovsd %xmm5, 192(%rsp,%r13,8)
	vmovsd %xmm4, 320(%rsp,%r13,8)
	vdivsd %xmm3, %xmm5, %xmm0
	vmovsd %xmm0, 624(%rsp,%r13,8)
	movq %r8, %rbp
	movq %rcx, %r13
	movq 120(%rsp), %r15
	movq %r11, %r9
.LBB_456:
	testb %dl, %dl
	je .LBB_465
	movq %r13, %rcx
.LBB_458:
	testq %rbp, %rbp
	je .LBB_468
	cmpq %r14, (%rbp)
	jne .LBB_468
	movb $2, %dl
	xorl %r8d, %r8d
	movq %rbp, %r13
	movq 32(%rsp), %r15
	cmpq %r15, 48(%rsp)
	jb .LBB_853
.LBB_461:
	movq %r9, %r11
	movq 8(%r13), %r13
	testq %r15, %r15
	je .LBB_454
	cmpq $15, %r13
	ja .LBB_876
	leaq (%rax,%r13,8), %rbp
	vxorpd %xmm4, %xmm4, %xmm4
	movl $1, %r9d
	movq 96(%rsp), %r15
	vxorpd %xmm5, %xmm5, %xmm5
.LBB_464:
	vcvtsi2sd %r9, %xmm15, %xmm0
	vmovsd (%rbp,%r15), %xmm2
	vmulsd %xmm0, %xmm2, %xmm0
	vaddsd %xmm0, %xmm5, %xmm5
	vaddsd %xmm2, %xmm4, %xmm4
	incq %r9
	subq $-128, %r15
	jne .LBB_464
	jmp .LBB_455
.LBB_465:
	movq 488(%rsp), %rdx
	movq %rdx, %rcx
	cmpq %rdx, %r13
	je .LBB_458
	leaq 16(%r13), %rcx
	cmpq %r14, (%r13)
	jne .LBB_458
	xorl %edx, %edx
	movq %rbp, %r8
	movq 32(%rsp), %r15
	cmpq %r15, 48(%rsp)
	jae .LBB_461
	jmp .LBB_853
.LBB_468:
	cmpq %rsi, %r14
	jae .LBB_964
	movq 128(%rsp), %rbx
	cmpq %rbx, %r14
	movq 80(%rsp), %rbp
	jae .LBB_963
	movq %r14, %rax
	shlq $7, %rax
	vmovsd (%r12,%rax), %xmm0
	vmovsd 8(%r12,%rax), %xmm2
	vsubsd 624(%rsp), %xmm0, %xmm0
	vsubsd (%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, (%r12,%rax)
	vsubsd 632(%rsp), %xmm2, %xmm0
	vsubsd 8(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r12,%rax)
	vmovsd 16(%r12,%rax), %xmm0
	vsubsd 640(%rsp), %xmm0, %xmm0
	vsubsd 16(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r12,%rax)
	vmovsd 24(%r12,%rax), %xmm0
	vsubsd 648(%rsp), %xmm0, %xmm0
	vsubsd 24(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r12,%rax)
	vmovsd 32(%r12,%rax), %xmm0
	vsubsd 656(%rsp), %xmm0, %xmm0
	vsubsd 32(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r12,%rax)
	vmovsd 40(%r12,%rax), %xmm0
	vsubsd 664(%rsp), %xmm0, %xmm0
	vsubsd 40(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r12,%rax)
	vmovsd 48(%r12,%rax), %xmm0
	vsubsd 672(%rsp), %xmm0, %xmm0
	vsubsd 48(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r12,%rax)
	vmovsd 56(%r12,%rax), %xmm0
	vsubsd 680(%rsp), %xmm0, %xmm0
	vsubsd 56(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r12,%rax)
	vmovsd 64(%r12,%rax), %xmm0
	vsubsd 688(%rsp), %xmm0, %xmm0
	vsubsd 64(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 64(%r12,%rax)
	vmovsd 72(%r12,%rax), %xmm0
	vsubsd 696(%rsp), %xmm0, %xmm0
	vsubsd 72(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 72(%r12,%rax)
	vmovsd 80(%r12,%rax), %xmm0
	vsubsd 704(%rsp), %xmm0, %xmm0
	vsubsd 80(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 80(%r12,%rax)
	vmovsd 88(%r12,%rax), %xmm0
	vsubsd 712(%rsp), %xmm0, %xmm0
	vsubsd 88(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 88(%r12,%rax)
	vmovsd 96(%r12,%rax), %xmm0
	vsubsd 720(%rsp), %xmm0, %xmm0
	vsubsd 96(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 96(%r12,%rax)
	vmovsd 104(%r12,%rax), %xmm0
	vsubsd 728(%rsp), %xmm0, %xmm0
	vsubsd 104(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 104(%r12,%rax)
	vmovsd 112(%r12,%rax), %xmm0
	vsubsd 736(%rsp), %xmm0, %xmm0
	vsubsd 112(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 112(%r12,%rax)
	vmovsd 120(%r12,%rax), %xmm0
	vsubsd 744(%rsp), %xmm0, %xmm0
	vsubsd 120(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 120(%r12,%rax)
	cmpq $1024, %r14
	jne .LBB_428
	jmp .LBB_577
.LBB_471:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_472:
	movq 48(%rsp), %rbx
	cmpq %rcx, %rbx
	je .LBB_997
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd (%r12), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%r12), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 64(%r12), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 96(%r12), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%r12)
	vmovupd %ymm3, 32(%r12)
	vmovupd %ymm4, 64(%r12)
	vmovupd %ymm2, 96(%r12)
	movb %r9b, 104(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 96(%rsp)
	movq 32(%rsp), %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r9, %r9
	leaq 176(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 128(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 1232(%rsp), %rax
	movq 1248(%rsp), %rdx
	addq %rdx, %rax
	movq %rax, 136(%rsp)
	movq %r15, %rax
	subq %rcx, %rax
	movq %rax, 544(%rsp)
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 64(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
.LBB_474:
	cmpq %rbp, %rdi
	jae .LBB_479
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 112(%rsp), %rcx
.LBB_476:
	movq (%rcx), %rax
	cmpq %r9, %rax
	jae .LBB_480
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rbp
	jne .LBB_476
	movq %rbp, %rdi
	xorl %edx, %edx
	jmp .LBB_481
.LBB_479:
	xorl %edx, %edx
	jmp .LBB_481
.LBB_480:
	movl $1, %edx
.LBB_481:
	cmpq %r9, 96(%rsp)
	setae %cl
	andb 104(%rsp), %cl
	testq %rdx, %rdx
	jne .LBB_483
	movl $1025, %r8d
	testb %cl, %cl
	je .LBB_488
.LBB_483:
	movq %r9, %r10
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq 96(%rsp), %r11
	movq %r11, %r8
	cmovneq %rax, %r8
	movzbl %cl, %ecx
	movq %r9, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rax, 648(%rsp)
	movq %rcx, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_487
	je .LBB_487
	shll $4, %edx
	leaq 680(%rsp), %rax
	subq %rdx, %rax
.LBB_486:
	movq %r8, %rcx
	incq %r9
	movq (%rax), %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r8
	addq $16, %rax
	cmpq $2, %r9
	jne .LBB_486
.LBB_487:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
	movq %r10, %r9
.LBB_488:
	vmovupd 192(%rsp), %ymm6
	vmovupd 224(%rsp), %ymm5
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm3
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm12
	vmovupd 384(%rsp), %ymm13
	vmovupd 416(%rsp), %ymm14
	cmpq %r8, %r9
	jae .LBB_494
	movq %r9, %rdx
	shlq $7, %rdx
	movq 136(%rsp), %rax
	leaq (%rax,%rdx), %r10
	addq 520(%rsp), %rdx
	movq 544(%rsp), %rax
	leaq (%rax,%r9), %r11
	shlq $7, %r11
	movq 600(%rsp), %rbp
	movq 24(%rsp), %rax
.LBB_490:
	leaq (%r15,%r9), %r13
	cmpq %rax, %r13
	jae .LBB_960
	movq 544(%rsp), %rcx
	leaq (%rcx,%r9), %r13
	cmpq %rax, %r13
	jae .LBB_943
	cmpq %rsi, %r9
	jae .LBB_915
	vmovupd -96(%rbp,%rdx), %ymm15
	vmovupd -64(%rbp,%rdx), %ymm10
	vmovupd -32(%rbp,%rdx), %ymm9
	vmovupd (%rbp,%rdx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%rbp,%r11), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%rbp,%r11), %ymm8, %ymm8
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%rbp,%r11), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%rbp,%r11), %ymm10, %ymm10
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm1, %ymm15, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd -96(%r10), %ymm12
	vsubpd %ymm11, %ymm12, %ymm11
	vmovupd -64(%r10), %ymm12
	vmovupd -32(%r10), %ymm13
	vmovupd (%r10), %ymm14
	vmovupd %ymm11, -96(%r10)
	vmulpd %ymm5, %ymm2, %ymm11
	vsubpd %ymm11, %ymm12, %ymm11
	vmovupd %ymm11, -64(%r10)
	vmulpd %ymm4, %ymm2, %ymm11
	vsubpd %ymm11, %ymm13, %ymm11
	vmovupd %ymm11, -32(%r10)
	vmulpd %ymm3, %ymm2, %ymm11
	vsubpd %ymm11, %ymm14, %ymm11
	vmovupd %ymm11, (%r10)
	incq %r9
	subq $-128, %r10
	subq $-128, %rbp
	vmovapd %ymm10, %ymm11
	vmovapd %ymm9, %ymm12
	vmovapd %ymm8, %ymm13
	vmovapd %ymm7, %ymm14
	cmpq %r9, %r8
	jne .LBB_490
	jmp .LBB_495
.LBB_494:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_495:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r8
	movq 80(%rsp), %rbp
	ja .LBB_516
	leaq (%r8,%r15), %r10
	movq 24(%rsp), %rax
	cmpq %rax, %r10
	jae .LBB_959
	movq %r10, %r13
	subq 32(%rsp), %r13
	cmpq %rax, %r13
	jae .LBB_943
	movq %r10, %r11
	shlq $7, %r11
	movq 144(%rsp), %rax
	vmovupd (%rax,%r11), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 192(%rsp)
	vmovupd 32(%rax,%r11), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 224(%rsp)
	vmovupd 64(%rax,%r11), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 256(%rsp)
	vmovupd 96(%rax,%r11), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 416(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 624(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 656(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_857
	leaq 1(%r8), %rax
	movq %rax, 152(%rsp)
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %r10
	movq %r10, %rbx
	subq 32(%rsp), %rbx
	addq 608(%rsp), %r11
	xorl %r9d, %r9d
	movq 128(%rsp), %rax
	jmp .LBB_502
.LBB_500:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_897
.LBB_501:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 320(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %rcx, %rax
	movq %rbp, %r13
	movq 120(%rsp), %r15
.LBB_502:
	testb %r9b, %r9b
	je .LBB_511
	movq %r13, %rbp
.LBB_504:
	testq %rax, %rax
	je .LBB_514
	cmpq %r8, (%rax)
	jne .LBB_514
	movb $2, %r9b
	xorl %ecx, %ecx
	movq %rax, %r13
	movq 32(%rsp), %rax
	cmpq %rax, %r10
	movq 24(%rsp), %rdx
	jb .LBB_859
.LBB_507:
	movq 8(%r13), %r13
	testq %rax, %rax
	je .LBB_500
	cmpq $15, %r13
	ja .LBB_876
	leaq (%r11,%r13,8), %rax
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r14d
	movq 64(%rsp), %r15
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_510:
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd (%rax,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r14
	subq $-128, %r15
	jne .LBB_510
	jmp .LBB_501
.LBB_511:
	movq 488(%rsp), %rcx
	movq %rcx, %rbp
	cmpq %rcx, %r13
	je .LBB_504
	leaq 16(%r13), %rbp
	cmpq %r8, (%r13)
	jne .LBB_504
	xorl %r9d, %r9d
	movq %rax, %rcx
	movq 32(%rsp), %rax
	cmpq %rax, %r10
	movq 24(%rsp), %rdx
	jae .LBB_507
	jmp .LBB_859
.LBB_514:
	cmpq %rsi, %r8
	jae .LBB_955
	movq %r8, %rax
	shlq $7, %rax
	vmovupd (%r12,%rax), %ymm3
	vmovupd 32(%r12,%rax), %ymm4
	vmovupd 64(%r12,%rax), %ymm5
	vmovupd 96(%r12,%rax), %ymm6
	vsubpd 624(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%r12,%rax)
	vsubpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%r12,%rax)
	vsubpd 688(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%r12,%rax)
	vsubpd 720(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%r12,%rax)
	cmpq $1024, %r8
	movq 80(%rsp), %rbp
	movq 152(%rsp), %r9
	movq 48(%rsp), %rbx
	jne .LBB_474
.LBB_516:
	movq 72(%rsp), %r8
	leaq -1(%r8), %rax
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_520
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_520
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_521
.LBB_520:
	xorl %r9d, %r9d
.LBB_521:
	movq %r9, 168(%rsp)
	cmpq $1, %r8
	movq 40(%rsp), %rdi
	jne .LBB_526
	cmpb $0, 23(%rsp)
	jne .LBB_864
	addq 1280(%rsp), %rbx
	movl $96, %eax
.LBB_524:
	decq %rbx
	je .LBB_938
	vxorpd %xmm5, %xmm5, %xmm5
	movq 920(%rsp), %rcx
	vaddpd -96(%rcx,%rax), %ymm5, %ymm0
	vmovupd -96(%r12,%rax), %ymm1
	vsubpd %ymm0, %ymm1, %ymm0
	vmovupd -64(%r12,%rax), %ymm1
	vmovupd -32(%r12,%rax), %ymm2
	vaddpd -64(%rcx,%rax), %ymm5, %ymm3
	vaddpd -32(%rcx,%rax), %ymm5, %ymm4
	vsubpd %ymm3, %ymm1, %ymm1
	vsubpd %ymm4, %ymm2, %ymm2
	vaddpd (%rcx,%rax), %ymm5, %ymm3
	vmovupd (%r12,%rax), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	vmovupd %ymm0, -96(%r12,%rax)
	vmovupd %ymm1, -64(%r12,%rax)
	vmovupd %ymm2, -32(%r12,%rax)
	vmovupd %ymm3, (%r12,%rax)
	addq $128, %rax
	cmpq $131296, %rax
	jne .LBB_524
	jmp .LBB_577
.LBB_526:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 464(%rsp), %rcx
	movq %rcx, %rbx
	subq %r8, %rbx
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 416(%rsp)
	movq 24(%rsp), %rdx
	cmpq %rdx, %r15
	jae .LBB_868
	cmpq %r8, %rcx
	movq 584(%rsp), %rax
	jb .LBB_869
	testq %r8, %r8
	je .LBB_532
	shlq $7, %rbx
	addq 144(%rsp), %rbx
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 320(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm4
	vmovupd 416(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 408(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %ecx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_530:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rcx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	subq $-128, %rbx
	incq %rcx
	cmpq %rax, %rbx
	jne .LBB_530
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	jmp .LBB_533
.LBB_532:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_533:
	cmpq %rdi, 48(%rsp)
	je .LBB_997
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd (%r12), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%r12), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 64(%r12), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 96(%r12), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%r12)
	vmovupd %ymm3, 32(%r12)
	vmovupd %ymm4, 64(%r12)
	vmovupd %ymm2, 96(%r12)
	movb %r9b, 64(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 32(%rsp)
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %r8, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r9, %r9
	leaq 176(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 96(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 1248(%rsp), %rax
	addq 1232(%rsp), %rax
	movq %rax, 1248(%rsp)
	movq %r15, %rdx
	subq %r8, %rdx
	shlq $7, %r8
	negq %r8
	movq %r8, 544(%rsp)
	movl $1, %r11d
	xorl %edi, %edi
.LBB_535:
	movq %r11, %rbx
	cmpq %rbp, %rdi
	jae .LBB_540
	movq %rdi, %rax
	shlq $4, %rax
	addq 112(%rsp), %rax
.LBB_537:
	movq (%rax), %r9
	cmpq %rbx, %r9
	jae .LBB_541
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rbp
	jne .LBB_537
	movq %rbp, %rdi
	xorl %r10d, %r10d
	jmp .LBB_542
.LBB_540:
	xorl %r10d, %r10d
	jmp .LBB_542
.LBB_541:
	movl $1, %r10d
.LBB_542:
	cmpq %rbx, 32(%rsp)
	setae %al
	andb 64(%rsp), %al
	testq %r10, %r10
	jne .LBB_544
	movl $1025, %r8d
	testb %al, %al
	je .LBB_549
.LBB_544:
	movl $2, %r11d
	subq %r10, %r11
	testb %r10b, %r10b
	movq 32(%rsp), %rcx
	movq %rcx, %r8
	cmovneq %r9, %r8
	movzbl %al, %eax
	movq %r11, 624(%rsp)
	movq $2, 632(%rsp)
	movq %r10, 640(%rsp)
	movq %r9, 648(%rsp)
	movq %rax, 656(%rsp)
	movq %rcx, 664(%rsp)
	testq %r10, %r10
	je .LBB_548
	je .LBB_548
	shll $4, %r10d
	leaq 680(%rsp), %rax
	subq %r10, %rax
.LBB_547:
	movq %r8, %rcx
	incq %r11
	movq (%rax), %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r8
	addq $16, %rax
	cmpq $2, %r11
	jne .LBB_547
.LBB_548:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
.LBB_549:
	vmovupd 192(%rsp), %ymm6
	vmovupd 224(%rsp), %ymm5
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm3
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm12
	vmovupd 384(%rsp), %ymm13
	vmovupd 416(%rsp), %ymm14
	cmpq %r8, %rbx
	jae .LBB_555
	movq %rbx, %rcx
	movq %rbx, %r10
	shlq $7, %r10
	movq 1248(%rsp), %rax
	leaq (%rax,%r10), %r11
	addq 520(%rsp), %r10
	addq %rdx, %rbx
	shlq $7, %rbx
	movq 600(%rsp), %r15
	movq 72(%rsp), %r9
.LBB_551:
	movq 120(%rsp), %rax
	leaq (%rax,%rcx), %r13
	movq 24(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_960
	leaq (%rdx,%rcx), %r13
	cmpq %rax, %r13
	jae .LBB_943
	cmpq %rsi, %rcx
	jae .LBB_920
	vmovupd -96(%r15,%r10), %ymm15
	vmovupd -64(%r15,%r10), %ymm10
	vmovupd -32(%r15,%r10), %ymm9
	vmovupd (%r15,%r10), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r15,%rbx), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%r15,%rbx), %ymm8, %ymm8
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%r15,%rbx), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%r15,%rbx), %ymm10, %ymm10
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm1, %ymm15, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd -96(%r11), %ymm12
	vsubpd %ymm11, %ymm12, %ymm11
	vmovupd -64(%r11), %ymm12
	vmovupd -32(%r11), %ymm13
	vmovupd (%r11), %ymm14
	vmovupd %ymm11, -96(%r11)
	vmulpd %ymm5, %ymm2, %ymm11
	vsubpd %ymm11, %ymm12, %ymm11
	vmovupd %ymm11, -64(%r11)
	vmulpd %ymm4, %ymm2, %ymm11
	vsubpd %ymm11, %ymm13, %ymm11
	vmovupd %ymm11, -32(%r11)
	vmulpd %ymm3, %ymm2, %ymm11
	vsubpd %ymm11, %ymm14, %ymm11
	vmovupd %ymm11, (%r11)
	incq %rcx
	subq $-128, %r11
	subq $-128, %r15
	vmovapd %ymm10, %ymm11
	vmovapd %ymm9, %ymm12
	vmovapd %ymm8, %ymm13
	vmovapd %ymm7, %ymm14
	cmpq %rcx, %r8
	jne .LBB_551
	jmp .LBB_556
.LBB_555:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
	movq 72(%rsp), %r9
.LBB_556:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r8
	movq 120(%rsp), %rax
	ja .LBB_577
	leaq (%r8,%rax), %rbx
	movq 24(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_924
	movq %rbx, %r13
	subq %r9, %r13
	cmpq %rax, %r13
	jae .LBB_943
	movq %rbx, %r10
	shlq $7, %r10
	movq 144(%rsp), %rax
	vmovupd (%rax,%r10), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 192(%rsp)
	vmovupd 32(%rax,%r10), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 224(%rsp)
	vmovupd 64(%rax,%r10), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 256(%rsp)
	vmovupd 96(%rax,%r10), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 416(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 624(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 656(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_857
	leaq 1(%r8), %r11
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rbx
	movq %rbx, 48(%rsp)
	subq %r9, %rbx
	addq 608(%rsp), %r10
	xorl %ebp, %ebp
	movq 96(%rsp), %r9
	jmp .LBB_563
.LBB_561:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_897
.LBB_562:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 320(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %rax, %r9
	movq %r15, %r13
.LBB_563:
	testb %bpl, %bpl
	je .LBB_572
	movq %r13, %r15
.LBB_565:
	testq %r9, %r9
	je .LBB_575
	cmpq %r8, (%r9)
	jne .LBB_575
	movb $2, %bpl
	xorl %eax, %eax
	movq %r9, %r13
	movq 72(%rsp), %rcx
	cmpq %rcx, 48(%rsp)
	jb .LBB_853
.LBB_568:
	movq 8(%r13), %r13
	testq %rcx, %rcx
	je .LBB_561
	cmpq $15, %r13
	ja .LBB_876
	leaq (%r10,%r13,8), %r9
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %ecx
	movq 544(%rsp), %r14
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_571:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%r9,%r14), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r14
	jne .LBB_571
	jmp .LBB_562
.LBB_572:
	movq 488(%rsp), %rax
	movq %rax, %r15
	cmpq %rax, %r13
	je .LBB_565
	leaq 16(%r13), %r15
	cmpq %r8, (%r13)
	jne .LBB_565
	xorl %ebp, %ebp
	movq %r9, %rax
	movq 72(%rsp), %rcx
	cmpq %rcx, 48(%rsp)
	jae .LBB_568
	jmp .LBB_853
.LBB_575:
	cmpq %rsi, %r8
	jae .LBB_955
	movq %r8, %rax
	shlq $7, %rax
	vmovupd (%r12,%rax), %ymm3
	vmovupd 32(%r12,%rax), %ymm4
	vmovupd 64(%r12,%rax), %ymm5
	vmovupd 96(%r12,%rax), %ymm6
	vsubpd 624(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%r12,%rax)
	vsubpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%r12,%rax)
	vsubpd 688(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%r12,%rax)
	vsubpd 720(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%r12,%rax)
	cmpq $1024, %r8
	movq 80(%rsp), %rbp
	jne .LBB_535
.LBB_577:
	movq 976(%rsp), %rsi
	movq 40(%rsp), %rcx
	subq %rcx, %rsi
	jb .LBB_867
	movq 968(%rsp), %rax
	movq %rcx, %rdi
	movq 1312(%rsp), %rcx
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	testq %rdi, %rdi
	movq 1304(%rsp), %r10
	movq 912(%rsp), %r11
	movq 592(%rsp), %r15
	je .LBB_583
	xorl %edi, %edi
	xorl %r8d, %r8d
.LBB_580:
	leaq (%r11,%r8), %r9
	cmpq %rsi, %r9
	jae .LBB_931
	vmovupd 131200(%rax,%rdi), %ymm0
	vmovupd 131232(%rax,%rdi), %ymm1
	vmovupd 131264(%rax,%rdi), %ymm2
	vmovupd 131296(%rax,%rdi), %ymm3
	vmovupd %ymm3, 720(%rsp)
	vmovupd %ymm2, 688(%rsp)
	vmovupd %ymm1, 656(%rsp)
	vmovupd %ymm0, 624(%rsp)
	cmpq %r8, %rcx
	je .LBB_930
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
	cmpq %rdi, 616(%rsp)
	jne .LBB_580
.LBB_583:
	testq %rcx, %rcx
	movq 72(%rsp), %r9
	je .LBB_595
	leaq (,%rcx,8), %r8
	addq $-8, %r8
	shrq $3, %r8
	cmpq %r11, %rsi
	movq %r11, %rdi
	cmovaq %rsi, %rdi
	addq %r10, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $16, %rdi
	jae .LBB_586
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_592
.LBB_586:
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
	jae .LBB_589
	leaq (%rdx,%r9,8), %r8
	addq $8, %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_589
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_591
.LBB_589:
	incq %rdi
	movl %edi, %r8d
	andl $15, %r8d
	movl $16, %r9d
	cmoveq %r9, %r8
	subq %r8, %rdi
	leaq (%rdx,%rdi,8), %r8
	leaq 133240(%rax), %r9
	xorl %r10d, %r10d
.LBB_590:
	vmovsd -1920(%r9), %xmm0
	vmovsd -1664(%r9), %xmm1
	vmovsd -1408(%r9), %xmm2
	vmovhpd -1792(%r9), %xmm0, %xmm0
	vmovhpd -1536(%r9), %xmm1, %xmm1
	vmovhpd -1280(%r9), %xmm2, %xmm2
	vmovsd -1152(%r9), %xmm3
	vmovhpd -1024(%r9), %xmm3, %xmm3
	vmovsd -896(%r9), %xmm4
	vmovhpd -768(%r9), %xmm4, %xmm4
	vmovsd -640(%r9), %xmm5
	vmovhpd -512(%r9), %xmm5, %xmm5
	vmovsd -384(%r9), %xmm6
	vmovhpd -256(%r9), %xmm6, %xmm6
	vmovsd -128(%r9), %xmm7
	vmovhpd (%r9), %xmm7, %xmm7
	vmovupd %xmm1, 16(%rdx,%r10,8)
	vmovupd %xmm0, (%rdx,%r10,8)
	vmovupd %xmm3, 48(%rdx,%r10,8)
	vmovupd %xmm2, 32(%rdx,%r10,8)
	vmovupd %xmm5, 80(%rdx,%r10,8)
	vmovupd %xmm4, 64(%rdx,%r10,8)
	vmovupd %xmm7, 112(%rdx,%r10,8)
	vmovupd %xmm6, 96(%rdx,%r10,8)
	addq $16, %r10
	addq $2048, %r9
	cmpq %r10, %rdi
	jne .LBB_590
.LBB_591:
	movq 72(%rsp), %r9
.LBB_592:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%r11,%rdi), %rdx
	shlq $7, %rdi
	addq %rdi, %rax
	addq $131320, %rax
.LBB_593:
	cmpq %rsi, %rdx
	jae .LBB_932
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%r8)
	addq $8, %r8
	incq %rdx
	subq $-128, %rax
	cmpq %rcx, %r8
	jne .LBB_593
.LBB_595:
	movq 968(%rsp), %rax
	movq 976(%rsp), %rdx
	movq 456(%rsp), %rcx
	movq %rcx, 168(%rsp)
	movq 1336(%rsp), %rcx
	movq %rcx, 176(%rsp)
	movq 1512(%rsp), %rcx
	movq %rcx, 184(%rsp)
	movq 1016(%rsp), %r10
	movq 1024(%rsp), %rsi
	cmpq $1, %r9
	jne .LBB_601
	cmpq %rdx, 896(%rsp)
	ja .LBB_872
	addq 1240(%rsp), %rax
	movq %rsi, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_928
.LBB_598:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%rax,%rdi), %ymm3, %ymm0
	vaddpd -192(%rax,%rdi), %ymm3, %ymm1
	vaddpd -160(%rax,%rdi), %ymm3, %ymm2
	vaddpd -128(%rax,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%r10,%rdi)
	vmovupd %ymm1, 32(%r10,%rdi)
	vmovupd %ymm2, 64(%r10,%rdi)
	vmovupd %ymm3, 96(%r10,%rdi)
	cmpq $131072, %rdi
	je .LBB_652
	movq %rdx, %r8
	orq $1, %r8
	cmpq %rsi, %r8
	je .LBB_928
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%rax,%rdi), %ymm3, %ymm0
	vaddpd -64(%rax,%rdi), %ymm3, %ymm1
	vaddpd -32(%rax,%rdi), %ymm3, %ymm2
	vaddpd (%rax,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r10,%rdi)
	vmovupd %ymm1, 160(%r10,%rdi)
	vmovupd %ymm2, 192(%r10,%rdi)
	vmovupd %ymm3, 224(%r10,%rdi)
	addq $256, %rdi
	addq $-2, %rcx
	testq %rcx, %rcx
	jne .LBB_598
	jmp .LBB_928
.LBB_601:
	leaq 1(%r9), %rcx
	imulq %r9, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 288(%rsp)
	vmovupd %ymm1, 256(%rsp)
	vmovupd %ymm1, 224(%rsp)
	vmovupd %ymm1, 192(%rsp)
	movq 1288(%rsp), %rcx
	movq %rcx, %rbx
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	subq %r9, %rbx
	vmovupd %ymm1, 416(%rsp)
	movq 40(%rsp), %r14
	movq %rdx, 32(%rsp)
	cmpq %rdx, %r14
	jae .LBB_892
	cmpq %r9, %rcx
	jb .LBB_893
	testq %r9, %r9
	je .LBB_607
	shlq $7, %rcx
	addq %rax, %rcx
	shlq $7, %rbx
	addq %rax, %rbx
	vmovupd 192(%rsp), %ymm1
	vmovupd 288(%rsp), %ymm2
	vmovupd 320(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 280(%rsp), %xmm7, %xmm4
	vmovupd 416(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 408(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %edx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_605:
	vcvtsi2sd %rdx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm5, %ymm13, %ymm5
	subq $-128, %rbx
	incq %rdx
	cmpq %rcx, %rbx
	jne .LBB_605
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	movq 40(%rsp), %r14
	jmp .LBB_608
.LBB_607:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_608:
	testq %rsi, %rsi
	je .LBB_969
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r10)
	vmovupd %ymm3, 32(%r10)
	vmovupd %ymm4, 64(%r10)
	vmovupd %ymm2, 96(%r10)
	leaq 96(%r10), %rcx
	movq %rcx, 104(%rsp)
	movq 456(%rsp), %rdx
	movb %dl, 64(%rsp)
	vcvtsi2sd %r9, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rdx, %rdx
	leaq 176(%rsp), %rcx
	cmovneq %rcx, %rdx
	movq %rdx, 456(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	subq %r9, %r14
	shlq $7, %r9
	negq %r9
	movq %r9, 544(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
	movq %r10, 96(%rsp)
.LBB_610:
	cmpq %rbp, %rdi
	jae .LBB_615
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 112(%rsp), %rcx
.LBB_612:
	movq (%rcx), %rdx
	cmpq %r9, %rdx
	jae .LBB_616
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rbp
	jne .LBB_612
	movq %rbp, %rdi
	xorl %r11d, %r11d
	jmp .LBB_617
.LBB_615:
	xorl %r11d, %r11d
	jmp .LBB_617
.LBB_616:
	movl $1, %r11d
.LBB_617:
	movq 1336(%rsp), %r8
	cmpq %r9, %r8
	setae %cl
	andb 64(%rsp), %cl
	testq %r11, %r11
	jne .LBB_619
	movl $1025, %r10d
	testb %cl, %cl
	je .LBB_624
.LBB_619:
	movl $2, %ebx
	subq %r11, %rbx
	testb %r11b, %r11b
	movq %r8, %r10
	cmovneq %rdx, %r10
	movzbl %cl, %ecx
	movq %rbx, 624(%rsp)
	movq $2, 632(%rsp)
	movq %r11, 640(%rsp)
	movq %rdx, 648(%rsp)
	movq %rcx, 656(%rsp)
	movq %r8, 664(%rsp)
	testq %r11, %r11
	je .LBB_623
	je .LBB_623
	shll $4, %r11d
	leaq 680(%rsp), %rcx
	subq %r11, %rcx
.LBB_622:
	movq %r10, %rdx
	incq %rbx
	movq (%rcx), %r10
	cmpq %r10, %rdx
	cmovbq %rdx, %r10
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r10
	addq $16, %rcx
	cmpq $2, %rbx
	jne .LBB_622
.LBB_623:
	cmpq $1025, %r10
	movl $1025, %ecx
	cmovaeq %rcx, %r10
.LBB_624:
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm14
	vmovupd 352(%rsp), %ymm13
	vmovupd 384(%rsp), %ymm12
	vmovupd 416(%rsp), %ymm11
	cmpq %r10, %r9
	jae .LBB_630
	movq %r9, %r11
	shlq $7, %r11
	movq 104(%rsp), %rcx
	leaq (%rcx,%r11), %rbx
	addq 616(%rsp), %r11
	leaq (%r14,%r9), %r12
	shlq $7, %r12
	leaq 96(%rax), %rbp
	movq 40(%rsp), %rcx
.LBB_626:
	leaq (%rcx,%r9), %r13
	movq 32(%rsp), %r8
	cmpq %r8, %r13
	jae .LBB_957
	leaq (%r14,%r9), %r13
	cmpq %r8, %r13
	jae .LBB_891
	cmpq %rsi, %r9
	jae .LBB_902
	vmovupd -64(%rbp,%r11), %ymm10
	vmovupd -32(%rbp,%r11), %ymm9
	vmovupd (%rbp,%r11), %ymm8
	vaddpd %ymm11, %ymm8, %ymm7
	vsubpd (%rbp,%r12), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vaddpd %ymm12, %ymm9, %ymm8
	vsubpd -32(%rbp,%r12), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%rbp,%r12), %ymm9, %ymm9
	vmovupd -96(%rbp,%r11), %ymm15
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm14, %ymm15, %ymm10
	vsubpd -96(%rbp,%r12), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm3, %ymm2, %ymm14
	vmovupd %ymm14, -96(%rbx)
	vsubpd %ymm13, %ymm4, %ymm4
	vmulpd %ymm4, %ymm2, %ymm13
	vmovupd %ymm13, -64(%rbx)
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd %ymm12, -32(%rbx)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%rbx)
	incq %r9
	subq $-128, %rbx
	subq $-128, %rbp
	vmovapd %ymm10, %ymm14
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm12
	vmovapd %ymm7, %ymm11
	cmpq %r9, %r10
	jne .LBB_626
	jmp .LBB_631
.LBB_630:
	vmovapd %ymm14, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm12, %ymm8
	vmovapd %ymm11, %ymm7
.LBB_631:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r10
	movq 80(%rsp), %rbp
	ja .LBB_652
	movq 40(%rsp), %rcx
	leaq (%r10,%rcx), %rbx
	movq 32(%rsp), %r8
	cmpq %r8, %rbx
	jae .LBB_956
	movq %rbx, %r13
	movq 72(%rsp), %rcx
	subq %rcx, %r13
	cmpq %r8, %r13
	jae .LBB_891
	movq %rbx, %r12
	shlq $7, %r12
	vmovupd (%rax,%r12), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm3, %ymm12, %ymm3
	vsubpd %ymm10, %ymm3, %ymm3
	vmovupd %ymm3, 192(%rsp)
	vmovupd 32(%rax,%r12), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 224(%rsp)
	vmovupd 64(%rax,%r12), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd %ymm8, %ymm5, %ymm5
	vmovupd %ymm5, 256(%rsp)
	vmovupd 96(%rax,%r12), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm7, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 416(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 624(%rsp)
	vmulpd %ymm4, %ymm2, %ymm3
	vmovupd %ymm3, 656(%rsp)
	vmulpd %ymm5, %ymm2, %ymm3
	vmovupd %ymm3, 688(%rsp)
	vmulpd %ymm6, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_857
	leaq 1(%r10), %r9
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rbx
	movq %rbx, 48(%rsp)
	subq %rcx, %rbx
	leaq 128(%rax), %rcx
	addq %rcx, %r12
	xorl %edx, %edx
	movq 456(%rsp), %r15
	movq %r9, %r11
	jmp .LBB_638
.LBB_636:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_897
.LBB_637:
	vmovsd %xmm4, 192(%rsp,%r13,8)
	vmovsd %xmm3, 320(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %rcx, %r15
	movq %rbp, %r13
	movq %r11, %r9
.LBB_638:
	testb %dl, %dl
	je .LBB_647
	movq %r13, %rbp
.LBB_640:
	testq %r15, %r15
	je .LBB_650
	cmpq %r10, (%r15)
	jne .LBB_650
	movb $2, %dl
	xorl %ecx, %ecx
	movq %r15, %r13
	movq 72(%rsp), %r8
	cmpq %r8, 48(%rsp)
	jb .LBB_854
.LBB_643:
	movq 8(%r13), %r13
	testq %r8, %r8
	je .LBB_636
	cmpq $15, %r13
	ja .LBB_876
	leaq (%r12,%r13,8), %r15
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r8d
	movq 544(%rsp), %r9
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_646:
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd (%r15,%r9), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r8
	subq $-128, %r9
	jne .LBB_646
	jmp .LBB_637
.LBB_647:
	movq 488(%rsp), %rcx
	movq %rcx, %rbp
	cmpq %rcx, %r13
	je .LBB_640
	leaq 16(%r13), %rbp
	cmpq %r10, (%r13)
	jne .LBB_640
	xorl %edx, %edx
	movq %r15, %rcx
	movq 72(%rsp), %r8
	cmpq %r8, 48(%rsp)
	jae .LBB_643
	jmp .LBB_854
.LBB_650:
	cmpq %rsi, %r10
	jae .LBB_958
	movq %r10, %rcx
	shlq $7, %rcx
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	movq 96(%rsp), %rdx
	vmovupd %ymm6, 96(%rdx,%rcx)
	vmovupd %ymm5, 64(%rdx,%rcx)
	vmovupd %ymm4, 32(%rdx,%rcx)
	vmovupd %ymm3, (%rdx,%rcx)
	cmpq $1024, %r10
	movq 80(%rsp), %rbp
	movq 592(%rsp), %r15
	jne .LBB_610
.LBB_652:
	movq 1440(%rsp), %rax
	cmpq %rax, 472(%rsp)
	jae .LBB_971
	movq 1432(%rsp), %rax
	movq 1520(%rsp), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 160(%rsp), %rax
	movq 536(%rsp), %rsi
	movq %rsi, 96(%rsp)
	movq %rax, 168(%rsp)
	leaq 1648(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r15, 200(%rsp)
	leaq 1712(%rsp), %rax
	movq %rax, 320(%rsp)
	movq %rdx, 48(%rsp)
	movq %rdx, 328(%rsp)
	movq %rcx, 32(%rsp)
	movq %rcx, 336(%rsp)
	leaq 624(%rsp), %rdi
	leaq 320(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 624(%rsp), %ymm0
	vmovupd 656(%rsp), %ymm1
	vmovdqu 688(%rsp), %ymm2
	vmovdqu 720(%rsp), %ymm3
	vmovdqu %ymm3, 416(%rsp)
	vmovdqu %ymm2, 384(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovups %ymm0, 320(%rsp)
	vmovsd 320(%rsp), %xmm0
	movq 1000(%rsp), %rax
	movq 1024(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	vmaxsd .LCPI_6(%rip), %xmm0, %xmm0
	shlq $4, %rax
	movq 1064(%rsp), %r11
	movq 1072(%rsp), %rcx
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	je .LBB_662
	vmovsd 328(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 336(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 344(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 352(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 360(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 368(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vmovsd 376(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vcmpunordsd %xmm0, %xmm0, %xmm1
	vmovsd 384(%rsp), %xmm2
	vmovsd 392(%rsp), %xmm3
	vmaxsd %xmm0, %xmm2, %xmm0
	vblendvpd %xmm1, %xmm2, %xmm0, %xmm0
	vcmpunordsd %xmm0, %xmm0, %xmm1
	vmaxsd %xmm0, %xmm3, %xmm0
	vblendvpd %xmm1, %xmm3, %xmm0, %xmm0
	vmovsd 400(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vmovsd 408(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vcmpunordsd %xmm0, %xmm0, %xmm1
	vmovsd 416(%rsp), %xmm2
	vmovsd 424(%rsp), %xmm3
	vmaxsd %xmm0, %xmm2, %xmm0
	vblendvpd %xmm1, %xmm2, %xmm0, %xmm0
	vcmpunordsd %xmm0, %xmm0, %xmm1
	vmaxsd %xmm0, %xmm3, %xmm0
	vblendvpd %xmm1, %xmm3, %xmm0, %xmm0
	vmovsd 432(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vmovsd 440(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	movq 992(%rsp), %rcx
	movq 1016(%rsp), %rdx
	cmpq $8, %rax
	jae .LBB_663
.LBB_656:
	xorl %esi, %esi
.LBB_657:
	movq %rax, %r8
	movq %rsi, %rdi
	andq $3, %r8
	vmovddup .LCPI_7(%rip), %xmm2
	je .LBB_660
	movq %rsi, %rdi
.LBB_659:
	vmovsd (%rdx,%rdi,8), %xmm1
	vsubsd (%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%r11,%rdi)
	incq %rdi
	decq %r8
	jne .LBB_659
.LBB_660:
	subq %rax, %rsi
	cmpq $-4, %rsi
	vmovddup .LCPI_7(%rip), %xmm2
	ja .LBB_668
.LBB_661:
	vmovsd (%rdx,%rdi,8), %xmm1
	vsubsd (%rcx,%rdi,8), %xmm1, %xmm1
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
	jne .LBB_661
	jmp .LBB_668
.LBB_662:
	movq %r11, 64(%rsp)
	jmp .LBB_669
.LBB_663:
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
	jne .LBB_656
	movl $0, %esi
	andb %r8b, %dil
	jne .LBB_657
	movq %rax, %rsi
	movabsq $9223372036854775800, %rdi
	andq %rdi, %rsi
	vbroadcastsd %xmm0, %ymm1
	xorl %edi, %edi
	vpbroadcastd .LCPI_17(%rip), %xmm5
.LBB_666:
	vmovupd (%rdx,%rdi,8), %ymm2
	vsubpd (%rcx,%rdi,8), %ymm2, %ymm2
	vmovupd 32(%rdx,%rdi,8), %ymm3
	vsubpd 32(%rcx,%rdi,8), %ymm3, %ymm3
	vbroadcastsd .LCPI_7(%rip), %ymm4
	vandpd %ymm4, %ymm2, %ymm2
	vandpd %ymm4, %ymm3, %ymm3
	vcmplepd %ymm1, %ymm2, %ymm2
	vextractf128 $1, %ymm2, %xmm4
	vpackssdw %xmm4, %xmm2, %xmm2
	vpackssdw %xmm2, %xmm2, %xmm2
	vpacksswb %xmm2, %xmm2, %xmm2
	vpand %xmm5, %xmm2, %xmm2
	vcmplepd %ymm1, %ymm3, %ymm3
	vextractf128 $1, %ymm3, %xmm4
	vpackssdw %xmm4, %xmm3, %xmm3
	vpackssdw %xmm3, %xmm3, %xmm3
	vpacksswb %xmm3, %xmm3, %xmm3
	vpand %xmm5, %xmm3, %xmm3
	vmovd %xmm2, (%r11,%rdi)
	vmovd %xmm3, 4(%r11,%rdi)
	addq $8, %rdi
	cmpq %rdi, %rsi
	jne .LBB_666
	cmpq %rsi, %rax
	jne .LBB_657
.LBB_668:
	movq 1064(%rsp), %rax
	movq %rax, 64(%rsp)
	movq 1072(%rsp), %rcx
.LBB_669:
	leaq 1008(%rsp), %rax
	movq %rax, 624(%rsp)
	leaq 984(%rsp), %rax
	movq %rax, 632(%rsp)
	leaq 320(%rsp), %rax
	movq %rax, 640(%rsp)
	leaq 192(%rsp), %rax
	movq %rax, 648(%rsp)
	leaq 168(%rsp), %rax
	movq %rax, 656(%rsp)
	movq %rcx, 152(%rsp)
	movabsq $9223372036854775800, %rax
	andq %rax, %rcx
	movq %rcx, 104(%rsp)
	vmovddup .LCPI_7(%rip), %xmm1
	je .LBB_682
	movq $0, 544(%rsp)
	movq 64(%rsp), %rax
	movq 104(%rsp), %r12
	jmp .LBB_672
.LBB_671:
	movq 72(%rsp), %rax
	addq $8, %rax
	addq $-8, %r12
	incq 544(%rsp)
	testq %r12, %r12
	je .LBB_682
.LBB_672:
	movq %rax, 72(%rsp)
	movq (%rax), %r14
	testq %r14, %r14
	je .LBB_671
	movq 544(%rsp), %rax
	leaq (,%rax,8), %r15
	movq %r15, %rbp
	shrq $4, %rbp
	andl $8, %r15d
	jmp .LBB_675
.LBB_674:
	blsrq %r14, %r14
	vmovddup .LCPI_7(%rip), %xmm1
	je .LBB_671
.LBB_675:
	movq 1024(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_877
	movq 1000(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_878
	xorl %ebx, %ebx
	tzcntq %r14, %rbx
	shrl $3, %ebx
	orq %r15, %rbx
	movq %rbp, %r13
	shlq $7, %r13
	movq 1016(%rsp), %rax
	addq %r13, %rax
	leal (,%rbx,8), %ecx
	vmovsd (%rcx,%rax), %xmm0
	movq 992(%rsp), %rax
	addq %r13, %rax
	vsubsd (%rcx,%rax), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vmovsd 320(%rsp,%rcx), %xmm1
	vucomisd %xmm0, %xmm1
	jb .LBB_674
	movl %ebx, %edx
	shll $10, %edx
	orq %rbx, %rdx
	addq %rbp, %rdx
	addq 168(%rsp), %rdx
	movq 192(%rsp), %rdi
	movq 200(%rsp), %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 1000(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_900
	movq 992(%rsp), %rax
	addq %r13, %rax
	vmovsd %xmm0, (%rax,%rbx,8)
	movq 1024(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_899
	addq 1016(%rsp), %r13
	vmovsd %xmm1, (%r13,%rbx,8)
	jmp .LBB_674
.LBB_682:
	movq 152(%rsp), %rax
	movl %eax, %ebx
	andl $7, %ebx
	movq 480(%rsp), %r15
	movq 64(%rsp), %r12
	je .LBB_687
	addq 104(%rsp), %r12
	andq $-8, %rax
	xorl %r14d, %r14d
	jmp .LBB_685
.LBB_684:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_687
.LBB_685:
	cmpb $0, (%r12,%r14)
	je .LBB_684
	movq %rax, %r13
	leaq (%rax,%r14), %rsi
	leaq 624(%rsp), %rdi
	vzeroupper
	callq kernel_sliding::blocked::patch::{{closure}}
	movq %r13, %rax
	jmp .LBB_684
.LBB_687:
	addq $48, 592(%rsp)
	movq 472(%rsp), %rax
	incq %rax
	movq %rax, 1344(%rsp)
	movl $1025, %eax
	movq %rax, 456(%rsp)
	movq $0, 104(%rsp)
	movq $0, 136(%rsp)
	xorl %eax, %eax
	jmp .LBB_689
.LBB_688:
	movq 128(%rsp), %rax
	incq %rax
	addq $1025, 456(%rsp)
	addq $-1025, 136(%rsp)
	addq $8, 104(%rsp)
	cmpq $16, %rax
	je .LBB_711
.LBB_689:
	movq %rax, %rsi
	shlq $10, %rsi
	addq %rax, %rsi
	movq 168(%rsp), %rcx
	movq %rcx, %rdx
	addq %rcx, %rsi
	movq %rax, 128(%rsp)
	vmovsd 320(%rsp,%rax,8), %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 96(%rsp), %rsi
	setb %cl
	testb %cl, %al
	je .LBB_688
	leaq 1025(%rsi), %r8
	movq 96(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %rsi
	jae .LBB_688
	movq 136(%rsp), %r14
	subq %rdx, %r14
	addq 456(%rsp), %rdx
	movq %rdx, 152(%rsp)
	movq %r8, 64(%rsp)
	jmp .LBB_693
.LBB_692:
	movq 64(%rsp), %r8
	cmpq %r8, 72(%rsp)
	movq 480(%rsp), %r15
	movq 544(%rsp), %rsi
	jae .LBB_688
.LBB_693:
	movq %rsi, %r15
	movq 1536(%rsp), %rax
	movq 1544(%rsp), %rsi
	cmpq $1, %rsi
	je .LBB_697
	testq %rsi, %rsi
	je .LBB_911
	movq %rsi, %rcx
	xorl %r12d, %r12d
.LBB_696:
	movq %r12, %rdx
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r12
	cmpq %r15, (%rax,%r12,8)
	cmovaq %rdx, %r12
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_696
	jmp .LBB_698
.LBB_697:
	xorl %r12d, %r12d
.LBB_698:
	cmpq (%rax,%r12,8), %r15
	sbbq $-1, %r12
	leaq -1(%r12), %rdi
	cmpq %rsi, %rdi
	jae .LBB_896
	cmpq %rsi, %r12
	leaq (%rax,%r12,8), %rax
	leaq 1576(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 72(%rsp)
	cmovbq %r8, %rax
	movq %rax, 544(%rsp)
	cmpq %rax, %r15
	jae .LBB_692
	cmpq 32(%rsp), %rdi
	jae .LBB_912
	leaq (%r14,%r15), %rbx
	shlq $7, %rbx
	addq 104(%rsp), %rbx
	movq 96(%rsp), %rbp
	movq 72(%rsp), %rax
	cmpq %rbp, %rax
	cmovbq %rax, %rbp
	movq 152(%rsp), %rax
	cmpq %rax, %rbp
	cmovaeq %rax, %rbp
	jmp .LBB_704
.LBB_702:
	movq 1016(%rsp), %rax
	vmovsd %xmm1, (%rax,%rbx)
.LBB_703:
	incq %r15
	subq $-128, %rbx
	cmpq %r15, %rbp
	je .LBB_692
.LBB_704:
	leaq (%r14,%r15), %r13
	movq 48(%rsp), %rax
	vmovsd -8(%rax,%r12,8), %xmm0
	vucomisd .LCPI_10(%rip), %xmm0
	jae .LBB_708
	movq 1024(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_865
	movq 1000(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_866
	movq 992(%rsp), %rax
	movq 1016(%rsp), %rcx
	vmovsd (%rcx,%rbx), %xmm1
	vsubsd (%rax,%rbx), %xmm1, %xmm1
	vandpd .LCPI_9(%rip), %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_703
.LBB_708:
	movq 192(%rsp), %rdi
	movq 200(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 1000(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_862
	movq 992(%rsp), %rax
	vmovsd %xmm0, (%rax,%rbx)
	movq 1024(%rsp), %rax
	cmpq %rax, %r13
	jb .LBB_702
	jmp .LBB_863
.LBB_711:
	cmpq %r15, 472(%rsp)
	je .LBB_976
	movq 160(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 536(%rsp), %rax
	movq 1000(%rsp), %rcx
	movq 1024(%rsp), %rsi
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	movq 1040(%rsp), %r8
	movq 1048(%rsp), %r10
	cmpq %r10, %rcx
	cmovaeq %r10, %rcx
	testq %rcx, %rcx
	vpbroadcastd .LCPI_18(%rip), %xmm1
	je .LBB_719
	movq 992(%rsp), %rsi
	movq 1016(%rsp), %rdi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %r9
	adcq $0, %r9
	testq %rcx, %rcx
	movq 472(%rsp), %r15
	je .LBB_721
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
	jne .LBB_721
	movl $0, %r10d
	andb %bl, %r11b
	jne .LBB_722
	movq %r9, %r10
	andq $-16, %r10
	xorl %r11d, %r11d
.LBB_717:
	vmovupd (%rdi,%r11,8), %ymm0
	vmovupd 32(%rdi,%r11,8), %ymm1
	vmovupd (%rsi,%r11,8), %ymm2
	vmovupd 32(%rsi,%r11,8), %ymm3
	vcmpltpd %ymm0, %ymm2, %ymm4
	vextractf128 $1, %ymm4, %xmm5
	vpackssdw %xmm5, %xmm4, %xmm4
	vpackssdw %xmm4, %xmm4, %xmm4
	vpacksswb %xmm4, %xmm4, %xmm4
	vcmpltpd %ymm1, %ymm3, %ymm5
	vextractf128 $1, %ymm5, %xmm6
	vpackssdw %xmm6, %xmm5, %xmm5
	vpackssdw %xmm5, %xmm5, %xmm5
	vpacksswb %xmm5, %xmm5, %xmm5
	vcmpltpd %ymm2, %ymm0, %ymm0
	vextractf128 $1, %ymm0, %xmm2
	vpackssdw %xmm2, %xmm0, %xmm0
	vpackssdw %xmm0, %xmm0, %xmm0
	vpacksswb %xmm0, %xmm0, %xmm0
	vpsubb %xmm4, %xmm0, %xmm0
	vcmpltpd %ymm3, %ymm1, %ymm1
	vextractf128 $1, %ymm1, %xmm2
	vpackssdw %xmm2, %xmm1, %xmm1
	vpackssdw %xmm1, %xmm1, %xmm1
	vpacksswb %xmm1, %xmm1, %xmm1
	vpsubb %xmm5, %xmm1, %xmm1
	vmovd %xmm0, (%r8,%r11)
	vmovd %xmm1, 4(%r8,%r11)
	addq $8, %r11
	cmpq %r11, %r10
	jne .LBB_717
	cmpq %r10, %rcx
	jne .LBB_722
	jmp .LBB_727
.LBB_719:
	movq 472(%rsp), %r15
	jmp .LBB_728
.LBB_721:
	xorl %r10d, %r10d
.LBB_722:
	movq %r9, %rbx
	movq %r10, %r11
	andq $1, %rbx
	je .LBB_725
	movq %r10, %r11
.LBB_724:
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
	jne .LBB_724
.LBB_725:
	subq %r9, %r10
	cmpq $-4, %r10
	ja .LBB_727
.LBB_726:
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
	jne .LBB_726
.LBB_727:
	movq 1040(%rsp), %r8
	movq 1048(%rsp), %r10
	vpbroadcastd .LCPI_18(%rip), %xmm1
.LBB_728:
	testq %r10, %r10
	je .LBB_979
	cmpq $0, 1072(%rsp)
	je .LBB_974
	leaq (%r15,%r15,4), %rcx
	movq 904(%rsp), %rsi
	leaq (%rsi,%rcx,8), %rdx
	movzbl 32(%rdx), %ecx
	movq 1064(%rsp), %rsi
	xorb (%r8), %cl
	cmpb $-2, %cl
	sete (%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $2, %rsi
	jb .LBB_985
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 1(%rcx), %r9d
	xorb 16384(%rcx), %r9b
	cmpb $-2, %r9b
	sete 1(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $3, %rsi
	jb .LBB_981
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 2(%rcx), %r9d
	xorb 16385(%rcx), %r9b
	cmpb $-2, %r9b
	sete 2(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $4, %rsi
	jb .LBB_983
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 3(%rcx), %r9d
	xorb 16386(%rcx), %r9b
	cmpb $-2, %r9b
	sete 3(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $5, %rsi
	jb .LBB_978
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 4(%rcx), %r9d
	xorb 16387(%rcx), %r9b
	cmpb $-2, %r9b
	sete 4(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $6, %rsi
	jb .LBB_989
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 5(%rcx), %r9d
	xorb 16388(%rcx), %r9b
	cmpb $-2, %r9b
	sete 5(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $7, %rsi
	jb .LBB_977
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 6(%rcx), %r9d
	xorb 16389(%rcx), %r9b
	cmpb $-2, %r9b
	sete 6(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $8, %rsi
	jb .LBB_973
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 7(%rcx), %r9d
	xorb 16390(%rcx), %r9b
	cmpb $-2, %r9b
	sete 7(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $9, %rsi
	jb .LBB_988
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 8(%rcx), %r9d
	xorb 16391(%rcx), %r9b
	cmpb $-2, %r9b
	sete 8(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $10, %rsi
	jb .LBB_975
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 9(%rcx), %r9d
	xorb 16392(%rcx), %r9b
	cmpb $-2, %r9b
	sete 9(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $11, %rsi
	jb .LBB_984
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 10(%rcx), %r9d
	xorb 16393(%rcx), %r9b
	cmpb $-2, %r9b
	sete 10(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $12, %rsi
	jb .LBB_980
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 11(%rcx), %r9d
	xorb 16394(%rcx), %r9b
	cmpb $-2, %r9b
	sete 11(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $13, %rsi
	jb .LBB_982
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 12(%rcx), %r9d
	xorb 16395(%rcx), %r9b
	cmpb $-2, %r9b
	sete 12(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $14, %rsi
	jb .LBB_972
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 13(%rcx), %r9d
	xorb 16396(%rcx), %r9b
	cmpb $-2, %r9b
	sete 13(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $15, %rsi
	jb .LBB_987
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 14(%rcx), %r9d
	xorb 16397(%rcx), %r9b
	cmpb $-2, %r9b
	sete 14(%rsi)
	movq 1048(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_941
	movq 1072(%rsp), %rsi
	cmpq $16, %rsi
	jb .LBB_986
	movq 1040(%rsp), %rcx
	movq 1064(%rsp), %rsi
	movzbl 15(%rcx), %r9d
	xorb 16398(%rcx), %r9b
	cmpb $-2, %r9b
	sete 15(%rsi)
	movq 1072(%rsp), %rbx
	cmpq $16, %rbx
	jb .LBB_874
	shlq $4, %r10
	movq 1064(%rsp), %r9
	addq $-16, %r10
	leaq -16(%rbx), %rcx
	cmpq %rcx, %r10
	cmovaeq %rcx, %r10
	testq %r10, %r10
	je .LBB_783
	leaq 16(%r9), %rcx
	cmpq $8, %r10
	jb .LBB_763
	leaq (%r8,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %rcx
	jae .LBB_767
	leaq (%r9,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %r8
	jae .LBB_767
.LBB_763:
	xorl %esi, %esi
.LBB_777:
	movq %r10, %rbx
	movq %rsi, %r11
	andq $3, %rbx
	je .LBB_780
	movq %rsi, %r11
.LBB_779:
	movzbl (%r8,%r11), %ebp
	xorb 16(%r8,%r11), %bpl
	cmpb $-2, %bpl
	sete (%rcx,%r11)
	incq %r11
	decq %rbx
	jne .LBB_779
.LBB_780:
	subq %r10, %rsi
	cmpq $-4, %rsi
	ja .LBB_782
.LBB_781:
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
	addq $4, %r11
	cmpq %r11, %r10
	jne .LBB_781
.LBB_782:
	movq 1064(%rsp), %r9
	movq 1072(%rsp), %rbx
.LBB_783:
	leaq 984(%rsp), %rcx
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 216(%rcx)
	vmovdqu %ymm0, 184(%rcx)
	vmovdqu %ymm0, 152(%rcx)
	vmovdqu %ymm0, 120(%rcx)
	movq %rbx, %r8
	movabsq $9223372036854775800, %rcx
	andq %rcx, %r8
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_791
	xorl %ecx, %ecx
	movq %r8, %r10
	movq %r9, %r11
	jmp .LBB_786
.LBB_785:
	addq $8, %r11
	addq $-8, %r10
	incq %rcx
	testq %r10, %r10
	je .LBB_791
.LBB_786:
	movq (%r11), %r14
	testq %r14, %r14
	je .LBB_785
	leal (,%rcx,8), %r15d
	andl $8, %r15d
	movl %ecx, %ebp
	shrl %ebp
.LBB_788:
	xorl %r12d, %r12d
	tzcntq %r14, %r12
	shrl $3, %r12d
	orq %r15, %r12
	movq 1096(%rsp), %rsi
	cmpq %rsi, %r12
	jae .LBB_880
	movq 1104(%rsp,%r12,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_879
	blsrq %r14, %r14
	movl %r12d, %esi
	shll $11, %esi
	leal (%rsi,%r12,2), %esi
	addq 1088(%rsp), %rsi
	movw %bp, (%rsi,%rdi,2)
	incq 1104(%rsp,%r12,8)
	testq %r14, %r14
	jne .LBB_788
	jmp .LBB_785
.LBB_791:
	movl %ebx, %r10d
	andl $7, %r10d
	movq 512(%rsp), %rbp
	je .LBB_826
	cmpb $0, (%r9,%r8)
	je .LBB_796
	movl %ebx, %ecx
	andl $8, %ecx
	movq 1096(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_991
	movq 1104(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_879
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1088(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1104(%rsp,%rcx,8)
.LBB_796:
	cmpl $1, %r10d
	je .LBB_826
	cmpb $0, 1(%r9,%r8)
	je .LBB_801
	movl %ebx, %ecx
	andl $8, %ecx
	incq %rcx
	movq 1096(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_991
	movq 1104(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_879
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1088(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1104(%rsp,%rcx,8)
.LBB_801:
	cmpl $2, %r10d
	je .LBB_826
	cmpb $0, 2(%r9,%r8)
	je .LBB_806
	movl %ebx, %ecx
	andl $8, %ecx
	orq $2, %rcx
	movq 1096(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_991
	movq 1104(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_879
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1088(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1104(%rsp,%rcx,8)
.LBB_806:
	cmpl $3, %r10d
	je .LBB_826
	cmpb $0, 3(%r9,%r8)
	je .LBB_811
	movl %ebx, %ecx
	andl $8, %ecx
	orq $3, %rcx
	movq 1096(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_991
	movq 1104(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_879
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1088(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1104(%rsp,%rcx,8)
.LBB_811:
	cmpl $4, %r10d
	je .LBB_826
	cmpb $0, 4(%r9,%r8)
	je .LBB_816
	movl %ebx, %ecx
	andl $8, %ecx
	orq $4, %rcx
	movq 1096(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_991
	movq 1104(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_879
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1088(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1104(%rsp,%rcx,8)
.LBB_816:
	cmpl $5, %r10d
	je .LBB_826
	cmpb $0, 5(%r9,%r8)
	je .LBB_821
	movl %ebx, %ecx
	andl $8, %ecx
	orq $5, %rcx
	movq 1096(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_991
	movq 1104(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_879
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1088(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1104(%rsp,%rcx,8)
.LBB_821:
	cmpl $6, %r10d
	je .LBB_826
	cmpb $0, 6(%r9,%r8)
	je .LBB_826
	movl %ebx, %ecx
	andl $8, %ecx
	orq $6, %rcx
	movq 1096(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_991
	movq 1104(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_879
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1088(%rsp), %rsi
	shrl $4, %ebx
	movw %bx, (%rsi,%rdi,2)
	incq 1104(%rsp,%rcx,8)
.LBB_826:
	movq 1088(%rsp), %rcx
	movq 1096(%rsp), %rsi
	xorl %r8d, %r8d
	movq %rsi, %rdi
	jmp .LBB_828
.LBB_827:
	incq %r8
	addq $2050, %rcx
	cmpq $16, %r8
	movq 120(%rsp), %r15
	movq %rdi, %rsi
	je .LBB_841
.LBB_828:
	cmpq %rsi, %r8
	je .LBB_922
	movq 1104(%rsp,%r8,8), %rbx
	cmpq $1025, %rbx
	ja .LBB_856
	testq %rbx, %rbx
	je .LBB_827
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	addq 48(%rsp), %r9
	addq %rbx, %rbx
	movq 1048(%rsp), %rsi
	movq 1040(%rsp), %r10
	addq %r8, %r10
	xorl %r11d, %r11d
	jmp .LBB_833
.LBB_832:
	addq $2, %r11
	cmpq %r11, %rbx
	je .LBB_827
.LBB_833:
	movzwl (%rcx,%r11), %r15d
	leaq (%r9,%r15), %r14
	cmpq %rax, %r14
	jae .LBB_827
	cmpq %r15, %rsi
	jbe .LBB_889
	shll $4, %r15d
	movsbq (%r10,%r15), %r15
	movq (%rdx), %r12
	cmpq %r15, %r12
	je .LBB_832
	testq %r12, %r12
	je .LBB_839
	cmpq %rbp, %r14
	jae .LBB_914
	movq 528(%rsp), %r13
	vmovsd (%r13,%r14,8), %xmm0
	vcvtsi2sd %r12, %xmm15, %xmm1
	vmovsd 8(%rdx), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_4(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vaddsd .LCPI_6(%rip), %xmm0, %xmm0
	vmulsd .LCPI_16(%rip), %xmm0, %xmm0
	vaddsd 16(%rdx), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rdx)
	incq 24(%rdx)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_839:
	movq %r15, (%rdx)
	cmpq %rbp, %r14
	jae .LBB_907
	movq 528(%rsp), %r15
	vmovq (%r15,%r14,8), %xmm0
	vmovq %xmm0, 8(%rdx)
	jmp .LBB_832
.LBB_841:
	movq 1048(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_990
	movq 1040(%rsp), %rax
	movzbl 16399(%rax), %eax
	movb %al, 32(%rdx)
	movq 1344(%rsp), %rax
	movq %rax, 472(%rsp)
	movq 592(%rsp), %r10
	cmpq 1328(%rsp), %r10
	movq 528(%rsp), %r12
	jne .LBB_111
	jmp .LBB_843
.LBB_767:
	cmpq $64, %r10
	jae .LBB_770
	xorl %esi, %esi
	jmp .LBB_774
.LBB_770:
	movq %r10, %rsi
	andq $-64, %rsi
	xorl %r11d, %r11d
	vpbroadcastd .LCPI_18(%rip), %ymm2
	vpbroadcastd .LCPI_17(%rip), %ymm3
.LBB_771:
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
	jne .LBB_771
	cmpq %rsi, %r10
	vpbroadcastd .LCPI_18(%rip), %xmm1
	je .LBB_782
	testb $56, %r10b
	je .LBB_777
.LBB_774:
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-8, %rsi
	vpbroadcastd .LCPI_17(%rip), %xmm2
.LBB_775:
	movq (%r8,%r11), %rbx
	xorq 16(%r8,%r11), %rbx
	vmovq %rbx, %xmm0
	vpcmpeqb %xmm1, %xmm0, %xmm0
	vpand %xmm2, %xmm0, %xmm0
	vmovq %xmm0, (%rcx,%r11)
	addq $8, %r11
	cmpq %r11, %rsi
	jne .LBB_775
	cmpq %rsi, %r10
	je .LBB_782
	jmp .LBB_777
.LBB_843:
	movq 1448(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_845
	movq 1456(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_845:
	cmpq $0, 1296(%rsp)
	movq 1488(%rsp), %rcx
	jne .LBB_68
	jmp .LBB_849
.LBB_846:
	cmpq $21, 80(%rsp)
	jae .LBB_848
	movq 112(%rsp), %rdi
	movq 80(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 512(%rsp), %rbp
	movq 528(%rsp), %r12
	movq 120(%rsp), %r15
	jmp .LBB_88
.LBB_848:
	movq 112(%rsp), %rdi
	movq 80(%rsp), %rsi
	leaq 95(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 512(%rsp), %rbp
	movq 528(%rsp), %r12
	movq 120(%rsp), %r15
	jmp .LBB_88
.LBB_849:
	movq 480(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 904(%rsp), %rbx
	leaq (%rbx,%rax,8), %rax
	movq %rbx, 624(%rsp)
	movq %rbx, 632(%rsp)
	movq 496(%rsp), %r14
	movq %r14, 640(%rsp)
	movq %rax, 648(%rsp)
	movq %r12, 656(%rsp)
	movq %rbp, 664(%rsp)
	leaq 536(%rsp), %rax
	movq %rax, 672(%rsp)
	xorl %ebp, %ebp
	leaq 624(%rsp), %rsi
	movq 1496(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1648(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1424(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1400(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1376(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_852
	movq 1384(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_852:
	leaq 936(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1528(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $1976, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_853:
	leaq .Lanon.2(%rip), %rcx
	movq 24(%rsp), %rdx
	jmp .LBB_861
.LBB_854:
	movq 32(%rsp), %rdx
	jmp .LBB_860
.LBB_855:
	movq %r11, 48(%rsp)
	jmp .LBB_860
.LBB_856:
	movq %rbx, 48(%rsp)
	movl $1025, %edx
	xorl %ebx, %ebx
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_861
.LBB_857:
	movq %rbp, %rdx
	leaq .Lanon.4(%rip), %rcx
.LBB_858:
	movq %rbp, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_993
.LBB_859:
	movq %r10, 48(%rsp)
.LBB_860:
	leaq .Lanon.2(%rip), %rcx
.LBB_861:
	movq %rbx, %rdi
	movq 48(%rsp), %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_993
.LBB_862:
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_961
.LBB_863:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_961
.LBB_864:
	movq %r15, %rdi
	movq 504(%rsp), %rbp
	leaq .Lanon.7(%rip), %rcx
	movq 24(%rsp), %rdx
	jmp .LBB_858
.LBB_865:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_961
.LBB_866:
	leaq .Lanon.9(%rip), %rdx
	jmp .LBB_961
.LBB_867:
	leaq .Lanon.10(%rip), %rdi
	leaq .Lanon.11(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_993
.LBB_868:
	movq %r15, 48(%rsp)
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_861
.LBB_869:
	movq %rcx, 48(%rsp)
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_861
.LBB_870:
	movq %rdi, %rdx
	movq 40(%rsp), %rbx
	movq %rdi, 48(%rsp)
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_861
.LBB_871:
	movq %rdi, %rdx
.LBB_872:
	movq 40(%rsp), %rdi
	movq 896(%rsp), %rbp
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_858
.LBB_873:
	movq %rbx, %rdx
	movq 40(%rsp), %rbx
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_861
.LBB_874:
	movq %rbx, %rdx
	movl $16, %ebx
	movq %rdx, 48(%rsp)
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_861
.LBB_943:
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_961
.LBB_875:
	movb $1, %bpl
	leaq .Lanon.17(%rip), %rdx
	movq 512(%rsp), %rsi
	movq 496(%rsp), %r14
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_993
.LBB_876:
	movl $16, %eax
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_961
.LBB_877:
	movq %rbp, %rdi
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_966
.LBB_878:
	movq %rbp, %rdi
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_966
.LBB_879:
	movl $1025, %esi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_966
.LBB_880:
	movq %r12, %rdi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_966
.LBB_881:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	movq 512(%rsp), %rbp
	movq 528(%rsp), %r12
	movq 120(%rsp), %r15
	jmp .LBB_66
.LBB_883:
	movq %r15, 48(%rsp)
	jmp .LBB_885
.LBB_884:
	movq 464(%rsp), %rax
	movq %rax, 48(%rsp)
.LBB_885:
	leaq .Lanon.12(%rip), %rcx
	movq 24(%rsp), %rdx
	jmp .LBB_861
.LBB_886:
	movq %rcx, 48(%rsp)
	jmp .LBB_888
.LBB_887:
	movq %rdx, 48(%rsp)
.LBB_888:
	movq %rax, %rdx
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_861
.LBB_889:
	movq %r15, %rdi
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_966
.LBB_890:
	movq %rdi, 48(%rsp)
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_861
.LBB_902:
	movq %r9, %rdi
	jmp .LBB_967
.LBB_891:
	leaq .Lanon.16(%rip), %rdx
	movq 32(%rsp), %rax
	jmp .LBB_961
.LBB_892:
	movq %r14, 48(%rsp)
	jmp .LBB_894
.LBB_893:
	movq %rcx, 48(%rsp)
.LBB_894:
	movq 32(%rsp), %rdx
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_861
.LBB_896:
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_966
.LBB_897:
	movl $16, %eax
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_961
.LBB_898:
	movq 24(%rsp), %rax
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_961
.LBB_899:
	movq %rbp, %rdi
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_966
.LBB_900:
	movq %rbp, %rdi
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_966
.LBB_903:
	movq %r8, %rax
	jmp .LBB_960
.LBB_904:
	movq %r10, %rdi
.LBB_905:
	movq %rbx, %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_966
.LBB_906:
	movq %r10, %rdi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_966
.LBB_907:
	movq %r14, %rdi
	movq %rbp, %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_966
.LBB_908:
	leaq .Lanon.31(%rip), %rdx
	movq %r9, %rax
	jmp .LBB_961
.LBB_909:
	movq %rax, %rdi
	jmp .LBB_967
.LBB_910:
	movq %rcx, %rdi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_966
.LBB_911:
	movq $-1, %rdi
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_966
.LBB_912:
	movq %rdi, %r13
	leaq .Lanon.33(%rip), %rdx
	movq 32(%rsp), %rax
	jmp .LBB_961
.LBB_928:
	movq %rsi, %rdi
	jmp .LBB_967
.LBB_914:
	movq %r14, %rdi
	movq %rbp, %rsi
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_966
.LBB_915:
	movq %r9, %rdi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_966
.LBB_916:
	movq %r9, %rax
	jmp .LBB_960
.LBB_917:
	movq %r9, %rdi
.LBB_965:
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_966
.LBB_918:
	movq %r9, %rdi
.LBB_919:
	movq %rbx, %rsi
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_966
.LBB_920:
	movq %rcx, %rdi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_966
.LBB_921:
	movq %rsi, %rdi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_966
.LBB_922:
	leaq .Lanon.38(%rip), %rax
	jmp .LBB_966
.LBB_923:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_993
.LBB_924:
	movq %rbx, %r13
	jmp .LBB_960
.LBB_925:
	subq 40(%rsp), %rdx
	addq $1025, %rdx
	leaq .Lanon.42(%rip), %rax
	movq %rax, 8(%rsp)
	movq %rdx, %rdi
	jmp .LBB_967
.LBB_926:
	movq %r8, %rdi
	jmp .LBB_933
.LBB_927:
	movq %r9, %rdi
	movq %r9, %rsi
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_966
.LBB_930:
	movq %rcx, %rdi
	movq %rcx, %rsi
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_966
.LBB_931:
	movq %r9, %rdi
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_966
.LBB_932:
	movq %rdx, %rdi
.LBB_933:
	leaq .Lanon.44(%rip), %rax
	jmp .LBB_966
.LBB_934:
	movq %r10, %rdi
	movq %r10, %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_966
.LBB_935:
	movq %rsi, %rdi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_966
.LBB_944:
	movq %r14, %rdi
	jmp .LBB_967
.LBB_938:
	movq %rsi, %rdi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_966
.LBB_941:
	movl $1024, %edi
	leaq .Lanon.45(%rip), %rax
	jmp .LBB_966
.LBB_942:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_993
.LBB_945:
	movq %rbx, %r13
	movq %rcx, %rax
	jmp .LBB_960
.LBB_946:
	movq %r14, %rdi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_966
.LBB_947:
	movq %r14, %rdi
	jmp .LBB_905
.LBB_948:
	movq %r9, %rdi
	movq %r9, %rsi
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_966
.LBB_949:
	movq %rsi, %rdi
	jmp .LBB_965
.LBB_952:
	movq %rdx, %rax
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_961
.LBB_953:
	movq %r11, %r13
	movq %rdx, %rax
	jmp .LBB_960
.LBB_954:
	movq %r8, %rdi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_966
.LBB_955:
	movq %r8, %rdi
	leaq .Lanon.35(%rip), %rax
.LBB_966:
	movq %rax, 8(%rsp)
.LBB_967:
	movq 8(%rsp), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_993
.LBB_956:
	movq %rbx, %r13
.LBB_957:
	leaq .Lanon.31(%rip), %rdx
	movq %r8, %rax
	jmp .LBB_961
.LBB_958:
	movq %r10, %rdi
	jmp .LBB_967
.LBB_959:
	movq %r10, %r13
.LBB_960:
	leaq .Lanon.31(%rip), %rdx
.LBB_961:
	movq %r13, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_993
.LBB_963:
	movq %r14, %rdi
	jmp .LBB_919
.LBB_964:
	movq %r14, %rdi
	jmp .LBB_965
.LBB_969:
	xorl %edi, %edi
	xorl %esi, %esi
	jmp .LBB_967
.LBB_970:
	leaq .Lanon.46(%rip), %rdx
	movq %rdi, %rax
	jmp .LBB_961
.LBB_971:
	movq 472(%rsp), %r13
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_961
.LBB_972:
	movl $13, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_973:
	movl $7, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_974:
	xorl %edi, %edi
	xorl %esi, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_975:
	movl $9, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_976:
	movq %r15, %r13
	movq %r15, %rax
	leaq .Lanon.49(%rip), %rdx
	jmp .LBB_961
.LBB_977:
	movl $6, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_978:
	movl $4, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_979:
	xorl %edi, %edi
	xorl %esi, %esi
	leaq .Lanon.50(%rip), %rax
	jmp .LBB_966
.LBB_980:
	movl $11, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_981:
	movl $2, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_982:
	movl $12, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_983:
	movl $3, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_984:
	movl $10, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_985:
	movl $1, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_986:
	movl $15, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_987:
	movl $14, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_988:
	movl $8, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_989:
	movl $5, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_966
.LBB_990:
	movl $1024, %edi
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_966
.LBB_991:
	movq %rcx, %rdi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_966
.LBB_992:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_993:
	ud2
.LBB_994:
	xorl %edi, %edi
	xorl %esi, %esi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_966
.LBB_995:
	xorl %edi, %edi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_966
.LBB_996:
	xorl %edi, %edi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_966
.LBB_997:
	xorl %edi, %edi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_966
.LBB_998:
	xorl %edi, %edi
	jmp .LBB_965
.LBB_999:
	xorl %edi, %edi
	xorl %esi, %esi
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_966
	movq %rax, %rbx
	movq 496(%rsp), %rcx
	jmp .LBB_1021
	jmp .LBB_1014
	movq %rax, %rbx
	testq %r13, %r13
	je .LBB_1041
	shlq $3, %r13
	movl $8, %edx
	movq %r12, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1041
	movq %rax, %rbx
	movb $1, %bpl
	jmp .LBB_1016
	jmp .LBB_1014
	movq %rax, %rbx
	jmp .LBB_1027
	movq %rax, %rbx
	jmp .LBB_1043
	jmp .LBB_1014
	movq %rax, %rbx
	jmp .LBB_1044
	jmp .LBB_1014
	movq %rax, %rbx
	movq %r14, %rcx
	jmp .LBB_1017
	jmp .LBB_1014
.LBB_1014:
	movq %rax, %rbx
	movq 1448(%rsp), %rsi
	movb $1, %bpl
	testq %rsi, %rsi
	je .LBB_1016
	movq 1456(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1016:
	movq 496(%rsp), %rcx
.LBB_1017:
	movq 1672(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1020
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1020
	movq 1664(%rsp), %rdi
	subq %rax, %rdi
	movl $16, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 496(%rsp), %rcx
.LBB_1020:
	testb %bpl, %bpl
	je .LBB_1024
.LBB_1021:
	testq %rcx, %rcx
	je .LBB_1024
	shlq $3, %rcx
	leaq (%rcx,%rcx,4), %rsi
	movl $8, %edx
	movq 904(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1024
	movq %rax, %rbx
.LBB_1024:
	movq 1432(%rsp), %r14
	movq 1440(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1036
.LBB_1025:
	movq 1424(%rsp), %rax
	testq %rax, %rax
	je .LBB_1027
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1027:
	movq 1408(%rsp), %r14
	movq 1416(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1030
.LBB_1028:
	movq 1400(%rsp), %rax
	testq %rax, %rax
	je .LBB_1041
	shlq $4, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1041
.LBB_1030:
	leaq 32(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1032
.LBB_1031:
	addq $48, %r12
	decq %r15
	je .LBB_1028
.LBB_1032:
	movq -32(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1034
	movq -24(%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
.LBB_1034:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1031
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1031
.LBB_1036:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1038
.LBB_1037:
	addq $24, %r12
	decq %r15
	je .LBB_1025
.LBB_1038:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1037
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1037
	movq %rax, %rbx
.LBB_1041:
	movq 1376(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1043
	movq 1384(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1043:
	leaq 936(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1044:
	movq 1528(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1047
	movq 1552(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1048
.LBB_1046:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1047:
	movq 1536(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1552(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1046
.LBB_1048:
	movq 1560(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
