# kernel_iter::wma — kernel-iter, target-cpu=x86-64
# command: cargo asm -p kernel-iter --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	testq %rcx, %rcx
	je .LBB_23
	movq %rcx, %r12
	movq %rdx, %rbx
	movq %rsi, %r15
	testq %rdx, %rdx
	movq %rdi, (%rsp)
	je .LBB_2
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_24
	movabsq $9221120237041090560, %rcx
	movq %rax, %rdx
	cmpq $1, %rbx
	je .LBB_11
	movl $1, %esi
	movq %rax, %rdx
	cmpq $5, %rbx
	jb .LBB_9
	leaq -1(%rbx), %rdi
	movq %rdi, %r8
	andq $-4, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
	xorl %r9d, %r9d
	movapd .LCPI_0(%rip), %xmm0
.LBB_7:
	movupd %xmm0, (%rax,%r9,8)
	movupd %xmm0, 16(%rax,%r9,8)
	addq $4, %r9
	cmpq %r9, %r8
	jne .LBB_7
	cmpq %r8, %rdi
	je .LBB_11
.LBB_9:
	movq %rbx, %rdi
	subq %rsi, %rdi
.LBB_10:
	movq %rcx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_10
.LBB_11:
	movq %rcx, (%rdx)
	jmp .LBB_12
.LBB_2:
	movl $8, %eax
.LBB_12:
	leaq -1(%r12), %rcx
	xorl %edx, %edx
	movq %rbx, %rsi
	subq %rcx, %rsi
	cmovaeq %rsi, %rdx
	movq %rbx, %rsi
	subq %r12, %rsi
	setae %dil
	incq %rsi
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	testq %rdx, %rdx
	setne %sil
	andb %dil, %sil
	cmpb $1, %sil
	jne .LBB_22
	leaq 1(%r12), %rsi
	imulq %r12, %rsi
	movq %rsi, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	leaq (%rax,%r12,8), %rsi
	addq $-8, %rsi
	movabsq $2305843009213693951, %rdi
	andq %rdi, %rcx
	leaq 1(%rcx), %rdi
	movl %edi, %r8d
	andl $3, %r8d
	andq $-4, %rdi
	xorl %r9d, %r9d
	movq %r15, %r10
	jmp .LBB_14
.LBB_21:
	divsd %xmm0, %xmm1
	incq %r9
	movsd %xmm1, (%r11)
	addq $8, %r10
	cmpq %rdx, %r9
	je .LBB_22
.LBB_14:
	leaq (,%r9,8), %r11
	addq %rsi, %r11
	je .LBB_22
	leaq (%r15,%r9,8), %r12
	xorpd %xmm1, %xmm1
	xorl %r14d, %r14d
	cmpq $3, %rcx
	jb .LBB_19
.LBB_16:
	movq %r14, %r13
	incq %r14
	xorps %xmm2, %xmm2
	cvtsi2sd %r14, %xmm2
	mulsd (%r10,%r13,8), %xmm2
	addsd %xmm1, %xmm2
	leaq 2(%r13), %r14
	xorps %xmm1, %xmm1
	cvtsi2sd %r14, %xmm1
	mulsd 8(%r10,%r13,8), %xmm1
	addsd %xmm2, %xmm1
	leaq 3(%r13), %r14
	xorps %xmm2, %xmm2
	cvtsi2sd %r14, %xmm2
	mulsd 16(%r10,%r13,8), %xmm2
	addsd %xmm1, %xmm2
	leaq 4(%r13), %r14
	xorps %xmm1, %xmm1
	cvtsi2sd %r14, %xmm1
	mulsd 24(%r10,%r13,8), %xmm1
	movq %r12, %rbp
	addsd %xmm2, %xmm1
	leaq (%r10,%r13,8), %r12
	addq $32, %r12
	cmpq %r14, %rdi
	jne .LBB_16
	testq %r8, %r8
	je .LBB_21
	addq $32, %rbp
	movq %rbp, %r12
.LBB_19:
	incq %r14
	xorl %ebp, %ebp
.LBB_20:
	leaq (%r14,%rbp), %r13
	xorps %xmm2, %xmm2
	cvtsi2sd %r13, %xmm2
	mulsd (%r12,%rbp,8), %xmm2
	addsd %xmm2, %xmm1
	incq %rbp
	cmpq %rbp, %r8
	jne .LBB_20
	jmp .LBB_21
.LBB_22:
	movq (%rsp), %rcx
	movq %rbx, (%rcx)
	movq %rax, 8(%rcx)
	movq %rbx, 16(%rcx)
	movq %rcx, %rax
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_23:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $67, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_24:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
