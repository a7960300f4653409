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
	subq $2088, %rsp
	movq %rdx, %rbx
	movq %rdi, %r14
	testb %sil, %sil
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
	movq 8(%rbx), %rdx
	movq (%rbx), %rsi
	movq %r14, 1328(%rsp)
	leaq 280(%rsp), %r14
	movq %r13, %rcx
	movq %r15, %r8
	movq %r14, %rdi
	movq %rsi, 80(%rsp)
	movq %rdx, 88(%rsp)
	movq %rdx, 1472(%rsp)
	callq kernel_sliding::grid_for
	movq %r15, 56(%rsp)
	shlq $4, %r15
	movq $0, 336(%rsp)
	movq $0, 400(%rsp)
	movq %r13, 240(%rsp)
	movq %r13, 464(%rsp)
	leaq (%r15,%r15,2), %r12
	leaq (%r13,%r12), %rax
	movq %rax, 264(%rsp)
	movq %rax, 472(%rsp)
	leaq 336(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_39
	cmpq $1, %rdx
	movq %rdx, %rbx
	adcq $-1, %rbx
	movq 56(%rsp), %rax
	movq 240(%rsp), %rcx
	testq %rax, %rax
	je .LBB_40
.LBB_6:
	movq 16(%rcx), %r15
	testq %r15, %r15
	js .LBB_1547
	movq 24(%rcx), %rax
	testq %rax, %rax
	js .LBB_1547
	cmpq %r15, %rax
	cmovaq %rax, %r15
	cmpq $1, 56(%rsp)
	je .LBB_13
	addq $-48, %r12
	movabsq $-6148914691236517205, %rax
	addq $72, %rcx
	movq %r12, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
.LBB_10:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1547
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1547
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
	movq 8(%rbx), %rdx
	movq (%rbx), %rsi
	movq %r14, 1328(%rsp)
	leaq 280(%rsp), %r14
	movq %r13, %rcx
	movq %r15, %r8
	movq %r14, %rdi
	movq %rsi, 80(%rsp)
	movq %rdx, 88(%rsp)
	movq %rdx, 1472(%rsp)
	callq kernel_sliding::grid_for
	movq %r15, 56(%rsp)
	shlq $4, %r15
	movq $0, 336(%rsp)
	movq $0, 400(%rsp)
	movq %r13, 240(%rsp)
	movq %r13, 464(%rsp)
	leaq (%r15,%r15,2), %r12
	leaq (%r13,%r12), %rax
	movq %rax, 264(%rsp)
	movq %rax, 472(%rsp)
	leaq 336(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_54
	cmpq $1, %rdx
	movq %rdx, %rbx
	adcq $-1, %rbx
	movq 56(%rsp), %rax
	movq 240(%rsp), %rcx
	testq %rax, %rax
	je .LBB_55
.LBB_18:
	movq 16(%rcx), %r15
	testq %r15, %r15
	js .LBB_1548
	movq 24(%rcx), %rax
	testq %rax, %rax
	js .LBB_1548
	cmpq %r15, %rax
	cmovaq %rax, %r15
	cmpq $1, 56(%rsp)
	je .LBB_25
	addq $-48, %r12
	movabsq $-6148914691236517205, %rax
	addq $72, %rcx
	movq %r12, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
.LBB_22:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1548
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1548
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
	movq 16(%rbx), %r13
	movq 24(%rbx), %r15
	movq %r13, %rdi
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_38
	movq (%rbx), %rbp
	movq 8(%rbx), %rbx
	movq %r14, 1328(%rsp)
	leaq 280(%rsp), %r14
	movq %r13, %rcx
	movq %r15, %r8
	movq %r14, %rdi
	movq %rbx, 272(%rsp)
	movq %rbp, %rsi
	movq %rbx, %rdx
	callq kernel_sliding::grid_for
	movq %r15, 1040(%rsp)
	shlq $4, %r15
	movq $0, 336(%rsp)
	movq $0, 400(%rsp)
	movq %r13, 464(%rsp)
	leaq (%r15,%r15,2), %r12
	leaq (%r13,%r12), %rax
	movq %rax, 640(%rsp)
	movq %rax, 472(%rsp)
	leaq 336(%rsp), %rdi
	callq core::iter::traits::iterator::Iterator::reduce
	cmpq $1, %rax
	jne .LBB_69
	cmpq $1, %rdx
	adcq $-1, %rdx
	movq %rdx, 8(%rsp)
	cmpq $0, 1040(%rsp)
	je .LBB_70
.LBB_30:
	movq 16(%r13), %r15
	testq %r15, %r15
	js .LBB_1549
	movq 24(%r13), %rax
	testq %rax, %rax
	js .LBB_1549
	cmpq %r15, %rax
	cmovaq %rax, %r15
	cmpq $1, 1040(%rsp)
	je .LBB_37
	addq $-48, %r12
	movabsq $-6148914691236517205, %rax
	leaq 72(%r13), %rcx
	movq %r12, %rdx
	mulxq %rax, %rax, %rax
	shrq $5, %rax
.LBB_34:
	movq -8(%rcx), %rdx
	testq %rdx, %rdx
	js .LBB_1549
	movq (%rcx), %rsi
	testq %rsi, %rsi
	js .LBB_1549
	cmpq %rdx, %rsi
	cmovaq %rsi, %rdx
	cmpq %rdx, %r15
	cmovbeq %rdx, %r15
	addq $48, %rcx
	decq %rax
	jne .LBB_34
.LBB_37:
	cmpq $1, %r15
	adcq $-1, %r15
	jmp .LBB_71
.LBB_38:
	movq %r14, %rdi
	movq %rbx, %rsi
	addq $2088, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_39:
	xorl %ebx, %ebx
	movq 56(%rsp), %rax
	movq 240(%rsp), %rcx
	testq %rax, %rax
	jne .LBB_6
.LBB_40:
	xorl %r15d, %r15d
.LBB_41:
	movq %r15, 648(%rsp)
	addq $1025, %r15
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 1952(%rsp)
	vmovdqu64 %zmm0, 2016(%rsp)
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 656(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 1696(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 672(%rsp), %rax
	vmovups 656(%rsp), %xmm0
	vmovupd 1696(%rsp), %xmm1
	movq %rax, 1088(%rsp)
	movq 1712(%rsp), %rax
	vmovaps %xmm0, 1072(%rsp)
	vxorpd %xmm1, %xmm1, %xmm0
	vmovupd %xmm1, 1096(%rsp)
	vmovupd %zmm0, 400(%rsp)
	vmovupd %zmm0, 336(%rsp)
	movq %rax, 1112(%rsp)
	leaq 784(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %zmm0, 400(%rsp)
	vmovupd %zmm0, 336(%rsp)
	leaq 1344(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %zmm0, 400(%rsp)
	vmovupd %zmm0, 336(%rsp)
	leaq 656(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vxorpd %xmm0, %xmm0, %xmm0
	vmovapd %xmm0, 336(%rsp)
	leaq 1696(%rsp), %rdi
	leaq 336(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_1600
	vmovupd 1072(%rsp), %ymm3
	vmovups 1088(%rsp), %ymm1
	movq 800(%rsp), %rcx
	vmovups 784(%rsp), %xmm2
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %zmm0, 568(%rsp)
	vmovupd %zmm0, 504(%rsp)
	leaq 1025(%rbx), %rdx
	movq %rbx, 48(%rsp)
	vmovupd %ymm3, 336(%rsp)
	vmovups %ymm1, 352(%rsp)
	vmovups 1344(%rsp), %xmm1
	movq %rcx, 400(%rsp)
	movq 1360(%rsp), %rcx
	vmovaps %xmm2, 384(%rsp)
	vmovupd 656(%rsp), %xmm2
	movq %rcx, 424(%rsp)
	movq 672(%rsp), %rcx
	vmovups %xmm1, 408(%rsp)
	vmovupd 1696(%rsp), %xmm1
	vmovapd %xmm2, 432(%rsp)
	movq %rcx, 448(%rsp)
	movq 1712(%rsp), %rcx
	movq %rcx, 472(%rsp)
	vmovupd %xmm1, 456(%rsp)
	movq $16, 480(%rsp)
	movq %rax, 488(%rsp)
	movq $16, 496(%rsp)
	leaq 968(%rsp), %rdi
	leaq 1952(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 240(%rsp), %rbx
	movq 264(%rsp), %r15
	leaq 648(%rsp), %rax
	movq $0, 1072(%rsp)
	movq $0, 1136(%rsp)
	movq %rbx, 1200(%rsp)
	movq %r15, 1208(%rsp)
	movq %rax, 1216(%rsp)
	leaq 992(%rsp), %rdi
	leaq 1072(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movq %rbx, 1448(%rsp)
	movq %r15, 1456(%rsp)
	movq %r14, 1464(%rsp)
	leaq 880(%rsp), %rdi
	leaq 1448(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 56(%rsp), %rcx
	movq 48(%rsp), %rbx
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
	jmp .LBB_1603
.LBB_54:
	xorl %ebx, %ebx
	movq 56(%rsp), %rax
	movq 240(%rsp), %rcx
	testq %rax, %rax
	jne .LBB_18
.LBB_55:
	xorl %r15d, %r15d
.LBB_56:
	movq %r15, 648(%rsp)
	addq $1025, %r15
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 1952(%rsp)
	vmovdqu64 %zmm0, 2016(%rsp)
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 656(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 1696(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 672(%rsp), %rax
	vmovups 656(%rsp), %xmm0
	vmovdqu 1696(%rsp), %xmm1
	movq %rax, 1088(%rsp)
	movq 1712(%rsp), %rax
	vmovaps %xmm0, 1072(%rsp)
	vpxor %xmm1, %xmm1, %xmm0
	vmovdqu %xmm1, 1096(%rsp)
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	movq %rax, 1112(%rsp)
	leaq 784(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 1344(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 656(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqa %xmm0, 336(%rsp)
	leaq 1696(%rsp), %rdi
	leaq 336(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_1601
	vmovupd 1072(%rsp), %ymm3
	vmovups 1088(%rsp), %ymm1
	movq 800(%rsp), %rcx
	vmovups 784(%rsp), %xmm2
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 568(%rsp)
	vmovdqu64 %zmm0, 504(%rsp)
	leaq 1025(%rbx), %rdx
	movq %rbx, 48(%rsp)
	vmovupd %ymm3, 336(%rsp)
	vmovups %ymm1, 352(%rsp)
	vmovups 1344(%rsp), %xmm1
	movq %rcx, 400(%rsp)
	movq 1360(%rsp), %rcx
	vmovaps %xmm2, 384(%rsp)
	vmovupd 656(%rsp), %xmm2
	movq %rcx, 424(%rsp)
	movq 672(%rsp), %rcx
	vmovups %xmm1, 408(%rsp)
	vmovdqu 1696(%rsp), %xmm1
	vmovapd %xmm2, 432(%rsp)
	movq %rcx, 448(%rsp)
	movq 1712(%rsp), %rcx
	movq %rcx, 472(%rsp)
	vmovdqu %xmm1, 456(%rsp)
	movq $16, 480(%rsp)
	movq %rax, 488(%rsp)
	movq $16, 496(%rsp)
	leaq 968(%rsp), %rdi
	leaq 1952(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 240(%rsp), %rbx
	movq 264(%rsp), %r15
	leaq 648(%rsp), %rax
	movq $0, 1072(%rsp)
	movq $0, 1136(%rsp)
	movq %rbx, 1200(%rsp)
	movq %r15, 1208(%rsp)
	movq %rax, 1216(%rsp)
	leaq 992(%rsp), %rdi
	leaq 1072(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movq %rbx, 1448(%rsp)
	movq %r15, 1456(%rsp)
	movq %r14, 1464(%rsp)
	leaq 880(%rsp), %rdi
	leaq 1448(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 56(%rsp), %rcx
	movq 48(%rsp), %rbx
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
	jmp .LBB_1603
.LBB_69:
	movq $0, 8(%rsp)
	cmpq $0, 1040(%rsp)
	jne .LBB_30
.LBB_70:
	xorl %r15d, %r15d
.LBB_71:
	movq %r15, 88(%rsp)
	addq $1025, %r15
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 1952(%rsp)
	vmovdqu64 %zmm0, 2016(%rsp)
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 656(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 1696(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 672(%rsp), %rax
	vmovups 656(%rsp), %xmm0
	vmovdqu 1696(%rsp), %xmm1
	movq %rax, 1088(%rsp)
	movq 1712(%rsp), %rax
	vmovaps %xmm0, 1072(%rsp)
	vpxor %xmm1, %xmm1, %xmm0
	vmovdqu %xmm1, 1096(%rsp)
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	movq %rax, 1112(%rsp)
	leaq 784(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 1040(%rsp), %r12
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 1344(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 400(%rsp)
	vmovdqu64 %zmm0, 336(%rsp)
	leaq 656(%rsp), %rdi
	leaq 336(%rsp), %rsi
	movl $1025, %edx
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqa %xmm0, 336(%rsp)
	leaq 1696(%rsp), %rdi
	leaq 336(%rsp), %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $32800, %edi
	movl $2, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_1602
	vmovupd 1072(%rsp), %ymm3
	vmovups 1088(%rsp), %ymm1
	movq 800(%rsp), %rcx
	vmovups 784(%rsp), %xmm2
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 568(%rsp)
	vmovdqu64 %zmm0, 504(%rsp)
	vmovupd %ymm3, 336(%rsp)
	vmovups %ymm1, 352(%rsp)
	movq %rcx, 400(%rsp)
	movq 1360(%rsp), %rcx
	vmovups 1344(%rsp), %xmm1
	vmovaps %xmm2, 384(%rsp)
	vmovupd 656(%rsp), %xmm2
	movq %rcx, 424(%rsp)
	movq 672(%rsp), %rcx
	vmovups %xmm1, 408(%rsp)
	vmovdqu 1696(%rsp), %xmm1
	vmovapd %xmm2, 432(%rsp)
	movq %rcx, 448(%rsp)
	movq 1712(%rsp), %rcx
	movq %rcx, 472(%rsp)
	movq 8(%rsp), %rcx
	vmovdqu %xmm1, 456(%rsp)
	movq $16, 480(%rsp)
	movq %rax, 488(%rsp)
	movq $16, 496(%rsp)
	leaq 1025(%rcx), %rdx
	leaq 1016(%rsp), %rdi
	leaq 1952(%rsp), %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 640(%rsp), %r15
	leaq 88(%rsp), %rax
	movq $0, 1072(%rsp)
	movq $0, 1136(%rsp)
	movq %r13, 1200(%rsp)
	movq %r15, 1208(%rsp)
	movq %rax, 1216(%rsp)
	leaq 968(%rsp), %rdi
	leaq 1072(%rsp), %rsi
	callq <alloc::collections::btree::map::BTreeMap<K,V> as core::iter::traits::collect::FromIterator<(K,V)>>::from_iter
	movq %r13, 880(%rsp)
	movq %r15, 888(%rsp)
	movq %r14, 896(%rsp)
	leaq 992(%rsp), %rdi
	leaq 880(%rsp), %rsi
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	leaq (,%r12,8), %rax
	leaq (%rax,%rax,4), %r14
	movabsq $230584300921369395, %rax
	cmpq %rax, %r12
	jbe .LBB_102
	xorl %r15d, %r15d
.LBB_83:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_84:
	testq %r14, %r14
	je .LBB_111
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 56(%rsp), %rcx
	movq %rcx, 256(%rsp)
	movq %rax, 112(%rsp)
	testq %rax, %rax
	je .LBB_53
	cmpq $2, %rcx
	jb .LBB_112
.LBB_87:
	movq 112(%rsp), %rdx
	movq %rcx, %rax
	decq %rcx
	leaq -2(%rax), %rsi
	movl %ecx, %eax
	andl $7, %eax
	cmpq $7, %rsi
	jb .LBB_91
	movq 112(%rsp), %rdx
	andq $-8, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
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
	je .LBB_550
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 56(%rsp), %rcx
	movq %rcx, 256(%rsp)
	movq %rax, 112(%rsp)
	testq %rax, %rax
	je .LBB_68
	cmpq $2, %rcx
	jb .LBB_551
.LBB_96:
	movq 112(%rsp), %rdx
	movq %rcx, %rax
	decq %rcx
	leaq -2(%rax), %rsi
	movl %ecx, %eax
	andl $7, %eax
	cmpq $7, %rsi
	jb .LBB_100
	movq 112(%rsp), %rdx
	andq $-8, %rcx
	vpxor %xmm0, %xmm0, %xmm0
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
	je .LBB_552
.LBB_100:
	vpxor %xmm0, %xmm0, %xmm0
.LBB_101:
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_101
	jmp .LBB_552
.LBB_102:
	testq %r14, %r14
	je .LBB_995
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %r12, 1544(%rsp)
	movq %rax, 200(%rsp)
	testq %rax, %rax
	je .LBB_83
	cmpq $2, %r12
	jb .LBB_996
.LBB_105:
	movq 200(%rsp), %rdx
	leaq -1(%r12), %rcx
	leaq -2(%r12), %rsi
	movl %ecx, %eax
	andl $7, %eax
	cmpq $7, %rsi
	jb .LBB_109
	movq 200(%rsp), %rdx
	andq $-8, %rcx
	vpxor %xmm0, %xmm0, %xmm0
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
	je .LBB_997
.LBB_109:
	vpxor %xmm0, %xmm0, %xmm0
.LBB_110:
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
	addq $40, %rdx
	decq %rax
	jne .LBB_110
	jmp .LBB_997
.LBB_111:
	movl $8, %eax
	movq %rax, 112(%rsp)
	movq $0, 256(%rsp)
	cmpq $2, %rcx
	jae .LBB_87
.LBB_112:
	movq 112(%rsp), %rdx
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
	cmpb $1, 16(%rax)
	movq %rax, %r14
	jne .LBB_1516
	movq (%r14), %rax
	movq 8(%r14), %rdx
.LBB_116:
	vmovdqu .Lanon.0(%rip), %ymm0
	movq 80(%rsp), %r8
	movq 1472(%rsp), %rdi
	leaq 1(%rax), %rcx
	xorl %esi, %esi
	movq $16400, 120(%rsp)
	movq %rcx, (%r14)
	movq %r8, 1344(%rsp)
	movq %rdi, 1352(%rsp)
	vmovdqu %ymm0, 1360(%rsp)
	movq %rax, 1392(%rsp)
	movq %rdx, 1400(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 88(%rsp), %rax, %rcx
	movabsq $1124801467909119, %rdx
	rorxq $4, %rax, %rax
	shrq $10, %rcx
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 640(%rsp)
	je .LBB_541
	vmovq .LCPI_0(%rip), %xmm1
	movq %rbx, %rax
	negq %rax
	movq %rax, 136(%rsp)
	xorl %eax, %eax
.LBB_118:
	movq 976(%rsp), %rbp
	movq 984(%rsp), %r14
	movq %rax, 184(%rsp)
	movq %rax, 832(%rsp)
	testq %r14, %r14
	je .LBB_136
	movq %r14, %rax
	shlq $7, %rax
	movq %rbp, %rcx
	xorl %edx, %edx
	addq %rbp, %rax
	jmp .LBB_121
.LBB_120:
	cmpq %rax, %rcx
	je .LBB_135
.LBB_121:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	movl $24, %r9d
	jmp .LBB_123
.LBB_122:
	vmovq %xmm0, (%r8,%r9)
	addq $32, %r9
	addq $4100, %rsi
	cmpq $152, %r9
	je .LBB_120
.LBB_123:
	movq 184(%rsp), %r10
	vmovdqa %xmm1, %xmm0
	leaq (%rsi,%r10), %rdi
	cmpq %rbx, %rdi
	jb .LBB_126
	movq 136(%rsp), %rdi
	addq %rsi, %rdi
	addq %rdi, %r10
	movq 88(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 1472(%rsp), %rdi
	jae .LBB_1487
	movq 80(%rsp), %r10
	vmovq (%r10,%rdi,8), %xmm0
.LBB_126:
	vmovq %xmm0, -24(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 184(%rsp), %rdi
	leaq 1025(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_129
	movq 136(%rsp), %r10
	addq %rsi, %r10
	leaq 1025(%rdi,%r10), %r10
	movq 88(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 1472(%rsp), %rdi
	jae .LBB_1487
	movq 80(%rsp), %r10
	vmovq (%r10,%rdi,8), %xmm0
.LBB_129:
	vmovq %xmm0, -16(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 184(%rsp), %rdi
	leaq 2050(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_132
	movq 136(%rsp), %r10
	addq %rsi, %r10
	leaq 2050(%rdi,%r10), %r10
	movq 88(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 1472(%rsp), %rdi
	jae .LBB_1487
	movq 80(%rsp), %r10
	vmovq (%r10,%rdi,8), %xmm0
.LBB_132:
	vmovq %xmm0, -8(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 184(%rsp), %rdi
	leaq 3075(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_122
	movq 136(%rsp), %r10
	addq %rsi, %r10
	leaq 3075(%rdi,%r10), %r10
	movq 88(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 1472(%rsp), %rdi
	jae .LBB_1487
	movq 80(%rsp), %r10
	vmovq (%r10,%rdi,8), %xmm0
	jmp .LBB_122
.LBB_135:
	movq 184(%rsp), %rax
.LBB_136:
	movq 296(%rsp), %rdx
	movq 288(%rsp), %rcx
	movq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_142
	cmpq $1, %rdx
	jne .LBB_139
	xorl %esi, %esi
	jmp .LBB_141
.LBB_139:
	movq %rdx, %rdi
	xorl %esi, %esi
.LBB_140:
	movq %rdi, %r8
	shrq %r8
	leaq (%r8,%rsi), %r9
	cmpq %rax, (%rcx,%r9,8)
	cmovbq %r9, %rsi
	subq %r8, %rdi
	cmpq $1, %rdi
	ja .LBB_140
.LBB_141:
	cmpq %rax, (%rcx,%rsi,8)
	adcq $0, %rsi
.LBB_142:
	addq 120(%rsp), %rax
	leaq (%rcx,%rsi,8), %rsi
	leaq (%rcx,%rdx,8), %rcx
	movq %rsi, 1632(%rsp)
	movq %rcx, 1640(%rsp)
	leaq 184(%rsp), %rcx
	movq %rax, 1648(%rsp)
	movb $0, 1656(%rsp)
	movq %rcx, 1624(%rsp)
	leaq 904(%rsp), %rdi
	leaq 1624(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 912(%rsp), %r12
	movq 920(%rsp), %r15
	cmpq $2, %r15
	jae .LBB_538
.LBB_144:
	movq 184(%rsp), %rcx
	leaq 184(%rsp), %rax
	movq %rax, 1016(%rsp)
	leaq 120(%rsp), %rax
	movq %rax, 1024(%rsp)
	testq %rcx, %rcx
	je .LBB_172
	movq 992(%rsp), %rsi
	movq 1008(%rsp), %rax
	testq %rsi, %rsi
	setne %dl
	testq %rax, %rax
	setne %dil
	andb %dl, %dil
	cmpb $1, %dil
	jne .LBB_174
	movq 1000(%rsp), %rcx
	xorl %edx, %edx
	jmp .LBB_149
.LBB_147:
	leaq 1(%rcx), %rsi
	movq %rdi, %rdx
.LBB_148:
	leaq (%rcx,%rcx,2), %rcx
	movb $57, %r8b
	vmovdqa .LCPI_1(%rip), %ymm1
	decq %rax
	kmovd %r8d, %k1
	shlq $4, %rcx
	vmovdqu64 (%rdi,%rcx), %zmm0 {%k1} {z}
	vmovupd 8(%rdi,%rcx), %xmm2
	vpermq %zmm0, %zmm1, %zmm0
	vmovdqu %ymm0, (%rdi,%rcx)
	vmovupd %xmm2, 32(%rdi,%rcx)
	movq %rsi, %rcx
	movl $0, %esi
	testq %rax, %rax
	je .LBB_173
.LBB_149:
	testq %rdx, %rdx
	je .LBB_152
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jae .LBB_161
.LBB_151:
	movq %rdx, %rdi
	jmp .LBB_163
.LBB_152:
	testq %rcx, %rcx
	je .LBB_157
	movq %rcx, %rdi
	andq $7, %rdi
	movq %rsi, %rdx
	je .LBB_158
	xorl %r8d, %r8d
.LBB_155:
	movq 632(%rdx), %rdx
	incq %r8
	cmpq %r8, %rdi
	jne .LBB_155
	movq %rcx, %rsi
	subq %r8, %rsi
	cmpq $8, %rcx
	jae .LBB_159
	jmp .LBB_160
.LBB_157:
	movq %rsi, %rdx
	jmp .LBB_160
.LBB_158:
	movq %rcx, %rsi
	cmpq $8, %rcx
	jb .LBB_160
.LBB_159:
	movq 632(%rdx), %rcx
	addq $-8, %rsi
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rdx
	jne .LBB_159
.LBB_160:
	xorl %esi, %esi
	xorl %ecx, %ecx
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jb .LBB_151
.LBB_161:
	movq 528(%rdx), %rdi
	testq %rdi, %rdi
	je .LBB_1535
	movzwl 624(%rdx), %ecx
	incq %rsi
	movq %rdi, %rdx
	cmpw 626(%rdi), %cx
	jae .LBB_161
.LBB_163:
	testq %rsi, %rsi
	je .LBB_147
	leaq 640(%rdi,%rcx,8), %r8
	movq %rsi, %r9
	andq $7, %r9
	je .LBB_168
	xorl %r10d, %r10d
.LBB_166:
	movq (%r8), %rdx
	incq %r10
	leaq 632(%rdx), %r8
	cmpq %r10, %r9
	jne .LBB_166
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $8, %rsi
	jb .LBB_169
.LBB_170:
	movq (%r8), %rdx
	addq $-8, %r9
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	leaq 632(%rdx), %r8
	jne .LBB_170
.LBB_169:
	xorl %esi, %esi
	jmp .LBB_148
.LBB_168:
	movq %rsi, %r9
	cmpq $8, %rsi
	jae .LBB_170
	jmp .LBB_169
.LBB_172:
	xorl %ecx, %ecx
	jmp .LBB_174
.LBB_173:
	movq 184(%rsp), %rcx
.LBB_174:
	movq 648(%rsp), %rax
	movq 296(%rsp), %rsi
	addq $16400, 832(%rsp)
	movq %rbp, 784(%rsp)
	movq %r14, 792(%rsp)
	movq %rbx, 816(%rsp)
	decq 640(%rsp)
	movq 288(%rsp), %rdx
	xorl %r8d, %r8d
	movq %rax, 824(%rsp)
	movq 88(%rsp), %rax
	leaq (,%rsi,8), %rdi
	movq %r12, 800(%rsp)
	movq %r15, 808(%rsp)
	jmp .LBB_178
.LBB_175:
	xorl %r10d, %r10d
.LBB_176:
	movq 48(%rsp), %rbx
.LBB_177:
	movq %r8, %r9
	shlq $4, %r9
	incq %r8
	movq %r10, 1072(%rsp,%r9)
	movq %r11, 1080(%rsp,%r9)
	cmpq $16, %r8
	je .LBB_196
.LBB_178:
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
	jne .LBB_175
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_185
	cmpq $1, %rsi
	jne .LBB_182
	xorl %r11d, %r11d
	jmp .LBB_184
.LBB_182:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_183:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_183
.LBB_184:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
.LBB_185:
	shlq $3, %r11
.LBB_186:
	cmpq %r11, %rdi
	je .LBB_189
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_189
	movabsq $1151796703138937857, %r14
	addq $8, %r11
	imulq %r14, %rbx
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_186
	jmp .LBB_175
.LBB_189:
	movq 48(%rsp), %rbx
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_192
	cmpq $1, %rsi
	jne .LBB_193
	xorl %r11d, %r11d
	jmp .LBB_195
.LBB_192:
	movq $-1, %r11
	jmp .LBB_177
.LBB_193:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_194:
	movq %rbx, %r15
	shrq %r15
	movq %r11, %r14
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_194
.LBB_195:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_176
.LBB_196:
	vmovupd 1072(%rsp), %zmm0
	vmovupd 1136(%rsp), %zmm1
	vmovupd 1200(%rsp), %zmm2
	vmovupd 1264(%rsp), %zmm3
	cmpq $0, 56(%rsp)
	vmovupd %zmm3, 1888(%rsp)
	vmovupd %zmm2, 1824(%rsp)
	vmovupd %zmm1, 1760(%rsp)
	vmovupd %zmm0, 1696(%rsp)
	je .LBB_535
	movq 240(%rsp), %r9
	xorl %eax, %eax
	jmp .LBB_199
.LBB_198:
	movzbl 16399(%r8), %eax
	movq 32(%rsp), %rcx
	movq 48(%rsp), %rbx
	movb %al, 32(%r10)
	movq 24(%rsp), %rax
	movq %rcx, %r9
	cmpq 264(%rsp), %rcx
	je .LBB_535
.LBB_199:
	movq 16(%r9), %rdx
	movq %rax, 216(%rsp)
	testq %rdx, %rdx
	js .LBB_1544
	movq 8(%r9), %rsi
	movq (%r9), %r10
	movq %rsi, %rax
	orq %r10, %rax
	js .LBB_1544
	decq %r10
	leaq -1(%rsi), %rax
	cmpq %rax, %r10
	cmovbeq %rax, %r10
	movq 24(%r9), %rax
	testq %rax, %rax
	js .LBB_1544
	movq 40(%r9), %rcx
	movq 32(%r9), %rdi
	movq %rcx, %r8
	orq %rdi, %r8
	js .LBB_1544
	decq %rdi
	decq %rcx
	leaq -1(%rdx,%r10), %rdx
	cmpq %rcx, %rdi
	cmovaq %rdi, %rcx
	leaq -1(%rax), %rdi
	cmpq %rdi, %rcx
	cmovbeq %rdi, %rcx
	movq 1016(%rsp), %rdi
	movq (%rdi), %r8
	movq %rdx, %rdi
	subq %r8, %rdi
	jb .LBB_207
	movq 1024(%rsp), %r11
	movq %rdi, %r10
	movq (%r11), %rdi
	addq %r8, %rdi
	cmpq %rdi, %rdx
	jae .LBB_207
	movabsq $1151796703138937857, %rdi
	movq %r10, %rdx
	mulxq %rdi, %r14, %r14
	shrq $6, %r14
	movq %r14, %rdi
	shlq $10, %rdi
	addq %r14, %rdi
	subq %rdi, %rdx
	movq %rdx, 24(%rsp)
	je .LBB_207
	movl $1, %ebp
	jmp .LBB_208
.LBB_207:
	xorl %ebp, %ebp
.LBB_208:
	leaq -1(%rcx,%rax), %rax
	movq %r9, 64(%rsp)
	movq %rax, %rcx
	subq %r8, %rcx
	jb .LBB_212
	movq 1024(%rsp), %rdi
	movq %rcx, %rdx
	addq (%rdi), %r8
	cmpq %r8, %rax
	jae .LBB_212
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %rax
	shlq $10, %rax
	addq %rcx, %rax
	subq %rax, %rdx
	movq %rdx, 128(%rsp)
	je .LBB_212
	movl $1, %eax
	movq %rcx, 1336(%rsp)
	movq %rax, 32(%rsp)
	jmp .LBB_213
.LBB_212:
	movq $0, 32(%rsp)
.LBB_213:
	movq 392(%rsp), %rbx
	movq 400(%rsp), %r15
	leaq 992(%rsp), %rax
	movq %rax, 856(%rsp)
	leaq 784(%rsp), %rax
	movq %rax, 864(%rsp)
	leaq 1016(%rsp), %rax
	movq %rax, 872(%rsp)
	leaq 856(%rsp), %rdi
	leaq 336(%rsp), %rdx
	movq %rsi, 840(%rsp)
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 64(%rsp), %rax
	movq (%rax), %rsi
	leaq 856(%rsp), %rdi
	leaq 360(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 352(%rsp), %rax
	movq 376(%rsp), %rcx
	movq 64(%rsp), %r12
	vxorpd %xmm1, %xmm1, %xmm1
	cmpq %r15, %rax
	cmovbq %rax, %r15
	cmpq %r15, %rcx
	cmovbq %rcx, %r15
	testq %r15, %r15
	je .LBB_228
	movq 344(%rsp), %rax
	movq 368(%rsp), %rcx
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rdx
	adcq $0, %rdx
	testq %r15, %r15
	je .LBB_219
	movq %rbx, %rsi
	subq %rax, %rsi
	movq %rbx, %rdi
	cmpq $128, %rsi
	setb %sil
	subq %rcx, %rdi
	cmpq $128, %rdi
	setb %dil
	orb %sil, %dil
	je .LBB_220
.LBB_219:
	xorl %edi, %edi
.LBB_223:
	movq %rdx, %r8
	andq $1, %r8
	movq %rdi, %rsi
	je .LBB_226
	movq %rdi, %rsi
.LBB_225:
	vmovsd (%rax,%rsi,8), %xmm0
	decq %r8
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rsi,8)
	leaq 1(%rsi), %rsi
	jne .LBB_225
.LBB_226:
	subq %rdx, %rdi
	cmpq $-8, %rdi
	ja .LBB_228
.LBB_227:
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
	jne .LBB_227
	jmp .LBB_228
.LBB_220:
	movq %rdx, %rdi
	andq $-16, %rdi
	xorl %esi, %esi
.LBB_221:
	vmovupd (%rax,%rsi,8), %zmm0
	vmovupd 64(%rax,%rsi,8), %zmm1
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vmovupd %zmm0, (%rbx,%rsi,8)
	vmovupd %zmm1, 64(%rbx,%rsi,8)
	addq $16, %rsi
	cmpq %rsi, %rdi
	jne .LBB_221
	vxorpd %xmm1, %xmm1, %xmm1
	cmpq %rdi, %r15
	jne .LBB_223
.LBB_228:
	movq 16(%r12), %rdi
	testq %rdi, %rdi
	js .LBB_1544
	movq 800(%rsp), %rax
	movq 392(%rsp), %rsi
	movq 400(%rsp), %rdx
	movq 824(%rsp), %r13
	movq 808(%rsp), %r15
	movq %rbp, 1408(%rsp)
	movq %rax, 144(%rsp)
	movq 24(%rsp), %rax
	movq %r13, 160(%rsp)
	movq %r15, 928(%rsp)
	movq %rax, 1416(%rsp)
	movq %r14, 1424(%rsp)
	movq 416(%rsp), %rax
	movq 424(%rsp), %r14
	cmpq $1, %rdi
	jne .LBB_234
	movq %rdx, %rcx
	subq %r13, %rcx
	jb .LBB_1466
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	testq %r14, %r14
	je .LBB_261
	movq %r13, %rcx
	shlq $7, %rcx
	addq %rsi, %rcx
	cmpq $8, %r14
	jb .LBB_233
	leaq (%r13,%r14), %rdx
	shlq $7, %rdx
	addq %rdx, %rsi
	cmpq %rsi, %rax
	jae .LBB_253
	movq %r14, %rdx
	shlq $7, %rdx
	addq %rax, %rdx
	cmpq %rdx, %rcx
	jae .LBB_253
.LBB_233:
	xorl %edx, %edx
.LBB_256:
	movq %rdx, %rsi
	orq $1, %rsi
	testb $1, %r14b
	je .LBB_258
	shlq $7, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rax,%rdx)
	vaddsd 8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 8(%rax,%rdx)
	vaddsd 16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 16(%rax,%rdx)
	vaddsd 24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 24(%rax,%rdx)
	vaddsd 32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 32(%rax,%rdx)
	vaddsd 40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 40(%rax,%rdx)
	vaddsd 48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 48(%rax,%rdx)
	vaddsd 56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 56(%rax,%rdx)
	vaddsd 64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 64(%rax,%rdx)
	vaddsd 72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 72(%rax,%rdx)
	vaddsd 80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 80(%rax,%rdx)
	vaddsd 88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 88(%rax,%rdx)
	vaddsd 96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 96(%rax,%rdx)
	vaddsd 104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 104(%rax,%rdx)
	vaddsd 112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 112(%rax,%rdx)
	vaddsd 120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 120(%rax,%rdx)
	movq %rsi, %rdx
.LBB_258:
	cmpq %rsi, %r14
	je .LBB_261
	subq %rdx, %r14
	shlq $7, %rdx
	addq $248, %rdx
.LBB_260:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -248(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -248(%rax,%rdx)
	vaddsd -240(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -240(%rax,%rdx)
	vaddsd -232(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -232(%rax,%rdx)
	vaddsd -224(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -224(%rax,%rdx)
	vaddsd -216(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -216(%rax,%rdx)
	vaddsd -208(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -208(%rax,%rdx)
	vaddsd -200(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -200(%rax,%rdx)
	vaddsd -192(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -192(%rax,%rdx)
	vaddsd -184(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -184(%rax,%rdx)
	vaddsd -176(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -176(%rax,%rdx)
	vaddsd -168(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -168(%rax,%rdx)
	vaddsd -160(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -160(%rax,%rdx)
	vaddsd -152(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -152(%rax,%rdx)
	vaddsd -144(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -144(%rax,%rdx)
	vaddsd -136(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -136(%rax,%rdx)
	vaddsd -128(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -128(%rax,%rdx)
	vaddsd -120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rax,%rdx)
	vaddsd -112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rax,%rdx)
	vaddsd -104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rax,%rdx)
	vaddsd -96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rax,%rdx)
	vaddsd -88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rax,%rdx)
	vaddsd -80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rax,%rdx)
	vaddsd -72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rax,%rdx)
	vaddsd -64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rax,%rdx)
	vaddsd -56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rax,%rdx)
	vaddsd -48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rax,%rdx)
	vaddsd -40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rax,%rdx)
	vaddsd -32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rax,%rdx)
	vaddsd -24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rax,%rdx)
	vaddsd -16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rax,%rdx)
	vaddsd -8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rax,%rdx)
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rax,%rdx)
	addq $256, %rdx
	addq $-2, %r14
	jne .LBB_260
	jmp .LBB_261
.LBB_234:
	leaq 1(%rdi), %rcx
	vmovupd %zmm1, 1136(%rsp)
	vmovupd %zmm1, 1072(%rsp)
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm1, 720(%rsp)
	imulq %rdi, %rcx
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	leaq 1(%r13), %rcx
	movq %rcx, %rbx
	subq %rdi, %rbx
	cmpq %r13, %rdx
	jbe .LBB_1476
	cmpq %rdi, %rcx
	jb .LBB_1468
	testq %rdi, %rdi
	je .LBB_239
	shlq $7, %rbx
	movabsq $144115188075855871, %rcx
	movq %rsi, %r9
	movq %rdi, %r10
	addq %rsi, %rbx
	addq %rdi, %rcx
	movb $57, %sil
	bzhiq %rsi, %rcx, %rsi
	leaq 1(%rsi), %rdi
	movl %edi, %ecx
	andl $7, %ecx
	cmpq $7, %rsi
	jae .LBB_243
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %esi, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	jmp .LBB_247
.LBB_239:
	movq %rdi, %r10
	movq %rsi, %r9
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_250
.LBB_243:
	andq $-8, %rdi
	movl $8, %esi
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	negq %rdi
.LBB_244:
	vmovupd (%rbx), %zmm6
	vmovupd 64(%rbx), %zmm7
	leaq -7(%rsi), %r8
	vmovupd 128(%rbx), %zmm8
	vmovupd 192(%rbx), %zmm9
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq -6(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm8, %zmm4, %zmm4
	vaddpd %zmm9, %zmm3, %zmm3
	leaq -5(%rsi), %r8
	vaddpd %zmm10, %zmm1, %zmm1
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%rbx), %zmm9
	vmovupd 320(%rbx), %zmm8
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm6, %zmm1, %zmm1
	vmovupd 384(%rbx), %zmm6
	leaq -4(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm9, %zmm4, %zmm4
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%rbx), %zmm8
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	leaq -3(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%rbx), %zmm6
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 448(%rbx), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq -2(%rsi), %r8
	vaddpd %zmm8, %zmm3, %zmm3
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%rbx), %zmm6
	vmovupd 832(%rbx), %zmm8
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	leaq -1(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%rbx), %zmm6
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 704(%rbx), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm8, %zmm3, %zmm3
	leaq 8(%rdi,%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%rbx), %zmm6
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	addq $8, %rsi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 960(%rbx), %zmm7
	addq $1024, %rbx
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	cmpq $8, %r8
	jne .LBB_244
	testq %rcx, %rcx
	je .LBB_249
	addq $-8, %rsi
.LBB_247:
	incq %rsi
	shll $7, %ecx
	xorl %edi, %edi
.LBB_248:
	vmovupd (%rbx,%rdi), %zmm6
	vmovupd 64(%rbx,%rdi), %zmm7
	vcvtsi2sd %rsi, %xmm15, %xmm5
	incq %rsi
	subq $-128, %rdi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm8
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm8, %zmm1, %zmm1
	vaddpd %zmm5, %zmm2, %zmm2
	cmpq %rdi, %rcx
	jne .LBB_248
.LBB_249:
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm4, 1072(%rsp)
	vmovupd %zmm2, 720(%rsp)
	vmovupd %zmm3, 1136(%rsp)
.LBB_250:
	testq %r14, %r14
	je .LBB_1551
	vbroadcastsd %xmm0, %zmm3
	vdivpd %zmm3, %zmm1, %zmm1
	vdivpd %zmm3, %zmm2, %zmm2
	vmovupd %zmm1, (%rax)
	vmovupd %zmm2, 64(%rax)
	cmpq $1, %r14
	jne .LBB_252
.LBB_261:
	movq 392(%rsp), %r14
	movq 400(%rsp), %r13
	movq 32(%r12), %rsi
	leaq 856(%rsp), %rdi
	leaq 360(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	vbroadcastsd .LCPI_6(%rip), %zmm2
	movq 376(%rsp), %rax
	vmovsd .LCPI_6(%rip), %xmm4
	shlq $4, %r13
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	je .LBB_273
	movq 368(%rsp), %rcx
	movq %r14, %rdx
	subq %rcx, %rdx
	cmpq $256, %rdx
	jae .LBB_266
	xorl %edx, %edx
.LBB_265:
	vmulsd (%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, (%r14,%rdx,8)
	vmulsd 8(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 8(%r14,%rdx,8)
	vmulsd 16(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 16(%r14,%rdx,8)
	vmulsd 24(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 24(%r14,%rdx,8)
	vmulsd 32(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 32(%r14,%rdx,8)
	vmulsd 40(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 40(%r14,%rdx,8)
	vmulsd 48(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 48(%r14,%rdx,8)
	vmulsd 56(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 56(%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_265
	jmp .LBB_273
.LBB_266:
	cmpq $32, %rax
	jae .LBB_268
	xorl %edx, %edx
	jmp .LBB_272
.LBB_252:
	vmovsd .LCPI_3(%rip), %xmm2
	movb %bpl, 96(%rsp)
	movq %r15, %rcx
	shlq $4, %rcx
	movb $57, %sil
	vcvtsi2sd %r10, %xmm15, %xmm1
	addq 144(%rsp), %rcx
	testq %rbp, %rbp
	vbroadcastsd %xmm1, %zmm1
	movq %rcx, 1040(%rsp)
	leaq 1416(%rsp), %rcx
	cmovneq %rcx, %rbp
	movq 1416(%rsp), %rcx
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rbp, 232(%rsp)
	movq %rcx, 200(%rsp)
	movabsq $144115188075855871, %rcx
	addq %r10, %rcx
	bzhiq %rsi, %rcx, %rcx
	leaq 1(%rcx), %rsi
	movq %rcx, 1552(%rsp)
	movabsq $288230376151711736, %rcx
	movl %esi, %edi
	andq %rcx, %rsi
	leaq 64(%r9), %rcx
	andl $7, %edi
	movq %rcx, 248(%rsp)
	movq %r13, %rcx
	shlq $7, %rcx
	movq %r9, 224(%rsp)
	leaq 64(%r9,%rcx), %rcx
	movq %rcx, 208(%rsp)
	movq %r10, %rcx
	negq %rcx
	movq %rcx, 104(%rsp)
	movq %r13, %rcx
	vbroadcastsd %xmm2, %zmm2
	subq %r10, %rcx
	movq %r10, 8(%rsp)
	movq %rcx, 848(%rsp)
	movl %edi, %ecx
	movq %rdi, 72(%rsp)
	movl $1, %edi
	shll $7, %ecx
	movq %rdi, 16(%rsp)
	xorl %edi, %edi
	movq %r14, 40(%rsp)
	jmp .LBB_457
.LBB_268:
	movabsq $9223372036854775776, %rsi
	movq %rax, %rdx
	andq %rsi, %rdx
	xorl %esi, %esi
.LBB_269:
	vmulpd (%rcx,%rsi,8), %zmm2, %zmm0
	vmulpd 64(%rcx,%rsi,8), %zmm2, %zmm1
	vmulpd 128(%rcx,%rsi,8), %zmm2, %zmm2
	vbroadcastsd .LCPI_6(%rip), %zmm3
	vmulpd 192(%rcx,%rsi,8), %zmm3, %zmm3
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	vmovupd %zmm2, 128(%r14,%rsi,8)
	vbroadcastsd .LCPI_6(%rip), %zmm2
	vmovupd %zmm3, 192(%r14,%rsi,8)
	addq $32, %rsi
	cmpq %rsi, %rdx
	jne .LBB_269
	cmpq %rdx, %rax
	je .LBB_273
	testb $16, %al
	je .LBB_265
.LBB_272:
	vmulpd (%rcx,%rdx,8), %zmm2, %zmm0
	vmovupd %zmm0, (%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_272
.LBB_273:
	movq 64(%rsp), %rax
	movq 40(%rax), %rsi
	leaq 856(%rsp), %rdi
	leaq 360(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 376(%rsp), %rax
	movq 840(%rsp), %rdi
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	je .LBB_285
	movq 368(%rsp), %rcx
	leaq (%r14,%rax,8), %rdx
	leaq (%rcx,%rax,8), %rsi
	cmpq %rsi, %r14
	setb %sil
	cmpq %rdx, %rcx
	setb %dl
	testb %dl, %sil
	je .LBB_278
	xorl %edx, %edx
.LBB_277:
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
	jne .LBB_277
	jmp .LBB_285
.LBB_278:
	cmpq $32, %rax
	jae .LBB_280
	xorl %edx, %edx
	jmp .LBB_284
.LBB_280:
	movabsq $9223372036854775776, %rsi
	movq %rax, %rdx
	andq %rsi, %rdx
	xorl %esi, %esi
.LBB_281:
	vmovupd (%r14,%rsi,8), %zmm0
	vmovupd 64(%r14,%rsi,8), %zmm1
	vmovupd 128(%r14,%rsi,8), %zmm2
	vmovupd 192(%r14,%rsi,8), %zmm3
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vsubpd 128(%rcx,%rsi,8), %zmm2, %zmm2
	vsubpd 192(%rcx,%rsi,8), %zmm3, %zmm3
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	vmovupd %zmm2, 128(%r14,%rsi,8)
	vmovupd %zmm3, 192(%r14,%rsi,8)
	addq $32, %rsi
	cmpq %rsi, %rdx
	jne .LBB_281
	cmpq %rdx, %rax
	je .LBB_285
	testb $16, %al
	je .LBB_277
.LBB_284:
	vmovupd (%r14,%rdx,8), %zmm0
	vsubpd (%rcx,%rdx,8), %zmm0, %zmm0
	vmovupd %zmm0, (%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_284
.LBB_285:
	movq 64(%rsp), %rax
	leaq 336(%rsp), %rcx
	movq 24(%rax), %r9
	cmpq %rdi, %r9
	je .LBB_287
	leaq 360(%rsp), %rbx
	leaq 856(%rsp), %rdi
	movq %r9, %rsi
	movq %r9, %r12
	movq %rbx, %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq %r12, %r9
	movq %rbx, %rcx
.LBB_287:
	movq 16(%rcx), %rax
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	movq 160(%rsp), %r13
	testq %rax, %rax
	je .LBB_299
	movq 8(%rcx), %rcx
	leaq (%rcx,%rax,8), %rdx
	cmpq %rdx, %r14
	jae .LBB_292
	leaq (%r14,%rax,8), %rdx
	cmpq %rdx, %rcx
	jae .LBB_292
	xorl %edx, %edx
.LBB_291:
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
	jne .LBB_291
	jmp .LBB_299
.LBB_292:
	cmpq $32, %rax
	jae .LBB_294
	xorl %edx, %edx
	jmp .LBB_298
.LBB_294:
	movabsq $9223372036854775776, %rsi
	movq %rax, %rdx
	andq %rsi, %rdx
	xorl %esi, %esi
.LBB_295:
	vmovupd (%r14,%rsi,8), %zmm0
	vmovupd 64(%r14,%rsi,8), %zmm1
	vmovupd 128(%r14,%rsi,8), %zmm2
	vmovupd 192(%r14,%rsi,8), %zmm3
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vsubpd 128(%rcx,%rsi,8), %zmm2, %zmm2
	vsubpd 192(%rcx,%rsi,8), %zmm3, %zmm3
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	vmovupd %zmm2, 128(%r14,%rsi,8)
	vmovupd %zmm3, 192(%r14,%rsi,8)
	addq $32, %rsi
	cmpq %rsi, %rdx
	jne .LBB_295
	cmpq %rdx, %rax
	je .LBB_299
	testb $16, %al
	je .LBB_291
.LBB_298:
	vmovupd (%r14,%rdx,8), %zmm0
	vsubpd (%rcx,%rdx,8), %zmm0, %zmm0
	vmovupd %zmm0, (%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_298
.LBB_299:
	vxorpd %xmm1, %xmm1, %xmm1
	testq %r9, %r9
	js .LBB_1544
	movq 32(%rsp), %rax
	movq 392(%rsp), %rsi
	movq 400(%rsp), %rdx
	movq 128(%rsp), %rdi
	movq 1336(%rsp), %rcx
	movq 448(%rsp), %r14
	movq %rax, 1408(%rsp)
	movq 440(%rsp), %rax
	movq %rdi, 1416(%rsp)
	movq %rcx, 1424(%rsp)
	cmpq $1, %r9
	jne .LBB_305
	movq %rdx, %rcx
	subq %r13, %rcx
	jb .LBB_1466
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	testq %r14, %r14
	je .LBB_332
	movq %r13, %rcx
	shlq $7, %rcx
	addq %rsi, %rcx
	cmpq $8, %r14
	jb .LBB_304
	addq %r14, %r13
	movq %rsi, %rdx
	shlq $7, %r13
	addq %r13, %rdx
	cmpq %rdx, %rax
	jae .LBB_324
	movq %r14, %rdx
	shlq $7, %rdx
	addq %rax, %rdx
	cmpq %rdx, %rcx
	jae .LBB_324
.LBB_304:
	xorl %edx, %edx
.LBB_327:
	movq %rdx, %rsi
	orq $1, %rsi
	testb $1, %r14b
	je .LBB_329
	shlq $7, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rax,%rdx)
	vaddsd 8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 8(%rax,%rdx)
	vaddsd 16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 16(%rax,%rdx)
	vaddsd 24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 24(%rax,%rdx)
	vaddsd 32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 32(%rax,%rdx)
	vaddsd 40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 40(%rax,%rdx)
	vaddsd 48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 48(%rax,%rdx)
	vaddsd 56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 56(%rax,%rdx)
	vaddsd 64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 64(%rax,%rdx)
	vaddsd 72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 72(%rax,%rdx)
	vaddsd 80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 80(%rax,%rdx)
	vaddsd 88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 88(%rax,%rdx)
	vaddsd 96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 96(%rax,%rdx)
	vaddsd 104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 104(%rax,%rdx)
	vaddsd 112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 112(%rax,%rdx)
	vaddsd 120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 120(%rax,%rdx)
	movq %rsi, %rdx
.LBB_329:
	cmpq %rsi, %r14
	je .LBB_332
	subq %rdx, %r14
	shlq $7, %rdx
	addq $248, %rdx
.LBB_331:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -248(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -248(%rax,%rdx)
	vaddsd -240(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -240(%rax,%rdx)
	vaddsd -232(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -232(%rax,%rdx)
	vaddsd -224(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -224(%rax,%rdx)
	vaddsd -216(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -216(%rax,%rdx)
	vaddsd -208(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -208(%rax,%rdx)
	vaddsd -200(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -200(%rax,%rdx)
	vaddsd -192(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -192(%rax,%rdx)
	vaddsd -184(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -184(%rax,%rdx)
	vaddsd -176(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -176(%rax,%rdx)
	vaddsd -168(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -168(%rax,%rdx)
	vaddsd -160(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -160(%rax,%rdx)
	vaddsd -152(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -152(%rax,%rdx)
	vaddsd -144(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -144(%rax,%rdx)
	vaddsd -136(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -136(%rax,%rdx)
	vaddsd -128(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -128(%rax,%rdx)
	vaddsd -120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rax,%rdx)
	vaddsd -112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rax,%rdx)
	vaddsd -104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rax,%rdx)
	vaddsd -96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rax,%rdx)
	vaddsd -88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rax,%rdx)
	vaddsd -80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rax,%rdx)
	vaddsd -72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rax,%rdx)
	vaddsd -64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rax,%rdx)
	vaddsd -56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rax,%rdx)
	vaddsd -48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rax,%rdx)
	vaddsd -40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rax,%rdx)
	vaddsd -32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rax,%rdx)
	vaddsd -24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rax,%rdx)
	vaddsd -16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rax,%rdx)
	vaddsd -8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rax,%rdx)
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rax,%rdx)
	addq $256, %rdx
	addq $-2, %r14
	jne .LBB_331
	jmp .LBB_332
.LBB_305:
	leaq 1(%r9), %rcx
	vmovupd %zmm1, 1136(%rsp)
	vmovupd %zmm1, 1072(%rsp)
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm1, 720(%rsp)
	imulq %r9, %rcx
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	leaq 1(%r13), %rcx
	movq %rcx, %rbx
	subq %r9, %rbx
	cmpq %r13, %rdx
	jbe .LBB_1476
	cmpq %r9, %rcx
	jb .LBB_1468
	testq %r9, %r9
	je .LBB_310
	shlq $7, %rbx
	movabsq $144115188075855871, %rcx
	movq %rsi, %r11
	addq %rsi, %rbx
	addq %r9, %rcx
	movb $57, %sil
	bzhiq %rsi, %rcx, %rsi
	leaq 1(%rsi), %rdi
	movl %edi, %ecx
	andl $7, %ecx
	cmpq $7, %rsi
	jae .LBB_314
	xorl %esi, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	jmp .LBB_318
.LBB_310:
	movq %rsi, %r11
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_321
.LBB_314:
	andq $-8, %rdi
	movl $8, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	negq %rdi
.LBB_315:
	vmovupd (%rbx), %zmm6
	vmovupd 64(%rbx), %zmm7
	leaq -7(%rsi), %r8
	vmovupd 128(%rbx), %zmm8
	vmovupd 192(%rbx), %zmm9
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq -6(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm8, %zmm4, %zmm4
	vaddpd %zmm9, %zmm3, %zmm3
	leaq -5(%rsi), %r8
	vaddpd %zmm10, %zmm1, %zmm1
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%rbx), %zmm9
	vmovupd 320(%rbx), %zmm8
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm6, %zmm1, %zmm1
	vmovupd 384(%rbx), %zmm6
	leaq -4(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm9, %zmm4, %zmm4
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%rbx), %zmm8
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	leaq -3(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%rbx), %zmm6
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 448(%rbx), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq -2(%rsi), %r8
	vaddpd %zmm8, %zmm3, %zmm3
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%rbx), %zmm6
	vmovupd 832(%rbx), %zmm8
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	leaq -1(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%rbx), %zmm6
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 704(%rbx), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm8, %zmm3, %zmm3
	leaq 8(%rdi,%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%rbx), %zmm6
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	addq $8, %rsi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 960(%rbx), %zmm7
	addq $1024, %rbx
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	cmpq $8, %r8
	jne .LBB_315
	testq %rcx, %rcx
	je .LBB_320
	addq $-8, %rsi
.LBB_318:
	incq %rsi
	shll $7, %ecx
	xorl %edi, %edi
.LBB_319:
	vmovupd (%rbx,%rdi), %zmm6
	vmovupd 64(%rbx,%rdi), %zmm7
	vcvtsi2sd %rsi, %xmm15, %xmm5
	incq %rsi
	subq $-128, %rdi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm8
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm8, %zmm1, %zmm1
	vaddpd %zmm5, %zmm2, %zmm2
	cmpq %rdi, %rcx
	jne .LBB_319
.LBB_320:
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm4, 1072(%rsp)
	vmovupd %zmm2, 720(%rsp)
	vmovupd %zmm3, 1136(%rsp)
.LBB_321:
	movq %r9, 8(%rsp)
	testq %r14, %r14
	je .LBB_1551
	vbroadcastsd %xmm0, %zmm3
	vdivpd %zmm3, %zmm1, %zmm1
	vdivpd %zmm3, %zmm2, %zmm2
	vmovupd %zmm1, (%rax)
	vmovupd %zmm2, 64(%rax)
	cmpq $1, %r14
	jne .LBB_323
.LBB_332:
	movq 896(%rsp), %rsi
	movq 216(%rsp), %rbp
	cmpq %rsi, %rbp
	jae .LBB_1553
	movq 888(%rsp), %rax
	leaq (%rbp,%rbp,2), %rcx
	movq 184(%rsp), %r8
	movq 88(%rsp), %r9
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq %r8, 40(%rsp)
	leaq 1696(%rsp), %r8
	movq %r9, 928(%rsp)
	movq %r8, 656(%rsp)
	movq %rdx, 104(%rsp)
	movq %rdx, 664(%rsp)
	movq %rcx, 16(%rsp)
	movq %rcx, 672(%rsp)
	leaq 1072(%rsp), %rdi
	leaq 656(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 1072(%rsp), %zmm0
	vmovups 1136(%rsp), %zmm1
	movq 64(%rsp), %r13
	xorl %ebp, %ebp
	leaq 48(%r13), %rax
	movq %rax, 32(%rsp)
	movq 216(%rsp), %rax
	vmovups %zmm0, 656(%rsp)
	vmovups %zmm1, 720(%rsp)
	vmovsd 656(%rsp), %xmm0
	vmovupd 664(%rsp), %zmm4
	vmovupd 728(%rsp), %ymm3
	vmovsd 760(%rsp), %xmm2
	vmovapd 768(%rsp), %xmm1
	incq %rax
	movq %rax, 24(%rsp)
	vmovsd %xmm0, 8(%rsp)
	vmovupd %zmm4, 1552(%rsp)
	vmovupd %ymm3, 1040(%rsp)
	vmovsd %xmm2, 72(%rsp)
	vmovapd %xmm1, 144(%rsp)
	jmp .LBB_336
.LBB_335:
	incq %rbp
	cmpq $1025, %rbp
	je .LBB_344
.LBB_336:
	movq 448(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1527
	movq 424(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1525
	movq 440(%rsp), %rcx
	movq 416(%rsp), %rdx
	movq %rbp, %rbx
	shlq $7, %rbx
	vbroadcastsd .LCPI_7(%rip), %zmm3
	vmovsd 8(%rsp), %xmm1
	xorl %eax, %eax
	vmovsd 72(%rsp), %xmm4
	addq %rbx, %rcx
	addq %rbx, %rdx
	vmovsd (%rcx), %xmm0
	vmovupd 8(%rcx), %zmm5
	vmovsd 104(%rcx), %xmm2
	vsubsd (%rdx), %xmm0, %xmm0
	vsubsd 104(%rdx), %xmm2, %xmm2
	vandpd %xmm3, %xmm0, %xmm0
	vandpd %xmm3, %xmm2, %xmm2
	vucomisd %xmm0, %xmm1
	vsubpd 8(%rdx), %zmm5, %zmm0
	vmovupd 72(%rcx), %ymm1
	vsubpd 72(%rdx), %ymm1, %ymm1
	setae %al
	xorl %esi, %esi
	vucomisd %xmm2, %xmm4
	vmovupd 112(%rcx), %xmm2
	vsubpd 112(%rdx), %xmm2, %xmm2
	setae %sil
	shll $13, %esi
	vandpd %zmm3, %zmm0, %zmm0
	vcmplepd 1552(%rsp), %zmm0, %k1
	vandpd %ymm3, %ymm1, %ymm1
	vandpd %xmm3, %xmm2, %xmm2
	vmovdqa64 .LCPI_8(%rip), %zmm0 {%k1} {z}
	vcmplepd 1040(%rsp), %ymm1, %k1
	vextracti64x4 $1, %zmm0, %ymm3
	vmovdqa64 .LCPI_9(%rip), %ymm1 {%k1} {z}
	vcmplepd 144(%rsp), %xmm2, %k1
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vmovdqa64 .LCPI_10(%rip), %xmm2 {%k1} {z}
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
	je .LBB_335
	movq 40(%rsp), %rax
	leaq (%rbp,%rax), %r15
.LBB_340:
	tzcntq %r14, %r12
	movl %r12d, %edx
	shll $10, %edx
	orq %r12, %rdx
	addq %r15, %rdx
	leaq 1344(%rsp), %rdi
	movq %r13, %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 424(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1458
	movq 416(%rsp), %rax
	addq %rbx, %rax
	vmovq %xmm0, (%rax,%r12,8)
	movq 448(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1460
	movq 440(%rsp), %rax
	blsrq %r14, %r14
	addq %rbx, %rax
	vmovq %xmm1, (%rax,%r12,8)
	testq %r14, %r14
	jne .LBB_340
	jmp .LBB_335
.LBB_344:
	movq 40(%rsp), %rax
	movq %rax, %r12
	addq $1025, %rax
	negq %r12
	movq %rax, 72(%rsp)
	xorl %eax, %eax
	movq $0, 144(%rsp)
	jmp .LBB_346
.LBB_345:
	movq 160(%rsp), %rax
	addq $8, 144(%rsp)
	addq $1025, 72(%rsp)
	addq $-1025, %r12
	incq %rax
	cmpq $16, %rax
	je .LBB_367
.LBB_346:
	vmovsd 656(%rsp,%rax,8), %xmm0
	movq %rax, %r14
	shlq $10, %r14
	vpxor %xmm1, %xmm1, %xmm1
	addq %rax, %r14
	addq 40(%rsp), %r14
	movq %rax, 160(%rsp)
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 928(%rsp), %r14
	setb %cl
	testb %cl, %al
	je .LBB_345
	movq 928(%rsp), %rax
	leaq 1025(%r14), %r8
	cmpq %r8, %rax
	cmovbq %rax, %r8
	movq %r8, 1040(%rsp)
	cmpq $-1025, %r14
	jb .LBB_349
	jmp .LBB_345
.LBB_348:
	movq 1040(%rsp), %r8
	movq 1552(%rsp), %r14
	cmpq %r8, 8(%rsp)
	jae .LBB_345
.LBB_349:
	movq 288(%rsp), %rax
	movq 296(%rsp), %rdx
	cmpq $1, %rdx
	je .LBB_353
	testq %rdx, %rdx
	je .LBB_1494
	movq %rdx, %rcx
	xorl %ebx, %ebx
.LBB_352:
	movq %rcx, %rdi
	shrq %rdi
	movq %rbx, %rsi
	addq %rdi, %rbx
	cmpq %r14, (%rax,%rbx,8)
	cmovaq %rsi, %rbx
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_352
	jmp .LBB_354
.LBB_353:
	xorl %ebx, %ebx
.LBB_354:
	cmpq (%rax,%rbx,8), %r14
	sbbq $-1, %rbx
	leaq -1(%rbx), %rbp
	cmpq %rdx, %rbp
	jae .LBB_1483
	leaq (%rax,%rbx,8), %rax
	cmpq %rdx, %rbx
	leaq 328(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 8(%rsp)
	cmovbq %r8, %rax
	movq %rax, 1552(%rsp)
	cmpq %rax, %r14
	jae .LBB_348
	cmpq 16(%rsp), %rbp
	jae .LBB_1496
	movq 928(%rsp), %r15
	movq 8(%rsp), %rax
	movq 72(%rsp), %rcx
	leaq (%r12,%r14), %r13
	shlq $7, %r13
	addq 144(%rsp), %r13
	cmpq %r15, %rax
	cmovbq %rax, %r15
	cmpq %rcx, %r15
	cmovaeq %rcx, %r15
	jmp .LBB_360
.LBB_358:
	movq 440(%rsp), %rax
	vmovsd %xmm1, (%rax,%r13)
.LBB_359:
	incq %r14
	subq $-128, %r13
	cmpq %r14, %r15
	je .LBB_348
.LBB_360:
	movq 104(%rsp), %rax
	leaq (%r12,%r14), %rbp
	vmovsd -8(%rax,%rbx,8), %xmm0
	vucomisd .LCPI_11(%rip), %xmm0
	jae .LBB_364
	movq 448(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1451
	movq 424(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1453
	movq 440(%rsp), %rcx
	movq 416(%rsp), %rax
	vmovsd (%rcx,%r13), %xmm1
	vsubsd (%rax,%r13), %xmm1, %xmm1
	vandpd .LCPI_7(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_359
.LBB_364:
	movq 64(%rsp), %rsi
	leaq 1344(%rsp), %rdi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 424(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1447
	movq 416(%rsp), %rax
	vmovsd %xmm0, (%rax,%r13)
	movq 448(%rsp), %rsi
	cmpq %rsi, %rbp
	jb .LBB_358
	jmp .LBB_1449
.LBB_367:
	movq 216(%rsp), %rax
	cmpq 56(%rsp), %rax
	je .LBB_1557
	movq 184(%rsp), %rax
	movq 448(%rsp), %rcx
	movq 472(%rsp), %rdx
	movq 88(%rsp), %rdi
	movq 464(%rsp), %r8
	movq %rax, 104(%rsp)
	movq 424(%rsp), %rax
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %rdx, %rax
	cmovaeq %rdx, %rax
	testq %rax, %rax
	je .LBB_381
	movq 416(%rsp), %rcx
	movq 440(%rsp), %r9
	shlq $4, %rax
	cmpq $1, %rax
	movq %rax, %r10
	adcq $0, %r10
	testq %rax, %rax
	je .LBB_375
	leaq (%r9,%r10,8), %r11
	leaq (%r8,%r10), %rbx
	leaq (%rcx,%r10,8), %r14
	cmpq %r11, %r8
	setb %bpl
	cmpq %rbx, %r9
	setb %r15b
	cmpq %r14, %r8
	setb %r11b
	cmpq %rbx, %rcx
	setb %bl
	testb %r15b, %bpl
	jne .LBB_454
	andb %bl, %r11b
	movl $0, %ebx
	jne .LBB_376
	movq %r10, %rbx
	andq $-16, %rbx
	xorl %r11d, %r11d
.LBB_373:
	vmovupd (%r9,%r11,8), %zmm0
	vmovupd (%rcx,%r11,8), %zmm2
	vmovupd 64(%r9,%r11,8), %zmm1
	vmovupd 64(%rcx,%r11,8), %zmm3
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
	vmovdqu %xmm0, (%r8,%r11)
	addq $16, %r11
	cmpq %r11, %rbx
	jne .LBB_373
	cmpq %rbx, %rax
	jne .LBB_376
	jmp .LBB_381
.LBB_323:
	movq 32(%rsp), %rsi
	vmovsd .LCPI_3(%rip), %xmm2
	movq 8(%rsp), %rdi
	movq %r15, %rcx
	shlq $4, %rcx
	movq %r13, %r8
	movb %sil, 24(%rsp)
	vcvtsi2sd %rdi, %xmm15, %xmm1
	movq %rdi, %r9
	addq 144(%rsp), %rcx
	testq %rsi, %rsi
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm1, %zmm1
	movq %rcx, 1040(%rsp)
	leaq 1416(%rsp), %rcx
	cmovneq %rcx, %rsi
	movq 1416(%rsp), %rcx
	negq %r9
	subq %rdi, %r8
	movq %rsi, 32(%rsp)
	movb $57, %sil
	movq %rcx, 208(%rsp)
	movabsq $144115188075855871, %rcx
	addq %rdi, %rcx
	xorl %edi, %edi
	bzhiq %rsi, %rcx, %rcx
	leaq 1(%rcx), %r10
	movq %rcx, 1552(%rsp)
	movabsq $288230376151711736, %rcx
	movl %r10d, %esi
	andq %rcx, %r10
	leaq 64(%r11), %rcx
	vbroadcastsd %xmm2, %zmm2
	andl $7, %esi
	movq %rcx, 232(%rsp)
	movq %r13, %rcx
	shlq $7, %rcx
	movq %r11, 96(%rsp)
	leaq 64(%r11,%rcx), %rcx
	movq %rcx, 224(%rsp)
	movq %r9, 104(%rsp)
	movq %r8, 248(%rsp)
	movq %rsi, 72(%rsp)
	shll $7, %esi
	movl $1, %ecx
	movq %rcx, 16(%rsp)
	movq %r14, 40(%rsp)
	jmp .LBB_497
.LBB_375:
	xorl %ebx, %ebx
.LBB_376:
	movq %r10, %r14
	andq $1, %r14
	movq %rbx, %r11
	je .LBB_379
.LBB_377:
	movq %rbx, %r11
.LBB_378:
	vmovsd (%r9,%r11,8), %xmm0
	vmovsd (%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %bpl
	vucomisd %xmm0, %xmm1
	seta %r15b
	subb %r15b, %bpl
	decq %r14
	movb %bpl, (%r8,%r11)
	leaq 1(%r11), %r11
	jne .LBB_378
.LBB_379:
	subq %r10, %rbx
	cmpq $-8, %rbx
	ja .LBB_381
.LBB_380:
	vmovsd (%r9,%r11,8), %xmm0
	vmovsd (%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, (%r8,%r11)
	vmovsd 8(%r9,%r11,8), %xmm0
	vmovsd 8(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 1(%r8,%r11)
	vmovsd 16(%r9,%r11,8), %xmm0
	vmovsd 16(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 2(%r8,%r11)
	vmovsd 24(%r9,%r11,8), %xmm0
	vmovsd 24(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 3(%r8,%r11)
	vmovsd 32(%r9,%r11,8), %xmm0
	vmovsd 32(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 4(%r8,%r11)
	vmovsd 40(%r9,%r11,8), %xmm0
	vmovsd 40(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 5(%r8,%r11)
	vmovsd 48(%r9,%r11,8), %xmm0
	vmovsd 48(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 6(%r8,%r11)
	vmovsd 56(%r9,%r11,8), %xmm0
	vmovsd 56(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 7(%r8,%r11)
	addq $8, %r11
	cmpq %r11, %rax
	jne .LBB_380
.LBB_381:
	leaq 504(%rsp), %rax
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %zmm0, 64(%rax)
	vmovupd %zmm0, (%rax)
	movq 216(%rsp), %rax
	testq %rdx, %rdx
	je .LBB_1558
	movq 112(%rsp), %rcx
	leaq (%rax,%rax,4), %rax
	movq 496(%rsp), %r9
	leaq (%rcx,%rax,8), %r10
	movzbl (%r8), %eax
	movq 488(%rsp), %rcx
	mulb 32(%r10)
	cmpb $-1, %al
	jne .LBB_385
	testq %r9, %r9
	je .LBB_1578
	movw $0, (%rcx)
	movq $1, 504(%rsp)
.LBB_385:
	cmpq $1025, %rdx
	jb .LBB_1555
	movzbl 1(%r8), %eax
	mulb 16384(%r8)
	cmpb $-1, %al
	je .LBB_402
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	je .LBB_404
.LBB_388:
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	je .LBB_406
.LBB_389:
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	je .LBB_408
.LBB_390:
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	je .LBB_410
.LBB_391:
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	je .LBB_412
.LBB_392:
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	je .LBB_414
.LBB_393:
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	je .LBB_416
.LBB_394:
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	je .LBB_418
.LBB_395:
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	je .LBB_420
.LBB_396:
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	je .LBB_422
.LBB_397:
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	je .LBB_424
.LBB_398:
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	je .LBB_426
.LBB_399:
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	je .LBB_428
.LBB_400:
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	je .LBB_430
.LBB_401:
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	je .LBB_432
	jmp .LBB_447
.LBB_402:
	cmpq $2, %r9
	jb .LBB_1594
	movw $0, 2050(%rcx)
	movq $1, 512(%rsp)
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	jne .LBB_388
.LBB_404:
	cmpq $3, %r9
	jb .LBB_1588
	movw $0, 4100(%rcx)
	movq $1, 520(%rsp)
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	jne .LBB_389
.LBB_406:
	cmpq $4, %r9
	jb .LBB_1568
	movw $0, 6150(%rcx)
	movq $1, 528(%rsp)
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	jne .LBB_390
.LBB_408:
	cmpq $5, %r9
	jb .LBB_1574
	movw $0, 8200(%rcx)
	movq $1, 536(%rsp)
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	jne .LBB_391
.LBB_410:
	cmpq $6, %r9
	jb .LBB_1582
	movw $0, 10250(%rcx)
	movq $1, 544(%rsp)
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	jne .LBB_392
.LBB_412:
	cmpq $7, %r9
	jb .LBB_1586
	movw $0, 12300(%rcx)
	movq $1, 552(%rsp)
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	jne .LBB_393
.LBB_414:
	cmpq $8, %r9
	jb .LBB_1566
	movw $0, 14350(%rcx)
	movq $1, 560(%rsp)
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	jne .LBB_394
.LBB_416:
	cmpq $9, %r9
	jb .LBB_1572
	movw $0, 16400(%rcx)
	movq $1, 568(%rsp)
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	jne .LBB_395
.LBB_418:
	cmpq $10, %r9
	jb .LBB_1580
	movw $0, 18450(%rcx)
	movq $1, 576(%rsp)
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	jne .LBB_396
.LBB_420:
	cmpq $11, %r9
	jb .LBB_1584
	movw $0, 20500(%rcx)
	movq $1, 584(%rsp)
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	jne .LBB_397
.LBB_422:
	cmpq $12, %r9
	jb .LBB_1589
	movw $0, 22550(%rcx)
	movq $1, 592(%rsp)
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	jne .LBB_398
.LBB_424:
	cmpq $13, %r9
	jb .LBB_1569
	movw $0, 24600(%rcx)
	movq $1, 600(%rsp)
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	jne .LBB_399
.LBB_426:
	cmpq $14, %r9
	jb .LBB_1575
	movw $0, 26650(%rcx)
	movq $1, 608(%rsp)
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	jne .LBB_400
.LBB_428:
	cmpq $15, %r9
	jb .LBB_1592
	movw $0, 28700(%rcx)
	movq $1, 616(%rsp)
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	jne .LBB_401
.LBB_430:
	cmpq $16, %r9
	jb .LBB_1596
	movw $0, 30750(%rcx)
	movq $1, 624(%rsp)
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	jne .LBB_447
.LBB_432:
	movq 488(%rsp), %rax
	xorl %ecx, %ecx
	jmp .LBB_434
.LBB_433:
	incq %rcx
	addq $2050, %rax
	cmpq $16, %rcx
	je .LBB_198
.LBB_434:
	cmpq %r9, %rcx
	je .LBB_1529
	movq 504(%rsp,%rcx,8), %r13
	cmpq $1025, %r13
	ja .LBB_1434
	testq %r13, %r13
	je .LBB_433
	movq %rcx, %r11
	shlq $10, %r11
	addq %r13, %r13
	leaq (%r8,%rcx), %rbx
	xorl %r14d, %r14d
	addq %rcx, %r11
	addq 104(%rsp), %r11
	jmp .LBB_442
.LBB_438:
	movq 80(%rsp), %rbp
	vmovsd 8(%r10), %xmm2
	vcvtsi2sd %r13, %xmm15, %xmm0
	vmovsd (%rbp,%r15,8), %xmm1
	vsubsd %xmm2, %xmm1, %xmm1
	vmulsd %xmm0, %xmm1, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_3(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd .LCPI_13(%rip), %xmm0, %xmm0
	vmulsd .LCPI_14(%rip), %xmm0, %xmm0
	vaddsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r10)
	incq 24(%r10)
.LBB_439:
	movq %r12, (%r10)
	cmpq 1472(%rsp), %r15
	jae .LBB_1489
	movq 80(%rsp), %r12
	vmovsd (%r12,%r15,8), %xmm0
	vmovsd %xmm0, 8(%r10)
.LBB_441:
	addq $2, %r14
	movq %rsi, %r13
	cmpq %r14, %rsi
	je .LBB_433
.LBB_442:
	movzwl (%rax,%r14), %ebp
	leaq (%r11,%rbp), %r15
	cmpq %rdi, %r15
	jae .LBB_433
	cmpq %rbp, %rdx
	jbe .LBB_1474
	shll $4, %ebp
	movq %r13, %rsi
	movq (%r10), %r13
	movsbq (%rbx,%rbp), %r12
	cmpq %r12, %r13
	je .LBB_441
	testq %r13, %r13
	je .LBB_439
	cmpq 1472(%rsp), %r15
	jb .LBB_438
	jmp .LBB_1504
.LBB_447:
	movabsq $1152921504606846975, %rax
	movb $60, %cl
	leaq 16(%r8), %r11
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rbx
	movl $1024, %eax
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	cmovaeq %rax, %rbx
	xorl %r14d, %r14d
	jmp .LBB_449
.LBB_448:
	incq %r14
	cmpq %rbx, %r14
	je .LBB_432
.LBB_449:
	movq %r14, %r12
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
	vmovdqa64 .LCPI_8(%rip), %zmm0 {%k1} {z}
	vpmovzxbw %xmm1, %xmm1
	vpmullw %xmm1, %xmm2, %xmm1
	cmpb $-1, %al
	movzwl 14(%r11,%r12), %eax
	vpmovwb %xmm1, %xmm1
	sete %cl
	shll $13, %ecx
	vpcmpeqb %xmm4, %xmm1, %k1
	vmovdqa64 .LCPI_9(%rip), %ymm1 {%k1} {z}
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
	vmovdqa64 .LCPI_10(%rip), %xmm2 {%k1} {z}
	vmovq %xmm0, %r12
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %rax
	orq %rcx, %rax
	orq %r12, %rax
	orq %r15, %rax
	je .LBB_448
	movq 488(%rsp), %rcx
	leal 1(%r14), %r15d
.LBB_451:
	tzcntq %rax, %r12
	cmpq %r9, %r12
	jae .LBB_1472
	movq 504(%rsp,%r12,8), %rbp
	cmpq $1024, %rbp
	ja .LBB_1470
	movl %r12d, %r13d
	shll $11, %r13d
	blsrq %rax, %rax
	leal (%r13,%r12,2), %r13d
	addq %rcx, %r13
	movw %r15w, (%r13,%rbp,2)
	incq %rbp
	movq %rbp, 504(%rsp,%r12,8)
	testq %rax, %rax
	jne .LBB_451
	jmp .LBB_448
.LBB_454:
	xorl %ebx, %ebx
	movq %r10, %r14
	andq $1, %r14
	movq %rbx, %r11
	jne .LBB_377
	jmp .LBB_379
.LBB_253:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vpbroadcastq .LCPI_5(%rip), %zmm4
	movq %r14, %rdx
	andq $-8, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rdx, %rsi
.LBB_254:
	vpsllq $7, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpaddq %zmm4, %zmm0, %zmm0
	addq $-8, %rsi
	vgatherqpd (%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, (%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 8(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 16(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 24(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 32(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 40(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 48(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 56(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 64(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 72(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 80(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 88(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 96(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 104(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 112(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 120(%rax,%zmm1) {%k1}
	jne .LBB_254
	cmpq %rdx, %r14
	je .LBB_261
	jmp .LBB_256
.LBB_324:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vpbroadcastq .LCPI_5(%rip), %zmm4
	movq %r14, %rdx
	andq $-8, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rdx, %rsi
.LBB_325:
	vpsllq $7, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpaddq %zmm4, %zmm0, %zmm0
	addq $-8, %rsi
	vgatherqpd (%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, (%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 8(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 16(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 24(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 32(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 40(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 48(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 56(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 64(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 72(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 80(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 88(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 96(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 104(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 112(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 120(%rax,%zmm1) {%k1}
	jne .LBB_325
	cmpq %rdx, %r14
	je .LBB_332
	jmp .LBB_327
.LBB_455:
	cmpq %r11, 200(%rsp)
	sete %r8b
	andb 96(%rsp), %r8b
	cmpb $1, %r8b
	je .LBB_1620
.LBB_456:
	movq 40(%rsp), %r14
	movq 64(%rsp), %r12
	movq 160(%rsp), %r13
	movq 928(%rsp), %r15
	cmpq %r14, 16(%rsp)
	jae .LBB_261
.LBB_457:
	movq 16(%rsp), %r10
	cmpq %r15, %rdi
	jae .LBB_462
	movq %rdi, %r8
	shlq $4, %r8
	addq 144(%rsp), %r8
.LBB_459:
	movq (%r8), %r9
	cmpq %r10, %r9
	jae .LBB_463
	incq %rdi
	addq $16, %r8
	cmpq %rdi, %r15
	jne .LBB_459
	movq %r15, %rdi
.LBB_462:
	cmpb $0, 96(%rsp)
	movq 24(%rsp), %r8
	movq %r14, %r11
	cmovneq %r8, %r11
	cmpq %r10, %r8
	cmovbq %r14, %r11
	jmp .LBB_464
.LBB_463:
	movq 24(%rsp), %r8
	cmpq %r8, %r9
	movq %r8, %r11
	cmovbq %r9, %r11
	cmpb $0, 96(%rsp)
	cmoveq %r9, %r11
	cmpq %r10, %r8
	cmovbq %r9, %r11
.LBB_464:
	vmovupd 656(%rsp), %zmm3
	vmovupd 720(%rsp), %zmm4
	vmovupd 1072(%rsp), %zmm5
	vmovupd 1136(%rsp), %zmm6
	leaq 1(%r11), %r9
	cmpq %r9, %r14
	movq %r9, 16(%rsp)
	cmovbq %r14, %r9
	subq %r10, %r9
	jbe .LBB_469
	movq %r10, %rbx
	leaq (%r13,%r10), %rbp
	addq 848(%rsp), %r10
	shlq $7, %rbx
	leaq 64(%rax), %r8
	xorl %r15d, %r15d
	leaq (%r8,%rbx), %r14
	addq 208(%rsp), %rbx
	shlq $7, %r10
	addq 248(%rsp), %r10
.LBB_466:
	cmpq %rdx, %rbp
	jae .LBB_1506
	movq 104(%rsp), %r8
	addq %rbp, %r8
	cmpq %rdx, %r8
	jae .LBB_1492
	vmovupd -64(%rbx,%r15), %zmm7
	incq %rbp
	vaddpd %zmm7, %zmm5, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vsubpd -64(%r10,%r15), %zmm8, %zmm5
	vmulpd %zmm3, %zmm2, %zmm7
	vmovupd %zmm7, -64(%r14,%r15)
	vmovupd (%rbx,%r15), %zmm7
	vaddpd %zmm7, %zmm6, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vsubpd (%r10,%r15), %zmm8, %zmm6
	vmulpd %zmm4, %zmm2, %zmm7
	vmovupd %zmm7, (%r14,%r15)
	subq $-128, %r15
	decq %r9
	jne .LBB_466
	jmp .LBB_470
.LBB_469:
	vmovddup 1080(%rsp), %xmm7
	vmovsd %xmm5, %xmm7, %xmm5
	vmovddup 1144(%rsp), %xmm7
	vshuff64x2 $68, 1104(%rsp), %zmm5, %zmm5
	vinsertf32x4 $1, 1088(%rsp), %zmm5, %zmm5
	vmovsd %xmm6, %xmm7, %xmm6
	vinsertf64x4 $1, 1168(%rsp), %zmm6, %zmm6
	vinsertf32x4 $1, 1152(%rsp), %zmm6, %zmm6
.LBB_470:
	movq 928(%rsp), %r15
	vmovupd %zmm3, 656(%rsp)
	vmovupd %zmm5, 1072(%rsp)
	vmovupd %zmm4, 720(%rsp)
	vmovupd %zmm6, 1136(%rsp)
	cmpq 40(%rsp), %r11
	jae .LBB_261
	cmpq %r15, %rdi
	ja .LBB_1445
	leaq 1(%r11,%r13), %r14
	movq %rdi, %r9
	shlq $4, %r9
	addq 144(%rsp), %r9
	leaq (%r11,%r13), %r10
	movq %r14, %rbx
	subq 8(%rsp), %rbx
	setb %r8b
	cmpq %rdx, %r10
	setae %bpl
	orb %r8b, %bpl
	jne .LBB_492
	shlq $7, %rbx
	addq 224(%rsp), %rbx
	movq 232(%rsp), %r14
	movq %r11, %r13
	shlq $7, %r13
	xorl %r15d, %r15d
	addq %rax, %r13
	jmp .LBB_476
.LBB_474:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbp
	jae .LBB_1523
.LBB_475:
	vmovsd %xmm4, 656(%rsp,%rbp,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 1072(%rsp,%rbp,8)
	movq %r12, %r14
	movq %r10, %r9
	vmovsd %xmm4, (%r13,%rbp,8)
.LBB_476:
	testb %r15b, %r15b
	je .LBB_484
	movq %r9, %r10
.LBB_478:
	testq %r14, %r14
	je .LBB_456
	cmpq %r11, (%r14)
	jne .LBB_456
	movb $2, %r15b
	xorl %r12d, %r12d
	movq %r14, %r9
	movq 8(%r9), %rbp
	cmpq $0, 8(%rsp)
	je .LBB_474
.LBB_481:
	cmpq $15, %rbp
	ja .LBB_1511
	cmpq $7, 1552(%rsp)
	jae .LBB_487
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	movq %rbx, %r14
	jmp .LBB_490
.LBB_484:
	movq 1040(%rsp), %r8
	movq %r8, %r10
	cmpq %r8, %r9
	je .LBB_478
	leaq 16(%r9), %r10
	cmpq %r11, (%r9)
	jne .LBB_478
	xorl %r15d, %r15d
	movq %r14, %r12
	movq 8(%r9), %rbp
	cmpq $0, 8(%rsp)
	jne .LBB_481
	jmp .LBB_474
.LBB_487:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	movq %rbx, %r14
.LBB_488:
	vmovsd (%r14,%rbp,8), %xmm6
	leaq 1(%r9), %r8
	vmovsd 128(%r14,%rbp,8), %xmm7
	vmovsd 512(%r14,%rbp,8), %xmm8
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 2(%r9), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%r14,%rbp,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 3(%r9), %r8
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%r14,%rbp,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 4(%r9), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 5(%r9), %r8
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%r14,%rbp,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 6(%r9), %r8
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%r14,%rbp,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 7(%r9), %r8
	addq $8, %r9
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%r14,%rbp,8), %xmm7
	addq $1024, %r14
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r9, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r9, %rsi
	jne .LBB_488
	cmpq $0, 72(%rsp)
	je .LBB_475
.LBB_490:
	leaq (%r14,%rbp,8), %r14
	incq %r9
	xorl %r8d, %r8d
.LBB_491:
	vmovsd (%r14,%r8), %xmm6
	vcvtsi2sd %r9, %xmm15, %xmm5
	incq %r9
	subq $-128, %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r8, %rcx
	jne .LBB_491
	jmp .LBB_475
.LBB_492:
	cmpq %r15, %rdi
	je .LBB_455
	cmpq %r11, 200(%rsp)
	sete %r8b
	cmpq %r11, (%r9)
	je .LBB_1620
	andb 96(%rsp), %r8b
	je .LBB_456
	jmp .LBB_1620
.LBB_495:
	cmpq %rcx, 208(%rsp)
	sete %cl
	andb 24(%rsp), %cl
	cmpb $1, %cl
	je .LBB_1626
.LBB_496:
	movq 40(%rsp), %r14
	movq 160(%rsp), %r13
	movq 928(%rsp), %r15
	cmpq %r14, 16(%rsp)
	jae .LBB_332
.LBB_497:
	movq 16(%rsp), %r9
	cmpq %r15, %rdi
	jae .LBB_502
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 144(%rsp), %rcx
.LBB_499:
	movq (%rcx), %r8
	cmpq %r9, %r8
	jae .LBB_503
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r15
	jne .LBB_499
	movq %r15, %rdi
.LBB_502:
	cmpb $0, 24(%rsp)
	movq 128(%rsp), %r8
	movq %r14, %rcx
	cmovneq %r8, %rcx
	cmpq %r9, %r8
	cmovbq %r14, %rcx
	jmp .LBB_504
.LBB_503:
	movq 128(%rsp), %r11
	cmpq %r11, %r8
	movq %r11, %rcx
	cmovbq %r8, %rcx
	cmpb $0, 24(%rsp)
	cmoveq %r8, %rcx
	cmpq %r9, %r11
	cmovbq %r8, %rcx
.LBB_504:
	vmovupd 656(%rsp), %zmm3
	vmovupd 720(%rsp), %zmm4
	vmovupd 1072(%rsp), %zmm5
	vmovupd 1136(%rsp), %zmm6
	leaq 1(%rcx), %r11
	cmpq %r11, %r14
	movq %r11, 16(%rsp)
	cmovbq %r14, %r11
	subq %r9, %r11
	jbe .LBB_509
	movq %r9, %rbx
	leaq (%r13,%r9), %rbp
	addq 248(%rsp), %r9
	shlq $7, %rbx
	leaq 64(%rax), %r8
	xorl %r15d, %r15d
	leaq (%r8,%rbx), %r14
	addq 224(%rsp), %rbx
	shlq $7, %r9
	addq 232(%rsp), %r9
.LBB_506:
	cmpq %rdx, %rbp
	jae .LBB_1506
	movq 104(%rsp), %r8
	addq %rbp, %r8
	cmpq %rdx, %r8
	jae .LBB_1492
	vmovupd -64(%rbx,%r15), %zmm7
	incq %rbp
	vaddpd %zmm7, %zmm5, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vsubpd -64(%r9,%r15), %zmm8, %zmm5
	vmulpd %zmm3, %zmm2, %zmm7
	vmovupd %zmm7, -64(%r14,%r15)
	vmovupd (%rbx,%r15), %zmm7
	vaddpd %zmm7, %zmm6, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vsubpd (%r9,%r15), %zmm8, %zmm6
	vmulpd %zmm4, %zmm2, %zmm7
	vmovupd %zmm7, (%r14,%r15)
	subq $-128, %r15
	decq %r11
	jne .LBB_506
	jmp .LBB_510
.LBB_509:
	vmovddup 1080(%rsp), %xmm7
	vmovsd %xmm5, %xmm7, %xmm5
	vmovddup 1144(%rsp), %xmm7
	vshuff64x2 $68, 1104(%rsp), %zmm5, %zmm5
	vinsertf32x4 $1, 1088(%rsp), %zmm5, %zmm5
	vmovsd %xmm6, %xmm7, %xmm6
	vinsertf64x4 $1, 1168(%rsp), %zmm6, %zmm6
	vinsertf32x4 $1, 1152(%rsp), %zmm6, %zmm6
.LBB_510:
	movq 928(%rsp), %r15
	vmovupd %zmm3, 656(%rsp)
	vmovupd %zmm5, 1072(%rsp)
	vmovupd %zmm4, 720(%rsp)
	vmovupd %zmm6, 1136(%rsp)
	cmpq 40(%rsp), %rcx
	jae .LBB_332
	cmpq %r15, %rdi
	ja .LBB_1445
	leaq 1(%rcx,%r13), %r14
	movq %rdi, %r11
	shlq $4, %r11
	addq 144(%rsp), %r11
	leaq (%rcx,%r13), %r9
	movq %r14, %rbx
	subq 8(%rsp), %rbx
	setb %r8b
	cmpq %rdx, %r9
	setae %bpl
	orb %r8b, %bpl
	jne .LBB_532
	shlq $7, %rbx
	addq 96(%rsp), %rbx
	movq 32(%rsp), %r14
	movq %rcx, %r13
	shlq $7, %r13
	xorl %r15d, %r15d
	addq %rax, %r13
	jmp .LBB_516
.LBB_514:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbp
	jae .LBB_1523
.LBB_515:
	vmovsd %xmm4, 656(%rsp,%rbp,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 1072(%rsp,%rbp,8)
	movq %r12, %r14
	movq %r9, %r11
	vmovsd %xmm4, (%r13,%rbp,8)
.LBB_516:
	testb %r15b, %r15b
	je .LBB_524
	movq %r11, %r9
.LBB_518:
	testq %r14, %r14
	je .LBB_496
	cmpq %rcx, (%r14)
	jne .LBB_496
	movb $2, %r15b
	xorl %r12d, %r12d
	movq %r14, %r11
	movq 8(%r11), %rbp
	cmpq $0, 8(%rsp)
	je .LBB_514
.LBB_521:
	cmpq $15, %rbp
	ja .LBB_1511
	cmpq $7, 1552(%rsp)
	jae .LBB_527
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r11d, %r11d
	movq %rbx, %r14
	jmp .LBB_530
.LBB_524:
	movq 1040(%rsp), %r8
	movq %r8, %r9
	cmpq %r8, %r11
	je .LBB_518
	leaq 16(%r11), %r9
	cmpq %rcx, (%r11)
	jne .LBB_518
	xorl %r15d, %r15d
	movq %r14, %r12
	movq 8(%r11), %rbp
	cmpq $0, 8(%rsp)
	jne .LBB_521
	jmp .LBB_514
.LBB_527:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r11d, %r11d
	movq %rbx, %r14
.LBB_528:
	vmovsd (%r14,%rbp,8), %xmm6
	leaq 1(%r11), %r8
	vmovsd 128(%r14,%rbp,8), %xmm7
	vmovsd 512(%r14,%rbp,8), %xmm8
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 2(%r11), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%r14,%rbp,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 3(%r11), %r8
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%r14,%rbp,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 4(%r11), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 5(%r11), %r8
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%r14,%rbp,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 6(%r11), %r8
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%r14,%rbp,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 7(%r11), %r8
	addq $8, %r11
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%r14,%rbp,8), %xmm7
	addq $1024, %r14
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r11, %r10
	jne .LBB_528
	cmpq $0, 72(%rsp)
	je .LBB_515
.LBB_530:
	leaq (%r14,%rbp,8), %r14
	incq %r11
	xorl %r8d, %r8d
.LBB_531:
	vmovsd (%r14,%r8), %xmm6
	vcvtsi2sd %r11, %xmm15, %xmm5
	incq %r11
	subq $-128, %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r8, %rsi
	jne .LBB_531
	jmp .LBB_515
.LBB_532:
	cmpq %r15, %rdi
	je .LBB_495
	cmpq %rcx, 208(%rsp)
	sete %r8b
	cmpq %rcx, (%r11)
	je .LBB_1626
	andb 24(%rsp), %r8b
	je .LBB_496
	jmp .LBB_1626
.LBB_535:
	movq 904(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_537
	movq 912(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_537:
	vmovq .LCPI_0(%rip), %xmm1
	cmpq $0, 640(%rsp)
	movq 832(%rsp), %rax
	jne .LBB_118
	jmp .LBB_541
.LBB_538:
	cmpq $21, %r15
	jae .LBB_540
	movq %r12, %rdi
	movq %r15, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	jmp .LBB_144
.LBB_540:
	leaq 7(%rsp), %rdx
	movq %r12, %rdi
	movq %r15, %rsi
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	jmp .LBB_144
.LBB_541:
	movq 56(%rsp), %rax
	movq 112(%rsp), %rcx
	movq 256(%rsp), %rdx
	leaq (%rax,%rax,4), %rax
	movq %rcx, 1072(%rsp)
	movq %rcx, 1080(%rsp)
	movq %rdx, 1088(%rsp)
	movq 1472(%rsp), %rdx
	leaq (%rcx,%rax,8), %rax
	movq 80(%rsp), %rcx
	movq %rax, 1096(%rsp)
	movq %rcx, 1104(%rsp)
	leaq 88(%rsp), %rcx
	movq %rdx, 1112(%rsp)
	movq %rcx, 1120(%rsp)
	movq 1328(%rsp), %rdi
	leaq 1072(%rsp), %rsi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1344(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 888(%rsp), %rbx
	movq 896(%rsp), %r14
	testq %r14, %r14
	je .LBB_547
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	leaq 8(%rbx), %r15
	jmp .LBB_545
.LBB_544:
	addq $24, %r15
	decq %r14
	je .LBB_547
.LBB_545:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_544
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_544
.LBB_547:
	movq 880(%rsp), %rax
	testq %rax, %rax
	je .LBB_549
	shlq $3, %rax
	movl $8, %edx
	movq %rbx, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_549:
	leaq 992(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	jmp .LBB_989
.LBB_550:
	movl $8, %eax
	movq %rax, 112(%rsp)
	movq $0, 256(%rsp)
	cmpq $2, %rcx
	jae .LBB_96
.LBB_551:
	movq 112(%rsp), %rdx
	testq %rcx, %rcx
	je .LBB_553
.LBB_552:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_553:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	cmpb $1, 16(%rax)
	movq %rax, %r14
	jne .LBB_1518
	movq (%r14), %rax
	movq 8(%r14), %rdx
.LBB_555:
	vmovdqu .Lanon.0(%rip), %ymm0
	movq 80(%rsp), %r8
	movq 1472(%rsp), %rdi
	leaq 1(%rax), %rcx
	xorl %esi, %esi
	movq $16400, 120(%rsp)
	movq %rcx, (%r14)
	movq %r8, 1344(%rsp)
	movq %rdi, 1352(%rsp)
	vmovdqu %ymm0, 1360(%rsp)
	movq %rax, 1392(%rsp)
	movq %rdx, 1400(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 88(%rsp), %rax, %rcx
	movabsq $1124801467909119, %rdx
	rorxq $4, %rax, %rax
	shrq $10, %rcx
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 640(%rsp)
	je .LBB_980
	vmovq .LCPI_0(%rip), %xmm1
	movq %rbx, %rax
	negq %rax
	movq %rax, 136(%rsp)
	xorl %eax, %eax
.LBB_557:
	movq 976(%rsp), %rbp
	movq 984(%rsp), %r14
	movq %rax, 184(%rsp)
	movq %rax, 832(%rsp)
	testq %r14, %r14
	je .LBB_575
	movq %r14, %rax
	shlq $7, %rax
	movq %rbp, %rcx
	xorl %edx, %edx
	addq %rbp, %rax
	jmp .LBB_560
.LBB_559:
	cmpq %rax, %rcx
	je .LBB_574
.LBB_560:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	movl $24, %r9d
	jmp .LBB_562
.LBB_561:
	vmovq %xmm0, (%r8,%r9)
	addq $32, %r9
	addq $4100, %rsi
	cmpq $152, %r9
	je .LBB_559
.LBB_562:
	movq 184(%rsp), %r10
	vmovdqa %xmm1, %xmm0
	leaq (%rsi,%r10), %rdi
	cmpq %rbx, %rdi
	jb .LBB_565
	movq 136(%rsp), %rdi
	addq %rsi, %rdi
	addq %rdi, %r10
	movq 88(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 1472(%rsp), %rdi
	jae .LBB_1488
	movq 80(%rsp), %r10
	vmovq (%r10,%rdi,8), %xmm0
.LBB_565:
	vmovq %xmm0, -24(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 184(%rsp), %rdi
	leaq 1025(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_568
	movq 136(%rsp), %r10
	addq %rsi, %r10
	leaq 1025(%rdi,%r10), %r10
	movq 88(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 1472(%rsp), %rdi
	jae .LBB_1488
	movq 80(%rsp), %r10
	vmovq (%r10,%rdi,8), %xmm0
.LBB_568:
	vmovq %xmm0, -16(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 184(%rsp), %rdi
	leaq 2050(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_571
	movq 136(%rsp), %r10
	addq %rsi, %r10
	leaq 2050(%rdi,%r10), %r10
	movq 88(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 1472(%rsp), %rdi
	jae .LBB_1488
	movq 80(%rsp), %r10
	vmovq (%r10,%rdi,8), %xmm0
.LBB_571:
	vmovq %xmm0, -8(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 184(%rsp), %rdi
	leaq 3075(%rsi,%rdi), %r10
	cmpq %rbx, %r10
	jb .LBB_561
	movq 136(%rsp), %r10
	addq %rsi, %r10
	leaq 3075(%rdi,%r10), %r10
	movq 88(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq 1472(%rsp), %rdi
	jae .LBB_1488
	movq 80(%rsp), %r10
	vmovq (%r10,%rdi,8), %xmm0
	jmp .LBB_561
.LBB_574:
	movq 184(%rsp), %rax
.LBB_575:
	movq 296(%rsp), %rdx
	movq 288(%rsp), %rcx
	movq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_581
	cmpq $1, %rdx
	jne .LBB_578
	xorl %esi, %esi
	jmp .LBB_580
.LBB_578:
	movq %rdx, %rdi
	xorl %esi, %esi
.LBB_579:
	movq %rdi, %r8
	shrq %r8
	leaq (%r8,%rsi), %r9
	cmpq %rax, (%rcx,%r9,8)
	cmovbq %r9, %rsi
	subq %r8, %rdi
	cmpq $1, %rdi
	ja .LBB_579
.LBB_580:
	cmpq %rax, (%rcx,%rsi,8)
	adcq $0, %rsi
.LBB_581:
	addq 120(%rsp), %rax
	leaq (%rcx,%rsi,8), %rsi
	leaq (%rcx,%rdx,8), %rcx
	movq %rsi, 1632(%rsp)
	movq %rcx, 1640(%rsp)
	leaq 184(%rsp), %rcx
	movq %rax, 1648(%rsp)
	movb $0, 1656(%rsp)
	movq %rcx, 1624(%rsp)
	leaq 904(%rsp), %rdi
	leaq 1624(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 912(%rsp), %r12
	movq 920(%rsp), %r15
	cmpq $2, %r15
	jae .LBB_977
.LBB_583:
	movq 184(%rsp), %rcx
	leaq 184(%rsp), %rax
	movq %rax, 1016(%rsp)
	leaq 120(%rsp), %rax
	movq %rax, 1024(%rsp)
	testq %rcx, %rcx
	je .LBB_611
	movq 992(%rsp), %rsi
	movq 1008(%rsp), %rax
	testq %rsi, %rsi
	setne %dl
	testq %rax, %rax
	setne %dil
	andb %dl, %dil
	cmpb $1, %dil
	jne .LBB_613
	movq 1000(%rsp), %rcx
	xorl %edx, %edx
	jmp .LBB_588
.LBB_586:
	leaq 1(%rcx), %rsi
	movq %rdi, %rdx
.LBB_587:
	leaq (%rcx,%rcx,2), %rcx
	movb $57, %r8b
	vmovdqa .LCPI_1(%rip), %ymm1
	decq %rax
	kmovd %r8d, %k1
	shlq $4, %rcx
	vmovdqu64 (%rdi,%rcx), %zmm0 {%k1} {z}
	vmovupd 8(%rdi,%rcx), %xmm2
	vpermq %zmm0, %zmm1, %zmm0
	vmovdqu %ymm0, (%rdi,%rcx)
	vmovupd %xmm2, 32(%rdi,%rcx)
	movq %rsi, %rcx
	movl $0, %esi
	testq %rax, %rax
	je .LBB_612
.LBB_588:
	testq %rdx, %rdx
	je .LBB_591
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jae .LBB_600
.LBB_590:
	movq %rdx, %rdi
	jmp .LBB_602
.LBB_591:
	testq %rcx, %rcx
	je .LBB_596
	movq %rcx, %rdi
	andq $7, %rdi
	movq %rsi, %rdx
	je .LBB_597
	xorl %r8d, %r8d
.LBB_594:
	movq 632(%rdx), %rdx
	incq %r8
	cmpq %r8, %rdi
	jne .LBB_594
	movq %rcx, %rsi
	subq %r8, %rsi
	cmpq $8, %rcx
	jae .LBB_598
	jmp .LBB_599
.LBB_596:
	movq %rsi, %rdx
	jmp .LBB_599
.LBB_597:
	movq %rcx, %rsi
	cmpq $8, %rcx
	jb .LBB_599
.LBB_598:
	movq 632(%rdx), %rcx
	addq $-8, %rsi
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rdx
	jne .LBB_598
.LBB_599:
	xorl %esi, %esi
	xorl %ecx, %ecx
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jb .LBB_590
.LBB_600:
	movq 528(%rdx), %rdi
	testq %rdi, %rdi
	je .LBB_1536
	movzwl 624(%rdx), %ecx
	incq %rsi
	movq %rdi, %rdx
	cmpw 626(%rdi), %cx
	jae .LBB_600
.LBB_602:
	testq %rsi, %rsi
	je .LBB_586
	leaq 640(%rdi,%rcx,8), %r8
	movq %rsi, %r9
	andq $7, %r9
	je .LBB_607
	xorl %r10d, %r10d
.LBB_605:
	movq (%r8), %rdx
	incq %r10
	leaq 632(%rdx), %r8
	cmpq %r10, %r9
	jne .LBB_605
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $8, %rsi
	jb .LBB_608
.LBB_609:
	movq (%r8), %rdx
	addq $-8, %r9
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	leaq 632(%rdx), %r8
	jne .LBB_609
.LBB_608:
	xorl %esi, %esi
	jmp .LBB_587
.LBB_607:
	movq %rsi, %r9
	cmpq $8, %rsi
	jae .LBB_609
	jmp .LBB_608
.LBB_611:
	xorl %ecx, %ecx
	jmp .LBB_613
.LBB_612:
	movq 184(%rsp), %rcx
.LBB_613:
	movq 648(%rsp), %rax
	movq 296(%rsp), %rsi
	addq $16400, 832(%rsp)
	movq %rbp, 784(%rsp)
	movq %r14, 792(%rsp)
	movq %rbx, 816(%rsp)
	decq 640(%rsp)
	movq 288(%rsp), %rdx
	xorl %r8d, %r8d
	movq %rax, 824(%rsp)
	movq 88(%rsp), %rax
	leaq (,%rsi,8), %rdi
	movq %r12, 800(%rsp)
	movq %r15, 808(%rsp)
	jmp .LBB_617
.LBB_614:
	xorl %r10d, %r10d
.LBB_615:
	movq 48(%rsp), %rbx
.LBB_616:
	movq %r8, %r9
	shlq $4, %r9
	incq %r8
	movq %r10, 1072(%rsp,%r9)
	movq %r11, 1080(%rsp,%r9)
	cmpq $16, %r8
	je .LBB_635
.LBB_617:
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
	jne .LBB_614
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_624
	cmpq $1, %rsi
	jne .LBB_621
	xorl %r11d, %r11d
	jmp .LBB_623
.LBB_621:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_622:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_622
.LBB_623:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
.LBB_624:
	shlq $3, %r11
.LBB_625:
	cmpq %r11, %rdi
	je .LBB_628
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_628
	movabsq $1151796703138937857, %r14
	addq $8, %r11
	imulq %r14, %rbx
	movabsq $17996823486545905, %r14
	cmpq %r14, %rbx
	jb .LBB_625
	jmp .LBB_614
.LBB_628:
	movq 48(%rsp), %rbx
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_631
	cmpq $1, %rsi
	jne .LBB_632
	xorl %r11d, %r11d
	jmp .LBB_634
.LBB_631:
	movq $-1, %r11
	jmp .LBB_616
.LBB_632:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_633:
	movq %rbx, %r15
	shrq %r15
	movq %r11, %r14
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_633
.LBB_634:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_615
.LBB_635:
	vmovupd 1072(%rsp), %zmm0
	vmovupd 1136(%rsp), %zmm1
	vmovupd 1200(%rsp), %zmm2
	vmovupd 1264(%rsp), %zmm3
	cmpq $0, 56(%rsp)
	vmovupd %zmm3, 1888(%rsp)
	vmovupd %zmm2, 1824(%rsp)
	vmovupd %zmm1, 1760(%rsp)
	vmovupd %zmm0, 1696(%rsp)
	je .LBB_974
	movq 240(%rsp), %r9
	xorl %eax, %eax
	jmp .LBB_638
.LBB_637:
	movzbl 16399(%r8), %eax
	movq 32(%rsp), %rcx
	movq 48(%rsp), %rbx
	movb %al, 32(%r10)
	movq 24(%rsp), %rax
	movq %rcx, %r9
	cmpq 264(%rsp), %rcx
	je .LBB_974
.LBB_638:
	movq 16(%r9), %rdx
	movq %rax, 216(%rsp)
	testq %rdx, %rdx
	js .LBB_1545
	movq 8(%r9), %rsi
	movq (%r9), %r10
	movq %rsi, %rax
	orq %r10, %rax
	js .LBB_1545
	decq %r10
	leaq -1(%rsi), %rax
	cmpq %rax, %r10
	cmovbeq %rax, %r10
	movq 24(%r9), %rax
	testq %rax, %rax
	js .LBB_1545
	movq 40(%r9), %rcx
	movq 32(%r9), %rdi
	movq %rcx, %r8
	orq %rdi, %r8
	js .LBB_1545
	decq %rdi
	decq %rcx
	leaq -1(%rdx,%r10), %rdx
	cmpq %rcx, %rdi
	cmovaq %rdi, %rcx
	leaq -1(%rax), %rdi
	cmpq %rdi, %rcx
	cmovbeq %rdi, %rcx
	movq 1016(%rsp), %rdi
	movq (%rdi), %r8
	movq %rdx, %rdi
	subq %r8, %rdi
	jb .LBB_646
	movq 1024(%rsp), %r11
	movq %rdi, %r10
	movq (%r11), %rdi
	addq %r8, %rdi
	cmpq %rdi, %rdx
	jae .LBB_646
	movabsq $1151796703138937857, %rdi
	movq %r10, %rdx
	mulxq %rdi, %r14, %r14
	shrq $6, %r14
	movq %r14, %rdi
	shlq $10, %rdi
	addq %r14, %rdi
	subq %rdi, %rdx
	movq %rdx, 24(%rsp)
	je .LBB_646
	movl $1, %ebp
	jmp .LBB_647
.LBB_646:
	xorl %ebp, %ebp
.LBB_647:
	leaq -1(%rcx,%rax), %rax
	movq %r9, 64(%rsp)
	movq %rax, %rcx
	subq %r8, %rcx
	jb .LBB_651
	movq 1024(%rsp), %rdi
	movq %rcx, %rdx
	addq (%rdi), %r8
	cmpq %r8, %rax
	jae .LBB_651
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %rax
	shlq $10, %rax
	addq %rcx, %rax
	subq %rax, %rdx
	movq %rdx, 128(%rsp)
	je .LBB_651
	movl $1, %eax
	movq %rcx, 1336(%rsp)
	movq %rax, 32(%rsp)
	jmp .LBB_652
.LBB_651:
	movq $0, 32(%rsp)
.LBB_652:
	movq 392(%rsp), %rbx
	movq 400(%rsp), %r15
	leaq 992(%rsp), %rax
	movq %rax, 856(%rsp)
	leaq 784(%rsp), %rax
	movq %rax, 864(%rsp)
	leaq 1016(%rsp), %rax
	movq %rax, 872(%rsp)
	leaq 856(%rsp), %rdi
	leaq 336(%rsp), %rdx
	movq %rsi, 840(%rsp)
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 64(%rsp), %rax
	movq (%rax), %rsi
	leaq 856(%rsp), %rdi
	leaq 360(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 352(%rsp), %rax
	movq 376(%rsp), %rcx
	movq 64(%rsp), %r12
	vxorpd %xmm1, %xmm1, %xmm1
	cmpq %r15, %rax
	cmovbq %rax, %r15
	cmpq %r15, %rcx
	cmovbq %rcx, %r15
	testq %r15, %r15
	je .LBB_667
	movq 344(%rsp), %rax
	movq 368(%rsp), %rcx
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rdx
	adcq $0, %rdx
	testq %r15, %r15
	je .LBB_658
	movq %rbx, %rsi
	subq %rax, %rsi
	movq %rbx, %rdi
	cmpq $128, %rsi
	setb %sil
	subq %rcx, %rdi
	cmpq $128, %rdi
	setb %dil
	orb %sil, %dil
	je .LBB_659
.LBB_658:
	xorl %edi, %edi
.LBB_662:
	movq %rdx, %r8
	andq $1, %r8
	movq %rdi, %rsi
	je .LBB_665
	movq %rdi, %rsi
.LBB_664:
	vmovsd (%rax,%rsi,8), %xmm0
	decq %r8
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rbx,%rsi,8)
	leaq 1(%rsi), %rsi
	jne .LBB_664
.LBB_665:
	subq %rdx, %rdi
	cmpq $-8, %rdi
	ja .LBB_667
.LBB_666:
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
	jne .LBB_666
	jmp .LBB_667
.LBB_659:
	movq %rdx, %rdi
	andq $-16, %rdi
	xorl %esi, %esi
.LBB_660:
	vmovupd (%rax,%rsi,8), %zmm0
	vmovupd 64(%rax,%rsi,8), %zmm1
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vmovupd %zmm0, (%rbx,%rsi,8)
	vmovupd %zmm1, 64(%rbx,%rsi,8)
	addq $16, %rsi
	cmpq %rsi, %rdi
	jne .LBB_660
	vxorpd %xmm1, %xmm1, %xmm1
	cmpq %rdi, %r15
	jne .LBB_662
.LBB_667:
	movq 16(%r12), %rdi
	testq %rdi, %rdi
	js .LBB_1545
	movq 800(%rsp), %rax
	movq 392(%rsp), %rsi
	movq 400(%rsp), %rdx
	movq 824(%rsp), %r13
	movq 808(%rsp), %r15
	movq %rbp, 1408(%rsp)
	movq %rax, 144(%rsp)
	movq 24(%rsp), %rax
	movq %r13, 160(%rsp)
	movq %r15, 928(%rsp)
	movq %rax, 1416(%rsp)
	movq %r14, 1424(%rsp)
	movq 416(%rsp), %rax
	movq 424(%rsp), %r14
	cmpq $1, %rdi
	jne .LBB_673
	movq %rdx, %rcx
	subq %r13, %rcx
	jb .LBB_1467
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	testq %r14, %r14
	je .LBB_700
	movq %r13, %rcx
	shlq $7, %rcx
	addq %rsi, %rcx
	cmpq $8, %r14
	jb .LBB_672
	leaq (%r13,%r14), %rdx
	shlq $7, %rdx
	addq %rdx, %rsi
	cmpq %rsi, %rax
	jae .LBB_692
	movq %r14, %rdx
	shlq $7, %rdx
	addq %rax, %rdx
	cmpq %rdx, %rcx
	jae .LBB_692
.LBB_672:
	xorl %edx, %edx
.LBB_695:
	movq %rdx, %rsi
	orq $1, %rsi
	testb $1, %r14b
	je .LBB_697
	shlq $7, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rax,%rdx)
	vaddsd 8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 8(%rax,%rdx)
	vaddsd 16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 16(%rax,%rdx)
	vaddsd 24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 24(%rax,%rdx)
	vaddsd 32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 32(%rax,%rdx)
	vaddsd 40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 40(%rax,%rdx)
	vaddsd 48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 48(%rax,%rdx)
	vaddsd 56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 56(%rax,%rdx)
	vaddsd 64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 64(%rax,%rdx)
	vaddsd 72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 72(%rax,%rdx)
	vaddsd 80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 80(%rax,%rdx)
	vaddsd 88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 88(%rax,%rdx)
	vaddsd 96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 96(%rax,%rdx)
	vaddsd 104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 104(%rax,%rdx)
	vaddsd 112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 112(%rax,%rdx)
	vaddsd 120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 120(%rax,%rdx)
	movq %rsi, %rdx
.LBB_697:
	cmpq %rsi, %r14
	je .LBB_700
	subq %rdx, %r14
	shlq $7, %rdx
	addq $248, %rdx
.LBB_699:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -248(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -248(%rax,%rdx)
	vaddsd -240(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -240(%rax,%rdx)
	vaddsd -232(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -232(%rax,%rdx)
	vaddsd -224(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -224(%rax,%rdx)
	vaddsd -216(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -216(%rax,%rdx)
	vaddsd -208(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -208(%rax,%rdx)
	vaddsd -200(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -200(%rax,%rdx)
	vaddsd -192(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -192(%rax,%rdx)
	vaddsd -184(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -184(%rax,%rdx)
	vaddsd -176(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -176(%rax,%rdx)
	vaddsd -168(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -168(%rax,%rdx)
	vaddsd -160(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -160(%rax,%rdx)
	vaddsd -152(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -152(%rax,%rdx)
	vaddsd -144(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -144(%rax,%rdx)
	vaddsd -136(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -136(%rax,%rdx)
	vaddsd -128(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -128(%rax,%rdx)
	vaddsd -120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rax,%rdx)
	vaddsd -112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rax,%rdx)
	vaddsd -104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rax,%rdx)
	vaddsd -96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rax,%rdx)
	vaddsd -88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rax,%rdx)
	vaddsd -80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rax,%rdx)
	vaddsd -72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rax,%rdx)
	vaddsd -64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rax,%rdx)
	vaddsd -56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rax,%rdx)
	vaddsd -48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rax,%rdx)
	vaddsd -40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rax,%rdx)
	vaddsd -32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rax,%rdx)
	vaddsd -24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rax,%rdx)
	vaddsd -16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rax,%rdx)
	vaddsd -8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rax,%rdx)
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rax,%rdx)
	addq $256, %rdx
	addq $-2, %r14
	jne .LBB_699
	jmp .LBB_700
.LBB_673:
	leaq 1(%rdi), %rcx
	vmovupd %zmm1, 1136(%rsp)
	vmovupd %zmm1, 1072(%rsp)
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm1, 720(%rsp)
	imulq %rdi, %rcx
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	leaq 1(%r13), %rcx
	movq %rcx, %rbx
	subq %rdi, %rbx
	cmpq %r13, %rdx
	jbe .LBB_1477
	cmpq %rdi, %rcx
	jb .LBB_1469
	testq %rdi, %rdi
	je .LBB_678
	shlq $7, %rbx
	movabsq $144115188075855871, %rcx
	movq %rsi, %r9
	movq %rdi, %r10
	addq %rsi, %rbx
	addq %rdi, %rcx
	movb $57, %sil
	bzhiq %rsi, %rcx, %rsi
	leaq 1(%rsi), %rdi
	movl %edi, %ecx
	andl $7, %ecx
	cmpq $7, %rsi
	jae .LBB_682
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %esi, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	jmp .LBB_686
.LBB_678:
	movq %rdi, %r10
	movq %rsi, %r9
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_689
.LBB_682:
	andq $-8, %rdi
	movl $8, %esi
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	negq %rdi
.LBB_683:
	vmovupd (%rbx), %zmm6
	vmovupd 64(%rbx), %zmm7
	leaq -7(%rsi), %r8
	vmovupd 128(%rbx), %zmm8
	vmovupd 192(%rbx), %zmm9
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq -6(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm8, %zmm4, %zmm4
	vaddpd %zmm9, %zmm3, %zmm3
	leaq -5(%rsi), %r8
	vaddpd %zmm10, %zmm1, %zmm1
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%rbx), %zmm9
	vmovupd 320(%rbx), %zmm8
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm6, %zmm1, %zmm1
	vmovupd 384(%rbx), %zmm6
	leaq -4(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm9, %zmm4, %zmm4
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%rbx), %zmm8
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	leaq -3(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%rbx), %zmm6
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 448(%rbx), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq -2(%rsi), %r8
	vaddpd %zmm8, %zmm3, %zmm3
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%rbx), %zmm6
	vmovupd 832(%rbx), %zmm8
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	leaq -1(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%rbx), %zmm6
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 704(%rbx), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm8, %zmm3, %zmm3
	leaq 8(%rdi,%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%rbx), %zmm6
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	addq $8, %rsi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 960(%rbx), %zmm7
	addq $1024, %rbx
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	cmpq $8, %r8
	jne .LBB_683
	testq %rcx, %rcx
	je .LBB_688
	addq $-8, %rsi
.LBB_686:
	incq %rsi
	shll $7, %ecx
	xorl %edi, %edi
.LBB_687:
	vmovupd (%rbx,%rdi), %zmm6
	vmovupd 64(%rbx,%rdi), %zmm7
	vcvtsi2sd %rsi, %xmm15, %xmm5
	incq %rsi
	subq $-128, %rdi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm8
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm8, %zmm1, %zmm1
	vaddpd %zmm5, %zmm2, %zmm2
	cmpq %rdi, %rcx
	jne .LBB_687
.LBB_688:
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm4, 1072(%rsp)
	vmovupd %zmm2, 720(%rsp)
	vmovupd %zmm3, 1136(%rsp)
.LBB_689:
	testq %r14, %r14
	je .LBB_1552
	vbroadcastsd %xmm0, %zmm3
	vdivpd %zmm3, %zmm1, %zmm1
	vdivpd %zmm3, %zmm2, %zmm2
	vmovupd %zmm1, (%rax)
	vmovupd %zmm2, 64(%rax)
	cmpq $1, %r14
	jne .LBB_691
.LBB_700:
	movq 392(%rsp), %r14
	movq 400(%rsp), %r13
	movq 32(%r12), %rsi
	leaq 856(%rsp), %rdi
	leaq 360(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	vbroadcastsd .LCPI_6(%rip), %zmm2
	movq 376(%rsp), %rax
	vmovsd .LCPI_6(%rip), %xmm4
	shlq $4, %r13
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	je .LBB_712
	movq 368(%rsp), %rcx
	movq %r14, %rdx
	subq %rcx, %rdx
	cmpq $256, %rdx
	jae .LBB_705
	xorl %edx, %edx
.LBB_704:
	vmulsd (%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, (%r14,%rdx,8)
	vmulsd 8(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 8(%r14,%rdx,8)
	vmulsd 16(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 16(%r14,%rdx,8)
	vmulsd 24(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 24(%r14,%rdx,8)
	vmulsd 32(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 32(%r14,%rdx,8)
	vmulsd 40(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 40(%r14,%rdx,8)
	vmulsd 48(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 48(%r14,%rdx,8)
	vmulsd 56(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 56(%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_704
	jmp .LBB_712
.LBB_705:
	cmpq $32, %rax
	jae .LBB_707
	xorl %edx, %edx
	jmp .LBB_711
.LBB_691:
	vmovsd .LCPI_3(%rip), %xmm2
	movb %bpl, 96(%rsp)
	movq %r15, %rcx
	shlq $4, %rcx
	movb $57, %sil
	vcvtsi2sd %r10, %xmm15, %xmm1
	addq 144(%rsp), %rcx
	testq %rbp, %rbp
	vbroadcastsd %xmm1, %zmm1
	movq %rcx, 1040(%rsp)
	leaq 1416(%rsp), %rcx
	cmovneq %rcx, %rbp
	movq 1416(%rsp), %rcx
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rbp, 232(%rsp)
	movq %rcx, 200(%rsp)
	movabsq $144115188075855871, %rcx
	addq %r10, %rcx
	bzhiq %rsi, %rcx, %rcx
	leaq 1(%rcx), %rsi
	movq %rcx, 1552(%rsp)
	movabsq $288230376151711736, %rcx
	movl %esi, %edi
	andq %rcx, %rsi
	leaq 64(%r9), %rcx
	andl $7, %edi
	movq %rcx, 248(%rsp)
	movq %r13, %rcx
	shlq $7, %rcx
	movq %r9, 224(%rsp)
	leaq 64(%r9,%rcx), %rcx
	movq %rcx, 208(%rsp)
	movq %r10, %rcx
	negq %rcx
	movq %rcx, 104(%rsp)
	movq %r13, %rcx
	vbroadcastsd %xmm2, %zmm2
	subq %r10, %rcx
	movq %r10, 8(%rsp)
	movq %rcx, 848(%rsp)
	movl %edi, %ecx
	movq %rdi, 72(%rsp)
	movl $1, %edi
	shll $7, %ecx
	movq %rdi, 16(%rsp)
	xorl %edi, %edi
	movq %r14, 40(%rsp)
	jmp .LBB_896
.LBB_707:
	movabsq $9223372036854775776, %rsi
	movq %rax, %rdx
	andq %rsi, %rdx
	xorl %esi, %esi
.LBB_708:
	vmulpd (%rcx,%rsi,8), %zmm2, %zmm0
	vmulpd 64(%rcx,%rsi,8), %zmm2, %zmm1
	vmulpd 128(%rcx,%rsi,8), %zmm2, %zmm2
	vbroadcastsd .LCPI_6(%rip), %zmm3
	vmulpd 192(%rcx,%rsi,8), %zmm3, %zmm3
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	vmovupd %zmm2, 128(%r14,%rsi,8)
	vbroadcastsd .LCPI_6(%rip), %zmm2
	vmovupd %zmm3, 192(%r14,%rsi,8)
	addq $32, %rsi
	cmpq %rsi, %rdx
	jne .LBB_708
	cmpq %rdx, %rax
	je .LBB_712
	testb $16, %al
	je .LBB_704
.LBB_711:
	vmulpd (%rcx,%rdx,8), %zmm2, %zmm0
	vmovupd %zmm0, (%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_711
.LBB_712:
	movq 64(%rsp), %rax
	movq 40(%rax), %rsi
	leaq 856(%rsp), %rdi
	leaq 360(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 376(%rsp), %rax
	movq 840(%rsp), %rdi
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	testq %rax, %rax
	je .LBB_724
	movq 368(%rsp), %rcx
	leaq (%r14,%rax,8), %rdx
	leaq (%rcx,%rax,8), %rsi
	cmpq %rsi, %r14
	setb %sil
	cmpq %rdx, %rcx
	setb %dl
	testb %dl, %sil
	je .LBB_717
	xorl %edx, %edx
.LBB_716:
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
	jne .LBB_716
	jmp .LBB_724
.LBB_717:
	cmpq $32, %rax
	jae .LBB_719
	xorl %edx, %edx
	jmp .LBB_723
.LBB_719:
	movabsq $9223372036854775776, %rsi
	movq %rax, %rdx
	andq %rsi, %rdx
	xorl %esi, %esi
.LBB_720:
	vmovupd (%r14,%rsi,8), %zmm0
	vmovupd 64(%r14,%rsi,8), %zmm1
	vmovupd 128(%r14,%rsi,8), %zmm2
	vmovupd 192(%r14,%rsi,8), %zmm3
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vsubpd 128(%rcx,%rsi,8), %zmm2, %zmm2
	vsubpd 192(%rcx,%rsi,8), %zmm3, %zmm3
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	vmovupd %zmm2, 128(%r14,%rsi,8)
	vmovupd %zmm3, 192(%r14,%rsi,8)
	addq $32, %rsi
	cmpq %rsi, %rdx
	jne .LBB_720
	cmpq %rdx, %rax
	je .LBB_724
	testb $16, %al
	je .LBB_716
.LBB_723:
	vmovupd (%r14,%rdx,8), %zmm0
	vsubpd (%rcx,%rdx,8), %zmm0, %zmm0
	vmovupd %zmm0, (%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_723
.LBB_724:
	movq 64(%rsp), %rax
	leaq 336(%rsp), %rcx
	movq 24(%rax), %r9
	cmpq %rdi, %r9
	je .LBB_726
	leaq 360(%rsp), %rbx
	leaq 856(%rsp), %rdi
	movq %r9, %rsi
	movq %r9, %r12
	movq %rbx, %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq %r12, %r9
	movq %rbx, %rcx
.LBB_726:
	movq 16(%rcx), %rax
	shlq $4, %rax
	cmpq %r13, %rax
	cmovaeq %r13, %rax
	movq 160(%rsp), %r13
	testq %rax, %rax
	je .LBB_738
	movq 8(%rcx), %rcx
	leaq (%rcx,%rax,8), %rdx
	cmpq %rdx, %r14
	jae .LBB_731
	leaq (%r14,%rax,8), %rdx
	cmpq %rdx, %rcx
	jae .LBB_731
	xorl %edx, %edx
.LBB_730:
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
	jne .LBB_730
	jmp .LBB_738
.LBB_731:
	cmpq $32, %rax
	jae .LBB_733
	xorl %edx, %edx
	jmp .LBB_737
.LBB_733:
	movabsq $9223372036854775776, %rsi
	movq %rax, %rdx
	andq %rsi, %rdx
	xorl %esi, %esi
.LBB_734:
	vmovupd (%r14,%rsi,8), %zmm0
	vmovupd 64(%r14,%rsi,8), %zmm1
	vmovupd 128(%r14,%rsi,8), %zmm2
	vmovupd 192(%r14,%rsi,8), %zmm3
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vsubpd 128(%rcx,%rsi,8), %zmm2, %zmm2
	vsubpd 192(%rcx,%rsi,8), %zmm3, %zmm3
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	vmovupd %zmm2, 128(%r14,%rsi,8)
	vmovupd %zmm3, 192(%r14,%rsi,8)
	addq $32, %rsi
	cmpq %rsi, %rdx
	jne .LBB_734
	cmpq %rdx, %rax
	je .LBB_738
	testb $16, %al
	je .LBB_730
.LBB_737:
	vmovupd (%r14,%rdx,8), %zmm0
	vsubpd (%rcx,%rdx,8), %zmm0, %zmm0
	vmovupd %zmm0, (%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_737
.LBB_738:
	vxorpd %xmm1, %xmm1, %xmm1
	testq %r9, %r9
	js .LBB_1545
	movq 32(%rsp), %rax
	movq 392(%rsp), %rsi
	movq 400(%rsp), %rdx
	movq 128(%rsp), %rdi
	movq 1336(%rsp), %rcx
	movq 448(%rsp), %r14
	movq %rax, 1408(%rsp)
	movq 440(%rsp), %rax
	movq %rdi, 1416(%rsp)
	movq %rcx, 1424(%rsp)
	cmpq $1, %r9
	jne .LBB_744
	movq %rdx, %rcx
	subq %r13, %rcx
	jb .LBB_1467
	cmpq %r14, %rcx
	cmovbq %rcx, %r14
	testq %r14, %r14
	je .LBB_771
	movq %r13, %rcx
	shlq $7, %rcx
	addq %rsi, %rcx
	cmpq $8, %r14
	jb .LBB_743
	addq %r14, %r13
	movq %rsi, %rdx
	shlq $7, %r13
	addq %r13, %rdx
	cmpq %rdx, %rax
	jae .LBB_763
	movq %r14, %rdx
	shlq $7, %rdx
	addq %rax, %rdx
	cmpq %rdx, %rcx
	jae .LBB_763
.LBB_743:
	xorl %edx, %edx
.LBB_766:
	movq %rdx, %rsi
	orq $1, %rsi
	testb $1, %r14b
	je .LBB_768
	shlq $7, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rax,%rdx)
	vaddsd 8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 8(%rax,%rdx)
	vaddsd 16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 16(%rax,%rdx)
	vaddsd 24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 24(%rax,%rdx)
	vaddsd 32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 32(%rax,%rdx)
	vaddsd 40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 40(%rax,%rdx)
	vaddsd 48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 48(%rax,%rdx)
	vaddsd 56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 56(%rax,%rdx)
	vaddsd 64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 64(%rax,%rdx)
	vaddsd 72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 72(%rax,%rdx)
	vaddsd 80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 80(%rax,%rdx)
	vaddsd 88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 88(%rax,%rdx)
	vaddsd 96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 96(%rax,%rdx)
	vaddsd 104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 104(%rax,%rdx)
	vaddsd 112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 112(%rax,%rdx)
	vaddsd 120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 120(%rax,%rdx)
	movq %rsi, %rdx
.LBB_768:
	cmpq %rsi, %r14
	je .LBB_771
	subq %rdx, %r14
	shlq $7, %rdx
	addq $248, %rdx
.LBB_770:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -248(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -248(%rax,%rdx)
	vaddsd -240(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -240(%rax,%rdx)
	vaddsd -232(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -232(%rax,%rdx)
	vaddsd -224(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -224(%rax,%rdx)
	vaddsd -216(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -216(%rax,%rdx)
	vaddsd -208(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -208(%rax,%rdx)
	vaddsd -200(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -200(%rax,%rdx)
	vaddsd -192(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -192(%rax,%rdx)
	vaddsd -184(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -184(%rax,%rdx)
	vaddsd -176(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -176(%rax,%rdx)
	vaddsd -168(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -168(%rax,%rdx)
	vaddsd -160(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -160(%rax,%rdx)
	vaddsd -152(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -152(%rax,%rdx)
	vaddsd -144(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -144(%rax,%rdx)
	vaddsd -136(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -136(%rax,%rdx)
	vaddsd -128(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -128(%rax,%rdx)
	vaddsd -120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%rax,%rdx)
	vaddsd -112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%rax,%rdx)
	vaddsd -104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%rax,%rdx)
	vaddsd -96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%rax,%rdx)
	vaddsd -88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%rax,%rdx)
	vaddsd -80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%rax,%rdx)
	vaddsd -72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%rax,%rdx)
	vaddsd -64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%rax,%rdx)
	vaddsd -56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%rax,%rdx)
	vaddsd -48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%rax,%rdx)
	vaddsd -40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%rax,%rdx)
	vaddsd -32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%rax,%rdx)
	vaddsd -24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%rax,%rdx)
	vaddsd -16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%rax,%rdx)
	vaddsd -8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%rax,%rdx)
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%rax,%rdx)
	addq $256, %rdx
	addq $-2, %r14
	jne .LBB_770
	jmp .LBB_771
.LBB_744:
	leaq 1(%r9), %rcx
	vmovupd %zmm1, 1136(%rsp)
	vmovupd %zmm1, 1072(%rsp)
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm1, 720(%rsp)
	imulq %r9, %rcx
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	leaq 1(%r13), %rcx
	movq %rcx, %rbx
	subq %r9, %rbx
	cmpq %r13, %rdx
	jbe .LBB_1477
	cmpq %r9, %rcx
	jb .LBB_1469
	testq %r9, %r9
	je .LBB_749
	shlq $7, %rbx
	movabsq $144115188075855871, %rcx
	movq %rsi, %r11
	addq %rsi, %rbx
	addq %r9, %rcx
	movb $57, %sil
	bzhiq %rsi, %rcx, %rsi
	leaq 1(%rsi), %rdi
	movl %edi, %ecx
	andl $7, %ecx
	cmpq $7, %rsi
	jae .LBB_753
	xorl %esi, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	jmp .LBB_757
.LBB_749:
	movq %rsi, %r11
	vxorpd %xmm2, %xmm2, %xmm2
	jmp .LBB_760
.LBB_753:
	andq $-8, %rdi
	movl $8, %esi
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	negq %rdi
.LBB_754:
	vmovupd (%rbx), %zmm6
	vmovupd 64(%rbx), %zmm7
	leaq -7(%rsi), %r8
	vmovupd 128(%rbx), %zmm8
	vmovupd 192(%rbx), %zmm9
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq -6(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm8, %zmm4, %zmm4
	vaddpd %zmm9, %zmm3, %zmm3
	leaq -5(%rsi), %r8
	vaddpd %zmm10, %zmm1, %zmm1
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%rbx), %zmm9
	vmovupd 320(%rbx), %zmm8
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm6, %zmm1, %zmm1
	vmovupd 384(%rbx), %zmm6
	leaq -4(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm9, %zmm4, %zmm4
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%rbx), %zmm8
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	leaq -3(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%rbx), %zmm6
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 448(%rbx), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq -2(%rsi), %r8
	vaddpd %zmm8, %zmm3, %zmm3
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%rbx), %zmm6
	vmovupd 832(%rbx), %zmm8
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	leaq -1(%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%rbx), %zmm6
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 704(%rbx), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddpd %zmm8, %zmm3, %zmm3
	leaq 8(%rdi,%rsi), %r8
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%rbx), %zmm6
	vaddpd %zmm5, %zmm2, %zmm2
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm1, %zmm1
	addq $8, %rsi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm1, %zmm1
	vmovupd 960(%rbx), %zmm7
	addq $1024, %rbx
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm2, %zmm2
	cmpq $8, %r8
	jne .LBB_754
	testq %rcx, %rcx
	je .LBB_759
	addq $-8, %rsi
.LBB_757:
	incq %rsi
	shll $7, %ecx
	xorl %edi, %edi
.LBB_758:
	vmovupd (%rbx,%rdi), %zmm6
	vmovupd 64(%rbx,%rdi), %zmm7
	vcvtsi2sd %rsi, %xmm15, %xmm5
	incq %rsi
	subq $-128, %rdi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm8
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm8, %zmm1, %zmm1
	vaddpd %zmm5, %zmm2, %zmm2
	cmpq %rdi, %rcx
	jne .LBB_758
.LBB_759:
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm4, 1072(%rsp)
	vmovupd %zmm2, 720(%rsp)
	vmovupd %zmm3, 1136(%rsp)
.LBB_760:
	movq %r9, 8(%rsp)
	testq %r14, %r14
	je .LBB_1552
	vbroadcastsd %xmm0, %zmm3
	vdivpd %zmm3, %zmm1, %zmm1
	vdivpd %zmm3, %zmm2, %zmm2
	vmovupd %zmm1, (%rax)
	vmovupd %zmm2, 64(%rax)
	cmpq $1, %r14
	jne .LBB_762
.LBB_771:
	movq 896(%rsp), %rsi
	movq 216(%rsp), %rbp
	cmpq %rsi, %rbp
	jae .LBB_1554
	movq 888(%rsp), %rax
	leaq (%rbp,%rbp,2), %rcx
	movq 184(%rsp), %r8
	movq 88(%rsp), %r9
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq %r8, 40(%rsp)
	leaq 1696(%rsp), %r8
	movq %r9, 928(%rsp)
	movq %r8, 656(%rsp)
	movq %rdx, 104(%rsp)
	movq %rdx, 664(%rsp)
	movq %rcx, 16(%rsp)
	movq %rcx, 672(%rsp)
	leaq 1072(%rsp), %rdi
	leaq 656(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 1072(%rsp), %zmm0
	vmovups 1136(%rsp), %zmm1
	movq 64(%rsp), %r13
	xorl %ebp, %ebp
	leaq 48(%r13), %rax
	movq %rax, 32(%rsp)
	movq 216(%rsp), %rax
	vmovups %zmm0, 656(%rsp)
	vmovups %zmm1, 720(%rsp)
	vmovsd 656(%rsp), %xmm0
	vmovupd 664(%rsp), %zmm4
	vmovupd 728(%rsp), %ymm3
	vmovsd 760(%rsp), %xmm2
	vmovapd 768(%rsp), %xmm1
	incq %rax
	movq %rax, 24(%rsp)
	vmovsd %xmm0, 8(%rsp)
	vmovupd %zmm4, 1552(%rsp)
	vmovupd %ymm3, 1040(%rsp)
	vmovsd %xmm2, 72(%rsp)
	vmovapd %xmm1, 144(%rsp)
	jmp .LBB_775
.LBB_774:
	incq %rbp
	cmpq $1025, %rbp
	je .LBB_783
.LBB_775:
	movq 448(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1528
	movq 424(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1526
	movq 440(%rsp), %rcx
	movq 416(%rsp), %rdx
	movq %rbp, %rbx
	shlq $7, %rbx
	vbroadcastsd .LCPI_7(%rip), %zmm3
	vmovsd 8(%rsp), %xmm1
	xorl %eax, %eax
	vmovsd 72(%rsp), %xmm4
	addq %rbx, %rcx
	addq %rbx, %rdx
	vmovsd (%rcx), %xmm0
	vmovupd 8(%rcx), %zmm5
	vmovsd 104(%rcx), %xmm2
	vsubsd (%rdx), %xmm0, %xmm0
	vsubsd 104(%rdx), %xmm2, %xmm2
	vandpd %xmm3, %xmm0, %xmm0
	vandpd %xmm3, %xmm2, %xmm2
	vucomisd %xmm0, %xmm1
	vsubpd 8(%rdx), %zmm5, %zmm0
	vmovupd 72(%rcx), %ymm1
	vsubpd 72(%rdx), %ymm1, %ymm1
	setae %al
	xorl %esi, %esi
	vucomisd %xmm2, %xmm4
	vmovupd 112(%rcx), %xmm2
	vsubpd 112(%rdx), %xmm2, %xmm2
	setae %sil
	shll $13, %esi
	vandpd %zmm3, %zmm0, %zmm0
	vcmplepd 1552(%rsp), %zmm0, %k1
	vandpd %ymm3, %ymm1, %ymm1
	vandpd %xmm3, %xmm2, %xmm2
	vmovdqa64 .LCPI_8(%rip), %zmm0 {%k1} {z}
	vcmplepd 1040(%rsp), %ymm1, %k1
	vextracti64x4 $1, %zmm0, %ymm3
	vmovdqa64 .LCPI_9(%rip), %ymm1 {%k1} {z}
	vcmplepd 144(%rsp), %xmm2, %k1
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vmovdqa64 .LCPI_10(%rip), %xmm2 {%k1} {z}
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
	je .LBB_774
	movq 40(%rsp), %rax
	leaq (%rbp,%rax), %r15
.LBB_779:
	tzcntq %r14, %r12
	movl %r12d, %edx
	shll $10, %edx
	orq %r12, %rdx
	addq %r15, %rdx
	leaq 1344(%rsp), %rdi
	movq %r13, %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 424(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1459
	movq 416(%rsp), %rax
	addq %rbx, %rax
	vmovq %xmm0, (%rax,%r12,8)
	movq 448(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1462
	movq 440(%rsp), %rax
	blsrq %r14, %r14
	addq %rbx, %rax
	vmovq %xmm1, (%rax,%r12,8)
	testq %r14, %r14
	jne .LBB_779
	jmp .LBB_774
.LBB_783:
	movq 40(%rsp), %rax
	movq %rax, %r12
	addq $1025, %rax
	negq %r12
	movq %rax, 72(%rsp)
	xorl %eax, %eax
	movq $0, 144(%rsp)
	jmp .LBB_785
.LBB_784:
	movq 160(%rsp), %rax
	addq $8, 144(%rsp)
	addq $1025, 72(%rsp)
	addq $-1025, %r12
	incq %rax
	cmpq $16, %rax
	je .LBB_806
.LBB_785:
	vmovsd 656(%rsp,%rax,8), %xmm0
	movq %rax, %r14
	shlq $10, %r14
	vpxor %xmm1, %xmm1, %xmm1
	addq %rax, %r14
	addq 40(%rsp), %r14
	movq %rax, 160(%rsp)
	vucomisd %xmm1, %xmm0
	setb %al
	cmpq 928(%rsp), %r14
	setb %cl
	testb %cl, %al
	je .LBB_784
	movq 928(%rsp), %rax
	leaq 1025(%r14), %r8
	cmpq %r8, %rax
	cmovbq %rax, %r8
	movq %r8, 1040(%rsp)
	cmpq $-1025, %r14
	jb .LBB_788
	jmp .LBB_784
.LBB_787:
	movq 1040(%rsp), %r8
	movq 1552(%rsp), %r14
	cmpq %r8, 8(%rsp)
	jae .LBB_784
.LBB_788:
	movq 288(%rsp), %rax
	movq 296(%rsp), %rdx
	cmpq $1, %rdx
	je .LBB_792
	testq %rdx, %rdx
	je .LBB_1495
	movq %rdx, %rcx
	xorl %ebx, %ebx
.LBB_791:
	movq %rcx, %rdi
	shrq %rdi
	movq %rbx, %rsi
	addq %rdi, %rbx
	cmpq %r14, (%rax,%rbx,8)
	cmovaq %rsi, %rbx
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_791
	jmp .LBB_793
.LBB_792:
	xorl %ebx, %ebx
.LBB_793:
	cmpq (%rax,%rbx,8), %r14
	sbbq $-1, %rbx
	leaq -1(%rbx), %rbp
	cmpq %rdx, %rbp
	jae .LBB_1484
	leaq (%rax,%rbx,8), %rax
	cmpq %rdx, %rbx
	leaq 328(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 8(%rsp)
	cmovbq %r8, %rax
	movq %rax, 1552(%rsp)
	cmpq %rax, %r14
	jae .LBB_787
	cmpq 16(%rsp), %rbp
	jae .LBB_1497
	movq 928(%rsp), %r15
	movq 8(%rsp), %rax
	movq 72(%rsp), %rcx
	leaq (%r12,%r14), %r13
	shlq $7, %r13
	addq 144(%rsp), %r13
	cmpq %r15, %rax
	cmovbq %rax, %r15
	cmpq %rcx, %r15
	cmovaeq %rcx, %r15
	jmp .LBB_798
.LBB_797:
	incq %r14
	subq $-128, %r13
	cmpq %r14, %r15
	je .LBB_787
.LBB_798:
	movq 104(%rsp), %rax
	leaq (%r12,%r14), %rbp
	vmovsd -8(%rax,%rbx,8), %xmm0
	vucomisd .LCPI_11(%rip), %xmm0
	jae .LBB_802
	movq 448(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1452
	movq 424(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1454
	movq 440(%rsp), %rcx
	movq 416(%rsp), %rax
	vmovsd (%rcx,%r13), %xmm1
	vsubsd (%rax,%r13), %xmm1, %xmm1
	vandpd .LCPI_7(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_797
.LBB_802:
	movq 64(%rsp), %rsi
	leaq 1344(%rsp), %rdi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 424(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1448
	movq 416(%rsp), %rax
	vmovsd %xmm0, (%rax,%r13)
	movq 448(%rsp), %rsi
	cmpq %rsi, %rbp
	jae .LBB_1450
	movq 440(%rsp), %rax
	vmovsd %xmm1, (%rax,%r13)
	jmp .LBB_797
.LBB_806:
	movq 216(%rsp), %rax
	cmpq 56(%rsp), %rax
	je .LBB_1559
	movq 184(%rsp), %rax
	movq 448(%rsp), %rcx
	movq 472(%rsp), %rdx
	movq 88(%rsp), %rdi
	movq 464(%rsp), %r8
	movq %rax, 104(%rsp)
	movq 424(%rsp), %rax
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %rdx, %rax
	cmovaeq %rdx, %rax
	testq %rax, %rax
	je .LBB_820
	movq 416(%rsp), %rcx
	movq 440(%rsp), %r9
	shlq $4, %rax
	cmpq $1, %rax
	movq %rax, %r10
	adcq $0, %r10
	testq %rax, %rax
	je .LBB_814
	leaq (%r9,%r10,8), %r11
	leaq (%r8,%r10), %rbx
	leaq (%rcx,%r10,8), %r14
	cmpq %r11, %r8
	setb %bpl
	cmpq %rbx, %r9
	setb %r15b
	cmpq %r14, %r8
	setb %r11b
	cmpq %rbx, %rcx
	setb %bl
	testb %r15b, %bpl
	jne .LBB_893
	andb %bl, %r11b
	movl $0, %ebx
	jne .LBB_815
	movq %r10, %rbx
	andq $-16, %rbx
	xorl %r11d, %r11d
.LBB_812:
	vmovupd (%r9,%r11,8), %zmm0
	vmovupd (%rcx,%r11,8), %zmm2
	vmovupd 64(%r9,%r11,8), %zmm1
	vmovupd 64(%rcx,%r11,8), %zmm3
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
	vmovdqu %xmm0, (%r8,%r11)
	addq $16, %r11
	cmpq %r11, %rbx
	jne .LBB_812
	cmpq %rbx, %rax
	jne .LBB_815
	jmp .LBB_820
.LBB_762:
	movq 32(%rsp), %rsi
	vmovsd .LCPI_3(%rip), %xmm2
	movq 8(%rsp), %rdi
	movq %r15, %rcx
	shlq $4, %rcx
	movq %r13, %r8
	movb %sil, 24(%rsp)
	vcvtsi2sd %rdi, %xmm15, %xmm1
	movq %rdi, %r9
	addq 144(%rsp), %rcx
	testq %rsi, %rsi
	vdivsd %xmm0, %xmm2, %xmm2
	vbroadcastsd %xmm1, %zmm1
	movq %rcx, 1040(%rsp)
	leaq 1416(%rsp), %rcx
	cmovneq %rcx, %rsi
	movq 1416(%rsp), %rcx
	negq %r9
	subq %rdi, %r8
	movq %rsi, 32(%rsp)
	movb $57, %sil
	movq %rcx, 208(%rsp)
	movabsq $144115188075855871, %rcx
	addq %rdi, %rcx
	xorl %edi, %edi
	bzhiq %rsi, %rcx, %rcx
	leaq 1(%rcx), %r10
	movq %rcx, 1552(%rsp)
	movabsq $288230376151711736, %rcx
	movl %r10d, %esi
	andq %rcx, %r10
	leaq 64(%r11), %rcx
	vbroadcastsd %xmm2, %zmm2
	andl $7, %esi
	movq %rcx, 232(%rsp)
	movq %r13, %rcx
	shlq $7, %rcx
	movq %r11, 96(%rsp)
	leaq 64(%r11,%rcx), %rcx
	movq %rcx, 224(%rsp)
	movq %r9, 104(%rsp)
	movq %r8, 248(%rsp)
	movq %rsi, 72(%rsp)
	shll $7, %esi
	movl $1, %ecx
	movq %rcx, 16(%rsp)
	movq %r14, 40(%rsp)
	jmp .LBB_936
.LBB_814:
	xorl %ebx, %ebx
.LBB_815:
	movq %r10, %r14
	andq $1, %r14
	movq %rbx, %r11
	je .LBB_818
.LBB_816:
	movq %rbx, %r11
.LBB_817:
	vmovsd (%r9,%r11,8), %xmm0
	vmovsd (%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %bpl
	vucomisd %xmm0, %xmm1
	seta %r15b
	subb %r15b, %bpl
	decq %r14
	movb %bpl, (%r8,%r11)
	leaq 1(%r11), %r11
	jne .LBB_817
.LBB_818:
	subq %r10, %rbx
	cmpq $-8, %rbx
	ja .LBB_820
.LBB_819:
	vmovsd (%r9,%r11,8), %xmm0
	vmovsd (%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, (%r8,%r11)
	vmovsd 8(%r9,%r11,8), %xmm0
	vmovsd 8(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 1(%r8,%r11)
	vmovsd 16(%r9,%r11,8), %xmm0
	vmovsd 16(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 2(%r8,%r11)
	vmovsd 24(%r9,%r11,8), %xmm0
	vmovsd 24(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 3(%r8,%r11)
	vmovsd 32(%r9,%r11,8), %xmm0
	vmovsd 32(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 4(%r8,%r11)
	vmovsd 40(%r9,%r11,8), %xmm0
	vmovsd 40(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 5(%r8,%r11)
	vmovsd 48(%r9,%r11,8), %xmm0
	vmovsd 48(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 6(%r8,%r11)
	vmovsd 56(%r9,%r11,8), %xmm0
	vmovsd 56(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 7(%r8,%r11)
	addq $8, %r11
	cmpq %r11, %rax
	jne .LBB_819
.LBB_820:
	leaq 504(%rsp), %rax
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd %zmm0, 64(%rax)
	vmovupd %zmm0, (%rax)
	movq 216(%rsp), %rax
	testq %rdx, %rdx
	je .LBB_1560
	movq 112(%rsp), %rcx
	leaq (%rax,%rax,4), %rax
	movq 496(%rsp), %r9
	leaq (%rcx,%rax,8), %r10
	movzbl (%r8), %eax
	movq 488(%rsp), %rcx
	mulb 32(%r10)
	cmpb $-1, %al
	jne .LBB_824
	testq %r9, %r9
	je .LBB_1579
	movw $0, (%rcx)
	movq $1, 504(%rsp)
.LBB_824:
	cmpq $1025, %rdx
	jb .LBB_1556
	movzbl 1(%r8), %eax
	mulb 16384(%r8)
	cmpb $-1, %al
	je .LBB_841
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	je .LBB_843
.LBB_827:
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	je .LBB_845
.LBB_828:
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	je .LBB_847
.LBB_829:
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	je .LBB_849
.LBB_830:
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	je .LBB_851
.LBB_831:
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	je .LBB_853
.LBB_832:
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	je .LBB_855
.LBB_833:
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	je .LBB_857
.LBB_834:
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	je .LBB_859
.LBB_835:
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	je .LBB_861
.LBB_836:
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	je .LBB_863
.LBB_837:
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	je .LBB_865
.LBB_838:
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	je .LBB_867
.LBB_839:
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	je .LBB_869
.LBB_840:
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	je .LBB_871
	jmp .LBB_886
.LBB_841:
	cmpq $2, %r9
	jb .LBB_1595
	movw $0, 2050(%rcx)
	movq $1, 512(%rsp)
	movzbl 2(%r8), %eax
	mulb 16385(%r8)
	cmpb $-1, %al
	jne .LBB_827
.LBB_843:
	cmpq $3, %r9
	jb .LBB_1590
	movw $0, 4100(%rcx)
	movq $1, 520(%rsp)
	movzbl 3(%r8), %eax
	mulb 16386(%r8)
	cmpb $-1, %al
	jne .LBB_828
.LBB_845:
	cmpq $4, %r9
	jb .LBB_1570
	movw $0, 6150(%rcx)
	movq $1, 528(%rsp)
	movzbl 4(%r8), %eax
	mulb 16387(%r8)
	cmpb $-1, %al
	jne .LBB_829
.LBB_847:
	cmpq $5, %r9
	jb .LBB_1576
	movw $0, 8200(%rcx)
	movq $1, 536(%rsp)
	movzbl 5(%r8), %eax
	mulb 16388(%r8)
	cmpb $-1, %al
	jne .LBB_830
.LBB_849:
	cmpq $6, %r9
	jb .LBB_1583
	movw $0, 10250(%rcx)
	movq $1, 544(%rsp)
	movzbl 6(%r8), %eax
	mulb 16389(%r8)
	cmpb $-1, %al
	jne .LBB_831
.LBB_851:
	cmpq $7, %r9
	jb .LBB_1587
	movw $0, 12300(%rcx)
	movq $1, 552(%rsp)
	movzbl 7(%r8), %eax
	mulb 16390(%r8)
	cmpb $-1, %al
	jne .LBB_832
.LBB_853:
	cmpq $8, %r9
	jb .LBB_1567
	movw $0, 14350(%rcx)
	movq $1, 560(%rsp)
	movzbl 8(%r8), %eax
	mulb 16391(%r8)
	cmpb $-1, %al
	jne .LBB_833
.LBB_855:
	cmpq $9, %r9
	jb .LBB_1573
	movw $0, 16400(%rcx)
	movq $1, 568(%rsp)
	movzbl 9(%r8), %eax
	mulb 16392(%r8)
	cmpb $-1, %al
	jne .LBB_834
.LBB_857:
	cmpq $10, %r9
	jb .LBB_1581
	movw $0, 18450(%rcx)
	movq $1, 576(%rsp)
	movzbl 10(%r8), %eax
	mulb 16393(%r8)
	cmpb $-1, %al
	jne .LBB_835
.LBB_859:
	cmpq $11, %r9
	jb .LBB_1585
	movw $0, 20500(%rcx)
	movq $1, 584(%rsp)
	movzbl 11(%r8), %eax
	mulb 16394(%r8)
	cmpb $-1, %al
	jne .LBB_836
.LBB_861:
	cmpq $12, %r9
	jb .LBB_1591
	movw $0, 22550(%rcx)
	movq $1, 592(%rsp)
	movzbl 12(%r8), %eax
	mulb 16395(%r8)
	cmpb $-1, %al
	jne .LBB_837
.LBB_863:
	cmpq $13, %r9
	jb .LBB_1571
	movw $0, 24600(%rcx)
	movq $1, 600(%rsp)
	movzbl 13(%r8), %eax
	mulb 16396(%r8)
	cmpb $-1, %al
	jne .LBB_838
.LBB_865:
	cmpq $14, %r9
	jb .LBB_1577
	movw $0, 26650(%rcx)
	movq $1, 608(%rsp)
	movzbl 14(%r8), %eax
	mulb 16397(%r8)
	cmpb $-1, %al
	jne .LBB_839
.LBB_867:
	cmpq $15, %r9
	jb .LBB_1593
	movw $0, 28700(%rcx)
	movq $1, 616(%rsp)
	movzbl 15(%r8), %eax
	mulb 16398(%r8)
	cmpb $-1, %al
	jne .LBB_840
.LBB_869:
	cmpq $16, %r9
	jb .LBB_1598
	movw $0, 30750(%rcx)
	movq $1, 624(%rsp)
	movb $60, %al
	bzhiq %rax, %rdx, %rax
	cmpq $1, %rax
	jne .LBB_886
.LBB_871:
	movq 488(%rsp), %rax
	xorl %ecx, %ecx
	jmp .LBB_873
.LBB_872:
	incq %rcx
	addq $2050, %rax
	cmpq $16, %rcx
	je .LBB_637
.LBB_873:
	cmpq %r9, %rcx
	je .LBB_1531
	movq 504(%rsp,%rcx,8), %r13
	cmpq $1025, %r13
	ja .LBB_1436
	testq %r13, %r13
	je .LBB_872
	movq %rcx, %r11
	shlq $10, %r11
	addq %r13, %r13
	leaq (%r8,%rcx), %rbx
	xorl %r14d, %r14d
	addq %rcx, %r11
	addq 104(%rsp), %r11
	jmp .LBB_878
.LBB_877:
	addq $2, %r14
	movq %rsi, %r13
	cmpq %r14, %rsi
	je .LBB_872
.LBB_878:
	movzwl (%rax,%r14), %ebp
	leaq (%r11,%rbp), %r15
	cmpq %rdi, %r15
	jae .LBB_872
	cmpq %rbp, %rdx
	jbe .LBB_1475
	shll $4, %ebp
	movq %r13, %rsi
	movq (%r10), %r13
	movsbq (%rbx,%rbp), %r12
	cmpq %r12, %r13
	je .LBB_877
	testq %r13, %r13
	je .LBB_884
	cmpq 1472(%rsp), %r15
	jae .LBB_1505
	movq 80(%rsp), %rbp
	vmovsd 8(%r10), %xmm2
	vcvtsi2sd %r13, %xmm15, %xmm0
	vmovsd (%rbp,%r15,8), %xmm1
	vsubsd %xmm2, %xmm1, %xmm1
	vmulsd %xmm0, %xmm1, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_3(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd .LCPI_13(%rip), %xmm0, %xmm0
	vmulsd .LCPI_14(%rip), %xmm0, %xmm0
	vaddsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r10)
	incq 24(%r10)
.LBB_884:
	movq %r12, (%r10)
	cmpq 1472(%rsp), %r15
	jae .LBB_1490
	movq 80(%rsp), %r12
	vmovsd (%r12,%r15,8), %xmm0
	vmovsd %xmm0, 8(%r10)
	jmp .LBB_877
.LBB_886:
	movabsq $1152921504606846975, %rax
	movb $60, %cl
	leaq 16(%r8), %r11
	addq %rdx, %rax
	bzhiq %rcx, %rax, %rbx
	movl $1024, %eax
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	cmovaeq %rax, %rbx
	xorl %r14d, %r14d
	jmp .LBB_888
.LBB_887:
	incq %r14
	cmpq %rbx, %r14
	je .LBB_871
.LBB_888:
	movq %r14, %r12
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
	vmovdqa64 .LCPI_8(%rip), %zmm0 {%k1} {z}
	vpmovzxbw %xmm1, %xmm1
	vpmullw %xmm1, %xmm2, %xmm1
	cmpb $-1, %al
	movzwl 14(%r11,%r12), %eax
	vpmovwb %xmm1, %xmm1
	sete %cl
	shll $13, %ecx
	vpcmpeqb %xmm4, %xmm1, %k1
	vmovdqa64 .LCPI_9(%rip), %ymm1 {%k1} {z}
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
	vmovdqa64 .LCPI_10(%rip), %xmm2 {%k1} {z}
	vmovq %xmm0, %r12
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %rax
	orq %rcx, %rax
	orq %r12, %rax
	orq %r15, %rax
	je .LBB_887
	movq 488(%rsp), %rcx
	leal 1(%r14), %r15d
.LBB_890:
	tzcntq %rax, %r12
	cmpq %r9, %r12
	jae .LBB_1473
	movq 504(%rsp,%r12,8), %rbp
	cmpq $1024, %rbp
	ja .LBB_1471
	movl %r12d, %r13d
	shll $11, %r13d
	blsrq %rax, %rax
	leal (%r13,%r12,2), %r13d
	addq %rcx, %r13
	movw %r15w, (%r13,%rbp,2)
	incq %rbp
	movq %rbp, 504(%rsp,%r12,8)
	testq %rax, %rax
	jne .LBB_890
	jmp .LBB_887
.LBB_893:
	xorl %ebx, %ebx
	movq %r10, %r14
	andq $1, %r14
	movq %rbx, %r11
	jne .LBB_816
	jmp .LBB_818
.LBB_692:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vpbroadcastq .LCPI_5(%rip), %zmm4
	movq %r14, %rdx
	andq $-8, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rdx, %rsi
.LBB_693:
	vpsllq $7, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpaddq %zmm4, %zmm0, %zmm0
	addq $-8, %rsi
	vgatherqpd (%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, (%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 8(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 16(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 24(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 32(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 40(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 48(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 56(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 64(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 72(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 80(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 88(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 96(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 104(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 112(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 120(%rax,%zmm1) {%k1}
	jne .LBB_693
	cmpq %rdx, %r14
	je .LBB_700
	jmp .LBB_695
.LBB_763:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vpbroadcastq .LCPI_5(%rip), %zmm4
	movq %r14, %rdx
	andq $-8, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rdx, %rsi
.LBB_764:
	vpsllq $7, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpaddq %zmm4, %zmm0, %zmm0
	addq $-8, %rsi
	vgatherqpd (%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, (%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 8(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 16(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 24(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 32(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 40(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 48(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 56(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 64(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 72(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 80(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 88(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 96(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 104(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 112(%rax,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 120(%rax,%zmm1) {%k1}
	jne .LBB_764
	cmpq %rdx, %r14
	je .LBB_771
	jmp .LBB_766
.LBB_894:
	cmpq %r11, 200(%rsp)
	sete %r8b
	andb 96(%rsp), %r8b
	cmpb $1, %r8b
	je .LBB_1623
.LBB_895:
	movq 40(%rsp), %r14
	movq 64(%rsp), %r12
	movq 160(%rsp), %r13
	movq 928(%rsp), %r15
	cmpq %r14, 16(%rsp)
	jae .LBB_700
.LBB_896:
	movq 16(%rsp), %r10
	cmpq %r15, %rdi
	jae .LBB_901
	movq %rdi, %r8
	shlq $4, %r8
	addq 144(%rsp), %r8
.LBB_898:
	movq (%r8), %r9
	cmpq %r10, %r9
	jae .LBB_902
	incq %rdi
	addq $16, %r8
	cmpq %rdi, %r15
	jne .LBB_898
	movq %r15, %rdi
.LBB_901:
	cmpb $0, 96(%rsp)
	movq 24(%rsp), %r8
	movq %r14, %r11
	cmovneq %r8, %r11
	cmpq %r10, %r8
	cmovbq %r14, %r11
	jmp .LBB_903
.LBB_902:
	movq 24(%rsp), %r8
	cmpq %r8, %r9
	movq %r8, %r11
	cmovbq %r9, %r11
	cmpb $0, 96(%rsp)
	cmoveq %r9, %r11
	cmpq %r10, %r8
	cmovbq %r9, %r11
.LBB_903:
	vmovupd 656(%rsp), %zmm3
	vmovupd 720(%rsp), %zmm4
	vmovupd 1072(%rsp), %zmm5
	vmovupd 1136(%rsp), %zmm6
	leaq 1(%r11), %r9
	cmpq %r9, %r14
	movq %r9, 16(%rsp)
	cmovbq %r14, %r9
	subq %r10, %r9
	jbe .LBB_908
	movq %r10, %rbx
	leaq (%r13,%r10), %rbp
	addq 848(%rsp), %r10
	shlq $7, %rbx
	leaq 64(%rax), %r8
	xorl %r15d, %r15d
	leaq (%r8,%rbx), %r14
	addq 208(%rsp), %rbx
	shlq $7, %r10
	addq 248(%rsp), %r10
.LBB_905:
	cmpq %rdx, %rbp
	jae .LBB_1507
	movq 104(%rsp), %r8
	addq %rbp, %r8
	cmpq %rdx, %r8
	jae .LBB_1493
	vmovupd -64(%rbx,%r15), %zmm7
	incq %rbp
	vaddpd %zmm7, %zmm5, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vsubpd -64(%r10,%r15), %zmm8, %zmm5
	vmulpd %zmm3, %zmm2, %zmm7
	vmovupd %zmm7, -64(%r14,%r15)
	vmovupd (%rbx,%r15), %zmm7
	vaddpd %zmm7, %zmm6, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vsubpd (%r10,%r15), %zmm8, %zmm6
	vmulpd %zmm4, %zmm2, %zmm7
	vmovupd %zmm7, (%r14,%r15)
	subq $-128, %r15
	decq %r9
	jne .LBB_905
	jmp .LBB_909
.LBB_908:
	vmovddup 1080(%rsp), %xmm7
	vmovsd %xmm5, %xmm7, %xmm5
	vmovddup 1144(%rsp), %xmm7
	vshuff64x2 $68, 1104(%rsp), %zmm5, %zmm5
	vinsertf32x4 $1, 1088(%rsp), %zmm5, %zmm5
	vmovsd %xmm6, %xmm7, %xmm6
	vinsertf64x4 $1, 1168(%rsp), %zmm6, %zmm6
	vinsertf32x4 $1, 1152(%rsp), %zmm6, %zmm6
.LBB_909:
	movq 928(%rsp), %r15
	vmovupd %zmm3, 656(%rsp)
	vmovupd %zmm5, 1072(%rsp)
	vmovupd %zmm4, 720(%rsp)
	vmovupd %zmm6, 1136(%rsp)
	cmpq 40(%rsp), %r11
	jae .LBB_700
	cmpq %r15, %rdi
	ja .LBB_1446
	leaq 1(%r11,%r13), %r14
	movq %rdi, %r9
	shlq $4, %r9
	addq 144(%rsp), %r9
	leaq (%r11,%r13), %r10
	movq %r14, %rbx
	subq 8(%rsp), %rbx
	setb %r8b
	cmpq %rdx, %r10
	setae %bpl
	orb %r8b, %bpl
	jne .LBB_931
	shlq $7, %rbx
	addq 224(%rsp), %rbx
	movq 232(%rsp), %r14
	movq %r11, %r13
	shlq $7, %r13
	xorl %r15d, %r15d
	addq %rax, %r13
	jmp .LBB_915
.LBB_913:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbp
	jae .LBB_1524
.LBB_914:
	vmovsd %xmm4, 656(%rsp,%rbp,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 1072(%rsp,%rbp,8)
	movq %r12, %r14
	movq %r10, %r9
	vmovsd %xmm4, (%r13,%rbp,8)
.LBB_915:
	testb %r15b, %r15b
	je .LBB_923
	movq %r9, %r10
.LBB_917:
	testq %r14, %r14
	je .LBB_895
	cmpq %r11, (%r14)
	jne .LBB_895
	movb $2, %r15b
	xorl %r12d, %r12d
	movq %r14, %r9
	movq 8(%r9), %rbp
	cmpq $0, 8(%rsp)
	je .LBB_913
.LBB_920:
	cmpq $15, %rbp
	ja .LBB_1512
	cmpq $7, 1552(%rsp)
	jae .LBB_926
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	movq %rbx, %r14
	jmp .LBB_929
.LBB_923:
	movq 1040(%rsp), %r8
	movq %r8, %r10
	cmpq %r8, %r9
	je .LBB_917
	leaq 16(%r9), %r10
	cmpq %r11, (%r9)
	jne .LBB_917
	xorl %r15d, %r15d
	movq %r14, %r12
	movq 8(%r9), %rbp
	cmpq $0, 8(%rsp)
	jne .LBB_920
	jmp .LBB_913
.LBB_926:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r9d, %r9d
	movq %rbx, %r14
.LBB_927:
	vmovsd (%r14,%rbp,8), %xmm6
	leaq 1(%r9), %r8
	vmovsd 128(%r14,%rbp,8), %xmm7
	vmovsd 512(%r14,%rbp,8), %xmm8
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 2(%r9), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%r14,%rbp,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 3(%r9), %r8
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%r14,%rbp,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 4(%r9), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 5(%r9), %r8
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%r14,%rbp,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 6(%r9), %r8
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%r14,%rbp,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 7(%r9), %r8
	addq $8, %r9
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%r14,%rbp,8), %xmm7
	addq $1024, %r14
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r9, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r9, %rsi
	jne .LBB_927
	cmpq $0, 72(%rsp)
	je .LBB_914
.LBB_929:
	leaq (%r14,%rbp,8), %r14
	incq %r9
	xorl %r8d, %r8d
.LBB_930:
	vmovsd (%r14,%r8), %xmm6
	vcvtsi2sd %r9, %xmm15, %xmm5
	incq %r9
	subq $-128, %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r8, %rcx
	jne .LBB_930
	jmp .LBB_914
.LBB_931:
	cmpq %r15, %rdi
	je .LBB_894
	cmpq %r11, 200(%rsp)
	sete %r8b
	cmpq %r11, (%r9)
	je .LBB_1623
	andb 96(%rsp), %r8b
	je .LBB_895
	jmp .LBB_1623
.LBB_934:
	cmpq %rcx, 208(%rsp)
	sete %cl
	andb 24(%rsp), %cl
	cmpb $1, %cl
	je .LBB_1629
.LBB_935:
	movq 40(%rsp), %r14
	movq 160(%rsp), %r13
	movq 928(%rsp), %r15
	cmpq %r14, 16(%rsp)
	jae .LBB_771
.LBB_936:
	movq 16(%rsp), %r9
	cmpq %r15, %rdi
	jae .LBB_941
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 144(%rsp), %rcx
.LBB_938:
	movq (%rcx), %r8
	cmpq %r9, %r8
	jae .LBB_942
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r15
	jne .LBB_938
	movq %r15, %rdi
.LBB_941:
	cmpb $0, 24(%rsp)
	movq 128(%rsp), %r8
	movq %r14, %rcx
	cmovneq %r8, %rcx
	cmpq %r9, %r8
	cmovbq %r14, %rcx
	jmp .LBB_943
.LBB_942:
	movq 128(%rsp), %r11
	cmpq %r11, %r8
	movq %r11, %rcx
	cmovbq %r8, %rcx
	cmpb $0, 24(%rsp)
	cmoveq %r8, %rcx
	cmpq %r9, %r11
	cmovbq %r8, %rcx
.LBB_943:
	vmovupd 656(%rsp), %zmm3
	vmovupd 720(%rsp), %zmm4
	vmovupd 1072(%rsp), %zmm5
	vmovupd 1136(%rsp), %zmm6
	leaq 1(%rcx), %r11
	cmpq %r11, %r14
	movq %r11, 16(%rsp)
	cmovbq %r14, %r11
	subq %r9, %r11
	jbe .LBB_948
	movq %r9, %rbx
	leaq (%r13,%r9), %rbp
	addq 248(%rsp), %r9
	shlq $7, %rbx
	leaq 64(%rax), %r8
	xorl %r15d, %r15d
	leaq (%r8,%rbx), %r14
	addq 224(%rsp), %rbx
	shlq $7, %r9
	addq 232(%rsp), %r9
.LBB_945:
	cmpq %rdx, %rbp
	jae .LBB_1507
	movq 104(%rsp), %r8
	addq %rbp, %r8
	cmpq %rdx, %r8
	jae .LBB_1493
	vmovupd -64(%rbx,%r15), %zmm7
	incq %rbp
	vaddpd %zmm7, %zmm5, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vsubpd -64(%r9,%r15), %zmm8, %zmm5
	vmulpd %zmm3, %zmm2, %zmm7
	vmovupd %zmm7, -64(%r14,%r15)
	vmovupd (%rbx,%r15), %zmm7
	vaddpd %zmm7, %zmm6, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vsubpd (%r9,%r15), %zmm8, %zmm6
	vmulpd %zmm4, %zmm2, %zmm7
	vmovupd %zmm7, (%r14,%r15)
	subq $-128, %r15
	decq %r11
	jne .LBB_945
	jmp .LBB_949
.LBB_948:
	vmovddup 1080(%rsp), %xmm7
	vmovsd %xmm5, %xmm7, %xmm5
	vmovddup 1144(%rsp), %xmm7
	vshuff64x2 $68, 1104(%rsp), %zmm5, %zmm5
	vinsertf32x4 $1, 1088(%rsp), %zmm5, %zmm5
	vmovsd %xmm6, %xmm7, %xmm6
	vinsertf64x4 $1, 1168(%rsp), %zmm6, %zmm6
	vinsertf32x4 $1, 1152(%rsp), %zmm6, %zmm6
.LBB_949:
	movq 928(%rsp), %r15
	vmovupd %zmm3, 656(%rsp)
	vmovupd %zmm5, 1072(%rsp)
	vmovupd %zmm4, 720(%rsp)
	vmovupd %zmm6, 1136(%rsp)
	cmpq 40(%rsp), %rcx
	jae .LBB_771
	cmpq %r15, %rdi
	ja .LBB_1446
	leaq 1(%rcx,%r13), %r14
	movq %rdi, %r11
	shlq $4, %r11
	addq 144(%rsp), %r11
	leaq (%rcx,%r13), %r9
	movq %r14, %rbx
	subq 8(%rsp), %rbx
	setb %r8b
	cmpq %rdx, %r9
	setae %bpl
	orb %r8b, %bpl
	jne .LBB_971
	shlq $7, %rbx
	addq 96(%rsp), %rbx
	movq 32(%rsp), %r14
	movq %rcx, %r13
	shlq $7, %r13
	xorl %r15d, %r15d
	addq %rax, %r13
	jmp .LBB_955
.LBB_953:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %rbp
	jae .LBB_1524
.LBB_954:
	vmovsd %xmm4, 656(%rsp,%rbp,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 1072(%rsp,%rbp,8)
	movq %r12, %r14
	movq %r9, %r11
	vmovsd %xmm4, (%r13,%rbp,8)
.LBB_955:
	testb %r15b, %r15b
	je .LBB_963
	movq %r11, %r9
.LBB_957:
	testq %r14, %r14
	je .LBB_935
	cmpq %rcx, (%r14)
	jne .LBB_935
	movb $2, %r15b
	xorl %r12d, %r12d
	movq %r14, %r11
	movq 8(%r11), %rbp
	cmpq $0, 8(%rsp)
	je .LBB_953
.LBB_960:
	cmpq $15, %rbp
	ja .LBB_1512
	cmpq $7, 1552(%rsp)
	jae .LBB_966
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r11d, %r11d
	movq %rbx, %r14
	jmp .LBB_969
.LBB_963:
	movq 1040(%rsp), %r8
	movq %r8, %r9
	cmpq %r8, %r11
	je .LBB_957
	leaq 16(%r11), %r9
	cmpq %rcx, (%r11)
	jne .LBB_957
	xorl %r15d, %r15d
	movq %r14, %r12
	movq 8(%r11), %rbp
	cmpq $0, 8(%rsp)
	jne .LBB_960
	jmp .LBB_953
.LBB_966:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r11d, %r11d
	movq %rbx, %r14
.LBB_967:
	vmovsd (%r14,%rbp,8), %xmm6
	leaq 1(%r11), %r8
	vmovsd 128(%r14,%rbp,8), %xmm7
	vmovsd 512(%r14,%rbp,8), %xmm8
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 2(%r11), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%r14,%rbp,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 3(%r11), %r8
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%r14,%rbp,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 4(%r11), %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 5(%r11), %r8
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%r14,%rbp,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 6(%r11), %r8
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%r14,%rbp,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	leaq 7(%r11), %r8
	addq $8, %r11
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%r14,%rbp,8), %xmm7
	addq $1024, %r14
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r11, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r11, %r10
	jne .LBB_967
	cmpq $0, 72(%rsp)
	je .LBB_954
.LBB_969:
	leaq (%r14,%rbp,8), %r14
	incq %r11
	xorl %r8d, %r8d
.LBB_970:
	vmovsd (%r14,%r8), %xmm6
	vcvtsi2sd %r11, %xmm15, %xmm5
	incq %r11
	subq $-128, %r8
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r8, %rsi
	jne .LBB_970
	jmp .LBB_954
.LBB_971:
	cmpq %r15, %rdi
	je .LBB_934
	cmpq %rcx, 208(%rsp)
	sete %r8b
	cmpq %rcx, (%r11)
	je .LBB_1629
	andb 24(%rsp), %r8b
	je .LBB_935
	jmp .LBB_1629
.LBB_974:
	movq 904(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_976
	movq 912(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_976:
	vmovq .LCPI_0(%rip), %xmm1
	cmpq $0, 640(%rsp)
	movq 832(%rsp), %rax
	jne .LBB_557
	jmp .LBB_980
.LBB_977:
	cmpq $21, %r15
	jae .LBB_979
	movq %r12, %rdi
	movq %r15, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	jmp .LBB_583
.LBB_979:
	leaq 7(%rsp), %rdx
	movq %r12, %rdi
	movq %r15, %rsi
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	jmp .LBB_583
.LBB_980:
	movq 56(%rsp), %rax
	movq 112(%rsp), %rcx
	movq 256(%rsp), %rdx
	leaq (%rax,%rax,4), %rax
	movq %rcx, 1072(%rsp)
	movq %rcx, 1080(%rsp)
	movq %rdx, 1088(%rsp)
	movq 1472(%rsp), %rdx
	leaq (%rcx,%rax,8), %rax
	movq 80(%rsp), %rcx
	movq %rax, 1096(%rsp)
	movq %rcx, 1104(%rsp)
	leaq 88(%rsp), %rcx
	movq %rdx, 1112(%rsp)
	movq %rcx, 1120(%rsp)
	movq 1328(%rsp), %rdi
	leaq 1072(%rsp), %rsi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1344(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 888(%rsp), %rbx
	movq 896(%rsp), %r14
	testq %r14, %r14
	je .LBB_986
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	leaq 8(%rbx), %r15
	jmp .LBB_984
.LBB_983:
	addq $24, %r15
	decq %r14
	je .LBB_986
.LBB_984:
	movq -8(%r15), %rsi
	testq %rsi, %rsi
	je .LBB_983
	movq (%r15), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
	jmp .LBB_983
.LBB_986:
	movq 880(%rsp), %rax
	testq %rax, %rax
	je .LBB_988
	shlq $3, %rax
	movl $8, %edx
	movq %rbx, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_988:
	leaq 992(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
.LBB_989:
	movq 968(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_991
	movq 976(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_991:
	leaq 336(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	movq 280(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_993
	movq 288(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_993:
	movq 304(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1433
	movq 312(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1433
.LBB_995:
	movl $8, %eax
	movq %rax, 200(%rsp)
	movq $0, 1544(%rsp)
	cmpq $2, %r12
	jae .LBB_105
.LBB_996:
	movq 200(%rsp), %rdx
	testq %r12, %r12
	je .LBB_998
.LBB_997:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, (%rdx)
	movb $0, 32(%rdx)
.LBB_998:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rbx, 136(%rsp)
	movq %rbp, 72(%rsp)
	cmpb $1, 16(%rax)
	movq %rax, %r14
	jne .LBB_1520
	movq (%r14), %rax
	movq 8(%r14), %rdx
.LBB_1000:
	vmovdqu .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	movq %rbp, 1344(%rsp)
	movq %rbx, 1352(%rsp)
	xorl %esi, %esi
	movq $16400, 648(%rsp)
	movq %rcx, (%r14)
	vmovdqu %ymm0, 1360(%rsp)
	movq %rax, 1392(%rsp)
	movq %rdx, 1400(%rsp)
	movabsq $1151796703138937857, %rdx
	mulxq 272(%rsp), %rax, %rcx
	movabsq $1124801467909119, %rdx
	rorxq $4, %rax, %rax
	shrq $10, %rcx
	cmpq %rdx, %rax
	seta %sil
	addq %rcx, %rsi
	movq %rsi, 1672(%rsp)
	je .LBB_1428
	vmovq .LCPI_0(%rip), %xmm1
	movq 8(%rsp), %rax
	negq %rax
	movq %rax, 80(%rsp)
	xorl %eax, %eax
	movq %r13, 1688(%rsp)
.LBB_1002:
	movq 1024(%rsp), %r12
	movq 1032(%rsp), %r14
	movq %rax, 120(%rsp)
	movq %rax, 1680(%rsp)
	testq %r14, %r14
	je .LBB_1020
	movq %r14, %rax
	shlq $7, %rax
	movq %r12, %rcx
	xorl %edx, %edx
	addq %r12, %rax
	jmp .LBB_1005
.LBB_1004:
	cmpq %rax, %rcx
	je .LBB_1019
.LBB_1005:
	movq %rdx, %rsi
	movq %rcx, %r8
	addq $128, %rcx
	incq %rdx
	movl $24, %r9d
	jmp .LBB_1008
.LBB_1006:
	vmovq (%rbp,%rdi,8), %xmm0
.LBB_1007:
	vmovq %xmm0, (%r8,%r9)
	addq $32, %r9
	addq $4100, %rsi
	cmpq $152, %r9
	je .LBB_1004
.LBB_1008:
	movq 120(%rsp), %r10
	vmovdqa %xmm1, %xmm0
	leaq (%rsi,%r10), %rdi
	cmpq 8(%rsp), %rdi
	jb .LBB_1011
	movq 80(%rsp), %rdi
	addq %rsi, %rdi
	addq %rdi, %r10
	movq 272(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbx, %rdi
	jae .LBB_1491
	vmovq (%rbp,%rdi,8), %xmm0
.LBB_1011:
	vmovq %xmm0, -24(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 120(%rsp), %rdi
	leaq 1025(%rsi,%rdi), %r10
	cmpq 8(%rsp), %r10
	jb .LBB_1014
	movq 80(%rsp), %r10
	addq %rsi, %r10
	leaq 1025(%rdi,%r10), %r10
	movq 272(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbx, %rdi
	jae .LBB_1491
	vmovq (%rbp,%rdi,8), %xmm0
.LBB_1014:
	vmovq %xmm0, -16(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 120(%rsp), %rdi
	leaq 2050(%rsi,%rdi), %r10
	cmpq 8(%rsp), %r10
	jb .LBB_1017
	movq 80(%rsp), %r10
	addq %rsi, %r10
	leaq 2050(%rdi,%r10), %r10
	movq 272(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbx, %rdi
	jae .LBB_1491
	vmovq (%rbp,%rdi,8), %xmm0
.LBB_1017:
	vmovq %xmm0, -8(%r8,%r9)
	vmovdqa %xmm1, %xmm0
	movq 120(%rsp), %rdi
	leaq 3075(%rsi,%rdi), %r10
	cmpq 8(%rsp), %r10
	jb .LBB_1007
	movq 80(%rsp), %r10
	addq %rsi, %r10
	leaq 3075(%rdi,%r10), %r10
	movq 272(%rsp), %rdi
	decq %rdi
	cmpq %r10, %rdi
	cmovaeq %r10, %rdi
	cmpq %rbx, %rdi
	jb .LBB_1006
	jmp .LBB_1491
.LBB_1019:
	movq 120(%rsp), %rax
.LBB_1020:
	movq 296(%rsp), %rdx
	movq 288(%rsp), %rcx
	movabsq $17996823486545905, %rbp
	movq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_1026
	cmpq $1, %rdx
	jne .LBB_1023
	xorl %esi, %esi
	jmp .LBB_1025
.LBB_1023:
	movq %rdx, %rdi
	xorl %esi, %esi
.LBB_1024:
	movq %rdi, %r8
	shrq %r8
	leaq (%r8,%rsi), %r9
	cmpq %rax, (%rcx,%r9,8)
	cmovbq %r9, %rsi
	subq %r8, %rdi
	cmpq $1, %rdi
	ja .LBB_1024
.LBB_1025:
	cmpq %rax, (%rcx,%rsi,8)
	adcq $0, %rsi
.LBB_1026:
	addq 648(%rsp), %rax
	leaq (%rcx,%rsi,8), %rsi
	leaq (%rcx,%rdx,8), %rcx
	movq %rsi, 1416(%rsp)
	movq %rcx, 1424(%rsp)
	leaq 120(%rsp), %rcx
	movq %rax, 1432(%rsp)
	movb $0, 1440(%rsp)
	movq %rcx, 1408(%rsp)
	leaq 1448(%rsp), %rdi
	leaq 1408(%rsp), %rsi
	vzeroupper
	callq <alloc::vec::Vec<T> as alloc::vec::spec_from_iter::SpecFromIter<T,I>>::from_iter
	movq 1456(%rsp), %rbx
	movq 1464(%rsp), %r15
	cmpq $2, %r15
	jae .LBB_1425
.LBB_1028:
	movq 120(%rsp), %rcx
	leaq 120(%rsp), %rax
	movq %rax, 184(%rsp)
	leaq 648(%rsp), %rax
	movq %rax, 192(%rsp)
	testq %rcx, %rcx
	je .LBB_1057
	movq 968(%rsp), %rsi
	movq 984(%rsp), %rax
	testq %rsi, %rsi
	setne %dil
	testq %rax, %rax
	setne %dl
	andb %dil, %dl
	cmpb $1, %dl
	jne .LBB_1059
	movq 976(%rsp), %rcx
	xorl %edx, %edx
	jmp .LBB_1033
.LBB_1031:
	leaq 1(%rcx), %rsi
	movq %rdi, %rdx
.LBB_1032:
	leaq (%rcx,%rcx,2), %rcx
	movb $57, %r8b
	vmovdqa .LCPI_1(%rip), %ymm1
	decq %rax
	kmovd %r8d, %k1
	shlq $4, %rcx
	vmovdqu64 (%rdi,%rcx), %zmm0 {%k1} {z}
	vmovupd 8(%rdi,%rcx), %xmm2
	vpermq %zmm0, %zmm1, %zmm0
	vmovdqu %ymm0, (%rdi,%rcx)
	vmovupd %xmm2, 32(%rdi,%rcx)
	movq %rsi, %rcx
	movb $1, %dil
	movl $0, %esi
	testq %rax, %rax
	je .LBB_1058
.LBB_1033:
	testb $1, %dil
	je .LBB_1550
	testq %rdx, %rdx
	je .LBB_1037
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jae .LBB_1046
.LBB_1036:
	movq %rdx, %rdi
	jmp .LBB_1048
.LBB_1037:
	testq %rcx, %rcx
	je .LBB_1042
	movq %rcx, %rdi
	andq $7, %rdi
	movq %rsi, %rdx
	je .LBB_1043
	xorl %r8d, %r8d
.LBB_1040:
	movq 632(%rdx), %rdx
	incq %r8
	cmpq %r8, %rdi
	jne .LBB_1040
	movq %rcx, %rsi
	subq %r8, %rsi
	cmpq $8, %rcx
	jae .LBB_1044
	jmp .LBB_1045
.LBB_1042:
	movq %rsi, %rdx
	jmp .LBB_1045
.LBB_1043:
	movq %rcx, %rsi
	cmpq $8, %rcx
	jb .LBB_1045
.LBB_1044:
	movq 632(%rdx), %rcx
	addq $-8, %rsi
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rcx
	movq 632(%rcx), %rdx
	jne .LBB_1044
.LBB_1045:
	xorl %esi, %esi
	xorl %ecx, %ecx
	movzwl 626(%rdx), %edi
	cmpq %rdi, %rcx
	jb .LBB_1036
.LBB_1046:
	movq 528(%rdx), %rdi
	testq %rdi, %rdi
	je .LBB_1538
	movzwl 624(%rdx), %ecx
	incq %rsi
	movq %rdi, %rdx
	cmpw 626(%rdi), %cx
	jae .LBB_1046
.LBB_1048:
	testq %rsi, %rsi
	je .LBB_1031
	leaq 640(%rdi,%rcx,8), %r8
	movq %rsi, %r9
	andq $7, %r9
	je .LBB_1053
	xorl %r10d, %r10d
.LBB_1051:
	movq (%r8), %rdx
	incq %r10
	leaq 632(%rdx), %r8
	cmpq %r10, %r9
	jne .LBB_1051
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $8, %rsi
	jb .LBB_1054
.LBB_1055:
	movq (%r8), %rdx
	addq $-8, %r9
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	movq 632(%rdx), %rdx
	leaq 632(%rdx), %r8
	jne .LBB_1055
.LBB_1054:
	xorl %esi, %esi
	jmp .LBB_1032
.LBB_1053:
	movq %rsi, %r9
	cmpq $8, %rsi
	jae .LBB_1055
	jmp .LBB_1054
.LBB_1057:
	xorl %ecx, %ecx
	jmp .LBB_1059
.LBB_1058:
	movq 120(%rsp), %rcx
.LBB_1059:
	addq $16400, 1680(%rsp)
	decq 1672(%rsp)
	movq 88(%rsp), %rdx
	movq 296(%rsp), %rsi
	movq %r12, 1624(%rsp)
	movq %r14, 1632(%rsp)
	xorl %r8d, %r8d
	movq 8(%rsp), %rax
	movq 1040(%rsp), %r12
	leaq (,%rsi,8), %rdi
	movq %rax, 1656(%rsp)
	movq %rdx, 1664(%rsp)
	movq 272(%rsp), %rax
	movq 288(%rsp), %rdx
	movq %rbx, 1640(%rsp)
	movq %r15, 1648(%rsp)
	jmp .LBB_1062
.LBB_1060:
	xorl %r10d, %r10d
.LBB_1061:
	movq %r8, %r9
	shlq $4, %r9
	incq %r8
	movq %r10, 1072(%rsp,%r9)
	movq %r11, 1080(%rsp,%r9)
	cmpq $16, %r8
	je .LBB_1080
.LBB_1062:
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
	jne .LBB_1060
	movq %rsi, %r11
	testq %rsi, %rsi
	je .LBB_1069
	cmpq $1, %rsi
	jne .LBB_1066
	xorl %r11d, %r11d
	jmp .LBB_1068
.LBB_1066:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_1067:
	movq %rbx, %r14
	shrq %r14
	leaq (%r14,%r11), %r15
	cmpq %r9, (%rdx,%r15,8)
	cmovbq %r15, %r11
	subq %r14, %rbx
	cmpq $1, %rbx
	ja .LBB_1067
.LBB_1068:
	cmpq %r9, (%rdx,%r11,8)
	adcq $0, %r11
.LBB_1069:
	shlq $3, %r11
.LBB_1070:
	cmpq %r11, %rdi
	je .LBB_1073
	movq (%rdx,%r11), %rbx
	cmpq %r10, %rbx
	jae .LBB_1073
	movabsq $1151796703138937857, %r14
	addq $8, %r11
	imulq %r14, %rbx
	cmpq %rbp, %rbx
	jb .LBB_1070
	jmp .LBB_1060
.LBB_1073:
	movl $1, %r10d
	testq %rsi, %rsi
	je .LBB_1076
	cmpq $1, %rsi
	jne .LBB_1077
	xorl %r11d, %r11d
	jmp .LBB_1079
.LBB_1076:
	movq $-1, %r11
	jmp .LBB_1061
.LBB_1077:
	movq %rsi, %rbx
	xorl %r11d, %r11d
.LBB_1078:
	movq %rbx, %r15
	shrq %r15
	movq %r11, %r14
	addq %r15, %r11
	cmpq %r9, (%rdx,%r11,8)
	cmovaq %r14, %r11
	subq %r15, %rbx
	cmpq $1, %rbx
	ja .LBB_1078
.LBB_1079:
	cmpq (%rdx,%r11,8), %r9
	sbbq $-1, %r11
	decq %r11
	jmp .LBB_1061
.LBB_1080:
	vmovupd 1072(%rsp), %zmm0
	vmovupd 1136(%rsp), %zmm1
	vmovupd 1200(%rsp), %zmm2
	vmovupd 1264(%rsp), %zmm3
	vmovupd %zmm3, 1888(%rsp)
	vmovupd %zmm2, 1824(%rsp)
	vmovupd %zmm1, 1760(%rsp)
	vmovupd %zmm0, 1696(%rsp)
	testq %r12, %r12
	je .LBB_1422
	movq 1688(%rsp), %r9
	xorl %eax, %eax
	jmp .LBB_1083
.LBB_1082:
	movzbl 16399(%r9), %eax
	movq 24(%rsp), %rcx
	movb %al, 32(%r10)
	movq 128(%rsp), %rax
	movq %rcx, %r9
	cmpq 640(%rsp), %rcx
	je .LBB_1422
.LBB_1083:
	movq 16(%r9), %rdx
	movq %rax, 232(%rsp)
	testq %rdx, %rdx
	js .LBB_1546
	movq (%r9), %r10
	movq 8(%r9), %rsi
	movq %r10, %rax
	orq %rsi, %rax
	js .LBB_1546
	decq %r10
	leaq -1(%rsi), %rax
	cmpq %rax, %r10
	cmovbeq %rax, %r10
	movq 24(%r9), %rax
	testq %rax, %rax
	js .LBB_1546
	movq 32(%r9), %rdi
	movq 40(%r9), %rcx
	movq %rdi, %r8
	orq %rcx, %r8
	js .LBB_1546
	decq %rdi
	decq %rcx
	leaq -1(%rdx,%r10), %rdx
	movq %r9, 64(%rsp)
	cmpq %rcx, %rdi
	cmovaq %rdi, %rcx
	leaq -1(%rax), %rdi
	cmpq %rdi, %rcx
	cmovbeq %rdi, %rcx
	movq 184(%rsp), %rdi
	movq (%rdi), %r8
	movq %rdx, %rdi
	subq %r8, %rdi
	jb .LBB_1091
	movq 192(%rsp), %r10
	movq %rdi, %r9
	movq (%r10), %rdi
	addq %r8, %rdi
	cmpq %rdi, %rdx
	jae .LBB_1091
	movabsq $1151796703138937857, %rdi
	movq %r9, %rdx
	mulxq %rdi, %rbx, %rbx
	shrq $6, %rbx
	movq %rbx, %rdi
	shlq $10, %rdi
	addq %rbx, %rdi
	subq %rdi, %rdx
	movq %rdx, 128(%rsp)
	je .LBB_1091
	movl $1, %r13d
	leaq -1(%rax,%rcx), %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jae .LBB_1092
	jmp .LBB_1095
.LBB_1091:
	xorl %r13d, %r13d
	leaq -1(%rax,%rcx), %rax
	movq %rax, %rcx
	subq %r8, %rcx
	jb .LBB_1095
.LBB_1092:
	movq 192(%rsp), %rdi
	movq %rcx, %rdx
	addq (%rdi), %r8
	cmpq %r8, %rax
	jae .LBB_1095
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rcx, %rcx
	shrq $6, %rcx
	movq %rcx, %rax
	shlq $10, %rax
	addq %rcx, %rax
	subq %rax, %rdx
	movq %rdx, 216(%rsp)
	je .LBB_1095
	movl $1, %eax
	movq %rcx, 256(%rsp)
	movq %rax, 96(%rsp)
	jmp .LBB_1096
.LBB_1095:
	movq $0, 96(%rsp)
.LBB_1096:
	movq 392(%rsp), %r14
	movq 400(%rsp), %r15
	leaq 968(%rsp), %rax
	movq %rax, 904(%rsp)
	leaq 1624(%rsp), %rax
	movq %rax, 912(%rsp)
	leaq 184(%rsp), %rax
	movq %rax, 920(%rsp)
	leaq 904(%rsp), %rdi
	leaq 336(%rsp), %rdx
	movq %rsi, 832(%rsp)
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 64(%rsp), %rax
	movq (%rax), %rsi
	leaq 904(%rsp), %rdi
	leaq 360(%rsp), %rdx
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 352(%rsp), %rax
	movq 376(%rsp), %rcx
	movq 64(%rsp), %r9
	vxorpd %xmm1, %xmm1, %xmm1
	cmpq %r15, %rax
	cmovbq %rax, %r15
	cmpq %r15, %rcx
	cmovbq %rcx, %r15
	testq %r15, %r15
	je .LBB_1111
	movq 344(%rsp), %rax
	movq 368(%rsp), %rcx
	shlq $4, %r15
	cmpq $1, %r15
	movq %r15, %rdx
	adcq $0, %rdx
	testq %r15, %r15
	je .LBB_1102
	movq %r14, %rsi
	subq %rax, %rsi
	movq %r14, %rdi
	cmpq $128, %rsi
	setb %sil
	subq %rcx, %rdi
	cmpq $128, %rdi
	setb %dil
	orb %sil, %dil
	je .LBB_1103
.LBB_1102:
	xorl %edi, %edi
.LBB_1106:
	movq %rdx, %r8
	andq $1, %r8
	movq %rdi, %rsi
	je .LBB_1109
	movq %rdi, %rsi
.LBB_1108:
	vmovsd (%rax,%rsi,8), %xmm0
	decq %r8
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r14,%rsi,8)
	leaq 1(%rsi), %rsi
	jne .LBB_1108
.LBB_1109:
	subq %rdx, %rdi
	cmpq $-8, %rdi
	ja .LBB_1111
.LBB_1110:
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
	jne .LBB_1110
	jmp .LBB_1111
.LBB_1103:
	movq %rdx, %rdi
	andq $-16, %rdi
	xorl %esi, %esi
.LBB_1104:
	vmovupd (%rax,%rsi,8), %zmm0
	vmovupd 64(%rax,%rsi,8), %zmm1
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	addq $16, %rsi
	cmpq %rsi, %rdi
	jne .LBB_1104
	vxorpd %xmm1, %xmm1, %xmm1
	cmpq %rdi, %r15
	jne .LBB_1106
.LBB_1111:
	movq 16(%r9), %r10
	testq %r10, %r10
	js .LBB_1546
	movq 1640(%rsp), %rax
	movq 392(%rsp), %r9
	movq 400(%rsp), %rdx
	movq 1664(%rsp), %rbp
	movq 1648(%rsp), %r12
	movq 416(%rsp), %r8
	movq 424(%rsp), %rcx
	movq %r13, 856(%rsp)
	movq %rax, 48(%rsp)
	movq 128(%rsp), %rax
	movq %rcx, 160(%rsp)
	movq %r12, 32(%rsp)
	movq %rax, 864(%rsp)
	movq %rbx, 872(%rsp)
	cmpq $1, %r10
	jne .LBB_1117
	movq %rdx, %rax
	subq %rbp, %rax
	jb .LBB_1485
	movq 160(%rsp), %rcx
	cmpq %rcx, %rax
	cmovbq %rax, %rcx
	testq %rcx, %rcx
	je .LBB_1185
	movq %rcx, %rax
	movq %rbp, %rcx
	shlq $7, %rcx
	addq %r9, %rcx
	cmpq $8, %rax
	jae .LBB_1122
	xorl %edx, %edx
	jmp .LBB_1180
.LBB_1117:
	leaq 1(%r10), %rax
	vmovupd %zmm1, 1136(%rsp)
	vmovupd %zmm1, 1072(%rsp)
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm1, 720(%rsp)
	imulq %r10, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	leaq 1(%rbp), %rax
	movq %rax, %r14
	subq %r10, %r14
	cmpq %rbp, %rdx
	jbe .LBB_1502
	cmpq %r10, %rax
	jb .LBB_1486
	testq %r10, %r10
	je .LBB_1132
	vmovsd 1120(%rsp), %xmm2
	vmovupd 1072(%rsp), %zmm1
	vmovupd 656(%rsp), %zmm3
	vmovupd 720(%rsp), %zmm4
	movabsq $144115188075855871, %rax
	movb $57, %cl
	shlq $7, %r14
	addq %r10, %rax
	addq %r9, %r14
	bzhiq %rcx, %rax, %rax
	leaq 1(%rax), %rdi
	movl %edi, %ecx
	andl $7, %ecx
	vinsertf128 $1, %xmm2, %ymm0, %ymm2
	vshuff64x2 $68, %zmm2, %zmm1, %zmm1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovhpd 1144(%rsp), %xmm2, %xmm2
	vinsertf32x4 $2, 1104(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 1168(%rsp), %zmm2, %zmm2
	vinsertf32x4 $1, 1152(%rsp), %zmm2, %zmm2
	cmpq $7, %rax
	jae .LBB_1125
	xorl %esi, %esi
	jmp .LBB_1129
.LBB_1122:
	movq %rax, %rdi
	addq %rbp, %rax
	shlq $7, %rax
	addq %rax, %r9
	cmpq %r9, %r8
	jae .LBB_1177
	movq %rdi, %rax
	shlq $7, %rax
	addq %r8, %rax
	cmpq %rax, %rcx
	jae .LBB_1177
	xorl %edx, %edx
	movq %rdi, %rax
	jmp .LBB_1180
.LBB_1125:
	andq $-8, %rdi
	movl $8, %esi
	negq %rdi
.LBB_1126:
	vmovupd (%r14), %zmm6
	vmovupd 64(%r14), %zmm7
	leaq -7(%rsi), %rax
	vmovupd 128(%r14), %zmm8
	vmovupd 192(%r14), %zmm9
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq -6(%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm1, %zmm8, %zmm1
	vaddpd %zmm2, %zmm9, %zmm2
	leaq -5(%rsi), %rax
	vaddpd %zmm10, %zmm3, %zmm3
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%r14), %zmm9
	vmovupd 320(%r14), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm6, %zmm3, %zmm3
	vmovupd 384(%r14), %zmm6
	leaq -4(%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm9, %zmm1
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%r14), %zmm8
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -3(%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%r14), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 448(%r14), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq -2(%rsi), %rax
	vaddpd %zmm2, %zmm8, %zmm2
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%r14), %zmm6
	vmovupd 832(%r14), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -1(%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%r14), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 704(%r14), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm2, %zmm8, %zmm2
	leaq 8(%rdi,%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%r14), %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	addq $8, %rsi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 960(%r14), %zmm7
	addq $1024, %r14
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq $8, %rax
	jne .LBB_1126
	vmovupd %zmm3, 656(%rsp)
	vmovupd %zmm4, 720(%rsp)
	testq %rcx, %rcx
	je .LBB_1131
	addq $-8, %rsi
.LBB_1129:
	incq %rsi
	shll $7, %ecx
	xorl %eax, %eax
.LBB_1130:
	vmovupd (%r14,%rax), %zmm6
	vcvtsi2sd %rsi, %xmm15, %xmm5
	incq %rsi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd %zmm3, 656(%rsp)
	vmovupd 64(%r14,%rax), %zmm6
	subq $-128, %rax
	vmulpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm2, %zmm6, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd %zmm4, 720(%rsp)
	cmpq %rax, %rcx
	jne .LBB_1130
.LBB_1131:
	vmovupd %zmm1, 1072(%rsp)
	vmovupd %zmm2, 1136(%rsp)
.LBB_1132:
	movq %r10, 1552(%rsp)
	movq %r9, 224(%rsp)
	movq 160(%rsp), %rax
	testq %rax, %rax
	je .LBB_1561
	vmovupd 656(%rsp), %zmm1
	vbroadcastsd %xmm0, %zmm2
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, (%r8)
	vmovupd 720(%rsp), %zmm1
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, 64(%r8)
	cmpq $1, %rax
	je .LBB_1185
	vmovsd .LCPI_3(%rip), %xmm2
	movb %r13b, 248(%rsp)
	movq %r12, %rax
	shlq $4, %rax
	movb $57, %cl
	addq 48(%rsp), %rax
	movq 1552(%rsp), %rsi
	testq %r13, %r13
	movq %rax, 16(%rsp)
	leaq 864(%rsp), %rax
	vcvtsi2sd %rsi, %xmm15, %xmm1
	movq %rsi, %r10
	cmovneq %rax, %r13
	movabsq $144115188075855871, %rax
	negq %r10
	vdivsd %xmm0, %xmm2, %xmm2
	addq %rsi, %rax
	movq %r13, 848(%rsp)
	bzhiq %rcx, %rax, %rax
	leaq 1(%rax), %r9
	movq %rax, 144(%rsp)
	movabsq $288230376151711736, %rax
	vbroadcastsd %xmm1, %zmm1
	movl %r9d, %edi
	andq %rax, %r9
	leaq 64(%r8), %rax
	andl $7, %edi
	movq %rax, 264(%rsp)
	movq 224(%rsp), %rcx
	leaq 64(%rcx), %rax
	movq %rax, 112(%rsp)
	movq %rbp, %rax
	shlq $7, %rax
	leaq 64(%rcx,%rax), %rax
	movq %rbp, %rcx
	subq %rsi, %rcx
	movl $1, %esi
	vbroadcastsd %xmm2, %zmm2
	movq %rax, 1336(%rsp)
	movq %r10, 104(%rsp)
	movq %rcx, 240(%rsp)
	movl %edi, %ecx
	shll $7, %ecx
	movq %rdi, 40(%rsp)
	xorl %edi, %edi
	movq %r8, 208(%rsp)
	jmp .LBB_1136
.LBB_1135:
	movq 24(%rsp), %rax
	movq 32(%rsp), %r12
	movq %rax, %rsi
	cmpq 160(%rsp), %rax
	jae .LBB_1185
.LBB_1136:
	cmpq %r12, %rdi
	jae .LBB_1141
	movq %rdi, %r8
	shlq $4, %r8
	addq 48(%rsp), %r8
.LBB_1138:
	movq (%r8), %rax
	cmpq %rsi, %rax
	jae .LBB_1142
	incq %rdi
	addq $16, %r8
	cmpq %rdi, %r12
	jne .LBB_1138
	movq %r12, %rdi
	xorl %r8d, %r8d
	jmp .LBB_1143
.LBB_1141:
	xorl %r8d, %r8d
	jmp .LBB_1143
.LBB_1142:
	movl $1, %r8d
.LBB_1143:
	cmpq %rsi, 128(%rsp)
	setae %r10b
	andb 248(%rsp), %r10b
	testq %r8, %r8
	jne .LBB_1145
	movq 160(%rsp), %r11
	testb %r10b, %r10b
	je .LBB_1149
.LBB_1145:
	movq 128(%rsp), %r14
	movzbl %r10b, %ebx
	movl $2, %r10d
	subq %r8, %r10
	testb %r8b, %r8b
	movq %r10, 784(%rsp)
	movq $2, 792(%rsp)
	movq %r8, 800(%rsp)
	movq %rax, 808(%rsp)
	movq %rbx, 816(%rsp)
	movq %r14, %r11
	cmovneq %rax, %r11
	movq %r14, 824(%rsp)
	testq %r8, %r8
	je .LBB_1149
	je .LBB_1149
	shll $4, %r8d
	leaq 840(%rsp), %rax
	subq %r8, %rax
.LBB_1148:
	movq %r11, %r8
	movq (%rax), %r11
	incq %r10
	cmpq %r11, %r8
	cmovbq %r8, %r11
	cmpb $0, -8(%rax)
	cmoveq %r8, %r11
	addq $16, %rax
	cmpq $2, %r10
	jne .LBB_1148
.LBB_1149:
	movq 160(%rsp), %r8
	vmovupd 656(%rsp), %zmm3
	vmovupd 720(%rsp), %zmm4
	vmovupd 1072(%rsp), %zmm5
	vmovupd 1136(%rsp), %zmm6
	leaq 1(%r11), %rax
	movq %rax, 24(%rsp)
	cmpq %rax, %r8
	cmovbq %r8, %rax
	subq %rsi, %rax
	jbe .LBB_1154
	movq %rsi, %r8
	leaq (%rbp,%rsi), %r15
	addq 240(%rsp), %rsi
	movq 264(%rsp), %r10
	shlq $7, %r8
	xorl %ebx, %ebx
	shlq $7, %rsi
	addq %r8, %r10
	addq 1336(%rsp), %r8
	addq 112(%rsp), %rsi
.LBB_1151:
	cmpq %rdx, %r15
	jae .LBB_1534
	movq 104(%rsp), %r14
	addq %r15, %r14
	cmpq %rdx, %r14
	jae .LBB_1515
	vmovupd -64(%r8,%rbx), %zmm7
	incq %r15
	vaddpd %zmm5, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vsubpd -64(%rsi,%rbx), %zmm8, %zmm5
	vmulpd %zmm3, %zmm2, %zmm7
	vmovupd %zmm7, -64(%r10,%rbx)
	vmovupd (%r8,%rbx), %zmm7
	vaddpd %zmm6, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vsubpd (%rsi,%rbx), %zmm8, %zmm6
	vmulpd %zmm4, %zmm2, %zmm7
	vmovupd %zmm7, (%r10,%rbx)
	subq $-128, %rbx
	decq %rax
	jne .LBB_1151
	jmp .LBB_1155
.LBB_1154:
	vmovddup 1080(%rsp), %xmm7
	vmovsd %xmm5, %xmm7, %xmm5
	vmovddup 1144(%rsp), %xmm7
	vshuff64x2 $68, 1104(%rsp), %zmm5, %zmm5
	vinsertf32x4 $1, 1088(%rsp), %zmm5, %zmm5
	vmovsd %xmm6, %xmm7, %xmm6
	vinsertf64x4 $1, 1168(%rsp), %zmm6, %zmm6
	vinsertf32x4 $1, 1152(%rsp), %zmm6, %zmm6
.LBB_1155:
	movq 208(%rsp), %r10
	vmovupd %zmm3, 656(%rsp)
	vmovupd %zmm5, 1072(%rsp)
	vmovupd %zmm4, 720(%rsp)
	vmovupd %zmm6, 1136(%rsp)
	cmpq 160(%rsp), %r11
	jae .LBB_1185
	cmpq %r12, %rdi
	ja .LBB_1455
	leaq 1(%r11,%rbp), %r14
	movq %rdi, %rax
	shlq $4, %rax
	addq 48(%rsp), %rax
	leaq (%r11,%rbp), %rsi
	movq %r14, 56(%rsp)
	subq 1552(%rsp), %r14
	movq %rsi, 840(%rsp)
	setb %r8b
	cmpq %rdx, %rsi
	setae %bl
	movq %r14, %rsi
	shlq $7, %rsi
	addq 224(%rsp), %rsi
	xorl %r12d, %r12d
	orb %r8b, %bl
	movq %rsi, 928(%rsp)
	movq %r11, %rsi
	shlq $7, %rsi
	movb %bl, 1472(%rsp)
	addq %r10, %rsi
	movq 848(%rsp), %r10
	jmp .LBB_1160
.LBB_1158:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r15
	jae .LBB_1542
.LBB_1159:
	vmovsd %xmm4, 656(%rsp,%r15,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 1072(%rsp,%r15,8)
	movq %r13, %r10
	movq %r8, %rax
	vmovsd %xmm4, (%rsi,%r15,8)
.LBB_1160:
	testb %r12b, %r12b
	je .LBB_1169
	movq %rax, %r8
.LBB_1162:
	testq %r10, %r10
	je .LBB_1135
	cmpq %r11, (%r10)
	jne .LBB_1135
	movb $2, %r12b
	xorl %r13d, %r13d
	movq %r10, %rax
	cmpb $0, 1472(%rsp)
	jne .LBB_1438
.LBB_1165:
	movq 8(%rax), %r15
	cmpq $0, 1552(%rsp)
	je .LBB_1158
	cmpq $15, %r15
	ja .LBB_1537
	cmpq $7, 144(%rsp)
	jae .LBB_1172
	movq 928(%rsp), %rax
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
	jmp .LBB_1175
.LBB_1169:
	movq 16(%rsp), %rbx
	movq %rbx, %r8
	cmpq %rbx, %rax
	je .LBB_1162
	leaq 16(%rax), %r8
	cmpq %r11, (%rax)
	jne .LBB_1162
	xorl %r12d, %r12d
	movq %r10, %r13
	cmpb $0, 1472(%rsp)
	je .LBB_1165
	jmp .LBB_1438
.LBB_1172:
	movq 928(%rsp), %rax
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
.LBB_1173:
	vmovsd (%rax,%r15,8), %xmm6
	leaq 1(%r10), %rbx
	vmovsd 128(%rax,%r15,8), %xmm7
	vmovsd 512(%rax,%r15,8), %xmm8
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 2(%r10), %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rax,%r15,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 3(%r10), %rbx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rax,%r15,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 4(%r10), %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 5(%r10), %rbx
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rax,%r15,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 6(%r10), %rbx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rax,%r15,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 7(%r10), %rbx
	addq $8, %r10
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rax,%r15,8), %xmm7
	addq $1024, %rax
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r10, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r10, %r9
	jne .LBB_1173
	cmpq $0, 40(%rsp)
	je .LBB_1159
.LBB_1175:
	leaq (%rax,%r15,8), %rax
	incq %r10
	xorl %ebx, %ebx
.LBB_1176:
	vmovsd (%rax,%rbx), %xmm6
	vcvtsi2sd %r10, %xmm15, %xmm5
	incq %r10
	subq $-128, %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rbx, %rcx
	jne .LBB_1176
	jmp .LBB_1159
.LBB_1177:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vpbroadcastq .LCPI_5(%rip), %zmm4
	movq %rdi, %rdx
	andq $-8, %rdx
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rdi, %rax
	movq %rdx, %rsi
.LBB_1178:
	vpsllq $7, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpaddq %zmm4, %zmm0, %zmm0
	addq $-8, %rsi
	vgatherqpd (%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, (%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 8(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 16(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 24(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 32(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 40(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 48(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 56(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 64(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 72(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 80(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 88(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 96(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 104(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 112(%r8,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 120(%r8,%zmm1) {%k1}
	jne .LBB_1178
	cmpq %rdx, %rax
	je .LBB_1185
.LBB_1180:
	movq %rax, %rdi
	movq %rdx, %rax
	orq $1, %rax
	movq %rdi, %rsi
	testb $1, %dil
	je .LBB_1182
	shlq $7, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%r8,%rdx)
	vaddsd 8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 8(%r8,%rdx)
	vaddsd 16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 16(%r8,%rdx)
	vaddsd 24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 24(%r8,%rdx)
	vaddsd 32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 32(%r8,%rdx)
	vaddsd 40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 40(%r8,%rdx)
	vaddsd 48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 48(%r8,%rdx)
	vaddsd 56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 56(%r8,%rdx)
	vaddsd 64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 64(%r8,%rdx)
	vaddsd 72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 72(%r8,%rdx)
	vaddsd 80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 80(%r8,%rdx)
	vaddsd 88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 88(%r8,%rdx)
	vaddsd 96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 96(%r8,%rdx)
	vaddsd 104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 104(%r8,%rdx)
	vaddsd 112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 112(%r8,%rdx)
	vaddsd 120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 120(%r8,%rdx)
	movq %rax, %rdx
.LBB_1182:
	cmpq %rax, %rsi
	je .LBB_1185
	movq %rsi, %rax
	subq %rdx, %rax
	shlq $7, %rdx
	addq $248, %rdx
.LBB_1184:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -248(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -248(%r8,%rdx)
	vaddsd -240(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -240(%r8,%rdx)
	vaddsd -232(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -232(%r8,%rdx)
	vaddsd -224(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -224(%r8,%rdx)
	vaddsd -216(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -216(%r8,%rdx)
	vaddsd -208(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -208(%r8,%rdx)
	vaddsd -200(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -200(%r8,%rdx)
	vaddsd -192(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -192(%r8,%rdx)
	vaddsd -184(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -184(%r8,%rdx)
	vaddsd -176(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -176(%r8,%rdx)
	vaddsd -168(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -168(%r8,%rdx)
	vaddsd -160(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -160(%r8,%rdx)
	vaddsd -152(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -152(%r8,%rdx)
	vaddsd -144(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -144(%r8,%rdx)
	vaddsd -136(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -136(%r8,%rdx)
	vaddsd -128(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -128(%r8,%rdx)
	vaddsd -120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%r8,%rdx)
	vaddsd -112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%r8,%rdx)
	vaddsd -104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%r8,%rdx)
	vaddsd -96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%r8,%rdx)
	vaddsd -88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%r8,%rdx)
	vaddsd -80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%r8,%rdx)
	vaddsd -72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%r8,%rdx)
	vaddsd -64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%r8,%rdx)
	vaddsd -56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%r8,%rdx)
	vaddsd -48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%r8,%rdx)
	vaddsd -40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%r8,%rdx)
	vaddsd -32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%r8,%rdx)
	vaddsd -24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%r8,%rdx)
	vaddsd -16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%r8,%rdx)
	vaddsd -8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%r8,%rdx)
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%r8,%rdx)
	addq $256, %rdx
	addq $-2, %rax
	jne .LBB_1184
.LBB_1185:
	movq 64(%rsp), %rax
	movq 392(%rsp), %r14
	movq 400(%rsp), %rbx
	movq 32(%rax), %rsi
	leaq 904(%rsp), %rdi
	leaq 360(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	vbroadcastsd .LCPI_6(%rip), %zmm2
	movq 376(%rsp), %rax
	vmovsd .LCPI_6(%rip), %xmm4
	shlq $4, %rbx
	shlq $4, %rax
	cmpq %rbx, %rax
	cmovaeq %rbx, %rax
	testq %rax, %rax
	je .LBB_1197
	movq 368(%rsp), %rcx
	movq %r14, %rdx
	subq %rcx, %rdx
	cmpq $256, %rdx
	jae .LBB_1190
	xorl %edx, %edx
.LBB_1189:
	vmulsd (%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, (%r14,%rdx,8)
	vmulsd 8(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 8(%r14,%rdx,8)
	vmulsd 16(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 16(%r14,%rdx,8)
	vmulsd 24(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 24(%r14,%rdx,8)
	vmulsd 32(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 32(%r14,%rdx,8)
	vmulsd 40(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 40(%r14,%rdx,8)
	vmulsd 48(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 48(%r14,%rdx,8)
	vmulsd 56(%rcx,%rdx,8), %xmm4, %xmm0
	vmovsd %xmm0, 56(%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_1189
	jmp .LBB_1197
.LBB_1190:
	cmpq $32, %rax
	jae .LBB_1192
	xorl %edx, %edx
	jmp .LBB_1196
.LBB_1192:
	movabsq $9223372036854775776, %rsi
	movq %rax, %rdx
	andq %rsi, %rdx
	xorl %esi, %esi
.LBB_1193:
	vmulpd (%rcx,%rsi,8), %zmm2, %zmm0
	vmulpd 64(%rcx,%rsi,8), %zmm2, %zmm1
	vmulpd 128(%rcx,%rsi,8), %zmm2, %zmm2
	vbroadcastsd .LCPI_6(%rip), %zmm3
	vmulpd 192(%rcx,%rsi,8), %zmm3, %zmm3
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	vmovupd %zmm2, 128(%r14,%rsi,8)
	vbroadcastsd .LCPI_6(%rip), %zmm2
	vmovupd %zmm3, 192(%r14,%rsi,8)
	addq $32, %rsi
	cmpq %rsi, %rdx
	jne .LBB_1193
	cmpq %rdx, %rax
	je .LBB_1197
	testb $16, %al
	je .LBB_1189
.LBB_1196:
	vmulpd (%rcx,%rdx,8), %zmm2, %zmm0
	vmovupd %zmm0, (%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_1196
.LBB_1197:
	movq 64(%rsp), %rax
	movq 40(%rax), %rsi
	leaq 904(%rsp), %rdi
	leaq 360(%rsp), %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq 376(%rsp), %rax
	movq 832(%rsp), %rdi
	shlq $4, %rax
	cmpq %rbx, %rax
	cmovaeq %rbx, %rax
	testq %rax, %rax
	je .LBB_1209
	movq 368(%rsp), %rcx
	leaq (%r14,%rax,8), %rdx
	leaq (%rcx,%rax,8), %rsi
	cmpq %rsi, %r14
	setb %sil
	cmpq %rdx, %rcx
	setb %dl
	testb %dl, %sil
	je .LBB_1202
	xorl %edx, %edx
.LBB_1201:
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
	jne .LBB_1201
	jmp .LBB_1209
.LBB_1202:
	cmpq $32, %rax
	jae .LBB_1204
	xorl %edx, %edx
	jmp .LBB_1208
.LBB_1204:
	movabsq $9223372036854775776, %rsi
	movq %rax, %rdx
	andq %rsi, %rdx
	xorl %esi, %esi
.LBB_1205:
	vmovupd (%r14,%rsi,8), %zmm0
	vmovupd 64(%r14,%rsi,8), %zmm1
	vmovupd 128(%r14,%rsi,8), %zmm2
	vmovupd 192(%r14,%rsi,8), %zmm3
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vsubpd 128(%rcx,%rsi,8), %zmm2, %zmm2
	vsubpd 192(%rcx,%rsi,8), %zmm3, %zmm3
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	vmovupd %zmm2, 128(%r14,%rsi,8)
	vmovupd %zmm3, 192(%r14,%rsi,8)
	addq $32, %rsi
	cmpq %rsi, %rdx
	jne .LBB_1205
	cmpq %rdx, %rax
	je .LBB_1209
	testb $16, %al
	je .LBB_1201
.LBB_1208:
	vmovupd (%r14,%rdx,8), %zmm0
	vsubpd (%rcx,%rdx,8), %zmm0, %zmm0
	vmovupd %zmm0, (%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_1208
.LBB_1209:
	movq 64(%rsp), %rax
	leaq 336(%rsp), %rcx
	movq 24(%rax), %r8
	cmpq %rdi, %r8
	je .LBB_1211
	leaq 360(%rsp), %r15
	leaq 904(%rsp), %rdi
	movq %r8, %rsi
	movq %r8, %r13
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	movq %r13, %r8
	movq %r15, %rcx
.LBB_1211:
	movq 16(%rcx), %rax
	shlq $4, %rax
	cmpq %rbx, %rax
	cmovaeq %rbx, %rax
	testq %rax, %rax
	je .LBB_1223
	movq 8(%rcx), %rcx
	leaq (%rcx,%rax,8), %rdx
	cmpq %rdx, %r14
	jae .LBB_1216
	leaq (%r14,%rax,8), %rdx
	cmpq %rdx, %rcx
	jae .LBB_1216
	xorl %edx, %edx
.LBB_1215:
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
	jne .LBB_1215
	jmp .LBB_1223
.LBB_1216:
	cmpq $32, %rax
	jae .LBB_1218
	xorl %edx, %edx
	jmp .LBB_1222
.LBB_1218:
	movabsq $9223372036854775776, %rsi
	movq %rax, %rdx
	andq %rsi, %rdx
	xorl %esi, %esi
.LBB_1219:
	vmovupd (%r14,%rsi,8), %zmm0
	vmovupd 64(%r14,%rsi,8), %zmm1
	vmovupd 128(%r14,%rsi,8), %zmm2
	vmovupd 192(%r14,%rsi,8), %zmm3
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vsubpd 128(%rcx,%rsi,8), %zmm2, %zmm2
	vsubpd 192(%rcx,%rsi,8), %zmm3, %zmm3
	vmovupd %zmm0, (%r14,%rsi,8)
	vmovupd %zmm1, 64(%r14,%rsi,8)
	vmovupd %zmm2, 128(%r14,%rsi,8)
	vmovupd %zmm3, 192(%r14,%rsi,8)
	addq $32, %rsi
	cmpq %rsi, %rdx
	jne .LBB_1219
	cmpq %rdx, %rax
	je .LBB_1223
	testb $16, %al
	je .LBB_1215
.LBB_1222:
	vmovupd (%r14,%rdx,8), %zmm0
	vsubpd (%rcx,%rdx,8), %zmm0, %zmm0
	vmovupd %zmm0, (%r14,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_1222
.LBB_1223:
	vxorpd %xmm1, %xmm1, %xmm1
	testq %r8, %r8
	js .LBB_1546
	movq 96(%rsp), %rax
	movq 216(%rsp), %rsi
	movq 392(%rsp), %r9
	movq 400(%rsp), %rdx
	movq 256(%rsp), %rcx
	movq 440(%rsp), %r10
	movq %rax, 856(%rsp)
	movq %rsi, 864(%rsp)
	movq 448(%rsp), %rsi
	movq %rcx, 872(%rsp)
	cmpq $1, %r8
	jne .LBB_1229
	movq %rdx, %rax
	subq %rbp, %rax
	jb .LBB_1485
	cmpq %rsi, %rax
	cmovbq %rax, %rsi
	testq %rsi, %rsi
	je .LBB_1297
	movq %rbp, %rcx
	shlq $7, %rcx
	addq %r9, %rcx
	cmpq $8, %rsi
	jb .LBB_1228
	addq %rsi, %rbp
	shlq $7, %rbp
	addq %rbp, %r9
	cmpq %r9, %r10
	jae .LBB_1289
	movq %rsi, %rax
	shlq $7, %rax
	addq %r10, %rax
	cmpq %rax, %rcx
	jae .LBB_1289
.LBB_1228:
	xorl %edx, %edx
.LBB_1292:
	movq %rdx, %rax
	orq $1, %rax
	testb $1, %sil
	je .LBB_1294
	shlq $7, %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%r10,%rdx)
	vaddsd 8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 8(%r10,%rdx)
	vaddsd 16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 16(%r10,%rdx)
	vaddsd 24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 24(%r10,%rdx)
	vaddsd 32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 32(%r10,%rdx)
	vaddsd 40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 40(%r10,%rdx)
	vaddsd 48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 48(%r10,%rdx)
	vaddsd 56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 56(%r10,%rdx)
	vaddsd 64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 64(%r10,%rdx)
	vaddsd 72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 72(%r10,%rdx)
	vaddsd 80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 80(%r10,%rdx)
	vaddsd 88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 88(%r10,%rdx)
	vaddsd 96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 96(%r10,%rdx)
	vaddsd 104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 104(%r10,%rdx)
	vaddsd 112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 112(%r10,%rdx)
	vaddsd 120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, 120(%r10,%rdx)
	movq %rax, %rdx
.LBB_1294:
	cmpq %rax, %rsi
	je .LBB_1297
	subq %rdx, %rsi
	shlq $7, %rdx
	addq $248, %rdx
.LBB_1296:
	vxorpd %xmm1, %xmm1, %xmm1
	vaddsd -248(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -248(%r10,%rdx)
	vaddsd -240(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -240(%r10,%rdx)
	vaddsd -232(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -232(%r10,%rdx)
	vaddsd -224(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -224(%r10,%rdx)
	vaddsd -216(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -216(%r10,%rdx)
	vaddsd -208(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -208(%r10,%rdx)
	vaddsd -200(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -200(%r10,%rdx)
	vaddsd -192(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -192(%r10,%rdx)
	vaddsd -184(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -184(%r10,%rdx)
	vaddsd -176(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -176(%r10,%rdx)
	vaddsd -168(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -168(%r10,%rdx)
	vaddsd -160(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -160(%r10,%rdx)
	vaddsd -152(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -152(%r10,%rdx)
	vaddsd -144(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -144(%r10,%rdx)
	vaddsd -136(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -136(%r10,%rdx)
	vaddsd -128(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -128(%r10,%rdx)
	vaddsd -120(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -120(%r10,%rdx)
	vaddsd -112(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -112(%r10,%rdx)
	vaddsd -104(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -104(%r10,%rdx)
	vaddsd -96(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -96(%r10,%rdx)
	vaddsd -88(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -88(%r10,%rdx)
	vaddsd -80(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -80(%r10,%rdx)
	vaddsd -72(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -72(%r10,%rdx)
	vaddsd -64(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -64(%r10,%rdx)
	vaddsd -56(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -56(%r10,%rdx)
	vaddsd -48(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -48(%r10,%rdx)
	vaddsd -40(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -40(%r10,%rdx)
	vaddsd -32(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -32(%r10,%rdx)
	vaddsd -24(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -24(%r10,%rdx)
	vaddsd -16(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -16(%r10,%rdx)
	vaddsd -8(%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, -8(%r10,%rdx)
	vaddsd (%rcx,%rdx), %xmm1, %xmm0
	vmovsd %xmm0, (%r10,%rdx)
	addq $256, %rdx
	addq $-2, %rsi
	jne .LBB_1296
	jmp .LBB_1297
.LBB_1229:
	leaq 1(%r8), %rax
	vmovupd %zmm1, 1136(%rsp)
	vmovupd %zmm1, 1072(%rsp)
	vmovupd %zmm1, 656(%rsp)
	vmovupd %zmm1, 720(%rsp)
	imulq %r8, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	leaq 1(%rbp), %rax
	movq %rax, %r14
	subq %r8, %r14
	cmpq %rbp, %rdx
	jbe .LBB_1502
	cmpq %r8, %rax
	jb .LBB_1486
	movq %rsi, 160(%rsp)
	testq %r8, %r8
	je .LBB_1244
	vmovsd 1120(%rsp), %xmm2
	vmovupd 1072(%rsp), %zmm1
	vmovupd 656(%rsp), %zmm3
	vmovupd 720(%rsp), %zmm4
	movabsq $144115188075855871, %rax
	movb $57, %cl
	shlq $7, %r14
	addq %r8, %rax
	addq %r9, %r14
	bzhiq %rcx, %rax, %rax
	leaq 1(%rax), %rdi
	movl %edi, %ecx
	andl $7, %ecx
	vinsertf128 $1, %xmm2, %ymm0, %ymm2
	vshuff64x2 $68, %zmm2, %zmm1, %zmm1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovhpd 1144(%rsp), %xmm2, %xmm2
	vinsertf32x4 $2, 1104(%rsp), %zmm1, %zmm1
	vinsertf64x4 $1, 1168(%rsp), %zmm2, %zmm2
	vinsertf32x4 $1, 1152(%rsp), %zmm2, %zmm2
	cmpq $7, %rax
	jae .LBB_1237
	xorl %esi, %esi
	jmp .LBB_1241
.LBB_1237:
	andq $-8, %rdi
	movl $8, %esi
	negq %rdi
.LBB_1238:
	vmovupd (%r14), %zmm6
	vmovupd 64(%r14), %zmm7
	leaq -7(%rsi), %rax
	vmovupd 128(%r14), %zmm8
	vmovupd 192(%r14), %zmm9
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq -6(%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm10
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm1, %zmm8, %zmm1
	vaddpd %zmm2, %zmm9, %zmm2
	leaq -5(%rsi), %rax
	vaddpd %zmm10, %zmm3, %zmm3
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm8, %zmm6
	vmulpd %zmm5, %zmm9, %zmm5
	vmovupd 256(%r14), %zmm9
	vmovupd 320(%r14), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm6, %zmm3, %zmm3
	vmovupd 384(%r14), %zmm6
	leaq -4(%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm9, %zmm1
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd %zmm5, %zmm9, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 576(%r14), %zmm8
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -3(%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 512(%r14), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 448(%r14), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	leaq -2(%rsi), %rax
	vaddpd %zmm2, %zmm8, %zmm2
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 640(%r14), %zmm6
	vmovupd 832(%r14), %zmm8
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	leaq -1(%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vmovupd 768(%r14), %zmm6
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 704(%r14), %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rax, %xmm15, %xmm5
	vaddpd %zmm2, %zmm8, %zmm2
	leaq 8(%rdi,%rsi), %rax
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm5, %zmm8, %zmm5
	vmovupd 896(%r14), %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vaddpd %zmm7, %zmm3, %zmm3
	addq $8, %rsi
	vbroadcastsd %xmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd 960(%r14), %zmm7
	addq $1024, %r14
	vmulpd %zmm5, %zmm7, %zmm5
	vaddpd %zmm2, %zmm7, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq $8, %rax
	jne .LBB_1238
	vmovupd %zmm3, 656(%rsp)
	vmovupd %zmm4, 720(%rsp)
	testq %rcx, %rcx
	je .LBB_1243
	addq $-8, %rsi
.LBB_1241:
	incq %rsi
	shll $7, %ecx
	xorl %eax, %eax
.LBB_1242:
	vmovupd (%r14,%rax), %zmm6
	vcvtsi2sd %rsi, %xmm15, %xmm5
	incq %rsi
	vbroadcastsd %xmm5, %zmm5
	vmulpd %zmm5, %zmm6, %zmm7
	vaddpd %zmm1, %zmm6, %zmm1
	vaddpd %zmm7, %zmm3, %zmm3
	vmovupd %zmm3, 656(%rsp)
	vmovupd 64(%r14,%rax), %zmm6
	subq $-128, %rax
	vmulpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm2, %zmm6, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd %zmm4, 720(%rsp)
	cmpq %rax, %rcx
	jne .LBB_1242
.LBB_1243:
	movq 160(%rsp), %rsi
	vmovupd %zmm1, 1072(%rsp)
	vmovupd %zmm2, 1136(%rsp)
.LBB_1244:
	movq %r9, 128(%rsp)
	movq %r8, 1552(%rsp)
	testq %rsi, %rsi
	je .LBB_1561
	vmovupd 656(%rsp), %zmm1
	vbroadcastsd %xmm0, %zmm2
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, (%r10)
	vmovupd 720(%rsp), %zmm1
	vdivpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm1, 64(%r10)
	cmpq $1, %rsi
	jne .LBB_1246
.LBB_1297:
	movq 1008(%rsp), %rsi
	movq 232(%rsp), %r15
	cmpq %rsi, %r15
	jae .LBB_1562
	movq 1000(%rsp), %rax
	leaq (%r15,%r15,2), %rcx
	movq 120(%rsp), %r8
	movq 272(%rsp), %r9
	movq 8(%rax,%rcx,8), %rdx
	movq 16(%rax,%rcx,8), %rcx
	movq %r8, 32(%rsp)
	leaq 1696(%rsp), %r8
	movq %r9, 144(%rsp)
	movq %r8, 656(%rsp)
	movq %rdx, 104(%rsp)
	movq %rdx, 664(%rsp)
	movq %rcx, 40(%rsp)
	movq %rcx, 672(%rsp)
	leaq 1072(%rsp), %rdi
	leaq 656(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	vmovups 1072(%rsp), %zmm0
	vmovups 1136(%rsp), %zmm1
	movq 64(%rsp), %rbp
	xorl %r15d, %r15d
	leaq 48(%rbp), %rax
	movq %rax, 24(%rsp)
	movq 232(%rsp), %rax
	vmovups %zmm0, 656(%rsp)
	vmovups %zmm1, 720(%rsp)
	vmovsd 656(%rsp), %xmm0
	vmovupd 664(%rsp), %zmm4
	vmovupd 728(%rsp), %ymm3
	vmovsd 760(%rsp), %xmm2
	vmovapd 768(%rsp), %xmm1
	incq %rax
	movq %rax, 128(%rsp)
	vmovsd %xmm0, 1552(%rsp)
	vmovupd %zmm4, 1472(%rsp)
	vmovupd %ymm3, 928(%rsp)
	vmovsd %xmm2, 16(%rsp)
	vmovapd %xmm1, 160(%rsp)
	jmp .LBB_1301
.LBB_1300:
	movq 1040(%rsp), %rsi
	incq %r15
	cmpq $1025, %r15
	je .LBB_1309
.LBB_1301:
	movq 448(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_1539
	movq 424(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_1540
	movq 440(%rsp), %rcx
	movq 416(%rsp), %rdx
	movq %r15, %r14
	shlq $7, %r14
	vbroadcastsd .LCPI_7(%rip), %zmm3
	vmovsd 1552(%rsp), %xmm1
	xorl %eax, %eax
	vmovsd 16(%rsp), %xmm4
	addq %r14, %rcx
	addq %r14, %rdx
	vmovsd (%rcx), %xmm0
	vmovupd 8(%rcx), %zmm5
	vmovsd 104(%rcx), %xmm2
	vsubsd (%rdx), %xmm0, %xmm0
	vsubsd 104(%rdx), %xmm2, %xmm2
	vandpd %xmm3, %xmm0, %xmm0
	vandpd %xmm3, %xmm2, %xmm2
	vucomisd %xmm0, %xmm1
	vsubpd 8(%rdx), %zmm5, %zmm0
	vmovupd 72(%rcx), %ymm1
	vsubpd 72(%rdx), %ymm1, %ymm1
	setae %al
	xorl %esi, %esi
	vucomisd %xmm2, %xmm4
	vmovupd 112(%rcx), %xmm2
	vsubpd 112(%rdx), %xmm2, %xmm2
	setae %sil
	shll $13, %esi
	vandpd %zmm3, %zmm0, %zmm0
	vcmplepd 1472(%rsp), %zmm0, %k1
	vandpd %ymm3, %ymm1, %ymm1
	vandpd %xmm3, %xmm2, %xmm2
	vmovdqa64 .LCPI_8(%rip), %zmm0 {%k1} {z}
	vcmplepd 928(%rsp), %ymm1, %k1
	vextracti64x4 $1, %zmm0, %ymm3
	vmovdqa64 .LCPI_9(%rip), %ymm1 {%k1} {z}
	vcmplepd 160(%rsp), %xmm2, %k1
	vpternlogq $254, %zmm1, %zmm0, %zmm3
	vmovdqa64 .LCPI_10(%rip), %xmm2 {%k1} {z}
	vextracti128 $1, %ymm3, %xmm0
	vpor %xmm0, %xmm3, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %rcx
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %rbx
	orq %rsi, %rbx
	orq %rcx, %rbx
	orq %rax, %rbx
	je .LBB_1300
	movq 32(%rsp), %rax
	leaq (%r15,%rax), %r12
.LBB_1305:
	tzcntq %rbx, %r13
	movl %r13d, %edx
	shll $10, %edx
	orq %r13, %rdx
	addq %r12, %rdx
	leaq 1344(%rsp), %rdi
	movq %rbp, %rsi
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 424(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_1480
	movq 416(%rsp), %rax
	addq %r14, %rax
	vmovq %xmm0, (%rax,%r13,8)
	movq 448(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_1481
	movq 440(%rsp), %rax
	blsrq %rbx, %rbx
	addq %r14, %rax
	vmovq %xmm1, (%rax,%r13,8)
	testq %rbx, %rbx
	jne .LBB_1305
	jmp .LBB_1300
.LBB_1309:
	movq 32(%rsp), %rax
	movq %rax, %r13
	addq $1025, %rax
	negq %r13
	movq %rax, 16(%rsp)
	xorl %eax, %eax
	movq $0, 160(%rsp)
	jmp .LBB_1311
.LBB_1310:
	movq 48(%rsp), %rax
	addq $8, 160(%rsp)
	addq $1025, 16(%rsp)
	addq $-1025, %r13
	incq %rax
	cmpq $16, %rax
	je .LBB_1333
.LBB_1311:
	movq %rax, %r14
	shlq $10, %r14
	movq %rax, 48(%rsp)
	addq %rax, %r14
	addq 32(%rsp), %r14
	cmpq 144(%rsp), %r14
	jae .LBB_1310
	movq 48(%rsp), %rax
	vpxor %xmm1, %xmm1, %xmm1
	vmovsd 656(%rsp,%rax,8), %xmm0
	vucomisd %xmm1, %xmm0
	jae .LBB_1310
	movq 144(%rsp), %rax
	leaq 1025(%r14), %r8
	cmpq %r8, %rax
	cmovbq %rax, %r8
	movq %r8, 928(%rsp)
	cmpq $-1025, %r14
	jb .LBB_1315
	jmp .LBB_1310
.LBB_1314:
	movq 928(%rsp), %r8
	movq 1040(%rsp), %rsi
	movq 1472(%rsp), %r14
	cmpq %r8, 1552(%rsp)
	jae .LBB_1310
.LBB_1315:
	movq 288(%rsp), %rax
	movq 296(%rsp), %rdx
	cmpq $1, %rdx
	je .LBB_1319
	testq %rdx, %rdx
	je .LBB_1513
	movq %rdx, %rcx
	xorl %ebp, %ebp
.LBB_1318:
	movq %rcx, %rdi
	shrq %rdi
	movq %rbp, %rsi
	addq %rdi, %rbp
	cmpq %r14, (%rax,%rbp,8)
	cmovaq %rsi, %rbp
	subq %rdi, %rcx
	cmpq $1, %rcx
	ja .LBB_1318
	jmp .LBB_1320
.LBB_1319:
	xorl %ebp, %ebp
.LBB_1320:
	cmpq (%rax,%rbp,8), %r14
	sbbq $-1, %rbp
	leaq -1(%rbp), %r15
	cmpq %rdx, %r15
	jae .LBB_1503
	leaq (%rax,%rbp,8), %rax
	cmpq %rdx, %rbp
	leaq 328(%rsp), %rcx
	cmovaeq %rcx, %rax
	movq (%rax), %rax
	cmpq %rax, %r8
	movq %rax, 1552(%rsp)
	cmovbq %r8, %rax
	movq %rax, 1472(%rsp)
	cmpq %rax, %r14
	jae .LBB_1314
	cmpq 40(%rsp), %r15
	jae .LBB_1514
	movq 144(%rsp), %r12
	movq 1552(%rsp), %rax
	movq 16(%rsp), %rcx
	leaq (%r13,%r14), %rbx
	shlq $7, %rbx
	addq 160(%rsp), %rbx
	cmpq %r12, %rax
	cmovbq %rax, %r12
	cmpq %rcx, %r12
	cmovaeq %rcx, %r12
	jmp .LBB_1326
.LBB_1324:
	movq 440(%rsp), %rax
	vmovsd %xmm1, (%rax,%rbx)
.LBB_1325:
	incq %r14
	subq $-128, %rbx
	cmpq %r14, %r12
	je .LBB_1314
.LBB_1326:
	movq 104(%rsp), %rax
	leaq (%r13,%r14), %r15
	vmovsd -8(%rax,%rbp,8), %xmm0
	vucomisd .LCPI_11(%rip), %xmm0
	jae .LBB_1330
	movq 448(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_1464
	movq 424(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_1465
	movq 440(%rsp), %rcx
	movq 416(%rsp), %rax
	vmovsd (%rcx,%rbx), %xmm1
	vsubsd (%rax,%rbx), %xmm1, %xmm1
	vandpd .LCPI_7(%rip){1to2}, %xmm1, %xmm1
	vucomisd %xmm1, %xmm0
	jb .LBB_1325
.LBB_1330:
	movq 64(%rsp), %rsi
	leaq 1344(%rsp), %rdi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 424(%rsp), %rsi
	cmpq %rsi, %r15
	jae .LBB_1456
	movq 416(%rsp), %rax
	vmovsd %xmm0, (%rax,%rbx)
	movq 448(%rsp), %rsi
	cmpq %rsi, %r15
	jb .LBB_1324
	jmp .LBB_1457
.LBB_1333:
	cmpq %rsi, 232(%rsp)
	je .LBB_1564
	movq 424(%rsp), %rax
	movq 448(%rsp), %rcx
	movq 472(%rsp), %r8
	movq 120(%rsp), %rsi
	movq 272(%rsp), %rdi
	movq 464(%rsp), %r9
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %r8, %rax
	cmovaeq %r8, %rax
	testq %rax, %rax
	je .LBB_1347
	movq 416(%rsp), %rcx
	movq 440(%rsp), %rdx
	shlq $4, %rax
	cmpq $1, %rax
	movq %rax, %r10
	adcq $0, %r10
	testq %rax, %rax
	je .LBB_1341
	leaq (%rdx,%r10,8), %r11
	leaq (%r9,%r10), %rbx
	leaq (%rcx,%r10,8), %r14
	cmpq %r11, %r9
	setb %bpl
	cmpq %rbx, %rdx
	setb %r15b
	cmpq %r14, %r9
	setb %r11b
	cmpq %rbx, %rcx
	setb %bl
	testb %r15b, %bpl
	jne .LBB_1421
	andb %bl, %r11b
	movl $0, %ebx
	jne .LBB_1342
	movq %r10, %rbx
	andq $-16, %rbx
	xorl %r11d, %r11d
.LBB_1339:
	vmovupd (%rdx,%r11,8), %zmm0
	vmovupd (%rcx,%r11,8), %zmm2
	vmovupd 64(%rdx,%r11,8), %zmm1
	vmovupd 64(%rcx,%r11,8), %zmm3
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
	vmovdqu %xmm0, (%r9,%r11)
	addq $16, %r11
	cmpq %r11, %rbx
	jne .LBB_1339
	cmpq %rbx, %rax
	jne .LBB_1342
	jmp .LBB_1347
.LBB_1246:
	movq 96(%rsp), %rcx
	vmovsd .LCPI_3(%rip), %xmm2
	movq %r12, %rax
	shlq $4, %rax
	movb %cl, 224(%rsp)
	addq 48(%rsp), %rax
	movq 1552(%rsp), %rsi
	testq %rcx, %rcx
	vdivsd %xmm0, %xmm2, %xmm2
	movq %rax, 16(%rsp)
	leaq 864(%rsp), %rax
	vcvtsi2sd %rsi, %xmm15, %xmm1
	movq %rsi, %r9
	cmovneq %rax, %rcx
	movabsq $144115188075855871, %rax
	negq %r9
	xorl %edi, %edi
	movq %rcx, 96(%rsp)
	addq %rsi, %rax
	movb $57, %cl
	bzhiq %rcx, %rax, %rax
	leaq 1(%rax), %r11
	movq %rax, 144(%rsp)
	movabsq $288230376151711736, %rax
	vbroadcastsd %xmm1, %zmm1
	movl %r11d, %r8d
	andq %rax, %r11
	leaq 64(%r10), %rax
	andl $7, %r8d
	movq %rax, 840(%rsp)
	movq 128(%rsp), %rcx
	vbroadcastsd %xmm2, %zmm2
	leaq 64(%rcx), %rax
	movq %rax, 56(%rsp)
	movq %rbp, %rax
	shlq $7, %rax
	leaq 64(%rcx,%rax), %rax
	movq %rbp, %rcx
	subq %rsi, %rcx
	movq %rax, 264(%rsp)
	movq %r9, 104(%rsp)
	movq %rcx, 112(%rsp)
	movq %r8, 40(%rsp)
	shll $7, %r8d
	movl $1, %r9d
	movq %r10, 248(%rsp)
	jmp .LBB_1248
.LBB_1247:
	movq 24(%rsp), %rax
	movq 32(%rsp), %r12
	movq %rax, %r9
	cmpq 160(%rsp), %rax
	jae .LBB_1297
.LBB_1248:
	cmpq %r12, %rdi
	jae .LBB_1253
	movq %rdi, %rcx
	shlq $4, %rcx
	addq 48(%rsp), %rcx
.LBB_1250:
	movq (%rcx), %rax
	cmpq %r9, %rax
	jae .LBB_1254
	incq %rdi
	addq $16, %rcx
	cmpq %rdi, %r12
	jne .LBB_1250
	movq %r12, %rdi
	xorl %esi, %esi
	jmp .LBB_1255
.LBB_1253:
	xorl %esi, %esi
	jmp .LBB_1255
.LBB_1254:
	movl $1, %esi
.LBB_1255:
	cmpq %r9, 216(%rsp)
	setae %r10b
	andb 224(%rsp), %r10b
	testq %rsi, %rsi
	jne .LBB_1257
	movq 160(%rsp), %rcx
	testb %r10b, %r10b
	je .LBB_1261
.LBB_1257:
	movq 216(%rsp), %r14
	movzbl %r10b, %ebx
	movl $2, %r10d
	subq %rsi, %r10
	testb %sil, %sil
	movq %r10, 784(%rsp)
	movq $2, 792(%rsp)
	movq %rsi, 800(%rsp)
	movq %rax, 808(%rsp)
	movq %rbx, 816(%rsp)
	movq %r14, %rcx
	cmovneq %rax, %rcx
	movq %r14, 824(%rsp)
	testq %rsi, %rsi
	je .LBB_1261
	je .LBB_1261
	shll $4, %esi
	leaq 840(%rsp), %rax
	subq %rsi, %rax
.LBB_1260:
	movq %rcx, %rsi
	movq (%rax), %rcx
	incq %r10
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	cmpb $0, -8(%rax)
	cmoveq %rsi, %rcx
	addq $16, %rax
	cmpq $2, %r10
	jne .LBB_1260
.LBB_1261:
	movq 160(%rsp), %rsi
	vmovupd 656(%rsp), %zmm3
	vmovupd 720(%rsp), %zmm4
	vmovupd 1072(%rsp), %zmm5
	vmovupd 1136(%rsp), %zmm6
	leaq 1(%rcx), %rax
	movq %rax, 24(%rsp)
	cmpq %rax, %rsi
	cmovbq %rsi, %rax
	subq %r9, %rax
	jbe .LBB_1266
	movq %r9, %rsi
	leaq (%rbp,%r9), %r15
	addq 112(%rsp), %r9
	movq 840(%rsp), %r10
	shlq $7, %rsi
	xorl %ebx, %ebx
	shlq $7, %r9
	addq %rsi, %r10
	addq 264(%rsp), %rsi
	addq 56(%rsp), %r9
.LBB_1263:
	cmpq %rdx, %r15
	jae .LBB_1534
	movq 104(%rsp), %r14
	addq %r15, %r14
	cmpq %rdx, %r14
	jae .LBB_1515
	vmovupd -64(%rsi,%rbx), %zmm7
	incq %r15
	vaddpd %zmm5, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vsubpd %zmm5, %zmm3, %zmm3
	vsubpd -64(%r9,%rbx), %zmm8, %zmm5
	vmulpd %zmm3, %zmm2, %zmm7
	vmovupd %zmm7, -64(%r10,%rbx)
	vmovupd (%rsi,%rbx), %zmm7
	vaddpd %zmm6, %zmm7, %zmm8
	vmulpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vsubpd %zmm6, %zmm4, %zmm4
	vsubpd (%r9,%rbx), %zmm8, %zmm6
	vmulpd %zmm4, %zmm2, %zmm7
	vmovupd %zmm7, (%r10,%rbx)
	subq $-128, %rbx
	decq %rax
	jne .LBB_1263
	jmp .LBB_1267
.LBB_1266:
	vmovddup 1080(%rsp), %xmm7
	vmovsd %xmm5, %xmm7, %xmm5
	vmovddup 1144(%rsp), %xmm7
	vshuff64x2 $68, 1104(%rsp), %zmm5, %zmm5
	vinsertf32x4 $1, 1088(%rsp), %zmm5, %zmm5
	vmovsd %xmm6, %xmm7, %xmm6
	vinsertf64x4 $1, 1168(%rsp), %zmm6, %zmm6
	vinsertf32x4 $1, 1152(%rsp), %zmm6, %zmm6
.LBB_1267:
	movq 248(%rsp), %r10
	vmovupd %zmm3, 656(%rsp)
	vmovupd %zmm5, 1072(%rsp)
	vmovupd %zmm4, 720(%rsp)
	vmovupd %zmm6, 1136(%rsp)
	cmpq 160(%rsp), %rcx
	jae .LBB_1297
	cmpq %r12, %rdi
	ja .LBB_1455
	leaq 1(%rcx,%rbp), %r14
	movq %rdi, %rax
	shlq $4, %rax
	addq 48(%rsp), %rax
	leaq (%rcx,%rbp), %r9
	movq %r14, 848(%rsp)
	subq 1552(%rsp), %r14
	movq %r9, 208(%rsp)
	setb %sil
	cmpq %rdx, %r9
	setae %bl
	movq %r14, %r9
	shlq $7, %r9
	addq 128(%rsp), %r9
	xorl %r12d, %r12d
	orb %sil, %bl
	movq %r9, 928(%rsp)
	movq %rcx, %r9
	shlq $7, %r9
	movb %bl, 1472(%rsp)
	addq %r10, %r9
	movq 96(%rsp), %r10
	jmp .LBB_1272
.LBB_1270:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	cmpq $16, %r15
	jae .LBB_1542
.LBB_1271:
	vmovsd %xmm4, 656(%rsp,%r15,8)
	vdivsd %xmm0, %xmm4, %xmm4
	vmovsd %xmm3, 1072(%rsp,%r15,8)
	movq %r13, %r10
	movq %rsi, %rax
	vmovsd %xmm4, (%r9,%r15,8)
.LBB_1272:
	testb %r12b, %r12b
	je .LBB_1281
	movq %rax, %rsi
.LBB_1274:
	testq %r10, %r10
	je .LBB_1247
	cmpq %rcx, (%r10)
	jne .LBB_1247
	movb $2, %r12b
	xorl %r13d, %r13d
	movq %r10, %rax
	cmpb $0, 1472(%rsp)
	jne .LBB_1440
.LBB_1277:
	movq 8(%rax), %r15
	cmpq $0, 1552(%rsp)
	je .LBB_1270
	cmpq $15, %r15
	ja .LBB_1537
	cmpq $7, 144(%rsp)
	jae .LBB_1284
	movq 928(%rsp), %rax
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
	jmp .LBB_1287
.LBB_1281:
	movq 16(%rsp), %rbx
	movq %rbx, %rsi
	cmpq %rbx, %rax
	je .LBB_1274
	leaq 16(%rax), %rsi
	cmpq %rcx, (%rax)
	jne .LBB_1274
	xorl %r12d, %r12d
	movq %r10, %r13
	cmpb $0, 1472(%rsp)
	je .LBB_1277
	jmp .LBB_1440
.LBB_1284:
	movq 928(%rsp), %rax
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r10d, %r10d
.LBB_1285:
	vmovsd (%rax,%r15,8), %xmm6
	leaq 1(%r10), %rbx
	vmovsd 128(%rax,%r15,8), %xmm7
	vmovsd 512(%rax,%r15,8), %xmm8
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 2(%r10), %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 256(%rax,%r15,8), %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 3(%r10), %rbx
	vaddsd %xmm7, %xmm3, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 384(%rax,%r15,8), %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 4(%r10), %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 5(%r10), %rbx
	vaddsd %xmm3, %xmm8, %xmm3
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 640(%rax,%r15,8), %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 6(%r10), %rbx
	vmulsd %xmm5, %xmm8, %xmm5
	vmovsd 768(%rax,%r15,8), %xmm8
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	leaq 7(%r10), %rbx
	addq $8, %r10
	vmulsd %xmm5, %xmm7, %xmm5
	vmovsd 896(%rax,%r15,8), %xmm7
	addq $1024, %rax
	vaddsd %xmm3, %xmm8, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %rbx, %xmm15, %xmm5
	vmulsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vcvtsi2sd %r10, %xmm15, %xmm5
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %r10, %r11
	jne .LBB_1285
	cmpq $0, 40(%rsp)
	je .LBB_1271
.LBB_1287:
	leaq (%rax,%r15,8), %rax
	incq %r10
	xorl %ebx, %ebx
.LBB_1288:
	vmovsd (%rax,%rbx), %xmm6
	vcvtsi2sd %r10, %xmm15, %xmm5
	incq %r10
	subq $-128, %rbx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	cmpq %rbx, %r8
	jne .LBB_1288
	jmp .LBB_1271
.LBB_1341:
	xorl %ebx, %ebx
.LBB_1342:
	movq %r10, %r14
	andq $1, %r14
	movq %rbx, %r11
	je .LBB_1345
.LBB_1343:
	movq %rbx, %r11
.LBB_1344:
	vmovsd (%rdx,%r11,8), %xmm0
	vmovsd (%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %bpl
	vucomisd %xmm0, %xmm1
	seta %r15b
	subb %r15b, %bpl
	decq %r14
	movb %bpl, (%r9,%r11)
	leaq 1(%r11), %r11
	jne .LBB_1344
.LBB_1345:
	subq %r10, %rbx
	cmpq $-8, %rbx
	ja .LBB_1347
.LBB_1346:
	vmovsd (%rdx,%r11,8), %xmm0
	vmovsd (%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, (%r9,%r11)
	vmovsd 8(%rdx,%r11,8), %xmm0
	vmovsd 8(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 1(%r9,%r11)
	vmovsd 16(%rdx,%r11,8), %xmm0
	vmovsd 16(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 2(%r9,%r11)
	vmovsd 24(%rdx,%r11,8), %xmm0
	vmovsd 24(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 3(%r9,%r11)
	vmovsd 32(%rdx,%r11,8), %xmm0
	vmovsd 32(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 4(%r9,%r11)
	vmovsd 40(%rdx,%r11,8), %xmm0
	vmovsd 40(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 5(%r9,%r11)
	vmovsd 48(%rdx,%r11,8), %xmm0
	vmovsd 48(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 6(%r9,%r11)
	vmovsd 56(%rdx,%r11,8), %xmm0
	vmovsd 56(%rcx,%r11,8), %xmm1
	vucomisd %xmm1, %xmm0
	seta %r10b
	vucomisd %xmm0, %xmm1
	seta %bl
	subb %bl, %r10b
	movb %r10b, 7(%r9,%r11)
	addq $8, %r11
	cmpq %r11, %rax
	jne .LBB_1346
.LBB_1347:
	leaq 504(%rsp), %rax
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 64(%rax)
	vmovdqu64 %zmm0, (%rax)
	testq %r8, %r8
	je .LBB_1565
	movq 232(%rsp), %rax
	movq 200(%rsp), %rcx
	movq 496(%rsp), %rdx
	leaq (%rax,%rax,4), %rax
	leaq (%rcx,%rax,8), %r10
	movzbl (%r9), %eax
	movq 488(%rsp), %rcx
	mulb 32(%r10)
	cmpb $-1, %al
	jne .LBB_1351
	testq %rdx, %rdx
	je .LBB_1614
	movw $0, (%rcx)
	movq $1, 504(%rsp)
.LBB_1351:
	cmpq $1025, %r8
	jb .LBB_1563
	movzbl 1(%r9), %eax
	mulb 16384(%r9)
	cmpb $-1, %al
	je .LBB_1367
	movzbl 2(%r9), %eax
	mulb 16385(%r9)
	cmpb $-1, %al
	je .LBB_1369
.LBB_1354:
	movzbl 3(%r9), %eax
	mulb 16386(%r9)
	cmpb $-1, %al
	je .LBB_1371
.LBB_1355:
	movzbl 4(%r9), %eax
	mulb 16387(%r9)
	cmpb $-1, %al
	je .LBB_1373
.LBB_1356:
	movzbl 5(%r9), %eax
	mulb 16388(%r9)
	cmpb $-1, %al
	je .LBB_1375
.LBB_1357:
	movzbl 6(%r9), %eax
	mulb 16389(%r9)
	cmpb $-1, %al
	je .LBB_1377
.LBB_1358:
	movzbl 7(%r9), %eax
	mulb 16390(%r9)
	cmpb $-1, %al
	je .LBB_1379
.LBB_1359:
	movzbl 8(%r9), %eax
	mulb 16391(%r9)
	cmpb $-1, %al
	je .LBB_1381
.LBB_1360:
	movzbl 9(%r9), %eax
	mulb 16392(%r9)
	cmpb $-1, %al
	je .LBB_1383
.LBB_1361:
	movzbl 10(%r9), %eax
	mulb 16393(%r9)
	cmpb $-1, %al
	je .LBB_1385
.LBB_1362:
	movzbl 11(%r9), %eax
	mulb 16394(%r9)
	cmpb $-1, %al
	je .LBB_1387
.LBB_1363:
	movzbl 12(%r9), %eax
	mulb 16395(%r9)
	cmpb $-1, %al
	je .LBB_1389
.LBB_1364:
	movzbl 13(%r9), %eax
	mulb 16396(%r9)
	cmpb $-1, %al
	je .LBB_1391
.LBB_1365:
	movzbl 14(%r9), %eax
	mulb 16397(%r9)
	cmpb $-1, %al
	je .LBB_1393
.LBB_1366:
	movzbl 15(%r9), %eax
	mulb 16398(%r9)
	cmpb $-1, %al
	jne .LBB_1397
	jmp .LBB_1395
.LBB_1367:
	cmpq $2, %rdx
	jb .LBB_1619
	movw $0, 2050(%rcx)
	movq $1, 512(%rsp)
	movzbl 2(%r9), %eax
	mulb 16385(%r9)
	cmpb $-1, %al
	jne .LBB_1354
.LBB_1369:
	cmpq $3, %rdx
	jb .LBB_1605
	movw $0, 4100(%rcx)
	movq $1, 520(%rsp)
	movzbl 3(%r9), %eax
	mulb 16386(%r9)
	cmpb $-1, %al
	jne .LBB_1355
.LBB_1371:
	cmpq $4, %rdx
	jb .LBB_1607
	movw $0, 6150(%rcx)
	movq $1, 528(%rsp)
	movzbl 4(%r9), %eax
	mulb 16387(%r9)
	cmpb $-1, %al
	jne .LBB_1356
.LBB_1373:
	cmpq $5, %rdx
	jb .LBB_1609
	movw $0, 8200(%rcx)
	movq $1, 536(%rsp)
	movzbl 5(%r9), %eax
	mulb 16388(%r9)
	cmpb $-1, %al
	jne .LBB_1357
.LBB_1375:
	cmpq $6, %rdx
	jb .LBB_1610
	movw $0, 10250(%rcx)
	movq $1, 544(%rsp)
	movzbl 6(%r9), %eax
	mulb 16389(%r9)
	cmpb $-1, %al
	jne .LBB_1358
.LBB_1377:
	cmpq $7, %rdx
	jb .LBB_1604
	movw $0, 12300(%rcx)
	movq $1, 552(%rsp)
	movzbl 7(%r9), %eax
	mulb 16390(%r9)
	cmpb $-1, %al
	jne .LBB_1359
.LBB_1379:
	cmpq $8, %rdx
	jb .LBB_1606
	movw $0, 14350(%rcx)
	movq $1, 560(%rsp)
	movzbl 8(%r9), %eax
	mulb 16391(%r9)
	cmpb $-1, %al
	jne .LBB_1360
.LBB_1381:
	cmpq $9, %rdx
	jb .LBB_1608
	movw $0, 16400(%rcx)
	movq $1, 568(%rsp)
	movzbl 9(%r9), %eax
	mulb 16392(%r9)
	cmpb $-1, %al
	jne .LBB_1361
.LBB_1383:
	cmpq $10, %rdx
	jb .LBB_1615
	movw $0, 18450(%rcx)
	movq $1, 576(%rsp)
	movzbl 10(%r9), %eax
	mulb 16393(%r9)
	cmpb $-1, %al
	jne .LBB_1362
.LBB_1385:
	cmpq $11, %rdx
	jb .LBB_1617
	movw $0, 20500(%rcx)
	movq $1, 584(%rsp)
	movzbl 11(%r9), %eax
	mulb 16394(%r9)
	cmpb $-1, %al
	jne .LBB_1363
.LBB_1387:
	cmpq $12, %rdx
	jb .LBB_1611
	movw $0, 22550(%rcx)
	movq $1, 592(%rsp)
	movzbl 12(%r9), %eax
	mulb 16395(%r9)
	cmpb $-1, %al
	jne .LBB_1364
.LBB_1389:
	cmpq $13, %rdx
	jb .LBB_1612
	movw $0, 24600(%rcx)
	movq $1, 600(%rsp)
	movzbl 13(%r9), %eax
	mulb 16396(%r9)
	cmpb $-1, %al
	jne .LBB_1365
.LBB_1391:
	cmpq $14, %rdx
	jb .LBB_1613
	movw $0, 26650(%rcx)
	movq $1, 608(%rsp)
	movzbl 14(%r9), %eax
	mulb 16397(%r9)
	cmpb $-1, %al
	jne .LBB_1366
.LBB_1393:
	cmpq $15, %rdx
	jb .LBB_1616
	movw $0, 28700(%rcx)
	movq $1, 616(%rsp)
	movzbl 15(%r9), %eax
	mulb 16398(%r9)
	cmpb $-1, %al
	jne .LBB_1397
.LBB_1395:
	cmpq $16, %rdx
	jb .LBB_1618
	movw $0, 30750(%rcx)
	movq $1, 624(%rsp)
.LBB_1397:
	movq 496(%rsp), %rdx
	movb $60, %cl
	bzhiq %rcx, %r8, %rax
	cmpq $1, %rax
	je .LBB_1406
	movabsq $1152921504606846975, %rax
	leaq 16(%r9), %r11
	addq %r8, %rax
	bzhiq %rcx, %rax, %rbx
	movl $1024, %eax
	cmpq $1, %rbx
	adcq $0, %rbx
	cmpq $1024, %rbx
	cmovaeq %rax, %rbx
	xorl %r14d, %r14d
	jmp .LBB_1400
.LBB_1399:
	incq %r14
	cmpq %rbx, %r14
	je .LBB_1405
.LBB_1400:
	movq %r14, %r12
	shlq $4, %r12
	xorl %r15d, %r15d
	vpcmpeqd %xmm4, %xmm4, %xmm4
	movzbl (%r9,%r12), %eax
	movzbl 13(%r9,%r12), %ecx
	vpmovzxbw 1(%r11,%r12), %xmm0
	vpmovzxbw 1(%r9,%r12), %xmm1
	vmovd 9(%r9,%r12), %xmm2
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
	vmovdqa64 .LCPI_8(%rip), %zmm0 {%k1} {z}
	vpmovzxbw %xmm1, %xmm1
	vpmullw %xmm1, %xmm2, %xmm1
	cmpb $-1, %al
	movzwl 14(%r11,%r12), %eax
	vpmovwb %xmm1, %xmm1
	sete %cl
	shll $13, %ecx
	vpcmpeqb %xmm4, %xmm1, %k1
	vmovdqa64 .LCPI_9(%rip), %ymm1 {%k1} {z}
	vmovd %eax, %xmm2
	movzwl 14(%r9,%r12), %eax
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
	vmovdqa64 .LCPI_10(%rip), %xmm2 {%k1} {z}
	vmovq %xmm0, %r12
	vpshufd $238, %xmm2, %xmm0
	vpor %xmm0, %xmm2, %xmm0
	vmovq %xmm0, %rax
	orq %rcx, %rax
	orq %r12, %rax
	orq %r15, %rax
	je .LBB_1399
	movq 488(%rsp), %rcx
	leal 1(%r14), %ebp
.LBB_1402:
	tzcntq %rax, %r12
	cmpq %rdx, %r12
	jae .LBB_1499
	movq 504(%rsp,%r12,8), %r15
	cmpq $1024, %r15
	ja .LBB_1498
	movl %r12d, %r13d
	shll $11, %r13d
	blsrq %rax, %rax
	leal (%r13,%r12,2), %r13d
	addq %rcx, %r13
	movw %bp, (%r13,%r15,2)
	incq %r15
	movq %r15, 504(%rsp,%r12,8)
	testq %rax, %rax
	jne .LBB_1402
	jmp .LBB_1399
.LBB_1405:
	movq 496(%rsp), %rdx
.LBB_1406:
	movq 488(%rsp), %rax
	xorl %ecx, %ecx
	jmp .LBB_1408
.LBB_1407:
	movq 1040(%rsp), %r12
	incq %rcx
	addq $2050, %rax
	cmpq $16, %rcx
	je .LBB_1082
.LBB_1408:
	cmpq %rdx, %rcx
	je .LBB_1541
	movq 504(%rsp,%rcx,8), %rbp
	cmpq $1025, %rbp
	ja .LBB_1443
	testq %rbp, %rbp
	je .LBB_1407
	movq %rcx, %r11
	shlq $10, %r11
	addq %rbp, %rbp
	leaq (%r9,%rcx), %rbx
	xorl %r14d, %r14d
	addq %rcx, %r11
	addq %rsi, %r11
	jmp .LBB_1413
.LBB_1412:
	addq $2, %r14
	cmpq %r14, %rbp
	je .LBB_1407
.LBB_1413:
	movzwl (%rax,%r14), %r15d
	leaq (%r11,%r15), %r12
	cmpq %rdi, %r12
	jae .LBB_1407
	cmpq %r15, %r8
	jbe .LBB_1500
	shll $4, %r15d
	movq (%r10), %r13
	movsbq (%rbx,%r15), %r15
	cmpq %r15, %r13
	je .LBB_1412
	testq %r13, %r13
	je .LBB_1419
	cmpq 136(%rsp), %r12
	jae .LBB_1522
	vcvtsi2sd %r13, %xmm15, %xmm0
	movq 72(%rsp), %r13
	vmovsd 8(%r10), %xmm2
	vmovsd (%r13,%r12,8), %xmm1
	vsubsd %xmm2, %xmm1, %xmm1
	vmulsd %xmm0, %xmm1, %xmm0
	vdivsd %xmm2, %xmm0, %xmm0
	vaddsd .LCPI_3(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd .LCPI_13(%rip), %xmm0, %xmm0
	vmulsd .LCPI_14(%rip), %xmm0, %xmm0
	vaddsd 16(%r10), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r10)
	incq 24(%r10)
.LBB_1419:
	movq %r15, (%r10)
	cmpq 136(%rsp), %r12
	jae .LBB_1510
	movq 72(%rsp), %r15
	vmovsd (%r15,%r12,8), %xmm0
	vmovsd %xmm0, 8(%r10)
	jmp .LBB_1412
.LBB_1421:
	xorl %ebx, %ebx
	movq %r10, %r14
	andq $1, %r14
	movq %rbx, %r11
	jne .LBB_1343
	jmp .LBB_1345
.LBB_1289:
	vmovdqa64 .LCPI_4(%rip), %zmm0
	vpbroadcastq .LCPI_5(%rip), %zmm4
	movq %rsi, %rdx
	andq $-8, %rdx
	movq %rsi, %rax
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rdx, %rsi
.LBB_1290:
	vpsllq $7, %zmm0, %zmm1
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vpaddq %zmm4, %zmm0, %zmm0
	addq $-8, %rsi
	vgatherqpd (%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, (%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 8(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 8(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 16(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 16(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 24(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 24(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 32(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 32(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 40(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 40(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 48(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 48(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 56(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 56(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 64(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 64(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 72(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 72(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 80(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 80(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 88(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 88(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 96(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 96(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 104(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 104(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 112(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 112(%r10,%zmm1) {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vgatherqpd 120(%rcx,%zmm1), %zmm2 {%k1}
	kxnorb %k0, %k0, %k1
	vaddpd %zmm3, %zmm2, %zmm2
	vscatterqpd %zmm2, 120(%r10,%zmm1) {%k1}
	jne .LBB_1290
	movq %rax, %rsi
	cmpq %rdx, %rax
	je .LBB_1297
	jmp .LBB_1292
.LBB_1422:
	movq 1448(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1424
	movq 1456(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1424:
	vmovq .LCPI_0(%rip), %xmm1
	cmpq $0, 1672(%rsp)
	movq 136(%rsp), %rbx
	movq 72(%rsp), %rbp
	movq 1680(%rsp), %rax
	jne .LBB_1002
	jmp .LBB_1428
.LBB_1425:
	cmpq $21, %r15
	jae .LBB_1427
	movq %rbx, %rdi
	movq %r15, %rsi
	callq core::slice::sort::shared::smallsort::insertion_sort_shift_left
	movabsq $17996823486545905, %rbp
	jmp .LBB_1028
.LBB_1427:
	leaq 7(%rsp), %rdx
	movq %rbx, %rdi
	movq %r15, %rsi
	callq *core::slice::sort::unstable::ipnsort@GOTPCREL(%rip)
	movabsq $17996823486545905, %rbp
	jmp .LBB_1028
.LBB_1428:
	movq 200(%rsp), %rcx
	movq 1544(%rsp), %rdx
	leaq (%r12,%r12,4), %rax
	leaq (%rcx,%rax,8), %rax
	movq %rcx, 1072(%rsp)
	movq %rcx, 1080(%rsp)
	leaq 272(%rsp), %rcx
	movq %rdx, 1088(%rsp)
	movq %rax, 1096(%rsp)
	movq %rbp, 1104(%rsp)
	movq %rbx, 1112(%rsp)
	movq %rcx, 1120(%rsp)
	movq 1328(%rsp), %rdi
	leaq 1072(%rsp), %rsi
	vzeroupper
	callq alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	leaq 1344(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 992(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	leaq 968(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	movq 1016(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1432
	movq 1024(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1432:
	leaq 336(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	leaq 280(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
.LBB_1433:
	addq $2088, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_1434:
	movl $1025, %edx
	xorl %ebx, %ebx
	leaq .Lanon.1(%rip), %rcx
.LBB_1435:
	movq %rbx, %rdi
	movq %r13, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1436:
	movl $1025, %edx
	xorl %ebx, %ebx
	leaq .Lanon.1(%rip), %rcx
.LBB_1437:
	movq %rbx, %rdi
	movq %r13, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1438:
	movq 840(%rsp), %rbp
	cmpq %rdx, %rbp
	jae .LBB_1442
	movq 56(%rsp), %rbp
	jmp .LBB_1442
.LBB_1440:
	movq 208(%rsp), %rbp
	cmpq %rdx, %rbp
	jae .LBB_1442
	movq 848(%rsp), %rbp
.LBB_1442:
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_1444
.LBB_1443:
	movl $1025, %edx
	xorl %r14d, %r14d
	leaq .Lanon.1(%rip), %rcx
.LBB_1444:
	movq %r14, %rdi
	movq %rbp, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1445:
	movq %rdi, %rbx
	movq %r15, %r13
	movq %r15, %rdx
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_1435
.LBB_1446:
	movq %rdi, %rbx
	movq %r15, %r13
	movq %r15, %rdx
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_1437
.LBB_1447:
	leaq .Lanon.4(%rip), %rdx
	jmp .LBB_1461
.LBB_1448:
	leaq .Lanon.4(%rip), %rdx
	jmp .LBB_1463
.LBB_1449:
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_1461
.LBB_1450:
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_1463
.LBB_1451:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_1461
.LBB_1452:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_1463
.LBB_1453:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_1461
.LBB_1454:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_1463
.LBB_1455:
	movq %rdi, %r14
	movq %r12, %rbp
	movq %r12, %rdx
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_1444
.LBB_1456:
	leaq .Lanon.4(%rip), %rdx
	jmp .LBB_1482
.LBB_1457:
	leaq .Lanon.5(%rip), %rdx
	jmp .LBB_1482
.LBB_1458:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_1461
.LBB_1459:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_1463
.LBB_1460:
	leaq .Lanon.9(%rip), %rdx
.LBB_1461:
	movq %rbp, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1462:
	leaq .Lanon.9(%rip), %rdx
.LBB_1463:
	movq %rbp, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1464:
	leaq .Lanon.6(%rip), %rdx
	jmp .LBB_1482
.LBB_1465:
	leaq .Lanon.7(%rip), %rdx
	jmp .LBB_1482
.LBB_1466:
	movq %r13, %rbx
	movq %rdx, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_1435
.LBB_1467:
	movq %r13, %rbx
	movq %rdx, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_1437
.LBB_1476:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1435
.LBB_1477:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1437
.LBB_1468:
	movq %rcx, %r13
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1435
.LBB_1469:
	movq %rcx, %r13
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1437
.LBB_1470:
	movl $1025, %edx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_1530
.LBB_1471:
	movl $1025, %edx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_1532
.LBB_1472:
	movq %r12, %rbp
	movq %r9, %rdx
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_1530
.LBB_1473:
	movq %r12, %rbp
	movq %r9, %rdx
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_1532
.LBB_1474:
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_1530
.LBB_1475:
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_1532
.LBB_1480:
	leaq .Lanon.8(%rip), %rdx
	jmp .LBB_1482
.LBB_1481:
	leaq .Lanon.9(%rip), %rdx
.LBB_1482:
	movq %r15, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1483:
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1530
.LBB_1484:
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1532
.LBB_1502:
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1444
.LBB_1485:
	movq %rbp, %r14
	movq %rdx, %rbp
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_1444
.LBB_1486:
	movq %rax, %rbp
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_1444
.LBB_1487:
	movq 1472(%rsp), %rsi
	leaq .Lanon.16(%rip), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1488:
	movq 1472(%rsp), %rsi
	leaq .Lanon.16(%rip), %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1489:
	movq 1472(%rsp), %rdx
	movq %r15, %rbp
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_1530
.LBB_1490:
	movq 1472(%rsp), %rdx
	movq %r15, %rbp
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_1532
.LBB_1491:
	leaq .Lanon.16(%rip), %rdx
	movq %rbx, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1492:
	subq 8(%rsp), %rbp
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1530
.LBB_1493:
	subq 8(%rsp), %rbp
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1532
.LBB_1506:
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_1530
.LBB_1507:
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_1532
.LBB_1494:
	movq $-1, %rbp
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1530
.LBB_1495:
	movq $-1, %rbp
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1532
.LBB_1496:
	movq 16(%rsp), %rsi
	leaq .Lanon.20(%rip), %rdx
	jmp .LBB_1461
.LBB_1497:
	movq 16(%rsp), %rsi
	leaq .Lanon.20(%rip), %rdx
	jmp .LBB_1463
.LBB_1498:
	movl $1025, %edx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_1543
.LBB_1499:
	movq %r12, %r15
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_1543
.LBB_1500:
	movq %r8, %rdx
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_1543
.LBB_1503:
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1543
.LBB_1504:
	movq 1472(%rsp), %rdx
	movq %r15, %rbp
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1530
.LBB_1505:
	movq 1472(%rsp), %rdx
	movq %r15, %rbp
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1532
.LBB_1510:
	movq 136(%rsp), %rdx
	movq %r12, %r15
	leaq .Lanon.17(%rip), %rax
	jmp .LBB_1543
.LBB_1511:
	movl $16, %edx
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1530
.LBB_1512:
	movl $16, %edx
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1532
.LBB_1513:
	movq $-1, %r15
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_1543
.LBB_1514:
	movq 40(%rsp), %rsi
	leaq .Lanon.20(%rip), %rdx
	jmp .LBB_1482
.LBB_1515:
	subq 1552(%rsp), %r15
	leaq .Lanon.18(%rip), %rax
	jmp .LBB_1543
.LBB_1534:
	leaq .Lanon.19(%rip), %rax
	jmp .LBB_1543
.LBB_1516:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq 48(%rsp), %rbx
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	jmp .LBB_116
.LBB_1518:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq 48(%rsp), %rbx
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	jmp .LBB_555
.LBB_1520:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq 136(%rsp), %rbx
	movq 1040(%rsp), %r12
	movq 72(%rsp), %rbp
	movq %rdx, 8(%r14)
	movb $1, 16(%r14)
	jmp .LBB_1000
.LBB_1522:
	movq 136(%rsp), %rdx
	movq %r12, %r15
	leaq .Lanon.21(%rip), %rax
	jmp .LBB_1543
.LBB_1523:
	movl $16, %edx
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_1530
.LBB_1524:
	movl $16, %edx
	leaq .Lanon.23(%rip), %rax
	jmp .LBB_1532
.LBB_1525:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_1461
.LBB_1526:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_1463
.LBB_1527:
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_1461
.LBB_1528:
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_1463
.LBB_1529:
	movq %r9, %rbp
	movq %r9, %rdx
	leaq .Lanon.26(%rip), %rax
.LBB_1530:
	movq %rdx, %rsi
	movq %rbp, %rdi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1531:
	movq %r9, %rbp
	movq %r9, %rdx
	leaq .Lanon.26(%rip), %rax
.LBB_1532:
	movq %rdx, %rsi
	movq %rbp, %rdi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1535:
	leaq .Lanon.27(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1536:
	leaq .Lanon.27(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1537:
	movl $16, %edx
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_1543
.LBB_1538:
	leaq .Lanon.27(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1539:
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_1482
.LBB_1540:
	leaq .Lanon.24(%rip), %rdx
	jmp .LBB_1482
.LBB_1541:
	movq %rdx, %r15
	leaq .Lanon.26(%rip), %rax
	jmp .LBB_1543
.LBB_1542:
	movl $16, %edx
	leaq .Lanon.23(%rip), %rax
.LBB_1543:
	movq %rdx, %rsi
	movq %r15, %rdi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1544:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1545:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1546:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1547:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1548:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1549:
	leaq .Lanon.28(%rip), %rdi
	leaq .Lanon.29(%rip), %rcx
	leaq .Lanon.30(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1550:
	leaq .Lanon.31(%rip), %rdi
	vzeroupper
	callq *core::option::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1551:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1530
.LBB_1552:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1532
.LBB_1553:
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_1461
.LBB_1554:
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_1463
.LBB_1555:
	movl $1024, %ebp
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1530
.LBB_1556:
	movl $1024, %ebp
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1532
.LBB_1557:
	movq 56(%rsp), %rsi
	leaq .Lanon.35(%rip), %rdx
	movq %rsi, %rbp
	jmp .LBB_1461
.LBB_1558:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1530
.LBB_1559:
	movq 56(%rsp), %rsi
	leaq .Lanon.35(%rip), %rdx
	movq %rsi, %rbp
	jmp .LBB_1463
.LBB_1560:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1532
.LBB_1561:
	xorl %r15d, %r15d
	xorl %edx, %edx
	leaq .Lanon.32(%rip), %rax
	jmp .LBB_1543
.LBB_1562:
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_1482
.LBB_1563:
	movl $1024, %r15d
	movq %r8, %rdx
	leaq .Lanon.34(%rip), %rax
	jmp .LBB_1543
.LBB_1564:
	movq %rsi, %r15
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_1482
.LBB_1565:
	xorl %r15d, %r15d
	xorl %edx, %edx
	leaq .Lanon.36(%rip), %rax
	jmp .LBB_1543
.LBB_1566:
	movl $7, %ebp
	jmp .LBB_1597
.LBB_1567:
	movl $7, %ebp
	jmp .LBB_1599
.LBB_1568:
	movl $3, %ebp
	jmp .LBB_1597
.LBB_1569:
	movl $12, %ebp
	jmp .LBB_1597
.LBB_1570:
	movl $3, %ebp
	jmp .LBB_1599
.LBB_1571:
	movl $12, %ebp
	jmp .LBB_1599
.LBB_1572:
	movl $8, %ebp
	jmp .LBB_1597
.LBB_1573:
	movl $8, %ebp
	jmp .LBB_1599
.LBB_1574:
	movl $4, %ebp
	jmp .LBB_1597
.LBB_1575:
	movl $13, %ebp
	jmp .LBB_1597
.LBB_1576:
	movl $4, %ebp
	jmp .LBB_1599
.LBB_1577:
	movl $13, %ebp
	jmp .LBB_1599
.LBB_1578:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1530
.LBB_1579:
	xorl %ebp, %ebp
	xorl %edx, %edx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1532
.LBB_1580:
	movl $9, %ebp
	jmp .LBB_1597
.LBB_1581:
	movl $9, %ebp
	jmp .LBB_1599
.LBB_1582:
	movl $5, %ebp
	jmp .LBB_1597
.LBB_1583:
	movl $5, %ebp
	jmp .LBB_1599
.LBB_1584:
	movl $10, %ebp
	jmp .LBB_1597
.LBB_1585:
	movl $10, %ebp
	jmp .LBB_1599
.LBB_1586:
	movl $6, %ebp
	jmp .LBB_1597
.LBB_1587:
	movl $6, %ebp
	jmp .LBB_1599
.LBB_1588:
	movl $2, %ebp
	jmp .LBB_1597
.LBB_1589:
	movl $11, %ebp
	jmp .LBB_1597
.LBB_1590:
	movl $2, %ebp
	jmp .LBB_1599
.LBB_1591:
	movl $11, %ebp
	jmp .LBB_1599
.LBB_1592:
	movl $14, %ebp
	jmp .LBB_1597
.LBB_1593:
	movl $14, %ebp
	jmp .LBB_1599
.LBB_1594:
	movl $1, %ebp
	jmp .LBB_1597
.LBB_1595:
	movl $1, %ebp
	jmp .LBB_1599
.LBB_1596:
	movl $15, %ebp
.LBB_1597:
	movq %r9, %rdx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1530
.LBB_1598:
	movl $15, %ebp
.LBB_1599:
	movq %r9, %rdx
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1532
.LBB_1600:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1601:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_1603
.LBB_1602:
	movl $2, %edi
	movl $32800, %esi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1603:
	ud2
.LBB_1604:
	movl $6, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1605:
	movl $2, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1606:
	movl $7, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1607:
	movl $3, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1608:
	movl $8, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1609:
	movl $4, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1610:
	movl $5, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1611:
	movl $11, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1612:
	movl $12, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1613:
	movl $13, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1614:
	xorl %r15d, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1615:
	movl $9, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1616:
	movl $14, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1617:
	movl $10, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1618:
	movl $15, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1619:
	movl $1, %r15d
	leaq .Lanon.37(%rip), %rax
	jmp .LBB_1543
.LBB_1620:
	cmpq %rdx, %r10
	jae .LBB_1622
	movq %r14, %r10
.LBB_1622:
	leaq .Lanon.2(%rip), %rcx
	movq %r10, %r13
	jmp .LBB_1435
.LBB_1623:
	cmpq %rdx, %r10
	jae .LBB_1625
	movq %r14, %r10
.LBB_1625:
	leaq .Lanon.2(%rip), %rcx
	movq %r10, %r13
	jmp .LBB_1437
.LBB_1626:
	cmpq %rdx, %r9
	jae .LBB_1628
	movq %r14, %r9
.LBB_1628:
	leaq .Lanon.2(%rip), %rcx
	movq %r9, %r13
	jmp .LBB_1435
.LBB_1629:
	cmpq %rdx, %r9
	jae .LBB_1631
	movq %r14, %r9
.LBB_1631:
	leaq .Lanon.2(%rip), %rcx
	movq %r9, %r13
	jmp .LBB_1437
	jmp .LBB_1712
	jmp .LBB_1718
	movq %rax, %rbx
	jmp .LBB_1727
	movq %rax, %rbx
	jmp .LBB_1715
	movq %rax, %rbx
	jmp .LBB_1721
	jmp .LBB_1724
	leaq 1344(%rsp), %rdi
	movq %rax, %rbx
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_1730
	leaq 1344(%rsp), %rdi
	movq %rax, %rbx
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_1742
	leaq 1344(%rsp), %rdi
	movq %rax, %rbx
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	jmp .LBB_1752
	jmp .LBB_1700
	jmp .LBB_1702
	jmp .LBB_1704
	movq %rax, %rbx
	jmp .LBB_1733
	movq %rax, %rbx
	jmp .LBB_1745
	movq %rax, %rbx
	jmp .LBB_1755
	jmp .LBB_1650
	jmp .LBB_1650
.LBB_1650:
	movq 1696(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_1660
	movq 1704(%rsp), %rdi
	shlq $4, %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1660
	jmp .LBB_1655
	jmp .LBB_1655
.LBB_1655:
	leaq 312(%rsp), %r14
	movq %rax, %rbx
	jmp .LBB_1759
	jmp .LBB_1659
	jmp .LBB_1659
.LBB_1659:
	movq %rax, %rbx
.LBB_1660:
	movq 656(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1666
	movq 664(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1666
	jmp .LBB_1665
	jmp .LBB_1665
.LBB_1665:
	movq %rax, %rbx
.LBB_1666:
	movq 1344(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1674
	movq 1352(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1674
	jmp .LBB_1673
	jmp .LBB_1677
	jmp .LBB_1673
	jmp .LBB_1677
.LBB_1673:
	movq %rax, %rbx
.LBB_1674:
	movq 784(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1678
	movq 792(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1678
.LBB_1677:
	movq %rax, %rbx
.LBB_1678:
	leaq 1072(%rsp), %rdi
	callq core::ptr::drop_in_place<[alloc::vec::Vec<[f64; 16]>; 2]>
	jmp .LBB_1692
	jmp .LBB_1682
	jmp .LBB_1682
.LBB_1682:
	movq 656(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_1692
	movq 664(%rsp), %rdi
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1692
	leaq 312(%rsp), %r14
	movq %rax, %rbx
	jmp .LBB_1734
	jmp .LBB_1687
.LBB_1687:
	leaq 312(%rsp), %r14
	movq %rax, %rbx
	jmp .LBB_1756
	jmp .LBB_1691
	jmp .LBB_1691
.LBB_1691:
	movq %rax, %rbx
.LBB_1692:
	leaq 312(%rsp), %r14
	jmp .LBB_1760
	jmp .LBB_1724
	jmp .LBB_1712
	jmp .LBB_1718
	ud2
	ud2
	ud2
.LBB_1700:
	movq %rax, %rbx
	jmp .LBB_1726
.LBB_1702:
	movq %rax, %rbx
	jmp .LBB_1714
.LBB_1704:
	movq %rax, %rbx
	jmp .LBB_1720
	jmp .LBB_1724
	jmp .LBB_1712
	jmp .LBB_1718
	jmp .LBB_1724
	jmp .LBB_1712
	jmp .LBB_1718
.LBB_1712:
	movq 904(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_1714
	movq 912(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1714:
	leaq 1344(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_1715:
	movq 256(%rsp), %rax
	testq %rax, %rax
	je .LBB_1742
	movq 112(%rsp), %rdi
	shlq $3, %rax
	movl $8, %edx
	leaq (%rax,%rax,4), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1742
.LBB_1718:
	movq 904(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_1720
	movq 912(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1720:
	leaq 1344(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_1721:
	movq 256(%rsp), %rax
	testq %rax, %rax
	je .LBB_1752
	movq 112(%rsp), %rdi
	shlq $3, %rax
	movl $8, %edx
	leaq (%rax,%rax,4), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1752
.LBB_1724:
	movq 1448(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_1726
	movq 1456(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1726:
	leaq 1344(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_1727:
	movq 1544(%rsp), %rax
	testq %rax, %rax
	je .LBB_1730
	movq 200(%rsp), %rdi
	shlq $3, %rax
	movl $8, %edx
	leaq (%rax,%rax,4), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_1730
	movq %rax, %rbx
.LBB_1730:
	movq 1000(%rsp), %r14
	movq 1008(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1736
.LBB_1731:
	movq 992(%rsp), %rax
	testq %rax, %rax
	je .LBB_1733
	shlq $3, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1733:
	leaq 312(%rsp), %r14
	leaq 968(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
.LBB_1734:
	movq 1016(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1759
	movq 1024(%rsp), %rdi
	jmp .LBB_1758
.LBB_1736:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	leaq 8(%r14), %r12
	jmp .LBB_1738
.LBB_1737:
	addq $24, %r12
	decq %r15
	je .LBB_1731
.LBB_1738:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1737
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1737
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	movq %rax, %rbx
.LBB_1742:
	movq 888(%rsp), %r14
	movq 896(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1746
.LBB_1743:
	movq 880(%rsp), %rax
	testq %rax, %rax
	je .LBB_1745
	shlq $3, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1745:
	leaq 312(%rsp), %r14
	leaq 992(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	jmp .LBB_1756
.LBB_1746:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	leaq 8(%r14), %r12
	jmp .LBB_1748
.LBB_1747:
	addq $24, %r12
	decq %r15
	je .LBB_1743
.LBB_1748:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1747
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1747
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	movq %rax, %rbx
.LBB_1752:
	movq 888(%rsp), %r14
	movq 896(%rsp), %r15
	testq %r15, %r15
	jne .LBB_1765
.LBB_1753:
	movq 880(%rsp), %rax
	testq %rax, %rax
	je .LBB_1755
	shlq $3, %rax
	movl $8, %edx
	movq %r14, %rdi
	leaq (%rax,%rax,2), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1755:
	leaq 312(%rsp), %r14
	leaq 992(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
.LBB_1756:
	movq 968(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1759
	movq 976(%rsp), %rdi
.LBB_1758:
	shlq $7, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_1759:
	leaq 336(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1760:
	movq 280(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1763
	movq 304(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_1764
.LBB_1762:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1763:
	movq 288(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 304(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_1762
.LBB_1764:
	movq (%r14), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_1765:
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r13
	leaq 8(%r14), %r12
	jmp .LBB_1767
.LBB_1766:
	addq $24, %r12
	decq %r15
	je .LBB_1753
.LBB_1767:
	movq -8(%r12), %rsi
	testq %rsi, %rsi
	je .LBB_1766
	movq (%r12), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r13
	jmp .LBB_1766
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
