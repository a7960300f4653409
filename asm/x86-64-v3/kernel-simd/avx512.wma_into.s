# kernel_simd::x86_64::avx512::wma_into — kernel-simd, target-cpu=x86-64-v3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx512::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $2600, %rsp
	movq %rdx, %rax
	movq 2656(%rsp), %rdx
	movq %rdx, (%rsp)
	movq %rsi, 8(%rsp)
	cmpq %rsi, %rdx
	jne .LBB_82
	leaq -1(%rax), %r10
	cmpq %r8, %r10
	jae .LBB_83
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
	movabsq $4611686018427387872, %r11
	cmpq $248, %rbx
	jae .LBB_17
	xorl %ebx, %ebx
	jmp .LBB_14
.LBB_17:
	movq %r8, %rbx
	andq %r11, %rbx
	xorl %r14d, %r14d
	vbroadcastsd .LCPI_0(%rip), %zmm0
.LBB_18:
	vmovupd %zmm0, (%r9,%r14,8)
	vmovupd %zmm0, 64(%r9,%r14,8)
	vmovupd %zmm0, 128(%r9,%r14,8)
	vmovupd %zmm0, 192(%r9,%r14,8)
	addq $32, %r14
	cmpq %r14, %rbx
	jne .LBB_18
	cmpq %rbx, %r8
	je .LBB_3
	testb $28, %r8b
	je .LBB_21
.LBB_14:
	addq $28, %r11
	andq %r8, %r11
	leaq (%r9,%r11,8), %r14
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_15:
	vmovupd %ymm0, (%r9,%rbx,8)
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
	vcvtusi2sd %rsi, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm1
	vbroadcastsd %xmm1, %zmm13
	vmovsd .LCPI_2(%rip), %xmm0
	vmovapd %xmm1, 16(%rsp)
	vdivsd %xmm1, %xmm0, %xmm0
	vbroadcastsd %xmm0, %zmm14
	leaq 47(%rax), %r14
	movq %r10, %rsi
	cmpq %rdx, %r14
	jbe .LBB_4
.LBB_24:
	leaq 8(%rsi), %r12
	cmpq %rdx, %r12
	jbe .LBB_54
	movq %rsi, %r8
