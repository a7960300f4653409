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
	subq $72, %rsp
	movq %rsi, 40(%rsp)
	movq %r9, 48(%rsp)
	cmpq %r9, %rsi
	jne .LBB_55
	movq %rsi, 56(%rsp)
	movq 48(%rcx), %rax
	movq %rax, 64(%rsp)
	cmpq %rax, %rsi
	jne .LBB_56
	testq %rdx, %rdx
	je .LBB_57
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
	leaq (%rdx,%rax), %r11
	decq %r11
	cmpq %r11, %rsi
	movq %r11, %r10
	cmovbq %rsi, %r10
	leaq (,%r10,8), %r9
	leaq (%r8,%r10,8), %rax
	movq %r10, (%rsp)
	testq %r10, %r10
	je .LBB_23
	leaq -8(%r9), %r10
	movq %r8, %r15
	cmpq $24, %r10
	jb .LBB_21
	movq %r10, %r12
	shrq $3, %r12
	incq %r12
	movabsq $4611686018427387888, %rbx
	cmpq $120, %r10
	jae .LBB_16
	xorl %r14d, %r14d
	jmp .LBB_13
.LBB_16:
	movq %r12, %r14
	andq %rbx, %r14
	xorl %r10d, %r10d
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_17:
	vmovupd %ymm0, (%r8,%r10,8)
	vmovupd %ymm0, 32(%r8,%r10,8)
	vmovupd %ymm0, 64(%r8,%r10,8)
	vmovupd %ymm0, 96(%r8,%r10,8)
	addq $16, %r10
	cmpq %r10, %r14
	jne .LBB_17
	cmpq %r14, %r12
	je .LBB_23
	testb $12, %r12b
	je .LBB_20
.LBB_13:
	addq $12, %rbx
	andq %r12, %rbx
	leaq (%r8,%rbx,8), %r15
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_14:
	vmovupd %ymm0, (%r8,%r14,8)
	addq $4, %r14
	cmpq %r14, %rbx
	jne .LBB_14
	cmpq %rbx, %r12
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
	cmpq %r11, %rsi
	movq (%rsp), %r11
	jbe .LBB_54
	movq %rsi, %rdx
	subq %r11, %rdx
	cmpq $4, %rdx
	jae .LBB_43
	xorl %ecx, %ecx
	jmp .LBB_52
.LBB_24:
	leaq 48(%rcx), %rbx
	movq 8(%rcx), %r11
	movq 16(%rcx), %rcx
	vmovq %rdx, %xmm0
	vmovq .LCPI_1(%rip), %xmm1
	vpunpckldq %xmm1, %xmm0, %xmm0
	vmovapd .LCPI_2(%rip), %xmm2
	vsubpd %xmm2, %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm3
	vaddsd %xmm0, %xmm3, %xmm0
	leaq 1(%rdx), %rax
	imulq %rdx, %rax
	vmovq %rax, %xmm3
	vpunpckldq %xmm1, %xmm3, %xmm1
	vsubpd %xmm2, %xmm1, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm2
	vaddsd %xmm1, %xmm2, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vmovsd .LCPI_4(%rip), %xmm2
	vdivsd %xmm1, %xmm2, %xmm2
	leaq (,%rdx,8), %rax
	movq %rdi, %r9
	movq %rax, 24(%rsp)
	subq %rax, %r9
	movl $1, %r12d
	movl $1, %r13d
	movq %rdx, 8(%rsp)
	subq %rdx, %r13
	movq %r9, 16(%rsp)
	leaq 8(%r9), %rbp
	subq %rsi, %r12
	xorl %r14d, %r14d
	movq (%rsp), %r9
	movq %rcx, 32(%rsp)
