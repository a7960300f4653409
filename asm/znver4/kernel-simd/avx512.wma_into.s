# kernel_simd::x86_64::avx512::wma_into — kernel-simd, target-cpu=znver4
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx512::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $3000, %rsp
	movq %rdx, %rax
	movq 3056(%rsp), %rdx
	movq %rdi, 8(%rsp)
	movq %rsi, 24(%rsp)
	movq %rdx, 16(%rsp)
	cmpq %rsi, %rdx
	jne .LBB_86
	leaq -1(%rax), %rbp
	cmpq %r8, %rbp
	jae .LBB_87
	testq %rbp, %rbp
	je .LBB_3
	cmpq %rbp, %rdx
	movq %rbp, %rsi
	cmovbq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_3
	leaq (,%rsi,8), %rbx
	movq %r9, %r10
	addq $-8, %rbx
	cmpq $24, %rbx
	jb .LBB_23
	movq %rbx, %r8
	shrq $3, %r8
	movabsq $4611686018427387872, %r11
	incq %r8
	cmpq $248, %rbx
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
	leaq (%r9,%r11,8), %r10
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
	movq %r8, (%r10)
	addq $8, %r10
	cmpq %rsi, %r10
	jne .LBB_24
.LBB_3:
	leaq 1(%rax), %rsi
	leaq 47(%rax), %r8
	imulq %rax, %rsi
	vcvtusi2sd %rsi, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm1
	vmovsd .LCPI_2(%rip), %xmm0
	movq %rbp, %rsi
	vdivsd %xmm1, %xmm0, %xmm0
	vbroadcastsd %xmm1, %zmm13
	vmovapd %xmm1, 32(%rsp)
	vbroadcastsd %xmm0, %zmm14
	cmpq %rdx, %r8
	jbe .LBB_4
.LBB_25:
	leaq 8(%rsi), %r12
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
	vdivsd 32(%rsp), %xmm0, %xmm0
	addq $8, %r15
	addq $8, %rdi
	vmovsd %xmm0, (%r9,%r8,8)
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_37
.LBB_30:
	leaq 1(%r8), %rsi
	cmpq %rax, %r11
	jb .LBB_88
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r10d, %r10d
	cmpq $7, %rbp
	jb .LBB_34
