# kernel_simd::x86_64::avx2::wma_into — kernel-simd, target-cpu=znver4
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
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
	movq %rdi, (%rsp)
	movq %rsi, 16(%rsp)
	movq %rdx, 8(%rsp)
	cmpq %rsi, %rdx
	jne .LBB_85
	leaq -1(%rax), %rbp
	cmpq %r8, %rbp
	jae .LBB_86
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
	movabsq $4611686018427387872, %r11
	incq %r8
	cmpq $248, %r10
	jae .LBB_18
	xorl %ebx, %ebx
	jmp .LBB_15
.LBB_18:
	vbroadcastsd .LCPI_0(%rip), %zmm0
	movq %r8, %rbx
	andq %r11, %rbx
	xorl %r10d, %r10d
.LBB_19:
	vmovupd %zmm0, (%r9,%r10,8)
	vmovupd %zmm0, 64(%r9,%r10,8)
	vmovupd %zmm0, 128(%r9,%r10,8)
	vmovupd %zmm0, 192(%r9,%r10,8)
	addq $32, %r10
	cmpq %r10, %rbx
	jne .LBB_19
	cmpq %rbx, %r8
	je .LBB_3
	testb $28, %r8b
	je .LBB_22
.LBB_15:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $28, %r11
	andq %r8, %r11
	leaq (%r9,%r11,8), %r14
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
	vmovsd .LCPI_2(%rip), %xmm1
	leaq 15(%rax), %r13
	imulq %rax, %rsi
	vcvtusi2sd %rsi, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movq %rbp, %rsi
	vdivsd %xmm0, %xmm1, %xmm1
	vbroadcastsd %xmm0, %ymm2
	vbroadcastsd %xmm1, %ymm1
	cmpq %rdx, %r13
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
	je .LBB_62
	movq (%rsp), %rdi
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
	jmp .LBB_40
.LBB_46:
	vdivsd %xmm0, %xmm1, %xmm1
	addq $8, %r15
	addq $8, %rdi
	vmovsd %xmm1, (%r9,%r8,8)
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_47
.LBB_40:
	leaq 1(%r8), %rsi
	cmpq %rax, %r11
	jb .LBB_87
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r10d, %r10d
	cmpq $7, %rbp
	jb .LBB_44
