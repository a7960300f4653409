# gap_knobs::hoist_weights::wma — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
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
	movq %rcx, %r9
	movq %rdx, %r15
	movq %rsi, %r12
	movq %rdi, 16(%rsp)
	testq %rdx, %rdx
	je .LBB_1
	movq %r9, %r13
	leaq (,%r15,8), %r14
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_48
	movq %rax, %rbx
	movl $1, %r8d
	movabsq $9221120237041090560, %rax
	movq %rbx, %rcx
	movq %r13, %r9
	cmpq $1, %r15
	je .LBB_8
	movl $1, %edx
	movq %rbx, %rcx
	cmpq $17, %r15
	jb .LBB_13
	vpbroadcastq .LCPI_0(%rip), %ymm0
	leaq -1(%r15), %rsi
	xorl %r8d, %r8d
	movq %rsi, %rdi
	andq $-16, %rdi
	leaq (%rbx,%rdi,8), %rcx
	leaq 1(%rdi), %rdx
.LBB_6:
	vmovdqu %ymm0, (%rbx,%r8,8)
	vmovdqu %ymm0, 32(%rbx,%r8,8)
	vmovdqu %ymm0, 64(%rbx,%r8,8)
	vmovdqu %ymm0, 96(%rbx,%r8,8)
	addq $16, %r8
	cmpq %r8, %rdi
	jne .LBB_6
	movq %r15, %r8
	cmpq %rdi, %rsi
	je .LBB_8
.LBB_13:
	movq %rax, (%rcx)
	incq %rdx
	addq $8, %rcx
	cmpq %rdx, %r15
	jne .LBB_13
	movq %r15, %r8
.LBB_8:
	movq %rax, (%rcx)
	jmp .LBB_9
.LBB_1:
	movl $8, %ebx
	xorl %r8d, %r8d
.LBB_9:
	movabsq $2305843009213693944, %r14
	leaq (,%r9,8), %r13
	movabsq $9223372036854775800, %rcx
	movq %r8, (%rsp)
	leaq 7(%r14), %rax
	cmpq %rax, %r9
	seta %al
	cmpq %rcx, %r13
	seta %cl
	orb %al, %cl
	je .LBB_15
	xorl %edi, %edi
.LBB_11:
	movq %r13, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_12
.LBB_15:
	testq %r13, %r13
	je .LBB_16
	movq %r9, 8(%rsp)
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movl $8, %edi
	testq %rax, %rax
	je .LBB_11
	movq 8(%rsp), %r9
	movq %rax, %rbp
	movq %r9, %r13
	testq %r9, %r9
	jne .LBB_20
	jmp .LBB_38
.LBB_16:
	movl $8, %ebp
	xorl %r13d, %r13d
	testq %r9, %r9
	je .LBB_38
.LBB_20:
	cmpq $1, %r9
	jne .LBB_22
	xorl %edx, %edx
	jmp .LBB_29
.LBB_22:
	leaq -1(%r9), %rcx
	cmpq $16, %rcx
	jae .LBB_24
	movl $1, %eax
	xorl %edx, %edx
	jmp .LBB_27
.LBB_24:
	vmovdqa .LCPI_4(%rip), %ymm0
	vpbroadcastq .LCPI_5(%rip), %ymm1
	vpbroadcastq .LCPI_6(%rip), %ymm2
	vpbroadcastq .LCPI_7(%rip), %ymm3
	vpbroadcastq .LCPI_8(%rip), %ymm5
	vpbroadcastq .LCPI_9(%rip), %ymm6
	vbroadcastsd .LCPI_10(%rip), %ymm7
	vpbroadcastq .LCPI_11(%rip), %ymm8
	movq %rcx, %rdx
	andq $-16, %rdx
	xorl %esi, %esi
	vpxor %xmm4, %xmm4, %xmm4
	leaq 1(%rdx), %rax
.LBB_25:
	vpsrlq $32, %ymm0, %ymm13
	vpblendd $170, %ymm4, %ymm0, %ymm12
	vpaddq %ymm1, %ymm0, %ymm9
	vpaddq %ymm2, %ymm0, %ymm10
	vpaddq %ymm3, %ymm0, %ymm11
	vpaddq %ymm0, %ymm8, %ymm0
	vpor %ymm6, %ymm13, %ymm13
	vpor %ymm5, %ymm12, %ymm12
	vsubpd %ymm7, %ymm13, %ymm13
	vaddpd %ymm13, %ymm12, %ymm12
	vpblendd $170, %ymm4, %ymm9, %ymm13
	vpsrlq $32, %ymm9, %ymm9
	vpor %ymm6, %ymm9, %ymm9
	vpor %ymm5, %ymm13, %ymm13
	vsubpd %ymm7, %ymm9, %ymm9
	vmovupd %ymm12, (%rbp,%rsi,8)
	vaddpd %ymm9, %ymm13, %ymm9
	vpblendd $170, %ymm4, %ymm10, %ymm13
	vpsrlq $32, %ymm10, %ymm10
	vpor %ymm6, %ymm10, %ymm10
	vpor %ymm5, %ymm13, %ymm13
	vsubpd %ymm7, %ymm10, %ymm10
	vmovupd %ymm9, 32(%rbp,%rsi,8)
	vaddpd %ymm10, %ymm13, %ymm10
	vpblendd $170, %ymm4, %ymm11, %ymm13
	vpsrlq $32, %ymm11, %ymm11
	vpor %ymm6, %ymm11, %ymm11
	vpor %ymm5, %ymm13, %ymm13
	vsubpd %ymm7, %ymm11, %ymm11
	vmovupd %ymm10, 64(%rbp,%rsi,8)
	vaddpd %ymm11, %ymm13, %ymm11
	vmovupd %ymm11, 96(%rbp,%rsi,8)
	addq $16, %rsi
	cmpq %rsi, %rdx
	jne .LBB_25
	cmpq %rdx, %rcx
	je .LBB_29
