# kernel_unchecked::wma — kernel-unchecked, target-cpu=znver3
# command: cargo asm -p kernel-unchecked --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
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
	cmpq $17, %r14
	jb .LBB_8
	vbroadcastsd .LCPI_0(%rip), %ymm0
	leaq -1(%r14), %rdi
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
	vmovapd .LCPI_2(%rip), %xmm2
	vmovq .LCPI_1(%rip), %xmm3
	vmovapd .LCPI_2(%rip), %xmm4
	leaq 56(%r12), %rsi
	xorl %edi, %edi
	movq %rcx, %r8
	imulq %rbx, %rdx
	vmovq %rdx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	movl %ebx, %edx
	andl $7, %edx
	andq $-8, %rbx
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovq .LCPI_1(%rip), %xmm1
	jmp .LBB_13
.LBB_18:
	vdivsd %xmm0, %xmm5, %xmm5
	addq $8, %rsi
	incq %rdi
	vmovsd %xmm5, (%rax,%r8,8)
	incq %r8
	cmpq %r14, %r8
	je .LBB_19
.LBB_13:
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r10d, %r10d
	cmpq $7, %rcx
	jb .LBB_16
.LBB_14:
	movq %r10, %r9
	incq %r10
	vmovq %r10, %xmm6
	leaq 2(%r9), %r10
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -56(%rsi,%r9,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r10, %xmm6
	leaq 3(%r9), %r10
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -48(%rsi,%r9,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r10, %xmm6
	leaq 4(%r9), %r10
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -40(%rsi,%r9,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r10, %xmm6
	leaq 5(%r9), %r10
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -32(%rsi,%r9,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r10, %xmm6
	leaq 6(%r9), %r10
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -24(%rsi,%r9,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r10, %xmm6
	leaq 7(%r9), %r10
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -16(%rsi,%r9,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r10, %xmm6
	leaq 8(%r9), %r10
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -8(%rsi,%r9,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	vmovq %r10, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd (%rsi,%r9,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	cmpq %r10, %rbx
	jne .LBB_14
	testq %rdx, %rdx
	je .LBB_18
.LBB_16:
	leaq (%r10,%rdi), %r9
	incq %r10
	movq %rdx, %r11
.LBB_17:
	vmovq %r10, %xmm6
	incq %r10
	vpunpckldq %xmm1, %xmm6, %xmm6
	vsubpd %xmm2, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd (%r12,%r9,8), %xmm6, %xmm6
	incq %r9
	decq %r11
	vaddsd %xmm6, %xmm5, %xmm5
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
