# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $72, %rsp
	movq %rcx, %r12
	movq %rdx, %rbx
	movq %rsi, %r15
	movq %rdi, 56(%rsp)
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
	cmpq $17, %rbx
	jb .LBB_33
	vbroadcastsd .LCPI_0(%rip), %ymm0
	leaq -1(%rbx), %rdi
	xorl %r9d, %r9d
	movq %rdi, %r8
	andq $-16, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
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
.LBB_33:
	movq %rcx, (%rdx)
	incq %rsi
	addq $8, %rdx
	cmpq %rsi, %rbx
	jne .LBB_33
	movq %rbx, %r9
.LBB_8:
	movq %r9, 8(%rsp)
	movq %rcx, (%rdx)
	leaq -1(%r12), %rsi
	cmpq %rbx, %rsi
	jb .LBB_10
	jmp .LBB_43
.LBB_1:
	movl $8, %eax
	movq $0, 8(%rsp)
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
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	je .LBB_11
	movq %rdi, %r8
	orq $2, %r8
	movq %rdi, %rcx
	orq $1, %rcx
	vmovq .LCPI_1(%rip), %xmm8
	vmovapd .LCPI_2(%rip), %xmm9
	vpbroadcastq .LCPI_15(%rip), %xmm12
	vpmovsxbq .LCPI_16(%rip), %xmm7
	vpmovsxbq .LCPI_17(%rip), %xmm6
	vmovddup .LCPI_18(%rip), %xmm5
	vpbroadcastq .LCPI_19(%rip), %xmm4
	vpmovsxbq .LCPI_20(%rip), %xmm3
	leaq -8(%rdi), %r9
	vpxor %xmm11, %xmm11, %xmm11
	vcvtsi2sd %r8, %xmm15, %xmm2
	vcvtsi2sd %rcx, %xmm15, %xmm1
	movq %rdi, %rcx
	orq $3, %rcx
	shrq $3, %r9
	incq %r9
	movq %r9, %r14
	andq $-2, %r14
	vmovsd %xmm2, 64(%rsp)
	vcvtsi2sd %rcx, %xmm15, %xmm2
	movq %rdi, %rcx
	orq $4, %rcx
	vmovsd %xmm2, 48(%rsp)
	vcvtsi2sd %rcx, %xmm15, %xmm2
	movq %rdi, %rcx
	orq $5, %rcx
	vmovsd %xmm2, 40(%rsp)
	vcvtsi2sd %rcx, %xmm15, %xmm2
	movq %rdi, %rcx
	orq $6, %rcx
	vmovsd %xmm2, 32(%rsp)
	vcvtsi2sd %rcx, %xmm15, %xmm2
	movq %rdi, %rcx
	orq $7, %rcx
	vmovsd %xmm2, 24(%rsp)
	vcvtsi2sd %rcx, %xmm15, %xmm2
	vmovsd %xmm2, 16(%rsp)
	vpmovsxbq .LCPI_16(%rip), %xmm2
	jmp .LBB_45
.LBB_57:
	vdivsd %xmm0, %xmm10, %xmm10
	vmovsd %xmm10, (%rax,%r11,8)
	cmpq %rbx, %rsi
	je .LBB_43
.LBB_45:
	movq %rsi, %r11
	incq %rsi
	vxorpd %xmm10, %xmm10, %xmm10
	movq %rsi, %rcx
	subq %r12, %rcx
	leaq (%r15,%rcx,8), %r13
	leaq -8(%rdi), %rcx
	testq %rcx, %rcx
	je .LBB_46
	movq %r14, %r10
	xorl %ecx, %ecx
	movq %r13, %rbp
