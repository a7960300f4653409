# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=znver4
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
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
	je .LBB_60
	movl $1, %r9d
	movabsq $9221120237041090560, %rcx
	movq %rax, %rdx
	cmpq $1, %rbx
	je .LBB_8
	movl $1, %esi
	movq %rax, %rdx
	cmpq $33, %rbx
	jb .LBB_33
	vbroadcastsd .LCPI_0(%rip), %zmm0
	leaq -1(%rbx), %rdi
	xorl %r9d, %r9d
	movq %rdi, %r8
	andq $-32, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
.LBB_6:
	vmovupd %zmm0, (%rax,%r9,8)
	vmovupd %zmm0, 64(%rax,%r9,8)
	vmovupd %zmm0, 128(%rax,%r9,8)
	vmovupd %zmm0, 192(%rax,%r9,8)
	addq $32, %r9
	cmpq %r9, %r8
	jne .LBB_6
	movq %rbx, %r9
	cmpq %r8, %rdi
	je .LBB_8
.LBB_33:
	movq %rcx, (%rdx)
	incq %rsi
	addq $8, %rdx
	cmpq %rsi, %rbx
	jne .LBB_33
	movq %rbx, %r9
.LBB_8:
	movq %r9, (%rsp)
	movq %rcx, (%rdx)
	leaq -1(%r12), %rsi
	cmpq %rbx, %rsi
	jb .LBB_10
	jmp .LBB_43
.LBB_1:
	movl $8, %eax
	movq $0, (%rsp)
	leaq -1(%r12), %rsi
	cmpq %rbx, %rsi
	jae .LBB_43
.LBB_10:
	leaq 1(%r12), %rcx
	movabsq $1152921504606846968, %rdi
	movl %r12d, %edx
	andl $7, %edx
	imulq %r12, %rcx
	andq %r12, %rdi
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	je .LBB_11
	leaq -8(%rdi), %r9
	vpmovsxbq .LCPI_10(%rip), %xmm8
	vpmovsxbq .LCPI_11(%rip), %xmm9
	vpmovsxbq .LCPI_12(%rip), %xmm10
	vpmovsxbq .LCPI_10(%rip), %xmm11
	vpmovsxbq .LCPI_11(%rip), %xmm12
	vpmovsxbq .LCPI_12(%rip), %xmm13
	movq %rdi, %r10
	orq $2, %r10
	movq %rdi, %rcx
	orq $1, %rcx
	shrq $3, %r9
	vcvtsi2sd %r10, %xmm15, %xmm2
	movq %rdi, %r10
	orq $4, %r10
	vcvtsi2sd %rcx, %xmm15, %xmm1
	incq %r9
	vcvtsi2sd %r10, %xmm15, %xmm4
	movq %rdi, %r10
	orq $6, %r10
	movq %r9, %r8
	andq $-2, %r8
	vcvtsi2sd %r10, %xmm15, %xmm6
	movq %r8, 16(%rsp)
	movq %rdi, %r8
	orq $3, %r8
	vcvtsi2sd %r8, %xmm15, %xmm3
	movq %rdi, %r8
	orq $5, %r8
	vcvtsi2sd %r8, %xmm15, %xmm5
	movq %rdi, %r8
	orq $7, %r8
	vcvtsi2sd %r8, %xmm15, %xmm7
	jmp .LBB_45
.LBB_57:
	vdivsd %xmm0, %xmm14, %xmm14
	vmovsd %xmm14, (%rax,%r11,8)
	cmpq %rbx, %rsi
	je .LBB_43
.LBB_45:
	movq %rsi, %r11
	incq %rsi
	leaq -8(%rdi), %r8
	vxorpd %xmm14, %xmm14, %xmm14
	movq %rsi, %rcx
	subq %r12, %rcx
	leaq (%r15,%rcx,8), %rcx
	testq %r8, %r8
	je .LBB_46
	movq 16(%rsp), %r10
	xorl %ebp, %ebp
	movq %rcx, %r13
