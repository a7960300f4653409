# gap_knobs::memory::wma — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::memory::wma:
	pushq %rbx
	cmpq %r8, %rsi
	ja .LBB_23
	leaq -1(%rdx), %r8
	cmpq %r8, %rsi
	movq %r8, %rax
	cmovbq %rsi, %rax
	testq %rax, %rax
	je .LBB_15
	leaq (,%rax,8), %r11
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
	leaq (%rcx,%rax,8), %rax
	movabsq $9221120237041090560, %r9
.LBB_14:
	movq %r9, (%rbx)
	addq $8, %rbx
	cmpq %rax, %rbx
	jne .LBB_14
.LBB_15:
	cmpq %rsi, %r8
	jae .LBB_21
	leaq 1(%rdx), %rax
	xorl %r9d, %r9d
	movq %rsi, %r10
	imulq %rdx, %rax
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
.LBB_17:
	leaq 1(%r8), %r11
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %eax, %eax
.LBB_18:
	cmpq %rax, %r10
	je .LBB_22
	leaq 1(%rax), %rbx
	vcvtsi2sd %rbx, %xmm15, %xmm2
	vmulsd (%rdi,%rax,8), %xmm2, %xmm2
	movq %rbx, %rax
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %rbx, %rdx
	jne .LBB_18
	vdivsd %xmm0, %xmm1, %xmm1
	decq %r10
	decq %r9
	addq $8, %rdi
	vmovsd %xmm1, (%rcx,%r8,8)
	movq %r11, %r8
	cmpq %rsi, %r11
	jne .LBB_17
.LBB_21:
	popq %rbx
	vzeroupper
	retq
.LBB_12:
	leaq (%rcx,%r11,8), %rbx
	jmp .LBB_13
.LBB_23:
	leaq .Lanon.0(%rip), %rcx
	xorl %edi, %edi
	movq %r8, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_22:
	subq %r9, %rax
	leaq .Lanon.1(%rip), %rdx
	movq %rax, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
