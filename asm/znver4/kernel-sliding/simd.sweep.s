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
	subq $1976, %rsp
	movq %rdi, %r12
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %r12, %rdi
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
	movq %r12, %rdi
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
	movq 16(%rdx), %rbp
	movq 24(%rdx), %r13
	movq %rdx, %rbx
	movq %rbp, %rdi
	movq %r13, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	leaq 1464(%rsp), %r14
	movq %rbp, %rcx
	movq %r13, %r8
	movq %r14, %rdi
	movq %rsi, 632(%rsp)
	movq %rdx, 232(%rsp)
	movq %rdx, 592(%rsp)
	callq kernel_sliding::grid_for
	movq %r13, %rax
	shlq $4, %rax
	movq $0, 920(%rsp)
	movq $0, 984(%rsp)
	movq %rbp, 1048(%rsp)
	leaq (%rax,%rax,2), %r15
	leaq (%rbp,%r15), %rax
	movq %rax, 1288(%rsp)
	movq %rax, 1056(%rsp)
	leaq 920(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	movq %rbp, %rbx
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	movq %rdx, %rbp
	adcq $-1, %rbp
	testq %r13, %r13
	je .LBB_18
.LBB_8:
	movq 16(%rbx), %rax
	testq %rax, %rax
	js .LBB_1065
	movq %rax, %rcx
	movq 24(%rbx), %rax
	testq %rax, %rax
	js .LBB_1065
	cmpq %rcx, %rax
	cmovaq %rax, %rcx
	movq %rcx, %rdi
	cmpq $1, %r13
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rax
	leaq 72(%rbx), %rcx
	movq %r15, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
.LBB_12:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1065
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1065
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %rdi
	cmovbeq %rdx, %rdi
	addq $48, %rcx
	decq %rax
	jne .LBB_12
.LBB_15:
	cmpq $1, %rdi
	movq %rdi, %rsi
	adcq $-1, %rsi
	jmp .LBB_19
.LBB_16:
	movq %r12, %rdi
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
	xorl %ebp, %ebp
	testq %r13, %r13
	jne .LBB_8
.LBB_18:
	xorl %esi, %esi
.LBB_19:
	leaq 920(%rsp), %rdi
	movq %rsi, 120(%rsp)
	callq kernel_sliding::blocked::Scratch<_>::new
	leaq 1025(%rbp), %r15
	vpxor %xmm0, %xmm0, %xmm0
	movq %r12, 1456(%rsp)
	vmovdqu64 %zmm0, 704(%rsp)
	vmovdqu64 %zmm0, 640(%rsp)
	movq %rbp, 176(%rsp)
	leaq 1304(%rsp), %rdi
	leaq 640(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 120(%rsp), %rax
	movabsq $9223372036854775800, %rcx
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
	jmp .LBB_1133
.LBB_24:
	movq %r15, 544(%rsp)
	movq %r13, 256(%rsp)
	movq %rbx, 1272(%rsp)
	testq %rbp, %rbp
	je .LBB_33
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 120(%rsp), %rcx
	movq %rax, %r12
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
	movq 120(%rsp), %rdx
	subq %rcx, %rdx
.LBB_32:
	movq %rbx, (%rax)
	addq $8, %rax
	decq %rdx
	jne .LBB_32
	jmp .LBB_35
.LBB_33:
	movq 120(%rsp), %rcx
	movl $8, %r12d
	xorl %r13d, %r13d
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rcx
	jae .LBB_27
.LBB_34:
	movq %r12, %rax
	testq %rcx, %rcx
	je .LBB_60
.LBB_35:
	movq %rbx, (%rax)
	testq %rbp, %rbp
	je .LBB_38
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 120(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_1132
	movq 176(%rsp), %rbp
	movq %rax, %rdx
	cmpq $2, %rsi
	jae .LBB_39
	jmp .LBB_45
.LBB_38:
	movq 120(%rsp), %rsi
	movl $8, %eax
	xorl %ecx, %ecx
	movq 176(%rsp), %rbp
	movq %rax, %rdx
	cmpq $2, %rsi
	jb .LBB_45
.LBB_39:
	movq 120(%rsp), %rdx
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
	movq 120(%rsp), %rdi
	subq %rsi, %rdi
.LBB_44:
	movq %rbx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_44
.LBB_45:
	movq %rbx, (%rdx)
.LBB_46:
	movq 120(%rsp), %rdx
	movq %r13, 640(%rsp)
	movq %r12, 648(%rsp)
	movq %rdx, 656(%rsp)
	movq %rcx, 664(%rsp)
	movq %rax, 672(%rsp)
	movq %rdx, 680(%rsp)
	movq 256(%rsp), %rbx
	leaq 1328(%rsp), %rdi
	leaq 640(%rsp), %rsi
	movq %rbx, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 1272(%rsp), %rax
	movq 1288(%rsp), %rcx
	movq %rax, 1520(%rsp)
	movq %rcx, 1528(%rsp)
	movq %r14, 1536(%rsp)
	leaq 1352(%rsp), %rdi
	leaq 1520(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 592(%rsp), %r12
	leaq (,%rbx,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %rbx
	jbe .LBB_51
	xorl %r15d, %r15d
.LBB_50:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1133
.LBB_51:
	testq %r14, %r14
	je .LBB_61
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rbx, %rcx
	testq %rax, %rax
	je .LBB_50
	movq %rcx, 536(%rsp)
	movq %rax, 904(%rsp)
	cmpq $2, %rbx
	jb .LBB_62
.LBB_54:
	leaq -1(%rbx), %rcx
	leaq -2(%rbx), %rsi
	movq %rax, %rdx
	movl %ecx, %edi
	andl $7, %edi
	cmpq $7, %rsi
	jb .LBB_58
	movq 904(%rsp), %rdx
	andq $-8, %rcx
	vpxor %xmm0, %xmm0, %xmm0
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
	movq 176(%rsp), %rbp
	movl $8, %eax
	xorl %ecx, %ecx
	jmp .LBB_46
.LBB_61:
	movl $8, %eax
	xorl %ecx, %ecx
	movq %rcx, 536(%rsp)
	movq %rax, 904(%rsp)
	cmpq $2, %rbx
	jae .LBB_54
.LBB_62:
	movq %rax, %rdx
	testq %rbx, %rbx
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
	cmpb $1, 16(%rax)
	movq %rax, %r14
	jne .LBB_1028
	movq (%r14), %rax
	movq 8(%r14), %rdx
.LBB_66:
	vmovdqu .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	xorl %esi, %esi
	movq %rcx, (%r14)
	movq 632(%rsp), %rcx
	movq %rcx, 1584(%rsp)
	movq %r12, 1592(%rsp)
	vmovdqu %ymm0, 1600(%rsp)
	movq %rax, 1632(%rsp)
	movq %rdx, 1640(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 232(%rsp), %rax, %rcx
	movabsq $1124801467909119, %rdx
	rorxq $4, %rax, %rax
	shrq $10, %rcx
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1256(%rsp)
	je .LBB_986
	leaq 1(%rbp), %rax
	vmovq .LCPI_0(%rip), %xmm1
	movq %rbp, %r9
	shlq $7, %r9
	movl $1025, %r14d
	movq %rax, 248(%rsp)
	leaq 64(%r9), %r8
	movq 120(%rsp), %rax
	leaq 1(%rax), %rcx
	leaq -1025(%rax), %rsi
	vpbroadcastq %rax, %zmm0
	subq %rax, %r14
	movq %rcx, 1248(%rsp)
	leaq 1025(%rax), %rcx
	movq %rcx, 896(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	decq %rax
	leaq 128(%rcx), %rdx
	leaq 120(%rcx), %rdi
	movq %rdx, 576(%rsp)
	movq %rsi, 1264(%rsp)
	movq %rbp, %rsi
	negq %rsi
	vmovdqu64 %zmm0, 1648(%rsp)
	leaq 120(%r9), %rdx
	movq %rsi, 1424(%rsp)
	leaq 128(%r9), %rsi
	movq %rsi, 1416(%rsp)
	movq %r8, 1408(%rsp)
	movq %rdi, 1232(%rsp)
	movq %r9, 568(%rsp)
	movq %rdx, 1400(%rsp)
	movq %rcx, 216(%rsp)
	addq $64, %rcx
	leaq .Lanon.1(%rip), %rdx
	movq %rcx, 240(%rsp)
	movq %rax, 1216(%rsp)
	movq %rdx, 8(%rsp)
	xorl %ecx, %ecx
	movq %r14, 224(%rsp)
.LBB_68:
	movq 1312(%rsp), %rdx
	leaq 16400(%rcx), %rax
	movq 1320(%rsp), %r14
	movq %rcx, 144(%rsp)
	movq %rdx, 168(%rsp)
	movq %rax, 1432(%rsp)
	movq 632(%rsp), %r11
	testq %r14, %r14
	je .LBB_86
	movq 168(%rsp), %rcx
	movq 1424(%rsp), %rbx
	movq %r14, %rax
	shlq $7, %rax
	xorl %edx, %edx
	addq %rcx, %rax
	jmp .LBB_71
.LBB_70:
	cmpq %rax, %rcx
	je .LBB_85
.LBB_71:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	movl $24, %r9d
	jmp .LBB_74
.LBB_72:
	vmovq (%r11,%rdi,8), %xmm0
.LBB_73:
	vmovq %xmm0, (%r8,%r9)
	addq $32, %r9
	addq $4100, %rsi
	cmpq $152, %r9
	je .LBB_70
.LBB_74:
	movq 144(%rsp), %r10
	vmovdqa %xmm1, %xmm0
	leaq (%rsi,%r10), %rdi
	cmpq %rbp, %rdi
	jb .LBB_77
	addq %rbx, %r10
	addq %rsi, %r10
	movq 232(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %r12, %rdi
	jae .LBB_1014
	vmovq (%r11,%rdi,8), %xmm0
.LBB_77:
	vmovq %xmm0, -24(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 144(%rsp), %rdi
	leaq 1025(%rsi,%rdi), %r10
	cmpq %rbp, %r10
	jb .LBB_80
	leaq (%rbx,%rsi), %r10
	leaq 1025(%rdi,%r10), %r10
	movq 232(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %r12, %rdi
	jae .LBB_1014
	vmovq (%r11,%rdi,8), %xmm0
.LBB_80:
	vmovq %xmm0, -16(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 144(%rsp), %rdi
	leaq 2050(%rsi,%rdi), %r10
	cmpq %rbp, %r10
	jb .LBB_83
	leaq (%rbx,%rsi), %r10
	leaq 2050(%rdi,%r10), %r10
	movq 232(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %r12, %rdi
	jae .LBB_1014
	vmovq (%r11,%rdi,8), %xmm0
.LBB_83:
	vmovq %xmm0, -8(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 144(%rsp), %rdi
	leaq 3075(%rsi,%rdi), %r10
	cmpq %rbp, %r10
	jb .LBB_73
	leaq (%rbx,%rsi), %r10
	leaq 3075(%rdi,%r10), %r10
	movq 232(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %r12, %rdi
	jb .LBB_72
	jmp .LBB_1014
.LBB_85:
	movq 144(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_86:
	movq 1480(%rsp), %rsi
	movq 1472(%rsp), %rdx
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_92
	cmpq $1, %rsi
	jne .LBB_89
	xorl %edi, %edi
	jmp .LBB_91
.LBB_89:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_90:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_90
.LBB_91:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_92:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1552(%rsp)
	leaq 144(%rsp), %rcx
	movq %rdx, 1560(%rsp)
	movq %rax, 1568(%rsp)
	movb $0, 1576(%rsp)
	movq %rcx, 1544(%rsp)
	leaq 1376(%rsp), %rdi
	leaq 1544(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1384(%rsp), %rax
	movq 1392(%rsp), %rcx
	movq %rax, 128(%rsp)
	movq %rcx, 64(%rsp)
	movq %r14, 72(%rsp)
	cmpq $2, %rcx
	jae .LBB_983
.LBB_94:
	movq 1480(%rsp), %rsi
	decq 1256(%rsp)
	movq 144(%rsp), %rax
	movq 232(%rsp), %rcx
	movq 1472(%rsp), %rdx
	xorl %r8d, %r8d
	leaq (,%rsi,8), %rdi
	jmp .LBB_97
.LBB_95:
	movq 256(%rsp), %rbx
	xorl %r10d, %r10d
.LBB_96:
	movq %r8, %r9
	shlq $4, %r9
	incq %r8
	movq %r10, 640(%rsp,%r9)
	movq %r11, 648(%rsp,%r9)
	cmpq $16, %r8
	je .LBB_115
.LBB_97:
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
	jne .LBB_95
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_104
	cmpq $1, %rsi
	jne .LBB_101
	xorl %r11d, %r11d
	jmp .LBB_103
.LBB_101:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_102:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_102
.LBB_103:
	cmpq %r9, (%rdx,%r11,8)
	movq 72(%rsp), %r14
	adcq $0, %r11
.LBB_104:
	shlq $3, %r11
.LBB_105:
	cmpq %r11, %rdi
	je .LBB_108
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_108
	movabsq $1151796703138937857, %r15
	addq $8, %r11
	imulq %r15, %rbx
	movabsq $17996823486545905, %r15
	cmpq %r15, %rbx
	jb .LBB_105
	jmp .LBB_95
.LBB_108:
	movq 256(%rsp), %rbx
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_111
	cmpq $1, %rsi
	jne .LBB_112
	xorl %r11d, %r11d
	jmp .LBB_114
.LBB_111:
	movq $-1, %r11
	jmp .LBB_96
.LBB_112:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_113:
	movq %rbx, %r15
	shrq %r15
	movq %r11, %r14
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_113
.LBB_114:
	cmpq (%rdx,%r11,8), %r9
	movq 256(%rsp), %rbx
	movq 72(%rsp), %r14
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_96
.LBB_115:
	vmovups 704(%rsp), %zmm1
	vmovupd 640(%rsp), %zmm0
	vmovupd 768(%rsp), %zmm2
	vmovupd 832(%rsp), %zmm3
	movq 64(%rsp), %r10
	vmovups %zmm1, 1776(%rsp)
	vmovsd .LCPI_0(%rip), %xmm1
	vmovupd %zmm3, 1904(%rsp)
	vmovupd %zmm2, 1840(%rsp)
	vmovupd %zmm0, 1712(%rsp)
	testq %rbx, %rbx
	je .LBB_980
	cmpq $-1025, %rbp
	movq %r10, %rcx
	setae %al
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	movq %rcx, 264(%rsp)
	cmpq %r14, 544(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 31(%rsp)
	movq 568(%rsp), %rax
	movq 168(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 208(%rsp)
	movq 1416(%rsp), %rax
	leaq (%rcx,%rax), %rax
	movq %rax, 584(%rsp)
	leaq 64(%rcx), %rax
	movq %rax, 608(%rsp)
	movq 1408(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 912(%rsp)
	movq 1400(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 1240(%rsp)
	xorl %eax, %eax
	movq 1272(%rsp), %r11
.LBB_117:
	movq 16(%r11), %rcx
	movq %rax, 560(%rsp)
	testq %rcx, %rcx
	js .LBB_1083
	movq (%r11), %rax
	movq 8(%r11), %rdx
	movq %rax, 48(%rsp)
	orq %rdx, %rax
	movq %rdx, 104(%rsp)
	js .LBB_1083
	movq 48(%rsp), %rax
	movq 104(%rsp), %rdx
	movq 24(%r11), %rdi
	leaq -1(%rax), %rbx
	leaq -1(%rdx), %rax
	cmpq %rax, %rbx
	movq %rax, %rdx
	cmovaq %rbx, %rdx
	testq %rdi, %rdi
	js .LBB_1083
	movq 32(%r11), %rsi
	movq 40(%r11), %r8
	movq %rsi, %r9
	orq %r8, %r9
	js .LBB_1083
	decq %rsi
	decq %r8
	leaq -1(%rcx,%rdx), %rdx
	leaq -1(%rdi), %rcx
	movq %rbx, 624(%rsp)
	cmpq %r8, %rsi
	cmovaq %rsi, %r8
	movq %rdx, %r12
	cmpq %rcx, %r8
	cmovbeq %rcx, %r8
	movq 144(%rsp), %rcx
	subq %rcx, %r12
	leaq 16400(%rcx), %rsi
	setb %r9b
	cmpq %rsi, %rdx
	setae %dl
	orb %r9b, %dl
	jne .LBB_124
	movabsq $1151796703138937857, %r9
	movq %r12, %rdx
	mulxq %r9, %r9, %r9
	shrq $6, %r9
	movq %r9, %rdx
	shlq $10, %rdx
	addq %r9, %rdx
	subq %rdx, %r12
	je .LBB_124
	movl $1, %edx
	movq %r9, 1224(%rsp)
	movq %rdx, 160(%rsp)
	jmp .LBB_125
.LBB_124:
	movq $0, 160(%rsp)
.LBB_125:
	leaq -1(%rdi,%r8), %rdx
	movq %rdx, %rbx
	subq %rcx, %rbx
	setb %dil
	cmpq %rsi, %rdx
	setae %dl
	orb %dil, %dl
	jne .LBB_128
	movabsq $1151796703138937857, %rdi
	movq %rbx, %rdx
	mulxq %rdi, %rdi, %rdi
	shrq $6, %rdi
	movq %rdi, 1440(%rsp)
	movq %rdi, %rdx
	shlq $10, %rdx
	movq 248(%rsp), %r15
	movq 208(%rsp), %r8
	addq %rdi, %rdx
	movq %rbp, %rdi
	subq %rdx, %rbx
	je .LBB_129
	movl $1, %edx
	movq %rdx, 600(%rsp)
	movq 1344(%rsp), %rbp
	movq 560(%rsp), %r13
	cmpq %rbp, %r13
	jb .LBB_130
	jmp .LBB_1106
.LBB_128:
	movq $0, 600(%rsp)
	movq %rbp, %rdi
	movq 248(%rsp), %r15
	movq 208(%rsp), %r8
	movq 1344(%rsp), %rbp
	movq 560(%rsp), %r13
	cmpq %rbp, %r13
	jb .LBB_130
	jmp .LBB_1106
.LBB_129:
	movq $0, 600(%rsp)
	movq 1344(%rsp), %rbp
	movq 560(%rsp), %r13
	cmpq %rbp, %r13
	jae .LBB_1106
.LBB_130:
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
	jne .LBB_133
	movabsq $1151796703138937857, %rax
	movq %rdi, %rbp
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_134
	movq %rdx, 192(%rsp)
	movq %rax, 200(%rsp)
	movl $1, %eax
	jmp .LBB_135
.LBB_133:
	xorl %eax, %eax
	movq %rdi, %rbp
	jmp .LBB_135
.LBB_134:
	xorl %eax, %eax
.LBB_135:
	movq 104(%rsp), %rcx
	movq 928(%rsp), %rdi
	movq 936(%rsp), %rsi
	movq %r11, 616(%rsp)
	movq %r9, 1448(%rsp)
	movq %rbx, 1296(%rsp)
	movq %rax, 184(%rsp)
	movq %r12, 80(%rsp)
	cmpq $1, %rcx
	jne .LBB_141
	cmpb $0, 31(%rsp)
	jne .LBB_1007
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $7, %rsi
	jbe .LBB_140
	movq 584(%rsp), %rdx
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	cmpq %rdx, %rdi
	jae .LBB_202
	leaq 128(%rdi,%rcx), %rcx
	cmpq %rcx, %r8
	jae .LBB_202
.LBB_140:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_204
.LBB_141:
	leaq 1(%rcx), %rdx
	movq %rdi, 40(%rsp)
	movq %r15, %rdi
	subq %rcx, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	movq %rax, %r11
	vmovupd %zmm1, 336(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 400(%rsp)
	vmovupd %zmm1, 464(%rsp)
	imulq %rcx, %rdx
	vcvtusi2sd %rdx, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r14, %rbp
	jae .LBB_1013
	cmpq %rcx, %r15
	jb .LBB_1027
	testq %rcx, %rcx
	je .LBB_146
	vbroadcastsd 360(%rsp), %ymm1
	vbroadcastsd 488(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 272(%rsp), %ymm3
	vmovupd 400(%rsp), %ymm5
	shlq $7, %rdi
	movabsq $144115188075855871, %rax
	addq 168(%rsp), %rdi
	addq %rcx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %r8
	movl %r8d, %eax
	andl $3, %eax
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 368(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 496(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_147
	xorl %edx, %edx
	jmp .LBB_150
.LBB_146:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_153
.LBB_147:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %r8
.LBB_148:
	vmovupd (%rdi), %zmm7
	vmovupd 64(%rdi), %zmm8
	leaq 1(%rdx), %rcx
	vmovupd 128(%rdi), %zmm9
	vmovupd 192(%rdi), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdx), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%rdi), %ymm6, %ymm12
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
	vmulpd 160(%rdi), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%rdi), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%rdi), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%rdi), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%rdi), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%rdi), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%rdi), %zmm7
	addq $512, %rdi
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdx, %r8
	jne .LBB_148
	testq %rax, %rax
	je .LBB_152
.LBB_150:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_151:
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vmovupd (%rdi,%rcx), %zmm7
	vmovupd 64(%rdi,%rcx), %zmm8
	incq %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%rdi,%rcx), %ymm6, %ymm10
	subq $-128, %rcx
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rcx, %rax
	jne .LBB_151
.LBB_152:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 272(%rsp)
	vmovupd %zmm5, 400(%rsp)
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm6, 304(%rsp)
	vextractf64x4 $1, %zmm1, 368(%rsp)
.LBB_153:
	movq 40(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_1105
	vbroadcastsd %xmm0, %zmm3
	leaq 64(%rax), %rcx
	testq %r11, %r11
	movq %rbp, %r8
	movl $1, %r9d
	movq %rcx, 152(%rsp)
	movb %r11b, 112(%rsp)
	movb $57, %cl
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	movq 104(%rsp), %rdx
	vmovupd %zmm2, (%rax)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%rax)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movq 192(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 96(%rsp)
	leaq 192(%rsp), %rax
	cmovneq %rax, %r11
	movabsq $144115188075855871, %rax
	subq %rdx, %r8
	xorl %edi, %edi
	vdivsd %xmm0, %xmm2, %xmm2
	addq %rdx, %rax
	movq %r11, 552(%rsp)
	bzhiq %rcx, %rax, %rax
	leaq 1(%rax), %r12
	movq %rax, 16(%rsp)
	movabsq $288230376151711736, %rax
	movl %r12d, %ecx
	andl $7, %ecx
	andq %rax, %r12
	movl %ecx, %eax
	shll $7, %eax
	movq %rcx, 32(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_155:
	cmpq %r10, %rdi
	jae .LBB_160
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_157:
	movq (%rdx), %rcx
	cmpq %r9, %rcx
	jae .LBB_161
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r10
	jne .LBB_157
	movq %r10, %rdi
	xorl %edx, %edx
	jmp .LBB_162
.LBB_160:
	xorl %edx, %edx
	jmp .LBB_162
.LBB_161:
	movl $1, %edx
.LBB_162:
	cmpq %r9, 96(%rsp)
	setae %r10b
	andb 112(%rsp), %r10b
	testq %rdx, %rdx
	jne .LBB_164
	movl $1025, %ebx
	testb %r10b, %r10b
	je .LBB_169
.LBB_164:
	movq 96(%rsp), %r15
	movzbl %r10b, %r11d
	movl $2, %r10d
	subq %rdx, %r10
	testb %dl, %dl
	movq %r10, 640(%rsp)
	movq $2, 648(%rsp)
	movq %rdx, 656(%rsp)
	movq %rcx, 664(%rsp)
	movq %r11, 672(%rsp)
	movq %r15, %rbx
	cmovneq %rcx, %rbx
	movq %r15, 680(%rsp)
	testq %rdx, %rdx
	je .LBB_168
	je .LBB_168
	shll $4, %edx
	leaq 696(%rsp), %rcx
	subq %rdx, %rcx
.LBB_167:
	movq %rbx, %rdx
	movq (%rcx), %rbx
	incq %r10
	cmpq %rbx, %rdx
	cmovbq %rdx, %rbx
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rbx
	addq $16, %rcx
	cmpq $2, %r10
	jne .LBB_167
.LBB_168:
	cmpq $1025, %rbx
	movl $1025, %ecx
	cmovaeq %rcx, %rbx
.LBB_169:
	vmovupd 272(%rsp), %zmm4
	vmovupd 336(%rsp), %zmm3
	vmovupd 400(%rsp), %zmm6
	vmovupd 464(%rsp), %zmm8
	cmpq %rbx, %r9
	jae .LBB_175
	cmpq %rsi, %r9
	movq %rsi, %rcx
	leaq (%r8,%r9), %r10
	cmovaq %r9, %rcx
	shlq $7, %r10
	movq %rcx, (%rsp)
	movq %r9, %rcx
	shlq $7, %rcx
	movq 152(%rsp), %rdx
	movq 608(%rsp), %r11
	addq %rcx, %rdx
	addq 568(%rsp), %rcx
.LBB_171:
	leaq (%rbp,%r9), %r13
	cmpq %r14, %r13
	jae .LBB_1097
	leaq (%r8,%r9), %r13
	cmpq %r14, %r13
	jae .LBB_1026
	cmpq %r9, (%rsp)
	je .LBB_1129
	vmovupd (%r11,%rcx), %zmm7
	vmovupd -64(%r11,%rcx), %zmm9
	incq %r9
	vaddpd %zmm8, %zmm7, %zmm5
	vmulpd %zmm1, %zmm7, %zmm7
	vsubpd (%r11,%r10), %zmm5, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm6, %zmm9, %zmm7
	vmulpd %zmm1, %zmm9, %zmm9
	vsubpd -64(%r11,%r10), %zmm7, %zmm7
	subq $-128, %r11
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
	cmpq %r9, %rbx
	jne .LBB_171
	jmp .LBB_176
.LBB_175:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_176:
	movq 64(%rsp), %r11
	vmovupd %zmm4, 272(%rsp)
	vmovupd %zmm3, 336(%rsp)
	vmovapd %xmm7, 400(%rsp)
	cmpq $1024, %rbx
	ja .LBB_207
	movq %rdi, 56(%rsp)
	leaq (%rbx,%rbp), %rdi
	cmpq %r14, %rdi
	jae .LBB_1084
	movq %rdi, %r13
	subq 104(%rsp), %r13
	cmpq %r14, %r13
	jae .LBB_1026
	movq 168(%rsp), %rdx
	movq %rdi, %rcx
	shlq $7, %rcx
	shlq $7, %r13
	movq 56(%rsp), %r10
	vmovupd (%rdx,%rcx), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 272(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rdx,%rcx), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 336(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rdx,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 400(%rsp)
	vsubpd 64(%rdx,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 640(%rsp)
	vmovupd %zmm3, 704(%rsp)
	vmovupd %zmm5, 464(%rsp)
	cmpq %r11, %r10
	ja .LBB_1003
	incq %rdi
	shlq $4, %r10
	addq 128(%rsp), %r10
	leaq 1(%rbx), %r9
	xorl %r11d, %r11d
	movq %rdi, %rcx
	subq 104(%rsp), %rcx
	movq %rcx, 136(%rsp)
	shlq $7, %rcx
	movq 552(%rsp), %r13
	addq %rdx, %rcx
	jmp .LBB_183
.LBB_181:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1042
.LBB_182:
	vmovsd %xmm4, 272(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq 176(%rsp), %rbp
	movq 72(%rsp), %r14
	vmovsd %xmm3, 400(%rsp,%r13,8)
	movq %rdx, %r10
	vmovsd %xmm4, 640(%rsp,%r13,8)
	movq %r15, %r13
.LBB_183:
	testb %r11b, %r11b
	je .LBB_192
	movq %r10, %rdx
.LBB_185:
	testq %r13, %r13
	je .LBB_200
	cmpq %rbx, (%r13)
	jne .LBB_200
	movb $2, %r11b
	xorl %r15d, %r15d
	movq %r13, %r10
	movq 104(%rsp), %rbp
	cmpq %rbp, %rdi
	jb .LBB_990
.LBB_188:
	movq 8(%r10), %r13
	testq %rbp, %rbp
	je .LBB_181
	cmpq $15, %r13
	ja .LBB_1021
	cmpq $7, 16(%rsp)
	jae .LBB_195
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
	movq %rcx, %rbp
	jmp .LBB_198
.LBB_192:
	movq 264(%rsp), %r11
	movq %r11, %rdx
	cmpq %r11, %r10
	je .LBB_185
	leaq 16(%r10), %rdx
	cmpq %rbx, (%r10)
	jne .LBB_185
	xorl %r11d, %r11d
	movq %r13, %r15
	movq 104(%rsp), %rbp
	cmpq %rbp, %rdi
	jae .LBB_188
	jmp .LBB_990
.LBB_195:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
	movq %rcx, %rbp
.LBB_196:
	vmovsd (%rbp,%r13,8), %xmm6
	leaq 1(%r10), %r14
	vmovsd 128(%rbp,%r13,8), %xmm7
	vmovsd 512(%rbp,%r13,8), %xmm8
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 2(%r10), %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rbp,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 3(%r10), %r14
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rbp,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 4(%r10), %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 5(%r10), %r14
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rbp,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 6(%r10), %r14
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rbp,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 7(%r10), %r14
	addq $8, %r10
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rbp,%r13,8), %xmm7
	addq $1024, %rbp
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r10, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r10, %r12
	jne .LBB_196
	cmpq $0, 32(%rsp)
	je .LBB_182
.LBB_198:
	leaq (%rbp,%r13,8), %rbp
	incq %r10
	xorl %r14d, %r14d
.LBB_199:
	vmovsd (%rbp,%r14), %xmm6
	vcvtsi2sd %r10, %xmm15, %xmm5
	incq %r10
	subq $-128, %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r14, %rax
	jne .LBB_199
	jmp .LBB_182
.LBB_200:
	cmpq %rsi, %rbx
	jae .LBB_1085
	vmovupd 640(%rsp), %zmm3
	vmovupd 704(%rsp), %zmm4
	movq 40(%rsp), %rdx
	movq 64(%rsp), %r10
	movq 56(%rsp), %rdi
	movq %rbx, %rcx
	shlq $7, %rcx
	vmovupd %zmm4, 64(%rdx,%rcx)
	vmovupd %zmm3, (%rdx,%rcx)
	cmpq $1024, %rbx
	jne .LBB_155
	jmp .LBB_207
.LBB_202:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm20
	vpbroadcastq .LCPI_6(%rip), %zmm21
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
.LBB_203:
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
	vscatterqpd %zmm17, (%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 8(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 16(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 24(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 32(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 40(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 48(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 56(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 64(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 72(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 80(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 88(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 96(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 104(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 112(%rdi,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm2, 120(%rdi,%zmm18) {%k1}
	jne .LBB_203
.LBB_204:
	movq 912(%rsp), %r8
	movq %rax, %rdx
	shlq $7, %rdx
	decq %rax
	leaq 64(%rdi,%rdx), %rdx
	leaq (%r8,%rcx), %rdi
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_205:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_1069
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%rdi,%rcx), %zmm1, %zmm0
	vaddpd (%rdi,%rcx), %zmm1, %zmm1
	vmovupd %zmm0, -64(%rdx,%rcx)
	vmovupd %zmm1, (%rdx,%rcx)
	addq $128, %rcx
	cmpq %rcx, %r8
	jne .LBB_205
.LBB_207:
	movq 120(%rsp), %r9
	movq 960(%rsp), %rax
	movq %r9, %rdi
	subq %rax, %rdi
	movq %rax, 16(%rsp)
	ja .LBB_1015
	movq 624(%rsp), %rsi
	movq 144(%rsp), %rax
	movq 952(%rsp), %r8
	movq %rsi, %rdx
	subq %rax, %rdx
	setb %cl
	addq $16400, %rax
	cmpq %rax, %rsi
	setae %al
	orb %cl, %al
	jne .LBB_212
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_212
	movl $1, %r12d
	movq %rdx, 192(%rsp)
	movq %rax, 200(%rsp)
	jmp .LBB_213
.LBB_212:
	xorl %r12d, %r12d
.LBB_213:
	movq 216(%rsp), %rax
	movq 16(%rsp), %rsi
	movq 936(%rsp), %r15
	movq 48(%rsp), %rbx
	movq %r12, 184(%rsp)
	leaq (%r8,%rax), %r10
	movq 928(%rsp), %rax
	subq %r9, %rsi
	movq %r15, 40(%rsp)
	cmpq $1, %rbx
	jne .LBB_217
	cmpb $0, 31(%rsp)
	jne .LBB_1007
	cmpq %rsi, %r15
	movq %rsi, %rcx
	movl $1024, %r9d
	cmovbq %r15, %rcx
	cmpq $1024, %rcx
	cmovbq %rcx, %r9
	cmpq $7, %rcx
	ja .LBB_222
	movq 224(%rsp), %r14
.LBB_284:
	xorl %ecx, %ecx
	xorl %edx, %edx
	jmp .LBB_285
.LBB_217:
	leaq 1(%rbx), %rcx
	movq 248(%rsp), %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 336(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 400(%rsp)
	vmovupd %zmm1, 464(%rsp)
	imulq %rbx, %rcx
	vcvtusi2sd %rcx, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq %rdx, %rdi
	subq %rbx, %rdi
	cmpq %r14, %rbp
	jae .LBB_1013
	movq 16(%rsp), %rcx
	cmpq %rbx, %rdx
	jb .LBB_1030
	testq %rbx, %rbx
	je .LBB_226
	vbroadcastsd 360(%rsp), %ymm1
	vbroadcastsd 488(%rsp), %ymm4
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 272(%rsp), %ymm2
	vmovupd 400(%rsp), %ymm3
	shlq $7, %rdi
	movabsq $144115188075855871, %rcx
	addq 168(%rsp), %rdi
	movb $57, %dl
	addq %rbx, %rcx
	bzhiq %rdx, %rcx, %rcx
	leaq 1(%rcx), %r8
	movl %r8d, %edx
	andl $7, %edx
	movq %rdi, %r11
	vblendpd $8, %ymm1, %ymm5, %ymm1
	vblendpd $8, %ymm4, %ymm5, %ymm4
	vinsertf64x4 $1, 368(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 496(%rsp), %zmm4, %zmm4
	cmpq $7, %rcx
	jae .LBB_227
	xorl %edi, %edi
	jmp .LBB_230
.LBB_222:
	cmpq %rsi, %r15
	movq 584(%rsp), %r11
	movq %rsi, %rcx
	movl $1024, %edx
	movq 224(%rsp), %r14
	cmovbq %r15, %rcx
	cmpq $1024, %rcx
	cmovaeq %rdx, %rcx
	shll $7, %ecx
	addq %rcx, %r11
	leaq 128(%rcx,%r10), %rdx
	leaq 128(%rax,%rcx), %rcx
	cmpq %r11, %r10
	setb %r11b
	cmpq %rdx, 208(%rsp)
	setb %bl
	cmpq %rcx, %r10
	setb %cl
	cmpq %rdx, %rax
	setb %dl
	testb %bl, %r11b
	jne .LBB_284
	andb %dl, %cl
	movl $0, %ecx
	movl $0, %edx
	jne .LBB_285
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %r9
	movq 208(%rsp), %r11
	movl $8, %ecx
	vpxord %xmm20, %xmm20, %xmm20
	movl %r9d, %edx
	andl $7, %edx
	cmoveq %rcx, %rdx
	movq %r9, %rcx
	subq %rdx, %rcx
	movq %rcx, %rdx
	shlq $7, %rdx
	movq %rcx, %r9
.LBB_225:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vxorpd %xmm17, %xmm17, %xmm17
	vxorpd %xmm16, %xmm16, %xmm16
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vpsllq $7, %zmm0, %zmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm19, %xmm19, %xmm19
	vxorpd %xmm3, %xmm3, %xmm3
	vpaddq %zmm21, %zmm0, %zmm0
	addq $-8, %r9
	vgatherqpd (%r11,%zmm1), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 8(%r11,%zmm1), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 16(%r11,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 24(%r11,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 32(%r11,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 40(%r11,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm18, %zmm18
	vgatherqpd 48(%r11,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm17, %zmm17
	vgatherqpd 56(%r11,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm16, %zmm16
	vgatherqpd 64(%r11,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm15, %zmm15
	vgatherqpd 72(%r11,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm14, %zmm14
	vgatherqpd 80(%r11,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm13, %zmm13
	vgatherqpd 88(%r11,%zmm1), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm12, %zmm12
	vgatherqpd 96(%r11,%zmm1), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm11, %zmm11
	vgatherqpd 104(%r11,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm10, %zmm10
	vgatherqpd 112(%r11,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm9, %zmm9
	vgatherqpd (%rax,%zmm2), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm8, %zmm8
	vgatherqpd 120(%r11,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm7, %zmm7
	vpaddq %zmm22, %zmm1, %zmm1
	vaddpd %zmm20, %zmm6, %zmm6
	vaddpd %zmm20, %zmm5, %zmm5
	vaddpd %zmm20, %zmm4, %zmm4
	vaddpd %zmm19, %zmm19, %zmm19
	vaddpd %zmm20, %zmm3, %zmm3
	vsubpd %zmm18, %zmm19, %zmm18
	vscatterqpd %zmm18, (%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%rax,%zmm2), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm18, %zmm18, %zmm18
	vsubpd %zmm17, %zmm18, %zmm17
	vscatterqpd %zmm17, 8(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%rax,%zmm2), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm17, %zmm17, %zmm17
	vsubpd %zmm16, %zmm17, %zmm16
	vscatterqpd %zmm16, 16(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%rax,%zmm2), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm16, %zmm16, %zmm16
	vsubpd %zmm15, %zmm16, %zmm15
	vscatterqpd %zmm15, 24(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%rax,%zmm2), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm15, %zmm15, %zmm15
	vsubpd %zmm14, %zmm15, %zmm14
	vscatterqpd %zmm14, 32(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%rax,%zmm2), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm14, %zmm14, %zmm14
	vsubpd %zmm13, %zmm14, %zmm13
	vscatterqpd %zmm13, 40(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%rax,%zmm2), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm13, %zmm13, %zmm13
	vsubpd %zmm12, %zmm13, %zmm12
	vscatterqpd %zmm12, 48(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%rax,%zmm2), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm12, %zmm12, %zmm12
	vsubpd %zmm11, %zmm12, %zmm11
	vscatterqpd %zmm11, 56(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%rax,%zmm2), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm11, %zmm11, %zmm11
	vsubpd %zmm10, %zmm11, %zmm10
	vscatterqpd %zmm10, 64(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%rax,%zmm2), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm10, %zmm10, %zmm10
	vsubpd %zmm9, %zmm10, %zmm9
	vscatterqpd %zmm9, 72(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%rax,%zmm2), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm9, %zmm9, %zmm9
	vsubpd %zmm8, %zmm9, %zmm8
	vscatterqpd %zmm8, 80(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%rax,%zmm2), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm8, %zmm8, %zmm8
	vsubpd %zmm7, %zmm8, %zmm7
	vscatterqpd %zmm7, 88(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%rax,%zmm2), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm7, %zmm7, %zmm7
	vsubpd %zmm6, %zmm7, %zmm6
	vscatterqpd %zmm6, 96(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 104(%rax,%zmm2), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm6, %zmm6, %zmm6
	vsubpd %zmm5, %zmm6, %zmm5
	vscatterqpd %zmm5, 104(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 112(%rax,%zmm2), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm5, %zmm5, %zmm5
	vsubpd %zmm4, %zmm5, %zmm4
	vscatterqpd %zmm4, 112(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 120(%rax,%zmm2), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm4, %zmm4, %zmm4
	vsubpd %zmm3, %zmm4, %zmm3
	vscatterqpd %zmm3, 120(%r10,%zmm2) {%k1}
	jne .LBB_225
.LBB_285:
	movl $131200, %r10d
	addq 1232(%rsp), %r8
	movq %rcx, %r9
	shlq $7, %r9
	negq %rcx
	xorl %r11d, %r11d
	subq %rdx, %r10
	addq 1240(%rsp), %rdx
	leaq 120(%rax,%r9), %rax
	addq %r9, %r8
	movq %r15, %r9
	notq %r9
.LBB_286:
	cmpq %rcx, %rdi
	je .LBB_1075
	decq %rcx
	cmpq %rcx, %r9
	je .LBB_1074
	vmovsd -120(%rax,%r11), %xmm16
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
	jne .LBB_286
	jmp .LBB_289
.LBB_226:
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	jmp .LBB_233
.LBB_227:
	movabsq $288230376151711736, %rcx
	xorl %edi, %edi
	andq %rcx, %r8
.LBB_228:
	vmovupd (%r11), %zmm6
	vmovupd 64(%r11), %zmm7
	leaq 1(%rdi), %rcx
	vmovupd 128(%r11), %zmm8
	vmovupd 192(%r11), %zmm9
	vcvtsi2sd %rcx, %xmm15, %xmm5
	leaq 2(%rdi), %rcx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm3, %zmm6, %zmm3
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm3, %zmm8, %zmm3
	vaddpd %zmm4, %zmm9, %zmm4
	leaq 3(%rdi), %rcx
	vaddpd %zmm10, %zmm2, %zmm2
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%r11), %zmm9
	vmovupd 320(%r11), %zmm8
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm6, %zmm2, %zmm2
	vmovupd 384(%r11), %zmm6
	leaq 4(%rdi), %rcx
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm3, %zmm9, %zmm3
	vaddpd %zmm4, %zmm8, %zmm4
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%r11), %zmm8
	vaddpd %zmm3, %zmm6, %zmm3
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm7, %zmm2, %zmm2
	leaq 5(%rdi), %rcx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%r11), %zmm6
	vaddpd %zmm7, %zmm2, %zmm2
	vmovupd 448(%r11), %zmm7
	vaddpd %zmm3, %zmm6, %zmm3
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	leaq 6(%rdi), %rcx
	vaddpd %zmm4, %zmm8, %zmm4
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%r11), %zmm6
	vmovupd 832(%r11), %zmm8
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm7, %zmm2, %zmm2
	leaq 7(%rdi), %rcx
	addq $8, %rdi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm3, %zmm6, %zmm3
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%r11), %zmm6
	vaddpd %zmm7, %zmm2, %zmm2
	vmovupd 704(%r11), %zmm7
	vaddpd %zmm3, %zmm6, %zmm3
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%r11), %zmm6
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rdi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm2, %zmm2
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm3, %zmm6, %zmm3
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm2, %zmm2
	vmovupd 960(%r11), %zmm7
	addq $1024, %r11
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm5, %zmm1, %zmm1
	cmpq %rdi, %r8
	jne .LBB_228
	testq %rdx, %rdx
	je .LBB_232
.LBB_230:
	incq %rdi
	shll $7, %edx
	xorl %ecx, %ecx
.LBB_231:
	vmovupd (%r11,%rcx), %zmm6
	vmovupd 64(%r11,%rcx), %zmm7
	vcvtsi2sd %rdi, %xmm15, %xmm5
	incq %rdi
	subq $-128, %rcx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm8
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm3, %zmm6, %zmm3
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm8, %zmm2, %zmm2
	vaddpd %zmm5, %zmm1, %zmm1
	cmpq %rcx, %rdx
	jne .LBB_231
.LBB_232:
	vmovupd %zmm2, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	movq 16(%rsp), %rcx
	vextractf32x4 $2, %zmm2, %xmm7
	vextractf128 $1, %ymm1, %xmm12
	vextractf32x4 $2, %zmm1, %xmm10
	vextractf32x4 $3, %zmm2, %xmm5
	vextractf32x4 $3, %zmm1, %xmm8
	vmovupd %zmm3, 400(%rsp)
	vmovupd %zmm4, 464(%rsp)
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vmovsd 272(%rsp), %xmm16
	vmovsd 280(%rsp), %xmm15
	vmovsd 288(%rsp), %xmm14
	vmovsd 296(%rsp), %xmm13
	vshufpd $1, %xmm7, %xmm7, %xmm6
	vshufpd $1, %xmm5, %xmm5, %xmm4
	vshufpd $1, %xmm12, %xmm12, %xmm11
	vshufpd $1, %xmm10, %xmm10, %xmm9
	vshufpd $1, %xmm8, %xmm8, %xmm2
.LBB_233:
	cmpq %r9, %rcx
	je .LBB_1134
	testq %r15, %r15
	je .LBB_1135
	vdivsd %xmm0, %xmm16, %xmm16
	vmovsd (%rax), %xmm17
	vdivsd %xmm0, %xmm15, %xmm15
	vdivsd %xmm0, %xmm14, %xmm14
	vdivsd %xmm0, %xmm13, %xmm13
	vdivsd %xmm0, %xmm7, %xmm7
	vdivsd %xmm0, %xmm6, %xmm6
	vdivsd %xmm0, %xmm5, %xmm5
	vdivsd %xmm0, %xmm4, %xmm4
	vdivsd %xmm0, %xmm1, %xmm1
	vdivsd %xmm0, %xmm3, %xmm3
	vdivsd %xmm0, %xmm12, %xmm12
	vdivsd %xmm0, %xmm11, %xmm11
	vdivsd %xmm0, %xmm10, %xmm10
	vdivsd %xmm0, %xmm9, %xmm9
	vdivsd %xmm0, %xmm8, %xmm8
	vdivsd %xmm0, %xmm2, %xmm2
	movb %r12b, 552(%rsp)
	testq %r12, %r12
	movb $57, %dl
	movl $1, %r9d
	movq 48(%rsp), %rdi
	vaddsd %xmm17, %xmm17, %xmm17
	vsubsd %xmm16, %xmm17, %xmm16
	vmovsd %xmm16, (%r10)
	vmovsd 8(%rax), %xmm16
	vaddsd %xmm16, %xmm16, %xmm16
	vsubsd %xmm15, %xmm16, %xmm15
	vmovsd %xmm15, 8(%r10)
	vmovsd 16(%rax), %xmm15
	vaddsd %xmm15, %xmm15, %xmm15
	vsubsd %xmm14, %xmm15, %xmm14
	vmovsd %xmm14, 16(%r10)
	vmovsd 24(%rax), %xmm14
	vaddsd %xmm14, %xmm14, %xmm14
	vsubsd %xmm13, %xmm14, %xmm13
	vmovsd %xmm13, 24(%r10)
	vmovsd 32(%rax), %xmm13
	vaddsd %xmm13, %xmm13, %xmm13
	vsubsd %xmm7, %xmm13, %xmm7
	vmovsd %xmm7, 32(%r10)
	vmovsd 40(%rax), %xmm7
	vaddsd %xmm7, %xmm7, %xmm7
	vsubsd %xmm6, %xmm7, %xmm6
	vmovsd %xmm6, 40(%r10)
	vmovsd 48(%rax), %xmm6
	vaddsd %xmm6, %xmm6, %xmm6
	vsubsd %xmm5, %xmm6, %xmm5
	vmovsd %xmm5, 48(%r10)
	vmovsd 56(%rax), %xmm5
	vaddsd %xmm5, %xmm5, %xmm5
	vsubsd %xmm4, %xmm5, %xmm4
	vmovsd %xmm4, 56(%r10)
	vmovsd 64(%rax), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd %xmm1, %xmm4, %xmm1
	vmovsd %xmm1, 64(%r10)
	vmovsd 72(%rax), %xmm1
	vaddsd %xmm1, %xmm1, %xmm1
	vsubsd %xmm3, %xmm1, %xmm1
	vmovsd %xmm1, 72(%r10)
	vmovsd 80(%rax), %xmm1
	vaddsd %xmm1, %xmm1, %xmm1
	vsubsd %xmm12, %xmm1, %xmm1
	vmovsd %xmm1, 80(%r10)
	vmovsd 88(%rax), %xmm1
	vaddsd %xmm1, %xmm1, %xmm1
	vsubsd %xmm11, %xmm1, %xmm1
	vmovsd %xmm1, 88(%r10)
	vmovsd 96(%rax), %xmm1
	vaddsd %xmm1, %xmm1, %xmm1
	vsubsd %xmm10, %xmm1, %xmm1
	vmovsd %xmm1, 96(%r10)
	vmovsd 104(%rax), %xmm1
	vaddsd %xmm1, %xmm1, %xmm1
	vsubsd %xmm9, %xmm1, %xmm1
	vmovsd %xmm1, 104(%r10)
	vmovsd 112(%rax), %xmm1
	vaddsd %xmm1, %xmm1, %xmm1
	vsubsd %xmm8, %xmm1, %xmm1
	vmovsd %xmm1, 112(%r10)
	vmovsd 120(%rax), %xmm1
	vaddsd %xmm1, %xmm1, %xmm1
	vsubsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %rdi, %xmm31, %xmm2
	vmovsd %xmm1, 120(%r10)
	vmovsd .LCPI_2(%rip), %xmm1
	movq 192(%rsp), %rcx
	vbroadcastsd %xmm2, %zmm2
	movq %rcx, 112(%rsp)
	leaq 192(%rsp), %rcx
	cmovneq %rcx, %r12
	movabsq $144115188075855871, %rcx
	vdivsd %xmm0, %xmm1, %xmm1
	addq %rdi, %rcx
	movq %r12, 152(%rsp)
	bzhiq %rdx, %rcx, %rcx
	leaq 1(%rcx), %r12
	movq %rcx, 32(%rsp)
	movabsq $288230376151711736, %rcx
	movl %r12d, %ebx
	andq %rcx, %r12
	movq %rbp, %rcx
	subq %rdi, %rcx
	andl $7, %ebx
	xorl %edi, %edi
	movq %rcx, 16(%rsp)
	movq %rbx, 96(%rsp)
	shll $7, %ebx
	vbroadcastsd %xmm1, %zmm3
.LBB_236:
	movq 64(%rsp), %r8
	cmpq %r8, %rdi
	jae .LBB_241
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_238:
	movq (%rdx), %rcx
	cmpq %r9, %rcx
	jae .LBB_242
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r8
	jne .LBB_238
	movq %r8, %rdi
	xorl %edx, %edx
	jmp .LBB_243
.LBB_241:
	xorl %edx, %edx
	jmp .LBB_243
.LBB_242:
	movl $1, %edx
.LBB_243:
	cmpq %r9, 112(%rsp)
	setae %r8b
	andb 552(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_245
	movl $1025, %r11d
	testb %r8b, %r8b
	je .LBB_250
.LBB_245:
	movq 112(%rsp), %r15
	movzbl %r8b, %r14d
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq %r8, 640(%rsp)
	movq $2, 648(%rsp)
	movq %rdx, 656(%rsp)
	movq %rcx, 664(%rsp)
	movq %r14, 672(%rsp)
	movq %r15, %r11
	cmovneq %rcx, %r11
	movq %r15, 680(%rsp)
	testq %rdx, %rdx
	je .LBB_249
	je .LBB_249
	shll $4, %edx
	leaq 696(%rsp), %rcx
	subq %rdx, %rcx
.LBB_248:
	movq %r11, %rdx
	movq (%rcx), %r11
	incq %r8
	cmpq %r11, %rdx
	cmovbq %rdx, %r11
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r11
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_248
.LBB_249:
	cmpq $1025, %r11
	movl $1025, %ecx
	cmovaeq %rcx, %r11
.LBB_250:
	vmovupd 272(%rsp), %zmm5
	vmovupd 336(%rsp), %zmm4
	vmovupd 400(%rsp), %zmm7
	vmovupd 464(%rsp), %zmm6
	movq %rdi, 56(%rsp)
	cmpq %r11, %r9
	jae .LBB_257
	cmpq %rsi, %r9
	movq %rsi, %rcx
	movq %r9, %rdx
	cmovaq %r9, %rcx
	movq %rcx, (%rsp)
	movq 40(%rsp), %rdi
	movq 16(%rsp), %rcx
	movq 568(%rsp), %r8
	movq 608(%rsp), %r14
	cmpq %rdi, %r9
	leaq (%rcx,%r9), %r15
	cmovaq %r9, %rdi
	shlq $7, %rdx
	shlq $7, %r15
	addq %rdx, %r8
	orq $120, %rdx
.LBB_252:
	movq %rbp, %rcx
	leaq (%rbp,%r9), %r13
	movq 72(%rsp), %rbp
	cmpq %rbp, %r13
	jae .LBB_1098
	movq 16(%rsp), %r13
	addq %r9, %r13
	cmpq %rbp, %r13
	jae .LBB_1036
	cmpq %r9, (%rsp)
	je .LBB_1045
	cmpq %r9, %rdi
	je .LBB_1046
	vmovupd -64(%r14,%r8), %zmm8
	vmovupd (%r14,%r8), %zmm9
	incq %r9
	movq %rcx, %rbp
	vaddpd %zmm7, %zmm8, %zmm10
	vmulpd %zmm2, %zmm8, %zmm8
	vaddpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm7, %zmm5, %zmm5
	vshufpd $1, %xmm5, %xmm5, %xmm7
	vextractf32x4 $3, %zmm5, %xmm16
	vmulsd %xmm5, %xmm1, %xmm8
	vmulsd %xmm7, %xmm1, %xmm11
	vextractf128 $1, %ymm5, %xmm7
	vmulsd %xmm16, %xmm1, %xmm17
	vmulsd %xmm7, %xmm1, %xmm12
	vshufpd $1, %xmm7, %xmm7, %xmm7
	vmulsd %xmm7, %xmm1, %xmm13
	vextractf32x4 $2, %zmm5, %xmm7
	vmulsd %xmm7, %xmm1, %xmm14
	vshufpd $1, %xmm7, %xmm7, %xmm7
	vmulsd %xmm7, %xmm1, %xmm15
	vsubpd -64(%r14,%r15), %zmm10, %zmm7
	vshufpd $1, %xmm16, %xmm16, %xmm10
	vaddpd %zmm6, %zmm9, %zmm16
	vmulpd %zmm2, %zmm9, %zmm9
	vmulsd %xmm1, %xmm10, %xmm10
	vaddpd %zmm9, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vshufpd $1, %xmm4, %xmm4, %xmm6
	vextractf32x4 $3, %zmm4, %xmm23
	vmulsd %xmm4, %xmm1, %xmm9
	vmulsd %xmm6, %xmm1, %xmm18
	vextractf128 $1, %ymm4, %xmm6
	vmulsd %xmm23, %xmm1, %xmm24
	vmulsd %xmm6, %xmm1, %xmm19
	vshufpd $1, %xmm6, %xmm6, %xmm6
	vmulsd %xmm6, %xmm1, %xmm20
	vextractf32x4 $2, %zmm4, %xmm6
	vmulsd %xmm6, %xmm1, %xmm21
	vshufpd $1, %xmm6, %xmm6, %xmm6
	vmulsd %xmm6, %xmm1, %xmm22
	vsubpd (%r14,%r15), %zmm16, %zmm6
	vshufpd $1, %xmm23, %xmm23, %xmm16
	vmovsd -120(%rax,%rdx), %xmm23
	subq $-128, %r14
	vmulsd %xmm16, %xmm1, %xmm16
	vaddsd %xmm23, %xmm23, %xmm23
	vsubsd %xmm8, %xmm23, %xmm8
	vmovsd %xmm8, -120(%r10,%rdx)
	vmovsd -112(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm11, %xmm8, %xmm8
	vmovsd %xmm8, -112(%r10,%rdx)
	vmovsd -104(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm12, %xmm8, %xmm8
	vmovsd %xmm8, -104(%r10,%rdx)
	vmovsd -96(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm13, %xmm8, %xmm8
	vmovsd %xmm8, -96(%r10,%rdx)
	vmovsd -88(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm14, %xmm8, %xmm8
	vmovsd %xmm8, -88(%r10,%rdx)
	vmovsd -80(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm15, %xmm8, %xmm8
	vmovsd %xmm8, -80(%r10,%rdx)
	vmovsd -72(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm17, %xmm8, %xmm8
	vmovsd %xmm8, -72(%r10,%rdx)
	vmovsd -64(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm10, %xmm8, %xmm8
	vmovsd %xmm8, -64(%r10,%rdx)
	vmovsd -56(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm9, %xmm8, %xmm8
	vmovsd %xmm8, -56(%r10,%rdx)
	vmovsd -48(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm18, %xmm8, %xmm8
	vmovsd %xmm8, -48(%r10,%rdx)
	vmovsd -40(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm19, %xmm8, %xmm8
	vmovsd %xmm8, -40(%r10,%rdx)
	vmovsd -32(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm20, %xmm8, %xmm8
	vmovsd %xmm8, -32(%r10,%rdx)
	vmovsd -24(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm21, %xmm8, %xmm8
	vmovsd %xmm8, -24(%r10,%rdx)
	vmovsd -16(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm22, %xmm8, %xmm8
	vmovsd %xmm8, -16(%r10,%rdx)
	vmovsd -8(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm24, %xmm8, %xmm8
	vmovsd %xmm8, -8(%r10,%rdx)
	vmovsd (%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm16, %xmm8, %xmm8
	vmovsd %xmm8, (%r10,%rdx)
	subq $-128, %rdx
	cmpq %r9, %r11
	jne .LBB_252
.LBB_257:
	movq 72(%rsp), %rcx
	movq 224(%rsp), %r14
	vmovupd %zmm5, 272(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovapd %xmm7, 400(%rsp)
	cmpq $1024, %r11
	ja .LBB_289
	leaq (%r11,%rbp), %rdi
	cmpq %rcx, %rdi
	jae .LBB_1082
	movq %rdi, %r13
	subq 48(%rsp), %r13
	movq 168(%rsp), %rdx
	cmpq %rcx, %r13
	jae .LBB_1081
	movq %rdi, %rcx
	shlq $7, %rcx
	shlq $7, %r13
	movq 56(%rsp), %r8
	vmovupd (%rdx,%rcx), %zmm8
	vmulpd %zmm2, %zmm8, %zmm9
	vaddpd %zmm9, %zmm5, %zmm5
	vsubpd %zmm7, %zmm5, %zmm5
	vaddpd %zmm7, %zmm8, %zmm7
	vmovupd %zmm5, 272(%rsp)
	vmulpd %zmm5, %zmm3, %zmm5
	vmovupd 64(%rdx,%rcx), %zmm9
	vmulpd %zmm2, %zmm9, %zmm10
	vaddpd %zmm10, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm9, %zmm6
	vmovupd %zmm4, 336(%rsp)
	vmulpd %zmm4, %zmm3, %zmm4
	vsubpd (%rdx,%r13), %zmm7, %zmm7
	vmovupd %zmm7, 400(%rsp)
	vsubpd 64(%rdx,%r13), %zmm6, %zmm6
	vmovupd %zmm5, 640(%rsp)
	vmovupd %zmm4, 704(%rsp)
	vmovupd %zmm6, 464(%rsp)
	cmpq 64(%rsp), %r8
	ja .LBB_1000
	incq %rdi
	movq %r8, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	leaq 1(%r11), %r9
	movq %rdi, %r8
	subq 48(%rsp), %r8
	movq %r8, 136(%rsp)
	shlq $7, %r8
	addq %rdx, %r8
	movq %r8, (%rsp)
	xorl %r8d, %r8d
	movq 152(%rsp), %r14
	jmp .LBB_264
.LBB_262:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $16, %r13
	jae .LBB_1042
.LBB_263:
	vmovsd %xmm5, 272(%rsp,%r13,8)
	vdivsd %xmm0, %xmm5, %xmm5
	movq 176(%rsp), %rbp
	vmovsd %xmm4, 400(%rsp,%r13,8)
	movq %r15, %r14
	movq %rdx, %rcx
	vmovsd %xmm5, 640(%rsp,%r13,8)
.LBB_264:
	testb %r8b, %r8b
	je .LBB_273
	movq %rcx, %rdx
.LBB_266:
	testq %r14, %r14
	je .LBB_281
	cmpq %r11, (%r14)
	jne .LBB_281
	movb $2, %r8b
	xorl %r15d, %r15d
	movq %r14, %rcx
	movq 48(%rsp), %rbp
	movq 72(%rsp), %r14
	cmpq %rbp, %rdi
	jb .LBB_990
.LBB_269:
	movq 8(%rcx), %r13
	testq %rbp, %rbp
	je .LBB_262
	cmpq $15, %r13
	ja .LBB_1021
	cmpq $7, 32(%rsp)
	jae .LBB_276
	movq (%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r14d, %r14d
	jmp .LBB_279
.LBB_273:
	movq 264(%rsp), %r8
	movq %r8, %rdx
	cmpq %r8, %rcx
	je .LBB_266
	leaq 16(%rcx), %rdx
	cmpq %r11, (%rcx)
	jne .LBB_266
	xorl %r8d, %r8d
	movq %r14, %r15
	movq 48(%rsp), %rbp
	movq 72(%rsp), %r14
	cmpq %rbp, %rdi
	jae .LBB_269
	jmp .LBB_990
.LBB_276:
	movq (%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r14d, %r14d
.LBB_277:
	vmovsd (%rcx,%r13,8), %xmm7
	leaq 1(%r14), %rbp
	vmovsd 128(%rcx,%r13,8), %xmm8
	vmovsd 512(%rcx,%r13,8), %xmm9
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 2(%r14), %rbp
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vmovsd 256(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 3(%r14), %rbp
	vaddsd %xmm4, %xmm8, %xmm4
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 384(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm4, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 4(%r14), %rbp
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 5(%r14), %rbp
	vaddsd %xmm4, %xmm9, %xmm4
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 640(%rcx,%r13,8), %xmm8
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 6(%r14), %rbp
	vmulsd %xmm6, %xmm9, %xmm6
	vmovsd 768(%rcx,%r13,8), %xmm9
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 7(%r14), %rbp
	addq $8, %r14
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 896(%rcx,%r13,8), %xmm8
	addq $1024, %rcx
	vaddsd %xmm4, %xmm9, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rbp, %xmm15, %xmm6
	vmulsd %xmm6, %xmm9, %xmm6
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %r14, %xmm15, %xmm6
	vmulsd %xmm6, %xmm8, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	cmpq %r14, %r12
	jne .LBB_277
	cmpq $0, 96(%rsp)
	je .LBB_263
.LBB_279:
	leaq (%rcx,%r13,8), %rcx
	incq %r14
	xorl %ebp, %ebp
.LBB_280:
	vmovsd (%rcx,%rbp), %xmm7
	vcvtsi2sd %r14, %xmm15, %xmm6
	incq %r14
	subq $-128, %rbp
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	cmpq %rbp, %rbx
	jne .LBB_280
	jmp .LBB_263
.LBB_281:
	cmpq %rsi, %r11
	jae .LBB_1087
	movq 224(%rsp), %r14
	movq 56(%rsp), %rdi
	cmpq 40(%rsp), %r11
	jae .LBB_1086
	movq %r11, %rcx
	shlq $7, %rcx
	vmovsd (%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 640(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, (%r10,%rcx)
	vmovsd 8(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 648(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 8(%r10,%rcx)
	vmovsd 16(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 656(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 16(%r10,%rcx)
	vmovsd 24(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 664(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 24(%r10,%rcx)
	vmovsd 32(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 672(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 32(%r10,%rcx)
	vmovsd 40(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 680(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 40(%r10,%rcx)
	vmovsd 48(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 688(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 48(%r10,%rcx)
	vmovsd 56(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 696(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 56(%r10,%rcx)
	vmovsd 64(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 704(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 64(%r10,%rcx)
	vmovsd 72(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 712(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 72(%r10,%rcx)
	vmovsd 80(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 720(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 80(%r10,%rcx)
	vmovsd 88(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 728(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 88(%r10,%rcx)
	vmovsd 96(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 736(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 96(%r10,%rcx)
	vmovsd 104(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 744(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 104(%r10,%rcx)
	vmovsd 112(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 752(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 112(%r10,%rcx)
	vmovsd 120(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 760(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 120(%r10,%rcx)
	cmpq $1024, %r11
	jne .LBB_236
.LBB_289:
	movq 960(%rsp), %rsi
	movq 120(%rsp), %r12
	subq %r12, %rsi
	jb .LBB_1012
	movq 1280(%rsp), %rdx
	movq 952(%rsp), %rax
	movq 8(%rdx), %rcx
	movq 16(%rdx), %rdx
	movq %rdx, (%rsp)
	movq 616(%rsp), %r10
	movq 1224(%rsp), %rbx
	testq %r12, %r12
	je .LBB_295
	xorl %edi, %edi
	xorl %edx, %edx
.LBB_292:
	leaq (%r14,%rdx), %r8
	cmpq %rsi, %r8
	jae .LBB_1067
	vmovupd 131200(%rax,%rdi), %zmm0
	vmovupd 131264(%rax,%rdi), %zmm1
	vmovupd %zmm1, 704(%rsp)
	vmovupd %zmm0, 640(%rsp)
	cmpq %rdx, (%rsp)
	je .LBB_1066
	vmovsd (%rcx,%rdx,8), %xmm0
	incq %rdx
	vmovsd %xmm0, (%rax,%rdi)
	vmovupd 640(%rsp), %zmm0
	vmovupd 696(%rsp), %zmm1
	vmovupd %zmm0, 8(%rax,%rdi)
	vmovupd %zmm1, 64(%rax,%rdi)
	subq $-128, %rdi
	cmpq %rdi, 216(%rsp)
	jne .LBB_292
.LBB_295:
	movq (%rsp), %rdx
	movq 1264(%rsp), %r8
	movq 64(%rsp), %r11
	testq %rdx, %rdx
	je .LBB_305
	leaq (,%rdx,8), %rdi
	movq %r14, %rdx
	addq $-8, %rdi
	shrq $3, %rdi
	cmpq %r14, %rsi
	cmovaq %rsi, %rdx
	addq %r8, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	cmpq $32, %rdx
	jb .LBB_299
	cmpq %r14, %rsi
	movq %r8, %r9
	movq %r14, %r8
	cmovaq %rsi, %r8
	addq %r9, %r8
	cmpq %r8, %rdi
	cmovbq %rdi, %r8
	movq %r8, %rdi
	shlq $7, %rdi
	leaq 131328(%rax,%rdi), %rdi
	cmpq %rdi, %rcx
	jae .LBB_300
	leaq 8(%rcx,%r8,8), %rdi
	leaq 131320(%rax), %r8
	cmpq %rdi, %r8
	jae .LBB_300
.LBB_299:
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_302
.LBB_300:
	movq 216(%rsp), %rdi
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovdqu64 1648(%rsp), %zmm6
	incq %rdx
	movl $32, %r9d
	leaq (%rax,%rdi), %r8
	movl %edx, %edi
	andl $31, %edi
	cmoveq %r9, %rdi
	xorl %r9d, %r9d
	subq %rdi, %rdx
	leaq (%rcx,%rdx,8), %rdi
.LBB_301:
	vpsubq %zmm6, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vpaddq .LCPI_7(%rip){1to8}, %zmm0, %zmm0
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vpsllq $7, %zmm1, %zmm1
	vgatherqpd 131320(%r8,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 132344(%r8,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 133368(%r8,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 134392(%r8,%zmm1), %zmm5 {%k1}
	vmovupd %zmm2, (%rcx,%r9,8)
	vmovupd %zmm3, 64(%rcx,%r9,8)
	vmovupd %zmm4, 128(%rcx,%r9,8)
	vmovupd %zmm5, 192(%rcx,%r9,8)
	addq $32, %r9
	cmpq %r9, %rdx
	jne .LBB_301
.LBB_302:
	movq (%rsp), %r8
	leaq (%rcx,%r8,8), %rcx
	leaq (%r14,%rdx), %r8
	shlq $7, %rdx
	leaq 131320(%rax,%rdx), %rax
.LBB_303:
	cmpq %rsi, %r8
	jae .LBB_1068
	vmovsd (%rax), %xmm0
	incq %r8
	subq $-128, %rax
	vmovsd %xmm0, (%rdi)
	addq $8, %rdi
	cmpq %rcx, %rdi
	jne .LBB_303
.LBB_305:
	movq 16(%r10), %rcx
	testq %rcx, %rcx
	js .LBB_1083
	movq 952(%rsp), %rax
	movq 960(%rsp), %r14
	movq 984(%rsp), %rsi
	movq %rax, 40(%rsp)
	movq 160(%rsp), %rax
	movq 80(%rsp), %rdx
	movq %rax, 184(%rsp)
	movq %rdx, 192(%rsp)
	movq %rbx, 200(%rsp)
	movq 976(%rsp), %rbx
	cmpq $1, %rcx
	jne .LBB_312
	cmpq %r14, 896(%rsp)
	ja .LBB_1016
	movq 40(%rsp), %r8
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $8, %rsi
	jb .LBB_311
	movq 576(%rsp), %rdi
	movq 216(%rsp), %rcx
	cmpq $1024, %rsi
	movl $1024, %edx
	cmovbq %rsi, %rdx
	shll $7, %edx
	addq %r8, %rdi
	addq %r8, %rcx
	addq %rdx, %rdi
	cmpq %rdi, %rbx
	jae .LBB_373
	leaq 128(%rbx,%rdx), %rdx
	cmpq %rdx, %rcx
	jae .LBB_373
.LBB_311:
	xorl %eax, %eax
	xorl %edx, %edx
	jmp .LBB_375
.LBB_312:
	leaq 1(%rcx), %rax
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 336(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 400(%rsp)
	vmovupd %zmm1, 464(%rsp)
	imulq %rcx, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq 1248(%rsp), %rax
	movq %r14, 32(%rsp)
	movq %rax, %rdi
	subq %rcx, %rdi
	cmpq %r14, %r12
	jae .LBB_1031
	movq 40(%rsp), %r9
	cmpq %rcx, %rax
	jb .LBB_1032
	movq %rcx, 16(%rsp)
	testq %rcx, %rcx
	je .LBB_317
	vbroadcastsd 360(%rsp), %ymm1
	vbroadcastsd 488(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 272(%rsp), %ymm3
	vmovupd 400(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	shlq $7, %rdi
	addq %rcx, %rax
	movb $57, %cl
	addq %r9, %rdi
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %r8
	movl %r8d, %eax
	andl $3, %eax
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 368(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 496(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_318
	xorl %edx, %edx
	jmp .LBB_321
.LBB_317:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_324
.LBB_318:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %r8
.LBB_319:
	vmovupd (%rdi), %zmm7
	vmovupd 64(%rdi), %zmm8
	leaq 1(%rdx), %rcx
	vmovupd 128(%rdi), %zmm9
	vmovupd 192(%rdi), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdx), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%rdi), %ymm6, %ymm12
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
	vmulpd 160(%rdi), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%rdi), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%rdi), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%rdi), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%rdi), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%rdi), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%rdi), %zmm7
	addq $512, %rdi
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %rdx, %r8
	jne .LBB_319
	testq %rax, %rax
	je .LBB_323
.LBB_321:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_322:
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vmovupd (%rdi,%rcx), %zmm7
	vmovupd 64(%rdi,%rcx), %zmm8
	incq %rdx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%rdi,%rcx), %ymm6, %ymm10
	subq $-128, %rcx
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rcx, %rax
	jne .LBB_322
.LBB_323:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 272(%rsp)
	vmovupd %zmm5, 400(%rsp)
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm6, 304(%rsp)
	vextractf64x4 $1, %zmm1, 368(%rsp)
.LBB_324:
	testq %rsi, %rsi
	je .LBB_1105
	vbroadcastsd %xmm0, %zmm3
	leaq 64(%rbx), %rax
	movq %r12, %r8
	movq %rax, 152(%rsp)
	movq %rbx, 552(%rsp)
	leaq 192(%rsp), %rax
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	movq 160(%rsp), %rcx
	movb %cl, 112(%rsp)
	testq %rcx, %rcx
	movq 16(%rsp), %rdx
	cmovneq %rax, %rcx
	movabsq $144115188075855871, %rax
	xorl %edi, %edi
	movq %rcx, 160(%rsp)
	movb $57, %cl
	addq %rdx, %rax
	subq %rdx, %r8
	bzhiq %rcx, %rax, %rax
	vmovupd %zmm2, (%rbx)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%rbx)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	leaq 1(%rax), %r14
	movq %rax, 48(%rsp)
	movabsq $288230376151711736, %rax
	movl %r14d, %r15d
	andq %rax, %r14
	leaq 64(%r9), %rax
	andl $7, %r15d
	movl $1, %r9d
	movq %rax, 624(%rsp)
	movq %r15, 96(%rsp)
	shll $7, %r15d
	vbroadcastsd %xmm1, %zmm1
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm2, %zmm2
.LBB_326:
	cmpq %r11, %rdi
	jae .LBB_331
	movq %rdi, %rax
	shlq $4, %rax
	addq 128(%rsp), %rax
.LBB_328:
	movq (%rax), %rcx
	cmpq %r9, %rcx
	jae .LBB_332
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r11
	jne .LBB_328
	movq %r11, %rdi
	xorl %edx, %edx
	jmp .LBB_333
.LBB_331:
	xorl %edx, %edx
	jmp .LBB_333
.LBB_332:
	movl $1, %edx
.LBB_333:
	cmpq %r9, 80(%rsp)
	setae %r10b
	andb 112(%rsp), %r10b
	testq %rdx, %rdx
	jne .LBB_335
	movl $1025, %eax
	testb %r10b, %r10b
	je .LBB_340
.LBB_335:
	movq 80(%rsp), %rbx
	movzbl %r10b, %r11d
	movl $2, %r10d
	subq %rdx, %r10
	testb %dl, %dl
	movq %r10, 640(%rsp)
	movq $2, 648(%rsp)
	movq %rdx, 656(%rsp)
	movq %rcx, 664(%rsp)
	movq %r11, 672(%rsp)
	movq %rbx, %rax
	cmovneq %rcx, %rax
	movq %rbx, 680(%rsp)
	testq %rdx, %rdx
	je .LBB_339
	je .LBB_339
	shll $4, %edx
	leaq 696(%rsp), %rcx
	subq %rdx, %rcx
.LBB_338:
	movq %rax, %rdx
	movq (%rcx), %rax
	incq %r10
	cmpq %rax, %rdx
	cmovbq %rdx, %rax
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rax
	addq $16, %rcx
	cmpq $2, %r10
	jne .LBB_338
.LBB_339:
	cmpq $1025, %rax
	movl $1025, %ecx
	cmovaeq %rcx, %rax
.LBB_340:
	vmovupd 272(%rsp), %zmm4
	vmovupd 336(%rsp), %zmm3
	vmovupd 400(%rsp), %zmm6
	vmovupd 464(%rsp), %zmm8
	cmpq %rax, %r9
	jae .LBB_346
	cmpq %rsi, %r9
	movq %rsi, %rcx
	leaq (%r8,%r9), %r10
	cmovaq %r9, %rcx
	shlq $7, %r10
	movq %rcx, (%rsp)
	movq %r9, %rcx
	shlq $7, %rcx
	movq 152(%rsp), %rdx
	movq 624(%rsp), %rbx
	addq %rcx, %rdx
	addq 216(%rsp), %rcx
.LBB_342:
	movq %rbp, %r11
	movq 32(%rsp), %rbp
	leaq (%r12,%r9), %r13
	cmpq %rbp, %r13
	jae .LBB_1098
	leaq (%r8,%r9), %r13
	cmpq %rbp, %r13
	jae .LBB_1052
	cmpq %r9, (%rsp)
	je .LBB_1129
	vmovupd (%rbx,%rcx), %zmm7
	vmovupd -64(%rbx,%rcx), %zmm9
	incq %r9
	movq %r11, %rbp
	vaddpd %zmm8, %zmm7, %zmm5
	vmulpd %zmm1, %zmm7, %zmm7
	vsubpd (%rbx,%r10), %zmm5, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm6, %zmm9, %zmm7
	vmulpd %zmm1, %zmm9, %zmm9
	vsubpd -64(%rbx,%r10), %zmm7, %zmm7
	subq $-128, %rbx
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
	jne .LBB_342
	jmp .LBB_347
.LBB_346:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_347:
	movq 616(%rsp), %r10
	movq 64(%rsp), %r11
	movq 40(%rsp), %rbx
	vmovupd %zmm4, 272(%rsp)
	vmovupd %zmm3, 336(%rsp)
	vmovapd %xmm7, 400(%rsp)
	cmpq $1024, %rax
	ja .LBB_378
	movq %rdi, 56(%rsp)
	leaq (%rax,%r12), %rdi
	movq 32(%rsp), %rbp
	cmpq %rbp, %rdi
	jae .LBB_1090
	movq %rdi, %r13
	subq 16(%rsp), %r13
	cmpq %rbp, %r13
	jae .LBB_1037
	movq %rdi, %rcx
	shlq $7, %rcx
	shlq $7, %r13
	movq 56(%rsp), %rdx
	vmovupd (%rbx,%rcx), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 272(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rbx,%rcx), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 336(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rbx,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 400(%rsp)
	vsubpd 64(%rbx,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 640(%rsp)
	vmovupd %zmm3, 704(%rsp)
	vmovupd %zmm5, 464(%rsp)
	cmpq %r11, %rdx
	ja .LBB_1004
	incq %rdi
	movq %rdx, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	leaq 1(%rax), %r9
	xorl %r12d, %r12d
	movq %rdi, %rbp
	subq 16(%rsp), %rbp
	movq %rbp, 136(%rsp)
	shlq $7, %rbp
	addq %rbx, %rbp
	movq 160(%rsp), %rbx
	jmp .LBB_354
.LBB_352:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1042
.LBB_353:
	vmovsd %xmm4, 272(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq 64(%rsp), %r11
	vmovsd %xmm3, 400(%rsp,%r13,8)
	movq %r10, %rbx
	movq %rdx, %rcx
	vmovsd %xmm4, 640(%rsp,%r13,8)
.LBB_354:
	testb %r12b, %r12b
	je .LBB_363
	movq %rcx, %rdx
.LBB_356:
	testq %rbx, %rbx
	je .LBB_371
	cmpq %rax, (%rbx)
	jne .LBB_371
	movb $2, %r12b
	xorl %r10d, %r10d
	movq %rbx, %rcx
	movq 16(%rsp), %r11
	cmpq %r11, %rdi
	jb .LBB_991
.LBB_359:
	movq 8(%rcx), %r13
	testq %r11, %r11
	je .LBB_352
	cmpq $15, %r13
	ja .LBB_1021
	cmpq $7, 48(%rsp)
	jae .LBB_366
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	movq %rbp, %rcx
	jmp .LBB_369
.LBB_363:
	movq 264(%rsp), %r10
	movq %r10, %rdx
	cmpq %r10, %rcx
	je .LBB_356
	leaq 16(%rcx), %rdx
	cmpq %rax, (%rcx)
	jne .LBB_356
	xorl %r12d, %r12d
	movq %rbx, %r10
	movq 16(%rsp), %r11
	cmpq %r11, %rdi
	jae .LBB_359
	jmp .LBB_991
.LBB_366:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	movq %rbp, %rcx
.LBB_367:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%rbx), %r11
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 2(%rbx), %r11
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 3(%rbx), %r11
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 4(%rbx), %r11
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 5(%rbx), %r11
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 6(%rbx), %r11
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 7(%rbx), %r11
	addq $8, %rbx
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rbx, %r14
	jne .LBB_367
	cmpq $0, 96(%rsp)
	je .LBB_353
.LBB_369:
	leaq (%rcx,%r13,8), %rcx
	incq %rbx
	xorl %r11d, %r11d
.LBB_370:
	vmovsd (%rcx,%r11), %xmm6
	vcvtsi2sd %rbx, %xmm15, %xmm5
	incq %rbx
	subq $-128, %r11
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r11, %r15
	jne .LBB_370
	jmp .LBB_353
.LBB_371:
	cmpq %rsi, %rax
	jae .LBB_1091
	vmovupd 640(%rsp), %zmm3
	vmovupd 704(%rsp), %zmm4
	movq 552(%rsp), %rdx
	movq 176(%rsp), %rbp
	movq 120(%rsp), %r12
	movq 616(%rsp), %r10
	movq 56(%rsp), %rdi
	movq %rax, %rcx
	shlq $7, %rcx
	vmovupd %zmm4, 64(%rdx,%rcx)
	vmovupd %zmm3, (%rdx,%rcx)
	cmpq $1024, %rax
	jne .LBB_326
	jmp .LBB_378
.LBB_373:
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
.LBB_374:
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
	vscatterqpd %zmm17, (%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 8(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 16(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 24(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 32(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 40(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 48(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 56(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 64(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 72(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 80(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 88(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 96(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 104(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 112(%rbx,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm2, 120(%rbx,%zmm18) {%k1}
	jne .LBB_374
.LBB_375:
	addq 240(%rsp), %r8
	movq %rax, %rcx
	shlq $7, %rcx
	movl $131200, %edi
	decq %rax
	leaq 64(%rbx,%rcx), %rcx
	subq %rdx, %rdi
	addq %rdx, %r8
	xorl %edx, %edx
.LBB_376:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_1069
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%r8,%rdx), %zmm1, %zmm0
	vaddpd (%r8,%rdx), %zmm1, %zmm1
	vmovupd %zmm0, -64(%rcx,%rdx)
	vmovupd %zmm1, (%rcx,%rdx)
	addq $128, %rdx
	cmpq %rdx, %rdi
	jne .LBB_376
.LBB_378:
	movq 960(%rsp), %rax
	movq %r12, %rcx
	subq %rax, %rcx
	movq %rax, 16(%rsp)
	movq %rcx, 1224(%rsp)
	ja .LBB_1017
	movq 32(%r10), %rbx
	movq 72(%rsp), %r14
	testq %rbx, %rbx
	js .LBB_1083
	movq 40(%r10), %rax
	movq %rax, 32(%rsp)
	testq %rax, %rax
	js .LBB_1083
	movq 24(%r10), %rdi
	testq %rdi, %rdi
	js .LBB_1083
	movq 144(%rsp), %rcx
	leaq -1(%rbx), %rax
	movq 952(%rsp), %r8
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %sil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %sil, %al
	jne .LBB_385
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	movq 248(%rsp), %rcx
	je .LBB_386
	movl $1, %r10d
	movq %rdx, 192(%rsp)
	movq %rax, 200(%rsp)
	jmp .LBB_387
.LBB_385:
	movq 248(%rsp), %rcx
.LBB_386:
	xorl %r10d, %r10d
.LBB_387:
	movq 16(%rsp), %rsi
	movq 216(%rsp), %rax
	movq %rdi, 96(%rsp)
	movq %r10, 184(%rsp)
	movq %r8, 152(%rsp)
	subq %r12, %rsi
	leaq (%r8,%rax), %r12
	cmpq $1, %rbx
	jne .LBB_393
	cmpb $0, 31(%rsp)
	movq 208(%rsp), %rdi
	jne .LBB_1007
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $7, %rsi
	jbe .LBB_392
	movq 584(%rsp), %rdx
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	cmpq %rdx, %r12
	jae .LBB_454
	movq 576(%rsp), %rdx
	addq %r8, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %rdi
	jae .LBB_454
.LBB_392:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_456
.LBB_393:
	leaq 1(%rbx), %rax
	movq %rcx, %rdx
	subq %rbx, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 336(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 400(%rsp)
	vmovupd %zmm1, 464(%rsp)
	imulq %rbx, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r14, %rbp
	jae .LBB_1020
	movq 16(%rsp), %rax
	cmpq %rbx, %rcx
	jb .LBB_1034
	testq %rbx, %rbx
	je .LBB_398
	vbroadcastsd 360(%rsp), %ymm1
	vbroadcastsd 488(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 272(%rsp), %ymm3
	vmovupd 400(%rsp), %ymm5
	shlq $7, %rdx
	addq 168(%rsp), %rdx
	movabsq $144115188075855871, %rax
	movb $57, %cl
	addq %rbx, %rax
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rax
	movq %rdx, %r9
	movl %eax, %edx
	andl $3, %edx
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 368(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 496(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_399
	xorl %edi, %edi
	jmp .LBB_402
.LBB_398:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_405
.LBB_399:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edi, %edi
	addq $4, %rcx
	andq %rcx, %rax
.LBB_400:
	vmovupd (%r9), %zmm7
	vmovupd 64(%r9), %zmm8
	leaq 1(%rdi), %rcx
	vmovupd 128(%r9), %zmm9
	vmovupd 192(%r9), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%rdi), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r9), %ymm6, %ymm12
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
	vcvtsi2sd %rdi, %xmm15, %xmm6
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
	cmpq %rdi, %rax
	jne .LBB_400
	testq %rdx, %rdx
	je .LBB_404
.LBB_402:
	incq %rdi
	shll $7, %edx
	xorl %eax, %eax
.LBB_403:
	vcvtsi2sd %rdi, %xmm15, %xmm6
	vmovupd (%r9,%rax), %zmm7
	vmovupd 64(%r9,%rax), %zmm8
	incq %rdi
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%r9,%rax), %ymm6, %ymm10
	subq $-128, %rax
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rax, %rdx
	jne .LBB_403
.LBB_404:
	movq 16(%rsp), %rax
	vmovupd %zmm5, 400(%rsp)
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm5
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 272(%rsp)
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm5, 304(%rsp)
	vextractf64x4 $1, %zmm1, 368(%rsp)
.LBB_405:
	cmpq 120(%rsp), %rax
	je .LBB_1136
	vbroadcastsd %xmm0, %zmm3
	movb %r10b, 160(%rsp)
	testq %r10, %r10
	movb $57, %cl
	movl $1, %r8d
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	vbroadcastsd .LCPI_8(%rip), %zmm3
	vmulpd %zmm3, %zmm2, %zmm2
	vmulpd %zmm3, %zmm1, %zmm1
	vmovupd %zmm2, (%r12)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r12)
	vcvtsi2sd %rbx, %xmm15, %xmm1
	movq 192(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 112(%rsp)
	leaq 192(%rsp), %rax
	cmovneq %rax, %r10
	movabsq $144115188075855871, %rax
	xorl %edi, %edi
	vdivsd %xmm0, %xmm2, %xmm2
	addq %rbx, %rax
	movq %r10, 552(%rsp)
	bzhiq %rcx, %rax, %rax
	movq %rax, 80(%rsp)
	leaq 1(%rax), %r15
	movabsq $288230376151711736, %rax
	movl %r15d, %r9d
	andq %rax, %r15
	movq 240(%rsp), %rax
	movq 152(%rsp), %rcx
	andl $7, %r9d
	addq %rcx, %rax
	movq %rax, 624(%rsp)
	movq %rbp, %rax
	subq %rbx, %rax
	movq %rax, 48(%rsp)
	movq %r9, 40(%rsp)
	shll $7, %r9d
	movq %rbx, 56(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_407:
	cmpq %r11, %rdi
	jae .LBB_412
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
.LBB_409:
	movq (%rcx), %rax
	cmpq %r8, %rax
	jae .LBB_413
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r11
	jne .LBB_409
	movq %r11, %rdi
	xorl %ecx, %ecx
	jmp .LBB_414
.LBB_412:
	xorl %ecx, %ecx
	jmp .LBB_414
.LBB_413:
	movl $1, %ecx
.LBB_414:
	cmpq %r8, 112(%rsp)
	setae %dl
	andb 160(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_416
	movl $1025, %r10d
	testb %dl, %dl
	je .LBB_421
.LBB_416:
	movq 112(%rsp), %r13
	movzbl %dl, %r11d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq %rdx, 640(%rsp)
	movq $2, 648(%rsp)
	movq %rcx, 656(%rsp)
	movq %rax, 664(%rsp)
	movq %r11, 672(%rsp)
	movq %r13, %r10
	cmovneq %rax, %r10
	movq %r13, 680(%rsp)
	testq %rcx, %rcx
	je .LBB_420
	je .LBB_420
	shll $4, %ecx
	leaq 696(%rsp), %rax
	subq %rcx, %rax
.LBB_419:
	movq %r10, %rcx
	movq (%rax), %r10
	incq %rdx
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r10
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_419
.LBB_420:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_421:
	vmovupd 272(%rsp), %zmm4
	vmovupd 336(%rsp), %zmm3
	vmovupd 400(%rsp), %zmm6
	vmovupd 464(%rsp), %zmm8
	cmpq %r10, %r8
	jae .LBB_427
	cmpq %rsi, %r8
	movq %rsi, %rax
	cmovaq %r8, %rax
	movq %rax, (%rsp)
	movq %r8, %rax
	shlq $7, %rax
	movq 624(%rsp), %rcx
	movq 48(%rsp), %rdx
	movq 608(%rsp), %r11
	addq %rax, %rcx
	addq 568(%rsp), %rax
	addq %r8, %rdx
	shlq $7, %rdx
.LBB_423:
	leaq (%rbp,%r8), %r13
	cmpq %r14, %r13
	jae .LBB_1097
	movq 48(%rsp), %r13
	addq %r8, %r13
	cmpq %r14, %r13
	jae .LBB_1026
	cmpq %r8, (%rsp)
	je .LBB_1054
	vmovupd (%r11,%rax), %zmm7
	vmovupd -64(%r11,%rax), %zmm9
	vbroadcastsd .LCPI_8(%rip), %zmm10
	incq %r8
	vaddpd %zmm8, %zmm7, %zmm5
	vmulpd %zmm1, %zmm7, %zmm7
	vsubpd (%r11,%rdx), %zmm5, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm6, %zmm9, %zmm7
	vmulpd %zmm1, %zmm9, %zmm9
	vsubpd -64(%r11,%rdx), %zmm7, %zmm7
	subq $-128, %r11
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
	cmpq %r8, %r10
	jne .LBB_423
	jmp .LBB_428
.LBB_427:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_428:
	movq 64(%rsp), %r11
	vmovupd %zmm4, 272(%rsp)
	vmovupd %zmm3, 336(%rsp)
	vmovapd %xmm7, 400(%rsp)
	cmpq $1024, %r10
	ja .LBB_459
	addq %r10, %rbp
	cmpq %r14, %rbp
	jae .LBB_1092
	movq %rbp, %r13
	subq %rbx, %r13
	cmpq %r14, %r13
	jae .LBB_1026
	movq 168(%rsp), %rdx
	movq %rbp, %rax
	shlq $7, %rax
	shlq $7, %r13
	vmovupd (%rdx,%rax), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 272(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rdx,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 336(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rdx,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 400(%rsp)
	vsubpd 64(%rdx,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 640(%rsp)
	vmovupd %zmm3, 704(%rsp)
	vmovupd %zmm5, 464(%rsp)
	cmpq %r11, %rdi
	ja .LBB_1001
	incq %rbp
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	leaq 1(%r10), %r8
	xorl %r14d, %r14d
	movq %rbp, %rax
	subq %rbx, %rax
	movq %rax, 136(%rsp)
	shlq $7, %rax
	addq %rdx, %rax
	movq %rax, (%rsp)
	movq 552(%rsp), %rbx
	jmp .LBB_435
.LBB_433:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1042
.LBB_434:
	vmovsd %xmm4, 272(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 400(%rsp,%r13,8)
	movq %rax, %rbx
	movq %r11, %rcx
	vmovsd %xmm4, 640(%rsp,%r13,8)
.LBB_435:
	testb %r14b, %r14b
	je .LBB_444
	movq %rcx, %r11
.LBB_437:
	testq %rbx, %rbx
	je .LBB_452
	cmpq %r10, (%rbx)
	jne .LBB_452
	movb $2, %r14b
	xorl %eax, %eax
	movq %rbx, %rcx
	movq 56(%rsp), %rdx
	cmpq %rdx, %rbp
	jb .LBB_992
.LBB_440:
	movq 8(%rcx), %r13
	testq %rdx, %rdx
	je .LBB_433
	cmpq $15, %r13
	ja .LBB_1021
	cmpq $7, 80(%rsp)
	jae .LBB_447
	movq (%rsp), %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	jmp .LBB_450
.LBB_444:
	movq 264(%rsp), %rax
	movq %rax, %r11
	cmpq %rax, %rcx
	je .LBB_437
	leaq 16(%rcx), %r11
	cmpq %r10, (%rcx)
	jne .LBB_437
	xorl %r14d, %r14d
	movq %rbx, %rax
	movq 56(%rsp), %rdx
	cmpq %rdx, %rbp
	jae .LBB_440
	jmp .LBB_992
.LBB_447:
	movq (%rsp), %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
.LBB_448:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%rbx), %rdx
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 2(%rbx), %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 3(%rbx), %rdx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 4(%rbx), %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 5(%rbx), %rdx
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 6(%rbx), %rdx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 7(%rbx), %rdx
	addq $8, %rbx
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rbx, %r15
	jne .LBB_448
	cmpq $0, 40(%rsp)
	je .LBB_434
.LBB_450:
	leaq (%rcx,%r13,8), %rcx
	incq %rbx
	xorl %edx, %edx
.LBB_451:
	vmovsd (%rcx,%rdx), %xmm6
	vcvtsi2sd %rbx, %xmm15, %xmm5
	incq %rbx
	subq $-128, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rdx, %r9
	jne .LBB_451
	jmp .LBB_434
.LBB_452:
	cmpq %rsi, %r10
	jae .LBB_1093
	vbroadcastsd .LCPI_8(%rip), %zmm4
	movq %r10, %rax
	shlq $7, %rax
	movq 176(%rsp), %rbp
	movq 72(%rsp), %r14
	movq 64(%rsp), %r11
	movq 56(%rsp), %rbx
	vmulpd 640(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, (%r12,%rax)
	vmulpd 704(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, 64(%r12,%rax)
	cmpq $1024, %r10
	jne .LBB_407
	jmp .LBB_459
.LBB_454:
	vbroadcastsd .LCPI_8(%rip), %zmm22
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm20
	vpbroadcastq .LCPI_6(%rip), %zmm21
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
.LBB_455:
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
	vgatherqpd 80(%rdi,%zmm1), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm2, %zmm2
	vgatherqpd 72(%rdi,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm3, %zmm3
	vgatherqpd 64(%rdi,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm4, %zmm4
	vgatherqpd 56(%rdi,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm5, %zmm5
	vmulpd %zmm22, %zmm2, %zmm2
	vgatherqpd 48(%rdi,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm6, %zmm6
	vmulpd %zmm22, %zmm3, %zmm3
	vgatherqpd 40(%rdi,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm7, %zmm7
	vmulpd %zmm22, %zmm4, %zmm4
	vgatherqpd 32(%rdi,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm8, %zmm8
	vmulpd %zmm22, %zmm5, %zmm5
	vgatherqpd 24(%rdi,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm9, %zmm9
	vmulpd %zmm22, %zmm6, %zmm6
	vgatherqpd 16(%rdi,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm10, %zmm10
	vmulpd %zmm22, %zmm7, %zmm7
	vgatherqpd 8(%rdi,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm11, %zmm11
	vmulpd %zmm22, %zmm8, %zmm8
	vgatherqpd (%rdi,%zmm1), %zmm17 {%k1}
	vaddpd %zmm19, %zmm12, %zmm12
	kxnorb %k0, %k0, %k1
	vmulpd %zmm22, %zmm9, %zmm9
	vpaddq %zmm21, %zmm1, %zmm1
	vaddpd %zmm19, %zmm13, %zmm13
	vmulpd %zmm22, %zmm10, %zmm10
	vaddpd %zmm19, %zmm14, %zmm14
	vmulpd %zmm22, %zmm11, %zmm11
	vaddpd %zmm19, %zmm15, %zmm15
	vmulpd %zmm22, %zmm12, %zmm12
	vaddpd %zmm19, %zmm16, %zmm16
	vmulpd %zmm22, %zmm13, %zmm13
	vaddpd %zmm19, %zmm17, %zmm17
	vmulpd %zmm22, %zmm14, %zmm14
	vmulpd %zmm22, %zmm15, %zmm15
	vmulpd %zmm22, %zmm16, %zmm16
	vmulpd %zmm22, %zmm17, %zmm17
	vscatterqpd %zmm17, (%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 8(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 16(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 24(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 32(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 40(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 48(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 56(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 64(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 72(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 80(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 88(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 96(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 104(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 112(%r12,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm2, 120(%r12,%zmm18) {%k1}
	jne .LBB_455
.LBB_456:
	movq 240(%rsp), %rdx
	leaq (%r8,%rdx), %rdi
	movq 1216(%rsp), %rdx
	movq 912(%rsp), %r8
	addq %rax, %rdx
	subq 16(%rsp), %rdx
	shlq $7, %rax
	addq %rdi, %rax
	leaq (%r8,%rcx), %rdi
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_457:
	incq %rdx
	je .LBB_1077
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
	jne .LBB_457
.LBB_459:
	movq 32(%rsp), %rax
	movq 104(%rsp), %rcx
	movq 248(%rsp), %r8
	decq %rax
	cmpq %rcx, 96(%rsp)
	jne .LBB_463
	movq 144(%rsp), %rcx
	movq %rax, %rdx
	movq 152(%rsp), %r10
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_466
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	movq 16(%rsp), %rdi
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_468
	movl $1, %ebx
	movq %rdx, 192(%rsp)
	movq %rax, 200(%rsp)
	jmp .LBB_469
.LBB_463:
	movq 144(%rsp), %rcx
	movq %rax, %rdx
	movq 152(%rsp), %r9
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_482
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_482
	movl $1, %r10d
	movq %rdx, 192(%rsp)
	movq %rax, 200(%rsp)
	jmp .LBB_483
.LBB_482:
	xorl %r10d, %r10d
.LBB_483:
	movq 32(%rsp), %rdx
	movq %r10, 184(%rsp)
	cmpq $1, %rdx
	jne .LBB_489
	cmpb $0, 31(%rsp)
	jne .LBB_1007
	movq 208(%rsp), %rdi
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $7, %rsi
	jbe .LBB_488
	movq 584(%rsp), %rdx
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	cmpq %rdx, %r12
	jae .LBB_608
	movq 576(%rsp), %rdx
	addq %r9, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %rdi
	jae .LBB_608
.LBB_488:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_610
.LBB_466:
	movq 16(%rsp), %rdi
.LBB_468:
	xorl %ebx, %ebx
.LBB_469:
	movq 928(%rsp), %rax
	movq 936(%rsp), %r11
	movq 32(%rsp), %rdx
	movq %rbx, 184(%rsp)
	movq %r11, 80(%rsp)
	cmpq $1, %rdx
	jne .LBB_473
	cmpb $0, 31(%rsp)
	jne .LBB_1007
	cmpq %rsi, %r11
	movq %rsi, %rcx
	movl $1024, %edi
	cmovbq %r11, %rcx
	cmpq $1024, %rcx
	cmovbq %rcx, %rdi
	cmpq $7, %rcx
	ja .LBB_478
	movq 224(%rsp), %r14
.LBB_691:
	xorl %ecx, %ecx
	xorl %edx, %edx
	jmp .LBB_692
.LBB_489:
	leaq 1(%rdx), %rax
	movq %r8, %rcx
	subq %rdx, %rcx
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 336(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 400(%rsp)
	vmovupd %zmm1, 464(%rsp)
	imulq %rdx, %rax
	movq %rcx, %rdi
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r14, %rbp
	jae .LBB_1013
	cmpq %rdx, %r8
	jb .LBB_1051
	testq %rdx, %rdx
	je .LBB_495
	vbroadcastsd 360(%rsp), %ymm1
	vbroadcastsd 488(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 272(%rsp), %ymm3
	vmovupd 400(%rsp), %ymm5
	movq %rdi, %r8
	shlq $7, %r8
	movabsq $144115188075855871, %rax
	addq 168(%rsp), %r8
	movb $57, %cl
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 368(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 496(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_553
	xorl %edx, %edx
	jmp .LBB_556
.LBB_473:
	leaq 1(%rdx), %rcx
	movq %rdx, %r10
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 336(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 400(%rsp)
	vmovupd %zmm1, 464(%rsp)
	imulq %rdx, %rcx
	movq %r8, %rdx
	subq %r10, %rdx
	vcvtusi2sd %rcx, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r14, %rbp
	jae .LBB_1020
	cmpq %r10, %r8
	jb .LBB_1049
	testq %r10, %r10
	je .LBB_494
	vbroadcastsd 360(%rsp), %ymm1
	vbroadcastsd 488(%rsp), %ymm4
	shlq $7, %rdx
	vxorpd %xmm5, %xmm5, %xmm5
	addq 168(%rsp), %rdx
	vmovupd 272(%rsp), %ymm2
	vmovupd 400(%rsp), %ymm3
	movabsq $144115188075855871, %rcx
	addq %r10, %rcx
	movq %rdx, %r9
	movb $57, %dl
	bzhiq %rdx, %rcx, %rcx
	leaq 1(%rcx), %r8
	movl %r8d, %edx
	andl $7, %edx
	vblendpd $8, %ymm1, %ymm5, %ymm1
	vblendpd $8, %ymm4, %ymm5, %ymm4
	vinsertf64x4 $1, 368(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 496(%rsp), %zmm4, %zmm4
	cmpq $7, %rcx
	jae .LBB_496
	xorl %edi, %edi
	jmp .LBB_499
.LBB_478:
	movq 576(%rsp), %rcx
	cmpq %rsi, %r11
	movq 584(%rsp), %rbx
	movl $1024, %r8d
	movq 224(%rsp), %r14
	leaq (%r10,%rcx), %rdx
	movq %rsi, %rcx
	cmovbq %r11, %rcx
	cmpq $1024, %rcx
	cmovaeq %r8, %rcx
	shll $7, %ecx
	leaq (%rbx,%rcx), %r8
	addq %rcx, %rdx
	leaq 128(%rax,%rcx), %rcx
	cmpq %r8, %r12
	setb %r8b
	cmpq %rdx, 208(%rsp)
	setb %r9b
	cmpq %rcx, %r12
	setb %cl
	cmpq %rdx, %rax
	setb %dl
	testb %r9b, %r8b
	jne .LBB_691
	andb %dl, %cl
	movl $0, %ecx
	movl $0, %edx
	jne .LBB_692
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %rdi
	movq 208(%rsp), %r8
	movl $8, %ecx
	vxorpd %xmm20, %xmm20, %xmm20
	movl %edi, %edx
	andl $7, %edx
	cmoveq %rcx, %rdx
	movq %rdi, %rcx
	subq %rdx, %rcx
	movq %rcx, %rdx
	shlq $7, %rdx
	movq %rcx, %rdi
.LBB_481:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm17, %xmm17, %xmm17
	vxorpd %xmm16, %xmm16, %xmm16
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm19, %xmm19, %xmm19
	addq $-8, %rdi
	vgatherqpd (%r8,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 8(%r8,%zmm1), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 16(%r8,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 24(%r8,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 32(%r8,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 40(%r8,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm2, %zmm18
	vpsllq $7, %zmm0, %zmm2
	vpaddq %zmm21, %zmm0, %zmm0
	vgatherqpd 48(%r8,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm17, %zmm17
	vgatherqpd 56(%r8,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm16, %zmm16
	vgatherqpd 64(%r8,%zmm1), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm15, %zmm15
	vgatherqpd 72(%r8,%zmm1), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm14, %zmm14
	vgatherqpd 80(%r8,%zmm1), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm13, %zmm13
	vgatherqpd 88(%r8,%zmm1), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm12, %zmm12
	vgatherqpd 96(%r8,%zmm1), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm11, %zmm11
	vgatherqpd 104(%r8,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm10, %zmm10
	vgatherqpd 112(%r8,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm9, %zmm9
	vgatherqpd 120(%r8,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm8, %zmm8
	vpaddq %zmm22, %zmm1, %zmm1
	vgatherqpd (%r12,%zmm2), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm7, %zmm7
	vaddpd %zmm20, %zmm6, %zmm6
	vaddpd %zmm20, %zmm5, %zmm5
	vaddpd %zmm20, %zmm4, %zmm4
	vaddpd %zmm20, %zmm3, %zmm3
	vsubpd %zmm18, %zmm19, %zmm18
	vxorpd %xmm19, %xmm19, %xmm19
	vgatherqpd (%rax,%zmm2), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm19, %zmm18, %zmm18
	vxorpd %xmm19, %xmm19, %xmm19
	vscatterqpd %zmm18, (%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r12,%zmm2), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 8(%rax,%zmm2), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm17, %zmm18, %zmm17
	vxorpd %xmm18, %xmm18, %xmm18
	vsubpd %zmm19, %zmm17, %zmm17
	vscatterqpd %zmm17, 8(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r12,%zmm2), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 16(%rax,%zmm2), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm16, %zmm17, %zmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vsubpd %zmm18, %zmm16, %zmm16
	vscatterqpd %zmm16, 16(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%r12,%zmm2), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 24(%rax,%zmm2), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm16, %zmm15
	vsubpd %zmm17, %zmm15, %zmm15
	vscatterqpd %zmm15, 24(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%r12,%zmm2), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm15, %zmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%rax,%zmm2), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm14, %zmm14
	vscatterqpd %zmm14, 32(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%r12,%zmm2), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm14, %zmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%rax,%zmm2), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm13, %zmm13
	vscatterqpd %zmm13, 40(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%r12,%zmm2), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm13, %zmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%rax,%zmm2), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm12, %zmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vscatterqpd %zmm12, 48(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r12,%zmm2), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 56(%rax,%zmm2), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm11, %zmm12, %zmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vsubpd %zmm13, %zmm11, %zmm11
	vscatterqpd %zmm11, 56(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r12,%zmm2), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 64(%rax,%zmm2), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm10, %zmm11, %zmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vsubpd %zmm12, %zmm10, %zmm10
	vscatterqpd %zmm10, 64(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r12,%zmm2), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 72(%rax,%zmm2), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm10, %zmm9
	vsubpd %zmm11, %zmm9, %zmm9
	vscatterqpd %zmm9, 72(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r12,%zmm2), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm8, %zmm9, %zmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%rax,%zmm2), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm8, %zmm8
	vscatterqpd %zmm8, 80(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r12,%zmm2), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm7, %zmm8, %zmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%rax,%zmm2), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm8, %zmm7, %zmm7
	vscatterqpd %zmm7, 88(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%r12,%zmm2), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm7, %zmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%rax,%zmm2), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm7, %zmm6, %zmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vscatterqpd %zmm6, 96(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 104(%r12,%zmm2), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 104(%rax,%zmm2), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm5, %zmm6, %zmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vsubpd %zmm7, %zmm5, %zmm5
	vscatterqpd %zmm5, 104(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 112(%r12,%zmm2), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 112(%rax,%zmm2), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm4, %zmm5, %zmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vsubpd %zmm6, %zmm4, %zmm4
	vscatterqpd %zmm4, 112(%r12,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 120(%r12,%zmm2), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 120(%rax,%zmm2), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm3, %zmm4, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vscatterqpd %zmm3, 120(%r12,%zmm2) {%k1}
	jne .LBB_481
.LBB_692:
	addq 1232(%rsp), %r10
	movq %rcx, %rdi
	shlq $7, %rdi
	movl $131200, %r8d
	negq %rcx
	xorl %r9d, %r9d
	subq %rdx, %r8
	leaq 120(%rax,%rdi), %rax
	addq 1240(%rsp), %rdx
	addq %rdi, %r10
	movq %r11, %rdi
	movq 1224(%rsp), %r11
	notq %rdi
.LBB_693:
	cmpq %rcx, %r11
	je .LBB_1088
	decq %rcx
	cmpq %rcx, %rdi
	je .LBB_1089
	vxorpd %xmm15, %xmm15, %xmm15
	vaddsd -120(%rdx,%r9), %xmm15, %xmm0
	vmovsd -120(%r10,%r9), %xmm16
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
	vsubsd %xmm0, %xmm16, %xmm0
	vsubsd -120(%rax,%r9), %xmm0, %xmm0
	vmovsd -112(%r10,%r9), %xmm16
	vsubsd %xmm1, %xmm16, %xmm1
	vmovsd %xmm0, -120(%r10,%r9)
	vsubsd -112(%rax,%r9), %xmm1, %xmm0
	vmovsd %xmm0, -112(%r10,%r9)
	vmovsd -104(%r10,%r9), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vsubsd -104(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -104(%r10,%r9)
	vmovsd -96(%r10,%r9), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd -96(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -96(%r10,%r9)
	vmovsd -88(%r10,%r9), %xmm0
	vsubsd %xmm4, %xmm0, %xmm0
	vsubsd -88(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -88(%r10,%r9)
	vmovsd -80(%r10,%r9), %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vsubsd -80(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -80(%r10,%r9)
	vmovsd -72(%r10,%r9), %xmm0
	vsubsd %xmm6, %xmm0, %xmm0
	vsubsd -72(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -72(%r10,%r9)
	vmovsd -64(%r10,%r9), %xmm0
	vsubsd %xmm7, %xmm0, %xmm0
	vsubsd -64(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -64(%r10,%r9)
	vmovsd -56(%r10,%r9), %xmm0
	vsubsd %xmm8, %xmm0, %xmm0
	vsubsd -56(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -56(%r10,%r9)
	vmovsd -48(%r10,%r9), %xmm0
	vsubsd %xmm9, %xmm0, %xmm0
	vsubsd -48(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -48(%r10,%r9)
	vmovsd -40(%r10,%r9), %xmm0
	vsubsd %xmm10, %xmm0, %xmm0
	vsubsd -40(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -40(%r10,%r9)
	vmovsd -32(%r10,%r9), %xmm0
	vsubsd %xmm11, %xmm0, %xmm0
	vsubsd -32(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -32(%r10,%r9)
	vmovsd -24(%r10,%r9), %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vsubsd -24(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -24(%r10,%r9)
	vmovsd -16(%r10,%r9), %xmm0
	vsubsd %xmm13, %xmm0, %xmm0
	vsubsd -16(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -16(%r10,%r9)
	vmovsd -8(%r10,%r9), %xmm0
	vsubsd %xmm14, %xmm0, %xmm0
	vsubsd -8(%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, -8(%r10,%r9)
	vmovsd (%r10,%r9), %xmm0
	vsubsd %xmm15, %xmm0, %xmm0
	vsubsd (%rax,%r9), %xmm0, %xmm0
	vmovsd %xmm0, (%r10,%r9)
	addq $128, %r9
	cmpq %r9, %r8
	jne .LBB_693
	jmp .LBB_696
.LBB_495:
	movq 16(%rsp), %rax
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_559
.LBB_494:
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vxorpd %xmm16, %xmm16, %xmm16
	jmp .LBB_502
.LBB_553:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_554:
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
	jne .LBB_554
	testq %rax, %rax
	je .LBB_558
.LBB_556:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_557:
	vcvtsi2sd %rdx, %xmm31, %xmm6
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
	jne .LBB_557
.LBB_558:
	movq 16(%rsp), %rax
	movq 32(%rsp), %rdx
	vmovupd %zmm5, 400(%rsp)
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm5
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 272(%rsp)
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm5, 304(%rsp)
	vextractf64x4 $1, %zmm1, 368(%rsp)
.LBB_559:
	cmpq 120(%rsp), %rax
	je .LBB_1137
	vbroadcastsd %xmm0, %zmm3
	vmovupd 64(%r12), %zmm4
	movb %r10b, 40(%rsp)
	testq %r10, %r10
	movb $57, %cl
	movl $1, %r8d
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	vmovupd (%r12), %zmm3
	vsubpd %zmm2, %zmm3, %zmm2
	vsubpd %zmm1, %zmm4, %zmm1
	vmovupd %zmm2, (%r12)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r12)
	vcvtsi2sd %rdx, %xmm31, %xmm1
	movq 192(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 80(%rsp)
	leaq 192(%rsp), %rax
	cmovneq %rax, %r10
	movabsq $144115188075855871, %rax
	vdivsd %xmm0, %xmm2, %xmm2
	addq %rdx, %rax
	movq %r10, 112(%rsp)
	bzhiq %rcx, %rax, %rax
	movq %rax, 104(%rsp)
	leaq 1(%rax), %r15
	movabsq $288230376151711736, %rax
	movl %r15d, %edi
	andq %rax, %r15
	movq 240(%rsp), %rax
	movq 152(%rsp), %rcx
	andl $7, %edi
	addq %rcx, %rax
	movq %rax, 160(%rsp)
	movq %rbp, %rax
	subq %rdx, %rax
	movq %rax, 48(%rsp)
	movl %edi, %eax
	shll $7, %eax
	movq %rdi, 56(%rsp)
	xorl %edi, %edi
	vbroadcastsd %xmm2, %zmm2
.LBB_561:
	cmpq %r11, %rdi
	jae .LBB_566
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_563:
	movq (%rdx), %rcx
	cmpq %r8, %rcx
	jae .LBB_567
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r11
	jne .LBB_563
	movq %r11, %rdi
	xorl %edx, %edx
	jmp .LBB_568
.LBB_566:
	xorl %edx, %edx
	jmp .LBB_568
.LBB_567:
	movl $1, %edx
.LBB_568:
	cmpq %r8, 80(%rsp)
	setae %r9b
	andb 40(%rsp), %r9b
	testq %rdx, %rdx
	jne .LBB_570
	movl $1025, %ebx
	testb %r9b, %r9b
	je .LBB_575
.LBB_570:
	movq 80(%rsp), %r13
	movzbl %r9b, %r10d
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq %r9, 640(%rsp)
	movq $2, 648(%rsp)
	movq %rdx, 656(%rsp)
	movq %rcx, 664(%rsp)
	movq %r10, 672(%rsp)
	movq %r13, %rbx
	cmovneq %rcx, %rbx
	movq %r13, 680(%rsp)
	testq %rdx, %rdx
	je .LBB_574
	je .LBB_574
	shll $4, %edx
	leaq 696(%rsp), %rcx
	subq %rdx, %rcx
.LBB_573:
	movq %rbx, %rdx
	movq (%rcx), %rbx
	incq %r9
	cmpq %rbx, %rdx
	cmovbq %rdx, %rbx
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rbx
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_573
.LBB_574:
	cmpq $1025, %rbx
	movl $1025, %ecx
	cmovaeq %rcx, %rbx
.LBB_575:
	vmovupd 272(%rsp), %zmm4
	vmovupd 336(%rsp), %zmm3
	vmovupd 400(%rsp), %zmm7
	vmovupd 464(%rsp), %zmm8
	cmpq %rbx, %r8
	jae .LBB_581
	cmpq %rsi, %r8
	movq %rsi, %rcx
	cmovaq %r8, %rcx
	movq %rcx, (%rsp)
	movq %r8, %rcx
	shlq $7, %rcx
	movq 160(%rsp), %rdx
	movq 48(%rsp), %r9
	movq 608(%rsp), %r10
	addq %rcx, %rdx
	addq 568(%rsp), %rcx
	addq %r8, %r9
	shlq $7, %r9
.LBB_577:
	leaq (%rbp,%r8), %r13
	cmpq %r14, %r13
	jae .LBB_1097
	movq 48(%rsp), %r13
	addq %r8, %r13
	cmpq %r14, %r13
	jae .LBB_1026
	cmpq %r8, (%rsp)
	je .LBB_1055
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
	jne .LBB_577
	jmp .LBB_582
.LBB_581:
	vmovapd %zmm7, %zmm6
	vmovapd %zmm8, %zmm5
.LBB_582:
	movq 32(%rsp), %rcx
	vmovupd %zmm4, 272(%rsp)
	vmovupd %zmm3, 336(%rsp)
	vmovapd %xmm6, 400(%rsp)
	cmpq $1024, %rbx
	ja .LBB_613
	leaq (%rbx,%rbp), %r10
	cmpq %r14, %r10
	jae .LBB_1096
	movq %r10, %r13
	subq %rcx, %r13
	cmpq %r14, %r13
	jae .LBB_1026
	movq 168(%rsp), %rdx
	movq %r10, %rcx
	shlq $7, %rcx
	shlq $7, %r13
	vmovupd (%rdx,%rcx), %zmm7
	vmulpd %zmm1, %zmm7, %zmm8
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm7, %zmm6
	vmovupd %zmm4, 272(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rdx,%rcx), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 336(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rdx,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 400(%rsp)
	vsubpd 64(%rdx,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 640(%rsp)
	vmovupd %zmm3, 704(%rsp)
	vmovupd %zmm5, 464(%rsp)
	cmpq %r11, %rdi
	ja .LBB_1001
	incq %r10
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	leaq 1(%rbx), %r8
	xorl %ebp, %ebp
	movq %r10, %r9
	subq 32(%rsp), %r9
	movq %r9, 136(%rsp)
	shlq $7, %r9
	addq %rdx, %r9
	movq %r9, (%rsp)
	movq 112(%rsp), %r9
	jmp .LBB_589
.LBB_587:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1042
.LBB_588:
	vmovsd %xmm4, 272(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq %r14, %r9
	movq 72(%rsp), %r14
	vmovsd %xmm3, 400(%rsp,%r13,8)
	movq %r11, %rcx
	vmovsd %xmm4, 640(%rsp,%r13,8)
.LBB_589:
	testb %bpl, %bpl
	je .LBB_598
	movq 32(%rsp), %rdx
	movq %rcx, %r11
.LBB_591:
	testq %r9, %r9
	je .LBB_606
	cmpq %rbx, (%r9)
	jne .LBB_606
	movb $2, %bpl
	xorl %r14d, %r14d
	movq %r9, %rcx
	cmpq %rdx, %r10
	jb .LBB_996
.LBB_594:
	movq 8(%rcx), %r13
	testq %rdx, %rdx
	je .LBB_587
	cmpq $15, %r13
	ja .LBB_1021
	cmpq $7, 104(%rsp)
	jae .LBB_601
	movq (%rsp), %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	jmp .LBB_604
.LBB_598:
	movq 264(%rsp), %rdx
	movq %rdx, %r11
	cmpq %rdx, %rcx
	movq 32(%rsp), %rdx
	je .LBB_591
	leaq 16(%rcx), %r11
	cmpq %rbx, (%rcx)
	jne .LBB_591
	xorl %ebp, %ebp
	movq %r9, %r14
	cmpq %rdx, %r10
	jae .LBB_594
	jmp .LBB_996
.LBB_601:
	movq (%rsp), %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
.LBB_602:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%r9), %rdx
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 2(%r9), %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 3(%r9), %rdx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 4(%r9), %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 5(%r9), %rdx
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 6(%r9), %rdx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 7(%r9), %rdx
	addq $8, %r9
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r9, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r9, %r15
	jne .LBB_602
	cmpq $0, 56(%rsp)
	je .LBB_588
.LBB_604:
	leaq (%rcx,%r13,8), %rcx
	incq %r9
	xorl %edx, %edx
.LBB_605:
	vmovsd (%rcx,%rdx), %xmm6
	vcvtsi2sd %r9, %xmm15, %xmm5
	incq %r9
	subq $-128, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rdx, %rax
	jne .LBB_605
	jmp .LBB_588
.LBB_606:
	cmpq %rsi, %rbx
	jae .LBB_1100
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 176(%rsp), %rbp
	movq 64(%rsp), %r11
	vmovupd (%r12,%rcx), %zmm3
	vmovupd 64(%r12,%rcx), %zmm4
	vsubpd 640(%rsp), %zmm3, %zmm3
	vmovupd %zmm3, (%r12,%rcx)
	vsubpd 704(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, 64(%r12,%rcx)
	cmpq $1024, %rbx
	jne .LBB_561
	jmp .LBB_613
.LBB_496:
	movabsq $288230376151711736, %rcx
	xorl %edi, %edi
	andq %rcx, %r8
.LBB_497:
	vmovupd (%r9), %zmm6
	vmovupd 64(%r9), %zmm7
	leaq 1(%rdi), %rcx
	vmovupd 128(%r9), %zmm8
	vmovupd 192(%r9), %zmm9
	vcvtsi2sd %rcx, %xmm15, %xmm5
	leaq 2(%rdi), %rcx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm3, %zmm6, %zmm3
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm3, %zmm8, %zmm3
	vaddpd %zmm4, %zmm9, %zmm4
	leaq 3(%rdi), %rcx
	vaddpd %zmm10, %zmm2, %zmm2
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%r9), %zmm9
	vmovupd 320(%r9), %zmm8
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm6, %zmm2, %zmm2
	vmovupd 384(%r9), %zmm6
	leaq 4(%rdi), %rcx
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm3, %zmm9, %zmm3
	vaddpd %zmm4, %zmm8, %zmm4
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%r9), %zmm8
	vaddpd %zmm3, %zmm6, %zmm3
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm7, %zmm2, %zmm2
	leaq 5(%rdi), %rcx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%r9), %zmm6
	vaddpd %zmm7, %zmm2, %zmm2
	vmovupd 448(%r9), %zmm7
	vaddpd %zmm3, %zmm6, %zmm3
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	leaq 6(%rdi), %rcx
	vaddpd %zmm4, %zmm8, %zmm4
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%r9), %zmm6
	vmovupd 832(%r9), %zmm8
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm7, %zmm2, %zmm2
	leaq 7(%rdi), %rcx
	addq $8, %rdi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm3, %zmm6, %zmm3
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%r9), %zmm6
	vaddpd %zmm7, %zmm2, %zmm2
	vmovupd 704(%r9), %zmm7
	vaddpd %zmm3, %zmm6, %zmm3
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%r9), %zmm6
	vaddpd %zmm5, %zmm1, %zmm1
	vcvtsi2sd %rdi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm2, %zmm2
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm3, %zmm6, %zmm3
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm2, %zmm2
	vmovupd 960(%r9), %zmm7
	addq $1024, %r9
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm5, %zmm1, %zmm1
	cmpq %rdi, %r8
	jne .LBB_497
	testq %rdx, %rdx
	je .LBB_501
.LBB_499:
	incq %rdi
	shll $7, %edx
	xorl %ecx, %ecx
.LBB_500:
	vmovupd (%r9,%rcx), %zmm6
	vmovupd 64(%r9,%rcx), %zmm7
	vcvtsi2sd %rdi, %xmm15, %xmm5
	incq %rdi
	subq $-128, %rcx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm8
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm3, %zmm6, %zmm3
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm8, %zmm2, %zmm2
	vaddpd %zmm5, %zmm1, %zmm1
	cmpq %rcx, %rdx
	jne .LBB_500
.LBB_501:
	vmovupd %zmm2, 272(%rsp)
	vmovupd %zmm1, 336(%rsp)
	movq 16(%rsp), %rdi
	vextractf32x4 $2, %zmm2, %xmm7
	vextractf128 $1, %ymm1, %xmm12
	vextractf32x4 $2, %zmm1, %xmm10
	vextractf32x4 $3, %zmm2, %xmm5
	vextractf32x4 $3, %zmm1, %xmm8
	vmovupd %zmm3, 400(%rsp)
	vmovupd %zmm4, 464(%rsp)
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vmovsd 272(%rsp), %xmm16
	vmovsd 280(%rsp), %xmm15
	vmovsd 288(%rsp), %xmm14
	vmovsd 296(%rsp), %xmm13
	vshufpd $1, %xmm7, %xmm7, %xmm6
	vshufpd $1, %xmm5, %xmm5, %xmm4
	vshufpd $1, %xmm12, %xmm12, %xmm11
	vshufpd $1, %xmm10, %xmm10, %xmm9
	vshufpd $1, %xmm8, %xmm8, %xmm2
.LBB_502:
	movq 32(%rsp), %rdx
	cmpq 120(%rsp), %rdi
	je .LBB_1139
	testq %r11, %r11
	je .LBB_1138
	vdivsd %xmm0, %xmm16, %xmm16
	vmovsd (%r12), %xmm17
	vdivsd %xmm0, %xmm15, %xmm15
	vdivsd %xmm0, %xmm14, %xmm14
	vdivsd %xmm0, %xmm13, %xmm13
	vdivsd %xmm0, %xmm7, %xmm7
	vdivsd %xmm0, %xmm6, %xmm6
	vdivsd %xmm0, %xmm5, %xmm5
	vdivsd %xmm0, %xmm4, %xmm4
	vdivsd %xmm0, %xmm1, %xmm1
	vdivsd %xmm0, %xmm3, %xmm3
	vdivsd %xmm0, %xmm12, %xmm12
	vdivsd %xmm0, %xmm11, %xmm11
	vdivsd %xmm0, %xmm10, %xmm10
	vdivsd %xmm0, %xmm9, %xmm9
	vdivsd %xmm0, %xmm8, %xmm8
	vdivsd %xmm0, %xmm2, %xmm2
	movb %bl, 112(%rsp)
	testq %rbx, %rbx
	movl $1, %r15d
	vsubsd %xmm16, %xmm17, %xmm16
	vsubsd (%rax), %xmm16, %xmm16
	vmovsd 8(%r12), %xmm17
	vsubsd %xmm15, %xmm17, %xmm15
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
	vsubsd %xmm7, %xmm13, %xmm7
	vsubsd 32(%rax), %xmm7, %xmm7
	vmovsd %xmm7, 32(%r12)
	vmovsd 40(%r12), %xmm7
	vsubsd %xmm6, %xmm7, %xmm6
	vsubsd 40(%rax), %xmm6, %xmm6
	vmovsd %xmm6, 40(%r12)
	vmovsd 48(%r12), %xmm6
	vsubsd %xmm5, %xmm6, %xmm5
	vsubsd 48(%rax), %xmm5, %xmm5
	vmovsd %xmm5, 48(%r12)
	vmovsd 56(%r12), %xmm5
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd 56(%rax), %xmm4, %xmm4
	vmovsd %xmm4, 56(%r12)
	vmovsd 64(%r12), %xmm4
	vsubsd %xmm1, %xmm4, %xmm1
	vsubsd 64(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 64(%r12)
	vmovsd 72(%r12), %xmm1
	vsubsd %xmm3, %xmm1, %xmm1
	vsubsd 72(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 72(%r12)
	vmovsd 80(%r12), %xmm1
	vsubsd %xmm12, %xmm1, %xmm1
	vsubsd 80(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 80(%r12)
	vmovsd 88(%r12), %xmm1
	vsubsd %xmm11, %xmm1, %xmm1
	vsubsd 88(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 88(%r12)
	vmovsd 96(%r12), %xmm1
	vsubsd %xmm10, %xmm1, %xmm1
	vsubsd 96(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 96(%r12)
	vmovsd 104(%r12), %xmm1
	vsubsd %xmm9, %xmm1, %xmm1
	vsubsd 104(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 104(%r12)
	vmovsd 112(%r12), %xmm1
	vsubsd %xmm8, %xmm1, %xmm1
	vsubsd 112(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 112(%r12)
	vmovsd 120(%r12), %xmm1
	vsubsd %xmm2, %xmm1, %xmm1
	vsubsd 120(%rax), %xmm1, %xmm1
	vcvtsi2sd %rdx, %xmm31, %xmm2
	vbroadcastsd %xmm2, %zmm2
	vmovsd %xmm1, 120(%r12)
	vmovsd .LCPI_2(%rip), %xmm1
	movq 192(%rsp), %rcx
	movq %rcx, 40(%rsp)
	leaq 192(%rsp), %rcx
	cmovneq %rcx, %rbx
	movabsq $144115188075855871, %rcx
	xorl %edi, %edi
	vdivsd %xmm0, %xmm1, %xmm1
	addq %rdx, %rcx
	movb $57, %dl
	movq %rbx, 160(%rsp)
	bzhiq %rdx, %rcx, %rcx
	leaq 1(%rcx), %r9
	movq %rcx, 48(%rsp)
	movabsq $288230376151711736, %rcx
	movl %r9d, %ebx
	andq %rcx, %r9
	movq %rbp, %rcx
	subq 32(%rsp), %rcx
	andl $7, %ebx
	movq %rcx, 16(%rsp)
	movq %rbx, 104(%rsp)
	shll $7, %ebx
	vbroadcastsd %xmm1, %zmm3
.LBB_505:
	movq 64(%rsp), %r8
	cmpq %r8, %rdi
	jae .LBB_510
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_507:
	movq (%rdx), %rcx
	cmpq %r15, %rcx
	jae .LBB_511
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r8
	jne .LBB_507
	movq %r8, %rdi
	xorl %edx, %edx
	jmp .LBB_512
.LBB_510:
	xorl %edx, %edx
	jmp .LBB_512
.LBB_511:
	movl $1, %edx
.LBB_512:
	cmpq %r15, 40(%rsp)
	setae %r8b
	andb 112(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_514
	movl $1025, %r11d
	testb %r8b, %r8b
	je .LBB_519
.LBB_514:
	movq 40(%rsp), %r14
	movzbl %r8b, %r10d
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq %r8, 640(%rsp)
	movq $2, 648(%rsp)
	movq %rdx, 656(%rsp)
	movq %rcx, 664(%rsp)
	movq %r10, 672(%rsp)
	movq %r14, %r11
	cmovneq %rcx, %r11
	movq %r14, 680(%rsp)
	testq %rdx, %rdx
	je .LBB_518
	je .LBB_518
	shll $4, %edx
	leaq 696(%rsp), %rcx
	subq %rdx, %rcx
.LBB_517:
	movq %r11, %rdx
	movq (%rcx), %r11
	incq %r8
	cmpq %r11, %rdx
	cmovbq %rdx, %r11
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r11
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_517
.LBB_518:
	cmpq $1025, %r11
	movl $1025, %ecx
	cmovaeq %rcx, %r11
.LBB_519:
	vmovupd 272(%rsp), %zmm5
	vmovupd 336(%rsp), %zmm4
	vmovupd 400(%rsp), %zmm7
	vmovupd 464(%rsp), %zmm6
	movq %rdi, 56(%rsp)
	cmpq %r11, %r15
	jae .LBB_526
	cmpq %rsi, %r15
	movq %rsi, %rcx
	movq %r15, %rdx
	cmovaq %r15, %rcx
	movq %rcx, (%rsp)
	movq 80(%rsp), %rcx
	movq 16(%rsp), %rdi
	movq 568(%rsp), %r8
	movq 608(%rsp), %r14
	cmpq %rcx, %r15
	leaq (%rdi,%r15), %r10
	cmovaq %r15, %rcx
	shlq $7, %rdx
	shlq $7, %r10
	addq %rdx, %r8
	orq $120, %rdx
.LBB_521:
	movq %rbp, %rdi
	leaq (%rbp,%r15), %r13
	movq 72(%rsp), %rbp
	cmpq %rbp, %r13
	jae .LBB_1098
	movq 16(%rsp), %r13
	addq %r15, %r13
	cmpq %rbp, %r13
	jae .LBB_1036
	cmpq %r15, (%rsp)
	je .LBB_1062
	cmpq %r15, %rcx
	je .LBB_1060
	vmovupd -64(%r14,%r8), %zmm8
	vmovupd (%r14,%r8), %zmm9
	incq %r15
	movq %rdi, %rbp
	vaddpd %zmm7, %zmm8, %zmm10
	vmulpd %zmm2, %zmm8, %zmm8
	vaddpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm7, %zmm5, %zmm5
	vshufpd $1, %xmm5, %xmm5, %xmm7
	vextractf32x4 $3, %zmm5, %xmm16
	vmulsd %xmm5, %xmm1, %xmm8
	vmulsd %xmm7, %xmm1, %xmm11
	vextractf128 $1, %ymm5, %xmm7
	vmulsd %xmm16, %xmm1, %xmm17
	vmulsd %xmm7, %xmm1, %xmm12
	vshufpd $1, %xmm7, %xmm7, %xmm7
	vmulsd %xmm7, %xmm1, %xmm13
	vextractf32x4 $2, %zmm5, %xmm7
	vmulsd %xmm7, %xmm1, %xmm14
	vshufpd $1, %xmm7, %xmm7, %xmm7
	vmulsd %xmm7, %xmm1, %xmm15
	vsubpd -64(%r14,%r10), %zmm10, %zmm7
	vshufpd $1, %xmm16, %xmm16, %xmm10
	vaddpd %zmm6, %zmm9, %zmm16
	vmulpd %zmm2, %zmm9, %zmm9
	vmulsd %xmm1, %xmm10, %xmm10
	vaddpd %zmm9, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vshufpd $1, %xmm4, %xmm4, %xmm6
	vextractf32x4 $3, %zmm4, %xmm23
	vmulsd %xmm4, %xmm1, %xmm9
	vmulsd %xmm6, %xmm1, %xmm18
	vextractf128 $1, %ymm4, %xmm6
	vmulsd %xmm23, %xmm1, %xmm24
	vmulsd %xmm6, %xmm1, %xmm19
	vshufpd $1, %xmm6, %xmm6, %xmm6
	vmulsd %xmm6, %xmm1, %xmm20
	vextractf32x4 $2, %zmm4, %xmm6
	vmulsd %xmm6, %xmm1, %xmm21
	vshufpd $1, %xmm6, %xmm6, %xmm6
	vmulsd %xmm6, %xmm1, %xmm22
	vsubpd (%r14,%r10), %zmm16, %zmm6
	vshufpd $1, %xmm23, %xmm23, %xmm16
	vmovsd -120(%r12,%rdx), %xmm23
	subq $-128, %r14
	vmulsd %xmm16, %xmm1, %xmm16
	vsubsd %xmm8, %xmm23, %xmm8
	vsubsd -120(%rax,%rdx), %xmm8, %xmm8
	vmovsd -112(%r12,%rdx), %xmm23
	vsubsd %xmm11, %xmm23, %xmm11
	vmovsd %xmm8, -120(%r12,%rdx)
	vsubsd -112(%rax,%rdx), %xmm11, %xmm8
	vmovsd %xmm8, -112(%r12,%rdx)
	vmovsd -104(%r12,%rdx), %xmm8
	vsubsd %xmm12, %xmm8, %xmm8
	vsubsd -104(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -104(%r12,%rdx)
	vmovsd -96(%r12,%rdx), %xmm8
	vsubsd %xmm13, %xmm8, %xmm8
	vsubsd -96(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -96(%r12,%rdx)
	vmovsd -88(%r12,%rdx), %xmm8
	vsubsd %xmm14, %xmm8, %xmm8
	vsubsd -88(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -88(%r12,%rdx)
	vmovsd -80(%r12,%rdx), %xmm8
	vsubsd %xmm15, %xmm8, %xmm8
	vsubsd -80(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -80(%r12,%rdx)
	vmovsd -72(%r12,%rdx), %xmm8
	vsubsd %xmm17, %xmm8, %xmm8
	vsubsd -72(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -72(%r12,%rdx)
	vmovsd -64(%r12,%rdx), %xmm8
	vsubsd %xmm10, %xmm8, %xmm8
	vsubsd -64(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -64(%r12,%rdx)
	vmovsd -56(%r12,%rdx), %xmm8
	vsubsd %xmm9, %xmm8, %xmm8
	vsubsd -56(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -56(%r12,%rdx)
	vmovsd -48(%r12,%rdx), %xmm8
	vsubsd %xmm18, %xmm8, %xmm8
	vsubsd -48(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -48(%r12,%rdx)
	vmovsd -40(%r12,%rdx), %xmm8
	vsubsd %xmm19, %xmm8, %xmm8
	vsubsd -40(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -40(%r12,%rdx)
	vmovsd -32(%r12,%rdx), %xmm8
	vsubsd %xmm20, %xmm8, %xmm8
	vsubsd -32(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -32(%r12,%rdx)
	vmovsd -24(%r12,%rdx), %xmm8
	vsubsd %xmm21, %xmm8, %xmm8
	vsubsd -24(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -24(%r12,%rdx)
	vmovsd -16(%r12,%rdx), %xmm8
	vsubsd %xmm22, %xmm8, %xmm8
	vsubsd -16(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -16(%r12,%rdx)
	vmovsd -8(%r12,%rdx), %xmm8
	vsubsd %xmm24, %xmm8, %xmm8
	vsubsd -8(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -8(%r12,%rdx)
	vmovsd (%r12,%rdx), %xmm8
	vsubsd %xmm16, %xmm8, %xmm8
	vsubsd (%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, (%r12,%rdx)
	subq $-128, %rdx
	cmpq %r15, %r11
	jne .LBB_521
.LBB_526:
	movq 72(%rsp), %rcx
	movq 224(%rsp), %r14
	movq 32(%rsp), %rdx
	vmovupd %zmm5, 272(%rsp)
	vmovupd %zmm4, 336(%rsp)
	vmovapd %xmm7, 400(%rsp)
	cmpq $1024, %r11
	ja .LBB_696
	leaq (%r11,%rbp), %rdi
	cmpq %rcx, %rdi
	jae .LBB_1082
	movq %rdi, %r13
	subq %rdx, %r13
	movq 168(%rsp), %rdx
	cmpq %rcx, %r13
	jae .LBB_1081
	movq %rdi, %rcx
	shlq $7, %rcx
	shlq $7, %r13
	movq 56(%rsp), %r8
	vmovupd (%rdx,%rcx), %zmm8
	vmulpd %zmm2, %zmm8, %zmm9
	vaddpd %zmm9, %zmm5, %zmm5
	vsubpd %zmm7, %zmm5, %zmm5
	vaddpd %zmm7, %zmm8, %zmm7
	vmovupd %zmm5, 272(%rsp)
	vmulpd %zmm5, %zmm3, %zmm5
	vmovupd 64(%rdx,%rcx), %zmm9
	vmulpd %zmm2, %zmm9, %zmm10
	vaddpd %zmm10, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm9, %zmm6
	vmovupd %zmm4, 336(%rsp)
	vmulpd %zmm4, %zmm3, %zmm4
	vsubpd (%rdx,%r13), %zmm7, %zmm7
	vmovupd %zmm7, 400(%rsp)
	vsubpd 64(%rdx,%r13), %zmm6, %zmm6
	vmovupd %zmm5, 640(%rsp)
	vmovupd %zmm4, 704(%rsp)
	vmovupd %zmm6, 464(%rsp)
	cmpq 64(%rsp), %r8
	ja .LBB_1000
	incq %rdi
	movq %r8, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	leaq 1(%r11), %r15
	xorl %r10d, %r10d
	movq %rdi, %r8
	subq 32(%rsp), %r8
	movq %r8, 136(%rsp)
	shlq $7, %r8
	addq %rdx, %r8
	movq %r8, (%rsp)
	movq 160(%rsp), %r14
	jmp .LBB_533
.LBB_531:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $16, %r13
	jae .LBB_1042
.LBB_532:
	vmovsd %xmm5, 272(%rsp,%r13,8)
	vdivsd %xmm0, %xmm5, %xmm5
	movq %rbp, %r14
	movq 176(%rsp), %rbp
	vmovsd %xmm4, 400(%rsp,%r13,8)
	movq %r8, %rcx
	vmovsd %xmm5, 640(%rsp,%r13,8)
.LBB_533:
	testb %r10b, %r10b
	je .LBB_542
	movq 32(%rsp), %rdx
	movq %rcx, %r8
.LBB_535:
	testq %r14, %r14
	je .LBB_550
	cmpq %r11, (%r14)
	jne .LBB_550
	movb $2, %r10b
	xorl %ebp, %ebp
	movq %r14, %rcx
	movq 72(%rsp), %r14
	cmpq %rdx, %rdi
	jb .LBB_990
.LBB_538:
	movq 8(%rcx), %r13
	testq %rdx, %rdx
	je .LBB_531
	cmpq $15, %r13
	ja .LBB_1021
	cmpq $7, 48(%rsp)
	jae .LBB_545
	movq (%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r14d, %r14d
	jmp .LBB_548
.LBB_542:
	movq 264(%rsp), %rdx
	movq %rdx, %r8
	cmpq %rdx, %rcx
	movq 32(%rsp), %rdx
	je .LBB_535
	leaq 16(%rcx), %r8
	cmpq %r11, (%rcx)
	jne .LBB_535
	xorl %r10d, %r10d
	movq %r14, %rbp
	movq 72(%rsp), %r14
	cmpq %rdx, %rdi
	jae .LBB_538
	jmp .LBB_990
.LBB_545:
	movq (%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r14d, %r14d
.LBB_546:
	vmovsd (%rcx,%r13,8), %xmm7
	leaq 1(%r14), %rdx
	vmovsd 128(%rcx,%r13,8), %xmm8
	vmovsd 512(%rcx,%r13,8), %xmm9
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 2(%r14), %rdx
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vmovsd 256(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 3(%r14), %rdx
	vaddsd %xmm4, %xmm8, %xmm4
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 384(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm4, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 4(%r14), %rdx
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 5(%r14), %rdx
	vaddsd %xmm4, %xmm9, %xmm4
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 640(%rcx,%r13,8), %xmm8
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 6(%r14), %rdx
	vmulsd %xmm6, %xmm9, %xmm6
	vmovsd 768(%rcx,%r13,8), %xmm9
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 7(%r14), %rdx
	addq $8, %r14
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 896(%rcx,%r13,8), %xmm8
	addq $1024, %rcx
	vaddsd %xmm4, %xmm9, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rdx, %xmm15, %xmm6
	vmulsd %xmm6, %xmm9, %xmm6
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %r14, %xmm15, %xmm6
	vmulsd %xmm6, %xmm8, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	cmpq %r14, %r9
	jne .LBB_546
	cmpq $0, 104(%rsp)
	je .LBB_532
.LBB_548:
	leaq (%rcx,%r13,8), %rcx
	incq %r14
	xorl %edx, %edx
.LBB_549:
	vmovsd (%rcx,%rdx), %xmm7
	vcvtsi2sd %r14, %xmm15, %xmm6
	incq %r14
	subq $-128, %rdx
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	cmpq %rdx, %rbx
	jne .LBB_549
	jmp .LBB_532
.LBB_550:
	cmpq %rsi, %r11
	jae .LBB_1102
	movq 224(%rsp), %r14
	movq 56(%rsp), %rdi
	cmpq 80(%rsp), %r11
	jae .LBB_1101
	movq %r11, %rcx
	shlq $7, %rcx
	vmovsd (%r12,%rcx), %xmm4
	vmovsd 8(%r12,%rcx), %xmm5
	vsubsd 640(%rsp), %xmm4, %xmm4
	vsubsd (%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, (%r12,%rcx)
	vsubsd 648(%rsp), %xmm5, %xmm4
	vsubsd 8(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 8(%r12,%rcx)
	vmovsd 16(%r12,%rcx), %xmm4
	vsubsd 656(%rsp), %xmm4, %xmm4
	vsubsd 16(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 16(%r12,%rcx)
	vmovsd 24(%r12,%rcx), %xmm4
	vsubsd 664(%rsp), %xmm4, %xmm4
	vsubsd 24(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 24(%r12,%rcx)
	vmovsd 32(%r12,%rcx), %xmm4
	vsubsd 672(%rsp), %xmm4, %xmm4
	vsubsd 32(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 32(%r12,%rcx)
	vmovsd 40(%r12,%rcx), %xmm4
	vsubsd 680(%rsp), %xmm4, %xmm4
	vsubsd 40(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 40(%r12,%rcx)
	vmovsd 48(%r12,%rcx), %xmm4
	vsubsd 688(%rsp), %xmm4, %xmm4
	vsubsd 48(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 48(%r12,%rcx)
	vmovsd 56(%r12,%rcx), %xmm4
	vsubsd 696(%rsp), %xmm4, %xmm4
	vsubsd 56(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 56(%r12,%rcx)
	vmovsd 64(%r12,%rcx), %xmm4
	vsubsd 704(%rsp), %xmm4, %xmm4
	vsubsd 64(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 64(%r12,%rcx)
	vmovsd 72(%r12,%rcx), %xmm4
	vsubsd 712(%rsp), %xmm4, %xmm4
	vsubsd 72(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 72(%r12,%rcx)
	vmovsd 80(%r12,%rcx), %xmm4
	vsubsd 720(%rsp), %xmm4, %xmm4
	vsubsd 80(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 80(%r12,%rcx)
	vmovsd 88(%r12,%rcx), %xmm4
	vsubsd 728(%rsp), %xmm4, %xmm4
	vsubsd 88(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 88(%r12,%rcx)
	vmovsd 96(%r12,%rcx), %xmm4
	vsubsd 736(%rsp), %xmm4, %xmm4
	vsubsd 96(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 96(%r12,%rcx)
	vmovsd 104(%r12,%rcx), %xmm4
	vsubsd 744(%rsp), %xmm4, %xmm4
	vsubsd 104(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 104(%r12,%rcx)
	vmovsd 112(%r12,%rcx), %xmm4
	vsubsd 752(%rsp), %xmm4, %xmm4
	vsubsd 112(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 112(%r12,%rcx)
	vmovsd 120(%r12,%rcx), %xmm4
	vsubsd 760(%rsp), %xmm4, %xmm4
	vsubsd 120(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 120(%r12,%rcx)
	cmpq $1024, %r11
	jne .LBB_505
	jmp .LBB_696
.LBB_608:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %rax
	movl $8, %edx
	vxorpd %xmm20, %xmm20, %xmm20
	movl %eax, %ecx
	andl $7, %ecx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rcx
	shlq $7, %rcx
	movq %rax, %rdx
.LBB_609:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
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
	vpsllq $7, %zmm0, %zmm8
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
	vgatherqpd 80(%rdi,%zmm1), %zmm7 {%k1}
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
	vaddpd %zmm20, %zmm7, %zmm7
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
	vgatherqpd (%r12,%zmm8), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm14, %zmm14
	vaddpd %zmm20, %zmm15, %zmm15
	vaddpd %zmm20, %zmm16, %zmm16
	vaddpd %zmm20, %zmm17, %zmm17
	vaddpd %zmm20, %zmm18, %zmm18
	vsubpd %zmm18, %zmm19, %zmm18
	vscatterqpd %zmm18, (%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r12,%zmm8), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm17, %zmm18, %zmm17
	vscatterqpd %zmm17, 8(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r12,%zmm8), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm16, %zmm17, %zmm16
	vscatterqpd %zmm16, 16(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%r12,%zmm8), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm16, %zmm15
	vscatterqpd %zmm15, 24(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%r12,%zmm8), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm15, %zmm14
	vscatterqpd %zmm14, 32(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%r12,%zmm8), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm14, %zmm13
	vscatterqpd %zmm13, 40(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%r12,%zmm8), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm13, %zmm12
	vscatterqpd %zmm12, 48(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r12,%zmm8), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm11, %zmm12, %zmm11
	vscatterqpd %zmm11, 56(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r12,%zmm8), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm10, %zmm11, %zmm10
	vscatterqpd %zmm10, 64(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r12,%zmm8), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm10, %zmm9
	vscatterqpd %zmm9, 72(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r12,%zmm8), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm7, %zmm9, %zmm7
	vscatterqpd %zmm7, 80(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 88(%r12,%zmm8), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm7, %zmm6
	vscatterqpd %zmm6, 88(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r12,%zmm8), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm5, %zmm6, %zmm5
	vscatterqpd %zmm5, 96(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r12,%zmm8), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm4, %zmm5, %zmm4
	vscatterqpd %zmm4, 104(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r12,%zmm8), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm3, %zmm4, %zmm3
	vscatterqpd %zmm3, 112(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%r12,%zmm8), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm2, %zmm3, %zmm2
	vscatterqpd %zmm2, 120(%r12,%zmm8) {%k1}
	jne .LBB_609
.LBB_610:
	movq 240(%rsp), %rdx
	movq 912(%rsp), %r8
	leaq (%r9,%rdx), %rdi
	movq 1216(%rsp), %rdx
	addq %rax, %rdx
	subq 16(%rsp), %rdx
	shlq $7, %rax
	addq %rdi, %rax
	leaq (%r8,%rcx), %rdi
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_611:
	incq %rdx
	je .LBB_1078
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
	jne .LBB_611
.LBB_613:
	movq 96(%rsp), %rax
	movq 144(%rsp), %rcx
	decq %rax
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_616
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	movq 208(%rsp), %rdi
	movq 152(%rsp), %r8
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	movq 248(%rsp), %rcx
	je .LBB_617
	movl $1, %ebx
	movq %rdx, 192(%rsp)
	movq %rax, 200(%rsp)
	jmp .LBB_618
.LBB_616:
	movq 248(%rsp), %rcx
	movq 208(%rsp), %rdi
	movq 152(%rsp), %r8
.LBB_617:
	xorl %ebx, %ebx
.LBB_618:
	movq 96(%rsp), %rdx
	movq %rbx, 184(%rsp)
	cmpq $1, %rdx
	jne .LBB_624
	cmpb $0, 31(%rsp)
	jne .LBB_1007
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $7, %rsi
	jbe .LBB_623
	movq 584(%rsp), %rdx
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	cmpq %rdx, %r12
	jae .LBB_685
	movq 576(%rsp), %rdx
	addq %r8, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %rdi
	jae .LBB_685
.LBB_623:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_687
.LBB_624:
	leaq 1(%rdx), %rax
	movq %rcx, %rdi
	subq %rdx, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 336(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 400(%rsp)
	vmovupd %zmm1, 464(%rsp)
	imulq %rdx, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %r14, %rbp
	jae .LBB_1013
	movq 16(%rsp), %rax
	cmpq %rdx, %rcx
	jb .LBB_1053
	testq %rdx, %rdx
	je .LBB_629
	vbroadcastsd 360(%rsp), %ymm1
	vbroadcastsd 488(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 272(%rsp), %ymm3
	vmovupd 400(%rsp), %ymm5
	shlq $7, %rdi
	addq 168(%rsp), %rdi
	movabsq $144115188075855871, %rax
	movb $57, %cl
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rcx
	movq %rdi, %r9
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 368(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 496(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_630
	xorl %edx, %edx
	jmp .LBB_633
.LBB_629:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_636
.LBB_630:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_631:
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
	jne .LBB_631
	testq %rax, %rax
	je .LBB_635
.LBB_633:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_634:
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
	jne .LBB_634
.LBB_635:
	movq 96(%rsp), %rdx
	movq 16(%rsp), %rax
	vmovupd %zmm5, 400(%rsp)
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm5
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 272(%rsp)
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm5, 304(%rsp)
	vextractf64x4 $1, %zmm1, 368(%rsp)
.LBB_636:
	cmpq 120(%rsp), %rax
	je .LBB_1137
	vbroadcastsd %xmm0, %zmm3
	vmovupd 64(%r12), %zmm4
	movb %bl, 40(%rsp)
	testq %rbx, %rbx
	leaq 192(%rsp), %rcx
	cmovneq %rcx, %rbx
	movb $57, %cl
	xorl %edi, %edi
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	vmovupd (%r12), %zmm3
	vsubpd %zmm2, %zmm3, %zmm2
	vsubpd %zmm1, %zmm4, %zmm1
	vmovupd %zmm2, (%r12)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r12)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movq 192(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 80(%rsp)
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	vdivsd %xmm0, %xmm2, %xmm2
	bzhiq %rcx, %rax, %rax
	movq %rax, 32(%rsp)
	leaq 1(%rax), %r14
	movabsq $288230376151711736, %rax
	addq 240(%rsp), %r8
	movl %r14d, %r15d
	andq %rax, %r14
	movq %rbp, %rax
	andl $7, %r15d
	subq %rdx, %rax
	movq %r8, 152(%rsp)
	movq %rax, 48(%rsp)
	movq %r15, 104(%rsp)
	shll $7, %r15d
	movl $1, %r8d
	movq %rbx, 112(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_638:
	cmpq %r11, %rdi
	jae .LBB_643
	movq %rdi, %rax
	shlq $4, %rax
	addq 128(%rsp), %rax
.LBB_640:
	movq (%rax), %rcx
	cmpq %r8, %rcx
	jae .LBB_644
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r11
	jne .LBB_640
	movq %r11, %rdi
	xorl %edx, %edx
	jmp .LBB_645
.LBB_643:
	xorl %edx, %edx
	jmp .LBB_645
.LBB_644:
	movl $1, %edx
.LBB_645:
	cmpq %r8, 80(%rsp)
	setae %al
	andb 40(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_647
	movl $1025, %r10d
	testb %al, %al
	je .LBB_652
.LBB_647:
	movq 80(%rsp), %r11
	movl $2, %r9d
	movzbl %al, %eax
	subq %rdx, %r9
	testb %dl, %dl
	movq %r9, 640(%rsp)
	movq $2, 648(%rsp)
	movq %rdx, 656(%rsp)
	movq %rcx, 664(%rsp)
	movq %rax, 672(%rsp)
	movq %r11, %r10
	cmovneq %rcx, %r10
	movq %r11, 680(%rsp)
	testq %rdx, %rdx
	je .LBB_651
	je .LBB_651
	shll $4, %edx
	leaq 696(%rsp), %rcx
	subq %rdx, %rcx
.LBB_650:
	movq %r10, %rax
	movq (%rcx), %r10
	incq %r9
	cmpq %r10, %rax
	cmovbq %rax, %r10
	cmpb $0, -8(%rcx)
	cmoveq %rax, %r10
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_650
.LBB_651:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_652:
	vmovupd 272(%rsp), %zmm4
	vmovupd 336(%rsp), %zmm3
	vmovupd 400(%rsp), %zmm7
	vmovupd 464(%rsp), %zmm8
	cmpq %r10, %r8
	jae .LBB_658
	cmpq %rsi, %r8
	movq %rsi, %rax
	movq %r8, %rcx
	cmovaq %r8, %rax
	shlq $7, %rcx
	movq %rax, (%rsp)
	movq 152(%rsp), %rax
	movq 48(%rsp), %r9
	movq 608(%rsp), %r11
	leaq (%rax,%rcx), %rdx
	addq 568(%rsp), %rcx
	addq %r8, %r9
	shlq $7, %r9
.LBB_654:
	movq 72(%rsp), %rax
	leaq (%rbp,%r8), %r13
	cmpq %rax, %r13
	jae .LBB_1063
	movq 48(%rsp), %r13
	addq %r8, %r13
	cmpq %rax, %r13
	jae .LBB_1036
	cmpq %r8, (%rsp)
	je .LBB_1055
	vmovupd (%r11,%rcx), %zmm6
	vmovupd -64(%r11,%rcx), %zmm9
	incq %r8
	vaddpd %zmm8, %zmm6, %zmm5
	vmulpd %zmm1, %zmm6, %zmm6
	vmulpd %zmm1, %zmm9, %zmm10
	vsubpd (%r11,%r9), %zmm5, %zmm5
	vaddpd %zmm6, %zmm3, %zmm3
	vaddpd %zmm10, %zmm4, %zmm4
	vaddpd %zmm7, %zmm9, %zmm6
	vmovupd (%rdx), %zmm9
	vsubpd -64(%r11,%r9), %zmm6, %zmm6
	subq $-128, %r11
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
	cmpq %r8, %r10
	jne .LBB_654
	jmp .LBB_659
.LBB_658:
	vmovapd %zmm7, %zmm6
	vmovapd %zmm8, %zmm5
.LBB_659:
	movq 64(%rsp), %r11
	vmovupd %zmm4, 272(%rsp)
	vmovupd %zmm3, 336(%rsp)
	vmovapd %xmm6, 400(%rsp)
	cmpq $1024, %r10
	ja .LBB_690
	movq %rdi, 56(%rsp)
	leaq (%r10,%rbp), %rcx
	movq 72(%rsp), %rbp
	cmpq %rbp, %rcx
	jae .LBB_1103
	movq 96(%rsp), %rdi
	movq %rcx, %r13
	subq %rdi, %r13
	cmpq %rbp, %r13
	jae .LBB_1036
	movq 168(%rsp), %r9
	movq %rcx, %rax
	shlq $7, %rax
	shlq $7, %r13
	movq %rcx, %rdx
	vmovupd (%r9,%rax), %zmm7
	vmulpd %zmm1, %zmm7, %zmm8
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm7, %zmm6
	vmovupd %zmm4, 272(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%r9,%rax), %zmm8
	movq 56(%rsp), %rax
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 336(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%r9,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 400(%rsp)
	vsubpd 64(%r9,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 640(%rsp)
	vmovupd %zmm3, 704(%rsp)
	vmovupd %zmm5, 464(%rsp)
	cmpq %r11, %rax
	ja .LBB_1002
	movq %rax, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	incq %rdx
	leaq 1(%r10), %r8
	xorl %ebp, %ebp
	movq %rdx, 16(%rsp)
	subq %rdi, %rdx
	movq %rdx, 136(%rsp)
	shlq $7, %rdx
	addq %r9, %rdx
	jmp .LBB_666
.LBB_664:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1042
.LBB_665:
	vmovsd %xmm4, 272(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 400(%rsp,%r13,8)
	movq %r9, %rbx
	movq %r11, %rcx
	vmovsd %xmm4, 640(%rsp,%r13,8)
.LBB_666:
	testb %bpl, %bpl
	je .LBB_675
	movq %rcx, %r11
.LBB_668:
	testq %rbx, %rbx
	je .LBB_683
	cmpq %r10, (%rbx)
	jne .LBB_683
	movb $2, %bpl
	xorl %r9d, %r9d
	movq %rbx, %rcx
	cmpq %rdi, 16(%rsp)
	jb .LBB_997
.LBB_671:
	movq 8(%rcx), %r13
	testq %rdi, %rdi
	je .LBB_664
	cmpq $15, %r13
	ja .LBB_1021
	cmpq $7, 32(%rsp)
	jae .LBB_678
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	movq %rdx, %rcx
	jmp .LBB_681
.LBB_675:
	movq 264(%rsp), %rax
	movq %rax, %r11
	cmpq %rax, %rcx
	je .LBB_668
	leaq 16(%rcx), %r11
	cmpq %r10, (%rcx)
	jne .LBB_668
	xorl %ebp, %ebp
	movq %rbx, %r9
	cmpq %rdi, 16(%rsp)
	jae .LBB_671
	jmp .LBB_997
.LBB_678:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	movq %rdx, %rcx
.LBB_679:
	vmovsd (%rcx,%r13,8), %xmm6
	leaq 1(%rbx), %rax
	vmovsd 128(%rcx,%r13,8), %xmm7
	vmovsd 512(%rcx,%r13,8), %xmm8
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 2(%rbx), %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r13,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 3(%rbx), %rax
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r13,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 4(%rbx), %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 5(%rbx), %rax
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rcx,%r13,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 6(%rbx), %rax
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r13,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 7(%rbx), %rax
	addq $8, %rbx
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r13,8), %xmm7
	addq $1024, %rcx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rbx, %r14
	jne .LBB_679
	cmpq $0, 104(%rsp)
	je .LBB_665
.LBB_681:
	leaq (%rcx,%r13,8), %rcx
	incq %rbx
	xorl %eax, %eax
.LBB_682:
	vmovsd (%rcx,%rax), %xmm6
	vcvtsi2sd %rbx, %xmm15, %xmm5
	incq %rbx
	subq $-128, %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rax, %r15
	jne .LBB_682
	jmp .LBB_665
.LBB_683:
	cmpq %rsi, %r10
	jae .LBB_1104
	movq %r10, %rax
	shlq $7, %rax
	movq 176(%rsp), %rbp
	movq 64(%rsp), %r11
	movq 56(%rsp), %rdi
	movq 112(%rsp), %rbx
	vmovupd (%r12,%rax), %zmm3
	vmovupd 64(%r12,%rax), %zmm4
	vsubpd 640(%rsp), %zmm3, %zmm3
	vmovupd %zmm3, (%r12,%rax)
	vsubpd 704(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, 64(%r12,%rax)
	cmpq $1024, %r10
	jne .LBB_638
	jmp .LBB_690
.LBB_685:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %rax
	movl $8, %edx
	vxorpd %xmm20, %xmm20, %xmm20
	movl %eax, %ecx
	andl $7, %ecx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rcx
	shlq $7, %rcx
	movq %rax, %rdx
.LBB_686:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
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
	vpsllq $7, %zmm0, %zmm8
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
	vgatherqpd 80(%rdi,%zmm1), %zmm7 {%k1}
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
	vaddpd %zmm20, %zmm7, %zmm7
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
	vgatherqpd (%r12,%zmm8), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm14, %zmm14
	vaddpd %zmm20, %zmm15, %zmm15
	vaddpd %zmm20, %zmm16, %zmm16
	vaddpd %zmm20, %zmm17, %zmm17
	vaddpd %zmm20, %zmm18, %zmm18
	vsubpd %zmm18, %zmm19, %zmm18
	vscatterqpd %zmm18, (%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r12,%zmm8), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm17, %zmm18, %zmm17
	vscatterqpd %zmm17, 8(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r12,%zmm8), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm16, %zmm17, %zmm16
	vscatterqpd %zmm16, 16(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%r12,%zmm8), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm16, %zmm15
	vscatterqpd %zmm15, 24(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%r12,%zmm8), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm15, %zmm14
	vscatterqpd %zmm14, 32(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%r12,%zmm8), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm14, %zmm13
	vscatterqpd %zmm13, 40(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%r12,%zmm8), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm13, %zmm12
	vscatterqpd %zmm12, 48(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r12,%zmm8), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm11, %zmm12, %zmm11
	vscatterqpd %zmm11, 56(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r12,%zmm8), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm10, %zmm11, %zmm10
	vscatterqpd %zmm10, 64(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r12,%zmm8), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm10, %zmm9
	vscatterqpd %zmm9, 72(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r12,%zmm8), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm7, %zmm9, %zmm7
	vscatterqpd %zmm7, 80(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 88(%r12,%zmm8), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm7, %zmm6
	vscatterqpd %zmm6, 88(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r12,%zmm8), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm5, %zmm6, %zmm5
	vscatterqpd %zmm5, 96(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r12,%zmm8), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm4, %zmm5, %zmm4
	vscatterqpd %zmm4, 104(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r12,%zmm8), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm3, %zmm4, %zmm3
	vscatterqpd %zmm3, 112(%r12,%zmm8) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%r12,%zmm8), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm2, %zmm3, %zmm2
	vscatterqpd %zmm2, 120(%r12,%zmm8) {%k1}
	jne .LBB_686
.LBB_687:
	movq 1216(%rsp), %rdx
	addq 240(%rsp), %r8
	movq 912(%rsp), %rdi
	addq %rax, %rdx
	subq 16(%rsp), %rdx
	shlq $7, %rax
	addq %rcx, %rdi
	addq %r8, %rax
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_688:
	incq %rdx
	je .LBB_1078
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
	jne .LBB_688
.LBB_690:
	movq 224(%rsp), %r14
.LBB_696:
	movq 960(%rsp), %rsi
	movq 120(%rsp), %rbx
	subq %rbx, %rsi
	jb .LBB_1012
	movq 1280(%rsp), %rcx
	movq 952(%rsp), %rax
	movq 1296(%rsp), %r12
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	testq %rbx, %rbx
	je .LBB_702
	xorl %edi, %edi
	xorl %r8d, %r8d
.LBB_699:
	leaq (%r14,%r8), %r9
	cmpq %rsi, %r9
	jae .LBB_1073
	vmovupd 131200(%rax,%rdi), %zmm0
	vmovupd 131264(%rax,%rdi), %zmm1
	vmovupd %zmm1, 704(%rsp)
	vmovupd %zmm0, 640(%rsp)
	cmpq %r8, %rcx
	je .LBB_1070
	vmovsd (%rdx,%r8,8), %xmm0
	incq %r8
	vmovsd %xmm0, (%rax,%rdi)
	vmovupd 640(%rsp), %zmm0
	vmovupd 696(%rsp), %zmm1
	vmovupd %zmm0, 8(%rax,%rdi)
	vmovupd %zmm1, 64(%rax,%rdi)
	subq $-128, %rdi
	cmpq %rdi, 216(%rsp)
	jne .LBB_699
.LBB_702:
	testq %rcx, %rcx
	je .LBB_712
	leaq (,%rcx,8), %r8
	movq 1264(%rsp), %r10
	movq %r14, %rdi
	addq $-8, %r8
	shrq $3, %r8
	cmpq %r14, %rsi
	cmovaq %rsi, %rdi
	addq %r10, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $32, %rdi
	jb .LBB_706
	cmpq %r14, %rsi
	movq %r14, %r9
	cmovaq %rsi, %r9
	addq %r10, %r9
	cmpq %r9, %r8
	cmovbq %r8, %r9
	movq %r9, %r8
	shlq $7, %r8
	leaq 131328(%rax,%r8), %r8
	cmpq %r8, %rdx
	jae .LBB_707
	leaq 8(%rdx,%r9,8), %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_707
.LBB_706:
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_709
.LBB_707:
	movq 216(%rsp), %r8
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovdqu64 1648(%rsp), %zmm6
	vpbroadcastq .LCPI_7(%rip), %zmm7
	incq %rdi
	movl $32, %r10d
	leaq (%rax,%r8), %r9
	movl %edi, %r8d
	andl $31, %r8d
	cmoveq %r10, %r8
	xorl %r10d, %r10d
	subq %r8, %rdi
	leaq (%rdx,%rdi,8), %r8
.LBB_708:
	vpsubq %zmm6, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vpaddq %zmm7, %zmm0, %zmm0
	vpsllq $7, %zmm1, %zmm1
	vgatherqpd 131320(%r9,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 132344(%r9,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 133368(%r9,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 134392(%r9,%zmm1), %zmm5 {%k1}
	vmovupd %zmm2, (%rdx,%r10,8)
	vmovupd %zmm3, 64(%rdx,%r10,8)
	vmovupd %zmm4, 128(%rdx,%r10,8)
	vmovupd %zmm5, 192(%rdx,%r10,8)
	addq $32, %r10
	cmpq %r10, %rdi
	jne .LBB_708
.LBB_709:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%r14,%rdi), %rdx
	shlq $7, %rdi
	leaq 131320(%rax,%rdi), %rax
.LBB_710:
	cmpq %rsi, %rdx
	jae .LBB_1071
	vmovsd (%rax), %xmm0
	incq %rdx
	subq $-128, %rax
	vmovsd %xmm0, (%r8)
	addq $8, %r8
	cmpq %rcx, %r8
	jne .LBB_710
.LBB_712:
	movq 600(%rsp), %rax
	movq 1440(%rsp), %rcx
	movq 952(%rsp), %r9
	movq 960(%rsp), %rbp
	movq 1000(%rsp), %r10
	movq 1008(%rsp), %rsi
	movq %rax, 184(%rsp)
	movq %r12, 192(%rsp)
	movq %rcx, 200(%rsp)
	movq 96(%rsp), %rcx
	cmpq $1, %rcx
	jne .LBB_718
	cmpq %rbp, 896(%rsp)
	ja .LBB_1018
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	cmpq $8, %rsi
	jb .LBB_717
	movq 576(%rsp), %rdi
	movq 216(%rsp), %rax
	cmpq $1024, %rsi
	movl $1024, %edx
	cmovbq %rsi, %rdx
	shll $7, %edx
	addq %r9, %rdi
	addq %r9, %rax
	addq %rdx, %rdi
	cmpq %rdi, %r10
	jae .LBB_779
	leaq 128(%r10,%rdx), %rdx
	cmpq %rdx, %rax
	jae .LBB_779
.LBB_717:
	xorl %ecx, %ecx
	xorl %edx, %edx
	jmp .LBB_781
.LBB_718:
	leaq 1(%rcx), %rax
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 336(%rsp)
	vmovupd %zmm1, 272(%rsp)
	vmovupd %zmm1, 400(%rsp)
	vmovupd %zmm1, 464(%rsp)
	imulq %rcx, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq 1248(%rsp), %rax
	movq %rax, %rdi
	subq %rcx, %rdi
	cmpq %rbp, %rbx
	jae .LBB_1038
	cmpq %rcx, %rax
	jb .LBB_1039
	testq %rcx, %rcx
	je .LBB_723
	vbroadcastsd 360(%rsp), %ymm1
	vbroadcastsd 488(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 272(%rsp), %ymm3
	vmovupd 400(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	shlq $7, %rdi
	addq %rcx, %rax
	movb $57, %cl
	addq %r9, %rdi
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rax
	movl %eax, %edx
	andl $3, %edx
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 368(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 496(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_724
	xorl %r8d, %r8d
	jmp .LBB_727
.LBB_723:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_730
.LBB_724:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %r8d, %r8d
	addq $4, %rcx
	andq %rcx, %rax
.LBB_725:
	vmovupd (%rdi), %zmm7
	vmovupd 64(%rdi), %zmm8
	leaq 1(%r8), %rcx
	vmovupd 128(%rdi), %zmm9
	vmovupd 192(%rdi), %zmm10
	vcvtsi2sd %rcx, %xmm15, %xmm6
	leaq 2(%r8), %rcx
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%rdi), %ymm6, %ymm12
	vmulpd %ymm6, %ymm7, %ymm11
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vaddpd %ymm3, %ymm11, %ymm3
	leaq 3(%r8), %rcx
	vaddpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm9, %zmm5
	addq $4, %r8
	vbroadcastsd %xmm6, %zmm6
	vmulpd 160(%rdi), %ymm6, %ymm8
	vaddpd %ymm2, %ymm12, %ymm2
	vmulpd %ymm6, %ymm9, %ymm7
	vmulpd %zmm6, %zmm10, %zmm6
	vmovupd 320(%rdi), %zmm10
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 256(%rdi), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %rcx, %xmm15, %xmm6
	vbroadcastsd %xmm6, %zmm6
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd %ymm6, %ymm7, %ymm8
	vaddpd %zmm5, %zmm7, %zmm5
	vmovupd 384(%rdi), %zmm7
	vaddpd %ymm3, %ymm8, %ymm3
	vmulpd 288(%rdi), %ymm6, %ymm8
	vmulpd %zmm6, %zmm10, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vcvtsi2sd %r8, %xmm15, %xmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vbroadcastsd %xmm6, %zmm6
	vmulpd 416(%rdi), %ymm6, %ymm9
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm6, %ymm7, %ymm8
	vmovupd 448(%rdi), %zmm7
	addq $512, %rdi
	vaddpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %zmm6, %zmm7, %zmm6
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm6, %zmm1, %zmm1
	cmpq %r8, %rax
	jne .LBB_725
	testq %rdx, %rdx
	je .LBB_729
.LBB_727:
	incq %r8
	shll $7, %edx
	xorl %eax, %eax
.LBB_728:
	vcvtsi2sd %r8, %xmm15, %xmm6
	vmovupd (%rdi,%rax), %zmm7
	vmovupd 64(%rdi,%rax), %zmm8
	incq %r8
	vbroadcastsd %xmm6, %zmm6
	vmulpd 32(%rdi,%rax), %ymm6, %ymm10
	subq $-128, %rax
	vmulpd %ymm6, %ymm7, %ymm9
	vmulpd %zmm6, %zmm8, %zmm6
	vaddpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm4, %zmm8, %zmm4
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %ymm2, %ymm10, %ymm2
	cmpq %rax, %rdx
	jne .LBB_728
.LBB_729:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 272(%rsp)
	vmovupd %zmm5, 400(%rsp)
	vmovupd %zmm4, 464(%rsp)
	vmovupd %zmm6, 304(%rsp)
	vextractf64x4 $1, %zmm1, 368(%rsp)
.LBB_730:
	testq %rsi, %rsi
	je .LBB_1105
	vbroadcastsd %xmm0, %zmm3
	leaq 64(%r10), %rax
	movl $1, %r11d
	movq %rax, 40(%rsp)
	movq %r10, 80(%rsp)
	leaq 192(%rsp), %rax
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	movq 600(%rsp), %rcx
	movb %cl, 104(%rsp)
	testq %rcx, %rcx
	movq 96(%rsp), %rdx
	cmovneq %rax, %rcx
	movabsq $144115188075855871, %rax
	movq %rcx, 600(%rsp)
	movb $57, %cl
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	vmovupd %zmm2, (%r10)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r10)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	leaq 1(%rax), %r14
	movq %rax, 48(%rsp)
	movabsq $288230376151711736, %rax
	xorl %r10d, %r10d
	movl %r14d, %r8d
	andq %rax, %r14
	leaq 64(%r9), %rax
	andl $7, %r8d
	movq %rax, 112(%rsp)
	movq %rbx, %rax
	subq %rdx, %rax
	movq %rax, (%rsp)
	movq %r8, 32(%rsp)
	shll $7, %r8d
	movq %r9, 56(%rsp)
	vbroadcastsd %xmm1, %zmm1
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm2, %zmm2
.LBB_732:
	cmpq 64(%rsp), %r10
	jae .LBB_737
	movq %r10, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
.LBB_734:
	movq (%rcx), %rax
	cmpq %r11, %rax
	jae .LBB_738
	movq %r10, %rdx
	incq %rdx
	addq $16, %rcx
	movq %rdx, %r10
	cmpq %rdx, 64(%rsp)
	jne .LBB_734
	movq 64(%rsp), %r10
	xorl %ecx, %ecx
	jmp .LBB_739
.LBB_737:
	xorl %ecx, %ecx
	jmp .LBB_739
.LBB_738:
	movl $1, %ecx
.LBB_739:
	cmpq %r11, %r12
	setae %dl
	andb 104(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_741
	movl $1025, %r15d
	testb %dl, %dl
	je .LBB_746
.LBB_741:
	movzbl %dl, %r9d
	movl $2, %edx
	movq %r12, %r15
	subq %rcx, %rdx
	testb %cl, %cl
	cmovneq %rax, %r15
	movq %rdx, 640(%rsp)
	movq $2, 648(%rsp)
	movq %rcx, 656(%rsp)
	movq %rax, 664(%rsp)
	movq %r9, 672(%rsp)
	movq %r12, 680(%rsp)
	testq %rcx, %rcx
	je .LBB_745
	je .LBB_745
	shll $4, %ecx
	leaq 696(%rsp), %rax
	subq %rcx, %rax
.LBB_744:
	movq %r15, %rcx
	movq (%rax), %r15
	incq %rdx
	cmpq %r15, %rcx
	cmovbq %rcx, %r15
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r15
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_744
.LBB_745:
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
.LBB_746:
	vmovupd 272(%rsp), %zmm4
	vmovupd 336(%rsp), %zmm3
	vmovupd 400(%rsp), %zmm6
	vmovupd 464(%rsp), %zmm8
	cmpq %r15, %r11
	jae .LBB_752
	movq 40(%rsp), %rcx
	movq (%rsp), %rdx
	cmpq %rsi, %r11
	movq %rsi, %rdi
	movq %r11, %rax
	movq 112(%rsp), %r9
	cmovaq %r11, %rdi
	shlq $7, %rax
	addq %rax, %rcx
	addq 216(%rsp), %rax
	addq %r11, %rdx
	shlq $7, %rdx
.LBB_748:
	leaq (%rbx,%r11), %r13
	cmpq %rbp, %r13
	jae .LBB_1098
	movq (%rsp), %r13
	addq %r11, %r13
	cmpq %rbp, %r13
	jae .LBB_1037
	cmpq %r11, %rdi
	je .LBB_1058
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
	jne .LBB_748
	jmp .LBB_753
.LBB_752:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_753:
	movq 56(%rsp), %r9
	vmovupd %zmm4, 272(%rsp)
	vmovupd %zmm3, 336(%rsp)
	vmovapd %xmm7, 400(%rsp)
	cmpq $1024, %r15
	ja .LBB_784
	leaq (%r15,%rbx), %rdx
	cmpq %rbp, %rdx
	jae .LBB_1094
	movq 96(%rsp), %rbx
	movq 64(%rsp), %r11
	movq %rdx, %r13
	subq %rbx, %r13
	cmpq %rbp, %r13
	jae .LBB_1037
	movq %rdx, %rax
	shlq $7, %rax
	shlq $7, %r13
	vmovupd (%r9,%rax), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 272(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%r9,%rax), %zmm8
	movq %r10, %rax
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 336(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%r9,%r13), %zmm6, %zmm6
	vmovupd %zmm6, 400(%rsp)
	vsubpd 64(%r9,%r13), %zmm5, %zmm5
	vmovupd %zmm4, 640(%rsp)
	vmovupd %zmm3, 704(%rsp)
	vmovupd %zmm5, 464(%rsp)
	cmpq %r11, %r10
	ja .LBB_1002
	incq %rdx
	movq %rax, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
	leaq 1(%r15), %r11
	movq %rbp, %rdi
	xorl %ebp, %ebp
	movq %rdx, 16(%rsp)
	subq %rbx, %rdx
	movq %rdx, 136(%rsp)
	shlq $7, %rdx
	addq %r9, %rdx
	movq 600(%rsp), %r9
	jmp .LBB_760
.LBB_758:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r13
	jae .LBB_1042
.LBB_759:
	vmovsd %xmm4, 272(%rsp,%r13,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq 96(%rsp), %rbx
	vmovsd %xmm3, 400(%rsp,%r13,8)
	movq %rax, %r9
	movq %r12, %rcx
	vmovsd %xmm4, 640(%rsp,%r13,8)
.LBB_760:
	testb %bpl, %bpl
	je .LBB_769
	movq %rcx, %r12
.LBB_762:
	testq %r9, %r9
	je .LBB_777
	cmpq %r15, (%r9)
	jne .LBB_777
	movb $2, %bpl
	xorl %eax, %eax
	movq %r9, %rcx
	cmpq %rbx, 16(%rsp)
	jb .LBB_993
.LBB_765:
	movq 8(%rcx), %r13
	testq %rbx, %rbx
	je .LBB_758
	cmpq $15, %r13
	ja .LBB_1021
	cmpq $7, 48(%rsp)
	jae .LBB_772
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	movq %rdx, %rcx
	jmp .LBB_775
.LBB_769:
	movq 264(%rsp), %rax
	movq %rax, %r12
	cmpq %rax, %rcx
	je .LBB_762
	leaq 16(%rcx), %r12
	cmpq %r15, (%rcx)
	jne .LBB_762
	xorl %ebp, %ebp
	movq %r9, %rax
	cmpq %rbx, 16(%rsp)
	jae .LBB_765
	jmp .LBB_993
.LBB_772:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	movq %rdx, %rcx
.LBB_773:
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
	jne .LBB_773
	cmpq $0, 32(%rsp)
	je .LBB_759
.LBB_775:
	leaq (%rcx,%r13,8), %rcx
	incq %r9
	xorl %ebx, %ebx
.LBB_776:
	vmovsd (%rcx,%rbx), %xmm6
	vcvtsi2sd %r9, %xmm15, %xmm5
	incq %r9
	subq $-128, %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rbx, %r8
	jne .LBB_776
	jmp .LBB_759
.LBB_777:
	cmpq %rsi, %r15
	jae .LBB_1095
	vmovupd 640(%rsp), %zmm3
	vmovupd 704(%rsp), %zmm4
	movq 80(%rsp), %rcx
	movq 120(%rsp), %rbx
	movq 1296(%rsp), %r12
	movq %r15, %rax
	shlq $7, %rax
	movq %rdi, %rbp
	vmovupd %zmm4, 64(%rcx,%rax)
	vmovupd %zmm3, (%rcx,%rax)
	cmpq $1024, %r15
	jne .LBB_732
	jmp .LBB_784
.LBB_779:
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
.LBB_780:
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
	vscatterqpd %zmm17, (%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 8(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 16(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 24(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 32(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 40(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 48(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 56(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 64(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 72(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 80(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 88(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 96(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 104(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 112(%r10,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm2, 120(%r10,%zmm18) {%k1}
	jne .LBB_780
.LBB_781:
	addq 240(%rsp), %r9
	movq %rcx, %rax
	shlq $7, %rax
	movl $131200, %edi
	decq %rcx
	leaq 64(%r10,%rax), %rax
	subq %rdx, %rdi
	addq %rdx, %r9
	xorl %edx, %edx
.LBB_782:
	incq %rcx
	cmpq %rcx, %rsi
	je .LBB_1069
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%r9,%rdx), %zmm1, %zmm0
	vaddpd (%r9,%rdx), %zmm1, %zmm1
	vmovupd %zmm0, -64(%rax,%rdx)
	vmovupd %zmm1, (%rax,%rdx)
	addq $128, %rdx
	cmpq %rdx, %rdi
	jne .LBB_782
.LBB_784:
	movq 1368(%rsp), %rbp
	cmpq %rbp, 560(%rsp)
	jae .LBB_1107
	movq 1360(%rsp), %rax
	movq 1448(%rsp), %rcx
	movq 144(%rsp), %r8
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rbx
	movq 232(%rsp), %rcx
	movq %r8, 184(%rsp)
	movq %rcx, 56(%rsp)
	leaq 1584(%rsp), %rcx
	movq 616(%rsp), %r8
	movq %rcx, 272(%rsp)
	leaq 1712(%rsp), %rcx
	movq %rdx, (%rsp)
	movq %rcx, 400(%rsp)
	movq %rdx, 408(%rsp)
	movq %rbx, 416(%rsp)
	movq %r8, 280(%rsp)
	leaq 640(%rsp), %rdi
	leaq 400(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 640(%rsp), %zmm0
	movq 984(%rsp), %rax
	movq 1008(%rsp), %rcx
	vmovupd 704(%rsp), %zmm1
	movq 1048(%rsp), %r11
	movq %rbx, 32(%rsp)
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	movq 1056(%rsp), %rcx
	shlq $4, %rax
	vmovups %zmm0, 400(%rsp)
	vmovupd %zmm1, 464(%rsp)
	vmovsd 400(%rsp), %xmm0
	vmaxsd .LCPI_9(%rip), %xmm0, %xmm0
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	je .LBB_795
	vmovsd 408(%rsp), %xmm1
	vmovsd 472(%rsp), %xmm2
	movq 976(%rsp), %rcx
	movq 1000(%rsp), %rdx
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 416(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 424(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 432(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 440(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 448(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 456(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 464(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 480(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm2, %xmm0
	vmovsd %xmm2, %xmm0, %xmm0 {%k1}
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 488(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 496(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 504(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 512(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 520(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	cmpq $4, %rax
	jae .LBB_846
.LBB_788:
	xorl %esi, %esi
.LBB_789:
	vmovddup .LCPI_10(%rip), %xmm2
	movl %eax, %r8d
	subl %esi, %r8d
	movq %rsi, %rdi
	andl $7, %r8d
	je .LBB_792
	shll $3, %r8d
	movq %rsi, %rdi
.LBB_791:
	vmovsd (%rdx,%rdi,8), %xmm1
	vsubsd (%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%r11,%rdi)
	incq %rdi
	addq $-8, %r8
	jne .LBB_791
.LBB_792:
	subq %rax, %rsi
	cmpq $-8, %rsi
	ja .LBB_794
.LBB_793:
	vmovsd (%rdx,%rdi,8), %xmm1
	vmovddup .LCPI_10(%rip), %xmm2
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
	vmovsd 32(%rdx,%rdi,8), %xmm1
	vsubsd 32(%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 4(%r11,%rdi)
	vmovsd 40(%rdx,%rdi,8), %xmm1
	vsubsd 40(%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 5(%r11,%rdi)
	vmovsd 48(%rdx,%rdi,8), %xmm1
	vsubsd 48(%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 6(%r11,%rdi)
	vmovsd 56(%rdx,%rdi,8), %xmm1
	vsubsd 56(%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae 7(%r11,%rdi)
	addq $8, %rdi
	cmpq %rdi, %rax
	jne .LBB_793
.LBB_794:
	movq 1048(%rsp), %rax
	movq 1056(%rsp), %rcx
	movq %rax, 104(%rsp)
	jmp .LBB_796
.LBB_795:
	movq %r11, 104(%rsp)
.LBB_796:
	vmovddup .LCPI_10(%rip), %xmm1
	leaq 992(%rsp), %rax
	leaq 968(%rsp), %rdx
	leaq 400(%rsp), %rsi
	movq %rcx, 80(%rsp)
	movq %rax, 640(%rsp)
	movq %rdx, 648(%rsp)
	leaq 272(%rsp), %rdx
	movq %rsi, 656(%rsp)
	leaq 184(%rsp), %rsi
	movq %rdx, 664(%rsp)
	movabsq $9223372036854775800, %rdx
	movq %rsi, 672(%rsp)
	andq %rdx, %rcx
	movq %rcx, 96(%rsp)
	je .LBB_809
	movq $0, 48(%rsp)
	movq 104(%rsp), %rax
	movq 96(%rsp), %r12
	jmp .LBB_799
.LBB_798:
	movq 16(%rsp), %rax
	incq 48(%rsp)
	addq $-8, %r12
	addq $8, %rax
	testq %r12, %r12
	je .LBB_809
.LBB_799:
	movq (%rax), %rbx
	movq %rax, 16(%rsp)
	testq %rbx, %rbx
	je .LBB_798
	movq 48(%rsp), %rax
	leaq (,%rax,8), %r15
	movq %r15, %rbp
	shrq $4, %rbp
	andl $8, %r15d
	jmp .LBB_802
.LBB_801:
	vmovddup .LCPI_10(%rip), %xmm1
	blsrq %rbx, %rbx
	je .LBB_798
.LBB_802:
	movq 1008(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1022
	movq 984(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1023
	movq 1000(%rsp), %rax
	tzcntq %rbx, %r14
	movq %rbp, %r13
	shlq $7, %r13
	shrl $3, %r14d
	orq %r15, %r14
	leal (,%r14,8), %ecx
	addq %r13, %rax
	vmovsd 400(%rsp,%rcx), %xmm2
	vmovsd (%rcx,%rax), %xmm0
	movq 976(%rsp), %rax
	addq %r13, %rax
	vsubsd (%rcx,%rax), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vucomisd %xmm0, %xmm2
	jb .LBB_801
	movl %r14d, %edx
	shll $10, %edx
	movq 272(%rsp), %rdi
	movq 280(%rsp), %rsi
	orq %r14, %rdx
	addq %rbp, %rdx
	addq 184(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 984(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1044
	movq 976(%rsp), %rax
	addq %r13, %rax
	vmovsd %xmm0, (%rax,%r14,8)
	movq 1008(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1043
	addq 1000(%rsp), %r13
	vmovsd %xmm1, (%r13,%r14,8)
	jmp .LBB_801
.LBB_809:
	movq 80(%rsp), %r12
	movq 560(%rsp), %rax
	movq 104(%rsp), %r15
	movl %r12d, %ebx
	andl $7, %ebx
	je .LBB_814
	addq 96(%rsp), %r15
	andq $-8, %r12
	xorl %r14d, %r14d
	jmp .LBB_812
.LBB_811:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_814
.LBB_812:
	cmpb $0, (%r15,%r14)
	je .LBB_811
	leaq (%r12,%r14), %rsi
	leaq 640(%rsp), %rdi
	vzeroupper
	callq kernel_sliding::blocked::patch::{{closure}}
	movq 560(%rsp), %rax
	jmp .LBB_811
.LBB_814:
	addq $48, 616(%rsp)
	incq %rax
	movq %rax, 160(%rsp)
	movl $1025, %eax
	movq %rax, 40(%rsp)
	movq $0, 96(%rsp)
	xorl %eax, %eax
	movq $0, 112(%rsp)
	jmp .LBB_816
.LBB_815:
	movq 136(%rsp), %rax
	addq $1025, 40(%rsp)
	addq $-1025, 112(%rsp)
	addq $8, 96(%rsp)
	incq %rax
	cmpq $16, %rax
	je .LBB_838
.LBB_816:
	vmovsd 400(%rsp,%rax,8), %xmm0
	movq 184(%rsp), %rcx
	movq %rax, %r15
	shlq $10, %r15
	vxorpd %xmm1, %xmm1, %xmm1
	movq %rax, 136(%rsp)
	addq %rax, %r15
	addq %rcx, %r15
	movq %rcx, %rdx
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 56(%rsp), %r15
	setb %cl
	testb %cl, %al
	je .LBB_815
	movq 56(%rsp), %rax
	leaq 1025(%r15), %r8
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %r15
	jae .LBB_815
	movq 112(%rsp), %rbx
	subq %rdx, %rbx
	addq 40(%rsp), %rdx
	movq %rdx, 80(%rsp)
	movq %r8, 104(%rsp)
	jmp .LBB_820
.LBB_819:
	movq 104(%rsp), %r8
	movq 48(%rsp), %r15
	cmpq %r8, 16(%rsp)
	jae .LBB_815
.LBB_820:
	movq 1472(%rsp), %rax
	movq 1480(%rsp), %rsi
	cmpq $1, %rsi
	je .LBB_824
	testq %rsi, %rsi
	je .LBB_1056
	movq %rsi, %rcx
	xorl %r12d, %r12d
.LBB_823:
	movq %rcx, %rdi
	shrq %rdi
	movq %r12, %rdx
	addq %rdi, %r12
	cmpq %r15, (%rax,%r12,8)
	cmovaq %rdx, %r12
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_823
	jmp .LBB_825
.LBB_824:
	xorl %r12d, %r12d
.LBB_825:
	cmpq (%rax,%r12,8), %r15
	sbbq $-1, %r12
	leaq -1(%r12), %r13
	cmpq %rsi, %r13
	jae .LBB_1041
	leaq (%rax,%r12,8), %rax
	cmpq %rsi, %r12
	leaq 1512(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 16(%rsp)
	cmovbq %r8, %rax
	movq %rax, 48(%rsp)
	cmpq %rax, %r15
	jae .LBB_819
	cmpq 32(%rsp), %r13
	jae .LBB_1057
	movq 56(%rsp), %rbp
	movq 16(%rsp), %rax
	movq 80(%rsp), %rcx
	leaq (%rbx,%r15), %r14
	shlq $7, %r14
	addq 96(%rsp), %r14
	cmpq %rbp, %rax
	cmovbq %rax, %rbp
	cmpq %rcx, %rbp
	cmovaeq %rcx, %rbp
	jmp .LBB_831
.LBB_829:
	movq 1000(%rsp), %rax
	vmovsd %xmm1, (%rax,%r14)
.LBB_830:
	incq %r15
	subq $-128, %r14
	cmpq %r15, %rbp
	je .LBB_819
.LBB_831:
	movq (%rsp), %rax
	leaq (%rbx,%r15), %r13
	vmovsd -8(%rax,%r12,8), %xmm0
	vucomisd .LCPI_12(%rip), %xmm0
	jae .LBB_835
	movq 1008(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_1010
	movq 984(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_1011
	movq 1000(%rsp), %rcx
	movq 976(%rsp), %rax
	vmovsd (%rcx,%r14), %xmm1
	vsubsd (%rax,%r14), %xmm1, %xmm1
	vandpd .LCPI_10(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_830
.LBB_835:
	movq 272(%rsp), %rdi
	movq 280(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 984(%rsp), %rax
	cmpq %rax, %r13
	jae .LBB_1005
	movq 976(%rsp), %rax
	vmovsd %xmm0, (%rax,%r14)
	movq 1008(%rsp), %rax
	cmpq %rax, %r13
	jb .LBB_829
	jmp .LBB_1006
.LBB_838:
	movq 256(%rsp), %rbp
	cmpq %rbp, 560(%rsp)
	je .LBB_1108
	movq 144(%rsp), %rax
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	vpbroadcastb .LCPI_18(%rip), %xmm1
	movq 1032(%rsp), %r10
	movq 232(%rsp), %rdx
	movq 1024(%rsp), %r8
	vxorpd %xmm0, %xmm0, %xmm0
	movq %rax, 16(%rsp)
	cmpq %rcx, %rsi
	movq 592(%rsp), %r12
	cmovbq %rsi, %rcx
	cmpq %r10, %rcx
	cmovaeq %r10, %rcx
	testq %rcx, %rcx
	je .LBB_858
	movq 976(%rsp), %rsi
	movq 1000(%rsp), %rdi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %r9
	adcq $0, %r9
	testq %rcx, %rcx
	je .LBB_851
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
	jne .LBB_851
	andb %r11b, %r10b
	movl $0, %r11d
	jne .LBB_852
	movq %r9, %r11
	andq $-16, %r11
	xorl %r10d, %r10d
.LBB_844:
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
	jne .LBB_844
	cmpq %r11, %rcx
	jne .LBB_852
	jmp .LBB_857
.LBB_851:
	xorl %r11d, %r11d
.LBB_852:
	movq %r9, %rbx
	andq $1, %rbx
	movq %r11, %r10
	je .LBB_855
	movq %r11, %r10
.LBB_854:
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
	jne .LBB_854
.LBB_855:
	subq %r9, %r11
	cmpq $-8, %r11
	ja .LBB_857
.LBB_856:
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
	jne .LBB_856
.LBB_857:
	vpbroadcastb .LCPI_18(%rip), %xmm1
	movq 1024(%rsp), %r8
	movq 1032(%rsp), %r10
	vpxor %xmm0, %xmm0, %xmm0
.LBB_858:
	movq 560(%rsp), %rcx
	testq %r10, %r10
	je .LBB_1112
	cmpq $0, 1056(%rsp)
	je .LBB_1123
	movq 904(%rsp), %rsi
	leaq (%rcx,%rcx,4), %rcx
	leaq (%rsi,%rcx,8), %rdi
	movq 1048(%rsp), %rsi
	movzbl 32(%rdi), %ecx
	xorb (%r8), %cl
	cmpb $-2, %cl
	sete (%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $2, %rsi
	jb .LBB_1120
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 1(%rcx), %r9d
	xorb 16384(%rcx), %r9b
	cmpb $-2, %r9b
	sete 1(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $3, %rsi
	jb .LBB_1118
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 2(%rcx), %r9d
	xorb 16385(%rcx), %r9b
	cmpb $-2, %r9b
	sete 2(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $4, %rsi
	jb .LBB_1114
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 3(%rcx), %r9d
	xorb 16386(%rcx), %r9b
	cmpb $-2, %r9b
	sete 3(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $5, %rsi
	jb .LBB_1115
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 4(%rcx), %r9d
	xorb 16387(%rcx), %r9b
	cmpb $-2, %r9b
	sete 4(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $6, %rsi
	jb .LBB_1124
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 5(%rcx), %r9d
	xorb 16388(%rcx), %r9b
	cmpb $-2, %r9b
	sete 5(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $7, %rsi
	jb .LBB_1121
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 6(%rcx), %r9d
	xorb 16389(%rcx), %r9b
	cmpb $-2, %r9b
	sete 6(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $8, %rsi
	jb .LBB_1125
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 7(%rcx), %r9d
	xorb 16390(%rcx), %r9b
	cmpb $-2, %r9b
	sete 7(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $9, %rsi
	jb .LBB_1119
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 8(%rcx), %r9d
	xorb 16391(%rcx), %r9b
	cmpb $-2, %r9b
	sete 8(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $10, %rsi
	jb .LBB_1111
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 9(%rcx), %r9d
	xorb 16392(%rcx), %r9b
	cmpb $-2, %r9b
	sete 9(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $11, %rsi
	jb .LBB_1110
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 10(%rcx), %r9d
	xorb 16393(%rcx), %r9b
	cmpb $-2, %r9b
	sete 10(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $12, %rsi
	jb .LBB_1117
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 11(%rcx), %r9d
	xorb 16394(%rcx), %r9b
	cmpb $-2, %r9b
	sete 11(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $13, %rsi
	jb .LBB_1113
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 12(%rcx), %r9d
	xorb 16395(%rcx), %r9b
	cmpb $-2, %r9b
	sete 12(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $14, %rsi
	jb .LBB_1116
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 13(%rcx), %r9d
	xorb 16396(%rcx), %r9b
	cmpb $-2, %r9b
	sete 13(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $15, %rsi
	jb .LBB_1109
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 14(%rcx), %r9d
	xorb 16397(%rcx), %r9b
	cmpb $-2, %r9b
	sete 14(%rsi)
	movq 1032(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 1056(%rsp), %rsi
	cmpq $16, %rsi
	jb .LBB_1122
	movq 1024(%rsp), %rcx
	movq 1048(%rsp), %rsi
	movzbl 15(%rcx), %r9d
	xorb 16398(%rcx), %r9b
	cmpb $-2, %r9b
	sete 15(%rsi)
	movq 1056(%rsp), %r14
	cmpq $16, %r14
	jb .LBB_1019
	movq 1048(%rsp), %r9
	shlq $4, %r10
	leaq -16(%r14), %rcx
	addq $-16, %r10
	cmpq %rcx, %r10
	cmovaeq %rcx, %r10
	testq %r10, %r10
	je .LBB_920
	leaq 16(%r9), %rcx
	cmpq $16, %r10
	jb .LBB_893
	leaq 16(%r8,%r10), %rsi
	cmpq %rsi, %rcx
	jae .LBB_897
	leaq 16(%r9,%r10), %rsi
	cmpq %rsi, %r8
	jae .LBB_897
.LBB_893:
	xorl %esi, %esi
.LBB_914:
	movq %r10, %rbx
	andq $7, %rbx
	movq %rsi, %r11
	je .LBB_917
	movq %rsi, %r11
.LBB_916:
	movzbl (%r8,%r11), %ebp
	xorb 16(%r8,%r11), %bpl
	cmpb $-2, %bpl
	sete (%rcx,%r11)
	incq %r11
	decq %rbx
	jne .LBB_916
.LBB_917:
	subq %r10, %rsi
	cmpq $-8, %rsi
	ja .LBB_919
.LBB_918:
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
	jne .LBB_918
.LBB_919:
	movq 1048(%rsp), %r9
	movq 1056(%rsp), %r14
.LBB_920:
	vmovsd .LCPI_0(%rip), %xmm1
	leaq 968(%rsp), %rcx
	movq %r14, %r8
	movq %r14, %r13
	vmovdqu64 %zmm0, 184(%rcx)
	vmovdqu64 %zmm0, 120(%rcx)
	movabsq $9223372036854775800, %rcx
	andq %rcx, %r8
	je .LBB_928
	xorl %ecx, %ecx
	movq %r8, %r10
	movq %r9, %r11
	jmp .LBB_923
.LBB_922:
	addq $8, %r11
	addq $-8, %r10
	incq %rcx
	testq %r10, %r10
	je .LBB_928
.LBB_923:
	movq (%r11), %rbx
	testq %rbx, %rbx
	je .LBB_922
	leal (,%rcx,8), %r14d
	movl %ecx, %ebp
	shrl %ebp
	andl $8, %r14d
.LBB_925:
	movq 1080(%rsp), %rsi
	tzcntq %rbx, %r15
	shrl $3, %r15d
	orq %r14, %r15
	cmpq %rsi, %r15
	jae .LBB_1025
	movq 1088(%rsp,%r15,8), %rax
	cmpq $1024, %rax
	ja .LBB_1024
	movl %r15d, %esi
	shll $11, %esi
	blsrq %rbx, %rbx
	leal (%rsi,%r15,2), %esi
	addq 1072(%rsp), %rsi
	movw %bp, (%rsi,%rax,2)
	incq 1088(%rsp,%r15,8)
	testq %rbx, %rbx
	jne .LBB_925
	jmp .LBB_922
.LBB_928:
	movq 176(%rsp), %rbp
	movl %r13d, %r10d
	andl $7, %r10d
	je .LBB_963
	cmpb $0, (%r9,%r8)
	je .LBB_933
	movq 1080(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	cmpq %rsi, %rcx
	jae .LBB_1131
	movq 1088(%rsp,%rcx,8), %rax
	cmpq $1024, %rax
	ja .LBB_1024
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movw %r11w, (%rsi,%rax,2)
	incq 1088(%rsp,%rcx,8)
.LBB_933:
	cmpl $1, %r10d
	je .LBB_963
	cmpb $0, 1(%r9,%r8)
	je .LBB_938
	movq 1080(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	incq %rcx
	cmpq %rsi, %rcx
	jae .LBB_1131
	movq 1088(%rsp,%rcx,8), %rax
	cmpq $1024, %rax
	ja .LBB_1024
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movw %r11w, (%rsi,%rax,2)
	incq 1088(%rsp,%rcx,8)
.LBB_938:
	cmpl $2, %r10d
	je .LBB_963
	cmpb $0, 2(%r9,%r8)
	je .LBB_943
	movq 1080(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $2, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1131
	movq 1088(%rsp,%rcx,8), %rax
	cmpq $1024, %rax
	ja .LBB_1024
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movw %r11w, (%rsi,%rax,2)
	incq 1088(%rsp,%rcx,8)
.LBB_943:
	cmpl $3, %r10d
	je .LBB_963
	cmpb $0, 3(%r9,%r8)
	je .LBB_948
	movq 1080(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $3, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1131
	movq 1088(%rsp,%rcx,8), %rax
	cmpq $1024, %rax
	ja .LBB_1024
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movw %r11w, (%rsi,%rax,2)
	incq 1088(%rsp,%rcx,8)
.LBB_948:
	cmpl $4, %r10d
	je .LBB_963
	cmpb $0, 4(%r9,%r8)
	je .LBB_953
	movq 1080(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $4, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1131
	movq 1088(%rsp,%rcx,8), %rax
	cmpq $1024, %rax
	ja .LBB_1024
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movw %r11w, (%rsi,%rax,2)
	incq 1088(%rsp,%rcx,8)
.LBB_953:
	cmpl $5, %r10d
	je .LBB_963
	cmpb $0, 5(%r9,%r8)
	je .LBB_958
	movq 1080(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $5, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1131
	movq 1088(%rsp,%rcx,8), %rax
	cmpq $1024, %rax
	ja .LBB_1024
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movw %r11w, (%rsi,%rax,2)
	incq 1088(%rsp,%rcx,8)
.LBB_958:
	cmpl $6, %r10d
	je .LBB_963
	cmpb $0, 6(%r9,%r8)
	je .LBB_963
	movq 1080(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $6, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1131
	movq 1088(%rsp,%rcx,8), %rax
	cmpq $1024, %rax
	ja .LBB_1024
	movl %ecx, %esi
	shll $11, %esi
	shrl $4, %r13d
	leal (%rsi,%rcx,2), %esi
	addq 1072(%rsp), %rsi
	movw %r13w, (%rsi,%rax,2)
	incq 1088(%rsp,%rcx,8)
.LBB_963:
	movq 1080(%rsp), %rax
	movq 1072(%rsp), %rcx
	xorl %r8d, %r8d
	movq %rax, (%rsp)
	jmp .LBB_965
.LBB_964:
	movq 256(%rsp), %rbx
	movq 72(%rsp), %r14
	movq 64(%rsp), %r10
	incq %r8
	addq $2050, %rcx
	cmpq $16, %r8
	je .LBB_978
.LBB_965:
	cmpq (%rsp), %r8
	je .LBB_1064
	movq 1088(%rsp,%r8,8), %rsi
	cmpq $1025, %rsi
	ja .LBB_995
	testq %rsi, %rsi
	je .LBB_964
	movq %r8, %r9
	shlq $10, %r9
	movq 1024(%rsp), %r10
	movq %rsi, %rax
	addq %rsi, %rax
	movq 1032(%rsp), %rsi
	xorl %r11d, %r11d
	addq %r8, %r9
	addq 16(%rsp), %r9
	addq %r8, %r10
	jmp .LBB_970
.LBB_969:
	addq $2, %r11
	cmpq %r11, %rax
	je .LBB_964
.LBB_970:
	movzwl (%rcx,%r11), %r14d
	leaq (%r9,%r14), %rbx
	cmpq %rdx, %rbx
	jae .LBB_964
	cmpq %r14, %rsi
	jbe .LBB_1035
	shll $4, %r14d
	movq (%rdi), %r15
	movsbq (%r10,%r14), %r14
	cmpq %r14, %r15
	je .LBB_969
	testq %r15, %r15
	je .LBB_976
	cmpq %r12, %rbx
	jae .LBB_1059
	movq 632(%rsp), %r13
	vmovsd 8(%rdi), %xmm1
	vmovsd (%r13,%rbx,8), %xmm0
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
.LBB_976:
	movq %r14, (%rdi)
	cmpq %r12, %rbx
	jae .LBB_1048
	movq 632(%rsp), %r14
	vmovq (%r14,%rbx,8), %xmm0
	vmovq %xmm0, 8(%rdi)
	jmp .LBB_969
.LBB_978:
	movq 1032(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_1130
	movq 1024(%rsp), %rax
	movq 616(%rsp), %r11
	movzbl 16399(%rax), %eax
	movb %al, 32(%rdi)
	movq 160(%rsp), %rax
	cmpq 1288(%rsp), %r11
	jne .LBB_117
	jmp .LBB_980
.LBB_846:
	leaq (%rdx,%rax,8), %rsi
	leaq (%r11,%rax), %rdi
	leaq (%rcx,%rax,8), %r8
	cmpq %rsi, %r11
	setb %r9b
	cmpq %rdi, %rdx
	setb %r10b
	cmpq %r8, %r11
	setb %sil
	cmpq %rdi, %rcx
	setb %dil
	testb %r10b, %r9b
	jne .LBB_788
	andb %dil, %sil
	movl $0, %esi
	jne .LBB_789
	cmpq $16, %rax
	jae .LBB_900
	xorl %esi, %esi
	jmp .LBB_904
.LBB_897:
	cmpq $128, %r10
	jae .LBB_907
	xorl %esi, %esi
	jmp .LBB_911
.LBB_900:
	vbroadcastsd .LCPI_10(%rip), %zmm4
	vpbroadcastb .LCPI_19(%rip), %xmm5
	movabsq $9223372036854775800, %rsi
	vbroadcastsd %xmm0, %zmm1
	xorl %edi, %edi
	addq $-8, %rsi
	andq %rax, %rsi
.LBB_901:
	vmovupd (%rdx,%rdi,8), %zmm2
	vmovupd 64(%rdx,%rdi,8), %zmm3
	vsubpd (%rcx,%rdi,8), %zmm2, %zmm2
	vsubpd 64(%rcx,%rdi,8), %zmm3, %zmm3
	vandpd %zmm4, %zmm2, %zmm2
	vandpd %zmm4, %zmm3, %zmm3
	vcmplepd %zmm1, %zmm2, %k1
	vcmplepd %zmm1, %zmm3, %k2
	vmovdqu8 %xmm5, %xmm2 {%k1} {z}
	vmovdqu8 %xmm5, %xmm3 {%k2} {z}
	vpunpcklqdq %xmm3, %xmm2, %xmm2
	vmovdqu %xmm2, (%r11,%rdi)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_901
	cmpq %rsi, %rax
	je .LBB_794
	testb $12, %al
	je .LBB_789
.LBB_904:
	vbroadcastsd .LCPI_10(%rip), %ymm3
	movq %rsi, %rdi
	movabsq $9223372036854775800, %rsi
	vbroadcastsd %xmm0, %ymm1
	addq $4, %rsi
	andq %rax, %rsi
.LBB_905:
	vmovupd (%rdx,%rdi,8), %ymm2
	vsubpd (%rcx,%rdi,8), %ymm2, %ymm2
	vandpd %ymm3, %ymm2, %ymm2
	vcmplepd %ymm1, %ymm2, %k1
	vmovdqu8 .LCPI_11(%rip), %xmm2 {%k1} {z}
	vmovd %xmm2, (%r11,%rdi)
	addq $4, %rdi
	cmpq %rdi, %rsi
	jne .LBB_905
	cmpq %rsi, %rax
	jne .LBB_789
	jmp .LBB_794
.LBB_907:
	vbroadcasti32x4 .LCPI_15(%rip), %zmm2
	vbroadcasti32x4 .LCPI_11(%rip), %zmm3
	movq %r10, %rsi
	andq $-128, %rsi
	xorl %r11d, %r11d
.LBB_908:
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
	jne .LBB_908
	vpbroadcastb .LCPI_18(%rip), %xmm1
	vpxor %xmm0, %xmm0, %xmm0
	cmpq %rsi, %r10
	je .LBB_919
	testb $112, %r10b
	je .LBB_914
.LBB_911:
	vpbroadcastb .LCPI_19(%rip), %xmm2
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-16, %rsi
.LBB_912:
	vmovdqu (%r8,%r11), %xmm0
	vpxor 16(%r8,%r11), %xmm0, %xmm0
	vpcmpeqb %xmm1, %xmm0, %xmm0
	vpand %xmm2, %xmm0, %xmm0
	vmovdqu %xmm0, (%rcx,%r11)
	addq $16, %r11
	cmpq %r11, %rsi
	jne .LBB_912
	vpxor %xmm0, %xmm0, %xmm0
	cmpq %rsi, %r10
	je .LBB_919
	jmp .LBB_914
.LBB_980:
	movq 1376(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_982
	movq 1384(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_982:
	cmpq $0, 1256(%rsp)
	movq 1432(%rsp), %rcx
	jne .LBB_68
	jmp .LBB_986
.LBB_983:
	cmpq $21, 64(%rsp)
	jae .LBB_985
	movq 128(%rsp), %rdi
	movq 64(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 592(%rsp), %r12
	movq 176(%rsp), %rbp
	movq 72(%rsp), %r14
	jmp .LBB_94
.LBB_985:
	movq 128(%rsp), %rdi
	movq 64(%rsp), %rsi
	leaq 95(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 592(%rsp), %r12
	movq 176(%rsp), %rbp
	movq 72(%rsp), %r14
	jmp .LBB_94
.LBB_986:
	movq 904(%rsp), %rcx
	movq 536(%rsp), %r14
	movq 632(%rsp), %rdx
	leaq (%rbx,%rbx,4), %rax
	xorl %ebp, %ebp
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 640(%rsp)
	movq %rcx, 648(%rsp)
	leaq 232(%rsp), %rcx
	movq %r14, 656(%rsp)
	movq %rax, 664(%rsp)
	movq %rdx, 672(%rsp)
	movq %r12, 680(%rsp)
	movq %rcx, 688(%rsp)
	movq 1456(%rsp), %rdi
	leaq 640(%rsp), %rsi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1584(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1328(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1304(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_989
	movq 1312(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_989:
	leaq 920(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1464(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $1976, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_990:
	movq %rdi, 16(%rsp)
	jmp .LBB_998
.LBB_991:
	movq %rdi, 16(%rsp)
	movq 32(%rsp), %r14
	jmp .LBB_998
.LBB_992:
	movq %rbp, 16(%rsp)
	jmp .LBB_997
.LBB_993:
	movq %rdi, %r14
	jmp .LBB_998
.LBB_995:
	movq %rsi, 16(%rsp)
	movl $1025, %r14d
	xorl %edi, %edi
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_999
.LBB_996:
	movq %r10, 16(%rsp)
.LBB_997:
	movq 72(%rsp), %r14
.LBB_998:
	movq 136(%rsp), %rdi
	leaq .Lanon.3(%rip), %rcx
.LBB_999:
	movq 16(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1133
.LBB_1000:
	movq 64(%rsp), %r11
	leaq .Lanon.4(%rip), %rcx
	movq %r8, %rdi
	movq %r11, %r14
	jmp .LBB_1009
.LBB_1001:
	movq %r11, %r14
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_1009
.LBB_1002:
	movq %r11, %r14
	leaq .Lanon.4(%rip), %rcx
	movq %rax, %rdi
	jmp .LBB_1009
.LBB_1003:
	leaq .Lanon.4(%rip), %rcx
	movq %r11, %r14
	movq %r10, %rdi
	jmp .LBB_1009
.LBB_1004:
	movq %r11, %r14
	leaq .Lanon.4(%rip), %rcx
	movq %rdx, %rdi
	jmp .LBB_1009
.LBB_1005:
	leaq .Lanon.5(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1099
.LBB_1006:
	leaq .Lanon.6(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1099
.LBB_1007:
	movq 544(%rsp), %r11
	movq %rbp, %rdi
.LBB_1008:
	leaq .Lanon.7(%rip), %rcx
.LBB_1009:
	movq %r11, %rsi
	movq %r14, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1133
.LBB_1010:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1099
.LBB_1011:
	leaq .Lanon.9(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1099
.LBB_1012:
	leaq .Lanon.10(%rip), %rdi
	leaq .Lanon.11(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1133
.LBB_1013:
	movq %rbp, 16(%rsp)
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_999
.LBB_1014:
	movb $1, %bpl
	movq 592(%rsp), %rsi
	movq 536(%rsp), %r14
	leaq .Lanon.13(%rip), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1133
.LBB_1015:
	movq 16(%rsp), %r14
	movq %r9, %rdi
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_999
.LBB_1016:
	movq 896(%rsp), %r11
	movq %r12, %rdi
	jmp .LBB_1008
.LBB_1017:
	movq 16(%rsp), %r14
	leaq .Lanon.15(%rip), %rcx
	movq %r12, %rdi
	jmp .LBB_999
.LBB_1018:
	movq 896(%rsp), %r11
	movq %rbx, %rdi
	movq %rbp, %r14
	jmp .LBB_1008
.LBB_1019:
	movl $16, %edi
	movq %r14, 16(%rsp)
	leaq .Lanon.16(%rip), %rcx
	jmp .LBB_999
.LBB_1020:
	movq %rbp, 16(%rsp)
	jmp .LBB_1050
.LBB_1021:
	movl $16, %ebp
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_1099
.LBB_1022:
	movq %rbp, (%rsp)
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1128
.LBB_1023:
	movq %rbp, (%rsp)
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_1128
.LBB_1024:
	movq %rax, (%rsp)
	movl $1025, %esi
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1128
.LBB_1025:
	movq %r15, (%rsp)
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1128
.LBB_1026:
	movq %r14, %rbp
	jmp .LBB_1037
.LBB_1027:
	movq %r15, 16(%rsp)
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_999
.LBB_1028:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq 592(%rsp), %r12
	movq 256(%rsp), %rbx
	movq 176(%rsp), %rbp
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	jmp .LBB_66
.LBB_1030:
	movq %rdx, 16(%rsp)
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_999
.LBB_1031:
	movq %r12, 16(%rsp)
	jmp .LBB_1033
.LBB_1032:
	movq %rax, 16(%rsp)
.LBB_1033:
	movq 32(%rsp), %r14
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_999
.LBB_1034:
	movq %rcx, 16(%rsp)
	jmp .LBB_1050
.LBB_1035:
	movq %r14, (%rsp)
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1128
.LBB_1036:
	movq 72(%rsp), %rbp
.LBB_1037:
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_1099
.LBB_1038:
	movq %rbx, 16(%rsp)
	jmp .LBB_1040
.LBB_1039:
	movq %rax, 16(%rsp)
.LBB_1040:
	movq %rbp, %r14
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_999
.LBB_1041:
	movq %r13, (%rsp)
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_1128
.LBB_1042:
	movl $16, %ebp
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_1099
.LBB_1043:
	movq %rbp, (%rsp)
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_1128
.LBB_1044:
	movq %rbp, (%rsp)
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_1128
.LBB_1045:
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1128
.LBB_1046:
	movq %rdi, (%rsp)
.LBB_1047:
	movq 40(%rsp), %rsi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1128
.LBB_1048:
	movq %rbx, (%rsp)
	movq %r12, %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1128
.LBB_1049:
	movq %r8, 16(%rsp)
.LBB_1050:
	leaq .Lanon.12(%rip), %rcx
	movq %rdx, %rdi
	jmp .LBB_999
.LBB_1051:
	movq %r8, 16(%rsp)
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_999
.LBB_1052:
	movq 32(%rsp), %rbp
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_1099
.LBB_1053:
	movq %rcx, 16(%rsp)
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_999
.LBB_1054:
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1128
.LBB_1055:
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1128
.LBB_1056:
	movq $-1, (%rsp)
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_1128
.LBB_1057:
	movq 32(%rsp), %rbp
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_1099
.LBB_1058:
	movq %rdi, (%rsp)
	jmp .LBB_1129
.LBB_1059:
	movq %rbx, (%rsp)
	movq %r12, %rsi
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1128
.LBB_1060:
	movq %rcx, (%rsp)
.LBB_1061:
	movq 80(%rsp), %rsi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1128
.LBB_1062:
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1128
.LBB_1063:
	movq %rax, %rbp
	jmp .LBB_1098
.LBB_1069:
	movq %rsi, (%rsp)
	jmp .LBB_1129
.LBB_1064:
	movq (%rsp), %rsi
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1128
.LBB_1065:
	leaq .Lanon.38(%rip), %rdi
	leaq .Lanon.39(%rip), %rcx
	leaq .Lanon.40(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1133
.LBB_1066:
	movq (%rsp), %rsi
	leaq .Lanon.41(%rip), %rax
	jmp .LBB_1128
.LBB_1067:
	subq %r12, %rdx
	leaq .Lanon.42(%rip), %rax
	addq $1025, %rdx
	movq %rax, 8(%rsp)
	movq %rdx, (%rsp)
	jmp .LBB_1129
.LBB_1068:
	movq %r8, (%rsp)
	jmp .LBB_1072
.LBB_1070:
	movq %rcx, (%rsp)
	movq %rcx, %rsi
	leaq .Lanon.41(%rip), %rax
	jmp .LBB_1128
.LBB_1071:
	movq %rdx, (%rsp)
.LBB_1072:
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_1128
.LBB_1073:
	movq %r9, (%rsp)
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1128
.LBB_1074:
	movq 40(%rsp), %rsi
	leaq .Lanon.29(%rip), %rax
	movq %rsi, (%rsp)
	jmp .LBB_1128
.LBB_1075:
	movq %rsi, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1128
.LBB_1077:
	movq %rsi, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1128
.LBB_1078:
	movq %rsi, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1128
.LBB_1080:
	movl $1024, %eax
	movq %rax, (%rsp)
	leaq .Lanon.44(%rip), %rax
	jmp .LBB_1128
.LBB_1081:
	movq %rcx, %rbp
	jmp .LBB_1037
.LBB_1082:
	movq %rdi, %r13
	movq %rcx, %rbp
	jmp .LBB_1098
.LBB_1083:
	leaq .Lanon.38(%rip), %rdi
	leaq .Lanon.39(%rip), %rcx
	leaq .Lanon.40(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1133
.LBB_1084:
	movq %rdi, %r13
	jmp .LBB_1097
.LBB_1085:
	movq %rbx, (%rsp)
	jmp .LBB_1129
.LBB_1086:
	movq %r11, (%rsp)
	jmp .LBB_1047
.LBB_1087:
	movq %r11, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1128
.LBB_1088:
	movq %rsi, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1128
.LBB_1089:
	movq 80(%rsp), %rsi
	leaq .Lanon.35(%rip), %rax
	movq %rsi, (%rsp)
	jmp .LBB_1128
.LBB_1090:
	movq %rdi, %r13
	jmp .LBB_1098
.LBB_1091:
	movq %rax, (%rsp)
	jmp .LBB_1129
.LBB_1092:
	movq %rbp, %r13
	jmp .LBB_1097
.LBB_1093:
	movq %r10, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1128
.LBB_1094:
	movq %rdx, %r13
	jmp .LBB_1098
.LBB_1095:
	movq %r15, (%rsp)
	jmp .LBB_1129
.LBB_1096:
	movq %r10, %r13
.LBB_1097:
	movq %r14, %rbp
.LBB_1098:
	leaq .Lanon.45(%rip), %rdx
.LBB_1099:
	movq %r13, %rdi
	movq %rbp, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1133
.LBB_1100:
	movq %rbx, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1128
.LBB_1101:
	movq %r11, (%rsp)
	jmp .LBB_1061
.LBB_1102:
	movq %r11, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1128
.LBB_1103:
	movq %rcx, %r13
	jmp .LBB_1098
.LBB_1104:
	movq %r10, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1128
.LBB_1105:
	movq $0, (%rsp)
	xorl %esi, %esi
	jmp .LBB_1129
.LBB_1106:
	leaq .Lanon.46(%rip), %rdx
	jmp .LBB_1099
.LBB_1107:
	movq 560(%rsp), %r13
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_1099
.LBB_1108:
	movq %rbp, %r13
	leaq .Lanon.48(%rip), %rdx
	jmp .LBB_1099
.LBB_1109:
	movl $14, %eax
	jmp .LBB_1126
.LBB_1110:
	movl $10, %eax
	jmp .LBB_1126
.LBB_1111:
	movl $9, %eax
	jmp .LBB_1126
.LBB_1112:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.49(%rip), %rax
	jmp .LBB_1128
.LBB_1113:
	movl $12, %eax
	jmp .LBB_1126
.LBB_1114:
	movl $3, %eax
	jmp .LBB_1126
.LBB_1115:
	movl $4, %eax
	jmp .LBB_1126
.LBB_1116:
	movl $13, %eax
	jmp .LBB_1126
.LBB_1117:
	movl $11, %eax
	jmp .LBB_1126
.LBB_1118:
	movl $2, %eax
	jmp .LBB_1126
.LBB_1119:
	movl $8, %eax
	jmp .LBB_1126
.LBB_1120:
	movl $1, %eax
	jmp .LBB_1126
.LBB_1121:
	movl $6, %eax
	jmp .LBB_1126
.LBB_1122:
	movl $15, %eax
	jmp .LBB_1126
.LBB_1123:
	movq $0, (%rsp)
	xorl %esi, %esi
	jmp .LBB_1127
.LBB_1124:
	movl $5, %eax
	jmp .LBB_1126
.LBB_1125:
	movl $7, %eax
.LBB_1126:
	movq %rax, (%rsp)
.LBB_1127:
	leaq .Lanon.50(%rip), %rax
.LBB_1128:
	movq %rax, 8(%rsp)
.LBB_1129:
	movq (%rsp), %rdi
	movq 8(%rsp), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1133
.LBB_1130:
	movl $1024, %eax
	movq %rax, (%rsp)
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_1128
.LBB_1131:
	movq %rcx, (%rsp)
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1128
.LBB_1132:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1133:
	ud2
.LBB_1134:
	movq $0, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1128
.LBB_1135:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1128
.LBB_1136:
	movq $0, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1128
.LBB_1137:
	movq $0, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1128
.LBB_1138:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1128
.LBB_1139:
	movq $0, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1128
	movq 536(%rsp), %rcx
	movq %rax, %rbx
	jmp .LBB_1161
	jmp .LBB_1154
	movq %rax, %rbx
	testq %r13, %r13
	je .LBB_1181
	shlq $3, %r13
	movl $8, %edx
	movq %r12, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1181
	movb $1, %bpl
	movq %rax, %rbx
	jmp .LBB_1156
	jmp .LBB_1154
	movq %rax, %rbx
	jmp .LBB_1167
	movq %rax, %rbx
	jmp .LBB_1183
	jmp .LBB_1154
	movq %rax, %rbx
	jmp .LBB_1184
	jmp .LBB_1154
	movq %rax, %rbx
	movq %r14, %rcx
	jmp .LBB_1157
	jmp .LBB_1154
.LBB_1154:
	movq 1376(%rsp), %rsi
	movb $1, %bpl
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_1156
	movq 1384(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1156:
	movq 536(%rsp), %rcx
.LBB_1157:
	movq 1608(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1160
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1160
	movq 1600(%rsp), %rdi
	movl $16, %edx
	subq %rax, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 536(%rsp), %rcx
.LBB_1160:
	testb %bpl, %bpl
	je .LBB_1164
.LBB_1161:
	testq %rcx, %rcx
	je .LBB_1164
	movq 904(%rsp), %rdi
	shlq $3, %rcx
	movl $8, %edx
	leaq (%rcx,%rcx,4), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1164
	movq %rax, %rbx
.LBB_1164:
	movq 1360(%rsp), %r14
	movq 1368(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1176
.LBB_1165:
	movq 1352(%rsp), %rax
	testq %rax, %rax
	je .LBB_1167
	shlq $3, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1167:
	movq 1336(%rsp), %r14
	movq 1344(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1170
.LBB_1168:
	movq 1328(%rsp), %rax
	testq %rax, %rax
	je .LBB_1181
	shlq $4, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1181
.LBB_1170:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	leaq 32(%r14), %r12
	jmp .LBB_1172
.LBB_1171:
	addq $48, %r12
	decq %r15
	je .LBB_1168
.LBB_1172:
	movq -32(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1174
	movq -24(%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
.LBB_1174:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1171
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1171
.LBB_1176:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	leaq 8(%r14), %r12
	jmp .LBB_1178
.LBB_1177:
	addq $24, %r12
	decq %r15
	je .LBB_1165
.LBB_1178:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1177
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1177
	movq %rax, %rbx
.LBB_1181:
	movq 1304(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1183
	movq 1312(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1183:
	leaq 920(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1184:
	movq 1464(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1187
	movq 1488(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1188
.LBB_1186:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1187:
	movq 1472(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1488(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1186
.LBB_1188:
	movq 1496(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
