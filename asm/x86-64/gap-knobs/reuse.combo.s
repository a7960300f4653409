# gap_knobs::reuse::combo — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::reuse::combo:
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
	js .LBB_43
	movq %rcx, %r14
	movq %rsi, %r15
	movq %rdi, %rbx
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq (%r12), %rdx
	testq %rdx, %rdx
	js .LBB_43
	leaq 24(%r14), %rcx
	movabsq $2305843009213693951, %rbp
	movq %rbx, %rdi
	movq %r15, %rsi
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 16(%r14), %r13
	movq $0, 184(%r14)
	testq %r13, %r13
	movq %r15, 16(%rsp)
	movq %rbx, 24(%rsp)
	je .LBB_3
	cmpq 168(%r14), %r13
	ja .LBB_6
	xorl %ebx, %ebx
	movq 176(%r14), %rdi
	leaq (%rdi,%rbx,8), %rax
	cmpq $1, %r13
	je .LBB_9
.LBB_8:
	leaq -8(,%r13,8), %rdx
	movq %rdi, %r15
	movq %rax, %rdi
	xorl %esi, %esi
	callq *memset@GOTPCREL(%rip)
	movq %r15, %rdi
	movq 16(%rsp), %r15
	leaq (%rbx,%r13), %rax
	leaq (%rdi,%rax,8), %rax
	addq $-8, %rax
	addq %r13, %rbx
	decq %rbx
.LBB_9:
	movq $0, (%rax)
	leaq 1(%rbx), %rsi
	movq %rsi, 184(%r14)
	movq 8(%r14), %rdx
	movq 16(%r14), %rax
	movq 40(%r14), %rcx
	movq 32(%r14), %r8
	movq %rbx, %r9
	andq %rbp, %r9
	cmpq %rcx, %r9
	cmovaeq %rcx, %r9
	cmpq %rax, %r9
	cmovaeq %rax, %r9
	cmpq $6, %r9
	jb .LBB_10
	movq %rdi, %r10
	subq %rdx, %r10
	cmpq $32, %r10
	setb %r10b
	movq %rdi, %r11
	subq %r8, %r11
	cmpq $32, %r11
	setb %r11b
	orb %r10b, %r11b
	je .LBB_12
.LBB_10:
	xorl %r9d, %r9d
	movq %rdi, %r10
	jmp .LBB_14
.LBB_3:
	movq 176(%r14), %rdi
	xorl %esi, %esi
	jmp .LBB_18
.LBB_12:
	incq %r9
	movl %r9d, %r10d
	andl $3, %r10d
	movl $4, %r11d
	cmovneq %r10, %r11
	subq %r11, %r9
	leaq (%rdi,%r9,8), %r10
	xorl %r11d, %r11d
.LBB_13:
	movupd (%rdx,%r11,8), %xmm0
	movupd 16(%rdx,%r11,8), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd (%r8,%r11,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%r8,%r11,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%rdi,%r11,8)
	movupd %xmm1, 16(%rdi,%r11,8)
	addq $4, %r11
	cmpq %r11, %r9
	jne .LBB_13
.LBB_14:
	leaq (%rdi,%rbx,8), %r11
	addq $8, %r11
	movq 24(%rsp), %rbx
.LBB_15:
	cmpq %r9, %rax
	je .LBB_44
	cmpq %r9, %rcx
	je .LBB_45
	movsd (%rdx,%r9,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%r8,%r9,8), %xmm0
	movsd %xmm0, (%r10)
	addq $8, %r10
	incq %r9
	cmpq %r11, %r10
	jne .LBB_15
