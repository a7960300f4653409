# kernel_sliding::wma::wma_into — kernel-sliding, target-cpu=x86-64
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::wma::wma_into:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $56, %rsp
	movq %rsi, 16(%rsp)
	movq %r8, 24(%rsp)
	cmpq %r8, %rsi
	jne .LBB_30
	movq %rdx, %r10
	testq %rdx, %rdx
	je .LBB_31
	testq %rsi, %rsi
	je .LBB_3
	leaq (,%rsi,8), %rdx
	xorl %eax, %eax
.LBB_5:
	movsd (%rdi,%rax,8), %xmm0
	ucomisd %xmm0, %xmm0
	jnp .LBB_8
	incq %rax
	addq $-8, %rdx
	jne .LBB_5
	movq %rsi, %rax
	jmp .LBB_8
.LBB_3:
	xorl %eax, %eax
.LBB_8:
	leaq (%r10,%rax), %r8
	decq %r8
	cmpq %r8, %rsi
	cmovbq %rsi, %r8
	testq %r8, %r8
	je .LBB_15
	leaq (,%r8,8), %rdx
	addq $-8, %rdx
	movq %rcx, %rax
	cmpq $24, %rdx
	jb .LBB_13
	shrq $3, %rdx
	incq %rdx
	movq %rdx, %r9
	andq $-4, %r9
	leaq (%rcx,%r9,8), %rax
	xorl %r11d, %r11d
	movapd .LCPI_0(%rip), %xmm0
.LBB_11:
	movupd %xmm0, (%rcx,%r11,8)
	movupd %xmm0, 16(%rcx,%r11,8)
	addq $4, %r11
	cmpq %r11, %r9
	jne .LBB_11
	cmpq %r9, %rdx
	je .LBB_15
.LBB_13:
	leaq (%rcx,%r8,8), %rdx
	movabsq $9221120237041090560, %r9
.LBB_14:
	movq %r9, (%rax)
	addq $8, %rax
	cmpq %rdx, %rax
	jne .LBB_14
.LBB_15:
	xorl %eax, %eax
	movq %rsi, %rdx
	subq %r8, %rdx
	cmovaeq %rdx, %rax
	movabsq $1151796703138937857, %rdx
	mulq %rdx
	shrq $6, %rdx
	movabsq $17996823486545904, %r9
	xorl %r11d, %r11d
	cmpq %r9, %rax
	seta %r11b
	addq %rdx, %r11
	je .LBB_32
	movq %r10, %xmm1
	movq .LCPI_1(%rip), %xmm2
	punpckldq %xmm2, %xmm1
	movapd .LCPI_2(%rip), %xmm3
	subpd %xmm3, %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	leaq 1(%r10), %rax
	imulq %r10, %rax
	movq %rax, %xmm4
	punpckldq %xmm2, %xmm4
	subpd %xmm3, %xmm4
	movapd %xmm4, %xmm1
	unpckhpd %xmm4, %xmm1
	addsd %xmm4, %xmm1
	mulsd .LCPI_3(%rip), %xmm1
	movsd .LCPI_4(%rip), %xmm2
	movapd %xmm1, 32(%rsp)
	divsd %xmm1, %xmm2
	movsd %xmm2, 8(%rsp)
	leaq 1(%r8), %rdx
	leaq (,%r10,8), %rbx
	leaq (%rdi,%r8,8), %r14
	subq %rbx, %r14
	movq %r10, %r15
	negq %r15
	movq %rdi, %r12
	subq %rbx, %r12
	movsd .LCPI_5(%rip), %xmm3
	movapd .LCPI_6(%rip), %xmm4
	jmp .LBB_18
.LBB_17:
	addq $8200, %r14
	testq %r11, %r11
	je .LBB_32
.LBB_18:
	movq %r8, %r9
	cmpq %r10, %rdx
	setb %r8b
	cmpq %rsi, %r9
	jae .LBB_19
	leaq 1(%r9), %rax
	testb %r8b, %r8b
	jne .LBB_21
.LBB_24:
	leaq 1025(%r9), %r8
	decq %r11
	xorpd %xmm9, %xmm9
	movl $1, %r13d
	movq %rbx, %rbp
	xorpd %xmm5, %xmm5
	xorpd %xmm8, %xmm8
	xorpd %xmm6, %xmm6
	xorpd %xmm12, %xmm12
