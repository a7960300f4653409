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
	subq $56, %rsp
	movq %rsi, 24(%rsp)
	movq %r9, 32(%rsp)
	cmpq %r9, %rsi
	jne .LBB_54
	movq %rsi, 40(%rsp)
	movq 48(%rcx), %rax
	movq %rax, 48(%rsp)
	cmpq %rax, %rsi
	jne .LBB_55
	testq %rdx, %rdx
	je .LBB_56
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
	testq %r10, %r10
	je .LBB_23
	leaq -8(%r9), %r15
	movq %r8, %r12
	cmpq $24, %r15
	jb .LBB_21
	movq %r15, %rbx
	shrq $3, %rbx
	incq %rbx
	movabsq $4611686018427387888, %r14
	cmpq $120, %r15
	jae .LBB_16
	xorl %r15d, %r15d
	jmp .LBB_13
.LBB_16:
	movq %rbx, %r15
	andq %r14, %r15
	xorl %r12d, %r12d
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_17:
	vmovupd %ymm0, (%r8,%r12,8)
	vmovupd %ymm0, 32(%r8,%r12,8)
	vmovupd %ymm0, 64(%r8,%r12,8)
	vmovupd %ymm0, 96(%r8,%r12,8)
	addq $16, %r12
	cmpq %r12, %r15
	jne .LBB_17
	cmpq %r15, %rbx
	je .LBB_23
	testb $12, %bl
	je .LBB_20
.LBB_13:
	addq $12, %r14
	andq %rbx, %r14
	leaq (%r8,%r14,8), %r12
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_14:
	vmovupd %ymm0, (%r8,%r15,8)
	addq $4, %r15
	cmpq %r15, %r14
	jne .LBB_14
	cmpq %r14, %rbx
	je .LBB_23
.LBB_21:
	movabsq $9221120237041090560, %rbx
.LBB_22:
	movq %rbx, (%r12)
	addq $8, %r12
	cmpq %rax, %r12
	jne .LBB_22
.LBB_23:
	cmpq $1, %rdx
	jne .LBB_24
	cmpq %r11, %rsi
	jbe .LBB_43
	movq %rsi, %rdx
	subq %r10, %rdx
	cmpq $4, %rdx
	jae .LBB_32
	xorl %ecx, %ecx
	jmp .LBB_41
.LBB_24:
	leaq 48(%rcx), %r11
	movq 8(%rcx), %rbx
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
	movq %rdi, %r15
	movq %rax, 8(%rsp)
	subq %rax, %r15
	movq %rdx, (%rsp)
	movq %rdx, %r12
	negq %r12
	xorl %r13d, %r13d
	movq %rcx, 16(%rsp)
.LBB_25:
	cmpq %rcx, %r13
	jae .LBB_43
	movq %r13, %rax
	incq %r13
	cmpq %rcx, %r13
	leaq 8(%rbx,%rax,8), %rdx
	cmovaeq %r11, %rdx
	movq (%rdx), %rbp
	cmpq %r10, %rbp
	jbe .LBB_25
	movq (%rbx,%rax,8), %r9
	cmpq %r9, %r10
	cmovaq %r10, %r9
	leaq 1(%r9), %rax
	cmpq %rsi, %r9
	jae .LBB_28
	cmpq (%rsp), %rax
	jb .LBB_45
	movq %rbx, %rcx
	movq %r10, %rbx
	movq %r11, %r10
	leaq (%r15,%r9,8), %r14
	vpxor %xmm3, %xmm3, %xmm3
	movl $1, %r11d
	movq 8(%rsp), %rdx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_48:
	vmovsd (%r14,%r11,8), %xmm5
	vcvtsi2sd %r11, %xmm15, %xmm6
	vmulsd %xmm6, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vaddsd %xmm5, %xmm4, %xmm4
	incq %r11
	addq $-8, %rdx
	jne .LBB_48
	vdivsd %xmm1, %xmm3, %xmm5
	vmovsd %xmm5, (%r8,%r9,8)
	cmpq %rbp, %rax
	movq %r10, %r11
	movq %rbx, %r10
	movq %rcx, %rbx
	movq 16(%rsp), %rcx
	jae .LBB_25
