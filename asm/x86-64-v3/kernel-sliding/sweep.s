# kernel_sliding::sweep — kernel-sliding, target-cpu=x86-64-v3
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu x86-64-v3 --target-dir target/asm/x86-64-v3 --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $856, %rsp
	movq %rdi, 448(%rsp)
	movq (%rsi), %rax
	movq 8(%rsi), %r13
	movq 16(%rsi), %rbx
	movq 24(%rsi), %r14
	leaq 456(%rsp), %rdi
	movq %rax, 88(%rsp)
	movq %rax, %rsi
	movq %r13, %rdx
	movq %rbx, %rcx
	movq %r14, %r8
	callq kernel_sliding::grid_for
	movq $0, 96(%rsp)
	movq $0, 112(%rsp)
	leaq (%r14,%r14,2), %rax
	shlq $4, %rax
	movq %rbx, 32(%rsp)
	addq %rbx, %rax
	movq %rax, 280(%rsp)
	movq %r14, 136(%rsp)
	testq %r14, %r14
	movq %r13, 24(%rsp)
	je .LBB_140
	leaq (,%r13,8), %rdx
	movabsq $2305843009213693951, %rax
	cmpq %rax, %r13
	seta %al
	movabsq $9223372036854775800, %rcx
	movq %rdx, 56(%rsp)
	cmpq %rcx, %rdx
	seta %cl
	orb %al, %cl
	je .LBB_46
	leaq 312(%rsp), %rbx
	movq 32(%rsp), %r15
	jmp .LBB_4
.LBB_3:
	cmpq 280(%rsp), %r15
	je .LBB_140
.LBB_4:
	movq %rbx, %rdi
	movq %r15, %rsi
	callq kernel_sliding::raw_lengths
	movq 96(%rsp), %rax
	testq %rax, %rax
	je .LBB_385
	addq $48, %r15
	movq 312(%rsp), %r9
	movq 320(%rsp), %r8
	movq 328(%rsp), %rdi
	movq 336(%rsp), %rsi
	movq 344(%rsp), %rcx
	movq 104(%rsp), %rdx
	movq %rdx, %r10
	movq %rax, %r11
.LBB_7:
	movzwl 362(%r11), %r12d
	movl %r12d, %r13d
	shll $3, %r13d
	movq $-1, %r14
.LBB_8:
	testq %r13, %r13
	je .LBB_11
	cmpq 16(%r11,%r14,8), %r9
	seta %bpl
	sbbb $0, %bpl
	incq %r14
	addq $-8, %r13
	cmpb $1, %bpl
	je .LBB_8
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_12
	jmp .LBB_14
.LBB_11:
	movq %r12, %r14
.LBB_12:
	subq $1, %r10
	jb .LBB_385
	movq 368(%r11,%r14,8), %r11
	jmp .LBB_7
.LBB_14:
	movq %rdx, %r9
	movq %rax, %r10
.LBB_15:
	movzwl 362(%r10), %r14d
	movl %r14d, %r12d
	shll $3, %r12d
	movq $-1, %r11
.LBB_16:
	testq %r12, %r12
	je .LBB_19
	cmpq 16(%r10,%r11,8), %r8
	seta %bpl
	sbbb $0, %bpl
	incq %r11
	addq $-8, %r12
	cmpb $1, %bpl
	je .LBB_16
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_20
	jmp .LBB_22
.LBB_19:
	movq %r14, %r11
.LBB_20:
	subq $1, %r9
	jb .LBB_385
	movq 368(%r10,%r11,8), %r10
	jmp .LBB_15
.LBB_22:
	movq %rdx, %r8
	movq %rax, %r9
.LBB_23:
	movzwl 362(%r9), %r11d
	movl %r11d, %r14d
	shll $3, %r14d
	movq $-1, %r10
.LBB_24:
	testq %r14, %r14
	je .LBB_27
	cmpq 16(%r9,%r10,8), %rdi
	seta %bpl
	sbbb $0, %bpl
	incq %r10
	addq $-8, %r14
	cmpb $1, %bpl
	je .LBB_24
	movzbl %bpl, %r11d
	testl %r11d, %r11d
	jne .LBB_28
	jmp .LBB_30
.LBB_27:
	movq %r11, %r10
.LBB_28:
	subq $1, %r8
	jb .LBB_385
	movq 368(%r9,%r10,8), %r9
	jmp .LBB_23
.LBB_30:
	movq %rdx, %rdi
	movq %rax, %r8
.LBB_31:
	movzwl 362(%r8), %r10d
	movl %r10d, %r11d
	shll $3, %r11d
	movq $-1, %r9
.LBB_32:
	testq %r11, %r11
	je .LBB_35
	cmpq 16(%r8,%r9,8), %rsi
	seta %bpl
	sbbb $0, %bpl
	incq %r9
	addq $-8, %r11
	cmpb $1, %bpl
	je .LBB_32
	movzbl %bpl, %r10d
	testl %r10d, %r10d
	jne .LBB_36
	jmp .LBB_38
.LBB_35:
	movq %r10, %r9
.LBB_36:
	subq $1, %rdi
	jb .LBB_385
	movq 368(%r8,%r9,8), %r8
	jmp .LBB_31
.LBB_38:
	movq 24(%rsp), %r13
.LBB_39:
	movzwl 362(%rax), %edi
	movl %edi, %r8d
	shll $3, %r8d
	movq $-1, %rsi
.LBB_40:
	testq %r8, %r8
	je .LBB_43
	cmpq 16(%rax,%rsi,8), %rcx
	seta %r9b
	sbbb $0, %r9b
	incq %rsi
	addq $-8, %r8
	cmpb $1, %r9b
	je .LBB_40
	movzbl %r9b, %edi
	testl %edi, %edi
	je .LBB_3
	jmp .LBB_44
.LBB_43:
	movq %rdi, %rsi
.LBB_44:
	subq $1, %rdx
	jb .LBB_385
	movq 368(%rax,%rsi,8), %rax
	jmp .LBB_39
.LBB_46:
	leaq 96(%rsp), %rbx
	leaq 456(%rsp), %rbp
	movq 32(%rsp), %rsi
	jmp .LBB_49
.LBB_47:
	movq %r12, 8(%rsp)
	movq %rbx, %r12
	movq 160(%rsp), %rsi
	addq $48, %rsi
	cmpq 280(%rsp), %rsi
	je .LBB_140
.LBB_49:
	movq %rbx, %r13
	movq %rbp, %rbx
	leaq 312(%rsp), %rdi
	movq %rsi, 160(%rsp)
	callq kernel_sliding::raw_lengths
	movq 312(%rsp), %rbp
	movq 320(%rsp), %r14
	movq 328(%rsp), %r15
	movq 336(%rsp), %rax
	movq %rax, 144(%rsp)
	movq 344(%rsp), %rax
	movq %rax, 40(%rsp)
	movq 96(%rsp), %rax
	testq %rax, %rax
	je .LBB_95
	movq 104(%rsp), %rdx
	movq %rax, %rcx
.LBB_52:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_53:
	testq %rdi, %rdi
	je .LBB_57
	cmpq 16(%rcx,%r12,8), %rbp
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_53
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_59
	subq $1, %rdx
	jae .LBB_58
	jmp .LBB_135
.LBB_57:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_135
.LBB_58:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_52
.LBB_59:
	movq %r12, 8(%rsp)
	movq %r13, %r12
	movq 24(%rsp), %r9
	movq %rbx, %rbp
	testq %rax, %rax
	je .LBB_103
.LBB_60:
	movq 104(%rsp), %rdx
	movq %rax, %rcx
.LBB_61:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_62:
	testq %rdi, %rdi
	je .LBB_66
	cmpq 16(%rcx,%r12,8), %r14
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_62
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_68
	subq $1, %rdx
	jae .LBB_67
	jmp .LBB_136
.LBB_66:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_136
.LBB_67:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_61
.LBB_68:
	movq %r12, 8(%rsp)
	movq %r13, %rbx
	movq %r13, %r12
	movq %r9, %r13
	testq %rax, %rax
	je .LBB_111
.LBB_69:
	movq 104(%rsp), %rdx
	movq %rax, %rcx
.LBB_70:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_71:
	testq %rdi, %rdi
	je .LBB_75
	cmpq 16(%rcx,%r12,8), %r15
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_71
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_77
	subq $1, %rdx
	jae .LBB_76
	jmp .LBB_137
