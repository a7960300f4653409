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
	movq %rcx, %r12
	movq %rdx, %rbx
	movq %rsi, %r15
	movq %rdi, 8(%rsp)
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_40
	movl $1, %r9d
	movabsq $9221120237041090560, %rcx
	movq %rax, %rdx
	cmpq $1, %rbx
	je .LBB_8
	movl $1, %esi
	movq %rax, %rdx
	cmpq $17, %rbx
	jb .LBB_21
	leaq -1(%rbx), %rdi
	movq %rdi, %r8
	andq $-16, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
	xorl %r9d, %r9d
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_6:
	vmovupd %ymm0, (%rax,%r9,8)
	vmovupd %ymm0, 32(%rax,%r9,8)
	vmovupd %ymm0, 64(%rax,%r9,8)
	vmovupd %ymm0, 96(%rax,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_6
	movq %rbx, %r9
	cmpq %r8, %rdi
	je .LBB_8
.LBB_21:
	incq %rsi
	movq %rcx, (%rdx)
	addq $8, %rdx
	cmpq %rsi, %rbx
	jne .LBB_21
	movq %rbx, %r9
.LBB_8:
	movq %r9, (%rsp)
	movq %rcx, (%rdx)
	leaq -1(%r12), %rsi
	cmpq %rbx, %rsi
	jb .LBB_10
	jmp .LBB_37
.LBB_1:
	movl $8, %eax
	movq $0, (%rsp)
	leaq -1(%r12), %rsi
	cmpq %rbx, %rsi
	jae .LBB_37
.LBB_10:
	leaq 1(%r12), %rcx
	imulq %r12, %rcx
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movl %r12d, %edx
	andl $7, %edx
	movabsq $1152921504606846968, %rdi
	andq %r12, %rdi
	je .LBB_11
	movq %rdi, %rcx
	orq $1, %rcx
	leaq -8(%rdi), %r9
	shrq $3, %r9
	incq %r9
	movq %r9, %r8
	andq $-2, %r8
	movq %r8, 16(%rsp)
	vcvtsi2sd %rcx, %xmm15, %xmm1
	movq %rdi, %rcx
	orq $2, %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm2
	movq %rdi, %rcx
	orq $3, %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm3
	movq %rdi, %rcx
	orq $4, %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm4
	movq %rdi, %rcx
	orq $5, %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm5
	movq %rdi, %rcx
	orq $6, %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm6
	movq %rdi, %rcx
	orq $7, %rcx
	vcvtsi2sd %rcx, %xmm15, %xmm7
	vmovdqa .LCPI_2(%rip), %xmm8
	vmovdqa .LCPI_3(%rip), %xmm9
	vmovdqa .LCPI_4(%rip), %xmm10
	vmovdqa .LCPI_2(%rip), %xmm11
	vmovdqa .LCPI_3(%rip), %xmm12
	vmovdqa .LCPI_4(%rip), %xmm13
	jmp .LBB_24
.LBB_36:
	vdivsd %xmm0, %xmm14, %xmm14
	vmovsd %xmm14, (%rax,%r11,8)
	cmpq %rbx, %rsi
	je .LBB_37
.LBB_24:
	movq %rsi, %r11
	incq %rsi
	movq %rsi, %rcx
	subq %r12, %rcx
	leaq (%r15,%rcx,8), %rcx
	leaq -8(%rdi), %r8
	vxorpd %xmm14, %xmm14, %xmm14
	testq %r8, %r8
	je .LBB_25
	movq 16(%rsp), %r10
	xorl %ebp, %ebp
	movq %rcx, %r13
.LBB_39:
	leaq 1(%rbp), %r8
	vcvtusi2sd %r8, %xmm31, %xmm15
	vmulsd (%r13), %xmm15, %xmm15
	vpbroadcastq %rbp, %xmm16
	vporq %xmm11, %xmm16, %xmm17
	vcvtuqq2pd %xmm17, %xmm17
	vmulpd 8(%r13), %xmm17, %xmm17
	vaddsd %xmm15, %xmm14, %xmm14
	vaddsd %xmm17, %xmm14, %xmm14
	vshufpd $1, %xmm17, %xmm17, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vporq %xmm12, %xmm16, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 24(%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vporq %xmm13, %xmm16, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 40(%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	leaq 8(%rbp), %r8
	vcvtusi2sd %r8, %xmm31, %xmm15
	vmulsd 56(%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	leaq 9(%rbp), %r14
	vcvtusi2sd %r14, %xmm31, %xmm15
	vmulsd 64(%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vpbroadcastq %r8, %xmm15
	vporq %xmm11, %xmm15, %xmm16
	vcvtuqq2pd %xmm16, %xmm16
	vmulpd 72(%r13), %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vshufpd $1, %xmm16, %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vporq %xmm12, %xmm15, %xmm16
	vcvtuqq2pd %xmm16, %xmm16
	vmulpd 88(%r13), %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vshufpd $1, %xmm16, %xmm16, %xmm16
	vpor %xmm13, %xmm15, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 104(%r13), %xmm15, %xmm15
	vaddsd %xmm16, %xmm14, %xmm14
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	addq $16, %rbp
	vcvtusi2sd %rbp, %xmm31, %xmm16
	vaddsd %xmm15, %xmm14, %xmm14
	vmulsd 120(%r13), %xmm16, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	subq $-128, %r13
	addq $-2, %r10
	jne .LBB_39
	testb $1, %r9b
	jne .LBB_27
	testq %rdx, %rdx
	jne .LBB_29
	jmp .LBB_36
.LBB_25:
	xorl %ebp, %ebp
	movq %rcx, %r13
.LBB_27:
	movq %rbp, %r10
	orq $1, %r10
	vcvtusi2sd %r10, %xmm31, %xmm15
	vmulsd (%r13), %xmm15, %xmm15
	vpbroadcastq %rbp, %xmm16
	vporq %xmm8, %xmm16, %xmm17
	vcvtuqq2pd %xmm17, %xmm17
	vmulpd 8(%r13), %xmm17, %xmm17
	vaddsd %xmm15, %xmm14, %xmm14
	vaddsd %xmm17, %xmm14, %xmm14
	vshufpd $1, %xmm17, %xmm17, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vporq %xmm9, %xmm16, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 24(%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vporq %xmm10, %xmm16, %xmm15
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 40(%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	addq $8, %rbp
	vcvtusi2sd %rbp, %xmm31, %xmm15
	vmulsd 56(%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	testq %rdx, %rdx
	je .LBB_36
.LBB_29:
	vmulsd (%rcx,%rdi,8), %xmm1, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $1, %edx
	je .LBB_36
	vmulsd 8(%rcx,%rdi,8), %xmm2, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $2, %edx
	je .LBB_36
	vmulsd 16(%rcx,%rdi,8), %xmm3, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $3, %edx
	je .LBB_36
	vmulsd 24(%rcx,%rdi,8), %xmm4, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $4, %edx
	je .LBB_36
	vmulsd 32(%rcx,%rdi,8), %xmm5, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $5, %edx
	je .LBB_36
	vmulsd 40(%rcx,%rdi,8), %xmm6, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $6, %edx
	je .LBB_36
	vmulsd 48(%rcx,%rdi,8), %xmm7, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	jmp .LBB_36
.LBB_11:
	leaq (%rax,%r12,8), %rcx
	movq %rbx, %rsi
	subq %r12, %rsi
	movq $-1, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vmovsd .LCPI_5(%rip), %xmm2
	vmovsd .LCPI_6(%rip), %xmm3
	vmovsd .LCPI_7(%rip), %xmm4
	vmovsd .LCPI_8(%rip), %xmm5
	vmovsd .LCPI_9(%rip), %xmm6
	jmp .LBB_12
.LBB_20:
	vdivsd %xmm0, %xmm7, %xmm7
	vmovsd %xmm7, (%rcx,%rdi,8)
	incq %rdi
	cmpq %rdi, %rsi
	je .LBB_37
.LBB_12:
	vxorpd %xmm7, %xmm7, %xmm7
	testq %rdx, %rdx
	je .LBB_20
	vaddsd 8(%r15,%rdi,8), %xmm1, %xmm7
	cmpl $1, %edx
	je .LBB_20
	vmovsd 16(%r15,%rdi,8), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $2, %edx
	je .LBB_20
	vmulsd 24(%r15,%rdi,8), %xmm2, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $3, %edx
	je .LBB_20
	vmulsd 32(%r15,%rdi,8), %xmm3, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $4, %edx
	je .LBB_20
	vmulsd 40(%r15,%rdi,8), %xmm4, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $5, %edx
	je .LBB_20
	vmulsd 48(%r15,%rdi,8), %xmm5, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $6, %edx
	je .LBB_20
	vmulsd 56(%r15,%rdi,8), %xmm6, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	jmp .LBB_20
.LBB_37:
	movq 8(%rsp), %rcx
	movq (%rsp), %rdx
	movq %rdx, (%rcx)
	movq %rax, 8(%rcx)
	movq %rbx, 16(%rcx)
	movq %rcx, %rax
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_40:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
