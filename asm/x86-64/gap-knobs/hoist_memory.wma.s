# gap_knobs::hoist_memory::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::wma:
	pushq %rbx
	cmpq %r8, %rsi
	ja .LBB_17
	leaq -1(%rdx), %rax
	cmpq %rax, %rsi
	movq %rax, %r8
	cmovbq %rsi, %r8
	testq %r8, %r8
	je .LBB_8
	leaq (,%r8,8), %r10
	addq $-8, %r10
	movq %rcx, %r9
	cmpq $24, %r10
	jb .LBB_6
	shrq $3, %r10
	incq %r10
	movq %r10, %r11
	andq $-4, %r11
	leaq (%rcx,%r11,8), %r9
	xorl %ebx, %ebx
	movapd .LCPI_0(%rip), %xmm0
.LBB_4:
	movupd %xmm0, (%rcx,%rbx,8)
	movupd %xmm0, 16(%rcx,%rbx,8)
	addq $4, %rbx
	cmpq %rbx, %r11
	jne .LBB_4
	cmpq %r11, %r10
	je .LBB_8
.LBB_6:
	leaq (%rcx,%r8,8), %r8
	movabsq $9221120237041090560, %r10
.LBB_7:
	movq %r10, (%r9)
	addq $8, %r9
	cmpq %r8, %r9
	jne .LBB_7
.LBB_8:
	cmpq %rsi, %rax
	jae .LBB_16
	leaq 1(%rdx), %r8
	imulq %rdx, %r8
	movq %r8, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	movl %edx, %r8d
	andl $3, %r8d
	andq $-4, %rdx
	leaq 24(%rdi), %r9
	movq %rax, %r10
	jmp .LBB_10
.LBB_15:
	divsd %xmm0, %xmm1
	movsd %xmm1, (%rcx,%r10,8)
	incq %r10
	addq $8, %r9
	addq $8, %rdi
	cmpq %rsi, %r10
	je .LBB_16
.LBB_10:
	xorpd %xmm1, %xmm1
	xorl %r11d, %r11d
	cmpq $3, %rax
	jb .LBB_13
.LBB_11:
	movq %r11, %rbx
	incq %r11
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	mulsd -24(%r9,%rbx,8), %xmm2
	addsd %xmm1, %xmm2
	leaq 2(%rbx), %r11
	xorps %xmm1, %xmm1
	cvtsi2sd %r11, %xmm1
	mulsd -16(%r9,%rbx,8), %xmm1
	addsd %xmm2, %xmm1
	leaq 3(%rbx), %r11
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	mulsd -8(%r9,%rbx,8), %xmm2
	addsd %xmm1, %xmm2
	leaq 4(%rbx), %r11
	xorps %xmm1, %xmm1
	cvtsi2sd %r11, %xmm1
	mulsd (%r9,%rbx,8), %xmm1
	addsd %xmm2, %xmm1
	cmpq %r11, %rdx
	jne .LBB_11
	testq %r8, %r8
	je .LBB_15
.LBB_13:
	incq %r11
	movq %r8, %rbx
.LBB_14:
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	mulsd -8(%rdi,%r11,8), %xmm2
	addsd %xmm2, %xmm1
	incq %r11
	decq %rbx
	jne .LBB_14
	jmp .LBB_15
.LBB_16:
	popq %rbx
	retq
.LBB_17:
	leaq .Lanon.0(%rip), %rcx
	xorl %edi, %edi
	movq %r8, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
