# gap_knobs::memory::combo — gap-knobs, target-cpu=x86-64-v3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::memory::combo:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $56, %rsp
	movq %rdx, %r12
	movq 8(%rdx), %rdx
	testq %rdx, %rdx
	js .LBB_7
	movq %rcx, %r14
	movq %rsi, %rbx
	movq %rdi, %r15
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq (%r12), %rdx
	testq %rdx, %rdx
	js .LBB_7
	leaq 24(%r14), %r13
	leaq 168(%r14), %rbp
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %r13, %rcx
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 16(%r14), %rax
	movq $0, 184(%r14)
	movq $0, 32(%rsp)
	movq %rax, 40(%rsp)
	movq %r14, 16(%rsp)
	movq %r13, 24(%rsp)
	leaq 16(%rsp), %rsi
	movq %rbp, %rdi
	callq <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
	movq 16(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_7
	leaq 48(%r14), %rcx
	movq 176(%r14), %rdi
	movq 184(%r14), %rsi
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 32(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_7
	leaq 72(%r14), %rcx
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 40(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_7
	leaq 96(%r14), %rcx
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 24(%r12), %r12
	testq %r12, %r12
	js .LBB_7
	leaq 120(%r14), %r13
	movq gap_knobs::memory::wma@GOTPCREL(%rip), %rbp
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %r12, %rdx
	movq %r13, %rcx
	callq *%rbp
	movq 88(%r14), %rax
	movq $0, 208(%r14)
	movq $0, 40(%rsp)
	movq %rax, 48(%rsp)
	leaq 72(%r14), %rax
	movq %rax, 16(%rsp)
	leaq 96(%r14), %rax
	movq %rax, 24(%rsp)
	movq %r13, 32(%rsp)
	leaq 16(%rsp), %rsi
	leaq 192(%r14), %rdi
	callq <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
	movq 200(%r14), %rdi
	movq 208(%r14), %rsi
	leaq 144(%r14), %rcx
	movq %r12, %rdx
	callq *%rbp
	movq 56(%r14), %rdx
	movq 64(%r14), %rcx
	movq 152(%r14), %r8
	movq 160(%r14), %r9
	movq %r15, %rdi
	movq %rbx, %rsi
	addq $56, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_safe::event_loop@GOTPCREL(%rip)
.LBB_7:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
