# kernel_sliding::wma::wma_into — kernel-sliding, target-cpu=emeraldrapids
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
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
	movq %rdx, %rbx
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
	leaq -1(%rbx,%rax), %r10
	cmpq %r10, %rsi
	cmovbq %rsi, %r10
	testq %r10, %r10
	je .LBB_22
	leaq (,%r10,8), %rax
	addq $-8, %rax
	movq %rcx, %r11
	cmpq $24, %rax
	jb .LBB_20
	movq %rax, %rdx
	shrq $3, %rdx
	incq %rdx
	movabsq $4611686018427387888, %r8
	cmpq $120, %rax
	jae .LBB_15
	xorl %r9d, %r9d
	jmp .LBB_12
.LBB_15:
	movq %rdx, %r9
	andq %r8, %r9
	xorl %eax, %eax
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_16:
	vmovupd %ymm0, (%rcx,%rax,8)
	vmovupd %ymm0, 32(%rcx,%rax,8)
	vmovupd %ymm0, 64(%rcx,%rax,8)
	vmovupd %ymm0, 96(%rcx,%rax,8)
	addq $16, %rax
	cmpq %rax, %r9
	jne .LBB_16
	cmpq %r9, %rdx
	je .LBB_22
	testb $12, %dl
	je .LBB_19
.LBB_12:
	addq $12, %r8
	andq %rdx, %r8
	leaq (%rcx,%r8,8), %r11
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_13:
	vmovupd %ymm0, (%rcx,%r9,8)
	addq $4, %r9
	cmpq %r9, %r8
	jne .LBB_13
	cmpq %r8, %rdx
	je .LBB_22
.LBB_20:
	leaq (%rcx,%r10,8), %rax
	movabsq $9221120237041090560, %rdx
.LBB_21:
	movq %rdx, (%r11)
	addq $8, %r11
	cmpq %rax, %r11
	jne .LBB_21
.LBB_22:
	xorl %edx, %edx
	movq %rsi, %rax
	subq %r10, %rax
	cmovaeq %rax, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %r8
	shrq $6, %r8
	movabsq $17996823486545904, %r9
	xorl %edx, %edx
	cmpq %r9, %rax
	seta %dl
	addq %r8, %rdx
	je .LBB_46
	vcvtusi2sd %rbx, %xmm15, %xmm0
	leaq 1(%rbx), %rax
	imulq %rbx, %rax
	vcvtusi2sd %rax, %xmm15, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm1, %xmm2, %xmm2
	leaq 1(%r10), %rax
	movq %rax, 32(%rsp)
	leaq -1(%rbx), %rax
	movb $61, %r8b
	bzhiq %r8, %rax, %r9
	incq %r9
	bzhiq %r8, %rbx, %rax
	movq %rax, 24(%rsp)
	movabsq $4611686018427387888, %r14
	orq $14, %r14
	movq %r9, 16(%rsp)
	andq %r9, %r14
	leaq (,%rbx,8), %rax
	leaq (%rdi,%r10,8), %r15
	subq %rax, %r15
	addq $8, %r15
	leaq 1025(%r10), %r11
	movl $1, %r13d
	subq %rbx, %r13
	movq %rdi, %rbp
	subq %rax, %rbp
	addq $8, %rbp
	vmovsd .LCPI_3(%rip), %xmm3
	vmovddup .LCPI_4(%rip), %xmm4
	movq %rbx, 8(%rsp)
	jmp .LBB_25
.LBB_24:
	addq $1025, %r10
	decq %rdx
	addq $8200, %r15
	addq $1025, %r11
	testq %rdx, %rdx
	je .LBB_46
.LBB_25:
	cmpq %rbx, 32(%rsp)
	setb %al
	cmpq %r11, %rsi
	movq %r11, %r12
	cmovbq %rsi, %r12
	cmpq %rsi, %r10
	jae .LBB_26
.LBB_27:
	leaq 1(%r10), %r8
	movq %r8, %r9
	subq %rbx, %r9
	testb %al, %al
	jne .LBB_28
	cmpq $1, 24(%rsp)
	jne .LBB_33
	leaq (%rdi,%r9,8), %rax
	vxorpd %xmm9, %xmm9, %xmm9
	xorl %r9d, %r9d
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm8, %xmm8, %xmm8
	jmp .LBB_38
