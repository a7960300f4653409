# kernel_safe::wma — kernel-safe, target-cpu=znver3
# command: cargo asm -p kernel-safe --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_safe::wma:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	leaq (,%rdx,8), %rbx
	movq %rcx, %r12
	movq %rdx, %r14
	movq %rsi, %r13
	movq %rdi, %r15
	testq %rdx, %rdx
	je .LBB_1
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_21
	movabsq $9221120237041090560, %rcx
	movq %rax, %rdx
	cmpq $1, %r14
	je .LBB_10
	movl $1, %esi
	movq %rax, %rdx
	cmpq $17, %r14
	jb .LBB_8
	vbroadcastsd .LCPI_0(%rip), %ymm0
	leaq -1(%r14), %rdi
	xorl %r9d, %r9d
	movq %rdi, %r8
	andq $-16, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
.LBB_6:
	vmovupd %ymm0, (%rax,%r9,8)
	vmovupd %ymm0, 32(%rax,%r9,8)
	vmovupd %ymm0, 64(%rax,%r9,8)
	vmovupd %ymm0, 96(%rax,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_6
	cmpq %r8, %rdi
	je .LBB_10
.LBB_8:
	movq %r14, %rdi
	subq %rsi, %rdi
.LBB_9:
	movq %rcx, (%rdx)
	addq $8, %rdx
	decq %rdi
	jne .LBB_9
.LBB_10:
	movq %rcx, (%rdx)
	leaq -1(%r12), %rcx
	cmpq %r14, %rcx
	jb .LBB_12
	jmp .LBB_17
.LBB_1:
	movl $8, %eax
	leaq -1(%r12), %rcx
	cmpq %r14, %rcx
	jae .LBB_17
.LBB_12:
	leaq 1(%r12), %rdx
	movq %r14, %rsi
	imulq %r12, %rdx
	vmovq %rdx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	xorl %edx, %edx
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
.LBB_13:
	leaq 1(%rcx), %r8
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %edi, %edi
.LBB_14:
	cmpq %rdi, %rsi
	je .LBB_19
	leaq 1(%rdi), %r9
	vcvtsi2sd %r9, %xmm15, %xmm2
	vmulsd (%r13,%rdi,8), %xmm2, %xmm2
	movq %r9, %rdi
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r9, %r12
	jne .LBB_14
	vdivsd %xmm0, %xmm1, %xmm1
	decq %rsi
	decq %rdx
	addq $8, %r13
	vmovsd %xmm1, (%rax,%rcx,8)
	movq %r8, %rcx
	cmpq %r14, %r8
	jne .LBB_13
.LBB_17:
	movq %r14, (%r15)
	movq %rax, 8(%r15)
	movq %r14, 16(%r15)
	movq %r15, %rax
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	vzeroupper
	retq
.LBB_19:
	movq %rax, %r15
	subq %rdx, %rdi
	leaq .Lanon.0(%rip), %rdx
	movq %r14, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	ud2
.LBB_21:
	movl $8, %edi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	movl $8, %edx
	movq %rax, %r14
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r14, %rdi
	callq _Unwind_Resume@PLT
