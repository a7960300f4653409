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
	movq %rsi, 24(%rsp)
	movq %r9, 32(%rsp)
	cmpq %r9, %rsi
	jne .LBB_41
	movq %rsi, 40(%rsp)
	movq 48(%rcx), %rax
	movq %rax, 48(%rsp)
	cmpq %rax, %rsi
	jne .LBB_42
	testq %rdx, %rdx
	je .LBB_43
	testq %rsi, %rsi
	je .LBB_4
	leaq (,%rsi,8), %r9
	xorl %eax, %eax
.LBB_6:
	movsd (%rdi,%rax,8), %xmm0
	ucomisd %xmm0, %xmm0
	jnp .LBB_9
	incq %rax
	addq $-8, %r9
	jne .LBB_6
	movq %rsi, %rax
	jmp .LBB_9
.LBB_4:
	xorl %eax, %eax
.LBB_9:
	leaq (%rdx,%rax), %r9
	decq %r9
	cmpq %r9, %rsi
	movq %r9, %r10
	cmovbq %rsi, %r10
	leaq (,%r10,8), %rax
	testq %r10, %r10
	je .LBB_16
	leaq -8(%rax), %rbx
	movq %r8, %r11
	cmpq $24, %rbx
	jb .LBB_14
	shrq $3, %rbx
	incq %rbx
	movq %rbx, %r15
	andq $-4, %r15
	leaq (%r8,%r15,8), %r11
	xorl %r14d, %r14d
	movapd .LCPI_0(%rip), %xmm0
.LBB_12:
	movupd %xmm0, (%r8,%r14,8)
	movupd %xmm0, 16(%r8,%r14,8)
	addq $4, %r14
	cmpq %r14, %r15
	jne .LBB_12
	cmpq %r15, %rbx
	je .LBB_16
.LBB_14:
	leaq (%r8,%r10,8), %r14
	movabsq $9221120237041090560, %rbx
.LBB_15:
	movq %rbx, (%r11)
	addq $8, %r11
	cmpq %r14, %r11
	jne .LBB_15
.LBB_16:
	cmpq $1, %rdx
	jne .LBB_17
	cmpq %r9, %rsi
	jbe .LBB_30
	movq %rsi, %rdx
	subq %r10, %rdx
	cmpq $4, %rdx
	jae .LBB_25
	xorl %ecx, %ecx
	jmp .LBB_28
.LBB_17:
	leaq 48(%rcx), %r11
	movq 8(%rcx), %rbx
	movq 16(%rcx), %rcx
	movq %rdx, %xmm1
	movq .LCPI_1(%rip), %xmm2
	punpckldq %xmm2, %xmm1
	movapd .LCPI_2(%rip), %xmm3
	subpd %xmm3, %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	leaq 1(%rdx), %rax
	imulq %rdx, %rax
	movq %rax, %xmm4
	punpckldq %xmm2, %xmm4
	subpd %xmm3, %xmm4
	movapd %xmm4, %xmm1
	unpckhpd %xmm4, %xmm1
	addsd %xmm4, %xmm1
	mulsd .LCPI_3(%rip), %xmm1
	movsd .LCPI_4(%rip), %xmm2
	divsd %xmm1, %xmm2
	leaq (,%rdx,8), %rax
	movq %rdi, %r15
	movq %rax, 8(%rsp)
	subq %rax, %r15
	movq %rdx, (%rsp)
	movq %rdx, %r12
	negq %r12
	xorl %r13d, %r13d
	movq %rcx, 16(%rsp)
.LBB_18:
	cmpq %rcx, %r13
	jae .LBB_30
	movq %r13, %rax
	incq %r13
	cmpq %rcx, %r13
	leaq 8(%rbx,%rax,8), %rdx
	cmovaeq %r11, %rdx
	movq (%rdx), %rbp
	cmpq %r10, %rbp
	jbe .LBB_18
	movq (%rbx,%rax,8), %r9
	cmpq %r9, %r10
	cmovaq %r10, %r9
	leaq 1(%r9), %rax
	cmpq %rsi, %r9
	jae .LBB_21
	cmpq (%rsp), %rax
	jb .LBB_32
	movq %rbx, %rcx
	movq %r10, %rbx
	movq %r11, %r10
	leaq (%r15,%r9,8), %r14
	xorpd %xmm3, %xmm3
	movl $1, %r11d
	movq 8(%rsp), %rdx
