# kernel_unchecked::event_loop — kernel-unchecked, target-cpu=znver3
# command: cargo asm -p kernel-unchecked --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_unchecked::event_loop:
	pushq %r15
	pushq %r14
	pushq %rbx
	cmpq %rsi, %rcx
	jne .LBB_6
	cmpq %rsi, %r9
	jne .LBB_6
	cmpq $2, %rcx
	jb .LBB_3
	vmovsd (%rdx), %xmm2
	vmovsd (%r8), %xmm3
	movl $1, %esi
	jne .LBB_20
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r9d, %r9d
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	movl $1, %r10d
	jmp .LBB_10
.LBB_3:
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
.LBB_19:
	popq %rbx
	popq %r14
	popq %r15
	retq
.LBB_20:
	vmovsd .LCPI_0(%rip), %xmm4
	vmovsd .LCPI_1(%rip), %xmm5
	vmovsd .LCPI_2(%rip), %xmm6
	vmovsd .LCPI_3(%rip), %xmm7
	leaq -1(%rcx), %r11
	movl $1, %r14d
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r9d, %r9d
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	movq %r11, %rbx
	andq $-2, %rbx
	jmp .LBB_21
.LBB_29:
	vmovapd %xmm8, %xmm1
	movq %r14, %r9
.LBB_34:
	leaq 1(%r10), %r15
	leaq 1(%r15), %r14
	cmpq %rbx, %r15
	je .LBB_7
.LBB_21:
	vmovsd (%rdx,%r14,8), %xmm9
	vmovsd (%r8,%r14,8), %xmm10
	vmovsd (%rdi,%r14,8), %xmm8
	movq %r14, %r10
	vucomisd %xmm9, %xmm10
	jbe .LBB_23
	vucomisd %xmm3, %xmm2
	movl $1, %r14d
	ja .LBB_35
.LBB_23:
	vucomisd %xmm10, %xmm9
	jbe .LBB_25
	vucomisd %xmm2, %xmm3
	movq $-1, %r14
	jbe .LBB_25
.LBB_35:
	cmpq %r9, %r14
	jne .LBB_36
.LBB_25:
	vmovapd %xmm1, %xmm8
	movq %r9, %r14
	jmp .LBB_26
.LBB_36:
	testq %r9, %r9
	je .LBB_26
	vcvtsi2sd %r9, %xmm15, %xmm2
	vsubsd %xmm1, %xmm8, %xmm3
	incq %rax
	vmulsd %xmm2, %xmm3, %xmm2
	vdivsd %xmm1, %xmm2, %xmm1
	vaddsd %xmm4, %xmm1, %xmm1
	vmulsd %xmm5, %xmm1, %xmm1
	vaddsd %xmm6, %xmm1, %xmm1
	vmulsd %xmm7, %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
.LBB_26:
	vmovsd 8(%rdx,%r10,8), %xmm2
	vmovsd 8(%r8,%r10,8), %xmm3
	vmovsd 8(%rdi,%r10,8), %xmm1
	vucomisd %xmm2, %xmm3
	jbe .LBB_28
	vucomisd %xmm10, %xmm9
	movl $1, %r9d
	ja .LBB_31
.LBB_28:
	vucomisd %xmm3, %xmm2
	jbe .LBB_29
	vucomisd %xmm9, %xmm10
	movq $-1, %r9
	jbe .LBB_29
.LBB_31:
	cmpq %r14, %r9
	je .LBB_29
	testq %r14, %r14
	je .LBB_34
	vcvtsi2sd %r14, %xmm15, %xmm9
	vsubsd %xmm8, %xmm1, %xmm10
	incq %rax
	vmulsd %xmm9, %xmm10, %xmm9
	vdivsd %xmm8, %xmm9, %xmm8
	vaddsd %xmm4, %xmm8, %xmm8
	vmulsd %xmm5, %xmm8, %xmm8
	vaddsd %xmm6, %xmm8, %xmm8
	vmulsd %xmm7, %xmm8, %xmm8
	vaddsd %xmm0, %xmm8, %xmm0
	jmp .LBB_34
.LBB_7:
	testb $1, %r11b
	je .LBB_8
	addq $2, %r10
.LBB_10:
	vmovsd (%rdx,%r10,8), %xmm5
	vmovsd (%r8,%r10,8), %xmm6
	vmovsd (%rdi,%r10,8), %xmm4
	vucomisd %xmm5, %xmm6
	jbe .LBB_12
	vucomisd %xmm3, %xmm2
	ja .LBB_14
.LBB_12:
	vucomisd %xmm6, %xmm5
	jbe .LBB_8
	vucomisd %xmm2, %xmm3
	movq $-1, %rsi
	jbe .LBB_8
.LBB_14:
	cmpq %r9, %rsi
	jne .LBB_15
.LBB_8:
	vmovapd %xmm1, %xmm4
	movq %r9, %rsi
.LBB_17:
	testq %rsi, %rsi
	je .LBB_19
	vmovsd -8(%rdi,%rcx,8), %xmm2
	vcvtsi2sd %rsi, %xmm15, %xmm1
	incq %rax
	vsubsd %xmm4, %xmm2, %xmm2
	vmulsd %xmm1, %xmm2, %xmm1
	vdivsd %xmm4, %xmm1, %xmm1
	vaddsd .LCPI_0(%rip), %xmm1, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	vaddsd .LCPI_2(%rip), %xmm1, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	popq %rbx
	popq %r14
	popq %r15
	retq
.LBB_15:
	testq %r9, %r9
	je .LBB_17
	vcvtsi2sd %r9, %xmm15, %xmm2
	vsubsd %xmm1, %xmm4, %xmm3
	incq %rax
	vmulsd %xmm2, %xmm3, %xmm2
	vdivsd %xmm1, %xmm2, %xmm1
	vaddsd .LCPI_0(%rip), %xmm1, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	vaddsd .LCPI_2(%rip), %xmm1, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	jmp .LBB_17
.LBB_6:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $46, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
