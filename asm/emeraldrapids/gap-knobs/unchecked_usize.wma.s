# gap_knobs::unchecked_usize::wma — gap-knobs, target-cpu=emeraldrapids
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_usize::wma:
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
	leaq -1(%rbx), %r8
	movq %r8, %r9
	andq $-16, %r9
	leaq (%rax,%r9,8), %rsi
	leaq 1(%r9), %rdi
	xorl %ecx, %ecx
	vbroadcastsd .LCPI_0(%rip), %ymm0
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
	incq %rdi
	movq %rdx, (%rsi)
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
	imulq %r15, %rsi
	vcvtusi2sd %rsi, %xmm15, %xmm0
	vmulsd .LCPI_1(%rip), %xmm0, %xmm0
	movl %r15d, %esi
	andl $7, %esi
	andq $-8, %r15
	leaq 56(%r12), %rdi
	xorl %r8d, %r8d
	movq %rdx, %r9
	jmp .LBB_11
.LBB_16:
	vdivsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, (%rax,%r9,8)
	incq %r9
	addq $8, %rdi
	incq %r8
	cmpq %rbx, %r9
	je .LBB_17
.LBB_11:
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r10d, %r10d
	cmpq $7, %rdx
	jb .LBB_14
.LBB_12:
	movq %r10, %r11
	incq %r10
	vcvtusi2sd %r10, %xmm15, %xmm2
	vmulsd -56(%rdi,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 2(%r11), %r10
	vcvtusi2sd %r10, %xmm15, %xmm2
	vmulsd -48(%rdi,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 3(%r11), %r10
	vcvtusi2sd %r10, %xmm15, %xmm2
	vmulsd -40(%rdi,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 4(%r11), %r10
	vcvtusi2sd %r10, %xmm15, %xmm2
	vmulsd -32(%rdi,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 5(%r11), %r10
	vcvtusi2sd %r10, %xmm15, %xmm2
	vmulsd -24(%rdi,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 6(%r11), %r10
	vcvtusi2sd %r10, %xmm15, %xmm2
	vmulsd -16(%rdi,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 7(%r11), %r10
	vcvtusi2sd %r10, %xmm15, %xmm2
	vmulsd -8(%rdi,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 8(%r11), %r10
	vcvtusi2sd %r10, %xmm15, %xmm2
	vmulsd (%rdi,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r10, %r15
	jne .LBB_12
	testq %rsi, %rsi
	je .LBB_16
.LBB_14:
	leaq (%r10,%r8), %r11
	incq %r10
	movq %rsi, %r13
.LBB_15:
	vcvtusi2sd %r10, %xmm15, %xmm2
	vmulsd (%r12,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	incq %r11
	incq %r10
	decq %r13
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
