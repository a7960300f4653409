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
	subq $2120, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $2120, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $2120, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq 24(%rdx), %r15
	movq 16(%rdx), %r13
	movq %rdi, %r12
	movq %rdx, %rbx
	movq %r13, %rdi
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq (%rbx), %rsi
	movq 8(%rbx), %rbx
	leaq 1480(%rsp), %r14
	movq %r13, %rcx
	movq %r15, %r8
	movq %r14, %rdi
	movq %rbx, %rdx
	movq %rbx, 248(%rsp)
	movq %rsi, 240(%rsp)
	callq kernel_sliding::grid_for
	movq %r15, 208(%rsp)
	shlq $4, %r15
	movq $0, 640(%rsp)
	movq $0, 704(%rsp)
	movq %r13, 768(%rsp)
	leaq (%r15,%r15,2), %r15
	leaq (%r13,%r15), %rax
	movq %rax, 1320(%rsp)
	movq %rax, 776(%rsp)
	leaq 640(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 128(%rsp)
	movq 208(%rsp), %rax
	testq %rax, %rax
	je .LBB_18
.LBB_8:
	movq 16(%r13), %rbp
	testq %rbp, %rbp
	js .LBB_1068
	movq 24(%r13), %rax
	testq %rax, %rax
	js .LBB_1068
	cmpq %rbp, %rax
	cmovaq %rax, %rbp
	cmpq $1, 208(%rsp)
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
	js .LBB_1068
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1068
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
	addq $2120, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	movq $0, 128(%rsp)
	movq 208(%rsp), %rax
	testq %rax, %rax
	jne .LBB_8
.LBB_18:
	xorl %ebp, %ebp
.LBB_19:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 1984(%rsp)
	vmovdqu64 %zmm0, 2048(%rsp)
	vmovdqu64 %zmm0, 704(%rsp)
	vmovdqu64 %zmm0, 640(%rsp)
	leaq 1536(%rsp), %rdi
	leaq 640(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 1025(%rbp), %rdx
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 704(%rsp)
	vmovdqu64 %zmm0, 640(%rsp)
	leaq 288(%rsp), %rdi
	leaq 640(%rsp), %rsi
	movq %rdx, 1224(%rsp)
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 704(%rsp)
	vmovdqu64 %zmm0, 640(%rsp)
	leaq 416(%rsp), %rdi
	leaq 640(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 704(%rsp)
	vmovdqu64 %zmm0, 640(%rsp)
	leaq 1728(%rsp), %rdi
	leaq 640(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqa %xmm0, 640(%rsp)
	leaq 944(%rsp), %rdi
	leaq 640(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $16400, %edi
	movl $1, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_1106
	movq %rax, %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_1107
	movq 1552(%rsp), %rcx
	vmovups 1536(%rsp), %xmm1
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 872(%rsp)
	vmovdqu64 %zmm0, 808(%rsp)
	vmovups 288(%rsp), %xmm2
	movq %r13, 1312(%rsp)
	movq %rbx, 568(%rsp)
	movq %r12, 1472(%rsp)
	movq %rcx, 656(%rsp)
	movq 304(%rsp), %rcx
	vmovaps %xmm1, 640(%rsp)
	vmovups 416(%rsp), %xmm1
	vmovups %xmm2, 664(%rsp)
	vmovupd 1728(%rsp), %xmm2
	movq %rcx, 680(%rsp)
	movq 432(%rsp), %rcx
	movq %rcx, 704(%rsp)
	movq 1744(%rsp), %rcx
	vmovaps %xmm1, 688(%rsp)
	vmovdqu 944(%rsp), %xmm1
	vmovupd %xmm2, 712(%rsp)
	movq %rcx, 728(%rsp)
	movq 960(%rsp), %rcx
	vmovdqa %xmm1, 736(%rsp)
	movq %rcx, 752(%rsp)
	movq 128(%rsp), %rcx
	movq $16400, 760(%rsp)
	movq %r15, 768(%rsp)
	movq $16400, 776(%rsp)
	movq $16, 784(%rsp)
	movq %rax, 792(%rsp)
	movq $16, 800(%rsp)
	leaq 1025(%rcx), %rbx
	leaq 1328(%rsp), %rdi
	leaq 1984(%rsp), %rsi
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
	je .LBB_30
	xorl %r15d, %r15d
.LBB_29:
	movq %r15, %rdi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_30:
	movq %rbx, 560(%rsp)
	testq %rbp, %rbp
	je .LBB_39
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 136(%rsp), %rcx
	movq %rax, %r12
	movq %rcx, %r13
	testq %rax, %rax
	je .LBB_29
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rcx
	jb .LBB_40
.LBB_33:
	leaq -1(%rcx), %rdx
	movl $1, %ecx
	movq %r12, %rax
	cmpq $32, %rdx
	jb .LBB_37
	vpbroadcastq .LCPI_0(%rip), %zmm0
	movq %rdx, %rsi
	andq $-32, %rsi
	xorl %edi, %edi
	leaq (%r12,%rsi,8), %rax
	leaq 1(%rsi), %rcx
.LBB_35:
	vmovdqu64 %zmm0, (%r12,%rdi,8)
	vmovdqu64 %zmm0, 64(%r12,%rdi,8)
	vmovdqu64 %zmm0, 128(%r12,%rdi,8)
	vmovdqu64 %zmm0, 192(%r12,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rsi
	jne .LBB_35
	cmpq %rsi, %rdx
	je .LBB_41
.LBB_37:
	movq 136(%rsp), %rdx
	subq %rcx, %rdx
.LBB_38:
	movq %rbx, (%rax)
	addq $8, %rax
	decq %rdx
	jne .LBB_38
	jmp .LBB_41
.LBB_39:
	movq 136(%rsp), %rcx
	movl $8, %r12d
	xorl %r13d, %r13d
	movabsq $9221120237041090560, %rbx
	cmpq $2, %rcx
	jae .LBB_33
.LBB_40:
	movq %r12, %rax
	testq %rcx, %rcx
	je .LBB_59
.LBB_41:
	movq %rbx, (%rax)
	testq %rbp, %rbp
	je .LBB_44
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 136(%rsp), %rsi
	movq %rsi, %rcx
	testq %rax, %rax
	je .LBB_1136
	movq 568(%rsp), %rbp
	movq %rax, %rdx
	cmpq $2, %rsi
	jae .LBB_45
	jmp .LBB_51
.LBB_44:
	movq 136(%rsp), %rsi
	movl $8, %eax
	xorl %ecx, %ecx
	movq 568(%rsp), %rbp
	movq %rax, %rdx
	cmpq $2, %rsi
	jb .LBB_51
.LBB_45:
	movq 136(%rsp), %rdx
	movl $1, %esi
	leaq -1(%rdx), %rdi
	movq %rax, %rdx
	cmpq $32, %rdi
	jb .LBB_49
	vpbroadcastq .LCPI_0(%rip), %zmm0
	movq %rdi, %r8
	andq $-32, %r8
	xorl %r9d, %r9d
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
.LBB_47:
	vmovdqu64 %zmm0, (%rax,%r9,8)
	vmovdqu64 %zmm0, 64(%rax,%r9,8)
	vmovdqu64 %zmm0, 128(%rax,%r9,8)
	vmovdqu64 %zmm0, 192(%rax,%r9,8)
	addq $32, %r9
	cmpq %r9, %r8
	jne .LBB_47
	cmpq %r8, %rdi
	je .LBB_51
.LBB_49:
	movq 136(%rsp), %rdi
	subq %rsi, %rdi
.LBB_50:
	movq %rbx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_50
.LBB_51:
	movq %rbx, (%rdx)
.LBB_52:
	movq 136(%rsp), %rdx
	movq %r13, 944(%rsp)
	movq %r12, 952(%rsp)
	movq %rdx, 960(%rsp)
	movq %rcx, 968(%rsp)
	movq %rax, 976(%rsp)
	movq %rdx, 984(%rsp)
	movq 208(%rsp), %rdx
	leaq 1352(%rsp), %rdi
	leaq 944(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 240(%rsp), %rbx
	movq 1312(%rsp), %rax
	movq 1320(%rsp), %rcx
	movq %rax, 1600(%rsp)
	movq %rcx, 1608(%rsp)
	movq %r14, 1616(%rsp)
	leaq 1376(%rsp), %rdi
	leaq 1600(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 208(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_57
	xorl %r15d, %r15d
.LBB_56:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_57:
	testq %r14, %r14
	je .LBB_60
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 208(%rsp), %rdx
	movq %rdx, %rcx
	testq %rax, %rax
	jne .LBB_61
	jmp .LBB_56
.LBB_59:
	movq 568(%rsp), %rbp
	movl $8, %eax
	xorl %ecx, %ecx
	jmp .LBB_52
.LBB_60:
	movq 208(%rsp), %rdx
	movl $8, %eax
	xorl %ecx, %ecx
.LBB_61:
	movq %rcx, 552(%rsp)
	movq %rdx, %rcx
	movq %rax, 1208(%rsp)
	cmpq $2, %rdx
	jb .LBB_68
	movq %rcx, %rdx
	decq %rcx
	leaq -2(%rdx), %rsi
	movq %rax, %rdx
	movl %ecx, %edi
	andl $7, %edi
	cmpq $7, %rsi
	jb .LBB_66
	movq 1208(%rsp), %rdx
	andq $-8, %rcx
	vpxor %xmm0, %xmm0, %xmm0
.LBB_64:
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
	jne .LBB_64
	testq %rdi, %rdi
	je .LBB_69
.LBB_66:
	vpxor %xmm0, %xmm0, %xmm0
.LBB_67:
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rdi
	jne .LBB_67
	jmp .LBB_69
.LBB_68:
	movq %rax, %rdx
	testq %rcx, %rcx
	je .LBB_70
.LBB_69:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_70:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	cmpb $1, 16(%rax)
	movq %rax, %r14
	jne .LBB_1035
	movq (%r14), %rax
	movq 8(%r14), %rdx
.LBB_72:
	vmovdqu .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	movq %rbx, 1536(%rsp)
	movq %rbp, 1544(%rsp)
	xorl %esi, %esi
	movq %rcx, (%r14)
	vmovdqu %ymm0, 1552(%rsp)
	movq %rax, 1584(%rsp)
	movq %rdx, 1592(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 248(%rsp), %rax, %rcx
	movabsq $1124801467909119, %rdx
	rorxq $4, %rax, %rax
	shrq $10, %rcx
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1288(%rsp)
	movq 128(%rsp), %r14
	je .LBB_996
	leaq 1(%r14), %rax
	vmovq .LCPI_0(%rip), %xmm1
	movq %r14, %r9
	shlq $7, %r9
	movq %rax, 264(%rsp)
	leaq 64(%r9), %r8
	movq 136(%rsp), %rax
	leaq 1(%rax), %rcx
	leaq -1025(%rax), %rsi
	vpbroadcastq %rax, %zmm0
	movq %rcx, 1280(%rsp)
	movq %rax, %rcx
	shlq $7, %rcx
	leaq 128(%rcx), %rdx
	leaq 120(%rcx), %rdi
	movq %rdx, 600(%rsp)
	movl $1025, %edx
	movq %rsi, 1296(%rsp)
	movq %r14, %rsi
	negq %rsi
	subq %rax, %rdx
	decq %rax
	movq %rdx, 232(%rsp)
	vmovdqu64 %zmm0, 1664(%rsp)
	movq %rsi, 1232(%rsp)
	leaq 128(%r9), %rsi
	leaq 120(%r9), %rdx
	movq %rsi, 1440(%rsp)
	movq %r8, 1432(%rsp)
	movq %rdi, 1256(%rsp)
	movq %r9, 584(%rsp)
	movq %rdx, 1424(%rsp)
	movq %rcx, 216(%rsp)
	addq $64, %rcx
	leaq .Lanon.1(%rip), %rdx
	movq %rcx, 256(%rsp)
	movq %rax, 1240(%rsp)
	xorl %ecx, %ecx
	movq %rdx, 8(%rsp)
.LBB_74:
	movq 1336(%rsp), %rdx
	movq 1344(%rsp), %rsi
	leaq 16400(%rcx), %rax
	movq %rcx, 152(%rsp)
	movq %rdx, 168(%rsp)
	movq %rax, 1448(%rsp)
	movq %rsi, 24(%rsp)
	testq %rsi, %rsi
	je .LBB_92
	movq 24(%rsp), %rax
	movq 168(%rsp), %rcx
	xorl %edx, %edx
	shlq $7, %rax
	addq %rcx, %rax
	jmp .LBB_77
.LBB_76:
	cmpq %rax, %rcx
	je .LBB_91
.LBB_77:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	movl $24, %r9d
	jmp .LBB_79
.LBB_78:
	vmovq %xmm0, (%r8,%r9)
	addq $32, %r9
	addq $4100, %rsi
	cmpq $152, %r9
	je .LBB_76
.LBB_79:
	movq 152(%rsp), %r10
	vmovdqa %xmm1, %xmm0
	leaq (%rsi,%r10), %rdi
	cmpq %r14, %rdi
	jb .LBB_82
	movq 1232(%rsp), %rdi
	addq %rsi, %rdi
	addq %rdi, %r10
	movq 248(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_1022
	vmovq (%rbx,%rdi,8), %xmm0
.LBB_82:
	vmovq %xmm0, -24(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 152(%rsp), %rdi
	leaq 1025(%rsi,%rdi), %r10
	cmpq %r14, %r10
	jb .LBB_85
	movq 1232(%rsp), %r10
	addq %rsi, %r10
	leaq 1025(%rdi,%r10), %r10
	movq 248(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_1022
	vmovq (%rbx,%rdi,8), %xmm0
.LBB_85:
	vmovq %xmm0, -16(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 152(%rsp), %rdi
	leaq 2050(%rsi,%rdi), %r10
	cmpq %r14, %r10
	jb .LBB_88
	movq 1232(%rsp), %r10
	addq %rsi, %r10
	leaq 2050(%rdi,%r10), %r10
	movq 248(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_1022
	vmovq (%rbx,%rdi,8), %xmm0
.LBB_88:
	vmovq %xmm0, -8(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 152(%rsp), %rdi
	leaq 3075(%rsi,%rdi), %r10
	cmpq %r14, %r10
	jb .LBB_78
	movq 1232(%rsp), %r10
	addq %rsi, %r10
	leaq 3075(%rdi,%r10), %r10
	movq 248(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_1022
	vmovq (%rbx,%rdi,8), %xmm0
	jmp .LBB_78
.LBB_91:
	movq 152(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_92:
	movq 1496(%rsp), %rsi
	movq 1488(%rsp), %rdx
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_98
	cmpq $1, %rsi
	jne .LBB_95
	xorl %edi, %edi
	jmp .LBB_97
.LBB_95:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_96:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_96
.LBB_97:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_98:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1632(%rsp)
	leaq 152(%rsp), %rcx
	movq %rdx, 1640(%rsp)
	movq %rax, 1648(%rsp)
	movb $0, 1656(%rsp)
	movq %rcx, 1624(%rsp)
	leaq 1400(%rsp), %rdi
	leaq 1624(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1408(%rsp), %rax
	movq 1416(%rsp), %rcx
	movq %rax, 120(%rsp)
	movq %rcx, 32(%rsp)
	cmpq $2, %rcx
	jae .LBB_993
.LBB_100:
	movq 1496(%rsp), %rsi
	decq 1288(%rsp)
	movq 152(%rsp), %rax
	movq 248(%rsp), %rcx
	movq 1488(%rsp), %rdx
	xorl %r8d, %r8d
	leaq (,%rsi,8), %rdi
	jmp .LBB_103
.LBB_101:
	movq 240(%rsp), %rbx
	xorl %r10d, %r10d
.LBB_102:
	movq %r8, %r9
	shlq $4, %r9
	incq %r8
	movq %r10, 944(%rsp,%r9)
	movq %r11, 952(%rsp,%r9)
	cmpq $16, %r8
	je .LBB_121
.LBB_103:
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
	jne .LBB_101
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_110
	cmpq $1, %rsi
	jne .LBB_107
	xorl %r11d, %r11d
	jmp .LBB_109
.LBB_107:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_108:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_108
.LBB_109:
	cmpq %r9, (%rdx,%r11,8)
	movq 128(%rsp), %r14
	adcq $0, %r11
.LBB_110:
	shlq $3, %r11
.LBB_111:
	cmpq %r11, %rdi
	je .LBB_114
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_114
	movabsq $1151796703138937857, %r15
	addq $8, %r11
	imulq %r15, %rbx
	movabsq $17996823486545905, %r15
	cmpq %r15, %rbx
	jb .LBB_111
	jmp .LBB_101
.LBB_114:
	movq 240(%rsp), %rbx
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_117
	cmpq $1, %rsi
	jne .LBB_118
	xorl %r11d, %r11d
	jmp .LBB_120
.LBB_117:
	movq $-1, %r11
	jmp .LBB_102
.LBB_118:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_119:
	movq %rbx, %r15
	shrq %r15
	movq %r11, %r14
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_119
.LBB_120:
	cmpq (%rdx,%r11,8), %r9
	movq 240(%rsp), %rbx
	movq 128(%rsp), %r14
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_102
.LBB_121:
	vmovups 1008(%rsp), %zmm1
	vmovupd 944(%rsp), %zmm0
	vmovupd 1072(%rsp), %zmm2
	vmovupd 1136(%rsp), %zmm3
	cmpq $0, 208(%rsp)
	vmovups %zmm1, 1792(%rsp)
	vmovsd .LCPI_0(%rip), %xmm1
	vmovupd %zmm3, 1920(%rsp)
	vmovupd %zmm2, 1856(%rsp)
	vmovupd %zmm0, 1728(%rsp)
	je .LBB_990
	movq 32(%rsp), %rcx
	cmpq $-1025, %r14
	setae %al
	shlq $4, %rcx
	addq 120(%rsp), %rcx
	movq %rcx, 280(%rsp)
	movq 24(%rsp), %rcx
	cmpq %rcx, 560(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 23(%rsp)
	movq 168(%rsp), %rcx
	movq 584(%rsp), %rax
	addq %rcx, %rax
	leaq 64(%rcx), %rdx
	movq %rax, 224(%rsp)
	movq 1440(%rsp), %rax
	leaq (%rcx,%rax), %rax
	movq %rax, 608(%rsp)
	movq %rdx, 624(%rsp)
	movq 1432(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 1216(%rsp)
	movq 1424(%rsp), %rax
	addq %rcx, %rax
	movq %rax, 1264(%rsp)
	movq 1312(%rsp), %r9
	movq $0, 272(%rsp)
.LBB_123:
	movq 16(%r9), %rcx
	testq %rcx, %rcx
	js .LBB_1082
	movq (%r9), %rax
	movq 8(%r9), %rdx
	movq %r9, %r10
	movq %rax, 72(%rsp)
	orq %rdx, %rax
	movq %rdx, 96(%rsp)
	js .LBB_1082
	movq 72(%rsp), %rax
	movq 96(%rsp), %rdx
	movq 24(%r10), %rdi
	leaq -1(%rax), %r15
	leaq -1(%rdx), %rax
	cmpq %rax, %r15
	movq %rax, %rdx
	cmovaq %r15, %rdx
	testq %rdi, %rdi
	js .LBB_1082
	movq 32(%r10), %rsi
	movq 40(%r10), %r8
	movq %rsi, %r9
	orq %r8, %r9
	js .LBB_1082
	decq %rsi
	decq %r8
	leaq -1(%rcx,%rdx), %rbx
	leaq -1(%rdi), %rcx
	movq %r10, 592(%rsp)
	cmpq %r8, %rsi
	cmovaq %rsi, %r8
	movq %rbx, %rdx
	cmpq %rcx, %r8
	cmovbeq %rcx, %r8
	movq 152(%rsp), %rcx
	subq %rcx, %rdx
	leaq 16400(%rcx), %rsi
	setb %r9b
	cmpq %rsi, %rbx
	setae %bl
	orb %r9b, %bl
	jne .LBB_130
	movabsq $1151796703138937857, %r9
	mulxq %r9, %r10, %r10
	shrq $6, %r10
	movq %r10, %r9
	shlq $10, %r9
	addq %r10, %r9
	subq %r9, %rdx
	movq %rdx, 200(%rsp)
	je .LBB_130
	movl $1, %edx
	movq %r10, 1248(%rsp)
	movq %rdx, 144(%rsp)
	jmp .LBB_131
.LBB_130:
	movq $0, 144(%rsp)
.LBB_131:
	leaq -1(%rdi,%r8), %r8
	movq 24(%rsp), %rbx
	movq %r8, %rdx
	subq %rcx, %rdx
	setb %dil
	cmpq %rsi, %r8
	setae %r8b
	orb %dil, %r8b
	jne .LBB_134
	movabsq $1151796703138937857, %rdi
	mulxq %rdi, %r8, %r8
	shrq $6, %r8
	movq %r8, %rdi
	shlq $10, %rdi
	addq %r8, %rdi
	subq %rdi, %rdx
	movq 264(%rsp), %rdi
	je .LBB_135
	movq %r8, 1456(%rsp)
	movl $1, %r8d
	movq %r8, 616(%rsp)
	jmp .LBB_136
.LBB_134:
	movq $0, 616(%rsp)
	movq 264(%rsp), %rdi
	jmp .LBB_136
.LBB_135:
	movq $0, 616(%rsp)
.LBB_136:
	movq %rdx, 632(%rsp)
	movq 1368(%rsp), %rbp
	movq 272(%rsp), %r12
	cmpq %rbp, %r12
	jae .LBB_1109
	leaq (%r12,%r12,2), %r8
	movq %r8, %rdx
	shlq $4, %rdx
	addq 1360(%rsp), %rdx
	movq %rdx, 1304(%rsp)
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %cl
	cmpq %rsi, %rax
	setae %al
	orb %cl, %al
	jne .LBB_141
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_141
	movl $1, %r12d
	movq %rdx, 184(%rsp)
	movq %rax, 192(%rsp)
	jmp .LBB_142
.LBB_141:
	xorl %r12d, %r12d
.LBB_142:
	movq 96(%rsp), %rcx
	movq 648(%rsp), %r10
	movq 656(%rsp), %rsi
	movq %r8, 1464(%rsp)
	movq %r12, 176(%rsp)
	movq %r15, 160(%rsp)
	cmpq $1, %rcx
	jne .LBB_148
	cmpb $0, 23(%rsp)
	jne .LBB_1015
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $7, %rsi
	jbe .LBB_147
	movq 608(%rsp), %rdx
	movq 224(%rsp), %rdi
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	cmpq %rdx, %r10
	jae .LBB_209
	leaq 128(%r10,%rcx), %rcx
	cmpq %rcx, %rdi
	jae .LBB_209
.LBB_147:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_211
.LBB_148:
	leaq 1(%rcx), %rax
	movq %rdi, %rdx
	subq %rcx, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 352(%rsp)
	vmovupd %zmm1, 288(%rsp)
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm1, 480(%rsp)
	imulq %rcx, %rax
	movq %rdx, 40(%rsp)
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %rbx, %r14
	jae .LBB_1018
	cmpq %rcx, %rdi
	jb .LBB_1034
	testq %rcx, %rcx
	je .LBB_153
	vbroadcastsd 376(%rsp), %ymm1
	vbroadcastsd 504(%rsp), %ymm4
	movq 40(%rsp), %r9
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 288(%rsp), %ymm3
	vmovupd 416(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	addq %rcx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	shlq $7, %r9
	addq 168(%rsp), %r9
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 384(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 512(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_154
	xorl %edx, %edx
	jmp .LBB_157
.LBB_153:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_160
.LBB_154:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_155:
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
	jne .LBB_155
	testq %rax, %rax
	je .LBB_159
.LBB_157:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_158:
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
	jne .LBB_158
.LBB_159:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 288(%rsp)
	vmovupd %zmm5, 416(%rsp)
	vmovupd %zmm4, 480(%rsp)
	vmovupd %zmm6, 320(%rsp)
	vextractf64x4 $1, %zmm1, 384(%rsp)
.LBB_160:
	testq %rsi, %rsi
	je .LBB_1108
	vbroadcastsd %xmm0, %zmm3
	leaq 64(%r10), %rax
	testq %r12, %r12
	movb $57, %cl
	movl $1, %r9d
	movq %rax, 576(%rsp)
	movq %r10, 104(%rsp)
	movb %r12b, 112(%rsp)
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	movq 96(%rsp), %rdx
	vmovupd %zmm2, (%r10)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r10)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movq 184(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 48(%rsp)
	leaq 184(%rsp), %rax
	cmovneq %rax, %r12
	movabsq $144115188075855871, %rax
	xorl %edi, %edi
	vdivsd %xmm0, %xmm2, %xmm2
	addq %rdx, %rax
	movq %r12, 64(%rsp)
	bzhiq %rcx, %rax, %rax
	leaq 1(%rax), %r13
	movq %rax, 56(%rsp)
	movabsq $288230376151711736, %rax
	movl %r13d, %ecx
	andq %rax, %r13
	movq %r14, %rax
	subq %rdx, %rax
	andl $7, %ecx
	movq %rax, (%rsp)
	movl %ecx, %eax
	shll $7, %eax
	movq %rcx, 80(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_162:
	cmpq 32(%rsp), %rdi
	jae .LBB_167
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 120(%rsp), %rdx
.LBB_164:
	movq (%rdx), %rcx
	cmpq %r9, %rcx
	jae .LBB_168
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, 32(%rsp)
	jne .LBB_164
	movq 32(%rsp), %rdi
	xorl %edx, %edx
	jmp .LBB_169
.LBB_167:
	xorl %edx, %edx
	jmp .LBB_169
.LBB_168:
	movl $1, %edx
.LBB_169:
	cmpq %r9, 48(%rsp)
	setae %r10b
	andb 112(%rsp), %r10b
	testq %rdx, %rdx
	jne .LBB_171
	movl $1025, %ebx
	testb %r10b, %r10b
	je .LBB_176
.LBB_171:
	movq 48(%rsp), %r8
	movzbl %r10b, %r11d
	movl $2, %r10d
	subq %rdx, %r10
	testb %dl, %dl
	movq %r10, 944(%rsp)
	movq $2, 952(%rsp)
	movq %rdx, 960(%rsp)
	movq %rcx, 968(%rsp)
	movq %r11, 976(%rsp)
	movq %r8, %rbx
	cmovneq %rcx, %rbx
	movq %r8, 984(%rsp)
	testq %rdx, %rdx
	je .LBB_175
	je .LBB_175
	shll $4, %edx
	leaq 1000(%rsp), %rcx
	subq %rdx, %rcx
.LBB_174:
	movq %rbx, %rdx
	movq (%rcx), %rbx
	incq %r10
	cmpq %rbx, %rdx
	cmovbq %rdx, %rbx
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rbx
	addq $16, %rcx
	cmpq $2, %r10
	jne .LBB_174
.LBB_175:
	cmpq $1025, %rbx
	movl $1025, %ecx
	cmovaeq %rcx, %rbx
.LBB_176:
	vmovupd 288(%rsp), %zmm4
	vmovupd 352(%rsp), %zmm3
	vmovupd 416(%rsp), %zmm6
	vmovupd 480(%rsp), %zmm8
	cmpq %rbx, %r9
	jae .LBB_182
	movq 576(%rsp), %rdx
	movq (%rsp), %r10
	cmpq %rsi, %r9
	movq %rsi, %r8
	movq %r9, %rcx
	movq 624(%rsp), %r11
	cmovaq %r9, %r8
	shlq $7, %rcx
	addq %rcx, %rdx
	addq 584(%rsp), %rcx
	addq %r9, %r10
	shlq $7, %r10
.LBB_178:
	movq 24(%rsp), %rbp
	leaq (%r14,%r9), %r12
	cmpq %rbp, %r12
	jae .LBB_1103
	movq (%rsp), %r12
	addq %r9, %r12
	cmpq %rbp, %r12
	jae .LBB_1026
	cmpq %r9, %r8
	je .LBB_1050
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
	jne .LBB_178
	jmp .LBB_183
.LBB_182:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_183:
	vmovupd %zmm4, 288(%rsp)
	vmovupd %zmm3, 352(%rsp)
	vmovapd %xmm7, 416(%rsp)
	cmpq $1024, %rbx
	ja .LBB_214
	movq 24(%rsp), %rbp
	leaq (%rbx,%r14), %r11
	cmpq %rbp, %r11
	jae .LBB_1083
	movq %r11, %r12
	subq 96(%rsp), %r12
	cmpq %rbp, %r12
	jae .LBB_1026
	movq 168(%rsp), %rdx
	movq %r11, %rcx
	shlq $7, %rcx
	shlq $7, %r12
	vmovupd (%rdx,%rcx), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 288(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rdx,%rcx), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 352(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rdx,%r12), %zmm6, %zmm6
	vmovupd %zmm6, 416(%rsp)
	vsubpd 64(%rdx,%r12), %zmm5, %zmm5
	vmovupd %zmm4, 944(%rsp)
	vmovupd %zmm3, 1008(%rsp)
	vmovupd %zmm5, 480(%rsp)
	cmpq 32(%rsp), %rdi
	ja .LBB_1010
	incq %r11
	movq %rdi, %r10
	shlq $4, %r10
	addq 120(%rsp), %r10
	leaq 1(%rbx), %r9
	movq %r11, %rcx
	subq 96(%rsp), %rcx
	movq %r11, %r8
	xorl %r11d, %r11d
	movq %rcx, 40(%rsp)
	shlq $7, %rcx
	movq 64(%rsp), %r12
	addq %rdx, %rcx
	jmp .LBB_190
.LBB_188:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r12
	jae .LBB_1045
.LBB_189:
	vmovsd %xmm4, 288(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq 128(%rsp), %r14
	vmovsd %xmm3, 416(%rsp,%r12,8)
	movq %rdx, %r10
	vmovsd %xmm4, 944(%rsp,%r12,8)
	movq %r15, %r12
.LBB_190:
	testb %r11b, %r11b
	je .LBB_199
	movq %r10, %rdx
.LBB_192:
	testq %r12, %r12
	je .LBB_207
	cmpq %rbx, (%r12)
	jne .LBB_207
	movb $2, %r11b
	xorl %r15d, %r15d
	movq %r12, %r10
	movq 96(%rsp), %r14
	cmpq %r14, %r8
	jb .LBB_1001
.LBB_195:
	movq 8(%r10), %r12
	testq %r14, %r14
	je .LBB_188
	cmpq $15, %r12
	ja .LBB_1028
	cmpq $7, 56(%rsp)
	jae .LBB_202
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
	movq %rcx, %rbp
	jmp .LBB_205
.LBB_199:
	movq 280(%rsp), %r11
	movq %r11, %rdx
	cmpq %r11, %r10
	je .LBB_192
	leaq 16(%r10), %rdx
	cmpq %rbx, (%r10)
	jne .LBB_192
	xorl %r11d, %r11d
	movq %r12, %r15
	movq 96(%rsp), %r14
	cmpq %r14, %r8
	jae .LBB_195
	jmp .LBB_1001
.LBB_202:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
	movq %rcx, %rbp
.LBB_203:
	vmovsd (%rbp,%r12,8), %xmm6
	leaq 1(%r10), %r14
	vmovsd 128(%rbp,%r12,8), %xmm7
	vmovsd 512(%rbp,%r12,8), %xmm8
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 2(%r10), %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rbp,%r12,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 3(%r10), %r14
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rbp,%r12,8), %xmm7
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
	vmovsd 640(%rbp,%r12,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 6(%r10), %r14
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rbp,%r12,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r14, %xmm15, %xmm5
	leaq 7(%r10), %r14
	addq $8, %r10
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rbp,%r12,8), %xmm7
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
	cmpq %r10, %r13
	jne .LBB_203
	cmpq $0, 80(%rsp)
	je .LBB_189
.LBB_205:
	leaq (%rbp,%r12,8), %rbp
	incq %r10
	xorl %r14d, %r14d
.LBB_206:
	vmovsd (%rbp,%r14), %xmm6
	vcvtsi2sd %r10, %xmm15, %xmm5
	incq %r10
	subq $-128, %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r14, %rax
	jne .LBB_206
	jmp .LBB_189
.LBB_207:
	cmpq %rsi, %rbx
	jae .LBB_1084
	vmovupd 944(%rsp), %zmm3
	vmovupd 1008(%rsp), %zmm4
	movq 104(%rsp), %rdx
	movq %rbx, %rcx
	shlq $7, %rcx
	vmovupd %zmm4, 64(%rdx,%rcx)
	vmovupd %zmm3, (%rdx,%rcx)
	cmpq $1024, %rbx
	jne .LBB_162
	jmp .LBB_214
.LBB_209:
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
.LBB_210:
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
	vgatherqpd 48(%rdi,%zmm1), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm6, %zmm6
	vgatherqpd 40(%rdi,%zmm1), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm7, %zmm7
	vgatherqpd 32(%rdi,%zmm1), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm8, %zmm8
	vgatherqpd 24(%rdi,%zmm1), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm9, %zmm9
	vgatherqpd 16(%rdi,%zmm1), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm10, %zmm10
	vgatherqpd 8(%rdi,%zmm1), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm19, %zmm11, %zmm11
	vgatherqpd (%rdi,%zmm1), %zmm17 {%k1}
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
	jne .LBB_210
.LBB_211:
	movq 1216(%rsp), %rdi
	movq %rax, %rdx
	shlq $7, %rdx
	movl $131200, %r8d
	decq %rax
	leaq 64(%r10,%rdx), %rdx
	subq %rcx, %r8
	addq %rcx, %rdi
	xorl %ecx, %ecx
.LBB_212:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_1071
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%rdi,%rcx), %zmm1, %zmm0
	vaddpd (%rdi,%rcx), %zmm1, %zmm1
	vmovupd %zmm0, -64(%rdx,%rcx)
	vmovupd %zmm1, (%rdx,%rcx)
	addq $128, %rcx
	cmpq %rcx, %r8
	jne .LBB_212
.LBB_214:
	movq 136(%rsp), %r9
	movq 680(%rsp), %r13
	movq %r9, %rdi
	subq %r13, %rdi
	ja .LBB_1023
	movq 160(%rsp), %rsi
	movq 152(%rsp), %rax
	movq 672(%rsp), %r8
	movq 24(%rsp), %rbx
	movq %rsi, %rdx
	subq %rax, %rdx
	setb %cl
	addq $16400, %rax
	cmpq %rax, %rsi
	setae %al
	orb %cl, %al
	jne .LBB_219
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_219
	movl $1, %r12d
	movq %rdx, 184(%rsp)
	movq %rax, 192(%rsp)
	jmp .LBB_220
.LBB_219:
	xorl %r12d, %r12d
.LBB_220:
	movq 216(%rsp), %rax
	movq 656(%rsp), %r11
	movq 72(%rsp), %r15
	movq %r13, %rsi
	subq %r9, %rsi
	movq %r12, 176(%rsp)
	leaq (%r8,%rax), %r10
	movq 648(%rsp), %rax
	movq %r11, 64(%rsp)
	cmpq $1, %r15
	jne .LBB_224
	cmpb $0, 23(%rsp)
	jne .LBB_1015
	cmpq %rsi, %r11
	movq %rsi, %rcx
	movl $1024, %r9d
	cmovbq %r11, %rcx
	cmpq $1024, %rcx
	cmovbq %rcx, %r9
	cmpq $7, %rcx
	ja .LBB_229
	movq 232(%rsp), %r14
.LBB_293:
	xorl %ecx, %ecx
	xorl %edx, %edx
	jmp .LBB_294
.LBB_224:
	leaq 1(%r15), %rcx
	movq 264(%rsp), %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 352(%rsp)
	vmovupd %zmm1, 288(%rsp)
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm1, 480(%rsp)
	imulq %r15, %rcx
	vcvtusi2sd %rcx, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq %rdx, %rdi
	subq %r15, %rdi
	movq %rdi, 40(%rsp)
	cmpq %rbx, %r14
	jae .LBB_1018
	cmpq %r15, %rdx
	jb .LBB_1037
	testq %r15, %r15
	je .LBB_234
	vbroadcastsd 376(%rsp), %ymm1
	vbroadcastsd 504(%rsp), %ymm4
	movq 40(%rsp), %r11
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 288(%rsp), %ymm2
	vmovupd 416(%rsp), %ymm3
	movabsq $144115188075855871, %rcx
	movb $57, %dl
	addq %r15, %rcx
	bzhiq %rdx, %rcx, %rcx
	leaq 1(%rcx), %r8
	movl %r8d, %edx
	andl $7, %edx
	shlq $7, %r11
	addq 168(%rsp), %r11
	vblendpd $8, %ymm1, %ymm5, %ymm1
	vblendpd $8, %ymm4, %ymm5, %ymm4
	vinsertf64x4 $1, 384(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 512(%rsp), %zmm4, %zmm4
	cmpq $7, %rcx
	jae .LBB_235
	xorl %edi, %edi
	jmp .LBB_238
.LBB_229:
	cmpq %rsi, %r11
	movq 608(%rsp), %r14
	movq %rsi, %rcx
	movl $1024, %edx
	cmovbq %r11, %rcx
	cmpq $1024, %rcx
	cmovaeq %rdx, %rcx
	shll $7, %ecx
	leaq (%r14,%rcx), %r11
	leaq 128(%rcx,%r10), %rdx
	leaq 128(%rax,%rcx), %rcx
	movq 232(%rsp), %r14
	cmpq %r11, %r10
	setb %r11b
	cmpq %rdx, 224(%rsp)
	setb %bl
	cmpq %rcx, %r10
	setb %cl
	cmpq %rdx, %rax
	setb %dl
	testb %bl, %r11b
	jne .LBB_292
	movq 64(%rsp), %r11
	andb %dl, %cl
	movl $0, %ecx
	movl $0, %edx
	jne .LBB_294
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %r9
	movq 224(%rsp), %r11
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
.LBB_232:
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
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
	vxorpd %xmm4, %xmm4, %xmm4
	vpsllq $7, %zmm0, %zmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm19, %xmm19, %xmm19
	vpaddq %zmm21, %zmm0, %zmm0
	addq $-8, %r9
	vgatherqpd (%r11,%zmm1), %zmm5 {%k1}
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
	vaddpd %zmm20, %zmm5, %zmm18
	vxorpd %xmm5, %xmm5, %xmm5
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
	vgatherqpd 104(%r11,%zmm1), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm10, %zmm10
	vgatherqpd 112(%r11,%zmm1), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm9, %zmm9
	vgatherqpd (%rax,%zmm2), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm8, %zmm8
	vgatherqpd 120(%r11,%zmm1), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm7, %zmm7
	vpaddq %zmm22, %zmm1, %zmm1
	vaddpd %zmm20, %zmm6, %zmm6
	vaddpd %zmm20, %zmm4, %zmm4
	vaddpd %zmm20, %zmm3, %zmm3
	vaddpd %zmm19, %zmm19, %zmm19
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
	vsubpd %zmm4, %zmm6, %zmm4
	vscatterqpd %zmm4, 104(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%rax,%zmm2), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm4, %zmm4, %zmm4
	vsubpd %zmm3, %zmm4, %zmm3
	vaddpd %zmm20, %zmm5, %zmm4
	vscatterqpd %zmm3, 112(%r10,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%rax,%zmm2), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm3, %zmm3
	vsubpd %zmm4, %zmm3, %zmm3
	vscatterqpd %zmm3, 120(%r10,%zmm2) {%k1}
	jne .LBB_232
	movq 64(%rsp), %r11
.LBB_294:
	movl $131200, %r10d
	addq 1256(%rsp), %r8
	movq %rcx, %r9
	shlq $7, %r9
	negq %rcx
	subq %rdx, %r10
	addq 1264(%rsp), %rdx
	leaq 120(%rax,%r9), %rax
	addq %r9, %r8
	movq %r11, %r9
	notq %r9
	xorl %r11d, %r11d
.LBB_295:
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
	jne .LBB_295
	jmp .LBB_298
.LBB_234:
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
	jmp .LBB_241
.LBB_235:
	movabsq $288230376151711736, %rcx
	xorl %edi, %edi
	andq %rcx, %r8
.LBB_236:
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
	jne .LBB_236
	testq %rdx, %rdx
	je .LBB_240
.LBB_238:
	incq %rdi
	shll $7, %edx
	xorl %ecx, %ecx
.LBB_239:
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
	jne .LBB_239
.LBB_240:
	vmovupd %zmm2, 288(%rsp)
	vmovupd %zmm1, 352(%rsp)
	movq 64(%rsp), %r11
	vextractf32x4 $2, %zmm2, %xmm7
	vextractf128 $1, %ymm1, %xmm12
	vextractf32x4 $2, %zmm1, %xmm10
	vextractf32x4 $3, %zmm2, %xmm5
	vextractf32x4 $3, %zmm1, %xmm8
	vmovupd %zmm3, 416(%rsp)
	vmovupd %zmm4, 480(%rsp)
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vmovsd 288(%rsp), %xmm16
	vmovsd 296(%rsp), %xmm15
	vmovsd 304(%rsp), %xmm14
	vmovsd 312(%rsp), %xmm13
	vshufpd $1, %xmm7, %xmm7, %xmm6
	vshufpd $1, %xmm5, %xmm5, %xmm4
	vshufpd $1, %xmm12, %xmm12, %xmm11
	vshufpd $1, %xmm10, %xmm10, %xmm9
	vshufpd $1, %xmm8, %xmm8, %xmm2
.LBB_241:
	cmpq %r9, %r13
	je .LBB_1139
	testq %r11, %r11
	je .LBB_1138
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
	movb %r12b, 576(%rsp)
	testq %r12, %r12
	movb $57, %dl
	movl $1, %r9d
	movq 72(%rsp), %rdi
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
	movq 184(%rsp), %rcx
	vbroadcastsd %xmm2, %zmm2
	movq %rcx, 104(%rsp)
	leaq 184(%rsp), %rcx
	cmovneq %rcx, %r12
	movabsq $144115188075855871, %rcx
	subq %rdi, %r14
	vdivsd %xmm0, %xmm1, %xmm1
	addq %rdi, %rcx
	movq %r12, 160(%rsp)
	xorl %edi, %edi
	bzhiq %rdx, %rcx, %rcx
	leaq 1(%rcx), %r13
	movq %rcx, 48(%rsp)
	movabsq $288230376151711736, %rcx
	movq %r14, 80(%rsp)
	movl %r13d, %ebx
	andl $7, %ebx
	andq %rcx, %r13
	movq %rbx, 112(%rsp)
	shll $7, %ebx
	vbroadcastsd %xmm1, %zmm3
.LBB_244:
	cmpq 32(%rsp), %rdi
	jae .LBB_249
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 120(%rsp), %rdx
.LBB_246:
	movq (%rdx), %rcx
	cmpq %r9, %rcx
	jae .LBB_250
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, 32(%rsp)
	jne .LBB_246
	movq 32(%rsp), %rdi
	xorl %edx, %edx
	jmp .LBB_251
.LBB_249:
	xorl %edx, %edx
	jmp .LBB_251
.LBB_250:
	movl $1, %edx
.LBB_251:
	cmpq %r9, 104(%rsp)
	setae %r8b
	andb 576(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_253
	movl $1025, %r11d
	testb %r8b, %r8b
	je .LBB_258
.LBB_253:
	movq 104(%rsp), %r15
	movzbl %r8b, %r14d
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq %r8, 944(%rsp)
	movq $2, 952(%rsp)
	movq %rdx, 960(%rsp)
	movq %rcx, 968(%rsp)
	movq %r14, 976(%rsp)
	movq %r15, %r11
	cmovneq %rcx, %r11
	movq %r15, 984(%rsp)
	testq %rdx, %rdx
	je .LBB_257
	je .LBB_257
	shll $4, %edx
	leaq 1000(%rsp), %rcx
	subq %rdx, %rcx
.LBB_256:
	movq %r11, %rdx
	movq (%rcx), %r11
	incq %r8
	cmpq %r11, %rdx
	cmovbq %rdx, %r11
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r11
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_256
.LBB_257:
	cmpq $1025, %r11
	movl $1025, %ecx
	cmovaeq %rcx, %r11
.LBB_258:
	vmovupd 288(%rsp), %zmm5
	vmovupd 352(%rsp), %zmm4
	vmovupd 416(%rsp), %zmm7
	vmovupd 480(%rsp), %zmm6
	cmpq %r11, %r9
	jae .LBB_265
	cmpq %rsi, %r9
	movq %rsi, %rcx
	movq %r9, %rdx
	cmovaq %r9, %rcx
	movq %rcx, (%rsp)
	movq 80(%rsp), %r14
	movq 64(%rsp), %rcx
	movq 584(%rsp), %r8
	leaq (%r14,%r9), %r15
	movq 624(%rsp), %r14
	cmpq %rcx, %r9
	cmovaq %r9, %rcx
	shlq $7, %rdx
	shlq $7, %r15
	addq %rdx, %r8
	orq $120, %rdx
.LBB_260:
	movq 128(%rsp), %r12
	movq 24(%rsp), %rbp
	addq %r9, %r12
	cmpq %rbp, %r12
	jae .LBB_1103
	movq 80(%rsp), %r12
	addq %r9, %r12
	cmpq %rbp, %r12
	jae .LBB_1026
	cmpq %r9, (%rsp)
	je .LBB_1051
	cmpq %r9, %rcx
	je .LBB_1052
	vmovupd -64(%r14,%r8), %zmm8
	vmovupd (%r14,%r8), %zmm9
	incq %r9
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
	jne .LBB_260
.LBB_265:
	movq 128(%rsp), %rcx
	movq 232(%rsp), %r14
	vmovupd %zmm5, 288(%rsp)
	vmovupd %zmm4, 352(%rsp)
	vmovapd %xmm7, 416(%rsp)
	cmpq $1024, %r11
	ja .LBB_298
	movq 24(%rsp), %rbp
	leaq (%r11,%rcx), %r8
	cmpq %rbp, %r8
	jae .LBB_1081
	movq 72(%rsp), %r14
	movq 168(%rsp), %rdx
	movq %r8, %r12
	subq %r14, %r12
	cmpq %rbp, %r12
	jae .LBB_1026
	movq %r8, %rcx
	shlq $7, %rcx
	shlq $7, %r12
	vmovupd (%rdx,%rcx), %zmm8
	vmulpd %zmm2, %zmm8, %zmm9
	vaddpd %zmm9, %zmm5, %zmm5
	vsubpd %zmm7, %zmm5, %zmm5
	vaddpd %zmm7, %zmm8, %zmm7
	vmovupd %zmm5, 288(%rsp)
	vmulpd %zmm5, %zmm3, %zmm5
	vmovupd 64(%rdx,%rcx), %zmm9
	vmulpd %zmm2, %zmm9, %zmm10
	vaddpd %zmm10, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm9, %zmm6
	vmovupd %zmm4, 352(%rsp)
	vmulpd %zmm4, %zmm3, %zmm4
	vsubpd (%rdx,%r12), %zmm7, %zmm7
	vmovupd %zmm7, 416(%rsp)
	vsubpd 64(%rdx,%r12), %zmm6, %zmm6
	vmovupd %zmm5, 944(%rsp)
	vmovupd %zmm4, 1008(%rsp)
	vmovupd %zmm6, 480(%rsp)
	cmpq 32(%rsp), %rdi
	ja .LBB_1010
	incq %r8
	movq %r14, %r15
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 120(%rsp), %rcx
	leaq 1(%r11), %r9
	movq %r8, %r14
	subq %r15, %r14
	movq %r8, 56(%rsp)
	xorl %r8d, %r8d
	movq %r14, 40(%rsp)
	shlq $7, %r14
	addq %rdx, %r14
	movq %r14, (%rsp)
	movq 160(%rsp), %r14
	jmp .LBB_272
.LBB_270:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $16, %r12
	jae .LBB_1045
.LBB_271:
	vmovsd %xmm5, 288(%rsp,%r12,8)
	vdivsd %xmm0, %xmm5, %xmm5
	vmovsd %xmm4, 416(%rsp,%r12,8)
	movq %r15, %r14
	movq %rdx, %rcx
	vmovsd %xmm5, 944(%rsp,%r12,8)
.LBB_272:
	testb %r8b, %r8b
	je .LBB_281
	movq %rcx, %rdx
.LBB_274:
	testq %r14, %r14
	je .LBB_289
	cmpq %r11, (%r14)
	jne .LBB_289
	movb $2, %r8b
	xorl %r15d, %r15d
	movq %r14, %rcx
	movq 72(%rsp), %r14
	cmpq %r14, 56(%rsp)
	jb .LBB_1000
.LBB_277:
	movq 8(%rcx), %r12
	testq %r14, %r14
	je .LBB_270
	cmpq $15, %r12
	ja .LBB_1028
	cmpq $7, 48(%rsp)
	jae .LBB_284
	movq (%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r14d, %r14d
	jmp .LBB_287
.LBB_281:
	movq 280(%rsp), %r8
	movq %r8, %rdx
	cmpq %r8, %rcx
	je .LBB_274
	leaq 16(%rcx), %rdx
	cmpq %r11, (%rcx)
	jne .LBB_274
	xorl %r8d, %r8d
	movq %r14, %r15
	movq 72(%rsp), %r14
	cmpq %r14, 56(%rsp)
	jae .LBB_277
	jmp .LBB_1000
.LBB_284:
	movq (%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r14d, %r14d
.LBB_285:
	vmovsd (%rcx,%r12,8), %xmm7
	leaq 1(%r14), %rbp
	vmovsd 128(%rcx,%r12,8), %xmm8
	vmovsd 512(%rcx,%r12,8), %xmm9
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 2(%r14), %rbp
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vmovsd 256(%rcx,%r12,8), %xmm7
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 3(%r14), %rbp
	vaddsd %xmm4, %xmm8, %xmm4
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 384(%rcx,%r12,8), %xmm8
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
	vmovsd 640(%rcx,%r12,8), %xmm8
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 6(%r14), %rbp
	vmulsd %xmm6, %xmm9, %xmm6
	vmovsd 768(%rcx,%r12,8), %xmm9
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rbp, %xmm15, %xmm6
	leaq 7(%r14), %rbp
	addq $8, %r14
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 896(%rcx,%r12,8), %xmm8
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
	cmpq %r14, %r13
	jne .LBB_285
	cmpq $0, 112(%rsp)
	je .LBB_271
.LBB_287:
	leaq (%rcx,%r12,8), %rcx
	incq %r14
	xorl %ebp, %ebp
.LBB_288:
	vmovsd (%rcx,%rbp), %xmm7
	vcvtsi2sd %r14, %xmm15, %xmm6
	incq %r14
	subq $-128, %rbp
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	cmpq %rbp, %rbx
	jne .LBB_288
	jmp .LBB_271
.LBB_289:
	cmpq %rsi, %r11
	jae .LBB_1086
	movq 232(%rsp), %r14
	cmpq 64(%rsp), %r11
	jae .LBB_1085
	movq %r11, %rcx
	shlq $7, %rcx
	vmovsd (%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 944(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, (%r10,%rcx)
	vmovsd 8(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 952(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 8(%r10,%rcx)
	vmovsd 16(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 960(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 16(%r10,%rcx)
	vmovsd 24(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 968(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 24(%r10,%rcx)
	vmovsd 32(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 976(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 32(%r10,%rcx)
	vmovsd 40(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 984(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 40(%r10,%rcx)
	vmovsd 48(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 992(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 48(%r10,%rcx)
	vmovsd 56(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 1000(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 56(%r10,%rcx)
	vmovsd 64(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 1008(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 64(%r10,%rcx)
	vmovsd 72(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 1016(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 72(%r10,%rcx)
	vmovsd 80(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 1024(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 80(%r10,%rcx)
	vmovsd 88(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 1032(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 88(%r10,%rcx)
	vmovsd 96(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 1040(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 96(%r10,%rcx)
	vmovsd 104(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 1048(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 104(%r10,%rcx)
	vmovsd 112(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 1056(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 112(%r10,%rcx)
	vmovsd 120(%rax,%rcx), %xmm4
	vaddsd %xmm4, %xmm4, %xmm4
	vsubsd 1064(%rsp), %xmm4, %xmm4
	vmovsd %xmm4, 120(%r10,%rcx)
	cmpq $1024, %r11
	jne .LBB_244
.LBB_298:
	movq 680(%rsp), %rsi
	movq 136(%rsp), %r13
	movq 592(%rsp), %r10
	subq %r13, %rsi
	jb .LBB_1019
	movq 1304(%rsp), %rdx
	movq 672(%rsp), %rax
	movq 1248(%rsp), %r11
	movq 16(%rdx), %r8
	movq 8(%rdx), %rcx
	movq %r8, (%rsp)
	testq %r13, %r13
	je .LBB_304
	xorl %edi, %edi
	xorl %edx, %edx
.LBB_301:
	leaq (%r14,%rdx), %r8
	cmpq %rsi, %r8
	jae .LBB_1070
	vmovupd 131200(%rax,%rdi), %zmm0
	vmovupd 131264(%rax,%rdi), %zmm1
	movq (%rsp), %r8
	vmovupd %zmm1, 1008(%rsp)
	vmovupd %zmm0, 944(%rsp)
	cmpq %rdx, %r8
	je .LBB_1069
	vmovsd (%rcx,%rdx,8), %xmm0
	incq %rdx
	vmovsd %xmm0, (%rax,%rdi)
	vmovupd 944(%rsp), %zmm0
	vmovupd 1000(%rsp), %zmm1
	vmovupd %zmm0, 8(%rax,%rdi)
	vmovupd %zmm1, 64(%rax,%rdi)
	subq $-128, %rdi
	cmpq %rdi, 216(%rsp)
	jne .LBB_301
.LBB_304:
	movq %r8, %rdx
	testq %r8, %r8
	movq 1296(%rsp), %r8
	je .LBB_314
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
	jb .LBB_308
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
	jae .LBB_309
	leaq 8(%rcx,%r8,8), %rdi
	leaq 131320(%rax), %r8
	cmpq %rdi, %r8
	jae .LBB_309
.LBB_308:
	movq %rcx, %rdi
	xorl %edx, %edx
	jmp .LBB_311
.LBB_309:
	movq 216(%rsp), %rdi
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovdqu64 1664(%rsp), %zmm6
	incq %rdx
	movl $32, %r9d
	leaq (%rax,%rdi), %r8
	movl %edx, %edi
	andl $31, %edi
	cmoveq %r9, %rdi
	xorl %r9d, %r9d
	subq %rdi, %rdx
	leaq (%rcx,%rdx,8), %rdi
.LBB_310:
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
	jne .LBB_310
.LBB_311:
	movq (%rsp), %r8
	leaq (%rcx,%r8,8), %rcx
	leaq (%r14,%rdx), %r8
	shlq $7, %rdx
	leaq 131320(%rax,%rdx), %rax
.LBB_312:
	movq %r8, %rdx
	cmpq %rsi, %r8
	jae .LBB_1066
	vmovsd (%rax), %xmm0
	incq %rdx
	subq $-128, %rax
	movq %rdx, %r8
	vmovsd %xmm0, (%rdi)
	addq $8, %rdi
	cmpq %rcx, %rdi
	jne .LBB_312
.LBB_314:
	movq 16(%r10), %rcx
	testq %rcx, %rcx
	js .LBB_1082
	movq 144(%rsp), %rax
	movq 672(%rsp), %rbx
	movq 680(%rsp), %rbp
	movq 200(%rsp), %rdx
	movq 696(%rsp), %r9
	movq 704(%rsp), %rsi
	movq %rax, 176(%rsp)
	movq %rdx, 184(%rsp)
	movq %r11, 192(%rsp)
	cmpq $1, %rcx
	jne .LBB_321
	cmpq %rbp, 1224(%rsp)
	ja .LBB_1020
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $8, %rsi
	jb .LBB_320
	movq 600(%rsp), %rdi
	movq 216(%rsp), %rcx
	cmpq $1024, %rsi
	movl $1024, %edx
	cmovbq %rsi, %rdx
	shll $7, %edx
	addq %rbx, %rdi
	addq %rbx, %rcx
	addq %rdx, %rdi
	cmpq %rdi, %r9
	jae .LBB_382
	leaq 128(%r9,%rdx), %rdx
	cmpq %rdx, %rcx
	jae .LBB_382
.LBB_320:
	xorl %eax, %eax
	xorl %edx, %edx
	jmp .LBB_384
.LBB_321:
	leaq 1(%rcx), %rax
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 352(%rsp)
	vmovupd %zmm1, 288(%rsp)
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm1, 480(%rsp)
	imulq %rcx, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq 1280(%rsp), %rax
	movq %rax, %r8
	subq %rcx, %r8
	cmpq %rbp, %r13
	jae .LBB_1038
	cmpq %rcx, %rax
	jb .LBB_1039
	movq %rcx, (%rsp)
	testq %rcx, %rcx
	je .LBB_326
	vbroadcastsd 376(%rsp), %ymm1
	vbroadcastsd 504(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 288(%rsp), %ymm3
	vmovupd 416(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	shlq $7, %r8
	addq %rcx, %rax
	movb $57, %cl
	addq %rbx, %r8
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 384(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 512(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_327
	xorl %edx, %edx
	jmp .LBB_330
.LBB_326:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_333
.LBB_327:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_328:
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
	jne .LBB_328
	testq %rax, %rax
	je .LBB_332
.LBB_330:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_331:
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
	jne .LBB_331
.LBB_332:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 288(%rsp)
	vmovupd %zmm5, 416(%rsp)
	vmovupd %zmm4, 480(%rsp)
	vmovupd %zmm6, 320(%rsp)
	vextractf64x4 $1, %zmm1, 384(%rsp)
.LBB_333:
	movq 200(%rsp), %r8
	testq %rsi, %rsi
	je .LBB_1108
	vbroadcastsd %xmm0, %zmm3
	leaq 64(%r9), %rax
	movq %rax, 576(%rsp)
	movq %r9, 104(%rsp)
	leaq 184(%rsp), %rax
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	movq 144(%rsp), %rcx
	movb %cl, 48(%rsp)
	testq %rcx, %rcx
	movq (%rsp), %rdx
	cmovneq %rax, %rcx
	movabsq $144115188075855871, %rax
	xorl %edi, %edi
	movq %rcx, 144(%rsp)
	movb $57, %cl
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	vmovupd %zmm2, (%r9)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r9)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	leaq 1(%rax), %r14
	movq %rax, 56(%rsp)
	movabsq $288230376151711736, %rax
	movl $1, %r9d
	movl %r14d, %r15d
	andq %rax, %r14
	leaq 64(%rbx), %rax
	andl $7, %r15d
	movq %rax, 160(%rsp)
	movq %r13, %rax
	subq %rdx, %rax
	movq %rax, 72(%rsp)
	movq %r15, 80(%rsp)
	shll $7, %r15d
	movq %rbp, 112(%rsp)
	movq %rbx, 64(%rsp)
	vbroadcastsd %xmm1, %zmm1
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm2, %zmm2
.LBB_335:
	movq 32(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_340
	movq %rdi, %rax
	shlq $4, %rax
	addq 120(%rsp), %rax
.LBB_337:
	movq (%rax), %rcx
	cmpq %r9, %rcx
	jae .LBB_341
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rdx
	jne .LBB_337
	movq %rdx, %rdi
	xorl %edx, %edx
	jmp .LBB_342
.LBB_340:
	xorl %edx, %edx
	jmp .LBB_342
.LBB_341:
	movl $1, %edx
.LBB_342:
	cmpq %r9, %r8
	movq 72(%rsp), %r11
	setae %r10b
	andb 48(%rsp), %r10b
	testq %rdx, %rdx
	jne .LBB_344
	movl $1025, %eax
	testb %r10b, %r10b
	je .LBB_349
.LBB_344:
	movzbl %r10b, %r11d
	movl $2, %r10d
	movq %r8, %rax
	subq %rdx, %r10
	testb %dl, %dl
	cmovneq %rcx, %rax
	movq %r10, 944(%rsp)
	movq $2, 952(%rsp)
	movq %rdx, 960(%rsp)
	movq %rcx, 968(%rsp)
	movq %r11, 976(%rsp)
	movq %r8, 984(%rsp)
	testq %rdx, %rdx
	je .LBB_348
	je .LBB_348
	shll $4, %edx
	leaq 1000(%rsp), %rcx
	subq %rdx, %rcx
.LBB_347:
	movq %rax, %rdx
	movq (%rcx), %rax
	incq %r10
	cmpq %rax, %rdx
	cmovbq %rdx, %rax
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rax
	addq $16, %rcx
	cmpq $2, %r10
	jne .LBB_347
.LBB_348:
	movq 72(%rsp), %r11
	cmpq $1025, %rax
	movl $1025, %ecx
	cmovaeq %rcx, %rax
.LBB_349:
	vmovupd 288(%rsp), %zmm4
	vmovupd 352(%rsp), %zmm3
	vmovupd 416(%rsp), %zmm6
	vmovupd 480(%rsp), %zmm8
	cmpq %rax, %r9
	jae .LBB_355
	movq 576(%rsp), %rdx
	cmpq %rsi, %r9
	movq %rsi, %r8
	movq %r9, %rcx
	movq 160(%rsp), %rbx
	leaq (%r11,%r9), %r10
	cmovaq %r9, %r8
	shlq $7, %rcx
	shlq $7, %r10
	addq %rcx, %rdx
	addq 216(%rsp), %rcx
.LBB_351:
	leaq (%r13,%r9), %r12
	cmpq %rbp, %r12
	jae .LBB_1103
	leaq (%r11,%r9), %r12
	cmpq %rbp, %r12
	jae .LBB_1089
	cmpq %r9, %r8
	je .LBB_1050
	vmovupd (%rbx,%rcx), %zmm7
	vmovupd -64(%rbx,%rcx), %zmm9
	incq %r9
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
	jne .LBB_351
	jmp .LBB_356
.LBB_355:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_356:
	movq 592(%rsp), %r10
	movq 64(%rsp), %r11
	vmovupd %zmm4, 288(%rsp)
	vmovupd %zmm3, 352(%rsp)
	vmovapd %xmm7, 416(%rsp)
	cmpq $1024, %rax
	ja .LBB_387
	leaq (%rax,%r13), %r10
	cmpq %rbp, %r10
	jae .LBB_1090
	movq (%rsp), %rbx
	movq 32(%rsp), %rdx
	movq %r10, %r12
	subq %rbx, %r12
	cmpq %rbp, %r12
	jae .LBB_1089
	movq %r10, %rcx
	shlq $7, %rcx
	shlq $7, %r12
	vmovupd (%r11,%rcx), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 288(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%r11,%rcx), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 352(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%r11,%r12), %zmm6, %zmm6
	vmovupd %zmm6, 416(%rsp)
	vsubpd 64(%r11,%r12), %zmm5, %zmm5
	vmovupd %zmm4, 944(%rsp)
	vmovupd %zmm3, 1008(%rsp)
	vmovupd %zmm5, 480(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_1011
	incq %r10
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 120(%rsp), %rcx
	leaq 1(%rax), %r9
	xorl %r13d, %r13d
	movq %r10, %rbp
	subq %rbx, %rbp
	movq %r10, %r8
	movq %rbp, 40(%rsp)
	shlq $7, %rbp
	movq 144(%rsp), %rbx
	addq %r11, %rbp
	jmp .LBB_363
.LBB_361:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r12
	jae .LBB_1045
.LBB_362:
	vmovsd %xmm4, 288(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 416(%rsp,%r12,8)
	movq %r10, %rbx
	movq %rdx, %rcx
	vmovsd %xmm4, 944(%rsp,%r12,8)
.LBB_363:
	testb %r13b, %r13b
	je .LBB_372
	movq %rcx, %rdx
.LBB_365:
	testq %rbx, %rbx
	je .LBB_380
	cmpq %rax, (%rbx)
	jne .LBB_380
	movb $2, %r13b
	xorl %r10d, %r10d
	movq %rbx, %rcx
	movq (%rsp), %r11
	cmpq %r11, %r8
	jb .LBB_1002
.LBB_368:
	movq 8(%rcx), %r12
	testq %r11, %r11
	je .LBB_361
	cmpq $15, %r12
	ja .LBB_1028
	cmpq $7, 56(%rsp)
	jae .LBB_375
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	movq %rbp, %rcx
	jmp .LBB_378
.LBB_372:
	movq 280(%rsp), %r10
	movq %r10, %rdx
	cmpq %r10, %rcx
	je .LBB_365
	leaq 16(%rcx), %rdx
	cmpq %rax, (%rcx)
	jne .LBB_365
	xorl %r13d, %r13d
	movq %rbx, %r10
	movq (%rsp), %r11
	cmpq %r11, %r8
	jae .LBB_368
	jmp .LBB_1002
.LBB_375:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	movq %rbp, %rcx
.LBB_376:
	vmovsd (%rcx,%r12,8), %xmm6
	leaq 1(%rbx), %r11
	vmovsd 128(%rcx,%r12,8), %xmm7
	vmovsd 512(%rcx,%r12,8), %xmm8
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 2(%rbx), %r11
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r12,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 3(%rbx), %r11
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r12,8), %xmm7
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
	vmovsd 640(%rcx,%r12,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 6(%rbx), %r11
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r12,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	leaq 7(%rbx), %r11
	addq $8, %rbx
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r12,8), %xmm7
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
	jne .LBB_376
	cmpq $0, 80(%rsp)
	je .LBB_362
.LBB_378:
	leaq (%rcx,%r12,8), %rcx
	incq %rbx
	xorl %r11d, %r11d
.LBB_379:
	vmovsd (%rcx,%r11), %xmm6
	vcvtsi2sd %rbx, %xmm15, %xmm5
	incq %rbx
	subq $-128, %r11
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r11, %r15
	jne .LBB_379
	jmp .LBB_362
.LBB_380:
	cmpq %rsi, %rax
	jae .LBB_1091
	vmovupd 944(%rsp), %zmm3
	vmovupd 1008(%rsp), %zmm4
	movq 104(%rsp), %rdx
	movq 136(%rsp), %r13
	movq 592(%rsp), %r10
	movq 200(%rsp), %r8
	movq 112(%rsp), %rbp
	movq %rax, %rcx
	shlq $7, %rcx
	vmovupd %zmm4, 64(%rdx,%rcx)
	vmovupd %zmm3, (%rdx,%rcx)
	cmpq $1024, %rax
	jne .LBB_335
	jmp .LBB_387
.LBB_382:
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
.LBB_383:
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
	jne .LBB_383
.LBB_384:
	addq 256(%rsp), %rbx
	movq %rax, %rcx
	shlq $7, %rcx
	movl $131200, %edi
	decq %rax
	leaq 64(%r9,%rcx), %rcx
	subq %rdx, %rdi
	addq %rdx, %rbx
	xorl %edx, %edx
.LBB_385:
	incq %rax
	cmpq %rax, %rsi
	je .LBB_1071
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%rbx,%rdx), %zmm1, %zmm0
	vaddpd (%rbx,%rdx), %zmm1, %zmm1
	vmovupd %zmm0, -64(%rcx,%rdx)
	vmovupd %zmm1, (%rcx,%rdx)
	addq $128, %rdx
	cmpq %rdx, %rdi
	jne .LBB_385
.LBB_387:
	movq 680(%rsp), %rax
	movq %r13, %r9
	subq %rax, %r9
	movq %rax, 56(%rsp)
	ja .LBB_1024
	movq 32(%r10), %rcx
	movq 128(%rsp), %r14
	testq %rcx, %rcx
	js .LBB_1082
	movq 40(%r10), %rax
	movq %rax, 48(%rsp)
	testq %rax, %rax
	js .LBB_1082
	movq 24(%r10), %rdi
	testq %rdi, %rdi
	js .LBB_1082
	movq 152(%rsp), %r10
	leaq -1(%rcx), %rax
	movq 672(%rsp), %r8
	movq %rcx, 72(%rsp)
	movq %rdi, 80(%rsp)
	movq %r9, 1272(%rsp)
	movq %rax, %rdx
	subq %r10, %rdx
	setb %sil
	addq $16400, %r10
	cmpq %r10, %rax
	setae %al
	orb %sil, %al
	jne .LBB_394
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	movq 264(%rsp), %rcx
	je .LBB_395
	movl $1, %r10d
	movq %rdx, 184(%rsp)
	movq %rax, 192(%rsp)
	jmp .LBB_396
.LBB_394:
	movq 24(%rsp), %rbx
	movq 264(%rsp), %rcx
	xorl %r10d, %r10d
	jmp .LBB_397
.LBB_395:
	xorl %r10d, %r10d
.LBB_396:
	movq 24(%rsp), %rbx
.LBB_397:
	movq 56(%rsp), %rsi
	movq 216(%rsp), %rax
	movq 72(%rsp), %rdx
	movq %r10, 176(%rsp)
	movq %r8, 160(%rsp)
	subq %r13, %rsi
	leaq (%r8,%rax), %r13
	cmpq $1, %rdx
	jne .LBB_403
	cmpb $0, 23(%rsp)
	jne .LBB_1015
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $7, %rsi
	jbe .LBB_402
	movq 608(%rsp), %rdx
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	cmpq %rdx, %r13
	jae .LBB_464
	movq 600(%rsp), %rdx
	addq %r8, %rdx
	addq %rdx, %rcx
	cmpq %rcx, 224(%rsp)
	jae .LBB_464
.LBB_402:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_466
.LBB_403:
	leaq 1(%rdx), %rax
	movq %rdx, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 352(%rsp)
	vmovupd %zmm1, 288(%rsp)
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm1, 480(%rsp)
	imulq %rdx, %rax
	movq %rcx, %rdx
	subq %rdi, %rdx
	movq %rdx, 40(%rsp)
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %rbx, %r14
	jae .LBB_1018
	cmpq %rdi, %rcx
	jb .LBB_1027
	movq %rdi, %rdx
	testq %rdi, %rdi
	je .LBB_408
	vbroadcastsd 376(%rsp), %ymm1
	vbroadcastsd 504(%rsp), %ymm4
	movq 40(%rsp), %r9
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 288(%rsp), %ymm3
	vmovupd 416(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	movb $57, %cl
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rax
	movl %eax, %edx
	andl $3, %edx
	shlq $7, %r9
	addq 168(%rsp), %r9
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 384(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 512(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_409
	xorl %edi, %edi
	jmp .LBB_412
.LBB_408:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_415
.LBB_409:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edi, %edi
	addq $4, %rcx
	andq %rcx, %rax
.LBB_410:
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
	jne .LBB_410
	testq %rdx, %rdx
	je .LBB_414
.LBB_412:
	incq %rdi
	shll $7, %edx
	xorl %eax, %eax
.LBB_413:
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
	jne .LBB_413
.LBB_414:
	movq 72(%rsp), %rdx
	vmovupd %zmm5, 416(%rsp)
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm5
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 288(%rsp)
	vmovupd %zmm4, 480(%rsp)
	vmovupd %zmm5, 320(%rsp)
	vextractf64x4 $1, %zmm1, 384(%rsp)
.LBB_415:
	movq 56(%rsp), %rax
	cmpq 136(%rsp), %rax
	je .LBB_1140
	vbroadcastsd %xmm0, %zmm3
	movb %r10b, 144(%rsp)
	testq %r10, %r10
	movb $57, %cl
	movq %r14, %rbp
	movl $1, %r8d
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	vbroadcastsd .LCPI_8(%rip), %zmm3
	vmulpd %zmm3, %zmm2, %zmm2
	vmulpd %zmm3, %zmm1, %zmm1
	vmovupd %zmm2, (%r13)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r13)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movq 184(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 104(%rsp)
	leaq 184(%rsp), %rax
	cmovneq %rax, %r10
	movabsq $144115188075855871, %rax
	subq %rdx, %rbp
	xorl %edi, %edi
	vdivsd %xmm0, %xmm2, %xmm2
	addq %rdx, %rax
	movq %r10, 200(%rsp)
	bzhiq %rcx, %rax, %rax
	movq %rax, 112(%rsp)
	leaq 1(%rax), %r15
	movabsq $288230376151711736, %rax
	movl %r15d, %r9d
	andq %rax, %r15
	movq 256(%rsp), %rax
	movq 160(%rsp), %rcx
	andl $7, %r9d
	addq %rcx, %rax
	movq %rax, 1248(%rsp)
	movq %r9, 64(%rsp)
	shll $7, %r9d
	movq %rbp, 576(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_417:
	movq 32(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_422
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 120(%rsp), %rcx
.LBB_419:
	movq (%rcx), %rax
	cmpq %r8, %rax
	jae .LBB_423
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_419
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_424
.LBB_422:
	xorl %ecx, %ecx
	jmp .LBB_424
.LBB_423:
	movl $1, %ecx
.LBB_424:
	cmpq %r8, 104(%rsp)
	setae %dl
	andb 144(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_426
	movl $1025, %r10d
	testb %dl, %dl
	je .LBB_431
.LBB_426:
	movq 104(%rsp), %r12
	movzbl %dl, %r11d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq %rdx, 944(%rsp)
	movq $2, 952(%rsp)
	movq %rcx, 960(%rsp)
	movq %rax, 968(%rsp)
	movq %r11, 976(%rsp)
	movq %r12, %r10
	cmovneq %rax, %r10
	movq %r12, 984(%rsp)
	testq %rcx, %rcx
	je .LBB_430
	je .LBB_430
	shll $4, %ecx
	leaq 1000(%rsp), %rax
	subq %rcx, %rax
.LBB_429:
	movq %r10, %rcx
	movq (%rax), %r10
	incq %rdx
	cmpq %r10, %rcx
	cmovbq %rcx, %r10
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r10
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_429
.LBB_430:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_431:
	vmovupd 288(%rsp), %zmm4
	vmovupd 352(%rsp), %zmm3
	vmovupd 416(%rsp), %zmm6
	vmovupd 480(%rsp), %zmm8
	cmpq %r10, %r8
	jae .LBB_437
	cmpq %rsi, %r8
	movq %rsi, %rax
	leaq (%rbp,%r8), %rdx
	cmovaq %r8, %rax
	shlq $7, %rdx
	movq %rax, (%rsp)
	movq %r8, %rax
	shlq $7, %rax
	movq 1248(%rsp), %rcx
	movq 624(%rsp), %r11
	addq %rax, %rcx
	addq 584(%rsp), %rax
.LBB_433:
	leaq (%r14,%r8), %r12
	cmpq %rbx, %r12
	jae .LBB_1102
	leaq (%rbp,%r8), %r12
	cmpq %rbx, %r12
	jae .LBB_1046
	cmpq %r8, (%rsp)
	je .LBB_1056
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
	jne .LBB_433
	jmp .LBB_438
.LBB_437:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_438:
	vmovupd %zmm4, 288(%rsp)
	vmovupd %zmm3, 352(%rsp)
	vmovapd %xmm7, 416(%rsp)
	cmpq $1024, %r10
	ja .LBB_469
	leaq (%r10,%r14), %rbp
	cmpq %rbx, %rbp
	jae .LBB_1092
	movq %rbp, %r12
	subq 72(%rsp), %r12
	movq 168(%rsp), %rdx
	cmpq %rbx, %r12
	jae .LBB_1046
	movq %rbp, %rax
	shlq $7, %rax
	shlq $7, %r12
	vmovupd (%rdx,%rax), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 288(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rdx,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 352(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rdx,%r12), %zmm6, %zmm6
	vmovupd %zmm6, 416(%rsp)
	vsubpd 64(%rdx,%r12), %zmm5, %zmm5
	vmovupd %zmm4, 944(%rsp)
	vmovupd %zmm3, 1008(%rsp)
	vmovupd %zmm5, 480(%rsp)
	cmpq 32(%rsp), %rdi
	ja .LBB_1010
	incq %rbp
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 120(%rsp), %rcx
	leaq 1(%r10), %r8
	xorl %r14d, %r14d
	movq %rbp, %rax
	subq 72(%rsp), %rax
	movq %rax, 40(%rsp)
	shlq $7, %rax
	addq %rdx, %rax
	movq %rax, (%rsp)
	movq 200(%rsp), %rbx
	jmp .LBB_445
.LBB_443:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r12
	jae .LBB_1045
.LBB_444:
	vmovsd %xmm4, 288(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 416(%rsp,%r12,8)
	movq %rax, %rbx
	movq %r11, %rcx
	vmovsd %xmm4, 944(%rsp,%r12,8)
.LBB_445:
	testb %r14b, %r14b
	je .LBB_454
	movq 72(%rsp), %rdx
	movq %rcx, %r11
.LBB_447:
	testq %rbx, %rbx
	je .LBB_462
	cmpq %r10, (%rbx)
	jne .LBB_462
	movb $2, %r14b
	xorl %eax, %eax
	movq %rbx, %rcx
	movq 24(%rsp), %rbx
	cmpq %rdx, %rbp
	jb .LBB_1003
.LBB_450:
	movq 8(%rcx), %r12
	testq %rdx, %rdx
	je .LBB_443
	cmpq $15, %r12
	ja .LBB_1028
	cmpq $7, 112(%rsp)
	jae .LBB_457
	movq (%rsp), %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	jmp .LBB_460
.LBB_454:
	movq 280(%rsp), %rax
	movq 72(%rsp), %rdx
	movq %rax, %r11
	cmpq %rax, %rcx
	je .LBB_447
	leaq 16(%rcx), %r11
	cmpq %r10, (%rcx)
	jne .LBB_447
	xorl %r14d, %r14d
	movq %rbx, %rax
	movq 24(%rsp), %rbx
	cmpq %rdx, %rbp
	jae .LBB_450
	jmp .LBB_1003
.LBB_457:
	movq (%rsp), %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
.LBB_458:
	vmovsd (%rcx,%r12,8), %xmm6
	leaq 1(%rbx), %rdx
	vmovsd 128(%rcx,%r12,8), %xmm7
	vmovsd 512(%rcx,%r12,8), %xmm8
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 2(%rbx), %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r12,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 3(%rbx), %rdx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r12,8), %xmm7
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
	vmovsd 640(%rcx,%r12,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 6(%rbx), %rdx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r12,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 7(%rbx), %rdx
	addq $8, %rbx
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r12,8), %xmm7
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
	jne .LBB_458
	cmpq $0, 64(%rsp)
	je .LBB_444
.LBB_460:
	leaq (%rcx,%r12,8), %rcx
	incq %rbx
	xorl %edx, %edx
.LBB_461:
	vmovsd (%rcx,%rdx), %xmm6
	vcvtsi2sd %rbx, %xmm15, %xmm5
	incq %rbx
	subq $-128, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rdx, %r9
	jne .LBB_461
	jmp .LBB_444
.LBB_462:
	cmpq %rsi, %r10
	jae .LBB_1093
	vbroadcastsd .LCPI_8(%rip), %zmm4
	movq %r10, %rax
	shlq $7, %rax
	movq 128(%rsp), %r14
	movq 24(%rsp), %rbx
	movq 576(%rsp), %rbp
	vmulpd 944(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, (%r13,%rax)
	vmulpd 1008(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, 64(%r13,%rax)
	cmpq $1024, %r10
	jne .LBB_417
	jmp .LBB_469
.LBB_464:
	vbroadcastsd .LCPI_8(%rip), %zmm22
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm20
	vpbroadcastq .LCPI_6(%rip), %zmm21
	incq %rax
	movq 224(%rsp), %rdi
	movl $8, %edx
	vxorpd %xmm19, %xmm19, %xmm19
	movl %eax, %ecx
	andl $7, %ecx
	cmoveq %rdx, %rcx
	subq %rcx, %rax
	movq %rax, %rcx
	shlq $7, %rcx
	movq %rax, %rdx
.LBB_465:
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
	vscatterqpd %zmm17, (%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm16, 8(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm15, 16(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm14, 24(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm13, 32(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm12, 40(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm11, 48(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm10, 56(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm9, 64(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm8, 72(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm7, 80(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm6, 88(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm5, 96(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm4, 104(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm3, 112(%r13,%zmm18) {%k1}
	kxnorb %k0, %k0, %k1
	vscatterqpd %zmm2, 120(%r13,%zmm18) {%k1}
	jne .LBB_465
.LBB_466:
	movq 256(%rsp), %rdx
	leaq (%r8,%rdx), %rdi
	movq 1240(%rsp), %rdx
	movq 1216(%rsp), %r8
	addq %rax, %rdx
	subq 56(%rsp), %rdx
	shlq $7, %rax
	addq %rdi, %rax
	leaq (%r8,%rcx), %rdi
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_467:
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
	jne .LBB_467
.LBB_469:
	movq 48(%rsp), %rax
	movq 96(%rsp), %rcx
	movq 264(%rsp), %r8
	decq %rax
	cmpq %rcx, 80(%rsp)
	jne .LBB_473
	movq 152(%rsp), %rcx
	movq %rax, %rdx
	movq 160(%rsp), %r10
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_478
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_478
	movl $1, %r11d
	movq %rdx, 184(%rsp)
	movq %rax, 192(%rsp)
	jmp .LBB_479
.LBB_473:
	movq 152(%rsp), %rcx
	movq %rax, %rdx
	movq 160(%rsp), %r9
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_492
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	je .LBB_492
	movl $1, %r10d
	movq %rdx, 184(%rsp)
	movq %rax, 192(%rsp)
	jmp .LBB_493
.LBB_478:
	xorl %r11d, %r11d
.LBB_479:
	movq 648(%rsp), %rax
	movq 656(%rsp), %r15
	movq 48(%rsp), %rdi
	movq %r11, 176(%rsp)
	movq %r15, 64(%rsp)
	cmpq $1, %rdi
	jne .LBB_483
	cmpb $0, 23(%rsp)
	jne .LBB_1015
	cmpq %rsi, %r15
	movq %rsi, %rcx
	movl $1024, %edi
	cmovbq %r15, %rcx
	cmpq $1024, %rcx
	cmovbq %rcx, %rdi
	cmpq $7, %rcx
	ja .LBB_488
	movq 232(%rsp), %r14
	movq 1272(%rsp), %r11
.LBB_701:
	xorl %ecx, %ecx
	xorl %edx, %edx
	jmp .LBB_702
.LBB_492:
	xorl %r10d, %r10d
.LBB_493:
	movq 48(%rsp), %rdx
	movq %r10, 176(%rsp)
	cmpq $1, %rdx
	jne .LBB_499
	cmpb $0, 23(%rsp)
	jne .LBB_1015
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $7, %rsi
	jbe .LBB_498
	movq 608(%rsp), %rdx
	movq 224(%rsp), %rdi
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	cmpq %rdx, %r13
	jae .LBB_618
	movq 600(%rsp), %rdx
	addq %r9, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %rdi
	jae .LBB_618
.LBB_498:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_620
.LBB_483:
	leaq 1(%rdi), %rcx
	movq %r8, %rdx
	subq %rdi, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 352(%rsp)
	vmovupd %zmm1, 288(%rsp)
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm1, 480(%rsp)
	imulq %rdi, %rcx
	movq %rdx, 40(%rsp)
	vcvtusi2sd %rcx, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %rbx, %r14
	jae .LBB_1018
	cmpq %rdi, %r8
	jb .LBB_1041
	movq %rdi, %rdx
	testq %rdi, %rdi
	je .LBB_504
	vbroadcastsd 376(%rsp), %ymm1
	vbroadcastsd 504(%rsp), %ymm4
	movq 40(%rsp), %r9
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 288(%rsp), %ymm2
	vmovupd 416(%rsp), %ymm3
	movabsq $144115188075855871, %rcx
	addq %rdx, %rcx
	movb $57, %dl
	bzhiq %rdx, %rcx, %rcx
	leaq 1(%rcx), %r8
	movl %r8d, %edx
	andl $7, %edx
	shlq $7, %r9
	addq 168(%rsp), %r9
	vblendpd $8, %ymm1, %ymm5, %ymm1
	vblendpd $8, %ymm4, %ymm5, %ymm4
	vinsertf64x4 $1, 384(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 512(%rsp), %zmm4, %zmm4
	cmpq $7, %rcx
	jae .LBB_506
	xorl %edi, %edi
	jmp .LBB_509
.LBB_499:
	leaq 1(%rdx), %rax
	movq %r8, %rcx
	subq %rdx, %rcx
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 352(%rsp)
	vmovupd %zmm1, 288(%rsp)
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm1, 480(%rsp)
	imulq %rdx, %rax
	movq %rcx, 40(%rsp)
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %rbx, %r14
	jae .LBB_1018
	cmpq %rdx, %r8
	jb .LBB_1041
	testq %rdx, %rdx
	je .LBB_505
	vbroadcastsd 376(%rsp), %ymm1
	vbroadcastsd 504(%rsp), %ymm4
	movq 40(%rsp), %r8
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 288(%rsp), %ymm3
	vmovupd 416(%rsp), %ymm5
	movabsq $144115188075855871, %rax
	movb $57, %cl
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	shlq $7, %r8
	addq 168(%rsp), %r8
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 384(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 512(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_563
	xorl %edx, %edx
	jmp .LBB_566
.LBB_488:
	movq 600(%rsp), %rcx
	cmpq %rsi, %r15
	movq 608(%rsp), %r11
	movl $1024, %r8d
	movq 232(%rsp), %r14
	leaq (%r10,%rcx), %rdx
	movq %rsi, %rcx
	cmovbq %r15, %rcx
	cmpq $1024, %rcx
	cmovaeq %r8, %rcx
	shll $7, %ecx
	leaq (%r11,%rcx), %r8
	addq %rcx, %rdx
	leaq 128(%rax,%rcx), %rcx
	movq 1272(%rsp), %r11
	cmpq %r8, %r13
	setb %r8b
	cmpq %rdx, 224(%rsp)
	setb %r9b
	cmpq %rcx, %r13
	setb %cl
	cmpq %rdx, %rax
	setb %dl
	testb %r9b, %r8b
	jne .LBB_701
	andb %dl, %cl
	movl $0, %ecx
	movl $0, %edx
	jne .LBB_702
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovapd .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_5(%rip), %zmm21
	vpbroadcastq .LCPI_6(%rip), %zmm22
	incq %rdi
	movq 224(%rsp), %r8
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
.LBB_491:
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
	vgatherqpd (%r13,%zmm2), %zmm19 {%k1}
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
	vscatterqpd %zmm18, (%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r13,%zmm2), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm17, %zmm18, %zmm17
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%rax,%zmm2), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm18, %zmm17, %zmm17
	vxorpd %xmm18, %xmm18, %xmm18
	vscatterqpd %zmm17, 8(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r13,%zmm2), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 16(%rax,%zmm2), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm16, %zmm17, %zmm16
	vxorpd %xmm17, %xmm17, %xmm17
	vsubpd %zmm18, %zmm16, %zmm16
	vscatterqpd %zmm16, 16(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%r13,%zmm2), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 24(%rax,%zmm2), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm16, %zmm15
	vsubpd %zmm17, %zmm15, %zmm15
	vscatterqpd %zmm15, 24(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%r13,%zmm2), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm15, %zmm14
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%rax,%zmm2), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm14, %zmm14
	vscatterqpd %zmm14, 32(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%r13,%zmm2), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm14, %zmm13
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%rax,%zmm2), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm13, %zmm13
	vscatterqpd %zmm13, 40(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%r13,%zmm2), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm13, %zmm12
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%rax,%zmm2), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm12, %zmm12
	vscatterqpd %zmm12, 48(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r13,%zmm2), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm11, %zmm12, %zmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%rax,%zmm2), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm11, %zmm11
	vxorpd %xmm12, %xmm12, %xmm12
	vscatterqpd %zmm11, 56(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r13,%zmm2), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 64(%rax,%zmm2), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm10, %zmm11, %zmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vsubpd %zmm12, %zmm10, %zmm10
	vscatterqpd %zmm10, 64(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r13,%zmm2), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 72(%rax,%zmm2), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm10, %zmm9
	vsubpd %zmm11, %zmm9, %zmm9
	vscatterqpd %zmm9, 72(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r13,%zmm2), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm8, %zmm9, %zmm8
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%rax,%zmm2), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm8, %zmm8
	vscatterqpd %zmm8, 80(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r13,%zmm2), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm7, %zmm8, %zmm7
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%rax,%zmm2), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm8, %zmm7, %zmm7
	vscatterqpd %zmm7, 88(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%r13,%zmm2), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm7, %zmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vgatherqpd 96(%rax,%zmm2), %zmm7 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm7, %zmm6, %zmm6
	vscatterqpd %zmm6, 96(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 104(%r13,%zmm2), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm5, %zmm6, %zmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 104(%rax,%zmm2), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm5, %zmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vscatterqpd %zmm5, 104(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 112(%r13,%zmm2), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 112(%rax,%zmm2), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm4, %zmm5, %zmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vsubpd %zmm6, %zmm4, %zmm4
	vscatterqpd %zmm4, 112(%r13,%zmm2) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 120(%r13,%zmm2), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vgatherqpd 120(%rax,%zmm2), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm3, %zmm4, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vscatterqpd %zmm3, 120(%r13,%zmm2) {%k1}
	jne .LBB_491
.LBB_702:
	movl $131200, %r8d
	addq 1256(%rsp), %r10
	movq %rcx, %rdi
	shlq $7, %rdi
	negq %rcx
	xorl %r9d, %r9d
	subq %rdx, %r8
	addq 1264(%rsp), %rdx
	leaq 120(%rax,%rdi), %rax
	addq %rdi, %r10
	movq %r15, %rdi
	notq %rdi
.LBB_703:
	cmpq %rcx, %r11
	je .LBB_1088
	decq %rcx
	cmpq %rcx, %rdi
	je .LBB_1087
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
	jne .LBB_703
	jmp .LBB_706
.LBB_504:
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
	jmp .LBB_512
.LBB_505:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_569
.LBB_506:
	movabsq $288230376151711736, %rcx
	xorl %edi, %edi
	andq %rcx, %r8
.LBB_507:
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
	jne .LBB_507
	testq %rdx, %rdx
	je .LBB_511
.LBB_509:
	incq %rdi
	shll $7, %edx
	xorl %ecx, %ecx
.LBB_510:
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
	jne .LBB_510
.LBB_511:
	vmovupd %zmm2, 288(%rsp)
	vmovupd %zmm1, 352(%rsp)
	movq 48(%rsp), %rdx
	vextractf32x4 $2, %zmm2, %xmm7
	vextractf128 $1, %ymm1, %xmm12
	vextractf32x4 $2, %zmm1, %xmm10
	vextractf32x4 $3, %zmm2, %xmm5
	vextractf32x4 $3, %zmm1, %xmm8
	vmovupd %zmm3, 416(%rsp)
	vmovupd %zmm4, 480(%rsp)
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vmovsd 288(%rsp), %xmm16
	vmovsd 296(%rsp), %xmm15
	vmovsd 304(%rsp), %xmm14
	vmovsd 312(%rsp), %xmm13
	vshufpd $1, %xmm7, %xmm7, %xmm6
	vshufpd $1, %xmm5, %xmm5, %xmm4
	vshufpd $1, %xmm12, %xmm12, %xmm11
	vshufpd $1, %xmm10, %xmm10, %xmm9
	vshufpd $1, %xmm8, %xmm8, %xmm2
.LBB_512:
	movq 56(%rsp), %rcx
	cmpq 136(%rsp), %rcx
	je .LBB_1143
	testq %r15, %r15
	je .LBB_1142
	vdivsd %xmm0, %xmm16, %xmm16
	vmovsd (%r13), %xmm17
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
	movb %r11b, 144(%rsp)
	testq %r11, %r11
	movl $1, %r15d
	vsubsd %xmm16, %xmm17, %xmm16
	vsubsd (%rax), %xmm16, %xmm16
	vmovsd 8(%r13), %xmm17
	vsubsd %xmm15, %xmm17, %xmm15
	vmovsd %xmm16, (%r13)
	vsubsd 8(%rax), %xmm15, %xmm15
	vmovsd %xmm15, 8(%r13)
	vmovsd 16(%r13), %xmm15
	vsubsd %xmm14, %xmm15, %xmm14
	vsubsd 16(%rax), %xmm14, %xmm14
	vmovsd %xmm14, 16(%r13)
	vmovsd 24(%r13), %xmm14
	vsubsd %xmm13, %xmm14, %xmm13
	vsubsd 24(%rax), %xmm13, %xmm13
	vmovsd %xmm13, 24(%r13)
	vmovsd 32(%r13), %xmm13
	vsubsd %xmm7, %xmm13, %xmm7
	vsubsd 32(%rax), %xmm7, %xmm7
	vmovsd %xmm7, 32(%r13)
	vmovsd 40(%r13), %xmm7
	vsubsd %xmm6, %xmm7, %xmm6
	vsubsd 40(%rax), %xmm6, %xmm6
	vmovsd %xmm6, 40(%r13)
	vmovsd 48(%r13), %xmm6
	vsubsd %xmm5, %xmm6, %xmm5
	vsubsd 48(%rax), %xmm5, %xmm5
	vmovsd %xmm5, 48(%r13)
	vmovsd 56(%r13), %xmm5
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd 56(%rax), %xmm4, %xmm4
	vmovsd %xmm4, 56(%r13)
	vmovsd 64(%r13), %xmm4
	vsubsd %xmm1, %xmm4, %xmm1
	vsubsd 64(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 64(%r13)
	vmovsd 72(%r13), %xmm1
	vsubsd %xmm3, %xmm1, %xmm1
	vsubsd 72(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 72(%r13)
	vmovsd 80(%r13), %xmm1
	vsubsd %xmm12, %xmm1, %xmm1
	vsubsd 80(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 80(%r13)
	vmovsd 88(%r13), %xmm1
	vsubsd %xmm11, %xmm1, %xmm1
	vsubsd 88(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 88(%r13)
	vmovsd 96(%r13), %xmm1
	vsubsd %xmm10, %xmm1, %xmm1
	vsubsd 96(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 96(%r13)
	vmovsd 104(%r13), %xmm1
	vsubsd %xmm9, %xmm1, %xmm1
	vsubsd 104(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 104(%r13)
	vmovsd 112(%r13), %xmm1
	vsubsd %xmm8, %xmm1, %xmm1
	vsubsd 112(%rax), %xmm1, %xmm1
	vmovsd %xmm1, 112(%r13)
	vmovsd 120(%r13), %xmm1
	vsubsd %xmm2, %xmm1, %xmm1
	vsubsd 120(%rax), %xmm1, %xmm1
	vcvtsi2sd %rdx, %xmm31, %xmm2
	vbroadcastsd %xmm2, %zmm2
	vmovsd %xmm1, 120(%r13)
	vmovsd .LCPI_2(%rip), %xmm1
	movq 184(%rsp), %rcx
	movq %rcx, 104(%rsp)
	leaq 184(%rsp), %rcx
	cmovneq %rcx, %r11
	movabsq $144115188075855871, %rcx
	xorl %edi, %edi
	vdivsd %xmm0, %xmm1, %xmm1
	addq %rdx, %rcx
	movb $57, %dl
	movq %r11, 200(%rsp)
	bzhiq %rdx, %rcx, %rcx
	movq %rcx, 72(%rsp)
	leaq 1(%rcx), %r9
	movabsq $288230376151711736, %rcx
	subq 48(%rsp), %r14
	movl %r9d, %ebx
	andl $7, %ebx
	andq %rcx, %r9
	movq %r14, 96(%rsp)
	movq %rbx, 112(%rsp)
	shll $7, %ebx
	vbroadcastsd %xmm1, %zmm3
.LBB_515:
	cmpq 32(%rsp), %rdi
	jae .LBB_520
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 120(%rsp), %rdx
.LBB_517:
	movq (%rdx), %rcx
	cmpq %r15, %rcx
	jae .LBB_521
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, 32(%rsp)
	jne .LBB_517
	movq 32(%rsp), %rdi
	xorl %edx, %edx
	jmp .LBB_522
.LBB_520:
	xorl %edx, %edx
	jmp .LBB_522
.LBB_521:
	movl $1, %edx
.LBB_522:
	cmpq %r15, 104(%rsp)
	setae %r8b
	andb 144(%rsp), %r8b
	testq %rdx, %rdx
	jne .LBB_524
	movl $1025, %r11d
	testb %r8b, %r8b
	je .LBB_529
.LBB_524:
	movq 104(%rsp), %r14
	movzbl %r8b, %r10d
	movl $2, %r8d
	subq %rdx, %r8
	testb %dl, %dl
	movq %r8, 944(%rsp)
	movq $2, 952(%rsp)
	movq %rdx, 960(%rsp)
	movq %rcx, 968(%rsp)
	movq %r10, 976(%rsp)
	movq %r14, %r11
	cmovneq %rcx, %r11
	movq %r14, 984(%rsp)
	testq %rdx, %rdx
	je .LBB_528
	je .LBB_528
	shll $4, %edx
	leaq 1000(%rsp), %rcx
	subq %rdx, %rcx
.LBB_527:
	movq %r11, %rdx
	movq (%rcx), %r11
	incq %r8
	cmpq %r11, %rdx
	cmovbq %rdx, %r11
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %r11
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_527
.LBB_528:
	cmpq $1025, %r11
	movl $1025, %ecx
	cmovaeq %rcx, %r11
.LBB_529:
	vmovupd 288(%rsp), %zmm5
	vmovupd 352(%rsp), %zmm4
	vmovupd 416(%rsp), %zmm7
	vmovupd 480(%rsp), %zmm6
	cmpq %r11, %r15
	jae .LBB_536
	cmpq %rsi, %r15
	movq %rsi, %rcx
	movq %r15, %rdx
	cmovaq %r15, %rcx
	movq %rcx, (%rsp)
	movq 64(%rsp), %rcx
	movq 96(%rsp), %r10
	movq 584(%rsp), %r8
	movq 624(%rsp), %r14
	cmpq %rcx, %r15
	leaq (%r10,%r15), %r10
	cmovaq %r15, %rcx
	shlq $7, %rdx
	shlq $7, %r10
	addq %rdx, %r8
	orq $120, %rdx
.LBB_531:
	movq 128(%rsp), %r12
	movq 24(%rsp), %rbp
	addq %r15, %r12
	cmpq %rbp, %r12
	jae .LBB_1103
	movq 96(%rsp), %r12
	addq %r15, %r12
	cmpq %rbp, %r12
	jae .LBB_1026
	cmpq %r15, (%rsp)
	je .LBB_1065
	cmpq %r15, %rcx
	je .LBB_1063
	vmovupd -64(%r14,%r8), %zmm8
	vmovupd (%r14,%r8), %zmm9
	incq %r15
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
	vmovsd -120(%r13,%rdx), %xmm23
	subq $-128, %r14
	vmulsd %xmm16, %xmm1, %xmm16
	vsubsd %xmm8, %xmm23, %xmm8
	vsubsd -120(%rax,%rdx), %xmm8, %xmm8
	vmovsd -112(%r13,%rdx), %xmm23
	vsubsd %xmm11, %xmm23, %xmm11
	vmovsd %xmm8, -120(%r13,%rdx)
	vsubsd -112(%rax,%rdx), %xmm11, %xmm8
	vmovsd %xmm8, -112(%r13,%rdx)
	vmovsd -104(%r13,%rdx), %xmm8
	vsubsd %xmm12, %xmm8, %xmm8
	vsubsd -104(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -104(%r13,%rdx)
	vmovsd -96(%r13,%rdx), %xmm8
	vsubsd %xmm13, %xmm8, %xmm8
	vsubsd -96(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -96(%r13,%rdx)
	vmovsd -88(%r13,%rdx), %xmm8
	vsubsd %xmm14, %xmm8, %xmm8
	vsubsd -88(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -88(%r13,%rdx)
	vmovsd -80(%r13,%rdx), %xmm8
	vsubsd %xmm15, %xmm8, %xmm8
	vsubsd -80(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -80(%r13,%rdx)
	vmovsd -72(%r13,%rdx), %xmm8
	vsubsd %xmm17, %xmm8, %xmm8
	vsubsd -72(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -72(%r13,%rdx)
	vmovsd -64(%r13,%rdx), %xmm8
	vsubsd %xmm10, %xmm8, %xmm8
	vsubsd -64(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -64(%r13,%rdx)
	vmovsd -56(%r13,%rdx), %xmm8
	vsubsd %xmm9, %xmm8, %xmm8
	vsubsd -56(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -56(%r13,%rdx)
	vmovsd -48(%r13,%rdx), %xmm8
	vsubsd %xmm18, %xmm8, %xmm8
	vsubsd -48(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -48(%r13,%rdx)
	vmovsd -40(%r13,%rdx), %xmm8
	vsubsd %xmm19, %xmm8, %xmm8
	vsubsd -40(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -40(%r13,%rdx)
	vmovsd -32(%r13,%rdx), %xmm8
	vsubsd %xmm20, %xmm8, %xmm8
	vsubsd -32(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -32(%r13,%rdx)
	vmovsd -24(%r13,%rdx), %xmm8
	vsubsd %xmm21, %xmm8, %xmm8
	vsubsd -24(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -24(%r13,%rdx)
	vmovsd -16(%r13,%rdx), %xmm8
	vsubsd %xmm22, %xmm8, %xmm8
	vsubsd -16(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -16(%r13,%rdx)
	vmovsd -8(%r13,%rdx), %xmm8
	vsubsd %xmm24, %xmm8, %xmm8
	vsubsd -8(%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, -8(%r13,%rdx)
	vmovsd (%r13,%rdx), %xmm8
	vsubsd %xmm16, %xmm8, %xmm8
	vsubsd (%rax,%rdx), %xmm8, %xmm8
	vmovsd %xmm8, (%r13,%rdx)
	subq $-128, %rdx
	cmpq %r15, %r11
	jne .LBB_531
.LBB_536:
	movq 128(%rsp), %rcx
	movq 232(%rsp), %r14
	movq 48(%rsp), %rdx
	vmovupd %zmm5, 288(%rsp)
	vmovupd %zmm4, 352(%rsp)
	vmovapd %xmm7, 416(%rsp)
	cmpq $1024, %r11
	ja .LBB_706
	movq 24(%rsp), %rbp
	leaq (%r11,%rcx), %r8
	cmpq %rbp, %r8
	jae .LBB_1081
	movq %r8, %r12
	subq %rdx, %r12
	movq 168(%rsp), %rdx
	cmpq %rbp, %r12
	jae .LBB_1026
	movq %r8, %rcx
	shlq $7, %rcx
	shlq $7, %r12
	vmovupd (%rdx,%rcx), %zmm8
	vmulpd %zmm2, %zmm8, %zmm9
	vaddpd %zmm9, %zmm5, %zmm5
	vsubpd %zmm7, %zmm5, %zmm5
	vaddpd %zmm7, %zmm8, %zmm7
	vmovupd %zmm5, 288(%rsp)
	vmulpd %zmm5, %zmm3, %zmm5
	vmovupd 64(%rdx,%rcx), %zmm9
	vmulpd %zmm2, %zmm9, %zmm10
	vaddpd %zmm10, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm9, %zmm6
	vmovupd %zmm4, 352(%rsp)
	vmulpd %zmm4, %zmm3, %zmm4
	vsubpd (%rdx,%r12), %zmm7, %zmm7
	vmovupd %zmm7, 416(%rsp)
	vsubpd 64(%rdx,%r12), %zmm6, %zmm6
	vmovupd %zmm5, 944(%rsp)
	vmovupd %zmm4, 1008(%rsp)
	vmovupd %zmm6, 480(%rsp)
	cmpq 32(%rsp), %rdi
	ja .LBB_1010
	incq %r8
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 120(%rsp), %rcx
	leaq 1(%r11), %r15
	movq %r8, 56(%rsp)
	movq %r8, %r10
	subq 48(%rsp), %r10
	movq %r10, 40(%rsp)
	shlq $7, %r10
	addq %rdx, %r10
	movq %r10, (%rsp)
	xorl %r10d, %r10d
	movq 200(%rsp), %r14
	jmp .LBB_543
.LBB_541:
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	cmpq $16, %r12
	jae .LBB_1045
.LBB_542:
	vmovsd %xmm5, 288(%rsp,%r12,8)
	vdivsd %xmm0, %xmm5, %xmm5
	vmovsd %xmm4, 416(%rsp,%r12,8)
	movq %rbp, %r14
	movq %r8, %rcx
	vmovsd %xmm5, 944(%rsp,%r12,8)
.LBB_543:
	testb %r10b, %r10b
	je .LBB_552
	movq 48(%rsp), %rdx
	movq %rcx, %r8
.LBB_545:
	testq %r14, %r14
	je .LBB_560
	cmpq %r11, (%r14)
	jne .LBB_560
	movb $2, %r10b
	xorl %ebp, %ebp
	movq %r14, %rcx
	cmpq %rdx, 56(%rsp)
	jb .LBB_1000
.LBB_548:
	movq 8(%rcx), %r12
	testq %rdx, %rdx
	je .LBB_541
	cmpq $15, %r12
	ja .LBB_1028
	cmpq $7, 72(%rsp)
	jae .LBB_555
	movq (%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r14d, %r14d
	jmp .LBB_558
.LBB_552:
	movq 280(%rsp), %rdx
	movq %rdx, %r8
	cmpq %rdx, %rcx
	movq 48(%rsp), %rdx
	je .LBB_545
	leaq 16(%rcx), %r8
	cmpq %r11, (%rcx)
	jne .LBB_545
	xorl %r10d, %r10d
	movq %r14, %rbp
	cmpq %rdx, 56(%rsp)
	jae .LBB_548
	jmp .LBB_1000
.LBB_555:
	movq (%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r14d, %r14d
.LBB_556:
	vmovsd (%rcx,%r12,8), %xmm7
	leaq 1(%r14), %rdx
	vmovsd 128(%rcx,%r12,8), %xmm8
	vmovsd 512(%rcx,%r12,8), %xmm9
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 2(%r14), %rdx
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vmovsd 256(%rcx,%r12,8), %xmm7
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 3(%r14), %rdx
	vaddsd %xmm4, %xmm8, %xmm4
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 384(%rcx,%r12,8), %xmm8
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
	vmovsd 640(%rcx,%r12,8), %xmm8
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 6(%r14), %rdx
	vmulsd %xmm6, %xmm9, %xmm6
	vmovsd 768(%rcx,%r12,8), %xmm9
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	vcvtsi2sd %rdx, %xmm15, %xmm6
	leaq 7(%r14), %rdx
	addq $8, %r14
	vmulsd %xmm6, %xmm8, %xmm6
	vmovsd 896(%rcx,%r12,8), %xmm8
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
	jne .LBB_556
	cmpq $0, 112(%rsp)
	je .LBB_542
.LBB_558:
	leaq (%rcx,%r12,8), %rcx
	incq %r14
	xorl %edx, %edx
.LBB_559:
	vmovsd (%rcx,%rdx), %xmm7
	vcvtsi2sd %r14, %xmm15, %xmm6
	incq %r14
	subq $-128, %rdx
	vmulsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm7, %xmm4, %xmm4
	vaddsd %xmm6, %xmm5, %xmm5
	cmpq %rdx, %rbx
	jne .LBB_559
	jmp .LBB_542
.LBB_560:
	cmpq %rsi, %r11
	jae .LBB_1100
	movq 232(%rsp), %r14
	cmpq 64(%rsp), %r11
	jae .LBB_1099
	movq %r11, %rcx
	shlq $7, %rcx
	vmovsd (%r13,%rcx), %xmm4
	vmovsd 8(%r13,%rcx), %xmm5
	vsubsd 944(%rsp), %xmm4, %xmm4
	vsubsd (%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, (%r13,%rcx)
	vsubsd 952(%rsp), %xmm5, %xmm4
	vsubsd 8(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 8(%r13,%rcx)
	vmovsd 16(%r13,%rcx), %xmm4
	vsubsd 960(%rsp), %xmm4, %xmm4
	vsubsd 16(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 16(%r13,%rcx)
	vmovsd 24(%r13,%rcx), %xmm4
	vsubsd 968(%rsp), %xmm4, %xmm4
	vsubsd 24(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 24(%r13,%rcx)
	vmovsd 32(%r13,%rcx), %xmm4
	vsubsd 976(%rsp), %xmm4, %xmm4
	vsubsd 32(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 32(%r13,%rcx)
	vmovsd 40(%r13,%rcx), %xmm4
	vsubsd 984(%rsp), %xmm4, %xmm4
	vsubsd 40(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 40(%r13,%rcx)
	vmovsd 48(%r13,%rcx), %xmm4
	vsubsd 992(%rsp), %xmm4, %xmm4
	vsubsd 48(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 48(%r13,%rcx)
	vmovsd 56(%r13,%rcx), %xmm4
	vsubsd 1000(%rsp), %xmm4, %xmm4
	vsubsd 56(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 56(%r13,%rcx)
	vmovsd 64(%r13,%rcx), %xmm4
	vsubsd 1008(%rsp), %xmm4, %xmm4
	vsubsd 64(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 64(%r13,%rcx)
	vmovsd 72(%r13,%rcx), %xmm4
	vsubsd 1016(%rsp), %xmm4, %xmm4
	vsubsd 72(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 72(%r13,%rcx)
	vmovsd 80(%r13,%rcx), %xmm4
	vsubsd 1024(%rsp), %xmm4, %xmm4
	vsubsd 80(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 80(%r13,%rcx)
	vmovsd 88(%r13,%rcx), %xmm4
	vsubsd 1032(%rsp), %xmm4, %xmm4
	vsubsd 88(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 88(%r13,%rcx)
	vmovsd 96(%r13,%rcx), %xmm4
	vsubsd 1040(%rsp), %xmm4, %xmm4
	vsubsd 96(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 96(%r13,%rcx)
	vmovsd 104(%r13,%rcx), %xmm4
	vsubsd 1048(%rsp), %xmm4, %xmm4
	vsubsd 104(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 104(%r13,%rcx)
	vmovsd 112(%r13,%rcx), %xmm4
	vsubsd 1056(%rsp), %xmm4, %xmm4
	vsubsd 112(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 112(%r13,%rcx)
	vmovsd 120(%r13,%rcx), %xmm4
	vsubsd 1064(%rsp), %xmm4, %xmm4
	vsubsd 120(%rax,%rcx), %xmm4, %xmm4
	vmovsd %xmm4, 120(%r13,%rcx)
	cmpq $1024, %r11
	jne .LBB_515
	jmp .LBB_706
.LBB_563:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_564:
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
	jne .LBB_564
	testq %rax, %rax
	je .LBB_568
.LBB_566:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_567:
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
	jne .LBB_567
.LBB_568:
	movq 48(%rsp), %rdx
	vmovupd %zmm5, 416(%rsp)
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm5
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 288(%rsp)
	vmovupd %zmm4, 480(%rsp)
	vmovupd %zmm5, 320(%rsp)
	vextractf64x4 $1, %zmm1, 384(%rsp)
.LBB_569:
	movq 56(%rsp), %rax
	cmpq 136(%rsp), %rax
	je .LBB_1141
	vbroadcastsd %xmm0, %zmm3
	vmovupd 64(%r13), %zmm4
	movb %r10b, 64(%rsp)
	testq %r10, %r10
	movb $57, %cl
	movq %r14, %rbp
	movl $1, %r8d
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	vmovupd (%r13), %zmm3
	vsubpd %zmm2, %zmm3, %zmm2
	vsubpd %zmm1, %zmm4, %zmm1
	vmovupd %zmm2, (%r13)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r13)
	vcvtsi2sd %rdx, %xmm31, %xmm1
	movq 184(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	movq %rax, 112(%rsp)
	leaq 184(%rsp), %rax
	cmovneq %rax, %r10
	movabsq $144115188075855871, %rax
	subq %rdx, %rbp
	vdivsd %xmm0, %xmm2, %xmm2
	addq %rdx, %rax
	movq %r10, 104(%rsp)
	bzhiq %rcx, %rax, %rax
	movq %rax, 96(%rsp)
	leaq 1(%rax), %r15
	movabsq $288230376151711736, %rax
	movl %r15d, %edi
	andq %rax, %r15
	movq 256(%rsp), %rax
	movq 160(%rsp), %rcx
	andl $7, %edi
	addq %rcx, %rax
	movq %rax, 200(%rsp)
	movl %edi, %eax
	shll $7, %eax
	movq %rdi, 72(%rsp)
	xorl %edi, %edi
	movq %rbp, 144(%rsp)
	vbroadcastsd %xmm2, %zmm2
.LBB_571:
	cmpq 32(%rsp), %rdi
	jae .LBB_576
	movq %rdi, %rdx
	shlq $4, %rdx
	addq 120(%rsp), %rdx
.LBB_573:
	movq (%rdx), %rcx
	cmpq %r8, %rcx
	jae .LBB_577
	incq %rdi
	addq $16, %rdx
	cmpq %rdi, 32(%rsp)
	jne .LBB_573
	movq 32(%rsp), %rdi
	xorl %edx, %edx
	jmp .LBB_578
.LBB_576:
	xorl %edx, %edx
	jmp .LBB_578
.LBB_577:
	movl $1, %edx
.LBB_578:
	cmpq %r8, 112(%rsp)
	setae %r9b
	andb 64(%rsp), %r9b
	testq %rdx, %rdx
	jne .LBB_580
	movl $1025, %ebx
	testb %r9b, %r9b
	je .LBB_585
.LBB_580:
	movq 112(%rsp), %r11
	movzbl %r9b, %r10d
	movl $2, %r9d
	subq %rdx, %r9
	testb %dl, %dl
	movq %r9, 944(%rsp)
	movq $2, 952(%rsp)
	movq %rdx, 960(%rsp)
	movq %rcx, 968(%rsp)
	movq %r10, 976(%rsp)
	movq %r11, %rbx
	cmovneq %rcx, %rbx
	movq %r11, 984(%rsp)
	testq %rdx, %rdx
	je .LBB_584
	je .LBB_584
	shll $4, %edx
	leaq 1000(%rsp), %rcx
	subq %rdx, %rcx
.LBB_583:
	movq %rbx, %rdx
	movq (%rcx), %rbx
	incq %r9
	cmpq %rbx, %rdx
	cmovbq %rdx, %rbx
	cmpb $0, -8(%rcx)
	cmoveq %rdx, %rbx
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_583
.LBB_584:
	cmpq $1025, %rbx
	movl $1025, %ecx
	cmovaeq %rcx, %rbx
.LBB_585:
	vmovupd 288(%rsp), %zmm4
	vmovupd 352(%rsp), %zmm3
	vmovupd 416(%rsp), %zmm7
	vmovupd 480(%rsp), %zmm8
	cmpq %rbx, %r8
	jae .LBB_591
	cmpq %rsi, %r8
	movq %rsi, %rcx
	leaq (%rbp,%r8), %r9
	cmovaq %r8, %rcx
	shlq $7, %r9
	movq %rcx, (%rsp)
	movq %r8, %rcx
	shlq $7, %rcx
	movq 200(%rsp), %rdx
	movq 624(%rsp), %r10
	addq %rcx, %rdx
	addq 584(%rsp), %rcx
.LBB_587:
	movq 24(%rsp), %r11
	leaq (%r14,%r8), %r12
	cmpq %r11, %r12
	jae .LBB_1062
	leaq (%rbp,%r8), %r12
	cmpq %r11, %r12
	jae .LBB_1026
	cmpq %r8, (%rsp)
	je .LBB_1057
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
	jne .LBB_587
	jmp .LBB_592
.LBB_591:
	vmovapd %zmm7, %zmm6
	vmovapd %zmm8, %zmm5
.LBB_592:
	movq 48(%rsp), %rdx
	vmovupd %zmm4, 288(%rsp)
	vmovupd %zmm3, 352(%rsp)
	vmovapd %xmm6, 416(%rsp)
	cmpq $1024, %rbx
	ja .LBB_623
	movq 24(%rsp), %rcx
	leaq (%rbx,%r14), %r10
	cmpq %rcx, %r10
	jae .LBB_1097
	movq %r10, %r12
	subq %rdx, %r12
	cmpq %rcx, %r12
	jae .LBB_1026
	movq 168(%rsp), %rdx
	movq %r10, %rcx
	shlq $7, %rcx
	shlq $7, %r12
	vmovupd (%rdx,%rcx), %zmm7
	vmulpd %zmm1, %zmm7, %zmm8
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm7, %zmm6
	vmovupd %zmm4, 288(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%rdx,%rcx), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 352(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%rdx,%r12), %zmm6, %zmm6
	vmovupd %zmm6, 416(%rsp)
	vsubpd 64(%rdx,%r12), %zmm5, %zmm5
	vmovupd %zmm4, 944(%rsp)
	vmovupd %zmm3, 1008(%rsp)
	vmovupd %zmm5, 480(%rsp)
	cmpq 32(%rsp), %rdi
	ja .LBB_1010
	incq %r10
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 120(%rsp), %rcx
	leaq 1(%rbx), %r8
	xorl %ebp, %ebp
	movq %r10, %r9
	subq 48(%rsp), %r9
	movq %r9, 40(%rsp)
	shlq $7, %r9
	addq %rdx, %r9
	movq %r9, (%rsp)
	movq 104(%rsp), %r9
	jmp .LBB_599
.LBB_597:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r12
	jae .LBB_1045
.LBB_598:
	vmovsd %xmm4, 288(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq %r14, %r9
	movq 128(%rsp), %r14
	vmovsd %xmm3, 416(%rsp,%r12,8)
	movq %r11, %rcx
	vmovsd %xmm4, 944(%rsp,%r12,8)
.LBB_599:
	testb %bpl, %bpl
	je .LBB_608
	movq 48(%rsp), %rdx
	movq %rcx, %r11
.LBB_601:
	testq %r9, %r9
	je .LBB_616
	cmpq %rbx, (%r9)
	jne .LBB_616
	movb $2, %bpl
	xorl %r14d, %r14d
	movq %r9, %rcx
	cmpq %rdx, %r10
	jb .LBB_1006
.LBB_604:
	movq 8(%rcx), %r12
	testq %rdx, %rdx
	je .LBB_597
	cmpq $15, %r12
	ja .LBB_1028
	cmpq $7, 96(%rsp)
	jae .LBB_611
	movq (%rsp), %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	jmp .LBB_614
.LBB_608:
	movq 280(%rsp), %rdx
	movq %rdx, %r11
	cmpq %rdx, %rcx
	movq 48(%rsp), %rdx
	je .LBB_601
	leaq 16(%rcx), %r11
	cmpq %rbx, (%rcx)
	jne .LBB_601
	xorl %ebp, %ebp
	movq %r9, %r14
	cmpq %rdx, %r10
	jae .LBB_604
	jmp .LBB_1006
.LBB_611:
	movq (%rsp), %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
.LBB_612:
	vmovsd (%rcx,%r12,8), %xmm6
	leaq 1(%r9), %rdx
	vmovsd 128(%rcx,%r12,8), %xmm7
	vmovsd 512(%rcx,%r12,8), %xmm8
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 2(%r9), %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r12,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 3(%r9), %rdx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r12,8), %xmm7
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
	vmovsd 640(%rcx,%r12,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 6(%r9), %rdx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r12,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 7(%r9), %rdx
	addq $8, %r9
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r12,8), %xmm7
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
	jne .LBB_612
	cmpq $0, 72(%rsp)
	je .LBB_598
.LBB_614:
	leaq (%rcx,%r12,8), %rcx
	incq %r9
	xorl %edx, %edx
.LBB_615:
	vmovsd (%rcx,%rdx), %xmm6
	vcvtsi2sd %r9, %xmm15, %xmm5
	incq %r9
	subq $-128, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rdx, %rax
	jne .LBB_615
	jmp .LBB_598
.LBB_616:
	cmpq %rsi, %rbx
	jae .LBB_1098
	movq %rbx, %rcx
	shlq $7, %rcx
	movq 144(%rsp), %rbp
	vmovupd (%r13,%rcx), %zmm3
	vmovupd 64(%r13,%rcx), %zmm4
	vsubpd 944(%rsp), %zmm3, %zmm3
	vmovupd %zmm3, (%r13,%rcx)
	vsubpd 1008(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, 64(%r13,%rcx)
	cmpq $1024, %rbx
	jne .LBB_571
	jmp .LBB_623
.LBB_292:
	movq 64(%rsp), %r11
	jmp .LBB_293
.LBB_618:
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
.LBB_619:
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
	vgatherqpd (%r13,%zmm7), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm14, %zmm14
	vaddpd %zmm20, %zmm15, %zmm15
	vaddpd %zmm20, %zmm16, %zmm16
	vaddpd %zmm20, %zmm17, %zmm17
	vaddpd %zmm20, %zmm18, %zmm18
	vsubpd %zmm18, %zmm19, %zmm18
	vscatterqpd %zmm18, (%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r13,%zmm7), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm17, %zmm18, %zmm17
	vscatterqpd %zmm17, 8(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r13,%zmm7), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm16, %zmm17, %zmm16
	vscatterqpd %zmm16, 16(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%r13,%zmm7), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm16, %zmm15
	vscatterqpd %zmm15, 24(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%r13,%zmm7), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm15, %zmm14
	vscatterqpd %zmm14, 32(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%r13,%zmm7), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm14, %zmm13
	vscatterqpd %zmm13, 40(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%r13,%zmm7), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm13, %zmm12
	vscatterqpd %zmm12, 48(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r13,%zmm7), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm11, %zmm12, %zmm11
	vscatterqpd %zmm11, 56(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r13,%zmm7), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm10, %zmm11, %zmm10
	vscatterqpd %zmm10, 64(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r13,%zmm7), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm10, %zmm9
	vscatterqpd %zmm9, 72(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r13,%zmm7), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm8, %zmm9, %zmm8
	vscatterqpd %zmm8, 80(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r13,%zmm7), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm8, %zmm6
	vscatterqpd %zmm6, 88(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r13,%zmm7), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm5, %zmm6, %zmm5
	vscatterqpd %zmm5, 96(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r13,%zmm7), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm4, %zmm5, %zmm4
	vscatterqpd %zmm4, 104(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r13,%zmm7), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm3, %zmm4, %zmm3
	vscatterqpd %zmm3, 112(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%r13,%zmm7), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm2, %zmm3, %zmm2
	vscatterqpd %zmm2, 120(%r13,%zmm7) {%k1}
	jne .LBB_619
.LBB_620:
	movq 256(%rsp), %rdx
	movq 1216(%rsp), %r8
	leaq (%r9,%rdx), %rdi
	movq 1240(%rsp), %rdx
	addq %rax, %rdx
	subq 56(%rsp), %rdx
	shlq $7, %rax
	addq %rdi, %rax
	leaq (%r8,%rcx), %rdi
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_621:
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
	jne .LBB_621
.LBB_623:
	movq 80(%rsp), %rax
	movq 152(%rsp), %rcx
	decq %rax
	movq %rax, %rdx
	subq %rcx, %rdx
	setb %dil
	addq $16400, %rcx
	cmpq %rcx, %rax
	setae %al
	orb %dil, %al
	jne .LBB_626
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	movq 24(%rsp), %rbx
	movq 160(%rsp), %r8
	shrq $6, %rax
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	subq %rcx, %rdx
	movq 264(%rsp), %rcx
	je .LBB_627
	movl $1, %r10d
	movq %rdx, 184(%rsp)
	movq %rax, 192(%rsp)
	jmp .LBB_628
.LBB_626:
	movq 24(%rsp), %rbx
	movq 264(%rsp), %rcx
	movq 160(%rsp), %r8
.LBB_627:
	xorl %r10d, %r10d
.LBB_628:
	movq 80(%rsp), %rdx
	movq %r10, 176(%rsp)
	cmpq $1, %rdx
	jne .LBB_634
	cmpb $0, 23(%rsp)
	jne .LBB_1015
	cmpq $1024, %rsi
	movl $1024, %eax
	cmovbq %rsi, %rax
	cmpq $7, %rsi
	jbe .LBB_633
	movq 608(%rsp), %rdx
	movq 224(%rsp), %rdi
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	shll $7, %ecx
	addq %rcx, %rdx
	cmpq %rdx, %r13
	jae .LBB_695
	movq 600(%rsp), %rdx
	addq %r8, %rdx
	addq %rdx, %rcx
	cmpq %rcx, %rdi
	jae .LBB_695
.LBB_633:
	xorl %eax, %eax
	xorl %ecx, %ecx
	jmp .LBB_697
.LBB_634:
	leaq 1(%rdx), %rax
	movq %rcx, %rdi
	subq %rdx, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 352(%rsp)
	vmovupd %zmm1, 288(%rsp)
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm1, 480(%rsp)
	imulq %rdx, %rax
	movq %rdi, 40(%rsp)
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	cmpq %rbx, %r14
	jae .LBB_1018
	cmpq %rdx, %rcx
	jb .LBB_1027
	movq 168(%rsp), %rax
	testq %rdx, %rdx
	je .LBB_639
	vbroadcastsd 376(%rsp), %ymm1
	vbroadcastsd 504(%rsp), %ymm4
	movq 40(%rsp), %r9
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 288(%rsp), %ymm3
	vmovupd 416(%rsp), %ymm5
	movb $57, %cl
	shlq $7, %r9
	addq %rax, %r9
	movabsq $144115188075855871, %rax
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rcx
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 384(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 512(%rsp), %zmm4, %zmm4
	leaq 1(%rcx), %rdi
	movl %edi, %eax
	andl $3, %eax
	cmpq $3, %rcx
	jae .LBB_640
	xorl %edx, %edx
	jmp .LBB_643
.LBB_639:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_646
.LBB_640:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edx, %edx
	addq $4, %rcx
	andq %rcx, %rdi
.LBB_641:
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
	jne .LBB_641
	testq %rax, %rax
	je .LBB_645
.LBB_643:
	incq %rdx
	shll $7, %eax
	xorl %ecx, %ecx
.LBB_644:
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
	jne .LBB_644
.LBB_645:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 288(%rsp)
	vmovupd %zmm5, 416(%rsp)
	vmovupd %zmm4, 480(%rsp)
	vmovupd %zmm6, 320(%rsp)
	vextractf64x4 $1, %zmm1, 384(%rsp)
.LBB_646:
	movq 56(%rsp), %rax
	cmpq 136(%rsp), %rax
	je .LBB_1141
	vbroadcastsd %xmm0, %zmm3
	vmovupd 64(%r13), %zmm4
	movb %r10b, 112(%rsp)
	testq %r10, %r10
	movb $57, %cl
	vdivpd %zmm3, %zmm1, %zmm1
	vdivpd %zmm3, %zmm2, %zmm2
	vmovupd (%r13), %zmm3
	vsubpd %zmm2, %zmm3, %zmm2
	vsubpd %zmm1, %zmm4, %zmm1
	vmovupd %zmm2, (%r13)
	vmovupd %zmm1, 64(%r13)
	vmovsd .LCPI_2(%rip), %xmm2
	movq 184(%rsp), %rax
	movq %rax, 48(%rsp)
	leaq 184(%rsp), %rax
	movq 80(%rsp), %rdx
	cmovneq %rax, %r10
	movabsq $144115188075855871, %rax
	xorl %edi, %edi
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r10, 64(%rsp)
	addq %rdx, %rax
	vcvtsi2sd %rdx, %xmm15, %xmm1
	bzhiq %rcx, %rax, %rax
	movq %rax, 96(%rsp)
	leaq 1(%rax), %r14
	movabsq $288230376151711736, %rax
	addq 256(%rsp), %r8
	movl %r14d, %r15d
	andl $7, %r15d
	andq %rax, %r14
	vbroadcastsd %xmm1, %zmm1
	movq %r8, 160(%rsp)
	movl $1, %r8d
	movq 128(%rsp), %rbp
	vbroadcastsd %xmm2, %zmm2
	movq %r15, 72(%rsp)
	shll $7, %r15d
	subq %rdx, %rbp
	movq %rbp, 104(%rsp)
.LBB_648:
	movq 32(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_653
	movq %rdi, %rax
	shlq $4, %rax
	addq 120(%rsp), %rax
.LBB_650:
	movq (%rax), %rcx
	cmpq %r8, %rcx
	jae .LBB_654
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %rdx
	jne .LBB_650
	movq %rdx, %rdi
	xorl %edx, %edx
	jmp .LBB_655
.LBB_653:
	xorl %edx, %edx
	jmp .LBB_655
.LBB_654:
	movl $1, %edx
.LBB_655:
	cmpq %r8, 48(%rsp)
	setae %al
	andb 112(%rsp), %al
	testq %rdx, %rdx
	jne .LBB_657
	movl $1025, %r10d
	testb %al, %al
	je .LBB_662
.LBB_657:
	movq 48(%rsp), %r11
	movl $2, %r9d
	movzbl %al, %eax
	subq %rdx, %r9
	testb %dl, %dl
	movq %r9, 944(%rsp)
	movq $2, 952(%rsp)
	movq %rdx, 960(%rsp)
	movq %rcx, 968(%rsp)
	movq %rax, 976(%rsp)
	movq %r11, %r10
	cmovneq %rcx, %r10
	movq %r11, 984(%rsp)
	testq %rdx, %rdx
	je .LBB_661
	je .LBB_661
	shll $4, %edx
	leaq 1000(%rsp), %rcx
	subq %rdx, %rcx
.LBB_660:
	movq %r10, %rax
	movq (%rcx), %r10
	incq %r9
	cmpq %r10, %rax
	cmovbq %rax, %r10
	cmpb $0, -8(%rcx)
	cmoveq %rax, %r10
	addq $16, %rcx
	cmpq $2, %r9
	jne .LBB_660
.LBB_661:
	cmpq $1025, %r10
	movl $1025, %eax
	cmovaeq %rax, %r10
.LBB_662:
	vmovupd 288(%rsp), %zmm4
	vmovupd 352(%rsp), %zmm3
	vmovupd 416(%rsp), %zmm7
	vmovupd 480(%rsp), %zmm8
	cmpq %r10, %r8
	jae .LBB_668
	cmpq %rsi, %r8
	movq %rsi, %rax
	movq %r8, %rcx
	leaq (%rbp,%r8), %r9
	cmovaq %r8, %rax
	shlq $7, %rcx
	shlq $7, %r9
	movq %rax, (%rsp)
	movq 160(%rsp), %rax
	movq 624(%rsp), %r11
	leaq (%rax,%rcx), %rdx
	addq 584(%rsp), %rcx
.LBB_664:
	movq 128(%rsp), %rax
	leaq (%rax,%r8), %r12
	cmpq %rbx, %r12
	jae .LBB_1102
	leaq (%rbp,%r8), %r12
	cmpq %rbx, %r12
	jae .LBB_1046
	cmpq %r8, (%rsp)
	je .LBB_1057
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
	jne .LBB_664
	jmp .LBB_669
.LBB_668:
	vmovapd %zmm7, %zmm6
	vmovapd %zmm8, %zmm5
.LBB_669:
	vmovupd %zmm4, 288(%rsp)
	vmovupd %zmm3, 352(%rsp)
	vmovapd %xmm6, 416(%rsp)
	cmpq $1024, %r10
	ja .LBB_700
	movq 128(%rsp), %rax
	leaq (%r10,%rax), %r11
	cmpq %rbx, %r11
	jae .LBB_1101
	movq %r11, %r12
	subq 80(%rsp), %r12
	movq 32(%rsp), %rdx
	cmpq %rbx, %r12
	jae .LBB_1046
	movq 168(%rsp), %r9
	movq %r11, %rax
	shlq $7, %rax
	shlq $7, %r12
	vmovupd (%r9,%rax), %zmm7
	vmulpd %zmm1, %zmm7, %zmm8
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm6, %zmm7, %zmm6
	vmovupd %zmm4, 288(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%r9,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 352(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%r9,%r12), %zmm6, %zmm6
	vmovupd %zmm6, 416(%rsp)
	vsubpd 64(%r9,%r12), %zmm5, %zmm5
	vmovupd %zmm4, 944(%rsp)
	vmovupd %zmm3, 1008(%rsp)
	vmovupd %zmm5, 480(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_1011
	incq %r11
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 120(%rsp), %rcx
	leaq 1(%r10), %r8
	xorl %ebp, %ebp
	movq %r11, 56(%rsp)
	movq %r11, %rdx
	subq 80(%rsp), %rdx
	movq %rdx, 40(%rsp)
	shlq $7, %rdx
	movq 64(%rsp), %rbx
	addq %r9, %rdx
	jmp .LBB_676
.LBB_674:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r12
	jae .LBB_1045
.LBB_675:
	vmovsd %xmm4, 288(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 416(%rsp,%r12,8)
	movq %r9, %rbx
	movq %r11, %rcx
	vmovsd %xmm4, 944(%rsp,%r12,8)
.LBB_676:
	testb %bpl, %bpl
	je .LBB_685
	movq %rcx, %r11
.LBB_678:
	testq %rbx, %rbx
	je .LBB_693
	cmpq %r10, (%rbx)
	jne .LBB_693
	movb $2, %bpl
	xorl %r9d, %r9d
	movq %rbx, %rcx
	movq 80(%rsp), %rax
	movq 24(%rsp), %rbx
	cmpq %rax, 56(%rsp)
	jb .LBB_1007
.LBB_681:
	movq 8(%rcx), %r12
	testq %rax, %rax
	je .LBB_674
	cmpq $15, %r12
	ja .LBB_1028
	cmpq $7, 96(%rsp)
	jae .LBB_688
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	movq %rdx, %rcx
	jmp .LBB_691
.LBB_685:
	movq 280(%rsp), %rax
	movq %rax, %r11
	cmpq %rax, %rcx
	je .LBB_678
	leaq 16(%rcx), %r11
	cmpq %r10, (%rcx)
	jne .LBB_678
	xorl %ebp, %ebp
	movq %rbx, %r9
	movq 80(%rsp), %rax
	movq 24(%rsp), %rbx
	cmpq %rax, 56(%rsp)
	jae .LBB_681
	jmp .LBB_1007
.LBB_688:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ebx, %ebx
	movq %rdx, %rcx
.LBB_689:
	vmovsd (%rcx,%r12,8), %xmm6
	leaq 1(%rbx), %rax
	vmovsd 128(%rcx,%r12,8), %xmm7
	vmovsd 512(%rcx,%r12,8), %xmm8
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 2(%rbx), %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r12,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 3(%rbx), %rax
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r12,8), %xmm7
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
	vmovsd 640(%rcx,%r12,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 6(%rbx), %rax
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r12,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 7(%rbx), %rax
	addq $8, %rbx
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r12,8), %xmm7
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
	jne .LBB_689
	cmpq $0, 72(%rsp)
	je .LBB_675
.LBB_691:
	leaq (%rcx,%r12,8), %rcx
	incq %rbx
	xorl %eax, %eax
.LBB_692:
	vmovsd (%rcx,%rax), %xmm6
	vcvtsi2sd %rbx, %xmm15, %xmm5
	incq %rbx
	subq $-128, %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rax, %r15
	jne .LBB_692
	jmp .LBB_675
.LBB_693:
	cmpq %rsi, %r10
	jae .LBB_1105
	movq %r10, %rax
	shlq $7, %rax
	movq 24(%rsp), %rbx
	movq 104(%rsp), %rbp
	vmovupd (%r13,%rax), %zmm3
	vmovupd 64(%r13,%rax), %zmm4
	vsubpd 944(%rsp), %zmm3, %zmm3
	vmovupd %zmm3, (%r13,%rax)
	vsubpd 1008(%rsp), %zmm4, %zmm3
	vmovupd %zmm3, 64(%r13,%rax)
	cmpq $1024, %r10
	jne .LBB_648
	jmp .LBB_700
.LBB_695:
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
.LBB_696:
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
	vgatherqpd (%r13,%zmm7), %zmm19 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm20, %zmm14, %zmm14
	vaddpd %zmm20, %zmm15, %zmm15
	vaddpd %zmm20, %zmm16, %zmm16
	vaddpd %zmm20, %zmm17, %zmm17
	vaddpd %zmm20, %zmm18, %zmm18
	vsubpd %zmm18, %zmm19, %zmm18
	vscatterqpd %zmm18, (%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm18, %xmm18, %xmm18
	vgatherqpd 8(%r13,%zmm7), %zmm18 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm17, %zmm18, %zmm17
	vscatterqpd %zmm17, 8(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm17, %xmm17, %xmm17
	vgatherqpd 16(%r13,%zmm7), %zmm17 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm16, %zmm17, %zmm16
	vscatterqpd %zmm16, 16(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm16, %xmm16, %xmm16
	vgatherqpd 24(%r13,%zmm7), %zmm16 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm15, %zmm16, %zmm15
	vscatterqpd %zmm15, 24(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm15, %xmm15, %xmm15
	vgatherqpd 32(%r13,%zmm7), %zmm15 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm14, %zmm15, %zmm14
	vscatterqpd %zmm14, 32(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm14, %xmm14, %xmm14
	vgatherqpd 40(%r13,%zmm7), %zmm14 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm13, %zmm14, %zmm13
	vscatterqpd %zmm13, 40(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm13, %xmm13, %xmm13
	vgatherqpd 48(%r13,%zmm7), %zmm13 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm12, %zmm13, %zmm12
	vscatterqpd %zmm12, 48(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm12, %xmm12, %xmm12
	vgatherqpd 56(%r13,%zmm7), %zmm12 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm11, %zmm12, %zmm11
	vscatterqpd %zmm11, 56(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm11, %xmm11, %xmm11
	vgatherqpd 64(%r13,%zmm7), %zmm11 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm10, %zmm11, %zmm10
	vscatterqpd %zmm10, 64(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm10, %xmm10, %xmm10
	vgatherqpd 72(%r13,%zmm7), %zmm10 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm9, %zmm10, %zmm9
	vscatterqpd %zmm9, 72(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm9, %xmm9, %xmm9
	vgatherqpd 80(%r13,%zmm7), %zmm9 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm8, %zmm9, %zmm8
	vscatterqpd %zmm8, 80(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm8, %xmm8, %xmm8
	vgatherqpd 88(%r13,%zmm7), %zmm8 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm6, %zmm8, %zmm6
	vscatterqpd %zmm6, 88(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vgatherqpd 96(%r13,%zmm7), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm5, %zmm6, %zmm5
	vscatterqpd %zmm5, 96(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vgatherqpd 104(%r13,%zmm7), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm4, %zmm5, %zmm4
	vscatterqpd %zmm4, 104(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vgatherqpd 112(%r13,%zmm7), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm3, %zmm4, %zmm3
	vscatterqpd %zmm3, 112(%r13,%zmm7) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vgatherqpd 120(%r13,%zmm7), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vsubpd %zmm2, %zmm3, %zmm2
	vscatterqpd %zmm2, 120(%r13,%zmm7) {%k1}
	jne .LBB_696
.LBB_697:
	movq 1240(%rsp), %rdx
	addq 256(%rsp), %r8
	movq 1216(%rsp), %rdi
	addq %rax, %rdx
	subq 56(%rsp), %rdx
	shlq $7, %rax
	addq %rcx, %rdi
	addq %r8, %rax
	movl $131200, %r8d
	subq %rcx, %r8
	xorl %ecx, %ecx
.LBB_698:
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
	jne .LBB_698
.LBB_700:
	movq 232(%rsp), %r14
.LBB_706:
	movq 680(%rsp), %rsi
	movq 136(%rsp), %r13
	movq 592(%rsp), %rbx
	subq %r13, %rsi
	jb .LBB_1019
	movq 1304(%rsp), %rcx
	movq 672(%rsp), %rax
	movq 32(%rcx), %rdx
	movq 40(%rcx), %rcx
	testq %r13, %r13
	je .LBB_712
	xorl %edi, %edi
	xorl %r8d, %r8d
.LBB_709:
	leaq (%r14,%r8), %r9
	cmpq %rsi, %r9
	jae .LBB_1072
	vmovupd 131200(%rax,%rdi), %zmm0
	vmovupd 131264(%rax,%rdi), %zmm1
	vmovupd %zmm1, 1008(%rsp)
	vmovupd %zmm0, 944(%rsp)
	cmpq %r8, %rcx
	je .LBB_1073
	vmovsd (%rdx,%r8,8), %xmm0
	incq %r8
	vmovsd %xmm0, (%rax,%rdi)
	vmovupd 944(%rsp), %zmm0
	vmovupd 1000(%rsp), %zmm1
	vmovupd %zmm0, 8(%rax,%rdi)
	vmovupd %zmm1, 64(%rax,%rdi)
	subq $-128, %rdi
	cmpq %rdi, 216(%rsp)
	jne .LBB_709
.LBB_712:
	testq %rcx, %rcx
	je .LBB_722
	leaq (,%rcx,8), %r8
	movq 1296(%rsp), %r10
	movq %r14, %rdi
	addq $-8, %r8
	shrq $3, %r8
	cmpq %r14, %rsi
	cmovaq %rsi, %rdi
	addq %r10, %rdi
	cmpq %rdi, %r8
	cmovbq %r8, %rdi
	cmpq $32, %rdi
	jb .LBB_716
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
	jae .LBB_717
	leaq 8(%rdx,%r9,8), %r8
	leaq 131320(%rax), %r9
	cmpq %r8, %r9
	jae .LBB_717
.LBB_716:
	movq %rdx, %r8
	xorl %edi, %edi
	jmp .LBB_719
.LBB_717:
	movq 216(%rsp), %r8
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vmovdqu64 1664(%rsp), %zmm6
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
.LBB_718:
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
	jne .LBB_718
.LBB_719:
	leaq (%rdx,%rcx,8), %rcx
	leaq (%r14,%rdi), %rdx
	shlq $7, %rdi
	leaq 131320(%rax,%rdi), %rax
.LBB_720:
	cmpq %rsi, %rdx
	jae .LBB_1066
	vmovsd (%rax), %xmm0
	incq %rdx
	subq $-128, %rax
	vmovsd %xmm0, (%r8)
	addq $8, %r8
	cmpq %rcx, %r8
	jne .LBB_720
.LBB_722:
	movq 616(%rsp), %rax
	movq 632(%rsp), %rdx
	movq 1456(%rsp), %rcx
	movq 672(%rsp), %r10
	movq 680(%rsp), %rbp
	movq 720(%rsp), %r9
	movq 728(%rsp), %rsi
	movq %rax, 176(%rsp)
	movq %rdx, 184(%rsp)
	movq %rcx, 192(%rsp)
	movq 80(%rsp), %rcx
	cmpq $1, %rcx
	jne .LBB_728
	cmpq %rbp, 1224(%rsp)
	ja .LBB_1020
	cmpq $1024, %rsi
	movl $1024, %ecx
	cmovbq %rsi, %rcx
	cmpq $8, %rsi
	jb .LBB_727
	movq 600(%rsp), %rdi
	movq 216(%rsp), %rax
	cmpq $1024, %rsi
	movl $1024, %edx
	cmovbq %rsi, %rdx
	shll $7, %edx
	addq %r10, %rdi
	addq %r10, %rax
	addq %rdx, %rdi
	cmpq %rdi, %r9
	jae .LBB_789
	leaq 128(%r9,%rdx), %rdx
	cmpq %rdx, %rax
	jae .LBB_789
.LBB_727:
	xorl %ecx, %ecx
	xorl %edx, %edx
	jmp .LBB_791
.LBB_728:
	leaq 1(%rcx), %rax
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm1, 352(%rsp)
	vmovupd %zmm1, 288(%rsp)
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm1, 480(%rsp)
	imulq %rcx, %rax
	vcvtusi2sd %rax, %xmm31, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq 1280(%rsp), %rax
	movq %rax, %rdx
	subq %rcx, %rdx
	movq %rdx, 40(%rsp)
	cmpq %rbp, %r13
	jae .LBB_1043
	cmpq %rcx, %rax
	jb .LBB_1042
	testq %rcx, %rcx
	je .LBB_733
	vbroadcastsd 376(%rsp), %ymm1
	vbroadcastsd 504(%rsp), %ymm4
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 288(%rsp), %ymm3
	vmovupd 416(%rsp), %ymm5
	movq 40(%rsp), %r8
	movabsq $144115188075855871, %rax
	addq %rcx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rax
	movl %eax, %edx
	andl $3, %edx
	shlq $7, %r8
	addq %r10, %r8
	vblendpd $8, %ymm1, %ymm2, %ymm1
	vblendpd $8, %ymm4, %ymm2, %ymm4
	vinsertf64x4 $1, 384(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 512(%rsp), %zmm4, %zmm4
	cmpq $3, %rcx
	jae .LBB_734
	xorl %edi, %edi
	jmp .LBB_737
.LBB_733:
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_740
.LBB_734:
	movabsq $288230376151711736, %rcx
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edi, %edi
	addq $4, %rcx
	andq %rcx, %rax
.LBB_735:
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
	jne .LBB_735
	testq %rdx, %rdx
	je .LBB_739
.LBB_737:
	incq %rdi
	shll $7, %edx
	xorl %eax, %eax
.LBB_738:
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
	jne .LBB_738
.LBB_739:
	vinsertf64x4 $1, %ymm1, %zmm2, %zmm6
	vinsertf64x4 $1, %ymm2, %zmm3, %zmm2
	vmovupd %ymm3, 288(%rsp)
	vmovupd %zmm5, 416(%rsp)
	vmovupd %zmm4, 480(%rsp)
	vmovupd %zmm6, 320(%rsp)
	vextractf64x4 $1, %zmm1, 384(%rsp)
.LBB_740:
	testq %rsi, %rsi
	je .LBB_1108
	vbroadcastsd %xmm0, %zmm3
	leaq 64(%r9), %rax
	movl $1, %r11d
	movq %rax, 144(%rsp)
	movq %r9, 104(%rsp)
	leaq 184(%rsp), %rax
	vdivpd %zmm3, %zmm2, %zmm2
	vdivpd %zmm3, %zmm1, %zmm1
	movq 616(%rsp), %rcx
	movb %cl, 48(%rsp)
	testq %rcx, %rcx
	movq 80(%rsp), %rdx
	cmovneq %rax, %rcx
	movabsq $144115188075855871, %rax
	xorl %edi, %edi
	movq %rcx, 616(%rsp)
	movb $57, %cl
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rax
	vmovupd %zmm2, (%r9)
	vmovsd .LCPI_2(%rip), %xmm2
	vmovupd %zmm1, 64(%r9)
	vcvtsi2sd %rdx, %xmm15, %xmm1
	leaq 1(%rax), %r14
	movq %rax, 96(%rsp)
	movabsq $288230376151711736, %rax
	movl %r14d, %r8d
	andq %rax, %r14
	leaq 64(%r10), %rax
	andl $7, %r8d
	movq %rax, 200(%rsp)
	movq %r13, %rax
	subq %rdx, %rax
	movq %rax, 56(%rsp)
	movq %r8, 72(%rsp)
	shll $7, %r8d
	movq %rbp, 112(%rsp)
	movq %r10, 64(%rsp)
	vbroadcastsd %xmm1, %zmm1
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm2, %zmm2
.LBB_742:
	movq 32(%rsp), %rdx
	cmpq %rdx, %rdi
	jae .LBB_747
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 120(%rsp), %rcx
.LBB_744:
	movq (%rcx), %rax
	cmpq %r11, %rax
	jae .LBB_748
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %rdx
	jne .LBB_744
	movq %rdx, %rdi
	xorl %ecx, %ecx
	jmp .LBB_749
.LBB_747:
	xorl %ecx, %ecx
	jmp .LBB_749
.LBB_748:
	movl $1, %ecx
.LBB_749:
	cmpq %r11, 632(%rsp)
	setae %dl
	andb 48(%rsp), %dl
	testq %rcx, %rcx
	jne .LBB_751
	movl $1025, %r15d
	testb %dl, %dl
	je .LBB_756
.LBB_751:
	movq 632(%rsp), %r12
	movzbl %dl, %r9d
	movl $2, %edx
	subq %rcx, %rdx
	testb %cl, %cl
	movq %rdx, 944(%rsp)
	movq $2, 952(%rsp)
	movq %rcx, 960(%rsp)
	movq %rax, 968(%rsp)
	movq %r9, 976(%rsp)
	movq %r12, %r15
	cmovneq %rax, %r15
	movq %r12, 984(%rsp)
	testq %rcx, %rcx
	je .LBB_755
	je .LBB_755
	shll $4, %ecx
	leaq 1000(%rsp), %rax
	subq %rcx, %rax
.LBB_754:
	movq %r15, %rcx
	movq (%rax), %r15
	incq %rdx
	cmpq %r15, %rcx
	cmovbq %rcx, %r15
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r15
	addq $16, %rax
	cmpq $2, %rdx
	jne .LBB_754
.LBB_755:
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
.LBB_756:
	vmovupd 288(%rsp), %zmm4
	vmovupd 352(%rsp), %zmm3
	vmovupd 416(%rsp), %zmm6
	vmovupd 480(%rsp), %zmm8
	cmpq %r15, %r11
	jae .LBB_762
	cmpq %rsi, %r11
	movq %rsi, %rax
	cmovaq %r11, %rax
	movq %rax, (%rsp)
	movq %r11, %rax
	shlq $7, %rax
	movq 144(%rsp), %rcx
	movq 56(%rsp), %rdx
	movq 200(%rsp), %r9
	addq %rax, %rcx
	addq 216(%rsp), %rax
	addq %r11, %rdx
	shlq $7, %rdx
.LBB_758:
	leaq (%r13,%r11), %r12
	cmpq %rbp, %r12
	jae .LBB_1103
	movq 56(%rsp), %r12
	addq %r11, %r12
	cmpq %rbp, %r12
	jae .LBB_1089
	cmpq %r11, (%rsp)
	je .LBB_1132
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
	jne .LBB_758
	jmp .LBB_763
.LBB_762:
	vmovapd %zmm6, %zmm7
	vmovapd %zmm8, %zmm5
.LBB_763:
	vmovupd %zmm4, 288(%rsp)
	vmovupd %zmm3, 352(%rsp)
	vmovapd %xmm7, 416(%rsp)
	cmpq $1024, %r15
	ja .LBB_794
	leaq (%r15,%r13), %r9
	cmpq %rbp, %r9
	jae .LBB_1095
	movq %r9, %r12
	subq 80(%rsp), %r12
	movq 32(%rsp), %rdx
	cmpq %rbp, %r12
	jae .LBB_1089
	movq %r9, %rax
	shlq $7, %rax
	shlq $7, %r12
	vmovupd (%r10,%rax), %zmm6
	vmulpd %zmm1, %zmm6, %zmm8
	vaddpd %zmm7, %zmm6, %zmm6
	vaddpd %zmm8, %zmm4, %zmm4
	vsubpd %zmm7, %zmm4, %zmm4
	vmovupd %zmm4, 288(%rsp)
	vmulpd %zmm4, %zmm2, %zmm4
	vmovupd 64(%r10,%rax), %zmm8
	vmulpd %zmm1, %zmm8, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm5
	vmovupd %zmm3, 352(%rsp)
	vmulpd %zmm3, %zmm2, %zmm3
	vsubpd (%r10,%r12), %zmm6, %zmm6
	vmovupd %zmm6, 416(%rsp)
	vsubpd 64(%r10,%r12), %zmm5, %zmm5
	vmovupd %zmm4, 944(%rsp)
	vmovupd %zmm3, 1008(%rsp)
	vmovupd %zmm5, 480(%rsp)
	cmpq %rdx, %rdi
	ja .LBB_1011
	incq %r9
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 120(%rsp), %rcx
	movq %r10, %r12
	leaq 1(%r15), %r11
	xorl %ebp, %ebp
	movq %r9, %rdx
	subq 80(%rsp), %rdx
	movq %r9, %r10
	movq %rdx, 40(%rsp)
	shlq $7, %rdx
	movq 616(%rsp), %r9
	addq %r12, %rdx
	jmp .LBB_770
.LBB_768:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r12
	jae .LBB_1045
.LBB_769:
	vmovsd %xmm4, 288(%rsp,%r12,8)
	vdivsd %xmm0, %xmm4, %xmm4
	movq 592(%rsp), %rbx
	vmovsd %xmm3, 416(%rsp,%r12,8)
	movq %rax, %r9
	movq %r13, %rcx
	vmovsd %xmm4, 944(%rsp,%r12,8)
.LBB_770:
	testb %bpl, %bpl
	je .LBB_779
	movq %rcx, %r13
.LBB_772:
	testq %r9, %r9
	je .LBB_787
	cmpq %r15, (%r9)
	jne .LBB_787
	movb $2, %bpl
	xorl %eax, %eax
	movq %r9, %rcx
	movq 80(%rsp), %r9
	cmpq %r9, %r10
	jb .LBB_1004
.LBB_775:
	movq 8(%rcx), %r12
	testq %r9, %r9
	je .LBB_768
	cmpq $15, %r12
	ja .LBB_1028
	cmpq $7, 96(%rsp)
	jae .LBB_782
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	movq %rdx, %rcx
	jmp .LBB_785
.LBB_779:
	movq 280(%rsp), %rax
	movq %rax, %r13
	cmpq %rax, %rcx
	je .LBB_772
	leaq 16(%rcx), %r13
	cmpq %r15, (%rcx)
	jne .LBB_772
	xorl %ebp, %ebp
	movq %r9, %rax
	movq 80(%rsp), %r9
	cmpq %r9, %r10
	jae .LBB_775
	jmp .LBB_1004
.LBB_782:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	movq %rdx, %rcx
.LBB_783:
	vmovsd (%rcx,%r12,8), %xmm6
	leaq 1(%r9), %rbx
	vmovsd 128(%rcx,%r12,8), %xmm7
	vmovsd 512(%rcx,%r12,8), %xmm8
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 2(%r9), %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rcx,%r12,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 3(%r9), %rbx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rcx,%r12,8), %xmm7
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
	vmovsd 640(%rcx,%r12,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 6(%r9), %rbx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rcx,%r12,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 7(%r9), %rbx
	addq $8, %r9
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rcx,%r12,8), %xmm7
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
	jne .LBB_783
	cmpq $0, 72(%rsp)
	je .LBB_769
.LBB_785:
	leaq (%rcx,%r12,8), %rcx
	incq %r9
	xorl %ebx, %ebx
.LBB_786:
	vmovsd (%rcx,%rbx), %xmm6
	vcvtsi2sd %r9, %xmm15, %xmm5
	incq %r9
	subq $-128, %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rbx, %r8
	jne .LBB_786
	jmp .LBB_769
.LBB_787:
	cmpq %rsi, %r15
	jae .LBB_1096
	vmovupd 944(%rsp), %zmm3
	vmovupd 1008(%rsp), %zmm4
	movq 104(%rsp), %rcx
	movq 136(%rsp), %r13
	movq 112(%rsp), %rbp
	movq 64(%rsp), %r10
	movq %r15, %rax
	shlq $7, %rax
	vmovupd %zmm4, 64(%rcx,%rax)
	vmovupd %zmm3, (%rcx,%rax)
	cmpq $1024, %r15
	jne .LBB_742
	jmp .LBB_794
.LBB_789:
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
.LBB_790:
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
	jne .LBB_790
.LBB_791:
	addq 256(%rsp), %r10
	movq %rcx, %rax
	shlq $7, %rax
	movl $131200, %edi
	decq %rcx
	leaq 64(%r9,%rax), %rax
	subq %rdx, %rdi
	addq %rdx, %r10
	xorl %edx, %edx
.LBB_792:
	incq %rcx
	cmpq %rcx, %rsi
	je .LBB_1071
	vxorpd %xmm1, %xmm1, %xmm1
	vaddpd -64(%r10,%rdx), %zmm1, %zmm0
	vaddpd (%r10,%rdx), %zmm1, %zmm1
	vmovupd %zmm0, -64(%rax,%rdx)
	vmovupd %zmm1, (%rax,%rdx)
	addq $128, %rdx
	cmpq %rdx, %rdi
	jne .LBB_792
.LBB_794:
	movq 1392(%rsp), %rbp
	cmpq %rbp, 272(%rsp)
	jae .LBB_1110
	movq 1384(%rsp), %rax
	movq 1464(%rsp), %rcx
	movq 152(%rsp), %r9
	leaq 1536(%rsp), %r8
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %r14
	movq 248(%rsp), %rcx
	movq %r8, 288(%rsp)
	movq %r9, 176(%rsp)
	movq %rbx, 296(%rsp)
	movq %rcx, 72(%rsp)
	leaq 1728(%rsp), %rcx
	movq %rdx, (%rsp)
	movq %rcx, 416(%rsp)
	movq %rdx, 424(%rsp)
	movq %r14, 432(%rsp)
	leaq 416(%rsp), %rbx
	leaq 944(%rsp), %rdi
	movq %rbx, %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 944(%rsp), %zmm0
	movq 704(%rsp), %rax
	movq 728(%rsp), %rcx
	vmovupd 1008(%rsp), %zmm1
	movq 768(%rsp), %r11
	movq %r14, 112(%rsp)
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	movq 776(%rsp), %rcx
	shlq $4, %rax
	vmovups %zmm0, 416(%rsp)
	vmovupd %zmm1, 480(%rsp)
	vmovsd 416(%rsp), %xmm0
	vmaxsd .LCPI_9(%rip), %xmm0, %xmm0
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	je .LBB_805
	vmovsd 424(%rsp), %xmm1
	vmovsd 488(%rsp), %xmm2
	movq 696(%rsp), %rcx
	movq 720(%rsp), %rdx
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 432(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 440(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 448(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 456(%rsp), %xmm1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd 464(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 472(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 480(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 496(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm2, %xmm0
	vmovsd %xmm2, %xmm0, %xmm0 {%k1}
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
	vmovsd 528(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	vmovsd 536(%rsp), %xmm1
	vcmpunordsd %xmm0, %xmm0, %k1
	vmaxsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm1, %xmm0, %xmm0 {%k1}
	cmpq $4, %rax
	jae .LBB_856
.LBB_798:
	xorl %esi, %esi
.LBB_799:
	vmovddup .LCPI_10(%rip), %xmm2
	movl %eax, %r8d
	subl %esi, %r8d
	movq %rsi, %rdi
	andl $7, %r8d
	je .LBB_802
	shll $3, %r8d
	movq %rsi, %rdi
.LBB_801:
	vmovsd (%rdx,%rdi,8), %xmm1
	vsubsd (%rcx,%rdi,8), %xmm1, %xmm1
	vandpd %xmm2, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setae (%r11,%rdi)
	incq %rdi
	addq $-8, %r8
	jne .LBB_801
.LBB_802:
	subq %rax, %rsi
	cmpq $-8, %rsi
	ja .LBB_804
.LBB_803:
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
	jne .LBB_803
.LBB_804:
	movq 768(%rsp), %rax
	movq 776(%rsp), %rcx
	movq %rax, 96(%rsp)
	jmp .LBB_806
.LBB_805:
	movq %r11, 96(%rsp)
.LBB_806:
	vmovddup .LCPI_10(%rip), %xmm1
	leaq 712(%rsp), %rax
	movq %rcx, 40(%rsp)
	movq %rax, 944(%rsp)
	leaq 688(%rsp), %rax
	movq %rax, 952(%rsp)
	leaq 288(%rsp), %rax
	movq %rbx, 960(%rsp)
	movq %rax, 968(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 976(%rsp)
	movabsq $9223372036854775800, %rax
	andq %rax, %rcx
	movq %rcx, 48(%rsp)
	je .LBB_819
	movq $0, 80(%rsp)
	movq 48(%rsp), %rax
	movq 96(%rsp), %r15
	jmp .LBB_809
.LBB_808:
	movq 56(%rsp), %rax
	incq 80(%rsp)
	addq $8, %r15
	addq $-8, %rax
	testq %rax, %rax
	je .LBB_819
.LBB_809:
	movq (%r15), %rbx
	movq %rax, 56(%rsp)
	testq %rbx, %rbx
	je .LBB_808
	movq 80(%rsp), %rax
	leaq (,%rax,8), %r12
	movq %r12, %rbp
	shrq $4, %rbp
	andl $8, %r12d
	jmp .LBB_812
.LBB_811:
	vmovddup .LCPI_10(%rip), %xmm1
	blsrq %rbx, %rbx
	je .LBB_808
.LBB_812:
	movq 728(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1030
	movq 704(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1029
	movq 720(%rsp), %rax
	tzcntq %rbx, %r14
	movq %rbp, %r13
	shlq $7, %r13
	shrl $3, %r14d
	orq %r12, %r14
	leal (,%r14,8), %ecx
	addq %r13, %rax
	vmovsd 416(%rsp,%rcx), %xmm2
	vmovsd (%rcx,%rax), %xmm0
	movq 696(%rsp), %rax
	addq %r13, %rax
	vsubsd (%rcx,%rax), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vucomisd %xmm0, %xmm2
	jb .LBB_811
	movl %r14d, %edx
	shll $10, %edx
	movq 288(%rsp), %rdi
	movq 296(%rsp), %rsi
	orq %r14, %rdx
	addq %rbp, %rdx
	addq 176(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 704(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1049
	movq 696(%rsp), %rax
	addq %r13, %rax
	vmovsd %xmm0, (%rax,%r14,8)
	movq 728(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1048
	addq 720(%rsp), %r13
	vmovsd %xmm1, (%r13,%r14,8)
	jmp .LBB_811
.LBB_819:
	movq 40(%rsp), %r12
	movq 96(%rsp), %r15
	movl %r12d, %ebx
	andl $7, %ebx
	je .LBB_824
	addq 48(%rsp), %r15
	andq $-8, %r12
	xorl %r14d, %r14d
	jmp .LBB_822
.LBB_821:
	incq %r14
	cmpq %r14, %rbx
	je .LBB_824
.LBB_822:
	cmpb $0, (%r15,%r14)
	je .LBB_821
	leaq (%r12,%r14), %rsi
	leaq 944(%rsp), %rdi
	vzeroupper
	callq kernel_sliding::blocked::patch::{{closure}}
	jmp .LBB_821
.LBB_824:
	addq $48, 592(%rsp)
	movq 272(%rsp), %rax
	incq %rax
	movq %rax, 144(%rsp)
	movl $1025, %eax
	movq %rax, 104(%rsp)
	movq $0, 48(%rsp)
	xorl %eax, %eax
	movq $0, 632(%rsp)
	jmp .LBB_826
.LBB_825:
	movq 64(%rsp), %rax
	addq $1025, 104(%rsp)
	addq $-1025, 632(%rsp)
	addq $8, 48(%rsp)
	incq %rax
	cmpq $16, %rax
	je .LBB_848
.LBB_826:
	vmovsd 416(%rsp,%rax,8), %xmm0
	movq 176(%rsp), %rcx
	movq %rax, %r15
	shlq $10, %r15
	vxorpd %xmm1, %xmm1, %xmm1
	movq %rax, 64(%rsp)
	addq %rax, %r15
	addq %rcx, %r15
	movq %rcx, %rdx
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 72(%rsp), %r15
	setb %cl
	testb %cl, %al
	je .LBB_825
	movq 72(%rsp), %rax
	leaq 1025(%r15), %r8
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %r15
	jae .LBB_825
	movq 632(%rsp), %rbx
	subq %rdx, %rbx
	addq 104(%rsp), %rdx
	movq %rdx, 40(%rsp)
	movq %r8, 96(%rsp)
	jmp .LBB_830
.LBB_829:
	movq 96(%rsp), %r8
	movq 80(%rsp), %r15
	cmpq %r8, 56(%rsp)
	jae .LBB_825
.LBB_830:
	movq 1488(%rsp), %rax
	movq 1496(%rsp), %rsi
	cmpq $1, %rsi
	je .LBB_834
	testq %rsi, %rsi
	je .LBB_1058
	movq %rsi, %rcx
	xorl %r13d, %r13d
.LBB_833:
	movq %rcx, %rdi
	shrq %rdi
	movq %r13, %rdx
	addq %rdi, %r13
	cmpq %r15, (%rax,%r13,8)
	cmovaq %rdx, %r13
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_833
	jmp .LBB_835
.LBB_834:
	xorl %r13d, %r13d
.LBB_835:
	cmpq (%rax,%r13,8), %r15
	sbbq $-1, %r13
	leaq -1(%r13), %r12
	cmpq %rsi, %r12
	jae .LBB_1044
	leaq (%rax,%r13,8), %rax
	cmpq %rsi, %r13
	leaq 1528(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 56(%rsp)
	cmovbq %r8, %rax
	movq %rax, 80(%rsp)
	cmpq %rax, %r15
	jae .LBB_829
	cmpq 112(%rsp), %r12
	jae .LBB_1059
	movq 72(%rsp), %rbp
	movq 56(%rsp), %rax
	movq 40(%rsp), %rcx
	leaq (%rbx,%r15), %r14
	shlq $7, %r14
	addq 48(%rsp), %r14
	cmpq %rbp, %rax
	cmovbq %rax, %rbp
	cmpq %rcx, %rbp
	cmovaeq %rcx, %rbp
	jmp .LBB_841
.LBB_839:
	movq 720(%rsp), %rax
	vmovsd %xmm1, (%rax,%r14)
.LBB_840:
	incq %r15
	subq $-128, %r14
	cmpq %r15, %rbp
	je .LBB_829
.LBB_841:
	movq (%rsp), %rax
	leaq (%rbx,%r15), %r12
	vmovsd -8(%rax,%r13,8), %xmm0
	vucomisd .LCPI_12(%rip), %xmm0
	jae .LBB_845
	movq 728(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_1016
	movq 704(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_1017
	movq 720(%rsp), %rcx
	movq 696(%rsp), %rax
	vmovsd (%rcx,%r14), %xmm1
	vsubsd (%rax,%r14), %xmm1, %xmm1
	vandpd .LCPI_10(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_840
.LBB_845:
	movq 288(%rsp), %rdi
	movq 296(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 704(%rsp), %rax
	cmpq %rax, %r12
	jae .LBB_1013
	movq 696(%rsp), %rax
	vmovsd %xmm0, (%rax,%r14)
	movq 728(%rsp), %rax
	cmpq %rax, %r12
	jb .LBB_839
	jmp .LBB_1014
.LBB_848:
	movq 272(%rsp), %rbx
	cmpq 208(%rsp), %rbx
	je .LBB_1118
	movq 704(%rsp), %rcx
	movq 728(%rsp), %rsi
	vpbroadcastb .LCPI_18(%rip), %xmm1
	movq 752(%rsp), %r10
	movq 152(%rsp), %rax
	movq 248(%rsp), %rdx
	movq 744(%rsp), %r8
	vxorpd %xmm0, %xmm0, %xmm0
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	cmpq %r10, %rcx
	cmovaeq %r10, %rcx
	testq %rcx, %rcx
	je .LBB_868
	movq 696(%rsp), %rsi
	movq 720(%rsp), %rdi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %r9
	adcq $0, %r9
	testq %rcx, %rcx
	je .LBB_861
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
	jne .LBB_861
	movq 272(%rsp), %rbx
	andb %r11b, %r10b
	movl $0, %r11d
	jne .LBB_862
	movq %r9, %r11
	andq $-16, %r11
	xorl %r10d, %r10d
.LBB_854:
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
	jne .LBB_854
	cmpq %r11, %rcx
	jne .LBB_862
	jmp .LBB_867
.LBB_861:
	xorl %r11d, %r11d
.LBB_862:
	movq %r9, %rbx
	andq $1, %rbx
	movq %r11, %r10
	je .LBB_865
	movq %r11, %r10
.LBB_864:
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
	jne .LBB_864
.LBB_865:
	movq 272(%rsp), %rbx
	subq %r9, %r11
	cmpq $-8, %r11
	ja .LBB_867
.LBB_866:
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
	jne .LBB_866
.LBB_867:
	vpbroadcastb .LCPI_18(%rip), %xmm1
	movq 744(%rsp), %r8
	movq 752(%rsp), %r10
	vpxor %xmm0, %xmm0, %xmm0
.LBB_868:
	testq %r10, %r10
	je .LBB_1117
	cmpq $0, 776(%rsp)
	je .LBB_1119
	movq 1208(%rsp), %rsi
	leaq (%rbx,%rbx,4), %rcx
	leaq (%rsi,%rcx,8), %rdi
	movq 768(%rsp), %rsi
	movzbl 32(%rdi), %ecx
	xorb (%r8), %cl
	cmpb $-2, %cl
	sete (%rsi)
	movq 752(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $2, %rsi
	jb .LBB_1114
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 1(%rcx), %r9d
	xorb 16384(%rcx), %r9b
	cmpb $-2, %r9b
	sete 1(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $3, %rsi
	jb .LBB_1126
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 2(%rcx), %r9d
	xorb 16385(%rcx), %r9b
	cmpb $-2, %r9b
	sete 2(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $4, %rsi
	jb .LBB_1116
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 3(%rcx), %r9d
	xorb 16386(%rcx), %r9b
	cmpb $-2, %r9b
	sete 3(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $5, %rsi
	jb .LBB_1112
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 4(%rcx), %r9d
	xorb 16387(%rcx), %r9b
	cmpb $-2, %r9b
	sete 4(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $6, %rsi
	jb .LBB_1122
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 5(%rcx), %r9d
	xorb 16388(%rcx), %r9b
	cmpb $-2, %r9b
	sete 5(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $7, %rsi
	jb .LBB_1128
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 6(%rcx), %r9d
	xorb 16389(%rcx), %r9b
	cmpb $-2, %r9b
	sete 6(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $8, %rsi
	jb .LBB_1127
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 7(%rcx), %r9d
	xorb 16390(%rcx), %r9b
	cmpb $-2, %r9b
	sete 7(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $9, %rsi
	jb .LBB_1113
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 8(%rcx), %r9d
	xorb 16391(%rcx), %r9b
	cmpb $-2, %r9b
	sete 8(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $10, %rsi
	jb .LBB_1124
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 9(%rcx), %r9d
	xorb 16392(%rcx), %r9b
	cmpb $-2, %r9b
	sete 9(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $11, %rsi
	jb .LBB_1120
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 10(%rcx), %r9d
	xorb 16393(%rcx), %r9b
	cmpb $-2, %r9b
	sete 10(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $12, %rsi
	jb .LBB_1121
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 11(%rcx), %r9d
	xorb 16394(%rcx), %r9b
	cmpb $-2, %r9b
	sete 11(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $13, %rsi
	jb .LBB_1115
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 12(%rcx), %r9d
	xorb 16395(%rcx), %r9b
	cmpb $-2, %r9b
	sete 12(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $14, %rsi
	jb .LBB_1111
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 13(%rcx), %r9d
	xorb 16396(%rcx), %r9b
	cmpb $-2, %r9b
	sete 13(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $15, %rsi
	jb .LBB_1125
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 14(%rcx), %r9d
	xorb 16397(%rcx), %r9b
	cmpb $-2, %r9b
	sete 14(%rsi)
	movq 752(%rsp), %rsi
	cmpq $1025, %rsi
	jb .LBB_1080
	movq 776(%rsp), %rsi
	cmpq $16, %rsi
	jb .LBB_1123
	movq 744(%rsp), %rcx
	movq 768(%rsp), %rsi
	movzbl 15(%rcx), %r9d
	xorb 16398(%rcx), %r9b
	cmpb $-2, %r9b
	sete 15(%rsi)
	movq 776(%rsp), %r13
	cmpq $16, %r13
	jb .LBB_1025
	movq 768(%rsp), %r9
	shlq $4, %r10
	leaq -16(%r13), %rcx
	addq $-16, %r10
	cmpq %rcx, %r10
	cmovaeq %rcx, %r10
	testq %r10, %r10
	je .LBB_930
	leaq 16(%r9), %rcx
	cmpq $16, %r10
	jb .LBB_903
	leaq 16(%r8,%r10), %rsi
	cmpq %rsi, %rcx
	jae .LBB_907
	leaq 16(%r9,%r10), %rsi
	cmpq %rsi, %r8
	jae .LBB_907
.LBB_903:
	xorl %esi, %esi
.LBB_924:
	movq %r10, %rbx
	andq $7, %rbx
	movq %rsi, %r11
	je .LBB_927
	movq %rsi, %r11
.LBB_926:
	movzbl (%r8,%r11), %ebp
	xorb 16(%r8,%r11), %bpl
	cmpb $-2, %bpl
	sete (%rcx,%r11)
	incq %r11
	decq %rbx
	jne .LBB_926
.LBB_927:
	subq %r10, %rsi
	cmpq $-8, %rsi
	ja .LBB_929
.LBB_928:
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
	jne .LBB_928
.LBB_929:
	movq 768(%rsp), %r9
	movq 776(%rsp), %r13
.LBB_930:
	vmovsd .LCPI_0(%rip), %xmm1
	leaq 808(%rsp), %rcx
	movq %r13, %r8
	vmovdqu64 %zmm0, 64(%rcx)
	vmovdqu64 %zmm0, (%rcx)
	movabsq $9223372036854775800, %rcx
	andq %rcx, %r8
	je .LBB_938
	xorl %ecx, %ecx
	movq %r8, %r10
	movq %r9, %r11
	jmp .LBB_933
.LBB_932:
	addq $8, %r11
	addq $-8, %r10
	incq %rcx
	testq %r10, %r10
	je .LBB_938
.LBB_933:
	movq (%r11), %rbx
	testq %rbx, %rbx
	je .LBB_932
	leal (,%rcx,8), %r14d
	movl %ecx, %ebp
	shrl %ebp
	andl $8, %r14d
.LBB_935:
	movq 800(%rsp), %rsi
	tzcntq %rbx, %r15
	shrl $3, %r15d
	orq %r14, %r15
	cmpq %rsi, %r15
	jae .LBB_1033
	movq 808(%rsp,%r15,8), %r12
	cmpq $1024, %r12
	ja .LBB_1031
	movl %r15d, %esi
	shll $11, %esi
	blsrq %rbx, %rbx
	leal (%rsi,%r15,2), %esi
	addq 792(%rsp), %rsi
	movw %bp, (%rsi,%r12,2)
	incq 808(%rsp,%r15,8)
	testq %rbx, %rbx
	jne .LBB_935
	jmp .LBB_932
.LBB_938:
	movq 568(%rsp), %rbp
	movl %r13d, %r10d
	andl $7, %r10d
	je .LBB_973
	cmpb $0, (%r9,%r8)
	je .LBB_943
	movq 800(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	cmpq %rsi, %rcx
	jae .LBB_1134
	movq 808(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1135
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 792(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 808(%rsp,%rcx,8)
.LBB_943:
	cmpl $1, %r10d
	je .LBB_973
	cmpb $0, 1(%r9,%r8)
	je .LBB_948
	movq 800(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	incq %rcx
	cmpq %rsi, %rcx
	jae .LBB_1134
	movq 808(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1135
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 792(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 808(%rsp,%rcx,8)
.LBB_948:
	cmpl $2, %r10d
	je .LBB_973
	cmpb $0, 2(%r9,%r8)
	je .LBB_953
	movq 800(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $2, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1134
	movq 808(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1135
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 792(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 808(%rsp,%rcx,8)
.LBB_953:
	cmpl $3, %r10d
	je .LBB_973
	cmpb $0, 3(%r9,%r8)
	je .LBB_958
	movq 800(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $3, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1134
	movq 808(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1135
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 792(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 808(%rsp,%rcx,8)
.LBB_958:
	cmpl $4, %r10d
	je .LBB_973
	cmpb $0, 4(%r9,%r8)
	je .LBB_963
	movq 800(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $4, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1134
	movq 808(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1135
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 792(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 808(%rsp,%rcx,8)
.LBB_963:
	cmpl $5, %r10d
	je .LBB_973
	cmpb $0, 5(%r9,%r8)
	je .LBB_968
	movq 800(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $5, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1134
	movq 808(%rsp,%rcx,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1135
	movl %ecx, %esi
	shll $11, %esi
	movl %r13d, %r11d
	shrl $4, %r11d
	leal (%rsi,%rcx,2), %esi
	addq 792(%rsp), %rsi
	movw %r11w, (%rsi,%rbx,2)
	incq 808(%rsp,%rcx,8)
.LBB_968:
	cmpl $6, %r10d
	je .LBB_973
	cmpb $0, 6(%r9,%r8)
	je .LBB_973
	movq 800(%rsp), %rsi
	movl %r13d, %ecx
	andl $8, %ecx
	orq $6, %rcx
	cmpq %rsi, %rcx
	jae .LBB_1134
	movq 808(%rsp,%rcx,8), %r8
	cmpq $1024, %r8
	ja .LBB_1144
	movl %ecx, %esi
	shll $11, %esi
	shrl $4, %r13d
	leal (%rsi,%rcx,2), %esi
	addq 792(%rsp), %rsi
	movw %r13w, (%rsi,%r8,2)
	incq 808(%rsp,%rcx,8)
.LBB_973:
	movq 800(%rsp), %rsi
	movq 792(%rsp), %rcx
	xorl %r8d, %r8d
	movq %rsi, (%rsp)
	jmp .LBB_975
.LBB_974:
	movq 128(%rsp), %r14
	movq 592(%rsp), %r9
	incq %r8
	addq $2050, %rcx
	cmpq $16, %r8
	je .LBB_988
.LBB_975:
	cmpq (%rsp), %r8
	je .LBB_1067
	movq 808(%rsp,%r8,8), %r13
	cmpq $1025, %r13
	ja .LBB_1005
	testq %r13, %r13
	je .LBB_974
	movq 744(%rsp), %r10
	movq 752(%rsp), %rsi
	movq %r8, %r9
	shlq $10, %r9
	addq %r13, %r13
	xorl %r11d, %r11d
	addq %r8, %r9
	addq %rax, %r9
	addq %r8, %r10
	jmp .LBB_980
.LBB_979:
	addq $2, %r11
	cmpq %r11, %r13
	je .LBB_974
.LBB_980:
	movzwl (%rcx,%r11), %r14d
	leaq (%r9,%r14), %rbx
	cmpq %rdx, %rbx
	jae .LBB_974
	cmpq %r14, %rsi
	jbe .LBB_1040
	shll $4, %r14d
	movq (%rdi), %r15
	movsbq (%r10,%r14), %r14
	cmpq %r14, %r15
	je .LBB_979
	testq %r15, %r15
	je .LBB_986
	cmpq %rbp, %rbx
	jae .LBB_1061
	movq 240(%rsp), %r12
	vmovsd 8(%rdi), %xmm1
	vmovsd (%r12,%rbx,8), %xmm0
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
.LBB_986:
	movq %r14, (%rdi)
	cmpq %rbp, %rbx
	jae .LBB_1054
	movq 240(%rsp), %r14
	vmovq (%r14,%rbx,8), %xmm0
	vmovq %xmm0, 8(%rdi)
	jmp .LBB_979
.LBB_988:
	movq 752(%rsp), %rsi
	cmpq $1024, %rsi
	jbe .LBB_1133
	movq 144(%rsp), %rcx
	movq 744(%rsp), %rax
	movq %rcx, 272(%rsp)
	movzbl 16399(%rax), %eax
	movq 240(%rsp), %rbx
	movb %al, 32(%rdi)
	cmpq 1320(%rsp), %r9
	jne .LBB_123
	jmp .LBB_990
.LBB_856:
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
	jne .LBB_798
	andb %dil, %sil
	movl $0, %esi
	jne .LBB_799
	cmpq $16, %rax
	jae .LBB_910
	xorl %esi, %esi
	jmp .LBB_914
.LBB_907:
	cmpq $128, %r10
	jae .LBB_917
	xorl %esi, %esi
	jmp .LBB_921
.LBB_910:
	vbroadcastsd .LCPI_10(%rip), %zmm4
	vpbroadcastb .LCPI_19(%rip), %xmm5
	movabsq $9223372036854775800, %rsi
	vbroadcastsd %xmm0, %zmm1
	xorl %edi, %edi
	addq $-8, %rsi
	andq %rax, %rsi
.LBB_911:
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
	jne .LBB_911
	cmpq %rsi, %rax
	je .LBB_804
	testb $12, %al
	je .LBB_799
.LBB_914:
	vbroadcastsd .LCPI_10(%rip), %ymm3
	movq %rsi, %rdi
	movabsq $9223372036854775800, %rsi
	vbroadcastsd %xmm0, %ymm1
	addq $4, %rsi
	andq %rax, %rsi
.LBB_915:
	vmovupd (%rdx,%rdi,8), %ymm2
	vsubpd (%rcx,%rdi,8), %ymm2, %ymm2
	vandpd %ymm3, %ymm2, %ymm2
	vcmplepd %ymm1, %ymm2, %k1
	vmovdqu8 .LCPI_11(%rip), %xmm2 {%k1} {z}
	vmovd %xmm2, (%r11,%rdi)
	addq $4, %rdi
	cmpq %rdi, %rsi
	jne .LBB_915
	cmpq %rsi, %rax
	jne .LBB_799
	jmp .LBB_804
.LBB_917:
	vbroadcasti32x4 .LCPI_15(%rip), %zmm2
	vbroadcasti32x4 .LCPI_11(%rip), %zmm3
	movq %r10, %rsi
	andq $-128, %rsi
	xorl %r11d, %r11d
.LBB_918:
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
	jne .LBB_918
	vpbroadcastb .LCPI_18(%rip), %xmm1
	vpxor %xmm0, %xmm0, %xmm0
	cmpq %rsi, %r10
	je .LBB_929
	testb $112, %r10b
	je .LBB_924
.LBB_921:
	vpbroadcastb .LCPI_19(%rip), %xmm2
	movq %rsi, %r11
	movq %r10, %rsi
	andq $-16, %rsi
.LBB_922:
	vmovdqu (%r8,%r11), %xmm0
	vpxor 16(%r8,%r11), %xmm0, %xmm0
	vpcmpeqb %xmm1, %xmm0, %xmm0
	vpand %xmm2, %xmm0, %xmm0
	vmovdqu %xmm0, (%rcx,%r11)
	addq $16, %r11
	cmpq %r11, %rsi
	jne .LBB_922
	vpxor %xmm0, %xmm0, %xmm0
	cmpq %rsi, %r10
	je .LBB_929
	jmp .LBB_924
.LBB_990:
	movq 1400(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_992
	movq 1408(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	vmovsd .LCPI_0(%rip), %xmm1
.LBB_992:
	cmpq $0, 1288(%rsp)
	movq 1448(%rsp), %rcx
	jne .LBB_74
	jmp .LBB_996
.LBB_993:
	cmpq $21, 32(%rsp)
	jae .LBB_995
	movq 120(%rsp), %rdi
	movq 32(%rsp), %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 568(%rsp), %rbp
	movq 128(%rsp), %r14
	jmp .LBB_100
.LBB_995:
	movq 120(%rsp), %rdi
	movq 32(%rsp), %rsi
	leaq 95(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 568(%rsp), %rbp
	movq 128(%rsp), %r14
	jmp .LBB_100
.LBB_996:
	movq 208(%rsp), %rax
	movq %rbx, %rcx
	movq 1208(%rsp), %rbx
	movq 552(%rsp), %r14
	leaq (%rax,%rax,4), %rax
	movq %rbx, 944(%rsp)
	movq %rbx, 952(%rsp)
	movq %r14, 960(%rsp)
	leaq (%rbx,%rax,8), %rax
	movq %rax, 968(%rsp)
	movq %rcx, 976(%rsp)
	leaq 248(%rsp), %rcx
	movq %rbp, 984(%rsp)
	xorl %ebp, %ebp
	movq %rcx, 992(%rsp)
	movq 1472(%rsp), %rdi
	leaq 944(%rsp), %rsi
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
	je .LBB_999
	movq 1336(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_999:
	leaq 640(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 1480(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $2120, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_1000:
	movq 24(%rsp), %rbx
.LBB_1007:
	movq 56(%rsp), %r13
	jmp .LBB_1008
.LBB_1001:
	movq 24(%rsp), %rbx
	leaq .Lanon.2(%rip), %rcx
	movq %r8, %r13
	jmp .LBB_1009
.LBB_1002:
	movq 112(%rsp), %rbx
	leaq .Lanon.2(%rip), %rcx
	movq %r8, %r13
	jmp .LBB_1009
.LBB_1003:
	movq %rbp, %r13
	jmp .LBB_1008
.LBB_1004:
	movq 112(%rsp), %rbx
	leaq .Lanon.2(%rip), %rcx
	movq %r10, %r13
	jmp .LBB_1009
.LBB_1005:
	movl $1025, %ebx
	movq $0, 40(%rsp)
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_1009
.LBB_1006:
	movq 24(%rsp), %rbx
	movq %r10, %r13
.LBB_1008:
	leaq .Lanon.2(%rip), %rcx
.LBB_1009:
	movq 40(%rsp), %rdi
	movq %r13, %rsi
	movq %rbx, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1010:
	movq 32(%rsp), %rdx
.LBB_1011:
	movq %rdx, %rbx
	leaq .Lanon.4(%rip), %rcx
.LBB_1012:
	movq %rdx, %rsi
	movq %rbx, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1013:
	leaq .Lanon.5(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1104
.LBB_1014:
	leaq .Lanon.6(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1104
.LBB_1015:
	movq 560(%rsp), %rdx
	movq %r14, %rdi
	jmp .LBB_1021
.LBB_1016:
	leaq .Lanon.7(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1104
.LBB_1017:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %rbp
	jmp .LBB_1104
.LBB_1018:
	movq %r14, %r13
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_1009
.LBB_1019:
	leaq .Lanon.10(%rip), %rdi
	leaq .Lanon.11(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1020:
	movq 1224(%rsp), %rdx
	movq %r13, %rdi
	movq %rbp, %rbx
.LBB_1021:
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_1012
.LBB_1022:
	movb $1, %bpl
	movq 568(%rsp), %rsi
	movq 552(%rsp), %r14
	leaq .Lanon.13(%rip), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1023:
	movq %r9, 40(%rsp)
	movq %r13, %rbx
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_1009
.LBB_1024:
	movq %r13, 40(%rsp)
	leaq .Lanon.15(%rip), %rcx
	movq 56(%rsp), %r13
	movq %r13, %rbx
	jmp .LBB_1009
.LBB_1025:
	movl $16, %eax
	movq %r13, %rbx
	leaq .Lanon.16(%rip), %rcx
	movq %rax, 40(%rsp)
	jmp .LBB_1009
.LBB_1026:
	movq 24(%rsp), %rbp
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_1104
.LBB_1027:
	movq %rcx, %r13
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_1009
.LBB_1028:
	movl $16, %ebp
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_1104
.LBB_1029:
	movq %rbp, (%rsp)
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_1131
.LBB_1030:
	movq %rbp, (%rsp)
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1131
.LBB_1031:
	movq %r12, (%rsp)
.LBB_1032:
	movl $1025, %esi
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1131
.LBB_1033:
	movq %r15, (%rsp)
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1131
.LBB_1034:
	movq %rdi, %r13
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_1009
.LBB_1035:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq 568(%rsp), %rbp
	movq 240(%rsp), %rbx
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	jmp .LBB_72
.LBB_1037:
	movq %rdx, %r13
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_1009
.LBB_1038:
	movq %r8, 40(%rsp)
	jmp .LBB_1043
.LBB_1039:
	movq %r8, 40(%rsp)
.LBB_1042:
	movq %rax, %r13
.LBB_1043:
	movq %rbp, %rbx
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_1009
.LBB_1050:
	movq %r8, (%rsp)
	jmp .LBB_1132
.LBB_1040:
	movq %r14, (%rsp)
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_1131
.LBB_1041:
	movq %r8, %r13
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_1009
.LBB_1044:
	movq %r12, (%rsp)
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_1131
.LBB_1045:
	movl $16, %ebp
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_1104
.LBB_1046:
	movq %rbx, %rbp
.LBB_1089:
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_1104
.LBB_1048:
	movq %rbp, (%rsp)
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_1131
.LBB_1049:
	movq %rbp, (%rsp)
	leaq .Lanon.27(%rip), %rax
	jmp .LBB_1131
.LBB_1051:
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1131
.LBB_1052:
	movq %rcx, (%rsp)
.LBB_1053:
	movq 64(%rsp), %rsi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1131
.LBB_1054:
	movq %rbx, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.30(%rip), %rax
	jmp .LBB_1131
.LBB_1056:
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1131
.LBB_1057:
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1131
.LBB_1058:
	movq $-1, (%rsp)
	leaq .Lanon.24(%rip), %rax
	jmp .LBB_1131
.LBB_1059:
	movq 112(%rsp), %rbp
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_1104
.LBB_1061:
	movq %rbx, (%rsp)
	movq %rbp, %rsi
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1131
.LBB_1062:
	movq %r11, %rbp
	jmp .LBB_1103
.LBB_1063:
	movq %rcx, (%rsp)
.LBB_1064:
	movq 64(%rsp), %rsi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1131
.LBB_1065:
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1131
.LBB_1071:
	movq %rsi, (%rsp)
	jmp .LBB_1132
.LBB_1066:
	leaq .Lanon.37(%rip), %rax
	movq %rdx, (%rsp)
	jmp .LBB_1131
.LBB_1067:
	movq (%rsp), %rsi
	leaq .Lanon.38(%rip), %rax
	jmp .LBB_1131
.LBB_1068:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1069:
	movq %r8, %rsi
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1131
.LBB_1070:
	subq %r13, %rdx
	leaq .Lanon.43(%rip), %rax
	addq $1025, %rdx
	movq %rax, 8(%rsp)
	movq %rdx, (%rsp)
	jmp .LBB_1132
.LBB_1072:
	movq %r9, (%rsp)
	leaq .Lanon.43(%rip), %rax
	jmp .LBB_1131
.LBB_1073:
	movq %rcx, (%rsp)
	movq %rcx, %rsi
	leaq .Lanon.42(%rip), %rax
	jmp .LBB_1131
.LBB_1074:
	movq 64(%rsp), %rsi
	leaq .Lanon.29(%rip), %rax
	movq %rsi, (%rsp)
	jmp .LBB_1131
.LBB_1075:
	movq %rsi, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1131
.LBB_1077:
	movq %rsi, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1131
.LBB_1078:
	movq %rsi, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1131
.LBB_1080:
	movl $1024, %eax
	movq %rax, (%rsp)
	leaq .Lanon.44(%rip), %rax
	jmp .LBB_1131
.LBB_1081:
	movq %r8, %r12
	jmp .LBB_1103
.LBB_1082:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 95(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1083:
	movq %r11, %r12
	jmp .LBB_1103
.LBB_1084:
	movq %rbx, (%rsp)
	jmp .LBB_1132
.LBB_1085:
	movq %r11, (%rsp)
	jmp .LBB_1053
.LBB_1086:
	movq %r11, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1131
.LBB_1087:
	movq 64(%rsp), %rsi
	leaq .Lanon.35(%rip), %rax
	movq %rsi, (%rsp)
	jmp .LBB_1131
.LBB_1088:
	movq %rsi, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1131
.LBB_1090:
	movq %r10, %r12
	jmp .LBB_1103
.LBB_1091:
	movq %rax, (%rsp)
	jmp .LBB_1132
.LBB_1092:
	movq %rbp, %r12
	jmp .LBB_1102
.LBB_1093:
	movq %r10, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1131
.LBB_1095:
	movq %r9, %r12
	jmp .LBB_1103
.LBB_1096:
	movq %r15, (%rsp)
	jmp .LBB_1132
.LBB_1097:
	movq %r10, %r12
	movq %rcx, %rbp
	jmp .LBB_1103
.LBB_1098:
	movq %rbx, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1131
.LBB_1099:
	movq %r11, (%rsp)
	jmp .LBB_1064
.LBB_1100:
	movq %r11, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1131
.LBB_1101:
	movq %r11, %r12
.LBB_1102:
	movq %rbx, %rbp
.LBB_1103:
	leaq .Lanon.45(%rip), %rdx
.LBB_1104:
	movq %r12, %rdi
	movq %rbp, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1105:
	movq %r10, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1131
.LBB_1106:
	movl $1, %edi
	movl $16400, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1107:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1108:
	movq $0, (%rsp)
	xorl %esi, %esi
	jmp .LBB_1132
.LBB_1109:
	leaq .Lanon.46(%rip), %rdx
	jmp .LBB_1104
.LBB_1110:
	movq 272(%rsp), %r12
	leaq .Lanon.47(%rip), %rdx
	jmp .LBB_1104
.LBB_1111:
	movl $13, %eax
	jmp .LBB_1129
.LBB_1112:
	movl $4, %eax
	jmp .LBB_1129
.LBB_1113:
	movl $8, %eax
	jmp .LBB_1129
.LBB_1114:
	movl $1, %eax
	jmp .LBB_1129
.LBB_1115:
	movl $12, %eax
	jmp .LBB_1129
.LBB_1116:
	movl $3, %eax
	jmp .LBB_1129
.LBB_1117:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.48(%rip), %rax
	jmp .LBB_1131
.LBB_1118:
	movq 208(%rsp), %rbp
	leaq .Lanon.49(%rip), %rdx
	movq %rbp, %r12
	jmp .LBB_1104
.LBB_1119:
	movq $0, (%rsp)
	xorl %esi, %esi
	jmp .LBB_1130
.LBB_1120:
	movl $10, %eax
	jmp .LBB_1129
.LBB_1121:
	movl $11, %eax
	jmp .LBB_1129
.LBB_1122:
	movl $5, %eax
	jmp .LBB_1129
.LBB_1123:
	movl $15, %eax
	jmp .LBB_1129
.LBB_1124:
	movl $9, %eax
	jmp .LBB_1129
.LBB_1125:
	movl $14, %eax
	jmp .LBB_1129
.LBB_1126:
	movl $2, %eax
	jmp .LBB_1129
.LBB_1127:
	movl $7, %eax
	jmp .LBB_1129
.LBB_1128:
	movl $6, %eax
.LBB_1129:
	movq %rax, (%rsp)
.LBB_1130:
	leaq .Lanon.50(%rip), %rax
.LBB_1131:
	movq %rax, 8(%rsp)
.LBB_1132:
	movq (%rsp), %rdi
	movq 8(%rsp), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1137
.LBB_1133:
	movl $1024, %eax
	movq %rax, (%rsp)
	leaq .Lanon.51(%rip), %rax
	jmp .LBB_1131
.LBB_1134:
	movq %rcx, (%rsp)
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1131
.LBB_1135:
	movq %rbx, (%rsp)
	jmp .LBB_1032
.LBB_1136:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1137:
	ud2
.LBB_1138:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.29(%rip), %rax
	jmp .LBB_1131
.LBB_1139:
	movq $0, (%rsp)
	leaq .Lanon.28(%rip), %rax
	jmp .LBB_1131
.LBB_1140:
	movq $0, (%rsp)
	leaq .Lanon.31(%rip), %rax
	jmp .LBB_1131
.LBB_1141:
	movq $0, (%rsp)
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1131
.LBB_1142:
	movq $0, (%rsp)
	xorl %esi, %esi
	leaq .Lanon.35(%rip), %rax
	jmp .LBB_1131
.LBB_1143:
	movq $0, (%rsp)
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1131
.LBB_1144:
	movq %r8, (%rsp)
	jmp .LBB_1032
	movq 552(%rsp), %rcx
	movq %rax, %rbx
	jmp .LBB_1182
	jmp .LBB_1175
	movq %rax, %rbx
	testq %r13, %r13
	je .LBB_1202
	shlq $3, %r13
	movl $8, %edx
	movq %r12, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1202
	movb $1, %bpl
	movq %rax, %rbx
	jmp .LBB_1177
	jmp .LBB_1175
	movq %rax, %rbx
	jmp .LBB_1188
	movq %rax, %rbx
	jmp .LBB_1204
	movl $16400, %esi
	movl $1, %edx
	movq %r15, %rdi
	movq %rax, %rbx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1155
	movq %rax, %rbx
.LBB_1155:
	movq 944(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1158
	movq 952(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1158
	movq %rax, %rbx
.LBB_1158:
	movq 1728(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1161
	movq 1736(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1161
	movq %rax, %rbx
.LBB_1161:
	movq 416(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1164
	movq 424(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1164
	movq %rax, %rbx
.LBB_1164:
	movq 288(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1167
	movq 296(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1167
	movq %rax, %rbx
.LBB_1167:
	movq 1536(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1205
	movq 1544(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1205
	jmp .LBB_1175
	movq %rax, %rbx
	jmp .LBB_1205
	jmp .LBB_1175
	movq %rax, %rbx
	movq %r14, %rcx
	jmp .LBB_1178
	jmp .LBB_1175
.LBB_1175:
	movq 1400(%rsp), %rsi
	movb $1, %bpl
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_1177
	movq 1408(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1177:
	movq 552(%rsp), %rcx
.LBB_1178:
	movq 1560(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1181
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_1181
	movq 1552(%rsp), %rdi
	movl $16, %edx
	subq %rax, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 552(%rsp), %rcx
.LBB_1181:
	testb %bpl, %bpl
	je .LBB_1185
.LBB_1182:
	testq %rcx, %rcx
	je .LBB_1185
	movq 1208(%rsp), %rdi
	shlq $3, %rcx
	movl $8, %edx
	leaq (%rcx,%rcx,4), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1185
	movq %rax, %rbx
.LBB_1185:
	movq 1384(%rsp), %r14
	movq 1392(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1197
.LBB_1186:
	movq 1376(%rsp), %rax
	testq %rax, %rax
	je .LBB_1188
	shlq $3, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1188:
	movq 1360(%rsp), %r14
	movq 1368(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1191
.LBB_1189:
	movq 1352(%rsp), %rax
	testq %rax, %rax
	je .LBB_1202
	shlq $4, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1202
.LBB_1191:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	leaq 32(%r14), %r12
	jmp .LBB_1193
.LBB_1192:
	addq $48, %r12
	decq %r15
	je .LBB_1189
.LBB_1193:
	movq -32(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1195
	movq -24(%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
.LBB_1195:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1192
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1192
.LBB_1197:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	leaq 8(%r14), %r12
	jmp .LBB_1199
.LBB_1198:
	addq $24, %r12
	decq %r15
	je .LBB_1186
.LBB_1199:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1198
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1198
	movq %rax, %rbx
.LBB_1202:
	movq 1328(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1204
	movq 1336(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1204:
	leaq 640(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1205:
	movq 1480(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1208
	movq 1504(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1209
.LBB_1207:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1208:
	movq 1488(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1504(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1207
.LBB_1209:
	movq 1512(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
