# kernel_sliding::sweep — kernel-sliding, target-cpu=x86-64
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64 --target-dir target/asm/x86-64 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $760, %rsp
	movq %rdi, 288(%rsp)
	movabsq $2305843009213693951, %r15
	movq (%rsi), %r13
	movq 8(%rsi), %r14
	movq 16(%rsi), %rbx
	movq 24(%rsi), %r12
	leaq 560(%rsp), %rdi
	movq %r13, %rsi
	movq %r14, %rdx
	movq %rbx, %rcx
	movq %r12, %r8
	callq kernel_sliding::grid_for
	movq $0, 88(%rsp)
	movq $0, 104(%rsp)
	leaq (%r12,%r12,2), %rax
	shlq $4, %rax
	movq %rbx, 64(%rsp)
	addq %rbx, %rax
	movq %rax, 432(%rsp)
	movq %r12, 120(%rsp)
	testq %r12, %r12
	movq %r14, 16(%rsp)
	movq %r13, 80(%rsp)
	je .LBB_137
	leaq (,%r14,8), %rdx
	cmpq %r15, %r14
	seta %al
	movabsq $9223372036854775800, %rcx
	movq %rdx, 24(%rsp)
	cmpq %rcx, %rdx
	seta %cl
	orb %al, %cl
	movb %cl, 112(%rsp)
	movq 64(%rsp), %rsi
	jmp .LBB_4
.LBB_2:
	leaq 88(%rsp), %rax
.LBB_3:
	movq 32(%rsp), %rsi
	addq $48, %rsi
	movq %r12, 8(%rsp)
	movq %rax, %r12
	cmpq 432(%rsp), %rsi
	movq 16(%rsp), %r14
	movabsq $2305843009213693951, %r15
	je .LBB_137
.LBB_4:
	leaq 304(%rsp), %rdi
	movq %rsi, 32(%rsp)
	callq kernel_sliding::raw_lengths
	movq 304(%rsp), %rbx
	movq 312(%rsp), %r14
	movq 320(%rsp), %r15
	movq 328(%rsp), %r13
	movq 336(%rsp), %rbp
	cmpb $0, 112(%rsp)
	je .LBB_47
	movq 88(%rsp), %rax
	testq %rax, %rax
	je .LBB_382
	movq 96(%rsp), %rcx
	movq %rcx, %rdx
	movq %rax, %rsi
.LBB_8:
	movzwl 362(%rsi), %r8d
	movl %r8d, %r9d
	shll $3, %r9d
	movq $-1, %rdi
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
	jb .LBB_382
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_8
.LBB_15:
	movq %rcx, %rdx
	movq %rax, %rsi
.LBB_16:
	movzwl 362(%rsi), %r8d
	movl %r8d, %r9d
	shll $3, %r9d
	movq $-1, %rdi
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
	jb .LBB_382
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_16
.LBB_23:
	movq %rcx, %rdx
	movq %rax, %rsi
.LBB_24:
	movzwl 362(%rsi), %r8d
	movl %r8d, %r9d
	shll $3, %r9d
	movq $-1, %rdi
.LBB_25:
	testq %r9, %r9
	je .LBB_28
	cmpq 16(%rsi,%rdi,8), %r15
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
	jb .LBB_382
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_24
.LBB_31:
	movq %rcx, %rdx
	movq %rax, %rsi
.LBB_32:
	movzwl 362(%rsi), %r8d
	movl %r8d, %r9d
	shll $3, %r9d
	movq $-1, %rdi
.LBB_33:
	testq %r9, %r9
	je .LBB_36
	cmpq 16(%rsi,%rdi,8), %r13
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
	jb .LBB_382
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_32
.LBB_39:
	movq 80(%rsp), %r13
.LBB_40:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r12
.LBB_41:
	testq %rsi, %rsi
	je .LBB_44
	cmpq 16(%rax,%r12,8), %rbp
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
	jb .LBB_382
	movq 368(%rax,%r12,8), %rax
	jmp .LBB_40
.LBB_47:
	movq 88(%rsp), %rax
	testq %rax, %rax
	je .LBB_92
	movq 96(%rsp), %rdx
	movq %rax, %rcx
.LBB_49:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
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
	movq %r12, 8(%rsp)
	leaq 88(%rsp), %r12
	testq %rax, %rax
	je .LBB_100
.LBB_57:
	movq 96(%rsp), %rdx
	movq %rax, %rcx
.LBB_58:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
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
	movq %r12, 8(%rsp)
	leaq 88(%rsp), %r12
	testq %rax, %rax
	movq 24(%rsp), %rbx
	je .LBB_108
.LBB_66:
	movq 96(%rsp), %rdx
	movq %rax, %rcx
.LBB_67:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_68:
	testq %rdi, %rdi
	je .LBB_72
	cmpq 16(%rcx,%r12,8), %r15
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
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
	movq %r12, 8(%rsp)
	leaq 88(%rsp), %r12
	testq %rax, %rax
	je .LBB_116
.LBB_75:
	movq 96(%rsp), %rdx
	movq %rax, %rcx
.LBB_76:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_77:
	testq %rdi, %rdi
	je .LBB_81
	cmpq 16(%rcx,%r12,8), %r13
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
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
	movq %r12, 8(%rsp)
	leaq 88(%rsp), %r12
	testq %rax, %rax
	je .LBB_124
.LBB_84:
	movq 96(%rsp), %rcx
	movq 80(%rsp), %r13
.LBB_85:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r12
.LBB_86:
	testq %rsi, %rsi
	je .LBB_90
	cmpq 16(%rax,%r12,8), %rbp
	seta %dil
	sbbb $0, %dil
	incq %r12
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_86
	movzbl %dil, %edx
	testl %edx, %edx
	je .LBB_2
	subq $1, %rcx
	jae .LBB_91
	jmp .LBB_136
.LBB_90:
	movq %rdx, %r12
	subq $1, %rcx
	jb .LBB_136
.LBB_91:
	movq 368(%rax,%r12,8), %rax
	jmp .LBB_85
.LBB_92:
	xorl %ecx, %ecx