.LBB_33:
	vxorpd %xmm9, %xmm9, %xmm9
	xorl %ebx, %ebx
	xorl %r9d, %r9d
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_34:
	leaq 1(%r9), %rax
	vcvtsi2sd %rax, %xmm31, %xmm10
	vmovsd (%r15,%r9,8), %xmm11
	vmovsd 8(%r15,%r9,8), %xmm12
	vmulsd %xmm10, %xmm11, %xmm13
	vaddsd %xmm13, %xmm9, %xmm9
	vmulsd %xmm3, %xmm11, %xmm13
	vsubsd %xmm11, %xmm13, %xmm14
	vsubsd %xmm14, %xmm13, %xmm13
	vsubsd %xmm13, %xmm11, %xmm14
	vmulsd %xmm10, %xmm13, %xmm13
	vaddsd %xmm13, %xmm8, %xmm15
	vsubsd %xmm8, %xmm15, %xmm16
	vsubsd %xmm16, %xmm15, %xmm17
	vsubsd %xmm17, %xmm8, %xmm8
	vsubsd %xmm16, %xmm13, %xmm13
	vaddsd %xmm8, %xmm13, %xmm8
	vmulsd %xmm10, %xmm14, %xmm10
	vaddsd %xmm8, %xmm10, %xmm8
	vaddsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm11, %xmm10
	vsubsd %xmm7, %xmm10, %xmm8
	vsubsd %xmm8, %xmm10, %xmm13
	vsubsd %xmm13, %xmm7, %xmm7
	vsubsd %xmm8, %xmm11, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	vaddsd %xmm7, %xmm6, %xmm6
	addq $2, %r9
	vcvtsi2sd %r9, %xmm31, %xmm7
	vmulsd %xmm7, %xmm12, %xmm8
	vaddsd %xmm8, %xmm9, %xmm9
	vmulsd %xmm3, %xmm12, %xmm8
	vsubsd %xmm12, %xmm8, %xmm11
	vsubsd %xmm11, %xmm8, %xmm8
	vsubsd %xmm8, %xmm12, %xmm11
	vmulsd %xmm7, %xmm8, %xmm13
	vaddsd %xmm13, %xmm15, %xmm8
	vsubsd %xmm15, %xmm8, %xmm14
	vsubsd %xmm14, %xmm8, %xmm16
	vsubsd %xmm16, %xmm15, %xmm15
	vsubsd %xmm14, %xmm13, %xmm13
	vaddsd %xmm15, %xmm13, %xmm13
	vmulsd %xmm7, %xmm11, %xmm7
	vaddsd %xmm7, %xmm13, %xmm7
	vaddsd %xmm7, %xmm5, %xmm5
	vaddsd %xmm12, %xmm10, %xmm7
	vsubsd %xmm10, %xmm7, %xmm11
	vsubsd %xmm11, %xmm7, %xmm13
	vsubsd %xmm13, %xmm10, %xmm10
	vsubsd %xmm11, %xmm12, %xmm11
	vaddsd %xmm10, %xmm11, %xmm10
	vaddsd %xmm6, %xmm10, %xmm6
	addq $-16, %rbx
	cmpq %r9, %r14
	jne .LBB_34
	testb $1, 16(%rsp)
	jne .LBB_37
	movq 8(%rsp), %rbx
	vdivsd %xmm1, %xmm9, %xmm9
	vmovsd %xmm9, (%rcx,%r10,8)
	cmpq %r8, %rsi
	jbe .LBB_24
	jmp .LBB_40
.LBB_37:
	movq %r15, %rax
	subq %rbx, %rax
	movq 8(%rsp), %rbx
.LBB_38:
	incq %r9
	vcvtsi2sd %r9, %xmm31, %xmm10
	vmovsd (%rax), %xmm11
	vmulsd %xmm10, %xmm11, %xmm12
	vaddsd %xmm12, %xmm9, %xmm9
	vmulsd %xmm3, %xmm11, %xmm12
	vsubsd %xmm11, %xmm12, %xmm13
	vsubsd %xmm13, %xmm12, %xmm12
	vsubsd %xmm12, %xmm11, %xmm13
	vmulsd %xmm10, %xmm12, %xmm12
	vaddsd %xmm12, %xmm8, %xmm14
	vsubsd %xmm8, %xmm14, %xmm15
	vsubsd %xmm15, %xmm14, %xmm16
	vsubsd %xmm16, %xmm8, %xmm8
	vsubsd %xmm15, %xmm12, %xmm12
	vaddsd %xmm8, %xmm12, %xmm8
	vmulsd %xmm10, %xmm13, %xmm10
	vaddsd %xmm8, %xmm10, %xmm8
	vaddsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm7, %xmm11, %xmm10
	vsubsd %xmm7, %xmm10, %xmm8
	vsubsd %xmm8, %xmm10, %xmm12
	vsubsd %xmm12, %xmm7, %xmm7
	vsubsd %xmm8, %xmm11, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	vaddsd %xmm7, %xmm6, %xmm6
	vmovapd %xmm14, %xmm8
	vmovapd %xmm10, %xmm7
	vdivsd %xmm1, %xmm9, %xmm9
	vmovsd %xmm9, (%rcx,%r10,8)
	cmpq %r8, %rsi
	jbe .LBB_24