.LBB_59:
	leaq 1(%rcx), %r8
	vmovq %r8, %xmm13
	leaq 8(%rcx), %r8
	vpunpckldq %xmm8, %xmm13, %xmm13
	vsubpd %xmm9, %xmm13, %xmm13
	vshufpd $1, %xmm13, %xmm13, %xmm14
	vaddsd %xmm13, %xmm14, %xmm13
	vmulsd (%rbp), %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	vmovq %rcx, %xmm13
	vpbroadcastq %xmm13, %xmm13
	vpsrlq $32, %xmm13, %xmm15
	vpor %xmm6, %xmm13, %xmm14
	vpor %xmm4, %xmm15, %xmm15
	vpblendd $10, %xmm11, %xmm14, %xmm14
	vsubpd %xmm5, %xmm15, %xmm15
	vpor %xmm12, %xmm14, %xmm14
	vaddpd %xmm15, %xmm14, %xmm14
	vmulpd 8(%rbp), %xmm14, %xmm14
	vaddsd %xmm14, %xmm10, %xmm10
	vshufpd $1, %xmm14, %xmm14, %xmm14
	vaddsd %xmm14, %xmm10, %xmm10
	vpor %xmm3, %xmm13, %xmm14
	vpor %xmm2, %xmm13, %xmm13
	vpblendd $10, %xmm11, %xmm14, %xmm14
	vpblendd $10, %xmm11, %xmm13, %xmm13
	vpor %xmm12, %xmm14, %xmm14
	vpor %xmm12, %xmm13, %xmm13
	vaddpd %xmm15, %xmm14, %xmm14
	vmulpd 24(%rbp), %xmm14, %xmm14
	vaddpd %xmm15, %xmm13, %xmm13
	vmulpd 40(%rbp), %xmm13, %xmm13
	vaddsd %xmm14, %xmm10, %xmm10
	vshufpd $1, %xmm14, %xmm14, %xmm14
	vaddsd %xmm14, %xmm10, %xmm10
	vaddsd %xmm13, %xmm10, %xmm10
	vshufpd $1, %xmm13, %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm13
	vmovq %r8, %xmm10
	leaq 9(%rcx), %r8
	addq $16, %rcx
	vpbroadcastq %xmm10, %xmm10
	vpunpckldq %xmm8, %xmm10, %xmm14
	vsubpd %xmm9, %xmm14, %xmm14
	vshufpd $1, %xmm14, %xmm14, %xmm15
	vaddsd %xmm14, %xmm15, %xmm14
	vmulsd 56(%rbp), %xmm14, %xmm14
	vaddsd %xmm14, %xmm13, %xmm13
	vmovq %r8, %xmm14
	vpunpckldq %xmm8, %xmm14, %xmm14
	vsubpd %xmm9, %xmm14, %xmm14
	vshufpd $1, %xmm14, %xmm14, %xmm15
	vaddsd %xmm14, %xmm15, %xmm14
	vmulsd 64(%rbp), %xmm14, %xmm14
	vpsrlq $32, %xmm10, %xmm15
	vpor %xmm4, %xmm15, %xmm15
	vsubpd %xmm5, %xmm15, %xmm15
	vaddsd %xmm14, %xmm13, %xmm13
	vpor %xmm6, %xmm10, %xmm14
	vpblendd $10, %xmm11, %xmm14, %xmm14
	vpor %xmm12, %xmm14, %xmm14
	vaddpd %xmm15, %xmm14, %xmm14
	vmulpd 72(%rbp), %xmm14, %xmm14
	vaddsd %xmm14, %xmm13, %xmm13
	vshufpd $1, %xmm14, %xmm14, %xmm14
	vaddsd %xmm14, %xmm13, %xmm13
	vpor %xmm3, %xmm10, %xmm14
	vpor %xmm2, %xmm10, %xmm10
	vpblendd $10, %xmm11, %xmm14, %xmm14
	vpblendd $10, %xmm11, %xmm10, %xmm10
	vpor %xmm12, %xmm14, %xmm14
	vpor %xmm12, %xmm10, %xmm10
	vaddpd %xmm15, %xmm14, %xmm14
	vmulpd 88(%rbp), %xmm14, %xmm14
	vaddpd %xmm15, %xmm10, %xmm10
	vmulpd 104(%rbp), %xmm10, %xmm10
	vaddsd %xmm14, %xmm13, %xmm13
	vshufpd $1, %xmm14, %xmm14, %xmm14
	vaddsd %xmm14, %xmm13, %xmm13
	vaddsd %xmm10, %xmm13, %xmm13
	vshufpd $1, %xmm10, %xmm10, %xmm10
	vaddsd %xmm10, %xmm13, %xmm10
	vmovq %rcx, %xmm13
	vpunpckldq %xmm8, %xmm13, %xmm13
	vsubpd %xmm9, %xmm13, %xmm13
	vshufpd $1, %xmm13, %xmm13, %xmm14
	vaddsd %xmm13, %xmm14, %xmm13
	vmulsd 120(%rbp), %xmm13, %xmm13
	subq $-128, %rbp
	addq $-2, %r10
	vaddsd %xmm13, %xmm10, %xmm10
	jne .LBB_59
	testb $1, %r9b
	jne .LBB_48
	testq %rdx, %rdx
	jne .LBB_50
	jmp .LBB_57
.LBB_46:
	xorl %ecx, %ecx
	movq %r13, %rbp
