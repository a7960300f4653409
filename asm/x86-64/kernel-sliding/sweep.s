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
	subq $696, %rsp
	movq %rdi, 424(%rsp)
	movq (%rsi), %rbp
	movq 8(%rsi), %r13
	movq 16(%rsi), %rbx
	movq 24(%rsi), %r14
	leaq 440(%rsp), %rdi
	movq %rbp, %rsi
	movq %r13, %rdx
	movq %rbx, %rcx
	movq %r14, %r8
	callq kernel_sliding::grid_for
	movq $0, 96(%rsp)
	movq $0, 112(%rsp)
	leaq (%r14,%r14,2), %rax
	shlq $4, %rax
	movq %rbx, 24(%rsp)
	addq %rbx, %rax
	movq %rax, 264(%rsp)
	movq %r14, 152(%rsp)
	testq %r14, %r14
	movq %r13, 8(%rsp)
	movq %rbp, 32(%rsp)
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
	leaq 296(%rsp), %rbx
	movq 24(%rsp), %r15
	jmp .LBB_4
.LBB_3:
	cmpq 264(%rsp), %r15
	je .LBB_140
.LBB_4:
	movq %rbx, %rdi
	movq %r15, %rsi
	callq kernel_sliding::raw_lengths
	movq 96(%rsp), %rax
	testq %rax, %rax
	je .LBB_370
	addq $48, %r15
	movq 296(%rsp), %r9
	movq 304(%rsp), %r8
	movq 312(%rsp), %rdi
	movq 320(%rsp), %rsi
	movq 328(%rsp), %rcx
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
	jb .LBB_370
	movq 368(%r11,%r14,8), %r11
	jmp .LBB_7
.LBB_14:
	movq %rdx, %r9
	movq %rax, %r10
	movq 8(%rsp), %r13
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
	jb .LBB_370
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
	jb .LBB_370
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
	jb .LBB_370
	movq 368(%r8,%r9,8), %r8
	jmp .LBB_31
.LBB_38:
	movq 32(%rsp), %rbp
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
	jb .LBB_370
	movq 368(%rax,%rsi,8), %rax
	jmp .LBB_39
.LBB_46:
	leaq 96(%rsp), %r15
	movq 24(%rsp), %rsi
	jmp .LBB_49
.LBB_47:
	movq %r12, (%rsp)
	movq %r15, %r12
	movq 88(%rsp), %rsi
	addq $48, %rsi
	cmpq 264(%rsp), %rsi
	je .LBB_140
.LBB_49:
	leaq 296(%rsp), %rdi
	movq %rsi, 88(%rsp)
	callq kernel_sliding::raw_lengths
	movq 296(%rsp), %rbp
	movq 304(%rsp), %r14
	movq 312(%rsp), %r13
	movq 320(%rsp), %rax
	movq %rax, 48(%rsp)
	movq 328(%rsp), %rax
	movq %rax, 40(%rsp)
	movq 96(%rsp), %rax
	testq %rax, %rax
	movq 56(%rsp), %rbx
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
	movq %r12, (%rsp)
	movq %r15, %r12
	movq 32(%rsp), %rbp
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
	movq %r12, (%rsp)
	movq %r15, %r12
	testq %rax, %rax
	je .LBB_111
.LBB_69:
	movq 104(%rsp), %rdx
	movq %rax, %rcx
	movq 48(%rsp), %r10
.LBB_70:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_71:
	testq %rdi, %rdi
	je .LBB_75
	cmpq 16(%rcx,%r12,8), %r13
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
	movq %r12, (%rsp)
	movq %r15, %r12
	testq %rax, %rax
	movq 8(%rsp), %r13
	je .LBB_119
.LBB_78:
	movq 104(%rsp), %rdx
	movq %rax, %rcx
	movq 40(%rsp), %r9
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
	subq $1, %rdx
	jae .LBB_85
	jmp .LBB_138
.LBB_84:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_138
.LBB_85:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_79
.LBB_86:
	movq %r12, (%rsp)
	movq %r15, %r12
	testq %rax, %rax
	je .LBB_127
.LBB_87:
	movq 104(%rsp), %rcx
.LBB_88:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r12
.LBB_89:
	testq %rsi, %rsi
	je .LBB_93
	cmpq 16(%rax,%r12,8), %r9
	seta %dil
	sbbb $0, %dil
	incq %r12
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_89
	movzbl %dil, %edx
	testl %edx, %edx
	je .LBB_47
	subq $1, %rcx
	jae .LBB_94
	jmp .LBB_139
.LBB_93:
	movq %rdx, %r12
	subq $1, %rcx
	jb .LBB_139
.LBB_94:
	movq 368(%rax,%r12,8), %rax
	jmp .LBB_88
.LBB_95:
	xorl %ecx, %ecx
.LBB_96:
	movq %r15, 160(%rsp)
	movq %rbp, 168(%rsp)
	movq %rcx, 176(%rsp)
	movq (%rsp), %rax
	movq %rax, 184(%rsp)
	movq %r12, 192(%rsp)
	testq %rbx, %rbx
	je .LBB_99
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_371
	movq %rax, %rbx
	movq 8(%rsp), %r15
	movq %r15, 16(%rsp)
	jmp .LBB_100
