# gap_knobs::memory::combo — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::memory::combo:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $56, %rsp
	movq %rdx, %rax
	movq 16(%rcx), %rdx
	movq %rsi, %rbx
	cmpq %rdx, %rsi
	ja .LBB_52
	movq 40(%rcx), %rdx
	cmpq %rdx, %rbx
	ja .LBB_53
	movq 64(%rcx), %rdx
	cmpq %rdx, %rbx
	ja .LBB_54
	movq 88(%rcx), %rdx
	cmpq %rdx, %rbx
	ja .LBB_55
	movq 8(%rax), %rdx
	movq %rax, 16(%rsp)
	testq %rdx, %rdx
	js .LBB_58
	movq 8(%rcx), %r13
	movq 32(%rcx), %rbp
	movq 56(%rcx), %r14
	movq 80(%rcx), %r12
	movq %rcx, 32(%rsp)
	movq %rdi, %r15
	movq %rbx, %rsi
	movq %rbx, %r8
	movq %r13, %rcx
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq (%rax), %rdx
	testq %rdx, %rdx
	js .LBB_58
	movq %r15, 24(%rsp)
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %rbp, %rcx
	movq %rbx, %r8
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 16(%rsp), %r15
	testq %rbx, %rbx
	je .LBB_25
	cmpq $4, %rbx
	jb .LBB_8
	movq %r12, %rax
	subq %r13, %rax
	movq %r12, %rcx
	cmpq $128, %rax
	setb %al
	subq %rbp, %rcx
	cmpq $128, %rcx
	setb %cl
	orb %al, %cl
	je .LBB_11
.LBB_8:
	xorl %eax, %eax
.LBB_20:
	movl %ebx, %edx
	subl %eax, %edx
	movq %rax, %rcx
	andl $7, %edx
	je .LBB_23
	movq %rax, %rcx
.LBB_22:
	vmovsd (%r13,%rcx,8), %xmm0
	decq %rdx
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rbp,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r12,%rcx,8)
	leaq 1(%rcx), %rcx
	jne .LBB_22
.LBB_23:
	subq %rbx, %rax
	cmpq $-8, %rax
	ja .LBB_25
