# gap_knobs::iter::combo — gap-knobs, target-cpu=emeraldrapids
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::iter::combo:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $136, %rsp
	movq %rdx, %r13
	movq 8(%rdx), %rdx
	testq %rdx, %rdx
	js .LBB_41
	movq %rsi, %r15
	movq %rdi, %rbp
	movq $0, 16(%rsp)
	movq $8, 24(%rsp)
	movq $0, 32(%rsp)
	leaq 16(%rsp), %rcx
	callq *gap_knobs::iter::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rbx
	movq 24(%rsp), %rax
	movq %rax, 64(%rsp)
	movq (%r13), %rdx
	testq %rdx, %rdx
	js .LBB_35
	movq %rbx, 56(%rsp)
	movq 32(%rsp), %r12
	movq $0, 16(%rsp)
	movq $8, 24(%rsp)
	movq $0, 32(%rsp)
	leaq 16(%rsp), %rcx
	movq %rbp, %rdi
	movq %r15, %rsi
	callq *gap_knobs::iter::wma@GOTPCREL(%rip)
	movq 16(%rsp), %r14
	movq 24(%rsp), %rbx
	movq 32(%rsp), %r8
	leaq 88(%rsp), %rdi
	movq 64(%rsp), %rsi
	movq %r12, %rdx
	movq %rbx, %rcx
	callq *kernel_safe::hma_combine@GOTPCREL(%rip)
	movq 96(%rsp), %r12
	movq 16(%r13), %rdx
	testq %rdx, %rdx
	js .LBB_36
	movq 104(%rsp), %rsi
	movq $0, 16(%rsp)
	movq $8, 24(%rsp)
	movq $0, 32(%rsp)
	leaq 16(%rsp), %rcx
	movq %r12, %rdi
	callq *gap_knobs::iter::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 24(%rsp), %rax
	movq %rax, 40(%rsp)
	movq 32(%rsp), %rax
	movq %rax, 128(%rsp)
	movq 88(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_9
	shlq $3, %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_9:
	testq %r14, %r14
	je .LBB_11
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_11:
	movq 56(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_13
	shlq $3, %rsi
	movl $8, %edx
	movq 64(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_13:
	movq 32(%r13), %rdx
	testq %rdx, %rdx
	js .LBB_37
	movq $0, 16(%rsp)
	movq $8, 24(%rsp)
	movq $0, 32(%rsp)
	leaq 16(%rsp), %rcx
	movq %rbp, %rdi
	movq %r15, %rsi
	callq *gap_knobs::iter::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 72(%rsp)
	movq 24(%rsp), %rax
	movq %rax, 64(%rsp)
	movq 40(%r13), %rdx
	testq %rdx, %rdx
	js .LBB_38
	movq 32(%rsp), %r14
	movq $0, 16(%rsp)
	movq $8, 24(%rsp)
	movq $0, 32(%rsp)
	leaq 16(%rsp), %rcx
	movq %rbp, %rdi
	movq %r15, %rsi
	callq *gap_knobs::iter::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 80(%rsp)
	movq 24(%rsp), %rax
	movq %rax, 56(%rsp)
	movq 24(%r13), %rbx
	testq %rbx, %rbx
	js .LBB_39
	movq 32(%rsp), %r12
	movq $0, 16(%rsp)
	movq $8, 24(%rsp)
	movq $0, 32(%rsp)
	leaq 16(%rsp), %rcx
	movq %rbp, %rdi
	movq %r15, %rsi
	movq %rbx, %rdx
	callq *gap_knobs::iter::wma@GOTPCREL(%rip)
	movq 16(%rsp), %r13
	movq 24(%rsp), %r9
	movq 32(%rsp), %rax
	movq %rax, (%rsp)
	leaq 88(%rsp), %rdi
	movq 64(%rsp), %rsi
	movq %r14, %rdx
	movq 56(%rsp), %rcx
	movq %r12, %r8
	movq %r9, 112(%rsp)
	callq *kernel_safe::hma3_combine@GOTPCREL(%rip)
	movq 96(%rsp), %r14
	movq 104(%rsp), %rsi
	movq $0, 16(%rsp)
	movq $8, 24(%rsp)
	movq $0, 32(%rsp)
	leaq 16(%rsp), %rcx
	movq %r14, %rdi
	movq %rbx, %rdx
	callq *gap_knobs::iter::wma@GOTPCREL(%rip)
	movq 16(%rsp), %r12
	movq 24(%rsp), %rax
	movq %rax, 120(%rsp)
	movq 32(%rsp), %rbx
	movq 88(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_23
	shlq $3, %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_23:
	testq %r13, %r13
	je .LBB_25
	shlq $3, %r13
	movl $8, %edx
	movq 112(%rsp), %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_25:
	movq 80(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_27
	shlq $3, %rsi
	movl $8, %edx
	movq 56(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_27:
	movq 72(%rsp), %rsi
	testq %rsi, %rsi
	movq 48(%rsp), %r14
	movq 120(%rsp), %r13
	je .LBB_29
	shlq $3, %rsi
	movl $8, %edx
	movq 64(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_29:
	movq %rbp, %rdi
	movq %r15, %rsi
	movq 40(%rsp), %r15
	movq %r15, %rdx
	movq 128(%rsp), %rcx
	movq %r13, %r8
	movq %rbx, %r9
	callq *kernel_safe::event_loop@GOTPCREL(%rip)
	vmovsd %xmm0, 64(%rsp)
	movq %rax, %rbx
	testq %r12, %r12
	je .LBB_32
	shlq $3, %r12
	movl $8, %edx
	movq %r13, %rdi
	movq %r12, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_32:
	testq %r14, %r14
	je .LBB_34
	shlq $3, %r14
	movl $8, %edx
	movq %r15, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_34:
	vmovsd 64(%rsp), %xmm0
	movq %rbx, %rax
	addq $136, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_35:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_40
.LBB_36:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_40
.LBB_37:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_40
.LBB_38:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_40
.LBB_39:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	movq 48(%rsp), %rbx
	movq 72(%rsp), %r12
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
.LBB_40:
	ud2
.LBB_41:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rcx
	leaq .Lanon.2(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	movq %rax, %r15
	testq %r12, %r12
	je .LBB_75
	shlq $3, %r12
	movl $8, %edx
	movq 120(%rsp), %rdi
	movq %r12, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_75
	movq %rax, %r15
	movq 16(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_46
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_46:
	movq 88(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_49
	shlq $3, %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_49
	movq %rax, %r15
.LBB_49:
	testq %r13, %r13
	je .LBB_54
	shlq $3, %r13
	movl $8, %edx
	movq 112(%rsp), %rdi
	movq %r13, %rsi
	jmp .LBB_53
	movq %rax, %r15
	movq 16(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_54
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
.LBB_53:
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_54:
	movq 48(%rsp), %rbx
	movq 40(%rsp), %r14
	movq 72(%rsp), %r12
	jmp .LBB_68
	movq %rax, %r15
	movq 16(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_71
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_71
	movq %rax, %r15
	movq 16(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_75
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_75
	movq %rax, %r15
	movq 16(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_79
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_79
	movq %rax, %r15
	jmp .LBB_81
	movq %rax, %r15
	movq 16(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_64
	movq 56(%rsp), %rbx
	jmp .LBB_86
.LBB_64:
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 56(%rsp), %rbx
	jmp .LBB_86
	movq %rax, %r15
	movq 16(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_90
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	jmp .LBB_89
	movq %rax, %r15
	movq 40(%rsp), %r14
.LBB_68:
	movq 80(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_72
	shlq $3, %rsi
	movl $8, %edx
	movq 56(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_72
	movq %rax, %r15
.LBB_71:
	movq 48(%rsp), %rbx
	movq 40(%rsp), %r14
	movq 72(%rsp), %r12
.LBB_72:
	testq %r12, %r12
	je .LBB_76
	shlq $3, %r12
	movl $8, %edx
	movq 64(%rsp), %rdi
	movq %r12, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_76
	movq %rax, %r15
.LBB_75:
	movq 48(%rsp), %rbx
	movq 40(%rsp), %r14
.LBB_76:
	testq %rbx, %rbx
	je .LBB_90
	shlq $3, %rbx
	movl $8, %edx
	movq %r14, %rdi
	jmp .LBB_88
	movq %rax, %r15
.LBB_79:
	movq 88(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_81
	shlq $3, %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_81:
	movq 56(%rsp), %r12
	testq %r14, %r14
	je .LBB_83
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_83:
	testq %r12, %r12
	je .LBB_90
	shlq $3, %r12
	movl $8, %edx
	movq 64(%rsp), %rdi
	movq %r12, %rsi
	jmp .LBB_89
	movq %rax, %r15
.LBB_86:
	testq %rbx, %rbx
	je .LBB_90
	shlq $3, %rbx
	movl $8, %edx
	movq 64(%rsp), %rdi
.LBB_88:
	movq %rbx, %rsi
.LBB_89:
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_90:
	movq %r15, %rdi
	callq _Unwind_Resume@PLT
