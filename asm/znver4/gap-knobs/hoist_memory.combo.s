# gap_knobs::hoist_memory::combo — gap-knobs, target-cpu=znver4
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm
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
	movq %rdi, %rbp
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq (%r12), %rdx
	testq %rdx, %rdx
	js .LBB_44
	leaq 24(%rbx), %rcx
	movq %rbp, %rdi
	movq %r14, %rsi
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 16(%rbx), %r13
	movq $0, 184(%rbx)
	movq %r14, 24(%rsp)
	cmpq 168(%rbx), %r13
	ja .LBB_34
	movq 176(%rbx), %rdi
	xorl %esi, %esi
	testq %r13, %r13
	je .LBB_15
.LBB_4:
	movq 40(%rbx), %rcx
	movq 16(%rbx), %rax
	leaq -1(%r13), %r8
	movq 8(%rbx), %rdx
	movq 32(%rbx), %r9
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	cmpq %rax, %r8
	cmovaeq %rax, %r8
	incq %r8
	cmpq $17, %r8
	jb .LBB_5
	leaq (%rdi,%rsi,8), %r10
	movq %r10, %r11
	subq %rdx, %r11
	cmpq $128, %r11
	setb %r11b
	subq %r9, %r10
	cmpq $128, %r10
	setb %r10b
	orb %r11b, %r10b
	je .LBB_8
.LBB_5:
	xorl %r8d, %r8d
	jmp .LBB_10
.LBB_8:
	movl %r8d, %r11d
	leaq (,%rsi,8), %r10
	andl $15, %r11d
	movl $16, %r14d
	cmovneq %r11, %r14
	xorl %r11d, %r11d
	subq %r14, %r8
	leaq 64(%r10,%rdi), %r10
	addq %r8, %rsi
.LBB_9:
	vmovupd (%rdx,%r11,8), %zmm0
	vmovupd 64(%rdx,%r11,8), %zmm1
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%r9,%r11,8), %zmm0, %zmm0
	vsubpd 64(%r9,%r11,8), %zmm1, %zmm1
	vmovupd %zmm0, -64(%r10,%r11,8)
	vmovupd %zmm1, (%r10,%r11,8)
	addq $16, %r11
	cmpq %r11, %r8
	jne .LBB_9
.LBB_10:
	leaq (%rdx,%r8,8), %r11
	leaq (%rdi,%rsi,8), %r10
	leaq (%r9,%r8,8), %r9
	movq %rcx, %r14
	movq %rax, %r15
	subq %r8, %r14
	subq %r8, %r15
	subq %r8, %r13
	leaq .Lanon.16(%rip), %rdx
	xorl %r8d, %r8d
.LBB_11:
	cmpq %r8, %r15
	je .LBB_36
	cmpq %r8, %r14
	je .LBB_37
	vmovsd (%r11,%r8,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%r9,%r8,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r10,%r8,8)
	incq %r8
	cmpq %r8, %r13
	jne .LBB_11
	movq 24(%rsp), %r14
	addq %r8, %rsi
