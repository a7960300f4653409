# kernel_unchecked::wma — kernel-unchecked, target-cpu=znver4
# command: cargo asm -p kernel-unchecked --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_unchecked::wma:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	movq %rcx, %rbx
	movq %rdx, %r14
	movq %rsi, %r12
	movq %rdi, %r15
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%r14,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_20
	movabsq $9221120237041090560, %rcx
	movq %rax, %rdx
	cmpq $1, %r14
	je .LBB_10
	movl $1, %esi
	movq %rax, %rdx
	cmpq $33, %r14
	jb .LBB_8
	vbroadcastsd .LCPI_0(%rip), %zmm0
	leaq -1(%r14), %rdi
	xorl %r9d, %r9d
	movq %rdi, %r8
	andq $-32, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
.LBB_6:
	vmovupd %zmm0, (%rax,%r9,8)
	vmovupd %zmm0, 64(%rax,%r9,8)
	vmovupd %zmm0, 128(%rax,%r9,8)
	vmovupd %zmm0, 192(%rax,%r9,8)
	addq $32, %r9
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
	jmp .LBB_11
.LBB_1:
	movl $8, %eax
.LBB_11:
	leaq -1(%rbx), %rcx
	movq %r14, (%r15)
	movq %rax, 8(%r15)
	movq %r14, 16(%r15)
	cmpq %r14, %rcx
	jae .LBB_19
	leaq 1(%rbx), %rdx
	leaq 56(%r12), %rsi
	xorl %edi, %edi
	movq %rcx, %r8
	imulq %rbx, %rdx
	vcvtusi2sd %rdx, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movl %ebx, %edx
	andl $7, %edx
	andq $-8, %rbx
	jmp .LBB_13
.LBB_18:
	vdivsd %xmm0, %xmm1, %xmm1
	addq $8, %rsi
	incq %rdi
	vmovsd %xmm1, (%rax,%r8,8)
	incq %r8
	cmpq %r14, %r8
	je .LBB_19
.LBB_13:
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r9d, %r9d
	cmpq $7, %rcx
	jb .LBB_16
.LBB_14:
	movq %r9, %r10
	incq %r9
	vcvtusi2sd %r9, %xmm15, %xmm2
	vmulsd -56(%rsi,%r10,8), %xmm2, %xmm2
	leaq 2(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r9, %xmm15, %xmm2
	vmulsd -48(%rsi,%r10,8), %xmm2, %xmm2
	leaq 3(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r9, %xmm15, %xmm2
	vmulsd -40(%rsi,%r10,8), %xmm2, %xmm2
	leaq 4(%r10), %r9
	vcvtusi2sd %r9, %xmm15, %xmm3
	leaq 5(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -32(%rsi,%r10,8), %xmm3, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r9, %xmm15, %xmm2
	vmulsd -24(%rsi,%r10,8), %xmm2, %xmm2
	leaq 6(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r9, %xmm15, %xmm2
	vmulsd -16(%rsi,%r10,8), %xmm2, %xmm2
	leaq 7(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r9, %xmm15, %xmm2
	vmulsd -8(%rsi,%r10,8), %xmm2, %xmm2
	leaq 8(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r9, %xmm15, %xmm2
	vmulsd (%rsi,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r9, %rbx
	jne .LBB_14
	testq %rdx, %rdx
	je .LBB_18
.LBB_16:
	leaq (%r9,%rdi), %r10
	incq %r9
	movq %rdx, %r11
.LBB_17:
	vcvtusi2sd %r9, %xmm15, %xmm2
	vmulsd (%r12,%r10,8), %xmm2, %xmm2
	incq %r10
	incq %r9
	decq %r11
	vaddsd %xmm2, %xmm1, %xmm1
	jne .LBB_17
	jmp .LBB_18
.LBB_19:
	movq %r15, %rax
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	vzeroupper
	retq
.LBB_20:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
