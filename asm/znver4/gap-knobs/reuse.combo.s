# gap_knobs::reuse::combo — gap-knobs, target-cpu=znver4
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
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
	movq %rsi, %rbx
	movq %rdi, %r15
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq (%r12), %rdx
	testq %rdx, %rdx
	js .LBB_43
	leaq 24(%r14), %rcx
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 16(%r14), %r13
	movq $0, 184(%r14)
	movq %r15, 16(%rsp)
	testq %r13, %r13
	je .LBB_3
	cmpq 168(%r14), %r13
	ja .LBB_6
	xorl %ebp, %ebp
	movq 176(%r14), %rdi
	leaq (%rdi,%rbp,8), %rax
	cmpq $1, %r13
	je .LBB_9
.LBB_8:
	leaq -8(,%r13,8), %rdx
	movq %rbx, %r15
	movq %rdi, %rbx
	movq %rax, %rdi
	xorl %esi, %esi
	callq *memset@GOTPCREL(%rip)
	leaq (%rbp,%r13), %rax
	movq %rbx, %rdi
	leaq -1(%rbp,%r13), %rbp
	movq %r15, %rbx
	leaq -8(%rdi,%rax,8), %rax
.LBB_9:
	leaq 1(%rbp), %rsi
	movq $0, (%rax)
	movb $61, %r9b
	movq %rsi, 184(%r14)
	bzhiq %r9, %rbp, %r9
	movq 40(%r14), %rcx
	movq 16(%r14), %rax
	movq 8(%r14), %rdx
	movq 32(%r14), %r8
	cmpq %rcx, %r9
	cmovaeq %rcx, %r9
	cmpq %rax, %r9
	cmovaeq %rax, %r9
	cmpq $16, %r9
	jb .LBB_10
	movq %rdi, %r10
	subq %rdx, %r10
	movq %rdi, %r11
	cmpq $128, %r10
	setb %r10b
	subq %r8, %r11
	cmpq $128, %r11
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
	movl $16, %r11d
	movl %r9d, %r10d
	andl $15, %r10d
	cmovneq %r10, %r11
	subq %r11, %r9
	xorl %r11d, %r11d
	leaq (%rdi,%r9,8), %r10
.LBB_13:
	vmovupd (%rdx,%r11,8), %zmm0
	vmovupd 64(%rdx,%r11,8), %zmm1
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%r8,%r11,8), %zmm0, %zmm0
	vsubpd 64(%r8,%r11,8), %zmm1, %zmm1
	vmovupd %zmm0, (%rdi,%r11,8)
	vmovupd %zmm1, 64(%rdi,%r11,8)
	addq $16, %r11
	cmpq %r11, %r9
	jne .LBB_13
.LBB_14:
	movq 16(%rsp), %r15
	leaq 8(%rdi,%rbp,8), %r11
.LBB_15:
	cmpq %r9, %rax
	je .LBB_44
	cmpq %r9, %rcx
	je .LBB_45
	vmovsd (%rdx,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%r8,%r9,8), %xmm0, %xmm0
	incq %r9
	vmovsd %xmm0, (%r10)
	addq $8, %r10
	cmpq %r11, %r10
	jne .LBB_15