.LBB_75:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_137
.LBB_76:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_70
.LBB_77:
	movq %r12, 8(%rsp)
	movq %rbx, %r12
	testq %rax, %rax
	movq 144(%rsp), %r10
	je .LBB_119
.LBB_78:
	movq 104(%rsp), %r9
	movq %rax, %rcx
	movq 40(%rsp), %rdx
.LBB_79:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_80:
	testq %rdi, %rdi
	je .LBB_84
	cmpq 16(%rcx,%r12,8), %r10
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_80
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_86
	subq $1, %r9
	jae .LBB_85
	jmp .LBB_138
.LBB_84:
	movq %rsi, %r12
	subq $1, %r9
	jb .LBB_138
.LBB_85:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_79
.LBB_86:
	movq %r12, 8(%rsp)
	movq %rbx, %r12
	testq %rax, %rax
	je .LBB_127
.LBB_87:
	movq 104(%rsp), %rcx
.LBB_88:
	movzwl 362(%rax), %r8d
	movl %r8d, %esi
	shll $3, %esi
	movq $-1, %r12
.LBB_89:
	testq %rsi, %rsi
	je .LBB_93
	cmpq 16(%rax,%r12,8), %rdx
	seta %dil
	sbbb $0, %dil
	incq %r12
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_89
	movzbl %dil, %esi
	testl %esi, %esi
	je .LBB_47
	subq $1, %rcx
	jae .LBB_94
	jmp .LBB_139
.LBB_93:
	movq %r8, %r12
	subq $1, %rcx
	jb .LBB_139
.LBB_94:
	movq 368(%rax,%r12,8), %rax
	jmp .LBB_88
.LBB_95:
	xorl %ecx, %ecx
.LBB_96:
	movq %r13, 168(%rsp)
	movq %rbp, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	movq 56(%rsp), %rbx
	testq %rbx, %rbx
	je .LBB_99
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 24(%rsp), %r13
	movq %r13, 16(%rsp)
	jmp .LBB_100
.LBB_99:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 24(%rsp), %r13
.LBB_100:
	movq 88(%rsp), %rdi
	movq %r13, %rsi
	movq %rbp, %rdx
	leaq 456(%rsp), %rbp
	movq %rbp, %rcx
	movq %rbx, %r8
	movq %r13, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r13, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq %r13, %r9
	movq 96(%rsp), %rax
	leaq 96(%rsp), %r13
	testq %rax, %rax
	jne .LBB_60
.LBB_103:
	xorl %ecx, %ecx
.LBB_104:
	movq %r13, 168(%rsp)
	movq %r14, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	movq 56(%rsp), %rbx
	testq %rbx, %rbx
	je .LBB_107
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 24(%rsp), %r13
	movq %r13, 16(%rsp)
	jmp .LBB_108
.LBB_107:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 24(%rsp), %r13
.LBB_108:
	movq 88(%rsp), %rdi
	movq %r13, %rsi
	movq %r14, %rdx
	movq %rbp, %rcx
	movq %rbx, %r8
	movq %r13, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r13, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 96(%rsp), %rax
	leaq 96(%rsp), %rbx
	testq %rax, %rax
	jne .LBB_69
.LBB_111:
	xorl %ecx, %ecx
.LBB_112:
	movq %rbx, 168(%rsp)
	movq %r15, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	movq 56(%rsp), %rbx
	testq %rbx, %rbx
	je .LBB_115
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 24(%rsp), %r13
	movq %r13, 16(%rsp)
	jmp .LBB_116
.LBB_115:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 24(%rsp), %r13
.LBB_116:
	movq 88(%rsp), %rdi
	movq %r13, %rsi
	movq %r15, %rdx
	movq %rbp, %rcx
	movq %rbx, %r8
	movq %r13, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r13, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 96(%rsp), %rax
	leaq 96(%rsp), %rbx
	testq %rax, %rax
	movq 144(%rsp), %r10
	jne .LBB_78
.LBB_119:
	xorl %ecx, %ecx
.LBB_120:
	movq %rbx, 168(%rsp)
	movq %r10, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	movq 56(%rsp), %rbx
	testq %rbx, %rbx
	je .LBB_123
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 24(%rsp), %r13
	movq %r13, 16(%rsp)
	movq 144(%rsp), %r10
	jmp .LBB_124
.LBB_123:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 24(%rsp), %r13
.LBB_124:
	movq 88(%rsp), %rdi
	movq %r13, %rsi
	movq %r10, %rdx
	movq %rbp, %rcx
	movq %rbx, %r8
	movq %r13, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r13, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 96(%rsp), %rax
	leaq 96(%rsp), %rbx
	movq 40(%rsp), %rdx
	testq %rax, %rax
	jne .LBB_87
.LBB_127:
	xorl %eax, %eax
