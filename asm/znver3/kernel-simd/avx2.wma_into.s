# kernel_simd::x86_64::avx2::wma_into — kernel-simd, target-cpu=znver3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx2::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $408, %rsp
	movq %rdx, %rax
	movq 464(%rsp), %rdx
	movq %rdi, 8(%rsp)
	movq %rsi, 24(%rsp)
	movq %rdx, 16(%rsp)
	cmpq %rsi, %rdx
	jne .LBB_80
	leaq -1(%rax), %rbp
	cmpq %r8, %rbp
	jae .LBB_81
	testq %rbp, %rbp
	je .LBB_3
	cmpq %rbp, %rdx
	movq %rbp, %rsi
	cmovbq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_3
	leaq (,%rsi,8), %r10
	movq %r9, %r14
	addq $-8, %r10
	cmpq $24, %r10
	jb .LBB_23
	movq %r10, %r8
	shrq $3, %r8
	movabsq $4611686018427387888, %r11
	incq %r8
	cmpq $120, %r10
	jae .LBB_18
	xorl %ebx, %ebx
	jmp .LBB_15
.LBB_18:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	movq %r8, %rbx
	andq %r11, %rbx
	xorl %r10d, %r10d
.LBB_19:
	vmovups %ymm0, (%r9,%r10,8)
	vmovups %ymm0, 32(%r9,%r10,8)
	vmovups %ymm0, 64(%r9,%r10,8)
	vmovups %ymm0, 96(%r9,%r10,8)
	addq $16, %r10
	cmpq %r10, %rbx
	jne .LBB_19
	cmpq %rbx, %r8
	je .LBB_3
	testb $12, %r8b
	je .LBB_22
.LBB_15:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $12, %r11
	andq %r8, %r11
	leaq (%r9,%r11,8), %r14
.LBB_16:
	vmovups %ymm0, (%r9,%rbx,8)
	addq $4, %rbx
	cmpq %rbx, %r11
	jne .LBB_16
	cmpq %r11, %r8
	je .LBB_3
.LBB_23:
	leaq (%r9,%rsi,8), %rsi
	movabsq $9221120237041090560, %r8
.LBB_24:
	movq %r8, (%r14)
	addq $8, %r14
	cmpq %rsi, %r14
	jne .LBB_24
.LBB_3:
	leaq 1(%rax), %rsi
	leaq 15(%rax), %r8
	imulq %rax, %rsi
	vmovq %rsi, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	movq %rbp, %rsi
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm1
	vmovsd .LCPI_4(%rip), %xmm0
	vdivsd %xmm1, %xmm0, %xmm0
	vbroadcastsd %xmm1, %ymm12
	vmovapd %xmm1, 32(%rsp)
	vbroadcastsd %xmm0, %ymm13
	cmpq %rdx, %r8
	jbe .LBB_4
.LBB_25:
	leaq 4(%rsi), %r12
	cmpq %rdx, %r12
	jbe .LBB_58
	movq %rsi, %r8
.LBB_27:
	movq %rdx, %rsi
	subq %r8, %rsi
	jbe .LBB_37
	testq %rax, %rax
	je .LBB_46
	movq 8(%rsp), %rdi
	leaq (,%rax,8), %rsi
	movl %eax, %ebx
	movq %rax, %r14
	leaq 1(%r8), %r11
	andl $7, %ebx
	andq $-8, %r14
	leaq (%rdi,%r8,8), %rdi
	subq %rsi, %rdi
	leaq 64(%rdi), %r15
	addq $8, %rdi
	jmp .LBB_30
.LBB_36:
	vdivsd 32(%rsp), %xmm1, %xmm0
	addq $8, %r15
	addq $8, %rdi
	vmovsd %xmm0, (%r9,%r8,8)
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_37
.LBB_30:
	leaq 1(%r8), %rsi
	cmpq %rax, %r11
	jb .LBB_82
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r10d, %r10d
	cmpq $7, %rbp
	jb .LBB_34
