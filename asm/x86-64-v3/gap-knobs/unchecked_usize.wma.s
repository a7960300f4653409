# gap_knobs::unchecked_usize::wma — gap-knobs, target-cpu=x86-64-v3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_usize::wma:
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
	jmp .LBB_23
.LBB_1:
	xorl %eax, %eax
	movq %rax, 16(%rcx)
	leaq -1(%rdx), %r8
	cmpq %rsi, %r8
	jae .LBB_23
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
	andl $7, %r10d
	andq $-8, %rdx
	leaq 56(%rdi), %r11
	xorl %ebx, %ebx
	vmovq .LCPI_0(%rip), %xmm1
	vmovapd .LCPI_1(%rip), %xmm2
	vmovq .LCPI_0(%rip), %xmm3
	vmovapd .LCPI_1(%rip), %xmm4
	movq %r8, %rcx
.LBB_16:
	vxorpd %xmm5, %xmm5, %xmm5
	xorl %r15d, %r15d
	cmpq $7, %r8
	jb .LBB_19
.LBB_17:
	movq %r15, %r14
	incq %r15
	vmovq %r15, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -56(%r11,%r14,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	leaq 2(%r14), %r15
	vmovq %r15, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -48(%r11,%r14,8), %xmm6, %xmm6
	leaq 3(%r14), %r15
	vmovq %r15, %xmm7
	vpunpckldq %xmm3, %xmm7, %xmm7
	vsubpd %xmm4, %xmm7, %xmm7
	vshufpd $1, %xmm7, %xmm7, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	vmulsd -40(%r11,%r14,8), %xmm7, %xmm7
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm5, %xmm5
	leaq 4(%r14), %r15
	vmovq %r15, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -32(%r11,%r14,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	leaq 5(%r14), %r15
	vmovq %r15, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd -24(%r11,%r14,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	leaq 6(%r14), %r15
	vmovq %r15, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	leaq 7(%r14), %r15
	vmovq %r15, %xmm7
	vpunpckldq %xmm3, %xmm7, %xmm7
	vsubpd %xmm4, %xmm7, %xmm7
	vshufpd $1, %xmm7, %xmm7, %xmm8
	vaddsd %xmm7, %xmm8, %xmm7
	vmulsd -16(%r11,%r14,8), %xmm6, %xmm6
	vmulsd -8(%r11,%r14,8), %xmm7, %xmm7
	vaddsd %xmm6, %xmm5, %xmm5
	vaddsd %xmm7, %xmm5, %xmm5
	leaq 8(%r14), %r15
	vmovq %r15, %xmm6
	vpunpckldq %xmm3, %xmm6, %xmm6
	vsubpd %xmm4, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd (%r11,%r14,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	cmpq %r15, %rdx
	jne .LBB_17
	testq %r10, %r10
	je .LBB_21
.LBB_19:
	leaq (%r15,%rbx), %r14
	incq %r15
	movq %r10, %r12
.LBB_20:
	vmovq %r15, %xmm6
	vpunpckldq %xmm1, %xmm6, %xmm6
	vsubpd %xmm2, %xmm6, %xmm6
	vshufpd $1, %xmm6, %xmm6, %xmm7
	vaddsd %xmm6, %xmm7, %xmm6
	vmulsd (%rdi,%r14,8), %xmm6, %xmm6
	vaddsd %xmm6, %xmm5, %xmm5
	incq %r14
	incq %r15
	decq %r12
	jne .LBB_20
.LBB_21:
	cmpq %rax, %rcx
	jae .LBB_24
	vdivsd %xmm0, %xmm5, %xmm5
	vmovsd %xmm5, (%r9,%rcx,8)
	incq %rcx
	addq $8, %r11
	incq %rbx
	cmpq %rsi, %rcx
	jne .LBB_16
.LBB_23:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r14
	popq %r15
	vzeroupper
	retq
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
	movq %r14, %rsi
	movq %r12, %rdx
	movq 16(%rbx), %rax
	jmp .LBB_5
.LBB_24:
	leaq .Lanon.0(%rip), %rdx
	movq %rcx, %rdi
	movq %rax, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