.LBB_32:
	vmovsd (%rcx,%r10,8), %xmm1
	vmovsd 8(%rcx,%r10,8), %xmm2
	vmulsd -56(%r15,%r10,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
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
	vaddsd %xmm1, %xmm0, %xmm0
	cmpq %r10, %r14
	jne .LBB_32
	testq %rbx, %rbx
	je .LBB_36
.LBB_34:
	leaq (%rdi,%r10,8), %r12
	leaq (%rcx,%r10,8), %r10
	xorl %r13d, %r13d
.LBB_35:
	vmovsd (%r10,%r13,8), %xmm1
	vmulsd (%r12,%r13,8), %xmm1, %xmm1
	incq %r13
	vaddsd %xmm1, %xmm0, %xmm0
	cmpq %r13, %rbx
	jne .LBB_35
	jmp .LBB_36
.LBB_4:
	vbroadcastsd .LCPI_5(%rip), %zmm16
	vbroadcastsd .LCPI_6(%rip), %zmm18
	vxorpd .LCPI_3(%rip){1to8}, %zmm13, %zmm15
	vbroadcastsd .LCPI_4(%rip), %zmm17
	movq 8(%rsp), %r15
	movl %eax, %r11d
	movl %eax, %r14d
	movq %rax, %rbx
	andl $3, %r11d
	andq $-4, %rbx
	andl $60, %r14d
	movq %rbp, %r12
	vmovupd %zmm13, 1328(%rsp)
	vmovupd %zmm14, 1264(%rsp)
	vmovupd %zmm15, 1200(%rsp)
	jmp .LBB_5
.LBB_83:
	vdivpd %zmm13, %zmm12, %zmm12
.LBB_85:
	leaq 48(%rsi), %r8
	addq $384, %r15
	vmovupd %zmm12, 320(%r9,%r12,8)
	movq %rsi, %r12
	cmpq %rdx, %r8
	ja .LBB_25
.LBB_5:
	movq %r8, %rsi
	cmpq $47, %rax
	ja .LBB_38
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm7, %xmm7, %xmm7
	xorl %r13d, %r13d
	cmpq $3, %rbp
	jb .LBB_9
.LBB_7:
	vbroadcastsd (%rcx,%r13,8), %zmm0
	vbroadcastsd 8(%rcx,%r13,8), %zmm6
	vmulpd 64(%r15,%r13,8), %zmm0, %zmm2
	vmulpd (%r15,%r13,8), %zmm0, %zmm1
	vmulpd 128(%r15,%r13,8), %zmm0, %zmm3
	vmulpd 256(%r15,%r13,8), %zmm0, %zmm5
	vmulpd 192(%r15,%r13,8), %zmm0, %zmm4
	vmulpd 320(%r15,%r13,8), %zmm0, %zmm0
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd 8(%r15,%r13,8), %zmm6, %zmm8
	vaddpd %zmm1, %zmm7, %zmm1
	vaddpd %zmm3, %zmm9, %zmm3
	vmulpd 72(%r15,%r13,8), %zmm6, %zmm9
	vaddpd %zmm5, %zmm11, %zmm5
	vaddpd %zmm4, %zmm10, %zmm4
	vbroadcastsd 16(%rcx,%r13,8), %zmm10
	vaddpd %zmm0, %zmm12, %zmm0
	vbroadcastsd 24(%rcx,%r13,8), %zmm12
	vmulpd 336(%r15,%r13,8), %zmm10, %zmm7
	vaddpd %zmm8, %zmm1, %zmm1
	vmulpd 136(%r15,%r13,8), %zmm6, %zmm8
	vaddpd %zmm9, %zmm2, %zmm2
	vmulpd 200(%r15,%r13,8), %zmm6, %zmm9
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd 264(%r15,%r13,8), %zmm6, %zmm8
	vaddpd %zmm9, %zmm4, %zmm4
	vmulpd 80(%r15,%r13,8), %zmm10, %zmm9
	vmulpd 328(%r15,%r13,8), %zmm6, %zmm6
	vaddpd %zmm8, %zmm5, %zmm5
	vmulpd 144(%r15,%r13,8), %zmm10, %zmm8
	vaddpd %zmm9, %zmm2, %zmm2
	vmulpd 208(%r15,%r13,8), %zmm10, %zmm9
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd 16(%r15,%r13,8), %zmm10, %zmm6
	vaddpd %zmm7, %zmm0, %zmm0
	vmulpd 24(%r15,%r13,8), %zmm12, %zmm7
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd 272(%r15,%r13,8), %zmm10, %zmm8
	vaddpd %zmm9, %zmm4, %zmm4
	vmulpd 152(%r15,%r13,8), %zmm12, %zmm9
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %zmm7, %zmm1, %zmm7
	vaddpd %zmm8, %zmm5, %zmm5
	vmulpd 88(%r15,%r13,8), %zmm12, %zmm8
	vaddpd %zmm9, %zmm3, %zmm9
	vmulpd 280(%r15,%r13,8), %zmm12, %zmm3
	vaddpd %zmm8, %zmm2, %zmm8
	vmulpd 216(%r15,%r13,8), %zmm12, %zmm2
	vaddpd %zmm3, %zmm5, %zmm11
	vaddpd %zmm2, %zmm4, %zmm10
	vmulpd 344(%r15,%r13,8), %zmm12, %zmm2
	addq $4, %r13
	vaddpd %zmm2, %zmm0, %zmm12
	cmpq %r13, %r14
	jne .LBB_7
	testb $3, %al
	je .LBB_44
.LBB_9:
	leaq (%rcx,%r13,8), %r8
	leaq (%r15,%r13,8), %r13
	xorl %r10d, %r10d
.LBB_10:
	vbroadcastsd (%r8,%r10,8), %zmm0
	vmulpd 64(%r13,%r10,8), %zmm0, %zmm3
	vmulpd 128(%r13,%r10,8), %zmm0, %zmm2
	vmulpd (%r13,%r10,8), %zmm0, %zmm1
	vaddpd %zmm3, %zmm8, %zmm8
	vaddpd %zmm2, %zmm9, %zmm9
	vmulpd 192(%r13,%r10,8), %zmm0, %zmm3
	vmulpd 256(%r13,%r10,8), %zmm0, %zmm2
	vmulpd 320(%r13,%r10,8), %zmm0, %zmm0
	vaddpd %zmm1, %zmm7, %zmm7
	incq %r10
	vaddpd %zmm3, %zmm10, %zmm10
	vaddpd %zmm2, %zmm11, %zmm11
	vaddpd %zmm0, %zmm12, %zmm12
	cmpq %r10, %r11
	jne .LBB_10
	jmp .LBB_44
.LBB_38:
	movq 8(%rsp), %r8
	movq %r12, %r13
	subq %rax, %r13
	vbroadcastsd (%rcx), %zmm15
	movq %rbp, %rdi
	vbroadcastsd 8(%rcx), %zmm16
	vbroadcastsd 16(%rcx), %zmm14
	vbroadcastsd 24(%rcx), %zmm13
	vxorpd %xmm8, %xmm8, %xmm8
	vbroadcastsd 32(%rcx), %zmm20
	vbroadcastsd 40(%rcx), %zmm18
	vbroadcastsd 48(%rcx), %zmm7
	vbroadcastsd 56(%rcx), %zmm6
	vbroadcastsd 64(%rcx), %zmm22
	vbroadcastsd 72(%rcx), %zmm21
	vbroadcastsd 80(%rcx), %zmm12
	vbroadcastsd 88(%rcx), %zmm11
	vbroadcastsd 96(%rcx), %zmm26
	vbroadcastsd 104(%rcx), %zmm19
	vbroadcastsd 112(%rcx), %zmm17
	vbroadcastsd 120(%rcx), %zmm10
	vbroadcastsd 128(%rcx), %zmm29
	vbroadcastsd 184(%rcx), %zmm24
	vbroadcastsd 192(%rcx), %zmm30
	leaq (%r8,%r13,8), %rbp
	leaq -41(%rax), %r8
	vmulpd 8(%rbp), %zmm15, %zmm0
	vmulpd 16(%rbp), %zmm16, %zmm1
	vmulpd 24(%rbp), %zmm14, %zmm3
	vmulpd 32(%rbp), %zmm13, %zmm2
	vmovupd 72(%rbp), %zmm9
	vmovupd 96(%rbp), %zmm4
	vmovapd %zmm15, %zmm23
	vmovupd %zmm15, 944(%rsp)
	vmovupd %zmm13, 880(%rsp)
	vmovapd %zmm22, %zmm31
	vmovupd %zmm22, 176(%rsp)
	vmovupd %zmm14, 816(%rsp)
	vmovupd %zmm26, 432(%rsp)
	vmovupd %zmm29, 112(%rsp)
	vmovupd %zmm12, 48(%rsp)
	vmovupd %zmm17, 688(%rsp)
	vmovupd %zmm11, 240(%rsp)
	vmovupd %zmm19, 496(%rsp)
	vmovupd %zmm18, 560(%rsp)
	vmovupd %zmm20, 368(%rsp)
	vmovupd %zmm16, 1072(%rsp)
	vmulpd %zmm22, %zmm9, %zmm5
	vaddpd %zmm8, %zmm0, %zmm0
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm15, %zmm9, %zmm1
	vmovapd %zmm7, %zmm15
	vmovupd %zmm15, 752(%rsp)
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 40(%rbp), %zmm20, %zmm3
	vaddpd %zmm8, %zmm1, %zmm1
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 48(%rbp), %zmm18, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 56(%rbp), %zmm7, %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 64(%rbp), %zmm6, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vmovupd 88(%rbp), %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 80(%rbp), %zmm2
	vaddpd %zmm5, %zmm0, %zmm0
	vmulpd %zmm12, %zmm3, %zmm5
	vmulpd %zmm14, %zmm3, %zmm3
	vmulpd %zmm21, %zmm2, %zmm9
	vmulpd %zmm16, %zmm2, %zmm2
	vaddpd %zmm9, %zmm0, %zmm0
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 104(%rbp), %zmm9
	vaddpd %zmm5, %zmm0, %zmm0
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm11, %zmm4, %zmm5
	vmulpd %zmm13, %zmm4, %zmm3
	vmovupd 112(%rbp), %zmm4
	vaddpd %zmm5, %zmm0, %zmm0
	vaddpd %zmm3, %zmm1, %zmm1
	vmovapd %zmm13, %zmm5
	vbroadcastsd 136(%rcx), %zmm13
	vmulpd %zmm26, %zmm9, %zmm3
	vmulpd %zmm20, %zmm9, %zmm2
	vmovupd 120(%rbp), %zmm9
	vaddpd %zmm3, %zmm0, %zmm0
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm19, %zmm4, %zmm3
	vmulpd %zmm18, %zmm4, %zmm2
	vmovupd 128(%rbp), %zmm4
	vaddpd %zmm2, %zmm1, %zmm1
	vaddpd %zmm3, %zmm0, %zmm0
	vmovupd %zmm13, 1136(%rsp)
	vmulpd %zmm7, %zmm9, %zmm2
	vmovapd %zmm6, %zmm7
	vmulpd %zmm17, %zmm9, %zmm3
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm6, %zmm4, %zmm2
	vmovupd 136(%rbp), %zmm6
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm10, %zmm4, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm23, %zmm6, %zmm2
	vmulpd %zmm22, %zmm6, %zmm4
	vmulpd %zmm29, %zmm6, %zmm3
	vmovupd 144(%rbp), %zmm6
	vbroadcastsd 144(%rcx), %zmm22
	vbroadcastsd 176(%rcx), %zmm23
	vaddpd %zmm4, %zmm1, %zmm1
	vaddpd %zmm3, %zmm0, %zmm0
	vaddpd %zmm8, %zmm2, %zmm2
	vmulpd %zmm21, %zmm6, %zmm9
	vmulpd %zmm13, %zmm6, %zmm4
	vmulpd %zmm16, %zmm6, %zmm3
	vmovupd %zmm23, 624(%rsp)
	vaddpd %zmm9, %zmm1, %zmm1
	vmovupd 152(%rbp), %zmm9
	vaddpd %zmm4, %zmm0, %zmm0
	vaddpd %zmm3, %zmm2, %zmm2
	vmulpd %zmm22, %zmm9, %zmm4
	vmulpd %zmm14, %zmm9, %zmm3
	vmulpd %zmm12, %zmm9, %zmm6
	vaddpd %zmm4, %zmm0, %zmm0
	vbroadcastsd 152(%rcx), %zmm4
	vaddpd %zmm3, %zmm2, %zmm2
	vmovupd 160(%rbp), %zmm3
	vaddpd %zmm6, %zmm1, %zmm1
	vmovupd 168(%rbp), %zmm6
	vmulpd %zmm11, %zmm3, %zmm14
	vmulpd %zmm4, %zmm3, %zmm9
	vmulpd %zmm5, %zmm3, %zmm3
	vbroadcastsd 160(%rcx), %zmm5
	vaddpd %zmm14, %zmm1, %zmm1
	vmulpd %zmm26, %zmm6, %zmm14
	vaddpd %zmm9, %zmm0, %zmm0
	vmulpd %zmm20, %zmm6, %zmm9
	vaddpd %zmm3, %zmm2, %zmm2
	vmovapd %zmm26, %zmm3
	vaddpd %zmm14, %zmm1, %zmm1
	vbroadcastsd 168(%rcx), %zmm14
	vaddpd %zmm9, %zmm2, %zmm9
	vmulpd %zmm5, %zmm6, %zmm25
	vmovupd 184(%rbp), %zmm6
	vmovupd %zmm5, 304(%rsp)
	vaddpd %zmm25, %zmm0, %zmm0
	vmovupd 176(%rbp), %zmm25
	vmovupd %zmm14, 1008(%rsp)
	vmulpd %zmm23, %zmm6, %zmm27
	vmulpd %zmm14, %zmm25, %zmm26
	vmulpd %zmm19, %zmm25, %zmm2
	vmulpd %zmm18, %zmm25, %zmm25
	vmovapd %zmm19, %zmm14
	vmovapd %zmm18, %zmm19
	vaddpd %zmm26, %zmm0, %zmm0
	vaddpd %zmm2, %zmm1, %zmm26
	vmulpd %zmm17, %zmm6, %zmm1
	vaddpd %zmm25, %zmm9, %zmm9
	vmulpd %zmm15, %zmm6, %zmm25
	vmovapd %zmm10, %zmm6
	vmovapd %zmm17, %zmm2
	vaddpd %zmm1, %zmm26, %zmm26
	vmovapd %zmm15, %zmm1
	vmovupd 192(%rbp), %zmm15
	vaddpd %zmm25, %zmm9, %zmm25
	vaddpd %zmm27, %zmm0, %zmm0
	vmulpd %zmm10, %zmm15, %zmm9
	vmovupd 200(%rbp), %zmm10
	vmulpd %zmm7, %zmm15, %zmm27
	vmulpd %zmm24, %zmm15, %zmm28
	vaddpd %zmm9, %zmm26, %zmm26
	vmovapd %zmm7, %zmm9
	vaddpd %zmm27, %zmm25, %zmm25
	vaddpd %zmm28, %zmm0, %zmm0
	vmulpd %zmm29, %zmm10, %zmm7
	vmulpd %zmm31, %zmm10, %zmm29
	vmulpd %zmm30, %zmm10, %zmm28
	vaddpd %zmm29, %zmm25, %zmm25
	vmovupd 208(%rbp), %zmm29
	vaddpd %zmm28, %zmm0, %zmm0
	vbroadcastsd 200(%rcx), %zmm28
	vaddpd %zmm7, %zmm26, %zmm26
	vmulpd %zmm13, %zmm29, %zmm7
	vmovupd 944(%rsp), %zmm13
	vmulpd %zmm16, %zmm29, %zmm27
	vmulpd %zmm28, %zmm29, %zmm31
	vaddpd %zmm7, %zmm26, %zmm26
	vaddpd %zmm31, %zmm0, %zmm31
	vmulpd %zmm21, %zmm29, %zmm0
	vmovupd 216(%rbp), %zmm29
	vaddpd %zmm0, %zmm25, %zmm25
	vmulpd %zmm13, %zmm10, %zmm0
	vaddpd %zmm8, %zmm0, %zmm0
	vmulpd %zmm22, %zmm29, %zmm10
	vmulpd %zmm12, %zmm29, %zmm7
	vmovupd 816(%rsp), %zmm12
	vaddpd %zmm27, %zmm0, %zmm27
	vbroadcastsd 208(%rcx), %zmm0
	vaddpd %zmm10, %zmm26, %zmm26
	vmovupd 224(%rbp), %zmm10
	vaddpd %zmm7, %zmm25, %zmm25
	vmulpd %zmm0, %zmm29, %zmm15
	vmulpd %zmm4, %zmm10, %zmm7
	vmulpd %zmm12, %zmm29, %zmm29
	vaddpd %zmm15, %zmm31, %zmm15
	vbroadcastsd 216(%rcx), %zmm31
	vaddpd %zmm29, %zmm27, %zmm27
	vbroadcastsd 224(%rcx), %zmm29
	vmulpd %zmm31, %zmm10, %zmm17
	vaddpd %zmm17, %zmm15, %zmm15
	vaddpd %zmm7, %zmm26, %zmm17
	vmulpd %zmm11, %zmm10, %zmm7
	vmovupd 880(%rsp), %zmm11
	vaddpd %zmm7, %zmm25, %zmm25
	vmovupd 232(%rbp), %zmm7
	vmulpd %zmm11, %zmm10, %zmm26
	vmulpd %zmm29, %zmm7, %zmm18
	vmulpd %zmm5, %zmm7, %zmm5
	vmulpd %zmm3, %zmm7, %zmm3
	vaddpd %zmm26, %zmm27, %zmm26
	vbroadcastsd 232(%rcx), %zmm27
	vaddpd %zmm18, %zmm15, %zmm15
	vaddpd %zmm5, %zmm17, %zmm17
	vaddpd %zmm3, %zmm25, %zmm18
	vmulpd %zmm20, %zmm7, %zmm3
	vmovupd 240(%rbp), %zmm5
	vmovupd 1008(%rsp), %zmm20
	vaddpd %zmm3, %zmm26, %zmm25
	vbroadcastsd 240(%rcx), %zmm26
	vmulpd %zmm27, %zmm5, %zmm7
	vmulpd %zmm20, %zmm5, %zmm3
	vaddpd %zmm7, %zmm15, %zmm7
	vaddpd %zmm3, %zmm17, %zmm15
	vmulpd %zmm14, %zmm5, %zmm3
	vmulpd %zmm19, %zmm5, %zmm5
	vaddpd %zmm3, %zmm18, %zmm17
	vaddpd %zmm5, %zmm25, %zmm18
	vmovupd 248(%rbp), %zmm5
	vbroadcastsd 248(%rcx), %zmm25
	vmulpd %zmm23, %zmm5, %zmm3
	vmulpd %zmm26, %zmm5, %zmm19
	vmulpd %zmm2, %zmm5, %zmm2
	vmulpd %zmm1, %zmm5, %zmm1
	vmovapd %zmm6, %zmm23
	vaddpd %zmm3, %zmm15, %zmm15
	vmovupd 256(%rbp), %zmm3
	vaddpd %zmm2, %zmm17, %zmm17
	vaddpd %zmm1, %zmm18, %zmm18
	vaddpd %zmm19, %zmm7, %zmm7
	vmulpd %zmm25, %zmm3, %zmm10
	vmulpd %zmm24, %zmm3, %zmm2
	vmulpd %zmm6, %zmm3, %zmm1
	vaddpd %zmm10, %zmm7, %zmm7
	vaddpd %zmm2, %zmm15, %zmm10
	vaddpd %zmm1, %zmm17, %zmm15
	vmulpd %zmm9, %zmm3, %zmm1
	vmovupd 264(%rbp), %zmm3
	vmulpd 256(%rcx){1to8}, %zmm3, %zmm19
	vmulpd 112(%rsp), %zmm3, %zmm2
	vaddpd %zmm1, %zmm18, %zmm17
	vmulpd %zmm30, %zmm3, %zmm1
	vmulpd %zmm13, %zmm3, %zmm16
	vmovupd 288(%rbp), %zmm13
	vaddpd %zmm1, %zmm10, %zmm10
	vmulpd 176(%rsp), %zmm3, %zmm1
	vaddpd %zmm19, %zmm7, %zmm7
	vaddpd %zmm2, %zmm15, %zmm15
	vmulpd 240(%rsp), %zmm13, %zmm2
	vaddpd %zmm8, %zmm16, %zmm16
	vmulpd %zmm4, %zmm13, %zmm4
	vaddpd %zmm1, %zmm17, %zmm17
	vmovupd 272(%rbp), %zmm1
	vmulpd 1136(%rsp), %zmm1, %zmm6
	vmulpd 264(%rcx){1to8}, %zmm1, %zmm19
	vmulpd 1072(%rsp), %zmm1, %zmm14
	vaddpd %zmm19, %zmm7, %zmm7
	vmulpd %zmm28, %zmm1, %zmm19
	vaddpd %zmm6, %zmm15, %zmm6
	vmulpd %zmm21, %zmm1, %zmm15
	vmovupd 280(%rbp), %zmm1
	vaddpd %zmm14, %zmm16, %zmm14
	vaddpd %zmm19, %zmm10, %zmm10
	vaddpd %zmm15, %zmm17, %zmm15
	vmulpd 272(%rcx){1to8}, %zmm1, %zmm17
	vmulpd %zmm22, %zmm1, %zmm5
	vmulpd %zmm0, %zmm1, %zmm0
	vaddpd %zmm5, %zmm6, %zmm5
	vmulpd 48(%rsp), %zmm1, %zmm6
	vaddpd %zmm0, %zmm10, %zmm0
	vmulpd %zmm12, %zmm1, %zmm10
	vmulpd %zmm11, %zmm13, %zmm1
	vmovupd 304(%rbp), %zmm11
	vaddpd %zmm17, %zmm7, %zmm7
	vaddpd %zmm10, %zmm14, %zmm10
	vmulpd 280(%rcx){1to8}, %zmm13, %zmm14
	vaddpd %zmm4, %zmm5, %zmm4
	vaddpd %zmm6, %zmm15, %zmm6
	vaddpd %zmm2, %zmm6, %zmm5
	vaddpd %zmm1, %zmm10, %zmm6
	vmovupd 296(%rbp), %zmm1
	vaddpd %zmm14, %zmm7, %zmm7
	vmulpd 296(%rcx){1to8}, %zmm11, %zmm10
	vmulpd %zmm31, %zmm13, %zmm14
	vmulpd 288(%rcx){1to8}, %zmm1, %zmm12
	vmulpd 304(%rsp), %zmm1, %zmm3
	vmulpd 432(%rsp), %zmm1, %zmm2
	vaddpd %zmm14, %zmm0, %zmm0
	vaddpd %zmm12, %zmm7, %zmm7
	vmulpd %zmm29, %zmm1, %zmm12
	vmulpd 368(%rsp), %zmm1, %zmm1
	vaddpd %zmm3, %zmm4, %zmm3
	vaddpd %zmm2, %zmm5, %zmm4
	vmulpd %zmm20, %zmm11, %zmm2
	vaddpd %zmm10, %zmm7, %zmm7
	vaddpd %zmm12, %zmm0, %zmm0
	vmulpd %zmm27, %zmm11, %zmm10
	vaddpd %zmm2, %zmm3, %zmm2
	vaddpd %zmm10, %zmm0, %zmm0
	vmovupd 312(%rbp), %zmm10
	vaddpd %zmm1, %zmm6, %zmm5
	vmulpd 496(%rsp), %zmm11, %zmm1
	vmulpd 304(%rcx){1to8}, %zmm10, %zmm6
	vaddpd %zmm1, %zmm4, %zmm3
	vmulpd 560(%rsp), %zmm11, %zmm1
	vaddpd %zmm6, %zmm7, %zmm6
	vmulpd %zmm26, %zmm10, %zmm7
	vaddpd %zmm7, %zmm0, %zmm0
	vmulpd 688(%rsp), %zmm10, %zmm7
	vaddpd %zmm1, %zmm5, %zmm4
	vmulpd 752(%rsp), %zmm10, %zmm5
	vmulpd 624(%rsp), %zmm10, %zmm1
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 320(%rbp), %zmm5
	vaddpd %zmm1, %zmm2, %zmm2
	movl $40, %ebp
	vmulpd 312(%rcx){1to8}, %zmm5, %zmm7
	vaddpd %zmm7, %zmm6, %zmm7
	vmulpd %zmm25, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm1
	vmulpd %zmm24, %zmm5, %zmm6
	vaddpd %zmm6, %zmm2, %zmm0
	vmulpd %zmm23, %zmm5, %zmm6
	vmulpd %zmm9, %zmm5, %zmm5
	vaddpd %zmm6, %zmm3, %zmm2
	vaddpd %zmm5, %zmm4, %zmm3
	cmpq $3, %r8
	jb .LBB_41
.LBB_39:
	vmovupd (%r15,%rbp,8), %zmm4
	vmovupd 8(%r15,%rbp,8), %zmm5
	vmovupd 16(%r15,%rbp,8), %zmm6
	vmovupd 24(%r15,%rbp,8), %zmm9
	vmulpd (%rcx,%rbp,8){1to8}, %zmm4, %zmm10
	vmulpd -128(%rcx,%rbp,8){1to8}, %zmm4, %zmm11
	vmulpd -64(%rcx,%rbp,8){1to8}, %zmm4, %zmm12
	vaddpd %zmm10, %zmm7, %zmm7
	vaddpd %zmm11, %zmm0, %zmm0
	vmulpd -256(%rcx,%rbp,8){1to8}, %zmm4, %zmm11
	vmulpd 8(%rcx,%rbp,8){1to8}, %zmm5, %zmm10
	vaddpd %zmm12, %zmm1, %zmm1
	vmulpd -192(%rcx,%rbp,8){1to8}, %zmm4, %zmm12
	vmulpd -320(%rcx,%rbp,8){1to8}, %zmm4, %zmm4
	vaddpd %zmm11, %zmm3, %zmm3
	vaddpd %zmm10, %zmm7, %zmm7
	vmulpd -56(%rcx,%rbp,8){1to8}, %zmm5, %zmm11
	vmulpd -120(%rcx,%rbp,8){1to8}, %zmm5, %zmm10
	vaddpd %zmm4, %zmm8, %zmm4
	vmulpd 16(%rcx,%rbp,8){1to8}, %zmm6, %zmm8
	vaddpd %zmm12, %zmm2, %zmm2
	vaddpd %zmm11, %zmm1, %zmm1
	vaddpd %zmm10, %zmm0, %zmm0
	vmulpd -184(%rcx,%rbp,8){1to8}, %zmm5, %zmm11
	vmulpd -248(%rcx,%rbp,8){1to8}, %zmm5, %zmm10
	vmulpd -312(%rcx,%rbp,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm10, %zmm3, %zmm3
	vaddpd %zmm5, %zmm4, %zmm4
	vaddpd %zmm8, %zmm7, %zmm5
	vmulpd -48(%rcx,%rbp,8){1to8}, %zmm6, %zmm10
	vmulpd -112(%rcx,%rbp,8){1to8}, %zmm6, %zmm8
	vaddpd %zmm11, %zmm2, %zmm2
	vmulpd 24(%rcx,%rbp,8){1to8}, %zmm9, %zmm7
	vaddpd %zmm10, %zmm1, %zmm1
	vaddpd %zmm8, %zmm0, %zmm0
	vmulpd -176(%rcx,%rbp,8){1to8}, %zmm6, %zmm10
	vmulpd -240(%rcx,%rbp,8){1to8}, %zmm6, %zmm8
	vmulpd -304(%rcx,%rbp,8){1to8}, %zmm6, %zmm6
	vaddpd %zmm7, %zmm5, %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd -40(%rcx,%rbp,8){1to8}, %zmm9, %zmm6
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd -104(%rcx,%rbp,8){1to8}, %zmm9, %zmm8
	vaddpd %zmm10, %zmm2, %zmm2
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd -168(%rcx,%rbp,8){1to8}, %zmm9, %zmm6
	vaddpd %zmm8, %zmm0, %zmm0
	vmulpd -232(%rcx,%rbp,8){1to8}, %zmm9, %zmm8
	vaddpd %zmm6, %zmm2, %zmm2
	vmulpd -296(%rcx,%rbp,8){1to8}, %zmm9, %zmm6
	vaddpd %zmm8, %zmm3, %zmm3
	addq $4, %rbp
	vaddpd %zmm6, %zmm4, %zmm8
	cmpq %rbp, %rbx
	jne .LBB_39
	testq %r11, %r11
	je .LBB_43
.LBB_41:
	leaq (%rcx,%rbp,8), %r8
	leaq (%r15,%rbp,8), %rbp
	xorl %r10d, %r10d
.LBB_42:
	vmovupd (%rbp,%r10,8), %zmm4
	vmulpd -64(%r8,%r10,8){1to8}, %zmm4, %zmm9
	vmulpd -128(%r8,%r10,8){1to8}, %zmm4, %zmm6
	vmulpd (%r8,%r10,8){1to8}, %zmm4, %zmm5
	vaddpd %zmm9, %zmm1, %zmm1
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd -192(%r8,%r10,8){1to8}, %zmm4, %zmm9
	vmulpd -256(%r8,%r10,8){1to8}, %zmm4, %zmm6
	vmulpd -320(%r8,%r10,8){1to8}, %zmm4, %zmm4
	vaddpd %zmm5, %zmm7, %zmm7
	incq %r10
	vaddpd %zmm9, %zmm2, %zmm2
	vaddpd %zmm6, %zmm3, %zmm3
	vaddpd %zmm4, %zmm8, %zmm8
	cmpq %r10, %r11
	jne .LBB_42
.LBB_43:
	movq 8(%rsp), %r8
	vbroadcastsd -256(%rcx,%rax,8), %zmm11
	vbroadcastsd -128(%rcx,%rax,8), %zmm20
	vbroadcastsd -64(%rcx,%rax,8), %zmm28
	vbroadcastsd -56(%rcx,%rax,8), %zmm13
	vbroadcastsd -48(%rcx,%rax,8), %zmm15
	vbroadcastsd -104(%rcx,%rax,8), %zmm31
	vbroadcastsd -40(%rcx,%rax,8), %zmm23
	vbroadcastsd -96(%rcx,%rax,8), %zmm14
	vbroadcastsd -88(%rcx,%rax,8), %zmm25
	vbroadcastsd -24(%rcx,%rax,8), %zmm19
	vbroadcastsd -80(%rcx,%rax,8), %zmm22
	vbroadcastsd -16(%rcx,%rax,8), %zmm27
	vbroadcastsd -8(%rcx,%rax,8), %zmm30
	vbroadcastsd -72(%rcx,%rax,8), %zmm29
	movq %rdi, %rbp
	leaq 8(%r8,%r13,8), %r13
	vmovupd (%r13,%rax,8), %zmm4
	vmovupd 8(%r13,%rax,8), %zmm5
	vmovupd 16(%r13,%rax,8), %zmm6
	vmovupd 24(%r13,%rax,8), %zmm9
	vmovupd 72(%r13,%rax,8), %zmm18
	vmovupd 104(%r13,%rax,8), %zmm16
	vmovupd 120(%r13,%rax,8), %zmm17
	vmulpd -320(%rcx,%rax,8){1to8}, %zmm4, %zmm10
	vmovupd %zmm11, 1136(%rsp)
	vmovupd %zmm15, 48(%rsp)
	vmovupd %zmm13, 112(%rsp)
	vmovupd %zmm25, 2224(%rsp)
	vmovupd %zmm22, 2544(%rsp)
	vmovupd %zmm23, 2288(%rsp)
	vmovupd %zmm14, 2608(%rsp)
	vmovupd %zmm27, 2160(%rsp)
	vmovupd %zmm31, 2672(%rsp)
	vmovupd %zmm29, 2480(%rsp)
	vmovupd %zmm20, 2736(%rsp)
	vmovupd %zmm28, 2416(%rsp)
	vmulpd %zmm11, %zmm4, %zmm12
	vbroadcastsd -192(%rcx,%rax,8), %zmm11
	vmovupd %zmm18, 1456(%rsp)
	vmovupd %zmm17, 1520(%rsp)
	vmovupd %zmm16, 2032(%rsp)
	vaddpd %zmm10, %zmm8, %zmm8
	vaddpd %zmm12, %zmm3, %zmm3
	vmulpd %zmm20, %zmm4, %zmm12
	vaddpd %zmm12, %zmm0, %zmm0
	vmovupd 32(%r13,%rax,8), %zmm12
	vmulpd %zmm11, %zmm4, %zmm10
	vmovupd %zmm11, 752(%rsp)
	vbroadcastsd -120(%rcx,%rax,8), %zmm11
	vmulpd %zmm28, %zmm4, %zmm4
	vaddpd %zmm4, %zmm1, %zmm1
	vmulpd %zmm13, %zmm5, %zmm4
	vaddpd %zmm10, %zmm2, %zmm2
	vbroadcastsd -248(%rcx,%rax,8), %zmm10
	vaddpd %zmm4, %zmm1, %zmm1
	vmovupd %zmm11, 304(%rsp)
	vmulpd %zmm11, %zmm5, %zmm4
	vbroadcastsd -184(%rcx,%rax,8), %zmm11
	vmovupd 304(%rsp), %zmm21
	vaddpd %zmm4, %zmm0, %zmm0
	vmovupd %zmm10, 1072(%rsp)
	vmulpd %zmm11, %zmm5, %zmm4
	vmovupd %zmm11, 560(%rsp)
	vmovupd 40(%r13,%rax,8), %zmm11
	vaddpd %zmm4, %zmm2, %zmm2
	vmulpd %zmm10, %zmm5, %zmm4
	vmulpd -312(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vmulpd %zmm15, %zmm6, %zmm10
	vaddpd %zmm4, %zmm3, %zmm3
	vaddpd %zmm10, %zmm1, %zmm1
	vbroadcastsd -176(%rcx,%rax,8), %zmm10
	vaddpd %zmm5, %zmm8, %zmm4
	vbroadcastsd -112(%rcx,%rax,8), %zmm8
	vmovupd %zmm10, 496(%rsp)
	vmovupd %zmm8, 240(%rsp)
	vmulpd %zmm8, %zmm6, %zmm5
	vbroadcastsd -240(%rcx,%rax,8), %zmm8
	vmovupd 240(%rsp), %zmm24
	vaddpd %zmm5, %zmm0, %zmm0
	vmulpd %zmm10, %zmm6, %zmm5
	vbroadcastsd -168(%rcx,%rax,8), %zmm10
	vaddpd %zmm5, %zmm2, %zmm2
	vmulpd %zmm8, %zmm6, %zmm5
	vmulpd -304(%rcx,%rax,8){1to8}, %zmm6, %zmm6
	vmovupd %zmm8, 1008(%rsp)
	vmulpd %zmm23, %zmm9, %zmm8
	vaddpd %zmm5, %zmm3, %zmm3
	vaddpd %zmm8, %zmm1, %zmm1
	vmulpd %zmm10, %zmm9, %zmm5
	vmovupd %zmm10, 688(%rsp)
	vbroadcastsd -160(%rcx,%rax,8), %zmm10
	vaddpd %zmm5, %zmm2, %zmm2
	vmulpd -288(%rcx,%rax,8){1to8}, %zmm12, %zmm5
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm31, %zmm9, %zmm6
	vmovupd %zmm10, 624(%rsp)
	vmulpd %zmm10, %zmm12, %zmm10
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd -232(%rcx,%rax,8), %zmm6
	vaddpd %zmm10, %zmm2, %zmm2
	vmulpd %zmm25, %zmm11, %zmm10
	vmulpd %zmm6, %zmm9, %zmm8
	vmovupd %zmm6, 944(%rsp)
	vmulpd -296(%rcx,%rax,8){1to8}, %zmm9, %zmm6
	vbroadcastsd -32(%rcx,%rax,8), %zmm9
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd %zmm14, %zmm12, %zmm8
	vaddpd %zmm8, %zmm0, %zmm0
	vbroadcastsd -224(%rcx,%rax,8), %zmm8
	vaddpd %zmm10, %zmm0, %zmm0
	vbroadcastsd -216(%rcx,%rax,8), %zmm10
	vmovapd %zmm9, %zmm26
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm9, %zmm12, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd %zmm19, %zmm11, %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd -280(%rcx,%rax,8){1to8}, %zmm11, %zmm5
	vmovupd %zmm8, 880(%rsp)
	vmulpd %zmm8, %zmm12, %zmm8
	vmovupd 48(%r13,%rax,8), %zmm12
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %zmm8, %zmm3, %zmm3
	vbroadcastsd -152(%rcx,%rax,8), %zmm8
	vmulpd %zmm10, %zmm11, %zmm6
	vmovupd %zmm10, 816(%rsp)
	vbroadcastsd -144(%rcx,%rax,8), %zmm10
	vaddpd %zmm6, %zmm3, %zmm3
	vmulpd %zmm27, %zmm12, %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd -272(%rcx,%rax,8){1to8}, %zmm12, %zmm5
	vaddpd %zmm6, %zmm1, %zmm1
	vmovupd %zmm8, 432(%rsp)
	vmulpd %zmm8, %zmm11, %zmm8
	vmovupd 56(%r13,%rax,8), %zmm11
	vmulpd %zmm10, %zmm12, %zmm6
	vmovupd %zmm10, 368(%rsp)
	vaddpd %zmm8, %zmm2, %zmm2
	vmulpd %zmm22, %zmm12, %zmm8
	vaddpd %zmm8, %zmm0, %zmm0
	vbroadcastsd -208(%rcx,%rax,8), %zmm8
	vaddpd %zmm6, %zmm2, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 80(%r13,%rax,8), %zmm5
	vmulpd %zmm29, %zmm11, %zmm10
	vaddpd %zmm10, %zmm0, %zmm0
	vbroadcastsd -200(%rcx,%rax,8), %zmm10
	vmulpd %zmm8, %zmm12, %zmm6
	vmovupd %zmm8, 2928(%rsp)
	vmovupd 96(%r13,%rax,8), %zmm12
	vaddpd %zmm6, %zmm3, %zmm3
	vmulpd %zmm30, %zmm11, %zmm6
	vmovupd %zmm10, 2864(%rsp)
	vaddpd %zmm6, %zmm1, %zmm8
	vbroadcastsd -136(%rcx,%rax,8), %zmm6
	vmovupd %zmm12, 1968(%rsp)
	vmulpd %zmm6, %zmm11, %zmm1
	vmovupd %zmm6, 176(%rsp)
	vaddpd %zmm1, %zmm2, %zmm6
	vmulpd %zmm10, %zmm11, %zmm1
	vmulpd -264(%rcx,%rax,8){1to8}, %zmm11, %zmm2
	vmovupd 64(%r13,%rax,8), %zmm11
	vmulpd %zmm24, %zmm5, %zmm10
	vaddpd %zmm1, %zmm3, %zmm1
	vmovupd %zmm1, 2352(%rsp)
	vmulpd %zmm28, %zmm11, %zmm3
	vmovupd %zmm11, 2096(%rsp)
	vaddpd %zmm2, %zmm4, %zmm1
	vmulpd %zmm13, %zmm18, %zmm2
	vmulpd %zmm9, %zmm12, %zmm4
	vmulpd %zmm30, %zmm17, %zmm9
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm15, %zmm5, %zmm3
	vmovupd %zmm1, 2800(%rsp)
	vmovupd 112(%r13,%rax,8), %zmm1
	vaddpd %zmm2, %zmm0, %zmm0
	vaddpd %zmm3, %zmm0, %zmm0
	vmovupd 88(%r13,%rax,8), %zmm3
	vmovupd %zmm1, 1584(%rsp)
	vmulpd %zmm23, %zmm3, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm19, %zmm16, %zmm2
	vaddpd %zmm4, %zmm0, %zmm0
	vmulpd %zmm27, %zmm1, %zmm4
	vmulpd %zmm22, %zmm1, %zmm1
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm20, %zmm11, %zmm2
	vmulpd 752(%rsp), %zmm11, %zmm11
	vaddpd %zmm4, %zmm0, %zmm4
	vmulpd %zmm29, %zmm17, %zmm0
	vmovupd 1456(%rsp), %zmm17
	vaddpd 2352(%rsp), %zmm11, %zmm11
	vaddpd %zmm9, %zmm4, %zmm9
	vaddpd %zmm2, %zmm6, %zmm4
	vmulpd %zmm21, %zmm18, %zmm2
	vmovapd %zmm26, %zmm18
	vaddpd %zmm2, %zmm4, %zmm4
	vmulpd %zmm31, %zmm3, %zmm2
	vaddpd %zmm10, %zmm4, %zmm4
	vmulpd %zmm14, %zmm12, %zmm10
	vaddpd %zmm2, %zmm4, %zmm4
	vmulpd %zmm25, %zmm16, %zmm2
	vmovapd %zmm22, %zmm25
	vmovapd %zmm23, %zmm22
	vaddpd %zmm10, %zmm4, %zmm4
	vaddpd %zmm2, %zmm4, %zmm4
	vmovupd 128(%r13,%rax,8), %zmm2
	vaddpd %zmm1, %zmm4, %zmm4
	vmovupd 136(%r13,%rax,8), %zmm1
	vaddpd %zmm0, %zmm4, %zmm4
	vmovupd 152(%r13,%rax,8), %zmm0
	vmulpd %zmm28, %zmm2, %zmm6
	vmovupd %zmm2, 1904(%rsp)
	vmulpd %zmm20, %zmm2, %zmm2
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm13, %zmm1, %zmm6
	vmovupd %zmm1, 1392(%rsp)
	vmovupd 144(%r13,%rax,8), %zmm1
	vmulpd 496(%rsp), %zmm5, %zmm13
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd %zmm0, 1776(%rsp)
	vmulpd %zmm15, %zmm1, %zmm6
	vmulpd 560(%rsp), %zmm17, %zmm15
	vmovupd %zmm1, 1840(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm23, %zmm0, %zmm6
	vmovupd 160(%r13,%rax,8), %zmm23
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm15, %zmm11, %zmm11
	vmulpd 688(%rsp), %zmm3, %zmm15
	vmulpd %zmm26, %zmm23, %zmm6
	vmovupd 168(%r13,%rax,8), %zmm26
	vmovupd %zmm23, 1712(%rsp)
	vaddpd %zmm13, %zmm11, %zmm11
	vmulpd 624(%rsp), %zmm12, %zmm13
	vmulpd 432(%rsp), %zmm16, %zmm12
	vmovupd 1392(%rsp), %zmm16
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm19, %zmm26, %zmm6
	vmovupd %zmm26, 1648(%rsp)
	vaddpd %zmm15, %zmm11, %zmm11
	vmovupd 1584(%rsp), %zmm15
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 176(%r13,%rax,8), %zmm6
	vaddpd %zmm13, %zmm11, %zmm11
	vmulpd 368(%rsp), %zmm15, %zmm13
	vaddpd %zmm12, %zmm11, %zmm11
	vmulpd %zmm27, %zmm6, %zmm10
	vaddpd %zmm13, %zmm11, %zmm11
	vmovupd 1520(%rsp), %zmm13
	vaddpd %zmm10, %zmm4, %zmm10
	vmovupd 184(%r13,%rax,8), %zmm4
	vmulpd 176(%rsp), %zmm13, %zmm12
	vmulpd %zmm30, %zmm4, %zmm27
	vaddpd %zmm12, %zmm11, %zmm11
	vmulpd %zmm21, %zmm16, %zmm12
	vaddpd %zmm27, %zmm10, %zmm10
	vaddpd %zmm2, %zmm11, %zmm11
	vmulpd %zmm24, %zmm1, %zmm2
	vmulpd %zmm31, %zmm0, %zmm1
	vmulpd %zmm14, %zmm23, %zmm0
	vmovupd 2224(%rsp), %zmm14
	vaddpd %zmm12, %zmm11, %zmm11
	vmulpd 1008(%rsp), %zmm5, %zmm12
	vmulpd 944(%rsp), %zmm3, %zmm5
	vaddpd %zmm2, %zmm11, %zmm11
	vmulpd %zmm14, %zmm26, %zmm27
	vaddpd %zmm1, %zmm11, %zmm11
	vmulpd %zmm25, %zmm6, %zmm1
	vaddpd %zmm0, %zmm11, %zmm11
	vmulpd %zmm29, %zmm4, %zmm0
	vmovupd 2160(%rsp), %zmm29
	vaddpd %zmm27, %zmm11, %zmm11
	vmovupd 192(%r13,%rax,8), %zmm27
	vaddpd %zmm1, %zmm11, %zmm11
	vmulpd 2928(%rsp), %zmm15, %zmm1
	vmovupd 1200(%rsp), %zmm15
	vaddpd %zmm0, %zmm11, %zmm11
	vmovupd 2096(%rsp), %zmm0
	vmulpd 1136(%rsp), %zmm0, %zmm0
	vmulpd %zmm28, %zmm27, %zmm24
	vmulpd 1072(%rsp), %zmm17, %zmm28
	vbroadcastsd .LCPI_4(%rip), %zmm17
	vaddpd %zmm24, %zmm11, %zmm11
	vmovupd 200(%r13,%rax,8), %zmm24
	vmulpd 112(%rsp), %zmm24, %zmm23
	vaddpd %zmm23, %zmm11, %zmm11
	vmovupd 208(%r13,%rax,8), %zmm23
	vmulpd 48(%rsp), %zmm23, %zmm31
	vaddpd %zmm31, %zmm11, %zmm11
	vmovupd 216(%r13,%rax,8), %zmm31
	vmulpd %zmm22, %zmm31, %zmm26
	vaddpd %zmm26, %zmm11, %zmm11
	vmovupd 224(%r13,%rax,8), %zmm26
	vmulpd %zmm18, %zmm26, %zmm22
	vaddpd %zmm22, %zmm11, %zmm11
	vmovupd 232(%r13,%rax,8), %zmm22
	vmulpd %zmm19, %zmm22, %zmm21
	vaddpd %zmm21, %zmm11, %zmm11
	vmovupd 240(%r13,%rax,8), %zmm21
	vmulpd %zmm29, %zmm21, %zmm25
	vaddpd %zmm25, %zmm11, %zmm11
	vmovupd 248(%r13,%rax,8), %zmm25
	vmulpd %zmm30, %zmm25, %zmm20
	vaddpd %zmm20, %zmm11, %zmm11
	vaddpd 2800(%rsp), %zmm0, %zmm20
	vmovupd 1968(%rsp), %zmm0
	vmulpd 880(%rsp), %zmm0, %zmm3
	vmovupd 2032(%rsp), %zmm0
	vmulpd 816(%rsp), %zmm0, %zmm2
	vmulpd 2864(%rsp), %zmm13, %zmm0
	vmovupd 1328(%rsp), %zmm13
	vaddpd %zmm28, %zmm20, %zmm20
	vaddpd %zmm12, %zmm20, %zmm12
	vaddpd %zmm5, %zmm12, %zmm5
	vaddpd %zmm3, %zmm5, %zmm3
	vaddpd %zmm2, %zmm3, %zmm2
	vmovupd 1904(%rsp), %zmm3
	vaddpd %zmm1, %zmm2, %zmm1
	vmulpd 560(%rsp), %zmm16, %zmm2
	vbroadcastsd .LCPI_5(%rip), %zmm16
	vaddpd %zmm0, %zmm1, %zmm0
	vmulpd 752(%rsp), %zmm3, %zmm1
	vmovupd 1840(%rsp), %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 496(%rsp), %zmm3, %zmm1
	vmovupd 1712(%rsp), %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 1776(%rsp), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 688(%rsp), %zmm2, %zmm1
	vmovupd 1648(%rsp), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 624(%rsp), %zmm3, %zmm1
	vmulpd 368(%rsp), %zmm6, %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 432(%rsp), %zmm2, %zmm1
	vmulpd 176(%rsp), %zmm4, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 2736(%rsp), %zmm27, %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 304(%rsp), %zmm24, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 240(%rsp), %zmm23, %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 2672(%rsp), %zmm31, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 2608(%rsp), %zmm26, %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm14, %zmm22, %zmm2
	vmovupd 1264(%rsp), %zmm14
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 2544(%rsp), %zmm21, %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 2480(%rsp), %zmm25, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vmovupd 2416(%rsp), %zmm3
	vmulpd 256(%r13,%rax,8), %zmm3, %zmm1
	vmovupd 48(%rsp), %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 112(%rsp), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 264(%r13,%rax,8), %zmm2, %zmm1
	vmovupd 2288(%rsp), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 272(%r13,%rax,8), %zmm3, %zmm1
	vmulpd 288(%r13,%rax,8), %zmm18, %zmm3
	vbroadcastsd .LCPI_6(%rip), %zmm18
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 280(%r13,%rax,8), %zmm2, %zmm1
	vmulpd 296(%r13,%rax,8), %zmm19, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 304(%r13,%rax,8), %zmm29, %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 312(%r13,%rax,8), %zmm30, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm12
.LBB_44:
	vmulpd %zmm7, %zmm14, %zmm0
	vandpd %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_45
	vdivpd %zmm13, %zmm7, %zmm7
	jmp .LBB_70
.LBB_45:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm7, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm7
	vfmadd213pd %zmm1, %zmm14, %zmm7
.LBB_70:
	vmulpd %zmm8, %zmm14, %zmm0
	vmovupd %zmm7, (%r9,%r12,8)
	vandpd %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_72
	vdivpd %zmm13, %zmm8, %zmm8
	jmp .LBB_73
.LBB_72:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm8, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm8
	vfmadd213pd %zmm1, %zmm14, %zmm8
.LBB_73:
	vmulpd %zmm9, %zmm14, %zmm0
	vmovupd %zmm8, 64(%r9,%r12,8)
	vandpd %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_75
	vdivpd %zmm13, %zmm9, %zmm9
	jmp .LBB_76
.LBB_75:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm9, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm9
	vfmadd213pd %zmm1, %zmm14, %zmm9
.LBB_76:
	vmulpd %zmm10, %zmm14, %zmm0
	vmovupd %zmm9, 128(%r9,%r12,8)
	vandpd %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_78
	vdivpd %zmm13, %zmm10, %zmm10
	jmp .LBB_79
.LBB_78:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm10, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm10
	vfmadd213pd %zmm1, %zmm14, %zmm10
.LBB_79:
	vmulpd %zmm11, %zmm14, %zmm0
	vmovupd %zmm10, 192(%r9,%r12,8)
	vandpd %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_81
	vdivpd %zmm13, %zmm11, %zmm11
	jmp .LBB_82
.LBB_81:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm11, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm11
	vfmadd213pd %zmm1, %zmm14, %zmm11
.LBB_82:
	vmulpd %zmm12, %zmm14, %zmm0
	vmovupd %zmm11, 256(%r9,%r12,8)
	vandpd %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jae .LBB_83
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm12, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm12
	vfmadd213pd %zmm1, %zmm14, %zmm12
	jmp .LBB_85
.LBB_58:
	movq 8(%rsp), %rdi
	vbroadcastsd .LCPI_5(%rip), %zmm2
	vbroadcastsd .LCPI_6(%rip), %zmm3
	vxorpd .LCPI_3(%rip){1to8}, %zmm13, %zmm0
	vbroadcastsd .LCPI_4(%rip), %zmm1
	leaq (,%rax,8), %r8
	movl %eax, %r11d
	movq %rax, %rbx
	andl $7, %r11d
	andq $-8, %rbx
	leaq (%rdi,%rsi,8), %r14
	subq %r8, %r14
	leaq 64(%r14), %r15
	addq $8, %r14
	jmp .LBB_59
.LBB_67:
	vdivpd %zmm13, %zmm4, %zmm4
.LBB_68:
	leaq 8(%r8), %r12
	addq $64, %r15
	addq $64, %r14
	vmovupd %zmm4, (%r9,%rsi,8)
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_27
.LBB_59:
	movq %r12, %r8
	vxorpd %xmm4, %xmm4, %xmm4
	testq %rax, %rax
	je .LBB_65
	xorl %r10d, %r10d
	cmpq $7, %rbp
	jb .LBB_63
.LBB_61:
	vmovupd -56(%r15,%r10,8), %zmm5
	vmovupd -48(%r15,%r10,8), %zmm6
	vmovupd -40(%r15,%r10,8), %zmm7
	vmovupd -32(%r15,%r10,8), %zmm8
	vmulpd (%rcx,%r10,8){1to8}, %zmm5, %zmm5
	vmulpd 8(%rcx,%r10,8){1to8}, %zmm6, %zmm6
	vmulpd 16(%rcx,%r10,8){1to8}, %zmm7, %zmm7
	vaddpd %zmm5, %zmm4, %zmm4
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd 24(%rcx,%r10,8){1to8}, %zmm8, %zmm6
	vaddpd %zmm7, %zmm4, %zmm4
	vmovupd -24(%r15,%r10,8), %zmm7
	vmulpd 32(%rcx,%r10,8){1to8}, %zmm7, %zmm5
	vmovupd -8(%r15,%r10,8), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd -16(%r15,%r10,8), %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 40(%rcx,%r10,8){1to8}, %zmm6, %zmm5
	vmovupd (%r15,%r10,8), %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 48(%rcx,%r10,8){1to8}, %zmm7, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 56(%rcx,%r10,8){1to8}, %zmm6, %zmm5
	addq $8, %r10
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq %r10, %rbx
	jne .LBB_61
	testq %r11, %r11
	je .LBB_65
.LBB_63:
	leaq (%r14,%r10,8), %r12
	leaq (%rcx,%r10,8), %r10
	xorl %r13d, %r13d
.LBB_64:
	vmovupd (%r12,%r13,8), %zmm5
	vmulpd (%r10,%r13,8){1to8}, %zmm5, %zmm5
	incq %r13
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq %r13, %r11
	jne .LBB_64
.LBB_65:
	vmulpd %zmm4, %zmm14, %zmm5
	vandpd %zmm1, %zmm5, %zmm6
	vcmpge_oqpd %zmm2, %zmm6, %k0
	vcmple_oqpd %zmm3, %zmm6, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jae .LBB_67
	vmovapd %zmm5, %zmm6
	vfmadd213pd %zmm4, %zmm0, %zmm6
	vfmadd213pd %zmm5, %zmm14, %zmm6
	vfmadd231pd %zmm6, %zmm0, %zmm4
	vfmadd213pd %zmm6, %zmm14, %zmm4
	jmp .LBB_68
.LBB_46:
	vxorpd %xmm0, %xmm0, %xmm0
	vdivsd 32(%rsp), %xmm0, %xmm0
	cmpq $4, %rsi
	jb .LBB_52
	cmpq $32, %rsi
	jae .LBB_53
	xorl %eax, %eax
	jmp .LBB_49
.LBB_53:
	vbroadcastsd %xmm0, %zmm1
	leaq 192(%r9,%r8,8), %rcx
	movq %rsi, %rax
	andq $-32, %rax
	xorl %edi, %edi
.LBB_54:
	vmovupd %zmm1, -192(%rcx,%rdi,8)
	vmovupd %zmm1, -128(%rcx,%rdi,8)
	vmovupd %zmm1, -64(%rcx,%rdi,8)
	vmovupd %zmm1, (%rcx,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rax
	jne .LBB_54
	cmpq %rax, %rsi
	je .LBB_37
	testb $28, %sil
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
	addq $3000, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_22:
	leaq (%r9,%rbx,8), %r10
	jmp .LBB_23
.LBB_88:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_57:
	addq %rax, %r8
	jmp .LBB_52
.LBB_87:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_86:
	leaq .Lanon.3(%rip), %r9
	leaq 16(%rsp), %rsi
	leaq 24(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
