# gap_knobs::memory::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::memory::wma:
	pushq %rbx
	cmpq %r8, %rsi
	ja .LBB_16
	leaq -1(%rdx), %r8
	cmpq %r8, %rsi
	movq %r8, %rax
	cmovbq %rsi, %rax
	testq %rax, %rax
	je .LBB_8
	leaq (,%rax,8), %r10
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
	leaq (%rcx,%rax,8), %rax
	movabsq $9221120237041090560, %r10
.LBB_7:
	movq %r10, (%r9)
	addq $8, %r9
	cmpq %rax, %r9
	jne .LBB_7
.LBB_8:
	cmpq %rsi, %r8
	jae .LBB_14
	leaq 1(%rdx), %rax
	imulq %rdx, %rax
	movq %rax, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	xorl %r9d, %r9d
	movq %rsi, %r10
.LBB_10:
	leaq 1(%r8), %r11
	xorpd %xmm1, %xmm1
	xorl %eax, %eax
.LBB_11:
	cmpq %rax, %r10
	je .LBB_15
	leaq 1(%rax), %rbx
	xorps %xmm2, %xmm2
	cvtsi2sd %rbx, %xmm2
	mulsd (%rdi,%rax,8), %xmm2
	addsd %xmm2, %xmm1
	movq %rbx, %rax
	cmpq %rbx, %rdx
	jne .LBB_11
	divsd %xmm0, %xmm1
	movsd %xmm1, (%rcx,%r8,8)
	decq %r10
	decq %r9
	addq $8, %rdi
	movq %r11, %r8
	cmpq %rsi, %r11
	jne .LBB_10
.LBB_14:
	popq %rbx
	retq
.LBB_16:
	leaq .Lanon.0(%rip), %rcx
	xorl %edi, %edi
	movq %r8, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_15:
	subq %r9, %rax
	leaq .Lanon.1(%rip), %rdx
	movq %rax, %rdi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
