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
	jne .LBB_63
	movq 48(%rcx), %rax
	movq %rsi, 72(%rsp)
	movq %rax, 80(%rsp)
	cmpq %rax, %rsi
	jne .LBB_64
	testq %rdx, %rdx
	je .LBB_65
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
	movq %r9, %r10
	cmovbq %rsi, %r10
	leaq (,%r10,8), %r12
	leaq (%r8,%r10,8), %rax
	testq %r10, %r10
	je .LBB_23
	leaq -8(%r12), %r14
	movq %r8, %r15
	cmpq $24, %r14
	jb .LBB_21
	movq %r14, %r11
	shrq $3, %r11
	movabsq $4611686018427387872, %rbx
	incq %r11
	cmpq $248, %r14
	jae .LBB_16
	xorl %r14d, %r14d
	jmp .LBB_13
.LBB_16:
	vbroadcastsd .LCPI_0(%rip), %zmm0
	movq %r11, %r14
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
	cmpq %r14, %r11
	je .LBB_23
	testb $28, %r11b
	je .LBB_20
.LBB_13:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $28, %rbx
	andq %r11, %rbx
	leaq (%r8,%rbx,8), %r15
.LBB_14:
	vmovupd %ymm0, (%r8,%r14,8)
	addq $4, %r14
	cmpq %r14, %rbx
	jne .LBB_14
	cmpq %rbx, %r11
	je .LBB_23
.LBB_21:
	movabsq $9221120237041090560, %r11
.LBB_22:
	movq %r11, (%r15)
	addq $8, %r15
	cmpq %rax, %r15
	jne .LBB_22
.LBB_23:
	cmpq $1, %rdx
	jne .LBB_24
	cmpq %r9, %rsi
	jbe .LBB_62
	movq %rsi, %r9
	subq %r10, %r9
	cmpq $4, %r9
	jae .LBB_51
	xorl %ecx, %ecx
	jmp .LBB_60
.LBB_24:
	leaq 1(%rdx), %rax
	vcvtusi2sd %rdx, %xmm15, %xmm0
	vmovsd .LCPI_2(%rip), %xmm2
	movb $61, %r9b
	movq 8(%rcx), %r13
	leaq 48(%rcx), %r11
	movq 16(%rcx), %rcx
	movl $1, %r14d
	xorl %ebx, %ebx
	imulq %rdx, %rax
	subq %rsi, %r14
	vcvtusi2sd %rax, %xmm15, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	leaq -1(%rdx), %rax
	bzhiq %r9, %rax, %rax
	movl $1, %r9d
	addq $8, %r13
	movq %rax, 40(%rsp)
	leaq 1(%rax), %r12
	movabsq $4611686018427387872, %rax
	subq %rdx, %r9
	orq $24, %rax
	movq %r9, 8(%rsp)
	movq %rdi, %r9
	andq %r12, %rax
	andl $7, %r12d
	movq %rax, 16(%rsp)
	leaq (,%rdx,8), %rax
	subq %rax, %r9
	addq $8, %r9
	movq %r9, 48(%rsp)
	vdivsd %xmm1, %xmm2, %xmm2
.LBB_25:
	cmpq %rbx, %rcx
	leaq (%r13,%rbx,8), %r15
	movq %rbx, %rax
	cmovaq %rcx, %rax
.LBB_26:
	cmpq %rbx, %rax
	je .LBB_62
	incq %rbx
	movq %r11, %r9
	cmpq %rcx, %rbx
	cmovbq %r15, %r9
	addq $8, %r15
	movq (%r9), %rbp
	cmpq %r10, %rbp
	jbe .LBB_26
	movq -16(%r15), %rax
	cmpq %rax, %r10
	cmovaq %r10, %rax
	leaq 1(%rax), %r15
	movq %r15, %r9
	subq %rdx, %r9
	cmpq %rsi, %rax
	jae .LBB_29
	cmpq %rdx, %r15
	jb .LBB_31
	cmpq $7, 40(%rsp)
	leaq (%rdi,%r9,8), %r9
	movq %r13, 24(%rsp)
	movq %rdx, 32(%rsp)
	jae .LBB_35
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %edx, %edx
	jmp .LBB_40
.LBB_35:
	movq %r14, (%rsp)
	movq 16(%rsp), %r14
	vxorpd %xmm3, %xmm3, %xmm3
	xorl %r13d, %r13d
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %edx, %edx
.LBB_36:
	vmovsd (%r9,%rdx,8), %xmm6
	leaq 1(%rdx), %r15
	vmovsd 8(%r9,%rdx,8), %xmm7
	vmovsd 56(%r9,%rdx,8), %xmm8
	addq $-64, %r13
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
	cmpq %rdx, %r14
	jne .LBB_36
	testq %r12, %r12
	je .LBB_38
	movq (%rsp), %r14
	subq %r13, %r9
