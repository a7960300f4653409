# kernel_stream::Stream::push — kernel-stream, target-cpu=znver3
# command: cargo asm -p kernel-stream --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_stream::Stream::push:
	pushq %r14
	pushq %rbx
	subq $24, %rsp
	vmovq %xmm0, %rax
	movb $63, %cl
	movabsq $-4503599627370496, %rdx
	movq %rsi, %r14
	movabsq $4503599627370495, %rsi
	movq %rdi, %rbx
	bzhiq %rcx, %rax, %rcx
	addq %rcx, %rdx
	shrq $53, %rdx
	cmpl $1023, %edx
	setb %cl
	testq %rax, %rax
	setns %dl
	decq %rax
	andb %cl, %dl
	cmpq %rsi, %rax
	setb %al
	orb %dl, %al
	je .LBB_1
	leaq 24(%r14), %rdi
	vmovq %xmm0, (%rsp)
	callq kernel_stream::RollingWma::push
	vaddsd %xmm0, %xmm0, %xmm0
	leaq 80(%r14), %rdi
	vmovsd %xmm0, 16(%rsp)
	vmovsd (%rsp), %xmm0
	callq kernel_stream::RollingWma::push
	vmovsd 16(%rsp), %xmm1
	leaq 136(%r14), %rdi
	vsubsd %xmm0, %xmm1, %xmm0
	callq kernel_stream::RollingWma::push
	vmovsd %xmm0, 16(%rsp)
	vmovsd (%rsp), %xmm0
	leaq 192(%r14), %rdi
	callq kernel_stream::RollingWma::push
	vmulsd .LCPI_0(%rip), %xmm0, %xmm0
	leaq 248(%r14), %rdi
	vmovsd %xmm0, 8(%rsp)
	vmovsd (%rsp), %xmm0
	callq kernel_stream::RollingWma::push
	vmovsd 8(%rsp), %xmm1
	leaq 304(%r14), %rdi
	vsubsd %xmm0, %xmm1, %xmm0
	vmovsd %xmm0, 8(%rsp)
	vmovsd (%rsp), %xmm0
	callq kernel_stream::RollingWma::push
	vmovsd 8(%rsp), %xmm1
	leaq 360(%r14), %rdi
	vsubsd %xmm0, %xmm1, %xmm0
	callq kernel_stream::RollingWma::push
	vmovsd 16(%rsp), %xmm5
	vmovsd (%rsp), %xmm4
	cmpb $0, (%r14)
	je .LBB_12
	vmovsd 8(%r14), %xmm1
	vmovsd 16(%r14), %xmm2
	vucomisd %xmm5, %xmm0
	jbe .LBB_5
	vucomisd %xmm2, %xmm1
	movl $1, %eax
	ja .LBB_7
.LBB_5:
	vucomisd %xmm0, %xmm5
	jbe .LBB_12
	vucomisd %xmm1, %xmm2
	movq $-1, %rax
	jbe .LBB_12
.LBB_7:
	movq 464(%r14), %rcx
	cmpq %rcx, %rax
	je .LBB_12
	testq %rcx, %rcx
	je .LBB_10
	vmovsd 472(%r14), %xmm1
	vcvtsi2sd %rcx, %xmm15, %xmm2
	vsubsd %xmm1, %xmm4, %xmm3
	vmulsd %xmm2, %xmm3, %xmm2
	vdivsd %xmm1, %xmm2, %xmm1
	vaddsd .LCPI_1(%rip), %xmm1, %xmm1
	vmulsd .LCPI_2(%rip), %xmm1, %xmm1
	vaddsd .LCPI_3(%rip), %xmm1, %xmm1
	vmulsd .LCPI_4(%rip), %xmm1, %xmm1
	vaddsd 480(%r14), %xmm1, %xmm1
	vmovsd %xmm1, 480(%r14)
	incq 488(%r14)
.LBB_10:
	movq %rax, 464(%r14)
	vmovsd %xmm4, 472(%r14)
.LBB_12:
	movq $1, (%r14)
	vmovsd %xmm5, 8(%r14)
	vmovsd %xmm0, 16(%r14)
	vmovsd %xmm4, 496(%r14)
	movq 504(%r14), %rax
	incq %rax
	movq %rax, 504(%r14)
	vmovups 464(%r14), %xmm1
	vmovsd 480(%r14), %xmm0
	vblendps $12, 480(%r14), %xmm1, %xmm1
	vmovups %xmm1, 8(%rbx)
	vmovsd %xmm0, 24(%rbx)
	movq %rax, 32(%rbx)
	movq $5, (%rbx)
	jmp .LBB_2
.LBB_1:
	movq 504(%r14), %rax
	movq $2, (%rbx)
	movq %rax, 8(%rbx)
	vmovq %xmm0, 16(%rbx)
.LBB_2:
	movq %rbx, %rax
	addq $24, %rsp
	popq %rbx
	popq %r14
	retq
