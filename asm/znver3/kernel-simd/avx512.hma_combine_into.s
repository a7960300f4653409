# kernel_simd::x86_64::avx512::hma_combine_into — kernel-simd, target-cpu=znver3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx512::hma_combine_into:
	pushq %r14
	pushq %rbx
	pushq %rax
	cmpq %r9, %rsi
	jne .LBB_6
	cmpq %r9, %rcx
	jne .LBB_6
	cmpq $8, %rsi
	jae .LBB_4
	xorl %eax, %eax
	jmp .LBB_11
.LBB_4:
	leaq -8(%rsi), %rax
	movq %rax, %r9
	shrq $3, %r9
	incq %r9
	movl %r9d, %ecx
	andl $7, %ecx
	cmpq $56, %rax
	jae .LBB_26
	movl $8, %r9d
	xorl %eax, %eax
	jmp .LBB_9
.LBB_26:
	andq $-8, %r9
	xorl %eax, %eax
.LBB_27:
	vmovupd (%rdi,%rax,8), %zmm0
	vmovupd 64(%rdi,%rax,8), %zmm1
	vmovupd 128(%rdi,%rax,8), %zmm2
	vaddpd %zmm0, %zmm0, %zmm0
	vsubpd (%rdx,%rax,8), %zmm0, %zmm0
	vmovupd %zmm0, (%r8,%rax,8)
	vaddpd %zmm1, %zmm1, %zmm0
	vmovupd 192(%rdi,%rax,8), %zmm1
	vsubpd 64(%rdx,%rax,8), %zmm0, %zmm0
	vmovupd %zmm0, 64(%r8,%rax,8)
	vaddpd %zmm2, %zmm2, %zmm0
	vmovupd 256(%rdi,%rax,8), %zmm2
	vsubpd 128(%rdx,%rax,8), %zmm0, %zmm0
	vmovupd %zmm0, 128(%r8,%rax,8)
	vaddpd %zmm1, %zmm1, %zmm0
	vmovupd 320(%rdi,%rax,8), %zmm1
	vsubpd 192(%rdx,%rax,8), %zmm0, %zmm0
	vmovupd %zmm0, 192(%r8,%rax,8)
	vaddpd %zmm2, %zmm2, %zmm0
	vmovupd 384(%rdi,%rax,8), %zmm2
	vsubpd 256(%rdx,%rax,8), %zmm0, %zmm0
	vmovupd %zmm0, 256(%r8,%rax,8)
	vaddpd %zmm1, %zmm1, %zmm0
	vmovupd 448(%rdi,%rax,8), %zmm1
	vsubpd 320(%rdx,%rax,8), %zmm0, %zmm0
	vmovupd %zmm0, 320(%r8,%rax,8)
	vaddpd %zmm2, %zmm2, %zmm0
	vsubpd 384(%rdx,%rax,8), %zmm0, %zmm0
	vmovupd %zmm0, 384(%r8,%rax,8)
	vaddpd %zmm1, %zmm1, %zmm0
	vsubpd 448(%rdx,%rax,8), %zmm0, %zmm0
	vmovupd %zmm0, 448(%r8,%rax,8)
	addq $64, %rax
	addq $-8, %r9
	jne .LBB_27
	testq %rcx, %rcx
	je .LBB_11
	leaq 8(%rax), %r9
.LBB_9:
	vmovupd (%rdi,%rax,8), %zmm0
	decq %rcx
	vaddpd %zmm0, %zmm0, %zmm0
	vsubpd (%rdx,%rax,8), %zmm0, %zmm0
	vmovupd %zmm0, (%r8,%rax,8)
	movq %r9, %rax
	leaq 8(%r9), %r9
	jne .LBB_9
	addq $-8, %r9
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
	cmpq $32, %rcx
	jae .LBB_21
	xorl %r9d, %r9d
	jmp .LBB_16
.LBB_21:
	movabsq $1152921504606846944, %r9
	leaq 192(%r8,%rax,8), %r10
	leaq 192(%rdx,%rax,8), %r11
	leaq 192(%rdi,%rax,8), %rbx
	xorl %r14d, %r14d
	andq %rcx, %r9
.LBB_22:
	vmovupd -192(%rbx,%r14,8), %zmm0
	vmovupd -128(%rbx,%r14,8), %zmm1
	vmovupd -64(%rbx,%r14,8), %zmm2
	vmovupd (%rbx,%r14,8), %zmm3
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vaddpd %zmm2, %zmm2, %zmm2
	vaddpd %zmm3, %zmm3, %zmm3
	vsubpd -192(%r11,%r14,8), %zmm0, %zmm0
	vsubpd -128(%r11,%r14,8), %zmm1, %zmm1
	vsubpd -64(%r11,%r14,8), %zmm2, %zmm2
	vsubpd (%r11,%r14,8), %zmm3, %zmm3
	vmovupd %zmm0, -192(%r10,%r14,8)
	vmovupd %zmm1, -128(%r10,%r14,8)
	vmovupd %zmm2, -64(%r10,%r14,8)
	vmovupd %zmm3, (%r10,%r14,8)
	addq $32, %r14
	cmpq %r14, %r9
	jne .LBB_22
	cmpq %r9, %rcx
	je .LBB_20
	testb $28, %cl
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
