# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=emeraldrapids
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $24, %rsp
	movq %rcx, %rbx
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	je .LBB_1
	cmpq (%rbx), %rsi
	ja .LBB_4
	xorl %eax, %eax
.LBB_5:
	movq 8(%rbx), %r14
	leaq (%r14,%rax,8), %rcx
	movabsq $9221120237041090560, %r8
	cmpq $1, %rsi
	je .LBB_13
	movl $1, %r9d
	cmpq $17, %rsi
	jb .LBB_10
	leaq -1(%rsi), %r10
	movq %r10, %r11
	andq $-16, %r11
	leaq (%rcx,%r11,8), %rcx
	leaq 1(%r11), %r9
	leaq 96(%r14,%rax,8), %r14
	xorl %r15d, %r15d
	vbroadcastsd .LCPI_1(%rip), %ymm0
.LBB_8:
	vmovupd %ymm0, -96(%r14,%r15,8)
	vmovupd %ymm0, -64(%r14,%r15,8)
	vmovupd %ymm0, -32(%r14,%r15,8)
	vmovupd %ymm0, (%r14,%r15,8)
	addq $16, %r15
	cmpq %r15, %r11
	jne .LBB_8
	cmpq %r11, %r10
	je .LBB_12
.LBB_10:
	movq %rsi, %r10
	subq %r9, %r10
.LBB_11:
	movq %r8, (%rcx)
	addq $8, %rcx
	decq %r10
	jne .LBB_11
.LBB_12:
	leaq -1(%rsi,%rax), %rax
.LBB_13:
	movq %r8, (%rcx)
	incq %rax
	movq %rax, 16(%rbx)
	leaq -1(%rdx), %rcx
	cmpq %rsi, %rcx
	jb .LBB_15
	jmp .LBB_42
.LBB_1:
	xorl %eax, %eax
	movq %rax, 16(%rbx)
	leaq -1(%rdx), %rcx
	cmpq %rsi, %rcx
	jae .LBB_42
.LBB_15:
	leaq 1(%rdx), %r8
	imulq %rdx, %r8
	vcvtusi2sd %r8, %xmm15, %xmm0
	movabsq $1152921504606846968, %r10
	vmulsd .LCPI_0(%rip), %xmm0, %xmm0
	movl %edx, %r8d
	andl $7, %r8d
	movq 8(%rbx), %r9
	andq %rdx, %r10
	je .LBB_16
	movq %r10, %r14
	orq $1, %r14
	leaq -8(%r10), %rbx
	shrq $3, %rbx
	incq %rbx
	movq %rbx, 16(%rsp)
	andq $-2, %rbx
	movq %rbx, 8(%rsp)
	vcvtsi2sd %r14, %xmm15, %xmm1
	movq %r10, %r14
	orq $2, %r14
	vcvtsi2sd %r14, %xmm15, %xmm2
	movq %r10, %r14
	orq $3, %r14
	vcvtsi2sd %r14, %xmm15, %xmm3
	movq %r10, %r14
	orq $4, %r14
	vcvtsi2sd %r14, %xmm15, %xmm4
	movq %r10, %r14
	orq $5, %r14
	vcvtsi2sd %r14, %xmm15, %xmm5
	movq %r10, %r14
	orq $6, %r14
	vcvtsi2sd %r14, %xmm15, %xmm6
	movq %r10, %r14
	orq $7, %r14
	vcvtsi2sd %r14, %xmm15, %xmm7
	vmovdqa .LCPI_2(%rip), %xmm8
	vmovdqa .LCPI_3(%rip), %xmm9
	vmovdqa .LCPI_4(%rip), %xmm10
	vmovdqa .LCPI_2(%rip), %xmm11
	vmovdqa .LCPI_3(%rip), %xmm12
	vmovdqa .LCPI_4(%rip), %xmm13
.LBB_28:
	leaq 1(%rcx), %r15
	movq %r15, %r14
	subq %rdx, %r14
	leaq (%rdi,%r14,8), %r12
	leaq -8(%r10), %r11
	vxorpd %xmm14, %xmm14, %xmm14
	testq %r11, %r11
	je .LBB_29
	movq 8(%rsp), %r14
	xorl %r13d, %r13d
	movq %r12, %rbp
