# gap_knobs::unchecked_i64::wma — gap-knobs, target-cpu=emeraldrapids
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_i64::wma:
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
	leaq (%r14,%rax,8), %r8
	movabsq $9221120237041090560, %r9
	cmpq $1, %rsi
	je .LBB_13
	movl $1, %r10d
	cmpq $17, %rsi
	jb .LBB_10
	leaq -1(%rsi), %r11
	movq %r11, %rbx
	andq $-16, %rbx
	leaq (%r8,%rbx,8), %r8
	leaq 1(%rbx), %r10
	leaq 96(%r14,%rax,8), %r14
	xorl %r15d, %r15d
	vbroadcastsd .LCPI_1(%rip), %ymm0
.LBB_8:
	vmovupd %ymm0, -96(%r14,%r15,8)
	vmovupd %ymm0, -64(%r14,%r15,8)
	vmovupd %ymm0, -32(%r14,%r15,8)
	vmovupd %ymm0, (%r14,%r15,8)
	addq $16, %r15
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
	movq %r9, (%r8)
	incq %rax
	movq %rax, 16(%rcx)
	leaq -1(%rdx), %r9
	cmpq %rsi, %r9
	jb .LBB_15
	jmp .LBB_24
.LBB_1:
	xorl %eax, %eax
	movq %rax, 16(%rcx)
	leaq -1(%rdx), %r9
	cmpq %rsi, %r9
	jae .LBB_24
.LBB_15:
	leaq 1(%rdx), %r8
	imulq %rdx, %r8
	vcvtusi2sd %r8, %xmm15, %xmm0
	vmulsd .LCPI_0(%rip), %xmm0, %xmm0
	movq 8(%rcx), %r10
	movl %edx, %r11d
	andl $7, %r11d
	movq %rdx, %rbx
	andq $-8, %rbx
	leaq 56(%rdi), %r14
	movq %r9, %rcx
.LBB_16:
	leaq 1(%rcx), %r15
	movq %r15, %r8
	subq %rdx, %r8
	cmpq %rsi, %r8
	ja .LBB_25
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r8d, %r8d
	cmpq $7, %r9
	jb .LBB_20
.LBB_18:
	movq %r8, %r12
	incq %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmulsd -56(%r14,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 2(%r12), %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmulsd -48(%r14,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 3(%r12), %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmulsd -40(%r14,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 4(%r12), %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmulsd -32(%r14,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 5(%r12), %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmulsd -24(%r14,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 6(%r12), %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmulsd -16(%r14,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 7(%r12), %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmulsd -8(%r14,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	leaq 8(%r12), %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmulsd (%r14,%r12,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %r8, %rbx
	jne .LBB_18
	testq %r11, %r11
	je .LBB_22
.LBB_20:
	incq %r8
	movq %r11, %r12
.LBB_21:
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmulsd -8(%rdi,%r8,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	incq %r8
	decq %r12
	jne .LBB_21
.LBB_22:
	cmpq %rax, %rcx
	jae .LBB_26
	vdivsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, (%r10,%rcx,8)
	addq $8, %r14
	addq $8, %rdi
	movq %r15, %rcx
	cmpq %rsi, %r15
	jne .LBB_16
.LBB_24:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r14
	popq %r15
	vzeroupper
	retq
.LBB_25:
	leaq .Lanon.0(%rip), %rcx
	movq %r8, %rdi
	movq %rsi, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_4:
	movq %rcx, %rbx
	movl $8, %ecx
	movq %rdi, %r15
	movq %rbx, %rdi
	movq %rsi, %r14
	xorl %esi, %esi
	movq %rdx, %r12
	movq %r14, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq %rbx, %rcx
	movq %r15, %rdi
	movq %r12, %rdx
	movq %r14, %rsi
	movq 16(%rbx), %rax
	jmp .LBB_5
.LBB_26:
	leaq .Lanon.1(%rip), %rdx
	movq %rcx, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
