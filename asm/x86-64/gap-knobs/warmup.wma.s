# gap_knobs::warmup::wma — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::warmup::wma:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	movq %rcx, %r12
	movq %rdx, %r14
	movq %rsi, %r13
	movq %rdi, %r15
	leaq (,%rdx,8), %rbx
	testq %rdx, %rdx
	je .LBB_1
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	jne .LBB_3
	movl $8, %edi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_1:
	movl $8, %eax
.LBB_3:
	leaq -1(%r12), %rcx
	cmpq %rcx, %r14
	movq %rcx, %rdx
	cmovbq %r14, %rdx
	testq %rdx, %rdx
	je .LBB_10
	leaq (,%rdx,8), %rdi
	addq $-8, %rdi
	movq %rax, %rsi
	cmpq $24, %rdi
	jb .LBB_8
	shrq $3, %rdi
	incq %rdi
	movq %rdi, %r8
	andq $-4, %r8
	leaq (%rax,%r8,8), %rsi
	xorl %r9d, %r9d
	movapd .LCPI_0(%rip), %xmm0
.LBB_6:
	movupd %xmm0, (%rax,%r9,8)
	movupd %xmm0, 16(%rax,%r9,8)
	addq $4, %r9
	cmpq %r9, %r8
	jne .LBB_6
	cmpq %r8, %rdi
	je .LBB_10
.LBB_8:
	leaq (%rax,%rdx,8), %rdx
	movabsq $9221120237041090560, %rdi
.LBB_9:
	movq %rdi, (%rsi)
	addq $8, %rsi
	cmpq %rdx, %rsi
	jne .LBB_9
.LBB_10:
	cmpq %r14, %rcx
	jae .LBB_16
	leaq 1(%r12), %rdx
	imulq %r12, %rdx
	movq %rdx, %xmm1
	punpckldq .LCPI_1(%rip), %xmm1
	subpd .LCPI_2(%rip), %xmm1
	movapd %xmm1, %xmm0
	unpckhpd %xmm1, %xmm0
	addsd %xmm1, %xmm0
	mulsd .LCPI_3(%rip), %xmm0
	xorl %edx, %edx
	movq %r14, %rsi
.LBB_12:
	leaq 1(%rcx), %r8
	xorpd %xmm1, %xmm1
	xorl %edi, %edi
.LBB_13:
	cmpq %rdi, %rsi
	je .LBB_17
	leaq 1(%rdi), %r9
	xorps %xmm2, %xmm2
	cvtsi2sd %r9, %xmm2
	mulsd (%r13,%rdi,8), %xmm2
	addsd %xmm2, %xmm1
	movq %r9, %rdi
	cmpq %r9, %r12
	jne .LBB_13
	divsd %xmm0, %xmm1
	movsd %xmm1, (%rax,%rcx,8)
	decq %rsi
	decq %rdx
	addq $8, %r13
	movq %r8, %rcx
	cmpq %r14, %r8
	jne .LBB_12
.LBB_16:
	movq %r14, (%r15)
	movq %rax, 8(%r15)
	movq %r14, 16(%r15)
	movq %r15, %rax
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	retq
.LBB_17:
	movq %rax, %r15
	subq %rdx, %rdi
	leaq .Lanon.0(%rip), %rdx
	movq %r14, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	ud2
	movq %rax, %r14
	movl $8, %edx
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
