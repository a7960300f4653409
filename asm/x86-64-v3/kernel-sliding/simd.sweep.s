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
	subq $2008, %rsp
	movq %rdx, %rbx
	testb %sil, %sil
	je .LBB_6
	movq %rdi, 1200(%rsp)
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_7
	movq 16(%rbx), %r12
	movq 24(%rbx), %r14
	movq %r12, %rdi
	movq %r14, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_19
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	movq %rdx, 176(%rsp)
	leaq 664(%rsp), %rbx
	movq %rbx, %rdi
	movq %rsi, 80(%rsp)
	movq %rdx, 40(%rsp)
	movq %r12, %rcx
	movq %r14, %r8
	callq kernel_sliding::grid_for
	movq %r14, 64(%rsp)
	shlq $4, %r14
	leaq (%r14,%r14,2), %r15
	leaq (%r12,%r15), %rax
	movq $0, 368(%rsp)
	movq $0, 432(%rsp)
	movq %r12, 352(%rsp)
	movq %r12, 496(%rsp)
	movq %rax, 360(%rsp)
	movq %rax, 504(%rsp)
	leaq 368(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_20
	cmpq $1, %rdx
	adcq $-1, %rdx
	jmp .LBB_21
.LBB_6:
	movq %rbx, %rsi
	addq $2008, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_7:
	movq 16(%rbx), %r15
	movq 24(%rbx), %r14
	movq %r15, %rdi
	movq %r14, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_19
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	movq %rdx, 328(%rsp)
	leaq 664(%rsp), %rbx
	movq %rbx, %rdi
	movq %rsi, 80(%rsp)
	movq %rdx, 40(%rsp)
	movq %r15, %rcx
	movq %r14, %r8
	callq kernel_sliding::grid_for
	movq %r14, 128(%rsp)
	shlq $4, %r14
	leaq (%r14,%r14,2), %r12
	leaq (%r15,%r12), %rax
	movq $0, 368(%rsp)
	movq $0, 432(%rsp)
	movq %r15, 320(%rsp)
	movq %r15, 496(%rsp)
	movq %rax, 1328(%rsp)
	movq %rax, 504(%rsp)
	leaq 368(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_30
	movq %rdx, %r15
	cmpq $1, %rdx
	adcq $-1, %r15
	movq 128(%rsp), %rax
	movq 320(%rsp), %rcx
	testq %rax, %rax
	je .LBB_31
.LBB_11:
	movq 16(%rcx), %r14
	testq %r14, %r14
	js .LBB_913
	movq 24(%rcx), %rax
	testq %rax, %rax
	js .LBB_913
	cmpq %r14, %rax
	cmovaq %rax, %r14
	cmpq $1, 128(%rsp)
	je .LBB_18
	addq $-48, %r12
	movabsq $-6148914691236517205, %rax
	movq %r12, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
	addq $72, %rcx
.LBB_15:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_913
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_913
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %r14
	cmovbeq %rdx, %r14
	addq $48, %rcx
	decq %rax
	jne .LBB_15
.LBB_18:
	cmpq $1, %r14
	adcq $-1, %r14
	jmp .LBB_32
.LBB_19:
	movq 1200(%rsp), %rdi
	movq %rbx, %rsi
	addq $2008, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_20:
	xorl %edx, %edx
.LBB_21:
	movq 64(%rsp), %rax
	movq 352(%rsp), %rcx
	movq %rdx, 152(%rsp)
	testq %rax, %rax
	je .LBB_54
	movq 16(%rcx), %r14
	testq %r14, %r14
	js .LBB_914
	movq 24(%rcx), %rax
	testq %rax, %rax
	js .LBB_914
	cmpq %r14, %rax
	cmovaq %rax, %r14
	cmpq $1, 64(%rsp)
	je .LBB_29
	addq $-48, %r15
	movabsq $-6148914691236517205, %rax
	movq %r15, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
	addq $72, %rcx
.LBB_26:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_914
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_914
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %r14
	cmovbeq %rdx, %r14
	addq $48, %rcx
	decq %rax
	jne .LBB_26
.LBB_29:
	cmpq $1, %r14
	adcq $-1, %r14
	jmp .LBB_55
.LBB_30:
	xorl %r15d, %r15d
	movq 128(%rsp), %rax
	movq 320(%rsp), %rcx
	testq %rax, %rax
	jne .LBB_11
.LBB_31:
	xorl %r14d, %r14d
.LBB_32:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 1872(%rsp)
	vmovupd %ymm0, 1904(%rsp)
	vmovupd %ymm0, 1936(%rsp)
	movq %r14, 176(%rsp)
	vmovupd %ymm0, 1968(%rsp)
	addq $1025, %r14
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 192(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 1616(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vmovups 192(%rsp), %xmm0
	vmovaps %xmm0, 816(%rsp)
	movq 208(%rsp), %rax
	movq %rax, 832(%rsp)
	vmovupd 1616(%rsp), %xmm0
	vmovupd %xmm0, 840(%rsp)
	movq 1632(%rsp), %rax
	movq %rax, 856(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 1080(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 1384(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 128(%rsp), %r14
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 192(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 368(%rsp)
	leaq 1616(%rsp), %rdi
	leaq 368(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_943
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 632(%rsp)
	vmovupd %ymm0, 600(%rsp)
	vmovupd %ymm0, 568(%rsp)
	vmovupd %ymm0, 536(%rsp)
	vmovups 816(%rsp), %ymm0
	vmovupd 832(%rsp), %ymm1
	vmovups %ymm0, 368(%rsp)
	vmovupd %ymm1, 384(%rsp)
	vmovups 1080(%rsp), %xmm0
	vmovaps %xmm0, 416(%rsp)
	movq 1096(%rsp), %rcx
	movq %rcx, 432(%rsp)
	vmovups 1384(%rsp), %xmm0
	vmovups %xmm0, 440(%rsp)
	movq 1400(%rsp), %rcx
	movq %rcx, 456(%rsp)
	movq 208(%rsp), %rcx
	movq %rcx, 480(%rsp)
	vmovups 192(%rsp), %xmm0
	vmovaps %xmm0, 464(%rsp)
	movq 1632(%rsp), %rcx
	movq %rcx, 504(%rsp)
	vmovupd 1616(%rsp), %xmm0
	vmovupd %xmm0, 488(%rsp)
	movq $16, 512(%rsp)
	movq %rax, 520(%rsp)
	movq $16, 528(%rsp)
	movq %r15, 72(%rsp)
	leaq 1025(%r15), %rdx
	leaq 1280(%rsp), %rdi
	leaq 1872(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq $0, 816(%rsp)
	movq $0, 880(%rsp)
	movq 320(%rsp), %r15
	movq %r15, 944(%rsp)
	movq 1328(%rsp), %r12
	movq %r12, 952(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 960(%rsp)
	leaq 1232(%rsp), %rdi
	leaq 816(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movq %r15, 1304(%rsp)
	movq %r12, 1312(%rsp)
	movq %rbx, 1320(%rsp)
	leaq 1256(%rsp), %rdi
	leaq 1304(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	leaq (,%r14,8), %rax
	leaq (%rax,%rax,4), %rbx
	movabsq $230584300921369395, %rax
	cmpq %rax, %r14
	movq 72(%rsp), %r15
	jbe .LBB_45
	xorl %r14d, %r14d
.LBB_44:
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_45:
	testq %rbx, %rbx
	je .LBB_454
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 128(%rsp), %rcx
	movq %rcx, 1368(%rsp)
	movq %rax, 144(%rsp)
	testq %rax, %rax
	je .LBB_44
	cmpq $2, %rcx
	movq %rcx, %r14
	jb .LBB_455
.LBB_48:
	leaq -1(%r14), %rcx
	leaq -2(%r14), %rsi
	movl %ecx, %eax
	andl $7, %eax
	movq 144(%rsp), %rdx
	cmpq $7, %rsi
	jb .LBB_52
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	movq 144(%rsp), %rdx
.LBB_50:
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
	jne .LBB_50
	testq %rax, %rax
	je .LBB_456
.LBB_52:
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_53:
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_53
	jmp .LBB_456
.LBB_54:
	xorl %r14d, %r14d
.LBB_55:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 1872(%rsp)
	vmovupd %ymm0, 1904(%rsp)
	vmovupd %ymm0, 1936(%rsp)
	movq %r14, 776(%rsp)
	vmovupd %ymm0, 1968(%rsp)
	addq $1025, %r14
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 192(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 1616(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vmovups 192(%rsp), %xmm0
	vmovaps %xmm0, 816(%rsp)
	movq 208(%rsp), %rax
	movq %rax, 832(%rsp)
	vmovupd 1616(%rsp), %xmm0
	vmovupd %xmm0, 840(%rsp)
	movq 1632(%rsp), %rax
	movq %rax, 856(%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 1080(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 1384(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 152(%rsp), %r14
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm0, 432(%rsp)
	vmovupd %ymm0, 400(%rsp)
	vmovupd %ymm0, 368(%rsp)
	leaq 192(%rsp), %rdi
	leaq 368(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 368(%rsp)
	leaq 1616(%rsp), %rdi
	leaq 368(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_944
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 632(%rsp)
	vmovupd %ymm0, 600(%rsp)
	vmovupd %ymm0, 568(%rsp)
	vmovupd %ymm0, 536(%rsp)
	vmovups 816(%rsp), %ymm0
	vmovupd 832(%rsp), %ymm1
	vmovups %ymm0, 368(%rsp)
	vmovupd %ymm1, 384(%rsp)
	vmovups 1080(%rsp), %xmm0
	vmovaps %xmm0, 416(%rsp)
	movq 1096(%rsp), %rcx
	movq %rcx, 432(%rsp)
	vmovups 1384(%rsp), %xmm0
	vmovups %xmm0, 440(%rsp)
	movq 1400(%rsp), %rcx
	movq %rcx, 456(%rsp)
	movq 208(%rsp), %rcx
	movq %rcx, 480(%rsp)
	vmovups 192(%rsp), %xmm0
	vmovaps %xmm0, 464(%rsp)
	movq 1632(%rsp), %rcx
	movq %rcx, 504(%rsp)
	vmovupd 1616(%rsp), %xmm0
	vmovupd %xmm0, 488(%rsp)
	movq $16, 512(%rsp)
	movq %rax, 520(%rsp)
	movq $16, 528(%rsp)
	leaq 1025(%r14), %rdx
	leaq 1232(%rsp), %rdi
	leaq 1872(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq $0, 816(%rsp)
	movq $0, 880(%rsp)
	movq 352(%rsp), %r14
	movq %r14, 944(%rsp)
	movq 360(%rsp), %r15
	movq %r15, 952(%rsp)
	leaq 776(%rsp), %rax
	movq %rax, 960(%rsp)
	leaq 1256(%rsp), %rdi
	leaq 816(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movq %r14, 1448(%rsp)
	movq %r15, 1456(%rsp)
	movq %rbx, 1464(%rsp)
	leaq 1304(%rsp), %rdi
	leaq 1448(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 64(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %rbx
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_68
	xorl %r14d, %r14d
.LBB_67:
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_68:
	testq %rbx, %rbx
	je .LBB_77
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 64(%rsp), %rcx
	movq %rcx, 320(%rsp)
	movq %rax, 104(%rsp)
	testq %rax, %rax
	je .LBB_67
	cmpq $2, %rcx
	jb .LBB_78
.LBB_71:
	movq %rcx, %rax
	decq %rcx
	leaq -2(%rax), %rsi
	movl %ecx, %eax
	andl $7, %eax
	movq 104(%rsp), %rdx
	cmpq $7, %rsi
	movq 152(%rsp), %r14
	jb .LBB_75
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	movq 104(%rsp), %rdx
.LBB_73:
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
	jne .LBB_73
	testq %rax, %rax
	je .LBB_79
.LBB_75:
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_76:
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_76
	jmp .LBB_79
.LBB_77:
	movl $8, %eax
	movq %rax, 104(%rsp)
	movq $0, 320(%rsp)
	cmpq $2, %rcx
	jae .LBB_71
.LBB_78:
	movq 104(%rsp), %rdx
	testq %rcx, %rcx
	movq 152(%rsp), %r14
	je .LBB_80
.LBB_79:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_80:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_888
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_82:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 80(%rsp), %rcx
	movq %rcx, 1384(%rsp)
	movq 40(%rsp), %rcx
	movq %rcx, 1392(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 1400(%rsp)
	movq %rax, 1432(%rsp)
	movq %rdx, 1440(%rsp)
	movq $16400, 96(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 176(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1184(%rsp)
	je .LBB_439
	movq %r14, %rax
	negq %rax
	movq %rax, 1376(%rsp)
	xorl %eax, %eax
.LBB_84:
	movq %rax, 336(%rsp)
	movq 1240(%rsp), %r15
	movq 1248(%rsp), %r12
	movq %rax, 1192(%rsp)
	testq %r12, %r12
	je .LBB_96
	movq %r12, %rax
	shlq $7, %rax
	addq %r15, %rax
	movl $1025, %ecx
	movq 1376(%rsp), %rdx
	movq %r15, %rsi
	jmp .LBB_87
.LBB_86:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_95
.LBB_87:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_90
.LBB_88:
	movq 80(%rsp), %rbx
	vmovsd (%rbx,%rdi,8), %xmm0
.LBB_89:
	vmovsd %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_86
.LBB_90:
	movq 336(%rsp), %rbx
	leaq (%r10,%rbx), %rdi
	addq $-1025, %rdi
	vmovsd .LCPI_0(%rip), %xmm0
	cmpq %r14, %rdi
	jb .LBB_93
	addq %r11, %rbx
	movq 176(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq 40(%rsp), %rdi
	jae .LBB_877
	movq 80(%rsp), %rbx
	vmovsd (%rbx,%rdi,8), %xmm0
.LBB_93:
	vmovsd %xmm0, -8(%r8,%r9)
	movq 336(%rsp), %rdi
	leaq (%r10,%rdi), %rbx
	vmovsd .LCPI_0(%rip), %xmm0
	cmpq %r14, %rbx
	jb .LBB_89
	leaq (%r11,%rdi), %rbx
	addq $1025, %rbx
	movq 176(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq 40(%rsp), %rdi
	jb .LBB_88
	jmp .LBB_877
.LBB_95:
	movq 336(%rsp), %rax
.LBB_96:
	movq 672(%rsp), %rcx
	movq 680(%rsp), %rdx
	movq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_102
	cmpq $1, %rdx
	jne .LBB_99
	xorl %esi, %esi
	jmp .LBB_101
.LBB_99:
	movq %rdx, %rdi
	xorl %esi, %esi
.LBB_100:
	movq %rdi, %r8
	shrq %r8
	leaq (%r8,%rsi), %r9
	cmpq %rax, (%rcx,%r9,8)
	cmovbq %r9, %rsi
	subq %r8, %rdi
	cmpq $1, %rdi
	ja .LBB_100
.LBB_101:
	cmpq %rax, (%rcx,%rsi,8)
	adcq $0, %rsi
.LBB_102:
	addq 96(%rsp), %rax
	leaq (%rcx,%rsi,8), %rsi
	leaq (%rcx,%rdx,8), %rcx
	movq %rsi, 1568(%rsp)
	movq %rcx, 1576(%rsp)
	movq %rax, 1584(%rsp)
	movb $0, 1592(%rsp)
	leaq 336(%rsp), %rax
	movq %rax, 1560(%rsp)
	leaq 1208(%rsp), %rdi
	leaq 1560(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1216(%rsp), %rbx
	movq 1224(%rsp), %r14
	cmpq $2, %r14
	jae .LBB_436
.LBB_104:
	leaq 336(%rsp), %rax
	movq %rax, 1280(%rsp)
	leaq 96(%rsp), %rax
	movq %rax, 1288(%rsp)
	movq 336(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_132
	movq 1256(%rsp), %rsi
	movq 1272(%rsp), %rax
	testq %rsi, %rsi
	setne %dl
	testq %rax, %rax
	setne %dil
	andb %dl, %dil
	cmpb $1, %dil
	jne .LBB_134
	movq 1264(%rsp), %rcx
	xorl %edx, %edx
	jmp .LBB_109
.LBB_107:
	leaq 1(%rcx), %rsi
	movq %rdi, %rdx
.LBB_108:
	decq %rax
	leaq (%rcx,%rcx,2), %rcx
	shlq $4, %rcx
	vmovupd 24(%rdi,%rcx), %xmm0
	vmovupd (%rdi,%rcx), %xmm1
	vmovupd %xmm0, (%rdi,%rcx)
	vmovupd %xmm1, 24(%rdi,%rcx)
	movq 16(%rdi,%rcx), %r8
	movq 40(%rdi,%rcx), %r9
	movq %r9, 16(%rdi,%rcx)
	movq %r8, 40(%rdi,%rcx)
	movq %rsi, %rcx
	movl $0, %esi
	testq %rax, %rax
	je .LBB_133
.LBB_109:
	testq %rdx, %rdx
	je .LBB_112
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jae .LBB_121
.LBB_111:
	movq %rdx, %rdi
	jmp .LBB_123
.LBB_112:
	testq %rcx, %rcx
	je .LBB_117
	movq %rcx, %rdi
	movq %rsi, %rdx
	andq $7, %rdi
	je .LBB_118
	xorl %r8d, %r8d
.LBB_115:
	movq 632(%rdx), %rdx
	incq %r8
	cmpq %r8, %rdi
	jne .LBB_115
	movq %rcx, %rsi
	subq %r8, %rsi
	cmpq $8, %rcx
	jae .LBB_119
	jmp .LBB_120
.LBB_117:
	movq %rsi, %rdx
	jmp .LBB_120
.LBB_118:
	movq %rcx, %rsi
	cmpq $8, %rcx
	jb .LBB_120
.LBB_119:
	movq 632(%rdx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rdx
	addq $-8, %rsi
	jne .LBB_119
.LBB_120:
	xorl %esi, %esi
	xorl %ecx, %ecx
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jb .LBB_111
.LBB_121:
	movq 528(%rdx), %rdi
	testq %rdi, %rdi
	je .LBB_903
	incq %rsi
	movzwl 624(%rdx), %ecx
	movq %rdi, %rdx
	cmpw 626(%rdi), %cx
	jae .LBB_121
.LBB_123:
	testq %rsi, %rsi
	je .LBB_107
	leaq (%rdi,%rcx,8), %r8
	addq $640, %r8
	movq %rsi, %r9
	andq $7, %r9
	je .LBB_128
	xorl %r10d, %r10d
.LBB_126:
	movq (%r8), %rdx
	leaq 632(%rdx), %r8
	incq %r10
	cmpq %r10, %r9
	jne .LBB_126
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $8, %rsi
	jb .LBB_129
.LBB_130:
	movq (%r8), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	leaq 632(%rdx), %r8
	addq $-8, %r9
	jne .LBB_130
.LBB_129:
	xorl %esi, %esi
	jmp .LBB_108
.LBB_128:
	movq %rsi, %r9
	cmpq $8, %rsi
	jae .LBB_130
	jmp .LBB_129
.LBB_132:
	xorl %ecx, %ecx
	jmp .LBB_134
.LBB_133:
	movq 336(%rsp), %rcx
.LBB_134:
	addq $16400, 1192(%rsp)
	decq 1184(%rsp)
	movq %r15, 1080(%rsp)
	movq %r12, 1088(%rsp)
	movq 152(%rsp), %rax
	movq %rax, 1112(%rsp)
	movq 776(%rsp), %rax
	movq %rax, 1120(%rsp)
	movq %rbx, 1096(%rsp)
	movq %r14, 1104(%rsp)
	movq 176(%rsp), %rax
	movq 672(%rsp), %rdx
	movq 680(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	movabsq $1151796703138937857, %r14
	jmp .LBB_137
.LBB_135:
	xorl %r10d, %r10d
.LBB_136:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 816(%rsp,%r9)
	movq %r11, 824(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_155
.LBB_137:
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	leaq (%rcx,%r9), %r10
	addq $1025, %r10
	addq %rcx, %r9
	cmpq %r10, %rax
	cmovbq %rax, %r10
	cmpq %rax, %r9
	setae %r11b
	movq %r10, %rbx
	subq %r9, %rbx
	cmpq $1025, %rbx
	setne %bl
	orb %r11b, %bl
	jne .LBB_135
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_144
	cmpq $1, %rsi
	jne .LBB_141
	xorl %r11d, %r11d
	jmp .LBB_143
.LBB_141:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_142:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_142
.LBB_143:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
	movabsq $1151796703138937857, %r14
.LBB_144:
	shlq $3, %r11
.LBB_145:
	cmpq %r11, %rdi
	je .LBB_148
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_148
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r15
	cmpq %r15, %rbx
	jb .LBB_145
	jmp .LBB_135
.LBB_148:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_151
	cmpq $1, %rsi
	jne .LBB_152
	xorl %r11d, %r11d
	jmp .LBB_154
.LBB_151:
	movq $-1, %r11
	jmp .LBB_136
.LBB_152:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_153:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_153
.LBB_154:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	movabsq $1151796703138937857, %r14
	jmp .LBB_136
.LBB_155:
	vmovups 1040(%rsp), %ymm0
	vmovups %ymm0, 1840(%rsp)
	vmovups 1008(%rsp), %ymm0
	vmovups %ymm0, 1808(%rsp)
	vmovups 976(%rsp), %ymm0
	vmovups %ymm0, 1776(%rsp)
	vmovups 944(%rsp), %ymm0
	vmovups %ymm0, 1744(%rsp)
	vmovups 848(%rsp), %ymm0
	vmovupd 880(%rsp), %ymm1
	vmovupd 912(%rsp), %ymm2
	vmovupd %ymm2, 1712(%rsp)
	vmovupd %ymm1, 1680(%rsp)
	vmovups %ymm0, 1648(%rsp)
	vmovupd 816(%rsp), %ymm0
	vmovupd %ymm0, 1616(%rsp)
	cmpq $0, 64(%rsp)
	je .LBB_433
	movq 352(%rsp), %rbp
	xorl %eax, %eax
	jmp .LBB_158
.LBB_157:
	movzbl 16399(%r8), %eax
	movb %al, 32(%r10)
	movq 16(%rsp), %rcx
	movq %rcx, %rbp
	movq 72(%rsp), %rax
	cmpq 360(%rsp), %rcx
	je .LBB_433
.LBB_158:
	movq %rax, 1472(%rsp)
	movq 16(%rbp), %rdx
	testq %rdx, %rdx
	js .LBB_911
	movq (%rbp), %r9
	movq 8(%rbp), %rsi
	movq %rsi, %rax
	orq %r9, %rax
	js .LBB_911
	decq %r9
	leaq -1(%rsi), %rax
	cmpq %rax, %r9
	cmovbeq %rax, %r9
	movq 24(%rbp), %rax
	testq %rax, %rax
	js .LBB_911
	movq 32(%rbp), %rdi
	movq 40(%rbp), %rcx
	movq %rcx, %r8
	orq %rdi, %r8
	js .LBB_911
	decq %rdi
	decq %rcx
	cmpq %rcx, %rdi
	cmovaq %rdi, %rcx
	leaq -1(%rax), %rdi
	cmpq %rdi, %rcx
	cmovbeq %rdi, %rcx
	leaq -1(%rdx,%r9), %rdx
	movq 1280(%rsp), %rdi
	movq (%rdi), %r8
	movq %rdx, %rdi
	subq %r8, %rdi
	jae .LBB_164
	xorl %r12d, %r12d
	movabsq $1151796703138937857, %rdi
	addq %rcx, %rax
	decq %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jae .LBB_168
	jmp .LBB_171
.LBB_164:
	movq %rdi, %r9
	movq 1288(%rsp), %rdi
	movq (%rdi), %rdi
	addq %r8, %rdi
	cmpq %rdi, %rdx
	movabsq $1151796703138937857, %rdi
	jae .LBB_167
	movq %r9, %rdx
	mulxq %rdi, %rbx, %rbx
	shrq $6, %rbx
	movq %rbx, %r9
	shlq $10, %r9
	addq %rbx, %r9
	subq %r9, %rdx
	movq %rdx, 1328(%rsp)
	je .LBB_167
	movl $1, %r12d
	addq %rcx, %rax
	decq %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jb .LBB_171
	jmp .LBB_168
.LBB_167:
	xorl %r12d, %r12d
	addq %rcx, %rax
	decq %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jb .LBB_171
.LBB_168:
	movq %rcx, %rdx
	movq 1288(%rsp), %rcx
	addq (%rcx), %r8
	cmpq %r8, %rax
	jae .LBB_171
	mulxq %rdi, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %rax
	shlq $10, %rax
	addq %rcx, %rax
	subq %rax, %rdx
	movq %rdx, 48(%rsp)
	je .LBB_171
	movq %rcx, 752(%rsp)
	movl $1, %eax
	movq %rax, 1152(%rsp)
	jmp .LBB_172
.LBB_171:
	movq $0, 1152(%rsp)
.LBB_172:
	leaq 1256(%rsp), %rax
	movq %rax, 1128(%rsp)
	leaq 1080(%rsp), %rax
	movq %rax, 1136(%rsp)
	leaq 1280(%rsp), %rax
	movq %rax, 1144(%rsp)
	movq 424(%rsp), %r14
	movq 432(%rsp), %r15
	leaq 1128(%rsp), %rdi
	movq %rsi, 760(%rsp)
	leaq 368(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq (%rbp), %rsi
	leaq 1128(%rsp), %rdi
	leaq 392(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 384(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 408(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	testq %r15, %r15
	je .LBB_187
	movq 376(%rsp), %rax
	movq 400(%rsp), %rcx
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rdx
	adcq $0, %rdx
	testq %r15, %r15
	je .LBB_178
	movq %r14, %rsi
	subq %rax, %rsi
	cmpq $64, %rsi
	setb %sil
	movq %r14, %rdi
	subq %rcx, %rdi
	cmpq $64, %rdi
	setb %dil
	orb %sil, %dil
	je .LBB_179
.LBB_178:
	xorl %esi, %esi
.LBB_182:
	movq %rdx, %r8
	movq %rsi, %rdi
	andq $1, %r8
	je .LBB_185
	movq %rsi, %rdi
.LBB_184:
	vmovsd (%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r14,%rdi,8)
	incq %rdi
	decq %r8
	jne .LBB_184
.LBB_185:
	subq %rdx, %rsi
	cmpq $-4, %rsi
	ja .LBB_187
.LBB_186:
	vmovsd (%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r14,%rdi,8)
	vmovsd 8(%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 8(%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r14,%rdi,8)
	vmovsd 16(%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 16(%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r14,%rdi,8)
	vmovsd 24(%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 24(%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r14,%rdi,8)
	addq $4, %rdi
	cmpq %rdi, %r15
	jne .LBB_186
	jmp .LBB_187
.LBB_179:
	movq %rdx, %rsi
	andq $-16, %rsi
	xorl %edi, %edi
.LBB_180:
	vmovupd (%rax,%rdi,8), %ymm0
	vmovupd 32(%rax,%rdi,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rcx,%rdi,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rdi,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r14,%rdi,8)
	vmovupd %ymm1, 32(%r14,%rdi,8)
	addq $8, %rdi
	cmpq %rdi, %rsi
	jne .LBB_180
	cmpq %rsi, %r15
	jne .LBB_182
.LBB_187:
	movq 16(%rbp), %r10
	testq %r10, %r10
	js .LBB_911
	movq 424(%rsp), %rax
	movq 432(%rsp), %rdx
	movq 1120(%rsp), %r14
	movq 1096(%rsp), %rcx
	movq %rcx, 784(%rsp)
	movq 1104(%rsp), %r9
	movq %r12, 1504(%rsp)
	movq 1328(%rsp), %rcx
	movq %rcx, 1512(%rsp)
	movq %rbx, 1520(%rsp)
	movq 448(%rsp), %rcx
	movq 456(%rsp), %r11
	cmpq $1, %r10
	movq %rbp, 88(%rsp)
	movq %r9, 112(%rsp)
	jne .LBB_193
	movq %rdx, %rsi
	subq %r14, %rsi
	jb .LBB_854
	cmpq %r11, %rsi
	cmovbq %rsi, %r11
	testq %r11, %r11
	je .LBB_201
	movq %r14, %rdx
	shlq $7, %rdx
	addq %rdx, %rax
	movl $120, %edx
.LBB_192:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rcx,%rdx)
	vaddsd -112(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rcx,%rdx)
	vaddsd -104(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rcx,%rdx)
	vaddsd -96(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rcx,%rdx)
	vaddsd -88(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rcx,%rdx)
	vaddsd -80(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rcx,%rdx)
	vaddsd -72(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rcx,%rdx)
	vaddsd -64(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rcx,%rdx)
	vaddsd -56(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rcx,%rdx)
	vaddsd -48(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rcx,%rdx)
	vaddsd -40(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rcx,%rdx)
	vaddsd -32(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rcx,%rdx)
	vaddsd -24(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rcx,%rdx)
	vaddsd -16(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rcx,%rdx)
	vaddsd -8(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rcx,%rdx)
	vaddsd (%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rcx,%rdx)
	subq $-128, %rdx
	decq %r11
	jne .LBB_192
	jmp .LBB_201
.LBB_193:
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd %ymm2, 912(%rsp)
	vmovupd %ymm2, 880(%rsp)
	vmovupd %ymm2, 848(%rsp)
	vmovupd %ymm2, 816(%rsp)
	leaq 1(%r10), %rsi
	imulq %r10, %rsi
	vmovq %rsi, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmovupd %ymm2, 192(%rsp)
	vmovupd %ymm2, 224(%rsp)
	vmovupd %ymm2, 256(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	leaq 1(%r14), %rsi
	movq %rsi, %rdi
	subq %r10, %rdi
	cmpq %r14, %rdx
	jbe .LBB_860
	cmpq %r10, %rsi
	jb .LBB_855
	testq %r10, %r10
	je .LBB_199
	shlq $7, %rsi
	addq %rax, %rsi
	shlq $7, %rdi
	addq %rax, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	movl $1, %r8d
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_197:
	vcvtsi2sd %r8, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm13, %ymm8, %ymm8
	subq $-128, %rdi
	incq %r8
	cmpq %rsi, %rdi
	jne .LBB_197
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 816(%rsp)
	vmovupd %ymm6, 848(%rsp)
	vmovupd %ymm7, 880(%rsp)
	vmovupd %ymm8, 912(%rsp)
	movq %r10, 24(%rsp)
	testq %r11, %r11
	jne .LBB_200
	jmp .LBB_916
.LBB_199:
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	movq %r10, 24(%rsp)
	testq %r11, %r11
	je .LBB_916
.LBB_200:
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%rcx)
	vdivpd %ymm5, %ymm3, %ymm1
	vdivpd %ymm5, %ymm4, %ymm3
	vmovupd %ymm1, 32(%rcx)
	vmovupd %ymm3, 64(%rcx)
	vdivpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 96(%rcx)
	cmpq $1, %r11
	jne .LBB_236
.LBB_201:
	movq 424(%rsp), %rbx
	movq 432(%rsp), %r15
	movq 32(%rbp), %rsi
	leaq 1128(%rsp), %rdi
	leaq 392(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 408(%rsp), %rax
	shlq $4, %rax
	shlq $4, %r15
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	testq %rax, %rax
	je .LBB_208
	movq 400(%rsp), %rcx
	movq %rbx, %rdx
	subq %rcx, %rdx
	cmpq $128, %rdx
	jae .LBB_206
	xorl %edx, %edx
.LBB_205:
	vmovsd .LCPI_5(%rip), %xmm1
	vmulsd (%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, (%rbx,%rdx,8)
	vmulsd 8(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 8(%rbx,%rdx,8)
	vmulsd 16(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 16(%rbx,%rdx,8)
	vmulsd 24(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 24(%rbx,%rdx,8)
	vmulsd 32(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 32(%rbx,%rdx,8)
	vmulsd 40(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 40(%rbx,%rdx,8)
	vmulsd 48(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 48(%rbx,%rdx,8)
	vmulsd 56(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 56(%rbx,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_205
	jmp .LBB_208
.LBB_206:
	xorl %edx, %edx
.LBB_207:
	vbroadcastsd .LCPI_5(%rip), %ymm3
	vmulpd (%rcx,%rdx,8), %ymm3, %ymm0
	vmulpd 32(%rcx,%rdx,8), %ymm3, %ymm1
	vmulpd 64(%rcx,%rdx,8), %ymm3, %ymm2
	vmulpd 96(%rcx,%rdx,8), %ymm3, %ymm3
	vmovupd %ymm0, (%rbx,%rdx,8)
	vmovupd %ymm1, 32(%rbx,%rdx,8)
	vmovupd %ymm2, 64(%rbx,%rdx,8)
	vmovupd %ymm3, 96(%rbx,%rdx,8)
	addq $16, %rdx
	cmpq %rdx, %rax
	jne .LBB_207
.LBB_208:
	movq 40(%rbp), %rsi
	leaq 1128(%rsp), %rdi
	leaq 392(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 408(%rsp), %rax
	shlq $4, %rax
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	testq %rax, %rax
	movq 760(%rsp), %rdi
	je .LBB_215
	movq 400(%rsp), %rcx
	leaq (%rbx,%rax,8), %rdx
	leaq (%rcx,%rax,8), %rsi
	cmpq %rsi, %rbx
	setb %sil
	cmpq %rdx, %rcx
	setb %dl
	testb %dl, %sil
	je .LBB_213
	xorl %edx, %edx
.LBB_212:
	vmovsd (%rbx,%rdx,8), %xmm0
	vmovsd 8(%rbx,%rdx,8), %xmm1
	vsubsd (%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rdx,8)
	vsubsd 8(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 8(%rbx,%rdx,8)
	vmovsd 16(%rbx,%rdx,8), %xmm0
	vsubsd 16(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rbx,%rdx,8)
	vmovsd 24(%rbx,%rdx,8), %xmm0
	vsubsd 24(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%rbx,%rdx,8)
	vmovsd 32(%rbx,%rdx,8), %xmm0
	vsubsd 32(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%rbx,%rdx,8)
	vmovsd 40(%rbx,%rdx,8), %xmm0
	vsubsd 40(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%rbx,%rdx,8)
	vmovsd 48(%rbx,%rdx,8), %xmm0
	vsubsd 48(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%rbx,%rdx,8)
	vmovsd 56(%rbx,%rdx,8), %xmm0
	vsubsd 56(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%rbx,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_212
	jmp .LBB_215
.LBB_213:
	xorl %edx, %edx
.LBB_214:
	vmovupd (%rbx,%rdx,8), %ymm0
	vmovupd 32(%rbx,%rdx,8), %ymm1
	vmovupd 64(%rbx,%rdx,8), %ymm2
	vmovupd 96(%rbx,%rdx,8), %ymm3
	vsubpd (%rcx,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rdx,8), %ymm1, %ymm1
	vsubpd 64(%rcx,%rdx,8), %ymm2, %ymm2
	vsubpd 96(%rcx,%rdx,8), %ymm3, %ymm3
	vmovupd %ymm0, (%rbx,%rdx,8)
	vmovupd %ymm1, 32(%rbx,%rdx,8)
	vmovupd %ymm2, 64(%rbx,%rdx,8)
	vmovupd %ymm3, 96(%rbx,%rdx,8)
	addq $16, %rdx
	cmpq %rdx, %rax
	jne .LBB_214
.LBB_215:
	movq 24(%rbp), %rax
	leaq 368(%rsp), %rcx
	movq %rax, 24(%rsp)
	cmpq %rdi, %rax
	je .LBB_217
	leaq 1128(%rsp), %rdi
	movq 24(%rsp), %rsi
	leaq 392(%rsp), %r12
	movq %r12, %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq %r12, %rcx
.LBB_217:
	movq 16(%rcx), %rax
	shlq $4, %rax
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	testq %rax, %rax
	movq 112(%rsp), %r11
	movq 24(%rsp), %r15
	je .LBB_224
	movq 8(%rcx), %rcx
	leaq (%rcx,%rax,8), %rdx
	cmpq %rdx, %rbx
	jae .LBB_222
	leaq (%rbx,%rax,8), %rdx
	cmpq %rdx, %rcx
	jae .LBB_222
	xorl %edx, %edx
.LBB_221:
	vmovsd (%rbx,%rdx,8), %xmm0
	vmovsd 8(%rbx,%rdx,8), %xmm1
	vsubsd (%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rdx,8)
	vsubsd 8(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 8(%rbx,%rdx,8)
	vmovsd 16(%rbx,%rdx,8), %xmm0
	vsubsd 16(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rbx,%rdx,8)
	vmovsd 24(%rbx,%rdx,8), %xmm0
	vsubsd 24(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%rbx,%rdx,8)
	vmovsd 32(%rbx,%rdx,8), %xmm0
	vsubsd 32(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%rbx,%rdx,8)
	vmovsd 40(%rbx,%rdx,8), %xmm0
	vsubsd 40(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%rbx,%rdx,8)
	vmovsd 48(%rbx,%rdx,8), %xmm0
	vsubsd 48(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%rbx,%rdx,8)
	vmovsd 56(%rbx,%rdx,8), %xmm0
	vsubsd 56(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%rbx,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_221
	jmp .LBB_224
.LBB_222:
	xorl %edx, %edx
.LBB_223:
	vmovupd (%rbx,%rdx,8), %ymm0
	vmovupd 32(%rbx,%rdx,8), %ymm1
	vmovupd 64(%rbx,%rdx,8), %ymm2
	vmovupd 96(%rbx,%rdx,8), %ymm3
	vsubpd (%rcx,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rdx,8), %ymm1, %ymm1
	vsubpd 64(%rcx,%rdx,8), %ymm2, %ymm2
	vsubpd 96(%rcx,%rdx,8), %ymm3, %ymm3
	vmovupd %ymm0, (%rbx,%rdx,8)
	vmovupd %ymm1, 32(%rbx,%rdx,8)
	vmovupd %ymm2, 64(%rbx,%rdx,8)
	vmovupd %ymm3, 96(%rbx,%rdx,8)
	addq $16, %rdx
	cmpq %rdx, %rax
	jne .LBB_223
.LBB_224:
	testq %r15, %r15
	js .LBB_911
	movq 424(%rsp), %rax
	movq 432(%rsp), %rdx
	movq 1152(%rsp), %rcx
	movq %rcx, 1504(%rsp)
	movq 48(%rsp), %rcx
	movq %rcx, 1512(%rsp)
	movq 752(%rsp), %rcx
	movq %rcx, 1520(%rsp)
	movq 472(%rsp), %rcx
	movq 480(%rsp), %r9
	cmpq $1, %r15
	jne .LBB_230
	movq %rdx, %rsi
	subq %r14, %rsi
	jb .LBB_854
	cmpq %r9, %rsi
	cmovbq %rsi, %r9
	testq %r9, %r9
	je .LBB_239
	shlq $7, %r14
	addq %r14, %rax
	movl $120, %edx
.LBB_229:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rcx,%rdx)
	vaddsd -112(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rcx,%rdx)
	vaddsd -104(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rcx,%rdx)
	vaddsd -96(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rcx,%rdx)
	vaddsd -88(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rcx,%rdx)
	vaddsd -80(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rcx,%rdx)
	vaddsd -72(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rcx,%rdx)
	vaddsd -64(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rcx,%rdx)
	vaddsd -56(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rcx,%rdx)
	vaddsd -48(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rcx,%rdx)
	vaddsd -40(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rcx,%rdx)
	vaddsd -32(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rcx,%rdx)
	vaddsd -24(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rcx,%rdx)
	vaddsd -16(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rcx,%rdx)
	vaddsd -8(%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rcx,%rdx)
	vaddsd (%rax,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rcx,%rdx)
	subq $-128, %rdx
	decq %r9
	jne .LBB_229
	jmp .LBB_239
.LBB_230:
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd %ymm2, 912(%rsp)
	vmovupd %ymm2, 880(%rsp)
	vmovupd %ymm2, 848(%rsp)
	vmovupd %ymm2, 816(%rsp)
	leaq 1(%r15), %rsi
	imulq %r15, %rsi
	vmovq %rsi, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmovupd %ymm2, 192(%rsp)
	vmovupd %ymm2, 224(%rsp)
	vmovupd %ymm2, 256(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	leaq 1(%r14), %rsi
	movq %rsi, %rdi
	subq %r15, %rdi
	cmpq %r14, %rdx
	jbe .LBB_860
	cmpq %r15, %rsi
	jb .LBB_855
	testq %r15, %r15
	movq %r9, 1328(%rsp)
	je .LBB_237
	shlq $7, %rsi
	addq %rax, %rsi
	shlq $7, %rdi
	addq %rax, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	movl $1, %r9d
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_234:
	vcvtsi2sd %r9, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vaddpd %ymm13, %ymm8, %ymm8
	subq $-128, %rdi
	incq %r9
	cmpq %rsi, %rdi
	jne .LBB_234
	vmovupd %ymm1, 192(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmovupd %ymm5, 816(%rsp)
	vmovupd %ymm6, 848(%rsp)
	vmovupd %ymm7, 880(%rsp)
	vmovupd %ymm8, 912(%rsp)
	movq 1328(%rsp), %r9
	testq %r9, %r9
	jne .LBB_238
	jmp .LBB_916
.LBB_236:
	movb %r12b, 16(%rsp)
	movq 24(%rsp), %rdi
	vcvtsi2sd %rdi, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r9, %rsi
	shlq $4, %rsi
	addq 784(%rsp), %rsi
	movq %rsi, 128(%rsp)
	testq %r12, %r12
	leaq 1512(%rsp), %rsi
	cmovneq %rsi, %r12
	movq %r12, 184(%rsp)
	movq 1512(%rsp), %rsi
	movq %rsi, 144(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	leaq 96(%rax), %rsi
	movq %rsi, 168(%rsp)
	movq %r14, %rsi
	shlq $7, %rsi
	addq %rax, %rsi
	addq $96, %rsi
	movq %rsi, 160(%rsp)
	movq %rdi, %rsi
	negq %rsi
	movq %rsi, 32(%rsp)
	movq %r14, %rsi
	subq %rdi, %rsi
	movq %rsi, 768(%rsp)
	subq $-128, %rax
	shlq $7, %rdi
	negq %rdi
	movq %rdi, 56(%rsp)
	movl $1, %esi
	movq %rsi, 720(%rsp)
	xorl %r15d, %r15d
	movq %r11, 72(%rsp)
	jmp .LBB_365
.LBB_237:
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	testq %r9, %r9
	je .LBB_916
.LBB_238:
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%rcx)
	vdivpd %ymm5, %ymm3, %ymm1
	vdivpd %ymm5, %ymm4, %ymm3
	vmovupd %ymm1, 32(%rcx)
	vmovupd %ymm3, 64(%rcx)
	vdivpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 96(%rcx)
	cmpq $1, %r9
	jne .LBB_282
.LBB_239:
	movq 1320(%rsp), %rsi
	movq 1472(%rsp), %rbx
	cmpq %rsi, %rbx
	jae .LBB_917
	movq 1312(%rsp), %rax
	leaq (%rbx,%rbx,2), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 336(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 112(%rsp)
	leaq 1616(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %rdx, 32(%rsp)
	movq %rdx, 200(%rsp)
	movq %rcx, 1152(%rsp)
	movq %rcx, 208(%rsp)
	leaq 816(%rsp), %rdi
	leaq 192(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	leaq 48(%rbp), %rax
	movq %rax, 16(%rsp)
	movq 1472(%rsp), %rax
	incq %rax
	movq %rax, 72(%rsp)
	vmovups 816(%rsp), %ymm0
	vmovups 880(%rsp), %ymm1
	vmovups 912(%rsp), %ymm2
	vmovups %ymm2, 288(%rsp)
	vmovups %ymm0, 192(%rsp)
	vmovups %ymm1, 256(%rsp)
	vmovups 848(%rsp), %ymm0
	vmovups %ymm0, 224(%rsp)
	vmovsd 192(%rsp), %xmm0
	vmovsd %xmm0, 24(%rsp)
	vmovq 200(%rsp), %xmm0
	vmovsd 288(%rsp), %xmm1
	vmovsd 296(%rsp), %xmm2
	vmovsd %xmm2, 56(%rsp)
	vmovsd 280(%rsp), %xmm2
	vunpcklpd %xmm1, %xmm2, %xmm1
	vmovsd 272(%rsp), %xmm2
	vmovq 256(%rsp), %xmm3
	vmovsd 264(%rsp), %xmm4
	vunpcklpd %xmm2, %xmm4, %xmm2
	vmovq 248(%rsp), %xmm4
	vpunpcklqdq %xmm3, %xmm4, %xmm3
	vmovq 240(%rsp), %xmm4
	vmovq 224(%rsp), %xmm5
	vmovq 232(%rsp), %xmm6
	vpunpcklqdq %xmm4, %xmm6, %xmm4
	vmovq 216(%rsp), %xmm6
	vpunpcklqdq %xmm5, %xmm6, %xmm5
	vmovq 208(%rsp), %xmm6
	vpunpcklqdq %xmm6, %xmm0, %xmm0
	vmovapd 304(%rsp), %xmm6
	vmovapd %xmm6, 128(%rsp)
	vinsertf128 $1, %xmm1, %ymm2, %ymm1
	vmovupd %ymm1, 784(%rsp)
	vinserti128 $1, %xmm5, %ymm0, %ymm0
	vmovdqu %ymm0, 720(%rsp)
	vinserti128 $1, %xmm3, %ymm4, %ymm0
	vmovdqu %ymm0, 1328(%rsp)
	xorl %ebx, %ebx
	jmp .LBB_243
.LBB_242:
	incq %rbx
	cmpq $1025, %rbx
	je .LBB_251
.LBB_243:
	movq 480(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_894
	movq 456(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_895
	movq %rbx, %r14
	shlq $7, %r14
	movq 472(%rsp), %rcx
	addq %r14, %rcx
	movq 448(%rsp), %rdx
	addq %r14, %rdx
	vmovsd (%rcx), %xmm0
	vsubsd (%rdx), %xmm0, %xmm0
	vbroadcastsd .LCPI_6(%rip), %ymm3
	vandpd %xmm3, %xmm0, %xmm0
	xorl %eax, %eax
	vmovsd 24(%rsp), %xmm1
	vucomisd %xmm0, %xmm1
	setae %al
	vmovupd 8(%rcx), %ymm0
	vmovupd 72(%rcx), %ymm1
	vsubpd 72(%rdx), %ymm1, %ymm1
	vsubpd 8(%rdx), %ymm0, %ymm0
	vmovupd 40(%rcx), %ymm2
	vsubpd 40(%rdx), %ymm2, %ymm2
	vandpd %ymm3, %ymm2, %ymm2
	vcmplepd 1328(%rsp), %ymm2, %ymm2
	vandpd %ymm3, %ymm0, %ymm0
	vcmplepd 720(%rsp), %ymm0, %ymm0
	vandpd %ymm3, %ymm1, %ymm1
	vcmplepd 784(%rsp), %ymm1, %ymm1
	vandpd .LCPI_7(%rip), %ymm2, %ymm2
	vandpd .LCPI_8(%rip), %ymm0, %ymm0
	vandpd .LCPI_9(%rip), %ymm1, %ymm1
	vorpd %ymm1, %ymm0, %ymm0
	vmovsd 104(%rcx), %xmm1
	vsubsd 104(%rdx), %xmm1, %xmm1
	vorpd %ymm2, %ymm0, %ymm0
	vandpd %xmm3, %xmm1, %xmm1
	xorl %esi, %esi
	vmovsd 56(%rsp), %xmm2
	vucomisd %xmm1, %xmm2
	setae %sil
	vmovupd 112(%rcx), %xmm1
	vsubpd 112(%rdx), %xmm1, %xmm1
	shll $13, %esi
	vandpd %xmm3, %xmm1, %xmm1
	vcmplepd 128(%rsp), %xmm1, %xmm1
	vandpd .LCPI_10(%rip), %xmm1, %xmm1
	vextractf128 $1, %ymm0, %xmm2
	vorpd %xmm2, %xmm0, %xmm0
	vpextrq $1, %xmm0, %rcx
	vmovq %xmm0, %rdx
	orq %rsi, %rdx
	orq %rcx, %rdx
	vshufps $238, %xmm1, %xmm1, %xmm0
	vorpd %xmm0, %xmm1, %xmm0
	vmovq %xmm0, %r15
	orq %rdx, %r15
	orq %rax, %r15
	je .LBB_242
	movq 48(%rsp), %rax
	leaq (%rbx,%rax), %r12
.LBB_247:
	xorl %r13d, %r13d
	tzcntq %r15, %r13
	movl %r13d, %edx
	shll $10, %edx
	orq %r13, %rdx
	addq %r12, %rdx
	leaq 1384(%rsp), %rdi
	movq %rbp, %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 456(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_849
	movq 448(%rsp), %rax
	addq %r14, %rax
	vmovsd %xmm0, (%rax,%r13,8)
	movq 480(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_850
	blsrq %r15, %r15
	movq 472(%rsp), %rax
	addq %r14, %rax
	vmovsd %xmm1, (%rax,%r13,8)
	testq %r15, %r15
	jne .LBB_247
	jmp .LBB_242
.LBB_251:
	movq 48(%rsp), %rax
	movq %rax, %r13
	negq %r13
	addq $1025, %rax
	movq %rax, 784(%rsp)
	movq $0, 720(%rsp)
	xorl %eax, %eax
	jmp .LBB_253
.LBB_252:
	movq 1328(%rsp), %rax
	incq %rax
	addq $-1025, %r13
	addq $8, 720(%rsp)
	addq $1025, 784(%rsp)
	cmpq $16, %rax
	je .LBB_274
.LBB_253:
	movq %rax, %r14
	shlq $10, %r14
	addq %rax, %r14
	addq 48(%rsp), %r14
	movq %rax, 1328(%rsp)
	vmovsd 192(%rsp,%rax,8), %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 112(%rsp), %r14
	setb %cl
	testb %cl, %al
	je .LBB_252
	leaq 1025(%r14), %r8
	movq 112(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %r14
	movq %r8, 128(%rsp)
	jb .LBB_256
	jmp .LBB_252
.LBB_255:
	movq 128(%rsp), %r8
	cmpq %r8, 24(%rsp)
	movq 56(%rsp), %r14
	jae .LBB_252
.LBB_256:
	movq 672(%rsp), %rax
	movq 680(%rsp), %rdx
	cmpq $1, %rdx
	je .LBB_260
	testq %rdx, %rdx
	je .LBB_868
	movq %rdx, %rcx
	xorl %ebp, %ebp
.LBB_259:
	movq %rbp, %rsi
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %rbp
	cmpq %r14, (%rax,%rbp,8)
	cmovaq %rsi, %rbp
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_259
	jmp .LBB_261
.LBB_260:
	xorl %ebp, %ebp
.LBB_261:
	cmpq (%rax,%rbp,8), %r14
	sbbq $-1, %rbp
	leaq -1(%rbp), %rbx
	cmpq %rdx, %rbx
	jae .LBB_864
	cmpq %rdx, %rbp
	leaq (%rax,%rbp,8), %rax
	leaq 712(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 24(%rsp)
	cmovbq %r8, %rax
	movq %rax, 56(%rsp)
	cmpq %rax, %r14
	jae .LBB_255
	cmpq 1152(%rsp), %rbx
	jae .LBB_869
	leaq (%r14,%r13), %r15
	shlq $7, %r15
	addq 720(%rsp), %r15
	movq 112(%rsp), %r12
	movq 24(%rsp), %rax
	cmpq %r12, %rax
	cmovbq %rax, %r12
	movq 784(%rsp), %rax
	cmpq %rax, %r12
	cmovaeq %rax, %r12
	jmp .LBB_267
.LBB_265:
	movq 472(%rsp), %rax
	vmovsd %xmm1, (%rax,%r15)
.LBB_266:
	incq %r14
	subq $-128, %r15
	cmpq %r14, %r12
	je .LBB_255
.LBB_267:
	leaq (%r14,%r13), %rbx
	movq 32(%rsp), %rax
	vmovsd -8(%rax,%rbp,8), %xmm0
	vucomisd .LCPI_11(%rip), %xmm0
	jae .LBB_271
	movq 480(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_842
	movq 456(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_843
	movq 448(%rsp), %rax
	movq 472(%rsp), %rcx
	vmovsd (%rcx,%r15), %xmm1
	vsubsd (%rax,%r15), %xmm1, %xmm1
	vandpd .LCPI_12(%rip), %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_266
.LBB_271:
	leaq 1384(%rsp), %rdi
	movq 88(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 456(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_838
	movq 448(%rsp), %rax
	vmovsd %xmm0, (%rax,%r15)
	movq 480(%rsp), %rsi
	cmpq %rsi, %rbx
	jb .LBB_265
	jmp .LBB_839
.LBB_274:
	movq 1472(%rsp), %rax
	cmpq 64(%rsp), %rax
	je .LBB_919
	movq 336(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 176(%rsp), %rdi
	movq 456(%rsp), %rax
	movq 480(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	movq 496(%rsp), %r8
	movq 504(%rsp), %rdx
	cmpq %rdx, %rax
	cmovaeq %rdx, %rax
	testq %rax, %rax
	je .LBB_289
	movq 448(%rsp), %rcx
	movq 472(%rsp), %r9
	shlq $4, %rax
	cmpq $1, %rax
	movq %rax, %r10
	adcq $0, %r10
	testq %rax, %rax
	je .LBB_283
	leaq (%r8,%r10), %r11
	leaq (%r9,%r10,8), %rbx
	leaq (%rcx,%r10,8), %r14
	cmpq %rbx, %r8
	setb %r15b
	cmpq %r11, %r9
	setb %r12b
	cmpq %r14, %r8
	setb %bl
	cmpq %r11, %rcx
	setb %bpl
	testb %r12b, %r15b
	jne .LBB_362
	movl $0, %r11d
	andb %bpl, %bl
	jne .LBB_284
	movq %r10, %r11
	andq $-16, %r11
	xorl %ebx, %ebx
.LBB_280:
	vmovupd (%r9,%rbx,8), %ymm0
	vmovupd 32(%r9,%rbx,8), %ymm1
	vmovupd (%rcx,%rbx,8), %ymm2
	vmovupd 32(%rcx,%rbx,8), %ymm3
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
	vmovd %xmm0, (%r8,%rbx)
	vmovd %xmm1, 4(%r8,%rbx)
	addq $8, %rbx
	cmpq %rbx, %r11
	jne .LBB_280
	cmpq %r11, %rax
	jne .LBB_284
	jmp .LBB_289
.LBB_282:
	movq 1152(%rsp), %rdi
	movb %dil, 16(%rsp)
	vcvtsi2sd %r15, %xmm15, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r11, %rsi
	shlq $4, %rsi
	addq 784(%rsp), %rsi
	movq %rsi, 128(%rsp)
	testq %rdi, %rdi
	leaq 1512(%rsp), %rsi
	cmovneq %rsi, %rdi
	movq %rdi, 1152(%rsp)
	movq 1512(%rsp), %rsi
	movq %rsi, 160(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	leaq 96(%rax), %rsi
	movq %rsi, 72(%rsp)
	movq %r14, %rsi
	shlq $7, %rsi
	addq %rax, %rsi
	addq $96, %rsi
	movq %rsi, 184(%rsp)
	movq %r15, %rsi
	negq %rsi
	movq %rsi, 32(%rsp)
	movq %r14, %rsi
	subq %r15, %rsi
	movq %rsi, 168(%rsp)
	subq $-128, %rax
	movq %r15, %rsi
	shlq $7, %rsi
	negq %rsi
	movq %rsi, 56(%rsp)
	movl $1, %esi
	movq %rsi, 720(%rsp)
	xorl %r10d, %r10d
	jmp .LBB_400
.LBB_283:
	xorl %r11d, %r11d
.LBB_284:
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	je .LBB_287
.LBB_285:
	movq %r11, %rbx
.LBB_286:
	vmovsd (%r9,%rbx,8), %xmm0
	vmovsd (%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %bpl
	vucomisd %xmm0, %xmm1
	seta %r15b
	subb %r15b, %bpl
	movb %bpl, (%r8,%rbx)
	incq %rbx
	decq %r14
	jne .LBB_286
.LBB_287:
	subq %r10, %r11
	cmpq $-4, %r11
	ja .LBB_289
.LBB_288:
	vmovsd (%r9,%rbx,8), %xmm0
	vmovsd (%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, (%r8,%rbx)
	vmovsd 8(%r9,%rbx,8), %xmm0
	vmovsd 8(%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, 1(%r8,%rbx)
	vmovsd 16(%r9,%rbx,8), %xmm0
	vmovsd 16(%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, 2(%r8,%rbx)
	vmovsd 24(%r9,%rbx,8), %xmm0
	vmovsd 24(%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, 3(%r8,%rbx)
	addq $4, %rbx
	cmpq %rbx, %rax
	jne .LBB_288
.LBB_289:
	leaq 536(%rsp), %rax
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 96(%rax)
	vmovupd %ymm0, 64(%rax)
	vmovupd %ymm0, 32(%rax)
	vmovupd %ymm0, (%rax)
	testq %rdx, %rdx
	movq 1472(%rsp), %rax
	je .LBB_920
	leaq (%rax,%rax,4), %rax
	movq 104(%rsp), %rcx
	leaq (%rcx,%rax,8), %r10
	movq 520(%rsp), %rcx
	movq 528(%rsp), %r9
	movzbl (%r8), %eax
	mulb 32(%r10)
	cmpb $-1, %al
	jne .LBB_293
	testq %r9, %r9
	je .LBB_932
	movw $0, (%rcx)
	movq $1, 536(%rsp)
.LBB_293:
	cmpq $1025, %rdx
	jb .LBB_918
	movzbl 1(%r8), %eax
	mulb 16384(%r8)
	cmpb $-1, %al
	je .LBB_310
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	je .LBB_312
.LBB_296:
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	je .LBB_314
.LBB_297:
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	je .LBB_316
.LBB_298:
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	je .LBB_318
.LBB_299:
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	je .LBB_320
.LBB_300:
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	je .LBB_322
.LBB_301:
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	je .LBB_324
.LBB_302:
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	je .LBB_326
.LBB_303:
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	je .LBB_328
.LBB_304:
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	je .LBB_330
.LBB_305:
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	je .LBB_332
.LBB_306:
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	je .LBB_334
.LBB_307:
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	je .LBB_336
.LBB_308:
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	je .LBB_338
.LBB_309:
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	je .LBB_340
	jmp .LBB_355
.LBB_310:
	cmpq $2, %r9
	jb .LBB_940
	movw $0, 2050(%rcx)
	movq $1, 544(%rsp)
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	jne .LBB_296
.LBB_312:
	cmpq $3, %r9
	jb .LBB_938
	movw $0, 4100(%rcx)
	movq $1, 552(%rsp)
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	jne .LBB_297
.LBB_314:
	cmpq $4, %r9
	jb .LBB_927
	movw $0, 6150(%rcx)
	movq $1, 560(%rsp)
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	jne .LBB_298
.LBB_316:
	cmpq $5, %r9
	jb .LBB_930
	movw $0, 8200(%rcx)
	movq $1, 568(%rsp)
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	jne .LBB_299
.LBB_318:
	cmpq $6, %r9
	jb .LBB_934
	movw $0, 10250(%rcx)
	movq $1, 576(%rsp)
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	jne .LBB_300
.LBB_320:
	cmpq $7, %r9
	jb .LBB_937
	movw $0, 12300(%rcx)
	movq $1, 584(%rsp)
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	jne .LBB_301
.LBB_322:
	cmpq $8, %r9
	jb .LBB_926
	movw $0, 14350(%rcx)
	movq $1, 592(%rsp)
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	jne .LBB_302
.LBB_324:
	cmpq $9, %r9
	jb .LBB_929
	movw $0, 16400(%rcx)
	movq $1, 600(%rsp)
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	jne .LBB_303
.LBB_326:
	cmpq $10, %r9
	jb .LBB_933
	movw $0, 18450(%rcx)
	movq $1, 608(%rsp)
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	jne .LBB_304
.LBB_328:
	cmpq $11, %r9
	jb .LBB_936
	movw $0, 20500(%rcx)
	movq $1, 616(%rsp)
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	jne .LBB_305
.LBB_330:
	cmpq $12, %r9
	jb .LBB_939
	movw $0, 22550(%rcx)
	movq $1, 624(%rsp)
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	jne .LBB_306
.LBB_332:
	cmpq $13, %r9
	jb .LBB_928
	movw $0, 24600(%rcx)
	movq $1, 632(%rsp)
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	jne .LBB_307
.LBB_334:
	cmpq $14, %r9
	jb .LBB_931
	movw $0, 26650(%rcx)
	movq $1, 640(%rsp)
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	jne .LBB_308
.LBB_336:
	cmpq $15, %r9
	jb .LBB_935
	movw $0, 28700(%rcx)
	movq $1, 648(%rsp)
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	jne .LBB_309
.LBB_338:
	cmpq $16, %r9
	jb .LBB_941
	movw $0, 30750(%rcx)
	movq $1, 656(%rsp)
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	jne .LBB_355
.LBB_340:
	movq 520(%rsp), %rax
	xorl %ecx, %ecx
	jmp .LBB_342
.LBB_341:
	incq %rcx
	addq $2050, %rax
	cmpq $16, %rcx
	je .LBB_157
.LBB_342:
	cmpq %r9, %rcx
	je .LBB_896
	movq 536(%rsp,%rcx,8), %r14
	cmpq $1025, %r14
	ja .LBB_829
	testq %r14, %r14
	je .LBB_341
	movq %rcx, %r11
	shlq $10, %r11
	addq %rcx, %r11
	addq 32(%rsp), %r11
	addq %r14, %r14
	leaq (%r8,%rcx), %r15
	xorl %r12d, %r12d
	jmp .LBB_350
.LBB_346:
	movq 80(%rsp), %rsi
	vmovsd (%rsi,%r13,8), %xmm0
	vcvtsi2sd %rbp, %xmm15, %xmm1
	vmovsd 8(%r10), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_4(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vaddsd .LCPI_16(%rip), %xmm0, %xmm0
	vmulsd .LCPI_17(%rip), %xmm0, %xmm0
	vaddsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r10)
	incq 24(%r10)
.LBB_347:
	movq %rbx, (%r10)
	cmpq 40(%rsp), %r13
	jae .LBB_867
	movq 80(%rsp), %rsi
	vmovsd (%rsi,%r13,8), %xmm0
	vmovsd %xmm0, 8(%r10)
.LBB_349:
	addq $2, %r12
	cmpq %r12, %r14
	je .LBB_341
.LBB_350:
	movzwl (%rax,%r12), %ebx
	leaq (%r11,%rbx), %r13
	cmpq %rdi, %r13
	jae .LBB_341
	cmpq %rbx, %rdx
	jbe .LBB_858
	shll $4, %ebx
	movsbq (%r15,%rbx), %rbx
	movq (%r10), %rbp
	cmpq %rbx, %rbp
	je .LBB_349
	testq %rbp, %rbp
	je .LBB_347
	cmpq 40(%rsp), %r13
	jb .LBB_346
	jmp .LBB_876
.LBB_355:
	leaq 16(%r8), %r11
	movabsq $1152921504606846975, %rax
	addq %rdx, %rax
	movb $60, %cl
	bzhiq %rcx, %rax, %r14
	cmpq $1, %r14
	adcq $0, %r14
	cmpq $1024, %r14
	movl $1024, %eax
	cmovaeq %rax, %r14
	xorl %r15d, %r15d
	jmp .LBB_357
.LBB_356:
	incq %r15
	cmpq %r14, %r15
	je .LBB_340
.LBB_357:
	movq %r15, %r12
	shlq $4, %r12
	movzbl (%r8,%r12), %eax
	movzbl 13(%r8,%r12), %ecx
	mulb (%r11,%r12)
	xorl %ebx, %ebx
	cmpb $-1, %al
	vpmovzxbw 1(%r11,%r12), %xmm0
	vpmovzxbw 1(%r8,%r12), %xmm1
	sete %bl
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
	vmovd 9(%r8,%r12), %xmm3
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
	movzwl 14(%r8,%r12), %eax
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
	orq %rbx, %rax
	je .LBB_356
	movq 520(%rsp), %rcx
	leal 1(%r15), %ebp
.LBB_359:
	xorl %r12d, %r12d
	tzcntq %rax, %r12
	cmpq %r9, %r12
	jae .LBB_857
	movq 536(%rsp,%r12,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_856
	blsrq %rax, %rax
	movl %r12d, %r13d
	shll $11, %r13d
	leal (%r13,%r12,2), %r13d
	addq %rcx, %r13
	movw %bp, (%r13,%rbx,2)
	incq %rbx
	movq %rbx, 536(%rsp,%r12,8)
	testq %rax, %rax
	jne .LBB_359
	jmp .LBB_356
.LBB_362:
	xorl %r11d, %r11d
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	jne .LBB_285
	jmp .LBB_287
.LBB_363:
	cmpq %rsi, 144(%rsp)
	sete %sil
	andb 16(%rsp), %sil
	cmpb $1, %sil
	je .LBB_965
.LBB_364:
	movq 72(%rsp), %r11
	cmpq %r11, 720(%rsp)
	movq 88(%rsp), %rbp
	movq 112(%rsp), %r9
	jae .LBB_201
.LBB_365:
	movq 720(%rsp), %rdi
	cmpq %r9, %r15
	jae .LBB_370
	movq %r15, %rsi
	shlq $4, %rsi
	addq 784(%rsp), %rsi
.LBB_367:
	movq (%rsi), %r8
	cmpq %rdi, %r8
	jae .LBB_371
	incq %r15
	addq $16, %rsi
	cmpq %r15, %r9
	jne .LBB_367
	movq %r9, %r15
.LBB_370:
	cmpb $0, 16(%rsp)
	movq %r11, %rsi
	movq 1328(%rsp), %r8
	cmovneq %r8, %rsi
	cmpq %rdi, %r8
	cmovbq %r11, %rsi
	jmp .LBB_372
.LBB_371:
	movq 1328(%rsp), %r10
	cmpq %r10, %r8
	movq %r10, %rsi
	cmovbq %r8, %rsi
	cmpb $0, 16(%rsp)
	cmoveq %r8, %rsi
	cmpq %rdi, %r10
	cmovbq %r8, %rsi
.LBB_372:
	leaq 1(%rsi), %r12
	cmpq %r12, %r11
	movq %r12, 720(%rsp)
	cmovbq %r11, %r12
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 816(%rsp), %ymm7
	vmovupd 848(%rsp), %ymm8
	vmovupd 880(%rsp), %ymm9
	vmovupd 912(%rsp), %ymm10
	subq %rdi, %r12
	jbe .LBB_377
	movq %rdi, %r13
	shlq $7, %r13
	leaq 96(%rcx), %r8
	leaq (%r8,%r13), %rbp
	leaq (%r14,%rdi), %rbx
	addq 160(%rsp), %r13
	addq 768(%rsp), %rdi
	shlq $7, %rdi
	addq 168(%rsp), %rdi
	xorl %r10d, %r10d
.LBB_374:
	cmpq %rdx, %rbx
	jae .LBB_879
	movq 32(%rsp), %r8
	addq %rbx, %r8
	cmpq %rdx, %r8
	jae .LBB_880
	vmovupd -96(%r13,%r10), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%rdi,%r10), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%rbp,%r10)
	vmovupd -64(%r13,%r10), %ymm11
	vaddpd %ymm11, %ymm8, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%rdi,%r10), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%rbp,%r10)
	vmovupd -32(%r13,%r10), %ymm11
	vaddpd %ymm11, %ymm9, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%rdi,%r10), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%rbp,%r10)
	vmovupd (%r13,%r10), %ymm11
	vaddpd %ymm11, %ymm10, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%rdi,%r10), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%rbp,%r10)
	subq $-128, %r10
	incq %rbx
	decq %r12
	jne .LBB_374
	jmp .LBB_378
.LBB_377:
	vmovhpd 824(%rsp), %xmm7, %xmm7
	vinsertf128 $1, 832(%rsp), %ymm7, %ymm7
	vmovhpd 856(%rsp), %xmm8, %xmm8
	vinsertf128 $1, 864(%rsp), %ymm8, %ymm8
	vmovhpd 888(%rsp), %xmm9, %xmm9
	vinsertf128 $1, 896(%rsp), %ymm9, %ymm9
	vmovhpd 920(%rsp), %xmm10, %xmm10
	vinsertf128 $1, 928(%rsp), %ymm10, %ymm10
.LBB_378:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovupd %ymm7, 816(%rsp)
	vmovupd %ymm8, 848(%rsp)
	vmovupd %ymm9, 880(%rsp)
	vmovupd %ymm10, 912(%rsp)
	cmpq %r11, %rsi
	movq 88(%rsp), %rbp
	jae .LBB_201
	cmpq %r9, %r15
	ja .LBB_840
	movq %r15, %rbx
	shlq $4, %rbx
	addq 784(%rsp), %rbx
	leaq (%rsi,%r14), %r10
	leaq (%rsi,%r14), %r11
	incq %r11
	movq %r11, %rdi
	subq 24(%rsp), %rdi
	setb %r8b
	cmpq %rdx, %r10
	setae %r9b
	orb %r8b, %r9b
	jne .LBB_395
	movq %rsi, %rdi
	shlq $7, %rdi
	addq %rcx, %rdi
	leaq (%rsi,%r14), %r12
	shlq $7, %r12
	addq %rax, %r12
	xorl %r10d, %r10d
	movq 184(%rsp), %rbp
	jmp .LBB_384
.LBB_382:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %rbx
	ja .LBB_893
.LBB_383:
	vmovsd %xmm4, 192(%rsp,%rbx,8)
	vmovsd %xmm3, 816(%rsp,%rbx,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%rdi,%rbx,8)
	movq %r11, %rbp
	movq %r13, %rbx
.LBB_384:
	testb %r10b, %r10b
	je .LBB_392
	movq %rbx, %r13
.LBB_386:
	testq %rbp, %rbp
	je .LBB_364
	cmpq %rsi, (%rbp)
	jne .LBB_364
	movb $2, %r10b
	xorl %r11d, %r11d
	movq %rbp, %rbx
	movq 8(%rbx), %rbx
	cmpq $0, 24(%rsp)
	je .LBB_382
.LBB_389:
	cmpq $15, %rbx
	ja .LBB_885
	leaq (%r12,%rbx,8), %rbp
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r9d
	movq 56(%rsp), %r8
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_391:
	vcvtsi2sd %r9, %xmm15, %xmm5
	vmovsd (%rbp,%r8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r9
	subq $-128, %r8
	jne .LBB_391
	jmp .LBB_383
.LBB_392:
	movq 128(%rsp), %r8
	movq %r8, %r13
	cmpq %r8, %rbx
	je .LBB_386
	leaq 16(%rbx), %r13
	cmpq %rsi, (%rbx)
	jne .LBB_386
	xorl %r10d, %r10d
	movq %rbp, %r11
	movq 8(%rbx), %rbx
	cmpq $0, 24(%rsp)
	jne .LBB_389
	jmp .LBB_382
.LBB_395:
	cmpq 112(%rsp), %r15
	je .LBB_363
	cmpq %rsi, 144(%rsp)
	sete %r8b
	cmpq %rsi, (%rbx)
	je .LBB_965
	andb 16(%rsp), %r8b
	je .LBB_364
	jmp .LBB_965
.LBB_398:
	cmpq %rsi, 160(%rsp)
	sete %sil
	andb 16(%rsp), %sil
	cmpb $1, %sil
	movq 88(%rsp), %rbp
	je .LBB_962
.LBB_399:
	movq 1328(%rsp), %r9
	cmpq %r9, 720(%rsp)
	movq 112(%rsp), %r11
	jae .LBB_239
.LBB_400:
	movq 720(%rsp), %rdi
	cmpq %r11, %r10
	jae .LBB_405
	movq %r10, %rsi
	shlq $4, %rsi
	addq 784(%rsp), %rsi
.LBB_402:
	movq (%rsi), %r8
	cmpq %rdi, %r8
	jae .LBB_406
	incq %r10
	addq $16, %rsi
	cmpq %r10, %r11
	jne .LBB_402
	movq %r11, %r10
.LBB_405:
	cmpb $0, 16(%rsp)
	movq %r9, %rsi
	movq 48(%rsp), %r8
	cmovneq %r8, %rsi
	cmpq %rdi, %r8
	cmovbq %r9, %rsi
	jmp .LBB_407
.LBB_406:
	movq 48(%rsp), %r9
	cmpq %r9, %r8
	movq %r9, %rsi
	cmovbq %r8, %rsi
	cmpb $0, 16(%rsp)
	cmoveq %r8, %rsi
	cmpq %rdi, %r9
	movq 1328(%rsp), %r9
	cmovbq %r8, %rsi
.LBB_407:
	leaq 1(%rsi), %r12
	cmpq %r12, %r9
	movq %r12, 720(%rsp)
	cmovbq %r9, %r12
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 816(%rsp), %ymm7
	vmovupd 848(%rsp), %ymm8
	vmovupd 880(%rsp), %ymm9
	vmovupd 912(%rsp), %ymm10
	subq %rdi, %r12
	jbe .LBB_412
	movq %rdi, %r13
	shlq $7, %r13
	leaq 96(%rcx), %r8
	leaq (%r8,%r13), %r11
	leaq (%r14,%rdi), %rbx
	addq 184(%rsp), %r13
	addq 168(%rsp), %rdi
	shlq $7, %rdi
	addq 72(%rsp), %rdi
	xorl %ebp, %ebp
.LBB_409:
	cmpq %rdx, %rbx
	jae .LBB_879
	movq 32(%rsp), %r8
	addq %rbx, %r8
	cmpq %rdx, %r8
	jae .LBB_881
	vmovupd -96(%r13,%rbp), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%rdi,%rbp), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r11,%rbp)
	vmovupd -64(%r13,%rbp), %ymm11
	vaddpd %ymm11, %ymm8, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%rdi,%rbp), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r11,%rbp)
	vmovupd -32(%r13,%rbp), %ymm11
	vaddpd %ymm11, %ymm9, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%rdi,%rbp), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r11,%rbp)
	vmovupd (%r13,%rbp), %ymm11
	vaddpd %ymm11, %ymm10, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%rdi,%rbp), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r11,%rbp)
	subq $-128, %rbp
	incq %rbx
	decq %r12
	jne .LBB_409
	jmp .LBB_413
.LBB_412:
	vmovhpd 824(%rsp), %xmm7, %xmm7
	vinsertf128 $1, 832(%rsp), %ymm7, %ymm7
	vmovhpd 856(%rsp), %xmm8, %xmm8
	vinsertf128 $1, 864(%rsp), %ymm8, %ymm8
	vmovhpd 888(%rsp), %xmm9, %xmm9
	vinsertf128 $1, 896(%rsp), %ymm9, %ymm9
	vmovhpd 920(%rsp), %xmm10, %xmm10
	vinsertf128 $1, 928(%rsp), %ymm10, %ymm10
.LBB_413:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovupd %ymm7, 816(%rsp)
	vmovupd %ymm8, 848(%rsp)
	vmovupd %ymm9, 880(%rsp)
	vmovupd %ymm10, 912(%rsp)
	cmpq %r9, %rsi
	movq 88(%rsp), %rbp
	movq 112(%rsp), %r8
	jae .LBB_239
	cmpq %r8, %r10
	ja .LBB_841
	movq %r10, %rbx
	shlq $4, %rbx
	addq 784(%rsp), %rbx
	leaq (%rsi,%r14), %r9
	leaq (%rsi,%r14), %r11
	incq %r11
	movq %r11, %rdi
	subq %r15, %rdi
	setb %r8b
	cmpq %rdx, %r9
	setae %bpl
	orb %r8b, %bpl
	jne .LBB_430
	movq %rsi, %rdi
	shlq $7, %rdi
	addq %rcx, %rdi
	leaq (%rsi,%r14), %r12
	shlq $7, %r12
	addq %rax, %r12
	xorl %ebp, %ebp
	movq 1152(%rsp), %r13
	jmp .LBB_419
.LBB_417:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %rbx
	ja .LBB_893
.LBB_418:
	vmovsd %xmm4, 192(%rsp,%rbx,8)
	vmovsd %xmm3, 816(%rsp,%rbx,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%rdi,%rbx,8)
	movq %r9, %r13
	movq %r11, %rbx
	movq 24(%rsp), %r15
.LBB_419:
	testb %bpl, %bpl
	je .LBB_427
	movq %rbx, %r11
	movq 88(%rsp), %rbp
.LBB_421:
	testq %r13, %r13
	je .LBB_399
	cmpq %rsi, (%r13)
	jne .LBB_399
	movb $2, %bpl
	xorl %r9d, %r9d
	movq %r13, %rbx
	movq 8(%rbx), %rbx
	testq %r15, %r15
	je .LBB_417
.LBB_424:
	cmpq $15, %rbx
	ja .LBB_885
	leaq (%r12,%rbx,8), %r13
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %r8d
	movq 56(%rsp), %r15
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_426:
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd (%r13,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r8
	subq $-128, %r15
	jne .LBB_426
	jmp .LBB_418
.LBB_427:
	movq 128(%rsp), %r8
	movq %r8, %r11
	cmpq %r8, %rbx
	movq 88(%rsp), %rbp
	je .LBB_421
	leaq 16(%rbx), %r11
	cmpq %rsi, (%rbx)
	jne .LBB_421
	xorl %ebp, %ebp
	movq %r13, %r9
	movq 8(%rbx), %rbx
	testq %r15, %r15
	jne .LBB_424
	jmp .LBB_417
.LBB_430:
	cmpq 112(%rsp), %r10
	je .LBB_398
	cmpq %rsi, 160(%rsp)
	sete %r8b
	cmpq %rsi, (%rbx)
	movq 88(%rsp), %rbp
	je .LBB_962
	andb 16(%rsp), %r8b
	je .LBB_399
	jmp .LBB_962
.LBB_433:
	movq 1208(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_435
	movq 1216(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_435:
	cmpq $0, 1184(%rsp)
	movq 152(%rsp), %r14
	movq 1192(%rsp), %rax
	jne .LBB_84
	jmp .LBB_439
.LBB_436:
	cmpq $21, %r14
	jae .LBB_438
	movq %rbx, %rdi
	movq %r14, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	jmp .LBB_104
.LBB_438:
	movq %rbx, %rdi
	movq %r14, %rsi
	leaq 15(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	jmp .LBB_104
.LBB_439:
	movq 64(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 104(%rsp), %rcx
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 816(%rsp)
	movq %rcx, 824(%rsp)
	movq 320(%rsp), %rcx
	movq %rcx, 832(%rsp)
	movq %rax, 840(%rsp)
	movq 80(%rsp), %rax
	movq %rax, 848(%rsp)
	movq 40(%rsp), %rax
	movq %rax, 856(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 864(%rsp)
	leaq 816(%rsp), %rsi
	movq 1200(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1384(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 1312(%rsp), %rbx
	movq 1320(%rsp), %r14
	testq %r14, %r14
	je .LBB_445
	leaq 8(%rbx), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	jmp .LBB_443
.LBB_442:
	addq $24, %r15
	decq %r14
	je .LBB_445
.LBB_443:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_442
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_442
.LBB_445:
	movq 1304(%rsp), %rax
	testq %rax, %rax
	je .LBB_447
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_447:
	leaq 1256(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	movq 1232(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_450
	movq 1240(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_450:
	leaq 368(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	movq 664(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_452
	movq 672(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_452:
	movq 688(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_828
	movq 696(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_454:
	movl $8, %eax
	movq %rax, 144(%rsp)
	movq $0, 1368(%rsp)
	movq 128(%rsp), %rcx
	cmpq $2, %rcx
	movq %rcx, %r14
	jae .LBB_48
.LBB_455:
	movq 144(%rsp), %rdx
	testq %r14, %r14
	je .LBB_457
.LBB_456:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_457:
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
.LBB_459:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 80(%rsp), %rcx
	movq %rcx, 1384(%rsp)
	movq 40(%rsp), %rcx
	movq %rcx, 1392(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 1400(%rsp)
	movq %rax, 1432(%rsp)
	movq %rdx, 1440(%rsp)
	movq $16400, 776(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 328(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1544(%rsp)
	je .LBB_823
	movq %r15, %rax
	negq %rax
	movq %rax, 1608(%rsp)
	xorl %eax, %eax
.LBB_461:
	movq %rax, 96(%rsp)
	movq 1288(%rsp), %r12
	movq 1296(%rsp), %rbx
	movq %rax, 1552(%rsp)
	testq %rbx, %rbx
	je .LBB_473
	movq %rbx, %rax
	shlq $7, %rax
	addq %r12, %rax
	movl $1025, %ecx
	movq 1608(%rsp), %rdx
	movq %r12, %rsi
	jmp .LBB_464
.LBB_463:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_472
.LBB_464:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_467
.LBB_465:
	movq 80(%rsp), %r14
	vmovsd (%r14,%rdi,8), %xmm0
.LBB_466:
	vmovsd %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_463
.LBB_467:
	movq 96(%rsp), %r14
	leaq (%r10,%r14), %rdi
	addq $-1025, %rdi
	vmovsd .LCPI_0(%rip), %xmm0
	cmpq %r15, %rdi
	jb .LBB_470
	addq %r11, %r14
	movq 328(%rsp), %rdi
	decq %rdi
	cmpq %r14, %rdi
	cmovaeq %r14, %rdi
	cmpq 40(%rsp), %rdi
	jae .LBB_878
	movq 80(%rsp), %r14
	vmovsd (%r14,%rdi,8), %xmm0
.LBB_470:
	vmovsd %xmm0, -8(%r8,%r9)
	movq 96(%rsp), %rdi
	leaq (%r10,%rdi), %r14
	vmovsd .LCPI_0(%rip), %xmm0
	cmpq %r15, %r14
	jb .LBB_466
	leaq (%r11,%rdi), %r14
	addq $1025, %r14
	movq 328(%rsp), %rdi
	decq %rdi
	cmpq %r14, %rdi
	cmovaeq %r14, %rdi
	cmpq 40(%rsp), %rdi
	jb .LBB_465
	jmp .LBB_878
.LBB_472:
	movq 96(%rsp), %rax
.LBB_473:
	movq 672(%rsp), %rcx
	movq 680(%rsp), %rdx
	movq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_479
	cmpq $1, %rdx
	jne .LBB_476
	xorl %esi, %esi
	jmp .LBB_478
.LBB_476:
	movq %rdx, %rdi
	xorl %esi, %esi
.LBB_477:
	movq %rdi, %r8
	shrq %r8
	leaq (%r8,%rsi), %r9
	cmpq %rax, (%rcx,%r9,8)
	cmovbq %r9, %rsi
	subq %r8, %rdi
	cmpq $1, %rdi
	ja .LBB_477
.LBB_478:
	cmpq %rax, (%rcx,%rsi,8)
	adcq $0, %rsi
.LBB_479:
	addq 776(%rsp), %rax
	leaq (%rcx,%rsi,8), %rsi
	leaq (%rcx,%rdx,8), %rcx
	movq %rsi, 1512(%rsp)
	movq %rcx, 1520(%rsp)
	movq %rax, 1528(%rsp)
	movb $0, 1536(%rsp)
	leaq 96(%rsp), %rax
	movq %rax, 1504(%rsp)
	leaq 1448(%rsp), %rdi
	leaq 1504(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1456(%rsp), %r13
	movq 1464(%rsp), %r14
	cmpq $2, %r14
	jae .LBB_820
.LBB_481:
	leaq 96(%rsp), %rax
	movq %rax, 336(%rsp)
	leaq 776(%rsp), %rax
	movq %rax, 344(%rsp)
	movq 96(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_510
	movq 1232(%rsp), %rsi
	movq 1248(%rsp), %rax
	testq %rsi, %rsi
	setne %dil
	testq %rax, %rax
	setne %dl
	andb %dil, %dl
	cmpb $1, %dl
	jne .LBB_512
	movq 1240(%rsp), %rcx
	xorl %edx, %edx
	jmp .LBB_486
.LBB_484:
	leaq 1(%rcx), %rsi
	movq %rdi, %rdx
.LBB_485:
	leaq (%rcx,%rcx,2), %rcx
	shlq $4, %rcx
	vmovupd 24(%rdi,%rcx), %xmm0
	vmovupd (%rdi,%rcx), %xmm1
	vmovupd %xmm0, (%rdi,%rcx)
	vmovupd %xmm1, 24(%rdi,%rcx)
	decq %rax
	movq 16(%rdi,%rcx), %r8
	movq 40(%rdi,%rcx), %r9
	movq %r9, 16(%rdi,%rcx)
	movq %r8, 40(%rdi,%rcx)
	movb $1, %dil
	movq %rsi, %rcx
	movl $0, %esi
	testq %rax, %rax
	je .LBB_511
.LBB_486:
	testb $1, %dil
	je .LBB_915
	testq %rdx, %rdx
	je .LBB_490
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jae .LBB_499
.LBB_489:
	movq %rdx, %rdi
	jmp .LBB_501
.LBB_490:
	testq %rcx, %rcx
	je .LBB_495
	movq %rcx, %rdi
	movq %rsi, %rdx
	andq $7, %rdi
	je .LBB_496
	xorl %r8d, %r8d
.LBB_493:
	movq 632(%rdx), %rdx
	incq %r8
	cmpq %r8, %rdi
	jne .LBB_493
	movq %rcx, %rsi
	subq %r8, %rsi
	cmpq $8, %rcx
	jae .LBB_497
	jmp .LBB_498
.LBB_495:
	movq %rsi, %rdx
	jmp .LBB_498
.LBB_496:
	movq %rcx, %rsi
	cmpq $8, %rcx
	jb .LBB_498
.LBB_497:
	movq 632(%rdx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rdx
	addq $-8, %rsi
	jne .LBB_497
.LBB_498:
	xorl %esi, %esi
	xorl %ecx, %ecx
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jb .LBB_489
.LBB_499:
	movq 528(%rdx), %rdi
	testq %rdi, %rdi
	je .LBB_905
	incq %rsi
	movzwl 624(%rdx), %ecx
	movq %rdi, %rdx
	cmpw 626(%rdi), %cx
	jae .LBB_499
.LBB_501:
	testq %rsi, %rsi
	je .LBB_484
	leaq (%rdi,%rcx,8), %r8
	addq $640, %r8
	movq %rsi, %r9
	andq $7, %r9
	je .LBB_506
	xorl %r10d, %r10d
.LBB_504:
	movq (%r8), %rdx
	leaq 632(%rdx), %r8
	incq %r10
	cmpq %r10, %r9
	jne .LBB_504
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $8, %rsi
	jb .LBB_507
.LBB_508:
	movq (%r8), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	leaq 632(%rdx), %r8
	addq $-8, %r9
	jne .LBB_508
.LBB_507:
	xorl %esi, %esi
	jmp .LBB_485
.LBB_506:
	movq %rsi, %r9
	cmpq $8, %rsi
	jae .LBB_508
	jmp .LBB_507
.LBB_510:
	xorl %ecx, %ecx
	jmp .LBB_512
.LBB_511:
	movq 96(%rsp), %rcx
.LBB_512:
	addq $16400, 1552(%rsp)
	decq 1544(%rsp)
	movq %r12, 1560(%rsp)
	movq %rbx, 1568(%rsp)
	movq %r15, 1592(%rsp)
	movq 176(%rsp), %rax
	movq %rax, 1600(%rsp)
	movq %r13, 1576(%rsp)
	movq %r14, 1584(%rsp)
	movq 328(%rsp), %rax
	movq 672(%rsp), %rdx
	movq 680(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	movq 128(%rsp), %r14
	jmp .LBB_515
.LBB_513:
	xorl %r10d, %r10d
.LBB_514:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 816(%rsp,%r9)
	movq %r11, 824(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_533
.LBB_515:
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	leaq (%rcx,%r9), %r10
	addq $1025, %r10
	addq %rcx, %r9
	cmpq %r10, %rax
	cmovbq %rax, %r10
	cmpq %rax, %r9
	setae %r11b
	movq %r10, %rbx
	subq %r9, %rbx
	cmpq $1025, %rbx
	setne %bl
	orb %r11b, %bl
	jne .LBB_513
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_522
	cmpq $1, %rsi
	jne .LBB_519
	xorl %r11d, %r11d
	jmp .LBB_521
.LBB_519:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_520:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_520
.LBB_521:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
	movq 128(%rsp), %r14
	movq 72(%rsp), %r15
.LBB_522:
	shlq $3, %r11
.LBB_523:
	cmpq %r11, %rdi
	je .LBB_526
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_526
	movabsq $1151796703138937857, %r12
	imulq %r12, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r12
	cmpq %r12, %rbx
	jb .LBB_523
	jmp .LBB_513
.LBB_526:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_529
	cmpq $1, %rsi
	jne .LBB_530
	xorl %r11d, %r11d
	jmp .LBB_532
.LBB_529:
	movq $-1, %r11
	jmp .LBB_514
.LBB_530:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_531:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_531
.LBB_532:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	movq 128(%rsp), %r14
	movq 72(%rsp), %r15
	jmp .LBB_514
.LBB_533:
	vmovups 1040(%rsp), %ymm0
	vmovups %ymm0, 1840(%rsp)
	vmovups 1008(%rsp), %ymm0
	vmovups %ymm0, 1808(%rsp)
	vmovups 976(%rsp), %ymm0
	vmovups %ymm0, 1776(%rsp)
	vmovups 944(%rsp), %ymm0
	vmovups %ymm0, 1744(%rsp)
	vmovups 848(%rsp), %ymm0
	vmovupd 880(%rsp), %ymm1
	vmovupd 912(%rsp), %ymm2
	vmovupd %ymm2, 1712(%rsp)
	vmovupd %ymm1, 1680(%rsp)
	vmovups %ymm0, 1648(%rsp)
	vmovupd 816(%rsp), %ymm0
	vmovupd %ymm0, 1616(%rsp)
	testq %r14, %r14
	je .LBB_817
	movq 320(%rsp), %rbp
	xorl %r13d, %r13d
	jmp .LBB_536
.LBB_535:
	movzbl 16399(%r9), %eax
	movb %al, 32(%r10)
	movq 168(%rsp), %rax
	movq %rax, %rbp
	movq 160(%rsp), %r13
	cmpq %rsi, %rax
	je .LBB_817
.LBB_536:
	movq 16(%rbp), %rdx
	testq %rdx, %rdx
	js .LBB_912
	movq (%rbp), %r9
	movq 8(%rbp), %rsi
	movq %r9, %rax
	orq %rsi, %rax
	js .LBB_912
	decq %r9
	leaq -1(%rsi), %rax
	cmpq %rax, %r9
	cmovbeq %rax, %r9
	movq 24(%rbp), %rax
	testq %rax, %rax
	js .LBB_912
	movq 32(%rbp), %rdi
	movq 40(%rbp), %rcx
	movq %rdi, %r8
	orq %rcx, %r8
	js .LBB_912
	decq %rdi
	decq %rcx
	cmpq %rcx, %rdi
	cmovaq %rdi, %rcx
	leaq -1(%rax), %rdi
	cmpq %rdi, %rcx
	cmovbeq %rdi, %rcx
	leaq -1(%rdx,%r9), %rdx
	movq 336(%rsp), %rdi
	movq (%rdi), %r8
	movq %rdx, %rdi
	subq %r8, %rdi
	jb .LBB_544
	movq %rdi, %r9
	movq 344(%rsp), %rdi
	movq (%rdi), %rdi
	addq %r8, %rdi
	cmpq %rdi, %rdx
	jae .LBB_544
	movq %r9, %rdx
	movabsq $1151796703138937857, %rdi
	mulxq %rdi, %r14, %r14
	shrq $6, %r14
	movq %r14, %rdi
	shlq $10, %rdi
	addq %r14, %rdi
	subq %rdi, %rdx
	movq %rdx, 48(%rsp)
	je .LBB_544
	movl $1, %r12d
	addq %rcx, %rax
	decq %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jae .LBB_545
	jmp .LBB_548
.LBB_544:
	xorl %r12d, %r12d
	addq %rcx, %rax
	decq %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jb .LBB_548
.LBB_545:
	movq %rcx, %rdx
	movq 344(%rsp), %rcx
	addq (%rcx), %r8
	cmpq %r8, %rax
	jae .LBB_548
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %rax
	shlq $10, %rax
	addq %rcx, %rax
	subq %rax, %rdx
	movq %rdx, 1472(%rsp)
	je .LBB_548
	movq %rcx, 1376(%rsp)
	movl $1, %eax
	movq %rax, 16(%rsp)
	jmp .LBB_549
.LBB_548:
	movq $0, 16(%rsp)
.LBB_549:
	leaq 1232(%rsp), %rax
	movq %rax, 1208(%rsp)
	leaq 1560(%rsp), %rax
	movq %rax, 1216(%rsp)
	leaq 336(%rsp), %rax
	movq %rax, 1224(%rsp)
	movq 424(%rsp), %rbx
	movq 432(%rsp), %r15
	leaq 1208(%rsp), %rdi
	movq %rsi, 1184(%rsp)
	leaq 368(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq (%rbp), %rsi
	leaq 1208(%rsp), %rdi
	leaq 392(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 384(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 408(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	testq %r15, %r15
	je .LBB_564
	movq 376(%rsp), %rax
	movq 400(%rsp), %rcx
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rdx
	adcq $0, %rdx
	testq %r15, %r15
	je .LBB_555
	movq %rbx, %rsi
	subq %rax, %rsi
	cmpq $64, %rsi
	setb %sil
	movq %rbx, %rdi
	subq %rcx, %rdi
	cmpq $64, %rdi
	setb %dil
	orb %sil, %dil
	je .LBB_556
.LBB_555:
	xorl %esi, %esi
.LBB_559:
	movq %rdx, %r8
	movq %rsi, %rdi
	andq $1, %r8
	je .LBB_562
	movq %rsi, %rdi
.LBB_561:
	vmovsd (%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rdi,8)
	incq %rdi
	decq %r8
	jne .LBB_561
.LBB_562:
	subq %rdx, %rsi
	cmpq $-4, %rsi
	ja .LBB_564
.LBB_563:
	vmovsd (%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rdi,8)
	vmovsd 8(%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 8(%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%rbx,%rdi,8)
	vmovsd 16(%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 16(%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rbx,%rdi,8)
	vmovsd 24(%rax,%rdi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 24(%rcx,%rdi,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%rbx,%rdi,8)
	addq $4, %rdi
	cmpq %rdi, %r15
	jne .LBB_563
	jmp .LBB_564
.LBB_556:
	movq %rdx, %rsi
	andq $-16, %rsi
	xorl %edi, %edi
.LBB_557:
	vmovupd (%rax,%rdi,8), %ymm0
	vmovupd 32(%rax,%rdi,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rcx,%rdi,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rdi,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rbx,%rdi,8)
	vmovupd %ymm1, 32(%rbx,%rdi,8)
	addq $8, %rdi
	cmpq %rdi, %rsi
	jne .LBB_557
	cmpq %rsi, %r15
	jne .LBB_559
.LBB_564:
	movq 16(%rbp), %r9
	testq %r9, %r9
	js .LBB_912
	movq 424(%rsp), %r11
	movq 432(%rsp), %rdx
	movq 1600(%rsp), %rbx
	movq 1576(%rsp), %rax
	movq %rax, 784(%rsp)
	movq 1584(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %r12, 1128(%rsp)
	movq 48(%rsp), %rax
	movq %rax, 1136(%rsp)
	movq %r14, 1144(%rsp)
	movq 448(%rsp), %rcx
	movq 456(%rsp), %r14
	cmpq $1, %r9
	movq %r13, 184(%rsp)
	movq %rbp, 88(%rsp)
	jne .LBB_570
	movq %rdx, %rax
	subq %rbx, %rax
	jb .LBB_865
	cmpq %r14, %rax
	cmovbq %rax, %r14
	testq %r14, %r14
	je .LBB_578
	movq %rbx, %rax
	shlq $7, %rax
	addq %rax, %r11
	movl $120, %edx
.LBB_569:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rcx,%rdx)
	vaddsd -112(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rcx,%rdx)
	vaddsd -104(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rcx,%rdx)
	vaddsd -96(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rcx,%rdx)
	vaddsd -88(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rcx,%rdx)
	vaddsd -80(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rcx,%rdx)
	vaddsd -72(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rcx,%rdx)
	vaddsd -64(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rcx,%rdx)
	vaddsd -56(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rcx,%rdx)
	vaddsd -48(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rcx,%rdx)
	vaddsd -40(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rcx,%rdx)
	vaddsd -32(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rcx,%rdx)
	vaddsd -24(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rcx,%rdx)
	vaddsd -16(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rcx,%rdx)
	vaddsd -8(%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rcx,%rdx)
	vaddsd (%r11,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rcx,%rdx)
	subq $-128, %rdx
	decq %r14
	jne .LBB_569
	jmp .LBB_578
.LBB_570:
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd %ymm2, 912(%rsp)
	vmovupd %ymm2, 880(%rsp)
	vmovupd %ymm2, 848(%rsp)
	vmovupd %ymm2, 816(%rsp)
	leaq 1(%r9), %rax
	imulq %r9, %rax
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmovupd %ymm2, 192(%rsp)
	vmovupd %ymm2, 224(%rsp)
	vmovupd %ymm2, 256(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	leaq 1(%rbx), %r8
	movq %r8, %rdi
	subq %r9, %rdi
	cmpq %rbx, %rdx
	jbe .LBB_874
	cmpq %r9, %r8
	jb .LBB_866
	testq %r9, %r9
	je .LBB_576
	shlq $7, %r8
	addq %r11, %r8
	shlq $7, %rdi
	addq %r11, %rdi
	vmovupd 192(%rsp), %ymm2
	vmovupd 224(%rsp), %ymm3
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm5
	vmovupd 816(%rsp), %ymm1
	vmovsd 864(%rsp), %xmm6
	vinsertf128 $1, %xmm6, %ymm0, %ymm6
	vblendpd $3, 848(%rsp), %ymm6, %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 888(%rsp), %xmm7, %xmm8
	vmovupd 912(%rsp), %ymm7
	vinsertf128 $1, 896(%rsp), %ymm8, %ymm8
	movl $1, %esi
.LBB_574:
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
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
	subq $-128, %rdi
	incq %rsi
	cmpq %r8, %rdi
	jne .LBB_574
	vmovupd %ymm2, 192(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm5, 288(%rsp)
	vmovupd %ymm1, 816(%rsp)
	vmovupd %ymm6, 848(%rsp)
	vmovupd %ymm8, 880(%rsp)
	vmovupd %ymm7, 912(%rsp)
.LBB_576:
	movq %r9, 32(%rsp)
	testq %r14, %r14
	je .LBB_921
	vmovupd 192(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, (%rcx)
	vmovupd 224(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%rcx)
	vmovupd 256(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%rcx)
	vmovupd 288(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%rcx)
	cmpq $1, %r14
	jne .LBB_659
.LBB_578:
	movq 424(%rsp), %r14
	movq 432(%rsp), %r15
	movq 32(%rbp), %rsi
	leaq 1208(%rsp), %rdi
	leaq 392(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 408(%rsp), %rax
	shlq $4, %rax
	shlq $4, %r15
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	testq %rax, %rax
	je .LBB_585
	movq 400(%rsp), %rcx
	movq %r14, %rdx
	subq %rcx, %rdx
	cmpq $128, %rdx
	jae .LBB_583
	xorl %edx, %edx
.LBB_582:
	vmovsd .LCPI_5(%rip), %xmm1
	vmulsd (%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, (%r14,%rdx,8)
	vmulsd 8(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 8(%r14,%rdx,8)
	vmulsd 16(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 16(%r14,%rdx,8)
	vmulsd 24(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 24(%r14,%rdx,8)
	vmulsd 32(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 32(%r14,%rdx,8)
	vmulsd 40(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 40(%r14,%rdx,8)
	vmulsd 48(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 48(%r14,%rdx,8)
	vmulsd 56(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 56(%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_582
	jmp .LBB_585
.LBB_583:
	xorl %edx, %edx
.LBB_584:
	vbroadcastsd .LCPI_5(%rip), %ymm3
	vmulpd (%rcx,%rdx,8), %ymm3, %ymm0
	vmulpd 32(%rcx,%rdx,8), %ymm3, %ymm1
	vmulpd 64(%rcx,%rdx,8), %ymm3, %ymm2
	vmulpd 96(%rcx,%rdx,8), %ymm3, %ymm3
	vmovupd %ymm0, (%r14,%rdx,8)
	vmovupd %ymm1, 32(%r14,%rdx,8)
	vmovupd %ymm2, 64(%r14,%rdx,8)
	vmovupd %ymm3, 96(%r14,%rdx,8)
	addq $16, %rdx
	cmpq %rdx, %rax
	jne .LBB_584
.LBB_585:
	movq 40(%rbp), %rsi
	leaq 1208(%rsp), %rdi
	leaq 392(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 408(%rsp), %rax
	shlq $4, %rax
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	testq %rax, %rax
	movq 1184(%rsp), %rdi
	je .LBB_592
	movq 400(%rsp), %rcx
	leaq (%r14,%rax,8), %rdx
	leaq (%rcx,%rax,8), %rsi
	cmpq %rsi, %r14
	setb %sil
	cmpq %rdx, %rcx
	setb %dl
	testb %dl, %sil
	je .LBB_590
	xorl %edx, %edx
.LBB_589:
	vmovsd (%r14,%rdx,8), %xmm0
	vmovsd 8(%r14,%rdx,8), %xmm1
	vsubsd (%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r14,%rdx,8)
	vsubsd 8(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 8(%r14,%rdx,8)
	vmovsd 16(%r14,%rdx,8), %xmm0
	vsubsd 16(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r14,%rdx,8)
	vmovsd 24(%r14,%rdx,8), %xmm0
	vsubsd 24(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r14,%rdx,8)
	vmovsd 32(%r14,%rdx,8), %xmm0
	vsubsd 32(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r14,%rdx,8)
	vmovsd 40(%r14,%rdx,8), %xmm0
	vsubsd 40(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r14,%rdx,8)
	vmovsd 48(%r14,%rdx,8), %xmm0
	vsubsd 48(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r14,%rdx,8)
	vmovsd 56(%r14,%rdx,8), %xmm0
	vsubsd 56(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_589
	jmp .LBB_592
.LBB_590:
	xorl %edx, %edx
.LBB_591:
	vmovupd (%r14,%rdx,8), %ymm0
	vmovupd 32(%r14,%rdx,8), %ymm1
	vmovupd 64(%r14,%rdx,8), %ymm2
	vmovupd 96(%r14,%rdx,8), %ymm3
	vsubpd (%rcx,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rdx,8), %ymm1, %ymm1
	vsubpd 64(%rcx,%rdx,8), %ymm2, %ymm2
	vsubpd 96(%rcx,%rdx,8), %ymm3, %ymm3
	vmovupd %ymm0, (%r14,%rdx,8)
	vmovupd %ymm1, 32(%r14,%rdx,8)
	vmovupd %ymm2, 64(%r14,%rdx,8)
	vmovupd %ymm3, 96(%r14,%rdx,8)
	addq $16, %rdx
	cmpq %rdx, %rax
	jne .LBB_591
.LBB_592:
	movq 24(%rbp), %rax
	leaq 368(%rsp), %rcx
	movq %rax, 32(%rsp)
	cmpq %rdi, %rax
	je .LBB_594
	leaq 1208(%rsp), %rdi
	movq 32(%rsp), %rsi
	leaq 392(%rsp), %r12
	movq %r12, %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq %r12, %rcx
.LBB_594:
	movq 16(%rcx), %rax
	shlq $4, %rax
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	testq %rax, %rax
	je .LBB_601
	movq 8(%rcx), %rcx
	leaq (%rcx,%rax,8), %rdx
	cmpq %rdx, %r14
	jae .LBB_599
	leaq (%r14,%rax,8), %rdx
	cmpq %rdx, %rcx
	jae .LBB_599
	xorl %edx, %edx
.LBB_598:
	vmovsd (%r14,%rdx,8), %xmm0
	vmovsd 8(%r14,%rdx,8), %xmm1
	vsubsd (%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r14,%rdx,8)
	vsubsd 8(%rcx,%rdx,8), %xmm1, %xmm0
	vmovsd %xmm0, 8(%r14,%rdx,8)
	vmovsd 16(%r14,%rdx,8), %xmm0
	vsubsd 16(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r14,%rdx,8)
	vmovsd 24(%r14,%rdx,8), %xmm0
	vsubsd 24(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r14,%rdx,8)
	vmovsd 32(%r14,%rdx,8), %xmm0
	vsubsd 32(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r14,%rdx,8)
	vmovsd 40(%r14,%rdx,8), %xmm0
	vsubsd 40(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r14,%rdx,8)
	vmovsd 48(%r14,%rdx,8), %xmm0
	vsubsd 48(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r14,%rdx,8)
	vmovsd 56(%r14,%rdx,8), %xmm0
	vsubsd 56(%rcx,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_598
	jmp .LBB_601
.LBB_599:
	xorl %edx, %edx
.LBB_600:
	vmovupd (%r14,%rdx,8), %ymm0
	vmovupd 32(%r14,%rdx,8), %ymm1
	vmovupd 64(%r14,%rdx,8), %ymm2
	vmovupd 96(%r14,%rdx,8), %ymm3
	vsubpd (%rcx,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rdx,8), %ymm1, %ymm1
	vsubpd 64(%rcx,%rdx,8), %ymm2, %ymm2
	vsubpd 96(%rcx,%rdx,8), %ymm3, %ymm3
	vmovupd %ymm0, (%r14,%rdx,8)
	vmovupd %ymm1, 32(%r14,%rdx,8)
	vmovupd %ymm2, 64(%r14,%rdx,8)
	vmovupd %ymm3, 96(%r14,%rdx,8)
	addq $16, %rdx
	cmpq %rdx, %rax
	jne .LBB_600
.LBB_601:
	movq 32(%rsp), %rcx
	testq %rcx, %rcx
	js .LBB_912
	movq 424(%rsp), %r9
	movq 432(%rsp), %rdx
	movq 16(%rsp), %rax
	movq %rax, 1128(%rsp)
	movq 1472(%rsp), %rax
	movq %rax, 1136(%rsp)
	movq 1376(%rsp), %rax
	movq %rax, 1144(%rsp)
	movq 472(%rsp), %r10
	movq 480(%rsp), %r11
	cmpq $1, %rcx
	jne .LBB_607
	movq %rdx, %rax
	subq %rbx, %rax
	jb .LBB_865
	cmpq %r11, %rax
	cmovbq %rax, %r11
	testq %r11, %r11
	je .LBB_615
	shlq $7, %rbx
	addq %rbx, %r9
	movl $120, %edx
.LBB_606:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%r10,%rdx)
	vaddsd -112(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%r10,%rdx)
	vaddsd -104(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%r10,%rdx)
	vaddsd -96(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%r10,%rdx)
	vaddsd -88(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%r10,%rdx)
	vaddsd -80(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%r10,%rdx)
	vaddsd -72(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%r10,%rdx)
	vaddsd -64(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%r10,%rdx)
	vaddsd -56(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%r10,%rdx)
	vaddsd -48(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%r10,%rdx)
	vaddsd -40(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%r10,%rdx)
	vaddsd -32(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%r10,%rdx)
	vaddsd -24(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%r10,%rdx)
	vaddsd -16(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%r10,%rdx)
	vaddsd -8(%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%r10,%rdx)
	vaddsd (%r9,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%r10,%rdx)
	subq $-128, %rdx
	decq %r11
	jne .LBB_606
	jmp .LBB_615
.LBB_607:
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd %ymm2, 912(%rsp)
	vmovupd %ymm2, 880(%rsp)
	vmovupd %ymm2, 848(%rsp)
	vmovupd %ymm2, 816(%rsp)
	leaq 1(%rcx), %rax
	imulq %rcx, %rax
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmovupd %ymm2, 192(%rsp)
	vmovupd %ymm2, 224(%rsp)
	vmovupd %ymm2, 256(%rsp)
	vmovupd %ymm2, 288(%rsp)
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	leaq 1(%rbx), %r8
	movq %r8, %rdi
	subq %rcx, %rdi
	cmpq %rbx, %rdx
	jbe .LBB_874
	cmpq %rcx, %r8
	jb .LBB_866
	testq %rcx, %rcx
	je .LBB_613
	shlq $7, %r8
	addq %r9, %r8
	shlq $7, %rdi
	addq %r9, %rdi
	vmovupd 192(%rsp), %ymm2
	vmovupd 224(%rsp), %ymm3
	vmovupd 256(%rsp), %ymm4
	vmovupd 288(%rsp), %ymm5
	vmovupd 816(%rsp), %ymm1
	vmovsd 864(%rsp), %xmm6
	vinsertf128 $1, %xmm6, %ymm0, %ymm6
	vblendpd $3, 848(%rsp), %ymm6, %ymm6
	vxorpd %xmm7, %xmm7, %xmm7
	vmovhpd 888(%rsp), %xmm7, %xmm8
	vmovupd 912(%rsp), %ymm7
	vinsertf128 $1, 896(%rsp), %ymm8, %ymm8
	movl $1, %esi
.LBB_611:
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
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
	subq $-128, %rdi
	incq %rsi
	cmpq %r8, %rdi
	jne .LBB_611
	vmovupd %ymm2, 192(%rsp)
	vmovupd %ymm3, 224(%rsp)
	vmovupd %ymm4, 256(%rsp)
	vmovupd %ymm5, 288(%rsp)
	vmovupd %ymm1, 816(%rsp)
	vmovupd %ymm6, 848(%rsp)
	vmovupd %ymm8, 880(%rsp)
	vmovupd %ymm7, 912(%rsp)
.LBB_613:
	testq %r11, %r11
	je .LBB_921
	vmovupd 192(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, (%r10)
	vmovupd 224(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%r10)
	vmovupd 256(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%r10)
	vmovupd 288(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%r10)
	cmpq $1, %r11
	jne .LBB_698
.LBB_615:
	movq 1272(%rsp), %rsi
	cmpq %rsi, %r13
	jae .LBB_922
	movq 1264(%rsp), %rax
	leaq (,%r13,2), %rcx
	addq %r13, %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 96(%rsp), %rax
	movq %rax, 16(%rsp)
	movq 328(%rsp), %rax
	movq %rax, 784(%rsp)
	leaq 1616(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %rdx, 32(%rsp)
	movq %rdx, 200(%rsp)
	movq %rcx, 48(%rsp)
	movq %rcx, 208(%rsp)
	leaq 816(%rsp), %rdi
	leaq 192(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	leaq 48(%rbp), %rax
	movq %rax, 168(%rsp)
	leaq 1(%r13), %rax
	movq %rax, 160(%rsp)
	vmovups 816(%rsp), %ymm0
	vmovups 880(%rsp), %ymm1
	vmovups 912(%rsp), %ymm2
	vmovups %ymm2, 288(%rsp)
	vmovups %ymm0, 192(%rsp)
	vmovups %ymm1, 256(%rsp)
	vmovups 848(%rsp), %ymm0
	vmovups %ymm0, 224(%rsp)
	vmovsd 192(%rsp), %xmm0
	vmovsd %xmm0, 24(%rsp)
	vmovq 200(%rsp), %xmm0
	vmovsd 288(%rsp), %xmm1
	vmovsd 296(%rsp), %xmm2
	vmovsd %xmm2, 56(%rsp)
	vmovsd 280(%rsp), %xmm2
	vunpcklpd %xmm1, %xmm2, %xmm1
	vmovsd 272(%rsp), %xmm2
	vmovq 256(%rsp), %xmm3
	vmovsd 264(%rsp), %xmm4
	vunpcklpd %xmm2, %xmm4, %xmm2
	vmovq 248(%rsp), %xmm4
	vpunpcklqdq %xmm3, %xmm4, %xmm3
	vmovq 240(%rsp), %xmm4
	vmovq 224(%rsp), %xmm5
	vmovq 232(%rsp), %xmm6
	vpunpcklqdq %xmm4, %xmm6, %xmm4
	vmovq 216(%rsp), %xmm6
	vpunpcklqdq %xmm5, %xmm6, %xmm5
	vmovq 208(%rsp), %xmm6
	vpunpcklqdq %xmm6, %xmm0, %xmm0
	vmovapd 304(%rsp), %xmm6
	vmovapd %xmm6, 112(%rsp)
	vinsertf128 $1, %xmm1, %ymm2, %ymm1
	vmovupd %ymm1, 720(%rsp)
	vinserti128 $1, %xmm5, %ymm0, %ymm0
	vmovdqu %ymm0, 1152(%rsp)
	vinserti128 $1, %xmm3, %ymm4, %ymm0
	vmovdqu %ymm0, 1472(%rsp)
	xorl %r14d, %r14d
	jmp .LBB_619
.LBB_618:
	incq %r14
	cmpq $1025, %r14
	je .LBB_627
.LBB_619:
	movq 480(%rsp), %rsi
	cmpq %rsi, %r14
	jae .LBB_906
	movq 456(%rsp), %rsi
	cmpq %rsi, %r14
	jae .LBB_907
	movq %r14, %rbx
	shlq $7, %rbx
	movq 472(%rsp), %rcx
	addq %rbx, %rcx
	movq 448(%rsp), %rdx
	addq %rbx, %rdx
	vmovsd (%rcx), %xmm0
	vsubsd (%rdx), %xmm0, %xmm0
	vbroadcastsd .LCPI_6(%rip), %ymm3
	vandpd %xmm3, %xmm0, %xmm0
	xorl %eax, %eax
	vmovsd 24(%rsp), %xmm1
	vucomisd %xmm0, %xmm1
	setae %al
	vmovupd 8(%rcx), %ymm0
	vmovupd 72(%rcx), %ymm1
	vsubpd 72(%rdx), %ymm1, %ymm1
	vsubpd 8(%rdx), %ymm0, %ymm0
	vmovupd 40(%rcx), %ymm2
	vsubpd 40(%rdx), %ymm2, %ymm2
	vandpd %ymm3, %ymm2, %ymm2
	vcmplepd 1472(%rsp), %ymm2, %ymm2
	vandpd %ymm3, %ymm0, %ymm0
	vcmplepd 1152(%rsp), %ymm0, %ymm0
	vandpd %ymm3, %ymm1, %ymm1
	vcmplepd 720(%rsp), %ymm1, %ymm1
	vandpd .LCPI_7(%rip), %ymm2, %ymm2
	vandpd .LCPI_8(%rip), %ymm0, %ymm0
	vandpd .LCPI_9(%rip), %ymm1, %ymm1
	vorpd %ymm1, %ymm0, %ymm0
	vmovsd 104(%rcx), %xmm1
	vsubsd 104(%rdx), %xmm1, %xmm1
	vorpd %ymm2, %ymm0, %ymm0
	vandpd %xmm3, %xmm1, %xmm1
	xorl %esi, %esi
	vmovsd 56(%rsp), %xmm2
	vucomisd %xmm1, %xmm2
	setae %sil
	vmovupd 112(%rcx), %xmm1
	vsubpd 112(%rdx), %xmm1, %xmm1
	shll $13, %esi
	vandpd %xmm3, %xmm1, %xmm1
	vcmplepd 112(%rsp), %xmm1, %xmm1
	vandpd .LCPI_10(%rip), %xmm1, %xmm1
	vextractf128 $1, %ymm0, %xmm2
	vorpd %xmm2, %xmm0, %xmm0
	vpextrq $1, %xmm0, %rcx
	vmovq %xmm0, %rdx
	orq %rsi, %rdx
	orq %rcx, %rdx
	vshufps $238, %xmm1, %xmm1, %xmm0
	vorpd %xmm0, %xmm1, %xmm0
	vmovq %xmm0, %r15
	orq %rdx, %r15
	orq %rax, %r15
	je .LBB_618
	movq 16(%rsp), %rax
	leaq (%r14,%rax), %r12
.LBB_623:
	xorl %r13d, %r13d
	tzcntq %r15, %r13
	movl %r13d, %edx
	shll $10, %edx
	orq %r13, %rdx
	addq %r12, %rdx
	leaq 1384(%rsp), %rdi
	movq %rbp, %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 456(%rsp), %rsi
	cmpq %rsi, %r14
	jae .LBB_861
	movq 448(%rsp), %rax
	addq %rbx, %rax
	vmovsd %xmm0, (%rax,%r13,8)
	movq 480(%rsp), %rsi
	cmpq %rsi, %r14
	jae .LBB_862
	blsrq %r15, %r15
	movq 472(%rsp), %rax
	addq %rbx, %rax
	vmovsd %xmm1, (%rax,%r13,8)
	testq %r15, %r15
	jne .LBB_623
	jmp .LBB_618
.LBB_627:
	movq 16(%rsp), %rax
	movq %rax, %r13
	negq %r13
	addq $1025, %rax
	movq %rax, 720(%rsp)
	movq $0, 1152(%rsp)
	xorl %eax, %eax
	movq 128(%rsp), %rsi
	jmp .LBB_629
.LBB_628:
	movq 1472(%rsp), %rax
	incq %rax
	addq $-1025, %r13
	addq $8, 1152(%rsp)
	addq $1025, 720(%rsp)
	cmpq $16, %rax
	je .LBB_651
.LBB_629:
	movq %rax, %rbx
	shlq $10, %rbx
	movq %rax, 1472(%rsp)
	addq %rax, %rbx
	addq 16(%rsp), %rbx
	cmpq 784(%rsp), %rbx
	jae .LBB_628
	movq 1472(%rsp), %rax
	vmovsd 192(%rsp,%rax,8), %xmm0
	vxorpd %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jae .LBB_628
	leaq 1025(%rbx), %r8
	movq 784(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %rbx
	movq %r8, 112(%rsp)
	jb .LBB_633
	jmp .LBB_628
.LBB_632:
	movq 112(%rsp), %r8
	cmpq %r8, 24(%rsp)
	movq 128(%rsp), %rsi
	movq 56(%rsp), %rbx
	jae .LBB_628
.LBB_633:
	movq 672(%rsp), %rax
	movq 680(%rsp), %rdx
	cmpq $1, %rdx
	je .LBB_637
	testq %rdx, %rdx
	je .LBB_886
	movq %rdx, %rcx
	xorl %r15d, %r15d
.LBB_636:
	movq %r15, %rsi
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r15
	cmpq %rbx, (%rax,%r15,8)
	cmovaq %rsi, %r15
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_636
	jmp .LBB_638
.LBB_637:
	xorl %r15d, %r15d
.LBB_638:
	cmpq (%rax,%r15,8), %rbx
	sbbq $-1, %r15
	leaq -1(%r15), %r14
	cmpq %rdx, %r14
	jae .LBB_875
	cmpq %rdx, %r15
	leaq (%rax,%r15,8), %rax
	leaq 712(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 24(%rsp)
	cmovbq %r8, %rax
	movq %rax, 56(%rsp)
	cmpq %rax, %rbx
	jae .LBB_632
	cmpq 48(%rsp), %r14
	jae .LBB_887
	leaq (%rbx,%r13), %rbp
	shlq $7, %rbp
	addq 1152(%rsp), %rbp
	movq 784(%rsp), %r12
	movq 24(%rsp), %rax
	cmpq %r12, %rax
	cmovbq %rax, %r12
	movq 720(%rsp), %rax
	cmpq %rax, %r12
	cmovaeq %rax, %r12
	jmp .LBB_643
.LBB_642:
	incq %rbx
	subq $-128, %rbp
	cmpq %rbx, %r12
	je .LBB_632
.LBB_643:
	leaq (%rbx,%r13), %r14
	movq 32(%rsp), %rax
	vmovsd -8(%rax,%r15,8), %xmm0
	vucomisd .LCPI_11(%rip), %xmm0
	jae .LBB_647
	movq 480(%rsp), %rsi
	cmpq %rsi, %r14
	jae .LBB_852
	movq 456(%rsp), %rsi
	cmpq %rsi, %r14
	jae .LBB_853
	movq 448(%rsp), %rax
	movq 472(%rsp), %rcx
	vmovsd (%rcx,%rbp), %xmm1
	vsubsd (%rax,%rbp), %xmm1, %xmm1
	vandpd .LCPI_12(%rip), %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_642
.LBB_647:
	leaq 1384(%rsp), %rdi
	movq 88(%rsp), %rsi
	movq %rbx, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 456(%rsp), %rsi
	cmpq %rsi, %r14
	jae .LBB_844
	movq 448(%rsp), %rax
	vmovsd %xmm0, (%rax,%rbp)
	movq 480(%rsp), %rsi
	cmpq %rsi, %r14
	jae .LBB_845
	movq 472(%rsp), %rax
	vmovsd %xmm1, (%rax,%rbp)
	jmp .LBB_642
.LBB_651:
	movq 184(%rsp), %r13
	cmpq %rsi, %r13
	je .LBB_924
	movq 96(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 328(%rsp), %rdi
	movq 456(%rsp), %rax
	movq 480(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	movq 496(%rsp), %r9
	movq 504(%rsp), %r8
	cmpq %r8, %rax
	cmovaeq %r8, %rax
	testq %rax, %rax
	movq 1328(%rsp), %rsi
	je .LBB_742
	movq 448(%rsp), %rcx
	movq 472(%rsp), %rdx
	shlq $4, %rax
	cmpq $1, %rax
	movq %rax, %r10
	adcq $0, %r10
	testq %rax, %rax
	je .LBB_736
	leaq (%r9,%r10), %r11
	leaq (%rdx,%r10,8), %rbx
	leaq (%rcx,%r10,8), %r14
	cmpq %rbx, %r9
	setb %r15b
	cmpq %r11, %rdx
	setb %r12b
	cmpq %r14, %r9
	setb %bl
	cmpq %r11, %rcx
	setb %bpl
	testb %r12b, %r15b
	jne .LBB_816
	movl $0, %r11d
	andb %bpl, %bl
	jne .LBB_737
	movq %r10, %r11
	andq $-16, %r11
	xorl %ebx, %ebx
.LBB_657:
	vmovupd (%rdx,%rbx,8), %ymm0
	vmovupd 32(%rdx,%rbx,8), %ymm1
	vmovupd (%rcx,%rbx,8), %ymm2
	vmovupd 32(%rcx,%rbx,8), %ymm3
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
	vmovd %xmm0, (%r9,%rbx)
	vmovd %xmm1, 4(%r9,%rbx)
	addq $8, %rbx
	cmpq %rbx, %r11
	jne .LBB_657
	cmpq %r11, %rax
	jne .LBB_737
	jmp .LBB_742
.LBB_659:
	movq 32(%rsp), %rsi
	vcvtsi2sd %rsi, %xmm15, %xmm1
	movb %r12b, 160(%rsp)
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq 112(%rsp), %rax
	shlq $4, %rax
	addq 784(%rsp), %rax
	movq %rax, 56(%rsp)
	testq %r12, %r12
	leaq 1136(%rsp), %rax
	cmovneq %rax, %r12
	movq %r12, 64(%rsp)
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	leaq 96(%rcx), %rax
	movq %rax, 752(%rsp)
	leaq 96(%r11), %rax
	movq %rax, 152(%rsp)
	movq %rbx, %rax
	shlq $7, %rax
	addq %r11, %rax
	addq $96, %rax
	movq %rax, 352(%rsp)
	movq %rsi, %rax
	negq %rax
	movq %rax, 768(%rsp)
	movq %rbx, %rax
	subq %rsi, %rax
	movq %rax, 1192(%rsp)
	subq $-128, %r11
	shlq $7, %rsi
	negq %rsi
	movq %rsi, 24(%rsp)
	movl $1, %edi
	xorl %r9d, %r9d
	movq %r11, 168(%rsp)
	movq %rcx, 760(%rsp)
	movq %r14, 720(%rsp)
	jmp .LBB_661
.LBB_660:
	movq 1152(%rsp), %rax
	movq %rax, %rdi
	movq 720(%rsp), %r14
	cmpq %r14, %rax
	movq 184(%rsp), %r13
	movq 88(%rsp), %rbp
	movq 168(%rsp), %r11
	jae .LBB_578
.LBB_661:
	movq 112(%rsp), %rcx
	cmpq %rcx, %r9
	jae .LBB_666
	movq %r9, %rax
	shlq $4, %rax
	addq 784(%rsp), %rax
.LBB_663:
	movq (%rax), %rsi
	cmpq %rdi, %rsi
	jae .LBB_667
	incq %r9
	addq $16, %rax
	cmpq %r9, %rcx
	jne .LBB_663
	movq %rcx, %r9
	xorl %r10d, %r10d
	jmp .LBB_668
.LBB_666:
	xorl %r10d, %r10d
	jmp .LBB_668
.LBB_667:
	movl $1, %r10d
.LBB_668:
	cmpq %rdi, 48(%rsp)
	setae %al
	andb 160(%rsp), %al
	testq %r10, %r10
	jne .LBB_670
	movq %r14, %r15
	testb %al, %al
	je .LBB_675
.LBB_670:
	movl $2, %r11d
	subq %r10, %r11
	testb %r10b, %r10b
	movq 48(%rsp), %rcx
	movq %rcx, %r15
	cmovneq %rsi, %r15
	movzbl %al, %eax
	movq %r11, 1080(%rsp)
	movq $2, 1088(%rsp)
	movq %r10, 1096(%rsp)
	movq %rsi, 1104(%rsp)
	movq %rax, 1112(%rsp)
	movq %rcx, 1120(%rsp)
	testq %r10, %r10
	je .LBB_674
	je .LBB_674
	shll $4, %r10d
	leaq 1136(%rsp), %rax
	subq %r10, %rax
.LBB_673:
	movq %r15, %rcx
	incq %r11
	movq (%rax), %r15
	cmpq %r15, %rcx
	cmovbq %rcx, %r15
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r15
	addq $16, %rax
	cmpq $2, %r11
	jne .LBB_673
.LBB_674:
	movq 168(%rsp), %r11
.LBB_675:
	leaq 1(%r15), %rsi
	cmpq %rsi, %r14
	movq %rsi, %r12
	cmovbq %r14, %r12
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 816(%rsp), %ymm7
	vmovupd 848(%rsp), %ymm8
	vmovupd 880(%rsp), %ymm9
	vmovupd 912(%rsp), %ymm10
	subq %rdi, %r12
	movq 768(%rsp), %rcx
	jbe .LBB_680
	movq %rdi, %r13
	shlq $7, %r13
	movq 752(%rsp), %rax
	leaq (%rax,%r13), %rbp
	leaq (%rbx,%rdi), %r14
	addq 352(%rsp), %r13
	addq 1192(%rsp), %rdi
	shlq $7, %rdi
	addq 152(%rsp), %rdi
	xorl %r10d, %r10d
.LBB_677:
	cmpq %rdx, %r14
	jae .LBB_898
	leaq (%rcx,%r14), %rax
	cmpq %rdx, %rax
	jae .LBB_899
	vmovupd -96(%r13,%r10), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%rdi,%r10), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%rbp,%r10)
	vmovupd -64(%r13,%r10), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%rdi,%r10), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%rbp,%r10)
	vmovupd -32(%r13,%r10), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%rdi,%r10), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%rbp,%r10)
	vmovupd (%r13,%r10), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%rdi,%r10), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%rbp,%r10)
	subq $-128, %r10
	incq %r14
	decq %r12
	jne .LBB_677
	jmp .LBB_681
.LBB_680:
	vmovhpd 824(%rsp), %xmm7, %xmm7
	vinsertf128 $1, 832(%rsp), %ymm7, %ymm7
	vmovhpd 856(%rsp), %xmm8, %xmm8
	vinsertf128 $1, 864(%rsp), %ymm8, %ymm8
	vmovhpd 888(%rsp), %xmm9, %xmm9
	vinsertf128 $1, 896(%rsp), %ymm9, %ymm9
	vmovhpd 920(%rsp), %xmm10, %xmm10
	vinsertf128 $1, 928(%rsp), %ymm10, %ymm10
.LBB_681:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovupd %ymm7, 816(%rsp)
	vmovupd %ymm8, 848(%rsp)
	vmovupd %ymm9, 880(%rsp)
	vmovupd %ymm10, 912(%rsp)
	cmpq 720(%rsp), %r15
	movq 184(%rsp), %r13
	movq 88(%rsp), %rbp
	movq 760(%rsp), %rcx
	jae .LBB_578
	movq 112(%rsp), %rax
	cmpq %rax, %r9
	ja .LBB_846
	movq %rsi, 1152(%rsp)
	movq %r9, %r14
	shlq $4, %r14
	addq 784(%rsp), %r14
	leaq (%r15,%rbx), %r12
	leaq (%r15,%rbx), %rdi
	incq %rdi
	movq %rdi, 104(%rsp)
	subq 32(%rsp), %rdi
	setb %al
	cmpq %rdx, %r12
	setae %r13b
	movq %r15, %rbp
	shlq $7, %rbp
	addq %rcx, %rbp
	orb %al, %r13b
	movq %r12, 360(%rsp)
	shlq $7, %r12
	addq %r11, %r12
	xorl %r11d, %r11d
	movq 64(%rsp), %rsi
	jmp .LBB_686
.LBB_684:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r14
	ja .LBB_909
.LBB_685:
	vmovsd %xmm4, 192(%rsp,%r14,8)
	vmovsd %xmm3, 816(%rsp,%r14,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%rbp,%r14,8)
	movq %r8, %rsi
	movq %r10, %r14
.LBB_686:
	testb %r11b, %r11b
	je .LBB_695
	movq %r14, %r10
.LBB_688:
	testq %rsi, %rsi
	je .LBB_660
	cmpq %r15, (%rsi)
	jne .LBB_660
	movb $2, %r11b
	xorl %r8d, %r8d
	movq %rsi, %r14
	testb %r13b, %r13b
	jne .LBB_831
.LBB_691:
	movq 8(%r14), %r14
	cmpq $0, 32(%rsp)
	je .LBB_684
	cmpq $15, %r14
	ja .LBB_904
	leaq (%r12,%r14,8), %rsi
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %eax
	movq 24(%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_694:
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd (%rsi,%rcx), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rax
	subq $-128, %rcx
	jne .LBB_694
	jmp .LBB_685
.LBB_695:
	movq 56(%rsp), %rax
	movq %rax, %r10
	cmpq %rax, %r14
	je .LBB_688
	leaq 16(%r14), %r10
	cmpq %r15, (%r14)
	jne .LBB_688
	xorl %r11d, %r11d
	movq %rsi, %r8
	testb %r13b, %r13b
	je .LBB_691
	jmp .LBB_831
.LBB_698:
	vcvtsi2sd %rcx, %xmm15, %xmm1
	movq 16(%rsp), %rcx
	movb %cl, 48(%rsp)
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq 112(%rsp), %rax
	shlq $4, %rax
	addq 784(%rsp), %rax
	movq %rax, 56(%rsp)
	testq %rcx, %rcx
	leaq 1136(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 16(%rsp)
	movq 32(%rsp), %rcx
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	leaq 96(%r10), %rax
	movq %rax, 64(%rsp)
	leaq 96(%r9), %rax
	movq %rax, 360(%rsp)
	movq %rbx, %rax
	shlq $7, %rax
	addq %r9, %rax
	addq $96, %rax
	movq %rax, 104(%rsp)
	movq %rcx, %rax
	negq %rax
	movq %rax, 752(%rsp)
	movq %rbx, %rax
	subq %rcx, %rax
	movq %rax, 152(%rsp)
	subq $-128, %r9
	movq %r9, 168(%rsp)
	shlq $7, %rcx
	negq %rcx
	movq %rcx, 24(%rsp)
	movl $1, %edi
	xorl %r8d, %r8d
	movq %r10, 160(%rsp)
	movq %r11, 720(%rsp)
	jmp .LBB_700
.LBB_699:
	movq 1152(%rsp), %rax
	movq %rax, %rdi
	movq 720(%rsp), %r11
	cmpq %r11, %rax
	movq 184(%rsp), %r13
	movq 88(%rsp), %rbp
	jae .LBB_615
.LBB_700:
	movq 112(%rsp), %rcx
	cmpq %rcx, %r8
	jae .LBB_705
	movq %r8, %rax
	shlq $4, %rax
	addq 784(%rsp), %rax
.LBB_702:
	movq (%rax), %rsi
	cmpq %rdi, %rsi
	jae .LBB_706
	incq %r8
	addq $16, %rax
	cmpq %r8, %rcx
	jne .LBB_702
	movq %rcx, %r8
	xorl %r9d, %r9d
	jmp .LBB_707
.LBB_705:
	xorl %r9d, %r9d
	jmp .LBB_707
.LBB_706:
	movl $1, %r9d
.LBB_707:
	cmpq %rdi, 1472(%rsp)
	setae %al
	andb 48(%rsp), %al
	testq %r9, %r9
	jne .LBB_709
	movq %r11, %r15
	testb %al, %al
	je .LBB_713
.LBB_709:
	movl $2, %r10d
	subq %r9, %r10
	testb %r9b, %r9b
	movq 1472(%rsp), %rcx
	movq %rcx, %r15
	cmovneq %rsi, %r15
	movzbl %al, %eax
	movq %r10, 1080(%rsp)
	movq $2, 1088(%rsp)
	movq %r9, 1096(%rsp)
	movq %rsi, 1104(%rsp)
	movq %rax, 1112(%rsp)
	movq %rcx, 1120(%rsp)
	testq %r9, %r9
	je .LBB_713
	je .LBB_713
	shll $4, %r9d
	leaq 1136(%rsp), %rax
	subq %r9, %rax
.LBB_712:
	movq %r15, %rcx
	incq %r10
	movq (%rax), %r15
	cmpq %r15, %rcx
	cmovbq %rcx, %r15
	cmpb $0, -8(%rax)
	cmoveq %rcx, %r15
	addq $16, %rax
	cmpq $2, %r10
	jne .LBB_712
.LBB_713:
	leaq 1(%r15), %r10
	cmpq %r10, %r11
	movq %r10, 1152(%rsp)
	cmovbq %r11, %r10
	vmovupd 192(%rsp), %ymm3
	vmovupd 224(%rsp), %ymm4
	vmovupd 256(%rsp), %ymm5
	vmovupd 288(%rsp), %ymm6
	vmovupd 816(%rsp), %ymm7
	vmovupd 848(%rsp), %ymm8
	vmovupd 880(%rsp), %ymm9
	vmovupd 912(%rsp), %ymm10
	subq %rdi, %r10
	movq 32(%rsp), %rcx
	jbe .LBB_718
	movq %rdi, %r12
	shlq $7, %r12
	movq 64(%rsp), %rax
	leaq (%rax,%r12), %r13
	leaq (%rbx,%rdi), %r14
	addq 104(%rsp), %r12
	addq 152(%rsp), %rdi
	shlq $7, %rdi
	addq 360(%rsp), %rdi
	xorl %r9d, %r9d
	movq 752(%rsp), %rsi
.LBB_715:
	cmpq %rdx, %r14
	jae .LBB_898
	leaq (%rsi,%r14), %rax
	cmpq %rdx, %rax
	jae .LBB_900
	vmovupd -96(%r12,%r9), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%rdi,%r9), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r13,%r9)
	vmovupd -64(%r12,%r9), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%rdi,%r9), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r13,%r9)
	vmovupd -32(%r12,%r9), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%rdi,%r9), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r13,%r9)
	vmovupd (%r12,%r9), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%rdi,%r9), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r13,%r9)
	subq $-128, %r9
	incq %r14
	decq %r10
	jne .LBB_715
	jmp .LBB_719
.LBB_718:
	vmovhpd 824(%rsp), %xmm7, %xmm7
	vinsertf128 $1, 832(%rsp), %ymm7, %ymm7
	vmovhpd 856(%rsp), %xmm8, %xmm8
	vinsertf128 $1, 864(%rsp), %ymm8, %ymm8
	vmovhpd 888(%rsp), %xmm9, %xmm9
	vinsertf128 $1, 896(%rsp), %ymm9, %ymm9
	vmovhpd 920(%rsp), %xmm10, %xmm10
	vinsertf128 $1, 928(%rsp), %ymm10, %ymm10
.LBB_719:
	vmovupd %ymm3, 192(%rsp)
	vmovupd %ymm4, 224(%rsp)
	vmovupd %ymm5, 256(%rsp)
	vmovupd %ymm6, 288(%rsp)
	vmovupd %ymm7, 816(%rsp)
	vmovupd %ymm8, 848(%rsp)
	vmovupd %ymm9, 880(%rsp)
	vmovupd %ymm10, 912(%rsp)
	cmpq 720(%rsp), %r15
	movq 184(%rsp), %r13
	movq 168(%rsp), %rsi
	movq 160(%rsp), %r9
	jae .LBB_615
	movq 112(%rsp), %rax
	cmpq %rax, %r8
	ja .LBB_847
	movq %r8, %r14
	shlq $4, %r14
	addq 784(%rsp), %r14
	leaq (%r15,%rbx), %r12
	leaq (%r15,%rbx), %rdi
	incq %rdi
	movq %rdi, 760(%rsp)
	subq %rcx, %rdi
	setb %al
	cmpq %rdx, %r12
	setae %r13b
	movq %r15, %rbp
	shlq $7, %rbp
	addq %r9, %rbp
	orb %al, %r13b
	movq %r12, 768(%rsp)
	shlq $7, %r12
	addq %rsi, %r12
	xorl %r10d, %r10d
	movq 16(%rsp), %rsi
	jmp .LBB_724
.LBB_722:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $15, %r14
	ja .LBB_909
.LBB_723:
	vmovsd %xmm4, 192(%rsp,%r14,8)
	vmovsd %xmm3, 816(%rsp,%r14,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%rbp,%r14,8)
	movq %r11, %rsi
	movq %r9, %r14
	movq 32(%rsp), %rcx
.LBB_724:
	testb %r10b, %r10b
	je .LBB_733
	movq %r14, %r9
.LBB_726:
	testq %rsi, %rsi
	je .LBB_699
	cmpq %r15, (%rsi)
	jne .LBB_699
	movb $2, %r10b
	xorl %r11d, %r11d
	movq %rsi, %r14
	testb %r13b, %r13b
	jne .LBB_833
.LBB_729:
	movq 8(%r14), %r14
	testq %rcx, %rcx
	je .LBB_722
	cmpq $15, %r14
	ja .LBB_904
	leaq (%r12,%r14,8), %rsi
	vxorpd %xmm3, %xmm3, %xmm3
	movl $1, %eax
	movq 24(%rsp), %rcx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_732:
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd (%rsi,%rcx), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rax
	subq $-128, %rcx
	jne .LBB_732
	jmp .LBB_723
.LBB_733:
	movq 56(%rsp), %rax
	movq %rax, %r9
	cmpq %rax, %r14
	je .LBB_726
	leaq 16(%r14), %r9
	cmpq %r15, (%r14)
	jne .LBB_726
	xorl %r10d, %r10d
	movq %rsi, %r11
	testb %r13b, %r13b
	je .LBB_729
	jmp .LBB_833
.LBB_736:
	xorl %r11d, %r11d
.LBB_737:
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	je .LBB_740
.LBB_738:
	movq %r11, %rbx
.LBB_739:
	vmovsd (%rdx,%rbx,8), %xmm0
	vmovsd (%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %bpl
	vucomisd %xmm0, %xmm1
	seta %r15b
	subb %r15b, %bpl
	movb %bpl, (%r9,%rbx)
	incq %rbx
	decq %r14
	jne .LBB_739
.LBB_740:
	subq %r10, %r11
	cmpq $-4, %r11
	ja .LBB_742
.LBB_741:
	vmovsd (%rdx,%rbx,8), %xmm0
	vmovsd (%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, (%r9,%rbx)
	vmovsd 8(%rdx,%rbx,8), %xmm0
	vmovsd 8(%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, 1(%r9,%rbx)
	vmovsd 16(%rdx,%rbx,8), %xmm0
	vmovsd 16(%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, 2(%r9,%rbx)
	vmovsd 24(%rdx,%rbx,8), %xmm0
	vmovsd 24(%rcx,%rbx,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %r11b
	subb %r11b, %r10b
	movb %r10b, 3(%r9,%rbx)
	addq $4, %rbx
	cmpq %rbx, %rax
	jne .LBB_741
.LBB_742:
	leaq 536(%rsp), %rax
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 96(%rax)
	vmovdqu %ymm0, 64(%rax)
	vmovdqu %ymm0, 32(%rax)
	vmovdqu %ymm0, (%rax)
	testq %r8, %r8
	je .LBB_925
	leaq (,%r13,4), %rax
	addq %r13, %rax
	movq 144(%rsp), %rcx
	leaq (%rcx,%rax,8), %r10
	movq 520(%rsp), %rcx
	movq 528(%rsp), %rdx
	movzbl (%r9), %eax
	mulb 32(%r10)
	cmpb $-1, %al
	jne .LBB_746
	testq %rdx, %rdx
	je .LBB_954
	movw $0, (%rcx)
	movq $1, 536(%rsp)
.LBB_746:
	cmpq $1025, %r8
	jb .LBB_923
	movzbl 1(%r9), %eax
	mulb 16384(%r9)
	cmpb $-1, %al
	je .LBB_762
	movzbl 2(%r9), %eax
	mulb 16385(%r9)
	cmpb $-1, %al
	je .LBB_764
.LBB_749:
	movzbl 3(%r9), %eax
	mulb 16386(%r9)
	cmpb $-1, %al
	je .LBB_766
.LBB_750:
	movzbl 4(%r9), %eax
	mulb 16387(%r9)
	cmpb $-1, %al
	je .LBB_768
.LBB_751:
	movzbl 5(%r9), %eax
	mulb 16388(%r9)
	cmpb $-1, %al
	je .LBB_770
.LBB_752:
	movzbl 6(%r9), %eax
	mulb 16389(%r9)
	cmpb $-1, %al
	je .LBB_772
.LBB_753:
	movzbl 7(%r9), %eax
	mulb 16390(%r9)
	cmpb $-1, %al
	je .LBB_774
.LBB_754:
	movzbl 8(%r9), %eax
	mulb 16391(%r9)
	cmpb $-1, %al
	je .LBB_776
.LBB_755:
	movzbl 9(%r9), %eax
	mulb 16392(%r9)
	cmpb $-1, %al
	je .LBB_778
.LBB_756:
	movzbl 10(%r9), %eax
	mulb 16393(%r9)
	cmpb $-1, %al
	je .LBB_780
.LBB_757:
	movzbl 11(%r9), %eax
	mulb 16394(%r9)
	cmpb $-1, %al
	je .LBB_782
.LBB_758:
	movzbl 12(%r9), %eax
	mulb 16395(%r9)
	cmpb $-1, %al
	je .LBB_784
.LBB_759:
	movzbl 13(%r9), %eax
	mulb 16396(%r9)
	cmpb $-1, %al
	je .LBB_786
.LBB_760:
	movzbl 14(%r9), %eax
	mulb 16397(%r9)
	cmpb $-1, %al
	je .LBB_788
.LBB_761:
	movzbl 15(%r9), %eax
	mulb 16398(%r9)
	cmpb $-1, %al
	jne .LBB_792
	jmp .LBB_790
.LBB_762:
	cmpq $2, %rdx
	jb .LBB_956
	movw $0, 2050(%rcx)
	movq $1, 544(%rsp)
	movzbl 2(%r9), %eax
	mulb 16385(%r9)
	cmpb $-1, %al
	jne .LBB_749
.LBB_764:
	cmpq $3, %rdx
	jb .LBB_959
	movw $0, 4100(%rcx)
	movq $1, 552(%rsp)
	movzbl 3(%r9), %eax
	mulb 16386(%r9)
	cmpb $-1, %al
	jne .LBB_750
.LBB_766:
	cmpq $4, %rdx
	jb .LBB_946
	movw $0, 6150(%rcx)
	movq $1, 560(%rsp)
	movzbl 4(%r9), %eax
	mulb 16387(%r9)
	cmpb $-1, %al
	jne .LBB_751
.LBB_768:
	cmpq $5, %rdx
	jb .LBB_949
	movw $0, 8200(%rcx)
	movq $1, 568(%rsp)
	movzbl 5(%r9), %eax
	mulb 16388(%r9)
	cmpb $-1, %al
	jne .LBB_752
.LBB_770:
	cmpq $6, %rdx
	jb .LBB_952
	movw $0, 10250(%rcx)
	movq $1, 576(%rsp)
	movzbl 6(%r9), %eax
	mulb 16389(%r9)
	cmpb $-1, %al
	jne .LBB_753
.LBB_772:
	cmpq $7, %rdx
	jb .LBB_957
	movw $0, 12300(%rcx)
	movq $1, 584(%rsp)
	movzbl 7(%r9), %eax
	mulb 16390(%r9)
	cmpb $-1, %al
	jne .LBB_754
.LBB_774:
	cmpq $8, %rdx
	jb .LBB_960
	movw $0, 14350(%rcx)
	movq $1, 592(%rsp)
	movzbl 8(%r9), %eax
	mulb 16391(%r9)
	cmpb $-1, %al
	jne .LBB_755
.LBB_776:
	cmpq $9, %rdx
	jb .LBB_947
	movw $0, 16400(%rcx)
	movq $1, 600(%rsp)
	movzbl 9(%r9), %eax
	mulb 16392(%r9)
	cmpb $-1, %al
	jne .LBB_756
.LBB_778:
	cmpq $10, %rdx
	jb .LBB_950
	movw $0, 18450(%rcx)
	movq $1, 608(%rsp)
	movzbl 10(%r9), %eax
	mulb 16393(%r9)
	cmpb $-1, %al
	jne .LBB_757
.LBB_780:
	cmpq $11, %rdx
	jb .LBB_953
	movw $0, 20500(%rcx)
	movq $1, 616(%rsp)
	movzbl 11(%r9), %eax
	mulb 16394(%r9)
	cmpb $-1, %al
	jne .LBB_758
.LBB_782:
	cmpq $12, %rdx
	jb .LBB_958
	movw $0, 22550(%rcx)
	movq $1, 624(%rsp)
	movzbl 12(%r9), %eax
	mulb 16395(%r9)
	cmpb $-1, %al
	jne .LBB_759
.LBB_784:
	cmpq $13, %rdx
	jb .LBB_961
	movw $0, 24600(%rcx)
	movq $1, 632(%rsp)
	movzbl 13(%r9), %eax
	mulb 16396(%r9)
	cmpb $-1, %al
	jne .LBB_760
.LBB_786:
	cmpq $14, %rdx
	jb .LBB_948
	movw $0, 26650(%rcx)
	movq $1, 640(%rsp)
	movzbl 14(%r9), %eax
	mulb 16397(%r9)
	cmpb $-1, %al
	jne .LBB_761
.LBB_788:
	cmpq $15, %rdx
	jb .LBB_951
	movw $0, 28700(%rcx)
	movq $1, 648(%rsp)
	movzbl 15(%r9), %eax
	mulb 16398(%r9)
	cmpb $-1, %al
	jne .LBB_792
.LBB_790:
	cmpq $16, %rdx
	jb .LBB_955
	movw $0, 30750(%rcx)
	movq $1, 656(%rsp)
.LBB_792:
	movb $60, %cl
	bzhiq %rcx, %r8, %rax
	movq 528(%rsp), %rdx
	cmpq $1, %rax
	je .LBB_801
	leaq 16(%r9), %r11
	movabsq $1152921504606846975, %rax
	addq %r8, %rax
	bzhiq %rcx, %rax, %rbx
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	movl $1024, %eax
	cmovaeq %rax, %rbx
	xorl %r15d, %r15d
	jmp .LBB_795
.LBB_794:
	incq %r15
	cmpq %rbx, %r15
	je .LBB_800
.LBB_795:
	movq %r15, %r12
	shlq $4, %r12
	movzbl (%r9,%r12), %eax
	movzbl 13(%r9,%r12), %ecx
	mulb (%r11,%r12)
	xorl %r14d, %r14d
	cmpb $-1, %al
	vpmovzxbw 1(%r11,%r12), %xmm0
	vpmovzxbw 1(%r9,%r12), %xmm1
	sete %r14b
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
	vmovd 9(%r9,%r12), %xmm3
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
	movzwl 14(%r9,%r12), %eax
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
	orq %r14, %rax
	je .LBB_794
	movq 520(%rsp), %rcx
	leal 1(%r15), %ebp
.LBB_797:
	xorl %r12d, %r12d
	tzcntq %rax, %r12
	cmpq %rdx, %r12
	jae .LBB_871
	movq 536(%rsp,%r12,8), %r14
	cmpq $1024, %r14
	ja .LBB_870
	blsrq %rax, %rax
	movl %r12d, %r13d
	shll $11, %r13d
	leal (%r13,%r12,2), %r13d
	addq %rcx, %r13
	movw %bp, (%r13,%r14,2)
	incq %r14
	movq %r14, 536(%rsp,%r12,8)
	testq %rax, %rax
	jne .LBB_797
	jmp .LBB_794
.LBB_800:
	movq 528(%rsp), %rdx
.LBB_801:
	movq 520(%rsp), %rax
	xorl %ecx, %ecx
	jmp .LBB_803
.LBB_802:
	incq %rcx
	addq $2050, %rax
	cmpq $16, %rcx
	movq 128(%rsp), %r14
	movq 72(%rsp), %r15
	je .LBB_535
.LBB_803:
	cmpq %rdx, %rcx
	je .LBB_908
	movq 536(%rsp,%rcx,8), %rbx
	cmpq $1025, %rbx
	ja .LBB_836
	testq %rbx, %rbx
	je .LBB_802
	movq %rcx, %r11
	shlq $10, %r11
	addq %rcx, %r11
	addq 32(%rsp), %r11
	addq %rbx, %rbx
	leaq (%r9,%rcx), %r15
	xorl %r12d, %r12d
	jmp .LBB_808
.LBB_807:
	addq $2, %r12
	cmpq %r12, %rbx
	je .LBB_802
.LBB_808:
	movzwl (%rax,%r12), %r14d
	leaq (%r11,%r14), %r13
	cmpq %rdi, %r13
	jae .LBB_802
	cmpq %r14, %r8
	jbe .LBB_872
	shll $4, %r14d
	movsbq (%r15,%r14), %r14
	movq (%r10), %rbp
	cmpq %r14, %rbp
	je .LBB_807
	testq %rbp, %rbp
	je .LBB_814
	cmpq 40(%rsp), %r13
	jae .LBB_892
	movq 80(%rsp), %rsi
	vmovsd (%rsi,%r13,8), %xmm0
	vcvtsi2sd %rbp, %xmm15, %xmm1
	vmovsd 8(%r10), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_4(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vaddsd .LCPI_16(%rip), %xmm0, %xmm0
	vmulsd .LCPI_17(%rip), %xmm0, %xmm0
	vaddsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r10)
	incq 24(%r10)
.LBB_814:
	movq %r14, (%r10)
	cmpq 40(%rsp), %r13
	jae .LBB_884
	movq 80(%rsp), %rsi
	vmovq (%rsi,%r13,8), %xmm0
	vmovq %xmm0, 8(%r10)
	movq 1328(%rsp), %rsi
	jmp .LBB_807
.LBB_816:
	xorl %r11d, %r11d
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	jne .LBB_738
	jmp .LBB_740
.LBB_817:
	movq 1448(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_819
	movq 1456(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_819:
	cmpq $0, 1544(%rsp)
	movq 1552(%rsp), %rax
	jne .LBB_461
	jmp .LBB_823
.LBB_820:
	cmpq $21, %r14
	jae .LBB_822
	movq %r13, %rdi
	movq %r14, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movq 72(%rsp), %r15
	jmp .LBB_481
.LBB_822:
	movq %r13, %rdi
	movq %r14, %rsi
	leaq 15(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movq 72(%rsp), %r15
	jmp .LBB_481
.LBB_823:
	leaq (%r14,%r14,4), %rax
	movq 144(%rsp), %rcx
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 816(%rsp)
	movq %rcx, 824(%rsp)
	movq 1368(%rsp), %rcx
	movq %rcx, 832(%rsp)
	movq %rax, 840(%rsp)
	movq 80(%rsp), %rax
	movq %rax, 848(%rsp)
	movq 40(%rsp), %rax
	movq %rax, 856(%rsp)
	leaq 328(%rsp), %rax
	movq %rax, 864(%rsp)
	leaq 816(%rsp), %rsi
	movq 1200(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1384(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1256(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1232(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	movq 1280(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_827
	movq 1288(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_827:
	leaq 368(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 664(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
.LBB_828:
	addq $2008, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_829:
	movl $1025, %edx
	xorl %edi, %edi
	leaq .Lanon.1(%rip), %rcx
.LBB_830:
	movq %r14, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_831:
	movq 360(%rsp), %rbx
	cmpq %rdx, %rbx
	jae .LBB_835
	movq 104(%rsp), %rbx
	jmp .LBB_835
.LBB_833:
	movq 768(%rsp), %rbx
	cmpq %rdx, %rbx
	jae .LBB_835
	movq 760(%rsp), %rbx
.LBB_835:
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_837
.LBB_836:
	movl $1025, %edx
	xorl %edi, %edi
	leaq .Lanon.1(%rip), %rcx
.LBB_837:
	movq %rbx, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_838:
	leaq .Lanon.3(%rip), %rdx
	jmp .LBB_851
.LBB_839:
	leaq .Lanon.4(%rip), %rdx
	jmp .LBB_851
.LBB_840:
	movq %r15, %rdi
	movq %r9, %r14
	movq %r9, %rdx
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_830
.LBB_841:
	movq %r10, %rdi
	movq %r8, %r14
	movq %r8, %rdx
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_830
.LBB_842:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_851
.LBB_843:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_851
.LBB_844:
	leaq .Lanon.3(%rip), %rdx
	jmp .LBB_863
.LBB_845:
	leaq .Lanon.4(%rip), %rdx
	jmp .LBB_863
.LBB_846:
	movq %r9, %rdi
	jmp .LBB_848
.LBB_847:
	movq %r8, %rdi
.LBB_848:
	movq %rax, %rbx
	movq %rax, %rdx
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_837
.LBB_849:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_851
.LBB_850:
	leaq .Lanon.9(%rip), %rdx
.LBB_851:
	movq %rbx, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_852:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_863
.LBB_853:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_863
.LBB_860:
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_830
.LBB_854:
	movq %r14, %rdi
	movq %rdx, %r14
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_830
.LBB_855:
	movq %rsi, %r14
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_830
.LBB_856:
	movl $1025, %edx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_897
.LBB_857:
	movq %r12, %rbx
	movq %r9, %rdx
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_897
.LBB_858:
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_897
.LBB_861:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_863
.LBB_862:
	leaq .Lanon.9(%rip), %rdx
.LBB_863:
	movq %r14, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_864:
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_897
.LBB_874:
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_837
.LBB_865:
	movq %rbx, %rdi
	movq %rdx, %rbx
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_837
.LBB_866:
	movq %r8, %rbx
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_837
.LBB_867:
	movq %r13, %rbx
	movq 40(%rsp), %rdx
	leaq .Lanon.16(%rip), %rax
	jmp .LBB_897
.LBB_879:
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_897
.LBB_868:
	movq $-1, %rbx
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_897
.LBB_869:
	movq 1152(%rsp), %rsi
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_851
.LBB_870:
	movl $1025, %edx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_910
.LBB_871:
	movq %r12, %r14
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_910
.LBB_872:
	movq %r8, %rdx
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_910
.LBB_875:
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_910
.LBB_876:
	movq %r13, %rbx
	movq 40(%rsp), %rdx
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_897
.LBB_877:
	leaq .Lanon.20(%rip), %rdx
	movq 40(%rsp), %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_878:
	leaq .Lanon.20(%rip), %rdx
	movq 40(%rsp), %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_880:
	subq 24(%rsp), %rbx
	jmp .LBB_882
.LBB_881:
	subq %r15, %rbx
.LBB_882:
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_897
.LBB_884:
	movq %r13, %r14
	movq 40(%rsp), %rdx
	leaq .Lanon.16(%rip), %rax
	jmp .LBB_910
.LBB_885:
	movl $16, %edx
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_897
.LBB_886:
	movq $-1, %r14
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_910
.LBB_887:
	movq 48(%rsp), %rsi
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_863
.LBB_898:
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_910
.LBB_888:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	movq 152(%rsp), %r14
	jmp .LBB_82
.LBB_890:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	movq 128(%rsp), %r14
	movq 72(%rsp), %r15
	jmp .LBB_459
.LBB_892:
	movq %r13, %r14
	movq 40(%rsp), %rdx
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_910
.LBB_893:
	movl $16, %edx
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_897
.LBB_894:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_851
.LBB_895:
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_851
.LBB_896:
	movq %r9, %rbx
	movq %r9, %rdx
	leaq .Lanon.26(%rip), %rax
.LBB_897:
	movq %rbx, %rdi
	movq %rdx, %rsi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_899:
	subq 32(%rsp), %r14
	jmp .LBB_901
.LBB_900:
	subq %rcx, %r14
.LBB_901:
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_910
.LBB_903:
	leaq .Lanon.27(%rip), %rdi
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_904:
	movl $16, %edx
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_910
.LBB_905:
	leaq .Lanon.27(%rip), %rdi
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_906:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_863
.LBB_907:
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_863
.LBB_908:
	movq %rdx, %r14
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_910
.LBB_909:
	movl $16, %edx
	leaq .Lanon.23(%rip), %rax
.LBB_910:
	movq %r14, %rdi
	movq %rdx, %rsi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_911:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_912:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_913:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_914:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_915:
	leaq .Lanon.31(%rip), %rdi
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_916:
	xorl %ebx, %ebx
	xorl %edx, %edx
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_897
.LBB_917:
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_851
.LBB_918:
	movl $1024, %ebx
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_897
.LBB_919:
	movq 64(%rsp), %rsi
	movq %rsi, %rbx
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_851
.LBB_920:
	xorl %ebx, %ebx
	xorl %edx, %edx
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_897
.LBB_921:
	xorl %r14d, %r14d
	xorl %edx, %edx
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_910
.LBB_922:
	movq %r13, %r14
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_863
.LBB_923:
	movl $1024, %r14d
	movq %r8, %rdx
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_910
.LBB_924:
	movq %rsi, %r14
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_863
.LBB_925:
	xorl %r14d, %r14d
	xorl %edx, %edx
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_910
.LBB_926:
	movl $7, %ebx
	jmp .LBB_942
.LBB_927:
	movl $3, %ebx
	jmp .LBB_942
.LBB_928:
	movl $12, %ebx
	jmp .LBB_942
.LBB_929:
	movl $8, %ebx
	jmp .LBB_942
.LBB_930:
	movl $4, %ebx
	jmp .LBB_942
.LBB_931:
	movl $13, %ebx
	jmp .LBB_942
.LBB_932:
	xorl %ebx, %ebx
	xorl %edx, %edx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_897
.LBB_933:
	movl $9, %ebx
	jmp .LBB_942
.LBB_934:
	movl $5, %ebx
	jmp .LBB_942
.LBB_935:
	movl $14, %ebx
	jmp .LBB_942
.LBB_936:
	movl $10, %ebx
	jmp .LBB_942
.LBB_937:
	movl $6, %ebx
	jmp .LBB_942
.LBB_938:
	movl $2, %ebx
	jmp .LBB_942
.LBB_939:
	movl $11, %ebx
	jmp .LBB_942
.LBB_940:
	movl $1, %ebx
	jmp .LBB_942
.LBB_941:
	movl $15, %ebx
.LBB_942:
	movq %r9, %rdx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_897
.LBB_943:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_945
.LBB_944:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_945:
	ud2
.LBB_946:
	movl $3, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_947:
	movl $8, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_948:
	movl $13, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_949:
	movl $4, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_950:
	movl $9, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_951:
	movl $14, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_952:
	movl $5, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_953:
	movl $10, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_954:
	xorl %r14d, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_955:
	movl $15, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_956:
	movl $1, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_957:
	movl $6, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_958:
	movl $11, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_959:
	movl $2, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_960:
	movl $7, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_961:
	movl $12, %r14d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_910
.LBB_962:
	cmpq %rdx, %r9
	jae .LBB_964
	movq %r11, %r9
.LBB_964:
	leaq .Lanon.2(%rip), %rcx
	movq %r9, %r14
	jmp .LBB_830
.LBB_965:
	cmpq %rdx, %r10
	jae .LBB_967
	movq %r11, %r10
.LBB_967:
	leaq .Lanon.2(%rip), %rcx
	movq %r10, %r14
	jmp .LBB_830
	jmp .LBB_1027
	movq %rax, %rbx
	jmp .LBB_1036
	movq %rax, %rbx
	jmp .LBB_1030
	jmp .LBB_1033
	movq %rax, %rbx
	leaq 1384(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_1039
	movq %rax, %rbx
	leaq 1384(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_1051
	jmp .LBB_1019
	jmp .LBB_1021
	movq %rax, %rbx
	jmp .LBB_1054
	movq %rax, %rbx
	jmp .LBB_1042
	jmp .LBB_980
.LBB_980:
	movq %rax, %rbx
	leaq 696(%rsp), %r14
	jmp .LBB_1058
	jmp .LBB_983
.LBB_983:
	movq %rax, %rbx
	movq 1616(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_988
	movq 1624(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_988
	jmp .LBB_987
.LBB_987:
	movq %rax, %rbx
.LBB_988:
	movq 192(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_993
	movq 200(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_993
	jmp .LBB_992
.LBB_992:
	movq %rax, %rbx
.LBB_993:
	movq 1384(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_999
	movq 1392(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_999
	jmp .LBB_998
	jmp .LBB_1002
.LBB_998:
	movq %rax, %rbx
.LBB_999:
	movq 1080(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1003
	movq 1088(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1003
.LBB_1002:
	movq %rax, %rbx
.LBB_1003:
	leaq 816(%rsp), %rdi
	callq core::ptr::drop_in_place<[alloc::vec::Vec<[f64; 16]>; 2]>
	jmp .LBB_1013
	jmp .LBB_1006
.LBB_1006:
	movq %rax, %rbx
	movq 192(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1013
	movq 200(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1013
	movq %rax, %rbx
	leaq 696(%rsp), %r14
	jmp .LBB_1043
	movq %rax, %rbx
	leaq 696(%rsp), %r14
	jmp .LBB_1055
	jmp .LBB_1012
.LBB_1012:
	movq %rax, %rbx
.LBB_1013:
	leaq 696(%rsp), %r14
	jmp .LBB_1059
	jmp .LBB_1033
	jmp .LBB_1027
	ud2
	ud2
.LBB_1019:
	movq %rax, %rbx
	jmp .LBB_1035
.LBB_1021:
	movq %rax, %rbx
	jmp .LBB_1029
	jmp .LBB_1033
	jmp .LBB_1027
	jmp .LBB_1033
	jmp .LBB_1027
.LBB_1027:
	movq %rax, %rbx
	movq 1208(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1029
	movq 1216(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1029:
	leaq 1384(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_1030:
	movq 320(%rsp), %rax
	testq %rax, %rax
	je .LBB_1051
	shlq $3, %rax
	leaq (%rax,%rax,4), %rsi
	movl $8, %edx
	movq 104(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1051
.LBB_1033:
	movq %rax, %rbx
	movq 1448(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1035
	movq 1456(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1035:
	leaq 1384(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_1036:
	movq 1368(%rsp), %rax
	testq %rax, %rax
	je .LBB_1039
	shlq $3, %rax
	leaq (%rax,%rax,4), %rsi
	movl $8, %edx
	movq 144(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1039
	movq %rax, %rbx
.LBB_1039:
	movq 1264(%rsp), %r14
	movq 1272(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1045
.LBB_1040:
	movq 1256(%rsp), %rax
	testq %rax, %rax
	je .LBB_1042
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1042:
	leaq 696(%rsp), %r14
	leaq 1232(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
.LBB_1043:
	movq 1280(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1058
	movq 1288(%rsp), %rdi
	jmp .LBB_1057
.LBB_1045:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1047
.LBB_1046:
	addq $24, %r12
	decq %r15
	je .LBB_1040
.LBB_1047:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1046
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1046
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	movq %rax, %rbx
.LBB_1051:
	movq 1312(%rsp), %r14
	movq 1320(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1064
.LBB_1052:
	movq 1304(%rsp), %rax
	testq %rax, %rax
	je .LBB_1054
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1054:
	leaq 696(%rsp), %r14
	leaq 1256(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
.LBB_1055:
	movq 1232(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1058
	movq 1240(%rsp), %rdi
.LBB_1057:
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1058:
	leaq 368(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1059:
	movq 664(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1062
	movq 688(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1063
.LBB_1061:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1062:
	movq 672(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 688(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1061
.LBB_1063:
	movq (%r14), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1064:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1066
.LBB_1065:
	addq $24, %r12
	decq %r15
	je .LBB_1052
.LBB_1066:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1065
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1065
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
