# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	pushq %r15
	pushq %r14
	pushq %r12
	pushq %rbx
	subq $56, %rsp
	movq %rcx, %rbx
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	je .LBB_1
	cmpq (%rbx), %rsi
	ja .LBB_4
	xorl %eax, %eax
.LBB_5:
	movq 8(%rbx), %r14
	leaq (%r14,%rax,8), %rcx
	movabsq $9221120237041090560, %r8
	cmpq $1, %rsi
	je .LBB_13
	movl $1, %r9d
	cmpq $5, %rsi
	jb .LBB_10
	leaq -1(%rsi), %r10
	movq %r10, %r11
	andq $-4, %r11
	leaq (%rcx,%r11,8), %rcx
	leaq 1(%r11), %r9
	leaq (%r14,%rax,8), %r14
	addq $16, %r14
	xorl %r15d, %r15d
	movapd .LCPI_3(%rip), %xmm0
.LBB_8:
	movupd %xmm0, -16(%r14,%r15,8)
	movupd %xmm0, (%r14,%r15,8)
	addq $4, %r15
	cmpq %r15, %r11
	jne .LBB_8
	cmpq %r11, %r10
	je .LBB_12
.LBB_10:
	movq %rsi, %r10
	subq %r9, %r10
.LBB_11:
	movq %r8, (%rcx)
	addq $8, %rcx
	decq %r10
	jne .LBB_11
.LBB_12:
	addq %rsi, %rax
	decq %rax
.LBB_13:
	movq %r8, (%rcx)
	incq %rax
	movq %rax, 16(%rbx)
	leaq -1(%rdx), %rcx
	cmpq %rsi, %rcx
	jb .LBB_15
	jmp .LBB_40
.LBB_1:
	xorl %eax, %eax
	movq %rax, 16(%rbx)
	leaq -1(%rdx), %rcx
	cmpq %rsi, %rcx
	jae .LBB_40
