# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=x86-64
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $2760, %rsp
	testb %sil, %sil
	je .LBB_3
	movzbl %sil, %eax
	cmpl $1, %eax
	jne .LBB_4
	movq %rdx, %rsi
	addq $2760, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx2
.LBB_3:
	movq %rdx, %rsi
	addq $2760, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	jmp kernel_sliding::simd::x86::sweep_avx512
.LBB_4:
	movq %rdi, 2552(%rsp)
	movq $0, 1056(%rsp)
	movq $8, 1064(%rsp)
	xorpd %xmm0, %xmm0
	movupd %xmm0, 1072(%rsp)
	movq $8, 1088(%rsp)
	movq $0, 1096(%rsp)
	movq (%rdx), %rax
	movq %rax, 888(%rsp)
	movq 8(%rdx), %r12
	movq $0, 2272(%rsp)
	movq $0, 2288(%rsp)
	movq 16(%rdx), %rbp
	movq 24(%rdx), %rax
	leaq (%rax,%rax,2), %r13
	shlq $4, %r13
	addq %rbp, %r13
	movq %rax, 872(%rsp)
	testq %rax, %rax
	movq %r12, 8(%rsp)
	movq %r13, 2496(%rsp)
	je .LBB_250
	leaq (,%r12,8), %rdx
	movq %r12, %rax
	shrq $61, %rax
	setne %al
	movabsq $9223372036854775800, %rcx
	movq %rdx, 568(%rsp)
	cmpq %rcx, %rdx
	seta %cl
	orb %al, %cl
	je .LBB_50
	leaq 1264(%rsp), %rbx
	xorl %r15d, %r15d
	movq %rbp, %r14
	jmp .LBB_8
.LBB_7:
	cmpq %r13, %r14
	je .LBB_250
.LBB_8:
	movq %rbx, %rdi
	movq %r14, %rsi
	callq kernel_sliding::raw_lengths
	movq 1296(%rsp), %rax
	movq %rax, 2592(%rsp)
	movupd 1264(%rsp), %xmm0
	movupd 1280(%rsp), %xmm1
	movapd %xmm1, 2576(%rsp)
	movapd %xmm0, 2560(%rsp)
	movq $5, 2344(%rsp)
	leaq 2352(%rsp), %rcx
	movq %rax, 32(%rcx)
	movupd %xmm1, 16(%rcx)
	movupd %xmm0, (%rcx)
	movq 2272(%rsp), %rax
	movq $1, 2336(%rsp)
	testq %rax, %rax
	je .LBB_736
	addq $48, %r14
	movq 2352(%rsp), %rdx
	movq 2280(%rsp), %rcx
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
	jb .LBB_736
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_11
.LBB_18:
	movq $2, 2336(%rsp)
	movq 2360(%rsp), %rdx
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
	jb .LBB_736
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_19
.LBB_26:
	movq $3, 2336(%rsp)
	movq 2368(%rsp), %rdx
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
	jb .LBB_736
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_27
.LBB_34:
	movq $4, 2336(%rsp)
	movq 2376(%rsp), %rdx
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
	jb .LBB_736
	movq 368(%rdi,%r8,8), %rdi
	jmp .LBB_35
.LBB_42:
	movq $5, 2336(%rsp)
	movq 2384(%rsp), %rdx
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
	jb .LBB_736
	movq 368(%rax,%rsi,8), %rax
	jmp .LBB_43
.LBB_50:
	leaq -1(%r12), %rax
	movq %rax, 640(%rsp)
	leaq 1264(%rsp), %rdi
	movq %rbp, %rsi
	movq %rbp, 1256(%rsp)
.LBB_51:
	movq %rsi, %rbx
	callq kernel_sliding::raw_lengths
	addq $48, %rbx
	movq %rbx, 2264(%rsp)
	movq 1296(%rsp), %rax
	movq %rax, 2592(%rsp)
	movupd 1264(%rsp), %xmm0
	movupd 1280(%rsp), %xmm1
	movapd %xmm1, 2576(%rsp)
	movapd %xmm0, 2560(%rsp)
	movq $5, 2344(%rsp)
	leaq 2352(%rsp), %rcx
	movq %rax, 32(%rcx)
	movupd %xmm1, 16(%rcx)
	movupd %xmm0, (%rcx)
	xorl %eax, %eax
	jmp .LBB_54
.LBB_53:
	movq %r15, 1248(%rsp)
	leaq 2272(%rsp), %r15
	movq 632(%rsp), %rax
	cmpq $5, %rax
	je .LBB_249
.LBB_54:
	leaq 1(%rax), %rcx
	movq %rcx, 2336(%rsp)
	movq 2352(%rsp,%rax,8), %rax
	movq %rax, 592(%rsp)
	movq 2272(%rsp), %rax
	testq %rax, %rax
	movq %rcx, 632(%rsp)
	je .LBB_63
	movq 2280(%rsp), %rcx
.LBB_56:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r15
.LBB_57:
	testq %rsi, %rsi
	je .LBB_60
	movq 592(%rsp), %rdi
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
	jb .LBB_244
	movq 368(%rax,%r15,8), %rax
	jmp .LBB_56
.LBB_63:
	xorl %eax, %eax
