# gap_knobs::via_driver::wma — gap-knobs, target-cpu=x86-64-v3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::via_driver::wma:
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
	leaq (%r14,%rax,8), %r14
	addq $96, %r14
	xorl %r15d, %r15d
	vbroadcastsd .LCPI_3(%rip), %ymm0
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
	addq %rsi, %rax
	decq %rax
.LBB_13:
	movq %r9, (%r8)
	incq %rax
	movq %rax, 16(%rcx)
	leaq -1(%rdx), %r8
	cmpq %rsi, %r8
	jb .LBB_15
	jmp .LBB_21
.LBB_1:
	xorl %eax, %eax
	movq %rax, 16(%rcx)
	leaq -1(%rdx), %r8
	cmpq %rsi, %r8
	jae .LBB_21
.LBB_15:
	leaq 1(%rdx), %r9
	imulq %rdx, %r9
	vmovq %r9, %xmm0
	vpunpckldq .LCPI_0(%rip), %xmm0, %xmm0
	vsubpd .LCPI_1(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	movq 8(%rcx), %r10
	xorl %r9d, %r9d
	movq %rsi, %r11
.LBB_16:
	leaq 1(%r8), %rbx
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %ecx, %ecx
.LBB_17:
	cmpq %rcx, %r11
	je .LBB_22
	leaq 1(%rcx), %r14
	vcvtsi2sd %r14, %xmm15, %xmm2
	vmulsd (%rdi,%rcx,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	movq %r14, %rcx
	cmpq %r14, %rdx
	jne .LBB_17
	cmpq %rax, %r8
	jae .LBB_23
	vdivsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, (%r10,%r8,8)
	decq %r11
	decq %r9
	addq $8, %rdi
	movq %rbx, %r8
	cmpq %rsi, %rbx
	jne .LBB_16
.LBB_21:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r14
	popq %r15
	vzeroupper
	retq
.LBB_22:
	subq %r9, %rcx
	leaq .Lanon.0(%rip), %rdx
	movq %rcx, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
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
.LBB_23:
	leaq .Lanon.1(%rip), %rdx
	movq %r8, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
