# kernel_simd::x86_64::avx512::wma_into — kernel-simd, target-cpu=x86-64
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx512::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $2728, %rsp
	movq %rdx, %rax
	movq 2784(%rsp), %rdx
	movq %rdx, (%rsp)
	movq %rsi, 8(%rsp)
	cmpq %rsi, %rdx
	jne .LBB_80
	leaq -1(%rax), %r10
	cmpq %r8, %r10
	jae .LBB_81
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
	jb .LBB_20
	movq %rbx, %r8
	shrq $3, %r8
	incq %r8
	movabsq $4611686018427387872, %r11
	cmpq $248, %rbx
	jae .LBB_15
	xorl %ebx, %ebx
	jmp .LBB_12
.LBB_15:
	movq %r8, %rbx
	andq %r11, %rbx
	xorl %r14d, %r14d
	vbroadcastsd .LCPI_0(%rip), %zmm0
.LBB_16:
	vmovupd %zmm0, (%r9,%r14,8)
	vmovupd %zmm0, 64(%r9,%r14,8)
	vmovupd %zmm0, 128(%r9,%r14,8)
	vmovupd %zmm0, 192(%r9,%r14,8)
	addq $32, %r14
	cmpq %r14, %rbx
	jne .LBB_16
	cmpq %rbx, %r8
	je .LBB_3
	testb $28, %r8b
	je .LBB_19
.LBB_12:
	addq $28, %r11
	andq %r8, %r11
	leaq (%r9,%r11,8), %r14
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_13:
	vmovupd %ymm0, (%r9,%rbx,8)
	addq $4, %rbx
	cmpq %rbx, %r11
	jne .LBB_13
	cmpq %r11, %r8
	je .LBB_3
.LBB_20:
	leaq (%r9,%rsi,8), %rsi
	movabsq $9221120237041090560, %r8
.LBB_21:
	movq %r8, (%r14)
	addq $8, %r14
	cmpq %rsi, %r14
	jne .LBB_21
.LBB_3:
	leaq 1(%rax), %rsi
	imulq %rax, %rsi
	vcvtusi2sd %rsi, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm1
	vbroadcastsd %xmm1, %zmm12
	vmovsd .LCPI_2(%rip), %xmm0
	vmovapd %xmm1, 16(%rsp)
	vdivsd %xmm1, %xmm0, %xmm0
	vbroadcastsd %xmm0, %zmm13
	leaq 47(%rax), %rbx
	movq %r10, %rsi
	cmpq %rdx, %rbx
	jbe .LBB_4
.LBB_22:
	leaq 8(%rsi), %r12
	cmpq %rdx, %r12
	jbe .LBB_52
	movq %rsi, %r8
	vmovapd 16(%rsp), %xmm9
.LBB_24:
	movq %rdx, %rsi
	subq %r8, %rsi
	jbe .LBB_34
	testq %rax, %rax
	je .LBB_40
	leaq 1(%r8), %r11
	movl %eax, %ebx
	andl $3, %ebx
	movq %rax, %r14
	andq $-4, %r14
	leaq (,%rax,8), %rsi
	leaq (%rdi,%r8,8), %rdi
	subq %rsi, %rdi
	leaq 32(%rdi), %r15
	addq $8, %rdi
	jmp .LBB_27
.LBB_33:
	vdivsd %xmm9, %xmm0, %xmm0
	vmovsd %xmm0, (%r9,%r8,8)
	addq $8, %r15
	addq $8, %rdi
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_34
.LBB_27:
	leaq 1(%r8), %rsi
	cmpq %rax, %r11
	jb .LBB_82
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r12d, %r12d
	cmpq $3, %r10
	jb .LBB_31
