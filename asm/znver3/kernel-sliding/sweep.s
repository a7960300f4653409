# kernel_sliding::sweep — kernel-sliding, target-cpu=znver3
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu znver3 --target-dir target/asm/znver3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $920, %rsp
	movq (%rsi), %rax
	movq 8(%rsi), %r14
	movq 16(%rsi), %rbx
	movq 24(%rsi), %r12
	movq %rdi, 304(%rsp)
	leaq 592(%rsp), %rdi
	movabsq $2305843009213693951, %r15
	movq %rax, 56(%rsp)
	movq %rax, %rsi
	movq %r14, %rdx
	movq %rbx, %rcx
	movq %r12, %r8
	callq kernel_sliding::grid_for
	leaq (%r12,%r12,2), %rax
	movq $0, 72(%rsp)
	movq $0, 88(%rsp)
	movq %rbx, 40(%rsp)
	movq %r12, 120(%rsp)
	movq %r14, 24(%rsp)
	shlq $4, %rax
	addq %rbx, %rax
	movq %rax, 440(%rsp)
	testq %r12, %r12
	je .LBB_137
	leaq (,%r14,8), %rdx
	movq 40(%rsp), %rsi
	cmpq %r15, %r14
	movabsq $9223372036854775800, %rcx
	seta %al
	cmpq %rcx, %rdx
	movq %rdx, 64(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 160(%rsp)
	jmp .LBB_4
.LBB_2:
	leaq 72(%rsp), %rax
.LBB_3:
	movq 128(%rsp), %rsi
	movabsq $2305843009213693951, %r15
	movq %r12, 16(%rsp)
	movq %rax, %r12
	addq $48, %rsi
	cmpq 440(%rsp), %rsi
	je .LBB_137
.LBB_4:
	leaq 312(%rsp), %rdi
	movq %rsi, 128(%rsp)
	callq kernel_sliding::raw_lengths
	movq 344(%rsp), %rax
	movq 312(%rsp), %rbx
	movq 320(%rsp), %r14
	movq 328(%rsp), %r13
	movq 336(%rsp), %rbp
	cmpb $0, 160(%rsp)
	movq %rax, 32(%rsp)
	je .LBB_47
	movq 72(%rsp), %rax
	testq %rax, %rax
	je .LBB_395
	movq 80(%rsp), %rcx
	movq %rax, %rsi
	movq %rcx, %rdx
.LBB_8:
	movzwl 362(%rsi), %r8d
	movq $-1, %rdi
	movl %r8d, %r9d
	shll $3, %r9d
.LBB_9:
	testq %r9, %r9
	je .LBB_12
	cmpq 16(%rsi,%rdi,8), %rbx
	seta %r10b
	sbbb $0, %r10b
	incq %rdi
	addq $-8, %r9
	cmpb $1, %r10b
	je .LBB_9
	movzbl %r10b, %r8d
	testl %r8d, %r8d
	jne .LBB_13
	jmp .LBB_15
.LBB_12:
	movq %r8, %rdi
.LBB_13:
	subq $1, %rdx
	jb .LBB_395
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_8
.LBB_15:
	movq %rcx, %rdx
	movq %rax, %rsi
.LBB_16:
	movzwl 362(%rsi), %r8d
	movq $-1, %rdi
	movl %r8d, %r9d
	shll $3, %r9d
.LBB_17:
	testq %r9, %r9
	je .LBB_20
	cmpq 16(%rsi,%rdi,8), %r14
	seta %r10b
	sbbb $0, %r10b
	incq %rdi
	addq $-8, %r9
	cmpb $1, %r10b
	je .LBB_17
	movzbl %r10b, %r8d
	testl %r8d, %r8d
	jne .LBB_21
	jmp .LBB_23
.LBB_20:
	movq %r8, %rdi
.LBB_21:
	subq $1, %rdx
	jb .LBB_395
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_16
.LBB_23:
	movq %rcx, %rdx
	movq %rax, %rsi
.LBB_24:
	movzwl 362(%rsi), %r8d
	movq $-1, %rdi
	movl %r8d, %r9d
	shll $3, %r9d
.LBB_25:
	testq %r9, %r9
	je .LBB_28
	cmpq 16(%rsi,%rdi,8), %r13
	seta %r10b
	sbbb $0, %r10b
	incq %rdi
	addq $-8, %r9
	cmpb $1, %r10b
	je .LBB_25
	movzbl %r10b, %r8d
	testl %r8d, %r8d
	jne .LBB_29
	jmp .LBB_31
.LBB_28:
	movq %r8, %rdi
.LBB_29:
	subq $1, %rdx
	jb .LBB_395
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_24
.LBB_31:
	movq %rcx, %rdx
	movq %rax, %rsi
.LBB_32:
	movzwl 362(%rsi), %r8d
	movq $-1, %rdi
	movl %r8d, %r9d
	shll $3, %r9d
.LBB_33:
	testq %r9, %r9
	je .LBB_36
	cmpq 16(%rsi,%rdi,8), %rbp
	seta %r10b
	sbbb $0, %r10b
	incq %rdi
	addq $-8, %r9
	cmpb $1, %r10b
	je .LBB_33
	movzbl %r10b, %r8d
	testl %r8d, %r8d
	jne .LBB_37
	jmp .LBB_39
.LBB_36:
	movq %r8, %rdi
.LBB_37:
	subq $1, %rdx
	jb .LBB_395
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_32
.LBB_39:
	movq 24(%rsp), %r14
	movq 32(%rsp), %r8
.LBB_40:
	movzwl 362(%rax), %edx
	movq $-1, %r12
	movl %edx, %esi
	shll $3, %esi
.LBB_41:
	testq %rsi, %rsi
	je .LBB_44
	cmpq 16(%rax,%r12,8), %r8
	seta %dil
	sbbb $0, %dil
	incq %r12
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_41
	movzbl %dil, %edx
	testl %edx, %edx
	je .LBB_2
	jmp .LBB_45
.LBB_44:
	movq %rdx, %r12
.LBB_45:
	subq $1, %rcx
	jb .LBB_395
	movq 368(%rax,%r12,8), %rax
	jmp .LBB_40
.LBB_47:
	movq 72(%rsp), %rax
	testq %rax, %rax
	je .LBB_92
	movq 80(%rsp), %rdx
	movq %rax, %rcx
.LBB_49:
	movzwl 362(%rcx), %esi
	movq $-1, %r12
	movl %esi, %edi
	shll $3, %edi
.LBB_50:
	testq %rdi, %rdi
	je .LBB_54
	cmpq 16(%rcx,%r12,8), %rbx
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_50
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_56
	subq $1, %rdx
	jae .LBB_55
	jmp .LBB_132
.LBB_54:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_132
.LBB_55:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_49
.LBB_56:
	movq %r12, 16(%rsp)
	leaq 72(%rsp), %r12
	testq %rax, %rax
	je .LBB_100
.LBB_57:
	movq 80(%rsp), %rdx
	movq %rax, %rcx
.LBB_58:
	movzwl 362(%rcx), %esi
	movq $-1, %r12
	movl %esi, %edi
	shll $3, %edi
.LBB_59:
	testq %rdi, %rdi
	je .LBB_63
	cmpq 16(%rcx,%r12,8), %r14
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_59
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_65
	subq $1, %rdx
	jae .LBB_64
	jmp .LBB_133
.LBB_63:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_133
.LBB_64:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_58
.LBB_65:
	movq %r12, 16(%rsp)
	leaq 72(%rsp), %r12
	movq 56(%rsp), %rdi
	movq 64(%rsp), %rbx
	testq %rax, %rax
	je .LBB_108
.LBB_66:
	movq 80(%rsp), %rdx
	movq %rax, %rcx
.LBB_67:
	movzwl 362(%rcx), %esi
	movq $-1, %r12
	movl %esi, %r9d
	shll $3, %r9d
.LBB_68:
	testq %r9, %r9
	je .LBB_72
	cmpq 16(%rcx,%r12,8), %r13
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %r9
	cmpb $1, %r8b
	je .LBB_68
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_74
	subq $1, %rdx
	jae .LBB_73
	jmp .LBB_134
.LBB_72:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_134
.LBB_73:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_67
.LBB_74:
	movq %r12, 16(%rsp)
	leaq 72(%rsp), %r12
	testq %rax, %rax
	je .LBB_116
.LBB_75:
	movq 80(%rsp), %rdx
	movq %rax, %rcx
.LBB_76:
	movzwl 362(%rcx), %esi
	movq $-1, %r12
	movl %esi, %r9d
	shll $3, %r9d
.LBB_77:
	testq %r9, %r9
	je .LBB_81
	cmpq 16(%rcx,%r12,8), %rbp
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %r9
	cmpb $1, %r8b
	je .LBB_77
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_83
	subq $1, %rdx
	jae .LBB_82
	jmp .LBB_135
.LBB_81:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_135
.LBB_82:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_76
.LBB_83:
	movq %r12, 16(%rsp)
	leaq 72(%rsp), %r12
	movq 24(%rsp), %r14
	movq 32(%rsp), %rdx
	testq %rax, %rax
	je .LBB_124
.LBB_84:
	movq 80(%rsp), %rcx
.LBB_85:
	movzwl 362(%rax), %r8d
	movq $-1, %r12
	movl %r8d, %esi
	shll $3, %esi
.LBB_86:
	testq %rsi, %rsi
	je .LBB_90
	cmpq 16(%rax,%r12,8), %rdx
	seta %dil
	sbbb $0, %dil
	incq %r12
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_86
	movzbl %dil, %esi
	testl %esi, %esi
	je .LBB_2
	subq $1, %rcx
	jae .LBB_91
	jmp .LBB_136
.LBB_90:
	movq %r8, %r12
	subq $1, %rcx
	jb .LBB_136
.LBB_91:
	movq 368(%rax,%r12,8), %rax
	jmp .LBB_85
.LBB_92:
	xorl %ecx, %ecx
.LBB_93:
	leaq 72(%rsp), %rax
	movq 64(%rsp), %r15
	movq %rax, 168(%rsp)
	movq %rbx, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 16(%rsp), %rcx
	movq %rcx, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %r15, %r15
	je .LBB_96
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movl $8, %esi
	movq %r15, %rdi
	movq %rax, 8(%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_396
	movq 24(%rsp), %rsi
	movq %rax, %r15
	movq %rsi, 8(%rsp)
	jmp .LBB_97
.LBB_96:
	movq 24(%rsp), %rsi
	movl $8, %r15d
	movq $0, 8(%rsp)
.LBB_97:
	movq 56(%rsp), %rdi
	leaq 592(%rsp), %rcx
	movq %rbx, %rdx
	movq %r15, %r8
	movq %rsi, %r9
	movq %rsi, %rbx
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 240(%rsp)
	movq %r15, 248(%rsp)
	movq %rbx, 256(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 240(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 72(%rsp), %rax
	testq %rax, %rax
	jne .LBB_57
.LBB_100:
	xorl %ecx, %ecx
.LBB_101:
	leaq 72(%rsp), %rax
	movq 64(%rsp), %rbx
	movq %rax, 168(%rsp)
	movq %r14, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 16(%rsp), %rcx
	movq %rcx, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %rbx, %rbx
	je .LBB_104
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movl $8, %esi
	movq %rbx, %rdi
	movq %rax, 8(%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_396
	movq 24(%rsp), %rbx
	movq %rax, %r15
	movq %rbx, 8(%rsp)
	jmp .LBB_105
.LBB_104:
	movq 24(%rsp), %rbx
	movl $8, %r15d
	movq $0, 8(%rsp)
.LBB_105:
	movq 56(%rsp), %rdi
	leaq 592(%rsp), %rcx
	movq %rbx, %rsi
	movq %r14, %rdx
	movq %r15, %r8
	movq %rbx, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 240(%rsp)
	movq %r15, 248(%rsp)
	movq %rbx, 256(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 240(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 72(%rsp), %rax
	movq 56(%rsp), %rdi
	movq 64(%rsp), %rbx
	testq %rax, %rax
	jne .LBB_66
.LBB_108:
	xorl %ecx, %ecx
.LBB_109:
	leaq 72(%rsp), %rax
	movq %rax, 168(%rsp)
	movq %r13, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 16(%rsp), %rcx
	movq %rcx, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %rbx, %rbx
	je .LBB_112
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movl $8, %esi
	movq %rbx, %rdi
	movq %rax, 8(%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_396
	movq 24(%rsp), %rbx
	movq 56(%rsp), %rdi
	movq %rax, %r15
	movq %rbx, 8(%rsp)
	jmp .LBB_113
.LBB_112:
	movq 24(%rsp), %rbx
	movl $8, %r15d
	movq $0, 8(%rsp)
.LBB_113:
	leaq 592(%rsp), %rcx
	movq %rbx, %rsi
	movq %r13, %rdx
	movq %r15, %r8
	movq %rbx, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 240(%rsp)
	movq %r15, 248(%rsp)
	movq %rbx, 256(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 240(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 72(%rsp), %rax
	movq 56(%rsp), %rdi
	movq 64(%rsp), %rbx
	testq %rax, %rax
	jne .LBB_75
.LBB_116:
	xorl %ecx, %ecx
.LBB_117:
	leaq 72(%rsp), %rax
	movq %rax, 168(%rsp)
	movq %rbp, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 16(%rsp), %rcx
	movq %rcx, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %rbx, %rbx
	je .LBB_120
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movl $8, %esi
	movq %rbx, %rdi
	movq %rax, 8(%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_396
	movq 24(%rsp), %rbx
	movq 56(%rsp), %rdi
	movq %rax, %r15
	movq %rbx, 8(%rsp)
	jmp .LBB_121
.LBB_120:
	movq 24(%rsp), %rbx
	movl $8, %r15d
	movq $0, 8(%rsp)
.LBB_121:
	leaq 592(%rsp), %rcx
	movq %rbx, %rsi
	movq %rbp, %rdx
	movq %r15, %r8
	movq %rbx, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 240(%rsp)
	movq %r15, 248(%rsp)
	movq %rbx, 256(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 240(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 72(%rsp), %rax
	movq 24(%rsp), %r14
	movq 32(%rsp), %rdx
	testq %rax, %rax
	jne .LBB_84
.LBB_124:
	xorl %eax, %eax
.LBB_125:
	leaq 72(%rsp), %rcx
	movq 64(%rsp), %rbx
	movq %rcx, 168(%rsp)
	movq 16(%rsp), %rcx
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movq %rcx, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %rbx, %rbx
	je .LBB_128
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movl $8, %esi
	movq %rbx, %rdi
	movq %rax, 8(%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_396
	movq 24(%rsp), %rbx
	movq 32(%rsp), %rdx
	movq %rax, %r15
	movq %rbx, 8(%rsp)
	jmp .LBB_129
.LBB_128:
	movq 24(%rsp), %rbx
	movl $8, %r15d
	movq $0, 8(%rsp)
.LBB_129:
	movq 56(%rsp), %rdi
	leaq 592(%rsp), %rcx
	movq %rbx, %rsi
	movq %r15, %r8
	movq %rbx, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 240(%rsp)
	movq %r15, 248(%rsp)
	movq %rbx, 256(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 240(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq %r12, %rax
	movq 16(%rsp), %r12
	movq 24(%rsp), %r14
	jmp .LBB_3
.LBB_132:
	movq $0, 16(%rsp)
	jmp .LBB_93
.LBB_133:
	movq $0, 16(%rsp)
	jmp .LBB_101
.LBB_134:
	movq $0, 16(%rsp)
	jmp .LBB_109
.LBB_135:
	movq $0, 16(%rsp)
	jmp .LBB_117
.LBB_136:
	movq $0, 16(%rsp)
	jmp .LBB_125
.LBB_137:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	cmpb $1, 16(%rax)
	movq %rax, %rbx
	jne .LBB_386
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_139:
	vmovupd .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	leaq (,%r14,8), %r12
	cmpq %r15, %r14
	movq %rcx, (%rbx)
	movq 56(%rsp), %rcx
	movq %rcx, 240(%rsp)
	movabsq $9223372036854775800, %rcx
	movq %r14, 248(%rsp)
	vmovupd %ymm0, 256(%rsp)
	movq %rax, 288(%rsp)
	movq %rdx, 296(%rsp)
	seta %dl
	cmpq %rcx, %r12
	seta %cl
	orb %dl, %cl
	je .LBB_142
	xorl %r15d, %r15d
.LBB_141:
	movq %r15, %rdi
	movq %r12, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_142:
	movq %r12, 432(%rsp)
	testq %r12, %r12
	je .LBB_151
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_141
	movq %rax, %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	movq %r13, 16(%rsp)
	testq %rax, %rax
	je .LBB_410
	movq %rax, %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_412
	movq %rax, %r12
	movq %r14, %rbp
	testq %r14, %r14
	je .LBB_152
.LBB_147:
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $1, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, 144(%rsp)
	testq %rax, %rax
	je .LBB_411
	movq 608(%rsp), %r14
	testq %r14, %r14
	je .LBB_153
.LBB_149:
	leaq (,%r14,8), %r13
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	jne .LBB_154
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_151:
	movl $8, %eax
	movl $8, %r15d
	movl $8, %r12d
	xorl %ebp, %ebp
	movq %rax, 16(%rsp)
	testq %r14, %r14
	jne .LBB_147
.LBB_152:
	movl $1, %eax
	movq %rax, 144(%rsp)
	movq 608(%rsp), %r14
	testq %r14, %r14
	jne .LBB_149
.LBB_153:
	movl $8, %eax
.LBB_154:
	movq 16(%rsp), %rdx
	movq 24(%rsp), %r13
	movq 144(%rsp), %rsi
	movq %rbp, 312(%rsp)
	movabsq $1152921504606846976, %rcx
	decq %rcx
	movq %rdx, 320(%rsp)
	movq %r13, 328(%rsp)
	movq %rbp, 336(%rsp)
	movq %r15, 344(%rsp)
	movq %r13, 352(%rsp)
	movq %rbp, 360(%rsp)
	movq %r12, 368(%rsp)
	movq %r13, 376(%rsp)
	movq %r13, 384(%rsp)
	movq %rsi, 392(%rsp)
	movq $0, 400(%rsp)
	movq %r14, 408(%rsp)
	movq %rax, 416(%rsp)
	movq 120(%rsp), %rax
	movq %r14, 424(%rsp)
	movq %rax, %r14
	shlq $4, %r14
	cmpq %rcx, %rax
	movabsq $9223372036854775800, %rcx
	seta %al
	cmpq %rcx, %r14
	seta %cl
	orb %al, %cl
	je .LBB_157
	xorl %r15d, %r15d
.LBB_156:
	movq %r15, %rdi
	movq %r14, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_157:
	testq %r14, %r14
	je .LBB_160
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r14, %rdi
	movl $8, %r15d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq 40(%rsp), %r12
	testq %rax, %rax
	je .LBB_156
	movq 120(%rsp), %r14
	jmp .LBB_161
.LBB_160:
	movq 40(%rsp), %r12
	movl $8, %eax
	xorl %r14d, %r14d
.LBB_161:
	cmpb $1, 16(%rbx)
	movabsq $2305843009213693951, %r15
	movq %r14, 216(%rsp)
	movq %rax, 224(%rsp)
	movq $0, 232(%rsp)
	jne .LBB_393
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_163:
	vmovups .Lanon.0(%rip), %ymm0
	cmpq $0, 120(%rsp)
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	leaq 592(%rsp), %rcx
	movq %rcx, 648(%rsp)
	vmovups %ymm0, 656(%rsp)
	movq %rax, 688(%rsp)
	movq %rdx, 696(%rsp)
	je .LBB_350
	vbroadcastsd .LCPI_7(%rip), %ymm1
	vbroadcastsd .LCPI_6(%rip), %ymm0
	vbroadcastsd .LCPI_8(%rip), %ymm2
	cmpq $1, %r13
	movq %r13, %rax
	adcq $-1, %rax
	addq $-7, %r15
	addq $63, %rax
	andq %r13, %r15
	andl $7, %r13d
	shrq $6, %rax
	movq %r15, 480(%rsp)
	movq %r13, 464(%rsp)
	movq %rax, 472(%rsp)
	vmovups %ymm1, 816(%rsp)
	vbroadcastsd .LCPI_3(%rip), %ymm1
	vmovupd %ymm0, 848(%rsp)
	vmovupd %ymm2, 784(%rsp)
	vmovupd %ymm1, 752(%rsp)
	jmp .LBB_166
.LBB_165:
	vmovsd 16(%rsp), %xmm0
	movq 224(%rsp), %rax
	movq %r14, %rcx
	shlq $4, %rcx
	incq %r14
	vmovsd %xmm0, (%rax,%rcx)
	movq %r12, 8(%rax,%rcx)
	movq 488(%rsp), %rcx
	movq %r14, 232(%rsp)
	movq %rcx, %r12
	cmpq 440(%rsp), %rcx
	je .LBB_369
.LBB_166:
	movq (%r12), %rax
	movq %r12, 40(%rsp)
	testq %rax, %rax
	js .LBB_408
	movq 72(%rsp), %rdx
	movq 40(%rsp), %r14
	testq %rdx, %rdx
	je .LBB_407
	movq 648(%rsp), %rsi
	leaq 48(%r14), %rcx
	movq %rdx, %r8
	movq %rcx, 488(%rsp)
	movq %rsi, 208(%rsp)
	movq 80(%rsp), %rsi
	movq %rsi, %rcx
.LBB_169:
	movzwl 362(%r8), %r10d
	xorl %r9d, %r9d
	leal (,%r10,8), %edi
	leaq (%rdi,%rdi,2), %r11
	movq $-1, %rdi
.LBB_170:
	cmpq %r9, %r11
	je .LBB_173
	cmpq 16(%r8,%rdi,8), %rax
	seta %bl
	sbbb $0, %bl
	addq $24, %r9
	incq %rdi
	cmpb $1, %bl
	je .LBB_170
	movzbl %bl, %r10d
	testl %r10d, %r10d
	jne .LBB_174
	jmp .LBB_176
.LBB_173:
	movq %r10, %rdi
.LBB_174:
	subq $1, %rcx
	jb .LBB_407
	movq 368(%r8,%rdi,8), %r8
	jmp .LBB_169
.LBB_176:
	movq 8(%r14), %rdi
	testq %rdi, %rdi
	js .LBB_408
	movq 80(%r8,%r9), %rcx
	movq 88(%r8,%r9), %rax
	movq 40(%rsp), %r15
	movq %rsi, %r8
	movq %rdx, %r10
.LBB_178:
	movzwl 362(%r10), %ebx
	xorl %r11d, %r11d
	leal (,%rbx,8), %r9d
	leaq (%r9,%r9,2), %r14
	movq $-1, %r9
.LBB_179:
	cmpq %r11, %r14
	je .LBB_182
	cmpq 16(%r10,%r9,8), %rdi
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r11
	incq %r9
	cmpb $1, %bpl
	je .LBB_179
	movzbl %bpl, %ebx
	testl %ebx, %ebx
	jne .LBB_183
	jmp .LBB_185
.LBB_182:
	movq %rbx, %r9
.LBB_183:
	subq $1, %r8
	jb .LBB_407
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_178
.LBB_185:
	movq 32(%r15), %r9
	testq %r9, %r9
	js .LBB_408
	movq 80(%r10,%r11), %r8
	movq 88(%r10,%r11), %rdi
	movq %rsi, %r11
	movq %rdx, %r10
.LBB_187:
	movzwl 362(%r10), %r15d
	xorl %r14d, %r14d
	leal (,%r15,8), %ebx
	leaq (%rbx,%rbx,2), %r12
	movq $-1, %rbx
.LBB_188:
	cmpq %r14, %r12
	je .LBB_191
	cmpq 16(%r10,%rbx,8), %r9
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r14
	incq %rbx
	cmpb $1, %bpl
	je .LBB_188
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_192
	jmp .LBB_194
.LBB_191:
	movq %r15, %rbx
.LBB_192:
	subq $1, %r11
	jb .LBB_407
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_187
.LBB_194:
	movq 40(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_408
	movq 80(%r10,%r14), %r11
	movq 88(%r10,%r14), %r10
	movq %r11, 64(%rsp)
	movq %r10, 32(%rsp)
	movq %rsi, %r11
	movq %rdx, %r10
.LBB_196:
	movzwl 362(%r10), %r14d
	xorl %r15d, %r15d
	leal (,%r14,8), %ebx
	leaq (%rbx,%rbx,2), %r12
	movq $-1, %rbx
.LBB_197:
	cmpq %r15, %r12
	je .LBB_200
	cmpq 16(%r10,%rbx,8), %r9
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r15
	incq %rbx
	cmpb $1, %bpl
	je .LBB_197
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_201
	jmp .LBB_203
.LBB_200:
	movq %r14, %rbx
.LBB_201:
	subq $1, %r11
	jb .LBB_407
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_196
.LBB_203:
	movq 40(%rsp), %r9
	movq 24(%r9), %r14
	testq %r14, %r14
	js .LBB_408
	movq 80(%r10,%r15), %r12
	movq 88(%r10,%r15), %r9
	movq %r9, 8(%rsp)
.LBB_205:
	movzwl 362(%rdx), %r10d
	xorl %r11d, %r11d
	leal (,%r10,8), %r9d
	leaq (%r9,%r9,2), %rbx
	movq $-1, %r9
.LBB_206:
	cmpq %r11, %rbx
	je .LBB_209
	cmpq 16(%rdx,%r9,8), %r14
	seta %r15b
	sbbb $0, %r15b
	addq $24, %r11
	incq %r9
	cmpb $1, %r15b
	je .LBB_206
	movzbl %r15b, %r10d
	testl %r10d, %r10d
	jne .LBB_210
	jmp .LBB_212
.LBB_209:
	movq %r10, %r9
.LBB_210:
	subq $1, %rsi
	jb .LBB_407
	movq 368(%rdx,%r9,8), %rdx
	jmp .LBB_205
.LBB_212:
	movq %r12, 120(%rsp)
	movq 80(%rdx,%r11), %rbp
	movq 88(%rdx,%r11), %r12
	movq 328(%rsp), %r11
	movq 320(%rsp), %rbx
	leaq (,%r11,8), %r15
	leaq (%rbx,%r11,8), %r13
	testq %r11, %r11
	je .LBB_222
	cmpq %rdi, %rax
	leaq -8(%r15), %r9
	movq %rdi, %rdx
	cmovbq %rax, %rdx
	shrq $3, %r9
	cmpq %r9, %rdx
	cmovbq %rdx, %r9
	cmpq $8, %r9
	jae .LBB_215
.LBB_214:
	movq %rbx, %rdx
	xorl %esi, %esi
	jmp .LBB_219
.LBB_215:
	movq %rbx, %rdx
	subq %r8, %rdx
	cmpq $64, %rdx
	jb .LBB_214
	movq %rbx, %r10
	subq %rcx, %r10
	movl $0, %esi
	movq %rbx, %rdx
	cmpq $64, %r10
	jb .LBB_219
	incq %r9
	movl $8, %esi
	movl %r9d, %edx
	andl $7, %edx
	cmoveq %rsi, %rdx
	movq %r9, %rsi
	xorl %r9d, %r9d
	subq %rdx, %rsi
	leaq (%rbx,%rsi,8), %rdx
.LBB_218:
	vmovupd (%r8,%r9,8), %ymm0
	vmovupd 32(%r8,%r9,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rcx,%r9,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%r9,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rbx,%r9,8)
	vmovupd %ymm1, 32(%rbx,%r9,8)
	addq $8, %r9
	cmpq %r9, %rsi
	jne .LBB_218
.LBB_219:
	cmpq %rsi, %rdi
	je .LBB_399
	cmpq %rsi, %rax
	je .LBB_400
	vmovsd (%r8,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	incq %rsi
	vmovsd %xmm0, (%rdx)
	addq $8, %rdx
	cmpq %r13, %rdx
	jne .LBB_219
.LBB_222:
	movq 40(%rsp), %rax
	movq %rbp, 152(%rsp)
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_408
	movq 344(%rsp), %r8
	movq 352(%rsp), %r9
	movq %r12, %rbp
	movq 208(%rsp), %rcx
	movq %rbx, %rdi
	movq %r11, %rsi
	movq %r8, 128(%rsp)
	movq %r9, 16(%rsp)
	movq %r11, %r12
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 64(%rsp), %rdi
	movq %r12, 160(%rsp)
	testq %r12, %r12
	je .LBB_237
	movq 32(%rsp), %rax
	movq 8(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %rbp, %rax
	cmovaeq %rbp, %rax
	addq $-8, %r15
	shrq $3, %r15
	cmpq %r15, %rax
	cmovbq %rax, %r15
	movq %rbx, %rax
	cmpq $8, %r15
	jae .LBB_227
	movq 120(%rsp), %rsi
	movq 152(%rsp), %r8
	xorl %ecx, %ecx
	jmp .LBB_232
.LBB_227:
	movq 120(%rsp), %rsi
	subq %rdi, %rax
	cmpq $64, %rax
	movq %rbx, %rax
	jb .LBB_297
	movq 152(%rsp), %r8
	subq %rsi, %rax
	cmpq $64, %rax
	jb .LBB_298
	movq %rbx, %rdx
	subq %r8, %rdx
	movl $0, %ecx
	movq %rbx, %rax
	cmpq $64, %rdx
	jb .LBB_232
	vbroadcastsd .LCPI_0(%rip), %ymm2
	incq %r15
	movl $8, %ecx
	movl %r15d, %eax
	andl $7, %eax
	cmoveq %rcx, %rax
	movq %r15, %rcx
	xorl %edx, %edx
	subq %rax, %rcx
	leaq (%rbx,%rcx,8), %rax
.LBB_231:
	vmulpd (%rdi,%rdx,8), %ymm2, %ymm0
	vmulpd 32(%rdi,%rdx,8), %ymm2, %ymm1
	vsubpd (%rsi,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%rsi,%rdx,8), %ymm1, %ymm1
	vsubpd (%r8,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%r8,%rdx,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rbx,%rdx,8)
	vmovupd %ymm1, 32(%rbx,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rcx
	jne .LBB_231
.LBB_232:
	movq 8(%rsp), %r9
	movq 32(%rsp), %r10
	leaq (%r8,%rcx,8), %rdx
	leaq (%rsi,%rcx,8), %rsi
	leaq (%rdi,%rcx,8), %rdi
	movq %rbp, %r8
	subq %rcx, %r8
	xorl %r11d, %r11d
	subq %rcx, %r9
	subq %rcx, %r10
	xorl %ecx, %ecx
.LBB_233:
	cmpq %r11, %r10
	je .LBB_403
	cmpq %r11, %r9
	je .LBB_402
	cmpq %r11, %r8
	je .LBB_401
	vmovsd .LCPI_0(%rip), %xmm0
	leaq 8(%rax,%rcx), %r15
	addq $8, %rcx
	vmulsd (%rdi,%r11,8), %xmm0, %xmm0
	vsubsd (%rsi,%r11,8), %xmm0, %xmm0
	vsubsd (%rdx,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rax,%r11,8)
	incq %r11
	cmpq %r13, %r15
	jne .LBB_233
.LBB_237:
	movq 376(%rsp), %r12
	movq 368(%rsp), %r8
	movq 160(%rsp), %rsi
	movq 208(%rsp), %rcx
	movq %rbx, %rdi
	movq %r14, %rdx
	movq %r12, %r9
	movq %r8, 8(%rsp)
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 40(%rsp), %rdx
	leaq 704(%rsp), %rdi
	leaq 648(%rsp), %rsi
	callq kernel_sliding::bound::lines
	movq 720(%rsp), %rax
	movq 744(%rsp), %rcx
	movq 424(%rsp), %r9
	movq 704(%rsp), %r15
	movq 712(%rsp), %r13
	movq 728(%rsp), %r14
	movq 736(%rsp), %rbp
	movq 416(%rsp), %r8
	movq 208(%rsp), %rdi
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %r9, %rax
	cmovaeq %r9, %rax
	testq %rax, %rax
	je .LBB_252
	cmpq $8, %rax
	jae .LBB_247
.LBB_241:
	xorl %ecx, %ecx
.LBB_242:
	movq %rax, %rsi
	andq $7, %rsi
	movq %rcx, %rdx
	je .LBB_245
	movq %rcx, %rdx
.LBB_244:
	vmovsd (%r13,%rdx,8), %xmm0
	decq %rsi
	vaddsd (%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r8,%rdx,8)
	leaq 1(%rdx), %rdx
	jne .LBB_244
.LBB_245:
	subq %rax, %rcx
	cmpq $-8, %rcx
	ja .LBB_252
.LBB_246:
	vmovsd (%r13,%rdx,8), %xmm0
	vaddsd (%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r8,%rdx,8)
	vmovsd 8(%r13,%rdx,8), %xmm0
	vaddsd 8(%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%r8,%rdx,8)
	vmovsd 16(%r13,%rdx,8), %xmm0
	vaddsd 16(%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%r8,%rdx,8)
	vmovsd 24(%r13,%rdx,8), %xmm0
	vaddsd 24(%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%r8,%rdx,8)
	vmovsd 32(%r13,%rdx,8), %xmm0
	vaddsd 32(%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%r8,%rdx,8)
	vmovsd 40(%r13,%rdx,8), %xmm0
	vaddsd 40(%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%r8,%rdx,8)
	vmovsd 48(%r13,%rdx,8), %xmm0
	vaddsd 48(%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%r8,%rdx,8)
	vmovsd 56(%r13,%rdx,8), %xmm0
	vaddsd 56(%rbp,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%r8,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_246
	jmp .LBB_252
.LBB_247:
	movq %r8, %rcx
	subq %r13, %rcx
	cmpq $64, %rcx
	jb .LBB_241
	movq %r8, %rdx
	subq %rbp, %rdx
	movl $0, %ecx
	cmpq $64, %rdx
	jb .LBB_242
	movq %rax, %rcx
	andq $-8, %rcx
	xorl %edx, %edx
.LBB_250:
	vmovupd (%r13,%rdx,8), %ymm0
	vmovupd 32(%r13,%rdx,8), %ymm1
	vaddpd (%rbp,%rdx,8), %ymm0, %ymm0
	vaddpd 32(%rbp,%rdx,8), %ymm1, %ymm1
	vmovupd %ymm0, (%r8,%rdx,8)
	vmovupd %ymm1, 32(%r8,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rcx
	jne .LBB_250
	cmpq %rcx, %rax
	jne .LBB_242
.LBB_252:
	movq 16(%rsp), %rax
	movq %r12, 576(%rsp)
	movq %rax, 568(%rsp)
	cmpq %r12, %rax
	jne .LBB_388
	movq %r9, 584(%rsp)
	movq 16(%rdi), %rax
	movq %rax, 704(%rsp)
	cmpq %rax, %r9
	jne .LBB_389
	movq %r14, 104(%rsp)
	movq %r13, 112(%rsp)
	movq 40(%rsp), %r14
	movq 128(%rsp), %r12
	movq 8(%rsp), %r13
	movq %r15, 48(%rsp)
	movq %rbp, 96(%rsp)
	testq %r9, %r9
	je .LBB_285
	leaq 48(%rdi), %rax
	movq %r8, 520(%rsp)
	movq %r9, 512(%rsp)
	movq %rax, 528(%rsp)
	leaq 96(%r13), %rax
	movq %rax, 504(%rsp)
	leaq 96(%r12), %rax
	movq %rax, 496(%rsp)
	xorl %eax, %eax
	jmp .LBB_257
.LBB_256:
	movq 512(%rsp), %r9
	movq 536(%rsp), %rax
	movq 48(%rsp), %r15
	movq 208(%rsp), %rdi
	movq 8(%rsp), %r13
	movq 520(%rsp), %r8
	cmpq %r9, %rax
	je .LBB_285
.LBB_257:
	movq 16(%rdi), %rdx
	cmpq %rdx, %rax
	jae .LBB_405
	movq 8(%rdi), %rcx
	leaq 1(%rax), %rsi
	vmovsd (%r8,%rax,8), %xmm0
	cmpq %rdx, %rsi
	movq %rsi, 536(%rsp)
	leaq (%rcx,%rsi,8), %rdx
	cmovaeq 528(%rsp), %rdx
	vucomisd .LCPI_1(%rip), %xmm0
	movq (%rdx), %rsi
	movq (%rcx,%rax,8), %rdx
	movq %rsi, 64(%rsp)
	jb .LBB_263
	cmpq %rdx, %rsi
	jbe .LBB_256
.LBB_260:
	leaq 240(%rsp), %rdi
	movq %r14, %rsi
	movq %rdx, %rbx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq %rbx, %rcx
	cmpq 16(%rsp), %rbx
	jae .LBB_391
	movq 8(%rsp), %rax
	leaq 1(%rcx), %rdx
	vmovsd %xmm0, (%r12,%rcx,8)
	vmovsd %xmm1, (%rax,%rcx,8)
	cmpq %rdx, 64(%rsp)
	jne .LBB_260
	jmp .LBB_256
.LBB_263:
	movq %rsi, %rax
	subq %rdx, %rax
	jbe .LBB_256
	movq 504(%rsp), %rdi
	movq 496(%rsp), %r10
	movq %rax, %r8
	vbroadcastsd %xmm0, %ymm1
	andl $63, %eax
	shrq $6, %r8
	leaq 64(%rdx), %rcx
	movq %rdx, %rsi
	leaq (%r12,%rdx,8), %rbx
	vmovapd %xmm0, 448(%rsp)
	cmpq $1, %rax
	movq %rcx, 544(%rsp)
	movq %rcx, %rax
	sbbq $-1, %r8
	negq %rsi
	xorl %r9d, %r9d
	vmovupd %ymm1, 880(%rsp)
	leaq (%rdi,%rdx,8), %r15
	movq 8(%rsp), %rdi
	leaq (%r10,%rdx,8), %r13
	leaq (%rdi,%rdx,8), %rbp
	jmp .LBB_266
.LBB_265:
	movq 560(%rsp), %r8
	movq 120(%rsp), %rsi
	movq 552(%rsp), %r9
	movq 152(%rsp), %rax
	movq 40(%rsp), %r14
	movq 128(%rsp), %r12
	movq 160(%rsp), %rdx
	addq $512, %r15
	addq $512, %r13
	addq $512, %rbp
	addq $512, %rbx
	decq %r8
	addq $-64, %rsi
	incq %r9
	addq $64, %rax
	testq %r8, %r8
	je .LBB_256
.LBB_266:
	movq 64(%rsp), %rdi
	movq %rax, 152(%rsp)
	movq %rdx, %r10
	movq %rsi, 120(%rsp)
	movq %r10, 32(%rsp)
	cmpq %rax, %rdi
	cmovbq %rdi, %rax
	leaq (%rax,%rsi), %rcx
	cmpq $1, %rcx
	movq %r9, %rcx
	adcq %rsi, %rax
	shlq $6, %rcx
	addq 544(%rsp), %rcx
	cmpq %rcx, %rdi
	cmovbq %rdi, %rcx
	leaq (%rcx,%rsi), %rdx
	cmpq $1, %rdx
	adcq %rsi, %rcx
	leaq 64(%r10), %rsi
	cmpq %rsi, %rdi
	movq %rsi, 160(%rsp)
	cmovbq %rdi, %rsi
	cmpq %r10, %rsi
	jb .LBB_349
	cmpq 16(%rsp), %rsi
	ja .LBB_349
	movq %r9, 552(%rsp)
	movq %r8, 560(%rsp)
	cmpq 32(%rsp), %rsi
	je .LBB_265
	cmpq $4, %rdx
	jae .LBB_271
	vmovddup .LCPI_6(%rip), %xmm1
	vmovapd 448(%rsp), %xmm8
	xorl %r14d, %r14d
	xorl %esi, %esi
	jmp .LBB_280
.LBB_271:
	vmovupd 880(%rsp), %ymm11
	cmpq $16, %rdx
	jae .LBB_273
	vmovapd 448(%rsp), %xmm8
	xorl %esi, %esi
	xorl %r14d, %r14d
	jmp .LBB_277
.LBB_273:
	vmovdqa .LCPI_2(%rip), %ymm4
	vmovupd 848(%rsp), %ymm7
	vmovupd 816(%rsp), %ymm8
	vmovdqu 784(%rsp), %ymm9
	vmovdqu 752(%rsp), %ymm10
	movq %rax, %rdi
	movq %rcx, %rsi
	andq $-16, %rdi
	andq $-16, %rsi
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r8d, %r8d
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm2, %xmm2, %xmm2
	vpxor %xmm3, %xmm3, %xmm3
.LBB_274:
	vmovupd -96(%r15,%r8,8), %ymm5
	vpand %ymm4, %ymm9, %ymm6
	vsubpd -96(%r13,%r8,8), %ymm5, %ymm5
	vandpd %ymm7, %ymm5, %ymm5
	vcmplepd %ymm11, %ymm5, %ymm5
	vandpd %ymm5, %ymm8, %ymm5
	vpsllvq %ymm6, %ymm5, %ymm5
	vpaddq %ymm4, %ymm10, %ymm6
	vpor %ymm0, %ymm5, %ymm0
	vmovupd -64(%r15,%r8,8), %ymm5
	vpand %ymm6, %ymm9, %ymm6
	vsubpd -64(%r13,%r8,8), %ymm5, %ymm5
	vandpd %ymm7, %ymm5, %ymm5
	vcmplepd %ymm11, %ymm5, %ymm5
	vandpd %ymm5, %ymm8, %ymm5
	vpsllvq %ymm6, %ymm5, %ymm5
	vpbroadcastq .LCPI_4(%rip), %ymm6
	vpor %ymm1, %ymm5, %ymm1
	vmovupd -32(%r15,%r8,8), %ymm5
	vsubpd -32(%r13,%r8,8), %ymm5, %ymm5
	vpaddq %ymm6, %ymm4, %ymm6
	vpand %ymm6, %ymm9, %ymm6
	vandpd %ymm7, %ymm5, %ymm5
	vcmplepd %ymm11, %ymm5, %ymm5
	vandpd %ymm5, %ymm8, %ymm5
	vpsllvq %ymm6, %ymm5, %ymm5
	vpbroadcastq .LCPI_5(%rip), %ymm6
	vpor %ymm2, %ymm5, %ymm2
	vmovupd (%r15,%r8,8), %ymm5
	vsubpd (%r13,%r8,8), %ymm5, %ymm5
	addq $16, %r8
	vpaddq %ymm6, %ymm4, %ymm6
	vpand %ymm6, %ymm9, %ymm6
	vandpd %ymm7, %ymm5, %ymm5
	vcmplepd %ymm11, %ymm5, %ymm5
	vandpd %ymm5, %ymm8, %ymm5
	vpsllvq %ymm6, %ymm5, %ymm5
	vpbroadcastq .LCPI_9(%rip), %ymm6
	vpor %ymm3, %ymm5, %ymm3
	vpaddq %ymm6, %ymm4, %ymm4
	cmpq %r8, %rdi
	jne .LBB_274
	vpor %ymm0, %ymm1, %ymm0
	vmovapd 448(%rsp), %xmm8
	vpor %ymm0, %ymm2, %ymm0
	vpor %ymm0, %ymm3, %ymm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r14
	cmpq %rsi, %rdx
	je .LBB_281
	vmovddup .LCPI_6(%rip), %xmm1
	testb $12, %cl
	je .LBB_280
.LBB_277:
	vmovq %rsi, %xmm1
	vmovupd 848(%rsp), %ymm4
	vmovupd 816(%rsp), %ymm5
	vmovdqu 784(%rsp), %ymm6
	vmovdqu 752(%rsp), %ymm7
	movq %rax, %rdi
	andq $-4, %rdi
	andq $-4, %rcx
	vmovq %r14, %xmm0
	vpbroadcastq %xmm1, %ymm1
	vpor .LCPI_2(%rip), %ymm1, %ymm1
.LBB_278:
	vmovupd (%rbp,%rsi,8), %ymm2
	vpand %ymm6, %ymm1, %ymm3
	vpaddq %ymm7, %ymm1, %ymm1
	vsubpd (%rbx,%rsi,8), %ymm2, %ymm2
	addq $4, %rsi
	vandpd %ymm4, %ymm2, %ymm2
	vcmplepd %ymm11, %ymm2, %ymm2
	vandpd %ymm5, %ymm2, %ymm2
	vpsllvq %ymm3, %ymm2, %ymm2
	vpor %ymm0, %ymm2, %ymm0
	cmpq %rsi, %rdi
	jne .LBB_278
	vextracti128 $1, %ymm0, %xmm1
	movq %rcx, %rsi
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovddup .LCPI_6(%rip), %xmm1
	vmovq %xmm0, %r14
	cmpq %rcx, %rdx
	je .LBB_281
.LBB_280:
	vmovsd (%rbp,%rsi,8), %xmm0
	xorl %ecx, %ecx
	vsubsd (%rbx,%rsi,8), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vucomisd %xmm0, %xmm8
	setae %cl
	shlxq %rsi, %rcx, %rcx
	incq %rsi
	orq %rcx, %r14
	cmpq %rsi, %rax
	jne .LBB_280
.LBB_281:
	testq %r14, %r14
	je .LBB_265
.LBB_282:
	tzcntq %r14, %r12
	addq 32(%rsp), %r12
	movq 40(%rsp), %rsi
	leaq 240(%rsp), %rdi
	movq %r12, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq 16(%rsp), %r12
	jae .LBB_383
	movq 128(%rsp), %rax
	movq 8(%rsp), %rcx
	blsrq %r14, %r14
	vmovq %xmm0, (%rax,%r12,8)
	vmovsd %xmm1, (%rcx,%r12,8)
	jne .LBB_282
	jmp .LBB_265
.LBB_285:
	movq 24(%rsp), %rbp
	movq 480(%rsp), %rbx
	movq 144(%rsp), %r14
	cmpq %rbp, 16(%rsp)
	jne .LBB_385
	movq $0, 400(%rsp)
	cmpq 384(%rsp), %rbp
	ja .LBB_299
	movl $0, %edx
	testq %rbp, %rbp
	je .LBB_306
	cmpq $8, %rbp
	jae .LBB_301
.LBB_289:
	xorl %eax, %eax
.LBB_290:
	movq 464(%rsp), %rcx
	movq %rax, %rdi
	testq %rcx, %rcx
	je .LBB_292
.LBB_291:
	vmovsd (%r12,%rdi,8), %xmm0
	vmovsd (%r13,%rdi,8), %xmm1
	incq %rdi
	vucomisd %xmm0, %xmm1
	seta %sil
	vucomisd %xmm1, %xmm0
	seta %r8b
	subb %r8b, %sil
	movb %sil, (%r14,%rdx)
	incq %rdx
	decq %rcx
	jne .LBB_291
.LBB_292:
	subq %rbp, %rax
	cmpq $-8, %rax
	ja .LBB_306
	movq %rbp, %rcx
	leaq 7(%r14,%rdx), %rax
	subq %rdi, %rcx
	leaq 56(%r13,%rdi,8), %rsi
	leaq 56(%r12,%rdi,8), %rdi
	negq %rdx
	xorl %r8d, %r8d
.LBB_294:
	vmovsd -56(%rdi,%r8,8), %xmm0
	vmovsd -56(%rsi,%r8,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %r9b
	vucomisd %xmm1, %xmm0
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, -7(%rax,%r8)
	vmovsd -48(%rdi,%r8,8), %xmm0
	vmovsd -48(%rsi,%r8,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %r9b
	vucomisd %xmm1, %xmm0
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, -6(%rax,%r8)
	vmovsd -40(%rdi,%r8,8), %xmm0
	vmovsd -40(%rsi,%r8,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %r9b
	vucomisd %xmm1, %xmm0
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, -5(%rax,%r8)
	vmovsd -32(%rdi,%r8,8), %xmm0
	vmovsd -32(%rsi,%r8,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %r9b
	vucomisd %xmm1, %xmm0
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, -4(%rax,%r8)
	vmovsd -24(%rdi,%r8,8), %xmm0
	vmovsd -24(%rsi,%r8,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %r9b
	vucomisd %xmm1, %xmm0
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, -3(%rax,%r8)
	vmovsd -16(%rdi,%r8,8), %xmm0
	vmovsd -16(%rsi,%r8,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %r9b
	vucomisd %xmm1, %xmm0
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, -2(%rax,%r8)
	vmovsd -8(%rdi,%r8,8), %xmm0
	vmovsd -8(%rsi,%r8,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %r9b
	vucomisd %xmm1, %xmm0
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, -1(%rax,%r8)
	vmovsd (%rdi,%r8,8), %xmm0
	vmovsd (%rsi,%r8,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %r9b
	vucomisd %xmm1, %xmm0
	seta %r10b
	addq $-8, %rdx
	subb %r10b, %r9b
	movb %r9b, (%rax,%r8)
	addq $8, %r8
	cmpq %r8, %rcx
	jne .LBB_294
	negq %rdx
	jmp .LBB_306
.LBB_297:
	movq 152(%rsp), %r8
	xorl %ecx, %ecx
	jmp .LBB_232
.LBB_298:
	movq %rbx, %rax
	xorl %ecx, %ecx
	jmp .LBB_232
.LBB_299:
	movl $1, %ecx
	movl $1, %r8d
	leaq 384(%rsp), %rdi
	xorl %esi, %esi
	movq %rbp, %rdx
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 392(%rsp), %r14
	movq 400(%rsp), %rdx
	cmpq $8, %rbp
	jb .LBB_289
.LBB_301:
	movq 432(%rsp), %rdi
	leaq (%r14,%rdx), %rax
	leaq (%rax,%rbp), %rcx
	leaq (%r12,%rdi), %rsi
	addq %r13, %rdi
	cmpq %rsi, %rax
	setb %sil
	cmpq %rcx, %r12
	setb %r8b
	cmpq %rdi, %rax
	setb %al
	cmpq %rcx, %r13
	setb %cl
	testb %r8b, %sil
	jne .LBB_289
	andb %cl, %al
	jne .LBB_289
	leaq 4(%r14,%rdx), %rax
	addq %rbx, %rdx
	xorl %ecx, %ecx
.LBB_304:
	vmovupd (%r12,%rcx,8), %ymm0
	vmovupd (%r13,%rcx,8), %ymm2
	vmovupd 32(%r12,%rcx,8), %ymm1
	vmovupd 32(%r13,%rcx,8), %ymm3
	vcmpltpd %ymm2, %ymm0, %ymm4
	vextractf128 $1, %ymm4, %xmm5
	vpackssdw %xmm5, %xmm4, %xmm4
	vcmpltpd %ymm3, %ymm1, %ymm5
	vcmpltpd %ymm1, %ymm3, %ymm1
	vextractf128 $1, %ymm5, %xmm6
	vpackssdw %xmm4, %xmm4, %xmm4
	vextractf128 $1, %ymm1, %xmm3
	vpacksswb %xmm4, %xmm4, %xmm4
	vpackssdw %xmm6, %xmm5, %xmm5
	vpackssdw %xmm3, %xmm1, %xmm1
	vpackssdw %xmm5, %xmm5, %xmm5
	vpacksswb %xmm5, %xmm5, %xmm5
	vcmpltpd %ymm0, %ymm2, %ymm0
	vextractf128 $1, %ymm0, %xmm2
	vpackssdw %xmm2, %xmm0, %xmm0
	vpackssdw %xmm0, %xmm0, %xmm0
	vpacksswb %xmm0, %xmm0, %xmm0
	vpsubb %xmm4, %xmm0, %xmm0
	vpackssdw %xmm1, %xmm1, %xmm1
	vmovd %xmm0, -4(%rax,%rcx)
	vpacksswb %xmm1, %xmm1, %xmm1
	vpsubb %xmm5, %xmm1, %xmm1
	vmovd %xmm1, (%rax,%rcx)
	addq $8, %rcx
	cmpq %rcx, %rbx
	jne .LBB_304
	movq %rbx, %rax
	cmpq %rbx, %rbp
	jne .LBB_290
.LBB_306:
	movq 472(%rsp), %r11
	movq %rdx, 400(%rsp)
	testq %r11, %r11
	je .LBB_339
	leaq 13(%r14), %rcx
	movq %r14, %rbx
	leaq 1(%r14), %r8
	movl $1, %r14d
	movl $65, %r9d
	movq $-1, %r10
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 16(%rsp)
	xorl %r15d, %r15d
	vpxor %xmm9, %xmm9, %xmm9
	movq $0, 32(%rsp)
	jmp .LBB_309
.LBB_308:
	decq %r11
	addq $64, %r9
	addq $-64, %r10
	addq $64, %rcx
	addq $64, %r8
	testq %r11, %r11
	je .LBB_336
.LBB_309:
	cmpq %r9, %rbp
	movq %r9, %r12
	movq %r14, %rdi
	leaq 64(%r14), %r14
	cmovbq %rbp, %r12
	movq %r14, %rsi
	leaq (%r12,%r10), %rax
	cmpq $1, %rax
	adcq %r10, %r12
	cmpq %r14, %rbp
	cmovbq %rbp, %rsi
	cmpq %rdi, %rbp
	jb .LBB_381
	cmpq %rdx, %rsi
	ja .LBB_381
	leaq -1(%rdi), %r13
	decq %rsi
	cmpq %r13, %rsi
	jb .LBB_377
	cmpq %rdx, %rsi
	ja .LBB_377
	cmpq %rdi, %rbp
	je .LBB_308
	cmpq $4, %rax
	jae .LBB_316
	xorl %r13d, %r13d
	xorl %esi, %esi
	jmp .LBB_326
.LBB_316:
	cmpq $16, %rax
	jae .LBB_318
	xorl %esi, %esi
	xorl %r13d, %r13d
	jmp .LBB_323
.LBB_318:
	vmovdqa .LCPI_2(%rip), %ymm5
	vmovd .LCPI_16(%rip), %xmm13
	vmovdqu 816(%rsp), %ymm14
	vmovdqu 784(%rsp), %ymm15
	vmovdqu 752(%rsp), %ymm0
	movq %r12, %rsi
	andq $-16, %rsi
	vpcmpeqd %xmm12, %xmm12, %xmm12
	vmovq %xmm9, 8(%rsp)
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r13d, %r13d
	vxorpd %xmm2, %xmm2, %xmm2
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
.LBB_319:
	vmovd -12(%rcx,%r13), %xmm6
	vmovd -13(%rcx,%r13), %xmm10
	vmovd -8(%rcx,%r13), %xmm7
	vmovd -4(%rcx,%r13), %xmm8
	vmovd (%rcx,%r13), %xmm9
	vpmovzxbw %xmm6, %xmm6
	vpmovzxbw %xmm10, %xmm10
	vpmovzxbw %xmm7, %xmm7
	vpmovzxbw %xmm8, %xmm8
	vpmullw %xmm6, %xmm10, %xmm6
	vmovd -9(%rcx,%r13), %xmm10
	vpshufb %xmm13, %xmm6, %xmm11
	vpmovzxbw %xmm9, %xmm6
	vpand %ymm5, %ymm15, %ymm9
	vpmovzxbw %xmm10, %xmm10
	vpmullw %xmm7, %xmm10, %xmm10
	vmovd -5(%rcx,%r13), %xmm7
	vpmovzxbw %xmm7, %xmm7
	vpmullw %xmm7, %xmm8, %xmm7
	vmovd -1(%rcx,%r13), %xmm8
	addq $16, %r13
	vpshufb %xmm13, %xmm7, %xmm7
	vpcmpeqb %xmm7, %xmm12, %xmm7
	vpmovzxbq %xmm7, %ymm7
	vpmovzxbw %xmm8, %xmm8
	vpmullw %xmm6, %xmm8, %xmm6
	vpcmpeqb %xmm12, %xmm11, %xmm8
	vpand %ymm7, %ymm14, %ymm7
	vpmovzxbq %xmm8, %ymm8
	vpshufb %xmm13, %xmm6, %xmm6
	vpcmpeqb %xmm6, %xmm12, %xmm6
	vpand %ymm14, %ymm8, %ymm8
	vpmovzxbq %xmm6, %ymm6
	vpsllvq %ymm9, %ymm8, %ymm8
	vpshufb %xmm13, %xmm10, %xmm9
	vpcmpeqb %xmm12, %xmm9, %xmm9
	vpor %ymm1, %ymm8, %ymm1
	vpaddq %ymm0, %ymm5, %ymm8
	vpmovzxbq %xmm9, %ymm9
	vpand %ymm15, %ymm8, %ymm8
	vpand %ymm6, %ymm14, %ymm6
	vpand %ymm14, %ymm9, %ymm9
	vpsllvq %ymm8, %ymm9, %ymm8
	vpor %ymm2, %ymm8, %ymm2
	vpbroadcastq .LCPI_4(%rip), %ymm8
	vpaddq %ymm5, %ymm8, %ymm8
	vpand %ymm15, %ymm8, %ymm8
	vpsllvq %ymm8, %ymm7, %ymm7
	vpor %ymm3, %ymm7, %ymm3
	vpbroadcastq .LCPI_5(%rip), %ymm7
	vpaddq %ymm7, %ymm5, %ymm7
	vpand %ymm7, %ymm15, %ymm7
	vpsllvq %ymm7, %ymm6, %ymm6
	vpbroadcastq .LCPI_9(%rip), %ymm7
	vpor %ymm4, %ymm6, %ymm4
	vpaddq %ymm7, %ymm5, %ymm5
	cmpq %r13, %rsi
	jne .LBB_319
	vpor %ymm1, %ymm2, %ymm1
	vpor %ymm1, %ymm3, %ymm1
	vpor %ymm1, %ymm4, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r13
	cmpq %rsi, %rax
	jne .LBB_322
	vmovq 8(%rsp), %xmm9
	jmp .LBB_327
.LBB_322:
	vmovq 8(%rsp), %xmm9
	testb $12, %r12b
	je .LBB_326
.LBB_323:
	movq %rsi, %rbp
	vmovq %rbp, %xmm2
	vmovd .LCPI_16(%rip), %xmm5
	vmovdqu 816(%rsp), %ymm7
	vmovdqu 784(%rsp), %ymm8
	vmovdqu 752(%rsp), %ymm0
	movq %r12, %rsi
	andq $-4, %rsi
	vmovq %r13, %xmm1
	vpcmpeqd %xmm6, %xmm6, %xmm6
	vpbroadcastq %xmm2, %ymm2
	vpor .LCPI_2(%rip), %ymm2, %ymm2
.LBB_324:
	vmovd (%r8,%rbp), %xmm3
	vmovd -1(%r8,%rbp), %xmm4
	addq $4, %rbp
	vpmovzxbw %xmm3, %xmm3
	vpmovzxbw %xmm4, %xmm4
	vpmullw %xmm3, %xmm4, %xmm3
	vpand %ymm2, %ymm8, %ymm4
	vpaddq %ymm0, %ymm2, %ymm2
	vpshufb %xmm5, %xmm3, %xmm3
	vpcmpeqb %xmm6, %xmm3, %xmm3
	vpmovzxbq %xmm3, %ymm3
	vpand %ymm7, %ymm3, %ymm3
	vpsllvq %ymm4, %ymm3, %ymm3
	vpor %ymm1, %ymm3, %ymm1
	cmpq %rbp, %rsi
	jne .LBB_324
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r13
	cmpq %rsi, %rax
	je .LBB_327
.LBB_326:
	movzbl -1(%r8,%rsi), %eax
	xorl %ebp, %ebp
	mulb (%r8,%rsi)
	cmpb $-1, %al
	sete %bpl
	shlxq %rsi, %rbp, %rax
	incq %rsi
	orq %rax, %r13
	cmpq %rsi, %r12
	jne .LBB_326
.LBB_327:
	movq 24(%rsp), %rbp
	movq %r15, %rsi
	testq %r13, %r13
	jne .LBB_329
	jmp .LBB_308
.LBB_328:
	movq %rsi, %r15
	blsrq %r13, %r13
	je .LBB_308
.LBB_329:
	tzcntq %r13, %rax
	addq %rdi, %rax
	cmpq %rdx, %rax
	jae .LBB_392
	movsbq (%rbx,%rax), %r15
	cmpq %r15, %rsi
	je .LBB_328
	testq %rsi, %rsi
	je .LBB_334
	cmpq %rbp, %rax
	jae .LBB_398
	movq 56(%rsp), %r12
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %rsi, %xmm13, %xmm2
	incq 32(%rsp)
	vmovsd (%r12,%rax,8), %xmm1
	vsubsd %xmm9, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm9, %xmm1, %xmm0
	vmovsd 16(%rsp), %xmm1
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vaddsd .LCPI_14(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 16(%rsp)
.LBB_334:
	cmpq %rbp, %rax
	jae .LBB_397
	movq 56(%rsp), %rsi
	vmovsd (%rsi,%rax,8), %xmm9
	movq %r15, %rsi
	blsrq %r13, %r13
	jne .LBB_329
	jmp .LBB_308
.LBB_336:
	movq 56(%rsp), %rax
	testq %r15, %r15
	je .LBB_340
	testq %rbp, %rbp
	je .LBB_409
	vmovsd -8(%rax,%rbp,8), %xmm1
	vxorps %xmm13, %xmm13, %xmm13
	vcvtsi2sd %r15, %xmm13, %xmm2
	movq 32(%rsp), %r12
	movq 48(%rsp), %r15
	movq %rbx, %r14
	incq %r12
	vsubsd %xmm9, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm9, %xmm1, %xmm0
	vmovsd 16(%rsp), %xmm1
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vaddsd .LCPI_14(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 16(%rsp)
	jmp .LBB_341
.LBB_339:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 16(%rsp)
	xorl %r12d, %r12d
	jmp .LBB_341
.LBB_340:
	movq 48(%rsp), %r15
	movq 32(%rsp), %r12
	movq %rbx, %r14
.LBB_341:
	movq 104(%rsp), %rsi
	movq 112(%rsp), %rbx
	movq 96(%rsp), %rdi
	testq %rsi, %rsi
	je .LBB_343
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_343:
	movq %r14, 144(%rsp)
	testq %r15, %r15
	je .LBB_345
	shlq $3, %r15
	movl $8, %edx
	movq %rbx, %rdi
	movq %r15, %rsi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_345:
	movq 232(%rsp), %r14
	cmpq 216(%rsp), %r14
	jne .LBB_165
	leaq 216(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	jmp .LBB_165
.LBB_349:
	movq 32(%rsp), %rdi
	movq 16(%rsp), %rdx
	movq 48(%rsp), %r15
	movq 112(%rsp), %r13
	movq 104(%rsp), %r14
	movq 96(%rsp), %rbp
	leaq .Lanon.1(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_350:
	vmovupd 216(%rsp), %xmm0
	movq 304(%rsp), %rcx
	movq 232(%rsp), %rax
	movq %rax, 16(%rcx)
	vmovupd %xmm0, (%rcx)
.LBB_351:
	leaq 312(%rsp), %rdi
	vzeroupper
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	movq 264(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_354
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_354
	movq 256(%rsp), %rdi
	movl $16, %edx
	subq %rax, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_354:
	movq 72(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_356
	movq 80(%rsp), %rdx
	movq 88(%rsp), %rax
	movq $0, 320(%rsp)
	movq %rcx, 328(%rsp)
	movq %rdx, 336(%rsp)
	movq $0, 352(%rsp)
	movq %rcx, 360(%rsp)
	movl $1, %ecx
	movq %rdx, 368(%rsp)
	jmp .LBB_357
.LBB_356:
	xorl %ecx, %ecx
	xorl %eax, %eax
.LBB_357:
	movq %rcx, 312(%rsp)
	movq %rcx, 344(%rsp)
	movq %rax, 376(%rsp)
	leaq 240(%rsp), %rdi
	leaq 312(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 240(%rsp), %rax
	testq %rax, %rax
	je .LBB_364
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r15
	leaq 240(%rsp), %rbx
	leaq 312(%rsp), %r14
.LBB_360:
	movq 256(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_362
	leaq 96(%rax,%rcx,8), %rax
	shlq $3, %rsi
	movl $8, %edx
	movq 8(%rax), %rdi
	callq *%r15
.LBB_362:
	movq %rbx, %rdi
	movq %r14, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 240(%rsp), %rax
	testq %rax, %rax
	jne .LBB_360
.LBB_364:
	movq 592(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_366
	movq 600(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_366:
	movq 616(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_368
	movq 624(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_368:
	movq 304(%rsp), %rax
	addq $920, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_369:
	vmovdqu 216(%rsp), %xmm0
	movq 304(%rsp), %rcx
	movq 232(%rsp), %rax
	movq 664(%rsp), %rbx
	movq %rax, 16(%rcx)
	vmovdqu %xmm0, (%rcx)
	testq %rbx, %rbx
	je .LBB_351
	movq 680(%rsp), %r14
	testq %r14, %r14
	je .LBB_378
	movq 656(%rsp), %r15
	vmovdqa (%r15), %xmm0
	leaq 16(%r15), %r12
	vpmovmskb %xmm0, %ebp
	notl %ebp
	jmp .LBB_373
.LBB_372:
	blsrl %ebp, %ebp
	decq %r14
	je .LBB_378
.LBB_373:
	testw %bp, %bp
	jne .LBB_375
.LBB_374:
	vmovdqa (%r12), %xmm0
	addq $-512, %r15
	addq $16, %r12
	vpmovmskb %xmm0, %ebp
	xorl $65535, %ebp
	je .LBB_374
.LBB_375:
	tzcntl %ebp, %ecx
	movq %r15, %rax
	shll $5, %ecx
	subq %rcx, %rax
	movq -24(%rax), %rsi
	testq %rsi, %rsi
	je .LBB_372
	movq -16(%rax), %rdi
	shlq $4, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_372
.LBB_381:
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_382
.LBB_377:
	leaq .Lanon.3(%rip), %rcx
	movq %r13, %rdi
.LBB_382:
	movq 48(%rsp), %r15
	movq 112(%rsp), %r13
	movq 104(%rsp), %r14
	movq 96(%rsp), %rbp
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_378:
	movq %rbx, %rax
	shlq $5, %rax
	addq %rax, %rbx
	addq $49, %rbx
	je .LBB_351
	movq 656(%rsp), %rdi
	movl $16, %edx
	movq %rbx, %rsi
	subq %rax, %rdi
	addq $-32, %rdi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_351
.LBB_383:
	leaq .Lanon.4(%rip), %rdx
.LBB_384:
	movq 16(%rsp), %rsi
	movq 48(%rsp), %r15
	movq 112(%rsp), %r13
	movq 104(%rsp), %r14
	movq 96(%rsp), %rbp
	movq %r12, %rdi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_385:
	movq 112(%rsp), %r13
	movq 104(%rsp), %r14
	movq 96(%rsp), %rbp
	leaq .Lanon.5(%rip), %rdi
	leaq .Lanon.6(%rip), %rdx
	movl $49, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_386:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_139
.LBB_388:
	movl $49, %r8d
	leaq .Lanon.7(%rip), %r9
	leaq .Lanon.8(%rip), %rcx
	leaq 576(%rsp), %rdx
	leaq 568(%rsp), %rsi
	jmp .LBB_390
.LBB_389:
	movl $61, %r8d
	leaq 584(%rsp), %rsi
	leaq 704(%rsp), %rdx
	leaq .Lanon.9(%rip), %rcx
	leaq .Lanon.10(%rip), %r9
.LBB_390:
	xorl %edi, %edi
	vzeroupper
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_391:
	movq %rcx, %r12
	leaq .Lanon.11(%rip), %rdx
	jmp .LBB_384
.LBB_392:
	movq 48(%rsp), %r15
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_406
.LBB_393:
	vzeroupper
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_163
.LBB_395:
	movq $0, 8(%rsp)
.LBB_396:
	movq 8(%rsp), %rdi
	movq 64(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_397:
	movq 48(%rsp), %r15
	movq %rbp, %rdx
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_406
.LBB_398:
	movq 48(%rsp), %r15
	movq %rbp, %rdx
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_406
.LBB_399:
	leaq .Lanon.15(%rip), %rdx
	jmp .LBB_404
.LBB_400:
	movq %rax, %rdi
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_404
.LBB_401:
	movq %rbp, %rdi
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_404
.LBB_402:
	movq 8(%rsp), %rdi
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_404
.LBB_403:
	movq 32(%rsp), %rdi
	leaq .Lanon.19(%rip), %rdx
.LBB_404:
	movq %rdi, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_405:
	leaq .Lanon.20(%rip), %rcx
.LBB_406:
	movq 112(%rsp), %r13
	movq 104(%rsp), %r14
	movq 96(%rsp), %rbp
	movq %rdx, %rsi
	movq %rax, %rdi
	movq %rcx, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_407:
	leaq .Lanon.21(%rip), %rdi
	leaq .Lanon.22(%rip), %rdx
	movl $22, %esi
	vzeroupper
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_408:
	leaq .Lanon.23(%rip), %rdi
	leaq .Lanon.24(%rip), %rcx
	leaq .Lanon.25(%rip), %r8
	leaq 143(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_409:
	movq 48(%rsp), %r15
	movq $-1, %rax
	xorl %edx, %edx
	leaq .Lanon.26(%rip), %rcx
	jmp .LBB_406
.LBB_410:
	movl $8, %edi
	movq %r12, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_411:
	movq 24(%rsp), %rsi
	movl $1, %edi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_413
.LBB_412:
	movq 432(%rsp), %rsi
	movl $8, %edi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_413:
	ud2
	movq %rax, %rbx
	jmp .LBB_449
	jmp .LBB_441
	jmp .LBB_437
	jmp .LBB_428
	cmpq $0, 24(%rsp)
	movq %rax, %rbx
	je .LBB_422
	movq 144(%rsp), %rdi
	movq 24(%rsp), %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_422
	cmpq $0, 24(%rsp)
	movq %rax, %rbx
	jne .LBB_424
	jmp .LBB_454
	movq %rax, %rbx
.LBB_422:
	testq %rbp, %rbp
	je .LBB_454
	leaq (,%rbp,8), %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbp, 24(%rsp)
.LBB_424:
	movq 24(%rsp), %rax
	movl $8, %edx
	movq %r15, %rdi
	leaq (,%rax,8), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_426
	cmpq $0, 24(%rsp)
	movq %rax, %rbx
	je .LBB_454
.LBB_426:
	movq 24(%rsp), %rsi
	movq 16(%rsp), %rdi
	movl $8, %edx
	shlq $3, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_454
.LBB_428:
	movq %rax, %rbx
	leaq 592(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	jmp .LBB_435
	jmp .LBB_437
	jmp .LBB_437
	cmpq $0, 8(%rsp)
	movq %rax, %rbx
	je .LBB_455
	movq 8(%rsp), %rsi
	movl $8, %edx
	movq %r15, %rdi
	shlq $3, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_455
.LBB_435:
	movq %rax, %rbx
	jmp .LBB_448
.LBB_437:
	movq %rax, %rbx
	jmp .LBB_455
	jmp .LBB_440
.LBB_440:
	movq 48(%rsp), %r15
.LBB_441:
	movq %rax, %rbx
	movq 112(%rsp), %r13
	movq 104(%rsp), %r14
	movq 96(%rsp), %rbp
	jmp .LBB_444
	movq %rax, %rbx
.LBB_444:
	testq %r14, %r14
	je .LBB_446
	shlq $3, %r14
	movl $8, %edx
	movq %rbp, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_446:
	testq %r15, %r15
	je .LBB_448
	shlq $3, %r15
	movl $8, %edx
	movq %r13, %rdi
	movq %r15, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_448:
	leaq 648(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	movq 216(%rsp), %r14
.LBB_449:
	testq %r14, %r14
	je .LBB_452
	movq 224(%rsp), %rdi
	shlq $4, %r14
	movl $8, %edx
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_452
	movq %rax, %rbx
.LBB_452:
	leaq 312(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	jmp .LBB_454
	movq %rax, %rbx
.LBB_454:
	leaq 240(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_455:
	leaq 72(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	leaq 592(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
