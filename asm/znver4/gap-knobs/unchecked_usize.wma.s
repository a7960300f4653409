# gap_knobs::unchecked_usize::wma — gap-knobs, target-cpu=znver4
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_usize::wma:
	pushq %r15
	pushq %r14
	pushq %r12
	pushq %rbx
	pushq %rax
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	je .LBB_1
	cmpq (%rcx), %rsi
	ja .LBB_4
	xorl %eax, %eax
.LBB_5:
	movq 8(%rcx), %r14
	movabsq $9221120237041090560, %r9
	leaq (%r14,%rax,8), %r8
	cmpq $1, %rsi
	je .LBB_13
	movl $1, %r10d
	cmpq $33, %rsi
	jb .LBB_10
	vbroadcastsd .LCPI_1(%rip), %zmm0
	leaq -1(%rsi), %r11
	leaq 192(%r14,%rax,8), %r14
	xorl %r15d, %r15d
	movq %r11, %rbx
	andq $-32, %rbx
	leaq (%r8,%rbx,8), %r8
	leaq 1(%rbx), %r10
.LBB_8:
	vmovupd %zmm0, -192(%r14,%r15,8)
	vmovupd %zmm0, -128(%r14,%r15,8)
	vmovupd %zmm0, -64(%r14,%r15,8)
	vmovupd %zmm0, (%r14,%r15,8)
	addq $32, %r15
	cmpq %r15, %rbx
	jne .LBB_8
	cmpq %rbx, %r11
	je .LBB_12
.LBB_10:
	movq %rsi, %r11
	subq %r10, %r11
.LBB_11:
	movq %r9, (%r8)
	addq $8, %r8
	decq %r11
	jne .LBB_11
.LBB_12:
	leaq -1(%rsi,%rax), %rax
.LBB_13:
	incq %rax
	movq %r9, (%r8)
	leaq -1(%rdx), %r8
	movq %rax, 16(%rcx)
	cmpq %rsi, %r8
	jb .LBB_15
	jmp .LBB_23
.LBB_1:
	xorl %eax, %eax
	leaq -1(%rdx), %r8
	movq %rax, 16(%rcx)
	cmpq %rsi, %r8
	jae .LBB_23
.LBB_15:
	leaq 1(%rdx), %r9
	movl %edx, %r10d
	andl $7, %r10d
	leaq 56(%rdi), %r11
	xorl %ebx, %ebx
	imulq %rdx, %r9
	andq $-8, %rdx
	vcvtusi2sd %r9, %xmm15, %xmm0
	vmulsd .LCPI_0(%rip), %xmm0, %xmm0
	movq 8(%rcx), %r9
	movq %r8, %rcx
.LBB_16:
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r14d, %r14d
	cmpq $7, %r8
	jb .LBB_19
.LBB_17:
	movq %r14, %r15
	incq %r14
	vcvtusi2sd %r14, %xmm15, %xmm2
	vmulsd -56(%r11,%r15,8), %xmm2, %xmm2
	leaq 2(%r15), %r14
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r14, %xmm15, %xmm2
	vmulsd -48(%r11,%r15,8), %xmm2, %xmm2
	leaq 3(%r15), %r14
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r14, %xmm15, %xmm2
	vmulsd -40(%r11,%r15,8), %xmm2, %xmm2
	leaq 4(%r15), %r14
	vcvtusi2sd %r14, %xmm15, %xmm3
	leaq 5(%r15), %r14
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -32(%r11,%r15,8), %xmm3, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r14, %xmm15, %xmm2
	vmulsd -24(%r11,%r15,8), %xmm2, %xmm2
	leaq 6(%r15), %r14
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r14, %xmm15, %xmm2
	vmulsd -16(%r11,%r15,8), %xmm2, %xmm2
	leaq 7(%r15), %r14
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r14, %xmm15, %xmm2
	vmulsd -8(%r11,%r15,8), %xmm2, %xmm2
	leaq 8(%r15), %r14
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtusi2sd %r14, %xmm15, %xmm2
	vmulsd (%r11,%r15,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r14, %rdx
	jne .LBB_17
	testq %r10, %r10
	je .LBB_21
.LBB_19:
	leaq (%r14,%rbx), %r15
	incq %r14
	movq %r10, %r12
.LBB_20:
	vcvtusi2sd %r14, %xmm15, %xmm2
	vmulsd (%rdi,%r15,8), %xmm2, %xmm2
	incq %r15
	incq %r14
	decq %r12
	vaddsd %xmm2, %xmm1, %xmm1
	jne .LBB_20
.LBB_21:
	cmpq %rax, %rcx
	jae .LBB_24
	vdivsd %xmm0, %xmm1, %xmm1
	addq $8, %r11
	incq %rbx
	vmovsd %xmm1, (%r9,%rcx,8)
	incq %rcx
	cmpq %rsi, %rcx
	jne .LBB_16
.LBB_23:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r14
	popq %r15
	vzeroupper
	retq
.LBB_4:
	movq %rcx, %rbx
	movl $8, %ecx
	movq %rdi, %r15
	movq %rsi, %r14
	movq %rdx, %r12
	movq %rbx, %rdi
	xorl %esi, %esi
	movq %r14, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 16(%rbx), %rax
	movq %rbx, %rcx
	movq %r15, %rdi
	movq %r14, %rsi
	movq %r12, %rdx
	jmp .LBB_5
.LBB_24:
	leaq .Lanon.0(%rip), %rdx
	movq %rcx, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
