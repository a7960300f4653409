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
	subq $2056, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $2056, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $2056, %rsp
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
	movq (%rbx), %rsi
	movq 8(%rbx), %r12
	movq %r12, 536(%rsp)
	leaq 1480(%rsp), %rbx
	movq %rbx, %rdi
	movq %rsi, 616(%rsp)
	movq %r12, %rdx
	movq %r13, %rcx
	movq %r15, %r8
	callq kernel_sliding::grid_for
	movq %r15, 456(%rsp)
	shlq $4, %r15
	leaq (%r15,%r15,2), %r15
	leaq (%r15,%r13), %rax
	movq $0, 880(%rsp)
	movq $0, 944(%rsp)
	movq %r13, 1008(%rsp)
	movq %rax, 1280(%rsp)
	movq %rax, 1016(%rsp)
	leaq 880(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 120(%rsp)
	movq 456(%rsp), %rax
	testq %rax, %rax
	je .LBB_18
.LBB_8:
	movq 16(%r13), %rax
	testq %rax, %rax
	js .LBB_931
	movq %rax, %rdx
	movq 24(%r13), %rax
	testq %rax, %rax
	js .LBB_931
	cmpq %rdx, %rax
	cmovaq %rax, %rdx
	cmpq $1, 456(%rsp)
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rax
	movq %rdx, %rcx
	movq %r15, %rdx
	mulxq %rax, %rax, %rax
	movq %rcx, %rdx
	shrq $5, %rax
	leaq 72(%r13), %rcx
.LBB_12:
	movq %rdx, %rdi
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_931
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_931
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %rdi
	cmovbeq %rdx, %rdi
	movq %rdi, %rdx
	addq $48, %rcx
	decq %rax
	jne .LBB_12
.LBB_15:
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 40(%rsp)
	jmp .LBB_19
.LBB_16:
	movq %r14, %rdi
	movq %rbx, %rsi
	addq $2056, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 120(%rsp)
	movq 456(%rsp), %rax
	testq %rax, %rax
	jne .LBB_8
.LBB_18:
	movq $0, 40(%rsp)
.LBB_19:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 1920(%rsp)
	vmovupd %ymm0, 1952(%rsp)
	vmovupd %ymm0, 1984(%rsp)
	vmovupd %ymm0, 2016(%rsp)
	vmovupd %ymm0, 976(%rsp)
	vmovupd %ymm0, 944(%rsp)
	vmovupd %ymm0, 912(%rsp)
	vmovupd %ymm0, 880(%rsp)
	leaq 1536(%rsp), %rdi
	leaq 880(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 40(%rsp), %rax
	leaq 1025(%rax), %rdx
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 976(%rsp)
	vmovupd %ymm0, 944(%rsp)
	vmovupd %ymm0, 912(%rsp)
	vmovupd %ymm0, 880(%rsp)
	leaq 192(%rsp), %rdi
	leaq 880(%rsp), %rsi
	movq %rdx, 1192(%rsp)
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 976(%rsp)
	vmovupd %ymm0, 944(%rsp)
	vmovupd %ymm0, 912(%rsp)
	vmovupd %ymm0, 880(%rsp)
	leaq 320(%rsp), %rdi
	leaq 880(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 976(%rsp)
	vmovupd %ymm0, 944(%rsp)
	vmovupd %ymm0, 912(%rsp)
	vmovupd %ymm0, 880(%rsp)
	leaq 1664(%rsp), %rdi
	leaq 880(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 880(%rsp)
	leaq 624(%rsp), %rdi
	leaq 880(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $16400, %edi
	movl $1, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_974
	movq %rax, %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_975
	movq %r13, 1272(%rsp)
	movq %r12, 504(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 1144(%rsp)
	vmovupd %ymm0, 1112(%rsp)
	vmovupd %ymm0, 1080(%rsp)
	vmovupd %ymm0, 1048(%rsp)
	vmovups 1536(%rsp), %xmm0
	vmovaps %xmm0, 880(%rsp)
	movq 1552(%rsp), %rcx
	movq %rcx, 896(%rsp)
	vmovups 192(%rsp), %xmm0
	vmovups %xmm0, 904(%rsp)
	movq 208(%rsp), %rcx
	movq %rcx, 920(%rsp)
	vmovups 320(%rsp), %xmm0
	vmovaps %xmm0, 928(%rsp)
	movq 336(%rsp), %rcx
	movq %rcx, 944(%rsp)
	movq 1680(%rsp), %rcx
	movq %rcx, 968(%rsp)
	vmovups 1664(%rsp), %xmm0
	vmovups %xmm0, 952(%rsp)
	movq 640(%rsp), %rcx
	vmovupd 624(%rsp), %xmm0
	vmovapd %xmm0, 976(%rsp)
	movq %rcx, 992(%rsp)
	movq $16400, 1000(%rsp)
	movq %r15, 1008(%rsp)
	movq $16400, 1016(%rsp)
	movq $16, 1024(%rsp)
	movq %rax, 1032(%rsp)
	movq $16, 1040(%rsp)
	movq 120(%rsp), %rax
	leaq 1025(%rax), %r15
	leaq 1328(%rsp), %rdi
	leaq 1920(%rsp), %rsi
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
	je .LBB_30
	xorl %r15d, %r15d
.LBB_29:
	movq %r15, %rdi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_30:
	movq %r15, 496(%rsp)
	testq %rbp, %rbp
	movq %r14, 1456(%rsp)
	je .LBB_39
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 40(%rsp), %rdx
	movq %rax, %r12
	movq %rdx, %r13
	testq %rax, %rax
	je .LBB_29
	movabsq $9221120237041090560, %r14
	cmpq $2, %rdx
	jb .LBB_40
.LBB_33:
	decq %rdx
	movl $1, %ecx
	movq %r12, %rax
	cmpq $16, %rdx
	jb .LBB_37
	movq %rdx, %rsi
	andq $-16, %rsi
	leaq (%r12,%rsi,8), %rax
	leaq 1(%rsi), %rcx
	xorl %edi, %edi
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_35:
	vmovupd %ymm0, (%r12,%rdi,8)
	vmovupd %ymm0, 32(%r12,%rdi,8)
	vmovupd %ymm0, 64(%r12,%rdi,8)
	vmovupd %ymm0, 96(%r12,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_35
	cmpq %rsi, %rdx
	je .LBB_41
.LBB_37:
	movq 40(%rsp), %rdx
	subq %rcx, %rdx
.LBB_38:
	movq %r14, (%rax)
	addq $8, %rax
	decq %rdx
	jne .LBB_38
	jmp .LBB_41
.LBB_39:
	movl $8, %r12d
	xorl %r13d, %r13d
	movabsq $9221120237041090560, %r14
	cmpq $2, %rdx
	jae .LBB_33
.LBB_40:
	movq %r12, %rax
	testq %rdx, %rdx
	je .LBB_59
.LBB_41:
	movq %r14, (%rax)
	testq %rbp, %rbp
	je .LBB_44
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 40(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_1004
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 504(%rsp), %rbp
	jae .LBB_45
	jmp .LBB_51
.LBB_44:
	xorl %ecx, %ecx
	movl $8, %eax
	movq 40(%rsp), %rsi
	movq %rax, %rdx
	cmpq $2, %rsi
	movq 504(%rsp), %rbp
	jb .LBB_51
.LBB_45:
	movq 40(%rsp), %rdx
	leaq -1(%rdx), %rdi
	movl $1, %esi
	movq %rax, %rdx
	cmpq $16, %rdi
	jb .LBB_49
	movq %rdi, %r8
	andq $-16, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
	xorl %r9d, %r9d
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_47:
	vmovupd %ymm0, (%rax,%r9,8)
	vmovupd %ymm0, 32(%rax,%r9,8)
	vmovupd %ymm0, 64(%rax,%r9,8)
	vmovupd %ymm0, 96(%rax,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_47
	cmpq %r8, %rdi
	je .LBB_51
.LBB_49:
	movq 40(%rsp), %rdi
	subq %rsi, %rdi
.LBB_50:
	movq %r14, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_50
.LBB_51:
	movq %r14, (%rdx)
.LBB_52:
	movq %r13, 624(%rsp)
	movq %r12, 632(%rsp)
	movq 40(%rsp), %rdx
	movq %rdx, 640(%rsp)
	movq %rcx, 648(%rsp)
	movq %rax, 656(%rsp)
	movq %rdx, 664(%rsp)
	leaq 1352(%rsp), %rdi
	leaq 624(%rsp), %rsi
	movq 456(%rsp), %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 1272(%rsp), %rax
	movq %rax, 1600(%rsp)
	movq 1280(%rsp), %rax
	movq %rax, 1608(%rsp)
	movq %rbx, 1616(%rsp)
	leaq 1376(%rsp), %rdi
	leaq 1600(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 456(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %rbx
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_57
	xorl %r15d, %r15d
.LBB_56:
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_57:
	testq %rbx, %rbx
	je .LBB_60
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 456(%rsp), %rdx
	movq %rdx, %rcx
	testq %rax, %rax
	jne .LBB_61
	jmp .LBB_56
.LBB_59:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 504(%rsp), %rbp
	jmp .LBB_52
.LBB_60:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 456(%rsp), %rdx
.LBB_61:
	movq %rcx, 488(%rsp)
	cmpq $2, %rdx
	movq %rdx, %rcx
	movq %rax, 1184(%rsp)
	jb .LBB_68
	movq %rcx, %rdx
	decq %rcx
	leaq -2(%rdx), %rsi
	movl %ecx, %edi
	andl $7, %edi
	movq %rax, %rdx
	cmpq $7, %rsi
	movq 120(%rsp), %r15
	jb .LBB_66
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	movq 1184(%rsp), %rdx
.LBB_64:
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
	jne .LBB_64
	testq %rdi, %rdi
	je .LBB_69
.LBB_66:
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_67:
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rdi
	jne .LBB_67
	jmp .LBB_69
.LBB_68:
	movq %rax, %rdx
	testq %rcx, %rcx
	movq 120(%rsp), %r15
	je .LBB_70
.LBB_69:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_70:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_890
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_72:
	leaq 1(%rax), %rcx
	movq 616(%rsp), %rsi
	movq %rsi, 1536(%rsp)
	movq %rbp, 1544(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 1552(%rsp)
	movq %rcx, (%rbx)
	movq %rax, 1584(%rsp)
	movq %rdx, 1592(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 536(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %ebx, %ebx
	cmpq %rdx, %rax
	seta %bl
	addq %rcx, %rbx
	je .LBB_855
	leaq 1(%r15), %rax
	movq %rax, 472(%rsp)
	movq 40(%rsp), %rax
	leaq 1(%rax), %rcx
	movq %rcx, 1248(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	leaq -1025(%rax), %rdx
	movq %rdx, 1256(%rsp)
	movl $1025, %edx
	subq %rax, %rdx
	movq %rdx, 520(%rsp)
	movq %r15, %rdx
	negq %rdx
	movq %rdx, 1432(%rsp)
	movq %r15, %rdx
	shlq $7, %rdx
	movl $1, %esi
	subq %rax, %rsi
	movq %rsi, 1240(%rsp)
	movq %rdx, 528(%rsp)
	leaq 224(%rdx), %rax
	movq %rax, 1424(%rsp)
	leaq 224(%rcx), %rax
	movq %rax, 1224(%rsp)
	movq %rcx, 608(%rsp)
	leaq 96(%rcx), %rax
	movq %rax, 1216(%rsp)
	leaq .Lanon.1(%rip), %rax
	movq %rax, 8(%rsp)
	xorl %ecx, %ecx
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_74:
	leaq 16400(%rcx), %rax
	movq %rcx, 160(%rsp)
	movq 1336(%rsp), %rdx
	movq %rdx, 136(%rsp)
	movq 1344(%rsp), %rdx
	movq %rax, 1448(%rsp)
	movq %rdx, 24(%rsp)
	testq %rdx, %rdx
	je .LBB_86
	movq %rbx, %r14
	movq 24(%rsp), %rax
	shlq $7, %rax
	movq 136(%rsp), %rsi
	addq %rsi, %rax
	movl $1025, %ecx
	movq 1432(%rsp), %rdx
	jmp .LBB_77
.LBB_76:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_85
.LBB_77:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_80
.LBB_78:
	movq 616(%rsp), %rbx
	vmovsd (%rbx,%rdi,8), %xmm0
.LBB_79:
	vmovsd %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_76
.LBB_80:
	movq 160(%rsp), %rbx
	leaq (%r10,%rbx), %rdi
	addq $-1025, %rdi
	vmovapd %xmm1, %xmm0
	cmpq %r15, %rdi
	jb .LBB_83
	addq %r11, %rbx
	movq 536(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %rbp, %rdi
	jae .LBB_883
	movq 616(%rsp), %rbx
	vmovsd (%rbx,%rdi,8), %xmm0
.LBB_83:
	vmovsd %xmm0, -8(%r8,%r9)
	movq 160(%rsp), %rdi
	leaq (%r10,%rdi), %rbx
	vmovapd %xmm1, %xmm0
	cmpq %r15, %rbx
	jb .LBB_79
	leaq (%r11,%rdi), %rbx
	addq $1025, %rbx
	movq 536(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq %rbp, %rdi
	jb .LBB_78
	jmp .LBB_883
.LBB_85:
	movq 160(%rsp), %rcx
	leaq 16400(%rcx), %rax
	movq %r14, %rbx
.LBB_86:
	movq 1488(%rsp), %rdx
	movq 1496(%rsp), %rsi
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
	movq %rcx, 1632(%rsp)
	movq %rdx, 1640(%rsp)
	movq %rax, 1648(%rsp)
	movb $0, 1656(%rsp)
	leaq 160(%rsp), %rax
	movq %rax, 1624(%rsp)
	leaq 1400(%rsp), %rdi
	leaq 1624(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1408(%rsp), %rax
	movq %rax, 88(%rsp)
	movq 1416(%rsp), %rax
	movq %rax, 56(%rsp)
	cmpq $2, %rax
	jae .LBB_852
.LBB_94:
	decq %rbx
	movq %rbx, 1440(%rsp)
	movq 160(%rsp), %rax
	movq 536(%rsp), %rcx
	movq 1488(%rsp), %rdx
	movq 1496(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_97
.LBB_95:
	xorl %r10d, %r10d
.LBB_96:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 624(%rsp,%r9)
	movq %r11, 632(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_115
.LBB_97:
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
	adcq $0, %r11
	movq 120(%rsp), %r15
.LBB_104:
	shlq $3, %r11
.LBB_105:
	cmpq %r11, %rdi
	je .LBB_108
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_108
	movabsq $1151796703138937857, %r14
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_105
	jmp .LBB_95
.LBB_108:
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
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_113
.LBB_114:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	movq 120(%rsp), %r15
	jmp .LBB_96
.LBB_115:
	vmovups 848(%rsp), %ymm0
	vmovups %ymm0, 1888(%rsp)
	vmovups 816(%rsp), %ymm0
	vmovups %ymm0, 1856(%rsp)
	vmovups 784(%rsp), %ymm0
	vmovups %ymm0, 1824(%rsp)
	vmovups 752(%rsp), %ymm0
	vmovups %ymm0, 1792(%rsp)
	vmovups 656(%rsp), %ymm0
	vmovups 688(%rsp), %ymm1
	vmovupd 720(%rsp), %ymm2
	vmovupd %ymm2, 1760(%rsp)
	vmovups %ymm1, 1728(%rsp)
	vmovups %ymm0, 1696(%rsp)
	vmovupd 624(%rsp), %ymm0
	vmovupd %ymm0, 1664(%rsp)
	cmpq $0, 456(%rsp)
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_849
	cmpq $-1025, %r15
	setae %al
	movq 472(%rsp), %rcx
	shlq $7, %rcx
	movq 136(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 576(%rsp)
	movq 56(%rsp), %rcx
	shlq $4, %rcx
	addq 88(%rsp), %rcx
	movq %rcx, 480(%rsp)
	movq 24(%rsp), %rcx
	cmpq %rcx, 496(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 23(%rsp)
	movq 528(%rsp), %rax
	addq %rdx, %rax
	movq %rax, 1200(%rsp)
	leaq 96(%rdx), %rax
	movq %rax, 592(%rsp)
	leaq 128(%rdx), %rax
	movq %rax, 600(%rsp)
	movq 1424(%rsp), %rax
	addq %rdx, %rax
	movq %rax, 1208(%rsp)
	movq 1272(%rsp), %r10
	movq $0, 584(%rsp)
.LBB_117:
	movq 16(%r10), %rcx
	testq %rcx, %rcx
	js .LBB_950
	movq (%r10), %rax
	movq 8(%r10), %rdx
	movq %rax, 32(%rsp)
	movq %rdx, 544(%rsp)
	orq %rdx, %rax
	js .LBB_950
	movq 32(%rsp), %rax
	leaq -1(%rax), %rbx
	movq 544(%rsp), %rax
	decq %rax
	cmpq %rax, %rbx
	movq %rax, %rdx
	cmovaq %rbx, %rdx
	movq 24(%r10), %rdi
	testq %rdi, %rdi
	js .LBB_950
	movq 32(%r10), %rsi
	movq 40(%r10), %r8
	movq %rsi, %r9
	orq %r8, %r9
	js .LBB_950
	movq %r10, 512(%rsp)
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
	jne .LBB_124
	movabsq $1151796703138937857, %r9
	mulxq %r9, %r10, %r10
	shrq $6, %r10
	movq %r10, %r9
	shlq $10, %r9
	addq %r10, %r9
	subq %r9, %rdx
	je .LBB_124
	movq %r10, 1232(%rsp)
	movq %rdx, 152(%rsp)
	movl $1, %edx
	movq %rdx, (%rsp)
	jmp .LBB_125
.LBB_124:
	movq $0, (%rsp)
.LBB_125:
	movq 56(%rsp), %rbp
	addq %rdi, %r8
	decq %r8
	movq %r8, %rdx
	subq %rcx, %rdx
	setb %dil
	cmpq %rsi, %r8
	setae %r8b
	orb %dil, %r8b
	jne .LBB_128
	movabsq $1151796703138937857, %rdi
	mulxq %rdi, %r8, %r8
	shrq $6, %r8
	movq %r8, %rdi
	shlq $10, %rdi
	movq %r8, 1464(%rsp)
	addq %r8, %rdi
	subq %rdi, %rdx
	movq %rdx, 1288(%rsp)
	je .LBB_128
	movl $1, %edx
	movq %rdx, 464(%rsp)
	jmp .LBB_129
.LBB_128:
	movq $0, 464(%rsp)
.LBB_129:
	movq 1368(%rsp), %rdi
	movq 584(%rsp), %r12
	cmpq %rdi, %r12
	jae .LBB_977
	leaq (%r12,%r12,2), %rdi
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 1360(%rsp), %rdx
	movq %rdx, 1264(%rsp)
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %cl
	cmpq %rsi, %rax
	setae %al
	orb %cl, %al
	jne .LBB_134
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_134
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_135
.LBB_134:
	xorl %r9d, %r9d
.LBB_135:
	movq %r9, 168(%rsp)
	movq 888(%rsp), %r10
	movq 896(%rsp), %rsi
	movq 544(%rsp), %r8
	cmpq $1, %r8
	movq %rdi, 1472(%rsp)
	movq %rbx, 128(%rsp)
	jne .LBB_141
	cmpb $0, 23(%rsp)
	jne .LBB_873
	movq %rsi, %rax
	xorl %ecx, %ecx
	xorl %edx, %edx
	testq %rax, %rax
	je .LBB_936
.LBB_138:
	vxorpd %xmm3, %xmm3, %xmm3
	movq 1208(%rsp), %rdi
	vaddpd -224(%rdi,%rdx), %ymm3, %ymm0
	vaddpd -192(%rdi,%rdx), %ymm3, %ymm1
	vaddpd -160(%rdi,%rdx), %ymm3, %ymm2
	vaddpd -128(%rdi,%rdx), %ymm3, %ymm3
	vmovupd %ymm0, (%r10,%rdx)
	vmovupd %ymm1, 32(%r10,%rdx)
	vmovupd %ymm2, 64(%r10,%rdx)
	vmovupd %ymm3, 96(%r10,%rdx)
	cmpq $131072, %rdx
	je .LBB_192
	movq %rcx, %rdi
	orq $1, %rdi
	cmpq %rsi, %rdi
	je .LBB_936
	addq $2, %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	movq 1208(%rsp), %rdi
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
	jne .LBB_138
	jmp .LBB_936
.LBB_141:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 472(%rsp), %rcx
	movq %rcx, %r11
	subq %r8, %r11
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
	jae .LBB_878
	cmpq %r8, %rcx
	jb .LBB_879
	testq %r8, %r8
	je .LBB_147
	shlq $7, %r11
	addq 136(%rsp), %r11
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
	movq 576(%rsp), %rcx
.LBB_145:
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r11), %ymm10
	vmovupd 32(%r11), %ymm11
	vmovupd 64(%r11), %ymm12
	vmovupd 96(%r11), %ymm13
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
	subq $-128, %r11
	incq %rax
	cmpq %rcx, %r11
	jne .LBB_145
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	jmp .LBB_148
.LBB_147:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_148:
	testq %rsi, %rsi
	je .LBB_976
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r10)
	vmovupd %ymm3, 32(%r10)
	vmovupd %ymm4, 64(%r10)
	vmovupd %ymm2, 96(%r10)
	movb %r9b, 48(%rsp)
	movq 544(%rsp), %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm1
	movq 176(%rsp), %rax
	movq %rax, 96(%rsp)
	testq %r9, %r9
	leaq 176(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 112(%rsp)
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq %r15, %r13
	subq %rcx, %r13
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 64(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
.LBB_150:
	cmpq %rbp, %rdi
	jae .LBB_155
	movq %rdi, %rax
	shlq $4, %rax
	addq 88(%rsp), %rax
.LBB_152:
	movq (%rax), %rcx
	cmpq %r9, %rcx
	jae .LBB_156
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rbp
	jne .LBB_152
	movq %rbp, %rdi
	xorl %edx, %edx
	jmp .LBB_157
.LBB_155:
	xorl %edx, %edx
	jmp .LBB_157
.LBB_156:
	movl $1, %edx
.LBB_157:
	cmpq %r9, 96(%rsp)
	setae %al
	andb 48(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_159
	movl $1025, %r14d
	testb %al, %al
	je .LBB_164
.LBB_159:
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq 96(%rsp), %r11
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
	je .LBB_163
	je .LBB_163
	shll $4, %edx
	leaq 680(%rsp), %rax
	subq %rdx, %rax
.LBB_162:
	movq %r14, %rcx
	incq %r8
	movq (%rax), %r14
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r14
	addq $16, %rax
	cmpq $2, %r8
	jne .LBB_162
.LBB_163:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_164:
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm14
	vmovupd 352(%rsp), %ymm13
	vmovupd 384(%rsp), %ymm12
	vmovupd 416(%rsp), %ymm11
	cmpq %r14, %r9
	jae .LBB_170
	movq %r9, %rcx
	shlq $7, %rcx
	leaq 96(%r10), %rax
	leaq (%rax,%rcx), %r11
	addq 528(%rsp), %rcx
	leaq (%r9,%r13), %rbx
	shlq $7, %rbx
	movq 592(%rsp), %rbp
	movq 24(%rsp), %rax
.LBB_166:
	leaq (%r15,%r9), %r12
	cmpq %rax, %r12
	jae .LBB_968
	leaq (%r9,%r13), %r12
	cmpq %rax, %r12
	jae .LBB_951
	cmpq %rsi, %r9
	jae .LBB_910
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
	jne .LBB_166
	jmp .LBB_171
.LBB_170:
	vmovapd %ymm14, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm12, %ymm8
	vmovapd %ymm11, %ymm7
.LBB_171:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r14
	movq 56(%rsp), %rbp
	ja .LBB_192
	leaq (%r14,%r15), %rbx
	movq 24(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_932
	movq %rbx, %r12
	subq 544(%rsp), %r12
	cmpq %rax, %r12
	jae .LBB_951
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 136(%rsp), %rax
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
	shlq $7, %r12
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r12), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r12), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r12), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r12), %ymm7, %ymm7
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
	ja .LBB_865
	leaq 1(%r14), %r9
	movq %rdi, %r12
	shlq $4, %r12
	addq 88(%rsp), %r12
	incq %rbx
	movq %rbx, %rax
	subq 544(%rsp), %rax
	movq %rax, 80(%rsp)
	addq 600(%rsp), %rcx
	xorl %edx, %edx
	movq 112(%rsp), %r8
	jmp .LBB_178
.LBB_176:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r12
	ja .LBB_905
.LBB_177:
	vmovsd %xmm4, 192(%rsp,%r12,8)
	vmovsd %xmm3, 320(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r12,8)
	movq %rax, %r8
	movq %rbp, %r12
	movq 120(%rsp), %r15
	movq %r11, %r9
.LBB_178:
	testb %dl, %dl
	je .LBB_187
	movq %r12, %rbp
.LBB_180:
	testq %r8, %r8
	je .LBB_190
	cmpq %r14, (%r8)
	jne .LBB_190
	movb $2, %dl
	xorl %eax, %eax
	movq %r8, %r12
	movq 544(%rsp), %r8
	cmpq %r8, %rbx
	jb .LBB_859
.LBB_183:
	movq %r9, %r11
	movq 8(%r12), %r12
	testq %r8, %r8
	je .LBB_176
	cmpq $15, %r12
	ja .LBB_884
	leaq (%rcx,%r12,8), %r8
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r15d
	movq 64(%rsp), %r9
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_186:
	vcvtsi2sd %r15, %xmm2, %xmm5
	vmovsd (%r8,%r9), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r15
	subq $-128, %r9
	jne .LBB_186
	jmp .LBB_177
.LBB_187:
	movq 480(%rsp), %rax
	movq %rax, %rbp
	cmpq %rax, %r12
	je .LBB_180
	leaq 16(%r12), %rbp
	cmpq %r14, (%r12)
	jne .LBB_180
	xorl %edx, %edx
	movq %r8, %rax
	movq 544(%rsp), %r8
	cmpq %r8, %rbx
	jae .LBB_183
	jmp .LBB_859
.LBB_190:
	cmpq %rsi, %r14
	jae .LBB_952
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
	movq 56(%rsp), %rbp
	jne .LBB_150
.LBB_192:
	movq 920(%rsp), %rbx
	movq %rbx, %rsi
	subq 40(%rsp), %rsi
	jb .LBB_880
	movq 912(%rsp), %r13
	addq 608(%rsp), %r13
	movq 160(%rsp), %rax
	movq 128(%rsp), %rdi
	movq %rdi, %rdx
	subq %rax, %rdx
	setb %cl
	addq $16400, %rax
	cmpq %rax, %rdi
	setae %al
	orb %cl, %al
	movq 32(%rsp), %r8
	jne .LBB_197
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_197
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_198
.LBB_197:
	xorl %r9d, %r9d
.LBB_198:
	movq %r9, 168(%rsp)
	movq 888(%rsp), %rax
	movq 896(%rsp), %rcx
	movq %rcx, 64(%rsp)
	cmpq $1, %r8
	movq 40(%rsp), %rdx
	jne .LBB_204
	cmpb $0, 23(%rsp)
	jne .LBB_873
	movq 64(%rsp), %rcx
	incq %rcx
	movl $120, %edx
	xorl %edi, %edi
	movq 520(%rsp), %r10
.LBB_201:
	cmpq %rdi, %rsi
	je .LBB_943
	incq %rdi
	cmpq %rdi, %rcx
	je .LBB_942
	vxorpd %xmm0, %xmm0, %xmm0
	movq 1200(%rsp), %r8
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
	vmovsd %xmm15, 96(%rsp)
	vmovsd -120(%rax,%rdx), %xmm15
	vaddsd %xmm15, %xmm15, %xmm15
	vsubsd %xmm1, %xmm15, %xmm15
	vaddsd (%r8,%rdx), %xmm0, %xmm1
	vmovsd %xmm15, -120(%r13,%rdx)
	vmovsd -112(%rax,%rdx), %xmm15
	vaddsd %xmm15, %xmm15, %xmm15
	vsubsd %xmm11, %xmm15, %xmm11
	vmovsd %xmm11, -112(%r13,%rdx)
	vmovsd -104(%rax,%rdx), %xmm11
	vaddsd %xmm11, %xmm11, %xmm11
	vsubsd %xmm12, %xmm11, %xmm11
	vmovsd %xmm11, -104(%r13,%rdx)
	vmovsd -96(%rax,%rdx), %xmm11
	vaddsd %xmm11, %xmm11, %xmm11
	vsubsd %xmm13, %xmm11, %xmm11
	vmovsd %xmm11, -96(%r13,%rdx)
	vmovsd -88(%rax,%rdx), %xmm11
	vaddsd %xmm11, %xmm11, %xmm11
	vsubsd %xmm14, %xmm11, %xmm11
	vmovsd %xmm11, -88(%r13,%rdx)
	vmovsd -80(%rax,%rdx), %xmm11
	vaddsd %xmm11, %xmm11, %xmm11
	vsubsd %xmm10, %xmm11, %xmm10
	vmovsd %xmm10, -80(%r13,%rdx)
	vmovsd -72(%rax,%rdx), %xmm10
	vaddsd %xmm10, %xmm10, %xmm10
	vsubsd %xmm9, %xmm10, %xmm9
	vmovsd %xmm9, -72(%r13,%rdx)
	vmovsd -64(%rax,%rdx), %xmm9
	vaddsd %xmm9, %xmm9, %xmm9
	vsubsd %xmm8, %xmm9, %xmm8
	vmovsd %xmm8, -64(%r13,%rdx)
	vmovsd -56(%rax,%rdx), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vsubsd %xmm7, %xmm8, %xmm7
	vmovsd %xmm7, -56(%r13,%rdx)
	vmovsd -48(%rax,%rdx), %xmm7
	vaddsd %xmm7, %xmm7, %xmm7
	vsubsd %xmm6, %xmm7, %xmm6
	vmovsd %xmm6, -48(%r13,%rdx)
	vmovsd -40(%rax,%rdx), %xmm6
	vaddsd %xmm6, %xmm6, %xmm6
	vsubsd %xmm5, %xmm6, %xmm5
	vmovsd %xmm5, -40(%r13,%rdx)
	vmovsd -32(%rax,%rdx), %xmm5
	vaddsd %xmm5, %xmm5, %xmm5
	vsubsd %xmm4, %xmm5, %xmm4
	vmovsd %xmm4, -32(%r13,%rdx)
	vmovsd -24(%rax,%rdx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd %xmm3, %xmm4, %xmm3
	vmovsd %xmm3, -24(%r13,%rdx)
	vmovsd -16(%rax,%rdx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmovsd %xmm2, -16(%r13,%rdx)
	vmovsd -8(%rax,%rdx), %xmm2
	vaddsd %xmm2, %xmm2, %xmm2
	vsubsd 96(%rsp), %xmm2, %xmm0
	vmovsd %xmm0, -8(%r13,%rdx)
	vmovsd (%rax,%rdx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm1, %xmm0, %xmm0
	vmovsd %xmm0, (%r13,%rdx)
	addq $128, %rdx
	cmpq $131320, %rdx
	jne .LBB_201
	jmp .LBB_257
.LBB_204:
	leaq 1(%r8), %rcx
	imulq %r8, %rcx
	movq 472(%rsp), %rdi
	movq %rdi, %r11
	subq %r8, %r11
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
	jae .LBB_892
	cmpq %r8, %rdi
	jb .LBB_893
	vmovsd %xmm0, 80(%rsp)
	testq %r8, %r8
	je .LBB_210
	shlq $7, %r11
	addq 136(%rsp), %r11
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
	movq 576(%rsp), %rdi
.LBB_208:
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %rcx, %xmm13, %xmm11
	vbroadcastsd %xmm11, %ymm12
	vmovupd (%r11), %ymm13
	vmovupd 32(%r11), %ymm14
	vmovupd 72(%r11), %ymm15
	vmulpd %ymm12, %ymm13, %ymm0
	vaddpd %ymm0, %ymm7, %ymm7
	vaddpd %ymm8, %ymm13, %ymm8
	vmulpd %ymm12, %ymm14, %ymm0
	vaddpd %ymm0, %ymm5, %ymm5
	vaddpd %ymm10, %ymm14, %ymm10
	vmulsd 64(%r11), %xmm11, %xmm0
	vaddsd %xmm0, %xmm4, %xmm4
	vmulpd %ymm12, %ymm15, %ymm0
	vaddpd %ymm0, %ymm3, %ymm3
	vaddpd 64(%r11), %ymm9, %ymm9
	vmovupd 104(%r11), %xmm0
	vmulpd %xmm0, %xmm12, %xmm12
	vaddpd %xmm2, %xmm12, %xmm2
	vbroadcastsd 120(%r11), %ymm12
	vmulsd %xmm11, %xmm12, %xmm11
	vaddsd %xmm1, %xmm11, %xmm1
	vperm2f128 $33, %ymm0, %ymm15, %ymm11
	vshufpd $13, %ymm0, %ymm11, %ymm0
	vblendpd $8, %ymm12, %ymm0, %ymm0
	vaddpd %ymm6, %ymm0, %ymm6
	subq $-128, %r11
	incq %rcx
	cmpq %rdi, %r11
	jne .LBB_208
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
	vmovsd %xmm0, 48(%rsp)
	vshufpd $1, %xmm5, %xmm5, %xmm7
	vextractf128 $1, %ymm5, %xmm11
	vshufpd $1, %xmm11, %xmm11, %xmm13
	vshufpd $1, %xmm3, %xmm3, %xmm12
	vextractf128 $1, %ymm3, %xmm8
	vmovapd %xmm8, 96(%rsp)
	vshufpd $1, %xmm8, %xmm8, %xmm10
	vshufpd $1, %xmm2, %xmm2, %xmm9
	jmp .LBB_211
.LBB_210:
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 96(%rsp)
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm13, %xmm13, %xmm13
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vmovsd %xmm6, 48(%rsp)
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
.LBB_211:
	cmpq %rdx, %rbx
	je .LBB_1006
	cmpq $0, 64(%rsp)
	movq 520(%rsp), %r10
	je .LBB_1007
	vmovapd %xmm7, %xmm8
	vmovsd 80(%rsp), %xmm7
	vdivsd %xmm7, %xmm6, %xmm0
	vmovsd (%rax), %xmm6
	vaddsd %xmm6, %xmm6, %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vmovsd %xmm0, (%r13)
	vdivsd %xmm7, %xmm15, %xmm0
	vmovsd 8(%rax), %xmm6
	vaddsd %xmm6, %xmm6, %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vdivsd %xmm7, %xmm14, %xmm6
	vmovsd %xmm0, 8(%r13)
	vmovsd 16(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm6, %xmm0, %xmm0
	vmovsd %xmm0, 16(%r13)
	vmovsd 48(%rsp), %xmm0
	vdivsd %xmm7, %xmm0, %xmm0
	vmovsd 24(%rax), %xmm6
	vaddsd %xmm6, %xmm6, %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vdivsd %xmm7, %xmm5, %xmm5
	vmovsd %xmm0, 24(%r13)
	vmovsd 32(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vmovsd %xmm0, 32(%r13)
	vdivsd %xmm7, %xmm8, %xmm0
	vmovsd 40(%rax), %xmm5
	vaddsd %xmm5, %xmm5, %xmm5
	vsubsd %xmm0, %xmm5, %xmm0
	vdivsd %xmm7, %xmm11, %xmm5
	vmovsd %xmm0, 40(%r13)
	vmovsd 48(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vmovsd %xmm0, 48(%r13)
	vdivsd %xmm7, %xmm13, %xmm0
	vmovsd 56(%rax), %xmm5
	vaddsd %xmm5, %xmm5, %xmm5
	vsubsd %xmm0, %xmm5, %xmm0
	vdivsd %xmm7, %xmm4, %xmm4
	vmovsd %xmm0, 56(%r13)
	vmovsd 64(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm4, %xmm0, %xmm0
	vmovsd %xmm0, 64(%r13)
	vdivsd %xmm7, %xmm3, %xmm0
	vmovsd 72(%rax), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vdivsd %xmm7, %xmm12, %xmm3
	vmovsd %xmm0, 72(%r13)
	vmovsd 80(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmovsd %xmm0, 80(%r13)
	vmovapd 96(%rsp), %xmm0
	vdivsd %xmm7, %xmm0, %xmm0
	vmovsd 88(%rax), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vdivsd %xmm7, %xmm10, %xmm3
	vmovsd %xmm0, 88(%r13)
	vmovsd 96(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmovsd %xmm0, 96(%r13)
	vdivsd %xmm7, %xmm2, %xmm0
	vmovsd 104(%rax), %xmm2
	vaddsd %xmm2, %xmm2, %xmm2
	vsubsd %xmm0, %xmm2, %xmm0
	vdivsd %xmm7, %xmm9, %xmm2
	vmovsd %xmm0, 104(%r13)
	vmovsd 112(%rax), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vmovsd %xmm0, 112(%r13)
	vdivsd %xmm7, %xmm1, %xmm0
	vmovsd 120(%rax), %xmm1
	vaddsd %xmm1, %xmm1, %xmm1
	vsubsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm0, 120(%r13)
	movb %r9b, 128(%rsp)
	movq 32(%rsp), %rdx
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %rdx, %xmm13, %xmm0
	movq 176(%rsp), %rcx
	movq %rcx, 112(%rsp)
	testq %r9, %r9
	leaq 176(%rsp), %rcx
	cmovneq %rcx, %r9
	movq %r9, 144(%rsp)
	vmovsd .LCPI_4(%rip), %xmm1
	vdivsd %xmm7, %xmm1, %xmm1
	vbroadcastsd %xmm0, %ymm2
	vbroadcastsd %xmm1, %ymm0
	vmovupd %ymm0, 1296(%rsp)
	movq %r15, %rcx
	subq %rdx, %rcx
	movq %rcx, 96(%rsp)
	shlq $7, %rdx
	negq %rdx
	movq %rdx, 48(%rsp)
	movl $1, %ebx
	xorl %edi, %edi
.LBB_214:
	cmpq %rbp, %rdi
	jae .LBB_219
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 88(%rsp), %rdx
.LBB_216:
	movq (%rdx), %rcx
	cmpq %rbx, %rcx
	jae .LBB_220
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %rbp
	jne .LBB_216
	movq %rbp, %rdi
	xorl %edx, %edx
	jmp .LBB_221
.LBB_219:
	xorl %edx, %edx
	jmp .LBB_221
.LBB_220:
	movl $1, %edx
.LBB_221:
	cmpq %rbx, 112(%rsp)
	setae %r8b
	andb 128(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_223
	movl $1025, %r14d
	testb %r8b, %r8b
	je .LBB_228
.LBB_223:
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq 112(%rsp), %r11
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
	je .LBB_227
	je .LBB_227
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_226:
	movq %r14, %rdx
	incq %r9
	movq (%rcx), %r14
	cmpq %r14, %rdx
	cmovbq %rdx, %r14
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r14
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_226
.LBB_227:
	cmpq $1025, %r14
	movl $1025, %ecx
	cmovaeq %rcx, %r14
.LBB_228:
	vmovupd 192(%rsp), %ymm9
	vmovupd 224(%rsp), %ymm8
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm10
	vmovupd 384(%rsp), %ymm7
	vmovupd 416(%rsp), %ymm4
	cmpq %r14, %rbx
	jae .LBB_235
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 528(%rsp), %rdx
	addq %rcx, %rdx
	orq $120, %rcx
	movq 96(%rsp), %r8
	leaq (%r8,%rbx), %r9
	shlq $7, %r9
	movq 592(%rsp), %r11
.LBB_230:
	leaq (%r15,%rbx), %r12
	movq 24(%rsp), %r8
	cmpq %r8, %r12
	jae .LBB_914
	movq 96(%rsp), %r12
	addq %rbx, %r12
	cmpq %r8, %r12
	jae .LBB_906
	cmpq %rsi, %rbx
	jae .LBB_913
	cmpq 64(%rsp), %rbx
	jae .LBB_911
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
	vmovsd %xmm0, -120(%r13,%rcx)
	vextractf128 $1, %ymm9, %xmm0
	vmovsd -112(%rax,%rcx), %xmm12
	vaddsd %xmm12, %xmm12, %xmm12
	vsubsd %xmm3, %xmm12, %xmm3
	vmulsd %xmm0, %xmm1, %xmm12
	vshufpd $1, %xmm0, %xmm0, %xmm0
	vmovsd %xmm3, -112(%r13,%rcx)
	vmulsd %xmm0, %xmm1, %xmm0
	vmovsd -104(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm12, %xmm3, %xmm3
	vmulsd %xmm1, %xmm8, %xmm12
	vmovsd %xmm3, -104(%r13,%rcx)
	vmovsd -96(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vshufpd $1, %xmm8, %xmm8, %xmm3
	vmulsd %xmm3, %xmm1, %xmm3
	vmovsd %xmm0, -96(%r13,%rcx)
	vmovsd -88(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vextractf128 $1, %ymm8, %xmm12
	vmovsd %xmm0, -88(%r13,%rcx)
	vmovsd -80(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmulsd %xmm1, %xmm12, %xmm3
	vshufpd $1, %xmm12, %xmm12, %xmm12
	vmulsd %xmm1, %xmm12, %xmm12
	vmovsd %xmm0, -80(%r13,%rcx)
	vmovsd -72(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmulsd %xmm5, %xmm1, %xmm3
	vmovsd %xmm0, -72(%r13,%rcx)
	vmovsd -64(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vshufpd $1, %xmm5, %xmm5, %xmm12
	vmovsd %xmm0, -64(%r13,%rcx)
	vmulsd %xmm1, %xmm12, %xmm0
	vmovsd -56(%rax,%rcx), %xmm12
	vaddsd %xmm12, %xmm12, %xmm12
	vsubsd %xmm3, %xmm12, %xmm3
	vextractf128 $1, %ymm5, %xmm12
	vmovsd %xmm3, -56(%r13,%rcx)
	vmovsd -48(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vmulsd %xmm1, %xmm12, %xmm3
	vshufpd $1, %xmm12, %xmm12, %xmm12
	vmulsd %xmm1, %xmm12, %xmm12
	vmovsd %xmm0, -48(%r13,%rcx)
	vmovsd -40(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmovsd %xmm0, -40(%r13,%rcx)
	vmulsd %xmm6, %xmm1, %xmm0
	vmovsd -32(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm12, %xmm3, %xmm3
	vshufpd $1, %xmm6, %xmm6, %xmm12
	vmulsd %xmm1, %xmm12, %xmm12
	vmovsd %xmm3, -32(%r13,%rcx)
	vmovsd -24(%rax,%rcx), %xmm3
	vaddsd %xmm3, %xmm3, %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vextractf128 $1, %ymm6, %xmm3
	vmovsd %xmm0, -24(%r13,%rcx)
	vmovsd -16(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vmulsd %xmm3, %xmm1, %xmm12
	vmovsd %xmm0, -16(%r13,%rcx)
	vmovsd -8(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm12, %xmm0, %xmm0
	vshufpd $1, %xmm3, %xmm3, %xmm3
	vmulsd %xmm3, %xmm1, %xmm3
	vmovsd %xmm0, -8(%r13,%rcx)
	vmovsd (%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vmovsd %xmm0, (%r13,%rcx)
	incq %rbx
	subq $-128, %rcx
	subq $-128, %r11
	cmpq %rbx, %r14
	jne .LBB_230
.LBB_235:
	vmovupd %ymm9, 192(%rsp)
	vmovupd %ymm8, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm11, 320(%rsp)
	cmpq $1024, %r14
	ja .LBB_257
	leaq (%r14,%r15), %rbx
	movq 24(%rsp), %rcx
	cmpq %rcx, %rbx
	jae .LBB_953
	movq %rbx, %r12
	movq 32(%rsp), %r10
	subq %r10, %r12
	cmpq %rcx, %r12
	jae .LBB_906
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 136(%rsp), %rdx
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
	shlq $7, %r12
	vaddpd %ymm0, %ymm11, %ymm0
	vsubpd (%rdx,%r12), %ymm0, %ymm0
	vmovupd %ymm0, 320(%rsp)
	vaddpd %ymm10, %ymm9, %ymm0
	vsubpd 32(%rdx,%r12), %ymm0, %ymm0
	vmovupd %ymm0, 352(%rsp)
	vaddpd %ymm7, %ymm12, %ymm0
	vsubpd 64(%rdx,%r12), %ymm0, %ymm0
	vmovupd %ymm0, 384(%rsp)
	vaddpd %ymm4, %ymm13, %ymm0
	vsubpd 96(%rdx,%r12), %ymm0, %ymm0
	vmovupd %ymm0, 416(%rsp)
	vmovupd 1296(%rsp), %ymm4
	vmulpd %ymm3, %ymm4, %ymm0
	vmovupd %ymm0, 624(%rsp)
	vmulpd %ymm4, %ymm8, %ymm0
	vmovupd %ymm0, 656(%rsp)
	vmulpd %ymm5, %ymm4, %ymm0
	vmovupd %ymm0, 688(%rsp)
	vmulpd %ymm6, %ymm4, %ymm0
	vmovupd %ymm0, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_865
	movq %rdi, %r12
	shlq $4, %r12
	addq 88(%rsp), %r12
	incq %rbx
	movq %rbx, %r11
	subq %r10, %r11
	addq 600(%rsp), %rcx
	xorl %r9d, %r9d
	movq 144(%rsp), %rbp
	vmovsd 80(%rsp), %xmm6
	jmp .LBB_242
.LBB_240:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $15, %r12
	ja .LBB_905
.LBB_241:
	vmovsd %xmm5, 192(%rsp,%r12,8)
	vmovsd %xmm4, 320(%rsp,%r12,8)
	vdivsd %xmm6, %xmm5, %xmm0
	vmovsd %xmm0, 624(%rsp,%r12,8)
	movq %r15, %rbp
	movq %rdx, %r12
	movq 120(%rsp), %r15
	movq 32(%rsp), %r10
.LBB_242:
	testb %r9b, %r9b
	je .LBB_251
	movq %r12, %rdx
.LBB_244:
	testq %rbp, %rbp
	je .LBB_254
	cmpq %r14, (%rbp)
	jne .LBB_254
	movb $2, %r9b
	xorl %r15d, %r15d
	movq %rbp, %r12
	cmpq %r10, %rbx
	jb .LBB_860
.LBB_247:
	movq 8(%r12), %r12
	testq %r10, %r10
	je .LBB_240
	cmpq $15, %r12
	ja .LBB_884
	leaq (%rcx,%r12,8), %rbp
	vxorpd %xmm4, %xmm4, %xmm4
	movl $1, %r10d
	movq 48(%rsp), %r8
	vxorpd %xmm5, %xmm5, %xmm5
.LBB_250:
	vcvtsi2sd %r10, %xmm15, %xmm0
	vmovsd (%rbp,%r8), %xmm3
	vmulsd %xmm0, %xmm3, %xmm0
	vaddsd %xmm0, %xmm5, %xmm5
	vaddsd %xmm3, %xmm4, %xmm4
	incq %r10
	subq $-128, %r8
	jne .LBB_250
	jmp .LBB_241
.LBB_251:
	movq 480(%rsp), %r8
	movq %r8, %rdx
	cmpq %r8, %r12
	je .LBB_244
	leaq 16(%r12), %rdx
	cmpq %r14, (%r12)
	jne .LBB_244
	xorl %r9d, %r9d
	movq %rbp, %r15
	cmpq %r10, %rbx
	jae .LBB_247
	jmp .LBB_860
.LBB_254:
	cmpq %rsi, %r14
	jae .LBB_955
	cmpq 64(%rsp), %r14
	movq 520(%rsp), %r10
	movq 56(%rsp), %rbp
	leaq 1(%r14), %rbx
	jae .LBB_954
	movq %r14, %rcx
	shlq $7, %rcx
	vmovsd (%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 624(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, (%r13,%rcx)
	vmovsd 8(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 632(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r13,%rcx)
	vmovsd 16(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 640(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r13,%rcx)
	vmovsd 24(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 648(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r13,%rcx)
	vmovsd 32(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 656(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r13,%rcx)
	vmovsd 40(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 664(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r13,%rcx)
	vmovsd 48(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 672(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r13,%rcx)
	vmovsd 56(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 680(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r13,%rcx)
	vmovsd 64(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 688(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 64(%r13,%rcx)
	vmovsd 72(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 696(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 72(%r13,%rcx)
	vmovsd 80(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 704(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 80(%r13,%rcx)
	vmovsd 88(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 712(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 88(%r13,%rcx)
	vmovsd 96(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 720(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 96(%r13,%rcx)
	vmovsd 104(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 728(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 104(%r13,%rcx)
	vmovsd 112(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 736(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 112(%r13,%rcx)
	vmovsd 120(%rax,%rcx), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 744(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, 120(%r13,%rcx)
	cmpq $1024, %r14
	jne .LBB_214
.LBB_257:
	movq 920(%rsp), %rsi
	movq 40(%rsp), %rdx
	subq %rdx, %rsi
	jb .LBB_876
	movq 912(%rsp), %rax
	movq 1264(%rsp), %rdi
	movq 8(%rdi), %rcx
	movq 16(%rdi), %r9
	testq %rdx, %rdx
	movq 152(%rsp), %rbx
	movq 1232(%rsp), %r14
	je .LBB_263
	xorl %edi, %edi
	xorl %edx, %edx
.LBB_260:
	leaq (%r10,%rdx), %r8
	cmpq %rsi, %r8
	jae .LBB_934
	vmovupd 131200(%rax,%rdi), %ymm0
	vmovupd 131232(%rax,%rdi), %ymm1
	vmovupd 131264(%rax,%rdi), %ymm2
	vmovupd 131296(%rax,%rdi), %ymm3
	vmovupd %ymm3, 720(%rsp)
	vmovupd %ymm2, 688(%rsp)
	vmovupd %ymm1, 656(%rsp)
	vmovupd %ymm0, 624(%rsp)
	cmpq %rdx, %r9
	je .LBB_935
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
	cmpq %rdi, 608(%rsp)
	jne .LBB_260
.LBB_263:
	testq %r9, %r9
	je .LBB_273
	movq %r9, %r11
	leaq (,%r9,8), %rdi
	addq $-8, %rdi
	shrq $3, %rdi
	cmpq %r10, %rsi
	movq %r10, %rdx
	cmovaq %rsi, %rdx
	movq 1256(%rsp), %r9
	addq %r9, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	cmpq $16, %rdx
	jb .LBB_267
	cmpq %r10, %rsi
	movq %r10, %r8
	cmovaq %rsi, %r8
	addq %r9, %r8
	cmpq %r8, %rdi
	cmovbq %rdi, %r8
	movq %r8, %rdi
	shlq $7, %rdi
	addq %rax, %rdi
	addq $131328, %rdi
	cmpq %rdi, %rcx
	jae .LBB_268
	leaq (%rcx,%r8,8), %rdi
	addq $8, %rdi
	leaq 131320(%rax), %r8
	cmpq %rdi, %r8
	jae .LBB_268
.LBB_267:
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_270
.LBB_268:
	incq %rdx
	movl %edx, %edi
	andl $15, %edi
	movl $16, %r8d
	cmoveq %r8, %rdi
	subq %rdi, %rdx
	leaq (%rcx,%rdx,8), %rdi
	leaq 133240(%rax), %r8
	xorl %r9d, %r9d
.LBB_269:
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
	jne .LBB_269
.LBB_270:
	leaq (%rcx,%r11,8), %rcx
	leaq (%r10,%rdx), %r8
	shlq $7, %rdx
	addq %rdx, %rax
	addq $131320, %rax
.LBB_271:
	cmpq %rsi, %r8
	jae .LBB_933
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%rdi)
	addq $8, %rdi
	incq %r8
	subq $-128, %rax
	cmpq %rcx, %rdi
	jne .LBB_271
.LBB_273:
	movq 512(%rsp), %rax
	movq 16(%rax), %r8
	testq %r8, %r8
	js .LBB_950
	movq 912(%rsp), %r9
	movq 920(%rsp), %rdx
	movq (%rsp), %rax
	movq %rax, 168(%rsp)
	movq %rbx, 176(%rsp)
	movq %r14, 184(%rsp)
	movq 936(%rsp), %r12
	movq 944(%rsp), %rsi
	cmpq $1, %r8
	jne .LBB_280
	cmpq %rdx, 1192(%rsp)
	ja .LBB_877
	addq 1224(%rsp), %r9
	movq %rsi, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_936
.LBB_277:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%r9,%rdi), %ymm3, %ymm0
	vaddpd -192(%r9,%rdi), %ymm3, %ymm1
	vaddpd -160(%r9,%rdi), %ymm3, %ymm2
	vaddpd -128(%r9,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%r12,%rdi)
	vmovupd %ymm1, 32(%r12,%rdi)
	vmovupd %ymm2, 64(%r12,%rdi)
	vmovupd %ymm3, 96(%r12,%rdi)
	cmpq $131072, %rdi
	je .LBB_331
	movq %rdx, %r8
	orq $1, %r8
	cmpq %rsi, %r8
	je .LBB_936
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%r9,%rdi), %ymm3, %ymm0
	vaddpd -64(%r9,%rdi), %ymm3, %ymm1
	vaddpd -32(%r9,%rdi), %ymm3, %ymm2
	vaddpd (%r9,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r12,%rdi)
	vmovupd %ymm1, 160(%r12,%rdi)
	vmovupd %ymm2, 192(%r12,%rdi)
	vmovupd %ymm3, 224(%r12,%rdi)
	addq $256, %rdi
	addq $-2, %rcx
	testq %rcx, %rcx
	jne .LBB_277
	jmp .LBB_936
.LBB_280:
	movq %r9, 96(%rsp)
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
	movq 1248(%rsp), %rcx
	movq %rcx, %r11
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	subq %r8, %r11
	vmovupd %ymm1, 416(%rsp)
	movq 40(%rsp), %rbx
	cmpq %rdx, %rbx
	movq %rdx, %rax
	jae .LBB_896
	cmpq %r8, %rcx
	movq 56(%rsp), %r9
	jb .LBB_895
	testq %r8, %r8
	je .LBB_286
	shlq $7, %rcx
	movq 96(%rsp), %rdx
	addq %rdx, %rcx
	shlq $7, %r11
	addq %rdx, %r11
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
.LBB_284:
	vcvtsi2sd %rdx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r11), %ymm10
	vmovupd 32(%r11), %ymm11
	vmovupd 64(%r11), %ymm12
	vmovupd 96(%r11), %ymm13
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
	subq $-128, %r11
	incq %rdx
	cmpq %rcx, %r11
	jne .LBB_284
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	movq 40(%rsp), %rbx
	jmp .LBB_287
.LBB_286:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_287:
	movq %rax, 32(%rsp)
	testq %rsi, %rsi
	movq 96(%rsp), %rdx
	je .LBB_976
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r12)
	vmovupd %ymm3, 32(%r12)
	vmovupd %ymm4, 64(%r12)
	vmovupd %ymm2, 96(%r12)
	leaq 96(%r12), %rax
	movq %rax, 128(%rsp)
	movq (%rsp), %rax
	movb %al, 48(%rsp)
	vcvtsi2sd %r8, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rax, %rax
	leaq 176(%rsp), %rcx
	cmovneq %rcx, %rax
	movq %rax, (%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	leaq 96(%rdx), %rax
	movq %rax, 1296(%rsp)
	subq %r8, %rbx
	movq %rbx, 144(%rsp)
	leaq 128(%rdx), %rax
	movq %rax, 112(%rsp)
	movq %r8, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 64(%rsp)
	movl $1, %eax
	xorl %edi, %edi
	movq %r12, 80(%rsp)
.LBB_289:
	cmpq %r9, %rdi
	jae .LBB_294
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 88(%rsp), %rdx
	movq 152(%rsp), %r10
.LBB_291:
	movq (%rdx), %rcx
	cmpq %rax, %rcx
	jae .LBB_295
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, %r9
	jne .LBB_291
	movq %r9, %rdi
	xorl %edx, %edx
	jmp .LBB_296
.LBB_294:
	xorl %edx, %edx
	movq 152(%rsp), %r10
	jmp .LBB_296
.LBB_295:
	movl $1, %edx
.LBB_296:
	cmpq %rax, %r10
	setae %r9b
	andb 48(%rsp), %r9b
	testq %rdx, %rdx
	jne .LBB_298
	movl $1025, %r14d
	testb %r9b, %r9b
	je .LBB_303
.LBB_298:
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
	je .LBB_302
	je .LBB_302
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_301:
	movq %r14, %rdx
	incq %r11
	movq (%rcx), %r14
	cmpq %r14, %rdx
	cmovbq %rdx, %r14
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r14
	addq $16, %rcx
	cmpq $2, %r11
	jne .LBB_301
.LBB_302:
	cmpq $1025, %r14
	movl $1025, %ecx
	cmovaeq %rcx, %r14
.LBB_303:
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm14
	vmovupd 352(%rsp), %ymm13
	vmovupd 384(%rsp), %ymm12
	vmovupd 416(%rsp), %ymm11
	cmpq %r14, %rax
	jae .LBB_309
	movq %rax, %r11
	shlq $7, %r11
	movq 128(%rsp), %rcx
	leaq (%rcx,%r11), %rbx
	addq 608(%rsp), %r11
	movq 144(%rsp), %rdx
	leaq (%rdx,%rax), %r13
	shlq $7, %r13
	movq 1296(%rsp), %rbp
	movq 40(%rsp), %rcx
.LBB_305:
	leaq (%rcx,%rax), %r12
	movq 32(%rsp), %r9
	cmpq %r9, %r12
	jae .LBB_917
	leaq (%rdx,%rax), %r12
	cmpq %r9, %r12
	jae .LBB_899
	cmpq %rsi, %rax
	jae .LBB_916
	vmovupd -64(%rbp,%r11), %ymm10
	vmovupd -32(%rbp,%r11), %ymm9
	vmovupd (%rbp,%r11), %ymm8
	vaddpd %ymm11, %ymm8, %ymm7
	vsubpd (%rbp,%r13), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vaddpd %ymm12, %ymm9, %ymm8
	vsubpd -32(%rbp,%r13), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%rbp,%r13), %ymm9, %ymm9
	vmovupd -96(%rbp,%r11), %ymm15
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm14, %ymm15, %ymm10
	vsubpd -96(%rbp,%r13), %ymm10, %ymm10
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
	jne .LBB_305
	jmp .LBB_310
.LBB_309:
	vmovapd %ymm14, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm12, %ymm8
	vmovapd %ymm11, %ymm7
.LBB_310:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r14
	movq 56(%rsp), %rbp
	movq 96(%rsp), %rdx
	ja .LBB_331
	movq 40(%rsp), %rcx
	leaq (%r14,%rcx), %rbx
	movq 32(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_932
	movq %rbx, %r12
	subq %r8, %r12
	cmpq %rax, %r12
	jae .LBB_951
	movq %rbx, %r13
	shlq $7, %r13
	vmovupd (%rdx,%r13), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm3, %ymm12, %ymm3
	vsubpd %ymm10, %ymm3, %ymm3
	vmovupd %ymm3, 192(%rsp)
	vmovupd 32(%rdx,%r13), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 224(%rsp)
	vmovupd 64(%rdx,%r13), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd %ymm8, %ymm5, %ymm5
	vmovupd %ymm5, 256(%rsp)
	vmovupd 96(%rdx,%r13), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm7, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	shlq $7, %r12
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rdx,%r12), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rdx,%r12), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rdx,%r12), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rdx,%r12), %ymm7, %ymm7
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
	ja .LBB_865
	leaq 1(%r14), %rax
	movq %rdi, %r12
	shlq $4, %r12
	addq 88(%rsp), %r12
	incq %rbx
	movq %rbx, %r11
	subq %r8, %r11
	addq 112(%rsp), %r13
	xorl %ecx, %ecx
	movq (%rsp), %rdx
	jmp .LBB_317
.LBB_315:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r12
	ja .LBB_905
.LBB_316:
	vmovsd %xmm4, 192(%rsp,%r12,8)
	vmovsd %xmm3, 320(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r12,8)
	movq %r9, %rdx
	movq %rbp, %r12
	movq 120(%rsp), %r15
.LBB_317:
	testb %cl, %cl
	je .LBB_326
	movq %r12, %rbp
.LBB_319:
	testq %rdx, %rdx
	je .LBB_329
	cmpq %r14, (%rdx)
	jne .LBB_329
	movb $2, %cl
	xorl %r9d, %r9d
	movq %rdx, %r12
	cmpq %r8, %rbx
	jb .LBB_861
.LBB_322:
	movq 8(%r12), %r12
	testq %r8, %r8
	je .LBB_315
	cmpq $15, %r12
	ja .LBB_884
	leaq (,%r12,8), %rdx
	addq %r13, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r10d
	movq 64(%rsp), %r15
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_325:
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd (%rdx,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r10
	subq $-128, %r15
	jne .LBB_325
	jmp .LBB_316
.LBB_326:
	movq 480(%rsp), %rcx
	movq %rcx, %rbp
	cmpq %rcx, %r12
	je .LBB_319
	leaq 16(%r12), %rbp
	cmpq %r14, (%r12)
	jne .LBB_319
	xorl %ecx, %ecx
	movq %rdx, %r9
	cmpq %r8, %rbx
	jae .LBB_322
	jmp .LBB_861
.LBB_329:
	cmpq %rsi, %r14
	jae .LBB_952
	movq %r14, %rcx
	shlq $7, %rcx
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	movq 80(%rsp), %r12
	vmovupd %ymm6, 96(%r12,%rcx)
	vmovupd %ymm5, 64(%r12,%rcx)
	vmovupd %ymm4, 32(%r12,%rcx)
	vmovupd %ymm3, (%r12,%rcx)
	cmpq $1024, %r14
	movq 56(%rsp), %r9
	jne .LBB_289
.LBB_331:
	movq 920(%rsp), %rbx
	movq %rbx, %rsi
	subq 40(%rsp), %rsi
	jb .LBB_881
	movq 512(%rsp), %rax
	movq 32(%rax), %r10
	testq %r10, %r10
	js .LBB_950
	movq 40(%rax), %rcx
	movq %rcx, 32(%rsp)
	testq %rcx, %rcx
	js .LBB_950
	movq 24(%rax), %r8
	testq %r8, %r8
	js .LBB_950
	movq 912(%rsp), %rax
	movq %rax, 144(%rsp)
	leaq -1(%r10), %rax
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_338
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_338
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_339
.LBB_338:
	xorl %r9d, %r9d
.LBB_339:
	movq 56(%rsp), %rbp
	movq 608(%rsp), %rax
	movq 144(%rsp), %rcx
	leaq (%rcx,%rax), %r13
	movq %r9, 168(%rsp)
	cmpq $1, %r10
	movq 40(%rsp), %rdi
	movq %r8, 64(%rsp)
	jne .LBB_345
	cmpb $0, 23(%rsp)
	jne .LBB_873
	movq 1224(%rsp), %rax
	movq 144(%rsp), %rcx
	addq %rcx, %rax
	movq %rsi, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_929
.LBB_342:
	vxorpd %xmm3, %xmm3, %xmm3
	movq 1208(%rsp), %r8
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
	je .LBB_396
	movq %rdx, %r8
	orq $1, %r8
	cmpq %rsi, %r8
	je .LBB_929
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq 1208(%rsp), %r8
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
	jne .LBB_342
	jmp .LBB_929
.LBB_345:
	leaq 1(%r10), %rax
	imulq %r10, %rax
	movq 472(%rsp), %rcx
	movq %rcx, %r11
	subq %r10, %r11
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
	jae .LBB_878
	cmpq %r10, %rcx
	movq 576(%rsp), %rax
	jb .LBB_879
	testq %r10, %r10
	je .LBB_351
	shlq $7, %r11
	addq 136(%rsp), %r11
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
.LBB_349:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rcx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r11), %ymm10
	vmovupd 32(%r11), %ymm11
	vmovupd 64(%r11), %ymm12
	vmovupd 96(%r11), %ymm13
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
	subq $-128, %r11
	incq %rcx
	cmpq %rax, %r11
	jne .LBB_349
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	jmp .LBB_352
.LBB_351:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_352:
	cmpq %rdi, %rbx
	je .LBB_1008
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vbroadcastsd .LCPI_5(%rip), %ymm5
	vmulpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r13)
	vmulpd %ymm5, %ymm3, %ymm1
	vmovupd %ymm1, 32(%r13)
	vmulpd %ymm5, %ymm4, %ymm1
	vmovupd %ymm1, 64(%r13)
	vmulpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 96(%r13)
	movb %r9b, 128(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 152(%rsp)
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %r10, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r9, %r9
	leaq 176(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 1296(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 1216(%rsp), %rax
	movq 144(%rsp), %rcx
	addq %rcx, %rax
	movq %rax, 1232(%rsp)
	movq %r15, %rax
	subq %r10, %rax
	movq %rax, 96(%rsp)
	movq %r10, %rax
	shlq $7, %rax
	negq %rax
	movq %rax, 112(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
	movq %r10, 48(%rsp)
.LBB_354:
	cmpq %rbp, %rdi
	jae .LBB_359
	movq %rdi, %rax
	shlq $4, %rax
	addq 88(%rsp), %rax
.LBB_356:
	movq (%rax), %rcx
	cmpq %r9, %rcx
	jae .LBB_360
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rbp
	jne .LBB_356
	movq %rbp, %rdi
	xorl %edx, %edx
	jmp .LBB_361
.LBB_359:
	xorl %edx, %edx
	jmp .LBB_361
.LBB_360:
	movl $1, %edx
.LBB_361:
	cmpq %r9, 152(%rsp)
	setae %al
	andb 128(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_363
	movl $1025, %r8d
	testb %al, %al
	je .LBB_368
.LBB_363:
	movq %r9, %r10
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq 152(%rsp), %r11
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
	je .LBB_367
	je .LBB_367
	shll $4, %edx
	leaq 680(%rsp), %rcx
	subq %rdx, %rcx
.LBB_366:
	movq %r8, %rax
	incq %r9
	movq (%rcx), %r8
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpb $0, -8(%rcx)
	cmoveq %rax, %r8
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_366
.LBB_367:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
	movq %r10, %r9
	movq 48(%rsp), %r10
.LBB_368:
	vmovupd 192(%rsp), %ymm6
	vmovupd 224(%rsp), %ymm5
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm3
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm12
	vmovupd 384(%rsp), %ymm13
	vmovupd 416(%rsp), %ymm14
	cmpq %r8, %r9
	jae .LBB_374
	movq %r9, %rdx
	shlq $7, %rdx
	movq %r9, %rcx
	movq 1232(%rsp), %rax
	leaq (%rax,%rdx), %r9
	addq 528(%rsp), %rdx
	movq 96(%rsp), %rax
	leaq (%rax,%rcx), %r11
	shlq $7, %r11
	movq 592(%rsp), %rbp
	movq 24(%rsp), %rax
.LBB_370:
	leaq (%r15,%rcx), %r12
	cmpq %rax, %r12
	jae .LBB_968
	movq 96(%rsp), %r14
	leaq (%r14,%rcx), %r12
	cmpq %rax, %r12
	jae .LBB_951
	cmpq %rsi, %rcx
	jae .LBB_918
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
	jne .LBB_370
	jmp .LBB_375
.LBB_374:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_375:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r8
	movq 56(%rsp), %rbp
	ja .LBB_396
	leaq (%r8,%r15), %r11
	movq 24(%rsp), %rdx
	cmpq %rdx, %r11
	jae .LBB_961
	movq %r11, %r12
	subq %r10, %r12
	cmpq %rdx, %r12
	jae .LBB_960
	movq %r11, %r9
	shlq $7, %r9
	movq 136(%rsp), %rax
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
	shlq $7, %r12
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r12), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r12), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r12), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r12), %ymm7, %ymm7
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
	ja .LBB_865
	leaq 1(%r8), %rax
	movq %rax, (%rsp)
	movq %rdi, %r12
	shlq $4, %r12
	addq 88(%rsp), %r12
	incq %r11
	movq %r11, %rax
	subq %r10, %rax
	movq %rax, 80(%rsp)
	addq 600(%rsp), %r9
	xorl %ecx, %ecx
	movq 1296(%rsp), %r15
	jmp .LBB_382
.LBB_380:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r12
	ja .LBB_905
.LBB_381:
	vmovsd %xmm4, 192(%rsp,%r12,8)
	vmovsd %xmm3, 320(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r12,8)
	movq %r14, %r15
	movq %rbp, %r12
	movq 24(%rsp), %rdx
	movq 48(%rsp), %r10
.LBB_382:
	testb %cl, %cl
	je .LBB_391
	movq %r12, %rbp
.LBB_384:
	testq %r15, %r15
	je .LBB_394
	cmpq %r8, (%r15)
	jne .LBB_394
	movb $2, %cl
	xorl %r14d, %r14d
	movq %r15, %r12
	cmpq %r10, %r11
	jb .LBB_862
.LBB_387:
	movq 8(%r12), %r12
	testq %r10, %r10
	je .LBB_380
	cmpq $15, %r12
	ja .LBB_884
	leaq (%r9,%r12,8), %r15
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r10d
	movq 112(%rsp), %rax
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_390:
	vcvtsi2sd %r10, %xmm2, %xmm5
	vmovsd (%r15,%rax), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r10
	subq $-128, %rax
	jne .LBB_390
	jmp .LBB_381
.LBB_391:
	movq 480(%rsp), %rax
	movq %rax, %rbp
	cmpq %rax, %r12
	je .LBB_384
	leaq 16(%r12), %rbp
	cmpq %r8, (%r12)
	jne .LBB_384
	xorl %ecx, %ecx
	movq %r15, %r14
	cmpq %r10, %r11
	jae .LBB_387
	jmp .LBB_862
.LBB_394:
	cmpq %rsi, %r8
	jae .LBB_962
	movq %r8, %rax
	shlq $7, %rax
	vbroadcastsd .LCPI_5(%rip), %ymm4
	vmulpd 624(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, (%r13,%rax)
	vmulpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%r13,%rax)
	vmulpd 688(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 64(%r13,%rax)
	vmulpd 720(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 96(%r13,%rax)
	cmpq $1024, %r8
	movq 120(%rsp), %r15
	movq 56(%rsp), %rbp
	movq (%rsp), %r9
	jne .LBB_354
.LBB_396:
	movq 32(%rsp), %rax
	decq %rax
	movq 544(%rsp), %rcx
	cmpq %rcx, 64(%rsp)
	jne .LBB_400
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_405
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_405
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_406
.LBB_400:
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_418
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_418
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_419
.LBB_405:
	xorl %r9d, %r9d
.LBB_406:
	movq %r9, 168(%rsp)
	movq 888(%rsp), %r10
	movq 896(%rsp), %rax
	movq %rax, 96(%rsp)
	movq 32(%rsp), %r8
	cmpq $1, %r8
	movq 40(%rsp), %rcx
	jne .LBB_412
	cmpb $0, 23(%rsp)
	jne .LBB_873
	movq 96(%rsp), %rax
	incq %rax
	movl $120, %ecx
	xorl %edx, %edx
	movq 520(%rsp), %r11
.LBB_409:
	cmpq %rdx, %rsi
	je .LBB_957
	incq %rdx
	cmpq %rdx, %rax
	je .LBB_956
	vxorpd %xmm0, %xmm0, %xmm0
	movq 1200(%rsp), %rdi
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
	vmovsd %xmm15, 544(%rsp)
	vmovsd -120(%r13,%rcx), %xmm15
	vsubsd %xmm2, %xmm15, %xmm15
	vmovsd -112(%r13,%rcx), %xmm2
	vsubsd %xmm11, %xmm2, %xmm11
	vaddsd (%rdi,%rcx), %xmm0, %xmm2
	vsubsd -120(%r10,%rcx), %xmm15, %xmm15
	vmovsd %xmm15, -120(%r13,%rcx)
	vsubsd -112(%r10,%rcx), %xmm11, %xmm11
	vmovsd %xmm11, -112(%r13,%rcx)
	vmovsd -104(%r13,%rcx), %xmm11
	vsubsd %xmm12, %xmm11, %xmm11
	vsubsd -104(%r10,%rcx), %xmm11, %xmm11
	vmovsd %xmm11, -104(%r13,%rcx)
	vmovsd -96(%r13,%rcx), %xmm11
	vsubsd %xmm13, %xmm11, %xmm11
	vsubsd -96(%r10,%rcx), %xmm11, %xmm11
	vmovsd %xmm11, -96(%r13,%rcx)
	vmovsd -88(%r13,%rcx), %xmm11
	vsubsd %xmm14, %xmm11, %xmm11
	vsubsd -88(%r10,%rcx), %xmm11, %xmm11
	vmovsd %xmm11, -88(%r13,%rcx)
	vmovsd -80(%r13,%rcx), %xmm11
	vsubsd %xmm10, %xmm11, %xmm10
	vsubsd -80(%r10,%rcx), %xmm10, %xmm10
	vmovsd %xmm10, -80(%r13,%rcx)
	vmovsd -72(%r13,%rcx), %xmm10
	vsubsd %xmm9, %xmm10, %xmm9
	vsubsd -72(%r10,%rcx), %xmm9, %xmm9
	vmovsd %xmm9, -72(%r13,%rcx)
	vmovsd -64(%r13,%rcx), %xmm9
	vsubsd %xmm8, %xmm9, %xmm8
	vsubsd -64(%r10,%rcx), %xmm8, %xmm8
	vmovsd %xmm8, -64(%r13,%rcx)
	vmovsd -56(%r13,%rcx), %xmm8
	vsubsd %xmm7, %xmm8, %xmm7
	vsubsd -56(%r10,%rcx), %xmm7, %xmm7
	vmovsd %xmm7, -56(%r13,%rcx)
	vmovsd -48(%r13,%rcx), %xmm7
	vsubsd %xmm6, %xmm7, %xmm6
	vsubsd -48(%r10,%rcx), %xmm6, %xmm6
	vmovsd %xmm6, -48(%r13,%rcx)
	vmovsd -40(%r13,%rcx), %xmm6
	vsubsd %xmm5, %xmm6, %xmm5
	vsubsd -40(%r10,%rcx), %xmm5, %xmm5
	vmovsd %xmm5, -40(%r13,%rcx)
	vmovsd -32(%r13,%rcx), %xmm5
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd -32(%r10,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, -32(%r13,%rcx)
	vmovsd -24(%r13,%rcx), %xmm4
	vsubsd %xmm3, %xmm4, %xmm3
	vsubsd -24(%r10,%rcx), %xmm3, %xmm3
	vmovsd %xmm3, -24(%r13,%rcx)
	vmovsd -16(%r13,%rcx), %xmm3
	vsubsd %xmm1, %xmm3, %xmm1
	vsubsd -16(%r10,%rcx), %xmm1, %xmm1
	vmovsd %xmm1, -16(%r13,%rcx)
	vmovsd -8(%r13,%rcx), %xmm1
	vsubsd 544(%rsp), %xmm1, %xmm0
	vsubsd -8(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -8(%r13,%rcx)
	vmovsd (%r13,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vsubsd (%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, (%r13,%rcx)
	addq $128, %rcx
	cmpq $131320, %rcx
	jne .LBB_409
	jmp .LBB_584
.LBB_418:
	xorl %r9d, %r9d
.LBB_419:
	movq %r9, 168(%rsp)
	movq 32(%rsp), %r8
	cmpq $1, %r8
	movq 40(%rsp), %rcx
	jne .LBB_424
	cmpb $0, 23(%rsp)
	jne .LBB_873
	movq 1240(%rsp), %rax
	addq %rbx, %rax
	movl $96, %ecx
.LBB_422:
	decq %rax
	je .LBB_946
	vxorpd %xmm5, %xmm5, %xmm5
	movq 1200(%rsp), %rdx
	vaddpd -96(%rdx,%rcx), %ymm5, %ymm0
	vmovupd -96(%r13,%rcx), %ymm1
	vsubpd %ymm0, %ymm1, %ymm0
	vmovupd -64(%r13,%rcx), %ymm1
	vmovupd -32(%r13,%rcx), %ymm2
	vaddpd -64(%rdx,%rcx), %ymm5, %ymm3
	vaddpd -32(%rdx,%rcx), %ymm5, %ymm4
	vsubpd %ymm3, %ymm1, %ymm1
	vsubpd %ymm4, %ymm2, %ymm2
	vaddpd (%rdx,%rcx), %ymm5, %ymm3
	vmovupd (%r13,%rcx), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	vmovupd %ymm0, -96(%r13,%rcx)
	vmovupd %ymm1, -64(%r13,%rcx)
	vmovupd %ymm2, -32(%r13,%rcx)
	vmovupd %ymm3, (%r13,%rcx)
	addq $128, %rcx
	cmpq $131296, %rcx
	jne .LBB_422
	jmp .LBB_522
.LBB_412:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 472(%rsp), %rdi
	movq %rdi, %r11
	subq %r8, %r11
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
	jae .LBB_878
	cmpq %r8, %rdi
	jb .LBB_898
	vmovsd %xmm0, 152(%rsp)
	testq %r8, %r8
	je .LBB_430
	shlq $7, %r11
	addq 136(%rsp), %r11
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
	movq 576(%rsp), %rdx
.LBB_416:
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %rax, %xmm13, %xmm11
	vbroadcastsd %xmm11, %ymm12
	vmovupd (%r11), %ymm13
	vmovupd 32(%r11), %ymm14
	vmovupd 72(%r11), %ymm15
	vmulpd %ymm12, %ymm13, %ymm0
	vaddpd %ymm0, %ymm7, %ymm7
	vaddpd %ymm8, %ymm13, %ymm8
	vmulpd %ymm12, %ymm14, %ymm0
	vaddpd %ymm0, %ymm5, %ymm5
	vaddpd %ymm10, %ymm14, %ymm10
	vmulsd 64(%r11), %xmm11, %xmm0
	vaddsd %xmm0, %xmm4, %xmm4
	vmulpd %ymm12, %ymm15, %ymm0
	vaddpd %ymm0, %ymm3, %ymm3
	vaddpd 64(%r11), %ymm9, %ymm9
	vmovupd 104(%r11), %xmm0
	vmulpd %xmm0, %xmm12, %xmm12
	vaddpd %xmm2, %xmm12, %xmm2
	vbroadcastsd 120(%r11), %ymm12
	vmulsd %xmm11, %xmm12, %xmm11
	vaddsd %xmm1, %xmm11, %xmm1
	vperm2f128 $33, %ymm0, %ymm15, %ymm11
	vshufpd $13, %ymm0, %ymm11, %ymm0
	vblendpd $8, %ymm12, %ymm0, %ymm0
	vaddpd %ymm6, %ymm0, %ymm6
	subq $-128, %r11
	incq %rax
	cmpq %rdx, %r11
	jne .LBB_416
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
	vmovsd %xmm0, 48(%rsp)
	vshufpd $1, %xmm5, %xmm5, %xmm7
	vextractf128 $1, %ymm5, %xmm11
	vshufpd $1, %xmm11, %xmm11, %xmm13
	vshufpd $1, %xmm3, %xmm3, %xmm12
	vextractf128 $1, %ymm3, %xmm8
	vmovapd %xmm8, 544(%rsp)
	vshufpd $1, %xmm8, %xmm8, %xmm10
	vshufpd $1, %xmm2, %xmm2, %xmm9
	jmp .LBB_431
.LBB_424:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 472(%rsp), %rdi
	movq %rdi, %r11
	subq %r8, %r11
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
	jae .LBB_878
	cmpq %r8, %rdi
	jb .LBB_898
	testq %r8, %r8
	je .LBB_477
	shlq $7, %r11
	addq 136(%rsp), %r11
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
	movq 576(%rsp), %rdx
.LBB_428:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r11), %ymm10
	vmovupd 32(%r11), %ymm11
	vmovupd 64(%r11), %ymm12
	vmovupd 96(%r11), %ymm13
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
	subq $-128, %r11
	incq %rax
	cmpq %rdx, %r11
	jne .LBB_428
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	jmp .LBB_478
.LBB_430:
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
	vmovsd %xmm6, 48(%rsp)
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm15, %xmm15, %xmm15
.LBB_431:
	cmpq %rcx, %rbx
	je .LBB_1010
	cmpq $0, 96(%rsp)
	movq 520(%rsp), %r11
	je .LBB_1011
	vmovapd %xmm7, %xmm8
	vmovsd 152(%rsp), %xmm7
	vdivsd %xmm7, %xmm6, %xmm0
	vmovsd (%r13), %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vdivsd %xmm7, %xmm15, %xmm6
	vmovsd 8(%r13), %xmm15
	vsubsd %xmm6, %xmm15, %xmm6
	vsubsd (%r10), %xmm0, %xmm0
	vmovsd %xmm0, (%r13)
	vsubsd 8(%r10), %xmm6, %xmm0
	vmovsd %xmm0, 8(%r13)
	vdivsd %xmm7, %xmm14, %xmm0
	vmovsd 16(%r13), %xmm6
	vsubsd %xmm0, %xmm6, %xmm0
	vmovsd 48(%rsp), %xmm6
	vdivsd %xmm7, %xmm6, %xmm6
	vsubsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r13)
	vmovsd 24(%r13), %xmm0
	vsubsd %xmm6, %xmm0, %xmm0
	vsubsd 24(%r10), %xmm0, %xmm0
	vdivsd %xmm7, %xmm5, %xmm5
	vmovsd %xmm0, 24(%r13)
	vmovsd 32(%r13), %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vdivsd %xmm7, %xmm8, %xmm5
	vsubsd 32(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r13)
	vmovsd 40(%r13), %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vsubsd 40(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r13)
	vdivsd %xmm7, %xmm11, %xmm0
	vmovsd 48(%r13), %xmm5
	vsubsd %xmm0, %xmm5, %xmm0
	vdivsd %xmm7, %xmm13, %xmm5
	vsubsd 48(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r13)
	vmovsd 56(%r13), %xmm0
	vsubsd %xmm5, %xmm0, %xmm0
	vsubsd 56(%r10), %xmm0, %xmm0
	vdivsd %xmm7, %xmm4, %xmm4
	vmovsd %xmm0, 56(%r13)
	vmovsd 64(%r13), %xmm0
	vsubsd %xmm4, %xmm0, %xmm0
	vdivsd %xmm7, %xmm3, %xmm3
	vsubsd 64(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 64(%r13)
	vmovsd 72(%r13), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd 72(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 72(%r13)
	vdivsd %xmm7, %xmm12, %xmm0
	vmovsd 80(%r13), %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vmovapd 544(%rsp), %xmm3
	vdivsd %xmm7, %xmm3, %xmm3
	vsubsd 80(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 80(%r13)
	vmovsd 88(%r13), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd 88(%r10), %xmm0, %xmm0
	vdivsd %xmm7, %xmm10, %xmm3
	vmovsd %xmm0, 88(%r13)
	vmovsd 96(%r13), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vdivsd %xmm7, %xmm2, %xmm2
	vsubsd 96(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 96(%r13)
	vmovsd 104(%r13), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vdivsd %xmm7, %xmm9, %xmm2
	vdivsd %xmm7, %xmm1, %xmm1
	vsubsd 104(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 104(%r13)
	vmovsd 112(%r13), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vsubsd 112(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 112(%r13)
	vmovsd 120(%r13), %xmm0
	vsubsd %xmm1, %xmm0, %xmm0
	vsubsd 120(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 120(%r13)
	movb %r9b, 128(%rsp)
	movq 32(%rsp), %rcx
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %rcx, %xmm13, %xmm0
	movq 176(%rsp), %rax
	movq %rax, (%rsp)
	testq %r9, %r9
	leaq 176(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 144(%rsp)
	vmovsd .LCPI_4(%rip), %xmm1
	vdivsd %xmm7, %xmm1, %xmm1
	vbroadcastsd %xmm0, %ymm0
	vmovupd %ymm0, 544(%rsp)
	vbroadcastsd %xmm1, %ymm0
	vmovupd %ymm0, 1296(%rsp)
	movq %r15, %rax
	subq %rcx, %rax
	movq %rax, 48(%rsp)
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 112(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
.LBB_434:
	cmpq %rbp, %rdi
	jae .LBB_439
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 88(%rsp), %rcx
.LBB_436:
	movq (%rcx), %rax
	cmpq %r9, %rax
	jae .LBB_440
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rbp
	jne .LBB_436
	movq %rbp, %rdi
	xorl %ecx, %ecx
	jmp .LBB_441
.LBB_439:
	xorl %ecx, %ecx
	jmp .LBB_441
.LBB_440:
	movl $1, %ecx
.LBB_441:
	cmpq %r9, (%rsp)
	setae %r8b
	andb 128(%rsp), %r8b
	testq %rcx, %rcx
	jne .LBB_443
	movl $1025, %r14d
	testb %r8b, %r8b
	je .LBB_448
.LBB_443:
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq (%rsp), %rbx
	movq %rbx, %r14
	cmovneq %rax, %r14
	movzbl %r8b, %r8d
	movq %rdx, 624(%rsp)
	movq $2, 632(%rsp)
	movq %rcx, 640(%rsp)
	movq %rax, 648(%rsp)
	movq %r8, 656(%rsp)
	movq %rbx, 664(%rsp)
	testq %rcx, %rcx
	je .LBB_447
	je .LBB_447
	shll $4, %ecx
	leaq 680(%rsp), %rax
	subq %rcx, %rax
.LBB_446:
	movq %r14, %rcx
	incq %rdx
	movq (%rax), %r14
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r14
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_446
.LBB_447:
	cmpq $1025, %r14
	movl $1025, %eax
	cmovaeq %rax, %r14
.LBB_448:
	vmovupd 192(%rsp), %ymm8
	vmovupd 224(%rsp), %ymm7
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm4
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm10
	vmovupd 384(%rsp), %ymm9
	vmovupd 416(%rsp), %ymm6
	cmpq %r14, %r9
	jae .LBB_455
	movq %r9, %rcx
	shlq $7, %rcx
	movq 528(%rsp), %rax
	leaq (%rax,%rcx), %rdx
	orq $120, %rcx
	movq 48(%rsp), %rax
	leaq (%rax,%r9), %r8
	shlq $7, %r8
	movq 592(%rsp), %rax
.LBB_450:
	leaq (%r15,%r9), %r12
	movq %r9, %rbx
	movq 24(%rsp), %r9
	cmpq %r9, %r12
	jae .LBB_924
	movq 48(%rsp), %r12
	addq %rbx, %r12
	cmpq %r9, %r12
	jae .LBB_906
	cmpq %rsi, %rbx
	movq %rbx, %r9
	jae .LBB_927
	cmpq 96(%rsp), %r9
	jae .LBB_925
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
	vmovsd -120(%r13,%rcx), %xmm0
	vsubsd %xmm10, %xmm0, %xmm0
	vmovsd -112(%r13,%rcx), %xmm6
	vsubsd %xmm9, %xmm6, %xmm3
	vextractf128 $1, %ymm8, %xmm2
	vsubpd -96(%rax,%r8), %ymm12, %ymm11
	vsubpd -64(%rax,%r8), %ymm13, %ymm10
	vsubpd -32(%rax,%r8), %ymm14, %ymm9
	vsubpd (%rax,%r8), %ymm15, %ymm6
	vsubsd -120(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -120(%r13,%rcx)
	vmulsd %xmm2, %xmm1, %xmm0
	vshufpd $1, %xmm2, %xmm2, %xmm2
	vsubsd -112(%r10,%rcx), %xmm3, %xmm3
	vmulsd %xmm2, %xmm1, %xmm2
	vmovsd %xmm3, -112(%r13,%rcx)
	vmovsd -104(%r13,%rcx), %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vmulsd %xmm7, %xmm1, %xmm3
	vsubsd -104(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -104(%r13,%rcx)
	vmovsd -96(%r13,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vshufpd $1, %xmm7, %xmm7, %xmm2
	vmulsd %xmm2, %xmm1, %xmm2
	vsubsd -96(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -96(%r13,%rcx)
	vmovsd -88(%r13,%rcx), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd -88(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -88(%r13,%rcx)
	vextractf128 $1, %ymm7, %xmm0
	vmovsd -80(%r13,%rcx), %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmulsd %xmm0, %xmm1, %xmm3
	vshufpd $1, %xmm0, %xmm0, %xmm0
	vmulsd %xmm0, %xmm1, %xmm0
	vsubsd -80(%r10,%rcx), %xmm2, %xmm2
	vmovsd %xmm2, -80(%r13,%rcx)
	vmovsd -72(%r13,%rcx), %xmm2
	vsubsd %xmm3, %xmm2, %xmm2
	vsubsd -72(%r10,%rcx), %xmm2, %xmm2
	vmovsd %xmm2, -72(%r13,%rcx)
	vmulsd %xmm5, %xmm1, %xmm2
	vmovsd -64(%r13,%rcx), %xmm3
	vsubsd %xmm0, %xmm3, %xmm0
	vshufpd $1, %xmm5, %xmm5, %xmm3
	vsubsd -64(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -64(%r13,%rcx)
	vmulsd %xmm3, %xmm1, %xmm0
	vmovsd -56(%r13,%rcx), %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vextractf128 $1, %ymm5, %xmm3
	vsubsd -56(%r10,%rcx), %xmm2, %xmm2
	vmovsd %xmm2, -56(%r13,%rcx)
	vmovsd -48(%r13,%rcx), %xmm2
	vsubsd %xmm0, %xmm2, %xmm0
	vmulsd %xmm3, %xmm1, %xmm2
	vshufpd $1, %xmm3, %xmm3, %xmm3
	vsubsd -48(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -48(%r13,%rcx)
	vmulsd %xmm3, %xmm1, %xmm0
	vmovsd -40(%r13,%rcx), %xmm3
	vsubsd %xmm2, %xmm3, %xmm2
	vmulsd %xmm4, %xmm1, %xmm3
	vsubsd -40(%r10,%rcx), %xmm2, %xmm2
	vmovsd %xmm2, -40(%r13,%rcx)
	vmovsd -32(%r13,%rcx), %xmm2
	vsubsd %xmm0, %xmm2, %xmm0
	vshufpd $1, %xmm4, %xmm4, %xmm2
	vmulsd %xmm2, %xmm1, %xmm2
	vsubsd -32(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -32(%r13,%rcx)
	vmovsd -24(%r13,%rcx), %xmm0
	vsubsd %xmm3, %xmm0, %xmm0
	vsubsd -24(%r10,%rcx), %xmm0, %xmm0
	vextractf128 $1, %ymm4, %xmm3
	vmovsd %xmm0, -24(%r13,%rcx)
	vmovsd -16(%r13,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm3, %xmm1, %xmm2
	vsubsd -16(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -16(%r13,%rcx)
	vmovsd -8(%r13,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vshufpd $1, %xmm3, %xmm3, %xmm2
	vmulsd %xmm2, %xmm1, %xmm2
	vsubsd -8(%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, -8(%r13,%rcx)
	vmovsd (%r13,%rcx), %xmm0
	vsubsd %xmm2, %xmm0, %xmm0
	vsubsd (%r10,%rcx), %xmm0, %xmm0
	vmovsd %xmm0, (%r13,%rcx)
	incq %r9
	subq $-128, %rcx
	subq $-128, %rax
	cmpq %r9, %r14
	jne .LBB_450
.LBB_455:
	vmovupd %ymm8, 192(%rsp)
	vmovupd %ymm7, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm4, 288(%rsp)
	vmovapd %xmm11, 320(%rsp)
	cmpq $1024, %r14
	ja .LBB_584
	leaq (%r14,%r15), %rbx
	movq 24(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_932
	movq %rbx, %r12
	subq 32(%rsp), %r12
	cmpq %rax, %r12
	jae .LBB_906
	movq %rbx, %rax
	shlq $7, %rax
	movq 136(%rsp), %rcx
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
	shlq $7, %r12
	vaddpd %ymm0, %ymm11, %ymm0
	vsubpd (%rcx,%r12), %ymm0, %ymm0
	vmovupd %ymm0, 320(%rsp)
	vaddpd %ymm3, %ymm10, %ymm0
	vsubpd 32(%rcx,%r12), %ymm0, %ymm0
	vmovupd %ymm0, 352(%rsp)
	vaddpd %ymm9, %ymm8, %ymm0
	vsubpd 64(%rcx,%r12), %ymm0, %ymm0
	vmovupd %ymm0, 384(%rsp)
	vaddpd %ymm6, %ymm12, %ymm0
	vsubpd 96(%rcx,%r12), %ymm0, %ymm0
	vmovupd %ymm0, 416(%rsp)
	vmovupd 1296(%rsp), %ymm3
	vmulpd %ymm2, %ymm3, %ymm0
	vmovupd %ymm0, 624(%rsp)
	vmulpd %ymm7, %ymm3, %ymm0
	vmovupd %ymm0, 656(%rsp)
	vmulpd %ymm5, %ymm3, %ymm0
	vmovupd %ymm0, 688(%rsp)
	vmulpd %ymm4, %ymm3, %ymm0
	vmovupd %ymm0, 720(%rsp)
	cmpq %rbp, %rdi
	ja .LBB_865
	leaq 1(%r14), %r9
	movq %rdi, %r12
	shlq $4, %r12
	addq 88(%rsp), %r12
	incq %rbx
	movq %rbx, %rcx
	subq 32(%rsp), %rcx
	movq %rcx, 80(%rsp)
	addq 600(%rsp), %rax
	xorl %edx, %edx
	movq 144(%rsp), %rbp
	vmovsd 152(%rsp), %xmm3
	jmp .LBB_462
.LBB_460:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $15, %r12
	ja .LBB_905
.LBB_461:
	vmovsd %xmm5, 192(%rsp,%r12,8)
	vmovsd %xmm4, 320(%rsp,%r12,8)
	vdivsd %xmm3, %xmm5, %xmm0
	vmovsd %xmm0, 624(%rsp,%r12,8)
	movq %r8, %rbp
	movq %rcx, %r12
	movq 120(%rsp), %r15
	movq %r11, %r9
.LBB_462:
	testb %dl, %dl
	je .LBB_471
	movq %r12, %rcx
.LBB_464:
	testq %rbp, %rbp
	je .LBB_474
	cmpq %r14, (%rbp)
	jne .LBB_474
	movb $2, %dl
	xorl %r8d, %r8d
	movq %rbp, %r12
	movq 32(%rsp), %r15
	cmpq %r15, %rbx
	jb .LBB_859
.LBB_467:
	movq %r9, %r11
	movq 8(%r12), %r12
	testq %r15, %r15
	je .LBB_460
	cmpq $15, %r12
	ja .LBB_884
	leaq (%rax,%r12,8), %rbp
	vxorpd %xmm4, %xmm4, %xmm4
	movl $1, %r9d
	movq 112(%rsp), %r15
	vxorpd %xmm5, %xmm5, %xmm5
.LBB_470:
	vcvtsi2sd %r9, %xmm15, %xmm0
	vmovsd (%rbp,%r15), %xmm2
	vmulsd %xmm0, %xmm2, %xmm0
	vaddsd %xmm0, %xmm5, %xmm5
	vaddsd %xmm2, %xmm4, %xmm4
	incq %r9
	subq $-128, %r15
	jne .LBB_470
	jmp .LBB_461
.LBB_471:
	movq 480(%rsp), %rdx
	movq %rdx, %rcx
	cmpq %rdx, %r12
	je .LBB_464
	leaq 16(%r12), %rcx
	cmpq %r14, (%r12)
	jne .LBB_464
	xorl %edx, %edx
	movq %rbp, %r8
	movq 32(%rsp), %r15
	cmpq %r15, %rbx
	jae .LBB_467
	jmp .LBB_859
.LBB_474:
	cmpq %rsi, %r14
	jae .LBB_972
	cmpq 96(%rsp), %r14
	movq 520(%rsp), %r11
	movq 56(%rsp), %rbp
	jae .LBB_971
	movq %r14, %rax
	shlq $7, %rax
	vmovsd (%r13,%rax), %xmm0
	vmovsd 8(%r13,%rax), %xmm2
	vsubsd 624(%rsp), %xmm0, %xmm0
	vsubsd (%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, (%r13,%rax)
	vsubsd 632(%rsp), %xmm2, %xmm0
	vsubsd 8(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r13,%rax)
	vmovsd 16(%r13,%rax), %xmm0
	vsubsd 640(%rsp), %xmm0, %xmm0
	vsubsd 16(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r13,%rax)
	vmovsd 24(%r13,%rax), %xmm0
	vsubsd 648(%rsp), %xmm0, %xmm0
	vsubsd 24(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r13,%rax)
	vmovsd 32(%r13,%rax), %xmm0
	vsubsd 656(%rsp), %xmm0, %xmm0
	vsubsd 32(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r13,%rax)
	vmovsd 40(%r13,%rax), %xmm0
	vsubsd 664(%rsp), %xmm0, %xmm0
	vsubsd 40(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r13,%rax)
	vmovsd 48(%r13,%rax), %xmm0
	vsubsd 672(%rsp), %xmm0, %xmm0
	vsubsd 48(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r13,%rax)
	vmovsd 56(%r13,%rax), %xmm0
	vsubsd 680(%rsp), %xmm0, %xmm0
	vsubsd 56(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r13,%rax)
	vmovsd 64(%r13,%rax), %xmm0
	vsubsd 688(%rsp), %xmm0, %xmm0
	vsubsd 64(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 64(%r13,%rax)
	vmovsd 72(%r13,%rax), %xmm0
	vsubsd 696(%rsp), %xmm0, %xmm0
	vsubsd 72(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 72(%r13,%rax)
	vmovsd 80(%r13,%rax), %xmm0
	vsubsd 704(%rsp), %xmm0, %xmm0
	vsubsd 80(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 80(%r13,%rax)
	vmovsd 88(%r13,%rax), %xmm0
	vsubsd 712(%rsp), %xmm0, %xmm0
	vsubsd 88(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 88(%r13,%rax)
	vmovsd 96(%r13,%rax), %xmm0
	vsubsd 720(%rsp), %xmm0, %xmm0
	vsubsd 96(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 96(%r13,%rax)
	vmovsd 104(%r13,%rax), %xmm0
	vsubsd 728(%rsp), %xmm0, %xmm0
	vsubsd 104(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 104(%r13,%rax)
	vmovsd 112(%r13,%rax), %xmm0
	vsubsd 736(%rsp), %xmm0, %xmm0
	vsubsd 112(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 112(%r13,%rax)
	vmovsd 120(%r13,%rax), %xmm0
	vsubsd 744(%rsp), %xmm0, %xmm0
	vsubsd 120(%r10,%rax), %xmm0, %xmm0
	vmovsd %xmm0, 120(%r13,%rax)
	cmpq $1024, %r14
	jne .LBB_434
	jmp .LBB_584
.LBB_477:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_478:
	cmpq %rcx, %rbx
	je .LBB_1009
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd (%r13), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%r13), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 64(%r13), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 96(%r13), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%r13)
	vmovupd %ymm3, 32(%r13)
	vmovupd %ymm4, 64(%r13)
	vmovupd %ymm2, 96(%r13)
	movb %r9b, 112(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 32(%rsp), %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r9, %r9
	leaq 176(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 152(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 1216(%rsp), %rax
	movq 144(%rsp), %rdx
	addq %rdx, %rax
	movq %rax, 128(%rsp)
	movq %r15, %rax
	subq %rcx, %rax
	movq %rax, 96(%rsp)
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 544(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
.LBB_480:
	cmpq %rbp, %rdi
	jae .LBB_485
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 88(%rsp), %rcx
.LBB_482:
	movq (%rcx), %rax
	cmpq %r9, %rax
	jae .LBB_486
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rbp
	jne .LBB_482
	movq %rbp, %rdi
	xorl %edx, %edx
	jmp .LBB_487
.LBB_485:
	xorl %edx, %edx
	jmp .LBB_487
.LBB_486:
	movl $1, %edx
.LBB_487:
	cmpq %r9, 48(%rsp)
	setae %cl
	andb 112(%rsp), %cl
	testq %rdx, %rdx
	jne .LBB_489
	movl $1025, %r8d
	testb %cl, %cl
	je .LBB_494
.LBB_489:
	movq %r9, %r10
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq 48(%rsp), %r11
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
	je .LBB_493
	je .LBB_493
	shll $4, %edx
	leaq 680(%rsp), %rax
	subq %rdx, %rax
.LBB_492:
	movq %r8, %rcx
	incq %r9
	movq (%rax), %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r8
	addq $16, %rax
	cmpq $2, %r9
	jne .LBB_492
.LBB_493:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
	movq %r10, %r9
.LBB_494:
	vmovupd 192(%rsp), %ymm6
	vmovupd 224(%rsp), %ymm5
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm3
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm12
	vmovupd 384(%rsp), %ymm13
	vmovupd 416(%rsp), %ymm14
	cmpq %r8, %r9
	jae .LBB_500
	movq %r9, %rdx
	shlq $7, %rdx
	movq 128(%rsp), %rax
	leaq (%rax,%rdx), %r10
	addq 528(%rsp), %rdx
	movq 96(%rsp), %rax
	leaq (%rax,%r9), %r11
	shlq $7, %r11
	movq 592(%rsp), %rbp
	movq 24(%rsp), %rax
.LBB_496:
	leaq (%r15,%r9), %r12
	cmpq %rax, %r12
	jae .LBB_968
	movq 96(%rsp), %rcx
	leaq (%rcx,%r9), %r12
	cmpq %rax, %r12
	jae .LBB_951
	cmpq %rsi, %r9
	jae .LBB_923
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
	jne .LBB_496
	jmp .LBB_501
.LBB_500:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
.LBB_501:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r8
	movq 56(%rsp), %rbp
	ja .LBB_522
	leaq (%r8,%r15), %r10
	movq 24(%rsp), %rax
	cmpq %rax, %r10
	jae .LBB_967
	movq %r10, %r12
	subq 32(%rsp), %r12
	cmpq %rax, %r12
	jae .LBB_951
	movq %r10, %r11
	shlq $7, %r11
	movq 136(%rsp), %rax
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
	shlq $7, %r12
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r12), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r12), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r12), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r12), %ymm7, %ymm7
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
	ja .LBB_865
	leaq 1(%r8), %rax
	movq %rax, (%rsp)
	movq %rdi, %r12
	shlq $4, %r12
	addq 88(%rsp), %r12
	incq %r10
	movq %r10, %rax
	subq 32(%rsp), %rax
	movq %rax, 80(%rsp)
	addq 600(%rsp), %r11
	xorl %r9d, %r9d
	movq 152(%rsp), %rax
	jmp .LBB_508
.LBB_506:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r12
	ja .LBB_905
.LBB_507:
	vmovsd %xmm4, 192(%rsp,%r12,8)
	vmovsd %xmm3, 320(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r12,8)
	movq %rcx, %rax
	movq %rbp, %r12
	movq 120(%rsp), %r15
.LBB_508:
	testb %r9b, %r9b
	je .LBB_517
	movq %r12, %rbp
.LBB_510:
	testq %rax, %rax
	je .LBB_520
	cmpq %r8, (%rax)
	jne .LBB_520
	movb $2, %r9b
	xorl %ecx, %ecx
	movq %rax, %r12
	movq 32(%rsp), %rax
	cmpq %rax, %r10
	movq 24(%rsp), %rdx
	jb .LBB_867
.LBB_513:
	movq 8(%r12), %r12
	testq %rax, %rax
	je .LBB_506
	cmpq $15, %r12
	ja .LBB_884
	leaq (%r11,%r12,8), %rax
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r14d
	movq 544(%rsp), %r15
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_516:
	vcvtsi2sd %r14, %xmm2, %xmm5
	vmovsd (%rax,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r14
	subq $-128, %r15
	jne .LBB_516
	jmp .LBB_507
.LBB_517:
	movq 480(%rsp), %rcx
	movq %rcx, %rbp
	cmpq %rcx, %r12
	je .LBB_510
	leaq 16(%r12), %rbp
	cmpq %r8, (%r12)
	jne .LBB_510
	xorl %r9d, %r9d
	movq %rax, %rcx
	movq 32(%rsp), %rax
	cmpq %rax, %r10
	movq 24(%rsp), %rdx
	jae .LBB_513
	jmp .LBB_867
.LBB_520:
	cmpq %rsi, %r8
	jae .LBB_963
	movq %r8, %rax
	shlq $7, %rax
	vmovupd (%r13,%rax), %ymm3
	vmovupd 32(%r13,%rax), %ymm4
	vmovupd 64(%r13,%rax), %ymm5
	vmovupd 96(%r13,%rax), %ymm6
	vsubpd 624(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%r13,%rax)
	vsubpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%r13,%rax)
	vsubpd 688(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%r13,%rax)
	vsubpd 720(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%r13,%rax)
	cmpq $1024, %r8
	movq 56(%rsp), %rbp
	movq (%rsp), %r9
	jne .LBB_480
.LBB_522:
	movq 64(%rsp), %r8
	leaq -1(%r8), %rax
	movq 160(%rsp), %rcx
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_526
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_526
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movl $1, %r9d
	jmp .LBB_527
.LBB_526:
	xorl %r9d, %r9d
.LBB_527:
	movq %r9, 168(%rsp)
	cmpq $1, %r8
	movq 40(%rsp), %rdi
	jne .LBB_532
	cmpb $0, 23(%rsp)
	jne .LBB_873
	addq 1240(%rsp), %rbx
	movl $96, %eax
.LBB_530:
	decq %rbx
	je .LBB_946
	vxorpd %xmm5, %xmm5, %xmm5
	movq 1200(%rsp), %rcx
	vaddpd -96(%rcx,%rax), %ymm5, %ymm0
	vmovupd -96(%r13,%rax), %ymm1
	vsubpd %ymm0, %ymm1, %ymm0
	vmovupd -64(%r13,%rax), %ymm1
	vmovupd -32(%r13,%rax), %ymm2
	vaddpd -64(%rcx,%rax), %ymm5, %ymm3
	vaddpd -32(%rcx,%rax), %ymm5, %ymm4
	vsubpd %ymm3, %ymm1, %ymm1
	vsubpd %ymm4, %ymm2, %ymm2
	vaddpd (%rcx,%rax), %ymm5, %ymm3
	vmovupd (%r13,%rax), %ymm4
	vsubpd %ymm3, %ymm4, %ymm3
	vmovupd %ymm0, -96(%r13,%rax)
	vmovupd %ymm1, -64(%r13,%rax)
	vmovupd %ymm2, -32(%r13,%rax)
	vmovupd %ymm3, (%r13,%rax)
	addq $128, %rax
	cmpq $131296, %rax
	jne .LBB_530
	jmp .LBB_583
.LBB_532:
	leaq 1(%r8), %rax
	imulq %r8, %rax
	movq 472(%rsp), %rcx
	movq %rcx, %r11
	subq %r8, %r11
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
	jae .LBB_878
	cmpq %r8, %rcx
	movq 576(%rsp), %rax
	jb .LBB_879
	testq %r8, %r8
	je .LBB_538
	shlq $7, %r11
	addq 136(%rsp), %r11
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
.LBB_536:
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %rcx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r11), %ymm10
	vmovupd 32(%r11), %ymm11
	vmovupd 64(%r11), %ymm12
	vmovupd 96(%r11), %ymm13
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
	subq $-128, %r11
	incq %rcx
	cmpq %rax, %r11
	jne .LBB_536
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	jmp .LBB_539
.LBB_538:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_539:
	cmpq %rdi, %rbx
	je .LBB_1009
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd (%r13), %ymm5
	vsubpd %ymm1, %ymm5, %ymm1
	vmovupd 32(%r13), %ymm5
	vsubpd %ymm3, %ymm5, %ymm3
	vmovupd 64(%r13), %ymm5
	vsubpd %ymm4, %ymm5, %ymm4
	vmovupd 96(%r13), %ymm5
	vsubpd %ymm2, %ymm5, %ymm2
	vmovupd %ymm1, (%r13)
	vmovupd %ymm3, 32(%r13)
	vmovupd %ymm4, 64(%r13)
	vmovupd %ymm2, 96(%r13)
	movb %r9b, 32(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 544(%rsp)
	vxorps %xmm15, %xmm15, %xmm15
	vcvtsi2sd %r8, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %r9, %r9
	leaq 176(%rsp), %rax
	cmovneq %rax, %r9
	movq %r9, 48(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movq 144(%rsp), %rax
	addq 1216(%rsp), %rax
	movq %rax, 144(%rsp)
	movq %r15, %rdx
	subq %r8, %rdx
	shlq $7, %r8
	negq %r8
	movq %r8, 96(%rsp)
	movl $1, %r11d
	xorl %edi, %edi
.LBB_541:
	movq %r11, %rbx
	cmpq %rbp, %rdi
	jae .LBB_546
	movq %rdi, %rax
	shlq $4, %rax
	addq 88(%rsp), %rax
.LBB_543:
	movq (%rax), %r9
	cmpq %rbx, %r9
	jae .LBB_547
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rbp
	jne .LBB_543
	movq %rbp, %rdi
	xorl %r10d, %r10d
	jmp .LBB_548
.LBB_546:
	xorl %r10d, %r10d
	jmp .LBB_548
.LBB_547:
	movl $1, %r10d
.LBB_548:
	cmpq %rbx, 544(%rsp)
	setae %al
	andb 32(%rsp), %al
	testq %r10, %r10
	jne .LBB_550
	movl $1025, %r8d
	testb %al, %al
	je .LBB_555
.LBB_550:
	movl $2, %r11d
	subq %r10, %r11
	testb %r10b, %r10b
	movq 544(%rsp), %rcx
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
	je .LBB_554
	je .LBB_554
	shll $4, %r10d
	leaq 680(%rsp), %rax
	subq %r10, %rax
.LBB_553:
	movq %r8, %rcx
	incq %r11
	movq (%rax), %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r8
	addq $16, %rax
	cmpq $2, %r11
	jne .LBB_553
.LBB_554:
	cmpq $1025, %r8
	movl $1025, %eax
	cmovaeq %rax, %r8
.LBB_555:
	vmovupd 192(%rsp), %ymm6
	vmovupd 224(%rsp), %ymm5
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm3
	vmovupd 320(%rsp), %ymm11
	vmovupd 352(%rsp), %ymm12
	vmovupd 384(%rsp), %ymm13
	vmovupd 416(%rsp), %ymm14
	cmpq %r8, %rbx
	jae .LBB_561
	movq %rbx, %rcx
	movq %rbx, %r10
	shlq $7, %r10
	movq 144(%rsp), %rax
	leaq (%rax,%r10), %r11
	addq 528(%rsp), %r10
	addq %rdx, %rbx
	shlq $7, %rbx
	movq 592(%rsp), %r15
	movq 64(%rsp), %r9
.LBB_557:
	movq 120(%rsp), %rax
	leaq (%rax,%rcx), %r12
	movq 24(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_968
	leaq (%rdx,%rcx), %r12
	cmpq %rax, %r12
	jae .LBB_951
	cmpq %rsi, %rcx
	jae .LBB_928
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
	jne .LBB_557
	jmp .LBB_562
.LBB_561:
	vmovapd %ymm11, %ymm10
	vmovapd %ymm12, %ymm9
	vmovapd %ymm13, %ymm8
	vmovapd %ymm14, %ymm7
	movq 64(%rsp), %r9
.LBB_562:
	vmovupd %ymm6, 192(%rsp)
	vmovupd %ymm5, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm3, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r8
	movq 120(%rsp), %rax
	ja .LBB_583
	leaq (%r8,%rax), %rbx
	movq 24(%rsp), %rax
	cmpq %rax, %rbx
	jae .LBB_932
	movq %rbx, %r12
	subq %r9, %r12
	cmpq %rax, %r12
	jae .LBB_951
	movq %rbx, %r10
	shlq $7, %r10
	movq 136(%rsp), %rax
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
	shlq $7, %r12
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r12), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r12), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r12), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r12), %ymm7, %ymm7
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
	ja .LBB_865
	leaq 1(%r8), %r11
	movq %rdi, %r12
	shlq $4, %r12
	addq 88(%rsp), %r12
	incq %rbx
	movq %rbx, %rax
	subq %r9, %rax
	movq %rax, 80(%rsp)
	addq 600(%rsp), %r10
	xorl %ebp, %ebp
	movq 48(%rsp), %r9
	jmp .LBB_569
.LBB_567:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r12
	ja .LBB_905
.LBB_568:
	vmovsd %xmm4, 192(%rsp,%r12,8)
	vmovsd %xmm3, 320(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r12,8)
	movq %rax, %r9
	movq %r15, %r12
.LBB_569:
	testb %bpl, %bpl
	je .LBB_578
	movq %r12, %r15
.LBB_571:
	testq %r9, %r9
	je .LBB_581
	cmpq %r8, (%r9)
	jne .LBB_581
	movb $2, %bpl
	xorl %eax, %eax
	movq %r9, %r12
	movq 64(%rsp), %rcx
	cmpq %rcx, %rbx
	jb .LBB_859
.LBB_574:
	movq 8(%r12), %r12
	testq %rcx, %rcx
	je .LBB_567
	cmpq $15, %r12
	ja .LBB_884
	leaq (%r10,%r12,8), %r9
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %ecx
	movq 96(%rsp), %r14
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_577:
	vcvtsi2sd %rcx, %xmm2, %xmm5
	vmovsd (%r9,%r14), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rcx
	subq $-128, %r14
	jne .LBB_577
	jmp .LBB_568
.LBB_578:
	movq 480(%rsp), %rax
	movq %rax, %r15
	cmpq %rax, %r12
	je .LBB_571
	leaq 16(%r12), %r15
	cmpq %r8, (%r12)
	jne .LBB_571
	xorl %ebp, %ebp
	movq %r9, %rax
	movq 64(%rsp), %rcx
	cmpq %rcx, %rbx
	jae .LBB_574
	jmp .LBB_859
.LBB_581:
	cmpq %rsi, %r8
	jae .LBB_963
	movq %r8, %rax
	shlq $7, %rax
	vmovupd (%r13,%rax), %ymm3
	vmovupd 32(%r13,%rax), %ymm4
	vmovupd 64(%r13,%rax), %ymm5
	vmovupd 96(%r13,%rax), %ymm6
	vsubpd 624(%rsp), %ymm3, %ymm3
	vmovupd %ymm3, (%r13,%rax)
	vsubpd 656(%rsp), %ymm4, %ymm3
	vmovupd %ymm3, 32(%r13,%rax)
	vsubpd 688(%rsp), %ymm5, %ymm3
	vmovupd %ymm3, 64(%r13,%rax)
	vsubpd 720(%rsp), %ymm6, %ymm3
	vmovupd %ymm3, 96(%r13,%rax)
	cmpq $1024, %r8
	movq 56(%rsp), %rbp
	jne .LBB_541
.LBB_583:
	movq 520(%rsp), %r11
.LBB_584:
	movq 920(%rsp), %rsi
	movq 40(%rsp), %rcx
	subq %rcx, %rsi
	jb .LBB_876
	movq 912(%rsp), %rax
	movq %rcx, %rdi
	movq 1264(%rsp), %rcx
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	testq %rdi, %rdi
	movq 1256(%rsp), %r10
	movq 512(%rsp), %r15
	je .LBB_590
	xorl %edi, %edi
	xorl %r8d, %r8d
.LBB_587:
	leaq (%r11,%r8), %r9
	cmpq %rsi, %r9
	jae .LBB_941
	vmovupd 131200(%rax,%rdi), %ymm0
	vmovupd 131232(%rax,%rdi), %ymm1
	vmovupd 131264(%rax,%rdi), %ymm2
	vmovupd 131296(%rax,%rdi), %ymm3
	vmovupd %ymm3, 720(%rsp)
	vmovupd %ymm2, 688(%rsp)
	vmovupd %ymm1, 656(%rsp)
	vmovupd %ymm0, 624(%rsp)
	cmpq %r8, %rcx
	je .LBB_940
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
	cmpq %rdi, 608(%rsp)
	jne .LBB_587
.LBB_590:
	testq %rcx, %rcx
	movq 64(%rsp), %r9
	je .LBB_602
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
	jae .LBB_593
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_599
.LBB_593:
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
	jae .LBB_596
	leaq (%rdx,%r9,8), %r8
	addq $8, %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_596
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_598
.LBB_596:
	incq %rdi
	movl %edi, %r8d
	andl $15, %r8d
	movl $16, %r9d
	cmoveq %r9, %r8
	subq %r8, %rdi
	leaq (%rdx,%rdi,8), %r8
	leaq 133240(%rax), %r9
	xorl %r10d, %r10d
.LBB_597:
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
	jne .LBB_597
.LBB_598:
	movq 64(%rsp), %r9
.LBB_599:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%r11,%rdi), %rdx
	shlq $7, %rdi
	addq %rdi, %rax
	addq $131320, %rax
.LBB_600:
	cmpq %rsi, %rdx
	jae .LBB_938
	vmovsd (%rax), %xmm0
	vmovsd %xmm0, (%r8)
	addq $8, %r8
	incq %rdx
	subq $-128, %rax
	cmpq %rcx, %r8
	jne .LBB_600
.LBB_602:
	movq 912(%rsp), %rax
	movq 920(%rsp), %rdx
	movq 464(%rsp), %rcx
	movq %rcx, 168(%rsp)
	movq 1288(%rsp), %rcx
	movq %rcx, 176(%rsp)
	movq 1464(%rsp), %rcx
	movq %rcx, 184(%rsp)
	movq 960(%rsp), %r12
	movq 968(%rsp), %rsi
	cmpq $1, %r9
	jne .LBB_608
	cmpq %rdx, 1192(%rsp)
	ja .LBB_877
	addq 1224(%rsp), %rax
	movq %rsi, %rcx
	xorl %edx, %edx
	xorl %edi, %edi
	testq %rcx, %rcx
	je .LBB_936
.LBB_605:
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -224(%rax,%rdi), %ymm3, %ymm0
	vaddpd -192(%rax,%rdi), %ymm3, %ymm1
	vaddpd -160(%rax,%rdi), %ymm3, %ymm2
	vaddpd -128(%rax,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%r12,%rdi)
	vmovupd %ymm1, 32(%r12,%rdi)
	vmovupd %ymm2, 64(%r12,%rdi)
	vmovupd %ymm3, 96(%r12,%rdi)
	cmpq $131072, %rdi
	je .LBB_659
	movq %rdx, %r8
	orq $1, %r8
	cmpq %rsi, %r8
	je .LBB_936
	addq $2, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	vaddpd -96(%rax,%rdi), %ymm3, %ymm0
	vaddpd -64(%rax,%rdi), %ymm3, %ymm1
	vaddpd -32(%rax,%rdi), %ymm3, %ymm2
	vaddpd (%rax,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, 128(%r12,%rdi)
	vmovupd %ymm1, 160(%r12,%rdi)
	vmovupd %ymm2, 192(%r12,%rdi)
	vmovupd %ymm3, 224(%r12,%rdi)
	addq $256, %rdi
	addq $-2, %rcx
	testq %rcx, %rcx
	jne .LBB_605
	jmp .LBB_936
.LBB_608:
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
	movq 1248(%rsp), %rcx
	movq %rcx, %r11
	vmovupd %ymm1, 320(%rsp)
	vmovupd %ymm1, 352(%rsp)
	vmovupd %ymm1, 384(%rsp)
	subq %r9, %r11
	vmovupd %ymm1, 416(%rsp)
	movq 40(%rsp), %r14
	movq %rdx, 32(%rsp)
	cmpq %rdx, %r14
	jae .LBB_900
	cmpq %r9, %rcx
	jb .LBB_901
	testq %r9, %r9
	je .LBB_614
	shlq $7, %rcx
	addq %rax, %rcx
	shlq $7, %r11
	addq %rax, %r11
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
.LBB_612:
	vcvtsi2sd %rdx, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%r11), %ymm10
	vmovupd 32(%r11), %ymm11
	vmovupd 64(%r11), %ymm12
	vmovupd 96(%r11), %ymm13
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
	subq $-128, %r11
	incq %rdx
	cmpq %rcx, %r11
	jne .LBB_612
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm6, 320(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm8, 352(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm7, 384(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 416(%rsp)
	movq 40(%rsp), %r14
	jmp .LBB_615
.LBB_614:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_615:
	testq %rsi, %rsi
	je .LBB_976
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm2, %ymm2
	vdivpd %ymm5, %ymm4, %ymm4
	vdivpd %ymm5, %ymm3, %ymm3
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%r12)
	vmovupd %ymm3, 32(%r12)
	vmovupd %ymm4, 64(%r12)
	vmovupd %ymm2, 96(%r12)
	leaq 96(%r12), %rcx
	movq %rcx, 112(%rsp)
	movq 464(%rsp), %rdx
	movb %dl, 544(%rsp)
	vcvtsi2sd %r9, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	testq %rdx, %rdx
	leaq 176(%rsp), %rcx
	cmovneq %rcx, %rdx
	movq %rdx, 464(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	subq %r9, %r14
	shlq $7, %r9
	negq %r9
	movq %r9, 96(%rsp)
	movl $1, %r9d
	xorl %edi, %edi
	movq %r12, 48(%rsp)
.LBB_617:
	cmpq %rbp, %rdi
	jae .LBB_622
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 88(%rsp), %rcx
.LBB_619:
	movq (%rcx), %rdx
	cmpq %r9, %rdx
	jae .LBB_623
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rbp
	jne .LBB_619
	movq %rbp, %rdi
	xorl %r11d, %r11d
	jmp .LBB_624
.LBB_622:
	xorl %r11d, %r11d
	jmp .LBB_624
.LBB_623:
	movl $1, %r11d
.LBB_624:
	movq 1288(%rsp), %r8
	cmpq %r9, %r8
	setae %cl
	andb 544(%rsp), %cl
	testq %r11, %r11
	jne .LBB_626
	movl $1025, %r10d
	testb %cl, %cl
	je .LBB_631
.LBB_626:
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
	je .LBB_630
	je .LBB_630
	shll $4, %r11d
	leaq 680(%rsp), %rcx
	subq %r11, %rcx
.LBB_629:
	movq %r10, %rdx
	incq %rbx
	movq (%rcx), %r10
	cmpq %r10, %rdx
	cmovbq %rdx, %r10
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r10
	addq $16, %rcx
	cmpq $2, %rbx
	jne .LBB_629
.LBB_630:
	cmpq $1025, %r10
	movl $1025, %ecx
	cmovaeq %rcx, %r10
.LBB_631:
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 320(%rsp), %ymm14
	vmovupd 352(%rsp), %ymm13
	vmovupd 384(%rsp), %ymm12
	vmovupd 416(%rsp), %ymm11
	cmpq %r10, %r9
	jae .LBB_637
	movq %r9, %r11
	shlq $7, %r11
	movq 112(%rsp), %rcx
	leaq (%rcx,%r11), %rbx
	addq 608(%rsp), %r11
	leaq (%r14,%r9), %r13
	shlq $7, %r13
	leaq 96(%rax), %rbp
	movq 40(%rsp), %rcx
.LBB_633:
	leaq (%rcx,%r9), %r12
	movq 32(%rsp), %r8
	cmpq %r8, %r12
	jae .LBB_965
	leaq (%r14,%r9), %r12
	cmpq %r8, %r12
	jae .LBB_899
	cmpq %rsi, %r9
	jae .LBB_910
	vmovupd -64(%rbp,%r11), %ymm10
	vmovupd -32(%rbp,%r11), %ymm9
	vmovupd (%rbp,%r11), %ymm8
	vaddpd %ymm11, %ymm8, %ymm7
	vsubpd (%rbp,%r13), %ymm7, %ymm7
	vmulpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vaddpd %ymm12, %ymm9, %ymm8
	vsubpd -32(%rbp,%r13), %ymm8, %ymm8
	vmulpd %ymm1, %ymm9, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm13, %ymm10, %ymm9
	vsubpd -64(%rbp,%r13), %ymm9, %ymm9
	vmovupd -96(%rbp,%r11), %ymm15
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm14, %ymm15, %ymm10
	vsubpd -96(%rbp,%r13), %ymm10, %ymm10
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
	jne .LBB_633
	jmp .LBB_638
.LBB_637:
	vmovapd %ymm14, %ymm10
	vmovapd %ymm13, %ymm9
	vmovapd %ymm12, %ymm8
	vmovapd %ymm11, %ymm7
.LBB_638:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovapd %xmm10, 320(%rsp)
	cmpq $1024, %r10
	movq 56(%rsp), %rbp
	ja .LBB_659
	movq 40(%rsp), %rcx
	leaq (%r10,%rcx), %rbx
	movq 32(%rsp), %r8
	cmpq %r8, %rbx
	jae .LBB_964
	movq %rbx, %r12
	movq 64(%rsp), %rcx
	subq %rcx, %r12
	cmpq %r8, %r12
	jae .LBB_899
	movq %rbx, %r13
	shlq $7, %r13
	vmovupd (%rax,%r13), %ymm11
	vmulpd %ymm1, %ymm11, %ymm12
	vaddpd %ymm3, %ymm12, %ymm3
	vsubpd %ymm10, %ymm3, %ymm3
	vmovupd %ymm3, 192(%rsp)
	vmovupd 32(%rax,%r13), %ymm12
	vmulpd %ymm1, %ymm12, %ymm13
	vaddpd %ymm4, %ymm13, %ymm4
	vsubpd %ymm9, %ymm4, %ymm4
	vmovupd %ymm4, 224(%rsp)
	vmovupd 64(%rax,%r13), %ymm13
	vmulpd %ymm1, %ymm13, %ymm14
	vaddpd %ymm5, %ymm14, %ymm5
	vsubpd %ymm8, %ymm5, %ymm5
	vmovupd %ymm5, 256(%rsp)
	vmovupd 96(%rax,%r13), %ymm14
	vmulpd %ymm1, %ymm14, %ymm15
	vaddpd %ymm6, %ymm15, %ymm6
	vsubpd %ymm7, %ymm6, %ymm6
	vmovupd %ymm6, 288(%rsp)
	shlq $7, %r12
	vaddpd %ymm10, %ymm11, %ymm10
	vsubpd (%rax,%r12), %ymm10, %ymm10
	vmovupd %ymm10, 320(%rsp)
	vaddpd %ymm9, %ymm12, %ymm9
	vsubpd 32(%rax,%r12), %ymm9, %ymm9
	vmovupd %ymm9, 352(%rsp)
	vaddpd %ymm8, %ymm13, %ymm8
	vsubpd 64(%rax,%r12), %ymm8, %ymm8
	vmovupd %ymm8, 384(%rsp)
	vaddpd %ymm7, %ymm14, %ymm7
	vsubpd 96(%rax,%r12), %ymm7, %ymm7
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
	ja .LBB_865
	leaq 1(%r10), %r9
	movq %rdi, %r12
	shlq $4, %r12
	addq 88(%rsp), %r12
	incq %rbx
	movq %rbx, %rdx
	subq %rcx, %rdx
	movq %rdx, 80(%rsp)
	leaq 128(%rax), %rcx
	addq %rcx, %r13
	xorl %edx, %edx
	movq 464(%rsp), %r15
	movq %r9, %r11
	jmp .LBB_645
.LBB_643:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r12
	ja .LBB_905
.LBB_644:
	vmovsd %xmm4, 192(%rsp,%r12,8)
	vmovsd %xmm3, 320(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, 624(%rsp,%r12,8)
	movq %rcx, %r15
	movq %rbp, %r12
	movq %r11, %r9
.LBB_645:
	testb %dl, %dl
	je .LBB_654
	movq %r12, %rbp
.LBB_647:
	testq %r15, %r15
	je .LBB_657
	cmpq %r10, (%r15)
	jne .LBB_657
	movb $2, %dl
	xorl %ecx, %ecx
	movq %r15, %r12
	movq 64(%rsp), %r8
	cmpq %r8, %rbx
	jb .LBB_863
.LBB_650:
	movq 8(%r12), %r12
	testq %r8, %r8
	je .LBB_643
	cmpq $15, %r12
	ja .LBB_884
	leaq (,%r12,8), %r15
	addq %r13, %r15
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r8d
	movq 96(%rsp), %r9
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_653:
	vcvtsi2sd %r8, %xmm2, %xmm5
	vmovsd (%r15,%r9), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r8
	subq $-128, %r9
	jne .LBB_653
	jmp .LBB_644
.LBB_654:
	movq 480(%rsp), %rcx
	movq %rcx, %rbp
	cmpq %rcx, %r12
	je .LBB_647
	leaq 16(%r12), %rbp
	cmpq %r10, (%r12)
	jne .LBB_647
	xorl %edx, %edx
	movq %r15, %rcx
	movq 64(%rsp), %r8
	cmpq %r8, %rbx
	jae .LBB_650
	jmp .LBB_863
.LBB_657:
	cmpq %rsi, %r10
	jae .LBB_966
	movq %r10, %rcx
	shlq $7, %rcx
	vmovupd 624(%rsp), %ymm3
	vmovupd 656(%rsp), %ymm4
	vmovupd 688(%rsp), %ymm5
	vmovupd 720(%rsp), %ymm6
	movq 48(%rsp), %r12
	vmovupd %ymm6, 96(%r12,%rcx)
	vmovupd %ymm5, 64(%r12,%rcx)
	vmovupd %ymm4, 32(%r12,%rcx)
	vmovupd %ymm3, (%r12,%rcx)
	cmpq $1024, %r10
	movq 56(%rsp), %rbp
	movq 512(%rsp), %r15
	jne .LBB_617
.LBB_659:
	movq 1392(%rsp), %rax
	cmpq %rax, 584(%rsp)
	jae .LBB_978
	movq 1384(%rsp), %rax
	movq 1472(%rsp), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 160(%rsp), %rax
	movq 536(%rsp), %rsi
	movq %rsi, 112(%rsp)
	movq %rax, 168(%rsp)
	leaq 1536(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r15, 200(%rsp)
	leaq 1664(%rsp), %rax
	movq %rax, 320(%rsp)
	movq %rdx, 64(%rsp)
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
	movq 944(%rsp), %rax
	movq 968(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	vmaxsd .LCPI_6(%rip), %xmm0, %xmm0
	shlq $4, %rax
	movq 1008(%rsp), %r11
	movq 1016(%rsp), %rcx
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	je .LBB_669
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
	movq 936(%rsp), %rcx
	movq 960(%rsp), %rdx
	cmpq $8, %rax
	jae .LBB_670
.LBB_663:
	xorl %esi, %esi
.LBB_664:
	movq %rax, %r8
	movq %rsi, %rdi
	andq $3, %r8
	vmovddup .LCPI_7(%rip), %xmm2
	je .LBB_667
	movq %rsi, %rdi
.LBB_666:
	vmovsd (%rdx,%rdi,8), %xmm1
	vsubsd (%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%r11,%rdi)
	incq %rdi
	decq %r8
	jne .LBB_666
.LBB_667:
	subq %rax, %rsi
	cmpq $-4, %rsi
	vmovddup .LCPI_7(%rip), %xmm2
	ja .LBB_675
.LBB_668:
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
	jne .LBB_668
	jmp .LBB_675
.LBB_669:
	movq %r11, 48(%rsp)
	jmp .LBB_676
.LBB_670:
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
	jne .LBB_663
	movl $0, %esi
	andb %r8b, %dil
	jne .LBB_664
	movq %rax, %rsi
	movabsq $9223372036854775800, %rdi
	andq %rdi, %rsi
	vbroadcastsd %xmm0, %ymm1
	xorl %edi, %edi
	vpbroadcastd .LCPI_17(%rip), %xmm5
.LBB_673:
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
	jne .LBB_673
	cmpq %rsi, %rax
	jne .LBB_664
.LBB_675:
	movq 1008(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 1016(%rsp), %rcx
.LBB_676:
	leaq 952(%rsp), %rax
	movq %rax, 624(%rsp)
	leaq 928(%rsp), %rax
	movq %rax, 632(%rsp)
	leaq 320(%rsp), %rax
	movq %rax, 640(%rsp)
	leaq 192(%rsp), %rax
	movq %rax, 648(%rsp)
	leaq 168(%rsp), %rax
	movq %rax, 656(%rsp)
	movq %rcx, 80(%rsp)
	movabsq $9223372036854775800, %rax
	andq %rax, %rcx
	movq %rcx, (%rsp)
	vmovddup .LCPI_7(%rip), %xmm1
	je .LBB_689
	movq $0, 544(%rsp)
	movq (%rsp), %rax
	movq 48(%rsp), %r15
	jmp .LBB_679
.LBB_678:
	addq $8, %r15
	movq 96(%rsp), %rax
	addq $-8, %rax
	incq 544(%rsp)
	testq %rax, %rax
	je .LBB_689
.LBB_679:
	movq %rax, 96(%rsp)
	movq (%r15), %r14
	testq %r14, %r14
	je .LBB_678
	movq 544(%rsp), %rax
	leaq (,%rax,8), %r12
	movq %r12, %rbp
	shrq $4, %rbp
	andl $8, %r12d
	jmp .LBB_682
.LBB_681:
	blsrq %r14, %r14
	vmovddup .LCPI_7(%rip), %xmm1
	je .LBB_678
.LBB_682:
	movq 968(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_886
	movq 944(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_885
	xorl %ebx, %ebx
	tzcntq %r14, %rbx
	shrl $3, %ebx
	orq %r12, %rbx
	movq %rbp, %r13
	shlq $7, %r13
	movq 960(%rsp), %rax
	addq %r13, %rax
	leal (,%rbx,8), %ecx
	vmovsd (%rcx,%rax), %xmm0
	movq 936(%rsp), %rax
	addq %r13, %rax
	vsubsd (%rcx,%rax), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vmovsd 320(%rsp,%rcx), %xmm1
	vucomisd %xmm0, %xmm1
	jb .LBB_681
	movl %ebx, %edx
	shll $10, %edx
	orq %rbx, %rdx
	addq %rbp, %rdx
	addq 168(%rsp), %rdx
	movq 192(%rsp), %rdi
	movq 200(%rsp), %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 944(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_908
	movq 936(%rsp), %rax
	addq %r13, %rax
	vmovsd %xmm0, (%rax,%rbx,8)
	movq 968(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_907
	addq 960(%rsp), %r13
	vmovsd %xmm1, (%r13,%rbx,8)
	jmp .LBB_681
.LBB_689:
	movq 80(%rsp), %rax
	movl %eax, %ebx
	andl $7, %ebx
	movq 512(%rsp), %r15
	movq 48(%rsp), %r12
	je .LBB_694
	addq (%rsp), %r12
	andq $-8, %rax
	xorl %r14d, %r14d
	jmp .LBB_692
.LBB_691:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_694
.LBB_692:
	cmpb $0, (%r12,%r14)
	je .LBB_691
	movq %rax, %r13
	leaq (%rax,%r14), %rsi
	leaq 624(%rsp), %rdi
	vzeroupper
	callq kernel_sliding::blocked::patch::{{closure}}
	movq %r13, %rax
	jmp .LBB_691
.LBB_694:
	addq $48, %r15
	movq %r15, 512(%rsp)
	movq 584(%rsp), %rax
	incq %rax
	movq %rax, 1296(%rsp)
	movl $1025, %eax
	movq %rax, 464(%rsp)
	movq $0, (%rsp)
	movq $0, 128(%rsp)
	xorl %eax, %eax
	jmp .LBB_696
.LBB_695:
	movq 152(%rsp), %rax
	incq %rax
	addq $1025, 464(%rsp)
	addq $-1025, 128(%rsp)
	addq $8, (%rsp)
	cmpq $16, %rax
	je .LBB_718
.LBB_696:
	movq %rax, %r15
	shlq $10, %r15
	addq %rax, %r15
	movq 168(%rsp), %rcx
	movq %rcx, %rdx
	addq %rcx, %r15
	movq %rax, 152(%rsp)
	vmovsd 320(%rsp,%rax,8), %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 112(%rsp), %r15
	setb %cl
	testb %cl, %al
	je .LBB_695
	leaq 1025(%r15), %r8
	movq 112(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %r15
	jae .LBB_695
	movq 128(%rsp), %r14
	subq %rdx, %r14
	addq 464(%rsp), %rdx
	movq %rdx, 80(%rsp)
	movq %r8, 48(%rsp)
	jmp .LBB_700
.LBB_699:
	movq 48(%rsp), %r8
	cmpq %r8, 96(%rsp)
	movq 544(%rsp), %r15
	jae .LBB_695
.LBB_700:
	movq 1488(%rsp), %rax
	movq 1496(%rsp), %rsi
	cmpq $1, %rsi
	je .LBB_704
	testq %rsi, %rsi
	je .LBB_919
	movq %rsi, %rcx
	xorl %r13d, %r13d
.LBB_703:
	movq %r13, %rdx
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r13
	cmpq %r15, (%rax,%r13,8)
	cmovaq %rdx, %r13
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_703
	jmp .LBB_705
.LBB_704:
	xorl %r13d, %r13d
.LBB_705:
	cmpq (%rax,%r13,8), %r15
	sbbq $-1, %r13
	leaq -1(%r13), %r12
	cmpq %rsi, %r12
	jae .LBB_904
	cmpq %rsi, %r13
	leaq (%rax,%r13,8), %rax
	leaq 1528(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 96(%rsp)
	cmovbq %r8, %rax
	movq %rax, 544(%rsp)
	cmpq %rax, %r15
	jae .LBB_699
	cmpq 32(%rsp), %r12
	jae .LBB_920
	leaq (%r14,%r15), %rbx
	shlq $7, %rbx
	addq (%rsp), %rbx
	movq 112(%rsp), %rbp
	movq 96(%rsp), %rax
	cmpq %rbp, %rax
	cmovbq %rax, %rbp
	movq 80(%rsp), %rax
	cmpq %rax, %rbp
	cmovaeq %rax, %rbp
	jmp .LBB_711
.LBB_709:
	movq 960(%rsp), %rax
	vmovsd %xmm1, (%rax,%rbx)
.LBB_710:
	incq %r15
	subq $-128, %rbx
	cmpq %r15, %rbp
	je .LBB_699
.LBB_711:
	leaq (%r14,%r15), %r12
	movq 64(%rsp), %rax
	vmovsd -8(%rax,%r13,8), %xmm0
	vucomisd .LCPI_10(%rip), %xmm0
	jae .LBB_715
	movq 968(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_874
	movq 944(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_875
	movq 936(%rsp), %rax
	movq 960(%rsp), %rcx
	vmovsd (%rcx,%rbx), %xmm1
	vsubsd (%rax,%rbx), %xmm1, %xmm1
	vandpd .LCPI_9(%rip), %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_710
.LBB_715:
	movq 192(%rsp), %rdi
	movq 200(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 944(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_871
	movq 936(%rsp), %rax
	vmovsd %xmm0, (%rax,%rbx)
	movq 968(%rsp), %rax
	cmpq %rax, %r12
	jb .LBB_709
	jmp .LBB_872
.LBB_718:
	movq 584(%rsp), %r15
	cmpq 456(%rsp), %r15
	je .LBB_1000
	movq 160(%rsp), %rax
	movq 536(%rsp), %rdx
	movq 944(%rsp), %rcx
	movq 968(%rsp), %rsi
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	movq 984(%rsp), %r8
	movq 992(%rsp), %r10
	cmpq %r10, %rcx
	cmovaeq %r10, %rcx
	testq %rcx, %rcx
	vpbroadcastd .LCPI_18(%rip), %xmm1
	je .LBB_734
	movq 936(%rsp), %rsi
	movq 960(%rsp), %rdi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %r9
	adcq $0, %r9
	testq %rcx, %rcx
	je .LBB_727
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
	jne .LBB_727
	movl $0, %r10d
	andb %bl, %r11b
	jne .LBB_728
	movq %r9, %r10
	andq $-16, %r10
	xorl %r11d, %r11d
.LBB_724:
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
	jne .LBB_724
	cmpq %r10, %rcx
	jne .LBB_728
	jmp .LBB_733
.LBB_727:
	xorl %r10d, %r10d
.LBB_728:
	movq %r9, %rbx
	movq %r10, %r11
	andq $1, %rbx
	je .LBB_731
	movq %r10, %r11
.LBB_730:
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
	jne .LBB_730
.LBB_731:
	subq %r9, %r10
	cmpq $-4, %r10
	ja .LBB_733
.LBB_732:
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
	jne .LBB_732
.LBB_733:
	movq 984(%rsp), %r8
	movq 992(%rsp), %r10
	vpbroadcastd .LCPI_18(%rip), %xmm1
.LBB_734:
	testq %r10, %r10
	je .LBB_987
	cmpq $0, 1016(%rsp)
	je .LBB_981
	leaq (%r15,%r15,4), %rcx
	movq 1184(%rsp), %rsi
	leaq (%rsi,%rcx,8), %rdi
	movzbl 32(%rdi), %ecx
	movq 1008(%rsp), %rsi
	xorb (%r8), %cl
	cmpb $-2, %cl
	sete (%rsi)
	movq 992(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $2, %rsi
	jb .LBB_979
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 1(%rcx), %r9d
	xorb 16384(%rcx), %r9b
	cmpb $-2, %r9b
	sete 1(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $3, %rsi
	jb .LBB_980
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 2(%rcx), %r9d
	xorb 16385(%rcx), %r9b
	cmpb $-2, %r9b
	sete 2(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $4, %rsi
	jb .LBB_994
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 3(%rcx), %r9d
	xorb 16386(%rcx), %r9b
	cmpb $-2, %r9b
	sete 3(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $5, %rsi
	jb .LBB_993
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 4(%rcx), %r9d
	xorb 16387(%rcx), %r9b
	cmpb $-2, %r9b
	sete 4(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $6, %rsi
	jb .LBB_983
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 5(%rcx), %r9d
	xorb 16388(%rcx), %r9b
	cmpb $-2, %r9b
	sete 5(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $7, %rsi
	jb .LBB_991
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 6(%rcx), %r9d
	xorb 16389(%rcx), %r9b
	cmpb $-2, %r9b
	sete 6(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $8, %rsi
	jb .LBB_992
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 7(%rcx), %r9d
	xorb 16390(%rcx), %r9b
	cmpb $-2, %r9b
	sete 7(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $9, %rsi
	jb .LBB_989
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 8(%rcx), %r9d
	xorb 16391(%rcx), %r9b
	cmpb $-2, %r9b
	sete 8(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $10, %rsi
	jb .LBB_982
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 9(%rcx), %r9d
	xorb 16392(%rcx), %r9b
	cmpb $-2, %r9b
	sete 9(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $11, %rsi
	jb .LBB_985
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 10(%rcx), %r9d
	xorb 16393(%rcx), %r9b
	cmpb $-2, %r9b
	sete 10(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $12, %rsi
	jb .LBB_986
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 11(%rcx), %r9d
	xorb 16394(%rcx), %r9b
	cmpb $-2, %r9b
	sete 11(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $13, %rsi
	jb .LBB_988
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 12(%rcx), %r9d
	xorb 16395(%rcx), %r9b
	cmpb $-2, %r9b
	sete 12(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $14, %rsi
	jb .LBB_984
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 13(%rcx), %r9d
	xorb 16396(%rcx), %r9b
	cmpb $-2, %r9b
	sete 13(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $15, %rsi
	jb .LBB_995
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 14(%rcx), %r9d
	xorb 16397(%rcx), %r9b
	cmpb $-2, %r9b
	sete 14(%rsi)
	movq 992(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_949
	movq 1016(%rsp), %rsi
	cmpq $16, %rsi
	jb .LBB_990
	movq 984(%rsp), %rcx
	movq 1008(%rsp), %rsi
	movzbl 15(%rcx), %r9d
	xorb 16398(%rcx), %r9b
	cmpb $-2, %r9b
	sete 15(%rsi)
	movq 1016(%rsp), %rbx
	cmpq $16, %rbx
	jb .LBB_882
	shlq $4, %r10
	movq 1008(%rsp), %r9
	addq $-16, %r10
	leaq -16(%rbx), %rcx
	cmpq %rcx, %r10
	cmovaeq %rcx, %r10
	testq %r10, %r10
	je .LBB_789
	leaq 16(%r9), %rcx
	cmpq $8, %r10
	jb .LBB_769
	leaq (%r8,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %rcx
	jae .LBB_773
	leaq (%r9,%r10), %rsi
	addq $16, %rsi
	cmpq %rsi, %r8
	jae .LBB_773
.LBB_769:
	xorl %esi, %esi
.LBB_783:
	movq %r10, %rbx
	movq %rsi, %r11
	andq $3, %rbx
	je .LBB_786
	movq %rsi, %r11
.LBB_785:
	movzbl (%r8,%r11), %ebp
	xorb 16(%r8,%r11), %bpl
	cmpb $-2, %bpl
	sete (%rcx,%r11)
	incq %r11
	decq %rbx
	jne .LBB_785
.LBB_786:
	subq %r10, %rsi
	cmpq $-4, %rsi
	ja .LBB_788
.LBB_787:
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
	jne .LBB_787
.LBB_788:
	movq 1008(%rsp), %r9
	movq 1016(%rsp), %rbx
.LBB_789:
	leaq 1048(%rsp), %rcx
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 96(%rcx)
	vmovdqu %ymm0, 64(%rcx)
	vmovdqu %ymm0, 32(%rcx)
	vmovdqu %ymm0, (%rcx)
	movq %rbx, %r8
	movabsq $9223372036854775800, %rcx
	andq %rcx, %r8
	vmovsd .LCPI_0(%rip), %xmm1
	je .LBB_797
	xorl %ecx, %ecx
	movq %r8, %r10
	movq %r9, %r11
	jmp .LBB_792
.LBB_791:
	addq $8, %r11
	addq $-8, %r10
	incq %rcx
	testq %r10, %r10
	je .LBB_797
.LBB_792:
	movq (%r11), %r14
	testq %r14, %r14
	je .LBB_791
	leal (,%rcx,8), %r15d
	andl $8, %r15d
	movl %ecx, %ebp
	shrl %ebp
.LBB_794:
	xorl %r12d, %r12d
	tzcntq %r14, %r12
	shrl $3, %r12d
	orq %r15, %r12
	movq 1040(%rsp), %rsi
	cmpq %rsi, %r12
	jae .LBB_889
	movq 1048(%rsp,%r12,8), %r13
	cmpq $1024, %r13
	ja .LBB_887
	blsrq %r14, %r14
	movl %r12d, %esi
	shll $11, %esi
	leal (%rsi,%r12,2), %esi
	addq 1032(%rsp), %rsi
	movw %bp, (%rsi,%r13,2)
	incq 1048(%rsp,%r12,8)
	testq %r14, %r14
	jne .LBB_794
	jmp .LBB_791
.LBB_797:
	movl %ebx, %r10d
	andl $7, %r10d
	movq 504(%rsp), %rbp
	je .LBB_832
	cmpb $0, (%r9,%r8)
	je .LBB_802
	movl %ebx, %ecx
	andl $8, %ecx
	movq 1040(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1002
	movq 1048(%rsp,%rcx,8), %r14
	cmpq $1024, %r14
	ja .LBB_1003
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1032(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1048(%rsp,%rcx,8)
.LBB_802:
	cmpl $1, %r10d
	je .LBB_832
	cmpb $0, 1(%r9,%r8)
	je .LBB_807
	movl %ebx, %ecx
	andl $8, %ecx
	incq %rcx
	movq 1040(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1002
	movq 1048(%rsp,%rcx,8), %r14
	cmpq $1024, %r14
	ja .LBB_1003
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1032(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1048(%rsp,%rcx,8)
.LBB_807:
	cmpl $2, %r10d
	je .LBB_832
	cmpb $0, 2(%r9,%r8)
	je .LBB_812
	movl %ebx, %ecx
	andl $8, %ecx
	orq $2, %rcx
	movq 1040(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1002
	movq 1048(%rsp,%rcx,8), %r14
	cmpq $1024, %r14
	ja .LBB_1003
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1032(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1048(%rsp,%rcx,8)
.LBB_812:
	cmpl $3, %r10d
	je .LBB_832
	cmpb $0, 3(%r9,%r8)
	je .LBB_817
	movl %ebx, %ecx
	andl $8, %ecx
	orq $3, %rcx
	movq 1040(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1002
	movq 1048(%rsp,%rcx,8), %r14
	cmpq $1024, %r14
	ja .LBB_1003
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1032(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1048(%rsp,%rcx,8)
.LBB_817:
	cmpl $4, %r10d
	je .LBB_832
	cmpb $0, 4(%r9,%r8)
	je .LBB_822
	movl %ebx, %ecx
	andl $8, %ecx
	orq $4, %rcx
	movq 1040(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1002
	movq 1048(%rsp,%rcx,8), %r14
	cmpq $1024, %r14
	ja .LBB_1003
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1032(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1048(%rsp,%rcx,8)
.LBB_822:
	cmpl $5, %r10d
	je .LBB_832
	cmpb $0, 5(%r9,%r8)
	je .LBB_827
	movl %ebx, %ecx
	andl $8, %ecx
	orq $5, %rcx
	movq 1040(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1002
	movq 1048(%rsp,%rcx,8), %r14
	cmpq $1024, %r14
	ja .LBB_1003
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1032(%rsp), %rsi
	movl %ebx, %r11d
	shrl $4, %r11d
	movw %r11w, (%rsi,%r14,2)
	incq 1048(%rsp,%rcx,8)
.LBB_827:
	cmpl $6, %r10d
	je .LBB_832
	cmpb $0, 6(%r9,%r8)
	je .LBB_832
	movl %ebx, %ecx
	andl $8, %ecx
	orq $6, %rcx
	movq 1040(%rsp), %rsi
	cmpq %rsi, %rcx
	jae .LBB_1002
	movq 1048(%rsp,%rcx,8), %r8
	cmpq $1024, %r8
	ja .LBB_1012
	movl %ecx, %esi
	shll $11, %esi
	leal (%rsi,%rcx,2), %esi
	addq 1032(%rsp), %rsi
	shrl $4, %ebx
	movw %bx, (%rsi,%r8,2)
	incq 1048(%rsp,%rcx,8)
.LBB_832:
	movq 1032(%rsp), %rcx
	movq 1040(%rsp), %rsi
	xorl %r8d, %r8d
	movq %rsi, (%rsp)
	jmp .LBB_834
.LBB_833:
	incq %r8
	addq $2050, %rcx
	cmpq $16, %r8
	movq 120(%rsp), %r15
	movq (%rsp), %rsi
	je .LBB_847
.LBB_834:
	cmpq %rsi, %r8
	je .LBB_930
	movq 1048(%rsp,%r8,8), %rbx
	cmpq $1025, %rbx
	ja .LBB_864
	testq %rbx, %rbx
	je .LBB_833
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	addq %rax, %r9
	addq %rbx, %rbx
	movq 992(%rsp), %rsi
	movq 984(%rsp), %r10
	addq %r8, %r10
	xorl %r11d, %r11d
	jmp .LBB_839
.LBB_838:
	addq $2, %r11
	cmpq %r11, %rbx
	je .LBB_833
.LBB_839:
	movzwl (%rcx,%r11), %r15d
	leaq (%r9,%r15), %r14
	cmpq %rdx, %r14
	jae .LBB_833
	cmpq %r15, %rsi
	jbe .LBB_897
	shll $4, %r15d
	movsbq (%r10,%r15), %r15
	movq (%rdi), %r12
	cmpq %r15, %r12
	je .LBB_838
	testq %r12, %r12
	je .LBB_845
	cmpq %rbp, %r14
	jae .LBB_922
	movq 616(%rsp), %r13
	vmovsd (%r13,%r14,8), %xmm0
	vcvtsi2sd %r12, %xmm15, %xmm1
	vmovsd 8(%rdi), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_4(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vaddsd .LCPI_6(%rip), %xmm0, %xmm0
	vmulsd .LCPI_16(%rip), %xmm0, %xmm0
	vaddsd 16(%rdi), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rdi)
	incq 24(%rdi)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_845:
	movq %r15, (%rdi)
	cmpq %rbp, %r14
	jae .LBB_915
	movq 616(%rsp), %r15
	vmovq (%r15,%r14,8), %xmm0
	vmovq %xmm0, 8(%rdi)
	jmp .LBB_838
.LBB_847:
	movq 992(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_1001
	movq 984(%rsp), %rax
	movzbl 16399(%rax), %eax
	movb %al, 32(%rdi)
	movq 1296(%rsp), %rax
	movq %rax, 584(%rsp)
	movq 512(%rsp), %r10
	cmpq 1280(%rsp), %r10
	jne .LBB_117
	jmp .LBB_849
.LBB_773:
	cmpq $64, %r10
	jae .LBB_776
	xorl %esi, %esi
	jmp .LBB_780
.LBB_776:
	movq %r10, %rsi
	andq $-64, %rsi
	xorl %r11d, %r11d
	vpbroadcastd .LCPI_18(%rip), %ymm2
	vpbroadcastd .LCPI_17(%rip), %ymm3
.LBB_777:
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
	jne .LBB_777
	cmpq %rsi, %r10
	vpbroadcastd .LCPI_18(%rip), %xmm1
	je .LBB_788
	testb $56, %r10b
	je .LBB_783
.LBB_780:
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-8, %rsi
	vpbroadcastd .LCPI_17(%rip), %xmm2
.LBB_781:
	movq (%r8,%r11), %rbx
	xorq 16(%r8,%r11), %rbx
	vmovq %rbx, %xmm0
	vpcmpeqb %xmm1, %xmm0, %xmm0
	vpand %xmm2, %xmm0, %xmm0
	vmovq %xmm0, (%rcx,%r11)
	addq $8, %r11
	cmpq %r11, %rsi
	jne .LBB_781
	cmpq %rsi, %r10
	je .LBB_788
	jmp .LBB_783
.LBB_849:
	movq 1400(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_851
	movq 1408(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_851:
	movq 1440(%rsp), %rbx
	testq %rbx, %rbx
	movq 1448(%rsp), %rcx
	jne .LBB_74
	jmp .LBB_855
.LBB_852:
	cmpq $21, 56(%rsp)
	jae .LBB_854
	movq 88(%rsp), %rdi
	movq 56(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 504(%rsp), %rbp
	movq 120(%rsp), %r15
	jmp .LBB_94
.LBB_854:
	movq 88(%rsp), %rdi
	movq 56(%rsp), %rsi
	leaq 79(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 504(%rsp), %rbp
	movq 120(%rsp), %r15
	jmp .LBB_94
.LBB_855:
	movq 456(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 1184(%rsp), %rbx
	leaq (%rbx,%rax,8), %rax
	movq %rbx, 624(%rsp)
	movq %rbx, 632(%rsp)
	movq 488(%rsp), %r14
	movq %r14, 640(%rsp)
	movq %rax, 648(%rsp)
	movq 616(%rsp), %rax
	movq %rax, 656(%rsp)
	movq %rbp, 664(%rsp)
	leaq 536(%rsp), %rax
	movq %rax, 672(%rsp)
	xorl %ebp, %ebp
	leaq 624(%rsp), %rsi
	movq 1456(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1536(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1376(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	movq 1328(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_858
	movq 1336(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_858:
	leaq 880(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1480(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $2056, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_859:
	leaq .Lanon.2(%rip), %rcx
	movq 24(%rsp), %rdx
	jmp .LBB_869
.LBB_860:
	leaq .Lanon.2(%rip), %rcx
	movq 24(%rsp), %rdx
	jmp .LBB_870
.LBB_861:
	movq 32(%rsp), %rdx
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_870
.LBB_862:
	movq %r11, %rbx
	jmp .LBB_868
.LBB_863:
	movq 32(%rsp), %rdx
	jmp .LBB_868
.LBB_864:
	movl $1025, %edx
	xorl %r11d, %r11d
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_870
.LBB_865:
	movq %rbp, %rdx
	leaq .Lanon.4(%rip), %rcx
.LBB_866:
	movq %rbp, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_867:
	movq %r10, %rbx
.LBB_868:
	leaq .Lanon.2(%rip), %rcx
.LBB_869:
	movq 80(%rsp), %r11
.LBB_870:
	movq %r11, %rdi
	movq %rbx, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_871:
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_969
.LBB_872:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_969
.LBB_873:
	movq %r15, %rdi
	movq 496(%rsp), %rbp
	leaq .Lanon.7(%rip), %rcx
	movq 24(%rsp), %rdx
	jmp .LBB_866
.LBB_874:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_969
.LBB_875:
	leaq .Lanon.9(%rip), %rdx
	jmp .LBB_969
.LBB_876:
	leaq .Lanon.10(%rip), %rdi
	leaq .Lanon.11(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_877:
	movq 40(%rsp), %rdi
	movq 1192(%rsp), %rbp
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_866
.LBB_878:
	movq %r15, %rbx
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_870
.LBB_879:
	movq %rcx, %rbx
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_870
.LBB_880:
	movq 40(%rsp), %r11
	movq %rbx, %rdx
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_870
.LBB_881:
	movq 40(%rsp), %r11
	movq %rbx, %rdx
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_870
.LBB_882:
	movl $16, %r11d
	movq %rbx, %rdx
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_870
.LBB_951:
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_969
.LBB_883:
	movb $1, %bpl
	leaq .Lanon.17(%rip), %rdx
	movq 504(%rsp), %rsi
	movq 488(%rsp), %r14
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_884:
	movl $16, %eax
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_969
.LBB_885:
	movq %rbp, (%rsp)
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_998
.LBB_886:
	movq %rbp, (%rsp)
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_998
.LBB_887:
	movq %r13, (%rsp)
.LBB_888:
	movl $1025, %esi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_998
.LBB_889:
	movq %r12, (%rsp)
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_998
.LBB_890:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	movq 504(%rsp), %rbp
	movq 120(%rsp), %r15
	jmp .LBB_72
.LBB_892:
	movq %r15, %rbx
	jmp .LBB_894
.LBB_893:
	movq 472(%rsp), %rbx
.LBB_894:
	leaq .Lanon.12(%rip), %rcx
	movq 24(%rsp), %rdx
	jmp .LBB_870
.LBB_895:
	movq %rcx, %rbx
.LBB_896:
	movq %rax, %rdx
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_870
.LBB_897:
	movq %r15, (%rsp)
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_998
.LBB_898:
	movq %rdi, %rbx
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_870
.LBB_910:
	movq %r9, (%rsp)
	jmp .LBB_999
.LBB_899:
	leaq .Lanon.16(%rip), %rdx
	movq 32(%rsp), %rax
	jmp .LBB_969
.LBB_900:
	movq %r14, %rbx
	jmp .LBB_902
.LBB_901:
	movq %rcx, %rbx
.LBB_902:
	movq 32(%rsp), %rdx
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_870
.LBB_904:
	movq %r12, (%rsp)
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_998
.LBB_905:
	movl $16, %eax
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_969
.LBB_906:
	movq 24(%rsp), %rax
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_969
.LBB_907:
	movq %rbp, (%rsp)
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_998
.LBB_908:
	movq %rbp, (%rsp)
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_998
.LBB_911:
	movq %rbx, (%rsp)
.LBB_912:
	movq 64(%rsp), %rsi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_998
.LBB_913:
	movq %rbx, (%rsp)
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_998
.LBB_914:
	movq %r8, %rax
	jmp .LBB_968
.LBB_915:
	movq %r14, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_998
.LBB_916:
	movq %rax, (%rsp)
	jmp .LBB_999
.LBB_917:
	leaq .Lanon.31(%rip), %rdx
	movq %r9, %rax
	jmp .LBB_969
.LBB_918:
	movq %rcx, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_998
.LBB_919:
	movq $-1, (%rsp)
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_998
.LBB_920:
	leaq .Lanon.33(%rip), %rdx
	movq 32(%rsp), %rax
	jmp .LBB_969
.LBB_936:
	movq %rsi, (%rsp)
	jmp .LBB_999
.LBB_922:
	movq %r14, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_998
.LBB_923:
	movq %r9, (%rsp)
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_998
.LBB_924:
	movq %r9, %rax
	jmp .LBB_968
.LBB_925:
	movq %r9, (%rsp)
.LBB_926:
	movq 96(%rsp), %rsi
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_998
.LBB_927:
	movq %r9, (%rsp)
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_998
.LBB_928:
	movq %rcx, (%rsp)
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_998
.LBB_929:
	movq %rsi, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_998
.LBB_930:
	leaq .Lanon.38(%rip), %rax
	jmp .LBB_998
.LBB_931:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 79(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_932:
	movq %rbx, %r12
	jmp .LBB_968
.LBB_933:
	movq %r8, (%rsp)
	jmp .LBB_939
.LBB_934:
	subq 40(%rsp), %rdx
	addq $1025, %rdx
	leaq .Lanon.42(%rip), %rax
	movq %rax, 8(%rsp)
	movq %rdx, (%rsp)
	jmp .LBB_999
.LBB_935:
	movq %r9, (%rsp)
	movq %r9, %rsi
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_998
.LBB_938:
	movq %rdx, (%rsp)
.LBB_939:
	leaq .Lanon.44(%rip), %rax
	jmp .LBB_998
.LBB_940:
	movq %rcx, (%rsp)
	movq %rcx, %rsi
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_998
.LBB_941:
	movq %r9, (%rsp)
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_998
.LBB_942:
	movq 64(%rsp), %rsi
	movq %rsi, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_998
.LBB_943:
	movq %rsi, (%rsp)
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_998
.LBB_952:
	movq %r14, (%rsp)
	jmp .LBB_999
.LBB_946:
	movq %rsi, (%rsp)
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_998
.LBB_949:
	movl $1024, %eax
	movq %rax, (%rsp)
	leaq .Lanon.45(%rip), %rax
	jmp .LBB_998
.LBB_950:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 79(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_953:
	movq %rbx, %r12
	movq %rcx, %rax
	jmp .LBB_968
.LBB_954:
	movq %r14, (%rsp)
	jmp .LBB_912
.LBB_955:
	movq %r14, (%rsp)
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_998
.LBB_956:
	movq 96(%rsp), %rsi
	movq %rsi, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_998
.LBB_957:
	movq %rsi, (%rsp)
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_998
.LBB_960:
	movq %rdx, %rax
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_969
.LBB_961:
	movq %r11, %r12
	movq %rdx, %rax
	jmp .LBB_968
.LBB_962:
	movq %r8, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_998
.LBB_963:
	movq %r8, (%rsp)
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_998
.LBB_964:
	movq %rbx, %r12
.LBB_965:
	leaq .Lanon.31(%rip), %rdx
	movq %r8, %rax
	jmp .LBB_969
.LBB_966:
	movq %r10, (%rsp)
	jmp .LBB_999
.LBB_967:
	movq %r10, %r12
.LBB_968:
	leaq .Lanon.31(%rip), %rdx
.LBB_969:
	movq %r12, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_971:
	movq %r14, (%rsp)
	jmp .LBB_926
.LBB_972:
	movq %r14, (%rsp)
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_998
.LBB_974:
	movl $1, %edi
	movl $16400, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_975:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_976:
	movq $0, (%rsp)
	xorl %esi, %esi
	jmp .LBB_999
.LBB_977:
	leaq .Lanon.46(%rip), %rdx
	movq %rdi, %rax
	jmp .LBB_969
.LBB_978:
	movq 584(%rsp), %r12
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_969
.LBB_979:
	movl $1, %eax
	jmp .LBB_996
.LBB_980:
	movl $2, %eax
	jmp .LBB_996
.LBB_981:
	movq $0, (%rsp)
	xorl %esi, %esi
	jmp .LBB_997
.LBB_982:
	movl $9, %eax
	jmp .LBB_996
.LBB_983:
	movl $5, %eax
	jmp .LBB_996
.LBB_984:
	movl $13, %eax
	jmp .LBB_996
.LBB_985:
	movl $10, %eax
	jmp .LBB_996
.LBB_986:
	movl $11, %eax
	jmp .LBB_996
.LBB_987:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_998
.LBB_988:
	movl $12, %eax
	jmp .LBB_996
.LBB_989:
	movl $8, %eax
	jmp .LBB_996
.LBB_990:
	movl $15, %eax
	jmp .LBB_996
.LBB_991:
	movl $6, %eax
	jmp .LBB_996
.LBB_992:
	movl $7, %eax
	jmp .LBB_996
.LBB_993:
	movl $4, %eax
	jmp .LBB_996
.LBB_994:
	movl $3, %eax
	jmp .LBB_996
.LBB_995:
	movl $14, %eax
.LBB_996:
	movq %rax, (%rsp)
.LBB_997:
	leaq .Lanon.49(%rip), %rax
.LBB_998:
	movq %rax, 8(%rsp)
.LBB_999:
	movq (%rsp), %rdi
	movq 8(%rsp), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1005
.LBB_1000:
	movq 456(%rsp), %rax
	movq %rax, %r12
	leaq .Lanon.50(%rip), %rdx
	jmp .LBB_969
.LBB_1001:
	movl $1024, %eax
	movq %rax, (%rsp)
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_998
.LBB_1002:
	movq %rcx, (%rsp)
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_998
.LBB_1003:
	movq %r14, (%rsp)
	jmp .LBB_888
.LBB_1004:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1005:
	ud2
.LBB_1006:
	movq $0, (%rsp)
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_998
.LBB_1007:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_998
.LBB_1008:
	movq $0, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_998
.LBB_1009:
	movq $0, (%rsp)
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_998
.LBB_1010:
	movq $0, (%rsp)
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_998
.LBB_1011:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_998
.LBB_1012:
	movq %r8, (%rsp)
	jmp .LBB_888
	movq %rax, %rbx
	movq 488(%rsp), %rcx
	jmp .LBB_1050
	jmp .LBB_1043
	movq %rax, %rbx
	testq %r13, %r13
	je .LBB_1070
	shlq $3, %r13
	movl $8, %edx
	movq %r12, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1070
	movq %rax, %rbx
	movb $1, %bpl
	jmp .LBB_1045
	jmp .LBB_1043
	movq %rax, %rbx
	jmp .LBB_1056
	movq %rax, %rbx
	jmp .LBB_1072
	movq %rax, %rbx
	movl $16400, %esi
	movl $1, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1023
	movq %rax, %rbx
.LBB_1023:
	movq 624(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1026
	movq 632(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1026
	movq %rax, %rbx
.LBB_1026:
	movq 1664(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1029
	movq 1672(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1029
	movq %rax, %rbx
.LBB_1029:
	movq 320(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1032
	movq 328(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1032
	movq %rax, %rbx
.LBB_1032:
	movq 192(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1035
	movq 200(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1035
	movq %rax, %rbx
.LBB_1035:
	movq 1536(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1073
	movq 1544(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1073
	jmp .LBB_1043
	movq %rax, %rbx
	jmp .LBB_1073
	jmp .LBB_1043
	movq %rax, %rbx
	movq %r14, %rcx
	jmp .LBB_1046
	jmp .LBB_1043
.LBB_1043:
	movq %rax, %rbx
	movq 1400(%rsp), %rsi
	movb $1, %bpl
	testq %rsi, %rsi
	je .LBB_1045
	movq 1408(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1045:
	movq 488(%rsp), %rcx
.LBB_1046:
	movq 1560(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1049
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1049
	movq 1552(%rsp), %rdi
	subq %rax, %rdi
	movl $16, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 488(%rsp), %rcx
.LBB_1049:
	testb %bpl, %bpl
	je .LBB_1053
.LBB_1050:
	testq %rcx, %rcx
	je .LBB_1053
	shlq $3, %rcx
	leaq (%rcx,%rcx,4), %rsi
	movl $8, %edx
	movq 1184(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1053
	movq %rax, %rbx
.LBB_1053:
	movq 1384(%rsp), %r14
	movq 1392(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1065
.LBB_1054:
	movq 1376(%rsp), %rax
	testq %rax, %rax
	je .LBB_1056
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1056:
	movq 1360(%rsp), %r14
	movq 1368(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1059
.LBB_1057:
	movq 1352(%rsp), %rax
	testq %rax, %rax
	je .LBB_1070
	shlq $4, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1070
.LBB_1059:
	leaq 32(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1061
.LBB_1060:
	addq $48, %r12
	decq %r15
	je .LBB_1057
.LBB_1061:
	movq -32(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1063
	movq -24(%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
.LBB_1063:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1060
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1060
.LBB_1065:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1067
.LBB_1066:
	addq $24, %r12
	decq %r15
	je .LBB_1054
.LBB_1067:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1066
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1066
	movq %rax, %rbx
.LBB_1070:
	movq 1328(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1072
	movq 1336(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1072:
	leaq 880(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1073:
	movq 1480(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1076
	movq 1504(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1077
.LBB_1075:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1076:
	movq 1488(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1504(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1075
.LBB_1077:
	movq 1512(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
