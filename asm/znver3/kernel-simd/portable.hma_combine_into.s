# kernel_simd::portable::hma_combine_into — kernel-simd, target-cpu=znver3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::hma_combine_into:
	pushq %r15
	pushq %r14
	pushq %rbx
	cmpq %r9, %rsi
	jne .LBB_26
	cmpq %r9, %rcx
	jne .LBB_26
	cmpq $4, %rsi
	jae .LBB_4
	xorl %eax, %eax
	jmp .LBB_11
.LBB_4:
	leaq -4(%rsi), %r9
	cmpq $12, %r9
	jae .LBB_6
	movl $4, %ecx
	xorl %eax, %eax
	jmp .LBB_9
.LBB_6:
	shrq $2, %r9
	xorl %r11d, %r11d
	incq %r9
	movq %r9, %r10
	andq $-4, %r10
	leaq (,%r10,4), %rax
	leaq 4(,%r10,4), %rcx
	movq %r10, %rbx
.LBB_7:
	vmovupd (%rdi,%r11), %ymm0
	vmovupd 32(%rdi,%r11), %ymm1
	vmovupd 64(%rdi,%r11), %ymm2
	vmovupd 96(%rdi,%r11), %ymm3
	vaddpd %ymm2, %ymm2, %ymm2
	vaddpd %ymm3, %ymm3, %ymm3
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd 32(%rdx,%r11), %ymm1, %ymm1
	vsubpd (%rdx,%r11), %ymm0, %ymm0
	vsubpd 96(%rdx,%r11), %ymm3, %ymm3
	vsubpd 64(%rdx,%r11), %ymm2, %ymm2
	vmovupd %ymm2, 64(%r8,%r11)
	vmovupd %ymm3, 96(%r8,%r11)
	vmovupd %ymm0, (%r8,%r11)
	vmovupd %ymm1, 32(%r8,%r11)
	subq $-128, %r11
	addq $-4, %rbx
	jne .LBB_7
	cmpq %r10, %r9
	je .LBB_11
.LBB_9:
	vmovupd (%rdi,%rax,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd (%rdx,%rax,8), %ymm0, %ymm0
	vmovupd %ymm0, (%r8,%rax,8)
	movq %rcx, %rax
	addq $4, %rcx
	cmpq %rsi, %rcx
	jbe .LBB_9
	addq $-4, %rcx
	movq %rcx, %rax
.LBB_11:
	movq %rsi, %rcx
	subq %rax, %rcx
	jbe .LBB_25
	cmpq $4, %rcx
	jae .LBB_13
.LBB_23:
	movq %rax, %r11
	jmp .LBB_24
.LBB_13:
	movabsq $1152921504606846960, %r9
	cmpq $16, %rcx
	jae .LBB_18
	xorl %r10d, %r10d
	jmp .LBB_15
.LBB_18:
	leaq 96(%r8,%rax,8), %r11
	leaq 96(%rdx,%rax,8), %rbx
	leaq 96(%rdi,%rax,8), %r14
	movq %rcx, %r10
	andq %r9, %r10
	xorl %r15d, %r15d
.LBB_19:
	vmovupd -96(%r14,%r15,8), %ymm0
	vmovupd -64(%r14,%r15,8), %ymm1
	vmovupd -32(%r14,%r15,8), %ymm2
	vmovupd (%r14,%r15,8), %ymm3
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vaddpd %ymm2, %ymm2, %ymm2
	vaddpd %ymm3, %ymm3, %ymm3
	vsubpd -96(%rbx,%r15,8), %ymm0, %ymm0
	vsubpd -64(%rbx,%r15,8), %ymm1, %ymm1
	vsubpd -32(%rbx,%r15,8), %ymm2, %ymm2
	vsubpd (%rbx,%r15,8), %ymm3, %ymm3
	vmovupd %ymm0, -96(%r11,%r15,8)
	vmovupd %ymm1, -64(%r11,%r15,8)
	vmovupd %ymm2, -32(%r11,%r15,8)
	vmovupd %ymm3, (%r11,%r15,8)
	addq $16, %r15
	cmpq %r15, %r10
	jne .LBB_19
	cmpq %r10, %rcx
	je .LBB_25
	testb $12, %cl
	je .LBB_22
.LBB_15:
	addq $12, %r9
	leaq (%r8,%rax,8), %rbx
	leaq (%rdx,%rax,8), %r14
	andq %rcx, %r9
	leaq (%rax,%r9), %r11
	leaq (%rdi,%rax,8), %rax
.LBB_16:
	vmovupd (%rax,%r10,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd (%r14,%r10,8), %ymm0, %ymm0
	vmovupd %ymm0, (%rbx,%r10,8)
	addq $4, %r10
	cmpq %r10, %r9
	jne .LBB_16
	cmpq %r9, %rcx
	je .LBB_25
.LBB_24:
	vmovsd (%rdi,%r11,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rdx,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r8,%r11,8)
	incq %r11
	cmpq %r11, %rsi
	jne .LBB_24
.LBB_25:
	popq %rbx
	popq %r14
	popq %r15
	vzeroupper
	retq
.LBB_22:
	addq %r10, %rax
	jmp .LBB_23
.LBB_26:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $50, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
