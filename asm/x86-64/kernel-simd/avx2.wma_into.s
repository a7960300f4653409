# kernel_simd::x86_64::avx2::wma_into — kernel-simd, target-cpu=x86-64
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::x86_64::avx2::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $424, %rsp
	movq %rdx, %rax
	movq 480(%rsp), %rdx
	movq %rdx, (%rsp)
	movq %rsi, 8(%rsp)
	cmpq %rsi, %rdx
	jne .LBB_74
	leaq -1(%rax), %r10
	cmpq %r8, %r10
	jae .LBB_75
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
	movabsq $4611686018427387888, %r11
	cmpq $120, %rbx
	jae .LBB_15
	xorl %ebx, %ebx
	jmp .LBB_12
.LBB_15:
	movq %r8, %rbx
	andq %r11, %rbx
	xorl %r14d, %r14d
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_16:
	vmovups %ymm0, (%r9,%r14,8)
	vmovups %ymm0, 32(%r9,%r14,8)
	vmovups %ymm0, 64(%r9,%r14,8)
	vmovups %ymm0, 96(%r9,%r14,8)
	addq $16, %r14
	cmpq %r14, %rbx
	jne .LBB_16
	cmpq %rbx, %r8
	je .LBB_3
	testb $12, %r8b
	je .LBB_19
.LBB_12:
	addq $12, %r11
	andq %r8, %r11
	leaq (%r9,%r11,8), %r14
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_13:
	vmovups %ymm0, (%r9,%rbx,8)
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
	leaq 15(%rax), %rbx
	movq %r10, %rsi
	cmpq %rdx, %rbx
	jbe .LBB_4
.LBB_22:
	leaq 4(%rsi), %r12
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
	vdivsd %xmm9, %xmm1, %xmm0
	vmovsd %xmm0, (%r9,%r8,8)
	addq $8, %r15
	addq $8, %rdi
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_34
.LBB_27:
	leaq 1(%r8), %rsi
	cmpq %rax, %r11
	jb .LBB_76
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r12d, %r12d
	cmpq $3, %r10
	jb .LBB_31
