# kernel_iter::event_loop — kernel-iter, target-cpu=x86-64
# command: cargo asm -p kernel-iter --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::event_loop:
	pushq %rbx
	cmpq %rsi, %rcx
	jne .LBB_19
	cmpq %rsi, %r9
	jne .LBB_19
	movq %rcx, %rax
	subq $1, %rax
	movq %rcx, %rsi
	adcq $-1, %rsi
	cmpq %rsi, %rax
	cmovbq %rax, %rsi
	cmpq $2, %rcx
	setae %al
	testq %rsi, %rsi
	setne %r9b
	andb %al, %r9b
	cmpb $1, %r9b
	jne .LBB_3
	movq $-8, %r9
	subq %rdi, %r9
	shrq $3, %r9
	xorpd %xmm0, %xmm0
	xorl %ebx, %ebx
	movsd .LCPI_0(%rip), %xmm1
	movsd .LCPI_1(%rip), %xmm2
	movsd .LCPI_2(%rip), %xmm3
	movsd .LCPI_3(%rip), %xmm4
	xorl %eax, %eax
	xorpd %xmm6, %xmm6
	xorl %r10d, %r10d
	jmp .LBB_5
.LBB_13:
	movapd %xmm6, %xmm5
	movq %rbx, %r11
.LBB_14:
	incq %r10
	movq %r11, %rbx
	movapd %xmm5, %xmm6
	cmpq %r10, %rsi
	je .LBB_7
.LBB_5:
	cmpq %r10, %r9
	je .LBB_6
	movsd 8(%r8,%r10,8), %xmm5
	movsd 8(%rdx,%r10,8), %xmm7
	ucomisd %xmm7, %xmm5
	jbe .LBB_11
	movsd (%rdx,%r10,8), %xmm8
	movl $1, %r11d
	ucomisd (%r8,%r10,8), %xmm8
	ja .LBB_16
.LBB_11:
	ucomisd %xmm5, %xmm7
	jbe .LBB_13
	movsd (%r8,%r10,8), %xmm5
	movq $-1, %r11
	ucomisd (%rdx,%r10,8), %xmm5
	jbe .LBB_13
.LBB_16:
	cmpq %rbx, %r11
	je .LBB_13
	movsd 8(%rdi,%r10,8), %xmm5
	testq %rbx, %rbx
	je .LBB_14
	xorps %xmm7, %xmm7
	cvtsi2sd %rbx, %xmm7
	movapd %xmm5, %xmm8
	subsd %xmm6, %xmm8
	mulsd %xmm7, %xmm8
	divsd %xmm6, %xmm8
	addsd %xmm1, %xmm8
	mulsd %xmm2, %xmm8
	addsd %xmm3, %xmm8
	mulsd %xmm4, %xmm8
	addsd %xmm8, %xmm0
	incq %rax
	jmp .LBB_14
.LBB_3:
	xorps %xmm0, %xmm0
	xorl %eax, %eax
	popq %rbx
	retq
.LBB_6:
	movapd %xmm6, %xmm5
	movq %rbx, %r11
.LBB_7:
	testq %r11, %r11
	je .LBB_9
	movsd -8(%rdi,%rcx,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	subsd %xmm5, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm5, %xmm1
	addsd .LCPI_0(%rip), %xmm1
	mulsd .LCPI_1(%rip), %xmm1
	addsd .LCPI_2(%rip), %xmm1
	mulsd .LCPI_3(%rip), %xmm1
	addsd %xmm1, %xmm0
	incq %rax
.LBB_9:
	popq %rbx
	retq
.LBB_19:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $47, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