.LBB_128:
	movq %rbx, 168(%rsp)
	movq %rdx, 176(%rsp)
	movq %rax, 184(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	movq 56(%rsp), %rbx
	testq %rbx, %rbx
	je .LBB_131
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 24(%rsp), %r13
	movq %r13, 16(%rsp)
	movq 40(%rsp), %rdx
	jmp .LBB_132
.LBB_131:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 24(%rsp), %r13
.LBB_132:
	movq 88(%rsp), %rdi
	movq %r13, %rsi
	movq %rbp, %rcx
	movq %rbx, %r8
	movq %r13, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r13, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	leaq 96(%rsp), %rbx
	movq 160(%rsp), %rsi
	addq $48, %rsi
	cmpq 280(%rsp), %rsi
	jne .LBB_49
	jmp .LBB_140
.LBB_135:
	movq $0, 8(%rsp)
	jmp .LBB_96
.LBB_136:
	movq $0, 8(%rsp)
	jmp .LBB_104
.LBB_137:
	movq $0, 8(%rsp)
	jmp .LBB_112
.LBB_138:
	movq $0, 8(%rsp)
	jmp .LBB_120
.LBB_139:
	movq $0, 8(%rsp)
	jmp .LBB_128
.LBB_140:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_378
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_142:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 88(%rsp), %rcx
	movq %rcx, 208(%rsp)
	movq %r13, 216(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 224(%rsp)
	movq %rax, 256(%rsp)
	movq %rdx, 264(%rsp)
	leaq (,%r13,8), %r12
	movabsq $2305843009213693951, %rax
	cmpq %rax, %r13
	seta %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %r12
	seta %cl
	orb %al, %cl
	je .LBB_145
	xorl %ebx, %ebx
.LBB_144:
	movq %rbx, %rdi
	movq %r12, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_145:
	testq %r12, %r12
	movq %r12, 272(%rsp)
	je .LBB_154
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebx
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_144
	movq %rax, %rbp
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_399
	movq %rax, %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_401
	movq %rax, %rbx
	movq %r13, %r14
	testq %r13, %r13
	movq %rbp, 8(%rsp)
	je .LBB_155
.LBB_150:
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $1, %esi
	movq %r13, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, 128(%rsp)
	testq %rax, %rax
	je .LBB_400
	movq 472(%rsp), %rbp
	testq %rbp, %rbp
	je .LBB_156
.LBB_152:
	leaq (,%rbp,8), %r12
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	jne .LBB_157
	movl $8, %edi
	movq %r12, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_154:
	movl $8, %r15d
	xorl %r14d, %r14d
	movl $8, %ebp
	movl $8, %ebx
	testq %r13, %r13
	movq %rbp, 8(%rsp)
	jne .LBB_150
.LBB_155:
	movl $1, %eax
	movq %rax, 128(%rsp)
	movq 472(%rsp), %rbp
	testq %rbp, %rbp
	jne .LBB_152
.LBB_156:
	movl $8, %eax
.LBB_157:
	movabsq $1152921504606846976, %rcx
	movq %r14, 312(%rsp)
	movq 8(%rsp), %rdx
	movq %rdx, 320(%rsp)
	movq 24(%rsp), %rdx
	movq %rdx, 328(%rsp)
	movq %r14, 336(%rsp)
	movq %r15, 344(%rsp)
	movq %rdx, 352(%rsp)
	movq %r14, 360(%rsp)
	movq %rbx, 368(%rsp)
	movq %rdx, 376(%rsp)
	movq %rdx, 384(%rsp)
	movq 128(%rsp), %rdx
	movq %rdx, 392(%rsp)
	movq $0, 400(%rsp)
	movq %rbp, 408(%rsp)
	movq %rax, 416(%rsp)
	movq %rbp, 424(%rsp)
	movq 136(%rsp), %r15
	movq %r15, %rbx
	shlq $4, %rbx
	decq %rcx
	cmpq %rcx, %r15
	seta %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %rbx
	seta %cl
	orb %al, %cl
	je .LBB_160
	xorl %r14d, %r14d
.LBB_159:
	movq %r14, %rdi
	movq %rbx, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_160:
	testq %rbx, %rbx
	je .LBB_163
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	movq 24(%rsp), %rdx
	movabsq $2305843009213693951, %rsi
	je .LBB_159
	movq %r15, %rcx
	jmp .LBB_164
.LBB_163:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 24(%rsp), %rdx
	movabsq $2305843009213693951, %rsi
.LBB_164:
	movq %rcx, 288(%rsp)
	movq %rax, 296(%rsp)
	movq $0, 304(%rsp)
	testq %r15, %r15
	movq 32(%rsp), %rax
	je .LBB_351
	cmpq $1, %rdx
	movq %rdx, %rcx
	adcq $-1, %rcx
	addq $63, %rcx
	shrq $6, %rcx
	movq %rcx, 440(%rsp)
	addq $-7, %rsi
	andq %rdx, %rsi
	movq %rsi, 528(%rsp)
	andl $3, %edx
	movq %rdx, 432(%rsp)
	vbroadcastsd .LCPI_6(%rip), %ymm0
	vmovups %ymm0, 784(%rsp)
	vbroadcastsd .LCPI_7(%rip), %ymm0
	vmovups %ymm0, 752(%rsp)
	vbroadcastsd .LCPI_8(%rip), %ymm0
	vmovups %ymm0, 720(%rsp)
	vbroadcastsd .LCPI_3(%rip), %ymm0
	vmovupd %ymm0, 688(%rsp)
	jmp .LBB_167
.LBB_166:
	movq 296(%rsp), %rax
	movq %r14, %rcx
	shlq $4, %rcx
	vmovsd 8(%rsp), %xmm0
	vmovsd %xmm0, (%rax,%rcx)
	movq %rbx, 8(%rax,%rcx)
	incq %r14
	movq %r14, 304(%rsp)
	movq 536(%rsp), %rcx
	movq %rcx, %rax
	cmpq 280(%rsp), %rcx
	je .LBB_352
.LBB_167:
	movq %rax, 32(%rsp)
	movq (%rax), %rax
	testq %rax, %rax
	js .LBB_397
	movq 96(%rsp), %rdx
	testq %rdx, %rdx
	je .LBB_396
	movq 32(%rsp), %rcx
	addq $48, %rcx
	movq %rcx, 536(%rsp)
	movq 104(%rsp), %rsi
	movq %rsi, %rcx
	movq %rdx, %r8
.LBB_170:
	movzwl 362(%r8), %r10d
	leal (,%r10,8), %edi
	leaq (%rdi,%rdi,2), %r11
	movq $-1, %rdi
	xorl %r9d, %r9d
.LBB_171:
	cmpq %r9, %r11
	je .LBB_174
	cmpq 16(%r8,%rdi,8), %rax
	seta %bl
	sbbb $0, %bl
	addq $24, %r9
	incq %rdi
	cmpb $1, %bl
	je .LBB_171
	movzbl %bl, %r10d
	testl %r10d, %r10d
	jne .LBB_175
	jmp .LBB_177
.LBB_174:
	movq %r10, %rdi
.LBB_175:
	subq $1, %rcx
	jb .LBB_396
	movq 368(%r8,%rdi,8), %r8
	jmp .LBB_170
.LBB_177:
	movq 32(%rsp), %rax
	movq 8(%rax), %rdi
	testq %rdi, %rdi
	js .LBB_397
	movq 80(%r8,%r9), %rcx
	movq 88(%r8,%r9), %rax
	movq %rsi, %r8
	movq %rdx, %r10
.LBB_179:
	movzwl 362(%r10), %ebx
	leal (,%rbx,8), %r9d
	leaq (%r9,%r9,2), %r14
	movq $-1, %r9
	xorl %r11d, %r11d
.LBB_180:
	cmpq %r11, %r14
	je .LBB_183
	cmpq 16(%r10,%r9,8), %rdi
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r11
	incq %r9
	cmpb $1, %bpl
	je .LBB_180
	movzbl %bpl, %ebx
	testl %ebx, %ebx
	jne .LBB_184
	jmp .LBB_186
.LBB_183:
	movq %rbx, %r9
.LBB_184:
	subq $1, %r8
	jb .LBB_396
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_179
.LBB_186:
	movq 32(%rsp), %rdi
	movq 32(%rdi), %r9
	testq %r9, %r9
	js .LBB_397
	movq 80(%r10,%r11), %r8
	movq 88(%r10,%r11), %rdi
	movq %rsi, %r11
	movq %rdx, %r10
.LBB_188:
	movzwl 362(%r10), %r15d
	leal (,%r15,8), %ebx
	leaq (%rbx,%rbx,2), %r12
	movq $-1, %rbx
	xorl %r14d, %r14d
.LBB_189:
	cmpq %r14, %r12
	je .LBB_192
	cmpq 16(%r10,%rbx,8), %r9
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r14
	incq %rbx
	cmpb $1, %bpl
	je .LBB_189
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_193
	jmp .LBB_195
.LBB_192:
	movq %r15, %rbx
.LBB_193:
	subq $1, %r11
	jb .LBB_396
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_188
.LBB_195:
	movq 32(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_397
	movq 80(%r10,%r14), %r11
	movq %r11, 56(%rsp)
	movq 88(%r10,%r14), %r10
	movq %r10, 16(%rsp)
	movq %rsi, %r11
	movq %rdx, %r10
.LBB_197:
	movzwl 362(%r10), %r14d
	leal (,%r14,8), %ebx
	leaq (%rbx,%rbx,2), %r12
	movq $-1, %rbx
	xorl %r15d, %r15d
.LBB_198:
	cmpq %r15, %r12
	je .LBB_201
	cmpq 16(%r10,%rbx,8), %r9
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r15
	incq %rbx
	cmpb $1, %bpl
	je .LBB_198
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_202
	jmp .LBB_204
.LBB_201:
	movq %r14, %rbx
.LBB_202:
	subq $1, %r11
	jb .LBB_396
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_197
.LBB_204:
	movq 32(%rsp), %r9
	movq 24(%r9), %r14
	testq %r14, %r14
	js .LBB_397
	movq 80(%r10,%r15), %r12
	movq 88(%r10,%r15), %r9
	movq %r9, 40(%rsp)
.LBB_206:
	movzwl 362(%rdx), %r10d
	leal (,%r10,8), %r9d
	leaq (%r9,%r9,2), %rbx
	movq $-1, %r9
	xorl %r11d, %r11d
.LBB_207:
	cmpq %r11, %rbx
	je .LBB_210
	cmpq 16(%rdx,%r9,8), %r14
	seta %r15b
	sbbb $0, %r15b
	addq $24, %r11
	incq %r9
	cmpb $1, %r15b
	je .LBB_207
	movzbl %r15b, %r10d
	testl %r10d, %r10d
	jne .LBB_211
	jmp .LBB_213
.LBB_210:
	movq %r10, %r9
.LBB_211:
	subq $1, %rsi
	jb .LBB_396
	movq 368(%rdx,%r9,8), %rdx
	jmp .LBB_206
.LBB_213:
	movq %r12, 136(%rsp)
	movq 80(%rdx,%r11), %rbp
	movq 88(%rdx,%r11), %r12
	movq 320(%rsp), %rbx
	movq 328(%rsp), %r11
	leaq (,%r11,8), %r15
	leaq (%rbx,%r11,8), %r13
	testq %r11, %r11
	je .LBB_223
	cmpq %rdi, %rax
	movq %rdi, %rdx
	cmovbq %rax, %rdx
	leaq -8(%r15), %r9
	shrq $3, %r9
	cmpq %r9, %rdx
	cmovbq %rdx, %r9
	cmpq $8, %r9
	jae .LBB_216
.LBB_215:
	movq %rbx, %rdx
	xorl %esi, %esi
	jmp .LBB_220
.LBB_216:
	movq %rbx, %rdx
	subq %r8, %rdx
	cmpq $64, %rdx
	jb .LBB_215
	movq %rbx, %r10
	subq %rcx, %r10
	movq %rbx, %rdx
	movl $0, %esi
	cmpq $64, %r10
	jb .LBB_220
	incq %r9
	movl %r9d, %edx
	andl $7, %edx
	movl $8, %esi
	cmoveq %rsi, %rdx
	movq %r9, %rsi
	subq %rdx, %rsi
	leaq (%rbx,%rsi,8), %rdx
	xorl %r9d, %r9d
.LBB_219:
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
	jne .LBB_219
.LBB_220:
	cmpq %rsi, %rdi
	je .LBB_391
	cmpq %rsi, %rax
	je .LBB_390
	vmovsd (%r8,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rdx)
	addq $8, %rdx
	incq %rsi
	cmpq %r13, %rdx
	jne .LBB_220
.LBB_223:
	movq %rbp, 152(%rsp)
	movq 32(%rsp), %rax
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_397
	movq %r12, %rbp
	movq 344(%rsp), %r8
	movq 352(%rsp), %r9
	movq %rbx, %rdi
	movq %r11, %rsi
	leaq 456(%rsp), %rcx
	movq %r8, 144(%rsp)
	movq %r9, 8(%rsp)
	movq %r11, %r12
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq %r12, 160(%rsp)
	testq %r12, %r12
	movq 56(%rsp), %rdi
	je .LBB_238
	movq 16(%rsp), %rax
	movq 40(%rsp), %rcx
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
	jae .LBB_228
	xorl %ecx, %ecx
	movq 136(%rsp), %rsi
	movq 152(%rsp), %r8
	jmp .LBB_233
.LBB_228:
	subq %rdi, %rax
	cmpq $64, %rax
	movq 136(%rsp), %rsi
	movq %rbx, %rax
	jb .LBB_299
	subq %rsi, %rax
	cmpq $64, %rax
	movq 152(%rsp), %r8
	jb .LBB_300
	movq %rbx, %rdx
	subq %r8, %rdx
	movq %rbx, %rax
	movl $0, %ecx
	cmpq $64, %rdx
	jb .LBB_233
	incq %r15
	movl %r15d, %eax
	andl $7, %eax
	movl $8, %ecx
	cmoveq %rcx, %rax
	movq %r15, %rcx
	subq %rax, %rcx
	leaq (%rbx,%rcx,8), %rax
	xorl %edx, %edx
	vbroadcastsd .LCPI_0(%rip), %ymm2
.LBB_232:
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
	jne .LBB_232
.LBB_233:
	leaq (%r8,%rcx,8), %rdx
	leaq (%rsi,%rcx,8), %rsi
	leaq (%rdi,%rcx,8), %rdi
	movq %rbp, %r8
	subq %rcx, %r8
	movq 40(%rsp), %r9
	subq %rcx, %r9
	movq 16(%rsp), %r10
	subq %rcx, %r10
	xorl %ecx, %ecx
	xorl %r11d, %r11d
.LBB_234:
	cmpq %r11, %r10
	je .LBB_393
	cmpq %r11, %r9
	je .LBB_392
	cmpq %r11, %r8
	je .LBB_394
	vmovsd .LCPI_0(%rip), %xmm0
	vmulsd (%rdi,%r11,8), %xmm0, %xmm0
	vsubsd (%rsi,%r11,8), %xmm0, %xmm0
	vsubsd (%rdx,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rax,%r11,8)
	incq %r11
	leaq (%rax,%rcx), %r15
	addq $8, %r15
	addq $8, %rcx
	cmpq %r13, %r15
	jne .LBB_234
.LBB_238:
	movq 368(%rsp), %r12
	movq 376(%rsp), %rbp
	movq %rbx, %rdi
	movq 160(%rsp), %rsi
	movq %r14, %rdx
	leaq 456(%rsp), %rcx
	movq %r12, %r8
	movq %rbp, %r9
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	leaq 640(%rsp), %rdi
	leaq 456(%rsp), %rsi
	movq 32(%rsp), %rdx
	callq kernel_sliding::bound::lines
	movq 640(%rsp), %rbx
	movq 648(%rsp), %r14
	movq 656(%rsp), %rax
	movq 664(%rsp), %r15
	movq 672(%rsp), %r13
	movq 680(%rsp), %rcx
	movq 416(%rsp), %rdi
	movq 424(%rsp), %r8
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %r8, %rax
	cmovaeq %r8, %rax
	testq %rax, %rax
	je .LBB_253
	cmpq $8, %rax
	jae .LBB_248
.LBB_242:
	xorl %ecx, %ecx
.LBB_243:
	movq %rax, %rsi
	movq %rcx, %rdx
	andq $7, %rsi
	je .LBB_246
	movq %rcx, %rdx
.LBB_245:
	vmovsd (%r14,%rdx,8), %xmm0
	vaddsd (%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rdi,%rdx,8)
	incq %rdx
	decq %rsi
	jne .LBB_245
.LBB_246:
	subq %rax, %rcx
	cmpq $-8, %rcx
	ja .LBB_253
.LBB_247:
	vmovsd (%r14,%rdx,8), %xmm0
	vaddsd (%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rdi,%rdx,8)
	vmovsd 8(%r14,%rdx,8), %xmm0
	vaddsd 8(%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 8(%rdi,%rdx,8)
	vmovsd 16(%r14,%rdx,8), %xmm0
	vaddsd 16(%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 16(%rdi,%rdx,8)
	vmovsd 24(%r14,%rdx,8), %xmm0
	vaddsd 24(%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 24(%rdi,%rdx,8)
	vmovsd 32(%r14,%rdx,8), %xmm0
	vaddsd 32(%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 32(%rdi,%rdx,8)
	vmovsd 40(%r14,%rdx,8), %xmm0
	vaddsd 40(%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 40(%rdi,%rdx,8)
	vmovsd 48(%r14,%rdx,8), %xmm0
	vaddsd 48(%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 48(%rdi,%rdx,8)
	vmovsd 56(%r14,%rdx,8), %xmm0
	vaddsd 56(%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, 56(%rdi,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rax
	jne .LBB_247
	jmp .LBB_253
.LBB_248:
	movq %rdi, %rcx
	subq %r14, %rcx
	cmpq $64, %rcx
	jb .LBB_242
	movq %rdi, %rdx
	subq %r13, %rdx
	movl $0, %ecx
	cmpq $64, %rdx
	jb .LBB_243
	movq %rax, %rcx
	andq $-8, %rcx
	xorl %edx, %edx
.LBB_251:
	vmovupd (%r14,%rdx,8), %ymm0
	vmovupd 32(%r14,%rdx,8), %ymm1
	vaddpd (%r13,%rdx,8), %ymm0, %ymm0
	vaddpd 32(%r13,%rdx,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rdi,%rdx,8)
	vmovupd %ymm1, 32(%rdi,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rcx
	jne .LBB_251
	cmpq %rcx, %rax
	jne .LBB_243
.LBB_253:
	movq 8(%rsp), %rax
	movq %rax, 616(%rsp)
	movq %rbp, 624(%rsp)
	cmpq %rbp, %rax
	jne .LBB_380
	movq %r8, 632(%rsp)
	movq 472(%rsp), %rax
	movq %rax, 640(%rsp)
	cmpq %rax, %r8
	jne .LBB_381
	movq %r12, 40(%rsp)
	movq %r13, 64(%rsp)
	movq %r15, 72(%rsp)
	movq %r14, 48(%rsp)
	movq %rbx, 80(%rsp)
	testq %r8, %r8
	movq 32(%rsp), %rbx
	movq 144(%rsp), %r14
	je .LBB_285
	movq 464(%rsp), %rax
	movq %rax, 576(%rsp)
	movq 40(%rsp), %rax
	addq $96, %rax
	movq %rax, 552(%rsp)
	leaq 96(%r14), %rax
	movq %rax, 544(%rsp)
	xorl %eax, %eax
	movq %rdi, 568(%rsp)
	movq %r8, 560(%rsp)
	jmp .LBB_258
.LBB_257:
	movq 560(%rsp), %r8
	movq 584(%rsp), %rax
	cmpq %r8, %rax
	movq 568(%rsp), %rdi
	je .LBB_285
.LBB_258:
	movq 576(%rsp), %rdx
	leaq (%rdx,%rax,8), %rcx
	addq $8, %rcx
	movq (%rdx,%rax,8), %rdx
	vmovsd (%rdi,%rax,8), %xmm0
	incq %rax
	movq %rax, 584(%rsp)
	cmpq %r8, %rax
	leaq 504(%rsp), %rax
	cmovaeq %rax, %rcx
	movq (%rcx), %rax
	vucomisd .LCPI_1(%rip), %xmm0
	movq %rax, 56(%rsp)
	jb .LBB_263
	cmpq %rdx, %rax
	jbe .LBB_257
.LBB_260:
	leaq 208(%rsp), %rdi
	movq %rbx, %rsi
	movq %rdx, %r15
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq 8(%rsp), %r15
	jae .LBB_383
	vmovsd %xmm0, (%r14,%r15,8)
	movq 40(%rsp), %rax
	vmovsd %xmm1, (%rax,%r15,8)
	leaq 1(%r15), %rdx
	cmpq %rdx, 56(%rsp)
	jne .LBB_260
	jmp .LBB_257
.LBB_263:
	subq %rdx, %rax
	jbe .LBB_257
	movq %rax, %r8
	shrq $6, %r8
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %r8
	movq %rdx, %rsi
	negq %rsi
	leaq 64(%rdx), %rcx
	vbroadcastsd %xmm0, %ymm1
	movq 552(%rsp), %rax
	leaq (%rax,%rdx,8), %r15
	movq 544(%rsp), %rax
	leaq (%rax,%rdx,8), %r13
	movq 40(%rsp), %rax
	leaq (%rax,%rdx,8), %rbp
	leaq (%r14,%rdx,8), %r12
	movq %rcx, 592(%rsp)
	movq %rcx, %rax
	xorl %r9d, %r9d
	vmovapd %xmm0, 512(%rsp)
	vmovupd %ymm1, 816(%rsp)
	jmp .LBB_266
.LBB_265:
	movq 608(%rsp), %r8
	decq %r8
	movq 136(%rsp), %rsi
	addq $-64, %rsi
	movq 600(%rsp), %r9
	incq %r9
	movq 152(%rsp), %rax
	addq $64, %rax
	addq $512, %r15
	addq $512, %r13
	addq $512, %rbp
	addq $512, %r12
	testq %r8, %r8
	movq 32(%rsp), %rbx
	movq 144(%rsp), %r14
	movq 160(%rsp), %rdx
	je .LBB_257
.LBB_266:
	movq %rdx, %r10
	movq 56(%rsp), %rdi
	cmpq %rax, %rdi
	movq %rax, 152(%rsp)
	cmovbq %rdi, %rax
	leaq (%rax,%rsi), %rcx
	cmpq $1, %rcx
	adcq %rsi, %rax
	movq %r9, %rcx
	shlq $6, %rcx
	addq 592(%rsp), %rcx
	cmpq %rcx, %rdi
	cmovbq %rdi, %rcx
	leaq (%rcx,%rsi), %rdx
	cmpq $1, %rdx
	movq %rsi, 136(%rsp)
	adcq %rsi, %rcx
	leaq 64(%r10), %rsi
	cmpq %rsi, %rdi
	movq %rsi, 160(%rsp)
	cmovbq %rdi, %rsi
	movq %r10, 16(%rsp)
	cmpq %r10, %rsi
	jb .LBB_350
	cmpq 8(%rsp), %rsi
	ja .LBB_350
	movq %r9, 600(%rsp)
	movq %r8, 608(%rsp)
	cmpq 16(%rsp), %rsi
	je .LBB_265
	cmpq $4, %rdx
	jae .LBB_271
	xorl %ebx, %ebx
	xorl %esi, %esi
	vmovddup .LCPI_6(%rip), %xmm1
	vmovapd 512(%rsp), %xmm8
	jmp .LBB_280
.LBB_271:
	cmpq $16, %rdx
	vmovupd 816(%rsp), %ymm11
	jae .LBB_273
	xorl %esi, %esi
	xorl %ebx, %ebx
	vmovapd 512(%rsp), %xmm8
	jmp .LBB_277
.LBB_273:
	movq %rax, %rdi
	andq $-16, %rdi
	movq %rcx, %rsi
	andq $-16, %rsi
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r8d, %r8d
	vxorpd %xmm1, %xmm1, %xmm1
	vxorpd %xmm2, %xmm2, %xmm2
	vpxor %xmm3, %xmm3, %xmm3
	vmovdqa .LCPI_2(%rip), %ymm4
	vmovupd 784(%rsp), %ymm7
	vmovupd 752(%rsp), %ymm8
	vmovdqu 720(%rsp), %ymm9
	vmovdqu 688(%rsp), %ymm10
.LBB_274:
	vmovupd -96(%r15,%r8,8), %ymm5
	vsubpd -96(%r13,%r8,8), %ymm5, %ymm5
	vandpd %ymm7, %ymm5, %ymm5
	vcmplepd %ymm11, %ymm5, %ymm5
	vandpd %ymm5, %ymm8, %ymm5
	vpand %ymm4, %ymm9, %ymm6
	vpsllvq %ymm6, %ymm5, %ymm5
	vpaddq %ymm4, %ymm10, %ymm6
	vpor %ymm0, %ymm5, %ymm0
	vmovupd -64(%r15,%r8,8), %ymm5
	vsubpd -64(%r13,%r8,8), %ymm5, %ymm5
	vandpd %ymm7, %ymm5, %ymm5
	vcmplepd %ymm11, %ymm5, %ymm5
	vandpd %ymm5, %ymm8, %ymm5
	vpand %ymm6, %ymm9, %ymm6
	vpsllvq %ymm6, %ymm5, %ymm5
	vpbroadcastq .LCPI_4(%rip), %ymm6
	vpaddq %ymm6, %ymm4, %ymm6
	vpor %ymm1, %ymm5, %ymm1
	vmovupd -32(%r15,%r8,8), %ymm5
	vsubpd -32(%r13,%r8,8), %ymm5, %ymm5
	vandpd %ymm7, %ymm5, %ymm5
	vcmplepd %ymm11, %ymm5, %ymm5
	vandpd %ymm5, %ymm8, %ymm5
	vpand %ymm6, %ymm9, %ymm6
	vpsllvq %ymm6, %ymm5, %ymm5
	vpbroadcastq .LCPI_5(%rip), %ymm6
	vpaddq %ymm6, %ymm4, %ymm6
	vpor %ymm2, %ymm5, %ymm2
	vmovupd (%r15,%r8,8), %ymm5
	vsubpd (%r13,%r8,8), %ymm5, %ymm5
	vandpd %ymm7, %ymm5, %ymm5
	vcmplepd %ymm11, %ymm5, %ymm5
	vandpd %ymm5, %ymm8, %ymm5
	vpand %ymm6, %ymm9, %ymm6
	vpsllvq %ymm6, %ymm5, %ymm5
	vpor %ymm3, %ymm5, %ymm3
	vpbroadcastq .LCPI_9(%rip), %ymm5
	vpaddq %ymm5, %ymm4, %ymm4
	addq $16, %r8
	cmpq %r8, %rdi
	jne .LBB_274
	vpor %ymm0, %ymm1, %ymm0
	vpor %ymm0, %ymm2, %ymm0
	vpor %ymm0, %ymm3, %ymm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %rbx
	cmpq %rsi, %rdx
	vmovapd 512(%rsp), %xmm8
	je .LBB_281
	testb $12, %cl
	vmovddup .LCPI_6(%rip), %xmm1
	je .LBB_280
.LBB_277:
	movq %rax, %rdi
	andq $-4, %rdi
	andq $-4, %rcx
	vmovq %rbx, %xmm0
	vmovq %rsi, %xmm1
	vpbroadcastq %xmm1, %ymm1
	vpor .LCPI_2(%rip), %ymm1, %ymm1
	vmovupd 784(%rsp), %ymm4
	vmovupd 752(%rsp), %ymm5
	vmovdqu 720(%rsp), %ymm6
	vmovdqu 688(%rsp), %ymm7
.LBB_278:
	vmovupd (%rbp,%rsi,8), %ymm2
	vsubpd (%r12,%rsi,8), %ymm2, %ymm2
	vandpd %ymm4, %ymm2, %ymm2
	vcmplepd %ymm11, %ymm2, %ymm2
	vandpd %ymm5, %ymm2, %ymm2
	vpand %ymm6, %ymm1, %ymm3
	vpsllvq %ymm3, %ymm2, %ymm2
	vpor %ymm0, %ymm2, %ymm0
	addq $4, %rsi
	vpaddq %ymm7, %ymm1, %ymm1
	cmpq %rsi, %rdi
	jne .LBB_278
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %rbx
	movq %rcx, %rsi
	cmpq %rcx, %rdx
	vmovddup .LCPI_6(%rip), %xmm1
	je .LBB_281
.LBB_280:
	vmovsd (%rbp,%rsi,8), %xmm0
	vsubsd (%r12,%rsi,8), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	xorl %ecx, %ecx
	vucomisd %xmm0, %xmm8
	setae %cl
	shlxq %rsi, %rcx, %rcx
	incq %rsi
	orq %rcx, %rbx
	cmpq %rsi, %rax
	jne .LBB_280
.LBB_281:
	testq %rbx, %rbx
	je .LBB_265
.LBB_282:
	xorl %r14d, %r14d
	tzcntq %rbx, %r14
	addq 16(%rsp), %r14
	leaq 208(%rsp), %rdi
	movq 32(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq 8(%rsp), %r14
	jae .LBB_375
	movq 144(%rsp), %rax
	vmovq %xmm0, (%rax,%r14,8)
	movq 40(%rsp), %rax
	vmovsd %xmm1, (%rax,%r14,8)
	blsrq %rbx, %rbx
	jne .LBB_282
	jmp .LBB_265
.LBB_285:
	movq 24(%rsp), %rbp
	cmpq %rbp, 8(%rsp)
	jne .LBB_377
	movq $0, 400(%rsp)
	cmpq 384(%rsp), %rbp
	ja .LBB_301
	movl $0, %edx
	testq %rbp, %rbp
	movq 272(%rsp), %rdi
	movq 128(%rsp), %r11
	movq 440(%rsp), %rbx
	movq 432(%rsp), %r9
	je .LBB_308
	cmpq $8, %rbp
	jae .LBB_303
.LBB_289:
	xorl %eax, %eax
	movq 40(%rsp), %r10
	testq %r9, %r9
	jne .LBB_291
	jmp .LBB_294
.LBB_299:
	xorl %ecx, %ecx
	movq 152(%rsp), %r8
	jmp .LBB_233
.LBB_300:
	movq %rbx, %rax
	xorl %ecx, %ecx
	jmp .LBB_233
.LBB_301:
	movl $1, %ecx
	movl $1, %r8d
	leaq 384(%rsp), %rdi
	xorl %esi, %esi
	movq %rbp, %rdx
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 272(%rsp), %rdi
	movq 440(%rsp), %rbx
	movq 432(%rsp), %r9
	movq 392(%rsp), %r11
	movq 400(%rsp), %rdx
	cmpq $8, %rbp
	jb .LBB_289
.LBB_303:
	leaq (%r11,%rdx), %rax
	leaq (%rax,%rbp), %rcx
	leaq (%r14,%rdi), %rsi
	movq 40(%rsp), %r10
	addq %r10, %rdi
	cmpq %rsi, %rax
	setb %sil
	cmpq %rcx, %r14
	setb %r8b
	cmpq %rdi, %rax
	setb %al
	cmpq %rcx, %r10
	setb %cl
	testb %r8b, %sil
	jne .LBB_349
	andb %cl, %al
	jne .LBB_349
	leaq (%r11,%rdx), %rax
	addq $4, %rax
	movq 528(%rsp), %rsi
	addq %rsi, %rdx
	xorl %ecx, %ecx
.LBB_306:
	vmovupd (%r14,%rcx,8), %ymm0
	vmovupd 32(%r14,%rcx,8), %ymm1
	vmovupd (%r10,%rcx,8), %ymm2
	vmovupd 32(%r10,%rcx,8), %ymm3
	vcmpltpd %ymm2, %ymm0, %ymm4
	vextractf128 $1, %ymm4, %xmm5
	vpackssdw %xmm5, %xmm4, %xmm4
	vpackssdw %xmm4, %xmm4, %xmm4
	vpacksswb %xmm4, %xmm4, %xmm4
	vcmpltpd %ymm3, %ymm1, %ymm5
	vextractf128 $1, %ymm5, %xmm6
	vpackssdw %xmm6, %xmm5, %xmm5
	vpackssdw %xmm5, %xmm5, %xmm5
	vpacksswb %xmm5, %xmm5, %xmm5
	vcmpltpd %ymm0, %ymm2, %ymm0
	vextractf128 $1, %ymm0, %xmm2
	vpackssdw %xmm2, %xmm0, %xmm0
	vpackssdw %xmm0, %xmm0, %xmm0
	vpacksswb %xmm0, %xmm0, %xmm0
	vpsubb %xmm4, %xmm0, %xmm0
	vcmpltpd %ymm1, %ymm3, %ymm1
	vextractf128 $1, %ymm1, %xmm2
	vpackssdw %xmm2, %xmm1, %xmm1
	vpackssdw %xmm1, %xmm1, %xmm1
	vpacksswb %xmm1, %xmm1, %xmm1
	vpsubb %xmm5, %xmm1, %xmm1
	vmovd %xmm0, -4(%rax,%rcx)
	vmovd %xmm1, (%rax,%rcx)
	addq $8, %rcx
	cmpq %rcx, %rsi
	jne .LBB_306
	movq %rsi, %rax
	cmpq %rsi, %rbp
	je .LBB_308
	testq %r9, %r9
	je .LBB_294
.LBB_291:
	movq %r9, %rcx
	movq %rax, %rdi
.LBB_292:
	vmovsd (%r14,%rdi,8), %xmm0
	vmovsd (%r10,%rdi,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %sil
	incq %rdi
	vucomisd %xmm1, %xmm0
	seta %r8b
	subb %r8b, %sil
	movb %sil, (%r11,%rdx)
	incq %rdx
	decq %rcx
	jne .LBB_292
	subq %rbp, %rax
	cmpq $-4, %rax
	jbe .LBB_295
.LBB_308:
	movq %rdx, 400(%rsp)
	testq %rbx, %rbx
	movq %r11, 128(%rsp)
	je .LBB_341
.LBB_309:
	movq %rbx, %rax
	leaq 13(%r11), %rcx
	leaq 1(%r11), %r8
	movl $1, %r14d
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 8(%rsp)
	movl $65, %r9d
	movq $-1, %r10
	xorl %r15d, %r15d
	vpxor %xmm9, %xmm9, %xmm9
	xorl %ebx, %ebx
	movq %rax, %r11
	jmp .LBB_311
.LBB_310:
	decq %r11
	addq $64, %r9
	addq $-64, %r10
	addq $64, %rcx
	addq $64, %r8
	testq %r11, %r11
	je .LBB_338
.LBB_311:
	movq %r14, %rdi
	cmpq %r9, %rbp
	movq %r9, %r12
	cmovbq %rbp, %r12
	leaq (%r12,%r10), %rax
	cmpq $1, %rax
	adcq %r10, %r12
	addq $64, %r14
	cmpq %r14, %rbp
	movq %r14, %rsi
	cmovbq %rbp, %rsi
	cmpq %rdi, %rbp
	jb .LBB_373
	cmpq %rdx, %rsi
	ja .LBB_373
	leaq -1(%rdi), %r13
	decq %rsi
	cmpq %r13, %rsi
	jb .LBB_371
	cmpq %rdx, %rsi
	ja .LBB_371
	cmpq %rdi, %rbp
	je .LBB_310
	cmpq $4, %rax
	jae .LBB_318
	xorl %r13d, %r13d
	xorl %esi, %esi
	jmp .LBB_328
.LBB_318:
	cmpq $16, %rax
	jae .LBB_320
	xorl %esi, %esi
	xorl %r13d, %r13d
	jmp .LBB_325
.LBB_320:
	vmovq %xmm9, 16(%rsp)
	movq %r12, %rsi
	andq $-16, %rsi
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r13d, %r13d
	vxorpd %xmm2, %xmm2, %xmm2
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vmovdqa .LCPI_2(%rip), %ymm5
	vpcmpeqd %xmm12, %xmm12, %xmm12
	vmovd .LCPI_16(%rip), %xmm13
	vmovdqu 752(%rsp), %ymm14
	vmovdqu 720(%rsp), %ymm15
	vmovdqu 688(%rsp), %ymm0
.LBB_321:
	vmovd -12(%rcx,%r13), %xmm6
	vmovd -8(%rcx,%r13), %xmm7
	vmovd -4(%rcx,%r13), %xmm8
	vmovd (%rcx,%r13), %xmm9
	vmovd -13(%rcx,%r13), %xmm10
	vpmovzxbw %xmm6, %xmm6
	vpmovzxbw %xmm10, %xmm10
	vpmullw %xmm6, %xmm10, %xmm6
	vmovd -9(%rcx,%r13), %xmm10
	vpmovzxbw %xmm7, %xmm7
	vpmovzxbw %xmm10, %xmm10
	vpmullw %xmm7, %xmm10, %xmm10
	vmovd -5(%rcx,%r13), %xmm7
	vpmovzxbw %xmm8, %xmm8
	vpmovzxbw %xmm7, %xmm7
	vpmullw %xmm7, %xmm8, %xmm7
	vmovd -1(%rcx,%r13), %xmm8
	vpshufb %xmm13, %xmm6, %xmm11
	vpmovzxbw %xmm9, %xmm6
	vpmovzxbw %xmm8, %xmm8
	vpmullw %xmm6, %xmm8, %xmm6
	vpcmpeqb %xmm12, %xmm11, %xmm8
	vpmovzxbq %xmm8, %ymm8
	vpand %ymm14, %ymm8, %ymm8
	vpand %ymm5, %ymm15, %ymm9
	vpsllvq %ymm9, %ymm8, %ymm8
	vpor %ymm1, %ymm8, %ymm1
	vpaddq %ymm0, %ymm5, %ymm8
	vpshufb %xmm13, %xmm10, %xmm9
	vpcmpeqb %xmm12, %xmm9, %xmm9
	vpmovzxbq %xmm9, %ymm9
	vpand %ymm14, %ymm9, %ymm9
	vpand %ymm15, %ymm8, %ymm8
	vpsllvq %ymm8, %ymm9, %ymm8
	vpor %ymm2, %ymm8, %ymm2
	vpbroadcastq .LCPI_4(%rip), %ymm8
	vpaddq %ymm5, %ymm8, %ymm8
	vpshufb %xmm13, %xmm7, %xmm7
	vpcmpeqb %xmm7, %xmm12, %xmm7
	vpmovzxbq %xmm7, %ymm7
	vpand %ymm7, %ymm14, %ymm7
	vpand %ymm15, %ymm8, %ymm8
	vpsllvq %ymm8, %ymm7, %ymm7
	vpor %ymm3, %ymm7, %ymm3
	vpbroadcastq .LCPI_5(%rip), %ymm7
	vpaddq %ymm7, %ymm5, %ymm7
	vpshufb %xmm13, %xmm6, %xmm6
	vpcmpeqb %xmm6, %xmm12, %xmm6
	vpmovzxbq %xmm6, %ymm6
	vpand %ymm6, %ymm14, %ymm6
	vpand %ymm7, %ymm15, %ymm7
	vpsllvq %ymm7, %ymm6, %ymm6
	vpor %ymm4, %ymm6, %ymm4
	vpbroadcastq .LCPI_9(%rip), %ymm6
	vpaddq %ymm6, %ymm5, %ymm5
	addq $16, %r13
	cmpq %r13, %rsi
	jne .LBB_321
	vpor %ymm1, %ymm2, %ymm1
	vpor %ymm1, %ymm3, %ymm1
	vpor %ymm1, %ymm4, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r13
	cmpq %rsi, %rax
	jne .LBB_324
	vmovq 16(%rsp), %xmm9
	jmp .LBB_329
.LBB_324:
	testb $12, %r12b
	vmovq 16(%rsp), %xmm9
	je .LBB_328
.LBB_325:
	movq %rsi, %rbp
	movq %r12, %rsi
	andq $-4, %rsi
	vmovq %r13, %xmm1
	vmovq %rbp, %xmm2
	vpbroadcastq %xmm2, %ymm2
	vpor .LCPI_2(%rip), %ymm2, %ymm2
	vmovd .LCPI_16(%rip), %xmm5
	vpcmpeqd %xmm6, %xmm6, %xmm6
	vmovdqu 752(%rsp), %ymm7
	vmovdqu 720(%rsp), %ymm8
	vmovdqu 688(%rsp), %ymm0
.LBB_326:
	vmovd (%r8,%rbp), %xmm3
	vmovd -1(%r8,%rbp), %xmm4
	vpmovzxbw %xmm3, %xmm3
	vpmovzxbw %xmm4, %xmm4
	vpmullw %xmm3, %xmm4, %xmm3
	vpshufb %xmm5, %xmm3, %xmm3
	vpcmpeqb %xmm6, %xmm3, %xmm3
	vpmovzxbq %xmm3, %ymm3
	vpand %ymm7, %ymm3, %ymm3
	vpand %ymm2, %ymm8, %ymm4
	vpsllvq %ymm4, %ymm3, %ymm3
	vpor %ymm1, %ymm3, %ymm1
	addq $4, %rbp
	vpaddq %ymm0, %ymm2, %ymm2
	cmpq %rbp, %rsi
	jne .LBB_326
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r13
	cmpq %rsi, %rax
	je .LBB_329
.LBB_328:
	movzbl -1(%r8,%rsi), %eax
	mulb (%r8,%rsi)
	xorl %ebp, %ebp
	cmpb $-1, %al
	sete %bpl
	shlxq %rsi, %rbp, %rax
	incq %rsi
	orq %rax, %r13
	cmpq %rsi, %r12
	jne .LBB_328
.LBB_329:
	movq %r15, %rsi
	testq %r13, %r13
	movq 24(%rsp), %rbp
	jne .LBB_331
	jmp .LBB_310
.LBB_330:
	movq %rsi, %r15
	blsrq %r13, %r13
	je .LBB_310
.LBB_331:
	xorl %eax, %eax
	tzcntq %r13, %rax
	addq %rdi, %rax
	cmpq %rdx, %rax
	jae .LBB_384
	movq 128(%rsp), %r15
	movsbq (%r15,%rax), %r15
	cmpq %r15, %rsi
	je .LBB_330
	testq %rsi, %rsi
	je .LBB_336
	cmpq %rbp, %rax
	jae .LBB_388
	movq 88(%rsp), %r12
	vmovsd (%r12,%rax,8), %xmm1
	vxorps %xmm12, %xmm12, %xmm12
	vcvtsi2sd %rsi, %xmm12, %xmm2
	vsubsd %xmm9, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm9, %xmm1, %xmm0
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vaddsd .LCPI_14(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vmovsd 8(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 8(%rsp)
	incq %rbx
.LBB_336:
	cmpq %rbp, %rax
	jae .LBB_387
	movq 88(%rsp), %rsi
	vmovsd (%rsi,%rax,8), %xmm9
	movq %r15, %rsi
	blsrq %r13, %r13
	jne .LBB_331
	jmp .LBB_310
.LBB_338:
	testq %r15, %r15
	je .LBB_342
	testq %rbp, %rbp
	je .LBB_398
	movq 88(%rsp), %rax
	vmovsd -8(%rax,%rbp,8), %xmm1
	vxorps %xmm12, %xmm12, %xmm12
	vcvtsi2sd %r15, %xmm12, %xmm2
	vsubsd %xmm9, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm9, %xmm1, %xmm0
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vaddsd .LCPI_14(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vmovsd 8(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 8(%rsp)
	incq %rbx
	jmp .LBB_342
.LBB_349:
	xorl %eax, %eax
	testq %r9, %r9
	jne .LBB_291
.LBB_294:
	movq %rax, %rdi
	subq %rbp, %rax
	cmpq $-4, %rax
	ja .LBB_308
.LBB_295:
	leaq (%r11,%rdx), %rax
	addq $3, %rax
	negq %rdx
	movq %rbp, %rcx
	subq %rdi, %rcx
	leaq (%r10,%rdi,8), %rsi
	addq $24, %rsi
	leaq (%r14,%rdi,8), %rdi
	addq $24, %rdi
	xorl %r8d, %r8d
.LBB_296:
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
	subb %r10b, %r9b
	movb %r9b, (%rax,%r8)
	addq $-4, %rdx
	addq $4, %r8
	cmpq %r8, %rcx
	jne .LBB_296
	negq %rdx
	movq %rdx, 400(%rsp)
	testq %rbx, %rbx
	movq %r11, 128(%rsp)
	jne .LBB_309
.LBB_341:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 8(%rsp)
	xorl %ebx, %ebx
.LBB_342:
	movq 72(%rsp), %rsi
	testq %rsi, %rsi
	movq 80(%rsp), %r14
	movq 48(%rsp), %r15
	movq 64(%rsp), %rdi
	je .LBB_344
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_344:
	testq %r14, %r14
	je .LBB_346
	shlq $3, %r14
	movl $8, %edx
	movq %r15, %rdi
	movq %r14, %rsi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_346:
	movq 304(%rsp), %r14
	cmpq 288(%rsp), %r14
	jne .LBB_166
	leaq 288(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	jmp .LBB_166
.LBB_350:
	leaq .Lanon.1(%rip), %rcx
	movq 16(%rsp), %rdi
	movq 8(%rsp), %rdx
	movq 80(%rsp), %rbx
	movq 48(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_351:
	xorl %ebx, %ebx
	leaq .Lanon.2(%rip), %r14
	jmp .LBB_353
.LBB_352:
	movq 224(%rsp), %r14
	movq 232(%rsp), %rbx
.LBB_353:
	movq 304(%rsp), %rax
	movq 448(%rsp), %rcx
	movq %rax, 16(%rcx)
	vmovups 288(%rsp), %xmm0
	vmovups %xmm0, (%rcx)
	leaq 312(%rsp), %rdi
	vzeroupper
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	testq %rbx, %rbx
	je .LBB_356
	leaq (%rbx,%rbx,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rbx
	addq $17, %rbx
	je .LBB_356
	subq %rax, %r14
	movl $16, %edx
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_356:
	movq 96(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_358
	movq 104(%rsp), %rdx
	movq 112(%rsp), %rax
	movq $0, 320(%rsp)
	movq %rcx, 328(%rsp)
	movq %rdx, 336(%rsp)
	movq $0, 352(%rsp)
	movq %rcx, 360(%rsp)
	movq %rdx, 368(%rsp)
	movl $1, %ecx
	jmp .LBB_359
.LBB_358:
	xorl %ecx, %ecx
	xorl %eax, %eax
.LBB_359:
	movq %rcx, 312(%rsp)
	movq %rcx, 344(%rsp)
	movq %rax, 376(%rsp)
	leaq 208(%rsp), %rdi
	leaq 312(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 208(%rsp), %rax
	testq %rax, %rax
	je .LBB_366
	leaq 208(%rsp), %rbx
	leaq 312(%rsp), %r14
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r15
.LBB_362:
	movq 224(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_364
	leaq (%rax,%rcx,8), %rax
	addq $96, %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r15
.LBB_364:
	movq %rbx, %rdi
	movq %r14, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 208(%rsp), %rax
	testq %rax, %rax
	jne .LBB_362
.LBB_366:
	movq 456(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_368
	movq 464(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_368:
	movq 480(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_370
	movq 488(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_370:
	movq 448(%rsp), %rax
	addq $856, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_373:
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_374
.LBB_371:
	movq %r13, %rdi
	leaq .Lanon.4(%rip), %rcx
.LBB_374:
	movq 80(%rsp), %rbx
	movq 48(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_375:
	leaq .Lanon.5(%rip), %rdx
.LBB_376:
	movq %r14, %rdi
	movq 8(%rsp), %rsi
	movq 80(%rsp), %rbx
	movq 48(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_377:
	leaq .Lanon.6(%rip), %rdi
	leaq .Lanon.7(%rip), %rdx
	movl $49, %esi
	movq 80(%rsp), %rbx
	movq 48(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_378:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_142
.LBB_380:
	movl $49, %r8d
	leaq .Lanon.8(%rip), %r9
	leaq .Lanon.9(%rip), %rcx
	leaq 624(%rsp), %rdx
	leaq 616(%rsp), %rsi
	jmp .LBB_382
.LBB_381:
	movl $61, %r8d
	leaq 632(%rsp), %rsi
	leaq 640(%rsp), %rdx
	leaq .Lanon.10(%rip), %rcx
	leaq .Lanon.11(%rip), %r9
.LBB_382:
	xorl %edi, %edi
	vzeroupper
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_383:
	movq %r15, %r14
	leaq .Lanon.12(%rip), %rdx
	jmp .LBB_376
.LBB_384:
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_389
.LBB_385:
	xorl %r13d, %r13d
.LBB_386:
	movq %r13, %rdi
	movq 56(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_387:
	movq %rbp, %rdx
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_389
.LBB_388:
	movq %rbp, %rdx
	leaq .Lanon.15(%rip), %rcx
.LBB_389:
	movq 48(%rsp), %r14
	movq %rax, %rdi
	movq %rdx, %rsi
	movq %rcx, %rdx
	movq 80(%rsp), %rbx
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_390:
	movq %rax, %rdi
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_395
.LBB_391:
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_395
.LBB_392:
	movq 40(%rsp), %rdi
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_395
.LBB_393:
	movq 16(%rsp), %rdi
	leaq .Lanon.19(%rip), %rdx
	jmp .LBB_395
.LBB_394:
	movq %rbp, %rdi
	leaq .Lanon.20(%rip), %rdx
.LBB_395:
	movq %rdi, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_396:
	leaq .Lanon.21(%rip), %rdi
	leaq .Lanon.22(%rip), %rdx
	movl $22, %esi
	vzeroupper
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_397:
	leaq .Lanon.23(%rip), %rdi
	leaq .Lanon.24(%rip), %rcx
	leaq .Lanon.25(%rip), %r8
	leaq 127(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_398:
	movq $-1, %rax
	xorl %edx, %edx
	leaq .Lanon.26(%rip), %rcx
	jmp .LBB_389
.LBB_399:
	movq %rbp, 8(%rsp)
	movl $8, %edi
	movq %r12, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_400:
	movl $1, %edi
	movq %r13, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_401:
	movq %rbp, 8(%rsp)
	movl $8, %edi
	movq 272(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_402:
	ud2
	jmp .LBB_429
	jmp .LBB_426
	jmp .LBB_416
	movq %rax, %r12
	cmpq $0, 24(%rsp)
	je .LBB_410
	movl $1, %edx
	movq 128(%rsp), %rdi
	movq 24(%rsp), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_410
	movq %rax, %r12
	cmpq $0, 24(%rsp)
	jne .LBB_412
	jmp .LBB_440
	movq %rax, %r12
.LBB_410:
	testq %r14, %r14
	je .LBB_440
	leaq (,%r14,8), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r14, 24(%rsp)
.LBB_412:
	movq 24(%rsp), %rax
	leaq (,%rax,8), %rsi
	movl $8, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_414
	movq %rax, %r12
	cmpq $0, 24(%rsp)
	je .LBB_440
.LBB_414:
	movq 24(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq 8(%rsp), %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_440
.LBB_416:
	movq %rax, %r12
	leaq 456(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %r12, %rdi
	callq _Unwind_Resume@PLT
	jmp .LBB_424
	jmp .LBB_426
	jmp .LBB_426
	movq %rax, %r12
	cmpq $0, 16(%rsp)
	je .LBB_441
	movq 16(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_441
	jmp .LBB_426
.LBB_424:
	movq %rax, %r12
	movq 288(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_436
	jmp .LBB_438
.LBB_426:
	movq %rax, %r12
	jmp .LBB_441
	jmp .LBB_429
.LBB_429:
	movq %rax, %r12
	movq 80(%rsp), %rbx
	movq 48(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	jmp .LBB_431
	movq %rax, %r12
.LBB_431:
	testq %r15, %r15
	jne .LBB_434
	testq %rbx, %rbx
	jne .LBB_435
.LBB_433:
	movq 288(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_436
	jmp .LBB_438
.LBB_434:
	shlq $3, %r15
	movl $8, %edx
	movq %r13, %rdi
	movq %r15, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	testq %rbx, %rbx
	je .LBB_433
.LBB_435:
	shlq $3, %rbx
	movl $8, %edx
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 288(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_438
.LBB_436:
	movq 296(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_438
	movq %rax, %r12
.LBB_438:
	leaq 312(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	jmp .LBB_440
	movq %rax, %r12
.LBB_440:
	leaq 208(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_441:
	leaq 96(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	leaq 456(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %r12, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