.LBB_50:
	cmpq %rsi, %rax
	jae .LBB_57
	leaq (%r12,%rax), %rdx
	cmpq %rsi, %rdx
	jae .LBB_53
	vmovsd (%rdi,%rax,8), %xmm5
	vmulsd %xmm0, %xmm5, %xmm6
	vaddsd %xmm6, %xmm3, %xmm3
	vsubsd %xmm4, %xmm3, %xmm3
	vmulsd %xmm3, %xmm2, %xmm6
	vaddsd %xmm5, %xmm4, %xmm4
	vsubsd (%r15,%rax,8), %xmm4, %xmm4
	vmovsd %xmm6, (%r8,%rax,8)
	incq %rax
	cmpq %rax, %rbp
	jne .LBB_50
	jmp .LBB_25
.LBB_32:
	cmpq $16, %rdx
	jae .LBB_34
	xorl %ecx, %ecx
	jmp .LBB_38
.LBB_34:
	movq %rdx, %rcx
	andq $-16, %rcx
	leaq (%rdi,%r9), %r11
	addq $96, %r11
	addq %r8, %r9
	addq $96, %r9
	xorl %ebx, %ebx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_35:
	vaddpd -96(%r11,%rbx,8), %ymm0, %ymm1
	vaddpd -64(%r11,%rbx,8), %ymm0, %ymm2
	vaddpd -32(%r11,%rbx,8), %ymm0, %ymm3
	vaddpd (%r11,%rbx,8), %ymm0, %ymm4
	vmovupd %ymm1, -96(%r9,%rbx,8)
	vmovupd %ymm2, -64(%r9,%rbx,8)
	vmovupd %ymm3, -32(%r9,%rbx,8)
	vmovupd %ymm4, (%r9,%rbx,8)
	addq $16, %rbx
	cmpq %rbx, %rcx
	jne .LBB_35
	cmpq %rcx, %rdx
	je .LBB_43
	testb $12, %dl
	je .LBB_41
.LBB_38:
	movq %rcx, %r9
	leaq (%rdi,%r10,8), %r11
	movq %rdx, %rcx
	andq $-4, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_39:
	vaddpd (%r11,%r9,8), %ymm0, %ymm1
	vmovupd %ymm1, (%rax,%r9,8)
	addq $4, %r9
	cmpq %r9, %rcx
	jne .LBB_39
	cmpq %rcx, %rdx
	je .LBB_43
.LBB_41:
	addq %r10, %rcx
	vxorpd %xmm0, %xmm0, %xmm0
.LBB_42:
	vaddsd (%rdi,%rcx,8), %xmm0, %xmm1
	vmovsd %xmm1, (%r8,%rcx,8)
	incq %rcx
	cmpq %rcx, %rsi
	jne .LBB_42
.LBB_43:
	addq $56, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_20:
	leaq (%r8,%r15,8), %r12
	jmp .LBB_21
.LBB_28:
	movq %rsi, %r8
	jmp .LBB_46
.LBB_45:
	movq %rsi, %r8
	movq %rax, %r9
.LBB_46:
	subq (%rsp), %rax
	leaq .Lanon.0(%rip), %rcx
	movq %rax, %rdi
	movq %r9, %rsi
	movq %r8, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_54:
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r9
	leaq 24(%rsp), %rsi
	leaq 32(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_55:
	leaq .Lanon.3(%rip), %rcx
	leaq .Lanon.4(%rip), %r9
	leaq 40(%rsp), %rsi
	leaq 48(%rsp), %rdx
	movl $43, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_56:
	leaq .Lanon.5(%rip), %rdi
	leaq .Lanon.6(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_53:
	subq (%rsp), %rax
	leaq .Lanon.7(%rip), %rdx
	movq %rax, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_57:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
