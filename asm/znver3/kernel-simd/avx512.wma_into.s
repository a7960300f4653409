# kernel_simd::x86_64::avx512::wma_into — kernel-simd, target-cpu=znver3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx512::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $3880, %rsp
	movq %rdx, %rax
	movq 3936(%rsp), %rdx
	movq %rsi, 8(%rsp)
	movq %rdx, (%rsp)
	cmpq %rsi, %rdx
	jne .LBB_85
	leaq -1(%rax), %r10
	cmpq %r8, %r10
	jae .LBB_86
	testq %r10, %r10
	je .LBB_3
	cmpq %r10, %rdx
	movq %r10, %rsi
	cmovbq %rdx, %rsi
	testq %rdx, %rdx
	je .LBB_3
	leaq (,%rsi,8), %rbx
	movq %r9, %r14
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
	xorl %r14d, %r14d
.LBB_19:
	vmovupd %zmm0, (%r9,%r14,8)
	vmovupd %zmm0, 64(%r9,%r14,8)
	vmovupd %zmm0, 128(%r9,%r14,8)
	vmovupd %zmm0, 192(%r9,%r14,8)
	addq $32, %r14
	cmpq %r14, %rbx
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
	leaq 47(%rax), %r12
	imulq %rax, %rsi
	vcvtusi2sd %rsi, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm1
	vmovsd .LCPI_2(%rip), %xmm0
	movq %r10, %rsi
	vdivsd %xmm1, %xmm0, %xmm0
	vbroadcastsd %xmm1, %zmm13
	vmovapd %xmm1, 16(%rsp)
	vbroadcastsd %xmm0, %zmm14
	cmpq %rdx, %r12
	jbe .LBB_4
.LBB_25:
	leaq 8(%rsi), %r12
	cmpq %rdx, %r12
	jbe .LBB_57
	movq %rsi, %r8
.LBB_27:
	movq %rdx, %rsi
	subq %r8, %rsi
	jbe .LBB_37
	testq %rax, %rax
	je .LBB_45
	leaq (,%rax,8), %rsi
	leaq (%rdi,%r8,8), %rdi
	movl %eax, %ebx
	movq %rax, %r14
	leaq 1(%r8), %r11
	andl $7, %ebx
	andq $-8, %r14
	subq %rsi, %rdi
	leaq 64(%rdi), %r15
	addq $8, %rdi
	jmp .LBB_30
