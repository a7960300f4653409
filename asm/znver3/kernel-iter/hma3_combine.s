# kernel_iter::hma3_combine — kernel-iter, target-cpu=znver3
# command: cargo asm -p kernel-iter --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::hma3_combine:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	cmpq %r8, %rdx
	jne .LBB_13
	cmpq 64(%rsp), %r8
	jne .LBB_13
	movq %rdx, %rbx
	movq %rdi, %r14
	testq %rdx, %rdx
	je .LBB_3
	movq %r9, %r15
	movq %rcx, %r12
	movq %rsi, %r13
	leaq (,%rbx,8), %rbp
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_14
	cmpq $8, %rbx
	jae .LBB_7
	xorl %ecx, %ecx
	jmp .LBB_10
.LBB_3:
	movl $8, %eax
	jmp .LBB_12
.LBB_7:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	movabsq $1152921504606846968, %rcx
	movq %rbx, %rdx
	shrq $3, %rdx
	xorl %esi, %esi
	andq %rbx, %rcx
	shlq $6, %rdx
.LBB_8:
	vmulpd (%r13,%rsi), %ymm0, %ymm1
	vmulpd 32(%r13,%rsi), %ymm0, %ymm2
	vsubpd (%r12,%rsi), %ymm1, %ymm1
	vsubpd 32(%r12,%rsi), %ymm2, %ymm2
	vsubpd (%r15,%rsi), %ymm1, %ymm1
	vsubpd 32(%r15,%rsi), %ymm2, %ymm2
	vmovupd %ymm1, (%rax,%rsi)
	vmovupd %ymm2, 32(%rax,%rsi)
	addq $64, %rsi
	cmpq %rsi, %rdx
	jne .LBB_8
	cmpq %rcx, %rbx
	je .LBB_12
.LBB_10:
	vmovsd .LCPI_0(%rip), %xmm0
.LBB_11:
	vmulsd (%r13,%rcx,8), %xmm0, %xmm1
	vsubsd (%r12,%rcx,8), %xmm1, %xmm1
	vsubsd (%r15,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, (%rax,%rcx,8)
	incq %rcx
	cmpq %rcx, %rbx
	jne .LBB_11
.LBB_12:
	movq %rbx, (%r14)
	movq %rax, 8(%r14)
	movq %rbx, 16(%r14)
	movq %r14, %rax
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_13:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $59, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_14:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
