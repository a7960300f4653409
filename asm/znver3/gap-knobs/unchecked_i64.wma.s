# gap_knobs::unchecked_i64::wma — gap-knobs, target-cpu=znver3
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_i64::wma:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	pushq %rax
	movq %rcx, %r12
	movq %rdx, %rbx
	movq %rsi, %r13
	movq %rdi, %r15
	testq %rdx, %rdx
	je .LBB_1
	leaq (,%rbx,8), %rbp
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_24
	movq %rax, %r14
	movl $1, %ebp
	movabsq $9221120237041090560, %rax
	movq %r14, %rcx
	cmpq $1, %rbx
	je .LBB_8
	movl $1, %edx
	movq %r14, %rcx
	cmpq $17, %rbx
	jb .LBB_19
	vbroadcastsd .LCPI_0(%rip), %ymm0
	leaq -1(%rbx), %rsi
	xorl %r8d, %r8d
	movq %rsi, %rdi
	andq $-16, %rdi
	leaq (%r14,%rdi,8), %rcx
	leaq 1(%rdi), %rdx
.LBB_6:
	vmovupd %ymm0, (%r14,%r8,8)
	vmovupd %ymm0, 32(%r14,%r8,8)
	vmovupd %ymm0, 64(%r14,%r8,8)
	vmovupd %ymm0, 96(%r14,%r8,8)
	addq $16, %r8
	cmpq %r8, %rdi
	jne .LBB_6
	movq %rbx, %rbp
	cmpq %rdi, %rsi
	je .LBB_8
.LBB_19:
	movq %rax, (%rcx)
	incq %rdx
	addq $8, %rcx
	cmpq %rdx, %rbx
	jne .LBB_19
	movq %rbx, %rbp
.LBB_8:
	movq %rax, (%rcx)
	leaq -1(%r12), %rax
	cmpq %rbx, %rax
	jb .LBB_10
	jmp .LBB_18
.LBB_1:
	movl $8, %r14d
	xorl %ebp, %ebp
	leaq -1(%r12), %rax
	cmpq %rbx, %rax
	jae .LBB_18
.LBB_10:
	leaq 1(%r12), %rcx
	movq %r12, %rdx
	andq $-8, %rdx
	leaq 56(%r13), %rsi
	movq %rax, %r9
	imulq %r12, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	movl %r12d, %ecx
	andl $7, %ecx
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	jmp .LBB_11
.LBB_17:
	vdivsd %xmm0, %xmm1, %xmm1
	addq $8, %rsi
	addq $8, %r13
	vmovsd %xmm1, (%r14,%r9,8)
	movq %r8, %r9
	cmpq %rbx, %r8
	je .LBB_18
.LBB_11:
	leaq 1(%r9), %r8
	movq %r8, %rdi
	subq %r12, %rdi
	cmpq %rbx, %rdi
	ja .LBB_21
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %edi, %edi
	cmpq $7, %rax
	jb .LBB_15
.LBB_13:
	movq %rdi, %r10
	incq %rdi
	vcvtsi2sd %rdi, %xmm15, %xmm2
	vmulsd -56(%rsi,%r10,8), %xmm2, %xmm2
	leaq 2(%r10), %rdi
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %rdi, %xmm15, %xmm2
	vmulsd -48(%rsi,%r10,8), %xmm2, %xmm2
	leaq 3(%r10), %rdi
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %rdi, %xmm15, %xmm2
	vmulsd -40(%rsi,%r10,8), %xmm2, %xmm2
	leaq 4(%r10), %rdi
	vcvtsi2sd %rdi, %xmm15, %xmm3
	leaq 5(%r10), %rdi
	vaddsd %xmm2, %xmm1, %xmm1
	vmulsd -32(%rsi,%r10,8), %xmm3, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %rdi, %xmm15, %xmm2
	vmulsd -24(%rsi,%r10,8), %xmm2, %xmm2
	leaq 6(%r10), %rdi
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %rdi, %xmm15, %xmm2
	vmulsd -16(%rsi,%r10,8), %xmm2, %xmm2
	leaq 7(%r10), %rdi
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %rdi, %xmm15, %xmm2
	vmulsd -8(%rsi,%r10,8), %xmm2, %xmm2
	leaq 8(%r10), %rdi
	vaddsd %xmm2, %xmm1, %xmm1
	vcvtsi2sd %rdi, %xmm15, %xmm2
	vmulsd (%rsi,%r10,8), %xmm2, %xmm2
	vaddsd %xmm2, %xmm1, %xmm1
	cmpq %rdi, %rdx
	jne .LBB_13
	testq %rcx, %rcx
	je .LBB_17
.LBB_15:
	incq %rdi
	movq %rcx, %r10
.LBB_16:
	vcvtsi2sd %rdi, %xmm15, %xmm2
	vmulsd -8(%r13,%rdi,8), %xmm2, %xmm2
	incq %rdi
	decq %r10
	vaddsd %xmm2, %xmm1, %xmm1
	jne .LBB_16
	jmp .LBB_17
.LBB_18:
	movq %rbp, (%r15)
	movq %r14, 8(%r15)
	movq %rbx, 16(%r15)
	movq %r15, %rax
	addq $8, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	vzeroupper
	retq
.LBB_21:
	leaq .Lanon.0(%rip), %rcx
	movq %rbx, %rsi
	movq %rbx, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	ud2
.LBB_24:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	shlq $3, %rbp
	movl $8, %edx
	movq %rax, %rbx
	movq %r14, %rdi
	movq %rbp, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
