# gap_knobs::hoist_memory::combo — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::combo:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $40, %rsp
	movq %rdx, %r12
	movq 8(%rdx), %rdx
	testq %rdx, %rdx
	js .LBB_44
	movq %rcx, %rbx
	movq %rsi, %r14
	movq %rdi, %r15
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq (%r12), %rdx
	testq %rdx, %rdx
	js .LBB_44
	leaq 24(%rbx), %rcx
	movq %r15, %rdi
	movq %r14, %rsi
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 16(%rbx), %r13
	movq $0, 184(%rbx)
	cmpq 168(%rbx), %r13
	movq %r14, 32(%rsp)
	ja .LBB_34
	movq 176(%rbx), %rdi
	xorl %esi, %esi
	testq %r13, %r13
	je .LBB_15
.LBB_4:
	movq 8(%rbx), %rdx
	movq 16(%rbx), %rax
	movq 40(%rbx), %rcx
	movq 32(%rbx), %r9
	leaq -1(%r13), %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpq %rax, %r8
	cmovaeq %rax, %r8
	incq %r8
	cmpq $7, %r8
	jb .LBB_5
	leaq (%rdi,%rsi,8), %r10
	movq %r10, %r11
	subq %rdx, %r11
	cmpq $32, %r11
	setb %r11b
	subq %r9, %r10
	cmpq $32, %r10
	setb %r10b
	orb %r11b, %r10b
	je .LBB_8
.LBB_5:
	xorl %r8d, %r8d
	jmp .LBB_10
.LBB_8:
	leaq (,%rsi,8), %r10
	movl %r8d, %r11d
	andl $3, %r11d
	movl $4, %r14d
	cmovneq %r11, %r14
	subq %r14, %r8
	addq %r8, %rsi
	addq %rdi, %r10
	addq $16, %r10
	xorl %r11d, %r11d
