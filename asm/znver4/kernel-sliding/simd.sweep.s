# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=znver4
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $3016, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $3016, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $3016, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq 24(%rdx), %rcx
	movq 16(%rdx), %rax
	movq (%rdx), %r12
	movq 8(%rdx), %r15
	movq %rdi, 1264(%rsp)
	movq $0, 192(%rsp)
	movq $0, 568(%rsp)
	movq $8, 200(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %xmm0, 208(%rsp)
	movq $8, 224(%rsp)
	movq $0, 232(%rsp)
	movq $0, 584(%rsp)
	leaq (%rcx,%rcx,2), %rbp
	movq %rax, 176(%rsp)
	movq %rcx, 560(%rsp)
	movq %r15, 48(%rsp)
	movq %r12, 248(%rsp)
	shlq $4, %rbp
	addq %rax, %rbp
	movq %rbp, 1048(%rsp)
	testq %rcx, %rcx
	je .LBB_272
	leaq (,%r15,8), %rdx
	movq %r15, %rax
	shrq $61, %rax
	movabsq $9223372036854775800, %rcx
	setne %al
	cmpq %rcx, %rdx
	movq %rdx, 80(%rsp)
	seta %cl
	orb %al, %cl
	je .LBB_50
	movq 176(%rsp), %r14
	leaq 1272(%rsp), %rbx
	xorl %r13d, %r13d
	jmp .LBB_8
.LBB_7:
	cmpq %rbp, %r14
	je .LBB_272
.LBB_8:
	movq %rbx, %rdi
	movq %r14, %rsi
	vzeroupper
	callq kernel_sliding::raw_lengths
	movq 1304(%rsp), %rax
	vmovdqu 1272(%rsp), %ymm0
	leaq 944(%rsp), %rcx
	movq $5, 936(%rsp)
	movq %rax, 1904(%rsp)
	movq %rax, 32(%rcx)
	movq 568(%rsp), %rax
	vmovdqu %ymm0, (%rcx)
	vmovdqu %ymm0, 1872(%rsp)
	movq $1, 928(%rsp)
	testq %rax, %rax
	je .LBB_846
	movq 576(%rsp), %rcx
	movq 944(%rsp), %rdx
	addq $48, %r14
	movq %rax, %rdi
	movq %rcx, %rsi
.LBB_11:
	movzwl 362(%rdi), %r9d
	movq $-1, %r8
	movl %r9d, %r10d
	shll $3, %r10d
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
	jb .LBB_846
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_11
.LBB_18:
	movq $2, 928(%rsp)
	movq %rcx, %rsi
	movq %rax, %rdi
	movq 952(%rsp), %rdx
.LBB_19:
	movzwl 362(%rdi), %r9d
	movq $-1, %r8
	movl %r9d, %r10d
	shll $3, %r10d
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
	jb .LBB_846
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_19
.LBB_26:
	movq $3, 928(%rsp)
	movq %rcx, %rsi
	movq %rax, %rdi
	movq 960(%rsp), %rdx
.LBB_27:
	movzwl 362(%rdi), %r9d
	movq $-1, %r8
	movl %r9d, %r10d
	shll $3, %r10d
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
	jb .LBB_846
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_27
.LBB_34:
	movq $4, 928(%rsp)
	movq %rcx, %rsi
	movq %rax, %rdi
	movq 968(%rsp), %rdx
.LBB_35:
	movzwl 362(%rdi), %r9d
	movq $-1, %r8
	movl %r9d, %r10d
	shll $3, %r10d
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
	jb .LBB_846
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_35
.LBB_42:
	movq $5, 928(%rsp)
	movq 976(%rsp), %rdx
.LBB_43:
	movzwl 362(%rax), %edi
	movq $-1, %rsi
	movl %edi, %r8d
	shll $3, %r8d
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
	jb .LBB_846
	movq 368(%rax,%rsi,8), %rax
	jmp .LBB_43
.LBB_50:
	leaq 1272(%rsp), %rax
	leaq -1025(%r15), %rcx
	leaq -2050(%r15), %rdx
	leaq 1272(%rsp), %rdi
	movabsq $9221120237041090560, %r14
	vpbroadcastq %rax, %zmm0
	vpaddq .LCPI_0(%rip), %zmm0, %zmm1
	vpaddq .LCPI_1(%rip), %zmm0, %zmm2
	vpaddq .LCPI_2(%rip), %zmm0, %zmm3
	leaq -1(%r15), %rax
	vmovdqu64 %zmm1, 2000(%rsp)
	vmovdqu64 %zmm2, 1936(%rsp)
	vpaddq .LCPI_3(%rip), %zmm0, %zmm2
	vmovdqu64 %zmm3, 1808(%rsp)
	vpaddq .LCPI_4(%rip), %zmm0, %zmm3
	vmovdqu64 %zmm2, 2192(%rsp)
	vpaddq .LCPI_5(%rip), %zmm0, %zmm2
	vpaddq .LCPI_6(%rip), %zmm0, %zmm0
	vmovdqu64 %zmm3, 2128(%rsp)
	vmovdqu64 %zmm2, 2064(%rsp)
	vmovdqu64 %zmm0, 1056(%rsp)
	vpbroadcastq %r15, %zmm0
	movq %rax, 2624(%rsp)
	vmovdqu64 %zmm0, 2880(%rsp)
	movq %rcx, 552(%rsp)
	leaq -3075(%r15), %rcx
	movq %rdx, 600(%rsp)
	movq %rcx, 592(%rsp)
	movq 176(%rsp), %rbx
.LBB_51:
	movq %rbx, %rsi
	vzeroupper
	callq kernel_sliding::raw_lengths
	vmovupd 1272(%rsp), %ymm0
	addq $48, %rbx
	movq 1304(%rsp), %rax
	leaq 944(%rsp), %rcx
	movq $5, 936(%rsp)
	movq %rbx, 1256(%rsp)
	movq 80(%rsp), %rbx
	movq %rax, 1904(%rsp)
	movq %rax, 32(%rcx)
	xorl %eax, %eax
	vmovupd %ymm0, 1872(%rsp)
	vmovupd %ymm0, (%rcx)
	jmp .LBB_55
.LBB_53:
	movq %r13, 384(%rsp)
	leaq 568(%rsp), %r13
.LBB_54:
	movq 88(%rsp), %rax
	cmpq $5, %rax
	je .LBB_271
.LBB_55:
	leaq 1(%rax), %rcx
	movq %rcx, 928(%rsp)
	movq 944(%rsp,%rax,8), %rax
	movq %rax, 32(%rsp)
	movq 568(%rsp), %rax
	movq %rcx, 88(%rsp)
	testq %rax, %rax
	je .LBB_64
	movq 576(%rsp), %rcx
.LBB_57:
	movzwl 362(%rax), %edx
	movq $-1, %r13
	movl %edx, %esi
	shll $3, %esi
.LBB_58:
	testq %rsi, %rsi
	je .LBB_61
	movq 32(%rsp), %rdi
	cmpq 16(%rax,%r13,8), %rdi
	seta %dil
	sbbb $0, %dil
	incq %r13
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_58
	movzbl %dil, %edx
	testl %edx, %edx
	je .LBB_53
	jmp .LBB_62
.LBB_61:
	movq %rdx, %r13
.LBB_62:
	subq $1, %rcx
	jb .LBB_267
	movq 368(%rax,%r13,8), %rax
	jmp .LBB_57
.LBB_64:
	xorl %eax, %eax
.LBB_65:
	leaq 568(%rsp), %rcx
	movq 32(%rsp), %rdx
	movq %rcx, 2328(%rsp)
	movq 384(%rsp), %rcx
	movq %r13, 2816(%rsp)
	movq %rdx, 2336(%rsp)
	movq %rax, 2344(%rsp)
	movq %rcx, 2352(%rsp)
	movq %r13, 2360(%rsp)
	testq %rbx, %rbx
	je .LBB_68
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	movl $8, %r13d
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	movq %rax, 8(%rsp)
	testq %rax, %rax
	je .LBB_846
	movq %r15, 16(%rsp)
	movabsq $9221120237041090560, %r14
	movq 80(%rsp), %rbx
	movq 2816(%rsp), %r13
	cmpq $0, 32(%rsp)
	jne .LBB_69
	jmp .LBB_832
.LBB_68:
	movl $8, %eax
	movq %rax, 8(%rsp)
	movq $0, 16(%rsp)
	cmpq $0, 32(%rsp)
	je .LBB_832
.LBB_69:
	testq %r15, %r15
	je .LBB_74
	movq %rbx, %rcx
	xorl %eax, %eax
.LBB_71:
	vmovsd (%r12,%rax,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_75
	incq %rax
	addq $-8, %rcx
	jne .LBB_71
	movq %r15, %rax
	jmp .LBB_75
.LBB_74:
	xorl %eax, %eax
.LBB_75:
	movq 32(%rsp), %rcx
	leaq -1(%rcx,%rax), %rcx
	cmpq %rcx, %r15
	movq %rcx, %rdx
	cmovbq %r15, %rdx
	leaq (,%rdx,8), %rax
	movq %rdx, %r10
	testq %rdx, %rdx
	je .LBB_88
	movq 8(%rsp), %rdi
	leaq -8(%rax), %rsi
	cmpq $24, %rsi
	jb .LBB_86
	movq %rsi, %rdx
	shrq $3, %rdx
	incq %rdx
	cmpq $248, %rsi
	jae .LBB_79
	xorl %esi, %esi
	jmp .LBB_83
.LBB_79:
	vbroadcastsd .LCPI_7(%rip), %zmm0
	movq 8(%rsp), %r8
	movabsq $4611686018427387872, %rdi
	movq %rdx, %rsi
	andq %rdi, %rsi
	xorl %edi, %edi
.LBB_80:
	vmovupd %zmm0, (%r8,%rdi,8)
	vmovupd %zmm0, 64(%r8,%rdi,8)
	vmovupd %zmm0, 128(%r8,%rdi,8)
	vmovupd %zmm0, 192(%r8,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rsi
	jne .LBB_80
	cmpq %rsi, %rdx
	je .LBB_88
	testb $28, %dl
	je .LBB_270
.LBB_83:
	vbroadcastsd .LCPI_7(%rip), %ymm0
	movq 8(%rsp), %r9
	movabsq $4611686018427387872, %rdi
	leaq 28(%rdi), %r8
	andq %rdx, %r8
	leaq (%r9,%r8,8), %rdi
.LBB_84:
	vmovupd %ymm0, (%r9,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %r8
	jne .LBB_84
	cmpq %r8, %rdx
	je .LBB_88
.LBB_86:
	movq 8(%rsp), %rdx
	leaq (%rdx,%r10,8), %rdx
.LBB_87:
	movq %r14, (%rdi)
	addq $8, %rdi
	cmpq %rdx, %rdi
	jne .LBB_87
.LBB_88:
	cmpq %r15, %rcx
	jae .LBB_269
	movq 32(%rsp), %rsi
	vmovsd .LCPI_9(%rip), %xmm1
	movabsq $1152921504606846976, %rdx
	leaq 1(%rsi), %r8
	leaq -1(%rdx,%rsi), %rcx
	movq %rsi, %rdi
	shlq $4, %rdi
	imulq %rsi, %r8
	leaq 16384(%rdi), %r9
	movq %rcx, 64(%rsp)
	leaq -16(%rdx), %rcx
	movq %r9, 2752(%rsp)
	movq %rdi, 2688(%rsp)
	andq %rdi, %rcx
	vcvtusi2sd %r8, %xmm15, %xmm0
	vmulsd .LCPI_8(%rip), %xmm0, %xmm0
	movq %rcx, 616(%rsp)
	vdivsd %xmm0, %xmm1, %xmm1
	vcvtusi2sd %rsi, %xmm15, %xmm2
	vbroadcastsd %xmm0, %zmm0
	shlq $7, %rsi
	movq %rsi, 608(%rsp)
	movq %r15, %rsi
	subq %r10, %rsi
	vmovupd %zmm0, 2944(%rsp)
	vmovapd %xmm1, 2560(%rsp)
	vbroadcastsd %xmm1, %zmm0
	vbroadcastsd %xmm2, %zmm1
	vmovupd %zmm0, 2432(%rsp)
	vmovapd %xmm2, 2496(%rsp)
	vmovupd %zmm1, 2368(%rsp)
	movq 8(%rsp), %rcx
	movq %rsi, 144(%rsp)
	leaq 8200(%rcx,%rax), %rsi
	leaq 16400(%rcx,%rax), %rdi
	leaq 65664(%rcx,%rax), %rdx
	leaq 24600(%rcx,%rax), %rax
	movq %rsi, 136(%rsp)
	movq 552(%rsp), %rsi
	subq %r10, %rsi
	movq %rsi, 128(%rsp)
	movq %rdi, 120(%rsp)
	movq 600(%rsp), %rsi
	subq %r10, %rsi
	movq %rsi, 112(%rsp)
	movq %rax, 240(%rsp)
	movq 592(%rsp), %rax
	subq %r10, %rax
	movq %rax, 104(%rsp)
.LBB_90:
	movq %rdx, 1024(%rsp)
	movq %r15, %rdx
	subq %r10, %rdx
	movabsq $1151796703138937857, %rax
	movabsq $17996823486545904, %rsi
	movq %r10, 24(%rsp)
	mulxq %rax, %rax, %rcx
	xorl %edx, %edx
	shrq $6, %rcx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	cmpq $8, %rdx
	jb .LBB_268
	movq 2752(%rsp), %r12
	movq 208(%rsp), %r13
	movq %r12, %rbp
	subq %r13, %rbp
	jbe .LBB_96
	movq 192(%rsp), %rax
	movq %r13, %r12
	subq %r13, %rax
	cmpq %rax, %rbp
	ja .LBB_263
	movq 200(%rsp), %rbx
	leaq (%rbx,%r12,8), %rdi
	cmpq $2, %rbp
	jb .LBB_95
.LBB_94:
	movq 2752(%rsp), %r14
	movq %r13, %rdx
	notq %rdx
	xorl %esi, %esi
	addq %r14, %rdx
	shlq $3, %rdx
	vzeroupper
	callq *memset@GOTPCREL(%rip)
	leaq (%r12,%r14), %rax
	leaq -1(%rbp,%r12), %r12
	subq %r13, %rax
	leaq -8(%rbx,%rax,8), %rdi
.LBB_95:
	incq %r12
	movq $0, (%rdi)
.LBB_96:
	movq %r12, 208(%rsp)
	movl $16400, %ebx
	movq 232(%rsp), %r13
	cmpq $16399, %r13
	ja .LBB_101
	movq 216(%rsp), %rax
	movl $16400, %edx
	movq %r13, %rbx
	subq %r13, %rdx
	subq %r13, %rax
	cmpq %rax, %rdx
	ja .LBB_265
	movq 224(%rsp), %r14
	leaq (%r14,%rbx,8), %rdi
	cmpq $16399, %r13
	je .LBB_100
.LBB_99:
	leaq (,%r13,8), %rax
	movl $131192, %edx
	xorl %esi, %esi
	subq %rax, %rdx
	vzeroupper
	callq *memset@GOTPCREL(%rip)
	subq %r13, %rbx
	leaq 131192(%r14,%rbx,8), %rdi
	addq $16399, %rbx
.LBB_100:
	movq $0, (%rdi)
	incq %rbx
	movq 208(%rsp), %r12
.LBB_101:
	movq 24(%rsp), %rax
	movq %rbx, 232(%rsp)
	movq %r12, %rbx
	shrq $4, %rbx
	movq $0, 640(%rsp)
	subq 32(%rsp), %rax
	movq 200(%rsp), %rbp
	vpbroadcastq %rax, %zmm0
	vpaddq .LCPI_10(%rip), %zmm0, %zmm1
	vpaddq .LCPI_11(%rip), %zmm0, %zmm0
	vmovdqu64 %zmm1, 256(%rsp)
	vmovdqu64 %zmm0, 320(%rsp)
	cmpq $128, %r12
	jb .LBB_104
	movq 256(%rsp), %rax
	addq $8, %rax
	cmpq %r15, %rax
	jbe .LBB_154
.LBB_104:
	xorl %eax, %eax
.LBB_105:
	cmpq %rbx, %rax
	jae .LBB_111
	movq %rax, %rdi
	shlq $4, %rdi
	movq %r12, %r13
	subq %rdi, %r13
.LBB_107:
	cmpq %r12, %rdi
	ja .LBB_794
	cmpq $16, %r13
	jb .LBB_795
	movq 256(%rsp), %rdx
	movq 2624(%rsp), %r8
	movq 248(%rsp), %rsi
	leaq 1(%rax), %rcx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, (%rbp,%rdi,8)
	movq 264(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 8(%rbp,%rdi,8)
	movq 272(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 16(%rbp,%rdi,8)
	movq 280(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 24(%rbp,%rdi,8)
	movq 288(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 32(%rbp,%rdi,8)
	movq 296(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 40(%rbp,%rdi,8)
	movq 304(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 48(%rbp,%rdi,8)
	movq 312(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 56(%rbp,%rdi,8)
	movq 320(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 64(%rbp,%rdi,8)
	movq 328(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 72(%rbp,%rdi,8)
	movq 336(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 80(%rbp,%rdi,8)
	movq 344(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 88(%rbp,%rdi,8)
	movq 352(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 96(%rbp,%rdi,8)
	movq 360(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 104(%rbp,%rdi,8)
	movq 368(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 112(%rbp,%rdi,8)
	addq 376(%rsp), %rax
	cmpq %rax, %r8
	cmovbq %r8, %rax
	addq $-16, %r13
	vmovq (%rsi,%rax,8), %xmm0
	movq %rcx, %rax
	vmovq %xmm0, 120(%rbp,%rdi,8)
	addq $16, %rdi
	cmpq %rcx, %rbx
	jne .LBB_107
	movq 208(%rsp), %r12
.LBB_111:
	movq 616(%rsp), %rsi
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 1184(%rsp)
	vmovdqu64 %zmm0, 1120(%rsp)
	vmovdqu64 %zmm0, 704(%rsp)
	vmovdqu64 %zmm0, 640(%rsp)
	vmovdqu64 %zmm0, 864(%rsp)
	vmovdqu64 %zmm0, 800(%rsp)
	vmovdqu64 %zmm0, 480(%rsp)
	vmovdqu64 %zmm0, 416(%rsp)
	cmpq %r12, 2688(%rsp)
	ja .LBB_821
	movq 200(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_116
	vbroadcastsd .LCPI_12(%rip), %zmm18
	vmovupd 1120(%rsp), %zmm6
	vmovupd 1184(%rsp), %zmm8
	vmovupd 640(%rsp), %zmm3
	vmovupd 704(%rsp), %zmm1
	vmovupd 800(%rsp), %zmm7
	vmovupd 864(%rsp), %zmm9
	vmovupd 416(%rsp), %zmm5
	vmovupd 480(%rsp), %zmm2
	movl $1, %ecx
	xorl %edx, %edx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_114:
	vmovupd (%rax,%rdx,8), %zmm19
	vmovapd %zmm6, %zmm10
	vcvtsi2sd %rcx, %xmm31, %xmm6
	vmovapd %zmm9, %zmm13
	vmovapd %zmm7, %zmm11
	vmovupd 64(%rax,%rdx,8), %zmm14
	vmovapd %zmm8, %zmm12
	incq %rcx
	addq $16, %rdx
	vbroadcastsd %xmm6, %zmm9
	vmulpd %zmm18, %zmm19, %zmm15
	vmulpd %zmm9, %zmm19, %zmm6
	vsubpd %zmm19, %zmm15, %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vsubpd %zmm7, %zmm15, %zmm6
	vmulpd %zmm9, %zmm6, %zmm15
	vsubpd %zmm6, %zmm19, %zmm7
	vaddpd %zmm15, %zmm10, %zmm6
	vmulpd %zmm9, %zmm7, %zmm7
	vsubpd %zmm10, %zmm6, %zmm16
	vsubpd %zmm16, %zmm6, %zmm17
	vsubpd %zmm16, %zmm15, %zmm15
	vsubpd %zmm17, %zmm10, %zmm10
	vaddpd %zmm10, %zmm15, %zmm10
	vaddpd %zmm10, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm11, %zmm19, %zmm7
	vsubpd %zmm11, %zmm7, %zmm10
	vsubpd %zmm10, %zmm7, %zmm15
	vsubpd %zmm10, %zmm19, %zmm8
	vmulpd %zmm9, %zmm14, %zmm10
	vsubpd %zmm15, %zmm11, %zmm11
	vaddpd %zmm10, %zmm0, %zmm0
	vaddpd %zmm11, %zmm8, %zmm8
	vmulpd %zmm18, %zmm14, %zmm11
	vsubpd %zmm14, %zmm11, %zmm10
	vaddpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm10, %zmm11, %zmm8
	vmulpd %zmm9, %zmm8, %zmm11
	vsubpd %zmm8, %zmm14, %zmm10
	vaddpd %zmm11, %zmm12, %zmm8
	vmulpd %zmm9, %zmm10, %zmm9
	vsubpd %zmm12, %zmm8, %zmm15
	vsubpd %zmm15, %zmm8, %zmm16
	vsubpd %zmm15, %zmm11, %zmm11
	vsubpd %zmm16, %zmm12, %zmm12
	vaddpd %zmm12, %zmm11, %zmm11
	vaddpd %zmm11, %zmm9, %zmm9
	vaddpd %zmm9, %zmm1, %zmm1
	vaddpd %zmm13, %zmm14, %zmm9
	vsubpd %zmm13, %zmm9, %zmm10
	vsubpd %zmm10, %zmm9, %zmm11
	vsubpd %zmm10, %zmm14, %zmm10
	vsubpd %zmm11, %zmm13, %zmm11
	vaddpd %zmm11, %zmm10, %zmm10
	vaddpd %zmm10, %zmm2, %zmm2
	cmpq %rdx, %rsi
	jne .LBB_114
	vmovupd %zmm6, 1120(%rsp)
	vmovupd %zmm3, 640(%rsp)
	vmovupd %zmm7, 800(%rsp)
	vmovupd %zmm5, 416(%rsp)
	vmovupd %zmm8, 1184(%rsp)
	vmovupd %zmm1, 704(%rsp)
	vmovupd %zmm9, 864(%rsp)
	vmovupd %zmm2, 480(%rsp)
	movq 232(%rsp), %r13
	movl $16, %esi
	cmpq $15, %r13
	ja .LBB_117
	jmp .LBB_824
.LBB_116:
	vxorpd %xmm4, %xmm4, %xmm4
	movq 232(%rsp), %r13
	movl $16, %esi
	cmpq $15, %r13
	jbe .LBB_824
.LBB_117:
	vmovupd 2944(%rsp), %zmm2
	movq 608(%rsp), %rsi
	movq 224(%rsp), %rbp
	leaq -16(%r13), %rcx
	movl $1, %r9d
	movq %rax, %r10
	shrq $4, %rcx
	incq %rcx
	addq %rax, %rsi
	leaq 128(%rbp), %rdx
	movq %rsi, %r8
	negq %r8
	movq %rdx, %rdi
	subq %rax, %rdi
	leaq 128(%rbp,%r8), %r8
	cmpq $64, %rdi
	vdivpd %zmm2, %zmm4, %zmm1
	vdivpd %zmm2, %zmm0, %zmm0
	setb %dil
	cmpq $64, %r8
	setb %r8b
	orb %dil, %r8b
	vmovupd %zmm1, (%rbp)
	vmovupd %zmm0, 64(%rbp)
	jmp .LBB_120
.LBB_118:
	vbroadcastsd .LCPI_12(%rip), %zmm11
	vmovupd (%rax,%rdi,8), %zmm3
	vmovupd 2368(%rsp), %zmm14
	vmovupd 1120(%rsp), %zmm0
	vmovupd 800(%rsp), %zmm1
	vbroadcastsd .LCPI_13(%rip), %zmm12
	vmovupd 416(%rsp), %zmm2
	vmovupd -128(%rax,%r11,8), %zmm4
	movq 24(%rsp), %rbx
	vmulpd %zmm11, %zmm3, %zmm5
	vsubpd %zmm3, %zmm5, %zmm6
	vsubpd %zmm6, %zmm5, %zmm5
	vsubpd %zmm5, %zmm3, %zmm6
	vmulpd %zmm14, %zmm5, %zmm5
	vaddpd %zmm5, %zmm0, %zmm7
	vmulpd %zmm14, %zmm6, %zmm6
	vsubpd %zmm0, %zmm7, %zmm8
	vsubpd %zmm8, %zmm7, %zmm9
	vsubpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm1, %zmm7, %zmm8
	vsubpd %zmm7, %zmm8, %zmm13
	vsubpd %zmm9, %zmm0, %zmm0
	vaddpd %zmm3, %zmm1, %zmm9
	vmovupd %zmm8, 1120(%rsp)
	vsubpd %zmm13, %zmm8, %zmm10
	vaddpd %zmm0, %zmm5, %zmm0
	vxorpd %zmm12, %zmm1, %zmm5
	vsubpd %zmm13, %zmm5, %zmm5
	vmovupd 2432(%rsp), %zmm13
	vsubpd %zmm10, %zmm7, %zmm7
	vxorpd %zmm12, %zmm4, %zmm10
	vsubpd %zmm4, %zmm9, %zmm4
	vaddpd %zmm7, %zmm5, %zmm5
	vmovupd %zmm4, 800(%rsp)
	vaddpd %zmm5, %zmm0, %zmm0
	vsubpd %zmm2, %zmm6, %zmm5
	vsubpd %zmm1, %zmm9, %zmm6
	vsubpd %zmm6, %zmm9, %zmm7
	vsubpd %zmm6, %zmm3, %zmm3
	vsubpd %zmm9, %zmm4, %zmm6
	vaddpd %zmm0, %zmm5, %zmm0
	vaddpd 640(%rsp), %zmm0, %zmm0
	vsubpd %zmm7, %zmm1, %zmm1
	vsubpd %zmm6, %zmm4, %zmm7
	vaddpd %zmm1, %zmm3, %zmm1
	vsubpd %zmm7, %zmm9, %zmm5
	vsubpd %zmm6, %zmm10, %zmm3
	vaddpd %zmm5, %zmm3, %zmm3
	vmovupd %zmm0, 640(%rsp)
	vaddpd %zmm0, %zmm8, %zmm0
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm0, %zmm13, %zmm0
	vaddpd %zmm1, %zmm2, %zmm1
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm0, (%rbp,%r11,8)
	vmovupd 64(%rax,%rdi,8), %zmm3
	vmovupd 1184(%rsp), %zmm0
	vmovupd 864(%rsp), %zmm1
	vmovupd 480(%rsp), %zmm2
	vmovupd -64(%rax,%r11,8), %zmm4
	vmulpd %zmm11, %zmm3, %zmm5
	vsubpd %zmm3, %zmm5, %zmm6
	vsubpd %zmm6, %zmm5, %zmm5
	vsubpd %zmm5, %zmm3, %zmm6
	vmulpd %zmm14, %zmm5, %zmm5
	vaddpd %zmm5, %zmm0, %zmm7
	vmulpd %zmm14, %zmm6, %zmm6
	vsubpd %zmm0, %zmm7, %zmm8
	vsubpd %zmm8, %zmm7, %zmm9
	vsubpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm1, %zmm7, %zmm8
	vsubpd %zmm7, %zmm8, %zmm11
	vsubpd %zmm9, %zmm0, %zmm0
	vxorpd %zmm12, %zmm4, %zmm9
	vmovupd %zmm8, 1184(%rsp)
	vsubpd %zmm11, %zmm8, %zmm10
	vaddpd %zmm0, %zmm5, %zmm0
	vxorpd %zmm12, %zmm1, %zmm5
	vsubpd %zmm11, %zmm5, %zmm5
	vsubpd %zmm10, %zmm7, %zmm7
	vaddpd %zmm3, %zmm1, %zmm10
	vaddpd %zmm7, %zmm5, %zmm5
	vsubpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm0, %zmm0
	vsubpd %zmm2, %zmm6, %zmm5
	vsubpd %zmm1, %zmm10, %zmm6
	vmovupd %zmm4, 864(%rsp)
	vsubpd %zmm6, %zmm10, %zmm7
	vsubpd %zmm6, %zmm3, %zmm3
	vsubpd %zmm10, %zmm4, %zmm6
	vaddpd %zmm0, %zmm5, %zmm0
	vaddpd 704(%rsp), %zmm0, %zmm0
	vsubpd %zmm7, %zmm1, %zmm1
	vsubpd %zmm6, %zmm4, %zmm7
	vaddpd %zmm1, %zmm3, %zmm1
	vsubpd %zmm7, %zmm10, %zmm5
	vsubpd %zmm6, %zmm9, %zmm3
	vaddpd %zmm5, %zmm3, %zmm3
	vmovupd %zmm0, 704(%rsp)
	vaddpd %zmm0, %zmm8, %zmm0
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm0, %zmm13, %zmm0
	vaddpd %zmm1, %zmm2, %zmm1
	vmovupd %zmm1, 480(%rsp)
	vmovupd %zmm0, 64(%rbp,%r11,8)
.LBB_119:
	incq %r9
	subq $-128, %rdx
	subq $-128, %r10
	subq $-128, %rsi
	cmpq $1025, %r9
	je .LBB_129
.LBB_120:
	movq 64(%rsp), %rdi
	movq %r12, %r11
	addq %r9, %rdi
	shlq $4, %rdi
	subq %rdi, %r11
	jb .LBB_784
	cmpq $16, %r11
	jb .LBB_785
	movq %r9, %r11
	shlq $4, %r11
	movq %r12, %rbx
	leaq -16(%r11), %r14
	subq %r14, %rbx
	jb .LBB_786
	cmpq $16, %rbx
	jb .LBB_787
	movq %r13, %rbx
	subq %r11, %rbx
	jb .LBB_788
	cmpq %rcx, %r9
	je .LBB_789
	testb %r8b, %r8b
	je .LBB_118
	vmovsd .LCPI_12(%rip), %xmm15
	vmovapd 2560(%rsp), %xmm16
	vmovapd 2496(%rsp), %xmm17
	movq 24(%rsp), %rbx
	xorl %edi, %edi
.LBB_128:
	vmovsd (%rsi,%rdi), %xmm3
	vmovsd 1120(%rsp,%rdi), %xmm0
	vmovsd 800(%rsp,%rdi), %xmm1
	vmovddup .LCPI_13(%rip), %xmm7
	vmovsd 416(%rsp,%rdi), %xmm2
	vmovsd (%r10,%rdi), %xmm4
	vmulsd %xmm3, %xmm15, %xmm5
	vxorpd %xmm7, %xmm1, %xmm8
	vsubsd %xmm3, %xmm5, %xmm6
	vsubsd %xmm6, %xmm5, %xmm5
	vsubsd %xmm5, %xmm3, %xmm6
	vmulsd %xmm17, %xmm5, %xmm5
	vaddsd %xmm5, %xmm0, %xmm9
	vsubsd %xmm1, %xmm9, %xmm10
	vsubsd %xmm0, %xmm9, %xmm12
	vunpcklpd %xmm9, %xmm0, %xmm0
	vsubsd %xmm9, %xmm10, %xmm11
	vunpcklpd %xmm10, %xmm9, %xmm13
	vsubsd %xmm12, %xmm5, %xmm5
	vmovsd %xmm10, 1120(%rsp,%rdi)
	vunpcklpd %xmm11, %xmm12, %xmm14
	vsubsd %xmm11, %xmm8, %xmm8
	vsubpd %xmm14, %xmm13, %xmm13
	vunpcklpd %xmm8, %xmm5, %xmm5
	vsubpd %xmm13, %xmm0, %xmm0
	vaddpd %xmm0, %xmm5, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm5
	vaddsd %xmm5, %xmm0, %xmm0
	vmulsd %xmm17, %xmm6, %xmm5
	vxorpd %xmm7, %xmm4, %xmm6
	vsubsd %xmm2, %xmm5, %xmm5
	vaddsd %xmm0, %xmm5, %xmm0
	vaddsd %xmm3, %xmm1, %xmm5
	vaddsd 640(%rsp,%rdi), %xmm0, %xmm0
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd %xmm1, %xmm5, %xmm8
	vunpcklpd %xmm5, %xmm1, %xmm1
	vsubsd %xmm5, %xmm4, %xmm7
	vunpcklpd %xmm4, %xmm5, %xmm9
	vsubsd %xmm8, %xmm3, %xmm3
	vmovsd %xmm4, 800(%rsp,%rdi)
	vunpcklpd %xmm7, %xmm8, %xmm11
	vsubsd %xmm7, %xmm6, %xmm5
	vsubpd %xmm11, %xmm9, %xmm9
	vmovsd %xmm0, 640(%rsp,%rdi)
	vaddsd %xmm0, %xmm10, %xmm0
	vunpcklpd %xmm5, %xmm3, %xmm3
	vsubpd %xmm9, %xmm1, %xmm1
	vmulsd %xmm0, %xmm16, %xmm0
	vaddpd %xmm1, %xmm3, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vaddsd %xmm3, %xmm1, %xmm1
	vaddsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm1, 416(%rsp,%rdi)
	vmovsd %xmm0, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_128
	jmp .LBB_119
.LBB_129:
	vpbroadcastq %rbx, %zmm0
	vpaddq .LCPI_14(%rip), %zmm0, %zmm1
	vmovdqu64 2880(%rsp), %zmm2
	vpaddq .LCPI_15(%rip), %ymm0, %ymm0
	leaq 13325(%rbx), %rax
	cmpq %r15, %rax
	seta %al
	vpcmpnleuq %zmm2, %zmm1, %k0
	vpcmpnleuq %ymm2, %ymm0, %k1
	korw %k1, %k0, %k1
	kshiftrb $4, %k0, %k0
	kshiftlb $4, %k1, %k1
	kshiftlb $4, %k0, %k0
	kshiftrb $4, %k1, %k1
	korb %k1, %k0, %k0
	kortestb %k0, %k0
	setne %cl
	orb %al, %cl
	jne .LBB_133
	leaq 14350(%rbx), %rax
	cmpq %r15, %rax
	ja .LBB_133
	leaq 15375(%rbx), %rax
	cmpq %r15, %rax
	ja .LBB_133
	leaq 16400(%rbx), %r12
	cmpq %r15, %r12
	jbe .LBB_206
.LBB_133:
	movl $1, %eax
	xorl %esi, %esi
	movq %rax, 152(%rsp)
	movl $2, %eax
	movq %rax, 40(%rsp)
	movl $3, %eax
	movq %rax, 56(%rsp)
	movq 104(%rsp), %rax
	movq %rax, 160(%rsp)
	movq 112(%rsp), %rax
	movq 240(%rsp), %r8
	movq %rax, 168(%rsp)
	movq 120(%rsp), %r10
	movq 128(%rsp), %r11
	movq 136(%rsp), %r12
	movq 144(%rsp), %r14
.LBB_134:
	movq 160(%rsp), %rax
	movl $1025, %r15d
	movl $1025, %edx
	movl $1025, %ecx
	movq %rsi, %rdi
	leaq (%rsi,%rbx), %r9
	cmpq $1025, %rax
	cmovbq %rax, %r15
	movq 168(%rsp), %rax
	cmpq $1025, %rax
	cmovbq %rax, %rdx
	cmpq $1025, %r11
	movl $1025, %eax
	cmovbq %r11, %rcx
	cmpq $1025, %r14
	cmovbq %r14, %rax
	shlq $10, %rdi
	addq %r9, %rdi
	cmpq 48(%rsp), %rdi
	jae .LBB_152
	movq 8(%rsp), %r9
	movq %rsi, %rbx
	shll $3, %r15d
	shll $3, %edx
	shll $3, %ecx
	shll $3, %eax
	orq $1, %rbx
	leaq (%r9,%rdi,8), %r9
	movq %rsi, %rdi
.LBB_136:
	testq %r9, %r9
	je .LBB_139
	cmpq %r13, %rdi
	jae .LBB_828
	vmovq (%rbp,%rdi,8), %xmm0
	addq $16, %rdi
	vmovq %xmm0, (%r9)
	addq $8, %r9
	addq $-8, %rax
	jne .LBB_136
.LBB_139:
	movq %rbx, %rax
	shlq $10, %rax
	addq %rbx, %rax
	movq 24(%rsp), %rbx
	addq %rbx, %rax
	cmpq 48(%rsp), %rax
	jae .LBB_152
	movq 152(%rsp), %rdi
	movq %rsi, %rax
	orq $2, %rax
	xorl %r9d, %r9d
.LBB_141:
	cmpq %r13, %rdi
	jae .LBB_828
	vmovq (%rbp,%rdi,8), %xmm0
	addq $16, %rdi
	vmovq %xmm0, (%r12,%r9)
	addq $8, %r9
	cmpq %r9, %rcx
	jne .LBB_141
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	addq %rbx, %rcx
	cmpq 48(%rsp), %rcx
	jae .LBB_152
	movq 40(%rsp), %rdi
	movq %rsi, %rax
	orq $3, %rax
	xorl %ecx, %ecx
.LBB_145:
	cmpq %r13, %rdi
	jae .LBB_828
	vmovq (%rbp,%rdi,8), %xmm0
	addq $16, %rdi
	vmovq %xmm0, (%r10,%rcx)
	addq $8, %rcx
	cmpq %rcx, %rdx
	jne .LBB_145
	movq %rax, %rcx
	shlq $10, %rcx
	addq %rax, %rcx
	addq %rbx, %rcx
	cmpq 48(%rsp), %rcx
	jae .LBB_152
	movq 56(%rsp), %rcx
	addq $4, %rsi
	xorl %eax, %eax
	movq %rcx, %rdi
.LBB_149:
	cmpq %r13, %rdi
	jae .LBB_828
	vmovq (%rbp,%rdi,8), %xmm0
	addq $16, %rdi
	vmovq %xmm0, (%r8,%rax)
	addq $8, %rax
	cmpq %rax, %r15
	jne .LBB_149
	addq $4, %rcx
	addq $4, 152(%rsp)
	addq $4, 40(%rsp)
	addq $-4100, 168(%rsp)
	addq $-4100, %r14
	addq $32800, %r12
	addq $-4100, %r11
	addq $32800, %r10
	addq $32800, %r8
	movq %rcx, 56(%rsp)
	addq $-4100, 160(%rsp)
	cmpq $16, %rsi
	jne .LBB_134
.LBB_152:
	movq 48(%rsp), %r15
	movq 1024(%rsp), %rdx
	leaq 16400(%rbx), %r12
.LBB_153:
	addq $16400, %rbx
	addq $-16400, 144(%rsp)
	addq $131200, 136(%rsp)
	addq $-16400, 128(%rsp)
	addq $131200, 120(%rsp)
	addq $-16400, 112(%rsp)
	addq $131200, 240(%rsp)
	addq $-16400, 104(%rsp)
	addq $131200, %rdx
	movabsq $9221120237041090560, %r14
	movq %rbx, %r10
	movq 1048(%rsp), %rbp
	movq 80(%rsp), %rbx
	movq 2816(%rsp), %r13
	cmpq %r15, %r12
	movq 248(%rsp), %r12
	jb .LBB_90
	jmp .LBB_269
.LBB_154:
	movl $8, %ecx
	xorl %eax, %eax
.LBB_155:
	movq 264(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 272(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 280(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 288(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 296(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 304(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 312(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 320(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 328(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 336(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 344(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 352(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 360(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	movq 368(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	ja .LBB_105
	addq 376(%rsp), %rcx
	cmpq %r15, %rcx
	ja .LBB_105
	movq 248(%rsp), %rax
	leaq 256(%rsp), %rcx
	leaq 800(%rsp), %rdx
	movq $0, 800(%rsp)
	movq %rax, 416(%rsp)
	movq %r15, 424(%rsp)
	movq %rcx, 432(%rsp)
	leaq 640(%rsp), %rcx
	movq %rdx, 440(%rsp)
	movq %rcx, 448(%rsp)
	leaq 1272(%rsp), %rdi
	leaq 416(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 640(%rsp), %rax
	movq 800(%rsp), %rcx
	movq %r12, %r13
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	subq %rdi, %r13
	jb .LBB_805
	movl $8, %esi
	cmpq $8, %r13
	jb .LBB_808
	vmovupd 2000(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 1056(%rsp), %zmm15
	vmovsd 1272(%rsp), %xmm7
	vmovsd 1336(%rsp), %xmm8
	vmovsd 1400(%rsp), %xmm9
	vmovsd 1464(%rsp), %xmm10
	vmovsd 1528(%rsp), %xmm11
	vmovsd 1592(%rsp), %xmm12
	vmovsd 1656(%rsp), %xmm13
	vmovsd 1720(%rsp), %xmm14
	vpxor %xmm1, %xmm1, %xmm1
	movq %r12, %r13
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	vmovupd 1936(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	vmovupd 1808(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	vmovupd 2192(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	vmovupd 2128(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovupd 2064(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%rbp,%rdi,8)
	vmovsd %xmm8, 8(%rbp,%rdi,8)
	vmovsd %xmm9, 16(%rbp,%rdi,8)
	vmovsd %xmm10, 24(%rbp,%rdi,8)
	vmovsd %xmm11, 32(%rbp,%rdi,8)
	vmovsd %xmm12, 40(%rbp,%rdi,8)
	vmovsd %xmm13, 48(%rbp,%rdi,8)
	vmovsd %xmm14, 56(%rbp,%rdi,8)
	leaq 16(%rax,%rcx), %rdi
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_808
	vmovupd %zmm6, (%rbp,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_808
	vmovupd %zmm5, (%rbp,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_808
	vmovupd %zmm4, (%rbp,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_808
	vmovupd %zmm3, (%rbp,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_808
	vmovupd %zmm2, (%rbp,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_808
	vmovupd %zmm1, (%rbp,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_808
	movq 248(%rsp), %rax
	leaq 256(%rsp), %rcx
	vmovupd %zmm0, (%rbp,%rdi,8)
	leaq 800(%rsp), %rdx
	movq $8, 800(%rsp)
	movq %rax, 416(%rsp)
	movq %r15, 424(%rsp)
	movq %rcx, 432(%rsp)
	leaq 640(%rsp), %rcx
	movq %rdx, 440(%rsp)
	movq %rcx, 448(%rsp)
	leaq 1272(%rsp), %rdi
	leaq 416(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 640(%rsp), %rax
	movq 800(%rsp), %rcx
	movq %r12, %r13
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_809
	vmovupd 2000(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 1056(%rsp), %zmm15
	vmovsd 1272(%rsp), %xmm7
	vmovsd 1336(%rsp), %xmm8
	vmovsd 1400(%rsp), %xmm9
	vmovsd 1464(%rsp), %xmm10
	vmovsd 1528(%rsp), %xmm11
	vmovsd 1592(%rsp), %xmm12
	vmovsd 1656(%rsp), %xmm13
	vmovsd 1720(%rsp), %xmm14
	vxorpd %xmm1, %xmm1, %xmm1
	movq %r12, %r13
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	vmovupd 1936(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	vmovupd 1808(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	vmovupd 2192(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	vmovupd 2128(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovupd 2064(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%rbp,%rdi,8)
	vmovsd %xmm8, 8(%rbp,%rdi,8)
	vmovsd %xmm9, 16(%rbp,%rdi,8)
	vmovsd %xmm10, 24(%rbp,%rdi,8)
	vmovsd %xmm11, 32(%rbp,%rdi,8)
	vmovsd %xmm12, 40(%rbp,%rdi,8)
	vmovsd %xmm13, 48(%rbp,%rdi,8)
	vmovsd %xmm14, 56(%rbp,%rdi,8)
	leaq 16(%rax,%rcx), %rdi
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_809
	vmovupd %zmm6, (%rbp,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_809
	vmovupd %zmm5, (%rbp,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_809
	vmovupd %zmm4, (%rbp,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_809
	vmovupd %zmm3, (%rbp,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_809
	vmovupd %zmm2, (%rbp,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_809
	vmovupd %zmm1, (%rbp,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	movq %r12, %r13
	subq %rdi, %r13
	jb .LBB_805
	cmpq $8, %r13
	jb .LBB_809
	vmovupd %zmm0, (%rbp,%rdi,8)
	movq 640(%rsp), %rcx
	leaq 8(%rcx), %rax
	addq $16, %rcx
	movq %rax, 640(%rsp)
	cmpq %rbx, %rcx
	ja .LBB_105
	movq 256(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r15, %rdx
	jbe .LBB_155
	jmp .LBB_105
.LBB_206:
	movq $0, 72(%rsp)
	xorl %ebx, %ebx
	xorl %r14d, %r14d
	jmp .LBB_208
.LBB_207:
	addq $8, %r14
	xorb $1, %bl
.LBB_208:
	leaq 72(%rsp), %rax
	leaq 392(%rsp), %rcx
	movq %rbp, 768(%rsp)
	movq %r13, 776(%rsp)
	leaq 1272(%rsp), %rdi
	movq %r14, 392(%rsp)
	movq %rax, 784(%rsp)
	movq %rcx, 792(%rsp)
	leaq 768(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 72(%rsp), %rcx
	movq 392(%rsp), %rax
	movq %r15, %r8
	addq 24(%rsp), %rcx
	movq %rax, %rdx
	shlq $10, %rdx
	leaq (%rcx,%rax), %rdi
	addq %rdx, %rdi
	subq %rdi, %r8
	jb .LBB_775
	movl $8, %esi
	cmpq $8, %r8
	jb .LBB_801
	vmovupd 2000(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vpxor %xmm2, %xmm2, %xmm2
	vmovupd 1056(%rsp), %zmm15
	vmovsd 1272(%rsp), %xmm7
	vmovsd 1336(%rsp), %xmm8
	vmovsd 1400(%rsp), %xmm9
	vmovsd 1464(%rsp), %xmm10
	vmovsd 1528(%rsp), %xmm11
	vmovsd 1592(%rsp), %xmm12
	vmovsd 1656(%rsp), %xmm13
	vmovsd 1720(%rsp), %xmm14
	movq 8(%rsp), %r8
	vpxor %xmm1, %xmm1, %xmm1
	addq %rdx, %rax
	movq %r15, %rdx
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	vmovupd 1936(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	vmovupd 1808(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	vmovupd 2192(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	vmovupd 2128(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovupd 2064(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%r8,%rdi,8)
	vmovsd %xmm8, 8(%r8,%rdi,8)
	vmovsd %xmm9, 16(%r8,%rdi,8)
	vmovsd %xmm10, 24(%r8,%rdi,8)
	vmovsd %xmm11, 32(%r8,%rdi,8)
	vmovsd %xmm12, 40(%r8,%rdi,8)
	vmovsd %xmm13, 48(%r8,%rdi,8)
	vmovsd %xmm14, 56(%r8,%rdi,8)
	leaq 1025(%rcx,%rax), %rdi
	subq %rdi, %rdx
	jb .LBB_775
	cmpq $8, %rdx
	jb .LBB_778
	movq 8(%rsp), %rdx
	vmovupd %zmm6, (%rdx,%rdi,8)
	leaq 2050(%rcx,%rax), %rdi
	movq %r15, %rdx
	subq %rdi, %rdx
	jb .LBB_775
	cmpq $8, %rdx
	jb .LBB_778
	movq 8(%rsp), %rdx
	vmovupd %zmm5, (%rdx,%rdi,8)
	leaq 3075(%rcx,%rax), %rdi
	movq %r15, %rdx
	subq %rdi, %rdx
	jb .LBB_775
	cmpq $8, %rdx
	jb .LBB_778
	movq 8(%rsp), %rdx
	vmovupd %zmm4, (%rdx,%rdi,8)
	leaq 4100(%rcx,%rax), %rdi
	movq %r15, %rdx
	subq %rdi, %rdx
	jb .LBB_775
	cmpq $8, %rdx
	jb .LBB_778
	movq 8(%rsp), %rdx
	vmovupd %zmm3, (%rdx,%rdi,8)
	leaq 5125(%rcx,%rax), %rdi
	movq %r15, %rdx
	subq %rdi, %rdx
	jb .LBB_775
	cmpq $8, %rdx
	jb .LBB_778
	movq 8(%rsp), %rdx
	vmovupd %zmm2, (%rdx,%rdi,8)
	leaq 6150(%rcx,%rax), %rdi
	movq %r15, %rdx
	subq %rdi, %rdx
	jb .LBB_775
	cmpq $8, %rdx
	jb .LBB_778
	movq 8(%rsp), %rdx
	vmovupd %zmm1, (%rdx,%rdi,8)
	leaq 7175(%rcx,%rax), %rdi
	movq %r15, %rax
	subq %rdi, %rax
	jb .LBB_775
	cmpq $8, %rax
	jb .LBB_802
	movq 8(%rsp), %rax
	vmovupd %zmm0, (%rax,%rdi,8)
	testb $1, %bl
	je .LBB_207
	movq 72(%rsp), %rax
	leaq 8(%rax), %rcx
	leaq 16(%rax), %rdx
	movq %rcx, 72(%rsp)
	cmpq $1026, %rdx
	jae .LBB_228
	xorl %r14d, %r14d
	xorb $1, %bl
	jmp .LBB_208
.LBB_228:
	movq 24(%rsp), %rbx
	movq 1024(%rsp), %rdx
	cmpq $1024, %rcx
	ja .LBB_153
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_230:
	cmpq %r13, %rcx
	jae .LBB_866
	leaq 8(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd (%rbp,%rcx,8), %xmm0
	leaq 1(%rcx), %rdi
	vmovsd %xmm0, -65600(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 1033(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 8(%rbp,%rcx,8), %xmm0
	leaq 2(%rcx), %rdi
	vmovsd %xmm0, -57400(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 2058(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 16(%rbp,%rcx,8), %xmm0
	leaq 3(%rcx), %rdi
	vmovsd %xmm0, -49200(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 3083(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 24(%rbp,%rcx,8), %xmm0
	leaq 4(%rcx), %rdi
	vmovsd %xmm0, -41000(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 4108(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 32(%rbp,%rcx,8), %xmm0
	leaq 5(%rcx), %rdi
	vmovsd %xmm0, -32800(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 5133(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 40(%rbp,%rcx,8), %xmm0
	leaq 6(%rcx), %rdi
	vmovsd %xmm0, -24600(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 6158(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 48(%rbp,%rcx,8), %xmm0
	leaq 7(%rcx), %rdi
	vmovsd %xmm0, -16400(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 7183(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 56(%rbp,%rcx,8), %xmm0
	leaq 8(%rcx), %rdi
	vmovsd %xmm0, -8200(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 8208(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 64(%rbp,%rcx,8), %xmm0
	leaq 9(%rcx), %rdi
	vmovsd %xmm0, (%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 9233(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 72(%rbp,%rcx,8), %xmm0
	leaq 10(%rcx), %rdi
	vmovsd %xmm0, 8200(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 10258(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 80(%rbp,%rcx,8), %xmm0
	leaq 11(%rcx), %rdi
	vmovsd %xmm0, 16400(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 11283(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 88(%rbp,%rcx,8), %xmm0
	leaq 12(%rcx), %rdi
	vmovsd %xmm0, 24600(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 12308(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 96(%rbp,%rcx,8), %xmm0
	leaq 13(%rcx), %rdi
	vmovsd %xmm0, 32800(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 13333(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 104(%rbp,%rcx,8), %xmm0
	leaq 14(%rcx), %rdi
	vmovsd %xmm0, 41000(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 14358(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovsd 112(%rbp,%rcx,8), %xmm0
	leaq 15(%rcx), %rdi
	vmovsd %xmm0, 49200(%rdx,%rax,8)
	cmpq %r13, %rdi
	jae .LBB_867
	leaq 15383(%rbx,%rax), %rdi
	cmpq %r15, %rdi
	jae .LBB_853
	vmovq 120(%rbp,%rcx,8), %xmm0
	addq $16, %rcx
	vmovq %xmm0, 57400(%rdx,%rax,8)
	incq %rax
	cmpq $1017, %rax
	jne .LBB_230
	jmp .LBB_153
.LBB_263:
	movl $8, %ecx
	movl $8, %r8d
	leaq 192(%rsp), %rdi
	movq %r13, %rsi
	movq %rbp, %rdx
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 208(%rsp), %r12
	movq 200(%rsp), %rbx
	leaq (%rbx,%r12,8), %rdi
	cmpq $2, %rbp
	jae .LBB_94
	jmp .LBB_95
.LBB_265:
	movl $8, %ecx
	movl $8, %r8d
	leaq 216(%rsp), %rdi
	movq %r13, %rsi
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 232(%rsp), %rbx
	movq 224(%rsp), %r14
	leaq (%r14,%rbx,8), %rdi
	cmpq $16399, %r13
	jne .LBB_99
	jmp .LBB_100
.LBB_267:
	movq $0, 384(%rsp)
	jmp .LBB_65
.LBB_268:
	movq 24(%rsp), %rdi
	movq %r15, %rax
	movl $0, %edx
	movabsq $1151796703138937857, %rcx
	subq %rdi, %rax
	movq %rdi, 1272(%rsp)
	cmovaeq %rax, %rdx
	mulxq %rcx, %rax, %rcx
	xorl %edx, %edx
	shrq $6, %rcx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	movq %rdx, 1280(%rsp)
	movq $1024, 1288(%rsp)
	movb $1, 1296(%rsp)
	movq 32(%rsp), %rdx
	movq 8(%rsp), %r8
	leaq 1272(%rsp), %rcx
	movq %r12, %rdi
	movq %r15, %rsi
	movq %r15, %r9
	vzeroupper
	callq kernel_sliding::wma::periods_into
.LBB_269:
	movq 16(%rsp), %rax
	movq 8(%rsp), %rcx
	movq %rax, 416(%rsp)
	movq %rcx, 424(%rsp)
	movq %r15, 432(%rsp)
	leaq 1272(%rsp), %rdi
	leaq 2328(%rsp), %rsi
	leaq 416(%rsp), %rdx
	vzeroupper
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	jmp .LBB_54
.LBB_270:
	movq 8(%rsp), %rdx
	leaq (%rdx,%rsi,8), %rdi
	jmp .LBB_86
.LBB_271:
	movq 1256(%rsp), %rbx
	leaq 1272(%rsp), %rdi
	cmpq %rbp, %rbx
	jne .LBB_51
.LBB_272:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	cmpb $1, 16(%rax)
	movq %rax, %rbx
	jne .LBB_833
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_274:
	vmovupd .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	movq %r12, 1872(%rsp)
	movq %r15, 1880(%rsp)
	movq %rcx, (%rbx)
	vmovupd %ymm0, 1888(%rsp)
	movq %rax, 1920(%rsp)
	movq %rdx, 1928(%rsp)
	leaq 640(%rsp), %rdi
	vxorpd %xmm0, %xmm0, %xmm0
	movq %r15, %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 800(%rsp), %rdi
	vxorpd %xmm0, %xmm0, %xmm0
	movq %r15, %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 176(%rsp), %r14
	movq 560(%rsp), %rbx
	leaq 416(%rsp), %rdi
	vxorpd %xmm0, %xmm0, %xmm0
	movq %r15, %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 1272(%rsp), %rdi
	movl $1, %ecx
	movl $1, %r8d
	movq %r15, %rsi
	xorl %edx, %edx
	callq alloc::raw_vec::RawVecInner<A>::try_allocate_in
	movq 1280(%rsp), %rdi
	cmpb $0, 1272(%rsp)
	jne .LBB_835
	movq 656(%rsp), %rcx
	vmovupd 640(%rsp), %xmm0
	vmovdqu 800(%rsp), %xmm2
	vmovupd 416(%rsp), %xmm1
	movq 1288(%rsp), %rax
	movl $16, %r8d
	movq %rbx, %rsi
	xorl %edx, %edx
	movq %rcx, 944(%rsp)
	movq 816(%rsp), %rcx
	vmovapd %xmm0, 928(%rsp)
	vmovdqu %xmm2, 952(%rsp)
	movq %rcx, 968(%rsp)
	movq 432(%rsp), %rcx
	vmovapd %xmm1, 976(%rsp)
	movq %rcx, 992(%rsp)
	movq %rdi, 1000(%rsp)
	leaq 1272(%rsp), %rdi
	movl $8, %ecx
	movq %rax, 1008(%rsp)
	movq $0, 1016(%rsp)
	callq alloc::raw_vec::RawVecInner<A>::try_allocate_in
	movq 1280(%rsp), %rdi
	cmpb $0, 1272(%rsp)
	jne .LBB_836
	movq 1288(%rsp), %rax
	movq %rdi, 392(%rsp)
	movq %rax, 400(%rsp)
	movq $0, 408(%rsp)
	testq %rbx, %rbx
	je .LBB_773
	leaq 1272(%rsp), %rax
	leaq 568(%rsp), %r13
	vpbroadcastq %rax, %zmm0
	vpaddq .LCPI_0(%rip), %zmm0, %zmm1
	vpaddq .LCPI_1(%rip), %zmm0, %zmm3
	vpaddq .LCPI_2(%rip), %zmm0, %zmm2
	movq %r15, %rax
	subq $1, %rax
	adcq $-1, %r15
	movq %r15, %rcx
	andl $63, %r15d
	shrq $6, %rcx
	cmpq $1, %r15
	sbbq $-1, %rcx
	vmovdqu64 %zmm1, 2624(%rsp)
	vmovdqu64 %zmm3, 2560(%rsp)
	vmovdqu64 %zmm2, 2496(%rsp)
	vpaddq .LCPI_3(%rip), %zmm0, %zmm3
	vpaddq .LCPI_4(%rip), %zmm0, %zmm2
	vpaddq .LCPI_5(%rip), %zmm0, %zmm1
	vpaddq .LCPI_6(%rip), %zmm0, %zmm0
	vmovdqu64 %zmm3, 2432(%rsp)
	vmovdqu64 %zmm2, 2368(%rsp)
	vmovdqu64 %zmm1, 2000(%rsp)
	vmovddup .LCPI_21(%rip), %xmm1
	vmovdqu64 %zmm0, 1936(%rsp)
	movq %rax, 592(%rsp)
	movq %rcx, 600(%rsp)
	vmovapd %xmm1, 1024(%rsp)
.LBB_281:
	movq (%r14), %rsi
	movq %r13, %rdi
	vzeroupper
	callq kernel_sliding::combo::{{closure}}
	movq 8(%r14), %rsi
	movq %rax, %rbp
	movq %rdx, %r12
	movq %r13, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq 32(%r14), %rsi
	movq %rax, %rbx
	movq %rdx, %r15
	movq %r13, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 560(%rsp)
	movq %rdx, 2944(%rsp)
	movq 40(%r14), %rsi
	movq %r13, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 16(%rsp)
	movq %rdx, 384(%rsp)
	movq 24(%r14), %rsi
	movq %r13, %rdi
	movq %rsi, 88(%rsp)
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 552(%rsp)
	movq %rdx, 2880(%rsp)
	movq 936(%rsp), %rax
	movq 944(%rsp), %rcx
	movq %r14, 176(%rsp)
	movq %rax, 40(%rsp)
	leaq (,%rcx,8), %rax
	movq %rcx, 8(%rsp)
	testq %rcx, %rcx
	je .LBB_298
	leaq -8(%rax), %rsi
	shrq $3, %rsi
	cmpq %rsi, %r12
	cmovbq %r12, %rsi
	cmpq %r15, %rsi
	cmovaeq %r15, %rsi
	cmpq $16, %rsi
	jae .LBB_290
	movq 40(%rsp), %r8
.LBB_289:
	movq %r8, %rcx
	xorl %edx, %edx
	jmp .LBB_294
.LBB_290:
	movq 40(%rsp), %r8
	movq %r8, %rcx
	subq %rbx, %rcx
	cmpq $128, %rcx
	jb .LBB_289
	movq %r8, %rdi
	subq %rbp, %rdi
	movl $0, %edx
	movq %r8, %rcx
	cmpq $128, %rdi
	jb .LBB_294
	incq %rsi
	movl $16, %edx
	movl %esi, %ecx
	andl $15, %ecx
	cmoveq %rdx, %rcx
	movq %rsi, %rdx
	xorl %esi, %esi
	subq %rcx, %rdx
	leaq (%r8,%rdx,8), %rcx
.LBB_293:
	vmovupd (%rbx,%rsi,8), %zmm0
	vmovupd 64(%rbx,%rsi,8), %zmm1
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%rbp,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rbp,%rsi,8), %zmm1, %zmm1
	vmovupd %zmm0, (%r8,%rsi,8)
	vmovupd %zmm1, 64(%r8,%rsi,8)
	addq $16, %rsi
	cmpq %rsi, %rdx
	jne .LBB_293
.LBB_294:
	movq 8(%rsp), %rsi
	leaq (%r8,%rsi,8), %rsi
.LBB_295:
	cmpq %rdx, %r15
	je .LBB_857
	cmpq %rdx, %r12
	je .LBB_858
	vmovsd (%rbx,%rdx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rbp,%rdx,8), %xmm0, %xmm0
	incq %rdx
	vmovsd %xmm0, (%rcx)
	addq $8, %rcx
	cmpq %rsi, %rcx
	jne .LBB_295
.LBB_298:
	movq 176(%rsp), %rcx
	movq 16(%rcx), %rbx
	testq %rbx, %rbx
	js .LBB_868
	movq 960(%rsp), %rcx
	movq %rcx, 1056(%rsp)
	movq 968(%rsp), %rcx
	movq 8(%rsp), %rbp
	movq %rcx, 632(%rsp)
	movq %rbp, 624(%rsp)
	cmpq %rcx, %rbp
	jne .LBB_831
	movl $53, %esi
	movabsq $9221120237041090560, %r9
	testq %rbx, %rbx
	je .LBB_837
	xorl %ecx, %ecx
	testq %rbp, %rbp
	je .LBB_306
	movq 1056(%rsp), %rsi
.LBB_303:
	movq 40(%rsp), %rdx
	vmovsd (%rdx,%rcx,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_307
	incq %rcx
	addq $-8, %rax
	jne .LBB_303
	movq %rbp, %rcx
	jmp .LBB_307
.LBB_306:
	movq 1056(%rsp), %rsi
.LBB_307:
	leaq -1(%rbx,%rcx), %rcx
	cmpq %rcx, %rbp
	movq %rcx, %r13
	cmovbq %rbp, %r13
	leaq (,%r13,8), %rax
	leaq (%rsi,%r13,8), %r11
	testq %r13, %r13
	je .LBB_319
	movq 1056(%rsp), %rdi
	leaq -8(%rax), %rsi
	cmpq $24, %rsi
	jb .LBB_318
	movq %rsi, %rdx
	shrq $3, %rdx
	incq %rdx
	cmpq $248, %rsi
	jae .LBB_311
	xorl %esi, %esi
	jmp .LBB_315
.LBB_311:
	vpbroadcastq .LCPI_7(%rip), %zmm0
	movq 1056(%rsp), %r8
	movabsq $4611686018427387872, %rdi
	movq %rdx, %rsi
	andq %rdi, %rsi
	xorl %edi, %edi
.LBB_312:
	vmovdqu64 %zmm0, (%r8,%rdi,8)
	vmovdqu64 %zmm0, 64(%r8,%rdi,8)
	vmovdqu64 %zmm0, 128(%r8,%rdi,8)
	vmovdqu64 %zmm0, 192(%r8,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rsi
	jne .LBB_312
	cmpq %rsi, %rdx
	je .LBB_319
	testb $28, %dl
	je .LBB_771
.LBB_315:
	vpbroadcastq .LCPI_7(%rip), %ymm0
	movq 1056(%rsp), %r10
	movabsq $4611686018427387872, %rdi
	leaq 28(%rdi), %r8
	andq %rdx, %r8
	leaq (%r10,%r8,8), %rdi
.LBB_316:
	vmovdqu %ymm0, (%r10,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %r8
	jne .LBB_316
	cmpq %r8, %rdx
	je .LBB_319
.LBB_318:
	movq %r9, (%rdi)
	addq $8, %rdi
	cmpq %r11, %rdi
	jne .LBB_318
.LBB_319:
	cmpq %rbp, %rcx
	jae .LBB_497
	movabsq $1152921504606846976, %rdx
	movq %rbx, %rsi
	shlq $4, %rsi
	vmovsd .LCPI_9(%rip), %xmm1
	leaq -1(%rbp), %r8
	vpbroadcastq %rbp, %zmm3
	leaq -1(%rdx,%rbx), %rcx
	leaq 16384(%rsi), %rdi
	movq %rcx, 64(%rsp)
	movq %rdi, 240(%rsp)
	leaq 1(%rbx), %rdi
	leaq -16(%rdx), %rcx
	movq %r8, 608(%rsp)
	movq %rsi, 80(%rsp)
	imulq %rbx, %rdi
	andq %rsi, %rcx
	movq %rcx, 104(%rsp)
	movq %rbx, %rcx
	shlq $7, %rcx
	movq %rcx, 2816(%rsp)
	vmovdqu64 %zmm3, 2688(%rsp)
	vcvtusi2sd %rdi, %xmm15, %xmm0
	vmulsd .LCPI_8(%rip), %xmm0, %xmm0
	movq %rbp, %rdi
	subq %r13, %rdi
	leaq -2050(%rdi), %rsi
	vdivsd %xmm0, %xmm1, %xmm1
	vcvtsi2sd %rbx, %xmm15, %xmm2
	vbroadcastsd %xmm0, %zmm0
	vmovupd %zmm0, 2752(%rsp)
	vbroadcastsd %xmm1, %zmm0
	vmovapd %xmm1, 1808(%rsp)
	vmovupd %zmm0, 2128(%rsp)
	vbroadcastsd %xmm2, %zmm0
	movq 1056(%rsp), %rcx
	vmovapd %xmm2, 2192(%rsp)
	vmovupd %zmm0, 2064(%rsp)
	leaq 65664(%rcx,%rax), %rdx
	leaq -1025(%rdi), %rcx
	leaq -3075(%rdi), %rax
	movq %rcx, 128(%rsp)
	movq %rsi, 120(%rsp)
	movq %rdi, 136(%rsp)
	movq %rax, 112(%rsp)
	movq %rbx, 616(%rsp)
.LBB_321:
	movq %rdx, 144(%rsp)
	movq %rbp, %rdx
	subq %r13, %rdx
	movabsq $1151796703138937857, %rax
	movabsq $17996823486545904, %rsi
	mulxq %rax, %rax, %rcx
	xorl %edx, %edx
	shrq $6, %rcx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	cmpq $8, %rdx
	jb .LBB_496
	movq %r11, 56(%rsp)
	leaq 192(%rsp), %rdi
	movq 240(%rsp), %rsi
	vzeroupper
	callq alloc::vec::Vec<T,A>::resize
	movl $16400, %esi
	leaq 216(%rsp), %rdi
	callq alloc::vec::Vec<T,A>::resize
	movq %r13, %rax
	subq %rbx, %rax
	movq 208(%rsp), %r11
	movq 200(%rsp), %r14
	movq $0, 640(%rsp)
	vpbroadcastq %rax, %zmm0
	vpaddq .LCPI_10(%rip), %zmm0, %zmm1
	vpaddq .LCPI_11(%rip), %zmm0, %zmm0
	movq %r11, %rbx
	shrq $4, %rbx
	vmovdqu64 %zmm1, 256(%rsp)
	vmovdqu64 %zmm0, 320(%rsp)
	cmpq $128, %r11
	jb .LBB_327
	movq 256(%rsp), %rax
	addq $8, %rax
	cmpq %rbp, %rax
	jbe .LBB_386
.LBB_327:
	xorl %eax, %eax
.LBB_328:
	cmpq %rbx, %rax
	jae .LBB_334
	movq 40(%rsp), %rsi
	movq 608(%rsp), %r8
	movq 104(%rsp), %r9
	movq %rax, %rdi
	shlq $4, %rdi
	movq %r11, %r12
	subq %rdi, %r12
.LBB_330:
	cmpq %r11, %rdi
	ja .LBB_798
	cmpq $16, %r12
	jb .LBB_793
	movq 256(%rsp), %rdx
	leaq 1(%rax), %rcx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, (%r14,%rdi,8)
	movq 264(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 8(%r14,%rdi,8)
	movq 272(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 16(%r14,%rdi,8)
	movq 280(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 24(%r14,%rdi,8)
	movq 288(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 32(%r14,%rdi,8)
	movq 296(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 40(%r14,%rdi,8)
	movq 304(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 48(%r14,%rdi,8)
	movq 312(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 56(%r14,%rdi,8)
	movq 320(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 64(%r14,%rdi,8)
	movq 328(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 72(%r14,%rdi,8)
	movq 336(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 80(%r14,%rdi,8)
	movq 344(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 88(%r14,%rdi,8)
	movq 352(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 96(%r14,%rdi,8)
	movq 360(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 104(%r14,%rdi,8)
	movq 368(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 112(%r14,%rdi,8)
	addq 376(%rsp), %rax
	cmpq %rax, %r8
	cmovbq %r8, %rax
	addq $-16, %r12
	vmovq (%rsi,%rax,8), %xmm0
	movq %rcx, %rax
	vmovq %xmm0, 120(%r14,%rdi,8)
	addq $16, %rdi
	cmpq %rcx, %rbx
	jne .LBB_330
	movq 208(%rsp), %r11
	jmp .LBB_335
.LBB_334:
	movq 104(%rsp), %r9
.LBB_335:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 1184(%rsp)
	vmovdqu64 %zmm0, 1120(%rsp)
	vmovdqu64 %zmm0, 704(%rsp)
	vmovdqu64 %zmm0, 640(%rsp)
	vmovdqu64 %zmm0, 864(%rsp)
	vmovdqu64 %zmm0, 800(%rsp)
	vmovdqu64 %zmm0, 480(%rsp)
	vmovdqu64 %zmm0, 416(%rsp)
	cmpq %r11, 80(%rsp)
	ja .LBB_822
	movq 200(%rsp), %rax
	testq %r9, %r9
	je .LBB_340
	vbroadcastsd .LCPI_12(%rip), %zmm18
	vmovupd 1120(%rsp), %zmm6
	vmovupd 1184(%rsp), %zmm8
	vmovupd 640(%rsp), %zmm3
	vmovupd 704(%rsp), %zmm1
	vmovupd 800(%rsp), %zmm7
	vmovupd 864(%rsp), %zmm9
	vmovupd 416(%rsp), %zmm5
	vmovupd 480(%rsp), %zmm2
	movl $1, %ecx
	xorl %edx, %edx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_338:
	vmovupd (%rax,%rdx,8), %zmm19
	vmovapd %zmm6, %zmm10
	vcvtsi2sd %rcx, %xmm31, %xmm6
	vmovapd %zmm9, %zmm13
	vmovapd %zmm7, %zmm11
	vmovupd 64(%rax,%rdx,8), %zmm14
	vmovapd %zmm8, %zmm12
	incq %rcx
	addq $16, %rdx
	vbroadcastsd %xmm6, %zmm9
	vmulpd %zmm18, %zmm19, %zmm15
	vmulpd %zmm9, %zmm19, %zmm6
	vsubpd %zmm19, %zmm15, %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vsubpd %zmm7, %zmm15, %zmm6
	vmulpd %zmm9, %zmm6, %zmm15
	vsubpd %zmm6, %zmm19, %zmm7
	vaddpd %zmm15, %zmm10, %zmm6
	vmulpd %zmm9, %zmm7, %zmm7
	vsubpd %zmm10, %zmm6, %zmm16
	vsubpd %zmm16, %zmm6, %zmm17
	vsubpd %zmm16, %zmm15, %zmm15
	vsubpd %zmm17, %zmm10, %zmm10
	vaddpd %zmm10, %zmm15, %zmm10
	vaddpd %zmm10, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm11, %zmm19, %zmm7
	vsubpd %zmm11, %zmm7, %zmm10
	vsubpd %zmm10, %zmm7, %zmm15
	vsubpd %zmm10, %zmm19, %zmm8
	vmulpd %zmm9, %zmm14, %zmm10
	vsubpd %zmm15, %zmm11, %zmm11
	vaddpd %zmm10, %zmm0, %zmm0
	vaddpd %zmm11, %zmm8, %zmm8
	vmulpd %zmm18, %zmm14, %zmm11
	vsubpd %zmm14, %zmm11, %zmm10
	vaddpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm10, %zmm11, %zmm8
	vmulpd %zmm9, %zmm8, %zmm11
	vsubpd %zmm8, %zmm14, %zmm10
	vaddpd %zmm11, %zmm12, %zmm8
	vmulpd %zmm9, %zmm10, %zmm9
	vsubpd %zmm12, %zmm8, %zmm15
	vsubpd %zmm15, %zmm8, %zmm16
	vsubpd %zmm15, %zmm11, %zmm11
	vsubpd %zmm16, %zmm12, %zmm12
	vaddpd %zmm12, %zmm11, %zmm11
	vaddpd %zmm11, %zmm9, %zmm9
	vaddpd %zmm9, %zmm1, %zmm1
	vaddpd %zmm13, %zmm14, %zmm9
	vsubpd %zmm13, %zmm9, %zmm10
	vsubpd %zmm10, %zmm9, %zmm11
	vsubpd %zmm10, %zmm14, %zmm10
	vsubpd %zmm11, %zmm13, %zmm11
	vaddpd %zmm11, %zmm10, %zmm10
	vaddpd %zmm10, %zmm2, %zmm2
	cmpq %rdx, %r9
	jne .LBB_338
	vmovupd %zmm6, 1120(%rsp)
	vmovupd %zmm3, 640(%rsp)
	vmovupd %zmm7, 800(%rsp)
	vmovupd %zmm5, 416(%rsp)
	vmovupd %zmm8, 1184(%rsp)
	vmovupd %zmm1, 704(%rsp)
	vmovupd %zmm9, 864(%rsp)
	vmovupd %zmm2, 480(%rsp)
	movq 232(%rsp), %r12
	movl $16, %r15d
	cmpq $16, %r12
	jae .LBB_341
	jmp .LBB_823
.LBB_340:
	vxorpd %xmm4, %xmm4, %xmm4
	movq 232(%rsp), %r12
	movl $16, %r15d
	cmpq $16, %r12
	jb .LBB_823
.LBB_341:
	vmovupd 2752(%rsp), %zmm2
	movq 2816(%rsp), %rsi
	movq 224(%rsp), %r14
	leaq -16(%r12), %rcx
	movl $1, %r9d
	movq %rax, %r10
	movq %r13, 24(%rsp)
	shrq $4, %rcx
	incq %rcx
	addq %rax, %rsi
	leaq 128(%r14), %rdx
	movq %rsi, %r8
	negq %r8
	movq %rdx, %rdi
	subq %rax, %rdi
	leaq 128(%r14,%r8), %r8
	cmpq $64, %rdi
	vdivpd %zmm2, %zmm4, %zmm1
	vdivpd %zmm2, %zmm0, %zmm0
	setb %dil
	cmpq $64, %r8
	setb %r8b
	orb %dil, %r8b
	vmovupd %zmm1, (%r14)
	vmovupd %zmm0, 64(%r14)
	jmp .LBB_344
.LBB_342:
	vbroadcastsd .LCPI_12(%rip), %zmm11
	vmovupd (%rax,%rdi,8), %zmm3
	vmovupd 2064(%rsp), %zmm14
	vmovupd 1120(%rsp), %zmm0
	vmovupd 800(%rsp), %zmm1
	vbroadcastsd .LCPI_13(%rip), %zmm12
	vmovupd 416(%rsp), %zmm2
	vmovupd -128(%rax,%r11,8), %zmm4
	movq 8(%rsp), %rbp
	movq 24(%rsp), %r13
	vmulpd %zmm11, %zmm3, %zmm5
	vsubpd %zmm3, %zmm5, %zmm6
	vsubpd %zmm6, %zmm5, %zmm5
	vsubpd %zmm5, %zmm3, %zmm6
	vmulpd %zmm14, %zmm5, %zmm5
	vaddpd %zmm5, %zmm0, %zmm7
	vmulpd %zmm14, %zmm6, %zmm6
	vsubpd %zmm0, %zmm7, %zmm8
	vsubpd %zmm8, %zmm7, %zmm9
	vsubpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm1, %zmm7, %zmm8
	vsubpd %zmm7, %zmm8, %zmm13
	vsubpd %zmm9, %zmm0, %zmm0
	vaddpd %zmm3, %zmm1, %zmm9
	vmovupd %zmm8, 1120(%rsp)
	vsubpd %zmm13, %zmm8, %zmm10
	vaddpd %zmm0, %zmm5, %zmm0
	vxorpd %zmm12, %zmm1, %zmm5
	vsubpd %zmm13, %zmm5, %zmm5
	vmovupd 2128(%rsp), %zmm13
	vsubpd %zmm10, %zmm7, %zmm7
	vxorpd %zmm12, %zmm4, %zmm10
	vsubpd %zmm4, %zmm9, %zmm4
	vaddpd %zmm7, %zmm5, %zmm5
	vmovupd %zmm4, 800(%rsp)
	vaddpd %zmm5, %zmm0, %zmm0
	vsubpd %zmm2, %zmm6, %zmm5
	vsubpd %zmm1, %zmm9, %zmm6
	vsubpd %zmm6, %zmm9, %zmm7
	vsubpd %zmm6, %zmm3, %zmm3
	vsubpd %zmm9, %zmm4, %zmm6
	vaddpd %zmm0, %zmm5, %zmm0
	vaddpd 640(%rsp), %zmm0, %zmm0
	vsubpd %zmm7, %zmm1, %zmm1
	vsubpd %zmm6, %zmm4, %zmm7
	vaddpd %zmm1, %zmm3, %zmm1
	vsubpd %zmm7, %zmm9, %zmm5
	vsubpd %zmm6, %zmm10, %zmm3
	vaddpd %zmm5, %zmm3, %zmm3
	vmovupd %zmm0, 640(%rsp)
	vaddpd %zmm0, %zmm8, %zmm0
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm0, %zmm13, %zmm0
	vaddpd %zmm1, %zmm2, %zmm1
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm0, (%r14,%r11,8)
	vmovupd 64(%rax,%rdi,8), %zmm3
	vmovupd 1184(%rsp), %zmm0
	vmovupd 864(%rsp), %zmm1
	vmovupd 480(%rsp), %zmm2
	vmovupd -64(%rax,%r11,8), %zmm4
	vmulpd %zmm11, %zmm3, %zmm5
	vsubpd %zmm3, %zmm5, %zmm6
	vsubpd %zmm6, %zmm5, %zmm5
	vsubpd %zmm5, %zmm3, %zmm6
	vmulpd %zmm14, %zmm5, %zmm5
	vaddpd %zmm5, %zmm0, %zmm7
	vmulpd %zmm14, %zmm6, %zmm6
	vsubpd %zmm0, %zmm7, %zmm8
	vsubpd %zmm8, %zmm7, %zmm9
	vsubpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm1, %zmm7, %zmm8
	vsubpd %zmm7, %zmm8, %zmm11
	vsubpd %zmm9, %zmm0, %zmm0
	vxorpd %zmm12, %zmm4, %zmm9
	vmovupd %zmm8, 1184(%rsp)
	vsubpd %zmm11, %zmm8, %zmm10
	vaddpd %zmm0, %zmm5, %zmm0
	vxorpd %zmm12, %zmm1, %zmm5
	vsubpd %zmm11, %zmm5, %zmm5
	vsubpd %zmm10, %zmm7, %zmm7
	vaddpd %zmm3, %zmm1, %zmm10
	vaddpd %zmm7, %zmm5, %zmm5
	vsubpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm0, %zmm0
	vsubpd %zmm2, %zmm6, %zmm5
	vsubpd %zmm1, %zmm10, %zmm6
	vmovupd %zmm4, 864(%rsp)
	vsubpd %zmm6, %zmm10, %zmm7
	vsubpd %zmm6, %zmm3, %zmm3
	vsubpd %zmm10, %zmm4, %zmm6
	vaddpd %zmm0, %zmm5, %zmm0
	vaddpd 704(%rsp), %zmm0, %zmm0
	vsubpd %zmm7, %zmm1, %zmm1
	vsubpd %zmm6, %zmm4, %zmm7
	vaddpd %zmm1, %zmm3, %zmm1
	vsubpd %zmm7, %zmm10, %zmm5
	vsubpd %zmm6, %zmm9, %zmm3
	vaddpd %zmm5, %zmm3, %zmm3
	vmovupd %zmm0, 704(%rsp)
	vaddpd %zmm0, %zmm8, %zmm0
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm0, %zmm13, %zmm0
	vaddpd %zmm1, %zmm2, %zmm1
	vmovupd %zmm1, 480(%rsp)
	vmovupd %zmm0, 64(%r14,%r11,8)
	movq %rbx, %r11
.LBB_343:
	incq %r9
	subq $-128, %rdx
	subq $-128, %r10
	subq $-128, %rsi
	cmpq $1025, %r9
	je .LBB_353
.LBB_344:
	movq 64(%rsp), %rdi
	movq %r11, %rbx
	addq %r9, %rdi
	shlq $4, %rdi
	subq %rdi, %r11
	jb .LBB_791
	cmpq $16, %r11
	jb .LBB_780
	movq %r9, %r11
	shlq $4, %r11
	movq %rbx, %r13
	leaq -16(%r11), %rbp
	subq %rbp, %r13
	jb .LBB_792
	cmpq $16, %r13
	jb .LBB_781
	movq %r12, %r13
	subq %r11, %r13
	jb .LBB_782
	cmpq %rcx, %r9
	je .LBB_783
	testb %r8b, %r8b
	je .LBB_342
	vmovsd .LCPI_12(%rip), %xmm15
	vmovapd 1808(%rsp), %xmm16
	vmovapd 2192(%rsp), %xmm17
	movq 8(%rsp), %rbp
	movq 24(%rsp), %r13
	xorl %edi, %edi
	movq %rbx, %r11
.LBB_352:
	vmovsd (%rsi,%rdi), %xmm3
	vmovsd 1120(%rsp,%rdi), %xmm0
	vmovsd 800(%rsp,%rdi), %xmm1
	vmovddup .LCPI_13(%rip), %xmm7
	vmovsd 416(%rsp,%rdi), %xmm2
	vmovsd (%r10,%rdi), %xmm4
	vmulsd %xmm3, %xmm15, %xmm5
	vxorpd %xmm7, %xmm1, %xmm8
	vsubsd %xmm3, %xmm5, %xmm6
	vsubsd %xmm6, %xmm5, %xmm5
	vsubsd %xmm5, %xmm3, %xmm6
	vmulsd %xmm17, %xmm5, %xmm5
	vaddsd %xmm5, %xmm0, %xmm9
	vsubsd %xmm1, %xmm9, %xmm10
	vsubsd %xmm0, %xmm9, %xmm12
	vunpcklpd %xmm9, %xmm0, %xmm0
	vsubsd %xmm9, %xmm10, %xmm11
	vunpcklpd %xmm10, %xmm9, %xmm13
	vsubsd %xmm12, %xmm5, %xmm5
	vmovsd %xmm10, 1120(%rsp,%rdi)
	vunpcklpd %xmm11, %xmm12, %xmm14
	vsubsd %xmm11, %xmm8, %xmm8
	vsubpd %xmm14, %xmm13, %xmm13
	vunpcklpd %xmm8, %xmm5, %xmm5
	vsubpd %xmm13, %xmm0, %xmm0
	vaddpd %xmm0, %xmm5, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm5
	vaddsd %xmm5, %xmm0, %xmm0
	vmulsd %xmm17, %xmm6, %xmm5
	vxorpd %xmm7, %xmm4, %xmm6
	vsubsd %xmm2, %xmm5, %xmm5
	vaddsd %xmm0, %xmm5, %xmm0
	vaddsd %xmm3, %xmm1, %xmm5
	vaddsd 640(%rsp,%rdi), %xmm0, %xmm0
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd %xmm1, %xmm5, %xmm8
	vunpcklpd %xmm5, %xmm1, %xmm1
	vsubsd %xmm5, %xmm4, %xmm7
	vunpcklpd %xmm4, %xmm5, %xmm9
	vsubsd %xmm8, %xmm3, %xmm3
	vmovsd %xmm4, 800(%rsp,%rdi)
	vunpcklpd %xmm7, %xmm8, %xmm11
	vsubsd %xmm7, %xmm6, %xmm5
	vsubpd %xmm11, %xmm9, %xmm9
	vmovsd %xmm0, 640(%rsp,%rdi)
	vaddsd %xmm0, %xmm10, %xmm0
	vunpcklpd %xmm5, %xmm3, %xmm3
	vsubpd %xmm9, %xmm1, %xmm1
	vmulsd %xmm0, %xmm16, %xmm0
	vaddpd %xmm1, %xmm3, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vaddsd %xmm3, %xmm1, %xmm1
	vaddsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm1, 416(%rsp,%rdi)
	vmovsd %xmm0, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_352
	jmp .LBB_343
.LBB_353:
	vpbroadcastq %r13, %zmm0
	vpaddq .LCPI_14(%rip), %zmm0, %zmm1
	vmovdqu64 2688(%rsp), %zmm2
	vpaddq .LCPI_15(%rip), %ymm0, %ymm0
	vpcmpnleuq %zmm2, %zmm1, %k0
	vpcmpnleuq %ymm2, %ymm0, %k1
	korb %k1, %k0, %k1
	vpmovm2d %k0, %ymm1
	vpmovm2d %k1, %ymm0
	vpblendd $240, %ymm1, %ymm0, %ymm0
	vpmovd2m %ymm0, %k0
	kortestb %k0, %k0
	jne .LBB_358
	leaq 13325(%r13), %rax
	cmpq %rbp, %rax
	ja .LBB_358
	leaq 14350(%r13), %rax
	cmpq %rbp, %rax
	ja .LBB_358
	leaq 15375(%r13), %rax
	cmpq %rbp, %rax
	ja .LBB_358
	leaq 16400(%r13), %rbx
	cmpq %rbp, %rbx
	jbe .LBB_438
.LBB_358:
	movl $3, %eax
	movl $1, %ebx
	movl $2, %r8d
	movq %rax, 152(%rsp)
	movq 136(%rsp), %rax
	movq 112(%rsp), %r9
	movq 120(%rsp), %r10
	movq 128(%rsp), %rsi
	movq %rax, 160(%rsp)
	movq 56(%rsp), %r11
	movq $0, 32(%rsp)
.LBB_359:
	cmpq $1025, %r9
	movl $1025, %edx
	movq %rsi, 168(%rsp)
	movl $1025, %ecx
	movl $1025, %r13d
	movl $1025, %eax
	cmovbq %r9, %rdx
	cmpq $1025, %r10
	movq 160(%rsp), %rdi
	movq 32(%rsp), %r15
	cmovbq %r10, %rcx
	cmpq $1025, %rsi
	cmovbq %rsi, %r13
	movq %r10, %rsi
	movq %r9, %r10
	movq %r8, %r9
	movq %rbp, %r8
	movq %rbx, %rbp
	movq 24(%rsp), %rbx
	cmpq $1025, %rdi
	cmovbq %rdi, %rax
	movq %r15, %rdi
	shlq $10, %rdi
	addq %rbx, %r15
	movq %rbp, %rbx
	movq %r8, %rbp
	movq %r9, %r8
	movq %r10, %r9
	movq %rsi, %r10
	movq 168(%rsp), %rsi
	addq %r15, %rdi
	movq %rbp, %r15
	subq %rdi, %r15
	jbe .LBB_384
	cmpq $1025, %r15
	movl $1025, %ebp
	cmovaeq %rbp, %r15
	addq %rdi, %r15
	jb .LBB_807
	movq 8(%rsp), %rbp
	cmpq %rbp, %r15
	ja .LBB_818
	movq 32(%rsp), %r15
	shll $3, %edx
	shll $3, %ecx
	shll $3, %r13d
	shll $3, %eax
	xorl %edi, %edi
	movq %r15, %rbp
	orq $1, %rbp
.LBB_363:
	cmpq %r12, %r15
	jae .LBB_842
	vmovq (%r14,%r15,8), %xmm0
	addq $16, %r15
	vmovq %xmm0, (%r11,%rdi)
	addq $8, %rdi
	cmpq %rdi, %rax
	jne .LBB_363
	movq %rbp, %rdi
	shlq $10, %rdi
	addq %rbp, %rdi
	movq 8(%rsp), %rbp
	addq 24(%rsp), %rdi
	movq %rbp, %r15
	subq %rdi, %r15
	jbe .LBB_384
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
	addq %rdi, %r15
	jb .LBB_818
	cmpq %rbp, %r15
	ja .LBB_818
	movq 32(%rsp), %rax
	xorl %edi, %edi
	movq %rbx, %r15
	orq $2, %rax
.LBB_369:
	cmpq %r12, %r15
	jae .LBB_842
	vmovq (%r14,%r15,8), %xmm0
	addq $16, %r15
	vmovq %xmm0, 8200(%r11,%rdi)
	addq $8, %rdi
	cmpq %rdi, %r13
	jne .LBB_369
	movq %rax, %rdi
	shlq $10, %rdi
	movq %rbp, %r15
	addq %rax, %rdi
	addq 24(%rsp), %rdi
	subq %rdi, %r15
	jbe .LBB_384
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
	addq %rdi, %r15
	jb .LBB_818
	cmpq %rbp, %r15
	ja .LBB_818
	movq 32(%rsp), %rax
	movq 24(%rsp), %r13
	xorl %edi, %edi
	movq %r8, %r15
	orq $3, %rax
.LBB_375:
	cmpq %r12, %r15
	jae .LBB_842
	vmovq (%r14,%r15,8), %xmm0
	addq $16, %r15
	vmovq %xmm0, 16400(%r11,%rdi)
	addq $8, %rdi
	cmpq %rdi, %rcx
	jne .LBB_375
	movq %rax, %rdi
	shlq $10, %rdi
	movq %rbp, %r15
	addq %rax, %rdi
	addq %r13, %rdi
	subq %rdi, %r15
	jbe .LBB_384
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
	addq %rdi, %r15
	jb .LBB_818
	cmpq %rbp, %r15
	ja .LBB_818
	addq $4, 32(%rsp)
	xorl %eax, %eax
	movq 152(%rsp), %rcx
	movq %rcx, %r15
.LBB_381:
	cmpq %r12, %r15
	jae .LBB_842
	vmovq (%r14,%r15,8), %xmm0
	addq $16, %r15
	vmovq %xmm0, 24600(%r11,%rax)
	addq $8, %rax
	cmpq %rax, %rdx
	jne .LBB_381
	addq $4, %rcx
	addq $-4100, 160(%rsp)
	addq $32800, %r11
	addq $4, %rbx
	addq $-4100, %rsi
	addq $4, %r8
	addq $-4100, %r10
	addq $-4100, %r9
	movq %rcx, 152(%rsp)
	cmpq $16, 32(%rsp)
	jne .LBB_359
.LBB_384:
	movq 24(%rsp), %r13
	movq 56(%rsp), %r11
	movq 144(%rsp), %rdx
	leaq 16400(%r13), %rbx
.LBB_385:
	addq $-16400, 136(%rsp)
	addq $-16400, 128(%rsp)
	addq $-16400, 120(%rsp)
	addq $-16400, 112(%rsp)
	addq $16400, %r13
	addq $131200, %rdx
	addq $131200, %r11
	cmpq %rbp, %rbx
	movq 616(%rsp), %rbx
	jb .LBB_321
	jmp .LBB_497
.LBB_386:
	movl $8, %ecx
	xorl %eax, %eax
	movq %r11, 32(%rsp)
.LBB_387:
	movq 264(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 272(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 280(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 288(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 296(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 304(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 312(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 320(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 328(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 336(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 344(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 352(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 360(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	movq 368(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_328
	addq 376(%rsp), %rcx
	cmpq %rbp, %rcx
	ja .LBB_328
	movq 40(%rsp), %rax
	leaq 256(%rsp), %rcx
	leaq 800(%rsp), %rdx
	movq $0, 800(%rsp)
	movq %rax, 416(%rsp)
	movq %rbp, 424(%rsp)
	movq %rcx, 432(%rsp)
	leaq 640(%rsp), %rcx
	movq %rdx, 440(%rsp)
	movq %rcx, 448(%rsp)
	leaq 1272(%rsp), %rdi
	leaq 416(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 640(%rsp), %rax
	movq 800(%rsp), %rcx
	movq 32(%rsp), %rdx
	shlq $4, %rax
	movq %rdx, %r12
	leaq (%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_812
	movl $8, %r15d
	cmpq $8, %r12
	jb .LBB_804
	vmovupd 2624(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 1936(%rsp), %zmm15
	vmovsd 1272(%rsp), %xmm7
	vmovsd 1336(%rsp), %xmm8
	vmovsd 1400(%rsp), %xmm9
	vmovsd 1464(%rsp), %xmm10
	vmovsd 1528(%rsp), %xmm11
	vmovsd 1592(%rsp), %xmm12
	vmovsd 1656(%rsp), %xmm13
	vmovsd 1720(%rsp), %xmm14
	vpxor %xmm1, %xmm1, %xmm1
	movq %rdx, %r12
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	vmovupd 2560(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	vmovupd 2496(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	vmovupd 2432(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	vmovupd 2368(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovupd 2000(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%r14,%rdi,8)
	vmovsd %xmm8, 8(%r14,%rdi,8)
	vmovsd %xmm9, 16(%r14,%rdi,8)
	vmovsd %xmm10, 24(%r14,%rdi,8)
	vmovsd %xmm11, 32(%r14,%rdi,8)
	vmovsd %xmm12, 40(%r14,%rdi,8)
	vmovsd %xmm13, 48(%r14,%rdi,8)
	vmovsd %xmm14, 56(%r14,%rdi,8)
	leaq 16(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_812
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm6, (%r14,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_812
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm5, (%r14,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_812
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm4, (%r14,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_812
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm3, (%r14,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_812
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm2, (%r14,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_812
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm1, (%r14,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_812
	cmpq $8, %r12
	jb .LBB_804
	movq 40(%rsp), %rax
	leaq 256(%rsp), %rcx
	vmovupd %zmm0, (%r14,%rdi,8)
	leaq 800(%rsp), %rdx
	movq $8, 800(%rsp)
	movq %rax, 416(%rsp)
	movq %rbp, 424(%rsp)
	movq %rcx, 432(%rsp)
	leaq 640(%rsp), %rcx
	movq %rdx, 440(%rsp)
	movq %rcx, 448(%rsp)
	leaq 1272(%rsp), %rdi
	leaq 416(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 640(%rsp), %rax
	movq 800(%rsp), %rcx
	movq 32(%rsp), %r11
	shlq $4, %rax
	movq %r11, %r12
	leaq (%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_813
	cmpq $8, %r12
	jb .LBB_804
	vmovupd 2624(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 1936(%rsp), %zmm15
	vmovsd 1272(%rsp), %xmm7
	vmovsd 1336(%rsp), %xmm8
	vmovsd 1400(%rsp), %xmm9
	vmovsd 1464(%rsp), %xmm10
	vmovsd 1528(%rsp), %xmm11
	vmovsd 1592(%rsp), %xmm12
	vmovsd 1656(%rsp), %xmm13
	vmovsd 1720(%rsp), %xmm14
	vxorpd %xmm1, %xmm1, %xmm1
	movq %r11, %r12
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	vmovupd 2560(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	vmovupd 2496(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	vmovupd 2432(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	vmovupd 2368(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovupd 2000(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%r14,%rdi,8)
	vmovsd %xmm8, 8(%r14,%rdi,8)
	vmovsd %xmm9, 16(%r14,%rdi,8)
	vmovsd %xmm10, 24(%r14,%rdi,8)
	vmovsd %xmm11, 32(%r14,%rdi,8)
	vmovsd %xmm12, 40(%r14,%rdi,8)
	vmovsd %xmm13, 48(%r14,%rdi,8)
	vmovsd %xmm14, 56(%r14,%rdi,8)
	leaq 16(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_813
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm6, (%r14,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_813
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm5, (%r14,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_813
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm4, (%r14,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_813
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm3, (%r14,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_813
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm2, (%r14,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_813
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm1, (%r14,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_813
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm0, (%r14,%rdi,8)
	movq 640(%rsp), %rcx
	leaq 8(%rcx), %rax
	addq $16, %rcx
	movq %rax, 640(%rsp)
	cmpq %rbx, %rcx
	ja .LBB_328
	movq 256(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	jbe .LBB_387
	jmp .LBB_328
.LBB_438:
	movq $0, 96(%rsp)
	xorl %ebp, %ebp
	xorl %r13d, %r13d
	jmp .LBB_440
.LBB_439:
	addq $8, %r13
	xorb $1, %bpl
.LBB_440:
	leaq 96(%rsp), %rax
	leaq 72(%rsp), %rcx
	movq %r14, 768(%rsp)
	movq %r12, 776(%rsp)
	movq %r13, 72(%rsp)
	movq %rax, 784(%rsp)
	movq %rcx, 792(%rsp)
	leaq 1272(%rsp), %rdi
	leaq 768(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 96(%rsp), %rcx
	movq 72(%rsp), %rax
	movq 8(%rsp), %rsi
	addq 24(%rsp), %rcx
	movq %rax, %rdx
	shlq $10, %rdx
	leaq (%rcx,%rax), %rdi
	addq %rdx, %rdi
	subq %rdi, %rsi
	jb .LBB_777
	movl $8, %r15d
	cmpq $8, %rsi
	jb .LBB_799
	vmovupd 2624(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vpxor %xmm2, %xmm2, %xmm2
	vmovupd 1936(%rsp), %zmm15
	vmovsd 1272(%rsp), %xmm7
	vmovsd 1336(%rsp), %xmm8
	vmovsd 1400(%rsp), %xmm9
	vmovsd 1464(%rsp), %xmm10
	vmovsd 1528(%rsp), %xmm11
	vmovsd 1592(%rsp), %xmm12
	vmovsd 1656(%rsp), %xmm13
	vmovsd 1720(%rsp), %xmm14
	movq 1056(%rsp), %rsi
	addq %rdx, %rax
	vpxor %xmm1, %xmm1, %xmm1
	movq 8(%rsp), %rdx
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	vmovupd 2560(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	vmovupd 2496(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	vmovupd 2432(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	vmovupd 2368(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovupd 2000(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%rsi,%rdi,8)
	vmovsd %xmm8, 8(%rsi,%rdi,8)
	vmovsd %xmm9, 16(%rsi,%rdi,8)
	vmovsd %xmm10, 24(%rsi,%rdi,8)
	vmovsd %xmm11, 32(%rsi,%rdi,8)
	vmovsd %xmm12, 40(%rsi,%rdi,8)
	vmovsd %xmm13, 48(%rsi,%rdi,8)
	vmovsd %xmm14, 56(%rsi,%rdi,8)
	leaq 1025(%rcx,%rax), %rdi
	subq %rdi, %rdx
	jb .LBB_777
	cmpq $8, %rdx
	jb .LBB_776
	movq 8(%rsp), %rdx
	vmovupd %zmm6, (%rsi,%rdi,8)
	leaq 2050(%rcx,%rax), %rdi
	subq %rdi, %rdx
	jb .LBB_777
	cmpq $8, %rdx
	jb .LBB_776
	movq 8(%rsp), %rdx
	vmovupd %zmm5, (%rsi,%rdi,8)
	leaq 3075(%rcx,%rax), %rdi
	subq %rdi, %rdx
	jb .LBB_777
	cmpq $8, %rdx
	jb .LBB_776
	movq 8(%rsp), %rdx
	vmovupd %zmm4, (%rsi,%rdi,8)
	leaq 4100(%rcx,%rax), %rdi
	subq %rdi, %rdx
	jb .LBB_777
	cmpq $8, %rdx
	jb .LBB_776
	movq 8(%rsp), %rdx
	vmovupd %zmm3, (%rsi,%rdi,8)
	leaq 5125(%rcx,%rax), %rdi
	subq %rdi, %rdx
	jb .LBB_777
	cmpq $8, %rdx
	jb .LBB_776
	movq 8(%rsp), %rdx
	vmovupd %zmm2, (%rsi,%rdi,8)
	leaq 6150(%rcx,%rax), %rdi
	subq %rdi, %rdx
	jb .LBB_777
	cmpq $8, %rdx
	jb .LBB_776
	vmovupd %zmm1, (%rsi,%rdi,8)
	leaq 7175(%rcx,%rax), %rdi
	movq 8(%rsp), %rax
	subq %rdi, %rax
	jb .LBB_777
	cmpq $8, %rax
	jb .LBB_800
	vmovupd %zmm0, (%rsi,%rdi,8)
	testb $1, %bpl
	je .LBB_439
	movq 96(%rsp), %rax
	leaq 8(%rax), %rcx
	leaq 16(%rax), %rdx
	movq %rcx, 96(%rsp)
	cmpq $1026, %rdx
	jae .LBB_460
	xorl %r13d, %r13d
	xorb $1, %bpl
	jmp .LBB_440
.LBB_460:
	movq 8(%rsp), %rbp
	movq 24(%rsp), %r13
	movq 56(%rsp), %rsi
	movq 144(%rsp), %rdx
	cmpq $1024, %rcx
	ja .LBB_495
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_462:
	cmpq %r12, %rcx
	jae .LBB_863
	leaq 8(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd (%r14,%rcx,8), %xmm0
	leaq 1(%rcx), %r15
	vmovsd %xmm0, -65600(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 1033(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 8(%r14,%rcx,8), %xmm0
	leaq 2(%rcx), %r15
	vmovsd %xmm0, -57400(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 2058(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 16(%r14,%rcx,8), %xmm0
	leaq 3(%rcx), %r15
	vmovsd %xmm0, -49200(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 3083(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 24(%r14,%rcx,8), %xmm0
	leaq 4(%rcx), %r15
	vmovsd %xmm0, -41000(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 4108(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 32(%r14,%rcx,8), %xmm0
	leaq 5(%rcx), %r15
	vmovsd %xmm0, -32800(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 5133(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 40(%r14,%rcx,8), %xmm0
	leaq 6(%rcx), %r15
	vmovsd %xmm0, -24600(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 6158(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 48(%r14,%rcx,8), %xmm0
	leaq 7(%rcx), %r15
	vmovsd %xmm0, -16400(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 7183(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 56(%r14,%rcx,8), %xmm0
	leaq 8(%rcx), %r15
	vmovsd %xmm0, -8200(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 8208(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 64(%r14,%rcx,8), %xmm0
	leaq 9(%rcx), %r15
	vmovsd %xmm0, (%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 9233(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 72(%r14,%rcx,8), %xmm0
	leaq 10(%rcx), %r15
	vmovsd %xmm0, 8200(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 10258(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 80(%r14,%rcx,8), %xmm0
	leaq 11(%rcx), %r15
	vmovsd %xmm0, 16400(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 11283(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 88(%r14,%rcx,8), %xmm0
	leaq 12(%rcx), %r15
	vmovsd %xmm0, 24600(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 12308(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 96(%r14,%rcx,8), %xmm0
	leaq 13(%rcx), %r15
	vmovsd %xmm0, 32800(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 13333(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 104(%r14,%rcx,8), %xmm0
	leaq 14(%rcx), %r15
	vmovsd %xmm0, 41000(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 14358(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 112(%r14,%rcx,8), %xmm0
	leaq 15(%rcx), %r15
	vmovsd %xmm0, 49200(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 15383(%r13,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 120(%r14,%rcx,8), %xmm0
	addq $16, %rcx
	vmovsd %xmm0, 57400(%rdx,%rax,8)
	incq %rax
	cmpq $1017, %rax
	jne .LBB_462
.LBB_495:
	movq %rsi, %r11
	jmp .LBB_385
.LBB_496:
	movq %rbp, %rax
	subq %r13, %rax
	movl $0, %edx
	movabsq $1151796703138937857, %rcx
	movq %r13, 1272(%rsp)
	cmovaeq %rax, %rdx
	mulxq %rcx, %rax, %rcx
	xorl %edx, %edx
	shrq $6, %rcx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	movq %rdx, 1280(%rsp)
	movq $1024, 1288(%rsp)
	movb $1, 1296(%rsp)
	movq 40(%rsp), %rdi
	movq 1056(%rsp), %r8
	leaq 1272(%rsp), %rcx
	movq %rbp, %rsi
	movq %rbx, %rdx
	movq %rbp, %r9
	vzeroupper
	callq kernel_sliding::wma::periods_into
.LBB_497:
	movq 944(%rsp), %rbp
	movq 936(%rsp), %r13
	leaq (,%rbp,8), %rax
	testq %rbp, %rbp
	je .LBB_512
	movq 2880(%rsp), %rsi
	movq 384(%rsp), %rdx
	leaq -8(%rax), %r9
	movq 2944(%rsp), %rcx
	movq %r13, %rdi
	shrq $3, %r9
	cmpq %r9, %rsi
	cmovbq %rsi, %r9
	cmpq %rdx, %r9
	cmovaeq %rdx, %r9
	cmpq %rcx, %r9
	cmovaeq %rcx, %r9
	cmpq $16, %r9
	jae .LBB_500
	movq 560(%rsp), %rbx
	movq 16(%rsp), %r11
	movq 552(%rsp), %r14
.LBB_506:
	xorl %r8d, %r8d
	jmp .LBB_507
.LBB_500:
	movq 560(%rsp), %rbx
	movq 16(%rsp), %r11
	movq 552(%rsp), %r14
	subq %rbx, %rdi
	cmpq $128, %rdi
	jb .LBB_505
	movq %r13, %rdi
	subq %r11, %rdi
	cmpq $128, %rdi
	jb .LBB_505
	movq %r13, %r10
	subq %r14, %r10
	movl $0, %r8d
	movq %r13, %rdi
	cmpq $128, %r10
	jb .LBB_507
	vbroadcastsd .LCPI_16(%rip), %zmm2
	incq %r9
	movl $16, %r8d
	movl %r9d, %edi
	andl $15, %edi
	cmoveq %r8, %rdi
	movq %r9, %r8
	xorl %r9d, %r9d
	subq %rdi, %r8
	leaq (%r13,%r8,8), %rdi
.LBB_504:
	vmulpd (%rbx,%r9,8), %zmm2, %zmm0
	vmulpd 64(%rbx,%r9,8), %zmm2, %zmm1
	vsubpd (%r11,%r9,8), %zmm0, %zmm0
	vsubpd 64(%r11,%r9,8), %zmm1, %zmm1
	vsubpd (%r14,%r9,8), %zmm0, %zmm0
	vsubpd 64(%r14,%r9,8), %zmm1, %zmm1
	vmovupd %zmm0, (%r13,%r9,8)
	vmovupd %zmm1, 64(%r13,%r9,8)
	addq $16, %r9
	cmpq %r9, %r8
	jne .LBB_504
.LBB_507:
	leaq (%r14,%r8,8), %r10
	leaq (%r13,%rbp,8), %r9
	leaq (%r11,%r8,8), %r11
	leaq (%rbx,%r8,8), %rbx
	subq %r8, %rsi
	subq %r8, %rdx
	subq %r8, %rcx
	xorl %r8d, %r8d
	xorl %r14d, %r14d
.LBB_508:
	cmpq %r14, %rcx
	je .LBB_860
	cmpq %r14, %rdx
	je .LBB_862
	cmpq %r14, %rsi
	je .LBB_861
	vmovsd .LCPI_16(%rip), %xmm0
	leaq 8(%rdi,%r8), %r15
	addq $8, %r8
	vmulsd (%rbx,%r14,8), %xmm0, %xmm0
	vsubsd (%r11,%r14,8), %xmm0, %xmm0
	vsubsd (%r10,%r14,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rdi,%r14,8)
	incq %r14
	cmpq %r9, %r15
	jne .LBB_508
.LBB_512:
	cmpq $0, 88(%rsp)
	js .LBB_868
	movq 992(%rsp), %rcx
	movq 984(%rsp), %rdx
	movq %rbp, 624(%rsp)
	movq %rcx, 632(%rsp)
	cmpq %rcx, %rbp
	jne .LBB_831
	cmpq $0, 88(%rsp)
	movabsq $9221120237041090560, %r9
	je .LBB_839
	xorl %ecx, %ecx
	testq %rbp, %rbp
	je .LBB_519
.LBB_516:
	vmovsd (%r13,%rcx,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_519
	incq %rcx
	addq $-8, %rax
	jne .LBB_516
	movq %rbp, %rcx
.LBB_519:
	movq 88(%rsp), %rax
	movq %rdx, 1056(%rsp)
	leaq -1(%rax,%rcx), %rcx
	cmpq %rcx, %rbp
	movq %rcx, %rbx
	cmovbq %rbp, %rbx
	leaq (,%rbx,8), %rax
	leaq (%rdx,%rbx,8), %r11
	testq %rbx, %rbx
	je .LBB_531
	movq 1056(%rsp), %rdi
	leaq -8(%rax), %rsi
	cmpq $24, %rsi
	jb .LBB_530
	movq %rsi, %rdx
	shrq $3, %rdx
	incq %rdx
	cmpq $248, %rsi
	jae .LBB_523
	xorl %esi, %esi
	jmp .LBB_527
.LBB_523:
	vbroadcastsd .LCPI_7(%rip), %zmm0
	movq 1056(%rsp), %r8
	movabsq $4611686018427387872, %rdi
	movq %rdx, %rsi
	andq %rdi, %rsi
	xorl %edi, %edi
.LBB_524:
	vmovupd %zmm0, (%r8,%rdi,8)
	vmovupd %zmm0, 64(%r8,%rdi,8)
	vmovupd %zmm0, 128(%r8,%rdi,8)
	vmovupd %zmm0, 192(%r8,%rdi,8)
	addq $32, %rdi
	cmpq %rdi, %rsi
	jne .LBB_524
	cmpq %rsi, %rdx
	je .LBB_531
	testb $28, %dl
	je .LBB_772
.LBB_527:
	vbroadcastsd .LCPI_7(%rip), %ymm0
	movq 1056(%rsp), %r10
	movabsq $4611686018427387872, %rdi
	leaq 28(%rdi), %r8
	andq %rdx, %r8
	leaq (%r10,%r8,8), %rdi
.LBB_528:
	vmovupd %ymm0, (%r10,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %r8
	jne .LBB_528
	cmpq %r8, %rdx
	je .LBB_531
.LBB_530:
	movq %r9, (%rdi)
	addq $8, %rdi
	cmpq %r11, %rdi
	jne .LBB_530
.LBB_531:
	cmpq %rbp, %rcx
	jae .LBB_710
	movq 88(%rsp), %rsi
	movabsq $1152921504606846976, %rdx
	vmovsd .LCPI_9(%rip), %xmm1
	leaq -1(%rbp), %r10
	vpbroadcastq %rbp, %zmm3
	movq %rbx, %r8
	leaq -16(%rdx), %rbx
	movq %rsi, %rdi
	shlq $4, %rdi
	leaq -1(%rdx,%rsi), %rcx
	leaq 16384(%rdi), %r9
	andq %rdi, %rbx
	movq %rcx, 64(%rsp)
	movq %r9, 240(%rsp)
	leaq 1(%rsi), %r9
	movq %r10, 32(%rsp)
	movq %rdi, 104(%rsp)
	movq %rbp, %rdi
	subq %r8, %rdi
	imulq %rsi, %r9
	vcvtusi2sd %r9, %xmm15, %xmm0
	vmulsd .LCPI_8(%rip), %xmm0, %xmm0
	vdivsd %xmm0, %xmm1, %xmm1
	vcvtsi2sd %rsi, %xmm15, %xmm2
	vbroadcastsd %xmm0, %zmm0
	shlq $7, %rsi
	movq %rsi, 80(%rsp)
	vmovdqu64 %zmm3, 2752(%rsp)
	leaq -2050(%rdi), %rsi
	vmovupd %zmm0, 2816(%rsp)
	vbroadcastsd %xmm1, %zmm0
	vmovapd %xmm1, 1808(%rsp)
	vmovupd %zmm0, 2128(%rsp)
	vbroadcastsd %xmm2, %zmm0
	movq 1056(%rsp), %rcx
	vmovapd %xmm2, 2192(%rsp)
	vmovupd %zmm0, 2064(%rsp)
	leaq 65664(%rcx,%rax), %rdx
	leaq -1025(%rdi), %rcx
	leaq -3075(%rdi), %rax
	movq %rcx, 128(%rsp)
	movq %rsi, 120(%rsp)
	movq %rdi, 136(%rsp)
	movq %rax, 112(%rsp)
	movq %rbx, 56(%rsp)
	movq %r13, 2688(%rsp)
.LBB_533:
	movq %rdx, 144(%rsp)
	movq %rbp, %rdx
	subq %r8, %rdx
	movabsq $1151796703138937857, %rax
	movabsq $17996823486545904, %rsi
	movq %r8, 24(%rsp)
	mulxq %rax, %rax, %rcx
	xorl %edx, %edx
	shrq $6, %rcx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	cmpq $8, %rdx
	jb .LBB_709
	movq %r11, 40(%rsp)
	leaq 192(%rsp), %rdi
	movq 240(%rsp), %rsi
	vzeroupper
	callq alloc::vec::Vec<T,A>::resize
	movl $16400, %esi
	leaq 216(%rsp), %rdi
	callq alloc::vec::Vec<T,A>::resize
	movq 24(%rsp), %rax
	movq 200(%rsp), %r14
	movq $0, 640(%rsp)
	subq 88(%rsp), %rax
	vpbroadcastq %rax, %zmm0
	vpaddq .LCPI_10(%rip), %zmm0, %zmm1
	vpaddq .LCPI_11(%rip), %zmm0, %zmm0
	movq 208(%rsp), %rax
	movq %rax, %r8
	shrq $4, %r8
	movq %rax, 8(%rsp)
	vmovdqu64 %zmm1, 256(%rsp)
	vmovdqu64 %zmm0, 320(%rsp)
	cmpq $128, %rax
	jb .LBB_539
	movq 256(%rsp), %rax
	addq $8, %rax
	cmpq %rbp, %rax
	jbe .LBB_598
.LBB_539:
	xorl %eax, %eax
.LBB_540:
	cmpq %r8, %rax
	jae .LBB_546
	movq 8(%rsp), %r12
	movq %rax, %rdi
	shlq $4, %rdi
	subq %rdi, %r12
.LBB_542:
	cmpq 8(%rsp), %rdi
	ja .LBB_803
	cmpq $16, %r12
	jb .LBB_793
	movq 256(%rsp), %rdx
	movq 32(%rsp), %rsi
	leaq 1(%rax), %rcx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, (%r14,%rdi,8)
	movq 264(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 8(%r14,%rdi,8)
	movq 272(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 16(%r14,%rdi,8)
	movq 280(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 24(%r14,%rdi,8)
	movq 288(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 32(%r14,%rdi,8)
	movq 296(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 40(%r14,%rdi,8)
	movq 304(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 48(%r14,%rdi,8)
	movq 312(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 56(%r14,%rdi,8)
	movq 320(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 64(%r14,%rdi,8)
	movq 328(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 72(%r14,%rdi,8)
	movq 336(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 80(%r14,%rdi,8)
	movq 344(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 88(%r14,%rdi,8)
	movq 352(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 96(%r14,%rdi,8)
	movq 360(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 104(%r14,%rdi,8)
	movq 368(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%r13,%rdx,8), %xmm0
	vmovsd %xmm0, 112(%r14,%rdi,8)
	addq 376(%rsp), %rax
	cmpq %rax, %rsi
	cmovbq %rsi, %rax
	addq $-16, %r12
	vmovq (%r13,%rax,8), %xmm0
	movq %rcx, %rax
	vmovq %xmm0, 120(%r14,%rdi,8)
	addq $16, %rdi
	cmpq %rcx, %r8
	jne .LBB_542
	movq 208(%rsp), %rax
	movq 56(%rsp), %rbx
	jmp .LBB_547
.LBB_546:
	movq 8(%rsp), %rax
.LBB_547:
	movq %rax, 8(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu64 %zmm0, 1184(%rsp)
	vmovdqu64 %zmm0, 1120(%rsp)
	vmovdqu64 %zmm0, 704(%rsp)
	vmovdqu64 %zmm0, 640(%rsp)
	vmovdqu64 %zmm0, 864(%rsp)
	vmovdqu64 %zmm0, 800(%rsp)
	vmovdqu64 %zmm0, 480(%rsp)
	vmovdqu64 %zmm0, 416(%rsp)
	cmpq %rax, 104(%rsp)
	ja .LBB_827
	movq 200(%rsp), %rax
	testq %rbx, %rbx
	je .LBB_552
	vbroadcastsd .LCPI_12(%rip), %zmm18
	vmovupd 1120(%rsp), %zmm6
	vmovupd 1184(%rsp), %zmm8
	vmovupd 640(%rsp), %zmm3
	vmovupd 704(%rsp), %zmm1
	vmovupd 800(%rsp), %zmm7
	vmovupd 864(%rsp), %zmm9
	vmovupd 416(%rsp), %zmm5
	vmovupd 480(%rsp), %zmm2
	movl $1, %ecx
	xorl %edx, %edx
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_550:
	vmovupd (%rax,%rdx,8), %zmm19
	vmovapd %zmm6, %zmm10
	vcvtsi2sd %rcx, %xmm31, %xmm6
	vmovapd %zmm9, %zmm13
	vmovapd %zmm7, %zmm11
	vmovupd 64(%rax,%rdx,8), %zmm14
	vmovapd %zmm8, %zmm12
	incq %rcx
	addq $16, %rdx
	vbroadcastsd %xmm6, %zmm9
	vmulpd %zmm18, %zmm19, %zmm15
	vmulpd %zmm9, %zmm19, %zmm6
	vsubpd %zmm19, %zmm15, %zmm7
	vaddpd %zmm6, %zmm4, %zmm4
	vsubpd %zmm7, %zmm15, %zmm6
	vmulpd %zmm9, %zmm6, %zmm15
	vsubpd %zmm6, %zmm19, %zmm7
	vaddpd %zmm15, %zmm10, %zmm6
	vmulpd %zmm9, %zmm7, %zmm7
	vsubpd %zmm10, %zmm6, %zmm16
	vsubpd %zmm16, %zmm6, %zmm17
	vsubpd %zmm16, %zmm15, %zmm15
	vsubpd %zmm17, %zmm10, %zmm10
	vaddpd %zmm10, %zmm15, %zmm10
	vaddpd %zmm10, %zmm7, %zmm7
	vaddpd %zmm7, %zmm3, %zmm3
	vaddpd %zmm11, %zmm19, %zmm7
	vsubpd %zmm11, %zmm7, %zmm10
	vsubpd %zmm10, %zmm7, %zmm15
	vsubpd %zmm10, %zmm19, %zmm8
	vmulpd %zmm9, %zmm14, %zmm10
	vsubpd %zmm15, %zmm11, %zmm11
	vaddpd %zmm10, %zmm0, %zmm0
	vaddpd %zmm11, %zmm8, %zmm8
	vmulpd %zmm18, %zmm14, %zmm11
	vsubpd %zmm14, %zmm11, %zmm10
	vaddpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm10, %zmm11, %zmm8
	vmulpd %zmm9, %zmm8, %zmm11
	vsubpd %zmm8, %zmm14, %zmm10
	vaddpd %zmm11, %zmm12, %zmm8
	vmulpd %zmm9, %zmm10, %zmm9
	vsubpd %zmm12, %zmm8, %zmm15
	vsubpd %zmm15, %zmm8, %zmm16
	vsubpd %zmm15, %zmm11, %zmm11
	vsubpd %zmm16, %zmm12, %zmm12
	vaddpd %zmm12, %zmm11, %zmm11
	vaddpd %zmm11, %zmm9, %zmm9
	vaddpd %zmm9, %zmm1, %zmm1
	vaddpd %zmm13, %zmm14, %zmm9
	vsubpd %zmm13, %zmm9, %zmm10
	vsubpd %zmm10, %zmm9, %zmm11
	vsubpd %zmm10, %zmm14, %zmm10
	vsubpd %zmm11, %zmm13, %zmm11
	vaddpd %zmm11, %zmm10, %zmm10
	vaddpd %zmm10, %zmm2, %zmm2
	cmpq %rdx, %rbx
	jne .LBB_550
	vmovupd %zmm6, 1120(%rsp)
	vmovupd %zmm3, 640(%rsp)
	vmovupd %zmm7, 800(%rsp)
	vmovupd %zmm5, 416(%rsp)
	vmovupd %zmm8, 1184(%rsp)
	vmovupd %zmm1, 704(%rsp)
	vmovupd %zmm9, 864(%rsp)
	vmovupd %zmm2, 480(%rsp)
	movq 232(%rsp), %r12
	movl $16, %r15d
	cmpq $16, %r12
	jae .LBB_553
	jmp .LBB_823
.LBB_552:
	vxorpd %xmm4, %xmm4, %xmm4
	movq 232(%rsp), %r12
	movl $16, %r15d
	cmpq $16, %r12
	jb .LBB_823
.LBB_553:
	vmovupd 2816(%rsp), %zmm2
	movq 80(%rsp), %rsi
	movq 224(%rsp), %r14
	leaq -16(%r12), %rcx
	movq 8(%rsp), %r13
	movl $1, %r9d
	movq %rax, %r10
	shrq $4, %rcx
	incq %rcx
	addq %rax, %rsi
	leaq 128(%r14), %rdx
	movq %rsi, %r8
	negq %r8
	movq %rdx, %rdi
	subq %rax, %rdi
	leaq 128(%r14,%r8), %r8
	cmpq $64, %rdi
	vdivpd %zmm2, %zmm4, %zmm1
	vdivpd %zmm2, %zmm0, %zmm0
	setb %dil
	cmpq $64, %r8
	setb %r8b
	orb %dil, %r8b
	vmovupd %zmm1, (%r14)
	vmovupd %zmm0, 64(%r14)
	jmp .LBB_556
.LBB_554:
	vbroadcastsd .LCPI_12(%rip), %zmm11
	vmovupd (%rax,%rdi,8), %zmm3
	vmovupd 2064(%rsp), %zmm14
	vmovupd 1120(%rsp), %zmm0
	vmovupd 800(%rsp), %zmm1
	vbroadcastsd .LCPI_13(%rip), %zmm12
	vmovupd 416(%rsp), %zmm2
	vmovupd -128(%rax,%r11,8), %zmm4
	movq 8(%rsp), %r13
	movq %rbx, %rbp
	vmulpd %zmm11, %zmm3, %zmm5
	vsubpd %zmm3, %zmm5, %zmm6
	vsubpd %zmm6, %zmm5, %zmm5
	vsubpd %zmm5, %zmm3, %zmm6
	vmulpd %zmm14, %zmm5, %zmm5
	vaddpd %zmm5, %zmm0, %zmm7
	vmulpd %zmm14, %zmm6, %zmm6
	vsubpd %zmm0, %zmm7, %zmm8
	vsubpd %zmm8, %zmm7, %zmm9
	vsubpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm1, %zmm7, %zmm8
	vsubpd %zmm7, %zmm8, %zmm13
	vsubpd %zmm9, %zmm0, %zmm0
	vaddpd %zmm3, %zmm1, %zmm9
	vmovupd %zmm8, 1120(%rsp)
	vsubpd %zmm13, %zmm8, %zmm10
	vaddpd %zmm0, %zmm5, %zmm0
	vxorpd %zmm12, %zmm1, %zmm5
	vsubpd %zmm13, %zmm5, %zmm5
	vmovupd 2128(%rsp), %zmm13
	vsubpd %zmm10, %zmm7, %zmm7
	vxorpd %zmm12, %zmm4, %zmm10
	vsubpd %zmm4, %zmm9, %zmm4
	vaddpd %zmm7, %zmm5, %zmm5
	vmovupd %zmm4, 800(%rsp)
	vaddpd %zmm5, %zmm0, %zmm0
	vsubpd %zmm2, %zmm6, %zmm5
	vsubpd %zmm1, %zmm9, %zmm6
	vsubpd %zmm6, %zmm9, %zmm7
	vsubpd %zmm6, %zmm3, %zmm3
	vsubpd %zmm9, %zmm4, %zmm6
	vaddpd %zmm0, %zmm5, %zmm0
	vaddpd 640(%rsp), %zmm0, %zmm0
	vsubpd %zmm7, %zmm1, %zmm1
	vsubpd %zmm6, %zmm4, %zmm7
	vaddpd %zmm1, %zmm3, %zmm1
	vsubpd %zmm7, %zmm9, %zmm5
	vsubpd %zmm6, %zmm10, %zmm3
	vaddpd %zmm5, %zmm3, %zmm3
	vmovupd %zmm0, 640(%rsp)
	vaddpd %zmm0, %zmm8, %zmm0
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm0, %zmm13, %zmm0
	vaddpd %zmm1, %zmm2, %zmm1
	vmovupd %zmm1, 416(%rsp)
	vmovupd %zmm0, (%r14,%r11,8)
	vmovupd 64(%rax,%rdi,8), %zmm3
	vmovupd 1184(%rsp), %zmm0
	vmovupd 864(%rsp), %zmm1
	vmovupd 480(%rsp), %zmm2
	vmovupd -64(%rax,%r11,8), %zmm4
	vmulpd %zmm11, %zmm3, %zmm5
	vsubpd %zmm3, %zmm5, %zmm6
	vsubpd %zmm6, %zmm5, %zmm5
	vsubpd %zmm5, %zmm3, %zmm6
	vmulpd %zmm14, %zmm5, %zmm5
	vaddpd %zmm5, %zmm0, %zmm7
	vmulpd %zmm14, %zmm6, %zmm6
	vsubpd %zmm0, %zmm7, %zmm8
	vsubpd %zmm8, %zmm7, %zmm9
	vsubpd %zmm8, %zmm5, %zmm5
	vsubpd %zmm1, %zmm7, %zmm8
	vsubpd %zmm7, %zmm8, %zmm11
	vsubpd %zmm9, %zmm0, %zmm0
	vxorpd %zmm12, %zmm4, %zmm9
	vmovupd %zmm8, 1184(%rsp)
	vsubpd %zmm11, %zmm8, %zmm10
	vaddpd %zmm0, %zmm5, %zmm0
	vxorpd %zmm12, %zmm1, %zmm5
	vsubpd %zmm11, %zmm5, %zmm5
	vsubpd %zmm10, %zmm7, %zmm7
	vaddpd %zmm3, %zmm1, %zmm10
	vaddpd %zmm7, %zmm5, %zmm5
	vsubpd %zmm4, %zmm10, %zmm4
	vaddpd %zmm5, %zmm0, %zmm0
	vsubpd %zmm2, %zmm6, %zmm5
	vsubpd %zmm1, %zmm10, %zmm6
	vmovupd %zmm4, 864(%rsp)
	vsubpd %zmm6, %zmm10, %zmm7
	vsubpd %zmm6, %zmm3, %zmm3
	vsubpd %zmm10, %zmm4, %zmm6
	vaddpd %zmm0, %zmm5, %zmm0
	vaddpd 704(%rsp), %zmm0, %zmm0
	vsubpd %zmm7, %zmm1, %zmm1
	vsubpd %zmm6, %zmm4, %zmm7
	vaddpd %zmm1, %zmm3, %zmm1
	vsubpd %zmm7, %zmm10, %zmm5
	vsubpd %zmm6, %zmm9, %zmm3
	vaddpd %zmm5, %zmm3, %zmm3
	vmovupd %zmm0, 704(%rsp)
	vaddpd %zmm0, %zmm8, %zmm0
	vaddpd %zmm3, %zmm1, %zmm1
	vmulpd %zmm0, %zmm13, %zmm0
	vaddpd %zmm1, %zmm2, %zmm1
	vmovupd %zmm1, 480(%rsp)
	vmovupd %zmm0, 64(%r14,%r11,8)
.LBB_555:
	incq %r9
	subq $-128, %rdx
	subq $-128, %r10
	subq $-128, %rsi
	cmpq $1025, %r9
	je .LBB_565
.LBB_556:
	movq 64(%rsp), %rdi
	movq %r13, %r11
	addq %r9, %rdi
	shlq $4, %rdi
	subq %rdi, %r11
	jb .LBB_796
	cmpq $16, %r11
	jb .LBB_780
	movq %r9, %r11
	shlq $4, %r11
	movq %rbp, %rbx
	leaq -16(%r11), %rbp
	subq %rbp, %r13
	jb .LBB_797
	cmpq $16, %r13
	jb .LBB_781
	movq %r12, %r13
	subq %r11, %r13
	jb .LBB_782
	cmpq %rcx, %r9
	je .LBB_783
	testb %r8b, %r8b
	je .LBB_554
	vmovsd .LCPI_12(%rip), %xmm15
	vmovapd 1808(%rsp), %xmm16
	vmovapd 2192(%rsp), %xmm17
	movq 8(%rsp), %r13
	xorl %edi, %edi
	movq %rbx, %rbp
.LBB_564:
	vmovsd (%rsi,%rdi), %xmm3
	vmovsd 1120(%rsp,%rdi), %xmm0
	vmovsd 800(%rsp,%rdi), %xmm1
	vmovddup .LCPI_13(%rip), %xmm7
	vmovsd 416(%rsp,%rdi), %xmm2
	vmovsd (%r10,%rdi), %xmm4
	vmulsd %xmm3, %xmm15, %xmm5
	vxorpd %xmm7, %xmm1, %xmm8
	vsubsd %xmm3, %xmm5, %xmm6
	vsubsd %xmm6, %xmm5, %xmm5
	vsubsd %xmm5, %xmm3, %xmm6
	vmulsd %xmm17, %xmm5, %xmm5
	vaddsd %xmm5, %xmm0, %xmm9
	vsubsd %xmm1, %xmm9, %xmm10
	vsubsd %xmm0, %xmm9, %xmm12
	vunpcklpd %xmm9, %xmm0, %xmm0
	vsubsd %xmm9, %xmm10, %xmm11
	vunpcklpd %xmm10, %xmm9, %xmm13
	vsubsd %xmm12, %xmm5, %xmm5
	vmovsd %xmm10, 1120(%rsp,%rdi)
	vunpcklpd %xmm11, %xmm12, %xmm14
	vsubsd %xmm11, %xmm8, %xmm8
	vsubpd %xmm14, %xmm13, %xmm13
	vunpcklpd %xmm8, %xmm5, %xmm5
	vsubpd %xmm13, %xmm0, %xmm0
	vaddpd %xmm0, %xmm5, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm5
	vaddsd %xmm5, %xmm0, %xmm0
	vmulsd %xmm17, %xmm6, %xmm5
	vxorpd %xmm7, %xmm4, %xmm6
	vsubsd %xmm2, %xmm5, %xmm5
	vaddsd %xmm0, %xmm5, %xmm0
	vaddsd %xmm3, %xmm1, %xmm5
	vaddsd 640(%rsp,%rdi), %xmm0, %xmm0
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd %xmm1, %xmm5, %xmm8
	vunpcklpd %xmm5, %xmm1, %xmm1
	vsubsd %xmm5, %xmm4, %xmm7
	vunpcklpd %xmm4, %xmm5, %xmm9
	vsubsd %xmm8, %xmm3, %xmm3
	vmovsd %xmm4, 800(%rsp,%rdi)
	vunpcklpd %xmm7, %xmm8, %xmm11
	vsubsd %xmm7, %xmm6, %xmm5
	vsubpd %xmm11, %xmm9, %xmm9
	vmovsd %xmm0, 640(%rsp,%rdi)
	vaddsd %xmm0, %xmm10, %xmm0
	vunpcklpd %xmm5, %xmm3, %xmm3
	vsubpd %xmm9, %xmm1, %xmm1
	vmulsd %xmm0, %xmm16, %xmm0
	vaddpd %xmm1, %xmm3, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vaddsd %xmm3, %xmm1, %xmm1
	vaddsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm1, 416(%rsp,%rdi)
	vmovsd %xmm0, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_564
	jmp .LBB_555
.LBB_565:
	movq 24(%rsp), %rcx
	vmovdqu64 2752(%rsp), %zmm2
	vpbroadcastq %rcx, %zmm0
	vpaddq .LCPI_14(%rip), %zmm0, %zmm1
	vpaddq .LCPI_15(%rip), %ymm0, %ymm0
	vpcmpnleuq %zmm2, %zmm1, %k0
	vpcmpnleuq %ymm2, %ymm0, %k1
	korb %k1, %k0, %k1
	vpmovm2d %k0, %ymm1
	vpmovm2d %k1, %ymm0
	vpblendd $240, %ymm1, %ymm0, %ymm0
	vpmovd2m %ymm0, %k0
	kortestb %k0, %k0
	jne .LBB_570
	leaq 13325(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_570
	leaq 14350(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_570
	leaq 15375(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_570
	leaq 16400(%rcx), %rax
	cmpq %rbp, %rax
	jbe .LBB_650
.LBB_570:
	movl $1, %eax
	xorl %esi, %esi
	movq %rax, 160(%rsp)
	movl $2, %eax
	movq %rax, 168(%rsp)
	movl $3, %eax
	movq %rax, 152(%rsp)
	movq 112(%rsp), %rax
	movq %rax, 8(%rsp)
	movq 120(%rsp), %r8
	movq 128(%rsp), %r9
	movq 136(%rsp), %r10
	movq 40(%rsp), %r11
.LBB_571:
	movq 8(%rsp), %rax
	movq 24(%rsp), %r15
	movl $1025, %edx
	movl $1025, %ecx
	movl $1025, %r13d
	movq %rsi, %rdi
	cmpq $1025, %rax
	leaq (%rsi,%r15), %r15
	cmovbq %rax, %rdx
	cmpq $1025, %r8
	movl $1025, %eax
	cmovbq %r8, %rcx
	cmpq $1025, %r9
	cmovbq %r9, %r13
	cmpq $1025, %r10
	cmovbq %r10, %rax
	shlq $10, %rdi
	addq %r15, %rdi
	movq %rbp, %r15
	subq %rdi, %r15
	jbe .LBB_596
	cmpq $1025, %r15
	movl $1025, %ebp
	cmovaeq %rbp, %r15
	addq %rdi, %r15
	jb .LBB_816
	cmpq %rbx, %r15
	ja .LBB_817
	movq %rsi, %rbp
	shll $3, %edx
	shll $3, %ecx
	shll $3, %r13d
	shll $3, %eax
	orq $1, %rbp
	xorl %edi, %edi
	movq %rsi, %r15
.LBB_575:
	cmpq %r12, %r15
	jae .LBB_842
	vmovq (%r14,%r15,8), %xmm0
	addq $16, %r15
	vmovq %xmm0, (%r11,%rdi)
	addq $8, %rdi
	cmpq %rdi, %rax
	jne .LBB_575
	movq %rbp, %rdi
	shlq $10, %rdi
	movq %rbx, %r15
	addq %rbp, %rdi
	addq 24(%rsp), %rdi
	movq %rbx, %rbp
	subq %rdi, %r15
	jbe .LBB_596
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
	addq %rdi, %r15
	jb .LBB_818
	cmpq %rbp, %r15
	ja .LBB_818
	movq 160(%rsp), %r15
	movq %rsi, %rax
	orq $2, %rax
	xorl %edi, %edi
.LBB_581:
	cmpq %r12, %r15
	jae .LBB_842
	vmovq (%r14,%r15,8), %xmm0
	addq $16, %r15
	vmovq %xmm0, 8200(%r11,%rdi)
	addq $8, %rdi
	cmpq %rdi, %r13
	jne .LBB_581
	movq %rax, %rdi
	shlq $10, %rdi
	movq %rbp, %r15
	addq %rax, %rdi
	addq 24(%rsp), %rdi
	subq %rdi, %r15
	jbe .LBB_596
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
	addq %rdi, %r15
	jb .LBB_818
	cmpq %rbp, %r15
	ja .LBB_818
	movq 168(%rsp), %r15
	movq 24(%rsp), %r13
	movq %rsi, %rax
	orq $3, %rax
	xorl %edi, %edi
.LBB_587:
	cmpq %r12, %r15
	jae .LBB_842
	vmovq (%r14,%r15,8), %xmm0
	addq $16, %r15
	vmovq %xmm0, 16400(%r11,%rdi)
	addq $8, %rdi
	cmpq %rdi, %rcx
	jne .LBB_587
	movq %rax, %rdi
	shlq $10, %rdi
	movq %rbp, %r15
	addq %rax, %rdi
	addq %r13, %rdi
	subq %rdi, %r15
	jbe .LBB_596
	cmpq $1025, %r15
	movl $1025, %eax
	cmovaeq %rax, %r15
	addq %rdi, %r15
	jb .LBB_818
	cmpq %rbp, %r15
	ja .LBB_818
	movq 152(%rsp), %rcx
	addq $4, %rsi
	xorl %eax, %eax
	movq %rcx, %r15
.LBB_593:
	cmpq %r12, %r15
	jae .LBB_842
	vmovq (%r14,%r15,8), %xmm0
	addq $16, %r15
	vmovq %xmm0, 24600(%r11,%rax)
	addq $8, %rax
	cmpq %rax, %rdx
	jne .LBB_593
	addq $4, %rcx
	addq $4, 160(%rsp)
	addq $4, 168(%rsp)
	addq $32800, %r11
	addq $-4100, %r10
	addq $-4100, %r9
	addq $-4100, %r8
	movq %rcx, 152(%rsp)
	addq $-4100, 8(%rsp)
	cmpq $16, %rsi
	jne .LBB_571
.LBB_596:
	movq 24(%rsp), %rsi
	movq 2688(%rsp), %r13
	movq 144(%rsp), %rdx
	leaq 16400(%rsi), %rax
.LBB_597:
	movq 40(%rsp), %r11
	addq $-16400, 136(%rsp)
	addq $-16400, 128(%rsp)
	addq $-16400, 120(%rsp)
	addq $-16400, 112(%rsp)
	addq $16400, %rsi
	addq $131200, %rdx
	movq 56(%rsp), %rbx
	movq %rsi, %r8
	addq $131200, %r11
	cmpq %rbp, %rax
	jb .LBB_533
	jmp .LBB_710
.LBB_598:
	movl $8, %ecx
	xorl %eax, %eax
.LBB_599:
	movq 264(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 272(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 280(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 288(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 296(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 304(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 312(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 320(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 328(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 336(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 344(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 352(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 360(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	movq 368(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_540
	addq 376(%rsp), %rcx
	cmpq %rbp, %rcx
	ja .LBB_540
	leaq 256(%rsp), %rax
	leaq 800(%rsp), %rdx
	leaq 640(%rsp), %rcx
	movq %r8, %rbx
	movq %r13, 416(%rsp)
	movq %rbp, 424(%rsp)
	movq $0, 800(%rsp)
	movq %rax, 432(%rsp)
	movq %rdx, 440(%rsp)
	movq %rcx, 448(%rsp)
	leaq 1272(%rsp), %rdi
	leaq 416(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 640(%rsp), %rax
	movq 800(%rsp), %rcx
	movq 8(%rsp), %r12
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	movl $8, %r15d
	cmpq $8, %r12
	jb .LBB_804
	vmovupd 2624(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 1936(%rsp), %zmm15
	vmovsd 1272(%rsp), %xmm7
	vmovsd 1336(%rsp), %xmm8
	vmovsd 1400(%rsp), %xmm9
	vmovsd 1464(%rsp), %xmm10
	vmovsd 1528(%rsp), %xmm11
	vmovsd 1592(%rsp), %xmm12
	vmovsd 1656(%rsp), %xmm13
	vmovsd 1720(%rsp), %xmm14
	vpxor %xmm1, %xmm1, %xmm1
	movq 8(%rsp), %r12
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	vmovupd 2560(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	vmovupd 2496(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	vmovupd 2432(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	vmovupd 2368(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovupd 2000(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%r14,%rdi,8)
	vmovsd %xmm8, 8(%r14,%rdi,8)
	vmovsd %xmm9, 16(%r14,%rdi,8)
	vmovsd %xmm10, 24(%r14,%rdi,8)
	vmovsd %xmm11, 32(%r14,%rdi,8)
	vmovsd %xmm12, 40(%r14,%rdi,8)
	vmovsd %xmm13, 48(%r14,%rdi,8)
	vmovsd %xmm14, 56(%r14,%rdi,8)
	leaq 16(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm6, (%r14,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm5, (%r14,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm4, (%r14,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm3, (%r14,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm2, (%r14,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm1, (%r14,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	leaq 256(%rsp), %rax
	leaq 800(%rsp), %rdx
	leaq 640(%rsp), %rcx
	vmovupd %zmm0, (%r14,%rdi,8)
	movq %r13, 416(%rsp)
	movq %rbp, 424(%rsp)
	movq $8, 800(%rsp)
	movq %rax, 432(%rsp)
	movq %rdx, 440(%rsp)
	movq %rcx, 448(%rsp)
	leaq 1272(%rsp), %rdi
	leaq 416(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 640(%rsp), %rax
	movq 800(%rsp), %rcx
	movq 8(%rsp), %r12
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	vmovupd 2624(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 1936(%rsp), %zmm15
	vmovsd 1272(%rsp), %xmm7
	vmovsd 1336(%rsp), %xmm8
	vmovsd 1400(%rsp), %xmm9
	vmovsd 1464(%rsp), %xmm10
	vmovsd 1528(%rsp), %xmm11
	vmovsd 1592(%rsp), %xmm12
	vmovsd 1656(%rsp), %xmm13
	vmovsd 1720(%rsp), %xmm14
	vxorpd %xmm1, %xmm1, %xmm1
	movq 8(%rsp), %r12
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	vmovupd 2560(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	vmovupd 2496(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	vmovupd 2432(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	vmovupd 2368(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovupd 2000(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%r14,%rdi,8)
	vmovsd %xmm8, 8(%r14,%rdi,8)
	vmovsd %xmm9, 16(%r14,%rdi,8)
	vmovsd %xmm10, 24(%r14,%rdi,8)
	vmovsd %xmm11, 32(%r14,%rdi,8)
	vmovsd %xmm12, 40(%r14,%rdi,8)
	vmovsd %xmm13, 48(%r14,%rdi,8)
	vmovsd %xmm14, 56(%r14,%rdi,8)
	leaq 16(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm6, (%r14,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm5, (%r14,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm4, (%r14,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm3, (%r14,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm2, (%r14,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	movq 8(%rsp), %r12
	vmovupd %zmm1, (%r14,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	subq %rdi, %r12
	jb .LBB_811
	cmpq $8, %r12
	jb .LBB_804
	vmovupd %zmm0, (%r14,%rdi,8)
	movq %rbx, %r8
	movq 640(%rsp), %rcx
	leaq 8(%rcx), %rax
	addq $16, %rcx
	movq %rax, 640(%rsp)
	cmpq %rbx, %rcx
	ja .LBB_708
	movq 256(%rsp), %rdx
	movq 56(%rsp), %rbx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	jbe .LBB_599
	jmp .LBB_540
.LBB_650:
	movq %rax, 8(%rsp)
	movq $0, 96(%rsp)
	xorl %ebp, %ebp
	xorl %r13d, %r13d
	jmp .LBB_652
.LBB_651:
	addq $8, %r13
	xorb $1, %bpl
.LBB_652:
	leaq 96(%rsp), %rax
	leaq 72(%rsp), %rcx
	movq %r14, 768(%rsp)
	movq %r12, 776(%rsp)
	movq %r13, 72(%rsp)
	movq %rax, 784(%rsp)
	movq %rcx, 792(%rsp)
	leaq 1272(%rsp), %rdi
	leaq 768(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 96(%rsp), %rcx
	movq 72(%rsp), %rax
	movq %rbx, %rsi
	addq 24(%rsp), %rcx
	movq %rax, %rdx
	shlq $10, %rdx
	leaq (%rcx,%rax), %rdi
	addq %rdx, %rdi
	subq %rdi, %rsi
	jb .LBB_779
	movl $8, %r15d
	cmpq $8, %rsi
	jb .LBB_799
	vmovupd 2624(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vxorpd %xmm5, %xmm5, %xmm5
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vpxor %xmm2, %xmm2, %xmm2
	vmovupd 1936(%rsp), %zmm15
	vmovsd 1272(%rsp), %xmm7
	vmovsd 1336(%rsp), %xmm8
	vmovsd 1400(%rsp), %xmm9
	vmovsd 1464(%rsp), %xmm10
	vmovsd 1528(%rsp), %xmm11
	vmovsd 1592(%rsp), %xmm12
	vmovsd 1656(%rsp), %xmm13
	vmovsd 1720(%rsp), %xmm14
	movq 1056(%rsp), %rsi
	vpxor %xmm1, %xmm1, %xmm1
	addq %rdx, %rax
	movq %rbx, %rdx
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	vmovupd 2560(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	vmovupd 2496(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	vmovupd 2432(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	vmovupd 2368(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovupd 2000(%rsp), %zmm0
	kxnorb %k0, %k0, %k1
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%rsi,%rdi,8)
	vmovsd %xmm8, 8(%rsi,%rdi,8)
	vmovsd %xmm9, 16(%rsi,%rdi,8)
	vmovsd %xmm10, 24(%rsi,%rdi,8)
	vmovsd %xmm11, 32(%rsi,%rdi,8)
	vmovsd %xmm12, 40(%rsi,%rdi,8)
	vmovsd %xmm13, 48(%rsi,%rdi,8)
	vmovsd %xmm14, 56(%rsi,%rdi,8)
	leaq 1025(%rcx,%rax), %rdi
	subq %rdi, %rdx
	jb .LBB_779
	cmpq $8, %rdx
	jb .LBB_776
	vmovupd %zmm6, (%rsi,%rdi,8)
	leaq 2050(%rcx,%rax), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_779
	cmpq $8, %rdx
	jb .LBB_776
	vmovupd %zmm5, (%rsi,%rdi,8)
	leaq 3075(%rcx,%rax), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_779
	cmpq $8, %rdx
	jb .LBB_776
	vmovupd %zmm4, (%rsi,%rdi,8)
	leaq 4100(%rcx,%rax), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_779
	cmpq $8, %rdx
	jb .LBB_776
	vmovupd %zmm3, (%rsi,%rdi,8)
	leaq 5125(%rcx,%rax), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_779
	cmpq $8, %rdx
	jb .LBB_776
	vmovupd %zmm2, (%rsi,%rdi,8)
	leaq 6150(%rcx,%rax), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_779
	cmpq $8, %rdx
	jb .LBB_776
	vmovupd %zmm1, (%rsi,%rdi,8)
	leaq 7175(%rcx,%rax), %rdi
	movq %rbx, %rax
	subq %rdi, %rax
	jb .LBB_779
	cmpq $8, %rax
	jb .LBB_800
	vmovupd %zmm0, (%rsi,%rdi,8)
	testb $1, %bpl
	je .LBB_651
	movq 96(%rsp), %rax
	leaq 8(%rax), %rcx
	leaq 16(%rax), %rdx
	movq %rcx, 96(%rsp)
	cmpq $1026, %rdx
	jae .LBB_672
	xorl %r13d, %r13d
	xorb $1, %bpl
	jmp .LBB_652
.LBB_672:
	movq 2688(%rsp), %r13
	movq 24(%rsp), %rsi
	movq 144(%rsp), %rdx
	movq %rbx, %rbp
	cmpq $1024, %rcx
	ja .LBB_707
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_674:
	cmpq %r12, %rcx
	jae .LBB_863
	leaq 8(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd (%r14,%rcx,8), %xmm0
	leaq 1(%rcx), %r15
	vmovsd %xmm0, -65600(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 1033(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 8(%r14,%rcx,8), %xmm0
	leaq 2(%rcx), %r15
	vmovsd %xmm0, -57400(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 2058(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 16(%r14,%rcx,8), %xmm0
	leaq 3(%rcx), %r15
	vmovsd %xmm0, -49200(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 3083(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 24(%r14,%rcx,8), %xmm0
	leaq 4(%rcx), %r15
	vmovsd %xmm0, -41000(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 4108(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 32(%r14,%rcx,8), %xmm0
	leaq 5(%rcx), %r15
	vmovsd %xmm0, -32800(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 5133(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 40(%r14,%rcx,8), %xmm0
	leaq 6(%rcx), %r15
	vmovsd %xmm0, -24600(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 6158(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 48(%r14,%rcx,8), %xmm0
	leaq 7(%rcx), %r15
	vmovsd %xmm0, -16400(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 7183(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 56(%r14,%rcx,8), %xmm0
	leaq 8(%rcx), %r15
	vmovsd %xmm0, -8200(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 8208(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 64(%r14,%rcx,8), %xmm0
	leaq 9(%rcx), %r15
	vmovsd %xmm0, (%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 9233(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 72(%r14,%rcx,8), %xmm0
	leaq 10(%rcx), %r15
	vmovsd %xmm0, 8200(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 10258(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 80(%r14,%rcx,8), %xmm0
	leaq 11(%rcx), %r15
	vmovsd %xmm0, 16400(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 11283(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 88(%r14,%rcx,8), %xmm0
	leaq 12(%rcx), %r15
	vmovsd %xmm0, 24600(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 12308(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 96(%r14,%rcx,8), %xmm0
	leaq 13(%rcx), %r15
	vmovsd %xmm0, 32800(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 13333(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 104(%r14,%rcx,8), %xmm0
	leaq 14(%rcx), %r15
	vmovsd %xmm0, 41000(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 14358(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 112(%r14,%rcx,8), %xmm0
	leaq 15(%rcx), %r15
	vmovsd %xmm0, 49200(%rdx,%rax,8)
	cmpq %r12, %r15
	jae .LBB_864
	leaq 15383(%rsi,%rax), %r15
	cmpq %rbp, %r15
	jae .LBB_851
	vmovsd 120(%r14,%rcx,8), %xmm0
	addq $16, %rcx
	vmovsd %xmm0, 57400(%rdx,%rax,8)
	incq %rax
	cmpq $1017, %rax
	jne .LBB_674
.LBB_707:
	movq 8(%rsp), %rax
	jmp .LBB_597
.LBB_708:
	movq 56(%rsp), %rbx
	jmp .LBB_540
.LBB_505:
	movq %r13, %rdi
	jmp .LBB_506
.LBB_709:
	movq 24(%rsp), %rdi
	movq %rbp, %rax
	movl $0, %edx
	movabsq $1151796703138937857, %rcx
	subq %rdi, %rax
	movq %rdi, 1272(%rsp)
	cmovaeq %rax, %rdx
	mulxq %rcx, %rax, %rcx
	xorl %edx, %edx
	shrq $6, %rcx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	movq %rdx, 1280(%rsp)
	movq $1024, 1288(%rsp)
	movb $1, 1296(%rsp)
	movq 88(%rsp), %rdx
	movq 1056(%rsp), %r8
	leaq 1272(%rsp), %rcx
	movq %r13, %rdi
	movq %rbp, %rsi
	movq %rbp, %r9
	vzeroupper
	callq kernel_sliding::wma::periods_into
.LBB_710:
	movq 960(%rsp), %rax
	movq 968(%rsp), %r8
	movq 992(%rsp), %rcx
	movq 984(%rsp), %rdx
	movq %rax, 24(%rsp)
	movq %rdx, 64(%rsp)
	movq %r8, 416(%rsp)
	movq %rcx, 1272(%rsp)
	cmpq %rcx, %r8
	jne .LBB_845
	movq 48(%rsp), %rdx
	testq %r8, %r8
	je .LBB_732
	movq 64(%rsp), %rbx
	movq 24(%rsp), %r13
	movl %r8d, %eax
	andl $63, %eax
	movq %r8, %r9
	shrq $6, %r9
	movl $64, %r11d
	cmpq $1, %rax
	sbbq $-1, %r9
	xorl %r14d, %r14d
	xorl %eax, %eax
	leaq 192(%rbx), %r10
	leaq 192(%r13), %r12
	jmp .LBB_714
.LBB_713:
	movq 2192(%rsp), %r11
	movq 2128(%rsp), %r14
	movq 32(%rsp), %r10
	movq 1808(%rsp), %r9
	movq 48(%rsp), %rdx
	movq 2064(%rsp), %rax
	addq $512, %r12
	addq $512, %rbx
	addq $512, %r13
	addq $64, %r11
	addq $-64, %r14
	addq $512, %r10
	testq %r9, %r9
	je .LBB_732
.LBB_714:
	cmpq %r11, %r8
	movq %rax, %rbp
	movq %r11, %rax
	leaq 64(%rbp), %r15
	movq %rbp, 8(%rsp)
	cmovbq %r8, %rax
	movq %r15, %rsi
	leaq (%rax,%r14), %rdx
	cmpq $1, %rdx
	adcq %r14, %rax
	decq %r9
	movq %rax, %rdi
	movq %rax, %rcx
	andq $-8, %rdi
	andq $-32, %rcx
	cmpq %r15, %r8
	cmovbq %r8, %rsi
	cmpq %rbp, %rsi
	jb .LBB_810
	movq %r15, 2064(%rsp)
	movq %r14, 2128(%rsp)
	movq %r11, 2192(%rsp)
	movq %r10, 32(%rsp)
	movq %r9, 1808(%rsp)
	je .LBB_713
	cmpq $8, %rdx
	jae .LBB_718
	vmovdqa 1024(%rsp), %xmm3
	vmovsd .LCPI_22(%rip), %xmm4
	xorl %r14d, %r14d
	xorl %ecx, %ecx
	jmp .LBB_727
.LBB_718:
	cmpq $32, %rdx
	jae .LBB_720
	xorl %ecx, %ecx
	xorl %r14d, %r14d
	jmp .LBB_724
.LBB_720:
	vbroadcastsd .LCPI_22(%rip), %zmm25
	vmovdqa64 .LCPI_17(%rip), %zmm4
	vpbroadcastq .LCPI_23(%rip), %zmm20
	vpbroadcastq .LCPI_18(%rip), %zmm21
	vpbroadcastq .LCPI_19(%rip), %zmm22
	vpbroadcastq .LCPI_20(%rip), %zmm23
	vpbroadcastq .LCPI_24(%rip), %zmm24
	vbroadcastsd .LCPI_21(%rip), %zmm26
	movq 32(%rsp), %r9
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %esi, %esi
	vxorpd %xmm1, %xmm1, %xmm1
	vpxor %xmm3, %xmm3, %xmm3
	vpxor %xmm2, %xmm2, %xmm2
.LBB_721:
	vmovupd -192(%r9,%rsi,8), %zmm8
	vmovupd -192(%r12,%rsi,8), %zmm12
	vmovupd -128(%r9,%rsi,8), %zmm9
	vmovupd -128(%r12,%rsi,8), %zmm13
	vmovupd -64(%r9,%rsi,8), %zmm10
	vmovupd -64(%r12,%rsi,8), %zmm14
	vmovupd (%r9,%rsi,8), %zmm11
	vmovupd (%r12,%rsi,8), %zmm15
	vpaddq %zmm21, %zmm4, %zmm5
	vpaddq %zmm22, %zmm4, %zmm6
	vpaddq %zmm23, %zmm4, %zmm7
	addq $32, %rsi
	vpandq %zmm20, %zmm5, %zmm5
	vsubpd %zmm12, %zmm8, %zmm16
	vandpd %zmm26, %zmm12, %zmm12
	vandpd %zmm26, %zmm8, %zmm8
	vsubpd %zmm13, %zmm9, %zmm17
	vandpd %zmm26, %zmm13, %zmm13
	vandpd %zmm26, %zmm9, %zmm9
	vsubpd %zmm14, %zmm10, %zmm18
	vandpd %zmm26, %zmm14, %zmm14
	vandpd %zmm26, %zmm10, %zmm10
	vsubpd %zmm15, %zmm11, %zmm19
	vandpd %zmm26, %zmm15, %zmm15
	vandpd %zmm26, %zmm11, %zmm11
	vaddpd %zmm12, %zmm8, %zmm8
	vaddpd %zmm13, %zmm9, %zmm9
	vaddpd %zmm14, %zmm10, %zmm10
	vaddpd %zmm15, %zmm11, %zmm11
	vpandq %zmm20, %zmm4, %zmm12
	vpaddq %zmm24, %zmm4, %zmm4
	vandpd %zmm26, %zmm16, %zmm16
	vandpd %zmm26, %zmm17, %zmm17
	vandpd %zmm26, %zmm18, %zmm18
	vandpd %zmm26, %zmm19, %zmm19
	vmulpd %zmm25, %zmm8, %zmm8
	vmulpd %zmm25, %zmm9, %zmm9
	vmulpd %zmm25, %zmm10, %zmm10
	vmulpd %zmm25, %zmm11, %zmm11
	vcmplepd %zmm8, %zmm16, %k0
	vcmplepd %zmm9, %zmm17, %k1
	vcmplepd %zmm10, %zmm18, %k2
	vcmplepd %zmm11, %zmm19, %k3
	vpmovm2q %k0, %zmm8
	vpsrlq $63, %zmm8, %zmm8
	vpmovm2q %k1, %zmm9
	vpsrlq $63, %zmm9, %zmm9
	vpmovm2q %k2, %zmm10
	vpsrlq $63, %zmm10, %zmm10
	vpmovm2q %k3, %zmm11
	vpsrlq $63, %zmm11, %zmm11
	vpsllvq %zmm12, %zmm8, %zmm8
	vpsllvq %zmm5, %zmm9, %zmm5
	vporq %zmm1, %zmm8, %zmm1
	vpandq %zmm20, %zmm6, %zmm8
	vporq %zmm3, %zmm5, %zmm3
	vpandq %zmm20, %zmm7, %zmm6
	vpsllvq %zmm8, %zmm10, %zmm5
	vporq %zmm2, %zmm5, %zmm2
	vpsllvq %zmm6, %zmm11, %zmm5
	vporq %zmm0, %zmm5, %zmm0
	cmpq %rsi, %rcx
	jne .LBB_721
	vporq %zmm1, %zmm3, %zmm1
	vpternlogq $254, %zmm1, %zmm2, %zmm0
	vextracti64x4 $1, %zmm0, %ymm1
	vporq %zmm1, %zmm0, %zmm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r14
	cmpq %rcx, %rdx
	je .LBB_728
	vmovdqa 1024(%rsp), %xmm3
	vmovsd .LCPI_22(%rip), %xmm4
	testb $24, %al
	je .LBB_727
.LBB_724:
	vbroadcastsd .LCPI_22(%rip), %zmm7
	vpbroadcastq %rcx, %zmm1
	vporq .LCPI_17(%rip), %zmm1, %zmm1
	vpbroadcastq .LCPI_23(%rip), %zmm5
	vpbroadcastq .LCPI_18(%rip), %zmm6
	vbroadcastsd .LCPI_21(%rip), %zmm8
	vmovq %r14, %xmm0
.LBB_725:
	vmovupd (%rbx,%rcx,8), %zmm2
	vmovupd (%r13,%rcx,8), %zmm3
	addq $8, %rcx
	vsubpd %zmm3, %zmm2, %zmm4
	vandpd %zmm8, %zmm3, %zmm3
	vandpd %zmm8, %zmm2, %zmm2
	vaddpd %zmm3, %zmm2, %zmm2
	vpandq %zmm5, %zmm1, %zmm3
	vpaddq %zmm6, %zmm1, %zmm1
	vandpd %zmm8, %zmm4, %zmm4
	vmulpd %zmm7, %zmm2, %zmm2
	vcmplepd %zmm2, %zmm4, %k0
	vpmovm2q %k0, %zmm2
	vpsrlq $63, %zmm2, %zmm2
	vpsllvq %zmm3, %zmm2, %zmm2
	vporq %zmm0, %zmm2, %zmm0
	cmpq %rcx, %rdi
	jne .LBB_725
	vmovdqa 1024(%rsp), %xmm3
	vmovsd .LCPI_22(%rip), %xmm4
	vextracti64x4 $1, %zmm0, %ymm1
	movq %rdi, %rcx
	vporq %zmm1, %zmm0, %zmm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r14
	cmpq %rdi, %rdx
	je .LBB_728
.LBB_727:
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd (%r13,%rcx,8), %xmm1
	xorl %edx, %edx
	vsubsd %xmm1, %xmm0, %xmm2
	vandpd %xmm3, %xmm1, %xmm1
	vandpd %xmm3, %xmm0, %xmm0
	vaddsd %xmm1, %xmm0, %xmm0
	vandpd %xmm3, %xmm2, %xmm2
	vmulsd %xmm4, %xmm0, %xmm0
	vucomisd %xmm2, %xmm0
	setae %dl
	shlxq %rcx, %rdx, %rdx
	incq %rcx
	orq %rdx, %r14
	cmpq %rcx, %rax
	jne .LBB_727
.LBB_728:
	testq %r14, %r14
	je .LBB_713
.LBB_729:
	tzcntq %r14, %r15
	orq 8(%rsp), %r15
	movq %r8, %rbp
	movq 176(%rsp), %rsi
	leaq 1872(%rsp), %rdi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq %rbp, %r8
	cmpq %rbp, %r15
	jae .LBB_854
	movq 24(%rsp), %rax
	movq 64(%rsp), %rcx
	blsrq %r14, %r14
	vmovq %xmm0, (%rax,%r15,8)
	vmovq %xmm1, (%rcx,%r15,8)
	jne .LBB_729
	jmp .LBB_713
.LBB_732:
	cmpq %rdx, %r8
	jne .LBB_838
	movq 24(%rsp), %rsi
	movq 64(%rsp), %rdi
	movq $0, 1016(%rsp)
	leaq (%rsi,%rdx,8), %rax
	leaq (%rdi,%rdx,8), %rcx
	movq %rsi, 1272(%rsp)
	movq %rax, 1280(%rsp)
	movq %rdi, 1288(%rsp)
	movq %rcx, 1296(%rsp)
	movq $0, 1304(%rsp)
	movq %rdx, 1312(%rsp)
	leaq 1000(%rsp), %rdi
	leaq 1272(%rsp), %rsi
	vzeroupper
	callq alloc::vec::Vec<T,A>::extend_trusted
	movq 48(%rsp), %r11
	cmpq $2, %r11
	jae .LBB_736
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 8(%rsp)
	xorl %r15d, %r15d
	jmp .LBB_768
.LBB_736:
	vmovsd .LCPI_25(%rip), %xmm14
	vmovsd .LCPI_26(%rip), %xmm15
	vmovsd .LCPI_27(%rip), %xmm16
	vpbroadcastq .LCPI_19(%rip), %zmm20
	vpbroadcastq .LCPI_20(%rip), %zmm21
	vpbroadcastq .LCPI_24(%rip), %zmm22
	movq 1008(%rsp), %rcx
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 8(%rsp)
	movq 1016(%rsp), %r12
	movl $1, %edi
	movl $65, %r14d
	movq $-1, %r9
	vpternlogd $255, %xmm17, %xmm17, %xmm17
	xorl %r10d, %r10d
	xorl %ebx, %ebx
	xorl %r13d, %r13d
	movq 600(%rsp), %rax
	leaq 25(%rcx), %rdx
	leaq 1(%rcx), %rsi
	jmp .LBB_738
.LBB_737:
	movq 64(%rsp), %rax
	movq 24(%rsp), %r10
	movq 48(%rsp), %r11
	movq 32(%rsp), %rdi
	addq $64, %r14
	addq $-64, %r9
	addq $64, %rdx
	addq $64, %rsi
	decq %rax
	incq %r10
	testq %rax, %rax
	je .LBB_764
.LBB_738:
	cmpq %r14, %r11
	movq %r14, %r8
	movq %rax, 64(%rsp)
	movq %r10, 24(%rsp)
	leaq 64(%rdi), %r15
	cmovbq %r11, %r8
	movq %r15, 32(%rsp)
	leaq (%r8,%r9), %rax
	cmpq $1, %rax
	movq %r10, %rax
	adcq %r9, %r8
	shlq $6, %rax
	leaq 65(%rax), %r10
	notq %rax
	cmpq %r10, %r11
	cmovbq %r11, %r10
	leaq (%r10,%rax), %rbp
	cmpq $1, %rbp
	adcq %r10, %rax
	cmpq %r15, %r11
	cmovbq %r11, %r15
	cmpq %rdi, %r15
	jb .LBB_815
	cmpq %r12, %r15
	ja .LBB_815
	leaq -1(%rdi), %r11
	leaq -1(%r15), %r10
	cmpq %r11, %r10
	jb .LBB_806
	cmpq %r12, %r10
	ja .LBB_806
	subq %rdi, %r15
	je .LBB_737
	movq %r13, 1808(%rsp)
	cmpq $8, %rbp
	jae .LBB_745
	xorl %r10d, %r10d
	xorl %r13d, %r13d
	jmp .LBB_754
.LBB_745:
	cmpq $32, %rbp
	jae .LBB_747
	xorl %r13d, %r13d
	xorl %r10d, %r10d
	jmp .LBB_751
.LBB_747:
	vmovdqa64 .LCPI_17(%rip), %zmm5
	vpbroadcastq .LCPI_23(%rip), %zmm18
	vpbroadcastq .LCPI_18(%rip), %zmm19
	movq %r8, %r10
	movq %rax, %r13
	andq $-32, %r10
	andq $-32, %r13
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r11d, %r11d
	vpxor %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vpxor %xmm3, %xmm3, %xmm3
.LBB_748:
	vpmovzxbw -24(%rdx,%r11), %xmm9
	vpmovzxbw -25(%rdx,%r11), %xmm10
	vpmovzxbw -17(%rdx,%r11), %xmm11
	vpmovzxbw -9(%rdx,%r11), %xmm12
	vpmovzxbw -1(%rdx,%r11), %xmm13
	vpaddq %zmm19, %zmm5, %zmm6
	vpaddq %zmm20, %zmm5, %zmm7
	vpaddq %zmm21, %zmm5, %zmm8
	vpandq %zmm18, %zmm6, %zmm6
	vpmullw %xmm9, %xmm10, %xmm9
	vpmovzxbw -16(%rdx,%r11), %xmm10
	vpmovwb %xmm9, %xmm9
	vpcmpeqb %xmm17, %xmm9, %k0
	vpmovm2q %k0, %zmm9
	vpsrlq $63, %zmm9, %zmm9
	vpmullw %xmm10, %xmm11, %xmm10
	vpmovzxbw -8(%rdx,%r11), %xmm11
	vpmovwb %xmm10, %xmm10
	vpcmpeqb %xmm17, %xmm10, %k1
	vpmovm2q %k1, %zmm10
	vpsrlq $63, %zmm10, %zmm10
	vpsllvq %zmm6, %zmm10, %zmm6
	vpmullw %xmm11, %xmm12, %xmm11
	vpmovzxbw (%rdx,%r11), %xmm12
	vporq %zmm4, %zmm6, %zmm4
	vpandq %zmm18, %zmm7, %zmm6
	addq $32, %r11
	vpmovwb %xmm11, %xmm11
	vpcmpeqb %xmm17, %xmm11, %k2
	vpmovm2q %k2, %zmm11
	vpsrlq $63, %zmm11, %zmm11
	vpsllvq %zmm6, %zmm11, %zmm6
	vpmullw %xmm12, %xmm13, %xmm12
	vpandq %zmm18, %zmm5, %zmm13
	vporq %zmm3, %zmm6, %zmm3
	vpandq %zmm18, %zmm8, %zmm6
	vpaddq %zmm22, %zmm5, %zmm5
	vpsllvq %zmm13, %zmm9, %zmm9
	vporq %zmm2, %zmm9, %zmm2
	vpmovwb %xmm12, %xmm12
	vpcmpeqb %xmm17, %xmm12, %k3
	vpmovm2q %k3, %zmm12
	vpsrlq $63, %zmm12, %zmm12
	vpsllvq %zmm6, %zmm12, %zmm6
	vporq %zmm1, %zmm6, %zmm1
	cmpq %r11, %r10
	jne .LBB_748
	vporq %zmm2, %zmm4, %zmm2
	vpternlogq $254, %zmm2, %zmm3, %zmm1
	vextracti64x4 $1, %zmm1, %ymm2
	vporq %zmm2, %zmm1, %zmm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r10
	cmpq %r13, %rbp
	je .LBB_755
	testb $24, %al
	je .LBB_754
.LBB_751:
	vpbroadcastq %r13, %zmm2
	vporq .LCPI_17(%rip), %zmm2, %zmm2
	vpbroadcastq .LCPI_23(%rip), %zmm5
	vpbroadcastq .LCPI_18(%rip), %zmm6
	andq $-8, %r8
	andq $-8, %rax
	vmovq %r10, %xmm1
.LBB_752:
	vpmovzxbw (%rsi,%r13), %xmm3
	vpmovzxbw -1(%rsi,%r13), %xmm4
	addq $8, %r13
	vpmullw %xmm3, %xmm4, %xmm3
	vpandq %zmm5, %zmm2, %zmm4
	vpaddq %zmm6, %zmm2, %zmm2
	vpmovwb %xmm3, %xmm3
	vpcmpeqb %xmm17, %xmm3, %k0
	vpmovm2q %k0, %zmm3
	vpsrlq $63, %zmm3, %zmm3
	vpsllvq %zmm4, %zmm3, %zmm3
	vporq %zmm1, %zmm3, %zmm1
	cmpq %r13, %r8
	jne .LBB_752
	vextracti64x4 $1, %zmm1, %ymm2
	movq %rax, %r13
	vporq %zmm2, %zmm1, %zmm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r10
	cmpq %rax, %rbp
	je .LBB_755
.LBB_754:
	movzbl -1(%rsi,%r13), %eax
	xorl %r8d, %r8d
	mulb (%rsi,%r13)
	cmpb $-1, %al
	sete %r8b
	shlxq %r13, %r8, %rax
	incq %r13
	orq %rax, %r10
	cmpq %r15, %r13
	jb .LBB_754
.LBB_755:
	movq 248(%rsp), %r8
	movq 1808(%rsp), %r13
	movq %rbx, %rax
	testq %r10, %r10
	jne .LBB_757
	jmp .LBB_737
.LBB_756:
	movq %rax, %rbx
	blsrq %r10, %r10
	je .LBB_737
.LBB_757:
	tzcntq %r10, %r15
	addq %rdi, %r15
	cmpq %r12, %r15
	jae .LBB_855
	movsbq (%rcx,%r15), %rbx
	cmpq %rbx, %rax
	je .LBB_756
	testq %rax, %rax
	je .LBB_762
	cmpq 48(%rsp), %r15
	jae .LBB_859
	vmovsd (%r8,%r15,8), %xmm1
	vcvtsi2sd %rax, %xmm31, %xmm2
	incq %r13
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vmovsd 8(%rsp), %xmm1
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd %xmm0, %xmm14, %xmm0
	vaddsd %xmm0, %xmm15, %xmm0
	vmulsd %xmm16, %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 8(%rsp)
.LBB_762:
	cmpq 48(%rsp), %r15
	jae .LBB_856
	vmovsd (%r8,%r15,8), %xmm0
	movq %rbx, %rax
	blsrq %r10, %r10
	jne .LBB_757
	jmp .LBB_737
.LBB_764:
	testq %rbx, %rbx
	je .LBB_767
	testq %r11, %r11
	je .LBB_870
	movq 248(%rsp), %rax
	vcvtsi2sd %rbx, %xmm31, %xmm2
	incq %r13
	vmovsd -8(%rax,%r11,8), %xmm1
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vmovsd 8(%rsp), %xmm1
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd %xmm0, %xmm14, %xmm0
	vaddsd %xmm0, %xmm15, %xmm0
	vmulsd %xmm16, %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 8(%rsp)
.LBB_767:
	movq %r13, %r15
.LBB_768:
	movq 408(%rsp), %rbx
	movq 176(%rsp), %r14
	leaq 568(%rsp), %r13
	cmpq 392(%rsp), %rbx
	jne .LBB_770
	leaq 392(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
.LBB_770:
	vmovsd 8(%rsp), %xmm0
	movq 400(%rsp), %rax
	movq %rbx, %rcx
	shlq $4, %rcx
	addq $48, %r14
	incq %rbx
	vmovsd %xmm0, (%rax,%rcx)
	movq %r15, 8(%rax,%rcx)
	movq %rbx, 408(%rsp)
	cmpq 1048(%rsp), %r14
	jne .LBB_281
	jmp .LBB_773
.LBB_771:
	movq 1056(%rsp), %rdx
	leaq (%rdx,%rsi,8), %rdi
	jmp .LBB_318
.LBB_772:
	movq 1056(%rsp), %rdx
	leaq (%rdx,%rsi,8), %rdi
	jmp .LBB_530
.LBB_773:
	movq 408(%rsp), %rax
	movq 1264(%rsp), %rcx
	movq 392(%rsp), %rsi
	movq 400(%rsp), %rdx
	leaq 928(%rsp), %rdi
	movq %rax, 16(%rcx)
	movq %rsi, (%rcx)
	movq %rdx, 8(%rcx)
	vzeroupper
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	leaq 1872(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 568(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	leaq 192(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::simd::Tiled<16_usize,kernel_sliding::transpose::Portable>>
	addq $3016, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_775:
	movq %r15, %rsi
	movq %r15, %r13
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_825
.LBB_776:
	xorl %edi, %edi
	movq %rdx, %r12
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_820
.LBB_777:
	movq 8(%rsp), %r12
	leaq .Lanon.1(%rip), %rcx
	movq %r12, %r15
	jmp .LBB_820
.LBB_778:
	xorl %edi, %edi
	movq %rdx, %r13
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_825
.LBB_779:
	movq %rbx, %r15
	movq %rbx, %r12
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_820
.LBB_780:
	xorl %edi, %edi
	movq %r11, %r12
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_820
.LBB_781:
	xorl %edi, %edi
	movq %r13, %r12
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_820
.LBB_782:
	movq %r11, %rdi
	movq %r12, %r15
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_820
.LBB_783:
	leaq .Lanon.6(%rip), %rcx
	xorl %edi, %edi
	movq %r13, %r12
	jmp .LBB_820
.LBB_784:
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_825
.LBB_785:
	leaq .Lanon.3(%rip), %rcx
	xorl %edi, %edi
	movq %r11, %r13
	jmp .LBB_790
.LBB_786:
	movq %r14, %rdi
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.8(%rip), %rcx
	jmp .LBB_825
.LBB_787:
	xorl %edi, %edi
	movq %rbx, %r13
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_790
.LBB_788:
	movq %r11, %rdi
	movq %r13, %rsi
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_825
.LBB_789:
	leaq .Lanon.6(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %r13
.LBB_790:
	movq 8(%rsp), %r14
	movq 16(%rsp), %r15
	movl $16, %esi
	jmp .LBB_826
.LBB_791:
	movq %rbx, %r15
	movq %rbx, %r12
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_820
.LBB_792:
	movq %rbp, %rdi
	movq %rbx, %r15
	movq %rbx, %r12
	leaq .Lanon.8(%rip), %rcx
	jmp .LBB_820
.LBB_793:
	movl $16, %r15d
	xorl %edi, %edi
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_820
.LBB_794:
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_825
.LBB_795:
	movq 8(%rsp), %r14
	movq 16(%rsp), %r15
	movl $16, %esi
	xorl %edi, %edi
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_826
.LBB_796:
	movq %r13, %r15
	movq %r13, %r12
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_820
.LBB_797:
	movq 8(%rsp), %r12
	movq %rbp, %rdi
	leaq .Lanon.8(%rip), %rcx
	movq %r12, %r15
	jmp .LBB_820
.LBB_798:
	movq %r11, %r15
	movq %r11, %r12
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_820
.LBB_799:
	xorl %edi, %edi
	movq %rsi, %r12
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_820
.LBB_800:
	xorl %edi, %edi
	movq %rax, %r12
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_820
.LBB_801:
	xorl %edi, %edi
	movq %r8, %r13
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_825
.LBB_802:
	xorl %edi, %edi
	movq %rax, %r13
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_825
.LBB_803:
	movq 8(%rsp), %r12
	leaq .Lanon.10(%rip), %rcx
	movq %r12, %r15
	jmp .LBB_820
.LBB_804:
	xorl %edi, %edi
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_820
.LBB_805:
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_825
.LBB_815:
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_820
.LBB_806:
	movq %r11, %rdi
	movq %r10, %r15
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_820
.LBB_807:
	movq 8(%rsp), %r12
	jmp .LBB_819
.LBB_808:
	xorl %edi, %edi
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_825
.LBB_809:
	movq 8(%rsp), %r14
	movq 16(%rsp), %r15
	xorl %edi, %edi
	leaq .Lanon.11(%rip), %rcx
	movl $8, %esi
	jmp .LBB_826
.LBB_810:
	movq 8(%rsp), %rdi
	leaq .Lanon.15(%rip), %rcx
	movq %r8, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_811:
	movq 8(%rsp), %r12
	leaq .Lanon.12(%rip), %rcx
	movq %r12, %r15
	jmp .LBB_820
.LBB_812:
	movq %rdx, %r15
	movq %rdx, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_820
.LBB_813:
	movq %r11, %r15
	movq %r11, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_820
.LBB_816:
	movq %rbx, %r12
	jmp .LBB_819
.LBB_817:
	movq %rbx, %rbp
.LBB_818:
	movq %rbp, %r12
.LBB_819:
	leaq .Lanon.16(%rip), %rcx
.LBB_820:
	movq %r15, %rsi
	movq %r12, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_821:
	movq 2688(%rsp), %rsi
	xorl %edi, %edi
	movq %r12, %r13
	leaq .Lanon.17(%rip), %rcx
	jmp .LBB_825
.LBB_822:
	movq 80(%rsp), %r15
	xorl %edi, %edi
	movq %r11, %r12
	leaq .Lanon.17(%rip), %rcx
	jmp .LBB_820
.LBB_842:
	leaq .Lanon.18(%rip), %rdx
.LBB_865:
	movq %r15, %rdi
	movq %r12, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_823:
	xorl %edi, %edi
	leaq .Lanon.19(%rip), %rcx
	jmp .LBB_820
.LBB_824:
	leaq .Lanon.19(%rip), %rcx
	xorl %edi, %edi
.LBB_825:
	movq 8(%rsp), %r14
	movq 16(%rsp), %r15
.LBB_826:
	movq %r13, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_827:
	movq 104(%rsp), %r15
	movq 8(%rsp), %r12
	xorl %edi, %edi
	leaq .Lanon.17(%rip), %rcx
	jmp .LBB_820
.LBB_828:
	leaq .Lanon.18(%rip), %rdx
.LBB_829:
	movq 8(%rsp), %r14
	movq 16(%rsp), %r15
.LBB_830:
	movq %r13, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_831:
	leaq 632(%rsp), %rdx
	leaq 624(%rsp), %rsi
	leaq .Lanon.20(%rip), %rcx
	leaq .Lanon.21(%rip), %r9
	movl $49, %r8d
	xorl %edi, %edi
	vzeroupper
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_832:
	movq 8(%rsp), %r14
	movq 16(%rsp), %r15
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	movl $53, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_833:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_274
.LBB_835:
	movq 1288(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_836:
	movq 1288(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_837:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_840
.LBB_838:
	movl $49, %esi
	leaq .Lanon.24(%rip), %rdi
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_840
.LBB_839:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	movl $53, %esi
.LBB_840:
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_845:
	leaq .Lanon.26(%rip), %rcx
	leaq .Lanon.27(%rip), %r9
	leaq 416(%rsp), %rsi
	leaq 1272(%rsp), %rdx
	movl $49, %r8d
	xorl %edi, %edi
	vzeroupper
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_846:
	movq 80(%rsp), %rsi
	movq %r13, %rdi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_851:
	leaq .Lanon.28(%rip), %rdx
	movq %rbp, %r12
	jmp .LBB_865
.LBB_853:
	leaq .Lanon.28(%rip), %rdx
	movq %r15, %r13
	jmp .LBB_829
.LBB_854:
	leaq .Lanon.29(%rip), %rdx
	movq %r15, %rdi
	movq %r8, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_869
.LBB_855:
	leaq .Lanon.30(%rip), %rdx
	jmp .LBB_865
.LBB_856:
	movq 48(%rsp), %r12
	leaq .Lanon.31(%rip), %rdx
	jmp .LBB_865
.LBB_857:
	movq %r15, %r12
	leaq .Lanon.32(%rip), %rdx
	jmp .LBB_865
.LBB_858:
	movq %r12, %r15
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_865
.LBB_859:
	movq 48(%rsp), %r12
	leaq .Lanon.34(%rip), %rdx
	jmp .LBB_865
.LBB_860:
	movq 2944(%rsp), %r12
	leaq .Lanon.35(%rip), %rdx
	movq %r12, %r15
	jmp .LBB_865
.LBB_861:
	movq 2880(%rsp), %r12
	leaq .Lanon.36(%rip), %rdx
	movq %r12, %r15
	jmp .LBB_865
.LBB_862:
	movq 384(%rsp), %r12
	leaq .Lanon.37(%rip), %rdx
	movq %r12, %r15
	jmp .LBB_865
.LBB_863:
	movq %rcx, %r15
.LBB_864:
	leaq .Lanon.38(%rip), %rdx
	jmp .LBB_865
.LBB_866:
	movq %rcx, %rdi
.LBB_867:
	movq 8(%rsp), %r14
	movq 16(%rsp), %r15
	leaq .Lanon.38(%rip), %rdx
	jmp .LBB_830
.LBB_868:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 191(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
.LBB_869:
	ud2
.LBB_870:
	movq 592(%rsp), %r15
	xorl %r12d, %r12d
	leaq .Lanon.42(%rip), %rdx
	jmp .LBB_865
	jmp .LBB_893
	jmp .LBB_890
	jmp .LBB_890
	movq %rax, %rbx
	jmp .LBB_920
	jmp .LBB_893
	jmp .LBB_893
	jmp .LBB_908
	movq %rax, %rbx
	jmp .LBB_897
	movq %rax, %rbx
	jmp .LBB_899
	movq %rax, %rbx
	jmp .LBB_911
	jmp .LBB_908
	jmp .LBB_890
	jmp .LBB_908
	jmp .LBB_908
	jmp .LBB_908
	jmp .LBB_908
	jmp .LBB_893
	jmp .LBB_908
.LBB_890:
	movq 8(%rsp), %r14
	movq 16(%rsp), %r15
	jmp .LBB_902
	jmp .LBB_908
.LBB_893:
	movq %rax, %rbx
	movq 568(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_906
	jmp .LBB_912
	movq %rax, %rbx
	jmp .LBB_910
	movq 416(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_897
	movq 424(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_897:
	movq 800(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_899
	movq 808(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_899:
	movq 640(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_911
	movq 648(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_911
.LBB_902:
	movq %rax, %rbx
	testq %r15, %r15
	je .LBB_905
	shlq $3, %r15
	movl $8, %edx
	movq %r14, %rdi
	movq %r15, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_905:
	movq 568(%rsp), %rcx
	testq %rcx, %rcx
	jne .LBB_912
.LBB_906:
	xorl %ecx, %ecx
	xorl %eax, %eax
	jmp .LBB_913
.LBB_908:
	movq 392(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_910
	movq 400(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_910:
	leaq 928(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
.LBB_911:
	leaq 1872(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 568(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_906
.LBB_912:
	movq 576(%rsp), %rdx
	movq 584(%rsp), %rax
	movq $0, 2264(%rsp)
	movq %rcx, 2272(%rsp)
	movq %rdx, 2280(%rsp)
	movq $0, 2296(%rsp)
	movq %rcx, 2304(%rsp)
	movl $1, %ecx
	movq %rdx, 2312(%rsp)
.LBB_913:
	movq %rcx, 2256(%rsp)
	movq %rcx, 2288(%rsp)
	movq %rax, 2320(%rsp)
	leaq 1784(%rsp), %rdi
	leaq 2256(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 1784(%rsp), %rax
	testq %rax, %rax
	je .LBB_920
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	leaq 1784(%rsp), %r14
	leaq 2256(%rsp), %r15
.LBB_916:
	movq 1800(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_918
	leaq 96(%rax,%rcx,8), %rax
	shlq $3, %rsi
	movl $8, %edx
	movq 8(%rax), %rdi
	callq *%r12
.LBB_918:
	movq %r14, %rdi
	movq %r15, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 1784(%rsp), %rax
	testq %rax, %rax
	jne .LBB_916
.LBB_920:
	movq 192(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_923
	movq 216(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_924
.LBB_922:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_923:
	movq 200(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 216(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_922
.LBB_924:
	movq 224(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
