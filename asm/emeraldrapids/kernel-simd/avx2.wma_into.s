# kernel_simd::x86_64::avx2::wma_into — kernel-simd, target-cpu=emeraldrapids
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx2::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $24, %rsp
	movq %rdx, %rax
	movq 80(%rsp), %rdx
	movq %rdx, 8(%rsp)
	movq %rsi, 16(%rsp)
	cmpq %rsi, %rdx
	jne .LBB_84
	leaq -1(%rax), %r10
	cmpq %r8, %r10
	jae .LBB_85
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
	jb .LBB_23
	movq %rbx, %r8
	shrq $3, %r8
	incq %r8
	movabsq $4611686018427387888, %r11
	cmpq $120, %rbx
	jae .LBB_18
	xorl %ebx, %ebx
	jmp .LBB_15
.LBB_18:
	movq %r8, %rbx
	andq %r11, %rbx
	xorl %r14d, %r14d
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_19:
	vmovupd %ymm0, (%r9,%r14,8)
	vmovupd %ymm0, 32(%r9,%r14,8)
	vmovupd %ymm0, 64(%r9,%r14,8)
	vmovupd %ymm0, 96(%r9,%r14,8)
	addq $16, %r14
	cmpq %r14, %rbx
	jne .LBB_19
	cmpq %rbx, %r8
	je .LBB_3
	testb $12, %r8b
	je .LBB_22
.LBB_15:
	addq $12, %r11
	andq %r8, %r11
	leaq (%r9,%r11,8), %r14
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_16:
	vmovupd %ymm0, (%r9,%rbx,8)
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
	imulq %rax, %rsi
	vcvtusi2sd %rsi, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	vbroadcastsd %xmm0, %ymm2
	vmovsd .LCPI_2(%rip), %xmm1
	vdivsd %xmm0, %xmm1, %xmm1
	vbroadcastsd %xmm1, %ymm1
	leaq 15(%rax), %r12
	movq %r10, %rsi
	cmpq %rdx, %r12
	jbe .LBB_4
.LBB_25:
	leaq 4(%rsi), %r12
	cmpq %rdx, %r12
	jbe .LBB_27
	movq %rsi, %r8
.LBB_37:
	movq %rdx, %rsi
	subq %r8, %rsi
	jbe .LBB_47
	testq %rax, %rax
	je .LBB_61
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
	jmp .LBB_40
