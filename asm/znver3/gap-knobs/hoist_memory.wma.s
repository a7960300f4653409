# gap_knobs::hoist_memory::wma — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::wma:
	pushq %rbx
	cmpq %r8, %rsi
	ja .LBB_24
	leaq -1(%rdx), %rax
	cmpq %rax, %rsi
	movq %rax, %r8
	cmovbq %rsi, %r8
	testq %r8, %r8
	je .LBB_15
	leaq (,%r8,8), %r11
	movq %rcx, %rbx
	addq $-8, %r11
	cmpq $24, %r11
	jb .LBB_13
	movq %r11, %r9
	shrq $3, %r9
	movabsq $4611686018427387888, %r10
	incq %r9
	cmpq $120, %r11
	jae .LBB_8
	xorl %r11d, %r11d
	jmp .LBB_5
.LBB_8:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	movq %r9, %r11
	andq %r10, %r11
	xorl %ebx, %ebx
.LBB_9:
	vmovupd %ymm0, (%rcx,%rbx,8)
	vmovupd %ymm0, 32(%rcx,%rbx,8)
	vmovupd %ymm0, 64(%rcx,%rbx,8)
	vmovupd %ymm0, 96(%rcx,%rbx,8)
	addq $16, %rbx
	cmpq %rbx, %r11
	jne .LBB_9
	cmpq %r11, %r9
	je .LBB_15
	testb $12, %r9b
	je .LBB_12
.LBB_5:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $12, %r10
	andq %r9, %r10
	leaq (%rcx,%r10,8), %rbx
.LBB_6:
	vmovupd %ymm0, (%rcx,%r11,8)
	addq $4, %r11
	cmpq %r11, %r10
	jne .LBB_6
	cmpq %r10, %r9
	je .LBB_15
.LBB_13:
	leaq (%rcx,%r8,8), %r8
	movabsq $9221120237041090560, %r9
.LBB_14:
	movq %r9, (%rbx)
	addq $8, %rbx
	cmpq %r8, %rbx
	jne .LBB_14
.LBB_15:
	cmpq %rsi, %rax
	jae .LBB_23
	leaq 1(%rdx), %r8
	leaq 56(%rdi), %r9
	movq %rax, %r10
	imulq %rdx, %r8
	vmovq %r8, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	movl %edx, %r8d
	andl $7, %r8d
	andq $-8, %rdx
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	jmp .LBB_17
.LBB_22:
	vdivsd %xmm0, %xmm1, %xmm1
	addq $8, %r9
	addq $8, %rdi
	vmovsd %xmm1, (%rcx,%r10,8)
	incq %r10
	cmpq %rsi, %r10
	je .LBB_23
.LBB_17:
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r11d, %r11d
	cmpq $7, %rax
	jb .LBB_20
.LBB_18:
	movq %r11, %rbx
	incq %r11
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmulsd -56(%r9,%rbx,8), %xmm2, %xmm2
	leaq 2(%rbx), %r11
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmulsd -48(%r9,%rbx,8), %xmm2, %xmm2
	leaq 3(%rbx), %r11
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmulsd -40(%r9,%rbx,8), %xmm2, %xmm2
	leaq 4(%rbx), %r11
	vcvtsi2sd %r11, %xmm15, %xmm3
	leaq 5(%rbx), %r11
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -32(%r9,%rbx,8), %xmm3, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmulsd -24(%r9,%rbx,8), %xmm2, %xmm2
	leaq 6(%rbx), %r11
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmulsd -16(%r9,%rbx,8), %xmm2, %xmm2
	leaq 7(%rbx), %r11
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmulsd -8(%r9,%rbx,8), %xmm2, %xmm2
	leaq 8(%rbx), %r11
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmulsd (%r9,%rbx,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r11, %rdx
	jne .LBB_18
	testq %r8, %r8
	je .LBB_22
.LBB_20:
	incq %r11
	movq %r8, %rbx
.LBB_21:
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmulsd -8(%rdi,%r11,8), %xmm2, %xmm2
	incq %r11
	decq %rbx
	vaddsd %xmm2, %xmm1, %xmm1
	jne .LBB_21
	jmp .LBB_22
.LBB_23:
	popq %rbx
	vzeroupper
	retq
.LBB_12:
	leaq (%rcx,%r11,8), %rbx
	jmp .LBB_13
.LBB_24:
	leaq .Lanon.0(%rip), %rcx
	xorl %edi, %edi
	movq %r8, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
