# kernel_simd::x86_64::avx2::wma_into — kernel-simd, target-cpu=x86-64-v3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx2::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $392, %rsp
	movq %rdx, %rax
	movq 448(%rsp), %rdx
	movq %rdx, (%rsp)
	movq %rsi, 8(%rsp)
	cmpq %rsi, %rdx
	jne .LBB_78
	leaq -1(%rax), %r10
	cmpq %r8, %r10
	jae .LBB_79
	testq %r10, %r10
	je .LBB_3
	cmpq %r10, %rdx
	movq %r10, %rsi
	cmovbq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_3
	leaq (,%rsi,8), %rbx
	addq $-8, %rbx
	movq %r9, %r14
	cmpq $24, %rbx
	jb .LBB_22
	movq %rbx, %r8
	shrq $3, %r8
	incq %r8
	movabsq $4611686018427387888, %r11
	cmpq $120, %rbx
	jae .LBB_17
	xorl %ebx, %ebx
	jmp .LBB_14
.LBB_17:
	movq %r8, %rbx
	andq %r11, %rbx
	xorl %r14d, %r14d
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_18:
	vmovups %ymm0, (%r9,%r14,8)
	vmovups %ymm0, 32(%r9,%r14,8)
	vmovups %ymm0, 64(%r9,%r14,8)
	vmovups %ymm0, 96(%r9,%r14,8)
	addq $16, %r14
	cmpq %r14, %rbx
	jne .LBB_18
	cmpq %rbx, %r8
	je .LBB_3
	testb $12, %r8b
	je .LBB_21
.LBB_14:
	addq $12, %r11
	andq %r8, %r11
	leaq (%r9,%r11,8), %r14
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_15:
	vmovups %ymm0, (%r9,%rbx,8)
	addq $4, %rbx
	cmpq %rbx, %r11
	jne .LBB_15
	cmpq %r11, %r8
	je .LBB_3
.LBB_22:
	leaq (%r9,%rsi,8), %rsi
	movabsq $9221120237041090560, %r8
.LBB_23:
	movq %r8, (%r14)
	addq $8, %r14
	cmpq %rsi, %r14
	jne .LBB_23
.LBB_3:
	leaq 1(%rax), %rsi
	imulq %rax, %rsi
	vmovq %rsi, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm1
	vbroadcastsd %xmm1, %ymm12
	vmovsd .LCPI_4(%rip), %xmm0
	vmovapd %xmm1, 16(%rsp)
	vdivsd %xmm1, %xmm0, %xmm0
	vbroadcastsd %xmm0, %ymm13
	leaq 15(%rax), %r15
	movq %r10, %rsi
	cmpq %rdx, %r15
	jbe .LBB_4
.LBB_24:
	leaq 4(%rsi), %r12
	cmpq %rdx, %r12
	jbe .LBB_56
	movq %rsi, %r8
.LBB_26:
	movq %rdx, %rsi
	subq %r8, %rsi
	jbe .LBB_36
	testq %rax, %rax
	je .LBB_44
	leaq 1(%r8), %r11
	movl %eax, %ebx
	andl $7, %ebx
	movq %rax, %r14
	andq $-8, %r14
	leaq (,%rax,8), %rsi
	leaq (%rdi,%r8,8), %rdi
	subq %rsi, %rdi
	leaq 64(%rdi), %r15
	addq $8, %rdi
	jmp .LBB_29
