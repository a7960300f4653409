# kernel_simd::portable::event_loop — kernel-simd, target-cpu=x86-64
# command: cargo asm -p kernel-simd --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::event_loop:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	cmpq %rsi, %rcx
	jne .LBB_34
	cmpq %rsi, %r9
	jne .LBB_34
	movq %rdi, %r15
	cmpq $5, %rcx
	jae .LBB_7
	movl $1, %edi
	xorpd %xmm0, %xmm0
	xorl %eax, %eax
	xorpd %xmm1, %xmm1
	xorl %r10d, %r10d
.LBB_5:
	cmpq %rcx, %rdi
	jae .LBB_6
	decq %rdi
	movq %rcx, %r9
	negq %r9
	movsd .LCPI_0(%rip), %xmm2
	movsd .LCPI_1(%rip), %xmm3
	movsd .LCPI_2(%rip), %xmm4
	movsd .LCPI_3(%rip), %xmm5
	jmp .LBB_13
.LBB_17:
	movapd %xmm1, %xmm6
	movq %r10, %r11
.LBB_22:
	leaq (%r9,%rdi), %rsi
	incq %rsi
	incq %rdi
	movq %r11, %r10
	movapd %xmm6, %xmm1
	cmpq $-1, %rsi
	je .LBB_23
.LBB_13:
	movsd 8(%r8,%rdi,8), %xmm6
	movsd 8(%rdx,%rdi,8), %xmm7
	ucomisd %xmm7, %xmm6
	jbe .LBB_16
	cmpq %rcx, %rdi
	jae .LBB_15
	movsd (%rdx,%rdi,8), %xmm6
	movl $1, %r11d
	ucomisd (%r8,%rdi,8), %xmm6
	jbe .LBB_17
	jmp .LBB_19
.LBB_16:
	ucomisd %xmm6, %xmm7
	jbe .LBB_17
	cmpq %rcx, %rdi
	jae .LBB_35
	movsd (%r8,%rdi,8), %xmm6
	movq $-1, %r11
	ucomisd (%rdx,%rdi,8), %xmm6
	jbe .LBB_17
.LBB_19:
	cmpq %r10, %r11
	je .LBB_17
	movsd 8(%r15,%rdi,8), %xmm6
	testq %r10, %r10
	je .LBB_22
	xorps %xmm7, %xmm7
	cvtsi2sd %r10, %xmm7
	movapd %xmm6, %xmm8
	subsd %xmm1, %xmm8
	mulsd %xmm7, %xmm8
	divsd %xmm1, %xmm8
	addsd %xmm2, %xmm8
	mulsd %xmm3, %xmm8
	addsd %xmm4, %xmm8
	mulsd %xmm5, %xmm8
	addsd %xmm8, %xmm0
	incq %rax
	jmp .LBB_22
.LBB_7:
	xorpd %xmm1, %xmm1
	movl $1, %edi
	movl $5, %r9d
	xorl %r10d, %r10d
	movsd .LCPI_0(%rip), %xmm2
	movsd .LCPI_1(%rip), %xmm3
	movsd .LCPI_2(%rip), %xmm4
	movsd .LCPI_3(%rip), %xmm5
	xorpd %xmm0, %xmm0
	xorl %eax, %eax
	movq %r15, (%rsp)
	jmp .LBB_8
.LBB_4:
	leaq 4(%rdi), %r9
	cmpq %rcx, %r9
	ja .LBB_5