.LBB_46:
	vdivsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, (%r9,%r8,8)
	addq $8, %r15
	addq $8, %rdi
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_47
.LBB_40:
	leaq 1(%r8), %rsi
	cmpq %rax, %r11
	jb .LBB_86
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_44
.LBB_42:
	vmovsd (%rcx,%r12,8), %xmm2
	vmovsd 8(%rcx,%r12,8), %xmm3
	vmulsd -56(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -48(%r15,%r12,8), %xmm3, %xmm2
	vmovsd 16(%rcx,%r12,8), %xmm3
	vmulsd -40(%r15,%r12,8), %xmm3, %xmm3
	vaddsd %xmm2, %xmm1, %xmm1
	vaddsd %xmm3, %xmm1, %xmm1
	vmovsd 24(%rcx,%r12,8), %xmm2
	vmulsd -32(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 32(%rcx,%r12,8), %xmm2
	vmulsd -24(%r15,%r12,8), %xmm2, %xmm2
	vmovsd 40(%rcx,%r12,8), %xmm3
	vmulsd -16(%r15,%r12,8), %xmm3, %xmm3
	vaddsd %xmm2, %xmm1, %xmm1
	vaddsd %xmm3, %xmm1, %xmm1
	vmovsd 48(%rcx,%r12,8), %xmm2
	vmulsd -8(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 56(%rcx,%r12,8), %xmm2
	vmulsd (%r15,%r12,8), %xmm2, %xmm2
	addq $8, %r12
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r12, %r14
	jne .LBB_42
	testq %rbx, %rbx
	je .LBB_46
.LBB_44:
	leaq (%rdi,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_45:
	vmovsd (%r12,%rbp,8), %xmm2
	vmulsd (%r13,%rbp,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	incq %rbp
	cmpq %rbp, %rbx
	jne .LBB_45
	jmp .LBB_46
.LBB_4:
	vxorpd .LCPI_3(%rip){1to4}, %ymm2, %ymm3
	movq %rax, %r8
	andq $-2, %r8
	movl %eax, %r11d
	andl $3, %r11d
	movl %eax, %ebx
	andl $12, %ebx
	vbroadcastsd .LCPI_4(%rip), %ymm4
	vbroadcastsd .LCPI_5(%rip), %ymm5
	vbroadcastsd .LCPI_6(%rip), %ymm6
	vpcmpeqd %ymm7, %ymm7, %ymm7
	movq %rdi, %r14
	movq %r10, %r15
	jmp .LBB_5
.LBB_81:
	vdivpd %ymm2, %ymm9, %ymm9
.LBB_83:
	vmovupd %ymm9, 96(%r9,%r15,8)
	leaq 16(%rsi), %r12
	subq $-128, %r14
	movq %rsi, %r15
	cmpq %rdx, %r12
	ja .LBB_25
.LBB_5:
	movq %r12, %rsi
	cmpq $15, %rax
	ja .LBB_54
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm8, %xmm8, %xmm8
	xorl %r12d, %r12d
	cmpq $3, %r10
	jb .LBB_9
.LBB_7:
	vbroadcastsd (%rcx,%r12,8), %ymm12
	vmulpd (%r14,%r12,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vmulpd 32(%r14,%r12,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm11, %ymm11
	vmulpd 64(%r14,%r12,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm10, %ymm10
	vmulpd 96(%r14,%r12,8), %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vbroadcastsd 8(%rcx,%r12,8), %ymm12
	vmulpd 8(%r14,%r12,8), %ymm12, %ymm13
	vmulpd 40(%r14,%r12,8), %ymm12, %ymm14
	vaddpd %ymm13, %ymm8, %ymm8
	vaddpd %ymm14, %ymm11, %ymm11
	vmulpd 72(%r14,%r12,8), %ymm12, %ymm13
	vmulpd 104(%r14,%r12,8), %ymm12, %ymm12
	vaddpd %ymm13, %ymm10, %ymm10
	vaddpd %ymm12, %ymm9, %ymm9
	vbroadcastsd 16(%rcx,%r12,8), %ymm12
	vmulpd 16(%r14,%r12,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vmulpd 48(%r14,%r12,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm11, %ymm11
	vmulpd 80(%r14,%r12,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm10, %ymm10
	vmulpd 112(%r14,%r12,8), %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vbroadcastsd 24(%rcx,%r12,8), %ymm12
	vmulpd 24(%r14,%r12,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vmulpd 56(%r14,%r12,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm11, %ymm11
	vmulpd 88(%r14,%r12,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm10, %ymm10
	vmulpd 120(%r14,%r12,8), %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	addq $4, %r12
	cmpq %r12, %rbx
	jne .LBB_7
	testq %r11, %r11
	je .LBB_59
.LBB_9:
	leaq (%rcx,%r12,8), %r13
	leaq (%r14,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_10:
	vbroadcastsd (%r13,%rbp,8), %ymm12
	vmulpd (%r12,%rbp,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vmulpd 32(%r12,%rbp,8), %ymm12, %ymm13
	vmulpd 64(%r12,%rbp,8), %ymm12, %ymm14
	vaddpd %ymm13, %ymm11, %ymm11
	vaddpd %ymm14, %ymm10, %ymm10
	vmulpd 96(%r12,%rbp,8), %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	incq %rbp
	cmpq %rbp, %r11
	jne .LBB_10
	jmp .LBB_59
.LBB_54:
	movq %r15, %r12
	subq %rax, %r12
	leaq (%rdi,%r12,8), %r12
	vbroadcastsd (%rcx), %ymm10
	vmulpd 8(%r12), %ymm10, %ymm8
	vxorpd %xmm9, %xmm9, %xmm9
	vaddpd %ymm9, %ymm8, %ymm8
	vbroadcastsd 8(%rcx), %ymm12
	vmulpd 16(%r12), %ymm12, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vbroadcastsd 16(%rcx), %ymm13
	vmulpd 24(%r12), %ymm13, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vbroadcastsd 24(%rcx), %ymm14
	vmulpd 32(%r12), %ymm14, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vbroadcastsd 32(%rcx), %ymm11
	vmovupd 40(%r12), %ymm15
	vmovupd 48(%r12), %ymm16
	vmovupd 56(%r12), %ymm17
	vmovupd 64(%r12), %ymm18
	vmulpd %ymm11, %ymm15, %ymm19
	vaddpd %ymm19, %ymm8, %ymm8
	vbroadcastsd 40(%rcx), %ymm19
	vmulpd %ymm19, %ymm16, %ymm20
	vaddpd %ymm20, %ymm8, %ymm8
	vbroadcastsd 48(%rcx), %ymm20
	vmulpd %ymm20, %ymm17, %ymm21
	vaddpd %ymm21, %ymm8, %ymm8
	vbroadcastsd 56(%rcx), %ymm21
	vmulpd %ymm21, %ymm18, %ymm22
	vaddpd %ymm22, %ymm8, %ymm8
	vmovupd 72(%r12), %ymm22
	vmulpd 64(%rcx){1to4}, %ymm22, %ymm23
	vaddpd %ymm23, %ymm8, %ymm8
	vmovupd 80(%r12), %ymm23
	vmulpd 72(%rcx){1to4}, %ymm23, %ymm24
	vaddpd %ymm24, %ymm8, %ymm8
	vmovupd 88(%r12), %ymm24
	vmulpd 80(%rcx){1to4}, %ymm24, %ymm25
	vaddpd %ymm25, %ymm8, %ymm8
	vmovupd 96(%r12), %ymm25
	vmulpd 88(%rcx){1to4}, %ymm25, %ymm26
	vaddpd %ymm26, %ymm8, %ymm8
	vmulpd %ymm10, %ymm15, %ymm15
	vaddpd %ymm9, %ymm15, %ymm15
	vmulpd %ymm12, %ymm16, %ymm16
	vaddpd %ymm16, %ymm15, %ymm15
	vmulpd %ymm13, %ymm17, %ymm16
	vaddpd %ymm16, %ymm15, %ymm15
	vmulpd %ymm14, %ymm18, %ymm16
	vaddpd %ymm16, %ymm15, %ymm15
	vmulpd %ymm11, %ymm22, %ymm11
	vaddpd %ymm11, %ymm15, %ymm11
	vmulpd %ymm19, %ymm23, %ymm15
	vaddpd %ymm15, %ymm11, %ymm11
	vmulpd %ymm20, %ymm24, %ymm15
	vaddpd %ymm15, %ymm11, %ymm11
	vmulpd %ymm21, %ymm25, %ymm15
	vaddpd %ymm15, %ymm11, %ymm11
	vmulpd %ymm10, %ymm22, %ymm10
	vaddpd %ymm9, %ymm10, %ymm10
	vmulpd %ymm12, %ymm23, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vmulpd %ymm13, %ymm24, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vmulpd %ymm14, %ymm25, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	movl $12, %r13d
.LBB_55:
	vmovupd (%r14,%r13,8), %ymm12
	vmovupd 8(%r14,%r13,8), %ymm13
	vmulpd (%rcx,%r13,8){1to4}, %ymm12, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vmulpd -32(%rcx,%r13,8){1to4}, %ymm12, %ymm14
	vaddpd %ymm14, %ymm11, %ymm11
	vmulpd -64(%rcx,%r13,8){1to4}, %ymm12, %ymm14
	vaddpd %ymm14, %ymm10, %ymm10
	vmulpd -96(%rcx,%r13,8){1to4}, %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vmulpd 8(%rcx,%r13,8){1to4}, %ymm13, %ymm12
	vaddpd %ymm12, %ymm8, %ymm8
	vmulpd -24(%rcx,%r13,8){1to4}, %ymm13, %ymm12
	vaddpd %ymm12, %ymm11, %ymm11
	vmulpd -56(%rcx,%r13,8){1to4}, %ymm13, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vmulpd -88(%rcx,%r13,8){1to4}, %ymm13, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	addq $2, %r13
	cmpq %r13, %r8
	jne .LBB_55
	testb $1, %al
	je .LBB_58
	vmovupd (%r14,%r13,8), %ymm12
	vmulpd (%rcx,%r13,8){1to4}, %ymm12, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vmulpd -32(%rcx,%r13,8){1to4}, %ymm12, %ymm13
	vaddpd %ymm13, %ymm11, %ymm11
	vmulpd -64(%rcx,%r13,8){1to4}, %ymm12, %ymm13
	vaddpd %ymm13, %ymm10, %ymm10
	vmulpd -96(%rcx,%r13,8){1to4}, %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
.LBB_58:
	vbroadcastsd -32(%rcx,%rax,8), %ymm12
	vmovupd 8(%r12,%rax,8), %ymm13
	vmovupd 16(%r12,%rax,8), %ymm14
	vmovupd 24(%r12,%rax,8), %ymm15
	vmovupd 32(%r12,%rax,8), %ymm16
	vmulpd %ymm12, %ymm13, %ymm17
	vaddpd %ymm17, %ymm11, %ymm11
	vbroadcastsd -24(%rcx,%rax,8), %ymm17
	vmulpd %ymm17, %ymm14, %ymm18
	vaddpd %ymm18, %ymm11, %ymm11
	vbroadcastsd -16(%rcx,%rax,8), %ymm18
	vmulpd %ymm18, %ymm15, %ymm19
	vaddpd %ymm19, %ymm11, %ymm11
	vbroadcastsd -8(%rcx,%rax,8), %ymm19
	vmulpd %ymm19, %ymm16, %ymm20
	vaddpd %ymm20, %ymm11, %ymm11
	vmovupd 40(%r12,%rax,8), %ymm20
	vbroadcastsd -64(%rcx,%rax,8), %ymm21
	vmulpd %ymm21, %ymm13, %ymm22
	vaddpd %ymm22, %ymm10, %ymm10
	vbroadcastsd -56(%rcx,%rax,8), %ymm22
	vmulpd %ymm22, %ymm14, %ymm23
	vaddpd %ymm23, %ymm10, %ymm10
	vbroadcastsd -48(%rcx,%rax,8), %ymm23
	vmulpd %ymm23, %ymm15, %ymm24
	vaddpd %ymm24, %ymm10, %ymm10
	vbroadcastsd -40(%rcx,%rax,8), %ymm24
	vmulpd %ymm24, %ymm16, %ymm25
	vaddpd %ymm25, %ymm10, %ymm10
	vmulpd %ymm12, %ymm20, %ymm25
	vaddpd %ymm25, %ymm10, %ymm10
	vmovupd 48(%r12,%rax,8), %ymm25
	vmulpd %ymm17, %ymm25, %ymm26
	vaddpd %ymm26, %ymm10, %ymm10
	vmovupd 56(%r12,%rax,8), %ymm26
	vmulpd %ymm18, %ymm26, %ymm27
	vaddpd %ymm27, %ymm10, %ymm10
	vmovupd 64(%r12,%rax,8), %ymm27
	vmulpd %ymm19, %ymm27, %ymm28
	vaddpd %ymm28, %ymm10, %ymm10
	vmulpd -96(%rcx,%rax,8){1to4}, %ymm13, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd -88(%rcx,%rax,8){1to4}, %ymm14, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd -80(%rcx,%rax,8){1to4}, %ymm15, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd -72(%rcx,%rax,8){1to4}, %ymm16, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd %ymm21, %ymm20, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd %ymm22, %ymm25, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd %ymm23, %ymm26, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd %ymm24, %ymm27, %ymm13
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd 72(%r12,%rax,8), %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vmulpd 80(%r12,%rax,8), %ymm17, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vmulpd 88(%r12,%rax,8), %ymm18, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vmulpd 96(%r12,%rax,8), %ymm19, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
.LBB_59:
	vmulpd %ymm1, %ymm8, %ymm12
	vandpd %ymm4, %ymm12, %ymm13
	vcmpge_oqpd %ymm5, %ymm13, %ymm14
	vcmple_oqpd %ymm6, %ymm13, %ymm13
	vandpd %ymm14, %ymm13, %ymm13
	vpcmpgtq %ymm7, %ymm13, %k0
	kortestb %k0, %k0
	je .LBB_60
	vdivpd %ymm2, %ymm8, %ymm8
	jmp .LBB_74
.LBB_60:
	vmovapd %ymm12, %ymm13
	vfmadd213pd %ymm8, %ymm3, %ymm13
	vfmadd213pd %ymm12, %ymm1, %ymm13
	vfmadd231pd %ymm13, %ymm3, %ymm8
	vfmadd213pd %ymm13, %ymm1, %ymm8
.LBB_74:
	vmovupd %ymm8, (%r9,%r15,8)
	vmulpd %ymm1, %ymm11, %ymm8
	vandpd %ymm4, %ymm8, %ymm12
	vcmpge_oqpd %ymm5, %ymm12, %ymm13
	vcmple_oqpd %ymm6, %ymm12, %ymm12
	vandpd %ymm13, %ymm12, %ymm12
	vpcmpgtq %ymm7, %ymm12, %k0
	kortestb %k0, %k0
	je .LBB_76
	vdivpd %ymm2, %ymm11, %ymm11
	jmp .LBB_77
.LBB_76:
	vmovapd %ymm8, %ymm12
	vfmadd213pd %ymm11, %ymm3, %ymm12
	vfmadd213pd %ymm8, %ymm1, %ymm12
	vfmadd231pd %ymm12, %ymm3, %ymm11
	vfmadd213pd %ymm12, %ymm1, %ymm11
.LBB_77:
	vmovupd %ymm11, 32(%r9,%r15,8)
	vmulpd %ymm1, %ymm10, %ymm8
	vandpd %ymm4, %ymm8, %ymm11
	vcmpge_oqpd %ymm5, %ymm11, %ymm12
	vcmple_oqpd %ymm6, %ymm11, %ymm11
	vandpd %ymm12, %ymm11, %ymm11
	vpcmpgtq %ymm7, %ymm11, %k0
	kortestb %k0, %k0
	je .LBB_79
	vdivpd %ymm2, %ymm10, %ymm10
	jmp .LBB_80
.LBB_79:
	vmovapd %ymm8, %ymm11
	vfmadd213pd %ymm10, %ymm3, %ymm11
	vfmadd213pd %ymm8, %ymm1, %ymm11
	vfmadd231pd %ymm11, %ymm3, %ymm10
	vfmadd213pd %ymm11, %ymm1, %ymm10
.LBB_80:
	vmovupd %ymm10, 64(%r9,%r15,8)
	vmulpd %ymm1, %ymm9, %ymm8
	vandpd %ymm4, %ymm8, %ymm10
	vcmpge_oqpd %ymm5, %ymm10, %ymm11
	vcmple_oqpd %ymm6, %ymm10, %ymm10
	vandpd %ymm11, %ymm10, %ymm10
	vpcmpgtq %ymm7, %ymm10, %k0
	kortestb %k0, %k0
	jne .LBB_81
	vmovapd %ymm8, %ymm10
	vfmadd213pd %ymm9, %ymm3, %ymm10
	vfmadd213pd %ymm8, %ymm1, %ymm10
	vfmadd231pd %ymm10, %ymm3, %ymm9
	vfmadd213pd %ymm10, %ymm1, %ymm9
	jmp .LBB_83
.LBB_27:
	vxorpd .LCPI_3(%rip){1to4}, %ymm2, %ymm3
	testq %rax, %rax
	je .LBB_49
	movl %eax, %r11d
	andl $7, %r11d
	movq %rax, %rbx
	andq $-8, %rbx
	leaq (,%rax,8), %r8
	leaq (%rdi,%rsi,8), %r14
	subq %r8, %r14
	leaq 64(%r14), %r15
	addq $8, %r14
	vbroadcastsd .LCPI_4(%rip), %ymm4
	vbroadcastsd .LCPI_5(%rip), %ymm5
	vbroadcastsd .LCPI_6(%rip), %ymm6
	vpcmpeqd %ymm7, %ymm7, %ymm7
	jmp .LBB_29
.LBB_35:
	vmovapd %ymm9, %ymm10
	vfmadd213pd %ymm8, %ymm3, %ymm10
	vfmadd213pd %ymm9, %ymm1, %ymm10
	vfmadd231pd %ymm10, %ymm3, %ymm8
	vfmadd213pd %ymm10, %ymm1, %ymm8
.LBB_36:
	vmovupd %ymm8, (%r9,%rsi,8)
	leaq 4(%r8), %r12
	addq $32, %r15
	addq $32, %r14
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_37
.LBB_29:
	movq %r12, %r8
	vxorpd %xmm8, %xmm8, %xmm8
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_32
.LBB_30:
	vmovupd -56(%r15,%r12,8), %ymm9
	vmovupd -48(%r15,%r12,8), %ymm10
	vmovupd -40(%r15,%r12,8), %ymm11
	vmovupd -32(%r15,%r12,8), %ymm12
	vmulpd (%rcx,%r12,8){1to4}, %ymm9, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmulpd 8(%rcx,%r12,8){1to4}, %ymm10, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmulpd 16(%rcx,%r12,8){1to4}, %ymm11, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmulpd 24(%rcx,%r12,8){1to4}, %ymm12, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmovupd -24(%r15,%r12,8), %ymm9
	vmulpd 32(%rcx,%r12,8){1to4}, %ymm9, %ymm9
	vmovupd -16(%r15,%r12,8), %ymm10
	vmulpd 40(%rcx,%r12,8){1to4}, %ymm10, %ymm10
	vaddpd %ymm9, %ymm8, %ymm8
	vaddpd %ymm10, %ymm8, %ymm8
	vmovupd -8(%r15,%r12,8), %ymm9
	vmulpd 48(%rcx,%r12,8){1to4}, %ymm9, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmovupd (%r15,%r12,8), %ymm9
	vmulpd 56(%rcx,%r12,8){1to4}, %ymm9, %ymm9
	addq $8, %r12
	vaddpd %ymm9, %ymm8, %ymm8
	cmpq %r12, %rbx
	jne .LBB_30
	testq %r11, %r11
	je .LBB_34
.LBB_32:
	leaq (%r14,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_33:
	vmovupd (%r13,%rbp,8), %ymm9
	vmulpd (%r12,%rbp,8){1to4}, %ymm9, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	incq %rbp
	cmpq %rbp, %r11
	jne .LBB_33
.LBB_34:
	vmulpd %ymm1, %ymm8, %ymm9
	vandpd %ymm4, %ymm9, %ymm10
	vcmpge_oqpd %ymm5, %ymm10, %ymm11
	vcmple_oqpd %ymm6, %ymm10, %ymm10
	vandpd %ymm11, %ymm10, %ymm10
	vpcmpgtq %ymm7, %ymm10, %k0
	kortestb %k0, %k0
	je .LBB_35
	vdivpd %ymm2, %ymm8, %ymm8
	jmp .LBB_36
.LBB_61:
	vxorpd %xmm1, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	cmpq $4, %rsi
	jb .LBB_72
	cmpq $16, %rsi
	jae .LBB_67
	xorl %eax, %eax
	jmp .LBB_64
.LBB_49:
	vxorpd %xmm4, %xmm4, %xmm4
	vmulpd %ymm4, %ymm1, %ymm5
	vbroadcastsd .LCPI_5(%rip), %ymm6
	vcmpge_oqpd %ymm6, %ymm5, %ymm6
	vbroadcastsd .LCPI_6(%rip), %ymm7
	vcmple_oqpd %ymm7, %ymm5, %ymm7
	vandpd %ymm6, %ymm7, %ymm6
	vpcmpeqd %ymm7, %ymm7, %ymm7
	vpcmpgtq %ymm7, %ymm6, %k0
	kortestb %k0, %k0
	je .LBB_52
	vdivpd %ymm2, %ymm4, %ymm1
.LBB_51:
	vmovupd %ymm1, (%r9,%rsi,8)
	leaq 4(%rsi), %r8
	addq $8, %rsi
	cmpq %rdx, %rsi
	movq %r8, %rsi
	jbe .LBB_51
	jmp .LBB_37
.LBB_52:
	vmovapd %ymm5, %ymm2
	vfmadd213pd %ymm4, %ymm3, %ymm2
	vfmadd213pd %ymm5, %ymm1, %ymm2
	vfmadd213pd %ymm4, %ymm2, %ymm3
	vfmadd213pd %ymm2, %ymm1, %ymm3
.LBB_53:
	vmovupd %ymm3, (%r9,%rsi,8)
	leaq 4(%rsi), %r8
	addq $8, %rsi
	cmpq %rdx, %rsi
	movq %r8, %rsi
	jbe .LBB_53
	jmp .LBB_37
.LBB_67:
	movq %rsi, %rax
	andq $-16, %rax
	vbroadcastsd %xmm0, %ymm1
	leaq 96(%r9,%r8,8), %rcx
	xorl %edi, %edi
.LBB_68:
	vmovupd %ymm1, -96(%rcx,%rdi,8)
	vmovupd %ymm1, -64(%rcx,%rdi,8)
	vmovupd %ymm1, -32(%rcx,%rdi,8)
	vmovupd %ymm1, (%rcx,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rax
	jne .LBB_68
	cmpq %rax, %rsi
	je .LBB_47
	testb $12, %sil
	je .LBB_71
.LBB_64:
	movq %rsi, %rcx
	andq $-4, %rcx
	vbroadcastsd %xmm0, %ymm1
	leaq (%r9,%r8,8), %rdi
	addq %rcx, %r8
.LBB_65:
	vmovupd %ymm1, (%rdi,%rax,8)
	addq $4, %rax
	cmpq %rax, %rcx
	jne .LBB_65
	cmpq %rcx, %rsi
	je .LBB_47
.LBB_72:
	vmovsd %xmm0, (%r9,%r8,8)
	incq %r8
	cmpq %r8, %rdx
	jne .LBB_72
.LBB_47:
	addq $24, %rsp
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
.LBB_71:
	addq %rax, %r8
	jmp .LBB_72
.LBB_86:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_85:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_84:
	leaq .Lanon.3(%rip), %r9
	leaq 8(%rsp), %rsi
	leaq 16(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
