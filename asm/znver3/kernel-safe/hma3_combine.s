# kernel_safe::hma3_combine — kernel-safe, target-cpu=znver3
# command: cargo asm -p kernel-safe --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_safe::hma3_combine:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $24, %rsp
	movq %rdx, %r15
	movq %rdi, %r12
	testq %rdx, %rdx
	je .LBB_1
	movq %r9, %r13
	movq %rcx, %rbp
	movq %rsi, %rbx
	movq %r8, 8(%rsp)
	leaq (,%r15,8), %r14
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movq %r14, 16(%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_17
	movq 8(%rsp), %r11
	movq 80(%rsp), %rcx
	leaq -1(%r15), %rsi
	cmpq %r11, %rcx
	movq %r11, %rdx
	cmovbq %rcx, %rdx
	cmpq %rsi, %rdx
	cmovaeq %rsi, %rdx
	cmpq $15, %rdx
	ja .LBB_9
	xorl %edx, %edx
	jmp .LBB_6
.LBB_1:
	movl $8, %eax
	jmp .LBB_2
.LBB_9:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	incq %rdx
	movl $16, %edi
	movl %edx, %esi
	andl $15, %esi
	cmovneq %rsi, %rdi
	xorl %esi, %esi
	subq %rdi, %rdx
.LBB_10:
	vmulpd (%rbx,%rsi,8), %ymm0, %ymm1
	vmulpd 32(%rbx,%rsi,8), %ymm0, %ymm2
	vmulpd 64(%rbx,%rsi,8), %ymm0, %ymm3
	vmulpd 96(%rbx,%rsi,8), %ymm0, %ymm4
	vsubpd (%rbp,%rsi,8), %ymm1, %ymm1
	vsubpd 32(%rbp,%rsi,8), %ymm2, %ymm2
	vsubpd 64(%rbp,%rsi,8), %ymm3, %ymm3
	vsubpd 96(%rbp,%rsi,8), %ymm4, %ymm4
	vsubpd (%r13,%rsi,8), %ymm1, %ymm1
	vsubpd 32(%r13,%rsi,8), %ymm2, %ymm2
	vsubpd 64(%r13,%rsi,8), %ymm3, %ymm3
	vsubpd 96(%r13,%rsi,8), %ymm4, %ymm4
	vmovupd %ymm1, (%rax,%rsi,8)
	vmovupd %ymm2, 32(%rax,%rsi,8)
	vmovupd %ymm3, 64(%rax,%rsi,8)
	vmovupd %ymm4, 96(%rax,%rsi,8)
	addq $16, %rsi
	cmpq %rsi, %rdx
	jne .LBB_10
.LBB_6:
	vmovsd .LCPI_0(%rip), %xmm0
	leaq (%r13,%rdx,8), %rdi
	leaq (%rbp,%rdx,8), %r8
	leaq (%rbx,%rdx,8), %r9
	leaq (%rax,%rdx,8), %rsi
	movq %rcx, %r10
	movq %r15, %rbx
	subq %rdx, %r10
	subq %rdx, %r11
	subq %rdx, %rbx
	leaq .Lanon.0(%rip), %rdx
	leaq .Lanon.1(%rip), %rbp
	xorl %r13d, %r13d
.LBB_7:
	cmpq %r13, %r11
	je .LBB_8
	cmpq %r13, %r10
	je .LBB_12
	vmulsd (%r9,%r13,8), %xmm0, %xmm1
	vsubsd (%r8,%r13,8), %xmm1, %xmm1
	vsubsd (%rdi,%r13,8), %xmm1, %xmm1
	vmovsd %xmm1, (%rsi,%r13,8)
	incq %r13
	cmpq %r13, %rbx
	jne .LBB_7
.LBB_2:
	movq %r15, (%r12)
	movq %rax, 8(%r12)
	movq %r15, 16(%r12)
	movq %r12, %rax
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_8:
	movq %rax, %rbx
	jmp .LBB_13
.LBB_12:
	movq %rax, %rbx
	movq %rbp, %rdx
	movq %rcx, 8(%rsp)
.LBB_13:
	movq 8(%rsp), %rdi
	movq %rdi, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	ud2
.LBB_17:
	movq 16(%rsp), %rsi
	movl $8, %edi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	movq 16(%rsp), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	movq %rax, %r14
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
