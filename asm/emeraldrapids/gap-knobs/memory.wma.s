# gap_knobs::memory::wma — gap-knobs, target-cpu=emeraldrapids
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::memory::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $40, %rsp
	movq %rcx, %r14
	movq %rdx, %r15
	movq %rsi, %r10
	movq %rdi, %r12
	movq $0, 16(%rcx)
	leaq -1(%rdx), %r11
	cmpq %r11, %rsi
	movq %r11, %rbp
	cmovbq %rsi, %rbp
	testq %rbp, %rbp
	je .LBB_1
	cmpq (%r14), %rbp
	ja .LBB_4
	xorl %r13d, %r13d
.LBB_5:
	movq 8(%r14), %r8
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
	leaq 96(%r8,%r13,8), %r8
	xorl %r9d, %r9d
	vbroadcastsd .LCPI_1(%rip), %ymm0
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
	leaq -1(%rbp,%r13), %r13
.LBB_13:
	movq %rcx, (%rax)
	incq %r13
	movq %r13, 16(%r14)
	cmpq %r10, %r11
	jb .LBB_15
	jmp .LBB_22
.LBB_1:
	xorl %r13d, %r13d
	movq %r13, 16(%r14)
	cmpq %r10, %r11
	jae .LBB_22
.LBB_15:
	leaq 1(%r15), %rax
	imulq %r15, %rax
	vcvtusi2sd %rax, %xmm15, %xmm0
	vmulsd .LCPI_0(%rip), %xmm0, %xmm1
	xorl %ebx, %ebx
	movq %r10, %rbp
	movq %r10, 16(%rsp)
	vmovsd %xmm1, 8(%rsp)
	jmp .LBB_16
.LBB_21:
	vdivsd %xmm1, %xmm2, %xmm0
	movq 8(%r14), %rax
	vmovsd %xmm0, (%rax,%r13,8)
	incq %r13
	movq %r13, 16(%r14)
	decq %rbp
	decq %rbx
	addq $8, %r12
	cmpq %r10, %r11
	je .LBB_22
.LBB_16:
	incq %r11
	vxorpd %xmm2, %xmm2, %xmm2
	xorl %edi, %edi
.LBB_17:
	cmpq %rdi, %rbp
	je .LBB_23
	leaq 1(%rdi), %rax
	vcvtsi2sd %rax, %xmm15, %xmm0
	vmulsd (%r12,%rdi,8), %xmm0, %xmm0
	vaddsd %xmm0, %xmm2, %xmm2
	movq %rax, %rdi
	cmpq %rax, %r15
	jne .LBB_17
	cmpq (%r14), %r13
	jne .LBB_21
	movq %r14, %rdi
	movq %r11, 32(%rsp)
	vmovsd %xmm2, 24(%rsp)
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	vmovsd 24(%rsp), %xmm2
	vmovsd 8(%rsp), %xmm1
	movq 32(%rsp), %r11
	movq 16(%rsp), %r10
	jmp .LBB_21
.LBB_22:
	addq $40, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_23:
	subq %rbx, %rdi
	leaq .Lanon.0(%rip), %rdx
	movq %r10, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_4:
	movl $8, %ecx
	movq %r14, %rdi
	xorl %esi, %esi
	movq %rbp, %rdx
	movq %r10, %rbx
	movq %r11, %r13
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq %r13, %r11
	movq %rbx, %r10
	movq 16(%r14), %r13
	jmp .LBB_5