.LBB_93:
	leaq 88(%rsp), %rax
	movq %rax, 152(%rsp)
	movq %rbx, 160(%rsp)
	movq %rcx, 168(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 176(%rsp)
	movq %r12, 184(%rsp)
	movq 24(%rsp), %rax
	testq %rax, %rax
	je .LBB_96
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq 24(%rsp), %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_383
	movq %rax, %r8
	movq 16(%rsp), %rsi
	movq %rsi, (%rsp)
	jmp .LBB_97
.LBB_96:
	movl $8, %r8d
	movq $0, (%rsp)
	movq 16(%rsp), %rsi
.LBB_97:
	movq 80(%rsp), %rdi
	movq %rbx, %rdx
	leaq 560(%rsp), %rcx
	movq %r8, %rbx
	movq %rsi, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 224(%rsp)
	movq %rbx, 232(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 240(%rsp)
	leaq 304(%rsp), %rdi
	leaq 152(%rsp), %rsi
	leaq 224(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 88(%rsp), %rax
	testq %rax, %rax
	jne .LBB_57
.LBB_100:
	xorl %ecx, %ecx
.LBB_101:
	leaq 88(%rsp), %rax
	movq %rax, 152(%rsp)
	movq %r14, 160(%rsp)
	movq %rcx, 168(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 176(%rsp)
	movq %r12, 184(%rsp)
	movq 24(%rsp), %rbx
	testq %rbx, %rbx
	je .LBB_104
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_383
	movq 16(%rsp), %rsi
	movq %rsi, (%rsp)
	jmp .LBB_105
.LBB_104:
	movl $8, %eax
	movq $0, (%rsp)
	movq 16(%rsp), %rsi
.LBB_105:
	movq 80(%rsp), %rdi
	movq %r14, %rdx
	leaq 560(%rsp), %rcx
	movq %rax, %rbx
	movq %rax, %r8
	movq %rsi, %r14
	movq %rsi, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 224(%rsp)
	movq %rbx, 232(%rsp)
	movq %r14, 240(%rsp)
	leaq 304(%rsp), %rdi
	leaq 152(%rsp), %rsi
	leaq 224(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 88(%rsp), %rax
	testq %rax, %rax
	movq 24(%rsp), %rbx
	jne .LBB_66
.LBB_108:
	xorl %ecx, %ecx
.LBB_109:
	leaq 88(%rsp), %rax
	movq %rax, 152(%rsp)
	movq %r15, 160(%rsp)
	movq %rcx, 168(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 176(%rsp)
	movq %r12, 184(%rsp)
	testq %rbx, %rbx
	je .LBB_112
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_383
	movq %rax, %rbx
	movq 16(%rsp), %r14
	movq %r14, (%rsp)
	jmp .LBB_113
.LBB_112:
	movl $8, %ebx
	movq $0, (%rsp)
	movq 16(%rsp), %r14
.LBB_113:
	movq 80(%rsp), %rdi
	movq %r14, %rsi
	movq %r15, %rdx
	leaq 560(%rsp), %rcx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 224(%rsp)
	movq %rbx, 232(%rsp)
	movq %r14, 240(%rsp)
	leaq 304(%rsp), %rdi
	leaq 152(%rsp), %rsi
	leaq 224(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 88(%rsp), %rax
	movq 24(%rsp), %rbx
	testq %rax, %rax
	jne .LBB_75
.LBB_116:
	xorl %ecx, %ecx
.LBB_117:
	leaq 88(%rsp), %rax
	movq %rax, 152(%rsp)
	movq %r13, 160(%rsp)
	movq %rcx, 168(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 176(%rsp)
	movq %r12, 184(%rsp)
	testq %rbx, %rbx
	je .LBB_120
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_383
	movq %rax, %rbx
	movq 16(%rsp), %r14
	movq %r14, (%rsp)
	jmp .LBB_121
.LBB_120:
	movl $8, %ebx
	movq $0, (%rsp)
	movq 16(%rsp), %r14
.LBB_121:
	movq 80(%rsp), %rdi
	movq %r14, %rsi
	movq %r13, %rdx
	leaq 560(%rsp), %rcx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 224(%rsp)
	movq %rbx, 232(%rsp)
	movq %r14, 240(%rsp)
	leaq 304(%rsp), %rdi
	leaq 152(%rsp), %rsi
	leaq 224(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 88(%rsp), %rax
	movq 24(%rsp), %rbx
	testq %rax, %rax
	jne .LBB_84
.LBB_124:
	xorl %eax, %eax
	movq 80(%rsp), %r13
.LBB_125:
	leaq 88(%rsp), %rcx
	movq %rcx, 152(%rsp)
	movq %rbp, 160(%rsp)
	movq %rax, 168(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 176(%rsp)
	movq %r12, 184(%rsp)
	testq %rbx, %rbx
	je .LBB_128
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_383
	movq %rax, %rbx
	movq 16(%rsp), %r14
	movq %r14, (%rsp)
	movq 80(%rsp), %r13
	jmp .LBB_129
.LBB_128:
	movl $8, %ebx
	movq $0, (%rsp)
	movq 16(%rsp), %r14
.LBB_129:
	movq %r13, %rdi
	movq %r14, %rsi
	movq %rbp, %rdx
	leaq 560(%rsp), %rcx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 224(%rsp)
	movq %rbx, 232(%rsp)
	movq %r14, 240(%rsp)
	leaq 304(%rsp), %rdi
	leaq 152(%rsp), %rsi
	leaq 224(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq %r12, %rax
	movq 8(%rsp), %r12
	movq 80(%rsp), %r13
	jmp .LBB_3
.LBB_132:
	movq $0, 8(%rsp)
	jmp .LBB_93
.LBB_133:
	movq $0, 8(%rsp)
	jmp .LBB_101
.LBB_134:
	movq $0, 8(%rsp)
	jmp .LBB_109
.LBB_135:
	movq $0, 8(%rsp)
	jmp .LBB_117
.LBB_136:
	movq $0, 8(%rsp)
	jmp .LBB_125
.LBB_137:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_373
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_139:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq %r13, 224(%rsp)
	movq %r14, 232(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 240(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 256(%rsp)
	movq %rax, 272(%rsp)
	movq %rdx, 280(%rsp)
	leaq (,%r14,8), %r12
	cmpq %r15, %r14
	seta %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %r12
	seta %cl
	orb %al, %cl
	je .LBB_142
	xorl %r15d, %r15d
.LBB_141:
	movq %r15, %rdi
	movq %r12, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_142:
	testq %r12, %r12
	movq %r12, 424(%rsp)
	je .LBB_151
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_141
	movq %rax, %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	movq %r13, 8(%rsp)
	je .LBB_398
	movq %rax, %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_399
	movq %rax, %r12
	movq %r14, %rbp
	testq %r14, %r14
	je .LBB_152
.LBB_147:
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $1, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, 136(%rsp)
	testq %rax, %rax
	je .LBB_400
	movq 576(%rsp), %r14
	testq %r14, %r14
	je .LBB_153
.LBB_149:
	leaq (,%r14,8), %r13
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	jne .LBB_154
	movl $8, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_151:
	movl $8, %r15d
	xorl %ebp, %ebp
	movl $8, %eax
	movq %rax, 8(%rsp)
	movl $8, %r12d
	testq %r14, %r14
	jne .LBB_147
.LBB_152:
	movl $1, %eax
	movq %rax, 136(%rsp)
	movq 576(%rsp), %r14
	testq %r14, %r14
	jne .LBB_149
.LBB_153:
	movl $8, %eax
.LBB_154:
	movabsq $1152921504606846976, %rcx
	movq %rbp, 304(%rsp)
	movq 8(%rsp), %rdx
	movq %rdx, 312(%rsp)
	movq 16(%rsp), %r13
	movq %r13, 320(%rsp)
	movq %rbp, 328(%rsp)
	movq %r15, 336(%rsp)
	movq %r13, 344(%rsp)
	movq %rbp, 352(%rsp)
	movq %r12, 360(%rsp)
	movq %r13, 368(%rsp)
	movq %r13, 376(%rsp)
	movq 136(%rsp), %rdx
	movq %rdx, 384(%rsp)
	movq $0, 392(%rsp)
	movq %r14, 400(%rsp)
	movq %rax, 408(%rsp)
	movq %r14, 416(%rsp)
	movq 120(%rsp), %r15
	movq %r15, %r14
	shlq $4, %r14
	decq %rcx
	cmpq %rcx, %r15
	seta %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %r14
	seta %cl
	orb %al, %cl
	je .LBB_157
	xorl %r15d, %r15d
.LBB_156:
	movq %r15, %rdi
	movq %r14, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_157:
	testq %r14, %r14
	je .LBB_160
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %r14, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	movabsq $2305843009213693951, %r12
	je .LBB_156
	movq 120(%rsp), %r15
	movq %r15, %r14
	jmp .LBB_161
.LBB_160:
	movl $8, %eax
	xorl %r14d, %r14d
	movabsq $2305843009213693951, %r12
.LBB_161:
	movq %r14, 200(%rsp)
	movq %rax, 208(%rsp)
	movq $0, 216(%rsp)
	cmpb $1, 16(%rbx)
	jne .LBB_380
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_163:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	leaq 560(%rsp), %rcx
	movq %rcx, 616(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 624(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 640(%rsp)
	movq %rax, 656(%rsp)
	movq %rdx, 664(%rsp)
	testq %r15, %r15
	je .LBB_337
	cmpq $1, %r13
	movq %r13, %rax
	adcq $-1, %rax
	addq $63, %rax
	shrq $6, %rax
	movq %rax, 448(%rsp)
	addq $-3, %r12
	andq %r13, %r12
	movq %r12, 440(%rsp)
	movq 64(%rsp), %rax
	jmp .LBB_166
.LBB_165:
	movq 208(%rsp), %rax
	movq %r14, %rcx
	shlq $4, %rcx
	movsd 8(%rsp), %xmm0
	movsd %xmm0, (%rax,%rcx)
	movq %rbx, 8(%rax,%rcx)
	incq %r14
	movq %r14, 216(%rsp)
	movq 456(%rsp), %rcx
	movq %rcx, %rax
	cmpq 432(%rsp), %rcx
	je .LBB_356
.LBB_166:
	movq %rax, 64(%rsp)
	movq (%rax), %rax
	testq %rax, %rax
	js .LBB_396
	movq 88(%rsp), %rdx
	testq %rdx, %rdx
	movq 64(%rsp), %r14
	je .LBB_395
	leaq 48(%r14), %rcx
	movq %rcx, 456(%rsp)
	movq 616(%rsp), %rcx
	movq %rcx, 192(%rsp)
	movq 96(%rsp), %rsi
	movq %rsi, %rcx
	movq %rdx, %r8
.LBB_169:
	movzwl 362(%r8), %r10d
	leal (,%r10,8), %edi
	leaq (%rdi,%rdi,2), %r11
	movq $-1, %rdi
	xorl %r9d, %r9d
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
	jb .LBB_395
	movq 368(%r8,%rdi,8), %r8
	jmp .LBB_169
.LBB_176:
	movq 8(%r14), %rdi
	testq %rdi, %rdi
	js .LBB_396
	movq 80(%r8,%r9), %rcx
	movq 88(%r8,%r9), %rax
	movq %rsi, %r8
	movq %rdx, %r10
	movq 64(%rsp), %r15
.LBB_178:
	movzwl 362(%r10), %ebx
	leal (,%rbx,8), %r9d
	leaq (%r9,%r9,2), %r14
	movq $-1, %r9
	xorl %r11d, %r11d
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
	jb .LBB_395
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_178
.LBB_185:
	movq 32(%r15), %r9
	testq %r9, %r9
	js .LBB_396
	movq 80(%r10,%r11), %r8
	movq 88(%r10,%r11), %rdi
	movq %rsi, %r11
	movq %rdx, %r10
.LBB_187:
	movzwl 362(%r10), %r15d
	leal (,%r15,8), %ebx
	leaq (%rbx,%rbx,2), %r12
	movq $-1, %rbx
	xorl %r14d, %r14d
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
	jb .LBB_395
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_187
.LBB_194:
	movq 64(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_396
	movq 80(%r10,%r14), %r15
	movq 88(%r10,%r14), %r10
	movq %r10, 24(%rsp)
	movq %rsi, %r11
	movq %rdx, %r10
.LBB_196:
	movzwl 362(%r10), %r14d
	leal (,%r14,8), %ebx
	leaq (%rbx,%rbx,2), %r13
	movq $-1, %rbx
	xorl %r12d, %r12d
.LBB_197:
	cmpq %r12, %r13
	je .LBB_200
	cmpq 16(%r10,%rbx,8), %r9
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r12
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
	jb .LBB_395
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_196
.LBB_203:
	movq 64(%rsp), %r9
	movq 24(%r9), %r14
	testq %r14, %r14
	js .LBB_396
	movq 80(%r10,%r12), %r13
	movq 88(%r10,%r12), %r9
	movq %r9, 112(%rsp)
.LBB_205:
	movzwl 362(%rdx), %r10d
	leal (,%r10,8), %r9d
	leaq (%r9,%r9,2), %rbx
	movq $-1, %r9
	xorl %r11d, %r11d
.LBB_206:
	cmpq %r11, %rbx
	je .LBB_209
	cmpq 16(%rdx,%r9,8), %r14
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r11
	incq %r9
	cmpb $1, %bpl
	je .LBB_206
	movzbl %bpl, %r10d
	testl %r10d, %r10d
	jne .LBB_210
	jmp .LBB_212
.LBB_209:
	movq %r10, %r9
.LBB_210:
	subq $1, %rsi
	jb .LBB_395
	movq 368(%rdx,%r9,8), %rdx
	jmp .LBB_205
.LBB_212:
	movq 80(%rdx,%r11), %rbp
	movq 88(%rdx,%r11), %rdx
	movq %rdx, 296(%rsp)
	movq 312(%rsp), %r11
	movq 320(%rsp), %r10
	leaq (,%r10,8), %rbx
	leaq (%r11,%r10,8), %r12
	testq %r10, %r10
	movq %r10, 120(%rsp)
	je .LBB_222
	cmpq %rdi, %rax
	movq %rdi, %rdx
	cmovbq %rax, %rdx
	leaq -8(%rbx), %r9
	shrq $3, %r9
	cmpq %r9, %rdx
	cmovbq %rdx, %r9
	cmpq $4, %r9
	jae .LBB_215
.LBB_214:
	movq %r11, %rdx
	xorl %esi, %esi
	jmp .LBB_219
.LBB_215:
	movq %r11, %rdx
	subq %r8, %rdx
	cmpq $32, %rdx
	jb .LBB_214
	movq %r11, %r10
	subq %rcx, %r10
	movq %r11, %rdx
	movl $0, %esi
	cmpq $32, %r10
	movq 120(%rsp), %r10
	jb .LBB_219
	incq %r9
	movl %r9d, %edx
	andl $3, %edx
	movl $4, %esi
	cmoveq %rsi, %rdx
	movq %r9, %rsi
	subq %rdx, %rsi
	leaq (%r11,%rsi,8), %rdx
	xorl %r9d, %r9d
.LBB_218:
	movupd (%r8,%r9,8), %xmm0
	movupd 16(%r8,%r9,8), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd (%rcx,%r9,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%rcx,%r9,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%r11,%r9,8)
	movupd %xmm1, 16(%r11,%r9,8)
	addq $4, %r9
	cmpq %r9, %rsi
	jne .LBB_218
.LBB_219:
	cmpq %rsi, %rdi
	je .LBB_388
	cmpq %rsi, %rax
	je .LBB_389
	movsd (%r8,%rsi,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rcx,%rsi,8), %xmm0
	movsd %xmm0, (%rdx)
	addq $8, %rdx
	incq %rsi
	cmpq %r12, %rdx
	jne .LBB_219
.LBB_222:
	movq %rbp, 144(%rsp)
	movq 64(%rsp), %rax
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_396
	movq %r13, %rbp
	movq %r15, %r13
	movq 336(%rsp), %r8
	movq 344(%rsp), %r9
	movq %r11, 32(%rsp)
	movq %r11, %rdi
	movq %r10, %rsi
	movq 192(%rsp), %rcx
	movq %r8, (%rsp)
	movq %r9, 8(%rsp)
	movq %r10, %r15
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	testq %r15, %r15
	movq 296(%rsp), %r15
	je .LBB_238
	movq 24(%rsp), %rax
	movq 112(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	addq $-8, %rbx
	shrq $3, %rbx
	cmpq %rbx, %rax
	cmovbq %rax, %rbx
	cmpq $4, %rbx
	jae .LBB_228
	movq 32(%rsp), %rax
.LBB_227:
	xorl %ecx, %ecx
	movq 144(%rsp), %r10
	jmp .LBB_233
.LBB_228:
	movq 32(%rsp), %rsi
	movq %rsi, %rax
	subq %r13, %rax
	cmpq $32, %rax
	jb .LBB_291
	movq %rsi, %rax
	subq %rbp, %rax
	cmpq $32, %rax
	jb .LBB_291
	movq %rsi, %rdx
	movq 144(%rsp), %r10
	subq %r10, %rdx
	movq %rsi, %rax
	movl $0, %ecx
	cmpq $32, %rdx
	jb .LBB_233
	movq %rbx, %rdx
	incq %rdx
	movl %edx, %eax
	andl $3, %eax
	movl $4, %ecx
	cmoveq %rcx, %rax
	movq %rdx, %rcx
	subq %rax, %rcx
	leaq (%rsi,%rcx,8), %rax
	xorl %edx, %edx
	movapd .LCPI_0(%rip), %xmm3
.LBB_232:
	movupd (%r13,%rdx,8), %xmm0
	movupd 16(%r13,%rdx,8), %xmm1
	mulpd %xmm3, %xmm0
	mulpd %xmm3, %xmm1
	movupd (%rbp,%rdx,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%rbp,%rdx,8), %xmm2
	subpd %xmm2, %xmm1
	movupd (%r10,%rdx,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%r10,%rdx,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%rsi,%rdx,8)
	movupd %xmm1, 16(%rsi,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rcx
	jne .LBB_232
.LBB_233:
	leaq (%r10,%rcx,8), %rdx
	leaq (,%rcx,8), %rsi
	addq %rbp, %rsi
	leaq (,%rcx,8), %rdi
	addq %r13, %rdi
	movq %r15, %r8
	subq %rcx, %r8
	movq 112(%rsp), %r9
	subq %rcx, %r9
	movq 24(%rsp), %r10
	subq %rcx, %r10
	xorl %ecx, %ecx
	xorl %r11d, %r11d
.LBB_234:
	cmpq %r11, %r10
	je .LBB_392
	cmpq %r11, %r9
	je .LBB_391
	cmpq %r11, %r8
	je .LBB_390
	movsd (%rdi,%r11,8), %xmm0
	mulsd .LCPI_1(%rip), %xmm0
	subsd (%rsi,%r11,8), %xmm0
	subsd (%rdx,%r11,8), %xmm0
	movsd %xmm0, (%rax,%r11,8)
	incq %r11
	leaq (%rax,%rcx), %rbx
	addq $8, %rbx
	addq $8, %rcx
	cmpq %r12, %rbx
	jne .LBB_234
.LBB_238:
	movq 360(%rsp), %r8
	movq 368(%rsp), %rbx
	movq 32(%rsp), %rdi
	movq 120(%rsp), %rsi
	movq %r14, %rdx
	movq 192(%rsp), %rcx
	movq %r8, 32(%rsp)
	movq %rbx, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	leaq 688(%rsp), %rdi
	leaq 616(%rsp), %rsi
	movq 64(%rsp), %rdx
	callq kernel_sliding::bound::lines
	movq 688(%rsp), %r15
	movq 696(%rsp), %r12
	movq 704(%rsp), %rax
	movq 712(%rsp), %r14
	movq 720(%rsp), %r13
	movq 728(%rsp), %rcx
	movq 408(%rsp), %r8
	movq 416(%rsp), %r9
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %r9, %rax
	cmovaeq %r9, %rax
	testq %rax, %rax
	movq 192(%rsp), %rdi
	je .LBB_253
	cmpq $4, %rax
	jae .LBB_248
.LBB_242:
	xorl %ecx, %ecx
.LBB_243:
	movq %rax, %rsi
	movq %rcx, %rdx
	andq $3, %rsi
	je .LBB_246
	movq %rcx, %rdx
.LBB_245:
	movsd (%r12,%rdx,8), %xmm0
	addsd (%r13,%rdx,8), %xmm0
	movsd %xmm0, (%r8,%rdx,8)
	incq %rdx
	decq %rsi
	jne .LBB_245
.LBB_246:
	subq %rax, %rcx
	cmpq $-4, %rcx
	ja .LBB_253
.LBB_247:
	movsd (%r12,%rdx,8), %xmm0
	addsd (%r13,%rdx,8), %xmm0
	movsd %xmm0, (%r8,%rdx,8)
	movsd 8(%r12,%rdx,8), %xmm0
	addsd 8(%r13,%rdx,8), %xmm0
	movsd %xmm0, 8(%r8,%rdx,8)
	movsd 16(%r12,%rdx,8), %xmm0
	addsd 16(%r13,%rdx,8), %xmm0
	movsd %xmm0, 16(%r8,%rdx,8)
	movsd 24(%r12,%rdx,8), %xmm0
	addsd 24(%r13,%rdx,8), %xmm0
	movsd %xmm0, 24(%r8,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_247
	jmp .LBB_253
.LBB_248:
	movq %r8, %rcx
	subq %r12, %rcx
	cmpq $32, %rcx
	jb .LBB_242
	movq %r8, %rdx
	subq %r13, %rdx
	movl $0, %ecx
	cmpq $32, %rdx
	jb .LBB_243
	movq %rax, %rcx
	andq $-4, %rcx
	xorl %edx, %edx
.LBB_251:
	movupd (%r12,%rdx,8), %xmm0
	movupd 16(%r12,%rdx,8), %xmm1
	movupd (%r13,%rdx,8), %xmm2
	addpd %xmm0, %xmm2
	movupd 16(%r13,%rdx,8), %xmm0
	addpd %xmm1, %xmm0
	movupd %xmm2, (%r8,%rdx,8)
	movupd %xmm0, 16(%r8,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rcx
	jne .LBB_251
	cmpq %rcx, %rax
	jne .LBB_243
.LBB_253:
	movq 8(%rsp), %rax
	movq %rax, 536(%rsp)
	movq %rbx, 544(%rsp)
	cmpq %rbx, %rax
	jne .LBB_375
	movq %r9, 552(%rsp)
	movq 16(%rdi), %rax
	movq %rax, 688(%rsp)
	cmpq %rax, %r9
	jne .LBB_376
	movq %r14, 40(%rsp)
	testq %r9, %r9
	movq 64(%rsp), %rbx
	movq %r15, 56(%rsp)
	movq %r13, 48(%rsp)
	movq (%rsp), %r14
	movq %r12, 72(%rsp)
	je .LBB_280
	leaq 48(%rdi), %rax
	movq %rax, 496(%rsp)
	movq 32(%rsp), %rax
	addq $16, %rax
	movq %rax, 472(%rsp)
	leaq 16(%r14), %rax
	movq %rax, 464(%rsp)
	xorl %eax, %eax
	movq %r8, 488(%rsp)
	movq %r9, 480(%rsp)
	jmp .LBB_258
.LBB_257:
	movq 480(%rsp), %r9
	movq 504(%rsp), %rax
	cmpq %r9, %rax
	movq 56(%rsp), %r15
	movq 72(%rsp), %r12
	movq 48(%rsp), %r13
	movq 192(%rsp), %rdi
	movq 488(%rsp), %r8
	je .LBB_280
.LBB_258:
	movq 16(%rdi), %rdx
	cmpq %rdx, %rax
	jae .LBB_394
	leaq 1(%rax), %rsi
	cmpq %rdx, %rsi
	movq 8(%rdi), %rcx
	movq %rsi, 504(%rsp)
	leaq (%rcx,%rsi,8), %rdx
	cmovaeq 496(%rsp), %rdx
	movq (%rdx), %r12
	movq (%rcx,%rax,8), %rdx
	movsd (%r8,%rax,8), %xmm0
	ucomisd .LCPI_2(%rip), %xmm0
	jb .LBB_264
	cmpq %rdx, %r12
	movq 32(%rsp), %r15
	jbe .LBB_257
.LBB_261:
	leaq 224(%rsp), %rdi
	movq %rbx, %rsi
	movq %rdx, %r13
	callq kernel_sliding::exact::Exact::lines
	cmpq 8(%rsp), %r13
	movq %r13, %rax
	jae .LBB_378
	movsd %xmm0, (%r14,%rax,8)
	movsd %xmm1, (%r15,%rax,8)
	leaq 1(%rax), %rdx
	cmpq %rdx, %r12
	jne .LBB_261
	jmp .LBB_257
.LBB_264:
	movq %r12, %rax
	subq %rdx, %rax
	movq 32(%rsp), %rcx
	jbe .LBB_257
	movq %rax, %r8
	shrq $6, %r8
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %r8
	movq %rdx, %r9
	negq %r9
	leaq 64(%rdx), %r11
	movapd %xmm0, %xmm1
	unpcklpd %xmm0, %xmm1
	movq 472(%rsp), %rax
	leaq (%rax,%rdx,8), %r13
	movq 464(%rsp), %rax
	leaq (%rax,%rdx,8), %r15
	leaq (%rcx,%rdx,8), %r10
	leaq (%r14,%rdx,8), %rbp
	movq %r11, 520(%rsp)
	xorl %ecx, %ecx
	movq %r12, 512(%rsp)
	movapd %xmm0, 672(%rsp)
	movapd %xmm1, 736(%rsp)
	jmp .LBB_267
.LBB_266:
	movq 144(%rsp), %r8
	decq %r8
	movq 112(%rsp), %r9
	addq $-64, %r9
	movq 120(%rsp), %rcx
	incq %rcx
	movq 528(%rsp), %r11
	addq $64, %r11
	addq $512, %r13
	addq $512, %r15
	movq 24(%rsp), %r10
	addq $512, %r10
	addq $512, %rbp
	testq %r8, %r8
	movq 64(%rsp), %rbx
	movq (%rsp), %r14
	movq 512(%rsp), %r12
	movq 296(%rsp), %rdx
	je .LBB_257
.LBB_267:
	movq %rdx, %r14
	cmpq %r11, %r12
	movq %r11, %rax
	cmovbq %r12, %rax
	leaq (%rax,%r9), %rdi
	cmpq $1, %rdi
	adcq %r9, %rax
	movq %rcx, 120(%rsp)
	movq %rcx, %rdx
	shlq $6, %rdx
	addq 520(%rsp), %rdx
	cmpq %rdx, %r12
	cmovbq %r12, %rdx
	leaq 64(%r14), %rcx
	cmpq %rcx, %r12
	movq %rcx, %rsi
	cmovbq %r12, %rsi
	cmpq %r14, %rsi
	jb .LBB_336
	cmpq 8(%rsp), %rsi
	ja .LBB_336
	movq %r11, 528(%rsp)
	movq %r10, 24(%rsp)
	movq %r9, 112(%rsp)
	movq %r8, 144(%rsp)
	movq %rcx, 296(%rsp)
	cmpq %r14, %rsi
	je .LBB_266
	addq 112(%rsp), %rdx
	cmpq $4, %rdx
	jae .LBB_272
	xorl %ebx, %ebx
	xorl %ecx, %ecx
	movapd .LCPI_5(%rip), %xmm12
	movapd 672(%rsp), %xmm1
	movq 24(%rsp), %r8
	jmp .LBB_275
.LBB_272:
	andq $-4, %rdi
	movq %rdx, %rcx
	andq $-4, %rcx
	xorpd %xmm0, %xmm0
	xorl %esi, %esi
	xorpd %xmm1, %xmm1
	movdqa .LCPI_3(%rip), %xmm2
	movdqa .LCPI_4(%rip), %xmm8
	movapd .LCPI_6(%rip), %xmm9
	movdqa .LCPI_7(%rip), %xmm10
	movdqa .LCPI_8(%rip), %xmm11
	movapd .LCPI_5(%rip), %xmm12
	movapd 736(%rsp), %xmm13
	movq 24(%rsp), %r8
.LBB_273:
	movdqa %xmm2, %xmm4
	paddq %xmm8, %xmm4
	movupd -16(%r13,%rsi,8), %xmm5
	movupd (%r13,%rsi,8), %xmm3
	movupd -16(%r15,%rsi,8), %xmm6
	subpd %xmm6, %xmm5
	movupd (%r15,%rsi,8), %xmm6
	subpd %xmm6, %xmm3
	andpd %xmm12, %xmm5
	andpd %xmm12, %xmm3
	cmplepd %xmm13, %xmm5
	andpd %xmm9, %xmm5
	cmplepd %xmm13, %xmm3
	andpd %xmm9, %xmm3
	movdqa %xmm2, %xmm6
	pand %xmm10, %xmm6
	pand %xmm10, %xmm4
	movapd %xmm5, %xmm7
	psllq %xmm6, %xmm7
	pshufd $238, %xmm6, %xmm6
	psllq %xmm6, %xmm5
	movsd %xmm7, %xmm5
	orpd %xmm5, %xmm1
	movapd %xmm3, %xmm5
	psllq %xmm4, %xmm5
	pshufd $238, %xmm4, %xmm4
	psllq %xmm4, %xmm3
	movsd %xmm5, %xmm3
	orpd %xmm3, %xmm0
	addq $4, %rsi
	paddq %xmm11, %xmm2
	cmpq %rsi, %rdi
	jne .LBB_273
	orpd %xmm1, %xmm0
	pshufd $238, %xmm0, %xmm1
	por %xmm0, %xmm1
	movq %xmm1, %rbx
	cmpq %rcx, %rdx
	movapd 672(%rsp), %xmm1
	je .LBB_276
.LBB_275:
	movsd (%r8,%rcx,8), %xmm0
	subsd (%rbp,%rcx,8), %xmm0
	andpd %xmm12, %xmm0
	xorl %edx, %edx
	ucomisd %xmm0, %xmm1
	setae %dl
	shlq %cl, %rdx
	incq %rcx
	orq %rdx, %rbx
	cmpq %rcx, %rax
	jne .LBB_275
.LBB_276:
	testq %rbx, %rbx
	je .LBB_266
.LBB_277:
	rep bsfq	%rbx, %r12
	addq %r14, %r12
	leaq 224(%rsp), %rdi
	movq 64(%rsp), %rsi
	movq %r12, %rdx
	callq kernel_sliding::exact::Exact::lines
	cmpq 8(%rsp), %r12
	jae .LBB_370
	movq (%rsp), %rax
	movsd %xmm0, (%rax,%r12,8)
	movq 32(%rsp), %rax
	movsd %xmm1, (%rax,%r12,8)
	leaq -1(%rbx), %rax
	andq %rax, %rbx
	jne .LBB_277
	jmp .LBB_266
.LBB_280:
	movq 16(%rsp), %rbp
	cmpq %rbp, 8(%rsp)
	movq 448(%rsp), %r14
	jne .LBB_372
	movq $0, 392(%rsp)
	cmpq 376(%rsp), %rbp
	ja .LBB_293
	movl $0, %edx
	testq %rbp, %rbp
	movq 136(%rsp), %r11
	je .LBB_300
	cmpq $4, %rbp
	jae .LBB_295
.LBB_284:
	xorl %ecx, %ecx
	movq 32(%rsp), %r9
	jmp .LBB_285
.LBB_291:
	movq %rsi, %rax
	jmp .LBB_227
.LBB_293:
	movl $1, %ecx
	movl $1, %r8d
	leaq 376(%rsp), %rdi
	xorl %esi, %esi
	movq %rbp, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 384(%rsp), %r11
	movq 392(%rsp), %rdx
	cmpq $4, %rbp
	jb .LBB_284
.LBB_295:
	leaq (%r11,%rdx), %rax
	leaq (%rax,%rbp), %rcx
	movq 424(%rsp), %rdi
	movq (%rsp), %r8
	leaq (%r8,%rdi), %rsi
	movq 32(%rsp), %r9
	addq %r9, %rdi
	cmpq %rsi, %rax
	setb %sil
	cmpq %rcx, %r8
	setb %r8b
	cmpq %rdi, %rax
	setb %al
	cmpq %rcx, %r9
	setb %cl
	testb %r8b, %sil
	jne .LBB_335
	andb %cl, %al
	jne .LBB_335
	leaq (%r11,%rdx), %rax
	addq $2, %rax
	movq 440(%rsp), %rdi
	addq %rdi, %rdx
	xorl %ecx, %ecx
	movq (%rsp), %r8
.LBB_298:
	movupd (%r8,%rcx,8), %xmm2
	movupd 16(%r8,%rcx,8), %xmm3
	movupd (%r9,%rcx,8), %xmm1
	movdqu 16(%r9,%rcx,8), %xmm0
	movapd %xmm2, %xmm4
	cmpltpd %xmm1, %xmm4
	packssdw %xmm4, %xmm4
	packssdw %xmm4, %xmm4
	packsswb %xmm4, %xmm4
	movapd %xmm3, %xmm5
	cmpltpd %xmm0, %xmm5
	packssdw %xmm5, %xmm5
	packssdw %xmm5, %xmm5
	packsswb %xmm5, %xmm5
	cmpltpd %xmm2, %xmm1
	packssdw %xmm1, %xmm1
	packssdw %xmm1, %xmm1
	packsswb %xmm1, %xmm1
	psubb %xmm4, %xmm1
	cmpltpd %xmm3, %xmm0
	packssdw %xmm0, %xmm0
	packssdw %xmm0, %xmm0
	packsswb %xmm0, %xmm0
	psubb %xmm5, %xmm0
	movd %xmm1, %esi
	movw %si, -2(%rax,%rcx)
	movd %xmm0, %esi
	movw %si, (%rax,%rcx)
	addq $4, %rcx
	cmpq %rcx, %rdi
	jne .LBB_298
	movq %rdi, %rcx
	cmpq %rdi, %rbp
	jne .LBB_285
	jmp .LBB_300
.LBB_335:
	xorl %ecx, %ecx
.LBB_285:
	movq %rcx, %rax
	orq $1, %rax
	testb $1, %bpl
	je .LBB_287
	movq (%rsp), %rsi
	movsd (%rsi,%rcx,8), %xmm0
	movsd (%r9,%rcx,8), %xmm1
	ucomisd %xmm0, %xmm1
	seta %cl
	ucomisd %xmm1, %xmm0
	seta %sil
	subb %sil, %cl
	movb %cl, (%r11,%rdx)
	incq %rdx
	movq %rax, %rcx
.LBB_287:
	cmpq %rax, %rbp
	je .LBB_300
	leaq (%r11,%rdx), %rax
	incq %rax
	negq %rdx
	movq %rbp, %rsi
	subq %rcx, %rsi
	leaq (%r9,%rcx,8), %rdi
	addq $8, %rdi
	movq (%rsp), %r8
	leaq (%r8,%rcx,8), %rcx
	addq $8, %rcx
	xorl %r8d, %r8d
.LBB_289:
	movsd -8(%rcx,%r8,8), %xmm0
	movsd -8(%rdi,%r8,8), %xmm1
	ucomisd %xmm0, %xmm1
	seta %r9b
	ucomisd %xmm1, %xmm0
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, -1(%rax,%r8)
	movsd (%rcx,%r8,8), %xmm0
	movsd (%rdi,%r8,8), %xmm1
	ucomisd %xmm0, %xmm1
	seta %r9b
	ucomisd %xmm1, %xmm0
	seta %r10b
	subb %r10b, %r9b
	movb %r9b, (%rax,%r8)
	addq $-2, %rdx
	addq $2, %r8
	cmpq %r8, %rsi
	jne .LBB_289
	negq %rdx
.LBB_300:
	movq %rdx, 392(%rsp)
	testq %r14, %r14
	movq %r11, 136(%rsp)
	je .LBB_333
	leaq 3(%r11), %r8
	leaq 1(%r11), %r9
	movl $1, %r15d
	xorpd %xmm0, %xmm0
	movsd %xmm0, 8(%rsp)
	movl $65, %r10d
	movq $-1, %r11
	xorl %r12d, %r12d
	xorl %ebx, %ebx
	jmp .LBB_304
.LBB_302:
	movq 80(%rsp), %r13
.LBB_303:
	decq %r14
	addq $64, %r10
	addq $-64, %r11
	addq $64, %r8
	addq $64, %r9
	testq %r14, %r14
	je .LBB_324
.LBB_304:
	movq %r15, %rdi
	cmpq %r10, %rbp
	movq %r10, %r13
	cmovbq %rbp, %r13
	leaq (%r11,%r13), %rax
	cmpq $1, %rax
	adcq %r11, %r13
	addq $64, %r15
	cmpq %r15, %rbp
	movq %r15, %rsi
	cmovbq %rbp, %rsi
	cmpq %rdi, %rbp
	jb .LBB_368
	cmpq %rdx, %rsi
	ja .LBB_368
	leaq -1(%rdi), %rcx
	decq %rsi
	cmpq %rcx, %rsi
	jb .LBB_364
	cmpq %rdx, %rsi
	ja .LBB_364
	cmpq %rdi, %rbp
	je .LBB_302
	cmpq $4, %rax
	jae .LBB_311
	xorl %esi, %esi
	xorl %ecx, %ecx
	jmp .LBB_314
.LBB_311:
	movq %rax, %rcx
	andq $-4, %rcx
	xorpd %xmm1, %xmm1
	xorl %esi, %esi
	xorpd %xmm2, %xmm2
	movdqa .LCPI_3(%rip), %xmm3
	movdqa .LCPI_4(%rip), %xmm9
	pcmpeqd %xmm10, %xmm10
	movdqa .LCPI_6(%rip), %xmm11
	movdqa .LCPI_7(%rip), %xmm12
	movdqa .LCPI_8(%rip), %xmm13
.LBB_312:
	movdqa %xmm3, %xmm4
	paddq %xmm9, %xmm4
	movzwl -2(%r8,%rsi), %ebp
	movd %ebp, %xmm5
	punpcklbw %xmm5, %xmm5
	movzwl (%r8,%rsi), %ebp
	movd %ebp, %xmm6
	punpcklbw %xmm6, %xmm6
	movzwl -3(%r8,%rsi), %ebp
	movd %ebp, %xmm7
	punpcklbw %xmm7, %xmm7
	movzwl -1(%r8,%rsi), %ebp
	movd %ebp, %xmm8
	punpcklbw %xmm8, %xmm8
	pshufd $0, %xmm5, %xmm5
	pshufhw $85, %xmm5, %xmm5
	pshufd $0, %xmm7, %xmm7
	pshufhw $85, %xmm7, %xmm7
	pmullw %xmm5, %xmm7
	pcmpeqb %xmm10, %xmm7
	pand %xmm11, %xmm7
	pshufd $0, %xmm6, %xmm5
	pshufhw $85, %xmm5, %xmm5
	pshufd $0, %xmm8, %xmm6
	pshufhw $85, %xmm6, %xmm6
	pmullw %xmm5, %xmm6
	pcmpeqb %xmm10, %xmm6
	pand %xmm11, %xmm6
	movdqa %xmm3, %xmm5
	pand %xmm12, %xmm5
	pand %xmm12, %xmm4
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
	addq $4, %rsi
	paddq %xmm13, %xmm3
	cmpq %rsi, %rcx
	jne .LBB_312
	orpd %xmm2, %xmm1
	pshufd $238, %xmm1, %xmm2
	por %xmm1, %xmm2
	movq %xmm2, %rsi
	cmpq %rcx, %rax
	je .LBB_315
.LBB_314:
	movzbl -1(%r9,%rcx), %eax
	mulb (%r9,%rcx)
	xorl %ebp, %ebp
	cmpb $-1, %al
	sete %bpl
	shlq %cl, %rbp
	incq %rcx
	orq %rbp, %rsi
	cmpq %rcx, %r13
	jne .LBB_314
.LBB_315:
	movq %r12, %rcx
	testq %rsi, %rsi
	movq 16(%rsp), %rbp
	movq 80(%rsp), %r13
	jne .LBB_317
	jmp .LBB_303
.LBB_316:
	movq %rcx, %r12
	leaq -1(%rsi), %rax
	andq %rax, %rsi
	je .LBB_303
.LBB_317:
	rep bsfq	%rsi, %rax
	addq %rdi, %rax
	cmpq %rdx, %rax
	jae .LBB_379
	movq 136(%rsp), %r12
	movsbq (%r12,%rax), %r12
	cmpq %r12, %rcx
	je .LBB_316
	testq %rcx, %rcx
	je .LBB_322
	cmpq %rbp, %rax
	jae .LBB_385
	movsd (%r13,%rax,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %rcx, %xmm2
	subsd %xmm0, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm0, %xmm1
	addsd .LCPI_9(%rip), %xmm1
	mulsd .LCPI_10(%rip), %xmm1
	addsd .LCPI_11(%rip), %xmm1
	mulsd .LCPI_12(%rip), %xmm1
	movsd 8(%rsp), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, 8(%rsp)
	incq %rbx
.LBB_322:
	cmpq %rbp, %rax
	jae .LBB_384
	movsd (%r13,%rax,8), %xmm0
	movq %r12, %rcx
	leaq -1(%rsi), %rax
	andq %rax, %rsi
	jne .LBB_317
	jmp .LBB_303
.LBB_324:
	testq %r12, %r12
	je .LBB_327
	testq %rbp, %rbp
	je .LBB_397
	movsd -8(%r13,%rbp,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %r12, %xmm2
	subsd %xmm0, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm0, %xmm1
	addsd .LCPI_9(%rip), %xmm1
	mulsd .LCPI_10(%rip), %xmm1
	addsd .LCPI_11(%rip), %xmm1
	mulsd .LCPI_12(%rip), %xmm1
	movsd 8(%rsp), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, 8(%rsp)
	incq %rbx
.LBB_327:
	movq 56(%rsp), %r15
	movq 48(%rsp), %r13
	movq 40(%rsp), %rsi
	testq %rsi, %rsi
	movq 72(%rsp), %r14
	je .LBB_329
.LBB_328:
	shlq $3, %rsi
	movl $8, %edx
	movq %r13, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_329:
	testq %r15, %r15
	je .LBB_331
	shlq $3, %r15
	movl $8, %edx
	movq %r14, %rdi
	movq %r15, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_331:
	movq 216(%rsp), %r14
	cmpq 200(%rsp), %r14
	jne .LBB_165
	leaq 200(%rsp), %rdi
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	jmp .LBB_165
.LBB_333:
	xorpd %xmm0, %xmm0
	movsd %xmm0, 8(%rsp)
	xorl %ebx, %ebx
	movq 40(%rsp), %rsi
	testq %rsi, %rsi
	movq 72(%rsp), %r14
	jne .LBB_328
	jmp .LBB_329
.LBB_336:
	leaq .Lanon.1(%rip), %rcx
	movq %r14, %rdi
	movq 8(%rsp), %rdx
	movq 56(%rsp), %r15
	movq 72(%rsp), %r12
	movq 40(%rsp), %r14
	movq 48(%rsp), %r13
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_337:
	movq 216(%rsp), %rax
	movq 288(%rsp), %rcx
	movq %rax, 16(%rcx)
	movupd 200(%rsp), %xmm0
	movupd %xmm0, (%rcx)
.LBB_338:
	leaq 304(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	movq 248(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_341
	leaq (%rsi,%rsi,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rsi
	addq $17, %rsi
	je .LBB_341
	movq 240(%rsp), %rdi
	subq %rax, %rdi
	movl $16, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_341:
	movq 88(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_343
	movq 96(%rsp), %rdx
	movq 104(%rsp), %rax
	movq $0, 312(%rsp)
	movq %rcx, 320(%rsp)
	movq %rdx, 328(%rsp)
	movq $0, 344(%rsp)
	movq %rcx, 352(%rsp)
	movq %rdx, 360(%rsp)
	movl $1, %ecx
	jmp .LBB_344
.LBB_343:
	xorl %ecx, %ecx
	xorl %eax, %eax
.LBB_344:
	movq %rcx, 304(%rsp)
	movq %rcx, 336(%rsp)
	movq %rax, 368(%rsp)
	leaq 224(%rsp), %rdi
	leaq 304(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 224(%rsp), %rax
	testq %rax, %rax
	je .LBB_351
	leaq 224(%rsp), %rbx
	leaq 304(%rsp), %r14
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r15
.LBB_347:
	movq 240(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_349
	leaq (%rax,%rcx,8), %rax
	addq $96, %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r15
.LBB_349:
	movq %rbx, %rdi
	movq %r14, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 224(%rsp), %rax
	testq %rax, %rax
	jne .LBB_347
.LBB_351:
	movq 560(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_353
	movq 568(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_353:
	movq 584(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_355
	movq 592(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_355:
	movq 288(%rsp), %rax
	addq $760, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_356:
	movq 632(%rsp), %rbx
	movq 216(%rsp), %rax
	movq 288(%rsp), %rcx
	movq %rax, 16(%rcx)
	movdqu 200(%rsp), %xmm0
	movdqu %xmm0, (%rcx)
	testq %rbx, %rbx
	je .LBB_338
	movq 648(%rsp), %r14
	testq %r14, %r14
	je .LBB_365
	movq 624(%rsp), %r15
	movdqa (%r15), %xmm0
	leaq 16(%r15), %r12
	pmovmskb %xmm0, %r13d
	notl %r13d
	jmp .LBB_360
.LBB_359:
	leal -1(%r13), %eax
	andl %r13d, %eax
	movl %eax, %r13d
	decq %r14
	je .LBB_365
.LBB_360:
	testw %r13w, %r13w
	jne .LBB_362
.LBB_361:
	movdqa (%r12), %xmm0
	addq $-512, %r15
	addq $16, %r12
	pmovmskb %xmm0, %r13d
	xorl $65535, %r13d
	je .LBB_361
.LBB_362:
	rep bsfl	%r13d, %ecx
	shll $5, %ecx
	movq %r15, %rax
	subq %rcx, %rax
	movq -24(%rax), %rsi
	testq %rsi, %rsi
	je .LBB_359
	movq -16(%rax), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_359
.LBB_368:
	leaq .Lanon.2(%rip), %rcx
	jmp .LBB_369
.LBB_364:
	movq %rcx, %rdi
	leaq .Lanon.3(%rip), %rcx
.LBB_369:
	movq 56(%rsp), %r15
	movq 72(%rsp), %r12
	movq 40(%rsp), %r14
	movq 48(%rsp), %r13
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_365:
	movq %rbx, %rax
	shlq $5, %rax
	addq %rax, %rbx
	addq $49, %rbx
	je .LBB_338
	movq 624(%rsp), %rdi
	subq %rax, %rdi
	addq $-32, %rdi
	movl $16, %edx
	movq %rbx, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_338
.LBB_370:
	leaq .Lanon.4(%rip), %rdx
.LBB_371:
	movq %r12, %rdi
	movq 8(%rsp), %rsi
	movq 56(%rsp), %r15
	movq 72(%rsp), %r12
	movq 40(%rsp), %r14
	movq 48(%rsp), %r13
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_372:
	leaq .Lanon.5(%rip), %rdi
	leaq .Lanon.6(%rip), %rdx
	movl $49, %esi
	movq 40(%rsp), %r14
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_373:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_139
.LBB_375:
	movl $49, %r8d
	leaq .Lanon.7(%rip), %r9
	leaq .Lanon.8(%rip), %rcx
	leaq 544(%rsp), %rdx
	leaq 536(%rsp), %rsi
	jmp .LBB_377
.LBB_376:
	movl $61, %r8d
	leaq 552(%rsp), %rsi
	leaq 688(%rsp), %rdx
	leaq .Lanon.9(%rip), %rcx
	leaq .Lanon.10(%rip), %r9
.LBB_377:
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_378:
	movq %rax, %r12
	leaq .Lanon.11(%rip), %rdx
	jmp .LBB_371
.LBB_379:
	leaq .Lanon.12(%rip), %rcx
	jmp .LBB_386
.LBB_380:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_163
.LBB_382:
	movq $0, (%rsp)
.LBB_383:
	movq (%rsp), %rdi
	movq 24(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_384:
	movq %rbp, %rdx
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_386
.LBB_385:
	movq %rbp, %rdx
	leaq .Lanon.14(%rip), %rcx
.LBB_386:
	movq 56(%rsp), %r15
	movq 72(%rsp), %r12
	movq 40(%rsp), %r14
	movq 48(%rsp), %r13
.LBB_387:
	movq %rax, %rdi
	movq %rdx, %rsi
	movq %rcx, %rdx
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_388:
	leaq .Lanon.15(%rip), %rdx
	jmp .LBB_393
.LBB_389:
	movq %rax, %rdi
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_393
.LBB_390:
	movq %r15, %rdi
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_393
.LBB_391:
	movq 112(%rsp), %rdi
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_393
.LBB_392:
	movq 24(%rsp), %rdi
	leaq .Lanon.19(%rip), %rdx
.LBB_393:
	movq %rdi, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_394:
	leaq .Lanon.20(%rip), %rcx
	movq 40(%rsp), %r14
	jmp .LBB_387
.LBB_395:
	leaq .Lanon.21(%rip), %rdi
	leaq .Lanon.22(%rip), %rdx
	movl $22, %esi
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_396:
	leaq .Lanon.23(%rip), %rdi
	leaq .Lanon.24(%rip), %rcx
	leaq .Lanon.25(%rip), %r8
	leaq 135(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_397:
	movq $-1, %rax
	xorl %edx, %edx
	leaq .Lanon.26(%rip), %rcx
	jmp .LBB_386
.LBB_398:
	movl $8, %edi
	movq %r12, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_399:
	movl $8, %edi
	movq 424(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_401
.LBB_400:
	movl $1, %edi
	movq 16(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_401:
	ud2
	movq %rax, %rbx
	jmp .LBB_435
	movq %rax, %rbx
	movq 40(%rsp), %r14
	jmp .LBB_430
	jmp .LBB_425
	jmp .LBB_416
	movq %rax, %rbx
	cmpq $0, 16(%rsp)
	je .LBB_409
	movl $1, %edx
	movq 136(%rsp), %rdi
	movq 16(%rsp), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_409
	movq %rax, %rbx
.LBB_409:
	testq %rbp, %rbp
	je .LBB_440
	leaq (,%rbp,8), %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %rbp, 16(%rsp)
	jmp .LBB_412
	movq %rax, %rbx
	cmpq $0, 16(%rsp)
	je .LBB_440
.LBB_412:
	movq 16(%rsp), %rax
	leaq (,%rax,8), %rsi
	movl $8, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_414
	movq %rax, %rbx
	cmpq $0, 16(%rsp)
	je .LBB_440
.LBB_414:
	movq 16(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq 8(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_440
.LBB_416:
	movq %rax, %rbx
	leaq 560(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	jmp .LBB_423
	jmp .LBB_425
	jmp .LBB_425
	movq %rbx, %rdi
	movq %rax, %rbx
	cmpq $0, (%rsp)
	je .LBB_441
	movq (%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_441
.LBB_423:
	movq %rax, %rbx
	jmp .LBB_434
.LBB_425:
	movq %rax, %rbx
	jmp .LBB_441
	jmp .LBB_428
.LBB_428:
	movq %rax, %rbx
	movq 56(%rsp), %r15
	movq 72(%rsp), %r12
	movq 40(%rsp), %r14
	movq 48(%rsp), %r13
	jmp .LBB_430
	movq %rax, %rbx
.LBB_430:
	testq %r14, %r14
	je .LBB_432
	shlq $3, %r14
	movl $8, %edx
	movq %r13, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_432:
	testq %r15, %r15
	je .LBB_434
	shlq $3, %r15
	movl $8, %edx
	movq %r12, %rdi
	movq %r15, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_434:
	leaq 616(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	movq 200(%rsp), %r14
.LBB_435:
	testq %r14, %r14
	je .LBB_438
	movq 208(%rsp), %rdi
	shlq $4, %r14
	movl $8, %edx
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_438
	movq %rax, %rbx
.LBB_438:
	leaq 304(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	jmp .LBB_440
	movq %rax, %rbx
.LBB_440:
	leaq 224(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_441:
	leaq 88(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	leaq 560(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