.LBB_44:
	leaq 1(%r13), %r11
	vcvtusi2sd %r11, %xmm31, %xmm15
	vmulsd (%rbp), %xmm15, %xmm15
	vpbroadcastq %r13, %xmm16
	vporq %xmm11, %xmm16, %xmm17
	vcvtuqq2pd %xmm17, %xmm17
	vmulpd 8(%rbp), %xmm17, %xmm17
	vaddsd %xmm15, %xmm14, %xmm14
	vaddsd %xmm17, %xmm14, %xmm14
	vshufpd $1, %xmm17, %xmm17, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vporq %xmm12, %xmm16, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 24(%rbp), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vporq %xmm13, %xmm16, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 40(%rbp), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	leaq 8(%r13), %r11
	vcvtusi2sd %r11, %xmm31, %xmm15
	vmulsd 56(%rbp), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	leaq 9(%r13), %rbx
	vcvtusi2sd %rbx, %xmm31, %xmm15
	vmulsd 64(%rbp), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vpbroadcastq %r11, %xmm15
	vporq %xmm11, %xmm15, %xmm16
	vcvtuqq2pd %xmm16, %xmm16
	vmulpd 72(%rbp), %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vshufpd $1, %xmm16, %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vporq %xmm12, %xmm15, %xmm16
	vcvtuqq2pd %xmm16, %xmm16
	vmulpd 88(%rbp), %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vshufpd $1, %xmm16, %xmm16, %xmm16
	vpor %xmm13, %xmm15, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 104(%rbp), %xmm15, %xmm15
	vaddsd %xmm16, %xmm14, %xmm14
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	addq $16, %r13
	vcvtusi2sd %r13, %xmm31, %xmm16
	vaddsd %xmm15, %xmm14, %xmm14
	vmulsd 120(%rbp), %xmm16, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	subq $-128, %rbp
	addq $-2, %r14
	jne .LBB_44
	testb $1, 16(%rsp)
	jne .LBB_31
	testq %r8, %r8
	jne .LBB_33
	jmp .LBB_40
.LBB_29:
	xorl %r13d, %r13d
	movq %r12, %rbp
.LBB_31:
	movq %r13, %r14
	orq $1, %r14
	vcvtusi2sd %r14, %xmm31, %xmm15
	vmulsd (%rbp), %xmm15, %xmm15
	vpbroadcastq %r13, %xmm16
	vporq %xmm8, %xmm16, %xmm17
	vcvtuqq2pd %xmm17, %xmm17
	vmulpd 8(%rbp), %xmm17, %xmm17
	vaddsd %xmm15, %xmm14, %xmm14
	vaddsd %xmm17, %xmm14, %xmm14
	vshufpd $1, %xmm17, %xmm17, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vporq %xmm9, %xmm16, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 24(%rbp), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vporq %xmm10, %xmm16, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 40(%rbp), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	addq $8, %r13
	vcvtusi2sd %r13, %xmm31, %xmm15
	vmulsd 56(%rbp), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	testq %r8, %r8
	je .LBB_40
.LBB_33:
	vmulsd (%r12,%r10,8), %xmm1, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $1, %r8d
	je .LBB_40
	vmulsd 8(%r12,%r10,8), %xmm2, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $2, %r8d
	je .LBB_40
	vmulsd 16(%r12,%r10,8), %xmm3, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $3, %r8d
	je .LBB_40
	vmulsd 24(%r12,%r10,8), %xmm4, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $4, %r8d
	je .LBB_40
	vmulsd 32(%r12,%r10,8), %xmm5, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $5, %r8d
	je .LBB_40
	vmulsd 40(%r12,%r10,8), %xmm6, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $6, %r8d
	je .LBB_40
	vmulsd 48(%r12,%r10,8), %xmm7, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
.LBB_40:
	cmpq %rax, %rcx
	jae .LBB_45
	vdivsd %xmm0, %xmm14, %xmm14
	vmovsd %xmm14, (%r9,%rcx,8)
	movq %r15, %rcx
	cmpq %rsi, %r15
	jne .LBB_28
	jmp .LBB_42
.LBB_16:
	addq $48, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vmovsd .LCPI_5(%rip), %xmm2
	vmovsd .LCPI_6(%rip), %xmm3
	vmovsd .LCPI_7(%rip), %xmm4
	vmovsd .LCPI_8(%rip), %xmm5
	vmovsd .LCPI_9(%rip), %xmm6
.LBB_17:
	vxorpd %xmm7, %xmm7, %xmm7
	testq %r8, %r8
	je .LBB_25
	vaddsd -48(%rdi), %xmm1, %xmm7
	cmpl $1, %r8d
	je .LBB_25
	vmovsd -40(%rdi), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $2, %r8d
	je .LBB_25
	vmulsd -32(%rdi), %xmm2, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $3, %r8d
	je .LBB_25
	vmulsd -24(%rdi), %xmm3, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $4, %r8d
	je .LBB_25
	vmulsd -16(%rdi), %xmm4, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $5, %r8d
	je .LBB_25
	vmulsd -8(%rdi), %xmm5, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $6, %r8d
	je .LBB_25
	vmulsd (%rdi), %xmm6, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
.LBB_25:
	cmpq %rax, %rcx
	jae .LBB_45
	vdivsd %xmm0, %xmm7, %xmm7
	vmovsd %xmm7, (%r9,%rcx,8)
	incq %rcx
	addq $8, %rdi
	cmpq %rcx, %rsi
	jne .LBB_17
.LBB_42:
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_4:
	movl $8, %ecx
	movq %rdi, %r15
	movq %rbx, %rdi
	movq %rsi, %r14
	xorl %esi, %esi
	movq %rdx, %r12
	movq %r14, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq %r12, %rdx
	movq %r15, %rdi
	movq %r14, %rsi
	movq 16(%rbx), %rax
	jmp .LBB_5
.LBB_45:
	leaq .Lanon.0(%rip), %rdx
	movq %rcx, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
