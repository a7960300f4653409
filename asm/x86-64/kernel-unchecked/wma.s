# kernel_unchecked::wma — kernel-unchecked, target-cpu=x86-64
# command: cargo asm -p kernel-unchecked --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_unchecked::wma:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	movq %rcx, %rbx
	movq %rdx, %r14
	movq %rsi, %r12
	movq %rdi, %r15
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%r14,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_20
	movabsq $9221120237041090560, %rcx
	movq %rax, %rdx
	cmpq $1, %r14
	je .LBB_10
	movl $1, %esi
	movq %rax, %rdx
	cmpq $5, %r14
	jb .LBB_8
	leaq -1(%r14), %rdi
	movq %rdi, %r8
	andq $-4, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
	xorl %r9d, %r9d
	movapd .LCPI_0(%rip), %xmm0
.LBB_6:
	movupd %xmm0, (%rax,%r9,8)
	movupd %xmm0, 16(%rax,%r9,8)
	addq $4, %r9
	cmpq %r9, %r8
	jne .LBB_6
	cmpq %r8, %rdi
	je .LBB_10
.LBB_8:
	movq %r14, %rdi
	subq %rsi, %rdi
.LBB_9:
	movq %rcx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_9
.LBB_10:
	movq %rcx, (%rdx)
	jmp .LBB_11
.LBB_1:
	movl $8, %eax
.LBB_11:
	movq %r14, (%r15)
	movq %rax, 8(%r15)
	movq %r14, 16(%r15)
	leaq -1(%rbx), %rcx
	cmpq %r14, %rcx
	jae .LBB_19
	leaq 1(%rbx), %rdx
	imulq %rbx, %rdx
	movq %rdx, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	movl %ebx, %edx
	andl $3, %edx
	andq $-4, %rbx
	leaq 24(%r12), %rsi
	xorl %edi, %edi
	movq .LCPI_1(%rip), %xmm1
	movapd .LCPI_2(%rip), %xmm2
	movapd .LCPI_2(%rip), %xmm3
	movq %rcx, %r8
	jmp .LBB_13
.LBB_18:
	divsd %xmm0, %xmm4
	movsd %xmm4, (%rax,%r8,8)
	incq %r8
	addq $8, %rsi
	incq %rdi
	cmpq %r14, %r8
	je .LBB_19
.LBB_13:
	xorpd %xmm4, %xmm4
	xorl %r9d, %r9d
	cmpq $3, %rcx
	jb .LBB_16
.LBB_14:
	movq %r9, %r10
	incq %r9
	movq %r9, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm5, %xmm6
	unpckhpd %xmm5, %xmm6
	addsd %xmm5, %xmm6
	mulsd -24(%rsi,%r10,8), %xmm6
	addsd %xmm4, %xmm6
	leaq 2(%r10), %r9
	movq %r9, %xmm4
	punpckldq %xmm1, %xmm4
	subpd %xmm3, %xmm4
	movapd %xmm4, %xmm5
	unpckhpd %xmm4, %xmm5
	addsd %xmm4, %xmm5
	mulsd -16(%rsi,%r10,8), %xmm5
	addsd %xmm6, %xmm5
	leaq 3(%r10), %r9
	movq %r9, %xmm4
	punpckldq %xmm1, %xmm4
	subpd %xmm3, %xmm4
	movapd %xmm4, %xmm6
	unpckhpd %xmm4, %xmm6
	addsd %xmm4, %xmm6
	mulsd -8(%rsi,%r10,8), %xmm6
	addsd %xmm5, %xmm6
	leaq 4(%r10), %r9
	movq %r9, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm5, %xmm4
	unpckhpd %xmm5, %xmm4
	addsd %xmm5, %xmm4
	mulsd (%rsi,%r10,8), %xmm4
	addsd %xmm6, %xmm4
	cmpq %r9, %rbx
	jne .LBB_14
	testq %rdx, %rdx
	je .LBB_18
.LBB_16:
	leaq (%r9,%rdi), %r10
	incq %r9
	movq %rdx, %r11
.LBB_17:
	movq %r9, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, %xmm6
	unpckhpd %xmm5, %xmm6
	addsd %xmm5, %xmm6
	mulsd (%r12,%r10,8), %xmm6
	addsd %xmm6, %xmm4
	incq %r10
	incq %r9
	decq %r11
	jne .LBB_17
	jmp .LBB_18
.LBB_19:
	movq %r15, %rax
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	retq
.LBB_20:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
