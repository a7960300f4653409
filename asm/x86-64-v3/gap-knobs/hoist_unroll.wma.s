# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=x86-64-v3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	pushq %r15
	pushq %r14
	pushq %r12
	pushq %rbx
	subq $56, %rsp
	movq %rcx, %rbx
	movq $0, 16(%rcx)
	testq %rsi, %rsi
	je .LBB_1
	cmpq (%rbx), %rsi
	ja .LBB_4
	xorl %eax, %eax
.LBB_5:
	movq 8(%rbx), %r14
	leaq (%r14,%rax,8), %rcx
	movabsq $9221120237041090560, %r8
	cmpq $1, %rsi
	je .LBB_13
	movl $1, %r9d
	cmpq $17, %rsi
	jb .LBB_10
	leaq -1(%rsi), %r10
	movq %r10, %r11
	andq $-16, %r11
	leaq (%rcx,%r11,8), %rcx
	leaq 1(%r11), %r9
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
	cmpq %r15, %r11
	jne .LBB_8
	cmpq %r11, %r10
	je .LBB_12
.LBB_10:
	movq %rsi, %r10
	subq %r9, %r10
.LBB_11:
	movq %r8, (%rcx)
	addq $8, %rcx
	decq %r10
	jne .LBB_11
.LBB_12:
	addq %rsi, %rax
	decq %rax
.LBB_13:
	movq %r8, (%rcx)
	incq %rax
	movq %rax, 16(%rbx)
	leaq -1(%rdx), %rcx
	cmpq %rsi, %rcx
	jb .LBB_15
	jmp .LBB_40
.LBB_1:
	xorl %eax, %eax
	movq %rax, 16(%rbx)
	leaq -1(%rdx), %rcx
	cmpq %rsi, %rcx
	jae .LBB_40
