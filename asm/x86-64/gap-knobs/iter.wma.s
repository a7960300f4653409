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
	subq $24, %rsp
	movq %rcx, %r15
	movq %rdx, %rbx
	movq %rsi, %r12
	movq %rdi, 16(%rsp)
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_21
	movl $1, %r9d
	movabsq $9221120237041090560, %rdx
	movq %rax, %rsi
	cmpq $1, %rbx
	je .LBB_8
	movl $1, %edi
	movq %rax, %rsi
	cmpq $5, %rbx
	jb .LBB_19
	leaq -1(%rbx), %rcx
	movq %rcx, %r8
	andq $-4, %r8
	leaq (%rax,%r8,8), %rsi
	leaq 1(%r8), %rdi
	xorl %r9d, %r9d
	movapd .LCPI_0(%rip), %xmm0
.LBB_6:
	movupd %xmm0, (%rax,%r9,8)
	movupd %xmm0, 16(%rax,%r9,8)
	addq $4, %r9
	cmpq %r9, %r8
	jne .LBB_6
	movq %rbx, %r9
	cmpq %r8, %rcx
	je .LBB_8
.LBB_19:
	incq %rdi
	movq %rdx, (%rsi)
	addq $8, %rsi
	cmpq %rdi, %rbx
	jne .LBB_19
	movq %rbx, %r9
.LBB_8:
	movq %r9, 8(%rsp)
	movq %rdx, (%rsi)
	leaq -1(%r15), %rdx
	cmpq %rbx, %rdx
	jb .LBB_10
	jmp .LBB_18
.LBB_1:
	movl $8, %eax
	movq $0, 8(%rsp)
	leaq -1(%r15), %rdx
	cmpq %rbx, %rdx
	jae .LBB_18
.LBB_10:
	leaq 1(%r15), %rcx
	imulq %r15, %rcx
	movq %rcx, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	movq %r15, %rsi
	andq $-2, %rsi
	movq .LCPI_1(%rip), %xmm1
	movapd .LCPI_2(%rip), %xmm2
	movapd .LCPI_2(%rip), %xmm3
	movq %r12, %rdi
	movq %rdx, %r8
	jmp .LBB_11
.LBB_16:
	movq %r10, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, %xmm6
	unpckhpd %xmm5, %xmm6
	addsd %xmm5, %xmm6
	mulsd (%r11), %xmm6
	addsd %xmm6, %xmm4
.LBB_17:
	divsd %xmm0, %xmm4
	movsd %xmm4, (%rax,%r8,8)
	addq $8, %rdi
	movq %r9, %r8
	cmpq %rbx, %r9
	je .LBB_18
.LBB_11:
	leaq 1(%r8), %r9
	movq %r9, %rcx
	subq %r15, %rcx
	leaq (%r12,%rcx,8), %r11
	xorpd %xmm4, %xmm4
	movl $1, %r10d
	testq %rdx, %rdx
	je .LBB_16
	movq %rsi, %rbp
	xorl %r13d, %r13d
.LBB_13:
	xorl %ecx, %ecx
	cmpq %r15, %r10
	setb %cl
	leaq (%r10,%rcx), %r14
	movq %r10, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm5, %xmm6
	unpckhpd %xmm5, %xmm6
	addsd %xmm5, %xmm6
	mulsd (%r11), %xmm6
	addsd %xmm4, %xmm6
	movq %r14, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm5, %xmm4
	unpckhpd %xmm5, %xmm4
	addsd %xmm5, %xmm4
	mulsd 8(%r11), %xmm4
	addq $16, %r11
	cmpq %r15, %r14
	adcq %rcx, %r10
	addsd %xmm6, %xmm4
	addq $-16, %r13
	addq $-2, %rbp
	jne .LBB_13
	testb $1, %r15b
	je .LBB_17
	movq %rdi, %r11
	subq %r13, %r11
	jmp .LBB_16
.LBB_18:
	movq 16(%rsp), %rcx
	movq 8(%rsp), %rdx
	movq %rdx, (%rcx)
	movq %rax, 8(%rcx)
	movq %rbx, 16(%rcx)
	movq %rcx, %rax
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_21:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