.LBB_18:
	movq 16(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_43
	leaq 48(%r14), %rcx
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 32(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_43
	leaq 72(%r14), %rcx
	movq %rbx, %rdi
	movq %r15, %rsi
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 40(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_43
	leaq 96(%r14), %rcx
	movq %rbx, %rdi
	movq %r15, %rsi
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 24(%r12), %r12
	testq %r12, %r12
	js .LBB_43
	leaq 120(%r14), %rcx
	movq %rbx, %rdi
	movq %r15, %rsi
	movq %r12, %rdx
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 88(%r14), %r13
	movq $0, 208(%r14)
	testq %r13, %r13
	je .LBB_23
	cmpq 192(%r14), %r13
	ja .LBB_26
	xorl %ebx, %ebx
	movq 200(%r14), %rdi
	leaq (%rdi,%rbx,8), %rax
	cmpq $1, %r13
	je .LBB_29
.LBB_28:
	leaq -8(,%r13,8), %rdx
	movq %rdi, %r15
	movq %rax, %rdi
	xorl %esi, %esi
	callq *memset@GOTPCREL(%rip)
	movq %r15, %rdi
	leaq (%rbx,%r13), %rax
	leaq (%r15,%rax,8), %rax
	addq $-8, %rax
	addq %r13, %rbx
	decq %rbx
.LBB_29:
	movq $0, (%rax)
	leaq 1(%rbx), %rsi
	movq %rsi, 208(%r14)
	movq 80(%r14), %rdx
	movq 88(%r14), %r15
	movq 112(%r14), %rcx
	movq 136(%r14), %r8
	movq 128(%r14), %r9
	andq %rbx, %rbp
	cmpq %r8, %rbp
	cmovaeq %r8, %rbp
	movq 104(%r14), %r10
	cmpq %rcx, %rbp
	cmovaeq %rcx, %rbp
	cmpq %r15, %rbp
	cmovaeq %r15, %rbp
	cmpq $6, %rbp
	movq %rsi, 48(%rsp)
	jae .LBB_31
	xorl %ebp, %ebp
	movq %rdi, %r11
	jmp .LBB_36
.LBB_23:
	movq 200(%r14), %rdi
	xorl %esi, %esi
	jmp .LBB_42
.LBB_31:
	movq %rcx, %r13
	movq %rdi, %rax
	subq %rdx, %rax
	cmpq $32, %rax
	setb %al
	movq %rdi, %rcx
	subq %r10, %rcx
	cmpq $32, %rcx
	setb %cl
	orb %al, %cl
	movq %rdi, %rax
	subq %r9, %rax
	cmpq $32, %rax
	setb %al
	orb %cl, %al
	je .LBB_33
	xorl %ebp, %ebp
	movq %rdi, %r11
	jmp .LBB_35
.LBB_33:
	incq %rbp
	movl %ebp, %eax
	andl $3, %eax
	movl $4, %ecx
	cmovneq %rax, %rcx
	subq %rcx, %rbp
	leaq (%rdi,%rbp,8), %r11
	xorl %eax, %eax
	movapd .LCPI_0(%rip), %xmm0
.LBB_34:
	movupd (%rdx,%rax,8), %xmm1
	movupd 16(%rdx,%rax,8), %xmm2
	mulpd %xmm0, %xmm1
	mulpd %xmm0, %xmm2
	movupd (%r10,%rax,8), %xmm3
	subpd %xmm3, %xmm1
	movupd 16(%r10,%rax,8), %xmm3
	subpd %xmm3, %xmm2
	movupd (%r9,%rax,8), %xmm3
	subpd %xmm3, %xmm1
	movupd 16(%r9,%rax,8), %xmm3
	subpd %xmm3, %xmm2
	movupd %xmm1, (%rdi,%rax,8)
	movupd %xmm2, 16(%rdi,%rax,8)
	addq $4, %rax
	cmpq %rax, %rbp
	jne .LBB_34
.LBB_35:
	movq %r13, %rcx
.LBB_36:
	leaq (%rdi,%rbx,8), %rbx
	addq $8, %rbx
	leaq (%r9,%rbp,8), %r9
	leaq (%r10,%rbp,8), %r10
	leaq (%rdx,%rbp,8), %rdx
	movq %r8, %r13
	subq %rbp, %r13
	movq %rcx, 32(%rsp)
	subq %rbp, %rcx
	movq %r15, 40(%rsp)
	movq %r15, %rax
	subq %rbp, %rax
	xorl %ebp, %ebp
	movsd .LCPI_1(%rip), %xmm0
	xorl %r15d, %r15d
.LBB_37:
	cmpq %r15, %rax
	je .LBB_46
	cmpq %r15, %rcx
	je .LBB_47
	cmpq %r15, %r13
	je .LBB_48
	movsd (%rdx,%r15,8), %xmm1
	mulsd %xmm0, %xmm1
	subsd (%r10,%r15,8), %xmm1
	subsd (%r9,%r15,8), %xmm1
	movsd %xmm1, (%r11,%r15,8)
	incq %r15
	leaq (%r11,%rbp), %rsi
	addq $8, %rsi
	addq $8, %rbp
	cmpq %rbx, %rsi
	jne .LBB_37
	movq 16(%rsp), %r15
	movq 24(%rsp), %rbx
	movq 48(%rsp), %rsi
.LBB_42:
	leaq 144(%r14), %rcx
	movq %r12, %rdx
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 56(%r14), %rdx
	movq 64(%r14), %rcx
	movq 152(%r14), %r8
	movq 160(%r14), %r9
	movq %rbx, %rdi
	movq %r15, %rsi
	addq $56, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_safe::event_loop@GOTPCREL(%rip)
.LBB_6:
	leaq 168(%r14), %rdi
	movl $8, %ecx
	xorl %esi, %esi
	movq %r13, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 184(%r14), %rbx
	movq 176(%r14), %rdi
	leaq (%rdi,%rbx,8), %rax
	cmpq $1, %r13
	jne .LBB_8
	jmp .LBB_9
.LBB_26:
	leaq 192(%r14), %rdi
	movl $8, %ecx
	xorl %esi, %esi
	movq %r13, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 208(%r14), %rbx
	movq 200(%r14), %rdi
	leaq (%rdi,%rbx,8), %rax
	cmpq $1, %r13
	jne .LBB_28
	jmp .LBB_29
.LBB_44:
	leaq .Lanon.0(%rip), %rdx
	movq %rax, %rdi
	movq %rax, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_45:
	leaq .Lanon.1(%rip), %rdx
	movq %rcx, %rdi
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_48:
	leaq .Lanon.2(%rip), %rdx
	movq %r8, %rdi
	movq %r8, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_46:
	leaq .Lanon.3(%rip), %rdx
	movq 40(%rsp), %rdi
	movq %rdi, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_47:
	leaq .Lanon.4(%rip), %rdx
	movq 32(%rsp), %rdi
	movq %rdi, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_43:
	leaq .Lanon.5(%rip), %rdi
	leaq .Lanon.6(%rip), %rcx
	leaq .Lanon.7(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
