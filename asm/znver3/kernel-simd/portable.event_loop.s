# kernel_simd::portable::event_loop — kernel-simd, target-cpu=znver3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::event_loop:
	pushq %r14
	pushq %rbx
	subq $24, %rsp
	cmpq %rsi, %rcx
	jne .LBB_36
	cmpq %rsi, %r9
	jne .LBB_36
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
	vmovsd .LCPI_3(%rip), %xmm2
	vmovsd .LCPI_4(%rip), %xmm3
	vmovsd .LCPI_5(%rip), %xmm4
	vmovsd .LCPI_6(%rip), %xmm5
	movq %rcx, %r9
	decq %rsi
	negq %r9
	jmp .LBB_13
.LBB_18:
	vmovapd %xmm1, %xmm6
	movq %r10, %r11
.LBB_23:
	leaq 1(%r9,%rsi), %rbx
	incq %rsi
	movq %r11, %r10
	vmovapd %xmm6, %xmm1
	cmpq $-1, %rbx
	je .LBB_24
.LBB_13:
	vmovsd 8(%r8,%rsi,8), %xmm6
	vmovsd 8(%rdx,%rsi,8), %xmm7
	vucomisd %xmm7, %xmm6
	jbe .LBB_17
	cmpq %rcx, %rsi
	jae .LBB_15
	vmovsd (%rdx,%rsi,8), %xmm6
	movl $1, %r11d
	vucomisd (%r8,%rsi,8), %xmm6
	jbe .LBB_18
	jmp .LBB_20
.LBB_17:
	vucomisd %xmm6, %xmm7
	jbe .LBB_18
	cmpq %rcx, %rsi
	jae .LBB_29
	vmovsd (%r8,%rsi,8), %xmm6
	movq $-1, %r11
	vucomisd (%rdx,%rsi,8), %xmm6
	jbe .LBB_18
.LBB_20:
	cmpq %r10, %r11
	je .LBB_18
	vmovsd 8(%rdi,%rsi,8), %xmm6
	testq %r10, %r10
	je .LBB_23
	vxorps %xmm9, %xmm9, %xmm9
	vcvtsi2sd %r10, %xmm9, %xmm7
	vsubsd %xmm1, %xmm6, %xmm8
	incq %rax
	vmulsd %xmm7, %xmm8, %xmm7
	vdivsd %xmm1, %xmm7, %xmm1
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd %xmm3, %xmm1, %xmm1
	vaddsd %xmm4, %xmm1, %xmm1
	vmulsd %xmm5, %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	jmp .LBB_23
.LBB_7:
	vpermilps $225, .LCPI_0(%rip), %xmm0
	vmovsd .LCPI_3(%rip), %xmm6
	vmovsd .LCPI_4(%rip), %xmm7
	vmovsd .LCPI_5(%rip), %xmm8
	vmovsd .LCPI_6(%rip), %xmm9
	vmovsd .LCPI_1(%rip), %xmm5
	movl $1, %esi
	movl $5, %r9d
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r10d, %r10d
	xorl %eax, %eax
	vmovapd %xmm0, (%rsp)
	vxorpd %xmm0, %xmm0, %xmm0
	jmp .LBB_8
.LBB_4:
	leaq 4(%rsi), %r9
	cmpq %rcx, %r9
	ja .LBB_5