.LBB_40:
	incq %rdx
	xorl %r13d, %r13d
.LBB_41:
	vmovsd (%r9,%r13,8), %xmm6
	leaq (%rdx,%r13), %r15
	incq %r13
	vcvtsi2sd %r15, %xmm15, %xmm5
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	cmpq %r13, %r12
	jne .LBB_41
.LBB_42:
	vdivsd %xmm1, %xmm3, %xmm5
	leaq 1(%rax), %rdx
	movq 24(%rsp), %r13
	vmovsd %xmm5, (%r8,%rax,8)
	cmpq %rbp, %rdx
	movq 32(%rsp), %rdx
	jae .LBB_25
	movq 8(%rsp), %r15
	decq %rbp
.LBB_44:
	movq %r14, %r9
	addq %rax, %r9
	je .LBB_66
	leaq (%r15,%rax), %r9
	cmpq %rsi, %r9
	jae .LBB_47
	vmovsd 8(%rdi,%rax,8), %xmm5
	movq 48(%rsp), %r9
	vfmadd231sd %xmm0, %xmm5, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vsubsd (%r9,%rax,8), %xmm4, %xmm4
	vmulsd %xmm3, %xmm2, %xmm6
	vmovsd %xmm6, 8(%r8,%rax,8)
	incq %rax
	cmpq %rax, %rbp
	jne .LBB_44
	jmp .LBB_25
.LBB_38:
	movq (%rsp), %r14
	jmp .LBB_42
.LBB_51:
	cmpq $32, %r9
	jae .LBB_53
	xorl %ecx, %ecx
	jmp .LBB_57
.LBB_53:
	leaq 192(%rdi,%r12), %r11
	leaq 192(%r8,%r12), %rdx
	movq %r9, %rcx
	andq $-32, %rcx
	xorl %ebx, %ebx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_54:
	vaddpd -192(%r11,%rbx,8), %zmm0, %zmm1
	vaddpd -128(%r11,%rbx,8), %zmm0, %zmm2
	vaddpd -64(%r11,%rbx,8), %zmm0, %zmm3
	vaddpd (%r11,%rbx,8), %zmm0, %zmm4
	vmovupd %zmm1, -192(%rdx,%rbx,8)
	vmovupd %zmm2, -128(%rdx,%rbx,8)
	vmovupd %zmm3, -64(%rdx,%rbx,8)
	vmovupd %zmm4, (%rdx,%rbx,8)
	addq $32, %rbx
	cmpq %rbx, %rcx
	jne .LBB_54
	cmpq %rcx, %r9
	je .LBB_62
	testb $28, %r9b
	je .LBB_60
.LBB_57:
	leaq (%rdi,%r10,8), %r11
	movq %rcx, %rdx
	movq %r9, %rcx
	andq $-4, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_58:
	vaddpd (%r11,%rdx,8), %ymm0, %ymm1
	vmovupd %ymm1, (%rax,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rcx
	jne .LBB_58
	cmpq %rcx, %r9
	je .LBB_62
.LBB_60:
	addq %r10, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_61:
	vaddsd (%rdi,%rcx,8), %xmm0, %xmm1
	vmovsd %xmm1, (%r8,%rcx,8)
	incq %rcx
	cmpq %rcx, %rsi
	jne .LBB_61
.LBB_62:
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
.LBB_63:
	leaq .Lanon.0(%rip), %rcx
	leaq .Lanon.1(%rip), %r9
	leaq 56(%rsp), %rsi
	leaq 64(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_64:
	leaq .Lanon.2(%rip), %rcx
	leaq .Lanon.3(%rip), %r9
	leaq 72(%rsp), %rsi
	leaq 80(%rsp), %rdx
	movl $43, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_65:
	leaq .Lanon.4(%rip), %rdi
	leaq .Lanon.5(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_29:
	movq %rsi, %rdx
	leaq .Lanon.6(%rip), %rcx
	movq %r9, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_31:
	movq %rsi, %rdx
	movq %r15, %rax
	leaq .Lanon.6(%rip), %rcx
	movq %r9, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_66:
	leaq .Lanon.7(%rip), %rdx
	movq %rsi, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_47:
	subq %rdx, %rax
	leaq .Lanon.8(%rip), %rdx
	incq %rax
	movq %rax, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
