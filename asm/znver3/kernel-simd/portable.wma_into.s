# kernel_simd::portable::wma_into — kernel-simd, target-cpu=znver3
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::wma_into:
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
	jne .LBB_68
	leaq -1(%rax), %rdi
	cmpq %r8, %rdi
	jae .LBB_69
	testq %rdi, %rdi
	je .LBB_3
	cmpq %rdi, %rdx
	movq %rdi, %r8
	cmovbq %rdx, %r8
	testq %rdx, %rdx
	je .LBB_3
	leaq (,%r8,8), %rsi
	movq %r9, %r14
	addq $-8, %rsi
	cmpq $24, %rsi
	jb .LBB_37
	movq %rsi, %r10
	shrq $3, %r10
	movabsq $4611686018427387888, %r11
	incq %r10
	cmpq $120, %rsi
	jae .LBB_32
	xorl %ebx, %ebx
	jmp .LBB_29
.LBB_32:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	movq %r10, %rbx
	andq %r11, %rbx
	xorl %esi, %esi
.LBB_33:
	vmovups %ymm0, (%r9,%rsi,8)
	vmovups %ymm0, 32(%r9,%rsi,8)
	vmovups %ymm0, 64(%r9,%rsi,8)
	vmovups %ymm0, 96(%r9,%rsi,8)
	addq $16, %rsi
	cmpq %rsi, %rbx
	jne .LBB_33
	cmpq %rbx, %r10
	je .LBB_3
	testb $12, %r10b
	je .LBB_36
.LBB_29:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $12, %r11
	andq %r10, %r11
	leaq (%r9,%r11,8), %r14
.LBB_30:
	vmovups %ymm0, (%r9,%rbx,8)
	addq $4, %rbx
	cmpq %rbx, %r11
	jne .LBB_30
	cmpq %r11, %r10
	je .LBB_3
.LBB_37:
	leaq (%r9,%r8,8), %rsi
	movabsq $9221120237041090560, %r8
.LBB_38:
	movq %r8, (%r14)
	addq $8, %r14
	cmpq %rsi, %r14
	jne .LBB_38
.LBB_3:
	leaq 1(%rax), %rsi
	leaq 7(%rax), %r13
	imulq %rax, %rsi
	vmovq %rsi, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	cmpq %rdx, %r13
	jbe .LBB_39
	movq %rdi, %r8
.LBB_5:
	leaq 4(%r8), %r15
	cmpq %rdx, %r15
	jbe .LBB_6
.LBB_14:
	movq %rdx, %rsi
	subq %r8, %rsi
	jbe .LBB_24
	testq %rax, %rax
	je .LBB_55
	movq (%rsp), %rdi
	leaq (,%rax,8), %rsi
	movl %eax, %r11d
	movq %rax, %rbx
	leaq 1(%r8), %r10
	andl $7, %r11d
	andq $-8, %rbx
	leaq (%rdi,%r8,8), %rdi
	subq %rsi, %rdi
	leaq 64(%rdi), %r14
	addq $8, %rdi
	jmp .LBB_17
.LBB_23:
	vdivsd %xmm0, %xmm1, %xmm1
	addq $8, %r14
	addq $8, %rdi
	vmovsd %xmm1, (%r9,%r8,8)
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_24
.LBB_17:
	leaq 1(%r8), %rsi
	cmpq %rax, %r10
	jb .LBB_67
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r15d, %r15d
	cmpq $8, %rax
	jb .LBB_21
