# gap_knobs::unchecked_usize::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_usize::wma:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	movq %rcx, %r15
	movq %rdx, %rbx
	movq %rsi, %r12
	movq %rdi, %r14
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_20
	movl $1, %ecx
	movabsq $9221120237041090560, %rdx
	movq %rax, %rsi
	cmpq $1, %rbx
	je .LBB_8
	movl $1, %edi
	movq %rax, %rsi
	cmpq $5, %rbx
	jb .LBB_18
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
.LBB_18:
	incq %rdi
	movq %rdx, (%rsi)
	addq $8, %rsi
	cmpq %rdi, %rbx
	jne .LBB_18
	movq %rbx, %rcx
.LBB_8:
	movq %rdx, (%rsi)
	leaq -1(%r15), %rdx
	cmpq %rbx, %rdx
	jb .LBB_10
	jmp .LBB_17
.LBB_1:
	movl $8, %eax
	xorl %ecx, %ecx
	leaq -1(%r15), %rdx
	cmpq %rbx, %rdx
	jae .LBB_17
.LBB_10:
	leaq 1(%r15), %rsi
	imulq %r15, %rsi
	movq %rsi, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	movl %r15d, %esi
	andl $3, %esi
	andq $-4, %r15
	leaq 24(%r12), %rdi
	xorl %r8d, %r8d
	movq .LCPI_1(%rip), %xmm1
	movapd .LCPI_2(%rip), %xmm2
	movapd .LCPI_2(%rip), %xmm3
	movq %rdx, %r9
	jmp .LBB_11
.LBB_16:
	divsd %xmm0, %xmm4
	movsd %xmm4, (%rax,%r9,8)
	incq %r9
	addq $8, %rdi
	incq %r8
	cmpq %rbx, %r9
	je .LBB_17
.LBB_11:
	xorpd %xmm4, %xmm4
	xorl %r10d, %r10d
	cmpq $3, %rdx
	jb .LBB_14
.LBB_12:
	movq %r10, %r11
	incq %r10
	movq %r10, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm5, %xmm6
	unpckhpd %xmm5, %xmm6
	addsd %xmm5, %xmm6
	mulsd -24(%rdi,%r11,8), %xmm6
	addsd %xmm4, %xmm6
	leaq 2(%r11), %r10
	movq %r10, %xmm4
	punpckldq %xmm1, %xmm4
	subpd %xmm3, %xmm4
	movapd %xmm4, %xmm5
	unpckhpd %xmm4, %xmm5
	addsd %xmm4, %xmm5
	mulsd -16(%rdi,%r11,8), %xmm5
	addsd %xmm6, %xmm5
	leaq 3(%r11), %r10
	movq %r10, %xmm4
	punpckldq %xmm1, %xmm4
	subpd %xmm3, %xmm4
	movapd %xmm4, %xmm6
	unpckhpd %xmm4, %xmm6
	addsd %xmm4, %xmm6
	mulsd -8(%rdi,%r11,8), %xmm6
	addsd %xmm5, %xmm6
	leaq 4(%r11), %r10
	movq %r10, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm5, %xmm4
	unpckhpd %xmm5, %xmm4
	addsd %xmm5, %xmm4
	mulsd (%rdi,%r11,8), %xmm4
	addsd %xmm6, %xmm4
	cmpq %r10, %r15
	jne .LBB_12
	testq %rsi, %rsi
	je .LBB_16
.LBB_14:
	leaq (%r10,%r8), %r11
	incq %r10
	movq %rsi, %r13
.LBB_15:
	movq %r10, %xmm5
	punpckldq %xmm1, %xmm5
	subpd %xmm2, %xmm5
	movapd %xmm5, %xmm6
	unpckhpd %xmm5, %xmm6
	addsd %xmm5, %xmm6
	mulsd (%r12,%r11,8), %xmm6
	addsd %xmm6, %xmm4
	incq %r11
	incq %r10
	decq %r13
	jne .LBB_15
	jmp .LBB_16
.LBB_17:
	movq %rcx, (%r14)
	movq %rax, 8(%r14)
	movq %rbx, 16(%r14)
	movq %r14, %rax
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
