# gap_knobs::hoist_memory::wma — gap-knobs, target-cpu=x86-64-v3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $40, %rsp
	movq %rcx, %rbx
	movq %rdx, %r14
	movq %rsi, %r10
	movq %rdi, %r12
	movq $0, 16(%rcx)
	leaq -1(%rdx), %r11
	cmpq %r11, %rsi
	movq %r11, %rbp
	cmovbq %rsi, %rbp
	testq %rbp, %rbp
	je .LBB_1
	cmpq (%rbx), %rbp
	ja .LBB_4
	xorl %r13d, %r13d
.LBB_5:
	movq 8(%rbx), %r8
	leaq (%r8,%r13,8), %rax
	movabsq $9221120237041090560, %rcx
	cmpq $1, %rbp
	je .LBB_13
	movl $1, %edx
	cmpq $17, %rbp
	jb .LBB_10
	leaq -1(%rbp), %rsi
	movq %rsi, %rdi
	andq $-16, %rdi
	leaq (%rax,%rdi,8), %rax
	leaq 1(%rdi), %rdx
	leaq (%r8,%r13,8), %r8
	addq $96, %r8
	xorl %r9d, %r9d
	vbroadcastsd .LCPI_3(%rip), %ymm0
.LBB_8:
	vmovupd %ymm0, -96(%r8,%r9,8)
	vmovupd %ymm0, -64(%r8,%r9,8)
	vmovupd %ymm0, -32(%r8,%r9,8)
	vmovupd %ymm0, (%r8,%r9,8)
	addq $16, %r9
	cmpq %r9, %rdi
	jne .LBB_8
	cmpq %rdi, %rsi
	je .LBB_12
.LBB_10:
	movq %rbp, %rsi
	subq %rdx, %rsi
.LBB_11:
	movq %rcx, (%rax)
	addq $8, %rax
	decq %rsi
	jne .LBB_11
.LBB_12:
	addq %rbp, %r13
	decq %r13
.LBB_13:
	movq %rcx, (%rax)
	incq %r13
	movq %r13, 16(%rbx)
	cmpq %r10, %r11
	jb .LBB_15
	jmp .LBB_24
.LBB_1:
	xorl %r13d, %r13d
	movq %r13, 16(%rbx)
	cmpq %r10, %r11
	jae .LBB_24
.LBB_15:
	leaq 1(%r14), %rax
	imulq %r14, %rax
	vmovq %rax, %xmm0
	vpunpckldq .LCPI_0(%rip), %xmm0, %xmm0
	vsubpd .LCPI_1(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm2
	movl %r14d, %edx
	andl $7, %edx
	andq $-8, %r14
	leaq 56(%r12), %rbp
	movq %r11, %r15
	movq %r10, 24(%rsp)
	movq %r11, 16(%rsp)
	vmovsd %xmm2, 8(%rsp)
	movq %rdx, (%rsp)
	jmp .LBB_16
.LBB_21:
	cmpq (%rbx), %r13
	je .LBB_22
.LBB_23:
	incq %r15
	vdivsd %xmm2, %xmm1, %xmm0
	movq 8(%rbx), %rax
	vmovsd %xmm0, (%rax,%r13,8)
	incq %r13
	movq %r13, 16(%rbx)
	addq $8, %rbp
	addq $8, %r12
	cmpq %r10, %r15
	je .LBB_24
.LBB_16:
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %eax, %eax
	cmpq $7, %r11
	jb .LBB_19
.LBB_17:
	movq %rax, %rcx
	incq %rax
	vcvtsi2sd %rax, %xmm15, %xmm0
	vmulsd -56(%rbp,%rcx,8), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm0
	leaq 2(%rcx), %rax
	vcvtsi2sd %rax, %xmm15, %xmm1
	vmulsd -48(%rbp,%rcx,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	leaq 3(%rcx), %rax
	vcvtsi2sd %rax, %xmm15, %xmm1
	vmulsd -40(%rbp,%rcx,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	leaq 4(%rcx), %rax
	vcvtsi2sd %rax, %xmm15, %xmm1
	vmulsd -32(%rbp,%rcx,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	leaq 5(%rcx), %rax
	vcvtsi2sd %rax, %xmm15, %xmm1
	vmulsd -24(%rbp,%rcx,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	leaq 6(%rcx), %rax
	vcvtsi2sd %rax, %xmm15, %xmm1
	vmulsd -16(%rbp,%rcx,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	leaq 7(%rcx), %rax
	vcvtsi2sd %rax, %xmm15, %xmm1
	vmulsd -8(%rbp,%rcx,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm0
	leaq 8(%rcx), %rax
	vcvtsi2sd %rax, %xmm15, %xmm1
	vmulsd (%rbp,%rcx,8), %xmm1, %xmm1
	vaddsd %xmm1, %xmm0, %xmm1
	cmpq %rax, %r14
	jne .LBB_17
	testq %rdx, %rdx
	je .LBB_21
.LBB_19:
	incq %rax
	movq %rdx, %rcx
.LBB_20:
	vcvtsi2sd %rax, %xmm15, %xmm0
	vmulsd -8(%r12,%rax,8), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	incq %rax
	decq %rcx
	jne .LBB_20
	jmp .LBB_21
.LBB_22:
	movq %rbx, %rdi
	vmovsd %xmm1, 32(%rsp)
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	vmovsd 32(%rsp), %xmm1
	movq (%rsp), %rdx
	vmovsd 8(%rsp), %xmm2
	movq 16(%rsp), %r11
	movq 24(%rsp), %r10
	jmp .LBB_23
.LBB_24:
	addq $40, %rsp
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
	movq %rbx, %rdi
	xorl %esi, %esi
	movq %rbp, %rdx
	movq %r10, %r15
	movq %r11, %r13
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq %r13, %r11
	movq %r15, %r10
	movq 16(%rbx), %r13
	jmp .LBB_5
