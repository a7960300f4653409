# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $64, %rsp
	movq %rcx, %r12
	movq %rdx, %rbx
	movq %rsi, %r15
	movq %rdi, %r14
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_36
	movl $1, %ecx
	movabsq $9221120237041090560, %rdx
	movq %rax, %rsi
	cmpq $1, %rbx
	je .LBB_8
	movl $1, %edi
	movq %rax, %rsi
	cmpq $5, %rbx
	jb .LBB_21
	leaq -1(%rbx), %r8
	movq %r8, %r9
	andq $-4, %r9
	leaq (%rax,%r9,8), %rsi
	leaq 1(%r9), %rdi
	xorl %ecx, %ecx
	movapd .LCPI_0(%rip), %xmm0
.LBB_6:
	movupd %xmm0, (%rax,%rcx,8)
	movupd %xmm0, 16(%rax,%rcx,8)
	addq $4, %rcx
	cmpq %rcx, %r9
	jne .LBB_6
	movq %rbx, %rcx
	cmpq %r9, %r8
	je .LBB_8
.LBB_21:
	incq %rdi
	movq %rdx, (%rsi)
	addq $8, %rsi
	cmpq %rdi, %rbx
	jne .LBB_21
	movq %rbx, %rcx
.LBB_8:
	movq %rdx, (%rsi)
	leaq -1(%r12), %rsi
	cmpq %rbx, %rsi
	jb .LBB_10
	jmp .LBB_35
.LBB_1:
	movl $8, %eax
	xorl %ecx, %ecx
	leaq -1(%r12), %rsi
	cmpq %rbx, %rsi
	jae .LBB_35
.LBB_10:
	leaq 1(%r12), %rdx
	imulq %r12, %rdx
	movq %rdx, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	movl %r12d, %edx
	andl $7, %edx
	movabsq $1152921504606846968, %rdi
	andq %r12, %rdi
	je .LBB_11
	movq %rdi, %r8
	orq $1, %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	movsd %xmm1, 56(%rsp)
	movq %rdi, %r8
	orq $2, %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	movsd %xmm1, 48(%rsp)
	movq %rdi, %r8
	orq $3, %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	movsd %xmm1, 40(%rsp)
	movq %rdi, %r8
	orq $4, %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	movsd %xmm1, 32(%rsp)
	movq %rdi, %r8
	orq $5, %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	movsd %xmm1, 24(%rsp)
	movq %rdi, %r8
	orq $6, %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	movsd %xmm1, 16(%rsp)
	movq %rdi, %r8
	orq $7, %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	movsd %xmm1, 8(%rsp)
	movq .LCPI_1(%rip), %xmm8
	movapd .LCPI_2(%rip), %xmm9
	movdqa .LCPI_4(%rip), %xmm10
	movdqa .LCPI_5(%rip), %xmm11
	movdqa .LCPI_6(%rip), %xmm12
	movdqa .LCPI_7(%rip), %xmm13
	movapd .LCPI_8(%rip), %xmm14
	movdqa .LCPI_9(%rip), %xmm15
	movdqa .LCPI_10(%rip), %xmm7
	movq %r15, %r8
	jmp .LBB_24
.LBB_34:
	divsd %xmm0, %xmm3
	movsd %xmm3, (%rax,%r9,8)
	addq $8, %r8
	cmpq %rbx, %rsi
	je .LBB_35
.LBB_24:
	movq %rsi, %r9
	incq %rsi
	movq %rsi, %r10
	subq %r12, %r10
	leaq (%r15,%r10,8), %r10
	xorpd %xmm3, %xmm3
	xorl %r11d, %r11d