.LBB_35:
	movsd (%r14,%r11,8), %xmm4
	xorps %xmm5, %xmm5
	cvtsi2sd %r11, %xmm5
	mulsd %xmm4, %xmm5
	unpcklpd %xmm4, %xmm5
	addpd %xmm5, %xmm3
	incq %r11
	addq $-8, %rdx
	jne .LBB_35
	movapd %xmm3, %xmm4
	divsd %xmm1, %xmm4
	movsd %xmm4, (%r8,%r9,8)
	cmpq %rbp, %rax
	movq %r10, %r11
	movq %rbx, %r10
	movq %rcx, %rbx
	movq 16(%rsp), %rcx
	jae .LBB_18
.LBB_37:
	cmpq %rsi, %rax
	jae .LBB_44
	leaq (%r12,%rax), %rdx
	cmpq %rsi, %rdx
	jae .LBB_40
	movsd (%rdi,%rax,8), %xmm4
	movapd %xmm4, %xmm5
	mulsd %xmm0, %xmm5
	unpcklpd %xmm4, %xmm5
	addpd %xmm3, %xmm5
	movsd (%r15,%rax,8), %xmm4
	shufpd $1, %xmm4, %xmm3
	subpd %xmm3, %xmm5
	movapd %xmm2, %xmm3
	mulsd %xmm5, %xmm3
	movsd %xmm3, (%r8,%rax,8)
	incq %rax
	movapd %xmm5, %xmm3
	cmpq %rax, %rbp
	jne .LBB_37
	jmp .LBB_18
.LBB_25:
	movq %rdx, %rcx
	andq $-4, %rcx
	leaq (%rdi,%rax), %r9
	addq $16, %r9
	addq %r8, %rax
	addq $16, %rax
	xorl %r11d, %r11d
	xorpd %xmm0, %xmm0
.LBB_26:
	movupd -16(%r9,%r11,8), %xmm1
	movupd (%r9,%r11,8), %xmm2
	addpd %xmm0, %xmm1
	addpd %xmm0, %xmm2
	movupd %xmm1, -16(%rax,%r11,8)
	movupd %xmm2, (%rax,%r11,8)
	addq $4, %r11
	cmpq %r11, %rcx
	jne .LBB_26
	cmpq %rcx, %rdx
	je .LBB_30
.LBB_28:
	addq %r10, %rcx
	xorpd %xmm0, %xmm0
.LBB_29:
	movsd (%rdi,%rcx,8), %xmm1
	addsd %xmm0, %xmm1
	movsd %xmm1, (%r8,%rcx,8)
	incq %rcx
	cmpq %rcx, %rsi
	jne .LBB_29
.LBB_30:
	addq $56, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_21:
	movq %rsi, %r8
	jmp .LBB_33
.LBB_32:
	movq %rsi, %r8
	movq %rax, %r9
.LBB_33:
	subq (%rsp), %rax
	leaq .Lanon.0(%rip), %rcx
	movq %rax, %rdi
	movq %r9, %rsi
	movq %r8, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_41:
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r9
	leaq 24(%rsp), %rsi
	leaq 32(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_42:
	leaq .Lanon.3(%rip), %rcx
	leaq .Lanon.4(%rip), %r9
	leaq 40(%rsp), %rsi
	leaq 48(%rsp), %rdx
	movl $43, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_43:
	leaq .Lanon.5(%rip), %rdi
	leaq .Lanon.6(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_40:
	subq (%rsp), %rax
	leaq .Lanon.7(%rip), %rdx
	movq %rax, %rdi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_44:
	leaq .Lanon.8(%rip), %rdx
	movq %rax, %rdi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
