# kernel_simd::x86_64::avx512::event_loop — kernel-simd, target-cpu=znver3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx512::event_loop:
	pushq %rbp
	pushq %r14
	pushq %rbx
	cmpq %rsi, %rcx
	jne .LBB_37
	cmpq %rsi, %r9
	jne .LBB_37
	cmpq $9, %rcx
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
	jmp .LBB_14
.LBB_19:
	vmovapd %xmm1, %xmm6
	movq %r10, %r11
.LBB_24:
	leaq 1(%r9,%rsi), %rbx
	incq %rsi
	movq %r11, %r10
	vmovapd %xmm6, %xmm1
	cmpq $-1, %rbx
	je .LBB_25
.LBB_14:
	vmovsd 8(%r8,%rsi,8), %xmm6
	vmovsd 8(%rdx,%rsi,8), %xmm7
	vucomisd %xmm7, %xmm6
	jbe .LBB_18
	cmpq %rcx, %rsi
	jae .LBB_16
	vmovsd (%rdx,%rsi,8), %xmm6
	movl $1, %r11d
	vucomisd (%r8,%rsi,8), %xmm6
	jbe .LBB_19
	jmp .LBB_21
.LBB_18:
	vucomisd %xmm6, %xmm7
	jbe .LBB_19
	cmpq %rcx, %rsi
	jae .LBB_30
	vmovsd (%r8,%rsi,8), %xmm6
	movq $-1, %r11
	vucomisd (%rdx,%rsi,8), %xmm6
	jbe .LBB_19
.LBB_21:
	cmpq %r10, %r11
	je .LBB_19
	vmovsd 8(%rdi,%rsi,8), %xmm6
	testq %r10, %r10
	je .LBB_24
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
	jmp .LBB_24
.LBB_7:
	vmovsd .LCPI_0(%rip), %xmm2
	vmovsd .LCPI_1(%rip), %xmm3
	vmovsd .LCPI_2(%rip), %xmm4
	vmovsd .LCPI_3(%rip), %xmm5
	leaq -9(%rcx), %rsi
	movl $1, %r11d
	movl $9, %r9d
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r10d, %r10d
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	andq $-8, %rsi
	addq $9, %rsi
	jmp .LBB_8
.LBB_4:
	leaq 8(%r11), %r9
	cmpq %rcx, %r9
	ja .LBB_5
.LBB_8:
	movq %r11, %rbx
	vmovupd -8(%rdx,%rbx,8), %zmm6
	vmovupd -8(%r8,%rbx,8), %zmm8
	vmovupd (%rdx,%rbx,8), %zmm7
	vmovupd (%r8,%rbx,8), %zmm9
	movq %r9, %r11
	vcmpgt_oqpd %zmm7, %zmm9, %k0
	vcmpgt_oqpd %zmm8, %zmm6, %k1
	vcmpgt_oqpd %zmm6, %zmm8, %k2
	kandw %k1, %k0, %k0
	vcmpgt_oqpd %zmm9, %zmm7, %k1
	kandw %k2, %k1, %k1
	korw %k1, %k0, %k0
	kmovw %k0, %r9d
	testb %r9b, %r9b
	je .LBB_4
	movzbl %r9b, %ebp
	movq %r10, %r14
	vmovapd %xmm1, %xmm6
	jmp .LBB_10
.LBB_12:
	vmovapd %xmm6, %xmm1
	movq %r14, %r10
.LBB_35:
	blsrl %ebp, %ebp
	movq %r10, %r14
	vmovapd %xmm1, %xmm6
	je .LBB_4
.LBB_10:
	tzcntl %ebp, %r9d
	addq %rbx, %r9
	cmpq %rcx, %r9
	jae .LBB_32
	vmovsd (%r8,%r9,8), %xmm1
	xorl %r10d, %r10d
	vucomisd (%rdx,%r9,8), %xmm1
	seta %r10b
	leaq -1(%r10,%r10), %r10
	cmpq %r14, %r10
	je .LBB_12
	vmovsd (%rdi,%r9,8), %xmm1
	testq %r14, %r14
	je .LBB_35
	vcvtsi2sd %r14, %xmm15, %xmm7
	vsubsd %xmm6, %xmm1, %xmm8
	incq %rax
	vmulsd %xmm7, %xmm8, %xmm7
	vdivsd %xmm6, %xmm7, %xmm6
	vaddsd %xmm2, %xmm6, %xmm6
	vmulsd %xmm3, %xmm6, %xmm6
	vaddsd %xmm4, %xmm6, %xmm6
	vmulsd %xmm5, %xmm6, %xmm6
	vaddsd %xmm6, %xmm0, %xmm0
	jmp .LBB_35
.LBB_6:
	vmovapd %xmm1, %xmm6
	movq %r10, %r11
.LBB_25:
	testq %r11, %r11
	je .LBB_28
	subq $1, %rcx
	jb .LBB_36
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
.LBB_28:
	popq %rbx
	popq %r14
	popq %rbp
	vzeroupper
	retq
.LBB_37:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $66, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_32:
	leaq .Lanon.2(%rip), %rdx
	movq %r9, %rdi
	movq %rcx, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_16:
	leaq .Lanon.3(%rip), %rdx
	movq %rsi, %rdi
	movq %rcx, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_30:
	leaq .Lanon.4(%rip), %rdx
	movq %rsi, %rdi
	movq %rcx, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_36:
	leaq .Lanon.5(%rip), %rdx
	movq %rcx, %rdi
	xorl %esi, %esi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
