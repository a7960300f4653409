# kernel_iter::event_loop — kernel-iter, target-cpu=znver3
# command: cargo asm -p kernel-iter --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
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
	vmovsd .LCPI_0(%rip), %xmm1
	vmovsd .LCPI_1(%rip), %xmm2
	vmovsd .LCPI_2(%rip), %xmm3
	vmovsd .LCPI_3(%rip), %xmm4
	movq $-8, %r9
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r11d, %r11d
	xorl %eax, %eax
	vxorpd %xmm6, %xmm6, %xmm6
	xorl %r10d, %r10d
	subq %rdi, %r9
	shrq $3, %r9
	jmp .LBB_5
.LBB_13:
	vmovapd %xmm6, %xmm5
	movq %r11, %rbx
.LBB_14:
	incq %r10
	movq %rbx, %r11
	vmovapd %xmm5, %xmm6
	cmpq %r10, %rsi
	je .LBB_7
.LBB_5:
	cmpq %r10, %r9
	je .LBB_6
	vmovsd 8(%r8,%r10,8), %xmm5
	vmovsd 8(%rdx,%r10,8), %xmm7
	vucomisd %xmm7, %xmm5
	jbe .LBB_11
	vmovsd (%rdx,%r10,8), %xmm8
	movl $1, %ebx
	vucomisd (%r8,%r10,8), %xmm8
	ja .LBB_16
.LBB_11:
	vucomisd %xmm5, %xmm7
	jbe .LBB_13
	vmovsd (%r8,%r10,8), %xmm5
	movq $-1, %rbx
	vucomisd (%rdx,%r10,8), %xmm5
	jbe .LBB_13
.LBB_16:
	cmpq %r11, %rbx
	je .LBB_13
	vmovsd 8(%rdi,%r10,8), %xmm5
	testq %r11, %r11
	je .LBB_14
	vcvtsi2sd %r11, %xmm15, %xmm7
	vsubsd %xmm6, %xmm5, %xmm8
	incq %rax
	vmulsd %xmm7, %xmm8, %xmm7
	vdivsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm1, %xmm6, %xmm6
	vmulsd %xmm2, %xmm6, %xmm6
	vaddsd %xmm3, %xmm6, %xmm6
	vmulsd %xmm4, %xmm6, %xmm6
	vaddsd %xmm6, %xmm0, %xmm0
	jmp .LBB_14
.LBB_3:
	vxorps %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	popq %rbx
	retq
.LBB_6:
	vmovapd %xmm6, %xmm5
	movq %r11, %rbx
.LBB_7:
	testq %rbx, %rbx
	je .LBB_9
	vmovsd -8(%rdi,%rcx,8), %xmm1
	vcvtsi2sd %rbx, %xmm15, %xmm2
	incq %rax
	vsubsd %xmm5, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm5, %xmm1, %xmm1
	vaddsd .LCPI_0(%rip), %xmm1, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	vaddsd .LCPI_2(%rip), %xmm1, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
.LBB_9:
	popq %rbx
	retq
.LBB_19:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $47, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
