# gap_knobs::weights::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::weights::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	movq %rdx, %r15
	leaq (,%rdx,8), %r14
	movq %rdx, %rax
	shrq $61, %rax
	setne %al
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
	movq %rdi, %r12
	testq %r14, %r14
	je .LBB_4
	movq %rcx, (%rsp)
	movq %rsi, %rbp
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_2
	movq %rax, %rbx
	movq %r15, %r14
	movq %rbp, %rsi
	movq (%rsp), %rcx
	movq %r15, %r13
	testq %r15, %r15
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
	leaq -1(%rsi), %r9
	movq %r9, %r10
	andq $-4, %r10
	leaq (%rdx,%r10,8), %rdx
	leaq 1(%r10), %r8
	leaq (%r11,%rax,8), %r11
	addq $16, %r11
	xorl %ebp, %ebp
	movapd .LCPI_10(%rip), %xmm0
.LBB_27:
	movupd %xmm0, -16(%r11,%rbp,8)
	movupd %xmm0, (%r11,%rbp,8)
	addq $4, %rbp
	cmpq %rbp, %r10
	jne .LBB_27
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
	leaq -1(%r15), %rdi
	cmpq %rsi, %rdi
	jb .LBB_34
	jmp .LBB_45
.LBB_4:
	movl $8, %ebx
	xorl %r14d, %r14d
	movq %r15, %r13
	testq %r15, %r15
	je .LBB_18
.LBB_8:
	cmpq $1, %r15
	jne .LBB_10
	xorl %r13d, %r13d
	jmp .LBB_17
.LBB_10:
	leaq -1(%r15), %rdx
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
	cmpq %rax, %r15
	jne .LBB_16
.LBB_17:
	xorps %xmm0, %xmm0
	cvtsi2sd %r15, %xmm0
	movsd %xmm0, (%rbx,%r13,8)
	incq %r13
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	jne .LBB_20
.LBB_19:
	xorl %eax, %eax
	movq %rax, 16(%rcx)
	leaq -1(%r15), %rdi
	cmpq %rsi, %rdi
	jae .LBB_45
.LBB_34:
	leaq 1(%r15), %rdx
	imulq %r15, %rdx
	movq %rdx, %xmm1
	punpckldq .LCPI_0(%rip), %xmm1
	subpd .LCPI_1(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_2(%rip), %xmm0
	movq 8(%rcx), %r8
	xorl %r9d, %r9d
	leaq .Lanon.0(%rip), %rdx
.LBB_35:
	leaq 1(%rdi), %r10
	xorpd %xmm1, %xmm1
	xorl %r11d, %r11d
.LBB_36:
	cmpq %r11, %r13
	je .LBB_37
	leaq (%r9,%r11), %rcx
	cmpq %rsi, %rcx
	jae .LBB_47
	movsd (%rbx,%r11,8), %xmm2
	mulsd (%r12,%r11,8), %xmm2
	incq %r11
	addsd %xmm2, %xmm1
	cmpq %r11, %r15
	jne .LBB_36
	cmpq %rax, %rdi
	jae .LBB_50
	divsd %xmm0, %xmm1
	movsd %xmm1, (%r8,%rdi,8)
	incq %r9
	addq $8, %r12
	movq %r10, %rdi
	cmpq %rsi, %r10
	jne .LBB_35
.LBB_45:
	testq %r14, %r14
	je .LBB_51
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_51:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_37:
	movq %r13, %rcx
	movq %r13, %rsi
	jmp .LBB_48
.LBB_47:
	leaq .Lanon.1(%rip), %rdx
.LBB_48:
	movq %rcx, %rdi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_49
.LBB_22:
	movq %rcx, %rdi
	movl $8, %ecx
	movq %rdi, (%rsp)
	movq %rsi, %rdx
	xorl %esi, %esi
	movq %rdx, %rbp
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq (%rsp), %rcx
	movq 16(%rcx), %rax
	movq %rbp, %rsi
	jmp .LBB_24
.LBB_50:
	leaq .Lanon.2(%rip), %rdx
	movq %rax, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_49:
	ud2
	movq %rax, %r15
	testq %r14, %r14
	je .LBB_40
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_40:
	movq %r15, %rdi
	callq _Unwind_Resume@PLT
