# kernel_sliding::wma::wma_into — kernel-sliding, target-cpu=znver3
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::wma::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $72, %rsp
	movq %rdx, (%rsp)
	movq %rsi, 40(%rsp)
	movq %r9, 48(%rsp)
	cmpq %r9, %rsi
	jne .LBB_67
	movq 48(%rcx), %rax
	movq %rcx, %r12
	movq %rsi, %rbx
	movq %rsi, 56(%rsp)
	movq %rax, 64(%rsp)
	cmpq %rax, %rsi
	jne .LBB_68
	cmpq $0, (%rsp)
	je .LBB_69
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
	movq (%rsp), %rcx
	leaq -1(%rcx,%rax), %rdx
	cmpq %rdx, %rbx
	movq %rdx, %rbp
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
	movabsq $4611686018427387888, %rdi
	incq %rsi
	cmpq $120, %r8
	jae .LBB_16
	xorl %r8d, %r8d
	jmp .LBB_13
.LBB_16:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	movq %rsi, %r8
	andq %rdi, %r8
	xorl %r9d, %r9d
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
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $12, %rdi
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
	cmpq $1, (%rsp)
	jne .LBB_24
	cmpq %rdx, %rbx
	jbe .LBB_50
	movq %rbx, %rsi
	subq %rbp, %rsi
	cmpq $4, %rsi
	jae .LBB_39
	xorl %edx, %edx
	jmp .LBB_48
.LBB_24:
	leaq 48(%r12), %r13
	vzeroupper
	callq *kernel_spec::cpu::features@GOTPCREL(%rip)
	movq %r13, 16(%rsp)
	testb $1, %al
	je .LBB_25
	movq (%rsp), %rdx
	vmovq .LCPI_1(%rip), %xmm1
	vmovapd .LCPI_2(%rip), %xmm2
	movq 16(%r12), %rcx
	movq 8(%r12), %r8
	movl $1, %r9d
	movl $1, %r10d
	movq %r15, %rsi
	subq %rbx, %r9
	leaq 1(%rdx), %rax
	vmovq %rdx, %xmm0
	subq %rdx, %r10
	movq %rcx, 8(%rsp)
	imulq %rdx, %rax
	vpunpckldq %xmm1, %xmm0, %xmm0
	vmovq %rax, %xmm4
	vsubpd %xmm2, %xmm0, %xmm0
	leaq (,%rdx,8), %rax
	xorl %edx, %edx
	vpunpckldq %xmm1, %xmm4, %xmm1
	vsubpd %xmm2, %xmm1, %xmm1
	subq %rax, %rsi
	movq %rax, 32(%rsp)
	vshufpd $1, %xmm0, %xmm0, %xmm3
	leaq 8(%rsi), %r11
	movq %rsi, 24(%rsp)
	vaddsd %xmm0, %xmm3, %xmm0
	vshufpd $1, %xmm1, %xmm1, %xmm2
	vaddsd %xmm1, %xmm2, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm1, %xmm2, %xmm2
.LBB_52:
	cmpq %rcx, %rdx
	jae .LBB_50
	movq %rdx, %rax
	incq %rdx
	leaq 8(%r8,%rax,8), %rsi
	cmpq %rcx, %rdx
	cmovaeq %r13, %rsi
	movq (%rsi), %r12
	cmpq %rbp, %r12
	jbe .LBB_52
	movq (%r8,%rax,8), %rsi
	cmpq %rsi, %rbp
	cmovaq %rbp, %rsi
	leaq 1(%rsi), %rdi
	cmpq %rbx, %rsi
	jae .LBB_57
	cmpq (%rsp), %rdi
	jb .LBB_56
	movq 24(%rsp), %rax
	movq %rbp, %rcx
	movq %r8, %rbp
	movl $1, %r13d
	vxorpd %xmm3, %xmm3, %xmm3
	vpxor %xmm4, %xmm4, %xmm4
	leaq (%rax,%rsi,8), %r8
	movq 32(%rsp), %rax
.LBB_59:
	vmovsd (%r8,%r13,8), %xmm6
	vcvtsi2sd %r13, %xmm15, %xmm5
	incq %r13
	addq $-8, %rax
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	jne .LBB_59
	vdivsd %xmm1, %xmm3, %xmm5
	movq %rbp, %r8
	movq %rcx, %rbp
	movq 16(%rsp), %r13
	movq 8(%rsp), %rcx
	vmovsd %xmm5, (%r14,%rsi,8)
	cmpq %r12, %rdi
	jae .LBB_52
	decq %r12
.LBB_62:
	movq %r9, %rax
	addq %rsi, %rax
	je .LBB_70
	leaq (%r10,%rsi), %rax
	cmpq %rbx, %rax
	jae .LBB_65
	vmovsd 8(%r15,%rsi,8), %xmm5
	vfmadd231sd %xmm0, %xmm5, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vsubsd (%r11,%rsi,8), %xmm4, %xmm4
	vmulsd %xmm3, %xmm2, %xmm6
	vmovsd %xmm6, 8(%r14,%rsi,8)
	incq %rsi
	cmpq %rsi, %r12
	jne .LBB_62
	jmp .LBB_52