.LBB_27:
	vmovq .LCPI_1(%rip), %xmm0
	vmovapd .LCPI_2(%rip), %xmm1
.LBB_28:
	vmovq %rax, %xmm2
	incq %rax
	vpunpckldq %xmm0, %xmm2, %xmm2
	vsubpd %xmm1, %xmm2, %xmm2
	vshufpd $1, %xmm2, %xmm2, %xmm3
	vaddsd %xmm2, %xmm3, %xmm2
	vmovsd %xmm2, (%rbp,%rdx,8)
	incq %rdx
	cmpq %rax, %r9
	jne .LBB_28
.LBB_29:
	vcvtsi2sd %r9, %xmm15, %xmm0
	leaq -1(%r9), %rax
	vmovsd %xmm0, (%rbp,%rdx,8)
	cmpq %r15, %rax
	jae .LBB_38
	incq %rdx
	cmpq %rdx, %r9
	ja .LBB_41
	leaq 1(%r9), %rcx
	andq %r9, %r14
	leaq 56(%r12), %rdx
	movq %rax, %rsi
	imulq %r9, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	movl %r9d, %ecx
	andl $7, %ecx
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	jmp .LBB_32
.LBB_37:
	vdivsd %xmm0, %xmm1, %xmm1
	addq $8, %rdx
	addq $8, %r12
	vmovsd %xmm1, (%rbx,%rsi,8)
	incq %rsi
	cmpq %r15, %rsi
	je .LBB_38
.LBB_32:
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %edi, %edi
	cmpq $7, %rax
	jb .LBB_35
.LBB_33:
	vmovsd (%rbp,%rdi,8), %xmm2
	vmovsd 8(%rbp,%rdi,8), %xmm3
	vmulsd -56(%rdx,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -48(%rdx,%rdi,8), %xmm3, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 16(%rbp,%rdi,8), %xmm2
	vmulsd -40(%rdx,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 24(%rbp,%rdi,8), %xmm2
	vmulsd -32(%rdx,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 32(%rbp,%rdi,8), %xmm2
	vmulsd -24(%rdx,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 40(%rbp,%rdi,8), %xmm2
	vmulsd -16(%rdx,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 48(%rbp,%rdi,8), %xmm2
	vmulsd -8(%rdx,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vmovsd 56(%rbp,%rdi,8), %xmm2
	vmulsd (%rdx,%rdi,8), %xmm2, %xmm2
	addq $8, %rdi
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %rdi, %r14
	jne .LBB_33
	testq %rcx, %rcx
	je .LBB_37
.LBB_35:
	leaq (%r12,%rdi,8), %r8
	leaq (%rbp,%rdi,8), %rdi
	xorl %r9d, %r9d
.LBB_36:
	vmovsd (%rdi,%r9,8), %xmm2
	vmulsd (%r8,%r9,8), %xmm2, %xmm2
	incq %r9
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r9, %rcx
	jne .LBB_36
	jmp .LBB_37
.LBB_38:
	movq 16(%rsp), %r14
	movq (%rsp), %rax
	movq %rax, (%r14)
	movq %rbx, 8(%r14)
	movq %r15, 16(%r14)
	testq %r13, %r13
	je .LBB_40
	shlq $3, %r13
	movl $8, %edx
	movq %rbp, %rdi
	movq %r13, %rsi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_40:
	movq %r14, %rax
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_41:
	leaq .Lanon.0(%rip), %rcx
	xorl %edi, %edi
	movq %r9, %rsi
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_12:
	ud2
.LBB_48:
	movl $8, %edi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	movq %rax, %r14
	testq %r13, %r13
	jne .LBB_43
	movq (%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_46
.LBB_47:
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
.LBB_43:
	shlq $3, %r13
	movl $8, %edx
	movq %rbp, %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq (%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_47
	jmp .LBB_46
	movq %rax, %r14
	movq (%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_47
.LBB_46:
	shlq $3, %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