.LBB_25:
	leaq 1(%r11), %r13
	movq %r13, %xmm4
	punpckldq %xmm8, %xmm4
	subpd %xmm9, %xmm4
	movapd %xmm4, %xmm5
	unpckhpd %xmm4, %xmm5
	addsd %xmm4, %xmm5
	mulsd (%r8,%r11,8), %xmm5
	addsd %xmm3, %xmm5
	movq %r11, %xmm4
	pshufd $68, %xmm4, %xmm6
	movdqa %xmm6, %xmm4
	por %xmm10, %xmm4
	pand %xmm11, %xmm4
	por %xmm12, %xmm4
	movdqa %xmm6, %xmm3
	psrlq $32, %xmm3
	por %xmm13, %xmm3
	subpd %xmm14, %xmm3
	addpd %xmm3, %xmm4
	movupd 8(%r8,%r11,8), %xmm2
	mulpd %xmm4, %xmm2
	movupd 24(%r8,%r11,8), %xmm4
	movupd 40(%r8,%r11,8), %xmm1
	addsd %xmm2, %xmm5
	unpckhpd %xmm2, %xmm2
	addsd %xmm5, %xmm2
	movdqa %xmm6, %xmm5
	por %xmm15, %xmm5
	pand %xmm11, %xmm5
	por %xmm12, %xmm5
	addpd %xmm3, %xmm5
	mulpd %xmm4, %xmm5
	addsd %xmm5, %xmm2
	unpckhpd %xmm5, %xmm5
	addsd %xmm2, %xmm5
	por %xmm7, %xmm6
	pand %xmm11, %xmm6
	por %xmm12, %xmm6
	addpd %xmm3, %xmm6
	mulpd %xmm1, %xmm6
	addsd %xmm6, %xmm5
	unpckhpd %xmm6, %xmm6
	leaq 8(%r11), %r13
	movq %r13, %xmm1
	punpckldq %xmm8, %xmm1
	subpd %xmm9, %xmm1
	movapd %xmm1, %xmm3
	unpckhpd %xmm1, %xmm3
	addsd %xmm1, %xmm3
	mulsd 56(%r8,%r11,8), %xmm3
	addsd %xmm5, %xmm6
	addsd %xmm6, %xmm3
	movq %r13, %r11
	cmpq %r13, %rdi
	jne .LBB_25
	testq %rdx, %rdx
	je .LBB_34
	movsd (%r10,%rdi,8), %xmm1
	mulsd 56(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $1, %edx
	je .LBB_34
	movsd 8(%r10,%rdi,8), %xmm1
	mulsd 48(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $2, %edx
	je .LBB_34
	movsd 16(%r10,%rdi,8), %xmm1
	mulsd 40(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $3, %edx
	je .LBB_34
	movsd 24(%r10,%rdi,8), %xmm1
	mulsd 32(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $4, %edx
	je .LBB_34
	movsd 32(%r10,%rdi,8), %xmm1
	mulsd 24(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $5, %edx
	je .LBB_34
	movsd 40(%r10,%rdi,8), %xmm1
	mulsd 16(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $6, %edx
	je .LBB_34
	movsd 48(%r10,%rdi,8), %xmm1
	mulsd 8(%rsp), %xmm1
	addsd %xmm1, %xmm3
	jmp .LBB_34
.LBB_11:
	leaq (%rax,%r12,8), %rsi
	movq %rbx, %rdi
	subq %r12, %rdi
	movq $-1, %r8
	xorpd %xmm1, %xmm1
	movsd .LCPI_11(%rip), %xmm2
	movsd .LCPI_12(%rip), %xmm3
	movsd .LCPI_13(%rip), %xmm4
	movsd .LCPI_14(%rip), %xmm5
	movsd .LCPI_15(%rip), %xmm6
	jmp .LBB_12
.LBB_20:
	divsd %xmm0, %xmm7
	movsd %xmm7, (%rsi,%r8,8)
	incq %r8
	cmpq %r8, %rdi
	je .LBB_35
.LBB_12:
	xorpd %xmm7, %xmm7
	testq %rdx, %rdx
	je .LBB_20
	movsd 8(%r15,%r8,8), %xmm7
	addsd %xmm1, %xmm7
	cmpl $1, %edx
	je .LBB_20
	movsd 16(%r15,%r8,8), %xmm8
	addsd %xmm8, %xmm8
	addsd %xmm8, %xmm7
	cmpl $2, %edx
	je .LBB_20
	movsd 24(%r15,%r8,8), %xmm8
	mulsd %xmm2, %xmm8
	addsd %xmm8, %xmm7
	cmpl $3, %edx
	je .LBB_20
	movsd 32(%r15,%r8,8), %xmm8
	mulsd %xmm3, %xmm8
	addsd %xmm8, %xmm7
	cmpl $4, %edx
	je .LBB_20
	movsd 40(%r15,%r8,8), %xmm8
	mulsd %xmm4, %xmm8
	addsd %xmm8, %xmm7
	cmpl $5, %edx
	je .LBB_20
	movsd 48(%r15,%r8,8), %xmm8
	mulsd %xmm5, %xmm8
	addsd %xmm8, %xmm7
	cmpl $6, %edx
	je .LBB_20
	movsd 56(%r15,%r8,8), %xmm8
	mulsd %xmm6, %xmm8
	addsd %xmm8, %xmm7
	jmp .LBB_20
.LBB_35:
	movq %rcx, (%r14)
	movq %rax, 8(%r14)
	movq %rbx, 16(%r14)
	movq %r14, %rax
	addq $64, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	retq
.LBB_36:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
