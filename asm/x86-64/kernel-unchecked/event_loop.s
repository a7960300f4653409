# kernel_unchecked::event_loop — kernel-unchecked, target-cpu=x86-64
# command: cargo asm -p kernel-unchecked --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_unchecked::event_loop:
	cmpq %rsi, %rcx
	jne .LBB_4
	cmpq %rsi, %r9
	jne .LBB_4
	cmpq $2, %rcx
	jb .LBB_3
	movsd (%rdx), %xmm1
	movsd (%r8), %xmm2
	movl $1, %esi
	xorpd %xmm7, %xmm7
	xorl %r9d, %r9d
	movsd .LCPI_0(%rip), %xmm3
	movsd .LCPI_1(%rip), %xmm4
	movsd .LCPI_2(%rip), %xmm5
	movsd .LCPI_3(%rip), %xmm6
	xorpd %xmm0, %xmm0
	xorl %eax, %eax
	jmp .LBB_9
.LBB_16:
	movapd %xmm8, %xmm7
	movq %r10, %r9
.LBB_13:
	incq %rsi
	cmpq %rsi, %rcx
	je .LBB_5
.LBB_9:
	movapd %xmm1, %xmm9
	movapd %xmm2, %xmm10
	movsd (%rdx,%rsi,8), %xmm1
	movsd (%r8,%rsi,8), %xmm2
	movsd (%rdi,%rsi,8), %xmm8
	ucomisd %xmm1, %xmm2
	jbe .LBB_11
	ucomisd %xmm10, %xmm9
	movl $1, %r10d
	ja .LBB_14
.LBB_11:
	ucomisd %xmm2, %xmm1
	jbe .LBB_13
	movq $-1, %r10
	ucomisd %xmm9, %xmm10
	jbe .LBB_13
.LBB_14:
	cmpq %r9, %r10
	je .LBB_13
	testq %r9, %r9
	je .LBB_16
	xorps %xmm9, %xmm9
	cvtsi2sd %r9, %xmm9
	movapd %xmm8, %xmm10
	subsd %xmm7, %xmm10
	mulsd %xmm9, %xmm10
	divsd %xmm7, %xmm10
	addsd %xmm3, %xmm10
	mulsd %xmm4, %xmm10
	addsd %xmm5, %xmm10
	mulsd %xmm6, %xmm10
	addsd %xmm10, %xmm0
	incq %rax
	jmp .LBB_16
.LBB_3:
	xorps %xmm0, %xmm0
	xorl %eax, %eax
	retq
.LBB_5:
	testq %r9, %r9
	je .LBB_7
	xorps %xmm1, %xmm1
	cvtsi2sd %r9, %xmm1
	movsd -8(%rdi,%rcx,8), %xmm2
	subsd %xmm7, %xmm2
	mulsd %xmm1, %xmm2
	divsd %xmm7, %xmm2
	addsd .LCPI_0(%rip), %xmm2
	mulsd .LCPI_1(%rip), %xmm2
	addsd .LCPI_2(%rip), %xmm2
	mulsd .LCPI_3(%rip), %xmm2
	addsd %xmm2, %xmm0
	incq %rax
.LBB_7:
	retq
.LBB_4:
	pushq %rax
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $46, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