.LBB_40:
	decq %r12
	movq %r10, %r9
.LBB_41:
	leaq (%r13,%r9), %rax
	cmpq %rsi, %rax
	jae .LBB_43
	vmovsd 8(%rdi,%r9,8), %xmm9
	vaddsd %xmm7, %xmm9, %xmm10
	vmovsd (%rbp,%r9,8), %xmm11
	vsubsd %xmm7, %xmm10, %xmm12
	vpunpcklqdq %xmm10, %xmm7, %xmm13
	vmulsd %xmm3, %xmm9, %xmm14
	vsubsd %xmm9, %xmm14, %xmm15
	vsubsd %xmm15, %xmm14, %xmm14
	vmulsd %xmm0, %xmm14, %xmm15
	vxorpd %xmm4, %xmm7, %xmm16
	vaddsd %xmm15, %xmm8, %xmm17
	vsubsd %xmm8, %xmm17, %xmm18
	vpunpcklqdq %xmm17, %xmm8, %xmm8
	vsubsd %xmm7, %xmm17, %xmm19
	vsubsd %xmm11, %xmm10, %xmm7
	vsubsd %xmm10, %xmm7, %xmm20
	vpunpcklqdq %xmm7, %xmm10, %xmm10
	vpunpcklqdq %xmm20, %xmm12, %xmm21
	vsubpd %xmm21, %xmm10, %xmm10
	vsubpd %xmm10, %xmm13, %xmm10
	vxorpd %xmm4, %xmm11, %xmm11
	vsubsd %xmm20, %xmm11, %xmm11
	vsubsd %xmm12, %xmm9, %xmm12
	vpunpcklqdq %xmm11, %xmm12, %xmm11
	vaddpd %xmm10, %xmm11, %xmm10
	vshufpd $1, %xmm10, %xmm10, %xmm11
	vaddsd %xmm11, %xmm10, %xmm10
	vsubsd %xmm14, %xmm9, %xmm9
	vmulsd %xmm0, %xmm9, %xmm9
	vsubsd %xmm6, %xmm9, %xmm9
	vaddsd %xmm6, %xmm10, %xmm6
	vsubsd %xmm17, %xmm19, %xmm10
	vpunpcklqdq %xmm19, %xmm17, %xmm11
	vpunpcklqdq %xmm10, %xmm18, %xmm12
	vsubpd %xmm12, %xmm11, %xmm11
	vsubpd %xmm11, %xmm8, %xmm8
	vsubsd %xmm10, %xmm16, %xmm10
	vsubsd %xmm18, %xmm15, %xmm11
	vpunpcklqdq %xmm10, %xmm11, %xmm10
	vaddpd %xmm8, %xmm10, %xmm8
	vshufpd $1, %xmm8, %xmm8, %xmm10
	vaddsd %xmm10, %xmm8, %xmm8
	vaddsd %xmm8, %xmm9, %xmm8
	vaddsd %xmm5, %xmm8, %xmm5
	vaddsd %xmm5, %xmm19, %xmm8
	vmulsd %xmm2, %xmm8, %xmm8
	vmovsd %xmm8, 8(%rcx,%r9,8)
	incq %r9
	vmovapd %xmm19, %xmm8
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
.LBB_19:
	leaq (%rcx,%r9,8), %r11
	jmp .LBB_20
.LBB_28:
	movq %rsi, %rdx
	cmpq %rsi, %r10
	jae .LBB_30
	movq %r8, %r10
.LBB_30:
	leaq .Lanon.0(%rip), %rcx
	movq %r9, %rdi
	movq %r10, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
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
	subq %rbx, %r9
	incq %r9
	leaq .Lanon.5(%rip), %rdx
	movq %r9, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
