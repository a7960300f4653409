# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=emeraldrapids
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $2024, %rsp
	movq %rdx, %rbx
	testb %sil, %sil
	movq %rdi, 1224(%rsp)
	je .LBB_14
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_26
	movq 16(%rbx), %r13
	movq 24(%rbx), %r15
	movq %r13, %rdi
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_38
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	movq %rdx, 128(%rsp)
	leaq 712(%rsp), %r14
	movq %r14, %rdi
	movq %rsi, 112(%rsp)
	movq %rdx, 40(%rsp)
	movq %r13, %rcx
	movq %r15, %r8
	callq kernel_sliding::grid_for
	movq %r15, 72(%rsp)
	shlq $4, %r15
	leaq (%r15,%r15,2), %r12
	leaq (%r13,%r12), %rax
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	movq %r13, 376(%rsp)
	movq %r13, 528(%rsp)
	movq %rax, 704(%rsp)
	movq %rax, 536(%rsp)
	leaq 400(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_39
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 104(%rsp)
	movq 72(%rsp), %rax
	movq 376(%rsp), %rcx
	testq %rax, %rax
	je .LBB_40
.LBB_6:
	movq 16(%rcx), %r15
	testq %r15, %r15
	js .LBB_1413
	movq 24(%rcx), %rax
	testq %rax, %rax
	js .LBB_1413
	cmpq %r15, %rax
	cmovaq %rax, %r15
	cmpq $1, 72(%rsp)
	je .LBB_13
	addq $-48, %r12
	movabsq $-6148914691236517205, %rax
	movq %r12, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
	addq $72, %rcx
.LBB_10:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1413
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1413
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %r15
	cmovbeq %rdx, %r15
	addq $48, %rcx
	decq %rax
	jne .LBB_10
.LBB_13:
	cmpq $1, %r15
	adcq $-1, %r15
	jmp .LBB_41
.LBB_14:
	movq 16(%rbx), %r13
	movq 24(%rbx), %r15
	movq %r13, %rdi
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_38
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	movq %rdx, 128(%rsp)
	leaq 712(%rsp), %r14
	movq %r14, %rdi
	movq %rsi, 112(%rsp)
	movq %rdx, 40(%rsp)
	movq %r13, %rcx
	movq %r15, %r8
	callq kernel_sliding::grid_for
	movq %r15, 72(%rsp)
	shlq $4, %r15
	leaq (%r15,%r15,2), %r12
	leaq (%r13,%r12), %rax
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	movq %r13, 376(%rsp)
	movq %r13, 528(%rsp)
	movq %rax, 704(%rsp)
	movq %rax, 536(%rsp)
	leaq 400(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_54
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 104(%rsp)
	movq 72(%rsp), %rax
	movq 376(%rsp), %rcx
	testq %rax, %rax
	je .LBB_55
.LBB_18:
	movq 16(%rcx), %r15
	testq %r15, %r15
	js .LBB_1414
	movq 24(%rcx), %rax
	testq %rax, %rax
	js .LBB_1414
	cmpq %r15, %rax
	cmovaq %rax, %r15
	cmpq $1, 72(%rsp)
	je .LBB_25
	addq $-48, %r12
	movabsq $-6148914691236517205, %rax
	movq %r12, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
	addq $72, %rcx
.LBB_22:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1414
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1414
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %r15
	cmovbeq %rdx, %r15
	addq $48, %rcx
	decq %rax
	jne .LBB_22
.LBB_25:
	cmpq $1, %r15
	adcq $-1, %r15
	jmp .LBB_56
.LBB_26:
	movq 16(%rbx), %r15
	movq 24(%rbx), %r14
	movq %r15, %rdi
	movq %r14, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_38
	movq (%rbx), %rsi
	movq 8(%rbx), %rdx
	movq %rdx, 1104(%rsp)
	leaq 712(%rsp), %rbx
	movq %rbx, %rdi
	movq %rsi, 112(%rsp)
	movq %rdx, 40(%rsp)
	movq %r15, %rcx
	movq %r14, %r8
	callq kernel_sliding::grid_for
	movq %r14, 1184(%rsp)
	shlq $4, %r14
	leaq (%r14,%r14,2), %r12
	leaq (%r15,%r12), %rax
	movq $0, 400(%rsp)
	movq $0, 464(%rsp)
	movq %r15, 200(%rsp)
	movq %r15, 528(%rsp)
	movq %rax, 768(%rsp)
	movq %rax, 536(%rsp)
	leaq 400(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_69
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq 200(%rsp), %rcx
	movq %rdx, 208(%rsp)
	cmpq $0, 1184(%rsp)
	je .LBB_70
.LBB_30:
	movq 16(%rcx), %r14
	testq %r14, %r14
	js .LBB_1415
	movq 24(%rcx), %rax
	testq %rax, %rax
	js .LBB_1415
	cmpq %r14, %rax
	cmovaq %rax, %r14
	cmpq $1, 1184(%rsp)
	je .LBB_37
	addq $-48, %r12
	movabsq $-6148914691236517205, %rax
	movq %r12, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
	addq $72, %rcx
.LBB_34:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1415
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1415
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %r14
	cmovbeq %rdx, %r14
	addq $48, %rcx
	decq %rax
	jne .LBB_34
.LBB_37:
	cmpq $1, %r14
	adcq $-1, %r14
	jmp .LBB_71
.LBB_38:
	movq 1224(%rsp), %rdi
	movq %rbx, %rsi
	addq $2024, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_39:
	movq $0, 104(%rsp)
	movq 72(%rsp), %rax
	movq 376(%rsp), %rcx
	testq %rax, %rax
	jne .LBB_6
.LBB_40:
	xorl %r15d, %r15d
.LBB_41:
	movq %r15, 776(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 1888(%rsp)
	vmovdqu %ymm0, 1920(%rsp)
	vmovdqu %ymm0, 1952(%rsp)
	vmovdqu %ymm0, 1984(%rsp)
	addq $1025, %r15
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 240(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 1632(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vmovups 240(%rsp), %xmm0
	vmovaps %xmm0, 784(%rsp)
	movq 256(%rsp), %rax
	movq %rax, 800(%rsp)
	vmovdqu 1632(%rsp), %xmm0
	vmovdqu %xmm0, 808(%rsp)
	movq 1648(%rsp), %rax
	movq %rax, 824(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 1040(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 1352(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 240(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqa %xmm0, 400(%rsp)
	leaq 1632(%rsp), %rdi
	leaq 400(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_1466
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 664(%rsp)
	vmovdqu %ymm0, 632(%rsp)
	vmovdqu %ymm0, 600(%rsp)
	vmovdqu %ymm0, 568(%rsp)
	vmovups 784(%rsp), %ymm0
	vmovups %ymm0, 400(%rsp)
	vmovups 800(%rsp), %ymm0
	vmovups %ymm0, 416(%rsp)
	vmovups 1040(%rsp), %xmm0
	vmovaps %xmm0, 448(%rsp)
	movq 1056(%rsp), %rcx
	movq %rcx, 464(%rsp)
	vmovups 1352(%rsp), %xmm0
	vmovups %xmm0, 472(%rsp)
	movq 1368(%rsp), %rcx
	movq %rcx, 488(%rsp)
	movq 256(%rsp), %rcx
	movq %rcx, 512(%rsp)
	vmovups 240(%rsp), %xmm0
	vmovaps %xmm0, 496(%rsp)
	movq 1648(%rsp), %rcx
	movq %rcx, 536(%rsp)
	vmovupd 1632(%rsp), %xmm0
	vmovupd %xmm0, 520(%rsp)
	movq $16, 544(%rsp)
	movq %rax, 552(%rsp)
	movq $16, 560(%rsp)
	movq 104(%rsp), %rax
	leaq 1025(%rax), %rdx
	leaq 1232(%rsp), %rdi
	leaq 1888(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq $0, 784(%rsp)
	movq $0, 848(%rsp)
	movq 376(%rsp), %rbx
	movq %rbx, 912(%rsp)
	movq 704(%rsp), %r15
	movq %r15, 920(%rsp)
	leaq 776(%rsp), %rax
	movq %rax, 928(%rsp)
	leaq 1256(%rsp), %rdi
	leaq 784(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movq %rbx, 1456(%rsp)
	movq %r15, 1464(%rsp)
	movq %r14, 1472(%rsp)
	leaq 1136(%rsp), %rdi
	leaq 1456(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 72(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_84
	xorl %r15d, %r15d
.LBB_53:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_54:
	movq $0, 104(%rsp)
	movq 72(%rsp), %rax
	movq 376(%rsp), %rcx
	testq %rax, %rax
	jne .LBB_18
.LBB_55:
	xorl %r15d, %r15d
.LBB_56:
	movq %r15, 776(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 1888(%rsp)
	vmovdqu %ymm0, 1920(%rsp)
	vmovdqu %ymm0, 1952(%rsp)
	vmovdqu %ymm0, 1984(%rsp)
	addq $1025, %r15
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 240(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 1632(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vmovups 240(%rsp), %xmm0
	vmovaps %xmm0, 784(%rsp)
	movq 256(%rsp), %rax
	movq %rax, 800(%rsp)
	vmovdqu 1632(%rsp), %xmm0
	vmovdqu %xmm0, 808(%rsp)
	movq 1648(%rsp), %rax
	movq %rax, 824(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 1040(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 1352(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 240(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqa %xmm0, 400(%rsp)
	leaq 1632(%rsp), %rdi
	leaq 400(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_1467
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 664(%rsp)
	vmovdqu %ymm0, 632(%rsp)
	vmovdqu %ymm0, 600(%rsp)
	vmovdqu %ymm0, 568(%rsp)
	vmovups 784(%rsp), %ymm0
	vmovups %ymm0, 400(%rsp)
	vmovups 800(%rsp), %ymm0
	vmovups %ymm0, 416(%rsp)
	vmovups 1040(%rsp), %xmm0
	vmovaps %xmm0, 448(%rsp)
	movq 1056(%rsp), %rcx
	movq %rcx, 464(%rsp)
	vmovups 1352(%rsp), %xmm0
	vmovups %xmm0, 472(%rsp)
	movq 1368(%rsp), %rcx
	movq %rcx, 488(%rsp)
	movq 256(%rsp), %rcx
	movq %rcx, 512(%rsp)
	vmovups 240(%rsp), %xmm0
	vmovaps %xmm0, 496(%rsp)
	movq 1648(%rsp), %rcx
	movq %rcx, 536(%rsp)
	vmovdqu 1632(%rsp), %xmm0
	vmovdqu %xmm0, 520(%rsp)
	movq $16, 544(%rsp)
	movq %rax, 552(%rsp)
	movq $16, 560(%rsp)
	movq 104(%rsp), %rax
	leaq 1025(%rax), %rdx
	leaq 1232(%rsp), %rdi
	leaq 1888(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq $0, 784(%rsp)
	movq $0, 848(%rsp)
	movq 376(%rsp), %rbx
	movq %rbx, 912(%rsp)
	movq 704(%rsp), %r15
	movq %r15, 920(%rsp)
	leaq 776(%rsp), %rax
	movq %rax, 928(%rsp)
	leaq 1256(%rsp), %rdi
	leaq 784(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movq %rbx, 1456(%rsp)
	movq %r15, 1464(%rsp)
	movq %r14, 1472(%rsp)
	leaq 1136(%rsp), %rdi
	leaq 1456(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 72(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_93
	xorl %r15d, %r15d
.LBB_68:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_69:
	xorl %edx, %edx
	movq 200(%rsp), %rcx
	movq %rdx, 208(%rsp)
	cmpq $0, 1184(%rsp)
	jne .LBB_30
.LBB_70:
	xorl %r14d, %r14d
.LBB_71:
	movq %r14, 128(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 1888(%rsp)
	vmovdqu %ymm0, 1920(%rsp)
	vmovdqu %ymm0, 1952(%rsp)
	vmovdqu %ymm0, 1984(%rsp)
	addq $1025, %r14
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 240(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 1632(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vmovups 240(%rsp), %xmm0
	vmovaps %xmm0, 784(%rsp)
	movq 256(%rsp), %rax
	movq %rax, 800(%rsp)
	vmovdqu 1632(%rsp), %xmm0
	vmovdqu %xmm0, 808(%rsp)
	movq 1648(%rsp), %rax
	movq %rax, 824(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 1040(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 1352(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 208(%rsp), %r14
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 432(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	leaq 240(%rsp), %rdi
	leaq 400(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqa %xmm0, 400(%rsp)
	leaq 1632(%rsp), %rdi
	leaq 400(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_1468
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 664(%rsp)
	vmovdqu %ymm0, 632(%rsp)
	vmovdqu %ymm0, 600(%rsp)
	vmovdqu %ymm0, 568(%rsp)
	vmovups 784(%rsp), %ymm0
	vmovups %ymm0, 400(%rsp)
	vmovups 800(%rsp), %ymm0
	vmovups %ymm0, 416(%rsp)
	vmovups 1040(%rsp), %xmm0
	vmovaps %xmm0, 448(%rsp)
	movq 1056(%rsp), %rcx
	movq %rcx, 464(%rsp)
	vmovups 1352(%rsp), %xmm0
	vmovups %xmm0, 472(%rsp)
	movq 1368(%rsp), %rcx
	movq %rcx, 488(%rsp)
	movq 256(%rsp), %rcx
	movq %rcx, 512(%rsp)
	vmovups 240(%rsp), %xmm0
	vmovaps %xmm0, 496(%rsp)
	movq 1648(%rsp), %rcx
	movq %rcx, 536(%rsp)
	vmovdqu 1632(%rsp), %xmm0
	vmovdqu %xmm0, 520(%rsp)
	movq $16, 544(%rsp)
	movq %rax, 552(%rsp)
	movq $16, 560(%rsp)
	leaq 1025(%r14), %rdx
	leaq 1312(%rsp), %rdi
	leaq 1888(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq $0, 784(%rsp)
	movq $0, 848(%rsp)
	movq 200(%rsp), %r14
	movq %r14, 912(%rsp)
	movq 768(%rsp), %r15
	movq %r15, 920(%rsp)
	leaq 128(%rsp), %rax
	movq %rax, 928(%rsp)
	leaq 1232(%rsp), %rdi
	leaq 784(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movq %r14, 1136(%rsp)
	movq %r15, 1144(%rsp)
	movq %rbx, 1152(%rsp)
	leaq 1256(%rsp), %rdi
	leaq 1136(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1184(%rsp), %rcx
	leaq (,%rcx,8), %rax
	leaq (%rax,%rax,4), %rbx
	movabsq $230584300921369395, %rax
	cmpq %rax, %rcx
	jbe .LBB_102
	xorl %r14d, %r14d
.LBB_83:
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_84:
	testq %r14, %r14
	je .LBB_111
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 72(%rsp), %rcx
	movq %rcx, 200(%rsp)
	movq %rax, 136(%rsp)
	testq %rax, %rax
	je .LBB_53
	cmpq $2, %rcx
	jb .LBB_112
.LBB_87:
	movq %rcx, %rax
	decq %rcx
	leaq -2(%rax), %rsi
	movl %ecx, %eax
	andl $7, %eax
	movq 136(%rsp), %rdx
	cmpq $7, %rsi
	jb .LBB_91
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	movq 136(%rsp), %rdx
.LBB_89:
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
	jne .LBB_89
	testq %rax, %rax
	je .LBB_113
.LBB_91:
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_92:
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_92
	jmp .LBB_113
.LBB_93:
	testq %r14, %r14
	je .LBB_504
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 72(%rsp), %rcx
	movq %rcx, 200(%rsp)
	movq %rax, 136(%rsp)
	testq %rax, %rax
	je .LBB_68
	cmpq $2, %rcx
	jb .LBB_505
.LBB_96:
	movq %rcx, %rax
	decq %rcx
	leaq -2(%rax), %rsi
	movl %ecx, %eax
	andl $7, %eax
	movq 136(%rsp), %rdx
	cmpq $7, %rsi
	jb .LBB_100
	andq $-8, %rcx
	vpxor %xmm0, %xmm0, %xmm0
	movq 136(%rsp), %rdx
.LBB_98:
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
	jne .LBB_98
	testq %rax, %rax
	je .LBB_506
.LBB_100:
	vpxor %xmm0, %xmm0, %xmm0
.LBB_101:
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_101
	jmp .LBB_506
.LBB_102:
	testq %rbx, %rbx
	je .LBB_903
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 1184(%rsp), %rcx
	movq %rcx, 1480(%rsp)
	movq %rax, 184(%rsp)
	testq %rax, %rax
	je .LBB_83
	cmpq $2, %rcx
	movq %rcx, %rax
	jb .LBB_904
.LBB_105:
	leaq -1(%rax), %rcx
	leaq -2(%rax), %rsi
	movl %ecx, %eax
	andl $7, %eax
	movq 184(%rsp), %rdx
	cmpq $7, %rsi
	movq 208(%rsp), %r14
	jb .LBB_109
	andq $-8, %rcx
	vpxor %xmm0, %xmm0, %xmm0
	movq 184(%rsp), %rdx
.LBB_107:
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
	jne .LBB_107
	testq %rax, %rax
	je .LBB_905
.LBB_109:
	vpxor %xmm0, %xmm0, %xmm0
.LBB_110:
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_110
	jmp .LBB_905
.LBB_111:
	movl $8, %eax
	movq %rax, 136(%rsp)
	movq $0, 200(%rsp)
	cmpq $2, %rcx
	jae .LBB_87
.LBB_112:
	movq 136(%rsp), %rdx
	testq %rcx, %rcx
	je .LBB_114
.LBB_113:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_114:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %r14
	cmpb $1, 16(%rax)
	jne .LBB_1382
	movq (%r14), %rax
	movq 8(%r14), %rdx
.LBB_116:
	leaq 1(%rax), %rcx
	movq %rcx, (%r14)
	movq 112(%rsp), %rcx
	movq %rcx, 1352(%rsp)
	movq 40(%rsp), %rcx
	movq %rcx, 1360(%rsp)
	vmovdqu .Lanon.0(%rip), %ymm0
	vmovdqu %ymm0, 1368(%rsp)
	movq %rax, 1400(%rsp)
	movq %rdx, 1408(%rsp)
	movq $16400, 152(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 128(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 184(%rsp)
	je .LBB_495
	movq 104(%rsp), %rax
	negq %rax
	movq %rax, 1336(%rsp)
	xorl %eax, %eax
.LBB_118:
	movq %rax, 224(%rsp)
	movq 1240(%rsp), %rbx
	movq 1248(%rsp), %rbp
	movq %rax, 768(%rsp)
	testq %rbp, %rbp
	je .LBB_130
	movq %rbp, %rax
	shlq $7, %rax
	addq %rbx, %rax
	movl $1025, %ecx
	movq 1336(%rsp), %rdx
	movq %rbx, %rsi
	jmp .LBB_121
.LBB_120:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_129
.LBB_121:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_123
.LBB_122:
	vmovq %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_120
.LBB_123:
	movq 224(%rsp), %r14
	leaq -1025(%r10,%r14), %rdi
	vmovq .LCPI_0(%rip), %xmm0
	cmpq 104(%rsp), %rdi
	jb .LBB_126
	addq %r11, %r14
	movq 128(%rsp), %rdi
	decq %rdi
	cmpq %r14, %rdi
	cmovaeq %r14, %rdi
	cmpq 40(%rsp), %rdi
	jae .LBB_1369
	movq 112(%rsp), %r14
	vmovq (%r14,%rdi,8), %xmm0
.LBB_126:
	vmovq %xmm0, -8(%r8,%r9)
	movq 224(%rsp), %rdi
	leaq (%r10,%rdi), %r14
	vmovq .LCPI_0(%rip), %xmm0
	cmpq 104(%rsp), %r14
	jb .LBB_122
	leaq 1025(%r11,%rdi), %r14
	movq 128(%rsp), %rdi
	decq %rdi
	cmpq %r14, %rdi
	cmovaeq %r14, %rdi
	cmpq 40(%rsp), %rdi
	jae .LBB_1369
	movq 112(%rsp), %r14
	vmovq (%r14,%rdi,8), %xmm0
	jmp .LBB_122
.LBB_129:
	movq 224(%rsp), %rax
.LBB_130:
	movq 720(%rsp), %rcx
	movq 728(%rsp), %rdx
	movq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_136
	cmpq $1, %rdx
	jne .LBB_133
	xorl %esi, %esi
	jmp .LBB_135
.LBB_133:
	movq %rdx, %rdi
	xorl %esi, %esi
.LBB_134:
	movq %rdi, %r8
	shrq %r8
	leaq (%r8,%rsi), %r9
	cmpq %rax, (%rcx,%r9,8)
	cmovbq %r9, %rsi
	subq %r8, %rdi
	cmpq $1, %rdi
	ja .LBB_134
.LBB_135:
	cmpq %rax, (%rcx,%rsi,8)
	adcq $0, %rsi
.LBB_136:
	addq 152(%rsp), %rax
	leaq (%rcx,%rsi,8), %rsi
	leaq (%rcx,%rdx,8), %rcx
	movq %rsi, 1496(%rsp)
	movq %rcx, 1504(%rsp)
	movq %rax, 1512(%rsp)
	movb $0, 1520(%rsp)
	leaq 224(%rsp), %rax
	movq %rax, 1488(%rsp)
	leaq 1160(%rsp), %rdi
	leaq 1488(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1168(%rsp), %r14
	movq 1176(%rsp), %r15
	cmpq $2, %r15
	jae .LBB_492
.LBB_138:
	leaq 224(%rsp), %rax
	movq %rax, 1312(%rsp)
	leaq 152(%rsp), %rax
	movq %rax, 1320(%rsp)
	movq 224(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_166
	movq 1256(%rsp), %rsi
	testq %rsi, %rsi
	setne %dl
	movq 1272(%rsp), %rax
	testq %rax, %rax
	setne %dil
	andb %dl, %dil
	cmpb $1, %dil
	jne .LBB_168
	movq 1264(%rsp), %rcx
	xorl %edx, %edx
	jmp .LBB_143
.LBB_141:
	leaq 1(%rcx), %rsi
	movq %rdi, %rdx
.LBB_142:
	decq %rax
	leaq (%rcx,%rcx,2), %rcx
	shlq $4, %rcx
	movb $57, %r8b
	kmovd %r8d, %k1
	vmovdqu64 (%rdi,%rcx), %zmm0 {%k1} {z}
	vmovdqa .LCPI_1(%rip), %ymm1
	vpermq %zmm0, %zmm1, %zmm0
	vmovupd 8(%rdi,%rcx), %xmm1
	vmovdqu %ymm0, (%rdi,%rcx)
	vmovupd %xmm1, 32(%rdi,%rcx)
	movq %rsi, %rcx
	movl $0, %esi
	testq %rax, %rax
	je .LBB_167
.LBB_143:
	testq %rdx, %rdx
	je .LBB_146
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jae .LBB_155
.LBB_145:
	movq %rdx, %rdi
	jmp .LBB_157
.LBB_146:
	testq %rcx, %rcx
	je .LBB_151
	movq %rcx, %rdi
	movq %rsi, %rdx
	andq $7, %rdi
	je .LBB_152
	xorl %r8d, %r8d
.LBB_149:
	movq 632(%rdx), %rdx
	incq %r8
	cmpq %r8, %rdi
	jne .LBB_149
	movq %rcx, %rsi
	subq %r8, %rsi
	cmpq $8, %rcx
	jae .LBB_153
	jmp .LBB_154
.LBB_151:
	movq %rsi, %rdx
	jmp .LBB_154
.LBB_152:
	movq %rcx, %rsi
	cmpq $8, %rcx
	jb .LBB_154
.LBB_153:
	movq 632(%rdx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rdx
	addq $-8, %rsi
	jne .LBB_153
.LBB_154:
	xorl %esi, %esi
	xorl %ecx, %ecx
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jb .LBB_145
.LBB_155:
	movq 528(%rdx), %rdi
	testq %rdi, %rdi
	je .LBB_1401
	incq %rsi
	movzwl 624(%rdx), %ecx
	movq %rdi, %rdx
	cmpw 626(%rdi), %cx
	jae .LBB_155
.LBB_157:
	testq %rsi, %rsi
	je .LBB_141
	leaq 640(%rdi,%rcx,8), %r8
	movq %rsi, %r9
	andq $7, %r9
	je .LBB_162
	xorl %r10d, %r10d
.LBB_160:
	movq (%r8), %rdx
	leaq 632(%rdx), %r8
	incq %r10
	cmpq %r10, %r9
	jne .LBB_160
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $8, %rsi
	jb .LBB_163
.LBB_164:
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
	jne .LBB_164
.LBB_163:
	xorl %esi, %esi
	jmp .LBB_142
.LBB_162:
	movq %rsi, %r9
	cmpq $8, %rsi
	jae .LBB_164
	jmp .LBB_163
.LBB_166:
	xorl %ecx, %ecx
	jmp .LBB_168
.LBB_167:
	movq 224(%rsp), %rcx
.LBB_168:
	movq %rbx, 1040(%rsp)
	movq %rbp, 1048(%rsp)
	movq 104(%rsp), %rax
	movq %rax, 1072(%rsp)
	movq 776(%rsp), %rax
	movq %rax, 1080(%rsp)
	movq %r14, 1056(%rsp)
	movq %r15, 1064(%rsp)
	addq $16400, 768(%rsp)
	decq 184(%rsp)
	movq 128(%rsp), %rax
	movq 720(%rsp), %rdx
	movq 728(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_171
.LBB_169:
	xorl %r10d, %r10d
.LBB_170:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 784(%rsp,%r9)
	movq %r11, 792(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_189
.LBB_171:
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	leaq 1025(%rcx,%r9), %r10
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
	jne .LBB_169
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_178
	cmpq $1, %rsi
	jne .LBB_175
	xorl %r11d, %r11d
	jmp .LBB_177
.LBB_175:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_176:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_176
.LBB_177:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
.LBB_178:
	shlq $3, %r11
.LBB_179:
	cmpq %r11, %rdi
	je .LBB_182
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_182
	movabsq $1151796703138937857, %r14
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_179
	jmp .LBB_169
.LBB_182:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_185
	cmpq $1, %rsi
	jne .LBB_186
	xorl %r11d, %r11d
	jmp .LBB_188
.LBB_185:
	movq $-1, %r11
	jmp .LBB_170
.LBB_186:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_187:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_187
.LBB_188:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_170
.LBB_189:
	vmovups 1008(%rsp), %ymm0
	vmovups %ymm0, 1856(%rsp)
	vmovups 976(%rsp), %ymm0
	vmovups %ymm0, 1824(%rsp)
	vmovups 944(%rsp), %ymm0
	vmovups %ymm0, 1792(%rsp)
	vmovups 912(%rsp), %ymm0
	vmovups %ymm0, 1760(%rsp)
	vmovupd 784(%rsp), %ymm0
	vmovups 848(%rsp), %ymm1
	vmovupd 880(%rsp), %ymm2
	vmovupd %ymm2, 1728(%rsp)
	vmovups %ymm1, 1696(%rsp)
	vmovupd 816(%rsp), %ymm1
	vmovupd %ymm1, 1664(%rsp)
	vmovupd %ymm0, 1632(%rsp)
	cmpq $0, 72(%rsp)
	je .LBB_489
	movq 376(%rsp), %r9
	xorl %eax, %eax
	jmp .LBB_192
.LBB_191:
	movzbl 16399(%r8), %eax
	movb %al, 32(%r10)
	movq 48(%rsp), %rcx
	movq %rcx, %r9
	movq 56(%rsp), %rax
	cmpq 704(%rsp), %rcx
	je .LBB_489
.LBB_192:
	movq %rax, 144(%rsp)
	movq 16(%r9), %rdx
	testq %rdx, %rdx
	js .LBB_1410
	movq (%r9), %r10
	movq 8(%r9), %rsi
	movq %rsi, %rax
	orq %r10, %rax
	js .LBB_1410
	decq %r10
	leaq -1(%rsi), %rax
	cmpq %rax, %r10
	cmovbeq %rax, %r10
	movq 24(%r9), %rax
	testq %rax, %rax
	js .LBB_1410
	movq 32(%r9), %rdi
	movq 40(%r9), %rcx
	movq %rcx, %r8
	orq %rdi, %r8
	js .LBB_1410
	leaq -1(%rdx,%r10), %rdx
	decq %rdi
	decq %rcx
	cmpq %rcx, %rdi
	cmovaq %rdi, %rcx
	leaq -1(%rax), %rdi
	cmpq %rdi, %rcx
	cmovbeq %rdi, %rcx
	movq 1312(%rsp), %rdi
	movq (%rdi), %r8
	movq %rdx, %rdi
	subq %r8, %rdi
	jb .LBB_200
	movq %rdi, %r10
	movq 1320(%rsp), %rdi
	movq (%rdi), %rdi
	addq %r8, %rdi
	cmpq %rdi, %rdx
	jae .LBB_200
	movq %r10, %rdx
	movabsq $1151796703138937857, %rdi
	mulxq %rdi, %r14, %r14
	shrq $6, %r14
	movq %r14, %rdi
	shlq $10, %rdi
	addq %r14, %rdi
	subq %rdi, %rdx
	movq %rdx, 56(%rsp)
	je .LBB_200
	movl $1, %r12d
	jmp .LBB_201
.LBB_200:
	xorl %r12d, %r12d
.LBB_201:
	leaq -1(%rcx,%rax), %rax
	movq %rax, %rcx
	subq %r8, %rcx
	movq %r9, 120(%rsp)
	jb .LBB_205
	movq %rcx, %rdx
	movq 1320(%rsp), %rcx
	addq (%rcx), %r8
	cmpq %r8, %rax
	jae .LBB_205
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %rax
	shlq $10, %rax
	addq %rcx, %rax
	subq %rax, %rdx
	movq %rdx, 392(%rsp)
	je .LBB_205
	movq %rcx, 1344(%rsp)
	movl $1, %eax
	movq %rax, 48(%rsp)
	jmp .LBB_206
.LBB_205:
	movq $0, 48(%rsp)
.LBB_206:
	leaq 1256(%rsp), %rax
	movq %rax, 1112(%rsp)
	leaq 1040(%rsp), %rax
	movq %rax, 1120(%rsp)
	leaq 1312(%rsp), %rax
	movq %rax, 1128(%rsp)
	movq 456(%rsp), %rbx
	movq 464(%rsp), %r15
	leaq 1112(%rsp), %rdi
	movq %rsi, 1088(%rsp)
	leaq 400(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 120(%rsp), %rax
	movq (%rax), %rsi
	leaq 1112(%rsp), %rdi
	leaq 424(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 416(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 440(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	testq %r15, %r15
	movq 120(%rsp), %r9
	je .LBB_221
	movq 408(%rsp), %rax
	movq 432(%rsp), %rcx
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rdx
	adcq $0, %rdx
	testq %r15, %r15
	je .LBB_212
	movq %rbx, %rsi
	subq %rax, %rsi
	cmpq $64, %rsi
	setb %sil
	movq %rbx, %rdi
	subq %rcx, %rdi
	cmpq $64, %rdi
	setb %dil
	orb %sil, %dil
	je .LBB_213
.LBB_212:
	xorl %edi, %edi
.LBB_216:
	movq %rdx, %r8
	movq %rdi, %rsi
	andq $1, %r8
	je .LBB_219
	movq %rdi, %rsi
.LBB_218:
	vmovsd (%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rsi,8)
	incq %rsi
	decq %r8
	jne .LBB_218
.LBB_219:
	subq %rdx, %rdi
	cmpq $-8, %rdi
	ja .LBB_221
.LBB_220:
	vmovsd (%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rsi,8)
	vmovsd 8(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 8(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%rbx,%rsi,8)
	vmovsd 16(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 16(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rbx,%rsi,8)
	vmovsd 24(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 24(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%rbx,%rsi,8)
	vmovsd 32(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 32(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%rbx,%rsi,8)
	vmovsd 40(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 40(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%rbx,%rsi,8)
	vmovsd 48(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 48(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%rbx,%rsi,8)
	vmovsd 56(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 56(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%rbx,%rsi,8)
	addq $8, %rsi
	cmpq %rsi, %r15
	jne .LBB_220
	jmp .LBB_221
.LBB_213:
	movq %rdx, %rdi
	andq $-16, %rdi
	xorl %esi, %esi
.LBB_214:
	vmovupd (%rax,%rsi,8), %ymm0
	vmovupd 32(%rax,%rsi,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rcx,%rsi,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rsi,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rbx,%rsi,8)
	vmovupd %ymm1, 32(%rbx,%rsi,8)
	addq $8, %rsi
	cmpq %rsi, %rdi
	jne .LBB_214
	cmpq %rdi, %r15
	jne .LBB_216
.LBB_221:
	movq 16(%r9), %r9
	testq %r9, %r9
	js .LBB_1410
	movq 456(%rsp), %rax
	movq %rax, 8(%rsp)
	movq 464(%rsp), %rdx
	movq 1080(%rsp), %r13
	movq 1056(%rsp), %rax
	movq %rax, 32(%rsp)
	movq %r12, 1416(%rsp)
	movq 56(%rsp), %rax
	movq %rax, 1424(%rsp)
	movq 1064(%rsp), %r15
	movq %r14, 1432(%rsp)
	movq 480(%rsp), %rcx
	movq 488(%rsp), %rsi
	cmpq $1, %r9
	movq %r13, 64(%rsp)
	movq %r15, 1280(%rsp)
	jne .LBB_227
	movq %rdx, %rax
	subq %r13, %rax
	jb .LBB_1332
	cmpq %rsi, %rax
	cmovbq %rax, %rsi
	testq %rsi, %rsi
	je .LBB_241
	movq 64(%rsp), %rax
	shlq $7, %rax
	addq %rax, 8(%rsp)
	movl $120, %edx
.LBB_226:
	vxorpd %xmm1, %xmm1, %xmm1
	movq 8(%rsp), %rax
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
	decq %rsi
	jne .LBB_226
	jmp .LBB_241
.LBB_227:
	movq %rsi, 96(%rsp)
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 880(%rsp)
	vmovupd %ymm1, 848(%rsp)
	vmovupd %ymm1, 816(%rsp)
	vmovupd %ymm1, 784(%rsp)
	leaq 1(%r9), %rax
	imulq %r9, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm1, 272(%rsp)
	vmovupd %ymm1, 304(%rsp)
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 336(%rsp)
	leaq 1(%r13), %rax
	movq %rax, %rbx
	subq %r9, %rbx
	cmpq %r13, %rdx
	movb $57, %sil
	jbe .LBB_1342
	cmpq %r9, %rax
	jb .LBB_1334
	testq %r9, %r9
	je .LBB_232
	shlq $7, %rbx
	addq 8(%rsp), %rbx
	bzhiq %rsi, %r9, %rax
	cmpq $1, %rax
	jne .LBB_233
	xorl %esi, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_237
.LBB_232:
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	jmp .LBB_239
.LBB_233:
	movabsq $144115188075855871, %rax
	addq %r9, %rax
	bzhiq %rsi, %rax, %rdi
	incq %rdi
	movq %rdi, %r8
	andq $-2, %r8
	negq %r8
	movl $2, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_234:
	leaq -1(%rsi), %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm13, %ymm8, %ymm8
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vmovupd 128(%rbx), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmovupd 160(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm2, %ymm11, %ymm2
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 192(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm10, %ymm8, %ymm8
	addq $256, %rbx
	leaq 2(%r8,%rsi), %rax
	addq $2, %rsi
	cmpq $2, %rax
	jne .LBB_234
	testb $1, %dil
	je .LBB_238
	addq $-2, %rsi
.LBB_237:
	incq %rsi
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm13, %ymm8, %ymm8
.LBB_238:
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm2, 272(%rsp)
	vmovupd %ymm3, 304(%rsp)
	vmovupd %ymm4, 336(%rsp)
	vmovupd %ymm5, 784(%rsp)
	vmovupd %ymm6, 816(%rsp)
	vmovupd %ymm7, 848(%rsp)
	vmovupd %ymm8, 880(%rsp)
.LBB_239:
	movq 96(%rsp), %rbx
	movq %r9, 16(%rsp)
	testq %rbx, %rbx
	je .LBB_1417
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%rcx)
	vdivpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 32(%rcx)
	vdivpd %ymm5, %ymm3, %ymm1
	vmovupd %ymm1, 64(%rcx)
	vdivpd %ymm5, %ymm4, %ymm1
	vmovupd %ymm1, 96(%rcx)
	cmpq $1, %rbx
	jne .LBB_275
.LBB_241:
	movq 456(%rsp), %r14
	movq 464(%rsp), %r13
	movq 120(%rsp), %rax
	movq 32(%rax), %rsi
	leaq 1112(%rsp), %rdi
	leaq 424(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 440(%rsp), %rax
	shlq $4, %rax
	shlq $4, %r13
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	je .LBB_248
	movq 432(%rsp), %rcx
	movq %r14, %rdx
	subq %rcx, %rdx
	cmpq $128, %rdx
	jae .LBB_246
	xorl %edx, %edx
.LBB_245:
	vmovsd .LCPI_4(%rip), %xmm1
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
	jne .LBB_245
	jmp .LBB_248
.LBB_246:
	xorl %edx, %edx
.LBB_247:
	vbroadcastsd .LCPI_4(%rip), %ymm3
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
	jne .LBB_247
.LBB_248:
	movq 120(%rsp), %rax
	movq 40(%rax), %rsi
	leaq 1112(%rsp), %rdi
	leaq 424(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 440(%rsp), %rax
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	movq 1088(%rsp), %rdi
	je .LBB_255
	movq 432(%rsp), %rcx
	leaq (%r14,%rax,8), %rdx
	leaq (%rcx,%rax,8), %rsi
	cmpq %rsi, %r14
	setb %sil
	cmpq %rdx, %rcx
	setb %dl
	testb %dl, %sil
	je .LBB_253
	xorl %edx, %edx
.LBB_252:
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
	jne .LBB_252
	jmp .LBB_255
.LBB_253:
	xorl %edx, %edx
.LBB_254:
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
	jne .LBB_254
.LBB_255:
	movq 120(%rsp), %rax
	movq 24(%rax), %rsi
	leaq 400(%rsp), %rcx
	cmpq %rdi, %rsi
	je .LBB_257
	leaq 1112(%rsp), %rdi
	leaq 424(%rsp), %rbx
	movq %rbx, %rdx
	movq %rsi, %r12
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq %r12, %rsi
	movq %rbx, %rcx
.LBB_257:
	movq 16(%rcx), %rax
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	movq 64(%rsp), %r13
	je .LBB_264
	movq 8(%rcx), %rcx
	leaq (%rcx,%rax,8), %rdx
	cmpq %rdx, %r14
	jae .LBB_262
	leaq (%r14,%rax,8), %rdx
	cmpq %rdx, %rcx
	jae .LBB_262
	xorl %edx, %edx
.LBB_261:
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
	jne .LBB_261
	jmp .LBB_264
.LBB_262:
	xorl %edx, %edx
.LBB_263:
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
	jne .LBB_263
.LBB_264:
	testq %rsi, %rsi
	js .LBB_1410
	movq 456(%rsp), %rax
	movq %rax, 8(%rsp)
	movq 48(%rsp), %rax
	movq %rax, 1416(%rsp)
	movq 392(%rsp), %rax
	movq %rax, 1424(%rsp)
	movq 464(%rsp), %rdx
	movq 1344(%rsp), %rax
	movq %rax, 1432(%rsp)
	movq 504(%rsp), %rcx
	movq 512(%rsp), %rdi
	cmpq $1, %rsi
	jne .LBB_270
	movq %rdx, %rax
	subq %r13, %rax
	jb .LBB_1332
	cmpq %rdi, %rax
	cmovbq %rax, %rdi
	testq %rdi, %rdi
	je .LBB_285
	shlq $7, %r13
	addq %r13, 8(%rsp)
	movl $120, %edx
.LBB_269:
	vxorpd %xmm1, %xmm1, %xmm1
	movq 8(%rsp), %rax
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
	decq %rdi
	jne .LBB_269
	jmp .LBB_285
.LBB_270:
	movq %rdi, 56(%rsp)
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 880(%rsp)
	vmovupd %ymm1, 848(%rsp)
	vmovupd %ymm1, 816(%rsp)
	vmovupd %ymm1, 784(%rsp)
	leaq 1(%rsi), %rax
	imulq %rsi, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm1, 272(%rsp)
	vmovupd %ymm1, 304(%rsp)
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 336(%rsp)
	leaq 1(%r13), %rax
	movq %rax, %rbx
	subq %rsi, %rbx
	cmpq %r13, %rdx
	jbe .LBB_1342
	cmpq %rsi, %rax
	jb .LBB_1334
	testq %rsi, %rsi
	je .LBB_276
	shlq $7, %rbx
	addq 8(%rsp), %rbx
	movb $57, %dil
	bzhiq %rdi, %rsi, %rax
	cmpq $1, %rax
	jne .LBB_277
	xorl %r9d, %r9d
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_281
.LBB_275:
	movb %r12b, 88(%rsp)
	movq 16(%rsp), %r8
	vcvtsi2sd %r8, %xmm15, %xmm1
	vmovsd .LCPI_3(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r15, %rax
	shlq $4, %rax
	addq 32(%rsp), %rax
	movq %rax, 1184(%rsp)
	testq %r12, %r12
	leaq 1424(%rsp), %rax
	cmovneq %rax, %r12
	movq %r12, 216(%rsp)
	movq 1424(%rsp), %rax
	movq %rax, 208(%rsp)
	movabsq $144115188075855871, %rax
	addq %r8, %rax
	movb $57, %sil
	bzhiq %rsi, %rax, %rax
	movq %rax, 1536(%rsp)
	leaq 1(%rax), %r9
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movl %r9d, %r10d
	andl $7, %r10d
	movabsq $288230376151711736, %rax
	andq %rax, %r9
	movq 8(%rsp), %rdi
	leaq 96(%rdi), %rax
	movq %rax, 384(%rsp)
	movq 64(%rsp), %rsi
	movq %rsi, %rax
	shlq $7, %rax
	leaq 96(%rdi,%rax), %rax
	movq %rax, 192(%rsp)
	movq %r8, %rax
	negq %rax
	movq %rax, 80(%rsp)
	subq %r8, %rsi
	movq %rsi, 1096(%rsp)
	movq %r10, 160(%rsp)
	shll $7, %r10d
	movl $1, %eax
	movq %rax, 24(%rsp)
	xorl %edi, %edi
	jmp .LBB_411
.LBB_276:
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	jmp .LBB_283
.LBB_277:
	movabsq $144115188075855871, %rax
	addq %rsi, %rax
	bzhiq %rdi, %rax, %rdi
	incq %rdi
	movq %rdi, %r8
	andq $-2, %r8
	negq %r8
	movl $2, %r9d
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_278:
	leaq -1(%r9), %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm13, %ymm8, %ymm8
	vcvtsi2sd %r9, %xmm15, %xmm9
	vmovupd 128(%rbx), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmovupd 160(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm2, %ymm11, %ymm2
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 192(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm10, %ymm8, %ymm8
	addq $256, %rbx
	leaq 2(%r8,%r9), %rax
	addq $2, %r9
	cmpq $2, %rax
	jne .LBB_278
	testb $1, %dil
	je .LBB_282
	addq $-2, %r9
.LBB_281:
	incq %r9
	vcvtsi2sd %r9, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm13, %ymm8, %ymm8
.LBB_282:
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm2, 272(%rsp)
	vmovupd %ymm3, 304(%rsp)
	vmovupd %ymm4, 336(%rsp)
	vmovupd %ymm5, 784(%rsp)
	vmovupd %ymm6, 816(%rsp)
	vmovupd %ymm7, 848(%rsp)
	vmovupd %ymm8, 880(%rsp)
.LBB_283:
	movq 56(%rsp), %rbx
	movq %rsi, 16(%rsp)
	testq %rbx, %rbx
	je .LBB_1417
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%rcx)
	vdivpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 32(%rcx)
	vdivpd %ymm5, %ymm3, %ymm1
	vmovupd %ymm1, 64(%rcx)
	vdivpd %ymm5, %ymm4, %ymm1
	vmovupd %ymm1, 96(%rcx)
	cmpq $1, %rbx
	jne .LBB_328
.LBB_285:
	movq 1152(%rsp), %rsi
	movq 144(%rsp), %rbp
	cmpq %rsi, %rbp
	jae .LBB_1419
	movq 1144(%rsp), %rax
	leaq (%rbp,%rbp,2), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 224(%rsp), %rax
	movq %rax, 24(%rsp)
	movq 128(%rsp), %rax
	movq %rax, 1280(%rsp)
	leaq 1632(%rsp), %rax
	movq %rax, 240(%rsp)
	movq %rdx, 80(%rsp)
	movq %rdx, 248(%rsp)
	movq %rcx, 32(%rsp)
	movq %rcx, 256(%rsp)
	leaq 784(%rsp), %rdi
	leaq 240(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 120(%rsp), %r13
	leaq 48(%r13), %rax
	movq %rax, 48(%rsp)
	movq 144(%rsp), %rax
	incq %rax
	movq %rax, 56(%rsp)
	vmovups 784(%rsp), %ymm0
	vmovupd 816(%rsp), %ymm1
	vmovupd 848(%rsp), %ymm2
	vmovupd 880(%rsp), %ymm3
	vmovups %ymm0, 240(%rsp)
	vmovupd %ymm3, 336(%rsp)
	vmovupd %ymm2, 304(%rsp)
	vmovupd %ymm1, 272(%rsp)
	vmovsd 240(%rsp), %xmm0
	vmovsd %xmm0, 16(%rsp)
	vmovups 248(%rsp), %zmm0
	vmovups %zmm0, 1536(%rsp)
	vmovups 312(%rsp), %ymm0
	vmovups %ymm0, 1184(%rsp)
	vmovsd 344(%rsp), %xmm0
	vmovsd %xmm0, 8(%rsp)
	vmovapd 352(%rsp), %xmm0
	vmovapd %xmm0, 160(%rsp)
	xorl %ebp, %ebp
	jmp .LBB_289
.LBB_288:
	incq %rbp
	cmpq $1025, %rbp
	je .LBB_297
.LBB_289:
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1391
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1393
	movq %rbp, %rbx
	shlq $7, %rbx
	movq 504(%rsp), %rcx
	addq %rbx, %rcx
	movq 480(%rsp), %rdx
	addq %rbx, %rdx
	vmovsd (%rcx), %xmm0
	vsubsd (%rdx), %xmm0, %xmm0
	vbroadcastsd .LCPI_5(%rip), %zmm3
	vandpd %xmm3, %xmm0, %xmm0
	xorl %eax, %eax
	vmovsd 16(%rsp), %xmm1
	vucomisd %xmm0, %xmm1
	setae %al
	vmovupd 8(%rcx), %zmm0
	vsubpd 8(%rdx), %zmm0, %zmm0
	vandpd %zmm3, %zmm0, %zmm0
	vcmplepd 1536(%rsp), %zmm0, %k1
	vmovdqa64 .LCPI_6(%rip), %zmm0 {%k1} {z}
	vmovupd 72(%rcx), %ymm1
	vsubpd 72(%rdx), %ymm1, %ymm1
	vandpd %ymm3, %ymm1, %ymm1
	vcmplepd 1184(%rsp), %ymm1, %k1
	vmovdqa64 .LCPI_7(%rip), %ymm1 {%k1} {z}
	vmovsd 104(%rcx), %xmm2
	vsubsd 104(%rdx), %xmm2, %xmm2
	vandpd %xmm3, %xmm2, %xmm2
	xorl %esi, %esi
	vmovsd 8(%rsp), %xmm4
	vucomisd %xmm2, %xmm4
	setae %sil
	vmovupd 112(%rcx), %xmm2
	vsubpd 112(%rdx), %xmm2, %xmm2
	shll $13, %esi
	vandpd %xmm3, %xmm2, %xmm2
	vcmplepd 160(%rsp), %xmm2, %k1
	vmovdqa64 .LCPI_8(%rip), %xmm2 {%k1} {z}
	vextracti64x4 $1, %zmm0, %ymm3
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %rcx
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %r14
	orq %rsi, %r14
	orq %rcx, %r14
	orq %rax, %r14
	je .LBB_288
	movq 24(%rsp), %rax
	leaq (%rbp,%rax), %r15
.LBB_293:
	tzcntq %r14, %r12
	movl %r12d, %edx
	shll $10, %edx
	orq %r12, %rdx
	addq %r15, %rdx
	leaq 1352(%rsp), %rdi
	movq %r13, %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1324
	movq 480(%rsp), %rax
	addq %rbx, %rax
	vmovq %xmm0, (%rax,%r12,8)
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1326
	blsrq %r14, %r14
	movq 504(%rsp), %rax
	addq %rbx, %rax
	vmovq %xmm1, (%rax,%r12,8)
	testq %r14, %r14
	jne .LBB_293
	jmp .LBB_288
.LBB_297:
	movq 24(%rsp), %rax
	movq %rax, %r12
	negq %r12
	addq $1025, %rax
	movq %rax, 8(%rsp)
	movq $0, 160(%rsp)
	xorl %eax, %eax
	jmp .LBB_299
.LBB_298:
	movq 64(%rsp), %rax
	incq %rax
	addq $-1025, %r12
	addq $8, 160(%rsp)
	addq $1025, 8(%rsp)
	cmpq $16, %rax
	je .LBB_320
.LBB_299:
	movq %rax, %r14
	shlq $10, %r14
	addq %rax, %r14
	addq 24(%rsp), %r14
	movq %rax, 64(%rsp)
	vmovsd 240(%rsp,%rax,8), %xmm0
	vpxor %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 1280(%rsp), %r14
	setb %cl
	testb %cl, %al
	je .LBB_298
	leaq 1025(%r14), %r8
	movq 1280(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %r14
	movq %r8, 1184(%rsp)
	jb .LBB_302
	jmp .LBB_298
.LBB_301:
	movq 1184(%rsp), %r8
	cmpq %r8, 16(%rsp)
	movq 1536(%rsp), %r14
	jae .LBB_298
.LBB_302:
	movq 720(%rsp), %rax
	movq 728(%rsp), %rdx
	cmpq $1, %rdx
	je .LBB_306
	testq %rdx, %rdx
	je .LBB_1357
	movq %rdx, %rcx
	xorl %ebx, %ebx
.LBB_305:
	movq %rbx, %rsi
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %rbx
	cmpq %r14, (%rax,%rbx,8)
	cmovaq %rsi, %rbx
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_305
	jmp .LBB_307
.LBB_306:
	xorl %ebx, %ebx
.LBB_307:
	cmpq (%rax,%rbx,8), %r14
	sbbq $-1, %rbx
	leaq -1(%rbx), %rbp
	cmpq %rdx, %rbp
	jae .LBB_1349
	cmpq %rdx, %rbx
	leaq (%rax,%rbx,8), %rax
	leaq 760(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 16(%rsp)
	cmovbq %r8, %rax
	movq %rax, 1536(%rsp)
	cmpq %rax, %r14
	jae .LBB_301
	cmpq 32(%rsp), %rbp
	jae .LBB_1359
	leaq (%r12,%r14), %r13
	shlq $7, %r13
	addq 160(%rsp), %r13
	movq 1280(%rsp), %r15
	movq 16(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 8(%rsp), %rax
	cmpq %rax, %r15
	cmovaeq %rax, %r15
	jmp .LBB_313
.LBB_311:
	movq 504(%rsp), %rax
	vmovsd %xmm1, (%rax,%r13)
.LBB_312:
	incq %r14
	subq $-128, %r13
	cmpq %r14, %r15
	je .LBB_301
.LBB_313:
	leaq (%r12,%r14), %rbp
	movq 80(%rsp), %rax
	vmovsd -8(%rax,%rbx,8), %xmm0
	vucomisd .LCPI_9(%rip), %xmm0
	jae .LBB_317
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1317
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1319
	movq 480(%rsp), %rax
	movq 504(%rsp), %rcx
	vmovsd (%rcx,%r13), %xmm1
	vsubsd (%rax,%r13), %xmm1, %xmm1
	vandpd .LCPI_5(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_312
.LBB_317:
	leaq 1352(%rsp), %rdi
	movq 120(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1313
	movq 480(%rsp), %rax
	vmovsd %xmm0, (%rax,%r13)
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbp
	jb .LBB_311
	jmp .LBB_1315
.LBB_320:
	movq 144(%rsp), %rax
	cmpq 72(%rsp), %rax
	je .LBB_1423
	movq 224(%rsp), %rax
	movq %rax, 80(%rsp)
	movq 128(%rsp), %rdi
	movq 488(%rsp), %rax
	movq 512(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	movq 528(%rsp), %r8
	movq 536(%rsp), %rdx
	cmpq %rdx, %rax
	cmovaeq %rdx, %rax
	testq %rax, %rax
	je .LBB_335
	movq 480(%rsp), %rcx
	movq 504(%rsp), %r9
	shlq $4, %rax
	cmpq $1, %rax
	movq %rax, %r10
	adcq $0, %r10
	testq %rax, %rax
	je .LBB_329
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
	jne .LBB_408
	movl $0, %r11d
	andb %bpl, %bl
	jne .LBB_330
	movq %r10, %r11
	andq $-16, %r11
	xorl %ebx, %ebx
.LBB_326:
	vmovupd (%r9,%rbx,8), %ymm0
	vmovupd 32(%r9,%rbx,8), %ymm1
	vmovupd (%rcx,%rbx,8), %ymm2
	vmovupd 32(%rcx,%rbx,8), %ymm3
	vcmpltpd %ymm0, %ymm2, %k0
	vcmpltpd %ymm1, %ymm3, %k1
	vcmpltpd %ymm2, %ymm0, %k2
	vcmpltpd %ymm3, %ymm1, %k3
	vpmovm2b %k2, %xmm0
	vpmovm2b %k3, %xmm1
	vpmovm2b %k0, %xmm2
	vpsubb %xmm2, %xmm0, %xmm0
	vpmovm2b %k1, %xmm2
	vpsubb %xmm2, %xmm1, %xmm1
	vmovd %xmm0, (%r8,%rbx)
	vmovd %xmm1, 4(%r8,%rbx)
	addq $8, %rbx
	cmpq %rbx, %r11
	jne .LBB_326
	cmpq %r11, %rax
	jne .LBB_330
	jmp .LBB_335
.LBB_328:
	movq 48(%rsp), %rsi
	movb %sil, 96(%rsp)
	movq 16(%rsp), %rdi
	vcvtsi2sd %rdi, %xmm15, %xmm1
	vmovsd .LCPI_3(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r15, %rax
	shlq $4, %rax
	addq 32(%rsp), %rax
	movq %rax, 1184(%rsp)
	testq %rsi, %rsi
	leaq 1424(%rsp), %rax
	cmovneq %rax, %rsi
	movq %rsi, 48(%rsp)
	movq 1424(%rsp), %rax
	movq %rax, 192(%rsp)
	movabsq $144115188075855871, %rax
	addq %rdi, %rax
	movb $57, %sil
	bzhiq %rsi, %rax, %rax
	movq %rax, 1536(%rsp)
	leaq 1(%rax), %r10
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movl %r10d, %r11d
	andl $7, %r11d
	movabsq $288230376151711736, %rax
	andq %rax, %r10
	movq 8(%rsp), %rsi
	leaq 96(%rsi), %rax
	movq %rax, 88(%rsp)
	movq %r13, %rax
	shlq $7, %rax
	leaq 96(%rsi,%rax), %rax
	movq %rax, 216(%rsp)
	movq %rdi, %rax
	negq %rax
	movq %rax, 80(%rsp)
	movq %r13, %rax
	subq %rdi, %rax
	movq %rax, 384(%rsp)
	movq %r11, 160(%rsp)
	shll $7, %r11d
	movl $1, %eax
	movq %rax, 24(%rsp)
	xorl %edi, %edi
	jmp .LBB_451
.LBB_329:
	xorl %r11d, %r11d
.LBB_330:
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	je .LBB_333
.LBB_331:
	movq %r11, %rbx
.LBB_332:
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
	jne .LBB_332
.LBB_333:
	subq %r10, %r11
	cmpq $-4, %r11
	ja .LBB_335
.LBB_334:
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
	jne .LBB_334
.LBB_335:
	leaq 568(%rsp), %rax
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 96(%rax)
	vmovupd %ymm0, 64(%rax)
	vmovupd %ymm0, 32(%rax)
	vmovupd %ymm0, (%rax)
	testq %rdx, %rdx
	movq 144(%rsp), %rax
	je .LBB_1424
	leaq (%rax,%rax,4), %rax
	movq 136(%rsp), %rcx
	leaq (%rcx,%rax,8), %r10
	movq 552(%rsp), %rcx
	movq 560(%rsp), %r9
	movzbl (%r8), %eax
	mulb 32(%r10)
	cmpb $-1, %al
	jne .LBB_339
	testq %r9, %r9
	je .LBB_1444
	movw $0, (%rcx)
	movq $1, 568(%rsp)
.LBB_339:
	cmpq $1025, %rdx
	jb .LBB_1421
	movzbl 1(%r8), %eax
	mulb 16384(%r8)
	cmpb $-1, %al
	je .LBB_356
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	je .LBB_358
.LBB_342:
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	je .LBB_360
.LBB_343:
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	je .LBB_362
.LBB_344:
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	je .LBB_364
.LBB_345:
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	je .LBB_366
.LBB_346:
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	je .LBB_368
.LBB_347:
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	je .LBB_370
.LBB_348:
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	je .LBB_372
.LBB_349:
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	je .LBB_374
.LBB_350:
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	je .LBB_376
.LBB_351:
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	je .LBB_378
.LBB_352:
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	je .LBB_380
.LBB_353:
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	je .LBB_382
.LBB_354:
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	je .LBB_384
.LBB_355:
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	je .LBB_386
	jmp .LBB_401
.LBB_356:
	cmpq $2, %r9
	jb .LBB_1460
	movw $0, 2050(%rcx)
	movq $1, 576(%rsp)
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	jne .LBB_342
.LBB_358:
	cmpq $3, %r9
	jb .LBB_1456
	movw $0, 4100(%rcx)
	movq $1, 584(%rsp)
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	jne .LBB_343
.LBB_360:
	cmpq $4, %r9
	jb .LBB_1434
	movw $0, 6150(%rcx)
	movq $1, 592(%rsp)
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	jne .LBB_344
.LBB_362:
	cmpq $5, %r9
	jb .LBB_1440
	movw $0, 8200(%rcx)
	movq $1, 600(%rsp)
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	jne .LBB_345
.LBB_364:
	cmpq $6, %r9
	jb .LBB_1448
	movw $0, 10250(%rcx)
	movq $1, 608(%rsp)
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	jne .LBB_346
.LBB_366:
	cmpq $7, %r9
	jb .LBB_1454
	movw $0, 12300(%rcx)
	movq $1, 616(%rsp)
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	jne .LBB_347
.LBB_368:
	cmpq $8, %r9
	jb .LBB_1432
	movw $0, 14350(%rcx)
	movq $1, 624(%rsp)
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	jne .LBB_348
.LBB_370:
	cmpq $9, %r9
	jb .LBB_1438
	movw $0, 16400(%rcx)
	movq $1, 632(%rsp)
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	jne .LBB_349
.LBB_372:
	cmpq $10, %r9
	jb .LBB_1446
	movw $0, 18450(%rcx)
	movq $1, 640(%rsp)
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	jne .LBB_350
.LBB_374:
	cmpq $11, %r9
	jb .LBB_1452
	movw $0, 20500(%rcx)
	movq $1, 648(%rsp)
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	jne .LBB_351
.LBB_376:
	cmpq $12, %r9
	jb .LBB_1457
	movw $0, 22550(%rcx)
	movq $1, 656(%rsp)
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	jne .LBB_352
.LBB_378:
	cmpq $13, %r9
	jb .LBB_1435
	movw $0, 24600(%rcx)
	movq $1, 664(%rsp)
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	jne .LBB_353
.LBB_380:
	cmpq $14, %r9
	jb .LBB_1441
	movw $0, 26650(%rcx)
	movq $1, 672(%rsp)
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	jne .LBB_354
.LBB_382:
	cmpq $15, %r9
	jb .LBB_1449
	movw $0, 28700(%rcx)
	movq $1, 680(%rsp)
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	jne .LBB_355
.LBB_384:
	cmpq $16, %r9
	jb .LBB_1462
	movw $0, 30750(%rcx)
	movq $1, 688(%rsp)
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	jne .LBB_401
.LBB_386:
	movq 552(%rsp), %rax
	xorl %ecx, %ecx
	jmp .LBB_388
.LBB_387:
	incq %rcx
	addq $2050, %rax
	cmpq $16, %rcx
	je .LBB_191
.LBB_388:
	cmpq %r9, %rcx
	je .LBB_1395
	movq 568(%rsp,%rcx,8), %r13
	cmpq $1025, %r13
	ja .LBB_1300
	testq %r13, %r13
	je .LBB_387
	movq %rcx, %r11
	shlq $10, %r11
	addq %rcx, %r11
	addq 80(%rsp), %r11
	addq %r13, %r13
	leaq (%r8,%rcx), %rbx
	xorl %r14d, %r14d
	jmp .LBB_396
.LBB_392:
	movq 112(%rsp), %rbp
	vmovsd (%rbp,%r15,8), %xmm0
	vcvtsi2sd %r13, %xmm15, %xmm1
	vmovsd 8(%r10), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_3(%rip), %xmm0, %xmm0
	vmulsd .LCPI_10(%rip), %xmm0, %xmm0
	vaddsd .LCPI_11(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r10)
	incq 24(%r10)
.LBB_393:
	movq %r12, (%r10)
	cmpq 40(%rsp), %r15
	jae .LBB_1353
	movq 112(%rsp), %r12
	vmovsd (%r12,%r15,8), %xmm0
	vmovsd %xmm0, 8(%r10)
.LBB_395:
	addq $2, %r14
	movq %rsi, %r13
	cmpq %r14, %rsi
	je .LBB_387
.LBB_396:
	movzwl (%rax,%r14), %ebp
	leaq (%r11,%rbp), %r15
	cmpq %rdi, %r15
	jae .LBB_387
	cmpq %rbp, %rdx
	jbe .LBB_1340
	movq %r13, %rsi
	shll $4, %ebp
	movsbq (%rbx,%rbp), %r12
	movq (%r10), %r13
	cmpq %r12, %r13
	je .LBB_395
	testq %r13, %r13
	je .LBB_393
	cmpq 40(%rsp), %r15
	jb .LBB_392
	jmp .LBB_1367
.LBB_401:
	leaq 16(%r8), %r11
	movabsq $1152921504606846975, %rax
	addq %rdx, %rax
	movb $60, %cl
	bzhiq %rcx, %rax, %rbx
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	movl $1024, %eax
	cmovaeq %rax, %rbx
	xorl %r14d, %r14d
	jmp .LBB_403
.LBB_402:
	incq %r14
	cmpq %rbx, %r14
	je .LBB_386
.LBB_403:
	movq %r14, %r12
	shlq $4, %r12
	movzbl (%r8,%r12), %eax
	movzbl 13(%r8,%r12), %ecx
	mulb (%r11,%r12)
	xorl %r15d, %r15d
	cmpb $-1, %al
	sete %r15b
	vpmovzxbw 1(%r11,%r12), %xmm0
	vpmovzxbw 1(%r8,%r12), %xmm1
	vpmullw %xmm0, %xmm1, %xmm0
	vpmovwb %xmm0, %xmm0
	vpcmpeqd %xmm4, %xmm4, %xmm4
	vpcmpeqb %xmm4, %xmm0, %k1
	vmovdqa64 .LCPI_6(%rip), %zmm0 {%k1} {z}
	vmovd 9(%r11,%r12), %xmm1
	vmovd 9(%r8,%r12), %xmm2
	vpmovzxbw %xmm1, %xmm1
	vpmovzxbw %xmm2, %xmm2
	vpmullw %xmm1, %xmm2, %xmm1
	vpmovwb %xmm1, %xmm1
	vpcmpeqb %xmm4, %xmm1, %k1
	vmovdqa64 .LCPI_7(%rip), %ymm1 {%k1} {z}
	movl %ecx, %eax
	mulb 13(%r11,%r12)
	xorl %ecx, %ecx
	cmpb $-1, %al
	sete %cl
	shll $13, %ecx
	vmovw 14(%r11,%r12), %xmm2
	vmovw 14(%r8,%r12), %xmm3
	vpmovzxbw %xmm2, %xmm2
	vpmovzxbw %xmm3, %xmm3
	vpmullw %xmm2, %xmm3, %xmm2
	vpmovwb %xmm2, %xmm2
	vpcmpeqb %xmm4, %xmm2, %k1
	vmovdqa64 .LCPI_8(%rip), %xmm2 {%k1} {z}
	vextracti64x4 $1, %zmm0, %ymm3
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r12
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %rax
	orq %rcx, %rax
	orq %r12, %rax
	orq %r15, %rax
	je .LBB_402
	movq 552(%rsp), %rcx
	leal 1(%r14), %r15d
.LBB_405:
	tzcntq %rax, %r12
	cmpq %r9, %r12
	jae .LBB_1338
	movq 568(%rsp,%r12,8), %rbp
	cmpq $1024, %rbp
	ja .LBB_1336
	blsrq %rax, %rax
	movl %r12d, %r13d
	shll $11, %r13d
	leal (%r13,%r12,2), %r13d
	addq %rcx, %r13
	movw %r15w, (%r13,%rbp,2)
	incq %rbp
	movq %rbp, 568(%rsp,%r12,8)
	testq %rax, %rax
	jne .LBB_405
	jmp .LBB_402
.LBB_408:
	xorl %r11d, %r11d
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	jne .LBB_331
	jmp .LBB_333
.LBB_409:
	cmpq %r13, 208(%rsp)
	sete %al
	andb 88(%rsp), %al
	cmpb $1, %al
	je .LBB_1486
.LBB_410:
	movq 96(%rsp), %rbx
	cmpq %rbx, 24(%rsp)
	movq 1280(%rsp), %r15
	jae .LBB_241
.LBB_411:
	movq 24(%rsp), %rsi
	cmpq %r15, %rdi
	jae .LBB_416
	movq %rdi, %rax
	shlq $4, %rax
	addq 32(%rsp), %rax
.LBB_413:
	movq (%rax), %r8
	cmpq %rsi, %r8
	jae .LBB_417
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r15
	jne .LBB_413
	movq %r15, %rdi
.LBB_416:
	cmpb $0, 88(%rsp)
	movq %rbx, %r13
	movq 56(%rsp), %rax
	cmovneq %rax, %r13
	cmpq %rsi, %rax
	cmovbq %rbx, %r13
	jmp .LBB_418
.LBB_417:
	movq 56(%rsp), %rax
	cmpq %rax, %r8
	movq %rax, %r13
	cmovbq %r8, %r13
	cmpb $0, 88(%rsp)
	cmoveq %r8, %r13
	cmpq %rsi, %rax
	cmovbq %r8, %r13
.LBB_418:
	leaq 1(%r13), %r11
	cmpq %r11, %rbx
	movq %r11, 24(%rsp)
	cmovbq %rbx, %r11
	vmovupd 240(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm4
	vmovupd 304(%rsp), %ymm5
	vmovupd 336(%rsp), %ymm6
	vmovupd 784(%rsp), %ymm7
	vmovupd 816(%rsp), %ymm8
	vmovupd 848(%rsp), %ymm9
	vmovupd 880(%rsp), %ymm10
	subq %rsi, %r11
	jbe .LBB_423
	movq %rsi, %r8
	shlq $7, %r8
	leaq 96(%rcx), %rax
	leaq (%rax,%r8), %r14
	movq 64(%rsp), %rax
	leaq (%rax,%rsi), %rbp
	addq 192(%rsp), %r8
	addq 1096(%rsp), %rsi
	shlq $7, %rsi
	addq 384(%rsp), %rsi
	xorl %r15d, %r15d
.LBB_420:
	cmpq %rdx, %rbp
	jae .LBB_1372
	movq 80(%rsp), %rax
	addq %rbp, %rax
	cmpq %rdx, %rax
	jae .LBB_1355
	vmovupd -96(%r8,%r15), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%rsi,%r15), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r14,%r15)
	vmovupd -64(%r8,%r15), %ymm11
	vaddpd %ymm11, %ymm8, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%rsi,%r15), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r14,%r15)
	vmovupd -32(%r8,%r15), %ymm11
	vaddpd %ymm11, %ymm9, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%rsi,%r15), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r14,%r15)
	vmovupd (%r8,%r15), %ymm11
	vaddpd %ymm11, %ymm10, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%rsi,%r15), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r14,%r15)
	subq $-128, %r15
	incq %rbp
	decq %r11
	jne .LBB_420
	jmp .LBB_424
.LBB_423:
	vmovddup 792(%rsp), %xmm11
	vmovsd %xmm7, %xmm11, %xmm7
	vinsertf128 $1, 800(%rsp), %ymm7, %ymm7
	vmovddup 824(%rsp), %xmm11
	vmovsd %xmm8, %xmm11, %xmm8
	vinsertf128 $1, 832(%rsp), %ymm8, %ymm8
	vmovddup 856(%rsp), %xmm11
	vmovsd %xmm9, %xmm11, %xmm9
	vinsertf128 $1, 864(%rsp), %ymm9, %ymm9
	vmovddup 888(%rsp), %xmm11
	vmovsd %xmm10, %xmm11, %xmm10
	vinsertf128 $1, 896(%rsp), %ymm10, %ymm10
.LBB_424:
	vmovupd %ymm3, 240(%rsp)
	vmovupd %ymm4, 272(%rsp)
	vmovupd %ymm5, 304(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm7, 784(%rsp)
	vmovupd %ymm8, 816(%rsp)
	vmovupd %ymm9, 848(%rsp)
	vmovupd %ymm10, 880(%rsp)
	cmpq %rbx, %r13
	movq 1280(%rsp), %r15
	jae .LBB_241
	cmpq %r15, %rdi
	ja .LBB_1311
	movq %rdi, %r8
	shlq $4, %r8
	addq 32(%rsp), %r8
	movq 64(%rsp), %rax
	leaq (%r13,%rax), %rsi
	leaq 1(%r13,%rax), %r11
	movq %r11, %rbx
	subq 16(%rsp), %rbx
	setb %al
	cmpq %rdx, %rsi
	setae %bpl
	orb %al, %bpl
	jne .LBB_446
	shlq $7, %rbx
	addq 8(%rsp), %rbx
	movq %r13, %rsi
	shlq $7, %rsi
	addq %rcx, %rsi
	xorl %r15d, %r15d
	movq 216(%rsp), %r14
	jmp .LBB_430
.LBB_428:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbp
	jae .LBB_1389
.LBB_429:
	vmovsd %xmm4, 240(%rsp,%rbp,8)
	vmovsd %xmm3, 784(%rsp,%rbp,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%rsi,%rbp,8)
	movq %r12, %r14
	movq %r11, %r8
.LBB_430:
	testb %r15b, %r15b
	je .LBB_438
	movq %r8, %r11
.LBB_432:
	testq %r14, %r14
	je .LBB_410
	cmpq %r13, (%r14)
	jne .LBB_410
	movb $2, %r15b
	xorl %r12d, %r12d
	movq %r14, %r8
	movq 8(%r8), %rbp
	cmpq $0, 16(%rsp)
	je .LBB_428
.LBB_435:
	cmpq $15, %rbp
	ja .LBB_1377
	cmpq $7, 1536(%rsp)
	jae .LBB_441
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
	movq %rbx, %r14
	jmp .LBB_444
.LBB_438:
	movq 1184(%rsp), %rax
	movq %rax, %r11
	cmpq %rax, %r8
	je .LBB_432
	leaq 16(%r8), %r11
	cmpq %r13, (%r8)
	jne .LBB_432
	xorl %r15d, %r15d
	movq %r14, %r12
	movq 8(%r8), %rbp
	cmpq $0, 16(%rsp)
	jne .LBB_435
	jmp .LBB_428
.LBB_441:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
	movq %rbx, %r14
.LBB_442:
	leaq 1(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd (%r14,%rbp,8), %xmm6
	vmovsd 128(%r14,%rbp,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 384(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 512(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 640(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 768(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd 896(%r14,%rbp,8), %xmm6
	addq $1024, %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %r8, %r9
	jne .LBB_442
	cmpq $0, 160(%rsp)
	je .LBB_429
.LBB_444:
	incq %r8
	leaq (%r14,%rbp,8), %r14
	xorl %eax, %eax
.LBB_445:
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd (%r14,%rax), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r8
	subq $-128, %rax
	cmpq %rax, %r10
	jne .LBB_445
	jmp .LBB_429
.LBB_446:
	cmpq %r15, %rdi
	je .LBB_409
	cmpq %r13, 208(%rsp)
	sete %al
	cmpq %r13, (%r8)
	je .LBB_1486
	andb 88(%rsp), %al
	je .LBB_410
	jmp .LBB_1486
.LBB_449:
	cmpq %rsi, 192(%rsp)
	sete %al
	andb 96(%rsp), %al
	cmpb $1, %al
	je .LBB_1492
.LBB_450:
	movq 56(%rsp), %rbx
	cmpq %rbx, 24(%rsp)
	movq 64(%rsp), %r13
	movq 1280(%rsp), %r15
	jae .LBB_285
.LBB_451:
	movq 24(%rsp), %r9
	cmpq %r15, %rdi
	jae .LBB_456
	movq %rdi, %rax
	shlq $4, %rax
	addq 32(%rsp), %rax
.LBB_453:
	movq (%rax), %r8
	cmpq %r9, %r8
	jae .LBB_457
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r15
	jne .LBB_453
	movq %r15, %rdi
.LBB_456:
	cmpb $0, 96(%rsp)
	movq %rbx, %rsi
	movq 392(%rsp), %rax
	cmovneq %rax, %rsi
	cmpq %r9, %rax
	cmovbq %rbx, %rsi
	jmp .LBB_458
.LBB_457:
	movq 392(%rsp), %rax
	cmpq %rax, %r8
	movq %rax, %rsi
	cmovbq %r8, %rsi
	cmpb $0, 96(%rsp)
	cmoveq %r8, %rsi
	cmpq %r9, %rax
	cmovbq %r8, %rsi
.LBB_458:
	leaq 1(%rsi), %r14
	cmpq %r14, %rbx
	movq %r14, 24(%rsp)
	cmovbq %rbx, %r14
	vmovupd 240(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm4
	vmovupd 304(%rsp), %ymm5
	vmovupd 336(%rsp), %ymm6
	vmovupd 784(%rsp), %ymm7
	vmovupd 816(%rsp), %ymm8
	vmovupd 848(%rsp), %ymm9
	vmovupd 880(%rsp), %ymm10
	subq %r9, %r14
	jbe .LBB_463
	movq %r9, %r8
	shlq $7, %r8
	leaq 96(%rcx), %rax
	leaq (%rax,%r8), %r15
	leaq (%r13,%r9), %rbp
	addq 216(%rsp), %r8
	addq 384(%rsp), %r9
	shlq $7, %r9
	addq 88(%rsp), %r9
	xorl %r12d, %r12d
.LBB_460:
	cmpq %rdx, %rbp
	jae .LBB_1372
	movq 80(%rsp), %rax
	addq %rbp, %rax
	cmpq %rdx, %rax
	jae .LBB_1355
	vmovupd -96(%r8,%r12), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%r9,%r12), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r15,%r12)
	vmovupd -64(%r8,%r12), %ymm11
	vaddpd %ymm11, %ymm8, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%r9,%r12), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r15,%r12)
	vmovupd -32(%r8,%r12), %ymm11
	vaddpd %ymm11, %ymm9, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%r9,%r12), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r15,%r12)
	vmovupd (%r8,%r12), %ymm11
	vaddpd %ymm11, %ymm10, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%r9,%r12), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r15,%r12)
	subq $-128, %r12
	incq %rbp
	decq %r14
	jne .LBB_460
	jmp .LBB_464
.LBB_463:
	vmovddup 792(%rsp), %xmm11
	vmovsd %xmm7, %xmm11, %xmm7
	vinsertf128 $1, 800(%rsp), %ymm7, %ymm7
	vmovddup 824(%rsp), %xmm11
	vmovsd %xmm8, %xmm11, %xmm8
	vinsertf128 $1, 832(%rsp), %ymm8, %ymm8
	vmovddup 856(%rsp), %xmm11
	vmovsd %xmm9, %xmm11, %xmm9
	vinsertf128 $1, 864(%rsp), %ymm9, %ymm9
	vmovddup 888(%rsp), %xmm11
	vmovsd %xmm10, %xmm11, %xmm10
	vinsertf128 $1, 896(%rsp), %ymm10, %ymm10
.LBB_464:
	vmovupd %ymm3, 240(%rsp)
	vmovupd %ymm4, 272(%rsp)
	vmovupd %ymm5, 304(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm7, 784(%rsp)
	vmovupd %ymm8, 816(%rsp)
	vmovupd %ymm9, 848(%rsp)
	vmovupd %ymm10, 880(%rsp)
	cmpq %rbx, %rsi
	movq 1280(%rsp), %r15
	jae .LBB_285
	cmpq %r15, %rdi
	ja .LBB_1311
	movq %rdi, %r8
	shlq $4, %r8
	addq 32(%rsp), %r8
	leaq (%rsi,%r13), %r9
	leaq 1(%rsi,%r13), %r14
	movq %r14, %rbx
	subq 16(%rsp), %rbx
	setb %al
	cmpq %rdx, %r9
	setae %bpl
	orb %al, %bpl
	jne .LBB_486
	shlq $7, %rbx
	addq 8(%rsp), %rbx
	movq %rsi, %r13
	shlq $7, %r13
	addq %rcx, %r13
	xorl %r15d, %r15d
	movq 48(%rsp), %r14
	jmp .LBB_470
.LBB_468:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbp
	jae .LBB_1389
.LBB_469:
	vmovsd %xmm4, 240(%rsp,%rbp,8)
	vmovsd %xmm3, 784(%rsp,%rbp,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%r13,%rbp,8)
	movq %r12, %r14
	movq %r9, %r8
.LBB_470:
	testb %r15b, %r15b
	je .LBB_478
	movq %r8, %r9
.LBB_472:
	testq %r14, %r14
	je .LBB_450
	cmpq %rsi, (%r14)
	jne .LBB_450
	movb $2, %r15b
	xorl %r12d, %r12d
	movq %r14, %r8
	movq 8(%r8), %rbp
	cmpq $0, 16(%rsp)
	je .LBB_468
.LBB_475:
	cmpq $15, %rbp
	ja .LBB_1377
	cmpq $7, 1536(%rsp)
	jae .LBB_481
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
	movq %rbx, %r14
	jmp .LBB_484
.LBB_478:
	movq 1184(%rsp), %rax
	movq %rax, %r9
	cmpq %rax, %r8
	je .LBB_472
	leaq 16(%r8), %r9
	cmpq %rsi, (%r8)
	jne .LBB_472
	xorl %r15d, %r15d
	movq %r14, %r12
	movq 8(%r8), %rbp
	cmpq $0, 16(%rsp)
	jne .LBB_475
	jmp .LBB_468
.LBB_481:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
	movq %rbx, %r14
.LBB_482:
	leaq 1(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd (%r14,%rbp,8), %xmm6
	vmovsd 128(%r14,%rbp,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 384(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 512(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 640(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 768(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd 896(%r14,%rbp,8), %xmm6
	addq $1024, %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %r8, %r10
	jne .LBB_482
	cmpq $0, 160(%rsp)
	je .LBB_469
.LBB_484:
	incq %r8
	leaq (%r14,%rbp,8), %r14
	xorl %eax, %eax
.LBB_485:
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd (%r14,%rax), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r8
	subq $-128, %rax
	cmpq %rax, %r11
	jne .LBB_485
	jmp .LBB_469
.LBB_486:
	cmpq %r15, %rdi
	je .LBB_449
	cmpq %rsi, 192(%rsp)
	sete %al
	cmpq %rsi, (%r8)
	je .LBB_1492
	andb 96(%rsp), %al
	je .LBB_450
	jmp .LBB_1492
.LBB_489:
	movq 1160(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_491
	movq 1168(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_491:
	cmpq $0, 184(%rsp)
	movq 768(%rsp), %rax
	jne .LBB_118
	jmp .LBB_495
.LBB_492:
	cmpq $21, %r15
	jae .LBB_494
	movq %r14, %rdi
	movq %r15, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	jmp .LBB_138
.LBB_494:
	movq %r14, %rdi
	movq %r15, %rsi
	leaq 7(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	jmp .LBB_138
.LBB_495:
	movq 72(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 136(%rsp), %rcx
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 784(%rsp)
	movq %rcx, 792(%rsp)
	movq 200(%rsp), %rcx
	movq %rcx, 800(%rsp)
	movq %rax, 808(%rsp)
	movq 112(%rsp), %rax
	movq %rax, 816(%rsp)
	movq 40(%rsp), %rax
	movq %rax, 824(%rsp)
	leaq 128(%rsp), %rax
	movq %rax, 832(%rsp)
	leaq 784(%rsp), %rsi
	movq 1224(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 1144(%rsp), %rbx
	movq 1152(%rsp), %r14
	testq %r14, %r14
	je .LBB_501
	leaq 8(%rbx), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	jmp .LBB_499
.LBB_498:
	addq $24, %r15
	decq %r14
	je .LBB_501
.LBB_499:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_498
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_498
.LBB_501:
	movq 1136(%rsp), %rax
	testq %rax, %rax
	je .LBB_503
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_503:
	leaq 1256(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	jmp .LBB_897
.LBB_504:
	movl $8, %eax
	movq %rax, 136(%rsp)
	movq $0, 200(%rsp)
	cmpq $2, %rcx
	jae .LBB_96
.LBB_505:
	movq 136(%rsp), %rdx
	testq %rcx, %rcx
	je .LBB_507
.LBB_506:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_507:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %r14
	cmpb $1, 16(%rax)
	jne .LBB_1384
	movq (%r14), %rax
	movq 8(%r14), %rdx
.LBB_509:
	leaq 1(%rax), %rcx
	movq %rcx, (%r14)
	movq 112(%rsp), %rcx
	movq %rcx, 1352(%rsp)
	movq 40(%rsp), %rcx
	movq %rcx, 1360(%rsp)
	vmovdqu .Lanon.0(%rip), %ymm0
	vmovdqu %ymm0, 1368(%rsp)
	movq %rax, 1400(%rsp)
	movq %rdx, 1408(%rsp)
	movq $16400, 152(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 128(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 184(%rsp)
	je .LBB_888
	movq 104(%rsp), %rax
	negq %rax
	movq %rax, 1336(%rsp)
	xorl %eax, %eax
.LBB_511:
	movq %rax, 224(%rsp)
	movq 1240(%rsp), %rbx
	movq 1248(%rsp), %rbp
	movq %rax, 768(%rsp)
	testq %rbp, %rbp
	je .LBB_523
	movq %rbp, %rax
	shlq $7, %rax
	addq %rbx, %rax
	movl $1025, %ecx
	movq 1336(%rsp), %rdx
	movq %rbx, %rsi
	jmp .LBB_514
.LBB_513:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_522
.LBB_514:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_516
.LBB_515:
	vmovq %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_513
.LBB_516:
	movq 224(%rsp), %r14
	leaq -1025(%r10,%r14), %rdi
	vmovq .LCPI_0(%rip), %xmm0
	cmpq 104(%rsp), %rdi
	jb .LBB_519
	addq %r11, %r14
	movq 128(%rsp), %rdi
	decq %rdi
	cmpq %r14, %rdi
	cmovaeq %r14, %rdi
	cmpq 40(%rsp), %rdi
	jae .LBB_1370
	movq 112(%rsp), %r14
	vmovq (%r14,%rdi,8), %xmm0
.LBB_519:
	vmovq %xmm0, -8(%r8,%r9)
	movq 224(%rsp), %rdi
	leaq (%r10,%rdi), %r14
	vmovq .LCPI_0(%rip), %xmm0
	cmpq 104(%rsp), %r14
	jb .LBB_515
	leaq 1025(%r11,%rdi), %r14
	movq 128(%rsp), %rdi
	decq %rdi
	cmpq %r14, %rdi
	cmovaeq %r14, %rdi
	cmpq 40(%rsp), %rdi
	jae .LBB_1370
	movq 112(%rsp), %r14
	vmovq (%r14,%rdi,8), %xmm0
	jmp .LBB_515
.LBB_522:
	movq 224(%rsp), %rax
.LBB_523:
	movq 720(%rsp), %rcx
	movq 728(%rsp), %rdx
	movq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_529
	cmpq $1, %rdx
	jne .LBB_526
	xorl %esi, %esi
	jmp .LBB_528
.LBB_526:
	movq %rdx, %rdi
	xorl %esi, %esi
.LBB_527:
	movq %rdi, %r8
	shrq %r8
	leaq (%r8,%rsi), %r9
	cmpq %rax, (%rcx,%r9,8)
	cmovbq %r9, %rsi
	subq %r8, %rdi
	cmpq $1, %rdi
	ja .LBB_527
.LBB_528:
	cmpq %rax, (%rcx,%rsi,8)
	adcq $0, %rsi
.LBB_529:
	addq 152(%rsp), %rax
	leaq (%rcx,%rsi,8), %rsi
	leaq (%rcx,%rdx,8), %rcx
	movq %rsi, 1496(%rsp)
	movq %rcx, 1504(%rsp)
	movq %rax, 1512(%rsp)
	movb $0, 1520(%rsp)
	leaq 224(%rsp), %rax
	movq %rax, 1488(%rsp)
	leaq 1160(%rsp), %rdi
	leaq 1488(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1168(%rsp), %r14
	movq 1176(%rsp), %r15
	cmpq $2, %r15
	jae .LBB_885
.LBB_531:
	leaq 224(%rsp), %rax
	movq %rax, 1312(%rsp)
	leaq 152(%rsp), %rax
	movq %rax, 1320(%rsp)
	movq 224(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_559
	movq 1256(%rsp), %rsi
	testq %rsi, %rsi
	setne %dl
	movq 1272(%rsp), %rax
	testq %rax, %rax
	setne %dil
	andb %dl, %dil
	cmpb $1, %dil
	jne .LBB_561
	movq 1264(%rsp), %rcx
	xorl %edx, %edx
	jmp .LBB_536
.LBB_534:
	leaq 1(%rcx), %rsi
	movq %rdi, %rdx
.LBB_535:
	decq %rax
	leaq (%rcx,%rcx,2), %rcx
	shlq $4, %rcx
	movb $57, %r8b
	kmovd %r8d, %k1
	vmovdqu64 (%rdi,%rcx), %zmm0 {%k1} {z}
	vmovdqa .LCPI_1(%rip), %ymm1
	vpermq %zmm0, %zmm1, %zmm0
	vmovupd 8(%rdi,%rcx), %xmm1
	vmovdqu %ymm0, (%rdi,%rcx)
	vmovupd %xmm1, 32(%rdi,%rcx)
	movq %rsi, %rcx
	movl $0, %esi
	testq %rax, %rax
	je .LBB_560
.LBB_536:
	testq %rdx, %rdx
	je .LBB_539
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jae .LBB_548
.LBB_538:
	movq %rdx, %rdi
	jmp .LBB_550
.LBB_539:
	testq %rcx, %rcx
	je .LBB_544
	movq %rcx, %rdi
	movq %rsi, %rdx
	andq $7, %rdi
	je .LBB_545
	xorl %r8d, %r8d
.LBB_542:
	movq 632(%rdx), %rdx
	incq %r8
	cmpq %r8, %rdi
	jne .LBB_542
	movq %rcx, %rsi
	subq %r8, %rsi
	cmpq $8, %rcx
	jae .LBB_546
	jmp .LBB_547
.LBB_544:
	movq %rsi, %rdx
	jmp .LBB_547
.LBB_545:
	movq %rcx, %rsi
	cmpq $8, %rcx
	jb .LBB_547
.LBB_546:
	movq 632(%rdx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rdx
	addq $-8, %rsi
	jne .LBB_546
.LBB_547:
	xorl %esi, %esi
	xorl %ecx, %ecx
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jb .LBB_538
.LBB_548:
	movq 528(%rdx), %rdi
	testq %rdi, %rdi
	je .LBB_1402
	incq %rsi
	movzwl 624(%rdx), %ecx
	movq %rdi, %rdx
	cmpw 626(%rdi), %cx
	jae .LBB_548
.LBB_550:
	testq %rsi, %rsi
	je .LBB_534
	leaq 640(%rdi,%rcx,8), %r8
	movq %rsi, %r9
	andq $7, %r9
	je .LBB_555
	xorl %r10d, %r10d
.LBB_553:
	movq (%r8), %rdx
	leaq 632(%rdx), %r8
	incq %r10
	cmpq %r10, %r9
	jne .LBB_553
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $8, %rsi
	jb .LBB_556
.LBB_557:
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
	jne .LBB_557
.LBB_556:
	xorl %esi, %esi
	jmp .LBB_535
.LBB_555:
	movq %rsi, %r9
	cmpq $8, %rsi
	jae .LBB_557
	jmp .LBB_556
.LBB_559:
	xorl %ecx, %ecx
	jmp .LBB_561
.LBB_560:
	movq 224(%rsp), %rcx
.LBB_561:
	movq %rbx, 1040(%rsp)
	movq %rbp, 1048(%rsp)
	movq 104(%rsp), %rax
	movq %rax, 1072(%rsp)
	movq 776(%rsp), %rax
	movq %rax, 1080(%rsp)
	movq %r14, 1056(%rsp)
	movq %r15, 1064(%rsp)
	addq $16400, 768(%rsp)
	decq 184(%rsp)
	movq 128(%rsp), %rax
	movq 720(%rsp), %rdx
	movq 728(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	jmp .LBB_564
.LBB_562:
	xorl %r10d, %r10d
.LBB_563:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 784(%rsp,%r9)
	movq %r11, 792(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_582
.LBB_564:
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	leaq 1025(%rcx,%r9), %r10
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
	jne .LBB_562
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_571
	cmpq $1, %rsi
	jne .LBB_568
	xorl %r11d, %r11d
	jmp .LBB_570
.LBB_568:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_569:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_569
.LBB_570:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
.LBB_571:
	shlq $3, %r11
.LBB_572:
	cmpq %r11, %rdi
	je .LBB_575
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_575
	movabsq $1151796703138937857, %r14
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_572
	jmp .LBB_562
.LBB_575:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_578
	cmpq $1, %rsi
	jne .LBB_579
	xorl %r11d, %r11d
	jmp .LBB_581
.LBB_578:
	movq $-1, %r11
	jmp .LBB_563
.LBB_579:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_580:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_580
.LBB_581:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_563
.LBB_582:
	vmovups 1008(%rsp), %ymm0
	vmovups %ymm0, 1856(%rsp)
	vmovups 976(%rsp), %ymm0
	vmovups %ymm0, 1824(%rsp)
	vmovups 944(%rsp), %ymm0
	vmovups %ymm0, 1792(%rsp)
	vmovups 912(%rsp), %ymm0
	vmovups %ymm0, 1760(%rsp)
	vmovupd 784(%rsp), %ymm0
	vmovups 848(%rsp), %ymm1
	vmovupd 880(%rsp), %ymm2
	vmovupd %ymm2, 1728(%rsp)
	vmovups %ymm1, 1696(%rsp)
	vmovupd 816(%rsp), %ymm1
	vmovupd %ymm1, 1664(%rsp)
	vmovupd %ymm0, 1632(%rsp)
	cmpq $0, 72(%rsp)
	je .LBB_882
	movq 376(%rsp), %r9
	xorl %eax, %eax
	jmp .LBB_585
.LBB_584:
	movzbl 16399(%r8), %eax
	movb %al, 32(%r10)
	movq 48(%rsp), %rcx
	movq %rcx, %r9
	movq 56(%rsp), %rax
	cmpq 704(%rsp), %rcx
	je .LBB_882
.LBB_585:
	movq %rax, 144(%rsp)
	movq 16(%r9), %rdx
	testq %rdx, %rdx
	js .LBB_1411
	movq (%r9), %r10
	movq 8(%r9), %rsi
	movq %rsi, %rax
	orq %r10, %rax
	js .LBB_1411
	decq %r10
	leaq -1(%rsi), %rax
	cmpq %rax, %r10
	cmovbeq %rax, %r10
	movq 24(%r9), %rax
	testq %rax, %rax
	js .LBB_1411
	movq 32(%r9), %rdi
	movq 40(%r9), %rcx
	movq %rcx, %r8
	orq %rdi, %r8
	js .LBB_1411
	leaq -1(%rdx,%r10), %rdx
	decq %rdi
	decq %rcx
	cmpq %rcx, %rdi
	cmovaq %rdi, %rcx
	leaq -1(%rax), %rdi
	cmpq %rdi, %rcx
	cmovbeq %rdi, %rcx
	movq 1312(%rsp), %rdi
	movq (%rdi), %r8
	movq %rdx, %rdi
	subq %r8, %rdi
	jb .LBB_593
	movq %rdi, %r10
	movq 1320(%rsp), %rdi
	movq (%rdi), %rdi
	addq %r8, %rdi
	cmpq %rdi, %rdx
	jae .LBB_593
	movq %r10, %rdx
	movabsq $1151796703138937857, %rdi
	mulxq %rdi, %r14, %r14
	shrq $6, %r14
	movq %r14, %rdi
	shlq $10, %rdi
	addq %r14, %rdi
	subq %rdi, %rdx
	movq %rdx, 56(%rsp)
	je .LBB_593
	movl $1, %r12d
	jmp .LBB_594
.LBB_593:
	xorl %r12d, %r12d
.LBB_594:
	leaq -1(%rcx,%rax), %rax
	movq %rax, %rcx
	subq %r8, %rcx
	movq %r9, 120(%rsp)
	jb .LBB_598
	movq %rcx, %rdx
	movq 1320(%rsp), %rcx
	addq (%rcx), %r8
	cmpq %r8, %rax
	jae .LBB_598
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %rax
	shlq $10, %rax
	addq %rcx, %rax
	subq %rax, %rdx
	movq %rdx, 392(%rsp)
	je .LBB_598
	movq %rcx, 1344(%rsp)
	movl $1, %eax
	movq %rax, 48(%rsp)
	jmp .LBB_599
.LBB_598:
	movq $0, 48(%rsp)
.LBB_599:
	leaq 1256(%rsp), %rax
	movq %rax, 1112(%rsp)
	leaq 1040(%rsp), %rax
	movq %rax, 1120(%rsp)
	leaq 1312(%rsp), %rax
	movq %rax, 1128(%rsp)
	movq 456(%rsp), %rbx
	movq 464(%rsp), %r15
	leaq 1112(%rsp), %rdi
	movq %rsi, 1088(%rsp)
	leaq 400(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 120(%rsp), %rax
	movq (%rax), %rsi
	leaq 1112(%rsp), %rdi
	leaq 424(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 416(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 440(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	testq %r15, %r15
	movq 120(%rsp), %r9
	je .LBB_614
	movq 408(%rsp), %rax
	movq 432(%rsp), %rcx
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rdx
	adcq $0, %rdx
	testq %r15, %r15
	je .LBB_605
	movq %rbx, %rsi
	subq %rax, %rsi
	cmpq $64, %rsi
	setb %sil
	movq %rbx, %rdi
	subq %rcx, %rdi
	cmpq $64, %rdi
	setb %dil
	orb %sil, %dil
	je .LBB_606
.LBB_605:
	xorl %edi, %edi
.LBB_609:
	movq %rdx, %r8
	movq %rdi, %rsi
	andq $1, %r8
	je .LBB_612
	movq %rdi, %rsi
.LBB_611:
	vmovsd (%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rsi,8)
	incq %rsi
	decq %r8
	jne .LBB_611
.LBB_612:
	subq %rdx, %rdi
	cmpq $-8, %rdi
	ja .LBB_614
.LBB_613:
	vmovsd (%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rsi,8)
	vmovsd 8(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 8(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%rbx,%rsi,8)
	vmovsd 16(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 16(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rbx,%rsi,8)
	vmovsd 24(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 24(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%rbx,%rsi,8)
	vmovsd 32(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 32(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%rbx,%rsi,8)
	vmovsd 40(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 40(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%rbx,%rsi,8)
	vmovsd 48(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 48(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%rbx,%rsi,8)
	vmovsd 56(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 56(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%rbx,%rsi,8)
	addq $8, %rsi
	cmpq %rsi, %r15
	jne .LBB_613
	jmp .LBB_614
.LBB_606:
	movq %rdx, %rdi
	andq $-16, %rdi
	xorl %esi, %esi
.LBB_607:
	vmovupd (%rax,%rsi,8), %ymm0
	vmovupd 32(%rax,%rsi,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rcx,%rsi,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rsi,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rbx,%rsi,8)
	vmovupd %ymm1, 32(%rbx,%rsi,8)
	addq $8, %rsi
	cmpq %rsi, %rdi
	jne .LBB_607
	cmpq %rdi, %r15
	jne .LBB_609
.LBB_614:
	movq 16(%r9), %r9
	testq %r9, %r9
	js .LBB_1411
	movq 456(%rsp), %rax
	movq %rax, 8(%rsp)
	movq 464(%rsp), %rdx
	movq 1080(%rsp), %r13
	movq 1056(%rsp), %rax
	movq %rax, 32(%rsp)
	movq %r12, 1416(%rsp)
	movq 56(%rsp), %rax
	movq %rax, 1424(%rsp)
	movq 1064(%rsp), %r15
	movq %r14, 1432(%rsp)
	movq 480(%rsp), %rcx
	movq 488(%rsp), %rsi
	cmpq $1, %r9
	movq %r13, 64(%rsp)
	movq %r15, 1280(%rsp)
	jne .LBB_620
	movq %rdx, %rax
	subq %r13, %rax
	jb .LBB_1333
	cmpq %rsi, %rax
	cmovbq %rax, %rsi
	testq %rsi, %rsi
	je .LBB_634
	movq 64(%rsp), %rax
	shlq $7, %rax
	addq %rax, 8(%rsp)
	movl $120, %edx
.LBB_619:
	vxorpd %xmm1, %xmm1, %xmm1
	movq 8(%rsp), %rax
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
	decq %rsi
	jne .LBB_619
	jmp .LBB_634
.LBB_620:
	movq %rsi, 96(%rsp)
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 880(%rsp)
	vmovupd %ymm1, 848(%rsp)
	vmovupd %ymm1, 816(%rsp)
	vmovupd %ymm1, 784(%rsp)
	leaq 1(%r9), %rax
	imulq %r9, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm1, 272(%rsp)
	vmovupd %ymm1, 304(%rsp)
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 336(%rsp)
	leaq 1(%r13), %rax
	movq %rax, %rbx
	subq %r9, %rbx
	cmpq %r13, %rdx
	movb $57, %sil
	jbe .LBB_1343
	cmpq %r9, %rax
	jb .LBB_1335
	testq %r9, %r9
	je .LBB_625
	shlq $7, %rbx
	addq 8(%rsp), %rbx
	bzhiq %rsi, %r9, %rax
	cmpq $1, %rax
	jne .LBB_626
	xorl %esi, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_630
.LBB_625:
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	jmp .LBB_632
.LBB_626:
	movabsq $144115188075855871, %rax
	addq %r9, %rax
	bzhiq %rsi, %rax, %rdi
	incq %rdi
	movq %rdi, %r8
	andq $-2, %r8
	negq %r8
	movl $2, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_627:
	leaq -1(%rsi), %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm13, %ymm8, %ymm8
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vmovupd 128(%rbx), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmovupd 160(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm2, %ymm11, %ymm2
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 192(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm10, %ymm8, %ymm8
	addq $256, %rbx
	leaq 2(%r8,%rsi), %rax
	addq $2, %rsi
	cmpq $2, %rax
	jne .LBB_627
	testb $1, %dil
	je .LBB_631
	addq $-2, %rsi
.LBB_630:
	incq %rsi
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm13, %ymm8, %ymm8
.LBB_631:
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm2, 272(%rsp)
	vmovupd %ymm3, 304(%rsp)
	vmovupd %ymm4, 336(%rsp)
	vmovupd %ymm5, 784(%rsp)
	vmovupd %ymm6, 816(%rsp)
	vmovupd %ymm7, 848(%rsp)
	vmovupd %ymm8, 880(%rsp)
.LBB_632:
	movq 96(%rsp), %rbx
	movq %r9, 16(%rsp)
	testq %rbx, %rbx
	je .LBB_1418
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%rcx)
	vdivpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 32(%rcx)
	vdivpd %ymm5, %ymm3, %ymm1
	vmovupd %ymm1, 64(%rcx)
	vdivpd %ymm5, %ymm4, %ymm1
	vmovupd %ymm1, 96(%rcx)
	cmpq $1, %rbx
	jne .LBB_668
.LBB_634:
	movq 456(%rsp), %r14
	movq 464(%rsp), %r13
	movq 120(%rsp), %rax
	movq 32(%rax), %rsi
	leaq 1112(%rsp), %rdi
	leaq 424(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 440(%rsp), %rax
	shlq $4, %rax
	shlq $4, %r13
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	je .LBB_641
	movq 432(%rsp), %rcx
	movq %r14, %rdx
	subq %rcx, %rdx
	cmpq $128, %rdx
	jae .LBB_639
	xorl %edx, %edx
.LBB_638:
	vmovsd .LCPI_4(%rip), %xmm1
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
	jne .LBB_638
	jmp .LBB_641
.LBB_639:
	xorl %edx, %edx
.LBB_640:
	vbroadcastsd .LCPI_4(%rip), %ymm3
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
	jne .LBB_640
.LBB_641:
	movq 120(%rsp), %rax
	movq 40(%rax), %rsi
	leaq 1112(%rsp), %rdi
	leaq 424(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 440(%rsp), %rax
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	movq 1088(%rsp), %rdi
	je .LBB_648
	movq 432(%rsp), %rcx
	leaq (%r14,%rax,8), %rdx
	leaq (%rcx,%rax,8), %rsi
	cmpq %rsi, %r14
	setb %sil
	cmpq %rdx, %rcx
	setb %dl
	testb %dl, %sil
	je .LBB_646
	xorl %edx, %edx
.LBB_645:
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
	jne .LBB_645
	jmp .LBB_648
.LBB_646:
	xorl %edx, %edx
.LBB_647:
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
	jne .LBB_647
.LBB_648:
	movq 120(%rsp), %rax
	movq 24(%rax), %rsi
	leaq 400(%rsp), %rcx
	cmpq %rdi, %rsi
	je .LBB_650
	leaq 1112(%rsp), %rdi
	leaq 424(%rsp), %rbx
	movq %rbx, %rdx
	movq %rsi, %r12
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq %r12, %rsi
	movq %rbx, %rcx
.LBB_650:
	movq 16(%rcx), %rax
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	movq 64(%rsp), %r13
	je .LBB_657
	movq 8(%rcx), %rcx
	leaq (%rcx,%rax,8), %rdx
	cmpq %rdx, %r14
	jae .LBB_655
	leaq (%r14,%rax,8), %rdx
	cmpq %rdx, %rcx
	jae .LBB_655
	xorl %edx, %edx
.LBB_654:
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
	jne .LBB_654
	jmp .LBB_657
.LBB_655:
	xorl %edx, %edx
.LBB_656:
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
	jne .LBB_656
.LBB_657:
	testq %rsi, %rsi
	js .LBB_1411
	movq 456(%rsp), %rax
	movq %rax, 8(%rsp)
	movq 48(%rsp), %rax
	movq %rax, 1416(%rsp)
	movq 392(%rsp), %rax
	movq %rax, 1424(%rsp)
	movq 464(%rsp), %rdx
	movq 1344(%rsp), %rax
	movq %rax, 1432(%rsp)
	movq 504(%rsp), %rcx
	movq 512(%rsp), %rdi
	cmpq $1, %rsi
	jne .LBB_663
	movq %rdx, %rax
	subq %r13, %rax
	jb .LBB_1333
	cmpq %rdi, %rax
	cmovbq %rax, %rdi
	testq %rdi, %rdi
	je .LBB_678
	shlq $7, %r13
	addq %r13, 8(%rsp)
	movl $120, %edx
.LBB_662:
	vxorpd %xmm1, %xmm1, %xmm1
	movq 8(%rsp), %rax
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
	decq %rdi
	jne .LBB_662
	jmp .LBB_678
.LBB_663:
	movq %rdi, 56(%rsp)
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 880(%rsp)
	vmovupd %ymm1, 848(%rsp)
	vmovupd %ymm1, 816(%rsp)
	vmovupd %ymm1, 784(%rsp)
	leaq 1(%rsi), %rax
	imulq %rsi, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm1, 272(%rsp)
	vmovupd %ymm1, 304(%rsp)
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 336(%rsp)
	leaq 1(%r13), %rax
	movq %rax, %rbx
	subq %rsi, %rbx
	cmpq %r13, %rdx
	jbe .LBB_1343
	cmpq %rsi, %rax
	jb .LBB_1335
	testq %rsi, %rsi
	je .LBB_669
	shlq $7, %rbx
	addq 8(%rsp), %rbx
	movb $57, %dil
	bzhiq %rdi, %rsi, %rax
	cmpq $1, %rax
	jne .LBB_670
	xorl %r9d, %r9d
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_674
.LBB_668:
	movb %r12b, 88(%rsp)
	movq 16(%rsp), %r8
	vcvtsi2sd %r8, %xmm15, %xmm1
	vmovsd .LCPI_3(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r15, %rax
	shlq $4, %rax
	addq 32(%rsp), %rax
	movq %rax, 1184(%rsp)
	testq %r12, %r12
	leaq 1424(%rsp), %rax
	cmovneq %rax, %r12
	movq %r12, 216(%rsp)
	movq 1424(%rsp), %rax
	movq %rax, 208(%rsp)
	movabsq $144115188075855871, %rax
	addq %r8, %rax
	movb $57, %sil
	bzhiq %rsi, %rax, %rax
	movq %rax, 1536(%rsp)
	leaq 1(%rax), %r9
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movl %r9d, %r10d
	andl $7, %r10d
	movabsq $288230376151711736, %rax
	andq %rax, %r9
	movq 8(%rsp), %rdi
	leaq 96(%rdi), %rax
	movq %rax, 384(%rsp)
	movq 64(%rsp), %rsi
	movq %rsi, %rax
	shlq $7, %rax
	leaq 96(%rdi,%rax), %rax
	movq %rax, 192(%rsp)
	movq %r8, %rax
	negq %rax
	movq %rax, 80(%rsp)
	subq %r8, %rsi
	movq %rsi, 1096(%rsp)
	movq %r10, 160(%rsp)
	shll $7, %r10d
	movl $1, %eax
	movq %rax, 24(%rsp)
	xorl %edi, %edi
	jmp .LBB_804
.LBB_669:
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	jmp .LBB_676
.LBB_670:
	movabsq $144115188075855871, %rax
	addq %rsi, %rax
	bzhiq %rdi, %rax, %rdi
	incq %rdi
	movq %rdi, %r8
	andq $-2, %r8
	negq %r8
	movl $2, %r9d
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_671:
	leaq -1(%r9), %rax
	vcvtsi2sd %rax, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm13, %ymm8, %ymm8
	vcvtsi2sd %r9, %xmm15, %xmm9
	vmovupd 128(%rbx), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmovupd 160(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm2, %ymm11, %ymm2
	vaddpd %ymm6, %ymm10, %ymm6
	vmovupd 192(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd 224(%rbx), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm10, %ymm8, %ymm8
	addq $256, %rbx
	leaq 2(%r8,%r9), %rax
	addq $2, %r9
	cmpq $2, %rax
	jne .LBB_671
	testb $1, %dil
	je .LBB_675
	addq $-2, %r9
.LBB_674:
	incq %r9
	vcvtsi2sd %r9, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rbx), %ymm10
	vmovupd 32(%rbx), %ymm11
	vmovupd 64(%rbx), %ymm12
	vmovupd 96(%rbx), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm1, %ymm14, %ymm1
	vaddpd %ymm5, %ymm10, %ymm5
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm6, %ymm11, %ymm6
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm7, %ymm12, %ymm7
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm4, %ymm9, %ymm4
	vaddpd %ymm13, %ymm8, %ymm8
.LBB_675:
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm2, 272(%rsp)
	vmovupd %ymm3, 304(%rsp)
	vmovupd %ymm4, 336(%rsp)
	vmovupd %ymm5, 784(%rsp)
	vmovupd %ymm6, 816(%rsp)
	vmovupd %ymm7, 848(%rsp)
	vmovupd %ymm8, 880(%rsp)
.LBB_676:
	movq 56(%rsp), %rbx
	movq %rsi, 16(%rsp)
	testq %rbx, %rbx
	je .LBB_1418
	vbroadcastsd %xmm0, %ymm5
	vdivpd %ymm5, %ymm1, %ymm1
	vmovupd %ymm1, (%rcx)
	vdivpd %ymm5, %ymm2, %ymm1
	vmovupd %ymm1, 32(%rcx)
	vdivpd %ymm5, %ymm3, %ymm1
	vmovupd %ymm1, 64(%rcx)
	vdivpd %ymm5, %ymm4, %ymm1
	vmovupd %ymm1, 96(%rcx)
	cmpq $1, %rbx
	jne .LBB_721
.LBB_678:
	movq 1152(%rsp), %rsi
	movq 144(%rsp), %rbp
	cmpq %rsi, %rbp
	jae .LBB_1420
	movq 1144(%rsp), %rax
	leaq (%rbp,%rbp,2), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 224(%rsp), %rax
	movq %rax, 24(%rsp)
	movq 128(%rsp), %rax
	movq %rax, 1280(%rsp)
	leaq 1632(%rsp), %rax
	movq %rax, 240(%rsp)
	movq %rdx, 80(%rsp)
	movq %rdx, 248(%rsp)
	movq %rcx, 32(%rsp)
	movq %rcx, 256(%rsp)
	leaq 784(%rsp), %rdi
	leaq 240(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 120(%rsp), %r13
	leaq 48(%r13), %rax
	movq %rax, 48(%rsp)
	movq 144(%rsp), %rax
	incq %rax
	movq %rax, 56(%rsp)
	vmovups 784(%rsp), %ymm0
	vmovupd 816(%rsp), %ymm1
	vmovupd 848(%rsp), %ymm2
	vmovupd 880(%rsp), %ymm3
	vmovups %ymm0, 240(%rsp)
	vmovupd %ymm3, 336(%rsp)
	vmovupd %ymm2, 304(%rsp)
	vmovupd %ymm1, 272(%rsp)
	vmovsd 240(%rsp), %xmm0
	vmovsd %xmm0, 16(%rsp)
	vmovups 248(%rsp), %zmm0
	vmovups %zmm0, 1536(%rsp)
	vmovups 312(%rsp), %ymm0
	vmovups %ymm0, 1184(%rsp)
	vmovsd 344(%rsp), %xmm0
	vmovsd %xmm0, 8(%rsp)
	vmovapd 352(%rsp), %xmm0
	vmovapd %xmm0, 160(%rsp)
	xorl %ebp, %ebp
	jmp .LBB_682
.LBB_681:
	incq %rbp
	cmpq $1025, %rbp
	je .LBB_690
.LBB_682:
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1392
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1394
	movq %rbp, %rbx
	shlq $7, %rbx
	movq 504(%rsp), %rcx
	addq %rbx, %rcx
	movq 480(%rsp), %rdx
	addq %rbx, %rdx
	vmovsd (%rcx), %xmm0
	vsubsd (%rdx), %xmm0, %xmm0
	vbroadcastsd .LCPI_5(%rip), %zmm3
	vandpd %xmm3, %xmm0, %xmm0
	xorl %eax, %eax
	vmovsd 16(%rsp), %xmm1
	vucomisd %xmm0, %xmm1
	setae %al
	vmovupd 8(%rcx), %zmm0
	vsubpd 8(%rdx), %zmm0, %zmm0
	vandpd %zmm3, %zmm0, %zmm0
	vcmplepd 1536(%rsp), %zmm0, %k1
	vmovdqa64 .LCPI_6(%rip), %zmm0 {%k1} {z}
	vmovupd 72(%rcx), %ymm1
	vsubpd 72(%rdx), %ymm1, %ymm1
	vandpd %ymm3, %ymm1, %ymm1
	vcmplepd 1184(%rsp), %ymm1, %k1
	vmovdqa64 .LCPI_7(%rip), %ymm1 {%k1} {z}
	vmovsd 104(%rcx), %xmm2
	vsubsd 104(%rdx), %xmm2, %xmm2
	vandpd %xmm3, %xmm2, %xmm2
	xorl %esi, %esi
	vmovsd 8(%rsp), %xmm4
	vucomisd %xmm2, %xmm4
	setae %sil
	vmovupd 112(%rcx), %xmm2
	vsubpd 112(%rdx), %xmm2, %xmm2
	shll $13, %esi
	vandpd %xmm3, %xmm2, %xmm2
	vcmplepd 160(%rsp), %xmm2, %k1
	vmovdqa64 .LCPI_8(%rip), %xmm2 {%k1} {z}
	vextracti64x4 $1, %zmm0, %ymm3
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %rcx
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %r14
	orq %rsi, %r14
	orq %rcx, %r14
	orq %rax, %r14
	je .LBB_681
	movq 24(%rsp), %rax
	leaq (%rbp,%rax), %r15
.LBB_686:
	tzcntq %r14, %r12
	movl %r12d, %edx
	shll $10, %edx
	orq %r12, %rdx
	addq %r15, %rdx
	leaq 1352(%rsp), %rdi
	movq %r13, %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1325
	movq 480(%rsp), %rax
	addq %rbx, %rax
	vmovq %xmm0, (%rax,%r12,8)
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1328
	blsrq %r14, %r14
	movq 504(%rsp), %rax
	addq %rbx, %rax
	vmovq %xmm1, (%rax,%r12,8)
	testq %r14, %r14
	jne .LBB_686
	jmp .LBB_681
.LBB_690:
	movq 24(%rsp), %rax
	movq %rax, %r12
	negq %r12
	addq $1025, %rax
	movq %rax, 8(%rsp)
	movq $0, 160(%rsp)
	xorl %eax, %eax
	jmp .LBB_692
.LBB_691:
	movq 64(%rsp), %rax
	incq %rax
	addq $-1025, %r12
	addq $8, 160(%rsp)
	addq $1025, 8(%rsp)
	cmpq $16, %rax
	je .LBB_713
.LBB_692:
	movq %rax, %r14
	shlq $10, %r14
	addq %rax, %r14
	addq 24(%rsp), %r14
	movq %rax, 64(%rsp)
	vmovsd 240(%rsp,%rax,8), %xmm0
	vpxor %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 1280(%rsp), %r14
	setb %cl
	testb %cl, %al
	je .LBB_691
	leaq 1025(%r14), %r8
	movq 1280(%rsp), %rax
	cmpq %r8, %rax
	cmovbq %rax, %r8
	cmpq $-1025, %r14
	movq %r8, 1184(%rsp)
	jb .LBB_695
	jmp .LBB_691
.LBB_694:
	movq 1184(%rsp), %r8
	cmpq %r8, 16(%rsp)
	movq 1536(%rsp), %r14
	jae .LBB_691
.LBB_695:
	movq 720(%rsp), %rax
	movq 728(%rsp), %rdx
	cmpq $1, %rdx
	je .LBB_699
	testq %rdx, %rdx
	je .LBB_1358
	movq %rdx, %rcx
	xorl %ebx, %ebx
.LBB_698:
	movq %rbx, %rsi
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %rbx
	cmpq %r14, (%rax,%rbx,8)
	cmovaq %rsi, %rbx
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_698
	jmp .LBB_700
.LBB_699:
	xorl %ebx, %ebx
.LBB_700:
	cmpq (%rax,%rbx,8), %r14
	sbbq $-1, %rbx
	leaq -1(%rbx), %rbp
	cmpq %rdx, %rbp
	jae .LBB_1350
	cmpq %rdx, %rbx
	leaq (%rax,%rbx,8), %rax
	leaq 760(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 16(%rsp)
	cmovbq %r8, %rax
	movq %rax, 1536(%rsp)
	cmpq %rax, %r14
	jae .LBB_694
	cmpq 32(%rsp), %rbp
	jae .LBB_1360
	leaq (%r12,%r14), %r13
	shlq $7, %r13
	addq 160(%rsp), %r13
	movq 1280(%rsp), %r15
	movq 16(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 8(%rsp), %rax
	cmpq %rax, %r15
	cmovaeq %rax, %r15
	jmp .LBB_705
.LBB_704:
	incq %r14
	subq $-128, %r13
	cmpq %r14, %r15
	je .LBB_694
.LBB_705:
	leaq (%r12,%r14), %rbp
	movq 80(%rsp), %rax
	vmovsd -8(%rax,%rbx,8), %xmm0
	vucomisd .LCPI_9(%rip), %xmm0
	jae .LBB_709
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1318
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1320
	movq 480(%rsp), %rax
	movq 504(%rsp), %rcx
	vmovsd (%rcx,%r13), %xmm1
	vsubsd (%rax,%r13), %xmm1, %xmm1
	vandpd .LCPI_5(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_704
.LBB_709:
	leaq 1352(%rsp), %rdi
	movq 120(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1314
	movq 480(%rsp), %rax
	vmovsd %xmm0, (%rax,%r13)
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1316
	movq 504(%rsp), %rax
	vmovsd %xmm1, (%rax,%r13)
	jmp .LBB_704
.LBB_713:
	movq 144(%rsp), %rax
	cmpq 72(%rsp), %rax
	je .LBB_1425
	movq 224(%rsp), %rax
	movq %rax, 80(%rsp)
	movq 128(%rsp), %rdi
	movq 488(%rsp), %rax
	movq 512(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	movq 528(%rsp), %r8
	movq 536(%rsp), %rdx
	cmpq %rdx, %rax
	cmovaeq %rdx, %rax
	testq %rax, %rax
	je .LBB_728
	movq 480(%rsp), %rcx
	movq 504(%rsp), %r9
	shlq $4, %rax
	cmpq $1, %rax
	movq %rax, %r10
	adcq $0, %r10
	testq %rax, %rax
	je .LBB_722
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
	jne .LBB_801
	movl $0, %r11d
	andb %bpl, %bl
	jne .LBB_723
	movq %r10, %r11
	andq $-16, %r11
	xorl %ebx, %ebx
.LBB_719:
	vmovupd (%r9,%rbx,8), %ymm0
	vmovupd 32(%r9,%rbx,8), %ymm1
	vmovupd (%rcx,%rbx,8), %ymm2
	vmovupd 32(%rcx,%rbx,8), %ymm3
	vcmpltpd %ymm0, %ymm2, %k0
	vcmpltpd %ymm1, %ymm3, %k1
	vcmpltpd %ymm2, %ymm0, %k2
	vcmpltpd %ymm3, %ymm1, %k3
	vpmovm2b %k2, %xmm0
	vpmovm2b %k3, %xmm1
	vpmovm2b %k0, %xmm2
	vpsubb %xmm2, %xmm0, %xmm0
	vpmovm2b %k1, %xmm2
	vpsubb %xmm2, %xmm1, %xmm1
	vmovd %xmm0, (%r8,%rbx)
	vmovd %xmm1, 4(%r8,%rbx)
	addq $8, %rbx
	cmpq %rbx, %r11
	jne .LBB_719
	cmpq %r11, %rax
	jne .LBB_723
	jmp .LBB_728
.LBB_721:
	movq 48(%rsp), %rsi
	movb %sil, 96(%rsp)
	movq 16(%rsp), %rdi
	vcvtsi2sd %rdi, %xmm15, %xmm1
	vmovsd .LCPI_3(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r15, %rax
	shlq $4, %rax
	addq 32(%rsp), %rax
	movq %rax, 1184(%rsp)
	testq %rsi, %rsi
	leaq 1424(%rsp), %rax
	cmovneq %rax, %rsi
	movq %rsi, 48(%rsp)
	movq 1424(%rsp), %rax
	movq %rax, 192(%rsp)
	movabsq $144115188075855871, %rax
	addq %rdi, %rax
	movb $57, %sil
	bzhiq %rsi, %rax, %rax
	movq %rax, 1536(%rsp)
	leaq 1(%rax), %r10
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movl %r10d, %r11d
	andl $7, %r11d
	movabsq $288230376151711736, %rax
	andq %rax, %r10
	movq 8(%rsp), %rsi
	leaq 96(%rsi), %rax
	movq %rax, 88(%rsp)
	movq %r13, %rax
	shlq $7, %rax
	leaq 96(%rsi,%rax), %rax
	movq %rax, 216(%rsp)
	movq %rdi, %rax
	negq %rax
	movq %rax, 80(%rsp)
	movq %r13, %rax
	subq %rdi, %rax
	movq %rax, 384(%rsp)
	movq %r11, 160(%rsp)
	shll $7, %r11d
	movl $1, %eax
	movq %rax, 24(%rsp)
	xorl %edi, %edi
	jmp .LBB_844
.LBB_722:
	xorl %r11d, %r11d
.LBB_723:
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	je .LBB_726
.LBB_724:
	movq %r11, %rbx
.LBB_725:
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
	jne .LBB_725
.LBB_726:
	subq %r10, %r11
	cmpq $-4, %r11
	ja .LBB_728
.LBB_727:
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
	jne .LBB_727
.LBB_728:
	leaq 568(%rsp), %rax
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %ymm0, 96(%rax)
	vmovupd %ymm0, 64(%rax)
	vmovupd %ymm0, 32(%rax)
	vmovupd %ymm0, (%rax)
	testq %rdx, %rdx
	movq 144(%rsp), %rax
	je .LBB_1426
	leaq (%rax,%rax,4), %rax
	movq 136(%rsp), %rcx
	leaq (%rcx,%rax,8), %r10
	movq 552(%rsp), %rcx
	movq 560(%rsp), %r9
	movzbl (%r8), %eax
	mulb 32(%r10)
	cmpb $-1, %al
	jne .LBB_732
	testq %r9, %r9
	je .LBB_1445
	movw $0, (%rcx)
	movq $1, 568(%rsp)
.LBB_732:
	cmpq $1025, %rdx
	jb .LBB_1422
	movzbl 1(%r8), %eax
	mulb 16384(%r8)
	cmpb $-1, %al
	je .LBB_749
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	je .LBB_751
.LBB_735:
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	je .LBB_753
.LBB_736:
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	je .LBB_755
.LBB_737:
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	je .LBB_757
.LBB_738:
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	je .LBB_759
.LBB_739:
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	je .LBB_761
.LBB_740:
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	je .LBB_763
.LBB_741:
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	je .LBB_765
.LBB_742:
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	je .LBB_767
.LBB_743:
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	je .LBB_769
.LBB_744:
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	je .LBB_771
.LBB_745:
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	je .LBB_773
.LBB_746:
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	je .LBB_775
.LBB_747:
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	je .LBB_777
.LBB_748:
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	je .LBB_779
	jmp .LBB_794
.LBB_749:
	cmpq $2, %r9
	jb .LBB_1461
	movw $0, 2050(%rcx)
	movq $1, 576(%rsp)
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	jne .LBB_735
.LBB_751:
	cmpq $3, %r9
	jb .LBB_1458
	movw $0, 4100(%rcx)
	movq $1, 584(%rsp)
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	jne .LBB_736
.LBB_753:
	cmpq $4, %r9
	jb .LBB_1436
	movw $0, 6150(%rcx)
	movq $1, 592(%rsp)
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	jne .LBB_737
.LBB_755:
	cmpq $5, %r9
	jb .LBB_1442
	movw $0, 8200(%rcx)
	movq $1, 600(%rsp)
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	jne .LBB_738
.LBB_757:
	cmpq $6, %r9
	jb .LBB_1450
	movw $0, 10250(%rcx)
	movq $1, 608(%rsp)
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	jne .LBB_739
.LBB_759:
	cmpq $7, %r9
	jb .LBB_1455
	movw $0, 12300(%rcx)
	movq $1, 616(%rsp)
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	jne .LBB_740
.LBB_761:
	cmpq $8, %r9
	jb .LBB_1433
	movw $0, 14350(%rcx)
	movq $1, 624(%rsp)
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	jne .LBB_741
.LBB_763:
	cmpq $9, %r9
	jb .LBB_1439
	movw $0, 16400(%rcx)
	movq $1, 632(%rsp)
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	jne .LBB_742
.LBB_765:
	cmpq $10, %r9
	jb .LBB_1447
	movw $0, 18450(%rcx)
	movq $1, 640(%rsp)
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	jne .LBB_743
.LBB_767:
	cmpq $11, %r9
	jb .LBB_1453
	movw $0, 20500(%rcx)
	movq $1, 648(%rsp)
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	jne .LBB_744
.LBB_769:
	cmpq $12, %r9
	jb .LBB_1459
	movw $0, 22550(%rcx)
	movq $1, 656(%rsp)
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	jne .LBB_745
.LBB_771:
	cmpq $13, %r9
	jb .LBB_1437
	movw $0, 24600(%rcx)
	movq $1, 664(%rsp)
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	jne .LBB_746
.LBB_773:
	cmpq $14, %r9
	jb .LBB_1443
	movw $0, 26650(%rcx)
	movq $1, 672(%rsp)
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	jne .LBB_747
.LBB_775:
	cmpq $15, %r9
	jb .LBB_1451
	movw $0, 28700(%rcx)
	movq $1, 680(%rsp)
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	jne .LBB_748
.LBB_777:
	cmpq $16, %r9
	jb .LBB_1464
	movw $0, 30750(%rcx)
	movq $1, 688(%rsp)
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	jne .LBB_794
.LBB_779:
	movq 552(%rsp), %rax
	xorl %ecx, %ecx
	jmp .LBB_781
.LBB_780:
	incq %rcx
	addq $2050, %rax
	cmpq $16, %rcx
	je .LBB_584
.LBB_781:
	cmpq %r9, %rcx
	je .LBB_1397
	movq 568(%rsp,%rcx,8), %r13
	cmpq $1025, %r13
	ja .LBB_1302
	testq %r13, %r13
	je .LBB_780
	movq %rcx, %r11
	shlq $10, %r11
	addq %rcx, %r11
	addq 80(%rsp), %r11
	addq %r13, %r13
	leaq (%r8,%rcx), %rbx
	xorl %r14d, %r14d
	jmp .LBB_786
.LBB_785:
	addq $2, %r14
	movq %rsi, %r13
	cmpq %r14, %rsi
	je .LBB_780
.LBB_786:
	movzwl (%rax,%r14), %ebp
	leaq (%r11,%rbp), %r15
	cmpq %rdi, %r15
	jae .LBB_780
	cmpq %rbp, %rdx
	jbe .LBB_1341
	movq %r13, %rsi
	shll $4, %ebp
	movsbq (%rbx,%rbp), %r12
	movq (%r10), %r13
	cmpq %r12, %r13
	je .LBB_785
	testq %r13, %r13
	je .LBB_792
	cmpq 40(%rsp), %r15
	jae .LBB_1368
	movq 112(%rsp), %rbp
	vmovsd (%rbp,%r15,8), %xmm0
	vcvtsi2sd %r13, %xmm15, %xmm1
	vmovsd 8(%r10), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_3(%rip), %xmm0, %xmm0
	vmulsd .LCPI_10(%rip), %xmm0, %xmm0
	vaddsd .LCPI_11(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r10)
	incq 24(%r10)
.LBB_792:
	movq %r12, (%r10)
	cmpq 40(%rsp), %r15
	jae .LBB_1354
	movq 112(%rsp), %r12
	vmovsd (%r12,%r15,8), %xmm0
	vmovsd %xmm0, 8(%r10)
	jmp .LBB_785
.LBB_794:
	leaq 16(%r8), %r11
	movabsq $1152921504606846975, %rax
	addq %rdx, %rax
	movb $60, %cl
	bzhiq %rcx, %rax, %rbx
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	movl $1024, %eax
	cmovaeq %rax, %rbx
	xorl %r14d, %r14d
	jmp .LBB_796
.LBB_795:
	incq %r14
	cmpq %rbx, %r14
	je .LBB_779
.LBB_796:
	movq %r14, %r12
	shlq $4, %r12
	movzbl (%r8,%r12), %eax
	movzbl 13(%r8,%r12), %ecx
	mulb (%r11,%r12)
	xorl %r15d, %r15d
	cmpb $-1, %al
	sete %r15b
	vpmovzxbw 1(%r11,%r12), %xmm0
	vpmovzxbw 1(%r8,%r12), %xmm1
	vpmullw %xmm0, %xmm1, %xmm0
	vpmovwb %xmm0, %xmm0
	vpcmpeqd %xmm4, %xmm4, %xmm4
	vpcmpeqb %xmm4, %xmm0, %k1
	vmovdqa64 .LCPI_6(%rip), %zmm0 {%k1} {z}
	vmovd 9(%r11,%r12), %xmm1
	vmovd 9(%r8,%r12), %xmm2
	vpmovzxbw %xmm1, %xmm1
	vpmovzxbw %xmm2, %xmm2
	vpmullw %xmm1, %xmm2, %xmm1
	vpmovwb %xmm1, %xmm1
	vpcmpeqb %xmm4, %xmm1, %k1
	vmovdqa64 .LCPI_7(%rip), %ymm1 {%k1} {z}
	movl %ecx, %eax
	mulb 13(%r11,%r12)
	xorl %ecx, %ecx
	cmpb $-1, %al
	sete %cl
	shll $13, %ecx
	vmovw 14(%r11,%r12), %xmm2
	vmovw 14(%r8,%r12), %xmm3
	vpmovzxbw %xmm2, %xmm2
	vpmovzxbw %xmm3, %xmm3
	vpmullw %xmm2, %xmm3, %xmm2
	vpmovwb %xmm2, %xmm2
	vpcmpeqb %xmm4, %xmm2, %k1
	vmovdqa64 .LCPI_8(%rip), %xmm2 {%k1} {z}
	vextracti64x4 $1, %zmm0, %ymm3
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r12
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %rax
	orq %rcx, %rax
	orq %r12, %rax
	orq %r15, %rax
	je .LBB_795
	movq 552(%rsp), %rcx
	leal 1(%r14), %r15d
.LBB_798:
	tzcntq %rax, %r12
	cmpq %r9, %r12
	jae .LBB_1339
	movq 568(%rsp,%r12,8), %rbp
	cmpq $1024, %rbp
	ja .LBB_1337
	blsrq %rax, %rax
	movl %r12d, %r13d
	shll $11, %r13d
	leal (%r13,%r12,2), %r13d
	addq %rcx, %r13
	movw %r15w, (%r13,%rbp,2)
	incq %rbp
	movq %rbp, 568(%rsp,%r12,8)
	testq %rax, %rax
	jne .LBB_798
	jmp .LBB_795
.LBB_801:
	xorl %r11d, %r11d
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	jne .LBB_724
	jmp .LBB_726
.LBB_802:
	cmpq %r13, 208(%rsp)
	sete %al
	andb 88(%rsp), %al
	cmpb $1, %al
	je .LBB_1489
.LBB_803:
	movq 96(%rsp), %rbx
	cmpq %rbx, 24(%rsp)
	movq 1280(%rsp), %r15
	jae .LBB_634
.LBB_804:
	movq 24(%rsp), %rsi
	cmpq %r15, %rdi
	jae .LBB_809
	movq %rdi, %rax
	shlq $4, %rax
	addq 32(%rsp), %rax
.LBB_806:
	movq (%rax), %r8
	cmpq %rsi, %r8
	jae .LBB_810
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r15
	jne .LBB_806
	movq %r15, %rdi
.LBB_809:
	cmpb $0, 88(%rsp)
	movq %rbx, %r13
	movq 56(%rsp), %rax
	cmovneq %rax, %r13
	cmpq %rsi, %rax
	cmovbq %rbx, %r13
	jmp .LBB_811
.LBB_810:
	movq 56(%rsp), %rax
	cmpq %rax, %r8
	movq %rax, %r13
	cmovbq %r8, %r13
	cmpb $0, 88(%rsp)
	cmoveq %r8, %r13
	cmpq %rsi, %rax
	cmovbq %r8, %r13
.LBB_811:
	leaq 1(%r13), %r11
	cmpq %r11, %rbx
	movq %r11, 24(%rsp)
	cmovbq %rbx, %r11
	vmovupd 240(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm4
	vmovupd 304(%rsp), %ymm5
	vmovupd 336(%rsp), %ymm6
	vmovupd 784(%rsp), %ymm7
	vmovupd 816(%rsp), %ymm8
	vmovupd 848(%rsp), %ymm9
	vmovupd 880(%rsp), %ymm10
	subq %rsi, %r11
	jbe .LBB_816
	movq %rsi, %r8
	shlq $7, %r8
	leaq 96(%rcx), %rax
	leaq (%rax,%r8), %r14
	movq 64(%rsp), %rax
	leaq (%rax,%rsi), %rbp
	addq 192(%rsp), %r8
	addq 1096(%rsp), %rsi
	shlq $7, %rsi
	addq 384(%rsp), %rsi
	xorl %r15d, %r15d
.LBB_813:
	cmpq %rdx, %rbp
	jae .LBB_1373
	movq 80(%rsp), %rax
	addq %rbp, %rax
	cmpq %rdx, %rax
	jae .LBB_1356
	vmovupd -96(%r8,%r15), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%rsi,%r15), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r14,%r15)
	vmovupd -64(%r8,%r15), %ymm11
	vaddpd %ymm11, %ymm8, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%rsi,%r15), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r14,%r15)
	vmovupd -32(%r8,%r15), %ymm11
	vaddpd %ymm11, %ymm9, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%rsi,%r15), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r14,%r15)
	vmovupd (%r8,%r15), %ymm11
	vaddpd %ymm11, %ymm10, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%rsi,%r15), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r14,%r15)
	subq $-128, %r15
	incq %rbp
	decq %r11
	jne .LBB_813
	jmp .LBB_817
.LBB_816:
	vmovddup 792(%rsp), %xmm11
	vmovsd %xmm7, %xmm11, %xmm7
	vinsertf128 $1, 800(%rsp), %ymm7, %ymm7
	vmovddup 824(%rsp), %xmm11
	vmovsd %xmm8, %xmm11, %xmm8
	vinsertf128 $1, 832(%rsp), %ymm8, %ymm8
	vmovddup 856(%rsp), %xmm11
	vmovsd %xmm9, %xmm11, %xmm9
	vinsertf128 $1, 864(%rsp), %ymm9, %ymm9
	vmovddup 888(%rsp), %xmm11
	vmovsd %xmm10, %xmm11, %xmm10
	vinsertf128 $1, 896(%rsp), %ymm10, %ymm10
.LBB_817:
	vmovupd %ymm3, 240(%rsp)
	vmovupd %ymm4, 272(%rsp)
	vmovupd %ymm5, 304(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm7, 784(%rsp)
	vmovupd %ymm8, 816(%rsp)
	vmovupd %ymm9, 848(%rsp)
	vmovupd %ymm10, 880(%rsp)
	cmpq %rbx, %r13
	movq 1280(%rsp), %r15
	jae .LBB_634
	cmpq %r15, %rdi
	ja .LBB_1312
	movq %rdi, %r8
	shlq $4, %r8
	addq 32(%rsp), %r8
	movq 64(%rsp), %rax
	leaq (%r13,%rax), %rsi
	leaq 1(%r13,%rax), %r11
	movq %r11, %rbx
	subq 16(%rsp), %rbx
	setb %al
	cmpq %rdx, %rsi
	setae %bpl
	orb %al, %bpl
	jne .LBB_839
	shlq $7, %rbx
	addq 8(%rsp), %rbx
	movq %r13, %rsi
	shlq $7, %rsi
	addq %rcx, %rsi
	xorl %r15d, %r15d
	movq 216(%rsp), %r14
	jmp .LBB_823
.LBB_821:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbp
	jae .LBB_1390
.LBB_822:
	vmovsd %xmm4, 240(%rsp,%rbp,8)
	vmovsd %xmm3, 784(%rsp,%rbp,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%rsi,%rbp,8)
	movq %r12, %r14
	movq %r11, %r8
.LBB_823:
	testb %r15b, %r15b
	je .LBB_831
	movq %r8, %r11
.LBB_825:
	testq %r14, %r14
	je .LBB_803
	cmpq %r13, (%r14)
	jne .LBB_803
	movb $2, %r15b
	xorl %r12d, %r12d
	movq %r14, %r8
	movq 8(%r8), %rbp
	cmpq $0, 16(%rsp)
	je .LBB_821
.LBB_828:
	cmpq $15, %rbp
	ja .LBB_1378
	cmpq $7, 1536(%rsp)
	jae .LBB_834
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
	movq %rbx, %r14
	jmp .LBB_837
.LBB_831:
	movq 1184(%rsp), %rax
	movq %rax, %r11
	cmpq %rax, %r8
	je .LBB_825
	leaq 16(%r8), %r11
	cmpq %r13, (%r8)
	jne .LBB_825
	xorl %r15d, %r15d
	movq %r14, %r12
	movq 8(%r8), %rbp
	cmpq $0, 16(%rsp)
	jne .LBB_828
	jmp .LBB_821
.LBB_834:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
	movq %rbx, %r14
.LBB_835:
	leaq 1(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd (%r14,%rbp,8), %xmm6
	vmovsd 128(%r14,%rbp,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 384(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 512(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 640(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 768(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd 896(%r14,%rbp,8), %xmm6
	addq $1024, %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %r8, %r9
	jne .LBB_835
	cmpq $0, 160(%rsp)
	je .LBB_822
.LBB_837:
	incq %r8
	leaq (%r14,%rbp,8), %r14
	xorl %eax, %eax
.LBB_838:
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd (%r14,%rax), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r8
	subq $-128, %rax
	cmpq %rax, %r10
	jne .LBB_838
	jmp .LBB_822
.LBB_839:
	cmpq %r15, %rdi
	je .LBB_802
	cmpq %r13, 208(%rsp)
	sete %al
	cmpq %r13, (%r8)
	je .LBB_1489
	andb 88(%rsp), %al
	je .LBB_803
	jmp .LBB_1489
.LBB_842:
	cmpq %rsi, 192(%rsp)
	sete %al
	andb 96(%rsp), %al
	cmpb $1, %al
	je .LBB_1495
.LBB_843:
	movq 56(%rsp), %rbx
	cmpq %rbx, 24(%rsp)
	movq 64(%rsp), %r13
	movq 1280(%rsp), %r15
	jae .LBB_678
.LBB_844:
	movq 24(%rsp), %r9
	cmpq %r15, %rdi
	jae .LBB_849
	movq %rdi, %rax
	shlq $4, %rax
	addq 32(%rsp), %rax
.LBB_846:
	movq (%rax), %r8
	cmpq %r9, %r8
	jae .LBB_850
	incq %rdi
	addq $16, %rax
	cmpq %rdi, %r15
	jne .LBB_846
	movq %r15, %rdi
.LBB_849:
	cmpb $0, 96(%rsp)
	movq %rbx, %rsi
	movq 392(%rsp), %rax
	cmovneq %rax, %rsi
	cmpq %r9, %rax
	cmovbq %rbx, %rsi
	jmp .LBB_851
.LBB_850:
	movq 392(%rsp), %rax
	cmpq %rax, %r8
	movq %rax, %rsi
	cmovbq %r8, %rsi
	cmpb $0, 96(%rsp)
	cmoveq %r8, %rsi
	cmpq %r9, %rax
	cmovbq %r8, %rsi
.LBB_851:
	leaq 1(%rsi), %r14
	cmpq %r14, %rbx
	movq %r14, 24(%rsp)
	cmovbq %rbx, %r14
	vmovupd 240(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm4
	vmovupd 304(%rsp), %ymm5
	vmovupd 336(%rsp), %ymm6
	vmovupd 784(%rsp), %ymm7
	vmovupd 816(%rsp), %ymm8
	vmovupd 848(%rsp), %ymm9
	vmovupd 880(%rsp), %ymm10
	subq %r9, %r14
	jbe .LBB_856
	movq %r9, %r8
	shlq $7, %r8
	leaq 96(%rcx), %rax
	leaq (%rax,%r8), %r15
	leaq (%r13,%r9), %rbp
	addq 216(%rsp), %r8
	addq 384(%rsp), %r9
	shlq $7, %r9
	addq 88(%rsp), %r9
	xorl %r12d, %r12d
.LBB_853:
	cmpq %rdx, %rbp
	jae .LBB_1373
	movq 80(%rsp), %rax
	addq %rbp, %rax
	cmpq %rdx, %rax
	jae .LBB_1356
	vmovupd -96(%r8,%r12), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%r9,%r12), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r15,%r12)
	vmovupd -64(%r8,%r12), %ymm11
	vaddpd %ymm11, %ymm8, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%r9,%r12), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r15,%r12)
	vmovupd -32(%r8,%r12), %ymm11
	vaddpd %ymm11, %ymm9, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%r9,%r12), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r15,%r12)
	vmovupd (%r8,%r12), %ymm11
	vaddpd %ymm11, %ymm10, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%r9,%r12), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r15,%r12)
	subq $-128, %r12
	incq %rbp
	decq %r14
	jne .LBB_853
	jmp .LBB_857
.LBB_856:
	vmovddup 792(%rsp), %xmm11
	vmovsd %xmm7, %xmm11, %xmm7
	vinsertf128 $1, 800(%rsp), %ymm7, %ymm7
	vmovddup 824(%rsp), %xmm11
	vmovsd %xmm8, %xmm11, %xmm8
	vinsertf128 $1, 832(%rsp), %ymm8, %ymm8
	vmovddup 856(%rsp), %xmm11
	vmovsd %xmm9, %xmm11, %xmm9
	vinsertf128 $1, 864(%rsp), %ymm9, %ymm9
	vmovddup 888(%rsp), %xmm11
	vmovsd %xmm10, %xmm11, %xmm10
	vinsertf128 $1, 896(%rsp), %ymm10, %ymm10
.LBB_857:
	vmovupd %ymm3, 240(%rsp)
	vmovupd %ymm4, 272(%rsp)
	vmovupd %ymm5, 304(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm7, 784(%rsp)
	vmovupd %ymm8, 816(%rsp)
	vmovupd %ymm9, 848(%rsp)
	vmovupd %ymm10, 880(%rsp)
	cmpq %rbx, %rsi
	movq 1280(%rsp), %r15
	jae .LBB_678
	cmpq %r15, %rdi
	ja .LBB_1312
	movq %rdi, %r8
	shlq $4, %r8
	addq 32(%rsp), %r8
	leaq (%rsi,%r13), %r9
	leaq 1(%rsi,%r13), %r14
	movq %r14, %rbx
	subq 16(%rsp), %rbx
	setb %al
	cmpq %rdx, %r9
	setae %bpl
	orb %al, %bpl
	jne .LBB_879
	shlq $7, %rbx
	addq 8(%rsp), %rbx
	movq %rsi, %r13
	shlq $7, %r13
	addq %rcx, %r13
	xorl %r15d, %r15d
	movq 48(%rsp), %r14
	jmp .LBB_863
.LBB_861:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbp
	jae .LBB_1390
.LBB_862:
	vmovsd %xmm4, 240(%rsp,%rbp,8)
	vmovsd %xmm3, 784(%rsp,%rbp,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%r13,%rbp,8)
	movq %r12, %r14
	movq %r9, %r8
.LBB_863:
	testb %r15b, %r15b
	je .LBB_871
	movq %r8, %r9
.LBB_865:
	testq %r14, %r14
	je .LBB_843
	cmpq %rsi, (%r14)
	jne .LBB_843
	movb $2, %r15b
	xorl %r12d, %r12d
	movq %r14, %r8
	movq 8(%r8), %rbp
	cmpq $0, 16(%rsp)
	je .LBB_861
.LBB_868:
	cmpq $15, %rbp
	ja .LBB_1378
	cmpq $7, 1536(%rsp)
	jae .LBB_874
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
	movq %rbx, %r14
	jmp .LBB_877
.LBB_871:
	movq 1184(%rsp), %rax
	movq %rax, %r9
	cmpq %rax, %r8
	je .LBB_865
	leaq 16(%r8), %r9
	cmpq %rsi, (%r8)
	jne .LBB_865
	xorl %r15d, %r15d
	movq %r14, %r12
	movq 8(%r8), %rbp
	cmpq $0, 16(%rsp)
	jne .LBB_868
	jmp .LBB_861
.LBB_874:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r8d, %r8d
	movq %rbx, %r14
.LBB_875:
	leaq 1(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd (%r14,%rbp,8), %xmm6
	vmovsd 128(%r14,%rbp,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 384(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 512(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 640(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%r8), %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 768(%r14,%rbp,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd 896(%r14,%rbp,8), %xmm6
	addq $1024, %r14
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %r8, %r10
	jne .LBB_875
	cmpq $0, 160(%rsp)
	je .LBB_862
.LBB_877:
	incq %r8
	leaq (%r14,%rbp,8), %r14
	xorl %eax, %eax
.LBB_878:
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd (%r14,%rax), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %r8
	subq $-128, %rax
	cmpq %rax, %r11
	jne .LBB_878
	jmp .LBB_862
.LBB_879:
	cmpq %r15, %rdi
	je .LBB_842
	cmpq %rsi, 192(%rsp)
	sete %al
	cmpq %rsi, (%r8)
	je .LBB_1495
	andb 96(%rsp), %al
	je .LBB_843
	jmp .LBB_1495
.LBB_882:
	movq 1160(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_884
	movq 1168(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_884:
	cmpq $0, 184(%rsp)
	movq 768(%rsp), %rax
	jne .LBB_511
	jmp .LBB_888
.LBB_885:
	cmpq $21, %r15
	jae .LBB_887
	movq %r14, %rdi
	movq %r15, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	jmp .LBB_531
.LBB_887:
	movq %r14, %rdi
	movq %r15, %rsi
	leaq 7(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	jmp .LBB_531
.LBB_888:
	movq 72(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 136(%rsp), %rcx
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 784(%rsp)
	movq %rcx, 792(%rsp)
	movq 200(%rsp), %rcx
	movq %rcx, 800(%rsp)
	movq %rax, 808(%rsp)
	movq 112(%rsp), %rax
	movq %rax, 816(%rsp)
	movq 40(%rsp), %rax
	movq %rax, 824(%rsp)
	leaq 128(%rsp), %rax
	movq %rax, 832(%rsp)
	leaq 784(%rsp), %rsi
	movq 1224(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 1144(%rsp), %rbx
	movq 1152(%rsp), %r14
	testq %r14, %r14
	je .LBB_894
	leaq 8(%rbx), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	jmp .LBB_892
.LBB_891:
	addq $24, %r15
	decq %r14
	je .LBB_894
.LBB_892:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_891
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_891
.LBB_894:
	movq 1136(%rsp), %rax
	testq %rax, %rax
	je .LBB_896
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_896:
	leaq 1256(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
.LBB_897:
	movq 1232(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_899
	movq 1240(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_899:
	leaq 400(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	movq 712(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_901
	movq 720(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_901:
	movq 736(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1299
	movq 744(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1299
.LBB_903:
	movl $8, %eax
	movq %rax, 184(%rsp)
	movq $0, 1480(%rsp)
	movq 1184(%rsp), %rcx
	cmpq $2, %rcx
	movq %rcx, %rax
	jae .LBB_105
.LBB_904:
	movq 184(%rsp), %rdx
	testq %rax, %rax
	movq 208(%rsp), %r14
	je .LBB_906
.LBB_905:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_906:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_1386
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_908:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 112(%rsp), %rcx
	movq %rcx, 1352(%rsp)
	movq 40(%rsp), %rcx
	movq %rcx, 1360(%rsp)
	vmovdqu .Lanon.0(%rip), %ymm0
	vmovdqu %ymm0, 1368(%rsp)
	movq %rax, 1400(%rsp)
	movq %rdx, 1408(%rsp)
	movq $16400, 776(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 1104(%rsp), %rax, %rcx
	shrq $10, %rcx
	rorxq $4, %rax, %rax
	movabsq $1124801467909119, %rdx
	xorl %esi, %esi
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1608(%rsp)
	movq 1184(%rsp), %rbx
	je .LBB_1294
	movq %r14, %rax
	negq %rax
	movq %rax, 1624(%rsp)
	xorl %eax, %eax
.LBB_910:
	movq %rax, 152(%rsp)
	movq 1320(%rsp), %r15
	movq 1328(%rsp), %r12
	movq %rax, 1616(%rsp)
	testq %r12, %r12
	je .LBB_922
	movq %r12, %rax
	shlq $7, %rax
	addq %r15, %rax
	movl $1025, %ecx
	movq 1624(%rsp), %rdx
	movq %r15, %rsi
	jmp .LBB_913
.LBB_912:
	incq %rdx
	incq %rcx
	cmpq %rax, %rsi
	je .LBB_921
.LBB_913:
	movq %rsi, %r8
	addq $128, %rsi
	movl $8, %r9d
	movq %rcx, %r10
	movq %rdx, %r11
	jmp .LBB_915
.LBB_914:
	vmovq %xmm0, (%r8,%r9)
	addq $16, %r9
	addq $2050, %r11
	addq $2050, %r10
	cmpq $136, %r9
	je .LBB_912
.LBB_915:
	movq 152(%rsp), %rbx
	leaq -1025(%r10,%rbx), %rdi
	vmovq .LCPI_0(%rip), %xmm0
	cmpq %r14, %rdi
	jb .LBB_918
	addq %r11, %rbx
	movq 1104(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq 40(%rsp), %rdi
	jae .LBB_1371
	movq 112(%rsp), %rbx
	vmovq (%rbx,%rdi,8), %xmm0
.LBB_918:
	vmovq %xmm0, -8(%r8,%r9)
	movq 152(%rsp), %rdi
	leaq (%r10,%rdi), %rbx
	vmovq .LCPI_0(%rip), %xmm0
	cmpq %r14, %rbx
	jb .LBB_914
	leaq 1025(%r11,%rdi), %rbx
	movq 1104(%rsp), %rdi
	decq %rdi
	cmpq %rbx, %rdi
	cmovaeq %rbx, %rdi
	cmpq 40(%rsp), %rdi
	jae .LBB_1371
	movq 112(%rsp), %rbx
	vmovq (%rbx,%rdi,8), %xmm0
	jmp .LBB_914
.LBB_921:
	movq 152(%rsp), %rax
.LBB_922:
	movq 720(%rsp), %rcx
	movq 728(%rsp), %rdx
	movq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_928
	cmpq $1, %rdx
	jne .LBB_925
	xorl %esi, %esi
	jmp .LBB_927
.LBB_925:
	movq %rdx, %rdi
	xorl %esi, %esi
.LBB_926:
	movq %rdi, %r8
	shrq %r8
	leaq (%r8,%rsi), %r9
	cmpq %rax, (%rcx,%r9,8)
	cmovbq %r9, %rsi
	subq %r8, %rdi
	cmpq $1, %rdi
	ja .LBB_926
.LBB_927:
	cmpq %rax, (%rcx,%rsi,8)
	adcq $0, %rsi
.LBB_928:
	addq 776(%rsp), %rax
	leaq (%rcx,%rsi,8), %rsi
	leaq (%rcx,%rdx,8), %rcx
	movq %rsi, 1424(%rsp)
	movq %rcx, 1432(%rsp)
	movq %rax, 1440(%rsp)
	movb $0, 1448(%rsp)
	leaq 152(%rsp), %rax
	movq %rax, 1416(%rsp)
	leaq 1456(%rsp), %rdi
	leaq 1416(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1464(%rsp), %rbx
	movq 1472(%rsp), %r14
	cmpq $2, %r14
	jae .LBB_1291
.LBB_930:
	leaq 152(%rsp), %rax
	movq %rax, 224(%rsp)
	leaq 776(%rsp), %rax
	movq %rax, 232(%rsp)
	movq 152(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_959
	movq 1232(%rsp), %rsi
	testq %rsi, %rsi
	setne %dil
	movq 1248(%rsp), %rax
	testq %rax, %rax
	setne %dl
	andb %dil, %dl
	cmpb $1, %dl
	jne .LBB_961
	movq 1240(%rsp), %rcx
	xorl %edx, %edx
	jmp .LBB_935
.LBB_933:
	leaq 1(%rcx), %rsi
	movq %rdi, %rdx
.LBB_934:
	leaq (%rcx,%rcx,2), %rcx
	shlq $4, %rcx
	movb $57, %r8b
	kmovd %r8d, %k1
	vmovdqu64 (%rdi,%rcx), %zmm0 {%k1} {z}
	vmovdqa .LCPI_1(%rip), %ymm1
	vpermq %zmm0, %zmm1, %zmm0
	vmovupd 8(%rdi,%rcx), %xmm1
	vmovdqu %ymm0, (%rdi,%rcx)
	decq %rax
	vmovupd %xmm1, 32(%rdi,%rcx)
	movb $1, %dil
	movq %rsi, %rcx
	movl $0, %esi
	testq %rax, %rax
	je .LBB_960
.LBB_935:
	testb $1, %dil
	je .LBB_1416
	testq %rdx, %rdx
	je .LBB_939
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jae .LBB_948
.LBB_938:
	movq %rdx, %rdi
	jmp .LBB_950
.LBB_939:
	testq %rcx, %rcx
	je .LBB_944
	movq %rcx, %rdi
	movq %rsi, %rdx
	andq $7, %rdi
	je .LBB_945
	xorl %r8d, %r8d
.LBB_942:
	movq 632(%rdx), %rdx
	incq %r8
	cmpq %r8, %rdi
	jne .LBB_942
	movq %rcx, %rsi
	subq %r8, %rsi
	cmpq $8, %rcx
	jae .LBB_946
	jmp .LBB_947
.LBB_944:
	movq %rsi, %rdx
	jmp .LBB_947
.LBB_945:
	movq %rcx, %rsi
	cmpq $8, %rcx
	jb .LBB_947
.LBB_946:
	movq 632(%rdx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rdx
	addq $-8, %rsi
	jne .LBB_946
.LBB_947:
	xorl %esi, %esi
	xorl %ecx, %ecx
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jb .LBB_938
.LBB_948:
	movq 528(%rdx), %rdi
	testq %rdi, %rdi
	je .LBB_1404
	incq %rsi
	movzwl 624(%rdx), %ecx
	movq %rdi, %rdx
	cmpw 626(%rdi), %cx
	jae .LBB_948
.LBB_950:
	testq %rsi, %rsi
	je .LBB_933
	leaq 640(%rdi,%rcx,8), %r8
	movq %rsi, %r9
	andq $7, %r9
	je .LBB_955
	xorl %r10d, %r10d
.LBB_953:
	movq (%r8), %rdx
	leaq 632(%rdx), %r8
	incq %r10
	cmpq %r10, %r9
	jne .LBB_953
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $8, %rsi
	jb .LBB_956
.LBB_957:
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
	jne .LBB_957
.LBB_956:
	xorl %esi, %esi
	jmp .LBB_934
.LBB_955:
	movq %rsi, %r9
	cmpq $8, %rsi
	jae .LBB_957
	jmp .LBB_956
.LBB_959:
	xorl %ecx, %ecx
	jmp .LBB_961
.LBB_960:
	movq 152(%rsp), %rcx
.LBB_961:
	movq %r15, 1488(%rsp)
	movq %r12, 1496(%rsp)
	movq 208(%rsp), %rax
	movq %rax, 1520(%rsp)
	movq 128(%rsp), %rax
	movq %rax, 1528(%rsp)
	movq %rbx, 1504(%rsp)
	movq %r14, 1512(%rsp)
	addq $16400, 1616(%rsp)
	decq 1608(%rsp)
	movq 1104(%rsp), %rax
	movq 720(%rsp), %rdx
	movq 728(%rsp), %rsi
	leaq (,%rsi,8), %rdi
	xorl %r8d, %r8d
	movabsq $1151796703138937857, %r14
	jmp .LBB_964
.LBB_962:
	xorl %r10d, %r10d
.LBB_963:
	movq %r8, %r9
	shlq $4, %r9
	movq %r10, 784(%rsp,%r9)
	movq %r11, 792(%rsp,%r9)
	incq %r8
	cmpq $16, %r8
	je .LBB_982
.LBB_964:
	movq %r8, %r9
	shlq $10, %r9
	addq %r8, %r9
	leaq 1025(%rcx,%r9), %r10
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
	jne .LBB_962
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_971
	cmpq $1, %rsi
	jne .LBB_968
	xorl %r11d, %r11d
	jmp .LBB_970
.LBB_968:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_969:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_969
.LBB_970:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
	movabsq $1151796703138937857, %r14
.LBB_971:
	shlq $3, %r11
.LBB_972:
	cmpq %r11, %rdi
	je .LBB_975
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_975
	imulq %r14, %rbx
	addq $8, %r11
	movabsq $17996823486545905, %r15
	cmpq %r15, %rbx
	jb .LBB_972
	jmp .LBB_962
.LBB_975:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_978
	cmpq $1, %rsi
	jne .LBB_979
	xorl %r11d, %r11d
	jmp .LBB_981
.LBB_978:
	movq $-1, %r11
	jmp .LBB_963
.LBB_979:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_980:
	movq %r11, %r14
	movq %rbx, %r15
	shrq %r15
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_980
.LBB_981:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	movabsq $1151796703138937857, %r14
	jmp .LBB_963
.LBB_982:
	vmovups 1008(%rsp), %ymm0
	vmovups %ymm0, 1856(%rsp)
	vmovups 976(%rsp), %ymm0
	vmovups %ymm0, 1824(%rsp)
	vmovups 944(%rsp), %ymm0
	vmovups %ymm0, 1792(%rsp)
	vmovups 912(%rsp), %ymm0
	vmovups %ymm0, 1760(%rsp)
	vmovupd 784(%rsp), %ymm0
	vmovups 848(%rsp), %ymm1
	vmovupd 880(%rsp), %ymm2
	vmovupd %ymm2, 1728(%rsp)
	vmovups %ymm1, 1696(%rsp)
	vmovupd 816(%rsp), %ymm1
	vmovupd %ymm1, 1664(%rsp)
	vmovupd %ymm0, 1632(%rsp)
	movq 1184(%rsp), %rbx
	testq %rbx, %rbx
	je .LBB_1288
	movq 200(%rsp), %rbp
	xorl %eax, %eax
	jmp .LBB_985
.LBB_984:
	movzbl 16399(%r9), %eax
	movb %al, 32(%r10)
	movq 48(%rsp), %rcx
	movq %rcx, %rbp
	movq 56(%rsp), %rax
	cmpq 768(%rsp), %rcx
	je .LBB_1288
.LBB_985:
	movq %rax, 216(%rsp)
	movq 16(%rbp), %rdx
	testq %rdx, %rdx
	js .LBB_1412
	movq (%rbp), %r9
	movq 8(%rbp), %rsi
	movq %r9, %rax
	orq %rsi, %rax
	js .LBB_1412
	decq %r9
	leaq -1(%rsi), %rax
	cmpq %rax, %r9
	cmovbeq %rax, %r9
	movq 24(%rbp), %rax
	testq %rax, %rax
	js .LBB_1412
	movq 32(%rbp), %rdi
	movq 40(%rbp), %rcx
	movq %rdi, %r8
	orq %rcx, %r8
	js .LBB_1412
	leaq -1(%rdx,%r9), %rdx
	decq %rdi
	decq %rcx
	cmpq %rcx, %rdi
	cmovaq %rdi, %rcx
	leaq -1(%rax), %rdi
	cmpq %rdi, %rcx
	cmovbeq %rdi, %rcx
	movq 224(%rsp), %rdi
	movq (%rdi), %r8
	movq %rdx, %rdi
	subq %r8, %rdi
	jae .LBB_991
	xorl %r12d, %r12d
	movabsq $1151796703138937857, %rdi
	leaq -1(%rax,%rcx), %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jae .LBB_995
	jmp .LBB_998
.LBB_991:
	movq %rdi, %r9
	movq 232(%rsp), %rdi
	movq (%rdi), %rdi
	addq %r8, %rdi
	cmpq %rdi, %rdx
	movabsq $1151796703138937857, %rdi
	jae .LBB_994
	movq %r9, %rdx
	mulxq %rdi, %rbx, %rbx
	shrq $6, %rbx
	movq %rbx, %r9
	shlq $10, %r9
	addq %rbx, %r9
	subq %r9, %rdx
	movq %rdx, 144(%rsp)
	je .LBB_994
	movl $1, %r12d
	leaq -1(%rax,%rcx), %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jb .LBB_998
	jmp .LBB_995
.LBB_994:
	xorl %r12d, %r12d
	leaq -1(%rax,%rcx), %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jb .LBB_998
.LBB_995:
	movq %rcx, %rdx
	movq 232(%rsp), %rcx
	addq (%rcx), %r8
	cmpq %r8, %rax
	jae .LBB_998
	mulxq %rdi, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %rax
	shlq $10, %rax
	addq %rcx, %rax
	subq %rax, %rdx
	movq %rdx, 96(%rsp)
	je .LBB_998
	movq %rcx, 1336(%rsp)
	movl $1, %eax
	movq %rax, 88(%rsp)
	jmp .LBB_999
.LBB_998:
	movq $0, 88(%rsp)
.LBB_999:
	leaq 1232(%rsp), %rax
	movq %rax, 1160(%rsp)
	leaq 1488(%rsp), %rax
	movq %rax, 1168(%rsp)
	leaq 224(%rsp), %rax
	movq %rax, 1176(%rsp)
	movq 456(%rsp), %r14
	movq 464(%rsp), %r15
	leaq 1160(%rsp), %rdi
	movq %rsi, 376(%rsp)
	leaq 400(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq (%rbp), %rsi
	leaq 1160(%rsp), %rdi
	leaq 424(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 416(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq 440(%rsp), %rax
	cmpq %r15, %rax
	cmovbq %rax, %r15
	testq %r15, %r15
	je .LBB_1014
	movq 408(%rsp), %rax
	movq 432(%rsp), %rcx
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rdx
	adcq $0, %rdx
	testq %r15, %r15
	je .LBB_1005
	movq %r14, %rsi
	subq %rax, %rsi
	cmpq $64, %rsi
	setb %sil
	movq %r14, %rdi
	subq %rcx, %rdi
	cmpq $64, %rdi
	setb %dil
	orb %sil, %dil
	je .LBB_1006
.LBB_1005:
	xorl %edi, %edi
.LBB_1009:
	movq %rdx, %r8
	movq %rdi, %rsi
	andq $1, %r8
	je .LBB_1012
	movq %rdi, %rsi
.LBB_1011:
	vmovsd (%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r14,%rsi,8)
	incq %rsi
	decq %r8
	jne .LBB_1011
.LBB_1012:
	subq %rdx, %rdi
	cmpq $-8, %rdi
	ja .LBB_1014
.LBB_1013:
	vmovsd (%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r14,%rsi,8)
	vmovsd 8(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 8(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r14,%rsi,8)
	vmovsd 16(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 16(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r14,%rsi,8)
	vmovsd 24(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 24(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r14,%rsi,8)
	vmovsd 32(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 32(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r14,%rsi,8)
	vmovsd 40(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 40(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r14,%rsi,8)
	vmovsd 48(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 48(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r14,%rsi,8)
	vmovsd 56(%rax,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 56(%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r14,%rsi,8)
	addq $8, %rsi
	cmpq %rsi, %r15
	jne .LBB_1013
	jmp .LBB_1014
.LBB_1006:
	movq %rdx, %rdi
	andq $-16, %rdi
	xorl %esi, %esi
.LBB_1007:
	vmovupd (%rax,%rsi,8), %ymm0
	vmovupd 32(%rax,%rsi,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rcx,%rsi,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rsi,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r14,%rsi,8)
	vmovupd %ymm1, 32(%r14,%rsi,8)
	addq $8, %rsi
	cmpq %rsi, %rdi
	jne .LBB_1007
	cmpq %rdi, %r15
	jne .LBB_1009
.LBB_1014:
	movq 16(%rbp), %r10
	testq %r10, %r10
	js .LBB_1412
	movq 456(%rsp), %rax
	movq %rax, 8(%rsp)
	movq 464(%rsp), %rdx
	movq 1528(%rsp), %r14
	movq 1504(%rsp), %rax
	movq %rax, 24(%rsp)
	movq %r12, 1112(%rsp)
	movq 144(%rsp), %rax
	movq %rax, 1120(%rsp)
	movq 1512(%rsp), %r8
	movq %rbx, 1128(%rsp)
	movq 480(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 488(%rsp), %r11
	cmpq $1, %r10
	movq %rbp, 120(%rsp)
	movq %r8, 160(%rsp)
	jne .LBB_1020
	movq %rdx, %rax
	subq %r14, %rax
	jb .LBB_1351
	cmpq %r11, %rax
	cmovbq %rax, %r11
	testq %r11, %r11
	je .LBB_1033
	movq %r14, %rax
	shlq $7, %rax
	addq %rax, 8(%rsp)
	movl $120, %eax
.LBB_1019:
	vxorpd %xmm1, %xmm1, %xmm1
	movq 8(%rsp), %rcx
	vaddsd -120(%rcx,%rax), %xmm1, %xmm0
	movq 32(%rsp), %rdx
	vmovsd %xmm0, -120(%rdx,%rax)
	vaddsd -112(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rdx,%rax)
	vaddsd -104(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rdx,%rax)
	vaddsd -96(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rdx,%rax)
	vaddsd -88(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rdx,%rax)
	vaddsd -80(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rdx,%rax)
	vaddsd -72(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rdx,%rax)
	vaddsd -64(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rdx,%rax)
	vaddsd -56(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rdx,%rax)
	vaddsd -48(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rdx,%rax)
	vaddsd -40(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rdx,%rax)
	vaddsd -32(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rdx,%rax)
	vaddsd -24(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rdx,%rax)
	vaddsd -16(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rdx,%rax)
	vaddsd -8(%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rdx,%rax)
	vaddsd (%rcx,%rax), %xmm1, %xmm0
	vmovsd %xmm0, (%rdx,%rax)
	subq $-128, %rax
	decq %r11
	jne .LBB_1019
	jmp .LBB_1033
.LBB_1020:
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 880(%rsp)
	vmovupd %ymm1, 848(%rsp)
	vmovupd %ymm1, 816(%rsp)
	vmovupd %ymm1, 784(%rsp)
	leaq 1(%r10), %rax
	imulq %r10, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm1, 272(%rsp)
	vmovupd %ymm1, 304(%rsp)
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 336(%rsp)
	leaq 1(%r14), %rax
	movq %rax, %rdi
	subq %r10, %rdi
	cmpq %r14, %rdx
	movb $57, %cl
	jbe .LBB_1365
	cmpq %r10, %rax
	jb .LBB_1352
	testq %r10, %r10
	je .LBB_1031
	shlq $7, %rdi
	addq 8(%rsp), %rdi
	vmovupd 240(%rsp), %ymm8
	vmovupd 272(%rsp), %ymm7
	vmovupd 304(%rsp), %ymm6
	vmovupd 336(%rsp), %ymm5
	vmovupd 784(%rsp), %ymm1
	vmovupd 880(%rsp), %ymm2
	vmovsd 832(%rsp), %xmm3
	vinsertf128 $1, %xmm3, %ymm0, %ymm3
	vblendpd $3, 816(%rsp), %ymm3, %ymm3
	vxorpd %xmm4, %xmm4, %xmm4
	vmovhpd 856(%rsp), %xmm4, %xmm4
	vinsertf128 $1, 864(%rsp), %ymm4, %ymm4
	bzhiq %rcx, %r10, %rax
	cmpq $1, %rax
	jne .LBB_1025
	xorl %esi, %esi
	jmp .LBB_1029
.LBB_1025:
	movabsq $144115188075855871, %rax
	addq %r10, %rax
	bzhiq %rcx, %rax, %rax
	incq %rax
	movq %rax, %rcx
	andq $-2, %rcx
	negq %rcx
	movl $2, %esi
.LBB_1026:
	leaq -1(%rsi), %r9
	vcvtsi2sd %r9, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vaddpd %ymm3, %ymm11, %ymm3
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm6, %ymm10, %ymm6
	vaddpd %ymm4, %ymm12, %ymm4
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm13, %ymm2
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm7, %ymm11, %ymm7
	vaddpd %ymm3, %ymm10, %ymm3
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vaddpd %ymm4, %ymm10, %ymm4
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm10, %ymm2
	addq $256, %rdi
	leaq 2(%rcx,%rsi), %r9
	addq $2, %rsi
	cmpq $2, %r9
	jne .LBB_1026
	vmovupd %ymm8, 240(%rsp)
	vmovupd %ymm7, 272(%rsp)
	vmovupd %ymm6, 304(%rsp)
	vmovupd %ymm5, 336(%rsp)
	testb $1, %al
	je .LBB_1030
	addq $-2, %rsi
.LBB_1029:
	incq %rsi
	vcvtsi2sd %rsi, %xmm15, %xmm9
	vmovupd (%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vmovupd %ymm8, 240(%rsp)
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 32(%rdi), %ymm8
	vmulpd %ymm9, %ymm8, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd %ymm7, 272(%rsp)
	vaddpd %ymm3, %ymm8, %ymm3
	vmovupd 64(%rdi), %ymm7
	vmulpd %ymm7, %ymm9, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd %ymm6, 304(%rsp)
	vaddpd %ymm4, %ymm7, %ymm4
	vmovupd 96(%rdi), %ymm6
	vmulpd %ymm6, %ymm9, %ymm7
	vaddpd %ymm7, %ymm5, %ymm5
	vmovupd %ymm5, 336(%rsp)
	vaddpd %ymm2, %ymm6, %ymm2
.LBB_1030:
	vmovupd %ymm1, 784(%rsp)
	vmovupd %ymm3, 816(%rsp)
	vmovupd %ymm4, 848(%rsp)
	vmovupd %ymm2, 880(%rsp)
.LBB_1031:
	movq %r10, 16(%rsp)
	testq %r11, %r11
	je .LBB_1427
	vmovupd 240(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	movq 32(%rsp), %rax
	vmovupd %ymm1, (%rax)
	vmovupd 272(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%rax)
	vmovupd 304(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%rax)
	vmovupd 336(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%rax)
	cmpq $1, %r11
	jne .LBB_1067
.LBB_1033:
	movq 456(%rsp), %rbx
	movq 464(%rsp), %r15
	movq 32(%rbp), %rsi
	leaq 1160(%rsp), %rdi
	leaq 424(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 440(%rsp), %rax
	shlq $4, %rax
	shlq $4, %r15
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	testq %rax, %rax
	je .LBB_1040
	movq 432(%rsp), %rcx
	movq %rbx, %rdx
	subq %rcx, %rdx
	cmpq $128, %rdx
	jae .LBB_1038
	xorl %edx, %edx
.LBB_1037:
	vmovsd .LCPI_4(%rip), %xmm1
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
	jne .LBB_1037
	jmp .LBB_1040
.LBB_1038:
	xorl %edx, %edx
.LBB_1039:
	vbroadcastsd .LCPI_4(%rip), %ymm3
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
	jne .LBB_1039
.LBB_1040:
	movq 40(%rbp), %rsi
	leaq 1160(%rsp), %rdi
	leaq 424(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 440(%rsp), %rax
	shlq $4, %rax
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	testq %rax, %rax
	movq 376(%rsp), %rdi
	je .LBB_1047
	movq 432(%rsp), %rcx
	leaq (%rbx,%rax,8), %rdx
	leaq (%rcx,%rax,8), %rsi
	cmpq %rsi, %rbx
	setb %sil
	cmpq %rdx, %rcx
	setb %dl
	testb %dl, %sil
	je .LBB_1045
	xorl %edx, %edx
.LBB_1044:
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
	jne .LBB_1044
	jmp .LBB_1047
.LBB_1045:
	xorl %edx, %edx
.LBB_1046:
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
	jne .LBB_1046
.LBB_1047:
	movq 24(%rbp), %rsi
	leaq 400(%rsp), %rcx
	cmpq %rdi, %rsi
	je .LBB_1049
	leaq 1160(%rsp), %rdi
	leaq 424(%rsp), %r12
	movq %r12, %rdx
	movq %rsi, %r13
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq %r13, %rsi
	movq %r12, %rcx
.LBB_1049:
	movq 16(%rcx), %rax
	shlq $4, %rax
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	testq %rax, %rax
	movq 160(%rsp), %r8
	je .LBB_1056
	movq 8(%rcx), %rcx
	leaq (%rcx,%rax,8), %rdx
	cmpq %rdx, %rbx
	jae .LBB_1054
	leaq (%rbx,%rax,8), %rdx
	cmpq %rdx, %rcx
	jae .LBB_1054
	xorl %edx, %edx
.LBB_1053:
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
	jne .LBB_1053
	jmp .LBB_1056
.LBB_1054:
	xorl %edx, %edx
.LBB_1055:
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
	jne .LBB_1055
.LBB_1056:
	testq %rsi, %rsi
	js .LBB_1412
	movq 456(%rsp), %r12
	movq 88(%rsp), %rax
	movq %rax, 1112(%rsp)
	movq 96(%rsp), %rax
	movq %rax, 1120(%rsp)
	movq 464(%rsp), %rdx
	movq 1336(%rsp), %rax
	movq %rax, 1128(%rsp)
	movq 504(%rsp), %rax
	movq %rax, 8(%rsp)
	movq 512(%rsp), %r9
	cmpq $1, %rsi
	jne .LBB_1062
	movq %rdx, %rax
	subq %r14, %rax
	jb .LBB_1351
	cmpq %r9, %rax
	cmovbq %rax, %r9
	testq %r9, %r9
	je .LBB_1119
	shlq $7, %r14
	addq %r14, %r12
	movl $120, %eax
.LBB_1061:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -120(%r12,%rax), %xmm1, %xmm0
	movq 8(%rsp), %rcx
	vmovsd %xmm0, -120(%rcx,%rax)
	vaddsd -112(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rcx,%rax)
	vaddsd -104(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rcx,%rax)
	vaddsd -96(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rcx,%rax)
	vaddsd -88(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rcx,%rax)
	vaddsd -80(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rcx,%rax)
	vaddsd -72(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rcx,%rax)
	vaddsd -64(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rcx,%rax)
	vaddsd -56(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rcx,%rax)
	vaddsd -48(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rcx,%rax)
	vaddsd -40(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rcx,%rax)
	vaddsd -32(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rcx,%rax)
	vaddsd -24(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rcx,%rax)
	vaddsd -16(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rcx,%rax)
	vaddsd -8(%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rcx,%rax)
	vaddsd (%r12,%rax), %xmm1, %xmm0
	vmovsd %xmm0, (%rcx,%rax)
	subq $-128, %rax
	decq %r9
	jne .LBB_1061
	jmp .LBB_1119
.LBB_1062:
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd %ymm1, 880(%rsp)
	vmovupd %ymm1, 848(%rsp)
	vmovupd %ymm1, 816(%rsp)
	vmovupd %ymm1, 784(%rsp)
	leaq 1(%rsi), %rax
	imulq %rsi, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmovupd %ymm1, 240(%rsp)
	vmovupd %ymm1, 272(%rsp)
	vmovupd %ymm1, 304(%rsp)
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	vmovupd %ymm1, 336(%rsp)
	leaq 1(%r14), %rax
	movq %rax, %rdi
	subq %rsi, %rdi
	cmpq %r14, %rdx
	movb $57, %cl
	jbe .LBB_1365
	cmpq %rsi, %rax
	jb .LBB_1352
	testq %rsi, %rsi
	movq %r9, 32(%rsp)
	je .LBB_1117
	shlq $7, %rdi
	addq %r12, %rdi
	vmovupd 240(%rsp), %ymm8
	vmovupd 272(%rsp), %ymm7
	vmovupd 304(%rsp), %ymm6
	vmovupd 336(%rsp), %ymm5
	vmovupd 784(%rsp), %ymm1
	vmovupd 880(%rsp), %ymm2
	vmovsd 832(%rsp), %xmm3
	vinsertf128 $1, %xmm3, %ymm0, %ymm3
	vblendpd $3, 816(%rsp), %ymm3, %ymm3
	vxorpd %xmm4, %xmm4, %xmm4
	vmovhpd 856(%rsp), %xmm4, %xmm4
	vinsertf128 $1, 864(%rsp), %ymm4, %ymm4
	bzhiq %rcx, %rsi, %rax
	cmpq $1, %rax
	jne .LBB_1111
	xorl %r9d, %r9d
	jmp .LBB_1115
.LBB_1067:
	movb %r12b, 384(%rsp)
	movq 16(%rsp), %rsi
	vcvtsi2sd %rsi, %xmm15, %xmm1
	vmovsd .LCPI_3(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r8, %rax
	shlq $4, %rax
	addq 24(%rsp), %rax
	movq %rax, 104(%rsp)
	testq %r12, %r12
	leaq 1120(%rsp), %rax
	cmovneq %rax, %r12
	movq %r12, 192(%rsp)
	movabsq $144115188075855871, %rax
	addq %rsi, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rax
	movq %rax, 1280(%rsp)
	leaq 1(%rax), %r9
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movl %r9d, %r10d
	andl $7, %r10d
	movabsq $288230376151711736, %rax
	andq %rax, %r9
	movq 32(%rsp), %rax
	addq $96, %rax
	movq %rax, 72(%rsp)
	movq 8(%rsp), %rcx
	leaq 96(%rcx), %rax
	movq %rax, 704(%rsp)
	movq %r14, %rax
	shlq $7, %rax
	leaq 96(%rcx,%rax), %rax
	movq %rax, 136(%rsp)
	movq %rsi, %rax
	negq %rax
	movq %rax, 80(%rsp)
	movq %r14, %rax
	subq %rsi, %rax
	movq %rax, 1344(%rsp)
	movq %r10, 64(%rsp)
	shll $7, %r10d
	movl $1, %r15d
	xorl %edi, %edi
	movq %r11, 48(%rsp)
	jmp .LBB_1069
.LBB_1068:
	movq 56(%rsp), %rax
	movq %rax, %r15
	movq 48(%rsp), %r11
	cmpq %r11, %rax
	movq 120(%rsp), %rbp
	movq 160(%rsp), %r8
	jae .LBB_1033
.LBB_1069:
	cmpq %r8, %rdi
	jae .LBB_1074
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 24(%rsp), %rcx
.LBB_1071:
	movq (%rcx), %rax
	cmpq %r15, %rax
	jae .LBB_1075
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r8
	jne .LBB_1071
	movq %r8, %rdi
	xorl %ecx, %ecx
	jmp .LBB_1076
.LBB_1074:
	xorl %ecx, %ecx
	jmp .LBB_1076
.LBB_1075:
	movl $1, %ecx
.LBB_1076:
	cmpq %r15, 144(%rsp)
	setae %r8b
	andb 384(%rsp), %r8b
	testq %rcx, %rcx
	jne .LBB_1078
	movq %r11, %rsi
	testb %r8b, %r8b
	je .LBB_1083
.LBB_1078:
	movzbl %r8b, %r11d
	movl $2, %r8d
	subq %rcx, %r8
	testb %cl, %cl
	movq 144(%rsp), %rbx
	movq %rbx, %rsi
	movq %r8, 1040(%rsp)
	movq $2, 1048(%rsp)
	movq %rcx, 1056(%rsp)
	movq %rax, 1064(%rsp)
	cmovneq %rax, %rsi
	movq %r11, 1072(%rsp)
	movq %rbx, 1080(%rsp)
	testq %rcx, %rcx
	je .LBB_1082
	je .LBB_1082
	shll $4, %ecx
	leaq 1096(%rsp), %rax
	subq %rcx, %rax
.LBB_1081:
	movq %rsi, %rcx
	incq %r8
	movq (%rax), %rsi
	cmpq %rsi, %rcx
	cmovbq %rcx, %rsi
	cmpb $0, -8(%rax)
	cmoveq %rcx, %rsi
	addq $16, %rax
	cmpq $2, %r8
	jne .LBB_1081
.LBB_1082:
	movq 48(%rsp), %r11
.LBB_1083:
	leaq 1(%rsi), %rax
	cmpq %rax, %r11
	movq %rax, %r8
	cmovbq %r11, %r8
	vmovupd 240(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm4
	vmovupd 304(%rsp), %ymm5
	vmovupd 336(%rsp), %ymm6
	vmovupd 784(%rsp), %ymm7
	vmovupd 816(%rsp), %ymm8
	vmovupd 848(%rsp), %ymm9
	vmovupd 880(%rsp), %ymm10
	subq %r15, %r8
	movq %rax, 56(%rsp)
	jbe .LBB_1088
	movq %r15, %rax
	shlq $7, %rax
	movq 72(%rsp), %rcx
	leaq (%rcx,%rax), %r11
	leaq (%r14,%r15), %rbx
	addq 136(%rsp), %rax
	addq 1344(%rsp), %r15
	shlq $7, %r15
	addq 704(%rsp), %r15
	xorl %r12d, %r12d
.LBB_1085:
	cmpq %rdx, %rbx
	jae .LBB_1400
	movq 80(%rsp), %rcx
	addq %rbx, %rcx
	cmpq %rdx, %rcx
	jae .LBB_1381
	vmovupd -96(%rax,%r12), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%r15,%r12), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r11,%r12)
	vmovupd -64(%rax,%r12), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%r15,%r12), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r11,%r12)
	vmovupd -32(%rax,%r12), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%r15,%r12), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r11,%r12)
	vmovupd (%rax,%r12), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%r15,%r12), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r11,%r12)
	subq $-128, %r12
	incq %rbx
	decq %r8
	jne .LBB_1085
	jmp .LBB_1089
.LBB_1088:
	vmovddup 792(%rsp), %xmm11
	vmovsd %xmm7, %xmm11, %xmm7
	vinsertf128 $1, 800(%rsp), %ymm7, %ymm7
	vmovddup 824(%rsp), %xmm11
	vmovsd %xmm8, %xmm11, %xmm8
	vinsertf128 $1, 832(%rsp), %ymm8, %ymm8
	vmovddup 856(%rsp), %xmm11
	vmovsd %xmm9, %xmm11, %xmm9
	vinsertf128 $1, 864(%rsp), %ymm9, %ymm9
	vmovddup 888(%rsp), %xmm11
	vmovsd %xmm10, %xmm11, %xmm10
	vinsertf128 $1, 896(%rsp), %ymm10, %ymm10
.LBB_1089:
	vmovupd %ymm3, 240(%rsp)
	vmovupd %ymm4, 272(%rsp)
	vmovupd %ymm5, 304(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm7, 784(%rsp)
	vmovupd %ymm8, 816(%rsp)
	vmovupd %ymm9, 848(%rsp)
	vmovupd %ymm10, 880(%rsp)
	cmpq 48(%rsp), %rsi
	movq 160(%rsp), %rax
	jae .LBB_1033
	cmpq %rax, %rdi
	ja .LBB_1321
	movq %rdi, %rax
	shlq $4, %rax
	addq 24(%rsp), %rax
	leaq (%rsi,%r14), %r11
	leaq 1(%rsi,%r14), %r8
	movq %r8, 1088(%rsp)
	movq 16(%rsp), %r15
	subq %r15, %r8
	setb %cl
	movq %r11, 1096(%rsp)
	cmpq %rdx, %r11
	setae %bpl
	movq %r8, 392(%rsp)
	shlq $7, %r8
	addq 8(%rsp), %r8
	movq %r8, 1536(%rsp)
	movq %rsi, %r8
	shlq $7, %r8
	addq 32(%rsp), %r8
	orb %cl, %bpl
	xorl %r12d, %r12d
	movq 192(%rsp), %rcx
	jmp .LBB_1094
.LBB_1092:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbx
	jae .LBB_1408
.LBB_1093:
	vmovsd %xmm4, 240(%rsp,%rbx,8)
	vmovsd %xmm3, 784(%rsp,%rbx,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%r8,%rbx,8)
	movq %r13, %rcx
	movq %r11, %rax
	movq 16(%rsp), %r15
.LBB_1094:
	testb %r12b, %r12b
	je .LBB_1103
	movq %rax, %r11
.LBB_1096:
	testq %rcx, %rcx
	je .LBB_1068
	cmpq %rsi, (%rcx)
	jne .LBB_1068
	movb $2, %r12b
	xorl %r13d, %r13d
	movq %rcx, %rax
	testb %bpl, %bpl
	jne .LBB_1304
.LBB_1099:
	movq 8(%rax), %rbx
	testq %r15, %r15
	je .LBB_1092
	cmpq $15, %rbx
	ja .LBB_1403
	cmpq $7, 1280(%rsp)
	jae .LBB_1106
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	movq 1536(%rsp), %rcx
	jmp .LBB_1109
.LBB_1103:
	movq 104(%rsp), %rbx
	movq %rbx, %r11
	cmpq %rbx, %rax
	je .LBB_1096
	leaq 16(%rax), %r11
	cmpq %rsi, (%rax)
	jne .LBB_1096
	xorl %r12d, %r12d
	movq %rcx, %r13
	testb %bpl, %bpl
	je .LBB_1099
	jmp .LBB_1304
.LBB_1106:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	movq 1536(%rsp), %rcx
.LBB_1107:
	leaq 1(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd (%rcx,%rbx,8), %xmm6
	vmovsd 128(%rcx,%rbx,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd 384(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd 512(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd 640(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd 768(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 896(%rcx,%rbx,8), %xmm6
	addq $1024, %rcx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rax, %r9
	jne .LBB_1107
	cmpq $0, 64(%rsp)
	je .LBB_1093
.LBB_1109:
	incq %rax
	leaq (%rcx,%rbx,8), %rcx
	xorl %r15d, %r15d
.LBB_1110:
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd (%rcx,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rax
	subq $-128, %r15
	cmpq %r15, %r10
	jne .LBB_1110
	jmp .LBB_1093
.LBB_1111:
	movabsq $144115188075855871, %rax
	addq %rsi, %rax
	bzhiq %rcx, %rax, %rax
	incq %rax
	movq %rax, %rcx
	andq $-2, %rcx
	negq %rcx
	movl $2, %r9d
.LBB_1112:
	leaq -1(%r9), %r10
	vcvtsi2sd %r10, %xmm15, %xmm9
	vbroadcastsd %xmm9, %ymm9
	vmovupd (%rdi), %ymm10
	vmovupd 32(%rdi), %ymm11
	vmovupd 64(%rdi), %ymm12
	vmovupd 96(%rdi), %ymm13
	vmulpd %ymm9, %ymm10, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm9, %ymm11, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vaddpd %ymm3, %ymm11, %ymm3
	vmulpd %ymm9, %ymm12, %ymm10
	vaddpd %ymm6, %ymm10, %ymm6
	vaddpd %ymm4, %ymm12, %ymm4
	vmulpd %ymm9, %ymm13, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm13, %ymm2
	vcvtsi2sd %r9, %xmm15, %xmm9
	vmovupd 128(%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 160(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm7, %ymm11, %ymm7
	vaddpd %ymm3, %ymm10, %ymm3
	vmovupd 192(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vaddpd %ymm4, %ymm10, %ymm4
	vmovupd 224(%rdi), %ymm10
	vmulpd %ymm9, %ymm10, %ymm9
	vaddpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm2, %ymm10, %ymm2
	addq $256, %rdi
	leaq 2(%rcx,%r9), %r10
	addq $2, %r9
	cmpq $2, %r10
	jne .LBB_1112
	vmovupd %ymm8, 240(%rsp)
	vmovupd %ymm7, 272(%rsp)
	vmovupd %ymm6, 304(%rsp)
	vmovupd %ymm5, 336(%rsp)
	testb $1, %al
	je .LBB_1116
	addq $-2, %r9
.LBB_1115:
	incq %r9
	vcvtsi2sd %r9, %xmm15, %xmm9
	vmovupd (%rdi), %ymm10
	vbroadcastsd %xmm9, %ymm9
	vmulpd %ymm9, %ymm10, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vmovupd %ymm8, 240(%rsp)
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 32(%rdi), %ymm8
	vmulpd %ymm9, %ymm8, %ymm10
	vaddpd %ymm7, %ymm10, %ymm7
	vmovupd %ymm7, 272(%rsp)
	vaddpd %ymm3, %ymm8, %ymm3
	vmovupd 64(%rdi), %ymm7
	vmulpd %ymm7, %ymm9, %ymm8
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd %ymm6, 304(%rsp)
	vaddpd %ymm4, %ymm7, %ymm4
	vmovupd 96(%rdi), %ymm6
	vmulpd %ymm6, %ymm9, %ymm7
	vaddpd %ymm7, %ymm5, %ymm5
	vmovupd %ymm5, 336(%rsp)
	vaddpd %ymm2, %ymm6, %ymm2
.LBB_1116:
	vmovupd %ymm1, 784(%rsp)
	vmovupd %ymm3, 816(%rsp)
	vmovupd %ymm4, 848(%rsp)
	vmovupd %ymm2, 880(%rsp)
	movq 32(%rsp), %r9
.LBB_1117:
	movq %rsi, 16(%rsp)
	testq %r9, %r9
	je .LBB_1427
	vmovupd 240(%rsp), %ymm1
	vbroadcastsd %xmm0, %ymm2
	vdivpd %ymm2, %ymm1, %ymm1
	movq 8(%rsp), %rax
	vmovupd %ymm1, (%rax)
	vmovupd 272(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 32(%rax)
	vmovupd 304(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 64(%rax)
	vmovupd 336(%rsp), %ymm1
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm1, 96(%rax)
	cmpq $1, %r9
	jne .LBB_1163
.LBB_1119:
	movq 1272(%rsp), %rsi
	movq 216(%rsp), %rbx
	cmpq %rsi, %rbx
	jae .LBB_1428
	movq 1264(%rsp), %rax
	leaq (%rbx,%rbx,2), %rcx
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq 152(%rsp), %rax
	movq %rax, 24(%rsp)
	movq 1104(%rsp), %rax
	movq %rax, 104(%rsp)
	leaq 1632(%rsp), %rax
	movq %rax, 240(%rsp)
	movq %rdx, 80(%rsp)
	movq %rdx, 248(%rsp)
	movq %rcx, 32(%rsp)
	movq %rcx, 256(%rsp)
	leaq 784(%rsp), %rdi
	leaq 240(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	leaq 48(%rbp), %rax
	movq %rax, 48(%rsp)
	movq 216(%rsp), %rax
	incq %rax
	movq %rax, 56(%rsp)
	vmovups 784(%rsp), %ymm0
	vmovupd 816(%rsp), %ymm1
	vmovupd 848(%rsp), %ymm2
	vmovupd 880(%rsp), %ymm3
	vmovups %ymm0, 240(%rsp)
	vmovupd %ymm3, 336(%rsp)
	vmovupd %ymm2, 304(%rsp)
	vmovupd %ymm1, 272(%rsp)
	vmovsd 240(%rsp), %xmm0
	vmovsd %xmm0, 16(%rsp)
	vmovups 248(%rsp), %zmm0
	vmovups %zmm0, 1536(%rsp)
	vmovups 312(%rsp), %ymm0
	vmovups %ymm0, 1280(%rsp)
	vmovsd 344(%rsp), %xmm0
	vmovsd %xmm0, 8(%rsp)
	vmovapd 352(%rsp), %xmm0
	vmovapd %xmm0, 160(%rsp)
	xorl %ebx, %ebx
	jmp .LBB_1123
.LBB_1122:
	incq %rbx
	cmpq $1025, %rbx
	je .LBB_1131
.LBB_1123:
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_1405
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_1406
	movq %rbx, %r14
	shlq $7, %r14
	movq 504(%rsp), %rcx
	addq %r14, %rcx
	movq 480(%rsp), %rdx
	addq %r14, %rdx
	vmovsd (%rcx), %xmm0
	vsubsd (%rdx), %xmm0, %xmm0
	vbroadcastsd .LCPI_5(%rip), %zmm3
	vandpd %xmm3, %xmm0, %xmm0
	xorl %eax, %eax
	vmovsd 16(%rsp), %xmm1
	vucomisd %xmm0, %xmm1
	setae %al
	vmovupd 8(%rcx), %zmm0
	vsubpd 8(%rdx), %zmm0, %zmm0
	vandpd %zmm3, %zmm0, %zmm0
	vcmplepd 1536(%rsp), %zmm0, %k1
	vmovdqa64 .LCPI_6(%rip), %zmm0 {%k1} {z}
	vmovupd 72(%rcx), %ymm1
	vsubpd 72(%rdx), %ymm1, %ymm1
	vandpd %ymm3, %ymm1, %ymm1
	vcmplepd 1280(%rsp), %ymm1, %k1
	vmovdqa64 .LCPI_7(%rip), %ymm1 {%k1} {z}
	vmovsd 104(%rcx), %xmm2
	vsubsd 104(%rdx), %xmm2, %xmm2
	vandpd %xmm3, %xmm2, %xmm2
	xorl %esi, %esi
	vmovsd 8(%rsp), %xmm4
	vucomisd %xmm2, %xmm4
	setae %sil
	vmovupd 112(%rcx), %xmm2
	vsubpd 112(%rdx), %xmm2, %xmm2
	shll $13, %esi
	vandpd %xmm3, %xmm2, %xmm2
	vcmplepd 160(%rsp), %xmm2, %k1
	vmovdqa64 .LCPI_8(%rip), %xmm2 {%k1} {z}
	vextracti64x4 $1, %zmm0, %ymm3
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %rcx
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %r15
	orq %rsi, %r15
	orq %rcx, %r15
	orq %rax, %r15
	je .LBB_1122
	movq 24(%rsp), %rax
	leaq (%rbx,%rax), %r12
.LBB_1127:
	tzcntq %r15, %r13
	movl %r13d, %edx
	shll $10, %edx
	orq %r13, %rdx
	addq %r12, %rdx
	leaq 1352(%rsp), %rdi
	movq %rbp, %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_1346
	movq 480(%rsp), %rax
	addq %r14, %rax
	vmovq %xmm0, (%rax,%r13,8)
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_1347
	blsrq %r15, %r15
	movq 504(%rsp), %rax
	addq %r14, %rax
	vmovq %xmm1, (%rax,%r13,8)
	testq %r15, %r15
	jne .LBB_1127
	jmp .LBB_1122
.LBB_1131:
	movq 24(%rsp), %rax
	movq %rax, %r13
	negq %r13
	addq $1025, %rax
	movq %rax, 8(%rsp)
	movq $0, 160(%rsp)
	xorl %ecx, %ecx
	movq 1184(%rsp), %rax
	jmp .LBB_1133
.LBB_1132:
	movq 64(%rsp), %rcx
	incq %rcx
	addq $-1025, %r13
	addq $8, 160(%rsp)
	addq $1025, 8(%rsp)
	cmpq $16, %rcx
	je .LBB_1155
.LBB_1133:
	movq %rcx, %r14
	shlq $10, %r14
	movq %rcx, 64(%rsp)
	addq %rcx, %r14
	addq 24(%rsp), %r14
	cmpq 104(%rsp), %r14
	jae .LBB_1132
	movq 64(%rsp), %rcx
	vmovsd 240(%rsp,%rcx,8), %xmm0
	vpxor %xmm1, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jae .LBB_1132
	leaq 1025(%r14), %r8
	movq 104(%rsp), %rcx
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpq $-1025, %r14
	movq %r8, 1280(%rsp)
	jb .LBB_1137
	jmp .LBB_1132
.LBB_1136:
	movq 1280(%rsp), %r8
	cmpq %r8, 16(%rsp)
	movq 1184(%rsp), %rax
	movq 1536(%rsp), %r14
	jae .LBB_1132
.LBB_1137:
	movq 720(%rsp), %rax
	movq 728(%rsp), %rdx
	cmpq $1, %rdx
	je .LBB_1141
	testq %rdx, %rdx
	je .LBB_1379
	movq %rdx, %rcx
	xorl %r15d, %r15d
.LBB_1140:
	movq %r15, %rsi
	movq %rcx, %rdi
	shrq %rdi
	addq %rdi, %r15
	cmpq %r14, (%rax,%r15,8)
	cmovaq %rsi, %r15
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_1140
	jmp .LBB_1142
.LBB_1141:
	xorl %r15d, %r15d
.LBB_1142:
	cmpq (%rax,%r15,8), %r14
	sbbq $-1, %r15
	leaq -1(%r15), %rbx
	cmpq %rdx, %rbx
	jae .LBB_1366
	cmpq %rdx, %r15
	leaq (%rax,%r15,8), %rax
	leaq 760(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 16(%rsp)
	cmovbq %r8, %rax
	movq %rax, 1536(%rsp)
	cmpq %rax, %r14
	jae .LBB_1136
	cmpq 32(%rsp), %rbx
	jae .LBB_1380
	leaq (%r13,%r14), %rbp
	shlq $7, %rbp
	addq 160(%rsp), %rbp
	movq 104(%rsp), %r12
	movq 16(%rsp), %rax
	cmpq %r12, %rax
	cmovbq %rax, %r12
	movq 8(%rsp), %rax
	cmpq %rax, %r12
	cmovaeq %rax, %r12
	jmp .LBB_1147
.LBB_1146:
	incq %r14
	subq $-128, %rbp
	cmpq %r14, %r12
	je .LBB_1136
.LBB_1147:
	leaq (%r13,%r14), %rbx
	movq 80(%rsp), %rax
	vmovsd -8(%rax,%r15,8), %xmm0
	vucomisd .LCPI_9(%rip), %xmm0
	jae .LBB_1151
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_1330
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_1331
	movq 480(%rsp), %rax
	movq 504(%rsp), %rcx
	vmovsd (%rcx,%rbp), %xmm1
	vsubsd (%rax,%rbp), %xmm1, %xmm1
	vandpd .LCPI_5(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_1146
.LBB_1151:
	leaq 1352(%rsp), %rdi
	movq 120(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 488(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_1322
	movq 480(%rsp), %rax
	vmovsd %xmm0, (%rax,%rbp)
	movq 512(%rsp), %rsi
	cmpq %rsi, %rbx
	jae .LBB_1323
	movq 504(%rsp), %rax
	vmovsd %xmm1, (%rax,%rbp)
	jmp .LBB_1146
.LBB_1155:
	cmpq %rax, 216(%rsp)
	je .LBB_1430
	movq 152(%rsp), %rax
	movq %rax, 80(%rsp)
	movq 1104(%rsp), %rdi
	movq 488(%rsp), %rax
	movq 512(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	movq 528(%rsp), %r9
	movq 536(%rsp), %r8
	cmpq %r8, %rax
	cmovaeq %r8, %rax
	testq %rax, %rax
	je .LBB_1213
	movq 480(%rsp), %rcx
	movq 504(%rsp), %rdx
	shlq $4, %rax
	cmpq $1, %rax
	movq %rax, %r10
	adcq $0, %r10
	testq %rax, %rax
	je .LBB_1207
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
	jne .LBB_1287
	movl $0, %r11d
	andb %bpl, %bl
	jne .LBB_1208
	movq %r10, %r11
	andq $-16, %r11
	xorl %ebx, %ebx
.LBB_1161:
	vmovupd (%rdx,%rbx,8), %ymm0
	vmovupd 32(%rdx,%rbx,8), %ymm1
	vmovupd (%rcx,%rbx,8), %ymm2
	vmovupd 32(%rcx,%rbx,8), %ymm3
	vcmpltpd %ymm0, %ymm2, %k0
	vcmpltpd %ymm1, %ymm3, %k1
	vcmpltpd %ymm2, %ymm0, %k2
	vcmpltpd %ymm3, %ymm1, %k3
	vpmovm2b %k2, %xmm0
	vpmovm2b %k3, %xmm1
	vpmovm2b %k0, %xmm2
	vpsubb %xmm2, %xmm0, %xmm0
	vpmovm2b %k1, %xmm2
	vpsubb %xmm2, %xmm1, %xmm1
	vmovd %xmm0, (%r9,%rbx)
	vmovd %xmm1, 4(%r9,%rbx)
	addq $8, %rbx
	cmpq %rbx, %r11
	jne .LBB_1161
	cmpq %r11, %rax
	jne .LBB_1208
	jmp .LBB_1213
.LBB_1163:
	movq 88(%rsp), %rcx
	movb %cl, 56(%rsp)
	movq 16(%rsp), %rsi
	vcvtsi2sd %rsi, %xmm15, %xmm1
	vmovsd .LCPI_3(%rip), %xmm2
	vdivsd %xmm0, %xmm2, %xmm2
	movq %r8, %rax
	shlq $4, %rax
	addq 24(%rsp), %rax
	movq %rax, 104(%rsp)
	testq %rcx, %rcx
	leaq 1120(%rsp), %rax
	cmovneq %rax, %rcx
	movq %rcx, 88(%rsp)
	movabsq $144115188075855871, %rax
	addq %rsi, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rax
	movq %rax, 1280(%rsp)
	leaq 1(%rax), %r11
	vbroadcastsd %xmm1, %ymm1
	vbroadcastsd %xmm2, %ymm2
	movl %r11d, %r10d
	andl $7, %r10d
	movabsq $288230376151711736, %rax
	andq %rax, %r11
	movq 8(%rsp), %rax
	addq $96, %rax
	movq %rax, 1096(%rsp)
	leaq 96(%r12), %rax
	movq %rax, 1088(%rsp)
	movq %r14, %rax
	shlq $7, %rax
	leaq 96(%r12,%rax), %rax
	movq %rax, 72(%rsp)
	movq %rsi, %rax
	negq %rax
	movq %rax, 80(%rsp)
	movq %r14, %rax
	subq %rsi, %rax
	movq %rax, 704(%rsp)
	movq %r10, 64(%rsp)
	shll $7, %r10d
	movl $1, %r15d
	xorl %edi, %edi
	movq %r12, 144(%rsp)
	jmp .LBB_1165
.LBB_1164:
	movq 48(%rsp), %rax
	movq %rax, %r15
	cmpq 32(%rsp), %rax
	movq 120(%rsp), %rbp
	movq 160(%rsp), %r8
	jae .LBB_1119
.LBB_1165:
	cmpq %r8, %rdi
	jae .LBB_1170
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 24(%rsp), %rcx
	movq 32(%rsp), %r9
.LBB_1167:
	movq (%rcx), %rax
	cmpq %r15, %rax
	jae .LBB_1171
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r8
	jne .LBB_1167
	movq %r8, %rdi
	xorl %ecx, %ecx
	jmp .LBB_1172
.LBB_1170:
	xorl %ecx, %ecx
	movq 32(%rsp), %r9
	jmp .LBB_1172
.LBB_1171:
	movl $1, %ecx
.LBB_1172:
	cmpq %r15, 96(%rsp)
	setae %r8b
	andb 56(%rsp), %r8b
	testq %rcx, %rcx
	jne .LBB_1174
	movq %r9, %rsi
	testb %r8b, %r8b
	je .LBB_1179
.LBB_1174:
	movzbl %r8b, %r9d
	movl $2, %r8d
	subq %rcx, %r8
	testb %cl, %cl
	movq 96(%rsp), %rbx
	movq %rbx, %rsi
	movq %r8, 1040(%rsp)
	movq $2, 1048(%rsp)
	movq %rcx, 1056(%rsp)
	movq %rax, 1064(%rsp)
	cmovneq %rax, %rsi
	movq %r9, 1072(%rsp)
	movq %rbx, 1080(%rsp)
	testq %rcx, %rcx
	je .LBB_1178
	je .LBB_1178
	shll $4, %ecx
	leaq 1096(%rsp), %rax
	subq %rcx, %rax
.LBB_1177:
	movq %rsi, %rcx
	incq %r8
	movq (%rax), %rsi
	cmpq %rsi, %rcx
	cmovbq %rcx, %rsi
	cmpb $0, -8(%rax)
	cmoveq %rcx, %rsi
	addq $16, %rax
	cmpq $2, %r8
	jne .LBB_1177
.LBB_1178:
	movq 32(%rsp), %r9
.LBB_1179:
	leaq 1(%rsi), %r8
	cmpq %r8, %r9
	movq %r8, 48(%rsp)
	cmovbq %r9, %r8
	vmovupd 240(%rsp), %ymm3
	vmovupd 272(%rsp), %ymm4
	vmovupd 304(%rsp), %ymm5
	vmovupd 336(%rsp), %ymm6
	vmovupd 784(%rsp), %ymm7
	vmovupd 816(%rsp), %ymm8
	vmovupd 848(%rsp), %ymm9
	vmovupd 880(%rsp), %ymm10
	subq %r15, %r8
	jbe .LBB_1184
	movq %r15, %rax
	shlq $7, %rax
	movq 1096(%rsp), %rcx
	leaq (%rcx,%rax), %r9
	leaq (%r14,%r15), %rbx
	addq 72(%rsp), %rax
	addq 704(%rsp), %r15
	shlq $7, %r15
	addq 1088(%rsp), %r15
	xorl %r12d, %r12d
.LBB_1181:
	cmpq %rdx, %rbx
	jae .LBB_1400
	movq 80(%rsp), %rcx
	addq %rbx, %rcx
	cmpq %rdx, %rcx
	jae .LBB_1381
	vmovupd -96(%rax,%r12), %ymm11
	vaddpd %ymm7, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm3, %ymm11, %ymm3
	vsubpd %ymm7, %ymm3, %ymm3
	vsubpd -96(%r15,%r12), %ymm12, %ymm7
	vmulpd %ymm3, %ymm2, %ymm11
	vmovupd %ymm11, -96(%r9,%r12)
	vmovupd -64(%rax,%r12), %ymm11
	vaddpd %ymm8, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm4, %ymm11, %ymm4
	vsubpd %ymm8, %ymm4, %ymm4
	vsubpd -64(%r15,%r12), %ymm12, %ymm8
	vmulpd %ymm4, %ymm2, %ymm11
	vmovupd %ymm11, -64(%r9,%r12)
	vmovupd -32(%rax,%r12), %ymm11
	vaddpd %ymm9, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm5, %ymm11, %ymm5
	vsubpd %ymm9, %ymm5, %ymm5
	vsubpd -32(%r15,%r12), %ymm12, %ymm9
	vmulpd %ymm5, %ymm2, %ymm11
	vmovupd %ymm11, -32(%r9,%r12)
	vmovupd (%rax,%r12), %ymm11
	vaddpd %ymm10, %ymm11, %ymm12
	vmulpd %ymm1, %ymm11, %ymm11
	vaddpd %ymm6, %ymm11, %ymm6
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd (%r15,%r12), %ymm12, %ymm10
	vmulpd %ymm6, %ymm2, %ymm11
	vmovupd %ymm11, (%r9,%r12)
	subq $-128, %r12
	incq %rbx
	decq %r8
	jne .LBB_1181
	jmp .LBB_1185
.LBB_1184:
	vmovddup 792(%rsp), %xmm11
	vmovsd %xmm7, %xmm11, %xmm7
	vinsertf128 $1, 800(%rsp), %ymm7, %ymm7
	vmovddup 824(%rsp), %xmm11
	vmovsd %xmm8, %xmm11, %xmm8
	vinsertf128 $1, 832(%rsp), %ymm8, %ymm8
	vmovddup 856(%rsp), %xmm11
	vmovsd %xmm9, %xmm11, %xmm9
	vinsertf128 $1, 864(%rsp), %ymm9, %ymm9
	vmovddup 888(%rsp), %xmm11
	vmovsd %xmm10, %xmm11, %xmm10
	vinsertf128 $1, 896(%rsp), %ymm10, %ymm10
.LBB_1185:
	vmovupd %ymm3, 240(%rsp)
	vmovupd %ymm4, 272(%rsp)
	vmovupd %ymm5, 304(%rsp)
	vmovupd %ymm6, 336(%rsp)
	vmovupd %ymm7, 784(%rsp)
	vmovupd %ymm8, 816(%rsp)
	vmovupd %ymm9, 848(%rsp)
	vmovupd %ymm10, 880(%rsp)
	cmpq 32(%rsp), %rsi
	movq 160(%rsp), %rax
	movq 144(%rsp), %r9
	jae .LBB_1119
	cmpq %rax, %rdi
	ja .LBB_1321
	movq %rdi, %rax
	shlq $4, %rax
	addq 24(%rsp), %rax
	leaq (%rsi,%r14), %rbx
	leaq 1(%rsi,%r14), %r8
	movq %r8, 192(%rsp)
	subq 16(%rsp), %r8
	setb %cl
	movq %rbx, 384(%rsp)
	cmpq %rdx, %rbx
	setae %bpl
	movq %r8, 392(%rsp)
	shlq $7, %r8
	addq %r9, %r8
	movq %r8, 1536(%rsp)
	movq %rsi, %r8
	shlq $7, %r8
	addq 8(%rsp), %r8
	orb %cl, %bpl
	xorl %r12d, %r12d
	movq 88(%rsp), %rcx
	jmp .LBB_1190
.LBB_1188:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbx
	jae .LBB_1408
.LBB_1189:
	vmovsd %xmm4, 240(%rsp,%rbx,8)
	vmovsd %xmm3, 784(%rsp,%rbx,8)
	vdivsd %xmm0, %xmm4, %xmm3
	vmovsd %xmm3, (%r8,%rbx,8)
	movq %r13, %rcx
	movq %r9, %rax
.LBB_1190:
	testb %r12b, %r12b
	je .LBB_1199
	movq %rax, %r9
.LBB_1192:
	testq %rcx, %rcx
	je .LBB_1164
	cmpq %rsi, (%rcx)
	jne .LBB_1164
	movb $2, %r12b
	xorl %r13d, %r13d
	movq %rcx, %rax
	testb %bpl, %bpl
	jne .LBB_1306
.LBB_1195:
	movq 8(%rax), %rbx
	cmpq $0, 16(%rsp)
	je .LBB_1188
	cmpq $15, %rbx
	ja .LBB_1403
	cmpq $7, 1280(%rsp)
	jae .LBB_1202
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	movq 1536(%rsp), %rcx
	jmp .LBB_1205
.LBB_1199:
	movq 104(%rsp), %rbx
	movq %rbx, %r9
	cmpq %rbx, %rax
	je .LBB_1192
	leaq 16(%rax), %r9
	cmpq %rsi, (%rax)
	jne .LBB_1192
	xorl %r12d, %r12d
	movq %rcx, %r13
	testb %bpl, %bpl
	je .LBB_1195
	jmp .LBB_1306
.LBB_1202:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	movq 1536(%rsp), %rcx
.LBB_1203:
	leaq 1(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd (%rcx,%rbx,8), %xmm6
	vmovsd 128(%rcx,%rbx,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 2(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 3(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vmovsd 256(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 4(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd 384(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 5(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd 512(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 6(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd 640(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	leaq 7(%rax), %r15
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmovsd 768(%rcx,%rbx,8), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	addq $8, %rax
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd 896(%rcx,%rbx,8), %xmm6
	addq $1024, %rcx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	cmpq %rax, %r11
	jne .LBB_1203
	cmpq $0, 64(%rsp)
	je .LBB_1189
.LBB_1205:
	incq %rax
	leaq (%rcx,%rbx,8), %rcx
	xorl %r15d, %r15d
.LBB_1206:
	vcvtsi2sd %rax, %xmm15, %xmm5
	vmovsd (%rcx,%r15), %xmm6
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	vaddsd %xmm6, %xmm3, %xmm3
	incq %rax
	subq $-128, %r15
	cmpq %r15, %r10
	jne .LBB_1206
	jmp .LBB_1189
.LBB_1207:
	xorl %r11d, %r11d
.LBB_1208:
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	je .LBB_1211
.LBB_1209:
	movq %r11, %rbx
.LBB_1210:
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
	jne .LBB_1210
.LBB_1211:
	subq %r10, %r11
	cmpq $-4, %r11
	ja .LBB_1213
.LBB_1212:
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
	jne .LBB_1212
.LBB_1213:
	leaq 568(%rsp), %rax
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 96(%rax)
	vmovdqu %ymm0, 64(%rax)
	vmovdqu %ymm0, 32(%rax)
	vmovdqu %ymm0, (%rax)
	testq %r8, %r8
	je .LBB_1431
	movq 216(%rsp), %rax
	leaq (%rax,%rax,4), %rax
	movq 184(%rsp), %rcx
	leaq (%rcx,%rax,8), %r10
	movq 552(%rsp), %rcx
	movq 560(%rsp), %rdx
	movzbl (%r9), %eax
	mulb 32(%r10)
	cmpb $-1, %al
	jne .LBB_1217
	testq %rdx, %rdx
	je .LBB_1478
	movw $0, (%rcx)
	movq $1, 568(%rsp)
.LBB_1217:
	cmpq $1025, %r8
	jb .LBB_1429
	movzbl 1(%r9), %eax
	mulb 16384(%r9)
	cmpb $-1, %al
	je .LBB_1233
	movzbl 2(%r9), %eax
	mulb 16385(%r9)
	cmpb $-1, %al
	je .LBB_1235
.LBB_1220:
	movzbl 3(%r9), %eax
	mulb 16386(%r9)
	cmpb $-1, %al
	je .LBB_1237
.LBB_1221:
	movzbl 4(%r9), %eax
	mulb 16387(%r9)
	cmpb $-1, %al
	je .LBB_1239
.LBB_1222:
	movzbl 5(%r9), %eax
	mulb 16388(%r9)
	cmpb $-1, %al
	je .LBB_1241
.LBB_1223:
	movzbl 6(%r9), %eax
	mulb 16389(%r9)
	cmpb $-1, %al
	je .LBB_1243
.LBB_1224:
	movzbl 7(%r9), %eax
	mulb 16390(%r9)
	cmpb $-1, %al
	je .LBB_1245
.LBB_1225:
	movzbl 8(%r9), %eax
	mulb 16391(%r9)
	cmpb $-1, %al
	je .LBB_1247
.LBB_1226:
	movzbl 9(%r9), %eax
	mulb 16392(%r9)
	cmpb $-1, %al
	je .LBB_1249
.LBB_1227:
	movzbl 10(%r9), %eax
	mulb 16393(%r9)
	cmpb $-1, %al
	je .LBB_1251
.LBB_1228:
	movzbl 11(%r9), %eax
	mulb 16394(%r9)
	cmpb $-1, %al
	je .LBB_1253
.LBB_1229:
	movzbl 12(%r9), %eax
	mulb 16395(%r9)
	cmpb $-1, %al
	je .LBB_1255
.LBB_1230:
	movzbl 13(%r9), %eax
	mulb 16396(%r9)
	cmpb $-1, %al
	je .LBB_1257
.LBB_1231:
	movzbl 14(%r9), %eax
	mulb 16397(%r9)
	cmpb $-1, %al
	je .LBB_1259
.LBB_1232:
	movzbl 15(%r9), %eax
	mulb 16398(%r9)
	cmpb $-1, %al
	jne .LBB_1263
	jmp .LBB_1261
.LBB_1233:
	cmpq $2, %rdx
	jb .LBB_1480
	movw $0, 2050(%rcx)
	movq $1, 576(%rsp)
	movzbl 2(%r9), %eax
	mulb 16385(%r9)
	cmpb $-1, %al
	jne .LBB_1220
.LBB_1235:
	cmpq $3, %rdx
	jb .LBB_1483
	movw $0, 4100(%rcx)
	movq $1, 584(%rsp)
	movzbl 3(%r9), %eax
	mulb 16386(%r9)
	cmpb $-1, %al
	jne .LBB_1221
.LBB_1237:
	cmpq $4, %rdx
	jb .LBB_1470
	movw $0, 6150(%rcx)
	movq $1, 592(%rsp)
	movzbl 4(%r9), %eax
	mulb 16387(%r9)
	cmpb $-1, %al
	jne .LBB_1222
.LBB_1239:
	cmpq $5, %rdx
	jb .LBB_1473
	movw $0, 8200(%rcx)
	movq $1, 600(%rsp)
	movzbl 5(%r9), %eax
	mulb 16388(%r9)
	cmpb $-1, %al
	jne .LBB_1223
.LBB_1241:
	cmpq $6, %rdx
	jb .LBB_1476
	movw $0, 10250(%rcx)
	movq $1, 608(%rsp)
	movzbl 6(%r9), %eax
	mulb 16389(%r9)
	cmpb $-1, %al
	jne .LBB_1224
.LBB_1243:
	cmpq $7, %rdx
	jb .LBB_1481
	movw $0, 12300(%rcx)
	movq $1, 616(%rsp)
	movzbl 7(%r9), %eax
	mulb 16390(%r9)
	cmpb $-1, %al
	jne .LBB_1225
.LBB_1245:
	cmpq $8, %rdx
	jb .LBB_1484
	movw $0, 14350(%rcx)
	movq $1, 624(%rsp)
	movzbl 8(%r9), %eax
	mulb 16391(%r9)
	cmpb $-1, %al
	jne .LBB_1226
.LBB_1247:
	cmpq $9, %rdx
	jb .LBB_1471
	movw $0, 16400(%rcx)
	movq $1, 632(%rsp)
	movzbl 9(%r9), %eax
	mulb 16392(%r9)
	cmpb $-1, %al
	jne .LBB_1227
.LBB_1249:
	cmpq $10, %rdx
	jb .LBB_1474
	movw $0, 18450(%rcx)
	movq $1, 640(%rsp)
	movzbl 10(%r9), %eax
	mulb 16393(%r9)
	cmpb $-1, %al
	jne .LBB_1228
.LBB_1251:
	cmpq $11, %rdx
	jb .LBB_1477
	movw $0, 20500(%rcx)
	movq $1, 648(%rsp)
	movzbl 11(%r9), %eax
	mulb 16394(%r9)
	cmpb $-1, %al
	jne .LBB_1229
.LBB_1253:
	cmpq $12, %rdx
	jb .LBB_1482
	movw $0, 22550(%rcx)
	movq $1, 656(%rsp)
	movzbl 12(%r9), %eax
	mulb 16395(%r9)
	cmpb $-1, %al
	jne .LBB_1230
.LBB_1255:
	cmpq $13, %rdx
	jb .LBB_1485
	movw $0, 24600(%rcx)
	movq $1, 664(%rsp)
	movzbl 13(%r9), %eax
	mulb 16396(%r9)
	cmpb $-1, %al
	jne .LBB_1231
.LBB_1257:
	cmpq $14, %rdx
	jb .LBB_1472
	movw $0, 26650(%rcx)
	movq $1, 672(%rsp)
	movzbl 14(%r9), %eax
	mulb 16397(%r9)
	cmpb $-1, %al
	jne .LBB_1232
.LBB_1259:
	cmpq $15, %rdx
	jb .LBB_1475
	movw $0, 28700(%rcx)
	movq $1, 680(%rsp)
	movzbl 15(%r9), %eax
	mulb 16398(%r9)
	cmpb $-1, %al
	jne .LBB_1263
.LBB_1261:
	cmpq $16, %rdx
	jb .LBB_1479
	movw $0, 30750(%rcx)
	movq $1, 688(%rsp)
.LBB_1263:
	movb $60, %cl
	bzhiq %rcx, %r8, %rax
	movq 560(%rsp), %rdx
	cmpq $1, %rax
	je .LBB_1272
	leaq 16(%r9), %r11
	movabsq $1152921504606846975, %rax
	addq %r8, %rax
	bzhiq %rcx, %rax, %r14
	cmpq $1, %r14
	adcq $0, %r14
	cmpq $1024, %r14
	movl $1024, %eax
	cmovaeq %rax, %r14
	xorl %r15d, %r15d
	jmp .LBB_1266
.LBB_1265:
	incq %r15
	cmpq %r14, %r15
	je .LBB_1271
.LBB_1266:
	movq %r15, %r12
	shlq $4, %r12
	movzbl (%r9,%r12), %eax
	movzbl 13(%r9,%r12), %ecx
	mulb (%r11,%r12)
	xorl %ebx, %ebx
	cmpb $-1, %al
	sete %bl
	vpmovzxbw 1(%r11,%r12), %xmm0
	vpmovzxbw 1(%r9,%r12), %xmm1
	vpmullw %xmm0, %xmm1, %xmm0
	vpmovwb %xmm0, %xmm0
	vpcmpeqd %xmm4, %xmm4, %xmm4
	vpcmpeqb %xmm4, %xmm0, %k1
	vmovdqa64 .LCPI_6(%rip), %zmm0 {%k1} {z}
	vmovd 9(%r11,%r12), %xmm1
	vmovd 9(%r9,%r12), %xmm2
	vpmovzxbw %xmm1, %xmm1
	vpmovzxbw %xmm2, %xmm2
	vpmullw %xmm1, %xmm2, %xmm1
	vpmovwb %xmm1, %xmm1
	vpcmpeqb %xmm4, %xmm1, %k1
	vmovdqa64 .LCPI_7(%rip), %ymm1 {%k1} {z}
	movl %ecx, %eax
	mulb 13(%r11,%r12)
	xorl %ecx, %ecx
	cmpb $-1, %al
	sete %cl
	shll $13, %ecx
	vmovw 14(%r11,%r12), %xmm2
	vmovw 14(%r9,%r12), %xmm3
	vpmovzxbw %xmm2, %xmm2
	vpmovzxbw %xmm3, %xmm3
	vpmullw %xmm2, %xmm3, %xmm2
	vpmovwb %xmm2, %xmm2
	vpcmpeqb %xmm4, %xmm2, %k1
	vmovdqa64 .LCPI_8(%rip), %xmm2 {%k1} {z}
	vextracti64x4 $1, %zmm0, %ymm3
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r12
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %rax
	orq %rcx, %rax
	orq %r12, %rax
	orq %rbx, %rax
	je .LBB_1265
	movq 552(%rsp), %rcx
	leal 1(%r15), %ebp
.LBB_1268:
	tzcntq %rax, %r12
	cmpq %rdx, %r12
	jae .LBB_1362
	movq 568(%rsp,%r12,8), %rbx
	cmpq $1024, %rbx
	ja .LBB_1361
	blsrq %rax, %rax
	movl %r12d, %r13d
	shll $11, %r13d
	leal (%r13,%r12,2), %r13d
	addq %rcx, %r13
	movw %bp, (%r13,%rbx,2)
	incq %rbx
	movq %rbx, 568(%rsp,%r12,8)
	testq %rax, %rax
	jne .LBB_1268
	jmp .LBB_1265
.LBB_1271:
	movq 560(%rsp), %rdx
.LBB_1272:
	movq 552(%rsp), %rax
	xorl %ecx, %ecx
	jmp .LBB_1274
.LBB_1273:
	incq %rcx
	addq $2050, %rax
	cmpq $16, %rcx
	movq 1184(%rsp), %rbx
	je .LBB_984
.LBB_1274:
	cmpq %rdx, %rcx
	je .LBB_1407
	movq 568(%rsp,%rcx,8), %r14
	cmpq $1025, %r14
	ja .LBB_1309
	testq %r14, %r14
	je .LBB_1273
	movq %rcx, %r11
	shlq $10, %r11
	addq %rcx, %r11
	addq 80(%rsp), %r11
	addq %r14, %r14
	leaq (%r9,%rcx), %r15
	xorl %r12d, %r12d
	jmp .LBB_1279
.LBB_1278:
	addq $2, %r12
	cmpq %r12, %r14
	je .LBB_1273
.LBB_1279:
	movzwl (%rax,%r12), %ebx
	leaq (%r11,%rbx), %r13
	cmpq %rdi, %r13
	jae .LBB_1273
	cmpq %rbx, %r8
	jbe .LBB_1363
	shll $4, %ebx
	movsbq (%r15,%rbx), %rbx
	movq (%r10), %rbp
	cmpq %rbx, %rbp
	je .LBB_1278
	testq %rbp, %rbp
	je .LBB_1285
	cmpq 40(%rsp), %r13
	jae .LBB_1388
	movq 112(%rsp), %rsi
	vmovsd (%rsi,%r13,8), %xmm0
	vcvtsi2sd %rbp, %xmm15, %xmm1
	vmovsd 8(%r10), %xmm2
	vsubsd %xmm2, %xmm0, %xmm0
	vmulsd %xmm1, %xmm0, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_3(%rip), %xmm0, %xmm0
	vmulsd .LCPI_10(%rip), %xmm0, %xmm0
	vaddsd .LCPI_11(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r10)
	incq 24(%r10)
.LBB_1285:
	movq %rbx, (%r10)
	cmpq 40(%rsp), %r13
	jae .LBB_1376
	movq 112(%rsp), %rsi
	vmovq (%rsi,%r13,8), %xmm0
	vmovq %xmm0, 8(%r10)
	jmp .LBB_1278
.LBB_1287:
	xorl %r11d, %r11d
	movq %r10, %r14
	movq %r11, %rbx
	andq $1, %r14
	jne .LBB_1209
	jmp .LBB_1211
.LBB_1288:
	movq 1456(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1290
	movq 1464(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1290:
	cmpq $0, 1608(%rsp)
	movq 208(%rsp), %r14
	movq 1616(%rsp), %rax
	jne .LBB_910
	jmp .LBB_1294
.LBB_1291:
	cmpq $21, %r14
	jae .LBB_1293
	movq %rbx, %rdi
	movq %r14, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	jmp .LBB_930
.LBB_1293:
	movq %rbx, %rdi
	movq %r14, %rsi
	leaq 7(%rsp), %rdx
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	jmp .LBB_930
.LBB_1294:
	leaq (%rbx,%rbx,4), %rax
	movq 184(%rsp), %rcx
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 784(%rsp)
	movq %rcx, 792(%rsp)
	movq 1480(%rsp), %rcx
	movq %rcx, 800(%rsp)
	movq %rax, 808(%rsp)
	movq 112(%rsp), %rax
	movq %rax, 816(%rsp)
	movq 40(%rsp), %rax
	movq %rax, 824(%rsp)
	leaq 1104(%rsp), %rax
	movq %rax, 832(%rsp)
	leaq 784(%rsp), %rsi
	movq 1224(%rsp), %rdi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1256(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 1232(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	movq 1312(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1298
	movq 1320(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1298:
	leaq 400(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 712(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
.LBB_1299:
	addq $2024, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_1300:
	movl $1025, %edx
	xorl %ebx, %ebx
	leaq .Lanon.1(%rip), %rcx
.LBB_1301:
	movq %rbx, %rdi
	movq %r13, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1302:
	movl $1025, %edx
	xorl %ebx, %ebx
	leaq .Lanon.1(%rip), %rcx
.LBB_1303:
	movq %rbx, %rdi
	movq %r13, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1304:
	movq 1096(%rsp), %r14
	cmpq %rdx, %r14
	jae .LBB_1308
	movq 1088(%rsp), %r14
	jmp .LBB_1308
.LBB_1306:
	movq 384(%rsp), %r14
	cmpq %rdx, %r14
	jae .LBB_1308
	movq 192(%rsp), %r14
.LBB_1308:
	leaq .Lanon.2(%rip), %rcx
	movq 392(%rsp), %rdi
	jmp .LBB_1310
.LBB_1309:
	movl $1025, %edx
	xorl %edi, %edi
	leaq .Lanon.1(%rip), %rcx
.LBB_1310:
	movq %r14, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1311:
	movq %rdi, %rbx
	movq %r15, %r13
	movq %r15, %rdx
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_1301
.LBB_1312:
	movq %rdi, %rbx
	movq %r15, %r13
	movq %r15, %rdx
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_1303
.LBB_1313:
	leaq .Lanon.4(%rip), %rdx
	jmp .LBB_1327
.LBB_1314:
	leaq .Lanon.4(%rip), %rdx
	jmp .LBB_1329
.LBB_1315:
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_1327
.LBB_1316:
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_1329
.LBB_1317:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_1327
.LBB_1318:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_1329
.LBB_1319:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_1327
.LBB_1320:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_1329
.LBB_1321:
	movq %rax, %r14
	movq %rax, %rdx
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_1310
.LBB_1322:
	leaq .Lanon.4(%rip), %rdx
	jmp .LBB_1348
.LBB_1323:
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_1348
.LBB_1324:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_1327
.LBB_1325:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_1329
.LBB_1326:
	leaq .Lanon.9(%rip), %rdx
.LBB_1327:
	movq %rbp, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1328:
	leaq .Lanon.9(%rip), %rdx
.LBB_1329:
	movq %rbp, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1330:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_1348
.LBB_1331:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_1348
.LBB_1332:
	movq %r13, %rbx
	movq %rdx, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_1301
.LBB_1333:
	movq %r13, %rbx
	movq %rdx, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_1303
.LBB_1342:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1301
.LBB_1343:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1303
.LBB_1334:
	movq %rax, %r13
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1301
.LBB_1335:
	movq %rax, %r13
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1303
.LBB_1336:
	movl $1025, %edx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_1396
.LBB_1337:
	movl $1025, %edx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_1398
.LBB_1338:
	movq %r12, %rbp
	movq %r9, %rdx
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_1396
.LBB_1339:
	movq %r12, %rbp
	movq %r9, %rdx
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_1398
.LBB_1340:
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_1396
.LBB_1341:
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_1398
.LBB_1346:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_1348
.LBB_1347:
	leaq .Lanon.9(%rip), %rdx
.LBB_1348:
	movq %rbx, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1349:
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1396
.LBB_1350:
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1398
.LBB_1365:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1310
.LBB_1351:
	movq %r14, %rdi
	movq %rdx, %r14
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_1310
.LBB_1352:
	movq %rax, %r14
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1310
.LBB_1353:
	movq %r15, %rbp
	movq 40(%rsp), %rdx
	leaq .Lanon.16(%rip), %rax
	jmp .LBB_1396
.LBB_1354:
	movq %r15, %rbp
	movq 40(%rsp), %rdx
	leaq .Lanon.16(%rip), %rax
	jmp .LBB_1398
.LBB_1355:
	subq 16(%rsp), %rbp
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_1396
.LBB_1356:
	subq 16(%rsp), %rbp
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_1398
.LBB_1372:
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1396
.LBB_1373:
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1398
.LBB_1357:
	movq $-1, %rbp
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1396
.LBB_1358:
	movq $-1, %rbp
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1398
.LBB_1359:
	movq 32(%rsp), %rsi
	leaq .Lanon.19(%rip), %rdx
	jmp .LBB_1327
.LBB_1360:
	movq 32(%rsp), %rsi
	leaq .Lanon.19(%rip), %rdx
	jmp .LBB_1329
.LBB_1361:
	movl $1025, %edx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_1409
.LBB_1362:
	movq %r12, %rbx
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_1409
.LBB_1363:
	movq %r8, %rdx
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_1409
.LBB_1366:
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1409
.LBB_1367:
	movq %r15, %rbp
	movq 40(%rsp), %rdx
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1396
.LBB_1368:
	movq %r15, %rbp
	movq 40(%rsp), %rdx
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1398
.LBB_1369:
	leaq .Lanon.21(%rip), %rdx
	movq 40(%rsp), %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1370:
	leaq .Lanon.21(%rip), %rdx
	movq 40(%rsp), %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1371:
	leaq .Lanon.21(%rip), %rdx
	movq 40(%rsp), %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1376:
	movq %r13, %rbx
	movq 40(%rsp), %rdx
	leaq .Lanon.16(%rip), %rax
	jmp .LBB_1409
.LBB_1377:
	movl $16, %edx
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1396
.LBB_1378:
	movl $16, %edx
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1398
.LBB_1379:
	movq $-1, %rbx
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1409
.LBB_1380:
	movq 32(%rsp), %rsi
	leaq .Lanon.19(%rip), %rdx
	jmp .LBB_1348
.LBB_1400:
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1409
.LBB_1381:
	subq 16(%rsp), %rbx
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_1409
.LBB_1382:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	jmp .LBB_116
.LBB_1384:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	jmp .LBB_509
.LBB_1386:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	movq 208(%rsp), %r14
	jmp .LBB_908
.LBB_1388:
	movq %r13, %rbx
	movq 40(%rsp), %rdx
	leaq .Lanon.20(%rip), %rax
	jmp .LBB_1409
.LBB_1389:
	movl $16, %edx
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_1396
.LBB_1390:
	movl $16, %edx
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_1398
.LBB_1391:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_1327
.LBB_1392:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_1329
.LBB_1393:
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_1327
.LBB_1394:
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_1329
.LBB_1395:
	movq %r9, %rbp
	movq %r9, %rdx
	leaq .Lanon.26(%rip), %rax
.LBB_1396:
	movq %rbp, %rdi
	movq %rdx, %rsi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1397:
	movq %r9, %rbp
	movq %r9, %rdx
	leaq .Lanon.26(%rip), %rax
.LBB_1398:
	movq %rbp, %rdi
	movq %rdx, %rsi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1401:
	leaq .Lanon.27(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1402:
	leaq .Lanon.27(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1403:
	movl $16, %edx
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1409
.LBB_1404:
	leaq .Lanon.27(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1405:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_1348
.LBB_1406:
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_1348
.LBB_1407:
	movq %rdx, %rbx
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_1409
.LBB_1408:
	movl $16, %edx
	leaq .Lanon.23(%rip), %rax
.LBB_1409:
	movq %rbx, %rdi
	movq %rdx, %rsi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1410:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1411:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1412:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1413:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1414:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1415:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1416:
	leaq .Lanon.31(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1417:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1396
.LBB_1418:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1398
.LBB_1419:
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_1327
.LBB_1420:
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_1329
.LBB_1421:
	movl $1024, %ebp
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1396
.LBB_1422:
	movl $1024, %ebp
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1398
.LBB_1423:
	movq 72(%rsp), %rsi
	movq %rsi, %rbp
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_1327
.LBB_1424:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1396
.LBB_1425:
	movq 72(%rsp), %rsi
	movq %rsi, %rbp
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_1329
.LBB_1426:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1398
.LBB_1427:
	xorl %ebx, %ebx
	xorl %edx, %edx
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1409
.LBB_1428:
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_1348
.LBB_1429:
	movl $1024, %ebx
	movq %r8, %rdx
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1409
.LBB_1430:
	movq 1184(%rsp), %rsi
	movq %rsi, %rbx
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_1348
.LBB_1431:
	xorl %ebx, %ebx
	xorl %edx, %edx
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1409
.LBB_1432:
	movl $7, %ebp
	jmp .LBB_1463
.LBB_1433:
	movl $7, %ebp
	jmp .LBB_1465
.LBB_1434:
	movl $3, %ebp
	jmp .LBB_1463
.LBB_1435:
	movl $12, %ebp
	jmp .LBB_1463
.LBB_1436:
	movl $3, %ebp
	jmp .LBB_1465
.LBB_1437:
	movl $12, %ebp
	jmp .LBB_1465
.LBB_1438:
	movl $8, %ebp
	jmp .LBB_1463
.LBB_1439:
	movl $8, %ebp
	jmp .LBB_1465
.LBB_1440:
	movl $4, %ebp
	jmp .LBB_1463
.LBB_1441:
	movl $13, %ebp
	jmp .LBB_1463
.LBB_1442:
	movl $4, %ebp
	jmp .LBB_1465
.LBB_1443:
	movl $13, %ebp
	jmp .LBB_1465
.LBB_1444:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1396
.LBB_1445:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1398
.LBB_1446:
	movl $9, %ebp
	jmp .LBB_1463
.LBB_1447:
	movl $9, %ebp
	jmp .LBB_1465
.LBB_1448:
	movl $5, %ebp
	jmp .LBB_1463
.LBB_1449:
	movl $14, %ebp
	jmp .LBB_1463
.LBB_1450:
	movl $5, %ebp
	jmp .LBB_1465
.LBB_1451:
	movl $14, %ebp
	jmp .LBB_1465
.LBB_1452:
	movl $10, %ebp
	jmp .LBB_1463
.LBB_1453:
	movl $10, %ebp
	jmp .LBB_1465
.LBB_1454:
	movl $6, %ebp
	jmp .LBB_1463
.LBB_1455:
	movl $6, %ebp
	jmp .LBB_1465
.LBB_1456:
	movl $2, %ebp
	jmp .LBB_1463
.LBB_1457:
	movl $11, %ebp
	jmp .LBB_1463
.LBB_1458:
	movl $2, %ebp
	jmp .LBB_1465
.LBB_1459:
	movl $11, %ebp
	jmp .LBB_1465
.LBB_1460:
	movl $1, %ebp
	jmp .LBB_1463
.LBB_1461:
	movl $1, %ebp
	jmp .LBB_1465
.LBB_1462:
	movl $15, %ebp
.LBB_1463:
	movq %r9, %rdx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1396
.LBB_1464:
	movl $15, %ebp
.LBB_1465:
	movq %r9, %rdx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1398
.LBB_1466:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1467:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1469
.LBB_1468:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1469:
	ud2
.LBB_1470:
	movl $3, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1471:
	movl $8, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1472:
	movl $13, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1473:
	movl $4, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1474:
	movl $9, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1475:
	movl $14, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1476:
	movl $5, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1477:
	movl $10, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1478:
	xorl %ebx, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1479:
	movl $15, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1480:
	movl $1, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1481:
	movl $6, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1482:
	movl $11, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1483:
	movl $2, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1484:
	movl $7, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1485:
	movl $12, %ebx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1409
.LBB_1486:
	cmpq %rdx, %rsi
	jae .LBB_1488
	movq %r11, %rsi
.LBB_1488:
	leaq .Lanon.2(%rip), %rcx
	movq %rsi, %r13
	jmp .LBB_1301
.LBB_1489:
	cmpq %rdx, %rsi
	jae .LBB_1491
	movq %r11, %rsi
.LBB_1491:
	leaq .Lanon.2(%rip), %rcx
	movq %rsi, %r13
	jmp .LBB_1303
.LBB_1492:
	cmpq %rdx, %r9
	jae .LBB_1494
	movq %r14, %r9
.LBB_1494:
	leaq .Lanon.2(%rip), %rcx
	movq %r9, %r13
	jmp .LBB_1301
.LBB_1495:
	cmpq %rdx, %r9
	jae .LBB_1497
	movq %r14, %r9
.LBB_1497:
	leaq .Lanon.2(%rip), %rcx
	movq %r9, %r13
	jmp .LBB_1303
	jmp .LBB_1578
	jmp .LBB_1584
	movq %rax, %rbx
	jmp .LBB_1593
	movq %rax, %rbx
	jmp .LBB_1581
	movq %rax, %rbx
	jmp .LBB_1587
	jmp .LBB_1590
	movq %rax, %rbx
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_1596
	movq %rax, %rbx
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_1608
	movq %rax, %rbx
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_1618
	jmp .LBB_1566
	jmp .LBB_1568
	jmp .LBB_1570
	movq %rax, %rbx
	jmp .LBB_1599
	movq %rax, %rbx
	jmp .LBB_1611
	movq %rax, %rbx
	jmp .LBB_1621
	jmp .LBB_1516
	jmp .LBB_1516
.LBB_1516:
	movq %rax, %rbx
	leaq 744(%rsp), %r14
	jmp .LBB_1625
	jmp .LBB_1520
	jmp .LBB_1520
.LBB_1520:
	movq %rax, %rbx
	movq 1632(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1526
	movq 1640(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1526
	jmp .LBB_1525
	jmp .LBB_1525
.LBB_1525:
	movq %rax, %rbx
.LBB_1526:
	movq 240(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1532
	movq 248(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1532
	jmp .LBB_1531
	jmp .LBB_1531
.LBB_1531:
	movq %rax, %rbx
.LBB_1532:
	movq 1352(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1540
	movq 1360(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1540
	jmp .LBB_1539
	jmp .LBB_1543
	jmp .LBB_1539
	jmp .LBB_1543
.LBB_1539:
	movq %rax, %rbx
.LBB_1540:
	movq 1040(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1544
	movq 1048(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1544
.LBB_1543:
	movq %rax, %rbx
.LBB_1544:
	leaq 784(%rsp), %rdi
	callq core::ptr::drop_in_place<[alloc::vec::Vec<[f64; 16]>; 2]>
	jmp .LBB_1558
	jmp .LBB_1548
	jmp .LBB_1548
.LBB_1548:
	movq %rax, %rbx
	movq 240(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1558
	movq 248(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1558
	movq %rax, %rbx
	leaq 744(%rsp), %r14
	jmp .LBB_1600
	jmp .LBB_1553
.LBB_1553:
	movq %rax, %rbx
	leaq 744(%rsp), %r14
	jmp .LBB_1622
	jmp .LBB_1557
	jmp .LBB_1557
.LBB_1557:
	movq %rax, %rbx
.LBB_1558:
	leaq 744(%rsp), %r14
	jmp .LBB_1626
	jmp .LBB_1590
	jmp .LBB_1578
	jmp .LBB_1584
	ud2
	ud2
	ud2
.LBB_1566:
	movq %rax, %rbx
	jmp .LBB_1592
.LBB_1568:
	movq %rax, %rbx
	jmp .LBB_1580
.LBB_1570:
	movq %rax, %rbx
	jmp .LBB_1586
	jmp .LBB_1590
	jmp .LBB_1578
	jmp .LBB_1584
	jmp .LBB_1590
	jmp .LBB_1578
	jmp .LBB_1584
.LBB_1578:
	movq %rax, %rbx
	movq 1160(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1580
	movq 1168(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1580:
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_1581:
	movq 200(%rsp), %rax
	testq %rax, %rax
	je .LBB_1608
	shlq $3, %rax
	leaq (%rax,%rax,4), %rsi
	movl $8, %edx
	movq 136(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1608
.LBB_1584:
	movq %rax, %rbx
	movq 1160(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1586
	movq 1168(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1586:
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_1587:
	movq 200(%rsp), %rax
	testq %rax, %rax
	je .LBB_1618
	shlq $3, %rax
	leaq (%rax,%rax,4), %rsi
	movl $8, %edx
	movq 136(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1618
.LBB_1590:
	movq %rax, %rbx
	movq 1456(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1592
	movq 1464(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1592:
	leaq 1352(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_1593:
	movq 1480(%rsp), %rax
	testq %rax, %rax
	je .LBB_1596
	shlq $3, %rax
	leaq (%rax,%rax,4), %rsi
	movl $8, %edx
	movq 184(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1596
	movq %rax, %rbx
.LBB_1596:
	movq 1264(%rsp), %r14
	movq 1272(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1602
.LBB_1597:
	movq 1256(%rsp), %rax
	testq %rax, %rax
	je .LBB_1599
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1599:
	leaq 744(%rsp), %r14
	leaq 1232(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
.LBB_1600:
	movq 1312(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1625
	movq 1320(%rsp), %rdi
	jmp .LBB_1624
.LBB_1602:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1604
.LBB_1603:
	addq $24, %r12
	decq %r15
	je .LBB_1597
.LBB_1604:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1603
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1603
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	movq %rax, %rbx
.LBB_1608:
	movq 1144(%rsp), %r14
	movq 1152(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1612
.LBB_1609:
	movq 1136(%rsp), %rax
	testq %rax, %rax
	je .LBB_1611
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1611:
	leaq 744(%rsp), %r14
	leaq 1256(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	jmp .LBB_1622
.LBB_1612:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1614
.LBB_1613:
	addq $24, %r12
	decq %r15
	je .LBB_1609
.LBB_1614:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1613
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1613
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	movq %rax, %rbx
.LBB_1618:
	movq 1144(%rsp), %r14
	movq 1152(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1631
.LBB_1619:
	movq 1136(%rsp), %rax
	testq %rax, %rax
	je .LBB_1621
	shlq $3, %rax
	leaq (%rax,%rax,2), %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1621:
	leaq 744(%rsp), %r14
	leaq 1256(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
.LBB_1622:
	movq 1232(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1625
	movq 1240(%rsp), %rdi
.LBB_1624:
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1625:
	leaq 400(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1626:
	movq 712(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1629
	movq 736(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1630
.LBB_1628:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1629:
	movq 720(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 736(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1628
.LBB_1630:
	movq (%r14), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1631:
	leaq 8(%r14), %r12
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	jmp .LBB_1633
.LBB_1632:
	addq $24, %r12
	decq %r15
	je .LBB_1619
.LBB_1633:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1632
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1632
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
