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
	subq $88, %rsp
	movq %rsi, 56(%rsp)
	movq %r9, 64(%rsp)
	cmpq %r9, %rsi
	jne .LBB_62
	movq 48(%rcx), %rax
	movq %rsi, 72(%rsp)
	movq %rax, 80(%rsp)
	cmpq %rax, %rsi
	jne .LBB_63
	testq %rdx, %rdx
	je .LBB_64
	testq %rsi, %rsi
	je .LBB_4
	leaq (,%rsi,8), %r9
	xorl %eax, %eax
.LBB_6:
	vmovsd (%rdi,%rax,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_9
	incq %rax
	addq $-8, %r9
	jne .LBB_6
	movq %rsi, %rax
	jmp .LBB_9
.LBB_4:
	xorl %eax, %eax
.LBB_9:
	leaq -1(%rdx,%rax), %r9
	cmpq %r9, %rsi
	movq %r9, %r11
	cmovbq %rsi, %r11
	leaq (,%r11,8), %r12
	leaq (%r8,%r11,8), %rax
	testq %r11, %r11
	je .LBB_23
	leaq -8(%r12), %r14
	movq %r8, %r15
	cmpq $24, %r14
	jb .LBB_21
	movq %r14, %r10
	shrq $3, %r10
	movabsq $4611686018427387872, %rbx
	incq %r10
	cmpq $248, %r14
	jae .LBB_16
	xorl %r14d, %r14d
	jmp .LBB_13
.LBB_16:
	vbroadcastsd .LCPI_0(%rip), %zmm0
	movq %r10, %r14
	andq %rbx, %r14
	xorl %r15d, %r15d
.LBB_17:
	vmovupd %zmm0, (%r8,%r15,8)
	vmovupd %zmm0, 64(%r8,%r15,8)
	vmovupd %zmm0, 128(%r8,%r15,8)
	vmovupd %zmm0, 192(%r8,%r15,8)
	addq $32, %r15
	cmpq %r15, %r14
	jne .LBB_17
	cmpq %r14, %r10
	je .LBB_23
	testb $28, %r10b
	je .LBB_20
.LBB_13:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $28, %rbx
	andq %r10, %rbx
	leaq (%r8,%rbx,8), %r15
.LBB_14:
	vmovupd %ymm0, (%r8,%r14,8)
	addq $4, %r14
	cmpq %r14, %rbx
	jne .LBB_14
	cmpq %rbx, %r10
	je .LBB_23
.LBB_21:
	movabsq $9221120237041090560, %r10
.LBB_22:
	movq %r10, (%r15)
	addq $8, %r15
	cmpq %rax, %r15
	jne .LBB_22
.LBB_23:
	cmpq $1, %rdx
	jne .LBB_24
	cmpq %r9, %rsi
	jbe .LBB_44
	movq %rsi, %r9
	subq %r11, %r9
	cmpq $4, %r9
	jae .LBB_33
	xorl %ecx, %ecx
	jmp .LBB_42
.LBB_24:
	leaq 1(%rdx), %rax
	vcvtusi2sd %rdx, %xmm15, %xmm0
	vmovsd .LCPI_2(%rip), %xmm2
	movq 8(%rcx), %rbp
	movb $61, %r9b
	leaq 48(%rcx), %rbx
	movq 16(%rcx), %rcx
	movabsq $4611686018427387872, %r12
	xorl %r14d, %r14d
	imulq %rdx, %rax
	orq $24, %r12
	vcvtusi2sd %rax, %xmm15, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	leaq -1(%rdx), %rax
	bzhiq %r9, %rax, %rax
	addq $8, %rbp
	movq %rdi, %r9
	leaq 1(%rax), %r13
	movq %rax, 40(%rsp)
	movq %rdx, %rax
	negq %rax
	movq %rax, 8(%rsp)
	leaq (,%rdx,8), %rax
	andq %r13, %r12
	andl $7, %r13d
	subq %rax, %r9
	movq %r9, 48(%rsp)
	vdivsd %xmm1, %xmm2, %xmm2
.LBB_25:
	cmpq %r14, %rcx
	leaq (%rbp,%r14,8), %r15
	movq %r14, %rax
	cmovaq %rcx, %rax
.LBB_26:
	cmpq %r14, %rax
	je .LBB_44
	incq %r14
	movq %rbx, %r9
	cmpq %rcx, %r14
	cmovbq %r15, %r9
	addq $8, %r15
	movq (%r9), %r10
	cmpq %r11, %r10
	jbe .LBB_26
	movq -16(%r15), %r15
	cmpq %r15, %r11
	cmovaq %r11, %r15
	leaq 1(%r15), %rax
	movq %rax, %r9
	subq %rdx, %r9
	cmpq %rsi, %r15
	jae .LBB_29
	cmpq %rdx, %rax
	jb .LBB_46
	cmpq $7, 40(%rsp)
	leaq (%rdi,%r9,8), %r9
	vxorpd %xmm3, %xmm3, %xmm3
	movq %rbp, 24(%rsp)
	movq %rdx, 32(%rsp)
	movq %r15, 16(%rsp)
	jae .LBB_50
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %edx, %edx
	jmp .LBB_54
.LBB_50:
	xorl %ebp, %ebp
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %edx, %edx
.LBB_51:
	vmovsd (%r9,%rdx,8), %xmm6
	leaq 1(%rdx), %r15
	vmovsd 8(%r9,%rdx,8), %xmm7
	vmovsd 56(%r9,%rdx,8), %xmm8
	addq $-64, %rbp
	vcvtsi2sd %r15, %xmm15, %xmm5
	leaq 2(%rdx), %r15
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	vcvtsi2sd %r15, %xmm15, %xmm5
	leaq 3(%rdx), %r15
	vaddsd %xmm7, %xmm4, %xmm4
	vcvtsi2sd %r15, %xmm15, %xmm6
	leaq 4(%rdx), %r15
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm3, %xmm3
	vmovsd 16(%r9,%rdx,8), %xmm5
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 24(%r9,%rdx,8), %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %r15, %xmm15, %xmm6
	leaq 5(%rdx), %r15
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 32(%r9,%rdx,8), %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %r15, %xmm15, %xmm6
	leaq 6(%rdx), %r15
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 40(%r9,%rdx,8), %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %r15, %xmm15, %xmm6
	leaq 7(%rdx), %r15
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmovsd 48(%r9,%rdx,8), %xmm5
	addq $8, %rdx
	vcvtsi2sd %rdx, %xmm15, %xmm7
	vaddsd %xmm6, %xmm3, %xmm3
	vcvtsi2sd %r15, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vmulsd %xmm7, %xmm8, %xmm5
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm4, %xmm8, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	cmpq %rdx, %r12
	jne .LBB_51
	testq %r13, %r13
	je .LBB_56
	subq %rbp, %r9
.LBB_54:
	incq %rdx
	xorl %ebp, %ebp
.LBB_55:
	vmovsd (%r9,%rbp,8), %xmm6
	leaq (%rdx,%rbp), %r15
	incq %rbp
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	cmpq %rbp, %r13
	jne .LBB_55
.LBB_56:
	vdivsd %xmm1, %xmm3, %xmm5
	movq 16(%rsp), %rdx
	movq 24(%rsp), %rbp
	vmovsd %xmm5, (%r8,%rdx,8)
	movq 32(%rsp), %rdx
	cmpq %r10, %rax
	jae .LBB_25
	movq 8(%rsp), %r15
.LBB_58:
	cmpq %rsi, %rax
	jae .LBB_65
	leaq (%r15,%rax), %r9
	cmpq %rsi, %r9
	jae .LBB_61
	vmovsd (%rdi,%rax,8), %xmm5
	movq 48(%rsp), %r9
	vmulsd %xmm0, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vsubsd (%r9,%rax,8), %xmm4, %xmm4
	vmulsd %xmm3, %xmm2, %xmm6
	vmovsd %xmm6, (%r8,%rax,8)
	incq %rax
	cmpq %rax, %r10
	jne .LBB_58
	jmp .LBB_25
.LBB_33:
	cmpq $32, %r9
	jae .LBB_35
	xorl %ecx, %ecx
	jmp .LBB_39
.LBB_35:
	leaq 192(%rdi,%r12), %r10
	leaq 192(%r8,%r12), %rdx
	movq %r9, %rcx
	andq $-32, %rcx
	xorl %ebx, %ebx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_36:
	vaddpd -192(%r10,%rbx,8), %zmm0, %zmm1
	vaddpd -128(%r10,%rbx,8), %zmm0, %zmm2
	vaddpd -64(%r10,%rbx,8), %zmm0, %zmm3
	vaddpd (%r10,%rbx,8), %zmm0, %zmm4
	vmovupd %zmm1, -192(%rdx,%rbx,8)
	vmovupd %zmm2, -128(%rdx,%rbx,8)
	vmovupd %zmm3, -64(%rdx,%rbx,8)
	vmovupd %zmm4, (%rdx,%rbx,8)
	addq $32, %rbx
	cmpq %rbx, %rcx
	jne .LBB_36
	cmpq %rcx, %r9
	je .LBB_44
	testb $28, %r9b
	je .LBB_42
.LBB_39:
	leaq (%rdi,%r11,8), %r10
	movq %rcx, %rdx
	movq %r9, %rcx
	andq $-4, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_40:
	vaddpd (%r10,%rdx,8), %ymm0, %ymm1
	vmovupd %ymm1, (%rax,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rcx
	jne .LBB_40
	cmpq %rcx, %r9
	je .LBB_44
.LBB_42:
	addq %r11, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_43:
	vaddsd (%rdi,%rcx,8), %xmm0, %xmm1
	vmovsd %xmm1, (%r8,%rcx,8)
	incq %rcx
	cmpq %rcx, %rsi
	jne .LBB_43
.LBB_44:
	addq $88, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_20:
	leaq (%r8,%r14,8), %r15
	jmp .LBB_21
.LBB_62:
	leaq .Lanon.0(%rip), %rcx
	leaq .Lanon.1(%rip), %r9
	leaq 56(%rsp), %rsi
	leaq 64(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_63:
	leaq .Lanon.2(%rip), %rcx
	leaq .Lanon.3(%rip), %r9
	leaq 72(%rsp), %rsi
	leaq 80(%rsp), %rdx
	movl $43, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_64:
	leaq .Lanon.4(%rip), %rdi
	leaq .Lanon.5(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_29:
	movq %rsi, %r8
	jmp .LBB_47
.LBB_46:
	movq %rsi, %r8
	movq %rax, %r15
.LBB_47:
	leaq .Lanon.6(%rip), %rcx
	movq %r9, %rdi
	movq %r15, %rsi
	movq %r8, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_61:
	subq %rdx, %rax
	leaq .Lanon.7(%rip), %rdx
	movq %rax, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_65:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
