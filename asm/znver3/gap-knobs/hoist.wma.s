# gap_knobs::hoist::wma — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist::wma:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	movq %rcx, %r15
	movq %rdx, %rbx
	movq %rsi, %r12
	movq %rdi, %r14
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_20
	movl $1, %ecx
	movabsq $9221120237041090560, %rdx
	movq %rax, %rsi
	cmpq $1, %rbx
	je .LBB_8
	movl $1, %edi
	movq %rax, %rsi
	cmpq $17, %rbx
	jb .LBB_18
	vbroadcastsd .LCPI_0(%rip), %ymm0
	leaq -1(%rbx), %r8
	xorl %ecx, %ecx
	movq %r8, %r9
	andq $-16, %r9
	leaq (%rax,%r9,8), %rsi
	leaq 1(%r9), %rdi
.LBB_6:
	vmovupd %ymm0, (%rax,%rcx,8)
	vmovupd %ymm0, 32(%rax,%rcx,8)
	vmovupd %ymm0, 64(%rax,%rcx,8)
	vmovupd %ymm0, 96(%rax,%rcx,8)
	addq $16, %rcx
	cmpq %rcx, %r9
	jne .LBB_6
	movq %rbx, %rcx
	cmpq %r9, %r8
	je .LBB_8
.LBB_18:
	movq %rdx, (%rsi)
	incq %rdi
	addq $8, %rsi
	cmpq %rdi, %rbx
	jne .LBB_18
	movq %rbx, %rcx
.LBB_8:
	movq %rdx, (%rsi)
	leaq -1(%r15), %rdx
	cmpq %rbx, %rdx
	jb .LBB_10
	jmp .LBB_17
.LBB_1:
	movl $8, %eax
	xorl %ecx, %ecx
	leaq -1(%r15), %rdx
	cmpq %rbx, %rdx
	jae .LBB_17
.LBB_10:
	leaq 1(%r15), %rsi
	leaq 56(%r12), %rdi
	movq %rdx, %r8
	imulq %r15, %rsi
	vmovq %rsi, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	movl %r15d, %esi
	andl $7, %esi
	andq $-8, %r15
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	jmp .LBB_11
.LBB_16:
	vdivsd %xmm0, %xmm1, %xmm1
	addq $8, %rdi
	addq $8, %r12
	vmovsd %xmm1, (%rax,%r8,8)
	incq %r8
	cmpq %rbx, %r8
	je .LBB_17
.LBB_11:
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r9d, %r9d
	cmpq $7, %rdx
	jb .LBB_14
.LBB_12:
	movq %r9, %r10
	incq %r9
	vcvtsi2sd %r9, %xmm15, %xmm2
	vmulsd -56(%rdi,%r10,8), %xmm2, %xmm2
	leaq 2(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r9, %xmm15, %xmm2
	vmulsd -48(%rdi,%r10,8), %xmm2, %xmm2
	leaq 3(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r9, %xmm15, %xmm2
	vmulsd -40(%rdi,%r10,8), %xmm2, %xmm2
	leaq 4(%r10), %r9
	vcvtsi2sd %r9, %xmm15, %xmm3
	leaq 5(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -32(%rdi,%r10,8), %xmm3, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r9, %xmm15, %xmm2
	vmulsd -24(%rdi,%r10,8), %xmm2, %xmm2
	leaq 6(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r9, %xmm15, %xmm2
	vmulsd -16(%rdi,%r10,8), %xmm2, %xmm2
	leaq 7(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r9, %xmm15, %xmm2
	vmulsd -8(%rdi,%r10,8), %xmm2, %xmm2
	leaq 8(%r10), %r9
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %r9, %xmm15, %xmm2
	vmulsd (%rdi,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r9, %r15
	jne .LBB_12
	testq %rsi, %rsi
	je .LBB_16
.LBB_14:
	incq %r9
	movq %rsi, %r10
.LBB_15:
	vcvtsi2sd %r9, %xmm15, %xmm2
	vmulsd -8(%r12,%r9,8), %xmm2, %xmm2
	incq %r9
	decq %r10
	vaddsd %xmm2, %xmm1, %xmm1
	jne .LBB_15
	jmp .LBB_16
.LBB_17:
	movq %rcx, (%r14)
	movq %rax, 8(%r14)
	movq %rbx, 16(%r14)
	movq %r14, %rax
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
