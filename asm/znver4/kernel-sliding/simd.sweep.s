# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=znver4
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $136, %rsp
	movq %rdi, %rbx
	movq 16(%rdx), %rdi
	movq 24(%rdx), %r15
	movl %esi, %ebp
	movq %rdx, %r13
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_34
	movabsq $2305843009213693920, %r12
	leaq (,%r15,8), %r14
	movabsq $9223372036854775800, %rcx
	leaq 31(%r12), %rax
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
.LBB_34:
	movq %rbx, %rdi
	movq %r13, %rsi
	addq $136, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_sliding::sweep@GOTPCREL(%rip)
.LBB_4:
	movl %ebp, 20(%rsp)
	movq %rbx, 24(%rsp)
	testq %r14, %r14
	je .LBB_5
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %ebp
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, %rbx
	movq %r15, 8(%rsp)
	testq %rax, %rax
	je .LBB_3
	movl 20(%rsp), %ebp
	testq %r15, %r15
	jne .LBB_8
	jmp .LBB_20
.LBB_5:
	movl $8, %ebx
	movq $0, 8(%rsp)
	movl 20(%rsp), %ebp
	testq %r15, %r15
	je .LBB_20
.LBB_8:
	cmpq $4, %r15
	jae .LBB_11
	xorl %eax, %eax
	jmp .LBB_10
.LBB_11:
	cmpq $32, %r15
	jae .LBB_13
	xorl %eax, %eax
	jmp .LBB_17
.LBB_13:
	vmovdqa64 .LCPI_0(%rip), %zmm0
	vpbroadcastq .LCPI_1(%rip), %zmm1
	vpbroadcastq .LCPI_2(%rip), %zmm2
	vpbroadcastq .LCPI_3(%rip), %zmm3
	vpbroadcastq .LCPI_4(%rip), %zmm4
	movq %r15, %rax
	andq %r12, %rax
	xorl %ecx, %ecx
.LBB_14:
	vpaddq %zmm1, %zmm0, %zmm5
	vpaddq %zmm2, %zmm0, %zmm6
	vpaddq %zmm3, %zmm0, %zmm7
	vmovdqu64 %zmm0, (%rbx,%rcx,8)
	vpaddq %zmm4, %zmm0, %zmm0
	vmovdqu64 %zmm5, 64(%rbx,%rcx,8)
	vmovdqu64 %zmm6, 128(%rbx,%rcx,8)
	vmovdqu64 %zmm7, 192(%rbx,%rcx,8)
	addq $32, %rcx
	cmpq %rcx, %rax
	jne .LBB_14
	cmpq %rax, %r15
	je .LBB_20
	testb $28, %r15b
	je .LBB_10
.LBB_17:
	movq %rax, %rcx
	vpbroadcastq %rcx, %ymm0
	vpor .LCPI_5(%rip), %ymm0, %ymm0
	vpbroadcastq .LCPI_6(%rip), %ymm1
	addq $28, %r12
	movq %r12, %rax
	andq %r15, %rax
.LBB_18:
	vmovdqu %ymm0, (%rbx,%rcx,8)
	addq $4, %rcx
	vpaddq %ymm1, %ymm0, %ymm0
	cmpq %rcx, %rax
	jne .LBB_18
	jmp .LBB_19
.LBB_10:
	movq %rax, (%rbx,%rax,8)
	incq %rax
.LBB_19:
	cmpq %rax, %r15
	jne .LBB_10
.LBB_20:
	leaq 32(%rsp), %rdi
	movq %r13, %rsi
	vzeroupper
	callq kernel_sliding::blocked::Shared::new
	movq 24(%rsp), %rdi
	movq 8(%rsp), %r14
	movzbl %bpl, %esi
	leaq 32(%rsp), %rdx
	movq %rbx, %rcx
	movq %r15, %r8
	callq kernel_sliding::simd::sweep_rows
	movq 32(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_24
	movq 40(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_24:
	movq 56(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_26
	movq 64(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_26:
	testq %r14, %r14
	je .LBB_28
	shlq $3, %r14
	movl $8, %edx
	movq %rbx, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_28:
	addq $136, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
	leaq 32(%rsp), %rdi
	movq %rax, %r14
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Shared>
	jmp .LBB_30
	movq %rax, %r14
.LBB_30:
	cmpq $0, 8(%rsp)
	je .LBB_32
	movq 8(%rsp), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	shlq $3, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_32:
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
