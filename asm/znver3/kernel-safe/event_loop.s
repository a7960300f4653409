# kernel_safe::event_loop — kernel-safe, target-cpu=znver3
# command: cargo asm -p kernel-safe --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_safe::event_loop:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	cmpq $2, %rsi
	jb .LBB_1
	vmovsd .LCPI_0(%rip), %xmm1
	vmovsd .LCPI_1(%rip), %xmm2
	vmovsd .LCPI_2(%rip), %xmm3
	vmovsd .LCPI_3(%rip), %xmm4
	cmpq $1, %r9
	movq %r9, %r10
	movq %rcx, %r11
	leaq -1(%rsi), %r12
	vxorpd %xmm0, %xmm0, %xmm0
	vxorpd %xmm5, %xmm5, %xmm5
	adcq $0, %r10
	cmpq $1, %rcx
	adcq $0, %r11
	leaq -1(%r10), %r15
	xorl %ebx, %ebx
	xorl %r13d, %r13d
	xorl %eax, %eax
	leaq -1(%r11), %r14
	jmp .LBB_6
.LBB_18:
	vmovsd 8(%rdi,%rbx,8), %xmm7
	vcvtsi2sd %r13, %xmm15, %xmm6
	incq %rax
	movq %rbp, %r13
	vsubsd %xmm5, %xmm7, %xmm8
	vmulsd %xmm6, %xmm8, %xmm6
	vdivsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm1, %xmm5, %xmm5
	vmulsd %xmm2, %xmm5, %xmm5
	vaddsd %xmm3, %xmm5, %xmm5
	vmulsd %xmm4, %xmm5, %xmm5
	vaddsd %xmm5, %xmm0, %xmm0
	vmovapd %xmm7, %xmm5
.LBB_13:
	incq %rbx
	cmpq %rbx, %r12
	je .LBB_2
.LBB_6:
	cmpq %rbx, %r15
	je .LBB_19
	cmpq %rbx, %r14
	je .LBB_20
	vmovsd 8(%r8,%rbx,8), %xmm6
	vmovsd 8(%rdx,%rbx,8), %xmm7
	vucomisd %xmm7, %xmm6
	jbe .LBB_9
	vmovsd (%rdx,%rbx,8), %xmm8
	movl $1, %ebp
	vucomisd (%r8,%rbx,8), %xmm8
	ja .LBB_15
.LBB_9:
	vucomisd %xmm6, %xmm7
	jbe .LBB_13
	cmpq %r9, %rbx
	jae .LBB_21
	cmpq %rcx, %rbx
	jae .LBB_22
	vmovsd (%r8,%rbx,8), %xmm6
	movq $-1, %rbp
	vucomisd (%rdx,%rbx,8), %xmm6
	jbe .LBB_13
.LBB_15:
	cmpq %r13, %rbp
	je .LBB_13
	testq %r13, %r13
	jne .LBB_18
	vmovsd 8(%rdi,%rbx,8), %xmm5
	movq %rbp, %r13
	jmp .LBB_13
.LBB_1:
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	jmp .LBB_4
.LBB_2:
	testq %r13, %r13
	je .LBB_4
	vmovsd -8(%rdi,%rsi,8), %xmm2
	vcvtsi2sd %r13, %xmm15, %xmm1
	incq %rax
	vsubsd %xmm5, %xmm2, %xmm2
	vmulsd %xmm1, %xmm2, %xmm1
	vdivsd %xmm5, %xmm1, %xmm1
	vaddsd .LCPI_0(%rip), %xmm1, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	vaddsd .LCPI_2(%rip), %xmm1, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
.LBB_4:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_19:
	leaq .Lanon.0(%rip), %rdx
	movq %r10, %rdi
	movq %r9, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_20:
	leaq .Lanon.1(%rip), %rdx
	movq %r11, %rdi
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_21:
	leaq .Lanon.2(%rip), %rdx
	movq %rbx, %rdi
	movq %r9, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_22:
	leaq .Lanon.3(%rip), %rdx
	movq %rbx, %rdi
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
