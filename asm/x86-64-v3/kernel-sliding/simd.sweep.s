# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=x86-64-v3
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
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
	movq %rdx, %r13
	movl %esi, %ebp
	movq %rdi, %rbx
	movq 16(%rdx), %rdi
	movq 24(%rdx), %r15
	movq %r15, %rsi
	callq kernel_sliding::blocked::fits
	testb %al, %al
	je .LBB_34
	movabsq $2305843009213693936, %r12
	leaq (,%r15,8), %r14
	leaq 15(%r12), %rax
	cmpq %rax, %r15
	seta %al
	movabsq $9223372036854775800, %rcx
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
	movl $8, %ebp
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, %rbx
	movq %r15, 8(%rsp)
	testq %rax, %rax
	je .LBB_3
	testq %r15, %r15
	movl 20(%rsp), %ebp
	jne .LBB_8
	jmp .LBB_20
.LBB_5:
	movl $8, %ebx
	movq $0, 8(%rsp)
	testq %r15, %r15
	movl 20(%rsp), %ebp
	je .LBB_20
.LBB_8:
	cmpq $4, %r15
	jae .LBB_11
	xorl %eax, %eax
	jmp .LBB_10
.LBB_11:
	cmpq $16, %r15
	jae .LBB_13
	xorl %eax, %eax
	jmp .LBB_17
.LBB_13:
	movq %r15, %rax
	andq %r12, %rax
	vmovdqa .LCPI_0(%rip), %ymm0
	xorl %ecx, %ecx
	vpbroadcastq .LCPI_1(%rip), %ymm1
	vpbroadcastq .LCPI_2(%rip), %ymm2
	vpbroadcastq .LCPI_3(%rip), %ymm3
	vpbroadcastq .LCPI_4(%rip), %ymm4
.LBB_14:
	vpaddq %ymm1, %ymm0, %ymm5
	vpaddq %ymm2, %ymm0, %ymm6
	vpaddq %ymm3, %ymm0, %ymm7
	vmovdqu %ymm0, (%rbx,%rcx,8)
	vmovdqu %ymm5, 32(%rbx,%rcx,8)
	vmovdqu %ymm6, 64(%rbx,%rcx,8)
	vmovdqu %ymm7, 96(%rbx,%rcx,8)
	addq $16, %rcx
	vpaddq %ymm4, %ymm0, %ymm0
	cmpq %rcx, %rax
	jne .LBB_14
	cmpq %rax, %r15
	je .LBB_20
	testb $12, %r15b
	je .LBB_10
.LBB_17:
	movq %rax, %rcx
	addq $12, %r12
	movq %r12, %rax
	andq %r15, %rax
	vmovq %rcx, %xmm0
	vpbroadcastq %xmm0, %ymm0
	vpor .LCPI_0(%rip), %ymm0, %ymm0
	vpbroadcastq .LCPI_1(%rip), %ymm1
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
	movzbl %bpl, %esi
	leaq 32(%rsp), %rdx
	movq 24(%rsp), %rdi
	movq %rbx, %rcx
	movq %r15, %r8
	movq 8(%rsp), %r14
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
	movq %rax, %r14
	leaq 32(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::blocked::Shared>
	jmp .LBB_30
	movq %rax, %r14
.LBB_30:
	cmpq $0, 8(%rsp)
	je .LBB_32
	movq 8(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_32:
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
