# kernel_stream::Stream::push — kernel-stream, target-cpu=x86-64
# command: cargo asm -p kernel-stream --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_stream::Stream::push:
	pushq %r14
	pushq %rbx
	subq $24, %rsp
	movq %rsi, %r14
	movq %rdi, %rbx
	movq %xmm0, %rax
	movabsq $9223372036854775807, %rcx
	andq %rax, %rcx
	movabsq $-4503599627370496, %rdx
	addq %rcx, %rdx
	shrq $53, %rdx
	cmpl $1023, %edx
	setb %cl
	testq %rax, %rax
	setns %dl
	andb %cl, %dl
	decq %rax
	movabsq $4503599627370495, %rcx
	cmpq %rcx, %rax
	setb %al
	orb %dl, %al
	je .LBB_1
	leaq 24(%r14), %rdi
	movq %xmm0, 8(%rsp)
	callq kernel_stream::RollingWma::push
	addsd %xmm0, %xmm0
	movsd %xmm0, (%rsp)
	leaq 80(%r14), %rdi
	movsd 8(%rsp), %xmm0
	callq kernel_stream::RollingWma::push
	movsd (%rsp), %xmm1
	subsd %xmm0, %xmm1
	leaq 136(%r14), %rdi
	movapd %xmm1, %xmm0
	callq kernel_stream::RollingWma::push
	movsd %xmm0, 16(%rsp)
	leaq 192(%r14), %rdi
	movsd 8(%rsp), %xmm0
	callq kernel_stream::RollingWma::push
	mulsd .LCPI_0(%rip), %xmm0
	movsd %xmm0, (%rsp)
	leaq 248(%r14), %rdi
	movsd 8(%rsp), %xmm0
	callq kernel_stream::RollingWma::push
	movsd (%rsp), %xmm1
	subsd %xmm0, %xmm1
	movsd %xmm1, (%rsp)
	leaq 304(%r14), %rdi
	movsd 8(%rsp), %xmm0
	callq kernel_stream::RollingWma::push
	movsd (%rsp), %xmm1
	subsd %xmm0, %xmm1
	leaq 360(%r14), %rdi
	movapd %xmm1, %xmm0
	callq kernel_stream::RollingWma::push
	movsd 16(%rsp), %xmm5
	movsd 8(%rsp), %xmm4
	cmpb $0, (%r14)
	je .LBB_12
	movsd 8(%r14), %xmm1
	movsd 16(%r14), %xmm2
	ucomisd %xmm5, %xmm0
	jbe .LBB_5
	movl $1, %eax
	ucomisd %xmm2, %xmm1
	ja .LBB_7
.LBB_5:
	ucomisd %xmm0, %xmm5
	jbe .LBB_12
	movq $-1, %rax
	ucomisd %xmm1, %xmm2
	jbe .LBB_12
.LBB_7:
	movq 464(%r14), %rcx
	cmpq %rcx, %rax
	je .LBB_12
	testq %rcx, %rcx
	je .LBB_10
	movsd 472(%r14), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %rcx, %xmm2
	movapd %xmm4, %xmm3
	subsd %xmm1, %xmm3
	mulsd %xmm2, %xmm3
	divsd %xmm1, %xmm3
	addsd .LCPI_1(%rip), %xmm3
	mulsd .LCPI_2(%rip), %xmm3
	addsd .LCPI_3(%rip), %xmm3
	mulsd .LCPI_4(%rip), %xmm3
	addsd 480(%r14), %xmm3
	movsd %xmm3, 480(%r14)
	incq 488(%r14)
.LBB_10:
	movq %rax, 464(%r14)
	movsd %xmm4, 472(%r14)
.LBB_12:
	movq $1, (%r14)
	movsd %xmm5, 8(%r14)
	movsd %xmm0, 16(%r14)
	movsd %xmm4, 496(%r14)
	movq 504(%r14), %rax
	incq %rax
	movq %rax, 504(%r14)
	movq 464(%r14), %rcx
	movq 488(%r14), %rdx
	movsd 480(%r14), %xmm0
	movq %rcx, 8(%rbx)
	movq %rdx, 16(%rbx)
	movsd %xmm0, 24(%rbx)
	movq %rax, 32(%rbx)
	movq $5, (%rbx)
	jmp .LBB_2
.LBB_1:
	movq 504(%r14), %rax
	movq $2, (%rbx)
	movq %rax, 8(%rbx)
	movq %xmm0, 16(%rbx)
.LBB_2:
	movq %rbx, %rax
	addq $24, %rsp
	popq %rbx
	popq %r14
	retq
