# gap_knobs::weights::wma — gap-knobs, target-cpu=znver4
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
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
	movq %rbx, %rcx
	movq %rax, 8(%rsp)
	movabsq $9221120237041090560, %rax
	cmpq $1, %r14
	je .LBB_8
	movl $1, %edx
	movq %rbx, %rcx
	cmpq $33, %r14
	jb .LBB_13
	vpbroadcastq .LCPI_0(%rip), %zmm0
	leaq -1(%r14), %rsi
	xorl %r8d, %r8d
	movq %rsi, %rdi
	andq $-32, %rdi
	leaq (%rbx,%rdi,8), %rcx
	leaq 1(%rdi), %rdx
.LBB_6:
	vmovdqu64 %zmm0, (%rbx,%r8,8)
	vmovdqu64 %zmm0, 64(%rbx,%r8,8)
	vmovdqu64 %zmm0, 128(%rbx,%r8,8)
	vmovdqu64 %zmm0, 192(%rbx,%r8,8)
	addq $32, %r8
	cmpq %r8, %rdi
	jne .LBB_6
	movq %r14, 8(%rsp)
	cmpq %rdi, %rsi
	je .LBB_8
.LBB_13:
	movq %rax, (%rcx)
	incq %rdx
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
	leaq (,%r12,8), %rbp
	movq %r12, %rax
	shrq $61, %rax
	movabsq $9223372036854775800, %rcx
	setne %al
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
	cmpq $32, %rdx
	jae .LBB_25
	movl $1, %ecx
	xorl %eax, %eax
	jmp .LBB_24
.LBB_25:
	vmovdqa64 .LCPI_2(%rip), %zmm0
	vpbroadcastq .LCPI_3(%rip), %zmm1
	vpbroadcastq .LCPI_4(%rip), %zmm2
	vpbroadcastq .LCPI_5(%rip), %zmm3
	vpbroadcastq .LCPI_6(%rip), %zmm4
	movq %rdx, %rax
	andq $-32, %rax
	xorl %esi, %esi
	leaq 1(%rax), %rcx
.LBB_26:
	vpaddq %zmm1, %zmm0, %zmm6
	vpaddq %zmm2, %zmm0, %zmm7
	vpaddq %zmm3, %zmm0, %zmm8
	vcvtuqq2pd %zmm0, %zmm5
	vpaddq %zmm4, %zmm0, %zmm0
	vcvtuqq2pd %zmm6, %zmm6
	vcvtuqq2pd %zmm7, %zmm7
	vcvtuqq2pd %zmm8, %zmm8
	vmovups %zmm5, (%r15,%rsi,8)
	vmovups %zmm6, 64(%r15,%rsi,8)
	vmovups %zmm7, 128(%r15,%rsi,8)
	vmovups %zmm8, 192(%r15,%rsi,8)
	addq $32, %rsi
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
	xorl %esi, %esi
	imulq %r12, %rdx
	vcvtusi2sd %rdx, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
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
	incq %rsi
	addq $8, %r13
	vmovsd %xmm1, (%rbx,%rcx,8)
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
	movq 8(%rsp), %r12
	movq %r14, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_12:
	ud2
.LBB_47:
	movl $8, %edi
	movq %r15, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	shlq $3, %rbp
	movl $8, %edx
	movq %rax, %r14
	movq %r15, %rdi
	movq %rbp, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_44
	movq 8(%rsp), %r12
	movq %rax, %r14
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
