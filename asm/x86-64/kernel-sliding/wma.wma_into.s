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
	subq $184, %rsp
	movq %rdi, 24(%rsp)
	movq %rsi, 112(%rsp)
	movq %r9, 120(%rsp)
	cmpq %r9, %rsi
	jne .LBB_44
	movq %rcx, %rbp
	movq %rsi, %rbx
	movq %rsi, 128(%rsp)
	movq 48(%rcx), %rax
	movq %rax, 136(%rsp)
	cmpq %rax, %rsi
	jne .LBB_45
	movq %rdx, %r12
	testq %rdx, %rdx
	je .LBB_46
	testq %rbx, %rbx
	je .LBB_4
	leaq (,%rbx,8), %rcx
	xorl %eax, %eax
	movq 24(%rsp), %rdx
.LBB_6:
	movsd (%rdx,%rax,8), %xmm0
	ucomisd %xmm0, %xmm0
	jnp .LBB_9
	incq %rax
	addq $-8, %rcx
	jne .LBB_6
	movq %rbx, %rax
	jmp .LBB_9
.LBB_4:
	xorl %eax, %eax
.LBB_9:
	leaq (%r12,%rax), %rcx
	decq %rcx
	cmpq %rcx, %rbx
	movq %rcx, %rdx
	cmovbq %rbx, %rdx
	leaq (,%rdx,8), %rax
	movq %rdx, 16(%rsp)
	testq %rdx, %rdx
	je .LBB_16
	leaq -8(%rax), %rsi
	movq %r8, %rdx
	cmpq $24, %rsi
	jb .LBB_14
	shrq $3, %rsi
	incq %rsi
	movq %rsi, %rdi
	andq $-4, %rdi
	leaq (%r8,%rdi,8), %rdx
	xorl %r9d, %r9d
	movapd .LCPI_0(%rip), %xmm0
.LBB_12:
	movupd %xmm0, (%r8,%r9,8)
	movupd %xmm0, 16(%r8,%r9,8)
	addq $4, %r9
	cmpq %r9, %rdi
	jne .LBB_12
	cmpq %rdi, %rsi
	je .LBB_16
.LBB_14:
	movq 16(%rsp), %rsi
	leaq (%r8,%rsi,8), %rsi
	movabsq $9221120237041090560, %rdi
.LBB_15:
	movq %rdi, (%rdx)
	addq $8, %rdx
	cmpq %rsi, %rdx
	jne .LBB_15
.LBB_16:
	cmpq $1, %r12
	jne .LBB_17
	cmpq %rcx, %rbx
	jbe .LBB_33
	movq %rbx, %rdx
	subq 16(%rsp), %rdx
	cmpq $4, %rdx
	jae .LBB_28
	xorl %ecx, %ecx
	jmp .LBB_31
.LBB_17:
	movq %r8, 40(%rsp)
	callq *kernel_spec::cpu::features@GOTPCREL(%rip)
	testb $1, %al
	je .LBB_18
	movq %rbx, (%rsp)
	movq 24(%rsp), %rdi
	movq %rbx, %rsi
	movq %r12, %rdx
	movq %rbp, %rcx
	movq 16(%rsp), %r8
	movq 40(%rsp), %r9
	callq kernel_sliding::wma::periods_fma
	jmp .LBB_33
.LBB_18:
	leaq 48(%rbp), %rax
	movq %rax, 72(%rsp)
	movq 8(%rbp), %rax
	movq %rax, 48(%rsp)
	movq 16(%rbp), %rax
	movq %rax, 80(%rsp)
	movq %r12, %xmm0
	movq .LCPI_1(%rip), %xmm1
	punpckldq %xmm1, %xmm0
	movapd .LCPI_2(%rip), %xmm2
	subpd %xmm2, %xmm0
	movapd %xmm0, %xmm3
	unpckhpd %xmm0, %xmm3
	addsd %xmm0, %xmm3
	movapd %xmm3, 160(%rsp)
	leaq 1(%r12), %rax
	imulq %r12, %rax
	movq %rax, %xmm0
	punpckldq %xmm1, %xmm0
	subpd %xmm2, %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_3(%rip), %xmm1
	movsd .LCPI_4(%rip), %xmm0
	movapd %xmm1, 144(%rsp)
	divsd %xmm1, %xmm0
	movsd %xmm0, 88(%rsp)
	leaq (,%r12,8), %rax
	movq 24(%rsp), %r15
	movq %rax, 64(%rsp)
	subq %rax, %r15
	movq %r12, 32(%rsp)
	negq %r12
	movq $0, 56(%rsp)
	movq 40(%rsp), %rdi
