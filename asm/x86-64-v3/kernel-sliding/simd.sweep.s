# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=x86-64-v3
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $2888, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $2888, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $2888, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq %rdi, 2472(%rsp)
	movq $0, 560(%rsp)
	movq $8, 568(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %xmm0, 576(%rsp)
	movq $8, 592(%rsp)
	movq $0, 600(%rsp)
	movq (%rdx), %rax
	movq %rax, 456(%rsp)
	movq 8(%rdx), %r12
	movq $0, 1976(%rsp)
	movq $0, 1992(%rsp)
	movq 16(%rdx), %r13
	movq 24(%rdx), %rbp
	leaq (,%rbp,2), %rax
	addq %rbp, %rax
	shlq $4, %rax
	addq %r13, %rax
	movq %rax, 2232(%rsp)
	testq %rbp, %rbp
	movq %r12, (%rsp)
	je .LBB_250
	leaq (,%r12,8), %rdx
	movq %r12, %rax
	shrq $61, %rax
	setne %al
	movabsq $9223372036854775800, %rcx
	movq %rdx, 368(%rsp)
	cmpq %rcx, %rdx
	seta %cl
	orb %al, %cl
	je .LBB_50
	leaq 784(%rsp), %rbx
	xorl %r15d, %r15d
	movq %r13, %r14
	jmp .LBB_8
.LBB_7:
	cmpq 2232(%rsp), %r14
	je .LBB_250
.LBB_8:
	movq %rbx, %rdi
	movq %r14, %rsi
	vzeroupper
	callq kernel_sliding::raw_lengths
	movq 816(%rsp), %rax
	vmovdqu 784(%rsp), %ymm0
	vmovdqu %ymm0, 2672(%rsp)
	movq %rax, 2704(%rsp)
	movq $5, 2296(%rsp)
	leaq 2304(%rsp), %rcx
	vmovdqu %ymm0, (%rcx)
	movq %rax, 32(%rcx)
	movq 1976(%rsp), %rax
	movq $1, 2288(%rsp)
	testq %rax, %rax
	je .LBB_747
	addq $48, %r14
	movq 2304(%rsp), %rdx
	movq 1984(%rsp), %rcx
	movq %rcx, %rsi
	movq %rax, %rdi
.LBB_11:
	movzwl 362(%rdi), %r9d
	movl %r9d, %r10d
	shll $3, %r10d
	movq $-1, %r8
.LBB_12:
	testq %r10, %r10
	je .LBB_15
	cmpq 16(%rdi,%r8,8), %rdx
	seta %r11b
	sbbb $0, %r11b
	incq %r8
	addq $-8, %r10
	cmpb $1, %r11b
	je .LBB_12
	movzbl %r11b, %r9d
	cmpl $255, %r9d
	je .LBB_16
	jmp .LBB_18
.LBB_15:
	movq %r9, %r8
.LBB_16:
	subq $1, %rsi
	jb .LBB_747
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_11
.LBB_18:
	movq $2, 2288(%rsp)
	movq 2312(%rsp), %rdx
	movq %rcx, %rsi
	movq %rax, %rdi
.LBB_19:
	movzwl 362(%rdi), %r9d
	movl %r9d, %r10d
	shll $3, %r10d
	movq $-1, %r8
.LBB_20:
	testq %r10, %r10
	je .LBB_23
	cmpq 16(%rdi,%r8,8), %rdx
	seta %r11b
	sbbb $0, %r11b
	incq %r8
	addq $-8, %r10
	cmpb $1, %r11b
	je .LBB_20
	movzbl %r11b, %r9d
	cmpl $255, %r9d
	je .LBB_24
	jmp .LBB_26
.LBB_23:
	movq %r9, %r8
.LBB_24:
	subq $1, %rsi
	jb .LBB_747
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_19
.LBB_26:
	movq $3, 2288(%rsp)
	movq 2320(%rsp), %rdx
	movq %rcx, %rsi
	movq %rax, %rdi
.LBB_27:
	movzwl 362(%rdi), %r9d
	movl %r9d, %r10d
	shll $3, %r10d
	movq $-1, %r8
.LBB_28:
	testq %r10, %r10
	je .LBB_31
	cmpq 16(%rdi,%r8,8), %rdx
	seta %r11b
	sbbb $0, %r11b
	incq %r8
	addq $-8, %r10
	cmpb $1, %r11b
	je .LBB_28
	movzbl %r11b, %r9d
	cmpl $255, %r9d
	je .LBB_32
	jmp .LBB_34
.LBB_31:
	movq %r9, %r8
.LBB_32:
	subq $1, %rsi
	jb .LBB_747
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_27
.LBB_34:
	movq $4, 2288(%rsp)
	movq 2328(%rsp), %rdx
	movq %rcx, %rsi
	movq %rax, %rdi
.LBB_35:
	movzwl 362(%rdi), %r9d
	movl %r9d, %r10d
	shll $3, %r10d
	movq $-1, %r8
.LBB_36:
	testq %r10, %r10
	je .LBB_39
	cmpq 16(%rdi,%r8,8), %rdx
	seta %r11b
	sbbb $0, %r11b
	incq %r8
	addq $-8, %r10
	cmpb $1, %r11b
	je .LBB_36
	movzbl %r11b, %r9d
	cmpl $255, %r9d
	je .LBB_40
	jmp .LBB_42
.LBB_39:
	movq %r9, %r8
.LBB_40:
	subq $1, %rsi
	jb .LBB_747
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_35
.LBB_42:
	movq $5, 2288(%rsp)
	movq 2336(%rsp), %rdx
.LBB_43:
	movzwl 362(%rax), %edi
	movl %edi, %r8d
	shll $3, %r8d
	movq $-1, %rsi
.LBB_44:
	testq %r8, %r8
	je .LBB_47
	cmpq 16(%rax,%rsi,8), %rdx
	seta %r9b
	sbbb $0, %r9b
	incq %rsi
	addq $-8, %r8
	cmpb $1, %r9b
	je .LBB_44
	movzbl %r9b, %edi
	testl %edi, %edi
	je .LBB_7
	jmp .LBB_48
.LBB_47:
	movq %rdi, %rsi
.LBB_48:
	subq $1, %rcx
	jb .LBB_747
	movq 368(%rax,%rsi,8), %rax
	jmp .LBB_43
.LBB_50:
	leaq -1(%r12), %rax
	movq %rax, 392(%rsp)
	vmovq %r12, %xmm0
	vpbroadcastq %xmm0, %ymm0
	vmovdqu %ymm0, 2736(%rsp)
	leaq -1025(%r12), %rax
	movq %rax, 1960(%rsp)
	leaq 784(%rsp), %rdi
	movq %r13, %rsi
	movq %r13, 1416(%rsp)
	movq %rbp, 1968(%rsp)
.LBB_51:
	movq %rsi, %rbx
	vzeroupper
	callq kernel_sliding::raw_lengths
	addq $48, %rbx
	movq %rbx, 1952(%rsp)
	movq 816(%rsp), %rax
	movq %rax, 2704(%rsp)
	vmovupd 784(%rsp), %ymm0
	vmovupd %ymm0, 2672(%rsp)
	movq $5, 2296(%rsp)
	leaq 2304(%rsp), %rcx
	movq %rax, 32(%rcx)
	vmovupd %ymm0, (%rcx)
	xorl %eax, %eax
	jmp .LBB_54
.LBB_53:
	movq %r15, 416(%rsp)
	leaq 1976(%rsp), %r15
	movq 2480(%rsp), %rax
	cmpq $5, %rax
	je .LBB_249
.LBB_54:
	leaq 1(%rax), %rcx
	movq %rcx, 2288(%rsp)
	movq 2304(%rsp,%rax,8), %rax
	movq %rax, 1792(%rsp)
	movq 1976(%rsp), %rax
	testq %rax, %rax
	movq %rcx, 2480(%rsp)
	je .LBB_63
	movq 1984(%rsp), %rcx
.LBB_56:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r15
.LBB_57:
	testq %rsi, %rsi
	je .LBB_60
	movq 1792(%rsp), %rdi
	cmpq 16(%rax,%r15,8), %rdi
	seta %dil
	sbbb $0, %dil
	incq %r15
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_57
	movzbl %dil, %edx
	testl %edx, %edx
	je .LBB_53
	jmp .LBB_61
.LBB_60:
	movq %rdx, %r15
.LBB_61:
	subq $1, %rcx
	jb .LBB_243
	movq 368(%rax,%r15,8), %rax
	jmp .LBB_56
.LBB_63:
	xorl %eax, %eax
.LBB_64:
	leaq 1976(%rsp), %rcx
	movq %rcx, 2848(%rsp)
	movq 1792(%rsp), %rcx
	movq %rcx, 2856(%rsp)
	movq %rax, 2864(%rsp)
	movq 416(%rsp), %rax
	movq %rax, 2872(%rsp)
	movq %r15, 2880(%rsp)
	movq 368(%rsp), %rbx
	testq %rbx, %rbx
	movabsq $9221120237041090560, %r12
	movq %r15, 440(%rsp)
	je .LBB_67
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_748
	movq %rax, %rbp
	movq (%rsp), %r14
	movq 440(%rsp), %r15
	cmpq $0, 1792(%rsp)
	jne .LBB_68
	jmp .LBB_733
.LBB_67:
	movl $8, %ebp
	xorl %r14d, %r14d
	cmpq $0, 1792(%rsp)
	je .LBB_733
.LBB_68:
	cmpq $0, (%rsp)
	je .LBB_73
	xorl %eax, %eax
.LBB_70:
	movq 456(%rsp), %rdx
	vmovsd (%rdx,%rax,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_74
	incq %rax
	addq $-8, %rbx
	jne .LBB_70
	movq (%rsp), %rax
	jmp .LBB_74
.LBB_73:
	xorl %eax, %eax
.LBB_74:
	movq 1792(%rsp), %rcx
	addq %rax, %rcx
	decq %rcx
	movq (%rsp), %rax
	cmpq %rcx, %rax
	movq %rcx, %rdx
	cmovbq %rax, %rdx
	leaq (,%rdx,8), %rax
	movq %rdx, %r9
	testq %rdx, %rdx
	je .LBB_87
	leaq -8(%rax), %rsi
	movq %rbp, %rdi
	cmpq $24, %rsi
	jb .LBB_85
	movq %rsi, %rdx
	shrq $3, %rdx
	incq %rdx
	cmpq $120, %rsi
	jae .LBB_78
	xorl %esi, %esi
	jmp .LBB_82
.LBB_78:
	movq %rdx, %rsi
	movabsq $4611686018427387888, %rdi
	andq %rdi, %rsi
	xorl %edi, %edi
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_79:
	vmovupd %ymm0, (%rbp,%rdi,8)
	vmovupd %ymm0, 32(%rbp,%rdi,8)
	vmovupd %ymm0, 64(%rbp,%rdi,8)
	vmovupd %ymm0, 96(%rbp,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_79
	cmpq %rsi, %rdx
	je .LBB_87
	testb $12, %dl
	je .LBB_248
.LBB_82:
	movabsq $4611686018427387888, %rdi
	leaq 12(%rdi), %r8
	andq %rdx, %r8
	leaq (,%r8,8), %rdi
	addq %rbp, %rdi
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_83:
	vmovupd %ymm0, (%rbp,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %r8
	jne .LBB_83
	cmpq %r8, %rdx
	je .LBB_87
.LBB_85:
	leaq (,%r9,8), %rdx
	addq %rbp, %rdx
.LBB_86:
	movq %r12, (%rdi)
	addq $8, %rdi
	cmpq %rdx, %rdi
	jne .LBB_86
.LBB_87:
	movq %r14, 8(%rsp)
	movq (%rsp), %r12
	cmpq %r12, %rcx
	jae .LBB_246
	movq %r9, %r14
	movabsq $1152921504606846976, %rdx
	movq 1792(%rsp), %rsi
	leaq (%rdx,%rsi), %rcx
	decq %rcx
	movq %rcx, 2384(%rsp)
	movq %rsi, %rdi
	shlq $4, %rdi
	leaq 16384(%rdi), %rcx
	movq %rcx, 776(%rsp)
	leaq 1(%rsi), %rcx
	imulq %rsi, %rcx
	vmovq %rcx, %xmm0
	vmovq .LCPI_1(%rip), %xmm2
	vpunpckldq %xmm2, %xmm0, %xmm0
	vmovapd .LCPI_2(%rip), %xmm3
	vsubpd %xmm3, %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovsd .LCPI_4(%rip), %xmm1
	vdivsd %xmm0, %xmm1, %xmm4
	leaq -16(%rdx), %rcx
	movq %rdi, 408(%rsp)
	andq %rdi, %rcx
	movq %rcx, 1408(%rsp)
	vmovq %rsi, %xmm1
	vpunpckldq %xmm2, %xmm1, %xmm1
	vsubpd %xmm3, %xmm1, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm2
	vaddpd %xmm1, %xmm2, %xmm1
	shlq $7, %rsi
	movq %rsi, 2576(%rsp)
	vbroadcastsd %xmm0, %ymm0
	vmovupd %ymm0, 2544(%rsp)
	vmovapd %xmm4, 1776(%rsp)
	vbroadcastsd %xmm4, %ymm0
	vmovupd %ymm0, 2640(%rsp)
	vmovapd %xmm1, 528(%rsp)
	vbroadcastsd %xmm1, %ymm0
	vmovupd %ymm0, 2608(%rsp)
	leaq (%rax,%rbp), %rdx
	addq $65664, %rdx
	movq %r12, %rcx
	subq %r9, %rcx
	movq %rcx, 376(%rsp)
	addq %rbp, %rax
	addq $8200, %rax
	movq %rax, 432(%rsp)
	movq 1960(%rsp), %rax
	subq %r9, %rax
	movq %rax, 424(%rsp)
.LBB_89:
	movq %rdx, 448(%rsp)
	subq %r14, %r12
	movq %r12, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	movabsq $17996823486545904, %rsi
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	cmpq $8, %rdx
	jb .LBB_244
	movq %r14, 2416(%rsp)
	movq 576(%rsp), %r13
	movq 776(%rsp), %r12
	movq %r12, %r15
	subq %r13, %r15
	jbe .LBB_95
	movq 560(%rsp), %rax
	subq %r13, %rax
	movq %r13, %r12
	cmpq %rax, %r15
	ja .LBB_239
	movq 568(%rsp), %rbx
	leaq (%rbx,%r12,8), %rdi
	cmpq $2, %r15
	jb .LBB_94
.LBB_93:
	movq %r13, %rdx
	notq %rdx
	movq 776(%rsp), %r14
	addq %r14, %rdx
	shlq $3, %rdx
	xorl %esi, %esi
	vzeroupper
	callq *memset@GOTPCREL(%rip)
	leaq (%r12,%r14), %rax
	subq %r13, %rax
	leaq (%rbx,%rax,8), %rdi
	addq $-8, %rdi
	addq %r15, %r12
	decq %r12
.LBB_94:
	movq $0, (%rdi)
	incq %r12
.LBB_95:
	movq %r12, 576(%rsp)
	movq 600(%rsp), %r15
	movl $16400, %ebx
	cmpq $16399, %r15
	ja .LBB_100
	movl $16400, %edx
	subq %r15, %rdx
	movq 584(%rsp), %rax
	subq %r15, %rax
	movq %r15, %rbx
	cmpq %rax, %rdx
	ja .LBB_241
	movq 592(%rsp), %r14
	leaq (%r14,%rbx,8), %rdi
	cmpq $16399, %r15
	je .LBB_99
.LBB_98:
	leaq (,%r15,8), %rax
	movl $131192, %edx
	subq %rax, %rdx
	xorl %esi, %esi
	vzeroupper
	callq *memset@GOTPCREL(%rip)
	subq %r15, %rbx
	leaq (%r14,%rbx,8), %rdi
	addq $131192, %rdi
	addq $16399, %rbx
.LBB_99:
	movq $0, (%rdi)
	incq %rbx
	movq 576(%rsp), %r12
.LBB_100:
	movq 2416(%rsp), %rax
	subq 1792(%rsp), %rax
	vmovq %rax, %xmm0
	vpbroadcastq %xmm0, %ymm0
	vpaddq .LCPI_5(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 608(%rsp)
	vpaddq .LCPI_6(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 640(%rsp)
	vpaddq .LCPI_7(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 672(%rsp)
	movq %rbx, 600(%rsp)
	vpaddq .LCPI_8(%rip), %ymm0, %ymm0
	vmovdqu %ymm0, 704(%rsp)
	movq 568(%rsp), %r15
	movq %r12, %r8
	shrq $4, %r8
	movq $0, 1616(%rsp)
	cmpq $128, %r12
	jb .LBB_102
	movq 608(%rsp), %rax
	addq $8, %rax
	cmpq (%rsp), %rax
	jbe .LBB_144
.LBB_102:
	xorl %eax, %eax
.LBB_103:
	cmpq %r8, %rax
	jae .LBB_109
	movq %rax, %r9
	shlq $4, %r9
	movq %r12, %r13
	subq %r9, %r13
.LBB_105:
	cmpq %r12, %r9
	ja .LBB_714
	cmpq $16, %r13
	jb .LBB_715
	leaq 1(%rax), %rcx
	movq 608(%rsp), %rdx
	addq %rax, %rdx
	movq 392(%rsp), %rdi
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	movq 456(%rsp), %rsi
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	movq 616(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	movq 624(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	movq 632(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	movq 640(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	movq 648(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	movq 656(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	movq 664(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 56(%r15,%r9,8)
	movq 672(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 64(%r15,%r9,8)
	movq 680(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 72(%r15,%r9,8)
	movq 688(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 80(%r15,%r9,8)
	movq 696(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 88(%r15,%r9,8)
	movq 704(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 96(%r15,%r9,8)
	movq 712(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 104(%r15,%r9,8)
	movq 720(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rdi
	cmovbq %rdi, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 112(%r15,%r9,8)
	addq 728(%rsp), %rax
	cmpq %rax, %rdi
	cmovbq %rdi, %rax
	vmovq (%rsi,%rax,8), %xmm0
	vmovq %xmm0, 120(%r15,%r9,8)
	addq $16, %r9
	addq $-16, %r13
	movq %rcx, %rax
	cmpq %rcx, %r8
	jne .LBB_105
	movq 576(%rsp), %r12
.LBB_109:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 2192(%rsp)
	vmovdqu %ymm0, 2160(%rsp)
	vmovdqu %ymm0, 2128(%rsp)
	vmovdqu %ymm0, 2096(%rsp)
	vmovdqu %ymm0, 1712(%rsp)
	vmovdqu %ymm0, 1680(%rsp)
	vmovdqu %ymm0, 1648(%rsp)
	vmovdqu %ymm0, 1616(%rsp)
	vmovdqu %ymm0, 1920(%rsp)
	vmovdqu %ymm0, 1888(%rsp)
	vmovdqu %ymm0, 1856(%rsp)
	vmovdqu %ymm0, 1824(%rsp)
	vmovdqu %ymm0, 1520(%rsp)
	vmovdqu %ymm0, 1488(%rsp)
	vmovdqu %ymm0, 1456(%rsp)
	vmovdqu %ymm0, 1424(%rsp)
	cmpq %r12, 408(%rsp)
	movq 1408(%rsp), %rsi
	ja .LBB_725
	movq 568(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_114
	vmovupd 2096(%rsp), %ymm11
	vmovupd 2128(%rsp), %ymm9
	vmovupd 2160(%rsp), %ymm8
	vmovupd 2192(%rsp), %ymm4
	vmovups 1616(%rsp), %ymm0
	vmovups %ymm0, 464(%rsp)
	vmovups 1648(%rsp), %ymm0
	vmovups %ymm0, 16(%rsp)
	vmovups 1680(%rsp), %ymm0
	vmovups %ymm0, 336(%rsp)
	vmovups 1712(%rsp), %ymm5
	vmovupd 1824(%rsp), %ymm10
	vmovupd 1856(%rsp), %ymm6
	vmovupd 1888(%rsp), %ymm2
	vmovups 1920(%rsp), %ymm13
	vmovups 1424(%rsp), %ymm0
	vmovups %ymm0, 1360(%rsp)
	vmovups 1456(%rsp), %ymm0
	vmovups %ymm0, 736(%rsp)
	vmovups 1488(%rsp), %ymm0
	vmovups %ymm0, 496(%rsp)
	vmovups 1520(%rsp), %ymm1
	movl $1, %ecx
	xorl %edx, %edx
	vxorpd %xmm15, %xmm15, %xmm15
	vxorps %xmm0, %xmm0, %xmm0
	vmovups %ymm0, 1328(%rsp)
	vmovups %ymm0, 1296(%rsp)
	vxorpd %xmm12, %xmm12, %xmm12
.LBB_112:
	vmovups %ymm13, 2032(%rsp)
	vmovups %ymm1, 2064(%rsp)
	vmovups %ymm5, 1552(%rsp)
	vmovupd %ymm15, 1584(%rsp)
	vmovapd %ymm11, %ymm13
	vmovapd %ymm10, %ymm14
	vmovapd %ymm9, %ymm15
	vmovapd %ymm6, %ymm0
	vmovapd %ymm8, %ymm1
	vmovapd %ymm2, %ymm7
	vmovapd %ymm4, %ymm5
	vcvtsi2sd %rcx, %xmm11, %xmm2
	vbroadcastsd %xmm2, %ymm3
	vmovupd (%rax,%rdx,8), %ymm4
	vmulpd %ymm3, %ymm4, %ymm2
	vaddpd %ymm2, %ymm12, %ymm12
	vmovupd %ymm12, 2000(%rsp)
	vbroadcastsd .LCPI_9(%rip), %ymm12
	vmulpd %ymm4, %ymm12, %ymm2
	vsubpd %ymm4, %ymm2, %ymm6
	vsubpd %ymm6, %ymm2, %ymm6
	vmulpd %ymm3, %ymm6, %ymm8
	vaddpd %ymm8, %ymm11, %ymm11
	vsubpd %ymm13, %ymm11, %ymm9
	vsubpd %ymm9, %ymm11, %ymm2
	vsubpd %ymm2, %ymm13, %ymm10
	vmovupd 32(%rax,%rdx,8), %ymm2
	vsubpd %ymm6, %ymm4, %ymm6
	vsubpd %ymm9, %ymm8, %ymm8
	vaddpd %ymm10, %ymm8, %ymm8
	vmulpd %ymm3, %ymm6, %ymm6
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd 464(%rsp), %ymm8
	vaddpd %ymm6, %ymm8, %ymm8
	vmovupd %ymm8, 464(%rsp)
	vaddpd %ymm4, %ymm14, %ymm10
	vsubpd %ymm14, %ymm10, %ymm6
	vsubpd %ymm6, %ymm10, %ymm8
	vsubpd %ymm8, %ymm14, %ymm8
	vsubpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm8, %ymm4
	vmovupd 1360(%rsp), %ymm6
	vaddpd %ymm4, %ymm6, %ymm6
	vmovupd %ymm6, 1360(%rsp)
	vmulpd %ymm3, %ymm2, %ymm4
	vmovupd 1296(%rsp), %ymm6
	vaddpd %ymm4, %ymm6, %ymm6
	vmovupd %ymm6, 1296(%rsp)
	vmulpd %ymm2, %ymm12, %ymm4
	vsubpd %ymm2, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm6
	vmulpd %ymm3, %ymm6, %ymm8
	vaddpd %ymm8, %ymm15, %ymm9
	vsubpd %ymm15, %ymm9, %ymm13
	vsubpd %ymm13, %ymm9, %ymm4
	vsubpd %ymm4, %ymm15, %ymm14
	vmovupd 1584(%rsp), %ymm15
	vmovupd 64(%rax,%rdx,8), %ymm4
	vsubpd %ymm6, %ymm2, %ymm6
	vsubpd %ymm13, %ymm8, %ymm8
	vaddpd %ymm14, %ymm8, %ymm8
	vmulpd %ymm3, %ymm6, %ymm6
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd 16(%rsp), %ymm8
	vaddpd %ymm6, %ymm8, %ymm8
	vmovupd %ymm8, 16(%rsp)
	vaddpd %ymm0, %ymm2, %ymm6
	vsubpd %ymm0, %ymm6, %ymm8
	vsubpd %ymm8, %ymm6, %ymm13
	vsubpd %ymm13, %ymm0, %ymm0
	vsubpd %ymm8, %ymm2, %ymm2
	vaddpd %ymm0, %ymm2, %ymm0
	vmovupd 736(%rsp), %ymm2
	vaddpd %ymm0, %ymm2, %ymm2
	vmovupd %ymm2, 736(%rsp)
	vmulpd %ymm3, %ymm4, %ymm0
	vmovupd 1328(%rsp), %ymm2
	vaddpd %ymm0, %ymm2, %ymm2
	vmovupd %ymm2, 1328(%rsp)
	vmulpd %ymm4, %ymm12, %ymm0
	vsubpd %ymm4, %ymm0, %ymm2
	vsubpd %ymm2, %ymm0, %ymm2
	vmulpd %ymm3, %ymm2, %ymm13
	vaddpd %ymm1, %ymm13, %ymm8
	vsubpd %ymm1, %ymm8, %ymm14
	vsubpd %ymm14, %ymm8, %ymm0
	vsubpd %ymm0, %ymm1, %ymm1
	vmovupd 96(%rax,%rdx,8), %ymm0
	vsubpd %ymm2, %ymm4, %ymm2
	vsubpd %ymm14, %ymm13, %ymm13
	vaddpd %ymm1, %ymm13, %ymm1
	vmulpd %ymm3, %ymm2, %ymm2
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd 336(%rsp), %ymm2
	vaddpd %ymm1, %ymm2, %ymm2
	vmovupd %ymm2, 336(%rsp)
	vaddpd %ymm7, %ymm4, %ymm2
	vsubpd %ymm7, %ymm2, %ymm1
	vsubpd %ymm1, %ymm2, %ymm13
	vsubpd %ymm13, %ymm7, %ymm7
	vsubpd %ymm1, %ymm4, %ymm1
	vaddpd %ymm7, %ymm1, %ymm1
	vmovupd 496(%rsp), %ymm4
	vaddpd %ymm1, %ymm4, %ymm4
	vmovupd %ymm4, 496(%rsp)
	vmulpd %ymm3, %ymm0, %ymm1
	vaddpd %ymm1, %ymm15, %ymm15
	vmulpd %ymm0, %ymm12, %ymm1
	vmovupd 2000(%rsp), %ymm12
	vsubpd %ymm0, %ymm1, %ymm4
	vsubpd %ymm4, %ymm1, %ymm1
	vmulpd %ymm3, %ymm1, %ymm7
	vaddpd %ymm7, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm13
	vsubpd %ymm13, %ymm4, %ymm14
	vsubpd %ymm14, %ymm5, %ymm5
	vsubpd %ymm13, %ymm7, %ymm7
	vaddpd %ymm5, %ymm7, %ymm5
	vmovupd 2032(%rsp), %ymm7
	vsubpd %ymm1, %ymm0, %ymm1
	vmulpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm5, %ymm1, %ymm1
	vmovupd 1552(%rsp), %ymm5
	vaddpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm7, %ymm0, %ymm13
	vsubpd %ymm7, %ymm13, %ymm1
	vsubpd %ymm1, %ymm13, %ymm3
	vsubpd %ymm3, %ymm7, %ymm3
	vsubpd %ymm1, %ymm0, %ymm0
	vmovupd 2064(%rsp), %ymm1
	vaddpd %ymm3, %ymm0, %ymm0
	vaddpd %ymm0, %ymm1, %ymm1
	incq %rcx
	addq $16, %rdx
	cmpq %rdx, %rsi
	jne .LBB_112
	vmovupd %ymm11, 2096(%rsp)
	vmovups 464(%rsp), %ymm0
	vmovups %ymm0, 1616(%rsp)
	vmovupd %ymm10, 1824(%rsp)
	vmovups 1360(%rsp), %ymm0
	vmovups %ymm0, 1424(%rsp)
	vmovupd %ymm9, 2128(%rsp)
	vmovups 16(%rsp), %ymm0
	vmovups %ymm0, 1648(%rsp)
	vmovupd %ymm6, 1856(%rsp)
	vmovups 736(%rsp), %ymm0
	vmovups %ymm0, 1456(%rsp)
	vmovupd %ymm8, 2160(%rsp)
	vmovups 336(%rsp), %ymm0
	vmovups %ymm0, 1680(%rsp)
	vmovupd %ymm2, 1888(%rsp)
	vmovdqu 496(%rsp), %ymm0
	vmovdqu %ymm0, 1488(%rsp)
	vmovupd %ymm4, 2192(%rsp)
	vmovupd %ymm5, 1712(%rsp)
	vmovupd %ymm13, 1920(%rsp)
	vmovupd %ymm1, 1520(%rsp)
	vmovdqu 1328(%rsp), %ymm1
	vmovupd 1296(%rsp), %ymm3
	vmovapd %ymm12, %ymm11
	movq 600(%rsp), %r13
	movl $16, %esi
	cmpq $15, %r13
	ja .LBB_115
	jmp .LBB_728
.LBB_114:
	vxorpd %xmm15, %xmm15, %xmm15
	vpxor %xmm1, %xmm1, %xmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm11, %xmm11, %xmm11
	movq 600(%rsp), %r13
	movl $16, %esi
	cmpq $15, %r13
	jbe .LBB_728
.LBB_115:
	vmovupd 2544(%rsp), %ymm2
	vdivpd %ymm2, %ymm11, %ymm0
	movq 592(%rsp), %r15
	vmovupd %ymm0, (%r15)
	vdivpd %ymm2, %ymm3, %ymm0
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm0, 32(%r15)
	vmovupd %ymm1, 64(%r15)
	vdivpd %ymm2, %ymm15, %ymm0
	vmovupd %ymm0, 96(%r15)
	leaq -16(%r13), %rcx
	shrq $4, %rcx
	incq %rcx
	leaq 128(%r15), %rdx
	movq %rdx, %rsi
	subq %rax, %rsi
	movq 2576(%rsp), %rdi
	leaq (%rdi,%rax), %r8
	movq %r8, %rdi
	negq %rdi
	addq %r15, %rdi
	addq $128, %rdi
	cmpq $32, %rsi
	setb %r9b
	cmpq $32, %rdi
	setb %sil
	orb %r9b, %sil
	movl $1, %r10d
	movq %rax, %r11
	jmp .LBB_118
.LBB_116:
	vmovupd 2096(%rsp), %ymm0
	vmovupd 1824(%rsp), %ymm2
	vmovupd 1424(%rsp), %ymm1
	vmovupd (%rax,%r9,8), %ymm3
	vbroadcastsd .LCPI_9(%rip), %ymm11
	vmulpd %ymm3, %ymm11, %ymm4
	vsubpd %ymm3, %ymm4, %ymm5
	vsubpd %ymm5, %ymm4, %ymm4
	vsubpd %ymm4, %ymm3, %ymm5
	vmovupd 2608(%rsp), %ymm13
	vmulpd %ymm4, %ymm13, %ymm4
	vaddpd %ymm4, %ymm0, %ymm6
	vsubpd %ymm0, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm8
	vsubpd %ymm8, %ymm0, %ymm0
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm0, %ymm4, %ymm4
	vbroadcastsd .LCPI_10(%rip), %ymm0
	vxorpd %ymm0, %ymm2, %ymm7
	vsubpd %ymm2, %ymm6, %ymm8
	vsubpd %ymm6, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd %ymm9, %ymm7, %ymm7
	vaddpd %ymm6, %ymm7, %ymm6
	vaddpd %ymm6, %ymm4, %ymm4
	vmulpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm4, %ymm5, %ymm4
	vaddpd 1616(%rsp), %ymm4, %ymm4
	vmovupd -128(%rax,%rbx,8), %ymm5
	vaddpd %ymm3, %ymm2, %ymm6
	vsubpd %ymm2, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm7, %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vxorpd %ymm0, %ymm5, %ymm3
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm5, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm7, %ymm3, %ymm3
	vaddpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm3, %ymm2, %ymm2
	vaddpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm8, 2096(%rsp)
	vmovupd %ymm4, 1616(%rsp)
	vmovupd %ymm5, 1824(%rsp)
	vmovupd %ymm1, 1424(%rsp)
	vaddpd %ymm4, %ymm8, %ymm1
	vmovupd 2640(%rsp), %ymm12
	vmulpd %ymm1, %ymm12, %ymm1
	vmovupd %ymm1, (%r15,%rbx,8)
	vmovupd 2128(%rsp), %ymm2
	vmovupd 1856(%rsp), %ymm3
	vmovupd 1456(%rsp), %ymm1
	vmovupd 32(%rax,%r9,8), %ymm4
	vmulpd %ymm4, %ymm11, %ymm5
	vsubpd %ymm4, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm4, %ymm6
	vmulpd %ymm5, %ymm13, %ymm5
	vaddpd %ymm5, %ymm2, %ymm7
	vsubpd %ymm2, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vxorpd %ymm0, %ymm3, %ymm5
	vsubpd %ymm3, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm6, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd 1648(%rsp), %ymm2, %ymm2
	vmovupd -96(%rax,%rbx,8), %ymm5
	vaddpd %ymm4, %ymm3, %ymm6
	vsubpd %ymm3, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm3, %ymm3
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vxorpd %ymm0, %ymm5, %ymm4
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm5, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vmovupd %ymm8, 2128(%rsp)
	vmovupd %ymm2, 1648(%rsp)
	vmovupd %ymm5, 1856(%rsp)
	vmovupd %ymm1, 1456(%rsp)
	vaddpd %ymm2, %ymm8, %ymm1
	vmulpd %ymm1, %ymm12, %ymm1
	vmovupd %ymm1, 32(%r15,%rbx,8)
	vmovupd 2160(%rsp), %ymm2
	vmovupd 1888(%rsp), %ymm3
	vmovupd 1488(%rsp), %ymm1
	vmovupd 64(%rax,%r9,8), %ymm4
	vmulpd %ymm4, %ymm11, %ymm5
	vsubpd %ymm4, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm4, %ymm6
	vmulpd %ymm5, %ymm13, %ymm5
	vaddpd %ymm5, %ymm2, %ymm7
	vsubpd %ymm2, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vxorpd %ymm0, %ymm3, %ymm5
	vsubpd %ymm3, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm6, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd 1680(%rsp), %ymm2, %ymm2
	vmovupd -64(%rax,%rbx,8), %ymm5
	vaddpd %ymm4, %ymm3, %ymm6
	vsubpd %ymm3, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm3, %ymm3
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vxorpd %ymm0, %ymm5, %ymm4
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm5, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vmovupd %ymm8, 2160(%rsp)
	vmovupd %ymm2, 1680(%rsp)
	vmovupd %ymm5, 1888(%rsp)
	vmovupd %ymm1, 1488(%rsp)
	vaddpd %ymm2, %ymm8, %ymm1
	vmulpd %ymm1, %ymm12, %ymm1
	vmovupd %ymm1, 64(%r15,%rbx,8)
	vmovupd 2192(%rsp), %ymm2
	vmovupd 1920(%rsp), %ymm3
	vmovupd 1520(%rsp), %ymm1
	vmovupd 96(%rax,%r9,8), %ymm4
	vmulpd %ymm4, %ymm11, %ymm5
	vsubpd %ymm4, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm4, %ymm6
	vmulpd %ymm5, %ymm13, %ymm5
	vaddpd %ymm5, %ymm2, %ymm7
	vsubpd %ymm2, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vxorpd %ymm0, %ymm3, %ymm5
	vsubpd %ymm3, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm6, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd 1712(%rsp), %ymm2, %ymm2
	vmovupd -32(%rax,%rbx,8), %ymm5
	vaddpd %ymm4, %ymm3, %ymm6
	vsubpd %ymm3, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm3, %ymm3
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vxorpd %ymm0, %ymm5, %ymm0
	vsubpd %ymm5, %ymm6, %ymm4
	vsubpd %ymm6, %ymm4, %ymm5
	vsubpd %ymm5, %ymm4, %ymm7
	vsubpd %ymm7, %ymm6, %ymm6
	vsubpd %ymm5, %ymm0, %ymm0
	vaddpd %ymm6, %ymm0, %ymm0
	vaddpd %ymm0, %ymm3, %ymm0
	vaddpd %ymm0, %ymm1, %ymm0
	vmovupd %ymm8, 2192(%rsp)
	vmovupd %ymm2, 1712(%rsp)
	vmovupd %ymm4, 1920(%rsp)
	vmovupd %ymm0, 1520(%rsp)
	vaddpd %ymm2, %ymm8, %ymm0
	vmulpd %ymm0, %ymm12, %ymm0
	vmovupd %ymm0, 96(%r15,%rbx,8)
.LBB_117:
	incq %r10
	subq $-128, %rdx
	subq $-128, %r11
	subq $-128, %r8
	cmpq $1025, %r10
	je .LBB_127
.LBB_118:
	movq 2384(%rsp), %rdi
	leaq (%rdi,%r10), %r9
	shlq $4, %r9
	movq %r12, %rbx
	subq %r9, %rbx
	jb .LBB_706
	cmpq $16, %rbx
	jb .LBB_707
	movq %r10, %rbx
	shlq $4, %rbx
	leaq -16(%rbx), %rdi
	movq %r12, %r14
	subq %rdi, %r14
	jb .LBB_708
	cmpq $16, %r14
	jb .LBB_709
	movq %r13, %r14
	subq %rbx, %r14
	jb .LBB_710
	cmpq %rcx, %r10
	je .LBB_711
	testb %sil, %sil
	je .LBB_116
	xorl %edi, %edi
	vmovsd .LCPI_9(%rip), %xmm12
	vmovddup .LCPI_10(%rip), %xmm13
	vmovapd 1776(%rsp), %xmm14
	vmovapd 528(%rsp), %xmm15
.LBB_126:
	vmovsd 2096(%rsp,%rdi), %xmm4
	vmovsd 1824(%rsp,%rdi), %xmm3
	vmovsd 1424(%rsp,%rdi), %xmm0
	vmovsd (%r8,%rdi), %xmm2
	vmulsd %xmm2, %xmm12, %xmm1
	vsubsd %xmm2, %xmm1, %xmm5
	vsubsd %xmm5, %xmm1, %xmm5
	vmulsd %xmm5, %xmm15, %xmm6
	vaddsd %xmm6, %xmm4, %xmm7
	vsubsd %xmm3, %xmm7, %xmm1
	vsubsd %xmm7, %xmm1, %xmm8
	vsubsd %xmm4, %xmm7, %xmm9
	vunpcklpd %xmm1, %xmm7, %xmm10
	vunpcklpd %xmm8, %xmm9, %xmm11
	vsubpd %xmm11, %xmm10, %xmm10
	vmovsd (%r11,%rdi), %xmm11
	vsubsd %xmm5, %xmm2, %xmm5
	vunpcklpd %xmm7, %xmm4, %xmm4
	vxorpd %xmm3, %xmm13, %xmm7
	vsubpd %xmm10, %xmm4, %xmm4
	vsubsd %xmm8, %xmm7, %xmm7
	vsubsd %xmm9, %xmm6, %xmm6
	vunpcklpd %xmm7, %xmm6, %xmm6
	vaddpd %xmm4, %xmm6, %xmm4
	vshufpd $1, %xmm4, %xmm4, %xmm6
	vaddsd %xmm6, %xmm4, %xmm4
	vmulsd %xmm5, %xmm15, %xmm5
	vsubsd %xmm0, %xmm5, %xmm5
	vaddsd %xmm4, %xmm5, %xmm4
	vaddsd %xmm2, %xmm3, %xmm5
	vsubsd %xmm11, %xmm5, %xmm6
	vsubsd %xmm5, %xmm6, %xmm7
	vsubsd %xmm3, %xmm5, %xmm8
	vunpcklpd %xmm6, %xmm5, %xmm9
	vunpcklpd %xmm7, %xmm8, %xmm10
	vsubpd %xmm10, %xmm9, %xmm9
	vunpcklpd %xmm5, %xmm3, %xmm3
	vsubpd %xmm9, %xmm3, %xmm3
	vxorpd %xmm13, %xmm11, %xmm5
	vsubsd %xmm7, %xmm5, %xmm5
	vsubsd %xmm8, %xmm2, %xmm2
	vunpcklpd %xmm5, %xmm2, %xmm2
	vaddpd %xmm3, %xmm2, %xmm2
	vshufpd $1, %xmm2, %xmm2, %xmm3
	vaddsd %xmm3, %xmm2, %xmm2
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd %xmm6, 1824(%rsp,%rdi)
	vmovsd %xmm0, 1424(%rsp,%rdi)
	vaddsd 1616(%rsp,%rdi), %xmm4, %xmm0
	vmovsd %xmm1, 2096(%rsp,%rdi)
	vmovsd %xmm0, 1616(%rsp,%rdi)
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd %xmm0, %xmm14, %xmm0
	vmovsd %xmm0, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_126
	jmp .LBB_117
.LBB_127:
	movq 2416(%rsp), %r14
	vmovq %r14, %xmm0
	vpbroadcastq %xmm0, %ymm0
	vpaddq .LCPI_12(%rip), %ymm0, %ymm1
	vpaddq .LCPI_13(%rip), %ymm0, %ymm2
	vpbroadcastq .LCPI_10(%rip), %ymm3
	vpxor 2736(%rsp), %ymm3, %ymm4
	vpxor %ymm3, %ymm2, %ymm2
	vpcmpgtq %ymm4, %ymm2, %ymm2
	vpxor %ymm3, %ymm1, %ymm1
	vpcmpgtq %ymm4, %ymm1, %ymm1
	vpackssdw %ymm2, %ymm1, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpackssdw %xmm2, %xmm1, %xmm1
	vpaddq .LCPI_14(%rip), %ymm0, %ymm0
	vpxor %ymm3, %ymm0, %ymm0
	vpcmpgtq %ymm4, %ymm0, %ymm0
	vextracti128 $1, %ymm0, %xmm2
	vpackssdw %xmm2, %xmm0, %xmm0
	vpshufb .LCPI_15(%rip), %xmm0, %xmm0
	leaq 13325(%r14), %rax
	movq (%rsp), %rdx
	cmpq %rdx, %rax
	seta %al
	vpshufd $232, %xmm1, %xmm2
	vpor %xmm0, %xmm2, %xmm0
	vpshufd $237, %xmm1, %xmm1
	vpunpcklqdq %xmm1, %xmm0, %xmm0
	vpsllw $15, %xmm0, %xmm0
	vpmovmskb %xmm0, %ecx
	testl $43690, %ecx
	setne %cl
	orb %al, %cl
	jne .LBB_131
	leaq 14350(%r14), %rax
	cmpq %rdx, %rax
	ja .LBB_131
	leaq 15375(%r14), %rax
	cmpq %rdx, %rax
	ja .LBB_131
	leaq 16400(%r14), %rax
	cmpq %rdx, %rax
	jbe .LBB_181
.LBB_131:
	movl $1, %eax
	movq 424(%rsp), %rcx
	movq 432(%rsp), %rdx
	movq 376(%rsp), %r12
	movq %r12, %rsi
	xorl %r8d, %r8d
.LBB_132:
	cmpq $1025, %rcx
	movl $1025, %r9d
	cmovbq %rcx, %r9
	cmpq $1025, %rsi
	movl $1025, %r10d
	cmovbq %rsi, %r10
	movq %r8, %rdi
	shlq $10, %rdi
	addq %r8, %rdi
	addq %r14, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_142
	shll $3, %r9d
	shll $3, %r10d
	movq %r8, %r11
	orq $1, %r11
	leaq (,%rdi,8), %rbx
	addq %rbp, %rbx
	movq %r8, %rdi
.LBB_134:
	testq %rbx, %rbx
	je .LBB_137
	cmpq %r13, %rdi
	jae .LBB_730
	vmovq (%r15,%rdi,8), %xmm0
	vmovq %xmm0, (%rbx)
	addq $8, %rbx
	addq $16, %rdi
	addq $-8, %r10
	jne .LBB_134
.LBB_137:
	movq %r11, %rdi
	shlq $10, %rdi
	addq %r11, %rdi
	addq %r14, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_142
	addq $2, %r8
	xorl %r10d, %r10d
	movq %rax, %rdi
.LBB_139:
	cmpq %r13, %rdi
	jae .LBB_730
	vmovq (%r15,%rdi,8), %xmm0
	vmovq %xmm0, (%rdx,%r10)
	addq $16, %rdi
	addq $8, %r10
	cmpq %r10, %r9
	jne .LBB_139
	addq $-2050, %rsi
	addq $2, %rax
	addq $16400, %rdx
	addq $-2050, %rcx
	cmpq $16, %r8
	jne .LBB_132
.LBB_142:
	leaq 16400(%r14), %rax
	movq 448(%rsp), %rdx
.LBB_143:
	addq $16400, %r14
	addq $131200, %rdx
	addq $-16400, %r12
	movq %r12, 376(%rsp)
	addq $131200, 432(%rsp)
	addq $-16400, 424(%rsp)
	movq (%rsp), %r12
	cmpq %r12, %rax
	movq 1416(%rsp), %r13
	movq 440(%rsp), %r15
	jb .LBB_89
	jmp .LBB_246
.LBB_144:
	movl $8, %ecx
	xorl %eax, %eax
	movq %r8, 1400(%rsp)
.LBB_145:
	movq 616(%rsp), %rdx
	addq %rcx, %rdx
	movq (%rsp), %rsi
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 624(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 632(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 640(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 648(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 656(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 664(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 672(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 680(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 688(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 696(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 704(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 712(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	movq 720(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_103
	addq 728(%rsp), %rcx
	cmpq %rsi, %rcx
	ja .LBB_103
	xorl %ebx, %ebx
	xorl %r14d, %r14d
.LBB_161:
	movq %r14, 1824(%rsp)
	movq 456(%rsp), %rax
	movq %rax, 1424(%rsp)
	movq (%rsp), %rax
	movq %rax, 1432(%rsp)
	leaq 608(%rsp), %rax
	movq %rax, 1440(%rsp)
	leaq 1824(%rsp), %rax
	movq %rax, 1448(%rsp)
	leaq 1616(%rsp), %rax
	movq %rax, 1456(%rsp)
	leaq 784(%rsp), %rdi
	leaq 1424(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 1616(%rsp), %rax
	movq 1824(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %r9
	movq %r12, %r13
	subq %r9, %r13
	jb .LBB_697
	movl $8, %esi
	cmpq $8, %r13
	jb .LBB_698
	vmovsd 784(%rsp), %xmm0
	vmovsd %xmm0, 336(%rsp)
	vmovsd 792(%rsp), %xmm0
	vmovsd %xmm0, 1328(%rsp)
	vmovsd 800(%rsp), %xmm0
	vmovsd %xmm0, 1296(%rsp)
	vmovsd 808(%rsp), %xmm0
	vmovsd %xmm0, 2032(%rsp)
	vmovsd 816(%rsp), %xmm0
	vmovsd %xmm0, 304(%rsp)
	vmovsd 824(%rsp), %xmm0
	vmovsd %xmm0, 240(%rsp)
	vmovsd 832(%rsp), %xmm0
	vmovsd %xmm0, 176(%rsp)
	vmovsd 840(%rsp), %xmm0
	vmovsd %xmm0, 120(%rsp)
	vmovsd 848(%rsp), %xmm0
	vmovsd %xmm0, 16(%rsp)
	vmovsd 856(%rsp), %xmm11
	vmovsd 864(%rsp), %xmm0
	vmovsd %xmm0, 1584(%rsp)
	vmovsd 872(%rsp), %xmm0
	vmovsd %xmm0, 2000(%rsp)
	vmovsd 880(%rsp), %xmm0
	vmovsd %xmm0, 296(%rsp)
	vmovsd 888(%rsp), %xmm0
	vmovsd %xmm0, 232(%rsp)
	vmovsd 896(%rsp), %xmm0
	vmovsd %xmm0, 56(%rsp)
	vmovsd 904(%rsp), %xmm0
	vmovsd %xmm0, 112(%rsp)
	vmovsd 912(%rsp), %xmm0
	vmovsd %xmm0, 496(%rsp)
	vmovsd 920(%rsp), %xmm14
	vmovsd 928(%rsp), %xmm0
	vmovsd %xmm0, 1552(%rsp)
	vmovsd 936(%rsp), %xmm0
	vmovsd %xmm0, 544(%rsp)
	vmovsd 944(%rsp), %xmm0
	vmovsd %xmm0, 288(%rsp)
	vmovsd 952(%rsp), %xmm0
	vmovsd %xmm0, 224(%rsp)
	vmovsd 960(%rsp), %xmm0
	vmovsd %xmm0, 168(%rsp)
	vmovsd 968(%rsp), %xmm0
	vmovsd %xmm0, 104(%rsp)
	vmovsd 976(%rsp), %xmm0
	vmovsd %xmm0, 464(%rsp)
	vmovq 984(%rsp), %xmm1
	vmovsd 992(%rsp), %xmm0
	vmovsd %xmm0, 2064(%rsp)
	vmovsd 1000(%rsp), %xmm0
	vmovsd %xmm0, 328(%rsp)
	vmovsd 1008(%rsp), %xmm0
	vmovsd %xmm0, 280(%rsp)
	vmovsd 1016(%rsp), %xmm0
	vmovsd %xmm0, 216(%rsp)
	vmovsd 1024(%rsp), %xmm0
	vmovsd %xmm0, 160(%rsp)
	vmovsd 1032(%rsp), %xmm0
	vmovsd %xmm0, 96(%rsp)
	vmovsd 1040(%rsp), %xmm0
	vmovsd %xmm0, 736(%rsp)
	vmovsd 1048(%rsp), %xmm3
	vmovsd 1056(%rsp), %xmm13
	vmovsd 1064(%rsp), %xmm0
	vmovsd %xmm0, 320(%rsp)
	vmovsd 1072(%rsp), %xmm0
	vmovsd %xmm0, 272(%rsp)
	vmovsd 1080(%rsp), %xmm0
	vmovsd %xmm0, 208(%rsp)
	vmovsd 1088(%rsp), %xmm0
	vmovsd %xmm0, 152(%rsp)
	vmovsd 1096(%rsp), %xmm0
	vmovsd %xmm0, 88(%rsp)
	vmovsd 1104(%rsp), %xmm0
	vmovsd %xmm0, 1360(%rsp)
	vmovsd 1112(%rsp), %xmm5
	vmovq 1120(%rsp), %xmm0
	vmovsd 1128(%rsp), %xmm2
	vmovsd %xmm2, 312(%rsp)
	vmovsd 1136(%rsp), %xmm2
	vmovsd %xmm2, 264(%rsp)
	vmovsd 1144(%rsp), %xmm2
	vmovsd %xmm2, 200(%rsp)
	vmovsd 1152(%rsp), %xmm2
	vmovsd %xmm2, 144(%rsp)
	vmovsd 1160(%rsp), %xmm2
	vmovsd %xmm2, 80(%rsp)
	vmovsd 1168(%rsp), %xmm8
	vmovsd 1176(%rsp), %xmm6
	vmovsd 1184(%rsp), %xmm2
	vmovsd 1192(%rsp), %xmm12
	vmovsd 1200(%rsp), %xmm4
	vmovsd %xmm4, 256(%rsp)
	vmovsd 1208(%rsp), %xmm4
	vmovsd %xmm4, 192(%rsp)
	vmovsd 1216(%rsp), %xmm4
	vmovsd %xmm4, 136(%rsp)
	vmovsd 1224(%rsp), %xmm4
	vmovsd %xmm4, 72(%rsp)
	vmovsd 1232(%rsp), %xmm9
	vmovsd 1240(%rsp), %xmm7
	vmovsd 1248(%rsp), %xmm4
	vmovsd 1256(%rsp), %xmm15
	vmovsd 1264(%rsp), %xmm10
	vmovsd %xmm10, 248(%rsp)
	vmovsd 1272(%rsp), %xmm10
	vmovsd %xmm10, 184(%rsp)
	vmovsd 1280(%rsp), %xmm10
	vmovsd %xmm10, 128(%rsp)
	vmovsd 1288(%rsp), %xmm10
	vmovsd %xmm10, 64(%rsp)
	vmovsd 336(%rsp), %xmm10
	vmovsd %xmm10, (%r15,%r9,8)
	vmovsd 16(%rsp), %xmm10
	vmovsd %xmm10, 8(%r15,%r9,8)
	vmovsd 496(%rsp), %xmm10
	vmovsd %xmm10, 16(%r15,%r9,8)
	vmovsd 464(%rsp), %xmm10
	vmovsd %xmm10, 24(%r15,%r9,8)
	vmovsd 736(%rsp), %xmm10
	vmovsd %xmm10, 32(%r15,%r9,8)
	vmovsd 1360(%rsp), %xmm10
	vmovsd %xmm10, 40(%r15,%r9,8)
	vmovsd %xmm8, 48(%r15,%r9,8)
	vmovsd %xmm9, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $16, %r9
	movq %r12, %r13
	subq %r9, %r13
	jb .LBB_697
	cmpq $8, %r13
	jb .LBB_698
	vmovsd 1328(%rsp), %xmm8
	vmovsd %xmm8, (%r15,%r9,8)
	vmovsd %xmm11, 8(%r15,%r9,8)
	vmovsd %xmm14, 16(%r15,%r9,8)
	vmovq %xmm1, 24(%r15,%r9,8)
	vmovsd %xmm3, 32(%r15,%r9,8)
	vmovsd %xmm5, 40(%r15,%r9,8)
	vmovsd %xmm6, 48(%r15,%r9,8)
	vmovsd %xmm7, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $32, %r9
	movq %r12, %r13
	subq %r9, %r13
	jb .LBB_697
	cmpq $8, %r13
	jb .LBB_698
	vmovsd 1296(%rsp), %xmm1
	vmovsd %xmm1, (%r15,%r9,8)
	vmovsd 1584(%rsp), %xmm1
	vmovsd %xmm1, 8(%r15,%r9,8)
	vmovsd 1552(%rsp), %xmm1
	vmovsd %xmm1, 16(%r15,%r9,8)
	vmovq 2064(%rsp), %xmm1
	vmovq %xmm1, 24(%r15,%r9,8)
	vmovsd %xmm13, 32(%r15,%r9,8)
	vmovq %xmm0, 40(%r15,%r9,8)
	vmovsd %xmm2, 48(%r15,%r9,8)
	vmovsd %xmm4, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $48, %r9
	movq %r12, %r13
	subq %r9, %r13
	jb .LBB_697
	cmpq $8, %r13
	jb .LBB_698
	vmovsd 2032(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 2000(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 544(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 328(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 320(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovq 312(%rsp), %xmm0
	vmovq %xmm0, 40(%r15,%r9,8)
	vmovsd %xmm12, 48(%r15,%r9,8)
	vmovsd %xmm15, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $64, %r9
	movq %r12, %r13
	subq %r9, %r13
	jb .LBB_697
	cmpq $8, %r13
	jb .LBB_698
	vmovsd 304(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 296(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 288(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 280(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 272(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 264(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 256(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 248(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $80, %r9
	movq %r12, %r13
	subq %r9, %r13
	jb .LBB_697
	cmpq $8, %r13
	jb .LBB_698
	vmovsd 240(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 232(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 224(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 216(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 208(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 200(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 192(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 184(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $96, %r9
	movq %r12, %r13
	subq %r9, %r13
	jb .LBB_697
	cmpq $8, %r13
	jb .LBB_698
	vmovsd 176(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 56(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 168(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 160(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 152(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 144(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 136(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 128(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $112, %r9
	movq %r12, %r13
	subq %r9, %r13
	jb .LBB_697
	cmpq $8, %r13
	jb .LBB_698
	vmovsd 120(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 112(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 104(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 96(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 88(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 80(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 72(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 64(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	addq $8, %r14
	testb $1, %bl
	movb $1, %bl
	je .LBB_161
	movq 1616(%rsp), %rcx
	leaq 8(%rcx), %rax
	movq %rax, 1616(%rsp)
	addq $16, %rcx
	movq 1400(%rsp), %r8
	cmpq %r8, %rcx
	ja .LBB_103
	movq 608(%rsp), %rdx
	addq %rcx, %rdx
	cmpq (%rsp), %rdx
	jbe .LBB_145
	jmp .LBB_103
.LBB_181:
	movq %rax, 1400(%rsp)
	movq $0, 384(%rsp)
	xorl %r12d, %r12d
	xorl %ebx, %ebx
	jmp .LBB_183
.LBB_182:
	addq $8, %rbx
	xorb $1, %r12b
.LBB_183:
	leaq 784(%rsp), %rdi
	movq %rbx, 1752(%rsp)
	movq %r15, 2256(%rsp)
	movq %r13, 2264(%rsp)
	leaq 384(%rsp), %rax
	movq %rax, 2272(%rsp)
	leaq 1752(%rsp), %rax
	movq %rax, 2280(%rsp)
	leaq 2256(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 1752(%rsp), %rdx
	movq 384(%rsp), %rax
	addq 2416(%rsp), %rax
	movq %rdx, %rcx
	shlq $10, %rcx
	addq %rdx, %rcx
	leaq (%rax,%rcx), %r9
	movq (%rsp), %rdx
	subq %r9, %rdx
	jb .LBB_695
	movl $8, %esi
	cmpq $8, %rdx
	jb .LBB_696
	vmovsd 784(%rsp), %xmm0
	vmovsd %xmm0, 336(%rsp)
	vmovsd 792(%rsp), %xmm0
	vmovsd %xmm0, 1328(%rsp)
	vmovsd 800(%rsp), %xmm0
	vmovsd %xmm0, 1296(%rsp)
	vmovsd 808(%rsp), %xmm0
	vmovsd %xmm0, 2032(%rsp)
	vmovsd 816(%rsp), %xmm0
	vmovsd %xmm0, 304(%rsp)
	vmovsd 824(%rsp), %xmm0
	vmovsd %xmm0, 240(%rsp)
	vmovsd 832(%rsp), %xmm0
	vmovsd %xmm0, 176(%rsp)
	vmovsd 840(%rsp), %xmm0
	vmovsd %xmm0, 120(%rsp)
	vmovsd 848(%rsp), %xmm0
	vmovsd %xmm0, 16(%rsp)
	vmovsd 856(%rsp), %xmm11
	vmovsd 864(%rsp), %xmm0
	vmovsd %xmm0, 1584(%rsp)
	vmovsd 872(%rsp), %xmm0
	vmovsd %xmm0, 2000(%rsp)
	vmovsd 880(%rsp), %xmm0
	vmovsd %xmm0, 296(%rsp)
	vmovsd 888(%rsp), %xmm0
	vmovsd %xmm0, 232(%rsp)
	vmovsd 896(%rsp), %xmm0
	vmovsd %xmm0, 56(%rsp)
	vmovsd 904(%rsp), %xmm0
	vmovsd %xmm0, 112(%rsp)
	vmovsd 912(%rsp), %xmm0
	vmovsd %xmm0, 496(%rsp)
	vmovsd 920(%rsp), %xmm14
	vmovsd 928(%rsp), %xmm0
	vmovsd %xmm0, 1552(%rsp)
	vmovsd 936(%rsp), %xmm0
	vmovsd %xmm0, 544(%rsp)
	vmovsd 944(%rsp), %xmm0
	vmovsd %xmm0, 288(%rsp)
	vmovsd 952(%rsp), %xmm0
	vmovsd %xmm0, 224(%rsp)
	vmovsd 960(%rsp), %xmm0
	vmovsd %xmm0, 168(%rsp)
	vmovsd 968(%rsp), %xmm0
	vmovsd %xmm0, 104(%rsp)
	vmovsd 976(%rsp), %xmm0
	vmovsd %xmm0, 464(%rsp)
	vmovq 984(%rsp), %xmm1
	vmovsd 992(%rsp), %xmm0
	vmovsd %xmm0, 2064(%rsp)
	vmovsd 1000(%rsp), %xmm0
	vmovsd %xmm0, 328(%rsp)
	vmovsd 1008(%rsp), %xmm0
	vmovsd %xmm0, 280(%rsp)
	vmovsd 1016(%rsp), %xmm0
	vmovsd %xmm0, 216(%rsp)
	vmovsd 1024(%rsp), %xmm0
	vmovsd %xmm0, 160(%rsp)
	vmovsd 1032(%rsp), %xmm0
	vmovsd %xmm0, 96(%rsp)
	vmovsd 1040(%rsp), %xmm0
	vmovsd %xmm0, 736(%rsp)
	vmovq 1048(%rsp), %xmm3
	vmovsd 1056(%rsp), %xmm13
	vmovsd 1064(%rsp), %xmm0
	vmovsd %xmm0, 320(%rsp)
	vmovsd 1072(%rsp), %xmm0
	vmovsd %xmm0, 272(%rsp)
	vmovsd 1080(%rsp), %xmm0
	vmovsd %xmm0, 208(%rsp)
	vmovsd 1088(%rsp), %xmm0
	vmovsd %xmm0, 152(%rsp)
	vmovsd 1096(%rsp), %xmm0
	vmovsd %xmm0, 88(%rsp)
	vmovsd 1104(%rsp), %xmm0
	vmovsd %xmm0, 1360(%rsp)
	vmovsd 1112(%rsp), %xmm5
	vmovq 1120(%rsp), %xmm0
	vmovsd 1128(%rsp), %xmm2
	vmovsd %xmm2, 312(%rsp)
	vmovsd 1136(%rsp), %xmm2
	vmovsd %xmm2, 264(%rsp)
	vmovsd 1144(%rsp), %xmm2
	vmovsd %xmm2, 200(%rsp)
	vmovsd 1152(%rsp), %xmm2
	vmovsd %xmm2, 144(%rsp)
	vmovsd 1160(%rsp), %xmm2
	vmovsd %xmm2, 80(%rsp)
	vmovsd 1168(%rsp), %xmm8
	vmovsd 1176(%rsp), %xmm6
	vmovq 1184(%rsp), %xmm2
	vmovsd 1192(%rsp), %xmm12
	vmovsd 1200(%rsp), %xmm4
	vmovsd %xmm4, 256(%rsp)
	vmovsd 1208(%rsp), %xmm4
	vmovsd %xmm4, 192(%rsp)
	vmovsd 1216(%rsp), %xmm4
	vmovsd %xmm4, 136(%rsp)
	vmovsd 1224(%rsp), %xmm4
	vmovsd %xmm4, 72(%rsp)
	vmovsd 1232(%rsp), %xmm9
	vmovsd 1240(%rsp), %xmm7
	vmovq 1248(%rsp), %xmm4
	vmovsd 1256(%rsp), %xmm15
	vmovsd 1264(%rsp), %xmm10
	vmovsd %xmm10, 248(%rsp)
	vmovsd 1272(%rsp), %xmm10
	vmovsd %xmm10, 184(%rsp)
	vmovsd 1280(%rsp), %xmm10
	vmovsd %xmm10, 128(%rsp)
	vmovsd 1288(%rsp), %xmm10
	vmovsd %xmm10, 64(%rsp)
	vmovsd 336(%rsp), %xmm10
	vmovsd %xmm10, (%rbp,%r9,8)
	vmovsd 16(%rsp), %xmm10
	vmovsd %xmm10, 8(%rbp,%r9,8)
	vmovsd 496(%rsp), %xmm10
	vmovsd %xmm10, 16(%rbp,%r9,8)
	vmovsd 464(%rsp), %xmm10
	vmovsd %xmm10, 24(%rbp,%r9,8)
	vmovsd 736(%rsp), %xmm10
	vmovsd %xmm10, 32(%rbp,%r9,8)
	vmovsd 1360(%rsp), %xmm10
	vmovsd %xmm10, 40(%rbp,%r9,8)
	vmovsd %xmm8, 48(%rbp,%r9,8)
	vmovsd %xmm9, 56(%rbp,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $1025, %r9
	movq (%rsp), %rdx
	subq %r9, %rdx
	jb .LBB_695
	cmpq $8, %rdx
	jb .LBB_696
	vmovsd 1328(%rsp), %xmm8
	vmovsd %xmm8, (%rbp,%r9,8)
	vmovsd %xmm11, 8(%rbp,%r9,8)
	vmovsd %xmm14, 16(%rbp,%r9,8)
	vmovq %xmm1, 24(%rbp,%r9,8)
	vmovq %xmm3, 32(%rbp,%r9,8)
	vmovsd %xmm5, 40(%rbp,%r9,8)
	vmovsd %xmm6, 48(%rbp,%r9,8)
	vmovsd %xmm7, 56(%rbp,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $2050, %r9
	movq (%rsp), %rdx
	subq %r9, %rdx
	jb .LBB_695
	cmpq $8, %rdx
	jb .LBB_696
	vmovsd 1296(%rsp), %xmm1
	vmovsd %xmm1, (%rbp,%r9,8)
	vmovsd 1584(%rsp), %xmm1
	vmovsd %xmm1, 8(%rbp,%r9,8)
	vmovsd 1552(%rsp), %xmm1
	vmovsd %xmm1, 16(%rbp,%r9,8)
	vmovq 2064(%rsp), %xmm1
	vmovq %xmm1, 24(%rbp,%r9,8)
	vmovsd %xmm13, 32(%rbp,%r9,8)
	vmovq %xmm0, 40(%rbp,%r9,8)
	vmovq %xmm2, 48(%rbp,%r9,8)
	vmovq %xmm4, 56(%rbp,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $3075, %r9
	movq (%rsp), %rdx
	subq %r9, %rdx
	jb .LBB_695
	cmpq $8, %rdx
	jb .LBB_696
	vmovsd 2032(%rsp), %xmm0
	vmovsd %xmm0, (%rbp,%r9,8)
	vmovsd 2000(%rsp), %xmm0
	vmovsd %xmm0, 8(%rbp,%r9,8)
	vmovsd 544(%rsp), %xmm0
	vmovsd %xmm0, 16(%rbp,%r9,8)
	vmovsd 328(%rsp), %xmm0
	vmovsd %xmm0, 24(%rbp,%r9,8)
	vmovsd 320(%rsp), %xmm0
	vmovsd %xmm0, 32(%rbp,%r9,8)
	vmovq 312(%rsp), %xmm0
	vmovq %xmm0, 40(%rbp,%r9,8)
	vmovsd %xmm12, 48(%rbp,%r9,8)
	vmovsd %xmm15, 56(%rbp,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $4100, %r9
	movq (%rsp), %rdx
	subq %r9, %rdx
	jb .LBB_695
	cmpq $8, %rdx
	jb .LBB_696
	vmovsd 304(%rsp), %xmm0
	vmovsd %xmm0, (%rbp,%r9,8)
	vmovsd 296(%rsp), %xmm0
	vmovsd %xmm0, 8(%rbp,%r9,8)
	vmovsd 288(%rsp), %xmm0
	vmovsd %xmm0, 16(%rbp,%r9,8)
	vmovsd 280(%rsp), %xmm0
	vmovsd %xmm0, 24(%rbp,%r9,8)
	vmovsd 272(%rsp), %xmm0
	vmovsd %xmm0, 32(%rbp,%r9,8)
	vmovsd 264(%rsp), %xmm0
	vmovsd %xmm0, 40(%rbp,%r9,8)
	vmovsd 256(%rsp), %xmm0
	vmovsd %xmm0, 48(%rbp,%r9,8)
	vmovq 248(%rsp), %xmm0
	vmovq %xmm0, 56(%rbp,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $5125, %r9
	movq (%rsp), %rdx
	subq %r9, %rdx
	jb .LBB_695
	cmpq $8, %rdx
	jb .LBB_696
	vmovsd 240(%rsp), %xmm0
	vmovsd %xmm0, (%rbp,%r9,8)
	vmovsd 232(%rsp), %xmm0
	vmovsd %xmm0, 8(%rbp,%r9,8)
	vmovsd 224(%rsp), %xmm0
	vmovsd %xmm0, 16(%rbp,%r9,8)
	vmovsd 216(%rsp), %xmm0
	vmovsd %xmm0, 24(%rbp,%r9,8)
	vmovsd 208(%rsp), %xmm0
	vmovsd %xmm0, 32(%rbp,%r9,8)
	vmovsd 200(%rsp), %xmm0
	vmovsd %xmm0, 40(%rbp,%r9,8)
	vmovsd 192(%rsp), %xmm0
	vmovsd %xmm0, 48(%rbp,%r9,8)
	vmovq 184(%rsp), %xmm0
	vmovq %xmm0, 56(%rbp,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $6150, %r9
	movq (%rsp), %rdx
	subq %r9, %rdx
	jb .LBB_695
	cmpq $8, %rdx
	jb .LBB_696
	vmovsd 176(%rsp), %xmm0
	vmovsd %xmm0, (%rbp,%r9,8)
	vmovsd 56(%rsp), %xmm0
	vmovsd %xmm0, 8(%rbp,%r9,8)
	vmovsd 168(%rsp), %xmm0
	vmovsd %xmm0, 16(%rbp,%r9,8)
	vmovsd 160(%rsp), %xmm0
	vmovsd %xmm0, 24(%rbp,%r9,8)
	vmovsd 152(%rsp), %xmm0
	vmovsd %xmm0, 32(%rbp,%r9,8)
	vmovsd 144(%rsp), %xmm0
	vmovsd %xmm0, 40(%rbp,%r9,8)
	vmovsd 136(%rsp), %xmm0
	vmovsd %xmm0, 48(%rbp,%r9,8)
	vmovq 128(%rsp), %xmm0
	vmovq %xmm0, 56(%rbp,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $7175, %r9
	movq (%rsp), %rax
	subq %r9, %rax
	jb .LBB_695
	cmpq $8, %rax
	jb .LBB_717
	vmovsd 120(%rsp), %xmm0
	vmovsd %xmm0, (%rbp,%r9,8)
	vmovsd 112(%rsp), %xmm0
	vmovsd %xmm0, 8(%rbp,%r9,8)
	vmovsd 104(%rsp), %xmm0
	vmovsd %xmm0, 16(%rbp,%r9,8)
	vmovsd 96(%rsp), %xmm0
	vmovsd %xmm0, 24(%rbp,%r9,8)
	vmovsd 88(%rsp), %xmm0
	vmovsd %xmm0, 32(%rbp,%r9,8)
	vmovsd 80(%rsp), %xmm0
	vmovsd %xmm0, 40(%rbp,%r9,8)
	vmovsd 72(%rsp), %xmm0
	vmovsd %xmm0, 48(%rbp,%r9,8)
	vmovq 64(%rsp), %xmm0
	vmovq %xmm0, 56(%rbp,%r9,8)
	testb $1, %r12b
	je .LBB_182
	movq 384(%rsp), %rax
	leaq 8(%rax), %rcx
	movq %rcx, 384(%rsp)
	leaq 16(%rax), %rdx
	cmpq $1026, %rdx
	jae .LBB_203
	xorl %ebx, %ebx
	xorb $1, %r12b
	jmp .LBB_183
.LBB_203:
	cmpq $1024, %rcx
	movq 2416(%rsp), %r14
	movq 448(%rsp), %rdx
	movq 376(%rsp), %r12
	ja .LBB_238
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_205:
	cmpq %r13, %rcx
	jae .LBB_764
	leaq (%r14,%rax), %rdi
	addq $8, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq (%r15,%rcx,8), %xmm0
	vmovq %xmm0, -65600(%rdx,%rax,8)
	leaq 1(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $1033, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 8(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -57400(%rdx,%rax,8)
	leaq 2(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $2058, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 16(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -49200(%rdx,%rax,8)
	leaq 3(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $3083, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 24(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -41000(%rdx,%rax,8)
	leaq 4(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $4108, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 32(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -32800(%rdx,%rax,8)
	leaq 5(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $5133, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 40(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -24600(%rdx,%rax,8)
	leaq 6(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $6158, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 48(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -16400(%rdx,%rax,8)
	leaq 7(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $7183, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 56(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -8200(%rdx,%rax,8)
	leaq 8(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $8208, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 64(%r15,%rcx,8), %xmm0
	vmovq %xmm0, (%rdx,%rax,8)
	leaq 9(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $9233, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 72(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 8200(%rdx,%rax,8)
	leaq 10(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $10258, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 80(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 16400(%rdx,%rax,8)
	leaq 11(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $11283, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 88(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 24600(%rdx,%rax,8)
	leaq 12(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $12308, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 96(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 32800(%rdx,%rax,8)
	leaq 13(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $13333, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 104(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 41000(%rdx,%rax,8)
	leaq 14(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $14358, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 112(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 49200(%rdx,%rax,8)
	leaq 15(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_765
	leaq (%r14,%rax), %rdi
	addq $15383, %rdi
	cmpq (%rsp), %rdi
	jae .LBB_751
	vmovq 120(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 57400(%rdx,%rax,8)
	incq %rax
	addq $16, %rcx
	cmpq $1017, %rax
	jne .LBB_205
.LBB_238:
	movq 1400(%rsp), %rax
	jmp .LBB_143
.LBB_239:
	movl $8, %ecx
	movl $8, %r8d
	leaq 560(%rsp), %rdi
	movq %r13, %rsi
	movq %r15, %rdx
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 576(%rsp), %r12
	movq 568(%rsp), %rbx
	leaq (%rbx,%r12,8), %rdi
	cmpq $2, %r15
	jae .LBB_93
	jmp .LBB_94
.LBB_241:
	movl $8, %ecx
	movl $8, %r8d
	leaq 584(%rsp), %rdi
	movq %r15, %rsi
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 600(%rsp), %rbx
	movq 592(%rsp), %r14
	leaq (%r14,%rbx,8), %rdi
	cmpq $16399, %r15
	jne .LBB_98
	jmp .LBB_99
.LBB_243:
	movq $0, 416(%rsp)
	jmp .LBB_64
.LBB_244:
	movq (%rsp), %rsi
	movq %rsi, %rax
	subq %r14, %rax
	movl $0, %edx
	cmovaeq %rax, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	movabsq $17996823486545904, %rdi
	cmpq %rdi, %rax
	seta %dl
	addq %rcx, %rdx
	movq %r14, 784(%rsp)
	movq %rdx, 792(%rsp)
	movq $1024, 800(%rsp)
	movb $1, 808(%rsp)
	movq 456(%rsp), %rdi
	movq 1792(%rsp), %rdx
	leaq 784(%rsp), %rcx
	movq %rbp, %r8
	movq %rsi, %r9
	vzeroupper
	callq kernel_sliding::wma::periods_into
	movq (%rsp), %r12
.LBB_246:
	movq 8(%rsp), %rax
	movq %rax, 1424(%rsp)
	movq %rbp, 1432(%rsp)
	movq %r12, 1440(%rsp)
	leaq 784(%rsp), %rdi
	leaq 2848(%rsp), %rsi
	leaq 1424(%rsp), %rdx
	vzeroupper
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 1968(%rsp), %rbp
	movq 2480(%rsp), %rax
	cmpq $5, %rax
	jne .LBB_54
	jmp .LBB_249
.LBB_248:
	leaq (,%rsi,8), %rdi
	addq %rbp, %rdi
	jmp .LBB_85
.LBB_249:
	movq 1952(%rsp), %rsi
	cmpq 2232(%rsp), %rsi
	leaq 784(%rsp), %rdi
	jne .LBB_51
.LBB_250:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_734
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_252:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 456(%rsp), %rcx
	movq %rcx, 2672(%rsp)
	movq %r12, 2680(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 2688(%rsp)
	movq %rax, 2720(%rsp)
	movq %rdx, 2728(%rsp)
	leaq 1616(%rsp), %rdi
	vxorpd %xmm0, %xmm0, %xmm0
	movq %r12, %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 1824(%rsp), %rdi
	vxorpd %xmm0, %xmm0, %xmm0
	movq %r12, %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 1424(%rsp), %rdi
	vxorpd %xmm0, %xmm0, %xmm0
	movq %r12, %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 784(%rsp), %rdi
	movl $1, %ecx
	movl $1, %r8d
	movq %r12, %rsi
	xorl %edx, %edx
	callq alloc::raw_vec::RawVecInner<A>::try_allocate_in
	movq 792(%rsp), %rdi
	cmpb $0, 784(%rsp)
	jne .LBB_736
	vmovups 1616(%rsp), %xmm0
	vmovaps %xmm0, 2288(%rsp)
	movq 800(%rsp), %rax
	movq 1632(%rsp), %rcx
	movq %rcx, 2304(%rsp)
	vmovups 1824(%rsp), %xmm0
	vmovups %xmm0, 2312(%rsp)
	movq 1840(%rsp), %rcx
	movq %rcx, 2328(%rsp)
	vmovupd 1424(%rsp), %xmm0
	vmovapd %xmm0, 2336(%rsp)
	movq 1440(%rsp), %rcx
	movq %rcx, 2352(%rsp)
	movq %rdi, 2360(%rsp)
	movq %rax, 2368(%rsp)
	movq $0, 2376(%rsp)
	leaq 784(%rsp), %rdi
	movl $8, %ecx
	movl $16, %r8d
	movq %rbp, %rsi
	xorl %edx, %edx
	callq alloc::raw_vec::RawVecInner<A>::try_allocate_in
	movq 792(%rsp), %rdi
	cmpb $0, 784(%rsp)
	jne .LBB_737
	movq 800(%rsp), %rax
	movq %rdi, 1752(%rsp)
	movq %rax, 1760(%rsp)
	movq $0, 1768(%rsp)
	testq %rbp, %rbp
	je .LBB_689
	movq %r12, %rax
	subq $1, %rax
	movq %rax, 2456(%rsp)
	adcq $-1, %r12
	movq %r12, %rcx
	shrq $6, %rcx
	andl $63, %r12d
	cmpq $1, %r12
	sbbq $-1, %rcx
	movq %rcx, 2464(%rsp)
	leaq 1976(%rsp), %rbp
.LBB_259:
	movq (%r13), %rsi
	movq %rbp, %rdi
	vzeroupper
	callq kernel_sliding::combo::{{closure}}
	movq %r13, %r15
	movq %rax, %r13
	movq %rdx, %r14
	movq 8(%r15), %rsi
	movq %rbp, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, %r12
	movq %rdx, %rbx
	movq 32(%r15), %rsi
	movq %rbp, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 1960(%rsp)
	movq %rdx, 2736(%rsp)
	movq 40(%r15), %rsi
	movq %rbp, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 1400(%rsp)
	movq %rdx, 368(%rsp)
	movq 24(%r15), %rsi
	movq %rbp, %rdi
	movq %rsi, 376(%rsp)
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 1952(%rsp)
	movq %rdx, 1968(%rsp)
	movq %r15, 1416(%rsp)
	movq 2296(%rsp), %rax
	movq %rax, 528(%rsp)
	movq 2304(%rsp), %rbp
	leaq (,%rbp,8), %rax
	testq %rbp, %rbp
	je .LBB_276
	leaq -8(%rax), %rsi
	shrq $3, %rsi
	cmpq %rsi, %r14
	cmovbq %r14, %rsi
	cmpq %rbx, %rsi
	cmovaeq %rbx, %rsi
	cmpq $8, %rsi
	jae .LBB_268
	movq 528(%rsp), %r8
.LBB_267:
	movq %r8, %rcx
	xorl %edx, %edx
	jmp .LBB_272
.LBB_268:
	movq 528(%rsp), %r8
	movq %r8, %rcx
	subq %r12, %rcx
	cmpq $64, %rcx
	jb .LBB_267
	movq %r8, %rdi
	subq %r13, %rdi
	movq %r8, %rcx
	movl $0, %edx
	cmpq $64, %rdi
	jb .LBB_272
	incq %rsi
	movl %esi, %ecx
	andl $7, %ecx
	movl $8, %edx
	cmoveq %rdx, %rcx
	movq %rsi, %rdx
	subq %rcx, %rdx
	leaq (%r8,%rdx,8), %rcx
	xorl %esi, %esi
.LBB_271:
	vmovupd (%r12,%rsi,8), %ymm0
	vmovupd 32(%r12,%rsi,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%r13,%rsi,8), %ymm0, %ymm0
	vsubpd 32(%r13,%rsi,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r8,%rsi,8)
	vmovupd %ymm1, 32(%r8,%rsi,8)
	addq $8, %rsi
	cmpq %rsi, %rdx
	jne .LBB_271
.LBB_272:
	leaq (%r8,%rbp,8), %rsi
.LBB_273:
	cmpq %rdx, %rbx
	je .LBB_756
	cmpq %rdx, %r14
	je .LBB_755
	vmovsd (%r12,%rdx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rcx)
	addq $8, %rcx
	incq %rdx
	cmpq %rsi, %rcx
	jne .LBB_273
.LBB_276:
	movq 1416(%rsp), %rcx
	movq 16(%rcx), %rbx
	testq %rbx, %rbx
	js .LBB_766
	movq 2320(%rsp), %r13
	movq 2328(%rsp), %rcx
	movq %rbp, 2240(%rsp)
	movq %rcx, 2248(%rsp)
	cmpq %rcx, %rbp
	jne .LBB_729
	movl $53, %esi
	testq %rbx, %rbx
	movabsq $9221120237041090560, %r9
	je .LBB_738
	xorl %ecx, %ecx
	testq %rbp, %rbp
	je .LBB_283
.LBB_280:
	movq 528(%rsp), %rdx
	vmovsd (%rdx,%rcx,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_283
	incq %rcx
	addq $-8, %rax
	jne .LBB_280
	movq %rbp, %rcx
.LBB_283:
	addq %rbx, %rcx
	decq %rcx
	cmpq %rcx, %rbp
	movq %rcx, %r14
	cmovbq %rbp, %r14
	leaq (,%r14,8), %rax
	leaq (,%r14,8), %r10
	addq %r13, %r10
	testq %r14, %r14
	je .LBB_295
	leaq -8(%rax), %rsi
	movq %r13, %rdi
	cmpq $24, %rsi
	jb .LBB_294
	movq %rsi, %rdx
	shrq $3, %rdx
	incq %rdx
	cmpq $120, %rsi
	jae .LBB_287
	xorl %esi, %esi
	jmp .LBB_291
.LBB_287:
	movq %rdx, %rsi
	movabsq $4611686018427387888, %rdi
	andq %rdi, %rsi
	xorl %edi, %edi
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_288:
	vmovupd %ymm0, (%r13,%rdi,8)
	vmovupd %ymm0, 32(%r13,%rdi,8)
	vmovupd %ymm0, 64(%r13,%rdi,8)
	vmovupd %ymm0, 96(%r13,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_288
	cmpq %rsi, %rdx
	je .LBB_295
	testb $12, %dl
	je .LBB_687
.LBB_291:
	movabsq $4611686018427387888, %rdi
	leaq 12(%rdi), %r8
	andq %rdx, %r8
	leaq (,%r8,8), %rdi
	addq %r13, %rdi
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_292:
	vmovupd %ymm0, (%r13,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %r8
	jne .LBB_292
	cmpq %r8, %rdx
	je .LBB_295
.LBB_294:
	movq %r9, (%rdi)
	addq $8, %rdi
	cmpq %r10, %rdi
	jne .LBB_294
.LBB_295:
	cmpq %rbp, %rcx
	jae .LBB_446
	movabsq $1152921504606846976, %rdx
	leaq (%rdx,%rbx), %rcx
	decq %rcx
	movq %rcx, 544(%rsp)
	movq %rbx, %rsi
	shlq $4, %rsi
	leaq 16384(%rsi), %rcx
	movq %rcx, 776(%rsp)
	leaq -1(%rbp), %r12
	leaq 1(%rbx), %rcx
	imulq %rbx, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovsd .LCPI_4(%rip), %xmm1
	vdivsd %xmm0, %xmm1, %xmm2
	leaq -16(%rdx), %rcx
	movq %rsi, 408(%rsp)
	andq %rsi, %rcx
	movq %rcx, 416(%rsp)
	vcvtsi2sd %rbx, %xmm15, %xmm3
	movq %rbx, %rcx
	shlq $7, %rcx
	movq %rcx, 1408(%rsp)
	vmovq %rbp, %xmm1
	vpbroadcastq %xmm1, %ymm1
	vmovdqu %ymm1, 2544(%rsp)
	vbroadcastsd %xmm0, %ymm0
	vmovupd %ymm0, 2576(%rsp)
	vmovapd %xmm2, 2640(%rsp)
	vbroadcastsd %xmm2, %ymm0
	vmovupd %ymm0, 2416(%rsp)
	vmovapd %xmm3, 2608(%rsp)
	vbroadcastsd %xmm3, %ymm0
	vmovupd %ymm0, 2480(%rsp)
	leaq (%rax,%r13), %rsi
	addq $65664, %rsi
	movq %rbp, %rax
	subq %r14, %rax
	movq %rax, 432(%rsp)
	addq $-1025, %rax
	movq %rax, 424(%rsp)
	movq %rbp, 336(%rsp)
	movq %rbx, 8(%rsp)
.LBB_297:
	movq %rsi, 440(%rsp)
	movq %rbp, %rdx
	subq %r14, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	movabsq $17996823486545904, %rsi
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	cmpq $8, %rdx
	jb .LBB_445
	movq %r10, 448(%rsp)
	leaq 560(%rsp), %rdi
	movq 776(%rsp), %rsi
	vzeroupper
	callq alloc::vec::Vec<T,A>::resize
	movl $16400, %esi
	leaq 584(%rsp), %rdi
	callq alloc::vec::Vec<T,A>::resize
	movq %r14, 16(%rsp)
	movq %r14, %rax
	subq %rbx, %rax
	vmovq %rax, %xmm0
	vpbroadcastq %xmm0, %ymm0
	vpaddq .LCPI_5(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 608(%rsp)
	vpaddq .LCPI_6(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 640(%rsp)
	vpaddq .LCPI_7(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 672(%rsp)
	vpaddq .LCPI_8(%rip), %ymm0, %ymm0
	vmovdqu %ymm0, 704(%rsp)
	movq 568(%rsp), %r15
	movq 576(%rsp), %r8
	movq %r8, %r10
	shrq $4, %r10
	movq $0, 1616(%rsp)
	cmpq $128, %r8
	jb .LBB_302
	movq 608(%rsp), %rax
	addq $8, %rax
	cmpq %rbp, %rax
	jbe .LBB_349
.LBB_302:
	xorl %eax, %eax
.LBB_303:
	cmpq %r10, %rax
	jae .LBB_309
	movq %rax, %r9
	shlq $4, %r9
	movq %r8, %r14
	subq %r9, %r14
	movq 528(%rsp), %rsi
	movq 416(%rsp), %rdi
.LBB_305:
	cmpq %r8, %r9
	ja .LBB_712
	cmpq $16, %r14
	jb .LBB_713
	leaq 1(%rax), %rcx
	movq 608(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	movq 616(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	movq 624(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	movq 632(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	movq 640(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	movq 648(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	movq 656(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	movq 664(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 56(%r15,%r9,8)
	movq 672(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 64(%r15,%r9,8)
	movq 680(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 72(%r15,%r9,8)
	movq 688(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 80(%r15,%r9,8)
	movq 696(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 88(%r15,%r9,8)
	movq 704(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 96(%r15,%r9,8)
	movq 712(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 104(%r15,%r9,8)
	movq 720(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 112(%r15,%r9,8)
	addq 728(%rsp), %rax
	cmpq %rax, %r12
	cmovbq %r12, %rax
	vmovq (%rsi,%rax,8), %xmm0
	vmovq %xmm0, 120(%r15,%r9,8)
	addq $16, %r9
	addq $-16, %r14
	movq %rcx, %rax
	cmpq %rcx, %r10
	jne .LBB_305
	movq 576(%rsp), %r8
	jmp .LBB_310
.LBB_309:
	movq 416(%rsp), %rdi
.LBB_310:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 2192(%rsp)
	vmovdqu %ymm0, 2160(%rsp)
	vmovdqu %ymm0, 2128(%rsp)
	vmovdqu %ymm0, 2096(%rsp)
	vmovdqu %ymm0, 1712(%rsp)
	vmovdqu %ymm0, 1680(%rsp)
	vmovdqu %ymm0, 1648(%rsp)
	vmovdqu %ymm0, 1616(%rsp)
	vmovdqu %ymm0, 1920(%rsp)
	vmovdqu %ymm0, 1888(%rsp)
	vmovdqu %ymm0, 1856(%rsp)
	vmovdqu %ymm0, 1824(%rsp)
	vmovdqu %ymm0, 1520(%rsp)
	vmovdqu %ymm0, 1488(%rsp)
	vmovdqu %ymm0, 1456(%rsp)
	vmovdqu %ymm0, 1424(%rsp)
	cmpq %r8, 408(%rsp)
	ja .LBB_724
	movq 568(%rsp), %rax
	testq %rdi, %rdi
	je .LBB_315
	vmovupd 2096(%rsp), %ymm11
	vmovupd 2128(%rsp), %ymm9
	vmovupd 2160(%rsp), %ymm8
	vmovupd 2192(%rsp), %ymm4
	vmovups 1616(%rsp), %ymm0
	vmovups %ymm0, 1360(%rsp)
	vmovups 1648(%rsp), %ymm0
	vmovups %ymm0, 464(%rsp)
	vmovups 1680(%rsp), %ymm0
	vmovups %ymm0, 496(%rsp)
	vmovups 1712(%rsp), %ymm5
	vmovupd 1824(%rsp), %ymm10
	vmovupd 1856(%rsp), %ymm6
	vmovupd 1888(%rsp), %ymm2
	vmovups 1920(%rsp), %ymm13
	vmovups 1424(%rsp), %ymm0
	vmovups %ymm0, 1296(%rsp)
	vmovups 1456(%rsp), %ymm0
	vmovups %ymm0, 1328(%rsp)
	vmovups 1488(%rsp), %ymm0
	vmovups %ymm0, 736(%rsp)
	vmovups 1520(%rsp), %ymm1
	movl $1, %ecx
	xorl %edx, %edx
	vxorpd %xmm15, %xmm15, %xmm15
	vxorps %xmm0, %xmm0, %xmm0
	vmovups %ymm0, 1584(%rsp)
	vmovups %ymm0, 1552(%rsp)
	vxorpd %xmm12, %xmm12, %xmm12
.LBB_313:
	vmovups %ymm13, 1792(%rsp)
	vmovups %ymm1, 2000(%rsp)
	vmovups %ymm5, 2032(%rsp)
	vmovupd %ymm15, 2064(%rsp)
	vmovapd %ymm11, %ymm13
	vmovapd %ymm10, %ymm14
	vmovapd %ymm9, %ymm15
	vmovapd %ymm6, %ymm0
	vmovapd %ymm8, %ymm1
	vmovapd %ymm2, %ymm7
	vmovapd %ymm4, %ymm5
	vcvtsi2sd %rcx, %xmm11, %xmm2
	vbroadcastsd %xmm2, %ymm3
	vmovupd (%rax,%rdx,8), %ymm4
	vmulpd %ymm3, %ymm4, %ymm2
	vaddpd %ymm2, %ymm12, %ymm12
	vmovupd %ymm12, 2384(%rsp)
	vbroadcastsd .LCPI_9(%rip), %ymm12
	vmulpd %ymm4, %ymm12, %ymm2
	vsubpd %ymm4, %ymm2, %ymm6
	vsubpd %ymm6, %ymm2, %ymm6
	vmulpd %ymm3, %ymm6, %ymm8
	vaddpd %ymm8, %ymm11, %ymm11
	vsubpd %ymm13, %ymm11, %ymm9
	vsubpd %ymm9, %ymm11, %ymm2
	vsubpd %ymm2, %ymm13, %ymm10
	vmovupd 32(%rax,%rdx,8), %ymm2
	vsubpd %ymm6, %ymm4, %ymm6
	vsubpd %ymm9, %ymm8, %ymm8
	vaddpd %ymm10, %ymm8, %ymm8
	vmulpd %ymm3, %ymm6, %ymm6
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd 1360(%rsp), %ymm8
	vaddpd %ymm6, %ymm8, %ymm8
	vmovupd %ymm8, 1360(%rsp)
	vaddpd %ymm4, %ymm14, %ymm10
	vsubpd %ymm14, %ymm10, %ymm6
	vsubpd %ymm6, %ymm10, %ymm8
	vsubpd %ymm8, %ymm14, %ymm8
	vsubpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm8, %ymm4
	vmovupd 1296(%rsp), %ymm6
	vaddpd %ymm4, %ymm6, %ymm6
	vmovupd %ymm6, 1296(%rsp)
	vmulpd %ymm3, %ymm2, %ymm4
	vmovupd 1552(%rsp), %ymm6
	vaddpd %ymm4, %ymm6, %ymm6
	vmovupd %ymm6, 1552(%rsp)
	vmulpd %ymm2, %ymm12, %ymm4
	vsubpd %ymm2, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm6
	vmulpd %ymm3, %ymm6, %ymm8
	vaddpd %ymm8, %ymm15, %ymm9
	vsubpd %ymm15, %ymm9, %ymm13
	vsubpd %ymm13, %ymm9, %ymm4
	vsubpd %ymm4, %ymm15, %ymm14
	vmovupd 2064(%rsp), %ymm15
	vmovupd 64(%rax,%rdx,8), %ymm4
	vsubpd %ymm6, %ymm2, %ymm6
	vsubpd %ymm13, %ymm8, %ymm8
	vaddpd %ymm14, %ymm8, %ymm8
	vmulpd %ymm3, %ymm6, %ymm6
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd 464(%rsp), %ymm8
	vaddpd %ymm6, %ymm8, %ymm8
	vmovupd %ymm8, 464(%rsp)
	vaddpd %ymm0, %ymm2, %ymm6
	vsubpd %ymm0, %ymm6, %ymm8
	vsubpd %ymm8, %ymm6, %ymm13
	vsubpd %ymm13, %ymm0, %ymm0
	vsubpd %ymm8, %ymm2, %ymm2
	vaddpd %ymm0, %ymm2, %ymm0
	vmovupd 1328(%rsp), %ymm2
	vaddpd %ymm0, %ymm2, %ymm2
	vmovupd %ymm2, 1328(%rsp)
	vmulpd %ymm3, %ymm4, %ymm0
	vmovupd 1584(%rsp), %ymm2
	vaddpd %ymm0, %ymm2, %ymm2
	vmovupd %ymm2, 1584(%rsp)
	vmulpd %ymm4, %ymm12, %ymm0
	vsubpd %ymm4, %ymm0, %ymm2
	vsubpd %ymm2, %ymm0, %ymm2
	vmulpd %ymm3, %ymm2, %ymm13
	vaddpd %ymm1, %ymm13, %ymm8
	vsubpd %ymm1, %ymm8, %ymm14
	vsubpd %ymm14, %ymm8, %ymm0
	vsubpd %ymm0, %ymm1, %ymm1
	vmovupd 96(%rax,%rdx,8), %ymm0
	vsubpd %ymm2, %ymm4, %ymm2
	vsubpd %ymm14, %ymm13, %ymm13
	vaddpd %ymm1, %ymm13, %ymm1
	vmulpd %ymm3, %ymm2, %ymm2
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd 496(%rsp), %ymm2
	vaddpd %ymm1, %ymm2, %ymm2
	vmovupd %ymm2, 496(%rsp)
	vaddpd %ymm7, %ymm4, %ymm2
	vsubpd %ymm7, %ymm2, %ymm1
	vsubpd %ymm1, %ymm2, %ymm13
	vsubpd %ymm13, %ymm7, %ymm7
	vsubpd %ymm1, %ymm4, %ymm1
	vaddpd %ymm7, %ymm1, %ymm1
	vmovupd 736(%rsp), %ymm4
	vaddpd %ymm1, %ymm4, %ymm4
	vmovupd %ymm4, 736(%rsp)
	vmulpd %ymm3, %ymm0, %ymm1
	vaddpd %ymm1, %ymm15, %ymm15
	vmulpd %ymm0, %ymm12, %ymm1
	vmovupd 2384(%rsp), %ymm12
	vsubpd %ymm0, %ymm1, %ymm4
	vsubpd %ymm4, %ymm1, %ymm1
	vmulpd %ymm3, %ymm1, %ymm7
	vaddpd %ymm7, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm13
	vsubpd %ymm13, %ymm4, %ymm14
	vsubpd %ymm14, %ymm5, %ymm5
	vsubpd %ymm13, %ymm7, %ymm7
	vaddpd %ymm5, %ymm7, %ymm5
	vmovupd 1792(%rsp), %ymm7
	vsubpd %ymm1, %ymm0, %ymm1
	vmulpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm5, %ymm1, %ymm1
	vmovupd 2032(%rsp), %ymm5
	vaddpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm7, %ymm0, %ymm13
	vsubpd %ymm7, %ymm13, %ymm1
	vsubpd %ymm1, %ymm13, %ymm3
	vsubpd %ymm3, %ymm7, %ymm3
	vsubpd %ymm1, %ymm0, %ymm0
	vmovupd 2000(%rsp), %ymm1
	vaddpd %ymm3, %ymm0, %ymm0
	vaddpd %ymm0, %ymm1, %ymm1
	incq %rcx
	addq $16, %rdx
	cmpq %rdx, %rdi
	jne .LBB_313
	vmovupd %ymm11, 2096(%rsp)
	vmovups 1360(%rsp), %ymm0
	vmovups %ymm0, 1616(%rsp)
	vmovupd %ymm10, 1824(%rsp)
	vmovups 1296(%rsp), %ymm0
	vmovups %ymm0, 1424(%rsp)
	vmovupd %ymm9, 2128(%rsp)
	vmovups 464(%rsp), %ymm0
	vmovups %ymm0, 1648(%rsp)
	vmovupd %ymm6, 1856(%rsp)
	vmovups 1328(%rsp), %ymm0
	vmovups %ymm0, 1456(%rsp)
	vmovupd %ymm8, 2160(%rsp)
	vmovups 496(%rsp), %ymm0
	vmovups %ymm0, 1680(%rsp)
	vmovupd %ymm2, 1888(%rsp)
	vmovdqu 736(%rsp), %ymm0
	vmovdqu %ymm0, 1488(%rsp)
	vmovupd %ymm4, 2192(%rsp)
	vmovupd %ymm5, 1712(%rsp)
	vmovupd %ymm13, 1920(%rsp)
	vmovupd %ymm1, 1520(%rsp)
	vmovdqu 1584(%rsp), %ymm1
	vmovupd 1552(%rsp), %ymm3
	vmovapd %ymm12, %ymm11
	movq 600(%rsp), %r14
	movl $16, %esi
	cmpq $16, %r14
	jae .LBB_316
	jmp .LBB_726
.LBB_315:
	vxorpd %xmm15, %xmm15, %xmm15
	vpxor %xmm1, %xmm1, %xmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm11, %xmm11, %xmm11
	movq 600(%rsp), %r14
	movl $16, %esi
	cmpq $16, %r14
	jb .LBB_726
.LBB_316:
	movq %r8, %rcx
	vmovupd 2576(%rsp), %ymm2
	vdivpd %ymm2, %ymm11, %ymm0
	movq 592(%rsp), %r15
	vmovupd %ymm0, (%r15)
	vdivpd %ymm2, %ymm3, %ymm0
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm0, 32(%r15)
	vmovupd %ymm1, 64(%r15)
	vdivpd %ymm2, %ymm15, %ymm0
	vmovupd %ymm0, 96(%r15)
	leaq -16(%r14), %rdx
	shrq $4, %rdx
	incq %rdx
	movq %rdx, 496(%rsp)
	leaq 128(%r15), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	movq 1408(%rsp), %r8
	addq %rax, %r8
	movq %r8, %r9
	negq %r9
	addq %r15, %r9
	addq $128, %r9
	cmpq $32, %rdi
	setb %dil
	cmpq $32, %r9
	setb %r9b
	orb %dil, %r9b
	movb %r9b, 464(%rsp)
	movl $1, %r10d
	movq %rax, %r11
	jmp .LBB_319
.LBB_317:
	vmovupd 2096(%rsp), %ymm0
	vmovupd 1824(%rsp), %ymm2
	vmovupd 1424(%rsp), %ymm1
	vmovupd (%rax,%r9,8), %ymm3
	vbroadcastsd .LCPI_9(%rip), %ymm11
	vmulpd %ymm3, %ymm11, %ymm4
	vsubpd %ymm3, %ymm4, %ymm5
	vsubpd %ymm5, %ymm4, %ymm4
	vsubpd %ymm4, %ymm3, %ymm5
	vmovupd 2480(%rsp), %ymm13
	vmulpd %ymm4, %ymm13, %ymm4
	vaddpd %ymm4, %ymm0, %ymm6
	vsubpd %ymm0, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm8
	vsubpd %ymm8, %ymm0, %ymm0
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm0, %ymm4, %ymm4
	vbroadcastsd .LCPI_10(%rip), %ymm0
	vxorpd %ymm0, %ymm2, %ymm7
	vsubpd %ymm2, %ymm6, %ymm8
	vsubpd %ymm6, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd %ymm9, %ymm7, %ymm7
	vaddpd %ymm6, %ymm7, %ymm6
	vaddpd %ymm6, %ymm4, %ymm4
	vmulpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm4, %ymm5, %ymm4
	vaddpd 1616(%rsp), %ymm4, %ymm4
	vmovupd -128(%rax,%rbx,8), %ymm5
	vaddpd %ymm3, %ymm2, %ymm6
	vsubpd %ymm2, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm7, %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vxorpd %ymm0, %ymm5, %ymm3
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm5, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm7, %ymm3, %ymm3
	vaddpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm3, %ymm2, %ymm2
	vaddpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm8, 2096(%rsp)
	vmovupd %ymm4, 1616(%rsp)
	vmovupd %ymm5, 1824(%rsp)
	vmovupd %ymm1, 1424(%rsp)
	vaddpd %ymm4, %ymm8, %ymm1
	vmovupd 2416(%rsp), %ymm12
	vmulpd %ymm1, %ymm12, %ymm1
	vmovupd %ymm1, (%r15,%rbx,8)
	vmovupd 2128(%rsp), %ymm2
	vmovupd 1856(%rsp), %ymm3
	vmovupd 1456(%rsp), %ymm1
	vmovupd 32(%rax,%r9,8), %ymm4
	vmulpd %ymm4, %ymm11, %ymm5
	vsubpd %ymm4, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm4, %ymm6
	vmulpd %ymm5, %ymm13, %ymm5
	vaddpd %ymm5, %ymm2, %ymm7
	vsubpd %ymm2, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vxorpd %ymm0, %ymm3, %ymm5
	vsubpd %ymm3, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm6, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd 1648(%rsp), %ymm2, %ymm2
	vmovupd -96(%rax,%rbx,8), %ymm5
	vaddpd %ymm4, %ymm3, %ymm6
	vsubpd %ymm3, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm3, %ymm3
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vxorpd %ymm0, %ymm5, %ymm4
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm5, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vmovupd %ymm8, 2128(%rsp)
	vmovupd %ymm2, 1648(%rsp)
	vmovupd %ymm5, 1856(%rsp)
	vmovupd %ymm1, 1456(%rsp)
	vaddpd %ymm2, %ymm8, %ymm1
	vmulpd %ymm1, %ymm12, %ymm1
	vmovupd %ymm1, 32(%r15,%rbx,8)
	vmovupd 2160(%rsp), %ymm2
	vmovupd 1888(%rsp), %ymm3
	vmovupd 1488(%rsp), %ymm1
	vmovupd 64(%rax,%r9,8), %ymm4
	vmulpd %ymm4, %ymm11, %ymm5
	vsubpd %ymm4, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm4, %ymm6
	vmulpd %ymm5, %ymm13, %ymm5
	vaddpd %ymm5, %ymm2, %ymm7
	vsubpd %ymm2, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vxorpd %ymm0, %ymm3, %ymm5
	vsubpd %ymm3, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm6, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd 1680(%rsp), %ymm2, %ymm2
	vmovupd -64(%rax,%rbx,8), %ymm5
	vaddpd %ymm4, %ymm3, %ymm6
	vsubpd %ymm3, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm3, %ymm3
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vxorpd %ymm0, %ymm5, %ymm4
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm5, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vmovupd %ymm8, 2160(%rsp)
	vmovupd %ymm2, 1680(%rsp)
	vmovupd %ymm5, 1888(%rsp)
	vmovupd %ymm1, 1488(%rsp)
	vaddpd %ymm2, %ymm8, %ymm1
	vmulpd %ymm1, %ymm12, %ymm1
	vmovupd %ymm1, 64(%r15,%rbx,8)
	vmovupd 2192(%rsp), %ymm2
	vmovupd 1920(%rsp), %ymm3
	vmovupd 1520(%rsp), %ymm1
	vmovupd 96(%rax,%r9,8), %ymm4
	vmulpd %ymm4, %ymm11, %ymm5
	vsubpd %ymm4, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm4, %ymm6
	vmulpd %ymm5, %ymm13, %ymm5
	vaddpd %ymm5, %ymm2, %ymm7
	vsubpd %ymm2, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vxorpd %ymm0, %ymm3, %ymm5
	vsubpd %ymm3, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm6, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd 1712(%rsp), %ymm2, %ymm2
	vmovupd -32(%rax,%rbx,8), %ymm5
	vaddpd %ymm4, %ymm3, %ymm6
	vsubpd %ymm3, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm3, %ymm3
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vxorpd %ymm0, %ymm5, %ymm0
	vsubpd %ymm5, %ymm6, %ymm4
	vsubpd %ymm6, %ymm4, %ymm5
	vsubpd %ymm5, %ymm4, %ymm7
	vsubpd %ymm7, %ymm6, %ymm6
	vsubpd %ymm5, %ymm0, %ymm0
	vaddpd %ymm6, %ymm0, %ymm0
	vaddpd %ymm0, %ymm3, %ymm0
	vaddpd %ymm0, %ymm1, %ymm0
	vmovupd %ymm8, 2192(%rsp)
	vmovupd %ymm2, 1712(%rsp)
	vmovupd %ymm4, 1920(%rsp)
	vmovupd %ymm0, 1520(%rsp)
	vaddpd %ymm2, %ymm8, %ymm0
	vmulpd %ymm0, %ymm12, %ymm0
	vmovupd %ymm0, 96(%r15,%rbx,8)
	movq 336(%rsp), %rbp
.LBB_318:
	incq %r10
	subq $-128, %rdx
	subq $-128, %r11
	subq $-128, %r8
	cmpq $1025, %r10
	je .LBB_328
.LBB_319:
	movq 544(%rsp), %rdi
	leaq (%rdi,%r10), %r9
	shlq $4, %r9
	movq %rcx, %rbx
	subq %r9, %rbx
	jb .LBB_699
	cmpq $16, %rbx
	jb .LBB_700
	movq %r10, %rbx
	shlq $4, %rbx
	leaq -16(%rbx), %rdi
	movq %rcx, %rbp
	subq %rdi, %rbp
	jb .LBB_701
	cmpq $16, %rbp
	jb .LBB_702
	movq %r14, %rbp
	subq %rbx, %rbp
	jb .LBB_703
	cmpq 496(%rsp), %r10
	je .LBB_704
	cmpb $0, 464(%rsp)
	je .LBB_317
	xorl %edi, %edi
	vmovsd .LCPI_9(%rip), %xmm12
	vmovddup .LCPI_10(%rip), %xmm13
	movq 336(%rsp), %rbp
	vmovapd 2640(%rsp), %xmm14
	vmovapd 2608(%rsp), %xmm15
.LBB_327:
	vmovsd 2096(%rsp,%rdi), %xmm4
	vmovsd 1824(%rsp,%rdi), %xmm3
	vmovsd 1424(%rsp,%rdi), %xmm0
	vmovsd (%r8,%rdi), %xmm2
	vmulsd %xmm2, %xmm12, %xmm1
	vsubsd %xmm2, %xmm1, %xmm5
	vsubsd %xmm5, %xmm1, %xmm5
	vmulsd %xmm5, %xmm15, %xmm6
	vaddsd %xmm6, %xmm4, %xmm7
	vsubsd %xmm3, %xmm7, %xmm1
	vsubsd %xmm7, %xmm1, %xmm8
	vsubsd %xmm4, %xmm7, %xmm9
	vunpcklpd %xmm1, %xmm7, %xmm10
	vunpcklpd %xmm8, %xmm9, %xmm11
	vsubpd %xmm11, %xmm10, %xmm10
	vmovsd (%r11,%rdi), %xmm11
	vsubsd %xmm5, %xmm2, %xmm5
	vunpcklpd %xmm7, %xmm4, %xmm4
	vxorpd %xmm3, %xmm13, %xmm7
	vsubpd %xmm10, %xmm4, %xmm4
	vsubsd %xmm8, %xmm7, %xmm7
	vsubsd %xmm9, %xmm6, %xmm6
	vunpcklpd %xmm7, %xmm6, %xmm6
	vaddpd %xmm4, %xmm6, %xmm4
	vshufpd $1, %xmm4, %xmm4, %xmm6
	vaddsd %xmm6, %xmm4, %xmm4
	vmulsd %xmm5, %xmm15, %xmm5
	vsubsd %xmm0, %xmm5, %xmm5
	vaddsd %xmm4, %xmm5, %xmm4
	vaddsd %xmm2, %xmm3, %xmm5
	vsubsd %xmm11, %xmm5, %xmm6
	vsubsd %xmm5, %xmm6, %xmm7
	vsubsd %xmm3, %xmm5, %xmm8
	vunpcklpd %xmm6, %xmm5, %xmm9
	vunpcklpd %xmm7, %xmm8, %xmm10
	vsubpd %xmm10, %xmm9, %xmm9
	vunpcklpd %xmm5, %xmm3, %xmm3
	vsubpd %xmm9, %xmm3, %xmm3
	vxorpd %xmm13, %xmm11, %xmm5
	vsubsd %xmm7, %xmm5, %xmm5
	vsubsd %xmm8, %xmm2, %xmm2
	vunpcklpd %xmm5, %xmm2, %xmm2
	vaddpd %xmm3, %xmm2, %xmm2
	vshufpd $1, %xmm2, %xmm2, %xmm3
	vaddsd %xmm3, %xmm2, %xmm2
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd %xmm6, 1824(%rsp,%rdi)
	vmovsd %xmm0, 1424(%rsp,%rdi)
	vaddsd 1616(%rsp,%rdi), %xmm4, %xmm0
	vmovsd %xmm1, 2096(%rsp,%rdi)
	vmovsd %xmm0, 1616(%rsp,%rdi)
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd %xmm0, %xmm14, %xmm0
	vmovsd %xmm0, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_327
	jmp .LBB_318
.LBB_328:
	movq 16(%rsp), %rcx
	vmovq %rcx, %xmm0
	vpbroadcastq %xmm0, %ymm0
	vpaddq .LCPI_12(%rip), %ymm0, %ymm1
	vpaddq .LCPI_13(%rip), %ymm0, %ymm2
	vpbroadcastq .LCPI_10(%rip), %ymm3
	vpxor 2544(%rsp), %ymm3, %ymm4
	vpxor %ymm3, %ymm2, %ymm2
	vpcmpgtq %ymm4, %ymm2, %ymm2
	vpxor %ymm3, %ymm1, %ymm1
	vpcmpgtq %ymm4, %ymm1, %ymm1
	vpackssdw %ymm2, %ymm1, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpackssdw %xmm2, %xmm1, %xmm1
	vpshufd $216, %xmm1, %xmm1
	vpaddq .LCPI_14(%rip), %ymm0, %ymm0
	vpxor %ymm3, %ymm0, %ymm0
	vpcmpgtq %ymm4, %ymm0, %ymm0
	vextracti128 $1, %ymm0, %xmm2
	vpackssdw %xmm2, %xmm0, %xmm0
	vpshufb .LCPI_15(%rip), %xmm0, %xmm0
	vpor %xmm0, %xmm1, %xmm0
	vpblendd $12, %xmm1, %xmm0, %xmm0
	vpsllw $15, %xmm0, %xmm0
	vpmovmskb %xmm0, %eax
	testl $43690, %eax
	jne .LBB_333
	leaq 13325(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_333
	leaq 14350(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_333
	leaq 15375(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_333
	leaq 16400(%rcx), %rax
	cmpq %rbp, %rax
	jbe .LBB_386
.LBB_333:
	movl $1, %eax
	movq 424(%rsp), %rcx
	movq 432(%rsp), %rdx
	movq 448(%rsp), %r8
	xorl %ebp, %ebp
.LBB_334:
	cmpq $1025, %rcx
	movl $1025, %r10d
	cmovbq %rcx, %r10
	cmpq $1025, %rdx
	movl $1025, %r11d
	cmovbq %rdx, %r11
	movq %rbp, %r9
	shlq $10, %r9
	movq 16(%rsp), %rsi
	addq %rbp, %rsi
	addq %rsi, %r9
	movq 336(%rsp), %rsi
	subq %r9, %rsi
	jbe .LBB_347
	cmpq $1025, %rsi
	movl $1025, %edi
	cmovaeq %rdi, %rsi
	addq %r9, %rsi
	jb .LBB_705
	cmpq 336(%rsp), %rsi
	ja .LBB_705
	shll $3, %r10d
	shll $3, %r11d
	movq %rbp, %rsi
	orq $1, %rsi
	xorl %edi, %edi
	movq %rbp, %rbx
.LBB_338:
	cmpq %r14, %rbx
	jae .LBB_741
	vmovq (%r15,%rbx,8), %xmm0
	vmovq %xmm0, (%r8,%rdi)
	addq $16, %rbx
	addq $8, %rdi
	cmpq %rdi, %r11
	jne .LBB_338
	movq %rsi, %r9
	shlq $10, %r9
	addq %rsi, %r9
	addq 16(%rsp), %r9
	movq 336(%rsp), %rsi
	subq %r9, %rsi
	jbe .LBB_347
	cmpq $1025, %rsi
	movl $1025, %edi
	cmovaeq %rdi, %rsi
	addq %r9, %rsi
	jb .LBB_705
	cmpq 336(%rsp), %rsi
	ja .LBB_705
	addq $2, %rbp
	xorl %esi, %esi
	movq %rax, %rbx
.LBB_344:
	cmpq %r14, %rbx
	jae .LBB_741
	vmovq (%r15,%rbx,8), %xmm0
	vmovq %xmm0, 8200(%r8,%rsi)
	addq $16, %rbx
	addq $8, %rsi
	cmpq %rsi, %r10
	jne .LBB_344
	addq $16400, %r8
	addq $-2050, %rdx
	addq $2, %rax
	addq $-2050, %rcx
	cmpq $16, %rbp
	jne .LBB_334
.LBB_347:
	movq 16(%rsp), %r14
	leaq 16400(%r14), %rax
	movq 336(%rsp), %rbp
	movq 440(%rsp), %rsi
.LBB_348:
	addq $16400, %r14
	addq $131200, %rsi
	movq 448(%rsp), %r10
	addq $131200, %r10
	addq $-16400, 432(%rsp)
	addq $-16400, 424(%rsp)
	cmpq %rbp, %rax
	movq 8(%rsp), %rbx
	jb .LBB_297
	jmp .LBB_446
.LBB_349:
	movl $8, %ecx
	xorl %eax, %eax
	movq %r10, 1776(%rsp)
.LBB_350:
	movq 616(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 624(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 632(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 640(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 648(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 656(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 664(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 672(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 680(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 688(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 696(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 704(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 712(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	movq 720(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_303
	addq 728(%rsp), %rcx
	cmpq %rbp, %rcx
	ja .LBB_303
	xorl %ebx, %ebx
	xorl %ebp, %ebp
.LBB_366:
	movq %r8, %r14
	movq %rbp, 1824(%rsp)
	movq 528(%rsp), %rax
	movq %rax, 1424(%rsp)
	movq 336(%rsp), %rax
	movq %rax, 1432(%rsp)
	leaq 608(%rsp), %rax
	movq %rax, 1440(%rsp)
	leaq 1824(%rsp), %rax
	movq %rax, 1448(%rsp)
	leaq 1616(%rsp), %rax
	movq %rax, 1456(%rsp)
	leaq 784(%rsp), %rdi
	leaq 1424(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 1616(%rsp), %rax
	movq 1824(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %r9
	movq %r14, %r8
	subq %r9, %r14
	jb .LBB_693
	movl $8, %esi
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 784(%rsp), %xmm0
	vmovsd %xmm0, 496(%rsp)
	vmovsd 792(%rsp), %xmm0
	vmovsd %xmm0, 1584(%rsp)
	vmovsd 800(%rsp), %xmm0
	vmovsd %xmm0, 1552(%rsp)
	vmovsd 808(%rsp), %xmm0
	vmovsd %xmm0, 1792(%rsp)
	vmovsd 816(%rsp), %xmm0
	vmovsd %xmm0, 296(%rsp)
	vmovsd 824(%rsp), %xmm0
	vmovsd %xmm0, 232(%rsp)
	vmovsd 832(%rsp), %xmm0
	vmovsd %xmm0, 56(%rsp)
	vmovsd 840(%rsp), %xmm0
	vmovsd %xmm0, 112(%rsp)
	vmovsd 848(%rsp), %xmm0
	vmovsd %xmm0, 464(%rsp)
	vmovsd 856(%rsp), %xmm11
	vmovsd 864(%rsp), %xmm0
	vmovsd %xmm0, 2064(%rsp)
	vmovsd 872(%rsp), %xmm0
	vmovsd %xmm0, 2384(%rsp)
	vmovsd 880(%rsp), %xmm0
	vmovsd %xmm0, 288(%rsp)
	vmovsd 888(%rsp), %xmm0
	vmovsd %xmm0, 224(%rsp)
	vmovsd 896(%rsp), %xmm0
	vmovsd %xmm0, 168(%rsp)
	vmovsd 904(%rsp), %xmm0
	vmovsd %xmm0, 104(%rsp)
	vmovsd 912(%rsp), %xmm0
	vmovsd %xmm0, 736(%rsp)
	vmovsd 920(%rsp), %xmm14
	vmovsd 928(%rsp), %xmm0
	vmovsd %xmm0, 2032(%rsp)
	vmovsd 936(%rsp), %xmm0
	vmovsd %xmm0, 328(%rsp)
	vmovsd 944(%rsp), %xmm0
	vmovsd %xmm0, 280(%rsp)
	vmovsd 952(%rsp), %xmm0
	vmovsd %xmm0, 216(%rsp)
	vmovsd 960(%rsp), %xmm0
	vmovsd %xmm0, 160(%rsp)
	vmovsd 968(%rsp), %xmm0
	vmovsd %xmm0, 96(%rsp)
	vmovsd 976(%rsp), %xmm0
	vmovsd %xmm0, 1360(%rsp)
	vmovq 984(%rsp), %xmm1
	vmovsd 992(%rsp), %xmm0
	vmovsd %xmm0, 2000(%rsp)
	vmovsd 1000(%rsp), %xmm0
	vmovsd %xmm0, 320(%rsp)
	vmovsd 1008(%rsp), %xmm0
	vmovsd %xmm0, 272(%rsp)
	vmovsd 1016(%rsp), %xmm0
	vmovsd %xmm0, 208(%rsp)
	vmovsd 1024(%rsp), %xmm0
	vmovsd %xmm0, 152(%rsp)
	vmovsd 1032(%rsp), %xmm0
	vmovsd %xmm0, 88(%rsp)
	vmovsd 1040(%rsp), %xmm0
	vmovsd %xmm0, 1328(%rsp)
	vmovsd 1048(%rsp), %xmm3
	vmovsd 1056(%rsp), %xmm13
	vmovsd 1064(%rsp), %xmm0
	vmovsd %xmm0, 312(%rsp)
	vmovsd 1072(%rsp), %xmm0
	vmovsd %xmm0, 264(%rsp)
	vmovsd 1080(%rsp), %xmm0
	vmovsd %xmm0, 200(%rsp)
	vmovsd 1088(%rsp), %xmm0
	vmovsd %xmm0, 144(%rsp)
	vmovsd 1096(%rsp), %xmm0
	vmovsd %xmm0, 80(%rsp)
	vmovsd 1104(%rsp), %xmm0
	vmovsd %xmm0, 1296(%rsp)
	vmovsd 1112(%rsp), %xmm5
	vmovq 1120(%rsp), %xmm0
	vmovsd 1128(%rsp), %xmm2
	vmovsd %xmm2, 304(%rsp)
	vmovsd 1136(%rsp), %xmm2
	vmovsd %xmm2, 256(%rsp)
	vmovsd 1144(%rsp), %xmm2
	vmovsd %xmm2, 192(%rsp)
	vmovsd 1152(%rsp), %xmm2
	vmovsd %xmm2, 136(%rsp)
	vmovsd 1160(%rsp), %xmm2
	vmovsd %xmm2, 72(%rsp)
	vmovsd 1168(%rsp), %xmm8
	vmovsd 1176(%rsp), %xmm6
	vmovsd 1184(%rsp), %xmm2
	vmovsd 1192(%rsp), %xmm12
	vmovsd 1200(%rsp), %xmm4
	vmovsd %xmm4, 248(%rsp)
	vmovsd 1208(%rsp), %xmm4
	vmovsd %xmm4, 184(%rsp)
	vmovsd 1216(%rsp), %xmm4
	vmovsd %xmm4, 128(%rsp)
	vmovsd 1224(%rsp), %xmm4
	vmovsd %xmm4, 64(%rsp)
	vmovsd 1232(%rsp), %xmm9
	vmovsd 1240(%rsp), %xmm7
	vmovq 1248(%rsp), %xmm4
	vmovsd 1256(%rsp), %xmm15
	vmovsd 1264(%rsp), %xmm10
	vmovsd %xmm10, 240(%rsp)
	vmovsd 1272(%rsp), %xmm10
	vmovsd %xmm10, 176(%rsp)
	vmovsd 1280(%rsp), %xmm10
	vmovsd %xmm10, 120(%rsp)
	vmovsd 1288(%rsp), %xmm10
	vmovsd %xmm10, 392(%rsp)
	vmovsd 496(%rsp), %xmm10
	vmovsd %xmm10, (%r15,%r9,8)
	vmovsd 464(%rsp), %xmm10
	vmovsd %xmm10, 8(%r15,%r9,8)
	vmovsd 736(%rsp), %xmm10
	vmovsd %xmm10, 16(%r15,%r9,8)
	vmovsd 1360(%rsp), %xmm10
	vmovsd %xmm10, 24(%r15,%r9,8)
	vmovsd 1328(%rsp), %xmm10
	vmovsd %xmm10, 32(%r15,%r9,8)
	vmovsd 1296(%rsp), %xmm10
	vmovsd %xmm10, 40(%r15,%r9,8)
	vmovsd %xmm8, 48(%r15,%r9,8)
	vmovsd %xmm9, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $16, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 1584(%rsp), %xmm8
	vmovsd %xmm8, (%r15,%r9,8)
	vmovsd %xmm11, 8(%r15,%r9,8)
	vmovsd %xmm14, 16(%r15,%r9,8)
	vmovq %xmm1, 24(%r15,%r9,8)
	vmovsd %xmm3, 32(%r15,%r9,8)
	vmovsd %xmm5, 40(%r15,%r9,8)
	vmovsd %xmm6, 48(%r15,%r9,8)
	vmovsd %xmm7, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $32, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 1552(%rsp), %xmm1
	vmovsd %xmm1, (%r15,%r9,8)
	vmovsd 2064(%rsp), %xmm1
	vmovsd %xmm1, 8(%r15,%r9,8)
	vmovsd 2032(%rsp), %xmm1
	vmovsd %xmm1, 16(%r15,%r9,8)
	vmovq 2000(%rsp), %xmm1
	vmovq %xmm1, 24(%r15,%r9,8)
	vmovsd %xmm13, 32(%r15,%r9,8)
	vmovq %xmm0, 40(%r15,%r9,8)
	vmovsd %xmm2, 48(%r15,%r9,8)
	vmovq %xmm4, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $48, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 1792(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 2384(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 328(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 320(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 312(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovq 304(%rsp), %xmm0
	vmovq %xmm0, 40(%r15,%r9,8)
	vmovsd %xmm12, 48(%r15,%r9,8)
	vmovsd %xmm15, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $64, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 296(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 288(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 280(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 272(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 264(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 256(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 248(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 240(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $80, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 232(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 224(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 216(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 208(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 200(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 192(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 184(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 176(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $96, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 56(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 168(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 160(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 152(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 144(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 136(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 128(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 120(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $112, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 112(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 104(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 96(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 88(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 80(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 72(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 64(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 392(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	addq $8, %rbp
	testb $1, %bl
	movb $1, %bl
	je .LBB_366
	movq 1616(%rsp), %rcx
	leaq 8(%rcx), %rax
	movq %rax, 1616(%rsp)
	addq $16, %rcx
	movq 1776(%rsp), %r10
	cmpq %r10, %rcx
	ja .LBB_303
	movq 608(%rsp), %rdx
	addq %rcx, %rdx
	movq 336(%rsp), %rbp
	cmpq %rbp, %rdx
	jbe .LBB_350
	jmp .LBB_303
.LBB_386:
	movq %rax, 2448(%rsp)
	movq $0, 400(%rsp)
	movq $0, 56(%rsp)
	xorl %eax, %eax
	jmp .LBB_389
.LBB_387:
	movq %rbx, %rax
	addq $8, %rax
.LBB_388:
	xorb $1, %sil
	movq %rsi, 56(%rsp)
.LBB_389:
	movq %rax, %rbx
	movq %rax, 384(%rsp)
	movq %r15, 2256(%rsp)
	movq %r14, 2264(%rsp)
	leaq 400(%rsp), %rax
	movq %rax, 2272(%rsp)
	leaq 384(%rsp), %rax
	movq %rax, 2280(%rsp)
	leaq 784(%rsp), %rdi
	leaq 2256(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 384(%rsp), %rdx
	movq 400(%rsp), %rax
	addq 16(%rsp), %rax
	movq %rdx, %rcx
	shlq $10, %rcx
	addq %rdx, %rcx
	leaq (%rax,%rcx), %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	movl $8, %esi
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 784(%rsp), %xmm0
	vmovsd %xmm0, 496(%rsp)
	vmovsd 792(%rsp), %xmm0
	vmovsd %xmm0, 1584(%rsp)
	vmovsd 800(%rsp), %xmm0
	vmovsd %xmm0, 1552(%rsp)
	vmovsd 808(%rsp), %xmm0
	vmovsd %xmm0, 1792(%rsp)
	vmovsd 816(%rsp), %xmm0
	vmovsd %xmm0, 296(%rsp)
	vmovsd 824(%rsp), %xmm0
	vmovsd %xmm0, 232(%rsp)
	vmovsd 832(%rsp), %xmm0
	vmovsd %xmm0, 168(%rsp)
	vmovsd 840(%rsp), %xmm0
	vmovsd %xmm0, 104(%rsp)
	vmovsd 848(%rsp), %xmm0
	vmovsd %xmm0, 464(%rsp)
	vmovsd 856(%rsp), %xmm11
	vmovsd 864(%rsp), %xmm0
	vmovsd %xmm0, 2064(%rsp)
	vmovsd 872(%rsp), %xmm0
	vmovsd %xmm0, 2384(%rsp)
	vmovsd 880(%rsp), %xmm0
	vmovsd %xmm0, 288(%rsp)
	vmovsd 888(%rsp), %xmm0
	vmovsd %xmm0, 224(%rsp)
	vmovsd 896(%rsp), %xmm0
	vmovsd %xmm0, 160(%rsp)
	vmovsd 904(%rsp), %xmm0
	vmovsd %xmm0, 96(%rsp)
	vmovsd 912(%rsp), %xmm0
	vmovsd %xmm0, 736(%rsp)
	vmovsd 920(%rsp), %xmm14
	vmovsd 928(%rsp), %xmm0
	vmovsd %xmm0, 2032(%rsp)
	vmovsd 936(%rsp), %xmm0
	vmovsd %xmm0, 328(%rsp)
	vmovsd 944(%rsp), %xmm0
	vmovsd %xmm0, 280(%rsp)
	vmovsd 952(%rsp), %xmm0
	vmovsd %xmm0, 216(%rsp)
	vmovsd 960(%rsp), %xmm0
	vmovsd %xmm0, 152(%rsp)
	vmovsd 968(%rsp), %xmm0
	vmovsd %xmm0, 88(%rsp)
	vmovsd 976(%rsp), %xmm0
	vmovsd %xmm0, 1360(%rsp)
	vmovq 984(%rsp), %xmm1
	vmovsd 992(%rsp), %xmm0
	vmovsd %xmm0, 2000(%rsp)
	vmovsd 1000(%rsp), %xmm0
	vmovsd %xmm0, 320(%rsp)
	vmovsd 1008(%rsp), %xmm0
	vmovsd %xmm0, 272(%rsp)
	vmovsd 1016(%rsp), %xmm0
	vmovsd %xmm0, 208(%rsp)
	vmovsd 1024(%rsp), %xmm0
	vmovsd %xmm0, 144(%rsp)
	vmovsd 1032(%rsp), %xmm0
	vmovsd %xmm0, 80(%rsp)
	vmovsd 1040(%rsp), %xmm0
	vmovsd %xmm0, 1328(%rsp)
	vmovq 1048(%rsp), %xmm3
	vmovsd 1056(%rsp), %xmm13
	vmovsd 1064(%rsp), %xmm0
	vmovsd %xmm0, 312(%rsp)
	vmovsd 1072(%rsp), %xmm0
	vmovsd %xmm0, 264(%rsp)
	vmovsd 1080(%rsp), %xmm0
	vmovsd %xmm0, 200(%rsp)
	vmovsd 1088(%rsp), %xmm0
	vmovsd %xmm0, 136(%rsp)
	vmovsd 1096(%rsp), %xmm0
	vmovsd %xmm0, 72(%rsp)
	vmovsd 1104(%rsp), %xmm0
	vmovsd %xmm0, 1296(%rsp)
	vmovsd 1112(%rsp), %xmm5
	vmovq 1120(%rsp), %xmm0
	vmovsd 1128(%rsp), %xmm2
	vmovsd %xmm2, 304(%rsp)
	vmovsd 1136(%rsp), %xmm2
	vmovsd %xmm2, 256(%rsp)
	vmovsd 1144(%rsp), %xmm2
	vmovsd %xmm2, 192(%rsp)
	vmovsd 1152(%rsp), %xmm2
	vmovsd %xmm2, 128(%rsp)
	vmovsd 1160(%rsp), %xmm2
	vmovsd %xmm2, 64(%rsp)
	vmovsd 1168(%rsp), %xmm8
	vmovsd 1176(%rsp), %xmm6
	vmovq 1184(%rsp), %xmm2
	vmovsd 1192(%rsp), %xmm12
	vmovsd 1200(%rsp), %xmm4
	vmovsd %xmm4, 248(%rsp)
	vmovsd 1208(%rsp), %xmm4
	vmovsd %xmm4, 184(%rsp)
	vmovsd 1216(%rsp), %xmm4
	vmovsd %xmm4, 120(%rsp)
	vmovsd 1224(%rsp), %xmm4
	vmovsd %xmm4, 392(%rsp)
	vmovsd 1232(%rsp), %xmm9
	vmovsd 1240(%rsp), %xmm7
	vmovq 1248(%rsp), %xmm4
	vmovsd 1256(%rsp), %xmm15
	vmovsd 1264(%rsp), %xmm10
	vmovsd %xmm10, 240(%rsp)
	vmovsd 1272(%rsp), %xmm10
	vmovsd %xmm10, 176(%rsp)
	vmovsd 1280(%rsp), %xmm10
	vmovsd %xmm10, 112(%rsp)
	vmovsd 1288(%rsp), %xmm10
	vmovsd %xmm10, 1776(%rsp)
	vmovsd 496(%rsp), %xmm10
	vmovsd %xmm10, (%r13,%r9,8)
	vmovsd 464(%rsp), %xmm10
	vmovsd %xmm10, 8(%r13,%r9,8)
	vmovsd 736(%rsp), %xmm10
	vmovsd %xmm10, 16(%r13,%r9,8)
	vmovsd 1360(%rsp), %xmm10
	vmovsd %xmm10, 24(%r13,%r9,8)
	vmovsd 1328(%rsp), %xmm10
	vmovsd %xmm10, 32(%r13,%r9,8)
	vmovsd 1296(%rsp), %xmm10
	vmovsd %xmm10, 40(%r13,%r9,8)
	vmovsd %xmm8, 48(%r13,%r9,8)
	vmovsd %xmm9, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $1025, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 1584(%rsp), %xmm8
	vmovsd %xmm8, (%r13,%r9,8)
	vmovsd %xmm11, 8(%r13,%r9,8)
	vmovsd %xmm14, 16(%r13,%r9,8)
	vmovq %xmm1, 24(%r13,%r9,8)
	vmovq %xmm3, 32(%r13,%r9,8)
	vmovsd %xmm5, 40(%r13,%r9,8)
	vmovsd %xmm6, 48(%r13,%r9,8)
	vmovsd %xmm7, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $2050, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 1552(%rsp), %xmm1
	vmovsd %xmm1, (%r13,%r9,8)
	vmovsd 2064(%rsp), %xmm1
	vmovsd %xmm1, 8(%r13,%r9,8)
	vmovsd 2032(%rsp), %xmm1
	vmovsd %xmm1, 16(%r13,%r9,8)
	vmovq 2000(%rsp), %xmm1
	vmovq %xmm1, 24(%r13,%r9,8)
	vmovsd %xmm13, 32(%r13,%r9,8)
	vmovq %xmm0, 40(%r13,%r9,8)
	vmovq %xmm2, 48(%r13,%r9,8)
	vmovq %xmm4, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $3075, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 1792(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 2384(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 328(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 320(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 312(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovq 304(%rsp), %xmm0
	vmovq %xmm0, 40(%r13,%r9,8)
	vmovsd %xmm12, 48(%r13,%r9,8)
	vmovsd %xmm15, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $4100, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 296(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 288(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 280(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 272(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 264(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovsd 256(%rsp), %xmm0
	vmovsd %xmm0, 40(%r13,%r9,8)
	vmovsd 248(%rsp), %xmm0
	vmovsd %xmm0, 48(%r13,%r9,8)
	vmovq 240(%rsp), %xmm0
	vmovq %xmm0, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $5125, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 232(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 224(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 216(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 208(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 200(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovsd 192(%rsp), %xmm0
	vmovsd %xmm0, 40(%r13,%r9,8)
	vmovsd 184(%rsp), %xmm0
	vmovsd %xmm0, 48(%r13,%r9,8)
	vmovq 176(%rsp), %xmm0
	vmovq %xmm0, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $6150, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 168(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 160(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 152(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 144(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 136(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovsd 128(%rsp), %xmm0
	vmovsd %xmm0, 40(%r13,%r9,8)
	vmovsd 120(%rsp), %xmm0
	vmovsd %xmm0, 48(%r13,%r9,8)
	vmovq 112(%rsp), %xmm0
	vmovq %xmm0, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $7175, %r9
	movq %rbp, %rax
	subq %r9, %rax
	jb .LBB_691
	cmpq $8, %rax
	jb .LBB_716
	vmovsd 104(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 96(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 88(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 80(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 72(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovsd 64(%rsp), %xmm0
	vmovsd %xmm0, 40(%r13,%r9,8)
	vmovsd 392(%rsp), %xmm0
	vmovsd %xmm0, 48(%r13,%r9,8)
	vmovq 1776(%rsp), %xmm0
	vmovq %xmm0, 56(%r13,%r9,8)
	movq 56(%rsp), %rsi
	testb $1, %sil
	je .LBB_387
	movq 400(%rsp), %rax
	leaq 8(%rax), %rcx
	movq %rcx, 400(%rsp)
	leaq 16(%rax), %rdx
	cmpq $1026, %rdx
	jae .LBB_409
	xorl %eax, %eax
	jmp .LBB_388
.LBB_409:
	cmpq $1024, %rcx
	movq 440(%rsp), %rsi
	ja .LBB_444
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_411:
	cmpq %r14, %rcx
	jae .LBB_761
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $8, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq (%r15,%rcx,8), %xmm0
	vmovq %xmm0, -65600(%rsi,%rax,8)
	leaq 1(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $1033, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 8(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -57400(%rsi,%rax,8)
	leaq 2(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $2058, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 16(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -49200(%rsi,%rax,8)
	leaq 3(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $3083, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 24(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -41000(%rsi,%rax,8)
	leaq 4(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $4108, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 32(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -32800(%rsi,%rax,8)
	leaq 5(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $5133, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 40(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -24600(%rsi,%rax,8)
	leaq 6(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $6158, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 48(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -16400(%rsi,%rax,8)
	leaq 7(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $7183, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 56(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -8200(%rsi,%rax,8)
	leaq 8(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $8208, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 64(%r15,%rcx,8), %xmm0
	vmovq %xmm0, (%rsi,%rax,8)
	leaq 9(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $9233, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 72(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 8200(%rsi,%rax,8)
	leaq 10(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $10258, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 80(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 16400(%rsi,%rax,8)
	leaq 11(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $11283, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 88(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 24600(%rsi,%rax,8)
	leaq 12(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $12308, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 96(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 32800(%rsi,%rax,8)
	leaq 13(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $13333, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 104(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 41000(%rsi,%rax,8)
	leaq 14(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $14358, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 112(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 49200(%rsi,%rax,8)
	leaq 15(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $15383, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 120(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 57400(%rsi,%rax,8)
	incq %rax
	addq $16, %rcx
	cmpq $1017, %rax
	jne .LBB_411
.LBB_444:
	movq 16(%rsp), %r14
	movq 2448(%rsp), %rax
	jmp .LBB_348
.LBB_445:
	movq %rbp, %rax
	subq %r14, %rax
	movl $0, %edx
	cmovaeq %rax, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	movq %r14, 784(%rsp)
	movq %rdx, 792(%rsp)
	movq $1024, 800(%rsp)
	movb $1, 808(%rsp)
	movq 528(%rsp), %rdi
	movq %rbp, %rsi
	movq %rbx, %rdx
	leaq 784(%rsp), %rcx
	movq %r13, %r8
	movq %rbp, %r9
	vzeroupper
	callq kernel_sliding::wma::periods_into
.LBB_446:
	movq 2296(%rsp), %rax
	movq %rax, 528(%rsp)
	movq 2304(%rsp), %rbp
	leaq (,%rbp,8), %rax
	testq %rbp, %rbp
	je .LBB_460
	movq 1968(%rsp), %rcx
	leaq -8(%rax), %r8
	shrq $3, %r8
	cmpq %r8, %rcx
	cmovbq %rcx, %r8
	movq 2736(%rsp), %rdx
	movq 368(%rsp), %rsi
	cmpq %rsi, %r8
	cmovaeq %rsi, %r8
	cmpq %rdx, %r8
	cmovaeq %rdx, %r8
	cmpq $8, %r8
	movq 1400(%rsp), %r11
	jae .LBB_449
	movq 528(%rsp), %r15
	movq %r15, %rdi
	xorl %r9d, %r9d
	movq 1960(%rsp), %rbx
	movq 1952(%rsp), %r14
	jmp .LBB_455
.LBB_449:
	movq 528(%rsp), %r15
	movq %r15, %rdi
	movq 1960(%rsp), %rbx
	subq %rbx, %rdi
	cmpq $64, %rdi
	movq 1952(%rsp), %r14
	jb .LBB_454
	movq %r15, %rdi
	subq %r11, %rdi
	cmpq $64, %rdi
	jb .LBB_454
	movq %r15, %r10
	subq %r14, %r10
	movq %r15, %rdi
	movl $0, %r9d
	cmpq $64, %r10
	jb .LBB_455
	incq %r8
	movl %r8d, %edi
	andl $7, %edi
	movl $8, %r9d
	cmoveq %r9, %rdi
	movq %r8, %r9
	subq %rdi, %r9
	leaq (%r15,%r9,8), %rdi
	xorl %r8d, %r8d
	vbroadcastsd .LCPI_16(%rip), %ymm2
.LBB_453:
	vmulpd (%rbx,%r8,8), %ymm2, %ymm0
	vmulpd 32(%rbx,%r8,8), %ymm2, %ymm1
	vsubpd (%r11,%r8,8), %ymm0, %ymm0
	vsubpd 32(%r11,%r8,8), %ymm1, %ymm1
	vsubpd (%r14,%r8,8), %ymm0, %ymm0
	vsubpd 32(%r14,%r8,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r15,%r8,8)
	vmovupd %ymm1, 32(%r15,%r8,8)
	addq $8, %r8
	cmpq %r8, %r9
	jne .LBB_453
	jmp .LBB_455
.LBB_454:
	movq %r15, %rdi
	xorl %r9d, %r9d
.LBB_455:
	leaq (%r15,%rbp,8), %r8
	leaq (%r14,%r9,8), %r10
	leaq (%r11,%r9,8), %r11
	leaq (%rbx,%r9,8), %rbx
	subq %r9, %rcx
	subq %r9, %rsi
	subq %r9, %rdx
	xorl %r9d, %r9d
	xorl %r14d, %r14d
.LBB_456:
	cmpq %r14, %rdx
	je .LBB_760
	cmpq %r14, %rsi
	je .LBB_758
	cmpq %r14, %rcx
	je .LBB_759
	vmovsd .LCPI_16(%rip), %xmm0
	vmulsd (%rbx,%r14,8), %xmm0, %xmm0
	vsubsd (%r11,%r14,8), %xmm0, %xmm0
	vsubsd (%r10,%r14,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rdi,%r14,8)
	incq %r14
	leaq (%rdi,%r9), %r15
	addq $8, %r15
	addq $8, %r9
	cmpq %r8, %r15
	jne .LBB_456
.LBB_460:
	cmpq $0, 376(%rsp)
	js .LBB_766
	movq 2344(%rsp), %r13
	movq 2352(%rsp), %rcx
	movq %rbp, 2240(%rsp)
	movq %rcx, 2248(%rsp)
	cmpq %rcx, %rbp
	jne .LBB_729
	cmpq $0, 376(%rsp)
	movabsq $9221120237041090560, %r9
	je .LBB_742
	xorl %ecx, %ecx
	testq %rbp, %rbp
	je .LBB_467
.LBB_464:
	movq 528(%rsp), %rdx
	vmovsd (%rdx,%rcx,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_467
	incq %rcx
	addq $-8, %rax
	jne .LBB_464
	movq %rbp, %rcx
.LBB_467:
	movq 376(%rsp), %rax
	addq %rax, %rcx
	decq %rcx
	cmpq %rcx, %rbp
	movq %rcx, %rbx
	cmovbq %rbp, %rbx
	leaq (,%rbx,8), %rax
	leaq (,%rbx,8), %r10
	addq %r13, %r10
	testq %rbx, %rbx
	je .LBB_479
	leaq -8(%rax), %rsi
	movq %r13, %rdi
	cmpq $24, %rsi
	jb .LBB_478
	movq %rsi, %rdx
	shrq $3, %rdx
	incq %rdx
	cmpq $120, %rsi
	jae .LBB_471
	xorl %esi, %esi
	jmp .LBB_475
.LBB_471:
	movq %rdx, %rsi
	movabsq $4611686018427387888, %rdi
	andq %rdi, %rsi
	xorl %edi, %edi
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_472:
	vmovupd %ymm0, (%r13,%rdi,8)
	vmovupd %ymm0, 32(%r13,%rdi,8)
	vmovupd %ymm0, 64(%r13,%rdi,8)
	vmovupd %ymm0, 96(%r13,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_472
	cmpq %rsi, %rdx
	je .LBB_479
	testb $12, %dl
	je .LBB_688
.LBB_475:
	movabsq $4611686018427387888, %rdi
	leaq 12(%rdi), %r8
	andq %rdx, %r8
	leaq (,%r8,8), %rdi
	addq %r13, %rdi
	vbroadcastsd .LCPI_0(%rip), %ymm0
.LBB_476:
	vmovupd %ymm0, (%r13,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %r8
	jne .LBB_476
	cmpq %r8, %rdx
	je .LBB_479
.LBB_478:
	movq %r9, (%rdi)
	addq $8, %rdi
	cmpq %r10, %rdi
	jne .LBB_478
.LBB_479:
	cmpq %rbp, %rcx
	jae .LBB_630
	movabsq $1152921504606846976, %rdx
	movq 376(%rsp), %rsi
	leaq (%rdx,%rsi), %rcx
	decq %rcx
	movq %rcx, 544(%rsp)
	movq %rsi, %rdi
	shlq $4, %rdi
	leaq 16384(%rdi), %rcx
	movq %rcx, 776(%rsp)
	leaq -1(%rbp), %r12
	leaq 1(%rsi), %rcx
	imulq %rsi, %rcx
	vmovq %rcx, %xmm0
	vpunpckldq .LCPI_1(%rip), %xmm0, %xmm0
	vsubpd .LCPI_2(%rip), %xmm0, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm1
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd .LCPI_3(%rip), %xmm0, %xmm0
	vmovsd .LCPI_4(%rip), %xmm1
	vdivsd %xmm0, %xmm1, %xmm2
	leaq -16(%rdx), %rcx
	movq %rdi, 408(%rsp)
	andq %rdi, %rcx
	movq %rcx, 416(%rsp)
	vcvtsi2sd %rsi, %xmm15, %xmm3
	shlq $7, %rsi
	movq %rsi, 1408(%rsp)
	vmovq %rbp, %xmm1
	vpbroadcastq %xmm1, %ymm1
	vmovdqu %ymm1, 2544(%rsp)
	vbroadcastsd %xmm0, %ymm0
	vmovupd %ymm0, 2576(%rsp)
	vmovapd %xmm2, 2640(%rsp)
	vbroadcastsd %xmm2, %ymm0
	vmovupd %ymm0, 2416(%rsp)
	vmovapd %xmm3, 2608(%rsp)
	vbroadcastsd %xmm3, %ymm0
	vmovupd %ymm0, 2480(%rsp)
	leaq (%rax,%r13), %rsi
	addq $65664, %rsi
	movq %rbp, %rax
	subq %rbx, %rax
	movq %rax, 432(%rsp)
	addq $-1025, %rax
	movq %rax, 424(%rsp)
	movq %rbp, 336(%rsp)
.LBB_481:
	movq %rsi, 440(%rsp)
	movq %rbp, %rdx
	subq %rbx, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	movabsq $17996823486545904, %rsi
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	cmpq $8, %rdx
	jb .LBB_629
	movq %r10, 448(%rsp)
	leaq 560(%rsp), %rdi
	movq 776(%rsp), %rsi
	vzeroupper
	callq alloc::vec::Vec<T,A>::resize
	movl $16400, %esi
	leaq 584(%rsp), %rdi
	callq alloc::vec::Vec<T,A>::resize
	movq %rbx, 16(%rsp)
	movq %rbx, %rax
	subq 376(%rsp), %rax
	vmovq %rax, %xmm0
	vpbroadcastq %xmm0, %ymm0
	vpaddq .LCPI_5(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 608(%rsp)
	vpaddq .LCPI_6(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 640(%rsp)
	vpaddq .LCPI_7(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 672(%rsp)
	vpaddq .LCPI_8(%rip), %ymm0, %ymm0
	vmovdqu %ymm0, 704(%rsp)
	movq 568(%rsp), %r15
	movq 576(%rsp), %r8
	movq %r8, %r10
	shrq $4, %r10
	movq $0, 1616(%rsp)
	cmpq $128, %r8
	jb .LBB_486
	movq 608(%rsp), %rax
	addq $8, %rax
	cmpq %rbp, %rax
	jbe .LBB_533
.LBB_486:
	xorl %eax, %eax
.LBB_487:
	cmpq %r10, %rax
	jae .LBB_493
	movq %rax, %r9
	shlq $4, %r9
	movq %r8, %r14
	subq %r9, %r14
	movq 528(%rsp), %rsi
	movq 416(%rsp), %rdi
.LBB_489:
	cmpq %r8, %r9
	ja .LBB_712
	cmpq $16, %r14
	jb .LBB_713
	leaq 1(%rax), %rcx
	movq 608(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	movq 616(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	movq 624(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	movq 632(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	movq 640(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	movq 648(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	movq 656(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	movq 664(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 56(%r15,%r9,8)
	movq 672(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 64(%r15,%r9,8)
	movq 680(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 72(%r15,%r9,8)
	movq 688(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 80(%r15,%r9,8)
	movq 696(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 88(%r15,%r9,8)
	movq 704(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 96(%r15,%r9,8)
	movq 712(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 104(%r15,%r9,8)
	movq 720(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 112(%r15,%r9,8)
	addq 728(%rsp), %rax
	cmpq %rax, %r12
	cmovbq %r12, %rax
	vmovq (%rsi,%rax,8), %xmm0
	vmovq %xmm0, 120(%r15,%r9,8)
	addq $16, %r9
	addq $-16, %r14
	movq %rcx, %rax
	cmpq %rcx, %r10
	jne .LBB_489
	movq 576(%rsp), %r8
	jmp .LBB_494
.LBB_493:
	movq 416(%rsp), %rdi
.LBB_494:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 2192(%rsp)
	vmovdqu %ymm0, 2160(%rsp)
	vmovdqu %ymm0, 2128(%rsp)
	vmovdqu %ymm0, 2096(%rsp)
	vmovdqu %ymm0, 1712(%rsp)
	vmovdqu %ymm0, 1680(%rsp)
	vmovdqu %ymm0, 1648(%rsp)
	vmovdqu %ymm0, 1616(%rsp)
	vmovdqu %ymm0, 1920(%rsp)
	vmovdqu %ymm0, 1888(%rsp)
	vmovdqu %ymm0, 1856(%rsp)
	vmovdqu %ymm0, 1824(%rsp)
	vmovdqu %ymm0, 1520(%rsp)
	vmovdqu %ymm0, 1488(%rsp)
	vmovdqu %ymm0, 1456(%rsp)
	vmovdqu %ymm0, 1424(%rsp)
	cmpq %r8, 408(%rsp)
	ja .LBB_724
	movq 568(%rsp), %rax
	testq %rdi, %rdi
	je .LBB_499
	vmovupd 2096(%rsp), %ymm11
	vmovupd 2128(%rsp), %ymm9
	vmovupd 2160(%rsp), %ymm8
	vmovupd 2192(%rsp), %ymm4
	vmovups 1616(%rsp), %ymm0
	vmovups %ymm0, 1360(%rsp)
	vmovups 1648(%rsp), %ymm0
	vmovups %ymm0, 464(%rsp)
	vmovups 1680(%rsp), %ymm0
	vmovups %ymm0, 496(%rsp)
	vmovups 1712(%rsp), %ymm5
	vmovupd 1824(%rsp), %ymm10
	vmovupd 1856(%rsp), %ymm6
	vmovupd 1888(%rsp), %ymm2
	vmovups 1920(%rsp), %ymm13
	vmovups 1424(%rsp), %ymm0
	vmovups %ymm0, 1296(%rsp)
	vmovups 1456(%rsp), %ymm0
	vmovups %ymm0, 1328(%rsp)
	vmovups 1488(%rsp), %ymm0
	vmovups %ymm0, 736(%rsp)
	vmovups 1520(%rsp), %ymm1
	movl $1, %ecx
	xorl %edx, %edx
	vxorpd %xmm15, %xmm15, %xmm15
	vxorps %xmm0, %xmm0, %xmm0
	vmovups %ymm0, 1584(%rsp)
	vmovups %ymm0, 1552(%rsp)
	vxorpd %xmm12, %xmm12, %xmm12
.LBB_497:
	vmovups %ymm13, 1792(%rsp)
	vmovups %ymm1, 2000(%rsp)
	vmovups %ymm5, 2032(%rsp)
	vmovupd %ymm15, 2064(%rsp)
	vmovapd %ymm11, %ymm13
	vmovapd %ymm10, %ymm14
	vmovapd %ymm9, %ymm15
	vmovapd %ymm6, %ymm0
	vmovapd %ymm8, %ymm1
	vmovapd %ymm2, %ymm7
	vmovapd %ymm4, %ymm5
	vcvtsi2sd %rcx, %xmm11, %xmm2
	vbroadcastsd %xmm2, %ymm3
	vmovupd (%rax,%rdx,8), %ymm4
	vmulpd %ymm3, %ymm4, %ymm2
	vaddpd %ymm2, %ymm12, %ymm12
	vmovupd %ymm12, 2384(%rsp)
	vbroadcastsd .LCPI_9(%rip), %ymm12
	vmulpd %ymm4, %ymm12, %ymm2
	vsubpd %ymm4, %ymm2, %ymm6
	vsubpd %ymm6, %ymm2, %ymm6
	vmulpd %ymm3, %ymm6, %ymm8
	vaddpd %ymm8, %ymm11, %ymm11
	vsubpd %ymm13, %ymm11, %ymm9
	vsubpd %ymm9, %ymm11, %ymm2
	vsubpd %ymm2, %ymm13, %ymm10
	vmovupd 32(%rax,%rdx,8), %ymm2
	vsubpd %ymm6, %ymm4, %ymm6
	vsubpd %ymm9, %ymm8, %ymm8
	vaddpd %ymm10, %ymm8, %ymm8
	vmulpd %ymm3, %ymm6, %ymm6
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd 1360(%rsp), %ymm8
	vaddpd %ymm6, %ymm8, %ymm8
	vmovupd %ymm8, 1360(%rsp)
	vaddpd %ymm4, %ymm14, %ymm10
	vsubpd %ymm14, %ymm10, %ymm6
	vsubpd %ymm6, %ymm10, %ymm8
	vsubpd %ymm8, %ymm14, %ymm8
	vsubpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm8, %ymm4
	vmovupd 1296(%rsp), %ymm6
	vaddpd %ymm4, %ymm6, %ymm6
	vmovupd %ymm6, 1296(%rsp)
	vmulpd %ymm3, %ymm2, %ymm4
	vmovupd 1552(%rsp), %ymm6
	vaddpd %ymm4, %ymm6, %ymm6
	vmovupd %ymm6, 1552(%rsp)
	vmulpd %ymm2, %ymm12, %ymm4
	vsubpd %ymm2, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm6
	vmulpd %ymm3, %ymm6, %ymm8
	vaddpd %ymm8, %ymm15, %ymm9
	vsubpd %ymm15, %ymm9, %ymm13
	vsubpd %ymm13, %ymm9, %ymm4
	vsubpd %ymm4, %ymm15, %ymm14
	vmovupd 2064(%rsp), %ymm15
	vmovupd 64(%rax,%rdx,8), %ymm4
	vsubpd %ymm6, %ymm2, %ymm6
	vsubpd %ymm13, %ymm8, %ymm8
	vaddpd %ymm14, %ymm8, %ymm8
	vmulpd %ymm3, %ymm6, %ymm6
	vaddpd %ymm6, %ymm8, %ymm6
	vmovupd 464(%rsp), %ymm8
	vaddpd %ymm6, %ymm8, %ymm8
	vmovupd %ymm8, 464(%rsp)
	vaddpd %ymm0, %ymm2, %ymm6
	vsubpd %ymm0, %ymm6, %ymm8
	vsubpd %ymm8, %ymm6, %ymm13
	vsubpd %ymm13, %ymm0, %ymm0
	vsubpd %ymm8, %ymm2, %ymm2
	vaddpd %ymm0, %ymm2, %ymm0
	vmovupd 1328(%rsp), %ymm2
	vaddpd %ymm0, %ymm2, %ymm2
	vmovupd %ymm2, 1328(%rsp)
	vmulpd %ymm3, %ymm4, %ymm0
	vmovupd 1584(%rsp), %ymm2
	vaddpd %ymm0, %ymm2, %ymm2
	vmovupd %ymm2, 1584(%rsp)
	vmulpd %ymm4, %ymm12, %ymm0
	vsubpd %ymm4, %ymm0, %ymm2
	vsubpd %ymm2, %ymm0, %ymm2
	vmulpd %ymm3, %ymm2, %ymm13
	vaddpd %ymm1, %ymm13, %ymm8
	vsubpd %ymm1, %ymm8, %ymm14
	vsubpd %ymm14, %ymm8, %ymm0
	vsubpd %ymm0, %ymm1, %ymm1
	vmovupd 96(%rax,%rdx,8), %ymm0
	vsubpd %ymm2, %ymm4, %ymm2
	vsubpd %ymm14, %ymm13, %ymm13
	vaddpd %ymm1, %ymm13, %ymm1
	vmulpd %ymm3, %ymm2, %ymm2
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd 496(%rsp), %ymm2
	vaddpd %ymm1, %ymm2, %ymm2
	vmovupd %ymm2, 496(%rsp)
	vaddpd %ymm7, %ymm4, %ymm2
	vsubpd %ymm7, %ymm2, %ymm1
	vsubpd %ymm1, %ymm2, %ymm13
	vsubpd %ymm13, %ymm7, %ymm7
	vsubpd %ymm1, %ymm4, %ymm1
	vaddpd %ymm7, %ymm1, %ymm1
	vmovupd 736(%rsp), %ymm4
	vaddpd %ymm1, %ymm4, %ymm4
	vmovupd %ymm4, 736(%rsp)
	vmulpd %ymm3, %ymm0, %ymm1
	vaddpd %ymm1, %ymm15, %ymm15
	vmulpd %ymm0, %ymm12, %ymm1
	vmovupd 2384(%rsp), %ymm12
	vsubpd %ymm0, %ymm1, %ymm4
	vsubpd %ymm4, %ymm1, %ymm1
	vmulpd %ymm3, %ymm1, %ymm7
	vaddpd %ymm7, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm13
	vsubpd %ymm13, %ymm4, %ymm14
	vsubpd %ymm14, %ymm5, %ymm5
	vsubpd %ymm13, %ymm7, %ymm7
	vaddpd %ymm5, %ymm7, %ymm5
	vmovupd 1792(%rsp), %ymm7
	vsubpd %ymm1, %ymm0, %ymm1
	vmulpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm5, %ymm1, %ymm1
	vmovupd 2032(%rsp), %ymm5
	vaddpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm7, %ymm0, %ymm13
	vsubpd %ymm7, %ymm13, %ymm1
	vsubpd %ymm1, %ymm13, %ymm3
	vsubpd %ymm3, %ymm7, %ymm3
	vsubpd %ymm1, %ymm0, %ymm0
	vmovupd 2000(%rsp), %ymm1
	vaddpd %ymm3, %ymm0, %ymm0
	vaddpd %ymm0, %ymm1, %ymm1
	incq %rcx
	addq $16, %rdx
	cmpq %rdx, %rdi
	jne .LBB_497
	vmovupd %ymm11, 2096(%rsp)
	vmovups 1360(%rsp), %ymm0
	vmovups %ymm0, 1616(%rsp)
	vmovupd %ymm10, 1824(%rsp)
	vmovups 1296(%rsp), %ymm0
	vmovups %ymm0, 1424(%rsp)
	vmovupd %ymm9, 2128(%rsp)
	vmovups 464(%rsp), %ymm0
	vmovups %ymm0, 1648(%rsp)
	vmovupd %ymm6, 1856(%rsp)
	vmovups 1328(%rsp), %ymm0
	vmovups %ymm0, 1456(%rsp)
	vmovupd %ymm8, 2160(%rsp)
	vmovups 496(%rsp), %ymm0
	vmovups %ymm0, 1680(%rsp)
	vmovupd %ymm2, 1888(%rsp)
	vmovdqu 736(%rsp), %ymm0
	vmovdqu %ymm0, 1488(%rsp)
	vmovupd %ymm4, 2192(%rsp)
	vmovupd %ymm5, 1712(%rsp)
	vmovupd %ymm13, 1920(%rsp)
	vmovupd %ymm1, 1520(%rsp)
	vmovupd 1584(%rsp), %ymm1
	vmovupd 1552(%rsp), %ymm3
	vmovapd %ymm12, %ymm11
	movq 600(%rsp), %r14
	movl $16, %esi
	cmpq $16, %r14
	jae .LBB_500
	jmp .LBB_726
.LBB_499:
	vxorpd %xmm15, %xmm15, %xmm15
	vpxor %xmm1, %xmm1, %xmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm11, %xmm11, %xmm11
	movq 600(%rsp), %r14
	movl $16, %esi
	cmpq $16, %r14
	jb .LBB_726
.LBB_500:
	movq %r8, %rcx
	vmovupd 2576(%rsp), %ymm2
	vdivpd %ymm2, %ymm11, %ymm0
	movq 592(%rsp), %r15
	vmovupd %ymm0, (%r15)
	vdivpd %ymm2, %ymm3, %ymm0
	vdivpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm0, 32(%r15)
	vmovupd %ymm1, 64(%r15)
	vdivpd %ymm2, %ymm15, %ymm0
	vmovupd %ymm0, 96(%r15)
	leaq -16(%r14), %rdx
	shrq $4, %rdx
	incq %rdx
	movq %rdx, 496(%rsp)
	leaq 128(%r15), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	movq 1408(%rsp), %r8
	addq %rax, %r8
	movq %r8, %r9
	negq %r9
	addq %r15, %r9
	addq $128, %r9
	cmpq $32, %rdi
	setb %dil
	cmpq $32, %r9
	setb %r9b
	orb %dil, %r9b
	movb %r9b, 464(%rsp)
	movl $1, %r10d
	movq %rax, %r11
	jmp .LBB_503
.LBB_501:
	vmovupd 2096(%rsp), %ymm0
	vmovupd 1824(%rsp), %ymm2
	vmovupd 1424(%rsp), %ymm1
	vmovupd (%rax,%r9,8), %ymm3
	vbroadcastsd .LCPI_9(%rip), %ymm11
	vmulpd %ymm3, %ymm11, %ymm4
	vsubpd %ymm3, %ymm4, %ymm5
	vsubpd %ymm5, %ymm4, %ymm4
	vsubpd %ymm4, %ymm3, %ymm5
	vmovupd 2480(%rsp), %ymm13
	vmulpd %ymm4, %ymm13, %ymm4
	vaddpd %ymm4, %ymm0, %ymm6
	vsubpd %ymm0, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm8
	vsubpd %ymm8, %ymm0, %ymm0
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm0, %ymm4, %ymm4
	vbroadcastsd .LCPI_10(%rip), %ymm0
	vxorpd %ymm0, %ymm2, %ymm7
	vsubpd %ymm2, %ymm6, %ymm8
	vsubpd %ymm6, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm6, %ymm6
	vsubpd %ymm9, %ymm7, %ymm7
	vaddpd %ymm6, %ymm7, %ymm6
	vaddpd %ymm6, %ymm4, %ymm4
	vmulpd %ymm5, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm4, %ymm5, %ymm4
	vaddpd 1616(%rsp), %ymm4, %ymm4
	vmovupd -128(%rax,%rbx,8), %ymm5
	vaddpd %ymm3, %ymm2, %ymm6
	vsubpd %ymm2, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm7, %ymm3, %ymm3
	vaddpd %ymm2, %ymm3, %ymm2
	vxorpd %ymm0, %ymm5, %ymm3
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm5, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm7, %ymm3, %ymm3
	vaddpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm3, %ymm2, %ymm2
	vaddpd %ymm2, %ymm1, %ymm1
	vmovupd %ymm8, 2096(%rsp)
	vmovupd %ymm4, 1616(%rsp)
	vmovupd %ymm5, 1824(%rsp)
	vmovupd %ymm1, 1424(%rsp)
	vaddpd %ymm4, %ymm8, %ymm1
	vmovupd 2416(%rsp), %ymm12
	vmulpd %ymm1, %ymm12, %ymm1
	vmovupd %ymm1, (%r15,%rbx,8)
	vmovupd 2128(%rsp), %ymm2
	vmovupd 1856(%rsp), %ymm3
	vmovupd 1456(%rsp), %ymm1
	vmovupd 32(%rax,%r9,8), %ymm4
	vmulpd %ymm4, %ymm11, %ymm5
	vsubpd %ymm4, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm4, %ymm6
	vmulpd %ymm5, %ymm13, %ymm5
	vaddpd %ymm5, %ymm2, %ymm7
	vsubpd %ymm2, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vxorpd %ymm0, %ymm3, %ymm5
	vsubpd %ymm3, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm6, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd 1648(%rsp), %ymm2, %ymm2
	vmovupd -96(%rax,%rbx,8), %ymm5
	vaddpd %ymm4, %ymm3, %ymm6
	vsubpd %ymm3, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm3, %ymm3
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vxorpd %ymm0, %ymm5, %ymm4
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm5, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vmovupd %ymm8, 2128(%rsp)
	vmovupd %ymm2, 1648(%rsp)
	vmovupd %ymm5, 1856(%rsp)
	vmovupd %ymm1, 1456(%rsp)
	vaddpd %ymm2, %ymm8, %ymm1
	vmulpd %ymm1, %ymm12, %ymm1
	vmovupd %ymm1, 32(%r15,%rbx,8)
	vmovupd 2160(%rsp), %ymm2
	vmovupd 1888(%rsp), %ymm3
	vmovupd 1488(%rsp), %ymm1
	vmovupd 64(%rax,%r9,8), %ymm4
	vmulpd %ymm4, %ymm11, %ymm5
	vsubpd %ymm4, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm4, %ymm6
	vmulpd %ymm5, %ymm13, %ymm5
	vaddpd %ymm5, %ymm2, %ymm7
	vsubpd %ymm2, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vxorpd %ymm0, %ymm3, %ymm5
	vsubpd %ymm3, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm6, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd 1680(%rsp), %ymm2, %ymm2
	vmovupd -64(%rax,%rbx,8), %ymm5
	vaddpd %ymm4, %ymm3, %ymm6
	vsubpd %ymm3, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm3, %ymm3
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vxorpd %ymm0, %ymm5, %ymm4
	vsubpd %ymm5, %ymm6, %ymm5
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm5, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vmovupd %ymm8, 2160(%rsp)
	vmovupd %ymm2, 1680(%rsp)
	vmovupd %ymm5, 1888(%rsp)
	vmovupd %ymm1, 1488(%rsp)
	vaddpd %ymm2, %ymm8, %ymm1
	vmulpd %ymm1, %ymm12, %ymm1
	vmovupd %ymm1, 64(%r15,%rbx,8)
	vmovupd 2192(%rsp), %ymm2
	vmovupd 1920(%rsp), %ymm3
	vmovupd 1520(%rsp), %ymm1
	vmovupd 96(%rax,%r9,8), %ymm4
	vmulpd %ymm4, %ymm11, %ymm5
	vsubpd %ymm4, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm4, %ymm6
	vmulpd %ymm5, %ymm13, %ymm5
	vaddpd %ymm5, %ymm2, %ymm7
	vsubpd %ymm2, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm2, %ymm2
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vxorpd %ymm0, %ymm3, %ymm5
	vsubpd %ymm3, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm2, %ymm2
	vmulpd %ymm6, %ymm13, %ymm5
	vsubpd %ymm1, %ymm5, %ymm5
	vaddpd %ymm2, %ymm5, %ymm2
	vaddpd 1712(%rsp), %ymm2, %ymm2
	vmovupd -32(%rax,%rbx,8), %ymm5
	vaddpd %ymm4, %ymm3, %ymm6
	vsubpd %ymm3, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm9
	vsubpd %ymm9, %ymm3, %ymm3
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm3, %ymm4, %ymm3
	vxorpd %ymm0, %ymm5, %ymm0
	vsubpd %ymm5, %ymm6, %ymm4
	vsubpd %ymm6, %ymm4, %ymm5
	vsubpd %ymm5, %ymm4, %ymm7
	vsubpd %ymm7, %ymm6, %ymm6
	vsubpd %ymm5, %ymm0, %ymm0
	vaddpd %ymm6, %ymm0, %ymm0
	vaddpd %ymm0, %ymm3, %ymm0
	vaddpd %ymm0, %ymm1, %ymm0
	vmovupd %ymm8, 2192(%rsp)
	vmovupd %ymm2, 1712(%rsp)
	vmovupd %ymm4, 1920(%rsp)
	vmovupd %ymm0, 1520(%rsp)
	vaddpd %ymm2, %ymm8, %ymm0
	vmulpd %ymm0, %ymm12, %ymm0
	vmovupd %ymm0, 96(%r15,%rbx,8)
	movq 336(%rsp), %rbp
.LBB_502:
	incq %r10
	subq $-128, %rdx
	subq $-128, %r11
	subq $-128, %r8
	cmpq $1025, %r10
	je .LBB_512
.LBB_503:
	movq 544(%rsp), %rdi
	leaq (%rdi,%r10), %r9
	shlq $4, %r9
	movq %rcx, %rbx
	subq %r9, %rbx
	jb .LBB_699
	cmpq $16, %rbx
	jb .LBB_700
	movq %r10, %rbx
	shlq $4, %rbx
	leaq -16(%rbx), %rdi
	movq %rcx, %rbp
	subq %rdi, %rbp
	jb .LBB_701
	cmpq $16, %rbp
	jb .LBB_702
	movq %r14, %rbp
	subq %rbx, %rbp
	jb .LBB_703
	cmpq 496(%rsp), %r10
	je .LBB_704
	cmpb $0, 464(%rsp)
	je .LBB_501
	xorl %edi, %edi
	vmovsd .LCPI_9(%rip), %xmm12
	vmovddup .LCPI_10(%rip), %xmm13
	movq 336(%rsp), %rbp
	vmovapd 2640(%rsp), %xmm14
	vmovapd 2608(%rsp), %xmm15
.LBB_511:
	vmovsd 2096(%rsp,%rdi), %xmm4
	vmovsd 1824(%rsp,%rdi), %xmm3
	vmovsd 1424(%rsp,%rdi), %xmm0
	vmovsd (%r8,%rdi), %xmm2
	vmulsd %xmm2, %xmm12, %xmm1
	vsubsd %xmm2, %xmm1, %xmm5
	vsubsd %xmm5, %xmm1, %xmm5
	vmulsd %xmm5, %xmm15, %xmm6
	vaddsd %xmm6, %xmm4, %xmm7
	vsubsd %xmm3, %xmm7, %xmm1
	vsubsd %xmm7, %xmm1, %xmm8
	vsubsd %xmm4, %xmm7, %xmm9
	vunpcklpd %xmm1, %xmm7, %xmm10
	vunpcklpd %xmm8, %xmm9, %xmm11
	vsubpd %xmm11, %xmm10, %xmm10
	vmovsd (%r11,%rdi), %xmm11
	vsubsd %xmm5, %xmm2, %xmm5
	vunpcklpd %xmm7, %xmm4, %xmm4
	vxorpd %xmm3, %xmm13, %xmm7
	vsubpd %xmm10, %xmm4, %xmm4
	vsubsd %xmm8, %xmm7, %xmm7
	vsubsd %xmm9, %xmm6, %xmm6
	vunpcklpd %xmm7, %xmm6, %xmm6
	vaddpd %xmm4, %xmm6, %xmm4
	vshufpd $1, %xmm4, %xmm4, %xmm6
	vaddsd %xmm6, %xmm4, %xmm4
	vmulsd %xmm5, %xmm15, %xmm5
	vsubsd %xmm0, %xmm5, %xmm5
	vaddsd %xmm4, %xmm5, %xmm4
	vaddsd %xmm2, %xmm3, %xmm5
	vsubsd %xmm11, %xmm5, %xmm6
	vsubsd %xmm5, %xmm6, %xmm7
	vsubsd %xmm3, %xmm5, %xmm8
	vunpcklpd %xmm6, %xmm5, %xmm9
	vunpcklpd %xmm7, %xmm8, %xmm10
	vsubpd %xmm10, %xmm9, %xmm9
	vunpcklpd %xmm5, %xmm3, %xmm3
	vsubpd %xmm9, %xmm3, %xmm3
	vxorpd %xmm13, %xmm11, %xmm5
	vsubsd %xmm7, %xmm5, %xmm5
	vsubsd %xmm8, %xmm2, %xmm2
	vunpcklpd %xmm5, %xmm2, %xmm2
	vaddpd %xmm3, %xmm2, %xmm2
	vshufpd $1, %xmm2, %xmm2, %xmm3
	vaddsd %xmm3, %xmm2, %xmm2
	vaddsd %xmm2, %xmm0, %xmm0
	vmovsd %xmm6, 1824(%rsp,%rdi)
	vmovsd %xmm0, 1424(%rsp,%rdi)
	vaddsd 1616(%rsp,%rdi), %xmm4, %xmm0
	vmovsd %xmm1, 2096(%rsp,%rdi)
	vmovsd %xmm0, 1616(%rsp,%rdi)
	vaddsd %xmm0, %xmm1, %xmm0
	vmulsd %xmm0, %xmm14, %xmm0
	vmovsd %xmm0, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_511
	jmp .LBB_502
.LBB_512:
	movq 16(%rsp), %rcx
	vmovq %rcx, %xmm0
	vpbroadcastq %xmm0, %ymm0
	vpaddq .LCPI_12(%rip), %ymm0, %ymm1
	vpaddq .LCPI_13(%rip), %ymm0, %ymm2
	vpbroadcastq .LCPI_10(%rip), %ymm3
	vpxor 2544(%rsp), %ymm3, %ymm4
	vpxor %ymm3, %ymm2, %ymm2
	vpcmpgtq %ymm4, %ymm2, %ymm2
	vpxor %ymm3, %ymm1, %ymm1
	vpcmpgtq %ymm4, %ymm1, %ymm1
	vpackssdw %ymm2, %ymm1, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpackssdw %xmm2, %xmm1, %xmm1
	vpshufd $216, %xmm1, %xmm1
	vpaddq .LCPI_14(%rip), %ymm0, %ymm0
	vpxor %ymm3, %ymm0, %ymm0
	vpcmpgtq %ymm4, %ymm0, %ymm0
	vextracti128 $1, %ymm0, %xmm2
	vpackssdw %xmm2, %xmm0, %xmm0
	vpshufb .LCPI_15(%rip), %xmm0, %xmm0
	vpor %xmm0, %xmm1, %xmm0
	vpblendd $12, %xmm1, %xmm0, %xmm0
	vpsllw $15, %xmm0, %xmm0
	vpmovmskb %xmm0, %eax
	testl $43690, %eax
	jne .LBB_517
	leaq 13325(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_517
	leaq 14350(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_517
	leaq 15375(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_517
	leaq 16400(%rcx), %rax
	cmpq %rbp, %rax
	jbe .LBB_570
.LBB_517:
	movl $1, %eax
	movq 424(%rsp), %rcx
	movq 432(%rsp), %rdx
	movq 448(%rsp), %r8
	xorl %ebp, %ebp
.LBB_518:
	cmpq $1025, %rcx
	movl $1025, %r10d
	cmovbq %rcx, %r10
	cmpq $1025, %rdx
	movl $1025, %r11d
	cmovbq %rdx, %r11
	movq %rbp, %r9
	shlq $10, %r9
	movq 16(%rsp), %rsi
	addq %rbp, %rsi
	addq %rsi, %r9
	movq 336(%rsp), %rsi
	subq %r9, %rsi
	jbe .LBB_531
	cmpq $1025, %rsi
	movl $1025, %edi
	cmovaeq %rdi, %rsi
	addq %r9, %rsi
	jb .LBB_705
	cmpq 336(%rsp), %rsi
	ja .LBB_705
	shll $3, %r10d
	shll $3, %r11d
	movq %rbp, %rsi
	orq $1, %rsi
	xorl %edi, %edi
	movq %rbp, %rbx
.LBB_522:
	cmpq %r14, %rbx
	jae .LBB_741
	vmovq (%r15,%rbx,8), %xmm0
	vmovq %xmm0, (%r8,%rdi)
	addq $16, %rbx
	addq $8, %rdi
	cmpq %rdi, %r11
	jne .LBB_522
	movq %rsi, %r9
	shlq $10, %r9
	addq %rsi, %r9
	addq 16(%rsp), %r9
	movq 336(%rsp), %rsi
	subq %r9, %rsi
	jbe .LBB_531
	cmpq $1025, %rsi
	movl $1025, %edi
	cmovaeq %rdi, %rsi
	addq %r9, %rsi
	jb .LBB_705
	cmpq 336(%rsp), %rsi
	ja .LBB_705
	addq $2, %rbp
	xorl %esi, %esi
	movq %rax, %rbx
.LBB_528:
	cmpq %r14, %rbx
	jae .LBB_741
	vmovq (%r15,%rbx,8), %xmm0
	vmovq %xmm0, 8200(%r8,%rsi)
	addq $16, %rbx
	addq $8, %rsi
	cmpq %rsi, %r10
	jne .LBB_528
	addq $16400, %r8
	addq $-2050, %rdx
	addq $2, %rax
	addq $-2050, %rcx
	cmpq $16, %rbp
	jne .LBB_518
.LBB_531:
	movq 16(%rsp), %rbx
	leaq 16400(%rbx), %rax
	movq 336(%rsp), %rbp
	movq 440(%rsp), %rsi
.LBB_532:
	addq $16400, %rbx
	addq $131200, %rsi
	movq 448(%rsp), %r10
	addq $131200, %r10
	addq $-16400, 432(%rsp)
	addq $-16400, 424(%rsp)
	cmpq %rbp, %rax
	jb .LBB_481
	jmp .LBB_630
.LBB_533:
	movl $8, %ecx
	xorl %eax, %eax
	movq %r10, 1776(%rsp)
.LBB_534:
	movq 616(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 624(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 632(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 640(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 648(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 656(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 664(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 672(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 680(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 688(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 696(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 704(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 712(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	movq 720(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_487
	addq 728(%rsp), %rcx
	cmpq %rbp, %rcx
	ja .LBB_487
	xorl %ebx, %ebx
	xorl %ebp, %ebp
.LBB_550:
	movq %r8, %r14
	movq %rbp, 1824(%rsp)
	movq 528(%rsp), %rax
	movq %rax, 1424(%rsp)
	movq 336(%rsp), %rax
	movq %rax, 1432(%rsp)
	leaq 608(%rsp), %rax
	movq %rax, 1440(%rsp)
	leaq 1824(%rsp), %rax
	movq %rax, 1448(%rsp)
	leaq 1616(%rsp), %rax
	movq %rax, 1456(%rsp)
	leaq 784(%rsp), %rdi
	leaq 1424(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 1616(%rsp), %rax
	movq 1824(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %r9
	movq %r14, %r8
	subq %r9, %r14
	jb .LBB_693
	movl $8, %esi
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 784(%rsp), %xmm0
	vmovsd %xmm0, 496(%rsp)
	vmovsd 792(%rsp), %xmm0
	vmovsd %xmm0, 1584(%rsp)
	vmovsd 800(%rsp), %xmm0
	vmovsd %xmm0, 1552(%rsp)
	vmovsd 808(%rsp), %xmm0
	vmovsd %xmm0, 1792(%rsp)
	vmovsd 816(%rsp), %xmm0
	vmovsd %xmm0, 296(%rsp)
	vmovsd 824(%rsp), %xmm0
	vmovsd %xmm0, 232(%rsp)
	vmovsd 832(%rsp), %xmm0
	vmovsd %xmm0, 56(%rsp)
	vmovsd 840(%rsp), %xmm0
	vmovsd %xmm0, 112(%rsp)
	vmovsd 848(%rsp), %xmm0
	vmovsd %xmm0, 464(%rsp)
	vmovsd 856(%rsp), %xmm11
	vmovsd 864(%rsp), %xmm0
	vmovsd %xmm0, 2064(%rsp)
	vmovsd 872(%rsp), %xmm0
	vmovsd %xmm0, 2384(%rsp)
	vmovsd 880(%rsp), %xmm0
	vmovsd %xmm0, 288(%rsp)
	vmovsd 888(%rsp), %xmm0
	vmovsd %xmm0, 224(%rsp)
	vmovsd 896(%rsp), %xmm0
	vmovsd %xmm0, 168(%rsp)
	vmovsd 904(%rsp), %xmm0
	vmovsd %xmm0, 104(%rsp)
	vmovsd 912(%rsp), %xmm0
	vmovsd %xmm0, 736(%rsp)
	vmovsd 920(%rsp), %xmm14
	vmovsd 928(%rsp), %xmm0
	vmovsd %xmm0, 2032(%rsp)
	vmovsd 936(%rsp), %xmm0
	vmovsd %xmm0, 328(%rsp)
	vmovsd 944(%rsp), %xmm0
	vmovsd %xmm0, 280(%rsp)
	vmovsd 952(%rsp), %xmm0
	vmovsd %xmm0, 216(%rsp)
	vmovsd 960(%rsp), %xmm0
	vmovsd %xmm0, 160(%rsp)
	vmovsd 968(%rsp), %xmm0
	vmovsd %xmm0, 96(%rsp)
	vmovsd 976(%rsp), %xmm0
	vmovsd %xmm0, 1360(%rsp)
	vmovq 984(%rsp), %xmm1
	vmovsd 992(%rsp), %xmm0
	vmovsd %xmm0, 2000(%rsp)
	vmovsd 1000(%rsp), %xmm0
	vmovsd %xmm0, 320(%rsp)
	vmovsd 1008(%rsp), %xmm0
	vmovsd %xmm0, 272(%rsp)
	vmovsd 1016(%rsp), %xmm0
	vmovsd %xmm0, 208(%rsp)
	vmovsd 1024(%rsp), %xmm0
	vmovsd %xmm0, 152(%rsp)
	vmovsd 1032(%rsp), %xmm0
	vmovsd %xmm0, 88(%rsp)
	vmovsd 1040(%rsp), %xmm0
	vmovsd %xmm0, 1328(%rsp)
	vmovsd 1048(%rsp), %xmm3
	vmovsd 1056(%rsp), %xmm13
	vmovsd 1064(%rsp), %xmm0
	vmovsd %xmm0, 312(%rsp)
	vmovsd 1072(%rsp), %xmm0
	vmovsd %xmm0, 264(%rsp)
	vmovsd 1080(%rsp), %xmm0
	vmovsd %xmm0, 200(%rsp)
	vmovsd 1088(%rsp), %xmm0
	vmovsd %xmm0, 144(%rsp)
	vmovsd 1096(%rsp), %xmm0
	vmovsd %xmm0, 80(%rsp)
	vmovsd 1104(%rsp), %xmm0
	vmovsd %xmm0, 1296(%rsp)
	vmovsd 1112(%rsp), %xmm5
	vmovq 1120(%rsp), %xmm0
	vmovsd 1128(%rsp), %xmm2
	vmovsd %xmm2, 304(%rsp)
	vmovsd 1136(%rsp), %xmm2
	vmovsd %xmm2, 256(%rsp)
	vmovsd 1144(%rsp), %xmm2
	vmovsd %xmm2, 192(%rsp)
	vmovsd 1152(%rsp), %xmm2
	vmovsd %xmm2, 136(%rsp)
	vmovsd 1160(%rsp), %xmm2
	vmovsd %xmm2, 72(%rsp)
	vmovsd 1168(%rsp), %xmm8
	vmovsd 1176(%rsp), %xmm6
	vmovsd 1184(%rsp), %xmm2
	vmovsd 1192(%rsp), %xmm12
	vmovsd 1200(%rsp), %xmm4
	vmovsd %xmm4, 248(%rsp)
	vmovsd 1208(%rsp), %xmm4
	vmovsd %xmm4, 184(%rsp)
	vmovsd 1216(%rsp), %xmm4
	vmovsd %xmm4, 128(%rsp)
	vmovsd 1224(%rsp), %xmm4
	vmovsd %xmm4, 64(%rsp)
	vmovsd 1232(%rsp), %xmm9
	vmovsd 1240(%rsp), %xmm7
	vmovq 1248(%rsp), %xmm4
	vmovsd 1256(%rsp), %xmm15
	vmovsd 1264(%rsp), %xmm10
	vmovsd %xmm10, 240(%rsp)
	vmovsd 1272(%rsp), %xmm10
	vmovsd %xmm10, 176(%rsp)
	vmovsd 1280(%rsp), %xmm10
	vmovsd %xmm10, 120(%rsp)
	vmovsd 1288(%rsp), %xmm10
	vmovsd %xmm10, 392(%rsp)
	vmovsd 496(%rsp), %xmm10
	vmovsd %xmm10, (%r15,%r9,8)
	vmovsd 464(%rsp), %xmm10
	vmovsd %xmm10, 8(%r15,%r9,8)
	vmovsd 736(%rsp), %xmm10
	vmovsd %xmm10, 16(%r15,%r9,8)
	vmovsd 1360(%rsp), %xmm10
	vmovsd %xmm10, 24(%r15,%r9,8)
	vmovsd 1328(%rsp), %xmm10
	vmovsd %xmm10, 32(%r15,%r9,8)
	vmovsd 1296(%rsp), %xmm10
	vmovsd %xmm10, 40(%r15,%r9,8)
	vmovsd %xmm8, 48(%r15,%r9,8)
	vmovsd %xmm9, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $16, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 1584(%rsp), %xmm8
	vmovsd %xmm8, (%r15,%r9,8)
	vmovsd %xmm11, 8(%r15,%r9,8)
	vmovsd %xmm14, 16(%r15,%r9,8)
	vmovq %xmm1, 24(%r15,%r9,8)
	vmovsd %xmm3, 32(%r15,%r9,8)
	vmovsd %xmm5, 40(%r15,%r9,8)
	vmovsd %xmm6, 48(%r15,%r9,8)
	vmovsd %xmm7, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $32, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 1552(%rsp), %xmm1
	vmovsd %xmm1, (%r15,%r9,8)
	vmovsd 2064(%rsp), %xmm1
	vmovsd %xmm1, 8(%r15,%r9,8)
	vmovsd 2032(%rsp), %xmm1
	vmovsd %xmm1, 16(%r15,%r9,8)
	vmovq 2000(%rsp), %xmm1
	vmovq %xmm1, 24(%r15,%r9,8)
	vmovsd %xmm13, 32(%r15,%r9,8)
	vmovq %xmm0, 40(%r15,%r9,8)
	vmovsd %xmm2, 48(%r15,%r9,8)
	vmovq %xmm4, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $48, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 1792(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 2384(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 328(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 320(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 312(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovq 304(%rsp), %xmm0
	vmovq %xmm0, 40(%r15,%r9,8)
	vmovsd %xmm12, 48(%r15,%r9,8)
	vmovsd %xmm15, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $64, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 296(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 288(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 280(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 272(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 264(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 256(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 248(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 240(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $80, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 232(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 224(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 216(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 208(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 200(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 192(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 184(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 176(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $96, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 56(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 168(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 160(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 152(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 144(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 136(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 128(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 120(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $112, %r9
	movq %r8, %r14
	subq %r9, %r14
	jb .LBB_693
	cmpq $8, %r14
	jb .LBB_694
	vmovsd 112(%rsp), %xmm0
	vmovsd %xmm0, (%r15,%r9,8)
	vmovsd 104(%rsp), %xmm0
	vmovsd %xmm0, 8(%r15,%r9,8)
	vmovsd 96(%rsp), %xmm0
	vmovsd %xmm0, 16(%r15,%r9,8)
	vmovsd 88(%rsp), %xmm0
	vmovsd %xmm0, 24(%r15,%r9,8)
	vmovsd 80(%rsp), %xmm0
	vmovsd %xmm0, 32(%r15,%r9,8)
	vmovsd 72(%rsp), %xmm0
	vmovsd %xmm0, 40(%r15,%r9,8)
	vmovsd 64(%rsp), %xmm0
	vmovsd %xmm0, 48(%r15,%r9,8)
	vmovq 392(%rsp), %xmm0
	vmovq %xmm0, 56(%r15,%r9,8)
	addq $8, %rbp
	testb $1, %bl
	movb $1, %bl
	je .LBB_550
	movq 1616(%rsp), %rcx
	leaq 8(%rcx), %rax
	movq %rax, 1616(%rsp)
	addq $16, %rcx
	movq 1776(%rsp), %r10
	cmpq %r10, %rcx
	ja .LBB_487
	movq 608(%rsp), %rdx
	addq %rcx, %rdx
	movq 336(%rsp), %rbp
	cmpq %rbp, %rdx
	jbe .LBB_534
	jmp .LBB_487
.LBB_570:
	movq %rax, 8(%rsp)
	movq $0, 400(%rsp)
	movq $0, 56(%rsp)
	xorl %eax, %eax
	jmp .LBB_573
.LBB_571:
	movq %rbx, %rax
	addq $8, %rax
.LBB_572:
	xorb $1, %sil
	movq %rsi, 56(%rsp)
.LBB_573:
	movq %rax, %rbx
	movq %rax, 384(%rsp)
	movq %r15, 2256(%rsp)
	movq %r14, 2264(%rsp)
	leaq 400(%rsp), %rax
	movq %rax, 2272(%rsp)
	leaq 384(%rsp), %rax
	movq %rax, 2280(%rsp)
	leaq 784(%rsp), %rdi
	leaq 2256(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 384(%rsp), %rdx
	movq 400(%rsp), %rax
	addq 16(%rsp), %rax
	movq %rdx, %rcx
	shlq $10, %rcx
	addq %rdx, %rcx
	leaq (%rax,%rcx), %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	movl $8, %esi
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 784(%rsp), %xmm0
	vmovsd %xmm0, 496(%rsp)
	vmovsd 792(%rsp), %xmm0
	vmovsd %xmm0, 1584(%rsp)
	vmovsd 800(%rsp), %xmm0
	vmovsd %xmm0, 1552(%rsp)
	vmovsd 808(%rsp), %xmm0
	vmovsd %xmm0, 1792(%rsp)
	vmovsd 816(%rsp), %xmm0
	vmovsd %xmm0, 296(%rsp)
	vmovsd 824(%rsp), %xmm0
	vmovsd %xmm0, 232(%rsp)
	vmovsd 832(%rsp), %xmm0
	vmovsd %xmm0, 168(%rsp)
	vmovsd 840(%rsp), %xmm0
	vmovsd %xmm0, 104(%rsp)
	vmovsd 848(%rsp), %xmm0
	vmovsd %xmm0, 464(%rsp)
	vmovsd 856(%rsp), %xmm11
	vmovsd 864(%rsp), %xmm0
	vmovsd %xmm0, 2064(%rsp)
	vmovsd 872(%rsp), %xmm0
	vmovsd %xmm0, 2384(%rsp)
	vmovsd 880(%rsp), %xmm0
	vmovsd %xmm0, 288(%rsp)
	vmovsd 888(%rsp), %xmm0
	vmovsd %xmm0, 224(%rsp)
	vmovsd 896(%rsp), %xmm0
	vmovsd %xmm0, 160(%rsp)
	vmovsd 904(%rsp), %xmm0
	vmovsd %xmm0, 96(%rsp)
	vmovsd 912(%rsp), %xmm0
	vmovsd %xmm0, 736(%rsp)
	vmovsd 920(%rsp), %xmm14
	vmovsd 928(%rsp), %xmm0
	vmovsd %xmm0, 2032(%rsp)
	vmovsd 936(%rsp), %xmm0
	vmovsd %xmm0, 328(%rsp)
	vmovsd 944(%rsp), %xmm0
	vmovsd %xmm0, 280(%rsp)
	vmovsd 952(%rsp), %xmm0
	vmovsd %xmm0, 216(%rsp)
	vmovsd 960(%rsp), %xmm0
	vmovsd %xmm0, 152(%rsp)
	vmovsd 968(%rsp), %xmm0
	vmovsd %xmm0, 88(%rsp)
	vmovsd 976(%rsp), %xmm0
	vmovsd %xmm0, 1360(%rsp)
	vmovq 984(%rsp), %xmm1
	vmovsd 992(%rsp), %xmm0
	vmovsd %xmm0, 2000(%rsp)
	vmovsd 1000(%rsp), %xmm0
	vmovsd %xmm0, 320(%rsp)
	vmovsd 1008(%rsp), %xmm0
	vmovsd %xmm0, 272(%rsp)
	vmovsd 1016(%rsp), %xmm0
	vmovsd %xmm0, 208(%rsp)
	vmovsd 1024(%rsp), %xmm0
	vmovsd %xmm0, 144(%rsp)
	vmovsd 1032(%rsp), %xmm0
	vmovsd %xmm0, 80(%rsp)
	vmovsd 1040(%rsp), %xmm0
	vmovsd %xmm0, 1328(%rsp)
	vmovq 1048(%rsp), %xmm3
	vmovsd 1056(%rsp), %xmm13
	vmovsd 1064(%rsp), %xmm0
	vmovsd %xmm0, 312(%rsp)
	vmovsd 1072(%rsp), %xmm0
	vmovsd %xmm0, 264(%rsp)
	vmovsd 1080(%rsp), %xmm0
	vmovsd %xmm0, 200(%rsp)
	vmovsd 1088(%rsp), %xmm0
	vmovsd %xmm0, 136(%rsp)
	vmovsd 1096(%rsp), %xmm0
	vmovsd %xmm0, 72(%rsp)
	vmovsd 1104(%rsp), %xmm0
	vmovsd %xmm0, 1296(%rsp)
	vmovsd 1112(%rsp), %xmm5
	vmovq 1120(%rsp), %xmm0
	vmovsd 1128(%rsp), %xmm2
	vmovsd %xmm2, 304(%rsp)
	vmovsd 1136(%rsp), %xmm2
	vmovsd %xmm2, 256(%rsp)
	vmovsd 1144(%rsp), %xmm2
	vmovsd %xmm2, 192(%rsp)
	vmovsd 1152(%rsp), %xmm2
	vmovsd %xmm2, 128(%rsp)
	vmovsd 1160(%rsp), %xmm2
	vmovsd %xmm2, 64(%rsp)
	vmovsd 1168(%rsp), %xmm8
	vmovsd 1176(%rsp), %xmm6
	vmovq 1184(%rsp), %xmm2
	vmovsd 1192(%rsp), %xmm12
	vmovsd 1200(%rsp), %xmm4
	vmovsd %xmm4, 248(%rsp)
	vmovsd 1208(%rsp), %xmm4
	vmovsd %xmm4, 184(%rsp)
	vmovsd 1216(%rsp), %xmm4
	vmovsd %xmm4, 120(%rsp)
	vmovsd 1224(%rsp), %xmm4
	vmovsd %xmm4, 392(%rsp)
	vmovsd 1232(%rsp), %xmm9
	vmovsd 1240(%rsp), %xmm7
	vmovq 1248(%rsp), %xmm4
	vmovsd 1256(%rsp), %xmm15
	vmovsd 1264(%rsp), %xmm10
	vmovsd %xmm10, 240(%rsp)
	vmovsd 1272(%rsp), %xmm10
	vmovsd %xmm10, 176(%rsp)
	vmovsd 1280(%rsp), %xmm10
	vmovsd %xmm10, 112(%rsp)
	vmovsd 1288(%rsp), %xmm10
	vmovsd %xmm10, 1776(%rsp)
	vmovsd 496(%rsp), %xmm10
	vmovsd %xmm10, (%r13,%r9,8)
	vmovsd 464(%rsp), %xmm10
	vmovsd %xmm10, 8(%r13,%r9,8)
	vmovsd 736(%rsp), %xmm10
	vmovsd %xmm10, 16(%r13,%r9,8)
	vmovsd 1360(%rsp), %xmm10
	vmovsd %xmm10, 24(%r13,%r9,8)
	vmovsd 1328(%rsp), %xmm10
	vmovsd %xmm10, 32(%r13,%r9,8)
	vmovsd 1296(%rsp), %xmm10
	vmovsd %xmm10, 40(%r13,%r9,8)
	vmovsd %xmm8, 48(%r13,%r9,8)
	vmovsd %xmm9, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $1025, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 1584(%rsp), %xmm8
	vmovsd %xmm8, (%r13,%r9,8)
	vmovsd %xmm11, 8(%r13,%r9,8)
	vmovsd %xmm14, 16(%r13,%r9,8)
	vmovq %xmm1, 24(%r13,%r9,8)
	vmovq %xmm3, 32(%r13,%r9,8)
	vmovsd %xmm5, 40(%r13,%r9,8)
	vmovsd %xmm6, 48(%r13,%r9,8)
	vmovsd %xmm7, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $2050, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 1552(%rsp), %xmm1
	vmovsd %xmm1, (%r13,%r9,8)
	vmovsd 2064(%rsp), %xmm1
	vmovsd %xmm1, 8(%r13,%r9,8)
	vmovsd 2032(%rsp), %xmm1
	vmovsd %xmm1, 16(%r13,%r9,8)
	vmovq 2000(%rsp), %xmm1
	vmovq %xmm1, 24(%r13,%r9,8)
	vmovsd %xmm13, 32(%r13,%r9,8)
	vmovq %xmm0, 40(%r13,%r9,8)
	vmovq %xmm2, 48(%r13,%r9,8)
	vmovq %xmm4, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $3075, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 1792(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 2384(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 328(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 320(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 312(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovq 304(%rsp), %xmm0
	vmovq %xmm0, 40(%r13,%r9,8)
	vmovsd %xmm12, 48(%r13,%r9,8)
	vmovsd %xmm15, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $4100, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 296(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 288(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 280(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 272(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 264(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovsd 256(%rsp), %xmm0
	vmovsd %xmm0, 40(%r13,%r9,8)
	vmovsd 248(%rsp), %xmm0
	vmovsd %xmm0, 48(%r13,%r9,8)
	vmovq 240(%rsp), %xmm0
	vmovq %xmm0, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $5125, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 232(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 224(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 216(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 208(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 200(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovsd 192(%rsp), %xmm0
	vmovsd %xmm0, 40(%r13,%r9,8)
	vmovsd 184(%rsp), %xmm0
	vmovsd %xmm0, 48(%r13,%r9,8)
	vmovq 176(%rsp), %xmm0
	vmovq %xmm0, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $6150, %r9
	movq %rbp, %rdx
	subq %r9, %rdx
	jb .LBB_691
	cmpq $8, %rdx
	jb .LBB_692
	vmovsd 168(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 160(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 152(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 144(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 136(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovsd 128(%rsp), %xmm0
	vmovsd %xmm0, 40(%r13,%r9,8)
	vmovsd 120(%rsp), %xmm0
	vmovsd %xmm0, 48(%r13,%r9,8)
	vmovq 112(%rsp), %xmm0
	vmovq %xmm0, 56(%r13,%r9,8)
	leaq (%rax,%rcx), %r9
	addq $7175, %r9
	movq %rbp, %rax
	subq %r9, %rax
	jb .LBB_691
	cmpq $8, %rax
	jb .LBB_716
	vmovsd 104(%rsp), %xmm0
	vmovsd %xmm0, (%r13,%r9,8)
	vmovsd 96(%rsp), %xmm0
	vmovsd %xmm0, 8(%r13,%r9,8)
	vmovsd 88(%rsp), %xmm0
	vmovsd %xmm0, 16(%r13,%r9,8)
	vmovsd 80(%rsp), %xmm0
	vmovsd %xmm0, 24(%r13,%r9,8)
	vmovsd 72(%rsp), %xmm0
	vmovsd %xmm0, 32(%r13,%r9,8)
	vmovsd 64(%rsp), %xmm0
	vmovsd %xmm0, 40(%r13,%r9,8)
	vmovsd 392(%rsp), %xmm0
	vmovsd %xmm0, 48(%r13,%r9,8)
	vmovq 1776(%rsp), %xmm0
	vmovq %xmm0, 56(%r13,%r9,8)
	movq 56(%rsp), %rsi
	testb $1, %sil
	je .LBB_571
	movq 400(%rsp), %rax
	leaq 8(%rax), %rcx
	movq %rcx, 400(%rsp)
	leaq 16(%rax), %rdx
	cmpq $1026, %rdx
	jae .LBB_593
	xorl %eax, %eax
	jmp .LBB_572
.LBB_593:
	cmpq $1024, %rcx
	movq 440(%rsp), %rsi
	ja .LBB_628
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_595:
	cmpq %r14, %rcx
	jae .LBB_761
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $8, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq (%r15,%rcx,8), %xmm0
	vmovq %xmm0, -65600(%rsi,%rax,8)
	leaq 1(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $1033, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 8(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -57400(%rsi,%rax,8)
	leaq 2(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $2058, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 16(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -49200(%rsi,%rax,8)
	leaq 3(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $3083, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 24(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -41000(%rsi,%rax,8)
	leaq 4(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $4108, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 32(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -32800(%rsi,%rax,8)
	leaq 5(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $5133, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 40(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -24600(%rsi,%rax,8)
	leaq 6(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $6158, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 48(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -16400(%rsi,%rax,8)
	leaq 7(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $7183, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 56(%r15,%rcx,8), %xmm0
	vmovq %xmm0, -8200(%rsi,%rax,8)
	leaq 8(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $8208, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 64(%r15,%rcx,8), %xmm0
	vmovq %xmm0, (%rsi,%rax,8)
	leaq 9(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $9233, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 72(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 8200(%rsi,%rax,8)
	leaq 10(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $10258, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 80(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 16400(%rsi,%rax,8)
	leaq 11(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $11283, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 88(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 24600(%rsi,%rax,8)
	leaq 12(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $12308, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 96(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 32800(%rsi,%rax,8)
	leaq 13(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $13333, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 104(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 41000(%rsi,%rax,8)
	leaq 14(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $14358, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 112(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 49200(%rsi,%rax,8)
	leaq 15(%rcx), %rbx
	cmpq %r14, %rbx
	jae .LBB_762
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $15383, %rbx
	cmpq %rbp, %rbx
	jae .LBB_749
	vmovq 120(%r15,%rcx,8), %xmm0
	vmovq %xmm0, 57400(%rsi,%rax,8)
	incq %rax
	addq $16, %rcx
	cmpq $1017, %rax
	jne .LBB_595
.LBB_628:
	movq 16(%rsp), %rbx
	movq 8(%rsp), %rax
	jmp .LBB_532
.LBB_629:
	movq %rbp, %rax
	subq %rbx, %rax
	movl $0, %edx
	cmovaeq %rax, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	movq %rbx, 784(%rsp)
	movq %rdx, 792(%rsp)
	movq $1024, 800(%rsp)
	movb $1, 808(%rsp)
	movq 528(%rsp), %rdi
	movq %rbp, %rsi
	movq 376(%rsp), %rdx
	leaq 784(%rsp), %rcx
	movq %r13, %r8
	movq %rbp, %r9
	vzeroupper
	callq kernel_sliding::wma::periods_into
.LBB_630:
	movq 2320(%rsp), %rax
	movq %rax, 336(%rsp)
	movq 2328(%rsp), %r8
	movq 2344(%rsp), %rax
	movq %rax, 16(%rsp)
	movq 2352(%rsp), %rax
	movq %r8, 1424(%rsp)
	movq %rax, 784(%rsp)
	cmpq %rax, %r8
	jne .LBB_746
	testq %r8, %r8
	je .LBB_646
	movq %r8, %rdi
	shrq $6, %rdi
	movl %r8d, %eax
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %rdi
	movq 16(%rsp), %r11
	leaq 32(%r11), %rbp
	movq 336(%rsp), %r10
	leaq 32(%r10), %r12
	movl $64, %r9d
	xorl %ebx, %ebx
	xorl %r14d, %r14d
	jmp .LBB_634
.LBB_633:
	movq 1360(%rsp), %r9
	addq $64, %r9
	movq 1328(%rsp), %rbx
	addq $-64, %rbx
	addq $512, %rbp
	addq $512, %r12
	movq 464(%rsp), %r11
	addq $512, %r11
	movq 496(%rsp), %r10
	addq $512, %r10
	movq 736(%rsp), %rdi
	testq %rdi, %rdi
	movq 1296(%rsp), %r14
	je .LBB_646
.LBB_634:
	cmpq %r9, %r8
	movq %r9, %rax
	cmovbq %r8, %rax
	leaq (%rax,%rbx), %rdx
	cmpq $1, %rdx
	adcq %rbx, %rax
	movq %rdx, %rcx
	andq $-8, %rcx
	leaq 64(%r14), %r15
	decq %rdi
	cmpq %r15, %r8
	movq %r15, %rsi
	cmovbq %r8, %rsi
	cmpq %r14, %rsi
	jb .LBB_721
	movq %r15, 1296(%rsp)
	movq %rbx, 1328(%rsp)
	movq %r11, 464(%rsp)
	movq %r10, 496(%rsp)
	movq %r9, 1360(%rsp)
	movq %rdi, 736(%rsp)
	je .LBB_633
	cmpq $8, %rdx
	jae .LBB_638
	xorl %r13d, %r13d
	xorl %ecx, %ecx
	vmovddup .LCPI_19(%rip), %xmm3
	vmovsd .LCPI_20(%rip), %xmm4
	movq 496(%rsp), %rdi
	movq 464(%rsp), %r9
	jmp .LBB_641
.LBB_638:
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %esi, %esi
	vpxor %xmm1, %xmm1, %xmm1
	vmovdqa .LCPI_17(%rip), %ymm2
	vbroadcastsd .LCPI_20(%rip), %ymm11
	movq 496(%rsp), %rdi
	movq 464(%rsp), %r9
.LBB_639:
	vpbroadcastq .LCPI_18(%rip), %ymm3
	vpaddq %ymm3, %ymm2, %ymm3
	vmovupd -32(%rbp,%rsi,8), %ymm4
	vmovupd (%rbp,%rsi,8), %ymm5
	vmovupd -32(%r12,%rsi,8), %ymm6
	vmovupd (%r12,%rsi,8), %ymm7
	vsubpd %ymm6, %ymm4, %ymm8
	vsubpd %ymm7, %ymm5, %ymm9
	vbroadcastsd .LCPI_19(%rip), %ymm10
	vandpd %ymm10, %ymm8, %ymm8
	vandpd %ymm10, %ymm9, %ymm9
	vandpd %ymm6, %ymm10, %ymm6
	vandpd %ymm7, %ymm10, %ymm7
	vandpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vandpd %ymm5, %ymm10, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vmulpd %ymm4, %ymm11, %ymm4
	vcmplepd %ymm4, %ymm8, %ymm4
	vmulpd %ymm5, %ymm11, %ymm5
	vcmplepd %ymm5, %ymm9, %ymm5
	vbroadcastsd .LCPI_21(%rip), %ymm6
	vandpd %ymm6, %ymm4, %ymm4
	vandpd %ymm6, %ymm5, %ymm5
	vpbroadcastq .LCPI_22(%rip), %ymm6
	vpand %ymm6, %ymm2, %ymm7
	vpsllvq %ymm7, %ymm4, %ymm4
	vpor %ymm0, %ymm4, %ymm0
	vpand %ymm6, %ymm3, %ymm3
	vpsllvq %ymm3, %ymm5, %ymm3
	vpor %ymm1, %ymm3, %ymm1
	addq $8, %rsi
	vpbroadcastq .LCPI_23(%rip), %ymm3
	vpaddq %ymm3, %ymm2, %ymm2
	cmpq %rsi, %rcx
	jne .LBB_639
	vpor %ymm0, %ymm1, %ymm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r13
	cmpq %rcx, %rdx
	vmovddup .LCPI_19(%rip), %xmm3
	vmovsd .LCPI_20(%rip), %xmm4
	je .LBB_642
.LBB_641:
	vmovsd (%r9,%rcx,8), %xmm0
	vmovsd (%rdi,%rcx,8), %xmm1
	vsubsd %xmm1, %xmm0, %xmm2
	vandpd %xmm3, %xmm2, %xmm2
	vandpd %xmm3, %xmm1, %xmm1
	vandpd %xmm3, %xmm0, %xmm0
	vaddsd %xmm1, %xmm0, %xmm0
	vmulsd %xmm4, %xmm0, %xmm0
	xorl %edx, %edx
	vucomisd %xmm2, %xmm0
	setae %dl
	shlxq %rcx, %rdx, %rdx
	incq %rcx
	orq %rdx, %r13
	cmpq %rcx, %rax
	jne .LBB_641
.LBB_642:
	testq %r13, %r13
	je .LBB_633
.LBB_643:
	movq %r8, %rbx
	xorl %r15d, %r15d
	tzcntq %r13, %r15
	orq %r14, %r15
	leaq 2672(%rsp), %rdi
	movq 1416(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq %rbx, %r8
	cmpq %rbx, %r15
	jae .LBB_752
	movq 336(%rsp), %rax
	vmovq %xmm0, (%rax,%r15,8)
	movq 16(%rsp), %rax
	vmovq %xmm1, (%rax,%r15,8)
	blsrq %r13, %r13
	jne .LBB_643
	jmp .LBB_633
.LBB_646:
	movq (%rsp), %rbx
	cmpq %rbx, %r8
	jne .LBB_739
	movq $0, 2376(%rsp)
	movq 336(%rsp), %rdx
	leaq (%rdx,%rbx,8), %rax
	movq 16(%rsp), %rsi
	leaq (%rsi,%rbx,8), %rcx
	movq %rdx, 784(%rsp)
	movq %rax, 792(%rsp)
	movq %rsi, 800(%rsp)
	movq %rcx, 808(%rsp)
	movq $0, 816(%rsp)
	movq %rbx, 824(%rsp)
	leaq 2360(%rsp), %rdi
	leaq 784(%rsp), %rsi
	vzeroupper
	callq alloc::vec::Vec<T,A>::extend_trusted
	cmpq $2, %rbx
	jae .LBB_650
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 336(%rsp)
	xorl %r14d, %r14d
	jmp .LBB_684
.LBB_650:
	movq 2368(%rsp), %rcx
	movq 2376(%rsp), %r14
	leaq 13(%rcx), %rdx
	leaq 1(%rcx), %r8
	movl $1, %r9d
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 336(%rsp)
	movl $65, %edi
	movq $-1, %r10
	xorl %r12d, %r12d
	xorl %ebp, %ebp
	xorl %r13d, %r13d
	movq 2464(%rsp), %rax
	vmovsd .LCPI_28(%rip), %xmm12
	vmovq .LCPI_29(%rip), %xmm13
	vmovsd .LCPI_30(%rip), %xmm14
	vmovd .LCPI_31(%rip), %xmm15
	vpcmpeqd %xmm5, %xmm5, %xmm5
	jmp .LBB_653
.LBB_651:
	movq 464(%rsp), %r12
.LBB_652:
	movq 496(%rsp), %rax
	decq %rax
	incq %r12
	addq $64, %rdi
	addq $-64, %r10
	addq $64, %rdx
	addq $64, %r8
	testq %rax, %rax
	movq 16(%rsp), %r9
	je .LBB_680
.LBB_653:
	movq %rax, 496(%rsp)
	movq (%rsp), %r11
	cmpq %rdi, %r11
	movq %rdi, %rbx
	cmovbq %r11, %rbx
	leaq (%rbx,%r10), %rax
	cmpq $1, %rax
	adcq %r10, %rbx
	movq %r12, %rax
	shlq $6, %rax
	leaq 65(%rax), %rsi
	cmpq %rsi, %r11
	cmovbq %r11, %rsi
	notq %rax
	leaq (%rsi,%rax), %r15
	cmpq $1, %r15
	adcq %rsi, %rax
	leaq 64(%r9), %rsi
	cmpq %rsi, %r11
	movq %rsi, 16(%rsp)
	cmovbq %r11, %rsi
	cmpq %r9, %rsi
	jb .LBB_723
	cmpq %r14, %rsi
	ja .LBB_723
	movq %r12, 464(%rsp)
	leaq -1(%r9), %r12
	leaq -1(%rsi), %r11
	cmpq %r12, %r11
	jb .LBB_720
	cmpq %r14, %r11
	ja .LBB_720
	subq %r9, %rsi
	je .LBB_651
	cmpq $4, %r15
	jae .LBB_660
	xorl %r11d, %r11d
	xorl %r12d, %r12d
	jmp .LBB_670
.LBB_660:
	cmpq $16, %r15
	jae .LBB_662
	xorl %r12d, %r12d
	xorl %r11d, %r11d
	jmp .LBB_667
.LBB_662:
	movq %r13, 736(%rsp)
	movq %rbx, %r11
	andq $-16, %r11
	movq %rax, %r12
	andq $-16, %r12
	vpxor %xmm1, %xmm1, %xmm1
	xorl %r13d, %r13d
	vpxor %xmm2, %xmm2, %xmm2
	vpxor %xmm3, %xmm3, %xmm3
	vpxor %xmm4, %xmm4, %xmm4
	vpcmpeqd %xmm13, %xmm13, %xmm13
	vmovdqa .LCPI_17(%rip), %ymm5
	vmovd .LCPI_31(%rip), %xmm14
.LBB_663:
	vmovd -12(%rdx,%r13), %xmm6
	vmovd -8(%rdx,%r13), %xmm7
	vmovd -4(%rdx,%r13), %xmm8
	vmovd (%rdx,%r13), %xmm9
	vmovd -13(%rdx,%r13), %xmm10
	vmovd -9(%rdx,%r13), %xmm11
	vpmovzxbw %xmm6, %xmm6
	vpmovzxbw %xmm10, %xmm10
	vpmullw %xmm6, %xmm10, %xmm6
	vmovd -5(%rdx,%r13), %xmm10
	vpmovzxbw %xmm7, %xmm7
	vpmovzxbw %xmm11, %xmm11
	vpmullw %xmm7, %xmm11, %xmm7
	vmovd -1(%rdx,%r13), %xmm11
	vpshufb %xmm14, %xmm6, %xmm6
	vpshufb %xmm14, %xmm7, %xmm7
	vpmovzxbw %xmm8, %xmm8
	vpmovzxbw %xmm10, %xmm10
	vpmullw %xmm8, %xmm10, %xmm8
	vpshufb %xmm14, %xmm8, %xmm8
	vpmovzxbw %xmm9, %xmm9
	vpmovzxbw %xmm11, %xmm10
	vpmullw %xmm9, %xmm10, %xmm9
	vpshufb %xmm14, %xmm9, %xmm9
	vpcmpeqb %xmm6, %xmm13, %xmm6
	vpmovzxbq %xmm6, %ymm6
	vpbroadcastq .LCPI_21(%rip), %ymm10
	vpand %ymm6, %ymm10, %ymm6
	vpcmpeqb %xmm7, %xmm13, %xmm7
	vpmovzxbq %xmm7, %ymm7
	vpand %ymm7, %ymm10, %ymm7
	vpcmpeqb %xmm13, %xmm8, %xmm8
	vpmovzxbq %xmm8, %ymm8
	vpand %ymm10, %ymm8, %ymm8
	vpcmpeqb %xmm13, %xmm9, %xmm9
	vpmovzxbq %xmm9, %ymm9
	vpand %ymm10, %ymm9, %ymm9
	vpbroadcastq .LCPI_22(%rip), %ymm10
	vpand %ymm5, %ymm10, %ymm11
	vpsllvq %ymm11, %ymm6, %ymm6
	vpor %ymm1, %ymm6, %ymm1
	vpbroadcastq .LCPI_18(%rip), %ymm6
	vpaddq %ymm6, %ymm5, %ymm6
	vpand %ymm6, %ymm10, %ymm6
	vpsllvq %ymm6, %ymm7, %ymm6
	vpor %ymm2, %ymm6, %ymm2
	vpbroadcastq .LCPI_23(%rip), %ymm6
	vpaddq %ymm6, %ymm5, %ymm6
	vpand %ymm6, %ymm10, %ymm6
	vpsllvq %ymm6, %ymm8, %ymm6
	vpor %ymm3, %ymm6, %ymm3
	vpbroadcastq .LCPI_25(%rip), %ymm6
	vpaddq %ymm6, %ymm5, %ymm6
	vpand %ymm6, %ymm10, %ymm6
	vpsllvq %ymm6, %ymm9, %ymm6
	vpor %ymm4, %ymm6, %ymm4
	vpbroadcastq .LCPI_27(%rip), %ymm6
	vpaddq %ymm6, %ymm5, %ymm5
	addq $16, %r13
	cmpq %r13, %r11
	jne .LBB_663
	vpor %ymm1, %ymm2, %ymm1
	vpor %ymm1, %ymm3, %ymm1
	vpor %ymm1, %ymm4, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r11
	cmpq %r12, %r15
	movq 736(%rsp), %r13
	jne .LBB_666
	vpcmpeqd %xmm5, %xmm5, %xmm5
	vmovq .LCPI_29(%rip), %xmm13
	vmovsd .LCPI_30(%rip), %xmm14
	jmp .LBB_671
.LBB_666:
	testb $12, %al
	vpcmpeqd %xmm5, %xmm5, %xmm5
	vmovq .LCPI_29(%rip), %xmm13
	vmovsd .LCPI_30(%rip), %xmm14
	je .LBB_670
.LBB_667:
	andq $-4, %rbx
	andq $-4, %rax
	vmovq %r11, %xmm1
	vmovq %r12, %xmm2
	vpbroadcastq %xmm2, %ymm2
	vpor .LCPI_17(%rip), %ymm2, %ymm2
.LBB_668:
	vmovd (%r8,%r12), %xmm3
	vmovd -1(%r8,%r12), %xmm4
	vpmovzxbw %xmm3, %xmm3
	vpmovzxbw %xmm4, %xmm4
	vpmullw %xmm3, %xmm4, %xmm3
	vpshufb %xmm15, %xmm3, %xmm3
	vpcmpeqb %xmm5, %xmm3, %xmm3
	vpmovzxbq %xmm3, %ymm3
	vpbroadcastq .LCPI_21(%rip), %ymm4
	vpand %ymm4, %ymm3, %ymm3
	vpbroadcastq .LCPI_22(%rip), %ymm4
	vpand %ymm4, %ymm2, %ymm4
	vpsllvq %ymm4, %ymm3, %ymm3
	vpor %ymm1, %ymm3, %ymm1
	addq $4, %r12
	vpbroadcastq .LCPI_18(%rip), %ymm3
	vpaddq %ymm3, %ymm2, %ymm2
	cmpq %r12, %rbx
	jne .LBB_668
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r11
	movq %rax, %r12
	cmpq %rax, %r15
	je .LBB_671
.LBB_670:
	movzbl -1(%r8,%r12), %eax
	mulb (%r8,%r12)
	xorl %ebx, %ebx
	cmpb $-1, %al
	sete %bl
	shlxq %r12, %rbx, %rax
	incq %r12
	orq %rax, %r11
	cmpq %rsi, %r12
	jb .LBB_670
.LBB_671:
	movq %rbp, %rax
	testq %r11, %r11
	movq 464(%rsp), %r12
	jne .LBB_673
	jmp .LBB_652
.LBB_672:
	movq %rax, %rbp
	blsrq %r11, %r11
	je .LBB_652
.LBB_673:
	xorl %ebx, %ebx
	tzcntq %r11, %rbx
	addq %r9, %rbx
	cmpq %r14, %rbx
	jae .LBB_753
	movsbq (%rcx,%rbx), %rbp
	cmpq %rbp, %rax
	je .LBB_672
	testq %rax, %rax
	je .LBB_678
	cmpq (%rsp), %rbx
	jae .LBB_757
	movq 456(%rsp), %rsi
	vmovsd (%rsi,%rbx,8), %xmm1
	vcvtsi2sd %rax, %xmm12, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_4(%rip), %xmm0, %xmm0
	vmulsd %xmm0, %xmm12, %xmm0
	vaddsd %xmm0, %xmm13, %xmm0
	vmulsd %xmm0, %xmm14, %xmm0
	vmovsd 336(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 336(%rsp)
	incq %r13
.LBB_678:
	cmpq (%rsp), %rbx
	jae .LBB_754
	movq 456(%rsp), %rax
	vmovsd (%rax,%rbx,8), %xmm0
	movq %rbp, %rax
	blsrq %r11, %r11
	jne .LBB_673
	jmp .LBB_652
.LBB_680:
	testq %rbp, %rbp
	je .LBB_683
	movq (%rsp), %rax
	testq %rax, %rax
	je .LBB_768
	movq 456(%rsp), %rcx
	vmovsd -8(%rcx,%rax,8), %xmm1
	vxorps %xmm7, %xmm7, %xmm7
	vcvtsi2sd %rbp, %xmm7, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_4(%rip), %xmm0, %xmm0
	vmulsd %xmm0, %xmm12, %xmm0
	vaddsd %xmm0, %xmm13, %xmm0
	vmulsd %xmm0, %xmm14, %xmm0
	vmovsd 336(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 336(%rsp)
	incq %r13
.LBB_683:
	movq %r13, %r14
.LBB_684:
	movq 1768(%rsp), %rbx
	cmpq 1752(%rsp), %rbx
	movq 1416(%rsp), %r13
	leaq 1976(%rsp), %rbp
	jne .LBB_686
	leaq 1752(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
.LBB_686:
	addq $48, %r13
	movq 1760(%rsp), %rax
	movq %rbx, %rcx
	shlq $4, %rcx
	vmovsd 336(%rsp), %xmm0
	vmovsd %xmm0, (%rax,%rcx)
	movq %r14, 8(%rax,%rcx)
	incq %rbx
	movq %rbx, 1768(%rsp)
	cmpq 2232(%rsp), %r13
	jne .LBB_259
	jmp .LBB_689
.LBB_687:
	leaq (,%rsi,8), %rdi
	addq %r13, %rdi
	jmp .LBB_294
.LBB_688:
	leaq (,%rsi,8), %rdi
	addq %r13, %rdi
	jmp .LBB_478
.LBB_689:
	movq 1768(%rsp), %rax
	movq 2472(%rsp), %rcx
	movq %rax, 16(%rcx)
	movq 1752(%rsp), %rax
	movq %rax, (%rcx)
	movq 1760(%rsp), %rax
	movq %rax, 8(%rcx)
	leaq 2288(%rsp), %rdi
	vzeroupper
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	leaq 2672(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 1976(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	leaq 560(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::simd::Tiled<16_usize,kernel_sliding::transpose::Portable>>
	addq $2888, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_691:
	movq %rbp, %rsi
	movq %rbp, %r14
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_727
.LBB_692:
	xorl %r9d, %r9d
	movq %rdx, %r14
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_727
.LBB_693:
	movq %r8, %rsi
	movq %r8, %r14
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_727
.LBB_694:
	xorl %r9d, %r9d
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_727
.LBB_695:
	movq (%rsp), %r13
	movq %r13, %rsi
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_719
.LBB_696:
	xorl %r9d, %r9d
	movq %rdx, %r13
.LBB_718:
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_719
.LBB_697:
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_719
.LBB_698:
	xorl %r9d, %r9d
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_719
.LBB_699:
	movq %rcx, %rsi
	movq %rcx, %r14
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_727
.LBB_700:
	xorl %r9d, %r9d
	movq %rbx, %r14
	leaq .Lanon.6(%rip), %rcx
	jmp .LBB_727
.LBB_701:
	movq %rdi, %r9
	movq %rcx, %rsi
	movq %rcx, %r14
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_727
.LBB_702:
	xorl %r9d, %r9d
	movq %rbp, %r14
	leaq .Lanon.8(%rip), %rcx
	jmp .LBB_727
.LBB_703:
	movq %rbx, %r9
	movq %r14, %rsi
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_727
.LBB_704:
	leaq .Lanon.10(%rip), %rcx
	xorl %r9d, %r9d
	movq %rbp, %r14
	jmp .LBB_727
.LBB_705:
	movq 336(%rsp), %r14
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_727
.LBB_706:
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_719
.LBB_707:
	xorl %r9d, %r9d
	movq %rbx, %r13
	leaq .Lanon.6(%rip), %rcx
	movl $16, %esi
	jmp .LBB_719
.LBB_708:
	movq %rdi, %r9
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_719
.LBB_709:
	xorl %r9d, %r9d
	movq %r14, %r13
	leaq .Lanon.8(%rip), %rcx
	movl $16, %esi
	jmp .LBB_719
.LBB_710:
	movq %rbx, %r9
	movq %r13, %rsi
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_719
.LBB_711:
	leaq .Lanon.10(%rip), %rcx
	xorl %r9d, %r9d
	movq %r14, %r13
	movl $16, %esi
	jmp .LBB_719
.LBB_712:
	movq %r8, %rsi
	movq %r8, %r14
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_727
.LBB_713:
	movl $16, %esi
	xorl %r9d, %r9d
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_727
.LBB_714:
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_719
.LBB_715:
	movl $16, %esi
	xorl %r9d, %r9d
	leaq .Lanon.13(%rip), %rcx
.LBB_719:
	movq %r9, %rdi
	movq %r13, %rdx
	movq 8(%rsp), %r14
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_716:
	xorl %r9d, %r9d
	movq %rax, %r14
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_727
.LBB_717:
	xorl %r9d, %r9d
	movq %rax, %r13
	jmp .LBB_718
.LBB_723:
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_727
.LBB_720:
	movq %r12, %r9
	movq %r11, %rsi
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_727
.LBB_721:
	leaq .Lanon.16(%rip), %rcx
	movq %r14, %rdi
	movq %r8, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_724:
	xorl %r9d, %r9d
	movq 408(%rsp), %rsi
	movq %r8, %r14
	leaq .Lanon.17(%rip), %rcx
	jmp .LBB_727
.LBB_725:
	xorl %r9d, %r9d
	movq 408(%rsp), %rsi
	movq %r12, %r13
	leaq .Lanon.17(%rip), %rcx
	jmp .LBB_719
.LBB_726:
	xorl %r9d, %r9d
	leaq .Lanon.18(%rip), %rcx
.LBB_727:
	movq %r9, %rdi
	movq %r14, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_741:
	leaq .Lanon.19(%rip), %rdx
.LBB_763:
	movq %rbx, %rdi
	movq %r14, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_728:
	xorl %r9d, %r9d
	leaq .Lanon.18(%rip), %rcx
	jmp .LBB_719
.LBB_729:
	leaq 2248(%rsp), %rdx
	leaq 2240(%rsp), %rsi
	leaq .Lanon.20(%rip), %rcx
	leaq .Lanon.21(%rip), %r9
	movl $49, %r8d
	xorl %edi, %edi
	vzeroupper
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_730:
	leaq .Lanon.19(%rip), %rdx
.LBB_731:
	movq 8(%rsp), %r14
.LBB_732:
	movq %r13, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_733:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	movl $53, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_734:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_252
.LBB_736:
	movq 800(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_737:
	movq 800(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_738:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_743
.LBB_739:
	movl $49, %esi
	leaq .Lanon.24(%rip), %rdi
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_743
.LBB_742:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	movl $53, %esi
.LBB_743:
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_746:
	leaq .Lanon.26(%rip), %rcx
	leaq .Lanon.27(%rip), %r9
	leaq 1424(%rsp), %rsi
	leaq 784(%rsp), %rdx
	movl $49, %r8d
	xorl %edi, %edi
	vzeroupper
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_747:
	movq 368(%rsp), %rbx
.LBB_748:
	movq %r15, %rdi
	movq %rbx, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_749:
	leaq .Lanon.28(%rip), %rdx
	movq %rbp, %r14
	jmp .LBB_763
.LBB_751:
	leaq .Lanon.28(%rip), %rdx
	movq (%rsp), %r13
	jmp .LBB_731
.LBB_752:
	leaq .Lanon.29(%rip), %rdx
	movq %r15, %rdi
	movq %r8, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_767
.LBB_753:
	leaq .Lanon.30(%rip), %rdx
	jmp .LBB_763
.LBB_754:
	movq (%rsp), %r14
	leaq .Lanon.31(%rip), %rdx
	jmp .LBB_763
.LBB_755:
	movq %r14, %rbx
	leaq .Lanon.32(%rip), %rdx
	jmp .LBB_763
.LBB_756:
	movq %rbx, %r14
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_763
.LBB_757:
	movq (%rsp), %r14
	leaq .Lanon.34(%rip), %rdx
	jmp .LBB_763
.LBB_758:
	movq 368(%rsp), %r14
	movq %r14, %rbx
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_763
.LBB_759:
	movq 1968(%rsp), %r14
	movq %r14, %rbx
	leaq .Lanon.36(%rip), %rdx
	jmp .LBB_763
.LBB_760:
	movq 2736(%rsp), %r14
	movq %r14, %rbx
	leaq .Lanon.37(%rip), %rdx
	jmp .LBB_763
.LBB_761:
	movq %rcx, %rbx
.LBB_762:
	leaq .Lanon.38(%rip), %rdx
	jmp .LBB_763
.LBB_764:
	movq %rcx, %rdi
.LBB_765:
	movq 8(%rsp), %r14
	leaq .Lanon.38(%rip), %rdx
	jmp .LBB_732
.LBB_766:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 559(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
.LBB_767:
	ud2
.LBB_768:
	movq 2456(%rsp), %rbx
	xorl %r14d, %r14d
	leaq .Lanon.42(%rip), %rdx
	jmp .LBB_763
	jmp .LBB_791
	jmp .LBB_788
	jmp .LBB_788
	movq %rax, %rbx
	jmp .LBB_817
	jmp .LBB_791
	jmp .LBB_791
	movq %rax, %rbx
	jmp .LBB_795
	movq %rax, %rbx
	jmp .LBB_797
	movq %rax, %rbx
	jmp .LBB_808
	jmp .LBB_805
	jmp .LBB_805
	jmp .LBB_805
	jmp .LBB_805
	jmp .LBB_805
	jmp .LBB_805
	jmp .LBB_805
	jmp .LBB_791
	jmp .LBB_788
.LBB_788:
	movq %rax, %rbx
	movq 8(%rsp), %r14
	jmp .LBB_800
	jmp .LBB_805
.LBB_791:
	movq %rax, %rbx
	movq 1976(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_803
	jmp .LBB_809
	movq %rax, %rbx
	jmp .LBB_807
	movq %rax, %rbx
	movq 1424(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_795
	movq 1432(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_795:
	movq 1824(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_797
	movq 1832(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_797:
	movq 1616(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_808
	movq 1624(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_808
	movq %rax, %rbx
.LBB_800:
	testq %r14, %r14
	je .LBB_802
	shlq $3, %r14
	movl $8, %edx
	movq %rbp, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_802:
	movq 1976(%rsp), %rcx
	testq %rcx, %rcx
	jne .LBB_809
.LBB_803:
	xorl %ecx, %ecx
	xorl %eax, %eax
	jmp .LBB_810
.LBB_805:
	movq %rax, %rbx
	movq 1752(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_807
	movq 1760(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_807:
	leaq 2288(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
.LBB_808:
	leaq 2672(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 1976(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_803
.LBB_809:
	movq 1984(%rsp), %rdx
	movq 1992(%rsp), %rax
	movq $0, 2784(%rsp)
	movq %rcx, 2792(%rsp)
	movq %rdx, 2800(%rsp)
	movq $0, 2816(%rsp)
	movq %rcx, 2824(%rsp)
	movq %rdx, 2832(%rsp)
	movl $1, %ecx
.LBB_810:
	movq %rcx, 2776(%rsp)
	movq %rcx, 2808(%rsp)
	movq %rax, 2840(%rsp)
	leaq 2520(%rsp), %rdi
	leaq 2776(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 2520(%rsp), %rax
	testq %rax, %rax
	je .LBB_817
	leaq 2520(%rsp), %r14
	leaq 2776(%rsp), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
.LBB_813:
	movq 2536(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_815
	leaq (%rax,%rcx,8), %rax
	addq $96, %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_815:
	movq %r14, %rdi
	movq %r15, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 2520(%rsp), %rax
	testq %rax, %rax
	jne .LBB_813
.LBB_817:
	movq 560(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_820
	movq 584(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_821
.LBB_819:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_820:
	movq 568(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 584(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_819
.LBB_821:
	movq 592(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
