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
	movq %rcx, %r15
	movq %rdx, %rbx
	movq %rsi, %r12
	testq %rdx, %rdx
	movq %rdi, 8(%rsp)
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
	leaq -1(%rbx), %rdi
	movq %rdi, %r8
	andq $-16, %r8
	leaq (%rax,%r8,8), %rdx
	leaq 1(%r8), %rsi
	xorl %r9d, %r9d
	vbroadcastsd .LCPI_0(%rip), %ymm0
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
	incq %rsi
	movq %rcx, (%rdx)
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
	imulq %r15, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	movl %r15d, %esi
	andl $3, %esi
	movq %r15, %rcx
	andq $-4, %rcx
	movq %rcx, 16(%rsp)
	vmovq .LCPI_1(%rip), %xmm1
	vmovapd .LCPI_2(%rip), %xmm2
	vmovq .LCPI_1(%rip), %xmm3
	vmovapd .LCPI_2(%rip), %xmm4
	movq %r12, %r8
	movq %rdx, %r9
	jmp .LBB_11
.LBB_18:
	movq %rcx, %rdx
.LBB_22:
	vdivsd %xmm0, %xmm5, %xmm5
	vmovsd %xmm5, (%rax,%r9,8)
	addq $8, %r8
	movq %r10, %r9
	cmpq %rbx, %r10
	je .LBB_23
.LBB_11:
	leaq 1(%r9), %r10
	movq %r10, %rdi
	subq %r15, %rdi
	leaq (%r12,%rdi,8), %r13
	cmpq $3, %rdx
	jae .LBB_15
	vxorpd %xmm5, %xmm5, %xmm5
	movl $1, %r11d
	jmp .LBB_20
.LBB_15:
	movq %rdx, %rcx
	vxorpd %xmm5, %xmm5, %xmm5
	movl $1, %r11d
	movq 16(%rsp), %rdi
	xorl %ebp, %ebp
.LBB_16:
	xorl %r14d, %r14d
	cmpq %r15, %r11
	setb %r14b
	leaq (%r11,%r14), %rdx
	vmovq %r11, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmovq %rdx, %xmm7
	vpunpckldq %xmm3, %xmm7, %xmm7
	vsubpd %xmm4, %xmm7, %xmm7
	vshufpd $1, %xmm7, %xmm7, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	vmulsd (%r13), %xmm6, %xmm6
	cmpq %r15, %rdx
	adcq %r14, %r11
	vmulsd 8(%r13), %xmm7, %xmm7
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm5, %xmm5
	xorl %edx, %edx
	cmpq %r15, %r11
	setb %dl
	vmovq %r11, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 16(%r13), %xmm6, %xmm6
	leaq (%r11,%rdx), %r14
	cmpq %r15, %r14
	adcq %rdx, %r11
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r14, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd 24(%r13), %xmm6, %xmm6
	addq $32, %r13
	vaddsd %xmm6, %xmm5, %xmm5
	addq $-32, %rbp
	addq $-4, %rdi
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
	vpunpckldq %xmm1, %xmm6, %xmm6
	vsubpd %xmm2, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd (%r13), %xmm6, %xmm6
	addq $8, %r13
	cmpq %r15, %r11
	adcq $0, %r11
	vaddsd %xmm6, %xmm5, %xmm5
	decq %rdi
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