.LBB_25:
	cmpq %rcx, %r14
	jae .LBB_54
	movq %r14, %rax
	incq %r14
	cmpq %rcx, %r14
	leaq 8(%r11,%rax,8), %rdx
	cmovaeq %rbx, %rdx
	movq (%rdx), %r15
	cmpq %r9, %r15
	jbe .LBB_25
	movq (%r11,%rax,8), %rax
	cmpq %rax, %r9
	cmovaq %r9, %rax
	leaq 1(%rax), %r9
	cmpq %rsi, %rax
	jae .LBB_28
	cmpq 8(%rsp), %r9
	jb .LBB_30
	movq %r11, %rcx
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax,8), %rdx
	vpxor %xmm3, %xmm3, %xmm3
	movl $1, %r11d
	movq 24(%rsp), %r10
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_33:
	vmovsd (%rdx,%r11,8), %xmm5
	vcvtsi2sd %r11, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	incq %r11
	addq $-8, %r10
	jne .LBB_33
	vdivsd %xmm1, %xmm3, %xmm5
	vmovsd %xmm5, (%r8,%rax,8)
	cmpq %r15, %r9
	movq (%rsp), %r9
	movq %rcx, %r11
	movq 32(%rsp), %rcx
	jae .LBB_25
	decq %r15
.LBB_36:
	movq %r12, %rdx
	addq %rax, %rdx
	je .LBB_58
	leaq (%rax,%r13), %rdx
	cmpq %rsi, %rdx
	jae .LBB_39
	vmovsd 8(%rdi,%rax,8), %xmm5
	vfmadd231sd %xmm0, %xmm5, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vmulsd %xmm3, %xmm2, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vsubsd (%rbp,%rax,8), %xmm4, %xmm4
	vmovsd %xmm6, 8(%r8,%rax,8)
	incq %rax
	cmpq %rax, %r15
	jne .LBB_36
	jmp .LBB_25
.LBB_43:
	cmpq $16, %rdx
	jae .LBB_45
	xorl %ecx, %ecx
	jmp .LBB_49
.LBB_45:
	movq %rdx, %rcx
	andq $-16, %rcx
	leaq (%rdi,%r9), %r10
	addq $96, %r10
	addq %r8, %r9
	addq $96, %r9
	xorl %r11d, %r11d
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_46:
	vaddpd -96(%r10,%r11,8), %ymm0, %ymm1
	vaddpd -64(%r10,%r11,8), %ymm0, %ymm2
	vaddpd -32(%r10,%r11,8), %ymm0, %ymm3
	vaddpd (%r10,%r11,8), %ymm0, %ymm4
	vmovupd %ymm1, -96(%r9,%r11,8)
	vmovupd %ymm2, -64(%r9,%r11,8)
	vmovupd %ymm3, -32(%r9,%r11,8)
	vmovupd %ymm4, (%r9,%r11,8)
	addq $16, %r11
	cmpq %r11, %rcx
	jne .LBB_46
	cmpq %rcx, %rdx
	movq (%rsp), %r11
	je .LBB_54
	testb $12, %dl
	je .LBB_52
.LBB_49:
	movq %rcx, %r9
	leaq (%rdi,%r11,8), %r10
	movq %rdx, %rcx
	andq $-4, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_50:
	vaddpd (%r10,%r9,8), %ymm0, %ymm1
	vmovupd %ymm1, (%rax,%r9,8)
	addq $4, %r9
	cmpq %r9, %rcx
	jne .LBB_50
	cmpq %rcx, %rdx
	je .LBB_54
.LBB_52:
	addq %r11, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_53:
	vaddsd (%rdi,%rcx,8), %xmm0, %xmm1
	vmovsd %xmm1, (%r8,%rcx,8)
	incq %rcx
	cmpq %rcx, %rsi
	jne .LBB_53
.LBB_54:
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
	leaq (%r8,%r14,8), %r15
	jmp .LBB_21
.LBB_28:
	movq %rsi, %r8
	jmp .LBB_31
.LBB_30:
	movq %rsi, %r8
	movq %r9, %rax
.LBB_31:
	subq 8(%rsp), %r9
	leaq .Lanon.0(%rip), %rcx
	movq %r9, %rdi
	movq %rax, %rsi
	movq %r8, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_55:
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r9
	leaq 40(%rsp), %rsi
	leaq 48(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_56:
	leaq .Lanon.3(%rip), %rcx
	leaq .Lanon.4(%rip), %r9
	leaq 56(%rsp), %rsi
	leaq 64(%rsp), %rdx
	movl $43, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_57:
	leaq .Lanon.5(%rip), %rdi
	leaq .Lanon.6(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_58:
	leaq .Lanon.7(%rip), %rdx
	movq %rsi, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_39:
	subq 8(%rsp), %rax
	incq %rax
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
