# gap_knobs::unchecked_i64::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_i64::wma:
	pushq %r15
	pushq %r14
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
	leaq -1(%rdx), %r9
	cmpq %rsi, %r9
	jb .LBB_15
	jmp .LBB_24
.LBB_1:
	xorl %eax, %eax
	movq %rax, 16(%rcx)
	leaq -1(%rdx), %r9
	cmpq %rsi, %r9
	jae .LBB_24
.LBB_15:
	leaq 1(%rdx), %r8
	imulq %rdx, %r8
	movq %r8, %xmm1
	punpckldq .LCPI_0(%rip), %xmm1
	subpd .LCPI_1(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_2(%rip), %xmm0
	movq 8(%rcx), %r10
	movl %edx, %r11d
	andl $3, %r11d
	movq %rdx, %rbx
	andq $-4, %rbx
	leaq 24(%rdi), %r14
	movq %r9, %rcx
.LBB_16:
	leaq 1(%rcx), %r15
	movq %r15, %r8
	subq %rdx, %r8
	cmpq %rsi, %r8
	ja .LBB_25
	xorpd %xmm1, %xmm1
	xorl %r8d, %r8d
	cmpq $3, %r9
	jb .LBB_20
.LBB_18:
	movq %r8, %r12
	incq %r8
	xorps %xmm2, %xmm2
	cvtsi2sd %r8, %xmm2
	mulsd -24(%r14,%r12,8), %xmm2
	addsd %xmm1, %xmm2
	leaq 2(%r12), %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	mulsd -16(%r14,%r12,8), %xmm1
	addsd %xmm2, %xmm1
	leaq 3(%r12), %r8
	xorps %xmm2, %xmm2
	cvtsi2sd %r8, %xmm2
	mulsd -8(%r14,%r12,8), %xmm2
	addsd %xmm1, %xmm2
	leaq 4(%r12), %r8
	xorps %xmm1, %xmm1
	cvtsi2sd %r8, %xmm1
	mulsd (%r14,%r12,8), %xmm1
	addsd %xmm2, %xmm1
	cmpq %r8, %rbx
	jne .LBB_18
	testq %r11, %r11
	je .LBB_22
.LBB_20:
	incq %r8
	movq %r11, %r12
.LBB_21:
	xorps %xmm2, %xmm2
	cvtsi2sd %r8, %xmm2
	mulsd -8(%rdi,%r8,8), %xmm2
	addsd %xmm2, %xmm1
	incq %r8
	decq %r12
	jne .LBB_21
.LBB_22:
	cmpq %rax, %rcx
	jae .LBB_26
	divsd %xmm0, %xmm1
	movsd %xmm1, (%r10,%rcx,8)
	addq $8, %r14
	addq $8, %rdi
	movq %r15, %rcx
	cmpq %rsi, %r15
	jne .LBB_16
.LBB_24:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r14
	popq %r15
	retq
.LBB_25:
	leaq .Lanon.0(%rip), %rcx
	movq %r8, %rdi
	movq %rsi, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
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
	movq %r12, %rdx
	movq %r14, %rsi
	movq 16(%rbx), %rax
	jmp .LBB_5
.LBB_26:
	leaq .Lanon.1(%rip), %rdx
	movq %rcx, %rdi
	movq %rax, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
