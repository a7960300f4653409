# kernel_simd::x86_64::avx2::hma_combine_into — kernel-simd, target-cpu=znver3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx2::hma_combine_into:
	pushq %r14
	pushq %rbx
	pushq %rax
	cmpq %r9, %rsi
	jne .LBB_6
	cmpq %r9, %rcx
	jne .LBB_6
	cmpq $4, %rsi
	jae .LBB_4
	xorl %eax, %eax
	jmp .LBB_11
.LBB_4:
	leaq -4(%rsi), %rax
	movq %rax, %r9
	shrq $2, %r9
	incq %r9
	movl %r9d, %ecx
	andl $7, %ecx
	cmpq $28, %rax
	jae .LBB_26
	movl $4, %r9d
	xorl %eax, %eax
	jmp .LBB_9
.LBB_26:
	andq $-8, %r9
	xorl %eax, %eax
.LBB_27:
	vmovupd (%rdi,%rax,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd (%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, (%r8,%rax,8)
	vmovupd 32(%rdi,%rax,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd 32(%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, 32(%r8,%rax,8)
	vmovupd 64(%rdi,%rax,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd 64(%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, 64(%r8,%rax,8)
	vmovupd 96(%rdi,%rax,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd 96(%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, 96(%r8,%rax,8)
	vmovupd 128(%rdi,%rax,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd 128(%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, 128(%r8,%rax,8)
	vmovupd 160(%rdi,%rax,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd 160(%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, 160(%r8,%rax,8)
	vmovupd 192(%rdi,%rax,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd 192(%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, 192(%r8,%rax,8)
	vmovupd 224(%rdi,%rax,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd 224(%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, 224(%r8,%rax,8)
	addq $32, %rax
	addq $-8, %r9
	jne .LBB_27
	testq %rcx, %rcx
	je .LBB_11
	leaq 4(%rax), %r9
.LBB_9:
	vmovupd (%rdi,%rax,8), %ymm0
	decq %rcx
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd (%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, (%r8,%rax,8)
	movq %r9, %rax
	leaq 4(%r9), %r9
	jne .LBB_9
	addq $-4, %r9
	movq %r9, %rax
.LBB_11:
	movq %rsi, %rcx
	subq %rax, %rcx
	jbe .LBB_20
	cmpq $4, %rcx
	jae .LBB_14
	movq %rax, %rcx
	jmp .LBB_19
.LBB_14:
	cmpq $16, %rcx
	jae .LBB_21
	xorl %r9d, %r9d
	jmp .LBB_16
.LBB_21:
	movabsq $1152921504606846960, %r9
	leaq 96(%r8,%rax,8), %r10
	leaq 96(%rdx,%rax,8), %r11
	leaq 96(%rdi,%rax,8), %rbx
	xorl %r14d, %r14d
	andq %rcx, %r9
.LBB_22:
	vmovupd -96(%rbx,%r14,8), %ymm0
	vmovupd -64(%rbx,%r14,8), %ymm1
	vmovupd -32(%rbx,%r14,8), %ymm2
	vmovupd (%rbx,%r14,8), %ymm3
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vaddpd %ymm2, %ymm2, %ymm2
	vaddpd %ymm3, %ymm3, %ymm3
	vsubpd -96(%r11,%r14,8), %ymm0, %ymm0
	vsubpd -64(%r11,%r14,8), %ymm1, %ymm1
	vsubpd -32(%r11,%r14,8), %ymm2, %ymm2
	vsubpd (%r11,%r14,8), %ymm3, %ymm3
	vmovupd %ymm0, -96(%r10,%r14,8)
	vmovupd %ymm1, -64(%r10,%r14,8)
	vmovupd %ymm2, -32(%r10,%r14,8)
	vmovupd %ymm3, (%r10,%r14,8)
	addq $16, %r14
	cmpq %r14, %r9
	jne .LBB_22
	cmpq %r9, %rcx
	je .LBB_20
	testb $12, %cl
	je .LBB_25
.LBB_16:
	movl %esi, %r10d
	andl $3, %r10d
	movq %rsi, %r11
	andq $-4, %r11
	addq %rax, %r9
	subq %r10, %rcx
	addq %rax, %rcx
.LBB_17:
	vmovupd (%rdi,%r9,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd (%rdx,%r9,8), %ymm0, %ymm0
	vmovupd %ymm0, (%r8,%r9,8)
	addq $4, %r9
	cmpq %r9, %r11
	jne .LBB_17
	testq %r10, %r10
	je .LBB_20
.LBB_19:
	vmovsd (%rdi,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rdx,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r8,%rcx,8)
	incq %rcx
	cmpq %rcx, %rsi
	jne .LBB_19
.LBB_20:
	addq $8, %rsp
	popq %rbx
	popq %r14
	vzeroupper
	retq
.LBB_25:
	addq %r9, %rax
	movq %rax, %rcx
	jmp .LBB_19
.LBB_6:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $50, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
