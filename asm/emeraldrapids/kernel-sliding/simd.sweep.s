# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=emeraldrapids
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $2840, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $2840, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $2840, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq %rdi, 1144(%rsp)
	movq $0, 128(%rsp)
	movq $8, 136(%rsp)
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %xmm0, 144(%rsp)
	movq $8, 160(%rsp)
	movq $0, 168(%rsp)
	movq (%rdx), %rbp
	movq 8(%rdx), %r12
	movq $0, 776(%rsp)
	movq $0, 792(%rsp)
	movq 16(%rdx), %rax
	movq 24(%rdx), %rdx
	leaq (%rdx,%rdx,2), %rcx
	shlq $4, %rcx
	movq %rax, 112(%rsp)
	addq %rax, %rcx
	movq %rcx, 936(%rsp)
	movq %rdx, 2768(%rsp)
	testq %rdx, %rdx
	movq %r12, 16(%rsp)
	movq %rbp, 448(%rsp)
	je .LBB_265
	movq %r12, %rax
	shrq $61, %rax
	setne %al
	leaq (,%r12,8), %rdx
	movabsq $9223372036854775800, %rcx
	movq %rdx, 64(%rsp)
	cmpq %rcx, %rdx
	seta %cl
	orb %al, %cl
	je .LBB_50
	leaq 1152(%rsp), %rbx
	xorl %r13d, %r13d
	movq 112(%rsp), %r14
	jmp .LBB_8
.LBB_7:
	cmpq 936(%rsp), %r14
	je .LBB_265
.LBB_8:
	movq %rbx, %rdi
	movq %r14, %rsi
	vzeroupper
	callq kernel_sliding::raw_lengths
	movq 1184(%rsp), %rax
	movq %rax, 2048(%rsp)
	vmovdqu 1152(%rsp), %ymm0
	vmovdqu %ymm0, 2016(%rsp)
	movq $5, 1000(%rsp)
	leaq 1008(%rsp), %rcx
	movq %rax, 32(%rcx)
	vmovdqu %ymm0, (%rcx)
	movq 776(%rsp), %rax
	movq $1, 992(%rsp)
	testq %rax, %rax
	je .LBB_809
	addq $48, %r14
	movq 1008(%rsp), %rdx
	movq 784(%rsp), %rcx
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
	jb .LBB_809
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_11
.LBB_18:
	movq $2, 992(%rsp)
	movq 1016(%rsp), %rdx
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
	jb .LBB_809
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_19
.LBB_26:
	movq $3, 992(%rsp)
	movq 1024(%rsp), %rdx
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
	jb .LBB_809
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_27
.LBB_34:
	movq $4, 992(%rsp)
	movq 1032(%rsp), %rdx
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
	jb .LBB_809
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_35
.LBB_42:
	movq $5, 992(%rsp)
	movq 1040(%rsp), %rdx
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
	jb .LBB_809
	movq 368(%rax,%rsi,8), %rax
	jmp .LBB_43
