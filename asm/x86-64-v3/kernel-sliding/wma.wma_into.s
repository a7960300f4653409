# kernel_sliding::wma::wma_into — kernel-sliding, target-cpu=x86-64-v3
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::wma::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $24, %rsp
	movq %rsi, 8(%rsp)
	movq %r8, 16(%rsp)
	cmpq %r8, %rsi
	jne .LBB_37
	movq %rdx, %rax
	testq %rdx, %rdx
	je .LBB_38
	testq %rsi, %rsi
	je .LBB_3
	leaq (,%rsi,8), %r8
	xorl %edx, %edx
.LBB_5:
	vmovsd (%rdi,%rdx,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_8
	incq %rdx
	addq $-8, %r8
	jne .LBB_5
	movq %rsi, %rdx
	jmp .LBB_8
.LBB_3:
	xorl %edx, %edx
.LBB_8:
	leaq (%rax,%rdx), %r10
	decq %r10
	cmpq %r10, %rsi
	cmovbq %rsi, %r10
	testq %r10, %r10
	je .LBB_22
	leaq (,%r10,8), %r9
	addq $-8, %r9
	movq %rcx, %r11
	cmpq $24, %r9
	jb .LBB_20
	movq %r9, %rdx
	shrq $3, %rdx
	incq %rdx
	movabsq $4611686018427387888, %r8
	cmpq $120, %r9
	jae .LBB_15
	xorl %r9d, %r9d
	jmp .LBB_12
.LBB_15:
	movq %rdx, %r9
	andq %r8, %r9
	xorl %r11d, %r11d
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_16:
	vmovupd %ymm0, (%rcx,%r11,8)
	vmovupd %ymm0, 32(%rcx,%r11,8)
	vmovupd %ymm0, 64(%rcx,%r11,8)
	vmovupd %ymm0, 96(%rcx,%r11,8)
	addq $16, %r11
	cmpq %r11, %r9
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
	leaq (%rcx,%r10,8), %rdx
	movabsq $9221120237041090560, %r8
.LBB_21:
	movq %r8, (%r11)
	addq $8, %r11
	cmpq %rdx, %r11
	jne .LBB_21
.LBB_22:
	xorl %edx, %edx
	movq %rsi, %r8
	subq %r10, %r8
	cmovaeq %r8, %rdx
	movabsq $1151796703138937857, %r8
	mulxq %r8, %r8, %r9
	shrq $6, %r9
	movabsq $17996823486545904, %r11
	xorl %edx, %edx
	cmpq %r11, %r8
	seta %dl
	addq %r9, %rdx
	je .LBB_39
	vmovq %rax, %xmm0
	vmovq .LCPI_1(%rip), %xmm1
	vpunpckldq %xmm1, %xmm0, %xmm0
	vmovapd .LCPI_2(%rip), %xmm2
	vsubpd %xmm2, %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm3
	vaddsd %xmm0, %xmm3, %xmm0
	leaq 1(%rax), %r8
	imulq %rax, %r8
	vmovq %r8, %xmm3
	vpunpckldq %xmm1, %xmm3, %xmm1
	vsubpd %xmm2, %xmm1, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm2
	vaddsd %xmm1, %xmm2, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vmovsd %xmm1, (%rsp)
	vdivsd %xmm1, %xmm2, %xmm2
	leaq 1(%r10), %r11
	leaq (,%rax,8), %rbx
	leaq (%rdi,%r10,8), %r14
	subq %rbx, %r14
	movq %rax, %r15
	negq %r15
	movq %rdi, %r12
	subq %rbx, %r12
	vmovsd .LCPI_5(%rip), %xmm3
	vmovddup .LCPI_7(%rip), %xmm4
	jmp .LBB_25
.LBB_24:
	addq $8200, %r14
	testq %rdx, %rdx
	je .LBB_39
.LBB_25:
	movq %r10, %r8
	cmpq %rax, %r11
	setb %r10b
	cmpq %rsi, %r8
	jae .LBB_26
	leaq 1(%r8), %r9
	testb %r10b, %r10b
	jne .LBB_28
.LBB_31:
	leaq 1025(%r8), %r10
	decq %rdx
	vxorpd %xmm6, %xmm6, %xmm6
	movl $1, %r13d
	movq %rbx, %rbp
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm7, %xmm7, %xmm7
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm8, %xmm8, %xmm8
.LBB_32:
	vmovapd %xmm8, %xmm10
	vmovapd %xmm7, %xmm11
	vmovsd (%r14,%r13,8), %xmm12
	vcvtsi2sd %r13, %xmm0, %xmm7
	vmulsd %xmm7, %xmm12, %xmm8
	vaddsd %xmm8, %xmm9, %xmm9
	vmulsd %xmm3, %xmm12, %xmm8
	vsubsd %xmm12, %xmm8, %xmm13
	vsubsd %xmm13, %xmm8, %xmm8
	vsubsd %xmm8, %xmm12, %xmm13
	vmulsd %xmm7, %xmm8, %xmm14
	vaddsd %xmm14, %xmm10, %xmm8
	vsubsd %xmm10, %xmm8, %xmm15
	vsubsd %xmm15, %xmm8, %xmm1
	vsubsd %xmm1, %xmm10, %xmm1
	vsubsd %xmm15, %xmm14, %xmm10
	vaddsd %xmm1, %xmm10, %xmm1
	vmulsd %xmm7, %xmm13, %xmm7
	vaddsd %xmm1, %xmm7, %xmm1
	vaddsd %xmm1, %xmm5, %xmm5
	vaddsd %xmm12, %xmm11, %xmm7
	vsubsd %xmm11, %xmm7, %xmm1
	vsubsd %xmm1, %xmm7, %xmm10
	vsubsd %xmm10, %xmm11, %xmm10
	vsubsd %xmm1, %xmm12, %xmm1
	vaddsd %xmm1, %xmm10, %xmm1
	vaddsd %xmm1, %xmm6, %xmm6
	incq %r13
	addq $-8, %rbp
	jne .LBB_32
	vdivsd (%rsp), %xmm9, %xmm1
	vmovsd %xmm1, (%rcx,%r8,8)
	cmpq %r10, %rsi
	movq %r10, %r8
	cmovbq %rsi, %r8
	cmpq %r9, %rsi
	jbe .LBB_24
.LBB_34:
	leaq (%r15,%r9), %r13
	cmpq %rsi, %r13
	jae .LBB_36
	vmovsd (%rdi,%r9,8), %xmm10
	vaddsd %xmm7, %xmm10, %xmm1
	vmovsd (%r12,%r9,8), %xmm11
	vsubsd %xmm7, %xmm1, %xmm12
	vunpcklpd %xmm1, %xmm7, %xmm13
	vsubsd %xmm11, %xmm1, %xmm9
	vxorpd %xmm4, %xmm11, %xmm11
	vsubsd %xmm1, %xmm9, %xmm14
	vunpcklpd %xmm9, %xmm1, %xmm1
	vunpcklpd %xmm14, %xmm12, %xmm15
	vsubpd %xmm15, %xmm1, %xmm1
	vsubpd %xmm1, %xmm13, %xmm1
	vsubsd %xmm14, %xmm11, %xmm11
	vsubsd %xmm12, %xmm10, %xmm12
	vunpcklpd %xmm11, %xmm12, %xmm12
	vmulsd %xmm3, %xmm10, %xmm11
	vsubsd %xmm10, %xmm11, %xmm13
	vsubsd %xmm13, %xmm11, %xmm13
	vmulsd %xmm0, %xmm13, %xmm14
	vaddsd %xmm14, %xmm8, %xmm15
	vsubsd %xmm7, %xmm15, %xmm11
	vaddpd %xmm1, %xmm12, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm12
	vaddsd %xmm1, %xmm12, %xmm1
	vsubsd %xmm8, %xmm15, %xmm12
	vunpcklpd %xmm15, %xmm8, %xmm8
	vsubsd %xmm13, %xmm10, %xmm10
	vmulsd %xmm0, %xmm10, %xmm10
	vsubsd %xmm6, %xmm10, %xmm10
	vaddsd %xmm1, %xmm6, %xmm6
	vsubsd %xmm15, %xmm11, %xmm1
	vunpcklpd %xmm11, %xmm15, %xmm13
	vunpcklpd %xmm1, %xmm12, %xmm15
	vsubpd %xmm15, %xmm13, %xmm13
	vsubpd %xmm13, %xmm8, %xmm8
	vxorpd %xmm4, %xmm7, %xmm7
	vsubsd %xmm1, %xmm7, %xmm1
	vsubsd %xmm12, %xmm14, %xmm7
	vunpcklpd %xmm1, %xmm7, %xmm1
	vaddpd %xmm1, %xmm8, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm7
	vaddsd %xmm7, %xmm1, %xmm1
	vaddsd %xmm1, %xmm10, %xmm1
	vaddsd %xmm1, %xmm5, %xmm5
	vaddsd %xmm5, %xmm11, %xmm1
	vmulsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm1, (%rcx,%r9,8)
	incq %r9
	vmovapd %xmm9, %xmm7
	vmovapd %xmm11, %xmm8
	cmpq %r8, %r9
	jb .LBB_34
	jmp .LBB_24
.LBB_26:
	movb $1, %r10b
	leaq 1(%r8), %r9
	testb %r10b, %r10b
	je .LBB_31
.LBB_28:
	movq %r9, %rdi
	subq %rax, %rdi
	movq %rsi, %rdx
	cmpq %rsi, %r8
	jae .LBB_30
	movq %r9, %r8
.LBB_30:
	leaq .Lanon.0(%rip), %rcx
	movq %r8, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_39:
	addq $24, %rsp
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
.LBB_37:
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r9
	leaq 8(%rsp), %rsi
	leaq 16(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_38:
	leaq .Lanon.3(%rip), %rdi
	leaq .Lanon.4(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_36:
	subq %rax, %r9
	leaq .Lanon.5(%rip), %rdx
	movq %r9, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