.LBB_64:
	leaq 2272(%rsp), %rcx
	movq %rcx, 2720(%rsp)
	movq 592(%rsp), %rcx
	movq %rcx, 2728(%rsp)
	movq %rax, 2736(%rsp)
	movq 1248(%rsp), %rax
	movq %rax, 2744(%rsp)
	movq %r15, 2752(%rsp)
	movq 568(%rsp), %rbx
	testq %rbx, %rbx
	movabsq $9221120237041090560, %r12
	movq %r15, 880(%rsp)
	je .LBB_67
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_737
	movq %rax, %rbp
	movq 8(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 880(%rsp), %r15
	cmpq $0, 592(%rsp)
	jne .LBB_68
	jmp .LBB_722
.LBB_67:
	movl $8, %ebp
	movq $0, 48(%rsp)
	cmpq $0, 592(%rsp)
	je .LBB_722
.LBB_68:
	cmpq $0, 8(%rsp)
	je .LBB_73
	xorl %eax, %eax
.LBB_70:
	movq 888(%rsp), %rdx
	movsd (%rdx,%rax,8), %xmm0
	ucomisd %xmm0, %xmm0
	jnp .LBB_74
	incq %rax
	addq $-8, %rbx
	jne .LBB_70
	movq 8(%rsp), %rax
	jmp .LBB_74
.LBB_73:
	xorl %eax, %eax
.LBB_74:
	movq 592(%rsp), %rcx
	addq %rax, %rcx
	decq %rcx
	movq 8(%rsp), %rax
	cmpq %rcx, %rax
	movq %rcx, %rdx
	cmovbq %rax, %rdx
	leaq (,%rdx,8), %rax
	movq %rdx, %r9
	testq %rdx, %rdx
	je .LBB_81
	leaq -8(%rax), %rsi
	movq %rbp, %rdx
	cmpq $24, %rsi
	jb .LBB_79
	shrq $3, %rsi
	incq %rsi
	movq %rsi, %rdi
	andq $-4, %rdi
	leaq (,%rdi,8), %rdx
	addq %rbp, %rdx
	xorl %r8d, %r8d
	movapd .LCPI_0(%rip), %xmm0
.LBB_77:
	movupd %xmm0, (%rbp,%r8,8)
	movupd %xmm0, 16(%rbp,%r8,8)
	addq $4, %r8
	cmpq %r8, %rdi
	jne .LBB_77
	cmpq %rdi, %rsi
	je .LBB_81
.LBB_79:
	leaq (,%r9,8), %rsi
	addq %rbp, %rsi
.LBB_80:
	movq %r12, (%rdx)
	addq $8, %rdx
	cmpq %rsi, %rdx
	jne .LBB_80
.LBB_81:
	movq 8(%rsp), %r12
	cmpq %r12, %rcx
	jae .LBB_247
	movq %r9, %rdi
	movabsq $1152921504606846976, %rdx
	movq 592(%rsp), %rsi
	leaq (%rdx,%rsi), %rcx
	decq %rcx
	movq %rcx, 2096(%rsp)
	movq %rsi, %r8
	shlq $4, %r8
	leaq 16384(%r8), %rcx
	movq %rcx, 616(%rsp)
	leaq 1(%rsi), %rcx
	imulq %rsi, %rcx
	movq %rcx, %xmm0
	movq .LCPI_1(%rip), %xmm1
	punpckldq %xmm1, %xmm0
	movapd .LCPI_2(%rip), %xmm2
	subpd %xmm2, %xmm0
	movapd %xmm0, %xmm3
	unpckhpd %xmm0, %xmm3
	addsd %xmm0, %xmm3
	mulsd .LCPI_3(%rip), %xmm3
	movsd .LCPI_4(%rip), %xmm4
	divsd %xmm3, %xmm4
	leaq -16(%rdx), %rcx
	movq %r8, 1240(%rsp)
	andq %r8, %rcx
	movq %rcx, 2448(%rsp)
	movq %rsi, %xmm0
	punpckldq %xmm1, %xmm0
	subpd %xmm2, %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addpd %xmm0, %xmm1
	shlq $7, %rsi
	movq %rsi, 2088(%rsp)
	unpcklpd %xmm3, %xmm3
	movapd %xmm3, 2432(%rsp)
	movapd %xmm1, 2064(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 1792(%rsp)
	movapd %xmm4, 896(%rsp)
	unpcklpd %xmm4, %xmm4
	movapd %xmm4, 1776(%rsp)
	leaq (%rax,%rbp), %rdx
	addq $65664, %rdx
	movq %r12, %rax
	subq %r9, %rax
	movq %rax, 576(%rsp)
.LBB_83:
	movq %rdx, 624(%rsp)
	subq %rdi, %r12
	movq %r12, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	xorl %ecx, %ecx
	movabsq $17996823486545904, %rsi
	cmpq %rsi, %rax
	seta %cl
	addq %rdx, %rcx
	cmpq $8, %rcx
	movq %rdi, %r12
	jb .LBB_245
	movq 1072(%rsp), %r13
	movq 616(%rsp), %rax
	movq %rax, %r15
	movq %rax, %r11
	subq %r13, %r15
	jbe .LBB_89
	movq 1056(%rsp), %rax
	subq %r13, %rax
	movq %r13, %r11
	cmpq %rax, %r15
	ja .LBB_240
	movq 1064(%rsp), %rbx
	leaq (%rbx,%r11,8), %rdi
	cmpq $2, %r15
	jb .LBB_88
.LBB_87:
	movq %r13, %rdx
	notq %rdx
	addq 616(%rsp), %rdx
	shlq $3, %rdx
	xorl %esi, %esi
	movq %r11, %r14
	callq *memset@GOTPCREL(%rip)
	movq 616(%rsp), %rax
	addq %r14, %rax
	subq %r13, %rax
	leaq (%rbx,%rax,8), %rdi
	addq $-8, %rdi
	leaq (%r15,%r14), %r11
	decq %r11
.LBB_88:
	movq $0, (%rdi)
	incq %r11
.LBB_89:
	movq %r11, 1072(%rsp)
	movq 1096(%rsp), %r15
	movl $16400, %ebx
	cmpq $16399, %r15
	ja .LBB_94
	movl $16400, %edx
	subq %r15, %rdx
	movq 1080(%rsp), %rax
	subq %r15, %rax
	movq %r15, %rbx
	cmpq %rax, %rdx
	ja .LBB_242
.LBB_91:
	movq %r12, %r13
	movq 1088(%rsp), %r12
	leaq (%r12,%rbx,8), %rdi
	cmpq $16399, %r15
	je .LBB_93
	leaq (,%r15,8), %rax
	movl $131192, %edx
	subq %rax, %rdx
	xorl %esi, %esi
	callq *memset@GOTPCREL(%rip)
	subq %r15, %rbx
	leaq (%r12,%rbx,8), %rdi
	addq $131192, %rdi
	addq $16399, %rbx
.LBB_93:
	movq %r13, %r12
	movq $0, (%rdi)
	incq %rbx
	movq 1072(%rsp), %r11
.LBB_94:
	movq %rbx, 1096(%rsp)
	movq %r12, %rax
	subq 592(%rsp), %rax
	movq %rax, %xmm0
	pshufd $68, %xmm0, %xmm0
	movdqa %xmm0, %xmm1
	paddq .LCPI_5(%rip), %xmm1
	movdqa %xmm0, %xmm2
	paddq .LCPI_6(%rip), %xmm2
	movdqu %xmm2, 944(%rsp)
	movdqu %xmm1, 928(%rsp)
	movdqa %xmm0, %xmm1
	paddq .LCPI_7(%rip), %xmm1
	movdqa %xmm0, %xmm2
	paddq .LCPI_8(%rip), %xmm2
	movdqu %xmm2, 976(%rsp)
	movdqu %xmm1, 960(%rsp)
	movdqa %xmm0, %xmm1
	paddq .LCPI_9(%rip), %xmm1
	movdqa %xmm0, %xmm2
	paddq .LCPI_10(%rip), %xmm2
	movdqu %xmm2, 1008(%rsp)
	movdqu %xmm1, 992(%rsp)
	movdqa %xmm0, %xmm1
	paddq .LCPI_11(%rip), %xmm1
	paddq .LCPI_12(%rip), %xmm0
	movdqu %xmm0, 1040(%rsp)
	movdqu %xmm1, 1024(%rsp)
	movq 1064(%rsp), %r15
	movq %r11, %r13
	shrq $4, %r13
	movq $0, 1808(%rsp)
	cmpq $128, %r11
	jb .LBB_96
	movq 928(%rsp), %rax
	addq $8, %rax
	cmpq 8(%rsp), %rax
	jbe .LBB_145
.LBB_96:
	xorl %eax, %eax
.LBB_97:
	cmpq %r13, %rax
	jae .LBB_103
	movq %rax, %rdi
	shlq $4, %rdi
	movq %r11, %r14
	subq %rdi, %r14
.LBB_99:
	cmpq %r11, %rdi
	ja .LBB_702
	cmpq $16, %r14
	jb .LBB_703
	movq 928(%rsp), %rcx
	addq %rax, %rcx
	movq 640(%rsp), %r8
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movq 888(%rsp), %rsi
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movq 936(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movq 944(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movq 952(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movq 960(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movq 968(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movq 976(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 984(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 56(%r15,%rdi,8)
	movq 992(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 64(%r15,%rdi,8)
	movq 1000(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 72(%r15,%rdi,8)
	movq 1008(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 80(%r15,%rdi,8)
	movq 1016(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 88(%r15,%rdi,8)
	movq 1024(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	leaq 1(%rax), %rcx
	movsd (%rsi,%rdx,8), %xmm0
	movsd %xmm0, 96(%r15,%rdi,8)
	movq 1032(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	movsd (%rsi,%rdx,8), %xmm0
	movsd %xmm0, 104(%r15,%rdi,8)
	movq 1040(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	movsd (%rsi,%rdx,8), %xmm0
	movsd %xmm0, 112(%r15,%rdi,8)
	addq 1048(%rsp), %rax
	cmpq %rax, %r8
	cmovbq %r8, %rax
	movq (%rsi,%rax,8), %xmm0
	movq %xmm0, 120(%r15,%rdi,8)
	addq $16, %rdi
	addq $-16, %r14
	movq %rcx, %rax
	cmpq %rcx, %r13
	jne .LBB_99
	movq 1072(%rsp), %r11
.LBB_103:
	pxor %xmm0, %xmm0
	movdqa %xmm0, 2240(%rsp)
	movdqa %xmm0, 2224(%rsp)
	movdqa %xmm0, 2208(%rsp)
	movdqa %xmm0, 2192(%rsp)
	movdqa %xmm0, 2176(%rsp)
	movdqa %xmm0, 2160(%rsp)
	movdqa %xmm0, 2144(%rsp)
	movdqa %xmm0, 2128(%rsp)
	movdqa %xmm0, 1920(%rsp)
	movdqa %xmm0, 1904(%rsp)
	movdqa %xmm0, 1888(%rsp)
	movdqa %xmm0, 1872(%rsp)
	movdqa %xmm0, 1856(%rsp)
	movdqa %xmm0, 1840(%rsp)
	movdqa %xmm0, 1824(%rsp)
	movdqa %xmm0, 1808(%rsp)
	movdqa %xmm0, 2048(%rsp)
	movdqa %xmm0, 2032(%rsp)
	movdqa %xmm0, 2016(%rsp)
	movdqa %xmm0, 2000(%rsp)
	movdqa %xmm0, 1984(%rsp)
	movdqa %xmm0, 1968(%rsp)
	movdqa %xmm0, 1952(%rsp)
	movdqa %xmm0, 1936(%rsp)
	movdqa %xmm0, 1216(%rsp)
	movdqa %xmm0, 1200(%rsp)
	movdqa %xmm0, 1184(%rsp)
	movdqa %xmm0, 1168(%rsp)
	movdqa %xmm0, 1152(%rsp)
	movdqa %xmm0, 1136(%rsp)
	movdqa %xmm0, 1120(%rsp)
	movdqa %xmm0, 1104(%rsp)
	cmpq %r11, 1240(%rsp)
	movq 2448(%rsp), %rsi
	ja .LBB_714
	movq 1064(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_108
	movapd 2128(%rsp), %xmm13
	movapd 2144(%rsp), %xmm6
	movapd 2160(%rsp), %xmm4
	movaps 2176(%rsp), %xmm0
	movaps %xmm0, 64(%rsp)
	movaps 1808(%rsp), %xmm14
	movaps 1824(%rsp), %xmm12
	movaps 1840(%rsp), %xmm11
	movaps 1856(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movapd 1936(%rsp), %xmm3
	movaps 1952(%rsp), %xmm0
	movaps %xmm0, 384(%rsp)
	movaps 1968(%rsp), %xmm0
	movaps %xmm0, 416(%rsp)
	movaps 1984(%rsp), %xmm0
	movaps %xmm0, 448(%rsp)
	movaps 1104(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movaps 1120(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 1136(%rsp), %xmm0
	movaps %xmm0, 464(%rsp)
	movaps 1152(%rsp), %xmm0
	movaps %xmm0, 80(%rsp)
	movl $1, %ecx
	xorl %edx, %edx
	movaps 2192(%rsp), %xmm0
	movaps %xmm0, 256(%rsp)
	movaps 1872(%rsp), %xmm0
	movaps %xmm0, 272(%rsp)
	movaps 2000(%rsp), %xmm0
	movaps %xmm0, 208(%rsp)
	movaps 1168(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movaps 2208(%rsp), %xmm0
	movaps %xmm0, 304(%rsp)
	movaps 1888(%rsp), %xmm8
	movaps 2016(%rsp), %xmm0
	movaps %xmm0, 224(%rsp)
	movaps 1184(%rsp), %xmm0
	movaps %xmm0, 320(%rsp)
	movaps 2224(%rsp), %xmm0
	movaps %xmm0, 336(%rsp)
	movaps 1904(%rsp), %xmm7
	movaps 2032(%rsp), %xmm0
	movaps %xmm0, 240(%rsp)
	movaps 1200(%rsp), %xmm0
	movaps %xmm0, 352(%rsp)
	movaps 2240(%rsp), %xmm0
	movaps %xmm0, 368(%rsp)
	movaps 1920(%rsp), %xmm1
	movaps 2048(%rsp), %xmm9
	xorpd %xmm10, %xmm10
	movaps 1216(%rsp), %xmm2
	xorps %xmm0, %xmm0
	movaps %xmm0, 16(%rsp)
	movaps %xmm0, 192(%rsp)
	movaps %xmm0, 176(%rsp)
	movaps %xmm0, 160(%rsp)
	movaps %xmm0, 144(%rsp)
	movaps %xmm0, 128(%rsp)
	movaps %xmm0, 112(%rsp)
.LBB_106:
	movaps %xmm9, 688(%rsp)
	movaps %xmm2, 704(%rsp)
	movaps %xmm8, 720(%rsp)
	movaps %xmm7, 736(%rsp)
	movaps %xmm1, 752(%rsp)
	movaps %xmm14, 768(%rsp)
	movaps %xmm12, 800(%rsp)
	movaps %xmm11, 832(%rsp)
	movapd %xmm10, 544(%rsp)
	movapd %xmm13, %xmm9
	movapd %xmm3, %xmm2
	xorps %xmm1, %xmm1
	cvtsi2sd %rcx, %xmm1
	movupd (%rax,%rdx,8), %xmm3
	unpcklpd %xmm1, %xmm1
	movupd 16(%rax,%rdx,8), %xmm8
	movapd %xmm3, %xmm0
	mulpd %xmm1, %xmm0
	movapd 112(%rsp), %xmm5
	addpd %xmm0, %xmm5
	movapd %xmm5, 112(%rsp)
	movapd %xmm3, %xmm7
	movapd .LCPI_13(%rip), %xmm11
	mulpd %xmm11, %xmm7
	movapd %xmm7, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm3, %xmm0
	addpd %xmm2, %xmm0
	movapd %xmm0, 672(%rsp)
	movapd %xmm0, %xmm10
	subpd %xmm5, %xmm7
	subpd %xmm2, %xmm10
	movapd %xmm0, %xmm5
	subpd %xmm10, %xmm5
	subpd %xmm5, %xmm2
	movapd %xmm3, %xmm5
	subpd %xmm7, %xmm5
	subpd %xmm10, %xmm3
	mulpd %xmm1, %xmm7
	addpd %xmm2, %xmm3
	movapd 400(%rsp), %xmm0
	addpd %xmm3, %xmm0
	movapd %xmm0, 400(%rsp)
	movapd %xmm8, %xmm2
	addpd %xmm7, %xmm13
	movapd %xmm13, 784(%rsp)
	mulpd %xmm1, %xmm2
	movapd 128(%rsp), %xmm0
	addpd %xmm2, %xmm0
	movapd %xmm0, 128(%rsp)
	movapd %xmm8, %xmm10
	movapd %xmm13, %xmm2
	mulpd %xmm11, %xmm10
	movapd %xmm10, %xmm3
	subpd %xmm8, %xmm3
	subpd %xmm9, %xmm2
	subpd %xmm3, %xmm10
	movapd %xmm13, %xmm11
	subpd %xmm2, %xmm11
	subpd %xmm2, %xmm7
	movapd %xmm8, %xmm0
	subpd %xmm10, %xmm0
	movapd %xmm0, 656(%rsp)
	mulpd %xmm1, %xmm10
	movapd %xmm6, %xmm15
	addpd %xmm10, %xmm6
	movapd %xmm6, 816(%rsp)
	movapd %xmm6, %xmm12
	subpd %xmm15, %xmm12
	movapd %xmm6, %xmm2
	subpd %xmm12, %xmm2
	subpd %xmm12, %xmm10
	movapd 384(%rsp), %xmm12
	movapd %xmm8, %xmm14
	addpd %xmm12, %xmm14
	movapd %xmm14, %xmm13
	subpd %xmm12, %xmm13
	movapd %xmm14, 384(%rsp)
	subpd %xmm13, %xmm14
	subpd %xmm14, %xmm12
	subpd %xmm13, %xmm8
	subpd %xmm11, %xmm9
	addpd %xmm12, %xmm8
	movapd 432(%rsp), %xmm0
	addpd %xmm8, %xmm0
	movapd %xmm0, 432(%rsp)
	movupd 32(%rax,%rdx,8), %xmm11
	movapd %xmm11, %xmm8
	mulpd %xmm1, %xmm8
	movapd 144(%rsp), %xmm0
	addpd %xmm8, %xmm0
	movapd %xmm0, 144(%rsp)
	movapd %xmm11, %xmm12
	movapd .LCPI_13(%rip), %xmm3
	mulpd %xmm3, %xmm12
	movapd %xmm12, %xmm8
	subpd %xmm11, %xmm8
	subpd %xmm8, %xmm12
	subpd %xmm2, %xmm15
	movapd %xmm11, %xmm8
	subpd %xmm12, %xmm8
	mulpd %xmm1, %xmm12
	movapd %xmm4, %xmm2
	addpd %xmm12, %xmm4
	movapd %xmm4, 848(%rsp)
	movapd %xmm4, %xmm13
	subpd %xmm2, %xmm13
	movapd %xmm4, %xmm14
	subpd %xmm13, %xmm14
	subpd %xmm13, %xmm12
	movapd 416(%rsp), %xmm13
	movapd %xmm11, %xmm6
	addpd %xmm13, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm13, %xmm4
	movapd %xmm6, 416(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm13
	subpd %xmm4, %xmm11
	subpd %xmm14, %xmm2
	addpd %xmm13, %xmm11
	movapd 464(%rsp), %xmm0
	addpd %xmm11, %xmm0
	movapd %xmm0, 464(%rsp)
	movupd 48(%rax,%rdx,8), %xmm13
	movapd %xmm13, %xmm4
	mulpd %xmm1, %xmm4
	movapd 160(%rsp), %xmm0
	addpd %xmm4, %xmm0
	movapd %xmm0, 160(%rsp)
	movapd %xmm13, %xmm14
	mulpd %xmm3, %xmm14
	movapd %xmm14, %xmm4
	subpd %xmm13, %xmm4
	subpd %xmm4, %xmm14
	addpd %xmm9, %xmm7
	movapd %xmm13, %xmm9
	subpd %xmm14, %xmm9
	mulpd %xmm1, %xmm14
	movapd 64(%rsp), %xmm6
	movapd %xmm6, %xmm11
	addpd %xmm14, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm11, %xmm4
	movapd %xmm6, 64(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm11
	subpd %xmm4, %xmm14
	movapd 448(%rsp), %xmm4
	movapd %xmm13, %xmm0
	addpd %xmm4, %xmm0
	movapd %xmm0, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm0, 448(%rsp)
	subpd %xmm6, %xmm0
	subpd %xmm0, %xmm4
	addpd %xmm15, %xmm10
	subpd %xmm6, %xmm13
	addpd %xmm4, %xmm13
	movapd 80(%rsp), %xmm0
	addpd %xmm13, %xmm0
	movapd %xmm0, 80(%rsp)
	movupd 64(%rax,%rdx,8), %xmm15
	movapd %xmm15, %xmm0
	mulpd %xmm1, %xmm0
	movapd 176(%rsp), %xmm4
	addpd %xmm0, %xmm4
	movapd %xmm4, 176(%rsp)
	addpd %xmm2, %xmm12
	movapd %xmm15, %xmm2
	mulpd %xmm3, %xmm2
	movapd %xmm2, %xmm0
	subpd %xmm15, %xmm0
	subpd %xmm0, %xmm2
	movapd %xmm15, %xmm13
	subpd %xmm2, %xmm13
	mulpd %xmm1, %xmm2
	movapd 256(%rsp), %xmm6
	movapd %xmm6, %xmm0
	addpd %xmm2, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm6, 256(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm0
	addpd %xmm11, %xmm14
	subpd %xmm4, %xmm2
	addpd %xmm0, %xmm2
	movapd 208(%rsp), %xmm0
	movapd %xmm15, %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm6, 208(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm0
	mulpd %xmm1, %xmm5
	addpd %xmm7, %xmm5
	subpd %xmm4, %xmm15
	addpd %xmm0, %xmm15
	movapd 656(%rsp), %xmm3
	mulpd %xmm1, %xmm3
	addpd %xmm10, %xmm3
	movapd 288(%rsp), %xmm0
	addpd %xmm15, %xmm0
	movapd %xmm0, 288(%rsp)
	movupd 80(%rax,%rdx,8), %xmm10
	movapd %xmm10, %xmm0
	mulpd %xmm1, %xmm0
	movapd 192(%rsp), %xmm4
	addpd %xmm0, %xmm4
	movapd %xmm4, 192(%rsp)
	movapd %xmm10, %xmm0
	movapd .LCPI_13(%rip), %xmm15
	mulpd %xmm15, %xmm0
	movapd %xmm0, %xmm4
	subpd %xmm10, %xmm4
	subpd %xmm4, %xmm0
	mulpd %xmm1, %xmm8
	addpd %xmm12, %xmm8
	movapd 800(%rsp), %xmm12
	movapd %xmm10, %xmm7
	subpd %xmm0, %xmm7
	mulpd %xmm1, %xmm0
	movapd 304(%rsp), %xmm11
	movapd %xmm11, %xmm4
	addpd %xmm0, %xmm11
	movapd %xmm11, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm11, 304(%rsp)
	subpd %xmm6, %xmm11
	subpd %xmm11, %xmm4
	movapd 832(%rsp), %xmm11
	mulpd %xmm1, %xmm9
	addpd %xmm14, %xmm9
	movapd 768(%rsp), %xmm14
	subpd %xmm6, %xmm0
	addpd %xmm4, %xmm0
	mulpd %xmm1, %xmm13
	addpd %xmm2, %xmm13
	mulpd %xmm1, %xmm7
	addpd %xmm0, %xmm7
	movapd 224(%rsp), %xmm0
	movapd %xmm10, %xmm4
	addpd %xmm0, %xmm4
	movapd %xmm4, %xmm2
	subpd %xmm0, %xmm2
	movapd %xmm4, 224(%rsp)
	subpd %xmm2, %xmm4
	subpd %xmm4, %xmm0
	subpd %xmm2, %xmm10
	addpd %xmm5, %xmm14
	addpd %xmm0, %xmm10
	movapd 320(%rsp), %xmm0
	addpd %xmm10, %xmm0
	movapd %xmm0, 320(%rsp)
	movupd 96(%rax,%rdx,8), %xmm5
	movapd %xmm5, %xmm0
	mulpd %xmm1, %xmm0
	movapd 16(%rsp), %xmm2
	addpd %xmm0, %xmm2
	movapd %xmm2, 16(%rsp)
	movapd %xmm5, %xmm0
	mulpd %xmm15, %xmm0
	movapd %xmm0, %xmm2
	subpd %xmm5, %xmm2
	subpd %xmm2, %xmm0
	movapd %xmm5, %xmm2
	subpd %xmm0, %xmm2
	mulpd %xmm1, %xmm0
	movapd 336(%rsp), %xmm10
	movapd %xmm10, %xmm4
	addpd %xmm0, %xmm10
	movapd %xmm10, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm10, 336(%rsp)
	subpd %xmm6, %xmm10
	subpd %xmm10, %xmm4
	movapd 544(%rsp), %xmm10
	subpd %xmm6, %xmm0
	addpd %xmm4, %xmm0
	mulpd %xmm1, %xmm2
	addpd %xmm0, %xmm2
	movapd 240(%rsp), %xmm0
	movapd %xmm5, %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm6, 240(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm0
	subpd %xmm4, %xmm5
	addpd %xmm0, %xmm5
	addpd %xmm3, %xmm12
	movapd 352(%rsp), %xmm0
	addpd %xmm5, %xmm0
	movapd %xmm0, 352(%rsp)
	movupd 112(%rax,%rdx,8), %xmm3
	movapd %xmm3, %xmm0
	mulpd %xmm1, %xmm0
	addpd %xmm0, %xmm10
	movapd %xmm3, %xmm0
	mulpd %xmm15, %xmm0
	addpd %xmm8, %xmm11
	movapd %xmm0, %xmm4
	subpd %xmm3, %xmm4
	subpd %xmm4, %xmm0
	movapd 96(%rsp), %xmm4
	addpd %xmm9, %xmm4
	movapd %xmm4, 96(%rsp)
	movapd %xmm3, %xmm5
	subpd %xmm0, %xmm5
	mulpd %xmm1, %xmm0
	movapd 368(%rsp), %xmm8
	movapd %xmm8, %xmm4
	addpd %xmm0, %xmm8
	movapd %xmm8, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm8, 368(%rsp)
	subpd %xmm6, %xmm8
	subpd %xmm8, %xmm4
	movapd 720(%rsp), %xmm8
	subpd %xmm6, %xmm0
	movapd 816(%rsp), %xmm6
	movapd 272(%rsp), %xmm9
	addpd %xmm13, %xmm9
	movapd %xmm9, 272(%rsp)
	movdqa 784(%rsp), %xmm13
	addpd %xmm4, %xmm0
	movapd 848(%rsp), %xmm4
	mulpd %xmm1, %xmm5
	movapd 688(%rsp), %xmm1
	addpd %xmm7, %xmm8
	movapd 736(%rsp), %xmm7
	addpd %xmm0, %xmm5
	movapd %xmm3, %xmm9
	addpd %xmm1, %xmm9
	addpd %xmm2, %xmm7
	movapd %xmm9, %xmm0
	subpd %xmm1, %xmm0
	movapd %xmm9, %xmm2
	subpd %xmm0, %xmm2
	subpd %xmm2, %xmm1
	movapd 704(%rsp), %xmm2
	subpd %xmm0, %xmm3
	addpd %xmm1, %xmm3
	movapd 752(%rsp), %xmm1
	addpd %xmm5, %xmm1
	addpd %xmm3, %xmm2
	movapd 672(%rsp), %xmm3
	incq %rcx
	addq $16, %rdx
	cmpq %rdx, %rsi
	jne .LBB_106
	movdqa %xmm13, 2128(%rsp)
	movapd %xmm14, 1808(%rsp)
	movapd %xmm3, 1936(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 1104(%rsp)
	movapd %xmm6, 2144(%rsp)
	movapd %xmm12, 1824(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 1952(%rsp)
	movaps 432(%rsp), %xmm0
	movaps %xmm0, 1120(%rsp)
	movapd %xmm4, 2160(%rsp)
	movapd %xmm11, 1840(%rsp)
	movaps 416(%rsp), %xmm0
	movaps %xmm0, 1968(%rsp)
	movaps 464(%rsp), %xmm0
	movaps %xmm0, 1136(%rsp)
	movaps 64(%rsp), %xmm0
	movaps %xmm0, 2176(%rsp)
	movaps 96(%rsp), %xmm0
	movaps %xmm0, 1856(%rsp)
	movaps 448(%rsp), %xmm0
	movaps %xmm0, 1984(%rsp)
	movaps 80(%rsp), %xmm0
	movaps %xmm0, 1152(%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 2192(%rsp)
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 1872(%rsp)
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 2000(%rsp)
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 1168(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 2208(%rsp)
	movapd %xmm8, 1888(%rsp)
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 2016(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 1184(%rsp)
	movaps 336(%rsp), %xmm0
	movaps %xmm0, 2224(%rsp)
	movapd %xmm7, 1904(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 2032(%rsp)
	movaps 352(%rsp), %xmm0
	movaps %xmm0, 1200(%rsp)
	movdqa 368(%rsp), %xmm0
	movdqa %xmm0, 2240(%rsp)
	movapd %xmm1, 1920(%rsp)
	movapd %xmm9, 2048(%rsp)
	movapd %xmm2, 1216(%rsp)
	movdqa 192(%rsp), %xmm1
	movdqa 176(%rsp), %xmm2
	movapd 160(%rsp), %xmm3
	movapd 144(%rsp), %xmm4
	movapd 128(%rsp), %xmm5
	movapd 112(%rsp), %xmm6
	movq 1096(%rsp), %r14
	movl $16, %esi
	cmpq $15, %r14
	ja .LBB_109
	jmp .LBB_717
.LBB_108:
	xorpd %xmm10, %xmm10
	movdqa %xmm0, 16(%rsp)
	pxor %xmm1, %xmm1
	pxor %xmm2, %xmm2
	xorpd %xmm3, %xmm3
	xorpd %xmm4, %xmm4
	xorpd %xmm5, %xmm5
	xorpd %xmm6, %xmm6
	movq 1096(%rsp), %r14
	movl $16, %esi
	cmpq $15, %r14
	jbe .LBB_717
.LBB_109:
	movq 1088(%rsp), %r15
	movapd 2432(%rsp), %xmm0
	divpd %xmm0, %xmm6
	movupd %xmm6, (%r15)
	divpd %xmm0, %xmm5
	movupd %xmm5, 16(%r15)
	divpd %xmm0, %xmm4
	movupd %xmm4, 32(%r15)
	divpd %xmm0, %xmm3
	movupd %xmm3, 48(%r15)
	divpd %xmm0, %xmm2
	movupd %xmm2, 64(%r15)
	divpd %xmm0, %xmm1
	movupd %xmm1, 80(%r15)
	movapd 16(%rsp), %xmm1
	divpd %xmm0, %xmm1
	movupd %xmm1, 96(%r15)
	divpd %xmm0, %xmm10
	movupd %xmm10, 112(%r15)
	leaq -16(%r14), %rcx
	shrq $4, %rcx
	incq %rcx
	leaq 128(%r15), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	movq 2088(%rsp), %r8
	addq %rax, %r8
	movq %r8, %r9
	negq %r9
	addq %r15, %r9
	addq $128, %r9
	cmpq $16, %rdi
	setb %dil
	cmpq $16, %r9
	setb %r9b
	orb %dil, %r9b
	movl $1, %r10d
	jmp .LBB_111
.LBB_110:
	incq %r10
	subq $-128, %rdx
	subq $-128, %rax
	subq $-128, %r8
	cmpq $1025, %r10
	je .LBB_120
.LBB_111:
	movq 2096(%rsp), %rdi
	addq %r10, %rdi
	shlq $4, %rdi
	movq %r11, %r13
	subq %rdi, %r11
	jb .LBB_694
	cmpq $16, %r11
	jb .LBB_695
	movq %r10, %r11
	shlq $4, %r11
	leaq -16(%r11), %rdi
	movq %r13, %rbx
	subq %rdi, %rbx
	jb .LBB_696
	cmpq $16, %rbx
	jb .LBB_697
	movq %r14, %rbx
	subq %r11, %rbx
	jb .LBB_698
	cmpq %rcx, %r10
	je .LBB_699
	xorl %edi, %edi
	movq %r13, %r11
	testb %r9b, %r9b
	je .LBB_119
.LBB_118:
	movsd 2128(%rsp,%rdi), %xmm5
	movsd 1936(%rsp,%rdi), %xmm3
	movsd 1104(%rsp,%rdi), %xmm0
	movsd (%r8,%rdi), %xmm2
	movapd %xmm2, %xmm6
	mulsd .LCPI_15(%rip), %xmm6
	movapd %xmm6, %xmm1
	subsd %xmm2, %xmm1
	subsd %xmm1, %xmm6
	movapd %xmm2, %xmm1
	subsd %xmm6, %xmm1
	movapd 2064(%rsp), %xmm11
	mulsd %xmm11, %xmm6
	movapd %xmm3, %xmm7
	movapd .LCPI_14(%rip), %xmm10
	xorpd %xmm10, %xmm7
	movapd %xmm5, %xmm8
	addsd %xmm6, %xmm8
	movapd %xmm8, %xmm4
	subsd %xmm3, %xmm4
	unpcklpd %xmm8, %xmm5
	unpcklpd %xmm4, %xmm8
	movapd %xmm8, %xmm9
	subpd %xmm5, %xmm9
	subpd %xmm9, %xmm8
	subpd %xmm8, %xmm5
	unpcklpd %xmm7, %xmm6
	subpd %xmm9, %xmm6
	addpd %xmm5, %xmm6
	movapd %xmm6, %xmm5
	unpckhpd %xmm6, %xmm5
	addsd %xmm6, %xmm5
	mulsd %xmm11, %xmm1
	subsd %xmm0, %xmm1
	addsd %xmm5, %xmm1
	addsd 1808(%rsp,%rdi), %xmm1
	movsd (%rax,%rdi), %xmm5
	movapd %xmm3, %xmm6
	addsd %xmm2, %xmm6
	movapd %xmm6, %xmm7
	subsd %xmm5, %xmm7
	xorpd %xmm10, %xmm5
	unpcklpd %xmm6, %xmm3
	unpcklpd %xmm7, %xmm6
	movapd %xmm6, %xmm8
	subpd %xmm3, %xmm8
	subpd %xmm8, %xmm6
	subpd %xmm6, %xmm3
	unpcklpd %xmm5, %xmm2
	subpd %xmm8, %xmm2
	addpd %xmm3, %xmm2
	movapd %xmm2, %xmm3
	unpckhpd %xmm2, %xmm3
	addsd %xmm2, %xmm3
	addsd %xmm0, %xmm3
	movsd %xmm4, 2128(%rsp,%rdi)
	movsd %xmm1, 1808(%rsp,%rdi)
	movsd %xmm7, 1936(%rsp,%rdi)
	movsd %xmm3, 1104(%rsp,%rdi)
	addsd %xmm4, %xmm1
	mulsd 896(%rsp), %xmm1
	movsd %xmm1, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_118
	jmp .LBB_110
.LBB_119:
	movapd 2128(%rsp,%rdi), %xmm4
	movapd 1936(%rsp,%rdi), %xmm5
	movapd 1104(%rsp,%rdi), %xmm1
	movupd (%r8,%rdi), %xmm3
	movupd (%rax,%rdi), %xmm0
	movapd %xmm3, %xmm6
	mulpd .LCPI_13(%rip), %xmm6
	movapd %xmm6, %xmm2
	subpd %xmm3, %xmm2
	subpd %xmm2, %xmm6
	movapd %xmm3, %xmm2
	subpd %xmm6, %xmm2
	movapd 1792(%rsp), %xmm12
	mulpd %xmm12, %xmm6
	movapd %xmm4, %xmm7
	addpd %xmm6, %xmm7
	movapd %xmm7, %xmm8
	subpd %xmm4, %xmm8
	movapd %xmm7, %xmm9
	subpd %xmm8, %xmm9
	subpd %xmm9, %xmm4
	subpd %xmm8, %xmm6
	addpd %xmm4, %xmm6
	movapd %xmm5, %xmm8
	movapd .LCPI_14(%rip), %xmm11
	xorpd %xmm11, %xmm8
	movapd %xmm7, %xmm4
	subpd %xmm5, %xmm4
	movapd %xmm4, %xmm9
	subpd %xmm7, %xmm9
	movapd %xmm4, %xmm10
	subpd %xmm9, %xmm10
	subpd %xmm10, %xmm7
	subpd %xmm9, %xmm8
	addpd %xmm7, %xmm8
	addpd %xmm6, %xmm8
	mulpd %xmm12, %xmm2
	subpd %xmm1, %xmm2
	addpd %xmm8, %xmm2
	addpd 1808(%rsp,%rdi), %xmm2
	movapd %xmm5, %xmm6
	addpd %xmm3, %xmm6
	movapd %xmm6, %xmm7
	subpd %xmm5, %xmm7
	movapd %xmm6, %xmm8
	subpd %xmm7, %xmm8
	subpd %xmm8, %xmm5
	subpd %xmm7, %xmm3
	addpd %xmm5, %xmm3
	movapd %xmm6, %xmm5
	subpd %xmm0, %xmm5
	xorpd %xmm11, %xmm0
	movapd %xmm5, %xmm7
	movapd %xmm5, 1936(%rsp,%rdi)
	subpd %xmm6, %xmm5
	subpd %xmm5, %xmm7
	subpd %xmm7, %xmm6
	subpd %xmm5, %xmm0
	addpd %xmm6, %xmm0
	addpd %xmm3, %xmm0
	addpd %xmm1, %xmm0
	movapd %xmm4, 2128(%rsp,%rdi)
	movapd %xmm2, 1808(%rsp,%rdi)
	movapd %xmm0, 1104(%rsp,%rdi)
	addpd %xmm4, %xmm2
	mulpd 1776(%rsp), %xmm2
	movupd %xmm2, (%rdx,%rdi)
	addq $16, %rdi
	cmpq $128, %rdi
	jne .LBB_119
	jmp .LBB_110
.LBB_120:
	leaq 1025(%r12), %rax
	movq 8(%rsp), %rcx
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 2050(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 3075(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 4100(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 5125(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 6150(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 7175(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 8200(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 9225(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 10250(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 11275(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 12300(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 13325(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 14350(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 15375(%r12), %rax
	cmpq %rcx, %rax
	ja .LBB_136
	leaq 16400(%r12), %r13
	cmpq %rcx, %r13
	jbe .LBB_182
.LBB_136:
	movq 576(%rsp), %rax
	xorl %edi, %edi
	jmp .LBB_138
.LBB_137:
	addq $-1025, %rax
	movq %rdx, %rdi
	cmpq $16, %rdx
	je .LBB_143
.LBB_138:
	cmpq $1025, %rax
	movl $1025, %ecx
	cmovbq %rax, %rcx
	movq %rdi, %rsi
	shlq $10, %rsi
	addq %rdi, %rsi
	addq %r12, %rsi
	cmpq 8(%rsp), %rsi
	jae .LBB_143
	leaq 1(%rdi), %rdx
	shll $3, %ecx
	leaq (,%rsi,8), %rsi
	addq %rbp, %rsi
.LBB_140:
	testq %rsi, %rsi
	je .LBB_137
	cmpq %r14, %rdi
	jae .LBB_730
	movsd (%r15,%rdi,8), %xmm0
	movsd %xmm0, (%rsi)
	addq $8, %rsi
	addq $16, %rdi
	addq $-8, %rcx
	jne .LBB_140
	jmp .LBB_137
.LBB_143:
	leaq 16400(%r12), %r13
	movq 624(%rsp), %rdx
.LBB_144:
	addq $16400, %r12
	addq $131200, %rdx
	addq $-16400, 576(%rsp)
	movq %r12, %rdi
	movq 8(%rsp), %r12
	cmpq %r12, %r13
	movq 2496(%rsp), %r13
	movq 880(%rsp), %r15
	jb .LBB_83
	jmp .LBB_247
.LBB_145:
	movl $8, %ecx
	xorl %eax, %eax
	movq %r12, 40(%rsp)
.LBB_146:
	movq 936(%rsp), %rdx
	addq %rcx, %rdx
	movq 8(%rsp), %rsi
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 944(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 952(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 960(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 968(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 976(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 984(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 992(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 1000(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 1008(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 1016(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 1024(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 1032(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	movq 1040(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rsi, %rdx
	ja .LBB_97
	addq 1048(%rsp), %rcx
	cmpq %rsi, %rcx
	ja .LBB_97
	xorl %ebx, %ebx
	xorl %r12d, %r12d
.LBB_162:
	movq %r11, %r14
	movq %r12, 1936(%rsp)
	movq 888(%rsp), %rax
	movq %rax, 1104(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 1112(%rsp)
	leaq 928(%rsp), %rax
	movq %rax, 1120(%rsp)
	leaq 1936(%rsp), %rax
	movq %rax, 1128(%rsp)
	leaq 1808(%rsp), %rax
	movq %rax, 1136(%rsp)
	leaq 1264(%rsp), %rdi
	leaq 1104(%rsp), %rsi
	callq core::array::try_from_fn
	movq 1808(%rsp), %rax
	movq 1936(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	movq %r14, %r11
	subq %rdi, %r14
	jb .LBB_684
	movl $8, %esi
	cmpq $8, %r14
	jb .LBB_685
	movsd 1264(%rsp), %xmm0
	movsd %xmm0, 16(%rsp)
	movsd 1272(%rsp), %xmm0
	movsd %xmm0, 432(%rsp)
	movsd 1280(%rsp), %xmm0
	movsd %xmm0, 416(%rsp)
	movsd 1288(%rsp), %xmm0
	movsd %xmm0, 352(%rsp)
	movsd 1296(%rsp), %xmm0
	movsd %xmm0, 256(%rsp)
	movsd 1304(%rsp), %xmm0
	movsd %xmm0, 128(%rsp)
	movsd 1312(%rsp), %xmm0
	movsd %xmm0, 768(%rsp)
	movsd 1320(%rsp), %xmm0
	movsd %xmm0, 56(%rsp)
	movsd 1328(%rsp), %xmm0
	movsd %xmm0, 64(%rsp)
	movsd 1336(%rsp), %xmm11
	movsd 1344(%rsp), %xmm0
	movsd %xmm0, 400(%rsp)
	movsd 1352(%rsp), %xmm0
	movsd %xmm0, 336(%rsp)
	movsd 1360(%rsp), %xmm0
	movsd %xmm0, 240(%rsp)
	movsd 1368(%rsp), %xmm0
	movsd %xmm0, 112(%rsp)
	movsd 1376(%rsp), %xmm0
	movsd %xmm0, 752(%rsp)
	movsd 1384(%rsp), %xmm0
	movsd %xmm0, 536(%rsp)
	movsd 1392(%rsp), %xmm0
	movsd %xmm0, 96(%rsp)
	movsd 1400(%rsp), %xmm14
	movsd 1408(%rsp), %xmm0
	movsd %xmm0, 384(%rsp)
	movsd 1416(%rsp), %xmm0
	movsd %xmm0, 320(%rsp)
	movsd 1424(%rsp), %xmm0
	movsd %xmm0, 224(%rsp)
	movsd 1432(%rsp), %xmm0
	movsd %xmm0, 544(%rsp)
	movsd 1440(%rsp), %xmm0
	movsd %xmm0, 736(%rsp)
	movsd 1448(%rsp), %xmm0
	movsd %xmm0, 528(%rsp)
	movsd 1456(%rsp), %xmm0
	movsd %xmm0, 80(%rsp)
	movq 1464(%rsp), %xmm1
	movsd 1472(%rsp), %xmm0
	movsd %xmm0, 368(%rsp)
	movsd 1480(%rsp), %xmm0
	movsd %xmm0, 304(%rsp)
	movsd 1488(%rsp), %xmm0
	movsd %xmm0, 208(%rsp)
	movsd 1496(%rsp), %xmm0
	movsd %xmm0, 848(%rsp)
	movsd 1504(%rsp), %xmm0
	movsd %xmm0, 720(%rsp)
	movsd 1512(%rsp), %xmm0
	movsd %xmm0, 520(%rsp)
	movsd 1520(%rsp), %xmm0
	movsd %xmm0, 464(%rsp)
	movsd 1528(%rsp), %xmm3
	movq 1536(%rsp), %xmm13
	movsd 1544(%rsp), %xmm0
	movsd %xmm0, 288(%rsp)
	movsd 1552(%rsp), %xmm0
	movsd %xmm0, 192(%rsp)
	movsd 1560(%rsp), %xmm0
	movsd %xmm0, 832(%rsp)
	movsd 1568(%rsp), %xmm0
	movsd %xmm0, 704(%rsp)
	movsd 1576(%rsp), %xmm0
	movsd %xmm0, 512(%rsp)
	movsd 1584(%rsp), %xmm0
	movsd %xmm0, 448(%rsp)
	movsd 1592(%rsp), %xmm5
	movq 1600(%rsp), %xmm0
	movsd 1608(%rsp), %xmm2
	movsd %xmm2, 272(%rsp)
	movsd 1616(%rsp), %xmm2
	movsd %xmm2, 176(%rsp)
	movsd 1624(%rsp), %xmm2
	movsd %xmm2, 816(%rsp)
	movsd 1632(%rsp), %xmm2
	movsd %xmm2, 688(%rsp)
	movsd 1640(%rsp), %xmm2
	movsd %xmm2, 504(%rsp)
	movsd 1648(%rsp), %xmm8
	movsd 1656(%rsp), %xmm6
	movq 1664(%rsp), %xmm2
	movsd 1672(%rsp), %xmm12
	movsd 1680(%rsp), %xmm4
	movsd %xmm4, 160(%rsp)
	movsd 1688(%rsp), %xmm4
	movsd %xmm4, 800(%rsp)
	movsd 1696(%rsp), %xmm4
	movsd %xmm4, 672(%rsp)
	movsd 1704(%rsp), %xmm4
	movsd %xmm4, 496(%rsp)
	movsd 1712(%rsp), %xmm9
	movsd 1720(%rsp), %xmm7
	movsd 1728(%rsp), %xmm4
	movsd 1736(%rsp), %xmm15
	movsd 1744(%rsp), %xmm10
	movsd %xmm10, 144(%rsp)
	movsd 1752(%rsp), %xmm10
	movsd %xmm10, 784(%rsp)
	movsd 1760(%rsp), %xmm10
	movsd %xmm10, 656(%rsp)
	movsd 1768(%rsp), %xmm10
	movsd %xmm10, 488(%rsp)
	movsd 16(%rsp), %xmm10
	movsd %xmm10, (%r15,%rdi,8)
	movsd 64(%rsp), %xmm10
	movsd %xmm10, 8(%r15,%rdi,8)
	movsd 96(%rsp), %xmm10
	movsd %xmm10, 16(%r15,%rdi,8)
	movsd 80(%rsp), %xmm10
	movsd %xmm10, 24(%r15,%rdi,8)
	movsd 464(%rsp), %xmm10
	movsd %xmm10, 32(%r15,%rdi,8)
	movsd 448(%rsp), %xmm10
	movsd %xmm10, 40(%r15,%rdi,8)
	movsd %xmm8, 48(%r15,%rdi,8)
	movsd %xmm9, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $16, %rdi
	movq %r11, %r14
	subq %rdi, %r14
	jb .LBB_684
	cmpq $8, %r14
	jb .LBB_685
	movsd 432(%rsp), %xmm8
	movsd %xmm8, (%r15,%rdi,8)
	movsd %xmm11, 8(%r15,%rdi,8)
	movsd %xmm14, 16(%r15,%rdi,8)
	movq %xmm1, 24(%r15,%rdi,8)
	movsd %xmm3, 32(%r15,%rdi,8)
	movsd %xmm5, 40(%r15,%rdi,8)
	movsd %xmm6, 48(%r15,%rdi,8)
	movsd %xmm7, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $32, %rdi
	movq %r11, %r14
	subq %rdi, %r14
	jb .LBB_684
	cmpq $8, %r14
	jb .LBB_685
	movsd 416(%rsp), %xmm1
	movsd %xmm1, (%r15,%rdi,8)
	movsd 400(%rsp), %xmm1
	movsd %xmm1, 8(%r15,%rdi,8)
	movsd 384(%rsp), %xmm1
	movsd %xmm1, 16(%r15,%rdi,8)
	movq 368(%rsp), %xmm1
	movq %xmm1, 24(%r15,%rdi,8)
	movq %xmm13, 32(%r15,%rdi,8)
	movq %xmm0, 40(%r15,%rdi,8)
	movq %xmm2, 48(%r15,%rdi,8)
	movsd %xmm4, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $48, %rdi
	movq %r11, %r14
	subq %rdi, %r14
	jb .LBB_684
	cmpq $8, %r14
	jb .LBB_685
	movsd 352(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 336(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 320(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 304(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 288(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movq 272(%rsp), %xmm0
	movq %xmm0, 40(%r15,%rdi,8)
	movsd %xmm12, 48(%r15,%rdi,8)
	movsd %xmm15, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $64, %rdi
	movq %r11, %r14
	subq %rdi, %r14
	jb .LBB_684
	cmpq $8, %r14
	jb .LBB_685
	movsd 256(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 240(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 224(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 208(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 192(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 176(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 160(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 144(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $80, %rdi
	movq %r11, %r14
	subq %rdi, %r14
	jb .LBB_684
	cmpq $8, %r14
	jb .LBB_685
	movsd 128(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 112(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 544(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 848(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 832(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 816(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 800(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 784(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $96, %rdi
	movq %r11, %r14
	subq %rdi, %r14
	jb .LBB_684
	cmpq $8, %r14
	jb .LBB_685
	movsd 768(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 752(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 736(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 720(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 704(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 688(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 672(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 656(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $112, %rdi
	movq %r11, %r14
	subq %rdi, %r14
	jb .LBB_684
	cmpq $8, %r14
	jb .LBB_685
	movsd 56(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 536(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 528(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 520(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 512(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 504(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 496(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 488(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	addq $8, %r12
	testb $1, %bl
	movb $1, %bl
	je .LBB_162
	movq 1808(%rsp), %rcx
	leaq 8(%rcx), %rax
	movq %rax, 1808(%rsp)
	addq $16, %rcx
	cmpq %r13, %rcx
	ja .LBB_239
	movq 928(%rsp), %rdx
	addq %rcx, %rdx
	cmpq 8(%rsp), %rdx
	movq 40(%rsp), %r12
	jbe .LBB_146
	jmp .LBB_97
.LBB_182:
	movq %r12, 40(%rsp)
	movq $0, 584(%rsp)
	xorl %r12d, %r12d
	xorl %ebx, %ebx
	jmp .LBB_184
.LBB_183:
	addq $8, %rbx
	xorb $1, %r12b
.LBB_184:
	leaq 1264(%rsp), %rdi
	movq %rbx, 2104(%rsp)
	movq %r15, 2304(%rsp)
	movq %r14, 2312(%rsp)
	leaq 584(%rsp), %rax
	movq %rax, 2320(%rsp)
	leaq 2104(%rsp), %rax
	movq %rax, 2328(%rsp)
	leaq 2304(%rsp), %rsi
	callq core::array::try_from_fn
	movq 2104(%rsp), %rdx
	movq 584(%rsp), %rax
	addq 40(%rsp), %rax
	movq %rdx, %rcx
	shlq $10, %rcx
	addq %rdx, %rcx
	leaq (%rax,%rcx), %rdi
	movq 8(%rsp), %rdx
	subq %rdi, %rdx
	jb .LBB_682
	movl $8, %esi
	cmpq $8, %rdx
	jb .LBB_683
	movsd 1264(%rsp), %xmm0
	movsd %xmm0, 16(%rsp)
	movsd 1272(%rsp), %xmm0
	movsd %xmm0, 432(%rsp)
	movsd 1280(%rsp), %xmm0
	movsd %xmm0, 416(%rsp)
	movsd 1288(%rsp), %xmm0
	movsd %xmm0, 352(%rsp)
	movsd 1296(%rsp), %xmm0
	movsd %xmm0, 256(%rsp)
	movsd 1304(%rsp), %xmm0
	movsd %xmm0, 128(%rsp)
	movsd 1312(%rsp), %xmm0
	movsd %xmm0, 768(%rsp)
	movsd 1320(%rsp), %xmm0
	movsd %xmm0, 56(%rsp)
	movsd 1328(%rsp), %xmm0
	movsd %xmm0, 64(%rsp)
	movsd 1336(%rsp), %xmm11
	movsd 1344(%rsp), %xmm0
	movsd %xmm0, 400(%rsp)
	movsd 1352(%rsp), %xmm0
	movsd %xmm0, 336(%rsp)
	movsd 1360(%rsp), %xmm0
	movsd %xmm0, 240(%rsp)
	movsd 1368(%rsp), %xmm0
	movsd %xmm0, 112(%rsp)
	movsd 1376(%rsp), %xmm0
	movsd %xmm0, 752(%rsp)
	movsd 1384(%rsp), %xmm0
	movsd %xmm0, 536(%rsp)
	movsd 1392(%rsp), %xmm0
	movsd %xmm0, 96(%rsp)
	movsd 1400(%rsp), %xmm14
	movsd 1408(%rsp), %xmm0
	movsd %xmm0, 384(%rsp)
	movsd 1416(%rsp), %xmm0
	movsd %xmm0, 320(%rsp)
	movsd 1424(%rsp), %xmm0
	movsd %xmm0, 224(%rsp)
	movsd 1432(%rsp), %xmm0
	movsd %xmm0, 544(%rsp)
	movsd 1440(%rsp), %xmm0
	movsd %xmm0, 736(%rsp)
	movsd 1448(%rsp), %xmm0
	movsd %xmm0, 528(%rsp)
	movsd 1456(%rsp), %xmm0
	movsd %xmm0, 80(%rsp)
	movsd 1464(%rsp), %xmm1
	movsd 1472(%rsp), %xmm0
	movsd %xmm0, 368(%rsp)
	movsd 1480(%rsp), %xmm0
	movsd %xmm0, 304(%rsp)
	movsd 1488(%rsp), %xmm0
	movsd %xmm0, 208(%rsp)
	movsd 1496(%rsp), %xmm0
	movsd %xmm0, 848(%rsp)
	movsd 1504(%rsp), %xmm0
	movsd %xmm0, 720(%rsp)
	movsd 1512(%rsp), %xmm0
	movsd %xmm0, 520(%rsp)
	movsd 1520(%rsp), %xmm0
	movsd %xmm0, 464(%rsp)
	movsd 1528(%rsp), %xmm3
	movq 1536(%rsp), %xmm13
	movsd 1544(%rsp), %xmm0
	movsd %xmm0, 288(%rsp)
	movsd 1552(%rsp), %xmm0
	movsd %xmm0, 192(%rsp)
	movsd 1560(%rsp), %xmm0
	movsd %xmm0, 832(%rsp)
	movsd 1568(%rsp), %xmm0
	movsd %xmm0, 704(%rsp)
	movsd 1576(%rsp), %xmm0
	movsd %xmm0, 512(%rsp)
	movsd 1584(%rsp), %xmm0
	movsd %xmm0, 448(%rsp)
	movsd 1592(%rsp), %xmm5
	movsd 1600(%rsp), %xmm0
	movsd 1608(%rsp), %xmm2
	movsd %xmm2, 272(%rsp)
	movsd 1616(%rsp), %xmm2
	movsd %xmm2, 176(%rsp)
	movsd 1624(%rsp), %xmm2
	movsd %xmm2, 816(%rsp)
	movsd 1632(%rsp), %xmm2
	movsd %xmm2, 688(%rsp)
	movsd 1640(%rsp), %xmm2
	movsd %xmm2, 504(%rsp)
	movsd 1648(%rsp), %xmm8
	movsd 1656(%rsp), %xmm6
	movsd 1664(%rsp), %xmm2
	movsd 1672(%rsp), %xmm12
	movsd 1680(%rsp), %xmm4
	movsd %xmm4, 160(%rsp)
	movsd 1688(%rsp), %xmm4
	movsd %xmm4, 800(%rsp)
	movsd 1696(%rsp), %xmm4
	movsd %xmm4, 672(%rsp)
	movsd 1704(%rsp), %xmm4
	movsd %xmm4, 496(%rsp)
	movsd 1712(%rsp), %xmm9
	movsd 1720(%rsp), %xmm7
	movsd 1728(%rsp), %xmm4
	movsd 1736(%rsp), %xmm15
	movsd 1744(%rsp), %xmm10
	movsd %xmm10, 144(%rsp)
	movsd 1752(%rsp), %xmm10
	movsd %xmm10, 784(%rsp)
	movsd 1760(%rsp), %xmm10
	movsd %xmm10, 656(%rsp)
	movsd 1768(%rsp), %xmm10
	movsd %xmm10, 488(%rsp)
	movsd 16(%rsp), %xmm10
	movsd %xmm10, (%rbp,%rdi,8)
	movsd 64(%rsp), %xmm10
	movsd %xmm10, 8(%rbp,%rdi,8)
	movsd 96(%rsp), %xmm10
	movsd %xmm10, 16(%rbp,%rdi,8)
	movsd 80(%rsp), %xmm10
	movsd %xmm10, 24(%rbp,%rdi,8)
	movsd 464(%rsp), %xmm10
	movsd %xmm10, 32(%rbp,%rdi,8)
	movsd 448(%rsp), %xmm10
	movsd %xmm10, 40(%rbp,%rdi,8)
	movsd %xmm8, 48(%rbp,%rdi,8)
	movsd %xmm9, 56(%rbp,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $1025, %rdi
	movq 8(%rsp), %rdx
	subq %rdi, %rdx
	jb .LBB_682
	cmpq $8, %rdx
	jb .LBB_683
	movsd 432(%rsp), %xmm8
	movsd %xmm8, (%rbp,%rdi,8)
	movsd %xmm11, 8(%rbp,%rdi,8)
	movsd %xmm14, 16(%rbp,%rdi,8)
	movsd %xmm1, 24(%rbp,%rdi,8)
	movsd %xmm3, 32(%rbp,%rdi,8)
	movsd %xmm5, 40(%rbp,%rdi,8)
	movsd %xmm6, 48(%rbp,%rdi,8)
	movsd %xmm7, 56(%rbp,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $2050, %rdi
	movq 8(%rsp), %rdx
	subq %rdi, %rdx
	jb .LBB_682
	cmpq $8, %rdx
	jb .LBB_683
	movsd 416(%rsp), %xmm1
	movsd %xmm1, (%rbp,%rdi,8)
	movsd 400(%rsp), %xmm1
	movsd %xmm1, 8(%rbp,%rdi,8)
	movsd 384(%rsp), %xmm1
	movsd %xmm1, 16(%rbp,%rdi,8)
	movsd 368(%rsp), %xmm1
	movsd %xmm1, 24(%rbp,%rdi,8)
	movq %xmm13, 32(%rbp,%rdi,8)
	movsd %xmm0, 40(%rbp,%rdi,8)
	movsd %xmm2, 48(%rbp,%rdi,8)
	movsd %xmm4, 56(%rbp,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $3075, %rdi
	movq 8(%rsp), %rdx
	subq %rdi, %rdx
	jb .LBB_682
	cmpq $8, %rdx
	jb .LBB_683
	movsd 352(%rsp), %xmm0
	movsd %xmm0, (%rbp,%rdi,8)
	movsd 336(%rsp), %xmm0
	movsd %xmm0, 8(%rbp,%rdi,8)
	movsd 320(%rsp), %xmm0
	movsd %xmm0, 16(%rbp,%rdi,8)
	movsd 304(%rsp), %xmm0
	movsd %xmm0, 24(%rbp,%rdi,8)
	movsd 288(%rsp), %xmm0
	movsd %xmm0, 32(%rbp,%rdi,8)
	movsd 272(%rsp), %xmm0
	movsd %xmm0, 40(%rbp,%rdi,8)
	movsd %xmm12, 48(%rbp,%rdi,8)
	movsd %xmm15, 56(%rbp,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $4100, %rdi
	movq 8(%rsp), %rdx
	subq %rdi, %rdx
	jb .LBB_682
	cmpq $8, %rdx
	jb .LBB_683
	movsd 256(%rsp), %xmm0
	movsd %xmm0, (%rbp,%rdi,8)
	movsd 240(%rsp), %xmm0
	movsd %xmm0, 8(%rbp,%rdi,8)
	movsd 224(%rsp), %xmm0
	movsd %xmm0, 16(%rbp,%rdi,8)
	movsd 208(%rsp), %xmm0
	movsd %xmm0, 24(%rbp,%rdi,8)
	movsd 192(%rsp), %xmm0
	movsd %xmm0, 32(%rbp,%rdi,8)
	movsd 176(%rsp), %xmm0
	movsd %xmm0, 40(%rbp,%rdi,8)
	movsd 160(%rsp), %xmm0
	movsd %xmm0, 48(%rbp,%rdi,8)
	movsd 144(%rsp), %xmm0
	movsd %xmm0, 56(%rbp,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $5125, %rdi
	movq 8(%rsp), %rdx
	subq %rdi, %rdx
	jb .LBB_682
	cmpq $8, %rdx
	jb .LBB_683
	movsd 128(%rsp), %xmm0
	movsd %xmm0, (%rbp,%rdi,8)
	movsd 112(%rsp), %xmm0
	movsd %xmm0, 8(%rbp,%rdi,8)
	movsd 544(%rsp), %xmm0
	movsd %xmm0, 16(%rbp,%rdi,8)
	movsd 848(%rsp), %xmm0
	movsd %xmm0, 24(%rbp,%rdi,8)
	movsd 832(%rsp), %xmm0
	movsd %xmm0, 32(%rbp,%rdi,8)
	movsd 816(%rsp), %xmm0
	movsd %xmm0, 40(%rbp,%rdi,8)
	movsd 800(%rsp), %xmm0
	movsd %xmm0, 48(%rbp,%rdi,8)
	movsd 784(%rsp), %xmm0
	movsd %xmm0, 56(%rbp,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $6150, %rdi
	movq 8(%rsp), %rdx
	subq %rdi, %rdx
	jb .LBB_682
	cmpq $8, %rdx
	jb .LBB_683
	movsd 768(%rsp), %xmm0
	movsd %xmm0, (%rbp,%rdi,8)
	movsd 752(%rsp), %xmm0
	movsd %xmm0, 8(%rbp,%rdi,8)
	movsd 736(%rsp), %xmm0
	movsd %xmm0, 16(%rbp,%rdi,8)
	movsd 720(%rsp), %xmm0
	movsd %xmm0, 24(%rbp,%rdi,8)
	movsd 704(%rsp), %xmm0
	movsd %xmm0, 32(%rbp,%rdi,8)
	movsd 688(%rsp), %xmm0
	movsd %xmm0, 40(%rbp,%rdi,8)
	movsd 672(%rsp), %xmm0
	movsd %xmm0, 48(%rbp,%rdi,8)
	movsd 656(%rsp), %xmm0
	movsd %xmm0, 56(%rbp,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $7175, %rdi
	movq 8(%rsp), %rax
	subq %rdi, %rax
	jb .LBB_682
	cmpq $8, %rax
	jb .LBB_706
	movsd 56(%rsp), %xmm0
	movsd %xmm0, (%rbp,%rdi,8)
	movsd 536(%rsp), %xmm0
	movsd %xmm0, 8(%rbp,%rdi,8)
	movsd 528(%rsp), %xmm0
	movsd %xmm0, 16(%rbp,%rdi,8)
	movsd 520(%rsp), %xmm0
	movsd %xmm0, 24(%rbp,%rdi,8)
	movsd 512(%rsp), %xmm0
	movsd %xmm0, 32(%rbp,%rdi,8)
	movsd 504(%rsp), %xmm0
	movsd %xmm0, 40(%rbp,%rdi,8)
	movsd 496(%rsp), %xmm0
	movsd %xmm0, 48(%rbp,%rdi,8)
	movsd 488(%rsp), %xmm0
	movsd %xmm0, 56(%rbp,%rdi,8)
	testb $1, %r12b
	je .LBB_183
	movq 584(%rsp), %rax
	leaq 8(%rax), %rcx
	movq %rcx, 584(%rsp)
	leaq 16(%rax), %rdx
	cmpq $1026, %rdx
	jae .LBB_204
	xorl %ebx, %ebx
	xorb $1, %r12b
	jmp .LBB_184
.LBB_204:
	cmpq $1024, %rcx
	movq 40(%rsp), %r12
	movq 624(%rsp), %rdx
	ja .LBB_144
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_206:
	cmpq %r14, %rcx
	jae .LBB_754
	leaq (%r12,%rax), %rdi
	addq $8, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd (%r15,%rcx,8), %xmm0
	movsd %xmm0, -65600(%rdx,%rax,8)
	leaq 1(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $1033, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 8(%r15,%rcx,8), %xmm0
	movsd %xmm0, -57400(%rdx,%rax,8)
	leaq 2(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $2058, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 16(%r15,%rcx,8), %xmm0
	movsd %xmm0, -49200(%rdx,%rax,8)
	leaq 3(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $3083, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 24(%r15,%rcx,8), %xmm0
	movsd %xmm0, -41000(%rdx,%rax,8)
	leaq 4(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $4108, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 32(%r15,%rcx,8), %xmm0
	movsd %xmm0, -32800(%rdx,%rax,8)
	leaq 5(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $5133, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 40(%r15,%rcx,8), %xmm0
	movsd %xmm0, -24600(%rdx,%rax,8)
	leaq 6(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $6158, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 48(%r15,%rcx,8), %xmm0
	movsd %xmm0, -16400(%rdx,%rax,8)
	leaq 7(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $7183, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 56(%r15,%rcx,8), %xmm0
	movsd %xmm0, -8200(%rdx,%rax,8)
	leaq 8(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $8208, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 64(%r15,%rcx,8), %xmm0
	movsd %xmm0, (%rdx,%rax,8)
	leaq 9(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $9233, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 72(%r15,%rcx,8), %xmm0
	movsd %xmm0, 8200(%rdx,%rax,8)
	leaq 10(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $10258, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 80(%r15,%rcx,8), %xmm0
	movsd %xmm0, 16400(%rdx,%rax,8)
	leaq 11(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $11283, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 88(%r15,%rcx,8), %xmm0
	movsd %xmm0, 24600(%rdx,%rax,8)
	leaq 12(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $12308, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 96(%r15,%rcx,8), %xmm0
	movsd %xmm0, 32800(%rdx,%rax,8)
	leaq 13(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $13333, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 104(%r15,%rcx,8), %xmm0
	movsd %xmm0, 41000(%rdx,%rax,8)
	leaq 14(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $14358, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 112(%r15,%rcx,8), %xmm0
	movsd %xmm0, 49200(%rdx,%rax,8)
	leaq 15(%rcx), %rdi
	cmpq %r14, %rdi
	jae .LBB_741
	leaq (%r12,%rax), %rdi
	addq $15383, %rdi
	cmpq 8(%rsp), %rdi
	jae .LBB_740
	movsd 120(%r15,%rcx,8), %xmm0
	movsd %xmm0, 57400(%rdx,%rax,8)
	incq %rax
	addq $16, %rcx
	cmpq $1017, %rax
	jne .LBB_206
	jmp .LBB_144
.LBB_239:
	movq 40(%rsp), %r12
	jmp .LBB_97
.LBB_240:
	movl $8, %ecx
	movl $8, %r8d
	leaq 1056(%rsp), %rdi
	movq %r13, %rsi
	movq %r15, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 1072(%rsp), %r11
	movq 1064(%rsp), %rbx
	leaq (%rbx,%r11,8), %rdi
	cmpq $2, %r15
	jae .LBB_87
	jmp .LBB_88
.LBB_242:
	movl $8, %ecx
	movl $8, %r8d
	leaq 1080(%rsp), %rdi
	movq %r15, %rsi
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 1096(%rsp), %rbx
	jmp .LBB_91
.LBB_244:
	movq $0, 1248(%rsp)
	jmp .LBB_64
.LBB_245:
	movq 8(%rsp), %rsi
	movq %rsi, %rcx
	subq %r12, %rcx
	movl $0, %eax
	cmovaeq %rcx, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	xorl %ecx, %ecx
	movabsq $17996823486545904, %rdi
	cmpq %rdi, %rax
	seta %cl
	addq %rdx, %rcx
	movq %r12, 1264(%rsp)
	movq %rcx, 1272(%rsp)
	movq $1024, 1280(%rsp)
	movb $1, 1288(%rsp)
	movq 888(%rsp), %rdi
	movq 592(%rsp), %rdx
	leaq 1264(%rsp), %rcx
	movq %rbp, %r8
	movq %rsi, %r9
	callq kernel_sliding::wma::periods_into
	movq 8(%rsp), %r12
.LBB_247:
	movq 48(%rsp), %rax
	movq %rax, 1104(%rsp)
	movq %rbp, 1112(%rsp)
	movq %r12, 1120(%rsp)
	leaq 1264(%rsp), %rdi
	leaq 2720(%rsp), %rsi
	leaq 1104(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 1256(%rsp), %rbp
	movq 632(%rsp), %rax
	cmpq $5, %rax
	jne .LBB_54
.LBB_249:
	movq 2264(%rsp), %rsi
	cmpq %r13, %rsi
	leaq 1264(%rsp), %rdi
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
	jne .LBB_723
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_252:
	movq 872(%rsp), %r14
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 888(%rsp), %rcx
	movq %rcx, 2560(%rsp)
	movq %r12, 2568(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 2576(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 2592(%rsp)
	movq %rax, 2608(%rsp)
	movq %rdx, 2616(%rsp)
	leaq 1808(%rsp), %rdi
	xorpd %xmm0, %xmm0
	movq %r12, %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 1936(%rsp), %rdi
	xorpd %xmm0, %xmm0
	movq %r12, %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 1104(%rsp), %rdi
	xorpd %xmm0, %xmm0
	movq %r12, %rsi
	callq <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	leaq 1264(%rsp), %rdi
	movl $1, %ecx
	movl $1, %r8d
	movq %r12, %rsi
	xorl %edx, %edx
	callq alloc::raw_vec::RawVecInner<A>::try_allocate_in
	movq 1272(%rsp), %rdi
	cmpb $0, 1264(%rsp)
	jne .LBB_725
	movq 1280(%rsp), %rax
	movups 1808(%rsp), %xmm0
	movaps %xmm0, 2336(%rsp)
	movq 1824(%rsp), %rcx
	movq %rcx, 2352(%rsp)
	movups 1936(%rsp), %xmm0
	movups %xmm0, 2360(%rsp)
	movq 1952(%rsp), %rcx
	movq %rcx, 2376(%rsp)
	movupd 1104(%rsp), %xmm0
	movapd %xmm0, 2384(%rsp)
	movq 1120(%rsp), %rcx
	movq %rcx, 2400(%rsp)
	movq %rdi, 2408(%rsp)
	movq %rax, 2416(%rsp)
	movq $0, 2424(%rsp)
	leaq 1264(%rsp), %rdi
	movl $8, %ecx
	movl $16, %r8d
	movq %r14, %rsi
	xorl %edx, %edx
	callq alloc::raw_vec::RawVecInner<A>::try_allocate_in
	movq 1272(%rsp), %rdi
	cmpb $0, 1264(%rsp)
	jne .LBB_726
	movq 1280(%rsp), %rax
	movq %rdi, 2104(%rsp)
	movq %rax, 2112(%rsp)
	movq $0, 2120(%rsp)
	testq %r14, %r14
	je .LBB_677
	movq %r12, %rax
	subq $1, %rax
	movq %rax, 2520(%rsp)
	adcq $-1, %r12
	movq %r12, %rcx
	shrq $6, %rcx
	andl $63, %r12d
	cmpq $1, %r12
	sbbq $-1, %rcx
	movq %rcx, 2544(%rsp)
	leaq 2272(%rsp), %r15
	leaq 2512(%rsp), %rax
	movq %rax, 2536(%rsp)
	leaq 2504(%rsp), %rax
	movq %rax, 2528(%rsp)
.LBB_259:
	movq (%rbp), %rsi
	movq %r15, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, %r13
	movq %rdx, %r12
	movq 8(%rbp), %rsi
	movq %r15, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, %r14
	movq %rdx, %rbx
	movq 32(%rbp), %rsi
	movq %r15, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 2488(%rsp)
	movq %rdx, 48(%rsp)
	movq 40(%rbp), %rsi
	movq %r15, %rdi
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 2480(%rsp)
	movq %rdx, 568(%rsp)
	movq 24(%rbp), %rsi
	movq %r15, %rdi
	movq %rsi, 624(%rsp)
	callq kernel_sliding::combo::{{closure}}
	movq %rax, 2472(%rsp)
	movq %rdx, 2264(%rsp)
	movq 2344(%rsp), %rdi
	movq 2352(%rsp), %rcx
	leaq (,%rcx,8), %rax
	movq %rcx, 40(%rsp)
	testq %rcx, %rcx
	je .LBB_275
	leaq -8(%rax), %rsi
	shrq $3, %rsi
	cmpq %rsi, %r12
	cmovbq %r12, %rsi
	cmpq %rbx, %rsi
	cmovaeq %rbx, %rsi
	cmpq $4, %rsi
	jae .LBB_267
.LBB_266:
	movq %rdi, %rcx
	xorl %edx, %edx
	jmp .LBB_271
.LBB_267:
	movq %rdi, %rcx
	subq %r14, %rcx
	cmpq $32, %rcx
	jb .LBB_266
	movq %rdi, %r8
	subq %r13, %r8
	movq %rdi, %rcx
	movl $0, %edx
	cmpq $32, %r8
	jb .LBB_271
	incq %rsi
	movl %esi, %ecx
	andl $3, %ecx
	movl $4, %edx
	cmoveq %rdx, %rcx
	movq %rsi, %rdx
	subq %rcx, %rdx
	leaq (%rdi,%rdx,8), %rcx
	xorl %esi, %esi
.LBB_270:
	movupd (%r14,%rsi,8), %xmm0
	movupd 16(%r14,%rsi,8), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd (%r13,%rsi,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%r13,%rsi,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%rdi,%rsi,8)
	movupd %xmm1, 16(%rdi,%rsi,8)
	addq $4, %rsi
	cmpq %rsi, %rdx
	jne .LBB_270
.LBB_271:
	movq 40(%rsp), %rsi
	leaq (%rdi,%rsi,8), %rsi
.LBB_272:
	cmpq %rdx, %rbx
	je .LBB_745
	cmpq %rdx, %r12
	je .LBB_746
	movsd (%r14,%rdx,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%r13,%rdx,8), %xmm0
	movsd %xmm0, (%rcx)
	addq $8, %rcx
	incq %rdx
	cmpq %rsi, %rcx
	jne .LBB_272
.LBB_275:
	movq 16(%rbp), %rbx
	testq %rbx, %rbx
	js .LBB_755
	movq 2368(%rsp), %r13
	movq 2376(%rsp), %rcx
	movq 40(%rsp), %rdx
	movq %rdx, 2504(%rsp)
	movq %rcx, 2512(%rsp)
	cmpq %rcx, %rdx
	jne .LBB_721
	movl $53, %esi
	testq %rbx, %rbx
	movabsq $9221120237041090560, %r9
	je .LBB_728
	cmpq $0, 40(%rsp)
	je .LBB_283
	xorl %ecx, %ecx
.LBB_280:
	movsd (%rdi,%rcx,8), %xmm0
	ucomisd %xmm0, %xmm0
	jnp .LBB_284
	incq %rcx
	addq $-8, %rax
	jne .LBB_280
	movq 40(%rsp), %rcx
	jmp .LBB_284
.LBB_283:
	xorl %ecx, %ecx
.LBB_284:
	addq %rbx, %rcx
	decq %rcx
	movq 40(%rsp), %rax
	cmpq %rcx, %rax
	movq %rcx, %r14
	cmovbq %rax, %r14
	leaq (,%r14,8), %rax
	leaq (,%r14,8), %r11
	addq %r13, %r11
	testq %r14, %r14
	je .LBB_290
	leaq -8(%rax), %rsi
	movq %r13, %rdx
	cmpq $24, %rsi
	jb .LBB_289
	shrq $3, %rsi
	incq %rsi
	movq %rsi, %r10
	andq $-4, %r10
	leaq (,%r10,8), %rdx
	addq %r13, %rdx
	xorl %r8d, %r8d
	movapd .LCPI_0(%rip), %xmm0
.LBB_287:
	movupd %xmm0, (%r13,%r8,8)
	movupd %xmm0, 16(%r13,%r8,8)
	addq $4, %r8
	cmpq %r8, %r10
	jne .LBB_287
	cmpq %r10, %rsi
	je .LBB_290
.LBB_289:
	movq %r9, (%rdx)
	addq $8, %rdx
	cmpq %r11, %rdx
	jne .LBB_289
.LBB_290:
	movq 40(%rsp), %rdx
	cmpq %rdx, %rcx
	movq %rbp, 1256(%rsp)
	jae .LBB_446
	movq %rdx, %rbp
	movabsq $1152921504606846976, %rdx
	leaq (%rdx,%rbx), %rcx
	decq %rcx
	movq %rcx, 2096(%rsp)
	movq %rbx, %rsi
	shlq $4, %rsi
	leaq 16384(%rsi), %rcx
	movq %rcx, 1248(%rsp)
	leaq -1(%rbp), %rcx
	movq %rcx, 576(%rsp)
	leaq 1(%rbx), %rcx
	imulq %rbx, %rcx
	movq %rcx, %xmm0
	punpckldq .LCPI_1(%rip), %xmm0
	subpd .LCPI_2(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_3(%rip), %xmm1
	movsd .LCPI_4(%rip), %xmm0
	divsd %xmm1, %xmm0
	leaq -16(%rdx), %r8
	movq %rsi, 872(%rsp)
	andq %rsi, %r8
	cvtsi2sd %rbx, %xmm2
	movq %rbx, %rcx
	shlq $7, %rcx
	movq %rcx, 2432(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 2448(%rsp)
	movapd %xmm2, 2064(%rsp)
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 1792(%rsp)
	movapd %xmm0, 896(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 1776(%rsp)
	leaq (%rax,%r13), %rsi
	addq $65664, %rsi
	movq %rbp, %rax
	subq %r14, %rax
	movq %rax, 880(%rsp)
	movq %rdi, 56(%rsp)
	movq %rbx, 2088(%rsp)
	movq %r8, 1240(%rsp)
.LBB_292:
	movq %rsi, 616(%rsp)
	movq %rbp, %rax
	subq %r14, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	xorl %ecx, %ecx
	movabsq $17996823486545904, %rsi
	cmpq %rsi, %rax
	seta %cl
	addq %rdx, %rcx
	cmpq $8, %rcx
	jb .LBB_445
	movq %r11, 632(%rsp)
	leaq 1056(%rsp), %rdi
	movq 1248(%rsp), %rsi
	callq alloc::vec::Vec<T,A>::resize
	movl $16400, %esi
	leaq 1080(%rsp), %rdi
	callq alloc::vec::Vec<T,A>::resize
	movq %r14, 16(%rsp)
	movq %r14, %rax
	subq %rbx, %rax
	movq %rax, %xmm0
	pshufd $68, %xmm0, %xmm0
	movdqa %xmm0, %xmm1
	paddq .LCPI_5(%rip), %xmm1
	movdqa %xmm0, %xmm2
	paddq .LCPI_6(%rip), %xmm2
	movdqu %xmm2, 944(%rsp)
	movdqu %xmm1, 928(%rsp)
	movdqa %xmm0, %xmm1
	paddq .LCPI_7(%rip), %xmm1
	movdqa %xmm0, %xmm2
	paddq .LCPI_8(%rip), %xmm2
	movdqu %xmm2, 976(%rsp)
	movdqu %xmm1, 960(%rsp)
	movdqa %xmm0, %xmm1
	paddq .LCPI_9(%rip), %xmm1
	movdqa %xmm0, %xmm2
	paddq .LCPI_10(%rip), %xmm2
	movdqu %xmm2, 1008(%rsp)
	movdqu %xmm1, 992(%rsp)
	movdqa %xmm0, %xmm1
	paddq .LCPI_11(%rip), %xmm1
	paddq .LCPI_12(%rip), %xmm0
	movdqu %xmm0, 1040(%rsp)
	movdqu %xmm1, 1024(%rsp)
	movq 1064(%rsp), %r15
	movq 1072(%rsp), %r11
	movq %r11, %r9
	shrq $4, %r9
	movq $0, 1808(%rsp)
	cmpq $128, %r11
	jae .LBB_298
	xorl %eax, %eax
.LBB_297:
	movq 576(%rsp), %r8
	jmp .LBB_300
.LBB_298:
	movq 928(%rsp), %rax
	addq $8, %rax
	cmpq %rbp, %rax
	movq 576(%rsp), %r8
	jbe .LBB_349
	xorl %eax, %eax
.LBB_300:
	cmpq %r9, %rax
	jae .LBB_306
	movq %rax, %rdi
	shlq $4, %rdi
	movq %r11, %r12
	subq %rdi, %r12
.LBB_302:
	cmpq %r11, %rdi
	ja .LBB_704
	cmpq $16, %r12
	jb .LBB_701
	movq 928(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movq 56(%rsp), %rsi
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movq 936(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movq 944(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movq 952(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movq 960(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movq 968(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movq 976(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 984(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 56(%r15,%rdi,8)
	movq 992(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 64(%r15,%rdi,8)
	movq 1000(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 72(%r15,%rdi,8)
	movq 1008(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 80(%r15,%rdi,8)
	movq 1016(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 88(%r15,%rdi,8)
	movq 1024(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	leaq 1(%rax), %rcx
	movsd (%rsi,%rdx,8), %xmm0
	movsd %xmm0, 96(%r15,%rdi,8)
	movq 1032(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	movsd (%rsi,%rdx,8), %xmm0
	movsd %xmm0, 104(%r15,%rdi,8)
	movq 1040(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	movsd (%rsi,%rdx,8), %xmm0
	movsd %xmm0, 112(%r15,%rdi,8)
	addq 1048(%rsp), %rax
	cmpq %rax, %r8
	cmovbq %r8, %rax
	movq (%rsi,%rax,8), %xmm0
	movq %xmm0, 120(%r15,%rdi,8)
	addq $16, %rdi
	addq $-16, %r12
	movq %rcx, %rax
	cmpq %rcx, %r9
	jne .LBB_302
	movq 1072(%rsp), %r11
.LBB_306:
	pxor %xmm0, %xmm0
	movdqa %xmm0, 2240(%rsp)
	movdqa %xmm0, 2224(%rsp)
	movdqa %xmm0, 2208(%rsp)
	movdqa %xmm0, 2192(%rsp)
	movdqa %xmm0, 2176(%rsp)
	movdqa %xmm0, 2160(%rsp)
	movdqa %xmm0, 2144(%rsp)
	movdqa %xmm0, 2128(%rsp)
	movdqa %xmm0, 1920(%rsp)
	movdqa %xmm0, 1904(%rsp)
	movdqa %xmm0, 1888(%rsp)
	movdqa %xmm0, 1872(%rsp)
	movdqa %xmm0, 1856(%rsp)
	movdqa %xmm0, 1840(%rsp)
	movdqa %xmm0, 1824(%rsp)
	movdqa %xmm0, 1808(%rsp)
	movdqa %xmm0, 2048(%rsp)
	movdqa %xmm0, 2032(%rsp)
	movdqa %xmm0, 2016(%rsp)
	movdqa %xmm0, 2000(%rsp)
	movdqa %xmm0, 1984(%rsp)
	movdqa %xmm0, 1968(%rsp)
	movdqa %xmm0, 1952(%rsp)
	movdqa %xmm0, 1936(%rsp)
	movdqa %xmm0, 1216(%rsp)
	movdqa %xmm0, 1200(%rsp)
	movdqa %xmm0, 1184(%rsp)
	movdqa %xmm0, 1168(%rsp)
	movdqa %xmm0, 1152(%rsp)
	movdqa %xmm0, 1136(%rsp)
	movdqa %xmm0, 1120(%rsp)
	movdqa %xmm0, 1104(%rsp)
	cmpq %r11, 872(%rsp)
	movq 1240(%rsp), %rsi
	ja .LBB_715
	movq 1064(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_311
	movapd 2128(%rsp), %xmm13
	movapd 2144(%rsp), %xmm6
	movapd 2160(%rsp), %xmm4
	movaps 2176(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movaps 1808(%rsp), %xmm14
	movaps 1824(%rsp), %xmm12
	movaps 1840(%rsp), %xmm11
	movaps 1856(%rsp), %xmm0
	movaps %xmm0, 80(%rsp)
	movapd 1936(%rsp), %xmm3
	movaps 1952(%rsp), %xmm0
	movaps %xmm0, 368(%rsp)
	movaps 1968(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movaps 1984(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 1104(%rsp), %xmm0
	movaps %xmm0, 384(%rsp)
	movaps 1120(%rsp), %xmm0
	movaps %xmm0, 416(%rsp)
	movaps 1136(%rsp), %xmm0
	movaps %xmm0, 448(%rsp)
	movaps 1152(%rsp), %xmm0
	movaps %xmm0, 464(%rsp)
	movl $1, %ecx
	xorl %edx, %edx
	movaps 2192(%rsp), %xmm0
	movaps %xmm0, 240(%rsp)
	movaps 1872(%rsp), %xmm0
	movaps %xmm0, 256(%rsp)
	movaps 2000(%rsp), %xmm0
	movaps %xmm0, 192(%rsp)
	movaps 1168(%rsp), %xmm0
	movaps %xmm0, 272(%rsp)
	movaps 2208(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movaps 1888(%rsp), %xmm8
	movaps 2016(%rsp), %xmm0
	movaps %xmm0, 208(%rsp)
	movaps 1184(%rsp), %xmm0
	movaps %xmm0, 304(%rsp)
	movaps 2224(%rsp), %xmm0
	movaps %xmm0, 320(%rsp)
	movaps 1904(%rsp), %xmm7
	movaps 2032(%rsp), %xmm0
	movaps %xmm0, 224(%rsp)
	movaps 1200(%rsp), %xmm0
	movaps %xmm0, 336(%rsp)
	movaps 2240(%rsp), %xmm0
	movaps %xmm0, 352(%rsp)
	movaps 1920(%rsp), %xmm1
	movaps 2048(%rsp), %xmm9
	xorpd %xmm10, %xmm10
	movaps 1216(%rsp), %xmm2
	xorps %xmm0, %xmm0
	movaps %xmm0, 64(%rsp)
	movaps %xmm0, 176(%rsp)
	movaps %xmm0, 160(%rsp)
	movaps %xmm0, 144(%rsp)
	movaps %xmm0, 128(%rsp)
	movaps %xmm0, 112(%rsp)
	movaps %xmm0, 544(%rsp)
.LBB_309:
	movaps %xmm9, 672(%rsp)
	movaps %xmm2, 688(%rsp)
	movaps %xmm8, 704(%rsp)
	movaps %xmm7, 720(%rsp)
	movaps %xmm1, 736(%rsp)
	movaps %xmm14, 752(%rsp)
	movaps %xmm12, 784(%rsp)
	movaps %xmm11, 816(%rsp)
	movapd %xmm10, 848(%rsp)
	movapd %xmm13, %xmm9
	movapd %xmm3, %xmm2
	xorps %xmm1, %xmm1
	cvtsi2sd %rcx, %xmm1
	movupd (%rax,%rdx,8), %xmm3
	unpcklpd %xmm1, %xmm1
	movupd 16(%rax,%rdx,8), %xmm8
	movapd %xmm3, %xmm0
	mulpd %xmm1, %xmm0
	movapd 544(%rsp), %xmm5
	addpd %xmm0, %xmm5
	movapd %xmm5, 544(%rsp)
	movapd %xmm3, %xmm7
	movapd .LCPI_13(%rip), %xmm11
	mulpd %xmm11, %xmm7
	movapd %xmm7, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm3, %xmm0
	addpd %xmm2, %xmm0
	movapd %xmm0, 656(%rsp)
	movapd %xmm0, %xmm10
	subpd %xmm5, %xmm7
	subpd %xmm2, %xmm10
	movapd %xmm0, %xmm5
	subpd %xmm10, %xmm5
	subpd %xmm5, %xmm2
	movapd %xmm3, %xmm5
	subpd %xmm7, %xmm5
	subpd %xmm10, %xmm3
	mulpd %xmm1, %xmm7
	addpd %xmm2, %xmm3
	movapd 384(%rsp), %xmm0
	addpd %xmm3, %xmm0
	movapd %xmm0, 384(%rsp)
	movapd %xmm8, %xmm2
	addpd %xmm7, %xmm13
	movapd %xmm13, 768(%rsp)
	mulpd %xmm1, %xmm2
	movapd 112(%rsp), %xmm0
	addpd %xmm2, %xmm0
	movapd %xmm0, 112(%rsp)
	movapd %xmm8, %xmm10
	movapd %xmm13, %xmm2
	mulpd %xmm11, %xmm10
	movapd %xmm10, %xmm3
	subpd %xmm8, %xmm3
	subpd %xmm9, %xmm2
	subpd %xmm3, %xmm10
	movapd %xmm13, %xmm11
	subpd %xmm2, %xmm11
	subpd %xmm2, %xmm7
	movapd %xmm8, %xmm0
	subpd %xmm10, %xmm0
	movapd %xmm0, 592(%rsp)
	mulpd %xmm1, %xmm10
	movapd %xmm6, %xmm15
	addpd %xmm10, %xmm6
	movapd %xmm6, 800(%rsp)
	movapd %xmm6, %xmm12
	subpd %xmm15, %xmm12
	movapd %xmm6, %xmm2
	subpd %xmm12, %xmm2
	subpd %xmm12, %xmm10
	movapd 368(%rsp), %xmm12
	movapd %xmm8, %xmm14
	addpd %xmm12, %xmm14
	movapd %xmm14, %xmm13
	subpd %xmm12, %xmm13
	movapd %xmm14, 368(%rsp)
	subpd %xmm13, %xmm14
	subpd %xmm14, %xmm12
	subpd %xmm13, %xmm8
	subpd %xmm11, %xmm9
	addpd %xmm12, %xmm8
	movapd 416(%rsp), %xmm0
	addpd %xmm8, %xmm0
	movapd %xmm0, 416(%rsp)
	movupd 32(%rax,%rdx,8), %xmm11
	movapd %xmm11, %xmm8
	mulpd %xmm1, %xmm8
	movapd 128(%rsp), %xmm0
	addpd %xmm8, %xmm0
	movapd %xmm0, 128(%rsp)
	movapd %xmm11, %xmm12
	movapd .LCPI_13(%rip), %xmm3
	mulpd %xmm3, %xmm12
	movapd %xmm12, %xmm8
	subpd %xmm11, %xmm8
	subpd %xmm8, %xmm12
	subpd %xmm2, %xmm15
	movapd %xmm11, %xmm8
	subpd %xmm12, %xmm8
	mulpd %xmm1, %xmm12
	movapd %xmm4, %xmm2
	addpd %xmm12, %xmm4
	movapd %xmm4, 832(%rsp)
	movapd %xmm4, %xmm13
	subpd %xmm2, %xmm13
	movapd %xmm4, %xmm14
	subpd %xmm13, %xmm14
	subpd %xmm13, %xmm12
	movapd 400(%rsp), %xmm13
	movapd %xmm11, %xmm6
	addpd %xmm13, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm13, %xmm4
	movapd %xmm6, 400(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm13
	subpd %xmm4, %xmm11
	subpd %xmm14, %xmm2
	addpd %xmm13, %xmm11
	movapd 448(%rsp), %xmm0
	addpd %xmm11, %xmm0
	movapd %xmm0, 448(%rsp)
	movupd 48(%rax,%rdx,8), %xmm13
	movapd %xmm13, %xmm4
	mulpd %xmm1, %xmm4
	movapd 144(%rsp), %xmm0
	addpd %xmm4, %xmm0
	movapd %xmm0, 144(%rsp)
	movapd %xmm13, %xmm14
	mulpd %xmm3, %xmm14
	movapd %xmm14, %xmm4
	subpd %xmm13, %xmm4
	subpd %xmm4, %xmm14
	addpd %xmm9, %xmm7
	movapd %xmm13, %xmm9
	subpd %xmm14, %xmm9
	mulpd %xmm1, %xmm14
	movapd 96(%rsp), %xmm6
	movapd %xmm6, %xmm11
	addpd %xmm14, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm11, %xmm4
	movapd %xmm6, 96(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm11
	subpd %xmm4, %xmm14
	movapd 432(%rsp), %xmm4
	movapd %xmm13, %xmm0
	addpd %xmm4, %xmm0
	movapd %xmm0, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm0, 432(%rsp)
	subpd %xmm6, %xmm0
	subpd %xmm0, %xmm4
	addpd %xmm15, %xmm10
	subpd %xmm6, %xmm13
	addpd %xmm4, %xmm13
	movapd 464(%rsp), %xmm0
	addpd %xmm13, %xmm0
	movapd %xmm0, 464(%rsp)
	movupd 64(%rax,%rdx,8), %xmm15
	movapd %xmm15, %xmm0
	mulpd %xmm1, %xmm0
	movapd 160(%rsp), %xmm4
	addpd %xmm0, %xmm4
	movapd %xmm4, 160(%rsp)
	addpd %xmm2, %xmm12
	movapd %xmm15, %xmm2
	mulpd %xmm3, %xmm2
	movapd %xmm2, %xmm0
	subpd %xmm15, %xmm0
	subpd %xmm0, %xmm2
	movapd %xmm15, %xmm13
	subpd %xmm2, %xmm13
	mulpd %xmm1, %xmm2
	movapd 240(%rsp), %xmm6
	movapd %xmm6, %xmm0
	addpd %xmm2, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm6, 240(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm0
	addpd %xmm11, %xmm14
	subpd %xmm4, %xmm2
	addpd %xmm0, %xmm2
	movapd 192(%rsp), %xmm0
	movapd %xmm15, %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm6, 192(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm0
	mulpd %xmm1, %xmm5
	addpd %xmm7, %xmm5
	subpd %xmm4, %xmm15
	addpd %xmm0, %xmm15
	movapd 592(%rsp), %xmm3
	mulpd %xmm1, %xmm3
	addpd %xmm10, %xmm3
	movapd 272(%rsp), %xmm0
	addpd %xmm15, %xmm0
	movapd %xmm0, 272(%rsp)
	movupd 80(%rax,%rdx,8), %xmm10
	movapd %xmm10, %xmm0
	mulpd %xmm1, %xmm0
	movapd 176(%rsp), %xmm4
	addpd %xmm0, %xmm4
	movapd %xmm4, 176(%rsp)
	movapd %xmm10, %xmm0
	movapd .LCPI_13(%rip), %xmm15
	mulpd %xmm15, %xmm0
	movapd %xmm0, %xmm4
	subpd %xmm10, %xmm4
	subpd %xmm4, %xmm0
	mulpd %xmm1, %xmm8
	addpd %xmm12, %xmm8
	movapd 784(%rsp), %xmm12
	movapd %xmm10, %xmm7
	subpd %xmm0, %xmm7
	mulpd %xmm1, %xmm0
	movapd 288(%rsp), %xmm11
	movapd %xmm11, %xmm4
	addpd %xmm0, %xmm11
	movapd %xmm11, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm11, 288(%rsp)
	subpd %xmm6, %xmm11
	subpd %xmm11, %xmm4
	movapd 816(%rsp), %xmm11
	mulpd %xmm1, %xmm9
	addpd %xmm14, %xmm9
	movapd 752(%rsp), %xmm14
	subpd %xmm6, %xmm0
	addpd %xmm4, %xmm0
	mulpd %xmm1, %xmm13
	addpd %xmm2, %xmm13
	mulpd %xmm1, %xmm7
	addpd %xmm0, %xmm7
	movapd 208(%rsp), %xmm0
	movapd %xmm10, %xmm4
	addpd %xmm0, %xmm4
	movapd %xmm4, %xmm2
	subpd %xmm0, %xmm2
	movapd %xmm4, 208(%rsp)
	subpd %xmm2, %xmm4
	subpd %xmm4, %xmm0
	subpd %xmm2, %xmm10
	addpd %xmm5, %xmm14
	addpd %xmm0, %xmm10
	movapd 304(%rsp), %xmm0
	addpd %xmm10, %xmm0
	movapd %xmm0, 304(%rsp)
	movupd 96(%rax,%rdx,8), %xmm5
	movapd %xmm5, %xmm0
	mulpd %xmm1, %xmm0
	movapd 64(%rsp), %xmm2
	addpd %xmm0, %xmm2
	movapd %xmm2, 64(%rsp)
	movapd %xmm5, %xmm0
	mulpd %xmm15, %xmm0
	movapd %xmm0, %xmm2
	subpd %xmm5, %xmm2
	subpd %xmm2, %xmm0
	movapd %xmm5, %xmm2
	subpd %xmm0, %xmm2
	mulpd %xmm1, %xmm0
	movapd 320(%rsp), %xmm10
	movapd %xmm10, %xmm4
	addpd %xmm0, %xmm10
	movapd %xmm10, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm10, 320(%rsp)
	subpd %xmm6, %xmm10
	subpd %xmm10, %xmm4
	movapd 848(%rsp), %xmm10
	subpd %xmm6, %xmm0
	addpd %xmm4, %xmm0
	mulpd %xmm1, %xmm2
	addpd %xmm0, %xmm2
	movapd 224(%rsp), %xmm0
	movapd %xmm5, %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm6, 224(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm0
	subpd %xmm4, %xmm5
	addpd %xmm0, %xmm5
	addpd %xmm3, %xmm12
	movapd 336(%rsp), %xmm0
	addpd %xmm5, %xmm0
	movapd %xmm0, 336(%rsp)
	movupd 112(%rax,%rdx,8), %xmm3
	movapd %xmm3, %xmm0
	mulpd %xmm1, %xmm0
	addpd %xmm0, %xmm10
	movapd %xmm3, %xmm0
	mulpd %xmm15, %xmm0
	addpd %xmm8, %xmm11
	movapd %xmm0, %xmm4
	subpd %xmm3, %xmm4
	subpd %xmm4, %xmm0
	movapd 80(%rsp), %xmm4
	addpd %xmm9, %xmm4
	movapd %xmm4, 80(%rsp)
	movapd %xmm3, %xmm5
	subpd %xmm0, %xmm5
	mulpd %xmm1, %xmm0
	movapd 352(%rsp), %xmm8
	movapd %xmm8, %xmm4
	addpd %xmm0, %xmm8
	movapd %xmm8, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm8, 352(%rsp)
	subpd %xmm6, %xmm8
	subpd %xmm8, %xmm4
	movapd 704(%rsp), %xmm8
	subpd %xmm6, %xmm0
	movapd 800(%rsp), %xmm6
	movapd 256(%rsp), %xmm9
	addpd %xmm13, %xmm9
	movapd %xmm9, 256(%rsp)
	movdqa 768(%rsp), %xmm13
	addpd %xmm4, %xmm0
	movapd 832(%rsp), %xmm4
	mulpd %xmm1, %xmm5
	movapd 672(%rsp), %xmm1
	addpd %xmm7, %xmm8
	movapd 720(%rsp), %xmm7
	addpd %xmm0, %xmm5
	movapd %xmm3, %xmm9
	addpd %xmm1, %xmm9
	addpd %xmm2, %xmm7
	movapd %xmm9, %xmm0
	subpd %xmm1, %xmm0
	movapd %xmm9, %xmm2
	subpd %xmm0, %xmm2
	subpd %xmm2, %xmm1
	movapd 688(%rsp), %xmm2
	subpd %xmm0, %xmm3
	addpd %xmm1, %xmm3
	movapd 736(%rsp), %xmm1
	addpd %xmm5, %xmm1
	addpd %xmm3, %xmm2
	movapd 656(%rsp), %xmm3
	incq %rcx
	addq $16, %rdx
	cmpq %rdx, %rsi
	jne .LBB_309
	movdqa %xmm13, 2128(%rsp)
	movapd %xmm14, 1808(%rsp)
	movapd %xmm3, 1936(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 1104(%rsp)
	movapd %xmm6, 2144(%rsp)
	movapd %xmm12, 1824(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 1952(%rsp)
	movaps 416(%rsp), %xmm0
	movaps %xmm0, 1120(%rsp)
	movapd %xmm4, 2160(%rsp)
	movapd %xmm11, 1840(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 1968(%rsp)
	movaps 448(%rsp), %xmm0
	movaps %xmm0, 1136(%rsp)
	movaps 96(%rsp), %xmm0
	movaps %xmm0, 2176(%rsp)
	movaps 80(%rsp), %xmm0
	movaps %xmm0, 1856(%rsp)
	movaps 432(%rsp), %xmm0
	movaps %xmm0, 1984(%rsp)
	movaps 464(%rsp), %xmm0
	movaps %xmm0, 1152(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 2192(%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 1872(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 2000(%rsp)
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 1168(%rsp)
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 2208(%rsp)
	movapd %xmm8, 1888(%rsp)
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 2016(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 1184(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 2224(%rsp)
	movapd %xmm7, 1904(%rsp)
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 2032(%rsp)
	movaps 336(%rsp), %xmm0
	movaps %xmm0, 1200(%rsp)
	movdqa 352(%rsp), %xmm0
	movdqa %xmm0, 2240(%rsp)
	movapd %xmm1, 1920(%rsp)
	movapd %xmm9, 2048(%rsp)
	movapd %xmm2, 1216(%rsp)
	movdqa 176(%rsp), %xmm1
	movdqa 160(%rsp), %xmm2
	movapd 144(%rsp), %xmm3
	movapd 128(%rsp), %xmm4
	movapd 112(%rsp), %xmm5
	movapd 544(%rsp), %xmm6
	movq 1096(%rsp), %r12
	movl $16, %esi
	cmpq $16, %r12
	jae .LBB_312
	jmp .LBB_716
.LBB_311:
	xorpd %xmm10, %xmm10
	movdqa %xmm0, 64(%rsp)
	pxor %xmm1, %xmm1
	pxor %xmm2, %xmm2
	xorpd %xmm3, %xmm3
	xorpd %xmm4, %xmm4
	xorpd %xmm5, %xmm5
	xorpd %xmm6, %xmm6
	movq 1096(%rsp), %r12
	movl $16, %esi
	cmpq $16, %r12
	jb .LBB_716
.LBB_312:
	movq 1088(%rsp), %r15
	movapd 2448(%rsp), %xmm0
	divpd %xmm0, %xmm6
	movupd %xmm6, (%r15)
	divpd %xmm0, %xmm5
	movupd %xmm5, 16(%r15)
	divpd %xmm0, %xmm4
	movupd %xmm4, 32(%r15)
	divpd %xmm0, %xmm3
	movupd %xmm3, 48(%r15)
	divpd %xmm0, %xmm2
	movupd %xmm2, 64(%r15)
	divpd %xmm0, %xmm1
	movupd %xmm1, 80(%r15)
	movapd 64(%rsp), %xmm1
	divpd %xmm0, %xmm1
	movupd %xmm1, 96(%r15)
	divpd %xmm0, %xmm10
	movupd %xmm10, 112(%r15)
	leaq -16(%r12), %rcx
	shrq $4, %rcx
	incq %rcx
	leaq 128(%r15), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	movq 2432(%rsp), %r8
	addq %rax, %r8
	movq %r8, %r9
	negq %r9
	addq %r15, %r9
	addq $128, %r9
	cmpq $16, %rdi
	setb %dil
	cmpq $16, %r9
	setb %r9b
	orb %dil, %r9b
	movl $1, %r10d
	jmp .LBB_314
.LBB_313:
	incq %r10
	subq $-128, %rdx
	subq $-128, %rax
	subq $-128, %r8
	cmpq $1025, %r10
	je .LBB_323
.LBB_314:
	movq 2096(%rsp), %rdi
	addq %r10, %rdi
	shlq $4, %rdi
	movq %r11, %r14
	subq %rdi, %r11
	jb .LBB_687
	cmpq $16, %r11
	jb .LBB_688
	movq %r10, %r11
	shlq $4, %r11
	leaq -16(%r11), %rdi
	movq %r14, %rbx
	subq %rdi, %rbx
	jb .LBB_689
	cmpq $16, %rbx
	jb .LBB_690
	movq %r12, %rbx
	subq %r11, %rbx
	jb .LBB_691
	cmpq %rcx, %r10
	je .LBB_692
	xorl %edi, %edi
	movq %r14, %r11
	testb %r9b, %r9b
	je .LBB_322
.LBB_321:
	movsd 2128(%rsp,%rdi), %xmm5
	movsd 1936(%rsp,%rdi), %xmm3
	movsd 1104(%rsp,%rdi), %xmm0
	movsd (%r8,%rdi), %xmm2
	movapd %xmm2, %xmm6
	mulsd .LCPI_15(%rip), %xmm6
	movapd %xmm6, %xmm1
	subsd %xmm2, %xmm1
	subsd %xmm1, %xmm6
	movapd %xmm2, %xmm1
	subsd %xmm6, %xmm1
	movapd 2064(%rsp), %xmm11
	mulsd %xmm11, %xmm6
	movapd %xmm3, %xmm7
	movapd .LCPI_14(%rip), %xmm10
	xorpd %xmm10, %xmm7
	movapd %xmm5, %xmm8
	addsd %xmm6, %xmm8
	movapd %xmm8, %xmm4
	subsd %xmm3, %xmm4
	unpcklpd %xmm8, %xmm5
	unpcklpd %xmm4, %xmm8
	movapd %xmm8, %xmm9
	subpd %xmm5, %xmm9
	subpd %xmm9, %xmm8
	subpd %xmm8, %xmm5
	unpcklpd %xmm7, %xmm6
	subpd %xmm9, %xmm6
	addpd %xmm5, %xmm6
	movapd %xmm6, %xmm5
	unpckhpd %xmm6, %xmm5
	addsd %xmm6, %xmm5
	mulsd %xmm11, %xmm1
	subsd %xmm0, %xmm1
	addsd %xmm5, %xmm1
	addsd 1808(%rsp,%rdi), %xmm1
	movsd (%rax,%rdi), %xmm5
	movapd %xmm3, %xmm6
	addsd %xmm2, %xmm6
	movapd %xmm6, %xmm7
	subsd %xmm5, %xmm7
	xorpd %xmm10, %xmm5
	unpcklpd %xmm6, %xmm3
	unpcklpd %xmm7, %xmm6
	movapd %xmm6, %xmm8
	subpd %xmm3, %xmm8
	subpd %xmm8, %xmm6
	subpd %xmm6, %xmm3
	unpcklpd %xmm5, %xmm2
	subpd %xmm8, %xmm2
	addpd %xmm3, %xmm2
	movapd %xmm2, %xmm3
	unpckhpd %xmm2, %xmm3
	addsd %xmm2, %xmm3
	addsd %xmm0, %xmm3
	movsd %xmm4, 2128(%rsp,%rdi)
	movsd %xmm1, 1808(%rsp,%rdi)
	movsd %xmm7, 1936(%rsp,%rdi)
	movsd %xmm3, 1104(%rsp,%rdi)
	addsd %xmm4, %xmm1
	mulsd 896(%rsp), %xmm1
	movsd %xmm1, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_321
	jmp .LBB_313
.LBB_322:
	movapd 2128(%rsp,%rdi), %xmm4
	movapd 1936(%rsp,%rdi), %xmm5
	movapd 1104(%rsp,%rdi), %xmm1
	movupd (%r8,%rdi), %xmm3
	movupd (%rax,%rdi), %xmm0
	movapd %xmm3, %xmm6
	mulpd .LCPI_13(%rip), %xmm6
	movapd %xmm6, %xmm2
	subpd %xmm3, %xmm2
	subpd %xmm2, %xmm6
	movapd %xmm3, %xmm2
	subpd %xmm6, %xmm2
	movapd 1792(%rsp), %xmm12
	mulpd %xmm12, %xmm6
	movapd %xmm4, %xmm7
	addpd %xmm6, %xmm7
	movapd %xmm7, %xmm8
	subpd %xmm4, %xmm8
	movapd %xmm7, %xmm9
	subpd %xmm8, %xmm9
	subpd %xmm9, %xmm4
	subpd %xmm8, %xmm6
	addpd %xmm4, %xmm6
	movapd %xmm5, %xmm8
	movapd .LCPI_14(%rip), %xmm11
	xorpd %xmm11, %xmm8
	movapd %xmm7, %xmm4
	subpd %xmm5, %xmm4
	movapd %xmm4, %xmm9
	subpd %xmm7, %xmm9
	movapd %xmm4, %xmm10
	subpd %xmm9, %xmm10
	subpd %xmm10, %xmm7
	subpd %xmm9, %xmm8
	addpd %xmm7, %xmm8
	addpd %xmm6, %xmm8
	mulpd %xmm12, %xmm2
	subpd %xmm1, %xmm2
	addpd %xmm8, %xmm2
	addpd 1808(%rsp,%rdi), %xmm2
	movapd %xmm5, %xmm6
	addpd %xmm3, %xmm6
	movapd %xmm6, %xmm7
	subpd %xmm5, %xmm7
	movapd %xmm6, %xmm8
	subpd %xmm7, %xmm8
	subpd %xmm8, %xmm5
	subpd %xmm7, %xmm3
	addpd %xmm5, %xmm3
	movapd %xmm6, %xmm5
	subpd %xmm0, %xmm5
	xorpd %xmm11, %xmm0
	movapd %xmm5, %xmm7
	movapd %xmm5, 1936(%rsp,%rdi)
	subpd %xmm6, %xmm5
	subpd %xmm5, %xmm7
	subpd %xmm7, %xmm6
	subpd %xmm5, %xmm0
	addpd %xmm6, %xmm0
	addpd %xmm3, %xmm0
	addpd %xmm1, %xmm0
	movapd %xmm4, 2128(%rsp,%rdi)
	movapd %xmm2, 1808(%rsp,%rdi)
	movapd %xmm0, 1104(%rsp,%rdi)
	addpd %xmm4, %xmm2
	mulpd 1776(%rsp), %xmm2
	movupd %xmm2, (%rdx,%rdi)
	addq $16, %rdi
	cmpq $128, %rdi
	jne .LBB_322
	jmp .LBB_313
.LBB_323:
	movq 16(%rsp), %rcx
	leaq 1025(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 2050(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 3075(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 4100(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 5125(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 6150(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 7175(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 8200(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 9225(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 10250(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 11275(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 12300(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 13325(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 14350(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 15375(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_339
	leaq 16400(%rcx), %rax
	cmpq %rbp, %rax
	jbe .LBB_386
.LBB_339:
	movq 880(%rsp), %rax
	movq 632(%rsp), %rcx
	xorl %ebx, %ebx
.LBB_340:
	cmpq $1025, %rax
	movl $1025, %edx
	cmovbq %rax, %rdx
	movq %rbx, %rdi
	shlq $10, %rdi
	movq 16(%rsp), %rsi
	addq %rbx, %rsi
	addq %rsi, %rdi
	movq %rbp, %rsi
	subq %rdi, %rsi
	jbe .LBB_347
	cmpq $1025, %rsi
	movl $1025, %r8d
	cmovaeq %r8, %rsi
	addq %rdi, %rsi
	jb .LBB_700
	cmpq %rbp, %rsi
	ja .LBB_700
	leaq 1(%rbx), %rsi
	shll $3, %edx
	xorl %edi, %edi
.LBB_344:
	cmpq %r12, %rbx
	jae .LBB_727
	movsd (%r15,%rbx,8), %xmm0
	movsd %xmm0, (%rcx,%rdi)
	addq $16, %rbx
	addq $8, %rdi
	cmpq %rdi, %rdx
	jne .LBB_344
	addq $8200, %rcx
	addq $-1025, %rax
	movq %rsi, %rbx
	cmpq $16, %rsi
	jne .LBB_340
.LBB_347:
	movq 16(%rsp), %r14
	leaq 16400(%r14), %rax
	movq 616(%rsp), %rsi
.LBB_348:
	addq $16400, %r14
	addq $131200, %rsi
	movq 632(%rsp), %r11
	addq $131200, %r11
	addq $-16400, 880(%rsp)
	cmpq %rbp, %rax
	movq 56(%rsp), %rdi
	movq 2088(%rsp), %rbx
	jb .LBB_292
	jmp .LBB_446
.LBB_349:
	movl $8, %ecx
	xorl %eax, %eax
	movq %r9, 2296(%rsp)
.LBB_350:
	movq 936(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 944(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 952(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 960(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 968(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 976(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 984(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 992(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 1000(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 1008(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 1016(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 1024(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 1032(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	movq 1040(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_300
	addq 1048(%rsp), %rcx
	cmpq %rbp, %rcx
	ja .LBB_300
	xorl %ebx, %ebx
	xorl %ebp, %ebp
.LBB_366:
	movq %r11, %r14
	movq %rbp, 1936(%rsp)
	movq 56(%rsp), %rax
	movq %rax, 1104(%rsp)
	movq 40(%rsp), %rax
	movq %rax, 1112(%rsp)
	leaq 928(%rsp), %rax
	movq %rax, 1120(%rsp)
	leaq 1936(%rsp), %rax
	movq %rax, 1128(%rsp)
	leaq 1808(%rsp), %rax
	movq %rax, 1136(%rsp)
	leaq 1264(%rsp), %rdi
	leaq 1104(%rsp), %rsi
	callq core::array::try_from_fn
	movq 1808(%rsp), %rax
	movq 1936(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	movq %r14, %r11
	movq %r14, %r12
	subq %rdi, %r12
	jb .LBB_686
	movl $8, %esi
	cmpq $8, %r12
	jb .LBB_681
	movsd 1264(%rsp), %xmm0
	movsd %xmm0, 64(%rsp)
	movsd 1272(%rsp), %xmm0
	movsd %xmm0, 416(%rsp)
	movsd 1280(%rsp), %xmm0
	movsd %xmm0, 400(%rsp)
	movsd 1288(%rsp), %xmm0
	movsd %xmm0, 336(%rsp)
	movsd 1296(%rsp), %xmm0
	movsd %xmm0, 240(%rsp)
	movsd 1304(%rsp), %xmm0
	movsd %xmm0, 112(%rsp)
	movsd 1312(%rsp), %xmm0
	movsd %xmm0, 752(%rsp)
	movsd 1320(%rsp), %xmm0
	movsd %xmm0, 536(%rsp)
	movsd 1328(%rsp), %xmm0
	movsd %xmm0, 96(%rsp)
	movsd 1336(%rsp), %xmm11
	movsd 1344(%rsp), %xmm0
	movsd %xmm0, 384(%rsp)
	movsd 1352(%rsp), %xmm0
	movsd %xmm0, 320(%rsp)
	movsd 1360(%rsp), %xmm0
	movsd %xmm0, 224(%rsp)
	movsd 1368(%rsp), %xmm0
	movsd %xmm0, 544(%rsp)
	movsd 1376(%rsp), %xmm0
	movsd %xmm0, 736(%rsp)
	movsd 1384(%rsp), %xmm0
	movsd %xmm0, 528(%rsp)
	movsd 1392(%rsp), %xmm0
	movsd %xmm0, 80(%rsp)
	movsd 1400(%rsp), %xmm14
	movsd 1408(%rsp), %xmm0
	movsd %xmm0, 368(%rsp)
	movsd 1416(%rsp), %xmm0
	movsd %xmm0, 304(%rsp)
	movsd 1424(%rsp), %xmm0
	movsd %xmm0, 208(%rsp)
	movsd 1432(%rsp), %xmm0
	movsd %xmm0, 848(%rsp)
	movsd 1440(%rsp), %xmm0
	movsd %xmm0, 720(%rsp)
	movsd 1448(%rsp), %xmm0
	movsd %xmm0, 520(%rsp)
	movsd 1456(%rsp), %xmm0
	movsd %xmm0, 464(%rsp)
	movq 1464(%rsp), %xmm1
	movsd 1472(%rsp), %xmm0
	movsd %xmm0, 352(%rsp)
	movsd 1480(%rsp), %xmm0
	movsd %xmm0, 288(%rsp)
	movsd 1488(%rsp), %xmm0
	movsd %xmm0, 192(%rsp)
	movsd 1496(%rsp), %xmm0
	movsd %xmm0, 832(%rsp)
	movsd 1504(%rsp), %xmm0
	movsd %xmm0, 704(%rsp)
	movsd 1512(%rsp), %xmm0
	movsd %xmm0, 512(%rsp)
	movsd 1520(%rsp), %xmm0
	movsd %xmm0, 448(%rsp)
	movsd 1528(%rsp), %xmm3
	movq 1536(%rsp), %xmm13
	movsd 1544(%rsp), %xmm0
	movsd %xmm0, 272(%rsp)
	movsd 1552(%rsp), %xmm0
	movsd %xmm0, 176(%rsp)
	movsd 1560(%rsp), %xmm0
	movsd %xmm0, 816(%rsp)
	movsd 1568(%rsp), %xmm0
	movsd %xmm0, 688(%rsp)
	movsd 1576(%rsp), %xmm0
	movsd %xmm0, 504(%rsp)
	movsd 1584(%rsp), %xmm0
	movsd %xmm0, 432(%rsp)
	movsd 1592(%rsp), %xmm5
	movq 1600(%rsp), %xmm0
	movsd 1608(%rsp), %xmm2
	movsd %xmm2, 256(%rsp)
	movsd 1616(%rsp), %xmm2
	movsd %xmm2, 160(%rsp)
	movsd 1624(%rsp), %xmm2
	movsd %xmm2, 800(%rsp)
	movsd 1632(%rsp), %xmm2
	movsd %xmm2, 672(%rsp)
	movsd 1640(%rsp), %xmm2
	movsd %xmm2, 496(%rsp)
	movsd 1648(%rsp), %xmm8
	movsd 1656(%rsp), %xmm6
	movq 1664(%rsp), %xmm2
	movsd 1672(%rsp), %xmm12
	movsd 1680(%rsp), %xmm4
	movsd %xmm4, 144(%rsp)
	movsd 1688(%rsp), %xmm4
	movsd %xmm4, 784(%rsp)
	movsd 1696(%rsp), %xmm4
	movsd %xmm4, 656(%rsp)
	movsd 1704(%rsp), %xmm4
	movsd %xmm4, 488(%rsp)
	movsd 1712(%rsp), %xmm9
	movsd 1720(%rsp), %xmm7
	movsd 1728(%rsp), %xmm4
	movsd 1736(%rsp), %xmm15
	movsd 1744(%rsp), %xmm10
	movsd %xmm10, 128(%rsp)
	movsd 1752(%rsp), %xmm10
	movsd %xmm10, 768(%rsp)
	movsd 1760(%rsp), %xmm10
	movsd %xmm10, 592(%rsp)
	movsd 1768(%rsp), %xmm10
	movsd %xmm10, 640(%rsp)
	movsd 64(%rsp), %xmm10
	movsd %xmm10, (%r15,%rdi,8)
	movsd 96(%rsp), %xmm10
	movsd %xmm10, 8(%r15,%rdi,8)
	movsd 80(%rsp), %xmm10
	movsd %xmm10, 16(%r15,%rdi,8)
	movsd 464(%rsp), %xmm10
	movsd %xmm10, 24(%r15,%rdi,8)
	movsd 448(%rsp), %xmm10
	movsd %xmm10, 32(%r15,%rdi,8)
	movsd 432(%rsp), %xmm10
	movsd %xmm10, 40(%r15,%rdi,8)
	movsd %xmm8, 48(%r15,%rdi,8)
	movsd %xmm9, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $16, %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_686
	cmpq $8, %r12
	jb .LBB_681
	movsd 416(%rsp), %xmm8
	movsd %xmm8, (%r15,%rdi,8)
	movsd %xmm11, 8(%r15,%rdi,8)
	movsd %xmm14, 16(%r15,%rdi,8)
	movq %xmm1, 24(%r15,%rdi,8)
	movsd %xmm3, 32(%r15,%rdi,8)
	movsd %xmm5, 40(%r15,%rdi,8)
	movsd %xmm6, 48(%r15,%rdi,8)
	movsd %xmm7, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $32, %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_686
	cmpq $8, %r12
	jb .LBB_681
	movsd 400(%rsp), %xmm1
	movsd %xmm1, (%r15,%rdi,8)
	movsd 384(%rsp), %xmm1
	movsd %xmm1, 8(%r15,%rdi,8)
	movsd 368(%rsp), %xmm1
	movsd %xmm1, 16(%r15,%rdi,8)
	movq 352(%rsp), %xmm1
	movq %xmm1, 24(%r15,%rdi,8)
	movq %xmm13, 32(%r15,%rdi,8)
	movq %xmm0, 40(%r15,%rdi,8)
	movq %xmm2, 48(%r15,%rdi,8)
	movsd %xmm4, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $48, %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_686
	cmpq $8, %r12
	jb .LBB_681
	movsd 336(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 320(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 304(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 288(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 272(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movq 256(%rsp), %xmm0
	movq %xmm0, 40(%r15,%rdi,8)
	movsd %xmm12, 48(%r15,%rdi,8)
	movsd %xmm15, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $64, %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_686
	cmpq $8, %r12
	jb .LBB_681
	movsd 240(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 224(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 208(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 192(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 176(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 160(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 144(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 128(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $80, %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_686
	cmpq $8, %r12
	jb .LBB_681
	movsd 112(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 544(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 848(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 832(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 816(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 800(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 784(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 768(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $96, %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_686
	cmpq $8, %r12
	jb .LBB_681
	movsd 752(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 736(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 720(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 704(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 688(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 672(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 656(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 592(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $112, %rdi
	movq %r11, %r12
	subq %rdi, %r12
	jb .LBB_686
	cmpq $8, %r12
	jb .LBB_681
	movsd 536(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 528(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 520(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 512(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 504(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 496(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 488(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 640(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	addq $8, %rbp
	testb $1, %bl
	movb $1, %bl
	je .LBB_366
	movq 1808(%rsp), %rcx
	leaq 8(%rcx), %rax
	movq %rax, 1808(%rsp)
	addq $16, %rcx
	movq 2296(%rsp), %r9
	cmpq %r9, %rcx
	ja .LBB_444
	movq 928(%rsp), %rdx
	addq %rcx, %rdx
	movq 40(%rsp), %rbp
	cmpq %rbp, %rdx
	movq 576(%rsp), %r8
	jbe .LBB_350
	jmp .LBB_300
.LBB_386:
	movq %rax, 2296(%rsp)
	movq $0, 648(%rsp)
	xorl %ebx, %ebx
	xorl %r14d, %r14d
	jmp .LBB_388
.LBB_387:
	addq $8, %r14
	xorb $1, %bl
.LBB_388:
	movq %r14, 584(%rsp)
	movq %r15, 2304(%rsp)
	movq %r12, 2312(%rsp)
	leaq 648(%rsp), %rax
	movq %rax, 2320(%rsp)
	leaq 584(%rsp), %rax
	movq %rax, 2328(%rsp)
	leaq 1264(%rsp), %rdi
	leaq 2304(%rsp), %rsi
	callq core::array::try_from_fn
	movq 584(%rsp), %rdx
	movq 648(%rsp), %rax
	addq 16(%rsp), %rax
	movq %rdx, %rcx
	shlq $10, %rcx
	addq %rdx, %rcx
	leaq (%rax,%rcx), %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	movl $8, %esi
	cmpq $8, %rdx
	jb .LBB_680
	movsd 1264(%rsp), %xmm0
	movsd %xmm0, 64(%rsp)
	movsd 1272(%rsp), %xmm0
	movsd %xmm0, 416(%rsp)
	movsd 1280(%rsp), %xmm0
	movsd %xmm0, 400(%rsp)
	movsd 1288(%rsp), %xmm0
	movsd %xmm0, 336(%rsp)
	movsd 1296(%rsp), %xmm0
	movsd %xmm0, 240(%rsp)
	movsd 1304(%rsp), %xmm0
	movsd %xmm0, 112(%rsp)
	movsd 1312(%rsp), %xmm0
	movsd %xmm0, 752(%rsp)
	movsd 1320(%rsp), %xmm0
	movsd %xmm0, 536(%rsp)
	movsd 1328(%rsp), %xmm0
	movsd %xmm0, 96(%rsp)
	movsd 1336(%rsp), %xmm11
	movsd 1344(%rsp), %xmm0
	movsd %xmm0, 384(%rsp)
	movsd 1352(%rsp), %xmm0
	movsd %xmm0, 320(%rsp)
	movsd 1360(%rsp), %xmm0
	movsd %xmm0, 224(%rsp)
	movsd 1368(%rsp), %xmm0
	movsd %xmm0, 544(%rsp)
	movsd 1376(%rsp), %xmm0
	movsd %xmm0, 736(%rsp)
	movsd 1384(%rsp), %xmm0
	movsd %xmm0, 528(%rsp)
	movsd 1392(%rsp), %xmm0
	movsd %xmm0, 80(%rsp)
	movsd 1400(%rsp), %xmm14
	movsd 1408(%rsp), %xmm0
	movsd %xmm0, 368(%rsp)
	movsd 1416(%rsp), %xmm0
	movsd %xmm0, 304(%rsp)
	movsd 1424(%rsp), %xmm0
	movsd %xmm0, 208(%rsp)
	movsd 1432(%rsp), %xmm0
	movsd %xmm0, 848(%rsp)
	movsd 1440(%rsp), %xmm0
	movsd %xmm0, 720(%rsp)
	movsd 1448(%rsp), %xmm0
	movsd %xmm0, 520(%rsp)
	movsd 1456(%rsp), %xmm0
	movsd %xmm0, 464(%rsp)
	movsd 1464(%rsp), %xmm1
	movsd 1472(%rsp), %xmm0
	movsd %xmm0, 352(%rsp)
	movsd 1480(%rsp), %xmm0
	movsd %xmm0, 288(%rsp)
	movsd 1488(%rsp), %xmm0
	movsd %xmm0, 192(%rsp)
	movsd 1496(%rsp), %xmm0
	movsd %xmm0, 832(%rsp)
	movsd 1504(%rsp), %xmm0
	movsd %xmm0, 704(%rsp)
	movsd 1512(%rsp), %xmm0
	movsd %xmm0, 512(%rsp)
	movsd 1520(%rsp), %xmm0
	movsd %xmm0, 448(%rsp)
	movsd 1528(%rsp), %xmm3
	movq 1536(%rsp), %xmm13
	movsd 1544(%rsp), %xmm0
	movsd %xmm0, 272(%rsp)
	movsd 1552(%rsp), %xmm0
	movsd %xmm0, 176(%rsp)
	movsd 1560(%rsp), %xmm0
	movsd %xmm0, 816(%rsp)
	movsd 1568(%rsp), %xmm0
	movsd %xmm0, 688(%rsp)
	movsd 1576(%rsp), %xmm0
	movsd %xmm0, 504(%rsp)
	movsd 1584(%rsp), %xmm0
	movsd %xmm0, 432(%rsp)
	movsd 1592(%rsp), %xmm5
	movsd 1600(%rsp), %xmm0
	movsd 1608(%rsp), %xmm2
	movsd %xmm2, 256(%rsp)
	movsd 1616(%rsp), %xmm2
	movsd %xmm2, 160(%rsp)
	movsd 1624(%rsp), %xmm2
	movsd %xmm2, 800(%rsp)
	movsd 1632(%rsp), %xmm2
	movsd %xmm2, 672(%rsp)
	movsd 1640(%rsp), %xmm2
	movsd %xmm2, 496(%rsp)
	movsd 1648(%rsp), %xmm8
	movsd 1656(%rsp), %xmm6
	movsd 1664(%rsp), %xmm2
	movsd 1672(%rsp), %xmm12
	movsd 1680(%rsp), %xmm4
	movsd %xmm4, 144(%rsp)
	movsd 1688(%rsp), %xmm4
	movsd %xmm4, 784(%rsp)
	movsd 1696(%rsp), %xmm4
	movsd %xmm4, 656(%rsp)
	movsd 1704(%rsp), %xmm4
	movsd %xmm4, 488(%rsp)
	movsd 1712(%rsp), %xmm9
	movsd 1720(%rsp), %xmm7
	movsd 1728(%rsp), %xmm4
	movsd 1736(%rsp), %xmm15
	movsd 1744(%rsp), %xmm10
	movsd %xmm10, 128(%rsp)
	movsd 1752(%rsp), %xmm10
	movsd %xmm10, 768(%rsp)
	movsd 1760(%rsp), %xmm10
	movsd %xmm10, 592(%rsp)
	movsd 1768(%rsp), %xmm10
	movsd %xmm10, 640(%rsp)
	movsd 64(%rsp), %xmm10
	movsd %xmm10, (%r13,%rdi,8)
	movsd 96(%rsp), %xmm10
	movsd %xmm10, 8(%r13,%rdi,8)
	movsd 80(%rsp), %xmm10
	movsd %xmm10, 16(%r13,%rdi,8)
	movsd 464(%rsp), %xmm10
	movsd %xmm10, 24(%r13,%rdi,8)
	movsd 448(%rsp), %xmm10
	movsd %xmm10, 32(%r13,%rdi,8)
	movsd 432(%rsp), %xmm10
	movsd %xmm10, 40(%r13,%rdi,8)
	movsd %xmm8, 48(%r13,%rdi,8)
	movsd %xmm9, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $1025, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 416(%rsp), %xmm8
	movsd %xmm8, (%r13,%rdi,8)
	movsd %xmm11, 8(%r13,%rdi,8)
	movsd %xmm14, 16(%r13,%rdi,8)
	movsd %xmm1, 24(%r13,%rdi,8)
	movsd %xmm3, 32(%r13,%rdi,8)
	movsd %xmm5, 40(%r13,%rdi,8)
	movsd %xmm6, 48(%r13,%rdi,8)
	movsd %xmm7, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $2050, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 400(%rsp), %xmm1
	movsd %xmm1, (%r13,%rdi,8)
	movsd 384(%rsp), %xmm1
	movsd %xmm1, 8(%r13,%rdi,8)
	movsd 368(%rsp), %xmm1
	movsd %xmm1, 16(%r13,%rdi,8)
	movsd 352(%rsp), %xmm1
	movsd %xmm1, 24(%r13,%rdi,8)
	movq %xmm13, 32(%r13,%rdi,8)
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd %xmm2, 48(%r13,%rdi,8)
	movsd %xmm4, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $3075, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 336(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 320(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 304(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 288(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 272(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 256(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd %xmm12, 48(%r13,%rdi,8)
	movsd %xmm15, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $4100, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 240(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 224(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 208(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 192(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 176(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 160(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd 144(%rsp), %xmm0
	movsd %xmm0, 48(%r13,%rdi,8)
	movsd 128(%rsp), %xmm0
	movsd %xmm0, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $5125, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 112(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 544(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 848(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 832(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 816(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 800(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd 784(%rsp), %xmm0
	movsd %xmm0, 48(%r13,%rdi,8)
	movsd 768(%rsp), %xmm0
	movsd %xmm0, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $6150, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 752(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 736(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 720(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 704(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 688(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 672(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd 656(%rsp), %xmm0
	movsd %xmm0, 48(%r13,%rdi,8)
	movsd 592(%rsp), %xmm0
	movsd %xmm0, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $7175, %rdi
	movq %rbp, %rax
	subq %rdi, %rax
	jb .LBB_679
	cmpq $8, %rax
	jb .LBB_705
	movsd 536(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 528(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 520(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 512(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 504(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 496(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd 488(%rsp), %xmm0
	movsd %xmm0, 48(%r13,%rdi,8)
	movsd 640(%rsp), %xmm0
	movsd %xmm0, 56(%r13,%rdi,8)
	testb $1, %bl
	je .LBB_387
	movq 648(%rsp), %rax
	leaq 8(%rax), %rcx
	movq %rcx, 648(%rsp)
	leaq 16(%rax), %rdx
	cmpq $1026, %rdx
	jae .LBB_408
	xorl %r14d, %r14d
	xorb $1, %bl
	jmp .LBB_388
.LBB_408:
	cmpq $1024, %rcx
	movq 616(%rsp), %rsi
	ja .LBB_443
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_410:
	cmpq %r12, %rcx
	jae .LBB_751
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $8, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd (%r15,%rcx,8), %xmm0
	movsd %xmm0, -65600(%rsi,%rax,8)
	leaq 1(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $1033, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 8(%r15,%rcx,8), %xmm0
	movsd %xmm0, -57400(%rsi,%rax,8)
	leaq 2(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $2058, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 16(%r15,%rcx,8), %xmm0
	movsd %xmm0, -49200(%rsi,%rax,8)
	leaq 3(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $3083, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 24(%r15,%rcx,8), %xmm0
	movsd %xmm0, -41000(%rsi,%rax,8)
	leaq 4(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $4108, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 32(%r15,%rcx,8), %xmm0
	movsd %xmm0, -32800(%rsi,%rax,8)
	leaq 5(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $5133, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 40(%r15,%rcx,8), %xmm0
	movsd %xmm0, -24600(%rsi,%rax,8)
	leaq 6(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $6158, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 48(%r15,%rcx,8), %xmm0
	movsd %xmm0, -16400(%rsi,%rax,8)
	leaq 7(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $7183, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 56(%r15,%rcx,8), %xmm0
	movsd %xmm0, -8200(%rsi,%rax,8)
	leaq 8(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $8208, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 64(%r15,%rcx,8), %xmm0
	movsd %xmm0, (%rsi,%rax,8)
	leaq 9(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $9233, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 72(%r15,%rcx,8), %xmm0
	movsd %xmm0, 8200(%rsi,%rax,8)
	leaq 10(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $10258, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 80(%r15,%rcx,8), %xmm0
	movsd %xmm0, 16400(%rsi,%rax,8)
	leaq 11(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $11283, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 88(%r15,%rcx,8), %xmm0
	movsd %xmm0, 24600(%rsi,%rax,8)
	leaq 12(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $12308, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 96(%r15,%rcx,8), %xmm0
	movsd %xmm0, 32800(%rsi,%rax,8)
	leaq 13(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $13333, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 104(%r15,%rcx,8), %xmm0
	movsd %xmm0, 41000(%rsi,%rax,8)
	leaq 14(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $14358, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 112(%r15,%rcx,8), %xmm0
	movsd %xmm0, 49200(%rsi,%rax,8)
	leaq 15(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $15383, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 120(%r15,%rcx,8), %xmm0
	movsd %xmm0, 57400(%rsi,%rax,8)
	incq %rax
	addq $16, %rcx
	cmpq $1017, %rax
	jne .LBB_410
.LBB_443:
	movq 16(%rsp), %r14
	movq 2296(%rsp), %rax
	jmp .LBB_348
.LBB_444:
	movq 40(%rsp), %rbp
	jmp .LBB_297
.LBB_445:
	movq %rbp, %rcx
	subq %r14, %rcx
	movl $0, %eax
	cmovaeq %rcx, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	xorl %ecx, %ecx
	cmpq %rsi, %rax
	seta %cl
	addq %rdx, %rcx
	movq %r14, 1264(%rsp)
	movq %rcx, 1272(%rsp)
	movq $1024, 1280(%rsp)
	movb $1, 1288(%rsp)
	movq %rbp, %rsi
	movq %rbx, %rdx
	leaq 1264(%rsp), %rcx
	movq %r13, %r8
	movq %rbp, %r9
	callq kernel_sliding::wma::periods_into
.LBB_446:
	movq 2344(%rsp), %rax
	movq %rax, 56(%rsp)
	movq 2352(%rsp), %rbp
	leaq (,%rbp,8), %rax
	testq %rbp, %rbp
	je .LBB_460
	movq 48(%rsp), %rcx
	movq 2264(%rsp), %rdx
	leaq -8(%rax), %r9
	shrq $3, %r9
	cmpq %r9, %rdx
	cmovbq %rdx, %r9
	movq 568(%rsp), %rsi
	cmpq %rsi, %r9
	cmovaeq %rsi, %r9
	cmpq %rcx, %r9
	cmovaeq %rcx, %r9
	cmpq $4, %r9
	jae .LBB_449
	movq 56(%rsp), %r15
	movq %r15, %rdi
	xorl %r8d, %r8d
	movq 2488(%rsp), %rbx
	movq 2480(%rsp), %r11
	movq 2472(%rsp), %r14
	jmp .LBB_455
.LBB_449:
	movq 56(%rsp), %r15
	movq %r15, %rdi
	movq 2488(%rsp), %rbx
	subq %rbx, %rdi
	cmpq $32, %rdi
	movq 2480(%rsp), %r11
	movq 2472(%rsp), %r14
	jb .LBB_454
	movq %r15, %rdi
	subq %r11, %rdi
	cmpq $32, %rdi
	jb .LBB_454
	movq %r15, %r10
	subq %r14, %r10
	movq %r15, %rdi
	movl $0, %r8d
	cmpq $32, %r10
	jb .LBB_455
	incq %r9
	movl %r9d, %edi
	andl $3, %edi
	movl $4, %r8d
	cmoveq %r8, %rdi
	movq %r9, %r8
	subq %rdi, %r8
	leaq (%r15,%r8,8), %rdi
	xorl %r9d, %r9d
	movapd .LCPI_16(%rip), %xmm3
.LBB_453:
	movupd (%rbx,%r9,8), %xmm0
	movupd 16(%rbx,%r9,8), %xmm1
	mulpd %xmm3, %xmm0
	mulpd %xmm3, %xmm1
	movupd (%r11,%r9,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%r11,%r9,8), %xmm2
	subpd %xmm2, %xmm1
	movupd (%r14,%r9,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%r14,%r9,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%r15,%r9,8)
	movupd %xmm1, 16(%r15,%r9,8)
	addq $4, %r9
	cmpq %r9, %r8
	jne .LBB_453
	jmp .LBB_455
.LBB_454:
	movq %r15, %rdi
	xorl %r8d, %r8d
.LBB_455:
	leaq (%r15,%rbp,8), %r9
	leaq (%r14,%r8,8), %r10
	leaq (%r11,%r8,8), %r11
	leaq (%rbx,%r8,8), %rbx
	subq %r8, %rdx
	subq %r8, %rsi
	subq %r8, %rcx
	xorl %r8d, %r8d
	xorl %r14d, %r14d
.LBB_456:
	cmpq %r14, %rcx
	je .LBB_748
	cmpq %r14, %rsi
	je .LBB_749
	cmpq %r14, %rdx
	je .LBB_750
	movsd (%rbx,%r14,8), %xmm0
	mulsd .LCPI_17(%rip), %xmm0
	subsd (%r11,%r14,8), %xmm0
	subsd (%r10,%r14,8), %xmm0
	movsd %xmm0, (%rdi,%r14,8)
	incq %r14
	leaq (%rdi,%r8), %r15
	addq $8, %r15
	addq $8, %r8
	cmpq %r9, %r15
	jne .LBB_456
.LBB_460:
	cmpq $0, 624(%rsp)
	js .LBB_755
	movq 2392(%rsp), %r13
	movq 2400(%rsp), %rcx
	movq %rbp, 2504(%rsp)
	movq %rcx, 2512(%rsp)
	cmpq %rcx, %rbp
	movq 56(%rsp), %r14
	jne .LBB_721
	cmpq $0, 624(%rsp)
	movabsq $9221120237041090560, %r9
	je .LBB_733
	xorl %ecx, %ecx
	testq %rbp, %rbp
	je .LBB_467
.LBB_464:
	movsd (%r14,%rcx,8), %xmm0
	ucomisd %xmm0, %xmm0
	jnp .LBB_467
	incq %rcx
	addq $-8, %rax
	jne .LBB_464
	movq %rbp, %rcx
.LBB_467:
	movq 624(%rsp), %rax
	addq %rax, %rcx
	decq %rcx
	cmpq %rcx, %rbp
	movq %rcx, %rbx
	cmovbq %rbp, %rbx
	leaq (,%rbx,8), %rax
	leaq (,%rbx,8), %r10
	addq %r13, %r10
	testq %rbx, %rbx
	je .LBB_473
	leaq -8(%rax), %rsi
	movq %r13, %rdx
	cmpq $24, %rsi
	jb .LBB_472
	shrq $3, %rsi
	incq %rsi
	movq %rsi, %rdi
	andq $-4, %rdi
	leaq (,%rdi,8), %rdx
	addq %r13, %rdx
	xorl %r8d, %r8d
	movapd .LCPI_0(%rip), %xmm0
.LBB_470:
	movupd %xmm0, (%r13,%r8,8)
	movupd %xmm0, 16(%r13,%r8,8)
	addq $4, %r8
	cmpq %r8, %rdi
	jne .LBB_470
	cmpq %rdi, %rsi
	je .LBB_473
.LBB_472:
	movq %r9, (%rdx)
	addq $8, %rdx
	cmpq %r10, %rdx
	jne .LBB_472
.LBB_473:
	cmpq %rbp, %rcx
	jae .LBB_628
	movabsq $1152921504606846976, %rdx
	movq 624(%rsp), %rsi
	leaq (%rdx,%rsi), %rcx
	decq %rcx
	movq %rcx, 2096(%rsp)
	movq %rsi, %rdi
	shlq $4, %rdi
	leaq 16384(%rdi), %rcx
	movq %rcx, 1248(%rsp)
	leaq -1(%rbp), %rcx
	movq %rcx, 2088(%rsp)
	leaq 1(%rsi), %rcx
	imulq %rsi, %rcx
	movq %rcx, %xmm0
	punpckldq .LCPI_1(%rip), %xmm0
	subpd .LCPI_2(%rip), %xmm0
	movapd %xmm0, %xmm1
	unpckhpd %xmm0, %xmm1
	addsd %xmm0, %xmm1
	mulsd .LCPI_3(%rip), %xmm1
	movsd .LCPI_4(%rip), %xmm0
	divsd %xmm1, %xmm0
	leaq -16(%rdx), %rcx
	movq %rdi, 872(%rsp)
	andq %rdi, %rcx
	movq %rcx, 1240(%rsp)
	cvtsi2sd %rsi, %xmm2
	shlq $7, %rsi
	movq %rsi, 2432(%rsp)
	unpcklpd %xmm1, %xmm1
	movapd %xmm1, 2448(%rsp)
	movapd %xmm2, 2064(%rsp)
	unpcklpd %xmm2, %xmm2
	movapd %xmm2, 1792(%rsp)
	movapd %xmm0, 896(%rsp)
	unpcklpd %xmm0, %xmm0
	movapd %xmm0, 1776(%rsp)
	leaq (%rax,%r13), %rsi
	addq $65664, %rsi
	movq %rbp, %rax
	subq %rbx, %rax
	movq %rax, 576(%rsp)
.LBB_475:
	movq %rsi, 880(%rsp)
	movq %rbp, %rax
	subq %rbx, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	xorl %ecx, %ecx
	movabsq $17996823486545904, %rsi
	cmpq %rsi, %rax
	seta %cl
	addq %rdx, %rcx
	cmpq $8, %rcx
	jb .LBB_627
	movq %r10, 616(%rsp)
	leaq 1056(%rsp), %rdi
	movq 1248(%rsp), %rsi
	callq alloc::vec::Vec<T,A>::resize
	movl $16400, %esi
	leaq 1080(%rsp), %rdi
	callq alloc::vec::Vec<T,A>::resize
	movq %rbx, 16(%rsp)
	movq %rbx, %rax
	subq 624(%rsp), %rax
	movq %rax, %xmm0
	pshufd $68, %xmm0, %xmm0
	movdqa %xmm0, %xmm1
	paddq .LCPI_5(%rip), %xmm1
	movdqa %xmm0, %xmm2
	paddq .LCPI_6(%rip), %xmm2
	movdqu %xmm2, 944(%rsp)
	movdqu %xmm1, 928(%rsp)
	movdqa %xmm0, %xmm1
	paddq .LCPI_7(%rip), %xmm1
	movdqa %xmm0, %xmm2
	paddq .LCPI_8(%rip), %xmm2
	movdqu %xmm2, 976(%rsp)
	movdqu %xmm1, 960(%rsp)
	movdqa %xmm0, %xmm1
	paddq .LCPI_9(%rip), %xmm1
	movdqa %xmm0, %xmm2
	paddq .LCPI_10(%rip), %xmm2
	movdqu %xmm2, 1008(%rsp)
	movdqu %xmm1, 992(%rsp)
	movdqa %xmm0, %xmm1
	paddq .LCPI_11(%rip), %xmm1
	paddq .LCPI_12(%rip), %xmm0
	movdqu %xmm0, 1040(%rsp)
	movdqu %xmm1, 1024(%rsp)
	movq 1064(%rsp), %r15
	movq 1072(%rsp), %rax
	movq %rax, %r10
	shrq $4, %r10
	movq $0, 1808(%rsp)
	movq %rax, 40(%rsp)
	cmpq $128, %rax
	jb .LBB_480
	movq 928(%rsp), %rax
	addq $8, %rax
	cmpq %rbp, %rax
	jbe .LBB_531
.LBB_480:
	xorl %eax, %eax
.LBB_481:
	cmpq %r10, %rax
	jae .LBB_487
	movq %rax, %rdi
	shlq $4, %rdi
	movq 40(%rsp), %r9
	movq %r9, %r12
	subq %rdi, %r12
	movq 2088(%rsp), %r8
.LBB_483:
	cmpq %r9, %rdi
	ja .LBB_709
	cmpq $16, %r12
	jb .LBB_701
	movq 928(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movq 56(%rsp), %rsi
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movq 936(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movq 944(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movq 952(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movq 960(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movq 968(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movq 976(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 984(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 56(%r15,%rdi,8)
	movq 992(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 64(%r15,%rdi,8)
	movq 1000(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 72(%r15,%rdi,8)
	movq 1008(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 80(%r15,%rdi,8)
	movq 1016(%rsp), %rcx
	addq %rax, %rcx
	cmpq %rcx, %r8
	cmovbq %r8, %rcx
	movsd (%rsi,%rcx,8), %xmm0
	movsd %xmm0, 88(%r15,%rdi,8)
	movq 1024(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	leaq 1(%rax), %rcx
	movsd (%rsi,%rdx,8), %xmm0
	movsd %xmm0, 96(%r15,%rdi,8)
	movq 1032(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	movsd (%rsi,%rdx,8), %xmm0
	movsd %xmm0, 104(%r15,%rdi,8)
	movq 1040(%rsp), %rdx
	addq %rax, %rdx
	cmpq %rdx, %r8
	cmovbq %r8, %rdx
	movsd (%rsi,%rdx,8), %xmm0
	movsd %xmm0, 112(%r15,%rdi,8)
	addq 1048(%rsp), %rax
	cmpq %rax, %r8
	cmovbq %r8, %rax
	movq (%rsi,%rax,8), %xmm0
	movq %xmm0, 120(%r15,%rdi,8)
	addq $16, %rdi
	addq $-16, %r12
	movq %rcx, %rax
	cmpq %rcx, %r10
	jne .LBB_483
	movq 1072(%rsp), %r14
	jmp .LBB_488
.LBB_487:
	movq 40(%rsp), %r14
.LBB_488:
	pxor %xmm0, %xmm0
	movdqa %xmm0, 2240(%rsp)
	movdqa %xmm0, 2224(%rsp)
	movdqa %xmm0, 2208(%rsp)
	movdqa %xmm0, 2192(%rsp)
	movdqa %xmm0, 2176(%rsp)
	movdqa %xmm0, 2160(%rsp)
	movdqa %xmm0, 2144(%rsp)
	movdqa %xmm0, 2128(%rsp)
	movdqa %xmm0, 1920(%rsp)
	movdqa %xmm0, 1904(%rsp)
	movdqa %xmm0, 1888(%rsp)
	movdqa %xmm0, 1872(%rsp)
	movdqa %xmm0, 1856(%rsp)
	movdqa %xmm0, 1840(%rsp)
	movdqa %xmm0, 1824(%rsp)
	movdqa %xmm0, 1808(%rsp)
	movdqa %xmm0, 2048(%rsp)
	movdqa %xmm0, 2032(%rsp)
	movdqa %xmm0, 2016(%rsp)
	movdqa %xmm0, 2000(%rsp)
	movdqa %xmm0, 1984(%rsp)
	movdqa %xmm0, 1968(%rsp)
	movdqa %xmm0, 1952(%rsp)
	movdqa %xmm0, 1936(%rsp)
	movdqa %xmm0, 1216(%rsp)
	movdqa %xmm0, 1200(%rsp)
	movdqa %xmm0, 1184(%rsp)
	movdqa %xmm0, 1168(%rsp)
	movdqa %xmm0, 1152(%rsp)
	movdqa %xmm0, 1136(%rsp)
	movdqa %xmm0, 1120(%rsp)
	movdqa %xmm0, 1104(%rsp)
	cmpq %r14, 872(%rsp)
	movq 1240(%rsp), %rsi
	ja .LBB_718
	movq 1064(%rsp), %rax
	testq %rsi, %rsi
	je .LBB_493
	movapd 2128(%rsp), %xmm13
	movapd 2144(%rsp), %xmm6
	movapd 2160(%rsp), %xmm4
	movaps 2176(%rsp), %xmm0
	movaps %xmm0, 96(%rsp)
	movaps 1808(%rsp), %xmm14
	movaps 1824(%rsp), %xmm12
	movaps 1840(%rsp), %xmm11
	movaps 1856(%rsp), %xmm0
	movaps %xmm0, 80(%rsp)
	movapd 1936(%rsp), %xmm3
	movaps 1952(%rsp), %xmm0
	movaps %xmm0, 368(%rsp)
	movaps 1968(%rsp), %xmm0
	movaps %xmm0, 400(%rsp)
	movaps 1984(%rsp), %xmm0
	movaps %xmm0, 432(%rsp)
	movaps 1104(%rsp), %xmm0
	movaps %xmm0, 384(%rsp)
	movaps 1120(%rsp), %xmm0
	movaps %xmm0, 416(%rsp)
	movaps 1136(%rsp), %xmm0
	movaps %xmm0, 448(%rsp)
	movaps 1152(%rsp), %xmm0
	movaps %xmm0, 464(%rsp)
	movl $1, %ecx
	xorl %edx, %edx
	movaps 2192(%rsp), %xmm0
	movaps %xmm0, 240(%rsp)
	movaps 1872(%rsp), %xmm0
	movaps %xmm0, 256(%rsp)
	movaps 2000(%rsp), %xmm0
	movaps %xmm0, 192(%rsp)
	movaps 1168(%rsp), %xmm0
	movaps %xmm0, 272(%rsp)
	movaps 2208(%rsp), %xmm0
	movaps %xmm0, 288(%rsp)
	movaps 1888(%rsp), %xmm8
	movaps 2016(%rsp), %xmm0
	movaps %xmm0, 208(%rsp)
	movaps 1184(%rsp), %xmm0
	movaps %xmm0, 304(%rsp)
	movaps 2224(%rsp), %xmm0
	movaps %xmm0, 320(%rsp)
	movaps 1904(%rsp), %xmm7
	movaps 2032(%rsp), %xmm0
	movaps %xmm0, 224(%rsp)
	movaps 1200(%rsp), %xmm0
	movaps %xmm0, 336(%rsp)
	movaps 2240(%rsp), %xmm0
	movaps %xmm0, 352(%rsp)
	movaps 1920(%rsp), %xmm1
	movaps 2048(%rsp), %xmm9
	xorpd %xmm10, %xmm10
	movaps 1216(%rsp), %xmm2
	xorps %xmm0, %xmm0
	movaps %xmm0, 64(%rsp)
	movaps %xmm0, 176(%rsp)
	movaps %xmm0, 160(%rsp)
	movaps %xmm0, 144(%rsp)
	movaps %xmm0, 128(%rsp)
	movaps %xmm0, 112(%rsp)
	movaps %xmm0, 544(%rsp)
.LBB_491:
	movaps %xmm9, 672(%rsp)
	movaps %xmm2, 688(%rsp)
	movaps %xmm8, 704(%rsp)
	movaps %xmm7, 720(%rsp)
	movaps %xmm1, 736(%rsp)
	movaps %xmm14, 752(%rsp)
	movaps %xmm12, 784(%rsp)
	movaps %xmm11, 816(%rsp)
	movapd %xmm10, 848(%rsp)
	movapd %xmm13, %xmm9
	movapd %xmm3, %xmm2
	xorps %xmm1, %xmm1
	cvtsi2sd %rcx, %xmm1
	movupd (%rax,%rdx,8), %xmm3
	unpcklpd %xmm1, %xmm1
	movupd 16(%rax,%rdx,8), %xmm8
	movapd %xmm3, %xmm0
	mulpd %xmm1, %xmm0
	movapd 544(%rsp), %xmm5
	addpd %xmm0, %xmm5
	movapd %xmm5, 544(%rsp)
	movapd %xmm3, %xmm7
	movapd .LCPI_13(%rip), %xmm11
	mulpd %xmm11, %xmm7
	movapd %xmm7, %xmm5
	subpd %xmm3, %xmm5
	movapd %xmm3, %xmm0
	addpd %xmm2, %xmm0
	movapd %xmm0, 656(%rsp)
	movapd %xmm0, %xmm10
	subpd %xmm5, %xmm7
	subpd %xmm2, %xmm10
	movapd %xmm0, %xmm5
	subpd %xmm10, %xmm5
	subpd %xmm5, %xmm2
	movapd %xmm3, %xmm5
	subpd %xmm7, %xmm5
	subpd %xmm10, %xmm3
	mulpd %xmm1, %xmm7
	addpd %xmm2, %xmm3
	movapd 384(%rsp), %xmm0
	addpd %xmm3, %xmm0
	movapd %xmm0, 384(%rsp)
	movapd %xmm8, %xmm2
	addpd %xmm7, %xmm13
	movapd %xmm13, 768(%rsp)
	mulpd %xmm1, %xmm2
	movapd 112(%rsp), %xmm0
	addpd %xmm2, %xmm0
	movapd %xmm0, 112(%rsp)
	movapd %xmm8, %xmm10
	movapd %xmm13, %xmm2
	mulpd %xmm11, %xmm10
	movapd %xmm10, %xmm3
	subpd %xmm8, %xmm3
	subpd %xmm9, %xmm2
	subpd %xmm3, %xmm10
	movapd %xmm13, %xmm11
	subpd %xmm2, %xmm11
	subpd %xmm2, %xmm7
	movapd %xmm8, %xmm0
	subpd %xmm10, %xmm0
	movapd %xmm0, 592(%rsp)
	mulpd %xmm1, %xmm10
	movapd %xmm6, %xmm15
	addpd %xmm10, %xmm6
	movapd %xmm6, 800(%rsp)
	movapd %xmm6, %xmm12
	subpd %xmm15, %xmm12
	movapd %xmm6, %xmm2
	subpd %xmm12, %xmm2
	subpd %xmm12, %xmm10
	movapd 368(%rsp), %xmm12
	movapd %xmm8, %xmm14
	addpd %xmm12, %xmm14
	movapd %xmm14, %xmm13
	subpd %xmm12, %xmm13
	movapd %xmm14, 368(%rsp)
	subpd %xmm13, %xmm14
	subpd %xmm14, %xmm12
	subpd %xmm13, %xmm8
	subpd %xmm11, %xmm9
	addpd %xmm12, %xmm8
	movapd 416(%rsp), %xmm0
	addpd %xmm8, %xmm0
	movapd %xmm0, 416(%rsp)
	movupd 32(%rax,%rdx,8), %xmm11
	movapd %xmm11, %xmm8
	mulpd %xmm1, %xmm8
	movapd 128(%rsp), %xmm0
	addpd %xmm8, %xmm0
	movapd %xmm0, 128(%rsp)
	movapd %xmm11, %xmm12
	movapd .LCPI_13(%rip), %xmm3
	mulpd %xmm3, %xmm12
	movapd %xmm12, %xmm8
	subpd %xmm11, %xmm8
	subpd %xmm8, %xmm12
	subpd %xmm2, %xmm15
	movapd %xmm11, %xmm8
	subpd %xmm12, %xmm8
	mulpd %xmm1, %xmm12
	movapd %xmm4, %xmm2
	addpd %xmm12, %xmm4
	movapd %xmm4, 832(%rsp)
	movapd %xmm4, %xmm13
	subpd %xmm2, %xmm13
	movapd %xmm4, %xmm14
	subpd %xmm13, %xmm14
	subpd %xmm13, %xmm12
	movapd 400(%rsp), %xmm13
	movapd %xmm11, %xmm6
	addpd %xmm13, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm13, %xmm4
	movapd %xmm6, 400(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm13
	subpd %xmm4, %xmm11
	subpd %xmm14, %xmm2
	addpd %xmm13, %xmm11
	movapd 448(%rsp), %xmm0
	addpd %xmm11, %xmm0
	movapd %xmm0, 448(%rsp)
	movupd 48(%rax,%rdx,8), %xmm13
	movapd %xmm13, %xmm4
	mulpd %xmm1, %xmm4
	movapd 144(%rsp), %xmm0
	addpd %xmm4, %xmm0
	movapd %xmm0, 144(%rsp)
	movapd %xmm13, %xmm14
	mulpd %xmm3, %xmm14
	movapd %xmm14, %xmm4
	subpd %xmm13, %xmm4
	subpd %xmm4, %xmm14
	addpd %xmm9, %xmm7
	movapd %xmm13, %xmm9
	subpd %xmm14, %xmm9
	mulpd %xmm1, %xmm14
	movapd 96(%rsp), %xmm6
	movapd %xmm6, %xmm11
	addpd %xmm14, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm11, %xmm4
	movapd %xmm6, 96(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm11
	subpd %xmm4, %xmm14
	movapd 432(%rsp), %xmm4
	movapd %xmm13, %xmm0
	addpd %xmm4, %xmm0
	movapd %xmm0, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm0, 432(%rsp)
	subpd %xmm6, %xmm0
	subpd %xmm0, %xmm4
	addpd %xmm15, %xmm10
	subpd %xmm6, %xmm13
	addpd %xmm4, %xmm13
	movapd 464(%rsp), %xmm0
	addpd %xmm13, %xmm0
	movapd %xmm0, 464(%rsp)
	movupd 64(%rax,%rdx,8), %xmm15
	movapd %xmm15, %xmm0
	mulpd %xmm1, %xmm0
	movapd 160(%rsp), %xmm4
	addpd %xmm0, %xmm4
	movapd %xmm4, 160(%rsp)
	addpd %xmm2, %xmm12
	movapd %xmm15, %xmm2
	mulpd %xmm3, %xmm2
	movapd %xmm2, %xmm0
	subpd %xmm15, %xmm0
	subpd %xmm0, %xmm2
	movapd %xmm15, %xmm13
	subpd %xmm2, %xmm13
	mulpd %xmm1, %xmm2
	movapd 240(%rsp), %xmm6
	movapd %xmm6, %xmm0
	addpd %xmm2, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm6, 240(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm0
	addpd %xmm11, %xmm14
	subpd %xmm4, %xmm2
	addpd %xmm0, %xmm2
	movapd 192(%rsp), %xmm0
	movapd %xmm15, %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm6, 192(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm0
	mulpd %xmm1, %xmm5
	addpd %xmm7, %xmm5
	subpd %xmm4, %xmm15
	addpd %xmm0, %xmm15
	movapd 592(%rsp), %xmm3
	mulpd %xmm1, %xmm3
	addpd %xmm10, %xmm3
	movapd 272(%rsp), %xmm0
	addpd %xmm15, %xmm0
	movapd %xmm0, 272(%rsp)
	movupd 80(%rax,%rdx,8), %xmm10
	movapd %xmm10, %xmm0
	mulpd %xmm1, %xmm0
	movapd 176(%rsp), %xmm4
	addpd %xmm0, %xmm4
	movapd %xmm4, 176(%rsp)
	movapd %xmm10, %xmm0
	movapd .LCPI_13(%rip), %xmm15
	mulpd %xmm15, %xmm0
	movapd %xmm0, %xmm4
	subpd %xmm10, %xmm4
	subpd %xmm4, %xmm0
	mulpd %xmm1, %xmm8
	addpd %xmm12, %xmm8
	movapd 784(%rsp), %xmm12
	movapd %xmm10, %xmm7
	subpd %xmm0, %xmm7
	mulpd %xmm1, %xmm0
	movapd 288(%rsp), %xmm11
	movapd %xmm11, %xmm4
	addpd %xmm0, %xmm11
	movapd %xmm11, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm11, 288(%rsp)
	subpd %xmm6, %xmm11
	subpd %xmm11, %xmm4
	movapd 816(%rsp), %xmm11
	mulpd %xmm1, %xmm9
	addpd %xmm14, %xmm9
	movapd 752(%rsp), %xmm14
	subpd %xmm6, %xmm0
	addpd %xmm4, %xmm0
	mulpd %xmm1, %xmm13
	addpd %xmm2, %xmm13
	mulpd %xmm1, %xmm7
	addpd %xmm0, %xmm7
	movapd 208(%rsp), %xmm0
	movapd %xmm10, %xmm4
	addpd %xmm0, %xmm4
	movapd %xmm4, %xmm2
	subpd %xmm0, %xmm2
	movapd %xmm4, 208(%rsp)
	subpd %xmm2, %xmm4
	subpd %xmm4, %xmm0
	subpd %xmm2, %xmm10
	addpd %xmm5, %xmm14
	addpd %xmm0, %xmm10
	movapd 304(%rsp), %xmm0
	addpd %xmm10, %xmm0
	movapd %xmm0, 304(%rsp)
	movupd 96(%rax,%rdx,8), %xmm5
	movapd %xmm5, %xmm0
	mulpd %xmm1, %xmm0
	movapd 64(%rsp), %xmm2
	addpd %xmm0, %xmm2
	movapd %xmm2, 64(%rsp)
	movapd %xmm5, %xmm0
	mulpd %xmm15, %xmm0
	movapd %xmm0, %xmm2
	subpd %xmm5, %xmm2
	subpd %xmm2, %xmm0
	movapd %xmm5, %xmm2
	subpd %xmm0, %xmm2
	mulpd %xmm1, %xmm0
	movapd 320(%rsp), %xmm10
	movapd %xmm10, %xmm4
	addpd %xmm0, %xmm10
	movapd %xmm10, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm10, 320(%rsp)
	subpd %xmm6, %xmm10
	subpd %xmm10, %xmm4
	movapd 848(%rsp), %xmm10
	subpd %xmm6, %xmm0
	addpd %xmm4, %xmm0
	mulpd %xmm1, %xmm2
	addpd %xmm0, %xmm2
	movapd 224(%rsp), %xmm0
	movapd %xmm5, %xmm6
	addpd %xmm0, %xmm6
	movapd %xmm6, %xmm4
	subpd %xmm0, %xmm4
	movapd %xmm6, 224(%rsp)
	subpd %xmm4, %xmm6
	subpd %xmm6, %xmm0
	subpd %xmm4, %xmm5
	addpd %xmm0, %xmm5
	addpd %xmm3, %xmm12
	movapd 336(%rsp), %xmm0
	addpd %xmm5, %xmm0
	movapd %xmm0, 336(%rsp)
	movupd 112(%rax,%rdx,8), %xmm3
	movapd %xmm3, %xmm0
	mulpd %xmm1, %xmm0
	addpd %xmm0, %xmm10
	movapd %xmm3, %xmm0
	mulpd %xmm15, %xmm0
	addpd %xmm8, %xmm11
	movapd %xmm0, %xmm4
	subpd %xmm3, %xmm4
	subpd %xmm4, %xmm0
	movapd 80(%rsp), %xmm4
	addpd %xmm9, %xmm4
	movapd %xmm4, 80(%rsp)
	movapd %xmm3, %xmm5
	subpd %xmm0, %xmm5
	mulpd %xmm1, %xmm0
	movapd 352(%rsp), %xmm8
	movapd %xmm8, %xmm4
	addpd %xmm0, %xmm8
	movapd %xmm8, %xmm6
	subpd %xmm4, %xmm6
	movapd %xmm8, 352(%rsp)
	subpd %xmm6, %xmm8
	subpd %xmm8, %xmm4
	movapd 704(%rsp), %xmm8
	subpd %xmm6, %xmm0
	movapd 800(%rsp), %xmm6
	movapd 256(%rsp), %xmm9
	addpd %xmm13, %xmm9
	movapd %xmm9, 256(%rsp)
	movdqa 768(%rsp), %xmm13
	addpd %xmm4, %xmm0
	movapd 832(%rsp), %xmm4
	mulpd %xmm1, %xmm5
	movapd 672(%rsp), %xmm1
	addpd %xmm7, %xmm8
	movapd 720(%rsp), %xmm7
	addpd %xmm0, %xmm5
	movapd %xmm3, %xmm9
	addpd %xmm1, %xmm9
	addpd %xmm2, %xmm7
	movapd %xmm9, %xmm0
	subpd %xmm1, %xmm0
	movapd %xmm9, %xmm2
	subpd %xmm0, %xmm2
	subpd %xmm2, %xmm1
	movapd 688(%rsp), %xmm2
	subpd %xmm0, %xmm3
	addpd %xmm1, %xmm3
	movapd 736(%rsp), %xmm1
	addpd %xmm5, %xmm1
	addpd %xmm3, %xmm2
	movapd 656(%rsp), %xmm3
	incq %rcx
	addq $16, %rdx
	cmpq %rdx, %rsi
	jne .LBB_491
	movdqa %xmm13, 2128(%rsp)
	movapd %xmm14, 1808(%rsp)
	movapd %xmm3, 1936(%rsp)
	movaps 384(%rsp), %xmm0
	movaps %xmm0, 1104(%rsp)
	movapd %xmm6, 2144(%rsp)
	movapd %xmm12, 1824(%rsp)
	movaps 368(%rsp), %xmm0
	movaps %xmm0, 1952(%rsp)
	movaps 416(%rsp), %xmm0
	movaps %xmm0, 1120(%rsp)
	movapd %xmm4, 2160(%rsp)
	movapd %xmm11, 1840(%rsp)
	movaps 400(%rsp), %xmm0
	movaps %xmm0, 1968(%rsp)
	movaps 448(%rsp), %xmm0
	movaps %xmm0, 1136(%rsp)
	movaps 96(%rsp), %xmm0
	movaps %xmm0, 2176(%rsp)
	movaps 80(%rsp), %xmm0
	movaps %xmm0, 1856(%rsp)
	movaps 432(%rsp), %xmm0
	movaps %xmm0, 1984(%rsp)
	movaps 464(%rsp), %xmm0
	movaps %xmm0, 1152(%rsp)
	movaps 240(%rsp), %xmm0
	movaps %xmm0, 2192(%rsp)
	movaps 256(%rsp), %xmm0
	movaps %xmm0, 1872(%rsp)
	movaps 192(%rsp), %xmm0
	movaps %xmm0, 2000(%rsp)
	movaps 272(%rsp), %xmm0
	movaps %xmm0, 1168(%rsp)
	movaps 288(%rsp), %xmm0
	movaps %xmm0, 2208(%rsp)
	movapd %xmm8, 1888(%rsp)
	movaps 208(%rsp), %xmm0
	movaps %xmm0, 2016(%rsp)
	movaps 304(%rsp), %xmm0
	movaps %xmm0, 1184(%rsp)
	movaps 320(%rsp), %xmm0
	movaps %xmm0, 2224(%rsp)
	movapd %xmm7, 1904(%rsp)
	movaps 224(%rsp), %xmm0
	movaps %xmm0, 2032(%rsp)
	movaps 336(%rsp), %xmm0
	movaps %xmm0, 1200(%rsp)
	movdqa 352(%rsp), %xmm0
	movdqa %xmm0, 2240(%rsp)
	movapd %xmm1, 1920(%rsp)
	movapd %xmm9, 2048(%rsp)
	movapd %xmm2, 1216(%rsp)
	movapd 176(%rsp), %xmm1
	movapd 160(%rsp), %xmm2
	movapd 144(%rsp), %xmm3
	movapd 128(%rsp), %xmm4
	movapd 112(%rsp), %xmm5
	movapd 544(%rsp), %xmm6
	movq 1096(%rsp), %r12
	movl $16, %esi
	cmpq $16, %r12
	jae .LBB_494
	jmp .LBB_716
.LBB_493:
	xorpd %xmm10, %xmm10
	movdqa %xmm0, 64(%rsp)
	pxor %xmm1, %xmm1
	pxor %xmm2, %xmm2
	xorpd %xmm3, %xmm3
	xorpd %xmm4, %xmm4
	xorpd %xmm5, %xmm5
	xorpd %xmm6, %xmm6
	movq 1096(%rsp), %r12
	movl $16, %esi
	cmpq $16, %r12
	jb .LBB_716
.LBB_494:
	movq 1088(%rsp), %r15
	movapd 2448(%rsp), %xmm0
	divpd %xmm0, %xmm6
	movupd %xmm6, (%r15)
	divpd %xmm0, %xmm5
	movupd %xmm5, 16(%r15)
	divpd %xmm0, %xmm4
	movupd %xmm4, 32(%r15)
	divpd %xmm0, %xmm3
	movupd %xmm3, 48(%r15)
	divpd %xmm0, %xmm2
	movupd %xmm2, 64(%r15)
	divpd %xmm0, %xmm1
	movupd %xmm1, 80(%r15)
	movapd 64(%rsp), %xmm1
	divpd %xmm0, %xmm1
	movupd %xmm1, 96(%r15)
	divpd %xmm0, %xmm10
	movupd %xmm10, 112(%r15)
	leaq -16(%r12), %rcx
	shrq $4, %rcx
	incq %rcx
	leaq 128(%r15), %rdx
	movq %rdx, %rdi
	subq %rax, %rdi
	movq 2432(%rsp), %r8
	addq %rax, %r8
	movq %r8, %r9
	negq %r9
	addq %r15, %r9
	addq $128, %r9
	cmpq $16, %rdi
	setb %dil
	cmpq $16, %r9
	setb %r9b
	orb %dil, %r9b
	movl $1, %r10d
	jmp .LBB_496
.LBB_495:
	incq %r10
	subq $-128, %rdx
	subq $-128, %rax
	subq $-128, %r8
	cmpq $1025, %r10
	je .LBB_505
.LBB_496:
	movq 2096(%rsp), %rdi
	addq %r10, %rdi
	shlq $4, %rdi
	movq %r14, %r11
	subq %rdi, %r11
	jb .LBB_687
	cmpq $16, %r11
	jb .LBB_688
	movq %r10, %r11
	shlq $4, %r11
	leaq -16(%r11), %rdi
	movq %r14, %rbx
	subq %rdi, %rbx
	jb .LBB_689
	cmpq $16, %rbx
	jb .LBB_690
	movq %r12, %rbx
	subq %r11, %rbx
	jb .LBB_691
	cmpq %rcx, %r10
	je .LBB_692
	xorl %edi, %edi
	testb %r9b, %r9b
	je .LBB_504
.LBB_503:
	movsd 2128(%rsp,%rdi), %xmm5
	movsd 1936(%rsp,%rdi), %xmm3
	movsd 1104(%rsp,%rdi), %xmm0
	movsd (%r8,%rdi), %xmm2
	movapd %xmm2, %xmm6
	mulsd .LCPI_15(%rip), %xmm6
	movapd %xmm6, %xmm1
	subsd %xmm2, %xmm1
	subsd %xmm1, %xmm6
	movapd %xmm2, %xmm1
	subsd %xmm6, %xmm1
	movapd 2064(%rsp), %xmm11
	mulsd %xmm11, %xmm6
	movapd %xmm3, %xmm7
	movapd .LCPI_14(%rip), %xmm10
	xorpd %xmm10, %xmm7
	movapd %xmm5, %xmm8
	addsd %xmm6, %xmm8
	movapd %xmm8, %xmm4
	subsd %xmm3, %xmm4
	unpcklpd %xmm8, %xmm5
	unpcklpd %xmm4, %xmm8
	movapd %xmm8, %xmm9
	subpd %xmm5, %xmm9
	subpd %xmm9, %xmm8
	subpd %xmm8, %xmm5
	unpcklpd %xmm7, %xmm6
	subpd %xmm9, %xmm6
	addpd %xmm5, %xmm6
	movapd %xmm6, %xmm5
	unpckhpd %xmm6, %xmm5
	addsd %xmm6, %xmm5
	mulsd %xmm11, %xmm1
	subsd %xmm0, %xmm1
	addsd %xmm5, %xmm1
	addsd 1808(%rsp,%rdi), %xmm1
	movsd (%rax,%rdi), %xmm5
	movapd %xmm3, %xmm6
	addsd %xmm2, %xmm6
	movapd %xmm6, %xmm7
	subsd %xmm5, %xmm7
	xorpd %xmm10, %xmm5
	unpcklpd %xmm6, %xmm3
	unpcklpd %xmm7, %xmm6
	movapd %xmm6, %xmm8
	subpd %xmm3, %xmm8
	subpd %xmm8, %xmm6
	subpd %xmm6, %xmm3
	unpcklpd %xmm5, %xmm2
	subpd %xmm8, %xmm2
	addpd %xmm3, %xmm2
	movapd %xmm2, %xmm3
	unpckhpd %xmm2, %xmm3
	addsd %xmm2, %xmm3
	addsd %xmm0, %xmm3
	movsd %xmm4, 2128(%rsp,%rdi)
	movsd %xmm1, 1808(%rsp,%rdi)
	movsd %xmm7, 1936(%rsp,%rdi)
	movsd %xmm3, 1104(%rsp,%rdi)
	addsd %xmm4, %xmm1
	mulsd 896(%rsp), %xmm1
	movsd %xmm1, (%rdx,%rdi)
	addq $8, %rdi
	cmpq $128, %rdi
	jne .LBB_503
	jmp .LBB_495
.LBB_504:
	movapd 2128(%rsp,%rdi), %xmm4
	movapd 1936(%rsp,%rdi), %xmm5
	movapd 1104(%rsp,%rdi), %xmm1
	movupd (%r8,%rdi), %xmm3
	movupd (%rax,%rdi), %xmm0
	movapd %xmm3, %xmm6
	mulpd .LCPI_13(%rip), %xmm6
	movapd %xmm6, %xmm2
	subpd %xmm3, %xmm2
	subpd %xmm2, %xmm6
	movapd %xmm3, %xmm2
	subpd %xmm6, %xmm2
	movapd 1792(%rsp), %xmm12
	mulpd %xmm12, %xmm6
	movapd %xmm4, %xmm7
	addpd %xmm6, %xmm7
	movapd %xmm7, %xmm8
	subpd %xmm4, %xmm8
	movapd %xmm7, %xmm9
	subpd %xmm8, %xmm9
	subpd %xmm9, %xmm4
	subpd %xmm8, %xmm6
	addpd %xmm4, %xmm6
	movapd %xmm5, %xmm8
	movapd .LCPI_14(%rip), %xmm11
	xorpd %xmm11, %xmm8
	movapd %xmm7, %xmm4
	subpd %xmm5, %xmm4
	movapd %xmm4, %xmm9
	subpd %xmm7, %xmm9
	movapd %xmm4, %xmm10
	subpd %xmm9, %xmm10
	subpd %xmm10, %xmm7
	subpd %xmm9, %xmm8
	addpd %xmm7, %xmm8
	addpd %xmm6, %xmm8
	mulpd %xmm12, %xmm2
	subpd %xmm1, %xmm2
	addpd %xmm8, %xmm2
	addpd 1808(%rsp,%rdi), %xmm2
	movapd %xmm5, %xmm6
	addpd %xmm3, %xmm6
	movapd %xmm6, %xmm7
	subpd %xmm5, %xmm7
	movapd %xmm6, %xmm8
	subpd %xmm7, %xmm8
	subpd %xmm8, %xmm5
	subpd %xmm7, %xmm3
	addpd %xmm5, %xmm3
	movapd %xmm6, %xmm5
	subpd %xmm0, %xmm5
	xorpd %xmm11, %xmm0
	movapd %xmm5, %xmm7
	movapd %xmm5, 1936(%rsp,%rdi)
	subpd %xmm6, %xmm5
	subpd %xmm5, %xmm7
	subpd %xmm7, %xmm6
	subpd %xmm5, %xmm0
	addpd %xmm6, %xmm0
	addpd %xmm3, %xmm0
	addpd %xmm1, %xmm0
	movapd %xmm4, 2128(%rsp,%rdi)
	movapd %xmm2, 1808(%rsp,%rdi)
	movapd %xmm0, 1104(%rsp,%rdi)
	addpd %xmm4, %xmm2
	mulpd 1776(%rsp), %xmm2
	movupd %xmm2, (%rdx,%rdi)
	addq $16, %rdi
	cmpq $128, %rdi
	jne .LBB_504
	jmp .LBB_495
.LBB_505:
	movq 16(%rsp), %rcx
	leaq 1025(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 2050(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 3075(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 4100(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 5125(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 6150(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 7175(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 8200(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 9225(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 10250(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 11275(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 12300(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 13325(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 14350(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 15375(%rcx), %rax
	cmpq %rbp, %rax
	ja .LBB_521
	leaq 16400(%rcx), %rax
	cmpq %rbp, %rax
	jbe .LBB_568
.LBB_521:
	movq 576(%rsp), %rax
	movq 616(%rsp), %rcx
	xorl %ebx, %ebx
.LBB_522:
	cmpq $1025, %rax
	movl $1025, %edx
	cmovbq %rax, %rdx
	movq %rbx, %rdi
	shlq $10, %rdi
	movq 16(%rsp), %rsi
	addq %rbx, %rsi
	addq %rsi, %rdi
	movq %rbp, %rsi
	subq %rdi, %rsi
	jbe .LBB_529
	cmpq $1025, %rsi
	movl $1025, %r8d
	cmovaeq %r8, %rsi
	addq %rdi, %rsi
	jb .LBB_700
	cmpq %rbp, %rsi
	ja .LBB_700
	leaq 1(%rbx), %rsi
	shll $3, %edx
	xorl %edi, %edi
.LBB_526:
	cmpq %r12, %rbx
	jae .LBB_727
	movsd (%r15,%rbx,8), %xmm0
	movsd %xmm0, (%rcx,%rdi)
	addq $16, %rbx
	addq $8, %rdi
	cmpq %rdi, %rdx
	jne .LBB_526
	addq $8200, %rcx
	addq $-1025, %rax
	movq %rsi, %rbx
	cmpq $16, %rsi
	jne .LBB_522
.LBB_529:
	movq 16(%rsp), %rbx
	leaq 16400(%rbx), %rax
	movq 880(%rsp), %rsi
.LBB_530:
	addq $16400, %rbx
	addq $131200, %rsi
	movq 616(%rsp), %r10
	addq $131200, %r10
	addq $-16400, 576(%rsp)
	cmpq %rbp, %rax
	movq 56(%rsp), %r14
	jb .LBB_475
	jmp .LBB_628
.LBB_531:
	movl $8, %ecx
	xorl %eax, %eax
	movq %rbp, 632(%rsp)
	movq %r10, 48(%rsp)
.LBB_532:
	movq 936(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 944(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 952(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 960(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 968(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 976(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 984(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 992(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 1000(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 1008(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 1016(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 1024(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 1032(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	movq 1040(%rsp), %rdx
	addq %rcx, %rdx
	cmpq %rbp, %rdx
	ja .LBB_481
	addq 1048(%rsp), %rcx
	cmpq %rbp, %rcx
	ja .LBB_481
	xorl %ebx, %ebx
	xorl %ebp, %ebp
.LBB_548:
	movq %rbp, 1936(%rsp)
	movq %r14, 1104(%rsp)
	movq 632(%rsp), %rax
	movq %rax, 1112(%rsp)
	leaq 928(%rsp), %rax
	movq %rax, 1120(%rsp)
	leaq 1936(%rsp), %rax
	movq %rax, 1128(%rsp)
	leaq 1808(%rsp), %rax
	movq %rax, 1136(%rsp)
	leaq 1264(%rsp), %rdi
	leaq 1104(%rsp), %rsi
	callq core::array::try_from_fn
	movq 1808(%rsp), %rax
	movq 1936(%rsp), %rcx
	shlq $4, %rax
	leaq (%rax,%rcx), %rdi
	movq 40(%rsp), %rdx
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_693
	movl $8, %esi
	cmpq $8, %r12
	jb .LBB_681
	movsd 1264(%rsp), %xmm0
	movsd %xmm0, 64(%rsp)
	movsd 1272(%rsp), %xmm0
	movsd %xmm0, 416(%rsp)
	movsd 1280(%rsp), %xmm0
	movsd %xmm0, 400(%rsp)
	movsd 1288(%rsp), %xmm0
	movsd %xmm0, 336(%rsp)
	movsd 1296(%rsp), %xmm0
	movsd %xmm0, 240(%rsp)
	movsd 1304(%rsp), %xmm0
	movsd %xmm0, 112(%rsp)
	movsd 1312(%rsp), %xmm0
	movsd %xmm0, 752(%rsp)
	movsd 1320(%rsp), %xmm0
	movsd %xmm0, 536(%rsp)
	movsd 1328(%rsp), %xmm0
	movsd %xmm0, 96(%rsp)
	movsd 1336(%rsp), %xmm11
	movsd 1344(%rsp), %xmm0
	movsd %xmm0, 384(%rsp)
	movsd 1352(%rsp), %xmm0
	movsd %xmm0, 320(%rsp)
	movsd 1360(%rsp), %xmm0
	movsd %xmm0, 224(%rsp)
	movsd 1368(%rsp), %xmm0
	movsd %xmm0, 544(%rsp)
	movsd 1376(%rsp), %xmm0
	movsd %xmm0, 736(%rsp)
	movsd 1384(%rsp), %xmm0
	movsd %xmm0, 528(%rsp)
	movsd 1392(%rsp), %xmm0
	movsd %xmm0, 80(%rsp)
	movsd 1400(%rsp), %xmm14
	movsd 1408(%rsp), %xmm0
	movsd %xmm0, 368(%rsp)
	movsd 1416(%rsp), %xmm0
	movsd %xmm0, 304(%rsp)
	movsd 1424(%rsp), %xmm0
	movsd %xmm0, 208(%rsp)
	movsd 1432(%rsp), %xmm0
	movsd %xmm0, 848(%rsp)
	movsd 1440(%rsp), %xmm0
	movsd %xmm0, 720(%rsp)
	movsd 1448(%rsp), %xmm0
	movsd %xmm0, 520(%rsp)
	movsd 1456(%rsp), %xmm0
	movsd %xmm0, 464(%rsp)
	movq 1464(%rsp), %xmm1
	movsd 1472(%rsp), %xmm0
	movsd %xmm0, 352(%rsp)
	movsd 1480(%rsp), %xmm0
	movsd %xmm0, 288(%rsp)
	movsd 1488(%rsp), %xmm0
	movsd %xmm0, 192(%rsp)
	movsd 1496(%rsp), %xmm0
	movsd %xmm0, 832(%rsp)
	movsd 1504(%rsp), %xmm0
	movsd %xmm0, 704(%rsp)
	movsd 1512(%rsp), %xmm0
	movsd %xmm0, 512(%rsp)
	movsd 1520(%rsp), %xmm0
	movsd %xmm0, 448(%rsp)
	movsd 1528(%rsp), %xmm3
	movq 1536(%rsp), %xmm13
	movsd 1544(%rsp), %xmm0
	movsd %xmm0, 272(%rsp)
	movsd 1552(%rsp), %xmm0
	movsd %xmm0, 176(%rsp)
	movsd 1560(%rsp), %xmm0
	movsd %xmm0, 816(%rsp)
	movsd 1568(%rsp), %xmm0
	movsd %xmm0, 688(%rsp)
	movsd 1576(%rsp), %xmm0
	movsd %xmm0, 504(%rsp)
	movsd 1584(%rsp), %xmm0
	movsd %xmm0, 432(%rsp)
	movsd 1592(%rsp), %xmm5
	movq 1600(%rsp), %xmm0
	movsd 1608(%rsp), %xmm2
	movsd %xmm2, 256(%rsp)
	movsd 1616(%rsp), %xmm2
	movsd %xmm2, 160(%rsp)
	movsd 1624(%rsp), %xmm2
	movsd %xmm2, 800(%rsp)
	movsd 1632(%rsp), %xmm2
	movsd %xmm2, 672(%rsp)
	movsd 1640(%rsp), %xmm2
	movsd %xmm2, 496(%rsp)
	movsd 1648(%rsp), %xmm8
	movsd 1656(%rsp), %xmm6
	movq 1664(%rsp), %xmm2
	movsd 1672(%rsp), %xmm12
	movsd 1680(%rsp), %xmm4
	movsd %xmm4, 144(%rsp)
	movsd 1688(%rsp), %xmm4
	movsd %xmm4, 784(%rsp)
	movsd 1696(%rsp), %xmm4
	movsd %xmm4, 656(%rsp)
	movsd 1704(%rsp), %xmm4
	movsd %xmm4, 488(%rsp)
	movsd 1712(%rsp), %xmm9
	movsd 1720(%rsp), %xmm7
	movsd 1728(%rsp), %xmm4
	movsd 1736(%rsp), %xmm15
	movsd 1744(%rsp), %xmm10
	movsd %xmm10, 128(%rsp)
	movsd 1752(%rsp), %xmm10
	movsd %xmm10, 768(%rsp)
	movsd 1760(%rsp), %xmm10
	movsd %xmm10, 592(%rsp)
	movsd 1768(%rsp), %xmm10
	movsd %xmm10, 640(%rsp)
	movsd 64(%rsp), %xmm10
	movsd %xmm10, (%r15,%rdi,8)
	movsd 96(%rsp), %xmm10
	movsd %xmm10, 8(%r15,%rdi,8)
	movsd 80(%rsp), %xmm10
	movsd %xmm10, 16(%r15,%rdi,8)
	movsd 464(%rsp), %xmm10
	movsd %xmm10, 24(%r15,%rdi,8)
	movsd 448(%rsp), %xmm10
	movsd %xmm10, 32(%r15,%rdi,8)
	movsd 432(%rsp), %xmm10
	movsd %xmm10, 40(%r15,%rdi,8)
	movsd %xmm8, 48(%r15,%rdi,8)
	movsd %xmm9, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $16, %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_693
	cmpq $8, %r12
	jb .LBB_681
	movsd 416(%rsp), %xmm8
	movsd %xmm8, (%r15,%rdi,8)
	movsd %xmm11, 8(%r15,%rdi,8)
	movsd %xmm14, 16(%r15,%rdi,8)
	movq %xmm1, 24(%r15,%rdi,8)
	movsd %xmm3, 32(%r15,%rdi,8)
	movsd %xmm5, 40(%r15,%rdi,8)
	movsd %xmm6, 48(%r15,%rdi,8)
	movsd %xmm7, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $32, %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_693
	cmpq $8, %r12
	jb .LBB_681
	movsd 400(%rsp), %xmm1
	movsd %xmm1, (%r15,%rdi,8)
	movsd 384(%rsp), %xmm1
	movsd %xmm1, 8(%r15,%rdi,8)
	movsd 368(%rsp), %xmm1
	movsd %xmm1, 16(%r15,%rdi,8)
	movq 352(%rsp), %xmm1
	movq %xmm1, 24(%r15,%rdi,8)
	movq %xmm13, 32(%r15,%rdi,8)
	movq %xmm0, 40(%r15,%rdi,8)
	movq %xmm2, 48(%r15,%rdi,8)
	movsd %xmm4, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $48, %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_693
	cmpq $8, %r12
	jb .LBB_681
	movsd 336(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 320(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 304(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 288(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 272(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movq 256(%rsp), %xmm0
	movq %xmm0, 40(%r15,%rdi,8)
	movsd %xmm12, 48(%r15,%rdi,8)
	movsd %xmm15, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $64, %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_693
	cmpq $8, %r12
	jb .LBB_681
	movsd 240(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 224(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 208(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 192(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 176(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 160(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 144(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 128(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $80, %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_693
	cmpq $8, %r12
	jb .LBB_681
	movsd 112(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 544(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 848(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 832(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 816(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 800(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 784(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 768(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $96, %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_693
	cmpq $8, %r12
	jb .LBB_681
	movsd 752(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 736(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 720(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 704(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 688(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 672(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 656(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 592(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $112, %rdi
	movq %rdx, %r12
	subq %rdi, %r12
	jb .LBB_693
	cmpq $8, %r12
	jb .LBB_681
	movsd 536(%rsp), %xmm0
	movsd %xmm0, (%r15,%rdi,8)
	movsd 528(%rsp), %xmm0
	movsd %xmm0, 8(%r15,%rdi,8)
	movsd 520(%rsp), %xmm0
	movsd %xmm0, 16(%r15,%rdi,8)
	movsd 512(%rsp), %xmm0
	movsd %xmm0, 24(%r15,%rdi,8)
	movsd 504(%rsp), %xmm0
	movsd %xmm0, 32(%r15,%rdi,8)
	movsd 496(%rsp), %xmm0
	movsd %xmm0, 40(%r15,%rdi,8)
	movsd 488(%rsp), %xmm0
	movsd %xmm0, 48(%r15,%rdi,8)
	movq 640(%rsp), %xmm0
	movq %xmm0, 56(%r15,%rdi,8)
	addq $8, %rbp
	testb $1, %bl
	movb $1, %bl
	movq 56(%rsp), %r14
	je .LBB_548
	movq 1808(%rsp), %rcx
	leaq 8(%rcx), %rax
	movq %rax, 1808(%rsp)
	addq $16, %rcx
	movq 48(%rsp), %r10
	cmpq %r10, %rcx
	ja .LBB_626
	movq 928(%rsp), %rdx
	addq %rcx, %rdx
	movq 632(%rsp), %rbp
	cmpq %rbp, %rdx
	jbe .LBB_532
	jmp .LBB_481
.LBB_568:
	movq %rax, 40(%rsp)
	movq $0, 648(%rsp)
	xorl %ebx, %ebx
	xorl %eax, %eax
	jmp .LBB_570
.LBB_569:
	movq %r14, %rax
	addq $8, %rax
	xorb $1, %bl
.LBB_570:
	movq %rax, %r14
	movq %rax, 584(%rsp)
	movq %r15, 2304(%rsp)
	movq %r12, 2312(%rsp)
	leaq 648(%rsp), %rax
	movq %rax, 2320(%rsp)
	leaq 584(%rsp), %rax
	movq %rax, 2328(%rsp)
	leaq 1264(%rsp), %rdi
	leaq 2304(%rsp), %rsi
	callq core::array::try_from_fn
	movq 584(%rsp), %rdx
	movq 648(%rsp), %rax
	addq 16(%rsp), %rax
	movq %rdx, %rcx
	shlq $10, %rcx
	addq %rdx, %rcx
	leaq (%rax,%rcx), %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	movl $8, %esi
	cmpq $8, %rdx
	jb .LBB_680
	movsd 1264(%rsp), %xmm0
	movsd %xmm0, 64(%rsp)
	movsd 1272(%rsp), %xmm0
	movsd %xmm0, 416(%rsp)
	movsd 1280(%rsp), %xmm0
	movsd %xmm0, 400(%rsp)
	movsd 1288(%rsp), %xmm0
	movsd %xmm0, 336(%rsp)
	movsd 1296(%rsp), %xmm0
	movsd %xmm0, 240(%rsp)
	movsd 1304(%rsp), %xmm0
	movsd %xmm0, 112(%rsp)
	movsd 1312(%rsp), %xmm0
	movsd %xmm0, 752(%rsp)
	movsd 1320(%rsp), %xmm0
	movsd %xmm0, 536(%rsp)
	movsd 1328(%rsp), %xmm0
	movsd %xmm0, 96(%rsp)
	movsd 1336(%rsp), %xmm11
	movsd 1344(%rsp), %xmm0
	movsd %xmm0, 384(%rsp)
	movsd 1352(%rsp), %xmm0
	movsd %xmm0, 320(%rsp)
	movsd 1360(%rsp), %xmm0
	movsd %xmm0, 224(%rsp)
	movsd 1368(%rsp), %xmm0
	movsd %xmm0, 544(%rsp)
	movsd 1376(%rsp), %xmm0
	movsd %xmm0, 736(%rsp)
	movsd 1384(%rsp), %xmm0
	movsd %xmm0, 528(%rsp)
	movsd 1392(%rsp), %xmm0
	movsd %xmm0, 80(%rsp)
	movsd 1400(%rsp), %xmm14
	movsd 1408(%rsp), %xmm0
	movsd %xmm0, 368(%rsp)
	movsd 1416(%rsp), %xmm0
	movsd %xmm0, 304(%rsp)
	movsd 1424(%rsp), %xmm0
	movsd %xmm0, 208(%rsp)
	movsd 1432(%rsp), %xmm0
	movsd %xmm0, 848(%rsp)
	movsd 1440(%rsp), %xmm0
	movsd %xmm0, 720(%rsp)
	movsd 1448(%rsp), %xmm0
	movsd %xmm0, 520(%rsp)
	movsd 1456(%rsp), %xmm0
	movsd %xmm0, 464(%rsp)
	movsd 1464(%rsp), %xmm1
	movsd 1472(%rsp), %xmm0
	movsd %xmm0, 352(%rsp)
	movsd 1480(%rsp), %xmm0
	movsd %xmm0, 288(%rsp)
	movsd 1488(%rsp), %xmm0
	movsd %xmm0, 192(%rsp)
	movsd 1496(%rsp), %xmm0
	movsd %xmm0, 832(%rsp)
	movsd 1504(%rsp), %xmm0
	movsd %xmm0, 704(%rsp)
	movsd 1512(%rsp), %xmm0
	movsd %xmm0, 512(%rsp)
	movsd 1520(%rsp), %xmm0
	movsd %xmm0, 448(%rsp)
	movsd 1528(%rsp), %xmm3
	movq 1536(%rsp), %xmm13
	movsd 1544(%rsp), %xmm0
	movsd %xmm0, 272(%rsp)
	movsd 1552(%rsp), %xmm0
	movsd %xmm0, 176(%rsp)
	movsd 1560(%rsp), %xmm0
	movsd %xmm0, 816(%rsp)
	movsd 1568(%rsp), %xmm0
	movsd %xmm0, 688(%rsp)
	movsd 1576(%rsp), %xmm0
	movsd %xmm0, 504(%rsp)
	movsd 1584(%rsp), %xmm0
	movsd %xmm0, 432(%rsp)
	movsd 1592(%rsp), %xmm5
	movsd 1600(%rsp), %xmm0
	movsd 1608(%rsp), %xmm2
	movsd %xmm2, 256(%rsp)
	movsd 1616(%rsp), %xmm2
	movsd %xmm2, 160(%rsp)
	movsd 1624(%rsp), %xmm2
	movsd %xmm2, 800(%rsp)
	movsd 1632(%rsp), %xmm2
	movsd %xmm2, 672(%rsp)
	movsd 1640(%rsp), %xmm2
	movsd %xmm2, 496(%rsp)
	movsd 1648(%rsp), %xmm8
	movsd 1656(%rsp), %xmm6
	movsd 1664(%rsp), %xmm2
	movsd 1672(%rsp), %xmm12
	movsd 1680(%rsp), %xmm4
	movsd %xmm4, 144(%rsp)
	movsd 1688(%rsp), %xmm4
	movsd %xmm4, 784(%rsp)
	movsd 1696(%rsp), %xmm4
	movsd %xmm4, 656(%rsp)
	movsd 1704(%rsp), %xmm4
	movsd %xmm4, 488(%rsp)
	movsd 1712(%rsp), %xmm9
	movsd 1720(%rsp), %xmm7
	movsd 1728(%rsp), %xmm4
	movsd 1736(%rsp), %xmm15
	movsd 1744(%rsp), %xmm10
	movsd %xmm10, 128(%rsp)
	movsd 1752(%rsp), %xmm10
	movsd %xmm10, 768(%rsp)
	movsd 1760(%rsp), %xmm10
	movsd %xmm10, 592(%rsp)
	movsd 1768(%rsp), %xmm10
	movsd %xmm10, 640(%rsp)
	movsd 64(%rsp), %xmm10
	movsd %xmm10, (%r13,%rdi,8)
	movsd 96(%rsp), %xmm10
	movsd %xmm10, 8(%r13,%rdi,8)
	movsd 80(%rsp), %xmm10
	movsd %xmm10, 16(%r13,%rdi,8)
	movsd 464(%rsp), %xmm10
	movsd %xmm10, 24(%r13,%rdi,8)
	movsd 448(%rsp), %xmm10
	movsd %xmm10, 32(%r13,%rdi,8)
	movsd 432(%rsp), %xmm10
	movsd %xmm10, 40(%r13,%rdi,8)
	movsd %xmm8, 48(%r13,%rdi,8)
	movsd %xmm9, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $1025, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 416(%rsp), %xmm8
	movsd %xmm8, (%r13,%rdi,8)
	movsd %xmm11, 8(%r13,%rdi,8)
	movsd %xmm14, 16(%r13,%rdi,8)
	movsd %xmm1, 24(%r13,%rdi,8)
	movsd %xmm3, 32(%r13,%rdi,8)
	movsd %xmm5, 40(%r13,%rdi,8)
	movsd %xmm6, 48(%r13,%rdi,8)
	movsd %xmm7, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $2050, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 400(%rsp), %xmm1
	movsd %xmm1, (%r13,%rdi,8)
	movsd 384(%rsp), %xmm1
	movsd %xmm1, 8(%r13,%rdi,8)
	movsd 368(%rsp), %xmm1
	movsd %xmm1, 16(%r13,%rdi,8)
	movsd 352(%rsp), %xmm1
	movsd %xmm1, 24(%r13,%rdi,8)
	movq %xmm13, 32(%r13,%rdi,8)
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd %xmm2, 48(%r13,%rdi,8)
	movsd %xmm4, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $3075, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 336(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 320(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 304(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 288(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 272(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 256(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd %xmm12, 48(%r13,%rdi,8)
	movsd %xmm15, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $4100, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 240(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 224(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 208(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 192(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 176(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 160(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd 144(%rsp), %xmm0
	movsd %xmm0, 48(%r13,%rdi,8)
	movsd 128(%rsp), %xmm0
	movsd %xmm0, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $5125, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 112(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 544(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 848(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 832(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 816(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 800(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd 784(%rsp), %xmm0
	movsd %xmm0, 48(%r13,%rdi,8)
	movsd 768(%rsp), %xmm0
	movsd %xmm0, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $6150, %rdi
	movq %rbp, %rdx
	subq %rdi, %rdx
	jb .LBB_679
	cmpq $8, %rdx
	jb .LBB_680
	movsd 752(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 736(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 720(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 704(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 688(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 672(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd 656(%rsp), %xmm0
	movsd %xmm0, 48(%r13,%rdi,8)
	movsd 592(%rsp), %xmm0
	movsd %xmm0, 56(%r13,%rdi,8)
	leaq (%rax,%rcx), %rdi
	addq $7175, %rdi
	movq %rbp, %rax
	subq %rdi, %rax
	jb .LBB_679
	cmpq $8, %rax
	jb .LBB_705
	movsd 536(%rsp), %xmm0
	movsd %xmm0, (%r13,%rdi,8)
	movsd 528(%rsp), %xmm0
	movsd %xmm0, 8(%r13,%rdi,8)
	movsd 520(%rsp), %xmm0
	movsd %xmm0, 16(%r13,%rdi,8)
	movsd 512(%rsp), %xmm0
	movsd %xmm0, 24(%r13,%rdi,8)
	movsd 504(%rsp), %xmm0
	movsd %xmm0, 32(%r13,%rdi,8)
	movsd 496(%rsp), %xmm0
	movsd %xmm0, 40(%r13,%rdi,8)
	movsd 488(%rsp), %xmm0
	movsd %xmm0, 48(%r13,%rdi,8)
	movsd 640(%rsp), %xmm0
	movsd %xmm0, 56(%r13,%rdi,8)
	testb $1, %bl
	je .LBB_569
	movq 648(%rsp), %rax
	leaq 8(%rax), %rcx
	movq %rcx, 648(%rsp)
	leaq 16(%rax), %rdx
	cmpq $1026, %rdx
	jae .LBB_590
	xorl %eax, %eax
	xorb $1, %bl
	jmp .LBB_570
.LBB_590:
	cmpq $1024, %rcx
	movq 880(%rsp), %rsi
	ja .LBB_625
	movq %rax, %rcx
	shlq $4, %rcx
	subq $-128, %rcx
.LBB_592:
	cmpq %r12, %rcx
	jae .LBB_751
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $8, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd (%r15,%rcx,8), %xmm0
	movsd %xmm0, -65600(%rsi,%rax,8)
	leaq 1(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $1033, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 8(%r15,%rcx,8), %xmm0
	movsd %xmm0, -57400(%rsi,%rax,8)
	leaq 2(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $2058, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 16(%r15,%rcx,8), %xmm0
	movsd %xmm0, -49200(%rsi,%rax,8)
	leaq 3(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $3083, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 24(%r15,%rcx,8), %xmm0
	movsd %xmm0, -41000(%rsi,%rax,8)
	leaq 4(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $4108, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 32(%r15,%rcx,8), %xmm0
	movsd %xmm0, -32800(%rsi,%rax,8)
	leaq 5(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $5133, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 40(%r15,%rcx,8), %xmm0
	movsd %xmm0, -24600(%rsi,%rax,8)
	leaq 6(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $6158, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 48(%r15,%rcx,8), %xmm0
	movsd %xmm0, -16400(%rsi,%rax,8)
	leaq 7(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $7183, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 56(%r15,%rcx,8), %xmm0
	movsd %xmm0, -8200(%rsi,%rax,8)
	leaq 8(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $8208, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 64(%r15,%rcx,8), %xmm0
	movsd %xmm0, (%rsi,%rax,8)
	leaq 9(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $9233, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 72(%r15,%rcx,8), %xmm0
	movsd %xmm0, 8200(%rsi,%rax,8)
	leaq 10(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $10258, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 80(%r15,%rcx,8), %xmm0
	movsd %xmm0, 16400(%rsi,%rax,8)
	leaq 11(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $11283, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 88(%r15,%rcx,8), %xmm0
	movsd %xmm0, 24600(%rsi,%rax,8)
	leaq 12(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $12308, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 96(%r15,%rcx,8), %xmm0
	movsd %xmm0, 32800(%rsi,%rax,8)
	leaq 13(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $13333, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 104(%r15,%rcx,8), %xmm0
	movsd %xmm0, 41000(%rsi,%rax,8)
	leaq 14(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $14358, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 112(%r15,%rcx,8), %xmm0
	movsd %xmm0, 49200(%rsi,%rax,8)
	leaq 15(%rcx), %rbx
	cmpq %r12, %rbx
	jae .LBB_752
	movq 16(%rsp), %rdx
	leaq (%rdx,%rax), %rbx
	addq $15383, %rbx
	cmpq %rbp, %rbx
	jae .LBB_738
	movsd 120(%r15,%rcx,8), %xmm0
	movsd %xmm0, 57400(%rsi,%rax,8)
	incq %rax
	addq $16, %rcx
	cmpq $1017, %rax
	jne .LBB_592
.LBB_625:
	movq 16(%rsp), %rbx
	movq 40(%rsp), %rax
	jmp .LBB_530
.LBB_626:
	movq 632(%rsp), %rbp
	jmp .LBB_481
.LBB_627:
	movq %rbp, %rcx
	subq %rbx, %rcx
	movl $0, %eax
	cmovaeq %rcx, %rax
	movabsq $1151796703138937857, %rcx
	mulq %rcx
	shrq $6, %rdx
	xorl %ecx, %ecx
	cmpq %rsi, %rax
	seta %cl
	addq %rdx, %rcx
	movq %rbx, 1264(%rsp)
	movq %rcx, 1272(%rsp)
	movq $1024, 1280(%rsp)
	movb $1, 1288(%rsp)
	movq %r14, %rdi
	movq %rbp, %rsi
	movq 624(%rsp), %rdx
	leaq 1264(%rsp), %rcx
	movq %r13, %r8
	movq %rbp, %r9
	callq kernel_sliding::wma::periods_into
.LBB_628:
	movq 2368(%rsp), %rax
	movq %rax, 2064(%rsp)
	movq 2376(%rsp), %r13
	movq 2392(%rsp), %rax
	movq %rax, 1792(%rsp)
	movq 2400(%rsp), %rax
	movq %r13, 1104(%rsp)
	movq %rax, 1264(%rsp)
	cmpq %rax, %r13
	jne .LBB_735
	testq %r13, %r13
	je .LBB_644
	movq %r13, %rdi
	shrq $6, %rdi
	movl %r13d, %eax
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %rdi
	movq 1792(%rsp), %rbx
	leaq 16(%rbx), %rbp
	movq 2064(%rsp), %r10
	leaq 16(%r10), %r12
	movl $64, %r9d
	xorl %r11d, %r11d
	xorl %eax, %eax
	jmp .LBB_632
.LBB_631:
	movq 64(%rsp), %r9
	addq $64, %r9
	movq 96(%rsp), %r11
	addq $-64, %r11
	addq $512, %rbp
	addq $512, %r12
	addq $512, %rbx
	movq 1776(%rsp), %r10
	addq $512, %r10
	movq 16(%rsp), %rdi
	testq %rdi, %rdi
	movq 80(%rsp), %rax
	je .LBB_644
.LBB_632:
	movq %rax, %r15
	cmpq %r9, %r13
	movq %r9, %rax
	cmovbq %r13, %rax
	leaq (%rax,%r11), %rdx
	cmpq $1, %rdx
	adcq %r11, %rax
	movq %rdx, %rcx
	andq $-4, %rcx
	leaq 64(%r15), %r14
	decq %rdi
	cmpq %r14, %r13
	movq %r14, %rsi
	cmovbq %r13, %rsi
	movq %r15, 896(%rsp)
	cmpq %r15, %rsi
	jb .LBB_711
	movq %r14, 80(%rsp)
	movq %r11, 96(%rsp)
	movq %r10, 1776(%rsp)
	movq %r9, 64(%rsp)
	movq %rdi, 16(%rsp)
	je .LBB_631
	cmpq $4, %rdx
	jae .LBB_636
	xorl %r14d, %r14d
	xorl %ecx, %ecx
	movapd .LCPI_20(%rip), %xmm3
	movsd .LCPI_25(%rip), %xmm4
	movq 1776(%rsp), %rdi
	jmp .LBB_639
.LBB_636:
	xorpd %xmm0, %xmm0
	xorl %esi, %esi
	xorpd %xmm1, %xmm1
	movdqa .LCPI_18(%rip), %xmm2
	movdqa .LCPI_19(%rip), %xmm10
	movapd .LCPI_22(%rip), %xmm11
	movdqa .LCPI_23(%rip), %xmm12
	movdqa .LCPI_24(%rip), %xmm13
	movapd .LCPI_20(%rip), %xmm14
	movapd .LCPI_21(%rip), %xmm15
	movq 1776(%rsp), %rdi
.LBB_637:
	movdqa %xmm2, %xmm3
	paddq %xmm10, %xmm3
	movupd -16(%rbp,%rsi,8), %xmm6
	movupd (%rbp,%rsi,8), %xmm7
	movupd -16(%r12,%rsi,8), %xmm8
	movupd (%r12,%rsi,8), %xmm9
	movapd %xmm6, %xmm5
	subpd %xmm8, %xmm5
	movapd %xmm7, %xmm4
	subpd %xmm9, %xmm4
	andpd %xmm14, %xmm5
	andpd %xmm14, %xmm4
	andpd %xmm14, %xmm8
	andpd %xmm14, %xmm9
	andpd %xmm14, %xmm6
	addpd %xmm8, %xmm6
	andpd %xmm14, %xmm7
	addpd %xmm9, %xmm7
	mulpd %xmm15, %xmm6
	cmplepd %xmm6, %xmm5
	mulpd %xmm15, %xmm7
	cmplepd %xmm7, %xmm4
	andpd %xmm11, %xmm5
	andpd %xmm11, %xmm4
	movdqa %xmm2, %xmm6
	pand %xmm12, %xmm6
	pand %xmm12, %xmm3
	movapd %xmm5, %xmm7
	psllq %xmm6, %xmm7
	pshufd $238, %xmm6, %xmm6
	psllq %xmm6, %xmm5
	movsd %xmm7, %xmm5
	orpd %xmm5, %xmm1
	movapd %xmm4, %xmm5
	psllq %xmm3, %xmm5
	pshufd $238, %xmm3, %xmm3
	psllq %xmm3, %xmm4
	movsd %xmm5, %xmm4
	orpd %xmm4, %xmm0
	addq $4, %rsi
	paddq %xmm13, %xmm2
	cmpq %rsi, %rcx
	jne .LBB_637
	orpd %xmm1, %xmm0
	pshufd $238, %xmm0, %xmm1
	por %xmm0, %xmm1
	movq %xmm1, %r14
	cmpq %rcx, %rdx
	movapd .LCPI_20(%rip), %xmm3
	movsd .LCPI_25(%rip), %xmm4
	je .LBB_640
.LBB_639:
	movsd (%rbx,%rcx,8), %xmm0
	movsd (%rdi,%rcx,8), %xmm1
	movapd %xmm0, %xmm2
	subsd %xmm1, %xmm2
	andpd %xmm3, %xmm2
	andpd %xmm3, %xmm1
	andpd %xmm3, %xmm0
	addsd %xmm1, %xmm0
	mulsd %xmm4, %xmm0
	xorl %edx, %edx
	ucomisd %xmm2, %xmm0
	setae %dl
	shlq %cl, %rdx
	incq %rcx
	orq %rdx, %r14
	cmpq %rcx, %rax
	jne .LBB_639
.LBB_640:
	testq %r14, %r14
	je .LBB_631
.LBB_641:
	rep bsfq	%r14, %r15
	orq 896(%rsp), %r15
	leaq 2560(%rsp), %rdi
	movq 1256(%rsp), %rsi
	movq %r15, %rdx
	callq kernel_sliding::exact::Exact::lines
	cmpq %r13, %r15
	jae .LBB_742
	movq 2064(%rsp), %rax
	movsd %xmm0, (%rax,%r15,8)
	movq 1792(%rsp), %rax
	movq %xmm1, (%rax,%r15,8)
	leaq -1(%r14), %rax
	andq %rax, %r14
	jne .LBB_641
	jmp .LBB_631
.LBB_644:
	movq 8(%rsp), %rbx
	cmpq %rbx, %r13
	jne .LBB_729
	movq $0, 2424(%rsp)
	movq 2064(%rsp), %rdx
	leaq (%rdx,%rbx,8), %rax
	movq 1792(%rsp), %rsi
	leaq (%rsi,%rbx,8), %rcx
	movq %rdx, 1264(%rsp)
	movq %rax, 1272(%rsp)
	movq %rsi, 1280(%rsp)
	movq %rcx, 1288(%rsp)
	movq $0, 1296(%rsp)
	movq %rbx, 1304(%rsp)
	leaq 2408(%rsp), %rdi
	leaq 1264(%rsp), %rsi
	callq alloc::vec::Vec<T,A>::extend_trusted
	movq 1256(%rsp), %rbp
	cmpq $2, %rbx
	jae .LBB_648
	xorpd %xmm0, %xmm0
	movsd %xmm0, 896(%rsp)
	xorl %r14d, %r14d
	movq 2120(%rsp), %rbx
	cmpq 2104(%rsp), %rbx
	leaq 2272(%rsp), %r15
	je .LBB_675
	jmp .LBB_676
.LBB_648:
	movq 2416(%rsp), %rdx
	movq 2424(%rsp), %r12
	leaq 3(%rdx), %r8
	leaq 1(%rdx), %r9
	movl $1, %edi
	xorpd %xmm0, %xmm0
	movsd %xmm0, 896(%rsp)
	movl $65, %r10d
	movq $-1, 1776(%rsp)
	xorl %r14d, %r14d
	xorl %ebp, %ebp
	xorl %r15d, %r15d
	movq 2544(%rsp), %r13
	movsd .LCPI_26(%rip), %xmm9
	movsd .LCPI_27(%rip), %xmm10
	movsd .LCPI_28(%rip), %xmm11
	pcmpeqd %xmm13, %xmm13
	jmp .LBB_651
.LBB_649:
	movq %r14, %r15
	movq 1792(%rsp), %r14
.LBB_650:
	decq %r13
	incq %r14
	addq $64, %r10
	addq $-64, 1776(%rsp)
	addq $64, %r8
	addq $64, %r9
	testq %r13, %r13
	movq 2064(%rsp), %rdi
	je .LBB_671
.LBB_651:
	movq 8(%rsp), %rbx
	cmpq %r10, %rbx
	movq %r10, %r11
	cmovbq %rbx, %r11
	movq %r14, %rcx
	shlq $6, %rcx
	leaq 65(%rcx), %rax
	cmpq %rax, %rbx
	cmovbq %rbx, %rax
	leaq 64(%rdi), %rsi
	cmpq %rsi, %rbx
	movq %rsi, 2064(%rsp)
	cmovbq %rbx, %rsi
	cmpq %rdi, %rsi
	jb .LBB_713
	cmpq %r12, %rsi
	ja .LBB_713
	movq %r14, 1792(%rsp)
	movq %r15, %r14
	leaq -1(%rdi), %r15
	leaq -1(%rsi), %rbx
	cmpq %r15, %rbx
	jb .LBB_710
	cmpq %r12, %rbx
	ja .LBB_710
	subq %rdi, %rsi
	je .LBB_649
	notq %rcx
	addq %rcx, %rax
	cmpq $4, %rax
	jae .LBB_658
	xorl %r11d, %r11d
	xorl %ecx, %ecx
	movq %r14, %r15
	jmp .LBB_661
.LBB_658:
	addq 1776(%rsp), %r11
	andq $-4, %r11
	movq %rax, %rcx
	andq $-4, %rcx
	xorpd %xmm1, %xmm1
	xorl %ebx, %ebx
	xorpd %xmm2, %xmm2
	movdqa .LCPI_18(%rip), %xmm3
	movdqa .LCPI_19(%rip), %xmm12
	movdqa .LCPI_22(%rip), %xmm14
	movdqa .LCPI_23(%rip), %xmm15
	movdqa .LCPI_24(%rip), %xmm11
.LBB_659:
	movdqa %xmm3, %xmm4
	paddq %xmm12, %xmm4
	movzwl -2(%r8,%rbx), %r15d
	movd %r15d, %xmm5
	punpcklbw %xmm5, %xmm5
	movzwl (%r8,%rbx), %r15d
	movd %r15d, %xmm6
	punpcklbw %xmm6, %xmm6
	movzwl -3(%r8,%rbx), %r15d
	movd %r15d, %xmm7
	punpcklbw %xmm7, %xmm7
	movzwl -1(%r8,%rbx), %r15d
	movd %r15d, %xmm8
	punpcklbw %xmm8, %xmm8
	pshufd $0, %xmm5, %xmm5
	pshufhw $85, %xmm5, %xmm5
	pshufd $0, %xmm7, %xmm7
	pshufhw $85, %xmm7, %xmm7
	pmullw %xmm5, %xmm7
	pcmpeqb %xmm13, %xmm7
	pand %xmm14, %xmm7
	pshufd $0, %xmm6, %xmm5
	pshufhw $85, %xmm5, %xmm5
	pshufd $0, %xmm8, %xmm6
	pshufhw $85, %xmm6, %xmm6
	pmullw %xmm5, %xmm6
	pcmpeqb %xmm13, %xmm6
	pand %xmm14, %xmm6
	movdqa %xmm3, %xmm5
	pand %xmm15, %xmm5
	pand %xmm15, %xmm4
	movdqa %xmm7, %xmm8
	psllq %xmm5, %xmm8
	pshufd $238, %xmm5, %xmm5
	psllq %xmm5, %xmm7
	movsd %xmm8, %xmm7
	orpd %xmm7, %xmm2
	movdqa %xmm6, %xmm5
	psllq %xmm4, %xmm5
	pshufd $238, %xmm4, %xmm4
	psllq %xmm4, %xmm6
	movsd %xmm5, %xmm6
	orpd %xmm6, %xmm1
	addq $4, %rbx
	paddq %xmm11, %xmm3
	cmpq %rbx, %r11
	jne .LBB_659
	orpd %xmm2, %xmm1
	pshufd $238, %xmm1, %xmm2
	por %xmm1, %xmm2
	movq %xmm2, %r11
	cmpq %rcx, %rax
	movq %r14, %r15
	movsd .LCPI_28(%rip), %xmm11
	je .LBB_662
.LBB_661:
	movzbl -1(%r9,%rcx), %eax
	mulb (%r9,%rcx)
	xorl %ebx, %ebx
	cmpb $-1, %al
	sete %bl
	shlq %cl, %rbx
	incq %rcx
	orq %rbx, %r11
	cmpq %rsi, %rcx
	jb .LBB_661
.LBB_662:
	movq %rbp, %rax
	testq %r11, %r11
	movq 1792(%rsp), %r14
	jne .LBB_664
	jmp .LBB_650
.LBB_663:
	movq %rax, %rbp
	leaq -1(%r11), %rcx
	andq %rcx, %r11
	je .LBB_650
.LBB_664:
	rep bsfq	%r11, %rbx
	addq %rdi, %rbx
	cmpq %r12, %rbx
	jae .LBB_743
	movsbq (%rdx,%rbx), %rbp
	cmpq %rbp, %rax
	je .LBB_663
	testq %rax, %rax
	je .LBB_669
	cmpq 8(%rsp), %rbx
	jae .LBB_747
	movq 888(%rsp), %rcx
	movsd (%rcx,%rbx,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %rax, %xmm2
	subsd %xmm0, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm0, %xmm1
	addsd .LCPI_4(%rip), %xmm1
	mulsd %xmm9, %xmm1
	addsd %xmm10, %xmm1
	mulsd %xmm11, %xmm1
	movsd 896(%rsp), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, 896(%rsp)
	incq %r15
.LBB_669:
	cmpq 8(%rsp), %rbx
	jae .LBB_744
	movq 888(%rsp), %rax
	movsd (%rax,%rbx,8), %xmm0
	movq %rbp, %rax
	leaq -1(%r11), %rcx
	andq %rcx, %r11
	jne .LBB_664
	jmp .LBB_650
.LBB_671:
	testq %rbp, %rbp
	je .LBB_674
	movq 8(%rsp), %rax
	testq %rax, %rax
	je .LBB_757
	movq 888(%rsp), %rcx
	movsd -8(%rcx,%rax,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %rbp, %xmm2
	subsd %xmm0, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm0, %xmm1
	addsd .LCPI_4(%rip), %xmm1
	mulsd %xmm9, %xmm1
	addsd %xmm10, %xmm1
	mulsd %xmm11, %xmm1
	movsd 896(%rsp), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, 896(%rsp)
	incq %r15
.LBB_674:
	movq %r15, %r14
	movq 1256(%rsp), %rbp
	movq 2120(%rsp), %rbx
	cmpq 2104(%rsp), %rbx
	leaq 2272(%rsp), %r15
	jne .LBB_676
.LBB_675:
	leaq 2104(%rsp), %rdi
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
.LBB_676:
	addq $48, %rbp
	movq 2112(%rsp), %rax
	movq %rbx, %rcx
	shlq $4, %rcx
	movsd 896(%rsp), %xmm0
	movsd %xmm0, (%rax,%rcx)
	movq %r14, 8(%rax,%rcx)
	incq %rbx
	movq %rbx, 2120(%rsp)
	cmpq 2496(%rsp), %rbp
	jne .LBB_259
.LBB_677:
	movq 2120(%rsp), %rax
	movq 2552(%rsp), %rcx
	movq %rax, 16(%rcx)
	movq 2104(%rsp), %rax
	movq %rax, (%rcx)
	movq 2112(%rsp), %rax
	movq %rax, 8(%rcx)
	leaq 2336(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	leaq 2560(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	leaq 2272(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	leaq 1056(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::simd::Tiled<16_usize,kernel_sliding::transpose::Portable>>
	addq $2760, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_679:
	movq %rbp, %rsi
	movq %rbp, %r12
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_720
.LBB_680:
	xorl %edi, %edi
	movq %rdx, %r12
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_720
.LBB_681:
	xorl %edi, %edi
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_720
.LBB_682:
	movq 8(%rsp), %r14
	movq %r14, %rsi
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_708
.LBB_683:
	xorl %edi, %edi
	movq %rdx, %r14
.LBB_707:
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_708
.LBB_684:
	movq %r11, %rsi
	movq %r11, %r14
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_708
.LBB_685:
	xorl %edi, %edi
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_708
.LBB_686:
	movq %r11, %rsi
	movq %r11, %r12
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_720
.LBB_687:
	movq %r14, %rsi
	movq %r14, %r12
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_720
.LBB_688:
	xorl %edi, %edi
	movq %r11, %r12
	leaq .Lanon.6(%rip), %rcx
	jmp .LBB_720
.LBB_689:
	movq %r14, %rsi
	movq %r14, %r12
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_720
.LBB_690:
	xorl %edi, %edi
	movq %rbx, %r12
	leaq .Lanon.8(%rip), %rcx
	jmp .LBB_720
.LBB_691:
	movq %r11, %rdi
	movq %r12, %rsi
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_720
.LBB_692:
	leaq .Lanon.10(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %r12
	jmp .LBB_720
.LBB_693:
	movq %rdx, %rsi
	movq %rdx, %r12
	leaq .Lanon.4(%rip), %rcx
	jmp .LBB_720
.LBB_694:
	movq %r13, %rsi
	movq %r13, %r14
	leaq .Lanon.5(%rip), %rcx
	jmp .LBB_708
.LBB_695:
	xorl %edi, %edi
	movq %r11, %r14
	leaq .Lanon.6(%rip), %rcx
	jmp .LBB_708
.LBB_696:
	movq %r13, %rsi
	movq %r13, %r14
	leaq .Lanon.7(%rip), %rcx
	jmp .LBB_708
.LBB_697:
	xorl %edi, %edi
	movq %rbx, %r14
	leaq .Lanon.8(%rip), %rcx
	jmp .LBB_708
.LBB_698:
	movq %r11, %rdi
	movq %r14, %rsi
	leaq .Lanon.9(%rip), %rcx
	jmp .LBB_708
.LBB_699:
	leaq .Lanon.10(%rip), %rcx
	xorl %edi, %edi
	movq %rbx, %r14
	jmp .LBB_708
.LBB_700:
	movq %rbp, %r12
	leaq .Lanon.11(%rip), %rcx
	jmp .LBB_720
.LBB_701:
	movl $16, %esi
	xorl %edi, %edi
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_720
.LBB_702:
	movq %r11, %rsi
	movq %r11, %r14
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_708
.LBB_703:
	movl $16, %esi
	xorl %edi, %edi
	leaq .Lanon.12(%rip), %rcx
.LBB_708:
	movq %r14, %rdx
	movq 48(%rsp), %r14
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_704:
	movq %r11, %rsi
	movq %r11, %r12
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_720
.LBB_705:
	xorl %edi, %edi
	movq %rax, %r12
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_720
.LBB_706:
	xorl %edi, %edi
	movq %rax, %r14
	jmp .LBB_707
.LBB_709:
	movq %r9, %rsi
	movq %r9, %r12
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_720
.LBB_713:
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_720
.LBB_710:
	movq %r15, %rdi
	movq %rbx, %rsi
	leaq .Lanon.15(%rip), %rcx
	jmp .LBB_720
.LBB_711:
	leaq .Lanon.16(%rip), %rcx
	movq 896(%rsp), %rdi
	movq %r13, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_714:
	xorl %edi, %edi
	movq 1240(%rsp), %rsi
	movq %r11, %r14
	leaq .Lanon.17(%rip), %rcx
	jmp .LBB_708
.LBB_715:
	xorl %edi, %edi
	movq 872(%rsp), %rsi
	movq %r11, %r12
	jmp .LBB_719
.LBB_716:
	xorl %edi, %edi
	leaq .Lanon.18(%rip), %rcx
	jmp .LBB_720
.LBB_717:
	xorl %edi, %edi
	leaq .Lanon.18(%rip), %rcx
	jmp .LBB_708
.LBB_718:
	xorl %edi, %edi
	movq 872(%rsp), %rsi
	movq %r14, %r12
.LBB_719:
	leaq .Lanon.17(%rip), %rcx
.LBB_720:
	movq %r12, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_727:
	leaq .Lanon.19(%rip), %rdx
.LBB_753:
	movq %rbx, %rdi
	movq %r12, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_721:
	leaq .Lanon.20(%rip), %rcx
	leaq .Lanon.21(%rip), %r9
	movl $49, %r8d
	xorl %edi, %edi
	movq 2528(%rsp), %rsi
	movq 2536(%rsp), %rdx
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_722:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	movl $53, %esi
	movq 48(%rsp), %r14
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_723:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_252
.LBB_725:
	movq 1280(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_726:
	movq 1280(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_728:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	jmp .LBB_734
.LBB_729:
	movl $49, %esi
	leaq .Lanon.24(%rip), %rdi
	leaq .Lanon.25(%rip), %rdx
	jmp .LBB_734
.LBB_730:
	leaq .Lanon.19(%rip), %rdx
.LBB_731:
	movq %r14, %rsi
	movq 48(%rsp), %r14
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_733:
	leaq .Lanon.22(%rip), %rdi
	leaq .Lanon.23(%rip), %rdx
	movl $53, %esi
.LBB_734:
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_735:
	leaq .Lanon.26(%rip), %rcx
	leaq .Lanon.27(%rip), %r9
	leaq 1104(%rsp), %rsi
	leaq 1264(%rsp), %rdx
	movl $49, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_736:
	movq 568(%rsp), %rbx
.LBB_737:
	movq %r15, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_738:
	leaq .Lanon.28(%rip), %rdx
	movq %rbp, %r12
	jmp .LBB_753
.LBB_740:
	leaq .Lanon.28(%rip), %rdx
	movq 8(%rsp), %r14
	jmp .LBB_731
.LBB_741:
	leaq .Lanon.29(%rip), %rdx
	jmp .LBB_731
.LBB_742:
	leaq .Lanon.30(%rip), %rdx
	movq %r15, %rdi
	movq %r13, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_756
.LBB_743:
	leaq .Lanon.31(%rip), %rdx
	jmp .LBB_753
.LBB_744:
	movq 8(%rsp), %r12
	leaq .Lanon.32(%rip), %rdx
	jmp .LBB_753
.LBB_745:
	movq %rbx, %r12
	leaq .Lanon.33(%rip), %rdx
	jmp .LBB_753
.LBB_746:
	movq %r12, %rbx
	leaq .Lanon.34(%rip), %rdx
	jmp .LBB_753
.LBB_747:
	movq 8(%rsp), %r12
	leaq .Lanon.35(%rip), %rdx
	jmp .LBB_753
.LBB_748:
	movq 48(%rsp), %r12
	movq %r12, %rbx
	leaq .Lanon.36(%rip), %rdx
	jmp .LBB_753
.LBB_749:
	movq 568(%rsp), %r12
	movq %r12, %rbx
	leaq .Lanon.37(%rip), %rdx
	jmp .LBB_753
.LBB_750:
	movq 2264(%rsp), %r12
	movq %r12, %rbx
	leaq .Lanon.38(%rip), %rdx
	jmp .LBB_753
.LBB_751:
	movq %rcx, %rbx
.LBB_752:
	leaq .Lanon.29(%rip), %rdx
	jmp .LBB_753
.LBB_754:
	movq %rcx, %rdi
	leaq .Lanon.29(%rip), %rdx
	jmp .LBB_731
.LBB_755:
	leaq .Lanon.39(%rip), %rdi
	leaq .Lanon.40(%rip), %rcx
	leaq .Lanon.41(%rip), %r8
	leaq 927(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
.LBB_756:
	ud2
.LBB_757:
	movq 2520(%rsp), %rbx
	xorl %r12d, %r12d
	leaq .Lanon.42(%rip), %rdx
	jmp .LBB_753
	jmp .LBB_780
	jmp .LBB_777
	jmp .LBB_777
	movq %rax, %rbx
	jmp .LBB_806
	jmp .LBB_780
	jmp .LBB_780
	movq %rax, %rbx
	jmp .LBB_784
	movq %rax, %rbx
	jmp .LBB_786
	movq %rax, %rbx
	jmp .LBB_797
	jmp .LBB_794
	jmp .LBB_794
	jmp .LBB_794
	jmp .LBB_794
	jmp .LBB_794
	jmp .LBB_794
	jmp .LBB_794
	jmp .LBB_780
	jmp .LBB_777
.LBB_777:
	movq %rax, %rbx
	movq 48(%rsp), %r14
	jmp .LBB_789
	jmp .LBB_794
.LBB_780:
	movq %rax, %rbx
	movq 2272(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_792
	jmp .LBB_798
	movq %rax, %rbx
	jmp .LBB_796
	movq %rax, %rbx
	movq 1104(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_784
	movq 1112(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_784:
	movq 1936(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_786
	movq 1944(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_786:
	movq 1808(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_797
	movq 1816(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_797
	movq %rax, %rbx
.LBB_789:
	testq %r14, %r14
	je .LBB_791
	shlq $3, %r14
	movl $8, %edx
	movq %rbp, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_791:
	movq 2272(%rsp), %rcx
	testq %rcx, %rcx
	jne .LBB_798
.LBB_792:
	xorl %ecx, %ecx
	xorl %eax, %eax
	jmp .LBB_799
.LBB_794:
	movq %rax, %rbx
	movq 2104(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_796
	movq 2112(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_796:
	leaq 2336(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
.LBB_797:
	leaq 2560(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 2272(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_792
.LBB_798:
	movq 2280(%rsp), %rdx
	movq 2288(%rsp), %rax
	movq $0, 2656(%rsp)
	movq %rcx, 2664(%rsp)
	movq %rdx, 2672(%rsp)
	movq $0, 2688(%rsp)
	movq %rcx, 2696(%rsp)
	movq %rdx, 2704(%rsp)
	movl $1, %ecx
.LBB_799:
	movq %rcx, 2648(%rsp)
	movq %rcx, 2680(%rsp)
	movq %rax, 2712(%rsp)
	leaq 2624(%rsp), %rdi
	leaq 2648(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 2624(%rsp), %rax
	testq %rax, %rax
	je .LBB_806
	leaq 2624(%rsp), %r14
	leaq 2648(%rsp), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
.LBB_802:
	movq 2640(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_804
	leaq (%rax,%rcx,8), %rax
	addq $96, %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_804:
	movq %r14, %rdi
	movq %r15, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 2624(%rsp), %rax
	testq %rax, %rax
	jne .LBB_802
.LBB_806:
	movq 1056(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_809
	movq 1080(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_810
.LBB_808:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
.LBB_809:
	movq 1064(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 1080(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_808
.LBB_810:
	movq 1088(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
