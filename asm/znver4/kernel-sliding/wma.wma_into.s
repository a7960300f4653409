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
	subq $104, %rsp
	movq %rsi, 72(%rsp)
	movq %r9, 80(%rsp)
	cmpq %r9, %rsi
	jne .LBB_87
	movq 48(%rcx), %rax
	movq %rsi, %rbx
	movq %rsi, 88(%rsp)
	movq %rax, 96(%rsp)
	cmpq %rax, %rsi
	jne .LBB_88
	testq %rdx, %rdx
	je .LBB_89
	movq %r8, %r14
	movq %rdi, %r15
	testq %rbx, %rbx
	je .LBB_4
	leaq (,%rbx,8), %rsi
	xorl %eax, %eax
.LBB_6:
	vmovsd (%r15,%rax,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_9
	incq %rax
	addq $-8, %rsi
	jne .LBB_6
	movq %rbx, %rax
	jmp .LBB_9
.LBB_4:
	xorl %eax, %eax
.LBB_9:
	leaq -1(%rdx,%rax), %r10
	cmpq %r10, %rbx
	movq %r10, %rbp
	cmovbq %rbx, %rbp
	leaq (,%rbp,8), %r11
	leaq (%r14,%rbp,8), %rax
	testq %rbp, %rbp
	je .LBB_23
	leaq -8(%r11), %r8
	movq %r14, %r9
	cmpq $24, %r8
	jb .LBB_21
	movq %r8, %rsi
	shrq $3, %rsi
	movabsq $4611686018427387896, %rdi
	incq %rsi
	cmpq $248, %r8
	jae .LBB_16
	xorl %r8d, %r8d
	jmp .LBB_13
.LBB_16:
	vbroadcastsd .LCPI_0(%rip), %zmm0
	leaq -24(%rdi), %r8
	xorl %r9d, %r9d
	andq %rsi, %r8
.LBB_17:
	vmovupd %zmm0, (%r14,%r9,8)
	vmovupd %zmm0, 64(%r14,%r9,8)
	vmovupd %zmm0, 128(%r14,%r9,8)
	vmovupd %zmm0, 192(%r14,%r9,8)
	addq $32, %r9
	cmpq %r9, %r8
	jne .LBB_17
	cmpq %r8, %rsi
	je .LBB_23
	testb $28, %sil
	je .LBB_20
.LBB_13:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $4, %rdi
	andq %rsi, %rdi
	leaq (%r14,%rdi,8), %r9
.LBB_14:
	vmovupd %ymm0, (%r14,%r8,8)
	addq $4, %r8
	cmpq %r8, %rdi
	jne .LBB_14
	cmpq %rdi, %rsi
	je .LBB_23
.LBB_21:
	movabsq $9221120237041090560, %rsi
.LBB_22:
	movq %rsi, (%r9)
	addq $8, %r9
	cmpq %rax, %r9
	jne .LBB_22
.LBB_23:
	cmpq $1, %rdx
	jne .LBB_24
	cmpq %r10, %rbx
	jbe .LBB_45
	movq %rbx, %rsi
	subq %rbp, %rsi
	cmpq $4, %rsi
	jae .LBB_34
	xorl %edx, %edx
	jmp .LBB_43
.LBB_24:
	leaq 48(%rcx), %rax
	movq %rcx, %r12
	movabsq $4611686018427387896, %rcx
	movq %rdx, 40(%rsp)
	movabsq $2305843009213693951, %r13
	movq %rax, 64(%rsp)
	movq %rcx, 32(%rsp)
	vzeroupper
	callq *kernel_spec::cpu::features@GOTPCREL(%rip)
	testb $1, %al
	je .LBB_25
	movq 40(%rsp), %r9
	vmovsd .LCPI_2(%rip), %xmm2
	movq 8(%r12), %r11
	movq 16(%r12), %rcx
	movq 64(%rsp), %r12
	movl $1, %edx
	movl $1, %edi
	subq %rbx, %rdi
	leaq 1(%r9), %rax
	vcvtusi2sd %r9, %xmm15, %xmm0
	addq %r9, %r13
	subq %r9, %rdx
	addq $8, %r11
	imulq %r9, %rax
	movq %rdx, 56(%rsp)
	movq %r15, %rdx
	vcvtusi2sd %rax, %xmm15, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	movb $61, %al
	bzhiq %rax, %r13, %r10
	leaq (,%r9,8), %rax
	xorl %r13d, %r13d
	leaq 1(%r10), %r8
	andq %r8, 32(%rsp)
	subq %rax, %rdx
	andl $7, %r8d
	addq $8, %rdx
	movq %rdx, 8(%rsp)
	vdivsd %xmm1, %xmm2, %xmm2
.LBB_47:
	cmpq %r13, %rcx
	leaq (%r11,%r13,8), %rsi
	movq %r13, %rax
	cmovaq %rcx, %rax
.LBB_48:
	cmpq %r13, %rax
	je .LBB_45
	incq %r13
	movq %r12, %rdx
	cmpq %rcx, %r13
	cmovbq %rsi, %rdx
	addq $8, %rsi
	movq (%rdx), %rdx
	cmpq %rbp, %rdx
	jbe .LBB_48
	movq -16(%rsi), %rsi
	movq %rdi, 24(%rsp)
	cmpq %rsi, %rbp
	cmovaq %rbp, %rsi
	leaq 1(%rsi), %rax
	movq %rax, %rdi
	subq %r9, %rdi
	cmpq %rbx, %rsi
	jae .LBB_53
	cmpq %r9, %rax
	jb .LBB_52
	leaq (%r15,%rdi,8), %rdi
	movq %r10, 48(%rsp)
	cmpq $7, %r10
	jae .LBB_56
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
	jmp .LBB_61
.LBB_56:
	movq %r11, 16(%rsp)
	movq 32(%rsp), %r11
	vxorpd %xmm3, %xmm3, %xmm3
	xorl %r10d, %r10d
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %eax, %eax
.LBB_57:
	vmovsd (%rdi,%rax,8), %xmm6
	leaq 1(%rax), %r9
	vmovsd 8(%rdi,%rax,8), %xmm7
	vmovsd 56(%rdi,%rax,8), %xmm8
	addq $-64, %r10
	vcvtsi2sd %r9, %xmm15, %xmm5
	leaq 2(%rax), %r9
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	vcvtsi2sd %r9, %xmm15, %xmm5
	leaq 3(%rax), %r9
	vaddsd %xmm7, %xmm4, %xmm4
	vcvtsi2sd %r9, %xmm15, %xmm6
	leaq 4(%rax), %r9
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm3, %xmm3
	vmovsd 16(%rdi,%rax,8), %xmm5
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 24(%rdi,%rax,8), %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %r9, %xmm15, %xmm6
	leaq 5(%rax), %r9
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 32(%rdi,%rax,8), %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %r9, %xmm15, %xmm6
	leaq 6(%rax), %r9
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 40(%rdi,%rax,8), %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %r9, %xmm15, %xmm6
	leaq 7(%rax), %r9
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 48(%rdi,%rax,8), %xmm5
	addq $8, %rax
	vcvtsi2sd %rax, %xmm15, %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %r9, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmulsd %xmm7, %xmm8, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	cmpq %rax, %r11
	jne .LBB_57
	testq %r8, %r8
	je .LBB_59
	movq 16(%rsp), %r11
	subq %r10, %rdi
.LBB_61:
	incq %rax
	xorl %r10d, %r10d
.LBB_62:
	vmovsd (%rdi,%r10,8), %xmm6
	leaq (%rax,%r10), %r9
	incq %r10
	vcvtsi2sd %r9, %xmm15, %xmm5
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	cmpq %r10, %r8
	jne .LBB_62
.LBB_63:
	vdivsd %xmm1, %xmm3, %xmm5
	movq 40(%rsp), %r9
	movq 48(%rsp), %r10
	movq 24(%rsp), %rdi
	leaq 1(%rsi), %rax
	vmovsd %xmm5, (%r14,%rsi,8)
	cmpq %rdx, %rax
	jae .LBB_47
	decq %rdx
.LBB_65:
	movq %rdi, %rax
	addq %rsi, %rax
	je .LBB_90
	movq 56(%rsp), %rax
	addq %rsi, %rax
	cmpq %rbx, %rax
	jae .LBB_68
	vmovsd 8(%r15,%rsi,8), %xmm5
	movq 8(%rsp), %rax
	vfmadd231sd %xmm0, %xmm5, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vsubsd (%rax,%rsi,8), %xmm4, %xmm4
	vmulsd %xmm3, %xmm2, %xmm6
	vmovsd %xmm6, 8(%r14,%rsi,8)
	incq %rsi
	cmpq %rsi, %rdx
	jne .LBB_65
	jmp .LBB_47
.LBB_59:
	movq 16(%rsp), %r11
	jmp .LBB_63
.LBB_25:
	movq 40(%rsp), %rsi
	vmovsd .LCPI_2(%rip), %xmm2
	movq 8(%r12), %r11
	movq 16(%r12), %rdx
	movq 64(%rsp), %r12
	movq %r15, %rcx
	leaq 1(%rsi), %rax
	vcvtusi2sd %rsi, %xmm15, %xmm0
	addq %rsi, %r13
	addq $8, %r11
	imulq %rsi, %rax
	vcvtusi2sd %rax, %xmm15, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	movb $61, %al
	bzhiq %rax, %r13, %r10
	movq %rsi, %rax
	negq %rax
	xorl %r13d, %r13d
	leaq 1(%r10), %r9
	movq %rax, 16(%rsp)
	leaq (,%rsi,8), %rax
	andq %r9, 32(%rsp)
	andl $7, %r9d
	subq %rax, %rcx
	movq %rcx, 56(%rsp)
	vdivsd %xmm1, %xmm2, %xmm2
.LBB_26:
	cmpq %r13, %rdx
	leaq (%r11,%r13,8), %rcx
	movq %r13, %rax
	cmovaq %rdx, %rax
.LBB_27:
	cmpq %r13, %rax
	je .LBB_45
	incq %r13
	movq %r12, %rdi
	cmpq %rdx, %r13
	cmovbq %rcx, %rdi
	addq $8, %rcx
	movq (%rdi), %r8
	cmpq %rbp, %r8
	jbe .LBB_27
	movq -16(%rcx), %rcx
	movq %r11, 8(%rsp)
	cmpq %rcx, %rbp
	cmovaq %rbp, %rcx
	leaq 1(%rcx), %rdi
	movq %rcx, 24(%rsp)
	movq %rdi, %rax
	subq %rsi, %rax
	cmpq %rbx, %rcx
	jae .LBB_30
	cmpq %rsi, %rdi
	jb .LBB_70
	movq 8(%rsp), %r11
	leaq (%r15,%rax,8), %rax
	movq %r10, 48(%rsp)
	vxorpd %xmm3, %xmm3, %xmm3
	cmpq $7, %r10
	jae .LBB_74
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
	jmp .LBB_79
.LBB_74:
	movq 32(%rsp), %r11
	xorl %r10d, %r10d
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %ecx, %ecx
.LBB_75:
	vmovsd (%rax,%rcx,8), %xmm6
	leaq 1(%rcx), %rsi
	vmovsd 8(%rax,%rcx,8), %xmm7
	vmovsd 56(%rax,%rcx,8), %xmm8
	addq $-64, %r10
	vcvtsi2sd %rsi, %xmm15, %xmm5
	leaq 2(%rcx), %rsi
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	vcvtsi2sd %rsi, %xmm15, %xmm5
	leaq 3(%rcx), %rsi
	vaddsd %xmm7, %xmm4, %xmm4
	vcvtsi2sd %rsi, %xmm15, %xmm6
	leaq 4(%rcx), %rsi
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm3, %xmm3
	vmovsd 16(%rax,%rcx,8), %xmm5
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 24(%rax,%rcx,8), %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %rsi, %xmm15, %xmm6
	leaq 5(%rcx), %rsi
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 32(%rax,%rcx,8), %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %rsi, %xmm15, %xmm6
	leaq 6(%rcx), %rsi
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 40(%rax,%rcx,8), %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %rsi, %xmm15, %xmm6
	leaq 7(%rcx), %rsi
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 48(%rax,%rcx,8), %xmm5
	addq $8, %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %rsi, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmulsd %xmm7, %xmm8, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	cmpq %rcx, %r11
	jne .LBB_75
	testq %r9, %r9
	je .LBB_77
	movq 8(%rsp), %r11
	subq %r10, %rax
.LBB_79:
	incq %rcx
	xorl %r10d, %r10d
.LBB_80:
	vmovsd (%rax,%r10,8), %xmm6
	leaq (%rcx,%r10), %rsi
	incq %r10
	vcvtsi2sd %rsi, %xmm15, %xmm5
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	cmpq %r10, %r9
	jne .LBB_80
.LBB_81:
	vdivsd %xmm1, %xmm3, %xmm5
	movq 24(%rsp), %rax
	movq 40(%rsp), %rsi
	movq 48(%rsp), %r10
	vmovsd %xmm5, (%r14,%rax,8)
	cmpq %r8, %rdi
	jae .LBB_26
	movq 16(%rsp), %rcx
.LBB_83:
	cmpq %rbx, %rdi
	jae .LBB_91
	leaq (%rcx,%rdi), %rax
	cmpq %rbx, %rax
	jae .LBB_86
	vmovsd (%r15,%rdi,8), %xmm5
	movq 56(%rsp), %rax
	vfmadd231sd %xmm0, %xmm5, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vsubsd (%rax,%rdi,8), %xmm4, %xmm4
	vmulsd %xmm3, %xmm2, %xmm6
	vmovsd %xmm6, (%r14,%rdi,8)
	incq %rdi
	cmpq %rdi, %r8
	jne .LBB_83
	jmp .LBB_26
.LBB_77:
	movq 8(%rsp), %r11
	jmp .LBB_81
.LBB_34:
	cmpq $32, %rsi
	jae .LBB_36
	xorl %edx, %edx
	jmp .LBB_40
.LBB_36:
	leaq 192(%r15,%r11), %rdi
	leaq 192(%r14,%r11), %rcx
	movq %rsi, %rdx
	andq $-32, %rdx
	xorl %r8d, %r8d
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_37:
	vaddpd -192(%rdi,%r8,8), %zmm0, %zmm1
	vaddpd -128(%rdi,%r8,8), %zmm0, %zmm2
	vaddpd -64(%rdi,%r8,8), %zmm0, %zmm3
	vaddpd (%rdi,%r8,8), %zmm0, %zmm4
	vmovupd %zmm1, -192(%rcx,%r8,8)
	vmovupd %zmm2, -128(%rcx,%r8,8)
	vmovupd %zmm3, -64(%rcx,%r8,8)
	vmovupd %zmm4, (%rcx,%r8,8)
	addq $32, %r8
	cmpq %r8, %rdx
	jne .LBB_37
	cmpq %rdx, %rsi
	je .LBB_45
	testb $28, %sil
	je .LBB_43
.LBB_40:
	leaq (%r15,%rbp,8), %rdi
	movq %rdx, %rcx
	movq %rsi, %rdx
	andq $-4, %rdx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_41:
	vaddpd (%rdi,%rcx,8), %ymm0, %ymm1
	vmovupd %ymm1, (%rax,%rcx,8)
	addq $4, %rcx
	cmpq %rcx, %rdx
	jne .LBB_41
	cmpq %rdx, %rsi
	je .LBB_45
.LBB_43:
	addq %rbp, %rdx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_44:
	vaddsd (%r15,%rdx,8), %xmm0, %xmm1
	vmovsd %xmm1, (%r14,%rdx,8)
	incq %rdx
	cmpq %rdx, %rbx
	jne .LBB_44
.LBB_45:
	addq $104, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_20:
	leaq (%r14,%r8,8), %r9
	jmp .LBB_21
.LBB_87:
	leaq .Lanon.0(%rip), %rcx
	leaq .Lanon.1(%rip), %r9
	leaq 72(%rsp), %rsi
	leaq 80(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_88:
	leaq .Lanon.2(%rip), %rcx
	leaq .Lanon.3(%rip), %r9
	leaq 88(%rsp), %rsi
	leaq 96(%rsp), %rdx
	movl $43, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_89:
	leaq .Lanon.4(%rip), %rdi
	leaq .Lanon.5(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_30:
	movq 24(%rsp), %rsi
	leaq .Lanon.6(%rip), %rcx
	movq %rax, %rdi
	movq %rbx, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_52:
	movq %rax, %rsi
.LBB_53:
	leaq .Lanon.6(%rip), %rcx
	movq %rbx, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_70:
	movq %rdi, %rsi
	leaq .Lanon.6(%rip), %rcx
	movq %rax, %rdi
	movq %rbx, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_90:
	leaq .Lanon.7(%rip), %rdx
	movq %rbx, %rdi
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_86:
	subq %rsi, %rdi
	leaq .Lanon.8(%rip), %rdx
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_68:
	subq %r9, %rsi
	leaq .Lanon.8(%rip), %rdx
	incq %rsi
	movq %rsi, %rdi
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_91:
	leaq .Lanon.7(%rip), %rdx
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