.LBB_26:
	movq %rdx, %rsi
	subq %r8, %rsi
	jbe .LBB_36
	testq %rax, %rax
	je .LBB_42
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
	vdivsd 16(%rsp), %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r8,8)
	addq $8, %r15
	addq $8, %rdi
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_36
.LBB_29:
	leaq 1(%r8), %rsi
	cmpq %rax, %r11
	jb .LBB_84
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_33
.LBB_31:
	vmovsd (%rcx,%r12,8), %xmm1
	vmovsd 8(%rcx,%r12,8), %xmm2
	vmulsd -56(%r15,%r12,8), %xmm1, %xmm1
	vmulsd -48(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm1, %xmm0, %xmm0
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
	vaddsd %xmm2, %xmm0, %xmm0
	cmpq %r12, %r14
	jne .LBB_31
	testq %rbx, %rbx
	je .LBB_35
.LBB_33:
	leaq (%rdi,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_34:
	vmovsd (%r12,%rbp,8), %xmm1
	vmulsd (%r13,%rbp,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	incq %rbp
	cmpq %rbp, %rbx
	jne .LBB_34
	jmp .LBB_35
.LBB_4:
	vpxorq .LCPI_3(%rip){1to8}, %zmm13, %zmm15
	movl %eax, %r8d
	andl $62, %r8d
	vpbroadcastq .LCPI_4(%rip), %zmm16
	vbroadcastsd .LCPI_5(%rip), %zmm17
	vbroadcastsd .LCPI_6(%rip), %zmm18
	movq %rdi, %r11
	movq %r10, %rbx
	vmovups %zmm13, 1184(%rsp)
	vmovupd %zmm14, 1120(%rsp)
	vmovdqu64 %zmm15, 1056(%rsp)
	jmp .LBB_5
.LBB_79:
	vdivpd %zmm13, %zmm12, %zmm12
.LBB_81:
	vmovupd %zmm12, 320(%r9,%rbx,8)
	leaq 48(%rsi), %r14
	addq $384, %r11
	movq %rsi, %rbx
	cmpq %rdx, %r14
	ja .LBB_24
.LBB_5:
	movq %r14, %rsi
	movq %rbx, %r15
	subq %rax, %r15
	leaq (%rdi,%r15,8), %r14
	addq $8, %r14
	cmpq $47, %rax
	ja .LBB_37
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm7, %xmm7, %xmm7
	xorl %r15d, %r15d
	testq %r10, %r10
	je .LBB_9
.LBB_7:
	vbroadcastsd (%rcx,%r15,8), %zmm0
	vmulpd (%r11,%r15,8), %zmm0, %zmm1
	vmulpd 64(%r11,%r15,8), %zmm0, %zmm2
	vaddpd %zmm1, %zmm7, %zmm1
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd 128(%r11,%r15,8), %zmm0, %zmm3
	vaddpd %zmm3, %zmm9, %zmm3
	vmulpd 192(%r11,%r15,8), %zmm0, %zmm4
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd 256(%r11,%r15,8), %zmm0, %zmm5
	vmulpd 320(%r11,%r15,8), %zmm0, %zmm0
	vaddpd %zmm5, %zmm11, %zmm5
	vaddpd %zmm0, %zmm12, %zmm0
	vbroadcastsd 8(%rcx,%r15,8), %zmm6
	vmulpd 8(%r11,%r15,8), %zmm6, %zmm7
	vmulpd 72(%r11,%r15,8), %zmm6, %zmm8
	vaddpd %zmm7, %zmm1, %zmm7
	vaddpd %zmm8, %zmm2, %zmm8
	vmulpd 136(%r11,%r15,8), %zmm6, %zmm1
	vaddpd %zmm1, %zmm3, %zmm9
	vmulpd 200(%r11,%r15,8), %zmm6, %zmm1
	vaddpd %zmm1, %zmm4, %zmm10
	vmulpd 264(%r11,%r15,8), %zmm6, %zmm1
	vmulpd 328(%r11,%r15,8), %zmm6, %zmm2
	vaddpd %zmm1, %zmm5, %zmm11
	vaddpd %zmm2, %zmm0, %zmm12
	addq $2, %r15
	cmpq %r15, %r8
	jne .LBB_7
	testb $1, %al
	je .LBB_40
.LBB_9:
	vbroadcastsd (%rcx,%r15,8), %zmm0
	vmulpd (%r14,%r15,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm7, %zmm7
	vmulpd 64(%r14,%r15,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm8, %zmm8
	vmulpd 128(%r14,%r15,8), %zmm0, %zmm1
	vmulpd 192(%r14,%r15,8), %zmm0, %zmm2
	vaddpd %zmm1, %zmm9, %zmm9
	vaddpd %zmm2, %zmm10, %zmm10
	vmulpd 256(%r14,%r15,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm11, %zmm11
	vmulpd 320(%r14,%r15,8), %zmm0, %zmm0
	vaddpd %zmm0, %zmm12, %zmm12
	jmp .LBB_40
.LBB_37:
	leaq (%rdi,%r15,8), %r15
	vbroadcastsd (%rcx), %zmm13
	vmulpd 8(%r15), %zmm13, %zmm0
	vxorpd %xmm8, %xmm8, %xmm8
	vaddpd %zmm8, %zmm0, %zmm0
	vbroadcastsd 8(%rcx), %zmm14
	vmulpd 16(%r15), %zmm14, %zmm1
	vbroadcastsd 16(%rcx), %zmm16
	vmulpd 24(%r15), %zmm16, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vbroadcastsd 24(%rcx), %zmm23
	vmulpd 32(%r15), %zmm23, %zmm1
	vbroadcastsd 32(%rcx), %zmm20
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 40(%r15), %zmm20, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 40(%rcx), %zmm24
	vmulpd 48(%r15), %zmm24, %zmm1
	vbroadcastsd 48(%rcx), %zmm7
	vmulpd 56(%r15), %zmm7, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vbroadcastsd 56(%rcx), %zmm6
	vmulpd 64(%r15), %zmm6, %zmm1
	vbroadcastsd 64(%rcx), %zmm15
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 72(%r15), %zmm1
	vmovupd 80(%r15), %zmm2
	vmovupd 88(%r15), %zmm3
	vmovupd 96(%r15), %zmm4
	vmulpd %zmm15, %zmm1, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vmulpd %zmm13, %zmm1, %zmm1
	vmovapd %zmm13, %zmm22
	vmovupd %zmm13, 928(%rsp)
	vaddpd %zmm8, %zmm1, %zmm1
	vbroadcastsd 72(%rcx), %zmm13
	vmulpd %zmm13, %zmm2, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vmulpd %zmm14, %zmm2, %zmm2
	vbroadcastsd 80(%rcx), %zmm21
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm21, %zmm3, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmovapd %zmm16, %zmm12
	vmovupd %zmm16, 864(%rsp)
	vmulpd %zmm16, %zmm3, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vbroadcastsd 88(%rcx), %zmm19
	vmulpd %zmm19, %zmm4, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm23, %zmm4, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 104(%r15), %zmm2
	vbroadcastsd 96(%rcx), %zmm26
	vmulpd %zmm26, %zmm2, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm20, %zmm2, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vbroadcastsd 104(%rcx), %zmm25
	vmovupd 112(%r15), %zmm2
	vmulpd %zmm25, %zmm2, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm24, %zmm2, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 120(%r15), %zmm2
	vbroadcastsd 112(%rcx), %zmm30
	vmulpd %zmm30, %zmm2, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm7, %zmm2, %zmm2
	vmovapd %zmm7, %zmm16
	vmovupd %zmm7, 96(%rsp)
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 128(%r15), %zmm2
	vbroadcastsd 120(%rcx), %zmm10
	vmulpd %zmm10, %zmm2, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm6, %zmm2, %zmm2
	vmovapd %zmm6, %zmm7
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 136(%r15), %zmm2
	vbroadcastsd 128(%rcx), %zmm11
	vmulpd %zmm11, %zmm2, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm15, %zmm2, %zmm3
	vmovapd %zmm15, %zmm31
	vmovupd %zmm15, 224(%rsp)
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm22, %zmm2, %zmm2
	vaddpd %zmm8, %zmm2, %zmm3
	vmovupd 144(%r15), %zmm4
	vbroadcastsd 136(%rcx), %zmm15
	vmulpd %zmm15, %zmm4, %zmm5
	vmovupd %zmm15, 352(%rsp)
	vaddpd %zmm5, %zmm0, %zmm0
	vmulpd %zmm13, %zmm4, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vmulpd %zmm14, %zmm4, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 152(%r15), %zmm4
	vbroadcastsd 144(%rcx), %zmm22
	vmulpd %zmm22, %zmm4, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vmulpd %zmm21, %zmm4, %zmm5
	vmovupd %zmm21, 416(%rsp)
	vaddpd %zmm5, %zmm1, %zmm1
	vmulpd %zmm12, %zmm4, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vbroadcastsd 152(%rcx), %zmm12
	vmovupd 160(%r15), %zmm4
	vmulpd %zmm12, %zmm4, %zmm9
	vaddpd %zmm9, %zmm0, %zmm0
	vmulpd %zmm19, %zmm4, %zmm9
	vmovapd %zmm19, %zmm5
	vmovupd %zmm19, 544(%rsp)
	vaddpd %zmm9, %zmm1, %zmm1
	vmulpd %zmm23, %zmm4, %zmm4
	vmovupd %zmm23, 480(%rsp)
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 168(%r15), %zmm9
	vbroadcastsd 160(%rcx), %zmm4
	vmulpd %zmm4, %zmm9, %zmm19
	vaddpd %zmm19, %zmm0, %zmm0
	vmulpd %zmm26, %zmm9, %zmm19
	vmovapd %zmm26, %zmm2
	vmovupd %zmm26, 672(%rsp)
	vaddpd %zmm19, %zmm1, %zmm1
	vmulpd %zmm20, %zmm9, %zmm9
	vmovupd %zmm20, 608(%rsp)
	vaddpd %zmm9, %zmm3, %zmm9
	vmovupd 176(%r15), %zmm19
	vbroadcastsd 168(%rcx), %zmm3
	vmovupd %zmm3, 992(%rsp)
	vmulpd %zmm3, %zmm19, %zmm26
	vaddpd %zmm26, %zmm0, %zmm0
	vmulpd %zmm25, %zmm19, %zmm26
	vmovapd %zmm25, %zmm3
	vmovupd %zmm25, 736(%rsp)
	vaddpd %zmm26, %zmm1, %zmm26
	vmulpd %zmm24, %zmm19, %zmm1
	vmovupd %zmm24, 800(%rsp)
	vaddpd %zmm1, %zmm9, %zmm9
	vmovupd 184(%r15), %zmm19
	vbroadcastsd 176(%rcx), %zmm1
	vmovupd %zmm1, 32(%rsp)
	vmulpd %zmm1, %zmm19, %zmm27
	vaddpd %zmm27, %zmm0, %zmm0
	vmulpd %zmm30, %zmm19, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd %zmm16, %zmm19, %zmm19
	vaddpd %zmm19, %zmm9, %zmm19
	vbroadcastsd 184(%rcx), %zmm6
	vmovupd %zmm6, 160(%rsp)
	vmovupd 192(%r15), %zmm27
	vmulpd %zmm6, %zmm27, %zmm28
	vaddpd %zmm28, %zmm0, %zmm28
	vmulpd %zmm10, %zmm27, %zmm0
	vmovapd %zmm10, %zmm6
	vaddpd %zmm0, %zmm26, %zmm26
	vmulpd %zmm7, %zmm27, %zmm0
	vmovapd %zmm7, %zmm9
	vaddpd %zmm0, %zmm19, %zmm19
	vmovupd 200(%r15), %zmm27
	vbroadcastsd 192(%rcx), %zmm0
	vmulpd %zmm0, %zmm27, %zmm29
	vaddpd %zmm29, %zmm28, %zmm28
	vmulpd %zmm11, %zmm27, %zmm29
	vaddpd %zmm29, %zmm26, %zmm26
	vmulpd %zmm31, %zmm27, %zmm29
	vaddpd %zmm29, %zmm19, %zmm19
	vmovupd 208(%r15), %zmm29
	vbroadcastsd 200(%rcx), %zmm1
	vmovupd %zmm1, 288(%rsp)
	vmulpd %zmm1, %zmm29, %zmm31
	vaddpd %zmm31, %zmm28, %zmm28
	vmulpd %zmm15, %zmm29, %zmm31
	vaddpd %zmm31, %zmm26, %zmm26
	vmulpd %zmm13, %zmm29, %zmm31
	vaddpd %zmm31, %zmm19, %zmm19
	vmovupd 928(%rsp), %zmm1
	vmulpd %zmm1, %zmm27, %zmm27
	vaddpd %zmm8, %zmm27, %zmm27
	vmulpd %zmm14, %zmm29, %zmm29
	vaddpd %zmm29, %zmm27, %zmm27
	vmovupd 216(%r15), %zmm29
	vbroadcastsd 208(%rcx), %zmm31
	vmulpd %zmm31, %zmm29, %zmm25
	vaddpd %zmm25, %zmm28, %zmm25
	vmulpd %zmm22, %zmm29, %zmm28
	vaddpd %zmm28, %zmm26, %zmm26
	vmulpd %zmm21, %zmm29, %zmm28
	vaddpd %zmm28, %zmm19, %zmm19
	vmovupd 864(%rsp), %zmm21
	vmulpd %zmm21, %zmm29, %zmm28
	vaddpd %zmm28, %zmm27, %zmm27
	vmovupd 224(%r15), %zmm28
	vbroadcastsd 216(%rcx), %zmm29
	vmulpd %zmm29, %zmm28, %zmm16
	vaddpd %zmm16, %zmm25, %zmm16
	vmulpd %zmm12, %zmm28, %zmm25
	vaddpd %zmm25, %zmm26, %zmm25
	vmulpd %zmm5, %zmm28, %zmm26
	vaddpd %zmm26, %zmm19, %zmm19
	vmulpd %zmm23, %zmm28, %zmm26
	vaddpd %zmm26, %zmm27, %zmm26
	vmovupd 232(%r15), %zmm27
	vbroadcastsd 224(%rcx), %zmm28
	vmulpd %zmm28, %zmm27, %zmm7
	vaddpd %zmm7, %zmm16, %zmm7
	vmulpd %zmm4, %zmm27, %zmm16
	vaddpd %zmm16, %zmm25, %zmm16
	vmulpd %zmm2, %zmm27, %zmm25
	vaddpd %zmm25, %zmm19, %zmm19
	vmulpd %zmm20, %zmm27, %zmm25
	vaddpd %zmm25, %zmm26, %zmm25
	vbroadcastsd 232(%rcx), %zmm26
	vmovupd 240(%r15), %zmm27
	vmulpd %zmm26, %zmm27, %zmm18
	vaddpd %zmm18, %zmm7, %zmm7
	vmovupd 992(%rsp), %zmm20
	vmulpd %zmm20, %zmm27, %zmm18
	vaddpd %zmm18, %zmm16, %zmm16
	vmulpd %zmm3, %zmm27, %zmm18
	vaddpd %zmm18, %zmm19, %zmm18
	vmulpd %zmm24, %zmm27, %zmm19
	vaddpd %zmm19, %zmm25, %zmm19
	vmovupd 248(%r15), %zmm25
	vbroadcastsd 240(%rcx), %zmm27
	vmulpd %zmm27, %zmm25, %zmm17
	vaddpd %zmm17, %zmm7, %zmm7
	vmulpd 32(%rsp), %zmm25, %zmm17
	vaddpd %zmm17, %zmm16, %zmm16
	vmulpd %zmm30, %zmm25, %zmm17
	vaddpd %zmm17, %zmm18, %zmm17
	vmulpd 96(%rsp), %zmm25, %zmm18
	vaddpd %zmm18, %zmm19, %zmm18
	vmovupd 256(%r15), %zmm25
	vbroadcastsd 248(%rcx), %zmm19
	vmulpd %zmm19, %zmm25, %zmm10
	vaddpd %zmm10, %zmm7, %zmm7
	vmulpd 160(%rsp), %zmm25, %zmm10
	vaddpd %zmm10, %zmm16, %zmm10
	vmulpd %zmm6, %zmm25, %zmm16
	vmovapd %zmm6, %zmm24
	vaddpd %zmm16, %zmm17, %zmm16
	vmulpd %zmm9, %zmm25, %zmm17
	vaddpd %zmm17, %zmm18, %zmm17
	vmovupd 264(%r15), %zmm18
	vmulpd 256(%rcx){1to8}, %zmm18, %zmm25
	vaddpd %zmm25, %zmm7, %zmm7
	vmulpd %zmm0, %zmm18, %zmm0
	vaddpd %zmm0, %zmm10, %zmm0
	vmulpd %zmm11, %zmm18, %zmm10
	vaddpd %zmm10, %zmm16, %zmm10
	vmulpd 224(%rsp), %zmm18, %zmm16
	vaddpd %zmm16, %zmm17, %zmm16
	vmovupd 272(%r15), %zmm17
	vmulpd 264(%rcx){1to8}, %zmm17, %zmm23
	vmulpd %zmm1, %zmm18, %zmm15
	vaddpd %zmm23, %zmm7, %zmm7
	vmulpd 288(%rsp), %zmm17, %zmm18
	vaddpd %zmm18, %zmm0, %zmm0
	vmulpd 352(%rsp), %zmm17, %zmm2
	vaddpd %zmm2, %zmm10, %zmm2
	vmulpd %zmm13, %zmm17, %zmm10
	vaddpd %zmm10, %zmm16, %zmm10
	vaddpd %zmm8, %zmm15, %zmm15
	vmulpd %zmm14, %zmm17, %zmm14
	vaddpd %zmm14, %zmm15, %zmm14
	vmovupd 280(%r15), %zmm15
	vmulpd 272(%rcx){1to8}, %zmm15, %zmm16
	vaddpd %zmm16, %zmm7, %zmm7
	vmulpd %zmm31, %zmm15, %zmm16
	vaddpd %zmm16, %zmm0, %zmm0
	vmulpd %zmm22, %zmm15, %zmm6
	vaddpd %zmm6, %zmm2, %zmm2
	vmulpd 416(%rsp), %zmm15, %zmm6
	vaddpd %zmm6, %zmm10, %zmm6
	vmulpd %zmm21, %zmm15, %zmm10
	vaddpd %zmm10, %zmm14, %zmm10
	vmovupd 288(%r15), %zmm13
	vmulpd 280(%rcx){1to8}, %zmm13, %zmm14
	vaddpd %zmm14, %zmm7, %zmm7
	vmulpd %zmm29, %zmm13, %zmm14
	vaddpd %zmm14, %zmm0, %zmm0
	vmulpd %zmm12, %zmm13, %zmm5
	vaddpd %zmm5, %zmm2, %zmm2
	vmulpd 544(%rsp), %zmm13, %zmm5
	vaddpd %zmm5, %zmm6, %zmm5
	vmulpd 480(%rsp), %zmm13, %zmm6
	vaddpd %zmm6, %zmm10, %zmm6
	vmovupd 296(%r15), %zmm10
	vmulpd 288(%rcx){1to8}, %zmm10, %zmm12
	vaddpd %zmm12, %zmm7, %zmm7
	vmulpd %zmm28, %zmm10, %zmm12
	vaddpd %zmm12, %zmm0, %zmm0
	vmulpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm4, %zmm2, %zmm2
	vmulpd 672(%rsp), %zmm10, %zmm4
	vaddpd %zmm4, %zmm5, %zmm4
	vmulpd 608(%rsp), %zmm10, %zmm5
	vaddpd %zmm5, %zmm6, %zmm5
	vmovupd 304(%r15), %zmm6
	vmulpd 296(%rcx){1to8}, %zmm6, %zmm10
	vaddpd %zmm10, %zmm7, %zmm7
	vmulpd %zmm26, %zmm6, %zmm10
	vaddpd %zmm10, %zmm0, %zmm0
	vmulpd %zmm20, %zmm6, %zmm3
	vaddpd %zmm3, %zmm2, %zmm2
	vmulpd 736(%rsp), %zmm6, %zmm3
	vaddpd %zmm3, %zmm4, %zmm3
	vmulpd 800(%rsp), %zmm6, %zmm4
	vaddpd %zmm4, %zmm5, %zmm4
	vmovupd 312(%r15), %zmm5
	vmulpd 304(%rcx){1to8}, %zmm5, %zmm6
	vaddpd %zmm6, %zmm7, %zmm6
	vmulpd %zmm27, %zmm5, %zmm7
	vaddpd %zmm7, %zmm0, %zmm0
	vmulpd 32(%rsp), %zmm5, %zmm1
	vaddpd %zmm1, %zmm2, %zmm1
	vmulpd %zmm30, %zmm5, %zmm2
	vaddpd %zmm2, %zmm3, %zmm2
	vmulpd 96(%rsp), %zmm5, %zmm3
	vaddpd %zmm3, %zmm4, %zmm3
	vmovupd 320(%r15), %zmm4
	vmulpd 312(%rcx){1to8}, %zmm4, %zmm5
	vaddpd %zmm5, %zmm6, %zmm7
	vmulpd %zmm19, %zmm4, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vmulpd 160(%rsp), %zmm4, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vmulpd %zmm24, %zmm4, %zmm5
	vaddpd %zmm5, %zmm2, %zmm2
	vmulpd %zmm9, %zmm4, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	movl $40, %r15d
.LBB_38:
	vmovupd (%r11,%r15,8), %zmm4
	vmulpd (%rcx,%r15,8){1to8}, %zmm4, %zmm5
	vmulpd -64(%rcx,%r15,8){1to8}, %zmm4, %zmm6
	vaddpd %zmm5, %zmm7, %zmm7
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd -128(%rcx,%r15,8){1to8}, %zmm4, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vmulpd -192(%rcx,%r15,8){1to8}, %zmm4, %zmm5
	vaddpd %zmm5, %zmm2, %zmm2
	vmulpd -256(%rcx,%r15,8){1to8}, %zmm4, %zmm5
	vmulpd -320(%rcx,%r15,8){1to8}, %zmm4, %zmm4
	vaddpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm4, %zmm8, %zmm8
	incq %r15
	cmpq %r15, %rax
	jne .LBB_38
	vmovupd (%r14,%rax,8), %zmm4
	vmovupd 8(%r14,%rax,8), %zmm5
	vmovupd 16(%r14,%rax,8), %zmm6
	vmovupd 24(%r14,%rax,8), %zmm9
	vmulpd -320(%rcx,%rax,8){1to8}, %zmm4, %zmm10
	vbroadcastsd -256(%rcx,%rax,8), %zmm11
	vmovupd %zmm11, 992(%rsp)
	vaddpd %zmm10, %zmm8, %zmm8
	vmulpd %zmm11, %zmm4, %zmm10
	vbroadcastsd -192(%rcx,%rax,8), %zmm11
	vmovupd %zmm11, 160(%rsp)
	vaddpd %zmm10, %zmm3, %zmm3
	vmulpd %zmm11, %zmm4, %zmm10
	vbroadcastsd -128(%rcx,%rax,8), %zmm11
	vmovupd %zmm11, 672(%rsp)
	vaddpd %zmm10, %zmm2, %zmm2
	vmulpd %zmm11, %zmm4, %zmm10
	vbroadcastsd -64(%rcx,%rax,8), %zmm12
	vaddpd %zmm10, %zmm1, %zmm1
	vmulpd %zmm12, %zmm4, %zmm4
	vbroadcastsd -56(%rcx,%rax,8), %zmm31
	vaddpd %zmm4, %zmm0, %zmm0
	vmulpd %zmm31, %zmm5, %zmm4
	vbroadcastsd -120(%rcx,%rax,8), %zmm18
	vaddpd %zmm4, %zmm0, %zmm0
	vmulpd %zmm18, %zmm5, %zmm4
	vbroadcastsd -184(%rcx,%rax,8), %zmm11
	vmovupd %zmm11, 96(%rsp)
	vaddpd %zmm4, %zmm1, %zmm1
	vmulpd %zmm11, %zmm5, %zmm4
	vbroadcastsd -248(%rcx,%rax,8), %zmm11
	vmovupd %zmm11, 928(%rsp)
	vaddpd %zmm4, %zmm2, %zmm2
	vmulpd %zmm11, %zmm5, %zmm4
	vmulpd -312(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm4, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm4
	vbroadcastsd -48(%rcx,%rax,8), %zmm15
	vmulpd %zmm15, %zmm6, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vbroadcastsd -112(%rcx,%rax,8), %zmm22
	vmulpd %zmm22, %zmm6, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vbroadcastsd -176(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 32(%rsp)
	vmulpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm5, %zmm2, %zmm2
	vbroadcastsd -240(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 864(%rsp)
	vmulpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm5, %zmm3, %zmm3
	vmulpd -304(%rcx,%rax,8){1to8}, %zmm6, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vbroadcastsd -40(%rcx,%rax,8), %zmm16
	vmulpd %zmm16, %zmm9, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vbroadcastsd -104(%rcx,%rax,8), %zmm20
	vmulpd %zmm20, %zmm9, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vbroadcastsd -168(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 736(%rsp)
	vmulpd %zmm5, %zmm9, %zmm5
	vaddpd %zmm5, %zmm2, %zmm2
	vbroadcastsd -232(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 2528(%rsp)
	vmulpd %zmm5, %zmm9, %zmm5
	vaddpd %zmm5, %zmm3, %zmm3
	vmulpd -296(%rcx,%rax,8){1to8}, %zmm9, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 32(%r14,%rax,8), %zmm5
	vbroadcastsd -32(%rcx,%rax,8), %zmm9
	vmulpd %zmm9, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd -96(%rcx,%rax,8), %zmm23
	vmulpd %zmm23, %zmm5, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vbroadcastsd -160(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 800(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm2, %zmm2
	vbroadcastsd -224(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 2464(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm3, %zmm3
	vmulpd -288(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 40(%r14,%rax,8), %zmm5
	vbroadcastsd -24(%rcx,%rax,8), %zmm19
	vmulpd %zmm19, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd -88(%rcx,%rax,8), %zmm13
	vmulpd %zmm13, %zmm5, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vbroadcastsd -152(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 480(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm2, %zmm2
	vbroadcastsd -216(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 2400(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm3, %zmm3
	vmulpd -280(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 48(%r14,%rax,8), %zmm5
	vbroadcastsd -16(%rcx,%rax,8), %zmm14
	vmulpd %zmm14, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd -80(%rcx,%rax,8), %zmm11
	vmulpd %zmm11, %zmm5, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vbroadcastsd -144(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 416(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm2, %zmm2
	vbroadcastsd -208(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 2336(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm3, %zmm3
	vmulpd -272(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 56(%r14,%rax,8), %zmm5
	vbroadcastsd -8(%rcx,%rax,8), %zmm27
	vmulpd %zmm27, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm8
	vbroadcastsd -72(%rcx,%rax,8), %zmm6
	vmulpd %zmm6, %zmm5, %zmm0
	vmovupd %zmm6, 288(%rsp)
	vaddpd %zmm0, %zmm1, %zmm0
	vbroadcastsd -136(%rcx,%rax,8), %zmm1
	vmovupd %zmm1, 608(%rsp)
	vmulpd %zmm1, %zmm5, %zmm1
	vaddpd %zmm1, %zmm2, %zmm1
	vbroadcastsd -200(%rcx,%rax,8), %zmm2
	vmovupd %zmm2, 2272(%rsp)
	vmulpd %zmm2, %zmm5, %zmm2
	vaddpd %zmm2, %zmm3, %zmm2
	vmovupd %zmm2, 1760(%rsp)
	vmulpd -264(%rcx,%rax,8){1to8}, %zmm5, %zmm2
	vaddpd %zmm2, %zmm4, %zmm2
	vmovupd %zmm2, 2208(%rsp)
	vmovupd 64(%r14,%rax,8), %zmm17
	vmovupd %zmm12, 224(%rsp)
	vmulpd %zmm12, %zmm17, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 72(%r14,%rax,8), %zmm26
	vmulpd %zmm31, %zmm26, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 80(%r14,%rax,8), %zmm25
	vmovupd %zmm15, 352(%rsp)
	vmulpd %zmm15, %zmm25, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 88(%r14,%rax,8), %zmm3
	vmovapd %zmm16, %zmm21
	vmulpd %zmm16, %zmm3, %zmm2
	vmovapd %zmm3, %zmm16
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 96(%r14,%rax,8), %zmm28
	vmulpd %zmm9, %zmm28, %zmm2
	vmovapd %zmm9, %zmm5
	vmovupd %zmm9, 544(%rsp)
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 104(%r14,%rax,8), %zmm4
	vmulpd %zmm19, %zmm4, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 112(%r14,%rax,8), %zmm29
	vmulpd %zmm14, %zmm29, %zmm2
	vmovupd %zmm14, 1568(%rsp)
	vaddpd %zmm2, %zmm0, %zmm2
	vmovupd 120(%r14,%rax,8), %zmm30
	vmulpd %zmm27, %zmm30, %zmm3
	vaddpd %zmm3, %zmm2, %zmm9
	vmovupd 672(%rsp), %zmm0
	vmulpd %zmm0, %zmm17, %zmm2
	vmovupd %zmm17, 1504(%rsp)
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm18, 2144(%rsp)
	vmulpd %zmm18, %zmm26, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm22, 2080(%rsp)
	vmulpd %zmm22, %zmm25, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm20, %zmm16, %zmm2
	vmovupd %zmm20, 1888(%rsp)
	vaddpd %zmm2, %zmm1, %zmm1
	vmovapd %zmm23, %zmm24
	vmovupd %zmm23, 2016(%rsp)
	vmulpd %zmm23, %zmm28, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd %zmm13, 1952(%rsp)
	vmulpd %zmm13, %zmm4, %zmm2
	vmovapd %zmm4, %zmm3
	vmovupd %zmm4, 1440(%rsp)
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm11, %zmm29, %zmm2
	vmovapd %zmm11, %zmm23
	vmovupd %zmm11, 1824(%rsp)
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm6, %zmm30, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 128(%r14,%rax,8), %zmm4
	vmulpd %zmm12, %zmm4, %zmm2
	vmovapd %zmm4, %zmm12
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 136(%r14,%rax,8), %zmm6
	vmulpd %zmm31, %zmm6, %zmm2
	vmovupd %zmm31, 1696(%rsp)
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 144(%r14,%rax,8), %zmm4
	vmulpd %zmm15, %zmm4, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 152(%r14,%rax,8), %zmm2
	vmovupd %zmm2, 1248(%rsp)
	vmulpd %zmm21, %zmm2, %zmm2
	vmovapd %zmm21, %zmm15
	vmovupd %zmm21, 1632(%rsp)
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 160(%r14,%rax,8), %zmm21
	vmulpd %zmm5, %zmm21, %zmm2
	vmovupd %zmm21, 1376(%rsp)
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 168(%r14,%rax,8), %zmm5
	vmulpd %zmm19, %zmm5, %zmm2
	vmovupd %zmm5, 1312(%rsp)
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 176(%r14,%rax,8), %zmm2
	vmulpd %zmm14, %zmm2, %zmm10
	vaddpd %zmm10, %zmm1, %zmm10
	vmovupd 184(%r14,%rax,8), %zmm1
	vmovapd %zmm27, %zmm14
	vmulpd %zmm27, %zmm1, %zmm27
	vaddpd %zmm27, %zmm10, %zmm10
	vmulpd 160(%rsp), %zmm17, %zmm27
	vaddpd 1760(%rsp), %zmm27, %zmm11
	vmulpd 96(%rsp), %zmm26, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd 32(%rsp), %zmm25, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd 736(%rsp), %zmm16, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd 800(%rsp), %zmm28, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd 480(%rsp), %zmm3, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd 416(%rsp), %zmm29, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd 608(%rsp), %zmm30, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd %zmm0, %zmm12, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd %zmm18, %zmm6, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd %zmm22, %zmm4, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmovupd 1248(%rsp), %zmm3
	vmulpd %zmm20, %zmm3, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd %zmm24, %zmm21, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd %zmm13, %zmm5, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd %zmm23, %zmm2, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmulpd 288(%rsp), %zmm1, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmovupd 192(%r14,%rax,8), %zmm27
	vmulpd 224(%rsp), %zmm27, %zmm23
	vaddpd %zmm23, %zmm11, %zmm11
	vmovupd 200(%r14,%rax,8), %zmm23
	vmulpd %zmm31, %zmm23, %zmm21
	vaddpd %zmm21, %zmm11, %zmm11
	vmovupd 208(%r14,%rax,8), %zmm21
	vmulpd 352(%rsp), %zmm21, %zmm20
	vaddpd %zmm20, %zmm11, %zmm11
	vmovupd 216(%r14,%rax,8), %zmm20
	vmulpd %zmm15, %zmm20, %zmm31
	vaddpd %zmm31, %zmm11, %zmm11
	vmovupd 224(%r14,%rax,8), %zmm31
	vmulpd 544(%rsp), %zmm31, %zmm22
	vaddpd %zmm22, %zmm11, %zmm11
	vmovupd 232(%r14,%rax,8), %zmm22
	vmulpd %zmm19, %zmm22, %zmm18
	vaddpd %zmm18, %zmm11, %zmm11
	vmovupd 240(%r14,%rax,8), %zmm18
	vmovupd 1568(%rsp), %zmm17
	vmulpd %zmm17, %zmm18, %zmm24
	vaddpd %zmm24, %zmm11, %zmm11
	vmovupd 248(%r14,%rax,8), %zmm24
	vmulpd %zmm14, %zmm24, %zmm15
	vaddpd %zmm15, %zmm11, %zmm11
	vmovupd 1504(%rsp), %zmm0
	vmulpd 992(%rsp), %zmm0, %zmm15
	vaddpd 2208(%rsp), %zmm15, %zmm15
	vmulpd 928(%rsp), %zmm26, %zmm26
	vaddpd %zmm26, %zmm15, %zmm15
	vmulpd 864(%rsp), %zmm25, %zmm25
	vaddpd %zmm25, %zmm15, %zmm15
	vmulpd 2528(%rsp), %zmm16, %zmm25
	vaddpd %zmm25, %zmm15, %zmm15
	vmulpd 2464(%rsp), %zmm28, %zmm16
	vaddpd %zmm16, %zmm15, %zmm15
	vmovupd 1440(%rsp), %zmm0
	vmulpd 2400(%rsp), %zmm0, %zmm16
	vaddpd %zmm16, %zmm15, %zmm15
	vmulpd 2336(%rsp), %zmm29, %zmm16
	vaddpd %zmm16, %zmm15, %zmm15
	vmulpd 2272(%rsp), %zmm30, %zmm0
	vaddpd %zmm0, %zmm15, %zmm0
	vmulpd 160(%rsp), %zmm12, %zmm13
	vaddpd %zmm13, %zmm0, %zmm0
	vmulpd 96(%rsp), %zmm6, %zmm12
	vaddpd %zmm12, %zmm0, %zmm0
	vmulpd 32(%rsp), %zmm4, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd 736(%rsp), %zmm3, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vmovupd 1376(%rsp), %zmm3
	vmulpd 800(%rsp), %zmm3, %zmm4
	vaddpd %zmm4, %zmm0, %zmm0
	vmovupd 1312(%rsp), %zmm3
	vmulpd 480(%rsp), %zmm3, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 416(%rsp), %zmm2, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 608(%rsp), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 672(%rsp), %zmm27, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 2144(%rsp), %zmm23, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 2080(%rsp), %zmm21, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 1888(%rsp), %zmm20, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 2016(%rsp), %zmm31, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 1952(%rsp), %zmm22, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 1824(%rsp), %zmm18, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 288(%rsp), %zmm24, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 224(%rsp), %zmm1
	vmulpd 256(%r14,%rax,8), %zmm1, %zmm1
	vmovupd 1696(%rsp), %zmm2
	vmulpd 264(%r14,%rax,8), %zmm2, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 352(%rsp), %zmm1
	vmulpd 272(%r14,%rax,8), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 1632(%rsp), %zmm1
	vmulpd 280(%r14,%rax,8), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 544(%rsp), %zmm1
	vmulpd 288(%r14,%rax,8), %zmm1, %zmm1
	vmulpd 296(%r14,%rax,8), %zmm19, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 304(%r14,%rax,8), %zmm17, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 312(%r14,%rax,8), %zmm14, %zmm1
	vaddpd %zmm1, %zmm0, %zmm12
	vmovupd 1184(%rsp), %zmm13
	vmovupd 1120(%rsp), %zmm14
	vmovdqu64 1056(%rsp), %zmm15
	vpbroadcastq .LCPI_4(%rip), %zmm16
	vbroadcastsd .LCPI_5(%rip), %zmm17
	vbroadcastsd .LCPI_6(%rip), %zmm18
.LBB_40:
	vmulpd %zmm7, %zmm14, %zmm0
	vpandq %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_41
	vdivpd %zmm13, %zmm7, %zmm7
	jmp .LBB_66
.LBB_41:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm7, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm7
	vfmadd213pd %zmm1, %zmm14, %zmm7
.LBB_66:
	vmovupd %zmm7, (%r9,%rbx,8)
	vmulpd %zmm8, %zmm14, %zmm0
	vpandq %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_68
	vdivpd %zmm13, %zmm8, %zmm8
	jmp .LBB_69
.LBB_68:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm8, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm8
	vfmadd213pd %zmm1, %zmm14, %zmm8
.LBB_69:
	vmovupd %zmm8, 64(%r9,%rbx,8)
	vmulpd %zmm9, %zmm14, %zmm0
	vpandq %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_71
	vdivpd %zmm13, %zmm9, %zmm9
	jmp .LBB_72
.LBB_71:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm9, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm9
	vfmadd213pd %zmm1, %zmm14, %zmm9
.LBB_72:
	vmovupd %zmm9, 128(%r9,%rbx,8)
	vmulpd %zmm10, %zmm14, %zmm0
	vpandq %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_74
	vdivpd %zmm13, %zmm10, %zmm10
	jmp .LBB_75
.LBB_74:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm10, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm10
	vfmadd213pd %zmm1, %zmm14, %zmm10
.LBB_75:
	vmovupd %zmm10, 192(%r9,%rbx,8)
	vmulpd %zmm11, %zmm14, %zmm0
	vpandq %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_77
	vdivpd %zmm13, %zmm11, %zmm11
	jmp .LBB_78
.LBB_77:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm11, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm11
	vfmadd213pd %zmm1, %zmm14, %zmm11
.LBB_78:
	vmovupd %zmm11, 256(%r9,%rbx,8)
	vmulpd %zmm12, %zmm14, %zmm0
	vpandq %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	jne .LBB_79
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm12, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm12
	vfmadd213pd %zmm1, %zmm14, %zmm12
	jmp .LBB_81
.LBB_54:
	vpxorq .LCPI_3(%rip){1to8}, %zmm13, %zmm0
	movl %eax, %r11d
	andl $7, %r11d
	movq %rax, %rbx
	andq $-8, %rbx
	leaq (,%rax,8), %r8
	leaq (%rdi,%rsi,8), %r14
	subq %r8, %r14
	leaq 64(%r14), %r15
	addq $8, %r14
	vpbroadcastq .LCPI_4(%rip), %zmm1
	vbroadcastsd .LCPI_5(%rip), %zmm2
	vbroadcastsd .LCPI_6(%rip), %zmm3
	jmp .LBB_55
.LBB_63:
	vdivpd %zmm13, %zmm4, %zmm4
.LBB_64:
	vmovupd %zmm4, (%r9,%rsi,8)
	leaq 8(%r8), %r12
	addq $64, %r15
	addq $64, %r14
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_26
.LBB_55:
	movq %r12, %r8
	vxorpd %xmm4, %xmm4, %xmm4
	testq %rax, %rax
	je .LBB_61
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_59
.LBB_57:
	vmovupd -56(%r15,%r12,8), %zmm5
	vmovupd -48(%r15,%r12,8), %zmm6
	vmovupd -40(%r15,%r12,8), %zmm7
	vmovupd -32(%r15,%r12,8), %zmm8
	vmulpd (%rcx,%r12,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 8(%rcx,%r12,8){1to8}, %zmm6, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 16(%rcx,%r12,8){1to8}, %zmm7, %zmm5
	vmulpd 24(%rcx,%r12,8){1to8}, %zmm8, %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd -24(%r15,%r12,8), %zmm5
	vmulpd 32(%rcx,%r12,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd -16(%r15,%r12,8), %zmm6
	vmulpd 40(%rcx,%r12,8){1to8}, %zmm6, %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd -8(%r15,%r12,8), %zmm5
	vmulpd 48(%rcx,%r12,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd (%r15,%r12,8), %zmm6
	vmulpd 56(%rcx,%r12,8){1to8}, %zmm6, %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	addq $8, %r12
	vaddpd %zmm6, %zmm4, %zmm4
	cmpq %r12, %rbx
	jne .LBB_57
	testq %r11, %r11
	je .LBB_61
.LBB_59:
	leaq (%r14,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_60:
	vmovupd (%r13,%rbp,8), %zmm5
	vmulpd (%r12,%rbp,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	incq %rbp
	cmpq %rbp, %r11
	jne .LBB_60
.LBB_61:
	vmulpd %zmm4, %zmm14, %zmm5
	vpandq %zmm1, %zmm5, %zmm6
	vcmpge_oqpd %zmm2, %zmm6, %k0
	vcmple_oqpd %zmm3, %zmm6, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	jne .LBB_63
	vmovapd %zmm5, %zmm6
	vfmadd213pd %zmm4, %zmm0, %zmm6
	vfmadd213pd %zmm5, %zmm14, %zmm6
	vfmadd231pd %zmm6, %zmm0, %zmm4
	vfmadd213pd %zmm6, %zmm14, %zmm4
	jmp .LBB_64
.LBB_42:
	vxorpd %xmm0, %xmm0, %xmm0
	vdivsd 16(%rsp), %xmm0, %xmm0
	cmpq $4, %rsi
	jb .LBB_48
	cmpq $32, %rsi
	jae .LBB_49
	xorl %eax, %eax
	jmp .LBB_45
.LBB_49:
	movq %rsi, %rax
	andq $-32, %rax
	vbroadcastsd %xmm0, %zmm1
	leaq (%r9,%r8,8), %rcx
	addq $192, %rcx
	xorl %edi, %edi
.LBB_50:
	vmovupd %zmm1, -192(%rcx,%rdi,8)
	vmovupd %zmm1, -128(%rcx,%rdi,8)
	vmovupd %zmm1, -64(%rcx,%rdi,8)
	vmovupd %zmm1, (%rcx,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rax
	jne .LBB_50
	cmpq %rax, %rsi
	je .LBB_36
	testb $28, %sil
	je .LBB_53
.LBB_45:
	movq %rsi, %rcx
	andq $-4, %rcx
	vbroadcastsd %xmm0, %ymm1
	leaq (%r9,%r8,8), %rdi
	addq %rcx, %r8
.LBB_46:
	vmovupd %ymm1, (%rdi,%rax,8)
	addq $4, %rax
	cmpq %rax, %rcx
	jne .LBB_46
	cmpq %rcx, %rsi
	je .LBB_36
.LBB_48:
	vmovsd %xmm0, (%r9,%r8,8)
	incq %r8
	cmpq %r8, %rdx
	jne .LBB_48
.LBB_36:
	addq $2600, %rsp
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
.LBB_84:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_53:
	addq %rax, %r8
	jmp .LBB_48
.LBB_83:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_82:
	leaq .Lanon.3(%rip), %r9
	movq %rsp, %rsi
	leaq 8(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
