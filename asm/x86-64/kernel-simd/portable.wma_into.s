# kernel_simd::portable::wma_into — kernel-simd, target-cpu=x86-64
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::wma_into:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $32, %rsp
	movq %rdx, %rax
	movq 80(%rsp), %rdx
	movq %rdx, 16(%rsp)
	movq %rsi, 24(%rsp)
	cmpq %rsi, %rdx
	jne .LBB_45
	leaq -1(%rax), %rsi
	cmpq %r8, %rsi
	jae .LBB_46
	testq %rsi, %rsi
	je .LBB_3
	cmpq %rsi, %rdx
	movq %rsi, %r8
	cmovbq %rdx, %r8
	testq %rdx, %rdx
	je .LBB_3
	leaq (,%r8,8), %r11
	addq $-8, %r11
	movq %r9, %r10
	cmpq $24, %r11
	jb .LBB_13
	shrq $3, %r11
	incq %r11
	movq %r11, %rbx
	andq $-4, %rbx
	leaq (%r9,%rbx,8), %r10
	xorl %r14d, %r14d
	movaps .LCPI_0(%rip), %xmm0
.LBB_11:
	movups %xmm0, (%r9,%r14,8)
	movups %xmm0, 16(%r9,%r14,8)
	addq $4, %r14
	cmpq %r14, %rbx
	jne .LBB_11
	cmpq %rbx, %r11
	je .LBB_3
.LBB_13:
	leaq (%r9,%r8,8), %r8
	movabsq $9221120237041090560, %r11
.LBB_14:
	movq %r11, (%r10)
	addq $8, %r10
	cmpq %r8, %r10
	jne .LBB_14
.LBB_3:
	leaq 1(%rax), %r8
	imulq %rax, %r8
	movq %r8, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	movapd %xmm0, (%rsp)
	leaq 7(%rax), %r14
	movq %rsi, %r8
	cmpq %rdx, %r14
	jbe .LBB_4
.LBB_15:
	leaq 4(%r8), %r14
	cmpq %rdx, %r14
	jbe .LBB_37
	movapd (%rsp), %xmm6
.LBB_17:
	movq %rdx, %rsi
	subq %r8, %rsi
	jbe .LBB_27
	testq %rax, %rax
	je .LBB_32
	leaq 1(%r8), %r10
	movl %eax, %r11d
	andl $3, %r11d
	movq %rax, %rbx
	andq $-4, %rbx
	leaq (,%rax,8), %rsi
	leaq (%rdi,%r8,8), %rdi
	subq %rsi, %rdi
	leaq 32(%rdi), %r14
	addq $8, %rdi
	jmp .LBB_20
.LBB_26:
	divsd %xmm6, %xmm1
	movsd %xmm1, (%r9,%r8,8)
	addq $8, %r14
	addq $8, %rdi
	movq %rsi, %r8
	cmpq %rdx, %rsi
	je .LBB_27
.LBB_20:
	leaq 1(%r8), %rsi
	cmpq %rax, %r10
	jb .LBB_47
	xorpd %xmm1, %xmm1
	xorl %r15d, %r15d
	cmpq $4, %rax
	jb .LBB_24
.LBB_22:
	movsd (%rcx,%r15,8), %xmm0
	movsd 8(%rcx,%r15,8), %xmm2
	mulsd -24(%r14,%r15,8), %xmm0
	mulsd -16(%r14,%r15,8), %xmm2
	addsd %xmm1, %xmm0
	movsd 16(%rcx,%r15,8), %xmm3
	mulsd -8(%r14,%r15,8), %xmm3
	addsd %xmm0, %xmm2
	movsd 24(%rcx,%r15,8), %xmm1
	mulsd (%r14,%r15,8), %xmm1
	addsd %xmm2, %xmm3
	addq $4, %r15
	addsd %xmm3, %xmm1
	cmpq %r15, %rbx
	jne .LBB_22
	testq %r11, %r11
	je .LBB_26
.LBB_24:
	leaq (%rdi,%r15,8), %r12
	leaq (%rcx,%r15,8), %r15
	xorl %r13d, %r13d
.LBB_25:
	movsd (%r15,%r13,8), %xmm0
	mulsd (%r12,%r13,8), %xmm0
	addsd %xmm0, %xmm1
	incq %r13
	cmpq %r13, %r11
	jne .LBB_25
	jmp .LBB_26
.LBB_4:
	movapd (%rsp), %xmm1
	unpcklpd %xmm1, %xmm1
	leaq -4(%rax), %r10
	leaq 48(%rdi), %r11
	movq %rsi, %rbx
	jmp .LBB_5