.LBB_15:
	movq 16(%r12), %rdx
	movq %rsi, 184(%rbx)
	testq %rdx, %rdx
	js .LBB_44
	leaq 48(%rbx), %rcx
	vzeroupper
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 32(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_44
	leaq 72(%rbx), %rcx
	movq %rbp, %rdi
	movq %r14, %rsi
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 40(%r12), %rdx
	testq %rdx, %rdx
	js .LBB_44
	leaq 96(%rbx), %rcx
	movq %rbp, %rdi
	movq %r14, %rsi
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 24(%r12), %r12
	testq %r12, %r12
	js .LBB_44
	leaq 120(%rbx), %rcx
	movq %rbp, %rdi
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
	movq 136(%rbx), %r14
	movq 112(%rbx), %rcx
	leaq -1(%r13), %r9
	movq 88(%rbx), %rax
	movq 80(%rbx), %rdx
	movq 128(%rbx), %r10
	movq 104(%rbx), %r11
	cmpq %r9, %r14
	movq %rcx, 16(%rsp)
	movq %rax, 8(%rsp)
	movq %rbp, 32(%rsp)
	cmovbq %r14, %r9
	cmpq %rcx, %r9
	cmovaeq %rcx, %r9
	cmpq %rax, %r9
	cmovaeq %rax, %r9
	incq %r9
	cmpq $17, %r9
	jb .LBB_22
	leaq (%rdi,%rsi,8), %rax
	movq %rax, %rcx
	subq %rdx, %rcx
	movq %rax, %r8
	cmpq $128, %rcx
	setb %cl
	subq %r11, %r8
	cmpq $128, %r8
	setb %r8b
	subq %r10, %rax
	orb %cl, %r8b
	cmpq $128, %rax
	setb %al
	orb %r8b, %al
	je .LBB_25
.LBB_22:
	xorl %r9d, %r9d
	jmp .LBB_27
.LBB_25:
	vbroadcastsd .LCPI_0(%rip), %zmm0
	movl %r9d, %ecx
	leaq (,%rsi,8), %rax
	andl $15, %ecx
	movl $16, %r8d
	cmovneq %rcx, %r8
	xorl %ecx, %ecx
	subq %r8, %r9
	leaq 64(%rax,%rdi), %rax
	addq %r9, %rsi
.LBB_26:
	vmulpd (%rdx,%rcx,8), %zmm0, %zmm1
	vmulpd 64(%rdx,%rcx,8), %zmm0, %zmm2
	vsubpd (%r11,%rcx,8), %zmm1, %zmm1
	vsubpd 64(%r11,%rcx,8), %zmm2, %zmm2
	vsubpd (%r10,%rcx,8), %zmm1, %zmm1
	vsubpd 64(%r10,%rcx,8), %zmm2, %zmm2
	vmovupd %zmm1, -64(%rax,%rcx,8)
	vmovupd %zmm2, (%rax,%rcx,8)
	addq $16, %rcx
	cmpq %rcx, %r9
	jne .LBB_26
.LBB_27:
	vmovsd .LCPI_0(%rip), %xmm0
	movq 16(%rsp), %rcx
	movq 8(%rsp), %r15
	leaq (%rdx,%r9,8), %rax
	leaq (%rdi,%rsi,8), %rbp
	leaq (%r10,%r9,8), %r10
	leaq (%r11,%r9,8), %r11
	movq %r14, %r8
	subq %r9, %r8
	subq %r9, %r13
	leaq .Lanon.18(%rip), %rdx
	subq %r9, %rcx
	subq %r9, %r15
	xorl %r9d, %r9d
.LBB_28:
	cmpq %r9, %r15
	je .LBB_40
	cmpq %r9, %rcx
	je .LBB_41
	cmpq %r9, %r8
	je .LBB_39
	vmulsd (%rax,%r9,8), %xmm0, %xmm1
	vsubsd (%r11,%r9,8), %xmm1, %xmm1
	vsubsd (%r10,%r9,8), %xmm1, %xmm1
	vmovsd %xmm1, (%rbp,%r9,8)
	incq %r9
	cmpq %r9, %r13
	jne .LBB_28
	movq 24(%rsp), %r14
	movq 32(%rsp), %rbp
	addq %r9, %rsi
.LBB_33:
	leaq 144(%rbx), %rcx
	movq %r12, %rdx
	movq %rsi, 208(%rbx)
	vzeroupper
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 56(%rbx), %rdx
	movq 64(%rbx), %rcx
	movq 152(%rbx), %r8
	movq 160(%rbx), %r9
	movq %rbp, %rdi
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
	leaq .Lanon.17(%rip), %rdx
	movq %rsi, %r14
	movq %rcx, %rax
.LBB_38:
	addq %r8, %r14
	movq %rax, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_43
.LBB_39:
	leaq .Lanon.20(%rip), %rdx
	movq %rsi, %r15
	movq %r14, 8(%rsp)
	jmp .LBB_42
.LBB_40:
	movq %rsi, %r15
	jmp .LBB_42
.LBB_41:
	movq 16(%rsp), %rax
	movq %rsi, %r15
	leaq .Lanon.19(%rip), %rdx
	movq %rax, 8(%rsp)
.LBB_42:
	addq %r9, %r15
	movq 8(%rsp), %rdi
	movq %rdi, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_43:
	ud2
.LBB_44:
	leaq .Lanon.13(%rip), %rdi
	leaq .Lanon.3(%rip), %rcx
	leaq .Lanon.15(%rip), %r8
	leaq 7(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	movq %rax, %rdi
	movq %r14, 184(%rbx)
	callq _Unwind_Resume@PLT
	movq %rax, %rdi
	movq %r15, 208(%rbx)
	callq _Unwind_Resume@PLT