.LBB_25:
	movq (%rsp), %r9
	vmovq .LCPI_1(%rip), %xmm1
	vmovapd .LCPI_2(%rip), %xmm2
	movq 8(%r12), %rax
	movq 16(%r12), %rcx
	movq %r15, %r8
	xorl %r10d, %r10d
	leaq 1(%r9), %rdx
	vmovq %r9, %xmm0
	imulq %r9, %rdx
	vpunpckldq %xmm1, %xmm0, %xmm0
	vmovq %rdx, %xmm4
	vsubpd %xmm2, %xmm0, %xmm0
	leaq (,%r9,8), %rdx
	negq %r9
	vpunpckldq %xmm1, %xmm4, %xmm1
	vsubpd %xmm2, %xmm1, %xmm1
	subq %rdx, %r8
	movq %rdx, 8(%rsp)
	vshufpd $1, %xmm0, %xmm0, %xmm3
	vaddsd %xmm0, %xmm3, %xmm0
	vshufpd $1, %xmm1, %xmm1, %xmm2
	vaddsd %xmm1, %xmm2, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm1, %xmm2, %xmm2
.LBB_26:
	cmpq %rcx, %r10
	jae .LBB_50
	movq %r10, %rdx
	incq %r10
	leaq 8(%rax,%rdx,8), %rsi
	cmpq %rcx, %r10
	cmovaeq %r13, %rsi
	movq (%rsi), %r11
	cmpq %rbp, %r11
	jbe .LBB_26
	movq (%rax,%rdx,8), %rsi
	cmpq %rsi, %rbp
	cmovaq %rbp, %rsi
	leaq 1(%rsi), %rdi
	cmpq %rbx, %rsi
	jae .LBB_57
	cmpq (%rsp), %rdi
	jb .LBB_56
	movq 8(%rsp), %rdx
	leaq (%r8,%rsi,8), %r12
	movl $1, %r13d
	vxorpd %xmm3, %xmm3, %xmm3
	vpxor %xmm4, %xmm4, %xmm4
.LBB_31:
	vmovsd (%r12,%r13,8), %xmm6
	vcvtsi2sd %r13, %xmm15, %xmm5
	incq %r13
	addq $-8, %rdx
	vmulsd %xmm5, %xmm6, %xmm5
	vaddsd %xmm6, %xmm4, %xmm4
	vaddsd %xmm5, %xmm3, %xmm3
	jne .LBB_31
	vdivsd %xmm1, %xmm3, %xmm5
	movq 16(%rsp), %r13
	vmovsd %xmm5, (%r14,%rsi,8)
	cmpq %r11, %rdi
	jae .LBB_26
.LBB_33:
	cmpq %rbx, %rdi
	jae .LBB_71
	leaq (%r9,%rdi), %rdx
	cmpq %rbx, %rdx
	jae .LBB_66
	vmovsd (%r15,%rdi,8), %xmm5
	vfmadd231sd %xmm0, %xmm5, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	vsubsd (%r8,%rdi,8), %xmm4, %xmm4
	vmulsd %xmm3, %xmm2, %xmm6
	vmovsd %xmm6, (%r14,%rdi,8)
	incq %rdi
	cmpq %rdi, %r11
	jne .LBB_33
	jmp .LBB_26
.LBB_39:
	cmpq $16, %rsi
	jae .LBB_41
	xorl %edx, %edx
	jmp .LBB_45
.LBB_41:
	leaq 96(%r15,%rcx), %rdi
	leaq 96(%r14,%rcx), %rcx
	movq %rsi, %rdx
	andq $-16, %rdx
	xorl %r8d, %r8d
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_42:
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
	jne .LBB_42
	cmpq %rdx, %rsi
	je .LBB_50
	testb $12, %sil
	je .LBB_48
.LBB_45:
	leaq (%r15,%rbp,8), %rdi
	movq %rdx, %rcx
	movq %rsi, %rdx
	andq $-4, %rdx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_46:
	vaddpd (%rdi,%rcx,8), %ymm0, %ymm1
	vmovupd %ymm1, (%rax,%rcx,8)
	addq $4, %rcx
	cmpq %rcx, %rdx
	jne .LBB_46
	cmpq %rdx, %rsi
	je .LBB_50
.LBB_48:
	addq %rbp, %rdx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_49:
	vaddsd (%r15,%rdx,8), %xmm0, %xmm1
	vmovsd %xmm1, (%r14,%rdx,8)
	incq %rdx
	cmpq %rdx, %rbx
	jne .LBB_49
.LBB_50:
	addq $72, %rsp
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
.LBB_56:
	movq %rdi, %rsi
.LBB_57:
	subq (%rsp), %rdi
	leaq .Lanon.0(%rip), %rcx
	movq %rbx, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_67:
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r9
	leaq 40(%rsp), %rsi
	leaq 48(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_68:
	leaq .Lanon.3(%rip), %rcx
	leaq .Lanon.4(%rip), %r9
	leaq 56(%rsp), %rsi
	leaq 64(%rsp), %rdx
	movl $43, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_69:
	leaq .Lanon.5(%rip), %rdi
	leaq .Lanon.6(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_65:
	subq (%rsp), %rsi
	leaq .Lanon.7(%rip), %rdx
	incq %rsi
	movq %rsi, %rdi
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_71:
	leaq .Lanon.8(%rip), %rdx
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_70:
	leaq .Lanon.8(%rip), %rdx
	movq %rbx, %rdi
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_66:
	subq (%rsp), %rdi
	leaq .Lanon.7(%rip), %rdx
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
