# kernel_iter::hma_combine — kernel-iter, target-cpu=x86-64
# command: cargo asm -p kernel-iter --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::hma_combine:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $16, %rsp
	movq %rdx, (%rsp)
	movq %r8, 8(%rsp)
	cmpq %r8, %rdx
	jne .LBB_11
	movq %rdx, %rbx
	movq %rdi, %r14
	testq %rdx, %rdx
	je .LBB_2
	movq %rcx, %r15
	movq %rsi, %r12
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_12
	cmpq $4, %rbx
	jae .LBB_7
	xorl %ecx, %ecx
	jmp .LBB_6
.LBB_2:
	movl $8, %eax
	jmp .LBB_10
.LBB_7:
	movabsq $1152921504606846972, %rcx
	andq %rbx, %rcx
	andq $-32, %r13
	xorl %edx, %edx
.LBB_8:
	movupd (%r12,%rdx), %xmm0
	movupd 16(%r12,%rdx), %xmm1
	movupd (%r15,%rdx), %xmm2
	movupd 16(%r15,%rdx), %xmm3
	addpd %xmm0, %xmm0
	subpd %xmm2, %xmm0
	addpd %xmm1, %xmm1
	subpd %xmm3, %xmm1
	movupd %xmm0, (%rax,%rdx)
	movupd %xmm1, 16(%rax,%rdx)
	addq $32, %rdx
	cmpq %rdx, %r13
	jne .LBB_8
	jmp .LBB_9
.LBB_11:
	leaq .Lanon.0(%rip), %rcx
	leaq .Lanon.1(%rip), %r9
	movq %rsp, %rsi
	leaq 8(%rsp), %rdx
	movl $55, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
.LBB_12:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_6:
	movsd (%r12,%rcx,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%r15,%rcx,8), %xmm0
	movsd %xmm0, (%rax,%rcx,8)
	incq %rcx
.LBB_9:
	cmpq %rcx, %rbx
	jne .LBB_6
.LBB_10:
	movq %rbx, (%r14)
	movq %rax, 8(%r14)
	movq %rbx, 16(%r14)
	movq %r14, %rax
	addq $16, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	retq