.LBB_25:
	movapd %xmm12, %xmm2
	movapd %xmm8, %xmm10
	movsd (%r14,%r13,8), %xmm11
	xorps %xmm15, %xmm15
	cvtsi2sd %r13, %xmm15
	movapd %xmm11, %xmm1
	movapd %xmm11, %xmm13
	mulsd %xmm3, %xmm13
	movapd %xmm13, %xmm14
	mulsd %xmm15, %xmm1
	subsd %xmm11, %xmm14
	subsd %xmm14, %xmm13
	movapd %xmm11, %xmm14
	addsd %xmm1, %xmm9
	subsd %xmm13, %xmm14
	mulsd %xmm15, %xmm13
	addsd %xmm13, %xmm12
	movapd %xmm12, %xmm1
	subsd %xmm2, %xmm1
	movapd %xmm12, %xmm7
	subsd %xmm1, %xmm7
	subsd %xmm7, %xmm2
	subsd %xmm1, %xmm13
	mulsd %xmm15, %xmm14
	addsd %xmm11, %xmm8
	addsd %xmm2, %xmm13
	movapd %xmm8, %xmm1
	subsd %xmm10, %xmm1
	movapd %xmm8, %xmm2
	addsd %xmm13, %xmm14
	subsd %xmm1, %xmm2
	subsd %xmm2, %xmm10
	subsd %xmm1, %xmm11
	addsd %xmm14, %xmm6
	addsd %xmm10, %xmm11
	addsd %xmm11, %xmm5
	incq %r13
	addq $-8, %rbp
	jne .LBB_25
	divsd 32(%rsp), %xmm9
	movsd %xmm9, (%rcx,%r9,8)
	cmpq %r8, %rsi
	movq %r8, %r9
	cmovbq %rsi, %r9
	cmpq %rax, %rsi
	jbe .LBB_17
.LBB_27:
	leaq (%r15,%rax), %r13
	cmpq %rsi, %r13
	jae .LBB_29
	movsd (%rdi,%rax,8), %xmm1
	movapd %xmm8, %xmm9
	addsd %xmm1, %xmm9
	movsd (%r12,%rax,8), %xmm10
	movapd %xmm1, %xmm11
	movapd %xmm1, %xmm13
	mulsd %xmm3, %xmm13
	movapd %xmm13, %xmm2
	subsd %xmm1, %xmm2
	subsd %xmm2, %xmm13
	subsd %xmm13, %xmm1
	movapd %xmm13, %xmm2
	mulsd %xmm0, %xmm2
	movapd %xmm12, %xmm7
	addsd %xmm2, %xmm7
	movapd %xmm7, %xmm14
	subsd %xmm8, %xmm14
	unpcklpd %xmm7, %xmm12
	unpcklpd %xmm14, %xmm7
	movapd %xmm7, %xmm15
	subpd %xmm12, %xmm15
	subpd %xmm15, %xmm7
	subpd %xmm7, %xmm12
	movapd %xmm8, %xmm13
	xorpd %xmm4, %xmm8
	unpcklpd %xmm8, %xmm2
	subpd %xmm15, %xmm2
	addpd %xmm12, %xmm2
	movapd %xmm2, %xmm7
	unpckhpd %xmm2, %xmm7
	addsd %xmm2, %xmm7
	mulsd %xmm0, %xmm1
	subsd %xmm5, %xmm1
	addsd %xmm7, %xmm1
	addsd %xmm1, %xmm6
	movapd %xmm14, %xmm12
	addsd %xmm6, %xmm14
	mulsd 8(%rsp), %xmm14
	movsd %xmm14, (%rcx,%rax,8)
	leaq 1(%rax), %rax
	movapd %xmm9, %xmm8
	subsd %xmm10, %xmm8
	xorpd %xmm4, %xmm10
	unpcklpd %xmm9, %xmm13
	unpcklpd %xmm8, %xmm9
	movapd %xmm9, %xmm1
	subpd %xmm13, %xmm1
	subpd %xmm1, %xmm9
	subpd %xmm9, %xmm13
	unpcklpd %xmm10, %xmm11
	subpd %xmm1, %xmm11
	addpd %xmm13, %xmm11
	movapd %xmm11, %xmm1
	unpckhpd %xmm11, %xmm1
	addsd %xmm11, %xmm1
	addsd %xmm5, %xmm1
	movapd %xmm1, %xmm5
	cmpq %r9, %rax
	jb .LBB_27
	jmp .LBB_17
.LBB_19:
	movb $1, %r8b
	leaq 1(%r9), %rax
	testb %r8b, %r8b
	je .LBB_24
.LBB_21:
	movq %rax, %rdi
	subq %r10, %rdi
	movq %rsi, %rdx
	cmpq %rsi, %r9
	jae .LBB_23
	movq %rax, %r9
.LBB_23:
	leaq .Lanon.0(%rip), %rcx
	movq %r9, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_32:
	addq $56, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_30:
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r9
	leaq 16(%rsp), %rsi
	leaq 24(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_31:
	leaq .Lanon.3(%rip), %rdi
	leaq .Lanon.4(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_29:
	subq %r10, %rax
	leaq .Lanon.5(%rip), %rdx
	movq %rax, %rdi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
