# kernel_simd::portable::hma_combine_into — kernel-simd, target-cpu=x86-64
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::hma_combine_into:
	pushq %r14
	pushq %rbx
	pushq %rax
	cmpq %r9, %rsi
	jne .LBB_15
	cmpq %r9, %rcx
	jne .LBB_15
	cmpq $4, %rsi
	jae .LBB_4
	xorl %ecx, %ecx
	jmp .LBB_8
.LBB_4:
	leaq -4(%rsi), %r10
	shrq $2, %r10
	je .LBB_5
	incq %r10
	movq %r10, %r11
	andq $-2, %r11
	leaq (,%r10,4), %rcx
	movq %rcx, %rax
	orq $4, %rax
	leaq (,%r11,4), %r9
	xorl %ebx, %ebx
	movq %r11, %r14
.LBB_12:
	movsd (%rdi,%rbx), %xmm1
	movsd 8(%rdi,%rbx), %xmm0
	movsd 16(%rdi,%rbx), %xmm2
	movsd 24(%rdi,%rbx), %xmm3
	movhpd 40(%rdi,%rbx), %xmm0
	movhpd 32(%rdi,%rbx), %xmm1
	addpd %xmm1, %xmm1
	addpd %xmm0, %xmm0
	movsd (%rdx,%rbx), %xmm4
	movsd 8(%rdx,%rbx), %xmm5
	movsd 16(%rdx,%rbx), %xmm6
	movsd 24(%rdx,%rbx), %xmm7
	movhpd 32(%rdx,%rbx), %xmm4
	subpd %xmm4, %xmm1
	movhpd 40(%rdx,%rbx), %xmm5
	subpd %xmm5, %xmm0
	movhpd 56(%rdi,%rbx), %xmm3
	movhpd 48(%rdi,%rbx), %xmm2
	addpd %xmm2, %xmm2
	addpd %xmm3, %xmm3
	movhpd 48(%rdx,%rbx), %xmm6
	subpd %xmm6, %xmm2
	movhpd 56(%rdx,%rbx), %xmm7
	subpd %xmm7, %xmm3
	movapd %xmm1, %xmm4
	unpcklpd %xmm0, %xmm4
	movapd %xmm2, %xmm5
	unpcklpd %xmm3, %xmm5
	movhlps %xmm1, %xmm0
	movhlps %xmm2, %xmm3
	movups %xmm3, 48(%r8,%rbx)
	movups %xmm0, 32(%r8,%rbx)
	movupd %xmm5, 16(%r8,%rbx)
	movupd %xmm4, (%r8,%rbx)
	addq $64, %rbx
	addq $-2, %r14
	jne .LBB_12
	cmpq %r11, %r10
	jne .LBB_6
	andq $-8, %rcx
	jmp .LBB_8
.LBB_5:
	movl $4, %eax
	xorl %r9d, %r9d
.LBB_6:
	movupd (%rdi,%r9,8), %xmm0
	addpd %xmm0, %xmm0
	movupd (%rdx,%r9,8), %xmm1
	subpd %xmm1, %xmm0
	movupd %xmm0, (%r8,%r9,8)
	movupd 16(%rdi,%r9,8), %xmm0
	addpd %xmm0, %xmm0
	movupd 16(%rdx,%r9,8), %xmm1
	subpd %xmm1, %xmm0
	movupd %xmm0, 16(%r8,%r9,8)
	movq %rax, %r9
	addq $4, %rax
	cmpq %rsi, %rax
	jbe .LBB_6
	addq $-4, %rax
	movq %rax, %rcx
.LBB_8:
	movq %rsi, %r9
	subq %rcx, %r9
	jbe .LBB_20
	cmpq $4, %r9
	jae .LBB_16
	movq %rcx, %rax
	jmp .LBB_19
.LBB_16:
	movabsq $1152921504606846972, %r10
	andq %r9, %r10
	leaq (%rcx,%r10), %rax
	leaq (%r8,%rcx,8), %r11
	addq $16, %r11
	leaq (%rdx,%rcx,8), %rbx
	addq $16, %rbx
	leaq (%rdi,%rcx,8), %rcx
	addq $16, %rcx
	xorl %r14d, %r14d
.LBB_17:
	movupd -16(%rcx,%r14,8), %xmm0
	movupd (%rcx,%r14,8), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd -16(%rbx,%r14,8), %xmm2
	subpd %xmm2, %xmm0
	movupd (%rbx,%r14,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, -16(%r11,%r14,8)
	movupd %xmm1, (%r11,%r14,8)
	addq $4, %r14
	cmpq %r14, %r10
	jne .LBB_17
	cmpq %r10, %r9
	je .LBB_20
.LBB_19:
	movsd (%rdi,%rax,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rdx,%rax,8), %xmm0
	movsd %xmm0, (%r8,%rax,8)
	incq %rax
	cmpq %rax, %rsi
	jne .LBB_19
.LBB_20:
	addq $8, %rsp
	popq %rbx
	popq %r14
	retq
.LBB_15:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $50, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
