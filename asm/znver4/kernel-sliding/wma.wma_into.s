# kernel_sliding::wma::wma_into — kernel-sliding, target-cpu=znver4
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::wma::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $56, %rsp
	movq %rsi, 40(%rsp)
	movq %r8, 48(%rsp)
	cmpq %r8, %rsi
	jne .LBB_44
	movq %rdx, %r11
	testq %rdx, %rdx
	je .LBB_45
	testq %rsi, %rsi
	je .LBB_3
	leaq (,%rsi,8), %rdx
	xorl %eax, %eax
.LBB_5:
	vmovsd (%rdi,%rax,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_8
	incq %rax
	addq $-8, %rdx
	jne .LBB_5
	movq %rsi, %rax
	jmp .LBB_8
.LBB_3:
	xorl %eax, %eax
.LBB_8:
	leaq -1(%r11,%rax), %r15
	cmpq %r15, %rsi
	cmovbq %rsi, %r15
	testq %r15, %r15
	je .LBB_22
	leaq (,%r15,8), %r8
	movq %rcx, %r9
	addq $-8, %r8
	cmpq $24, %r8
	jb .LBB_20
	movq %r8, %rax
	shrq $3, %rax
	movabsq $4611686018427387900, %rdx
	incq %rax
	cmpq $248, %r8
	jae .LBB_15
	xorl %r8d, %r8d
	jmp .LBB_12
.LBB_15:
	vbroadcastsd .LCPI_0(%rip), %zmm0
	leaq -28(%rdx), %r8
	xorl %r9d, %r9d
	andq %rax, %r8
.LBB_16:
	vmovupd %zmm0, (%rcx,%r9,8)
	vmovupd %zmm0, 64(%rcx,%r9,8)
	vmovupd %zmm0, 128(%rcx,%r9,8)
	vmovupd %zmm0, 192(%rcx,%r9,8)
	addq $32, %r9
	cmpq %r9, %r8
	jne .LBB_16
	cmpq %r8, %rax
	je .LBB_22
	testb $28, %al
	je .LBB_19
.LBB_12:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	andq %rax, %rdx
	leaq (%rcx,%rdx,8), %r9
.LBB_13:
	vmovupd %ymm0, (%rcx,%r8,8)
	addq $4, %r8
	cmpq %r8, %rdx
	jne .LBB_13
	cmpq %rdx, %rax
	je .LBB_22
.LBB_20:
	leaq (%rcx,%r15,8), %rax
	movabsq $9221120237041090560, %rdx
.LBB_21:
	movq %rdx, (%r9)
	addq $8, %r9
	cmpq %rax, %r9
	jne .LBB_21
.LBB_22:
	xorl %edx, %edx
	movq %rsi, %rax
	subq %r15, %rax
	movabsq $1151796703138937857, %r8
	cmovaeq %rax, %rdx
	xorl %r9d, %r9d
	mulxq %r8, %rax, %rdx
	movabsq $17996823486545904, %r8
	shrq $6, %rdx
	cmpq %r8, %rax
	seta %r9b
	addq %rdx, %r9
	je .LBB_46
	leaq 1(%r11), %rax
	vcvtusi2sd %r11, %xmm15, %xmm0
	vmovsd .LCPI_2(%rip), %xmm2
	vmovsd .LCPI_3(%rip), %xmm3
	movb $61, %dl
	movl $1, %r13d
	movq %rdi, %rbp
	leaq 1025(%r15), %r10
	movq %r11, 8(%rsp)
	imulq %r11, %rax
	subq %r11, %r13
	vcvtusi2sd %rax, %xmm15, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	leaq 1(%r15), %rax
	movq %rax, 16(%rsp)
	leaq -1(%r11), %rax
	bzhiq %rdx, %rax, %rax
	leaq (%rdi,%r15,8), %rdx
	leaq 1(%rax), %rbx
	movq %rax, (%rsp)
	leaq (,%r11,8), %rax
	movl %ebx, %r14d
	andl $3, %r14d
	andq $-4, %rbx
	subq %rax, %rdx
	subq %rax, %rbp
	addq $8, %rdx
	addq $8, %rbp
	vdivsd %xmm1, %xmm2, %xmm2
	jmp .LBB_25
.LBB_24:
	movq 32(%rsp), %r9
	addq $1025, %r15
	addq $8200, %rdx
	addq $1025, %r10
	decq %r9
	testq %r9, %r9
	je .LBB_46
.LBB_25:
	cmpq %r11, 16(%rsp)
	movq %r10, %r12
	movq %r9, 32(%rsp)
	setb %al
	cmpq %r10, %rsi
	cmovbq %rsi, %r12
	cmpq %rsi, %r15
	jae .LBB_26
.LBB_27:
	leaq 1(%r15), %r8
	movq %r8, %r9
	subq %r11, %r9
	testb %al, %al
	jne .LBB_28
	cmpq $3, (%rsp)
	movq %r15, 24(%rsp)
	jae .LBB_33
	leaq (%rdi,%r9,8), %r15
	vxorpd %xmm8, %xmm8, %xmm8
	xorl %r9d, %r9d
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm6, %xmm6, %xmm6
	jmp .LBB_37
.LBB_33:
	vxorpd %xmm8, %xmm8, %xmm8
	xorl %eax, %eax
	xorl %r9d, %r9d
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm6, %xmm6, %xmm6
.LBB_34:
	vmovsd (%rdx,%r9,8), %xmm10
	leaq 1(%r9), %r15
	vmovsd 8(%rdx,%r9,8), %xmm11
	addq $-32, %rax
	vcvtsi2sd %r15, %xmm31, %xmm9
	leaq 2(%r9), %r15
	vmulsd %xmm9, %xmm10, %xmm12
	vaddsd %xmm12, %xmm8, %xmm8
	vmulsd %xmm3, %xmm10, %xmm12
	vsubsd %xmm10, %xmm12, %xmm13
	vsubsd %xmm13, %xmm12, %xmm12
	vsubsd %xmm12, %xmm10, %xmm13
	vmulsd %xmm9, %xmm12, %xmm12
	vaddsd %xmm6, %xmm12, %xmm14
	vmulsd %xmm9, %xmm13, %xmm9
	vsubsd %xmm6, %xmm14, %xmm15
	vsubsd %xmm15, %xmm14, %xmm16
	vsubsd %xmm15, %xmm12, %xmm12
	vsubsd %xmm16, %xmm6, %xmm6
	vaddsd %xmm6, %xmm12, %xmm6
	vaddsd %xmm6, %xmm9, %xmm6
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm7, %xmm10, %xmm6
	vsubsd %xmm7, %xmm6, %xmm9
	vsubsd %xmm9, %xmm6, %xmm12
	vsubsd %xmm9, %xmm10, %xmm9
	vsubsd %xmm12, %xmm7, %xmm7
	vaddsd %xmm7, %xmm9, %xmm7
	vaddsd %xmm7, %xmm5, %xmm5
	vcvtsi2sd %r15, %xmm31, %xmm7
	leaq 3(%r9), %r15
	vmulsd %xmm7, %xmm11, %xmm9
	vaddsd %xmm9, %xmm8, %xmm8
	vmulsd %xmm3, %xmm11, %xmm9
	vsubsd %xmm11, %xmm9, %xmm10
	vsubsd %xmm10, %xmm9, %xmm9
	vsubsd %xmm9, %xmm11, %xmm10
	vmulsd %xmm7, %xmm9, %xmm9
	vaddsd %xmm9, %xmm14, %xmm12
	vmulsd %xmm7, %xmm10, %xmm7
	vsubsd %xmm14, %xmm12, %xmm13
	vsubsd %xmm13, %xmm12, %xmm15
	vsubsd %xmm13, %xmm9, %xmm9
	vsubsd %xmm15, %xmm14, %xmm14
	vaddsd %xmm14, %xmm9, %xmm9
	vaddsd %xmm7, %xmm9, %xmm7
	vaddsd %xmm7, %xmm4, %xmm4
	vaddsd %xmm6, %xmm11, %xmm7
	vsubsd %xmm6, %xmm7, %xmm9
	vsubsd %xmm9, %xmm7, %xmm10
	vsubsd %xmm9, %xmm11, %xmm9
	vsubsd %xmm10, %xmm6, %xmm6
	vaddsd %xmm6, %xmm9, %xmm6
	vcvtsi2sd %r15, %xmm31, %xmm9
	vaddsd %xmm6, %xmm5, %xmm5
	vmovsd 16(%rdx,%r9,8), %xmm6
	vmulsd %xmm6, %xmm9, %xmm10
	vaddsd %xmm10, %xmm8, %xmm8
	vmulsd %xmm3, %xmm6, %xmm10
	vsubsd %xmm6, %xmm10, %xmm11
	vsubsd %xmm11, %xmm10, %xmm10
	vsubsd %xmm10, %xmm6, %xmm11
	vmulsd %xmm9, %xmm10, %xmm10
	vaddsd %xmm10, %xmm12, %xmm13
	vmulsd %xmm9, %xmm11, %xmm9
	vsubsd %xmm12, %xmm13, %xmm14
	vsubsd %xmm14, %xmm13, %xmm15
	vsubsd %xmm14, %xmm10, %xmm10
	vsubsd %xmm15, %xmm12, %xmm12
	vaddsd %xmm12, %xmm10, %xmm10
	vaddsd %xmm10, %xmm9, %xmm9
	vaddsd %xmm4, %xmm9, %xmm4
	vaddsd %xmm6, %xmm7, %xmm9
	vsubsd %xmm7, %xmm9, %xmm10
	vsubsd %xmm10, %xmm9, %xmm11
	vsubsd %xmm10, %xmm6, %xmm6
	vmovsd 24(%rdx,%r9,8), %xmm10
	addq $4, %r9
	vsubsd %xmm11, %xmm7, %xmm7
	vaddsd %xmm7, %xmm6, %xmm6
	vcvtsi2sd %r9, %xmm3, %xmm7
	vaddsd %xmm6, %xmm5, %xmm5
	vmulsd %xmm7, %xmm10, %xmm6
	vaddsd %xmm6, %xmm8, %xmm8
	vmulsd %xmm3, %xmm10, %xmm6
	vsubsd %xmm10, %xmm6, %xmm11
	vsubsd %xmm11, %xmm6, %xmm6
	vmulsd %xmm7, %xmm6, %xmm12
	vsubsd %xmm6, %xmm10, %xmm11
	vaddsd %xmm12, %xmm13, %xmm6
	vmulsd %xmm7, %xmm11, %xmm7
	vsubsd %xmm13, %xmm6, %xmm14
	vsubsd %xmm14, %xmm6, %xmm15
	vsubsd %xmm14, %xmm12, %xmm12
	vsubsd %xmm15, %xmm13, %xmm13
	vaddsd %xmm13, %xmm12, %xmm12
	vaddsd %xmm7, %xmm12, %xmm7
	vaddsd %xmm7, %xmm4, %xmm4
	vaddsd %xmm10, %xmm9, %xmm7
	vsubsd %xmm9, %xmm7, %xmm11
	vsubsd %xmm11, %xmm7, %xmm12
	vsubsd %xmm11, %xmm10, %xmm10
	vsubsd %xmm12, %xmm9, %xmm9
	vaddsd %xmm9, %xmm10, %xmm9
	vaddsd %xmm5, %xmm9, %xmm5
	cmpq %r9, %rbx
	jne .LBB_34
	testq %r14, %r14
	je .LBB_39
	movq %rdx, %r15
	subq %rax, %r15
.LBB_37:
	incq %r9
	xorl %eax, %eax
.LBB_38:
	vmovsd (%r15,%rax,8), %xmm11
	leaq (%r9,%rax), %r11
	vmovapd %xmm7, %xmm10
	vmovapd %xmm6, %xmm9
	incq %rax
	vcvtsi2sd %r11, %xmm31, %xmm7
	vmulsd %xmm7, %xmm11, %xmm6
	vaddsd %xmm6, %xmm8, %xmm8
	vmulsd %xmm3, %xmm11, %xmm6
	vsubsd %xmm11, %xmm6, %xmm12
	vsubsd %xmm12, %xmm6, %xmm6
	vmulsd %xmm7, %xmm6, %xmm13
	vsubsd %xmm6, %xmm11, %xmm12
	vaddsd %xmm13, %xmm9, %xmm6
	vmulsd %xmm7, %xmm12, %xmm7
	vsubsd %xmm9, %xmm6, %xmm14
	vsubsd %xmm14, %xmm6, %xmm15
	vsubsd %xmm14, %xmm13, %xmm13
	vsubsd %xmm15, %xmm9, %xmm9
	vaddsd %xmm9, %xmm13, %xmm9
	vaddsd %xmm7, %xmm9, %xmm7
	vaddsd %xmm7, %xmm4, %xmm4
	vaddsd %xmm11, %xmm10, %xmm7
	vsubsd %xmm10, %xmm7, %xmm9
	vsubsd %xmm9, %xmm7, %xmm12
	vsubsd %xmm9, %xmm11, %xmm9
	vsubsd %xmm12, %xmm10, %xmm10
	vaddsd %xmm10, %xmm9, %xmm9
	vaddsd %xmm5, %xmm9, %xmm5
	cmpq %rax, %r14
	jne .LBB_38
.LBB_39:
	vdivsd %xmm1, %xmm8, %xmm8
	movq 24(%rsp), %r15
	movq 8(%rsp), %r11
	vmovsd %xmm8, (%rcx,%r15,8)
	cmpq %r8, %rsi
	jbe .LBB_24
	decq %r12
	movq %r15, %r9
.LBB_41:
	leaq (%r13,%r9), %rax
	cmpq %rsi, %rax
	jae .LBB_43
	vmovsd 8(%rdi,%r9,8), %xmm8
	vmovddup .LCPI_4(%rip), %xmm11
	vmovsd (%rbp,%r9,8), %xmm10
	vmulsd %xmm3, %xmm8, %xmm14
	vaddsd %xmm7, %xmm8, %xmm9
	vxorpd %xmm11, %xmm7, %xmm16
	vsubsd %xmm8, %xmm14, %xmm15
	vsubsd %xmm7, %xmm9, %xmm12
	vunpcklpd %xmm9, %xmm7, %xmm13
	vsubsd %xmm15, %xmm14, %xmm14
	vmulsd %xmm0, %xmm14, %xmm15
	vaddsd %xmm15, %xmm6, %xmm17
	vsubsd %xmm7, %xmm17, %xmm19
	vsubsd %xmm10, %xmm9, %xmm7
	vxorpd %xmm11, %xmm10, %xmm10
	vsubsd %xmm6, %xmm17, %xmm18
	vunpcklpd %xmm17, %xmm6, %xmm6
	vsubsd %xmm9, %xmm7, %xmm11
	vunpcklpd %xmm7, %xmm9, %xmm9
	vunpcklpd %xmm11, %xmm12, %xmm20
	vsubsd %xmm11, %xmm10, %xmm10
	vsubsd %xmm12, %xmm8, %xmm11
	vsubsd %xmm14, %xmm8, %xmm8
	vsubpd %xmm20, %xmm9, %xmm9
	vunpcklpd %xmm10, %xmm11, %xmm10
	vmulsd %xmm0, %xmm8, %xmm8
	vsubpd %xmm9, %xmm13, %xmm9
	vsubsd %xmm5, %xmm8, %xmm8
	vaddpd %xmm9, %xmm10, %xmm9
	vshufpd $1, %xmm9, %xmm9, %xmm10
	vaddsd %xmm10, %xmm9, %xmm9
	vunpcklpd %xmm19, %xmm17, %xmm10
	vaddsd %xmm5, %xmm9, %xmm5
	vsubsd %xmm17, %xmm19, %xmm9
	vunpcklpd %xmm9, %xmm18, %xmm11
	vsubsd %xmm9, %xmm16, %xmm9
	vsubpd %xmm11, %xmm10, %xmm10
	vsubpd %xmm10, %xmm6, %xmm6
	vsubsd %xmm18, %xmm15, %xmm10
	vunpcklpd %xmm9, %xmm10, %xmm9
	vaddpd %xmm6, %xmm9, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm9
	vaddsd %xmm6, %xmm9, %xmm6
	vaddsd %xmm6, %xmm8, %xmm6
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm4, %xmm19, %xmm6
	vmulsd %xmm6, %xmm2, %xmm6
	vmovsd %xmm6, 8(%rcx,%r9,8)
	incq %r9
	vmovapd %xmm19, %xmm6
	cmpq %r9, %r12
	jne .LBB_41
	jmp .LBB_24
.LBB_26:
	movb $1, %al
	jmp .LBB_27
.LBB_46:
	addq $56, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_28:
	movq %rsi, %rdx
	cmpq %rsi, %r15
	jae .LBB_30
	movq %r8, %r15
.LBB_30:
	leaq .Lanon.0(%rip), %rcx
	movq %r9, %rdi
	movq %r15, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_19:
	leaq (%rcx,%r8,8), %r9
	jmp .LBB_20
.LBB_44:
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r9
	leaq 40(%rsp), %rsi
	leaq 48(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_45:
	leaq .Lanon.3(%rip), %rdi
	leaq .Lanon.4(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_43:
	subq %r11, %r9
	leaq .Lanon.5(%rip), %rdx
	incq %r9
	movq %r9, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
