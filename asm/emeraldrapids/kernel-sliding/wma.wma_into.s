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
	subq $88, %rsp
	movq %rsi, 56(%rsp)
	movq %r9, 64(%rsp)
	cmpq %r9, %rsi
	jne .LBB_84
	movq %rcx, %r13
	movq %rsi, %rbx
	movq %rsi, 72(%rsp)
	movq 48(%rcx), %rax
	movq %rax, 80(%rsp)
	cmpq %rax, %rsi
	jne .LBB_85
	testq %rdx, %rdx
	je .LBB_86
	movq %r8, %r14
	movq %rdi, %r15
	testq %rbx, %rbx
	je .LBB_4
	leaq (,%rbx,8), %rcx
	xorl %eax, %eax
.LBB_6:
	vmovsd (%r15,%rax,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_9
	incq %rax
	addq $-8, %rcx
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
	leaq (,%rbp,8), %rcx
	leaq (%r14,%rbp,8), %rax
	testq %rbp, %rbp
	je .LBB_23
	leaq -8(%rcx), %r8
	movq %r14, %r9
	cmpq $24, %r8
	jb .LBB_21
	movq %r8, %rsi
	shrq $3, %rsi
	incq %rsi
	movabsq $4611686018427387896, %rdi
	cmpq $120, %r8
	jae .LBB_16
	xorl %r8d, %r8d
	jmp .LBB_13
.LBB_16:
	leaq -8(%rdi), %r8
	andq %rsi, %r8
	xorl %r9d, %r9d
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_17:
	vmovupd %ymm0, (%r14,%r9,8)
	vmovupd %ymm0, 32(%r14,%r9,8)
	vmovupd %ymm0, 64(%r14,%r9,8)
	vmovupd %ymm0, 96(%r14,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_17
	cmpq %r8, %rsi
	je .LBB_23
	testb $12, %sil
	je .LBB_20
.LBB_13:
	addq $4, %rdi
	andq %rsi, %rdi
	leaq (%r14,%rdi,8), %r9
	vbroadcastsd .LCPI_0(%rip), %ymm0
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
	jbe .LBB_47
	movq %rbx, %rsi
	subq %rbp, %rsi
	cmpq $4, %rsi
	jae .LBB_36
	xorl %edx, %edx
	jmp .LBB_45
.LBB_24:
	movq %rdx, 8(%rsp)
	leaq 48(%r13), %r12
	vzeroupper
	callq *kernel_spec::cpu::features@GOTPCREL(%rip)
	testb $1, %al
	je .LBB_25
	movq 8(%r13), %r10
	movq 8(%rsp), %r8
	vcvtusi2sd %r8, %xmm15, %xmm0
	leaq 1(%r8), %rax
	imulq %r8, %rax
	vcvtusi2sd %rax, %xmm15, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	movq 16(%r13), %rcx
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm1, %xmm2, %xmm2
	leaq -1(%r8), %rax
	movb $61, %dl
	bzhiq %rdx, %rax, %r11
	leaq 1(%r11), %rax
	movl %eax, %r9d
	andl $7, %r9d
	andq $-8, %rax
	movq %rax, 16(%rsp)
	addq $8, %r10
	movl $1, %r13d
	movl $1, %eax
	subq %r8, %rax
	movq %rax, 40(%rsp)
	leaq (,%r8,8), %rax
	movq %r15, %rdx
	subq %rax, %rdx
	addq $8, %rdx
	movq %rdx, 32(%rsp)
	subq %rbx, %r13
	xorl %edx, %edx
.LBB_49:
	cmpq %rdx, %rcx
	movq %rdx, %rsi
	cmovaq %rcx, %rsi
	leaq (%r10,%rdx,8), %rdi
.LBB_50:
	cmpq %rdx, %rsi
	je .LBB_47
	incq %rdx
	cmpq %rcx, %rdx
	movq %r12, %rax
	cmovbq %rdi, %rax
	movq (%rax), %rax
	addq $8, %rdi
	cmpq %rbp, %rax
	jbe .LBB_50
	movq %r11, (%rsp)
	movq -16(%rdi), %rsi
	cmpq %rsi, %rbp
	cmovaq %rbp, %rsi
	leaq 1(%rsi), %r11
	movq %r11, %rdi
	subq %r8, %rdi
	cmpq %rbx, %rsi
	jae .LBB_55
	cmpq %r8, %r11
	jb .LBB_54
	movq %r10, 24(%rsp)
	leaq (%r15,%rdi,8), %rdi
	cmpq $7, (%rsp)
	jae .LBB_58
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r11d, %r11d
	jmp .LBB_63
.LBB_58:
	movq %r13, 48(%rsp)
	vxorpd %xmm3, %xmm3, %xmm3
	xorl %r10d, %r10d
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r11d, %r11d
	movq 16(%rsp), %r13
.LBB_59:
	leaq 1(%r11), %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vmovsd (%rdi,%r11,8), %xmm6
	vmovsd 8(%rdi,%r11,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm3, %xmm3
	leaq 2(%r11), %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm3, %xmm3
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 3(%r11), %r8
	vmovsd 16(%rdi,%r11,8), %xmm5
	vcvtsi2sd %r8, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 4(%r11), %r8
	vmovsd 24(%rdi,%r11,8), %xmm5
	vcvtsi2sd %r8, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 5(%r11), %r8
	vmovsd 32(%rdi,%r11,8), %xmm5
	vcvtsi2sd %r8, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 6(%r11), %r8
	vmovsd 40(%rdi,%r11,8), %xmm5
	vcvtsi2sd %r8, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 7(%r11), %r8
	vmovsd 48(%rdi,%r11,8), %xmm5
	vcvtsi2sd %r8, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 56(%rdi,%r11,8), %xmm6
	addq $8, %r11
	vcvtsi2sd %r11, %xmm15, %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vmulsd %xmm7, %xmm6, %xmm5
	vaddsd %xmm5, %xmm3, %xmm3
	vaddsd %xmm6, %xmm4, %xmm4
	addq $-64, %r10
	cmpq %r11, %r13
	jne .LBB_59
	testq %r9, %r9
	je .LBB_61
	subq %r10, %rdi
	movq 48(%rsp), %r13
.LBB_63:
	incq %r11
	xorl %r10d, %r10d
.LBB_64:
	leaq (%r11,%r10), %r8
	vmovsd (%rdi,%r10,8), %xmm5
	vcvtsi2sd %r8, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	incq %r10
	cmpq %r10, %r9
	jne .LBB_64
.LBB_65:
	vdivsd %xmm1, %xmm3, %xmm5
	vmovsd %xmm5, (%r14,%rsi,8)
	leaq 1(%rsi), %rdi
	cmpq %rax, %rdi
	movq 8(%rsp), %r8
	movq 24(%rsp), %r10
	movq (%rsp), %r11
	jae .LBB_49
	decq %rax
.LBB_67:
	movq %r13, %rdi
	addq %rsi, %rdi
	je .LBB_87
	movq 40(%rsp), %rdi
	addq %rsi, %rdi
	cmpq %rbx, %rdi
	jae .LBB_70
	vmovsd 8(%r15,%rsi,8), %xmm5
	vfmadd231sd %xmm0, %xmm5, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vmulsd %xmm3, %xmm2, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	movq 32(%rsp), %rdi
	vsubsd (%rdi,%rsi,8), %xmm4, %xmm4
	vmovsd %xmm6, 8(%r14,%rsi,8)
	incq %rsi
	cmpq %rsi, %rax
	jne .LBB_67
	jmp .LBB_49
.LBB_61:
	movq 48(%rsp), %r13
	jmp .LBB_65
.LBB_25:
	movq 8(%r13), %rsi
	movq 16(%r13), %rdx
	movq 8(%rsp), %r11
	vcvtusi2sd %r11, %xmm15, %xmm0
	leaq 1(%r11), %rax
	imulq %r11, %rax
	vcvtusi2sd %rax, %xmm15, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	vmovsd .LCPI_2(%rip), %xmm2
	vdivsd %xmm1, %xmm2, %xmm2
	leaq -1(%r11), %rax
	movb $61, %cl
	bzhiq %rcx, %rax, %r13
	leaq 1(%r13), %r9
	movl %r9d, %r10d
	andl $7, %r10d
	andq $-8, %r9
	addq $8, %rsi
	movq %r11, %rax
	negq %rax
	movq %rax, 40(%rsp)
	leaq (,%r11,8), %rax
	movq %r15, %rcx
	subq %rax, %rcx
	movq %rcx, 32(%rsp)
	xorl %r8d, %r8d
	movq %rsi, (%rsp)
.LBB_26:
	cmpq %r8, %rdx
	movq %r8, %rax
	cmovaq %rdx, %rax
	leaq (%rsi,%r8,8), %rsi
.LBB_27:
	cmpq %r8, %rax
	je .LBB_47
	incq %r8
	cmpq %rdx, %r8
	movq %r12, %rcx
	cmovbq %rsi, %rcx
	movq (%rcx), %rcx
	addq $8, %rsi
	cmpq %rbp, %rcx
	jbe .LBB_27
	movq -16(%rsi), %rsi
	cmpq %rsi, %rbp
	cmovaq %rbp, %rsi
	leaq 1(%rsi), %rdi
	movq %rdi, %rax
	subq %r11, %rax
	cmpq %rbx, %rsi
	jae .LBB_32
	cmpq %r11, %rdi
	jb .LBB_31
	movq %rsi, 16(%rsp)
	leaq (%r15,%rax,8), %rax
	movq %r13, 24(%rsp)
	vxorpd %xmm3, %xmm3, %xmm3
	cmpq $7, %r13
	jae .LBB_73
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r11d, %r11d
	jmp .LBB_77
.LBB_73:
	xorl %esi, %esi
	vxorpd %xmm4, %xmm4, %xmm4
	xorl %r11d, %r11d
.LBB_74:
	leaq 1(%r11), %r13
	vcvtsi2sd %r13, %xmm15, %xmm5
	vmovsd (%rax,%r11,8), %xmm6
	vmovsd 8(%rax,%r11,8), %xmm7
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm5, %xmm3, %xmm3
	leaq 2(%r11), %r13
	vcvtsi2sd %r13, %xmm15, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vmulsd %xmm5, %xmm7, %xmm5
	vaddsd %xmm5, %xmm3, %xmm3
	vaddsd %xmm7, %xmm4, %xmm4
	leaq 3(%r11), %r13
	vmovsd 16(%rax,%r11,8), %xmm5
	vcvtsi2sd %r13, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 4(%r11), %r13
	vmovsd 24(%rax,%r11,8), %xmm5
	vcvtsi2sd %r13, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 5(%r11), %r13
	vmovsd 32(%rax,%r11,8), %xmm5
	vcvtsi2sd %r13, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 6(%r11), %r13
	vmovsd 40(%rax,%r11,8), %xmm5
	vcvtsi2sd %r13, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	leaq 7(%r11), %r13
	vmovsd 48(%rax,%r11,8), %xmm5
	vcvtsi2sd %r13, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vmovsd 56(%rax,%r11,8), %xmm6
	addq $8, %r11
	vcvtsi2sd %r11, %xmm15, %xmm7
	vaddsd %xmm5, %xmm4, %xmm4
	vmulsd %xmm7, %xmm6, %xmm5
	vaddsd %xmm5, %xmm3, %xmm3
	vaddsd %xmm6, %xmm4, %xmm4
	addq $-64, %rsi
	cmpq %r11, %r9
	jne .LBB_74
	testq %r10, %r10
	je .LBB_79
	subq %rsi, %rax
.LBB_77:
	incq %r11
	xorl %esi, %esi
.LBB_78:
	leaq (%r11,%rsi), %r13
	vmovsd (%rax,%rsi,8), %xmm5
	vcvtsi2sd %r13, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	incq %rsi
	cmpq %rsi, %r10
	jne .LBB_78
.LBB_79:
	vdivsd %xmm1, %xmm3, %xmm5
	movq 16(%rsp), %rax
	vmovsd %xmm5, (%r14,%rax,8)
	cmpq %rcx, %rdi
	movq 8(%rsp), %r11
	movq (%rsp), %rsi
	movq 24(%rsp), %r13
	jae .LBB_26
.LBB_80:
	cmpq %rbx, %rdi
	jae .LBB_88
	movq 40(%rsp), %rax
	addq %rdi, %rax
	cmpq %rbx, %rax
	jae .LBB_83
	vmovsd (%r15,%rdi,8), %xmm5
	vfmadd231sd %xmm0, %xmm5, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vmulsd %xmm3, %xmm2, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	movq 32(%rsp), %rax
	vsubsd (%rax,%rdi,8), %xmm4, %xmm4
	vmovsd %xmm6, (%r14,%rdi,8)
	incq %rdi
	cmpq %rdi, %rcx
	jne .LBB_80
	jmp .LBB_26
.LBB_36:
	cmpq $16, %rsi
	jae .LBB_38
	xorl %edx, %edx
	jmp .LBB_42
.LBB_38:
	movq %rsi, %rdx
	andq $-16, %rdx
	leaq 96(%r15,%rcx), %rdi
	leaq 96(%r14,%rcx), %rcx
	xorl %r8d, %r8d
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_39:
	vaddpd -96(%rdi,%r8,8), %ymm0, %ymm1
	vaddpd -64(%rdi,%r8,8), %ymm0, %ymm2
	vaddpd -32(%rdi,%r8,8), %ymm0, %ymm3
	vaddpd (%rdi,%r8,8), %ymm0, %ymm4
	vmovupd %ymm1, -96(%rcx,%r8,8)
	vmovupd %ymm2, -64(%rcx,%r8,8)
	vmovupd %ymm3, -32(%rcx,%r8,8)
	vmovupd %ymm4, (%rcx,%r8,8)
	addq $16, %r8
	cmpq %r8, %rdx
	jne .LBB_39
	cmpq %rdx, %rsi
	je .LBB_47
	testb $12, %sil
	je .LBB_45
.LBB_42:
	movq %rdx, %rcx
	leaq (%r15,%rbp,8), %rdi
	movq %rsi, %rdx
	andq $-4, %rdx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_43:
	vaddpd (%rdi,%rcx,8), %ymm0, %ymm1
	vmovupd %ymm1, (%rax,%rcx,8)
	addq $4, %rcx
	cmpq %rcx, %rdx
	jne .LBB_43
	cmpq %rdx, %rsi
	je .LBB_47
.LBB_45:
	addq %rbp, %rdx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_46:
	vaddsd (%r15,%rdx,8), %xmm0, %xmm1
	vmovsd %xmm1, (%r14,%rdx,8)
	incq %rdx
	cmpq %rdx, %rbx
	jne .LBB_46
.LBB_47:
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
	leaq (%r14,%r8,8), %r9
	jmp .LBB_21
.LBB_84:
	leaq .Lanon.0(%rip), %rcx
	leaq .Lanon.1(%rip), %r9
	leaq 56(%rsp), %rsi
	leaq 64(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_85:
	leaq .Lanon.2(%rip), %rcx
	leaq .Lanon.3(%rip), %r9
	leaq 72(%rsp), %rsi
	leaq 80(%rsp), %rdx
	movl $43, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_86:
	leaq .Lanon.4(%rip), %rdi
	leaq .Lanon.5(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_54:
	movq %r11, %rsi
.LBB_55:
	leaq .Lanon.6(%rip), %rcx
	movq %rbx, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_31:
	movq %rdi, %rsi
.LBB_32:
	leaq .Lanon.6(%rip), %rcx
	movq %rax, %rdi
	movq %rbx, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_87:
	leaq .Lanon.7(%rip), %rdx
	movq %rbx, %rdi
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_83:
	subq %r11, %rdi
	leaq .Lanon.8(%rip), %rdx
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_70:
	subq %r8, %rsi
	incq %rsi
	leaq .Lanon.8(%rip), %rdx
	movq %rsi, %rdi
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_88:
	leaq .Lanon.7(%rip), %rdx
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