.LBB_15:
	leaq 1(%rdx), %r8
	imulq %rdx, %r8
	vmovq %r8, %xmm0
	vpunpckldq .LCPI_0(%rip), %xmm0, %xmm0
	vsubpd .LCPI_1(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_2(%rip), %xmm0, %xmm0
	movabsq $1152921504606846968, %r10
	movl %edx, %r8d
	andl $7, %r8d
	movq 8(%rbx), %r9
	andq %rdx, %r10
	je .LBB_16
	movq %r10, %r11
	orq $1, %r11
	vcvtsi2sd %r11, %xmm15, %xmm1
	movq %r10, %r11
	orq $2, %r11
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmovsd %xmm2, 48(%rsp)
	movq %r10, %r11
	orq $3, %r11
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmovsd %xmm2, 40(%rsp)
	movq %r10, %r11
	orq $4, %r11
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmovsd %xmm2, 32(%rsp)
	movq %r10, %r11
	orq $5, %r11
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmovsd %xmm2, 24(%rsp)
	movq %r10, %r11
	orq $6, %r11
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmovsd %xmm2, 16(%rsp)
	movq %r10, %r11
	orq $7, %r11
	vcvtsi2sd %r11, %xmm15, %xmm2
	vmovsd %xmm2, 8(%rsp)
	vmovq .LCPI_0(%rip), %xmm8
	vmovapd .LCPI_1(%rip), %xmm9
	vmovdqa .LCPI_4(%rip), %xmm10
	vpxor %xmm11, %xmm11, %xmm11
	vpbroadcastq .LCPI_15(%rip), %xmm12
	vpbroadcastq .LCPI_16(%rip), %xmm13
	vmovddup .LCPI_17(%rip), %xmm14
	vmovdqa .LCPI_8(%rip), %xmm15
	vmovdqa .LCPI_9(%rip), %xmm7
	movq %rdi, %r11
.LBB_28:
	leaq 1(%rcx), %rbx
	movq %rbx, %r14
	subq %rdx, %r14
	leaq (%rdi,%r14,8), %r14
	vxorpd %xmm6, %xmm6, %xmm6
	xorl %r15d, %r15d
.LBB_29:
	leaq 1(%r15), %r12
	vmovq %r12, %xmm5
	vpunpckldq %xmm8, %xmm5, %xmm5
	vsubpd %xmm9, %xmm5, %xmm5
	vshufpd $1, %xmm5, %xmm5, %xmm4
	vaddsd %xmm5, %xmm4, %xmm4
	vmulsd (%r11,%r15,8), %xmm4, %xmm4
	vmovq %r15, %xmm5
	vpbroadcastq %xmm5, %xmm5
	vpor %xmm5, %xmm10, %xmm3
	vpblendd $10, %xmm11, %xmm3, %xmm3
	vpor %xmm3, %xmm12, %xmm3
	vpsrlq $32, %xmm5, %xmm2
	vpor %xmm2, %xmm13, %xmm2
	vsubpd %xmm14, %xmm2, %xmm2
	vaddpd %xmm2, %xmm3, %xmm3
	vmulpd 8(%r11,%r15,8), %xmm3, %xmm3
	vaddsd %xmm4, %xmm6, %xmm4
	vaddsd %xmm3, %xmm4, %xmm4
	vshufpd $1, %xmm3, %xmm3, %xmm3
	vaddsd %xmm3, %xmm4, %xmm3
	vpor %xmm5, %xmm15, %xmm4
	vpblendd $10, %xmm11, %xmm4, %xmm4
	vpor %xmm4, %xmm12, %xmm4
	vaddpd %xmm2, %xmm4, %xmm4
	vmulpd 24(%r11,%r15,8), %xmm4, %xmm4
	vaddsd %xmm4, %xmm3, %xmm3
	vshufpd $1, %xmm4, %xmm4, %xmm4
	vaddsd %xmm4, %xmm3, %xmm3
	vpor %xmm7, %xmm5, %xmm4
	vpblendd $10, %xmm11, %xmm4, %xmm4
	vpor %xmm4, %xmm12, %xmm4
	vaddpd %xmm2, %xmm4, %xmm2
	vmulpd 40(%r11,%r15,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm3, %xmm3
	vshufpd $1, %xmm2, %xmm2, %xmm2
	vaddsd %xmm2, %xmm3, %xmm2
	leaq 8(%r15), %r12
	vmovq %r12, %xmm3
	vpunpckldq %xmm8, %xmm3, %xmm3
	vsubpd %xmm9, %xmm3, %xmm3
	vshufpd $1, %xmm3, %xmm3, %xmm4
	vaddsd %xmm3, %xmm4, %xmm3
	vmulsd 56(%r11,%r15,8), %xmm3, %xmm3
	vaddsd %xmm3, %xmm2, %xmm6
	movq %r12, %r15
	cmpq %r12, %r10
	jne .LBB_29
	testq %r8, %r8
	je .LBB_38
	vmulsd (%r14,%r10,8), %xmm1, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $1, %r8d
	je .LBB_38
	vmovsd 48(%rsp), %xmm2
	vmulsd 8(%r14,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $2, %r8d
	je .LBB_38
	vmovsd 40(%rsp), %xmm2
	vmulsd 16(%r14,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $3, %r8d
	je .LBB_38
	vmovsd 32(%rsp), %xmm2
	vmulsd 24(%r14,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $4, %r8d
	je .LBB_38
	vmovsd 24(%rsp), %xmm2
	vmulsd 32(%r14,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $5, %r8d
	je .LBB_38
	vmovsd 16(%rsp), %xmm2
	vmulsd 40(%r14,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
	cmpl $6, %r8d
	je .LBB_38
	vmovsd 8(%rsp), %xmm2
	vmulsd 48(%r14,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm6, %xmm6
.LBB_38:
	cmpq %rax, %rcx
	jae .LBB_41
	vdivsd %xmm0, %xmm6, %xmm2
	vmovsd %xmm2, (%r9,%rcx,8)
	addq $8, %r11
	movq %rbx, %rcx
	cmpq %rsi, %rbx
	jne .LBB_28
	jmp .LBB_40
.LBB_16:
	addq $48, %rdi
	vxorpd %xmm1, %xmm1, %xmm1
	vmovsd .LCPI_10(%rip), %xmm2
	vmovsd .LCPI_11(%rip), %xmm3
	vmovsd .LCPI_12(%rip), %xmm4
	vmovsd .LCPI_13(%rip), %xmm5
	vmovsd .LCPI_14(%rip), %xmm6
.LBB_17:
	vxorpd %xmm7, %xmm7, %xmm7
	testq %r8, %r8
	je .LBB_25
	vaddsd -48(%rdi), %xmm1, %xmm7
	cmpl $1, %r8d
	je .LBB_25
	vmovsd -40(%rdi), %xmm8
	vaddsd %xmm8, %xmm8, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $2, %r8d
	je .LBB_25
	vmulsd -32(%rdi), %xmm2, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $3, %r8d
	je .LBB_25
	vmulsd -24(%rdi), %xmm3, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $4, %r8d
	je .LBB_25
	vmulsd -16(%rdi), %xmm4, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $5, %r8d
	je .LBB_25
	vmulsd -8(%rdi), %xmm5, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	cmpl $6, %r8d
	je .LBB_25
	vmulsd (%rdi), %xmm6, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
.LBB_25:
	cmpq %rax, %rcx
	jae .LBB_41
	vdivsd %xmm0, %xmm7, %xmm7
	vmovsd %xmm7, (%r9,%rcx,8)
	incq %rcx
	addq $8, %rdi
	cmpq %rcx, %rsi
	jne .LBB_17
.LBB_40:
	addq $56, %rsp
	popq %rbx
	popq %r12
	popq %r14
	popq %r15
	vzeroupper
	retq
.LBB_4:
	movl $8, %ecx
	movq %rdi, %r15
	movq %rbx, %rdi
	movq %rsi, %r14
	xorl %esi, %esi
	movq %rdx, %r12
	movq %r14, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq %r12, %rdx
	movq %r15, %rdi
	movq %r14, %rsi
	movq 16(%rbx), %rax
	jmp .LBB_5
.LBB_41:
	leaq .Lanon.0(%rip), %rdx
	movq %rcx, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