.LBB_36:
	vdivsd 16(%rsp), %xmm0, %xmm0
	addq $8, %r15
	addq $8, %rdi
	vmovsd %xmm0, (%r9,%r8,8)
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_37
.LBB_30:
	leaq 1(%r8), %rsi
	cmpq %rax, %r11
	jb .LBB_87
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_34
.LBB_32:
	vmovsd (%rcx,%r12,8), %xmm1
	vmovsd 8(%rcx,%r12,8), %xmm2
	vmulsd -56(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmulsd -48(%r15,%r12,8), %xmm2, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 16(%rcx,%r12,8), %xmm1
	vmulsd -40(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 24(%rcx,%r12,8), %xmm1
	vmulsd -32(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 32(%rcx,%r12,8), %xmm1
	vmulsd -24(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 40(%rcx,%r12,8), %xmm1
	vmulsd -16(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 48(%rcx,%r12,8), %xmm1
	vmulsd -8(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 56(%rcx,%r12,8), %xmm1
	vmulsd (%r15,%r12,8), %xmm1, %xmm1
	addq $8, %r12
	vaddsd %xmm1, %xmm0, %xmm0
	cmpq %r12, %r14
	jne .LBB_32
	testq %rbx, %rbx
	je .LBB_36
.LBB_34:
	leaq (%rdi,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_35:
	vmovsd (%r12,%rbp,8), %xmm1
	vmulsd (%r13,%rbp,8), %xmm1, %xmm1
	incq %rbp
	vaddsd %xmm1, %xmm0, %xmm0
	cmpq %rbp, %rbx
	jne .LBB_35
	jmp .LBB_36
.LBB_4:
	vbroadcastsd .LCPI_5(%rip), %zmm16
	vpbroadcastq .LCPI_4(%rip), %zmm17
	vbroadcastsd .LCPI_6(%rip), %zmm18
	vpxorq .LCPI_3(%rip){1to8}, %zmm13, %zmm15
	movl %eax, %r11d
	movl %eax, %ebx
	movq %rax, %r8
	andq $-2, %r8
	andl $3, %r11d
	andl $60, %ebx
	movq %rdi, %r14
	movq %r10, %r15
	vmovups %zmm13, 2784(%rsp)
	vmovupd %zmm14, 2720(%rsp)
	vmovdqu64 %zmm15, 2656(%rsp)
	jmp .LBB_5
.LBB_82:
	vdivpd %zmm13, %zmm12, %zmm12
.LBB_84:
	leaq 48(%rsi), %r12
	addq $384, %r14
	vmovupd %zmm12, 320(%r9,%r15,8)
	movq %rsi, %r15
	cmpq %rdx, %r12
	ja .LBB_25
.LBB_5:
	movq %r12, %rsi
	cmpq $47, %rax
	ja .LBB_38
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm7, %xmm7, %xmm7
	xorl %r12d, %r12d
	cmpq $3, %r10
	jb .LBB_9
.LBB_7:
	vbroadcastsd (%rcx,%r12,8), %zmm0
	vbroadcastsd 8(%rcx,%r12,8), %zmm6
	vmulpd 64(%r14,%r12,8), %zmm0, %zmm2
	vmulpd (%r14,%r12,8), %zmm0, %zmm1
	vmulpd 192(%r14,%r12,8), %zmm0, %zmm4
	vmulpd 128(%r14,%r12,8), %zmm0, %zmm3
	vmulpd 256(%r14,%r12,8), %zmm0, %zmm5
	vmulpd 320(%r14,%r12,8), %zmm0, %zmm0
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd 8(%r14,%r12,8), %zmm6, %zmm8
	vaddpd %zmm1, %zmm7, %zmm1
	vaddpd %zmm4, %zmm10, %zmm4
	vbroadcastsd 16(%rcx,%r12,8), %zmm10
	vaddpd %zmm3, %zmm9, %zmm3
	vmulpd 72(%r14,%r12,8), %zmm6, %zmm9
	vaddpd %zmm0, %zmm12, %zmm0
	vaddpd %zmm5, %zmm11, %zmm5
	vbroadcastsd 24(%rcx,%r12,8), %zmm12
	vaddpd %zmm8, %zmm1, %zmm1
	vmulpd 136(%r14,%r12,8), %zmm6, %zmm8
	vaddpd %zmm9, %zmm2, %zmm2
	vmulpd 200(%r14,%r12,8), %zmm6, %zmm9
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd 264(%r14,%r12,8), %zmm6, %zmm8
	vaddpd %zmm9, %zmm4, %zmm4
	vmulpd 328(%r14,%r12,8), %zmm6, %zmm6
	vmulpd 80(%r14,%r12,8), %zmm10, %zmm9
	vmulpd 336(%r14,%r12,8), %zmm10, %zmm7
	vaddpd %zmm8, %zmm5, %zmm5
	vmulpd 144(%r14,%r12,8), %zmm10, %zmm8
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd 16(%r14,%r12,8), %zmm10, %zmm6
	vaddpd %zmm9, %zmm2, %zmm2
	vmulpd 208(%r14,%r12,8), %zmm10, %zmm9
	vaddpd %zmm7, %zmm0, %zmm0
	vmulpd 24(%r14,%r12,8), %zmm12, %zmm7
	vaddpd %zmm8, %zmm3, %zmm3
	vmulpd 272(%r14,%r12,8), %zmm10, %zmm8
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %zmm9, %zmm4, %zmm4
	vmulpd 152(%r14,%r12,8), %zmm12, %zmm9
	vaddpd %zmm7, %zmm1, %zmm7
	vaddpd %zmm8, %zmm5, %zmm5
	vmulpd 88(%r14,%r12,8), %zmm12, %zmm8
	vaddpd %zmm9, %zmm3, %zmm9
	vmulpd 280(%r14,%r12,8), %zmm12, %zmm3
	vaddpd %zmm8, %zmm2, %zmm8
	vmulpd 216(%r14,%r12,8), %zmm12, %zmm2
	vaddpd %zmm3, %zmm5, %zmm11
	vaddpd %zmm2, %zmm4, %zmm10
	vmulpd 344(%r14,%r12,8), %zmm12, %zmm2
	addq $4, %r12
	vaddpd %zmm2, %zmm0, %zmm12
	cmpq %r12, %rbx
	jne .LBB_7
	testq %r11, %r11
	je .LBB_43
.LBB_9:
	leaq (%rcx,%r12,8), %r13
	leaq (%r14,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_10:
	vbroadcastsd (%r13,%rbp,8), %zmm0
	vmulpd 64(%r12,%rbp,8), %zmm0, %zmm3
	vmulpd 128(%r12,%rbp,8), %zmm0, %zmm2
	vmulpd (%r12,%rbp,8), %zmm0, %zmm1
	vaddpd %zmm3, %zmm8, %zmm8
	vaddpd %zmm2, %zmm9, %zmm9
	vmulpd 192(%r12,%rbp,8), %zmm0, %zmm3
	vmulpd 256(%r12,%rbp,8), %zmm0, %zmm2
	vmulpd 320(%r12,%rbp,8), %zmm0, %zmm0
	vaddpd %zmm1, %zmm7, %zmm7
	incq %rbp
	vaddpd %zmm3, %zmm10, %zmm10
	vaddpd %zmm2, %zmm11, %zmm11
	vaddpd %zmm0, %zmm12, %zmm12
	cmpq %rbp, %r11
	jne .LBB_10
	jmp .LBB_43
.LBB_38:
	vbroadcastsd (%rcx), %zmm19
	vbroadcastsd 8(%rcx), %zmm20
	vbroadcastsd 16(%rcx), %zmm3
	movq %r15, %r12
	subq %rax, %r12
	vbroadcastsd 24(%rcx), %zmm2
	vxorpd %xmm8, %xmm8, %xmm8
	vbroadcastsd 32(%rcx), %zmm24
	vbroadcastsd 64(%rcx), %zmm4
	vbroadcastsd 168(%rcx), %zmm7
	vbroadcastsd 176(%rcx), %zmm6
	vbroadcastsd 192(%rcx), %zmm25
	vbroadcastsd 200(%rcx), %zmm23
	movl $40, %r13d
	leaq (%rdi,%r12,8), %r12
	vmovupd 72(%r12), %zmm5
	vmovupd 80(%r12), %zmm26
	vmovupd 88(%r12), %zmm13
	vmovupd 112(%r12), %zmm22
	vmovupd 128(%r12), %zmm9
	vmovupd 136(%r12), %zmm10
	vmovupd 144(%r12), %zmm11
	vmovupd 152(%r12), %zmm12
	vmovupd 200(%r12), %zmm21
	vmovupd 208(%r12), %zmm18
	vmovupd 216(%r12), %zmm28
	vmovupd 224(%r12), %zmm29
	vmovupd 232(%r12), %zmm30
	vmovupd 240(%r12), %zmm31
	vmovupd 248(%r12), %zmm17
	vmovupd 264(%r12), %zmm15
	vmovupd 272(%r12), %zmm14
	vmovupd 256(%r12), %zmm16
	vmulpd 8(%r12), %zmm19, %zmm0
	vmulpd 16(%r12), %zmm20, %zmm1
	vmovupd %zmm2, 2272(%rsp)
	vmovupd %zmm3, 2336(%rsp)
	vmovupd %zmm4, 352(%rsp)
	vmovupd %zmm7, 608(%rsp)
	vmovupd %zmm6, 544(%rsp)
	vmovupd %zmm24, 1056(%rsp)
	vmovupd %zmm20, 1120(%rsp)
	vmovupd %zmm19, 1184(%rsp)
	vmovupd %zmm11, 3744(%rsp)
	vmovupd %zmm10, 3808(%rsp)
	vmovupd %zmm12, 3680(%rsp)
	vmovupd %zmm21, 3488(%rsp)
	vmovupd %zmm18, 3424(%rsp)
	vmovupd %zmm17, 3296(%rsp)
	vmovupd %zmm28, 3360(%rsp)
	vmovupd %zmm29, 2976(%rsp)
	vmovupd %zmm30, 2912(%rsp)
	vmovupd %zmm16, 3232(%rsp)
	vmovupd %zmm31, 2848(%rsp)
	vmovupd %zmm15, 3168(%rsp)
	vmovupd %zmm14, 3104(%rsp)
	vaddpd %zmm8, %zmm0, %zmm0
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 24(%r12), %zmm3, %zmm1
	vmulpd 40(%r12), %zmm24, %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 32(%r12), %zmm2, %zmm1
	vbroadcastsd 40(%rcx), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm3, %zmm0, %zmm0
	vbroadcastsd 48(%rcx), %zmm3
	vmovupd %zmm2, 2592(%rsp)
	vmulpd 48(%r12), %zmm2, %zmm2
	vaddpd %zmm2, %zmm0, %zmm0
	vbroadcastsd 56(%rcx), %zmm2
	vmulpd 56(%r12), %zmm3, %zmm1
	vmovupd %zmm3, 2528(%rsp)
	vmovupd 96(%r12), %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 64(%r12), %zmm2, %zmm1
	vmovupd %zmm2, 2464(%rsp)
	vbroadcastsd 72(%rcx), %zmm2
	vmovupd %zmm3, 2208(%rsp)
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm4, %zmm5, %zmm1
	vbroadcastsd 80(%rcx), %zmm4
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd %zmm2, 32(%rsp)
	vmulpd %zmm2, %zmm26, %zmm2
	vmulpd %zmm20, %zmm26, %zmm26
	vmovupd 2464(%rsp), %zmm20
	vaddpd %zmm2, %zmm0, %zmm0
	vbroadcastsd 88(%rcx), %zmm2
	vmulpd %zmm4, %zmm13, %zmm1
	vmovupd %zmm4, 2400(%rsp)
	vbroadcastsd 112(%rcx), %zmm4
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm2, %zmm3, %zmm1
	vbroadcastsd 96(%rcx), %zmm3
	vmovupd %zmm2, 288(%rsp)
	vmovupd 104(%r12), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd %zmm4, 96(%rsp)
	vmovupd %zmm2, 2144(%rsp)
	vmulpd %zmm3, %zmm2, %zmm1
	vbroadcastsd 104(%rcx), %zmm2
	vmovupd %zmm3, 224(%rsp)
	vbroadcastsd 120(%rcx), %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm2, %zmm22, %zmm1
	vmovupd %zmm2, 160(%rsp)
	vmovupd 120(%r12), %zmm2
	vmovupd %zmm3, 928(%rsp)
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm4, %zmm2, %zmm1
	vmovupd %zmm2, 2080(%rsp)
	vbroadcastsd 128(%rcx), %zmm2
	vmovupd 160(%r12), %zmm4
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm3, %zmm9, %zmm1
	vbroadcastsd 136(%rcx), %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd %zmm4, 3616(%rsp)
	vmulpd %zmm2, %zmm10, %zmm1
	vmovupd %zmm2, 480(%rsp)
	vbroadcastsd 144(%rcx), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm3, %zmm11, %zmm1
	vmovupd %zmm3, 416(%rsp)
	vbroadcastsd 152(%rcx), %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm2, %zmm12, %zmm1
	vmovupd %zmm2, 800(%rsp)
	vbroadcastsd 160(%rcx), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm3, %zmm4, %zmm1
	vmovupd %zmm3, 736(%rsp)
	vmovupd 168(%r12), %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm2, %zmm3, %zmm1
	vmovupd %zmm2, 672(%rsp)
	vmovupd 176(%r12), %zmm2
	vmovupd %zmm3, 3552(%rsp)
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm7, %zmm2, %zmm1
	vmovupd %zmm2, 1760(%rsp)
	vmovupd 184(%r12), %zmm2
	vbroadcastsd 184(%rcx), %zmm7
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm6, %zmm2, %zmm1
	vmovupd %zmm2, 1632(%rsp)
	vmovupd 192(%r12), %zmm2
	vmulpd %zmm25, %zmm21, %zmm6
	vmulpd 480(%rsp), %zmm21, %zmm21
	vmulpd %zmm25, %zmm15, %zmm25
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd %zmm7, 864(%rsp)
	vmulpd %zmm7, %zmm2, %zmm1
	vmovupd %zmm2, 1504(%rsp)
	vmulpd %zmm23, %zmm18, %zmm2
	vmovupd 288(%r12), %zmm7
	vmulpd 416(%rsp), %zmm18, %zmm18
	vmulpd %zmm23, %zmm14, %zmm23
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd 208(%rcx), %zmm6
	vaddpd %zmm2, %zmm0, %zmm0
	vbroadcastsd 216(%rcx), %zmm2
	vmovupd %zmm7, 1440(%rsp)
	vmulpd %zmm6, %zmm28, %zmm1
	vmovupd %zmm6, 2016(%rsp)
	vbroadcastsd 224(%rcx), %zmm6
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm2, %zmm29, %zmm1
	vmovupd %zmm2, 1952(%rsp)
	vbroadcastsd 232(%rcx), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm6, %zmm30, %zmm1
	vmovupd %zmm6, 1888(%rsp)
	vbroadcastsd 240(%rcx), %zmm6
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm2, %zmm31, %zmm1
	vmovupd %zmm2, 1824(%rsp)
	vbroadcastsd 248(%rcx), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm6, %zmm17, %zmm1
	vmovupd %zmm6, 1696(%rsp)
	vmulpd 256(%rcx){1to8}, %zmm15, %zmm6
	vmulpd 544(%rsp), %zmm17, %zmm17
	vaddpd %zmm1, %zmm0, %zmm1
	vmulpd 264(%rcx){1to8}, %zmm14, %zmm0
	vmovupd %zmm2, 1568(%rsp)
	vmulpd %zmm2, %zmm16, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd 280(%rcx){1to8}, %zmm7, %zmm2
	vmovupd 304(%r12), %zmm7
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %zmm0, %zmm1, %zmm1
	vmovupd 280(%r12), %zmm0
	vmovupd %zmm7, 1312(%rsp)
	vmulpd 272(%rcx){1to8}, %zmm0, %zmm6
	vmovupd %zmm0, 3040(%rsp)
	vaddpd %zmm6, %zmm1, %zmm1
	vmovupd 296(%r12), %zmm6
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd 288(%rcx){1to8}, %zmm6, %zmm2
	vmovupd %zmm6, 1376(%rsp)
	vmovupd 312(%r12), %zmm6
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd 296(%rcx){1to8}, %zmm7, %zmm2
	vaddpd %zmm2, %zmm1, %zmm1
	vmovupd 320(%r12), %zmm2
	vmulpd 304(%rcx){1to8}, %zmm6, %zmm7
	vmovupd %zmm6, 1248(%rsp)
	vmovupd 1760(%rsp), %zmm6
	vaddpd %zmm7, %zmm1, %zmm7
	vmulpd %zmm19, %zmm5, %zmm1
	vmovupd 2336(%rsp), %zmm5
	vmovupd 352(%rsp), %zmm19
	vmulpd 312(%rcx){1to8}, %zmm2, %zmm27
	vmovupd %zmm2, 992(%rsp)
	vmulpd 2144(%rsp), %zmm24, %zmm2
	vmovupd 2592(%rsp), %zmm24
	vaddpd %zmm27, %zmm7, %zmm7
	vaddpd %zmm8, %zmm1, %zmm27
	vmulpd %zmm20, %zmm9, %zmm1
	vmovupd 1632(%rsp), %zmm9
	vaddpd %zmm26, %zmm27, %zmm26
	vmulpd %zmm5, %zmm13, %zmm27
	vmovupd 2272(%rsp), %zmm13
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 2208(%rsp), %zmm13, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd %zmm24, %zmm22, %zmm27
	vmovupd 2528(%rsp), %zmm22
	vaddpd %zmm2, %zmm26, %zmm26
	vmulpd %zmm19, %zmm10, %zmm2
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 2080(%rsp), %zmm22, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vaddpd %zmm1, %zmm26, %zmm26
	vmulpd 32(%rsp), %zmm11, %zmm1
	vmovupd 2400(%rsp), %zmm11
	vaddpd %zmm2, %zmm26, %zmm26
	vaddpd %zmm1, %zmm26, %zmm26
	vmovupd 288(%rsp), %zmm1
	vmulpd %zmm11, %zmm12, %zmm27
	vmovupd 928(%rsp), %zmm12
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd %zmm1, %zmm4, %zmm2
	vmovupd 96(%rsp), %zmm4
	vaddpd %zmm2, %zmm26, %zmm26
	vmovupd 224(%rsp), %zmm2
	vmulpd %zmm4, %zmm9, %zmm10
	vmulpd %zmm2, %zmm3, %zmm3
	vaddpd %zmm3, %zmm26, %zmm26
	vmovupd 160(%rsp), %zmm3
	vmulpd %zmm3, %zmm6, %zmm27
	vmulpd %zmm24, %zmm6, %zmm6
	vaddpd %zmm27, %zmm26, %zmm26
	vaddpd %zmm10, %zmm26, %zmm26
	vmovupd 1504(%rsp), %zmm10
	vmulpd %zmm12, %zmm10, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 864(%rsp), %zmm16, %zmm27
	vaddpd %zmm21, %zmm26, %zmm26
	vmulpd 800(%rsp), %zmm28, %zmm21
	vmovupd 1376(%rsp), %zmm28
	vaddpd %zmm18, %zmm26, %zmm26
	vmulpd 736(%rsp), %zmm29, %zmm18
	vmovupd 1312(%rsp), %zmm29
	vaddpd %zmm21, %zmm26, %zmm26
	vmulpd 672(%rsp), %zmm30, %zmm21
	vmovupd 1248(%rsp), %zmm30
	vaddpd %zmm18, %zmm26, %zmm26
	vmulpd 608(%rsp), %zmm31, %zmm18
	vmovupd 992(%rsp), %zmm31
	vaddpd %zmm21, %zmm26, %zmm26
	vmulpd 2016(%rsp), %zmm0, %zmm21
	vmulpd 1888(%rsp), %zmm28, %zmm16
	vaddpd %zmm18, %zmm26, %zmm26
	vmulpd 1824(%rsp), %zmm29, %zmm15
	vaddpd %zmm17, %zmm26, %zmm26
	vmovupd 1440(%rsp), %zmm17
	vaddpd %zmm27, %zmm26, %zmm26
	vmovapd %zmm11, %zmm27
	vmovupd 3360(%rsp), %zmm11
	vaddpd %zmm25, %zmm26, %zmm25
	vmulpd 1696(%rsp), %zmm30, %zmm14
	vmovupd 2848(%rsp), %zmm26
	vaddpd %zmm23, %zmm25, %zmm23
	vmulpd 1568(%rsp), %zmm31, %zmm0
	vmovupd 1056(%rsp), %zmm25
	vaddpd %zmm21, %zmm23, %zmm21
	vmovapd %zmm13, %zmm23
	vmulpd 3616(%rsp), %zmm13, %zmm13
	vmulpd 1952(%rsp), %zmm17, %zmm18
	vaddpd %zmm18, %zmm21, %zmm18
	vmovapd %zmm5, %zmm21
	vmulpd 3680(%rsp), %zmm5, %zmm5
	vaddpd %zmm16, %zmm18, %zmm16
	vmovupd 1120(%rsp), %zmm18
	vaddpd %zmm15, %zmm16, %zmm15
	vmovupd 1184(%rsp), %zmm16
	vaddpd %zmm14, %zmm15, %zmm14
	vaddpd %zmm0, %zmm14, %zmm0
	vmulpd 3744(%rsp), %zmm18, %zmm15
	vmulpd 3808(%rsp), %zmm16, %zmm14
	vaddpd %zmm8, %zmm14, %zmm14
	vaddpd %zmm15, %zmm14, %zmm14
	vmulpd %zmm20, %zmm10, %zmm15
	vmovupd 3424(%rsp), %zmm10
	vaddpd %zmm5, %zmm14, %zmm14
	vmulpd 3552(%rsp), %zmm25, %zmm5
	vaddpd %zmm13, %zmm14, %zmm14
	vaddpd %zmm5, %zmm14, %zmm14
	vmulpd %zmm22, %zmm9, %zmm5
	vmovupd 3488(%rsp), %zmm9
	vaddpd %zmm6, %zmm14, %zmm14
	vmovupd 3296(%rsp), %zmm6
	vaddpd %zmm5, %zmm14, %zmm14
	vmovupd 2976(%rsp), %zmm5
	vaddpd %zmm15, %zmm14, %zmm14
	vmulpd %zmm19, %zmm9, %zmm15
	vmovupd 2912(%rsp), %zmm19
	vmulpd %zmm16, %zmm9, %zmm9
	vaddpd %zmm15, %zmm14, %zmm14
	vmulpd 32(%rsp), %zmm10, %zmm15
	vaddpd %zmm15, %zmm14, %zmm14
	vmulpd %zmm27, %zmm11, %zmm15
	vaddpd %zmm15, %zmm14, %zmm14
	vmulpd %zmm1, %zmm5, %zmm15
	vmulpd %zmm4, %zmm6, %zmm1
	vmovupd 3232(%rsp), %zmm4
	vmulpd %zmm22, %zmm6, %zmm6
	vaddpd %zmm15, %zmm14, %zmm14
	vmulpd %zmm2, %zmm19, %zmm15
	vmulpd %zmm3, %zmm26, %zmm2
	vaddpd %zmm15, %zmm14, %zmm14
	vaddpd %zmm2, %zmm14, %zmm14
	vaddpd %zmm1, %zmm14, %zmm14
	vmovupd 3168(%rsp), %zmm1
	vmulpd %zmm12, %zmm4, %zmm15
	vmulpd 736(%rsp), %zmm17, %zmm12
	vaddpd %zmm15, %zmm14, %zmm14
	vmulpd 480(%rsp), %zmm1, %zmm2
	vaddpd %zmm2, %zmm14, %zmm14
	vmovupd 3104(%rsp), %zmm2
	vmulpd 416(%rsp), %zmm2, %zmm3
	vaddpd %zmm3, %zmm14, %zmm14
	vmovupd 3040(%rsp), %zmm3
	vmulpd 800(%rsp), %zmm3, %zmm13
	vaddpd %zmm13, %zmm14, %zmm14
	vmulpd 672(%rsp), %zmm28, %zmm13
	vaddpd %zmm12, %zmm14, %zmm14
	vmulpd 608(%rsp), %zmm29, %zmm12
	vaddpd %zmm13, %zmm14, %zmm14
	vmulpd 544(%rsp), %zmm30, %zmm13
	vaddpd %zmm12, %zmm14, %zmm14
	vmulpd 864(%rsp), %zmm31, %zmm12
	vaddpd %zmm13, %zmm14, %zmm14
	vmulpd %zmm18, %zmm10, %zmm13
	vmulpd %zmm25, %zmm19, %zmm10
	vaddpd %zmm12, %zmm14, %zmm15
	vaddpd %zmm8, %zmm9, %zmm14
	vmulpd %zmm21, %zmm11, %zmm12
	vmulpd %zmm23, %zmm5, %zmm11
	vmulpd %zmm24, %zmm26, %zmm9
	vmulpd %zmm20, %zmm4, %zmm5
	vmulpd 32(%rsp), %zmm2, %zmm4
	vaddpd %zmm13, %zmm14, %zmm13
	vaddpd %zmm12, %zmm13, %zmm12
	vaddpd %zmm11, %zmm12, %zmm11
	vaddpd %zmm10, %zmm11, %zmm10
	vaddpd %zmm9, %zmm10, %zmm9
	vaddpd %zmm6, %zmm9, %zmm6
	vmulpd 352(%rsp), %zmm1, %zmm9
	vmulpd %zmm16, %zmm1, %zmm1
	vaddpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm8, %zmm1, %zmm6
	vmulpd %zmm23, %zmm17, %zmm1
	vaddpd %zmm9, %zmm5, %zmm5
	vmulpd %zmm27, %zmm3, %zmm9
	vaddpd %zmm4, %zmm5, %zmm5
	vmulpd 288(%rsp), %zmm17, %zmm4
	vaddpd %zmm9, %zmm5, %zmm5
	vmulpd 224(%rsp), %zmm28, %zmm9
	vaddpd %zmm4, %zmm5, %zmm5
	vmulpd 160(%rsp), %zmm29, %zmm4
	vaddpd %zmm9, %zmm5, %zmm5
	vmulpd 96(%rsp), %zmm30, %zmm9
	vaddpd %zmm4, %zmm5, %zmm5
	vmulpd 928(%rsp), %zmm31, %zmm4
	vaddpd %zmm9, %zmm5, %zmm5
	vmulpd %zmm18, %zmm2, %zmm9
	vmulpd %zmm21, %zmm3, %zmm2
	vmulpd %zmm24, %zmm29, %zmm3
	vaddpd %zmm9, %zmm6, %zmm6
	vaddpd %zmm2, %zmm6, %zmm6
	vmulpd %zmm22, %zmm30, %zmm2
	vaddpd %zmm4, %zmm5, %zmm5
	vaddpd %zmm1, %zmm6, %zmm6
	vmulpd %zmm25, %zmm28, %zmm4
	vmulpd %zmm20, %zmm31, %zmm1
	vaddpd %zmm4, %zmm6, %zmm4
	vaddpd %zmm3, %zmm4, %zmm3
	vaddpd %zmm2, %zmm3, %zmm2
	vaddpd %zmm1, %zmm2, %zmm1
.LBB_39:
	vmovupd (%r14,%r13,8), %zmm2
	vmovupd 8(%r14,%r13,8), %zmm3
	vmulpd -64(%rcx,%r13,8){1to8}, %zmm2, %zmm6
	vmulpd (%rcx,%r13,8){1to8}, %zmm2, %zmm4
	vmulpd -192(%rcx,%r13,8){1to8}, %zmm2, %zmm10
	vmulpd -256(%rcx,%r13,8){1to8}, %zmm2, %zmm9
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd -128(%rcx,%r13,8){1to8}, %zmm2, %zmm6
	vmulpd -320(%rcx,%r13,8){1to8}, %zmm2, %zmm2
	vaddpd %zmm4, %zmm7, %zmm4
	vaddpd %zmm9, %zmm1, %zmm1
	vmulpd -120(%rcx,%r13,8){1to8}, %zmm3, %zmm9
	vaddpd %zmm10, %zmm5, %zmm5
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd 8(%rcx,%r13,8){1to8}, %zmm3, %zmm8
	vaddpd %zmm6, %zmm15, %zmm6
	vaddpd %zmm9, %zmm6, %zmm15
	vmulpd -248(%rcx,%r13,8){1to8}, %zmm3, %zmm6
	vaddpd %zmm8, %zmm4, %zmm7
	vmulpd -56(%rcx,%r13,8){1to8}, %zmm3, %zmm8
	vaddpd %zmm6, %zmm1, %zmm1
	vaddpd %zmm8, %zmm0, %zmm0
	vmulpd -184(%rcx,%r13,8){1to8}, %zmm3, %zmm8
	vmulpd -312(%rcx,%r13,8){1to8}, %zmm3, %zmm3
	addq $2, %r13
	vaddpd %zmm8, %zmm5, %zmm5
	vaddpd %zmm3, %zmm2, %zmm8
	cmpq %r13, %r8
	jne .LBB_39
	testb $1, %al
	je .LBB_42
	vmovupd (%r14,%r13,8), %zmm2
	vmulpd -64(%rcx,%r13,8){1to8}, %zmm2, %zmm6
	vmulpd -128(%rcx,%r13,8){1to8}, %zmm2, %zmm4
	vmulpd (%rcx,%r13,8){1to8}, %zmm2, %zmm3
	vaddpd %zmm6, %zmm0, %zmm0
	vaddpd %zmm4, %zmm15, %zmm15
	vmulpd -192(%rcx,%r13,8){1to8}, %zmm2, %zmm6
	vmulpd -256(%rcx,%r13,8){1to8}, %zmm2, %zmm4
	vmulpd -320(%rcx,%r13,8){1to8}, %zmm2, %zmm2
	vaddpd %zmm3, %zmm7, %zmm7
	vaddpd %zmm6, %zmm5, %zmm5
	vaddpd %zmm4, %zmm1, %zmm1
	vaddpd %zmm2, %zmm8, %zmm8
.LBB_42:
	vmovupd 8(%r12,%rax,8), %zmm2
	vbroadcastsd -256(%rcx,%rax,8), %zmm10
	vbroadcastsd -64(%rcx,%rax,8), %zmm12
	vbroadcastsd -192(%rcx,%rax,8), %zmm11
	vbroadcastsd -128(%rcx,%rax,8), %zmm22
	vbroadcastsd -56(%rcx,%rax,8), %zmm14
	vmovupd 16(%r12,%rax,8), %zmm3
	vbroadcastsd -48(%rcx,%rax,8), %zmm17
	vmovupd 24(%r12,%rax,8), %zmm4
	vbroadcastsd -104(%rcx,%rax,8), %zmm31
	vmovupd 32(%r12,%rax,8), %zmm6
	vbroadcastsd -40(%rcx,%rax,8), %zmm25
	vbroadcastsd -96(%rcx,%rax,8), %zmm16
	vmovupd 40(%r12,%rax,8), %zmm13
	vbroadcastsd -24(%rcx,%rax,8), %zmm27
	vbroadcastsd -80(%rcx,%rax,8), %zmm30
	vbroadcastsd -16(%rcx,%rax,8), %zmm29
	vbroadcastsd -8(%rcx,%rax,8), %zmm26
	vbroadcastsd -72(%rcx,%rax,8), %zmm28
	vmovupd 88(%r12,%rax,8), %zmm24
	vmovupd 96(%r12,%rax,8), %zmm19
	vmovupd 104(%r12,%rax,8), %zmm21
	vmovupd 120(%r12,%rax,8), %zmm18
	vmulpd -320(%rcx,%rax,8){1to8}, %zmm2, %zmm9
	vmovupd %zmm19, 1504(%rsp)
	vmovupd %zmm21, 1568(%rsp)
	vmovupd %zmm10, 928(%rsp)
	vmulpd %zmm10, %zmm2, %zmm10
	vmovupd %zmm11, 864(%rsp)
	vmovapd %zmm12, %zmm20
	vmovupd %zmm12, 160(%rsp)
	vmovupd %zmm14, 352(%rsp)
	vmovupd %zmm17, 1696(%rsp)
	vmovupd %zmm29, 1632(%rsp)
	vmovupd %zmm28, 1824(%rsp)
	vmovupd %zmm30, 1888(%rsp)
	vmovupd %zmm31, 2016(%rsp)
	vmovupd %zmm22, 2080(%rsp)
	vmovupd %zmm16, 1952(%rsp)
	vaddpd %zmm10, %zmm1, %zmm1
	vmulpd %zmm22, %zmm2, %zmm10
	vaddpd %zmm9, %zmm8, %zmm8
	vmulpd %zmm11, %zmm2, %zmm9
	vmulpd %zmm12, %zmm2, %zmm2
	vbroadcastsd -120(%rcx,%rax,8), %zmm11
	vaddpd %zmm9, %zmm5, %zmm5
	vaddpd %zmm10, %zmm15, %zmm9
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm14, %zmm3, %zmm10
	vmovupd 48(%r12,%rax,8), %zmm15
	vaddpd %zmm10, %zmm0, %zmm0
	vbroadcastsd -184(%rcx,%rax,8), %zmm10
	vmovupd %zmm11, 480(%rsp)
	vmulpd %zmm11, %zmm3, %zmm11
	vaddpd %zmm11, %zmm9, %zmm2
	vmovupd 480(%rsp), %zmm23
	vmulpd %zmm10, %zmm3, %zmm11
	vmovupd %zmm10, 672(%rsp)
	vbroadcastsd -248(%rcx,%rax,8), %zmm10
	vaddpd %zmm11, %zmm5, %zmm5
	vbroadcastsd -32(%rcx,%rax,8), %zmm11
	vmulpd %zmm10, %zmm3, %zmm9
	vmulpd -312(%rcx,%rax,8){1to8}, %zmm3, %zmm3
	vmovupd %zmm10, 2592(%rsp)
	vmulpd %zmm17, %zmm4, %zmm10
	vaddpd %zmm9, %zmm1, %zmm1
	vbroadcastsd -112(%rcx,%rax,8), %zmm9
	vaddpd %zmm10, %zmm0, %zmm0
	vbroadcastsd -176(%rcx,%rax,8), %zmm10
	vmovupd %zmm11, 96(%rsp)
	vaddpd %zmm3, %zmm8, %zmm3
	vmulpd %zmm9, %zmm4, %zmm8
	vmovupd %zmm9, 416(%rsp)
	vbroadcastsd -240(%rcx,%rax,8), %zmm9
	vmovupd %zmm10, 608(%rsp)
	vaddpd %zmm8, %zmm2, %zmm2
	vmulpd %zmm10, %zmm4, %zmm8
	vbroadcastsd -160(%rcx,%rax,8), %zmm10
	vaddpd %zmm8, %zmm5, %zmm5
	vmulpd %zmm9, %zmm4, %zmm8
	vmovupd %zmm9, 2528(%rsp)
	vmulpd %zmm25, %zmm6, %zmm9
	vmulpd -304(%rcx,%rax,8){1to8}, %zmm4, %zmm4
	vaddpd %zmm8, %zmm1, %zmm1
	vmulpd %zmm31, %zmm6, %zmm8
	vaddpd %zmm9, %zmm0, %zmm0
	vbroadcastsd -168(%rcx,%rax,8), %zmm9
	vmovupd %zmm10, 736(%rsp)
	vaddpd %zmm8, %zmm2, %zmm2
	vbroadcastsd -232(%rcx,%rax,8), %zmm8
	vaddpd %zmm4, %zmm3, %zmm3
	vmulpd %zmm9, %zmm6, %zmm4
	vmovupd %zmm9, 800(%rsp)
	vmulpd %zmm10, %zmm13, %zmm9
	vbroadcastsd -88(%rcx,%rax,8), %zmm10
	vmovupd %zmm8, 2464(%rsp)
	vmulpd %zmm8, %zmm6, %zmm8
	vmulpd -296(%rcx,%rax,8){1to8}, %zmm6, %zmm6
	vaddpd %zmm4, %zmm5, %zmm4
	vmulpd -288(%rcx,%rax,8){1to8}, %zmm13, %zmm5
	vaddpd %zmm8, %zmm1, %zmm1
	vmulpd %zmm16, %zmm13, %zmm8
	vaddpd %zmm9, %zmm4, %zmm4
	vaddpd %zmm8, %zmm2, %zmm2
	vbroadcastsd -224(%rcx,%rax,8), %zmm8
	vaddpd %zmm6, %zmm3, %zmm3
	vmulpd %zmm11, %zmm13, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd %zmm27, %zmm15, %zmm6
	vaddpd %zmm5, %zmm3, %zmm3
	vmulpd -280(%rcx,%rax,8){1to8}, %zmm15, %zmm5
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd %zmm10, %zmm15, %zmm9
	vmovupd %zmm10, 32(%rsp)
	vmovupd 64(%r12,%rax,8), %zmm10
	vaddpd %zmm9, %zmm2, %zmm2
	vbroadcastsd -216(%rcx,%rax,8), %zmm9
	vaddpd %zmm5, %zmm3, %zmm3
	vmovupd %zmm8, 2400(%rsp)
	vmulpd %zmm8, %zmm13, %zmm8
	vmovupd 56(%r12,%rax,8), %zmm13
	vaddpd %zmm8, %zmm1, %zmm1
	vbroadcastsd -152(%rcx,%rax,8), %zmm8
	vmulpd %zmm9, %zmm15, %zmm6
	vmovupd %zmm9, 2336(%rsp)
	vbroadcastsd -144(%rcx,%rax,8), %zmm9
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd %zmm29, %zmm13, %zmm6
	vmulpd -272(%rcx,%rax,8){1to8}, %zmm13, %zmm5
	vaddpd %zmm6, %zmm0, %zmm0
	vmovupd %zmm8, 544(%rsp)
	vmulpd %zmm8, %zmm15, %zmm8
	vmovupd 112(%r12,%rax,8), %zmm15
	vaddpd %zmm8, %zmm4, %zmm4
	vmulpd %zmm30, %zmm13, %zmm8
	vaddpd %zmm8, %zmm2, %zmm2
	vbroadcastsd -208(%rcx,%rax,8), %zmm8
	vaddpd %zmm5, %zmm3, %zmm3
	vmulpd -264(%rcx,%rax,8){1to8}, %zmm10, %zmm5
	vmulpd %zmm9, %zmm13, %zmm6
	vmovupd %zmm9, 288(%rsp)
	vbroadcastsd -136(%rcx,%rax,8), %zmm9
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd %zmm15, 1312(%rsp)
	vmulpd %zmm8, %zmm13, %zmm6
	vmovupd %zmm8, 2272(%rsp)
	vmovupd 72(%r12,%rax,8), %zmm13
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd %zmm26, %zmm10, %zmm6
	vaddpd %zmm6, %zmm0, %zmm8
	vmulpd %zmm28, %zmm10, %zmm6
	vaddpd %zmm6, %zmm2, %zmm0
	vbroadcastsd -200(%rcx,%rax,8), %zmm6
	vmulpd %zmm9, %zmm10, %zmm2
	vmovupd %zmm9, 224(%rsp)
	vaddpd %zmm2, %zmm4, %zmm4
	vmulpd %zmm6, %zmm10, %zmm2
	vmovupd %zmm6, 2208(%rsp)
	vmulpd %zmm29, %zmm18, %zmm6
	vaddpd %zmm2, %zmm1, %zmm1
	vmulpd %zmm12, %zmm13, %zmm2
	vmovupd 80(%r12,%rax,8), %zmm12
	vmovupd %zmm1, 1760(%rsp)
	vaddpd %zmm5, %zmm3, %zmm1
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm17, %zmm24, %zmm3
	vmulpd %zmm25, %zmm19, %zmm2
	vmovupd 136(%r12,%rax,8), %zmm5
	vmovupd %zmm1, 2144(%rsp)
	vmulpd %zmm14, %zmm12, %zmm1
	vmovupd %zmm12, 1440(%rsp)
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd %zmm16, %zmm21, %zmm1
	vmovupd %zmm5, 1376(%rsp)
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm11, %zmm21, %zmm3
	vmovapd %zmm26, %zmm11
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm27, %zmm15, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vmovupd 128(%r12,%rax,8), %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd %zmm31, %zmm19, %zmm2
	vaddpd %zmm6, %zmm0, %zmm6
	vmulpd %zmm26, %zmm3, %zmm9
	vmovupd 416(%rsp), %zmm26
	vmovupd %zmm3, 992(%rsp)
	vmulpd %zmm28, %zmm3, %zmm0
	vmovupd 144(%r12,%rax,8), %zmm3
	vaddpd %zmm9, %zmm6, %zmm9
	vmulpd %zmm22, %zmm13, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm23, %zmm12, %zmm6
	vmulpd 672(%rsp), %zmm12, %zmm12
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm26, %zmm24, %zmm6
	vmovupd %zmm3, 1248(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vaddpd %zmm2, %zmm4, %zmm4
	vmulpd 32(%rsp), %zmm15, %zmm2
	vmulpd 544(%rsp), %zmm15, %zmm15
	vaddpd %zmm1, %zmm4, %zmm4
	vmulpd %zmm30, %zmm18, %zmm1
	vaddpd %zmm2, %zmm4, %zmm4
	vmovupd 152(%r12,%rax,8), %zmm2
	vaddpd %zmm1, %zmm4, %zmm4
	vmulpd %zmm20, %zmm5, %zmm1
	vmovupd 168(%r12,%rax,8), %zmm20
	vmulpd %zmm22, %zmm5, %zmm5
	vaddpd %zmm0, %zmm4, %zmm4
	vmulpd %zmm14, %zmm3, %zmm0
	vmovapd %zmm25, %zmm14
	vmulpd %zmm23, %zmm3, %zmm3
	vaddpd %zmm1, %zmm4, %zmm4
	vaddpd %zmm0, %zmm4, %zmm4
	vmulpd %zmm17, %zmm2, %zmm1
	vmovapd %zmm27, %zmm17
	vmovupd %zmm2, 1184(%rsp)
	vmulpd %zmm26, %zmm2, %zmm2
	vaddpd %zmm1, %zmm4, %zmm4
	vmovupd 160(%r12,%rax,8), %zmm1
	vmulpd %zmm25, %zmm1, %zmm0
	vmovupd 96(%rsp), %zmm25
	vmovupd %zmm1, 1120(%rsp)
	vmulpd %zmm31, %zmm1, %zmm1
	vaddpd %zmm0, %zmm4, %zmm4
	vmovupd 176(%r12,%rax,8), %zmm0
	vmulpd %zmm25, %zmm20, %zmm6
	vmulpd %zmm27, %zmm0, %zmm10
	vmovupd 184(%r12,%rax,8), %zmm27
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 192(%r12,%rax,8), %zmm6
	vaddpd %zmm10, %zmm4, %zmm4
	vmulpd %zmm29, %zmm27, %zmm10
	vmulpd %zmm11, %zmm6, %zmm29
	vmovupd %zmm27, 1056(%rsp)
	vaddpd %zmm10, %zmm4, %zmm10
	vmovapd %zmm11, %zmm4
	vmulpd 864(%rsp), %zmm13, %zmm11
	vaddpd %zmm29, %zmm10, %zmm10
	vmulpd 608(%rsp), %zmm24, %zmm29
	vaddpd 1760(%rsp), %zmm11, %zmm11
	vaddpd %zmm12, %zmm11, %zmm11
	vmovapd %zmm24, %zmm12
	vmulpd 800(%rsp), %zmm19, %zmm24
	vmulpd 736(%rsp), %zmm21, %zmm19
	vmovapd %zmm0, %zmm21
	vaddpd %zmm29, %zmm11, %zmm11
	vmulpd %zmm30, %zmm27, %zmm29
	vmulpd 2528(%rsp), %zmm12, %zmm12
	vmovupd 1696(%rsp), %zmm30
	vaddpd %zmm24, %zmm11, %zmm11
	vaddpd %zmm19, %zmm11, %zmm11
	vmulpd 288(%rsp), %zmm18, %zmm19
	vaddpd %zmm15, %zmm11, %zmm11
	vaddpd %zmm19, %zmm11, %zmm11
	vmovupd 992(%rsp), %zmm19
	vmulpd 224(%rsp), %zmm19, %zmm15
	vaddpd %zmm15, %zmm11, %zmm11
	vmulpd 928(%rsp), %zmm13, %zmm15
	vaddpd %zmm5, %zmm11, %zmm11
	vaddpd %zmm3, %zmm11, %zmm11
	vaddpd %zmm2, %zmm11, %zmm11
	vmulpd %zmm16, %zmm20, %zmm2
	vmovupd 1632(%rsp), %zmm16
	vaddpd %zmm1, %zmm11, %zmm11
	vmulpd 32(%rsp), %zmm0, %zmm1
	vaddpd 2144(%rsp), %zmm15, %zmm15
	vmulpd 2208(%rsp), %zmm19, %zmm0
	vaddpd %zmm2, %zmm11, %zmm11
	vmovupd 1440(%rsp), %zmm2
	vaddpd %zmm1, %zmm11, %zmm11
	vmovupd 1504(%rsp), %zmm1
	vaddpd %zmm29, %zmm11, %zmm11
	vmulpd %zmm28, %zmm6, %zmm29
	vaddpd %zmm29, %zmm11, %zmm11
	vmovupd 200(%r12,%rax,8), %zmm29
	vmulpd 2592(%rsp), %zmm2, %zmm13
	vmovupd 1568(%rsp), %zmm2
	vmulpd 2464(%rsp), %zmm1, %zmm5
	vmovupd 1312(%rsp), %zmm1
	vaddpd %zmm13, %zmm15, %zmm13
	vmovdqu64 2656(%rsp), %zmm15
	vmulpd 160(%rsp), %zmm29, %zmm28
	vaddpd %zmm12, %zmm13, %zmm12
	vmovupd 2784(%rsp), %zmm13
	vaddpd %zmm5, %zmm12, %zmm5
	vmulpd 2400(%rsp), %zmm2, %zmm3
	vaddpd %zmm28, %zmm11, %zmm11
	vmovupd 208(%r12,%rax,8), %zmm28
	vmulpd 2336(%rsp), %zmm1, %zmm2
	vmulpd 2272(%rsp), %zmm18, %zmm1
	vbroadcastsd .LCPI_6(%rip), %zmm18
	vaddpd %zmm3, %zmm5, %zmm3
	vaddpd %zmm2, %zmm3, %zmm2
	vmovupd 1376(%rsp), %zmm3
	vaddpd %zmm1, %zmm2, %zmm1
	vmovupd 1248(%rsp), %zmm2
	vmulpd 352(%rsp), %zmm28, %zmm27
	vaddpd %zmm0, %zmm1, %zmm0
	vaddpd %zmm27, %zmm11, %zmm11
	vmovupd 216(%r12,%rax,8), %zmm27
	vmulpd 864(%rsp), %zmm3, %zmm1
	vmovupd 1184(%rsp), %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 672(%rsp), %zmm2, %zmm1
	vmovupd 1120(%rsp), %zmm2
	vmulpd %zmm30, %zmm27, %zmm31
	vaddpd %zmm31, %zmm11, %zmm11
	vmovupd 224(%r12,%rax,8), %zmm31
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 608(%rsp), %zmm3, %zmm1
	vmulpd 736(%rsp), %zmm20, %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 800(%rsp), %zmm2, %zmm1
	vmulpd 544(%rsp), %zmm21, %zmm2
	vmulpd %zmm14, %zmm31, %zmm26
	vaddpd %zmm26, %zmm11, %zmm11
	vmovupd 232(%r12,%rax,8), %zmm26
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm3, %zmm0, %zmm0
	vmovupd 1056(%rsp), %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 224(%rsp), %zmm6, %zmm2
	vmulpd %zmm25, %zmm26, %zmm24
	vaddpd %zmm24, %zmm11, %zmm11
	vmovupd 240(%r12,%rax,8), %zmm24
	vmulpd 288(%rsp), %zmm3, %zmm1
	vmulpd 2080(%rsp), %zmm29, %zmm3
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 480(%rsp), %zmm28, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 416(%rsp), %zmm27, %zmm3
	vmulpd %zmm17, %zmm24, %zmm23
	vaddpd %zmm23, %zmm11, %zmm11
	vmovupd 248(%r12,%rax,8), %zmm23
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 2016(%rsp), %zmm31, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd 1952(%rsp), %zmm26, %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 32(%rsp), %zmm24, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vmulpd %zmm16, %zmm23, %zmm25
	vmulpd 1888(%rsp), %zmm23, %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vaddpd %zmm25, %zmm11, %zmm11
	vmovupd 256(%r12,%rax,8), %zmm25
	vaddpd %zmm3, %zmm0, %zmm0
	vmovupd 160(%rsp), %zmm3
	vmulpd 1824(%rsp), %zmm25, %zmm2
	vmulpd %zmm4, %zmm25, %zmm22
	vaddpd %zmm22, %zmm11, %zmm11
	vmulpd 264(%r12,%rax,8), %zmm3, %zmm1
	vmulpd 280(%r12,%rax,8), %zmm30, %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 352(%rsp), %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 272(%r12,%rax,8), %zmm2, %zmm1
	vmulpd 288(%r12,%rax,8), %zmm14, %zmm2
	vmovupd 2720(%rsp), %zmm14
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm3, %zmm0, %zmm0
	vmovupd 96(%rsp), %zmm3
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 304(%r12,%rax,8), %zmm17, %zmm2
	vpbroadcastq .LCPI_4(%rip), %zmm17
	vmulpd 296(%r12,%rax,8), %zmm3, %zmm1
	vmulpd 312(%r12,%rax,8), %zmm16, %zmm3
	vbroadcastsd .LCPI_5(%rip), %zmm16
	vaddpd %zmm1, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm0
	vmulpd 320(%r12,%rax,8), %zmm4, %zmm2
	vaddpd %zmm3, %zmm0, %zmm0
	vaddpd %zmm2, %zmm0, %zmm12
.LBB_43:
	vmulpd %zmm7, %zmm14, %zmm0
	vpandq %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_44
	vdivpd %zmm13, %zmm7, %zmm7
	jmp .LBB_69
.LBB_44:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm7, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm7
	vfmadd213pd %zmm1, %zmm14, %zmm7
.LBB_69:
	vmulpd %zmm8, %zmm14, %zmm0
	vmovupd %zmm7, (%r9,%r15,8)
	vpandq %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_71
	vdivpd %zmm13, %zmm8, %zmm8
	jmp .LBB_72
.LBB_71:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm8, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm8
	vfmadd213pd %zmm1, %zmm14, %zmm8
.LBB_72:
	vmulpd %zmm9, %zmm14, %zmm0
	vmovupd %zmm8, 64(%r9,%r15,8)
	vpandq %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_74
	vdivpd %zmm13, %zmm9, %zmm9
	jmp .LBB_75
.LBB_74:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm9, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm9
	vfmadd213pd %zmm1, %zmm14, %zmm9
.LBB_75:
	vmulpd %zmm10, %zmm14, %zmm0
	vmovupd %zmm9, 128(%r9,%r15,8)
	vpandq %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_77
	vdivpd %zmm13, %zmm10, %zmm10
	jmp .LBB_78
.LBB_77:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm10, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm10
	vfmadd213pd %zmm1, %zmm14, %zmm10
.LBB_78:
	vmulpd %zmm11, %zmm14, %zmm0
	vmovupd %zmm10, 192(%r9,%r15,8)
	vpandq %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	je .LBB_80
	vdivpd %zmm13, %zmm11, %zmm11
	jmp .LBB_81
.LBB_80:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm11, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm11
	vfmadd213pd %zmm1, %zmm14, %zmm11
.LBB_81:
	vmulpd %zmm12, %zmm14, %zmm0
	vmovupd %zmm11, 256(%r9,%r15,8)
	vpandq %zmm17, %zmm0, %zmm1
	vcmpge_oqpd %zmm16, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	jne .LBB_82
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm12, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm12
	vfmadd213pd %zmm1, %zmm14, %zmm12
	jmp .LBB_84
.LBB_57:
	vpbroadcastq .LCPI_4(%rip), %zmm1
	vbroadcastsd .LCPI_5(%rip), %zmm2
	vbroadcastsd .LCPI_6(%rip), %zmm3
	vpxorq .LCPI_3(%rip){1to8}, %zmm13, %zmm0
	leaq (,%rax,8), %r8
	leaq (%rdi,%rsi,8), %r14
	movl %eax, %r11d
	movq %rax, %rbx
	andl $7, %r11d
	andq $-8, %rbx
	subq %r8, %r14
	leaq 64(%r14), %r15
	addq $8, %r14
	jmp .LBB_58
.LBB_66:
	vdivpd %zmm13, %zmm4, %zmm4
.LBB_67:
	leaq 8(%r8), %r12
	addq $64, %r15
	addq $64, %r14
	vmovupd %zmm4, (%r9,%rsi,8)
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_27
.LBB_58:
	movq %r12, %r8
	vxorpd %xmm4, %xmm4, %xmm4
	testq %rax, %rax
	je .LBB_64
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_62
.LBB_60:
	vmovupd -56(%r15,%r12,8), %zmm5
	vmovupd -48(%r15,%r12,8), %zmm6
	vmovupd -40(%r15,%r12,8), %zmm7
	vmovupd -32(%r15,%r12,8), %zmm8
	vmulpd (%rcx,%r12,8){1to8}, %zmm5, %zmm5
	vmulpd 8(%rcx,%r12,8){1to8}, %zmm6, %zmm6
	vmulpd 16(%rcx,%r12,8){1to8}, %zmm7, %zmm7
	vaddpd %zmm5, %zmm4, %zmm4
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd 24(%rcx,%r12,8){1to8}, %zmm8, %zmm6
	vaddpd %zmm7, %zmm4, %zmm4
	vmovupd -24(%r15,%r12,8), %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd -16(%r15,%r12,8), %zmm6
	vmulpd 32(%rcx,%r12,8){1to8}, %zmm7, %zmm5
	vmovupd -8(%r15,%r12,8), %zmm7
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 40(%rcx,%r12,8){1to8}, %zmm6, %zmm5
	vmovupd (%r15,%r12,8), %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 48(%rcx,%r12,8){1to8}, %zmm7, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 56(%rcx,%r12,8){1to8}, %zmm6, %zmm5
	addq $8, %r12
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq %r12, %rbx
	jne .LBB_60
	testq %r11, %r11
	je .LBB_64
.LBB_62:
	leaq (%r14,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_63:
	vmovupd (%r13,%rbp,8), %zmm5
	vmulpd (%r12,%rbp,8){1to8}, %zmm5, %zmm5
	incq %rbp
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq %rbp, %r11
	jne .LBB_63
.LBB_64:
	vmulpd %zmm4, %zmm14, %zmm5
	vpandq %zmm1, %zmm5, %zmm6
	vcmpge_oqpd %zmm2, %zmm6, %k0
	vcmple_oqpd %zmm3, %zmm6, %k1
	kandw %k1, %k0, %k0
	kmovw %k0, %ebp
	cmpb $-1, %bpl
	jne .LBB_66
	vmovapd %zmm5, %zmm6
	vfmadd213pd %zmm4, %zmm0, %zmm6
	vfmadd213pd %zmm5, %zmm14, %zmm6
	vfmadd231pd %zmm6, %zmm0, %zmm4
	vfmadd213pd %zmm6, %zmm14, %zmm4
	jmp .LBB_67
.LBB_45:
	vxorpd %xmm0, %xmm0, %xmm0
	vdivsd 16(%rsp), %xmm0, %xmm0
	cmpq $4, %rsi
	jb .LBB_51
	cmpq $32, %rsi
	jae .LBB_52
	xorl %eax, %eax
	jmp .LBB_48
.LBB_52:
	vbroadcastsd %xmm0, %zmm1
	leaq 192(%r9,%r8,8), %rcx
	movq %rsi, %rax
	andq $-32, %rax
	xorl %edi, %edi
.LBB_53:
	vmovupd %zmm1, -192(%rcx,%rdi,8)
	vmovupd %zmm1, -128(%rcx,%rdi,8)
	vmovupd %zmm1, -64(%rcx,%rdi,8)
	vmovupd %zmm1, (%rcx,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rax
	jne .LBB_53
	cmpq %rax, %rsi
	je .LBB_37
	testb $28, %sil
	je .LBB_56
.LBB_48:
	movq %rsi, %rcx
	andq $-4, %rcx
	leaq (%r9,%r8,8), %rdi
	vbroadcastsd %xmm0, %ymm1
	addq %rcx, %r8
.LBB_49:
	vmovupd %ymm1, (%rdi,%rax,8)
	addq $4, %rax
	cmpq %rax, %rcx
	jne .LBB_49
	cmpq %rcx, %rsi
	je .LBB_37
.LBB_51:
	vmovsd %xmm0, (%r9,%r8,8)
	incq %r8
	cmpq %r8, %rdx
	jne .LBB_51
.LBB_37:
	addq $3880, %rsp
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
.LBB_56:
	addq %rax, %r8
	jmp .LBB_51
.LBB_86:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_85:
	leaq .Lanon.3(%rip), %r9
	leaq 8(%rsp), %rdx
	movq %rsp, %rsi
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
