# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=znver3
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $120, %rsp
	movq %rdi, %rbp
	movq 16(%rdx), %rdi
	movq 24(%rdx), %r15
	movl %esi, %ebx
	movq %rdx, %r13
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_35
	movabsq $2305843009213693936, %r12
	leaq (,%r15,8), %r14
	movabsq $9223372036854775800, %rcx
	leaq 15(%r12), %rax
	cmpq %rax, %r15
	seta %al
	cmpq %rcx, %r14
	seta %cl
	orb %al, %cl
	je .LBB_4
	xorl %ebp, %ebp
.LBB_3:
	movq %rbp, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_35:
	movq %rbp, %rdi
	movq %r13, %rsi
	addq $120, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_4:
	movl %ebx, 4(%rsp)
	testq %r14, %r14
	je .LBB_5
	movq %rbp, 8(%rsp)
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %ebp
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_3
	movq 8(%rsp), %rbp
	movq %rax, %rbx
	movq %r15, %r14
	testq %r15, %r15
	jne .LBB_9
	jmp .LBB_21
.LBB_5:
	movl $8, %ebx
	xorl %r14d, %r14d
	testq %r15, %r15
	je .LBB_21
.LBB_9:
	cmpq $4, %r15
	jae .LBB_12
	xorl %eax, %eax
	jmp .LBB_11
.LBB_12:
	cmpq $16, %r15
	jae .LBB_14
	xorl %eax, %eax
	jmp .LBB_18
.LBB_14:
	vmovdqa .LCPI_0(%rip), %ymm0
	vpbroadcastq .LCPI_1(%rip), %ymm1
	vpbroadcastq .LCPI_2(%rip), %ymm2
	vpbroadcastq .LCPI_3(%rip), %ymm3
	vpbroadcastq .LCPI_4(%rip), %ymm4
	movq %r15, %rax
	andq %r12, %rax
	xorl %ecx, %ecx
.LBB_15:
	vpaddq %ymm1, %ymm0, %ymm5
	vpaddq %ymm2, %ymm0, %ymm6
	vpaddq %ymm3, %ymm0, %ymm7
	vmovdqu %ymm0, (%rbx,%rcx,8)
	vpaddq %ymm4, %ymm0, %ymm0
	vmovdqu %ymm5, 32(%rbx,%rcx,8)
	vmovdqu %ymm6, 64(%rbx,%rcx,8)
	vmovdqu %ymm7, 96(%rbx,%rcx,8)
	addq $16, %rcx
	cmpq %rcx, %rax
	jne .LBB_15
	cmpq %rax, %r15
	je .LBB_21
	testb $12, %r15b
	je .LBB_11
.LBB_18:
	movq %rax, %rcx
	vmovq %rcx, %xmm0
	vpbroadcastq .LCPI_1(%rip), %ymm1
	addq $12, %r12
	vpbroadcastq %xmm0, %ymm0
	vpor .LCPI_0(%rip), %ymm0, %ymm0
	movq %r12, %rax
	andq %r15, %rax
.LBB_19:
	vmovdqu %ymm0, (%rbx,%rcx,8)
	addq $4, %rcx
	vpaddq %ymm1, %ymm0, %ymm0
	cmpq %rcx, %rax
	jne .LBB_19
	jmp .LBB_20
.LBB_11:
	movq %rax, (%rbx,%rax,8)
	incq %rax
.LBB_20:
	cmpq %rax, %r15
	jne .LBB_11
.LBB_21:
	leaq 16(%rsp), %rdi
	movq %r13, %rsi
	vzeroupper
	callq kernel_sliding::blocked::Shared::new
	movzbl 4(%rsp), %esi
	leaq 16(%rsp), %rdx
	movq %rbp, %rdi
	movq %rbx, %rcx
	movq %r15, %r8
	callq kernel_sliding::simd::sweep_rows
	movq 16(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_25
	movq 24(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_25:
	movq 40(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_27
	movq 48(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_27:
	testq %r14, %r14
	je .LBB_29
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_29:
	addq $120, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
	leaq 16(%rsp), %rdi
	movq %rax, %r15
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Shared>
	jmp .LBB_31
	movq %rax, %r15
.LBB_31:
	testq %r14, %r14
	je .LBB_33
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_33:
	movq %r15, %rdi
	callq _Unwind_Resume@PLT
