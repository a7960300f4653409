# kernel_unchecked::hma3_combine — kernel-unchecked, target-cpu=znver3
# command: cargo asm -p kernel-unchecked --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_unchecked::hma3_combine:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	cmpq %r8, %rdx
	jne .LBB_19
	cmpq 64(%rsp), %r8
	jne .LBB_19
	movq %rdx, %r14
	movq %rdi, %rbx
	testq %rdx, %rdx
	je .LBB_3
	movq %r9, %r15
	movq %rcx, %r12
	movq %rsi, %r13
	leaq (,%r14,8), %rbp
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_20
	movq %r14, (%rbx)
	movq %rax, 8(%rbx)
	movq %r14, 16(%rbx)
	cmpq $4, %r14
	jae .LBB_7
	xorl %ecx, %ecx
	jmp .LBB_16
.LBB_3:
	movq %r14, (%rbx)
	movq $8, 8(%rbx)
	movq %r14, 16(%rbx)
	jmp .LBB_18
.LBB_7:
	movabsq $1152921504606846960, %rdx
	cmpq $16, %r14
	jae .LBB_9
	xorl %ecx, %ecx
	jmp .LBB_13
.LBB_9:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	movq %r14, %rsi
	shrq $4, %rsi
	movq %r14, %rcx
	andq %rdx, %rcx
	xorl %edi, %edi
	shlq $7, %rsi
.LBB_10:
	vmulpd (%r13,%rdi), %ymm0, %ymm1
	vmulpd 32(%r13,%rdi), %ymm0, %ymm2
	vmulpd 64(%r13,%rdi), %ymm0, %ymm3
	vmulpd 96(%r13,%rdi), %ymm0, %ymm4
	vsubpd (%r12,%rdi), %ymm1, %ymm1
	vsubpd 32(%r12,%rdi), %ymm2, %ymm2
	vsubpd 64(%r12,%rdi), %ymm3, %ymm3
	vsubpd 96(%r12,%rdi), %ymm4, %ymm4
	vsubpd (%r15,%rdi), %ymm1, %ymm1
	vsubpd 32(%r15,%rdi), %ymm2, %ymm2
	vsubpd 64(%r15,%rdi), %ymm3, %ymm3
	vsubpd 96(%r15,%rdi), %ymm4, %ymm4
	vmovupd %ymm1, (%rax,%rdi)
	vmovupd %ymm2, 32(%rax,%rdi)
	vmovupd %ymm3, 64(%rax,%rdi)
	vmovupd %ymm4, 96(%rax,%rdi)
	subq $-128, %rdi
	cmpq %rdi, %rsi
	jne .LBB_10
	cmpq %rcx, %r14
	je .LBB_18
	testb $12, %r14b
	je .LBB_16
.LBB_13:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $12, %rdx
	movq %rcx, %rsi
	movq %rdx, %rcx
	andq %r14, %rcx
.LBB_14:
	vmulpd (%r13,%rsi,8), %ymm0, %ymm1
	vsubpd (%r12,%rsi,8), %ymm1, %ymm1
	vsubpd (%r15,%rsi,8), %ymm1, %ymm1
	vmovupd %ymm1, (%rax,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %rcx
	jne .LBB_14
	cmpq %rcx, %r14
	je .LBB_18
.LBB_16:
	vmovsd .LCPI_0(%rip), %xmm0
.LBB_17:
	vmulsd (%r13,%rcx,8), %xmm0, %xmm1
	vsubsd (%r12,%rcx,8), %xmm1, %xmm1
	vsubsd (%r15,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, (%rax,%rcx,8)
	incq %rcx
	cmpq %rcx, %r14
	jne .LBB_17
.LBB_18:
	movq %rbx, %rax
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_19:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $77, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_20:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