.LBB_18:
	movq 16(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_43
	leaq 48(%r14), %rcx
	vzeroupper
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 32(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_43
	leaq 72(%r14), %rcx
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 40(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_43
	leaq 96(%r14), %rcx
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 24(%r12), %r12
	testq %r12, %r12
	js .LBB_43
	leaq 120(%r14), %rcx
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %r12, %rdx
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
	movq 88(%r14), %r13
	movq $0, 208(%r14)
	testq %r13, %r13
	je .LBB_23
	cmpq 192(%r14), %r13
	ja .LBB_26
	xorl %ebp, %ebp
.LBB_27:
	movq 200(%r14), %rdi
	movq %rbx, 48(%rsp)
	leaq (%rdi,%rbp,8), %rax
	cmpq $1, %r13
	je .LBB_29
	leaq -8(,%r13,8), %rdx
	movq %rdi, %rbx
	movq %rax, %rdi
	xorl %esi, %esi
	callq *memset@GOTPCREL(%rip)
	leaq (%rbp,%r13), %rax
	leaq -1(%rbp,%r13), %rbp
	movq %rbx, %rdi
	leaq -8(%rbx,%rax,8), %rax
.LBB_29:
	leaq 1(%rbp), %r8
	movq $0, (%rax)
	movb $61, %al
	movq %r8, 208(%r14)
	bzhiq %rax, %rbp, %r9
	movq %r8, 40(%rsp)
	movq 136(%r14), %rsi
	movq 112(%r14), %rcx
	movq 88(%r14), %rbx
	movq 80(%r14), %rdx
	movq 128(%r14), %r10
	movq 104(%r14), %r11
	cmpq %rsi, %r9
	cmovaeq %rsi, %r9
	cmpq %rcx, %r9
	cmovaeq %rcx, %r9
	cmpq %rbx, %r9
	cmovaeq %rbx, %r9
	cmpq $16, %r9
	jae .LBB_31
	xorl %r9d, %r9d
	movq %rdi, %r13
	jmp .LBB_36
.LBB_23:
	movq 200(%r14), %rdi
	xorl %esi, %esi
	jmp .LBB_42
.LBB_31:
	movq %rdi, %rax
	subq %rdx, %rax
	movq %rcx, %r15
	movq %rdi, %rcx
	cmpq $128, %rax
	setb %al
	subq %r11, %rcx
	cmpq $128, %rcx
	setb %cl
	orb %al, %cl
	movq %rdi, %rax
	subq %r10, %rax
	cmpq $128, %rax
	setb %al
	orb %cl, %al
	je .LBB_33
	xorl %r9d, %r9d
	movq %rdi, %r13
	jmp .LBB_35
.LBB_33:
	vbroadcastsd .LCPI_0(%rip), %zmm0
	incq %r9
	movl $16, %ecx
	movl %r9d, %eax
	andl $15, %eax
	cmovneq %rax, %rcx
	xorl %eax, %eax
	subq %rcx, %r9
	leaq (%rdi,%r9,8), %r13
.LBB_34:
	vmulpd (%rdx,%rax,8), %zmm0, %zmm1
	vmulpd 64(%rdx,%rax,8), %zmm0, %zmm2
	vsubpd (%r11,%rax,8), %zmm1, %zmm1
	vsubpd 64(%r11,%rax,8), %zmm2, %zmm2
	vsubpd (%r10,%rax,8), %zmm1, %zmm1
	vsubpd 64(%r10,%rax,8), %zmm2, %zmm2
	vmovupd %zmm1, (%rdi,%rax,8)
	vmovupd %zmm2, 64(%rdi,%rax,8)
	addq $16, %rax
	cmpq %rax, %r9
	jne .LBB_34
.LBB_35:
	movq %r15, %rcx
.LBB_36:
	vmovsd .LCPI_0(%rip), %xmm0
	leaq 8(%rdi,%rbp,8), %rbp
	leaq (%r10,%r9,8), %r10
	leaq (%r11,%r9,8), %r11
	leaq (%rdx,%r9,8), %rdx
	movq %rsi, %r8
	movq %rcx, 24(%rsp)
	movq %rbx, %rax
	subq %r9, %r8
	subq %r9, %rcx
	subq %r9, %rax
	movq %rbx, 32(%rsp)
	xorl %r9d, %r9d
	xorl %ebx, %ebx
.LBB_37:
	cmpq %rbx, %rax
	je .LBB_46
	cmpq %rbx, %rcx
	je .LBB_47
	cmpq %rbx, %r8
	je .LBB_48
	vmulsd (%rdx,%rbx,8), %xmm0, %xmm1
	leaq 8(%r13,%r9), %r15
	addq $8, %r9
	vsubsd (%r11,%rbx,8), %xmm1, %xmm1
	vsubsd (%r10,%rbx,8), %xmm1, %xmm1
	vmovsd %xmm1, (%r13,%rbx,8)
	incq %rbx
	cmpq %rbp, %r15
	jne .LBB_37
	movq 48(%rsp), %rbx
	movq 16(%rsp), %r15
	movq 40(%rsp), %rsi
.LBB_42:
	leaq 144(%r14), %rcx
	movq %r12, %rdx
	vzeroupper
	callq *gap_knobs::via_driver::wma@GOTPCREL(%rip)
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
.LBB_6:
	leaq 168(%r14), %rdi
	movl $8, %ecx
	xorl %esi, %esi
	movq %r13, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 184(%r14), %rbp
	movq 176(%r14), %rdi
	leaq (%rdi,%rbp,8), %rax
	cmpq $1, %r13
	jne .LBB_8
	jmp .LBB_9
.LBB_26:
	leaq 192(%r14), %rdi
	movl $8, %ecx
	xorl %esi, %esi
	movq %r13, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 208(%r14), %rbp
	jmp .LBB_27
.LBB_44:
	leaq .Lanon.0(%rip), %rdx
	movq %rax, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_45:
	leaq .Lanon.1(%rip), %rdx
	movq %rcx, %rdi
	movq %rcx, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_48:
	leaq .Lanon.2(%rip), %rdx
	movq %rsi, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_46:
	movq 32(%rsp), %rdi
	leaq .Lanon.3(%rip), %rdx
	movq %rdi, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_47:
	movq 24(%rsp), %rdi
	leaq .Lanon.4(%rip), %rdx
	movq %rdi, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_43:
	leaq .Lanon.5(%rip), %rdi
	leaq .Lanon.6(%rip), %rcx
	leaq .Lanon.7(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