.LBB_30:
	movupd 8(%r14,%rax,8), %xmm8
	movupd 16(%r14,%rax,8), %xmm12
	movupd 24(%r14,%rax,8), %xmm5
	movupd 32(%r14,%rax,8), %xmm0
	movupd 48(%r14,%rax,8), %xmm14
	movsd -32(%rcx,%rax,8), %xmm6
	movsd -24(%rcx,%rax,8), %xmm11
	movsd -16(%rcx,%rax,8), %xmm10
	movsd -8(%rcx,%rax,8), %xmm9
	unpcklpd %xmm9, %xmm9
	movapd %xmm9, %xmm15
	mulpd %xmm14, %xmm15
	unpcklpd %xmm10, %xmm10
	movapd %xmm0, %xmm13
	shufpd $1, %xmm14, %xmm13
	mulpd %xmm10, %xmm13
	unpcklpd %xmm11, %xmm11
	movapd %xmm11, %xmm14
	mulpd %xmm0, %xmm14
	unpcklpd %xmm6, %xmm6
	mulpd %xmm5, %xmm10
	unpcklpd %xmm0, %xmm5
	mulpd %xmm6, %xmm5
	addpd %xmm7, %xmm5
	addpd %xmm14, %xmm5
	addpd %xmm13, %xmm5
	addpd %xmm15, %xmm5
	mulpd %xmm0, %xmm9
	mulpd %xmm12, %xmm11
	mulpd %xmm8, %xmm6
	addpd %xmm4, %xmm6
	addpd %xmm11, %xmm6
	addpd %xmm10, %xmm6
	addpd %xmm9, %xmm6
.LBB_31:
	divpd %xmm1, %xmm3
	divpd %xmm1, %xmm2
	movupd %xmm3, (%r9,%rbx,8)
	movupd %xmm2, 16(%r9,%rbx,8)
	divpd %xmm1, %xmm6
	divpd %xmm1, %xmm5
	movupd %xmm6, 32(%r9,%rbx,8)
	movupd %xmm5, 48(%r9,%rbx,8)
	leaq 8(%r8), %r14
	addq $64, %r11
	movq %r8, %rbx
	cmpq %rdx, %r14
	ja .LBB_15
.LBB_5:
	movq %r14, %r8
	cmpq $7, %rax
	ja .LBB_28
	xorpd %xmm3, %xmm3
	xorl %r14d, %r14d
	xorpd %xmm2, %xmm2
	xorpd %xmm6, %xmm6
	xorpd %xmm5, %xmm5
.LBB_7:
	movsd (%rcx,%r14,8), %xmm0
	unpcklpd %xmm0, %xmm0
	movupd -48(%r11,%r14,8), %xmm4
	movupd -32(%r11,%r14,8), %xmm7
	movupd -16(%r11,%r14,8), %xmm8
	movupd (%r11,%r14,8), %xmm9
	mulpd %xmm0, %xmm4
	addpd %xmm4, %xmm3
	mulpd %xmm0, %xmm7
	addpd %xmm7, %xmm2
	mulpd %xmm0, %xmm8
	addpd %xmm8, %xmm6
	mulpd %xmm0, %xmm9
	addpd %xmm9, %xmm5
	incq %r14
	cmpq %r14, %rax
	jne .LBB_7
	jmp .LBB_31
.LBB_28:
	movq %rbx, %r14
	subq %rax, %r14
	leaq (%rdi,%r14,8), %r14
	movsd (%rcx), %xmm8
	movsd 8(%rcx), %xmm5
	movsd 16(%rcx), %xmm6
	movsd 24(%rcx), %xmm2
	unpcklpd %xmm8, %xmm8
	movupd 8(%r14), %xmm3
	movupd 16(%r14), %xmm10
	movupd 24(%r14), %xmm9
	movupd 32(%r14), %xmm7
	mulpd %xmm8, %xmm3
	xorpd %xmm4, %xmm4
	addpd %xmm4, %xmm3
	unpcklpd %xmm5, %xmm5
	mulpd %xmm5, %xmm10
	addpd %xmm3, %xmm10
	unpcklpd %xmm6, %xmm6
	movapd %xmm6, %xmm11
	mulpd %xmm9, %xmm11
	addpd %xmm10, %xmm11
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, %xmm3
	mulpd %xmm7, %xmm3
	addpd %xmm11, %xmm3
	movupd 48(%r14), %xmm10
	unpcklpd %xmm7, %xmm9
	mulpd %xmm8, %xmm9
	addpd %xmm4, %xmm9
	mulpd %xmm7, %xmm5
	addpd %xmm9, %xmm5
	shufpd $1, %xmm10, %xmm7
	mulpd %xmm6, %xmm7
	addpd %xmm5, %xmm7
	mulpd %xmm10, %xmm2
	addpd %xmm7, %xmm2
	xorl %r15d, %r15d
	xorpd %xmm7, %xmm7
