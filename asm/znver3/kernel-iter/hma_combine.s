# kernel_iter::hma_combine — kernel-iter, target-cpu=znver3
# command: cargo asm -p kernel-iter --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::hma_combine:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $16, %rsp
	movq %rdx, (%rsp)
	movq %r8, 8(%rsp)
	cmpq %r8, %rdx
	jne .LBB_17
	movq %rdx, %rbx
	movq %rdi, %r14
	testq %rdx, %rdx
	je .LBB_2
	movq %rcx, %r15
	movq %rsi, %r12
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_18
	cmpq $4, %rbx
	jae .LBB_7
	xorl %ecx, %ecx
	jmp .LBB_6
.LBB_2:
	movl $8, %eax
	jmp .LBB_16
.LBB_7:
	movabsq $1152921504606846960, %rdx
	cmpq $16, %rbx
	jae .LBB_9
	xorl %ecx, %ecx
	jmp .LBB_13
.LBB_9:
	movq %rbx, %rsi
	shrq $4, %rsi
	movq %rbx, %rcx
	andq %rdx, %rcx
	xorl %edi, %edi
	shlq $7, %rsi
.LBB_10:
	vmovupd (%r12,%rdi), %ymm0
	vmovupd 32(%r12,%rdi), %ymm1
	vmovupd 64(%r12,%rdi), %ymm2
	vmovupd 96(%r12,%rdi), %ymm3
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vaddpd %ymm2, %ymm2, %ymm2
	vaddpd %ymm3, %ymm3, %ymm3
	vsubpd (%r15,%rdi), %ymm0, %ymm0
	vsubpd 32(%r15,%rdi), %ymm1, %ymm1
	vsubpd 64(%r15,%rdi), %ymm2, %ymm2
	vsubpd 96(%r15,%rdi), %ymm3, %ymm3
	vmovupd %ymm0, (%rax,%rdi)
	vmovupd %ymm1, 32(%rax,%rdi)
	vmovupd %ymm2, 64(%rax,%rdi)
	vmovupd %ymm3, 96(%rax,%rdi)
	subq $-128, %rdi
	cmpq %rdi, %rsi
	jne .LBB_10
	cmpq %rcx, %rbx
	je .LBB_16
	testb $12, %bl
	je .LBB_6
.LBB_13:
	addq $12, %rdx
	movq %rcx, %rsi
	movq %rdx, %rcx
	andq %rbx, %rcx
.LBB_14:
	vmovupd (%r12,%rsi,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd (%r15,%rsi,8), %ymm0, %ymm0
	vmovupd %ymm0, (%rax,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %rcx
	jne .LBB_14
	jmp .LBB_15
.LBB_17:
	leaq .Lanon.0(%rip), %rcx
	leaq .Lanon.1(%rip), %r9
	leaq 8(%rsp), %rdx
	movl $55, %r8d
	movq %rsp, %rsi
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_18:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_6:
	vmovsd (%r12,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%r15,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rax,%rcx,8)
	incq %rcx
.LBB_15:
	cmpq %rcx, %rbx
	jne .LBB_6
.LBB_16:
	movq %rbx, (%r14)
	movq %rax, 8(%r14)
	movq %rbx, 16(%r14)
	movq %r14, %rax
	addq $16, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	vzeroupper
	retq
