# kernel_safe::hma_combine — kernel-safe, target-cpu=x86-64
# command: cargo asm -p kernel-safe --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_safe::hma_combine:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	movq %rdx, %r15
	movq %rdi, %r12
	testq %rdx, %rdx
	je .LBB_1
	movq %r8, %r13
	movq %rcx, %rbp
	movq %rsi, %rbx
	leaq (,%r15,8), %r14
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, (%rsp)
	movq %r14, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_13
	movq %rax, %r14
	leaq -1(%r15), %rax
	cmpq %rax, %r13
	cmovbq %r13, %rax
	cmpq $3, %rax
	ja .LBB_6
	xorl %eax, %eax
	jmp .LBB_8
.LBB_1:
	movl $8, %r14d
	jmp .LBB_2
.LBB_6:
	incq %rax
	movl %eax, %ecx
	andl $3, %ecx
	movl $4, %edx
	cmovneq %rcx, %rdx
	subq %rdx, %rax
	xorl %ecx, %ecx
.LBB_7:
	movupd (%rbx,%rcx,8), %xmm0
	movupd 16(%rbx,%rcx,8), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd (%rbp,%rcx,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%rbp,%rcx,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%r14,%rcx,8)
	movupd %xmm1, 16(%r14,%rcx,8)
	addq $4, %rcx
	cmpq %rcx, %rax
	jne .LBB_7
.LBB_8:
	cmpq %rax, %r13
	je .LBB_9
	movsd (%rbx,%rax,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rbp,%rax,8), %xmm0
	movsd %xmm0, (%r14,%rax,8)
	incq %rax
	cmpq %rax, %r15
	jne .LBB_8
.LBB_2:
	movq %r15, (%r12)
	movq %r14, 8(%r12)
	movq %r15, 16(%r12)
	movq %r12, %rax
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_9:
	leaq .Lanon.0(%rip), %rdx
	movq %r13, %rdi
	movq %r13, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	ud2
.LBB_13:
	movl $8, %edi
	movq (%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	movq %rax, %rbx
	movl $8, %edx
	movq %r14, %rdi
	movq (%rsp), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
