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
	subq $24, %rsp
	movq %rcx, %r12
	movq %rdx, %r14
	movq %rsi, %rbp
	movq %rdi, 16(%rsp)
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%r14,8), %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r15, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_48
	movq %rax, %rbx
	movl $1, %eax
	movq %rax, 8(%rsp)
	movabsq $9221120237041090560, %rax
	movq %rbx, %rcx
	cmpq $1, %r14
	je .LBB_8
	movl $1, %edx
	movq %rbx, %rcx
	cmpq $5, %r14
	jb .LBB_13
	leaq -1(%r14), %rsi
	movq %rsi, %rdi
	andq $-4, %rdi
	leaq (%rbx,%rdi,8), %rcx
	leaq 1(%rdi), %rdx
	xorl %r8d, %r8d
	movdqa .LCPI_0(%rip), %xmm0
.LBB_6:
	movdqu %xmm0, (%rbx,%r8,8)
	movdqu %xmm0, 16(%rbx,%r8,8)
	addq $4, %r8
	cmpq %r8, %rdi
	jne .LBB_6
	movq %r14, 8(%rsp)
	cmpq %rdi, %rsi
	je .LBB_8
.LBB_13:
	incq %rdx
	movq %rax, (%rcx)
	addq $8, %rcx
	cmpq %rdx, %r14
	jne .LBB_13
	movq %r14, 8(%rsp)
.LBB_8:
	movq %rax, (%rcx)
	jmp .LBB_9
.LBB_1:
	movl $8, %ebx
	movq $0, 8(%rsp)
.LBB_9:
	leaq (,%r12,8), %r13
	movq %r12, %rax
	shrq $61, %rax
	setne %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %r13
	seta %cl
	orb %al, %cl
	je .LBB_15
	xorl %edi, %edi
.LBB_11:
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_12
.LBB_15:
	testq %r13, %r13
	je .LBB_16
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movl $8, %edi
	testq %rax, %rax
	je .LBB_11
	movq %rax, %r15
	movq %r12, %r13
	movq %r12, %rax
	testq %r12, %r12
	jne .LBB_20
.LBB_30:
	leaq -1(%r12), %rcx
	cmpq %r14, %rcx
	jb .LBB_31
	jmp .LBB_38
.LBB_16:
	movl $8, %r15d
	xorl %r13d, %r13d
	movq %r12, %rax
	testq %r12, %r12
	je .LBB_30
.LBB_20:
	cmpq $1, %r12
	jne .LBB_22
	xorl %eax, %eax
	jmp .LBB_29
.LBB_22:
	leaq -1(%r12), %rdx
	cmpq $4, %rdx
	jae .LBB_24
	movl $1, %ecx
	xorl %eax, %eax
	jmp .LBB_27
.LBB_24:
	movq %rdx, %rax
	andq $-4, %rax
	leaq 1(%rax), %rcx
	movdqa .LCPI_4(%rip), %xmm0
	xorl %esi, %esi
	movdqa .LCPI_5(%rip), %xmm1
	movdqa .LCPI_6(%rip), %xmm2
	movdqa .LCPI_7(%rip), %xmm3
	movdqa .LCPI_8(%rip), %xmm4
	movapd .LCPI_9(%rip), %xmm5
	movdqa .LCPI_10(%rip), %xmm6
.LBB_25:
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
	movupd %xmm9, (%r15,%rsi,8)
	movupd %xmm7, 16(%r15,%rsi,8)
	addq $4, %rsi
	paddq %xmm6, %xmm0
	cmpq %rsi, %rax
	jne .LBB_25
	cmpq %rax, %rdx
	je .LBB_29
.LBB_27:
	movq .LCPI_1(%rip), %xmm0
	movapd .LCPI_2(%rip), %xmm1
.LBB_28:
	movq %rcx, %xmm2
	incq %rcx
	punpckldq %xmm0, %xmm2
	subpd %xmm1, %xmm2
	movapd %xmm2, %xmm3
	unpckhpd %xmm2, %xmm3
	addsd %xmm2, %xmm3
	movsd %xmm3, (%r15,%rax,8)
	incq %rax
	cmpq %rcx, %r12
	jne .LBB_28
.LBB_29:
	xorps %xmm0, %xmm0
	cvtsi2sd %r12, %xmm0
	movsd %xmm0, (%r15,%rax,8)
	incq %rax
	leaq -1(%r12), %rcx
	cmpq %r14, %rcx
	jae .LBB_38
.LBB_31:
	leaq 1(%r12), %rdx
	imulq %r12, %rdx
	movq %rdx, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	xorl %esi, %esi
	leaq .Lanon.0(%rip), %rdx
.LBB_32:
	leaq 1(%rcx), %r8
	xorpd %xmm1, %xmm1
	xorl %r9d, %r9d
.LBB_33:
	cmpq %r9, %rax
	je .LBB_34
	leaq (%rsi,%r9), %rdi
	cmpq %r14, %rdi
	jae .LBB_41
	movsd (%r15,%r9,8), %xmm2
	mulsd (%rbp,%r9,8), %xmm2
	incq %r9
	addsd %xmm2, %xmm1
	cmpq %r9, %r12
	jne .LBB_33
	divsd %xmm0, %xmm1
	movsd %xmm1, (%rbx,%rcx,8)
	incq %rsi
	addq $8, %rbp
	movq %r8, %rcx
	cmpq %r14, %r8
	jne .LBB_32
.LBB_38:
	movq 16(%rsp), %r12
	movq 8(%rsp), %rax
	movq %rax, (%r12)
	movq %rbx, 8(%r12)
	movq %r14, 16(%r12)
	testq %r13, %r13
	je .LBB_40
	shlq $3, %r13
	movl $8, %edx
	movq %r15, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_40:
	movq %r12, %rax
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_41:
	leaq .Lanon.1(%rip), %rdx
	jmp .LBB_42
.LBB_34:
	movq %rax, %rdi
	movq %rax, %r14
.LBB_42:
	movq %r14, %rsi
	movq 8(%rsp), %r12
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_12:
	ud2
.LBB_48:
	movl $8, %edi
	movq %r15, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	movq %rax, %r14
	shlq $3, %r13
	movl $8, %edx
	movq %r15, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_45
	movq %rax, %r14
	movq 8(%rsp), %r12
.LBB_45:
	testq %r12, %r12
	je .LBB_47
	shlq $3, %r12
	movl $8, %edx
	movq %rbx, %rdi
	movq %r12, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_47:
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