.LBB_48:
	movq %rcx, %r10
	orq $1, %r10
	vmovq %r10, %xmm13
	vpunpckldq %xmm8, %xmm13, %xmm13
	vsubpd %xmm9, %xmm13, %xmm13
	vshufpd $1, %xmm13, %xmm13, %xmm14
	vaddsd %xmm13, %xmm14, %xmm13
	vmulsd (%rbp), %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	vmovq %rcx, %xmm13
	addq $8, %rcx
	vpbroadcastq %xmm13, %xmm13
	vpor .LCPI_4(%rip), %xmm13, %xmm14
	vpsrlq $32, %xmm13, %xmm15
	vpor .LCPI_7(%rip), %xmm15, %xmm15
	vsubpd .LCPI_6(%rip), %xmm15, %xmm15
	vpblendd $10, %xmm11, %xmm14, %xmm14
	vpor %xmm12, %xmm14, %xmm14
	vaddpd %xmm15, %xmm14, %xmm14
	vmulpd 8(%rbp), %xmm14, %xmm14
	vaddsd %xmm14, %xmm10, %xmm10
	vshufpd $1, %xmm14, %xmm14, %xmm14
	vaddsd %xmm14, %xmm10, %xmm10
	vpor .LCPI_8(%rip), %xmm13, %xmm14
	vpor %xmm7, %xmm13, %xmm13
	vpblendd $10, %xmm11, %xmm13, %xmm13
	vpor %xmm12, %xmm13, %xmm13
	vaddpd %xmm15, %xmm13, %xmm13
	vmulpd 40(%rbp), %xmm13, %xmm13
	vpblendd $10, %xmm11, %xmm14, %xmm14
	vpor %xmm12, %xmm14, %xmm14
	vaddpd %xmm15, %xmm14, %xmm14
	vmulpd 24(%rbp), %xmm14, %xmm14
	vaddsd %xmm14, %xmm10, %xmm10
	vshufpd $1, %xmm14, %xmm14, %xmm14
	vaddsd %xmm14, %xmm10, %xmm10
	vaddsd %xmm13, %xmm10, %xmm10
	vshufpd $1, %xmm13, %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	vmovq %rcx, %xmm13
	vpunpckldq %xmm8, %xmm13, %xmm13
	vsubpd %xmm9, %xmm13, %xmm13
	vshufpd $1, %xmm13, %xmm13, %xmm14
	vaddsd %xmm13, %xmm14, %xmm13
	vmulsd 56(%rbp), %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	testq %rdx, %rdx
	je .LBB_57
.LBB_50:
	vmulsd (%r13,%rdi,8), %xmm1, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	cmpl $1, %edx
	je .LBB_57
	vmovsd 64(%rsp), %xmm13
	vmulsd 8(%r13,%rdi,8), %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	cmpl $2, %edx
	je .LBB_57
	vmovsd 48(%rsp), %xmm13
	vmulsd 16(%r13,%rdi,8), %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	cmpl $3, %edx
	je .LBB_57
	vmovsd 40(%rsp), %xmm13
	vmulsd 24(%r13,%rdi,8), %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	cmpl $4, %edx
	je .LBB_57
	vmovsd 32(%rsp), %xmm13
	vmulsd 32(%r13,%rdi,8), %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	cmpl $5, %edx
	je .LBB_57
	vmovsd 24(%rsp), %xmm13
	vmulsd 40(%r13,%rdi,8), %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
	cmpl $6, %edx
	je .LBB_57
	vmovsd 16(%rsp), %xmm13
	vmulsd 48(%r13,%rdi,8), %xmm13, %xmm13
	vaddsd %xmm13, %xmm10, %xmm10
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
	vmulsd .LCPI_10(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpl $3, %edx
	je .LBB_20
	vmovsd 24(%r15), %xmm2
	vmulsd .LCPI_11(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpl $4, %edx
	je .LBB_20
	vmovsd 32(%r15), %xmm2
	vmulsd .LCPI_12(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpl $5, %edx
	je .LBB_20
	vmovsd 40(%r15), %xmm2
	vmulsd .LCPI_13(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpl $6, %edx
	je .LBB_20
	vmovsd 48(%r15), %xmm2
	vmulsd .LCPI_14(%rip), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
.LBB_20:
	vdivsd %xmm0, %xmm1, %xmm1
	movq %r12, %rsi
	vmovsd %xmm1, -8(%rax,%r12,8)
.LBB_21:
	cmpq %r12, %rbx
	jne .LBB_22
.LBB_43:
	movq 56(%rsp), %rcx
	movq 8(%rsp), %rdx
	movq %rdx, (%rcx)
	movq %rax, 8(%rcx)
	movq %rbx, 16(%rcx)
	movq %rcx, %rax
	addq $72, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_22:
	vmovsd .LCPI_10(%rip), %xmm2
	vmovsd .LCPI_11(%rip), %xmm3
	vmovsd .LCPI_12(%rip), %xmm4
	vmovsd .LCPI_13(%rip), %xmm5
	vmovsd .LCPI_14(%rip), %xmm6
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
