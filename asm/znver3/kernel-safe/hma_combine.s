# kernel_safe::hma_combine — kernel-safe, target-cpu=znver3
# command: cargo asm -p kernel-safe --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
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
	movq %r14, %rdi
	movq %r14, (%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_13
	movq %rax, %r14
	leaq -1(%r15), %rax
	cmpq %rax, %r13
	cmovbq %r13, %rax
	cmpq $15, %rax
	ja .LBB_6
	xorl %eax, %eax
	jmp .LBB_8
.LBB_1:
	movl $8, %r14d
	jmp .LBB_2
.LBB_6:
	incq %rax
	movl $16, %edx
	movl %eax, %ecx
	andl $15, %ecx
	cmovneq %rcx, %rdx
	xorl %ecx, %ecx
	subq %rdx, %rax
.LBB_7:
	vmovupd (%rbx,%rcx,8), %ymm0
	vmovupd 32(%rbx,%rcx,8), %ymm1
	vmovupd 64(%rbx,%rcx,8), %ymm2
	vmovupd 96(%rbx,%rcx,8), %ymm3
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vaddpd %ymm2, %ymm2, %ymm2
	vaddpd %ymm3, %ymm3, %ymm3
	vsubpd (%rbp,%rcx,8), %ymm0, %ymm0
	vsubpd 32(%rbp,%rcx,8), %ymm1, %ymm1
	vsubpd 64(%rbp,%rcx,8), %ymm2, %ymm2
	vsubpd 96(%rbp,%rcx,8), %ymm3, %ymm3
	vmovupd %ymm0, (%r14,%rcx,8)
	vmovupd %ymm1, 32(%r14,%rcx,8)
	vmovupd %ymm2, 64(%r14,%rcx,8)
	vmovupd %ymm3, 96(%r14,%rcx,8)
	addq $16, %rcx
	cmpq %rcx, %rax
	jne .LBB_7
.LBB_8:
	cmpq %rax, %r13
	je .LBB_9
	vmovsd (%rbx,%rax,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rbp,%rax,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r14,%rax,8)
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
	vzeroupper
	retq
.LBB_9:
	leaq .Lanon.0(%rip), %rdx
	movq %r13, %rdi
	movq %r13, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	ud2
.LBB_13:
	movq (%rsp), %rsi
	movl $8, %edi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	movq (%rsp), %rsi
	movl $8, %edx
	movq %r14, %rdi
	movq %rax, %rbx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
