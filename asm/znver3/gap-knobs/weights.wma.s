# gap_knobs::weights::wma — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
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
	je .LBB_48
	movq %rax, %rbx
	movl $1, %eax
	movq %rbx, %rcx
	movq %rax, 8(%rsp)
	movabsq $9221120237041090560, %rax
	cmpq $1, %r14
	je .LBB_8
	movl $1, %edx
	movq %rbx, %rcx
	cmpq $17, %r14
	jb .LBB_13
	vpbroadcastq .LCPI_0(%rip), %ymm0
	leaq -1(%r14), %rsi
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
.LBB_30:
	leaq -1(%r12), %rcx
	cmpq %r14, %rcx
	jb .LBB_31
	jmp .LBB_38
.LBB_16:
	movl $8, %r15d
	xorl %ebp, %ebp
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
	cmpq $16, %rdx
	jae .LBB_24
	movl $1, %ecx
	xorl %eax, %eax
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
	movq %rdx, %rax
	andq $-16, %rax
	xorl %esi, %esi
	vpxor %xmm4, %xmm4, %xmm4
	leaq 1(%rax), %rcx
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
	vmovupd %ymm12, (%r15,%rsi,8)
	vaddpd %ymm9, %ymm13, %ymm9
	vpblendd $170, %ymm4, %ymm10, %ymm13
	vpsrlq $32, %ymm10, %ymm10
	vpor %ymm6, %ymm10, %ymm10
	vpor %ymm5, %ymm13, %ymm13
	vsubpd %ymm7, %ymm10, %ymm10
	vmovupd %ymm9, 32(%r15,%rsi,8)
	vaddpd %ymm10, %ymm13, %ymm10
	vpblendd $170, %ymm4, %ymm11, %ymm13
	vpsrlq $32, %ymm11, %ymm11
	vpor %ymm6, %ymm11, %ymm11
	vpor %ymm5, %ymm13, %ymm13
	vsubpd %ymm7, %ymm11, %ymm11
	vmovupd %ymm10, 64(%r15,%rsi,8)
	vaddpd %ymm11, %ymm13, %ymm11
	vmovupd %ymm11, 96(%r15,%rsi,8)
	addq $16, %rsi
	cmpq %rsi, %rax
	jne .LBB_25
	cmpq %rax, %rdx
	je .LBB_29
.LBB_27:
	vmovq .LCPI_1(%rip), %xmm0
	vmovapd .LCPI_2(%rip), %xmm1
.LBB_28:
	vmovq %rcx, %xmm2
	incq %rcx
	vpunpckldq %xmm0, %xmm2, %xmm2
	vsubpd %xmm1, %xmm2, %xmm2
	vshufpd $1, %xmm2, %xmm2, %xmm3
	vaddsd %xmm2, %xmm3, %xmm2
	vmovsd %xmm2, (%r15,%rax,8)
	incq %rax
	cmpq %rcx, %r12
	jne .LBB_28
.LBB_29:
	vcvtsi2sd %r12, %xmm15, %xmm0
	vmovsd %xmm0, (%r15,%rax,8)
	incq %rax
	leaq -1(%r12), %rcx
	cmpq %r14, %rcx
	jae .LBB_38
.LBB_31:
	leaq 1(%r12), %rdx
	xorl %esi, %esi
	imulq %r12, %rdx
	vmovq %rdx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	leaq .Lanon.0(%rip), %rdx
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
.LBB_32:
	leaq 1(%rcx), %r8
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r9d, %r9d
.LBB_33:
	cmpq %r9, %rax
	je .LBB_34
	leaq (%rsi,%r9), %rdi
	cmpq %r14, %rdi
	jae .LBB_41
	vmovsd (%r15,%r9,8), %xmm2
	vmulsd (%r13,%r9,8), %xmm2, %xmm2
	incq %r9
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r9, %r12
	jne .LBB_33
	vdivsd %xmm0, %xmm1, %xmm1
	incq %rsi
	addq $8, %r13
	vmovsd %xmm1, (%rbx,%rcx,8)
	movq %r8, %rcx
	cmpq %r14, %r8
	jne .LBB_32
.LBB_38:
	movq 16(%rsp), %r12
	movq 8(%rsp), %rax
	movq %rax, (%r12)
	movq %rbx, 8(%r12)
	movq %r14, 16(%r12)
	testq %rbp, %rbp
	je .LBB_40
	shlq $3, %rbp
	movl $8, %edx
	movq %r15, %rdi
	movq %rbp, %rsi
	vzeroupper
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
	vzeroupper
	retq
.LBB_41:
	leaq .Lanon.1(%rip), %rdx
	jmp .LBB_42
.LBB_34:
	movq %rax, %rdi
	movq %rax, %r14
.LBB_42:
	movq 8(%rsp), %r12
	movq %r14, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_12:
	ud2
.LBB_48:
	movl $8, %edi
	movq %r15, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	shlq $3, %rbp
	movl $8, %edx
	movq %rax, %r14
	movq %r15, %rdi
	movq %rbp, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_45
	movq 8(%rsp), %r12
	movq %rax, %r14
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
