# kernel_fma::wma_fused — kernel-fma, target-cpu=znver3
# command: cargo asm -p kernel-fma --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_fma::wma_fused:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	leaq (,%rdx,8), %rbx
	movq %rcx, %r13
	movq %rdx, %r14
	movq %rsi, %rbp
	movq %rdi, %r12
	testq %rdx, %rdx
	je .LBB_1
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_20
	movq %rax, %r15
	movabsq $9221120237041090560, %rax
	movq %r15, %rcx
	cmpq $1, %r14
	je .LBB_10
	movl $1, %edx
	movq %r15, %rcx
	cmpq $17, %r14
	jb .LBB_8
	vbroadcastsd .LCPI_0(%rip), %ymm0
	leaq -1(%r14), %rsi
	xorl %r8d, %r8d
	movq %rsi, %rdi
	andq $-16, %rdi
	leaq (%r15,%rdi,8), %rcx
	leaq 1(%rdi), %rdx
.LBB_6:
	vmovupd %ymm0, (%r15,%r8,8)
	vmovupd %ymm0, 32(%r15,%r8,8)
	vmovupd %ymm0, 64(%r15,%r8,8)
	vmovupd %ymm0, 96(%r15,%r8,8)
	addq $16, %r8
	cmpq %r8, %rdi
	jne .LBB_6
	cmpq %rdi, %rsi
	je .LBB_10
.LBB_8:
	movq %r14, %rsi
	subq %rdx, %rsi
.LBB_9:
	movq %rax, (%rcx)
	addq $8, %rcx
	decq %rsi
	jne .LBB_9
.LBB_10:
	movq %rax, (%rcx)
	leaq -1(%r13), %rax
	cmpq %r14, %rax
	jb .LBB_12
	jmp .LBB_17
.LBB_1:
	movl $8, %r15d
	leaq -1(%r13), %rax
	cmpq %r14, %rax
	jae .LBB_17
.LBB_12:
	leaq 1(%r13), %rcx
	imulq %r13, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	xorl %ecx, %ecx
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
.LBB_13:
	leaq 1(%rax), %rdx
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %esi, %esi
.LBB_14:
	leaq (%rcx,%rsi), %rdi
	cmpq %r14, %rdi
	jae .LBB_18
	leaq 1(%rsi), %rdi
	vcvtsi2sd %rdi, %xmm15, %xmm2
	vfmadd231sd (%rbp,%rsi,8), %xmm2, %xmm1
	movq %rdi, %rsi
	cmpq %rdi, %r13
	jne .LBB_14
	vdivsd %xmm0, %xmm1, %xmm1
	incq %rcx
	addq $8, %rbp
	vmovsd %xmm1, (%r15,%rax,8)
	movq %rdx, %rax
	cmpq %r14, %rdx
	jne .LBB_13
.LBB_17:
	movq %r14, (%r12)
	movq %r15, 8(%r12)
	movq %r14, 16(%r12)
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_18:
	leaq .Lanon.0(%rip), %rdx
	movq %r14, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	ud2
.LBB_20:
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