.LBB_35:
	vdivsd 16(%rsp), %xmm1, %xmm0
	vmovsd %xmm0, (%r9,%r8,8)
	addq $8, %r15
	addq $8, %rdi
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_36
.LBB_29:
	leaq 1(%r8), %rsi
	cmpq %rax, %r11
	jb .LBB_80
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_33
.LBB_31:
	vmovsd (%rcx,%r12,8), %xmm0
	vmovsd 8(%rcx,%r12,8), %xmm2
	vmulsd -56(%r15,%r12,8), %xmm0, %xmm0
	vmulsd -48(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm0, %xmm1, %xmm0
	vmovsd 16(%rcx,%r12,8), %xmm1
	vmulsd -40(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd 24(%rcx,%r12,8), %xmm2
	vmulsd -32(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 32(%rcx,%r12,8), %xmm1
	vmulsd -24(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd 40(%rcx,%r12,8), %xmm2
	vmulsd -16(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 48(%rcx,%r12,8), %xmm1
	vmulsd -8(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd 56(%rcx,%r12,8), %xmm2
	vmulsd (%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm1, %xmm0, %xmm0
	addq $8, %r12
	vaddsd %xmm2, %xmm0, %xmm1
	cmpq %r12, %r14
	jne .LBB_31
	testq %rbx, %rbx
	je .LBB_35
.LBB_33:
	leaq (%rdi,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_34:
	vmovsd (%r12,%rbp,8), %xmm0
	vmulsd (%r13,%rbp,8), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	incq %rbp
	cmpq %rbp, %rbx
	jne .LBB_34
	jmp .LBB_35
.LBB_4:
	vbroadcastsd .LCPI_5(%rip), %ymm0
	vxorpd %ymm0, %ymm12, %ymm6
	movq %rax, %r8
	andq $-2, %r8
	movl %eax, %r11d
	andl $14, %r11d
	vbroadcastsd .LCPI_6(%rip), %ymm7
	vbroadcastsd .LCPI_7(%rip), %ymm14
	vbroadcastsd .LCPI_8(%rip), %ymm15
	vpcmpeqd %ymm3, %ymm3, %ymm3
	movq %rdi, %rbx
	movq %r10, %r14
	vmovupd %ymm12, 288(%rsp)
	vmovupd %ymm13, 256(%rsp)
	vmovupd %ymm6, 224(%rsp)
	vmovupd %ymm7, 192(%rsp)
	jmp .LBB_5
.LBB_75:
	vdivpd %ymm12, %ymm9, %ymm9
.LBB_77:
	vmovupd %ymm9, 96(%r9,%r14,8)
	leaq 16(%rsi), %r15
	subq $-128, %rbx
	movq %rsi, %r14
	cmpq %rdx, %r15
	ja .LBB_24
.LBB_5:
	movq %r15, %rsi
	movq %r14, %r12
	subq %rax, %r12
	leaq (%rdi,%r12,8), %r15
	addq $8, %r15
	cmpq $15, %rax
	ja .LBB_37
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm8, %xmm8, %xmm8
	xorl %r12d, %r12d
	testq %r10, %r10
	je .LBB_9
.LBB_7:
	vbroadcastsd (%rcx,%r12,8), %ymm0
	vmulpd (%rbx,%r12,8), %ymm0, %ymm1
	vaddpd %ymm1, %ymm8, %ymm1
	vmulpd 32(%rbx,%r12,8), %ymm0, %ymm2
	vmulpd 64(%rbx,%r12,8), %ymm0, %ymm3
	vaddpd %ymm2, %ymm10, %ymm2
	vaddpd %ymm3, %ymm11, %ymm3
	vmulpd 96(%rbx,%r12,8), %ymm0, %ymm0
	vaddpd %ymm0, %ymm9, %ymm0
	vbroadcastsd 8(%rcx,%r12,8), %ymm4
	vmulpd 8(%rbx,%r12,8), %ymm4, %ymm5
	vaddpd %ymm5, %ymm1, %ymm8
	vmulpd 40(%rbx,%r12,8), %ymm4, %ymm1
	vaddpd %ymm1, %ymm2, %ymm10
	vmulpd 72(%rbx,%r12,8), %ymm4, %ymm1
	vmulpd 104(%rbx,%r12,8), %ymm4, %ymm2
	vaddpd %ymm1, %ymm3, %ymm11
	vaddpd %ymm2, %ymm0, %ymm9
	addq $2, %r12
	cmpq %r12, %r11
	jne .LBB_7
	testb $1, %al
	vpcmpeqd %ymm3, %ymm3, %ymm3
	je .LBB_42
.LBB_9:
	vbroadcastsd (%rcx,%r12,8), %ymm0
	vmulpd (%r15,%r12,8), %ymm0, %ymm1
	vmulpd 32(%r15,%r12,8), %ymm0, %ymm2
	vaddpd %ymm1, %ymm8, %ymm8
	vaddpd %ymm2, %ymm10, %ymm10
	vmulpd 64(%r15,%r12,8), %ymm0, %ymm1
	vaddpd %ymm1, %ymm11, %ymm11
	vmulpd 96(%r15,%r12,8), %ymm0, %ymm0
	vaddpd %ymm0, %ymm9, %ymm9
	jmp .LBB_42
.LBB_37:
	leaq (%rdi,%r12,8), %r12
	vbroadcastsd (%rcx), %ymm2
	vmulpd 8(%r12), %ymm2, %ymm0
	vxorpd %xmm9, %xmm9, %xmm9
	vaddpd %ymm0, %ymm9, %ymm0
	vbroadcastsd 8(%rcx), %ymm1
	vmovupd %ymm1, 160(%rsp)
	vmulpd 16(%r12), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 16(%rcx), %ymm1
	vmovupd %ymm1, 128(%rsp)
	vmulpd 24(%r12), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 24(%rcx), %ymm1
	vmovupd %ymm1, 96(%rsp)
	vmulpd 32(%r12), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm1
	vbroadcastsd 32(%rcx), %ymm0
	vmovupd %ymm0, 64(%rsp)
	vmovupd 40(%r12), %ymm3
	vmovupd 48(%r12), %ymm7
	vmovupd 56(%r12), %ymm4
	vmovupd 64(%r12), %ymm13
	vmulpd %ymm0, %ymm3, %ymm5
	vaddpd %ymm5, %ymm1, %ymm5
	vbroadcastsd 40(%rcx), %ymm0
	vmovupd %ymm0, 32(%rsp)
	vmulpd %ymm0, %ymm7, %ymm6
	vaddpd %ymm6, %ymm5, %ymm6
	vbroadcastsd 48(%rcx), %ymm14
	vmulpd %ymm4, %ymm14, %ymm8
	vaddpd %ymm6, %ymm8, %ymm8
	vbroadcastsd 56(%rcx), %ymm12
	vmulpd %ymm12, %ymm13, %ymm10
	vaddpd %ymm10, %ymm8, %ymm8
	vmovupd 72(%r12), %ymm15
	vbroadcastsd 64(%rcx), %ymm10
	vmulpd %ymm10, %ymm15, %ymm10
	vaddpd %ymm10, %ymm8, %ymm8
	vmovupd 80(%r12), %ymm6
	vbroadcastsd 72(%rcx), %ymm10
	vmulpd %ymm6, %ymm10, %ymm10
	vaddpd %ymm10, %ymm8, %ymm8
	vmovupd 88(%r12), %ymm1
	vbroadcastsd 80(%rcx), %ymm10
	vmulpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm10, %ymm8, %ymm8
	vmovupd 96(%r12), %ymm0
	vbroadcastsd 88(%rcx), %ymm10
	vmulpd %ymm0, %ymm10, %ymm10
	vaddpd %ymm10, %ymm8, %ymm8
	vmulpd %ymm2, %ymm3, %ymm3
	vaddpd %ymm3, %ymm9, %ymm3
	vmovupd 160(%rsp), %ymm5
	vmulpd %ymm5, %ymm7, %ymm7
	vaddpd %ymm7, %ymm3, %ymm3
	vmovupd 128(%rsp), %ymm7
	vmulpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vmovupd 96(%rsp), %ymm11
	vmulpd %ymm11, %ymm13, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vmulpd 64(%rsp), %ymm15, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vmulpd 32(%rsp), %ymm6, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vmulpd %ymm1, %ymm14, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vmulpd %ymm0, %ymm12, %ymm4
	vaddpd %ymm4, %ymm3, %ymm10
	vmulpd %ymm2, %ymm15, %ymm3
	vmulpd %ymm5, %ymm6, %ymm2
	vaddpd %ymm3, %ymm9, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vmulpd %ymm7, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmulpd %ymm0, %ymm11, %ymm0
	vaddpd %ymm0, %ymm1, %ymm11
	movl $12, %r12d
.LBB_38:
	vbroadcastsd (%rcx,%r12,8), %ymm0
	vmovupd (%rbx,%r12,8), %ymm1
	vmovupd 8(%rbx,%r12,8), %ymm2
	vmulpd %ymm0, %ymm1, %ymm0
	vaddpd %ymm0, %ymm8, %ymm0
	vbroadcastsd -32(%rcx,%r12,8), %ymm3
	vmulpd %ymm3, %ymm1, %ymm3
	vaddpd %ymm3, %ymm10, %ymm3
	vbroadcastsd -64(%rcx,%r12,8), %ymm4
	vmulpd %ymm4, %ymm1, %ymm4
	vaddpd %ymm4, %ymm11, %ymm4
	vbroadcastsd -96(%rcx,%r12,8), %ymm5
	vmulpd %ymm5, %ymm1, %ymm1
	vaddpd %ymm1, %ymm9, %ymm1
	vbroadcastsd 8(%rcx,%r12,8), %ymm5
	vmulpd %ymm5, %ymm2, %ymm5
	vaddpd %ymm5, %ymm0, %ymm8
	vbroadcastsd -24(%rcx,%r12,8), %ymm0
	vmulpd %ymm0, %ymm2, %ymm0
	vaddpd %ymm0, %ymm3, %ymm10
	vbroadcastsd -56(%rcx,%r12,8), %ymm0
	vmulpd %ymm0, %ymm2, %ymm0
	vaddpd %ymm0, %ymm4, %ymm11
	vbroadcastsd -88(%rcx,%r12,8), %ymm0
	vmulpd %ymm0, %ymm2, %ymm0
	vaddpd %ymm0, %ymm1, %ymm9
	addq $2, %r12
	cmpq %r12, %r8
	jne .LBB_38
	testb $1, %al
	je .LBB_41
	vmovupd (%rbx,%r12,8), %ymm0
	vbroadcastsd (%rcx,%r12,8), %ymm1
	vmulpd %ymm1, %ymm0, %ymm1
	vaddpd %ymm1, %ymm8, %ymm8
	vbroadcastsd -32(%rcx,%r12,8), %ymm1
	vmulpd %ymm1, %ymm0, %ymm1
	vaddpd %ymm1, %ymm10, %ymm10
	vbroadcastsd -64(%rcx,%r12,8), %ymm1
	vmulpd %ymm1, %ymm0, %ymm1
	vaddpd %ymm1, %ymm11, %ymm11
	vbroadcastsd -96(%rcx,%r12,8), %ymm1
	vmulpd %ymm1, %ymm0, %ymm0
	vaddpd %ymm0, %ymm9, %ymm9
.LBB_41:
	vbroadcastsd -32(%rcx,%rax,8), %ymm3
	vmovupd (%r15,%rax,8), %ymm7
	vmovupd 8(%r15,%rax,8), %ymm14
	vmovupd 16(%r15,%rax,8), %ymm15
	vmovupd 24(%r15,%rax,8), %ymm4
	vmulpd %ymm3, %ymm7, %ymm1
	vmovupd %ymm3, 64(%rsp)
	vaddpd %ymm1, %ymm10, %ymm1
	vbroadcastsd -24(%rcx,%rax,8), %ymm5
	vmulpd %ymm5, %ymm14, %ymm2
	vmovupd %ymm5, 32(%rsp)
	vaddpd %ymm2, %ymm1, %ymm1
	vbroadcastsd -16(%rcx,%rax,8), %ymm6
	vmulpd %ymm6, %ymm15, %ymm2
	vmovupd %ymm6, 352(%rsp)
	vaddpd %ymm2, %ymm1, %ymm10
	vbroadcastsd -8(%rcx,%rax,8), %ymm13
	vmulpd %ymm4, %ymm13, %ymm2
	vmovapd %ymm4, %ymm1
	vmovupd %ymm4, 320(%rsp)
	vaddpd %ymm2, %ymm10, %ymm10
	vbroadcastsd -64(%rcx,%rax,8), %ymm0
	vmovupd %ymm0, 160(%rsp)
	vmulpd %ymm0, %ymm7, %ymm2
	vaddpd %ymm2, %ymm11, %ymm2
	vbroadcastsd -56(%rcx,%rax,8), %ymm0
	vmovupd %ymm0, 128(%rsp)
	vmulpd %ymm0, %ymm14, %ymm4
	vaddpd %ymm4, %ymm2, %ymm2
	vbroadcastsd -48(%rcx,%rax,8), %ymm0
	vmovupd %ymm0, 96(%rsp)
	vmulpd %ymm0, %ymm15, %ymm11
	vaddpd %ymm2, %ymm11, %ymm11
	vbroadcastsd -40(%rcx,%rax,8), %ymm4
	vmulpd %ymm4, %ymm1, %ymm12
	vaddpd %ymm12, %ymm11, %ymm11
	vmovupd 32(%r15,%rax,8), %ymm12
	vmulpd %ymm3, %ymm12, %ymm1
	vaddpd %ymm1, %ymm11, %ymm1
	vmovupd 40(%r15,%rax,8), %ymm3
	vmulpd %ymm5, %ymm3, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vmovupd 48(%r15,%rax,8), %ymm2
	vmulpd %ymm6, %ymm2, %ymm11
	vaddpd %ymm1, %ymm11, %ymm1
	vmovupd 56(%r15,%rax,8), %ymm0
	vmulpd %ymm0, %ymm13, %ymm11
	vaddpd %ymm1, %ymm11, %ymm11
	vbroadcastsd -96(%rcx,%rax,8), %ymm1
	vmulpd %ymm1, %ymm7, %ymm1
	vaddpd %ymm1, %ymm9, %ymm1
	vbroadcastsd -88(%rcx,%rax,8), %ymm7
	vmulpd %ymm7, %ymm14, %ymm6
	vaddpd %ymm6, %ymm1, %ymm1
	vbroadcastsd -80(%rcx,%rax,8), %ymm6
	vmulpd %ymm6, %ymm15, %ymm5
	vaddpd %ymm5, %ymm1, %ymm1
	vbroadcastsd -72(%rcx,%rax,8), %ymm5
	vmulpd 320(%rsp), %ymm5, %ymm5
	vaddpd %ymm5, %ymm1, %ymm1
	vmulpd 160(%rsp), %ymm12, %ymm5
	vaddpd %ymm5, %ymm1, %ymm1
	vmulpd 128(%rsp), %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vmulpd 96(%rsp), %ymm2, %ymm2
	vaddpd %ymm2, %ymm1, %ymm1
	vmulpd %ymm4, %ymm0, %ymm0
	vaddpd %ymm0, %ymm1, %ymm0
	vmovupd 64(%rsp), %ymm1
	vmulpd 64(%r15,%rax,8), %ymm1, %ymm1
	vmovupd 32(%rsp), %ymm2
	vmulpd 72(%r15,%rax,8), %ymm2, %ymm2
	vaddpd %ymm1, %ymm0, %ymm0
	vaddpd %ymm2, %ymm0, %ymm0
	vmovupd 352(%rsp), %ymm1
	vmulpd 80(%r15,%rax,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vmulpd 88(%r15,%rax,8), %ymm13, %ymm1
	vaddpd %ymm1, %ymm0, %ymm9
	vmovupd 288(%rsp), %ymm12
	vmovupd 256(%rsp), %ymm13
	vmovupd 224(%rsp), %ymm6
	vmovupd 192(%rsp), %ymm7
	vbroadcastsd .LCPI_7(%rip), %ymm14
	vbroadcastsd .LCPI_8(%rip), %ymm15
	vpcmpeqd %ymm3, %ymm3, %ymm3
.LBB_42:
	vmulpd %ymm8, %ymm13, %ymm0
	vandpd %ymm7, %ymm0, %ymm1
	vcmpge_oqpd %ymm14, %ymm1, %ymm2
	vcmple_oqpd %ymm15, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm3, %ymm1
	jb .LBB_43
	vdivpd %ymm12, %ymm8, %ymm8
	jmp .LBB_68
.LBB_43:
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm8, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm8
	vfmadd213pd %ymm1, %ymm13, %ymm8
.LBB_68:
	vmovupd %ymm8, (%r9,%r14,8)
	vmulpd %ymm10, %ymm13, %ymm0
	vandpd %ymm7, %ymm0, %ymm1
	vcmpge_oqpd %ymm14, %ymm1, %ymm2
	vcmple_oqpd %ymm15, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm3, %ymm1
	jb .LBB_70
	vdivpd %ymm12, %ymm10, %ymm10
	jmp .LBB_71
.LBB_70:
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm10, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm10
	vfmadd213pd %ymm1, %ymm13, %ymm10
.LBB_71:
	vmovupd %ymm10, 32(%r9,%r14,8)
	vmulpd %ymm11, %ymm13, %ymm0
	vandpd %ymm7, %ymm0, %ymm1
	vcmpge_oqpd %ymm14, %ymm1, %ymm2
	vcmple_oqpd %ymm15, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm3, %ymm1
	jb .LBB_73
	vdivpd %ymm12, %ymm11, %ymm11
	jmp .LBB_74
.LBB_73:
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm11, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm11
	vfmadd213pd %ymm1, %ymm13, %ymm11
.LBB_74:
	vmovupd %ymm11, 64(%r9,%r14,8)
	vmulpd %ymm9, %ymm13, %ymm0
	vandpd %ymm7, %ymm0, %ymm1
	vcmpge_oqpd %ymm14, %ymm1, %ymm2
	vcmple_oqpd %ymm15, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm3, %ymm1
	jae .LBB_75
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm9, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm9
	vfmadd213pd %ymm1, %ymm13, %ymm9
	jmp .LBB_77
.LBB_56:
	vbroadcastsd .LCPI_5(%rip), %ymm0
	vxorpd %ymm0, %ymm12, %ymm3
	movl %eax, %r11d
	andl $7, %r11d
	movq %rax, %rbx
	andq $-8, %rbx
	leaq (,%rax,8), %r8
	leaq (%rdi,%rsi,8), %r14
	subq %r8, %r14
	leaq 64(%r14), %r15
	addq $8, %r14
	vbroadcastsd .LCPI_6(%rip), %ymm4
	vbroadcastsd .LCPI_7(%rip), %ymm5
	vbroadcastsd .LCPI_8(%rip), %ymm6
	vpcmpeqd %ymm7, %ymm7, %ymm7
	jmp .LBB_57
.LBB_65:
	vdivpd %ymm12, %ymm8, %ymm8
.LBB_66:
	vmovupd %ymm8, (%r9,%rsi,8)
	leaq 4(%r8), %r12
	addq $32, %r15
	addq $32, %r14
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_26
.LBB_57:
	movq %r12, %r8
	vxorpd %xmm8, %xmm8, %xmm8
	testq %rax, %rax
	je .LBB_63
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_61
.LBB_59:
	vbroadcastsd (%rcx,%r12,8), %ymm0
	vmulpd -56(%r15,%r12,8), %ymm0, %ymm0
	vbroadcastsd 8(%rcx,%r12,8), %ymm1
	vmulpd -48(%r15,%r12,8), %ymm1, %ymm1
	vaddpd %ymm0, %ymm8, %ymm0
	vbroadcastsd 16(%rcx,%r12,8), %ymm2
	vmulpd -40(%r15,%r12,8), %ymm2, %ymm2
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 24(%rcx,%r12,8), %ymm1
	vmulpd -32(%r15,%r12,8), %ymm1, %ymm1
	vaddpd %ymm2, %ymm0, %ymm0
	vbroadcastsd 32(%rcx,%r12,8), %ymm2
	vmulpd -24(%r15,%r12,8), %ymm2, %ymm2
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 40(%rcx,%r12,8), %ymm1
	vmulpd -16(%r15,%r12,8), %ymm1, %ymm1
	vaddpd %ymm2, %ymm0, %ymm0
	vbroadcastsd 48(%rcx,%r12,8), %ymm2
	vmulpd -8(%r15,%r12,8), %ymm2, %ymm2
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 56(%rcx,%r12,8), %ymm1
	vmulpd (%r15,%r12,8), %ymm1, %ymm1
	vaddpd %ymm2, %ymm0, %ymm0
	addq $8, %r12
	vaddpd %ymm1, %ymm0, %ymm8
	cmpq %r12, %rbx
	jne .LBB_59
	testq %r11, %r11
	je .LBB_63
.LBB_61:
	leaq (%r14,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_62:
	vbroadcastsd (%r12,%rbp,8), %ymm0
	vmulpd (%r13,%rbp,8), %ymm0, %ymm0
	vaddpd %ymm0, %ymm8, %ymm8
	incq %rbp
	cmpq %rbp, %r11
	jne .LBB_62
.LBB_63:
	vmulpd %ymm8, %ymm13, %ymm0
	vandpd %ymm4, %ymm0, %ymm1
	vcmpge_oqpd %ymm5, %ymm1, %ymm2
	vcmple_oqpd %ymm6, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm7, %ymm1
	jae .LBB_65
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm8, %ymm3, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm3, %ymm8
	vfmadd213pd %ymm1, %ymm13, %ymm8
	jmp .LBB_66
.LBB_44:
	vxorpd %xmm0, %xmm0, %xmm0
	vdivsd 16(%rsp), %xmm0, %xmm0
	cmpq $4, %rsi
	jb .LBB_50
	cmpq $16, %rsi
	jae .LBB_51
	xorl %eax, %eax
	jmp .LBB_47
.LBB_51:
	movq %rsi, %rax
	andq $-16, %rax
	vbroadcastsd %xmm0, %ymm1
	leaq (%r9,%r8,8), %rcx
	addq $96, %rcx
	xorl %edi, %edi
.LBB_52:
	vmovupd %ymm1, -96(%rcx,%rdi,8)
	vmovupd %ymm1, -64(%rcx,%rdi,8)
	vmovupd %ymm1, -32(%rcx,%rdi,8)
	vmovupd %ymm1, (%rcx,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rax
	jne .LBB_52
	cmpq %rax, %rsi
	je .LBB_36
	testb $12, %sil
	je .LBB_55
.LBB_47:
	movq %rsi, %rcx
	andq $-4, %rcx
	vbroadcastsd %xmm0, %ymm1
	leaq (%r9,%r8,8), %rdi
	addq %rcx, %r8
.LBB_48:
	vmovupd %ymm1, (%rdi,%rax,8)
	addq $4, %rax
	cmpq %rax, %rcx
	jne .LBB_48
	cmpq %rcx, %rsi
	je .LBB_36
.LBB_50:
	vmovsd %xmm0, (%r9,%r8,8)
	incq %r8
	cmpq %r8, %rdx
	jne .LBB_50
.LBB_36:
	addq $392, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_21:
	leaq (%r9,%rbx,8), %r14
	jmp .LBB_22
.LBB_55:
	addq %rax, %r8
	jmp .LBB_50
.LBB_80:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_79:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_78:
	leaq .Lanon.3(%rip), %r9
	movq %rsp, %rsi
	leaq 8(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