.LBB_29:
	movsd (%rcx,%r15,8), %xmm5
	movsd 32(%rcx,%r15,8), %xmm6
	unpcklpd %xmm6, %xmm6
	movupd -16(%r11,%r15,8), %xmm8
	movupd (%r11,%r15,8), %xmm9
	movapd %xmm6, %xmm10
	mulpd %xmm8, %xmm10
	addpd %xmm10, %xmm3
	mulpd %xmm9, %xmm6
	addpd %xmm6, %xmm2
	unpcklpd %xmm5, %xmm5
	mulpd %xmm5, %xmm8
	addpd %xmm8, %xmm4
	mulpd %xmm9, %xmm5
	addpd %xmm5, %xmm7
	incq %r15
	cmpq %r15, %r10
	jne .LBB_29
	jmp .LBB_30
.LBB_37:
	movapd (%rsp), %xmm6
	movapd %xmm6, %xmm1
	unpcklpd %xmm6, %xmm1
	movq %rax, %r10
	andq $-2, %r10
	leaq (,%rax,8), %rbx
	leaq (%rdi,%r8,8), %r11
	subq %rbx, %r11
	addq $32, %r11
	jmp .LBB_38
.LBB_43:
	movapd %xmm3, %xmm0
	movapd %xmm2, %xmm4
	movq %rbx, %r15
	subq %rax, %r15
	leaq (%rdi,%r15,8), %r15
	addq $8, %r15
	movsd (%rcx,%r14,8), %xmm5
	unpcklpd %xmm5, %xmm5
	movupd (%r15,%r14,8), %xmm2
	movupd 16(%r15,%r14,8), %xmm3
	mulpd %xmm5, %xmm2
	addpd %xmm4, %xmm2
	mulpd %xmm5, %xmm3
	addpd %xmm0, %xmm3
.LBB_44:
	divpd %xmm1, %xmm2
	divpd %xmm1, %xmm3
	movupd %xmm2, (%r9,%rbx,8)
	movupd %xmm3, 16(%r9,%rbx,8)
	leaq 4(%r8), %r14
	addq $32, %r11
	cmpq %rdx, %r14
	ja .LBB_17
.LBB_38:
	movq %r8, %rbx
	movq %r14, %r8
	xorpd %xmm2, %xmm2
	testq %rax, %rax
	je .LBB_39
	xorl %r14d, %r14d
	xorpd %xmm3, %xmm3
	testq %rsi, %rsi
	je .LBB_43
.LBB_41:
	movsd (%rcx,%r14,8), %xmm0
	unpcklpd %xmm0, %xmm0
	movupd -8(%r11,%r14,8), %xmm4
	mulpd %xmm0, %xmm4
	addpd %xmm3, %xmm4
	movsd 8(%rcx,%r14,8), %xmm3
	movupd -24(%r11,%r14,8), %xmm5
	mulpd %xmm0, %xmm5
	addpd %xmm2, %xmm5
	movupd -16(%r11,%r14,8), %xmm2
	movupd (%r11,%r14,8), %xmm0
	addq $2, %r14
	unpcklpd %xmm3, %xmm3
	mulpd %xmm3, %xmm2
	addpd %xmm5, %xmm2
	mulpd %xmm0, %xmm3
	addpd %xmm4, %xmm3
	cmpq %r14, %r10
	jne .LBB_41
	testb $1, %al
	jne .LBB_43
	jmp .LBB_44
.LBB_39:
	xorpd %xmm3, %xmm3
	jmp .LBB_44
.LBB_32:
	xorpd %xmm1, %xmm1
	divsd %xmm6, %xmm1
	cmpq $4, %rsi
	jb .LBB_36
	movq %rsi, %rax
	andq $-4, %rax
	movapd %xmm1, %xmm0
	unpcklpd %xmm1, %xmm0
	leaq (%r9,%r8,8), %rcx
	addq $16, %rcx
	addq %rax, %r8
	xorl %edi, %edi
.LBB_34:
	movupd %xmm0, -16(%rcx,%rdi,8)
	movupd %xmm0, (%rcx,%rdi,8)
	addq $4, %rdi
	cmpq %rdi, %rax
	jne .LBB_34
	cmpq %rax, %rsi
	je .LBB_27
.LBB_36:
	movsd %xmm1, (%r9,%r8,8)
	incq %r8
	cmpq %r8, %rdx
	jne .LBB_36
.LBB_27:
	addq $32, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	retq
.LBB_47:
	movq %rsi, %rdi
	subq %rax, %rdi
	leaq .Lanon.0(%rip), %rcx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_46:
	leaq .Lanon.1(%rip), %rdi
	leaq .Lanon.2(%rip), %rdx
	movl $82, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_45:
	leaq .Lanon.3(%rip), %r9
	leaq 16(%rsp), %rsi
	leaq 24(%rsp), %rdx
	xorl %edi, %edi
	xorl %ecx, %ecx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
