# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=x86-64-v3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $48, %rsp
	movq %rcx, %r12
	movq %rdx, %rbx
	movq %rsi, %r15
	movq %rdi, %r14
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%rbx,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_36
	movl $1, %ecx
	movabsq $9221120237041090560, %rdx
	movq %rax, %rsi
	cmpq $1, %rbx
	je .LBB_8
	movl $1, %edi
	movq %rax, %rsi
	cmpq $17, %rbx
	jb .LBB_21
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
.LBB_21:
	incq %rdi
	movq %rdx, (%rsi)
	addq $8, %rsi
	cmpq %rdi, %rbx
	jne .LBB_21
	movq %rbx, %rcx
.LBB_8:
	movq %rdx, (%rsi)
	leaq -1(%r12), %rsi
	cmpq %rbx, %rsi
	jb .LBB_10
	jmp .LBB_35
.LBB_1:
	movl $8, %eax
	xorl %ecx, %ecx
	leaq -1(%r12), %rsi
	cmpq %rbx, %rsi
	jae .LBB_35
.LBB_10:
	leaq 1(%r12), %rdx
	imulq %r12, %rdx
	vmovq %rdx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	movl %r12d, %edx
	andl $7, %edx
	movabsq $1152921504606846968, %rdi
	andq %r12, %rdi
	je .LBB_11
	movq %rdi, %r8
	orq $1, %r8
	vcvtsi2sd %r8, %xmm15, %xmm1
	movq %rdi, %r8
	orq $2, %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmovsd %xmm2, 40(%rsp)
	movq %rdi, %r8
	orq $3, %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmovsd %xmm2, 32(%rsp)
	movq %rdi, %r8
	orq $4, %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmovsd %xmm2, 24(%rsp)
	movq %rdi, %r8
	orq $5, %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmovsd %xmm2, 16(%rsp)
	movq %rdi, %r8
	orq $6, %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmovsd %xmm2, 8(%rsp)
	movq %rdi, %r8
	orq $7, %r8
	vcvtsi2sd %r8, %xmm15, %xmm2
	vmovsd %xmm2, (%rsp)
	vmovq .LCPI_1(%rip), %xmm8
	vmovapd .LCPI_2(%rip), %xmm9
	vmovdqa .LCPI_4(%rip), %xmm10
	vpxor %xmm11, %xmm11, %xmm11
	vpbroadcastq .LCPI_15(%rip), %xmm12
	vpbroadcastq .LCPI_16(%rip), %xmm13
	vmovddup .LCPI_17(%rip), %xmm14
	vmovdqa .LCPI_8(%rip), %xmm15
	vmovdqa .LCPI_9(%rip), %xmm7
	movq %r15, %r8
	jmp .LBB_24
.LBB_34:
	vdivsd %xmm0, %xmm6, %xmm2
	vmovsd %xmm2, (%rax,%r9,8)
	addq $8, %r8
	cmpq %rbx, %rsi
	je .LBB_35
.LBB_24:
	movq %rsi, %r9
	incq %rsi
	movq %rsi, %r10
	subq %r12, %r10
	leaq (%r15,%r10,8), %r10
	vxorpd %xmm6, %xmm6, %xmm6
	xorl %r11d, %r11d
