# gap_knobs::iter::wma — gap-knobs, target-cpu=x86-64-v3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::iter::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $24, %rsp
	movq $0, 16(%rcx)
	movq %rsi, 8(%rsp)
	testq %rsi, %rsi
	je .LBB_1
	movq 8(%rsp), %rax
	cmpq (%rcx), %rax
	ja .LBB_4
	xorl %esi, %esi
.LBB_5:
	movq 8(%rcx), %r14
	leaq (%r14,%rsi,8), %r8
	movabsq $9221120237041090560, %r9
	cmpq $1, 8(%rsp)
	je .LBB_13
	movl $1, %r10d
	cmpq $17, 8(%rsp)
	jb .LBB_10
	movq 8(%rsp), %rax
	leaq -1(%rax), %r11
	movq %r11, %rbx
	andq $-16, %rbx
	leaq (%r8,%rbx,8), %r8
	leaq 1(%rbx), %r10
	leaq (%r14,%rsi,8), %r14
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
	movq 8(%rsp), %r11
	subq %r10, %r11
.LBB_11:
	movq %r9, (%r8)
	addq $8, %r8
	decq %r11
	jne .LBB_11
.LBB_12:
	movq 8(%rsp), %rax
	addq %rax, %rsi
	decq %rsi
.LBB_13:
	movq %r9, (%r8)
	incq %rsi
	movq %rsi, 16(%rcx)
	leaq -1(%rdx), %r8
	cmpq 8(%rsp), %r8
	jb .LBB_15
	jmp .LBB_27
.LBB_1:
	xorl %esi, %esi
	movq %rsi, 16(%rcx)
	leaq -1(%rdx), %r8
	cmpq 8(%rsp), %r8
	jae .LBB_27
.LBB_15:
	leaq 1(%rdx), %r9
	imulq %rdx, %r9
	vmovq %r9, %xmm0
	vpunpckldq .LCPI_0(%rip), %xmm0, %xmm0
	vsubpd .LCPI_1(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	movq 8(%rcx), %r9
	movl %edx, %r10d
	andl $3, %r10d
	movq %rdx, %rax
	andq $-4, %rax
	movq %rax, 16(%rsp)
	vmovq .LCPI_0(%rip), %xmm1
	vmovapd .LCPI_1(%rip), %xmm2
	vmovq .LCPI_0(%rip), %xmm3
	vmovapd .LCPI_1(%rip), %xmm4
	movq %rdi, %rbx
	movq %r8, %rcx
.LBB_16:
	leaq 1(%rcx), %r14
	movq %r14, %r15
	subq %rdx, %r15
	leaq (%rdi,%r15,8), %r12
	cmpq $3, %r8
	jae .LBB_18
	vxorpd %xmm5, %xmm5, %xmm5
	movl $1, %r15d
	jmp .LBB_23
.LBB_18:
	movq %r8, %rax
	vxorpd %xmm5, %xmm5, %xmm5
	movl $1, %r15d
	movq 16(%rsp), %rbp
	xorl %r13d, %r13d
.LBB_19:
	xorl %r8d, %r8d
	cmpq %rdx, %r15
	setb %r8b
	leaq (%r15,%r8), %r11
	vmovq %r15, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmovq %r11, %xmm7
	vpunpckldq %xmm3, %xmm7, %xmm7
	vsubpd %xmm4, %xmm7, %xmm7
	vshufpd $1, %xmm7, %xmm7, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	vmulsd (%r12), %xmm6, %xmm6
	cmpq %rdx, %r11
	adcq %r8, %r15
	vmulsd 8(%r12), %xmm7, %xmm7
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm5, %xmm5
	xorl %r8d, %r8d
	cmpq %rdx, %r15
	setb %r8b
	vmovq %r15, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 16(%r12), %xmm6, %xmm6
	leaq (%r15,%r8), %r11
	cmpq %rdx, %r11
	adcq %r8, %r15
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r11, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 24(%r12), %xmm6, %xmm6
	addq $32, %r12
	vaddsd %xmm6, %xmm5, %xmm5
	addq $-32, %r13
	addq $-4, %rbp
	jne .LBB_19
	testq %r10, %r10
	je .LBB_21
	movq %rbx, %r12
	subq %r13, %r12
	movq %rax, %r8
.LBB_23:
	movq %r10, %r13
.LBB_24:
	vmovq %r15, %xmm6
	vpunpckldq %xmm1, %xmm6, %xmm6
	vsubpd %xmm2, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd (%r12), %xmm6, %xmm6
	addq $8, %r12
	cmpq %rdx, %r15
	adcq $0, %r15
	vaddsd %xmm6, %xmm5, %xmm5
	decq %r13
	jne .LBB_24
	cmpq %rsi, %rcx
	jae .LBB_28
.LBB_26:
	vdivsd %xmm0, %xmm5, %xmm5
	vmovsd %xmm5, (%r9,%rcx,8)
	addq $8, %rbx
	movq %r14, %rcx
	cmpq 8(%rsp), %r14
	jne .LBB_16
	jmp .LBB_27
.LBB_21:
	movq %rax, %r8
	cmpq %rsi, %rcx
	jb .LBB_26
.LBB_28:
	leaq .Lanon.0(%rip), %rdx
	movq %rcx, %rdi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_27:
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_4:
	movq %rcx, %rbx
	movl $8, %ecx
	movq %rdi, %r15
	movq %rbx, %rdi
	xorl %esi, %esi
	movq %rdx, %r12
	movq 8(%rsp), %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq %rbx, %rcx
	movq %r15, %rdi
	movq %r12, %rdx
	movq 16(%rbx), %rsi
	jmp .LBB_5
