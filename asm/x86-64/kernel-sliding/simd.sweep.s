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
	subq $120, %rsp
	movq %rdx, %r13
	movl %esi, %ebx
	movq %rdi, %rbp
	movq 16(%rdx), %rdi
	movq 24(%rdx), %r15
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_29
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
.LBB_29:
	movq %rbp, %rdi
	movq %r13, %rsi
	addq $120, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_4:
	movl %ebx, 4(%rsp)
	testq %r14, %r14
	je .LBB_5
	movq %rbp, 8(%rsp)
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebp
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_3
	movq %rax, %rbx
	movq %r15, %r14
	movq 8(%rsp), %rbp
	testq %r15, %r15
	jne .LBB_9
	jmp .LBB_15
.LBB_5:
	movl $8, %ebx
	xorl %r14d, %r14d
	testq %r15, %r15
	je .LBB_15
.LBB_9:
	cmpq $4, %r15
	jae .LBB_12
	xorl %r12d, %r12d
	jmp .LBB_11
.LBB_12:
	andq %r15, %r12
	movdqa .LCPI_0(%rip), %xmm0
	xorl %eax, %eax
	movdqa .LCPI_1(%rip), %xmm1
	movdqa .LCPI_2(%rip), %xmm2
.LBB_13:
	movdqa %xmm0, %xmm3
	paddq %xmm1, %xmm3
	movdqu %xmm0, (%rbx,%rax,8)
	movdqu %xmm3, 16(%rbx,%rax,8)
	addq $4, %rax
	paddq %xmm2, %xmm0
	cmpq %rax, %r12
	jne .LBB_13
	jmp .LBB_14
.LBB_11:
	movq %r12, (%rbx,%r12,8)
	incq %r12
.LBB_14:
	cmpq %r12, %r15
	jne .LBB_11
.LBB_15:
	leaq 16(%rsp), %rdi
	movq %r13, %rsi
	callq kernel_sliding::blocked::Shared::new
	movzbl 4(%rsp), %esi
	leaq 16(%rsp), %rdx
	movq %rbp, %rdi
	movq %rbx, %rcx
	movq %r15, %r8
	callq kernel_sliding::simd::sweep_rows
	movq 16(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_19
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_19:
	movq 40(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_21
	movq 48(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_21:
	testq %r14, %r14
	je .LBB_23
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_23:
	addq $120, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
	movq %rax, %r15
	leaq 16(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Shared>
	jmp .LBB_25
	movq %rax, %r15
.LBB_25:
	testq %r14, %r14
	je .LBB_27
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_27:
	movq %r15, %rdi
	callq _Unwind_Resume@PLT