.LBB_32:
	vmovsd (%rcx,%r10,8), %xmm0
	vmovsd 8(%rcx,%r10,8), %xmm2
	vmulsd -56(%r15,%r10,8), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd -48(%r15,%r10,8), %xmm2, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 16(%rcx,%r10,8), %xmm1
	vmulsd -40(%r15,%r10,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 24(%rcx,%r10,8), %xmm1
	vmulsd -32(%r15,%r10,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 32(%rcx,%r10,8), %xmm1
	vmulsd -24(%r15,%r10,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 40(%rcx,%r10,8), %xmm1
	vmulsd -16(%r15,%r10,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 48(%rcx,%r10,8), %xmm1
	vmulsd -8(%r15,%r10,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 56(%rcx,%r10,8), %xmm1
	vmulsd (%r15,%r10,8), %xmm1, %xmm1
	addq $8, %r10
	vaddsd %xmm1, %xmm0, %xmm1
	cmpq %r10, %r14
	jne .LBB_32
	testq %rbx, %rbx
	je .LBB_36
.LBB_34:
	leaq (%rdi,%r10,8), %r12
	leaq (%rcx,%r10,8), %r10
	xorl %r13d, %r13d
.LBB_35:
	vmovsd (%r10,%r13,8), %xmm0
	vmulsd (%r12,%r13,8), %xmm0, %xmm0
	incq %r13
	vaddsd %xmm0, %xmm1, %xmm1
	cmpq %r13, %rbx
	jne .LBB_35
	jmp .LBB_36
.LBB_4:
	vbroadcastsd .LCPI_5(%rip), %ymm0
	vbroadcastsd .LCPI_6(%rip), %ymm7
	vbroadcastsd .LCPI_7(%rip), %ymm14
	vbroadcastsd .LCPI_8(%rip), %ymm15
	movq 8(%rsp), %r15
	movl %eax, %r11d
	movl %eax, %r14d
	movq %rax, %rbx
	andl $3, %r11d
	andq $-4, %rbx
	andl $12, %r14d
	vpcmpeqd %ymm3, %ymm3, %ymm3
	movq %rbp, %r12
	vmovupd %ymm12, 144(%rsp)
	vmovupd %ymm13, 112(%rsp)
	vxorpd %ymm0, %ymm12, %ymm6
	vmovupd %ymm7, 48(%rsp)
	vmovupd %ymm6, 80(%rsp)
	jmp .LBB_5
.LBB_77:
	vdivpd %ymm12, %ymm9, %ymm9
.LBB_79:
	leaq 16(%rsi), %r8
	subq $-128, %r15
	vmovupd %ymm9, 96(%r9,%r12,8)
	movq %rsi, %r12
	cmpq %rdx, %r8
	ja .LBB_25
.LBB_5:
	movq %r8, %rsi
	cmpq $15, %rax
	ja .LBB_38
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm8, %xmm8, %xmm8
	xorl %r13d, %r13d
	cmpq $3, %rbp
	jb .LBB_9
.LBB_7:
	vbroadcastsd (%rcx,%r13,8), %ymm0
	vbroadcastsd 8(%rcx,%r13,8), %ymm4
	vmulpd (%r15,%r13,8), %ymm0, %ymm1
	vmulpd 8(%r15,%r13,8), %ymm4, %ymm5
	vmulpd 32(%r15,%r13,8), %ymm0, %ymm2
	vmulpd 64(%r15,%r13,8), %ymm0, %ymm3
	vmulpd 96(%r15,%r13,8), %ymm0, %ymm0
	vaddpd %ymm1, %ymm8, %ymm1
	vaddpd %ymm2, %ymm11, %ymm2
	vaddpd %ymm0, %ymm9, %ymm0
	vaddpd %ymm3, %ymm10, %ymm3
	vaddpd %ymm5, %ymm1, %ymm1
	vmulpd 40(%r15,%r13,8), %ymm4, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd 72(%r15,%r13,8), %ymm4, %ymm5
	vmulpd 104(%r15,%r13,8), %ymm4, %ymm4
	vaddpd %ymm4, %ymm0, %ymm0
	vbroadcastsd 16(%rcx,%r13,8), %ymm4
	vaddpd %ymm5, %ymm3, %ymm3
	vmulpd 16(%r15,%r13,8), %ymm4, %ymm5
	vaddpd %ymm5, %ymm1, %ymm1
	vmulpd 48(%r15,%r13,8), %ymm4, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd 80(%r15,%r13,8), %ymm4, %ymm5
	vmulpd 112(%r15,%r13,8), %ymm4, %ymm4
	vaddpd %ymm4, %ymm0, %ymm0
	vbroadcastsd 24(%rcx,%r13,8), %ymm4
	vaddpd %ymm5, %ymm3, %ymm3
	vmulpd 24(%r15,%r13,8), %ymm4, %ymm5
	vmulpd 56(%r15,%r13,8), %ymm4, %ymm9
	vaddpd %ymm5, %ymm1, %ymm8
	vaddpd %ymm2, %ymm9, %ymm11
	vmulpd 88(%r15,%r13,8), %ymm4, %ymm5
	vmulpd 120(%r15,%r13,8), %ymm4, %ymm2
	addq $4, %r13
	vaddpd %ymm5, %ymm3, %ymm10
	vaddpd %ymm2, %ymm0, %ymm9
	cmpq %r13, %r14
	jne .LBB_7
	vpcmpeqd %ymm3, %ymm3, %ymm3
	testb $3, %al
	je .LBB_44
.LBB_9:
	leaq (%rcx,%r13,8), %r8
	leaq (%r15,%r13,8), %r13
	xorl %r10d, %r10d
.LBB_10:
	vbroadcastsd (%r8,%r10,8), %ymm0
	vmulpd (%r13,%r10,8), %ymm0, %ymm1
	vmulpd 32(%r13,%r10,8), %ymm0, %ymm4
	vmulpd 64(%r13,%r10,8), %ymm0, %ymm2
	vmulpd 96(%r13,%r10,8), %ymm0, %ymm0
	incq %r10
	vaddpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm4, %ymm11, %ymm11
	vaddpd %ymm2, %ymm10, %ymm10
	vaddpd %ymm0, %ymm9, %ymm9
	cmpq %r10, %r11
	jne .LBB_10
	jmp .LBB_44
.LBB_38:
	movq 8(%rsp), %r8
	movq %r12, %r13
	subq %rax, %r13
	movq %rbp, %rdi
	vbroadcastsd (%rcx), %ymm0
	vbroadcastsd 8(%rcx), %ymm11
	vxorpd %xmm9, %xmm9, %xmm9
	vbroadcastsd 16(%rcx), %ymm8
	vbroadcastsd 24(%rcx), %ymm10
	vbroadcastsd 40(%rcx), %ymm13
	leaq (%r8,%r13,8), %rbp
	leaq -13(%rax), %r8
	vmulpd 8(%rbp), %ymm0, %ymm1
	vmulpd 16(%rbp), %ymm11, %ymm2
	vmovupd 40(%rbp), %ymm3
	vmovupd 48(%rbp), %ymm4
	vmovupd 56(%rbp), %ymm5
	vmovupd 64(%rbp), %ymm6
	vmulpd %ymm4, %ymm13, %ymm12
	vmulpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm1, %ymm9, %ymm1
	vaddpd %ymm2, %ymm1, %ymm1
	vmulpd 24(%rbp), %ymm8, %ymm2
	vaddpd %ymm2, %ymm1, %ymm1
	vmulpd 32(%rbp), %ymm10, %ymm2
	vaddpd %ymm2, %ymm1, %ymm1
	vbroadcastsd 32(%rcx), %ymm2
	vmulpd %ymm2, %ymm3, %ymm7
	vmulpd %ymm0, %ymm3, %ymm3
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %ymm7, %ymm1, %ymm1
	vaddpd %ymm4, %ymm3, %ymm3
	vbroadcastsd 48(%rcx), %ymm4
	vaddpd %ymm1, %ymm12, %ymm1
	vmulpd %ymm4, %ymm5, %ymm12
	vaddpd %ymm1, %ymm12, %ymm12
	vmulpd %ymm5, %ymm8, %ymm1
	vaddpd %ymm1, %ymm3, %ymm3
	vbroadcastsd 56(%rcx), %ymm1
	vmulpd %ymm1, %ymm6, %ymm5
	vmulpd %ymm6, %ymm10, %ymm6
	vaddpd %ymm6, %ymm3, %ymm3
	vmovupd 72(%rbp), %ymm6
	vaddpd %ymm5, %ymm12, %ymm5
	vbroadcastsd 64(%rcx), %ymm12
	vmulpd %ymm2, %ymm6, %ymm2
	vmulpd %ymm0, %ymm6, %ymm0
	vmulpd %ymm6, %ymm12, %ymm12
	vbroadcastsd 72(%rcx), %ymm6
	vaddpd %ymm2, %ymm3, %ymm2
	vmovupd 80(%rbp), %ymm3
	vaddpd %ymm5, %ymm12, %ymm5
	vaddpd %ymm0, %ymm9, %ymm0
	vmulpd %ymm6, %ymm3, %ymm6
	vaddpd %ymm6, %ymm5, %ymm5
	vmulpd %ymm3, %ymm13, %ymm6
	vmulpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm6, %ymm2, %ymm2
	vaddpd %ymm3, %ymm0, %ymm0
	vmovupd 88(%rbp), %ymm3
	vbroadcastsd 80(%rcx), %ymm6
	vmulpd %ymm6, %ymm3, %ymm6
	vmulpd %ymm4, %ymm3, %ymm4
	vmulpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm6, %ymm5, %ymm5
	vmovupd 96(%rbp), %ymm6
	vaddpd %ymm4, %ymm2, %ymm2
	vbroadcastsd 88(%rcx), %ymm4
	vaddpd %ymm3, %ymm0, %ymm0
	movl $12, %ebp
	vmulpd %ymm1, %ymm6, %ymm1
	vmulpd %ymm4, %ymm6, %ymm4
	vaddpd %ymm1, %ymm2, %ymm11
	vmulpd %ymm6, %ymm10, %ymm2
	vaddpd %ymm4, %ymm5, %ymm8
	vaddpd %ymm2, %ymm0, %ymm10
	cmpq $3, %r8
	jb .LBB_41
.LBB_39:
	vbroadcastsd (%rcx,%rbp,8), %ymm2
	vmovupd (%r15,%rbp,8), %ymm3
	vbroadcastsd -32(%rcx,%rbp,8), %ymm5
	vbroadcastsd -64(%rcx,%rbp,8), %ymm6
	vbroadcastsd -96(%rcx,%rbp,8), %ymm7
	vmovupd 8(%r15,%rbp,8), %ymm4
	vmovupd 16(%r15,%rbp,8), %ymm1
	vmovupd 24(%r15,%rbp,8), %ymm0
	vmulpd %ymm2, %ymm3, %ymm2
	vmulpd %ymm5, %ymm3, %ymm5
	vmulpd %ymm6, %ymm3, %ymm6
	vmulpd %ymm7, %ymm3, %ymm3
	vbroadcastsd 8(%rcx,%rbp,8), %ymm7
	vaddpd %ymm2, %ymm8, %ymm2
	vaddpd %ymm5, %ymm11, %ymm5
	vaddpd %ymm6, %ymm10, %ymm6
	vaddpd %ymm3, %ymm9, %ymm3
	vmulpd %ymm7, %ymm4, %ymm7
	vaddpd %ymm7, %ymm2, %ymm2
	vbroadcastsd -24(%rcx,%rbp,8), %ymm7
	vmulpd %ymm7, %ymm4, %ymm7
	vaddpd %ymm7, %ymm5, %ymm5
	vbroadcastsd -56(%rcx,%rbp,8), %ymm7
	vmulpd %ymm7, %ymm4, %ymm7
	vaddpd %ymm7, %ymm6, %ymm6
	vbroadcastsd -88(%rcx,%rbp,8), %ymm7
	vmulpd %ymm7, %ymm4, %ymm4
	vbroadcastsd -80(%rcx,%rbp,8), %ymm7
	vaddpd %ymm4, %ymm3, %ymm3
	vbroadcastsd 16(%rcx,%rbp,8), %ymm4
	vmulpd %ymm4, %ymm1, %ymm4
	vaddpd %ymm4, %ymm2, %ymm2
	vbroadcastsd -16(%rcx,%rbp,8), %ymm4
	vmulpd %ymm4, %ymm1, %ymm4
	vaddpd %ymm4, %ymm5, %ymm4
	vbroadcastsd -48(%rcx,%rbp,8), %ymm5
	vmulpd %ymm5, %ymm1, %ymm5
	vmulpd %ymm7, %ymm1, %ymm1
	vaddpd %ymm1, %ymm3, %ymm1
	vbroadcastsd 24(%rcx,%rbp,8), %ymm3
	vaddpd %ymm5, %ymm6, %ymm5
	vmulpd %ymm3, %ymm0, %ymm3
	vaddpd %ymm3, %ymm2, %ymm8
	vbroadcastsd -8(%rcx,%rbp,8), %ymm2
	vbroadcastsd -72(%rcx,%rbp,8), %ymm3
	vmulpd %ymm2, %ymm0, %ymm2
	vaddpd %ymm2, %ymm4, %ymm11
	vbroadcastsd -40(%rcx,%rbp,8), %ymm2
	addq $4, %rbp
	vmulpd %ymm2, %ymm0, %ymm2
	vmulpd %ymm3, %ymm0, %ymm0
	vaddpd %ymm2, %ymm5, %ymm10
	vaddpd %ymm0, %ymm1, %ymm9
	cmpq %rbp, %rbx
	jne .LBB_39
	testq %r11, %r11
	je .LBB_43
.LBB_41:
	leaq (%rcx,%rbp,8), %r8
	leaq (%r15,%rbp,8), %rbp
	xorl %r10d, %r10d
.LBB_42:
	vmovupd (%rbp,%r10,8), %ymm0
	vbroadcastsd (%r8,%r10,8), %ymm1
	vbroadcastsd -96(%r8,%r10,8), %ymm2
	vmulpd %ymm1, %ymm0, %ymm1
	vaddpd %ymm1, %ymm8, %ymm8
	vbroadcastsd -32(%r8,%r10,8), %ymm1
	vmulpd %ymm1, %ymm0, %ymm1
	vaddpd %ymm1, %ymm11, %ymm11
	vbroadcastsd -64(%r8,%r10,8), %ymm1
	incq %r10
	vmulpd %ymm1, %ymm0, %ymm1
	vmulpd %ymm2, %ymm0, %ymm0
	vaddpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm0, %ymm9, %ymm9
	cmpq %r10, %r11
	jne .LBB_42
.LBB_43:
	movq 8(%rsp), %r8
	vbroadcastsd -32(%rcx,%rax,8), %ymm3
	vbroadcastsd -24(%rcx,%rax,8), %ymm5
	vbroadcastsd -16(%rcx,%rax,8), %ymm6
	vbroadcastsd -8(%rcx,%rax,8), %ymm13
	vbroadcastsd -64(%rcx,%rax,8), %ymm0
	movq %rdi, %rbp
	leaq 8(%r8,%r13,8), %r13
	vmovupd (%r13,%rax,8), %ymm7
	vmovupd 8(%r13,%rax,8), %ymm14
	vmovupd 16(%r13,%rax,8), %ymm15
	vmovupd 24(%r13,%rax,8), %ymm4
	vmovupd %ymm0, 368(%rsp)
	vmovupd %ymm3, 272(%rsp)
	vmovupd %ymm6, 208(%rsp)
	vmovupd %ymm5, 240(%rsp)
	vmulpd %ymm3, %ymm7, %ymm1
	vmulpd %ymm5, %ymm14, %ymm2
	vmovupd %ymm4, 176(%rsp)
	vaddpd %ymm1, %ymm11, %ymm1
	vaddpd %ymm2, %ymm1, %ymm1
	vmulpd %ymm6, %ymm15, %ymm2
	vaddpd %ymm2, %ymm1, %ymm11
	vmulpd %ymm4, %ymm13, %ymm2
	vmovapd %ymm4, %ymm1
	vaddpd %ymm2, %ymm11, %ymm11
	vmulpd %ymm0, %ymm7, %ymm2
	vbroadcastsd -56(%rcx,%rax,8), %ymm0
	vaddpd %ymm2, %ymm10, %ymm2
	vmulpd %ymm0, %ymm14, %ymm4
	vmovupd %ymm0, 336(%rsp)
	vbroadcastsd -48(%rcx,%rax,8), %ymm0
	vaddpd %ymm4, %ymm2, %ymm2
	vbroadcastsd -40(%rcx,%rax,8), %ymm4
	vmulpd %ymm0, %ymm15, %ymm10
	vmovupd %ymm0, 304(%rsp)
	vmovupd 56(%r13,%rax,8), %ymm0
	vaddpd %ymm2, %ymm10, %ymm10
	vmulpd %ymm4, %ymm1, %ymm12
	vmovupd 48(%r13,%rax,8), %ymm2
	vaddpd %ymm12, %ymm10, %ymm10
	vmovupd 32(%r13,%rax,8), %ymm12
	vmulpd %ymm3, %ymm12, %ymm1
	vmovupd 40(%r13,%rax,8), %ymm3
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm5, %ymm3, %ymm10
	vmulpd 336(%rsp), %ymm3, %ymm3
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm6, %ymm2, %ymm10
	vmulpd 304(%rsp), %ymm2, %ymm2
	vaddpd %ymm1, %ymm10, %ymm1
	vmulpd %ymm0, %ymm13, %ymm10
	vmulpd %ymm4, %ymm0, %ymm0
	vaddpd %ymm1, %ymm10, %ymm10
	vbroadcastsd -96(%rcx,%rax,8), %ymm1
	vmulpd %ymm1, %ymm7, %ymm1
	vbroadcastsd -88(%rcx,%rax,8), %ymm7
	vaddpd %ymm1, %ymm9, %ymm1
	vmulpd %ymm7, %ymm14, %ymm6
	vmovupd 48(%rsp), %ymm7
	vbroadcastsd .LCPI_7(%rip), %ymm14
	vaddpd %ymm6, %ymm1, %ymm1
	vbroadcastsd -80(%rcx,%rax,8), %ymm6
	vmulpd %ymm6, %ymm15, %ymm5
	vmulpd 368(%rsp), %ymm12, %ymm6
	vmovupd 144(%rsp), %ymm12
	vbroadcastsd .LCPI_8(%rip), %ymm15
	vaddpd %ymm5, %ymm1, %ymm1
	vbroadcastsd -72(%rcx,%rax,8), %ymm5
	vmulpd 176(%rsp), %ymm5, %ymm5
	vaddpd %ymm5, %ymm1, %ymm1
	vaddpd %ymm6, %ymm1, %ymm1
	vmovupd 80(%rsp), %ymm6
	vaddpd %ymm3, %ymm1, %ymm1
	vpcmpeqd %ymm3, %ymm3, %ymm3
	vaddpd %ymm2, %ymm1, %ymm1
	vmulpd 88(%r13,%rax,8), %ymm13, %ymm2
	vmovupd 112(%rsp), %ymm13
	vaddpd %ymm0, %ymm1, %ymm0
	vmovupd 272(%rsp), %ymm1
	vmulpd 64(%r13,%rax,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vmovupd 240(%rsp), %ymm1
	vmulpd 72(%r13,%rax,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vmovupd 208(%rsp), %ymm1
	vmulpd 80(%r13,%rax,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vaddpd %ymm2, %ymm0, %ymm9
.LBB_44:
	vmulpd %ymm8, %ymm13, %ymm0
	vandpd %ymm7, %ymm0, %ymm1
	vcmpge_oqpd %ymm14, %ymm1, %ymm2
	vcmple_oqpd %ymm15, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm3, %ymm1
	jb .LBB_45
	vdivpd %ymm12, %ymm8, %ymm8
	jmp .LBB_70
.LBB_45:
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm8, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm8
	vfmadd213pd %ymm1, %ymm13, %ymm8
.LBB_70:
	vmulpd %ymm11, %ymm13, %ymm0
	vmovupd %ymm8, (%r9,%r12,8)
	vandpd %ymm7, %ymm0, %ymm1
	vcmpge_oqpd %ymm14, %ymm1, %ymm2
	vcmple_oqpd %ymm15, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm3, %ymm1
	jb .LBB_72
	vdivpd %ymm12, %ymm11, %ymm11
	jmp .LBB_73
.LBB_72:
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm11, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm11
	vfmadd213pd %ymm1, %ymm13, %ymm11
.LBB_73:
	vmulpd %ymm10, %ymm13, %ymm0
	vmovupd %ymm11, 32(%r9,%r12,8)
	vandpd %ymm7, %ymm0, %ymm1
	vcmpge_oqpd %ymm14, %ymm1, %ymm2
	vcmple_oqpd %ymm15, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm3, %ymm1
	jb .LBB_75
	vdivpd %ymm12, %ymm10, %ymm10
	jmp .LBB_76
.LBB_75:
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm10, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm10
	vfmadd213pd %ymm1, %ymm13, %ymm10
.LBB_76:
	vmulpd %ymm9, %ymm13, %ymm0
	vmovupd %ymm10, 64(%r9,%r12,8)
	vandpd %ymm7, %ymm0, %ymm1
	vcmpge_oqpd %ymm14, %ymm1, %ymm2
	vcmple_oqpd %ymm15, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm3, %ymm1
	jae .LBB_77
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm9, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm9
	vfmadd213pd %ymm1, %ymm13, %ymm9
	jmp .LBB_79
.LBB_58:
	vbroadcastsd .LCPI_5(%rip), %ymm0
	movq 8(%rsp), %rdi
	vbroadcastsd .LCPI_6(%rip), %ymm4
	vbroadcastsd .LCPI_7(%rip), %ymm5
	vbroadcastsd .LCPI_8(%rip), %ymm6
	leaq (,%rax,8), %r8
	movl %eax, %r11d
	movq %rax, %rbx
	andl $7, %r11d
	andq $-8, %rbx
	vpcmpeqd %ymm7, %ymm7, %ymm7
	leaq (%rdi,%rsi,8), %r14
	subq %r8, %r14
	leaq 64(%r14), %r15
	vxorpd %ymm0, %ymm12, %ymm3
	addq $8, %r14
	jmp .LBB_59
.LBB_67:
	vdivpd %ymm12, %ymm8, %ymm8
.LBB_68:
	leaq 4(%r8), %r12
	addq $32, %r15
	addq $32, %r14
	vmovupd %ymm8, (%r9,%rsi,8)
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_27
.LBB_59:
	movq %r12, %r8
	vxorpd %xmm8, %xmm8, %xmm8
	testq %rax, %rax
	je .LBB_65
	xorl %r10d, %r10d
	cmpq $7, %rbp
	jb .LBB_63
.LBB_61:
	vbroadcastsd (%rcx,%r10,8), %ymm0
	vbroadcastsd 8(%rcx,%r10,8), %ymm1
	vmulpd -56(%r15,%r10,8), %ymm0, %ymm0
	vmulpd -48(%r15,%r10,8), %ymm1, %ymm1
	vaddpd %ymm0, %ymm8, %ymm0
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 16(%rcx,%r10,8), %ymm1
	vmulpd -40(%r15,%r10,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 24(%rcx,%r10,8), %ymm1
	vmulpd -32(%r15,%r10,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 32(%rcx,%r10,8), %ymm1
	vmulpd -24(%r15,%r10,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 40(%rcx,%r10,8), %ymm1
	vmulpd -16(%r15,%r10,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 48(%rcx,%r10,8), %ymm1
	vmulpd -8(%r15,%r10,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 56(%rcx,%r10,8), %ymm1
	vmulpd (%r15,%r10,8), %ymm1, %ymm1
	addq $8, %r10
	vaddpd %ymm1, %ymm0, %ymm8
	cmpq %r10, %rbx
	jne .LBB_61
	testq %r11, %r11
	je .LBB_65
.LBB_63:
	leaq (%r14,%r10,8), %r12
	leaq (%rcx,%r10,8), %r10
	xorl %r13d, %r13d
.LBB_64:
	vbroadcastsd (%r10,%r13,8), %ymm0
	vmulpd (%r12,%r13,8), %ymm0, %ymm0
	incq %r13
	vaddpd %ymm0, %ymm8, %ymm8
	cmpq %r13, %r11
	jne .LBB_64
.LBB_65:
	vmulpd %ymm8, %ymm13, %ymm0
	vandpd %ymm4, %ymm0, %ymm1
	vcmpge_oqpd %ymm5, %ymm1, %ymm2
	vcmple_oqpd %ymm6, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm7, %ymm1
	jae .LBB_67
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm8, %ymm3, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm3, %ymm8
	vfmadd213pd %ymm1, %ymm13, %ymm8
	jmp .LBB_68
.LBB_46:
	vxorpd %xmm0, %xmm0, %xmm0
	vdivsd 32(%rsp), %xmm0, %xmm0
	cmpq $4, %rsi
	jb .LBB_52
	cmpq $16, %rsi
	jae .LBB_53
	xorl %eax, %eax
	jmp .LBB_49
.LBB_53:
	vbroadcastsd %xmm0, %ymm1
	leaq 96(%r9,%r8,8), %rcx
	movq %rsi, %rax
	andq $-16, %rax
	xorl %edi, %edi
.LBB_54:
	vmovupd %ymm1, -96(%rcx,%rdi,8)
	vmovupd %ymm1, -64(%rcx,%rdi,8)
	vmovupd %ymm1, -32(%rcx,%rdi,8)
	vmovupd %ymm1, (%rcx,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rax
	jne .LBB_54
	cmpq %rax, %rsi
	je .LBB_37
	testb $12, %sil
	je .LBB_57
.LBB_49:
	movq %rsi, %rcx
	andq $-4, %rcx
	leaq (%r9,%r8,8), %rdi
	vbroadcastsd %xmm0, %ymm1
	addq %rcx, %r8
.LBB_50:
	vmovupd %ymm1, (%rdi,%rax,8)
	addq $4, %rax
	cmpq %rax, %rcx
	jne .LBB_50
	cmpq %rcx, %rsi
	je .LBB_37
.LBB_52:
	vmovsd %xmm0, (%r9,%r8,8)
	incq %r8
	cmpq %r8, %rdx
	jne .LBB_52
.LBB_37:
	addq $408, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_22:
	leaq (%r9,%rbx,8), %r14
	jmp .LBB_23
.LBB_57:
	addq %rax, %r8
	jmp .LBB_52
.LBB_82:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_81:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_80:
	leaq .Lanon.3(%rip), %r9
	leaq 16(%rsp), %rsi
	leaq 24(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
