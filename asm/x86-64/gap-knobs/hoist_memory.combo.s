# gap_knobs::hoist_memory::combo — gap-knobs, target-cpu=x86-64
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::combo:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $56, %rsp
	movq %rdx, %rax
	movq %rsi, %rbx
	movq 16(%rcx), %rdx
	cmpq %rdx, %rsi
	ja .LBB_38
	movq 40(%rcx), %rdx
	cmpq %rdx, %rbx
	ja .LBB_39
	movq 64(%rcx), %rdx
	cmpq %rdx, %rbx
	ja .LBB_40
	movq 88(%rcx), %rdx
	cmpq %rdx, %rbx
	ja .LBB_41
	movq 8(%rax), %rdx
	testq %rdx, %rdx
	movq %rax, 16(%rsp)
	js .LBB_44
	movq 8(%rcx), %r13
	movq 32(%rcx), %rbp
	movq 56(%rcx), %r14
	movq %rcx, 32(%rsp)
	movq 80(%rcx), %r12
	movq %rdi, %r15
	movq %rbx, %rsi
	movq %r13, %rcx
	movq %rbx, %r8
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq (%rax), %rdx
	testq %rdx, %rdx
	js .LBB_44
	movq %r15, 24(%rsp)
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %rbp, %rcx
	movq %rbx, %r8
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	testq %rbx, %rbx
	movq 16(%rsp), %r15
	je .LBB_18
	cmpq $6, %rbx
	jb .LBB_8
	movq %r12, %rax
	subq %r13, %rax
	cmpq $32, %rax
	setb %al
	movq %r12, %rcx
	subq %rbp, %rcx
	cmpq $32, %rcx
	setb %cl
	orb %al, %cl
	je .LBB_11
.LBB_8:
	xorl %eax, %eax
.LBB_14:
	movq %rax, %rcx
	orq $1, %rcx
	testb $1, %bl
	je .LBB_16
	movsd (%r13,%rax,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rbp,%rax,8), %xmm0
	movsd %xmm0, (%r12,%rax,8)
	movq %rcx, %rax
.LBB_16:
	cmpq %rcx, %rbx
	je .LBB_18
.LBB_17:
	movsd (%r13,%rax,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rbp,%rax,8), %xmm0
	movsd %xmm0, (%r12,%rax,8)
	movsd 8(%r13,%rax,8), %xmm0
	addsd %xmm0, %xmm0
	subsd 8(%rbp,%rax,8), %xmm0
	movsd %xmm0, 8(%r12,%rax,8)
	addq $2, %rax
	cmpq %rax, %rbx
	jne .LBB_17
	jmp .LBB_18
.LBB_11:
	movabsq $1152921504606846972, %rax
	andq %rbx, %rax
	leaq (,%rbx,8), %rcx
	andq $-32, %rcx
	xorl %edx, %edx
.LBB_12:
	movupd (%r13,%rdx), %xmm0
	movupd 16(%r13,%rdx), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd (%rbp,%rdx), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%rbp,%rdx), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%r12,%rdx)
	movupd %xmm1, 16(%r12,%rdx)
	addq $32, %rdx
	cmpq %rdx, %rcx
	jne .LBB_12
	cmpq %rax, %rbx
	jne .LBB_14