.LBB_24:
	vmovsd (%r13,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rbp,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r12,%rcx,8)
	vmovsd 8(%r13,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 8(%rbp,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r12,%rcx,8)
	vmovsd 16(%r13,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 16(%rbp,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r12,%rcx,8)
	vmovsd 24(%r13,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 24(%rbp,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r12,%rcx,8)
	vmovsd 32(%r13,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 32(%rbp,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r12,%rcx,8)
	vmovsd 40(%r13,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 40(%rbp,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r12,%rcx,8)
	vmovsd 48(%r13,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 48(%rbp,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r12,%rcx,8)
	vmovsd 56(%r13,%rcx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd 56(%rbp,%rcx,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r12,%rcx,8)
	addq $8, %rcx
	cmpq %rcx, %rbx
	jne .LBB_24
.LBB_25:
	movq 16(%r15), %rdx
	testq %rdx, %rdx
	js .LBB_58
	movq 32(%rsp), %rax
	movq %r12, %rdi
	movq %rbx, %rsi
	movq 104(%rax), %rcx
	movq 112(%rax), %r8
	movq %rcx, 40(%rsp)
	movq %r8, 48(%rsp)
	vzeroupper
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 32(%r15), %rdx
	testq %rdx, %rdx
	js .LBB_58
	movq 24(%rsp), %r15
	movq %rbx, %rsi
	movq %r13, %rcx
	movq %rbx, %r8
	movq %r15, %rdi
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq 40(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_58
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %rbp, %rcx
	movq %rbx, %r8
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq 24(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_58
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %rdx, %r15
	movq %r14, %rcx
	movq %rbx, %r8
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	testq %rbx, %rbx
	je .LBB_49
	cmpq $4, %rbx
	jb .LBB_31
	movq %r12, %rax
	subq %r13, %rax
	movq %r12, %rcx
	cmpq $128, %rax
	setb %al
	subq %rbp, %rcx
	cmpq $128, %rcx
	setb %cl
	orb %al, %cl
	movq %r12, %rax
	subq %r14, %rax
	cmpq $128, %rax
	setb %al
	orb %cl, %al
	je .LBB_34
.LBB_31:
	xorl %eax, %eax
.LBB_43:
	movl %ebx, %edx
	subl %eax, %edx
	movq %rax, %rcx
	andl $7, %edx
	je .LBB_46
	vmovsd .LCPI_0(%rip), %xmm0
	movq %rax, %rcx
.LBB_45:
	vmulsd (%r13,%rcx,8), %xmm0, %xmm1
	decq %rdx
	vsubsd (%rbp,%rcx,8), %xmm1, %xmm1
	vsubsd (%r14,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, (%r12,%rcx,8)
	leaq 1(%rcx), %rcx
	jne .LBB_45
.LBB_46:
	subq %rbx, %rax
	cmpq $-8, %rax
	ja .LBB_49
	vmovsd .LCPI_0(%rip), %xmm0
.LBB_48:
	vmulsd (%r13,%rcx,8), %xmm0, %xmm1
	vsubsd (%rbp,%rcx,8), %xmm1, %xmm1
	vsubsd (%r14,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, (%r12,%rcx,8)
	vmulsd 8(%r13,%rcx,8), %xmm0, %xmm1
	vsubsd 8(%rbp,%rcx,8), %xmm1, %xmm1
	vsubsd 8(%r14,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, 8(%r12,%rcx,8)
	vmulsd 16(%r13,%rcx,8), %xmm0, %xmm1
	vsubsd 16(%rbp,%rcx,8), %xmm1, %xmm1
	vsubsd 16(%r14,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, 16(%r12,%rcx,8)
	vmulsd 24(%r13,%rcx,8), %xmm0, %xmm1
	vsubsd 24(%rbp,%rcx,8), %xmm1, %xmm1
	vsubsd 24(%r14,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, 24(%r12,%rcx,8)
	vmulsd 32(%r13,%rcx,8), %xmm0, %xmm1
	vsubsd 32(%rbp,%rcx,8), %xmm1, %xmm1
	vsubsd 32(%r14,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, 32(%r12,%rcx,8)
	vmulsd 40(%r13,%rcx,8), %xmm0, %xmm1
	vsubsd 40(%rbp,%rcx,8), %xmm1, %xmm1
	vsubsd 40(%r14,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, 40(%r12,%rcx,8)
	vmulsd 48(%r13,%rcx,8), %xmm0, %xmm1
	vsubsd 48(%rbp,%rcx,8), %xmm1, %xmm1
	vsubsd 48(%r14,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, 48(%r12,%rcx,8)
	vmulsd 56(%r13,%rcx,8), %xmm0, %xmm1
	vsubsd 56(%rbp,%rcx,8), %xmm1, %xmm1
	vsubsd 56(%r14,%rcx,8), %xmm1, %xmm1
	vmovsd %xmm1, 56(%r12,%rcx,8)
	addq $8, %rcx
	cmpq %rcx, %rbx
	jne .LBB_48
.LBB_49:
	movq 32(%rsp), %rax
	movq %r12, %rdi
	movq %rbx, %rsi
	movq %r15, %rdx
	movq 128(%rax), %r13
	movq 136(%rax), %r14
	movq %r13, %rcx
	movq %r14, %r8
	vzeroupper
	callq *gap_knobs::memory::wma@GOTPCREL(%rip)
	movq 48(%rsp), %rdx
	cmpq %rdx, %rbx
	ja .LBB_56
	cmpq %r14, %rbx
	ja .LBB_57
	movq 24(%rsp), %rdi
	movq 40(%rsp), %rdx
	movq %rbx, %rsi
	movq %rbx, %rcx
	movq %r13, %r8
	movq %rbx, %r9
	addq $56, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmpq *kernel_safe::event_loop@GOTPCREL(%rip)
.LBB_11:
	movabsq $1152921504606846960, %rcx
	cmpq $16, %rbx
	jae .LBB_13
	xorl %eax, %eax
	jmp .LBB_17
.LBB_34:
	movabsq $1152921504606846960, %rcx
	cmpq $16, %rbx
	jae .LBB_36
	xorl %eax, %eax
	jmp .LBB_40
.LBB_13:
	movq %rbx, %rdx
	shrq $4, %rdx
	movq %rbx, %rax
	andq %rcx, %rax
	xorl %esi, %esi
	shlq $7, %rdx
.LBB_14:
	vmovupd (%r13,%rsi), %ymm0
	vmovupd 32(%r13,%rsi), %ymm1
	vmovupd 64(%r13,%rsi), %ymm2
	vmovupd 96(%r13,%rsi), %ymm3
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vaddpd %ymm2, %ymm2, %ymm2
	vaddpd %ymm3, %ymm3, %ymm3
	vsubpd (%rbp,%rsi), %ymm0, %ymm0
	vsubpd 32(%rbp,%rsi), %ymm1, %ymm1
	vsubpd 64(%rbp,%rsi), %ymm2, %ymm2
	vsubpd 96(%rbp,%rsi), %ymm3, %ymm3
	vmovupd %ymm0, (%r12,%rsi)
	vmovupd %ymm1, 32(%r12,%rsi)
	vmovupd %ymm2, 64(%r12,%rsi)
	vmovupd %ymm3, 96(%r12,%rsi)
	subq $-128, %rsi
	cmpq %rsi, %rdx
	jne .LBB_14
	cmpq %rax, %rbx
	je .LBB_25
	testb $12, %bl
	je .LBB_20
.LBB_17:
	addq $12, %rcx
	movq %rax, %rdx
	movq %rcx, %rax
	andq %rbx, %rax
.LBB_18:
	vmovupd (%r13,%rdx,8), %ymm0
	vaddpd %ymm0, %ymm0, %ymm0
	vsubpd (%rbp,%rdx,8), %ymm0, %ymm0
	vmovupd %ymm0, (%r12,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_18
	cmpq %rax, %rbx
	je .LBB_25
	jmp .LBB_20
.LBB_36:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	movq %rbx, %rdx
	shrq $4, %rdx
	movq %rbx, %rax
	andq %rcx, %rax
	xorl %esi, %esi
	shlq $7, %rdx
.LBB_37:
	vmulpd (%r13,%rsi), %ymm0, %ymm1
	vmulpd 32(%r13,%rsi), %ymm0, %ymm2
	vmulpd 64(%r13,%rsi), %ymm0, %ymm3
	vmulpd 96(%r13,%rsi), %ymm0, %ymm4
	vsubpd (%rbp,%rsi), %ymm1, %ymm1
	vsubpd 32(%rbp,%rsi), %ymm2, %ymm2
	vsubpd 64(%rbp,%rsi), %ymm3, %ymm3
	vsubpd 96(%rbp,%rsi), %ymm4, %ymm4
	vsubpd (%r14,%rsi), %ymm1, %ymm1
	vsubpd 32(%r14,%rsi), %ymm2, %ymm2
	vsubpd 64(%r14,%rsi), %ymm3, %ymm3
	vsubpd 96(%r14,%rsi), %ymm4, %ymm4
	vmovupd %ymm1, (%r12,%rsi)
	vmovupd %ymm2, 32(%r12,%rsi)
	vmovupd %ymm3, 64(%r12,%rsi)
	vmovupd %ymm4, 96(%r12,%rsi)
	subq $-128, %rsi
	cmpq %rsi, %rdx
	jne .LBB_37
	cmpq %rax, %rbx
	je .LBB_49
	testb $12, %bl
	je .LBB_43
.LBB_40:
	vbroadcastsd .LCPI_0(%rip), %ymm0
	addq $12, %rcx
	movq %rax, %rdx
	movq %rcx, %rax
	andq %rbx, %rax
.LBB_41:
	vmulpd (%r13,%rdx,8), %ymm0, %ymm1
	vsubpd (%rbp,%rdx,8), %ymm1, %ymm1
	vsubpd (%r14,%rdx,8), %ymm1, %ymm1
	vmovupd %ymm1, (%r12,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_41
	cmpq %rax, %rbx
	je .LBB_49
	jmp .LBB_43
.LBB_52:
	leaq .Lanon.0(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_53:
	leaq .Lanon.1(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_54:
	leaq .Lanon.2(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_55:
	leaq .Lanon.3(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_56:
	leaq .Lanon.4(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_57:
	leaq .Lanon.5(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	movq %r14, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_58:
	leaq .Lanon.6(%rip), %rdi
	leaq .Lanon.7(%rip), %rcx
	leaq .Lanon.8(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