.LBB_8:
	movq %rdi, %r11
	movq %r9, %rdi
	movsd -8(%rdx,%r11,8), %xmm6
	movsd (%rdx,%r11,8), %xmm14
	movsd 8(%rdx,%r11,8), %xmm11
	movsd 16(%rdx,%r11,8), %xmm9
	movsd 24(%rdx,%r11,8), %xmm8
	movsd -8(%r8,%r11,8), %xmm7
	movsd (%r8,%r11,8), %xmm15
	movsd 8(%r8,%r11,8), %xmm13
	xorl %r9d, %r9d
	ucomisd %xmm14, %xmm15
	movsd 16(%r8,%r11,8), %xmm12
	seta %r9b
	xorl %ebx, %ebx
	ucomisd %xmm11, %xmm13
	seta %bl
	movsd 24(%r8,%r11,8), %xmm10
	xorl %r14d, %r14d
	ucomisd %xmm9, %xmm12
	leal (%r9,%rbx,2), %r15d
	seta %r14b
	xorl %r12d, %r12d
	ucomisd %xmm8, %xmm10
	seta %r12b
	leal (%r15,%r14,4), %r15d
	xorl %r13d, %r13d
	ucomisd %xmm7, %xmm6
	leal (%r15,%r12,8), %ebp
	seta %r13b
	xorl %r15d, %r15d
	ucomisd %xmm15, %xmm14
	seta %r15b
	leal (%r13,%r15,2), %r12d
	xorl %r13d, %r13d
	ucomisd %xmm13, %xmm11
	seta %r13b
	leal (%r12,%r13,4), %r12d
	xorl %esi, %esi
	ucomisd %xmm12, %xmm9
	seta %sil
	leal (%r12,%rsi,8), %r12d
	andl %ebp, %r12d
	leal (%r15,%r13,2), %r15d
	xorl %r13d, %r13d
	ucomisd %xmm10, %xmm8
	seta %r13b
	leal (%r15,%rsi,4), %esi
	xorl %r15d, %r15d
	ucomisd %xmm6, %xmm7
	leal (%rsi,%r13,8), %esi
	seta %r15b
	leal (%r15,%r9,2), %r9d
	movq (%rsp), %r15
	leal (%r9,%rbx,4), %r9d
	leal (%r9,%r14,8), %ebx
	andl %esi, %ebx
	orl %r12d, %ebx
	jne .LBB_9
	jmp .LBB_4
.LBB_11:
	movapd %xmm1, %xmm6
	movq %r10, %r14
.LBB_32:
	leal -1(%rbx), %esi
	movapd %xmm6, %xmm1
	movq %r14, %r10
	andl %ebx, %esi
	movl %esi, %ebx
	je .LBB_4
.LBB_9:
	rep bsfl	%ebx, %r9d
	addq %r11, %r9
	cmpq %rcx, %r9
	jae .LBB_29
	movsd (%r8,%r9,8), %xmm6
	xorl %esi, %esi
	ucomisd (%rdx,%r9,8), %xmm6
	seta %sil
	leaq -1(,%rsi,2), %r14
	cmpq %r10, %r14
	je .LBB_11
	movsd (%r15,%r9,8), %xmm6
	testq %r10, %r10
	je .LBB_32
	xorps %xmm7, %xmm7
	cvtsi2sd %r10, %xmm7
	movapd %xmm6, %xmm8
	subsd %xmm1, %xmm8
	mulsd %xmm7, %xmm8
	divsd %xmm1, %xmm8
	addsd %xmm2, %xmm8
	mulsd %xmm3, %xmm8
	addsd %xmm4, %xmm8
	mulsd %xmm5, %xmm8
	addsd %xmm8, %xmm0
	incq %rax
	jmp .LBB_32
.LBB_6:
	movapd %xmm1, %xmm6
	movq %r10, %r11
.LBB_23:
	testq %r11, %r11
	je .LBB_26
	subq $1, %rcx
	jb .LBB_33
	movsd (%r15,%rcx,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %r11, %xmm2
	subsd %xmm6, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm6, %xmm1
	addsd .LCPI_0(%rip), %xmm1
	mulsd .LCPI_1(%rip), %xmm1
	addsd .LCPI_2(%rip), %xmm1
	mulsd .LCPI_3(%rip), %xmm1
	addsd %xmm1, %xmm0
	incq %rax
.LBB_26:
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_34:
	leaq .Lanon.0(%rip), %rdi
	leaq .Lanon.1(%rip), %rdx
	movl $66, %esi
	callq *core::panicking::panic@GOTPCREL(%rip)
.LBB_29:
	leaq .Lanon.2(%rip), %rdx
	movq %r9, %rdi
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_15:
	leaq .Lanon.3(%rip), %rdx
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_35:
	leaq .Lanon.4(%rip), %rdx
	movq %rcx, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
.LBB_33:
	leaq .Lanon.5(%rip), %rdx
	movq %rcx, %rdi
	xorl %esi, %esi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
