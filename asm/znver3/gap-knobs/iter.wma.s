# gap_knobs::iter::wma — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
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
	movq %rcx, %r15
	movq %rdx, %rbx
	movq %rsi, %r12
	movq %rdi, 8(%rsp)
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_24
	movl $1, %r9d
	movabsq $9221120237041090560, %rcx
	movq %rax, %rdx
	cmpq $1, %rbx
	je .LBB_8
	movl $1, %esi
	movq %rax, %rdx
	cmpq $17, %rbx
	jb .LBB_13
	vbroadcastsd .LCPI_0(%rip), %ymm0
	leaq -1(%rbx), %rdi
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
	movq %rbx, %r9
	cmpq %r8, %rdi
	je .LBB_8
.LBB_13:
	movq %rcx, (%rdx)
	incq %rsi
	addq $8, %rdx
	cmpq %rsi, %rbx
	jne .LBB_13
	movq %rbx, %r9
.LBB_8:
	movq %r9, (%rsp)
	movq %rcx, (%rdx)
	leaq -1(%r15), %rdx
	cmpq %rbx, %rdx
	jb .LBB_10
	jmp .LBB_23
.LBB_1:
	movl $8, %eax
	movq $0, (%rsp)
	leaq -1(%r15), %rdx
	cmpq %rbx, %rdx
	jae .LBB_23
.LBB_10:
	leaq 1(%r15), %rcx
	vmovapd .LCPI_2(%rip), %xmm2
	vmovq .LCPI_1(%rip), %xmm3
	vmovapd .LCPI_2(%rip), %xmm4
	movl %r15d, %esi
	andl $7, %esi
	movq %r12, %r8
	movq %rdx, %r9
	imulq %r15, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	movq %r15, %rcx
	andq $-8, %rcx
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	movq %rcx, 16(%rsp)
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovq .LCPI_1(%rip), %xmm1
	jmp .LBB_11
.LBB_18:
	movq %rcx, %rdx
.LBB_22:
	vdivsd %xmm0, %xmm5, %xmm5
	addq $8, %r8
	vmovsd %xmm5, (%rax,%r9,8)
	movq %r10, %r9
	cmpq %rbx, %r10
	je .LBB_23
.LBB_11:
	leaq 1(%r9), %r10
	movq %r10, %rdi
	subq %r15, %rdi
	leaq (%r12,%rdi,8), %r13
	cmpq $7, %rdx
	jae .LBB_15
	vxorpd %xmm5, %xmm5, %xmm5
	movl $1, %r11d
	jmp .LBB_20
.LBB_15:
	movq 16(%rsp), %rdi
	movl $1, %r11d
	movq %rdx, %rcx
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %ebp, %ebp
.LBB_16:
	vmovq %r11, %xmm6
	xorl %r14d, %r14d
	cmpq %r15, %r11
	vpunpckldq %xmm3, %xmm6, %xmm6
	setb %r14b
	vsubpd %xmm4, %xmm6, %xmm6
	leaq (%r11,%r14), %rdx
	cmpq %r15, %rdx
	adcq %r14, %r11
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd (%r13), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %rdx, %xmm6
	xorl %edx, %edx
	cmpq %r15, %r11
	vpunpckldq %xmm3, %xmm6, %xmm6
	setb %dl
	vsubpd %xmm4, %xmm6, %xmm6
	leaq (%r11,%rdx), %r14
	cmpq %r15, %r14
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 8(%r13), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r11, %xmm6
	adcq %rdx, %r11
	xorl %edx, %edx
	vpunpckldq %xmm3, %xmm6, %xmm6
	cmpq %r15, %r11
	vsubpd %xmm4, %xmm6, %xmm6
	setb %dl
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 16(%r13), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r14, %xmm6
	leaq (%r11,%rdx), %r14
	vpunpckldq %xmm3, %xmm6, %xmm6
	cmpq %r15, %r14
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 24(%r13), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r11, %xmm6
	adcq %rdx, %r11
	xorl %edx, %edx
	vpunpckldq %xmm3, %xmm6, %xmm6
	cmpq %r15, %r11
	vsubpd %xmm4, %xmm6, %xmm6
	setb %dl
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 32(%r13), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r14, %xmm6
	leaq (%r11,%rdx), %r14
	vpunpckldq %xmm3, %xmm6, %xmm6
	cmpq %r15, %r14
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 40(%r13), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r11, %xmm6
	adcq %rdx, %r11
	addq $-64, %rbp
	addq $-8, %rdi
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 48(%r13), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r14, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 56(%r13), %xmm6, %xmm6
	leaq 64(%r13), %r13
	vaddsd %xmm6, %xmm5, %xmm5
	jne .LBB_16
	testq %rsi, %rsi
	je .LBB_18
	movq %r8, %r13
	subq %rbp, %r13
	movq %rcx, %rdx
.LBB_20:
	movq %rsi, %rdi
.LBB_21:
	vmovq %r11, %xmm6
	cmpq %r15, %r11
	vpunpckldq %xmm1, %xmm6, %xmm6
	adcq $0, %r11
	decq %rdi
	vsubpd %xmm2, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd (%r13), %xmm6, %xmm6
	leaq 8(%r13), %r13
	vaddsd %xmm6, %xmm5, %xmm5
	jne .LBB_21
	jmp .LBB_22
.LBB_23:
	movq 8(%rsp), %rcx
	movq (%rsp), %rdx
	movq %rdx, (%rcx)
	movq %rax, 8(%rcx)
	movq %rbx, 16(%rcx)
	movq %rcx, %rax
	addq $24, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_24:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
