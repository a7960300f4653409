# kernel_safe::event_loop — kernel-safe, target-cpu=x86-64
# command: cargo asm -p kernel-safe --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
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
	jb .LBB_16
	cmpq $1, %r9
	movq %r9, %r10
	adcq $0, %r10
	cmpq $1, %rcx
	movq %rcx, %r11
	adcq $0, %r11
	leaq -1(%r11), %r14
	leaq -1(%r10), %r15
	leaq -1(%rsi), %r12
	xorpd %xmm0, %xmm0
	xorl %ebx, %ebx
	movsd .LCPI_0(%rip), %xmm1
	movsd .LCPI_1(%rip), %xmm2
	movsd .LCPI_2(%rip), %xmm3
	movsd .LCPI_3(%rip), %xmm4
	xorl %r13d, %r13d
	xorl %eax, %eax
	xorpd %xmm5, %xmm5
	jmp .LBB_5
.LBB_2:
	xorps %xmm6, %xmm6
	cvtsi2sd %r13, %xmm6
	movsd 8(%rdi,%rbx,8), %xmm7
	movapd %xmm7, %xmm8
	subsd %xmm5, %xmm8
	mulsd %xmm6, %xmm8
	divsd %xmm5, %xmm8
	addsd %xmm1, %xmm8
	mulsd %xmm2, %xmm8
	addsd %xmm3, %xmm8
	mulsd %xmm4, %xmm8
	addsd %xmm8, %xmm0
	incq %rax
	movapd %xmm7, %xmm5
.LBB_3:
	movq %rbp, %r13
.LBB_4:
	incq %rbx
	cmpq %rbx, %r12
	je .LBB_17
.LBB_5:
	cmpq %rbx, %r15
	je .LBB_20
	cmpq %rbx, %r14
	je .LBB_21
	movsd 8(%r8,%rbx,8), %xmm6
	movsd 8(%rdx,%rbx,8), %xmm7
	ucomisd %xmm7, %xmm6
	jbe .LBB_9
	movsd (%rdx,%rbx,8), %xmm8
	movl $1, %ebp
	ucomisd (%r8,%rbx,8), %xmm8
	ja .LBB_13
.LBB_9:
	ucomisd %xmm6, %xmm7
	jbe .LBB_4
	cmpq %r9, %rbx
	jae .LBB_22
	cmpq %rcx, %rbx
	jae .LBB_23
	movsd (%r8,%rbx,8), %xmm6
	movq $-1, %rbp
	ucomisd (%rdx,%rbx,8), %xmm6
	jbe .LBB_4
.LBB_13:
	cmpq %r13, %rbp
	je .LBB_4
	testq %r13, %r13
	jne .LBB_2
	movsd 8(%rdi,%rbx,8), %xmm5
	jmp .LBB_3
.LBB_16:
	xorpd %xmm0, %xmm0
	xorl %eax, %eax
	jmp .LBB_19
.LBB_17:
	testq %r13, %r13
	je .LBB_19
	xorps %xmm1, %xmm1
	cvtsi2sd %r13, %xmm1
	movsd -8(%rdi,%rsi,8), %xmm2
	subsd %xmm5, %xmm2
	mulsd %xmm1, %xmm2
	divsd %xmm5, %xmm2
	addsd .LCPI_0(%rip), %xmm2
	mulsd .LCPI_1(%rip), %xmm2
	addsd .LCPI_2(%rip), %xmm2
	mulsd .LCPI_3(%rip), %xmm2
	addsd %xmm2, %xmm0
	incq %rax
.LBB_19:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_20:
	leaq .Lanon.0(%rip), %rdx
	movq %r10, %rdi
	movq %r9, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_21:
	leaq .Lanon.1(%rip), %rdx
	movq %r11, %rdi
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_22:
	leaq .Lanon.2(%rip), %rdx
	movq %rbx, %rdi
	movq %r9, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_23:
	leaq .Lanon.3(%rip), %rdx
	movq %rbx, %rdi
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
