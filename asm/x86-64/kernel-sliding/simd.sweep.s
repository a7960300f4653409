# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=x86-64
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $136, %rsp
	movq %rdx, %r13
	movl %esi, %ebp
	movq %rdi, %rbx
	movq 16(%rdx), %rdi
	movq 24(%rdx), %r15
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_28
	movabsq $2305843009213693948, %r12
	leaq (,%r15,8), %r14
	leaq 3(%r12), %rax
	cmpq %rax, %r15
	seta %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %r14
	seta %cl
	orb %al, %cl
	je .LBB_4
	xorl %ebp, %ebp
.LBB_3:
	movq %rbp, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_28:
	movq %rbx, %rdi
	movq %r13, %rsi
	addq $136, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_4:
	movl %ebp, 20(%rsp)
	movq %rbx, 24(%rsp)
	testq %r14, %r14
	je .LBB_5
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebp
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, %rbx
	movq %r15, 8(%rsp)
	testq %rax, %rax
	je .LBB_3
	testq %r15, %r15
	movl 20(%rsp), %ebp
	jne .LBB_8
	jmp .LBB_14
.LBB_5:
	movl $8, %ebx
	movq $0, 8(%rsp)
	testq %r15, %r15
	movl 20(%rsp), %ebp
	je .LBB_14
.LBB_8:
	cmpq $4, %r15
	jae .LBB_11
	xorl %r12d, %r12d
	jmp .LBB_10
.LBB_11:
	andq %r15, %r12
	movdqa .LCPI_0(%rip), %xmm0
	xorl %eax, %eax
	movdqa .LCPI_1(%rip), %xmm1
	movdqa .LCPI_2(%rip), %xmm2
.LBB_12:
	movdqa %xmm0, %xmm3
	paddq %xmm1, %xmm3
	movdqu %xmm0, (%rbx,%rax,8)
	movdqu %xmm3, 16(%rbx,%rax,8)
	addq $4, %rax
	paddq %xmm2, %xmm0
	cmpq %rax, %r12
	jne .LBB_12
	jmp .LBB_13
.LBB_10:
	movq %r12, (%rbx,%r12,8)
	incq %r12
.LBB_13:
	cmpq %r12, %r15
	jne .LBB_10
.LBB_14:
	leaq 32(%rsp), %rdi
	movq %r13, %rsi
	callq kernel_sliding::blocked::Shared::new
	movzbl %bpl, %esi
	leaq 32(%rsp), %rdx
	movq 24(%rsp), %rdi
	movq %rbx, %rcx
	movq %r15, %r8
	movq 8(%rsp), %r14
	callq kernel_sliding::simd::sweep_rows
	movq 32(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_18
	movq 40(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_18:
	movq 56(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_20
	movq 64(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_20:
	testq %r14, %r14
	je .LBB_22
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_22:
	addq $136, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
	movq %rax, %r14
	leaq 32(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Shared>
	jmp .LBB_24
	movq %rax, %r14
.LBB_24:
	cmpq $0, 8(%rsp)
	je .LBB_26
	movq 8(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_26:
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