.LBB_15:
	leaq 1(%rdx), %r8
	imulq %rdx, %r8
	movq %r8, %xmm1
	punpckldq .LCPI_0(%rip), %xmm1
	subpd .LCPI_1(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	movabsq $1152921504606846968, %r10
	mulsd .LCPI_2(%rip), %xmm0
	movl %edx, %r8d
	andl $7, %r8d
	movq 8(%rbx), %r9
	andq %rdx, %r10
	je .LBB_16
	movq %r10, %r11
	orq $1, %r11
	xorps %xmm1, %xmm1
	cvtsi2sd %r11, %xmm1
	movsd %xmm1, 48(%rsp)
	movq %r10, %r11
	orq $2, %r11
	xorps %xmm1, %xmm1
	cvtsi2sd %r11, %xmm1
	movsd %xmm1, 40(%rsp)
	movq %r10, %r11
	orq $3, %r11
	xorps %xmm1, %xmm1
	cvtsi2sd %r11, %xmm1
	movsd %xmm1, 32(%rsp)
	movq %r10, %r11
	orq $4, %r11
	xorps %xmm1, %xmm1
	cvtsi2sd %r11, %xmm1
	movsd %xmm1, 24(%rsp)
	movq %r10, %r11
	orq $5, %r11
	xorps %xmm1, %xmm1
	cvtsi2sd %r11, %xmm1
	movsd %xmm1, 16(%rsp)
	movq %r10, %r11
	orq $6, %r11
	xorps %xmm1, %xmm1
	cvtsi2sd %r11, %xmm1
	movsd %xmm1, 8(%rsp)
	movq %r10, %r11
	orq $7, %r11
	xorps %xmm1, %xmm1
	cvtsi2sd %r11, %xmm1
	movsd %xmm1, (%rsp)
	movq .LCPI_0(%rip), %xmm8
	movapd .LCPI_1(%rip), %xmm9
	movdqa .LCPI_4(%rip), %xmm10
	movdqa .LCPI_5(%rip), %xmm11
	movdqa .LCPI_6(%rip), %xmm12
	movdqa .LCPI_7(%rip), %xmm13
	movapd .LCPI_8(%rip), %xmm14
	movdqa .LCPI_9(%rip), %xmm15
	movdqa .LCPI_10(%rip), %xmm7
	movq %rdi, %r11
.LBB_28:
	leaq 1(%rcx), %rbx
	movq %rbx, %r14
	subq %rdx, %r14
	leaq (%rdi,%r14,8), %r14
	xorpd %xmm3, %xmm3
	xorl %r15d, %r15d
.LBB_29:
	leaq 1(%r15), %r12
	movq %r12, %xmm4
	punpckldq %xmm8, %xmm4
	subpd %xmm9, %xmm4
	movapd %xmm4, %xmm5
	unpckhpd %xmm4, %xmm5
	addsd %xmm4, %xmm5
	mulsd (%r11,%r15,8), %xmm5
	addsd %xmm3, %xmm5
	movq %r15, %xmm4
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
	movupd 8(%r11,%r15,8), %xmm2
	mulpd %xmm4, %xmm2
	movupd 24(%r11,%r15,8), %xmm4
	movupd 40(%r11,%r15,8), %xmm1
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
	leaq 8(%r15), %r12
	movq %r12, %xmm1
	punpckldq %xmm8, %xmm1
	subpd %xmm9, %xmm1
	movapd %xmm1, %xmm3
	unpckhpd %xmm1, %xmm3
	addsd %xmm1, %xmm3
	mulsd 56(%r11,%r15,8), %xmm3
	addsd %xmm5, %xmm6
	addsd %xmm6, %xmm3
	movq %r12, %r15
	cmpq %r12, %r10
	jne .LBB_29
	testq %r8, %r8
	je .LBB_38
	movsd (%r14,%r10,8), %xmm1
	mulsd 48(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $1, %r8d
	je .LBB_38
	movsd 8(%r14,%r10,8), %xmm1
	mulsd 40(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $2, %r8d
	je .LBB_38
	movsd 16(%r14,%r10,8), %xmm1
	mulsd 32(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $3, %r8d
	je .LBB_38
	movsd 24(%r14,%r10,8), %xmm1
	mulsd 24(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $4, %r8d
	je .LBB_38
	movsd 32(%r14,%r10,8), %xmm1
	mulsd 16(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $5, %r8d
	je .LBB_38
	movsd 40(%r14,%r10,8), %xmm1
	mulsd 8(%rsp), %xmm1
	addsd %xmm1, %xmm3
	cmpl $6, %r8d
	je .LBB_38
	movsd 48(%r14,%r10,8), %xmm1
	mulsd (%rsp), %xmm1
	addsd %xmm1, %xmm3
.LBB_38:
	cmpq %rax, %rcx
	jae .LBB_41
	divsd %xmm0, %xmm3
	movsd %xmm3, (%r9,%rcx,8)
	addq $8, %r11
	movq %rbx, %rcx
	cmpq %rsi, %rbx
	jne .LBB_28
	jmp .LBB_40
.LBB_16:
	addq $48, %rdi
	xorpd %xmm1, %xmm1
	movsd .LCPI_11(%rip), %xmm2
	movsd .LCPI_12(%rip), %xmm3
	movsd .LCPI_13(%rip), %xmm4
	movsd .LCPI_14(%rip), %xmm5
	movsd .LCPI_15(%rip), %xmm6
.LBB_17:
	xorpd %xmm7, %xmm7
	testq %r8, %r8
	je .LBB_25
	movsd -48(%rdi), %xmm7
	addsd %xmm1, %xmm7
	cmpl $1, %r8d
	je .LBB_25
	movsd -40(%rdi), %xmm8
	addsd %xmm8, %xmm8
	addsd %xmm8, %xmm7
	cmpl $2, %r8d
	je .LBB_25
	movsd -32(%rdi), %xmm8
	mulsd %xmm2, %xmm8
	addsd %xmm8, %xmm7
	cmpl $3, %r8d
	je .LBB_25
	movsd -24(%rdi), %xmm8
	mulsd %xmm3, %xmm8
	addsd %xmm8, %xmm7
	cmpl $4, %r8d
	je .LBB_25
	movsd -16(%rdi), %xmm8
	mulsd %xmm4, %xmm8
	addsd %xmm8, %xmm7
	cmpl $5, %r8d
	je .LBB_25
	movsd -8(%rdi), %xmm8
	mulsd %xmm5, %xmm8
	addsd %xmm8, %xmm7
	cmpl $6, %r8d
	je .LBB_25
	movsd (%rdi), %xmm8
	mulsd %xmm6, %xmm8
	addsd %xmm8, %xmm7
.LBB_25:
	cmpq %rax, %rcx
	jae .LBB_41
	divsd %xmm0, %xmm7
	movsd %xmm7, (%r9,%rcx,8)
	incq %rcx
	addq $8, %rdi
	cmpq %rcx, %rsi
	jne .LBB_17
.LBB_40:
	addq $56, %rsp
	popq %rbx
	popq %r12
	popq %r14
	popq %r15
	retq
.LBB_4:
	movl $8, %ecx
	movq %rdi, %r15
	movq %rbx, %rdi
	movq %rsi, %r14
	xorl %esi, %esi
	movq %rdx, %r12
	movq %r14, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq %r12, %rdx
	movq %r15, %rdi
	movq %r14, %rsi
	movq 16(%rbx), %rax
	jmp .LBB_5
.LBB_41:
	leaq .Lanon.0(%rip), %rdx
	movq %rcx, %rdi
	movq %rax, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
