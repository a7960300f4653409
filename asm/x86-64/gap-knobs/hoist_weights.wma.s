# gap_knobs::hoist_weights::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_weights::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $24, %rsp
	movq %rdx, %r12
	movabsq $2305843009213693948, %rbp
	leaq (,%rdx,8), %r14
	leaq 3(%rbp), %rax
	cmpq %rax, %rdx
	seta %al
	movabsq $9223372036854775800, %rdx
	cmpq %rdx, %r14
	seta %dl
	orb %al, %dl
	je .LBB_3
	xorl %r13d, %r13d
.LBB_2:
	movq %r13, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_3:
	movq %rdi, %r15
	testq %r14, %r14
	je .LBB_4
	movq %rcx, 16(%rsp)
	movq %rsi, 8(%rsp)
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_2
	movq %rax, %rbx
	movq %r12, %r14
	movq 8(%rsp), %rsi
	movq 16(%rsp), %rcx
	movq %r12, %r13
	testq %r12, %r12
	jne .LBB_8
.LBB_18:
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	je .LBB_19
.LBB_20:
	cmpq (%rcx), %rsi
	ja .LBB_22
	xorl %eax, %eax
.LBB_24:
	movq 8(%rcx), %r11
	leaq (%r11,%rax,8), %rdx
	movabsq $9221120237041090560, %rdi
	cmpq $1, %rsi
	je .LBB_32
	movl $1, %r8d
	cmpq $5, %rsi
	jb .LBB_29
	leaq -1(%rsi), %r10
	andq $-4, %r10
	leaq (%rdx,%r10,8), %rdx
	leaq 1(%r10), %r8
	leaq (%r11,%rax,8), %r11
	addq $16, %r11
	xorl %r9d, %r9d
	movapd .LCPI_10(%rip), %xmm0
.LBB_27:
	movupd %xmm0, -16(%r11,%r9,8)
	movupd %xmm0, (%r11,%r9,8)
	addq $4, %r9
	cmpq %r9, %r10
	jne .LBB_27
	leaq -1(%rsi), %r9
	cmpq %r10, %r9
	je .LBB_31
.LBB_29:
	movq %rsi, %r9
	subq %r8, %r9
.LBB_30:
	movq %rdi, (%rdx)
	addq $8, %rdx
	decq %r9
	jne .LBB_30
.LBB_31:
	addq %rsi, %rax
	decq %rax
.LBB_32:
	movq %rdi, (%rdx)
	incq %rax
	movq %rax, 16(%rcx)
	leaq -1(%r12), %rdx
	cmpq %rsi, %rdx
	jb .LBB_34
	jmp .LBB_43
.LBB_4:
	movl $8, %ebx
	xorl %r14d, %r14d
	movq %r12, %r13
	testq %r12, %r12
	je .LBB_18
.LBB_8:
	cmpq $1, %r12
	jne .LBB_10
	xorl %r13d, %r13d
	jmp .LBB_17
.LBB_10:
	leaq -1(%r12), %rdx
	cmpq $4, %rdx
	jae .LBB_12
	movl $1, %eax
	xorl %r13d, %r13d
	jmp .LBB_15
.LBB_12:
	movq %rdx, %r13
	andq $-4, %r13
	leaq 1(%r13), %rax
	movdqa .LCPI_3(%rip), %xmm0
	xorl %edi, %edi
	movdqa .LCPI_4(%rip), %xmm1
	movdqa .LCPI_5(%rip), %xmm2
	movdqa .LCPI_6(%rip), %xmm3
	movdqa .LCPI_7(%rip), %xmm4
	movapd .LCPI_8(%rip), %xmm5
	movdqa .LCPI_9(%rip), %xmm6
.LBB_13:
	movdqa %xmm0, %xmm7
	paddq %xmm1, %xmm7
	movdqa %xmm0, %xmm8
	pand %xmm2, %xmm8
	por %xmm3, %xmm8
	movdqa %xmm0, %xmm9
	psrlq $32, %xmm9
	por %xmm4, %xmm9
	subpd %xmm5, %xmm9
	addpd %xmm8, %xmm9
	movdqa %xmm7, %xmm8
	pand %xmm2, %xmm8
	por %xmm3, %xmm8
	psrlq $32, %xmm7
	por %xmm4, %xmm7
	subpd %xmm5, %xmm7
	addpd %xmm8, %xmm7
	movupd %xmm9, (%rbx,%rdi,8)
	movupd %xmm7, 16(%rbx,%rdi,8)
	addq $4, %rdi
	paddq %xmm6, %xmm0
	cmpq %rdi, %r13
	jne .LBB_13
	cmpq %r13, %rdx
	je .LBB_17
