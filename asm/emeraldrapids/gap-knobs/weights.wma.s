# gap_knobs::weights::wma — gap-knobs, target-cpu=emeraldrapids
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
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
	movq %rdx, %rax
	shrq $61, %rax
	setne %al
	leaq (,%rdx,8), %r14
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
.LBB_17:
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	je .LBB_18
.LBB_19:
	cmpq (%rcx), %rsi
	ja .LBB_21
	xorl %eax, %eax
.LBB_23:
	movq 8(%rcx), %r11
	leaq (%r11,%rax,8), %rdx
	movabsq $9221120237041090560, %rdi
	cmpq $1, %rsi
	je .LBB_31
	movl $1, %r8d
	cmpq $17, %rsi
	jb .LBB_28
	leaq -1(%rsi), %r9
	movq %r9, %r10
	andq $-16, %r10
	leaq (%rdx,%r10,8), %rdx
	leaq 1(%r10), %r8
	leaq 96(%r11,%rax,8), %r11
	xorl %ebp, %ebp
	vbroadcastsd .LCPI_6(%rip), %ymm0
.LBB_26:
	vmovupd %ymm0, -96(%r11,%rbp,8)
	vmovupd %ymm0, -64(%r11,%rbp,8)
	vmovupd %ymm0, -32(%r11,%rbp,8)
	vmovupd %ymm0, (%r11,%rbp,8)
	addq $16, %rbp
	cmpq %rbp, %r10
	jne .LBB_26
	cmpq %r10, %r9
	je .LBB_30
.LBB_28:
	movq %rsi, %r9
	subq %r8, %r9
.LBB_29:
	movq %rdi, (%rdx)
	addq $8, %rdx
	decq %r9
	jne .LBB_29
.LBB_30:
	leaq -1(%rsi,%rax), %rax
.LBB_31:
	movq %rdi, (%rdx)
	incq %rax
	movq %rax, 16(%rcx)
	leaq -1(%r15), %rdi
	cmpq %rsi, %rdi
	jb .LBB_33
	jmp .LBB_44
.LBB_4:
	movl $8, %ebx
	xorl %r14d, %r14d
	movq %r15, %r13
	testq %r15, %r15
	je .LBB_17
.LBB_8:
	cmpq $1, %r15
	jne .LBB_10
	xorl %r13d, %r13d
	jmp .LBB_16
.LBB_10:
	leaq -1(%r15), %rdx
	cmpq $16, %rdx
	jae .LBB_13
	movl $1, %eax
	xorl %r13d, %r13d
	jmp .LBB_12
.LBB_13:
	movq %rdx, %r13
	andq $-16, %r13
	leaq 1(%r13), %rax
	vmovdqa .LCPI_1(%rip), %ymm0
	xorl %edi, %edi
	vpbroadcastq .LCPI_2(%rip), %ymm1
	vpbroadcastq .LCPI_3(%rip), %ymm2
	vpbroadcastq .LCPI_4(%rip), %ymm3
	vpbroadcastq .LCPI_5(%rip), %ymm4
.LBB_14:
	vpaddq %ymm1, %ymm0, %ymm5
	vpaddq %ymm2, %ymm0, %ymm6
	vpaddq %ymm3, %ymm0, %ymm7
	vcvtuqq2pd %ymm0, %ymm8
	vcvtuqq2pd %ymm5, %ymm5
	vcvtuqq2pd %ymm6, %ymm6
	vmovups %ymm8, (%rbx,%rdi,8)
	vmovups %ymm5, 32(%rbx,%rdi,8)
	vmovups %ymm6, 64(%rbx,%rdi,8)
	vcvtuqq2pd %ymm7, %ymm5
	vmovups %ymm5, 96(%rbx,%rdi,8)
	addq $16, %rdi
	vpaddq %ymm4, %ymm0, %ymm0
	cmpq %rdi, %r13
	jne .LBB_14
	cmpq %r13, %rdx
	je .LBB_16
.LBB_12:
	vcvtusi2sd %rax, %xmm15, %xmm0
	incq %rax
	vmovsd %xmm0, (%rbx,%r13,8)
	incq %r13
	cmpq %rax, %r15
	jne .LBB_12
.LBB_16:
	vcvtsi2sd %r15, %xmm15, %xmm0
	vmovsd %xmm0, (%rbx,%r13,8)
	incq %r13
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	jne .LBB_19
.LBB_18:
	xorl %eax, %eax
	movq %rax, 16(%rcx)
	leaq -1(%r15), %rdi
	cmpq %rsi, %rdi
	jae .LBB_44
.LBB_33:
	leaq 1(%r15), %rdx
	imulq %r15, %rdx
	vcvtusi2sd %rdx, %xmm15, %xmm0
	vmulsd .LCPI_0(%rip), %xmm0, %xmm0
	movq 8(%rcx), %r8
	xorl %r9d, %r9d
	leaq .Lanon.0(%rip), %rdx
.LBB_34:
	leaq 1(%rdi), %r10
	vpxor %xmm1, %xmm1, %xmm1
	xorl %r11d, %r11d
.LBB_35:
	cmpq %r11, %r13
	je .LBB_36
	leaq (%r9,%r11), %rcx
	cmpq %rsi, %rcx
	jae .LBB_46
	vmovsd (%rbx,%r11,8), %xmm2
	vmulsd (%r12,%r11,8), %xmm2, %xmm2
	incq %r11
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r11, %r15
	jne .LBB_35
	cmpq %rax, %rdi
	jae .LBB_49
	vdivsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, (%r8,%rdi,8)
	incq %r9
	addq $8, %r12
	movq %r10, %rdi
	cmpq %rsi, %r10
	jne .LBB_34
.LBB_44:
	testq %r14, %r14
	je .LBB_50
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
	vzeroupper
	jmpq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_50:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_36:
	movq %r13, %rcx
	movq %r13, %rsi
	jmp .LBB_47
.LBB_46:
	leaq .Lanon.1(%rip), %rdx
.LBB_47:
	movq %rcx, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_48
.LBB_21:
	movq %rcx, %rdi
	movl $8, %ecx
	movq %rdi, (%rsp)
	movq %rsi, %rdx
	xorl %esi, %esi
	movq %rdx, %rbp
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq (%rsp), %rcx
	movq 16(%rcx), %rax
	movq %rbp, %rsi
	jmp .LBB_23
.LBB_49:
	leaq .Lanon.2(%rip), %rdx
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_48:
	ud2
	movq %rax, %r15
	testq %r14, %r14
	je .LBB_39
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_39:
	movq %r15, %rdi
	callq _Unwind_Resume@PLT
