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
	subq $24, %rsp
	movq %rcx, %r12
	movq %rdx, %r14
	movq %rsi, %r13
	movq %rdi, 16(%rsp)
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%r14,8), %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r15, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_47
	movq %rax, %rbx
	movl $1, %eax
	movq %rax, 8(%rsp)
	movabsq $9221120237041090560, %rax
	movq %rbx, %rcx
	cmpq $1, %r14
	je .LBB_8
	movl $1, %edx
	movq %rbx, %rcx
	cmpq $17, %r14
	jb .LBB_13
	leaq -1(%r14), %rsi
	movq %rsi, %rdi
	andq $-16, %rdi
	leaq (%rbx,%rdi,8), %rcx
	leaq 1(%rdi), %rdx
	xorl %r8d, %r8d
	vpbroadcastq .LCPI_0(%rip), %ymm0
.LBB_6:
	vmovdqu %ymm0, (%rbx,%r8,8)
	vmovdqu %ymm0, 32(%rbx,%r8,8)
	vmovdqu %ymm0, 64(%rbx,%r8,8)
	vmovdqu %ymm0, 96(%rbx,%r8,8)
	addq $16, %r8
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
	movq %r12, %rax
	shrq $61, %rax
	setne %al
	leaq (,%r12,8), %rbp
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %rbp
	seta %cl
	orb %al, %cl
	je .LBB_15
	xorl %edi, %edi
.LBB_11:
	movq %rbp, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_12
.LBB_15:
	testq %rbp, %rbp
	je .LBB_16
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movl $8, %edi
	testq %rax, %rax
	je .LBB_11
	movq %rax, %r15
	movq %r12, %rbp
	movq %r12, %rax
	testq %r12, %r12
	jne .LBB_20
.LBB_29:
	leaq -1(%r12), %rcx
	cmpq %r14, %rcx
	jb .LBB_30
	jmp .LBB_37
.LBB_16:
	movl $8, %r15d
	xorl %ebp, %ebp
	movq %r12, %rax
	testq %r12, %r12
	je .LBB_29
.LBB_20:
	cmpq $1, %r12
	jne .LBB_22
	xorl %eax, %eax
	jmp .LBB_28
.LBB_22:
	leaq -1(%r12), %rdx
	cmpq $16, %rdx
	jae .LBB_25
	movl $1, %ecx
	xorl %eax, %eax
	jmp .LBB_24
.LBB_25:
	movq %rdx, %rax
	andq $-16, %rax
	leaq 1(%rax), %rcx
	vmovdqa .LCPI_2(%rip), %ymm0
	xorl %esi, %esi
	vpbroadcastq .LCPI_3(%rip), %ymm1
	vpbroadcastq .LCPI_4(%rip), %ymm2
	vpbroadcastq .LCPI_5(%rip), %ymm3
	vpbroadcastq .LCPI_6(%rip), %ymm4
.LBB_26:
	vpaddq %ymm1, %ymm0, %ymm5
	vpaddq %ymm2, %ymm0, %ymm6
	vpaddq %ymm3, %ymm0, %ymm7
	vcvtuqq2pd %ymm0, %ymm8
	vcvtuqq2pd %ymm5, %ymm5
	vcvtuqq2pd %ymm6, %ymm6
	vmovups %ymm8, (%r15,%rsi,8)
	vmovups %ymm5, 32(%r15,%rsi,8)
	vmovups %ymm6, 64(%r15,%rsi,8)
	vcvtuqq2pd %ymm7, %ymm5
	vmovups %ymm5, 96(%r15,%rsi,8)
	addq $16, %rsi
	vpaddq %ymm4, %ymm0, %ymm0
	cmpq %rsi, %rax
	jne .LBB_26
	cmpq %rax, %rdx
	je .LBB_28
.LBB_24:
	vcvtusi2sd %rcx, %xmm15, %xmm0
	incq %rcx
	vmovsd %xmm0, (%r15,%rax,8)
	incq %rax
	cmpq %rcx, %r12
	jne .LBB_24
.LBB_28:
	vcvtsi2sd %r12, %xmm15, %xmm0
	vmovsd %xmm0, (%r15,%rax,8)
	incq %rax
	leaq -1(%r12), %rcx
	cmpq %r14, %rcx
	jae .LBB_37
.LBB_30:
	leaq 1(%r12), %rdx
	imulq %r12, %rdx
	vcvtusi2sd %rdx, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	xorl %esi, %esi
	leaq .Lanon.0(%rip), %rdx
.LBB_31:
	leaq 1(%rcx), %r8
	vpxor %xmm1, %xmm1, %xmm1
	xorl %r9d, %r9d
.LBB_32:
	cmpq %r9, %rax
	je .LBB_33
	leaq (%rsi,%r9), %rdi
	cmpq %r14, %rdi
	jae .LBB_40
	vmovsd (%r15,%r9,8), %xmm2
	vmulsd (%r13,%r9,8), %xmm2, %xmm2
	incq %r9
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r9, %r12
	jne .LBB_32
	vdivsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, (%rbx,%rcx,8)
	incq %rsi
	addq $8, %r13
	movq %r8, %rcx
	cmpq %r14, %r8
	jne .LBB_31
.LBB_37:
	movq 16(%rsp), %r12
	movq 8(%rsp), %rax
	movq %rax, (%r12)
	movq %rbx, 8(%r12)
	movq %r14, 16(%r12)
	testq %rbp, %rbp
	je .LBB_39
	shlq $3, %rbp
	movl $8, %edx
	movq %r15, %rdi
	movq %rbp, %rsi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_39:
	movq %r12, %rax
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_40:
	leaq .Lanon.1(%rip), %rdx
	jmp .LBB_41
.LBB_33:
	movq %rax, %rdi
	movq %rax, %r14
.LBB_41:
	movq %r14, %rsi
	movq 8(%rsp), %r12
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_12:
	ud2
.LBB_47:
	movl $8, %edi
	movq %r15, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	movq %rax, %r14
	shlq $3, %rbp
	movl $8, %edx
	movq %r15, %rdi
	movq %rbp, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_44
	movq %rax, %r14
	movq 8(%rsp), %r12
.LBB_44:
	testq %r12, %r12
	je .LBB_46
	shlq $3, %r12
	movl $8, %edx
	movq %rbx, %rdi
	movq %r12, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_46:
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