.LBB_15:
	movq .LCPI_0(%rip), %xmm0
	movapd .LCPI_1(%rip), %xmm1
.LBB_16:
	movq %rax, %xmm2
	incq %rax
	punpckldq %xmm0, %xmm2
	subpd %xmm1, %xmm2
	movapd %xmm2, %xmm3
	unpckhpd %xmm2, %xmm3
	addsd %xmm2, %xmm3
	movsd %xmm3, (%rbx,%r13,8)
	incq %r13
	cmpq %rax, %r12
	jne .LBB_16
.LBB_17:
	xorps %xmm0, %xmm0
	cvtsi2sd %r12, %xmm0
	movsd %xmm0, (%rbx,%r13,8)
	incq %r13
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	jne .LBB_20
.LBB_19:
	xorl %eax, %eax
	movq %rax, 16(%rcx)
	leaq -1(%r12), %rdx
	cmpq %rsi, %rdx
	jae .LBB_43
.LBB_34:
	cmpq %r13, %r12
	ja .LBB_48
	leaq 1(%r12), %rdi
	imulq %r12, %rdi
	movq %rdi, %xmm1
	punpckldq .LCPI_0(%rip), %xmm1
	subpd .LCPI_1(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_2(%rip), %xmm0
	movq 8(%rcx), %rcx
	movl %r12d, %r8d
	andl $3, %r8d
	andq %r12, %rbp
	leaq 24(%r15), %r9
	movq %rdx, %rdi
.LBB_36:
	xorpd %xmm1, %xmm1
	xorl %r10d, %r10d
	cmpq $3, %rdx
	jb .LBB_39
.LBB_37:
	movsd (%rbx,%r10,8), %xmm2
	movsd 8(%rbx,%r10,8), %xmm3
	mulsd -24(%r9,%r10,8), %xmm2
	mulsd -16(%r9,%r10,8), %xmm3
	addsd %xmm1, %xmm2
	movsd 16(%rbx,%r10,8), %xmm4
	mulsd -8(%r9,%r10,8), %xmm4
	addsd %xmm2, %xmm3
	movsd 24(%rbx,%r10,8), %xmm1
	mulsd (%r9,%r10,8), %xmm1
	addsd %xmm3, %xmm4
	addq $4, %r10
	addsd %xmm4, %xmm1
	cmpq %r10, %rbp
	jne .LBB_37
	testq %r8, %r8
	je .LBB_41
.LBB_39:
	leaq (%r15,%r10,8), %r11
	leaq (%rbx,%r10,8), %r10
	xorl %r12d, %r12d
.LBB_40:
	movsd (%r10,%r12,8), %xmm2
	mulsd (%r11,%r12,8), %xmm2
	addsd %xmm2, %xmm1
	incq %r12
	cmpq %r12, %r8
	jne .LBB_40
.LBB_41:
	cmpq %rax, %rdi
	jae .LBB_50
	divsd %xmm0, %xmm1
	movsd %xmm1, (%rcx,%rdi,8)
	incq %rdi
	addq $8, %r9
	addq $8, %r15
	cmpq %rsi, %rdi
	jne .LBB_36
.LBB_43:
	testq %r14, %r14
	je .LBB_51
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_51:
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_48:
	leaq .Lanon.0(%rip), %rcx
	xorl %edi, %edi
	movq %r12, %rsi
	movq %r13, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_49
.LBB_22:
	movq %rcx, %rdi
	movl $8, %ecx
	movq %rdi, 16(%rsp)
	movq %rsi, %rdx
	xorl %esi, %esi
	movq %rdx, 8(%rsp)
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 16(%rsp), %rcx
	movq 16(%rcx), %rax
	movq 8(%rsp), %rsi
	jmp .LBB_24
.LBB_50:
	leaq .Lanon.1(%rip), %rdx
	movq %rax, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_49:
	ud2
	movq %rax, %r15
	testq %r14, %r14
	je .LBB_47
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_47:
	movq %r15, %rdi
	callq _Unwind_Resume@PLT
