# kernel_simd::x86_64::avx512::wma_into — kernel-simd, target-cpu=emeraldrapids
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx512::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $3624, %rsp
	movq %rdx, %rax
	movq 3680(%rsp), %rdx
	movq %rdx, (%rsp)
	movq %rsi, 8(%rsp)
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
	vmovupd %ymm0, (%r9,%r14,8)
	vmovupd %ymm0, 32(%r9,%r14,8)
	vmovupd %ymm0, 64(%r9,%r14,8)
	vmovupd %ymm0, 96(%r9,%r14,8)
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
	leaq 47(%rax), %r15
	movq %r10, %rsi
	cmpq %rdx, %r15
	jbe .LBB_4
.LBB_24:
	leaq 8(%rsi), %r12
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
	jb .LBB_86
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_33
.LBB_31:
	vmovsd (%rcx,%r12,8), %xmm1
	vmovsd 8(%rcx,%r12,8), %xmm2
	vmulsd -56(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmulsd -48(%r15,%r12,8), %xmm2, %xmm1
	vmovsd 16(%rcx,%r12,8), %xmm2
	vmulsd -40(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm1, %xmm0, %xmm0
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd 24(%rcx,%r12,8), %xmm1
	vmulsd -32(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 32(%rcx,%r12,8), %xmm1
	vmulsd -24(%r15,%r12,8), %xmm1, %xmm1
	vmovsd 40(%rcx,%r12,8), %xmm2
	vmulsd -16(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm1, %xmm0, %xmm0
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd 48(%rcx,%r12,8), %xmm1
	vmulsd -8(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	vmovsd 56(%rcx,%r12,8), %xmm1
	vmulsd (%r15,%r12,8), %xmm1, %xmm1
	addq $8, %r12
	vaddsd %xmm1, %xmm0, %xmm0
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
	vxorpd .LCPI_3(%rip){1to8}, %zmm13, %zmm15
	movq %rax, %r8
	andq $-2, %r8
	movl %eax, %r11d
	andl $62, %r11d
	vbroadcastsd .LCPI_4(%rip), %zmm16
	vbroadcastsd .LCPI_5(%rip), %zmm17
	vbroadcastsd .LCPI_6(%rip), %zmm18
	movq %rdi, %rbx
	movq %r10, %r14
	vmovupd %zmm13, 2848(%rsp)
	vmovupd %zmm14, 2784(%rsp)
	vmovupd %zmm15, 2720(%rsp)
	jmp .LBB_5
.LBB_81:
	vdivpd %zmm13, %zmm12, %zmm12
.LBB_83:
	vmovupd %zmm12, 320(%r9,%r14,8)
	leaq 48(%rsi), %r15
	addq $384, %rbx
	movq %rsi, %r14
	cmpq %rdx, %r15
	ja .LBB_24
.LBB_5:
	movq %r15, %rsi
	movq %r14, %r12
	subq %rax, %r12
	leaq 8(%rdi,%r12,8), %r15
	cmpq $47, %rax
	ja .LBB_37
	vxorpd %xmm12, %xmm12, %xmm12
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm7, %xmm7, %xmm7
	xorl %r12d, %r12d
	testq %r10, %r10
	je .LBB_9
.LBB_7:
	vbroadcastsd (%rcx,%r12,8), %zmm0
	vmulpd (%rbx,%r12,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm7, %zmm1
	vmulpd 64(%rbx,%r12,8), %zmm0, %zmm2
	vaddpd %zmm2, %zmm8, %zmm2
	vmulpd 128(%rbx,%r12,8), %zmm0, %zmm3
	vaddpd %zmm3, %zmm9, %zmm3
	vmulpd 192(%rbx,%r12,8), %zmm0, %zmm4
	vaddpd %zmm4, %zmm10, %zmm4
	vmulpd 256(%rbx,%r12,8), %zmm0, %zmm5
	vaddpd %zmm5, %zmm11, %zmm5
	vmulpd 320(%rbx,%r12,8), %zmm0, %zmm0
	vaddpd %zmm0, %zmm12, %zmm0
	vbroadcastsd 8(%rcx,%r12,8), %zmm6
	vmulpd 8(%rbx,%r12,8), %zmm6, %zmm7
	vaddpd %zmm7, %zmm1, %zmm7
	vmulpd 72(%rbx,%r12,8), %zmm6, %zmm1
	vaddpd %zmm1, %zmm2, %zmm8
	vmulpd 136(%rbx,%r12,8), %zmm6, %zmm1
	vaddpd %zmm1, %zmm3, %zmm9
	vmulpd 200(%rbx,%r12,8), %zmm6, %zmm1
	vaddpd %zmm1, %zmm4, %zmm10
	vmulpd 264(%rbx,%r12,8), %zmm6, %zmm1
	vaddpd %zmm1, %zmm5, %zmm11
	vmulpd 328(%rbx,%r12,8), %zmm6, %zmm1
	vaddpd %zmm1, %zmm0, %zmm12
	addq $2, %r12
	cmpq %r12, %r11
	jne .LBB_7
	testb $1, %al
	je .LBB_42
.LBB_9:
	vbroadcastsd (%rcx,%r12,8), %zmm0
	vmulpd (%r15,%r12,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm7, %zmm7
	vmulpd 64(%r15,%r12,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm8, %zmm8
	vmulpd 128(%r15,%r12,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm9, %zmm9
	vmulpd 192(%r15,%r12,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm10, %zmm10
	vmulpd 256(%r15,%r12,8), %zmm0, %zmm1
	vaddpd %zmm1, %zmm11, %zmm11
	vmulpd 320(%r15,%r12,8), %zmm0, %zmm0
	vaddpd %zmm0, %zmm12, %zmm12
	jmp .LBB_42
.LBB_37:
	leaq (%rdi,%r12,8), %r12
	vbroadcastsd (%rcx), %zmm11
	vmulpd 8(%r12), %zmm11, %zmm0
	vmovupd %zmm11, 1120(%rsp)
	vxorpd %xmm8, %xmm8, %xmm8
	vaddpd %zmm8, %zmm0, %zmm0
	vbroadcastsd 8(%rcx), %zmm12
	vmulpd 16(%r12), %zmm12, %zmm1
	vmovupd %zmm12, 1184(%rsp)
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 16(%rcx), %zmm20
	vmulpd 24(%r12), %zmm20, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 24(%rcx), %zmm31
	vmulpd 32(%r12), %zmm31, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 32(%rcx), %zmm1
	vmovupd %zmm1, 928(%rsp)
	vmulpd 40(%r12), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 40(%rcx), %zmm1
	vmovupd %zmm1, 2592(%rsp)
	vmulpd 48(%r12), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 48(%rcx), %zmm1
	vmovupd %zmm1, 864(%rsp)
	vmulpd 56(%r12), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 56(%rcx), %zmm1
	vmovupd %zmm1, 288(%rsp)
	vmulpd 64(%r12), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 64(%rcx), %zmm1
	vmovupd %zmm1, 32(%rsp)
	vmovupd 72(%r12), %zmm21
	vmovupd 80(%r12), %zmm26
	vmovupd 88(%r12), %zmm22
	vmovupd 96(%r12), %zmm15
	vmulpd %zmm1, %zmm21, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 72(%rcx), %zmm1
	vmovupd %zmm1, 96(%rsp)
	vmulpd %zmm1, %zmm26, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 80(%rcx), %zmm1
	vmovupd %zmm1, 416(%rsp)
	vmulpd %zmm1, %zmm22, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vbroadcastsd 88(%rcx), %zmm1
	vmovupd %zmm1, 352(%rsp)
	vmulpd %zmm1, %zmm15, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 104(%r12), %zmm23
	vbroadcastsd 96(%rcx), %zmm1
	vmovupd %zmm1, 2656(%rsp)
	vmulpd %zmm1, %zmm23, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 112(%r12), %zmm2
	vmovupd %zmm2, 2528(%rsp)
	vbroadcastsd 104(%rcx), %zmm1
	vmovupd %zmm1, 224(%rsp)
	vmulpd %zmm1, %zmm2, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 120(%r12), %zmm1
	vmovupd %zmm1, 2464(%rsp)
	vbroadcastsd 112(%rcx), %zmm3
	vmulpd %zmm3, %zmm1, %zmm1
	vmovupd %zmm3, 1248(%rsp)
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 128(%r12), %zmm14
	vbroadcastsd 120(%rcx), %zmm1
	vmovupd %zmm1, 1056(%rsp)
	vmulpd %zmm1, %zmm14, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 136(%r12), %zmm19
	vbroadcastsd 128(%rcx), %zmm1
	vmovupd %zmm1, 800(%rsp)
	vmulpd %zmm1, %zmm19, %zmm1
	vmovupd %zmm19, 3552(%rsp)
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 144(%r12), %zmm5
	vbroadcastsd 136(%rcx), %zmm1
	vmovupd %zmm1, 736(%rsp)
	vmulpd %zmm1, %zmm5, %zmm1
	vmovupd %zmm5, 3488(%rsp)
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 152(%r12), %zmm2
	vmovupd %zmm2, 2272(%rsp)
	vbroadcastsd 144(%rcx), %zmm1
	vmovupd %zmm1, 672(%rsp)
	vmulpd %zmm1, %zmm2, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 160(%r12), %zmm2
	vmovupd %zmm2, 2144(%rsp)
	vbroadcastsd 152(%rcx), %zmm1
	vmovupd %zmm1, 608(%rsp)
	vmulpd %zmm1, %zmm2, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 168(%r12), %zmm2
	vmovupd %zmm2, 2016(%rsp)
	vbroadcastsd 160(%rcx), %zmm1
	vmovupd %zmm1, 544(%rsp)
	vmulpd %zmm1, %zmm2, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 176(%r12), %zmm2
	vmovupd %zmm2, 1888(%rsp)
	vbroadcastsd 168(%rcx), %zmm1
	vmovupd %zmm1, 480(%rsp)
	vmulpd %zmm1, %zmm2, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 184(%r12), %zmm2
	vmovupd %zmm2, 1760(%rsp)
	vbroadcastsd 176(%rcx), %zmm1
	vmovupd %zmm1, 160(%rsp)
	vmulpd %zmm1, %zmm2, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 192(%r12), %zmm2
	vmovupd %zmm2, 1632(%rsp)
	vbroadcastsd 184(%rcx), %zmm1
	vmovupd %zmm1, 992(%rsp)
	vmulpd %zmm1, %zmm2, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 200(%r12), %zmm18
	vbroadcastsd 192(%rcx), %zmm25
	vmulpd %zmm25, %zmm18, %zmm1
	vmovupd %zmm18, 3424(%rsp)
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 208(%r12), %zmm16
	vbroadcastsd 200(%rcx), %zmm2
	vmovupd %zmm2, 2400(%rsp)
	vmulpd %zmm2, %zmm16, %zmm2
	vmovupd %zmm16, 3360(%rsp)
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 216(%r12), %zmm13
	vbroadcastsd 208(%rcx), %zmm2
	vmovupd %zmm2, 2336(%rsp)
	vmulpd %zmm2, %zmm13, %zmm2
	vmovupd %zmm13, 3296(%rsp)
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 224(%r12), %zmm10
	vbroadcastsd 216(%rcx), %zmm2
	vmovupd %zmm2, 2208(%rsp)
	vmulpd %zmm2, %zmm10, %zmm2
	vmovupd %zmm10, 2976(%rsp)
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 232(%r12), %zmm9
	vbroadcastsd 224(%rcx), %zmm2
	vmovupd %zmm2, 2080(%rsp)
	vmulpd %zmm2, %zmm9, %zmm2
	vmovupd %zmm9, 3232(%rsp)
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 240(%r12), %zmm28
	vbroadcastsd 232(%rcx), %zmm2
	vmovupd %zmm2, 1952(%rsp)
	vmulpd %zmm2, %zmm28, %zmm2
	vmovupd %zmm28, 2912(%rsp)
	vaddpd %zmm2, %zmm0, %zmm0
	vmovupd 248(%r12), %zmm1
	vmovupd %zmm1, 1568(%rsp)
	vbroadcastsd 240(%rcx), %zmm2
	vmovupd %zmm2, 1824(%rsp)
	vmulpd %zmm2, %zmm1, %zmm2
	vaddpd %zmm2, %zmm0, %zmm2
	vmovupd 256(%r12), %zmm6
	vbroadcastsd 248(%rcx), %zmm0
	vmovupd %zmm0, 1696(%rsp)
	vmulpd %zmm0, %zmm6, %zmm7
	vmovupd %zmm6, 3168(%rsp)
	vaddpd %zmm7, %zmm2, %zmm2
	vmovupd 264(%r12), %zmm4
	vmulpd 256(%rcx){1to8}, %zmm4, %zmm7
	vmovupd %zmm4, 3104(%rsp)
	vaddpd %zmm7, %zmm2, %zmm2
	vmovupd 272(%r12), %zmm0
	vmulpd 264(%rcx){1to8}, %zmm0, %zmm7
	vmovupd %zmm0, 3040(%rsp)
	vaddpd %zmm7, %zmm2, %zmm2
	vmovupd 280(%r12), %zmm1
	vmovupd %zmm1, 1504(%rsp)
	vmulpd 272(%rcx){1to8}, %zmm1, %zmm7
	vaddpd %zmm7, %zmm2, %zmm7
	vmovupd 288(%r12), %zmm1
	vmovupd %zmm1, 1440(%rsp)
	vmulpd 280(%rcx){1to8}, %zmm1, %zmm17
	vaddpd %zmm17, %zmm7, %zmm7
	vmovupd 296(%r12), %zmm1
	vmovupd %zmm1, 1376(%rsp)
	vmulpd 288(%rcx){1to8}, %zmm1, %zmm17
	vaddpd %zmm17, %zmm7, %zmm7
	vmovupd 304(%r12), %zmm1
	vmovupd %zmm1, 1312(%rsp)
	vmulpd 296(%rcx){1to8}, %zmm1, %zmm17
	vaddpd %zmm17, %zmm7, %zmm7
	vmovupd 312(%r12), %zmm29
	vmulpd 304(%rcx){1to8}, %zmm29, %zmm24
	vaddpd %zmm24, %zmm7, %zmm7
	vmovupd 320(%r12), %zmm30
	vmulpd 312(%rcx){1to8}, %zmm30, %zmm27
	vaddpd %zmm27, %zmm7, %zmm7
	vmulpd %zmm11, %zmm21, %zmm27
	vaddpd %zmm8, %zmm27, %zmm27
	vmulpd %zmm12, %zmm26, %zmm26
	vaddpd %zmm26, %zmm27, %zmm26
	vmovapd %zmm20, %zmm2
	vmulpd %zmm20, %zmm22, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd %zmm31, %zmm15, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 928(%rsp), %zmm23, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmovupd 2592(%rsp), %zmm22
	vmulpd 2528(%rsp), %zmm22, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmovupd 2464(%rsp), %zmm1
	vmulpd 864(%rsp), %zmm1, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 288(%rsp), %zmm14, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 32(%rsp), %zmm19, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 96(%rsp), %zmm5, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmovupd 416(%rsp), %zmm5
	vmovupd 2272(%rsp), %zmm1
	vmulpd %zmm5, %zmm1, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmovupd 352(%rsp), %zmm19
	vmovupd 2144(%rsp), %zmm11
	vmulpd %zmm19, %zmm11, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmovupd 2016(%rsp), %zmm15
	vmovupd 2656(%rsp), %zmm14
	vmulpd %zmm14, %zmm15, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmovupd 224(%rsp), %zmm20
	vmovupd 1888(%rsp), %zmm12
	vmulpd %zmm20, %zmm12, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmovupd 1760(%rsp), %zmm17
	vmulpd %zmm3, %zmm17, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmovupd 1056(%rsp), %zmm21
	vmovupd 1632(%rsp), %zmm3
	vmulpd %zmm21, %zmm3, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 800(%rsp), %zmm18, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 736(%rsp), %zmm16, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 672(%rsp), %zmm13, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 608(%rsp), %zmm10, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 544(%rsp), %zmm9, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 480(%rsp), %zmm28, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmovupd 1568(%rsp), %zmm16
	vmulpd 160(%rsp), %zmm16, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd 992(%rsp), %zmm6, %zmm27
	vaddpd %zmm27, %zmm26, %zmm26
	vmulpd %zmm25, %zmm4, %zmm25
	vaddpd %zmm25, %zmm26, %zmm25
	vmulpd 2400(%rsp), %zmm0, %zmm18
	vaddpd %zmm18, %zmm25, %zmm18
	vmovupd 1504(%rsp), %zmm26
	vmulpd 2336(%rsp), %zmm26, %zmm13
	vaddpd %zmm13, %zmm18, %zmm13
	vmovupd 1440(%rsp), %zmm23
	vmulpd 2208(%rsp), %zmm23, %zmm10
	vaddpd %zmm10, %zmm13, %zmm10
	vmovupd 1376(%rsp), %zmm24
	vmulpd 2080(%rsp), %zmm24, %zmm9
	vaddpd %zmm9, %zmm10, %zmm9
	vmovupd 1312(%rsp), %zmm28
	vmulpd 1952(%rsp), %zmm28, %zmm6
	vaddpd %zmm6, %zmm9, %zmm6
	vmulpd 1824(%rsp), %zmm29, %zmm4
	vaddpd %zmm4, %zmm6, %zmm4
	vmulpd 1696(%rsp), %zmm30, %zmm0
	vaddpd %zmm0, %zmm4, %zmm0
	vmovupd 1120(%rsp), %zmm9
	vmulpd 3552(%rsp), %zmm9, %zmm4
	vaddpd %zmm8, %zmm4, %zmm4
	vmovupd 1184(%rsp), %zmm10
	vmulpd 3488(%rsp), %zmm10, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovapd %zmm2, %zmm13
	vmulpd %zmm2, %zmm1, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovapd %zmm31, %zmm18
	vmulpd %zmm31, %zmm11, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 928(%rsp), %zmm25
	vmulpd %zmm25, %zmm15, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm22, %zmm12, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 864(%rsp), %zmm15
	vmulpd %zmm15, %zmm17, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 288(%rsp), %zmm12
	vmulpd %zmm12, %zmm3, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 3424(%rsp), %zmm1
	vmulpd 32(%rsp), %zmm1, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 3360(%rsp), %zmm2
	vmulpd 96(%rsp), %zmm2, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 3296(%rsp), %zmm3
	vmulpd %zmm5, %zmm3, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 2976(%rsp), %zmm11
	vmulpd %zmm19, %zmm11, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovapd %zmm14, %zmm31
	vmovupd 3232(%rsp), %zmm5
	vmulpd %zmm14, %zmm5, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 2912(%rsp), %zmm14
	vmulpd %zmm20, %zmm14, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 1248(%rsp), %zmm27
	vmulpd %zmm27, %zmm16, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 3168(%rsp), %zmm17
	vmulpd %zmm21, %zmm17, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 3104(%rsp), %zmm19
	vmulpd 800(%rsp), %zmm19, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 3040(%rsp), %zmm20
	vmulpd 736(%rsp), %zmm20, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd 672(%rsp), %zmm26, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd 608(%rsp), %zmm23, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd 544(%rsp), %zmm24, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd 480(%rsp), %zmm28, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd 160(%rsp), %zmm29, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd 992(%rsp), %zmm30, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm9, %zmm1, %zmm6
	vaddpd %zmm8, %zmm6, %zmm6
	vmulpd %zmm10, %zmm2, %zmm1
	vaddpd %zmm1, %zmm6, %zmm1
	vmulpd %zmm13, %zmm3, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd %zmm18, %zmm11, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd %zmm25, %zmm5, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd %zmm22, %zmm14, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd %zmm15, %zmm16, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm12, %zmm17, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd 32(%rsp), %zmm19, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd 96(%rsp), %zmm20, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd 416(%rsp), %zmm26, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd 352(%rsp), %zmm23, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm31, %zmm24, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd 224(%rsp), %zmm28, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm27, %zmm29, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd 1056(%rsp), %zmm30, %zmm3
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm9, %zmm19, %zmm3
	vmulpd %zmm10, %zmm20, %zmm5
	vaddpd %zmm8, %zmm3, %zmm3
	vaddpd %zmm5, %zmm3, %zmm3
	vmulpd %zmm13, %zmm26, %zmm5
	vaddpd %zmm5, %zmm3, %zmm3
	vmulpd %zmm18, %zmm23, %zmm2
	vaddpd %zmm2, %zmm3, %zmm2
	vmulpd %zmm25, %zmm24, %zmm3
	vaddpd %zmm3, %zmm2, %zmm2
	vmulpd %zmm22, %zmm28, %zmm3
	vaddpd %zmm3, %zmm2, %zmm2
	vmulpd %zmm15, %zmm29, %zmm3
	vaddpd %zmm3, %zmm2, %zmm2
	vmulpd %zmm12, %zmm30, %zmm3
	vaddpd %zmm3, %zmm2, %zmm2
	movl $40, %r12d
.LBB_38:
	vmovupd (%rbx,%r12,8), %zmm3
	vmovupd 8(%rbx,%r12,8), %zmm5
	vmulpd (%rcx,%r12,8){1to8}, %zmm3, %zmm6
	vaddpd %zmm6, %zmm7, %zmm6
	vmulpd -64(%rcx,%r12,8){1to8}, %zmm3, %zmm7
	vaddpd %zmm7, %zmm0, %zmm0
	vmulpd -128(%rcx,%r12,8){1to8}, %zmm3, %zmm7
	vaddpd %zmm7, %zmm4, %zmm4
	vmulpd -192(%rcx,%r12,8){1to8}, %zmm3, %zmm7
	vaddpd %zmm7, %zmm1, %zmm1
	vmulpd -256(%rcx,%r12,8){1to8}, %zmm3, %zmm7
	vaddpd %zmm7, %zmm2, %zmm2
	vmulpd -320(%rcx,%r12,8){1to8}, %zmm3, %zmm3
	vaddpd %zmm3, %zmm8, %zmm3
	vmulpd 8(%rcx,%r12,8){1to8}, %zmm5, %zmm7
	vaddpd %zmm7, %zmm6, %zmm7
	vmulpd -56(%rcx,%r12,8){1to8}, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vmulpd -120(%rcx,%r12,8){1to8}, %zmm5, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd -184(%rcx,%r12,8){1to8}, %zmm5, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vmulpd -248(%rcx,%r12,8){1to8}, %zmm5, %zmm6
	vaddpd %zmm6, %zmm2, %zmm2
	vmulpd -312(%rcx,%r12,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm3, %zmm8
	addq $2, %r12
	cmpq %r12, %r8
	jne .LBB_38
	testb $1, %al
	je .LBB_41
	vmovupd (%rbx,%r12,8), %zmm3
	vmulpd (%rcx,%r12,8){1to8}, %zmm3, %zmm5
	vaddpd %zmm5, %zmm7, %zmm7
	vmulpd -64(%rcx,%r12,8){1to8}, %zmm3, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vmulpd -128(%rcx,%r12,8){1to8}, %zmm3, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd -192(%rcx,%r12,8){1to8}, %zmm3, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vmulpd -256(%rcx,%r12,8){1to8}, %zmm3, %zmm5
	vaddpd %zmm5, %zmm2, %zmm2
	vmulpd -320(%rcx,%r12,8){1to8}, %zmm3, %zmm3
	vaddpd %zmm3, %zmm8, %zmm8
.LBB_41:
	vmovupd (%r15,%rax,8), %zmm3
	vmovupd 8(%r15,%rax,8), %zmm5
	vmovupd 16(%r15,%rax,8), %zmm6
	vmovupd 24(%r15,%rax,8), %zmm9
	vmulpd -320(%rcx,%rax,8){1to8}, %zmm3, %zmm10
	vaddpd %zmm10, %zmm8, %zmm8
	vbroadcastsd -256(%rcx,%rax,8), %zmm10
	vmovupd %zmm10, 1056(%rsp)
	vmulpd %zmm10, %zmm3, %zmm10
	vaddpd %zmm10, %zmm2, %zmm2
	vbroadcastsd -192(%rcx,%rax,8), %zmm10
	vmovupd %zmm10, 96(%rsp)
	vmulpd %zmm10, %zmm3, %zmm10
	vaddpd %zmm10, %zmm1, %zmm1
	vbroadcastsd -128(%rcx,%rax,8), %zmm10
	vmovupd %zmm10, 544(%rsp)
	vmulpd %zmm10, %zmm3, %zmm10
	vaddpd %zmm10, %zmm4, %zmm4
	vbroadcastsd -64(%rcx,%rax,8), %zmm12
	vmulpd %zmm12, %zmm3, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vbroadcastsd -56(%rcx,%rax,8), %zmm14
	vmulpd %zmm14, %zmm5, %zmm3
	vaddpd %zmm3, %zmm0, %zmm0
	vbroadcastsd -120(%rcx,%rax,8), %zmm20
	vmulpd %zmm20, %zmm5, %zmm3
	vaddpd %zmm3, %zmm4, %zmm3
	vbroadcastsd -184(%rcx,%rax,8), %zmm4
	vmovupd %zmm4, 32(%rsp)
	vmulpd %zmm4, %zmm5, %zmm4
	vaddpd %zmm4, %zmm1, %zmm1
	vbroadcastsd -248(%rcx,%rax,8), %zmm4
	vmovupd %zmm4, 992(%rsp)
	vmulpd %zmm4, %zmm5, %zmm4
	vmulpd -312(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm4, %zmm2, %zmm2
	vaddpd %zmm5, %zmm8, %zmm4
	vbroadcastsd -48(%rcx,%rax,8), %zmm17
	vmulpd %zmm17, %zmm6, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vbroadcastsd -112(%rcx,%rax,8), %zmm26
	vmulpd %zmm26, %zmm6, %zmm5
	vaddpd %zmm5, %zmm3, %zmm3
	vbroadcastsd -176(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 736(%rsp)
	vmulpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vbroadcastsd -240(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 928(%rsp)
	vmulpd %zmm5, %zmm6, %zmm5
	vaddpd %zmm5, %zmm2, %zmm2
	vmulpd -304(%rcx,%rax,8){1to8}, %zmm6, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vbroadcastsd -40(%rcx,%rax,8), %zmm25
	vmulpd %zmm25, %zmm9, %zmm5
	vaddpd %zmm5, %zmm0, %zmm0
	vbroadcastsd -104(%rcx,%rax,8), %zmm31
	vmulpd %zmm31, %zmm9, %zmm5
	vaddpd %zmm5, %zmm3, %zmm3
	vbroadcastsd -168(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 608(%rsp)
	vmulpd %zmm5, %zmm9, %zmm5
	vaddpd %zmm5, %zmm1, %zmm1
	vbroadcastsd -232(%rcx,%rax,8), %zmm5
	vmovupd %zmm5, 864(%rsp)
	vmulpd %zmm5, %zmm9, %zmm5
	vmulpd -296(%rcx,%rax,8){1to8}, %zmm9, %zmm6
	vaddpd %zmm5, %zmm2, %zmm2
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 32(%r15,%rax,8), %zmm5
	vbroadcastsd -32(%rcx,%rax,8), %zmm11
	vmulpd %zmm11, %zmm5, %zmm6
	vmovupd %zmm11, 160(%rsp)
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd -96(%rcx,%rax,8), %zmm21
	vmulpd %zmm21, %zmm5, %zmm6
	vmovupd %zmm21, 288(%rsp)
	vaddpd %zmm6, %zmm3, %zmm3
	vbroadcastsd -160(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 800(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vbroadcastsd -224(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 2656(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm2, %zmm2
	vmulpd -288(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 40(%r15,%rax,8), %zmm5
	vbroadcastsd -24(%rcx,%rax,8), %zmm9
	vmulpd %zmm9, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd -88(%rcx,%rax,8), %zmm29
	vmulpd %zmm29, %zmm5, %zmm6
	vaddpd %zmm6, %zmm3, %zmm3
	vbroadcastsd -152(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 672(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vbroadcastsd -216(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 2592(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm2, %zmm2
	vmulpd -280(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 48(%r15,%rax,8), %zmm5
	vbroadcastsd -16(%rcx,%rax,8), %zmm30
	vmulpd %zmm30, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm0
	vbroadcastsd -80(%rcx,%rax,8), %zmm27
	vmulpd %zmm27, %zmm5, %zmm6
	vmovupd %zmm27, 352(%rsp)
	vaddpd %zmm6, %zmm3, %zmm3
	vbroadcastsd -144(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 480(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vaddpd %zmm6, %zmm1, %zmm1
	vbroadcastsd -208(%rcx,%rax,8), %zmm6
	vmovupd %zmm6, 2528(%rsp)
	vmulpd %zmm6, %zmm5, %zmm6
	vmulpd -272(%rcx,%rax,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm6, %zmm2, %zmm2
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd 56(%r15,%rax,8), %zmm5
	vbroadcastsd -8(%rcx,%rax,8), %zmm23
	vmulpd %zmm23, %zmm5, %zmm6
	vaddpd %zmm6, %zmm0, %zmm8
	vbroadcastsd -72(%rcx,%rax,8), %zmm28
	vmulpd %zmm28, %zmm5, %zmm0
	vaddpd %zmm0, %zmm3, %zmm0
	vbroadcastsd -136(%rcx,%rax,8), %zmm3
	vmovupd %zmm3, 416(%rsp)
	vmulpd %zmm3, %zmm5, %zmm3
	vaddpd %zmm3, %zmm1, %zmm6
	vbroadcastsd -200(%rcx,%rax,8), %zmm1
	vmovupd %zmm1, 2464(%rsp)
	vmulpd %zmm1, %zmm5, %zmm1
	vaddpd %zmm1, %zmm2, %zmm1
	vmovupd %zmm1, 2016(%rsp)
	vmulpd -264(%rcx,%rax,8){1to8}, %zmm5, %zmm1
	vaddpd %zmm1, %zmm4, %zmm1
	vmovupd %zmm1, 2400(%rsp)
	vmovupd 64(%r15,%rax,8), %zmm15
	vmovupd %zmm12, 1888(%rsp)
	vmulpd %zmm12, %zmm15, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 72(%r15,%rax,8), %zmm18
	vmovupd %zmm14, 1824(%rsp)
	vmulpd %zmm14, %zmm18, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 80(%r15,%rax,8), %zmm24
	vmovupd %zmm17, 1760(%rsp)
	vmulpd %zmm17, %zmm24, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 88(%r15,%rax,8), %zmm3
	vmulpd %zmm25, %zmm3, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 96(%r15,%rax,8), %zmm5
	vmulpd %zmm11, %zmm5, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 104(%r15,%rax,8), %zmm16
	vmulpd %zmm9, %zmm16, %zmm1
	vmovapd %zmm9, %zmm2
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 112(%r15,%rax,8), %zmm19
	vmulpd %zmm30, %zmm19, %zmm4
	vaddpd %zmm4, %zmm0, %zmm4
	vmovupd 120(%r15,%rax,8), %zmm0
	vmulpd %zmm23, %zmm0, %zmm9
	vmovapd %zmm23, %zmm11
	vmovupd %zmm23, 224(%rsp)
	vaddpd %zmm9, %zmm4, %zmm9
	vmovupd 544(%rsp), %zmm22
	vmulpd %zmm22, %zmm15, %zmm4
	vaddpd %zmm4, %zmm6, %zmm4
	vmovapd %zmm20, %zmm23
	vmovupd %zmm20, 2336(%rsp)
	vmulpd %zmm20, %zmm18, %zmm6
	vmovupd %zmm18, 1632(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd %zmm26, 2272(%rsp)
	vmulpd %zmm26, %zmm24, %zmm6
	vmovupd %zmm24, 1120(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd %zmm31, 2208(%rsp)
	vmulpd %zmm31, %zmm3, %zmm6
	vmovapd %zmm3, %zmm20
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm21, %zmm5, %zmm6
	vmovapd %zmm5, %zmm21
	vmovupd %zmm5, 1696(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm29, %zmm16, %zmm6
	vmovupd %zmm29, 2144(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm27, %zmm19, %zmm6
	vaddpd %zmm6, %zmm4, %zmm4
	vmulpd %zmm28, %zmm0, %zmm6
	vmovapd %zmm0, %zmm27
	vmovupd %zmm0, 1568(%rsp)
	vmovupd %zmm28, 2080(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 128(%r15,%rax,8), %zmm13
	vmulpd %zmm12, %zmm13, %zmm6
	vmovupd %zmm13, 1504(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 136(%r15,%rax,8), %zmm12
	vmulpd %zmm14, %zmm12, %zmm6
	vmovupd %zmm12, 1440(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 144(%r15,%rax,8), %zmm5
	vmulpd %zmm17, %zmm5, %zmm6
	vmovupd %zmm5, 1376(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 152(%r15,%rax,8), %zmm3
	vmulpd %zmm25, %zmm3, %zmm6
	vmovupd %zmm3, 1312(%rsp)
	vmovapd %zmm25, %zmm17
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 160(%r15,%rax,8), %zmm1
	vmovupd 160(%rsp), %zmm25
	vmulpd %zmm25, %zmm1, %zmm6
	vmovupd %zmm1, 1248(%rsp)
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 168(%r15,%rax,8), %zmm0
	vmulpd %zmm2, %zmm0, %zmm6
	vmovupd %zmm0, 1184(%rsp)
	vmovapd %zmm2, %zmm14
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd 176(%r15,%rax,8), %zmm6
	vmovapd %zmm30, %zmm2
	vmovupd %zmm30, 1952(%rsp)
	vmulpd %zmm30, %zmm6, %zmm10
	vaddpd %zmm10, %zmm4, %zmm10
	vmovupd 184(%r15,%rax,8), %zmm4
	vmulpd %zmm11, %zmm4, %zmm30
	vaddpd %zmm30, %zmm10, %zmm10
	vmulpd 96(%rsp), %zmm15, %zmm30
	vaddpd 2016(%rsp), %zmm30, %zmm11
	vmulpd 32(%rsp), %zmm18, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd 736(%rsp), %zmm24, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd 608(%rsp), %zmm20, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd 800(%rsp), %zmm21, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd 672(%rsp), %zmm16, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd 480(%rsp), %zmm19, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd 416(%rsp), %zmm27, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd %zmm22, %zmm13, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd %zmm23, %zmm12, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd %zmm26, %zmm5, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd %zmm31, %zmm3, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd 288(%rsp), %zmm1, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd %zmm29, %zmm0, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd 352(%rsp), %zmm6, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmulpd %zmm28, %zmm4, %zmm30
	vaddpd %zmm30, %zmm11, %zmm11
	vmovupd 192(%r15,%rax,8), %zmm30
	vmovupd 1888(%rsp), %zmm29
	vmulpd %zmm29, %zmm30, %zmm28
	vaddpd %zmm28, %zmm11, %zmm11
	vmovupd 200(%r15,%rax,8), %zmm28
	vmovupd 1824(%rsp), %zmm21
	vmulpd %zmm21, %zmm28, %zmm27
	vaddpd %zmm27, %zmm11, %zmm11
	vmovupd 208(%r15,%rax,8), %zmm27
	vmovupd 1760(%rsp), %zmm18
	vmulpd %zmm18, %zmm27, %zmm31
	vaddpd %zmm31, %zmm11, %zmm11
	vmovupd 216(%r15,%rax,8), %zmm31
	vmulpd %zmm17, %zmm31, %zmm26
	vaddpd %zmm26, %zmm11, %zmm11
	vmovupd 224(%r15,%rax,8), %zmm26
	vmulpd %zmm25, %zmm26, %zmm24
	vaddpd %zmm24, %zmm11, %zmm11
	vmovupd 232(%r15,%rax,8), %zmm24
	vmulpd %zmm14, %zmm24, %zmm23
	vaddpd %zmm23, %zmm11, %zmm11
	vmovupd 240(%r15,%rax,8), %zmm23
	vmulpd %zmm2, %zmm23, %zmm25
	vaddpd %zmm25, %zmm11, %zmm11
	vmovupd 248(%r15,%rax,8), %zmm25
	vmulpd 224(%rsp), %zmm25, %zmm22
	vaddpd %zmm22, %zmm11, %zmm11
	vmulpd 1056(%rsp), %zmm15, %zmm15
	vaddpd 2400(%rsp), %zmm15, %zmm15
	vmovupd 1632(%rsp), %zmm0
	vmulpd 992(%rsp), %zmm0, %zmm13
	vaddpd %zmm13, %zmm15, %zmm13
	vmovupd 1120(%rsp), %zmm0
	vmulpd 928(%rsp), %zmm0, %zmm12
	vaddpd %zmm12, %zmm13, %zmm12
	vmulpd 864(%rsp), %zmm20, %zmm5
	vaddpd %zmm5, %zmm12, %zmm5
	vmovupd 1696(%rsp), %zmm0
	vmulpd 2656(%rsp), %zmm0, %zmm3
	vaddpd %zmm3, %zmm5, %zmm3
	vmulpd 2592(%rsp), %zmm16, %zmm2
	vaddpd %zmm2, %zmm3, %zmm2
	vmulpd 2528(%rsp), %zmm19, %zmm1
	vaddpd %zmm1, %zmm2, %zmm1
	vmovupd 1568(%rsp), %zmm0
	vmulpd 2464(%rsp), %zmm0, %zmm0
	vaddpd %zmm0, %zmm1, %zmm0
	vmovupd 1504(%rsp), %zmm1
	vmulpd 96(%rsp), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 1440(%rsp), %zmm1
	vmulpd 32(%rsp), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 1376(%rsp), %zmm1
	vmulpd 736(%rsp), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 1312(%rsp), %zmm1
	vmulpd 608(%rsp), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 1248(%rsp), %zmm1
	vmulpd 800(%rsp), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 1184(%rsp), %zmm1
	vmulpd 672(%rsp), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 480(%rsp), %zmm6, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 416(%rsp), %zmm4, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 544(%rsp), %zmm30, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 2336(%rsp), %zmm28, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 2272(%rsp), %zmm27, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 2208(%rsp), %zmm31, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 288(%rsp), %zmm26, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 2144(%rsp), %zmm24, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 352(%rsp), %zmm23, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 2080(%rsp), %zmm25, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 256(%r15,%rax,8), %zmm29, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 264(%r15,%rax,8), %zmm21, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 272(%r15,%rax,8), %zmm18, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 280(%r15,%rax,8), %zmm17, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 160(%rsp), %zmm1
	vmulpd 288(%r15,%rax,8), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmulpd 296(%r15,%rax,8), %zmm14, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 1952(%rsp), %zmm1
	vmulpd 304(%r15,%rax,8), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm0
	vmovupd 224(%rsp), %zmm1
	vmulpd 312(%r15,%rax,8), %zmm1, %zmm1
	vaddpd %zmm1, %zmm0, %zmm12
	vmovupd 2848(%rsp), %zmm13
	vmovupd 2784(%rsp), %zmm14
	vmovupd 2720(%rsp), %zmm15
	vbroadcastsd .LCPI_4(%rip), %zmm16
	vbroadcastsd .LCPI_5(%rip), %zmm17
	vbroadcastsd .LCPI_6(%rip), %zmm18
.LBB_42:
	vmulpd %zmm7, %zmm14, %zmm0
	vandpd %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_43
	vdivpd %zmm13, %zmm7, %zmm7
	jmp .LBB_68
.LBB_43:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm7, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm7
	vfmadd213pd %zmm1, %zmm14, %zmm7
.LBB_68:
	vmovupd %zmm7, (%r9,%r14,8)
	vmulpd %zmm8, %zmm14, %zmm0
	vandpd %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_70
	vdivpd %zmm13, %zmm8, %zmm8
	jmp .LBB_71
.LBB_70:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm8, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm8
	vfmadd213pd %zmm1, %zmm14, %zmm8
.LBB_71:
	vmovupd %zmm8, 64(%r9,%r14,8)
	vmulpd %zmm9, %zmm14, %zmm0
	vandpd %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_73
	vdivpd %zmm13, %zmm9, %zmm9
	jmp .LBB_74
.LBB_73:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm9, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm9
	vfmadd213pd %zmm1, %zmm14, %zmm9
.LBB_74:
	vmovupd %zmm9, 128(%r9,%r14,8)
	vmulpd %zmm10, %zmm14, %zmm0
	vandpd %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_76
	vdivpd %zmm13, %zmm10, %zmm10
	jmp .LBB_77
.LBB_76:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm10, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm10
	vfmadd213pd %zmm1, %zmm14, %zmm10
.LBB_77:
	vmovupd %zmm10, 192(%r9,%r14,8)
	vmulpd %zmm11, %zmm14, %zmm0
	vandpd %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jb .LBB_79
	vdivpd %zmm13, %zmm11, %zmm11
	jmp .LBB_80
.LBB_79:
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm11, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm11
	vfmadd213pd %zmm1, %zmm14, %zmm11
.LBB_80:
	vmovupd %zmm11, 256(%r9,%r14,8)
	vmulpd %zmm12, %zmm14, %zmm0
	vandpd %zmm16, %zmm0, %zmm1
	vcmpge_oqpd %zmm17, %zmm1, %k0
	vcmple_oqpd %zmm18, %zmm1, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jae .LBB_81
	vmovapd %zmm0, %zmm1
	vfmadd213pd %zmm12, %zmm15, %zmm1
	vfmadd213pd %zmm0, %zmm14, %zmm1
	vfmadd231pd %zmm1, %zmm15, %zmm12
	vfmadd213pd %zmm1, %zmm14, %zmm12
	jmp .LBB_83
.LBB_56:
	vxorpd .LCPI_3(%rip){1to8}, %zmm13, %zmm0
	movl %eax, %r11d
	andl $7, %r11d
	movq %rax, %rbx
	andq $-8, %rbx
	leaq (,%rax,8), %r8
	leaq (%rdi,%rsi,8), %r14
	subq %r8, %r14
	leaq 64(%r14), %r15
	addq $8, %r14
	vbroadcastsd .LCPI_4(%rip), %zmm1
	vbroadcastsd .LCPI_5(%rip), %zmm2
	vbroadcastsd .LCPI_6(%rip), %zmm3
	jmp .LBB_57
.LBB_65:
	vdivpd %zmm13, %zmm4, %zmm4
.LBB_66:
	vmovupd %zmm4, (%r9,%rsi,8)
	leaq 8(%r8), %r12
	addq $64, %r15
	addq $64, %r14
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_26
.LBB_57:
	movq %r12, %r8
	vxorpd %xmm4, %xmm4, %xmm4
	testq %rax, %rax
	je .LBB_63
	xorl %r12d, %r12d
	cmpq $7, %r10
	jb .LBB_61
.LBB_59:
	vmovupd -56(%r15,%r12,8), %zmm5
	vmovupd -48(%r15,%r12,8), %zmm6
	vmovupd -40(%r15,%r12,8), %zmm7
	vmovupd -32(%r15,%r12,8), %zmm8
	vmulpd (%rcx,%r12,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 8(%rcx,%r12,8){1to8}, %zmm6, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 16(%rcx,%r12,8){1to8}, %zmm7, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmulpd 24(%rcx,%r12,8){1to8}, %zmm8, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd -24(%r15,%r12,8), %zmm5
	vmulpd 32(%rcx,%r12,8){1to8}, %zmm5, %zmm5
	vmovupd -16(%r15,%r12,8), %zmm6
	vmulpd 40(%rcx,%r12,8){1to8}, %zmm6, %zmm6
	vaddpd %zmm5, %zmm4, %zmm4
	vaddpd %zmm6, %zmm4, %zmm4
	vmovupd -8(%r15,%r12,8), %zmm5
	vmulpd 48(%rcx,%r12,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	vmovupd (%r15,%r12,8), %zmm5
	vmulpd 56(%rcx,%r12,8){1to8}, %zmm5, %zmm5
	addq $8, %r12
	vaddpd %zmm5, %zmm4, %zmm4
	cmpq %r12, %rbx
	jne .LBB_59
	testq %r11, %r11
	je .LBB_63
.LBB_61:
	leaq (%r14,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_62:
	vmovupd (%r13,%rbp,8), %zmm5
	vmulpd (%r12,%rbp,8){1to8}, %zmm5, %zmm5
	vaddpd %zmm5, %zmm4, %zmm4
	incq %rbp
	cmpq %rbp, %r11
	jne .LBB_62
.LBB_63:
	vmulpd %zmm4, %zmm14, %zmm5
	vandpd %zmm1, %zmm5, %zmm6
	vcmpge_oqpd %zmm2, %zmm6, %k0
	vcmple_oqpd %zmm3, %zmm6, %k1
	kandb %k1, %k0, %k0
	kortestb %k0, %k0
	jae .LBB_65
	vmovapd %zmm5, %zmm6
	vfmadd213pd %zmm4, %zmm0, %zmm6
	vfmadd213pd %zmm5, %zmm14, %zmm6
	vfmadd231pd %zmm6, %zmm0, %zmm4
	vfmadd213pd %zmm6, %zmm14, %zmm4
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
	leaq 96(%r9,%r8,8), %rcx
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
	addq $3624, %rsp
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
	movq %rsp, %rsi
	leaq 8(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
