# kernel_simd::x86_64::avx512::hma_combine_into — kernel-simd, target-cpu=x86-64
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
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
	xorl %ecx, %ecx
	jmp .LBB_9
.LBB_4:
	leaq -8(%rsi), %r9
	shrq $3, %r9
	je .LBB_5
	incq %r9
	movq %r9, %rcx
	andq $-2, %rcx
	movl $8, %eax
.LBB_25:
	vmovupd -64(%rdi,%rax,8), %zmm0
	vaddpd %zmm0, %zmm0, %zmm0
	vsubpd -64(%rdx,%rax,8), %zmm0, %zmm0
	vmovupd (%rdi,%rax,8), %zmm1
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%rdx,%rax,8), %zmm1, %zmm1
	vmovupd %zmm0, -64(%r8,%rax,8)
	vmovupd %zmm1, (%r8,%rax,8)
	addq $16, %rax
	addq $-2, %rcx
	jne .LBB_25
	leaq -8(%rax), %rcx
	testb $1, %r9b
	jne .LBB_8
	jmp .LBB_9
.LBB_5:
	movl $8, %eax
	xorl %ecx, %ecx
.LBB_8:
	vmovupd (%rdi,%rcx,8), %zmm0
	vaddpd %zmm0, %zmm0, %zmm0
	vsubpd (%rdx,%rcx,8), %zmm0, %zmm0
	vmovupd %zmm0, (%r8,%rcx,8)
	movq %rax, %rcx
.LBB_9:
	movq %rsi, %rax
	subq %rcx, %rax
	jbe .LBB_18
	cmpq $4, %rax
	jae .LBB_12
	movq %rcx, %rax
	jmp .LBB_17
.LBB_12:
	cmpq $32, %rax
	jae .LBB_19
	xorl %r9d, %r9d
	jmp .LBB_14
.LBB_19:
	movabsq $1152921504606846944, %r9
	andq %rax, %r9
	leaq (%r8,%rcx,8), %r10
	addq $192, %r10
	leaq (%rdx,%rcx,8), %r11
	addq $192, %r11
	leaq (%rdi,%rcx,8), %rbx
	addq $192, %rbx
	xorl %r14d, %r14d
.LBB_20:
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
	jne .LBB_20
	cmpq %r9, %rax
	je .LBB_18
	testb $28, %al
	je .LBB_23
.LBB_14:
	movl %esi, %r10d
	andl $3, %r10d
	subq %r10, %rax
	addq %rcx, %rax
	movq %rsi, %r11
	andq $-4, %r11
	addq %rcx, %r9
.LBB_15:
	vmovupd (%rdi,%r9,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd (%rdx,%r9,8), %ymm0, %ymm0
	vmovupd %ymm0, (%r8,%r9,8)
	addq $4, %r9
	cmpq %r9, %r11
	jne .LBB_15
	testq %r10, %r10
	je .LBB_18
.LBB_17:
	vmovsd (%rdi,%rax,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rdx,%rax,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r8,%rax,8)
	incq %rax
	cmpq %rax, %rsi
	jne .LBB_17
.LBB_18:
	addq $8, %rsp
	popq %rbx
	popq %r14
	vzeroupper
	retq
.LBB_23:
	addq %r9, %rcx
	movq %rcx, %rax
	jmp .LBB_17
.LBB_6:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $50, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
