# gap_knobs::iter::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::iter::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	je .LBB_1
	cmpq (%rcx), %rsi
	ja .LBB_4
	xorl %eax, %eax
.LBB_5:
	movq 8(%rcx), %r14
	leaq (%r14,%rax,8), %r8
	movabsq $9221120237041090560, %r9
	cmpq $1, %rsi
	je .LBB_13
	movl $1, %r10d
	cmpq $5, %rsi
	jb .LBB_10
	leaq -1(%rsi), %r11
	movq %r11, %rbx
	andq $-4, %rbx
	leaq (%r8,%rbx,8), %r8
	leaq 1(%rbx), %r10
	leaq (%r14,%rax,8), %r14
	addq $16, %r14
	xorl %r15d, %r15d
	movapd .LCPI_3(%rip), %xmm0
.LBB_8:
	movupd %xmm0, -16(%r14,%r15,8)
	movupd %xmm0, (%r14,%r15,8)
	addq $4, %r15
	cmpq %r15, %rbx
	jne .LBB_8
	cmpq %rbx, %r11
	je .LBB_12
.LBB_10:
	movq %rsi, %r11
	subq %r10, %r11
.LBB_11:
	movq %r9, (%r8)
	addq $8, %r8
	decq %r11
	jne .LBB_11
.LBB_12:
	addq %rsi, %rax
	decq %rax
.LBB_13:
	movq %r9, (%r8)
	incq %rax
	movq %rax, 16(%rcx)
	leaq -1(%rdx), %r8
	cmpq %rsi, %r8
	jb .LBB_15
	jmp .LBB_24
.LBB_1:
	xorl %eax, %eax
	movq %rax, 16(%rcx)
	leaq -1(%rdx), %r8
	cmpq %rsi, %r8
	jae .LBB_24
.LBB_15:
	leaq 1(%rdx), %r9
	imulq %rdx, %r9
	movq %r9, %xmm1
	punpckldq .LCPI_0(%rip), %xmm1
	subpd .LCPI_1(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_2(%rip), %xmm0
	movq 8(%rcx), %r9
	movq %rdx, %r10
	andq $-2, %r10
	movq .LCPI_0(%rip), %xmm1
	movapd .LCPI_1(%rip), %xmm2
	movapd .LCPI_1(%rip), %xmm3
	movq %rdi, %r11
	leaq -1(%rdx), %rcx
.LBB_16:
	leaq 1(%rcx), %rbx
	movq %rbx, %r14
	subq %rdx, %r14
	leaq (%rdi,%r14,8), %r15
	leaq -1(%rdx), %r8
	xorpd %xmm4, %xmm4
	movl $1, %r14d
	testq %r8, %r8
	je .LBB_21
	movq %r10, %r13
	xorl %r12d, %r12d
.LBB_18:
	xorl %ebp, %ebp
	cmpq %rdx, %r14
	setb %bpl
	leaq (%r14,%rbp), %r8
	movq %r14, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm5, %xmm6
	unpckhpd %xmm5, %xmm6
	addsd %xmm5, %xmm6
	mulsd (%r15), %xmm6
	addsd %xmm4, %xmm6
	movq %r8, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm5, %xmm4
	unpckhpd %xmm5, %xmm4
	addsd %xmm5, %xmm4
	mulsd 8(%r15), %xmm4
	addq $16, %r15
	cmpq %rdx, %r8
	adcq %rbp, %r14
	addsd %xmm6, %xmm4
	addq $-16, %r12
	addq $-2, %r13
	jne .LBB_18
	testb $1, %dl
	je .LBB_22
	movq %r11, %r15
	subq %r12, %r15
.LBB_21:
	movq %r14, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, %xmm6
	unpckhpd %xmm5, %xmm6
	addsd %xmm5, %xmm6
	mulsd (%r15), %xmm6
	addsd %xmm6, %xmm4
.LBB_22:
	cmpq %rax, %rcx
	jae .LBB_25
	divsd %xmm0, %xmm4
	movsd %xmm4, (%r9,%rcx,8)
	addq $8, %r11
	movq %rbx, %rcx
	cmpq %rsi, %rbx
	jne .LBB_16
.LBB_24:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_4:
	movq %rcx, %rbx
	movl $8, %ecx
	movq %rdi, %r15
	movq %rbx, %rdi
	movq %rsi, %r14
	xorl %esi, %esi
	movq %rdx, %r12
	movq %r14, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq %rbx, %rcx
	movq %r15, %rdi
	movq %r14, %rsi
	movq %r12, %rdx
	movq 16(%rbx), %rax
	jmp .LBB_5
.LBB_25:
	leaq .Lanon.0(%rip), %rdx
	movq %rcx, %rdi
	movq %rax, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