.LBB_19:
	movq 56(%rsp), %rax
	movq 80(%rsp), %rcx
	cmpq %rcx, %rax
	jae .LBB_33
	leaq 1(%rax), %rsi
	movq %rsi, 56(%rsp)
	cmpq %rcx, %rsi
	movq 48(%rsp), %rcx
	leaq 8(%rcx,%rax,8), %rcx
	cmovaeq 72(%rsp), %rcx
	movq (%rcx), %r13
	cmpq 16(%rsp), %r13
	jbe .LBB_19
	movq 48(%rsp), %rcx
	movq (%rcx,%rax,8), %rsi
	movq 16(%rsp), %rax
	cmpq %rsi, %rax
	cmovaq %rax, %rsi
	leaq 1(%rsi), %rbp
	cmpq %rbx, %rsi
	jae .LBB_24
	cmpq 32(%rsp), %rbp
	jb .LBB_23
	leaq (%r15,%rsi,8), %rax
	xorpd %xmm2, %xmm2
	movl $1, %ecx
	movq 64(%rsp), %rdx
	xorpd %xmm3, %xmm3
.LBB_36:
	movsd (%rax,%rcx,8), %xmm0
	xorps %xmm1, %xmm1
	cvtsi2sd %rcx, %xmm1
	mulsd %xmm0, %xmm1
	addsd %xmm1, %xmm2
	addsd %xmm0, %xmm3
	incq %rcx
	addq $-8, %rdx
	jne .LBB_36
	movapd %xmm2, %xmm0
	divsd 144(%rsp), %xmm0
	movsd %xmm0, (%rdi,%rsi,8)
	cmpq %r13, %rbp
	jae .LBB_19
.LBB_38:
	cmpq %rbx, %rbp
	jae .LBB_41
	movsd %xmm3, 104(%rsp)
	leaq (%r12,%rbp), %rax
	cmpq %rbx, %rax
	jae .LBB_43
	leaq 1(%rbp), %r14
	movq 24(%rsp), %rax
	movsd (%rax,%rbp,8), %xmm0
	movsd %xmm0, 96(%rsp)
	movapd 160(%rsp), %xmm1
	callq *fma@GOTPCREL(%rip)
	movapd %xmm0, %xmm2
	movsd 104(%rsp), %xmm3
	subsd %xmm3, %xmm2
	movsd 88(%rsp), %xmm0
	addsd 96(%rsp), %xmm3
	subsd (%r15,%rbp,8), %xmm3
	mulsd %xmm2, %xmm0
	movq 40(%rsp), %rdi
	movsd %xmm0, (%rdi,%rbp,8)
	movq %r14, %rbp
	cmpq %r14, %r13
	jne .LBB_38
	jmp .LBB_19
.LBB_28:
	movq %rdx, %rcx
	andq $-4, %rcx
	movq 24(%rsp), %rsi
	addq %rax, %rsi
	addq $16, %rsi
	addq %r8, %rax
	addq $16, %rax
	xorl %edi, %edi
	xorpd %xmm0, %xmm0
.LBB_29:
	movupd -16(%rsi,%rdi,8), %xmm1
	movupd (%rsi,%rdi,8), %xmm2
	addpd %xmm0, %xmm1
	addpd %xmm0, %xmm2
	movupd %xmm1, -16(%rax,%rdi,8)
	movupd %xmm2, (%rax,%rdi,8)
	addq $4, %rdi
	cmpq %rdi, %rcx
	jne .LBB_29
	cmpq %rcx, %rdx
	je .LBB_33
.LBB_31:
	addq 16(%rsp), %rcx
	xorpd %xmm0, %xmm0
	movq 24(%rsp), %rax
.LBB_32:
	movsd (%rax,%rcx,8), %xmm1
	addsd %xmm0, %xmm1
	movsd %xmm1, (%r8,%rcx,8)
	incq %rcx
	cmpq %rcx, %rbx
	jne .LBB_32
.LBB_33:
	addq $184, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_23:
	movq %rbp, %rsi
.LBB_24:
	subq 32(%rsp), %rbp
	leaq .Lanon.0(%rip), %rcx
	movq %rbp, %rdi
	movq %rbx, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_44:
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r9
	leaq 112(%rsp), %rsi
	leaq 120(%rsp), %rdx
	movl $47, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_45:
	leaq .Lanon.3(%rip), %rcx
	leaq .Lanon.4(%rip), %r9
	leaq 128(%rsp), %rsi
	leaq 136(%rsp), %rdx
	movl $43, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_46:
	leaq .Lanon.5(%rip), %rdi
	leaq .Lanon.6(%rip), %rdx
	movl $51, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_41:
	leaq .Lanon.7(%rip), %rdx
	movq %rbp, %rdi
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_43:
	subq 32(%rsp), %rbp
	leaq .Lanon.8(%rip), %rdx
	movq %rbp, %rdi
	movq %rbx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
