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
	subq $1896, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $1896, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $1896, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq %rdi, 752(%rsp)
	movq 16(%rdx), %r15
	movq %rdx, %rbx
	movq 24(%rdx), %r14
	movq %r15, %rdi
	movq %r14, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %r13
	movq 8(%rbx), %rdx
	movq %rdx, 184(%rsp)
	leaq 1352(%rsp), %rbx
	movq %rbx, %rdi
	movq %r13, %rsi
	movq %rdx, 112(%rsp)
	movq %r15, %rcx
	movq %r14, %r8
	callq kernel_sliding::grid_for
	movq %r14, 64(%rsp)
	shlq $4, %r14
	leaq (%r14,%r14,2), %r14
	leaq (%r15,%r14), %rax
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	movq %r15, 384(%rsp)
	movq %r15, 528(%rsp)
	movq %rax, 680(%rsp)
	movq %rax, 536(%rsp)
	leaq 400(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 80(%rsp)
	movq 384(%rsp), %r8
	cmpq $0, 64(%rsp)
	je .LBB_18
.LBB_8:
	movq 16(%r8), %rax
	testq %rax, %rax
	js .LBB_571
	movq 24(%r8), %rcx
	testq %rcx, %rcx
	js .LBB_571
	cmpq %rax, %rcx
	cmovaq %rcx, %rax
	cmpq $1, 64(%rsp)
	je .LBB_15
	addq $-48, %r14
	movabsq $-6148914691236517205, %rcx
	movq %r14, %rdx
	mulxq %rcx, %rcx, %rcx
	shrq $5, %rcx
	leaq 72(%r8), %rdx
.LBB_12:
	movq -8(%rdx), %rsi
	testq %rsi, %rsi
	js .LBB_571
	movq (%rdx), %rdi
	testq %rdi, %rdi
	js .LBB_571
	cmpq %rsi, %rdi
	cmovaq %rdi, %rsi
	cmpq %rsi, %rax
	cmovbeq %rsi, %rax
	addq $48, %rdx
	decq %rcx
	jne .LBB_12
.LBB_15:
	cmpq $1, %rax
	adcq $-1, %rax
	jmp .LBB_19
.LBB_16:
	movq 752(%rsp), %rdi
	movq %rbx, %rsi
	addq $1896, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 80(%rsp)
	movq 384(%rsp), %r8
	cmpq $0, 64(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %eax, %eax
.LBB_19:
	movq %rax, 192(%rsp)
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	movq %r8, 528(%rsp)
	movq 680(%rsp), %rax
	movq %rax, 536(%rsp)
	leaq 192(%rsp), %rax
	movq %rax, 544(%rsp)
	leaq 816(%rsp), %rdi
	leaq 400(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 1760(%rsp)
	vmovupd %ymm0, 1792(%rsp)
	vmovupd %ymm0, 1824(%rsp)
	vmovupd %ymm0, 1856(%rsp)
	movl $1025, %edx
	addq 192(%rsp), %rdx
	vmovupd %ymm0, 496(%rsp)
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	leaq 1040(%rsp), %rdi
	leaq 400(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 496(%rsp)
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	leaq 240(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 80(%rsp), %r14
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 496(%rsp)
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	leaq 1456(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 1104(%rsp)
	leaq 400(%rsp), %rdi
	leaq 1104(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_578
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 1320(%rsp)
	vmovupd %ymm0, 1288(%rsp)
	vmovupd %ymm0, 1256(%rsp)
	vmovupd %ymm0, 1224(%rsp)
	vmovups 1040(%rsp), %xmm0
	vmovaps %xmm0, 1104(%rsp)
	movq 1056(%rsp), %rcx
	movq %rcx, 1120(%rsp)
	vmovups 240(%rsp), %xmm0
	vmovups %xmm0, 1128(%rsp)
	movq 256(%rsp), %rcx
	movq %rcx, 1144(%rsp)
	vmovups 1456(%rsp), %xmm0
	vmovaps %xmm0, 1152(%rsp)
	movq 1472(%rsp), %rcx
	movq %rcx, 1168(%rsp)
	movq 416(%rsp), %rcx
	movq %rcx, 1192(%rsp)
	vmovupd 400(%rsp), %xmm0
	vmovupd %xmm0, 1176(%rsp)
	movq $16, 1200(%rsp)
	movq %rax, 1208(%rsp)
	movq $16, 1216(%rsp)
	leaq 1025(%r14), %rdx
	leaq 904(%rsp), %rdi
	leaq 1760(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 384(%rsp), %rax
	movq %rax, 1432(%rsp)
	movq 680(%rsp), %rax
	movq %rax, 1440(%rsp)
	movq %rbx, 1448(%rsp)
	leaq 928(%rsp), %rdi
	leaq 1432(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 64(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %rbx
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_30
	xorl %r14d, %r14d
.LBB_29:
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_30:
	testq %rbx, %rbx
	je .LBB_39
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 64(%rsp), %rcx
	movq %rcx, 664(%rsp)
	movq %rax, 152(%rsp)
	testq %rax, %rax
	je .LBB_29
	cmpq $2, %rcx
	movq %rcx, %rax
	jb .LBB_40
.LBB_33:
	leaq -1(%rax), %rcx
	leaq -2(%rax), %rsi
	movl %ecx, %eax
	andl $7, %eax
	movq 152(%rsp), %rdx
	cmpq $7, %rsi
	movq 80(%rsp), %r14
	jb .LBB_37
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	movq 152(%rsp), %rdx
.LBB_35:
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
	jne .LBB_35
	testq %rax, %rax
	je .LBB_41
.LBB_37:
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_38:
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_38
	jmp .LBB_41
.LBB_39:
	movl $8, %eax
	movq %rax, 152(%rsp)
	movq $0, 664(%rsp)
	movq 64(%rsp), %rcx
	cmpq $2, %rcx
	movq %rcx, %rax
	jae .LBB_33
.LBB_40:
	movq 152(%rsp), %rdx
	testq %rax, %rax
	movq 80(%rsp), %r14
	je .LBB_42
.LBB_41:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_42:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	movq %r13, 208(%rsp)
	jne .LBB_545
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_44:
	leaq 1(%rax), %rcx
	movq %r13, 1040(%rsp)
	movq 112(%rsp), %rsi
	movq %rsi, 1048(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 1056(%rsp)
	movq %rcx, (%rbx)
	movq %rax, 1088(%rsp)
	movq %rdx, 1096(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 184(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 744(%rsp)
	movq 64(%rsp), %rbx
	je .LBB_505
	leaq 1(%r14), %rax
	movq %rax, 392(%rsp)
	movq %r14, %rax
	negq %rax
	movq %rax, 1016(%rsp)
	movq %r14, %rax
	shlq $7, %rax
	movq %rax, 1008(%rsp)
	addq $96, %rax
	movq %rax, 1000(%rsp)
	xorl %ecx, %ecx
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_46:
	leaq 16400(%rcx), %rax
	movq %rcx, 120(%rsp)
	movq 912(%rsp), %rdx
	movq %rdx, 200(%rsp)
	movq 920(%rsp), %r15
	movq %rax, 1024(%rsp)
	testq %r15, %r15
	je .LBB_58
	movq %r15, %rax
	shlq $7, %rax
	movq 200(%rsp), %rsi
	addq %rsi, %rax
	movl $1025, %ecx
	movq 1016(%rsp), %rdx
	jmp .LBB_49
.LBB_48:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_57
.LBB_49:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_51
.LBB_50:
	vmovsd %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_48
.LBB_51:
	movq 120(%rsp), %rbx
	leaq (%r10,%rbx), %rdi
	addq $-1025, %rdi
	vmovapd %xmm1, %xmm0
	cmpq %r14, %rdi
	jb .LBB_54
	addq %r11, %rbx
	movq 184(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq 112(%rsp), %rdi
	jae .LBB_544
	vmovsd (%r13,%rdi,8), %xmm0
.LBB_54:
	vmovsd %xmm0, -8(%r8,%r9)
	movq 120(%rsp), %rdi
	leaq (%r10,%rdi), %rbx
	vmovapd %xmm1, %xmm0
	cmpq %r14, %rbx
	jb .LBB_50
	leaq (%r11,%rdi), %rbx
	addq $1025, %rbx
	movq 184(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq 112(%rsp), %rdi
	jae .LBB_544
	vmovsd (%r13,%rdi,8), %xmm0
	jmp .LBB_50
.LBB_57:
	movq 120(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_58:
	movq 1360(%rsp), %rdx
	movq 1368(%rsp), %rsi
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_64
	cmpq $1, %rsi
	jne .LBB_61
	xorl %edi, %edi
	jmp .LBB_63
.LBB_61:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_62:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_62
.LBB_63:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_64:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1728(%rsp)
	movq %rdx, 1736(%rsp)
	movq %rax, 1744(%rsp)
	movb $0, 1752(%rsp)
	leaq 120(%rsp), %rax
	movq %rax, 1720(%rsp)
	leaq 760(%rsp), %rdi
	leaq 1720(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 768(%rsp), %rax
	movq %rax, 128(%rsp)
	movq 776(%rsp), %rbx
	cmpq $2, %rbx
	movq 392(%rsp), %r8
	movq %rbx, (%rsp)
	jae .LBB_502
.LBB_66:
	movq 816(%rsp), %rax
	movq 832(%rsp), %rsi
	testq %rax, %rax
	setne %cl
	testq %rsi, %rsi
	setne %dl
	andb %cl, %dl
	cmpb $1, %dl
	jne .LBB_162
	movq 824(%rsp), %rdi
	movq %r8, %rcx
	shlq $7, %rcx
	movq 200(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 376(%rsp)
	shlq $4, %rbx
	addq 128(%rsp), %rbx
	movq %rbx, 48(%rsp)
	movq %r15, %rcx
	subq %r14, %rcx
	movq %rcx, 672(%rsp)
	movq 1008(%rsp), %rcx
	leaq (%rdx,%rcx), %r12
	movq 1416(%rsp), %rcx
	movq %rcx, 32(%rsp)
	movq 1000(%rsp), %rcx
	addq %rdx, %rcx
	movq %rcx, 696(%rsp)
	leaq 96(%rdx), %rcx
	movq %rcx, 688(%rsp)
	leaq 128(%rdx), %rcx
	movq %rcx, 704(%rsp)
	xorl %r11d, %r11d
	movq %r15, 40(%rsp)
	movq %r12, 88(%rsp)
	jmp .LBB_69
.LBB_68:
	movl $0, %eax
	movq 216(%rsp), %rsi
	decq %rsi
	movq 208(%rsp), %r13
	movq 160(%rsp), %rdi
	je .LBB_162
.LBB_69:
	testq %r11, %r11
	je .LBB_72
	movq 376(%rsp), %r10
	movq %rsi, 216(%rsp)
	movzwl 626(%r11), %ecx
	cmpq %rcx, %rdi
	jae .LBB_81
.LBB_71:
	movq %rdi, %rsi
	movq %r11, %r9
	jmp .LBB_83
.LBB_72:
	testq %rdi, %rdi
	movq 376(%rsp), %r10
	je .LBB_77
	movq %rdi, %rcx
	movq %rax, %r11
	andq $7, %rcx
	je .LBB_78
	xorl %edx, %edx
.LBB_75:
	movq 632(%r11), %r11
	incq %rdx
	cmpq %rdx, %rcx
	jne .LBB_75
	movq %rdi, %rax
	subq %rdx, %rax
	cmpq $8, %rdi
	jae .LBB_79
	jmp .LBB_80
.LBB_77:
	movq %rax, %r11
	jmp .LBB_80
.LBB_78:
	movq %rdi, %rax
	cmpq $8, %rdi
	jb .LBB_80
.LBB_79:
	movq 632(%r11), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %r11
	addq $-8, %rax
	jne .LBB_79
.LBB_80:
	xorl %eax, %eax
	xorl %edi, %edi
	movq %rsi, 216(%rsp)
	movzwl 626(%r11), %ecx
	cmpq %rcx, %rdi
	jb .LBB_71
.LBB_81:
	movq 528(%r11), %r9
	testq %r9, %r9
	je .LBB_565
	incq %rax
	movzwl 624(%r11), %esi
	movq %r9, %r11
	cmpw 626(%r9), %si
	jae .LBB_81
.LBB_83:
	testq %rax, %rax
	je .LBB_88
	leaq (%r9,%rsi,8), %rcx
	addq $640, %rcx
	movq %rax, %rdx
	andq $7, %rdx
	je .LBB_89
	xorl %edi, %edi
.LBB_86:
	movq (%rcx), %r11
	leaq 632(%r11), %rcx
	incq %rdi
	cmpq %rdi, %rdx
	jne .LBB_86
	movq %rax, %rdx
	subq %rdi, %rdx
	cmpq $8, %rax
	jb .LBB_92
.LBB_91:
	movq (%rcx), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %r11
	leaq 632(%r11), %rcx
	addq $-8, %rdx
	jne .LBB_91
.LBB_92:
	movq $0, 160(%rsp)
	jmp .LBB_93
.LBB_88:
	leaq 1(%rsi), %rax
	movq %rax, 160(%rsp)
	movq %r9, %r11
.LBB_93:
	movq 536(%r9,%rsi,8), %rbp
	leaq -1(%rbp), %rax
	movq 120(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_97
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_97
	movq %rdx, 1416(%rsp)
	movq %rax, 1424(%rsp)
	movl $1, %ebx
	movq %rdx, 32(%rsp)
	jmp .LBB_98
.LBB_97:
	xorl %ebx, %ebx
.LBB_98:
	leaq (%rsi,%rsi,2), %rax
	shlq $4, %rax
	addq %rax, %r9
	movq %rbx, 1408(%rsp)
	movq 16(%r9), %rdx
	movq 192(%rsp), %rax
	movq %rdx, %rcx
	subq %rax, %rcx
	movq %rcx, 104(%rsp)
	jb .LBB_531
	movq 8(%r9), %rdi
	shlq $7, %rax
	leaq (%rdi,%rax), %rdx
	cmpq $1, %rbp
	movq %r11, 224(%rsp)
	jne .LBB_104
	cmpq %r14, %r15
	jb .LBB_532
	movq 672(%rsp), %rax
	movq 104(%rsp), %rcx
	cmpq %rcx, %rax
	cmovbq %rax, %rcx
	testq %rcx, %rcx
	je .LBB_112
	movl $120, %eax
.LBB_103:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rdx,%rax)
	vaddsd -112(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rdx,%rax)
	vaddsd -104(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rdx,%rax)
	vaddsd -96(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rdx,%rax)
	vaddsd -88(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rdx,%rax)
	vaddsd -80(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rdx,%rax)
	vaddsd -72(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rdx,%rax)
	vaddsd -64(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rdx,%rax)
	vaddsd -56(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rdx,%rax)
	vaddsd -48(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rdx,%rax)
	vaddsd -40(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rdx,%rax)
	vaddsd -32(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rdx,%rax)
	vaddsd -24(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rdx,%rax)
	vaddsd -16(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rdx,%rax)
	vaddsd -8(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rdx,%rax)
	vaddsd (%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, (%rdx,%rax)
	subq $-128, %rax
	decq %rcx
	jne .LBB_103
	jmp .LBB_112
.LBB_104:
	leaq 1(%rbp), %rcx
	imulq %rbp, %rcx
	movq %r8, %r13
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd %ymm2, 496(%rsp)
	vmovupd %ymm2, 464(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm2, 400(%rsp)
	subq %rbp, %r13
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmovupd %ymm2, 1456(%rsp)
	vmovupd %ymm2, 1488(%rsp)
	vmovupd %ymm2, 1520(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovupd %ymm2, 1552(%rsp)
	cmpq %r14, %r15
	jbe .LBB_541
	cmpq %rbp, %r8
	jb .LBB_534
	movq %rbx, %rsi
	testq %rbp, %rbp
	movq 104(%rsp), %r8
	je .LBB_110
	shlq $7, %r13
	addq 200(%rsp), %r13
	vmovupd 1456(%rsp), %ymm2
	vmovupd 1488(%rsp), %ymm3
	vmovupd 1520(%rsp), %ymm4
	vmovupd 1552(%rsp), %ymm5
	vmovupd 400(%rsp), %ymm1
	vmovsd 448(%rsp), %xmm6
	vinsertf128 $1, %xmm6, %ymm0, %ymm6
	vblendpd $3, 432(%rsp), %ymm6, %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 472(%rsp), %xmm7, %xmm8
	vmovupd 496(%rsp), %ymm7
	vinsertf128 $1, 480(%rsp), %ymm8, %ymm8
	movl $1, %ecx
.LBB_108:
	vcvtsi2sd %rcx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r13), %ymm10
	vmovupd 32(%r13), %ymm11
	vmovupd 64(%r13), %ymm12
	vmovupd 96(%r13), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm2, %ymm14, %ymm2
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm12, %ymm8
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm7, %ymm13, %ymm7
	subq $-128, %r13
	incq %rcx
	cmpq %r10, %r13
	jne .LBB_108
	vmovupd %ymm2, 1456(%rsp)
	vmovupd %ymm3, 1488(%rsp)
	vmovupd %ymm4, 1520(%rsp)
	vmovupd %ymm5, 1552(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm6, 432(%rsp)
	vmovupd %ymm8, 464(%rsp)
	vmovupd %ymm7, 496(%rsp)
.LBB_110:
	testq %r8, %r8
	je .LBB_573
	vmovupd 1456(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, (%rdx)
	vmovupd 1488(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%rdx)
	vmovupd 1520(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%rdx)
	vmovupd 1552(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%rdx)
	cmpq $1, %r8
	jne .LBB_123
.LBB_112:
	movq 192(%rsp), %rax
	testq %rax, %rax
	movq 392(%rsp), %r8
	movq 224(%rsp), %r11
	je .LBB_68
	xorl %edx, %edx
	xorl %ecx, %ecx
.LBB_114:
	movq 16(%r9), %r13
	movq 192(%rsp), %rsi
	subq %rsi, %r13
	jb .LBB_519
	movq %rcx, %rdi
	subq %rsi, %rdi
	addq $1025, %rdi
	cmpq %r13, %rdi
	jae .LBB_561
	movq 8(%r9), %rdi
	vmovupd 131200(%rdi,%rdx), %ymm0
	vmovupd 131232(%rdi,%rdx), %ymm1
	vmovupd 131264(%rdi,%rdx), %ymm2
	vmovupd 131296(%rdi,%rdx), %ymm3
	vmovupd %ymm3, 496(%rsp)
	vmovupd %ymm2, 464(%rsp)
	vmovupd %ymm1, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	movq 40(%r9), %r13
	cmpq %r13, %rcx
	jae .LBB_562
	cmpq %rsi, %rcx
	jae .LBB_560
	movq 32(%r9), %rsi
	vmovsd (%rsi,%rcx,8), %xmm0
	incq %rcx
	vmovsd %xmm0, (%rdi,%rdx)
	vmovupd 400(%rsp), %ymm0
	vmovupd 432(%rsp), %ymm1
	vmovupd 464(%rsp), %ymm2
	vmovupd 488(%rsp), %ymm3
	vmovupd %ymm0, 8(%rdi,%rdx)
	vmovupd %ymm1, 40(%rdi,%rdx)
	vmovupd %ymm2, 72(%rdi,%rdx)
	vmovupd %ymm3, 96(%rdi,%rdx)
	subq $-128, %rdx
	cmpq %rcx, %rax
	jne .LBB_114
	movl $16415, %ecx
	xorl %edx, %edx
.LBB_120:
	leaq 1025(%rdx), %rdi
	movq 16(%r9), %r13
	cmpq %r13, %rdi
	jae .LBB_563
	movq 40(%r9), %r13
	cmpq %r13, %rdx
	jae .LBB_564
	movq 8(%r9), %rsi
	movq 32(%r9), %rdi
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, (%rdi,%rdx,8)
	incq %rdx
	addq $16, %rcx
	cmpq %rdx, %rax
	jne .LBB_120
	jmp .LBB_68
.LBB_123:
	movb %sil, 24(%rsp)
	vmovq %rbp, %xmm1
	vpunpckldq .LCPI_1(%rip), %xmm1, %xmm1
	vsubpd .LCPI_2(%rip), %xmm1, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm2
	vaddsd %xmm1, %xmm2, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rsi, %rsi
	leaq 1416(%rsp), %rcx
	cmovneq %rcx, %rsi
	movq %rsi, 784(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	addq %rdi, %rax
	addq $96, %rax
	movq %rax, 176(%rsp)
	movq %rbp, %rax
	negq %rax
	movq %rax, 8(%rsp)
	movq %r14, %rax
	subq %rbp, %rax
	movq %rax, 168(%rsp)
	movq %rbp, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 56(%rsp)
	movl $1, %r13d
	xorl %r11d, %r11d
	movq %rdx, 96(%rsp)
	jmp .LBB_125
.LBB_124:
	movq 232(%rsp), %rax
	movq %rax, %r13
	movq 104(%rsp), %r8
	cmpq %r8, %rax
	movq 80(%rsp), %r14
	movq 40(%rsp), %r15
	movq 88(%rsp), %r12
	movq %rdx, %rbp
	movq 96(%rsp), %rdx
	jae .LBB_112
.LBB_125:
	movq (%rsp), %rsi
	cmpq %rsi, %r11
	jae .LBB_130
	movq %r11, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
.LBB_127:
	movq (%rcx), %rax
	cmpq %r13, %rax
	jae .LBB_131
	incq %r11
	addq $16, %rcx
	cmpq %r11, %rsi
	jne .LBB_127
	movq %rsi, %r11
	xorl %ecx, %ecx
	jmp .LBB_132
.LBB_130:
	xorl %ecx, %ecx
	jmp .LBB_132
.LBB_131:
	movl $1, %ecx
.LBB_132:
	cmpq %r13, 32(%rsp)
	setae %sil
	andb 24(%rsp), %sil
	testq %rcx, %rcx
	jne .LBB_134
	movq %r8, %rbx
	testb %sil, %sil
	je .LBB_139
.LBB_134:
	movl $2, %r8d
	subq %rcx, %r8
	testb %cl, %cl
	movq 32(%rsp), %r10
	movq %r10, %rbx
	cmovneq %rax, %rbx
	movzbl %sil, %esi
	movq %r8, 240(%rsp)
	movq $2, 248(%rsp)
	movq %rcx, 256(%rsp)
	movq %rax, 264(%rsp)
	movq %rsi, 272(%rsp)
	movq %r10, 280(%rsp)
	testq %rcx, %rcx
	je .LBB_138
	je .LBB_138
	shll $4, %ecx
	leaq 296(%rsp), %rax
	subq %rcx, %rax
.LBB_137:
	movq %rbx, %rcx
	incq %r8
	movq (%rax), %rbx
	cmpq %rbx, %rcx
	cmovbq %rcx, %rbx
	cmpb $0, -8(%rax)
	cmoveq %rcx, %rbx
	addq $16, %rax
	cmpq $2, %r8
	jne .LBB_137
.LBB_138:
	movq 104(%rsp), %r8
.LBB_139:
	leaq 1(%rbx), %rax
	cmpq %rax, %r8
	movq %rax, 232(%rsp)
	cmovbq %r8, %rax
	vmovupd 1456(%rsp), %ymm3
	vmovupd 1488(%rsp), %ymm4
	vmovupd 1520(%rsp), %ymm5
	vmovupd 1552(%rsp), %ymm6
	vmovupd 400(%rsp), %ymm7
	vmovupd 432(%rsp), %ymm8
	vmovupd 464(%rsp), %ymm9
	vmovupd 496(%rsp), %ymm10
	subq %r13, %rax
	jbe .LBB_144
	movq %r13, %rcx
	shlq $7, %rcx
	movq 176(%rsp), %rsi
	leaq (%rsi,%rcx), %r8
	leaq (%r14,%r13), %rdi
	addq 696(%rsp), %rcx
	addq 168(%rsp), %r13
	shlq $7, %r13
	addq 688(%rsp), %r13
	xorl %r14d, %r14d
.LBB_141:
	cmpq %r15, %rdi
	jae .LBB_558
	movq 8(%rsp), %rsi
	addq %rdi, %rsi
	cmpq %r15, %rsi
	jae .LBB_547
	vmovupd -96(%rcx,%r14), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%r13,%r14), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r8,%r14)
	vmovupd -64(%rcx,%r14), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%r13,%r14), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r8,%r14)
	vmovupd -32(%rcx,%r14), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%r13,%r14), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r8,%r14)
	vmovupd (%rcx,%r14), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%r13,%r14), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r8,%r14)
	subq $-128, %r14
	incq %rdi
	decq %rax
	jne .LBB_141
	jmp .LBB_145
.LBB_144:
	vmovhpd 408(%rsp), %xmm7, %xmm7
	vinsertf128 $1, 416(%rsp), %ymm7, %ymm7
	vmovhpd 440(%rsp), %xmm8, %xmm8
	vinsertf128 $1, 448(%rsp), %ymm8, %ymm8
	vmovhpd 472(%rsp), %xmm9, %xmm9
	vinsertf128 $1, 480(%rsp), %ymm9, %ymm9
	vmovhpd 504(%rsp), %xmm10, %xmm10
	vinsertf128 $1, 512(%rsp), %ymm10, %ymm10
.LBB_145:
	vmovupd %ymm3, 1456(%rsp)
	vmovupd %ymm4, 1488(%rsp)
	vmovupd %ymm5, 1520(%rsp)
	vmovupd %ymm6, 1552(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm8, 432(%rsp)
	vmovupd %ymm9, 464(%rsp)
	vmovupd %ymm10, 496(%rsp)
	cmpq 104(%rsp), %rbx
	movq 80(%rsp), %r14
	jae .LBB_112
	cmpq (%rsp), %r11
	ja .LBB_520
	movq %r15, %rcx
	movq %r11, %r15
	shlq $4, %r15
	addq 128(%rsp), %r15
	leaq (%rbx,%r14), %rdi
	leaq (%rbx,%r14), %r13
	incq %r13
	movq %r13, 864(%rsp)
	movq %rdx, %rsi
	movq %rbp, %rdx
	subq %rbp, %r13
	setb %al
	cmpq %rcx, %rdi
	setae %r8b
	movq %rbx, %r14
	shlq $7, %r14
	addq %rsi, %r14
	orb %al, %r8b
	movq %rdi, 72(%rsp)
	movq %rdi, %rcx
	shlq $7, %rcx
	addq 704(%rsp), %rcx
	xorl %ebp, %ebp
	movq 784(%rsp), %r10
	jmp .LBB_150
.LBB_148:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	movq %rsi, %rdi
	cmpq $15, %rsi
	ja .LBB_554
.LBB_149:
	vmovsd %xmm4, 1456(%rsp,%rdi,8)
	vmovsd %xmm3, 400(%rsp,%rdi,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%r14,%rdi,8)
	movq %r12, %r10
	movq %rax, %r15
.LBB_150:
	testb %bpl, %bpl
	je .LBB_159
	movq %r15, %rax
.LBB_152:
	testq %r10, %r10
	je .LBB_124
	cmpq %rbx, (%r10)
	jne .LBB_124
	movb $2, %bpl
	xorl %r12d, %r12d
	movq %r10, %r15
	testb %r8b, %r8b
	jne .LBB_510
.LBB_155:
	movq 8(%r15), %rsi
	testq %rdx, %rdx
	je .LBB_148
	cmpq $15, %rsi
	ja .LBB_553
	movq %rsi, %rdi
	leaq (%rcx,%rsi,8), %r10
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r15d
	movq 56(%rsp), %rsi
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_158:
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd (%r10,%rsi), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r15
	subq $-128, %rsi
	jne .LBB_158
	jmp .LBB_149
.LBB_159:
	movq 48(%rsp), %rsi
	movq %rsi, %rax
	cmpq %rsi, %r15
	je .LBB_152
	leaq 16(%r15), %rax
	cmpq %rbx, (%r15)
	jne .LBB_152
	xorl %ebp, %ebp
	movq %r10, %r12
	testb %r8b, %r8b
	je .LBB_155
	jmp .LBB_510
.LBB_89:
	movq %rax, %rdx
	cmpq $8, %rax
	jb .LBB_92
	jmp .LBB_91
.LBB_162:
	decq 744(%rsp)
	movq 120(%rsp), %rax
	movq 184(%rsp), %rcx
	movq 1360(%rsp), %rdx
	movq 1368(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_165
.LBB_163:
	xorl %r10d, %r10d
	movq 64(%rsp), %rbx
.LBB_164:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 400(%rsp,%r9)
	movq %r11, 408(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_183
.LBB_165:
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
	jne .LBB_163
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_172
	cmpq $1, %rsi
	jne .LBB_169
	xorl %r11d, %r11d
	jmp .LBB_171
.LBB_169:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_170:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_170
.LBB_171:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
	movq 80(%rsp), %r14
.LBB_172:
	shlq $3, %r11
.LBB_173:
	cmpq %r11, %rdi
	je .LBB_176
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_176
	movabsq $1151796703138937857, %r15
	imulq %r15, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r15
	cmpq %r15, %rbx
	jb .LBB_173
	jmp .LBB_163
.LBB_176:
	movl $1, %r10d
	testq %rsi, %rsi
	movq 64(%rsp), %rbx
	je .LBB_179
	cmpq $1, %rsi
	jne .LBB_180
	xorl %r11d, %r11d
	jmp .LBB_182
.LBB_179:
	movq $-1, %r11
	jmp .LBB_164
.LBB_180:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_181:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_181
.LBB_182:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	movq 64(%rsp), %rbx
	movq 80(%rsp), %r14
	jmp .LBB_164
.LBB_183:
	vmovups 624(%rsp), %ymm0
	vmovups %ymm0, 1680(%rsp)
	vmovups 592(%rsp), %ymm0
	vmovups %ymm0, 1648(%rsp)
	vmovups 560(%rsp), %ymm0
	vmovups %ymm0, 1616(%rsp)
	vmovups 528(%rsp), %ymm0
	vmovups %ymm0, 1584(%rsp)
	vmovups 432(%rsp), %ymm0
	vmovupd 464(%rsp), %ymm1
	vmovupd 496(%rsp), %ymm2
	vmovupd %ymm2, 1552(%rsp)
	vmovupd %ymm1, 1520(%rsp)
	vmovups %ymm0, 1488(%rsp)
	vmovupd 400(%rsp), %ymm0
	vmovupd %ymm0, 1456(%rsp)
	testq %rbx, %rbx
	je .LBB_499
	movq 384(%rsp), %rdx
	movq $0, 168(%rsp)
	jmp .LBB_186
.LBB_185:
	movq 8(%rsp), %rax
	movzbl 16399(%rax), %eax
	movb %al, 32(%r9)
	movq 200(%rsp), %rax
	movq %rax, %rdx
	movq 672(%rsp), %rcx
	movq %rcx, 168(%rsp)
	cmpq 680(%rsp), %rax
	je .LBB_499
.LBB_186:
	movq 16(%rdx), %r10
	testq %r10, %r10
	movq 168(%rsp), %r11
	js .LBB_572
	movq %rdx, %r12
	movq (%rdx), %rsi
	movq 8(%rdx), %rdi
	movq %rsi, %rax
	orq %rdi, %rax
	js .LBB_572
	leaq -1(%rsi), %rax
	leaq -1(%rdi), %rcx
	cmpq %rcx, %rax
	cmovaq %rax, %rcx
	movq 24(%r12), %rax
	testq %rax, %rax
	js .LBB_572
	movq 32(%r12), %rdx
	movq 40(%r12), %r8
	movq %rdx, %r9
	orq %r8, %r9
	js .LBB_572
	movq 768(%rsp), %r9
	movq %r9, 128(%rsp)
	movq 776(%rsp), %rbx
	decq %rdx
	decq %r8
	cmpq %r8, %rdx
	cmovaq %rdx, %r8
	leaq -1(%rax), %rdx
	cmpq %rdx, %r8
	cmovbeq %rdx, %r8
	movq %r10, 8(%rsp)
	addq %r10, %rcx
	decq %rcx
	movq 120(%rsp), %r9
	movq %rcx, %rdx
	subq %r9, %rdx
	setb %bpl
	leaq 16400(%r9), %r10
	cmpq %r10, %rcx
	setae %cl
	orb %bpl, %cl
	jne .LBB_193
	movabsq $1151796703138937857, %rcx
	mulxq %rcx, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %r14
	shlq $10, %r14
	addq %rcx, %r14
	subq %r14, %rdx
	movq %rdx, 704(%rsp)
	je .LBB_193
	movl $1, %edx
	movq %rdx, 24(%rsp)
	jmp .LBB_194
.LBB_193:
	movq $0, 24(%rsp)
.LBB_194:
	addq %r8, %rax
	decq %rax
	movq %rax, %rdx
	subq %r9, %rdx
	setb %r8b
	cmpq %r10, %rax
	setae %al
	orb %r8b, %al
	movq %rbx, 32(%rsp)
	jne .LBB_197
	movabsq $1151796703138937857, %rax
	mulxq %rax, %r8, %r8
	shrq $6, %r8
	movq %r8, %rax
	shlq $10, %rax
	addq %r8, %rax
	subq %rax, %rdx
	je .LBB_197
	movq %r8, 1032(%rsp)
	movq %rdx, 784(%rsp)
	movl $1, %eax
	movq %rax, 96(%rsp)
	jmp .LBB_198
.LBB_197:
	movq $0, 96(%rsp)
.LBB_198:
	movq 816(%rsp), %r13
	testq %r13, %r13
	je .LBB_570
	leaq 48(%r12), %rax
	movq %rax, 200(%rsp)
	leaq 1(%r11), %rax
	movq %rax, 672(%rsp)
	movq 192(%rsp), %rax
	movq %rax, (%rsp)
	movq 824(%rsp), %r14
	movq %r14, %rdx
	movq %r13, %rax
.LBB_200:
	movzwl 626(%rax), %r9d
	movl %r9d, %r8d
	shll $4, %r8d
	leaq (%r8,%r8,2), %r11
	movq $-1, %r8
	xorl %r10d, %r10d
.LBB_201:
	cmpq %r10, %r11
	je .LBB_204
	cmpq 544(%rax,%r8,8), %rdi
	seta %bl
	sbbb $0, %bl
	addq $48, %r10
	incq %r8
	cmpb $1, %bl
	je .LBB_201
	movzbl %bl, %r9d
	testl %r9d, %r9d
	jne .LBB_205
	jmp .LBB_207
.LBB_204:
	movq %r9, %r8
.LBB_205:
	subq $1, %rdx
	jb .LBB_570
	movq 632(%rax,%r8,8), %rax
	jmp .LBB_200
.LBB_207:
	movq -40(%rax,%r10), %rdx
	movq -32(%rax,%r10), %rdi
	movq %r14, %r8
	movq %r13, %rax
.LBB_208:
	movzwl 626(%rax), %r11d
	movl %r11d, %r9d
	shll $4, %r9d
	leaq (%r9,%r9,2), %rbx
	movq $-1, %r9
	xorl %r10d, %r10d
.LBB_209:
	cmpq %r10, %rbx
	je .LBB_212
	cmpq 544(%rax,%r9,8), %rsi
	seta %bpl
	sbbb $0, %bpl
	addq $48, %r10
	incq %r9
	cmpb $1, %bpl
	je .LBB_209
	movzbl %bpl, %r11d
	testl %r11d, %r11d
	jne .LBB_213
	jmp .LBB_215
.LBB_212:
	movq %r11, %r9
.LBB_213:
	subq $1, %r8
	jb .LBB_570
	movq 632(%rax,%r9,8), %rax
	jmp .LBB_208
.LBB_215:
	movq %r14, 72(%rsp)
	movq -32(%rax,%r10), %rsi
	movq 1112(%rsp), %r9
	movq 1120(%rsp), %r15
	cmpq %r15, %rdi
	cmovaeq %r15, %rdi
	cmpq %rdi, %rsi
	cmovbq %rsi, %rdi
	testq %rdi, %rdi
	movq (%rsp), %r14
	movq 8(%rsp), %r11
	je .LBB_229
	movq -40(%rax,%r10), %rax
	shlq $4, %rdi
	cmpq $1, %rdi
	movq %rdi, %rsi
	adcq $0, %rsi
	testq %rdi, %rdi
	je .LBB_222
	movq %r9, %r8
	subq %rdx, %r8
	cmpq $64, %r8
	jb .LBB_495
	movq %r9, %r10
	subq %rax, %r10
	movl $0, %r8d
	cmpq $64, %r10
	jb .LBB_223
	movq %rsi, %r8
	andq $-16, %r8
	xorl %r10d, %r10d
.LBB_220:
	vmovupd (%rdx,%r10,8), %ymm0
	vmovupd 32(%rdx,%r10,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rax,%r10,8), %ymm0, %ymm0
	vsubpd 32(%rax,%r10,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r9,%r10,8)
	vmovupd %ymm1, 32(%r9,%r10,8)
	addq $8, %r10
	cmpq %r10, %r8
	jne .LBB_220
	cmpq %r8, %rdi
	jne .LBB_223
	jmp .LBB_228
.LBB_222:
	xorl %r8d, %r8d
.LBB_223:
	movq %rsi, %r11
	movq %r8, %r10
	andq $1, %r11
	je .LBB_226
.LBB_224:
	movq %r8, %r10
.LBB_225:
	vmovsd (%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rax,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r10,8)
	incq %r10
	decq %r11
	jne .LBB_225
.LBB_226:
	subq %rsi, %r8
	cmpq $-4, %r8
	ja .LBB_228
.LBB_227:
	vmovsd (%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rax,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r10,8)
	vmovsd 8(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 8(%rax,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r9,%r10,8)
	vmovsd 16(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 16(%rax,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r9,%r10,8)
	vmovsd 24(%rdx,%r10,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 24(%rax,%r10,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r9,%r10,8)
	addq $4, %r10
	cmpq %r10, %rdi
	jne .LBB_227
.LBB_228:
	movq 16(%r12), %r11
.LBB_229:
	testq %r11, %r11
	js .LBB_572
	movq 24(%rsp), %rax
	movq %rax, 840(%rsp)
	movq 704(%rsp), %rax
	movq %rax, 848(%rsp)
	movq %rcx, 856(%rsp)
	movq 1136(%rsp), %r8
	movq 1144(%rsp), %rax
	movq %rax, 88(%rsp)
	cmpq $1, %r11
	movq %r12, 232(%rsp)
	movq %r13, 376(%rsp)
	jne .LBB_235
	movq %r15, %rax
	subq %r14, %rax
	jb .LBB_535
	movq 88(%rsp), %rcx
	cmpq %rcx, %rax
	cmovbq %rax, %rcx
	testq %rcx, %rcx
	je .LBB_243
	movq (%rsp), %rax
	shlq $7, %rax
	addq %rax, %r9
	movl $120, %eax
.LBB_234:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -120(%r8,%rax)
	vaddsd -112(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -112(%r8,%rax)
	vaddsd -104(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -104(%r8,%rax)
	vaddsd -96(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -96(%r8,%rax)
	vaddsd -88(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -88(%r8,%rax)
	vaddsd -80(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -80(%r8,%rax)
	vaddsd -72(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -72(%r8,%rax)
	vaddsd -64(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -64(%r8,%rax)
	vaddsd -56(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -56(%r8,%rax)
	vaddsd -48(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -48(%r8,%rax)
	vaddsd -40(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -40(%r8,%rax)
	vaddsd -32(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -32(%r8,%rax)
	vaddsd -24(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -24(%r8,%rax)
	vaddsd -16(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -16(%r8,%rax)
	vaddsd -8(%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -8(%r8,%rax)
	vaddsd (%r9,%rax), %xmm1, %xmm0
	vmovsd %xmm0, (%r8,%rax)
	subq $-128, %rax
	decq %rcx
	jne .LBB_234
	jmp .LBB_243
.LBB_235:
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd %ymm2, 496(%rsp)
	vmovupd %ymm2, 464(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm2, 400(%rsp)
	leaq 1(%r11), %rax
	imulq %r11, %rax
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmovupd %ymm2, 240(%rsp)
	vmovupd %ymm2, 272(%rsp)
	vmovupd %ymm2, 304(%rsp)
	vmovupd %ymm2, 336(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	leaq 1(%r14), %rcx
	movq %rcx, %r13
	subq %r11, %r13
	cmpq %r14, %r15
	jbe .LBB_541
	cmpq %r11, %rcx
	movq 704(%rsp), %rsi
	movq 88(%rsp), %r12
	jb .LBB_537
	testq %r11, %r11
	movq 32(%rsp), %rdx
	je .LBB_241
	shlq $7, %rcx
	addq %r9, %rcx
	shlq $7, %r13
	addq %r9, %r13
	vmovupd 240(%rsp), %ymm2
	vmovupd 272(%rsp), %ymm3
	vmovupd 304(%rsp), %ymm4
	vmovupd 336(%rsp), %ymm5
	vmovupd 400(%rsp), %ymm1
	vmovsd 448(%rsp), %xmm6
	vinsertf128 $1, %xmm6, %ymm0, %ymm6
	vblendpd $3, 432(%rsp), %ymm6, %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 472(%rsp), %xmm7, %xmm8
	vmovupd 496(%rsp), %ymm7
	vinsertf128 $1, 480(%rsp), %ymm8, %ymm8
	movl $1, %eax
.LBB_239:
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r13), %ymm10
	vmovupd 32(%r13), %ymm11
	vmovupd 64(%r13), %ymm12
	vmovupd 96(%r13), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm2, %ymm14, %ymm2
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm12, %ymm8
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm7, %ymm13, %ymm7
	subq $-128, %r13
	incq %rax
	cmpq %rcx, %r13
	jne .LBB_239
	vmovupd %ymm2, 240(%rsp)
	vmovupd %ymm3, 272(%rsp)
	vmovupd %ymm4, 304(%rsp)
	vmovupd %ymm5, 336(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm6, 432(%rsp)
	vmovupd %ymm8, 464(%rsp)
	vmovupd %ymm7, 496(%rsp)
.LBB_241:
	movq %r11, 8(%rsp)
	testq %r12, %r12
	je .LBB_573
	vmovupd 240(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, (%r8)
	vmovupd 272(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%r8)
	vmovupd 304(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%r8)
	vmovupd 336(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%r8)
	cmpq $1, %r12
	jne .LBB_278
.LBB_243:
	movq 232(%rsp), %r14
	movq 32(%r14), %rax
	testq %rax, %rax
	vmovsd .LCPI_5(%rip), %xmm1
	movq 376(%rsp), %r12
	js .LBB_572
	movq 72(%rsp), %rcx
	movq %r12, %rdx
.LBB_245:
	movzwl 626(%rdx), %r8d
	movl %r8d, %esi
	shll $4, %esi
	leaq (%rsi,%rsi,2), %r9
	movq $-1, %rsi
	xorl %edi, %edi
.LBB_246:
	cmpq %rdi, %r9
	je .LBB_249
	cmpq 544(%rdx,%rsi,8), %rax
	seta %r10b
	sbbb $0, %r10b
	addq $48, %rdi
	incq %rsi
	cmpb $1, %r10b
	je .LBB_246
	movzbl %r10b, %r8d
	testl %r8d, %r8d
	jne .LBB_250
	jmp .LBB_252
.LBB_249:
	movq %r8, %rsi
.LBB_250:
	subq $1, %rcx
	jb .LBB_570
	movq 632(%rdx,%rsi,8), %rdx
	jmp .LBB_245
.LBB_252:
	movq 40(%r14), %rax
	testq %rax, %rax
	js .LBB_572
	movq -40(%rdx,%rdi), %rcx
	movq -32(%rdx,%rdi), %rdx
	movq 72(%rsp), %rsi
	movq %r12, %rdi
.LBB_254:
	movzwl 626(%rdi), %r9d
	movl %r9d, %r8d
	shll $4, %r8d
	leaq (%r8,%r8,2), %r11
	movq $-1, %r8
	xorl %r10d, %r10d
.LBB_255:
	cmpq %r10, %r11
	je .LBB_258
	cmpq 544(%rdi,%r8,8), %rax
	seta %bl
	sbbb $0, %bl
	addq $48, %r10
	incq %r8
	cmpb $1, %bl
	je .LBB_255
	movzbl %bl, %r9d
	testl %r9d, %r9d
	jne .LBB_259
	jmp .LBB_261
.LBB_258:
	movq %r9, %r8
.LBB_259:
	subq $1, %rsi
	jb .LBB_570
	movq 632(%rdi,%r8,8), %rdi
	jmp .LBB_254
.LBB_261:
	movq 24(%r14), %rbp
	testq %rbp, %rbp
	js .LBB_572
	movq -40(%rdi,%r10), %rsi
	movq -32(%rdi,%r10), %rdi
	movq 72(%rsp), %r14
.LBB_263:
	movzwl 626(%r12), %r10d
	movl %r10d, %r8d
	shll $4, %r8d
	leaq (%r8,%r8,2), %r11
	movq $-1, %r9
	xorl %r8d, %r8d
.LBB_264:
	cmpq %r8, %r11
	je .LBB_267
	cmpq 544(%r12,%r9,8), %rbp
	seta %bl
	sbbb $0, %bl
	addq $48, %r8
	incq %r9
	cmpb $1, %bl
	je .LBB_264
	movzbl %bl, %r10d
	testl %r10d, %r10d
	jne .LBB_268
	jmp .LBB_270
.LBB_267:
	movq %r10, %r9
.LBB_268:
	subq $1, %r14
	jb .LBB_570
	movq 632(%r12,%r9,8), %r12
	jmp .LBB_263
.LBB_270:
	movq -32(%r12,%r8), %r10
	movq 1120(%rsp), %r15
	cmpq %r15, %rdx
	cmovaeq %r15, %rdx
	movq 1112(%rsp), %r9
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	cmpq %rdx, %r10
	cmovbq %r10, %rdx
	testq %rdx, %rdx
	movq (%rsp), %r14
	je .LBB_322
	movq -40(%r12,%r8), %rdi
	shlq $4, %rdx
	cmpq $1, %rdx
	movq %rdx, %r8
	adcq $0, %r8
	testq %rdx, %rdx
	je .LBB_316
	movq %r9, %r10
	subq %rcx, %r10
	cmpq $64, %r10
	jb .LBB_316
	movq %r9, %r10
	subq %rsi, %r10
	cmpq $64, %r10
	jb .LBB_316
	movq %r9, %r11
	subq %rdi, %r11
	movl $0, %r10d
	cmpq $64, %r11
	jb .LBB_317
	movq %r8, %r10
	andq $-16, %r10
	xorl %r11d, %r11d
	vbroadcastsd .LCPI_5(%rip), %ymm2
.LBB_276:
	vmulpd (%rcx,%r11,8), %ymm2, %ymm0
	vmulpd 32(%rcx,%r11,8), %ymm2, %ymm1
	vsubpd (%rsi,%r11,8), %ymm0, %ymm0
	vsubpd 32(%rsi,%r11,8), %ymm1, %ymm1
	vsubpd (%rdi,%r11,8), %ymm0, %ymm0
	vsubpd 32(%rdi,%r11,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r9,%r11,8)
	vmovupd %ymm1, 32(%r9,%r11,8)
	addq $8, %r11
	cmpq %r11, %r10
	jne .LBB_276
	cmpq %r10, %rdx
	vmovsd .LCPI_5(%rip), %xmm1
	jne .LBB_317
	jmp .LBB_322
.LBB_316:
	xorl %r10d, %r10d
.LBB_317:
	movq %r8, %rbx
	movq %r10, %r11
	andq $1, %rbx
	je .LBB_320
	movq %r10, %r11
.LBB_319:
	vmulsd (%rcx,%r11,8), %xmm1, %xmm0
	vsubsd (%rsi,%r11,8), %xmm0, %xmm0
	vsubsd (%rdi,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r11,8)
	incq %r11
	decq %rbx
	jne .LBB_319
.LBB_320:
	subq %r8, %r10
	cmpq $-4, %r10
	movq (%rsp), %r14
	ja .LBB_322
.LBB_321:
	vmulsd (%rcx,%r11,8), %xmm1, %xmm0
	vsubsd (%rsi,%r11,8), %xmm0, %xmm0
	vsubsd (%rdi,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r11,8)
	vmulsd 8(%rcx,%r11,8), %xmm1, %xmm0
	vsubsd 8(%rsi,%r11,8), %xmm0, %xmm0
	vsubsd 8(%rdi,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r9,%r11,8)
	vmulsd 16(%rcx,%r11,8), %xmm1, %xmm0
	vsubsd 16(%rsi,%r11,8), %xmm0, %xmm0
	vsubsd 16(%rdi,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r9,%r11,8)
	vmulsd 24(%rcx,%r11,8), %xmm1, %xmm0
	vsubsd 24(%rsi,%r11,8), %xmm0, %xmm0
	vsubsd 24(%rdi,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r9,%r11,8)
	addq $4, %r11
	cmpq %r11, %rdx
	jne .LBB_321
.LBB_322:
	movq 96(%rsp), %rcx
	movq %rcx, 840(%rsp)
	movq 784(%rsp), %rcx
	movq %rcx, 848(%rsp)
	movq 1032(%rsp), %rcx
	movq %rcx, 856(%rsp)
	movq 1160(%rsp), %rcx
	movq %rcx, 72(%rsp)
	movq 1168(%rsp), %rsi
	cmpq $1, %rbp
	movq %rsi, 56(%rsp)
	jne .LBB_327
	movq %r15, %rax
	subq %r14, %rax
	jb .LBB_535
	cmpq %rsi, %rax
	cmovaeq %rsi, %rax
	testq %rax, %rax
	je .LBB_335
	movq (%rsp), %rcx
	shlq $7, %rcx
	addq %rcx, %r9
	movl $120, %ecx
.LBB_326:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%r9,%rcx), %xmm1, %xmm0
	movq 72(%rsp), %rdx
	vmovsd %xmm0, -120(%rdx,%rcx)
	vaddsd -112(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rdx,%rcx)
	vaddsd -104(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rdx,%rcx)
	vaddsd -96(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rdx,%rcx)
	vaddsd -88(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rdx,%rcx)
	vaddsd -80(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rdx,%rcx)
	vaddsd -72(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rdx,%rcx)
	vaddsd -64(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rdx,%rcx)
	vaddsd -56(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rdx,%rcx)
	vaddsd -48(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rdx,%rcx)
	vaddsd -40(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rdx,%rcx)
	vaddsd -32(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rdx,%rcx)
	vaddsd -24(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rdx,%rcx)
	vaddsd -16(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rdx,%rcx)
	vaddsd -8(%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rdx,%rcx)
	vaddsd (%r9,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, (%rdx,%rcx)
	subq $-128, %rcx
	decq %rax
	jne .LBB_326
	jmp .LBB_335
.LBB_327:
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd %ymm2, 496(%rsp)
	vmovupd %ymm2, 464(%rsp)
	vmovupd %ymm2, 432(%rsp)
	vmovupd %ymm2, 400(%rsp)
	leaq 1(%rbp), %rcx
	imulq %rbp, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmovupd %ymm2, 240(%rsp)
	vmovupd %ymm2, 272(%rsp)
	vmovupd %ymm2, 304(%rsp)
	vmovupd %ymm2, 336(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	leaq 1(%r14), %rcx
	movq %rcx, %r13
	subq %rbp, %r13
	cmpq %r14, %r15
	jbe .LBB_541
	cmpq %rbp, %rcx
	jb .LBB_537
	testq %rbp, %rbp
	movq 32(%rsp), %r14
	je .LBB_333
	shlq $7, %rcx
	addq %r9, %rcx
	shlq $7, %r13
	addq %r9, %r13
	vmovupd 240(%rsp), %ymm2
	vmovupd 272(%rsp), %ymm3
	vmovupd 304(%rsp), %ymm4
	vmovupd 336(%rsp), %ymm5
	vmovupd 400(%rsp), %ymm1
	vmovsd 448(%rsp), %xmm6
	vinsertf128 $1, %xmm6, %ymm0, %ymm6
	vblendpd $3, 432(%rsp), %ymm6, %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 472(%rsp), %xmm7, %xmm8
	vmovupd 496(%rsp), %ymm7
	vinsertf128 $1, 480(%rsp), %ymm8, %ymm8
	movl $1, %edx
.LBB_331:
	vcvtsi2sd %rdx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r13), %ymm10
	vmovupd 32(%r13), %ymm11
	vmovupd 64(%r13), %ymm12
	vmovupd 96(%r13), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm2, %ymm14, %ymm2
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm8, %ymm12, %ymm8
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm7, %ymm13, %ymm7
	subq $-128, %r13
	incq %rdx
	cmpq %rcx, %r13
	jne .LBB_331
	vmovupd %ymm2, 240(%rsp)
	vmovupd %ymm3, 272(%rsp)
	vmovupd %ymm4, 304(%rsp)
	vmovupd %ymm5, 336(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vmovupd %ymm6, 432(%rsp)
	vmovupd %ymm8, 464(%rsp)
	vmovupd %ymm7, 496(%rsp)
.LBB_333:
	testq %rsi, %rsi
	je .LBB_573
	vmovupd 240(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	movq 72(%rsp), %rcx
	vmovupd %ymm1, (%rcx)
	vmovupd 272(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%rcx)
	vmovupd 304(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%rcx)
	vmovupd 336(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%rcx)
	cmpq $1, %rsi
	jne .LBB_377
.LBB_335:
	movq 944(%rsp), %r13
	movq 168(%rsp), %rdi
	cmpq %r13, %rdi
	jae .LBB_574
	movq 936(%rsp), %rax
	leaq (%rdi,%rdi,2), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 120(%rsp), %rax
	movq %rax, 88(%rsp)
	movq 184(%rsp), %rax
	movq %rax, 24(%rsp)
	leaq 1456(%rsp), %rax
	movq %rax, 240(%rsp)
	movq %rdx, 104(%rsp)
	movq %rdx, 248(%rsp)
	movq %rcx, 96(%rsp)
	movq %rcx, 256(%rsp)
	leaq 400(%rsp), %rdi
	leaq 240(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 400(%rsp), %ymm0
	vmovups 464(%rsp), %ymm1
	vmovups 496(%rsp), %ymm2
	vmovups %ymm2, 336(%rsp)
	vmovups %ymm0, 240(%rsp)
	vmovups %ymm1, 304(%rsp)
	vmovups 432(%rsp), %ymm0
	vmovups %ymm0, 272(%rsp)
	movq 1168(%rsp), %rdi
	movq 1136(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 1144(%rsp), %r13
	movq 1160(%rsp), %rax
	movq %rax, (%rsp)
	vmovsd 240(%rsp), %xmm0
	vmovsd %xmm0, 40(%rsp)
	vmovq 248(%rsp), %xmm0
	vmovsd 336(%rsp), %xmm1
	vmovsd 344(%rsp), %xmm2
	vmovsd %xmm2, 32(%rsp)
	vmovsd 328(%rsp), %xmm2
	vunpcklpd %xmm1, %xmm2, %xmm1
	vmovsd 320(%rsp), %xmm2
	vmovq 304(%rsp), %xmm3
	vmovsd 312(%rsp), %xmm4
	vunpcklpd %xmm2, %xmm4, %xmm2
	vmovq 296(%rsp), %xmm4
	vpunpcklqdq %xmm3, %xmm4, %xmm3
	vmovq 288(%rsp), %xmm4
	vmovq 272(%rsp), %xmm5
	vmovq 280(%rsp), %xmm6
	vpunpcklqdq %xmm4, %xmm6, %xmm4
	vmovq 264(%rsp), %xmm6
	vpunpcklqdq %xmm5, %xmm6, %xmm5
	vmovq 256(%rsp), %xmm6
	vpunpcklqdq %xmm6, %xmm0, %xmm0
	vmovapd 352(%rsp), %xmm6
	vmovapd %xmm6, 128(%rsp)
	vinsertf128 $1, %xmm1, %ymm2, %ymm1
	vmovupd %ymm1, 784(%rsp)
	vinserti128 $1, %xmm5, %ymm0, %ymm0
	vmovdqu %ymm0, 704(%rsp)
	vinserti128 $1, %xmm3, %ymm4, %ymm0
	vmovdqu %ymm0, 864(%rsp)
	xorl %ebp, %ebp
	movq %rdi, 176(%rsp)
	jmp .LBB_339
.LBB_338:
	movq 8(%rsp), %rbp
	incq %rbp
	cmpq $1025, %rbp
	movq 72(%rsp), %r14
	movq 176(%rsp), %rdi
	je .LBB_345
.LBB_339:
	cmpq %rdi, %rbp
	je .LBB_567
	cmpq %r13, %rbp
	je .LBB_566
	movq %rbp, 8(%rsp)
	shlq $7, %rbp
	movq (%rsp), %rax
	leaq (%rax,%rbp), %rbx
	addq 48(%rsp), %rbp
	vmovsd (%rbx), %xmm0
	vsubsd (%rbp), %xmm0, %xmm0
	vbroadcastsd .LCPI_6(%rip), %ymm3
	vandpd %xmm3, %xmm0, %xmm0
	xorl %eax, %eax
	vmovsd 40(%rsp), %xmm1
	vucomisd %xmm0, %xmm1
	setae %al
	vmovupd 8(%rbx), %ymm0
	vmovupd 72(%rbx), %ymm1
	vsubpd 72(%rbp), %ymm1, %ymm1
	vsubpd 8(%rbp), %ymm0, %ymm0
	vmovupd 40(%rbx), %ymm2
	vsubpd 40(%rbp), %ymm2, %ymm2
	vandpd %ymm3, %ymm2, %ymm2
	vcmplepd 864(%rsp), %ymm2, %ymm2
	vandpd %ymm3, %ymm0, %ymm0
	vcmplepd 704(%rsp), %ymm0, %ymm0
	vandpd %ymm3, %ymm1, %ymm1
	vcmplepd 784(%rsp), %ymm1, %ymm1
	vandpd .LCPI_7(%rip), %ymm2, %ymm2
	vandpd .LCPI_8(%rip), %ymm0, %ymm0
	vandpd .LCPI_9(%rip), %ymm1, %ymm1
	vorpd %ymm1, %ymm0, %ymm0
	vmovsd 104(%rbx), %xmm1
	vsubsd 104(%rbp), %xmm1, %xmm1
	vorpd %ymm2, %ymm0, %ymm0
	vandpd %xmm3, %xmm1, %xmm1
	xorl %ecx, %ecx
	vmovsd 32(%rsp), %xmm2
	vucomisd %xmm1, %xmm2
	setae %cl
	vmovupd 112(%rbx), %xmm1
	vsubpd 112(%rbp), %xmm1, %xmm1
	shll $13, %ecx
	vandpd %xmm3, %xmm1, %xmm1
	vcmplepd 128(%rsp), %xmm1, %xmm1
	vandpd .LCPI_10(%rip), %xmm1, %xmm1
	vextractf128 $1, %ymm0, %xmm2
	vorpd %xmm2, %xmm0, %xmm0
	vpextrq $1, %xmm0, %rdx
	vmovq %xmm0, %rsi
	orq %rcx, %rsi
	orq %rdx, %rsi
	vshufps $238, %xmm1, %xmm1, %xmm0
	vorpd %xmm0, %xmm1, %xmm0
	vmovq %xmm0, %r15
	orq %rsi, %r15
	orq %rax, %r15
	je .LBB_338
	movq 88(%rsp), %rax
	movq 8(%rsp), %rcx
	leaq (%rcx,%rax), %r14
.LBB_343:
	xorl %r12d, %r12d
	tzcntq %r15, %r12
	movl %r12d, %edx
	shll $10, %edx
	orq %r12, %rdx
	addq %r14, %rdx
	leaq 1040(%rsp), %rdi
	movq 232(%rsp), %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	shll $3, %r12d
	blsrq %r15, %r15
	vmovsd %xmm0, (%rbp,%r12)
	vmovsd %xmm1, (%rbx,%r12)
	jne .LBB_343
	jmp .LBB_338
.LBB_345:
	movq 1136(%rsp), %rbx
	movq 1144(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 88(%rsp), %rcx
	movq %rcx, %rax
	negq %rax
	movq %rax, (%rsp)
	movq %rcx, %rax
	shlq $7, %rax
	subq %rax, %r14
	movq %r14, 8(%rsp)
	movq %rbx, 864(%rsp)
	subq %rax, %rbx
	leaq 1025(%rcx), %rax
	movq %rax, 784(%rsp)
	xorl %eax, %eax
	jmp .LBB_347
.LBB_346:
	movq 704(%rsp), %rax
	incq %rax
	addq $-1025, (%rsp)
	addq $-131192, 8(%rsp)
	addq $-131192, %rbx
	addq $1025, 784(%rsp)
	cmpq $16, %rax
	je .LBB_369
.LBB_347:
	movq %rax, %r12
	shlq $10, %r12
	movq %rax, 704(%rsp)
	addq %rax, %r12
	addq 88(%rsp), %r12
	cmpq 24(%rsp), %r12
	jae .LBB_346
	movq 704(%rsp), %rax
	vmovsd 240(%rsp,%rax,8), %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jae .LBB_346
	leaq 1025(%r12), %r8
	movq 24(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %r12
	movq %r8, 128(%rsp)
	jb .LBB_351
	jmp .LBB_346
.LBB_350:
	movq 128(%rsp), %r8
	cmpq %r8, 40(%rsp)
	movq 32(%rsp), %r12
	jae .LBB_346
.LBB_351:
	movq 1360(%rsp), %rax
	movq 1368(%rsp), %r15
	cmpq $1, %r15
	je .LBB_355
	testq %r15, %r15
	je .LBB_550
	movq %r15, %rcx
	xorl %ebp, %ebp
.LBB_354:
	movq %rbp, %rdx
	movq %rcx, %rsi
	shrq %rsi
	addq %rsi, %rbp
	cmpq %r12, (%rax,%rbp,8)
	cmovaq %rdx, %rbp
	subq %rsi, %rcx
	cmpq $1, %rcx
	ja .LBB_354
	jmp .LBB_356
.LBB_355:
	xorl %ebp, %ebp
.LBB_356:
	cmpq (%rax,%rbp,8), %r12
	sbbq $-1, %rbp
	leaq -1(%rbp), %rcx
	movq %rcx, %rdi
	cmpq %r15, %rcx
	jae .LBB_543
	cmpq %r15, %rbp
	leaq (%rax,%rbp,8), %rax
	leaq 1400(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 40(%rsp)
	cmovbq %r8, %rax
	movq %rax, 32(%rsp)
	cmpq %rax, %r12
	jae .LBB_350
	cmpq 96(%rsp), %rdi
	jae .LBB_551
	movq %r12, %r13
	shlq $7, %r13
	movq 24(%rsp), %r15
	movq 40(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 784(%rsp), %rax
	cmpq %rax, %r15
	cmovaeq %rax, %r15
	jmp .LBB_362
.LBB_360:
	movq 8(%rsp), %rax
	vmovsd %xmm1, (%rax,%r13)
.LBB_361:
	incq %r12
	subq $-128, %r13
	cmpq %r12, %r15
	je .LBB_350
.LBB_362:
	movq (%rsp), %rax
	leaq (%rax,%r12), %r14
	movq 104(%rsp), %rax
	vmovsd -8(%rax,%rbp,8), %xmm0
	vucomisd .LCPI_11(%rip), %xmm0
	jae .LBB_366
	cmpq 56(%rsp), %r14
	jae .LBB_526
	cmpq 48(%rsp), %r14
	jae .LBB_528
	movq 8(%rsp), %rax
	vmovsd (%rax,%r13), %xmm1
	vsubsd (%rbx,%r13), %xmm1, %xmm1
	vandpd .LCPI_12(%rip), %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_361
.LBB_366:
	leaq 1040(%rsp), %rdi
	movq 232(%rsp), %rsi
	movq %r12, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq 48(%rsp), %r14
	jae .LBB_521
	vmovsd %xmm0, (%rbx,%r13)
	cmpq 56(%rsp), %r14
	jb .LBB_360
	jmp .LBB_522
.LBB_369:
	movq 64(%rsp), %r13
	cmpq %r13, 168(%rsp)
	je .LBB_576
	movq 120(%rsp), %rax
	movq %rax, (%rsp)
	movq 184(%rsp), %r8
	movq 56(%rsp), %rax
	movq 48(%rsp), %r15
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 1184(%rsp), %rdi
	movq 1192(%rsp), %rsi
	cmpq %rsi, %r15
	cmovaeq %rsi, %r15
	testq %r15, %r15
	movq 208(%rsp), %r13
	movb $60, %r14b
	movq 72(%rsp), %rdx
	movq %rdi, 8(%rsp)
	movq 864(%rsp), %r12
	je .LBB_421
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rax
	adcq $0, %rax
	testq %r15, %r15
	je .LBB_415
	leaq (%rdi,%rax), %rcx
	leaq (%rdx,%rax,8), %r9
	leaq (%r12,%rax,8), %r10
	cmpq %r9, %rdi
	setb %r11b
	cmpq %rcx, %rdx
	setb %bl
	cmpq %r10, %rdi
	setb %r9b
	cmpq %rcx, %r12
	setb %r10b
	testb %bl, %r11b
	jne .LBB_496
	movl $0, %ecx
	andb %r10b, %r9b
	movq 8(%rsp), %rdi
	jne .LBB_416
	movq %rax, %rcx
	andq $-16, %rcx
	xorl %r9d, %r9d
.LBB_375:
	vmovupd (%rdx,%r9,8), %ymm0
	vmovupd 32(%rdx,%r9,8), %ymm1
	vmovupd (%r12,%r9,8), %ymm2
	vmovupd 32(%r12,%r9,8), %ymm3
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
	vmovd %xmm0, (%rdi,%r9)
	vmovd %xmm1, 4(%rdi,%r9)
	addq $8, %r9
	cmpq %r9, %rcx
	jne .LBB_375
	cmpq %rcx, %r15
	jne .LBB_416
	jmp .LBB_421
.LBB_278:
	movq 8(%rsp), %rdi
	vcvtsi2sd %rdi, %xmm15, %xmm1
	movq 24(%rsp), %rcx
	movb %cl, 864(%rsp)
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rdx, %rax
	shlq $4, %rax
	addq 128(%rsp), %rax
	movq %rax, 48(%rsp)
	testq %rcx, %rcx
	leaq 848(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 24(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	leaq 96(%r9), %rax
	movq %rax, 216(%rsp)
	movq (%rsp), %rcx
	movq %rcx, %rax
	shlq $7, %rax
	addq %r9, %rax
	addq $96, %rax
	movq %rax, 160(%rsp)
	movq %rdi, %rax
	negq %rax
	movq %rax, 696(%rsp)
	subq %rdi, %rcx
	movq %rcx, 688(%rsp)
	subq $-128, %r9
	shlq $7, %rdi
	negq %rdi
	movq %rdi, 56(%rsp)
	movl $1, %r13d
	xorl %ebp, %ebp
	movq %r15, 40(%rsp)
	jmp .LBB_280
.LBB_279:
	movq 104(%rsp), %rax
	movq %rax, %r13
	movq 88(%rsp), %r12
	cmpq %r12, %rax
	movq 40(%rsp), %r15
	movq 32(%rsp), %rdx
	movq 704(%rsp), %rsi
	jae .LBB_243
.LBB_280:
	cmpq %rdx, %rbp
	jae .LBB_285
	movq %rbp, %rcx
	shlq $4, %rcx
	addq 128(%rsp), %rcx
.LBB_282:
	movq (%rcx), %rax
	cmpq %r13, %rax
	jae .LBB_286
	incq %rbp
	addq $16, %rcx
	cmpq %rbp, %rdx
	jne .LBB_282
	movq %rdx, %rbp
	xorl %ecx, %ecx
	jmp .LBB_287
.LBB_285:
	xorl %ecx, %ecx
	jmp .LBB_287
.LBB_286:
	movl $1, %ecx
.LBB_287:
	cmpq %r13, %rsi
	setae %dl
	andb 864(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_289
	movq %r12, %rbx
	testb %dl, %dl
	je .LBB_293
.LBB_289:
	movl $2, %r10d
	subq %rcx, %r10
	testb %cl, %cl
	movq %rsi, %rbx
	cmovneq %rax, %rbx
	movzbl %dl, %edx
	movq %r10, 952(%rsp)
	movq $2, 960(%rsp)
	movq %rcx, 968(%rsp)
	movq %rax, 976(%rsp)
	movq %rdx, 984(%rsp)
	movq %rsi, 992(%rsp)
	testq %rcx, %rcx
	je .LBB_293
	je .LBB_293
	shll $4, %ecx
	leaq 1008(%rsp), %rax
	subq %rcx, %rax
.LBB_292:
	movq %rbx, %rcx
	incq %r10
	movq (%rax), %rbx
	cmpq %rbx, %rcx
	cmovbq %rcx, %rbx
	cmpb $0, -8(%rax)
	cmoveq %rcx, %rbx
	addq $16, %rax
	cmpq $2, %r10
	jne .LBB_292
.LBB_293:
	leaq 1(%rbx), %r10
	cmpq %r10, %r12
	movq %r10, 104(%rsp)
	cmovbq %r12, %r10
	vmovupd 240(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm4
	vmovupd 304(%rsp), %ymm5
	vmovupd 336(%rsp), %ymm6
	vmovupd 400(%rsp), %ymm7
	vmovupd 432(%rsp), %ymm8
	vmovupd 464(%rsp), %ymm9
	vmovupd 496(%rsp), %ymm10
	subq %r13, %r10
	jbe .LBB_298
	movq %r13, %r11
	shlq $7, %r11
	leaq 96(%r8), %rax
	leaq (%rax,%r11), %r14
	movq (%rsp), %rax
	leaq (%rax,%r13), %rdi
	addq 160(%rsp), %r11
	addq 688(%rsp), %r13
	shlq $7, %r13
	addq 216(%rsp), %r13
	xorl %ecx, %ecx
	movq 696(%rsp), %rdx
.LBB_295:
	cmpq %r15, %rdi
	jae .LBB_558
	leaq (%rdx,%rdi), %rax
	cmpq %r15, %rax
	jae .LBB_555
	vmovupd -96(%r11,%rcx), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%r13,%rcx), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r14,%rcx)
	vmovupd -64(%r11,%rcx), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%r13,%rcx), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r14,%rcx)
	vmovupd -32(%r11,%rcx), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%r13,%rcx), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r14,%rcx)
	vmovupd (%r11,%rcx), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%r13,%rcx), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r14,%rcx)
	subq $-128, %rcx
	incq %rdi
	decq %r10
	jne .LBB_295
	jmp .LBB_299
.LBB_298:
	vmovhpd 408(%rsp), %xmm7, %xmm7
	vinsertf128 $1, 416(%rsp), %ymm7, %ymm7
	vmovhpd 440(%rsp), %xmm8, %xmm8
	vinsertf128 $1, 448(%rsp), %ymm8, %ymm8
	vmovhpd 472(%rsp), %xmm9, %xmm9
	vinsertf128 $1, 480(%rsp), %ymm9, %ymm9
	vmovhpd 504(%rsp), %xmm10, %xmm10
	vinsertf128 $1, 512(%rsp), %ymm10, %ymm10
.LBB_299:
	vmovupd %ymm3, 240(%rsp)
	vmovupd %ymm4, 272(%rsp)
	vmovupd %ymm5, 304(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm8, 432(%rsp)
	vmovupd %ymm9, 464(%rsp)
	vmovupd %ymm10, 496(%rsp)
	cmpq %r12, %rbx
	movq 32(%rsp), %rax
	jae .LBB_243
	cmpq %rax, %rbp
	ja .LBB_523
	movq %r15, %rcx
	movq %rbp, %r15
	shlq $4, %r15
	addq 128(%rsp), %r15
	movq (%rsp), %rax
	leaq (%rbx,%rax), %r12
	leaq (%rbx,%rax), %r13
	incq %r13
	movq %r13, 224(%rsp)
	subq 8(%rsp), %r13
	setb %al
	cmpq %rcx, %r12
	setae %r10b
	movq %rbx, %r11
	shlq $7, %r11
	addq %r8, %r11
	orb %al, %r10b
	movq %r12, 176(%rsp)
	shlq $7, %r12
	addq %r9, %r12
	xorl %eax, %eax
	movq 24(%rsp), %r14
	jmp .LBB_304
.LBB_302:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	movq %rsi, %rdi
	cmpq $15, %rsi
	ja .LBB_554
.LBB_303:
	vmovsd %xmm4, 240(%rsp,%rdi,8)
	vmovsd %xmm3, 400(%rsp,%rdi,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%r11,%rdi,8)
	movq %rdx, %r14
	movq %rcx, %r15
.LBB_304:
	testb %al, %al
	je .LBB_313
	movq %r15, %rcx
.LBB_306:
	testq %r14, %r14
	je .LBB_279
	cmpq %rbx, (%r14)
	jne .LBB_279
	movb $2, %al
	xorl %edx, %edx
	movq %r14, %r15
	testb %r10b, %r10b
	jne .LBB_512
.LBB_309:
	movq 8(%r15), %rsi
	cmpq $0, 8(%rsp)
	je .LBB_302
	cmpq $15, %rsi
	ja .LBB_553
	movq %rsi, %rdi
	leaq (%r12,%rsi,8), %r14
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r15d
	movq 56(%rsp), %rsi
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_312:
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd (%r14,%rsi), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r15
	subq $-128, %rsi
	jne .LBB_312
	jmp .LBB_303
.LBB_313:
	movq 48(%rsp), %rax
	movq %rax, %rcx
	cmpq %rax, %r15
	je .LBB_306
	leaq 16(%r15), %rcx
	cmpq %rbx, (%r15)
	jne .LBB_306
	xorl %eax, %eax
	movq %r14, %rdx
	testb %r10b, %r10b
	je .LBB_309
	jmp .LBB_512
.LBB_377:
	vcvtsi2sd %rbp, %xmm15, %xmm1
	movq 96(%rsp), %rdx
	movb %dl, 704(%rsp)
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r14, %rax
	shlq $4, %rax
	addq 128(%rsp), %rax
	movq %rax, 104(%rsp)
	testq %rdx, %rdx
	leaq 848(%rsp), %rcx
	cmovneq %rcx, %rdx
	movq %rdx, 96(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 72(%rsp), %rcx
	leaq 96(%rcx), %rax
	movq %rax, 176(%rsp)
	leaq 96(%r9), %rax
	movq %rax, 224(%rsp)
	movq (%rsp), %rdx
	movq %rdx, %rcx
	shlq $7, %rcx
	leaq (%r9,%rcx), %rax
	addq $96, %rax
	movq %rax, 216(%rsp)
	movq %rbp, %r11
	negq %r11
	subq %rbp, %rdx
	movq %rdx, 160(%rsp)
	subq $-128, %r9
	movq %rbp, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 48(%rsp)
	movl $1, %r13d
	xorl %eax, %eax
	movq %rbp, 8(%rsp)
	movq %r15, 40(%rsp)
	jmp .LBB_379
.LBB_378:
	movq 24(%rsp), %rcx
	movq %rcx, %r13
	cmpq 56(%rsp), %rcx
	movq 40(%rsp), %r15
	movq 32(%rsp), %r14
	jae .LBB_335
.LBB_379:
	cmpq %r14, %rax
	jae .LBB_384
	movq %rax, %rdx
	shlq $4, %rdx
	addq 128(%rsp), %rdx
.LBB_381:
	movq (%rdx), %rcx
	cmpq %r13, %rcx
	jae .LBB_385
	incq %rax
	addq $16, %rdx
	cmpq %rax, %r14
	jne .LBB_381
	movq %r14, %rax
	xorl %edx, %edx
	jmp .LBB_386
.LBB_384:
	xorl %edx, %edx
	jmp .LBB_386
.LBB_385:
	movl $1, %edx
.LBB_386:
	cmpq %r13, 784(%rsp)
	setae %r8b
	andb 704(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_388
	movq 56(%rsp), %rbx
	testb %r8b, %r8b
	je .LBB_392
.LBB_388:
	movl $2, %esi
	subq %rdx, %rsi
	testb %dl, %dl
	movq 784(%rsp), %r10
	movq %r10, %rbx
	cmovneq %rcx, %rbx
	movzbl %r8b, %r8d
	movq %rsi, 952(%rsp)
	movq $2, 960(%rsp)
	movq %rdx, 968(%rsp)
	movq %rcx, 976(%rsp)
	movq %r8, 984(%rsp)
	movq %r10, 992(%rsp)
	testq %rdx, %rdx
	je .LBB_392
	je .LBB_392
	shll $4, %edx
	leaq 1008(%rsp), %rcx
	subq %rdx, %rcx
.LBB_391:
	movq %rbx, %rdx
	incq %rsi
	movq (%rcx), %rbx
	cmpq %rbx, %rdx
	cmovbq %rdx, %rbx
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rbx
	addq $16, %rcx
	cmpq $2, %rsi
	jne .LBB_391
.LBB_392:
	leaq 1(%rbx), %rdx
	movq 56(%rsp), %rcx
	cmpq %rdx, %rcx
	movq %rdx, 24(%rsp)
	cmovbq %rcx, %rdx
	vmovupd 240(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm4
	vmovupd 304(%rsp), %ymm5
	vmovupd 336(%rsp), %ymm6
	vmovupd 400(%rsp), %ymm7
	vmovupd 432(%rsp), %ymm8
	vmovupd 464(%rsp), %ymm9
	vmovupd 496(%rsp), %ymm10
	subq %r13, %rdx
	jbe .LBB_397
	movq %r13, %rsi
	shlq $7, %rsi
	movq 176(%rsp), %rcx
	leaq (%rcx,%rsi), %r10
	movq (%rsp), %rcx
	leaq (%rcx,%r13), %rdi
	addq 216(%rsp), %rsi
	addq 160(%rsp), %r13
	shlq $7, %r13
	addq 224(%rsp), %r13
	xorl %ecx, %ecx
.LBB_394:
	cmpq %r15, %rdi
	jae .LBB_558
	leaq (%r11,%rdi), %r8
	cmpq %r15, %r8
	jae .LBB_547
	vmovupd -96(%rsi,%rcx), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%r13,%rcx), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r10,%rcx)
	vmovupd -64(%rsi,%rcx), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%r13,%rcx), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r10,%rcx)
	vmovupd -32(%rsi,%rcx), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%r13,%rcx), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r10,%rcx)
	vmovupd (%rsi,%rcx), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%r13,%rcx), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r10,%rcx)
	subq $-128, %rcx
	incq %rdi
	decq %rdx
	jne .LBB_394
	jmp .LBB_398
.LBB_397:
	vmovhpd 408(%rsp), %xmm7, %xmm7
	vinsertf128 $1, 416(%rsp), %ymm7, %ymm7
	vmovhpd 440(%rsp), %xmm8, %xmm8
	vinsertf128 $1, 448(%rsp), %ymm8, %ymm8
	vmovhpd 472(%rsp), %xmm9, %xmm9
	vinsertf128 $1, 480(%rsp), %ymm9, %ymm9
	vmovhpd 504(%rsp), %xmm10, %xmm10
	vinsertf128 $1, 512(%rsp), %ymm10, %ymm10
.LBB_398:
	vmovupd %ymm3, 240(%rsp)
	vmovupd %ymm4, 272(%rsp)
	vmovupd %ymm5, 304(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm7, 400(%rsp)
	vmovupd %ymm8, 432(%rsp)
	vmovupd %ymm9, 464(%rsp)
	vmovupd %ymm10, 496(%rsp)
	cmpq 56(%rsp), %rbx
	jae .LBB_335
	cmpq %r14, %rax
	ja .LBB_524
	movq %r15, %rdx
	movq %rax, %r15
	shlq $4, %r15
	addq 128(%rsp), %r15
	movq (%rsp), %rcx
	leaq (%rbx,%rcx), %r14
	leaq (%rbx,%rcx), %r13
	incq %r13
	movq %r13, 864(%rsp)
	subq %rbp, %r13
	setb %cl
	cmpq %rdx, %r14
	setae %r10b
	movq %rbx, %rdx
	shlq $7, %rdx
	addq 72(%rsp), %rdx
	orb %cl, %r10b
	movq %r14, 88(%rsp)
	shlq $7, %r14
	addq %r9, %r14
	xorl %esi, %esi
	movq 96(%rsp), %r8
	jmp .LBB_403
.LBB_401:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	movq %r8, %rdi
	cmpq $15, %r8
	ja .LBB_554
.LBB_402:
	vmovsd %xmm4, 240(%rsp,%rdi,8)
	vmovsd %xmm3, 400(%rsp,%rdi,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%rdx,%rdi,8)
	movq %r12, %r8
	movq %rcx, %r15
	movq 8(%rsp), %rbp
.LBB_403:
	testb %sil, %sil
	je .LBB_412
	movq %r15, %rcx
.LBB_405:
	testq %r8, %r8
	je .LBB_378
	cmpq %rbx, (%r8)
	jne .LBB_378
	movb $2, %sil
	xorl %r12d, %r12d
	movq %r8, %r15
	testb %r10b, %r10b
	jne .LBB_514
.LBB_408:
	movq 8(%r15), %r8
	testq %rbp, %rbp
	je .LBB_401
	cmpq $15, %r8
	ja .LBB_569
	movq %r8, %rdi
	leaq (%r14,%r8,8), %r8
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r15d
	movq 48(%rsp), %rbp
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_411:
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd (%r8,%rbp), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r15
	subq $-128, %rbp
	jne .LBB_411
	jmp .LBB_402
.LBB_412:
	movq 104(%rsp), %rsi
	movq %rsi, %rcx
	cmpq %rsi, %r15
	je .LBB_405
	leaq 16(%r15), %rcx
	cmpq %rbx, (%r15)
	jne .LBB_405
	xorl %esi, %esi
	movq %r8, %r12
	testb %r10b, %r10b
	je .LBB_408
	jmp .LBB_514
.LBB_415:
	xorl %ecx, %ecx
.LBB_416:
	movq %rax, %r10
	movq %rcx, %r9
	andq $1, %r10
	je .LBB_419
.LBB_417:
	movq %rcx, %r9
.LBB_418:
	vmovsd (%rdx,%r9,8), %xmm0
	vmovsd (%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r11b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r11b
	movq 8(%rsp), %rdi
	movb %r11b, (%rdi,%r9)
	incq %r9
	decq %r10
	jne .LBB_418
.LBB_419:
	subq %rax, %rcx
	cmpq $-4, %rcx
	ja .LBB_421
.LBB_420:
	vmovsd (%rdx,%r9,8), %xmm0
	vmovsd (%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %cl
	subb %cl, %al
	movb %al, (%rdi,%r9)
	vmovsd 8(%rdx,%r9,8), %xmm0
	vmovsd 8(%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %cl
	subb %cl, %al
	movb %al, 1(%rdi,%r9)
	vmovsd 16(%rdx,%r9,8), %xmm0
	vmovsd 16(%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %cl
	subb %cl, %al
	movb %al, 2(%rdi,%r9)
	vmovsd 24(%rdx,%r9,8), %xmm0
	vmovsd 24(%r12,%r9,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %cl
	subb %cl, %al
	movb %al, 3(%rdi,%r9)
	addq $4, %r9
	cmpq %r9, %r15
	jne .LBB_420
.LBB_421:
	leaq 1224(%rsp), %rax
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 96(%rax)
	vmovdqu %ymm0, 64(%rax)
	vmovdqu %ymm0, 32(%rax)
	vmovdqu %ymm0, (%rax)
	testq %rsi, %rsi
	je .LBB_575
	movq 168(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 152(%rsp), %rcx
	leaq (%rcx,%rax,8), %r9
	movq 1208(%rsp), %r10
	movq 1216(%rsp), %r15
	movzbl (%rdi), %eax
	mulb 32(%r9)
	cmpb $-1, %al
	jne .LBB_425
	testq %r15, %r15
	je .LBB_588
	movw $0, (%r10)
	movq $1, 1224(%rsp)
.LBB_425:
	cmpq $1025, %rsi
	jb .LBB_577
	movzbl 1(%rdi), %eax
	mulb 16384(%rdi)
	cmpb $-1, %al
	je .LBB_442
	movzbl 2(%rdi), %eax
	mulb 16385(%rdi)
	cmpb $-1, %al
	je .LBB_444
.LBB_428:
	movzbl 3(%rdi), %eax
	mulb 16386(%rdi)
	cmpb $-1, %al
	je .LBB_446
.LBB_429:
	movzbl 4(%rdi), %eax
	mulb 16387(%rdi)
	cmpb $-1, %al
	je .LBB_448
.LBB_430:
	movzbl 5(%rdi), %eax
	mulb 16388(%rdi)
	cmpb $-1, %al
	je .LBB_450
.LBB_431:
	movzbl 6(%rdi), %eax
	mulb 16389(%rdi)
	cmpb $-1, %al
	je .LBB_452
.LBB_432:
	movzbl 7(%rdi), %eax
	mulb 16390(%rdi)
	cmpb $-1, %al
	je .LBB_454
.LBB_433:
	movzbl 8(%rdi), %eax
	mulb 16391(%rdi)
	cmpb $-1, %al
	je .LBB_456
.LBB_434:
	movzbl 9(%rdi), %eax
	mulb 16392(%rdi)
	cmpb $-1, %al
	je .LBB_458
.LBB_435:
	movzbl 10(%rdi), %eax
	mulb 16393(%rdi)
	cmpb $-1, %al
	je .LBB_460
.LBB_436:
	movzbl 11(%rdi), %eax
	mulb 16394(%rdi)
	cmpb $-1, %al
	je .LBB_462
.LBB_437:
	movzbl 12(%rdi), %eax
	mulb 16395(%rdi)
	cmpb $-1, %al
	je .LBB_464
.LBB_438:
	movzbl 13(%rdi), %eax
	mulb 16396(%rdi)
	cmpb $-1, %al
	je .LBB_466
.LBB_439:
	movzbl 14(%rdi), %eax
	mulb 16397(%rdi)
	cmpb $-1, %al
	je .LBB_468
.LBB_440:
	movzbl 15(%rdi), %eax
	mulb 16398(%rdi)
	cmpb $-1, %al
	je .LBB_470
.LBB_441:
	bzhiq %r14, %rsi, %rax
	cmpq $1, %rax
	jne .LBB_472
	jmp .LBB_480
.LBB_442:
	cmpq $2, %r15
	jb .LBB_593
	movw $0, 2050(%r10)
	movq $1, 1232(%rsp)
	movzbl 2(%rdi), %eax
	mulb 16385(%rdi)
	cmpb $-1, %al
	jne .LBB_428
.LBB_444:
	cmpq $3, %r15
	jb .LBB_580
	movw $0, 4100(%r10)
	movq $1, 1240(%rsp)
	movzbl 3(%rdi), %eax
	mulb 16386(%rdi)
	cmpb $-1, %al
	jne .LBB_429
.LBB_446:
	cmpq $4, %r15
	jb .LBB_583
	movw $0, 6150(%r10)
	movq $1, 1248(%rsp)
	movzbl 4(%rdi), %eax
	mulb 16387(%rdi)
	cmpb $-1, %al
	jne .LBB_430
.LBB_448:
	cmpq $5, %r15
	jb .LBB_586
	movw $0, 8200(%r10)
	movq $1, 1256(%rsp)
	movzbl 5(%rdi), %eax
	mulb 16388(%rdi)
	cmpb $-1, %al
	jne .LBB_431
.LBB_450:
	cmpq $6, %r15
	jb .LBB_590
	movw $0, 10250(%r10)
	movq $1, 1264(%rsp)
	movzbl 6(%rdi), %eax
	mulb 16389(%rdi)
	cmpb $-1, %al
	jne .LBB_432
.LBB_452:
	cmpq $7, %r15
	jb .LBB_592
	movw $0, 12300(%r10)
	movq $1, 1272(%rsp)
	movzbl 7(%rdi), %eax
	mulb 16390(%rdi)
	cmpb $-1, %al
	jne .LBB_433
.LBB_454:
	cmpq $8, %r15
	jb .LBB_595
	movw $0, 14350(%r10)
	movq $1, 1280(%rsp)
	movzbl 8(%rdi), %eax
	mulb 16391(%rdi)
	cmpb $-1, %al
	jne .LBB_434
.LBB_456:
	cmpq $9, %r15
	jb .LBB_582
	movw $0, 16400(%r10)
	movq $1, 1288(%rsp)
	movzbl 9(%rdi), %eax
	mulb 16392(%rdi)
	cmpb $-1, %al
	jne .LBB_435
.LBB_458:
	cmpq $10, %r15
	jb .LBB_585
	movw $0, 18450(%r10)
	movq $1, 1296(%rsp)
	movzbl 10(%rdi), %eax
	mulb 16393(%rdi)
	cmpb $-1, %al
	jne .LBB_436
.LBB_460:
	cmpq $11, %r15
	jb .LBB_589
	movw $0, 20500(%r10)
	movq $1, 1304(%rsp)
	movzbl 11(%rdi), %eax
	mulb 16394(%rdi)
	cmpb $-1, %al
	jne .LBB_437
.LBB_462:
	cmpq $12, %r15
	jb .LBB_591
	movw $0, 22550(%r10)
	movq $1, 1312(%rsp)
	movzbl 12(%rdi), %eax
	mulb 16395(%rdi)
	cmpb $-1, %al
	jne .LBB_438
.LBB_464:
	cmpq $13, %r15
	jb .LBB_594
	movw $0, 24600(%r10)
	movq $1, 1320(%rsp)
	movzbl 13(%rdi), %eax
	mulb 16396(%rdi)
	cmpb $-1, %al
	jne .LBB_439
.LBB_466:
	cmpq $14, %r15
	jb .LBB_581
	movw $0, 26650(%r10)
	movq $1, 1328(%rsp)
	movzbl 14(%rdi), %eax
	mulb 16397(%rdi)
	cmpb $-1, %al
	jne .LBB_440
.LBB_468:
	cmpq $15, %r15
	jb .LBB_584
	movw $0, 28700(%r10)
	movq $1, 1336(%rsp)
	movzbl 15(%rdi), %eax
	mulb 16398(%rdi)
	cmpb $-1, %al
	jne .LBB_441
.LBB_470:
	cmpq $16, %r15
	jb .LBB_587
	movw $0, 30750(%r10)
	movq $1, 1344(%rsp)
	bzhiq %r14, %rsi, %rax
	cmpq $1, %rax
	je .LBB_480
.LBB_472:
	movq %r15, %rbp
	leaq 16(%rdi), %r11
	leaq -1(%rsi), %rax
	bzhiq %r14, %rax, %rbx
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	movl $1024, %eax
	cmovaeq %rax, %rbx
	xorl %r14d, %r14d
	jmp .LBB_474
.LBB_473:
	incq %r14
	cmpq %rbx, %r14
	je .LBB_479
.LBB_474:
	movq %r14, %r12
	shlq $4, %r12
	movq 8(%rsp), %rdx
	movzbl (%rdx,%r12), %eax
	movzbl 13(%rdx,%r12), %ecx
	mulb (%r11,%r12)
	xorl %r15d, %r15d
	cmpb $-1, %al
	vpmovzxbw 1(%r11,%r12), %xmm0
	vpmovzxbw 1(%rdx,%r12), %xmm1
	sete %r15b
	vpmullw %xmm0, %xmm1, %xmm0
	vpshufb .LCPI_13(%rip), %xmm0, %xmm0
	vpcmpeqd %xmm4, %xmm4, %xmm4
	vpcmpeqb %xmm4, %xmm0, %xmm0
	vpmovzxbq %xmm0, %ymm1
	vpshufd $85, %xmm0, %xmm0
	vpmovsxbq %xmm0, %ymm0
	vpand .LCPI_7(%rip), %ymm0, %ymm0
	vpand .LCPI_8(%rip), %ymm1, %ymm1
	vmovd 9(%r11,%r12), %xmm2
	vmovd 9(%rdx,%r12), %xmm3
	vpmovzxbw %xmm2, %xmm2
	vpmovzxbw %xmm3, %xmm3
	vpmullw %xmm2, %xmm3, %xmm2
	vpshufb .LCPI_14(%rip), %xmm2, %xmm2
	vpcmpeqb %xmm4, %xmm2, %xmm2
	vpmovsxbq %xmm2, %ymm2
	vmovdqa .LCPI_9(%rip), %ymm3
	vpand %ymm3, %ymm2, %ymm2
	vpor %ymm2, %ymm1, %ymm1
	vpor %ymm0, %ymm1, %ymm0
	movl %ecx, %eax
	mulb 13(%r11,%r12)
	xorl %ecx, %ecx
	cmpb $-1, %al
	sete %cl
	shll $13, %ecx
	movzwl 14(%r11,%r12), %eax
	vmovd %eax, %xmm1
	movzwl 14(%rdx,%r12), %eax
	vmovd %eax, %xmm2
	vpmovzxbw %xmm1, %xmm1
	vpmovzxbw %xmm2, %xmm2
	vpmullw %xmm1, %xmm2, %xmm1
	vpshufb %xmm3, %xmm1, %xmm1
	vpcmpeqb %xmm4, %xmm1, %xmm1
	vpmovsxbq %xmm1, %xmm1
	vpand .LCPI_10(%rip), %xmm1, %xmm1
	vextracti128 $1, %ymm0, %xmm2
	vpor %xmm2, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm2
	vpor %xmm2, %xmm0, %xmm0
	vmovq %xmm0, %r12
	vpshufd $238, %xmm1, %xmm0
	vpor %xmm0, %xmm1, %xmm0
	vmovq %xmm0, %rax
	orq %rcx, %rax
	orq %r12, %rax
	orq %r15, %rax
	je .LBB_473
	leal 1(%r14), %ecx
.LBB_476:
	xorl %r15d, %r15d
	tzcntq %rax, %r15
	cmpq %rbp, %r15
	jae .LBB_539
	movq 1224(%rsp,%r15,8), %rdi
	cmpq $1024, %rdi
	ja .LBB_538
	blsrq %rax, %rax
	movl %r15d, %r12d
	shll $11, %r12d
	leal (%r12,%r15,2), %r12d
	addq %r10, %r12
	movw %cx, (%r12,%rdi,2)
	incq %rdi
	movq %rdi, 1224(%rsp,%r15,8)
	testq %rax, %rax
	jne .LBB_476
	jmp .LBB_473
.LBB_479:
	movq 1208(%rsp), %r10
	movq 1216(%rsp), %r15
.LBB_480:
	xorl %eax, %eax
	jmp .LBB_482
.LBB_481:
	incq %rax
	addq $2050, %r10
	cmpq $16, %rax
	movq 64(%rsp), %rbx
	movq 80(%rsp), %r14
	movq %rbp, %r15
	je .LBB_185
.LBB_482:
	cmpq %r15, %rax
	je .LBB_568
	movq 1224(%rsp,%rax,8), %r14
	cmpq $1025, %r14
	ja .LBB_518
	movq %r15, %rbp
	testq %r14, %r14
	je .LBB_481
	movq %r14, %rdx
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	addq (%rsp), %rcx
	addq %r14, %rdx
	movq 8(%rsp), %rdi
	leaq (%rdi,%rax), %r11
	xorl %ebx, %ebx
	jmp .LBB_487
.LBB_486:
	addq $2, %rbx
	cmpq %rbx, %rdx
	je .LBB_481
.LBB_487:
	movzwl (%r10,%rbx), %edi
	leaq (%rcx,%rdi), %r14
	cmpq %r8, %r14
	jae .LBB_481
	cmpq %rdi, %rsi
	jbe .LBB_540
	shll $4, %edi
	movsbq (%r11,%rdi), %r15
	movq (%r9), %r12
	cmpq %r15, %r12
	je .LBB_486
	testq %r12, %r12
	je .LBB_493
	cmpq 112(%rsp), %r14
	jae .LBB_552
	vmovsd (%r13,%r14,8), %xmm0
	vcvtsi2sd %r12, %xmm15, %xmm1
	vmovsd 8(%r9), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_4(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vaddsd .LCPI_16(%rip), %xmm0, %xmm0
	vmulsd .LCPI_17(%rip), %xmm0, %xmm0
	vaddsd 16(%r9), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r9)
	incq 24(%r9)
.LBB_493:
	movq %r15, (%r9)
	cmpq 112(%rsp), %r14
	jae .LBB_548
	vmovq (%r13,%r14,8), %xmm0
	vmovq %xmm0, 8(%r9)
	jmp .LBB_486
.LBB_495:
	xorl %r8d, %r8d
	movq %rsi, %r11
	movq %r8, %r10
	andq $1, %r11
	jne .LBB_224
	jmp .LBB_226
.LBB_496:
	xorl %ecx, %ecx
	movq 8(%rsp), %rdi
	movq %rax, %r10
	movq %rcx, %r9
	andq $1, %r10
	jne .LBB_417
	jmp .LBB_419
.LBB_499:
	movq 760(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_501
	movq 768(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_501:
	cmpq $0, 744(%rsp)
	movq 1024(%rsp), %rcx
	vmovsd .LCPI_0(%rip), %xmm1
	jne .LBB_46
	jmp .LBB_505
.LBB_502:
	cmpq $21, %rbx
	jae .LBB_504
	movq 128(%rsp), %rdi
	movq (%rsp), %rbx
	movq %rbx, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 208(%rsp), %r13
	movq 80(%rsp), %r14
	movq 392(%rsp), %r8
	jmp .LBB_66
.LBB_504:
	movq 128(%rsp), %rdi
	movq (%rsp), %rbx
	movq %rbx, %rsi
	leaq 23(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 208(%rsp), %r13
	movq 80(%rsp), %r14
	movq 392(%rsp), %r8
	jmp .LBB_66
.LBB_505:
	leaq (%rbx,%rbx,4), %rax
	movq 152(%rsp), %rcx
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 400(%rsp)
	movq %rcx, 408(%rsp)
	movq 664(%rsp), %rcx
	movq %rcx, 416(%rsp)
	movq %rax, 424(%rsp)
	movq %r13, 432(%rsp)
	movq 112(%rsp), %rax
	movq %rax, 440(%rsp)
	leaq 184(%rsp), %rax
	movq %rax, 448(%rsp)
	leaq 400(%rsp), %rsi
	movq 752(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1040(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 928(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	movq 904(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_508
	movq 912(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_508:
	leaq 1104(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 816(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $1896, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_510:
	movq 40(%rsp), %r15
	movq 72(%rsp), %r14
	cmpq %r15, %r14
	jb .LBB_515
	jmp .LBB_516
.LBB_512:
	movq 40(%rsp), %r15
	movq 176(%rsp), %r14
	cmpq %r15, %r14
	jae .LBB_516
	movq 224(%rsp), %r14
	jmp .LBB_516
.LBB_514:
	movq 40(%rsp), %r15
	movq 88(%rsp), %r14
	cmpq %r15, %r14
	jae .LBB_516
.LBB_515:
	movq 864(%rsp), %r14
.LBB_516:
	leaq .Lanon.1(%rip), %rcx
.LBB_517:
	movq %r13, %rdi
	movq %r14, %rsi
	movq %r15, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_518:
	movl $1025, %r15d
	xorl %r13d, %r13d
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_517
.LBB_519:
	leaq .Lanon.3(%rip), %rdi
	leaq .Lanon.4(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_520:
	movq %r11, %r13
	movq (%rsp), %r14
	jmp .LBB_525
.LBB_521:
	movq 48(%rsp), %r13
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_529
.LBB_522:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_527
.LBB_523:
	movq %rbp, %r13
	movq %rax, %r15
	movq %rax, %r14
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_517
.LBB_524:
	movq %rax, %r13
.LBB_525:
	movq %r14, %r15
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_517
.LBB_526:
	leaq .Lanon.8(%rip), %rdx
.LBB_527:
	movq 56(%rsp), %r13
	jmp .LBB_529
.LBB_528:
	movq 48(%rsp), %r13
	leaq .Lanon.9(%rip), %rdx
.LBB_529:
	movq %r14, %rdi
.LBB_530:
	movq %r13, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_531:
	leaq .Lanon.10(%rip), %rcx
	movq %rax, %rdi
	movq %rdx, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_541:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_517
.LBB_532:
	movq %r14, %r13
	jmp .LBB_536
.LBB_534:
	movq %r8, %r14
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_517
.LBB_535:
	movq (%rsp), %r13
.LBB_536:
	movq %r15, %r14
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_517
.LBB_537:
	movq %rcx, %r14
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_517
.LBB_538:
	movl $1025, %r15d
	leaq .Lanon.13(%rip), %rdx
	jmp .LBB_557
.LBB_539:
	movq %r15, %rdi
	leaq .Lanon.14(%rip), %rdx
	movq %rbp, %r15
	jmp .LBB_557
.LBB_540:
	movq %rsi, %r15
	leaq .Lanon.15(%rip), %rdx
	jmp .LBB_557
.LBB_543:
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_557
.LBB_558:
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_557
.LBB_544:
	leaq .Lanon.18(%rip), %rdx
	movq 112(%rsp), %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_545:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	movq 208(%rsp), %r13
	movq 80(%rsp), %r14
	jmp .LBB_44
.LBB_547:
	subq %rbp, %rdi
	jmp .LBB_556
.LBB_548:
	movq %r14, %rdi
	movq 112(%rsp), %r15
	leaq .Lanon.19(%rip), %rdx
	jmp .LBB_557
.LBB_550:
	movq $-1, %rdi
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_557
.LBB_551:
	movq 96(%rsp), %r13
	leaq .Lanon.20(%rip), %rdx
	jmp .LBB_530
.LBB_552:
	movq %r14, %rdi
	movq 112(%rsp), %r15
	leaq .Lanon.21(%rip), %rdx
	jmp .LBB_557
.LBB_553:
	movl $16, %r15d
	leaq .Lanon.22(%rip), %rdx
	movq %rsi, %rdi
	jmp .LBB_557
.LBB_554:
	movl $16, %r15d
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_557
.LBB_555:
	subq 8(%rsp), %rdi
.LBB_556:
	leaq .Lanon.24(%rip), %rdx
.LBB_557:
	movq %r15, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_560:
	movq %rcx, %rdi
	movq %rsi, %r13
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_530
.LBB_561:
	leaq .Lanon.26(%rip), %rdx
	jmp .LBB_530
.LBB_562:
	movq %rcx, %rdi
	leaq .Lanon.27(%rip), %rdx
	jmp .LBB_530
.LBB_563:
	leaq .Lanon.28(%rip), %rdx
	jmp .LBB_530
.LBB_564:
	movq %rdx, %rdi
	leaq .Lanon.29(%rip), %rdx
	jmp .LBB_530
.LBB_565:
	leaq .Lanon.30(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_566:
	movq %r13, %rdi
	leaq .Lanon.31(%rip), %rdx
	jmp .LBB_530
.LBB_567:
	movq %rdi, %r13
	leaq .Lanon.32(%rip), %rdx
	jmp .LBB_530
.LBB_568:
	movq %r15, %rdi
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_557
.LBB_569:
	movl $16, %r15d
	leaq .Lanon.22(%rip), %rdx
	movq %r8, %rdi
	jmp .LBB_557
.LBB_570:
	leaq .Lanon.34(%rip), %rdi
	leaq .Lanon.35(%rip), %rdx
	movl $22, %esi
	vzeroupper
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_571:
	leaq .Lanon.36(%rip), %rdi
	leaq .Lanon.37(%rip), %rcx
	leaq .Lanon.38(%rip), %r8
	leaq 23(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_572:
	leaq .Lanon.36(%rip), %rdi
	leaq .Lanon.37(%rip), %rcx
	leaq .Lanon.38(%rip), %r8
	leaq 23(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_579
.LBB_573:
	xorl %edi, %edi
	xorl %r15d, %r15d
	leaq .Lanon.39(%rip), %rdx
	jmp .LBB_557
.LBB_574:
	leaq .Lanon.40(%rip), %rdx
	jmp .LBB_530
.LBB_575:
	xorl %edi, %edi
	xorl %r15d, %r15d
	leaq .Lanon.41(%rip), %rdx
	jmp .LBB_557
.LBB_576:
	movq %r13, %rdi
	leaq .Lanon.42(%rip), %rdx
	jmp .LBB_530
.LBB_577:
	movl $1024, %edi
	movq %rsi, %r15
	leaq .Lanon.43(%rip), %rdx
	jmp .LBB_557
.LBB_578:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_579:
	ud2
.LBB_580:
	movl $2, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_581:
	movl $13, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_582:
	movl $8, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_583:
	movl $3, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_584:
	movl $14, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_585:
	movl $9, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_586:
	movl $4, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_587:
	movl $15, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_588:
	xorl %edi, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_589:
	movl $10, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_590:
	movl $5, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_591:
	movl $11, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_592:
	movl $6, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_593:
	movl $1, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_594:
	movl $12, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
.LBB_595:
	movl $7, %edi
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_557
	jmp .LBB_622
	movq %rax, %rbx
	jmp .LBB_625
	movq %rax, %rbx
	leaq 1040(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_628
	jmp .LBB_618
	movq %rax, %rbx
	jmp .LBB_631
	movq %rax, %rbx
	jmp .LBB_633
	movq %rax, %rbx
	movq 400(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_605
	movq 408(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_605
	movq %rax, %rbx
.LBB_605:
	movq 1456(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_608
	movq 1464(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_608
	movq %rax, %rbx
.LBB_608:
	movq 240(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_611
	movq 248(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_611
	movq %rax, %rbx
.LBB_611:
	movq 1040(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_634
	movq 1048(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_634
	movq %rax, %rbx
	jmp .LBB_634
	jmp .LBB_622
	movq %rax, %rbx
	jmp .LBB_635
	ud2
.LBB_618:
	movq %rax, %rbx
	jmp .LBB_624
	jmp .LBB_622
	jmp .LBB_622
.LBB_622:
	movq %rax, %rbx
	movq 760(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_624
	movq 768(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_624:
	leaq 1040(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_625:
	movq 664(%rsp), %rax
	testq %rax, %rax
	je .LBB_628
	shlq $3, %rax
	leaq (%rax,%rax,4), %rsi
	movl $8, %edx
	movq 152(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_628
	movq %rax, %rbx
.LBB_628:
	movq 936(%rsp), %r14
	movq 944(%rsp), %r15
	testq %r15, %r15
	jne .LBB_638
.LBB_629:
	movq 928(%rsp), %rax
	testq %rax, %rax
	je .LBB_631
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_631:
	movq 904(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_633
	movq 912(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_633:
	leaq 1104(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_634:
	leaq 816(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
.LBB_635:
	movq 1352(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_642
	movq 1376(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_643
.LBB_637:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_638:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_640
.LBB_639:
	addq $24, %r12
	decq %r15
	je .LBB_629
.LBB_640:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_639
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_639
.LBB_642:
	movq 1360(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1376(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_637
.LBB_643:
	movq 1384(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