.LBB_29:
	vmovsd (%rcx,%r12,8), %xmm1
	vmovsd 8(%rcx,%r12,8), %xmm2
	vmulsd -24(%r15,%r12,8), %xmm1, %xmm1
	vmulsd -16(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 16(%rcx,%r12,8), %xmm1
	vmulsd -8(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd 24(%rcx,%r12,8), %xmm2
	vmulsd (%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm1, %xmm0, %xmm0
	addq $4, %r12
	vaddsd %xmm2, %xmm0, %xmm0
	cmpq %r12, %r14
	jne .LBB_29
	testq %rbx, %rbx
	je .LBB_33
.LBB_31:
	leaq (%rdi,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_32:
	vmovsd (%r12,%rbp,8), %xmm1
	vmulsd (%r13,%rbp,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	incq %rbp
	cmpq %rbp, %rbx
	jne .LBB_32
	jmp .LBB_33
.LBB_4:
	vpxorq .LCPI_3(%rip){1to8}, %zmm12, %zmm3
	vpbroadcastq .LCPI_4(%rip), %zmm4
	vbroadcastsd .LCPI_5(%rip), %zmm5
	vbroadcastsd .LCPI_6(%rip), %zmm6
	movq %rdi, %r8
	movq %r10, %r11
	vmovups %zmm12, 1184(%rsp)
	vmovupd %zmm13, 1120(%rsp)
	vmovdqu64 %zmm3, 1056(%rsp)
	jmp .LBB_5
.LBB_77:
	vdivpd %zmm12, %zmm11, %zmm11
.LBB_79:
	vmovupd %zmm11, 320(%r9,%r11,8)
	leaq 48(%rsi), %rbx
	addq $384, %r8
	movq %rsi, %r11
	cmpq %rdx, %rbx
	ja .LBB_22
.LBB_5:
	movq %rbx, %rsi
	cmpq $47, %rax
	ja .LBB_35
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm14, %xmm14, %xmm14
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm7, %xmm7, %xmm7
	xorl %ebx, %ebx
.LBB_7:
	vbroadcastsd (%rcx,%rbx,8), %zmm0
	vmulpd (%r8,%rbx,8), %zmm0, %zmm1
	vmulpd 64(%r8,%rbx,8), %zmm0, %zmm2
	vaddpd %zmm1, %zmm7, %zmm7
	vaddpd %zmm2, %zmm8, %zmm8
	vmulpd 128(%r8,%rbx,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm9, %zmm9
	vmulpd 192(%r8,%rbx,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm10, %zmm10
	vmulpd 256(%r8,%rbx,8), %zmm0, %zmm1
	vmulpd 320(%r8,%rbx,8), %zmm0, %zmm0
	vaddpd %zmm1, %zmm14, %zmm14
	vaddpd %zmm0, %zmm11, %zmm11
	incq %rbx
	cmpq %rbx, %rax
	jne .LBB_7
	jmp .LBB_38
.LBB_35:
	movq %r11, %rbx
	subq %rax, %rbx
	leaq (%rdi,%rbx,8), %rbx
	vbroadcastsd (%rcx), %zmm25
	vmulpd 8(%rbx), %zmm25, %zmm0
	vxorpd %xmm8, %xmm8, %xmm8
	vaddpd %zmm8, %zmm0, %zmm0
	vbroadcastsd 8(%rcx), %zmm16
	vmulpd 16(%rbx), %zmm16, %zmm1
	vbroadcastsd 16(%rcx), %zmm14
	vmulpd 24(%rbx), %zmm14, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vbroadcastsd 24(%rcx), %zmm11
	vmulpd 32(%rbx), %zmm11, %zmm1
	vbroadcastsd 32(%rcx), %zmm5
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 40(%rbx), %zmm5, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 40(%rcx), %zmm10
	vmulpd 48(%rbx), %zmm10, %zmm1
	vbroadcastsd 48(%rcx), %zmm9
	vmulpd 56(%rbx), %zmm9, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vbroadcastsd 56(%rcx), %zmm7
	vmulpd 64(%rbx), %zmm7, %zmm1
	vbroadcastsd 64(%rcx), %zmm15
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 72(%rbx), %zmm1
	vmovupd 80(%rbx), %zmm2
	vmovupd 88(%rbx), %zmm3
	vmovupd 96(%rbx), %zmm6
	vmulpd %zmm15, %zmm1, %zmm12
	vaddpd %zmm12, %zmm0, %zmm0
	vmulpd %zmm25, %zmm1, %zmm1
	vaddpd %zmm8, %zmm1, %zmm1
	vbroadcastsd 72(%rcx), %zmm13
	vmulpd %zmm13, %zmm2, %zmm12
	vaddpd %zmm12, %zmm0, %zmm0
	vmulpd %zmm16, %zmm2, %zmm2
	vbroadcastsd 80(%rcx), %zmm19
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm19, %zmm3, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm14, %zmm3, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vbroadcastsd 88(%rcx), %zmm4
	vmulpd %zmm4, %zmm6, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm11, %zmm6, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 104(%rbx), %zmm2
	vbroadcastsd 96(%rcx), %zmm26
	vmulpd %zmm26, %zmm2, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm5, %zmm2, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vbroadcastsd 104(%rcx), %zmm17
	vmovupd 112(%rbx), %zmm2
	vmulpd %zmm17, %zmm2, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd %zmm10, %zmm2, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 120(%rbx), %zmm2
	vbroadcastsd 112(%rcx), %zmm28
	vmulpd %zmm28, %zmm2, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd %zmm9, %zmm2, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 128(%rbx), %zmm2
	vbroadcastsd 120(%rcx), %zmm3
	vmulpd %zmm3, %zmm2, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd %zmm7, %zmm2, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 136(%rbx), %zmm2
	vbroadcastsd 128(%rcx), %zmm31
	vmulpd %zmm31, %zmm2, %zmm6
	vmovupd %zmm31, 864(%rsp)
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd %zmm15, %zmm2, %zmm6
	vmovapd %zmm15, %zmm30
	vmovupd %zmm15, 928(%rsp)
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd %zmm25, %zmm2, %zmm2
	vaddpd %zmm8, %zmm2, %zmm2
	vmovupd 144(%rbx), %zmm6
	vbroadcastsd 136(%rcx), %zmm15
	vmulpd %zmm15, %zmm6, %zmm12
	vmovupd %zmm15, 32(%rsp)
	vaddpd %zmm12, %zmm0, %zmm0
	vmulpd %zmm13, %zmm6, %zmm12
	vmovupd %zmm13, 96(%rsp)
	vaddpd %zmm12, %zmm1, %zmm1
	vmulpd %zmm16, %zmm6, %zmm6
	vmovupd %zmm16, 992(%rsp)
	vaddpd %zmm6, %zmm2, %zmm2
	vmovupd 152(%rbx), %zmm12
	vbroadcastsd 144(%rcx), %zmm22
	vmulpd %zmm22, %zmm12, %zmm18
	vmovupd %zmm22, 160(%rsp)
	vaddpd %zmm18, %zmm0, %zmm0
	vmulpd %zmm19, %zmm12, %zmm18
	vmovupd %zmm19, 288(%rsp)
	vaddpd %zmm18, %zmm1, %zmm1
	vmulpd %zmm14, %zmm12, %zmm12
	vmovupd %zmm14, 224(%rsp)
	vaddpd %zmm12, %zmm2, %zmm2
	vbroadcastsd 152(%rcx), %zmm6
	vmovupd 160(%rbx), %zmm18
	vmulpd %zmm6, %zmm18, %zmm21
	vmovupd %zmm6, 352(%rsp)
	vaddpd %zmm21, %zmm0, %zmm0
	vmulpd %zmm4, %zmm18, %zmm21
	vaddpd %zmm21, %zmm1, %zmm1
	vmulpd %zmm11, %zmm18, %zmm18
	vmovupd %zmm11, 416(%rsp)
	vaddpd %zmm18, %zmm2, %zmm2
	vmovupd 168(%rbx), %zmm18
	vbroadcastsd 160(%rcx), %zmm12
	vmovupd %zmm12, 736(%rsp)
	vmulpd %zmm12, %zmm18, %zmm23
	vaddpd %zmm23, %zmm0, %zmm0
	vmulpd %zmm26, %zmm18, %zmm23
	vmovapd %zmm26, %zmm12
	vmovupd %zmm26, 544(%rsp)
	vaddpd %zmm23, %zmm1, %zmm1
	vmulpd %zmm5, %zmm18, %zmm18
	vmovupd %zmm5, 480(%rsp)
	vaddpd %zmm18, %zmm2, %zmm2
	vmovupd 176(%rbx), %zmm18
	vbroadcastsd 168(%rcx), %zmm20
	vmovupd %zmm20, 800(%rsp)
	vmulpd %zmm20, %zmm18, %zmm26
	vaddpd %zmm26, %zmm0, %zmm0
	vmulpd %zmm17, %zmm18, %zmm26
	vmovapd %zmm17, %zmm20
	vmovupd %zmm17, 608(%rsp)
	vaddpd %zmm26, %zmm1, %zmm26
	vmulpd %zmm10, %zmm18, %zmm1
	vmovapd %zmm10, %zmm17
	vmovupd %zmm10, 672(%rsp)
	vaddpd %zmm1, %zmm2, %zmm2
	vmovupd 184(%rbx), %zmm18
	vbroadcastsd 176(%rcx), %zmm23
	vmulpd %zmm23, %zmm18, %zmm27
	vaddpd %zmm27, %zmm0, %zmm0
	vmovapd %zmm28, %zmm10
	vmulpd %zmm28, %zmm18, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd %zmm9, %zmm18, %zmm18
	vmovapd %zmm9, %zmm21
	vaddpd %zmm18, %zmm2, %zmm18
	vbroadcastsd 184(%rcx), %zmm24
	vmovupd 192(%rbx), %zmm27
	vmulpd %zmm24, %zmm27, %zmm28
	vaddpd %zmm28, %zmm0, %zmm0
	vmulpd %zmm3, %zmm27, %zmm28
	vmovapd %zmm3, %zmm2
	vaddpd %zmm28, %zmm26, %zmm26
	vmulpd %zmm7, %zmm27, %zmm27
	vmovapd %zmm7, %zmm1
	vaddpd %zmm27, %zmm18, %zmm27
	vmovupd 200(%rbx), %zmm28
	vbroadcastsd 192(%rcx), %zmm18
	vmulpd %zmm18, %zmm28, %zmm29
	vaddpd %zmm29, %zmm0, %zmm0
	vmulpd %zmm31, %zmm28, %zmm29
	vaddpd %zmm29, %zmm26, %zmm26
	vmulpd %zmm30, %zmm28, %zmm29
	vaddpd %zmm29, %zmm27, %zmm27
	vmovupd 208(%rbx), %zmm29
	vbroadcastsd 200(%rcx), %zmm31
	vmulpd %zmm31, %zmm29, %zmm30
	vaddpd %zmm30, %zmm0, %zmm30
	vmulpd %zmm15, %zmm29, %zmm0
	vaddpd %zmm0, %zmm26, %zmm26
	vmulpd %zmm13, %zmm29, %zmm0
	vaddpd %zmm0, %zmm27, %zmm27
	vmulpd %zmm25, %zmm28, %zmm0
	vaddpd %zmm8, %zmm0, %zmm0
	vmulpd %zmm16, %zmm29, %zmm28
	vaddpd %zmm28, %zmm0, %zmm28
	vmovupd 216(%rbx), %zmm29
	vbroadcastsd 208(%rcx), %zmm0
	vmulpd %zmm0, %zmm29, %zmm9
	vaddpd %zmm9, %zmm30, %zmm9
	vmulpd %zmm22, %zmm29, %zmm30
	vaddpd %zmm30, %zmm26, %zmm26
	vmulpd %zmm19, %zmm29, %zmm30
	vaddpd %zmm30, %zmm27, %zmm27
	vmulpd %zmm14, %zmm29, %zmm29
	vaddpd %zmm29, %zmm28, %zmm28
	vmovupd 224(%rbx), %zmm29
	vbroadcastsd 216(%rcx), %zmm30
	vmulpd %zmm30, %zmm29, %zmm16
	vaddpd %zmm16, %zmm9, %zmm9
	vmulpd %zmm6, %zmm29, %zmm16
	vaddpd %zmm16, %zmm26, %zmm16
	vmulpd %zmm4, %zmm29, %zmm26
	vaddpd %zmm26, %zmm27, %zmm26
	vmulpd %zmm11, %zmm29, %zmm27
	vaddpd %zmm27, %zmm28, %zmm27
	vmovupd 232(%rbx), %zmm28
	vbroadcastsd 224(%rcx), %zmm29
	vmulpd %zmm29, %zmm28, %zmm7
	vaddpd %zmm7, %zmm9, %zmm7
	vmovupd 736(%rsp), %zmm11
	vmulpd %zmm11, %zmm28, %zmm9
	vaddpd %zmm9, %zmm16, %zmm9
	vmulpd %zmm12, %zmm28, %zmm16
	vaddpd %zmm16, %zmm26, %zmm16
	vmulpd %zmm5, %zmm28, %zmm26
	vaddpd %zmm26, %zmm27, %zmm26
	vbroadcastsd 232(%rcx), %zmm27
	vmovupd 240(%rbx), %zmm28
	vmulpd %zmm27, %zmm28, %zmm3
	vaddpd %zmm3, %zmm7, %zmm3
	vmovupd 800(%rsp), %zmm12
	vmulpd %zmm12, %zmm28, %zmm7
	vaddpd %zmm7, %zmm9, %zmm7
	vmulpd %zmm20, %zmm28, %zmm9
	vaddpd %zmm9, %zmm16, %zmm9
	vmulpd %zmm17, %zmm28, %zmm16
	vaddpd %zmm16, %zmm26, %zmm16
	vmovupd 248(%rbx), %zmm26
	vbroadcastsd 240(%rcx), %zmm28
	vmulpd %zmm28, %zmm26, %zmm17
	vaddpd %zmm17, %zmm3, %zmm3
	vmulpd %zmm23, %zmm26, %zmm17
	vaddpd %zmm17, %zmm7, %zmm7
	vmulpd %zmm10, %zmm26, %zmm17
	vmovapd %zmm10, %zmm22
	vaddpd %zmm17, %zmm9, %zmm9
	vmulpd %zmm21, %zmm26, %zmm17
	vaddpd %zmm17, %zmm16, %zmm16
	vmovupd 256(%rbx), %zmm17
	vbroadcastsd 248(%rcx), %zmm26
	vmulpd %zmm26, %zmm17, %zmm10
	vaddpd %zmm10, %zmm3, %zmm3
	vmulpd %zmm24, %zmm17, %zmm10
	vaddpd %zmm10, %zmm7, %zmm7
	vmulpd %zmm2, %zmm17, %zmm10
	vmovapd %zmm2, %zmm20
	vaddpd %zmm10, %zmm9, %zmm9
	vmulpd %zmm1, %zmm17, %zmm10
	vmovapd %zmm1, %zmm19
	vaddpd %zmm10, %zmm16, %zmm10
	vmovupd 264(%rbx), %zmm16
	vmulpd 256(%rcx){1to8}, %zmm16, %zmm17
	vaddpd %zmm17, %zmm3, %zmm3
	vmulpd %zmm18, %zmm16, %zmm17
	vaddpd %zmm17, %zmm7, %zmm7
	vmulpd 864(%rsp), %zmm16, %zmm17
	vaddpd %zmm17, %zmm9, %zmm9
	vmulpd 928(%rsp), %zmm16, %zmm13
	vaddpd %zmm13, %zmm10, %zmm10
	vmovupd 272(%rbx), %zmm13
	vmulpd 264(%rcx){1to8}, %zmm13, %zmm17
	vmulpd %zmm25, %zmm16, %zmm15
	vaddpd %zmm17, %zmm3, %zmm3
	vmulpd %zmm31, %zmm13, %zmm16
	vaddpd %zmm16, %zmm7, %zmm7
	vmulpd 32(%rsp), %zmm13, %zmm16
	vaddpd %zmm16, %zmm9, %zmm9
	vmulpd 96(%rsp), %zmm13, %zmm16
	vaddpd %zmm16, %zmm10, %zmm10
	vaddpd %zmm8, %zmm15, %zmm15
	vmulpd 992(%rsp), %zmm13, %zmm13
	vaddpd %zmm13, %zmm15, %zmm13
	vmovupd 280(%rbx), %zmm14
	vmulpd 272(%rcx){1to8}, %zmm14, %zmm15
	vaddpd %zmm15, %zmm3, %zmm3
	vmulpd %zmm0, %zmm14, %zmm0
	vaddpd %zmm0, %zmm7, %zmm0
	vmulpd 160(%rsp), %zmm14, %zmm6
	vaddpd %zmm6, %zmm9, %zmm6
	vmulpd 288(%rsp), %zmm14, %zmm7
	vaddpd %zmm7, %zmm10, %zmm7
	vmulpd 224(%rsp), %zmm14, %zmm5
	vaddpd %zmm5, %zmm13, %zmm5
	vmovupd 288(%rbx), %zmm9
	vmulpd 280(%rcx){1to8}, %zmm9, %zmm10
	vaddpd %zmm10, %zmm3, %zmm3
	vmulpd %zmm30, %zmm9, %zmm10
	vaddpd %zmm10, %zmm0, %zmm0
	vmulpd 352(%rsp), %zmm9, %zmm10
	vaddpd %zmm10, %zmm6, %zmm6
	vmulpd %zmm4, %zmm9, %zmm10
	vaddpd %zmm10, %zmm7, %zmm7
	vmulpd 416(%rsp), %zmm9, %zmm4
	vaddpd %zmm4, %zmm5, %zmm4
	vmovupd 296(%rbx), %zmm5
	vmulpd 288(%rcx){1to8}, %zmm5, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vmulpd %zmm29, %zmm5, %zmm9
	vaddpd %zmm9, %zmm0, %zmm0
	vmulpd %zmm11, %zmm5, %zmm9
	vaddpd %zmm9, %zmm6, %zmm6
	vmulpd 544(%rsp), %zmm5, %zmm9
	vaddpd %zmm9, %zmm7, %zmm7
	vmulpd 480(%rsp), %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 304(%rbx), %zmm5
	vmulpd 296(%rcx){1to8}, %zmm5, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vmulpd %zmm27, %zmm5, %zmm9
	vaddpd %zmm9, %zmm0, %zmm0
	vmulpd %zmm12, %zmm5, %zmm9
	vaddpd %zmm9, %zmm6, %zmm6
	vmulpd 608(%rsp), %zmm5, %zmm9
	vaddpd %zmm9, %zmm7, %zmm7
	vmulpd 672(%rsp), %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 312(%rbx), %zmm5
	vmulpd 304(%rcx){1to8}, %zmm5, %zmm9
	vaddpd %zmm9, %zmm3, %zmm3
	vmulpd %zmm28, %zmm5, %zmm9
	vaddpd %zmm9, %zmm0, %zmm0
	vmulpd %zmm23, %zmm5, %zmm1
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm22, %zmm5, %zmm6
	vaddpd %zmm6, %zmm7, %zmm6
	vmulpd %zmm21, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 320(%rbx), %zmm5
	vmulpd 312(%rcx){1to8}, %zmm5, %zmm7
	vaddpd %zmm7, %zmm3, %zmm7
	vmulpd %zmm26, %zmm5, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm24, %zmm5, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm20, %zmm5, %zmm2
	vaddpd %zmm2, %zmm6, %zmm2
	vmulpd %zmm19, %zmm5, %zmm3
	vaddpd %zmm3, %zmm4, %zmm3
	movl $40, %r14d
.LBB_36:
	vmovupd (%r8,%r14,8), %zmm4
	vmulpd (%rcx,%r14,8){1to8}, %zmm4, %zmm5
	vmulpd -64(%rcx,%r14,8){1to8}, %zmm4, %zmm6
	vaddpd %zmm5, %zmm7, %zmm7
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd -128(%rcx,%r14,8){1to8}, %zmm4, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vmulpd -192(%rcx,%r14,8){1to8}, %zmm4, %zmm5
	vaddpd %zmm5, %zmm2, %zmm2
	vmulpd -256(%rcx,%r14,8){1to8}, %zmm4, %zmm5
	vmulpd -320(%rcx,%r14,8){1to8}, %zmm4, %zmm4
	vaddpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm4, %zmm8, %zmm8
	incq %r14
	cmpq %r14, %rax
	jne .LBB_36
	vmovupd 8(%rbx,%rax,8), %zmm4
	vmovupd 16(%rbx,%rax,8), %zmm5
	vmovupd 24(%rbx,%rax,8), %zmm6
	vmovupd 32(%rbx,%rax,8), %zmm9
	vmulpd -320(%rcx,%rax,8){1to8}, %zmm4, %zmm10
	vbroadcastsd -256(%rcx,%rax,8), %zmm11
	vmovupd %zmm11, 992(%rsp)
	vaddpd %zmm10, %zmm8, %zmm8
	vmulpd %zmm11, %zmm4, %zmm10
	vbroadcastsd -192(%rcx,%rax,8), %zmm11
	vmovupd %zmm11, 480(%rsp)
	vaddpd %zmm10, %zmm3, %zmm3
	vmulpd %zmm11, %zmm4, %zmm10
	vbroadcastsd -128(%rcx,%rax,8), %zmm11
	vmovupd %zmm11, 224(%rsp)
	vaddpd %zmm10, %zmm2, %zmm2
	vmulpd %zmm11, %zmm4, %zmm10
	vbroadcastsd -64(%rcx,%rax,8), %zmm11
	vaddpd %zmm10, %zmm1, %zmm1
	vmulpd %zmm11, %zmm4, %zmm4
	vbroadcastsd -56(%rcx,%rax,8), %zmm12
	vaddpd %zmm4, %zmm0, %zmm0
	vmulpd %zmm12, %zmm5, %zmm4
	vbroadcastsd -120(%rcx,%rax,8), %zmm10
	vmovupd %zmm10, 96(%rsp)
	vaddpd %zmm4, %zmm0, %zmm0
	vmulpd %zmm10, %zmm5, %zmm4
	vbroadcastsd -184(%rcx,%rax,8), %zmm10
	vmovupd %zmm10, 416(%rsp)
	vaddpd %zmm4, %zmm1, %zmm1
	vmulpd %zmm10, %zmm5, %zmm4
	vbroadcastsd -248(%rcx,%rax,8), %zmm10
	vmovupd %zmm10, 928(%rsp)
	vaddpd %zmm4, %zmm2, %zmm2
	vmulpd %zmm10, %zmm5, %zmm4
	vmulpd -312(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm4, %zmm3, %zmm3
	vaddpd %zmm5, %zmm8, %zmm4
	vbroadcastsd -48(%rcx,%rax,8), %zmm15
	vmulpd %zmm15, %zmm6, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vbroadcastsd -112(%rcx,%rax,8), %zmm21
	vmulpd %zmm21, %zmm6, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vbroadcastsd -176(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 672(%rsp)
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
	vbroadcastsd -104(%rcx,%rax,8), %zmm23
	vmulpd %zmm23, %zmm9, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vbroadcastsd -168(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 608(%rsp)
	vmulpd %zmm5, %zmm9, %zmm5
	vaddpd %zmm5, %zmm2, %zmm2
	vbroadcastsd -232(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 800(%rsp)
	vmulpd %zmm5, %zmm9, %zmm5
	vaddpd %zmm5, %zmm3, %zmm3
	vmulpd -296(%rcx,%rax,8){1to8}, %zmm9, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 40(%rbx,%rax,8), %zmm5
	vbroadcastsd -32(%rcx,%rax,8), %zmm25
	vmulpd %zmm25, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd -96(%rcx,%rax,8), %zmm13
	vmulpd %zmm13, %zmm5, %zmm6
	vmovupd %zmm13, 160(%rsp)
	vaddpd %zmm6, %zmm1, %zmm1
	vbroadcastsd -160(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 544(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm2, %zmm2
	vbroadcastsd -224(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 736(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm3, %zmm3
	vmulpd -288(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 48(%rbx,%rax,8), %zmm5
	vbroadcastsd -24(%rcx,%rax,8), %zmm18
	vmulpd %zmm18, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd -88(%rcx,%rax,8), %zmm27
	vmulpd %zmm27, %zmm5, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vbroadcastsd -152(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 352(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm2, %zmm2
	vbroadcastsd -216(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 2656(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm3, %zmm3
	vmulpd -280(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 56(%rbx,%rax,8), %zmm5
	vbroadcastsd -16(%rcx,%rax,8), %zmm20
	vmulpd %zmm20, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm8
	vbroadcastsd -80(%rcx,%rax,8), %zmm17
	vmulpd %zmm17, %zmm5, %zmm0
	vmovupd %zmm17, 2016(%rsp)
	vaddpd %zmm0, %zmm1, %zmm9
	vbroadcastsd -144(%rcx,%rax,8), %zmm0
	vmovupd %zmm0, 288(%rsp)
	vmulpd %zmm0, %zmm5, %zmm0
	vaddpd %zmm0, %zmm2, %zmm2
	vbroadcastsd -208(%rcx,%rax,8), %zmm0
	vmovupd %zmm0, 2592(%rsp)
	vmulpd %zmm0, %zmm5, %zmm0
	vaddpd %zmm0, %zmm3, %zmm3
	vmulpd -272(%rcx,%rax,8){1to8}, %zmm5, %zmm0
	vaddpd %zmm0, %zmm4, %zmm4
	vmovupd 64(%rbx,%rax,8), %zmm5
	vbroadcastsd -8(%rcx,%rax,8), %zmm0
	vmulpd %zmm0, %zmm5, %zmm1
	vmovupd %zmm0, 1312(%rsp)
	vaddpd %zmm1, %zmm8, %zmm8
	vbroadcastsd -72(%rcx,%rax,8), %zmm19
	vmulpd %zmm19, %zmm5, %zmm10
	vaddpd %zmm10, %zmm9, %zmm9
	vbroadcastsd -136(%rcx,%rax,8), %zmm1
	vmovupd %zmm1, 32(%rsp)
	vmulpd %zmm1, %zmm5, %zmm10
	vaddpd %zmm10, %zmm2, %zmm10
	vbroadcastsd -200(%rcx,%rax,8), %zmm1
	vmovupd %zmm1, 2528(%rsp)
	vmulpd %zmm1, %zmm5, %zmm2
	vaddpd %zmm2, %zmm3, %zmm1
	vmovupd %zmm1, 2208(%rsp)
	vmulpd -264(%rcx,%rax,8){1to8}, %zmm5, %zmm2
	vaddpd %zmm2, %zmm4, %zmm1
	vmovupd %zmm1, 2464(%rsp)
	vmovupd 72(%rbx,%rax,8), %zmm14
	vmulpd %zmm11, %zmm14, %zmm3
	vaddpd %zmm3, %zmm9, %zmm3
	vmovupd 80(%rbx,%rax,8), %zmm5
	vmovupd %zmm12, 1952(%rsp)
	vmulpd %zmm12, %zmm5, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 88(%rbx,%rax,8), %zmm22
	vmulpd %zmm15, %zmm22, %zmm4
	vmovupd %zmm22, 1248(%rsp)
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 96(%rbx,%rax,8), %zmm31
	vmovapd %zmm16, %zmm2
	vmovupd %zmm16, 1888(%rsp)
	vmulpd %zmm16, %zmm31, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 104(%rbx,%rax,8), %zmm30
	vmulpd %zmm25, %zmm30, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 112(%rbx,%rax,8), %zmm28
	vmulpd %zmm18, %zmm28, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 120(%rbx,%rax,8), %zmm26
	vmulpd %zmm20, %zmm26, %zmm4
	vmovupd %zmm20, 1824(%rsp)
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 128(%rbx,%rax,8), %zmm24
	vmulpd %zmm0, %zmm24, %zmm4
	vaddpd %zmm4, %zmm3, %zmm9
	vmovupd 224(%rsp), %zmm0
	vmulpd %zmm0, %zmm14, %zmm3
	vmovupd %zmm14, 1632(%rsp)
	vaddpd %zmm3, %zmm10, %zmm3
	vmovupd 96(%rsp), %zmm1
	vmulpd %zmm1, %zmm5, %zmm4
	vmovapd %zmm5, %zmm16
	vmovupd %zmm5, 1376(%rsp)
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd %zmm21, 2400(%rsp)
	vmulpd %zmm21, %zmm22, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vmulpd %zmm23, %zmm31, %zmm4
	vmovupd %zmm23, 2336(%rsp)
	vaddpd %zmm4, %zmm3, %zmm3
	vmulpd %zmm13, %zmm30, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vmulpd %zmm27, %zmm28, %zmm4
	vmovupd %zmm27, 2272(%rsp)
	vaddpd %zmm4, %zmm3, %zmm3
	vmulpd %zmm17, %zmm26, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vmulpd %zmm19, %zmm24, %zmm4
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 136(%rbx,%rax,8), %zmm13
	vmulpd %zmm11, %zmm13, %zmm4
	vmovupd %zmm13, 1760(%rsp)
	vmovapd %zmm11, %zmm17
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 144(%rbx,%rax,8), %zmm11
	vmulpd %zmm12, %zmm11, %zmm4
	vmovupd %zmm11, 1696(%rsp)
	vaddpd %zmm4, %zmm3, %zmm3
	vmovupd 152(%rbx,%rax,8), %zmm4
	vmulpd %zmm15, %zmm4, %zmm5
	vmovupd %zmm4, 1568(%rsp)
	vmovapd %zmm15, %zmm22
	vaddpd %zmm5, %zmm3, %zmm3
	vmovupd 160(%rbx,%rax,8), %zmm15
	vmulpd %zmm2, %zmm15, %zmm5
	vmovupd %zmm15, 1504(%rsp)
	vaddpd %zmm5, %zmm3, %zmm3
	vmovupd 168(%rbx,%rax,8), %zmm5
	vmovapd %zmm25, %zmm2
	vmovupd %zmm25, 2144(%rsp)
	vmulpd %zmm25, %zmm5, %zmm10
	vmovapd %zmm5, %zmm25
	vmovupd %zmm5, 1440(%rsp)
	vaddpd %zmm10, %zmm3, %zmm3
	vmovupd 176(%rbx,%rax,8), %zmm5
	vmovapd %zmm18, %zmm6
	vmovupd %zmm18, 2080(%rsp)
	vmulpd %zmm18, %zmm5, %zmm10
	vaddpd %zmm10, %zmm3, %zmm3
	vmovupd 184(%rbx,%rax,8), %zmm12
	vmulpd %zmm20, %zmm12, %zmm10
	vaddpd %zmm10, %zmm3, %zmm10
	vmovupd 192(%rbx,%rax,8), %zmm29
	vmovupd 1312(%rsp), %zmm20
	vmulpd %zmm20, %zmm29, %zmm18
	vaddpd %zmm18, %zmm10, %zmm10
	vmulpd 480(%rsp), %zmm14, %zmm18
	vaddpd 2208(%rsp), %zmm18, %zmm14
	vmulpd 416(%rsp), %zmm16, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmovupd 1248(%rsp), %zmm16
	vmulpd 672(%rsp), %zmm16, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd 608(%rsp), %zmm31, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd 544(%rsp), %zmm30, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd 352(%rsp), %zmm28, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd 288(%rsp), %zmm26, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd 32(%rsp), %zmm24, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd %zmm0, %zmm13, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd %zmm1, %zmm11, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd %zmm21, %zmm4, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd %zmm23, %zmm15, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd 160(%rsp), %zmm25, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd %zmm27, %zmm5, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmovupd 2016(%rsp), %zmm27
	vmulpd %zmm27, %zmm12, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmulpd %zmm19, %zmm29, %zmm18
	vaddpd %zmm18, %zmm14, %zmm14
	vmovupd 200(%rbx,%rax,8), %zmm18
	vmulpd %zmm17, %zmm18, %zmm25
	vaddpd %zmm25, %zmm14, %zmm14
	vmovupd 208(%rbx,%rax,8), %zmm25
	vmovupd 1952(%rsp), %zmm23
	vmulpd %zmm23, %zmm25, %zmm15
	vaddpd %zmm15, %zmm14, %zmm14
	vmovupd 216(%rbx,%rax,8), %zmm15
	vmulpd %zmm22, %zmm15, %zmm11
	vaddpd %zmm11, %zmm14, %zmm11
	vmovupd 224(%rbx,%rax,8), %zmm4
	vmovupd 1888(%rsp), %zmm21
	vmulpd %zmm21, %zmm4, %zmm14
	vaddpd %zmm14, %zmm11, %zmm11
	vmovupd 232(%rbx,%rax,8), %zmm3
	vmulpd %zmm2, %zmm3, %zmm14
	vaddpd %zmm14, %zmm11, %zmm11
	vmovupd 240(%rbx,%rax,8), %zmm2
	vmulpd %zmm6, %zmm2, %zmm14
	vaddpd %zmm14, %zmm11, %zmm11
	vmovupd 248(%rbx,%rax,8), %zmm1
	vmovupd 1824(%rsp), %zmm13
	vmulpd %zmm13, %zmm1, %zmm14
	vaddpd %zmm14, %zmm11, %zmm11
	vmovupd 256(%rbx,%rax,8), %zmm0
	vmulpd %zmm20, %zmm0, %zmm14
	vaddpd %zmm14, %zmm11, %zmm14
	vmovupd 1632(%rsp), %zmm6
	vmulpd 992(%rsp), %zmm6, %zmm6
	vaddpd 2464(%rsp), %zmm6, %zmm6
	vmovupd 1376(%rsp), %zmm11
	vmulpd 928(%rsp), %zmm11, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmulpd 864(%rsp), %zmm16, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmulpd 800(%rsp), %zmm31, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmulpd 736(%rsp), %zmm30, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmulpd 2656(%rsp), %zmm28, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmulpd 2592(%rsp), %zmm26, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmulpd 2528(%rsp), %zmm24, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmovupd 1760(%rsp), %zmm11
	vmulpd 480(%rsp), %zmm11, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmovupd 1696(%rsp), %zmm11
	vmulpd 416(%rsp), %zmm11, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmovupd 1568(%rsp), %zmm11
	vmulpd 672(%rsp), %zmm11, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmovupd 1504(%rsp), %zmm11
	vmulpd 608(%rsp), %zmm11, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmovupd 1440(%rsp), %zmm11
	vmulpd 544(%rsp), %zmm11, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmulpd 352(%rsp), %zmm5, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmulpd 288(%rsp), %zmm12, %zmm11
	vaddpd %zmm11, %zmm6, %zmm6
	vmulpd 32(%rsp), %zmm29, %zmm5
	vaddpd %zmm5, %zmm6, %zmm5
	vmulpd 224(%rsp), %zmm18, %zmm6
	vaddpd %zmm6, %zmm5, %zmm5
	vmulpd 96(%rsp), %zmm25, %zmm6
	vaddpd %zmm6, %zmm5, %zmm5
	vmulpd 2400(%rsp), %zmm15, %zmm6
	vaddpd %zmm6, %zmm5, %zmm5
	vmulpd 2336(%rsp), %zmm4, %zmm4
	vaddpd %zmm4, %zmm5, %zmm4
	vmulpd 160(%rsp), %zmm3, %zmm3
	vaddpd %zmm3, %zmm4, %zmm3
	vmulpd 2272(%rsp), %zmm2, %zmm2
	vaddpd %zmm2, %zmm3, %zmm2
	vmulpd %zmm27, %zmm1, %zmm1
	vaddpd %zmm1, %zmm2, %zmm1
	vmulpd %zmm19, %zmm0, %zmm0
	vaddpd %zmm0, %zmm1, %zmm0
	vmulpd 264(%rbx,%rax,8), %zmm17, %zmm1
	vmulpd 272(%rbx,%rax,8), %zmm23, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 280(%rbx,%rax,8), %zmm22, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 288(%rbx,%rax,8), %zmm21, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 2144(%rsp), %zmm1
	vmulpd 296(%rbx,%rax,8), %zmm1, %zmm1
	vmovupd 2080(%rsp), %zmm2
	vmulpd 304(%rbx,%rax,8), %zmm2, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 312(%rbx,%rax,8), %zmm13, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 320(%rbx,%rax,8), %zmm20, %zmm1
	vaddpd %zmm1, %zmm0, %zmm11
	vmovupd 1184(%rsp), %zmm12
	vmovupd 1120(%rsp), %zmm13
	vmovdqu64 1056(%rsp), %zmm3
	vpbroadcastq .LCPI_4(%rip), %zmm4
	vbroadcastsd .LCPI_5(%rip), %zmm5
	vbroadcastsd .LCPI_6(%rip), %zmm6
.LBB_38:
	vmulpd %zmm7, %zmm13, %zmm0
	vpandq %zmm4, %zmm0, %zmm1
	vcmpge_oqpd %zmm5, %zmm1, %k0
	vcmple_oqpd %zmm6, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebx
	cmpb $-1, %bl
	je .LBB_39
	vdivpd %zmm12, %zmm7, %zmm7
	jmp .LBB_64
.LBB_39:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm7, %zmm3, %zmm1
	vfmadd213pd %zmm0, %zmm13, %zmm1
	vfmadd231pd %zmm1, %zmm3, %zmm7
	vfmadd213pd %zmm1, %zmm13, %zmm7
.LBB_64:
	vmovupd %zmm7, (%r9,%r11,8)
	vmulpd %zmm8, %zmm13, %zmm0
	vpandq %zmm4, %zmm0, %zmm1
	vcmpge_oqpd %zmm5, %zmm1, %k0
	vcmple_oqpd %zmm6, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebx
	cmpb $-1, %bl
	je .LBB_66
	vdivpd %zmm12, %zmm8, %zmm8
	jmp .LBB_67
.LBB_66:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm8, %zmm3, %zmm1
	vfmadd213pd %zmm0, %zmm13, %zmm1
	vfmadd231pd %zmm1, %zmm3, %zmm8
	vfmadd213pd %zmm1, %zmm13, %zmm8
.LBB_67:
	vmovupd %zmm8, 64(%r9,%r11,8)
	vmulpd %zmm9, %zmm13, %zmm0
	vpandq %zmm4, %zmm0, %zmm1
	vcmpge_oqpd %zmm5, %zmm1, %k0
	vcmple_oqpd %zmm6, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebx
	cmpb $-1, %bl
	je .LBB_69
	vdivpd %zmm12, %zmm9, %zmm9
	jmp .LBB_70
.LBB_69:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm9, %zmm3, %zmm1
	vfmadd213pd %zmm0, %zmm13, %zmm1
	vfmadd231pd %zmm1, %zmm3, %zmm9
	vfmadd213pd %zmm1, %zmm13, %zmm9
.LBB_70:
	vmovupd %zmm9, 128(%r9,%r11,8)
	vmulpd %zmm10, %zmm13, %zmm0
	vpandq %zmm4, %zmm0, %zmm1
	vcmpge_oqpd %zmm5, %zmm1, %k0
	vcmple_oqpd %zmm6, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebx
	cmpb $-1, %bl
	je .LBB_72
	vdivpd %zmm12, %zmm10, %zmm10
	jmp .LBB_73
.LBB_72:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm10, %zmm3, %zmm1
	vfmadd213pd %zmm0, %zmm13, %zmm1
	vfmadd231pd %zmm1, %zmm3, %zmm10
	vfmadd213pd %zmm1, %zmm13, %zmm10
.LBB_73:
	vmovupd %zmm10, 192(%r9,%r11,8)
	vmulpd %zmm14, %zmm13, %zmm0
	vpandq %zmm4, %zmm0, %zmm1
	vcmpge_oqpd %zmm5, %zmm1, %k0
	vcmple_oqpd %zmm6, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebx
	cmpb $-1, %bl
	je .LBB_75
	vdivpd %zmm12, %zmm14, %zmm14
	jmp .LBB_76
.LBB_75:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm14, %zmm3, %zmm1
	vfmadd213pd %zmm0, %zmm13, %zmm1
	vfmadd231pd %zmm1, %zmm3, %zmm14
	vfmadd213pd %zmm1, %zmm13, %zmm14
.LBB_76:
	vmovupd %zmm14, 256(%r9,%r11,8)
	vmulpd %zmm11, %zmm13, %zmm0
	vpandq %zmm4, %zmm0, %zmm1
	vcmpge_oqpd %zmm5, %zmm1, %k0
	vcmple_oqpd %zmm6, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebx
	cmpb $-1, %bl
	jne .LBB_77
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm11, %zmm3, %zmm1
	vfmadd213pd %zmm0, %zmm13, %zmm1
	vfmadd231pd %zmm1, %zmm3, %zmm11
	vfmadd213pd %zmm1, %zmm13, %zmm11
	jmp .LBB_79
.LBB_52:
	vpxorq .LCPI_3(%rip){1to8}, %zmm12, %zmm0
	movl %eax, %r11d
	andl $3, %r11d
	movq %rax, %rbx
	andq $-4, %rbx
	leaq (,%rax,8), %r8
	leaq (%rdi,%rsi,8), %r14
	subq %r8, %r14
	leaq 32(%r14), %r15
	addq $8, %r14
	vpbroadcastq .LCPI_4(%rip), %zmm1
	vbroadcastsd .LCPI_5(%rip), %zmm4
	vbroadcastsd .LCPI_6(%rip), %zmm2
	vmovapd 16(%rsp), %xmm9
	jmp .LBB_53
.LBB_61:
	vdivpd %zmm12, %zmm3, %zmm3
.LBB_62:
	vmovupd %zmm3, (%r9,%rsi,8)
	leaq 8(%r8), %r12
	addq $64, %r15
	addq $64, %r14
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_24
.LBB_53:
	movq %r12, %r8
	vpxor %xmm3, %xmm3, %xmm3
	testq %rax, %rax
	je .LBB_59
	xorl %r12d, %r12d
	cmpq $3, %r10
	jb .LBB_57
.LBB_55:
	vmovupd -24(%r15,%r12,8), %zmm5
	vmovupd -16(%r15,%r12,8), %zmm6
	vmovupd -8(%r15,%r12,8), %zmm7
	vmovupd (%r15,%r12,8), %zmm8
	vmulpd (%rcx,%r12,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm3, %zmm3
	vmulpd 8(%rcx,%r12,8){1to8}, %zmm6, %zmm5
	vaddpd %zmm5, %zmm3, %zmm3
	vmulpd 16(%rcx,%r12,8){1to8}, %zmm7, %zmm5
	vmulpd 24(%rcx,%r12,8){1to8}, %zmm8, %zmm6
	vaddpd %zmm5, %zmm3, %zmm3
	addq $4, %r12
	vaddpd %zmm6, %zmm3, %zmm3
	cmpq %r12, %rbx
	jne .LBB_55
	testq %r11, %r11
	je .LBB_59
.LBB_57:
	leaq (%r14,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_58:
	vmovupd (%r13,%rbp,8), %zmm5
	vmulpd (%r12,%rbp,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm3, %zmm3
	incq %rbp
	cmpq %rbp, %r11
	jne .LBB_58
.LBB_59:
	vmulpd %zmm3, %zmm13, %zmm5
	vpandq %zmm1, %zmm5, %zmm6
	vcmpge_oqpd %zmm4, %zmm6, %k0
	vcmple_oqpd %zmm2, %zmm6, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	jne .LBB_61
	vmovapd %zmm5, %zmm6
	vfmadd213pd %zmm3, %zmm0, %zmm6
	vfmadd213pd %zmm5, %zmm13, %zmm6
	vfmadd231pd %zmm6, %zmm0, %zmm3
	vfmadd213pd %zmm6, %zmm13, %zmm3
	jmp .LBB_62
.LBB_40:
	vxorpd %xmm0, %xmm0, %xmm0
	vdivsd %xmm9, %xmm0, %xmm0
	cmpq $4, %rsi
	jb .LBB_46
	cmpq $32, %rsi
	jae .LBB_47
	xorl %eax, %eax
	jmp .LBB_43
.LBB_47:
	movq %rsi, %rax
	andq $-32, %rax
	vbroadcastsd %xmm0, %zmm1
	leaq (%r9,%r8,8), %rcx
	addq $192, %rcx
	xorl %edi, %edi
.LBB_48:
	vmovupd %zmm1, -192(%rcx,%rdi,8)
	vmovupd %zmm1, -128(%rcx,%rdi,8)
	vmovupd %zmm1, -64(%rcx,%rdi,8)
	vmovupd %zmm1, (%rcx,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rax
	jne .LBB_48
	cmpq %rax, %rsi
	je .LBB_34
	testb $28, %sil
	je .LBB_51
.LBB_43:
	movq %rsi, %rcx
	andq $-4, %rcx
	vbroadcastsd %xmm0, %ymm1
	leaq (%r9,%r8,8), %rdi
	addq %rcx, %r8
.LBB_44:
	vmovupd %ymm1, (%rdi,%rax,8)
	addq $4, %rax
	cmpq %rax, %rcx
	jne .LBB_44
	cmpq %rcx, %rsi
	je .LBB_34
.LBB_46:
	vmovsd %xmm0, (%r9,%r8,8)
	incq %r8
	cmpq %r8, %rdx
	jne .LBB_46
.LBB_34:
	addq $2728, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_19:
	leaq (%r9,%rbx,8), %r14
	jmp .LBB_20
.LBB_82:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_51:
	addq %rax, %r8
	jmp .LBB_46
.LBB_81:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_80:
	leaq .Lanon.3(%rip), %r9
	movq %rsp, %rsi
	leaq 8(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