.LBB_50:
	leaq 1152(%rsp), %rax
	vpbroadcastq %rax, %zmm0
	vpaddq .LCPI_0(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 2144(%rsp)
	vpaddq .LCPI_1(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 2080(%rsp)
	vpaddq .LCPI_2(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 1856(%rsp)
	vpaddq .LCPI_3(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 1952(%rsp)
	vpaddq .LCPI_4(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 2272(%rsp)
	vpaddq .LCPI_5(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 2208(%rsp)
	vpaddq .LCPI_6(%rip), %zmm0, %zmm0
	vmovdqu64 %zmm0, 1760(%rsp)
	leaq -1(%r12), %r15
	vpbroadcastq %r12, %zmm0
	vmovdqu64 %zmm0, 2704(%rsp)
	leaq -1025(%r12), %rax
	movq %rax, 768(%rsp)
	leaq 1152(%rsp), %rdi
	movabsq $9221120237041090560, %r14
	movq 112(%rsp), %rbx
.LBB_51:
	movq %rbx, %rsi
	vzeroupper
	callq kernel_sliding::raw_lengths
	movq 1184(%rsp), %rax
	movq %rax, 2048(%rsp)
	vmovupd 1152(%rsp), %ymm0
	vmovupd %ymm0, 2016(%rsp)
	movq $5, 1000(%rsp)
	addq $48, %rbx
	movq %rbx, 752(%rsp)
	leaq 1008(%rsp), %rcx
	movq %rax, 32(%rcx)
	vmovupd %ymm0, (%rcx)
	xorl %eax, %eax
	movq 64(%rsp), %rbx
	jmp .LBB_55
.LBB_53:
	movq %r13, 1728(%rsp)
	leaq 776(%rsp), %r13
.LBB_54:
	movq 24(%rsp), %rax
	cmpq $5, %rax
	je .LBB_264
.LBB_55:
	leaq 1(%rax), %rcx
	movq %rcx, 24(%rsp)
	movq %rcx, 992(%rsp)
	movq 1008(%rsp,%rax,8), %rax
	movq %rax, 1664(%rsp)
	movq 776(%rsp), %rax
	testq %rax, %rax
	je .LBB_64
	movq 784(%rsp), %rcx
.LBB_57:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r13
.LBB_58:
	testq %rsi, %rsi
	je .LBB_61
	movq 1664(%rsp), %rdi
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
	jb .LBB_260
	movq 368(%rax,%r13,8), %rax
	jmp .LBB_57
.LBB_64:
	xorl %eax, %eax
.LBB_65:
	leaq 776(%rsp), %rcx
	movq %rcx, 2408(%rsp)
	movq 1664(%rsp), %rcx
	movq %rcx, 2416(%rsp)
	movq %rax, 2424(%rsp)
	movq 1728(%rsp), %rax
	movq %rax, 2432(%rsp)
	movq %r13, 2440(%rsp)
	testq %rbx, %rbx
	movq %r13, 88(%rsp)
	je .LBB_68
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movq %rbx, %rdi
	movl $8, %r13d
	movl $8, %esi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	movq %rax, (%rsp)
	testq %rax, %rax
	je .LBB_809
	movq %r12, 8(%rsp)
	movq 64(%rsp), %rbx
	movabsq $9221120237041090560, %r14
	movq 88(%rsp), %r13
	cmpq $0, 1664(%rsp)
	jne .LBB_69
	jmp .LBB_793
.LBB_68:
	movl $8, %eax
	movq %rax, (%rsp)
	movq $0, 8(%rsp)
	cmpq $0, 1664(%rsp)
	je .LBB_793
.LBB_69:
	testq %r12, %r12
	je .LBB_74
	movq %rbx, %rcx
	xorl %eax, %eax
.LBB_71:
	vmovsd (%rbp,%rax,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_75
	incq %rax
	addq $-8, %rcx
	jne .LBB_71
	movq %r12, %rax
	jmp .LBB_75
.LBB_74:
	xorl %eax, %eax
.LBB_75:
	movq 1664(%rsp), %rcx
	leaq -1(%rcx,%rax), %rcx
	cmpq %rcx, %r12
	movq %rcx, %rdx
	cmovbq %r12, %rdx
	leaq (,%rdx,8), %rax
	movq %rdx, %r10
	testq %rdx, %rdx
	je .LBB_88
	leaq -8(%rax), %rsi
	movq (%rsp), %rdi
	cmpq $24, %rsi
	jb .LBB_86
	movq %rsi, %rdx
	shrq $3, %rdx
	incq %rdx
	cmpq $120, %rsi
	jae .LBB_79
	xorl %esi, %esi
	jmp .LBB_83
.LBB_79:
	movq %rdx, %rsi
	movabsq $4611686018427387888, %rdi
	andq %rdi, %rsi
	xorl %edi, %edi
	movq (%rsp), %r8
	vbroadcastsd .LCPI_7(%rip), %ymm0
.LBB_80:
	vmovupd %ymm0, (%r8,%rdi,8)
	vmovupd %ymm0, 32(%r8,%rdi,8)
	vmovupd %ymm0, 64(%r8,%rdi,8)
	vmovupd %ymm0, 96(%r8,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_80
	cmpq %rsi, %rdx
	je .LBB_88
	testb $12, %dl
	je .LBB_263
.LBB_83:
	movabsq $4611686018427387888, %rdi
	leaq 12(%rdi), %r8
	andq %rdx, %r8
	movq (%rsp), %r9
	leaq (%r9,%r8,8), %rdi
	vbroadcastsd .LCPI_7(%rip), %ymm0
.LBB_84:
	vmovupd %ymm0, (%r9,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %r8
	jne .LBB_84
	cmpq %r8, %rdx
	je .LBB_88
.LBB_86:
	movq (%rsp), %rdx
	leaq (%rdx,%r10,8), %rdx
.LBB_87:
	movq %r14, (%rdi)
	addq $8, %rdi
	cmpq %rdx, %rdi
	jne .LBB_87
.LBB_88:
	cmpq %r12, %rcx
	jae .LBB_262
	movabsq $1152921504606846976, %rdx
	movq 1664(%rsp), %rsi
	leaq -1(%rdx,%rsi), %rcx
	movq %rcx, 40(%rsp)
	movq %rsi, %rdi
	shlq $4, %rdi
	leaq 16384(%rdi), %rcx
	movq %rcx, 104(%rsp)
	leaq 1(%rsi), %rcx
	imulq %rsi, %rcx
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmulsd .LCPI_8(%rip), %xmm0, %xmm0
	vmovsd .LCPI_9(%rip), %xmm1
	vdivsd %xmm0, %xmm1, %xmm1
	leaq -16(%rdx), %rcx
	movq %rdi, 456(%rsp)
	andq %rdi, %rcx
	movq %rcx, 440(%rsp)
	vcvtusi2sd %rsi, %xmm15, %xmm2
	shlq $7, %rsi
	movq %rsi, 432(%rsp)
	vbroadcastsd %xmm0, %ymm0
	vmovupd %ymm0, 1920(%rsp)
	vmovapd %xmm1, 2640(%rsp)
	vbroadcastsd %xmm1, %ymm0
	vmovupd %ymm0, 2512(%rsp)
	vmovapd %xmm2, 2576(%rsp)
	vbroadcastsd %xmm2, %ymm0
	vmovupd %ymm0, 2448(%rsp)
	movq (%rsp), %rcx
	leaq 65664(%rcx,%rax), %rsi
	movq %r12, %rdx
	subq %r10, %rdx
	movq %rdx, 96(%rsp)
	leaq 8200(%rcx,%rax), %rax
	movq %rax, 56(%rsp)
	movq 768(%rsp), %rax
	subq %r10, %rax
	movq %rax, 1088(%rsp)
.LBB_90:
	movq %rsi, 48(%rsp)
	movq %r12, %rdx
	movq %r10, 32(%rsp)
	subq %r10, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	movabsq $17996823486545904, %rsi
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	cmpq $8, %rdx
	jb .LBB_261
	movq 144(%rsp), %r13
	movq 104(%rsp), %r12
	movq %r12, %rbp
	subq %r13, %rbp
	jbe .LBB_96
	movq 128(%rsp), %rax
	subq %r13, %rax
	movq %r13, %r12
	cmpq %rax, %rbp
	ja .LBB_256
	movq 136(%rsp), %r14
	leaq (%r14,%r12,8), %rdi
	cmpq $2, %rbp
	jb .LBB_95
.LBB_94:
	movq %r13, %rdx
	notq %rdx
	movq 104(%rsp), %rbx
	addq %rbx, %rdx
	shlq $3, %rdx
	xorl %esi, %esi
	vzeroupper
	callq *memset@GOTPCREL(%rip)
	leaq (%r12,%rbx), %rax
	subq %r13, %rax
	leaq -8(%r14,%rax,8), %rdi
	leaq -1(%rbp,%r12), %r12
.LBB_95:
	movq $0, (%rdi)
	incq %r12
.LBB_96:
	movq %r12, 144(%rsp)
	movq 168(%rsp), %r13
	movl $16400, %r14d
	cmpq $16399, %r13
	ja .LBB_101
	movl $16400, %edx
	subq %r13, %rdx
	movq 152(%rsp), %rax
	subq %r13, %rax
	movq %r13, %r14
	cmpq %rax, %rdx
	ja .LBB_258
	movq 160(%rsp), %r12
	leaq (%r12,%r14,8), %rdi
	cmpq $16399, %r13
	je .LBB_100
.LBB_99:
	leaq (,%r13,8), %rax
	movl $131192, %edx
	subq %rax, %rdx
	xorl %esi, %esi
	vzeroupper
	callq *memset@GOTPCREL(%rip)
	subq %r13, %r14
	leaq 131192(%r12,%r14,8), %rdi
	addq $16399, %r14
.LBB_100:
	movq $0, (%rdi)
	incq %r14
	movq 144(%rsp), %r12
.LBB_101:
	movq %r14, 168(%rsp)
	movq 32(%rsp), %rax
	subq 1664(%rsp), %rax
	vpbroadcastq %rax, %ymm0
	vpaddq .LCPI_10(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 176(%rsp)
	vpaddq .LCPI_11(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 208(%rsp)
	vpaddq .LCPI_12(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 240(%rsp)
	vpaddq .LCPI_13(%rip), %ymm0, %ymm0
	vmovdqu %ymm0, 272(%rsp)
	movq 136(%rsp), %rbp
	movq %r12, %r14
	shrq $4, %r14
	movq $0, 464(%rsp)
	cmpq $128, %r12
	jb .LBB_104
	movq 176(%rsp), %rax
	addq $8, %rax
	cmpq 16(%rsp), %rax
	jbe .LBB_146
.LBB_104:
	xorl %eax, %eax
.LBB_105:
	cmpq %r14, %rax
	jae .LBB_111
	movq %rax, %rbx
	shlq $4, %rbx
	movq %r12, %r13
	subq %rbx, %r13
.LBB_107:
	cmpq %r12, %rbx
	ja .LBB_760
	cmpq $16, %r13
	jb .LBB_761
	movq 176(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	movq 448(%rsp), %rsi
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, (%rbp,%rbx,8)
	movq 184(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 8(%rbp,%rbx,8)
	movq 192(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 16(%rbp,%rbx,8)
	movq 200(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 24(%rbp,%rbx,8)
	movq 208(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 32(%rbp,%rbx,8)
	movq 216(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 40(%rbp,%rbx,8)
	movq 224(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 48(%rbp,%rbx,8)
	movq 232(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 56(%rbp,%rbx,8)
	movq 240(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 64(%rbp,%rbx,8)
	movq 248(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 72(%rbp,%rbx,8)
	movq 256(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 80(%rbp,%rbx,8)
	movq 264(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 88(%rbp,%rbx,8)
	movq 272(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 96(%rbp,%rbx,8)
	movq 280(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r15
	cmovbq %r15, %rcx
	vmovsd (%rsi,%rcx,8), %xmm0
	vmovsd %xmm0, 104(%rbp,%rbx,8)
	leaq 1(%rax), %rcx
	movq 288(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r15
	cmovbq %r15, %rdx
	vmovsd (%rsi,%rdx,8), %xmm0
	vmovsd %xmm0, 112(%rbp,%rbx,8)
	addq 296(%rsp), %rax
	cmpq %rax, %r15
	cmovbq %r15, %rax
	vmovq (%rsi,%rax,8), %xmm0
	vmovq %xmm0, 120(%rbp,%rbx,8)
	addq $16, %rbx
	addq $-16, %r13
	movq %rcx, %rax
	cmpq %rcx, %r14
	jne .LBB_107
	movq 144(%rsp), %r12
.LBB_111:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 896(%rsp)
	vmovdqu %ymm0, 864(%rsp)
	vmovdqu %ymm0, 832(%rsp)
	vmovdqu %ymm0, 800(%rsp)
	vmovdqu %ymm0, 560(%rsp)
	vmovdqu %ymm0, 528(%rsp)
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 688(%rsp)
	vmovdqu %ymm0, 656(%rsp)
	vmovdqu %ymm0, 624(%rsp)
	vmovdqu %ymm0, 592(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	vmovdqu %ymm0, 368(%rsp)
	vmovdqu %ymm0, 336(%rsp)
	vmovdqu %ymm0, 304(%rsp)
	cmpq %r12, 456(%rsp)
	movq 440(%rsp), %rsi
	ja .LBB_781
	movq 136(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_116
	vmovupd 800(%rsp), %ymm12
	vmovupd 832(%rsp), %ymm14
	vmovupd 864(%rsp), %ymm16
	vmovupd 896(%rsp), %ymm18
	vmovupd 464(%rsp), %ymm7
	vmovupd 496(%rsp), %ymm5
	vmovupd 528(%rsp), %ymm2
	vmovupd 560(%rsp), %ymm1
	vmovupd 592(%rsp), %ymm13
	vmovupd 624(%rsp), %ymm15
	vmovupd 656(%rsp), %ymm17
	vmovupd 688(%rsp), %ymm19
	vmovupd 304(%rsp), %ymm11
	vmovupd 336(%rsp), %ymm9
	vmovupd 368(%rsp), %ymm6
	vmovupd 400(%rsp), %ymm4
	movl $1, %ecx
	xorl %edx, %edx
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm10, %xmm10, %xmm10
	vbroadcastsd .LCPI_14(%rip), %ymm30
.LBB_114:
	vmovapd %ymm12, %ymm25
	vmovapd %ymm13, %ymm26
	vmovapd %ymm14, %ymm27
	vmovapd %ymm15, %ymm28
	vmovapd %ymm16, %ymm24
	vmovapd %ymm17, %ymm23
	vmovapd %ymm18, %ymm21
	vmovapd %ymm19, %ymm20
	vcvtsi2sd %rcx, %xmm31, %xmm12
	vbroadcastsd %xmm12, %ymm19
	vmovupd (%rax,%rdx,8), %ymm14
	vmovupd 32(%rax,%rdx,8), %ymm16
	vmovupd 64(%rax,%rdx,8), %ymm18
	vmovupd 96(%rax,%rdx,8), %ymm22
	vmulpd %ymm19, %ymm14, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vmulpd %ymm30, %ymm14, %ymm12
	vsubpd %ymm14, %ymm12, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	vsubpd %ymm12, %ymm14, %ymm13
	vmulpd %ymm19, %ymm12, %ymm15
	vaddpd %ymm15, %ymm25, %ymm12
	vsubpd %ymm25, %ymm12, %ymm17
	vsubpd %ymm17, %ymm12, %ymm29
	vsubpd %ymm29, %ymm25, %ymm25
	vsubpd %ymm17, %ymm15, %ymm15
	vaddpd %ymm25, %ymm15, %ymm15
	vmulpd %ymm19, %ymm13, %ymm13
	vaddpd %ymm15, %ymm13, %ymm13
	vaddpd %ymm7, %ymm13, %ymm7
	vaddpd %ymm26, %ymm14, %ymm13
	vsubpd %ymm26, %ymm13, %ymm15
	vsubpd %ymm15, %ymm13, %ymm17
	vsubpd %ymm17, %ymm26, %ymm17
	vsubpd %ymm15, %ymm14, %ymm14
	vaddpd %ymm17, %ymm14, %ymm14
	vaddpd %ymm14, %ymm11, %ymm11
	vmulpd %ymm19, %ymm16, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vmulpd %ymm30, %ymm16, %ymm14
	vsubpd %ymm16, %ymm14, %ymm15
	vsubpd %ymm15, %ymm14, %ymm14
	vsubpd %ymm14, %ymm16, %ymm15
	vmulpd %ymm19, %ymm14, %ymm17
	vaddpd %ymm17, %ymm27, %ymm14
	vsubpd %ymm27, %ymm14, %ymm25
	vsubpd %ymm25, %ymm14, %ymm26
	vsubpd %ymm26, %ymm27, %ymm26
	vsubpd %ymm25, %ymm17, %ymm17
	vaddpd %ymm26, %ymm17, %ymm17
	vmulpd %ymm19, %ymm15, %ymm15
	vaddpd %ymm17, %ymm15, %ymm15
	vaddpd %ymm5, %ymm15, %ymm5
	vaddpd %ymm28, %ymm16, %ymm15
	vsubpd %ymm28, %ymm15, %ymm17
	vsubpd %ymm17, %ymm15, %ymm25
	vsubpd %ymm25, %ymm28, %ymm25
	vsubpd %ymm17, %ymm16, %ymm16
	vaddpd %ymm25, %ymm16, %ymm16
	vaddpd %ymm16, %ymm9, %ymm9
	vmulpd %ymm19, %ymm18, %ymm16
	vaddpd %ymm16, %ymm3, %ymm3
	vmulpd %ymm30, %ymm18, %ymm16
	vsubpd %ymm18, %ymm16, %ymm17
	vsubpd %ymm17, %ymm16, %ymm16
	vsubpd %ymm16, %ymm18, %ymm17
	vmulpd %ymm19, %ymm16, %ymm25
	vaddpd %ymm25, %ymm24, %ymm16
	vsubpd %ymm24, %ymm16, %ymm26
	vsubpd %ymm26, %ymm16, %ymm27
	vsubpd %ymm27, %ymm24, %ymm24
	vsubpd %ymm26, %ymm25, %ymm25
	vaddpd %ymm24, %ymm25, %ymm24
	vmulpd %ymm19, %ymm17, %ymm17
	vaddpd %ymm24, %ymm17, %ymm17
	vaddpd %ymm17, %ymm2, %ymm2
	vaddpd %ymm23, %ymm18, %ymm17
	vsubpd %ymm23, %ymm17, %ymm24
	vsubpd %ymm24, %ymm17, %ymm25
	vsubpd %ymm25, %ymm23, %ymm23
	vsubpd %ymm24, %ymm18, %ymm18
	vaddpd %ymm23, %ymm18, %ymm18
	vaddpd %ymm18, %ymm6, %ymm6
	vmulpd %ymm19, %ymm22, %ymm18
	vaddpd %ymm18, %ymm0, %ymm0
	vmulpd %ymm30, %ymm22, %ymm18
	vsubpd %ymm22, %ymm18, %ymm23
	vsubpd %ymm23, %ymm18, %ymm18
	vsubpd %ymm18, %ymm22, %ymm23
	vmulpd %ymm19, %ymm18, %ymm24
	vaddpd %ymm24, %ymm21, %ymm18
	vsubpd %ymm21, %ymm18, %ymm25
	vsubpd %ymm25, %ymm18, %ymm26
	vsubpd %ymm26, %ymm21, %ymm21
	vsubpd %ymm25, %ymm24, %ymm24
	vaddpd %ymm21, %ymm24, %ymm21
	vmulpd %ymm19, %ymm23, %ymm19
	vaddpd %ymm21, %ymm19, %ymm19
	vaddpd %ymm19, %ymm1, %ymm1
	vaddpd %ymm20, %ymm22, %ymm19
	vsubpd %ymm20, %ymm19, %ymm21
	vsubpd %ymm21, %ymm19, %ymm23
	vsubpd %ymm23, %ymm20, %ymm20
	vsubpd %ymm21, %ymm22, %ymm21
	vaddpd %ymm20, %ymm21, %ymm20
	vaddpd %ymm20, %ymm4, %ymm4
	incq %rcx
	addq $16, %rdx
	cmpq %rdx, %rsi
	jne .LBB_114
	vmovupd %ymm12, 800(%rsp)
	vmovupd %ymm7, 464(%rsp)
	vmovupd %ymm13, 592(%rsp)
	vmovupd %ymm11, 304(%rsp)
	vmovupd %ymm14, 832(%rsp)
	vmovupd %ymm5, 496(%rsp)
	vmovupd %ymm15, 624(%rsp)
	vmovupd %ymm9, 336(%rsp)
	vmovupd %ymm16, 864(%rsp)
	vmovupd %ymm2, 528(%rsp)
	vmovupd %ymm17, 656(%rsp)
	vmovupd %ymm6, 368(%rsp)
	vmovupd %ymm18, 896(%rsp)
	vmovupd %ymm1, 560(%rsp)
	vmovupd %ymm19, 688(%rsp)
	vmovupd %ymm4, 400(%rsp)
	movq 168(%rsp), %r13
	movl $16, %esi
	cmpq $15, %r13
	ja .LBB_117
	jmp .LBB_785
.LBB_116:
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm10, %xmm10, %xmm10
	movq 168(%rsp), %r13
	movl $16, %esi
	cmpq $15, %r13
	jbe .LBB_785
.LBB_117:
	movq 160(%rsp), %rbp
	vmovupd 1920(%rsp), %ymm2
	vdivpd %ymm2, %ymm10, %ymm1
	vmovupd %ymm1, (%rbp)
	vdivpd %ymm2, %ymm8, %ymm1
	vmovupd %ymm1, 32(%rbp)
	vdivpd %ymm2, %ymm3, %ymm1
	vmovupd %ymm1, 64(%rbp)
	vdivpd %ymm2, %ymm0, %ymm0
	vmovupd %ymm0, 96(%rbp)
	leaq -16(%r13), %rcx
	shrq $4, %rcx
	incq %rcx
	leaq 128(%rbp), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	movq 432(%rsp), %rsi
	addq %rax, %rsi
	movq %rsi, %r8
	negq %r8
	cmpq $32, %rdi
	setb %dil
	leaq 128(%rbp,%r8), %r8
	cmpq $32, %r8
	setb %r8b
	orb %dil, %r8b
	movl $1, %r9d
	movq %rax, %r10
	jmp .LBB_120
.LBB_118:
	vmovupd 800(%rsp), %ymm0
	vmovupd 592(%rsp), %ymm1
	vmovupd 304(%rsp), %ymm2
	vmovupd (%rax,%rbx,8), %ymm3
	vmovupd -128(%rax,%r11,8), %ymm4
	vbroadcastsd .LCPI_14(%rip), %ymm11
	vmulpd %ymm3, %ymm11, %ymm5
	vsubpd %ymm3, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm6
	vmovupd 2448(%rsp), %ymm14
	vmulpd %ymm5, %ymm14, %ymm5
	vaddpd %ymm5, %ymm0, %ymm7
	vsubpd %ymm0, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm0, %ymm0
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vbroadcastsd .LCPI_15(%rip), %ymm12
	vxorpd %ymm1, %ymm12, %ymm5
	vsubpd %ymm1, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm6, %ymm14, %ymm5
	vsubpd %ymm2, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vaddpd 464(%rsp), %ymm0, %ymm0
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm7
	vsubpd %ymm7, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm8, 800(%rsp)
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm4, 592(%rsp)
	vmovupd %ymm1, 304(%rsp)
	vaddpd %ymm0, %ymm8, %ymm0
	vmovupd 2512(%rsp), %ymm13
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, (%rbp,%r11,8)
	vmovupd 832(%rsp), %ymm0
	vmovupd 624(%rsp), %ymm1
	vmovupd 336(%rsp), %ymm2
	vmovupd 32(%rax,%rbx,8), %ymm3
	vmovupd -96(%rax,%r11,8), %ymm4
	vmulpd %ymm3, %ymm11, %ymm5
	vsubpd %ymm3, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm6
	vmulpd %ymm5, %ymm14, %ymm5
	vaddpd %ymm5, %ymm0, %ymm7
	vsubpd %ymm0, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm0, %ymm0
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vxorpd %ymm1, %ymm12, %ymm5
	vsubpd %ymm1, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm6, %ymm14, %ymm5
	vsubpd %ymm2, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vaddpd 496(%rsp), %ymm0, %ymm0
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm7
	vsubpd %ymm7, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm8, 832(%rsp)
	vmovupd %ymm0, 496(%rsp)
	vmovupd %ymm4, 624(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vaddpd %ymm0, %ymm8, %ymm0
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, 32(%rbp,%r11,8)
	vmovupd 864(%rsp), %ymm0
	vmovupd 656(%rsp), %ymm1
	vmovupd 368(%rsp), %ymm2
	vmovupd 64(%rax,%rbx,8), %ymm3
	vmulpd %ymm3, %ymm11, %ymm4
	vsubpd %ymm3, %ymm4, %ymm5
	vsubpd %ymm5, %ymm4, %ymm4
	vsubpd %ymm4, %ymm3, %ymm5
	vmulpd %ymm4, %ymm14, %ymm4
	vaddpd %ymm4, %ymm0, %ymm6
	vsubpd %ymm0, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm8
	vsubpd %ymm8, %ymm0, %ymm0
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm0, %ymm4, %ymm0
	vxorpd %ymm1, %ymm12, %ymm4
	vsubpd %ymm1, %ymm6, %ymm7
	vsubpd %ymm6, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm8, %ymm4, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm0, %ymm0
	vmulpd %ymm5, %ymm14, %ymm4
	vsubpd %ymm2, %ymm4, %ymm4
	vaddpd %ymm0, %ymm4, %ymm0
	vaddpd 528(%rsp), %ymm0, %ymm0
	vmovupd -64(%rax,%r11,8), %ymm4
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm8
	vsubpd %ymm8, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm8
	vsubpd %ymm8, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm7, 864(%rsp)
	vmovupd %ymm0, 528(%rsp)
	vmovupd %ymm4, 656(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vaddpd %ymm0, %ymm7, %ymm0
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, 64(%rbp,%r11,8)
	vmovupd 896(%rsp), %ymm0
	vmovupd 688(%rsp), %ymm1
	vmovupd 400(%rsp), %ymm2
	vmovupd 96(%rax,%rbx,8), %ymm3
	vmovupd -32(%rax,%r11,8), %ymm4
	vmulpd %ymm3, %ymm11, %ymm5
	vsubpd %ymm3, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm6
	vmulpd %ymm5, %ymm14, %ymm5
	vaddpd %ymm5, %ymm0, %ymm7
	vsubpd %ymm0, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm0, %ymm0
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vxorpd %ymm1, %ymm12, %ymm5
	vsubpd %ymm1, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm6, %ymm14, %ymm5
	vsubpd %ymm2, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vaddpd 560(%rsp), %ymm0, %ymm0
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm7
	vsubpd %ymm7, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm8, 896(%rsp)
	vmovupd %ymm0, 560(%rsp)
	vmovupd %ymm4, 688(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vaddpd %ymm0, %ymm8, %ymm0
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, 96(%rbp,%r11,8)
.LBB_119:
	incq %r9
	subq $-128, %rdx
	subq $-128, %r10
	subq $-128, %rsi
	cmpq $1025, %r9
	je .LBB_129
.LBB_120:
	movq 40(%rsp), %rdi
	leaq (%rdi,%r9), %rbx
	shlq $4, %rbx
	movq %r12, %r11
	subq %rbx, %r11
	jb .LBB_749
	cmpq $16, %r11
	jb .LBB_750
	movq %r9, %r11
	shlq $4, %r11
	leaq -16(%r11), %rdi
	movq %r12, %r14
	subq %rdi, %r14
	jb .LBB_751
	cmpq $16, %r14
	jb .LBB_752
	movq %r13, %r14
	subq %r11, %r14
	jb .LBB_753
	cmpq %rcx, %r9
	je .LBB_754
	testb %r8b, %r8b
	je .LBB_118
	xorl %edi, %edi
	vmovsd .LCPI_14(%rip), %xmm15
	vmovapd 2640(%rsp), %xmm16
	vmovapd 2576(%rsp), %xmm17
.LBB_128:
	vmovsd 800(%rsp,%rdi), %xmm0
	vmovsd 592(%rsp,%rdi), %xmm1
	vmovsd 304(%rsp,%rdi), %xmm2
	vmovsd (%rsi,%rdi), %xmm3
	vmovsd (%r10,%rdi), %xmm4
	vmulsd %xmm3, %xmm15, %xmm5
	vsubsd %xmm3, %xmm5, %xmm6
	vsubsd %xmm6, %xmm5, %xmm5
	vsubsd %xmm5, %xmm3, %xmm6
	vmulsd %xmm17, %xmm5, %xmm5
	vmovddup .LCPI_15(%rip), %xmm7
	vxorpd %xmm7, %xmm1, %xmm8
	vaddsd %xmm5, %xmm0, %xmm9
	vsubsd %xmm1, %xmm9, %xmm10
	vsubsd %xmm9, %xmm10, %xmm11
	vsubsd %xmm0, %xmm9, %xmm12
	vpunpcklqdq %xmm10, %xmm9, %xmm13
	vpunpcklqdq %xmm11, %xmm12, %xmm14
	vsubpd %xmm14, %xmm13, %xmm13
	vpunpcklqdq %xmm9, %xmm0, %xmm0
	vsubpd %xmm13, %xmm0, %xmm0
	vsubsd %xmm11, %xmm8, %xmm8
	vsubsd %xmm12, %xmm5, %xmm5
	vpunpcklqdq %xmm8, %xmm5, %xmm5
	vaddpd %xmm0, %xmm5, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm5
	vaddsd %xmm5, %xmm0, %xmm0
	vmulsd %xmm17, %xmm6, %xmm5
	vsubsd %xmm2, %xmm5, %xmm5
	vaddsd %xmm0, %xmm5, %xmm0
	vaddsd 464(%rsp,%rdi), %xmm0, %xmm0
	vaddsd %xmm3, %xmm1, %xmm5
	vxorpd %xmm7, %xmm4, %xmm6
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd %xmm5, %xmm4, %xmm7
	vsubsd %xmm1, %xmm5, %xmm8
	vpunpcklqdq %xmm4, %xmm5, %xmm9
	vpunpcklqdq %xmm7, %xmm8, %xmm11
	vsubpd %xmm11, %xmm9, %xmm9
	vpunpcklqdq %xmm5, %xmm1, %xmm1
	vsubpd %xmm9, %xmm1, %xmm1
	vsubsd %xmm7, %xmm6, %xmm5
	vsubsd %xmm8, %xmm3, %xmm3
	vpunpcklqdq %xmm5, %xmm3, %xmm3
	vaddpd %xmm1, %xmm3, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vaddsd %xmm3, %xmm1, %xmm1
	vaddsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm10, 800(%rsp,%rdi)
	vmovsd %xmm0, 464(%rsp,%rdi)
	vmovsd %xmm4, 592(%rsp,%rdi)
	vmovsd %xmm1, 304(%rsp,%rdi)
	vaddsd %xmm0, %xmm10, %xmm0
	vmulsd %xmm0, %xmm16, %xmm0
	vmovsd %xmm0, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_128
	jmp .LBB_119
.LBB_129:
	movq 32(%rsp), %rsi
	vpbroadcastq %rsi, %zmm0
	vpaddq .LCPI_16(%rip), %zmm0, %zmm1
	vmovdqu64 2704(%rsp), %zmm2
	vpcmpnleuq %zmm2, %zmm1, %k0
	vpaddq .LCPI_17(%rip), %ymm0, %ymm0
	vpcmpnleuq %ymm2, %ymm0, %k1
	leaq 13325(%rsi), %rax
	movq 16(%rsp), %rdx
	cmpq %rdx, %rax
	seta %al
	korw %k1, %k0, %k1
	kshiftlb $4, %k1, %k1
	kshiftrb $4, %k1, %k1
	kshiftrb $4, %k0, %k0
	kshiftlb $4, %k0, %k0
	korb %k1, %k0, %k0
	kortestb %k0, %k0
	setne %cl
	orb %al, %cl
	jne .LBB_133
	leaq 14350(%rsi), %rax
	cmpq %rdx, %rax
	ja .LBB_133
	leaq 15375(%rsi), %rax
	cmpq %rdx, %rax
	ja .LBB_133
	leaq 16400(%rsi), %rax
	cmpq %rdx, %rax
	jbe .LBB_198
.LBB_133:
	movl $1, %eax
	movq 1088(%rsp), %rcx
	movq 56(%rsp), %rdx
	movq 96(%rsp), %rsi
	xorl %r8d, %r8d
	movq (%rsp), %r12
.LBB_134:
	cmpq $1025, %rcx
	movl $1025, %r9d
	cmovbq %rcx, %r9
	cmpq $1025, %rsi
	movl $1025, %r10d
	cmovbq %rsi, %r10
	movq %r8, %rdi
	shlq $10, %rdi
	movq 32(%rsp), %r11
	addq %r8, %r11
	addq %r11, %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_144
	shll $3, %r9d
	shll $3, %r10d
	movq %r8, %r11
	orq $1, %r11
	leaq (%r12,%rdi,8), %r14
	movq %r8, %rdi
.LBB_136:
	testq %r14, %r14
	je .LBB_139
	cmpq %r13, %rdi
	jae .LBB_789
	vmovq (%rbp,%rdi,8), %xmm0
	vmovq %xmm0, (%r14)
	addq $8, %r14
	addq $16, %rdi
	addq $-8, %r10
	jne .LBB_136
.LBB_139:
	movq %r11, %rdi
	shlq $10, %rdi
	addq %r11, %rdi
	addq 32(%rsp), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_144
	addq $2, %r8
	xorl %r10d, %r10d
	movq %rax, %rdi
.LBB_141:
	cmpq %r13, %rdi
	jae .LBB_789
	vmovq (%rbp,%rdi,8), %xmm0
	vmovq %xmm0, (%rdx,%r10)
	addq $16, %rdi
	addq $8, %r10
	cmpq %r10, %r9
	jne .LBB_141
	addq $-2050, %rsi
	addq $2, %rax
	addq $16400, %rdx
	addq $-2050, %rcx
	cmpq $16, %r8
	jne .LBB_134
.LBB_144:
	movq 32(%rsp), %rdx
	leaq 16400(%rdx), %rax
	movq 48(%rsp), %rsi
.LBB_145:
	addq $16400, %rdx
	addq $131200, %rsi
	addq $-16400, 96(%rsp)
	addq $131200, 56(%rsp)
	addq $-16400, 1088(%rsp)
	movq %rdx, %r10
	movq 16(%rsp), %r12
	cmpq %r12, %rax
	movq 448(%rsp), %rbp
	movq 64(%rsp), %rbx
	movabsq $9221120237041090560, %r14
	movq 88(%rsp), %r13
	jb .LBB_90
	jmp .LBB_262
.LBB_146:
	movl $8, %ecx
	xorl %eax, %eax
.LBB_147:
	movq 184(%rsp), %rdx
	addq %rcx, %rdx
	movq 16(%rsp), %rsi
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 192(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 200(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 208(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 216(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 224(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 232(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 240(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 248(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 256(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 264(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 272(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 280(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	movq 288(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_105
	addq 296(%rsp), %rcx
	cmpq %rsi, %rcx
	ja .LBB_105
	movq $0, 592(%rsp)
	movq 448(%rsp), %rax
	movq %rax, 304(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 312(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 320(%rsp)
	leaq 592(%rsp), %rax
	movq %rax, 328(%rsp)
	leaq 464(%rsp), %rax
	movq %rax, 336(%rsp)
	leaq 1152(%rsp), %rdi
	leaq 304(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 464(%rsp), %rax
	movq 592(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	movl $8, %esi
	cmpq $8, %r13
	jb .LBB_773
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vmovupd 2144(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 2080(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vmovupd 1856(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vmovupd 1952(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 2272(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovsd 1152(%rsp), %xmm7
	vmovsd 1216(%rsp), %xmm8
	vmovsd 1280(%rsp), %xmm9
	kxnorb %k0, %k0, %k1
	vpxor %xmm1, %xmm1, %xmm1
	vmovupd 2208(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	vmovsd 1344(%rsp), %xmm10
	vmovsd 1408(%rsp), %xmm11
	vmovsd 1472(%rsp), %xmm12
	vmovsd 1536(%rsp), %xmm13
	vmovsd 1600(%rsp), %xmm14
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd 1760(%rsp), %zmm15
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%rbp,%rbx,8)
	vmovsd %xmm8, 8(%rbp,%rbx,8)
	vmovsd %xmm9, 16(%rbp,%rbx,8)
	vmovsd %xmm10, 24(%rbp,%rbx,8)
	vmovsd %xmm11, 32(%rbp,%rbx,8)
	vmovsd %xmm12, 40(%rbp,%rbx,8)
	vmovsd %xmm13, 48(%rbp,%rbx,8)
	vmovsd %xmm14, 56(%rbp,%rbx,8)
	leaq 16(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_773
	vmovupd %zmm6, (%rbp,%rbx,8)
	leaq 32(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_773
	vmovupd %zmm5, (%rbp,%rbx,8)
	leaq 48(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_773
	vmovupd %zmm4, (%rbp,%rbx,8)
	leaq 64(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_773
	vmovupd %zmm3, (%rbp,%rbx,8)
	leaq 80(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_773
	vmovupd %zmm2, (%rbp,%rbx,8)
	leaq 96(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_773
	vmovupd %zmm1, (%rbp,%rbx,8)
	leaq 112(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_773
	vmovupd %zmm0, (%rbp,%rbx,8)
	movq $8, 592(%rsp)
	movq 448(%rsp), %rax
	movq %rax, 304(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 312(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 320(%rsp)
	leaq 592(%rsp), %rax
	movq %rax, 328(%rsp)
	leaq 464(%rsp), %rax
	movq %rax, 336(%rsp)
	leaq 1152(%rsp), %rdi
	leaq 304(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 464(%rsp), %rax
	movq 592(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_775
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vmovupd 2144(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 2080(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vmovupd 1856(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vmovupd 1952(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 2272(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovsd 1152(%rsp), %xmm7
	vmovsd 1216(%rsp), %xmm8
	vmovsd 1280(%rsp), %xmm9
	kxnorb %k0, %k0, %k1
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd 2208(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	vmovsd 1344(%rsp), %xmm10
	vmovsd 1408(%rsp), %xmm11
	vmovsd 1472(%rsp), %xmm12
	vmovsd 1536(%rsp), %xmm13
	vmovsd 1600(%rsp), %xmm14
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd 1760(%rsp), %zmm15
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%rbp,%rbx,8)
	vmovsd %xmm8, 8(%rbp,%rbx,8)
	vmovsd %xmm9, 16(%rbp,%rbx,8)
	vmovsd %xmm10, 24(%rbp,%rbx,8)
	vmovsd %xmm11, 32(%rbp,%rbx,8)
	vmovsd %xmm12, 40(%rbp,%rbx,8)
	vmovsd %xmm13, 48(%rbp,%rbx,8)
	vmovsd %xmm14, 56(%rbp,%rbx,8)
	leaq 16(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_775
	vmovupd %zmm6, (%rbp,%rbx,8)
	leaq 32(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_775
	vmovupd %zmm5, (%rbp,%rbx,8)
	leaq 48(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_775
	vmovupd %zmm4, (%rbp,%rbx,8)
	leaq 64(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_775
	vmovupd %zmm3, (%rbp,%rbx,8)
	leaq 80(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_775
	vmovupd %zmm2, (%rbp,%rbx,8)
	leaq 96(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_775
	vmovupd %zmm1, (%rbp,%rbx,8)
	leaq 112(%rax,%rcx), %rbx
	movq %r12, %r13
	subq %rbx, %r13
	jb .LBB_770
	cmpq $8, %r13
	jb .LBB_775
	vmovupd %zmm0, (%rbp,%rbx,8)
	movq 464(%rsp), %rcx
	leaq 8(%rcx), %rax
	movq %rax, 464(%rsp)
	addq $16, %rcx
	cmpq %r14, %rcx
	ja .LBB_105
	movq 176(%rsp), %rdx
	addq %rcx, %rdx
	cmpq 16(%rsp), %rdx
	jbe .LBB_147
	jmp .LBB_105
.LBB_198:
	movq %rax, 760(%rsp)
	movq $0, 72(%rsp)
	xorl %r12d, %r12d
	xorl %r14d, %r14d
	jmp .LBB_200
.LBB_199:
	addq $8, %r14
	xorb $1, %r12b
.LBB_200:
	leaq 1152(%rsp), %rdi
	movq %r14, 728(%rsp)
	movq %rbp, 960(%rsp)
	movq %r13, 968(%rsp)
	leaq 72(%rsp), %rax
	movq %rax, 976(%rsp)
	leaq 728(%rsp), %rax
	movq %rax, 984(%rsp)
	leaq 960(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 728(%rsp), %rdx
	movq 72(%rsp), %rax
	addq 32(%rsp), %rax
	movq %rdx, %rcx
	shlq $10, %rcx
	addq %rdx, %rcx
	leaq (%rax,%rcx), %rbx
	movq 16(%rsp), %rdx
	subq %rbx, %rdx
	jb .LBB_743
	movl $8, %esi
	cmpq $8, %rdx
	jb .LBB_744
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vmovupd 2144(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 2080(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vmovupd 1856(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vmovupd 1952(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vpxor %xmm2, %xmm2, %xmm2
	vmovupd 2272(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovsd 1152(%rsp), %xmm7
	vmovsd 1216(%rsp), %xmm8
	vmovsd 1280(%rsp), %xmm9
	kxnorb %k0, %k0, %k1
	vpxor %xmm1, %xmm1, %xmm1
	vmovupd 2208(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	vmovsd 1344(%rsp), %xmm10
	vmovsd 1408(%rsp), %xmm11
	vmovsd 1472(%rsp), %xmm12
	vmovsd 1536(%rsp), %xmm13
	vmovsd 1600(%rsp), %xmm14
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd 1760(%rsp), %zmm15
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	movq (%rsp), %rdx
	vmovsd %xmm7, (%rdx,%rbx,8)
	vmovsd %xmm8, 8(%rdx,%rbx,8)
	vmovsd %xmm9, 16(%rdx,%rbx,8)
	vmovsd %xmm10, 24(%rdx,%rbx,8)
	vmovsd %xmm11, 32(%rdx,%rbx,8)
	vmovsd %xmm12, 40(%rdx,%rbx,8)
	vmovsd %xmm13, 48(%rdx,%rbx,8)
	vmovsd %xmm14, 56(%rdx,%rbx,8)
	leaq 1025(%rax,%rcx), %rbx
	movq 16(%rsp), %rdx
	subq %rbx, %rdx
	jb .LBB_743
	cmpq $8, %rdx
	jb .LBB_744
	movq (%rsp), %rdx
	vmovupd %zmm6, (%rdx,%rbx,8)
	leaq 2050(%rax,%rcx), %rbx
	movq 16(%rsp), %rdx
	subq %rbx, %rdx
	jb .LBB_743
	cmpq $8, %rdx
	jb .LBB_744
	movq (%rsp), %rdx
	vmovupd %zmm5, (%rdx,%rbx,8)
	leaq 3075(%rax,%rcx), %rbx
	movq 16(%rsp), %rdx
	subq %rbx, %rdx
	jb .LBB_743
	cmpq $8, %rdx
	jb .LBB_744
	movq (%rsp), %rdx
	vmovupd %zmm4, (%rdx,%rbx,8)
	leaq 4100(%rax,%rcx), %rbx
	movq 16(%rsp), %rdx
	subq %rbx, %rdx
	jb .LBB_743
	cmpq $8, %rdx
	jb .LBB_744
	movq (%rsp), %rdx
	vmovupd %zmm3, (%rdx,%rbx,8)
	leaq 5125(%rax,%rcx), %rbx
	movq 16(%rsp), %rdx
	subq %rbx, %rdx
	jb .LBB_743
	cmpq $8, %rdx
	jb .LBB_744
	movq (%rsp), %rdx
	vmovupd %zmm2, (%rdx,%rbx,8)
	leaq 6150(%rax,%rcx), %rbx
	movq 16(%rsp), %rdx
	subq %rbx, %rdx
	jb .LBB_743
	cmpq $8, %rdx
	jb .LBB_744
	movq (%rsp), %rdx
	vmovupd %zmm1, (%rdx,%rbx,8)
	leaq 7175(%rax,%rcx), %rbx
	movq 16(%rsp), %rax
	subq %rbx, %rax
	jb .LBB_743
	cmpq $8, %rax
	jb .LBB_768
	movq (%rsp), %rax
	vmovupd %zmm0, (%rax,%rbx,8)
	testb $1, %r12b
	je .LBB_199
	movq 72(%rsp), %rax
	leaq 8(%rax), %rcx
	movq %rcx, 72(%rsp)
	leaq 16(%rax), %rdx
	cmpq $1026, %rdx
	jae .LBB_220
	xorl %r14d, %r14d
	xorb $1, %r12b
	jmp .LBB_200
.LBB_220:
	cmpq $1024, %rcx
	movq 32(%rsp), %rdx
	movq 48(%rsp), %rsi
	ja .LBB_255
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_222:
	cmpq %r13, %rcx
	jae .LBB_825
	leaq 8(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd (%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, -65600(%rsi,%rax,8)
	leaq 1(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 1033(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 8(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, -57400(%rsi,%rax,8)
	leaq 2(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 2058(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 16(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, -49200(%rsi,%rax,8)
	leaq 3(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 3083(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 24(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, -41000(%rsi,%rax,8)
	leaq 4(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 4108(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 32(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, -32800(%rsi,%rax,8)
	leaq 5(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 5133(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 40(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, -24600(%rsi,%rax,8)
	leaq 6(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 6158(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 48(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, -16400(%rsi,%rax,8)
	leaq 7(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 7183(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 56(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, -8200(%rsi,%rax,8)
	leaq 8(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 8208(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 64(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, (%rsi,%rax,8)
	leaq 9(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 9233(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 72(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, 8200(%rsi,%rax,8)
	leaq 10(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 10258(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 80(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, 16400(%rsi,%rax,8)
	leaq 11(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 11283(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 88(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, 24600(%rsi,%rax,8)
	leaq 12(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 12308(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 96(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, 32800(%rsi,%rax,8)
	leaq 13(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 13333(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 104(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, 41000(%rsi,%rax,8)
	leaq 14(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 14358(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 112(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, 49200(%rsi,%rax,8)
	leaq 15(%rcx), %rdi
	cmpq %r13, %rdi
	jae .LBB_826
	leaq 15383(%rdx,%rax), %rdi
	cmpq 16(%rsp), %rdi
	jae .LBB_812
	vmovsd 120(%rbp,%rcx,8), %xmm0
	vmovsd %xmm0, 57400(%rsi,%rax,8)
	incq %rax
	addq $16, %rcx
	cmpq $1017, %rax
	jne .LBB_222
.LBB_255:
	movq 760(%rsp), %rax
	jmp .LBB_145
.LBB_256:
	movl $8, %ecx
	movl $8, %r8d
	leaq 128(%rsp), %rdi
	movq %r13, %rsi
	movq %rbp, %rdx
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 144(%rsp), %r12
	movq 136(%rsp), %r14
	leaq (%r14,%r12,8), %rdi
	cmpq $2, %rbp
	jae .LBB_94
	jmp .LBB_95
.LBB_258:
	movl $8, %ecx
	movl $8, %r8d
	leaq 152(%rsp), %rdi
	movq %r13, %rsi
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 168(%rsp), %r14
	movq 160(%rsp), %r12
	leaq (%r12,%r14,8), %rdi
	cmpq $16399, %r13
	jne .LBB_99
	jmp .LBB_100
.LBB_260:
	movq $0, 1728(%rsp)
	jmp .LBB_65
.LBB_261:
	movq %r12, %rax
	movq 32(%rsp), %rdi
	subq %rdi, %rax
	movl $0, %edx
	cmovaeq %rax, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	movq %rdi, 1152(%rsp)
	movq %rdx, 1160(%rsp)
	movq $1024, 1168(%rsp)
	movb $1, 1176(%rsp)
	movq %rbp, %rdi
	movq %r12, %rsi
	movq 1664(%rsp), %rdx
	leaq 1152(%rsp), %rcx
	movq (%rsp), %r8
	movq %r12, %r9
	vzeroupper
	callq kernel_sliding::wma::periods_into
.LBB_262:
	movq 8(%rsp), %rax
	movq %rax, 304(%rsp)
	movq (%rsp), %rax
	movq %rax, 312(%rsp)
	movq %r12, 320(%rsp)
	leaq 1152(%rsp), %rdi
	leaq 2408(%rsp), %rsi
	leaq 304(%rsp), %rdx
	vzeroupper
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	jmp .LBB_54
.LBB_263:
	movq (%rsp), %rdx
	leaq (%rdx,%rsi,8), %rdi
	jmp .LBB_86
.LBB_264:
	movq 752(%rsp), %rbx
	cmpq 936(%rsp), %rbx
	leaq 1152(%rsp), %rdi
	jne .LBB_51
.LBB_265:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_794
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_267:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq %rbp, 2016(%rsp)
	movq %r12, 2024(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 2032(%rsp)
	movq %rax, 2064(%rsp)
	movq %rdx, 2072(%rsp)
	leaq 464(%rsp), %rdi
	vxorpd %xmm0, %xmm0, %xmm0
	movq %r12, %rsi
	vzeroupper
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 592(%rsp), %rdi
	vxorpd %xmm0, %xmm0, %xmm0
	movq %r12, %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movq 2768(%rsp), %rbx
	leaq 304(%rsp), %rdi
	vxorpd %xmm0, %xmm0, %xmm0
	movq %r12, %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 1152(%rsp), %rdi
	movl $1, %ecx
	movl $1, %r8d
	movq %r12, %rsi
	xorl %edx, %edx
	callq alloc::raw_vec::RawVecInner<A>::try_allocate_in
	movq 1160(%rsp), %rdi
	cmpb $0, 1152(%rsp)
	jne .LBB_796
	movq 1168(%rsp), %rax
	vmovups 464(%rsp), %xmm0
	vmovaps %xmm0, 992(%rsp)
	movq 480(%rsp), %rcx
	movq %rcx, 1008(%rsp)
	vmovups 592(%rsp), %xmm0
	vmovups %xmm0, 1016(%rsp)
	movq 608(%rsp), %rcx
	movq %rcx, 1032(%rsp)
	vmovupd 304(%rsp), %xmm0
	vmovapd %xmm0, 1040(%rsp)
	movq 320(%rsp), %rcx
	movq %rcx, 1056(%rsp)
	movq %rdi, 1064(%rsp)
	movq %rax, 1072(%rsp)
	movq $0, 1080(%rsp)
	leaq 1152(%rsp), %rdi
	movl $8, %ecx
	movl $16, %r8d
	movq %rbx, %rsi
	xorl %edx, %edx
	callq alloc::raw_vec::RawVecInner<A>::try_allocate_in
	movq 1160(%rsp), %rdi
	cmpb $0, 1152(%rsp)
	jne .LBB_797
	movq %rdi, 728(%rsp)
	movq 1168(%rsp), %rax
	movq %rax, 736(%rsp)
	movq $0, 744(%rsp)
	testq %rbx, %rbx
	je .LBB_739
	leaq 1152(%rsp), %rax
	vpbroadcastq %rax, %zmm0
	vpaddq .LCPI_0(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 1664(%rsp)
	vpaddq .LCPI_1(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 2640(%rsp)
	vpaddq .LCPI_2(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 2576(%rsp)
	vpaddq .LCPI_3(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 2512(%rsp)
	vpaddq .LCPI_4(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 2448(%rsp)
	vpaddq .LCPI_5(%rip), %zmm0, %zmm1
	vmovdqu64 %zmm1, 2144(%rsp)
	vpaddq .LCPI_6(%rip), %zmm0, %zmm0
	vmovdqu64 %zmm0, 2080(%rsp)
	movq %r12, %rax
	subq $1, %rax
	movq %rax, 1120(%rsp)
	adcq $-1, %r12
	movq %r12, %rcx
	shrq $6, %rcx
	andl $63, %r12d
	cmpq $1, %r12
	sbbq $-1, %rcx
	movq %rcx, 1136(%rsp)
	leaq 776(%rsp), %r13
	vmovddup .LCPI_23(%rip), %xmm0
	vmovapd %xmm0, 1088(%rsp)
.LBB_274:
	movq 112(%rsp), %r14
	movq (%r14), %rsi
	movq %r13, %rdi
	vzeroupper
	callq kernel_sliding::combo::{{closure}}
	movq %rax, %rbp
	movq %rdx, %r12
	movq 8(%r14), %rsi
	movq %r13, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, %rbx
	movq %rdx, %r15
	movq 32(%r14), %rsi
	movq %r13, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 752(%rsp)
	movq %rdx, 8(%rsp)
	movq 40(%r14), %rsi
	movq %r13, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 1112(%rsp)
	movq %rdx, 768(%rsp)
	movq 24(%r14), %r14
	movq %r13, %rdi
	movq %r14, %rsi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 1104(%rsp)
	movq %rdx, 760(%rsp)
	movq 1000(%rsp), %rax
	movq %rax, 56(%rsp)
	movq 1008(%rsp), %r13
	leaq (,%r13,8), %rax
	testq %r13, %r13
	je .LBB_291
	leaq -8(%rax), %rsi
	shrq $3, %rsi
	cmpq %rsi, %r12
	cmovbq %r12, %rsi
	cmpq %r15, %rsi
	cmovaeq %r15, %rsi
	cmpq $8, %rsi
	jae .LBB_283
	movq 56(%rsp), %r8
.LBB_282:
	movq %r8, %rcx
	xorl %edx, %edx
	jmp .LBB_287
.LBB_283:
	movq 56(%rsp), %r8
	movq %r8, %rcx
	subq %rbx, %rcx
	cmpq $64, %rcx
	jb .LBB_282
	movq %r8, %rdi
	subq %rbp, %rdi
	movq %r8, %rcx
	movl $0, %edx
	cmpq $64, %rdi
	jb .LBB_287
	incq %rsi
	movl %esi, %ecx
	andl $7, %ecx
	movl $8, %edx
	cmoveq %rdx, %rcx
	movq %rsi, %rdx
	subq %rcx, %rdx
	leaq (%r8,%rdx,8), %rcx
	xorl %esi, %esi
.LBB_286:
	vmovupd (%rbx,%rsi,8), %ymm0
	vmovupd 32(%rbx,%rsi,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rbp,%rsi,8), %ymm0, %ymm0
	vsubpd 32(%rbp,%rsi,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r8,%rsi,8)
	vmovupd %ymm1, 32(%r8,%rsi,8)
	addq $8, %rsi
	cmpq %rsi, %rdx
	jne .LBB_286
.LBB_287:
	leaq (%r8,%r13,8), %rsi
.LBB_288:
	cmpq %rdx, %r15
	je .LBB_816
	cmpq %rdx, %r12
	je .LBB_817
	vmovsd (%rbx,%rdx,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rcx)
	addq $8, %rcx
	incq %rdx
	cmpq %rsi, %rcx
	jne .LBB_288
.LBB_291:
	movq 112(%rsp), %rcx
	movq 16(%rcx), %rcx
	movq %rcx, 48(%rsp)
	testq %rcx, %rcx
	js .LBB_827
	movq 1024(%rsp), %rcx
	movq %rcx, 24(%rsp)
	movq 1032(%rsp), %rcx
	movq %r13, 944(%rsp)
	movq %rcx, 952(%rsp)
	cmpq %rcx, %r13
	movq 56(%rsp), %rbx
	jne .LBB_792
	movl $53, %esi
	cmpq $0, 48(%rsp)
	movabsq $9221120237041090560, %r9
	je .LBB_798
	xorl %ecx, %ecx
	testq %r13, %r13
	je .LBB_299
	movq 24(%rsp), %rdx
.LBB_296:
	vmovsd (%rbx,%rcx,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_300
	incq %rcx
	addq $-8, %rax
	jne .LBB_296
	movq %r13, %rcx
	jmp .LBB_300
.LBB_299:
	movq 24(%rsp), %rdx
.LBB_300:
	movq %r14, 456(%rsp)
	movq 48(%rsp), %rax
	leaq -1(%rax,%rcx), %rcx
	cmpq %rcx, %r13
	movq %rcx, %rbp
	cmovbq %r13, %rbp
	leaq (,%rbp,8), %rax
	leaq (%rdx,%rbp,8), %r11
	testq %rbp, %rbp
	je .LBB_312
	leaq -8(%rax), %rsi
	movq 24(%rsp), %rdi
	cmpq $24, %rsi
	jb .LBB_311
	movq %rsi, %rdx
	shrq $3, %rdx
	incq %rdx
	cmpq $120, %rsi
	jae .LBB_304
	xorl %esi, %esi
	jmp .LBB_308
.LBB_304:
	movq %rdx, %rsi
	movabsq $4611686018427387888, %rdi
	andq %rdi, %rsi
	xorl %edi, %edi
	vbroadcastsd .LCPI_7(%rip), %ymm0
	movq 24(%rsp), %r8
.LBB_305:
	vmovupd %ymm0, (%r8,%rdi,8)
	vmovupd %ymm0, 32(%r8,%rdi,8)
	vmovupd %ymm0, 64(%r8,%rdi,8)
	vmovupd %ymm0, 96(%r8,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_305
	cmpq %rsi, %rdx
	je .LBB_312
	testb $12, %dl
	je .LBB_737
.LBB_308:
	movabsq $4611686018427387888, %rdi
	leaq 12(%rdi), %r8
	andq %rdx, %r8
	movq 24(%rsp), %r10
	leaq (%r10,%r8,8), %rdi
	vbroadcastsd .LCPI_7(%rip), %ymm0
.LBB_309:
	vmovupd %ymm0, (%r10,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %r8
	jne .LBB_309
	cmpq %r8, %rdx
	je .LBB_312
.LBB_311:
	movq %r9, (%rdi)
	addq $8, %rdi
	cmpq %r11, %rdi
	jne .LBB_311
.LBB_312:
	cmpq %r13, %rcx
	jae .LBB_477
	movabsq $1152921504606846976, %rdx
	movq 48(%rsp), %rsi
	leaq -1(%rdx,%rsi), %rcx
	movq %rcx, 32(%rsp)
	movq %rsi, %rdi
	shlq $4, %rdi
	leaq 16384(%rdi), %rcx
	movq %rcx, 440(%rsp)
	leaq -1(%r13), %rcx
	movq %rcx, 1856(%rsp)
	leaq 1(%rsi), %rcx
	imulq %rsi, %rcx
	vcvtusi2sd %rcx, %xmm15, %xmm0
	vmulsd .LCPI_8(%rip), %xmm0, %xmm0
	vmovsd .LCPI_9(%rip), %xmm1
	vdivsd %xmm0, %xmm1, %xmm1
	leaq -16(%rdx), %rcx
	movq %rdi, 432(%rsp)
	andq %rdi, %rcx
	movq %rcx, 1920(%rsp)
	vcvtsi2sd %rsi, %xmm15, %xmm2
	shlq $7, %rsi
	movq %rsi, 1728(%rsp)
	vpbroadcastq %r13, %zmm3
	vmovdqu64 %zmm3, 2768(%rsp)
	vbroadcastsd %xmm0, %ymm0
	vmovupd %ymm0, 2704(%rsp)
	vmovapd %xmm1, 1952(%rsp)
	vbroadcastsd %xmm1, %ymm0
	vmovupd %ymm0, 2208(%rsp)
	vmovapd %xmm2, 2272(%rsp)
	vbroadcastsd %xmm2, %ymm0
	vmovupd %ymm0, 1760(%rsp)
	movq 24(%rsp), %rcx
	leaq 65664(%rcx,%rax), %rdx
	movq %r13, %rax
	subq %rbp, %rax
	movq %rax, 88(%rsp)
	addq $-1025, %rax
	movq %rax, 104(%rsp)
.LBB_314:
	movq %rdx, 64(%rsp)
	movq %r13, %rdx
	subq %rbp, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	movabsq $17996823486545904, %rsi
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	cmpq $8, %rdx
	jb .LBB_476
	movq %r11, 96(%rsp)
	leaq 128(%rsp), %rdi
	movq 440(%rsp), %rsi
	vzeroupper
	callq alloc::vec::Vec<T,A>::resize
	movl $16400, %esi
	leaq 152(%rsp), %rdi
	callq alloc::vec::Vec<T,A>::resize
	movq %rbp, %rax
	subq 48(%rsp), %rax
	vpbroadcastq %rax, %ymm0
	vpaddq .LCPI_10(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 176(%rsp)
	vpaddq .LCPI_11(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 208(%rsp)
	vpaddq .LCPI_12(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 240(%rsp)
	vpaddq .LCPI_13(%rip), %ymm0, %ymm0
	vmovdqu %ymm0, 272(%rsp)
	movq 136(%rsp), %r14
	movq 144(%rsp), %r11
	movq %r11, %r8
	shrq $4, %r8
	movq $0, 464(%rsp)
	cmpq $128, %r11
	jb .LBB_320
	movq 176(%rsp), %rax
	addq $8, %rax
	cmpq %r13, %rax
	jbe .LBB_366
.LBB_320:
	xorl %eax, %eax
.LBB_321:
	cmpq %r8, %rax
	jae .LBB_327
	movq %rax, %rdi
	shlq $4, %rdi
	movq %r11, %r12
	subq %rdi, %r12
.LBB_323:
	cmpq %r11, %rdi
	ja .LBB_766
	cmpq $16, %r12
	jb .LBB_759
	movq 176(%rsp), %rcx
	addq %rax, %rcx
	movq 1856(%rsp), %rsi
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, (%r14,%rdi,8)
	movq 184(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 8(%r14,%rdi,8)
	movq 192(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 16(%r14,%rdi,8)
	movq 200(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 24(%r14,%rdi,8)
	movq 208(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 32(%r14,%rdi,8)
	movq 216(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 40(%r14,%rdi,8)
	movq 224(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 48(%r14,%rdi,8)
	movq 232(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 56(%r14,%rdi,8)
	movq 240(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 64(%r14,%rdi,8)
	movq 248(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 72(%r14,%rdi,8)
	movq 256(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 80(%r14,%rdi,8)
	movq 264(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 88(%r14,%rdi,8)
	movq 272(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 96(%r14,%rdi,8)
	movq 280(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 104(%r14,%rdi,8)
	leaq 1(%rax), %rcx
	movq 288(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%rbx,%rdx,8), %xmm0
	vmovsd %xmm0, 112(%r14,%rdi,8)
	addq 296(%rsp), %rax
	cmpq %rax, %rsi
	cmovbq %rsi, %rax
	vmovq (%rbx,%rax,8), %xmm0
	vmovq %xmm0, 120(%r14,%rdi,8)
	addq $16, %rdi
	addq $-16, %r12
	movq %rcx, %rax
	cmpq %rcx, %r8
	jne .LBB_323
	movq 144(%rsp), %r11
.LBB_327:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 896(%rsp)
	vmovdqu %ymm0, 864(%rsp)
	vmovdqu %ymm0, 832(%rsp)
	vmovdqu %ymm0, 800(%rsp)
	vmovdqu %ymm0, 560(%rsp)
	vmovdqu %ymm0, 528(%rsp)
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 688(%rsp)
	vmovdqu %ymm0, 656(%rsp)
	vmovdqu %ymm0, 624(%rsp)
	vmovdqu %ymm0, 592(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	vmovdqu %ymm0, 368(%rsp)
	vmovdqu %ymm0, 336(%rsp)
	vmovdqu %ymm0, 304(%rsp)
	cmpq %r11, 432(%rsp)
	movq 1920(%rsp), %rsi
	ja .LBB_783
	movq 136(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_332
	vmovupd 800(%rsp), %ymm12
	vmovupd 832(%rsp), %ymm14
	vmovupd 864(%rsp), %ymm16
	vmovupd 896(%rsp), %ymm18
	vmovupd 464(%rsp), %ymm7
	vmovupd 496(%rsp), %ymm5
	vmovupd 528(%rsp), %ymm2
	vmovupd 560(%rsp), %ymm1
	vmovupd 592(%rsp), %ymm13
	vmovupd 624(%rsp), %ymm15
	vmovupd 656(%rsp), %ymm17
	vmovupd 688(%rsp), %ymm19
	vmovupd 304(%rsp), %ymm11
	vmovupd 336(%rsp), %ymm9
	vmovupd 368(%rsp), %ymm6
	vmovupd 400(%rsp), %ymm4
	movl $1, %ecx
	xorl %edx, %edx
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm10, %xmm10, %xmm10
	vbroadcastsd .LCPI_14(%rip), %ymm30
.LBB_330:
	vmovapd %ymm12, %ymm25
	vmovapd %ymm13, %ymm26
	vmovapd %ymm14, %ymm27
	vmovapd %ymm15, %ymm28
	vmovapd %ymm16, %ymm24
	vmovapd %ymm17, %ymm23
	vmovapd %ymm18, %ymm21
	vmovapd %ymm19, %ymm20
	vcvtsi2sd %rcx, %xmm31, %xmm12
	vbroadcastsd %xmm12, %ymm19
	vmovupd (%rax,%rdx,8), %ymm14
	vmovupd 32(%rax,%rdx,8), %ymm16
	vmovupd 64(%rax,%rdx,8), %ymm18
	vmovupd 96(%rax,%rdx,8), %ymm22
	vmulpd %ymm19, %ymm14, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vmulpd %ymm30, %ymm14, %ymm12
	vsubpd %ymm14, %ymm12, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	vsubpd %ymm12, %ymm14, %ymm13
	vmulpd %ymm19, %ymm12, %ymm15
	vaddpd %ymm15, %ymm25, %ymm12
	vsubpd %ymm25, %ymm12, %ymm17
	vsubpd %ymm17, %ymm12, %ymm29
	vsubpd %ymm29, %ymm25, %ymm25
	vsubpd %ymm17, %ymm15, %ymm15
	vaddpd %ymm25, %ymm15, %ymm15
	vmulpd %ymm19, %ymm13, %ymm13
	vaddpd %ymm15, %ymm13, %ymm13
	vaddpd %ymm7, %ymm13, %ymm7
	vaddpd %ymm26, %ymm14, %ymm13
	vsubpd %ymm26, %ymm13, %ymm15
	vsubpd %ymm15, %ymm13, %ymm17
	vsubpd %ymm17, %ymm26, %ymm17
	vsubpd %ymm15, %ymm14, %ymm14
	vaddpd %ymm17, %ymm14, %ymm14
	vaddpd %ymm14, %ymm11, %ymm11
	vmulpd %ymm19, %ymm16, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vmulpd %ymm30, %ymm16, %ymm14
	vsubpd %ymm16, %ymm14, %ymm15
	vsubpd %ymm15, %ymm14, %ymm14
	vsubpd %ymm14, %ymm16, %ymm15
	vmulpd %ymm19, %ymm14, %ymm17
	vaddpd %ymm17, %ymm27, %ymm14
	vsubpd %ymm27, %ymm14, %ymm25
	vsubpd %ymm25, %ymm14, %ymm26
	vsubpd %ymm26, %ymm27, %ymm26
	vsubpd %ymm25, %ymm17, %ymm17
	vaddpd %ymm26, %ymm17, %ymm17
	vmulpd %ymm19, %ymm15, %ymm15
	vaddpd %ymm17, %ymm15, %ymm15
	vaddpd %ymm5, %ymm15, %ymm5
	vaddpd %ymm28, %ymm16, %ymm15
	vsubpd %ymm28, %ymm15, %ymm17
	vsubpd %ymm17, %ymm15, %ymm25
	vsubpd %ymm25, %ymm28, %ymm25
	vsubpd %ymm17, %ymm16, %ymm16
	vaddpd %ymm25, %ymm16, %ymm16
	vaddpd %ymm16, %ymm9, %ymm9
	vmulpd %ymm19, %ymm18, %ymm16
	vaddpd %ymm16, %ymm3, %ymm3
	vmulpd %ymm30, %ymm18, %ymm16
	vsubpd %ymm18, %ymm16, %ymm17
	vsubpd %ymm17, %ymm16, %ymm16
	vsubpd %ymm16, %ymm18, %ymm17
	vmulpd %ymm19, %ymm16, %ymm25
	vaddpd %ymm25, %ymm24, %ymm16
	vsubpd %ymm24, %ymm16, %ymm26
	vsubpd %ymm26, %ymm16, %ymm27
	vsubpd %ymm27, %ymm24, %ymm24
	vsubpd %ymm26, %ymm25, %ymm25
	vaddpd %ymm24, %ymm25, %ymm24
	vmulpd %ymm19, %ymm17, %ymm17
	vaddpd %ymm24, %ymm17, %ymm17
	vaddpd %ymm17, %ymm2, %ymm2
	vaddpd %ymm23, %ymm18, %ymm17
	vsubpd %ymm23, %ymm17, %ymm24
	vsubpd %ymm24, %ymm17, %ymm25
	vsubpd %ymm25, %ymm23, %ymm23
	vsubpd %ymm24, %ymm18, %ymm18
	vaddpd %ymm23, %ymm18, %ymm18
	vaddpd %ymm18, %ymm6, %ymm6
	vmulpd %ymm19, %ymm22, %ymm18
	vaddpd %ymm18, %ymm0, %ymm0
	vmulpd %ymm30, %ymm22, %ymm18
	vsubpd %ymm22, %ymm18, %ymm23
	vsubpd %ymm23, %ymm18, %ymm18
	vsubpd %ymm18, %ymm22, %ymm23
	vmulpd %ymm19, %ymm18, %ymm24
	vaddpd %ymm24, %ymm21, %ymm18
	vsubpd %ymm21, %ymm18, %ymm25
	vsubpd %ymm25, %ymm18, %ymm26
	vsubpd %ymm26, %ymm21, %ymm21
	vsubpd %ymm25, %ymm24, %ymm24
	vaddpd %ymm21, %ymm24, %ymm21
	vmulpd %ymm19, %ymm23, %ymm19
	vaddpd %ymm21, %ymm19, %ymm19
	vaddpd %ymm19, %ymm1, %ymm1
	vaddpd %ymm20, %ymm22, %ymm19
	vsubpd %ymm20, %ymm19, %ymm21
	vsubpd %ymm21, %ymm19, %ymm23
	vsubpd %ymm23, %ymm20, %ymm20
	vsubpd %ymm21, %ymm22, %ymm21
	vaddpd %ymm20, %ymm21, %ymm20
	vaddpd %ymm20, %ymm4, %ymm4
	incq %rcx
	addq $16, %rdx
	cmpq %rdx, %rsi
	jne .LBB_330
	vmovupd %ymm12, 800(%rsp)
	vmovupd %ymm7, 464(%rsp)
	vmovupd %ymm13, 592(%rsp)
	vmovupd %ymm11, 304(%rsp)
	vmovupd %ymm14, 832(%rsp)
	vmovupd %ymm5, 496(%rsp)
	vmovupd %ymm15, 624(%rsp)
	vmovupd %ymm9, 336(%rsp)
	vmovupd %ymm16, 864(%rsp)
	vmovupd %ymm2, 528(%rsp)
	vmovupd %ymm17, 656(%rsp)
	vmovupd %ymm6, 368(%rsp)
	vmovupd %ymm18, 896(%rsp)
	vmovupd %ymm1, 560(%rsp)
	vmovupd %ymm19, 688(%rsp)
	vmovupd %ymm4, 400(%rsp)
	movq 168(%rsp), %r12
	movl $16, %r15d
	cmpq $16, %r12
	jae .LBB_333
	jmp .LBB_784
.LBB_332:
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm10, %xmm10, %xmm10
	movq 168(%rsp), %r12
	movl $16, %r15d
	cmpq $16, %r12
	jb .LBB_784
.LBB_333:
	movq 160(%rsp), %r14
	vmovupd 2704(%rsp), %ymm2
	vdivpd %ymm2, %ymm10, %ymm1
	vmovupd %ymm1, (%r14)
	vdivpd %ymm2, %ymm8, %ymm1
	vmovupd %ymm1, 32(%r14)
	vdivpd %ymm2, %ymm3, %ymm1
	vmovupd %ymm1, 64(%r14)
	vdivpd %ymm2, %ymm0, %ymm0
	vmovupd %ymm0, 96(%r14)
	movq %r12, 40(%rsp)
	leaq -16(%r12), %rcx
	shrq $4, %rcx
	incq %rcx
	leaq 128(%r14), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	movq 1728(%rsp), %rsi
	addq %rax, %rsi
	movq %rsi, %r8
	negq %r8
	cmpq $32, %rdi
	setb %dil
	leaq 128(%r14,%r8), %r8
	cmpq $32, %r8
	setb %r8b
	orb %dil, %r8b
	movl $1, %r9d
	movq %rax, %r10
	movq %rbp, (%rsp)
	jmp .LBB_336
.LBB_334:
	vmovupd 800(%rsp), %ymm0
	vmovupd 592(%rsp), %ymm1
	vmovupd 304(%rsp), %ymm2
	vmovupd (%rax,%rdi,8), %ymm3
	vmovupd -128(%rax,%r11,8), %ymm4
	vbroadcastsd .LCPI_14(%rip), %ymm11
	vmulpd %ymm3, %ymm11, %ymm5
	vsubpd %ymm3, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm6
	vmovupd 1760(%rsp), %ymm14
	vmulpd %ymm5, %ymm14, %ymm5
	vaddpd %ymm5, %ymm0, %ymm7
	vsubpd %ymm0, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm0, %ymm0
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vbroadcastsd .LCPI_15(%rip), %ymm12
	vxorpd %ymm1, %ymm12, %ymm5
	vsubpd %ymm1, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm6, %ymm14, %ymm5
	vsubpd %ymm2, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vaddpd 464(%rsp), %ymm0, %ymm0
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm7
	vsubpd %ymm7, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm8, 800(%rsp)
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm4, 592(%rsp)
	vmovupd %ymm1, 304(%rsp)
	vaddpd %ymm0, %ymm8, %ymm0
	vmovupd 2208(%rsp), %ymm13
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, (%r14,%r11,8)
	vmovupd 832(%rsp), %ymm0
	vmovupd 624(%rsp), %ymm1
	vmovupd 336(%rsp), %ymm2
	vmovupd 32(%rax,%rdi,8), %ymm3
	vmovupd -96(%rax,%r11,8), %ymm4
	vmulpd %ymm3, %ymm11, %ymm5
	vsubpd %ymm3, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm6
	vmulpd %ymm5, %ymm14, %ymm5
	vaddpd %ymm5, %ymm0, %ymm7
	vsubpd %ymm0, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm0, %ymm0
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vxorpd %ymm1, %ymm12, %ymm5
	vsubpd %ymm1, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm6, %ymm14, %ymm5
	vsubpd %ymm2, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vaddpd 496(%rsp), %ymm0, %ymm0
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm7
	vsubpd %ymm7, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm8, 832(%rsp)
	vmovupd %ymm0, 496(%rsp)
	vmovupd %ymm4, 624(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vaddpd %ymm0, %ymm8, %ymm0
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, 32(%r14,%r11,8)
	vmovupd 864(%rsp), %ymm0
	vmovupd 656(%rsp), %ymm1
	vmovupd 368(%rsp), %ymm2
	vmovupd 64(%rax,%rdi,8), %ymm3
	vmulpd %ymm3, %ymm11, %ymm4
	vsubpd %ymm3, %ymm4, %ymm5
	vsubpd %ymm5, %ymm4, %ymm4
	vsubpd %ymm4, %ymm3, %ymm5
	vmulpd %ymm4, %ymm14, %ymm4
	vaddpd %ymm4, %ymm0, %ymm6
	vsubpd %ymm0, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm8
	vsubpd %ymm8, %ymm0, %ymm0
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm0, %ymm4, %ymm0
	vxorpd %ymm1, %ymm12, %ymm4
	vsubpd %ymm1, %ymm6, %ymm7
	vsubpd %ymm6, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm8, %ymm4, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm0, %ymm0
	vmulpd %ymm5, %ymm14, %ymm4
	vsubpd %ymm2, %ymm4, %ymm4
	vaddpd %ymm0, %ymm4, %ymm0
	vaddpd 528(%rsp), %ymm0, %ymm0
	vmovupd -64(%rax,%r11,8), %ymm4
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm8
	vsubpd %ymm8, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm8
	vsubpd %ymm8, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm7, 864(%rsp)
	vmovupd %ymm0, 528(%rsp)
	vmovupd %ymm4, 656(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vaddpd %ymm0, %ymm7, %ymm0
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, 64(%r14,%r11,8)
	vmovupd 896(%rsp), %ymm0
	vmovupd 688(%rsp), %ymm1
	vmovupd 400(%rsp), %ymm2
	vmovupd 96(%rax,%rdi,8), %ymm3
	vmovupd -32(%rax,%r11,8), %ymm4
	vmulpd %ymm3, %ymm11, %ymm5
	vsubpd %ymm3, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm6
	vmulpd %ymm5, %ymm14, %ymm5
	vaddpd %ymm5, %ymm0, %ymm7
	vsubpd %ymm0, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm0, %ymm0
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vxorpd %ymm1, %ymm12, %ymm5
	vsubpd %ymm1, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm6, %ymm14, %ymm5
	vsubpd %ymm2, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vaddpd 560(%rsp), %ymm0, %ymm0
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm7
	vsubpd %ymm7, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm8, 896(%rsp)
	vmovupd %ymm0, 560(%rsp)
	vmovupd %ymm4, 688(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vaddpd %ymm0, %ymm8, %ymm0
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, 96(%r14,%r11,8)
	movq %rbx, %r13
	movq (%rsp), %rbp
	movq %r12, %r11
.LBB_335:
	incq %r9
	subq $-128, %rdx
	subq $-128, %r10
	subq $-128, %rsi
	cmpq $1025, %r9
	je .LBB_345
.LBB_336:
	movq 32(%rsp), %rdi
	addq %r9, %rdi
	shlq $4, %rdi
	movq %r11, %r12
	subq %rdi, %r11
	jb .LBB_756
	cmpq $16, %r11
	jb .LBB_745
	movq %r13, %rbx
	movq %r9, %r11
	shlq $4, %r11
	leaq -16(%r11), %rbp
	movq %r12, %r13
	subq %rbp, %r13
	jb .LBB_757
	cmpq $16, %r13
	jb .LBB_746
	movq 40(%rsp), %r13
	subq %r11, %r13
	jb .LBB_758
	cmpq %rcx, %r9
	je .LBB_747
	testb %r8b, %r8b
	je .LBB_334
	xorl %edi, %edi
	vmovsd .LCPI_14(%rip), %xmm15
	movq %rbx, %r13
	movq (%rsp), %rbp
	vmovapd 1952(%rsp), %xmm16
	vmovapd 2272(%rsp), %xmm17
	movq %r12, %r11
.LBB_344:
	vmovsd 800(%rsp,%rdi), %xmm0
	vmovsd 592(%rsp,%rdi), %xmm1
	vmovsd 304(%rsp,%rdi), %xmm2
	vmovsd (%rsi,%rdi), %xmm3
	vmovsd (%r10,%rdi), %xmm4
	vmulsd %xmm3, %xmm15, %xmm5
	vsubsd %xmm3, %xmm5, %xmm6
	vsubsd %xmm6, %xmm5, %xmm5
	vsubsd %xmm5, %xmm3, %xmm6
	vmulsd %xmm17, %xmm5, %xmm5
	vmovddup .LCPI_15(%rip), %xmm7
	vxorpd %xmm7, %xmm1, %xmm8
	vaddsd %xmm5, %xmm0, %xmm9
	vsubsd %xmm1, %xmm9, %xmm10
	vsubsd %xmm9, %xmm10, %xmm11
	vsubsd %xmm0, %xmm9, %xmm12
	vpunpcklqdq %xmm10, %xmm9, %xmm13
	vpunpcklqdq %xmm11, %xmm12, %xmm14
	vsubpd %xmm14, %xmm13, %xmm13
	vpunpcklqdq %xmm9, %xmm0, %xmm0
	vsubpd %xmm13, %xmm0, %xmm0
	vsubsd %xmm11, %xmm8, %xmm8
	vsubsd %xmm12, %xmm5, %xmm5
	vpunpcklqdq %xmm8, %xmm5, %xmm5
	vaddpd %xmm0, %xmm5, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm5
	vaddsd %xmm5, %xmm0, %xmm0
	vmulsd %xmm17, %xmm6, %xmm5
	vsubsd %xmm2, %xmm5, %xmm5
	vaddsd %xmm0, %xmm5, %xmm0
	vaddsd 464(%rsp,%rdi), %xmm0, %xmm0
	vaddsd %xmm3, %xmm1, %xmm5
	vxorpd %xmm7, %xmm4, %xmm6
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd %xmm5, %xmm4, %xmm7
	vsubsd %xmm1, %xmm5, %xmm8
	vpunpcklqdq %xmm4, %xmm5, %xmm9
	vpunpcklqdq %xmm7, %xmm8, %xmm11
	vsubpd %xmm11, %xmm9, %xmm9
	vpunpcklqdq %xmm5, %xmm1, %xmm1
	vsubpd %xmm9, %xmm1, %xmm1
	vsubsd %xmm7, %xmm6, %xmm5
	vsubsd %xmm8, %xmm3, %xmm3
	vpunpcklqdq %xmm5, %xmm3, %xmm3
	vaddpd %xmm1, %xmm3, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vaddsd %xmm3, %xmm1, %xmm1
	vaddsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm10, 800(%rsp,%rdi)
	vmovsd %xmm0, 464(%rsp,%rdi)
	vmovsd %xmm4, 592(%rsp,%rdi)
	vmovsd %xmm1, 304(%rsp,%rdi)
	vaddsd %xmm0, %xmm10, %xmm0
	vmulsd %xmm0, %xmm16, %xmm0
	vmovsd %xmm0, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_344
	jmp .LBB_335
.LBB_345:
	vpbroadcastq %rbp, %zmm0
	vpaddq .LCPI_16(%rip), %zmm0, %zmm1
	vmovdqu64 2768(%rsp), %zmm2
	vpcmpnleuq %zmm2, %zmm1, %k0
	vpaddq .LCPI_17(%rip), %ymm0, %ymm0
	vpcmpnleuq %ymm2, %ymm0, %k1
	korb %k1, %k0, %k1
	vpmovm2d %k1, %ymm0
	vpmovm2d %k0, %ymm1
	vpblendd $240, %ymm1, %ymm0, %ymm0
	vpmovd2m %ymm0, %k0
	kortestb %k0, %k0
	jne .LBB_350
	leaq 13325(%rbp), %rax
	cmpq %r13, %rax
	ja .LBB_350
	leaq 14350(%rbp), %rax
	cmpq %r13, %rax
	ja .LBB_350
	leaq 15375(%rbp), %rax
	cmpq %r13, %rax
	ja .LBB_350
	leaq 16400(%rbp), %rax
	cmpq %r13, %rax
	jbe .LBB_418
.LBB_350:
	movl $1, %eax
	movq 104(%rsp), %rcx
	movq 88(%rsp), %rdx
	movq 96(%rsp), %rsi
	xorl %r8d, %r8d
	movq 56(%rsp), %rbx
	movq 40(%rsp), %r12
.LBB_351:
	cmpq $1025, %rcx
	movl $1025, %r9d
	cmovbq %rcx, %r9
	cmpq $1025, %rdx
	movl $1025, %r10d
	cmovbq %rdx, %r10
	movq %r8, %rdi
	shlq $10, %rdi
	addq %r8, %rdi
	addq %rbp, %rdi
	movq %r13, %r15
	subq %rdi, %r15
	jbe .LBB_364
	cmpq $1025, %r15
	movl $1025, %r11d
	cmovaeq %r11, %r15
	addq %rdi, %r15
	jb .LBB_748
	cmpq %r13, %r15
	ja .LBB_748
	shll $3, %r9d
	shll $3, %r10d
	movq %r8, %r11
	orq $1, %r11
	xorl %edi, %edi
	movq %r8, %r15
.LBB_355:
	cmpq %r12, %r15
	jae .LBB_800
	vmovq (%r14,%r15,8), %xmm0
	vmovq %xmm0, (%rsi,%rdi)
	addq $16, %r15
	addq $8, %rdi
	cmpq %rdi, %r10
	jne .LBB_355
	movq %r11, %rdi
	shlq $10, %rdi
	addq %r11, %rdi
	addq %rbp, %rdi
	movq %r13, %r15
	subq %rdi, %r15
	jbe .LBB_364
	cmpq $1025, %r15
	movl $1025, %r10d
	cmovaeq %r10, %r15
	addq %rdi, %r15
	jb .LBB_748
	cmpq %r13, %r15
	ja .LBB_748
	addq $2, %r8
	xorl %edi, %edi
	movq %rax, %r15
.LBB_361:
	cmpq %r12, %r15
	jae .LBB_800
	vmovq (%r14,%r15,8), %xmm0
	vmovq %xmm0, 8200(%rsi,%rdi)
	addq $16, %r15
	addq $8, %rdi
	cmpq %rdi, %r9
	jne .LBB_361
	addq $16400, %rsi
	addq $-2050, %rdx
	addq $2, %rax
	addq $-2050, %rcx
	cmpq $16, %r8
	jne .LBB_351
.LBB_364:
	leaq 16400(%rbp), %rax
	movq 64(%rsp), %rdx
.LBB_365:
	addq $16400, %rbp
	addq $131200, %rdx
	movq 96(%rsp), %r11
	addq $131200, %r11
	addq $-16400, 88(%rsp)
	addq $-16400, 104(%rsp)
	cmpq %r13, %rax
	jb .LBB_314
	jmp .LBB_477
.LBB_366:
	movl $8, %ecx
	xorl %eax, %eax
	movq %r8, 40(%rsp)
.LBB_367:
	movq 184(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 192(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 200(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 208(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 216(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 224(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 232(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 240(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 248(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 256(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 264(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 272(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 280(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	movq 288(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_321
	addq 296(%rsp), %rcx
	cmpq %r13, %rcx
	ja .LBB_321
	movq %r11, %r12
	movq $0, 592(%rsp)
	movq %rbx, 304(%rsp)
	movq %r13, 312(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 320(%rsp)
	leaq 592(%rsp), %rax
	movq %rax, 328(%rsp)
	leaq 464(%rsp), %rax
	movq %rax, 336(%rsp)
	leaq 1152(%rsp), %rdi
	leaq 304(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 464(%rsp), %rax
	movq 592(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	movq %r12, %rdx
	movq %r12, %rsi
	subq %rdi, %rsi
	jb .LBB_777
	movl $8, %r15d
	cmpq $8, %rsi
	jb .LBB_782
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vmovupd 1664(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 2640(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vmovupd 2576(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vpxor %xmm3, %xmm3, %xmm3
	vmovupd 2512(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 2448(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovsd 1152(%rsp), %xmm7
	vmovsd 1216(%rsp), %xmm8
	vmovsd 1280(%rsp), %xmm9
	kxnorb %k0, %k0, %k1
	vpxor %xmm1, %xmm1, %xmm1
	vmovupd 2144(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	vmovsd 1344(%rsp), %xmm10
	vmovsd 1408(%rsp), %xmm11
	vmovsd 1472(%rsp), %xmm12
	vmovsd 1536(%rsp), %xmm13
	vmovsd 1600(%rsp), %xmm14
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd 2080(%rsp), %zmm15
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
	movq %rdx, %rsi
	subq %rdi, %rsi
	jb .LBB_777
	cmpq $8, %rsi
	jb .LBB_782
	vmovupd %zmm6, (%r14,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	movq %rdx, %rsi
	subq %rdi, %rsi
	jb .LBB_777
	cmpq $8, %rsi
	jb .LBB_782
	vmovupd %zmm5, (%r14,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	movq %rdx, %rsi
	subq %rdi, %rsi
	jb .LBB_777
	cmpq $8, %rsi
	jb .LBB_782
	vmovupd %zmm4, (%r14,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	movq %rdx, %rsi
	subq %rdi, %rsi
	jb .LBB_777
	cmpq $8, %rsi
	jb .LBB_782
	vmovupd %zmm3, (%r14,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	movq %rdx, %rsi
	subq %rdi, %rsi
	jb .LBB_777
	cmpq $8, %rsi
	jb .LBB_782
	vmovupd %zmm2, (%r14,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	movq %rdx, %rsi
	subq %rdi, %rsi
	jb .LBB_777
	cmpq $8, %rsi
	jb .LBB_782
	vmovupd %zmm1, (%r14,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	movq %rdx, %rax
	subq %rdi, %rax
	jb .LBB_777
	cmpq $8, %rax
	jb .LBB_802
	vmovupd %zmm0, (%r14,%rdi,8)
	movq $8, 592(%rsp)
	movq %rbx, 304(%rsp)
	movq %r13, 312(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 320(%rsp)
	leaq 592(%rsp), %rax
	movq %rax, 328(%rsp)
	leaq 464(%rsp), %rax
	movq %rax, 336(%rsp)
	leaq 1152(%rsp), %rdi
	leaq 304(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 464(%rsp), %rax
	movq 592(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	movq %r12, %r11
	subq %rdi, %r12
	jb .LBB_778
	cmpq $8, %r12
	jb .LBB_771
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vmovupd 1664(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 2640(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vmovupd 2576(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vmovupd 2512(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 2448(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovsd 1152(%rsp), %xmm7
	vmovsd 1216(%rsp), %xmm8
	vmovsd 1280(%rsp), %xmm9
	kxnorb %k0, %k0, %k1
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd 2144(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	vmovsd 1344(%rsp), %xmm10
	vmovsd 1408(%rsp), %xmm11
	vmovsd 1472(%rsp), %xmm12
	vmovsd 1536(%rsp), %xmm13
	vmovsd 1600(%rsp), %xmm14
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd 2080(%rsp), %zmm15
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
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_778
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm6, (%r14,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_778
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm5, (%r14,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_778
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm4, (%r14,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_778
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm3, (%r14,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_778
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm2, (%r14,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_778
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm1, (%r14,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_778
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm0, (%r14,%rdi,8)
	movq 464(%rsp), %rcx
	leaq 8(%rcx), %rax
	movq %rax, 464(%rsp)
	addq $16, %rcx
	movq 40(%rsp), %r8
	cmpq %r8, %rcx
	ja .LBB_321
	movq 176(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	jbe .LBB_367
	jmp .LBB_321
.LBB_418:
	movq %rax, 1128(%rsp)
	movq $0, 80(%rsp)
	xorl %ebp, %ebp
	xorl %r13d, %r13d
	movq 40(%rsp), %r12
	jmp .LBB_420
.LBB_419:
	addq $8, %r13
	xorb $1, %bpl
.LBB_420:
	movq %r13, 72(%rsp)
	movq %r14, 960(%rsp)
	movq %r12, 968(%rsp)
	leaq 80(%rsp), %rax
	movq %rax, 976(%rsp)
	leaq 72(%rsp), %rax
	movq %rax, 984(%rsp)
	leaq 1152(%rsp), %rdi
	leaq 960(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 72(%rsp), %rdx
	movq 80(%rsp), %rax
	addq (%rsp), %rax
	movq %rdx, %rcx
	shlq $10, %rcx
	addq %rdx, %rcx
	leaq (%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	movq 24(%rsp), %rsi
	jb .LBB_741
	movl $8, %r15d
	cmpq $8, %rdx
	jb .LBB_742
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vmovupd 1664(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 2640(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vmovupd 2576(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vmovupd 2512(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vpxor %xmm2, %xmm2, %xmm2
	vmovupd 2448(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovsd 1152(%rsp), %xmm7
	vmovsd 1216(%rsp), %xmm8
	vmovsd 1280(%rsp), %xmm9
	kxnorb %k0, %k0, %k1
	vpxor %xmm1, %xmm1, %xmm1
	vmovupd 2144(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	vmovsd 1344(%rsp), %xmm10
	vmovsd 1408(%rsp), %xmm11
	vmovsd 1472(%rsp), %xmm12
	vmovsd 1536(%rsp), %xmm13
	vmovsd 1600(%rsp), %xmm14
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd 2080(%rsp), %zmm15
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%rsi,%rdi,8)
	vmovsd %xmm8, 8(%rsi,%rdi,8)
	vmovsd %xmm9, 16(%rsi,%rdi,8)
	vmovsd %xmm10, 24(%rsi,%rdi,8)
	vmovsd %xmm11, 32(%rsi,%rdi,8)
	vmovsd %xmm12, 40(%rsi,%rdi,8)
	vmovsd %xmm13, 48(%rsi,%rdi,8)
	vmovsd %xmm14, 56(%rsi,%rdi,8)
	leaq 1025(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm6, (%rsi,%rdi,8)
	leaq 2050(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm5, (%rsi,%rdi,8)
	leaq 3075(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm4, (%rsi,%rdi,8)
	leaq 4100(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm3, (%rsi,%rdi,8)
	leaq 5125(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm2, (%rsi,%rdi,8)
	leaq 6150(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm1, (%rsi,%rdi,8)
	leaq 7175(%rax,%rcx), %rdi
	movq %rbx, %rax
	subq %rdi, %rax
	jb .LBB_741
	cmpq $8, %rax
	jb .LBB_767
	vmovupd %zmm0, (%rsi,%rdi,8)
	testb $1, %bpl
	je .LBB_419
	movq 80(%rsp), %rax
	leaq 8(%rax), %rcx
	movq %rcx, 80(%rsp)
	leaq 16(%rax), %rdx
	cmpq $1026, %rdx
	jae .LBB_440
	xorl %r13d, %r13d
	xorb $1, %bpl
	jmp .LBB_420
.LBB_440:
	cmpq $1024, %rcx
	movq %rbx, %r13
	movq 56(%rsp), %rbx
	movq (%rsp), %rbp
	movq 64(%rsp), %rdx
	ja .LBB_475
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_442:
	cmpq %r12, %rcx
	jae .LBB_822
	leaq 8(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd (%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -65600(%rdx,%rax,8)
	leaq 1(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 1033(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 8(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -57400(%rdx,%rax,8)
	leaq 2(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 2058(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 16(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -49200(%rdx,%rax,8)
	leaq 3(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 3083(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 24(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -41000(%rdx,%rax,8)
	leaq 4(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 4108(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 32(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -32800(%rdx,%rax,8)
	leaq 5(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 5133(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 40(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -24600(%rdx,%rax,8)
	leaq 6(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 6158(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 48(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -16400(%rdx,%rax,8)
	leaq 7(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 7183(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 56(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -8200(%rdx,%rax,8)
	leaq 8(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 8208(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 64(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, (%rdx,%rax,8)
	leaq 9(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 9233(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 72(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 8200(%rdx,%rax,8)
	leaq 10(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 10258(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 80(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 16400(%rdx,%rax,8)
	leaq 11(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 11283(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 88(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 24600(%rdx,%rax,8)
	leaq 12(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 12308(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 96(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 32800(%rdx,%rax,8)
	leaq 13(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 13333(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 104(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 41000(%rdx,%rax,8)
	leaq 14(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 14358(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 112(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 49200(%rdx,%rax,8)
	leaq 15(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 15383(%rbp,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 120(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 57400(%rdx,%rax,8)
	incq %rax
	addq $16, %rcx
	cmpq $1017, %rax
	jne .LBB_442
.LBB_475:
	movq 1128(%rsp), %rax
	jmp .LBB_365
.LBB_476:
	movq %r13, %rax
	subq %rbp, %rax
	movl $0, %edx
	cmovaeq %rax, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	movq %rbp, 1152(%rsp)
	movq %rdx, 1160(%rsp)
	movq $1024, 1168(%rsp)
	movb $1, 1176(%rsp)
	movq %rbx, %rdi
	movq %r13, %rsi
	movq 48(%rsp), %rdx
	leaq 1152(%rsp), %rcx
	movq 24(%rsp), %r8
	movq %r13, %r9
	vzeroupper
	callq kernel_sliding::wma::periods_into
.LBB_477:
	movq 1000(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 1008(%rsp), %r13
	leaq (,%r13,8), %rax
	testq %r13, %r13
	je .LBB_491
	movq 8(%rsp), %rcx
	movq 768(%rsp), %rdx
	movq 760(%rsp), %rsi
	leaq -8(%rax), %r9
	shrq $3, %r9
	cmpq %r9, %rsi
	cmovbq %rsi, %r9
	cmpq %rdx, %r9
	cmovaeq %rdx, %r9
	cmpq %rcx, %r9
	cmovaeq %rcx, %r9
	cmpq $8, %r9
	jae .LBB_480
	movq 48(%rsp), %r15
	movq %r15, %rdi
	xorl %r8d, %r8d
	movq 752(%rsp), %rbx
	movq 1112(%rsp), %r11
	movq 1104(%rsp), %r14
	jmp .LBB_486
.LBB_480:
	movq 48(%rsp), %r15
	movq %r15, %rdi
	movq 752(%rsp), %rbx
	subq %rbx, %rdi
	cmpq $64, %rdi
	movq 1112(%rsp), %r11
	movq 1104(%rsp), %r14
	jb .LBB_485
	movq %r15, %rdi
	subq %r11, %rdi
	cmpq $64, %rdi
	jb .LBB_485
	movq %r15, %r10
	subq %r14, %r10
	movq %r15, %rdi
	movl $0, %r8d
	cmpq $64, %r10
	jb .LBB_486
	incq %r9
	movl %r9d, %edi
	andl $7, %edi
	movl $8, %r8d
	cmoveq %r8, %rdi
	movq %r9, %r8
	subq %rdi, %r8
	leaq (%r15,%r8,8), %rdi
	xorl %r9d, %r9d
	vbroadcastsd .LCPI_18(%rip), %ymm2
.LBB_484:
	vmulpd (%rbx,%r9,8), %ymm2, %ymm0
	vmulpd 32(%rbx,%r9,8), %ymm2, %ymm1
	vsubpd (%r11,%r9,8), %ymm0, %ymm0
	vsubpd 32(%r11,%r9,8), %ymm1, %ymm1
	vsubpd (%r14,%r9,8), %ymm0, %ymm0
	vsubpd 32(%r14,%r9,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r15,%r9,8)
	vmovupd %ymm1, 32(%r15,%r9,8)
	addq $8, %r9
	cmpq %r9, %r8
	jne .LBB_484
	jmp .LBB_486
.LBB_485:
	movq %r15, %rdi
	xorl %r8d, %r8d
.LBB_486:
	leaq (%r15,%r13,8), %r9
	leaq (%r14,%r8,8), %r10
	leaq (%r11,%r8,8), %r11
	leaq (%rbx,%r8,8), %rbx
	subq %r8, %rsi
	subq %r8, %rdx
	subq %r8, %rcx
	xorl %r8d, %r8d
	xorl %r14d, %r14d
.LBB_487:
	cmpq %r14, %rcx
	je .LBB_819
	cmpq %r14, %rdx
	je .LBB_820
	cmpq %r14, %rsi
	je .LBB_821
	vmovsd .LCPI_18(%rip), %xmm0
	vmulsd (%rbx,%r14,8), %xmm0, %xmm0
	vsubsd (%r11,%r14,8), %xmm0, %xmm0
	vsubsd (%r10,%r14,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rdi,%r14,8)
	incq %r14
	leaq 8(%rdi,%r8), %r15
	addq $8, %r8
	cmpq %r9, %r15
	jne .LBB_487
.LBB_491:
	movq 456(%rsp), %rbx
	testq %rbx, %rbx
	js .LBB_827
	movq 1048(%rsp), %rsi
	movq 1056(%rsp), %rcx
	movq %r13, 944(%rsp)
	movq %rcx, 952(%rsp)
	cmpq %rcx, %r13
	jne .LBB_792
	testq %rbx, %rbx
	movabsq $9221120237041090560, %r9
	je .LBB_804
	xorl %ecx, %ecx
	testq %r13, %r13
	je .LBB_498
.LBB_495:
	movq 48(%rsp), %rdx
	vmovsd (%rdx,%rcx,8), %xmm0
	vucomisd %xmm0, %xmm0
	jnp .LBB_498
	incq %rcx
	addq $-8, %rax
	jne .LBB_495
	movq %r13, %rcx
.LBB_498:
	leaq -1(%rbx,%rcx), %rcx
	cmpq %rcx, %r13
	movq %rcx, %rdx
	cmovbq %r13, %rdx
	leaq (,%rdx,8), %rax
	movq %rsi, 24(%rsp)
	leaq (%rsi,%rdx,8), %r14
	movq %rdx, %r11
	testq %rdx, %rdx
	je .LBB_510
	leaq -8(%rax), %rsi
	movq 24(%rsp), %rdi
	cmpq $24, %rsi
	jb .LBB_509
	movq %rsi, %rdx
	shrq $3, %rdx
	incq %rdx
	cmpq $120, %rsi
	jae .LBB_502
	xorl %esi, %esi
	jmp .LBB_506
.LBB_502:
	movq %rdx, %rsi
	movabsq $4611686018427387888, %rdi
	andq %rdi, %rsi
	xorl %edi, %edi
	vbroadcastsd .LCPI_7(%rip), %ymm0
	movq 24(%rsp), %r8
.LBB_503:
	vmovupd %ymm0, (%r8,%rdi,8)
	vmovupd %ymm0, 32(%r8,%rdi,8)
	vmovupd %ymm0, 64(%r8,%rdi,8)
	vmovupd %ymm0, 96(%r8,%rdi,8)
	addq $16, %rdi
	cmpq %rdi, %rsi
	jne .LBB_503
	cmpq %rsi, %rdx
	je .LBB_510
	testb $12, %dl
	je .LBB_738
.LBB_506:
	movabsq $4611686018427387888, %rdi
	leaq 12(%rdi), %r8
	andq %rdx, %r8
	movq 24(%rsp), %r10
	leaq (%r10,%r8,8), %rdi
	vbroadcastsd .LCPI_7(%rip), %ymm0
.LBB_507:
	vmovupd %ymm0, (%r10,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %r8
	jne .LBB_507
	cmpq %r8, %rdx
	je .LBB_510
.LBB_509:
	movq %r9, (%rdi)
	addq $8, %rdi
	cmpq %r14, %rdi
	jne .LBB_509
.LBB_510:
	cmpq %r13, %rcx
	jae .LBB_675
	movabsq $1152921504606846976, %rdx
	leaq -1(%rdx,%rbx), %rcx
	movq %rcx, 40(%rsp)
	movq %rbx, %rsi
	shlq $4, %rsi
	leaq 16384(%rsi), %rcx
	movq %rcx, 104(%rsp)
	leaq -1(%r13), %rcx
	movq %rcx, 32(%rsp)
	leaq 1(%rbx), %rcx
	imulq %rbx, %rcx
	vcvtusi2sd %rcx, %xmm14, %xmm0
	vmulsd .LCPI_8(%rip), %xmm0, %xmm0
	vmovsd .LCPI_9(%rip), %xmm1
	vdivsd %xmm0, %xmm1, %xmm1
	leaq -16(%rdx), %rcx
	movq %rsi, 440(%rsp)
	andq %rsi, %rcx
	movq %rcx, 432(%rsp)
	vcvtsi2sd %rbx, %xmm15, %xmm2
	movq %rbx, %rcx
	shlq $7, %rcx
	movq %rcx, 1920(%rsp)
	vpbroadcastq %r13, %zmm3
	vmovdqu64 %zmm3, 2704(%rsp)
	vbroadcastsd %xmm0, %ymm0
	vmovupd %ymm0, 1728(%rsp)
	vmovapd %xmm1, 1856(%rsp)
	vbroadcastsd %xmm1, %ymm0
	vmovupd %ymm0, 2272(%rsp)
	vmovapd %xmm2, 1952(%rsp)
	vbroadcastsd %xmm2, %ymm0
	vmovupd %ymm0, 2208(%rsp)
	movq 24(%rsp), %rcx
	leaq 65664(%rcx,%rax), %rdx
	movq %r13, %rax
	subq %r11, %rax
	movq %rax, 64(%rsp)
	addq $-1025, %rax
	movq %rax, 88(%rsp)
.LBB_512:
	movq %rdx, 56(%rsp)
	movq %r13, %rdx
	movq %r11, 1760(%rsp)
	subq %r11, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	movabsq $17996823486545904, %rsi
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	cmpq $8, %rdx
	jb .LBB_674
	movq %r14, 96(%rsp)
	leaq 128(%rsp), %rdi
	movq 104(%rsp), %rsi
	vzeroupper
	callq alloc::vec::Vec<T,A>::resize
	movl $16400, %esi
	leaq 152(%rsp), %rdi
	callq alloc::vec::Vec<T,A>::resize
	movq 1760(%rsp), %rax
	subq %rbx, %rax
	vpbroadcastq %rax, %ymm0
	vpaddq .LCPI_10(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 176(%rsp)
	vpaddq .LCPI_11(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 208(%rsp)
	vpaddq .LCPI_12(%rip), %ymm0, %ymm1
	vmovdqu %ymm1, 240(%rsp)
	vpaddq .LCPI_13(%rip), %ymm0, %ymm0
	vmovdqu %ymm0, 272(%rsp)
	movq 136(%rsp), %r14
	movq 144(%rsp), %rbp
	movq %rbp, %r8
	shrq $4, %r8
	movq $0, 464(%rsp)
	cmpq $128, %rbp
	jae .LBB_517
	xorl %eax, %eax
	movq 48(%rsp), %rbx
	jmp .LBB_519
.LBB_517:
	movq 176(%rsp), %rax
	addq $8, %rax
	cmpq %r13, %rax
	movq 48(%rsp), %rbx
	jbe .LBB_564
	xorl %eax, %eax
.LBB_519:
	cmpq %r8, %rax
	jae .LBB_525
	movq %rax, %rdi
	shlq $4, %rdi
	movq %rbp, %r12
	subq %rdi, %r12
.LBB_521:
	cmpq %rbp, %rdi
	ja .LBB_769
	cmpq $16, %r12
	jb .LBB_759
	movq 176(%rsp), %rcx
	addq %rax, %rcx
	movq 32(%rsp), %rsi
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, (%r14,%rdi,8)
	movq 184(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 8(%r14,%rdi,8)
	movq 192(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 16(%r14,%rdi,8)
	movq 200(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 24(%r14,%rdi,8)
	movq 208(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 32(%r14,%rdi,8)
	movq 216(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 40(%r14,%rdi,8)
	movq 224(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 48(%r14,%rdi,8)
	movq 232(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 56(%r14,%rdi,8)
	movq 240(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 64(%r14,%rdi,8)
	movq 248(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 72(%r14,%rdi,8)
	movq 256(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 80(%r14,%rdi,8)
	movq 264(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 88(%r14,%rdi,8)
	movq 272(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 96(%r14,%rdi,8)
	movq 280(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %rsi
	cmovbq %rsi, %rcx
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd %xmm0, 104(%r14,%rdi,8)
	leaq 1(%rax), %rcx
	movq 288(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %rsi
	cmovbq %rsi, %rdx
	vmovsd (%rbx,%rdx,8), %xmm0
	vmovsd %xmm0, 112(%r14,%rdi,8)
	addq 296(%rsp), %rax
	cmpq %rax, %rsi
	cmovbq %rsi, %rax
	vmovq (%rbx,%rax,8), %xmm0
	vmovq %xmm0, 120(%r14,%rdi,8)
	addq $16, %rdi
	addq $-16, %r12
	movq %rcx, %rax
	cmpq %rcx, %r8
	jne .LBB_521
	movq 144(%rsp), %rbp
.LBB_525:
	vpxor %xmm0, %xmm0, %xmm0
	vmovdqu %ymm0, 896(%rsp)
	vmovdqu %ymm0, 864(%rsp)
	vmovdqu %ymm0, 832(%rsp)
	vmovdqu %ymm0, 800(%rsp)
	vmovdqu %ymm0, 560(%rsp)
	vmovdqu %ymm0, 528(%rsp)
	vmovdqu %ymm0, 496(%rsp)
	vmovdqu %ymm0, 464(%rsp)
	vmovdqu %ymm0, 688(%rsp)
	vmovdqu %ymm0, 656(%rsp)
	vmovdqu %ymm0, 624(%rsp)
	vmovdqu %ymm0, 592(%rsp)
	vmovdqu %ymm0, 400(%rsp)
	vmovdqu %ymm0, 368(%rsp)
	vmovdqu %ymm0, 336(%rsp)
	vmovdqu %ymm0, 304(%rsp)
	cmpq %rbp, 440(%rsp)
	movq 432(%rsp), %rsi
	ja .LBB_788
	movq 136(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_530
	vmovupd 800(%rsp), %ymm12
	vmovupd 832(%rsp), %ymm14
	vmovupd 864(%rsp), %ymm16
	vmovupd 896(%rsp), %ymm18
	vmovupd 464(%rsp), %ymm7
	vmovupd 496(%rsp), %ymm5
	vmovupd 528(%rsp), %ymm2
	vmovupd 560(%rsp), %ymm1
	vmovupd 592(%rsp), %ymm13
	vmovupd 624(%rsp), %ymm15
	vmovupd 656(%rsp), %ymm17
	vmovupd 688(%rsp), %ymm19
	vmovupd 304(%rsp), %ymm11
	vmovupd 336(%rsp), %ymm9
	vmovupd 368(%rsp), %ymm6
	vmovupd 400(%rsp), %ymm4
	movl $1, %ecx
	xorl %edx, %edx
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm10, %xmm10, %xmm10
	vbroadcastsd .LCPI_14(%rip), %ymm30
.LBB_528:
	vmovapd %ymm12, %ymm25
	vmovapd %ymm13, %ymm26
	vmovapd %ymm14, %ymm27
	vmovapd %ymm15, %ymm28
	vmovapd %ymm16, %ymm24
	vmovapd %ymm17, %ymm23
	vmovapd %ymm18, %ymm21
	vmovapd %ymm19, %ymm20
	vcvtsi2sd %rcx, %xmm31, %xmm12
	vbroadcastsd %xmm12, %ymm19
	vmovupd (%rax,%rdx,8), %ymm14
	vmovupd 32(%rax,%rdx,8), %ymm16
	vmovupd 64(%rax,%rdx,8), %ymm18
	vmovupd 96(%rax,%rdx,8), %ymm22
	vmulpd %ymm19, %ymm14, %ymm12
	vaddpd %ymm12, %ymm10, %ymm10
	vmulpd %ymm30, %ymm14, %ymm12
	vsubpd %ymm14, %ymm12, %ymm13
	vsubpd %ymm13, %ymm12, %ymm12
	vsubpd %ymm12, %ymm14, %ymm13
	vmulpd %ymm19, %ymm12, %ymm15
	vaddpd %ymm15, %ymm25, %ymm12
	vsubpd %ymm25, %ymm12, %ymm17
	vsubpd %ymm17, %ymm12, %ymm29
	vsubpd %ymm29, %ymm25, %ymm25
	vsubpd %ymm17, %ymm15, %ymm15
	vaddpd %ymm25, %ymm15, %ymm15
	vmulpd %ymm19, %ymm13, %ymm13
	vaddpd %ymm15, %ymm13, %ymm13
	vaddpd %ymm7, %ymm13, %ymm7
	vaddpd %ymm26, %ymm14, %ymm13
	vsubpd %ymm26, %ymm13, %ymm15
	vsubpd %ymm15, %ymm13, %ymm17
	vsubpd %ymm17, %ymm26, %ymm17
	vsubpd %ymm15, %ymm14, %ymm14
	vaddpd %ymm17, %ymm14, %ymm14
	vaddpd %ymm14, %ymm11, %ymm11
	vmulpd %ymm19, %ymm16, %ymm14
	vaddpd %ymm14, %ymm8, %ymm8
	vmulpd %ymm30, %ymm16, %ymm14
	vsubpd %ymm16, %ymm14, %ymm15
	vsubpd %ymm15, %ymm14, %ymm14
	vsubpd %ymm14, %ymm16, %ymm15
	vmulpd %ymm19, %ymm14, %ymm17
	vaddpd %ymm17, %ymm27, %ymm14
	vsubpd %ymm27, %ymm14, %ymm25
	vsubpd %ymm25, %ymm14, %ymm26
	vsubpd %ymm26, %ymm27, %ymm26
	vsubpd %ymm25, %ymm17, %ymm17
	vaddpd %ymm26, %ymm17, %ymm17
	vmulpd %ymm19, %ymm15, %ymm15
	vaddpd %ymm17, %ymm15, %ymm15
	vaddpd %ymm5, %ymm15, %ymm5
	vaddpd %ymm28, %ymm16, %ymm15
	vsubpd %ymm28, %ymm15, %ymm17
	vsubpd %ymm17, %ymm15, %ymm25
	vsubpd %ymm25, %ymm28, %ymm25
	vsubpd %ymm17, %ymm16, %ymm16
	vaddpd %ymm25, %ymm16, %ymm16
	vaddpd %ymm16, %ymm9, %ymm9
	vmulpd %ymm19, %ymm18, %ymm16
	vaddpd %ymm16, %ymm3, %ymm3
	vmulpd %ymm30, %ymm18, %ymm16
	vsubpd %ymm18, %ymm16, %ymm17
	vsubpd %ymm17, %ymm16, %ymm16
	vsubpd %ymm16, %ymm18, %ymm17
	vmulpd %ymm19, %ymm16, %ymm25
	vaddpd %ymm25, %ymm24, %ymm16
	vsubpd %ymm24, %ymm16, %ymm26
	vsubpd %ymm26, %ymm16, %ymm27
	vsubpd %ymm27, %ymm24, %ymm24
	vsubpd %ymm26, %ymm25, %ymm25
	vaddpd %ymm24, %ymm25, %ymm24
	vmulpd %ymm19, %ymm17, %ymm17
	vaddpd %ymm24, %ymm17, %ymm17
	vaddpd %ymm17, %ymm2, %ymm2
	vaddpd %ymm23, %ymm18, %ymm17
	vsubpd %ymm23, %ymm17, %ymm24
	vsubpd %ymm24, %ymm17, %ymm25
	vsubpd %ymm25, %ymm23, %ymm23
	vsubpd %ymm24, %ymm18, %ymm18
	vaddpd %ymm23, %ymm18, %ymm18
	vaddpd %ymm18, %ymm6, %ymm6
	vmulpd %ymm19, %ymm22, %ymm18
	vaddpd %ymm18, %ymm0, %ymm0
	vmulpd %ymm30, %ymm22, %ymm18
	vsubpd %ymm22, %ymm18, %ymm23
	vsubpd %ymm23, %ymm18, %ymm18
	vsubpd %ymm18, %ymm22, %ymm23
	vmulpd %ymm19, %ymm18, %ymm24
	vaddpd %ymm24, %ymm21, %ymm18
	vsubpd %ymm21, %ymm18, %ymm25
	vsubpd %ymm25, %ymm18, %ymm26
	vsubpd %ymm26, %ymm21, %ymm21
	vsubpd %ymm25, %ymm24, %ymm24
	vaddpd %ymm21, %ymm24, %ymm21
	vmulpd %ymm19, %ymm23, %ymm19
	vaddpd %ymm21, %ymm19, %ymm19
	vaddpd %ymm19, %ymm1, %ymm1
	vaddpd %ymm20, %ymm22, %ymm19
	vsubpd %ymm20, %ymm19, %ymm21
	vsubpd %ymm21, %ymm19, %ymm23
	vsubpd %ymm23, %ymm20, %ymm20
	vsubpd %ymm21, %ymm22, %ymm21
	vaddpd %ymm20, %ymm21, %ymm20
	vaddpd %ymm20, %ymm4, %ymm4
	incq %rcx
	addq $16, %rdx
	cmpq %rdx, %rsi
	jne .LBB_528
	vmovupd %ymm12, 800(%rsp)
	vmovupd %ymm7, 464(%rsp)
	vmovupd %ymm13, 592(%rsp)
	vmovupd %ymm11, 304(%rsp)
	vmovupd %ymm14, 832(%rsp)
	vmovupd %ymm5, 496(%rsp)
	vmovupd %ymm15, 624(%rsp)
	vmovupd %ymm9, 336(%rsp)
	vmovupd %ymm16, 864(%rsp)
	vmovupd %ymm2, 528(%rsp)
	vmovupd %ymm17, 656(%rsp)
	vmovupd %ymm6, 368(%rsp)
	vmovupd %ymm18, 896(%rsp)
	vmovupd %ymm1, 560(%rsp)
	vmovupd %ymm19, 688(%rsp)
	vmovupd %ymm4, 400(%rsp)
	movq 168(%rsp), %r12
	movl $16, %r15d
	cmpq $16, %r12
	jae .LBB_531
	jmp .LBB_784
.LBB_530:
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm8, %xmm8, %xmm8
	vxorpd %xmm10, %xmm10, %xmm10
	movq 168(%rsp), %r12
	movl $16, %r15d
	cmpq $16, %r12
	jb .LBB_784
.LBB_531:
	movq 160(%rsp), %r14
	vmovupd 1728(%rsp), %ymm2
	vdivpd %ymm2, %ymm10, %ymm1
	vmovupd %ymm1, (%r14)
	vdivpd %ymm2, %ymm8, %ymm1
	vmovupd %ymm1, 32(%r14)
	vdivpd %ymm2, %ymm3, %ymm1
	vmovupd %ymm1, 64(%r14)
	vdivpd %ymm2, %ymm0, %ymm0
	vmovupd %ymm0, 96(%r14)
	leaq -16(%r12), %rcx
	shrq $4, %rcx
	incq %rcx
	leaq 128(%r14), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	movq 1920(%rsp), %rsi
	addq %rax, %rsi
	movq %rsi, %r8
	negq %r8
	cmpq $32, %rdi
	setb %dil
	leaq 128(%r14,%r8), %r8
	cmpq $32, %r8
	setb %r8b
	orb %dil, %r8b
	movb %r8b, (%rsp)
	movl $1, %r9d
	movq %rax, %r10
	jmp .LBB_534
.LBB_532:
	vmovupd 800(%rsp), %ymm0
	vmovupd 592(%rsp), %ymm1
	vmovupd 304(%rsp), %ymm2
	vmovupd (%rax,%rdi,8), %ymm3
	vmovupd -128(%rax,%r11,8), %ymm4
	vbroadcastsd .LCPI_14(%rip), %ymm11
	vmulpd %ymm3, %ymm11, %ymm5
	vsubpd %ymm3, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm6
	vmovupd 2208(%rsp), %ymm14
	vmulpd %ymm5, %ymm14, %ymm5
	vaddpd %ymm5, %ymm0, %ymm7
	vsubpd %ymm0, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm0, %ymm0
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vbroadcastsd .LCPI_15(%rip), %ymm12
	vxorpd %ymm1, %ymm12, %ymm5
	vsubpd %ymm1, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm6, %ymm14, %ymm5
	vsubpd %ymm2, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vaddpd 464(%rsp), %ymm0, %ymm0
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm7
	vsubpd %ymm7, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm8, 800(%rsp)
	vmovupd %ymm0, 464(%rsp)
	vmovupd %ymm4, 592(%rsp)
	vmovupd %ymm1, 304(%rsp)
	vaddpd %ymm0, %ymm8, %ymm0
	vmovupd 2272(%rsp), %ymm13
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, (%r14,%r11,8)
	vmovupd 832(%rsp), %ymm0
	vmovupd 624(%rsp), %ymm1
	vmovupd 336(%rsp), %ymm2
	vmovupd 32(%rax,%rdi,8), %ymm3
	vmovupd -96(%rax,%r11,8), %ymm4
	vmulpd %ymm3, %ymm11, %ymm5
	vsubpd %ymm3, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm6
	vmulpd %ymm5, %ymm14, %ymm5
	vaddpd %ymm5, %ymm0, %ymm7
	vsubpd %ymm0, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm0, %ymm0
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vxorpd %ymm1, %ymm12, %ymm5
	vsubpd %ymm1, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm6, %ymm14, %ymm5
	vsubpd %ymm2, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vaddpd 496(%rsp), %ymm0, %ymm0
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm7
	vsubpd %ymm7, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm8, 832(%rsp)
	vmovupd %ymm0, 496(%rsp)
	vmovupd %ymm4, 624(%rsp)
	vmovupd %ymm1, 336(%rsp)
	vaddpd %ymm0, %ymm8, %ymm0
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, 32(%r14,%r11,8)
	vmovupd 864(%rsp), %ymm0
	vmovupd 656(%rsp), %ymm1
	vmovupd 368(%rsp), %ymm2
	vmovupd 64(%rax,%rdi,8), %ymm3
	vmulpd %ymm3, %ymm11, %ymm4
	vsubpd %ymm3, %ymm4, %ymm5
	vsubpd %ymm5, %ymm4, %ymm4
	vsubpd %ymm4, %ymm3, %ymm5
	vmulpd %ymm4, %ymm14, %ymm4
	vaddpd %ymm4, %ymm0, %ymm6
	vsubpd %ymm0, %ymm6, %ymm7
	vsubpd %ymm7, %ymm6, %ymm8
	vsubpd %ymm8, %ymm0, %ymm0
	vsubpd %ymm7, %ymm4, %ymm4
	vaddpd %ymm0, %ymm4, %ymm0
	vxorpd %ymm1, %ymm12, %ymm4
	vsubpd %ymm1, %ymm6, %ymm7
	vsubpd %ymm6, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm6, %ymm6
	vsubpd %ymm8, %ymm4, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vaddpd %ymm4, %ymm0, %ymm0
	vmulpd %ymm5, %ymm14, %ymm4
	vsubpd %ymm2, %ymm4, %ymm4
	vaddpd %ymm0, %ymm4, %ymm0
	vaddpd 528(%rsp), %ymm0, %ymm0
	vmovupd -64(%rax,%r11,8), %ymm4
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm8
	vsubpd %ymm8, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm8
	vsubpd %ymm8, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm7, 864(%rsp)
	vmovupd %ymm0, 528(%rsp)
	vmovupd %ymm4, 656(%rsp)
	vmovupd %ymm1, 368(%rsp)
	vaddpd %ymm0, %ymm7, %ymm0
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, 64(%r14,%r11,8)
	vmovupd 896(%rsp), %ymm0
	vmovupd 688(%rsp), %ymm1
	vmovupd 400(%rsp), %ymm2
	vmovupd 96(%rax,%rdi,8), %ymm3
	vmovupd -32(%rax,%r11,8), %ymm4
	vmulpd %ymm3, %ymm11, %ymm5
	vsubpd %ymm3, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm5
	vsubpd %ymm5, %ymm3, %ymm6
	vmulpd %ymm5, %ymm14, %ymm5
	vaddpd %ymm5, %ymm0, %ymm7
	vsubpd %ymm0, %ymm7, %ymm8
	vsubpd %ymm8, %ymm7, %ymm9
	vsubpd %ymm9, %ymm0, %ymm0
	vsubpd %ymm8, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vxorpd %ymm1, %ymm12, %ymm5
	vsubpd %ymm1, %ymm7, %ymm8
	vsubpd %ymm7, %ymm8, %ymm9
	vsubpd %ymm9, %ymm8, %ymm10
	vsubpd %ymm10, %ymm7, %ymm7
	vsubpd %ymm9, %ymm5, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vaddpd %ymm5, %ymm0, %ymm0
	vmulpd %ymm6, %ymm14, %ymm5
	vsubpd %ymm2, %ymm5, %ymm5
	vaddpd %ymm0, %ymm5, %ymm0
	vaddpd 560(%rsp), %ymm0, %ymm0
	vaddpd %ymm3, %ymm1, %ymm5
	vsubpd %ymm1, %ymm5, %ymm6
	vsubpd %ymm6, %ymm5, %ymm7
	vsubpd %ymm7, %ymm1, %ymm1
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm1, %ymm3, %ymm1
	vxorpd %ymm4, %ymm12, %ymm3
	vsubpd %ymm4, %ymm5, %ymm4
	vsubpd %ymm5, %ymm4, %ymm6
	vsubpd %ymm6, %ymm4, %ymm7
	vsubpd %ymm7, %ymm5, %ymm5
	vsubpd %ymm6, %ymm3, %ymm3
	vaddpd %ymm5, %ymm3, %ymm3
	vaddpd %ymm3, %ymm1, %ymm1
	vaddpd %ymm1, %ymm2, %ymm1
	vmovupd %ymm8, 896(%rsp)
	vmovupd %ymm0, 560(%rsp)
	vmovupd %ymm4, 688(%rsp)
	vmovupd %ymm1, 400(%rsp)
	vaddpd %ymm0, %ymm8, %ymm0
	vmulpd %ymm0, %ymm13, %ymm0
	vmovupd %ymm0, 96(%r14,%r11,8)
	movq %rbx, %r13
	movq %r8, %rbp
.LBB_533:
	incq %r9
	subq $-128, %rdx
	subq $-128, %r10
	subq $-128, %rsi
	cmpq $1025, %r9
	je .LBB_543
.LBB_534:
	movq 40(%rsp), %rdi
	addq %r9, %rdi
	shlq $4, %rdi
	movq %rbp, %r11
	subq %rdi, %r11
	jb .LBB_762
	cmpq $16, %r11
	jb .LBB_745
	movq %r13, %rbx
	movq %r9, %r11
	shlq $4, %r11
	movq %rbp, %r13
	leaq -16(%r11), %rbp
	movq %r13, %r8
	subq %rbp, %r13
	jb .LBB_763
	cmpq $16, %r13
	jb .LBB_746
	movq %r12, %r13
	subq %r11, %r13
	jb .LBB_764
	cmpq %rcx, %r9
	je .LBB_747
	cmpb $0, (%rsp)
	je .LBB_532
	xorl %edi, %edi
	vmovsd .LCPI_14(%rip), %xmm15
	movq %rbx, %r13
	vmovapd 1856(%rsp), %xmm16
	vmovapd 1952(%rsp), %xmm17
	movq %r8, %rbp
.LBB_542:
	vmovsd 800(%rsp,%rdi), %xmm0
	vmovsd 592(%rsp,%rdi), %xmm1
	vmovsd 304(%rsp,%rdi), %xmm2
	vmovsd (%rsi,%rdi), %xmm3
	vmovsd (%r10,%rdi), %xmm4
	vmulsd %xmm3, %xmm15, %xmm5
	vsubsd %xmm3, %xmm5, %xmm6
	vsubsd %xmm6, %xmm5, %xmm5
	vsubsd %xmm5, %xmm3, %xmm6
	vmulsd %xmm17, %xmm5, %xmm5
	vmovddup .LCPI_15(%rip), %xmm7
	vxorpd %xmm7, %xmm1, %xmm8
	vaddsd %xmm5, %xmm0, %xmm9
	vsubsd %xmm1, %xmm9, %xmm10
	vsubsd %xmm9, %xmm10, %xmm11
	vsubsd %xmm0, %xmm9, %xmm12
	vpunpcklqdq %xmm10, %xmm9, %xmm13
	vpunpcklqdq %xmm11, %xmm12, %xmm14
	vsubpd %xmm14, %xmm13, %xmm13
	vpunpcklqdq %xmm9, %xmm0, %xmm0
	vsubpd %xmm13, %xmm0, %xmm0
	vsubsd %xmm11, %xmm8, %xmm8
	vsubsd %xmm12, %xmm5, %xmm5
	vpunpcklqdq %xmm8, %xmm5, %xmm5
	vaddpd %xmm0, %xmm5, %xmm0
	vshufpd $1, %xmm0, %xmm0, %xmm5
	vaddsd %xmm5, %xmm0, %xmm0
	vmulsd %xmm17, %xmm6, %xmm5
	vsubsd %xmm2, %xmm5, %xmm5
	vaddsd %xmm0, %xmm5, %xmm0
	vaddsd 464(%rsp,%rdi), %xmm0, %xmm0
	vaddsd %xmm3, %xmm1, %xmm5
	vxorpd %xmm7, %xmm4, %xmm6
	vsubsd %xmm4, %xmm5, %xmm4
	vsubsd %xmm5, %xmm4, %xmm7
	vsubsd %xmm1, %xmm5, %xmm8
	vpunpcklqdq %xmm4, %xmm5, %xmm9
	vpunpcklqdq %xmm7, %xmm8, %xmm11
	vsubpd %xmm11, %xmm9, %xmm9
	vpunpcklqdq %xmm5, %xmm1, %xmm1
	vsubpd %xmm9, %xmm1, %xmm1
	vsubsd %xmm7, %xmm6, %xmm5
	vsubsd %xmm8, %xmm3, %xmm3
	vpunpcklqdq %xmm5, %xmm3, %xmm3
	vaddpd %xmm1, %xmm3, %xmm1
	vshufpd $1, %xmm1, %xmm1, %xmm3
	vaddsd %xmm3, %xmm1, %xmm1
	vaddsd %xmm1, %xmm2, %xmm1
	vmovsd %xmm10, 800(%rsp,%rdi)
	vmovsd %xmm0, 464(%rsp,%rdi)
	vmovsd %xmm4, 592(%rsp,%rdi)
	vmovsd %xmm1, 304(%rsp,%rdi)
	vaddsd %xmm0, %xmm10, %xmm0
	vmulsd %xmm0, %xmm16, %xmm0
	vmovsd %xmm0, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_542
	jmp .LBB_533
.LBB_543:
	movq 1760(%rsp), %rdi
	vpbroadcastq %rdi, %zmm0
	vpaddq .LCPI_16(%rip), %zmm0, %zmm1
	vmovdqu64 2704(%rsp), %zmm2
	vpcmpnleuq %zmm2, %zmm1, %k0
	vpaddq .LCPI_17(%rip), %ymm0, %ymm0
	vpcmpnleuq %ymm2, %ymm0, %k1
	korb %k1, %k0, %k1
	vpmovm2d %k1, %ymm0
	vpmovm2d %k0, %ymm1
	vpblendd $240, %ymm1, %ymm0, %ymm0
	vpmovd2m %ymm0, %k0
	kortestb %k0, %k0
	jne .LBB_548
	leaq 13325(%rdi), %rax
	cmpq %r13, %rax
	ja .LBB_548
	leaq 14350(%rdi), %rax
	cmpq %r13, %rax
	ja .LBB_548
	leaq 15375(%rdi), %rax
	cmpq %r13, %rax
	ja .LBB_548
	leaq 16400(%rdi), %rax
	cmpq %r13, %rax
	jbe .LBB_616
.LBB_548:
	movl $1, %eax
	movq 88(%rsp), %rcx
	movq 64(%rsp), %rdx
	movq 96(%rsp), %rsi
	xorl %r8d, %r8d
	movq %rdi, %rbx
.LBB_549:
	cmpq $1025, %rcx
	movl $1025, %r9d
	cmovbq %rcx, %r9
	cmpq $1025, %rdx
	movl $1025, %r10d
	cmovbq %rdx, %r10
	movq %r8, %rdi
	shlq $10, %rdi
	addq %r8, %rdi
	addq %rbx, %rdi
	movq %r13, %r15
	subq %rdi, %r15
	jbe .LBB_562
	cmpq $1025, %r15
	movl $1025, %r11d
	cmovaeq %r11, %r15
	addq %rdi, %r15
	jb .LBB_748
	cmpq %r13, %r15
	ja .LBB_748
	shll $3, %r9d
	shll $3, %r10d
	movq %r8, %r11
	orq $1, %r11
	xorl %edi, %edi
	movq %r8, %r15
.LBB_553:
	cmpq %r12, %r15
	jae .LBB_800
	vmovq (%r14,%r15,8), %xmm0
	vmovq %xmm0, (%rsi,%rdi)
	addq $16, %r15
	addq $8, %rdi
	cmpq %rdi, %r10
	jne .LBB_553
	movq %r11, %rdi
	shlq $10, %rdi
	addq %r11, %rdi
	addq %rbx, %rdi
	movq %r13, %r15
	subq %rdi, %r15
	jbe .LBB_562
	cmpq $1025, %r15
	movl $1025, %r10d
	cmovaeq %r10, %r15
	addq %rdi, %r15
	jb .LBB_748
	cmpq %r13, %r15
	ja .LBB_748
	addq $2, %r8
	xorl %edi, %edi
	movq %rax, %r15
.LBB_559:
	cmpq %r12, %r15
	jae .LBB_800
	vmovq (%r14,%r15,8), %xmm0
	vmovq %xmm0, 8200(%rsi,%rdi)
	addq $16, %r15
	addq $8, %rdi
	cmpq %rdi, %r9
	jne .LBB_559
	addq $16400, %rsi
	addq $-2050, %rdx
	addq $2, %rax
	addq $-2050, %rcx
	cmpq $16, %r8
	jne .LBB_549
.LBB_562:
	leaq 16400(%rbx), %rax
	movq 56(%rsp), %rdx
.LBB_563:
	addq $16400, %rbx
	addq $131200, %rdx
	movq 96(%rsp), %r14
	addq $131200, %r14
	addq $-16400, 64(%rsp)
	addq $-16400, 88(%rsp)
	cmpq %r13, %rax
	movq %rbx, %r11
	movq 456(%rsp), %rbx
	jb .LBB_512
	jmp .LBB_675
.LBB_564:
	movl $8, %ecx
	xorl %eax, %eax
	movq %r8, (%rsp)
.LBB_565:
	movq 184(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 192(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 200(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 208(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 216(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 224(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 232(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 240(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 248(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 256(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 264(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 272(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 280(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	movq 288(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	ja .LBB_519
	addq 296(%rsp), %rcx
	cmpq %r13, %rcx
	ja .LBB_519
	movq $0, 592(%rsp)
	movq %rbx, 304(%rsp)
	movq %r13, 312(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 320(%rsp)
	leaq 592(%rsp), %rax
	movq %rax, 328(%rsp)
	leaq 464(%rsp), %rax
	movq %rax, 336(%rsp)
	leaq 1152(%rsp), %rdi
	leaq 304(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 464(%rsp), %rax
	movq 592(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	movl $8, %r15d
	cmpq $8, %r12
	jb .LBB_771
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vmovupd 1664(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 2640(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vmovupd 2576(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vpxor %xmm3, %xmm3, %xmm3
	vmovupd 2512(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 2448(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovsd 1152(%rsp), %xmm7
	vmovsd 1216(%rsp), %xmm8
	vmovsd 1280(%rsp), %xmm9
	kxnorb %k0, %k0, %k1
	vpxor %xmm1, %xmm1, %xmm1
	vmovupd 2144(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	vmovsd 1344(%rsp), %xmm10
	vmovsd 1408(%rsp), %xmm11
	vmovsd 1472(%rsp), %xmm12
	vmovsd 1536(%rsp), %xmm13
	vmovsd 1600(%rsp), %xmm14
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd 2080(%rsp), %zmm15
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
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm6, (%r14,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm5, (%r14,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm4, (%r14,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm3, (%r14,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm2, (%r14,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm1, (%r14,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm0, (%r14,%rdi,8)
	movq $8, 592(%rsp)
	movq %rbx, 304(%rsp)
	movq %r13, 312(%rsp)
	leaq 176(%rsp), %rax
	movq %rax, 320(%rsp)
	leaq 592(%rsp), %rax
	movq %rax, 328(%rsp)
	leaq 464(%rsp), %rax
	movq %rax, 336(%rsp)
	leaq 1152(%rsp), %rdi
	leaq 304(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 464(%rsp), %rax
	movq 592(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vmovupd 1664(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 2640(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vmovupd 2576(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vmovupd 2512(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm2, %xmm2, %xmm2
	vmovupd 2448(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovsd 1152(%rsp), %xmm7
	vmovsd 1216(%rsp), %xmm8
	vmovsd 1280(%rsp), %xmm9
	kxnorb %k0, %k0, %k1
	vxorpd %xmm1, %xmm1, %xmm1
	vmovupd 2144(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	vmovsd 1344(%rsp), %xmm10
	vmovsd 1408(%rsp), %xmm11
	vmovsd 1472(%rsp), %xmm12
	vmovsd 1536(%rsp), %xmm13
	vmovsd 1600(%rsp), %xmm14
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd 2080(%rsp), %zmm15
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
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm6, (%r14,%rdi,8)
	leaq 32(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm5, (%r14,%rdi,8)
	leaq 48(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm4, (%r14,%rdi,8)
	leaq 64(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm3, (%r14,%rdi,8)
	leaq 80(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm2, (%r14,%rdi,8)
	leaq 96(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm1, (%r14,%rdi,8)
	leaq 112(%rax,%rcx), %rdi
	movq %rbp, %r12
	subq %rdi, %r12
	jb .LBB_776
	cmpq $8, %r12
	jb .LBB_771
	vmovupd %zmm0, (%r14,%rdi,8)
	movq 464(%rsp), %rcx
	leaq 8(%rcx), %rax
	movq %rax, 464(%rsp)
	addq $16, %rcx
	movq (%rsp), %r8
	cmpq %r8, %rcx
	ja .LBB_519
	movq 176(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %r13, %rdx
	jbe .LBB_565
	jmp .LBB_519
.LBB_616:
	movq %rax, (%rsp)
	movq $0, 80(%rsp)
	xorl %ebp, %ebp
	xorl %r13d, %r13d
	jmp .LBB_618
.LBB_617:
	addq $8, %r13
	xorb $1, %bpl
.LBB_618:
	movq %r13, 72(%rsp)
	movq %r14, 960(%rsp)
	movq %r12, 968(%rsp)
	leaq 80(%rsp), %rax
	movq %rax, 976(%rsp)
	leaq 72(%rsp), %rax
	movq %rax, 984(%rsp)
	leaq 1152(%rsp), %rdi
	leaq 960(%rsp), %rsi
	vzeroupper
	callq core::array::try_from_fn
	movq 72(%rsp), %rdx
	movq 80(%rsp), %rax
	addq 1760(%rsp), %rax
	movq %rdx, %rcx
	shlq $10, %rcx
	addq %rdx, %rcx
	leaq (%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	movq 24(%rsp), %rsi
	jb .LBB_741
	movl $8, %r15d
	cmpq $8, %rdx
	jb .LBB_742
	kxnorb %k0, %k0, %k1
	vxorpd %xmm6, %xmm6, %xmm6
	vmovupd 1664(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm6 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm5, %xmm5, %xmm5
	vmovupd 2640(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm5 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm4, %xmm4, %xmm4
	vmovupd 2576(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm4 {%k1}
	kxnorb %k0, %k0, %k1
	vxorpd %xmm3, %xmm3, %xmm3
	vmovupd 2512(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm3 {%k1}
	kxnorb %k0, %k0, %k1
	vpxor %xmm2, %xmm2, %xmm2
	vmovupd 2448(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm2 {%k1}
	vmovsd 1152(%rsp), %xmm7
	vmovsd 1216(%rsp), %xmm8
	vmovsd 1280(%rsp), %xmm9
	kxnorb %k0, %k0, %k1
	vpxor %xmm1, %xmm1, %xmm1
	vmovupd 2144(%rsp), %zmm0
	vgatherqpd (,%zmm0), %zmm1 {%k1}
	vmovsd 1344(%rsp), %xmm10
	vmovsd 1408(%rsp), %xmm11
	vmovsd 1472(%rsp), %xmm12
	vmovsd 1536(%rsp), %xmm13
	vmovsd 1600(%rsp), %xmm14
	kxnorb %k0, %k0, %k1
	vxorpd %xmm0, %xmm0, %xmm0
	vmovupd 2080(%rsp), %zmm15
	vgatherqpd (,%zmm15), %zmm0 {%k1}
	vmovsd %xmm7, (%rsi,%rdi,8)
	vmovsd %xmm8, 8(%rsi,%rdi,8)
	vmovsd %xmm9, 16(%rsi,%rdi,8)
	vmovsd %xmm10, 24(%rsi,%rdi,8)
	vmovsd %xmm11, 32(%rsi,%rdi,8)
	vmovsd %xmm12, 40(%rsi,%rdi,8)
	vmovsd %xmm13, 48(%rsi,%rdi,8)
	vmovsd %xmm14, 56(%rsi,%rdi,8)
	leaq 1025(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm6, (%rsi,%rdi,8)
	leaq 2050(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm5, (%rsi,%rdi,8)
	leaq 3075(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm4, (%rsi,%rdi,8)
	leaq 4100(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm3, (%rsi,%rdi,8)
	leaq 5125(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm2, (%rsi,%rdi,8)
	leaq 6150(%rax,%rcx), %rdi
	movq %rbx, %rdx
	subq %rdi, %rdx
	jb .LBB_741
	cmpq $8, %rdx
	jb .LBB_742
	vmovupd %zmm1, (%rsi,%rdi,8)
	leaq 7175(%rax,%rcx), %rdi
	movq %rbx, %rax
	subq %rdi, %rax
	jb .LBB_741
	cmpq $8, %rax
	jb .LBB_767
	vmovupd %zmm0, (%rsi,%rdi,8)
	testb $1, %bpl
	je .LBB_617
	movq 80(%rsp), %rax
	leaq 8(%rax), %rcx
	movq %rcx, 80(%rsp)
	leaq 16(%rax), %rdx
	cmpq $1026, %rdx
	jae .LBB_638
	xorl %r13d, %r13d
	xorb $1, %bpl
	jmp .LBB_618
.LBB_638:
	cmpq $1024, %rcx
	movq %rbx, %r13
	movq 1760(%rsp), %rbx
	movq 56(%rsp), %rdx
	ja .LBB_673
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_640:
	cmpq %r12, %rcx
	jae .LBB_822
	leaq 8(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd (%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -65600(%rdx,%rax,8)
	leaq 1(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 1033(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 8(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -57400(%rdx,%rax,8)
	leaq 2(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 2058(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 16(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -49200(%rdx,%rax,8)
	leaq 3(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 3083(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 24(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -41000(%rdx,%rax,8)
	leaq 4(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 4108(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 32(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -32800(%rdx,%rax,8)
	leaq 5(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 5133(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 40(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -24600(%rdx,%rax,8)
	leaq 6(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 6158(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 48(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -16400(%rdx,%rax,8)
	leaq 7(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 7183(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 56(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, -8200(%rdx,%rax,8)
	leaq 8(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 8208(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 64(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, (%rdx,%rax,8)
	leaq 9(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 9233(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 72(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 8200(%rdx,%rax,8)
	leaq 10(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 10258(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 80(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 16400(%rdx,%rax,8)
	leaq 11(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 11283(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 88(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 24600(%rdx,%rax,8)
	leaq 12(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 12308(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 96(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 32800(%rdx,%rax,8)
	leaq 13(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 13333(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 104(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 41000(%rdx,%rax,8)
	leaq 14(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 14358(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 112(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 49200(%rdx,%rax,8)
	leaq 15(%rcx), %r15
	cmpq %r12, %r15
	jae .LBB_823
	leaq 15383(%rbx,%rax), %r15
	cmpq %r13, %r15
	jae .LBB_810
	vmovsd 120(%r14,%rcx,8), %xmm0
	vmovsd %xmm0, 57400(%rdx,%rax,8)
	incq %rax
	addq $16, %rcx
	cmpq $1017, %rax
	jne .LBB_640
.LBB_673:
	movq (%rsp), %rax
	jmp .LBB_563
.LBB_674:
	movq %r13, %rax
	movq 1760(%rsp), %rdi
	subq %rdi, %rax
	movl $0, %edx
	cmovaeq %rax, %rdx
	movabsq $1151796703138937857, %rax
	mulxq %rax, %rax, %rcx
	shrq $6, %rcx
	xorl %edx, %edx
	cmpq %rsi, %rax
	seta %dl
	addq %rcx, %rdx
	movq %rdi, 1152(%rsp)
	movq %rdx, 1160(%rsp)
	movq $1024, 1168(%rsp)
	movb $1, 1176(%rsp)
	movq 48(%rsp), %rdi
	movq %r13, %rsi
	movq %rbx, %rdx
	leaq 1152(%rsp), %rcx
	movq 24(%rsp), %r8
	movq %r13, %r9
	vzeroupper
	callq kernel_sliding::wma::periods_into
.LBB_675:
	movq 1024(%rsp), %rax
	movq %rax, 40(%rsp)
	movq 1032(%rsp), %r8
	movq 1048(%rsp), %rax
	movq %rax, 32(%rsp)
	movq 1056(%rsp), %rax
	movq %r8, 304(%rsp)
	movq %rax, 1152(%rsp)
	cmpq %rax, %r8
	jne .LBB_808
	testq %r8, %r8
	je .LBB_697
	movq %r8, %r9
	shrq $6, %r9
	movl %r8d, %eax
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %r9
	movq 32(%rsp), %rbx
	leaq 96(%rbx), %r10
	movq 40(%rsp), %r13
	leaq 96(%r13), %r12
	movl $64, %r11d
	xorl %r14d, %r14d
	xorl %eax, %eax
	jmp .LBB_679
.LBB_678:
	movq 2272(%rsp), %r11
	addq $64, %r11
	movq 2208(%rsp), %r14
	addq $-64, %r14
	movq 1856(%rsp), %r10
	addq $512, %r10
	addq $512, %r12
	addq $512, %rbx
	addq $512, %r13
	movq 1952(%rsp), %r9
	testq %r9, %r9
	movq 1760(%rsp), %rax
	je .LBB_697
.LBB_679:
	movq %rax, %rbp
	cmpq %r11, %r8
	movq %r11, %rax
	cmovbq %r8, %rax
	leaq (%rax,%r14), %rdx
	cmpq $1, %rdx
	adcq %r14, %rax
	movq %rax, %rdi
	andq $-4, %rdi
	movq %rax, %rcx
	andq $-16, %rcx
	leaq 64(%rbp), %r15
	decq %r9
	cmpq %r15, %r8
	movq %r15, %rsi
	cmovbq %r8, %rsi
	movq %rbp, (%rsp)
	cmpq %rbp, %rsi
	jb .LBB_774
	movq %r15, 1760(%rsp)
	movq %r14, 2208(%rsp)
	movq %r11, 2272(%rsp)
	movq %r10, 1856(%rsp)
	movq %r9, 1952(%rsp)
	je .LBB_678
	cmpq $4, %rdx
	jae .LBB_683
	xorl %r14d, %r14d
	xorl %ecx, %ecx
	vmovapd 1088(%rsp), %xmm3
	vmovsd .LCPI_24(%rip), %xmm4
	jmp .LBB_692
.LBB_683:
	cmpq $16, %rdx
	jae .LBB_685
	xorl %ecx, %ecx
	xorl %r14d, %r14d
	jmp .LBB_689
.LBB_685:
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %esi, %esi
	vpxor %xmm1, %xmm1, %xmm1
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vmovdqa .LCPI_19(%rip), %ymm4
	vpbroadcastq .LCPI_26(%rip), %ymm23
	vpbroadcastq .LCPI_20(%rip), %ymm24
	vpbroadcastq .LCPI_21(%rip), %ymm25
	vpbroadcastq .LCPI_22(%rip), %ymm26
	vpbroadcastq .LCPI_27(%rip), %ymm27
	vbroadcastsd .LCPI_23(%rip), %ymm28
	vbroadcastsd .LCPI_24(%rip), %ymm29
	vbroadcastsd .LCPI_25(%rip), %ymm30
	movq 1856(%rsp), %r9
.LBB_686:
	vpaddq %ymm24, %ymm4, %ymm22
	vpaddq %ymm25, %ymm4, %ymm21
	vpaddq %ymm26, %ymm4, %ymm20
	vmovupd -96(%r9,%rsi,8), %ymm8
	vmovupd -64(%r9,%rsi,8), %ymm9
	vmovupd -32(%r9,%rsi,8), %ymm10
	vmovupd (%r9,%rsi,8), %ymm11
	vmovupd -96(%r12,%rsi,8), %ymm12
	vmovupd -64(%r12,%rsi,8), %ymm13
	vmovupd -32(%r12,%rsi,8), %ymm14
	vmovupd (%r12,%rsi,8), %ymm15
	vsubpd %ymm12, %ymm8, %ymm16
	vsubpd %ymm13, %ymm9, %ymm17
	vsubpd %ymm14, %ymm10, %ymm18
	vsubpd %ymm15, %ymm11, %ymm19
	vandpd %ymm28, %ymm16, %ymm7
	vandpd %ymm28, %ymm17, %ymm6
	vandpd %ymm28, %ymm18, %ymm5
	vandpd %ymm28, %ymm19, %ymm16
	vandpd %ymm28, %ymm12, %ymm12
	vandpd %ymm28, %ymm13, %ymm13
	vandpd %ymm28, %ymm14, %ymm14
	vandpd %ymm28, %ymm15, %ymm15
	vandpd %ymm28, %ymm8, %ymm8
	vaddpd %ymm12, %ymm8, %ymm8
	vandpd %ymm28, %ymm9, %ymm9
	vaddpd %ymm13, %ymm9, %ymm9
	vandpd %ymm28, %ymm10, %ymm10
	vaddpd %ymm14, %ymm10, %ymm10
	vandpd %ymm28, %ymm11, %ymm11
	vaddpd %ymm15, %ymm11, %ymm11
	vmulpd %ymm29, %ymm8, %ymm8
	vcmplepd %ymm8, %ymm7, %ymm7
	vmulpd %ymm29, %ymm9, %ymm8
	vcmplepd %ymm8, %ymm6, %ymm6
	vmulpd %ymm29, %ymm10, %ymm8
	vcmplepd %ymm8, %ymm5, %ymm5
	vmulpd %ymm29, %ymm11, %ymm8
	vmovapd %ymm16, %ymm9
	vcmplepd %ymm8, %ymm9, %ymm8
	vandpd %ymm30, %ymm7, %ymm7
	vandpd %ymm30, %ymm6, %ymm6
	vandpd %ymm30, %ymm5, %ymm5
	vandpd %ymm30, %ymm8, %ymm8
	vpandq %ymm23, %ymm4, %ymm9
	vpsllvq %ymm9, %ymm7, %ymm7
	vpor %ymm1, %ymm7, %ymm1
	vpandq %ymm23, %ymm22, %ymm7
	vpsllvq %ymm7, %ymm6, %ymm6
	vpor %ymm3, %ymm6, %ymm3
	vpandq %ymm23, %ymm21, %ymm6
	vpsllvq %ymm6, %ymm5, %ymm5
	vpor %ymm2, %ymm5, %ymm2
	vpandq %ymm23, %ymm20, %ymm5
	vpsllvq %ymm5, %ymm8, %ymm5
	vpor %ymm0, %ymm5, %ymm0
	addq $16, %rsi
	vpaddq %ymm27, %ymm4, %ymm4
	cmpq %rsi, %rcx
	jne .LBB_686
	vpor %ymm1, %ymm3, %ymm1
	vpternlogq $254, %ymm1, %ymm2, %ymm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r14
	cmpq %rcx, %rdx
	je .LBB_693
	testb $12, %al
	vmovapd 1088(%rsp), %xmm3
	vmovsd .LCPI_24(%rip), %xmm4
	je .LBB_692
.LBB_689:
	vmovq %r14, %xmm0
	vpbroadcastq %rcx, %ymm1
	vpor .LCPI_19(%rip), %ymm1, %ymm1
	vpbroadcastq .LCPI_26(%rip), %ymm5
	vpbroadcastq .LCPI_20(%rip), %ymm6
	vbroadcastsd .LCPI_23(%rip), %ymm7
	vbroadcastsd .LCPI_24(%rip), %ymm8
	vbroadcastsd .LCPI_25(%rip), %ymm9
.LBB_690:
	vmovupd (%rbx,%rcx,8), %ymm2
	vmovupd (%r13,%rcx,8), %ymm3
	vsubpd %ymm3, %ymm2, %ymm4
	vandpd %ymm7, %ymm4, %ymm4
	vandpd %ymm7, %ymm3, %ymm3
	vandpd %ymm7, %ymm2, %ymm2
	vaddpd %ymm3, %ymm2, %ymm2
	vmulpd %ymm2, %ymm8, %ymm2
	vcmplepd %ymm2, %ymm4, %ymm2
	vandpd %ymm2, %ymm9, %ymm2
	vpand %ymm5, %ymm1, %ymm3
	vpsllvq %ymm3, %ymm2, %ymm2
	vpor %ymm0, %ymm2, %ymm0
	addq $4, %rcx
	vpaddq %ymm6, %ymm1, %ymm1
	cmpq %rcx, %rdi
	jne .LBB_690
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r14
	movq %rdi, %rcx
	cmpq %rdi, %rdx
	vmovapd 1088(%rsp), %xmm3
	vmovsd .LCPI_24(%rip), %xmm4
	je .LBB_693
.LBB_692:
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd (%r13,%rcx,8), %xmm1
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
	orq %rdx, %r14
	cmpq %rcx, %rax
	jne .LBB_692
.LBB_693:
	testq %r14, %r14
	je .LBB_678
.LBB_694:
	movq %r8, %rbp
	tzcntq %r14, %r15
	orq (%rsp), %r15
	leaq 2016(%rsp), %rdi
	movq 112(%rsp), %rsi
	movq %r15, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq %rbp, %r8
	cmpq %rbp, %r15
	jae .LBB_813
	movq 40(%rsp), %rax
	vmovq %xmm0, (%rax,%r15,8)
	movq 32(%rsp), %rax
	vmovq %xmm1, (%rax,%r15,8)
	blsrq %r14, %r14
	jne .LBB_694
	jmp .LBB_678
.LBB_697:
	movq 16(%rsp), %rdx
	cmpq %rdx, %r8
	jne .LBB_801
	movq $0, 1080(%rsp)
	movq 40(%rsp), %rsi
	leaq (%rsi,%rdx,8), %rax
	movq 32(%rsp), %rdi
	leaq (%rdi,%rdx,8), %rcx
	movq %rsi, 1152(%rsp)
	movq %rax, 1160(%rsp)
	movq %rdi, 1168(%rsp)
	movq %rcx, 1176(%rsp)
	movq $0, 1184(%rsp)
	movq %rdx, 1192(%rsp)
	leaq 1064(%rsp), %rdi
	leaq 1152(%rsp), %rsi
	vzeroupper
	callq alloc::vec::Vec<T,A>::extend_trusted
	movq 16(%rsp), %r11
	cmpq $2, %r11
	jae .LBB_701
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, (%rsp)
	xorl %r15d, %r15d
	jmp .LBB_734
.LBB_701:
	movq 1072(%rsp), %rcx
	movq 1080(%rsp), %r12
	leaq 13(%rcx), %rdx
	leaq 1(%rcx), %rsi
	movl $1, %edi
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, (%rsp)
	movl $65, %r8d
	movq $-1, %r9
	xorl %r10d, %r10d
	xorl %ebx, %ebx
	xorl %r13d, %r13d
	movq 1136(%rsp), %rax
	vmovsd .LCPI_28(%rip), %xmm17
	vmovsd .LCPI_29(%rip), %xmm18
	vmovsd .LCPI_30(%rip), %xmm19
	vpternlogd $255, %xmm20, %xmm20, %xmm20
	vpbroadcastq .LCPI_21(%rip), %ymm23
	vpbroadcastq .LCPI_22(%rip), %ymm24
	vpbroadcastq .LCPI_27(%rip), %ymm25
	jmp .LBB_704
.LBB_702:
	movq 16(%rsp), %r11
.LBB_703:
	movq 32(%rsp), %rax
	decq %rax
	movq 40(%rsp), %r10
	incq %r10
	addq $64, %r8
	addq $-64, %r9
	addq $64, %rdx
	addq $64, %rsi
	testq %rax, %rax
	movq 1856(%rsp), %rdi
	je .LBB_730
.LBB_704:
	movq %rax, 32(%rsp)
	cmpq %r8, %r11
	movq %r8, %rbp
	cmovbq %r11, %rbp
	leaq (%rbp,%r9), %rax
	cmpq $1, %rax
	adcq %r9, %rbp
	movq %r10, 40(%rsp)
	movq %r10, %rax
	shlq $6, %rax
	leaq 65(%rax), %r10
	cmpq %r10, %r11
	cmovbq %r11, %r10
	notq %rax
	leaq (%r10,%rax), %r14
	cmpq $1, %r14
	adcq %r10, %rax
	leaq 64(%rdi), %r15
	cmpq %r15, %r11
	movq %r15, 1856(%rsp)
	cmovbq %r11, %r15
	cmpq %rdi, %r15
	jb .LBB_780
	cmpq %r12, %r15
	ja .LBB_780
	leaq -1(%rdi), %r11
	leaq -1(%r15), %r10
	cmpq %r11, %r10
	jb .LBB_772
	cmpq %r12, %r10
	ja .LBB_772
	subq %rdi, %r15
	je .LBB_702
	cmpq $4, %r14
	movq %r13, 1952(%rsp)
	jae .LBB_711
	xorl %r10d, %r10d
	xorl %r13d, %r13d
	jmp .LBB_720
.LBB_711:
	cmpq $16, %r14
	jae .LBB_713
	xorl %r13d, %r13d
	xorl %r10d, %r10d
	jmp .LBB_717
.LBB_713:
	movq %rbp, %r10
	andq $-16, %r10
	movq %rax, %r13
	andq $-16, %r13
	vpxor %xmm1, %xmm1, %xmm1
	xorl %r11d, %r11d
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vmovdqa .LCPI_19(%rip), %ymm5
	vpbroadcastq .LCPI_26(%rip), %ymm21
	vpbroadcastq .LCPI_20(%rip), %ymm22
.LBB_714:
	vpaddq %ymm22, %ymm5, %ymm6
	vpaddq %ymm23, %ymm5, %ymm7
	vpaddq %ymm24, %ymm5, %ymm8
	vmovd -12(%rdx,%r11), %xmm9
	vmovd -8(%rdx,%r11), %xmm10
	vmovd -4(%rdx,%r11), %xmm11
	vmovd (%rdx,%r11), %xmm12
	vmovd -13(%rdx,%r11), %xmm13
	vmovd -9(%rdx,%r11), %xmm14
	vmovd -5(%rdx,%r11), %xmm15
	vmovd -1(%rdx,%r11), %xmm16
	vpmovzxbw %xmm9, %xmm9
	vpmovzxbw %xmm13, %xmm13
	vpmullw %xmm9, %xmm13, %xmm9
	vpmovwb %xmm9, %xmm9
	vpmovzxbw %xmm10, %xmm10
	vpmovzxbw %xmm14, %xmm13
	vpmullw %xmm10, %xmm13, %xmm10
	vpmovwb %xmm10, %xmm10
	vpmovzxbw %xmm11, %xmm11
	vpmovzxbw %xmm15, %xmm13
	vpmullw %xmm11, %xmm13, %xmm11
	vpmovwb %xmm11, %xmm11
	vpmovzxbw %xmm12, %xmm12
	vpmovzxbw %xmm16, %xmm13
	vpmullw %xmm12, %xmm13, %xmm12
	vpmovwb %xmm12, %xmm12
	vpcmpeqb %xmm20, %xmm9, %k0
	vpcmpeqb %xmm20, %xmm10, %k1
	vpcmpeqb %xmm20, %xmm11, %k2
	vpcmpeqb %xmm20, %xmm12, %k3
	vpmovm2q %k0, %ymm9
	vpsrlq $63, %ymm9, %ymm9
	vpmovm2q %k1, %ymm10
	vpsrlq $63, %ymm10, %ymm10
	vpmovm2q %k2, %ymm11
	vpsrlq $63, %ymm11, %ymm11
	vpmovm2q %k3, %ymm12
	vpsrlq $63, %ymm12, %ymm12
	vpandq %ymm21, %ymm5, %ymm13
	vpsllvq %ymm13, %ymm9, %ymm9
	vpor %ymm2, %ymm9, %ymm2
	vpandq %ymm21, %ymm6, %ymm6
	vpsllvq %ymm6, %ymm10, %ymm6
	vpor %ymm4, %ymm6, %ymm4
	vpandq %ymm21, %ymm7, %ymm6
	vpsllvq %ymm6, %ymm11, %ymm6
	vpor %ymm3, %ymm6, %ymm3
	vpandq %ymm21, %ymm8, %ymm6
	vpsllvq %ymm6, %ymm12, %ymm6
	vpor %ymm1, %ymm6, %ymm1
	addq $16, %r11
	vpaddq %ymm25, %ymm5, %ymm5
	cmpq %r11, %r10
	jne .LBB_714
	vpor %ymm2, %ymm4, %ymm2
	vpternlogq $254, %ymm2, %ymm3, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r10
	cmpq %r13, %r14
	je .LBB_721
	testb $12, %al
	je .LBB_720
.LBB_717:
	andq $-4, %rbp
	andq $-4, %rax
	vmovq %r10, %xmm1
	vpbroadcastq %r13, %ymm2
	vpor .LCPI_19(%rip), %ymm2, %ymm2
	vpbroadcastq .LCPI_26(%rip), %ymm5
	vpbroadcastq .LCPI_20(%rip), %ymm6
.LBB_718:
	vmovd (%rsi,%r13), %xmm3
	vmovd -1(%rsi,%r13), %xmm4
	vpmovzxbw %xmm3, %xmm3
	vpmovzxbw %xmm4, %xmm4
	vpmullw %xmm3, %xmm4, %xmm3
	vpmovwb %xmm3, %xmm3
	vpcmpeqb %xmm20, %xmm3, %k0
	vpmovm2q %k0, %ymm3
	vpsrlq $63, %ymm3, %ymm3
	vpand %ymm5, %ymm2, %ymm4
	vpsllvq %ymm4, %ymm3, %ymm3
	vpor %ymm1, %ymm3, %ymm1
	addq $4, %r13
	vpaddq %ymm6, %ymm2, %ymm2
	cmpq %r13, %rbp
	jne .LBB_718
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r10
	movq %rax, %r13
	cmpq %rax, %r14
	je .LBB_721
.LBB_720:
	movzbl -1(%rsi,%r13), %eax
	mulb (%rsi,%r13)
	xorl %r11d, %r11d
	cmpb $-1, %al
	sete %r11b
	shlxq %r13, %r11, %rax
	incq %r13
	orq %rax, %r10
	cmpq %r15, %r13
	jb .LBB_720
.LBB_721:
	movq %rbx, %rax
	testq %r10, %r10
	movq 16(%rsp), %r11
	movq 448(%rsp), %r14
	movq 1952(%rsp), %r13
	jne .LBB_723
	jmp .LBB_703
.LBB_722:
	movq %rax, %rbx
	blsrq %r10, %r10
	je .LBB_703
.LBB_723:
	tzcntq %r10, %r15
	addq %rdi, %r15
	cmpq %r12, %r15
	jae .LBB_814
	movsbq (%rcx,%r15), %rbx
	cmpq %rbx, %rax
	je .LBB_722
	testq %rax, %rax
	je .LBB_728
	cmpq %r11, %r15
	jae .LBB_818
	vmovsd (%r14,%r15,8), %xmm1
	vcvtsi2sd %rax, %xmm31, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd %xmm17, %xmm0, %xmm0
	vaddsd %xmm18, %xmm0, %xmm0
	vmulsd %xmm19, %xmm0, %xmm0
	vmovsd (%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, (%rsp)
	incq %r13
.LBB_728:
	cmpq %r11, %r15
	jae .LBB_815
	vmovsd (%r14,%r15,8), %xmm0
	movq %rbx, %rax
	blsrq %r10, %r10
	jne .LBB_723
	jmp .LBB_703
.LBB_730:
	testq %rbx, %rbx
	je .LBB_733
	testq %r11, %r11
	je .LBB_829
	movq 448(%rsp), %rax
	vmovsd -8(%rax,%r11,8), %xmm1
	vcvtsi2sd %rbx, %xmm31, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd %xmm17, %xmm0, %xmm0
	vaddsd %xmm18, %xmm0, %xmm0
	vmulsd %xmm19, %xmm0, %xmm0
	vmovsd (%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, (%rsp)
	incq %r13
.LBB_733:
	movq %r13, %r15
.LBB_734:
	movq 744(%rsp), %rbx
	cmpq 728(%rsp), %rbx
	movq 112(%rsp), %r14
	leaq 776(%rsp), %r13
	jne .LBB_736
	leaq 728(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
.LBB_736:
	movq 736(%rsp), %rax
	movq %rbx, %rcx
	shlq $4, %rcx
	vmovsd (%rsp), %xmm0
	vmovsd %xmm0, (%rax,%rcx)
	addq $48, %r14
	movq %r15, 8(%rax,%rcx)
	incq %rbx
	movq %rbx, 744(%rsp)
	movq %r14, 112(%rsp)
	cmpq 936(%rsp), %r14
	jne .LBB_274
	jmp .LBB_739
.LBB_737:
	movq 24(%rsp), %rdx
	leaq (%rdx,%rsi,8), %rdi
	jmp .LBB_311
.LBB_738:
	movq 24(%rsp), %rdx
	leaq (%rdx,%rsi,8), %rdi
	jmp .LBB_509
.LBB_739:
	movq 744(%rsp), %rax
	movq 1144(%rsp), %rcx
	movq %rax, 16(%rcx)
	movq 728(%rsp), %rax
	movq %rax, (%rcx)
	movq 736(%rsp), %rax
	movq %rax, 8(%rcx)
	leaq 992(%rsp), %rdi
	vzeroupper
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	leaq 2016(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 776(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	leaq 128(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::simd::Tiled<16_usize,kernel_sliding::transpose::Portable>>
	addq $2840, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_741:
	movq %rbx, %r12
	movq %rbx, %r15
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_803
.LBB_742:
	xorl %edi, %edi
	movq %rdx, %r12
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_803
.LBB_743:
	movq 16(%rsp), %r13
	movq %r13, %rsi
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_786
.LBB_744:
	xorl %ebx, %ebx
	movq %rdx, %r13
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_786
.LBB_745:
	xorl %edi, %edi
	movq %r11, %r12
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_803
.LBB_746:
	xorl %edi, %edi
	movq %r13, %r12
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_803
.LBB_747:
	leaq .Lanon.5(%rip), %rcx
	xorl %edi, %edi
	movq %r13, %r12
	jmp .LBB_803
.LBB_748:
	movq %r13, %r12
	leaq .Lanon.6(%rip), %rcx
	jmp .LBB_803
.LBB_749:
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_786
.LBB_750:
	xorl %ebx, %ebx
	movq %r11, %r13
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_755
.LBB_751:
	movq %rdi, %rbx
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.8(%rip), %rcx
	jmp .LBB_786
.LBB_752:
	xorl %ebx, %ebx
	movq %r14, %r13
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_755
.LBB_753:
	movq %r11, %rbx
	movq %r13, %rsi
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_786
.LBB_754:
	leaq .Lanon.5(%rip), %rcx
	xorl %ebx, %ebx
	movq %r14, %r13
.LBB_755:
	movq (%rsp), %r12
	movq 8(%rsp), %r14
	movl $16, %esi
	jmp .LBB_787
.LBB_756:
	movq %r12, %r15
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_803
.LBB_757:
	movq %rbp, %rdi
	movq %r12, %r15
	leaq .Lanon.8(%rip), %rcx
	jmp .LBB_803
.LBB_758:
	movq %r11, %rdi
	movq 40(%rsp), %r12
	jmp .LBB_765
.LBB_759:
	movl $16, %r15d
	xorl %edi, %edi
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_803
.LBB_760:
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_786
.LBB_761:
	movl $16, %esi
	xorl %ebx, %ebx
	movq (%rsp), %r12
	movq 8(%rsp), %r14
	leaq .Lanon.10(%rip), %rcx
	jmp .LBB_787
.LBB_762:
	movq %rbp, %r15
	movq %rbp, %r12
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_803
.LBB_763:
	movq %rbp, %rdi
	movq %r8, %r15
	movq %r8, %r12
	leaq .Lanon.8(%rip), %rcx
	jmp .LBB_803
.LBB_764:
	movq %r11, %rdi
.LBB_765:
	movq %r12, %r15
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_803
.LBB_766:
	movq %r11, %r15
	movq %r11, %r12
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_803
.LBB_767:
	xorl %edi, %edi
	movq %rax, %r12
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_803
.LBB_768:
	xorl %ebx, %ebx
	movq %rax, %r13
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_786
.LBB_769:
	movq %rbp, %r15
	movq %rbp, %r12
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_803
.LBB_770:
	movq %r12, %rsi
	movq %r12, %r13
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_786
.LBB_771:
	xorl %edi, %edi
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_803
.LBB_780:
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_803
.LBB_772:
	movq %r11, %rdi
	movq %r10, %r15
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_803
.LBB_773:
	xorl %ebx, %ebx
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_786
.LBB_774:
	leaq .Lanon.16(%rip), %rcx
	movq (%rsp), %rdi
	movq %r8, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_775:
	xorl %ebx, %ebx
	leaq .Lanon.13(%rip), %rcx
	movq (%rsp), %r12
	movq 8(%rsp), %r14
	movl $8, %esi
	jmp .LBB_787
.LBB_776:
	movq %rbp, %r15
	movq %rbp, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_803
.LBB_777:
	movq %rdx, %r15
	movq %rdx, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_803
.LBB_778:
	movq %r11, %r15
	movq %r11, %r12
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_803
.LBB_781:
	xorl %ebx, %ebx
	movq 456(%rsp), %rsi
	movq %r12, %r13
	leaq .Lanon.17(%rip), %rcx
	jmp .LBB_786
.LBB_782:
	xorl %edi, %edi
	leaq .Lanon.13(%rip), %rcx
	movq %rsi, %r12
	jmp .LBB_803
.LBB_783:
	xorl %edi, %edi
	movq 432(%rsp), %r15
	movq %r11, %r12
	leaq .Lanon.17(%rip), %rcx
	jmp .LBB_803
.LBB_784:
	xorl %edi, %edi
	leaq .Lanon.18(%rip), %rcx
	jmp .LBB_803
.LBB_800:
	leaq .Lanon.19(%rip), %rdx
.LBB_824:
	movq %r15, %rdi
	movq %r12, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_785:
	xorl %ebx, %ebx
	leaq .Lanon.18(%rip), %rcx
.LBB_786:
	movq (%rsp), %r12
	movq 8(%rsp), %r14
.LBB_787:
	movq %rbx, %rdi
	movq %r13, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_788:
	xorl %edi, %edi
	movq 440(%rsp), %r15
	movq %rbp, %r12
	leaq .Lanon.17(%rip), %rcx
	jmp .LBB_803
.LBB_789:
	leaq .Lanon.19(%rip), %rdx
.LBB_790:
	movq 8(%rsp), %r14
.LBB_791:
	movq %r13, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_792:
	leaq 952(%rsp), %rdx
	leaq 944(%rsp), %rsi
	leaq .Lanon.20(%rip), %rcx
	leaq .Lanon.21(%rip), %r9
	movl $49, %r8d
	xorl %edi, %edi
	vzeroupper
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_793:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	movl $53, %esi
	movq (%rsp), %r12
	movq 8(%rsp), %r14
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_794:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_267
.LBB_796:
	movq 1168(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_797:
	movq 1168(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_798:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_805
.LBB_801:
	movl $49, %esi
	leaq .Lanon.24(%rip), %rdi
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_805
.LBB_802:
	xorl %edi, %edi
	leaq .Lanon.13(%rip), %rcx
	movq %rax, %r12
.LBB_803:
	movq %r15, %rsi
	movq %r12, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_804:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	movl $53, %esi
.LBB_805:
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_808:
	leaq .Lanon.26(%rip), %rcx
	leaq .Lanon.27(%rip), %r9
	leaq 304(%rsp), %rsi
	leaq 1152(%rsp), %rdx
	movl $49, %r8d
	xorl %edi, %edi
	vzeroupper
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_809:
	movq %r13, %rdi
	movq 64(%rsp), %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_810:
	leaq .Lanon.28(%rip), %rdx
	movq %r13, %r12
	jmp .LBB_824
.LBB_812:
	leaq .Lanon.28(%rip), %rdx
	movq 16(%rsp), %r13
	movq (%rsp), %r12
	jmp .LBB_790
.LBB_813:
	leaq .Lanon.29(%rip), %rdx
	movq %r15, %rdi
	movq %r8, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_828
.LBB_814:
	leaq .Lanon.30(%rip), %rdx
	jmp .LBB_824
.LBB_815:
	movq %r11, %r12
	leaq .Lanon.31(%rip), %rdx
	jmp .LBB_824
.LBB_816:
	movq %r15, %r12
	leaq .Lanon.32(%rip), %rdx
	jmp .LBB_824
.LBB_817:
	movq %r12, %r15
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_824
.LBB_818:
	movq %r11, %r12
	leaq .Lanon.34(%rip), %rdx
	jmp .LBB_824
.LBB_819:
	movq 8(%rsp), %r12
	movq %r12, %r15
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_824
.LBB_820:
	movq 768(%rsp), %r12
	movq %r12, %r15
	leaq .Lanon.36(%rip), %rdx
	jmp .LBB_824
.LBB_821:
	movq 760(%rsp), %r12
	movq %r12, %r15
	leaq .Lanon.37(%rip), %rdx
	jmp .LBB_824
.LBB_822:
	movq %rcx, %r15
.LBB_823:
	leaq .Lanon.38(%rip), %rdx
	jmp .LBB_824
.LBB_825:
	movq %rcx, %rdi
.LBB_826:
	movq (%rsp), %r12
	movq 8(%rsp), %r14
	leaq .Lanon.38(%rip), %rdx
	jmp .LBB_791
.LBB_827:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 127(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
.LBB_828:
	ud2
.LBB_829:
	movq 1120(%rsp), %r15
	xorl %r12d, %r12d
	leaq .Lanon.42(%rip), %rdx
	jmp .LBB_824
	jmp .LBB_852
	jmp .LBB_849
	jmp .LBB_849
	movq %rax, %rbx
	jmp .LBB_878
	jmp .LBB_852
	jmp .LBB_852
	jmp .LBB_866
	movq %rax, %rbx
	jmp .LBB_856
	movq %rax, %rbx
	jmp .LBB_858
	movq %rax, %rbx
	jmp .LBB_869
	jmp .LBB_866
	jmp .LBB_849
	jmp .LBB_866
	jmp .LBB_866
	jmp .LBB_866
	jmp .LBB_866
	jmp .LBB_852
	jmp .LBB_866
.LBB_849:
	movq %rax, %rbx
	movq (%rsp), %r12
	movq 8(%rsp), %r14
	jmp .LBB_861
	jmp .LBB_866
.LBB_852:
	movq %rax, %rbx
	movq 776(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_864
	jmp .LBB_870
	movq %rax, %rbx
	jmp .LBB_868
	movq %rax, %rbx
	movq 304(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_856
	movq 312(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_856:
	movq 592(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_858
	movq 600(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_858:
	movq 464(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_869
	movq 472(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_869
	movq %rax, %rbx
.LBB_861:
	testq %r14, %r14
	je .LBB_863
	shlq $3, %r14
	movl $8, %edx
	movq %r12, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_863:
	movq 776(%rsp), %rcx
	testq %rcx, %rcx
	jne .LBB_870
.LBB_864:
	xorl %ecx, %ecx
	xorl %eax, %eax
	jmp .LBB_871
.LBB_866:
	movq %rax, %rbx
	movq 728(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_868
	movq 736(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_868:
	leaq 992(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
.LBB_869:
	leaq 2016(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 776(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_864
.LBB_870:
	movq 784(%rsp), %rdx
	movq $0, 2344(%rsp)
	movq %rcx, 2352(%rsp)
	movq %rdx, 2360(%rsp)
	movq $0, 2376(%rsp)
	movq 792(%rsp), %rax
	movq %rcx, 2384(%rsp)
	movq %rdx, 2392(%rsp)
	movl $1, %ecx
.LBB_871:
	movq %rcx, 2336(%rsp)
	movq %rcx, 2368(%rsp)
	movq %rax, 2400(%rsp)
	leaq 1832(%rsp), %rdi
	leaq 2336(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 1832(%rsp), %rax
	testq %rax, %rax
	je .LBB_878
	leaq 1832(%rsp), %r14
	leaq 2336(%rsp), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
.LBB_874:
	movq 1848(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_876
	leaq 96(%rax,%rcx,8), %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_876:
	movq %r14, %rdi
	movq %r15, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 1832(%rsp), %rax
	testq %rax, %rax
	jne .LBB_874
.LBB_878:
	movq 128(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_881
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_882
.LBB_880:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_881:
	movq 136(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_880
.LBB_882:
	movq 160(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
