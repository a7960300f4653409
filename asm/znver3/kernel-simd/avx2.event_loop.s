# kernel_simd::x86_64::avx2::event_loop — kernel-simd, target-cpu=znver3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx2::event_loop:
	pushq %rbp
	pushq %rbx
	pushq %rax
	cmpq %rsi, %rcx
	jne .LBB_38
	cmpq %rsi, %r9
	jne .LBB_38
	cmpq $5, %rcx
	jae .LBB_7
	movl $1, %esi
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r10d, %r10d
.LBB_5:
	cmpq %rcx, %rsi
	jae .LBB_6
	vmovsd .LCPI_0(%rip), %xmm2
	vmovsd .LCPI_1(%rip), %xmm3
	vmovsd .LCPI_2(%rip), %xmm4
	vmovsd .LCPI_3(%rip), %xmm5
	movq %rcx, %r9
	decq %rsi
	negq %r9
	jmp .LBB_11
.LBB_16:
	vmovapd %xmm1, %xmm6
	movq %r10, %r11
.LBB_21:
	leaq 1(%r9,%rsi), %rbx
	incq %rsi
	movq %r11, %r10
	vmovapd %xmm6, %xmm1
	cmpq $-1, %rbx
	je .LBB_22
.LBB_11:
	vmovsd 8(%r8,%rsi,8), %xmm6
	vmovsd 8(%rdx,%rsi,8), %xmm7
	vucomisd %xmm7, %xmm6
	jbe .LBB_15
	cmpq %rcx, %rsi
	jae .LBB_13
	vmovsd (%rdx,%rsi,8), %xmm6
	movl $1, %r11d
	vucomisd (%r8,%rsi,8), %xmm6
	jbe .LBB_16
	jmp .LBB_18
.LBB_15:
	vucomisd %xmm6, %xmm7
	jbe .LBB_16
	cmpq %rcx, %rsi
	jae .LBB_27
	vmovsd (%r8,%rsi,8), %xmm6
	movq $-1, %r11
	vucomisd (%rdx,%rsi,8), %xmm6
	jbe .LBB_16
.LBB_18:
	cmpq %r10, %r11
	je .LBB_16
	vmovsd 8(%rdi,%rsi,8), %xmm6
	testq %r10, %r10
	je .LBB_21
	vcvtsi2sd %r10, %xmm15, %xmm7
	vsubsd %xmm1, %xmm6, %xmm8
	incq %rax
	vmulsd %xmm7, %xmm8, %xmm7
	vdivsd %xmm1, %xmm7, %xmm1
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd %xmm3, %xmm1, %xmm1
	vaddsd %xmm4, %xmm1, %xmm1
	vmulsd %xmm5, %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	jmp .LBB_21
.LBB_7:
	vmovsd .LCPI_0(%rip), %xmm2
	vmovsd .LCPI_1(%rip), %xmm3
	vmovsd .LCPI_2(%rip), %xmm4
	vmovsd .LCPI_3(%rip), %xmm5
	movl $1, %esi
	movl $5, %r9d
	vxorpd %xmm6, %xmm6, %xmm6
	xorl %ebx, %ebx
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	jmp .LBB_8
.LBB_9:
	vmovapd %xmm6, %xmm1
	movq %rbx, %r10
.LBB_4:
	leaq 4(%rsi), %r9
	movq %r10, %rbx
	vmovapd %xmm1, %xmm6
	cmpq %rcx, %r9
	ja .LBB_5
.LBB_8:
	movq %rsi, %r11
	vmovupd -8(%rdx,%r11,8), %ymm1
	vmovupd -8(%r8,%r11,8), %ymm8
	vmovupd (%rdx,%r11,8), %ymm7
	vmovupd (%r8,%r11,8), %ymm9
	movq %r9, %rsi
	vcmpgt_oqpd %ymm7, %ymm9, %ymm10
	vcmpgt_oqpd %ymm8, %ymm1, %ymm11
	vcmpgt_oqpd %ymm9, %ymm7, %ymm7
	vcmpgt_oqpd %ymm1, %ymm8, %ymm1
	vandpd %ymm10, %ymm11, %ymm10
	vandpd %ymm7, %ymm1, %ymm1
	vorpd %ymm1, %ymm10, %ymm1
	vmovmskpd %ymm1, %r9d
	testl %r9d, %r9d
	je .LBB_9
	movzbl %r9b, %ebp
	jmp .LBB_30
.LBB_32:
	vmovapd %xmm6, %xmm1
	movq %rbx, %r10
.LBB_36:
	blsrl %ebp, %ebp
	movq %r10, %rbx
	vmovapd %xmm1, %xmm6
	je .LBB_4
.LBB_30:
	tzcntl %ebp, %r9d
	addq %r11, %r9
	cmpq %rcx, %r9
	jae .LBB_33
	vmovsd (%r8,%r9,8), %xmm1
	xorl %r10d, %r10d
	vucomisd (%rdx,%r9,8), %xmm1
	seta %r10b
	leaq -1(%r10,%r10), %r10
	cmpq %rbx, %r10
	je .LBB_32
	vmovsd (%rdi,%r9,8), %xmm1
	testq %rbx, %rbx
	je .LBB_36
	vcvtsi2sd %rbx, %xmm15, %xmm7
	vsubsd %xmm6, %xmm1, %xmm8
	incq %rax
	vmulsd %xmm7, %xmm8, %xmm7
	vdivsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm2, %xmm6, %xmm6
	vmulsd %xmm3, %xmm6, %xmm6
	vaddsd %xmm4, %xmm6, %xmm6
	vmulsd %xmm5, %xmm6, %xmm6
	vaddsd %xmm6, %xmm0, %xmm0
	jmp .LBB_36
.LBB_6:
	vmovapd %xmm1, %xmm6
	movq %r10, %r11
.LBB_22:
	testq %r11, %r11
	je .LBB_25
	subq $1, %rcx
	jb .LBB_37
	vmovsd (%rdi,%rcx,8), %xmm1
	vcvtsi2sd %r11, %xmm15, %xmm2
	incq %rax
	vsubsd %xmm6, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm6, %xmm1, %xmm1
	vaddsd .LCPI_0(%rip), %xmm1, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	vaddsd .LCPI_2(%rip), %xmm1, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
.LBB_25:
	addq $8, %rsp
	popq %rbx
	popq %rbp
	vzeroupper
	retq
.LBB_38:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $66, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_33:
	leaq .Lanon.2(%rip), %rdx
	movq %r9, %rdi
	movq %rcx, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_13:
	leaq .Lanon.3(%rip), %rdx
	movq %rsi, %rdi
	movq %rcx, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_27:
	leaq .Lanon.4(%rip), %rdx
	movq %rsi, %rdi
	movq %rcx, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_37:
	leaq .Lanon.5(%rip), %rdx
	movq %rcx, %rdi
	xorl %esi, %esi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