.LBB_18:
	movq 16(%r15), %rdx
	testq %rdx, %rdx
	js .LBB_44
	movq 32(%rsp), %rax
	movq 104(%rax), %rcx
	movq 112(%rax), %r8
	movq %r12, %rdi
	movq %rbx, %rsi
	movq %rcx, 40(%rsp)
	movq %r8, 48(%rsp)
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 32(%r15), %rdx
	testq %rdx, %rdx
	js .LBB_44
	movq 24(%rsp), %r15
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %r13, %rcx
	movq %rbx, %r8
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq 40(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_44
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %rbp, %rcx
	movq %rbx, %r8
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq 24(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_44
	movq %r15, %rdi
	movq %rbx, %rsi
	movq %rdx, %r15
	movq %r14, %rcx
	movq %rbx, %r8
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	testq %rbx, %rbx
	je .LBB_35
	cmpq $8, %rbx
	jb .LBB_24
	movq %r12, %rax
	subq %r13, %rax
	cmpq $32, %rax
	setb %al
	movq %r12, %rcx
	subq %rbp, %rcx
	cmpq $32, %rcx
	setb %cl
	orb %al, %cl
	movq %r12, %rax
	subq %r14, %rax
	cmpq $32, %rax
	setb %al
	orb %cl, %al
	je .LBB_27
.LBB_24:
	xorl %eax, %eax
.LBB_30:
	movq %rax, %rcx
	orq $1, %rcx
	testb $1, %bl
	je .LBB_32
	movsd (%r13,%rax,8), %xmm0
	mulsd .LCPI_1(%rip), %xmm0
	subsd (%rbp,%rax,8), %xmm0
	subsd (%r14,%rax,8), %xmm0
	movsd %xmm0, (%r12,%rax,8)
	movq %rcx, %rax
.LBB_32:
	cmpq %rcx, %rbx
	je .LBB_35
	movsd .LCPI_1(%rip), %xmm0
.LBB_34:
	movsd (%r13,%rax,8), %xmm1
	mulsd %xmm0, %xmm1
	subsd (%rbp,%rax,8), %xmm1
	subsd (%r14,%rax,8), %xmm1
	movsd %xmm1, (%r12,%rax,8)
	movsd 8(%r13,%rax,8), %xmm1
	mulsd %xmm0, %xmm1
	subsd 8(%rbp,%rax,8), %xmm1
	subsd 8(%r14,%rax,8), %xmm1
	movsd %xmm1, 8(%r12,%rax,8)
	addq $2, %rax
	cmpq %rax, %rbx
	jne .LBB_34
	jmp .LBB_35
.LBB_27:
	movabsq $1152921504606846972, %rax
	andq %rbx, %rax
	leaq (,%rbx,8), %rcx
	andq $-32, %rcx
	xorl %edx, %edx
	movapd .LCPI_0(%rip), %xmm0
.LBB_28:
	movupd (%r13,%rdx), %xmm1
	movupd 16(%r13,%rdx), %xmm2
	mulpd %xmm0, %xmm1
	mulpd %xmm0, %xmm2
	movupd (%rbp,%rdx), %xmm3
	subpd %xmm3, %xmm1
	movupd 16(%rbp,%rdx), %xmm3
	subpd %xmm3, %xmm2
	movupd (%r14,%rdx), %xmm3
	subpd %xmm3, %xmm1
	movupd 16(%r14,%rdx), %xmm3
	subpd %xmm3, %xmm2
	movupd %xmm1, (%r12,%rdx)
	movupd %xmm2, 16(%r12,%rdx)
	addq $32, %rdx
	cmpq %rdx, %rcx
	jne .LBB_28
	cmpq %rax, %rbx
	jne .LBB_30
.LBB_35:
	movq 32(%rsp), %rax
	movq 128(%rax), %r13
	movq 136(%rax), %r14
	movq %r12, %rdi
	movq %rbx, %rsi
	movq %r15, %rdx
	movq %r13, %rcx
	movq %r14, %r8
	callq *gap_knobs::hoist_memory::wma@GOTPCREL(%rip)
	movq 48(%rsp), %rdx
	cmpq %rdx, %rbx
	ja .LBB_42
	cmpq %r14, %rbx
	ja .LBB_43
	movq 24(%rsp), %rdi
	movq %rbx, %rsi
	movq 40(%rsp), %rdx
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
.LBB_38:
	leaq .Lanon.0(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_39:
	leaq .Lanon.1(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_40:
	leaq .Lanon.2(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_41:
	leaq .Lanon.3(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_42:
	leaq .Lanon.4(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_43:
	leaq .Lanon.5(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %rsi
	movq %r14, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
.LBB_44:
	leaq .Lanon.6(%rip), %rdi
	leaq .Lanon.7(%rip), %rcx
	leaq .Lanon.8(%rip), %r8
	leaq 15(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