.LBB_9:
	movupd (%rdx,%r11,8), %xmm0
	movupd 16(%rdx,%r11,8), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd (%r9,%r11,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%r9,%r11,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, -16(%r10,%r11,8)
	movupd %xmm1, (%r10,%r11,8)
	addq $4, %r11
	cmpq %r11, %r8
	jne .LBB_9
.LBB_10:
	leaq (%rdi,%rsi,8), %r10
	leaq (%r9,%r8,8), %r9
	leaq (%rdx,%r8,8), %r11
	movq %rcx, %r14
	subq %r8, %r14
	movq %rax, %rbp
	subq %r8, %rbp
	subq %r8, %r13
	xorl %r8d, %r8d
	leaq .Lanon.16(%rip), %rdx
.LBB_11:
	cmpq %r8, %rbp
	je .LBB_36
	cmpq %r8, %r14
	je .LBB_37
	movsd (%r11,%r8,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%r9,%r8,8), %xmm0
	movsd %xmm0, (%r10,%r8,8)
	incq %r8
	cmpq %r8, %r13
	jne .LBB_11
	addq %r8, %rsi
	movq 32(%rsp), %r14
.LBB_15:
	movq %rsi, 184(%rbx)
	movq 16(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_44
	leaq 48(%rbx), %rcx
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 32(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_44
	leaq 72(%rbx), %rcx
	movq %r15, %rdi
	movq %r14, %rsi
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 40(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_44
	leaq 96(%rbx), %rcx
	movq %r15, %rdi
	movq %r14, %rsi
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 24(%r12), %r12
	testq %r12, %r12
	js .LBB_44
	leaq 120(%rbx), %rcx
	movq %r15, %rdi
	movq %r14, %rsi
	movq %r12, %rdx
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 88(%rbx), %r13
	movq $0, 208(%rbx)
	cmpq 192(%rbx), %r13
	ja .LBB_35
	movq 200(%rbx), %rdi
	xorl %esi, %esi
	testq %r13, %r13
	je .LBB_33
.LBB_21:
	movq 80(%rbx), %rdx
	movq 88(%rbx), %rax
	movq 112(%rbx), %rcx
	movq 136(%rbx), %r8
	movq 128(%rbx), %r10
	movq 104(%rbx), %r11
	leaq -1(%r13), %r9
	cmpq %r9, %r8
	movq %r8, 16(%rsp)
	cmovbq %r8, %r9
	cmpq %rcx, %r9
	movq %rcx, 24(%rsp)
	cmovaeq %rcx, %r9
	cmpq %rax, %r9
	movq %rax, 8(%rsp)
	cmovaeq %rax, %r9
	incq %r9
	cmpq $9, %r9
	jb .LBB_22
	leaq (%rdi,%rsi,8), %rax
	movq %rax, %rcx
	subq %rdx, %rcx
	cmpq $32, %rcx
	setb %cl
	movq %rax, %r8
	subq %r11, %r8
	cmpq $32, %r8
	setb %r8b
	orb %cl, %r8b
	subq %r10, %rax
	cmpq $32, %rax
	setb %al
	orb %r8b, %al
	je .LBB_25
.LBB_22:
	xorl %r9d, %r9d
	jmp .LBB_27
.LBB_25:
	leaq (,%rsi,8), %rax
	movl %r9d, %ecx
	andl $3, %ecx
	movl $4, %r8d
	cmovneq %rcx, %r8
	subq %r8, %r9
	addq %r9, %rsi
	addq %rdi, %rax
	addq $16, %rax
	xorl %ecx, %ecx
	movapd .LCPI_0(%rip), %xmm0
.LBB_26:
	movupd (%rdx,%rcx,8), %xmm1
	movupd 16(%rdx,%rcx,8), %xmm2
	mulpd %xmm0, %xmm1
	mulpd %xmm0, %xmm2
	movupd (%r11,%rcx,8), %xmm3
	subpd %xmm3, %xmm1
	movupd 16(%r11,%rcx,8), %xmm3
	subpd %xmm3, %xmm2
	movupd (%r10,%rcx,8), %xmm3
	subpd %xmm3, %xmm1
	movupd 16(%r10,%rcx,8), %xmm3
	subpd %xmm3, %xmm2
	movupd %xmm1, -16(%rax,%rcx,8)
	movupd %xmm2, (%rax,%rcx,8)
	addq $4, %rcx
	cmpq %rcx, %r9
	jne .LBB_26
.LBB_27:
	leaq (%rdi,%rsi,8), %rbp
	leaq (%r10,%r9,8), %r10
	leaq (%r11,%r9,8), %r11
	leaq (%rdx,%r9,8), %rax
	movq 16(%rsp), %r8
	subq %r9, %r8
	movq 24(%rsp), %r14
	subq %r9, %r14
	movq 8(%rsp), %rcx
	subq %r9, %rcx
	subq %r9, %r13
	xorl %r9d, %r9d
	leaq .Lanon.18(%rip), %rdx
	movsd .LCPI_1(%rip), %xmm0
.LBB_28:
	cmpq %r9, %rcx
	je .LBB_40
	cmpq %r9, %r14
	je .LBB_41
	cmpq %r9, %r8
	je .LBB_39
	movsd (%rax,%r9,8), %xmm1
	mulsd %xmm0, %xmm1
	subsd (%r11,%r9,8), %xmm1
	subsd (%r10,%r9,8), %xmm1
	movsd %xmm1, (%rbp,%r9,8)
	incq %r9
	cmpq %r9, %r13
	jne .LBB_28
	addq %r9, %rsi
	movq 32(%rsp), %r14
.LBB_33:
	movq %rsi, 208(%rbx)
	leaq 144(%rbx), %rcx
	movq %r12, %rdx
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 56(%rbx), %rdx
	movq 64(%rbx), %rcx
	movq 152(%rbx), %r8
	movq 160(%rbx), %r9
	movq %r15, %rdi
	movq %r14, %rsi
	addq $40, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_safe::event_loop@GOTPCREL(%rip)
.LBB_34:
	leaq 168(%rbx), %rdi
	movl $8, %ecx
	xorl %esi, %esi
	movq %r13, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 176(%rbx), %rdi
	movq 184(%rbx), %rsi
	jmp .LBB_4
.LBB_35:
	leaq 192(%rbx), %rdi
	movl $8, %ecx
	xorl %esi, %esi
	movq %r13, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 200(%rbx), %rdi
	movq 208(%rbx), %rsi
	jmp .LBB_21
.LBB_36:
	movq %rsi, %r14
	jmp .LBB_38
.LBB_37:
	movq %rsi, %r14
	movq %rcx, %rax
	leaq .Lanon.17(%rip), %rdx
.LBB_38:
	addq %r8, %r14
	movq %rax, %rdi
	movq %rax, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_43
.LBB_39:
	movq %rsi, %r14
	movq 16(%rsp), %rax
	movq %rax, 8(%rsp)
	leaq .Lanon.20(%rip), %rdx
	jmp .LBB_42
.LBB_40:
	movq %rsi, %r14
	jmp .LBB_42
.LBB_41:
	movq %rsi, %r14
	movq 24(%rsp), %rax
	movq %rax, 8(%rsp)
	leaq .Lanon.19(%rip), %rdx
.LBB_42:
	addq %r9, %r14
	movq 8(%rsp), %rdi
	movq %rdi, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_43:
	ud2
.LBB_44:
	leaq .Lanon.13(%rip), %rdi
	leaq .Lanon.3(%rip), %rcx
	leaq .Lanon.15(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	movq %r14, 184(%rbx)
	movq %rax, %rdi
	callq _Unwind_Resume@PLT
	movq %r14, 208(%rbx)
	movq %rax, %rdi
	callq _Unwind_Resume@PLT