.LBB_29:
	vmovsd (%rcx,%r12,8), %xmm0
	vmovsd 8(%rcx,%r12,8), %xmm2
	vmulsd -24(%r15,%r12,8), %xmm0, %xmm0
	vmulsd -16(%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm0, %xmm1, %xmm0
	vmovsd 16(%rcx,%r12,8), %xmm1
	vmulsd -8(%r15,%r12,8), %xmm1, %xmm1
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd 24(%rcx,%r12,8), %xmm2
	vmulsd (%r15,%r12,8), %xmm2, %xmm2
	vaddsd %xmm1, %xmm0, %xmm0
	addq $4, %r12
	vaddsd %xmm2, %xmm0, %xmm1
	cmpq %r12, %r14
	jne .LBB_29
	testq %rbx, %rbx
	je .LBB_33
.LBB_31:
	leaq (%rdi,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_32:
	vmovsd (%r12,%rbp,8), %xmm0
	vmulsd (%r13,%rbp,8), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	incq %rbp
	cmpq %rbp, %rbx
	jne .LBB_32
	jmp .LBB_33
.LBB_4:
	vbroadcastsd .LCPI_5(%rip), %ymm0
	vbroadcastsd .LCPI_6(%rip), %ymm3
	vbroadcastsd .LCPI_7(%rip), %ymm4
	vbroadcastsd .LCPI_8(%rip), %ymm5
	vxorpd %ymm0, %ymm12, %ymm6
	vpcmpeqd %ymm7, %ymm7, %ymm7
	movq %rdi, %r8
	movq %r10, %r11
	vmovupd %ymm12, 128(%rsp)
	vmovupd %ymm13, 96(%rsp)
	vmovupd %ymm3, 64(%rsp)
	vmovupd %ymm6, 32(%rsp)
	jmp .LBB_5
.LBB_71:
	vdivpd %ymm12, %ymm9, %ymm9
.LBB_73:
	vmovupd %ymm9, 96(%r9,%r11,8)
	leaq 16(%rsi), %rbx
	subq $-128, %r8
	movq %rsi, %r11
	cmpq %rdx, %rbx
	ja .LBB_22
.LBB_5:
	movq %rbx, %rsi
	cmpq $15, %rax
	ja .LBB_35
	vxorpd %xmm9, %xmm9, %xmm9
	vxorpd %xmm10, %xmm10, %xmm10
	vxorpd %xmm11, %xmm11, %xmm11
	vxorpd %xmm8, %xmm8, %xmm8
	xorl %ebx, %ebx
.LBB_7:
	vbroadcastsd (%rcx,%rbx,8), %ymm0
	vmulpd (%r8,%rbx,8), %ymm0, %ymm1
	vaddpd %ymm1, %ymm8, %ymm8
	vmulpd 32(%r8,%rbx,8), %ymm0, %ymm1
	vaddpd %ymm1, %ymm11, %ymm11
	vmulpd 64(%r8,%rbx,8), %ymm0, %ymm1
	vmulpd 96(%r8,%rbx,8), %ymm0, %ymm0
	vaddpd %ymm1, %ymm10, %ymm10
	vaddpd %ymm0, %ymm9, %ymm9
	incq %rbx
	cmpq %rbx, %rax
	jne .LBB_7
	jmp .LBB_38
.LBB_35:
	movq %r11, %rbx
	subq %rax, %rbx
	leaq (%rdi,%rbx,8), %rbx
	vbroadcastsd (%rcx), %ymm0
	vmulpd 8(%rbx), %ymm0, %ymm1
	vxorpd %xmm9, %xmm9, %xmm9
	vaddpd %ymm1, %ymm9, %ymm1
	vbroadcastsd 8(%rcx), %ymm11
	vmulpd 16(%rbx), %ymm11, %ymm2
	vbroadcastsd 16(%rcx), %ymm8
	vmulpd 24(%rbx), %ymm8, %ymm3
	vaddpd %ymm2, %ymm1, %ymm1
	vaddpd %ymm3, %ymm1, %ymm1
	vbroadcastsd 24(%rcx), %ymm10
	vmulpd 32(%rbx), %ymm10, %ymm2
	vbroadcastsd 32(%rcx), %ymm3
	vaddpd %ymm2, %ymm1, %ymm1
	vmovupd 40(%rbx), %ymm2
	vmovupd 48(%rbx), %ymm4
	vmovupd 56(%rbx), %ymm5
	vmovupd 64(%rbx), %ymm6
	vmulpd %ymm3, %ymm2, %ymm7
	vaddpd %ymm7, %ymm1, %ymm1
	vmulpd %ymm0, %ymm2, %ymm2
	vaddpd %ymm2, %ymm9, %ymm2
	vbroadcastsd 40(%rcx), %ymm7
	vmulpd %ymm7, %ymm4, %ymm12
	vaddpd %ymm1, %ymm12, %ymm1
	vmulpd %ymm4, %ymm11, %ymm4
	vbroadcastsd 48(%rcx), %ymm12
	vaddpd %ymm4, %ymm2, %ymm2
	vmulpd %ymm5, %ymm12, %ymm4
	vaddpd %ymm4, %ymm1, %ymm4
	vmulpd %ymm5, %ymm8, %ymm1
	vaddpd %ymm1, %ymm2, %ymm2
	vbroadcastsd 56(%rcx), %ymm1
	vmulpd %ymm1, %ymm6, %ymm5
	vaddpd %ymm5, %ymm4, %ymm4
	vmulpd %ymm6, %ymm10, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmovupd 72(%rbx), %ymm5
	vbroadcastsd 64(%rcx), %ymm6
	vmulpd %ymm6, %ymm5, %ymm6
	vaddpd %ymm6, %ymm4, %ymm4
	vmulpd %ymm3, %ymm5, %ymm3
	vaddpd %ymm3, %ymm2, %ymm2
	vmulpd %ymm0, %ymm5, %ymm0
	vaddpd %ymm0, %ymm9, %ymm0
	vmovupd 80(%rbx), %ymm3
	vbroadcastsd 72(%rcx), %ymm5
	vmulpd %ymm5, %ymm3, %ymm5
	vaddpd %ymm5, %ymm4, %ymm4
	vmulpd %ymm7, %ymm3, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm3, %ymm11, %ymm3
	vaddpd %ymm3, %ymm0, %ymm0
	vmovupd 88(%rbx), %ymm3
	vbroadcastsd 80(%rcx), %ymm5
	vmulpd %ymm5, %ymm3, %ymm5
	vaddpd %ymm5, %ymm4, %ymm4
	vmulpd %ymm3, %ymm12, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm3, %ymm8, %ymm3
	vaddpd %ymm3, %ymm0, %ymm0
	vbroadcastsd 88(%rcx), %ymm3
	vmovupd 96(%rbx), %ymm5
	vmulpd %ymm3, %ymm5, %ymm3
	vaddpd %ymm3, %ymm4, %ymm8
	vmulpd %ymm1, %ymm5, %ymm1
	vaddpd %ymm1, %ymm2, %ymm11
	vmulpd %ymm5, %ymm10, %ymm1
	vaddpd %ymm1, %ymm0, %ymm10
	movl $12, %r14d
.LBB_36:
	vmovupd (%r8,%r14,8), %ymm0
	vbroadcastsd (%rcx,%r14,8), %ymm1
	vmulpd %ymm1, %ymm0, %ymm1
	vaddpd %ymm1, %ymm8, %ymm8
	vbroadcastsd -32(%rcx,%r14,8), %ymm1
	vmulpd %ymm1, %ymm0, %ymm1
	vaddpd %ymm1, %ymm11, %ymm11
	vbroadcastsd -64(%rcx,%r14,8), %ymm1
	vmulpd %ymm1, %ymm0, %ymm1
	vaddpd %ymm1, %ymm10, %ymm10
	vbroadcastsd -96(%rcx,%r14,8), %ymm1
	vmulpd %ymm1, %ymm0, %ymm0
	vaddpd %ymm0, %ymm9, %ymm9
	incq %r14
	cmpq %r14, %rax
	jne .LBB_36
	vbroadcastsd -32(%rcx,%rax,8), %ymm4
	vmovupd 8(%rbx,%rax,8), %ymm7
	vmovupd 16(%rbx,%rax,8), %ymm13
	vmovupd 24(%rbx,%rax,8), %ymm14
	vmovupd 32(%rbx,%rax,8), %ymm15
	vmulpd %ymm4, %ymm7, %ymm1
	vmovupd %ymm4, 256(%rsp)
	vaddpd %ymm1, %ymm11, %ymm1
	vbroadcastsd -24(%rcx,%rax,8), %ymm5
	vmulpd %ymm5, %ymm13, %ymm2
	vmovupd %ymm5, 224(%rsp)
	vaddpd %ymm2, %ymm1, %ymm1
	vbroadcastsd -16(%rcx,%rax,8), %ymm6
	vmulpd %ymm6, %ymm14, %ymm2
	vmovupd %ymm6, 192(%rsp)
	vaddpd %ymm2, %ymm1, %ymm1
	vbroadcastsd -8(%rcx,%rax,8), %ymm0
	vmovupd %ymm0, 160(%rsp)
	vmulpd %ymm0, %ymm15, %ymm2
	vaddpd %ymm2, %ymm1, %ymm11
	vbroadcastsd -64(%rcx,%rax,8), %ymm0
	vmovupd %ymm0, 384(%rsp)
	vmulpd %ymm0, %ymm7, %ymm2
	vaddpd %ymm2, %ymm10, %ymm2
	vbroadcastsd -56(%rcx,%rax,8), %ymm0
	vmovupd %ymm0, 352(%rsp)
	vmulpd %ymm0, %ymm13, %ymm3
	vaddpd %ymm3, %ymm2, %ymm2
	vbroadcastsd -48(%rcx,%rax,8), %ymm0
	vmovupd %ymm0, 320(%rsp)
	vmulpd %ymm0, %ymm14, %ymm10
	vaddpd %ymm2, %ymm10, %ymm10
	vbroadcastsd -40(%rcx,%rax,8), %ymm0
	vmovupd %ymm0, 288(%rsp)
	vmulpd %ymm0, %ymm15, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vmovupd 40(%rbx,%rax,8), %ymm12
	vmulpd %ymm4, %ymm12, %ymm1
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 48(%rbx,%rax,8), %ymm3
	vmulpd %ymm5, %ymm3, %ymm10
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 56(%rbx,%rax,8), %ymm2
	vmulpd %ymm6, %ymm2, %ymm10
	vaddpd %ymm1, %ymm10, %ymm1
	vmovupd 64(%rbx,%rax,8), %ymm0
	vmovupd 160(%rsp), %ymm6
	vmulpd %ymm6, %ymm0, %ymm10
	vaddpd %ymm1, %ymm10, %ymm10
	vbroadcastsd -96(%rcx,%rax,8), %ymm1
	vmulpd %ymm1, %ymm7, %ymm1
	vaddpd %ymm1, %ymm9, %ymm1
	vbroadcastsd -88(%rcx,%rax,8), %ymm7
	vmulpd %ymm7, %ymm13, %ymm5
	vaddpd %ymm5, %ymm1, %ymm1
	vbroadcastsd -80(%rcx,%rax,8), %ymm5
	vmulpd %ymm5, %ymm14, %ymm4
	vaddpd %ymm4, %ymm1, %ymm1
	vbroadcastsd -72(%rcx,%rax,8), %ymm4
	vmulpd %ymm4, %ymm15, %ymm4
	vaddpd %ymm4, %ymm1, %ymm1
	vmulpd 384(%rsp), %ymm12, %ymm4
	vaddpd %ymm4, %ymm1, %ymm1
	vmulpd 352(%rsp), %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vmulpd 320(%rsp), %ymm2, %ymm2
	vaddpd %ymm2, %ymm1, %ymm1
	vmulpd 288(%rsp), %ymm0, %ymm0
	vaddpd %ymm0, %ymm1, %ymm0
	vmovupd 256(%rsp), %ymm1
	vmulpd 72(%rbx,%rax,8), %ymm1, %ymm1
	vmovupd 224(%rsp), %ymm2
	vmulpd 80(%rbx,%rax,8), %ymm2, %ymm2
	vaddpd %ymm1, %ymm0, %ymm0
	vaddpd %ymm2, %ymm0, %ymm0
	vmovupd 192(%rsp), %ymm1
	vmulpd 88(%rbx,%rax,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vmulpd 96(%rbx,%rax,8), %ymm6, %ymm1
	vaddpd %ymm1, %ymm0, %ymm9
	vmovupd 128(%rsp), %ymm12
	vmovupd 96(%rsp), %ymm13
	vmovupd 64(%rsp), %ymm3
	vbroadcastsd .LCPI_7(%rip), %ymm4
	vbroadcastsd .LCPI_8(%rip), %ymm5
	vmovupd 32(%rsp), %ymm6
	vpcmpeqd %ymm7, %ymm7, %ymm7
.LBB_38:
	vmulpd %ymm8, %ymm13, %ymm0
	vandpd %ymm3, %ymm0, %ymm1
	vcmpge_oqpd %ymm4, %ymm1, %ymm2
	vcmple_oqpd %ymm5, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm7, %ymm1
	jb .LBB_39
	vdivpd %ymm12, %ymm8, %ymm8
	jmp .LBB_64
.LBB_39:
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm8, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm8
	vfmadd213pd %ymm1, %ymm13, %ymm8
.LBB_64:
	vmovupd %ymm8, (%r9,%r11,8)
	vmulpd %ymm11, %ymm13, %ymm0
	vandpd %ymm3, %ymm0, %ymm1
	vcmpge_oqpd %ymm4, %ymm1, %ymm2
	vcmple_oqpd %ymm5, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm7, %ymm1
	jb .LBB_66
	vdivpd %ymm12, %ymm11, %ymm11
	jmp .LBB_67
.LBB_66:
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm11, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm11
	vfmadd213pd %ymm1, %ymm13, %ymm11
.LBB_67:
	vmovupd %ymm11, 32(%r9,%r11,8)
	vmulpd %ymm10, %ymm13, %ymm0
	vandpd %ymm3, %ymm0, %ymm1
	vcmpge_oqpd %ymm4, %ymm1, %ymm2
	vcmple_oqpd %ymm5, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm7, %ymm1
	jb .LBB_69
	vdivpd %ymm12, %ymm10, %ymm10
	jmp .LBB_70
.LBB_69:
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm10, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm10
	vfmadd213pd %ymm1, %ymm13, %ymm10
.LBB_70:
	vmovupd %ymm10, 64(%r9,%r11,8)
	vmulpd %ymm9, %ymm13, %ymm0
	vandpd %ymm3, %ymm0, %ymm1
	vcmpge_oqpd %ymm4, %ymm1, %ymm2
	vcmple_oqpd %ymm5, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm7, %ymm1
	jae .LBB_71
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm9, %ymm6, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm6, %ymm9
	vfmadd213pd %ymm1, %ymm13, %ymm9
	jmp .LBB_73
.LBB_52:
	vbroadcastsd .LCPI_5(%rip), %ymm0
	vxorpd %ymm0, %ymm12, %ymm3
	movl %eax, %r11d
	andl $3, %r11d
	movq %rax, %rbx
	andq $-4, %rbx
	leaq (,%rax,8), %r8
	leaq (%rdi,%rsi,8), %r14
	subq %r8, %r14
	leaq 32(%r14), %r15
	vbroadcastsd .LCPI_6(%rip), %ymm4
	vbroadcastsd .LCPI_7(%rip), %ymm5
	addq $8, %r14
	vbroadcastsd .LCPI_8(%rip), %ymm6
	vpcmpeqd %ymm7, %ymm7, %ymm7
	vmovapd 16(%rsp), %xmm9
	jmp .LBB_53
.LBB_61:
	vdivpd %ymm12, %ymm8, %ymm8
.LBB_62:
	vmovupd %ymm8, (%r9,%rsi,8)
	leaq 4(%r8), %r12
	addq $32, %r15
	addq $32, %r14
	movq %r8, %rsi
	cmpq %rdx, %r12
	ja .LBB_24
.LBB_53:
	movq %r12, %r8
	vxorpd %xmm8, %xmm8, %xmm8
	testq %rax, %rax
	je .LBB_59
	xorl %r12d, %r12d
	cmpq $3, %r10
	jb .LBB_57
.LBB_55:
	vbroadcastsd (%rcx,%r12,8), %ymm0
	vmulpd -24(%r15,%r12,8), %ymm0, %ymm0
	vbroadcastsd 8(%rcx,%r12,8), %ymm1
	vaddpd %ymm0, %ymm8, %ymm0
	vmulpd -16(%r15,%r12,8), %ymm1, %ymm1
	vaddpd %ymm1, %ymm0, %ymm0
	vbroadcastsd 16(%rcx,%r12,8), %ymm1
	vmulpd -8(%r15,%r12,8), %ymm1, %ymm1
	vbroadcastsd 24(%rcx,%r12,8), %ymm2
	vmulpd (%r15,%r12,8), %ymm2, %ymm2
	vaddpd %ymm1, %ymm0, %ymm0
	addq $4, %r12
	vaddpd %ymm2, %ymm0, %ymm8
	cmpq %r12, %rbx
	jne .LBB_55
	testq %r11, %r11
	je .LBB_59
.LBB_57:
	leaq (%r14,%r12,8), %r13
	leaq (%rcx,%r12,8), %r12
	xorl %ebp, %ebp
.LBB_58:
	vbroadcastsd (%r12,%rbp,8), %ymm0
	vmulpd (%r13,%rbp,8), %ymm0, %ymm0
	vaddpd %ymm0, %ymm8, %ymm8
	incq %rbp
	cmpq %rbp, %r11
	jne .LBB_58
.LBB_59:
	vmulpd %ymm8, %ymm13, %ymm0
	vandpd %ymm4, %ymm0, %ymm1
	vcmpge_oqpd %ymm5, %ymm1, %ymm2
	vcmple_oqpd %ymm6, %ymm1, %ymm1
	vandpd %ymm2, %ymm1, %ymm1
	vtestpd %ymm7, %ymm1
	jae .LBB_61
	vmovapd %ymm0, %ymm1
	vfmadd213pd %ymm8, %ymm3, %ymm1
	vfmadd213pd %ymm0, %ymm13, %ymm1
	vfmadd231pd %ymm1, %ymm3, %ymm8
	vfmadd213pd %ymm1, %ymm13, %ymm8
	jmp .LBB_62
.LBB_40:
	vxorpd %xmm0, %xmm0, %xmm0
	vdivsd %xmm9, %xmm0, %xmm0
	cmpq $4, %rsi
	jb .LBB_46
	cmpq $16, %rsi
	jae .LBB_47
	xorl %eax, %eax
	jmp .LBB_43
.LBB_47:
	movq %rsi, %rax
	andq $-16, %rax
	vbroadcastsd %xmm0, %ymm1
	leaq (%r9,%r8,8), %rcx
	addq $96, %rcx
	xorl %edi, %edi
.LBB_48:
	vmovupd %ymm1, -96(%rcx,%rdi,8)
	vmovupd %ymm1, -64(%rcx,%rdi,8)
	vmovupd %ymm1, -32(%rcx,%rdi,8)
	vmovupd %ymm1, (%rcx,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rax
	jne .LBB_48
	cmpq %rax, %rsi
	je .LBB_34
	testb $12, %sil
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
	addq $424, %rsp
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
.LBB_51:
	addq %rax, %r8
	jmp .LBB_46
.LBB_76:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_75:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_74:
	leaq .Lanon.3(%rip), %r9
	movq %rsp, %rsi
	leaq 8(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
