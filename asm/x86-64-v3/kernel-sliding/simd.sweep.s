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
	subq $1944, %rsp
	movq %rdi, %r12
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %r12, %rdi
	movq %rdx, %rsi
	addq $1944, %rsp
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
	addq $1944, %rsp
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
	leaq 1440(%rsp), %r14
	movq %r14, %rdi
	movq %rsi, 592(%rsp)
	movq %rbx, %rdx
	movq %r13, %rcx
	movq %r15, %r8
	callq kernel_sliding::grid_for
	movq %r15, 464(%rsp)
	shlq $4, %r15
	leaq (%r15,%r15,2), %r15
	leaq (%r15,%r13), %rax
	movq $0, 920(%rsp)
	movq $0, 984(%rsp)
	movq %r13, 1048(%rsp)
	movq %rax, 1272(%rsp)
	movq %rax, 1056(%rsp)
	leaq 920(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 104(%rsp)
	cmpq $0, 464(%rsp)
	je .LBB_18
.LBB_8:
	movq 16(%r13), %rbp
	testq %rbp, %rbp
	js .LBB_944
	movq 24(%r13), %rax
	testq %rax, %rax
	js .LBB_944
	cmpq %rbp, %rax
	cmovaq %rax, %rbp
	cmpq $1, 464(%rsp)
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
	js .LBB_944
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_944
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
	addq $1944, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 104(%rsp)
	cmpq $0, 464(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %ebp, %ebp
.LBB_19:
	leaq 920(%rsp), %rdi
	movq %rbp, %rsi
	callq kernel_sliding::blocked::Scratch<_>::new
	movq %r13, 1264(%rsp)
	movq %rbx, 496(%rsp)
	movq %r12, 1424(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 720(%rsp)
	vmovupd %ymm0, 688(%rsp)
	vmovupd %ymm0, 656(%rsp)
	vmovupd %ymm0, 624(%rsp)
	movq 104(%rsp), %rax
	leaq 1025(%rax), %rbx
	leaq 1280(%rsp), %rdi
	leaq 624(%rsp), %rsi
	movq %rbx, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movabsq $9223372036854775800, %rcx
	movq %rbp, %rax
	leaq (,%rbp,8), %rbp
	movq %rax, 56(%rsp)
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
	jmp .LBB_1009
.LBB_24:
	testq %rbp, %rbp
	movq %rbx, 528(%rsp)
	je .LBB_33
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, %r12
	movq 56(%rsp), %rcx
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
	movq 56(%rsp), %rdx
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
	movq 56(%rsp), %rcx
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rcx
	jae .LBB_27
.LBB_34:
	movq %r12, %rax
	testq %rcx, %rcx
	je .LBB_62
.LBB_35:
	movq %rbx, (%rax)
	testq %rbp, %rbp
	je .LBB_38
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 56(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_1008
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 496(%rsp), %rbp
	jae .LBB_39
	jmp .LBB_45
.LBB_38:
	xorl %ecx, %ecx
	movl $8, %eax
	movq 56(%rsp), %rsi
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 496(%rsp), %rbp
	jb .LBB_45
.LBB_39:
	movq 56(%rsp), %rdx
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
	movq 56(%rsp), %rdi
	subq %rsi, %rdi
.LBB_44:
	movq %rbx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_44
.LBB_45:
	movq %rbx, (%rdx)
.LBB_46:
	movq %r13, 624(%rsp)
	movq %r12, 632(%rsp)
	movq 56(%rsp), %rdx
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %rax, 656(%rsp)
	movq %rdx, 664(%rsp)
	leaq 1304(%rsp), %rdi
	leaq 624(%rsp), %rsi
	movq 464(%rsp), %rbx
	movq %rbx, %rdx
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
	jne .LBB_890
	movq (%r12), %rax
	movq 8(%r12), %rdx
.LBB_49:
	leaq 1(%rax), %rcx
	movq %rcx, (%r12)
	movq %r14, 1496(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 1504(%rsp)
	movq %rax, 1536(%rsp)
	movq %rdx, 1544(%rsp)
	movq 1264(%rsp), %rax
	movq %rax, 1552(%rsp)
	movq 1272(%rsp), %rax
	movq %rax, 1560(%rsp)
	leaq 1496(%rsp), %rax
	movq %rax, 1568(%rsp)
	leaq 1328(%rsp), %rdi
	leaq 1552(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	leaq (,%rbx,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %rbx
	jbe .LBB_53
	xorl %r15d, %r15d
.LBB_52:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1009
.LBB_53:
	testq %r14, %r14
	je .LBB_63
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rbx, %rcx
	testq %rax, %rax
	je .LBB_52
	movq %rcx, 520(%rsp)
	cmpq $2, %rbx
	movq %rax, 888(%rsp)
	jb .LBB_64
.LBB_56:
	leaq -1(%rbx), %rcx
	leaq -2(%rbx), %rsi
	movl %ecx, %edi
	andl $7, %edi
	movq %rax, %rdx
	cmpq $7, %rsi
	movq 592(%rsp), %r14
	jb .LBB_60
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	movq 888(%rsp), %rdx
.LBB_58:
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
	jne .LBB_58
	testq %rdi, %rdi
	je .LBB_65
.LBB_60:
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_61:
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rdi
	jne .LBB_61
	jmp .LBB_65
.LBB_62:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 496(%rsp), %rbp
	jmp .LBB_46
.LBB_63:
	movl $8, %eax
	xorl %ecx, %ecx
	movq %rcx, 520(%rsp)
	cmpq $2, %rbx
	movq %rax, 888(%rsp)
	jae .LBB_56
.LBB_64:
	movq %rax, %rdx
	testq %rbx, %rbx
	movq 592(%rsp), %r14
	je .LBB_66
.LBB_65:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_66:
	cmpb $1, 16(%r12)
	jne .LBB_906
	movq (%r12), %rax
	movq 8(%r12), %rdx
.LBB_68:
	leaq 1(%rax), %rcx
	movq %r14, 1616(%rsp)
	movq %rbp, 1624(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 1632(%rsp)
	movq %rcx, (%r12)
	movq %rax, 1664(%rsp)
	movq %rdx, 1672(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 552(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1240(%rsp)
	movq 104(%rsp), %r12
	je .LBB_863
	leaq 1(%r12), %rax
	movq %rax, 328(%rsp)
	movq 56(%rsp), %rax
	leaq 1(%rax), %rcx
	movq %rcx, 1232(%rsp)
	leaq 1025(%rax), %rcx
	movq %rcx, 880(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	leaq -1025(%rax), %rdx
	movq %rdx, 1248(%rsp)
	movl $1025, %edx
	subq %rax, %rdx
	movq %rdx, 480(%rsp)
	movq %r12, %rdx
	negq %rdx
	movq %rdx, 1384(%rsp)
	movq %r12, %rdx
	shlq $7, %rdx
	movl $1, %esi
	subq %rax, %rsi
	movq %rsi, 1216(%rsp)
	movq %rdx, 544(%rsp)
	leaq 224(%rdx), %rax
	movq %rax, 1376(%rsp)
	leaq 96(%rcx), %rax
	movq %rax, 600(%rsp)
	movq %rcx, 568(%rsp)
	leaq 224(%rcx), %rax
	movq %rax, 1224(%rsp)
	leaq .Lanon.1(%rip), %rax
	movq %rax, (%rsp)
	leaq .Lanon.2(%rip), %rax
	movq %rax, 472(%rsp)
	xorl %ecx, %ecx
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_70:
	leaq 16400(%rcx), %rax
	movq %rcx, 320(%rsp)
	movq 1288(%rsp), %rdx
	movq %rdx, 144(%rsp)
	movq 1296(%rsp), %rdx
	movq %rax, 1392(%rsp)
	movq %rdx, 16(%rsp)
	testq %rdx, %rdx
	je .LBB_82
	movq 16(%rsp), %rax
	shlq $7, %rax
	movq 144(%rsp), %rsi
	addq %rsi, %rax
	movl $1025, %ecx
	movq 1384(%rsp), %rdx
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
	vmovsd (%r14,%rdi,8), %xmm0
.LBB_75:
	vmovsd %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_72
.LBB_76:
	movq 320(%rsp), %rbx
	leaq (%r10,%rbx), %rdi
	addq $-1025, %rdi
	vmovapd %xmm1, %xmm0
	cmpq %r12, %rdi
	jb .LBB_79
	addq %r11, %rbx
	movq 552(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %rbp, %rdi
	jae .LBB_899
	vmovsd (%r14,%rdi,8), %xmm0
.LBB_79:
	vmovsd %xmm0, -8(%r8,%r9)
	movq 320(%rsp), %rdi
	leaq (%r10,%rdi), %rbx
	vmovapd %xmm1, %xmm0
	cmpq %r12, %rbx
	jb .LBB_75
	leaq (%r11,%rdi), %rbx
	addq $1025, %rbx
	movq 552(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %rbp, %rdi
	jb .LBB_74
	jmp .LBB_899
.LBB_81:
	movq 320(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_82:
	movq 1448(%rsp), %rdx
	movq 1456(%rsp), %rsi
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
	movq %rcx, 1584(%rsp)
	movq %rdx, 1592(%rsp)
	movq %rax, 1600(%rsp)
	movb $0, 1608(%rsp)
	leaq 320(%rsp), %rax
	movq %rax, 1576(%rsp)
	leaq 1352(%rsp), %rdi
	leaq 1576(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1360(%rsp), %rax
	movq %rax, 112(%rsp)
	movq 1368(%rsp), %r15
	cmpq $2, %r15
	movq %r15, 40(%rsp)
	jae .LBB_860
.LBB_90:
	decq 1240(%rsp)
	movq 320(%rsp), %rax
	movq 552(%rsp), %rcx
	movq 1448(%rsp), %rdx
	movq 1456(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_93
.LBB_91:
	xorl %r10d, %r10d
	movq 464(%rsp), %rbx
.LBB_92:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 624(%rsp,%r9)
	movq %r11, 632(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_111
.LBB_93:
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
	movq 40(%rsp), %r15
.LBB_100:
	shlq $3, %r11
.LBB_101:
	cmpq %r11, %rdi
	je .LBB_104
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_104
	movabsq $1151796703138937857, %r14
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_101
	jmp .LBB_91
.LBB_104:
	movl $1, %r10d
	testq %rsi, %rsi
	movq 464(%rsp), %rbx
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
	movq 464(%rsp), %rbx
	movq 40(%rsp), %r15
	jmp .LBB_92
.LBB_111:
	vmovups 848(%rsp), %ymm0
	vmovups %ymm0, 1904(%rsp)
	vmovups 816(%rsp), %ymm0
	vmovups %ymm0, 1872(%rsp)
	vmovups 784(%rsp), %ymm0
	vmovups %ymm0, 1840(%rsp)
	vmovups 752(%rsp), %ymm0
	vmovups %ymm0, 1808(%rsp)
	vmovups 656(%rsp), %ymm0
	vmovups 688(%rsp), %ymm1
	vmovupd 720(%rsp), %ymm2
	vmovupd %ymm2, 1776(%rsp)
	vmovups %ymm1, 1744(%rsp)
	vmovups %ymm0, 1712(%rsp)
	vmovupd 624(%rsp), %ymm0
	vmovupd %ymm0, 1680(%rsp)
	testq %rbx, %rbx
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_857
	cmpq $-1025, %r12
	setae %al
	movq 328(%rsp), %rcx
	shlq $7, %rcx
	movq 144(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 560(%rsp)
	shlq $4, %r15
	addq 112(%rsp), %r15
	movq %r15, 512(%rsp)
	movq 16(%rsp), %rcx
	cmpq %rcx, 528(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 15(%rsp)
	movq 544(%rsp), %rax
	addq %rdx, %rax
	movq %rax, 904(%rsp)
	leaq 96(%rdx), %rax
	movq %rax, 576(%rsp)
	leaq 128(%rdx), %rax
	movq %rax, 584(%rsp)
	movq 1376(%rsp), %rax
	addq %rdx, %rax
	movq %rax, 912(%rsp)
	movq 1264(%rsp), %r10
	xorl %eax, %eax
.LBB_113:
	movq %rax, 536(%rsp)
	movq 16(%r10), %rcx
	testq %rcx, %rcx
	movq 56(%rsp), %rbp
	js .LBB_964
	movq (%r10), %rax
	movq 8(%r10), %rdx
	movq %rax, 48(%rsp)
	movq %rdx, 96(%rsp)
	orq %rdx, %rax
	js .LBB_964
	movq 48(%rsp), %rax
	leaq -1(%rax), %r11
	movq 96(%rsp), %rax
	decq %rax
	cmpq %rax, %r11
	movq %rax, %rdx
	cmovaq %r11, %rdx
	movq 24(%r10), %rdi
	testq %rdi, %rdi
	js .LBB_964
	movq 32(%r10), %rsi
	movq 40(%r10), %r8
	movq %rsi, %r9
	orq %r8, %r9
	js .LBB_964
	movq %r10, 608(%rsp)
	decq %rsi
	decq %r8
	cmpq %r8, %rsi
	cmovaq %rsi, %r8
	leaq -1(%rdi), %rsi
	cmpq %rsi, %r8
	cmovbeq %rsi, %r8
	leaq (%rcx,%rdx), %r10
	decq %r10
	movq 320(%rsp), %rcx
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
	movq %r10, 1408(%rsp)
	addq %r10, %r9
	subq %r9, %rdx
	movq %rdx, 136(%rsp)
	je .LBB_120
	movl $1, %edx
	movq %rdx, 120(%rsp)
	jmp .LBB_121
.LBB_120:
	movq $0, 120(%rsp)
.LBB_121:
	addq %rdi, %r8
	decq %r8
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
	movq %r8, 1400(%rsp)
	addq %r8, %rdi
	subq %rdi, %rdx
	je .LBB_124
	movl $1, %edi
	movq %rdi, 488(%rsp)
	jmp .LBB_125
.LBB_124:
	movq $0, 488(%rsp)
.LBB_125:
	movq %rdx, 504(%rsp)
	movq 1320(%rsp), %r9
	movq 536(%rsp), %r13
	cmpq %r9, %r13
	jae .LBB_986
	leaq (,%r13,2), %rdi
	addq %r13, %rdi
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 1312(%rsp), %rdx
	movq %rdx, 1256(%rsp)
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
	movq %rdx, 160(%rsp)
	movq %rax, 168(%rsp)
	movl $1, %r9d
	jmp .LBB_131
.LBB_130:
	xorl %r9d, %r9d
.LBB_131:
	movq %r9, 152(%rsp)
	movq 928(%rsp), %rbx
	movq 936(%rsp), %rsi
	movq 96(%rsp), %rcx
	cmpq $1, %rcx
	movq %rdi, 1416(%rsp)
	movq %r11, 128(%rsp)
	jne .LBB_137
	cmpb $0, 15(%rsp)
	jne .LBB_883
	movq %rsi, %rax
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rax, %rax
	je .LBB_947
.LBB_134:
	vxorpd %xmm3, %xmm3, %xmm3
	movq 912(%rsp), %r8
	vaddpd -224(%r8,%rdi), %ymm3, %ymm0
	vaddpd -192(%r8,%rdi), %ymm3, %ymm1
	vaddpd -160(%r8,%rdi), %ymm3, %ymm2
	vaddpd -128(%r8,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%rbx,%rdi)
	vmovupd %ymm1, 32(%rbx,%rdi)
	vmovupd %ymm2, 64(%rbx,%rdi)
	vmovupd %ymm3, 96(%rbx,%rdi)
	cmpq $131072, %rdi
	je .LBB_188
	movq %rdx, %r8
	orq $1, %r8
	cmpq %rsi, %r8
	je .LBB_947
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq 912(%rsp), %r8
	vaddpd -96(%r8,%rdi), %ymm3, %ymm0
	vaddpd -64(%r8,%rdi), %ymm3, %ymm1
	vaddpd -32(%r8,%rdi), %ymm3, %ymm2
	vaddpd (%r8,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%rbx,%rdi)
	vmovupd %ymm1, 160(%rbx,%rdi)
	vmovupd %ymm2, 192(%rbx,%rdi)
	vmovupd %ymm3, 224(%rbx,%rdi)
	addq $256, %rdi
	addq $-2, %rax
	testq %rax, %rax
	jne .LBB_134
	jmp .LBB_947
.LBB_137:
	leaq 1(%rcx), %rax
	imulq %rcx, %rax
	movq 328(%rsp), %r13
	movq %r13, %r15
	subq %rcx, %r15
	vxorpd %xmm2, %xmm2, %xmm2
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm2, 400(%rsp)
	vmovupd %ymm2, 368(%rsp)
	vmovupd %ymm2, 336(%rsp)
	vmovupd %ymm2, 176(%rsp)
	vmovupd %ymm2, 208(%rsp)
	vmovupd %ymm2, 240(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm2, 272(%rsp)
	movq 16(%rsp), %rdx
	cmpq %rdx, %r12
	jae .LBB_888
	cmpq %rcx, %r13
	jb .LBB_905
	testq %rcx, %rcx
	je .LBB_143
	shlq $7, %r15
	addq 144(%rsp), %r15
	vmovupd 336(%rsp), %ymm1
	vmovupd 432(%rsp), %ymm2
	vmovupd 176(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 424(%rsp), %xmm7, %xmm4
	vmovupd 272(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 264(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq 560(%rsp), %rdx
.LBB_141:
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r15), %ymm10
	vmovupd 32(%r15), %ymm11
	vmovupd 64(%r15), %ymm12
	vmovupd 96(%r15), %ymm13
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
	subq $-128, %r15
	incq %rax
	cmpq %rdx, %r15
	jne .LBB_141
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm3, 368(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm7, 240(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm5, 272(%rsp)
	jmp .LBB_144
.LBB_143:
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_144:
	testq %rsi, %rsi
	movq 40(%rsp), %r8
	je .LBB_985
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%rbx)
	vmovupd %ymm3, 32(%rbx)
	vmovupd %ymm4, 64(%rbx)
	leaq 96(%rbx), %rax
	movq %rax, 312(%rsp)
	vmovupd %ymm2, 96(%rbx)
	movb %r9b, 32(%rsp)
	movq 96(%rsp), %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movq 160(%rsp), %rax
	movq %rax, 72(%rsp)
	testq %r9, %r9
	leaq 160(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 88(%rsp)
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq %r12, %rcx
	subq %rdx, %rcx
	shlq $7, %rdx
	negq %rdx
	movq %rdx, 24(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
	movq %rbx, 64(%rsp)
.LBB_146:
	cmpq %r8, %rdi
	jae .LBB_151
	movq %rdi, %rax
	shlq $4, %rax
	addq 112(%rsp), %rax
.LBB_148:
	movq (%rax), %rdx
	cmpq %r9, %rdx
	jae .LBB_152
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r8
	jne .LBB_148
	movq %r8, %rdi
	xorl %r8d, %r8d
	jmp .LBB_153
.LBB_151:
	xorl %r8d, %r8d
	jmp .LBB_153
.LBB_152:
	movl $1, %r8d
.LBB_153:
	cmpq %r9, 72(%rsp)
	setae %al
	andb 32(%rsp), %al
	testq %r8, %r8
	jne .LBB_155
	movl $1025, %r10d
	testb %al, %al
	je .LBB_160
.LBB_155:
	movl $2, %r14d
	subq %r8, %r14
	testb %r8b, %r8b
	movq 72(%rsp), %r11
	movq %r11, %r10
	cmovneq %rdx, %r10
	movzbl %al, %eax
	movq %r14, 624(%rsp)
	movq $2, 632(%rsp)
	movq %r8, 640(%rsp)
	movq %rdx, 648(%rsp)
	movq %rax, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %r8, %r8
	je .LBB_159
	je .LBB_159
	shll $4, %r8d
	leaq 680(%rsp), %rax
	subq %r8, %rax
.LBB_158:
	movq %r10, %rdx
	incq %r14
	movq (%rax), %r10
	cmpq %r10, %rdx
	cmovbq %rdx, %r10
	cmpb $0, -8(%rax)
	cmoveq %rdx, %r10
	addq $16, %rax
	cmpq $2, %r14
	jne .LBB_158
.LBB_159:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_160:
	vmovupd 336(%rsp), %ymm3
	vmovupd 368(%rsp), %ymm4
	vmovupd 400(%rsp), %ymm5
	vmovupd 432(%rsp), %ymm6
	vmovupd 176(%rsp), %ymm14
	vmovupd 208(%rsp), %ymm13
	vmovupd 240(%rsp), %ymm12
	vmovupd 272(%rsp), %ymm11
	cmpq %r10, %r9
	jae .LBB_166
	movq %r9, %rdx
	shlq $7, %rdx
	movq 312(%rsp), %rax
	leaq (%rax,%rdx), %r14
	addq 544(%rsp), %rdx
	leaq (%rcx,%r9), %r15
	shlq $7, %r15
	movq 576(%rsp), %rbp
	movq 16(%rsp), %rax
.LBB_162:
	leaq (%r12,%r9), %r13
	cmpq %rax, %r13
	jae .LBB_976
	leaq (%rcx,%r9), %r13
	cmpq %rax, %r13
	jae .LBB_897
	cmpq %rsi, %r9
	jae .LBB_923
	vmovupd -64(%rbp,%rdx), %ymm10
	vmovupd -32(%rbp,%rdx), %ymm9
	vmovupd (%rbp,%rdx), %ymm8
	vaddpd %ymm11, %ymm8, %ymm7
	vsubpd (%rbp,%r15), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vaddpd %ymm12, %ymm9, %ymm8
	vsubpd -32(%rbp,%r15), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%rbp,%r15), %ymm9, %ymm9
	vmovupd -96(%rbp,%rdx), %ymm15
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm14, %ymm15, %ymm10
	vsubpd -96(%rbp,%r15), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm3, %ymm2, %ymm14
	vmovupd %ymm14, -96(%r14)
	vsubpd %ymm13, %ymm4, %ymm4
	vmulpd %ymm4, %ymm2, %ymm13
	vmovupd %ymm13, -64(%r14)
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd %ymm12, -32(%r14)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r14)
	incq %r9
	subq $-128, %r14
	subq $-128, %rbp
	vmovapd %ymm10, %ymm14
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm12
	vmovapd %ymm7, %ymm11
	cmpq %r9, %r10
	jne .LBB_162
	jmp .LBB_167
.LBB_166:
	vmovapd %ymm14, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm12, %ymm8
	vmovapd %ymm11, %ymm7
.LBB_167:
	vmovupd %ymm3, 336(%rsp)
	vmovupd %ymm4, 368(%rsp)
	vmovupd %ymm5, 400(%rsp)
	vmovupd %ymm6, 432(%rsp)
	vmovupd %ymm10, 176(%rsp)
	vmovupd %ymm9, 208(%rsp)
	vmovupd %ymm8, 240(%rsp)
	vmovupd %ymm7, 272(%rsp)
	cmpq $1024, %r10
	movq 56(%rsp), %rbp
	movq 40(%rsp), %r15
	ja .LBB_188
	leaq (%r10,%r12), %r8
	movq 16(%rsp), %rax
	cmpq %rax, %r8
	jae .LBB_965
	movq %r8, %r13
	movq 96(%rsp), %r11
	subq %r11, %r13
	cmpq %rax, %r13
	jae .LBB_897
	movq %r8, %rdx
	shlq $7, %rdx
	movq 144(%rsp), %rax
	vmovupd (%rax,%rdx), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm3, %ymm12, %ymm3
	vsubpd %ymm10, %ymm3, %ymm3
	vmovupd %ymm3, 336(%rsp)
	vmovupd 32(%rax,%rdx), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 368(%rsp)
	vmovupd 64(%rax,%rdx), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd %ymm8, %ymm5, %ymm5
	vmovupd %ymm5, 400(%rsp)
	vmovupd 96(%rax,%rdx), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm7, %ymm6, %ymm6
	vmovupd %ymm6, 432(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 176(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 208(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 240(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 272(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 624(%rsp)
	vmulpd %ymm4, %ymm2, %ymm3
	vmovupd %ymm3, 656(%rsp)
	vmulpd %ymm5, %ymm2, %ymm3
	vmovupd %ymm3, 688(%rsp)
	vmulpd %ymm6, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r15, %rdi
	ja .LBB_873
	leaq 1(%r10), %r9
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %r8
	movq %r8, %rbx
	movq %r8, %r15
	subq %r11, %r15
	addq 584(%rsp), %rdx
	xorl %r8d, %r8d
	movq 88(%rsp), %r12
	jmp .LBB_174
.LBB_172:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_920
.LBB_173:
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vmovsd %xmm3, 176(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %rax, %r12
	movq %rbp, %r13
	movq %r14, %r9
.LBB_174:
	testb %r8b, %r8b
	je .LBB_183
	movq %r13, %rbp
.LBB_176:
	testq %r12, %r12
	je .LBB_186
	cmpq %r10, (%r12)
	jne .LBB_186
	movb $2, %r8b
	xorl %eax, %eax
	movq %r12, %r13
	movq 96(%rsp), %r11
	cmpq %r11, %rbx
	jb .LBB_867
.LBB_179:
	movq %r9, %r14
	movq 8(%r13), %r13
	testq %r11, %r11
	je .LBB_172
	cmpq $15, %r13
	ja .LBB_900
	leaq (%rdx,%r13,8), %r11
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r12d
	movq 24(%rsp), %r9
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_182:
	vcvtsi2sd %r12, %xmm2, %xmm5
	vmovsd (%r11,%r9), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r12
	subq $-128, %r9
	jne .LBB_182
	jmp .LBB_173
.LBB_183:
	movq 512(%rsp), %rax
	movq %rax, %rbp
	cmpq %rax, %r13
	je .LBB_176
	leaq 16(%r13), %rbp
	cmpq %r10, (%r13)
	jne .LBB_176
	xorl %r8d, %r8d
	movq %r12, %rax
	movq 96(%rsp), %r11
	cmpq %r11, %rbx
	jae .LBB_179
	jmp .LBB_867
.LBB_186:
	cmpq %rsi, %r10
	jae .LBB_966
	movq %r10, %rax
	shlq $7, %rax
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	movq 64(%rsp), %rbx
	vmovupd %ymm6, 96(%rbx,%rax)
	vmovupd %ymm5, 64(%rbx,%rax)
	vmovupd %ymm4, 32(%rbx,%rax)
	vmovupd %ymm3, (%rbx,%rax)
	cmpq $1024, %r10
	movq 104(%rsp), %r12
	movq 56(%rsp), %rbp
	movq 40(%rsp), %r8
	jne .LBB_146
.LBB_188:
	movq 960(%rsp), %r13
	movq %r13, %rsi
	subq %rbp, %rsi
	jb .LBB_892
	movq 952(%rsp), %rax
	movq %rax, 896(%rsp)
	movq 320(%rsp), %rax
	movq 128(%rsp), %rdi
	movq %rdi, %rdx
	subq %rax, %rdx
	setb %cl
	addq $16400, %rax
	cmpq %rax, %rdi
	setae %al
	orb %cl, %al
	jne .LBB_193
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_193
	movq %rdx, 160(%rsp)
	movq %rax, 168(%rsp)
	movl $1, %eax
	jmp .LBB_194
.LBB_193:
	xorl %eax, %eax
.LBB_194:
	movq 568(%rsp), %rcx
	movq 896(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 72(%rsp)
	movq %rax, 152(%rsp)
	movq 928(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 936(%rsp), %r10
	movq 48(%rsp), %rdx
	cmpq $1, %rdx
	jne .LBB_200
	cmpb $0, 15(%rsp)
	jne .LBB_883
	addq 1216(%rsp), %r13
	movl $96, %eax
	xorl %edx, %edx
.LBB_197:
	cmpq %rdx, %r10
	je .LBB_954
	incq %rdx
	cmpq %rdx, %r13
	je .LBB_953
	movq 32(%rsp), %rcx
	vmovupd -96(%rcx,%rax), %ymm0
	vmovupd -64(%rcx,%rax), %ymm1
	vmovupd -32(%rcx,%rax), %ymm2
	vmovupd (%rcx,%rax), %ymm3
	vxorpd %xmm5, %xmm5, %xmm5
	movq 904(%rsp), %rcx
	vaddpd -96(%rcx,%rax), %ymm5, %ymm4
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd %ymm4, %ymm0, %ymm0
	vaddpd -64(%rcx,%rax), %ymm5, %ymm4
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd %ymm4, %ymm1, %ymm1
	vaddpd -32(%rcx,%rax), %ymm5, %ymm4
	vaddpd %ymm2, %ymm2, %ymm2
	vsubpd %ymm4, %ymm2, %ymm2
	vaddpd (%rcx,%rax), %ymm5, %ymm4
	vaddpd %ymm3, %ymm3, %ymm3
	vsubpd %ymm4, %ymm3, %ymm3
	movq 72(%rsp), %rcx
	vmovupd %ymm0, -96(%rcx,%rax)
	vmovupd %ymm1, -64(%rcx,%rax)
	vmovupd %ymm2, -32(%rcx,%rax)
	vmovupd %ymm3, (%rcx,%rax)
	addq $128, %rax
	cmpq $131296, %rax
	jne .LBB_197
	jmp .LBB_253
.LBB_200:
	leaq 1(%rdx), %rax
	imulq %rdx, %rax
	movq 328(%rsp), %rcx
	movq %rcx, %r15
	subq %rdx, %r15
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 272(%rsp)
	movq %rdx, %rax
	movq 16(%rsp), %rdx
	cmpq %rdx, %r12
	jae .LBB_888
	cmpq %rax, %rcx
	jb .LBB_889
	testq %rax, %rax
	je .LBB_206
	shlq $7, %r15
	addq 144(%rsp), %r15
	vmovupd 336(%rsp), %ymm1
	vmovupd 432(%rsp), %ymm3
	vmovupd 176(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 424(%rsp), %xmm7, %xmm4
	vmovupd 272(%rsp), %ymm5
	vxorpd %xmm2, %xmm2, %xmm2
	vmovhpd 264(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm2, %ymm4
	vinsertf128 $1, %xmm7, %ymm2, %ymm7
	movl $1, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq 560(%rsp), %rcx
.LBB_204:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r15), %ymm10
	vmovupd 32(%r15), %ymm11
	vmovupd 64(%r15), %ymm12
	vmovupd 96(%r15), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm6, %ymm10, %ymm6
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm8, %ymm11, %ymm8
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %ymm5, %ymm13, %ymm5
	subq $-128, %r15
	incq %rax
	cmpq %rcx, %r15
	jne .LBB_204
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm2, 368(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm7, 240(%rsp)
	vmovupd %ymm3, 432(%rsp)
	vmovupd %ymm5, 272(%rsp)
	jmp .LBB_207
.LBB_206:
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
.LBB_207:
	testq %r10, %r10
	movq 40(%rsp), %rdx
	je .LBB_1011
	cmpq %rbp, %r13
	je .LBB_1010
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm1, %ymm1
	movq 32(%rsp), %rdi
	vmovupd (%rdi), %ymm5
	vmovupd 32(%rdi), %ymm6
	vmovupd 64(%rdi), %ymm7
	vmovupd 96(%rdi), %ymm8
	vaddpd %ymm5, %ymm5, %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vaddpd %ymm6, %ymm6, %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vaddpd %ymm7, %ymm7, %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vaddpd %ymm8, %ymm8, %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	movq 72(%rsp), %rax
	vmovupd %ymm1, (%rax)
	vmovupd %ymm2, 32(%rax)
	vmovupd %ymm4, 64(%rax)
	vmovupd %ymm3, 96(%rax)
	movq 48(%rsp), %rcx
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rcx, %xmm15, %xmm1
	leaq 96(%rdi), %rax
	movq %rax, 1432(%rsp)
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movzbl 152(%rsp), %eax
	movq 160(%rsp), %rdi
	movq %rdi, 88(%rsp)
	movb %al, 312(%rsp)
	testb %al, %al
	movl $0, %edi
	leaq 160(%rsp), %rax
	cmovneq %rax, %rdi
	movq %rdi, 128(%rsp)
	movq 896(%rsp), %rax
	addq 600(%rsp), %rax
	movq %rax, 896(%rsp)
	movq %r12, %rbx
	subq %rcx, %rbx
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 24(%rsp)
	movl $1, %r8d
	xorl %edi, %edi
	movq %r10, 616(%rsp)
.LBB_210:
	cmpq %rdx, %rdi
	jae .LBB_215
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 112(%rsp), %rcx
.LBB_212:
	movq (%rcx), %rax
	cmpq %r8, %rax
	jae .LBB_216
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_212
	movq %rdx, %rdi
	xorl %edx, %edx
	jmp .LBB_217
.LBB_215:
	xorl %edx, %edx
	jmp .LBB_217
.LBB_216:
	movl $1, %edx
.LBB_217:
	movq %r8, %r11
	cmpq %r8, 88(%rsp)
	setae %cl
	andb 312(%rsp), %cl
	testq %rdx, %rdx
	jne .LBB_219
	movl $1025, %r9d
	testb %cl, %cl
	je .LBB_224
.LBB_219:
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq 88(%rsp), %r14
	movq %r14, %r9
	cmovneq %rax, %r9
	movzbl %cl, %ecx
	movq %r8, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rax, 648(%rsp)
	movq %rcx, 656(%rsp)
	movq %r14, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_223
	je .LBB_223
	shll $4, %edx
	leaq 680(%rsp), %rax
	subq %rdx, %rax
.LBB_222:
	movq %r9, %rcx
	incq %r8
	movq (%rax), %r9
	cmpq %r9, %rcx
	cmovbq %rcx, %r9
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r9
	addq $16, %rax
	cmpq $2, %r8
	jne .LBB_222
.LBB_223:
	cmpq $1025, %r9
	movl $1025, %eax
	cmovaeq %rax, %r9
.LBB_224:
	vmovupd 336(%rsp), %ymm10
	vmovupd 368(%rsp), %ymm9
	vmovupd 400(%rsp), %ymm8
	vmovupd 432(%rsp), %ymm7
	vmovupd 176(%rsp), %ymm6
	vmovupd 208(%rsp), %ymm5
	vmovupd 240(%rsp), %ymm4
	vmovupd 272(%rsp), %ymm3
	cmpq %r9, %r11
	jae .LBB_231
	movq %r11, %rcx
	movq %r11, %rdx
	shlq $7, %rdx
	movq 896(%rsp), %rax
	leaq (%rax,%rdx), %r14
	movq 1432(%rsp), %rax
	leaq (%rax,%rdx), %r15
	addq 544(%rsp), %rdx
	leaq (%rbx,%r11), %rbp
	shlq $7, %rbp
	movq 576(%rsp), %r8
	movq 16(%rsp), %rax
.LBB_226:
	leaq (%r12,%rcx), %r13
	cmpq %rax, %r13
	jae .LBB_976
	leaq (%rbx,%rcx), %r13
	cmpq %rax, %r13
	jae .LBB_897
	cmpq %r10, %rcx
	jae .LBB_924
	cmpq %rsi, %rcx
	jae .LBB_926
	incq %rcx
	vmovupd -96(%r8,%rdx), %ymm11
	vmovupd -64(%r8,%rdx), %ymm12
	vmovupd -32(%r8,%rdx), %ymm13
	vmovupd (%r8,%rdx), %ymm14
	vmulpd %ymm1, %ymm11, %ymm15
	vaddpd %ymm15, %ymm10, %ymm10
	vaddpd %ymm6, %ymm11, %ymm11
	vsubpd %ymm6, %ymm10, %ymm10
	vsubpd -96(%r8,%rbp), %ymm11, %ymm6
	vmulpd %ymm1, %ymm12, %ymm11
	vaddpd %ymm11, %ymm9, %ymm9
	vaddpd %ymm5, %ymm12, %ymm11
	vsubpd %ymm5, %ymm9, %ymm9
	vsubpd -64(%r8,%rbp), %ymm11, %ymm5
	vmulpd %ymm1, %ymm13, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vaddpd %ymm4, %ymm13, %ymm11
	vsubpd %ymm4, %ymm8, %ymm8
	vsubpd -32(%r8,%rbp), %ymm11, %ymm4
	vmulpd %ymm1, %ymm14, %ymm11
	vaddpd %ymm7, %ymm11, %ymm7
	vaddpd %ymm3, %ymm14, %ymm11
	vsubpd %ymm3, %ymm7, %ymm7
	vsubpd (%r8,%rbp), %ymm11, %ymm3
	vmovupd -96(%r15), %ymm11
	vmovupd -64(%r15), %ymm12
	vmovupd -32(%r15), %ymm13
	vmovupd (%r15), %ymm14
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
	vmovupd %ymm11, -96(%r14)
	vmovupd %ymm12, -64(%r14)
	vmovupd %ymm13, -32(%r14)
	vmovupd %ymm14, (%r14)
	subq $-128, %r14
	subq $-128, %r15
	subq $-128, %r8
	cmpq %rcx, %r9
	jne .LBB_226
.LBB_231:
	vmovupd %ymm10, 336(%rsp)
	vmovupd %ymm9, 368(%rsp)
	vmovupd %ymm8, 400(%rsp)
	vmovupd %ymm7, 432(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm5, 208(%rsp)
	vmovupd %ymm4, 240(%rsp)
	vmovupd %ymm3, 272(%rsp)
	cmpq $1024, %r9
	movq 56(%rsp), %rbp
	movq 40(%rsp), %r15
	ja .LBB_253
	leaq (%r9,%r12), %rcx
	movq 16(%rsp), %rax
	cmpq %rax, %rcx
	jae .LBB_962
	movq %rcx, %r13
	movq 48(%rsp), %rdx
	subq %rdx, %r13
	cmpq %rax, %r13
	jae .LBB_897
	movq %rcx, %r14
	shlq $7, %r14
	movq 144(%rsp), %rax
	vmovupd (%rax,%r14), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vsubpd %ymm6, %ymm10, %ymm10
	vmovupd %ymm10, 336(%rsp)
	vmovupd 32(%rax,%r14), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vmovupd %ymm9, 368(%rsp)
	vmovupd 64(%rax,%r14), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vsubpd %ymm4, %ymm8, %ymm8
	vmovupd %ymm8, 400(%rsp)
	vmovupd 96(%rax,%r14), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm7, %ymm15, %ymm7
	vsubpd %ymm3, %ymm7, %ymm7
	vmovupd %ymm7, 432(%rsp)
	shlq $7, %r13
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd (%rax,%r13), %ymm6, %ymm6
	vmovupd %ymm6, 176(%rsp)
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd 32(%rax,%r13), %ymm5, %ymm5
	vmovupd %ymm5, 208(%rsp)
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd 64(%rax,%r13), %ymm4, %ymm4
	vmovupd %ymm4, 240(%rsp)
	vaddpd %ymm3, %ymm14, %ymm3
	vsubpd 96(%rax,%r13), %ymm3, %ymm3
	vmovupd %ymm3, 272(%rsp)
	vmulpd %ymm2, %ymm10, %ymm3
	vmovupd %ymm3, 624(%rsp)
	vmulpd %ymm2, %ymm9, %ymm3
	vmovupd %ymm3, 656(%rsp)
	vmulpd %ymm2, %ymm8, %ymm3
	vmovupd %ymm3, 688(%rsp)
	vmulpd %ymm7, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r15, %rdi
	ja .LBB_873
	leaq 1(%r9), %rax
	movq %rax, 64(%rsp)
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rcx
	movq %rcx, %r10
	movq %rcx, %r15
	subq %rdx, %r15
	addq 584(%rsp), %r14
	xorl %ebp, %ebp
	movq 128(%rsp), %rax
	jmp .LBB_238
.LBB_236:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_920
.LBB_237:
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vmovsd %xmm3, 176(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r11, %rax
	movq %r8, %r13
	movq 104(%rsp), %r12
.LBB_238:
	testb %bpl, %bpl
	je .LBB_247
	movq %r13, %r8
.LBB_240:
	testq %rax, %rax
	je .LBB_250
	cmpq %r9, (%rax)
	jne .LBB_250
	movb $2, %bpl
	xorl %r11d, %r11d
	movq %rax, %r13
	cmpq %rdx, %r10
	movq %rdx, %rax
	movq 16(%rsp), %rdx
	jb .LBB_869
.LBB_243:
	movq 8(%r13), %r13
	testq %rax, %rax
	movq %rax, %rdx
	je .LBB_236
	cmpq $15, %r13
	ja .LBB_900
	leaq (%r14,%r13,8), %rax
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %ecx
	movq 24(%rsp), %r12
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_246:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%rax,%r12), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r12
	jne .LBB_246
	jmp .LBB_237
.LBB_247:
	movq 512(%rsp), %rcx
	movq %rcx, %r8
	cmpq %rcx, %r13
	je .LBB_240
	leaq 16(%r13), %r8
	cmpq %r9, (%r13)
	jne .LBB_240
	xorl %ebp, %ebp
	movq %rax, %r11
	cmpq %rdx, %r10
	movq %rdx, %rax
	movq 16(%rsp), %rdx
	jae .LBB_243
	jmp .LBB_869
.LBB_250:
	movq 616(%rsp), %r10
	cmpq %r10, %r9
	jae .LBB_967
	cmpq %rsi, %r9
	movq 56(%rsp), %rbp
	movq 40(%rsp), %rdx
	jae .LBB_968
	movq %r9, %rax
	shlq $7, %rax
	movq 32(%rsp), %rcx
	vmovupd (%rcx,%rax), %ymm3
	vmovupd 32(%rcx,%rax), %ymm4
	vmovupd 64(%rcx,%rax), %ymm5
	vaddpd %ymm3, %ymm3, %ymm3
	vsubpd 624(%rsp), %ymm3, %ymm3
	vmovupd 96(%rcx,%rax), %ymm6
	vaddpd %ymm4, %ymm4, %ymm4
	vsubpd 656(%rsp), %ymm4, %ymm4
	vaddpd %ymm5, %ymm5, %ymm5
	vsubpd 688(%rsp), %ymm5, %ymm5
	vaddpd %ymm6, %ymm6, %ymm6
	vsubpd 720(%rsp), %ymm6, %ymm6
	movq 72(%rsp), %rcx
	vmovupd %ymm3, (%rcx,%rax)
	vmovupd %ymm4, 32(%rcx,%rax)
	vmovupd %ymm5, 64(%rcx,%rax)
	vmovupd %ymm6, 96(%rcx,%rax)
	cmpq $1024, %r9
	movq 64(%rsp), %r8
	jne .LBB_210
.LBB_253:
	movq 960(%rsp), %rsi
	subq %rbp, %rsi
	movq 480(%rsp), %r10
	movq 608(%rsp), %r11
	jb .LBB_887
	movq 952(%rsp), %rax
	movq 1256(%rsp), %rdx
	movq 8(%rdx), %rcx
	movq 16(%rdx), %r9
	testq %rbp, %rbp
	movq %r9, %rdi
	je .LBB_259
	movq 568(%rsp), %rdx
	leaq (%rax,%rdx), %rbx
	movq %rax, %r8
	xorl %edx, %edx
.LBB_256:
	leaq (%r10,%rdx), %r9
	cmpq %rsi, %r9
	jae .LBB_945
	movq %rdi, %r9
	cmpq %rdx, %rdi
	je .LBB_946
	vmovsd (%rcx,%rdx,8), %xmm0
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
	incq %rdx
	cmpq %rbx, %r8
	jne .LBB_256
.LBB_259:
	testq %r9, %r9
	movq 1248(%rsp), %r8
	je .LBB_271
	leaq (,%r9,8), %rbx
	addq $-8, %rbx
	shrq $3, %rbx
	cmpq %r10, %rsi
	movq %r10, %rdx
	cmovaq %rsi, %rdx
	addq %r8, %rdx
	cmpq %rdx, %rbx
	cmovbq %rbx, %rdx
	cmpq $16, %rdx
	jae .LBB_262
	movq %rcx, %rbx
	xorl %edx, %edx
	jmp .LBB_268
.LBB_262:
	cmpq %r10, %rsi
	movq %r8, %r9
	movq %r10, %r8
	cmovaq %rsi, %r8
	addq %r9, %r8
	cmpq %r8, %rbx
	cmovbq %rbx, %r8
	movq %r8, %r9
	shlq $7, %r9
	addq %rax, %r9
	addq $131328, %r9
	cmpq %r9, %rcx
	jae .LBB_265
	leaq (%rcx,%r8,8), %r9
	addq $8, %r9
	leaq 131320(%rax), %r8
	cmpq %r9, %r8
	jae .LBB_265
	movq %rcx, %rbx
	xorl %edx, %edx
	jmp .LBB_267
.LBB_265:
	incq %rdx
	movl %edx, %r9d
	andl $15, %r9d
	movl $16, %r8d
	cmoveq %r8, %r9
	subq %r9, %rdx
	leaq (%rcx,%rdx,8), %rbx
	leaq 133240(%rax), %r8
	xorl %r9d, %r9d
.LBB_266:
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
	jne .LBB_266
.LBB_267:
	movq %rdi, %r9
.LBB_268:
	leaq (%rcx,%r9,8), %rcx
	leaq (%r10,%rdx), %rdi
	shlq $7, %rdx
	addq %rdx, %rax
	addq $131320, %rax
.LBB_269:
	cmpq %rsi, %rdi
	jae .LBB_952
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%rbx)
	addq $8, %rbx
	incq %rdi
	subq $-128, %rax
	cmpq %rcx, %rbx
	jne .LBB_269
.LBB_271:
	movq 16(%r11), %rbx
	testq %rbx, %rbx
	js .LBB_964
	movq 952(%rsp), %r10
	movq 960(%rsp), %rcx
	movq 120(%rsp), %rax
	movq %rax, 152(%rsp)
	movq 136(%rsp), %rax
	movq %rax, 160(%rsp)
	movq 1408(%rsp), %rax
	movq %rax, 168(%rsp)
	movq 976(%rsp), %r14
	movq 984(%rsp), %rsi
	cmpq $1, %rbx
	jne .LBB_278
	cmpq %rcx, 880(%rsp)
	ja .LBB_893
	addq 1224(%rsp), %r10
	movq %rsi, %rax
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rax, %rax
	je .LBB_947
.LBB_275:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%r10,%rdi), %ymm3, %ymm0
	vaddpd -192(%r10,%rdi), %ymm3, %ymm1
	vaddpd -160(%r10,%rdi), %ymm3, %ymm2
	vaddpd -128(%r10,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%r14,%rdi)
	vmovupd %ymm1, 32(%r14,%rdi)
	vmovupd %ymm2, 64(%r14,%rdi)
	vmovupd %ymm3, 96(%r14,%rdi)
	cmpq $131072, %rdi
	je .LBB_329
	movq %rdx, %rcx
	orq $1, %rcx
	cmpq %rsi, %rcx
	je .LBB_947
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%r10,%rdi), %ymm3, %ymm0
	vaddpd -64(%r10,%rdi), %ymm3, %ymm1
	vaddpd -32(%r10,%rdi), %ymm3, %ymm2
	vaddpd (%r10,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r14,%rdi)
	vmovupd %ymm1, 160(%r14,%rdi)
	vmovupd %ymm2, 192(%r14,%rdi)
	vmovupd %ymm3, 224(%r14,%rdi)
	addq $256, %rdi
	addq $-2, %rax
	testq %rax, %rax
	jne .LBB_275
	jmp .LBB_947
.LBB_278:
	leaq 1(%rbx), %rax
	imulq %rbx, %rax
	vxorpd %xmm2, %xmm2, %xmm2
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm2, 400(%rsp)
	vmovupd %ymm2, 368(%rsp)
	vmovupd %ymm2, 336(%rsp)
	movq 1232(%rsp), %rax
	movq %rax, %r15
	vmovupd %ymm2, 176(%rsp)
	vmovupd %ymm2, 208(%rsp)
	vmovupd %ymm2, 240(%rsp)
	subq %rbx, %r15
	vmovupd %ymm2, 272(%rsp)
	movq %rcx, 32(%rsp)
	cmpq %rcx, %rbp
	jae .LBB_908
	cmpq %rbx, %rax
	jb .LBB_909
	testq %rbx, %rbx
	je .LBB_284
	shlq $7, %rax
	addq %r10, %rax
	shlq $7, %r15
	addq %r10, %r15
	vmovupd 336(%rsp), %ymm1
	vmovupd 432(%rsp), %ymm2
	vmovupd 176(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 424(%rsp), %xmm7, %xmm4
	vmovupd 272(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 264(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %edx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_282:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rdx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r15), %ymm10
	vmovupd 32(%r15), %ymm11
	vmovupd 64(%r15), %ymm12
	vmovupd 96(%r15), %ymm13
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
	subq $-128, %r15
	incq %rdx
	cmpq %rax, %r15
	jne .LBB_282
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm3, 368(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm7, 240(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm5, 272(%rsp)
	jmp .LBB_285
.LBB_284:
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_285:
	testq %rsi, %rsi
	movq 40(%rsp), %rcx
	je .LBB_985
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r14)
	vmovupd %ymm3, 32(%r14)
	vmovupd %ymm4, 64(%r14)
	vmovupd %ymm2, 96(%r14)
	leaq 96(%r14), %rax
	movq %rax, 312(%rsp)
	movq 120(%rsp), %rdx
	movb %dl, 72(%rsp)
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rbx, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rdx, %rdx
	leaq 160(%rsp), %rax
	cmovneq %rax, %rdx
	movq %rdx, 120(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	leaq 96(%r10), %rax
	movq %rax, 128(%rsp)
	movq %rbp, %rax
	subq %rbx, %rax
	leaq 128(%r10), %rdx
	movq %rdx, 88(%rsp)
	movq %rbx, %rdx
	shlq $7, %rdx
	negq %rdx
	movq %rdx, 24(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
	movq %r10, 48(%rsp)
	movq %r14, 64(%rsp)
	movq %rax, 616(%rsp)
.LBB_287:
	cmpq %rcx, %rdi
	jae .LBB_292
	movq %rdi, %rax
	shlq $4, %rax
	addq 112(%rsp), %rax
	movq 136(%rsp), %rdx
.LBB_289:
	movq (%rax), %r8
	cmpq %r9, %r8
	jae .LBB_293
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rcx
	jne .LBB_289
	movq %rcx, %rdi
	xorl %r11d, %r11d
	jmp .LBB_294
.LBB_292:
	xorl %r11d, %r11d
	movq 136(%rsp), %rdx
	jmp .LBB_294
.LBB_293:
	movl $1, %r11d
.LBB_294:
	cmpq %r9, %rdx
	setae %cl
	andb 72(%rsp), %cl
	testq %r11, %r11
	jne .LBB_296
	movl $1025, %eax
	testb %cl, %cl
	je .LBB_301
.LBB_296:
	movl $2, %r14d
	subq %r11, %r14
	testb %r11b, %r11b
	movq %rdx, %rax
	cmovneq %r8, %rax
	movzbl %cl, %ecx
	movq %r14, 624(%rsp)
	movq $2, 632(%rsp)
	movq %r11, 640(%rsp)
	movq %r8, 648(%rsp)
	movq %rcx, 656(%rsp)
	movq %rdx, 664(%rsp)
	testq %r11, %r11
	je .LBB_300
	je .LBB_300
	shll $4, %r11d
	leaq 680(%rsp), %rcx
	subq %r11, %rcx
.LBB_299:
	movq %rax, %rdx
	incq %r14
	movq (%rcx), %rax
	cmpq %rax, %rdx
	cmovbq %rdx, %rax
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rax
	addq $16, %rcx
	cmpq $2, %r14
	jne .LBB_299
.LBB_300:
	cmpq $1025, %rax
	movl $1025, %ecx
	cmovaeq %rcx, %rax
.LBB_301:
	vmovupd 336(%rsp), %ymm3
	vmovupd 368(%rsp), %ymm4
	vmovupd 400(%rsp), %ymm5
	vmovupd 432(%rsp), %ymm6
	vmovupd 176(%rsp), %ymm14
	vmovupd 208(%rsp), %ymm13
	vmovupd 240(%rsp), %ymm12
	vmovupd 272(%rsp), %ymm11
	cmpq %rax, %r9
	jae .LBB_307
	movq %r9, %r11
	shlq $7, %r11
	movq 312(%rsp), %rcx
	leaq (%rcx,%r11), %r14
	addq 568(%rsp), %r11
	movq 616(%rsp), %rdx
	leaq (%rdx,%r9), %r15
	shlq $7, %r15
	movq 128(%rsp), %r12
.LBB_303:
	leaq (%r9,%rbp), %r13
	movq 32(%rsp), %rcx
	cmpq %rcx, %r13
	jae .LBB_931
	leaq (%rdx,%r9), %r13
	cmpq %rcx, %r13
	jae .LBB_916
	cmpq %rsi, %r9
	jae .LBB_923
	vmovupd -64(%r12,%r11), %ymm10
	vmovupd -32(%r12,%r11), %ymm9
	vmovupd (%r12,%r11), %ymm8
	vaddpd %ymm11, %ymm8, %ymm7
	vsubpd (%r12,%r15), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vaddpd %ymm12, %ymm9, %ymm8
	vsubpd -32(%r12,%r15), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%r12,%r15), %ymm9, %ymm9
	vmovupd -96(%r12,%r11), %ymm15
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm14, %ymm15, %ymm10
	vsubpd -96(%r12,%r15), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm3, %ymm2, %ymm14
	vmovupd %ymm14, -96(%r14)
	vsubpd %ymm13, %ymm4, %ymm4
	vmulpd %ymm4, %ymm2, %ymm13
	vmovupd %ymm13, -64(%r14)
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd %ymm12, -32(%r14)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r14)
	incq %r9
	subq $-128, %r14
	subq $-128, %r12
	vmovapd %ymm10, %ymm14
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm12
	vmovapd %ymm7, %ymm11
	cmpq %r9, %rax
	jne .LBB_303
	jmp .LBB_308
.LBB_307:
	vmovapd %ymm14, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm12, %ymm8
	vmovapd %ymm11, %ymm7
.LBB_308:
	vmovupd %ymm3, 336(%rsp)
	vmovupd %ymm4, 368(%rsp)
	vmovupd %ymm5, 400(%rsp)
	vmovupd %ymm6, 432(%rsp)
	vmovupd %ymm10, 176(%rsp)
	vmovupd %ymm9, 208(%rsp)
	vmovupd %ymm8, 240(%rsp)
	vmovupd %ymm7, 272(%rsp)
	cmpq $1024, %rax
	movq 104(%rsp), %r12
	movq 40(%rsp), %r15
	ja .LBB_329
	leaq (%rax,%rbp), %rcx
	movq 32(%rsp), %r9
	cmpq %r9, %rcx
	jae .LBB_959
	movq %rcx, %r13
	subq %rbx, %r13
	cmpq %r9, %r13
	jae .LBB_916
	movq %rcx, %r11
	shlq $7, %r11
	vmovupd (%r10,%r11), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm3, %ymm12, %ymm3
	vsubpd %ymm10, %ymm3, %ymm3
	vmovupd %ymm3, 336(%rsp)
	vmovupd 32(%r10,%r11), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 368(%rsp)
	vmovupd 64(%r10,%r11), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd %ymm8, %ymm5, %ymm5
	vmovupd %ymm5, 400(%rsp)
	vmovupd 96(%r10,%r11), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm7, %ymm6, %ymm6
	vmovupd %ymm6, 432(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%r10,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 176(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%r10,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 208(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%r10,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 240(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%r10,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 272(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 624(%rsp)
	vmulpd %ymm4, %ymm2, %ymm3
	vmovupd %ymm3, 656(%rsp)
	vmulpd %ymm5, %ymm2, %ymm3
	vmovupd %ymm3, 688(%rsp)
	vmulpd %ymm6, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r15, %rdi
	ja .LBB_873
	leaq 1(%rax), %r9
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rcx
	movq %rcx, %r10
	movq %rcx, %r15
	subq %rbx, %r15
	addq 88(%rsp), %r11
	xorl %ebp, %ebp
	movq 120(%rsp), %r8
	movq %r9, %r14
	jmp .LBB_315
.LBB_313:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_920
.LBB_314:
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vmovsd %xmm3, 176(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r9, %r8
	movq %r12, %r13
	movq %r14, %r9
.LBB_315:
	testb %bpl, %bpl
	je .LBB_324
	movq %r13, %r12
.LBB_317:
	testq %r8, %r8
	je .LBB_327
	cmpq %rax, (%r8)
	jne .LBB_327
	movb $2, %bpl
	xorl %r9d, %r9d
	movq %r8, %r13
	cmpq %rbx, %r10
	jb .LBB_868
.LBB_320:
	movq 8(%r13), %r13
	testq %rbx, %rbx
	je .LBB_313
	cmpq $15, %r13
	ja .LBB_900
	leaq (%r11,%r13,8), %r8
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %ecx
	movq 24(%rsp), %rdx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_323:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%r8,%rdx), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %rdx
	jne .LBB_323
	jmp .LBB_314
.LBB_324:
	movq 512(%rsp), %rcx
	movq %rcx, %r12
	cmpq %rcx, %r13
	je .LBB_317
	leaq 16(%r13), %r12
	cmpq %rax, (%r13)
	jne .LBB_317
	xorl %ebp, %ebp
	movq %r8, %r9
	cmpq %rbx, %r10
	jae .LBB_320
	jmp .LBB_868
.LBB_327:
	cmpq %rsi, %rax
	jae .LBB_971
	movq %rax, %rcx
	shlq $7, %rcx
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	movq 64(%rsp), %r14
	vmovupd %ymm6, 96(%r14,%rcx)
	vmovupd %ymm5, 64(%r14,%rcx)
	vmovupd %ymm4, 32(%r14,%rcx)
	vmovupd %ymm3, (%r14,%rcx)
	cmpq $1024, %rax
	movq 104(%rsp), %r12
	movq 56(%rsp), %rbp
	movq 40(%rsp), %rcx
	movq 48(%rsp), %r10
	jne .LBB_287
.LBB_329:
	movq 960(%rsp), %r13
	movq %r13, %rsi
	subq %rbp, %rsi
	jb .LBB_894
	movq 608(%rsp), %rcx
	movq 32(%rcx), %rax
	testq %rax, %rax
	js .LBB_964
	movq 40(%rcx), %r9
	testq %r9, %r9
	js .LBB_964
	movq 24(%rcx), %r14
	testq %r14, %r14
	js .LBB_964
	movq 952(%rsp), %rcx
	movq %rcx, 128(%rsp)
	leaq -1(%rax), %rcx
	movq 320(%rsp), %rdi
	movq %rcx, %rdx
	subq %rdi, %rdx
	setb %r8b
	addq $16400, %rdi
	cmpq %rdi, %rcx
	setae %cl
	orb %r8b, %cl
	jne .LBB_336
	movabsq $1151796703138937857, %rcx
	mulxq %rcx, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %rdi
	shlq $10, %rdi
	addq %rcx, %rdi
	subq %rdi, %rdx
	movq 480(%rsp), %r11
	je .LBB_337
	movq %rdx, 160(%rsp)
	movq %rcx, 168(%rsp)
	movl $1, %edi
	jmp .LBB_338
.LBB_336:
	xorl %edi, %edi
	movq 480(%rsp), %r11
	jmp .LBB_338
.LBB_337:
	xorl %edi, %edi
.LBB_338:
	movq 568(%rsp), %rcx
	movq 128(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 48(%rsp)
	movq %rdi, 152(%rsp)
	cmpq $1, %rax
	movq %r14, 88(%rsp)
	movq %r13, 64(%rsp)
	movq %r9, 72(%rsp)
	jne .LBB_344
	cmpb $0, 15(%rsp)
	jne .LBB_883
	movq 1224(%rsp), %rax
	movq 128(%rsp), %rcx
	addq %rcx, %rax
	movq %rsi, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_942
.LBB_341:
	vxorpd %xmm3, %xmm3, %xmm3
	movq 912(%rsp), %r8
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
	je .LBB_395
	movq %rdx, %r8
	orq $1, %r8
	cmpq %rsi, %r8
	je .LBB_942
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq 912(%rsp), %r8
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
	jne .LBB_341
	jmp .LBB_942
.LBB_344:
	leaq 1(%rax), %rcx
	imulq %rax, %rcx
	movq 328(%rsp), %rdx
	movq %rdx, %r15
	subq %rax, %r15
	vxorpd %xmm2, %xmm2, %xmm2
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm2, 400(%rsp)
	vmovupd %ymm2, 368(%rsp)
	vmovupd %ymm2, 336(%rsp)
	vmovupd %ymm2, 176(%rsp)
	vmovupd %ymm2, 208(%rsp)
	vmovupd %ymm2, 240(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm2, 272(%rsp)
	cmpq 16(%rsp), %r12
	jae .LBB_911
	cmpq %rax, %rdx
	jb .LBB_912
	testq %rax, %rax
	movq 560(%rsp), %rdx
	je .LBB_350
	shlq $7, %r15
	addq 144(%rsp), %r15
	vmovupd 336(%rsp), %ymm1
	vmovupd 432(%rsp), %ymm2
	vmovupd 176(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 424(%rsp), %xmm7, %xmm4
	vmovupd 272(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 264(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %ecx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_348:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rcx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r15), %ymm10
	vmovupd 32(%r15), %ymm11
	vmovupd 64(%r15), %ymm12
	vmovupd 96(%r15), %ymm13
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
	subq $-128, %r15
	incq %rcx
	cmpq %rdx, %r15
	jne .LBB_348
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm3, 368(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm7, 240(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm5, 272(%rsp)
	jmp .LBB_351
.LBB_350:
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_351:
	cmpq %rbp, %r13
	movq 40(%rsp), %r8
	je .LBB_1012
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vbroadcastsd .LCPI_5(%rip), %ymm5
	vmulpd %ymm5, %ymm1, %ymm1
	movq 48(%rsp), %rcx
	vmovupd %ymm1, (%rcx)
	vmulpd %ymm5, %ymm3, %ymm1
	vmovupd %ymm1, 32(%rcx)
	vmulpd %ymm5, %ymm4, %ymm1
	vmovupd %ymm1, 64(%rcx)
	vmulpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 96(%rcx)
	movb %dil, 136(%rsp)
	movq 160(%rsp), %rcx
	movq %rcx, 120(%rsp)
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rax, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rdi, %rdi
	leaq 160(%rsp), %rcx
	cmovneq %rcx, %rdi
	movq %rdi, 312(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 600(%rsp), %rcx
	movq 128(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 616(%rsp)
	movq %r12, %rcx
	subq %rax, %rcx
	movq %rcx, 24(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 32(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
.LBB_353:
	cmpq %r8, %rdi
	jae .LBB_358
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 112(%rsp), %rdx
.LBB_355:
	movq (%rdx), %rcx
	cmpq %r9, %rcx
	jae .LBB_359
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r8
	jne .LBB_355
	movq %r8, %rdi
	xorl %edx, %edx
	jmp .LBB_360
.LBB_358:
	xorl %edx, %edx
	jmp .LBB_360
.LBB_359:
	movl $1, %edx
.LBB_360:
	movq %r9, %rbx
	cmpq %r9, 120(%rsp)
	setae %r9b
	andb 136(%rsp), %r9b
	testq %rdx, %rdx
	jne .LBB_362
	movl $1025, %r8d
	testb %r9b, %r9b
	je .LBB_367
.LBB_362:
	movl $2, %r10d
	subq %rdx, %r10
	testb %dl, %dl
	movq 120(%rsp), %r15
	movq %r15, %r8
	cmovneq %rcx, %r8
	movzbl %r9b, %r9d
	movq %r10, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %r9, 656(%rsp)
	movq %r15, 664(%rsp)
	testq %rdx, %rdx
	je .LBB_366
	je .LBB_366
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_365:
	movq %r8, %rdx
	incq %r10
	movq (%rcx), %r8
	cmpq %r8, %rdx
	cmovbq %rdx, %r8
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r8
	addq $16, %rcx
	cmpq $2, %r10
	jne .LBB_365
.LBB_366:
	cmpq $1025, %r8
	movl $1025, %ecx
	cmovaeq %rcx, %r8
.LBB_367:
	vmovupd 336(%rsp), %ymm6
	vmovupd 368(%rsp), %ymm5
	vmovupd 400(%rsp), %ymm4
	vmovupd 432(%rsp), %ymm3
	vmovupd 176(%rsp), %ymm11
	vmovupd 208(%rsp), %ymm12
	vmovupd 240(%rsp), %ymm13
	vmovupd 272(%rsp), %ymm14
	cmpq %r8, %rbx
	jae .LBB_373
	movq %rbx, %r9
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 616(%rsp), %rdx
	addq %rcx, %rdx
	addq 544(%rsp), %rcx
	movq 24(%rsp), %r10
	leaq (%r10,%rbx), %r15
	shlq $7, %r15
	movq 576(%rsp), %rbp
.LBB_369:
	leaq (%r12,%r9), %r13
	movq %r9, %r10
	movq 16(%rsp), %r9
	cmpq %r9, %r13
	jae .LBB_977
	movq 24(%rsp), %rbx
	leaq (%rbx,%r10), %r13
	cmpq %r9, %r13
	jae .LBB_928
	cmpq %rsi, %r10
	movq %r10, %r9
	jae .LBB_933
	vmovupd -96(%rbp,%rcx), %ymm15
	vmovupd -64(%rbp,%rcx), %ymm10
	vmovupd -32(%rbp,%rcx), %ymm9
	vmovupd (%rbp,%rcx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%rbp,%r15), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%rbp,%r15), %ymm8, %ymm8
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%rbp,%r15), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%rbp,%r15), %ymm10, %ymm10
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm1, %ymm15, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vbroadcastsd .LCPI_5(%rip), %ymm12
	vmulpd %ymm12, %ymm11, %ymm11
	vmovupd %ymm11, -96(%rdx)
	vmulpd %ymm5, %ymm2, %ymm11
	vmulpd %ymm12, %ymm11, %ymm11
	vmovupd %ymm11, -64(%rdx)
	vmulpd %ymm4, %ymm2, %ymm11
	vmulpd %ymm12, %ymm11, %ymm11
	vmovupd %ymm11, -32(%rdx)
	vmulpd %ymm3, %ymm2, %ymm11
	vmulpd %ymm12, %ymm11, %ymm11
	vmovupd %ymm11, (%rdx)
	incq %r9
	subq $-128, %rdx
	subq $-128, %rbp
	vmovapd %ymm10, %ymm11
	vmovapd %ymm9, %ymm12
	vmovapd %ymm8, %ymm13
	vmovapd %ymm7, %ymm14
	cmpq %r9, %r8
	jne .LBB_369
	jmp .LBB_374
.LBB_373:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_374:
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm5, 368(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm3, 432(%rsp)
	vmovupd %ymm10, 176(%rsp)
	vmovupd %ymm9, 208(%rsp)
	vmovupd %ymm8, 240(%rsp)
	vmovupd %ymm7, 272(%rsp)
	cmpq $1024, %r8
	movq 56(%rsp), %rbp
	movq 40(%rsp), %r15
	movq 64(%rsp), %r13
	ja .LBB_395
	leaq (%r8,%r12), %rcx
	movq 16(%rsp), %rdx
	cmpq %rdx, %rcx
	jae .LBB_963
	movq %rcx, %r13
	subq %rax, %r13
	cmpq %rdx, %r13
	jae .LBB_928
	movq %rcx, %rdx
	shlq $7, %rdx
	movq 144(%rsp), %r9
	vmovupd (%r9,%rdx), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 336(%rsp)
	vmovupd 32(%r9,%rdx), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 368(%rsp)
	vmovupd 64(%r9,%rdx), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 400(%rsp)
	vmovupd 96(%r9,%rdx), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 432(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%r9,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 176(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%r9,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 208(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%r9,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 240(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%r9,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 272(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 624(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 656(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r15, %rdi
	ja .LBB_873
	leaq 1(%r8), %r9
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rcx
	movq %rcx, %r15
	subq %rax, %r15
	addq 584(%rsp), %rdx
	xorl %ebx, %ebx
	movq 312(%rsp), %r10
	movq %r9, %r14
	jmp .LBB_381
.LBB_379:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_920
.LBB_380:
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vmovsd %xmm3, 176(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r9, %r10
	movq %rbp, %r13
	movq 104(%rsp), %r12
	movq %r14, %r9
.LBB_381:
	testb %bl, %bl
	je .LBB_390
	movq %r13, %rbp
.LBB_383:
	testq %r10, %r10
	je .LBB_393
	cmpq %r8, (%r10)
	jne .LBB_393
	movb $2, %bl
	xorl %r9d, %r9d
	movq %r10, %r13
	cmpq %rax, %rcx
	jb .LBB_870
.LBB_386:
	movq 8(%r13), %r13
	testq %rax, %rax
	je .LBB_379
	cmpq $15, %r13
	ja .LBB_900
	leaq (%rdx,%r13,8), %r10
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r12d
	movq 32(%rsp), %r11
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_389:
	vcvtsi2sd %r12, %xmm2, %xmm5
	vmovsd (%r10,%r11), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r12
	subq $-128, %r11
	jne .LBB_389
	jmp .LBB_380
.LBB_390:
	movq 512(%rsp), %r9
	movq %r9, %rbp
	cmpq %r9, %r13
	movq %r14, %r9
	je .LBB_383
	leaq 16(%r13), %rbp
	cmpq %r8, (%r13)
	jne .LBB_383
	xorl %ebx, %ebx
	movq %r10, %r9
	cmpq %rax, %rcx
	jae .LBB_386
	jmp .LBB_870
.LBB_393:
	cmpq %rsi, %r8
	jae .LBB_972
	movq %r8, %rcx
	shlq $7, %rcx
	vbroadcastsd .LCPI_5(%rip), %ymm4
	vmulpd 624(%rsp), %ymm4, %ymm3
	movq 48(%rsp), %rdx
	vmovupd %ymm3, (%rdx,%rcx)
	vmulpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%rdx,%rcx)
	vmulpd 688(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 64(%rdx,%rcx)
	vmulpd 720(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 96(%rdx,%rcx)
	cmpq $1024, %r8
	movq 56(%rsp), %rbp
	movq 480(%rsp), %r11
	movq 40(%rsp), %r8
	movq 88(%rsp), %r14
	movq 64(%rsp), %r13
	jne .LBB_353
.LBB_395:
	movq 72(%rsp), %r9
	leaq -1(%r9), %rax
	cmpq 96(%rsp), %r14
	jne .LBB_399
	movq 320(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_404
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_404
	movq %rdx, 160(%rsp)
	movq %rax, 168(%rsp)
	movl $1, %eax
	jmp .LBB_405
.LBB_399:
	movq 320(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_417
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_417
	movq %rdx, 160(%rsp)
	movq %rax, 168(%rsp)
	movl $1, %edi
	jmp .LBB_418
.LBB_404:
	xorl %eax, %eax
.LBB_405:
	movq %rax, 152(%rsp)
	movq 928(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 936(%rsp), %rax
	movq %rax, 24(%rsp)
	cmpq $1, %r9
	jne .LBB_411
	cmpb $0, 15(%rsp)
	jne .LBB_883
	movq 24(%rsp), %rax
	incq %rax
	movl $96, %edx
	xorl %edi, %edi
.LBB_408:
	cmpq %rdi, %rsi
	je .LBB_970
	incq %rdi
	cmpq %rdi, %rax
	je .LBB_969
	vxorpd %xmm3, %xmm3, %xmm3
	movq 904(%rsp), %rcx
	vaddpd -96(%rcx,%rdx), %ymm3, %ymm0
	vaddpd -64(%rcx,%rdx), %ymm3, %ymm1
	vaddpd -32(%rcx,%rdx), %ymm3, %ymm2
	vaddpd (%rcx,%rdx), %ymm3, %ymm3
	movq 48(%rsp), %rcx
	vmovupd -96(%rcx,%rdx), %ymm4
	vsubpd %ymm0, %ymm4, %ymm0
	vmovupd -64(%rcx,%rdx), %ymm4
	vsubpd %ymm1, %ymm4, %ymm1
	vmovupd -32(%rcx,%rdx), %ymm4
	vsubpd %ymm2, %ymm4, %ymm2
	vmovupd (%rcx,%rdx), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	movq 32(%rsp), %r8
	vsubpd -96(%r8,%rdx), %ymm0, %ymm0
	vsubpd -64(%r8,%rdx), %ymm1, %ymm1
	vsubpd -32(%r8,%rdx), %ymm2, %ymm2
	vsubpd (%r8,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, -96(%rcx,%rdx)
	vmovupd %ymm1, -64(%rcx,%rdx)
	vmovupd %ymm2, -32(%rcx,%rdx)
	vmovupd %ymm3, (%rcx,%rdx)
	addq $128, %rdx
	cmpq $131296, %rdx
	jne .LBB_408
	jmp .LBB_476
.LBB_417:
	xorl %edi, %edi
.LBB_418:
	movq %rdi, 152(%rsp)
	cmpq $1, %r9
	jne .LBB_423
	cmpb $0, 15(%rsp)
	jne .LBB_915
	movq 1216(%rsp), %rax
	addq %r13, %rax
	movl $96, %ecx
.LBB_421:
	decq %rax
	je .LBB_957
	vxorpd %xmm5, %xmm5, %xmm5
	movq 904(%rsp), %rdx
	vaddpd -96(%rdx,%rcx), %ymm5, %ymm0
	movq 48(%rsp), %rdi
	vmovupd -96(%rdi,%rcx), %ymm1
	vsubpd %ymm0, %ymm1, %ymm0
	vmovupd -64(%rdi,%rcx), %ymm1
	vmovupd -32(%rdi,%rcx), %ymm2
	vaddpd -64(%rdx,%rcx), %ymm5, %ymm3
	vaddpd -32(%rdx,%rcx), %ymm5, %ymm4
	vsubpd %ymm3, %ymm1, %ymm1
	vsubpd %ymm4, %ymm2, %ymm2
	vaddpd (%rdx,%rcx), %ymm5, %ymm3
	vmovupd (%rdi,%rcx), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	vmovupd %ymm0, -96(%rdi,%rcx)
	vmovupd %ymm1, -64(%rdi,%rcx)
	vmovupd %ymm2, -32(%rdi,%rcx)
	vmovupd %ymm3, (%rdi,%rcx)
	addq $128, %rcx
	cmpq $131296, %rcx
	jne .LBB_421
	jmp .LBB_522
.LBB_411:
	leaq 1(%r9), %rax
	imulq %r9, %rax
	movq 328(%rsp), %rcx
	movq %rcx, %r15
	subq %r9, %r15
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 272(%rsp)
	movq 16(%rsp), %rdx
	cmpq %rdx, %r12
	jae .LBB_888
	cmpq %r9, %rcx
	jb .LBB_889
	testq %r9, %r9
	je .LBB_429
	shlq $7, %r15
	addq 144(%rsp), %r15
	vmovupd 336(%rsp), %ymm1
	vmovupd 432(%rsp), %ymm2
	vmovupd 176(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 424(%rsp), %xmm7, %xmm4
	vmovupd 272(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 264(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq 560(%rsp), %rcx
.LBB_415:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r15), %ymm10
	vmovupd 32(%r15), %ymm11
	vmovupd 64(%r15), %ymm12
	vmovupd 96(%r15), %ymm13
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
	subq $-128, %r15
	incq %rax
	cmpq %rcx, %r15
	jne .LBB_415
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm3, 368(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm7, 240(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm5, 272(%rsp)
	jmp .LBB_430
.LBB_423:
	leaq 1(%r9), %rax
	imulq %r9, %rax
	movq 328(%rsp), %rcx
	movq %rcx, %r15
	subq %r9, %r15
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 272(%rsp)
	movq 16(%rsp), %rdx
	cmpq %rdx, %r12
	jae .LBB_888
	cmpq %r9, %rcx
	jb .LBB_889
	testq %r9, %r9
	je .LBB_477
	shlq $7, %r15
	addq 144(%rsp), %r15
	vmovupd 336(%rsp), %ymm1
	vmovupd 432(%rsp), %ymm2
	vmovupd 176(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 424(%rsp), %xmm7, %xmm4
	vmovupd 272(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 264(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq 560(%rsp), %rcx
.LBB_427:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r15), %ymm10
	vmovupd 32(%r15), %ymm11
	vmovupd 64(%r15), %ymm12
	vmovupd 96(%r15), %ymm13
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
	subq $-128, %r15
	incq %rax
	cmpq %rcx, %r15
	jne .LBB_427
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm3, 368(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm7, 240(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm5, 272(%rsp)
	jmp .LBB_478
.LBB_429:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_430:
	cmpq %rbp, %r13
	movq 40(%rsp), %rcx
	je .LBB_1015
	cmpq $0, 24(%rsp)
	je .LBB_1014
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm1, %ymm1
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm2, %ymm2
	movq 48(%rsp), %rax
	vmovupd (%rax), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%rax), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 64(%rax), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 96(%rax), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	movq 32(%rsp), %rdx
	vsubpd (%rdx), %ymm1, %ymm1
	vsubpd 32(%rdx), %ymm3, %ymm3
	vsubpd 64(%rdx), %ymm4, %ymm4
	vsubpd 96(%rdx), %ymm2, %ymm2
	vmovupd %ymm1, (%rax)
	vmovupd %ymm3, 32(%rax)
	vmovupd %ymm4, 64(%rax)
	vmovupd %ymm2, 96(%rax)
	vcvtsi2sd %r9, %xmm15, %xmm1
	leaq 96(%rdx), %rax
	movq %rax, 312(%rsp)
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movzbl 152(%rsp), %eax
	movq 160(%rsp), %rdx
	movq %rdx, 64(%rsp)
	movb %al, 120(%rsp)
	testb %al, %al
	movl $0, %edx
	leaq 160(%rsp), %rax
	cmovneq %rax, %rdx
	movq %rdx, 136(%rsp)
	movq 128(%rsp), %rax
	addq 600(%rsp), %rax
	movq %rax, 128(%rsp)
	movq %r12, %rbx
	subq %r9, %rbx
	movq %r9, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 96(%rsp)
	movl $1, %edx
	xorl %edi, %edi
.LBB_433:
	cmpq %rcx, %rdi
	jae .LBB_438
	movq %rdi, %rax
	shlq $4, %rax
	addq 112(%rsp), %rax
.LBB_435:
	movq (%rax), %r10
	cmpq %rdx, %r10
	jae .LBB_439
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rcx
	jne .LBB_435
	movq %rcx, %rdi
	xorl %r11d, %r11d
	jmp .LBB_440
.LBB_438:
	xorl %r11d, %r11d
	jmp .LBB_440
.LBB_439:
	movl $1, %r11d
.LBB_440:
	cmpq %rdx, 64(%rsp)
	setae %al
	andb 120(%rsp), %al
	testq %r11, %r11
	jne .LBB_442
	movl $1025, %r8d
	testb %al, %al
	je .LBB_447
.LBB_442:
	movl $2, %r14d
	subq %r11, %r14
	testb %r11b, %r11b
	movq 64(%rsp), %rcx
	movq %rcx, %r8
	cmovneq %r10, %r8
	movzbl %al, %eax
	movq %r14, 624(%rsp)
	movq $2, 632(%rsp)
	movq %r11, 640(%rsp)
	movq %r10, 648(%rsp)
	movq %rax, 656(%rsp)
	movq %rcx, 664(%rsp)
	testq %r11, %r11
	je .LBB_446
	je .LBB_446
	shll $4, %r11d
	leaq 680(%rsp), %rax
	subq %r11, %rax
.LBB_445:
	movq %r8, %rcx
	incq %r14
	movq (%rax), %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r8
	addq $16, %rax
	cmpq $2, %r14
	jne .LBB_445
.LBB_446:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
.LBB_447:
	vmovupd 336(%rsp), %ymm10
	vmovupd 368(%rsp), %ymm9
	vmovupd 400(%rsp), %ymm8
	vmovupd 432(%rsp), %ymm7
	vmovupd 176(%rsp), %ymm6
	vmovupd 208(%rsp), %ymm5
	vmovupd 240(%rsp), %ymm4
	vmovupd 272(%rsp), %ymm3
	cmpq %r8, %rdx
	jae .LBB_454
	movq %rdx, %r14
	shlq $7, %r14
	movq 312(%rsp), %rax
	leaq (%rax,%r14), %r15
	movq 128(%rsp), %rax
	leaq (%rax,%r14), %r12
	addq 544(%rsp), %r14
	leaq (%rbx,%rdx), %rbp
	shlq $7, %rbp
	movq 576(%rsp), %r11
.LBB_449:
	movq 104(%rsp), %rax
	leaq (%rax,%rdx), %r13
	movq 16(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_976
	leaq (%rbx,%rdx), %r13
	cmpq %rax, %r13
	jae .LBB_897
	cmpq %rsi, %rdx
	jae .LBB_941
	cmpq 24(%rsp), %rdx
	jae .LBB_939
	incq %rdx
	vmovupd -96(%r11,%r14), %ymm11
	vmovupd -64(%r11,%r14), %ymm12
	vmovupd -32(%r11,%r14), %ymm13
	vmovupd (%r11,%r14), %ymm14
	vaddpd %ymm6, %ymm11, %ymm15
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm11, %ymm10, %ymm10
	vsubpd %ymm6, %ymm10, %ymm10
	vsubpd -96(%r11,%rbp), %ymm15, %ymm6
	vaddpd %ymm5, %ymm12, %ymm11
	vmulpd %ymm1, %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vsubpd -64(%r11,%rbp), %ymm11, %ymm5
	vmulpd %ymm2, %ymm10, %ymm11
	vmulpd %ymm2, %ymm9, %ymm12
	vaddpd %ymm4, %ymm13, %ymm15
	vmulpd %ymm1, %ymm13, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vsubpd %ymm4, %ymm8, %ymm8
	vsubpd -32(%r11,%rbp), %ymm15, %ymm4
	vmulpd %ymm2, %ymm8, %ymm13
	vaddpd %ymm3, %ymm14, %ymm15
	vmulpd %ymm1, %ymm14, %ymm14
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd %ymm3, %ymm7, %ymm7
	vsubpd (%r11,%rbp), %ymm15, %ymm3
	vmulpd %ymm7, %ymm2, %ymm14
	vmovupd -96(%r12), %ymm15
	vsubpd %ymm11, %ymm15, %ymm11
	vmovupd -64(%r12), %ymm15
	vsubpd %ymm12, %ymm15, %ymm12
	vmovupd -32(%r12), %ymm15
	vsubpd %ymm13, %ymm15, %ymm13
	vmovupd (%r12), %ymm15
	vsubpd %ymm14, %ymm15, %ymm14
	vsubpd -96(%r15), %ymm11, %ymm11
	vsubpd -64(%r15), %ymm12, %ymm12
	vsubpd -32(%r15), %ymm13, %ymm13
	vsubpd (%r15), %ymm14, %ymm14
	vmovupd %ymm11, -96(%r12)
	vmovupd %ymm12, -64(%r12)
	vmovupd %ymm13, -32(%r12)
	vmovupd %ymm14, (%r12)
	subq $-128, %r15
	subq $-128, %r12
	subq $-128, %r11
	cmpq %rdx, %r8
	jne .LBB_449
.LBB_454:
	vmovupd %ymm10, 336(%rsp)
	vmovupd %ymm9, 368(%rsp)
	vmovupd %ymm8, 400(%rsp)
	vmovupd %ymm7, 432(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm5, 208(%rsp)
	vmovupd %ymm4, 240(%rsp)
	vmovupd %ymm3, 272(%rsp)
	cmpq $1024, %r8
	movq 104(%rsp), %rax
	movq 56(%rsp), %rbp
	movq 40(%rsp), %r15
	movq 88(%rsp), %r14
	ja .LBB_476
	leaq (%r8,%rax), %rcx
	movq 16(%rsp), %rdx
	cmpq %rdx, %rcx
	jae .LBB_963
	movq %rcx, %r13
	subq %r9, %r13
	cmpq %rdx, %r13
	jae .LBB_979
	movq %rcx, %r12
	shlq $7, %r12
	movq 144(%rsp), %rax
	vmovupd (%rax,%r12), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vsubpd %ymm6, %ymm10, %ymm10
	vmovupd %ymm10, 336(%rsp)
	vmovupd 32(%rax,%r12), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vsubpd %ymm5, %ymm9, %ymm9
	vmovupd %ymm9, 368(%rsp)
	vmovupd 64(%rax,%r12), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vsubpd %ymm4, %ymm8, %ymm8
	vmovupd %ymm8, 400(%rsp)
	vmovupd 96(%rax,%r12), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm7, %ymm15, %ymm7
	vsubpd %ymm3, %ymm7, %ymm7
	vmovupd %ymm7, 432(%rsp)
	shlq $7, %r13
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd (%rax,%r13), %ymm6, %ymm6
	vmovupd %ymm6, 176(%rsp)
	vaddpd %ymm5, %ymm12, %ymm5
	vsubpd 32(%rax,%r13), %ymm5, %ymm5
	vmovupd %ymm5, 208(%rsp)
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd 64(%rax,%r13), %ymm4, %ymm4
	vmovupd %ymm4, 240(%rsp)
	vaddpd %ymm3, %ymm14, %ymm3
	vsubpd 96(%rax,%r13), %ymm3, %ymm3
	vmovupd %ymm3, 272(%rsp)
	vmulpd %ymm2, %ymm10, %ymm3
	vmovupd %ymm3, 624(%rsp)
	vmulpd %ymm2, %ymm9, %ymm3
	vmovupd %ymm3, 656(%rsp)
	vmulpd %ymm2, %ymm8, %ymm3
	vmovupd %ymm3, 688(%rsp)
	vmulpd %ymm7, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r15, %rdi
	ja .LBB_873
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rcx
	movq %rcx, %r14
	movq %rcx, %r15
	subq %r9, %r15
	addq 584(%rsp), %r12
	xorl %ebp, %ebp
	movq 136(%rsp), %r9
	jmp .LBB_461
.LBB_459:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_920
.LBB_460:
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vmovsd %xmm3, 176(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r10, %r9
	movq %r11, %r13
	movq 16(%rsp), %rdx
.LBB_461:
	testb %bpl, %bpl
	je .LBB_470
	movq %r13, %r11
.LBB_463:
	testq %r9, %r9
	je .LBB_473
	cmpq %r8, (%r9)
	jne .LBB_473
	movb $2, %bpl
	xorl %r10d, %r10d
	movq %r9, %r13
	movq 72(%rsp), %rax
	cmpq %rax, %r14
	jb .LBB_877
.LBB_466:
	movq 8(%r13), %r13
	testq %rax, %rax
	je .LBB_459
	cmpq $15, %r13
	ja .LBB_900
	leaq (%r12,%r13,8), %r9
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %eax
	movq 96(%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_469:
	vcvtsi2sd %rax, %xmm2, %xmm5
	vmovsd (%r9,%rcx), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rax
	subq $-128, %rcx
	jne .LBB_469
	jmp .LBB_460
.LBB_470:
	movq 512(%rsp), %rax
	movq %rax, %r11
	cmpq %rax, %r13
	je .LBB_463
	leaq 16(%r13), %r11
	cmpq %r8, (%r13)
	jne .LBB_463
	xorl %ebp, %ebp
	movq %r9, %r10
	movq 72(%rsp), %rax
	cmpq %rax, %r14
	jae .LBB_466
	jmp .LBB_877
.LBB_473:
	cmpq %rsi, %r8
	jae .LBB_980
	cmpq 24(%rsp), %r8
	movq 56(%rsp), %rbp
	movq 40(%rsp), %rcx
	leaq 1(%r8), %rdx
	jae .LBB_984
	movq %r8, %rax
	shlq $7, %rax
	movq 48(%rsp), %r9
	vmovupd (%r9,%rax), %ymm3
	vmovupd 32(%r9,%rax), %ymm4
	vmovupd 64(%r9,%rax), %ymm5
	vmovupd 96(%r9,%rax), %ymm6
	vsubpd 624(%rsp), %ymm3, %ymm3
	movq 32(%rsp), %r10
	vsubpd (%r10,%rax), %ymm3, %ymm3
	vsubpd 656(%rsp), %ymm4, %ymm4
	vsubpd 32(%r10,%rax), %ymm4, %ymm4
	vsubpd 688(%rsp), %ymm5, %ymm5
	vsubpd 64(%r10,%rax), %ymm5, %ymm5
	vsubpd 720(%rsp), %ymm6, %ymm6
	vsubpd 96(%r10,%rax), %ymm6, %ymm6
	vmovupd %ymm3, (%r9,%rax)
	vmovupd %ymm4, 32(%r9,%rax)
	vmovupd %ymm5, 64(%r9,%rax)
	vmovupd %ymm6, 96(%r9,%rax)
	cmpq $1024, %r8
	movq 88(%rsp), %r14
	movq 72(%rsp), %r9
	jne .LBB_433
.LBB_476:
	movq 480(%rsp), %r11
	jmp .LBB_583
.LBB_477:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_478:
	cmpq %rbp, %r13
	movq 40(%rsp), %rdx
	je .LBB_1013
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	movq 48(%rsp), %rax
	vmovupd (%rax), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%rax), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 64(%rax), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 96(%rax), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%rax)
	vmovupd %ymm3, 32(%rax)
	vmovupd %ymm4, 64(%rax)
	vmovupd %ymm2, 96(%rax)
	movb %dil, 32(%rsp)
	movq 160(%rsp), %rax
	movq %rax, 96(%rsp)
	vcvtsi2sd %r9, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rdi, %rdi
	leaq 160(%rsp), %rax
	cmovneq %rax, %rdi
	movq %rdi, 120(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 600(%rsp), %rax
	movq 128(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 136(%rsp)
	subq %r9, %r12
	shlq $7, %r9
	negq %r9
	movq %r9, 24(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
.LBB_480:
	cmpq %rdx, %rdi
	jae .LBB_485
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 112(%rsp), %rcx
.LBB_482:
	movq (%rcx), %rax
	cmpq %r9, %rax
	jae .LBB_486
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_482
	movq %rdx, %rdi
	xorl %r10d, %r10d
	jmp .LBB_487
.LBB_485:
	xorl %r10d, %r10d
	jmp .LBB_487
.LBB_486:
	movl $1, %r10d
.LBB_487:
	cmpq %r9, 96(%rsp)
	setae %cl
	andb 32(%rsp), %cl
	testq %r10, %r10
	jne .LBB_489
	movl $1025, %r8d
	testb %cl, %cl
	je .LBB_494
.LBB_489:
	movl $2, %r11d
	subq %r10, %r11
	testb %r10b, %r10b
	movq 96(%rsp), %rdx
	movq %rdx, %r8
	cmovneq %rax, %r8
	movzbl %cl, %ecx
	movq %r11, 624(%rsp)
	movq $2, 632(%rsp)
	movq %r10, 640(%rsp)
	movq %rax, 648(%rsp)
	movq %rcx, 656(%rsp)
	movq %rdx, 664(%rsp)
	testq %r10, %r10
	je .LBB_493
	je .LBB_493
	shll $4, %r10d
	leaq 680(%rsp), %rax
	subq %r10, %rax
.LBB_492:
	movq %r8, %rcx
	incq %r11
	movq (%rax), %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r8
	addq $16, %rax
	cmpq $2, %r11
	jne .LBB_492
.LBB_493:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
.LBB_494:
	vmovupd 336(%rsp), %ymm6
	vmovupd 368(%rsp), %ymm5
	vmovupd 400(%rsp), %ymm4
	vmovupd 432(%rsp), %ymm3
	vmovupd 176(%rsp), %ymm11
	vmovupd 208(%rsp), %ymm12
	vmovupd 240(%rsp), %ymm13
	vmovupd 272(%rsp), %ymm14
	cmpq %r8, %r9
	jae .LBB_500
	movq %r9, %r11
	shlq $7, %r11
	movq 136(%rsp), %rax
	leaq (%rax,%r11), %rbx
	addq 544(%rsp), %r11
	leaq (%r12,%r9), %r15
	shlq $7, %r15
	movq 576(%rsp), %rbp
.LBB_496:
	movq 104(%rsp), %rax
	leaq (%rax,%r9), %r13
	movq 16(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_976
	leaq (%r12,%r9), %r13
	cmpq %rax, %r13
	jae .LBB_897
	cmpq %rsi, %r9
	jae .LBB_934
	vmovupd -96(%rbp,%r11), %ymm15
	vmovupd -64(%rbp,%r11), %ymm10
	vmovupd -32(%rbp,%r11), %ymm9
	vmovupd (%rbp,%r11), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%rbp,%r15), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%rbp,%r15), %ymm8, %ymm8
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%rbp,%r15), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%rbp,%r15), %ymm10, %ymm10
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm1, %ymm15, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd -96(%rbx), %ymm12
	vsubpd %ymm11, %ymm12, %ymm11
	vmovupd -64(%rbx), %ymm12
	vmovupd -32(%rbx), %ymm13
	vmovupd (%rbx), %ymm14
	vmovupd %ymm11, -96(%rbx)
	vmulpd %ymm5, %ymm2, %ymm11
	vsubpd %ymm11, %ymm12, %ymm11
	vmovupd %ymm11, -64(%rbx)
	vmulpd %ymm4, %ymm2, %ymm11
	vsubpd %ymm11, %ymm13, %ymm11
	vmovupd %ymm11, -32(%rbx)
	vmulpd %ymm3, %ymm2, %ymm11
	vsubpd %ymm11, %ymm14, %ymm11
	vmovupd %ymm11, (%rbx)
	incq %r9
	subq $-128, %rbx
	subq $-128, %rbp
	vmovapd %ymm10, %ymm11
	vmovapd %ymm9, %ymm12
	vmovapd %ymm8, %ymm13
	vmovapd %ymm7, %ymm14
	cmpq %r9, %r8
	jne .LBB_496
	jmp .LBB_501
.LBB_500:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_501:
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm5, 368(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm3, 432(%rsp)
	vmovupd %ymm10, 176(%rsp)
	vmovupd %ymm9, 208(%rsp)
	vmovupd %ymm8, 240(%rsp)
	vmovupd %ymm7, 272(%rsp)
	cmpq $1024, %r8
	movq 56(%rsp), %rbp
	movq 480(%rsp), %r11
	movq 40(%rsp), %r15
	movq 64(%rsp), %r13
	ja .LBB_522
	movq 104(%rsp), %rax
	leaq (%r8,%rax), %rbx
	movq 16(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_975
	movq %rbx, %r13
	movq 72(%rsp), %rcx
	subq %rcx, %r13
	cmpq %rax, %r13
	jae .LBB_897
	movq %rbx, %r11
	shlq $7, %r11
	movq 144(%rsp), %rax
	vmovupd (%rax,%r11), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 336(%rsp)
	vmovupd 32(%rax,%r11), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 368(%rsp)
	vmovupd 64(%rax,%r11), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 400(%rsp)
	vmovupd 96(%rax,%r11), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 432(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 176(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 208(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 240(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 272(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 624(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 656(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r15, %rdi
	ja .LBB_873
	leaq 1(%r8), %r14
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rbx
	movq %rbx, %r15
	subq %rcx, %r15
	addq 584(%rsp), %r11
	xorl %eax, %eax
	movq 120(%rsp), %r9
	jmp .LBB_508
.LBB_506:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_920
.LBB_507:
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vmovsd %xmm3, 176(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %r10, %r9
	movq %rbp, %r13
.LBB_508:
	testb %al, %al
	je .LBB_517
	movq %r13, %rbp
.LBB_510:
	testq %r9, %r9
	je .LBB_520
	cmpq %r8, (%r9)
	jne .LBB_520
	movb $2, %al
	xorl %r10d, %r10d
	movq %r9, %r13
	movq 72(%rsp), %rcx
	cmpq %rcx, %rbx
	jb .LBB_875
.LBB_513:
	movq 8(%r13), %r13
	testq %rcx, %rcx
	je .LBB_506
	cmpq $15, %r13
	ja .LBB_900
	leaq (%r11,%r13,8), %r9
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %edx
	movq 24(%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_516:
	vcvtsi2sd %rdx, %xmm2, %xmm5
	vmovsd (%r9,%rcx), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rdx
	subq $-128, %rcx
	jne .LBB_516
	jmp .LBB_507
.LBB_517:
	movq 512(%rsp), %rax
	movq %rax, %rbp
	cmpq %rax, %r13
	je .LBB_510
	leaq 16(%r13), %rbp
	cmpq %r8, (%r13)
	jne .LBB_510
	xorl %eax, %eax
	movq %r9, %r10
	movq 72(%rsp), %rcx
	cmpq %rcx, %rbx
	jae .LBB_513
	jmp .LBB_875
.LBB_520:
	cmpq %rsi, %r8
	jae .LBB_973
	movq %r8, %rax
	shlq $7, %rax
	movq 48(%rsp), %rcx
	vmovupd (%rcx,%rax), %ymm3
	vmovupd 32(%rcx,%rax), %ymm4
	vmovupd 64(%rcx,%rax), %ymm5
	vmovupd 96(%rcx,%rax), %ymm6
	vsubpd 624(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%rcx,%rax)
	vsubpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%rcx,%rax)
	vsubpd 688(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%rcx,%rax)
	vsubpd 720(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%rcx,%rax)
	cmpq $1024, %r8
	movq 56(%rsp), %rbp
	movq 480(%rsp), %r11
	movq 40(%rsp), %rdx
	movq %r14, %r9
	movq 88(%rsp), %r14
	movq 64(%rsp), %r13
	jne .LBB_480
.LBB_522:
	leaq -1(%r14), %rax
	movq 320(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_525
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	movq 104(%rsp), %rdi
	je .LBB_526
	movq %rdx, 160(%rsp)
	movq %rax, 168(%rsp)
	movl $1, %r9d
	jmp .LBB_527
.LBB_525:
	xorl %r9d, %r9d
	movq 104(%rsp), %rdi
	jmp .LBB_527
.LBB_526:
	xorl %r9d, %r9d
.LBB_527:
	movq %r9, 152(%rsp)
	cmpq $1, %r14
	jne .LBB_532
	cmpb $0, 15(%rsp)
	jne .LBB_884
	addq 1216(%rsp), %r13
	movl $96, %eax
.LBB_530:
	decq %r13
	je .LBB_957
	vxorpd %xmm5, %xmm5, %xmm5
	movq 904(%rsp), %rcx
	vaddpd -96(%rcx,%rax), %ymm5, %ymm0
	movq 48(%rsp), %rdx
	vmovupd -96(%rdx,%rax), %ymm1
	vsubpd %ymm0, %ymm1, %ymm0
	vmovupd -64(%rdx,%rax), %ymm1
	vmovupd -32(%rdx,%rax), %ymm2
	vaddpd -64(%rcx,%rax), %ymm5, %ymm3
	vaddpd -32(%rcx,%rax), %ymm5, %ymm4
	vsubpd %ymm3, %ymm1, %ymm1
	vsubpd %ymm4, %ymm2, %ymm2
	vaddpd (%rcx,%rax), %ymm5, %ymm3
	vmovupd (%rdx,%rax), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	vmovupd %ymm0, -96(%rdx,%rax)
	vmovupd %ymm1, -64(%rdx,%rax)
	vmovupd %ymm2, -32(%rdx,%rax)
	vmovupd %ymm3, (%rdx,%rax)
	addq $128, %rax
	cmpq $131296, %rax
	jne .LBB_530
	jmp .LBB_583
.LBB_532:
	leaq 1(%r14), %rax
	imulq %r14, %rax
	movq 328(%rsp), %rcx
	movq %rcx, %r15
	subq %r14, %r15
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm1, 176(%rsp)
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 272(%rsp)
	movq 16(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_932
	cmpq %r14, %rcx
	jb .LBB_889
	testq %r14, %r14
	je .LBB_538
	shlq $7, %r15
	addq 144(%rsp), %r15
	vmovupd 336(%rsp), %ymm1
	vmovupd 432(%rsp), %ymm2
	vmovupd 176(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 424(%rsp), %xmm7, %xmm4
	vmovupd 272(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 264(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %eax
	vxorpd %xmm8, %xmm8, %xmm8
	movq 560(%rsp), %rcx
.LBB_536:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r15), %ymm10
	vmovupd 32(%r15), %ymm11
	vmovupd 64(%r15), %ymm12
	vmovupd 96(%r15), %ymm13
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
	subq $-128, %r15
	incq %rax
	cmpq %rcx, %r15
	jne .LBB_536
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm3, 368(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm7, 240(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm5, 272(%rsp)
	jmp .LBB_539
.LBB_538:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_539:
	cmpq %rbp, %r13
	movq 40(%rsp), %r8
	je .LBB_1013
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	movq 48(%rsp), %rax
	vmovupd (%rax), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%rax), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 64(%rax), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 96(%rax), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%rax)
	vmovupd %ymm3, 32(%rax)
	vmovupd %ymm4, 64(%rax)
	vmovupd %ymm2, 96(%rax)
	movb %r9b, 96(%rsp)
	movq 160(%rsp), %rax
	movq %rax, 24(%rsp)
	vcvtsi2sd %r14, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r9, %r9
	leaq 160(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 72(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 128(%rsp), %rax
	addq 600(%rsp), %rax
	movq %rax, 128(%rsp)
	movq %rdi, %rdx
	subq %r14, %rdx
	movq %r14, %r10
	shlq $7, %r10
	negq %r10
	movl $1, %r9d
	xorl %edi, %edi
.LBB_541:
	cmpq %r8, %rdi
	jae .LBB_546
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 112(%rsp), %rcx
.LBB_543:
	movq (%rcx), %rax
	cmpq %r9, %rax
	jae .LBB_547
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r8
	jne .LBB_543
	movq %r8, %rdi
	xorl %ebx, %ebx
	jmp .LBB_548
.LBB_546:
	xorl %ebx, %ebx
	jmp .LBB_548
.LBB_547:
	movl $1, %ebx
.LBB_548:
	cmpq %r9, 24(%rsp)
	setae %cl
	andb 96(%rsp), %cl
	testq %rbx, %rbx
	jne .LBB_550
	movl $1025, %r8d
	testb %cl, %cl
	je .LBB_555
.LBB_550:
	movl $2, %r14d
	subq %rbx, %r14
	testb %bl, %bl
	movq 24(%rsp), %r11
	movq %r11, %r8
	cmovneq %rax, %r8
	movzbl %cl, %ecx
	movq %r14, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rbx, 640(%rsp)
	movq %rax, 648(%rsp)
	movq %rcx, 656(%rsp)
	movq %r11, 664(%rsp)
	testq %rbx, %rbx
	je .LBB_554
	je .LBB_554
	shll $4, %ebx
	leaq 680(%rsp), %rax
	subq %rbx, %rax
.LBB_553:
	movq %r8, %rcx
	incq %r14
	movq (%rax), %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r8
	addq $16, %rax
	cmpq $2, %r14
	jne .LBB_553
.LBB_554:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
.LBB_555:
	vmovupd 336(%rsp), %ymm6
	vmovupd 368(%rsp), %ymm5
	vmovupd 400(%rsp), %ymm4
	vmovupd 432(%rsp), %ymm3
	vmovupd 176(%rsp), %ymm11
	vmovupd 208(%rsp), %ymm12
	vmovupd 240(%rsp), %ymm13
	vmovupd 272(%rsp), %ymm14
	cmpq %r8, %r9
	jae .LBB_561
	movq %r9, %rbx
	shlq $7, %rbx
	movq 128(%rsp), %rax
	leaq (%rax,%rbx), %r14
	addq 544(%rsp), %rbx
	leaq (%rdx,%r9), %r15
	shlq $7, %r15
	movq 576(%rsp), %r12
.LBB_557:
	movq 104(%rsp), %rax
	leaq (%rax,%r9), %r13
	movq 16(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_976
	leaq (%rdx,%r9), %r13
	cmpq %rax, %r13
	jae .LBB_897
	cmpq %rsi, %r9
	jae .LBB_934
	vmovupd -96(%r12,%rbx), %ymm15
	vmovupd -64(%r12,%rbx), %ymm10
	vmovupd -32(%r12,%rbx), %ymm9
	vmovupd (%r12,%rbx), %ymm8
	vaddpd %ymm14, %ymm8, %ymm7
	vsubpd (%r12,%r15), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm13, %ymm9, %ymm8
	vsubpd -32(%r12,%r15), %ymm8, %ymm8
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vsubpd %ymm13, %ymm4, %ymm4
	vaddpd %ymm12, %ymm10, %ymm9
	vsubpd -64(%r12,%r15), %ymm9, %ymm9
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm5, %ymm10, %ymm5
	vaddpd %ymm11, %ymm15, %ymm10
	vsubpd -96(%r12,%r15), %ymm10, %ymm10
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm1, %ymm15, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd -96(%r14), %ymm12
	vsubpd %ymm11, %ymm12, %ymm11
	vmovupd -64(%r14), %ymm12
	vmovupd -32(%r14), %ymm13
	vmovupd (%r14), %ymm14
	vmovupd %ymm11, -96(%r14)
	vmulpd %ymm5, %ymm2, %ymm11
	vsubpd %ymm11, %ymm12, %ymm11
	vmovupd %ymm11, -64(%r14)
	vmulpd %ymm4, %ymm2, %ymm11
	vsubpd %ymm11, %ymm13, %ymm11
	vmovupd %ymm11, -32(%r14)
	vmulpd %ymm3, %ymm2, %ymm11
	vsubpd %ymm11, %ymm14, %ymm11
	vmovupd %ymm11, (%r14)
	incq %r9
	subq $-128, %r14
	subq $-128, %r12
	vmovapd %ymm10, %ymm11
	vmovapd %ymm9, %ymm12
	vmovapd %ymm8, %ymm13
	vmovapd %ymm7, %ymm14
	cmpq %r9, %r8
	jne .LBB_557
	jmp .LBB_562
.LBB_561:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_562:
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm5, 368(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm3, 432(%rsp)
	vmovupd %ymm10, 176(%rsp)
	vmovupd %ymm9, 208(%rsp)
	vmovupd %ymm8, 240(%rsp)
	vmovupd %ymm7, 272(%rsp)
	cmpq $1024, %r8
	movq 104(%rsp), %rax
	movq 480(%rsp), %r11
	movq 40(%rsp), %r15
	movq 88(%rsp), %r14
	ja .LBB_583
	leaq (%r8,%rax), %rcx
	movq 16(%rsp), %rax
	cmpq %rax, %rcx
	jae .LBB_962
	movq %rcx, %r13
	subq %r14, %r13
	cmpq %rax, %r13
	jae .LBB_897
	movq %rcx, %rbx
	shlq $7, %rbx
	movq 144(%rsp), %rax
	vmovupd (%rax,%rbx), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm6, %ymm12, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vmovupd %ymm6, 336(%rsp)
	vmovupd 32(%rax,%rbx), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vmovupd %ymm5, 368(%rsp)
	vmovupd 64(%rax,%rbx), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm4, %ymm14, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vmovupd %ymm4, 400(%rsp)
	vmovupd 96(%rax,%rbx), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vmovupd %ymm3, 432(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 176(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 208(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 240(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 272(%rsp)
	vmulpd %ymm6, %ymm2, %ymm6
	vmovupd %ymm6, 624(%rsp)
	vmulpd %ymm5, %ymm2, %ymm5
	vmovupd %ymm5, 656(%rsp)
	vmulpd %ymm4, %ymm2, %ymm4
	vmovupd %ymm4, 688(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r15, %rdi
	ja .LBB_873
	leaq 1(%r8), %rax
	movq %rax, 64(%rsp)
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rcx
	movq %rcx, %r14
	movq %rcx, %r15
	subq 88(%rsp), %r15
	addq 584(%rsp), %rbx
	xorl %ebp, %ebp
	movq 72(%rsp), %r9
	jmp .LBB_569
.LBB_567:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_920
.LBB_568:
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vmovsd %xmm3, 176(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %rax, %r9
	movq %r12, %r13
.LBB_569:
	testb %bpl, %bpl
	je .LBB_578
	movq %r13, %r12
.LBB_571:
	testq %r9, %r9
	je .LBB_581
	cmpq %r8, (%r9)
	jne .LBB_581
	movb $2, %bpl
	xorl %eax, %eax
	movq %r9, %r13
	movq 88(%rsp), %rcx
	cmpq %rcx, %r14
	jb .LBB_878
.LBB_574:
	movq 8(%r13), %r13
	testq %rcx, %rcx
	je .LBB_567
	cmpq $15, %r13
	ja .LBB_900
	leaq (%rbx,%r13,8), %r9
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r11d
	movq %r10, %rcx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_577:
	vcvtsi2sd %r11, %xmm2, %xmm5
	vmovsd (%r9,%rcx), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r11
	subq $-128, %rcx
	jne .LBB_577
	jmp .LBB_568
.LBB_578:
	movq 512(%rsp), %rax
	movq %rax, %r12
	cmpq %rax, %r13
	je .LBB_571
	leaq 16(%r13), %r12
	cmpq %r8, (%r13)
	jne .LBB_571
	xorl %ebp, %ebp
	movq %r9, %rax
	movq 88(%rsp), %rcx
	cmpq %rcx, %r14
	jae .LBB_574
	jmp .LBB_878
.LBB_581:
	cmpq %rsi, %r8
	jae .LBB_973
	movq %r8, %rax
	shlq $7, %rax
	movq 48(%rsp), %rcx
	vmovupd (%rcx,%rax), %ymm3
	vmovupd 32(%rcx,%rax), %ymm4
	vmovupd 64(%rcx,%rax), %ymm5
	vmovupd 96(%rcx,%rax), %ymm6
	vsubpd 624(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%rcx,%rax)
	vsubpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%rcx,%rax)
	vsubpd 688(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%rcx,%rax)
	vsubpd 720(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%rcx,%rax)
	cmpq $1024, %r8
	movq 56(%rsp), %rbp
	movq 480(%rsp), %r11
	movq 40(%rsp), %r8
	movq 64(%rsp), %r9
	movq 88(%rsp), %r14
	jne .LBB_541
.LBB_583:
	movq 960(%rsp), %rsi
	subq %rbp, %rsi
	jb .LBB_887
	movq 952(%rsp), %rax
	movq 1256(%rsp), %rcx
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	testq %rbp, %rbp
	je .LBB_589
	movq 568(%rsp), %rdi
	addq %rax, %rdi
	movq %rax, %r8
	xorl %r9d, %r9d
.LBB_586:
	leaq (%r11,%r9), %r10
	cmpq %rsi, %r10
	jae .LBB_949
	cmpq %r9, %rcx
	je .LBB_950
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
	jne .LBB_586
.LBB_589:
	testq %rcx, %rcx
	movq 504(%rsp), %rdi
	je .LBB_599
	leaq (,%rcx,8), %r8
	addq $-8, %r8
	shrq $3, %r8
	cmpq %r11, %rsi
	movq %r11, %rdi
	cmovaq %rsi, %rdi
	movq 1248(%rsp), %r10
	addq %r10, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $16, %rdi
	jb .LBB_593
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
	jae .LBB_594
	leaq (%rdx,%r9,8), %r8
	addq $8, %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_594
.LBB_593:
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_596
.LBB_594:
	incq %rdi
	movl %edi, %r8d
	andl $15, %r8d
	movl $16, %r9d
	cmoveq %r9, %r8
	subq %r8, %rdi
	leaq (%rdx,%rdi,8), %r8
	leaq 133240(%rax), %r9
	xorl %r10d, %r10d
.LBB_595:
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
	jne .LBB_595
.LBB_596:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%r11,%rdi), %rdx
	shlq $7, %rdi
	addq %rdi, %rax
	addq $131320, %rax
	movq 504(%rsp), %rdi
.LBB_597:
	cmpq %rsi, %rdx
	jae .LBB_951
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%r8)
	addq $8, %r8
	incq %rdx
	subq $-128, %rax
	cmpq %rcx, %r8
	jne .LBB_597
.LBB_599:
	movq 952(%rsp), %r8
	movq 960(%rsp), %rdx
	movq 488(%rsp), %rax
	movq %rax, 152(%rsp)
	movq %rdi, 160(%rsp)
	movq 1400(%rsp), %rax
	movq %rax, 168(%rsp)
	movq 1000(%rsp), %r9
	movq 1008(%rsp), %rsi
	cmpq $1, %r14
	jne .LBB_605
	cmpq %rdx, 880(%rsp)
	ja .LBB_895
	addq 1224(%rsp), %r8
	movq %rsi, %rax
	xorl %ecx, %ecx
	xorl %edx, %edx
	testq %rax, %rax
	je .LBB_947
.LBB_602:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%r8,%rdx), %ymm3, %ymm0
	vaddpd -192(%r8,%rdx), %ymm3, %ymm1
	vaddpd -160(%r8,%rdx), %ymm3, %ymm2
	vaddpd -128(%r8,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, (%r9,%rdx)
	vmovupd %ymm1, 32(%r9,%rdx)
	vmovupd %ymm2, 64(%r9,%rdx)
	vmovupd %ymm3, 96(%r9,%rdx)
	cmpq $131072, %rdx
	je .LBB_656
	movq %rcx, %rdi
	orq $1, %rdi
	cmpq %rsi, %rdi
	je .LBB_947
	addq $2, %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%r8,%rdx), %ymm3, %ymm0
	vaddpd -64(%r8,%rdx), %ymm3, %ymm1
	vaddpd -32(%r8,%rdx), %ymm3, %ymm2
	vaddpd (%r8,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r9,%rdx)
	vmovupd %ymm1, 160(%r9,%rdx)
	vmovupd %ymm2, 192(%r9,%rdx)
	vmovupd %ymm3, 224(%r9,%rdx)
	addq $256, %rdx
	addq $-2, %rax
	testq %rax, %rax
	jne .LBB_602
	jmp .LBB_947
.LBB_605:
	leaq 1(%r14), %rax
	imulq %r14, %rax
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vmovupd %ymm1, 336(%rsp)
	movq 1232(%rsp), %rax
	movq %rax, %r15
	vmovupd %ymm1, 176(%rsp)
	vmovupd %ymm1, 208(%rsp)
	vmovupd %ymm1, 240(%rsp)
	subq %r14, %r15
	vmovupd %ymm1, 272(%rsp)
	cmpq %rdx, %rbp
	jae .LBB_917
	cmpq %r14, %rax
	jb .LBB_918
	testq %r14, %r14
	je .LBB_611
	shlq $7, %rax
	addq %r8, %rax
	shlq $7, %r15
	addq %r8, %r15
	vmovupd 336(%rsp), %ymm1
	vmovupd 432(%rsp), %ymm2
	vmovupd 176(%rsp), %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 424(%rsp), %xmm7, %xmm4
	vmovupd 272(%rsp), %ymm5
	vxorpd %xmm3, %xmm3, %xmm3
	vmovhpd 264(%rsp), %xmm7, %xmm7
	vinsertf128 $1, %xmm4, %ymm3, %ymm4
	vinsertf128 $1, %xmm7, %ymm3, %ymm7
	movl $1, %ecx
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_609:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rcx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r15), %ymm10
	vmovupd 32(%r15), %ymm11
	vmovupd 64(%r15), %ymm12
	vmovupd 96(%r15), %ymm13
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
	subq $-128, %r15
	incq %rcx
	cmpq %rax, %r15
	jne .LBB_609
	vmovupd %ymm1, 336(%rsp)
	vmovupd %ymm6, 176(%rsp)
	vmovupd %ymm3, 368(%rsp)
	vmovupd %ymm8, 208(%rsp)
	vmovupd %ymm4, 400(%rsp)
	vmovupd %ymm7, 240(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm5, 272(%rsp)
	jmp .LBB_612
.LBB_611:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_612:
	movq %rdx, 32(%rsp)
	testq %rsi, %rsi
	movq 40(%rsp), %rdx
	je .LBB_985
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r9)
	vmovupd %ymm3, 32(%r9)
	vmovupd %ymm4, 64(%r9)
	vmovupd %ymm2, 96(%r9)
	leaq 96(%r9), %rax
	movq %rax, 120(%rsp)
	movq 488(%rsp), %rcx
	movb %cl, 72(%rsp)
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %r14, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rcx, %rcx
	leaq 160(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 488(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	leaq 96(%r8), %rax
	movq %rax, 136(%rsp)
	subq %r14, %rbp
	movq %rbp, 312(%rsp)
	leaq 128(%r8), %rax
	movq %rax, 48(%rsp)
	shlq $7, %r14
	negq %r14
	movq %r14, 24(%rsp)
	movl $1, %ebx
	xorl %edi, %edi
	movq %r8, 96(%rsp)
	movq %r9, 64(%rsp)
.LBB_614:
	cmpq %rdx, %rdi
	jae .LBB_619
	movq %rdi, %rax
	shlq $4, %rax
	addq 112(%rsp), %rax
.LBB_616:
	movq (%rax), %rcx
	cmpq %rbx, %rcx
	jae .LBB_620
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rdx
	jne .LBB_616
	movq %rdx, %rdi
	xorl %r11d, %r11d
	jmp .LBB_621
.LBB_619:
	xorl %r11d, %r11d
	jmp .LBB_621
.LBB_620:
	movl $1, %r11d
.LBB_621:
	cmpq %rbx, 504(%rsp)
	setae %dl
	andb 72(%rsp), %dl
	testq %r11, %r11
	jne .LBB_623
	movl $1025, %eax
	testb %dl, %dl
	je .LBB_628
.LBB_623:
	movl $2, %r14d
	subq %r11, %r14
	testb %r11b, %r11b
	movq 504(%rsp), %r8
	movq %r8, %rax
	cmovneq %rcx, %rax
	movzbl %dl, %edx
	movq %r14, 624(%rsp)
	movq $2, 632(%rsp)
	movq %r11, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %rdx, 656(%rsp)
	movq %r8, 664(%rsp)
	testq %r11, %r11
	je .LBB_627
	je .LBB_627
	shll $4, %r11d
	leaq 680(%rsp), %rcx
	subq %r11, %rcx
.LBB_626:
	movq %rax, %rdx
	incq %r14
	movq (%rcx), %rax
	cmpq %rax, %rdx
	cmovbq %rdx, %rax
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rax
	addq $16, %rcx
	cmpq $2, %r14
	jne .LBB_626
.LBB_627:
	cmpq $1025, %rax
	movl $1025, %ecx
	cmovaeq %rcx, %rax
.LBB_628:
	vmovupd 336(%rsp), %ymm3
	vmovupd 368(%rsp), %ymm4
	vmovupd 400(%rsp), %ymm5
	vmovupd 432(%rsp), %ymm6
	vmovupd 176(%rsp), %ymm14
	vmovupd 208(%rsp), %ymm13
	vmovupd 240(%rsp), %ymm12
	vmovupd 272(%rsp), %ymm11
	cmpq %rax, %rbx
	jae .LBB_634
	movq %rbx, %r14
	shlq $7, %r14
	movq 120(%rsp), %rcx
	leaq (%rcx,%r14), %r15
	addq 568(%rsp), %r14
	movq 312(%rsp), %r8
	leaq (%r8,%rbx), %r12
	shlq $7, %r12
	movq 136(%rsp), %rbp
	movq 96(%rsp), %rdx
.LBB_630:
	movq 56(%rsp), %rcx
	leaq (%rcx,%rbx), %r13
	movq 32(%rsp), %r9
	cmpq %r9, %r13
	jae .LBB_977
	leaq (%r8,%rbx), %r13
	cmpq %r9, %r13
	jae .LBB_916
	cmpq %rsi, %rbx
	jae .LBB_937
	vmovupd -64(%rbp,%r14), %ymm10
	vmovupd -32(%rbp,%r14), %ymm9
	vmovupd (%rbp,%r14), %ymm8
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
	vmovupd -96(%rbp,%r14), %ymm15
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm14, %ymm15, %ymm10
	vsubpd -96(%rbp,%r12), %ymm10, %ymm10
	vmulpd %ymm1, %ymm15, %ymm15
	vaddpd %ymm3, %ymm15, %ymm3
	vsubpd %ymm14, %ymm3, %ymm3
	vmulpd %ymm3, %ymm2, %ymm14
	vmovupd %ymm14, -96(%r15)
	vsubpd %ymm13, %ymm4, %ymm4
	vmulpd %ymm4, %ymm2, %ymm13
	vmovupd %ymm13, -64(%r15)
	vsubpd %ymm12, %ymm5, %ymm5
	vmulpd %ymm5, %ymm2, %ymm12
	vmovupd %ymm12, -32(%r15)
	vsubpd %ymm11, %ymm6, %ymm6
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r15)
	incq %rbx
	subq $-128, %r15
	subq $-128, %rbp
	vmovapd %ymm10, %ymm14
	vmovapd %ymm9, %ymm13
	vmovapd %ymm8, %ymm12
	vmovapd %ymm7, %ymm11
	cmpq %rbx, %rax
	jne .LBB_630
	jmp .LBB_635
.LBB_634:
	vmovapd %ymm14, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm12, %ymm8
	vmovapd %ymm11, %ymm7
	movq 96(%rsp), %rdx
.LBB_635:
	vmovupd %ymm3, 336(%rsp)
	vmovupd %ymm4, 368(%rsp)
	vmovupd %ymm5, 400(%rsp)
	vmovupd %ymm6, 432(%rsp)
	vmovupd %ymm10, 176(%rsp)
	vmovupd %ymm9, 208(%rsp)
	vmovupd %ymm8, 240(%rsp)
	vmovupd %ymm7, 272(%rsp)
	cmpq $1024, %rax
	movq 56(%rsp), %rcx
	movq 40(%rsp), %r15
	movq 88(%rsp), %r14
	ja .LBB_656
	addq %rax, %rcx
	movq 32(%rsp), %r9
	cmpq %r9, %rcx
	jae .LBB_959
	movq %rcx, %r13
	subq %r14, %r13
	cmpq %r9, %r13
	jae .LBB_929
	movq %rcx, %r12
	shlq $7, %r12
	vmovupd (%rdx,%r12), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm3, %ymm12, %ymm3
	vsubpd %ymm10, %ymm3, %ymm3
	vmovupd %ymm3, 336(%rsp)
	vmovupd 32(%rdx,%r12), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 368(%rsp)
	vmovupd 64(%rdx,%r12), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd %ymm8, %ymm5, %ymm5
	vmovupd %ymm5, 400(%rsp)
	vmovupd 96(%rdx,%r12), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm7, %ymm6, %ymm6
	vmovupd %ymm6, 432(%rsp)
	shlq $7, %r13
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r13), %ymm10, %ymm10
	vmovupd %ymm10, 176(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r13), %ymm9, %ymm9
	vmovupd %ymm9, 208(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r13), %ymm8, %ymm8
	vmovupd %ymm8, 240(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r13), %ymm7, %ymm7
	vmovupd %ymm7, 272(%rsp)
	vmulpd %ymm3, %ymm2, %ymm3
	vmovupd %ymm3, 624(%rsp)
	vmulpd %ymm4, %ymm2, %ymm3
	vmovupd %ymm3, 656(%rsp)
	vmulpd %ymm5, %ymm2, %ymm3
	vmovupd %ymm3, 688(%rsp)
	vmulpd %ymm6, %ymm2, %ymm3
	vmovupd %ymm3, 720(%rsp)
	cmpq %r15, %rdi
	ja .LBB_873
	leaq 1(%rax), %rbx
	movq %rdi, %r13
	shlq $4, %r13
	addq 112(%rsp), %r13
	incq %rcx
	movq %rcx, %r9
	movq %rcx, %r15
	subq %r14, %r15
	addq 48(%rsp), %r12
	xorl %ecx, %ecx
	movq 488(%rsp), %r11
	jmp .LBB_642
.LBB_640:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r13
	ja .LBB_920
.LBB_641:
	vmovsd %xmm4, 336(%rsp,%r13,8)
	vmovsd %xmm3, 176(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r13,8)
	movq %rdx, %r11
	movq %rbp, %r13
.LBB_642:
	testb %cl, %cl
	je .LBB_651
	movq %r13, %rbp
.LBB_644:
	testq %r11, %r11
	je .LBB_654
	cmpq %rax, (%r11)
	jne .LBB_654
	movb $2, %cl
	xorl %edx, %edx
	movq %r11, %r13
	cmpq %r14, %r9
	jb .LBB_871
.LBB_647:
	movq 8(%r13), %r13
	testq %r14, %r14
	je .LBB_640
	cmpq $15, %r13
	ja .LBB_900
	leaq (%r12,%r13,8), %r11
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r8d
	movq 24(%rsp), %r10
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_650:
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd (%r11,%r10), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r8
	subq $-128, %r10
	jne .LBB_650
	jmp .LBB_641
.LBB_651:
	movq 512(%rsp), %rcx
	movq %rcx, %rbp
	cmpq %rcx, %r13
	je .LBB_644
	leaq 16(%r13), %rbp
	cmpq %rax, (%r13)
	jne .LBB_644
	xorl %ecx, %ecx
	movq %r11, %rdx
	cmpq %r14, %r9
	jae .LBB_647
	jmp .LBB_871
.LBB_654:
	cmpq %rsi, %rax
	jae .LBB_971
	movq %rax, %rcx
	shlq $7, %rcx
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	movq 64(%rsp), %rdx
	vmovupd %ymm6, 96(%rdx,%rcx)
	vmovupd %ymm5, 64(%rdx,%rcx)
	vmovupd %ymm4, 32(%rdx,%rcx)
	vmovupd %ymm3, (%rdx,%rcx)
	cmpq $1024, %rax
	movq 40(%rsp), %rdx
	jne .LBB_614
.LBB_656:
	movq 1344(%rsp), %r9
	cmpq %r9, 536(%rsp)
	jae .LBB_987
	movq 1336(%rsp), %rax
	movq 1416(%rsp), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rbx
	movq 320(%rsp), %rax
	movq 552(%rsp), %rcx
	movq %rcx, 48(%rsp)
	movq %rax, 152(%rsp)
	leaq 1616(%rsp), %rax
	movq %rax, 336(%rsp)
	movq 608(%rsp), %rax
	movq %rax, 344(%rsp)
	leaq 1680(%rsp), %rax
	movq %rax, 176(%rsp)
	movq %rdx, 24(%rsp)
	movq %rdx, 184(%rsp)
	movq %rbx, 192(%rsp)
	leaq 624(%rsp), %rdi
	leaq 176(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 656(%rsp), %ymm0
	vmovupd 688(%rsp), %ymm1
	vmovdqu 720(%rsp), %ymm2
	vmovdqu %ymm2, 272(%rsp)
	vmovupd %ymm1, 240(%rsp)
	vmovups %ymm0, 208(%rsp)
	vmovups 624(%rsp), %ymm0
	vmovups %ymm0, 176(%rsp)
	vmovapd 176(%rsp), %xmm3
	vmaxsd .LCPI_6(%rip), %xmm3, %xmm0
	movq 984(%rsp), %rax
	movq 1008(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	shlq $4, %rax
	movq 1056(%rsp), %rcx
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	vmovddup .LCPI_7(%rip), %xmm5
	vpbroadcastd .LCPI_18(%rip), %xmm6
	je .LBB_672
	vmovsd 184(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 192(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 200(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 208(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 216(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 224(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vmovsd 232(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vcmpunordsd %xmm0, %xmm0, %xmm1
	vmovsd 240(%rsp), %xmm2
	vmovsd 248(%rsp), %xmm3
	vmaxsd %xmm0, %xmm2, %xmm0
	vblendvpd %xmm1, %xmm2, %xmm0, %xmm0
	vcmpunordsd %xmm0, %xmm0, %xmm1
	vmaxsd %xmm0, %xmm3, %xmm0
	vblendvpd %xmm1, %xmm3, %xmm0, %xmm0
	vmovsd 256(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vmovsd 264(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vcmpunordsd %xmm0, %xmm0, %xmm1
	vmovsd 272(%rsp), %xmm2
	vmovsd 280(%rsp), %xmm3
	vmaxsd %xmm0, %xmm2, %xmm0
	vblendvpd %xmm1, %xmm2, %xmm0, %xmm0
	vcmpunordsd %xmm0, %xmm0, %xmm1
	vmaxsd %xmm0, %xmm3, %xmm0
	vblendvpd %xmm1, %xmm3, %xmm0, %xmm0
	vmovsd 288(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	vmovsd 296(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %xmm2
	vmaxsd %xmm0, %xmm1, %xmm0
	vblendvpd %xmm2, %xmm1, %xmm0, %xmm0
	movq 976(%rsp), %rcx
	movq 1000(%rsp), %rdx
	movq 1048(%rsp), %rsi
	cmpq $8, %rax
	jae .LBB_666
.LBB_660:
	xorl %edi, %edi
.LBB_661:
	movq %rax, %r9
	movq %rdi, %r8
	andq $3, %r9
	vmovddup .LCPI_7(%rip), %xmm2
	je .LBB_664
	movq %rdi, %r8
.LBB_663:
	vmovsd (%rdx,%r8,8), %xmm1
	vsubsd (%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%rsi,%r8)
	incq %r8
	decq %r9
	jne .LBB_663
.LBB_664:
	subq %rax, %rdi
	cmpq $-4, %rdi
	ja .LBB_671
.LBB_665:
	vmovsd (%rdx,%r8,8), %xmm1
	vsubsd (%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm5, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%rsi,%r8)
	vmovsd 8(%rdx,%r8,8), %xmm1
	vsubsd 8(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm5, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 1(%rsi,%r8)
	vmovsd 16(%rdx,%r8,8), %xmm1
	vsubsd 16(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm5, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 2(%rsi,%r8)
	vmovsd 24(%rdx,%r8,8), %xmm1
	vsubsd 24(%rcx,%r8,8), %xmm1, %xmm1
	vandpd %xmm5, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 3(%rsi,%r8)
	addq $4, %r8
	cmpq %r8, %rax
	jne .LBB_665
	jmp .LBB_671
.LBB_666:
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
	jne .LBB_660
	movl $0, %edi
	andb %r9b, %r8b
	jne .LBB_661
	movq %rax, %rdi
	movabsq $9223372036854775800, %r8
	andq %r8, %rdi
	vbroadcastsd %xmm0, %ymm1
	xorl %r8d, %r8d
.LBB_669:
	vmovupd (%rdx,%r8,8), %ymm2
	vsubpd (%rcx,%r8,8), %ymm2, %ymm2
	vmovupd 32(%rdx,%r8,8), %ymm3
	vsubpd 32(%rcx,%r8,8), %ymm3, %ymm3
	vbroadcastsd .LCPI_7(%rip), %ymm4
	vandpd %ymm4, %ymm2, %ymm2
	vandpd %ymm4, %ymm3, %ymm3
	vcmplepd %ymm1, %ymm2, %ymm2
	vextractf128 $1, %ymm2, %xmm4
	vpackssdw %xmm4, %xmm2, %xmm2
	vpackssdw %xmm2, %xmm2, %xmm2
	vpacksswb %xmm2, %xmm2, %xmm2
	vpand %xmm6, %xmm2, %xmm2
	vcmplepd %ymm1, %ymm3, %ymm3
	vextractf128 $1, %ymm3, %xmm4
	vpackssdw %xmm4, %xmm3, %xmm3
	vpackssdw %xmm3, %xmm3, %xmm3
	vpacksswb %xmm3, %xmm3, %xmm3
	vpand %xmm6, %xmm3, %xmm3
	vmovd %xmm2, (%rsi,%r8)
	vmovd %xmm3, 4(%rsi,%r8)
	addq $8, %r8
	cmpq %r8, %rdi
	jne .LBB_669
	cmpq %rdi, %rax
	jne .LBB_661
.LBB_671:
	vmovapd 176(%rsp), %xmm3
.LBB_672:
	vxorpd %xmm5, %xmm5, %xmm5
	vucomisd %xmm3, %xmm5
	jbe .LBB_681
	vmovsd 192(%rsp), %xmm4
.LBB_674:
	movabsq $9223372036854775800, %rax
	addq $-8, %rax
	andq 1056(%rsp), %rax
	je .LBB_684
	vmovupd 208(%rsp), %ymm0
	vmovupd 240(%rsp), %ymm1
	vmovupd 272(%rsp), %ymm2
	vbroadcastsd %xmm4, %ymm4
	vblendpd $4, %ymm4, %ymm3, %ymm3
	vbroadcastsd 200(%rsp), %ymm4
	vblendpd $8, %ymm4, %ymm3, %ymm3
	movq 1048(%rsp), %rcx
	leaq -16(%rax), %rdx
	movl %edx, %esi
	notl %esi
	testb $112, %sil
	je .LBB_678
	movl %edx, %esi
	shrl $4, %esi
	incl %esi
	andl $7, %esi
	movl %esi, %edi
	shll $4, %edi
	subq %rdi, %rax
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vpbroadcastd .LCPI_18(%rip), %xmm9
.LBB_677:
	vcmplepd %ymm3, %ymm7, %ymm4
	vcmplepd %ymm0, %ymm7, %ymm5
	vpackssdw %ymm5, %ymm4, %ymm4
	vpermq $216, %ymm4, %ymm4
	vcmplepd %ymm1, %ymm7, %ymm5
	vcmplepd %ymm2, %ymm7, %ymm6
	vpackssdw %ymm6, %ymm5, %ymm5
	vpermq $216, %ymm5, %ymm5
	vpackssdw %ymm5, %ymm4, %ymm4
	vextracti128 $1, %ymm4, %xmm5
	vpacksswb %xmm5, %xmm4, %xmm4
	vpshufd $216, %xmm4, %xmm4
	vpand (%rcx), %xmm9, %xmm5
	vpblendvb %xmm4, %xmm5, %xmm8, %xmm4
	vmovdqu %xmm4, (%rcx)
	addq $16, %rcx
	decq %rsi
	jne .LBB_677
.LBB_678:
	cmpq $112, %rdx
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vpbroadcastd .LCPI_18(%rip), %xmm9
	jb .LBB_684
	xorl %edx, %edx
.LBB_680:
	vcmplepd %ymm3, %ymm7, %ymm4
	vcmplepd %ymm0, %ymm7, %ymm5
	vpackssdw %ymm5, %ymm4, %ymm4
	vpermq $216, %ymm4, %ymm4
	vcmplepd %ymm1, %ymm7, %ymm5
	vcmplepd %ymm2, %ymm7, %ymm6
	vpackssdw %ymm6, %ymm5, %ymm5
	vpermq $216, %ymm5, %ymm5
	vpackssdw %ymm5, %ymm4, %ymm4
	vextracti128 $1, %ymm4, %xmm5
	vpacksswb %xmm5, %xmm4, %xmm4
	vpshufd $216, %xmm4, %xmm4
	vpand (%rcx,%rdx), %xmm9, %xmm5
	vpblendvb %xmm4, %xmm5, %xmm8, %xmm5
	vmovdqu %xmm5, (%rcx,%rdx)
	vpand 16(%rcx,%rdx), %xmm9, %xmm5
	vpblendvb %xmm4, %xmm5, %xmm8, %xmm5
	vmovdqu %xmm5, 16(%rcx,%rdx)
	vpand 32(%rcx,%rdx), %xmm9, %xmm5
	vpblendvb %xmm4, %xmm5, %xmm8, %xmm5
	vmovdqu %xmm5, 32(%rcx,%rdx)
	vpand 48(%rcx,%rdx), %xmm9, %xmm5
	vpblendvb %xmm4, %xmm5, %xmm8, %xmm5
	vmovdqu %xmm5, 48(%rcx,%rdx)
	vpand 64(%rcx,%rdx), %xmm9, %xmm5
	vpblendvb %xmm4, %xmm5, %xmm8, %xmm5
	vmovdqu %xmm5, 64(%rcx,%rdx)
	vpand 80(%rcx,%rdx), %xmm9, %xmm5
	vpblendvb %xmm4, %xmm5, %xmm8, %xmm5
	vmovdqu %xmm5, 80(%rcx,%rdx)
	vpand 96(%rcx,%rdx), %xmm9, %xmm5
	vpblendvb %xmm4, %xmm5, %xmm8, %xmm5
	vmovdqu %xmm5, 96(%rcx,%rdx)
	vpand 112(%rcx,%rdx), %xmm9, %xmm5
	vpblendvb %xmm4, %xmm5, %xmm8, %xmm4
	vmovdqu %xmm4, 112(%rcx,%rdx)
	subq $-128, %rdx
	cmpq %rdx, %rax
	jne .LBB_680
	jmp .LBB_684
.LBB_681:
	vmovsd 192(%rsp), %xmm4
	vshufpd $1, %xmm4, %xmm3, %xmm0
	vinsertf128 $1, 200(%rsp), %ymm0, %ymm0
	vmovupd 216(%rsp), %ymm1
	vpxor %xmm2, %xmm2, %xmm2
	vcmpltpd %ymm2, %ymm1, %ymm1
	vcmpltpd %ymm2, %ymm0, %ymm0
	vpackssdw %ymm1, %ymm0, %ymm0
	vextracti128 $1, %ymm0, %xmm1
	vpackssdw %xmm1, %xmm0, %xmm0
	vmovupd 248(%rsp), %ymm1
	vcmpltpd %ymm2, %ymm1, %ymm1
	vextractf128 $1, %ymm1, %xmm2
	vshufps $136, %xmm2, %xmm1, %xmm1
	vucomisd 280(%rsp), %xmm5
	vpackssdw %xmm1, %xmm1, %xmm1
	seta %al
	vpshufd $232, %xmm0, %xmm2
	vpor %xmm1, %xmm2, %xmm1
	vpshufd $237, %xmm0, %xmm0
	vpunpcklqdq %xmm0, %xmm1, %xmm0
	vpsllw $15, %xmm0, %xmm0
	vpmovmskb %xmm0, %ecx
	testl $43690, %ecx
	setne %cl
	orb %al, %cl
	jne .LBB_674
	vucomisd 288(%rsp), %xmm5
	vpxor %xmm0, %xmm0, %xmm0
	ja .LBB_674
	vucomisd 296(%rsp), %xmm0
	ja .LBB_674
.LBB_684:
	movq %rbx, 32(%rsp)
	movq 1048(%rsp), %rax
	movq %rax, 88(%rsp)
	movq 1056(%rsp), %rcx
	leaq 992(%rsp), %rax
	movq %rax, 624(%rsp)
	leaq 968(%rsp), %rax
	movq %rax, 632(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 640(%rsp)
	leaq 336(%rsp), %rax
	movq %rax, 648(%rsp)
	leaq 152(%rsp), %rax
	movq %rax, 656(%rsp)
	movq %rcx, 504(%rsp)
	movabsq $9223372036854775800, %rax
	andq %rax, %rcx
	movq %rcx, 64(%rsp)
	vmovddup .LCPI_7(%rip), %xmm1
	je .LBB_697
	movq $0, 72(%rsp)
	movq 64(%rsp), %rax
	movq 88(%rsp), %rbx
	jmp .LBB_687
.LBB_686:
	addq $8, %rbx
	movq 96(%rsp), %rax
	addq $-8, %rax
	incq 72(%rsp)
	testq %rax, %rax
	je .LBB_697
.LBB_687:
	movq %rax, 96(%rsp)
	movq (%rbx), %r15
	testq %r15, %r15
	je .LBB_686
	movq 72(%rsp), %rax
	leaq (,%rax,8), %r12
	movq %r12, %rbp
	shrq $4, %rbp
	andl $8, %r12d
	jmp .LBB_690
.LBB_689:
	blsrq %r15, %r15
	vmovddup .LCPI_7(%rip), %xmm1
	je .LBB_686
.LBB_690:
	movq 1008(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_901
	movq 984(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_902
	xorl %r14d, %r14d
	tzcntq %r15, %r14
	shrl $3, %r14d
	orq %r12, %r14
	movq %rbp, %r13
	shlq $7, %r13
	movq 1000(%rsp), %rax
	addq %r13, %rax
	leal (,%r14,8), %ecx
	vmovsd (%rcx,%rax), %xmm0
	movq 976(%rsp), %rax
	addq %r13, %rax
	vsubsd (%rcx,%rax), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vmovsd 176(%rsp,%rcx), %xmm1
	vucomisd %xmm0, %xmm1
	jb .LBB_689
	movl %r14d, %edx
	shll $10, %edx
	orq %r14, %rdx
	addq %rbp, %rdx
	addq 152(%rsp), %rdx
	movq 336(%rsp), %rdi
	movq 344(%rsp), %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 984(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_922
	movq 976(%rsp), %rax
	addq %r13, %rax
	vmovsd %xmm0, (%rax,%r14,8)
	movq 1008(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_921
	addq 1000(%rsp), %r13
	vmovsd %xmm1, (%r13,%r14,8)
	jmp .LBB_689
.LBB_697:
	movq 504(%rsp), %r12
	movl %r12d, %ebx
	andl $7, %ebx
	movq 536(%rsp), %rax
	movq 88(%rsp), %r15
	je .LBB_702
	addq 64(%rsp), %r15
	andq $-8, %r12
	xorl %r14d, %r14d
	jmp .LBB_700
.LBB_699:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_702
.LBB_700:
	cmpb $0, (%r15,%r14)
	je .LBB_699
	leaq (%r12,%r14), %rsi
	leaq 624(%rsp), %rdi
	vzeroupper
	callq kernel_sliding::blocked::patch::{{closure}}
	movq 536(%rsp), %rax
	jmp .LBB_699
.LBB_702:
	addq $48, 608(%rsp)
	incq %rax
	movq %rax, 312(%rsp)
	movl $1025, %eax
	movq %rax, 136(%rsp)
	movq $0, 64(%rsp)
	movq $0, 488(%rsp)
	xorl %eax, %eax
	jmp .LBB_704
.LBB_703:
	movq 120(%rsp), %rax
	incq %rax
	addq $1025, 136(%rsp)
	addq $-1025, 488(%rsp)
	addq $8, 64(%rsp)
	cmpq $16, %rax
	je .LBB_726
.LBB_704:
	movq %rax, %r15
	shlq $10, %r15
	addq %rax, %r15
	movq 152(%rsp), %rcx
	movq %rcx, %rdx
	addq %rcx, %r15
	movq %rax, 120(%rsp)
	vmovsd 176(%rsp,%rax,8), %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 48(%rsp), %r15
	setb %cl
	testb %cl, %al
	je .LBB_703
	leaq 1025(%r15), %r8
	movq 48(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %r15
	jae .LBB_703
	movq 488(%rsp), %rbx
	subq %rdx, %rbx
	addq 136(%rsp), %rdx
	movq %rdx, 504(%rsp)
	movq %r8, 88(%rsp)
	jmp .LBB_708
.LBB_707:
	movq 88(%rsp), %r8
	cmpq %r8, 96(%rsp)
	movq 72(%rsp), %r15
	jae .LBB_703
.LBB_708:
	movq 1448(%rsp), %rax
	movq 1456(%rsp), %rsi
	cmpq $1, %rsi
	je .LBB_712
	testq %rsi, %rsi
	je .LBB_935
	movq %rsi, %rcx
	xorl %r12d, %r12d
.LBB_711:
	movq %r12, %rdx
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r12
	cmpq %r15, (%rax,%r12,8)
	cmovaq %rdx, %r12
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_711
	jmp .LBB_713
.LBB_712:
	xorl %r12d, %r12d
.LBB_713:
	cmpq (%rax,%r12,8), %r15
	sbbq $-1, %r12
	leaq -1(%r12), %rdi
	cmpq %rsi, %rdi
	jae .LBB_919
	cmpq %rsi, %r12
	leaq (%rax,%r12,8), %rax
	leaq 1488(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 96(%rsp)
	cmovbq %r8, %rax
	movq %rax, 72(%rsp)
	cmpq %rax, %r15
	jae .LBB_707
	cmpq 32(%rsp), %rdi
	jae .LBB_936
	leaq (%rbx,%r15), %r14
	shlq $7, %r14
	addq 64(%rsp), %r14
	movq 48(%rsp), %rbp
	movq 96(%rsp), %rax
	cmpq %rbp, %rax
	cmovbq %rax, %rbp
	movq 504(%rsp), %rax
	cmpq %rax, %rbp
	cmovaeq %rax, %rbp
	jmp .LBB_719
.LBB_717:
	movq 1000(%rsp), %rax
	vmovsd %xmm1, (%rax,%r14)
.LBB_718:
	incq %r15
	subq $-128, %r14
	cmpq %r15, %rbp
	je .LBB_707
.LBB_719:
	leaq (%rbx,%r15), %r13
	movq 24(%rsp), %rax
	vmovsd -8(%rax,%r12,8), %xmm0
	vucomisd .LCPI_11(%rip), %xmm0
	jae .LBB_723
	movq 1008(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_885
	movq 984(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_886
	movq 976(%rsp), %rax
	movq 1000(%rsp), %rcx
	vmovsd (%rcx,%r14), %xmm1
	vsubsd (%rax,%r14), %xmm1, %xmm1
	vandpd .LCPI_9(%rip), %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_718
.LBB_723:
	movq 336(%rsp), %rdi
	movq 344(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 984(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_881
	movq 976(%rsp), %rax
	vmovsd %xmm0, (%rax,%r14)
	movq 1008(%rsp), %rax
	cmpq %rax, %r13
	jb .LBB_717
	jmp .LBB_882
.LBB_726:
	movq 464(%rsp), %rax
	cmpq %rax, 536(%rsp)
	je .LBB_993
	movq 320(%rsp), %rax
	movq %rax, 24(%rsp)
	movq 552(%rsp), %rdx
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	movq 1024(%rsp), %r8
	movq 1032(%rsp), %r10
	cmpq %r10, %rcx
	cmovaeq %r10, %rcx
	testq %rcx, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	vpbroadcastd .LCPI_19(%rip), %xmm1
	je .LBB_742
	movq 976(%rsp), %rsi
	movq 1000(%rsp), %rdi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %r9
	adcq $0, %r9
	testq %rcx, %rcx
	je .LBB_735
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
	jne .LBB_735
	movl $0, %r10d
	andb %bl, %r11b
	jne .LBB_736
	movq %r9, %r10
	andq $-16, %r10
	xorl %r11d, %r11d
.LBB_732:
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
	jne .LBB_732
	cmpq %r10, %rcx
	jne .LBB_736
	jmp .LBB_741
.LBB_735:
	xorl %r10d, %r10d
.LBB_736:
	movq %r9, %rbx
	movq %r10, %r11
	andq $1, %rbx
	je .LBB_739
	movq %r10, %r11
.LBB_738:
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
	jne .LBB_738
.LBB_739:
	subq %r9, %r10
	cmpq $-4, %r10
	ja .LBB_741
.LBB_740:
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
	jne .LBB_740
.LBB_741:
	movq 1024(%rsp), %r8
	movq 1032(%rsp), %r10
	vpxor %xmm0, %xmm0, %xmm0
	vpbroadcastd .LCPI_19(%rip), %xmm1
.LBB_742:
	testq %r10, %r10
	movq 536(%rsp), %rcx
	je .LBB_1004
	cmpq $0, 1056(%rsp)
	je .LBB_1002
	leaq (%rcx,%rcx,4), %rcx
	movq 888(%rsp), %rsi
	leaq (%rsi,%rcx,8), %r14
	movzbl 32(%r14), %ecx
	movq 1048(%rsp), %rsi
	xorb (%r8), %cl
	cmpb $-2, %cl
	sete (%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $2, %rsi
	jb .LBB_994
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 1(%rcx), %r9d
	xorb 16384(%rcx), %r9b
	cmpb $-2, %r9b
	sete 1(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $3, %rsi
	jb .LBB_1001
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 2(%rcx), %r9d
	xorb 16385(%rcx), %r9b
	cmpb $-2, %r9b
	sete 2(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $4, %rsi
	jb .LBB_997
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 3(%rcx), %r9d
	xorb 16386(%rcx), %r9b
	cmpb $-2, %r9b
	sete 3(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $5, %rsi
	jb .LBB_1000
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 4(%rcx), %r9d
	xorb 16387(%rcx), %r9b
	cmpb $-2, %r9b
	sete 4(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $6, %rsi
	jb .LBB_990
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 5(%rcx), %r9d
	xorb 16388(%rcx), %r9b
	cmpb $-2, %r9b
	sete 5(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $7, %rsi
	jb .LBB_999
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 6(%rcx), %r9d
	xorb 16389(%rcx), %r9b
	cmpb $-2, %r9b
	sete 6(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $8, %rsi
	jb .LBB_992
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 7(%rcx), %r9d
	xorb 16390(%rcx), %r9b
	cmpb $-2, %r9b
	sete 7(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $9, %rsi
	jb .LBB_988
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 8(%rcx), %r9d
	xorb 16391(%rcx), %r9b
	cmpb $-2, %r9b
	sete 8(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $10, %rsi
	jb .LBB_1005
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 9(%rcx), %r9d
	xorb 16392(%rcx), %r9b
	cmpb $-2, %r9b
	sete 9(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $11, %rsi
	jb .LBB_991
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 10(%rcx), %r9d
	xorb 16393(%rcx), %r9b
	cmpb $-2, %r9b
	sete 10(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $12, %rsi
	jb .LBB_998
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 11(%rcx), %r9d
	xorb 16394(%rcx), %r9b
	cmpb $-2, %r9b
	sete 11(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $13, %rsi
	jb .LBB_1003
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 12(%rcx), %r9d
	xorb 16395(%rcx), %r9b
	cmpb $-2, %r9b
	sete 12(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $14, %rsi
	jb .LBB_989
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 13(%rcx), %r9d
	xorb 16396(%rcx), %r9b
	cmpb $-2, %r9b
	sete 13(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $15, %rsi
	jb .LBB_995
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 14(%rcx), %r9d
	xorb 16397(%rcx), %r9b
	cmpb $-2, %r9b
	sete 14(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_961
	movq 1056(%rsp), %rsi
	cmpq $16, %rsi
	jb .LBB_996
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 15(%rcx), %r9d
	xorb 16398(%rcx), %r9b
	cmpb $-2, %r9b
	sete 15(%rsi)
	movq 1056(%rsp), %r13
	cmpq $16, %r13
	jb .LBB_898
	shlq $4, %r10
	movq 1048(%rsp), %r9
	addq $-16, %r10
	leaq -16(%r13), %rcx
	cmpq %rcx, %r10
	cmovaeq %rcx, %r10
	testq %r10, %r10
	je .LBB_797
	leaq 16(%r9), %rcx
	cmpq $8, %r10
	jb .LBB_777
	leaq (%r8,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %rcx
	jae .LBB_781
	leaq (%r9,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %r8
	jae .LBB_781
.LBB_777:
	xorl %esi, %esi
.LBB_791:
	movq %r10, %rbx
	movq %rsi, %r11
	andq $3, %rbx
	je .LBB_794
	movq %rsi, %r11
.LBB_793:
	movzbl (%r8,%r11), %ebp
	xorb 16(%r8,%r11), %bpl
	cmpb $-2, %bpl
	sete (%rcx,%r11)
	incq %r11
	decq %rbx
	jne .LBB_793
.LBB_794:
	subq %r10, %rsi
	cmpq $-4, %rsi
	ja .LBB_796
.LBB_795:
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
	jne .LBB_795
.LBB_796:
	movq 1048(%rsp), %r9
	movq 1056(%rsp), %r13
.LBB_797:
	leaq 968(%rsp), %rcx
	vmovdqu %ymm0, 216(%rcx)
	vmovdqu %ymm0, 184(%rcx)
	vmovdqu %ymm0, 152(%rcx)
	vmovdqu %ymm0, 120(%rcx)
	movq %r13, %r8
	movabsq $9223372036854775800, %rcx
	andq %rcx, %r8
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_805
	xorl %ecx, %ecx
	movq %r8, %r10
	movq %r9, %r11
	jmp .LBB_800
.LBB_799:
	addq $8, %r11
	addq $-8, %r10
	incq %rcx
	testq %r10, %r10
	je .LBB_805
.LBB_800:
	movq (%r11), %rbx
	testq %rbx, %rbx
	je .LBB_799
	leal (,%rcx,8), %r15d
	andl $8, %r15d
	movl %ecx, %ebp
	shrl %ebp
.LBB_802:
	xorl %r12d, %r12d
	tzcntq %rbx, %r12
	shrl $3, %r12d
	orq %r15, %r12
	movq 1080(%rsp), %rsi
	cmpq %rsi, %r12
	jae .LBB_904
	movq 1088(%rsp,%r12,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_903
	blsrq %rbx, %rbx
	movl %r12d, %esi
	shll $11, %esi
	leal (%rsi,%r12,2), %esi
	addq 1072(%rsp), %rsi
	movw %bp, (%rsi,%rdi,2)
	incq 1088(%rsp,%r12,8)
	testq %rbx, %rbx
	jne .LBB_802
	jmp .LBB_799
.LBB_805:
	movl %r13d, %r10d
	andl $7, %r10d
	movq 496(%rsp), %rbp
	je .LBB_840
	cmpb $0, (%r9,%r8)
	je .LBB_810
	movl %r13d, %ecx
	andl $8, %ecx
	movq 1080(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1007
	movq 1088(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_903
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1088(%rsp,%rcx,8)
.LBB_810:
	cmpl $1, %r10d
	je .LBB_840
	cmpb $0, 1(%r9,%r8)
	je .LBB_815
	movl %r13d, %ecx
	andl $8, %ecx
	incq %rcx
	movq 1080(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1007
	movq 1088(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_903
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1088(%rsp,%rcx,8)
.LBB_815:
	cmpl $2, %r10d
	je .LBB_840
	cmpb $0, 2(%r9,%r8)
	je .LBB_820
	movl %r13d, %ecx
	andl $8, %ecx
	orq $2, %rcx
	movq 1080(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1007
	movq 1088(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_903
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1088(%rsp,%rcx,8)
.LBB_820:
	cmpl $3, %r10d
	je .LBB_840
	cmpb $0, 3(%r9,%r8)
	je .LBB_825
	movl %r13d, %ecx
	andl $8, %ecx
	orq $3, %rcx
	movq 1080(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1007
	movq 1088(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_903
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1088(%rsp,%rcx,8)
.LBB_825:
	cmpl $4, %r10d
	je .LBB_840
	cmpb $0, 4(%r9,%r8)
	je .LBB_830
	movl %r13d, %ecx
	andl $8, %ecx
	orq $4, %rcx
	movq 1080(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1007
	movq 1088(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_903
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1088(%rsp,%rcx,8)
.LBB_830:
	cmpl $5, %r10d
	je .LBB_840
	cmpb $0, 5(%r9,%r8)
	je .LBB_835
	movl %r13d, %ecx
	andl $8, %ecx
	orq $5, %rcx
	movq 1080(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1007
	movq 1088(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_903
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movl %r13d, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%rdi,2)
	incq 1088(%rsp,%rcx,8)
.LBB_835:
	cmpl $6, %r10d
	je .LBB_840
	cmpb $0, 6(%r9,%r8)
	je .LBB_840
	movl %r13d, %ecx
	andl $8, %ecx
	orq $6, %rcx
	movq 1080(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1007
	movq 1088(%rsp,%rcx,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_903
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	shrl $4, %r13d
	movw %r13w, (%rsi,%rdi,2)
	incq 1088(%rsp,%rcx,8)
.LBB_840:
	movq 1072(%rsp), %rcx
	movq 1080(%rsp), %rsi
	xorl %r8d, %r8d
	movq %rsi, %rdi
	jmp .LBB_842
.LBB_841:
	incq %r8
	addq $2050, %rcx
	cmpq $16, %r8
	movq 464(%rsp), %rbx
	movq 104(%rsp), %r12
	movq %rdi, %rsi
	je .LBB_855
.LBB_842:
	cmpq %rsi, %r8
	je .LBB_943
	movq 1088(%rsp,%r8,8), %r13
	cmpq $1025, %r13
	ja .LBB_872
	testq %r13, %r13
	je .LBB_841
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	addq 24(%rsp), %r9
	addq %r13, %r13
	movq 1032(%rsp), %rsi
	movq 1024(%rsp), %r10
	addq %r8, %r10
	xorl %r11d, %r11d
	jmp .LBB_847
.LBB_846:
	addq $2, %r11
	cmpq %r11, %r13
	je .LBB_841
.LBB_847:
	movzwl (%rcx,%r11), %r15d
	leaq (%r9,%r15), %rbx
	cmpq %rdx, %rbx
	jae .LBB_841
	cmpq %r15, %rsi
	jbe .LBB_914
	shll $4, %r15d
	movsbq (%r10,%r15), %r15
	movq (%r14), %r12
	cmpq %r15, %r12
	je .LBB_846
	testq %r12, %r12
	je .LBB_853
	cmpq %rbp, %rbx
	jae .LBB_938
	movq %r13, %rax
	movq 592(%rsp), %r13
	vmovsd (%r13,%rbx,8), %xmm0
	vcvtsi2sd %r12, %xmm15, %xmm1
	vmovsd 8(%r14), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_4(%rip), %xmm0, %xmm0
	vmulsd .LCPI_16(%rip), %xmm0, %xmm0
	vaddsd .LCPI_6(%rip), %xmm0, %xmm0
	vmulsd .LCPI_17(%rip), %xmm0, %xmm0
	vaddsd 16(%r14), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r14)
	incq 24(%r14)
	vmovsd .LCPI_0(%rip), %xmm1
	movq %rax, %r13
.LBB_853:
	movq %r15, (%r14)
	cmpq %rbp, %rbx
	jae .LBB_927
	movq 592(%rsp), %r15
	vmovq (%r15,%rbx,8), %xmm0
	vmovq %xmm0, 8(%r14)
	jmp .LBB_846
.LBB_855:
	movq 1032(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_1006
	movq 1024(%rsp), %rax
	movzbl 16399(%rax), %eax
	movb %al, 32(%r14)
	movq 312(%rsp), %rax
	movq 608(%rsp), %r10
	cmpq 1272(%rsp), %r10
	jne .LBB_113
	jmp .LBB_857
.LBB_781:
	cmpq $64, %r10
	jae .LBB_784
	xorl %esi, %esi
	jmp .LBB_788
.LBB_784:
	movq %r10, %rsi
	andq $-64, %rsi
	xorl %r11d, %r11d
	vpbroadcastd .LCPI_19(%rip), %ymm2
	vpbroadcastd .LCPI_18(%rip), %ymm3
.LBB_785:
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
	jne .LBB_785
	cmpq %rsi, %r10
	vpxor %xmm0, %xmm0, %xmm0
	vpbroadcastd .LCPI_19(%rip), %xmm1
	je .LBB_796
	testb $56, %r10b
	je .LBB_791
.LBB_788:
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-8, %rsi
	vpbroadcastd .LCPI_18(%rip), %xmm2
.LBB_789:
	movq (%r8,%r11), %rbx
	xorq 16(%r8,%r11), %rbx
	vmovq %rbx, %xmm0
	vpcmpeqb %xmm1, %xmm0, %xmm0
	vpand %xmm2, %xmm0, %xmm0
	vmovq %xmm0, (%rcx,%r11)
	addq $8, %r11
	cmpq %r11, %rsi
	jne .LBB_789
	cmpq %rsi, %r10
	vpxor %xmm0, %xmm0, %xmm0
	je .LBB_796
	jmp .LBB_791
.LBB_857:
	movq 1352(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_859
	movq 1360(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_859:
	cmpq $0, 1240(%rsp)
	movq 592(%rsp), %r14
	movq 1392(%rsp), %rcx
	jne .LBB_70
	jmp .LBB_863
.LBB_860:
	cmpq $21, %r15
	jae .LBB_862
	movq 112(%rsp), %rdi
	movq 40(%rsp), %r15
	movq %r15, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 496(%rsp), %rbp
	movq 104(%rsp), %r12
	jmp .LBB_90
.LBB_862:
	movq 112(%rsp), %rdi
	movq 40(%rsp), %r15
	movq %r15, %rsi
	leaq 87(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 496(%rsp), %rbp
	movq 104(%rsp), %r12
	jmp .LBB_90
.LBB_863:
	leaq (%rbx,%rbx,4), %rax
	movq 888(%rsp), %rbx
	leaq (%rbx,%rax,8), %rax
	movq %rbx, 624(%rsp)
	movq %rbx, 632(%rsp)
	movq %r14, %rcx
	movq 520(%rsp), %r14
	movq %r14, 640(%rsp)
	movq %rax, 648(%rsp)
	movq %rcx, 656(%rsp)
	movq %rbp, 664(%rsp)
	leaq 552(%rsp), %rax
	movq %rax, 672(%rsp)
	xorl %ebp, %ebp
	leaq 624(%rsp), %rsi
	movq 1424(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1616(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1328(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1496(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	leaq 1304(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1280(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_866
	movq 1288(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_866:
	leaq 920(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1440(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $1944, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_867:
	leaq .Lanon.3(%rip), %rcx
	movq 16(%rsp), %rdx
	movq %rbx, %r13
	jmp .LBB_880
.LBB_868:
	movq 32(%rsp), %rdx
.LBB_869:
	leaq .Lanon.3(%rip), %rcx
	movq %r10, %r13
	jmp .LBB_880
.LBB_870:
	movq %rcx, %r13
	jmp .LBB_876
.LBB_871:
	movq 32(%rsp), %rdx
	leaq .Lanon.3(%rip), %rcx
	movq %r9, %r13
	jmp .LBB_880
.LBB_872:
	movl $1025, %edx
	xorl %r15d, %r15d
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_880
.LBB_873:
	movq %r15, %rdx
.LBB_874:
	movq %r15, %rsi
	movq 472(%rsp), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1009
.LBB_875:
	movq %rbx, %r13
.LBB_876:
	leaq .Lanon.3(%rip), %rcx
	movq 16(%rsp), %rdx
	jmp .LBB_880
.LBB_877:
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_879
.LBB_878:
	leaq .Lanon.3(%rip), %rcx
	movq 16(%rsp), %rdx
.LBB_879:
	movq %r14, %r13
.LBB_880:
	movq %r15, %rdi
	movq %r13, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1009
.LBB_881:
	leaq .Lanon.5(%rip), %rdx
	movq %rax, %r9
	jmp .LBB_978
.LBB_882:
	leaq .Lanon.6(%rip), %rdx
	movq %rax, %r9
	jmp .LBB_978
.LBB_883:
	movq %r12, %rdi
.LBB_884:
	movq 528(%rsp), %r15
	leaq .Lanon.7(%rip), %rax
	movq %rax, 472(%rsp)
	movq 16(%rsp), %rdx
	jmp .LBB_874
.LBB_885:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %r9
	jmp .LBB_978
.LBB_886:
	leaq .Lanon.9(%rip), %rdx
	movq %rax, %r9
	jmp .LBB_978
.LBB_887:
	leaq .Lanon.10(%rip), %rdi
	leaq .Lanon.11(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1009
.LBB_888:
	movq %r12, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_880
.LBB_889:
	movq 328(%rsp), %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_880
.LBB_890:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%r12)
	movb $1, 16(%r12)
	movq 496(%rsp), %rbp
	movq 464(%rsp), %rbx
	jmp .LBB_49
.LBB_892:
	movq %rbp, %r15
	movq %r13, %rdx
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_880
.LBB_893:
	movq %rbp, %rdi
	movq 880(%rsp), %r15
	movq %rcx, %rdx
	jmp .LBB_896
.LBB_894:
	movq %rbp, %r15
	movq %r13, %rdx
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_880
.LBB_895:
	movq %rbp, %rdi
	movq 880(%rsp), %r15
.LBB_896:
	leaq .Lanon.7(%rip), %rax
	movq %rax, 472(%rsp)
	jmp .LBB_874
.LBB_897:
	movq %rax, %r9
	jmp .LBB_929
.LBB_898:
	movl $16, %r15d
	movq %r13, %rdx
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_880
.LBB_899:
	movb $1, %bpl
	leaq .Lanon.16(%rip), %rdx
	movq 496(%rsp), %rsi
	movq 520(%rsp), %r14
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1009
.LBB_900:
	movl $16, %r9d
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_978
.LBB_901:
	movq %rbp, %rdi
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_982
.LBB_902:
	movq %rbp, %rdi
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_982
.LBB_903:
	movl $1025, %esi
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_982
.LBB_904:
	movq %r12, %rdi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_982
.LBB_905:
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_880
.LBB_906:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%r12)
	movb $1, 16(%r12)
	movq 496(%rsp), %rbp
	movq 464(%rsp), %rbx
	movq 592(%rsp), %r14
	jmp .LBB_68
.LBB_908:
	movq %rbp, %r13
	jmp .LBB_910
.LBB_909:
	movq %rax, %r13
.LBB_910:
	movq 32(%rsp), %rdx
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_880
.LBB_911:
	movq %r12, %r13
	jmp .LBB_913
.LBB_912:
	movq 328(%rsp), %r13
.LBB_913:
	leaq .Lanon.12(%rip), %rcx
	movq 16(%rsp), %rdx
	jmp .LBB_880
.LBB_923:
	movq %r9, %rdi
	jmp .LBB_983
.LBB_914:
	movq %r15, %rdi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_982
.LBB_915:
	movq 104(%rsp), %rdi
	jmp .LBB_884
.LBB_916:
	leaq .Lanon.23(%rip), %rdx
	movq 32(%rsp), %r9
	jmp .LBB_978
.LBB_917:
	movq %rbp, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_880
.LBB_918:
	movq %rax, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_880
.LBB_919:
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_982
.LBB_920:
	movl $16, %r9d
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_978
.LBB_921:
	movq %rbp, %rdi
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_982
.LBB_922:
	movq %rbp, %rdi
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_982
.LBB_924:
	movq %rcx, %rdi
.LBB_925:
	movq %r10, %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_982
.LBB_926:
	movq %rcx, %rdi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_982
.LBB_927:
	movq %rbx, %rdi
	movq %rbp, %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_982
.LBB_928:
	movq 16(%rsp), %r9
.LBB_929:
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_978
.LBB_931:
	leaq .Lanon.31(%rip), %rdx
	movq %rcx, %r9
	jmp .LBB_978
.LBB_932:
	movq %rdi, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_880
.LBB_933:
	movq %r9, %rdi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_982
.LBB_934:
	movq %r9, %rdi
	leaq .Lanon.33(%rip), %rax
	jmp .LBB_982
.LBB_935:
	movq $-1, %rdi
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_982
.LBB_936:
	movq %rdi, %r13
	leaq .Lanon.34(%rip), %rdx
	movq 32(%rsp), %r9
	jmp .LBB_978
.LBB_937:
	movq %rbx, %rdi
	jmp .LBB_983
.LBB_947:
	movq %rsi, %rdi
	jmp .LBB_983
.LBB_938:
	movq %rbx, %rdi
	movq %rbp, %rsi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_982
.LBB_939:
	movq %rdx, %rdi
.LBB_940:
	movq 24(%rsp), %rsi
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_982
.LBB_941:
	movq %rdx, %rdi
.LBB_981:
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_982
.LBB_942:
	movq %rsi, %rdi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_982
.LBB_943:
	leaq .Lanon.38(%rip), %rax
	jmp .LBB_982
.LBB_944:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 87(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1009
.LBB_945:
	subq %rbp, %rdx
	addq $1025, %rdx
	leaq .Lanon.42(%rip), %rax
	movq %rax, (%rsp)
	movq %rdx, %rdi
	jmp .LBB_983
.LBB_946:
	movq %r9, %rsi
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_982
.LBB_949:
	movq %r10, %rdi
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_982
.LBB_950:
	movq %rcx, %rdi
	movq %rcx, %rsi
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_982
.LBB_951:
	movq %rdx, %rdi
.LBB_952:
	leaq .Lanon.44(%rip), %rax
	jmp .LBB_982
.LBB_953:
	movq %rsi, %rdi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_982
.LBB_954:
	movq %r10, %rdi
	jmp .LBB_925
.LBB_957:
	movq %rsi, %rdi
	leaq .Lanon.33(%rip), %rax
	jmp .LBB_982
.LBB_959:
	movq %rcx, %r13
	jmp .LBB_977
.LBB_971:
	movq %rax, %rdi
	jmp .LBB_983
.LBB_961:
	movl $1024, %edi
	leaq .Lanon.45(%rip), %rax
	jmp .LBB_982
.LBB_962:
	movq %rcx, %r13
	jmp .LBB_976
.LBB_963:
	movq %rcx, %r13
	movq %rdx, %r9
	jmp .LBB_977
.LBB_964:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 87(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1009
.LBB_965:
	movq %r8, %r13
	jmp .LBB_976
.LBB_966:
	movq %r10, %rdi
	jmp .LBB_983
.LBB_967:
	movq %r9, %rdi
	jmp .LBB_925
.LBB_968:
	movq %r9, %rdi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_982
.LBB_969:
	movq 24(%rsp), %rsi
	movq %rsi, %rdi
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_982
.LBB_970:
	movq %rsi, %rdi
	jmp .LBB_981
.LBB_972:
	movq %r8, %rdi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_982
.LBB_973:
	movq %r8, %rdi
	leaq .Lanon.33(%rip), %rax
.LBB_982:
	movq %rax, (%rsp)
.LBB_983:
	movq (%rsp), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1009
.LBB_975:
	movq %rbx, %r13
.LBB_976:
	movq %rax, %r9
.LBB_977:
	leaq .Lanon.31(%rip), %rdx
.LBB_978:
	movq %r13, %rdi
	movq %r9, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1009
.LBB_979:
	movq %rdx, %r9
	jmp .LBB_929
.LBB_980:
	movq %r8, %rdi
	jmp .LBB_981
.LBB_984:
	movq %r8, %rdi
	jmp .LBB_940
.LBB_985:
	xorl %edi, %edi
	xorl %esi, %esi
	jmp .LBB_983
.LBB_986:
	leaq .Lanon.46(%rip), %rdx
	jmp .LBB_978
.LBB_987:
	movq 536(%rsp), %r13
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_978
.LBB_988:
	movl $8, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_989:
	movl $13, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_990:
	movl $5, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_991:
	movl $10, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_992:
	movl $7, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_993:
	movq %rax, %r13
	movq %rax, %r9
	leaq .Lanon.49(%rip), %rdx
	jmp .LBB_978
.LBB_994:
	movl $1, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_995:
	movl $14, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_996:
	movl $15, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_997:
	movl $3, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_998:
	movl $11, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_999:
	movl $6, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_1000:
	movl $4, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_1001:
	movl $2, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_1002:
	xorl %edi, %edi
	xorl %esi, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_1003:
	movl $12, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_1004:
	xorl %edi, %edi
	xorl %esi, %esi
	leaq .Lanon.50(%rip), %rax
	jmp .LBB_982
.LBB_1005:
	movl $9, %edi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_982
.LBB_1006:
	movl $1024, %edi
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_982
.LBB_1007:
	movq %rcx, %rdi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_982
.LBB_1008:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1009:
	ud2
.LBB_1010:
	xorl %edi, %edi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_982
.LBB_1011:
	xorl %edi, %edi
	xorl %esi, %esi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_982
.LBB_1012:
	xorl %edi, %edi
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_982
.LBB_1013:
	xorl %edi, %edi
	leaq .Lanon.33(%rip), %rax
	jmp .LBB_982
.LBB_1014:
	xorl %edi, %edi
	xorl %esi, %esi
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_982
.LBB_1015:
	xorl %edi, %edi
	jmp .LBB_981
	movq %rax, %r13
	movq 520(%rsp), %rcx
	jmp .LBB_1039
	jmp .LBB_1032
	movq %rax, %r13
	jmp .LBB_1061
	movq %rax, %rbx
	testq %r13, %r13
	jne .LBB_1021
	movq %rbx, %r13
	jmp .LBB_1071
.LBB_1021:
	shlq $3, %r13
	movl $8, %edx
	movq %r12, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %r13
	jmp .LBB_1071
	movq %rax, %r13
	movb $1, %bpl
	jmp .LBB_1034
	jmp .LBB_1032
	movq %rax, %r13
	jmp .LBB_1045
	movq %rax, %r13
	jmp .LBB_1073
	jmp .LBB_1032
	movq %rax, %r13
	jmp .LBB_1074
	jmp .LBB_1032
	movq %rax, %r13
	movq %r14, %rcx
	jmp .LBB_1035
	jmp .LBB_1032
.LBB_1032:
	movq %rax, %r13
	movq 1352(%rsp), %rsi
	movb $1, %bpl
	testq %rsi, %rsi
	je .LBB_1034
	movq 1360(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1034:
	movq 520(%rsp), %rcx
.LBB_1035:
	movq 1640(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1038
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1038
	movq 1632(%rsp), %rdi
	subq %rax, %rdi
	movl $16, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 520(%rsp), %rcx
.LBB_1038:
	testb %bpl, %bpl
	je .LBB_1042
.LBB_1039:
	testq %rcx, %rcx
	je .LBB_1042
	shlq $3, %rcx
	leaq (%rcx,%rcx,4), %rsi
	movl $8, %edx
	movq 888(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1042
	movq %rax, %r13
.LBB_1042:
	movq 1336(%rsp), %r14
	movq 1344(%rsp), %rbx
	testq %rbx, %rbx
	jne .LBB_1049
.LBB_1043:
	movq 1328(%rsp), %rax
	testq %rax, %rax
	je .LBB_1045
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1045:
	movq 1512(%rsp), %r14
	testq %r14, %r14
	je .LBB_1061
	movq %r13, 24(%rsp)
	movq 1528(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1053
.LBB_1047:
	movq %r14, %rax
	shlq $5, %rax
	addq %rax, %r14
	addq $49, %r14
	je .LBB_1060
	movq 1504(%rsp), %rdi
	subq %rax, %rdi
	addq $-32, %rdi
	movl $16, %edx
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1060:
	movq 24(%rsp), %r13
.LBB_1061:
	movq 1312(%rsp), %r14
	movq 1320(%rsp), %rbx
	testq %rbx, %rbx
	jne .LBB_1064
.LBB_1062:
	movq 1304(%rsp), %rax
	testq %rax, %rax
	je .LBB_1071
	shlq $4, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1071
.LBB_1064:
	leaq 32(%r14), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	jmp .LBB_1066
.LBB_1065:
	addq $48, %r15
	decq %rbx
	je .LBB_1062
.LBB_1066:
	movq -32(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1068
	movq -24(%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_1068:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1065
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_1065
.LBB_1049:
	leaq 8(%r14), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	jmp .LBB_1051
.LBB_1050:
	addq $24, %r15
	decq %rbx
	je .LBB_1043
.LBB_1051:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_1050
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_1050
.LBB_1053:
	movq 1504(%rsp), %r12
	vmovdqa (%r12), %xmm0
	leaq 16(%r12), %r13
	vpmovmskb %xmm0, %ebx
	notl %ebx
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %rbp
	jmp .LBB_1055
.LBB_1054:
	blsrl %ebx, %ebx
	decq %r15
	je .LBB_1047
.LBB_1055:
	testw %bx, %bx
	jne .LBB_1057
.LBB_1056:
	vmovdqa (%r13), %xmm0
	addq $-512, %r12
	addq $16, %r13
	vpmovmskb %xmm0, %ebx
	xorl $65535, %ebx
	je .LBB_1056
.LBB_1057:
	xorl %ecx, %ecx
	tzcntl %ebx, %ecx
	shll $5, %ecx
	movq %r12, %rax
	subq %rcx, %rax
	movq -24(%rax), %rsi
	testq %rsi, %rsi
	je .LBB_1054
	movq -16(%rax), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *%rbp
	jmp .LBB_1054
	movq %rax, %r13
.LBB_1071:
	movq 1280(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1073
	movq 1288(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1073:
	leaq 920(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1074:
	movq 1440(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1077
	movq 1464(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1078
.LBB_1076:
	movq %r13, %rdi
	callq _Unwind_Resume@PLT
.LBB_1077:
	movq 1448(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1464(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1076
.LBB_1078:
	movq 1472(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r13, %rdi
	callq _Unwind_Resume@PLT
