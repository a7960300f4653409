# kernel_simd::portable::event_loop — kernel-simd, target-cpu=znver4
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::event_loop:
	pushq %rbp
	pushq %r14
	pushq %rbx
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
	jmp .LBB_23
.LBB_7:
	vpbroadcastd .LCPI_0(%rip), %xmm2
	vpbroadcastd .LCPI_1(%rip), %xmm3
	vpbroadcastd .LCPI_2(%rip), %xmm4
	vmovsd .LCPI_3(%rip), %xmm5
	vmovsd .LCPI_4(%rip), %xmm6
	vmovsd .LCPI_5(%rip), %xmm7
	vmovsd .LCPI_6(%rip), %xmm8
	leaq -5(%rcx), %rsi
	movl $1, %r11d
	movl $5, %r9d
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r10d, %r10d
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	andq $-4, %rsi
	addq $5, %rsi
	jmp .LBB_8
.LBB_4:
	leaq 4(%r11), %r9
	cmpq %rcx, %r9
	ja .LBB_5
.LBB_8:
	movq %r11, %rbx
	vmovupd -8(%rdx,%rbx,8), %xmm9
	vmovupd -8(%r8,%rbx,8), %xmm11
	vmovupd 8(%rdx,%rbx,8), %xmm10
	vmovupd 8(%r8,%rbx,8), %xmm12
	movq %r9, %r11
	vunpckhpd %xmm11, %xmm9, %xmm13
	vunpckhpd %xmm9, %xmm11, %xmm14
	vcmpltpd %xmm13, %xmm14, %k1
	vunpcklpd %xmm12, %xmm10, %xmm13
	vunpcklpd %xmm10, %xmm12, %xmm14
	vcmpltpd %xmm13, %xmm14, %k0
	vpmovm2q %k0, %xmm13
	vpshufd $78, %xmm13, %xmm13
	vpmovq2m %xmm13, %k2
	vunpckhpd %xmm12, %xmm10, %xmm13
	vunpckhpd %xmm10, %xmm12, %xmm10
	vmovsd 24(%rdx,%rbx,8), %xmm12
	vcmpltpd %xmm13, %xmm10, %k0
	vmovsd 24(%r8,%rbx,8), %xmm13
	vpmovm2q %k0, %xmm10
	vpshufd $78, %xmm10, %xmm10
	vpmovq2m %xmm10, %k3
	vpmovm2d %k1, %xmm10
	vpshufd $225, %xmm10, %xmm10
	vpsrld $31, %xmm10, %xmm10
	vpord %xmm2, %xmm10, %xmm10 {%k2}
	vpord %xmm3, %xmm10, %xmm10 {%k3}
	vunpcklpd %xmm12, %xmm13, %xmm14
	vunpcklpd %xmm13, %xmm12, %xmm12
	vunpcklpd %xmm11, %xmm9, %xmm13
	vunpcklpd %xmm9, %xmm11, %xmm9
	vcmpltpd %xmm13, %xmm9, %k0
	vcmpltpd %xmm14, %xmm12, %k4
	vpmovm2d %k0, %xmm9
	vpsrld $31, %xmm9, %xmm9
	vpord %xmm4, %xmm10, %xmm10 {%k4}
	vpord %xmm2, %xmm9, %xmm9 {%k1}
	vpshufd $225, %xmm10, %xmm10
	vpshufd $225, %xmm9, %xmm9
	vpord %xmm3, %xmm9, %xmm9 {%k2}
	vpord %xmm4, %xmm9, %xmm9 {%k3}
	vpand %xmm10, %xmm9, %xmm9
	vpshufd $85, %xmm9, %xmm10
	vpor %xmm9, %xmm10, %xmm9
	vmovd %xmm9, %ebp
	testl %ebp, %ebp
	jne .LBB_9
	jmp .LBB_4
.LBB_11:
	vmovapd %xmm1, %xmm9
	movq %r10, %r14
.LBB_34:
	blsrl %ebp, %ebp
	vmovapd %xmm9, %xmm1
	movq %r14, %r10
	je .LBB_4
.LBB_9:
	tzcntl %ebp, %r9d
	addq %rbx, %r9
	cmpq %rcx, %r9
	jae .LBB_31
	vmovsd (%r8,%r9,8), %xmm9
	xorl %r14d, %r14d
	vucomisd (%rdx,%r9,8), %xmm9
	seta %r14b
	leaq -1(%r14,%r14), %r14
	cmpq %r10, %r14
	je .LBB_11
	vmovsd (%rdi,%r9,8), %xmm9
	testq %r10, %r10
	je .LBB_34
	vcvtsi2sd %r10, %xmm15, %xmm10
	vsubsd %xmm1, %xmm9, %xmm11
	incq %rax
	vmulsd %xmm10, %xmm11, %xmm10
	vdivsd %xmm1, %xmm10, %xmm1
	vaddsd %xmm5, %xmm1, %xmm1
	vmulsd %xmm6, %xmm1, %xmm1
	vaddsd %xmm7, %xmm1, %xmm1
	vmulsd %xmm1, %xmm8, %xmm1
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
	vcvtsi2sd %r11, %xmm15, %xmm2
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
	popq %rbx
	popq %r14
	popq %rbp
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