.LBB_42:
	vmovsd (%rcx,%r10,8), %xmm2
	vmovsd 8(%rcx,%r10,8), %xmm3
	vmulsd -56(%r15,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -48(%r15,%r10,8), %xmm3, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 16(%rcx,%r10,8), %xmm2
	vmulsd -40(%r15,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 24(%rcx,%r10,8), %xmm2
	vmulsd -32(%r15,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 32(%rcx,%r10,8), %xmm2
	vmulsd -24(%r15,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 40(%rcx,%r10,8), %xmm2
	vmulsd -16(%r15,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 48(%rcx,%r10,8), %xmm2
	vmulsd -8(%r15,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 56(%rcx,%r10,8), %xmm2
	vmulsd (%r15,%r10,8), %xmm2, %xmm2
	addq $8, %r10
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r10, %r14
	jne .LBB_42
	testq %rbx, %rbx
	je .LBB_46
.LBB_44:
	leaq (%rdi,%r10,8), %r12
	leaq (%rcx,%r10,8), %r10
	xorl %r13d, %r13d
.LBB_45:
	vmovsd (%r10,%r13,8), %xmm2
	vmulsd (%r12,%r13,8), %xmm2, %xmm2
	incq %r13
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r13, %rbx
	jne .LBB_45
	jmp .LBB_46
.LBB_4:
	vbroadcastsd .LCPI_5(%rip), %ymm5
	vbroadcastsd .LCPI_6(%rip), %ymm6
	vxorpd .LCPI_3(%rip){1to4}, %ymm2, %ymm3
	vbroadcastsd .LCPI_4(%rip), %ymm4
	movq (%rsp), %r15
	movl %eax, %r11d
	movl %eax, %r14d
	movq %rax, %rbx
	andl $3, %r11d
	andq $-4, %rbx
	andl $12, %r14d
	vpcmpeqd %ymm7, %ymm7, %ymm7
	movq %rbp, %r12
	jmp .LBB_5
.LBB_82:
	vdivpd %ymm2, %ymm9, %ymm9
.LBB_84:
	leaq 16(%rsi), %r13
	subq $-128, %r15
	vmovupd %ymm9, 96(%r9,%r12,8)
	movq %rsi, %r12
	cmpq %rdx, %r13
	ja .LBB_25
.LBB_5:
	movq %r13, %rsi
	cmpq $15, %rax
	ja .LBB_54
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm8, %xmm8, %xmm8
	xorl %r13d, %r13d
	cmpq $3, %rbp
	jb .LBB_9
.LBB_7:
	vbroadcastsd (%rcx,%r13,8), %ymm12
	vmulpd (%r15,%r13,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vmulpd 32(%r15,%r13,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm11, %ymm11
	vmulpd 64(%r15,%r13,8), %ymm12, %ymm13
	vmulpd 96(%r15,%r13,8), %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vbroadcastsd 8(%rcx,%r13,8), %ymm12
	vaddpd %ymm13, %ymm10, %ymm10
	vmulpd 8(%r15,%r13,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vmulpd 40(%r15,%r13,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm11, %ymm11
	vmulpd 72(%r15,%r13,8), %ymm12, %ymm13
	vmulpd 104(%r15,%r13,8), %ymm12, %ymm12
	vaddpd %ymm12, %ymm9, %ymm9
	vbroadcastsd 16(%rcx,%r13,8), %ymm12
	vaddpd %ymm13, %ymm10, %ymm10
	vmulpd 16(%r15,%r13,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm8, %ymm8
	vmulpd 48(%r15,%r13,8), %ymm12, %ymm13
	vaddpd %ymm13, %ymm11, %ymm11
	vmulpd 80(%r15,%r13,8), %ymm12, %ymm13
	vmulpd 112(%r15,%r13,8), %ymm12, %ymm12
	vaddpd %ymm13, %ymm10, %ymm10
	vbroadcastsd 24(%rcx,%r13,8), %ymm13
	vaddpd %ymm12, %ymm9, %ymm9
	vmulpd 24(%r15,%r13,8), %ymm13, %ymm12
	vmulpd 56(%r15,%r13,8), %ymm13, %ymm15
	vmulpd 88(%r15,%r13,8), %ymm13, %ymm14
	vmulpd 120(%r15,%r13,8), %ymm13, %ymm13
	addq $4, %r13
	vaddpd %ymm12, %ymm8, %ymm8
	vaddpd %ymm15, %ymm11, %ymm11
	vaddpd %ymm14, %ymm10, %ymm10
	vaddpd %ymm13, %ymm9, %ymm9
	cmpq %r13, %r14
	jne .LBB_7
	testb $3, %al
	je .LBB_60
.LBB_9:
	leaq (%rcx,%r13,8), %r8
	leaq (%r15,%r13,8), %r13
	xorl %r10d, %r10d
.LBB_10:
	vbroadcastsd (%r8,%r10,8), %ymm12
	vmulpd (%r13,%r10,8), %ymm12, %ymm13
	vmulpd 32(%r13,%r10,8), %ymm12, %ymm15
	vmulpd 64(%r13,%r10,8), %ymm12, %ymm14
	vmulpd 96(%r13,%r10,8), %ymm12, %ymm12
	incq %r10
	vaddpd %ymm13, %ymm8, %ymm8
	vaddpd %ymm15, %ymm11, %ymm11
	vaddpd %ymm14, %ymm10, %ymm10
	vaddpd %ymm12, %ymm9, %ymm9
	cmpq %r10, %r11
	jne .LBB_10
	jmp .LBB_60
.LBB_54:
	movq (%rsp), %r8
	movq %r12, %r13
	subq %rax, %r13
	movq %rbp, %rdi
	vbroadcastsd (%rcx), %ymm8
	vbroadcastsd 8(%rcx), %ymm11
	vxorpd %xmm9, %xmm9, %xmm9
	vbroadcastsd 24(%rcx), %ymm13
	vbroadcastsd 32(%rcx), %ymm15
	vbroadcastsd 40(%rcx), %ymm23
	vbroadcastsd 48(%rcx), %ymm22
	vbroadcastsd 56(%rcx), %ymm21
	leaq (%r8,%r13,8), %rbp
	leaq -13(%rax), %r8
	vmulpd 8(%rbp), %ymm8, %ymm10
	vmulpd 16(%rbp), %ymm11, %ymm12
	vmovupd 48(%rbp), %ymm16
	vmovupd 56(%rbp), %ymm17
	vmovupd 64(%rbp), %ymm18
	vmulpd %ymm23, %ymm16, %ymm20
	vmulpd %ymm11, %ymm16, %ymm16
	vaddpd %ymm9, %ymm10, %ymm10
	vaddpd %ymm12, %ymm10, %ymm10
	vbroadcastsd 16(%rcx), %ymm12
	vmulpd 24(%rbp), %ymm12, %ymm14
	vaddpd %ymm14, %ymm10, %ymm10
	vmulpd 32(%rbp), %ymm13, %ymm14
	vaddpd %ymm14, %ymm10, %ymm10
	vmovupd 40(%rbp), %ymm14
	vmulpd %ymm15, %ymm14, %ymm19
	vmulpd %ymm8, %ymm14, %ymm14
	vaddpd %ymm19, %ymm10, %ymm10
	vaddpd %ymm9, %ymm14, %ymm14
	vaddpd %ymm16, %ymm14, %ymm14
	vmulpd %ymm22, %ymm17, %ymm16
	vaddpd %ymm20, %ymm10, %ymm10
	vmulpd %ymm12, %ymm17, %ymm17
	vaddpd %ymm17, %ymm14, %ymm14
	vaddpd %ymm16, %ymm10, %ymm10
	vmulpd %ymm21, %ymm18, %ymm17
	vaddpd %ymm17, %ymm10, %ymm10
	vmulpd %ymm13, %ymm18, %ymm17
	vaddpd %ymm17, %ymm14, %ymm14
	vmovupd 72(%rbp), %ymm17
	vmulpd 64(%rcx){1to4}, %ymm17, %ymm18
	vmulpd %ymm15, %ymm17, %ymm15
	vmulpd %ymm8, %ymm17, %ymm8
	vaddpd %ymm15, %ymm14, %ymm14
	vmovupd 80(%rbp), %ymm15
	vaddpd %ymm9, %ymm8, %ymm8
	vaddpd %ymm18, %ymm10, %ymm10
	vmulpd 72(%rcx){1to4}, %ymm15, %ymm17
	vmulpd %ymm11, %ymm15, %ymm11
	vaddpd %ymm11, %ymm8, %ymm8
	vmovupd 88(%rbp), %ymm11
	vaddpd %ymm17, %ymm10, %ymm10
	vmulpd %ymm23, %ymm15, %ymm17
	vmulpd 80(%rcx){1to4}, %ymm11, %ymm15
	vaddpd %ymm17, %ymm14, %ymm14
	vmovupd 96(%rbp), %ymm17
	movl $12, %ebp
	vmulpd %ymm22, %ymm11, %ymm18
	vmulpd %ymm12, %ymm11, %ymm11
	vaddpd %ymm11, %ymm8, %ymm12
	vmulpd 88(%rcx){1to4}, %ymm17, %ymm8
	vaddpd %ymm15, %ymm10, %ymm10
	vaddpd %ymm18, %ymm14, %ymm14
	vaddpd %ymm8, %ymm10, %ymm8
	vmulpd %ymm21, %ymm17, %ymm10
	vaddpd %ymm10, %ymm14, %ymm11
	vmulpd %ymm13, %ymm17, %ymm10
	vaddpd %ymm10, %ymm12, %ymm10
	cmpq $3, %r8
	jb .LBB_57
.LBB_55:
	vmovupd (%r15,%rbp,8), %ymm12
	vmovupd 8(%r15,%rbp,8), %ymm13
	vmovupd 16(%r15,%rbp,8), %ymm14
	vmovupd 24(%r15,%rbp,8), %ymm15
	vmulpd (%rcx,%rbp,8){1to4}, %ymm12, %ymm16
	vmulpd -24(%rcx,%rbp,8){1to4}, %ymm13, %ymm17
	vaddpd %ymm16, %ymm8, %ymm8
	vmulpd -32(%rcx,%rbp,8){1to4}, %ymm12, %ymm16
	vaddpd %ymm16, %ymm11, %ymm11
	vmulpd -64(%rcx,%rbp,8){1to4}, %ymm12, %ymm16
	vmulpd -96(%rcx,%rbp,8){1to4}, %ymm12, %ymm12
	vaddpd %ymm17, %ymm11, %ymm11
	vmulpd -88(%rcx,%rbp,8){1to4}, %ymm13, %ymm17
	vaddpd %ymm16, %ymm10, %ymm10
	vmulpd 8(%rcx,%rbp,8){1to4}, %ymm13, %ymm16
	vaddpd %ymm12, %ymm9, %ymm9
	vaddpd %ymm17, %ymm9, %ymm9
	vaddpd %ymm16, %ymm8, %ymm8
	vmulpd -56(%rcx,%rbp,8){1to4}, %ymm13, %ymm16
	vmulpd -16(%rcx,%rbp,8){1to4}, %ymm14, %ymm13
	vaddpd %ymm16, %ymm10, %ymm10
	vmulpd 16(%rcx,%rbp,8){1to4}, %ymm14, %ymm16
	vaddpd %ymm13, %ymm11, %ymm11
	vmulpd -80(%rcx,%rbp,8){1to4}, %ymm14, %ymm13
	vaddpd %ymm16, %ymm8, %ymm8
	vmulpd -48(%rcx,%rbp,8){1to4}, %ymm14, %ymm16
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd 24(%rcx,%rbp,8){1to4}, %ymm15, %ymm14
	vmulpd -8(%rcx,%rbp,8){1to4}, %ymm15, %ymm13
	vaddpd %ymm14, %ymm8, %ymm8
	vaddpd %ymm13, %ymm11, %ymm11
	vmulpd -72(%rcx,%rbp,8){1to4}, %ymm15, %ymm13
	vmulpd -40(%rcx,%rbp,8){1to4}, %ymm15, %ymm14
	vaddpd %ymm16, %ymm10, %ymm10
	addq $4, %rbp
	vaddpd %ymm14, %ymm10, %ymm10
	vaddpd %ymm13, %ymm9, %ymm9
	cmpq %rbp, %rbx
	jne .LBB_55
	testq %r11, %r11
	je .LBB_59
.LBB_57:
	leaq (%rcx,%rbp,8), %r8
	leaq (%r15,%rbp,8), %rbp
	xorl %r10d, %r10d
.LBB_58:
	vmovupd (%rbp,%r10,8), %ymm12
	vmulpd (%r8,%r10,8){1to4}, %ymm12, %ymm13
	vmulpd -32(%r8,%r10,8){1to4}, %ymm12, %ymm15
	vmulpd -64(%r8,%r10,8){1to4}, %ymm12, %ymm14
	vmulpd -96(%r8,%r10,8){1to4}, %ymm12, %ymm12
	incq %r10
	vaddpd %ymm13, %ymm8, %ymm8
	vaddpd %ymm15, %ymm11, %ymm11
	vaddpd %ymm14, %ymm10, %ymm10
	vaddpd %ymm12, %ymm9, %ymm9
	cmpq %r10, %r11
	jne .LBB_58
.LBB_59:
	movq (%rsp), %r8
	vbroadcastsd -32(%rcx,%rax,8), %ymm12
	vbroadcastsd -64(%rcx,%rax,8), %ymm21
	vbroadcastsd -56(%rcx,%rax,8), %ymm23
	vbroadcastsd -8(%rcx,%rax,8), %ymm19
	movq %rdi, %rbp
	leaq 8(%r8,%r13,8), %r13
	vmovupd (%r13,%rax,8), %ymm13
	vmovupd 8(%r13,%rax,8), %ymm14
	vmovupd 16(%r13,%rax,8), %ymm15
	vmovupd 24(%r13,%rax,8), %ymm16
	vmovupd 40(%r13,%rax,8), %ymm31
	vmovupd 48(%r13,%rax,8), %ymm30
	vmovupd 56(%r13,%rax,8), %ymm29
	vmulpd %ymm12, %ymm13, %ymm17
	vmulpd %ymm21, %ymm13, %ymm22
	vmulpd -96(%rcx,%rax,8){1to4}, %ymm13, %ymm13
	vmulpd %ymm19, %ymm29, %ymm28
	vaddpd %ymm17, %ymm11, %ymm11
	vbroadcastsd -24(%rcx,%rax,8), %ymm17
	vaddpd %ymm22, %ymm10, %ymm10
	vmulpd %ymm23, %ymm14, %ymm22
	vaddpd %ymm22, %ymm10, %ymm10
	vbroadcastsd -48(%rcx,%rax,8), %ymm22
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd -88(%rcx,%rax,8){1to4}, %ymm14, %ymm13
	vmulpd %ymm17, %ymm14, %ymm18
	vmulpd %ymm17, %ymm31, %ymm26
	vaddpd %ymm18, %ymm11, %ymm11
	vbroadcastsd -16(%rcx,%rax,8), %ymm18
	vmulpd %ymm22, %ymm15, %ymm24
	vmulpd 80(%r13,%rax,8), %ymm18, %ymm14
	vaddpd %ymm24, %ymm10, %ymm10
	vbroadcastsd -40(%rcx,%rax,8), %ymm24
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd -80(%rcx,%rax,8){1to4}, %ymm15, %ymm13
	vmulpd %ymm18, %ymm15, %ymm20
	vmulpd %ymm18, %ymm30, %ymm27
	vaddpd %ymm20, %ymm11, %ymm11
	vmulpd %ymm19, %ymm16, %ymm20
	vmulpd %ymm24, %ymm16, %ymm25
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd -72(%rcx,%rax,8){1to4}, %ymm16, %ymm13
	vaddpd %ymm20, %ymm11, %ymm11
	vmovupd 32(%r13,%rax,8), %ymm20
	vaddpd %ymm25, %ymm10, %ymm10
	vmulpd %ymm12, %ymm20, %ymm25
	vmulpd 64(%r13,%rax,8), %ymm12, %ymm12
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd %ymm21, %ymm20, %ymm13
	vaddpd %ymm25, %ymm10, %ymm10
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd %ymm23, %ymm31, %ymm13
	vaddpd %ymm26, %ymm10, %ymm10
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd %ymm22, %ymm30, %ymm13
	vaddpd %ymm27, %ymm10, %ymm10
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd %ymm24, %ymm29, %ymm13
	vaddpd %ymm28, %ymm10, %ymm10
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd 72(%r13,%rax,8), %ymm17, %ymm13
	vaddpd %ymm12, %ymm9, %ymm9
	vaddpd %ymm13, %ymm9, %ymm9
	vmulpd 88(%r13,%rax,8), %ymm19, %ymm13
	vaddpd %ymm14, %ymm9, %ymm9
	vaddpd %ymm13, %ymm9, %ymm9
.LBB_60:
	vmulpd %ymm1, %ymm8, %ymm12
	vandpd %ymm4, %ymm12, %ymm13
	vcmpge_oqpd %ymm5, %ymm13, %ymm14
	vcmple_oqpd %ymm6, %ymm13, %ymm13
	vandpd %ymm14, %ymm13, %ymm13
	vpcmpgtq %ymm7, %ymm13, %k0
	kortestb %k0, %k0
	je .LBB_61
	vdivpd %ymm2, %ymm8, %ymm8
	jmp .LBB_75
.LBB_61:
	vmovapd %ymm12, %ymm13
	vfmadd213pd %ymm8, %ymm3, %ymm13
	vfmadd213pd %ymm12, %ymm1, %ymm13
	vfmadd231pd %ymm13, %ymm3, %ymm8
	vfmadd213pd %ymm13, %ymm1, %ymm8
.LBB_75:
	vmovupd %ymm8, (%r9,%r12,8)
	vmulpd %ymm1, %ymm11, %ymm8
	vandpd %ymm4, %ymm8, %ymm12
	vcmpge_oqpd %ymm5, %ymm12, %ymm13
	vcmple_oqpd %ymm6, %ymm12, %ymm12
	vandpd %ymm13, %ymm12, %ymm12
	vpcmpgtq %ymm7, %ymm12, %k0
	kortestb %k0, %k0
	je .LBB_77
	vdivpd %ymm2, %ymm11, %ymm11
	jmp .LBB_78
.LBB_77:
	vmovapd %ymm8, %ymm12
	vfmadd213pd %ymm11, %ymm3, %ymm12
	vfmadd213pd %ymm8, %ymm1, %ymm12
	vfmadd231pd %ymm12, %ymm3, %ymm11
	vfmadd213pd %ymm12, %ymm1, %ymm11
.LBB_78:
	vmulpd %ymm1, %ymm10, %ymm8
	vmovupd %ymm11, 32(%r9,%r12,8)
	vandpd %ymm4, %ymm8, %ymm11
	vcmpge_oqpd %ymm5, %ymm11, %ymm12
	vcmple_oqpd %ymm6, %ymm11, %ymm11
	vandpd %ymm12, %ymm11, %ymm11
	vpcmpgtq %ymm7, %ymm11, %k0
	kortestb %k0, %k0
	je .LBB_80
	vdivpd %ymm2, %ymm10, %ymm10
	jmp .LBB_81
.LBB_80:
	vmovapd %ymm8, %ymm11
	vfmadd213pd %ymm10, %ymm3, %ymm11
	vfmadd213pd %ymm8, %ymm1, %ymm11
	vfmadd231pd %ymm11, %ymm3, %ymm10
	vfmadd213pd %ymm11, %ymm1, %ymm10
.LBB_81:
	vmulpd %ymm1, %ymm9, %ymm8
	vmovupd %ymm10, 64(%r9,%r12,8)
	vandpd %ymm4, %ymm8, %ymm10
	vcmpge_oqpd %ymm5, %ymm10, %ymm11
	vcmple_oqpd %ymm6, %ymm10, %ymm10
	vandpd %ymm11, %ymm10, %ymm10
	vpcmpgtq %ymm7, %ymm10, %k0
	kortestb %k0, %k0
	jne .LBB_82
	vmovapd %ymm8, %ymm10
	vfmadd213pd %ymm9, %ymm3, %ymm10
	vfmadd213pd %ymm8, %ymm1, %ymm10
	vfmadd231pd %ymm10, %ymm3, %ymm9
	vfmadd213pd %ymm10, %ymm1, %ymm9
	jmp .LBB_84
.LBB_27:
	vxorpd .LCPI_3(%rip){1to4}, %ymm2, %ymm3
	testq %rax, %rax
	je .LBB_49
	movq (%rsp), %rdi
	vbroadcastsd .LCPI_5(%rip), %ymm4
	vbroadcastsd .LCPI_6(%rip), %ymm6
	vbroadcastsd .LCPI_4(%rip), %ymm5
	leaq (,%rax,8), %r8
	movl %eax, %r11d
	movq %rax, %rbx
	andl $7, %r11d
	andq $-8, %rbx
	vpcmpeqd %ymm7, %ymm7, %ymm7
	leaq (%rdi,%rsi,8), %r14
	subq %r8, %r14
	leaq 64(%r14), %r15
	addq $8, %r14
	jmp .LBB_29
.LBB_35:
	vmovapd %ymm9, %ymm10
	vfmadd213pd %ymm8, %ymm3, %ymm10
	vfmadd213pd %ymm9, %ymm1, %ymm10
	vfmadd231pd %ymm10, %ymm3, %ymm8
	vfmadd213pd %ymm10, %ymm1, %ymm8
.LBB_36:
	leaq 4(%r8), %r12
	addq $32, %r15
	addq $32, %r14
	vmovupd %ymm8, (%r9,%rsi,8)
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_37
.LBB_29:
	movq %r12, %r8
	vxorpd %xmm8, %xmm8, %xmm8
	xorl %r10d, %r10d
	cmpq $7, %rbp
	jb .LBB_32
.LBB_30:
	vmovupd -56(%r15,%r10,8), %ymm9
	vmovupd -48(%r15,%r10,8), %ymm10
	vmovupd -40(%r15,%r10,8), %ymm11
	vmovupd -32(%r15,%r10,8), %ymm12
	vmulpd (%rcx,%r10,8){1to4}, %ymm9, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmulpd 8(%rcx,%r10,8){1to4}, %ymm10, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmulpd 16(%rcx,%r10,8){1to4}, %ymm11, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmulpd 24(%rcx,%r10,8){1to4}, %ymm12, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmovupd -24(%r15,%r10,8), %ymm9
	vmulpd 32(%rcx,%r10,8){1to4}, %ymm9, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmovupd -16(%r15,%r10,8), %ymm9
	vmulpd 40(%rcx,%r10,8){1to4}, %ymm9, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmovupd -8(%r15,%r10,8), %ymm9
	vmulpd 48(%rcx,%r10,8){1to4}, %ymm9, %ymm9
	vaddpd %ymm9, %ymm8, %ymm8
	vmovupd (%r15,%r10,8), %ymm9
	vmulpd 56(%rcx,%r10,8){1to4}, %ymm9, %ymm9
	addq $8, %r10
	vaddpd %ymm9, %ymm8, %ymm8
	cmpq %r10, %rbx
	jne .LBB_30
	testq %r11, %r11
	je .LBB_34
.LBB_32:
	leaq (%r14,%r10,8), %r12
	leaq (%rcx,%r10,8), %r10
	xorl %r13d, %r13d
.LBB_33:
	vmovupd (%r12,%r13,8), %ymm9
	vmulpd (%r10,%r13,8){1to4}, %ymm9, %ymm9
	incq %r13
	vaddpd %ymm9, %ymm8, %ymm8
	cmpq %r13, %r11
	jne .LBB_33
.LBB_34:
	vmulpd %ymm1, %ymm8, %ymm9
	vandpd %ymm5, %ymm9, %ymm10
	vcmpge_oqpd %ymm4, %ymm10, %ymm11
	vcmple_oqpd %ymm6, %ymm10, %ymm10
	vandpd %ymm11, %ymm10, %ymm10
	vpcmpgtq %ymm7, %ymm10, %k0
	kortestb %k0, %k0
	je .LBB_35
	vdivpd %ymm2, %ymm8, %ymm8
	jmp .LBB_36
.LBB_62:
	vxorpd %xmm1, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	cmpq $4, %rsi
	jb .LBB_73
	cmpq $32, %rsi
	jae .LBB_68
	xorl %eax, %eax
	jmp .LBB_65
.LBB_49:
	vbroadcastsd .LCPI_5(%rip), %ymm6
	vbroadcastsd .LCPI_6(%rip), %ymm7
	vxorpd %xmm4, %xmm4, %xmm4
	vmulpd %ymm4, %ymm1, %ymm5
	vcmpge_oqpd %ymm6, %ymm5, %ymm6
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
.LBB_68:
	vbroadcastsd %xmm0, %zmm1
	leaq 192(%r9,%r8,8), %rcx
	movq %rsi, %rax
	andq $-32, %rax
	xorl %edi, %edi
.LBB_69:
	vmovupd %zmm1, -192(%rcx,%rdi,8)
	vmovupd %zmm1, -128(%rcx,%rdi,8)
	vmovupd %zmm1, -64(%rcx,%rdi,8)
	vmovupd %zmm1, (%rcx,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rax
	jne .LBB_69
	cmpq %rax, %rsi
	je .LBB_47
	testb $28, %sil
	je .LBB_72
.LBB_65:
	movq %rsi, %rcx
	andq $-4, %rcx
	leaq (%r9,%r8,8), %rdi
	vbroadcastsd %xmm0, %ymm1
	addq %rcx, %r8
.LBB_66:
	vmovupd %ymm1, (%rdi,%rax,8)
	addq $4, %rax
	cmpq %rax, %rcx
	jne .LBB_66
	cmpq %rcx, %rsi
	je .LBB_47
.LBB_73:
	vmovsd %xmm0, (%r9,%r8,8)
	incq %r8
	cmpq %r8, %rdx
	jne .LBB_73
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
.LBB_87:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_72:
	addq %rax, %r8
	jmp .LBB_73
.LBB_86:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_85:
	leaq .Lanon.3(%rip), %r9
	leaq 8(%rsp), %rsi
	leaq 16(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
