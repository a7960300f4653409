# gap_knobs::hoist_weights::wma — gap-knobs, target-cpu=emeraldrapids
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
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
	movabsq $2305843009213693944, %rbp
	leaq 7(%rbp), %rax
	cmpq %rax, %rdx
	seta %al
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
	leaq -1(%rsi), %r10
	andq $-16, %r10
	leaq (%rdx,%r10,8), %rdx
	leaq 1(%r10), %r8
	leaq 96(%r11,%rax,8), %r11
	xorl %r9d, %r9d
	vbroadcastsd .LCPI_6(%rip), %ymm0
.LBB_26:
	vmovupd %ymm0, -96(%r11,%r9,8)
	vmovupd %ymm0, -64(%r11,%r9,8)
	vmovupd %ymm0, -32(%r11,%r9,8)
	vmovupd %ymm0, (%r11,%r9,8)
	addq $16, %r9
	cmpq %r9, %r10
	jne .LBB_26
	leaq -1(%rsi), %r9
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
	leaq -1(%r12), %rdx
	cmpq %rsi, %rdx
	jb .LBB_33
	jmp .LBB_42
.LBB_4:
	movl $8, %ebx
	xorl %r14d, %r14d
	movq %r12, %r13
	testq %r12, %r12
	je .LBB_17
.LBB_8:
	cmpq $1, %r12
	jne .LBB_10
	xorl %r13d, %r13d
	jmp .LBB_16
.LBB_10:
	leaq -1(%r12), %rdx
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
	cmpq %rax, %r12
	jne .LBB_12
.LBB_16:
	vcvtsi2sd %r12, %xmm15, %xmm0
	vmovsd %xmm0, (%rbx,%r13,8)
	incq %r13
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	jne .LBB_19
.LBB_18:
	xorl %eax, %eax
	movq %rax, 16(%rcx)
	leaq -1(%r12), %rdx
	cmpq %rsi, %rdx
	jae .LBB_42
.LBB_33:
	cmpq %r13, %r12
	ja .LBB_47
	leaq 1(%r12), %rdi
	imulq %r12, %rdi
	vcvtusi2sd %rdi, %xmm15, %xmm0
	vmulsd .LCPI_0(%rip), %xmm0, %xmm0
	movq 8(%rcx), %rcx
	movl %r12d, %r8d
	andl $7, %r8d
	andq %r12, %rbp
	leaq 56(%r15), %r9
	movq %rdx, %rdi
.LBB_35:
	vpxor %xmm1, %xmm1, %xmm1
	xorl %r10d, %r10d
	cmpq $7, %rdx
	jb .LBB_38
.LBB_36:
	vmovsd (%rbx,%r10,8), %xmm2
	vmovsd 8(%rbx,%r10,8), %xmm3
	vmulsd -56(%r9,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -48(%r9,%r10,8), %xmm3, %xmm2
	vmovsd 16(%rbx,%r10,8), %xmm3
	vmulsd -40(%r9,%r10,8), %xmm3, %xmm3
	vaddsd %xmm2, %xmm1, %xmm1
	vaddsd %xmm3, %xmm1, %xmm1
	vmovsd 24(%rbx,%r10,8), %xmm2
	vmulsd -32(%r9,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 32(%rbx,%r10,8), %xmm2
	vmulsd -24(%r9,%r10,8), %xmm2, %xmm2
	vmovsd 40(%rbx,%r10,8), %xmm3
	vmulsd -16(%r9,%r10,8), %xmm3, %xmm3
	vaddsd %xmm2, %xmm1, %xmm1
	vaddsd %xmm3, %xmm1, %xmm1
	vmovsd 48(%rbx,%r10,8), %xmm2
	vmulsd -8(%r9,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 56(%rbx,%r10,8), %xmm2
	vmulsd (%r9,%r10,8), %xmm2, %xmm2
	addq $8, %r10
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r10, %rbp
	jne .LBB_36
	testq %r8, %r8
	je .LBB_40
.LBB_38:
	leaq (%r15,%r10,8), %r11
	leaq (%rbx,%r10,8), %r10
	xorl %r12d, %r12d
.LBB_39:
	vmovsd (%r10,%r12,8), %xmm2
	vmulsd (%r11,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	incq %r12
	cmpq %r12, %r8
	jne .LBB_39
.LBB_40:
	cmpq %rax, %rdi
	jae .LBB_49
	vdivsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, (%rcx,%rdi,8)
	incq %rdi
	addq $8, %r9
	addq $8, %r15
	cmpq %rsi, %rdi
	jne .LBB_35
.LBB_42:
	testq %r14, %r14
	je .LBB_50
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
	vzeroupper
	jmpq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_50:
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_47:
	leaq .Lanon.0(%rip), %rcx
	xorl %edi, %edi
	movq %r12, %rsi
	movq %r13, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_48
.LBB_21:
	movq %rcx, %rdi
	movl $8, %ecx
	movq %rdi, 16(%rsp)
	movq %rsi, %rdx
	xorl %esi, %esi
	movq %rdx, 8(%rsp)
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 16(%rsp), %rcx
	movq 16(%rcx), %rax
	movq 8(%rsp), %rsi
	jmp .LBB_23
.LBB_49:
	leaq .Lanon.1(%rip), %rdx
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_48:
	ud2
	movq %rax, %r15
	testq %r14, %r14
	je .LBB_46
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_46:
	movq %r15, %rdi
	callq _Unwind_Resume@PLT
