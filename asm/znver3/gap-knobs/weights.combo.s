# gap_knobs::weights::combo — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::weights::combo:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $184, %rsp
	movq 8(%rdx), %rcx
	testq %rcx, %rcx
	js .LBB_65
	movq %rdi, %r14
	leaq 64(%rsp), %rdi
	movq %rsi, %rbx
	movq %rdx, %r13
	movq %r14, %rsi
	movq %rbx, %rdx
	callq *gap_knobs::weights::wma@GOTPCREL(%rip)
	movq 72(%rsp), %r15
	movq (%r13), %rcx
	testq %rcx, %rcx
	js .LBB_2
	movq 80(%rsp), %rbp
	leaq 88(%rsp), %rdi
	movq %r14, %rsi
	movq %rbx, %rdx
	callq *gap_knobs::weights::wma@GOTPCREL(%rip)
	movq 96(%rsp), %r12
	movq 104(%rsp), %r8
	leaq 40(%rsp), %rdi
	movq %r15, %rsi
	movq %rbp, %rdx
	movq %r12, %rcx
	callq *kernel_safe::hma_combine@GOTPCREL(%rip)
	movq 48(%rsp), %rbp
	movq 16(%r13), %rcx
	testq %rcx, %rcx
	js .LBB_8
	movq 56(%rsp), %rdx
	leaq 112(%rsp), %rdi
	movq %rbp, %rsi
	callq *gap_knobs::weights::wma@GOTPCREL(%rip)
	movq 40(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_19
	shlq $3, %rsi
	movl $8, %edx
	movq %rbp, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_19:
	movq 88(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_21
	shlq $3, %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_21:
	movq 64(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_23
	shlq $3, %rsi
	movl $8, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_23:
	movq 32(%r13), %rcx
	testq %rcx, %rcx
	js .LBB_24
	leaq 40(%rsp), %rdi
	movq %r14, %rsi
	movq %rbx, %rdx
	callq *gap_knobs::weights::wma@GOTPCREL(%rip)
	movq 48(%rsp), %rax
	movq 40(%r13), %rcx
	movq %rax, 24(%rsp)
	testq %rcx, %rcx
	js .LBB_31
	movq 56(%rsp), %r15
	leaq 64(%rsp), %rdi
	movq %r14, %rsi
	movq %rbx, %rdx
	callq *gap_knobs::weights::wma@GOTPCREL(%rip)
	movq 72(%rsp), %rax
	movq 24(%r13), %rbp
	movq %rax, 32(%rsp)
	testq %rbp, %rbp
	js .LBB_37
	movq 80(%rsp), %r12
	leaq 88(%rsp), %rdi
	movq %r14, %rsi
	movq %rbx, %rdx
	movq %rbp, %rcx
	callq *gap_knobs::weights::wma@GOTPCREL(%rip)
	movq 96(%rsp), %r13
	movq 104(%rsp), %rax
	movq 24(%rsp), %rsi
	movq 32(%rsp), %rcx
	leaq 160(%rsp), %rdi
	movq %rax, (%rsp)
	movq %r15, %rdx
	movq %r12, %r8
	movq %r13, %r9
	callq *kernel_safe::hma3_combine@GOTPCREL(%rip)
	movq 168(%rsp), %r15
	movq 176(%rsp), %rdx
	leaq 136(%rsp), %rdi
	movq %r15, %rsi
	movq %rbp, %rcx
	callq *gap_knobs::weights::wma@GOTPCREL(%rip)
	movq 160(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_46
	shlq $3, %rsi
	movl $8, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_46:
	movq 88(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_48
	shlq $3, %rsi
	movl $8, %edx
	movq %r13, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_48:
	movq 64(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_50
	movq 32(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_50:
	movq 40(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_52
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_52:
	movq 120(%rsp), %r15
	movq 144(%rsp), %r12
	movq 128(%rsp), %rcx
	movq 152(%rsp), %r9
	movq %r14, %rdi
	movq %rbx, %rsi
	movq %r15, %rdx
	movq %r12, %r8
	callq *kernel_safe::event_loop@GOTPCREL(%rip)
	vmovsd %xmm0, 24(%rsp)
	movq 136(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_55
	shlq $3, %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_55:
	movq 112(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_57
	shlq $3, %rsi
	movl $8, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_57:
	vmovsd 24(%rsp), %xmm0
	movq %rbx, %rax
	addq $184, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_2:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 23(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_3
.LBB_8:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 23(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_3
.LBB_24:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 23(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_3
.LBB_31:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 23(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_3
.LBB_37:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 23(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
.LBB_3:
	ud2
.LBB_65:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 23(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	movq 136(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_26
	shlq $3, %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_26
	movq 160(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_59
	shlq $3, %rsi
	movl $8, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_59
	movq %rax, %rbx
.LBB_59:
	movq 88(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_39
	shlq $3, %rsi
	movl $8, %edx
	movq %r13, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_39
	movq %rax, %rbx
	jmp .LBB_10
	movq %rax, %rbx
.LBB_39:
	movq 64(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_33
	movq 32(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_33
	movq %rax, %rbx
.LBB_33:
	movq 40(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_26
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_26
	movq %rax, %rbx
.LBB_26:
	movq 112(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_13
	movq 120(%rsp), %r15
	jmp .LBB_28
	movq 40(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_10
	shlq $3, %rsi
	movl $8, %edx
	movq %rbp, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_10:
	movq 88(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_12
	shlq $3, %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_12
	movq %rax, %rbx
.LBB_12:
	movq 64(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_28
.LBB_13:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_28:
	shlq $3, %rsi
	movl $8, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
