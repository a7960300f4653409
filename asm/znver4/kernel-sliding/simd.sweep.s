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
	subq $1912, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $1912, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $1912, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq 24(%rdx), %r15
	movq 16(%rdx), %r12
	movq %rdi, 720(%rsp)
	movq %rdx, %rbx
	movq %r12, %rdi
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_16
	movq 8(%rbx), %rbp
	movq (%rbx), %rsi
	leaq 1064(%rsp), %r14
	movq %r12, %rcx
	movq %r15, %r8
	movq %r14, %rdi
	movq %rbp, %rdx
	movq %rbp, 120(%rsp)
	movq %rsi, 144(%rsp)
	callq kernel_sliding::grid_for
	movq %r15, 112(%rsp)
	shlq $4, %r15
	movq $0, 320(%rsp)
	movq $0, 384(%rsp)
	movq %r12, 264(%rsp)
	movq %r12, 448(%rsp)
	leaq (%r15,%r15,2), %r15
	leaq (%r12,%r15), %rax
	movq %rax, 288(%rsp)
	movq %rax, 456(%rsp)
	leaq 320(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_17
	cmpq $1, %rdx
	movq %rdx, %rbx
	adcq $-1, %rbx
	movq 264(%rsp), %r8
	cmpq $0, 112(%rsp)
	je .LBB_18
.LBB_8:
	movq 16(%r8), %rax
	testq %rax, %rax
	js .LBB_635
	movq 24(%r8), %rcx
	testq %rcx, %rcx
	js .LBB_635
	cmpq %rax, %rcx
	cmovaq %rcx, %rax
	cmpq $1, 112(%rsp)
	je .LBB_15
	addq $-48, %r15
	movabsq $-6148914691236517205, %rcx
	movq %r15, %rdx
	mulxq %rcx, %rcx, %rcx
	leaq 72(%r8), %rdx
	shrq $5, %rcx
.LBB_12:
	movq -8(%rdx), %rsi
	testq %rsi, %rsi
	js .LBB_635
	movq (%rdx), %rdi
	testq %rdi, %rdi
	js .LBB_635
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
	movq 720(%rsp), %rdi
	movq %rbx, %rsi
	addq $1912, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_17:
	xorl %ebx, %ebx
	movq 264(%rsp), %r8
	cmpq $0, 112(%rsp)
	jne .LBB_8
.LBB_18:
	xorl %eax, %eax
.LBB_19:
	movq 288(%rsp), %rdx
	leaq 224(%rsp), %rcx
	movq $0, 320(%rsp)
	movq $0, 384(%rsp)
	movq %r8, 448(%rsp)
	movq %rax, 224(%rsp)
	movq %rdx, 456(%rsp)
	movq %rcx, 464(%rsp)
	leaq 792(%rsp), %rdi
	leaq 320(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movl $1025, %edx
	addq 224(%rsp), %rdx
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %zmm0, 1776(%rsp)
	vmovupd %zmm0, 1840(%rsp)
	vmovupd %zmm0, 384(%rsp)
	vmovupd %zmm0, 320(%rsp)
	leaq 1000(%rsp), %rdi
	leaq 320(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %zmm0, 384(%rsp)
	vmovupd %zmm0, 320(%rsp)
	leaq 576(%rsp), %rdi
	leaq 320(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 144(%rsp), %r12
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %zmm0, 384(%rsp)
	vmovupd %zmm0, 320(%rsp)
	leaq 1520(%rsp), %rdi
	leaq 320(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 1120(%rsp)
	leaq 320(%rsp), %rdi
	leaq 1120(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_642
	movq 1016(%rsp), %rcx
	vmovups 1000(%rsp), %xmm2
	vmovups 576(%rsp), %xmm1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %zmm0, 1304(%rsp)
	vmovupd %zmm0, 1240(%rsp)
	leaq 1025(%rbx), %rdx
	movq %rcx, 1136(%rsp)
	movq 592(%rsp), %rcx
	vmovaps %xmm2, 1120(%rsp)
	vmovups %xmm1, 1144(%rsp)
	vmovupd 1520(%rsp), %xmm2
	vmovupd 320(%rsp), %xmm1
	movq %rcx, 1160(%rsp)
	movq 1536(%rsp), %rcx
	movq %rcx, 1184(%rsp)
	movq 336(%rsp), %rcx
	vmovapd %xmm2, 1168(%rsp)
	vmovupd %xmm1, 1192(%rsp)
	movq %rcx, 1208(%rsp)
	movq $16, 1216(%rsp)
	movq %rax, 1224(%rsp)
	movq $16, 1232(%rsp)
	leaq 840(%rsp), %rdi
	leaq 1776(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 264(%rsp), %rax
	movq 288(%rsp), %rcx
	movq %rax, 1456(%rsp)
	movq %rcx, 1464(%rsp)
	movq %r14, 1472(%rsp)
	leaq 864(%rsp), %rdi
	leaq 1456(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 112(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_30
	xorl %r15d, %r15d
.LBB_29:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_30:
	testq %r14, %r14
	je .LBB_39
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 112(%rsp), %rsi
	movq %rsi, 272(%rsp)
	movq %rax, 152(%rsp)
	testq %rax, %rax
	je .LBB_29
	cmpq $2, %rsi
	jb .LBB_40
.LBB_33:
	movq 152(%rsp), %rdx
	leaq -1(%rsi), %rcx
	addq $-2, %rsi
	movl %ecx, %eax
	andl $7, %eax
	cmpq $7, %rsi
	jb .LBB_37
	movq 152(%rsp), %rdx
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
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
	movq $0, 272(%rsp)
	movq 112(%rsp), %rsi
	cmpq $2, %rsi
	jae .LBB_33
.LBB_40:
	movq 152(%rsp), %rdx
	testq %rsi, %rsi
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
	movq %rbp, 176(%rsp)
	movq %rbx, 136(%rsp)
	cmpb $1, 16(%rax)
	movq %rax, %r14
	jne .LBB_610
	movq (%r14), %rax
	movq 8(%r14), %rdx
.LBB_44:
	vmovupd .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	movq %r12, 1000(%rsp)
	movq %rbp, 1008(%rsp)
	xorl %esi, %esi
	movq %rcx, (%r14)
	vmovupd %ymm0, 1016(%rsp)
	movq %rax, 1048(%rsp)
	movq %rdx, 1056(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 120(%rsp), %rax, %rcx
	movabsq $1124801467909119, %rdx
	rorxq $4, %rax, %rax
	shrq $10, %rcx
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 712(%rsp)
	je .LBB_573
	vmovsd .LCPI_0(%rip), %xmm1
	leaq 1(%rbx), %rax
	movq %rbx, %r11
	negq %r11
	xorl %ecx, %ecx
	movq %rax, 968(%rsp)
	movq %rbx, %rax
	shlq $7, %rax
	movq %rax, 944(%rsp)
	addq $64, %rax
	movq %rax, 936(%rsp)
	movq %r11, 312(%rsp)
.LBB_46:
	movq 848(%rsp), %rdx
	movq 856(%rsp), %r14
	leaq 16400(%rcx), %rax
	movq %rcx, 104(%rsp)
	movq %rdx, 80(%rsp)
	movq %rax, 952(%rsp)
	testq %r14, %r14
	je .LBB_64
	movq 80(%rsp), %rcx
	movq %r14, %rax
	shlq $7, %rax
	xorl %edx, %edx
	addq %rcx, %rax
	jmp .LBB_49
.LBB_48:
	cmpq %rax, %rcx
	je .LBB_63
.LBB_49:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	movl $24, %r9d
	jmp .LBB_51
.LBB_50:
	vmovsd %xmm0, (%r8,%r9)
	addq $32, %r9
	addq $4100, %rsi
	cmpq $152, %r9
	je .LBB_48
.LBB_51:
	movq 104(%rsp), %r10
	vmovapd %xmm1, %xmm0
	leaq (%rsi,%r10), %rdi
	cmpq %rbx, %rdi
	jb .LBB_54
	addq %r11, %r10
	addq %rsi, %r10
	movq 120(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_603
	vmovsd (%r12,%rdi,8), %xmm0
.LBB_54:
	vmovsd %xmm0, -24(%r8,%r9)
	vmovapd %xmm1, %xmm0
	movq 104(%rsp), %rdi
	leaq 1025(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_57
	leaq (%r11,%rsi), %r10
	leaq 1025(%rdi,%r10), %r10
	movq 120(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_603
	vmovsd (%r12,%rdi,8), %xmm0
.LBB_57:
	vmovsd %xmm0, -16(%r8,%r9)
	vmovapd %xmm1, %xmm0
	movq 104(%rsp), %rdi
	leaq 2050(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_60
	leaq (%r11,%rsi), %r10
	leaq 2050(%rdi,%r10), %r10
	movq 120(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_603
	vmovsd (%r12,%rdi,8), %xmm0
.LBB_60:
	vmovsd %xmm0, -8(%r8,%r9)
	vmovapd %xmm1, %xmm0
	movq 104(%rsp), %rdi
	leaq 3075(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_50
	leaq (%r11,%rsi), %r10
	leaq 3075(%rdi,%r10), %r10
	movq 120(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbp, %rdi
	jae .LBB_603
	vmovsd (%r12,%rdi,8), %xmm0
	jmp .LBB_50
.LBB_63:
	movq 104(%rsp), %rcx
	leaq 16400(%rcx), %rax
.LBB_64:
	movq 1080(%rsp), %rsi
	movq 1072(%rsp), %rdx
	movq %rsi, %rdi
	testq %rsi, %rsi
	je .LBB_70
	cmpq $1, %rsi
	jne .LBB_67
	xorl %edi, %edi
	jmp .LBB_69
.LBB_67:
	movq %rsi, %r8
	xorl %edi, %edi
.LBB_68:
	movq %r8, %r9
	shrq %r9
	leaq (%r9,%rdi), %r10
	cmpq %rcx, (%rdx,%r10,8)
	cmovbq %r10, %rdi
	subq %r9, %r8
	cmpq $1, %r8
	ja .LBB_68
.LBB_69:
	cmpq %rcx, (%rdx,%rdi,8)
	adcq $0, %rdi
.LBB_70:
	leaq (%rdx,%rdi,8), %rcx
	leaq (%rdx,%rsi,8), %rdx
	movq %rcx, 1488(%rsp)
	leaq 104(%rsp), %rcx
	movq %rdx, 1496(%rsp)
	movq %rax, 1504(%rsp)
	movb $0, 1512(%rsp)
	movq %rcx, 1480(%rsp)
	leaq 728(%rsp), %rdi
	leaq 1480(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 736(%rsp), %rax
	movq 744(%rsp), %r13
	movq %rax, 56(%rsp)
	movq %r14, 16(%rsp)
	movq %r13, 752(%rsp)
	cmpq $2, %r13
	jae .LBB_570
.LBB_72:
	movq 792(%rsp), %rax
	movq 808(%rsp), %rsi
	testq %rax, %rax
	setne %cl
	testq %rsi, %rsi
	setne %dl
	andb %cl, %dl
	cmpb $1, %dl
	jne .LBB_189
	movq %r13, %rcx
	shlq $4, %rcx
	addq 56(%rsp), %rcx
	movq %r14, %rdx
	subq %rbx, %rdx
	movq 1376(%rsp), %r9
	movq 800(%rsp), %rdi
	xorl %r8d, %r8d
	movq %rcx, 96(%rsp)
	movq %rdx, 280(%rsp)
	movq 944(%rsp), %rcx
	movq 80(%rsp), %rdx
	addq %rdx, %rcx
	movq %rcx, 192(%rsp)
	movq %r9, 40(%rsp)
	movq 936(%rsp), %rcx
	addq %rdx, %rcx
	addq $64, %rdx
	movq %rcx, 304(%rsp)
	movq %rdx, 296(%rsp)
	jmp .LBB_75
.LBB_74:
	movq 232(%rsp), %rsi
	movq 160(%rsp), %rdi
	movl $0, %eax
	decq %rsi
	je .LBB_189
.LBB_75:
	testq %r8, %r8
	je .LBB_78
	vxorpd %xmm1, %xmm1, %xmm1
	movzwl 626(%r8), %ecx
	cmpq %rcx, %rdi
	jae .LBB_87
.LBB_77:
	movq %rdi, %rcx
	movq %r8, %r10
	jmp .LBB_89
.LBB_78:
	vxorpd %xmm1, %xmm1, %xmm1
	testq %rdi, %rdi
	je .LBB_83
	movq %rdi, %rcx
	andq $7, %rcx
	movq %rax, %r8
	je .LBB_84
	xorl %edx, %edx
.LBB_81:
	movq 632(%r8), %r8
	incq %rdx
	cmpq %rdx, %rcx
	jne .LBB_81
	movq %rdi, %rax
	subq %rdx, %rax
	cmpq $8, %rdi
	jae .LBB_85
	jmp .LBB_86
.LBB_83:
	movq %rax, %r8
	jmp .LBB_86
.LBB_84:
	movq %rdi, %rax
	cmpq $8, %rdi
	jb .LBB_86
.LBB_85:
	movq 632(%r8), %rcx
	addq $-8, %rax
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %r8
	jne .LBB_85
.LBB_86:
	xorl %eax, %eax
	xorl %edi, %edi
	movzwl 626(%r8), %ecx
	cmpq %rcx, %rdi
	jb .LBB_77
.LBB_87:
	movq 528(%r8), %r10
	testq %r10, %r10
	je .LBB_630
	movzwl 624(%r8), %ecx
	incq %rax
	movq %r10, %r8
	cmpw 626(%r10), %cx
	jae .LBB_87
.LBB_89:
	movq %rsi, 232(%rsp)
	testq %rax, %rax
	je .LBB_94
	leaq 640(%r10,%rcx,8), %rdx
	movq %rax, %rsi
	andq $7, %rsi
	je .LBB_95
	xorl %edi, %edi
.LBB_92:
	movq (%rdx), %r8
	incq %rdi
	leaq 632(%r8), %rdx
	cmpq %rdi, %rsi
	jne .LBB_92
	movq %rax, %rsi
	subq %rdi, %rsi
	cmpq $8, %rax
	jb .LBB_98
.LBB_97:
	movq (%rdx), %rax
	addq $-8, %rsi
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %rax
	movq 632(%rax), %r8
	leaq 632(%r8), %rdx
	jne .LBB_97
.LBB_98:
	movq $0, 160(%rsp)
	jmp .LBB_99
.LBB_94:
	leaq 1(%rcx), %rax
	movq %r10, %r8
	movq %rax, 160(%rsp)
.LBB_99:
	movq 536(%r10,%rcx,8), %r15
	movq 104(%rsp), %rsi
	movq %r8, 240(%rsp)
	leaq -1(%r15), %rax
	movq %rax, %rdx
	subq %rsi, %rdx
	setb %dil
	addq $16400, %rsi
	cmpq %rsi, %rax
	setae %al
	orb %dil, %al
	jne .LBB_103
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %rsi
	shlq $10, %rsi
	addq %rax, %rsi
	subq %rsi, %rdx
	je .LBB_103
	movl $1, %esi
	movq %rdx, 1376(%rsp)
	movq %rax, 1384(%rsp)
	movq %rdx, 40(%rsp)
	jmp .LBB_104
.LBB_103:
	xorl %esi, %esi
.LBB_104:
	leaq (%rcx,%rcx,2), %rax
	movq %rsi, 1368(%rsp)
	movq 224(%rsp), %r11
	shlq $4, %rax
	addq %rax, %r10
	movq 16(%r10), %rdx
	movq %rdx, %r8
	subq %r11, %r8
	jb .LBB_596
	movq 8(%r10), %rax
	shlq $7, %r11
	leaq (%rax,%r11), %r9
	cmpq $1, %r15
	jne .LBB_110
	cmpq %rbx, %r14
	jb .LBB_598
	movq 280(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	testq %r8, %r8
	je .LBB_178
	cmpq $8, %r8
	jb .LBB_109
	movq 192(%rsp), %rdx
	movq %r8, %rax
	shlq $7, %rax
	leaq (%rdx,%rax), %rcx
	cmpq %rcx, %r9
	jae .LBB_170
	addq %r9, %rax
	cmpq %rax, %rdx
	jae .LBB_170
.LBB_109:
	xorl %eax, %eax
.LBB_173:
	movq %rax, %rcx
	orq $1, %rcx
	testb $1, %r8b
	je .LBB_175
	movq 192(%rsp), %rdx
	shlq $7, %rax
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd (%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, (%r9,%rax)
	vaddsd 8(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 8(%r9,%rax)
	vaddsd 16(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 16(%r9,%rax)
	vaddsd 24(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 24(%r9,%rax)
	vaddsd 32(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 32(%r9,%rax)
	vaddsd 40(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 40(%r9,%rax)
	vaddsd 48(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 48(%r9,%rax)
	vaddsd 56(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 56(%r9,%rax)
	vaddsd 64(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 64(%r9,%rax)
	vaddsd 72(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 72(%r9,%rax)
	vaddsd 80(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 80(%r9,%rax)
	vaddsd 88(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 88(%r9,%rax)
	vaddsd 96(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 96(%r9,%rax)
	vaddsd 104(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 104(%r9,%rax)
	vaddsd 112(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 112(%r9,%rax)
	vaddsd 120(%rdx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, 120(%r9,%rax)
	movq %rcx, %rax
.LBB_175:
	cmpq %rcx, %r8
	je .LBB_178
	subq %rax, %r8
	shlq $7, %rax
	addq $248, %rax
.LBB_177:
	movq 192(%rsp), %rcx
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -248(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -248(%r9,%rax)
	vaddsd -240(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -240(%r9,%rax)
	vaddsd -232(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -232(%r9,%rax)
	vaddsd -224(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -224(%r9,%rax)
	vaddsd -216(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -216(%r9,%rax)
	vaddsd -208(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -208(%r9,%rax)
	vaddsd -200(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -200(%r9,%rax)
	vaddsd -192(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -192(%r9,%rax)
	vaddsd -184(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -184(%r9,%rax)
	vaddsd -176(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -176(%r9,%rax)
	vaddsd -168(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -168(%r9,%rax)
	vaddsd -160(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -160(%r9,%rax)
	vaddsd -152(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -152(%r9,%rax)
	vaddsd -144(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -144(%r9,%rax)
	vaddsd -136(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -136(%r9,%rax)
	vaddsd -128(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -128(%r9,%rax)
	vaddsd -120(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -120(%r9,%rax)
	vaddsd -112(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -112(%r9,%rax)
	vaddsd -104(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -104(%r9,%rax)
	vaddsd -96(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -96(%r9,%rax)
	vaddsd -88(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -88(%r9,%rax)
	vaddsd -80(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -80(%r9,%rax)
	vaddsd -72(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -72(%r9,%rax)
	vaddsd -64(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -64(%r9,%rax)
	vaddsd -56(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -56(%r9,%rax)
	vaddsd -48(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -48(%r9,%rax)
	vaddsd -40(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -40(%r9,%rax)
	vaddsd -32(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -32(%r9,%rax)
	vaddsd -24(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -24(%r9,%rax)
	vaddsd -16(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -16(%r9,%rax)
	vaddsd -8(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -8(%r9,%rax)
	vaddsd (%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, (%r9,%rax)
	addq $256, %rax
	addq $-2, %r8
	jne .LBB_177
	jmp .LBB_178
.LBB_110:
	leaq 1(%r15), %rcx
	movq 968(%rsp), %rdx
	vmovupd %zmm1, 384(%rsp)
	vmovupd %zmm1, 320(%rsp)
	vmovupd %zmm1, 1520(%rsp)
	vmovupd %zmm1, 1584(%rsp)
	imulq %r15, %rcx
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq %rdx, %rbp
	subq %r15, %rbp
	cmpq %rbx, %r14
	jbe .LBB_597
	cmpq %r15, %rdx
	jb .LBB_599
	movq %rsi, %rbx
	testq %r15, %r15
	je .LBB_125
	vmovsd 368(%rsp), %xmm2
	vmovupd 320(%rsp), %zmm1
	vmovupd 1520(%rsp), %zmm3
	vmovupd 1584(%rsp), %zmm4
	shlq $7, %rbp
	movabsq $144115188075855871, %rcx
	addq 80(%rsp), %rbp
	movb $57, %dl
	addq %r15, %rcx
	bzhiq %rdx, %rcx, %rdx
	leaq 1(%rdx), %rdi
	movl %edi, %ecx
	andl $7, %ecx
	vinsertf128 $1, %xmm2, %ymm0, %ymm2
	vshuff64x2 $68, %zmm2, %zmm1, %zmm1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovhpd 392(%rsp), %xmm2, %xmm2
	vinsertf32x4 $2, 352(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 416(%rsp), %zmm2, %zmm2
	vinsertf32x4 $1, 400(%rsp), %zmm2, %zmm2
	cmpq $7, %rdx
	jae .LBB_118
	xorl %esi, %esi
	jmp .LBB_122
.LBB_95:
	movq %rax, %rsi
	cmpq $8, %rax
	jb .LBB_98
	jmp .LBB_97
.LBB_118:
	andq $-8, %rdi
	movl $8, %esi
	negq %rdi
.LBB_119:
	vmovupd (%rbp), %zmm6
	vmovupd 64(%rbp), %zmm7
	leaq -7(%rsi), %rdx
	vmovupd 128(%rbp), %zmm8
	vmovupd 192(%rbp), %zmm9
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq -6(%rsi), %rdx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vaddpd %zmm1, %zmm8, %zmm1
	vaddpd %zmm2, %zmm9, %zmm2
	leaq -5(%rsi), %rdx
	vaddpd %zmm10, %zmm3, %zmm3
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%rbp), %zmm9
	vmovupd 320(%rbp), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vaddpd %zmm6, %zmm3, %zmm3
	vmovupd 384(%rbp), %zmm6
	leaq -4(%rsi), %rdx
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm9, %zmm1
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%rbp), %zmm8
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -3(%rsi), %rdx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%rbp), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 448(%rbp), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq -2(%rsi), %rdx
	vaddpd %zmm2, %zmm8, %zmm2
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%rbp), %zmm6
	vmovupd 832(%rbp), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -1(%rsi), %rdx
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%rbp), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 704(%rbp), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vaddpd %zmm2, %zmm8, %zmm2
	leaq 8(%rdi,%rsi), %rdx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%rbp), %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	addq $8, %rsi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 960(%rbp), %zmm7
	addq $1024, %rbp
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq $8, %rdx
	jne .LBB_119
	vmovupd %zmm3, 1520(%rsp)
	vmovupd %zmm4, 1584(%rsp)
	testq %rcx, %rcx
	je .LBB_124
	addq $-8, %rsi
.LBB_122:
	incq %rsi
	shll $7, %ecx
	xorl %edi, %edi
.LBB_123:
	vmovupd (%rbp,%rdi), %zmm6
	vcvtsi2sd %rsi, %xmm15, %xmm5
	incq %rsi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd %zmm3, 1520(%rsp)
	vmovupd 64(%rbp,%rdi), %zmm6
	subq $-128, %rdi
	vmulpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm2, %zmm6, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd %zmm4, 1584(%rsp)
	cmpq %rdi, %rcx
	jne .LBB_123
.LBB_124:
	vmovupd %zmm1, 320(%rsp)
	vmovupd %zmm2, 384(%rsp)
.LBB_125:
	movq %r15, (%rsp)
	testq %r8, %r8
	je .LBB_637
	vmovupd 1520(%rsp), %zmm1
	vbroadcastsd %xmm0, %zmm2
	movq 176(%rsp), %rbp
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, (%r9)
	vmovupd 1584(%rsp), %zmm1
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, 64(%r9)
	cmpq $1, %r8
	jne .LBB_127
.LBB_178:
	movq 224(%rsp), %rax
	movq 144(%rsp), %r12
	movq 136(%rsp), %rbx
	movq 240(%rsp), %r8
	testq %rax, %rax
	je .LBB_74
	xorl %edx, %edx
	xorl %ecx, %ecx
.LBB_180:
	movq 16(%r10), %rsi
	movq 224(%rsp), %r9
	subq %r9, %rsi
	jb .LBB_587
	movq %rcx, %r15
	subq %r9, %r15
	addq $1025, %r15
	cmpq %rsi, %r15
	jae .LBB_627
	movq 8(%r10), %rdi
	vmovupd 131200(%rdi,%rdx), %zmm0
	vmovupd 131264(%rdi,%rdx), %zmm1
	vmovupd %zmm1, 384(%rsp)
	vmovupd %zmm0, 320(%rsp)
	movq 40(%r10), %rsi
	cmpq %rsi, %rcx
	jae .LBB_625
	cmpq %r9, %rcx
	jae .LBB_626
	movq 32(%r10), %rsi
	vmovsd (%rsi,%rcx,8), %xmm0
	incq %rcx
	vmovsd %xmm0, (%rdi,%rdx)
	vmovupd 320(%rsp), %zmm0
	vmovupd 376(%rsp), %zmm1
	vmovupd %zmm0, 8(%rdi,%rdx)
	vmovupd %zmm1, 64(%rdi,%rdx)
	subq $-128, %rdx
	cmpq %rcx, %rax
	jne .LBB_180
	movl $16415, %ecx
	xorl %edx, %edx
.LBB_186:
	movq 16(%r10), %rsi
	leaq 1025(%rdx), %r15
	cmpq %rsi, %r15
	jae .LBB_629
	movq 40(%r10), %rsi
	cmpq %rsi, %rdx
	jae .LBB_628
	movq 8(%r10), %rsi
	movq 32(%r10), %rdi
	vmovsd (%rsi,%rcx,8), %xmm0
	addq $16, %rcx
	vmovsd %xmm0, (%rdi,%rdx,8)
	incq %rdx
	cmpq %rdx, %rax
	jne .LBB_186
	jmp .LBB_74
.LBB_127:
	vmovsd .LCPI_2(%rip), %xmm2
	movb %bl, 32(%rsp)
	testq %rbx, %rbx
	leaq 1376(%rsp), %rcx
	movb $57, %dl
	leaq 64(%rax,%r11), %rax
	movq (%rsp), %rsi
	cmovneq %rcx, %rbx
	movabsq $144115188075855871, %rcx
	movq %rbx, 128(%rsp)
	movl $1, %ebx
	addq %rsi, %rcx
	vcvtusi2sd %rsi, %xmm15, %xmm1
	bzhiq %rdx, %rcx, %rcx
	movabsq $288230376151711736, %rdx
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rcx, 184(%rsp)
	movq %rax, 256(%rsp)
	movq %rsi, %rax
	negq %rax
	incq %rcx
	movq %rax, 64(%rsp)
	movl %ecx, %r12d
	andl $7, %r12d
	andq %rdx, %rcx
	movq 136(%rsp), %rax
	vbroadcastsd %xmm1, %zmm1
	subq %rsi, %rax
	xorl %esi, %esi
	movq %rax, 248(%rsp)
	movq %r12, 1392(%rsp)
	shll $7, %r12d
	movq %r8, 24(%rsp)
	movq %r9, 72(%rsp)
	vbroadcastsd %xmm2, %zmm2
	jmp .LBB_129
.LBB_128:
	movq 88(%rsp), %rax
	movq 176(%rsp), %rbp
	movq 16(%rsp), %r14
	movq 752(%rsp), %r13
	movq %rax, %rbx
	cmpq 24(%rsp), %rax
	jae .LBB_178
.LBB_129:
	cmpq %r13, %rsi
	jae .LBB_134
	movq %rsi, %rax
	shlq $4, %rax
	addq 56(%rsp), %rax
.LBB_131:
	movq (%rax), %rdi
	cmpq %rbx, %rdi
	jae .LBB_135
	incq %rsi
	addq $16, %rax
	cmpq %rsi, %r13
	jne .LBB_131
	movq %r13, %rsi
	xorl %r8d, %r8d
	jmp .LBB_136
.LBB_134:
	xorl %r8d, %r8d
	jmp .LBB_136
.LBB_135:
	movl $1, %r8d
.LBB_136:
	cmpq %rbx, 40(%rsp)
	setae %dl
	andb 32(%rsp), %dl
	testq %r8, %r8
	jne .LBB_138
	movq 24(%rsp), %rax
	testb %dl, %dl
	je .LBB_142
.LBB_138:
	movq 40(%rsp), %r11
	movl $2, %r9d
	movzbl %dl, %edx
	subq %r8, %r9
	testb %r8b, %r8b
	movq %r9, 576(%rsp)
	movq $2, 584(%rsp)
	movq %r8, 592(%rsp)
	movq %rdi, 600(%rsp)
	movq %rdx, 608(%rsp)
	movq %r11, %rax
	cmovneq %rdi, %rax
	movq %r11, 616(%rsp)
	testq %r8, %r8
	je .LBB_142
	je .LBB_142
	shll $4, %r8d
	leaq 632(%rsp), %rdi
	subq %r8, %rdi
.LBB_141:
	movq %rax, %rdx
	movq (%rdi), %rax
	incq %r9
	cmpq %rax, %rdx
	cmovbq %rdx, %rax
	cmpb $0, -8(%rdi)
	cmoveq %rdx, %rax
	addq $16, %rdi
	cmpq $2, %r9
	jne .LBB_141
.LBB_142:
	movq 24(%rsp), %rdx
	vmovupd 1520(%rsp), %zmm3
	vmovupd 1584(%rsp), %zmm4
	vmovupd 320(%rsp), %zmm5
	vmovupd 384(%rsp), %zmm6
	leaq 1(%rax), %rdi
	movq %rdi, 88(%rsp)
	cmpq %rdi, %rdx
	cmovbq %rdx, %rdi
	subq %rbx, %rdi
	jbe .LBB_147
	movq 136(%rsp), %r15
	movq %rbx, %r8
	movq 256(%rsp), %rdx
	shlq $7, %r8
	xorl %r11d, %r11d
	addq %rbx, %r15
	addq 248(%rsp), %rbx
	leaq (%rdx,%r8), %r9
	addq 304(%rsp), %r8
	shlq $7, %rbx
	addq 296(%rsp), %rbx
.LBB_144:
	cmpq %r14, %r15
	jae .LBB_624
	movq 64(%rsp), %rdx
	addq %r15, %rdx
	cmpq %r14, %rdx
	jae .LBB_612
	vmovupd -64(%r8,%r11), %zmm7
	incq %r15
	vaddpd %zmm5, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vsubpd -64(%rbx,%r11), %zmm8, %zmm5
	vmulpd %zmm3, %zmm2, %zmm7
	vmovupd %zmm7, -64(%r9,%r11)
	vmovupd (%r8,%r11), %zmm7
	vaddpd %zmm6, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vsubpd (%rbx,%r11), %zmm8, %zmm6
	vmulpd %zmm4, %zmm2, %zmm7
	vmovupd %zmm7, (%r9,%r11)
	subq $-128, %r11
	decq %rdi
	jne .LBB_144
	jmp .LBB_148
.LBB_147:
	vmovddup 328(%rsp), %xmm7
	vmovsd %xmm5, %xmm7, %xmm5
	vmovddup 392(%rsp), %xmm7
	vshuff64x2 $68, 352(%rsp), %zmm5, %zmm5
	vinsertf32x4 $1, 336(%rsp), %zmm5, %zmm5
	vmovsd %xmm6, %xmm7, %xmm6
	vinsertf64x4 $1, 416(%rsp), %zmm6, %zmm6
	vinsertf32x4 $1, 400(%rsp), %zmm6, %zmm6
.LBB_148:
	movq 72(%rsp), %rdi
	vmovupd %zmm3, 1520(%rsp)
	vmovupd %zmm5, 320(%rsp)
	vmovupd %zmm4, 1584(%rsp)
	vmovupd %zmm6, 384(%rsp)
	cmpq 24(%rsp), %rax
	jae .LBB_178
	cmpq %r13, %rsi
	ja .LBB_588
	movq 136(%rsp), %rdx
	movq %rsi, %r8
	shlq $4, %r8
	addq 56(%rsp), %r8
	movq %rax, %rbx
	leaq 1(%rax,%rdx), %rbp
	leaq (%rax,%rdx), %r9
	movq %rbp, 216(%rsp)
	subq (%rsp), %rbp
	movq %r9, 168(%rsp)
	setb %dl
	cmpq %r14, %r9
	setae %r13b
	movq %rbp, %r9
	shlq $7, %r9
	addq 80(%rsp), %r9
	shlq $7, %rbx
	addq %rdi, %rbx
	orb %dl, %r13b
	movq %r9, 48(%rsp)
	xorl %r9d, %r9d
	movq 128(%rsp), %r14
	jmp .LBB_153
.LBB_151:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r15
	jae .LBB_619
.LBB_152:
	vmovsd %xmm4, 1520(%rsp,%r15,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 320(%rsp,%r15,8)
	movq %r11, %r14
	movq %rdi, %r8
	vmovsd %xmm4, (%rbx,%r15,8)
.LBB_153:
	testb %r9b, %r9b
	je .LBB_162
	movq %r8, %rdi
.LBB_155:
	testq %r14, %r14
	je .LBB_128
	cmpq %rax, (%r14)
	jne .LBB_128
	movb $2, %r9b
	xorl %r11d, %r11d
	movq %r14, %r8
	movq 16(%rsp), %r14
	testb %r13b, %r13b
	jne .LBB_578
.LBB_158:
	movq 8(%r8), %r15
	cmpq $0, (%rsp)
	je .LBB_151
	cmpq $15, %r15
	ja .LBB_617
	cmpq $7, 184(%rsp)
	jae .LBB_165
	movq 48(%rsp), %r14
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
	jmp .LBB_168
.LBB_162:
	movq 96(%rsp), %rdx
	movq %rdx, %rdi
	cmpq %rdx, %r8
	je .LBB_155
	leaq 16(%r8), %rdi
	cmpq %rax, (%r8)
	jne .LBB_155
	xorl %r9d, %r9d
	movq %r14, %r11
	movq 16(%rsp), %r14
	testb %r13b, %r13b
	je .LBB_158
	jmp .LBB_578
.LBB_165:
	movq 48(%rsp), %r14
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
.LBB_166:
	vmovsd (%r14,%r15,8), %xmm6
	leaq 1(%r8), %rdx
	vmovsd 128(%r14,%r15,8), %xmm7
	vmovsd 512(%r14,%r15,8), %xmm8
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 2(%r8), %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%r14,%r15,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 3(%r8), %rdx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%r14,%r15,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 4(%r8), %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 5(%r8), %rdx
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%r14,%r15,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 6(%r8), %rdx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%r14,%r15,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	leaq 7(%r8), %rdx
	addq $8, %r8
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%r14,%r15,8), %xmm7
	addq $1024, %r14
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rdx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r8, %rcx
	jne .LBB_166
	cmpq $0, 1392(%rsp)
	je .LBB_152
.LBB_168:
	leaq (%r14,%r15,8), %r14
	incq %r8
	xorl %edx, %edx
.LBB_169:
	vmovsd (%r14,%rdx), %xmm6
	vcvtsi2sd %r8, %xmm15, %xmm5
	incq %r8
	subq $-128, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rdx, %r12
	jne .LBB_169
	jmp .LBB_152
.LBB_170:
	vmovdqa64 .LCPI_3(%rip), %zmm0
	vpbroadcastq .LCPI_4(%rip), %zmm4
	movq %r8, %rax
	andq $-8, %rax
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rax, %rcx
.LBB_171:
	vpsllq $7, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpaddq %zmm4, %zmm0, %zmm0
	addq $-8, %rcx
	vgatherqpd (%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, (%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 8(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 16(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 24(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 32(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 40(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 48(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 56(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 64(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 72(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 80(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 88(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 96(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 104(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 112(%r9,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rdx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 120(%r9,%zmm1) {%k1}
	jne .LBB_171
	cmpq %rax, %r8
	je .LBB_178
	jmp .LBB_173
.LBB_189:
	movq 1080(%rsp), %rsi
	decq 712(%rsp)
	movq 104(%rsp), %rax
	movq 120(%rsp), %rcx
	movq 1072(%rsp), %rdx
	xorl %r8d, %r8d
	leaq (,%rsi,8), %rdi
	jmp .LBB_192
.LBB_190:
	xorl %r10d, %r10d
.LBB_191:
	movq %r8, %r9
	shlq $4, %r9
	incq %r8
	movq %r10, 320(%rsp,%r9)
	movq %r11, 328(%rsp,%r9)
	cmpq $16, %r8
	je .LBB_210
.LBB_192:
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
	jne .LBB_190
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_199
	cmpq $1, %rsi
	jne .LBB_196
	xorl %r11d, %r11d
	jmp .LBB_198
.LBB_196:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_197:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_197
.LBB_198:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
.LBB_199:
	shlq $3, %r11
.LBB_200:
	cmpq %r11, %rdi
	je .LBB_203
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_203
	movabsq $1151796703138937857, %r14
	addq $8, %r11
	imulq %r14, %rbx
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_200
	jmp .LBB_190
.LBB_203:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_206
	cmpq $1, %rsi
	jne .LBB_207
	xorl %r11d, %r11d
	jmp .LBB_209
.LBB_206:
	movq $-1, %r11
	jmp .LBB_191
.LBB_207:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_208:
	movq %rbx, %r15
	shrq %r15
	movq %r11, %r14
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_208
.LBB_209:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_191
.LBB_210:
	vmovupd 320(%rsp), %zmm0
	vmovupd 384(%rsp), %zmm1
	vmovupd 448(%rsp), %zmm2
	vmovupd 512(%rsp), %zmm3
	cmpq $0, 112(%rsp)
	movq 312(%rsp), %r11
	vmovupd %zmm1, 1584(%rsp)
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %zmm3, 1712(%rsp)
	vmovupd %zmm2, 1648(%rsp)
	vmovupd %zmm0, 1520(%rsp)
	je .LBB_567
	movq 264(%rsp), %rdx
	movq $0, 168(%rsp)
	jmp .LBB_213
.LBB_212:
	movzbl 16399(%r8), %eax
	movq 976(%rsp), %rcx
	movb %al, 32(%r9)
	movq 984(%rsp), %rax
	movq %rcx, 168(%rsp)
	movq 144(%rsp), %r12
	movq %rax, %rdx
	cmpq 288(%rsp), %rax
	je .LBB_567
.LBB_213:
	movq 16(%rdx), %rax
	movq %rdx, 96(%rsp)
	movq %rax, (%rsp)
	testq %rax, %rax
	js .LBB_636
	movq 96(%rsp), %rax
	movq (%rax), %rcx
	movq 8(%rax), %rsi
	movq %rcx, %rax
	orq %rsi, %rax
	js .LBB_636
	movq 96(%rsp), %rdi
	leaq -1(%rcx), %rdx
	leaq -1(%rsi), %rax
	cmpq %rax, %rdx
	cmovaq %rdx, %rax
	movq 24(%rdi), %rdi
	testq %rdi, %rdi
	js .LBB_636
	movq 96(%rsp), %r8
	movq 32(%r8), %rdx
	movq 40(%r8), %r8
	movq %rdx, %r9
	orq %r8, %r9
	js .LBB_636
	movq 736(%rsp), %r9
	decq %rdx
	decq %r8
	movq 744(%rsp), %r14
	cmpq %r8, %rdx
	cmovaq %rdx, %r8
	leaq -1(%rdi), %rdx
	cmpq %rdx, %r8
	cmovbeq %rdx, %r8
	movq %r9, 88(%rsp)
	movq (%rsp), %r9
	leaq -1(%r9,%rax), %rax
	movq 104(%rsp), %r9
	movq %rax, %rdx
	subq %r9, %rdx
	leaq 16400(%r9), %r10
	setb %r11b
	cmpq %r10, %rax
	setae %al
	orb %r11b, %al
	jne .LBB_220
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rax
	shrq $6, %rax
	movq %rax, %r11
	shlq $10, %r11
	addq %rax, %r11
	subq %r11, %rdx
	je .LBB_220
	movl $1, %r11d
	movq %r11, 32(%rsp)
	jmp .LBB_221
.LBB_220:
	movq $0, 32(%rsp)
.LBB_221:
	leaq -1(%rdi,%r8), %r8
	movq %rdx, 56(%rsp)
	movq %r8, %rdx
	subq %r9, %rdx
	setb %dil
	cmpq %r10, %r8
	setae %r8b
	orb %dil, %r8b
	jne .LBB_224
	movabsq $1151796703138937857, %rdi
	mulxq %rdi, %r8, %r8
	shrq $6, %r8
	movq %r8, %rdi
	shlq $10, %rdi
	addq %r8, %rdi
	subq %rdi, %rdx
	je .LBB_224
	movq %r8, 960(%rsp)
	movq %rdx, 80(%rsp)
	movl $1, %edx
	movq %rdx, 128(%rsp)
	jmp .LBB_225
.LBB_224:
	movq $0, 128(%rsp)
.LBB_225:
	movq 792(%rsp), %r15
	testq %r15, %r15
	je .LBB_634
	movq 96(%rsp), %rdx
	movq 224(%rsp), %r13
	movq 800(%rsp), %r12
	movq %r15, %rdi
	addq $48, %rdx
	movq %rdx, 984(%rsp)
	movq 168(%rsp), %rdx
	incq %rdx
	movq %rdx, 976(%rsp)
	movq %r12, %rdx
.LBB_227:
	movzwl 626(%rdi), %r9d
	xorl %r10d, %r10d
	movl %r9d, %r8d
	shll $4, %r8d
	leaq (%r8,%r8,2), %r11
	movq $-1, %r8
.LBB_228:
	cmpq %r10, %r11
	je .LBB_231
	cmpq 544(%rdi,%r8,8), %rsi
	seta %bl
	sbbb $0, %bl
	addq $48, %r10
	incq %r8
	cmpb $1, %bl
	je .LBB_228
	movzbl %bl, %r9d
	testl %r9d, %r9d
	jne .LBB_232
	jmp .LBB_234
.LBB_231:
	movq %r9, %r8
.LBB_232:
	subq $1, %rdx
	jb .LBB_634
	movq 632(%rdi,%r8,8), %rdi
	jmp .LBB_227
.LBB_234:
	movq -40(%rdi,%r10), %rdx
	movq -32(%rdi,%r10), %rsi
	movq %r14, 40(%rsp)
	movq %r12, %r8
	movq %r15, %rdi
.LBB_235:
	movzwl 626(%rdi), %r11d
	movq $-1, %r10
	movl %r11d, %r9d
	shll $4, %r9d
	leaq (%r9,%r9,2), %rbx
	xorl %r9d, %r9d
.LBB_236:
	cmpq %r9, %rbx
	je .LBB_239
	cmpq 544(%rdi,%r10,8), %rcx
	seta %bpl
	sbbb $0, %bpl
	addq $48, %r9
	incq %r10
	cmpb $1, %bpl
	je .LBB_236
	movzbl %bpl, %r11d
	testl %r11d, %r11d
	jne .LBB_240
	jmp .LBB_242
.LBB_239:
	movq %r11, %r10
.LBB_240:
	subq $1, %r8
	jb .LBB_634
	movq 632(%rdi,%r10,8), %rdi
	jmp .LBB_235
.LBB_242:
	movq 1136(%rsp), %r14
	movq -32(%rdi,%r9), %rcx
	movq 1128(%rsp), %rbx
	movq 56(%rsp), %r11
	cmpq %r14, %rsi
	cmovaeq %r14, %rsi
	cmpq %rsi, %rcx
	cmovbq %rcx, %rsi
	testq %rsi, %rsi
	je .LBB_256
	movq -40(%rdi,%r9), %rcx
	shlq $4, %rsi
	cmpq $1, %rsi
	movq %rsi, %rdi
	adcq $0, %rdi
	testq %rsi, %rsi
	je .LBB_249
	movq %rbx, %r8
	subq %rdx, %r8
	cmpq $128, %r8
	jb .LBB_322
	movq %rbx, %r9
	subq %rcx, %r9
	movl $0, %r8d
	cmpq $128, %r9
	jb .LBB_250
	movq %rdi, %r8
	andq $-16, %r8
	xorl %r9d, %r9d
.LBB_247:
	vmovupd (%rdx,%r9,8), %zmm0
	vmovupd 64(%rdx,%r9,8), %zmm1
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%rcx,%r9,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%r9,8), %zmm1, %zmm1
	vmovupd %zmm0, (%rbx,%r9,8)
	vmovupd %zmm1, 64(%rbx,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_247
	vxorpd %xmm1, %xmm1, %xmm1
	cmpq %r8, %rsi
	jne .LBB_250
	jmp .LBB_255
.LBB_249:
	xorl %r8d, %r8d
.LBB_250:
	movq %rdi, %r10
	andq $1, %r10
	movq %r8, %r9
	je .LBB_253
.LBB_251:
	movq %r8, %r9
.LBB_252:
	vmovsd (%rdx,%r9,8), %xmm0
	decq %r10
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%r9,8)
	leaq 1(%r9), %r9
	jne .LBB_252
.LBB_253:
	subq %rdi, %r8
	cmpq $-8, %r8
	ja .LBB_255
.LBB_254:
	vmovsd (%rdx,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%r9,8)
	vmovsd 8(%rdx,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 8(%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%rbx,%r9,8)
	vmovsd 16(%rdx,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 16(%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rbx,%r9,8)
	vmovsd 24(%rdx,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 24(%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%rbx,%r9,8)
	vmovsd 32(%rdx,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 32(%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%rbx,%r9,8)
	vmovsd 40(%rdx,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 40(%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%rbx,%r9,8)
	vmovsd 48(%rdx,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 48(%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%rbx,%r9,8)
	vmovsd 56(%rdx,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 56(%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%rbx,%r9,8)
	addq $8, %r9
	cmpq %r9, %rsi
	jne .LBB_254
.LBB_255:
	movq 96(%rsp), %rcx
	movq 16(%rcx), %rcx
	movq %rcx, (%rsp)
.LBB_256:
	cmpq $0, (%rsp)
	js .LBB_636
	movq 32(%rsp), %rcx
	movq 1152(%rsp), %rsi
	movq 1160(%rsp), %r8
	movq %rcx, 816(%rsp)
	movq (%rsp), %rcx
	movq %r11, 824(%rsp)
	movq %r13, 752(%rsp)
	movq %r15, 280(%rsp)
	movq %rax, 832(%rsp)
	movq %r12, 992(%rsp)
	cmpq $1, %rcx
	jne .LBB_262
	movq %r14, %rax
	subq %r13, %rax
	jb .LBB_600
	cmpq %r8, %rax
	cmovbq %rax, %r8
	testq %r8, %r8
	je .LBB_331
	movq %r13, %rax
	shlq $7, %rax
	addq %rbx, %rax
	cmpq $8, %r8
	jb .LBB_261
	leaq (%r13,%r8), %rcx
	shlq $7, %rcx
	addq %rcx, %rbx
	cmpq %rbx, %rsi
	jae .LBB_323
	movq %r8, %rcx
	shlq $7, %rcx
	addq %rsi, %rcx
	cmpq %rcx, %rax
	jae .LBB_323
.LBB_261:
	xorl %ecx, %ecx
.LBB_326:
	movq %rcx, %rdx
	orq $1, %rdx
	testb $1, %r8b
	je .LBB_328
	shlq $7, %rcx
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd (%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, (%rsi,%rcx)
	vaddsd 8(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 8(%rsi,%rcx)
	vaddsd 16(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 16(%rsi,%rcx)
	vaddsd 24(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 24(%rsi,%rcx)
	vaddsd 32(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 32(%rsi,%rcx)
	vaddsd 40(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 40(%rsi,%rcx)
	vaddsd 48(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 48(%rsi,%rcx)
	vaddsd 56(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 56(%rsi,%rcx)
	vaddsd 64(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 64(%rsi,%rcx)
	vaddsd 72(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 72(%rsi,%rcx)
	vaddsd 80(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 80(%rsi,%rcx)
	vaddsd 88(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 88(%rsi,%rcx)
	vaddsd 96(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 96(%rsi,%rcx)
	vaddsd 104(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 104(%rsi,%rcx)
	vaddsd 112(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 112(%rsi,%rcx)
	vaddsd 120(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, 120(%rsi,%rcx)
	movq %rdx, %rcx
.LBB_328:
	cmpq %rdx, %r8
	je .LBB_331
	subq %rcx, %r8
	shlq $7, %rcx
	addq $248, %rcx
.LBB_330:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -248(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -248(%rsi,%rcx)
	vaddsd -240(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -240(%rsi,%rcx)
	vaddsd -232(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -232(%rsi,%rcx)
	vaddsd -224(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -224(%rsi,%rcx)
	vaddsd -216(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -216(%rsi,%rcx)
	vaddsd -208(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -208(%rsi,%rcx)
	vaddsd -200(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -200(%rsi,%rcx)
	vaddsd -192(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -192(%rsi,%rcx)
	vaddsd -184(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -184(%rsi,%rcx)
	vaddsd -176(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -176(%rsi,%rcx)
	vaddsd -168(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -168(%rsi,%rcx)
	vaddsd -160(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -160(%rsi,%rcx)
	vaddsd -152(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -152(%rsi,%rcx)
	vaddsd -144(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -144(%rsi,%rcx)
	vaddsd -136(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -136(%rsi,%rcx)
	vaddsd -128(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -128(%rsi,%rcx)
	vaddsd -120(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rsi,%rcx)
	vaddsd -112(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rsi,%rcx)
	vaddsd -104(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rsi,%rcx)
	vaddsd -96(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rsi,%rcx)
	vaddsd -88(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rsi,%rcx)
	vaddsd -80(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rsi,%rcx)
	vaddsd -72(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rsi,%rcx)
	vaddsd -64(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rsi,%rcx)
	vaddsd -56(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rsi,%rcx)
	vaddsd -48(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rsi,%rcx)
	vaddsd -40(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rsi,%rcx)
	vaddsd -32(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rsi,%rcx)
	vaddsd -24(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rsi,%rcx)
	vaddsd -16(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rsi,%rcx)
	vaddsd -8(%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rsi,%rcx)
	vaddsd (%rax,%rcx), %xmm1, %xmm0
	vmovsd %xmm0, (%rsi,%rcx)
	addq $256, %rcx
	addq $-2, %r8
	jne .LBB_330
	jmp .LBB_331
.LBB_262:
	leaq 1(%rcx), %rax
	movq %rbx, 72(%rsp)
	movq %rsi, 216(%rsp)
	vmovupd %zmm1, 384(%rsp)
	vmovupd %zmm1, 320(%rsp)
	vmovupd %zmm1, 576(%rsp)
	vmovupd %zmm1, 640(%rsp)
	imulq %rcx, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	leaq 1(%r13), %rax
	movq %rax, %rbp
	subq %rcx, %rbp
	cmpq %r13, %r14
	jbe .LBB_608
	cmpq %rcx, %rax
	jb .LBB_602
	testq %rcx, %rcx
	je .LBB_277
	vmovsd 368(%rsp), %xmm2
	vmovupd 320(%rsp), %zmm1
	vmovupd 576(%rsp), %zmm3
	vmovupd 640(%rsp), %zmm4
	shlq $7, %rbp
	movabsq $144115188075855871, %rax
	addq 72(%rsp), %rbp
	addq %rcx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rdx
	movl %edx, %eax
	andl $7, %eax
	vinsertf128 $1, %xmm2, %ymm0, %ymm2
	vshuff64x2 $68, %zmm2, %zmm1, %zmm1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovhpd 392(%rsp), %xmm2, %xmm2
	vinsertf32x4 $2, 352(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 416(%rsp), %zmm2, %zmm2
	vinsertf32x4 $1, 400(%rsp), %zmm2, %zmm2
	cmpq $7, %rcx
	jae .LBB_270
	xorl %ecx, %ecx
	jmp .LBB_274
.LBB_270:
	andq $-8, %rdx
	movl $8, %ecx
	negq %rdx
.LBB_271:
	vmovupd (%rbp), %zmm6
	vmovupd 64(%rbp), %zmm7
	leaq -7(%rcx), %rdi
	vmovupd 128(%rbp), %zmm8
	vmovupd 192(%rbp), %zmm9
	vcvtsi2sd %rdi, %xmm15, %xmm5
	leaq -6(%rcx), %rdi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdi, %xmm15, %xmm5
	vaddpd %zmm1, %zmm8, %zmm1
	vaddpd %zmm2, %zmm9, %zmm2
	leaq -5(%rcx), %rdi
	vaddpd %zmm10, %zmm3, %zmm3
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%rbp), %zmm9
	vmovupd 320(%rbp), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdi, %xmm15, %xmm5
	vaddpd %zmm6, %zmm3, %zmm3
	vmovupd 384(%rbp), %zmm6
	leaq -4(%rcx), %rdi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm9, %zmm1
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%rbp), %zmm8
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -3(%rcx), %rdi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%rbp), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 448(%rbp), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdi, %xmm15, %xmm5
	leaq -2(%rcx), %rdi
	vaddpd %zmm2, %zmm8, %zmm2
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%rbp), %zmm6
	vmovupd 832(%rbp), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -1(%rcx), %rdi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%rbp), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 704(%rbp), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rdi, %xmm15, %xmm5
	vaddpd %zmm2, %zmm8, %zmm2
	leaq 8(%rdx,%rcx), %rdi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%rbp), %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	addq $8, %rcx
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 960(%rbp), %zmm7
	addq $1024, %rbp
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq $8, %rdi
	jne .LBB_271
	vmovupd %zmm3, 576(%rsp)
	vmovupd %zmm4, 640(%rsp)
	testq %rax, %rax
	je .LBB_276
	addq $-8, %rcx
.LBB_274:
	incq %rcx
	shll $7, %eax
	xorl %edx, %edx
.LBB_275:
	vmovupd (%rbp,%rdx), %zmm6
	vcvtsi2sd %rcx, %xmm15, %xmm5
	incq %rcx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd %zmm3, 576(%rsp)
	vmovupd 64(%rbp,%rdx), %zmm6
	subq $-128, %rdx
	vmulpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm2, %zmm6, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd %zmm4, 640(%rsp)
	cmpq %rdx, %rax
	jne .LBB_275
.LBB_276:
	vmovupd %zmm1, 320(%rsp)
	vmovupd %zmm2, 384(%rsp)
.LBB_277:
	testq %r8, %r8
	je .LBB_637
	vmovupd 576(%rsp), %zmm1
	vbroadcastsd %xmm0, %zmm2
	movq 216(%rsp), %rbp
	movq 40(%rsp), %r12
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, (%rbp)
	vmovupd 640(%rsp), %zmm1
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, 64(%rbp)
	cmpq $1, %r8
	jne .LBB_279
.LBB_331:
	movq 96(%rsp), %rax
	movq 280(%rsp), %r15
	movq 992(%rsp), %r14
	vxorpd %xmm1, %xmm1, %xmm1
	movq 32(%rax), %rax
	testq %rax, %rax
	js .LBB_636
	movq %r14, %rdx
	movq %r15, %rcx
.LBB_333:
	movzwl 626(%rcx), %r8d
	xorl %edi, %edi
	movl %r8d, %esi
	shll $4, %esi
	leaq (%rsi,%rsi,2), %r9
	movq $-1, %rsi
.LBB_334:
	cmpq %rdi, %r9
	je .LBB_337
	cmpq 544(%rcx,%rsi,8), %rax
	seta %r10b
	sbbb $0, %r10b
	addq $48, %rdi
	incq %rsi
	cmpb $1, %r10b
	je .LBB_334
	movzbl %r10b, %r8d
	testl %r8d, %r8d
	jne .LBB_338
	jmp .LBB_340
.LBB_337:
	movq %r8, %rsi
.LBB_338:
	subq $1, %rdx
	jb .LBB_634
	movq 632(%rcx,%rsi,8), %rcx
	jmp .LBB_333
.LBB_340:
	movq 96(%rsp), %rax
	movq 40(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_636
	movq -40(%rcx,%rdi), %rax
	movq -32(%rcx,%rdi), %rcx
	movq %r14, %rdi
	movq %r15, %rsi
.LBB_342:
	movzwl 626(%rsi), %r9d
	xorl %r10d, %r10d
	movl %r9d, %r8d
	shll $4, %r8d
	leaq (%r8,%r8,2), %r11
	movq $-1, %r8
.LBB_343:
	cmpq %r10, %r11
	je .LBB_346
	cmpq 544(%rsi,%r8,8), %rdx
	seta %bl
	sbbb $0, %bl
	addq $48, %r10
	incq %r8
	cmpb $1, %bl
	je .LBB_343
	movzbl %bl, %r9d
	testl %r9d, %r9d
	jne .LBB_347
	jmp .LBB_349
.LBB_346:
	movq %r9, %r8
.LBB_347:
	subq $1, %rdi
	jb .LBB_634
	movq 632(%rsi,%r8,8), %rsi
	jmp .LBB_342
.LBB_349:
	movq 96(%rsp), %rdx
	movq 24(%rdx), %rbx
	testq %rbx, %rbx
	js .LBB_636
	movq -40(%rsi,%r10), %rdx
	movq -32(%rsi,%r10), %rsi
.LBB_351:
	movzwl 626(%r15), %r9d
	movq $-1, %r8
	movl %r9d, %edi
	shll $4, %edi
	leaq (%rdi,%rdi,2), %r10
	xorl %edi, %edi
.LBB_352:
	cmpq %rdi, %r10
	je .LBB_355
	cmpq 544(%r15,%r8,8), %rbx
	seta %r11b
	sbbb $0, %r11b
	addq $48, %rdi
	incq %r8
	cmpb $1, %r11b
	je .LBB_352
	movzbl %r11b, %r9d
	testl %r9d, %r9d
	jne .LBB_356
	jmp .LBB_358
.LBB_355:
	movq %r9, %r8
.LBB_356:
	subq $1, %r14
	jb .LBB_634
	movq 632(%r15,%r8,8), %r15
	jmp .LBB_351
.LBB_358:
	movq 1136(%rsp), %r14
	movq -32(%r15,%rdi), %r8
	movq 1128(%rsp), %r11
	cmpq %r14, %rcx
	cmovaeq %r14, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	testq %rcx, %rcx
	je .LBB_372
	movq -40(%r15,%rdi), %rdi
	shlq $4, %rcx
	cmpq $1, %rcx
	movq %rcx, %rsi
	adcq $0, %rsi
	testq %rcx, %rcx
	je .LBB_366
	movq %r11, %r8
	subq %rax, %r8
	cmpq $128, %r8
	jb .LBB_366
	movq %r11, %r8
	subq %rdx, %r8
	cmpq $128, %r8
	jb .LBB_366
	vmovsd .LCPI_5(%rip), %xmm2
	movq %r11, %r9
	subq %rdi, %r9
	movl $0, %r8d
	cmpq $128, %r9
	jb .LBB_367
	vbroadcastsd .LCPI_5(%rip), %zmm2
	movq %rsi, %r8
	andq $-16, %r8
	xorl %r9d, %r9d
.LBB_364:
	vmulpd (%rax,%r9,8), %zmm2, %zmm0
	vmulpd 64(%rax,%r9,8), %zmm2, %zmm1
	vsubpd (%rdx,%r9,8), %zmm0, %zmm0
	vsubpd 64(%rdx,%r9,8), %zmm1, %zmm1
	vsubpd (%rdi,%r9,8), %zmm0, %zmm0
	vsubpd 64(%rdi,%r9,8), %zmm1, %zmm1
	vmovupd %zmm0, (%r11,%r9,8)
	vmovupd %zmm1, 64(%r11,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_364
	vmovsd .LCPI_5(%rip), %xmm2
	vxorpd %xmm1, %xmm1, %xmm1
	cmpq %r8, %rcx
	jne .LBB_367
	jmp .LBB_372
.LBB_366:
	vmovsd .LCPI_5(%rip), %xmm2
	xorl %r8d, %r8d
.LBB_367:
	movq %rsi, %r10
	andq $1, %r10
	movq %r8, %r9
	je .LBB_370
	movq %r8, %r9
.LBB_369:
	vmulsd (%rax,%r9,8), %xmm2, %xmm0
	decq %r10
	vsubsd (%rdx,%r9,8), %xmm0, %xmm0
	vsubsd (%rdi,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r11,%r9,8)
	leaq 1(%r9), %r9
	jne .LBB_369
.LBB_370:
	subq %rsi, %r8
	cmpq $-8, %r8
	ja .LBB_372
.LBB_371:
	vmulsd (%rax,%r9,8), %xmm2, %xmm0
	vsubsd (%rdx,%r9,8), %xmm0, %xmm0
	vsubsd (%rdi,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r11,%r9,8)
	vmulsd 8(%rax,%r9,8), %xmm2, %xmm0
	vsubsd 8(%rdx,%r9,8), %xmm0, %xmm0
	vsubsd 8(%rdi,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r11,%r9,8)
	vmulsd 16(%rax,%r9,8), %xmm2, %xmm0
	vsubsd 16(%rdx,%r9,8), %xmm0, %xmm0
	vsubsd 16(%rdi,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r11,%r9,8)
	vmulsd 24(%rax,%r9,8), %xmm2, %xmm0
	vsubsd 24(%rdx,%r9,8), %xmm0, %xmm0
	vsubsd 24(%rdi,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r11,%r9,8)
	vmulsd 32(%rax,%r9,8), %xmm2, %xmm0
	vsubsd 32(%rdx,%r9,8), %xmm0, %xmm0
	vsubsd 32(%rdi,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r11,%r9,8)
	vmulsd 40(%rax,%r9,8), %xmm2, %xmm0
	vsubsd 40(%rdx,%r9,8), %xmm0, %xmm0
	vsubsd 40(%rdi,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r11,%r9,8)
	vmulsd 48(%rax,%r9,8), %xmm2, %xmm0
	vsubsd 48(%rdx,%r9,8), %xmm0, %xmm0
	vsubsd 48(%rdi,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r11,%r9,8)
	vmulsd 56(%rax,%r9,8), %xmm2, %xmm0
	vsubsd 56(%rdx,%r9,8), %xmm0, %xmm0
	vsubsd 56(%rdi,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r11,%r9,8)
	addq $8, %r9
	cmpq %r9, %rcx
	jne .LBB_371
.LBB_372:
	movq 128(%rsp), %rax
	movq 80(%rsp), %rdx
	movq 960(%rsp), %rcx
	movq 1176(%rsp), %rdi
	movq %rax, 816(%rsp)
	movq %rdx, 824(%rsp)
	movq %rcx, 832(%rsp)
	movq 1184(%rsp), %rcx
	movq %rdi, 72(%rsp)
	movq %rcx, (%rsp)
	cmpq $1, %rbx
	jne .LBB_377
	movq %r14, %rax
	subq %r13, %rax
	jb .LBB_600
	cmpq %rcx, %rax
	cmovaeq %rcx, %rax
	testq %rax, %rax
	je .LBB_445
	movq %r13, %rcx
	shlq $7, %rcx
	addq %r11, %rcx
	cmpq $8, %rax
	jb .LBB_376
	addq %rax, %r13
	shlq $7, %r13
	addq %r13, %r11
	cmpq %r11, %rdi
	jae .LBB_437
	movq %rax, %rdx
	shlq $7, %rdx
	addq %rdi, %rdx
	cmpq %rdx, %rcx
	jae .LBB_437
.LBB_376:
	xorl %edx, %edx
.LBB_440:
	movq %rdx, %rsi
	orq $1, %rsi
	testb $1, %al
	je .LBB_442
	shlq $7, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rdi,%rdx)
	vaddsd 8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 8(%rdi,%rdx)
	vaddsd 16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 16(%rdi,%rdx)
	vaddsd 24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 24(%rdi,%rdx)
	vaddsd 32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 32(%rdi,%rdx)
	vaddsd 40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 40(%rdi,%rdx)
	vaddsd 48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 48(%rdi,%rdx)
	vaddsd 56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 56(%rdi,%rdx)
	vaddsd 64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 64(%rdi,%rdx)
	vaddsd 72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 72(%rdi,%rdx)
	vaddsd 80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 80(%rdi,%rdx)
	vaddsd 88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 88(%rdi,%rdx)
	vaddsd 96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 96(%rdi,%rdx)
	vaddsd 104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 104(%rdi,%rdx)
	vaddsd 112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 112(%rdi,%rdx)
	vaddsd 120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 120(%rdi,%rdx)
	movq %rsi, %rdx
.LBB_442:
	cmpq %rsi, %rax
	je .LBB_445
	subq %rdx, %rax
	shlq $7, %rdx
	addq $248, %rdx
.LBB_444:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -248(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -248(%rdi,%rdx)
	vaddsd -240(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -240(%rdi,%rdx)
	vaddsd -232(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -232(%rdi,%rdx)
	vaddsd -224(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -224(%rdi,%rdx)
	vaddsd -216(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -216(%rdi,%rdx)
	vaddsd -208(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -208(%rdi,%rdx)
	vaddsd -200(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -200(%rdi,%rdx)
	vaddsd -192(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -192(%rdi,%rdx)
	vaddsd -184(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -184(%rdi,%rdx)
	vaddsd -176(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -176(%rdi,%rdx)
	vaddsd -168(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -168(%rdi,%rdx)
	vaddsd -160(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -160(%rdi,%rdx)
	vaddsd -152(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -152(%rdi,%rdx)
	vaddsd -144(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -144(%rdi,%rdx)
	vaddsd -136(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -136(%rdi,%rdx)
	vaddsd -128(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -128(%rdi,%rdx)
	vaddsd -120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rdi,%rdx)
	vaddsd -112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rdi,%rdx)
	vaddsd -104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rdi,%rdx)
	vaddsd -96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rdi,%rdx)
	vaddsd -88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rdi,%rdx)
	vaddsd -80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rdi,%rdx)
	vaddsd -72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rdi,%rdx)
	vaddsd -64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rdi,%rdx)
	vaddsd -56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rdi,%rdx)
	vaddsd -48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rdi,%rdx)
	vaddsd -40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rdi,%rdx)
	vaddsd -32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rdi,%rdx)
	vaddsd -24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rdi,%rdx)
	vaddsd -16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rdi,%rdx)
	vaddsd -8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rdi,%rdx)
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rdi,%rdx)
	addq $256, %rdx
	addq $-2, %rax
	jne .LBB_444
	jmp .LBB_445
.LBB_377:
	leaq 1(%rbx), %rax
	vmovupd %zmm1, 384(%rsp)
	vmovupd %zmm1, 320(%rsp)
	vmovupd %zmm1, 576(%rsp)
	vmovupd %zmm1, 640(%rsp)
	imulq %rbx, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	leaq 1(%r13), %rax
	movq %rax, %rbp
	subq %rbx, %rbp
	cmpq %r13, %r14
	jbe .LBB_608
	cmpq %rbx, %rax
	jb .LBB_602
	movq %rbx, 48(%rsp)
	testq %rbx, %rbx
	je .LBB_392
	vmovsd 368(%rsp), %xmm2
	vmovupd 320(%rsp), %zmm1
	movq 48(%rsp), %rcx
	vmovupd 576(%rsp), %zmm3
	vmovupd 640(%rsp), %zmm4
	movabsq $144115188075855871, %rax
	shlq $7, %rbp
	addq %r11, %rbp
	addq %rcx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rcx
	leaq 1(%rcx), %rdx
	vinsertf128 $1, %xmm2, %ymm0, %ymm2
	movl %edx, %eax
	andl $7, %eax
	vshuff64x2 $68, %zmm2, %zmm1, %zmm1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovhpd 392(%rsp), %xmm2, %xmm2
	vinsertf32x4 $2, 352(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 416(%rsp), %zmm2, %zmm2
	vinsertf32x4 $1, 400(%rsp), %zmm2, %zmm2
	cmpq $7, %rcx
	jae .LBB_385
	xorl %ecx, %ecx
	jmp .LBB_389
.LBB_279:
	movq 32(%rsp), %rcx
	vmovsd .LCPI_2(%rip), %xmm2
	movq %r12, %rax
	shlq $4, %rax
	movb %cl, 256(%rsp)
	addq 88(%rsp), %rax
	movq (%rsp), %rdx
	testq %rcx, %rcx
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rax, 184(%rsp)
	leaq 824(%rsp), %rax
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movq %rdx, %r9
	cmovneq %rax, %rcx
	movabsq $144115188075855871, %rax
	negq %r9
	xorl %edi, %edi
	movq %rcx, 32(%rsp)
	addq %rdx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rax
	movabsq $288230376151711736, %rcx
	movq %rax, 48(%rsp)
	incq %rax
	vbroadcastsd %xmm1, %zmm1
	movl %eax, %r11d
	andq %rcx, %rax
	leaq 64(%rbp), %rcx
	andl $7, %r11d
	movq %rcx, 232(%rsp)
	movq 72(%rsp), %rsi
	vbroadcastsd %xmm2, %zmm2
	leaq 64(%rsi), %rcx
	movq %rcx, 160(%rsp)
	movq %r13, %rcx
	shlq $7, %rcx
	leaq 64(%rsi,%rcx), %rcx
	movq %r13, %rsi
	subq %rdx, %rsi
	movl $1, %edx
	movq %rcx, 304(%rsp)
	movq %r9, 64(%rsp)
	movq %rsi, 296(%rsp)
	movq %r11, 1392(%rsp)
	shll $7, %r11d
	movq %r8, 24(%rsp)
	jmp .LBB_281
.LBB_280:
	movq 192(%rsp), %rcx
	movq 752(%rsp), %r13
	movq 40(%rsp), %r12
	movq 216(%rsp), %rbp
	movq %rsi, %r14
	movq %rcx, %rdx
	cmpq 24(%rsp), %rcx
	jae .LBB_331
.LBB_281:
	cmpq %r12, %rdi
	jae .LBB_286
	movq %rdi, %r8
	shlq $4, %r8
	addq 88(%rsp), %r8
.LBB_283:
	movq (%r8), %rcx
	cmpq %rdx, %rcx
	jae .LBB_287
	incq %rdi
	addq $16, %r8
	cmpq %rdi, %r12
	jne .LBB_283
	movq %r12, %rdi
	xorl %r8d, %r8d
	jmp .LBB_288
.LBB_286:
	xorl %r8d, %r8d
	jmp .LBB_288
.LBB_287:
	movl $1, %r8d
.LBB_288:
	cmpq %rdx, 56(%rsp)
	setae %r10b
	andb 256(%rsp), %r10b
	testq %r8, %r8
	jne .LBB_290
	movq 24(%rsp), %r9
	testb %r10b, %r10b
	je .LBB_294
.LBB_290:
	movq 56(%rsp), %rsi
	movzbl %r10b, %ebx
	movl $2, %r10d
	subq %r8, %r10
	testb %r8b, %r8b
	movq %r10, 888(%rsp)
	movq $2, 896(%rsp)
	movq %r8, 904(%rsp)
	movq %rcx, 912(%rsp)
	movq %rbx, 920(%rsp)
	movq %rsi, %r9
	cmovneq %rcx, %r9
	movq %rsi, 928(%rsp)
	testq %r8, %r8
	je .LBB_294
	je .LBB_294
	shll $4, %r8d
	leaq 944(%rsp), %rcx
	subq %r8, %rcx
.LBB_293:
	movq %r9, %r8
	movq (%rcx), %r9
	incq %r10
	cmpq %r9, %r8
	cmovbq %r8, %r9
	cmpb $0, -8(%rcx)
	cmoveq %r8, %r9
	addq $16, %rcx
	cmpq $2, %r10
	jne .LBB_293
.LBB_294:
	movq 24(%rsp), %rsi
	vmovupd 576(%rsp), %zmm3
	vmovupd 640(%rsp), %zmm4
	vmovupd 320(%rsp), %zmm5
	vmovupd 384(%rsp), %zmm6
	leaq 1(%r9), %rcx
	movq %rcx, 192(%rsp)
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	subq %rdx, %rcx
	jbe .LBB_299
	movq %rdx, %r8
	leaq (%r13,%rdx), %r15
	addq 296(%rsp), %rdx
	movq 232(%rsp), %rsi
	shlq $7, %r8
	xorl %ebx, %ebx
	shlq $7, %rdx
	leaq (%rsi,%r8), %r10
	addq 304(%rsp), %r8
	addq 160(%rsp), %rdx
.LBB_296:
	movq %r14, %rsi
	cmpq %r14, %r15
	jae .LBB_620
	movq 64(%rsp), %r14
	addq %r15, %r14
	cmpq %rsi, %r14
	movq %rsi, %r14
	jae .LBB_612
	vmovupd -64(%r8,%rbx), %zmm7
	incq %r15
	vaddpd %zmm5, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vsubpd -64(%rdx,%rbx), %zmm8, %zmm5
	vmulpd %zmm3, %zmm2, %zmm7
	vmovupd %zmm7, -64(%r10,%rbx)
	vmovupd (%r8,%rbx), %zmm7
	vaddpd %zmm6, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vsubpd (%rdx,%rbx), %zmm8, %zmm6
	vmulpd %zmm4, %zmm2, %zmm7
	vmovupd %zmm7, (%r10,%rbx)
	subq $-128, %rbx
	decq %rcx
	jne .LBB_296
	jmp .LBB_300
.LBB_299:
	vmovddup 328(%rsp), %xmm7
	vmovsd %xmm5, %xmm7, %xmm5
	vmovddup 392(%rsp), %xmm7
	vshuff64x2 $68, 352(%rsp), %zmm5, %zmm5
	vinsertf32x4 $1, 336(%rsp), %zmm5, %zmm5
	vmovsd %xmm6, %xmm7, %xmm6
	vinsertf64x4 $1, 416(%rsp), %zmm6, %zmm6
	vinsertf32x4 $1, 400(%rsp), %zmm6, %zmm6
.LBB_300:
	vmovupd %zmm3, 576(%rsp)
	vmovupd %zmm5, 320(%rsp)
	vmovupd %zmm4, 640(%rsp)
	vmovupd %zmm6, 384(%rsp)
	cmpq 24(%rsp), %r9
	jae .LBB_331
	cmpq %r12, %rdi
	ja .LBB_589
	leaq 1(%r9,%r13), %rcx
	movq %rdi, %r10
	shlq $4, %r10
	addq 88(%rsp), %r10
	movq %rbp, %r8
	leaq (%r9,%r13), %rdx
	movq %r14, %rsi
	movq %rcx, 240(%rsp)
	movq %rcx, %rbp
	subq (%rsp), %rbp
	movq %rdx, 248(%rsp)
	setb %cl
	cmpq %r14, %rdx
	setae %r13b
	movq %rbp, %rdx
	shlq $7, %rdx
	addq 72(%rsp), %rdx
	xorl %r12d, %r12d
	orb %cl, %r13b
	movq %rdx, 16(%rsp)
	movq %r9, %rdx
	shlq $7, %rdx
	movq 32(%rsp), %r14
	addq %r8, %rdx
	jmp .LBB_305
.LBB_303:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r15
	jae .LBB_619
.LBB_304:
	vmovsd %xmm4, 576(%rsp,%r15,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 320(%rsp,%r15,8)
	movq %rbx, %r14
	movq %rcx, %r10
	vmovsd %xmm4, (%rdx,%r15,8)
.LBB_305:
	testb %r12b, %r12b
	je .LBB_314
	movq %r10, %rcx
.LBB_307:
	testq %r14, %r14
	je .LBB_280
	cmpq %r9, (%r14)
	jne .LBB_280
	movb $2, %r12b
	xorl %ebx, %ebx
	movq %r14, %r10
	testb %r13b, %r13b
	jne .LBB_580
.LBB_310:
	movq 8(%r10), %r15
	cmpq $0, (%rsp)
	je .LBB_303
	cmpq $15, %r15
	ja .LBB_617
	cmpq $7, 48(%rsp)
	jae .LBB_317
	movq 16(%rsp), %r14
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
	jmp .LBB_320
.LBB_314:
	movq 184(%rsp), %r8
	movq %r8, %rcx
	cmpq %r8, %r10
	je .LBB_307
	leaq 16(%r10), %rcx
	cmpq %r9, (%r10)
	jne .LBB_307
	xorl %r12d, %r12d
	movq %r14, %rbx
	testb %r13b, %r13b
	je .LBB_310
	jmp .LBB_580
.LBB_317:
	movq 16(%rsp), %r14
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
.LBB_318:
	vmovsd (%r14,%r15,8), %xmm6
	leaq 1(%r10), %r8
	vmovsd 128(%r14,%r15,8), %xmm7
	vmovsd 512(%r14,%r15,8), %xmm8
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 2(%r10), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%r14,%r15,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 3(%r10), %r8
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%r14,%r15,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 4(%r10), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 5(%r10), %r8
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%r14,%r15,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 6(%r10), %r8
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%r14,%r15,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 7(%r10), %r8
	addq $8, %r10
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%r14,%r15,8), %xmm7
	addq $1024, %r14
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r10, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r10, %rax
	jne .LBB_318
	cmpq $0, 1392(%rsp)
	je .LBB_304
.LBB_320:
	leaq (%r14,%r15,8), %r14
	incq %r10
	xorl %r8d, %r8d
.LBB_321:
	vmovsd (%r14,%r8), %xmm6
	vcvtsi2sd %r10, %xmm15, %xmm5
	incq %r10
	subq $-128, %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r8, %r11
	jne .LBB_321
	jmp .LBB_304
.LBB_385:
	andq $-8, %rdx
	movl $8, %ecx
	negq %rdx
.LBB_386:
	vmovupd (%rbp), %zmm6
	vmovupd 64(%rbp), %zmm7
	leaq -7(%rcx), %rsi
	vmovupd 128(%rbp), %zmm8
	vmovupd 192(%rbp), %zmm9
	vcvtsi2sd %rsi, %xmm15, %xmm5
	leaq -6(%rcx), %rsi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm1, %zmm8, %zmm1
	vaddpd %zmm2, %zmm9, %zmm2
	leaq -5(%rcx), %rsi
	vaddpd %zmm10, %zmm3, %zmm3
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%rbp), %zmm9
	vmovupd 320(%rbp), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm6, %zmm3, %zmm3
	vmovupd 384(%rbp), %zmm6
	leaq -4(%rcx), %rsi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm9, %zmm1
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%rbp), %zmm8
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -3(%rcx), %rsi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%rbp), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 448(%rbp), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	leaq -2(%rcx), %rsi
	vaddpd %zmm2, %zmm8, %zmm2
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%rbp), %zmm6
	vmovupd 832(%rbp), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -1(%rcx), %rsi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%rbp), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 704(%rbp), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm2, %zmm8, %zmm2
	leaq 8(%rdx,%rcx), %rsi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%rbp), %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rcx, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	addq $8, %rcx
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 960(%rbp), %zmm7
	addq $1024, %rbp
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq $8, %rsi
	jne .LBB_386
	vmovupd %zmm3, 576(%rsp)
	vmovupd %zmm4, 640(%rsp)
	testq %rax, %rax
	je .LBB_391
	addq $-8, %rcx
.LBB_389:
	incq %rcx
	shll $7, %eax
	xorl %edx, %edx
.LBB_390:
	vmovupd (%rbp,%rdx), %zmm6
	vcvtsi2sd %rcx, %xmm15, %xmm5
	incq %rcx
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd %zmm3, 576(%rsp)
	vmovupd 64(%rbp,%rdx), %zmm6
	subq $-128, %rdx
	vmulpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm2, %zmm6, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd %zmm4, 640(%rsp)
	cmpq %rdx, %rax
	jne .LBB_390
.LBB_391:
	vmovupd %zmm1, 320(%rsp)
	vmovupd %zmm2, 384(%rsp)
.LBB_392:
	movq %r11, 192(%rsp)
	movq (%rsp), %rax
	testq %rax, %rax
	je .LBB_637
	vmovupd 576(%rsp), %zmm1
	vbroadcastsd %xmm0, %zmm2
	movq 72(%rsp), %rbp
	movq 40(%rsp), %r12
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, (%rbp)
	vmovupd 640(%rsp), %zmm1
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, 64(%rbp)
	cmpq $1, %rax
	jne .LBB_394
.LBB_445:
	movq 880(%rsp), %rsi
	movq 168(%rsp), %r15
	cmpq %rsi, %r15
	jae .LBB_638
	movq 872(%rsp), %rax
	leaq (%r15,%r15,2), %rcx
	movq 104(%rsp), %r8
	movq 120(%rsp), %r9
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq %r8, 80(%rsp)
	leaq 1520(%rsp), %r8
	movq %r9, 88(%rsp)
	movq %r8, 576(%rsp)
	movq %rdx, 184(%rsp)
	movq %rdx, 584(%rsp)
	movq %rcx, 56(%rsp)
	movq %rcx, 592(%rsp)
	leaq 320(%rsp), %rdi
	leaq 576(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 320(%rsp), %zmm0
	vmovups 384(%rsp), %zmm1
	movq 1152(%rsp), %rax
	movq 1184(%rsp), %r15
	movq 1176(%rsp), %rcx
	xorl %r13d, %r13d
	movq %rax, 16(%rsp)
	movq 1160(%rsp), %rax
	movq %rcx, 48(%rsp)
	vmovups %zmm0, 576(%rsp)
	vmovups %zmm1, 640(%rsp)
	vmovsd 576(%rsp), %xmm0
	vmovupd 584(%rsp), %zmm4
	vmovupd 648(%rsp), %ymm3
	vmovsd 680(%rsp), %xmm2
	vmovapd 688(%rsp), %xmm1
	vmovsd %xmm0, 24(%rsp)
	vmovupd %zmm4, 1392(%rsp)
	vmovupd %ymm3, 752(%rsp)
	vmovsd %xmm2, 40(%rsp)
	vmovapd %xmm1, 192(%rsp)
	movq %rax, 32(%rsp)
	jmp .LBB_449
.LBB_448:
	movq 64(%rsp), %r13
	movq 176(%rsp), %rbp
	movq 32(%rsp), %rax
	incq %r13
	cmpq $1025, %r13
	je .LBB_455
.LBB_449:
	cmpq %r15, %r13
	je .LBB_631
	cmpq %rax, %r13
	je .LBB_632
	movq %r13, 64(%rsp)
	shlq $7, %r13
	vbroadcastsd .LCPI_6(%rip), %zmm3
	movq 48(%rsp), %rax
	vmovsd 24(%rsp), %xmm1
	vmovsd 40(%rsp), %xmm4
	leaq (%rax,%r13), %rbx
	addq 16(%rsp), %r13
	xorl %eax, %eax
	vmovsd (%rbx), %xmm0
	vmovupd 8(%rbx), %zmm5
	vmovsd 104(%rbx), %xmm2
	vsubsd (%r13), %xmm0, %xmm0
	vsubsd 104(%r13), %xmm2, %xmm2
	vandpd %xmm3, %xmm0, %xmm0
	vandpd %xmm3, %xmm2, %xmm2
	vucomisd %xmm0, %xmm1
	vsubpd 8(%r13), %zmm5, %zmm0
	vmovupd 72(%rbx), %ymm1
	vsubpd 72(%r13), %ymm1, %ymm1
	setae %al
	xorl %ecx, %ecx
	vucomisd %xmm2, %xmm4
	vmovupd 112(%rbx), %xmm2
	vsubpd 112(%r13), %xmm2, %xmm2
	setae %cl
	shll $13, %ecx
	vandpd %zmm3, %zmm0, %zmm0
	vcmplepd 1392(%rsp), %zmm0, %k1
	vandpd %ymm3, %ymm1, %ymm1
	vandpd %xmm3, %xmm2, %xmm2
	vmovdqa64 .LCPI_7(%rip), %zmm0 {%k1} {z}
	vcmplepd 752(%rsp), %ymm1, %k1
	vextracti64x4 $1, %zmm0, %ymm3
	vmovdqa64 .LCPI_8(%rip), %ymm1 {%k1} {z}
	vcmplepd 192(%rsp), %xmm2, %k1
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vmovdqa64 .LCPI_9(%rip), %xmm2 {%k1} {z}
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %rdx
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %r14
	orq %rcx, %r14
	orq %rdx, %r14
	orq %rax, %r14
	je .LBB_448
	movq 80(%rsp), %rax
	movq 64(%rsp), %rcx
	leaq (%rcx,%rax), %r12
.LBB_453:
	tzcntq %r14, %rbp
	movl %ebp, %edx
	shll $10, %edx
	orq %rbp, %rdx
	addq %r12, %rdx
	movq 96(%rsp), %rsi
	leaq 1000(%rsp), %rdi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	shll $3, %ebp
	blsrq %r14, %r14
	vmovq %xmm0, (%r13,%rbp)
	vmovq %xmm1, (%rbx,%rbp)
	jne .LBB_453
	jmp .LBB_448
.LBB_455:
	movq 1160(%rsp), %rax
	movq 1152(%rsp), %r13
	movq %rax, 16(%rsp)
	movq 80(%rsp), %rcx
	movq %rcx, %rax
	negq %rax
	movq %rax, 48(%rsp)
	movq %rcx, %rax
	shlq $7, %rax
	movq 72(%rsp), %rdx
	subq %rax, %rdx
	movq %rdx, 64(%rsp)
	movq %r13, 32(%rsp)
	subq %rax, %r13
	leaq 1025(%rcx), %rax
	movq %rax, 40(%rsp)
	xorl %eax, %eax
	jmp .LBB_457
.LBB_456:
	movq 192(%rsp), %rax
	addq $-1025, 48(%rsp)
	addq $-131192, 64(%rsp)
	addq $1025, 40(%rsp)
	addq $-131192, %r13
	incq %rax
	cmpq $16, %rax
	je .LBB_479
.LBB_457:
	movq %rax, %r12
	shlq $10, %r12
	movq %rax, 192(%rsp)
	addq %rax, %r12
	addq 80(%rsp), %r12
	cmpq 88(%rsp), %r12
	jae .LBB_456
	movq 192(%rsp), %rax
	vpxor %xmm1, %xmm1, %xmm1
	vmovsd 576(%rsp,%rax,8), %xmm0
	vucomisd %xmm1, %xmm0
	jae .LBB_456
	movq 88(%rsp), %rax
	leaq 1025(%r12), %rcx
	cmpq %rcx, %rax
	cmovbq %rax, %rcx
	movq %rcx, 1392(%rsp)
	cmpq $-1025, %r12
	jb .LBB_461
	jmp .LBB_456
.LBB_460:
	movq 176(%rsp), %rbp
	movq 752(%rsp), %r12
	movq 24(%rsp), %rax
	cmpq 1392(%rsp), %rax
	jae .LBB_456
.LBB_461:
	movq 1072(%rsp), %rax
	movq 1080(%rsp), %r14
	cmpq $1, %r14
	je .LBB_465
	testq %r14, %r14
	je .LBB_615
	movq %r14, %rcx
	xorl %ebx, %ebx
.LBB_464:
	movq %rcx, %rsi
	shrq %rsi
	movq %rbx, %rdx
	addq %rsi, %rbx
	cmpq %r12, (%rax,%rbx,8)
	cmovaq %rdx, %rbx
	subq %rsi, %rcx
	cmpq $1, %rcx
	ja .LBB_464
	jmp .LBB_466
.LBB_465:
	xorl %ebx, %ebx
.LBB_466:
	cmpq (%rax,%rbx,8), %r12
	sbbq $-1, %rbx
	leaq -1(%rbx), %r15
	cmpq %r14, %r15
	jae .LBB_609
	leaq (%rax,%rbx,8), %rax
	cmpq %r14, %rbx
	leaq 1112(%rsp), %rcx
	movq 1392(%rsp), %rdx
	cmovaeq %rcx, %rax
	movq (%rax), %rcx
	cmpq %rcx, %rdx
	movq %rcx, 24(%rsp)
	cmovbq %rdx, %rcx
	movq %rcx, 752(%rsp)
	cmpq %rcx, %r12
	jae .LBB_460
	cmpq 56(%rsp), %r15
	jae .LBB_616
	movq 88(%rsp), %r14
	movq 24(%rsp), %rax
	movq 40(%rsp), %rcx
	movq %r12, %rbp
	shlq $7, %rbp
	cmpq %r14, %rax
	cmovbq %rax, %r14
	cmpq %rcx, %r14
	cmovaeq %rcx, %r14
	jmp .LBB_472
.LBB_470:
	movq 64(%rsp), %rax
	vmovsd %xmm1, (%rax,%rbp)
.LBB_471:
	incq %r12
	subq $-128, %rbp
	cmpq %r12, %r14
	je .LBB_460
.LBB_472:
	movq 184(%rsp), %rcx
	movq 48(%rsp), %rax
	vmovsd -8(%rcx,%rbx,8), %xmm0
	leaq (%rax,%r12), %r15
	vucomisd .LCPI_10(%rip), %xmm0
	jae .LBB_476
	cmpq (%rsp), %r15
	jae .LBB_592
	cmpq 16(%rsp), %r15
	jae .LBB_594
	movq 64(%rsp), %rax
	vmovsd (%rax,%rbp), %xmm1
	vsubsd (%r13,%rbp), %xmm1, %xmm1
	vandpd .LCPI_6(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_471
.LBB_476:
	movq 96(%rsp), %rsi
	leaq 1000(%rsp), %rdi
	movq %r12, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq 16(%rsp), %r15
	jae .LBB_590
	vmovsd %xmm0, (%r13,%rbp)
	cmpq (%rsp), %r15
	jb .LBB_470
	jmp .LBB_591
.LBB_479:
	movq 168(%rsp), %rax
	cmpq 112(%rsp), %rax
	je .LBB_640
	movq 104(%rsp), %rax
	movq 1208(%rsp), %rsi
	movq 120(%rsp), %rdi
	movq 1200(%rsp), %r8
	movq %rax, 64(%rsp)
	movq (%rsp), %rax
	movq 16(%rsp), %r14
	movq 32(%rsp), %r15
	cmpq %r14, %rax
	cmovbq %rax, %r14
	cmpq %rsi, %r14
	cmovaeq %rsi, %r14
	testq %r14, %r14
	je .LBB_493
	shlq $4, %r14
	cmpq $1, %r14
	movq %r14, %rax
	adcq $0, %rax
	testq %r14, %r14
	je .LBB_487
	movq 72(%rsp), %rdx
	leaq (%r8,%rax), %r9
	leaq (%r15,%rax,8), %r10
	leaq (%rdx,%rax,8), %rcx
	cmpq %rcx, %r8
	setb %r11b
	cmpq %r9, %rdx
	setb %bl
	cmpq %r10, %r8
	setb %cl
	cmpq %r9, %r15
	setb %r9b
	testb %bl, %r11b
	jne .LBB_487
	movq 72(%rsp), %rdx
	andb %r9b, %cl
	movl $0, %r9d
	jne .LBB_488
	movq %rax, %r9
	andq $-16, %r9
	xorl %ecx, %ecx
.LBB_485:
	vmovupd (%rdx,%rcx,8), %zmm0
	vmovupd (%r15,%rcx,8), %zmm2
	vmovupd 64(%rdx,%rcx,8), %zmm1
	vmovupd 64(%r15,%rcx,8), %zmm3
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
	vmovdqu %xmm0, (%r8,%rcx)
	addq $16, %rcx
	cmpq %rcx, %r9
	jne .LBB_485
	cmpq %r9, %r14
	jne .LBB_488
	jmp .LBB_493
.LBB_487:
	movq 72(%rsp), %rdx
	xorl %r9d, %r9d
.LBB_488:
	movq %rax, %r10
	andq $1, %r10
	movq %r9, %rcx
	je .LBB_491
	movq %r9, %rcx
.LBB_490:
	vmovsd (%rdx,%rcx,8), %xmm0
	vmovsd (%r15,%rcx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r11b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r11b
	decq %r10
	movb %r11b, (%r8,%rcx)
	leaq 1(%rcx), %rcx
	jne .LBB_490
.LBB_491:
	subq %rax, %r9
	cmpq $-8, %r9
	ja .LBB_493
.LBB_492:
	vmovsd (%rdx,%rcx,8), %xmm0
	vmovsd (%r15,%rcx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %al
	movb %al, (%r8,%rcx)
	vmovsd 8(%rdx,%rcx,8), %xmm0
	vmovsd 8(%r15,%rcx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %al
	movb %al, 1(%r8,%rcx)
	vmovsd 16(%rdx,%rcx,8), %xmm0
	vmovsd 16(%r15,%rcx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %al
	movb %al, 2(%r8,%rcx)
	vmovsd 24(%rdx,%rcx,8), %xmm0
	vmovsd 24(%r15,%rcx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %al
	movb %al, 3(%r8,%rcx)
	vmovsd 32(%rdx,%rcx,8), %xmm0
	vmovsd 32(%r15,%rcx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %al
	movb %al, 4(%r8,%rcx)
	vmovsd 40(%rdx,%rcx,8), %xmm0
	vmovsd 40(%r15,%rcx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %al
	movb %al, 5(%r8,%rcx)
	vmovsd 48(%rdx,%rcx,8), %xmm0
	vmovsd 48(%r15,%rcx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %al
	movb %al, 6(%r8,%rcx)
	vmovsd 56(%rdx,%rcx,8), %xmm0
	vmovsd 56(%r15,%rcx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %al
	vucomisd %xmm0, %xmm1
	seta %r9b
	subb %r9b, %al
	movb %al, 7(%r8,%rcx)
	addq $8, %rcx
	cmpq %rcx, %r14
	jne .LBB_492
.LBB_493:
	leaq 1240(%rsp), %rax
	vpxor %xmm1, %xmm1, %xmm1
	vmovdqu64 %zmm1, 64(%rax)
	vmovdqu64 %zmm1, (%rax)
	testq %rsi, %rsi
	je .LBB_641
	movq 168(%rsp), %rax
	movq 152(%rsp), %rcx
	movq 1224(%rsp), %r10
	movq 1232(%rsp), %r14
	leaq (%rax,%rax,4), %rax
	leaq (%rcx,%rax,8), %r9
	movzbl (%r8), %eax
	mulb 32(%r9)
	cmpb $-1, %al
	jne .LBB_497
	testq %r14, %r14
	je .LBB_653
	movw $0, (%r10)
	movq $1, 1240(%rsp)
.LBB_497:
	cmpq $1025, %rsi
	jb .LBB_639
	movzbl 1(%r8), %eax
	mulb 16384(%r8)
	cmpb $-1, %al
	je .LBB_513
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	je .LBB_515
.LBB_500:
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	je .LBB_517
.LBB_501:
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	je .LBB_519
.LBB_502:
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	je .LBB_521
.LBB_503:
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	je .LBB_523
.LBB_504:
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	je .LBB_525
.LBB_505:
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	je .LBB_527
.LBB_506:
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	je .LBB_529
.LBB_507:
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	je .LBB_531
.LBB_508:
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	je .LBB_533
.LBB_509:
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	je .LBB_535
.LBB_510:
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	je .LBB_537
.LBB_511:
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	je .LBB_539
.LBB_512:
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	je .LBB_541
.LBB_543:
	movb $60, %cl
	bzhiq %rcx, %rsi, %rax
	cmpq $1, %rax
	je .LBB_552
	jmp .LBB_544
.LBB_513:
	cmpq $2, %r14
	jb .LBB_644
	movw $0, 2050(%r10)
	movq $1, 1248(%rsp)
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	jne .LBB_500
.LBB_515:
	cmpq $3, %r14
	jb .LBB_647
	movw $0, 4100(%r10)
	movq $1, 1256(%rsp)
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	jne .LBB_501
.LBB_517:
	cmpq $4, %r14
	jb .LBB_650
	movw $0, 6150(%r10)
	movq $1, 1264(%rsp)
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	jne .LBB_502
.LBB_519:
	cmpq $5, %r14
	jb .LBB_654
	movw $0, 8200(%r10)
	movq $1, 1272(%rsp)
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	jne .LBB_503
.LBB_521:
	cmpq $6, %r14
	jb .LBB_659
	movw $0, 10250(%r10)
	movq $1, 1280(%rsp)
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	jne .LBB_504
.LBB_523:
	cmpq $7, %r14
	jb .LBB_658
	movw $0, 12300(%r10)
	movq $1, 1288(%rsp)
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	jne .LBB_505
.LBB_525:
	cmpq $8, %r14
	jb .LBB_646
	movw $0, 14350(%r10)
	movq $1, 1296(%rsp)
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	jne .LBB_506
.LBB_527:
	cmpq $9, %r14
	jb .LBB_649
	movw $0, 16400(%r10)
	movq $1, 1304(%rsp)
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	jne .LBB_507
.LBB_529:
	cmpq $10, %r14
	jb .LBB_652
	movw $0, 18450(%r10)
	movq $1, 1312(%rsp)
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	jne .LBB_508
.LBB_531:
	cmpq $11, %r14
	jb .LBB_656
	movw $0, 20500(%r10)
	movq $1, 1320(%rsp)
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	jne .LBB_509
.LBB_533:
	cmpq $12, %r14
	jb .LBB_657
	movw $0, 22550(%r10)
	movq $1, 1328(%rsp)
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	jne .LBB_510
.LBB_535:
	cmpq $13, %r14
	jb .LBB_645
	movw $0, 24600(%r10)
	movq $1, 1336(%rsp)
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	jne .LBB_511
.LBB_537:
	cmpq $14, %r14
	jb .LBB_648
	movw $0, 26650(%r10)
	movq $1, 1344(%rsp)
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	jne .LBB_512
.LBB_539:
	cmpq $15, %r14
	jb .LBB_651
	movw $0, 28700(%r10)
	movq $1, 1352(%rsp)
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	jne .LBB_543
.LBB_541:
	cmpq $16, %r14
	jb .LBB_655
	movw $0, 30750(%r10)
	movq $1, 1360(%rsp)
	movb $60, %cl
	bzhiq %rcx, %rsi, %rax
	cmpq $1, %rax
	je .LBB_552
.LBB_544:
	leaq -1(%rsi), %rax
	leaq 16(%r8), %r11
	bzhiq %rcx, %rax, %rbx
	movl $1024, %eax
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	cmovaeq %rax, %rbx
	xorl %edx, %edx
	jmp .LBB_546
.LBB_545:
	incq %rdx
	cmpq %rbx, %rdx
	je .LBB_551
.LBB_546:
	movq %rdx, %r12
	shlq $4, %r12
	xorl %r15d, %r15d
	vpcmpeqd %xmm4, %xmm4, %xmm4
	movzbl (%r8,%r12), %eax
	movzbl 13(%r8,%r12), %ecx
	vpmovzxbw 1(%r11,%r12), %xmm0
	vpmovzxbw 1(%r8,%r12), %xmm1
	vmovd 9(%r8,%r12), %xmm2
	mulb (%r11,%r12)
	vpmullw %xmm0, %xmm1, %xmm0
	vmovd 9(%r11,%r12), %xmm1
	vpmovzxbw %xmm2, %xmm2
	vpmovwb %xmm0, %xmm0
	cmpb $-1, %al
	movl %ecx, %eax
	sete %r15b
	mulb 13(%r11,%r12)
	xorl %ecx, %ecx
	vpcmpeqb %xmm4, %xmm0, %k1
	vmovdqa64 .LCPI_7(%rip), %zmm0 {%k1} {z}
	vpmovzxbw %xmm1, %xmm1
	vpmullw %xmm1, %xmm2, %xmm1
	cmpb $-1, %al
	movzwl 14(%r11,%r12), %eax
	vpmovwb %xmm1, %xmm1
	sete %cl
	shll $13, %ecx
	vpcmpeqb %xmm4, %xmm1, %k1
	vmovdqa64 .LCPI_8(%rip), %ymm1 {%k1} {z}
	vmovd %eax, %xmm2
	movzwl 14(%r8,%r12), %eax
	vpmovzxbw %xmm2, %xmm2
	vmovd %eax, %xmm3
	vpmovzxbw %xmm3, %xmm3
	vpmullw %xmm2, %xmm3, %xmm2
	vextracti64x4 $1, %zmm0, %ymm3
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vextracti128 $1, %ymm3, %xmm0
	vpmovwb %xmm2, %xmm2
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpcmpeqb %xmm4, %xmm2, %k1
	vpor %xmm1, %xmm0, %xmm0
	vmovdqa64 .LCPI_9(%rip), %xmm2 {%k1} {z}
	vmovq %xmm0, %r12
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %rax
	orq %rcx, %rax
	orq %r12, %rax
	orq %r15, %rax
	je .LBB_545
	leal 1(%rdx), %ecx
.LBB_548:
	tzcntq %rax, %r12
	cmpq %r14, %r12
	jae .LBB_605
	movq 1240(%rsp,%r12,8), %r15
	cmpq $1024, %r15
	ja .LBB_604
	movl %r12d, %r13d
	shll $11, %r13d
	blsrq %rax, %rax
	leal (%r13,%r12,2), %r13d
	addq %r10, %r13
	movw %cx, (%r13,%r15,2)
	incq %r15
	movq %r15, 1240(%rsp,%r12,8)
	testq %rax, %rax
	jne .LBB_548
	jmp .LBB_545
.LBB_551:
	movq 1224(%rsp), %r10
	movq 1232(%rsp), %r14
	vpxor %xmm1, %xmm1, %xmm1
.LBB_552:
	xorl %eax, %eax
	jmp .LBB_554
.LBB_553:
	movq 312(%rsp), %r11
	incq %rax
	addq $2050, %r10
	movq %rdx, %r14
	cmpq $16, %rax
	je .LBB_212
.LBB_554:
	cmpq %r14, %rax
	je .LBB_633
	movq 1240(%rsp,%rax,8), %r13
	cmpq $1025, %r13
	ja .LBB_586
	movq %r14, %rdx
	testq %r13, %r13
	je .LBB_553
	movq %rax, %rcx
	shlq $10, %rcx
	addq %r13, %r13
	leaq (%r8,%rax), %r11
	xorl %ebx, %ebx
	addq %rax, %rcx
	addq 64(%rsp), %rcx
	jmp .LBB_559
.LBB_558:
	addq $2, %rbx
	cmpq %rbx, %r13
	je .LBB_553
.LBB_559:
	movzwl (%r10,%rbx), %r15d
	leaq (%rcx,%r15), %r14
	cmpq %rdi, %r14
	jae .LBB_553
	cmpq %r15, %rsi
	jbe .LBB_606
	shll $4, %r15d
	movq (%r9), %r12
	movsbq (%r11,%r15), %r15
	cmpq %r15, %r12
	je .LBB_558
	testq %r12, %r12
	je .LBB_565
	cmpq %rbp, %r14
	jae .LBB_618
	vcvtsi2sd %r12, %xmm15, %xmm0
	movq 144(%rsp), %r12
	vmovsd 8(%r9), %xmm2
	vmovsd (%r12,%r14,8), %xmm1
	vsubsd %xmm2, %xmm1, %xmm1
	vmulsd %xmm0, %xmm1, %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_2(%rip), %xmm0, %xmm0
	vmulsd .LCPI_11(%rip), %xmm0, %xmm0
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vaddsd 16(%r9), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r9)
	incq 24(%r9)
.LBB_565:
	movq %r15, (%r9)
	cmpq %rbp, %r14
	jae .LBB_613
	movq 144(%rsp), %r15
	vmovsd (%r15,%r14,8), %xmm0
	vmovsd %xmm0, 8(%r9)
	jmp .LBB_558
.LBB_394:
	movq 128(%rsp), %rcx
	vmovsd .LCPI_2(%rip), %xmm2
	movq %r12, %rax
	shlq $4, %rax
	movb %cl, 32(%rsp)
	addq 88(%rsp), %rax
	movq 48(%rsp), %rdx
	testq %rcx, %rcx
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rax, 24(%rsp)
	leaq 824(%rsp), %rax
	vcvtsi2sd %rdx, %xmm15, %xmm1
	movq %rdx, %rsi
	cmovneq %rax, %rcx
	movabsq $144115188075855871, %rax
	negq %rsi
	xorl %edi, %edi
	movq %rcx, 128(%rsp)
	addq %rdx, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rax
	leaq 1(%rax), %r9
	movq %rax, 184(%rsp)
	movabsq $288230376151711736, %rax
	vbroadcastsd %xmm1, %zmm1
	movl %r9d, %r11d
	andq %rax, %r9
	leaq 64(%rbp), %rax
	andl $7, %r11d
	movq %rax, 248(%rsp)
	movq 192(%rsp), %rcx
	vbroadcastsd %xmm2, %zmm2
	leaq 64(%rcx), %rax
	movq %rax, 240(%rsp)
	movq %r13, %rax
	shlq $7, %rax
	leaq 64(%rcx,%rax), %rax
	movq %r13, %rcx
	subq %rdx, %rcx
	movl $1, %edx
	movq %rax, 232(%rsp)
	movq %rsi, 64(%rsp)
	movq %rcx, 160(%rsp)
	movq %r11, 1392(%rsp)
	shll $7, %r11d
	movq %r14, 16(%rsp)
	jmp .LBB_396
.LBB_395:
	movq 56(%rsp), %rax
	movq 16(%rsp), %r14
	movq 752(%rsp), %r13
	movq 40(%rsp), %r12
	movq 72(%rsp), %rbp
	movq %rax, %rdx
	cmpq (%rsp), %rax
	jae .LBB_445
.LBB_396:
	cmpq %r12, %rdi
	jae .LBB_401
	movq %rdi, %rax
	shlq $4, %rax
	addq 88(%rsp), %rax
.LBB_398:
	movq (%rax), %rcx
	cmpq %rdx, %rcx
	jae .LBB_402
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r12
	jne .LBB_398
	movq %r12, %rdi
	xorl %esi, %esi
	jmp .LBB_403
.LBB_401:
	xorl %esi, %esi
	jmp .LBB_403
.LBB_402:
	movl $1, %esi
.LBB_403:
	cmpq %rdx, 80(%rsp)
	setae %al
	andb 32(%rsp), %al
	testq %rsi, %rsi
	jne .LBB_405
	movq (%rsp), %r10
	testb %al, %al
	je .LBB_409
.LBB_405:
	movq 80(%rsp), %rbx
	movl $2, %r8d
	movzbl %al, %eax
	subq %rsi, %r8
	testb %sil, %sil
	movq %r8, 888(%rsp)
	movq $2, 896(%rsp)
	movq %rsi, 904(%rsp)
	movq %rcx, 912(%rsp)
	movq %rax, 920(%rsp)
	movq %rbx, %r10
	cmovneq %rcx, %r10
	movq %rbx, 928(%rsp)
	testq %rsi, %rsi
	je .LBB_409
	je .LBB_409
	shll $4, %esi
	leaq 944(%rsp), %rcx
	subq %rsi, %rcx
.LBB_408:
	movq %r10, %rax
	movq (%rcx), %r10
	incq %r8
	cmpq %r10, %rax
	cmovbq %rax, %r10
	cmpb $0, -8(%rcx)
	cmoveq %rax, %r10
	addq $16, %rcx
	cmpq $2, %r8
	jne .LBB_408
.LBB_409:
	movq (%rsp), %rax
	vmovupd 576(%rsp), %zmm3
	vmovupd 640(%rsp), %zmm4
	vmovupd 320(%rsp), %zmm5
	vmovupd 384(%rsp), %zmm6
	leaq 1(%r10), %rcx
	movq %rcx, 56(%rsp)
	cmpq %rcx, %rax
	cmovbq %rax, %rcx
	subq %rdx, %rcx
	jbe .LBB_414
	movq %rdx, %rsi
	leaq (%r13,%rdx), %r15
	addq 160(%rsp), %rdx
	movq 248(%rsp), %rax
	shlq $7, %rsi
	xorl %ebx, %ebx
	shlq $7, %rdx
	leaq (%rax,%rsi), %r8
	addq 232(%rsp), %rsi
	addq 240(%rsp), %rdx
.LBB_411:
	cmpq %r14, %r15
	jae .LBB_624
	movq 64(%rsp), %rax
	addq %r15, %rax
	cmpq %r14, %rax
	jae .LBB_621
	vmovupd -64(%rsi,%rbx), %zmm7
	incq %r15
	vaddpd %zmm5, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vsubpd -64(%rdx,%rbx), %zmm8, %zmm5
	vmulpd %zmm3, %zmm2, %zmm7
	vmovupd %zmm7, -64(%r8,%rbx)
	vmovupd (%rsi,%rbx), %zmm7
	vaddpd %zmm6, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vsubpd (%rdx,%rbx), %zmm8, %zmm6
	vmulpd %zmm4, %zmm2, %zmm7
	vmovupd %zmm7, (%r8,%rbx)
	subq $-128, %rbx
	decq %rcx
	jne .LBB_411
	jmp .LBB_415
.LBB_414:
	vmovddup 328(%rsp), %xmm7
	vmovsd %xmm5, %xmm7, %xmm5
	vmovddup 392(%rsp), %xmm7
	vshuff64x2 $68, 352(%rsp), %zmm5, %zmm5
	vinsertf32x4 $1, 336(%rsp), %zmm5, %zmm5
	vmovsd %xmm6, %xmm7, %xmm6
	vinsertf64x4 $1, 416(%rsp), %zmm6, %zmm6
	vinsertf32x4 $1, 400(%rsp), %zmm6, %zmm6
.LBB_415:
	vmovupd %zmm3, 576(%rsp)
	vmovupd %zmm5, 320(%rsp)
	vmovupd %zmm4, 640(%rsp)
	vmovupd %zmm6, 384(%rsp)
	cmpq (%rsp), %r10
	jae .LBB_445
	cmpq %r12, %rdi
	ja .LBB_589
	leaq 1(%r10,%r13), %rax
	movq %rdi, %rsi
	shlq $4, %rsi
	addq 88(%rsp), %rsi
	movq %rbp, %rcx
	leaq (%r10,%r13), %rdx
	movq %rax, 256(%rsp)
	movq %rax, %rbp
	subq 48(%rsp), %rbp
	movq %rdx, 216(%rsp)
	movq 128(%rsp), %rbx
	setb %al
	cmpq %r14, %rdx
	movq %r10, %rdx
	setae %r13b
	movq %rbp, %r8
	shlq $7, %r8
	addq 192(%rsp), %r8
	shlq $7, %rdx
	xorl %r14d, %r14d
	addq %rcx, %rdx
	orb %al, %r13b
	jmp .LBB_420
.LBB_418:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r15
	jae .LBB_619
.LBB_419:
	vmovsd %xmm4, 576(%rsp,%r15,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 320(%rsp,%r15,8)
	movq %r12, %rbx
	movq %rcx, %rsi
	vmovsd %xmm4, (%rdx,%r15,8)
.LBB_420:
	testb %r14b, %r14b
	je .LBB_429
	movq %rsi, %rcx
.LBB_422:
	testq %rbx, %rbx
	je .LBB_395
	cmpq %r10, (%rbx)
	jne .LBB_395
	movb $2, %r14b
	xorl %r12d, %r12d
	movq %rbx, %rsi
	testb %r13b, %r13b
	jne .LBB_582
.LBB_425:
	movq 8(%rsi), %r15
	cmpq $0, 48(%rsp)
	je .LBB_418
	cmpq $15, %r15
	ja .LBB_617
	cmpq $7, 184(%rsp)
	jae .LBB_432
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %esi, %esi
	movq %r8, %rbx
	jmp .LBB_435
.LBB_429:
	movq 24(%rsp), %rax
	movq %rax, %rcx
	cmpq %rax, %rsi
	je .LBB_422
	leaq 16(%rsi), %rcx
	cmpq %r10, (%rsi)
	jne .LBB_422
	xorl %r14d, %r14d
	movq %rbx, %r12
	testb %r13b, %r13b
	je .LBB_425
	jmp .LBB_582
.LBB_432:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %esi, %esi
	movq %r8, %rbx
.LBB_433:
	vmovsd (%rbx,%r15,8), %xmm6
	leaq 1(%rsi), %rax
	vmovsd 128(%rbx,%r15,8), %xmm7
	vmovsd 512(%rbx,%r15,8), %xmm8
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 2(%rsi), %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rbx,%r15,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 3(%rsi), %rax
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rbx,%r15,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 4(%rsi), %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 5(%rsi), %rax
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rbx,%r15,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 6(%rsi), %rax
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rbx,%r15,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq 7(%rsi), %rax
	addq $8, %rsi
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rbx,%r15,8), %xmm7
	addq $1024, %rbx
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rsi, %r9
	jne .LBB_433
	cmpq $0, 1392(%rsp)
	je .LBB_419
.LBB_435:
	leaq (%rbx,%r15,8), %rbx
	incq %rsi
	xorl %eax, %eax
.LBB_436:
	vmovsd (%rbx,%rax), %xmm6
	vcvtsi2sd %rsi, %xmm15, %xmm5
	incq %rsi
	subq $-128, %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rax, %r11
	jne .LBB_436
	jmp .LBB_419
.LBB_322:
	xorl %r8d, %r8d
	movq %rdi, %r10
	andq $1, %r10
	movq %r8, %r9
	jne .LBB_251
	jmp .LBB_253
.LBB_323:
	vmovdqa64 .LCPI_3(%rip), %zmm0
	vpbroadcastq .LCPI_4(%rip), %zmm4
	movq %r8, %rcx
	andq $-8, %rcx
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rcx, %rdx
.LBB_324:
	vpsllq $7, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpaddq %zmm4, %zmm0, %zmm0
	addq $-8, %rdx
	vgatherqpd (%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, (%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 8(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 16(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 24(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 32(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 40(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 48(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 56(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 64(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 72(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 80(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 88(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 96(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 104(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 112(%rsi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rax,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 120(%rsi,%zmm1) {%k1}
	jne .LBB_324
	cmpq %rcx, %r8
	je .LBB_331
	jmp .LBB_326
.LBB_437:
	vmovdqa64 .LCPI_3(%rip), %zmm0
	vpbroadcastq .LCPI_4(%rip), %zmm4
	movq %rax, %rdx
	andq $-8, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rdx, %rsi
.LBB_438:
	vpsllq $7, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpaddq %zmm4, %zmm0, %zmm0
	addq $-8, %rsi
	vgatherqpd (%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, (%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 8(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 16(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 24(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 32(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 40(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 48(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 56(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 64(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 72(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 80(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 88(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 96(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 104(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 112(%rdi,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 120(%rdi,%zmm1) {%k1}
	jne .LBB_438
	cmpq %rdx, %rax
	je .LBB_445
	jmp .LBB_440
.LBB_567:
	movq 728(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_569
	movq 736(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 312(%rsp), %r11
.LBB_569:
	vmovsd .LCPI_0(%rip), %xmm1
	cmpq $0, 712(%rsp)
	movq 136(%rsp), %rbx
	movq 952(%rsp), %rcx
	jne .LBB_46
	jmp .LBB_573
.LBB_570:
	cmpq $21, %r13
	jae .LBB_572
	movq 752(%rsp), %r13
	movq 56(%rsp), %rdi
	movq %r13, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 176(%rsp), %rbp
	movq 144(%rsp), %r12
	movq 136(%rsp), %rbx
	movq 16(%rsp), %r14
	jmp .LBB_72
.LBB_572:
	movq 752(%rsp), %r13
	movq 56(%rsp), %rdi
	leaq 15(%rsp), %rdx
	movq %r13, %rsi
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 176(%rsp), %rbp
	movq 144(%rsp), %r12
	movq 136(%rsp), %rbx
	movq 16(%rsp), %r14
	jmp .LBB_72
.LBB_573:
	movq 112(%rsp), %rax
	movq 152(%rsp), %rcx
	movq 272(%rsp), %rdx
	leaq (%rax,%rax,4), %rax
	movq %rcx, 320(%rsp)
	movq %rcx, 328(%rsp)
	movq %rdx, 336(%rsp)
	leaq (%rcx,%rax,8), %rax
	leaq 120(%rsp), %rcx
	movq %rax, 344(%rsp)
	movq %r12, 352(%rsp)
	movq %rbp, 360(%rsp)
	movq %rcx, 368(%rsp)
	movq 720(%rsp), %rdi
	leaq 320(%rsp), %rsi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1000(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 864(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	movq 840(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_576
	movq 848(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_576:
	leaq 1120(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 792(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
	leaq 1064(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	addq $1912, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_578:
	movq 168(%rsp), %r13
	cmpq %r14, %r13
	jae .LBB_584
	movq 216(%rsp), %r13
	jmp .LBB_584
.LBB_580:
	movq 248(%rsp), %r13
	movq %rsi, %r14
	cmpq %rsi, %r13
	jae .LBB_584
	movq 240(%rsp), %r13
	jmp .LBB_584
.LBB_582:
	movq 16(%rsp), %r14
	movq 216(%rsp), %r13
	cmpq %r14, %r13
	jae .LBB_584
	movq 256(%rsp), %r13
.LBB_584:
	leaq .Lanon.1(%rip), %rcx
.LBB_585:
	movq %rbp, %rdi
	movq %r13, %rsi
	movq %r14, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_586:
	movl $1025, %r14d
	xorl %ebp, %ebp
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_585
.LBB_587:
	leaq .Lanon.3(%rip), %rdi
	leaq .Lanon.4(%rip), %rdx
	movl $19, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_588:
	movq %rsi, %rbp
	movq %r13, %r14
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_585
.LBB_589:
	movq 40(%rsp), %r14
	movq %rdi, %rbp
	leaq .Lanon.5(%rip), %rcx
	movq %r14, %r13
	jmp .LBB_585
.LBB_590:
	movq 16(%rsp), %rsi
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_595
.LBB_591:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_593
.LBB_592:
	leaq .Lanon.8(%rip), %rdx
.LBB_593:
	movq (%rsp), %rsi
	jmp .LBB_595
.LBB_594:
	movq 16(%rsp), %rsi
	leaq .Lanon.9(%rip), %rdx
.LBB_595:
	movq %r15, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_596:
	leaq .Lanon.10(%rip), %rcx
	movq %r11, %rdi
	movq %rdx, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_597:
	movq %rbx, %r13
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_585
.LBB_598:
	movq %rbx, %rbp
	jmp .LBB_601
.LBB_599:
	movq %rdx, %r13
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_585
.LBB_600:
	movq %r13, %rbp
.LBB_601:
	movq %r14, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_585
.LBB_608:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_585
.LBB_602:
	movq %rax, %r13
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_585
.LBB_603:
	leaq .Lanon.13(%rip), %rdx
	movq %rbp, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_604:
	movl $1025, %r14d
	leaq .Lanon.14(%rip), %rdx
	jmp .LBB_623
.LBB_605:
	movq %r12, %r15
	leaq .Lanon.15(%rip), %rdx
	jmp .LBB_623
.LBB_606:
	movq %rsi, %r14
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_623
.LBB_609:
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_623
.LBB_610:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq 176(%rsp), %rbp
	movq 144(%rsp), %r12
	movq 136(%rsp), %rbx
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	jmp .LBB_44
.LBB_612:
	subq (%rsp), %r15
	jmp .LBB_622
.LBB_624:
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_623
.LBB_613:
	movq %r14, %r15
	movq %rbp, %r14
	leaq .Lanon.19(%rip), %rdx
	jmp .LBB_623
.LBB_615:
	movq $-1, %r15
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_623
.LBB_616:
	movq 56(%rsp), %rsi
	leaq .Lanon.20(%rip), %rdx
	jmp .LBB_595
.LBB_617:
	movl $16, %r14d
	leaq .Lanon.21(%rip), %rdx
	jmp .LBB_623
.LBB_618:
	movq %r14, %r15
	movq %rbp, %r14
	leaq .Lanon.22(%rip), %rdx
	jmp .LBB_623
.LBB_619:
	movl $16, %r14d
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_623
.LBB_620:
	leaq .Lanon.18(%rip), %rdx
	movq %rsi, %r14
	jmp .LBB_623
.LBB_621:
	subq 48(%rsp), %r15
.LBB_622:
	leaq .Lanon.24(%rip), %rdx
.LBB_623:
	movq %r15, %rdi
	movq %r14, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_625:
	movq %rcx, %r15
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_595
.LBB_626:
	movq %rcx, %r15
	movq %r9, %rsi
	leaq .Lanon.26(%rip), %rdx
	jmp .LBB_595
.LBB_627:
	leaq .Lanon.27(%rip), %rdx
	jmp .LBB_595
.LBB_628:
	movq %rdx, %r15
	leaq .Lanon.28(%rip), %rdx
	jmp .LBB_595
.LBB_629:
	leaq .Lanon.29(%rip), %rdx
	jmp .LBB_595
.LBB_630:
	leaq .Lanon.30(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_631:
	movq %r15, %rsi
	leaq .Lanon.31(%rip), %rdx
	jmp .LBB_595
.LBB_632:
	movq 32(%rsp), %rsi
	leaq .Lanon.32(%rip), %rdx
	movq %rsi, %r15
	jmp .LBB_595
.LBB_633:
	movq %r14, %r15
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_623
.LBB_634:
	leaq .Lanon.34(%rip), %rdi
	leaq .Lanon.35(%rip), %rdx
	movl $22, %esi
	vzeroupper
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_635:
	leaq .Lanon.36(%rip), %rdi
	leaq .Lanon.37(%rip), %rcx
	leaq .Lanon.38(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_636:
	leaq .Lanon.36(%rip), %rdi
	leaq .Lanon.37(%rip), %rcx
	leaq .Lanon.38(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_643
.LBB_637:
	xorl %r15d, %r15d
	xorl %r14d, %r14d
	leaq .Lanon.39(%rip), %rdx
	jmp .LBB_623
.LBB_638:
	leaq .Lanon.40(%rip), %rdx
	jmp .LBB_595
.LBB_639:
	movl $1024, %r15d
	movq %rsi, %r14
	leaq .Lanon.41(%rip), %rdx
	jmp .LBB_623
.LBB_640:
	movq 112(%rsp), %rax
	leaq .Lanon.42(%rip), %rdx
	movq %rax, %r15
	movq %rax, %rsi
	jmp .LBB_595
.LBB_641:
	xorl %r15d, %r15d
	xorl %r14d, %r14d
	leaq .Lanon.43(%rip), %rdx
	jmp .LBB_623
.LBB_642:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_643:
	ud2
.LBB_644:
	movl $1, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_645:
	movl $12, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_646:
	movl $7, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_647:
	movl $2, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_648:
	movl $13, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_649:
	movl $8, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_650:
	movl $3, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_651:
	movl $14, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_652:
	movl $9, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_653:
	xorl %r15d, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_654:
	movl $4, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_655:
	movl $15, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_656:
	movl $10, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_657:
	movl $11, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_658:
	movl $6, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
.LBB_659:
	movl $5, %r15d
	leaq .Lanon.44(%rip), %rdx
	jmp .LBB_623
	jmp .LBB_686
	movq %rax, %rbx
	jmp .LBB_689
	leaq 1000(%rsp), %rdi
	movq %rax, %rbx
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_692
	jmp .LBB_682
	movq %rax, %rbx
	jmp .LBB_695
	movq %rax, %rbx
	jmp .LBB_697
	movq 320(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_669
	movq 328(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_669
	movq %rax, %rbx
.LBB_669:
	movq 1520(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_672
	movq 1528(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_672
	movq %rax, %rbx
.LBB_672:
	movq 576(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_675
	movq 584(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_675
	movq %rax, %rbx
.LBB_675:
	movq 1000(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_698
	movq 1008(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_698
	movq %rax, %rbx
	jmp .LBB_698
	jmp .LBB_686
	movq %rax, %rbx
	jmp .LBB_699
	ud2
.LBB_682:
	movq %rax, %rbx
	jmp .LBB_688
	jmp .LBB_686
	jmp .LBB_686
.LBB_686:
	movq 728(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_688
	movq 736(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_688:
	leaq 1000(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_689:
	movq 272(%rsp), %rax
	testq %rax, %rax
	je .LBB_692
	movq 152(%rsp), %rdi
	shlq $3, %rax
	movl $8, %edx
	leaq (%rax,%rax,4), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_692
	movq %rax, %rbx
.LBB_692:
	movq 872(%rsp), %r14
	movq 880(%rsp), %r15
	testq %r15, %r15
	jne .LBB_702
.LBB_693:
	movq 864(%rsp), %rax
	testq %rax, %rax
	je .LBB_695
	shlq $3, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_695:
	movq 840(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_697
	movq 848(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_697:
	leaq 1120(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_698:
	leaq 792(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
.LBB_699:
	movq 1064(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_706
	movq 1088(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_707
.LBB_701:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_702:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	leaq 8(%r14), %r12
	jmp .LBB_704
.LBB_703:
	addq $24, %r12
	decq %r15
	je .LBB_693
.LBB_704:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_703
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_703
.LBB_706:
	movq 1072(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1088(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_701
.LBB_707:
	movq 1096(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