.LBB_8:
	movq %rsi, %r11
	vmovupd -8(%rdx,%r11,8), %xmm10
	vmovupd -8(%r8,%r11,8), %xmm12
	vmovupd 8(%rdx,%r11,8), %xmm11
	vmovupd 8(%r8,%r11,8), %xmm13
	movq %r9, %rsi
	vunpckhpd %xmm12, %xmm10, %xmm14
	vunpckhpd %xmm10, %xmm12, %xmm15
	vunpcklpd %xmm11, %xmm13, %xmm2
	vcmpltpd %xmm14, %xmm15, %xmm14
	vunpcklpd %xmm13, %xmm11, %xmm15
	vcmpltpd %xmm15, %xmm2, %xmm2
	vunpckhpd %xmm13, %xmm11, %xmm15
	vunpckhpd %xmm11, %xmm13, %xmm11
	vshufpd $1, %xmm14, %xmm14, %xmm13
	vcmpltpd %xmm15, %xmm11, %xmm11
	vshufps $226, %xmm2, %xmm2, %xmm2
	vandpd .LCPI_0(%rip), %xmm2, %xmm15
	vpsrlq $63, %xmm13, %xmm13
	vshufps $226, %xmm11, %xmm11, %xmm11
	vpshufd $232, %xmm13, %xmm13
	vandpd %xmm5, %xmm2, %xmm2
	vandpd %xmm5, %xmm11, %xmm3
	vorpd %xmm3, %xmm15, %xmm3
	vmovsd 24(%r8,%r11,8), %xmm15
	vorpd %xmm3, %xmm13, %xmm3
	vmovsd 24(%rdx,%r11,8), %xmm13
	vunpcklpd %xmm13, %xmm15, %xmm4
	vunpcklpd %xmm15, %xmm13, %xmm13
	vmovsd .LCPI_2(%rip), %xmm15
	vcmpltpd %xmm4, %xmm13, %xmm4
	vshufps $232, %xmm4, %xmm4, %xmm4
	vandpd %xmm4, %xmm15, %xmm4
	vandpd %xmm15, %xmm11, %xmm11
	vorpd %xmm4, %xmm3, %xmm3
	vunpcklpd %xmm12, %xmm10, %xmm4
	vunpcklpd %xmm10, %xmm12, %xmm10
	vorpd %xmm2, %xmm11, %xmm2
	vcmpltpd %xmm4, %xmm10, %xmm4
	vshufps $226, %xmm14, %xmm14, %xmm10
	vandpd (%rsp), %xmm10, %xmm10
	vshufps $225, %xmm3, %xmm3, %xmm3
	vshufps $226, %xmm4, %xmm4, %xmm4
	vpsubd %xmm4, %xmm10, %xmm4
	vpor %xmm2, %xmm4, %xmm2
	vpand %xmm3, %xmm2, %xmm2
	vpshufd $85, %xmm2, %xmm3
	vpor %xmm2, %xmm3, %xmm2
	vmovd %xmm2, %ebx
	testl %ebx, %ebx
	jne .LBB_9
	jmp .LBB_4
.LBB_11:
	vmovapd %xmm1, %xmm10
	movq %r10, %r14
.LBB_34:
	blsrl %ebx, %ebx
	vmovapd %xmm10, %xmm1
	movq %r14, %r10
	je .LBB_4
.LBB_9:
	tzcntl %ebx, %r9d
	addq %r11, %r9
	cmpq %rcx, %r9
	jae .LBB_31
	vmovsd (%r8,%r9,8), %xmm2
	xorl %r14d, %r14d
	vucomisd (%rdx,%r9,8), %xmm2
	seta %r14b
	leaq -1(%r14,%r14), %r14
	cmpq %r10, %r14
	je .LBB_11
	vmovsd (%rdi,%r9,8), %xmm10
	testq %r10, %r10
	je .LBB_34
	vcvtsi2sd %r10, %xmm6, %xmm2
	vsubsd %xmm1, %xmm10, %xmm3
	incq %rax
	vmulsd %xmm2, %xmm3, %xmm2
	vdivsd %xmm1, %xmm2, %xmm1
	vaddsd %xmm6, %xmm1, %xmm1
	vmulsd %xmm7, %xmm1, %xmm1
	vaddsd %xmm1, %xmm8, %xmm1
	vmulsd %xmm1, %xmm9, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	jmp .LBB_34
.LBB_6:
	vmovapd %xmm1, %xmm6
	movq %r10, %r11
.LBB_24:
	testq %r11, %r11
	je .LBB_27
	subq $1, %rcx
	jb .LBB_35
	vmovsd (%rdi,%rcx,8), %xmm1
	vxorps %xmm9, %xmm9, %xmm9
	vcvtsi2sd %r11, %xmm9, %xmm2
	incq %rax
	vsubsd %xmm6, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm6, %xmm1, %xmm1
	vaddsd .LCPI_3(%rip), %xmm1, %xmm1
	vmulsd .LCPI_4(%rip), %xmm1, %xmm1
	vaddsd .LCPI_5(%rip), %xmm1, %xmm1
	vmulsd .LCPI_6(%rip), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
.LBB_27:
	addq $24, %rsp
	popq %rbx
	popq %r14
	retq
.LBB_36:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $66, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_31:
	leaq .Lanon.2(%rip), %rdx
	movq %r9, %rdi
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_15:
	leaq .Lanon.3(%rip), %rdx
	movq %rsi, %rdi
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_29:
	leaq .Lanon.4(%rip), %rdx
	movq %rsi, %rdi
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_35:
	leaq .Lanon.5(%rip), %rdx
	movq %rcx, %rdi
	xorl %esi, %esi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