.LBB_59:
	leaq 1(%rbp), %r8
	leaq 9(%rbp), %r14
	vcvtusi2sd %r8, %xmm31, %xmm15
	vmulsd (%r13), %xmm15, %xmm15
	leaq 8(%rbp), %r8
	vaddsd %xmm15, %xmm14, %xmm14
	vpbroadcastq %rbp, %xmm15
	addq $16, %rbp
	vporq %xmm11, %xmm15, %xmm16
	vcvtuqq2pd %xmm16, %xmm16
	vmulpd 8(%r13), %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vshufpd $1, %xmm16, %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vporq %xmm12, %xmm15, %xmm16
	vpor %xmm13, %xmm15, %xmm15
	vcvtuqq2pd %xmm16, %xmm16
	vmulpd 24(%r13), %xmm16, %xmm16
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 40(%r13), %xmm15, %xmm15
	vaddsd %xmm16, %xmm14, %xmm14
	vshufpd $1, %xmm16, %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vcvtusi2sd %r8, %xmm31, %xmm15
	vmulsd 56(%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
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
	vpor %xmm13, %xmm15, %xmm15
	vcvtuqq2pd %xmm16, %xmm16
	vmulpd 88(%r13), %xmm16, %xmm16
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 104(%r13), %xmm15, %xmm15
	vaddsd %xmm16, %xmm14, %xmm14
	vshufpd $1, %xmm16, %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vcvtusi2sd %rbp, %xmm31, %xmm15
	vmulsd 120(%r13), %xmm15, %xmm15
	subq $-128, %r13
	addq $-2, %r10
	vaddsd %xmm15, %xmm14, %xmm14
	jne .LBB_59
	testb $1, %r9b
	jne .LBB_48
	testq %rdx, %rdx
	jne .LBB_50
	jmp .LBB_57
.LBB_46:
	xorl %ebp, %ebp
	movq %rcx, %r13
.LBB_48:
	movq %rbp, %r10
	orq $1, %r10
	vcvtusi2sd %r10, %xmm31, %xmm15
	vmulsd (%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vpbroadcastq %rbp, %xmm15
	addq $8, %rbp
	vporq %xmm8, %xmm15, %xmm16
	vcvtuqq2pd %xmm16, %xmm16
	vmulpd 8(%r13), %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vshufpd $1, %xmm16, %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vporq %xmm9, %xmm15, %xmm16
	vpor %xmm10, %xmm15, %xmm15
	vcvtuqq2pd %xmm16, %xmm16
	vmulpd 24(%r13), %xmm16, %xmm16
	vcvtuqq2pd %xmm15, %xmm15
	vmulpd 40(%r13), %xmm15, %xmm15
	vaddsd %xmm16, %xmm14, %xmm14
	vshufpd $1, %xmm16, %xmm16, %xmm16
	vaddsd %xmm16, %xmm14, %xmm14
	vaddsd %xmm15, %xmm14, %xmm14
	vshufpd $1, %xmm15, %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	vcvtusi2sd %rbp, %xmm31, %xmm15
	vmulsd 56(%r13), %xmm15, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	testq %rdx, %rdx
	je .LBB_57
.LBB_50:
	vmulsd (%rcx,%rdi,8), %xmm1, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $1, %edx
	je .LBB_57
	vmulsd 8(%rcx,%rdi,8), %xmm2, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $2, %edx
	je .LBB_57
	vmulsd 16(%rcx,%rdi,8), %xmm3, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $3, %edx
	je .LBB_57
	vmulsd 24(%rcx,%rdi,8), %xmm4, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $4, %edx
	je .LBB_57
	vmulsd 32(%rcx,%rdi,8), %xmm5, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $5, %edx
	je .LBB_57
	vmulsd 40(%rcx,%rdi,8), %xmm6, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	cmpl $6, %edx
	je .LBB_57
	vmulsd 48(%rcx,%rdi,8), %xmm7, %xmm15
	vaddsd %xmm15, %xmm14, %xmm14
	jmp .LBB_57
.LBB_11:
	leal (%rbx,%r12), %ecx
	testb $1, %cl
	jne .LBB_21
	vxorpd %xmm1, %xmm1, %xmm1
	testq %rdx, %rdx
	je .LBB_20
	vaddsd (%r15), %xmm1, %xmm1
	cmpl $1, %edx
	je .LBB_20
	vmovsd 8(%r15), %xmm2
	vaddsd %xmm2, %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpl $2, %edx
	je .LBB_20
	vmovsd 16(%r15), %xmm2
	vmulsd .LCPI_5(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpl $3, %edx
	je .LBB_20
	vmovsd 24(%r15), %xmm2
	vmulsd .LCPI_6(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpl $4, %edx
	je .LBB_20
	vmovsd 32(%r15), %xmm2
	vmulsd .LCPI_7(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpl $5, %edx
	je .LBB_20
	vmovsd 40(%r15), %xmm2
	vmulsd .LCPI_8(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpl $6, %edx
	je .LBB_20
	vmovsd 48(%r15), %xmm2
	vmulsd .LCPI_9(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
.LBB_20:
	vdivsd %xmm0, %xmm1, %xmm1
	movq %r12, %rsi
	vmovsd %xmm1, -8(%rax,%r12,8)
.LBB_21:
	cmpq %r12, %rbx
	jne .LBB_22
.LBB_43:
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
.LBB_22:
	vmovsd .LCPI_5(%rip), %xmm2
	vmovsd .LCPI_6(%rip), %xmm3
	vmovsd .LCPI_7(%rip), %xmm4
	vmovsd .LCPI_8(%rip), %xmm5
	vmovsd .LCPI_9(%rip), %xmm6
	shlq $3, %r12
	vxorpd %xmm1, %xmm1, %xmm1
	subq %r12, %r15
	addq $64, %r15
	jmp .LBB_23
.LBB_32:
	vxorpd %xmm7, %xmm7, %xmm7
.LBB_42:
	vdivsd %xmm0, %xmm7, %xmm7
	vmovsd %xmm7, 8(%rax,%rsi,8)
	addq $2, %rsi
	cmpq %rsi, %rbx
	je .LBB_43
.LBB_23:
	vxorpd %xmm7, %xmm7, %xmm7
	testq %rdx, %rdx
	je .LBB_31
	vaddsd -56(%r15,%rsi,8), %xmm1, %xmm7
	cmpl $1, %edx
	je .LBB_31
	vmovsd -48(%r15,%rsi,8), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $2, %edx
	je .LBB_31
	vmulsd -40(%r15,%rsi,8), %xmm2, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $3, %edx
	je .LBB_31
	vmulsd -32(%r15,%rsi,8), %xmm3, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $4, %edx
	je .LBB_31
	vmulsd -24(%r15,%rsi,8), %xmm4, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $5, %edx
	je .LBB_31
	vmulsd -16(%r15,%rsi,8), %xmm5, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $6, %edx
	je .LBB_31
	vmulsd -8(%r15,%rsi,8), %xmm6, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
.LBB_31:
	vdivsd %xmm0, %xmm7, %xmm7
	vmovsd %xmm7, (%rax,%rsi,8)
	testq %rdx, %rdx
	je .LBB_32
	vaddsd -48(%r15,%rsi,8), %xmm1, %xmm7
	cmpl $1, %edx
	je .LBB_42
	vmovsd -40(%r15,%rsi,8), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $2, %edx
	je .LBB_42
	vmulsd -32(%r15,%rsi,8), %xmm2, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $3, %edx
	je .LBB_42
	vmulsd -24(%r15,%rsi,8), %xmm3, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $4, %edx
	je .LBB_42
	vmulsd -16(%r15,%rsi,8), %xmm4, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $5, %edx
	je .LBB_42
	vmulsd -8(%r15,%rsi,8), %xmm5, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $6, %edx
	je .LBB_42
	vmulsd (%r15,%rsi,8), %xmm6, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	jmp .LBB_42
.LBB_60:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