.LBB_19:
	vmovsd (%rcx,%r15,8), %xmm2
	vmovsd 8(%rcx,%r15,8), %xmm3
	vmulsd -56(%r14,%r15,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -48(%r14,%r15,8), %xmm3, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 16(%rcx,%r15,8), %xmm2
	vmulsd -40(%r14,%r15,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 24(%rcx,%r15,8), %xmm2
	vmulsd -32(%r14,%r15,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 32(%rcx,%r15,8), %xmm2
	vmulsd -24(%r14,%r15,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 40(%rcx,%r15,8), %xmm2
	vmulsd -16(%r14,%r15,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 48(%rcx,%r15,8), %xmm2
	vmulsd -8(%r14,%r15,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 56(%rcx,%r15,8), %xmm2
	vmulsd (%r14,%r15,8), %xmm2, %xmm2
	addq $8, %r15
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r15, %rbx
	jne .LBB_19
	testq %r11, %r11
	je .LBB_23
.LBB_21:
	leaq (%rdi,%r15,8), %r12
	leaq (%rcx,%r15,8), %r15
	xorl %r13d, %r13d
.LBB_22:
	vmovsd (%r15,%r13,8), %xmm2
	vmulsd (%r12,%r13,8), %xmm2, %xmm2
	incq %r13
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r13, %r11
	jne .LBB_22
	jmp .LBB_23
.LBB_39:
	movq (%rsp), %r15
	leaq -4(%rax), %r10
	vbroadcastsd %xmm0, %ymm1
	movq %rdi, %r8
	movl %r10d, %ebx
	andl $7, %ebx
	andq $-8, %r10
	leaq 88(%r15), %r14
	jmp .LBB_40
.LBB_53:
	vbroadcastsd -32(%rcx,%rax,8), %ymm7
	vbroadcastsd -24(%rcx,%rax,8), %ymm6
	vbroadcastsd -16(%rcx,%rax,8), %ymm5
	vbroadcastsd -8(%rcx,%rax,8), %ymm4
	vmulpd 8(%r13,%rax,8), %ymm7, %ymm7
	vmulpd 16(%r13,%rax,8), %ymm6, %ymm6
	vmulpd 24(%r13,%rax,8), %ymm5, %ymm5
	vmulpd 32(%r13,%rax,8), %ymm4, %ymm4
	vaddpd %ymm3, %ymm7, %ymm3
	vaddpd %ymm3, %ymm6, %ymm3
	vaddpd %ymm3, %ymm5, %ymm3
	vaddpd %ymm3, %ymm4, %ymm3
.LBB_54:
	vdivpd %ymm1, %ymm2, %ymm2
	vdivpd %ymm1, %ymm3, %ymm3
	leaq 8(%r8), %r13
	addq $64, %r14
	addq $64, %r15
	vmovupd %ymm2, (%r9,%r12,8)
	vmovupd %ymm3, 32(%r9,%r12,8)
	cmpq %rdx, %r13
	ja .LBB_5
.LBB_40:
	movq %r8, %r12
	movq %r13, %r8
	cmpq $7, %rax
	ja .LBB_46
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %r13d, %r13d
	vxorpd %xmm3, %xmm3, %xmm3
	cmpq $7, %rdi
	jb .LBB_44
.LBB_42:
	vbroadcastsd (%rcx,%r13,8), %ymm4
	vmovupd -56(%r14,%r13,8), %ymm6
	vmovupd -48(%r14,%r13,8), %ymm7
	vmovupd -40(%r14,%r13,8), %ymm8
	vmulpd -88(%r14,%r13,8), %ymm4, %ymm5
	vmulpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vbroadcastsd 8(%rcx,%r13,8), %ymm4
	vaddpd %ymm2, %ymm5, %ymm5
	vmovupd -32(%r14,%r13,8), %ymm2
	vmulpd -80(%r14,%r13,8), %ymm4, %ymm9
	vmulpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vbroadcastsd 16(%rcx,%r13,8), %ymm4
	vaddpd %ymm5, %ymm9, %ymm5
	vmulpd -72(%r14,%r13,8), %ymm4, %ymm9
	vmulpd %ymm4, %ymm8, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vbroadcastsd 24(%rcx,%r13,8), %ymm4
	vaddpd %ymm5, %ymm9, %ymm5
	vmulpd -64(%r14,%r13,8), %ymm4, %ymm9
	vmulpd %ymm2, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vbroadcastsd 32(%rcx,%r13,8), %ymm4
	vaddpd %ymm5, %ymm9, %ymm5
	vmulpd %ymm6, %ymm4, %ymm6
	vmulpd -24(%r14,%r13,8), %ymm4, %ymm4
	vaddpd %ymm5, %ymm6, %ymm5
	vaddpd %ymm3, %ymm4, %ymm3
	vbroadcastsd 40(%rcx,%r13,8), %ymm4
	vmulpd %ymm7, %ymm4, %ymm6
	vmulpd -16(%r14,%r13,8), %ymm4, %ymm4
	vaddpd %ymm5, %ymm6, %ymm5
	vaddpd %ymm3, %ymm4, %ymm3
	vbroadcastsd 48(%rcx,%r13,8), %ymm4
	vmulpd %ymm4, %ymm8, %ymm6
	vmulpd -8(%r14,%r13,8), %ymm4, %ymm4
	vaddpd %ymm5, %ymm6, %ymm5
	vaddpd %ymm3, %ymm4, %ymm3
	vbroadcastsd 56(%rcx,%r13,8), %ymm4
	vmulpd %ymm2, %ymm4, %ymm2
	vmulpd (%r14,%r13,8), %ymm4, %ymm4
	addq $8, %r13
	vaddpd %ymm5, %ymm2, %ymm2
	vaddpd %ymm3, %ymm4, %ymm3
	jne .LBB_42
	testq %rax, %rax
	je .LBB_54
.LBB_44:
	leaq (%r15,%r13,8), %r11
	leaq (%rcx,%r13,8), %r13
	xorl %esi, %esi
.LBB_45:
	vbroadcastsd (%r13,%rsi,8), %ymm4
	vmulpd (%r11,%rsi,8), %ymm4, %ymm5
	vmulpd 32(%r11,%rsi,8), %ymm4, %ymm4
	incq %rsi
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd %ymm3, %ymm4, %ymm3
	cmpq %rsi, %rax
	jne .LBB_45
	jmp .LBB_54
.LBB_46:
	movq (%rsp), %r11
	movq %r12, %rsi
	subq %rax, %rsi
	vbroadcastsd (%rcx), %ymm2
	vbroadcastsd 8(%rcx), %ymm4
	vxorpd %xmm3, %xmm3, %xmm3
	movl $4, %ebp
	leaq (%r11,%rsi,8), %r13
	leaq -5(%rax), %rsi
	vmulpd 8(%r13), %ymm2, %ymm2
	vmulpd 16(%r13), %ymm4, %ymm4
	vaddpd %ymm3, %ymm2, %ymm2
	vaddpd %ymm2, %ymm4, %ymm2
	vbroadcastsd 16(%rcx), %ymm4
	vmulpd 24(%r13), %ymm4, %ymm4
	vaddpd %ymm2, %ymm4, %ymm2
	vbroadcastsd 24(%rcx), %ymm4
	vmulpd 32(%r13), %ymm4, %ymm4
	vaddpd %ymm2, %ymm4, %ymm2
	cmpq $7, %rsi
	jb .LBB_51
	xorl %ebp, %ebp
.LBB_48:
	vbroadcastsd 32(%rcx,%rbp,8), %ymm4
	vmovupd -56(%r14,%rbp,8), %ymm5
	vmovupd -48(%r14,%rbp,8), %ymm6
	vmovupd -40(%r14,%rbp,8), %ymm7
	vbroadcastsd 48(%rcx,%rbp,8), %ymm11
	vmovupd -32(%r14,%rbp,8), %ymm8
	vbroadcastsd 56(%rcx,%rbp,8), %ymm10
	vmulpd %ymm5, %ymm4, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vbroadcastsd (%rcx,%rbp,8), %ymm9
	vmulpd %ymm5, %ymm9, %ymm5
	vaddpd %ymm3, %ymm5, %ymm3
	vbroadcastsd 40(%rcx,%rbp,8), %ymm5
	vmulpd %ymm6, %ymm5, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vbroadcastsd 8(%rcx,%rbp,8), %ymm9
	vmulpd %ymm6, %ymm9, %ymm6
	vmulpd %ymm7, %ymm11, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vbroadcastsd 16(%rcx,%rbp,8), %ymm9
	vaddpd %ymm3, %ymm6, %ymm3
	vmulpd %ymm7, %ymm9, %ymm7
	vmulpd %ymm8, %ymm10, %ymm9
	vaddpd %ymm2, %ymm9, %ymm2
	vbroadcastsd 24(%rcx,%rbp,8), %ymm9
	vaddpd %ymm3, %ymm7, %ymm3
	vmulpd %ymm8, %ymm9, %ymm8
	vbroadcastsd 64(%rcx,%rbp,8), %ymm9
	vaddpd %ymm3, %ymm8, %ymm3
	vmovupd -24(%r14,%rbp,8), %ymm8
	vmulpd %ymm4, %ymm8, %ymm4
	vmulpd %ymm8, %ymm9, %ymm9
	vbroadcastsd 72(%rcx,%rbp,8), %ymm8
	vaddpd %ymm3, %ymm4, %ymm3
	vmovupd -16(%r14,%rbp,8), %ymm4
	vaddpd %ymm2, %ymm9, %ymm2
	vmulpd %ymm4, %ymm8, %ymm8
	vmulpd %ymm4, %ymm5, %ymm4
	vbroadcastsd 80(%rcx,%rbp,8), %ymm5
	vaddpd %ymm3, %ymm4, %ymm3
	vmovupd -8(%r14,%rbp,8), %ymm4
	vaddpd %ymm2, %ymm8, %ymm2
	vmulpd %ymm4, %ymm5, %ymm5
	vmulpd %ymm4, %ymm11, %ymm4
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd %ymm3, %ymm4, %ymm3
	vmovupd (%r14,%rbp,8), %ymm4
	vbroadcastsd 88(%rcx,%rbp,8), %ymm5
	addq $8, %rbp
	vmulpd %ymm4, %ymm5, %ymm5
	vmulpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd %ymm3, %ymm4, %ymm3
	cmpq %rbp, %r10
	jne .LBB_48
	testq %rbx, %rbx
	je .LBB_53
	addq $4, %rbp
.LBB_51:
	leaq (%rcx,%rbp,8), %r11
	leaq (%r15,%rbp,8), %rbp
	xorl %esi, %esi
.LBB_52:
	vmovupd (%rbp,%rsi,8), %ymm4
	vbroadcastsd (%r11,%rsi,8), %ymm5
	vbroadcastsd -32(%r11,%rsi,8), %ymm6
	incq %rsi
	vmulpd %ymm4, %ymm5, %ymm5
	vmulpd %ymm4, %ymm6, %ymm4
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd %ymm3, %ymm4, %ymm3
	cmpq %rsi, %rbx
	jne .LBB_52
	jmp .LBB_53
.LBB_6:
	movq (%rsp), %rdi
	leaq (,%rax,8), %rbx
	vbroadcastsd %xmm0, %ymm1
	movl %eax, %esi
	movq %rax, %r10
	andl $7, %esi
	andq $-8, %r10
	leaq (%rdi,%r8,8), %r11
	subq %rbx, %r11
	leaq 64(%r11), %rbx
	addq $8, %r11
	jmp .LBB_7
.LBB_13:
	vdivpd %ymm1, %ymm2, %ymm2
	leaq 4(%r8), %r15
	addq $32, %rbx
	addq $32, %r11
	vmovupd %ymm2, (%r9,%r14,8)
	cmpq %rdx, %r15
	ja .LBB_14
.LBB_7:
	movq %r8, %r14
	movq %r15, %r8
	vxorpd %xmm2, %xmm2, %xmm2
	testq %rax, %rax
	je .LBB_13
	xorl %r15d, %r15d
	cmpq $8, %rax
	jb .LBB_11
.LBB_9:
	vbroadcastsd (%rcx,%r15,8), %ymm3
	vmulpd -56(%rbx,%r15,8), %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vbroadcastsd 8(%rcx,%r15,8), %ymm3
	vmulpd -48(%rbx,%r15,8), %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vbroadcastsd 16(%rcx,%r15,8), %ymm3
	vmulpd -40(%rbx,%r15,8), %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vbroadcastsd 24(%rcx,%r15,8), %ymm3
	vmulpd -32(%rbx,%r15,8), %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vbroadcastsd 32(%rcx,%r15,8), %ymm3
	vmulpd -24(%rbx,%r15,8), %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vbroadcastsd 40(%rcx,%r15,8), %ymm3
	vmulpd -16(%rbx,%r15,8), %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vbroadcastsd 48(%rcx,%r15,8), %ymm3
	vmulpd -8(%rbx,%r15,8), %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vbroadcastsd 56(%rcx,%r15,8), %ymm3
	vmulpd (%rbx,%r15,8), %ymm3, %ymm3
	addq $8, %r15
	vaddpd %ymm2, %ymm3, %ymm2
	cmpq %r15, %r10
	jne .LBB_9
	testq %rsi, %rsi
	je .LBB_13
.LBB_11:
	leaq (%r11,%r15,8), %r12
	leaq (%rcx,%r15,8), %r15
	xorl %r13d, %r13d
.LBB_12:
	vbroadcastsd (%r15,%r13,8), %ymm3
	vmulpd (%r12,%r13,8), %ymm3, %ymm3
	incq %r13
	vaddpd %ymm2, %ymm3, %ymm2
	cmpq %r13, %rsi
	jne .LBB_12
	jmp .LBB_13
.LBB_55:
	vxorpd %xmm1, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	cmpq $4, %rsi
	jb .LBB_61
	cmpq $16, %rsi
	jae .LBB_62
	xorl %eax, %eax
	jmp .LBB_58
.LBB_62:
	vbroadcastsd %xmm0, %ymm1
	leaq 96(%r9,%r8,8), %rcx
	movq %rsi, %rax
	andq $-16, %rax
	xorl %edi, %edi
.LBB_63:
	vmovupd %ymm1, -96(%rcx,%rdi,8)
	vmovupd %ymm1, -64(%rcx,%rdi,8)
	vmovupd %ymm1, -32(%rcx,%rdi,8)
	vmovupd %ymm1, (%rcx,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rax
	jne .LBB_63
	cmpq %rax, %rsi
	je .LBB_24
	testb $12, %sil
	je .LBB_66
.LBB_58:
	movq %rsi, %rcx
	andq $-4, %rcx
	leaq (%r9,%r8,8), %rdi
	vbroadcastsd %xmm0, %ymm1
	addq %rcx, %r8
.LBB_59:
	vmovupd %ymm1, (%rdi,%rax,8)
	addq $4, %rax
	cmpq %rax, %rcx
	jne .LBB_59
	cmpq %rcx, %rsi
	je .LBB_24
.LBB_61:
	vmovsd %xmm0, (%r9,%r8,8)
	incq %r8
	cmpq %r8, %rdx
	jne .LBB_61
.LBB_24:
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_36:
	leaq (%r9,%rbx,8), %r14
	jmp .LBB_37
.LBB_66:
	addq %rax, %r8
	jmp .LBB_61
.LBB_67:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_69:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_68:
	leaq .Lanon.3(%rip), %r9
	leaq 8(%rsp), %rsi
	leaq 16(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
