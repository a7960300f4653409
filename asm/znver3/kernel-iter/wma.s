# kernel_iter::wma — kernel-iter, target-cpu=znver3
# command: cargo asm -p kernel-iter --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	testq %rcx, %rcx
	je .LBB_23
	movq %rcx, %r12
	movq %rdx, %rbx
	movq %rsi, %r15
	movq %rdi, (%rsp)
	testq %rdx, %rdx
	je .LBB_2
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_24
	movabsq $9221120237041090560, %rcx
	movq %rax, %rdx
	cmpq $1, %rbx
	je .LBB_11
	movl $1, %esi
	movq %rax, %rdx
	cmpq $17, %rbx
	jb .LBB_9
	vbroadcastsd .LCPI_0(%rip), %ymm0
	leaq -1(%rbx), %rdi
	xorl %r9d, %r9d
	movq %rdi, %r8
	andq $-16, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
.LBB_7:
	vmovupd %ymm0, (%rax,%r9,8)
	vmovupd %ymm0, 32(%rax,%r9,8)
	vmovupd %ymm0, 64(%rax,%r9,8)
	vmovupd %ymm0, 96(%rax,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_7
	cmpq %r8, %rdi
	je .LBB_11
.LBB_9:
	movq %rbx, %rdi
	subq %rsi, %rdi
.LBB_10:
	movq %rcx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_10
.LBB_11:
	movq %rcx, (%rdx)
	jmp .LBB_12
.LBB_2:
	movl $8, %eax
.LBB_12:
	leaq -1(%r12), %rsi
	xorl %ecx, %ecx
	movq %rbx, %rdx
	subq %rsi, %rdx
	cmovaeq %rdx, %rcx
	movq %rbx, %rdx
	subq %r12, %rdx
	leaq 1(%rdx), %rdx
	setae %dil
	cmpq %rcx, %rdx
	cmovbq %rdx, %rcx
	testq %rcx, %rcx
	setne %dl
	andb %dil, %dl
	cmpb $1, %dl
	jne .LBB_22
	leaq 1(%r12), %rdx
	movb $61, %dil
	xorl %r9d, %r9d
	movq %r15, %r10
	imulq %r12, %rdx
	bzhiq %rdi, %rsi, %rsi
	leaq 1(%rsi), %rdi
	movl %edi, %r8d
	andl $7, %r8d
	andq $-8, %rdi
	vmovq %rdx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	leaq -8(%rax,%r12,8), %rdx
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	jmp .LBB_14
.LBB_21:
	vdivsd %xmm0, %xmm1, %xmm1
	incq %r9
	addq $8, %r10
	vmovsd %xmm1, (%r11)
	cmpq %rcx, %r9
	je .LBB_22
.LBB_14:
	leaq (,%r9,8), %r11
	addq %rdx, %r11
	je .LBB_22
	leaq (%r15,%r9,8), %r14
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r13d, %r13d
	cmpq $7, %rsi
	jb .LBB_19
.LBB_16:
	leaq 1(%r13), %r12
	movq %r13, %rbp
	vcvtsi2sd %r12, %xmm15, %xmm2
	vmulsd (%r10,%r13,8), %xmm2, %xmm2
	leaq 2(%r13), %r12
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r12, %xmm15, %xmm2
	vmulsd 8(%r10,%r13,8), %xmm2, %xmm2
	leaq 3(%r13), %r12
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r12, %xmm15, %xmm2
	vmulsd 16(%r10,%r13,8), %xmm2, %xmm2
	leaq 4(%r13), %r12
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r12, %xmm15, %xmm2
	vmulsd 24(%r10,%r13,8), %xmm2, %xmm2
	leaq 5(%r13), %r12
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r12, %xmm15, %xmm2
	vmulsd 32(%r10,%r13,8), %xmm2, %xmm2
	leaq 6(%r13), %r12
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r12, %xmm15, %xmm2
	vmulsd 40(%r10,%r13,8), %xmm2, %xmm2
	leaq 7(%r13), %r12
	vcvtsi2sd %r12, %xmm15, %xmm3
	movq %r14, %r12
	leaq 64(%r10,%rbp,8), %r14
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd 48(%r10,%r13,8), %xmm3, %xmm2
	addq $8, %r13
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r13, %xmm15, %xmm2
	vmulsd 56(%r10,%rbp,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r13, %rdi
	jne .LBB_16
	testq %r8, %r8
	je .LBB_21
	addq $64, %r12
	movq %r12, %r14
.LBB_19:
	incq %r13
	xorl %r12d, %r12d
.LBB_20:
	leaq (%r13,%r12), %rbp
	vcvtsi2sd %rbp, %xmm15, %xmm2
	vmulsd (%r14,%r12,8), %xmm2, %xmm2
	incq %r12
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r12, %r8
	jne .LBB_20
	jmp .LBB_21
.LBB_22:
	movq (%rsp), %rcx
	movq %rbx, (%rcx)
	movq %rax, 8(%rcx)
	movq %rbx, 16(%rcx)
	movq %rcx, %rax
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_23:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $67, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
.LBB_24:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