.LBB_99:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 8(%rsp), %r15
.LBB_100:
	movq 32(%rsp), %rdi
	movq %r15, %rsi
	movq %rbp, %rdx
	movq %rdi, %rbp
	leaq 440(%rsp), %rcx
	movq %rbx, %r8
	movq %r15, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 200(%rsp)
	movq %rbx, 208(%rsp)
	movq %r15, 216(%rsp)
	leaq 296(%rsp), %rdi
	leaq 160(%rsp), %rsi
	leaq 200(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	leaq 96(%rsp), %r15
	movq 96(%rsp), %rax
	movq 56(%rsp), %rbx
	testq %rax, %rax
	jne .LBB_60
.LBB_103:
	xorl %ecx, %ecx
.LBB_104:
	movq %r15, 160(%rsp)
	movq %r14, 168(%rsp)
	movq %rcx, 176(%rsp)
	movq (%rsp), %rax
	movq %rax, 184(%rsp)
	movq %r12, 192(%rsp)
	testq %rbx, %rbx
	je .LBB_107
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_371
	movq %rax, %rbx
	movq 8(%rsp), %r15
	movq %r15, 16(%rsp)
	movq 32(%rsp), %rbp
	jmp .LBB_108
.LBB_107:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 8(%rsp), %r15
.LBB_108:
	movq %rbp, %rdi
	movq %r15, %rsi
	movq %r14, %rdx
	leaq 440(%rsp), %rcx
	movq %rbx, %r8
	movq %r15, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 200(%rsp)
	movq %rbx, 208(%rsp)
	movq %r15, 216(%rsp)
	leaq 296(%rsp), %rdi
	leaq 160(%rsp), %rsi
	leaq 200(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	leaq 96(%rsp), %r15
	movq 96(%rsp), %rax
	movq 56(%rsp), %rbx
	testq %rax, %rax
	jne .LBB_69
.LBB_111:
	xorl %ecx, %ecx
.LBB_112:
	movq %r15, 160(%rsp)
	movq %r13, 168(%rsp)
	movq %rcx, 176(%rsp)
	movq (%rsp), %rax
	movq %rax, 184(%rsp)
	movq %r12, 192(%rsp)
	testq %rbx, %rbx
	je .LBB_115
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_371
	movq %rax, %rbx
	movq 8(%rsp), %r14
	movq %r14, 16(%rsp)
	movq 32(%rsp), %rbp
	jmp .LBB_116
.LBB_115:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 8(%rsp), %r14
.LBB_116:
	movq %rbp, %rdi
	movq %r14, %rsi
	movq %r13, %rdx
	leaq 440(%rsp), %rcx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 200(%rsp)
	movq %rbx, 208(%rsp)
	movq %r14, 216(%rsp)
	leaq 296(%rsp), %rdi
	leaq 160(%rsp), %rsi
	leaq 200(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	leaq 96(%rsp), %r15
	movq 96(%rsp), %rax
	movq 56(%rsp), %rbx
	movq 48(%rsp), %r10
	testq %rax, %rax
	movq 8(%rsp), %r13
	jne .LBB_78
.LBB_119:
	xorl %ecx, %ecx
.LBB_120:
	movq %r15, 160(%rsp)
	movq %r10, 168(%rsp)
	movq %rcx, 176(%rsp)
	movq (%rsp), %rax
	movq %rax, 184(%rsp)
	movq %r12, 192(%rsp)
	testq %rbx, %rbx
	je .LBB_123
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_371
	movq %rax, %rbx
	movq 8(%rsp), %r14
	movq %r14, 16(%rsp)
	movq 32(%rsp), %rbp
	jmp .LBB_124
.LBB_123:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 8(%rsp), %r14
.LBB_124:
	movq %rbp, %rdi
	movq %r14, %rsi
	movq 48(%rsp), %rdx
	leaq 440(%rsp), %rcx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 200(%rsp)
	movq %rbx, 208(%rsp)
	movq %r14, 216(%rsp)
	leaq 296(%rsp), %rdi
	leaq 160(%rsp), %rsi
	leaq 200(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	leaq 96(%rsp), %r15
	movq 96(%rsp), %rax
	movq 8(%rsp), %r13
	movq 56(%rsp), %rbx
	movq 40(%rsp), %r9
	testq %rax, %rax
	jne .LBB_87
.LBB_127:
	xorl %eax, %eax
.LBB_128:
	movq %r15, 160(%rsp)
	movq %r9, 168(%rsp)
	movq %rax, 176(%rsp)
	movq (%rsp), %rax
	movq %rax, 184(%rsp)
	movq %r12, 192(%rsp)
	testq %rbx, %rbx
	je .LBB_131
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r15d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_371
	movq %rax, %rbx
	movq 8(%rsp), %r14
	movq %r14, 16(%rsp)
	jmp .LBB_132
.LBB_131:
	movl $8, %ebx
	movq $0, 16(%rsp)
	movq 8(%rsp), %r14
.LBB_132:
	movq 32(%rsp), %rbp
	movq %rbp, %rdi
	movq %r14, %rsi
	movq 40(%rsp), %rdx
	leaq 440(%rsp), %rcx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 200(%rsp)
	movq %rbx, 208(%rsp)
	movq %r14, 216(%rsp)
	leaq 296(%rsp), %rdi
	leaq 160(%rsp), %rsi
	leaq 200(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	leaq 96(%rsp), %r15
	movq 8(%rsp), %r13
	movq 88(%rsp), %rsi
	addq $48, %rsi
	cmpq 264(%rsp), %rsi
	jne .LBB_49
	jmp .LBB_140
.LBB_135:
	movq $0, (%rsp)
	jmp .LBB_96
.LBB_136:
	movq $0, (%rsp)
	jmp .LBB_104
.LBB_137:
	movq $0, (%rsp)
	jmp .LBB_112
.LBB_138:
	movq $0, (%rsp)
	jmp .LBB_120
.LBB_139:
	movq $0, (%rsp)
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
	jne .LBB_363
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_142:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq %rbp, 200(%rsp)
	movq %r13, 208(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 216(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 232(%rsp)
	movq %rax, 248(%rsp)
	movq %rdx, 256(%rsp)
	leaq (,%r13,8), %rbp
	movabsq $2305843009213693951, %rax
	cmpq %rax, %r13
	seta %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %rbp
	seta %cl
	orb %al, %cl
	je .LBB_145
	xorl %ebx, %ebx
.LBB_144:
	movq %rbx, %rdi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_145:
	testq %rbp, %rbp
	je .LBB_154
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebx
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_144
	movq %rax, %r14
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_384
	movq %rax, %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq %r13, %r12
	testq %r12, %r12
	movq %rbp, 504(%rsp)
	je .LBB_155
.LBB_150:
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $1, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, 128(%rsp)
	testq %rax, %rax
	je .LBB_385
	movq 456(%rsp), %rbp
	testq %rbp, %rbp
	je .LBB_156
.LBB_152:
	leaq (,%rbp,8), %r12
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	jne .LBB_157
	movl $8, %edi
	movq %r12, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_154:
	movl $8, %r15d
	movq %r13, %r12
	xorl %r13d, %r13d
	movl $8, %r14d
	movl $8, %ebx
	testq %r12, %r12
	movq %rbp, 504(%rsp)
	jne .LBB_150
.LBB_155:
	movl $1, %eax
	movq %rax, 128(%rsp)
	movq 456(%rsp), %rbp
	testq %rbp, %rbp
	jne .LBB_152
.LBB_156:
	movl $8, %eax
.LBB_157:
	movabsq $1152921504606846976, %rcx
	movq %r13, 296(%rsp)
	movq %r14, 304(%rsp)
	movq 8(%rsp), %rdx
	movq %rdx, 312(%rsp)
	movq %r13, 320(%rsp)
	movq %r15, 328(%rsp)
	movq %rdx, 336(%rsp)
	movq %r13, 344(%rsp)
	movq %rdx, %r15
	movq %rbx, 352(%rsp)
	movq %rdx, 360(%rsp)
	movq %rdx, 368(%rsp)
	movq 128(%rsp), %rdx
	movq %rdx, 376(%rsp)
	movq $0, 384(%rsp)
	movq %rbp, 392(%rsp)
	movq %rax, 400(%rsp)
	movq %rbp, 408(%rsp)
	movq 152(%rsp), %r12
	movq %r12, %rbx
	shlq $4, %rbx
	decq %rcx
	cmpq %rcx, %r12
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
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_160:
	testq %rbx, %rbx
	je .LBB_163
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	movabsq $2305843009213693951, %rdx
	je .LBB_159
	movq %r12, %rcx
	jmp .LBB_164
.LBB_163:
	movl $8, %eax
	xorl %ecx, %ecx
	movabsq $2305843009213693951, %rdx
.LBB_164:
	movq %rcx, 272(%rsp)
	movq %rax, 280(%rsp)
	movq $0, 288(%rsp)
	testq %r12, %r12
	movq 24(%rsp), %rax
	je .LBB_336
	cmpq $1, %r15
	movq %r15, %rcx
	adcq $-1, %rcx
	addq $63, %rcx
	shrq $6, %rcx
	movq %rcx, 416(%rsp)
	addq $-3, %rdx
	andq %r15, %rdx
	movq %rdx, 496(%rsp)
	jmp .LBB_167
.LBB_166:
	movq 280(%rsp), %rax
	movq %r14, %rcx
	shlq $4, %rcx
	movsd (%rsp), %xmm0
	movsd %xmm0, (%rax,%rcx)
	movq %rbx, 8(%rax,%rcx)
	incq %r14
	movq %r14, 288(%rsp)
	movq 512(%rsp), %rcx
	movq %rcx, %rax
	cmpq 264(%rsp), %rcx
	je .LBB_337
.LBB_167:
	movq %rax, 24(%rsp)
	movq (%rax), %rax
	testq %rax, %rax
	js .LBB_382
	movq 96(%rsp), %rdx
	testq %rdx, %rdx
	je .LBB_381
	movq 24(%rsp), %rcx
	addq $48, %rcx
	movq %rcx, 512(%rsp)
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
	jb .LBB_381
	movq 368(%r8,%rdi,8), %r8
	jmp .LBB_170
.LBB_177:
	movq 24(%rsp), %rax
	movq 8(%rax), %rdi
	testq %rdi, %rdi
	js .LBB_382
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
	jb .LBB_381
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_179
.LBB_186:
	movq 24(%rsp), %rdi
	movq 32(%rdi), %r9
	testq %r9, %r9
	js .LBB_382
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
	jb .LBB_381
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_188
.LBB_195:
	movq 24(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_382
	movq 80(%r10,%r14), %r15
	movq 88(%r10,%r14), %r10
	movq %r10, 48(%rsp)
	movq %rsi, %r11
	movq %rdx, %r10
.LBB_197:
	movzwl 362(%r10), %r14d
	leal (,%r14,8), %ebx
	leaq (%rbx,%rbx,2), %r13
	movq $-1, %rbx
	xorl %r12d, %r12d
.LBB_198:
	cmpq %r12, %r13
	je .LBB_201
	cmpq 16(%r10,%rbx,8), %r9
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r12
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
	jb .LBB_381
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_197
.LBB_204:
	movq 24(%rsp), %r9
	movq 24(%r9), %r14
	testq %r14, %r14
	js .LBB_382
	movq 80(%r10,%r12), %r13
	movq 88(%r10,%r12), %r9
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
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r11
	incq %r9
	cmpb $1, %bpl
	je .LBB_207
	movzbl %bpl, %r10d
	testl %r10d, %r10d
	jne .LBB_211
	jmp .LBB_213
.LBB_210:
	movq %r10, %r9
.LBB_211:
	subq $1, %rsi
	jb .LBB_381
	movq 368(%rdx,%r9,8), %rdx
	jmp .LBB_206
.LBB_213:
	movq 80(%rdx,%r11), %rbp
	movq 88(%rdx,%r11), %rdx
	movq %rdx, 152(%rsp)
	movq 304(%rsp), %r11
	movq 312(%rsp), %r10
	leaq (,%r10,8), %rbx
	leaq (%r11,%r10,8), %r12
	testq %r10, %r10
	movq %r10, 88(%rsp)
	je .LBB_223
	cmpq %rdi, %rax
	movq %rdi, %rdx
	cmovbq %rax, %rdx
	leaq -8(%rbx), %r9
	shrq $3, %r9
	cmpq %r9, %rdx
	cmovbq %rdx, %r9
	cmpq $4, %r9
	jae .LBB_216
.LBB_215:
	movq %r11, %rdx
	xorl %esi, %esi
	jmp .LBB_220
.LBB_216:
	movq %r11, %rdx
	subq %r8, %rdx
	cmpq $32, %rdx
	jb .LBB_215
	movq %r11, %r10
	subq %rcx, %r10
	movq %r11, %rdx
	movl $0, %esi
	cmpq $32, %r10
	movq 88(%rsp), %r10
	jb .LBB_220
	incq %r9
	movl %r9d, %edx
	andl $3, %edx
	movl $4, %esi
	cmoveq %rsi, %rdx
	movq %r9, %rsi
	subq %rdx, %rsi
	leaq (%r11,%rsi,8), %rdx
	xorl %r9d, %r9d
.LBB_219:
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
	jne .LBB_219
.LBB_220:
	cmpq %rsi, %rdi
	je .LBB_376
	cmpq %rsi, %rax
	je .LBB_375
	movsd (%r8,%rsi,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rcx,%rsi,8), %xmm0
	movsd %xmm0, (%rdx)
	addq $8, %rdx
	incq %rsi
	cmpq %r12, %rdx
	jne .LBB_220
.LBB_223:
	movq %rbp, 136(%rsp)
	movq 24(%rsp), %rax
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_382
	movq %r13, %rbp
	movq %r15, %r13
	movq 328(%rsp), %r8
	movq 336(%rsp), %r9
	movq %r11, 16(%rsp)
	movq %r11, %rdi
	movq %r10, %rsi
	leaq 440(%rsp), %rcx
	movq %r8, 56(%rsp)
	movq %r9, (%rsp)
	movq %r10, %r15
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	testq %r15, %r15
	movq 152(%rsp), %r15
	je .LBB_239
	movq 48(%rsp), %rax
	movq 40(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	addq $-8, %rbx
	shrq $3, %rbx
	cmpq %rbx, %rax
	cmovbq %rax, %rbx
	cmpq $4, %rbx
	jae .LBB_229
	movq 16(%rsp), %rax
.LBB_228:
	xorl %ecx, %ecx
	movq 136(%rsp), %r10
	jmp .LBB_234
.LBB_229:
	movq 16(%rsp), %rsi
	movq %rsi, %rax
	subq %r13, %rax
	cmpq $32, %rax
	jb .LBB_291
	movq %rsi, %rax
	subq %rbp, %rax
	cmpq $32, %rax
	jb .LBB_291
	movq %rsi, %rdx
	movq 136(%rsp), %r10
	subq %r10, %rdx
	movq %rsi, %rax
	movl $0, %ecx
	cmpq $32, %rdx
	jb .LBB_234
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
.LBB_233:
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
	jne .LBB_233
.LBB_234:
	leaq (%r10,%rcx,8), %rdx
	leaq (,%rcx,8), %rsi
	addq %rbp, %rsi
	leaq (,%rcx,8), %rdi
	addq %r13, %rdi
	movq %r15, %r8
	subq %rcx, %r8
	movq 40(%rsp), %r9
	subq %rcx, %r9
	movq 48(%rsp), %r10
	subq %rcx, %r10
	xorl %ecx, %ecx
	xorl %r11d, %r11d
.LBB_235:
	cmpq %r11, %r10
	je .LBB_378
	cmpq %r11, %r9
	je .LBB_377
	cmpq %r11, %r8
	je .LBB_379
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
	jne .LBB_235
.LBB_239:
	movq 352(%rsp), %r12
	movq 360(%rsp), %rbx
	movq 16(%rsp), %rdi
	movq 88(%rsp), %rsi
	movq %r14, %rdx
	leaq 440(%rsp), %rcx
	movq %r12, %r8
	movq %rbx, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	leaq 624(%rsp), %rdi
	leaq 440(%rsp), %rsi
	movq 24(%rsp), %rdx
	callq kernel_sliding::bound::lines
	movq 624(%rsp), %r14
	movq 632(%rsp), %r15
	movq 640(%rsp), %rax
	movq 648(%rsp), %r13
	movq 656(%rsp), %rcx
	movq %rcx, 144(%rsp)
	movq 664(%rsp), %rcx
	movq 400(%rsp), %r8
	movq 408(%rsp), %rdx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %rdx, %rax
	movq %rdx, 432(%rsp)
	cmovaeq %rdx, %rax
	testq %rax, %rax
	je .LBB_254
	cmpq $4, %rax
	jae .LBB_249
.LBB_243:
	xorl %ecx, %ecx
	movq 144(%rsp), %rdi
.LBB_244:
	movq %rax, %rsi
	movq %rcx, %rdx
	andq $3, %rsi
	je .LBB_247
	movq %rcx, %rdx
.LBB_246:
	movsd (%r15,%rdx,8), %xmm0
	addsd (%rdi,%rdx,8), %xmm0
	movsd %xmm0, (%r8,%rdx,8)
	incq %rdx
	decq %rsi
	jne .LBB_246
.LBB_247:
	subq %rax, %rcx
	cmpq $-4, %rcx
	ja .LBB_254
.LBB_248:
	movsd (%r15,%rdx,8), %xmm0
	addsd (%rdi,%rdx,8), %xmm0
	movsd %xmm0, (%r8,%rdx,8)
	movsd 8(%r15,%rdx,8), %xmm0
	addsd 8(%rdi,%rdx,8), %xmm0
	movsd %xmm0, 8(%r8,%rdx,8)
	movsd 16(%r15,%rdx,8), %xmm0
	addsd 16(%rdi,%rdx,8), %xmm0
	movsd %xmm0, 16(%r8,%rdx,8)
	movsd 24(%r15,%rdx,8), %xmm0
	addsd 24(%rdi,%rdx,8), %xmm0
	movsd %xmm0, 24(%r8,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rax
	jne .LBB_248
	jmp .LBB_254
.LBB_249:
	movq %r8, %rcx
	subq %r15, %rcx
	cmpq $32, %rcx
	jb .LBB_243
	movq %r8, %rdx
	movq 144(%rsp), %rdi
	subq %rdi, %rdx
	movl $0, %ecx
	cmpq $32, %rdx
	jb .LBB_244
	movq %rax, %rcx
	andq $-4, %rcx
	xorl %edx, %edx
.LBB_252:
	movupd (%r15,%rdx,8), %xmm0
	movupd 16(%r15,%rdx,8), %xmm1
	movupd (%rdi,%rdx,8), %xmm2
	addpd %xmm0, %xmm2
	movupd 16(%rdi,%rdx,8), %xmm0
	addpd %xmm1, %xmm0
	movupd %xmm2, (%r8,%rdx,8)
	movupd %xmm0, 16(%r8,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rcx
	jne .LBB_252
	cmpq %rcx, %rax
	jne .LBB_244
.LBB_254:
	movq (%rsp), %rax
	movq %rax, 584(%rsp)
	movq %rbx, 592(%rsp)
	cmpq %rbx, %rax
	jne .LBB_365
	movq 432(%rsp), %rdx
	movq %rdx, 600(%rsp)
	movq 456(%rsp), %rax
	movq %rax, 624(%rsp)
	cmpq %rax, %rdx
	jne .LBB_366
	movq %r8, 544(%rsp)
	movq %r12, 16(%rsp)
	movq %r13, 64(%rsp)
	movq %r15, 72(%rsp)
	movq %r14, 80(%rsp)
	testq %rdx, %rdx
	movq 32(%rsp), %rbp
	movq 24(%rsp), %rbx
	movq 56(%rsp), %r14
	je .LBB_280
	movq 448(%rsp), %rax
	movq %rax, 536(%rsp)
	movq 16(%rsp), %rax
	addq $16, %rax
	movq %rax, 528(%rsp)
	leaq 16(%r14), %rax
	movq %rax, 520(%rsp)
	xorl %eax, %eax
	jmp .LBB_259
.LBB_258:
	movq 432(%rsp), %rdx
	movq 552(%rsp), %rax
	cmpq %rdx, %rax
	je .LBB_280
.LBB_259:
	movq 536(%rsp), %rsi
	leaq (%rsi,%rax,8), %rcx
	addq $8, %rcx
	movq (%rsi,%rax,8), %r8
	leaq 1(%rax), %rsi
	movq %rsi, 552(%rsp)
	cmpq %rdx, %rsi
	leaq 488(%rsp), %rdx
	cmovaeq %rdx, %rcx
	movq 544(%rsp), %rdx
	movsd (%rdx,%rax,8), %xmm0
	movq (%rcx), %rax
	ucomisd .LCPI_2(%rip), %xmm0
	movq %rax, 48(%rsp)
	jb .LBB_264
	cmpq %r8, %rax
	jbe .LBB_258
.LBB_261:
	leaq 200(%rsp), %rdi
	movq %rbx, %rsi
	movq %r8, %rdx
	movq %r8, %r15
	callq kernel_sliding::exact::Exact::lines
	cmpq (%rsp), %r15
	movq %r15, %rcx
	jae .LBB_368
	movsd %xmm0, (%r14,%rcx,8)
	movq 16(%rsp), %rax
	movsd %xmm1, (%rax,%rcx,8)
	leaq 1(%rcx), %r8
	cmpq %r8, 48(%rsp)
	jne .LBB_261
	jmp .LBB_258
.LBB_264:
	subq %r8, %rax
	jbe .LBB_258
	movq %rax, %r9
	shrq $6, %r9
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %r9
	movq %r8, %r10
	negq %r10
	leaq 64(%r8), %rcx
	movapd %xmm0, %xmm1
	unpcklpd %xmm0, %xmm1
	movq 528(%rsp), %rax
	leaq (%rax,%r8,8), %r13
	movq 520(%rsp), %rax
	leaq (%rax,%r8,8), %r15
	movq 16(%rsp), %rax
	leaq (%rax,%r8,8), %r11
	leaq (%r14,%r8,8), %r12
	movq %rcx, 560(%rsp)
	movq %rcx, %rax
	xorl %edx, %edx
	movapd %xmm0, 608(%rsp)
	movapd %xmm1, 672(%rsp)
	jmp .LBB_267
.LBB_266:
	movq 568(%rsp), %r9
	decq %r9
	movq 40(%rsp), %r10
	addq $-64, %r10
	movq 136(%rsp), %rdx
	incq %rdx
	movq 152(%rsp), %rax
	addq $64, %rax
	addq $512, %r13
	addq $512, %r15
	movq 88(%rsp), %r11
	addq $512, %r11
	addq $512, %r12
	testq %r9, %r9
	movq 32(%rsp), %rbp
	movq 24(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 576(%rsp), %r8
	je .LBB_258
.LBB_267:
	movq %r8, %r14
	movq 48(%rsp), %rcx
	cmpq %rax, %rcx
	movq %rax, 152(%rsp)
	cmovbq %rcx, %rax
	leaq (%rax,%r10), %rdi
	cmpq $1, %rdi
	adcq %r10, %rax
	movq %rdx, 136(%rsp)
	shlq $6, %rdx
	addq 560(%rsp), %rdx
	cmpq %rdx, %rcx
	cmovbq %rcx, %rdx
	addq $64, %r8
	cmpq %r8, %rcx
	movq %r8, %rsi
	cmovbq %rcx, %rsi
	cmpq %r14, %rsi
	jb .LBB_335
	cmpq (%rsp), %rsi
	ja .LBB_335
	movq %r11, 88(%rsp)
	movq %r10, 40(%rsp)
	movq %r9, 568(%rsp)
	movq %r8, 576(%rsp)
	cmpq %r14, %rsi
	je .LBB_266
	addq 40(%rsp), %rdx
	cmpq $4, %rdx
	jae .LBB_272
	xorl %ebp, %ebp
	xorl %ecx, %ecx
	movapd .LCPI_5(%rip), %xmm12
	movapd 608(%rsp), %xmm1
	movq 88(%rsp), %r8
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
	movapd 672(%rsp), %xmm13
	movq 88(%rsp), %r8
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
	movq %xmm1, %rbp
	cmpq %rcx, %rdx
	movapd 608(%rsp), %xmm1
	je .LBB_276
.LBB_275:
	movsd (%r8,%rcx,8), %xmm0
	subsd (%r12,%rcx,8), %xmm0
	andpd %xmm12, %xmm0
	xorl %edx, %edx
	ucomisd %xmm0, %xmm1
	setae %dl
	shlq %cl, %rdx
	incq %rcx
	orq %rdx, %rbp
	cmpq %rcx, %rax
	jne .LBB_275
.LBB_276:
	testq %rbp, %rbp
	je .LBB_266
.LBB_277:
	rep bsfq	%rbp, %rbx
	addq %r14, %rbx
	leaq 200(%rsp), %rdi
	movq 24(%rsp), %rsi
	movq %rbx, %rdx
	callq kernel_sliding::exact::Exact::lines
	cmpq (%rsp), %rbx
	jae .LBB_360
	movq 56(%rsp), %rax
	movsd %xmm0, (%rax,%rbx,8)
	movq 16(%rsp), %rax
	movsd %xmm1, (%rax,%rbx,8)
	leaq -1(%rbp), %rax
	andq %rax, %rbp
	jne .LBB_277
	jmp .LBB_266
.LBB_280:
	movq 8(%rsp), %r13
	cmpq %r13, (%rsp)
	jne .LBB_362
	movq $0, 384(%rsp)
	cmpq 368(%rsp), %r13
	ja .LBB_292
	movl $0, %edx
	testq %r13, %r13
	movq 128(%rsp), %r11
	movq 416(%rsp), %rbx
	je .LBB_299
	cmpq $4, %r13
	jae .LBB_294
.LBB_284:
	xorl %ecx, %ecx
	movq 16(%rsp), %r9
	jmp .LBB_285
.LBB_291:
	movq %rsi, %rax
	jmp .LBB_228
.LBB_292:
	movl $1, %ecx
	movl $1, %r8d
	leaq 368(%rsp), %rdi
	xorl %esi, %esi
	movq %r13, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 416(%rsp), %rbx
	movq 376(%rsp), %r11
	movq 384(%rsp), %rdx
	cmpq $4, %r13
	jb .LBB_284
.LBB_294:
	leaq (%r11,%rdx), %rax
	leaq (%rax,%r13), %rcx
	movq 504(%rsp), %rdi
	leaq (%r14,%rdi), %rsi
	movq 16(%rsp), %r9
	addq %r9, %rdi
	cmpq %rsi, %rax
	setb %sil
	cmpq %rcx, %r14
	setb %r8b
	cmpq %rdi, %rax
	setb %al
	cmpq %rcx, %r9
	setb %cl
	testb %r8b, %sil
	jne .LBB_334
	andb %cl, %al
	jne .LBB_334
	leaq (%r11,%rdx), %rax
	addq $2, %rax
	movq 496(%rsp), %rdi
	addq %rdi, %rdx
	xorl %ecx, %ecx
.LBB_297:
	movupd (%r14,%rcx,8), %xmm2
	movupd 16(%r14,%rcx,8), %xmm3
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
	jne .LBB_297
	movq %rdi, %rcx
	cmpq %rdi, %r13
	jne .LBB_285
	jmp .LBB_299
.LBB_334:
	xorl %ecx, %ecx
.LBB_285:
	movq %rcx, %rax
	orq $1, %rax
	testb $1, %r13b
	je .LBB_287
	movsd (%r14,%rcx,8), %xmm0
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
	cmpq %rax, %r13
	je .LBB_299
	leaq (%r11,%rdx), %rax
	incq %rax
	negq %rdx
	movq %r13, %rsi
	subq %rcx, %rsi
	leaq (%r9,%rcx,8), %rdi
	addq $8, %rdi
	leaq (%r14,%rcx,8), %rcx
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
.LBB_299:
	movq %rdx, 384(%rsp)
	testq %rbx, %rbx
	movq %r11, 128(%rsp)
	je .LBB_326
	movq %rbx, %r14
	leaq 3(%r11), %r8
	leaq 1(%r11), %r9
	movl $1, %r15d
	xorpd %xmm0, %xmm0
	movsd %xmm0, (%rsp)
	movl $65, %r10d
	movq $-1, %r11
	xorl %r12d, %r12d
	xorl %ebx, %ebx
	jmp .LBB_303
.LBB_301:
	movq 8(%rsp), %r13
.LBB_302:
	decq %r14
	addq $64, %r10
	addq $-64, %r11
	addq $64, %r8
	addq $64, %r9
	testq %r14, %r14
	je .LBB_323
.LBB_303:
	movq %r15, %rdi
	cmpq %r10, %r13
	movq %r13, %rcx
	movq %r10, %r13
	cmovbq %rcx, %r13
	leaq (%r11,%r13), %rax
	cmpq $1, %rax
	adcq %r11, %r13
	addq $64, %r15
	cmpq %r15, %rcx
	movq %r15, %rsi
	cmovbq %rcx, %rsi
	cmpq %rdi, %rcx
	jb .LBB_358
	cmpq %rdx, %rsi
	ja .LBB_358
	leaq -1(%rdi), %rcx
	decq %rsi
	cmpq %rcx, %rsi
	jb .LBB_356
	cmpq %rdx, %rsi
	ja .LBB_356
	cmpq %rdi, 8(%rsp)
	je .LBB_301
	cmpq $4, %rax
	jae .LBB_310
	xorl %esi, %esi
	xorl %ecx, %ecx
	jmp .LBB_313
.LBB_310:
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
.LBB_311:
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
	jne .LBB_311
	orpd %xmm2, %xmm1
	pshufd $238, %xmm1, %xmm2
	por %xmm1, %xmm2
	movq %xmm2, %rsi
	cmpq %rcx, %rax
	je .LBB_314
.LBB_313:
	movzbl -1(%r9,%rcx), %eax
	mulb (%r9,%rcx)
	xorl %ebp, %ebp
	cmpb $-1, %al
	sete %bpl
	shlq %cl, %rbp
	incq %rcx
	orq %rbp, %rsi
	cmpq %rcx, %r13
	jne .LBB_313
.LBB_314:
	movq %r12, %rcx
	testq %rsi, %rsi
	movq 8(%rsp), %r13
	movq 32(%rsp), %rbp
	jne .LBB_316
	jmp .LBB_302
.LBB_315:
	movq %rcx, %r12
	leaq -1(%rsi), %rax
	andq %rax, %rsi
	je .LBB_302
.LBB_316:
	rep bsfq	%rsi, %rax
	addq %rdi, %rax
	cmpq %rdx, %rax
	jae .LBB_369
	movq 128(%rsp), %r12
	movsbq (%r12,%rax), %r12
	cmpq %r12, %rcx
	je .LBB_315
	testq %rcx, %rcx
	je .LBB_321
	cmpq %r13, %rax
	jae .LBB_373
	movsd (%rbp,%rax,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %rcx, %xmm2
	subsd %xmm0, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm0, %xmm1
	addsd .LCPI_9(%rip), %xmm1
	mulsd .LCPI_10(%rip), %xmm1
	addsd .LCPI_11(%rip), %xmm1
	mulsd .LCPI_12(%rip), %xmm1
	movsd (%rsp), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, (%rsp)
	incq %rbx
.LBB_321:
	cmpq %r13, %rax
	jae .LBB_372
	movsd (%rbp,%rax,8), %xmm0
	movq %r12, %rcx
	leaq -1(%rsi), %rax
	andq %rax, %rsi
	jne .LBB_316
	jmp .LBB_302
.LBB_323:
	testq %r12, %r12
	je .LBB_327
	testq %r13, %r13
	je .LBB_383
	movsd -8(%rbp,%r13,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %r12, %xmm2
	subsd %xmm0, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm0, %xmm1
	addsd .LCPI_9(%rip), %xmm1
	mulsd .LCPI_10(%rip), %xmm1
	addsd .LCPI_11(%rip), %xmm1
	mulsd .LCPI_12(%rip), %xmm1
	movsd (%rsp), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, (%rsp)
	incq %rbx
	jmp .LBB_327
.LBB_326:
	xorpd %xmm0, %xmm0
	movsd %xmm0, (%rsp)
	xorl %ebx, %ebx
.LBB_327:
	movq 64(%rsp), %rsi
	testq %rsi, %rsi
	movq 80(%rsp), %r14
	movq 72(%rsp), %r15
	movq 144(%rsp), %rdi
	je .LBB_329
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_329:
	testq %r14, %r14
	je .LBB_331
	shlq $3, %r14
	movl $8, %edx
	movq %r15, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_331:
	movq 288(%rsp), %r14
	cmpq 272(%rsp), %r14
	jne .LBB_166
	leaq 272(%rsp), %rdi
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	jmp .LBB_166
.LBB_335:
	leaq .Lanon.1(%rip), %rcx
	movq %r14, %rdi
	movq (%rsp), %rdx
	movq 80(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_336:
	xorl %ebx, %ebx
	leaq .Lanon.2(%rip), %r14
	jmp .LBB_338
.LBB_337:
	movq 216(%rsp), %r14
	movq 224(%rsp), %rbx
.LBB_338:
	movq 288(%rsp), %rax
	movq 424(%rsp), %rcx
	movq %rax, 16(%rcx)
	movups 272(%rsp), %xmm0
	movups %xmm0, (%rcx)
	leaq 296(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	testq %rbx, %rbx
	je .LBB_341
	leaq (%rbx,%rbx,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rbx
	addq $17, %rbx
	je .LBB_341
	subq %rax, %r14
	movl $16, %edx
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_341:
	movq 96(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_343
	movq 104(%rsp), %rdx
	movq 112(%rsp), %rax
	movq $0, 304(%rsp)
	movq %rcx, 312(%rsp)
	movq %rdx, 320(%rsp)
	movq $0, 336(%rsp)
	movq %rcx, 344(%rsp)
	movq %rdx, 352(%rsp)
	movl $1, %ecx
	jmp .LBB_344
.LBB_343:
	xorl %ecx, %ecx
	xorl %eax, %eax
.LBB_344:
	movq %rcx, 296(%rsp)
	movq %rcx, 328(%rsp)
	movq %rax, 360(%rsp)
	leaq 200(%rsp), %rdi
	leaq 296(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 200(%rsp), %rax
	testq %rax, %rax
	je .LBB_351
	leaq 200(%rsp), %rbx
	leaq 296(%rsp), %r14
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r15
.LBB_347:
	movq 216(%rsp), %rcx
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
	movq 200(%rsp), %rax
	testq %rax, %rax
	jne .LBB_347
.LBB_351:
	movq 440(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_353
	movq 448(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_353:
	movq 464(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_355
	movq 472(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_355:
	movq 424(%rsp), %rax
	addq $696, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_358:
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_359
.LBB_356:
	movq %rcx, %rdi
	leaq .Lanon.4(%rip), %rcx
.LBB_359:
	movq 80(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_360:
	leaq .Lanon.5(%rip), %rdx
.LBB_361:
	movq %rbx, %rdi
	movq (%rsp), %rsi
	movq 80(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_362:
	leaq .Lanon.6(%rip), %rdi
	leaq .Lanon.7(%rip), %rdx
	movl $49, %esi
	movq 80(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_363:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_142
.LBB_365:
	movl $49, %r8d
	leaq .Lanon.8(%rip), %r9
	leaq .Lanon.9(%rip), %rcx
	leaq 592(%rsp), %rdx
	leaq 584(%rsp), %rsi
	jmp .LBB_367
.LBB_366:
	movl $61, %r8d
	leaq 600(%rsp), %rsi
	leaq 624(%rsp), %rdx
	leaq .Lanon.10(%rip), %rcx
	leaq .Lanon.11(%rip), %r9
.LBB_367:
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_368:
	movq %rcx, %rbx
	leaq .Lanon.12(%rip), %rdx
	jmp .LBB_361
.LBB_369:
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_374
.LBB_370:
	xorl %r15d, %r15d
.LBB_371:
	movq %r15, %rdi
	movq 56(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_372:
	movq %r13, %rdx
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_374
.LBB_373:
	movq %r13, %rdx
	leaq .Lanon.15(%rip), %rcx
.LBB_374:
	movq %rax, %rdi
	movq %rdx, %rsi
	movq %rcx, %rdx
	movq 80(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_375:
	movq %rax, %rdi
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_380
.LBB_376:
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_380
.LBB_377:
	movq 40(%rsp), %rdi
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_380
.LBB_378:
	movq 48(%rsp), %rdi
	leaq .Lanon.19(%rip), %rdx
	jmp .LBB_380
.LBB_379:
	movq %r15, %rdi
	leaq .Lanon.20(%rip), %rdx
.LBB_380:
	movq %rdi, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_381:
	leaq .Lanon.21(%rip), %rdi
	leaq .Lanon.22(%rip), %rdx
	movl $22, %esi
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_382:
	leaq .Lanon.23(%rip), %rdi
	leaq .Lanon.24(%rip), %rcx
	leaq .Lanon.25(%rip), %r8
	leaq 127(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_383:
	movq $-1, %rax
	xorl %edx, %edx
	leaq .Lanon.26(%rip), %rcx
	jmp .LBB_374
.LBB_384:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_385:
	movl $1, %edi
	movq 8(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_387
.LBB_386:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_387:
	ud2
	jmp .LBB_414
	jmp .LBB_411
	jmp .LBB_401
	movq %rax, %r12
	cmpq $0, 8(%rsp)
	je .LBB_395
	movl $1, %edx
	movq 128(%rsp), %rdi
	movq 8(%rsp), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_395
	movq %rax, %r12
	cmpq $0, 8(%rsp)
	jne .LBB_397
	jmp .LBB_425
	movq %rax, %r12
.LBB_395:
	testq %r13, %r13
	je .LBB_425
	leaq (,%r13,8), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r13, 8(%rsp)
.LBB_397:
	movq 8(%rsp), %rax
	leaq (,%rax,8), %rsi
	movl $8, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_399
	movq %rax, %r12
	cmpq $0, 8(%rsp)
	je .LBB_425
.LBB_399:
	movq 8(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_425
.LBB_401:
	movq %rax, %r12
	leaq 440(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %r12, %rdi
	callq _Unwind_Resume@PLT
	jmp .LBB_409
	jmp .LBB_411
	jmp .LBB_411
	movq %rax, %r12
	cmpq $0, 16(%rsp)
	je .LBB_426
	movq 16(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_426
	jmp .LBB_411
.LBB_409:
	movq %rax, %r12
	movq 272(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_421
	jmp .LBB_423
.LBB_411:
	movq %rax, %r12
	jmp .LBB_426
	jmp .LBB_414
.LBB_414:
	movq %rax, %r12
	movq 80(%rsp), %r14
	movq 72(%rsp), %r15
	movq 64(%rsp), %r13
	jmp .LBB_416
	movq %rax, %r12
.LBB_416:
	testq %r13, %r13
	jne .LBB_419
	testq %r14, %r14
	jne .LBB_420
.LBB_418:
	movq 272(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_421
	jmp .LBB_423
.LBB_419:
	shlq $3, %r13
	movl $8, %edx
	movq 144(%rsp), %rdi
	movq %r13, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	testq %r14, %r14
	je .LBB_418
.LBB_420:
	shlq $3, %r14
	movl $8, %edx
	movq %r15, %rdi
	movq %r14, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 272(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_423
.LBB_421:
	movq 280(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_423
	movq %rax, %r12
.LBB_423:
	leaq 296(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	jmp .LBB_425
	movq %rax, %r12
.LBB_425:
	leaq 200(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_426:
	leaq 96(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	leaq 440(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %r12, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