.LBB_25:
	leaq 1(%r11), %r13
	vmovq %r13, %xmm5
	vpunpckldq %xmm8, %xmm5, %xmm5
	vsubpd %xmm9, %xmm5, %xmm5
	vshufpd $1, %xmm5, %xmm5, %xmm4
	vaddsd %xmm5, %xmm4, %xmm4
	vmulsd (%r8,%r11,8), %xmm4, %xmm4
	vmovq %r11, %xmm5
	vpbroadcastq %xmm5, %xmm5
	vpor %xmm5, %xmm10, %xmm3
	vpblendd $10, %xmm11, %xmm3, %xmm3
	vpor %xmm3, %xmm12, %xmm3
	vpsrlq $32, %xmm5, %xmm2
	vpor %xmm2, %xmm13, %xmm2
	vsubpd %xmm14, %xmm2, %xmm2
	vaddpd %xmm2, %xmm3, %xmm3
	vmulpd 8(%r8,%r11,8), %xmm3, %xmm3
	vaddsd %xmm4, %xmm6, %xmm4
	vaddsd %xmm3, %xmm4, %xmm4
	vshufpd $1, %xmm3, %xmm3, %xmm3
	vaddsd %xmm3, %xmm4, %xmm3
	vpor %xmm5, %xmm15, %xmm4
	vpblendd $10, %xmm11, %xmm4, %xmm4
	vpor %xmm4, %xmm12, %xmm4
	vaddpd %xmm2, %xmm4, %xmm4
	vmulpd 24(%r8,%r11,8), %xmm4, %xmm4
	vaddsd %xmm4, %xmm3, %xmm3
	vshufpd $1, %xmm4, %xmm4, %xmm4
	vaddsd %xmm4, %xmm3, %xmm3
	vpor %xmm7, %xmm5, %xmm4
	vpblendd $10, %xmm11, %xmm4, %xmm4
	vpor %xmm4, %xmm12, %xmm4
	vaddpd %xmm2, %xmm4, %xmm2
	vmulpd 40(%r8,%r11,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm3, %xmm3
	vshufpd $1, %xmm2, %xmm2, %xmm2
	vaddsd %xmm2, %xmm3, %xmm2
	leaq 8(%r11), %r13
	vmovq %r13, %xmm3
	vpunpckldq %xmm8, %xmm3, %xmm3
	vsubpd %xmm9, %xmm3, %xmm3
	vshufpd $1, %xmm3, %xmm3, %xmm4
	vaddsd %xmm3, %xmm4, %xmm3
	vmulsd 56(%r8,%r11,8), %xmm3, %xmm3
	vaddsd %xmm3, %xmm2, %xmm6
	movq %r13, %r11
	cmpq %r13, %rdi
	jne .LBB_25
	testq %rdx, %rdx
	je .LBB_34
	vmulsd (%r10,%rdi,8), %xmm1, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $1, %edx
	je .LBB_34
	vmovsd 40(%rsp), %xmm2
	vmulsd 8(%r10,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $2, %edx
	je .LBB_34
	vmovsd 32(%rsp), %xmm2
	vmulsd 16(%r10,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $3, %edx
	je .LBB_34
	vmovsd 24(%rsp), %xmm2
	vmulsd 24(%r10,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $4, %edx
	je .LBB_34
	vmovsd 16(%rsp), %xmm2
	vmulsd 32(%r10,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $5, %edx
	je .LBB_34
	vmovsd 8(%rsp), %xmm2
	vmulsd 40(%r10,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $6, %edx
	je .LBB_34
	vmovsd (%rsp), %xmm2
	vmulsd 48(%r10,%rdi,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	jmp .LBB_34
.LBB_11:
	leaq (%rax,%r12,8), %rsi
	movq %rbx, %rdi
	subq %r12, %rdi
	movq $-1, %r8
	vxorpd %xmm1, %xmm1, %xmm1
	vmovsd .LCPI_10(%rip), %xmm2
	vmovsd .LCPI_11(%rip), %xmm3
	vmovsd .LCPI_12(%rip), %xmm4
	vmovsd .LCPI_13(%rip), %xmm5
	vmovsd .LCPI_14(%rip), %xmm6
	jmp .LBB_12
.LBB_20:
	vdivsd %xmm0, %xmm7, %xmm7
	vmovsd %xmm7, (%rsi,%r8,8)
	incq %r8
	cmpq %r8, %rdi
	je .LBB_35
.LBB_12:
	vxorpd %xmm7, %xmm7, %xmm7
	testq %rdx, %rdx
	je .LBB_20
	vaddsd 8(%r15,%r8,8), %xmm1, %xmm7
	cmpl $1, %edx
	je .LBB_20
	vmovsd 16(%r15,%r8,8), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $2, %edx
	je .LBB_20
	vmulsd 24(%r15,%r8,8), %xmm2, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $3, %edx
	je .LBB_20
	vmulsd 32(%r15,%r8,8), %xmm3, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $4, %edx
	je .LBB_20
	vmulsd 40(%r15,%r8,8), %xmm4, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $5, %edx
	je .LBB_20
	vmulsd 48(%r15,%r8,8), %xmm5, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $6, %edx
	je .LBB_20
	vmulsd 56(%r15,%r8,8), %xmm6, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	jmp .LBB_20
.LBB_35:
	movq %rcx, (%r14)
	movq %rax, 8(%r14)
	movq %rbx, 16(%r14)
	movq %r14, %rax
	addq $48, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	vzeroupper
	retq
.LBB_36:
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
