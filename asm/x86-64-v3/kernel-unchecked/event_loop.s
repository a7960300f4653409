# kernel_unchecked::event_loop — kernel-unchecked, target-cpu=x86-64-v3
# command: cargo asm -p kernel-unchecked --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_unchecked::event_loop:
	cmpq %rsi, %rcx
	jne .LBB_4
	cmpq %rsi, %r9
	jne .LBB_4
	cmpq $2, %rcx
	jb .LBB_3
	vmovsd (%rdx), %xmm1
	vmovsd (%r8), %xmm2
	movl $1, %esi
	vxorpd %xmm6, %xmm6, %xmm6
	xorl %r9d, %r9d
	vmovsd .LCPI_0(%rip), %xmm3
	vmovsd .LCPI_1(%rip), %xmm4
	vmovsd .LCPI_2(%rip), %xmm5
	vmovsd .LCPI_3(%rip), %xmm7
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	jmp .LBB_9
.LBB_16:
	vmovapd %xmm8, %xmm6
	movq %r10, %r9
.LBB_13:
	incq %rsi
	cmpq %rsi, %rcx
	je .LBB_5
.LBB_9:
	vmovapd %xmm1, %xmm9
	vmovapd %xmm2, %xmm10
	vmovsd (%rdx,%rsi,8), %xmm1
	vmovsd (%r8,%rsi,8), %xmm2
	vmovsd (%rdi,%rsi,8), %xmm8
	vucomisd %xmm1, %xmm2
	jbe .LBB_11
	vucomisd %xmm10, %xmm9
	movl $1, %r10d
	ja .LBB_14
.LBB_11:
	vucomisd %xmm2, %xmm1
	jbe .LBB_13
	movq $-1, %r10
	vucomisd %xmm9, %xmm10
	jbe .LBB_13
.LBB_14:
	cmpq %r9, %r10
	je .LBB_13
	testq %r9, %r9
	je .LBB_16
	vcvtsi2sd %r9, %xmm15, %xmm9
	vsubsd %xmm6, %xmm8, %xmm10
	vmulsd %xmm9, %xmm10, %xmm9
	vdivsd %xmm6, %xmm9, %xmm6
	vaddsd %xmm3, %xmm6, %xmm6
	vmulsd %xmm4, %xmm6, %xmm6
	vaddsd %xmm5, %xmm6, %xmm6
	vmulsd %xmm7, %xmm6, %xmm6
	vaddsd %xmm6, %xmm0, %xmm0
	incq %rax
	jmp .LBB_16
.LBB_3:
	vxorps %xmm0, %xmm0, %xmm0
	xorl %eax, %eax
	retq
.LBB_5:
	testq %r9, %r9
	je .LBB_7
	vcvtsi2sd %r9, %xmm15, %xmm1
	vmovsd -8(%rdi,%rcx,8), %xmm2
	vsubsd %xmm6, %xmm2, %xmm2
	vmulsd %xmm1, %xmm2, %xmm1
	vdivsd %xmm6, %xmm1, %xmm1
	vaddsd .LCPI_0(%rip), %xmm1, %xmm1
	vmulsd .LCPI_1(%rip), %xmm1, %xmm1
	vaddsd .LCPI_2(%rip), %xmm1, %xmm1
	vmulsd .LCPI_3(%rip), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	incq %rax
.LBB_7:
	retq
.LBB_4:
	pushq %rax
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $46, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
