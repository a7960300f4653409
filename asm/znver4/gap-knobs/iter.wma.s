# gap_knobs::iter::wma — gap-knobs, target-cpu=znver4
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::iter::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $24, %rsp
	movq $0, 16(%rcx)
	movq %rsi, 8(%rsp)
	testq %rsi, %rsi
	je .LBB_1
	movq 8(%rsp), %rax
	cmpq (%rcx), %rax
	ja .LBB_4
	xorl %esi, %esi
.LBB_5:
	movq 8(%rcx), %r14
	cmpq $1, 8(%rsp)
	movabsq $9221120237041090560, %r9
	leaq (%r14,%rsi,8), %r8
	je .LBB_13
	cmpq $33, 8(%rsp)
	movl $1, %r10d
	jb .LBB_10
	movq 8(%rsp), %rax
	vbroadcastsd .LCPI_1(%rip), %zmm0
	leaq 192(%r14,%rsi,8), %r14
	xorl %r15d, %r15d
	leaq -1(%rax), %r11
	movq %r11, %rbx
	andq $-32, %rbx
	leaq (%r8,%rbx,8), %r8
	leaq 1(%rbx), %r10
.LBB_8:
	vmovupd %zmm0, -192(%r14,%r15,8)
	vmovupd %zmm0, -128(%r14,%r15,8)
	vmovupd %zmm0, -64(%r14,%r15,8)
	vmovupd %zmm0, (%r14,%r15,8)
	addq $32, %r15
	cmpq %r15, %rbx
	jne .LBB_8
	cmpq %rbx, %r11
	je .LBB_12
.LBB_10:
	movq 8(%rsp), %r11
	subq %r10, %r11
.LBB_11:
	movq %r9, (%r8)
	addq $8, %r8
	decq %r11
	jne .LBB_11
.LBB_12:
	movq 8(%rsp), %rax
	leaq -1(%rax,%rsi), %rsi
.LBB_13:
	incq %rsi
	movq %r9, (%r8)
	leaq -1(%rdx), %rax
	movq %rsi, 16(%rcx)
	cmpq 8(%rsp), %rax
	jb .LBB_15
	jmp .LBB_25
.LBB_1:
	xorl %esi, %esi
	leaq -1(%rdx), %rax
	movq %rsi, 16(%rcx)
	cmpq 8(%rsp), %rax
	jae .LBB_25
.LBB_15:
	leaq 1(%rdx), %r9
	movl %edx, %r10d
	andl $7, %r10d
	movq %rdi, %rbx
	imulq %rdx, %r9
	vcvtusi2sd %r9, %xmm15, %xmm0
	vmulsd .LCPI_0(%rip), %xmm0, %xmm0
	movq 8(%rcx), %r9
	movq %rdx, %rcx
	andq $-8, %rcx
	movq %rcx, 16(%rsp)
	movq %rax, %rcx
.LBB_16:
	leaq 1(%rcx), %r14
	vxorpd %xmm1, %xmm1, %xmm1
	movq %r14, %r15
	subq %rdx, %r15
	leaq (%rdi,%r15,8), %r12
	movl $1, %r15d
	cmpq $7, %rax
	jb .LBB_21
	movq 16(%rsp), %rbp
	xorl %r13d, %r13d
.LBB_18:
	vcvtusi2sd %r15, %xmm15, %xmm2
	vmulsd (%r12), %xmm2, %xmm2
	xorl %r8d, %r8d
	cmpq %rdx, %r15
	setb %r8b
	leaq (%r15,%r8), %r11
	cmpq %rdx, %r11
	adcq %r8, %r15
	xorl %r8d, %r8d
	cmpq %rdx, %r15
	setb %r8b
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r11, %xmm15, %xmm2
	vmulsd 8(%r12), %xmm2, %xmm2
	leaq (%r15,%r8), %r11
	cmpq %rdx, %r11
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r15, %xmm15, %xmm2
	vmulsd 16(%r12), %xmm2, %xmm2
	adcq %r8, %r15
	xorl %r8d, %r8d
	cmpq %rdx, %r15
	setb %r8b
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r11, %xmm15, %xmm2
	vmulsd 24(%r12), %xmm2, %xmm2
	leaq (%r15,%r8), %r11
	cmpq %rdx, %r11
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r15, %xmm15, %xmm2
	vmulsd 32(%r12), %xmm2, %xmm2
	adcq %r8, %r15
	xorl %r8d, %r8d
	cmpq %rdx, %r15
	setb %r8b
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r11, %xmm15, %xmm2
	vmulsd 40(%r12), %xmm2, %xmm2
	leaq (%r15,%r8), %r11
	cmpq %rdx, %r11
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r15, %xmm15, %xmm2
	vmulsd 48(%r12), %xmm2, %xmm2
	adcq %r8, %r15
	addq $-64, %r13
	addq $-8, %rbp
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r11, %xmm15, %xmm2
	vmulsd 56(%r12), %xmm2, %xmm2
	leaq 64(%r12), %r12
	vaddsd %xmm2, %xmm1, %xmm1
	jne .LBB_18
	testq %r10, %r10
	je .LBB_23
	movq %rbx, %r12
	subq %r13, %r12
.LBB_21:
	movq %r10, %r13
.LBB_22:
	vcvtusi2sd %r15, %xmm15, %xmm2
	vmulsd (%r12), %xmm2, %xmm2
	cmpq %rdx, %r15
	leaq 8(%r12), %r12
	adcq $0, %r15
	decq %r13
	vaddsd %xmm2, %xmm1, %xmm1
	jne .LBB_22
.LBB_23:
	cmpq %rsi, %rcx
	jae .LBB_26
	vdivsd %xmm0, %xmm1, %xmm1
	addq $8, %rbx
	vmovsd %xmm1, (%r9,%rcx,8)
	movq %r14, %rcx
	cmpq 8(%rsp), %r14
	jne .LBB_16
.LBB_25:
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
	movq %rdx, %r12
	movq 8(%rsp), %rdx
	movq %rcx, %rbx
	movl $8, %ecx
	movq %rdi, %r15
	movq %rbx, %rdi
	xorl %esi, %esi
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 16(%rbx), %rsi
	movq %rbx, %rcx
	movq %r15, %rdi
	movq %r12, %rdx
	jmp .LBB_5
.LBB_26:
	leaq .Lanon.0(%rip), %rdx
	movq %rcx, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
