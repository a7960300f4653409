# kernel_sliding::sweep — kernel-sliding, target-cpu=emeraldrapids
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::sweep:
	pushq %rbp
	pushq %r15
	pushq %r14
	pushq %r13
	pushq %r12
	pushq %rbx
	subq $728, %rsp
	movq %rdi, 456(%rsp)
	movq (%rsi), %rax
	movq 8(%rsi), %r13
	movq 16(%rsi), %r15
	movq 24(%rsi), %rbx
	leaq 472(%rsp), %rdi
	movq %rax, 80(%rsp)
	movq %rax, %rsi
	movq %r13, %rdx
	movq %r15, %rcx
	movq %rbx, %r8
	callq kernel_sliding::grid_for
	movq $0, 96(%rsp)
	movq $0, 112(%rsp)
	leaq (%rbx,%rbx,2), %rax
	shlq $4, %rax
	addq %r15, %rax
	movq %rax, 280(%rsp)
	movq %rbx, 136(%rsp)
	testq %rbx, %rbx
	movq %r13, 8(%rsp)
	movq %r15, 72(%rsp)
	je .LBB_45
	leaq (,%r13,8), %rdx
	movabsq $2305843009213693951, %rax
	cmpq %rax, %r13
	seta %al
	movabsq $9223372036854775800, %rcx
	movq %rdx, 32(%rsp)
	cmpq %rcx, %rdx
	seta %cl
	orb %al, %cl
	je .LBB_59
	leaq 312(%rsp), %rbx
.LBB_3:
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
.LBB_6:
	movzwl 362(%r11), %r12d
	movl %r12d, %r13d
	shll $3, %r13d
	movq $-1, %r14
.LBB_7:
	testq %r13, %r13
	je .LBB_10
	cmpq 16(%r11,%r14,8), %r9
	seta %bpl
	sbbb $0, %bpl
	incq %r14
	addq $-8, %r13
	cmpb $1, %bpl
	je .LBB_7
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_11
	jmp .LBB_13
.LBB_10:
	movq %r12, %r14
.LBB_11:
	subq $1, %r10
	jb .LBB_385
	movq 368(%r11,%r14,8), %r11
	jmp .LBB_6
.LBB_13:
	movq %rdx, %r9
	movq %rax, %r10
	movq 8(%rsp), %r13
.LBB_14:
	movzwl 362(%r10), %r14d
	movl %r14d, %r12d
	shll $3, %r12d
	movq $-1, %r11
.LBB_15:
	testq %r12, %r12
	je .LBB_18
	cmpq 16(%r10,%r11,8), %r8
	seta %bpl
	sbbb $0, %bpl
	incq %r11
	addq $-8, %r12
	cmpb $1, %bpl
	je .LBB_15
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_19
	jmp .LBB_21
.LBB_18:
	movq %r14, %r11
.LBB_19:
	subq $1, %r9
	jb .LBB_385
	movq 368(%r10,%r11,8), %r10
	jmp .LBB_14
.LBB_21:
	movq %rdx, %r8
	movq %rax, %r9
.LBB_22:
	movzwl 362(%r9), %r11d
	movl %r11d, %r14d
	shll $3, %r14d
	movq $-1, %r10
.LBB_23:
	testq %r14, %r14
	je .LBB_26
	cmpq 16(%r9,%r10,8), %rdi
	seta %bpl
	sbbb $0, %bpl
	incq %r10
	addq $-8, %r14
	cmpb $1, %bpl
	je .LBB_23
	movzbl %bpl, %r11d
	testl %r11d, %r11d
	jne .LBB_27
	jmp .LBB_29
.LBB_26:
	movq %r11, %r10
.LBB_27:
	subq $1, %r8
	jb .LBB_385
	movq 368(%r9,%r10,8), %r9
	jmp .LBB_22
.LBB_29:
	movq %rdx, %rdi
	movq %rax, %r8
.LBB_30:
	movzwl 362(%r8), %r10d
	movl %r10d, %r11d
	shll $3, %r11d
	movq $-1, %r9
.LBB_31:
	testq %r11, %r11
	je .LBB_34
	cmpq 16(%r8,%r9,8), %rsi
	seta %bpl
	sbbb $0, %bpl
	incq %r9
	addq $-8, %r11
	cmpb $1, %bpl
	je .LBB_31
	movzbl %bpl, %r10d
	testl %r10d, %r10d
	je .LBB_40
	jmp .LBB_35
.LBB_34:
	movq %r10, %r9
.LBB_35:
	subq $1, %rdi
	jb .LBB_385
	movq 368(%r8,%r9,8), %r8
	jmp .LBB_30
.LBB_37:
	movq %rdi, %rsi
.LBB_38:
	subq $1, %rdx
	jb .LBB_385
	movq 368(%rax,%rsi,8), %rax
.LBB_40:
	movzwl 362(%rax), %edi
	movl %edi, %r8d
	shll $3, %r8d
	movq $-1, %rsi
.LBB_41:
	testq %r8, %r8
	je .LBB_37
	cmpq 16(%rax,%rsi,8), %rcx
	seta %r9b
	sbbb $0, %r9b
	incq %rsi
	addq $-8, %r8
	cmpb $1, %r9b
	je .LBB_41
	movzbl %r9b, %edi
	testl %edi, %edi
	jne .LBB_38
	cmpq 280(%rsp), %r15
	jne .LBB_3
.LBB_45:
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
.LBB_47:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 80(%rsp), %rcx
	movq %rcx, 208(%rsp)
	movq %r13, 216(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 224(%rsp)
	movq %rax, 256(%rsp)
	movq %rdx, 264(%rsp)
	leaq (,%r13,8), %rsi
	movabsq $2305843009213693951, %rax
	cmpq %rax, %r13
	seta %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %rsi
	seta %cl
	orb %al, %cl
	je .LBB_50
	xorl %ebx, %ebx
.LBB_49:
	movq %rbx, %rdi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_50:
	testq %rsi, %rsi
	movq %rsi, 432(%rsp)
	je .LBB_153
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebx
	movl $8, %esi
	leaq (,%r13,8), %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	leaq (,%r13,8), %rsi
	testq %rax, %rax
	je .LBB_49
	movq %rax, %r14
	movq %rsi, %rbx
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_399
	movq %rax, %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_401
	movq %rax, %rbx
	movq %r13, %r12
	testq %r12, %r12
	je .LBB_154
.LBB_55:
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $1, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movq %rax, 144(%rsp)
	testq %rax, %rax
	je .LBB_400
	movq 488(%rsp), %rbp
	testq %rbp, %rbp
	je .LBB_155
.LBB_57:
	leaq (,%rbp,8), %r12
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	jne .LBB_156
	movl $8, %edi
	movq %r12, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_59:
	movq %r15, %rsi
	jmp .LBB_62
.LBB_60:
	movq %r12, 16(%rsp)
	leaq 96(%rsp), %r12
	movq 160(%rsp), %rsi
	addq $48, %rsi
	cmpq 280(%rsp), %rsi
	je .LBB_45
.LBB_62:
	leaq 312(%rsp), %rdi
	movq %rsi, 160(%rsp)
	callq kernel_sliding::raw_lengths
	movq 312(%rsp), %rbp
	movq 320(%rsp), %r14
	movq 328(%rsp), %r15
	movq 336(%rsp), %rax
	movq %rax, 120(%rsp)
	movq 344(%rsp), %rax
	movq %rax, 88(%rsp)
	movq 96(%rsp), %rax
	testq %rax, %rax
	movq 80(%rsp), %r9
	movq 32(%rsp), %rbx
	je .LBB_108
	movq 104(%rsp), %rdx
	movq %rax, %rcx
.LBB_65:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_66:
	testq %rdi, %rdi
	je .LBB_70
	cmpq 16(%rcx,%r12,8), %rbp
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_66
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_72
	subq $1, %rdx
	jae .LBB_71
	jmp .LBB_148
.LBB_70:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_148
.LBB_71:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_65
.LBB_72:
	movq %r12, 16(%rsp)
	leaq 96(%rsp), %r12
	movq %r9, %rbp
	testq %rax, %rax
	je .LBB_116
.LBB_73:
	movq 104(%rsp), %rdx
	movq %rax, %rcx
.LBB_74:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_75:
	testq %rdi, %rdi
	je .LBB_79
	cmpq 16(%rcx,%r12,8), %r14
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_75
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_81
	subq $1, %rdx
	jae .LBB_80
	jmp .LBB_149
.LBB_79:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_149
.LBB_80:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_74
.LBB_81:
	movq %r12, 16(%rsp)
	leaq 96(%rsp), %r12
	testq %rax, %rax
	je .LBB_124
.LBB_82:
	movq 104(%rsp), %rdx
	movq %rax, %rcx
.LBB_83:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_84:
	testq %rdi, %rdi
	je .LBB_88
	cmpq 16(%rcx,%r12,8), %r15
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_84
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_90
	subq $1, %rdx
	jae .LBB_89
	jmp .LBB_150
.LBB_88:
	movq %rsi, %r12
	subq $1, %rdx
	jb .LBB_150
.LBB_89:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_83
.LBB_90:
	movq %r12, 16(%rsp)
	leaq 96(%rsp), %r12
	testq %rax, %rax
	movq 120(%rsp), %rdx
	je .LBB_132
.LBB_91:
	movq 104(%rsp), %r10
	movq %rax, %rcx
	movq 88(%rsp), %r9
.LBB_92:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r12
.LBB_93:
	testq %rdi, %rdi
	je .LBB_97
	cmpq 16(%rcx,%r12,8), %rdx
	seta %r8b
	sbbb $0, %r8b
	incq %r12
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_93
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_99
	subq $1, %r10
	jae .LBB_98
	jmp .LBB_151
.LBB_97:
	movq %rsi, %r12
	subq $1, %r10
	jb .LBB_151
.LBB_98:
	movq 368(%rcx,%r12,8), %rcx
	jmp .LBB_92
.LBB_99:
	movq %r12, 16(%rsp)
	leaq 96(%rsp), %r12
	testq %rax, %rax
	movq 8(%rsp), %r13
	je .LBB_140
.LBB_100:
	movq 104(%rsp), %rcx
.LBB_101:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r12
.LBB_102:
	testq %rsi, %rsi
	je .LBB_106
	cmpq 16(%rax,%r12,8), %r9
	seta %dil
	sbbb $0, %dil
	incq %r12
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_102
	movzbl %dil, %edx
	testl %edx, %edx
	je .LBB_60
	subq $1, %rcx
	jae .LBB_107
	jmp .LBB_152
.LBB_106:
	movq %rdx, %r12
	subq $1, %rcx
	jb .LBB_152
.LBB_107:
	movq 368(%rax,%r12,8), %rax
	jmp .LBB_101
.LBB_108:
	xorl %ecx, %ecx
.LBB_109:
	leaq 96(%rsp), %rax
	movq %rax, 168(%rsp)
	movq %rbp, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %rbx, %rbx
	je .LBB_112
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 8(%rsp), %r13
	movq %r13, 24(%rsp)
	jmp .LBB_113
.LBB_112:
	movl $8, %ebx
	movq $0, 24(%rsp)
	movq 8(%rsp), %r13
.LBB_113:
	movq 80(%rsp), %rdi
	movq %r13, %rsi
	movq %rbp, %rdx
	leaq 472(%rsp), %rcx
	movq %rbx, %r8
	movq %r13, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r13, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 96(%rsp), %rax
	movq 80(%rsp), %rbp
	movq 32(%rsp), %rbx
	testq %rax, %rax
	jne .LBB_73
.LBB_116:
	xorl %ecx, %ecx
.LBB_117:
	leaq 96(%rsp), %rax
	movq %rax, 168(%rsp)
	movq %r14, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %rbx, %rbx
	je .LBB_120
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 8(%rsp), %r13
	movq %r13, 24(%rsp)
	jmp .LBB_121
.LBB_120:
	movl $8, %ebx
	movq $0, 24(%rsp)
	movq 8(%rsp), %r13
.LBB_121:
	movq 80(%rsp), %rdi
	movq %r13, %rsi
	movq %r14, %rdx
	leaq 472(%rsp), %rcx
	movq %rbx, %r8
	movq %r13, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r13, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 96(%rsp), %rax
	movq 80(%rsp), %rbp
	movq 32(%rsp), %rbx
	testq %rax, %rax
	jne .LBB_82
.LBB_124:
	xorl %ecx, %ecx
.LBB_125:
	leaq 96(%rsp), %rax
	movq %rax, 168(%rsp)
	movq %r15, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %rbx, %rbx
	je .LBB_128
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 8(%rsp), %r14
	movq %r14, 24(%rsp)
	jmp .LBB_129
.LBB_128:
	movl $8, %ebx
	movq $0, 24(%rsp)
	movq 8(%rsp), %r14
.LBB_129:
	movq %rbp, %rdi
	movq %r14, %rsi
	movq %r15, %rdx
	leaq 472(%rsp), %rcx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r14, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 96(%rsp), %rax
	movq 80(%rsp), %rbp
	movq 32(%rsp), %rbx
	testq %rax, %rax
	movq 120(%rsp), %rdx
	jne .LBB_91
.LBB_132:
	xorl %ecx, %ecx
.LBB_133:
	leaq 96(%rsp), %rax
	movq %rax, 168(%rsp)
	movq %rdx, 176(%rsp)
	movq %rcx, 184(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %rbx, %rbx
	je .LBB_136
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 8(%rsp), %r14
	movq %r14, 24(%rsp)
	movq 120(%rsp), %rdx
	jmp .LBB_137
.LBB_136:
	movl $8, %ebx
	movq $0, 24(%rsp)
	movq 8(%rsp), %r14
.LBB_137:
	movq %rbp, %rdi
	movq %r14, %rsi
	leaq 472(%rsp), %rcx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r14, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 96(%rsp), %rax
	movq 32(%rsp), %rbx
	movq 88(%rsp), %r9
	testq %rax, %rax
	movq 8(%rsp), %r13
	jne .LBB_100
.LBB_140:
	xorl %eax, %eax
.LBB_141:
	leaq 96(%rsp), %rcx
	movq %rcx, 168(%rsp)
	movq %r9, 176(%rsp)
	movq %rax, 184(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 192(%rsp)
	movq %r12, 200(%rsp)
	testq %rbx, %rbx
	movq 80(%rsp), %r15
	je .LBB_144
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_386
	movq %rax, %rbx
	movq 8(%rsp), %r14
	movq %r14, 24(%rsp)
	jmp .LBB_145
.LBB_144:
	movl $8, %ebx
	movq $0, 24(%rsp)
	movq 8(%rsp), %r14
.LBB_145:
	movq %r15, %rdi
	movq %r14, %rsi
	movq 88(%rsp), %rdx
	leaq 472(%rsp), %rcx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 208(%rsp)
	movq %rbx, 216(%rsp)
	movq %r14, 224(%rsp)
	leaq 312(%rsp), %rdi
	leaq 168(%rsp), %rsi
	leaq 208(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 8(%rsp), %r13
	movq 160(%rsp), %rsi
	addq $48, %rsi
	cmpq 280(%rsp), %rsi
	jne .LBB_62
	jmp .LBB_45
.LBB_148:
	movq $0, 16(%rsp)
	jmp .LBB_109
.LBB_149:
	movq $0, 16(%rsp)
	jmp .LBB_117
.LBB_150:
	movq $0, 16(%rsp)
	jmp .LBB_125
.LBB_151:
	movq $0, 16(%rsp)
	jmp .LBB_133
.LBB_152:
	movq $0, 16(%rsp)
	jmp .LBB_141
.LBB_153:
	movl $8, %r15d
	movq %r13, %r12
	xorl %r13d, %r13d
	movl $8, %r14d
	movl $8, %ebx
	testq %r12, %r12
	jne .LBB_55
.LBB_154:
	movl $1, %eax
	movq %rax, 144(%rsp)
	movq 488(%rsp), %rbp
	testq %rbp, %rbp
	jne .LBB_57
.LBB_155:
	movl $8, %eax
.LBB_156:
	movabsq $1152921504606846976, %rcx
	movq %r13, 312(%rsp)
	movq %r14, 320(%rsp)
	movq 8(%rsp), %rdx
	movq %rdx, 328(%rsp)
	movq %r13, 336(%rsp)
	movq %r15, 344(%rsp)
	movq %rdx, 352(%rsp)
	movq %r13, 360(%rsp)
	movq %rdx, %r15
	movq %rbx, 368(%rsp)
	movq %rdx, 376(%rsp)
	movq %rdx, 384(%rsp)
	movq 144(%rsp), %rdx
	movq %rdx, 392(%rsp)
	movq $0, 400(%rsp)
	movq %rbp, 408(%rsp)
	movq %rax, 416(%rsp)
	movq %rbp, 424(%rsp)
	movq 136(%rsp), %r12
	movq %r12, %rbx
	shlq $4, %rbx
	decq %rcx
	cmpq %rcx, %r12
	seta %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %rbx
	seta %cl
	orb %al, %cl
	je .LBB_159
	xorl %r14d, %r14d
.LBB_158:
	movq %r14, %rdi
	movq %rbx, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_159:
	testq %rbx, %rbx
	je .LBB_162
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	movabsq $2305843009213693951, %rdx
	je .LBB_158
	movq %r12, %rcx
	jmp .LBB_163
.LBB_162:
	movl $8, %eax
	xorl %ecx, %ecx
	movabsq $2305843009213693951, %rdx
.LBB_163:
	movq %rcx, 288(%rsp)
	movq %rax, 296(%rsp)
	movq $0, 304(%rsp)
	testq %r12, %r12
	movq 72(%rsp), %rax
	je .LBB_351
	cmpq $1, %r15
	movq %r15, %rcx
	adcq $-1, %rcx
	addq $63, %rcx
	shrq $6, %rcx
	movq %rcx, 448(%rsp)
	addq $-7, %rdx
	andq %r15, %rdx
	movq %rdx, 544(%rsp)
	andl $3, %r15d
	movq %r15, 440(%rsp)
	jmp .LBB_166
.LBB_165:
	movq 296(%rsp), %rax
	movq %r14, %rcx
	shlq $4, %rcx
	vmovsd 16(%rsp), %xmm0
	vmovsd %xmm0, (%rax,%rcx)
	movq %rbp, 8(%rax,%rcx)
	incq %r14
	movq %r14, 304(%rsp)
	movq 552(%rsp), %rcx
	movq %rcx, %rax
	cmpq 280(%rsp), %rcx
	je .LBB_352
.LBB_166:
	movq %rax, 72(%rsp)
	movq (%rax), %rax
	testq %rax, %rax
	js .LBB_397
	movq 96(%rsp), %rdx
	testq %rdx, %rdx
	je .LBB_396
	movq 72(%rsp), %r14
	leaq 48(%r14), %rcx
	movq %rcx, 552(%rsp)
	movq 104(%rsp), %rsi
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
	jb .LBB_396
	movq 368(%r8,%rdi,8), %r8
	movq 72(%rsp), %r14
	jmp .LBB_169
.LBB_176:
	movq 8(%r14), %rdi
	testq %rdi, %rdi
	js .LBB_397
	movq 80(%r8,%r9), %rcx
	movq 88(%r8,%r9), %rax
	movq %rsi, %r8
	movq %rdx, %r10
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
	jb .LBB_396
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_178
.LBB_185:
	movq 72(%rsp), %rdi
	movq 32(%rdi), %r9
	testq %r9, %r9
	js .LBB_397
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
	jb .LBB_396
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_187
.LBB_194:
	movq 72(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_397
	movq 80(%r10,%r14), %r11
	movq %r11, 120(%rsp)
	movq 88(%r10,%r14), %r10
	movq %r10, 16(%rsp)
	movq %rsi, %r11
	movq %rdx, %r10
.LBB_196:
	movzwl 362(%r10), %r14d
	leal (,%r14,8), %ebx
	leaq (%rbx,%rbx,2), %r12
	movq $-1, %rbx
	xorl %r15d, %r15d
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
	jb .LBB_396
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_196
.LBB_203:
	movq 72(%rsp), %r9
	movq 24(%r9), %r14
	testq %r14, %r14
	js .LBB_397
	movq 80(%r10,%r15), %r12
	movq 88(%r10,%r15), %r9
	movq %r9, 32(%rsp)
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
	jb .LBB_396
	movq 368(%rdx,%r9,8), %rdx
	jmp .LBB_205
.LBB_212:
	movq %r12, 136(%rsp)
	movq 80(%rdx,%r11), %rbp
	movq 88(%rdx,%r11), %r13
	movq 320(%rsp), %rbx
	movq 328(%rsp), %r11
	leaq (,%r11,8), %r15
	leaq (%rbx,%r11,8), %r12
	testq %r11, %r11
	je .LBB_222
	cmpq %rdi, %rax
	movq %rdi, %rdx
	cmovbq %rax, %rdx
	leaq -8(%r15), %r9
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
	movq %rbx, %rdx
	movl $0, %esi
	cmpq $64, %r10
	jb .LBB_219
	incq %r9
	movl %r9d, %edx
	andl $7, %edx
	movl $8, %esi
	cmoveq %rsi, %rdx
	movq %r9, %rsi
	subq %rdx, %rsi
	leaq (%rbx,%rsi,8), %rdx
	xorl %r9d, %r9d
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
	je .LBB_391
	cmpq %rsi, %rax
	je .LBB_390
	vmovsd (%r8,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rdx)
	addq $8, %rdx
	incq %rsi
	cmpq %r12, %rdx
	jne .LBB_219
.LBB_222:
	movq %rbp, 152(%rsp)
	movq 72(%rsp), %rax
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_397
	movq %r13, %rbp
	movq 344(%rsp), %r8
	movq 352(%rsp), %r9
	movq %rbx, %rdi
	movq %r11, %rsi
	leaq 472(%rsp), %rcx
	movq %r8, 24(%rsp)
	movq %r9, 88(%rsp)
	movq %r11, %r13
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq %r13, 160(%rsp)
	testq %r13, %r13
	movq 120(%rsp), %rdi
	je .LBB_237
	movq 16(%rsp), %rax
	movq 32(%rsp), %rcx
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
	xorl %ecx, %ecx
	movq 136(%rsp), %rsi
	movq 152(%rsp), %r8
	jmp .LBB_232
.LBB_227:
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
	jb .LBB_232
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
	leaq (%r8,%rcx,8), %rdx
	leaq (%rsi,%rcx,8), %rsi
	leaq (%rdi,%rcx,8), %rdi
	movq %rbp, %r8
	subq %rcx, %r8
	movq 32(%rsp), %r9
	subq %rcx, %r9
	movq 16(%rsp), %r10
	subq %rcx, %r10
	xorl %ecx, %ecx
	xorl %r11d, %r11d
.LBB_233:
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
	leaq 8(%rax,%rcx), %r15
	addq $8, %rcx
	cmpq %r12, %r15
	jne .LBB_233
.LBB_237:
	movq 368(%rsp), %r12
	movq 376(%rsp), %rbp
	movq %rbx, %rdi
	movq 160(%rsp), %rsi
	movq %r14, %rdx
	leaq 472(%rsp), %rcx
	movq %r12, %r8
	movq %rbp, %r9
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	leaq 640(%rsp), %rdi
	leaq 472(%rsp), %rsi
	movq 72(%rsp), %rdx
	callq kernel_sliding::bound::lines
	movq 640(%rsp), %rbx
	movq 648(%rsp), %r14
	movq 656(%rsp), %rax
	movq 664(%rsp), %r15
	movq 672(%rsp), %r13
	movq 680(%rsp), %rcx
	movq 416(%rsp), %rdx
	movq %rdx, 272(%rsp)
	movq 424(%rsp), %rdx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %rdx, %rax
	movq %rdx, 464(%rsp)
	cmovaeq %rdx, %rax
	testq %rax, %rax
	je .LBB_252
	cmpq $8, %rax
	jae .LBB_247
	xorl %ecx, %ecx
	movq 272(%rsp), %rdi
.LBB_242:
	movq %rax, %rsi
	movq %rcx, %rdx
	andq $7, %rsi
	je .LBB_245
	movq %rcx, %rdx
.LBB_244:
	vmovsd (%r14,%rdx,8), %xmm0
	vaddsd (%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rdi,%rdx,8)
	incq %rdx
	decq %rsi
	jne .LBB_244
.LBB_245:
	subq %rax, %rcx
	cmpq $-8, %rcx
	ja .LBB_252
.LBB_246:
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
	jne .LBB_246
	jmp .LBB_252
.LBB_247:
	movq 272(%rsp), %rdi
	movq %rdi, %rcx
	subq %r14, %rcx
	cmpq $64, %rcx
	jb .LBB_298
	movq %rdi, %rdx
	subq %r13, %rdx
	movl $0, %ecx
	cmpq $64, %rdx
	jb .LBB_242
	movq %rax, %rcx
	andq $-8, %rcx
	xorl %edx, %edx
.LBB_250:
	vmovupd (%r14,%rdx,8), %ymm0
	vmovupd 32(%r14,%rdx,8), %ymm1
	vaddpd (%r13,%rdx,8), %ymm0, %ymm0
	vaddpd 32(%r13,%rdx,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rdi,%rdx,8)
	vmovupd %ymm1, 32(%rdi,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rcx
	jne .LBB_250
	cmpq %rcx, %rax
	jne .LBB_242
.LBB_252:
	movq 88(%rsp), %rax
	movq %rax, 616(%rsp)
	movq %rbp, 624(%rsp)
	cmpq %rbp, %rax
	jne .LBB_380
	movq 464(%rsp), %rsi
	movq %rsi, 632(%rsp)
	movq 488(%rsp), %rax
	movq %rax, 640(%rsp)
	cmpq %rax, %rsi
	jne .LBB_381
	movq %r12, 32(%rsp)
	movq %r13, 40(%rsp)
	movq %r15, 48(%rsp)
	movq %r14, 56(%rsp)
	movq %rbx, 64(%rsp)
	testq %rsi, %rsi
	movq 72(%rsp), %r14
	je .LBB_285
	movq 480(%rsp), %rax
	movq %rax, 576(%rsp)
	movq 32(%rsp), %rax
	addq $96, %rax
	movq %rax, 568(%rsp)
	movq 24(%rsp), %rax
	addq $96, %rax
	movq %rax, 560(%rsp)
	xorl %eax, %eax
	jmp .LBB_257
.LBB_256:
	movq 464(%rsp), %rsi
	movq 584(%rsp), %rax
	cmpq %rsi, %rax
	je .LBB_285
.LBB_257:
	movq 576(%rsp), %rdx
	leaq 8(%rdx,%rax,8), %rcx
	movq (%rdx,%rax,8), %r8
	movq 272(%rsp), %rdx
	vmovsd (%rdx,%rax,8), %xmm0
	incq %rax
	movq %rax, 584(%rsp)
	cmpq %rsi, %rax
	leaq 520(%rsp), %rax
	cmovaeq %rax, %rcx
	movq (%rcx), %rax
	vucomisd .LCPI_1(%rip), %xmm0
	movq %rax, 120(%rsp)
	jb .LBB_263
	cmpq %r8, %rax
	jbe .LBB_256
	movq 88(%rsp), %rbp
	cmpq %rbp, %r8
	cmovaq %r8, %rbp
.LBB_260:
	leaq 208(%rsp), %rdi
	movq %r14, %rsi
	movq %r8, %rdx
	movq %r8, %rbx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq %rbx, %rbp
	je .LBB_383
	movq 24(%rsp), %rax
	vmovsd %xmm0, (%rax,%rbx,8)
	movq 32(%rsp), %rax
	vmovsd %xmm1, (%rax,%rbx,8)
	leaq 1(%rbx), %r8
	cmpq %r8, 120(%rsp)
	jne .LBB_260
	jmp .LBB_256
.LBB_263:
	subq %r8, %rax
	jbe .LBB_256
	movq %rax, %r9
	shrq $6, %r9
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %r9
	movq %r8, %r10
	negq %r10
	leaq 64(%r8), %r11
	vbroadcastsd %xmm0, %ymm1
	movq 568(%rsp), %rax
	leaq (%rax,%r8,8), %r13
	movq 560(%rsp), %rax
	leaq (%rax,%r8,8), %r12
	movq 32(%rsp), %rax
	leaq (%rax,%r8,8), %r15
	movq 24(%rsp), %rax
	leaq (%rax,%r8,8), %rbx
	movq %r11, 592(%rsp)
	xorl %ebp, %ebp
	vmovapd %xmm0, 528(%rsp)
	vmovupd %ymm1, 688(%rsp)
	jmp .LBB_266
.LBB_265:
	movq 136(%rsp), %r9
	decq %r9
	movq 152(%rsp), %r10
	addq $-64, %r10
	movq 600(%rsp), %rbp
	incq %rbp
	movq 608(%rsp), %r11
	addq $64, %r11
	addq $512, %r13
	addq $512, %r12
	addq $512, %r15
	addq $512, %rbx
	testq %r9, %r9
	movq 72(%rsp), %r14
	movq 160(%rsp), %r8
	je .LBB_256
.LBB_266:
	movq %r8, %r14
	movq 120(%rsp), %rdi
	cmpq %r11, %rdi
	movq %r11, %rax
	cmovbq %rdi, %rax
	leaq (%rax,%r10), %rcx
	cmpq $1, %rcx
	adcq %r10, %rax
	movq %rbp, %rcx
	shlq $6, %rcx
	addq 592(%rsp), %rcx
	cmpq %rcx, %rdi
	cmovbq %rdi, %rcx
	leaq (%rcx,%r10), %rdx
	cmpq $1, %rdx
	adcq %r10, %rcx
	addq $64, %r8
	cmpq %r8, %rdi
	movq %r8, %rsi
	cmovbq %rdi, %rsi
	movq %r14, 16(%rsp)
	cmpq %r14, %rsi
	jb .LBB_350
	cmpq 88(%rsp), %rsi
	ja .LBB_350
	movq %rbp, 600(%rsp)
	movq %r11, 608(%rsp)
	movq %r10, 152(%rsp)
	movq %r9, 136(%rsp)
	movq %r8, 160(%rsp)
	cmpq 16(%rsp), %rsi
	je .LBB_265
	cmpq $4, %rdx
	jae .LBB_271
	xorl %r14d, %r14d
	xorl %esi, %esi
	vmovddup .LCPI_6(%rip), %xmm1
	vmovapd 528(%rsp), %xmm8
	jmp .LBB_280
.LBB_271:
	cmpq $16, %rdx
	jae .LBB_273
	xorl %esi, %esi
	xorl %r14d, %r14d
	vmovapd 528(%rsp), %xmm8
	jmp .LBB_277
.LBB_273:
	movq %rax, %rdi
	andq $-16, %rdi
	movq %rcx, %rsi
	andq $-16, %rsi
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r8d, %r8d
	vxorpd %xmm1, %xmm1, %xmm1
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vmovdqa .LCPI_2(%rip), %ymm4
	vpbroadcastq .LCPI_8(%rip), %ymm13
	vpbroadcastq .LCPI_3(%rip), %ymm20
	vpbroadcastq .LCPI_4(%rip), %ymm15
	vpbroadcastq .LCPI_5(%rip), %ymm16
	vpbroadcastq .LCPI_9(%rip), %ymm17
	vbroadcastsd .LCPI_6(%rip), %ymm18
	vbroadcastsd .LCPI_7(%rip), %ymm19
	vmovupd 688(%rsp), %ymm14
.LBB_274:
	vpaddq %ymm20, %ymm4, %ymm5
	vpaddq %ymm4, %ymm15, %ymm6
	vpaddq %ymm16, %ymm4, %ymm7
	vmovupd -96(%r13,%r8,8), %ymm8
	vmovupd -64(%r13,%r8,8), %ymm9
	vmovupd -32(%r13,%r8,8), %ymm10
	vsubpd -96(%r12,%r8,8), %ymm8, %ymm8
	vsubpd -64(%r12,%r8,8), %ymm9, %ymm9
	vsubpd -32(%r12,%r8,8), %ymm10, %ymm10
	vmovupd (%r13,%r8,8), %ymm11
	vsubpd (%r12,%r8,8), %ymm11, %ymm11
	vandpd %ymm18, %ymm8, %ymm8
	vandpd %ymm18, %ymm9, %ymm9
	vandpd %ymm18, %ymm10, %ymm10
	vandpd %ymm18, %ymm11, %ymm11
	vcmplepd %ymm14, %ymm8, %ymm8
	vandpd %ymm19, %ymm8, %ymm8
	vcmplepd %ymm14, %ymm9, %ymm9
	vandpd %ymm19, %ymm9, %ymm9
	vcmplepd %ymm14, %ymm10, %ymm10
	vandpd %ymm19, %ymm10, %ymm10
	vcmplepd %ymm14, %ymm11, %ymm11
	vandpd %ymm19, %ymm11, %ymm11
	vpand %ymm4, %ymm13, %ymm12
	vpsllvq %ymm12, %ymm8, %ymm8
	vpor %ymm1, %ymm8, %ymm1
	vpand %ymm5, %ymm13, %ymm5
	vpsllvq %ymm5, %ymm9, %ymm5
	vpor %ymm3, %ymm5, %ymm3
	vpand %ymm6, %ymm13, %ymm5
	vpsllvq %ymm5, %ymm10, %ymm5
	vpor %ymm2, %ymm5, %ymm2
	vpand %ymm7, %ymm13, %ymm5
	vpsllvq %ymm5, %ymm11, %ymm5
	vpor %ymm0, %ymm5, %ymm0
	addq $16, %r8
	vpaddq %ymm17, %ymm4, %ymm4
	cmpq %r8, %rdi
	jne .LBB_274
	vpor %ymm1, %ymm3, %ymm1
	vpternlogq $254, %ymm1, %ymm2, %ymm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r14
	cmpq %rsi, %rdx
	je .LBB_281
	testb $12, %cl
	vmovddup .LCPI_6(%rip), %xmm1
	vmovapd 528(%rsp), %xmm8
	je .LBB_280
.LBB_277:
	movq %rax, %rdi
	andq $-4, %rdi
	andq $-4, %rcx
	vmovq %r14, %xmm0
	vpbroadcastq %rsi, %ymm1
	vpor .LCPI_2(%rip), %ymm1, %ymm1
	vpbroadcastq .LCPI_8(%rip), %ymm4
	vpbroadcastq .LCPI_3(%rip), %ymm5
	vbroadcastsd .LCPI_6(%rip), %ymm6
	vbroadcastsd .LCPI_7(%rip), %ymm7
	vmovupd 688(%rsp), %ymm9
.LBB_278:
	vmovupd (%r15,%rsi,8), %ymm2
	vsubpd (%rbx,%rsi,8), %ymm2, %ymm2
	vandpd %ymm6, %ymm2, %ymm2
	vcmplepd %ymm9, %ymm2, %ymm2
	vandpd %ymm7, %ymm2, %ymm2
	vpand %ymm4, %ymm1, %ymm3
	vpsllvq %ymm3, %ymm2, %ymm2
	vpor %ymm0, %ymm2, %ymm0
	addq $4, %rsi
	vpaddq %ymm5, %ymm1, %ymm1
	cmpq %rsi, %rdi
	jne .LBB_278
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r14
	movq %rcx, %rsi
	cmpq %rcx, %rdx
	vmovddup .LCPI_6(%rip), %xmm1
	je .LBB_281
.LBB_280:
	vmovsd (%r15,%rsi,8), %xmm0
	vsubsd (%rbx,%rsi,8), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	xorl %ecx, %ecx
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
	tzcntq %r14, %rbp
	addq 16(%rsp), %rbp
	leaq 208(%rsp), %rdi
	movq 72(%rsp), %rsi
	movq %rbp, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq 88(%rsp), %rbp
	jae .LBB_375
	movq 24(%rsp), %rax
	vmovq %xmm0, (%rax,%rbp,8)
	movq 32(%rsp), %rax
	vmovsd %xmm1, (%rax,%rbp,8)
	blsrq %r14, %r14
	jne .LBB_282
	jmp .LBB_265
.LBB_285:
	movq 8(%rsp), %r13
	cmpq %r13, 88(%rsp)
	jne .LBB_377
	movq $0, 400(%rsp)
	cmpq 384(%rsp), %r13
	ja .LBB_301
	movl $0, %edx
	testq %r13, %r13
	movq 144(%rsp), %r14
	movq 448(%rsp), %r11
	movq 440(%rsp), %r9
	je .LBB_308
	cmpq $8, %r13
	jae .LBB_303
.LBB_289:
	xorl %eax, %eax
	movq 24(%rsp), %r10
	movq 32(%rsp), %rbx
	testq %r9, %r9
	jne .LBB_291
	jmp .LBB_294
.LBB_298:
	xorl %ecx, %ecx
	jmp .LBB_242
.LBB_299:
	xorl %ecx, %ecx
	movq 152(%rsp), %r8
	jmp .LBB_232
.LBB_300:
	movq %rbx, %rax
	xorl %ecx, %ecx
	jmp .LBB_232
.LBB_301:
	movl $1, %ecx
	movl $1, %r8d
	leaq 384(%rsp), %rdi
	xorl %esi, %esi
	movq %r13, %rdx
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 448(%rsp), %r11
	movq 440(%rsp), %r9
	movq 392(%rsp), %r14
	movq 400(%rsp), %rdx
	cmpq $8, %r13
	jb .LBB_289
.LBB_303:
	leaq (%r14,%rdx), %rax
	leaq (%rax,%r13), %rcx
	movq 432(%rsp), %rdi
	movq 24(%rsp), %r10
	leaq (%r10,%rdi), %rsi
	movq 32(%rsp), %rbx
	addq %rbx, %rdi
	cmpq %rsi, %rax
	setb %sil
	cmpq %rcx, %r10
	setb %r8b
	cmpq %rdi, %rax
	setb %al
	cmpq %rcx, %rbx
	setb %cl
	testb %r8b, %sil
	jne .LBB_349
	andb %cl, %al
	jne .LBB_349
	leaq 4(%r14,%rdx), %rax
	movq 544(%rsp), %rsi
	addq %rsi, %rdx
	xorl %ecx, %ecx
.LBB_306:
	vmovupd (%r10,%rcx,8), %ymm0
	vmovupd 32(%r10,%rcx,8), %ymm1
	vmovupd (%rbx,%rcx,8), %ymm2
	vmovupd 32(%rbx,%rcx,8), %ymm3
	vcmpltpd %ymm2, %ymm0, %k0
	vcmpltpd %ymm3, %ymm1, %k1
	vcmpltpd %ymm0, %ymm2, %k2
	vcmpltpd %ymm1, %ymm3, %k3
	vpmovm2b %k2, %xmm0
	vpmovm2b %k3, %xmm1
	vpmovm2b %k0, %xmm2
	vpsubb %xmm2, %xmm0, %xmm0
	vpmovm2b %k1, %xmm2
	vpsubb %xmm2, %xmm1, %xmm1
	vmovd %xmm0, -4(%rax,%rcx)
	vmovd %xmm1, (%rax,%rcx)
	addq $8, %rcx
	cmpq %rcx, %rsi
	jne .LBB_306
	movq %rsi, %rax
	cmpq %rsi, %r13
	je .LBB_308
	testq %r9, %r9
	je .LBB_294
.LBB_291:
	movq %r9, %rcx
	movq %rax, %rdi
.LBB_292:
	vmovsd (%r10,%rdi,8), %xmm0
	vmovsd (%rbx,%rdi,8), %xmm1
	incq %rdi
	vucomisd %xmm0, %xmm1
	seta %sil
	vucomisd %xmm1, %xmm0
	seta %r8b
	subb %r8b, %sil
	movb %sil, (%r14,%rdx)
	incq %rdx
	decq %rcx
	jne .LBB_292
	subq %r13, %rax
	cmpq $-4, %rax
	jbe .LBB_295
.LBB_308:
	movq %rdx, 400(%rsp)
	testq %r11, %r11
	je .LBB_340
.LBB_309:
	leaq 13(%r14), %rcx
	movq %r14, %rbx
	leaq 1(%r14), %r8
	movl $1, %r14d
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 16(%rsp)
	movl $65, %r9d
	movq $-1, %r10
	xorl %r15d, %r15d
	xorl %ebp, %ebp
	jmp .LBB_311
.LBB_310:
	decq %r11
	addq $64, %r9
	addq $-64, %r10
	addq $64, %rcx
	addq $64, %r8
	testq %r11, %r11
	movq 8(%rsp), %r13
	je .LBB_337
.LBB_311:
	movq %r14, %rdi
	cmpq %r9, %r13
	movq %r9, %r12
	cmovbq %r13, %r12
	leaq (%r12,%r10), %rax
	cmpq $1, %rax
	adcq %r10, %r12
	addq $64, %r14
	cmpq %r14, %r13
	movq %r14, %rsi
	cmovbq %r13, %rsi
	cmpq %rdi, %r13
	jb .LBB_373
	cmpq %rdx, %rsi
	ja .LBB_373
	leaq -1(%rdi), %r13
	decq %rsi
	cmpq %r13, %rsi
	jb .LBB_371
	cmpq %rdx, %rsi
	ja .LBB_371
	cmpq %rdi, 8(%rsp)
	je .LBB_310
	cmpq $4, %rax
	movq %rbp, 24(%rsp)
	jae .LBB_318
	xorl %r13d, %r13d
	xorl %esi, %esi
	jmp .LBB_327
.LBB_318:
	cmpq $16, %rax
	jae .LBB_320
	xorl %esi, %esi
	xorl %r13d, %r13d
	jmp .LBB_324
.LBB_320:
	movq %r12, %rsi
	andq $-16, %rsi
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r13d, %r13d
	vxorpd %xmm2, %xmm2, %xmm2
	vpxor %xmm4, %xmm4, %xmm4
	vpxor %xmm3, %xmm3, %xmm3
	vmovdqa .LCPI_2(%rip), %ymm5
	vpternlogd $255, %xmm17, %xmm17, %xmm17
	vpbroadcastq .LCPI_8(%rip), %ymm18
	vpbroadcastq .LCPI_3(%rip), %ymm19
	vpbroadcastq .LCPI_4(%rip), %ymm20
	vpbroadcastq .LCPI_5(%rip), %ymm21
	vpbroadcastq .LCPI_9(%rip), %ymm22
.LBB_321:
	vpaddq %ymm19, %ymm5, %ymm6
	vpaddq %ymm20, %ymm5, %ymm7
	vpaddq %ymm21, %ymm5, %ymm8
	vmovd -12(%rcx,%r13), %xmm9
	vmovd -8(%rcx,%r13), %xmm10
	vmovd -4(%rcx,%r13), %xmm11
	vmovd (%rcx,%r13), %xmm12
	vmovd -13(%rcx,%r13), %xmm13
	vmovd -9(%rcx,%r13), %xmm14
	vmovd -5(%rcx,%r13), %xmm15
	vmovd -1(%rcx,%r13), %xmm16
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
	vpcmpeqb %xmm17, %xmm9, %k0
	vpcmpeqb %xmm17, %xmm10, %k1
	vpcmpeqb %xmm17, %xmm11, %k2
	vpcmpeqb %xmm17, %xmm12, %k3
	vpmovm2q %k0, %ymm9
	vpsrlq $63, %ymm9, %ymm9
	vpmovm2q %k1, %ymm10
	vpsrlq $63, %ymm10, %ymm10
	vpmovm2q %k2, %ymm11
	vpsrlq $63, %ymm11, %ymm11
	vpmovm2q %k3, %ymm12
	vpsrlq $63, %ymm12, %ymm12
	vpandq %ymm18, %ymm5, %ymm13
	vpsllvq %ymm13, %ymm9, %ymm9
	vpor %ymm2, %ymm9, %ymm2
	vpandq %ymm18, %ymm6, %ymm6
	vpsllvq %ymm6, %ymm10, %ymm6
	vpor %ymm4, %ymm6, %ymm4
	vpandq %ymm18, %ymm7, %ymm6
	vpsllvq %ymm6, %ymm11, %ymm6
	vpor %ymm3, %ymm6, %ymm3
	vpandq %ymm18, %ymm8, %ymm6
	vpsllvq %ymm6, %ymm12, %ymm6
	vpor %ymm1, %ymm6, %ymm1
	addq $16, %r13
	vpaddq %ymm22, %ymm5, %ymm5
	cmpq %r13, %rsi
	jne .LBB_321
	vpor %ymm2, %ymm4, %ymm2
	vpternlogq $254, %ymm2, %ymm3, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r13
	cmpq %rsi, %rax
	je .LBB_328
	testb $12, %r12b
	je .LBB_327
.LBB_324:
	movq %rsi, %rbp
	movq %r12, %rsi
	andq $-4, %rsi
	vmovq %r13, %xmm1
	vpbroadcastq %rbp, %ymm2
	vpor .LCPI_2(%rip), %ymm2, %ymm2
	vpcmpeqd %xmm5, %xmm5, %xmm5
	vpbroadcastq .LCPI_8(%rip), %ymm6
	vpbroadcastq .LCPI_3(%rip), %ymm7
.LBB_325:
	vmovd (%r8,%rbp), %xmm3
	vmovd -1(%r8,%rbp), %xmm4
	vpmovzxbw %xmm3, %xmm3
	vpmovzxbw %xmm4, %xmm4
	vpmullw %xmm3, %xmm4, %xmm3
	vpmovwb %xmm3, %xmm3
	vpcmpeqb %xmm5, %xmm3, %k0
	vpmovm2q %k0, %ymm3
	vpsrlq $63, %ymm3, %ymm3
	vpand %ymm6, %ymm2, %ymm4
	vpsllvq %ymm4, %ymm3, %ymm3
	vpor %ymm1, %ymm3, %ymm1
	addq $4, %rbp
	vpaddq %ymm7, %ymm2, %ymm2
	cmpq %rbp, %rsi
	jne .LBB_325
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r13
	cmpq %rsi, %rax
	je .LBB_328
.LBB_327:
	movzbl -1(%r8,%rsi), %eax
	mulb (%r8,%rsi)
	xorl %ebp, %ebp
	cmpb $-1, %al
	sete %bpl
	shlxq %rsi, %rbp, %rax
	incq %rsi
	orq %rax, %r13
	cmpq %rsi, %r12
	jne .LBB_327
.LBB_328:
	movq %r15, %rsi
	testq %r13, %r13
	movq 24(%rsp), %rbp
	jne .LBB_330
	jmp .LBB_310
.LBB_329:
	movq %rsi, %r15
	blsrq %r13, %r13
	je .LBB_310
.LBB_330:
	tzcntq %r13, %rax
	addq %rdi, %rax
	cmpq %rdx, %rax
	jae .LBB_384
	movsbq (%rbx,%rax), %r15
	cmpq %r15, %rsi
	je .LBB_329
	testq %rsi, %rsi
	je .LBB_335
	cmpq 8(%rsp), %rax
	jae .LBB_388
	movq 80(%rsp), %r12
	vmovsd (%r12,%rax,8), %xmm1
	vcvtsi2sd %rsi, %xmm31, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_10(%rip), %xmm0, %xmm0
	vmulsd .LCPI_11(%rip), %xmm0, %xmm0
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vmovsd 16(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 16(%rsp)
	incq %rbp
.LBB_335:
	cmpq 8(%rsp), %rax
	jae .LBB_387
	movq 80(%rsp), %rsi
	vmovsd (%rsi,%rax,8), %xmm0
	movq %r15, %rsi
	blsrq %r13, %r13
	jne .LBB_330
	jmp .LBB_310
.LBB_337:
	testq %r15, %r15
	je .LBB_341
	testq %r13, %r13
	je .LBB_398
	movq %rbx, %r14
	movq 80(%rsp), %rax
	vmovsd -8(%rax,%r13,8), %xmm1
	vcvtsi2sd %r15, %xmm31, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_10(%rip), %xmm0, %xmm0
	vmulsd .LCPI_11(%rip), %xmm0, %xmm0
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vmovsd 16(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 16(%rsp)
	incq %rbp
	jmp .LBB_342
.LBB_341:
	movq %rbx, %r14
	jmp .LBB_342
.LBB_349:
	xorl %eax, %eax
	testq %r9, %r9
	jne .LBB_291
.LBB_294:
	movq %rax, %rdi
	subq %r13, %rax
	cmpq $-4, %rax
	ja .LBB_308
.LBB_295:
	leaq 3(%r14,%rdx), %rax
	negq %rdx
	movq %r13, %rcx
	subq %rdi, %rcx
	leaq 24(%rbx,%rdi,8), %rsi
	leaq 24(%r10,%rdi,8), %rdi
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
	testq %r11, %r11
	jne .LBB_309
.LBB_340:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 16(%rsp)
	xorl %ebp, %ebp
.LBB_342:
	movq 48(%rsp), %rsi
	testq %rsi, %rsi
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r15
	movq 40(%rsp), %rdi
	je .LBB_344
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_344:
	movq %r14, 144(%rsp)
	testq %rbx, %rbx
	je .LBB_346
	shlq $3, %rbx
	movl $8, %edx
	movq %r15, %rdi
	movq %rbx, %rsi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_346:
	movq 304(%rsp), %r14
	cmpq 288(%rsp), %r14
	jne .LBB_165
	leaq 288(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	jmp .LBB_165
.LBB_350:
	leaq .Lanon.1(%rip), %rcx
	movq 16(%rsp), %rdi
	movq 88(%rsp), %rdx
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
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
	movq 456(%rsp), %rcx
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
	movq $0, 320(%rsp)
	movq %rcx, 328(%rsp)
	movq %rdx, 336(%rsp)
	movq $0, 352(%rsp)
	movq 112(%rsp), %rax
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
	leaq 96(%rax,%rcx,8), %rax
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
	movq 472(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_368
	movq 480(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_368:
	movq 496(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_370
	movq 504(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_370:
	movq 456(%rsp), %rax
	addq $728, %rsp
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
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_375:
	leaq .Lanon.5(%rip), %rdx
.LBB_376:
	movq %rbp, %rdi
	movq 88(%rsp), %rsi
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_377:
	leaq .Lanon.6(%rip), %rdi
	leaq .Lanon.7(%rip), %rdx
	movl $49, %esi
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_378:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_47
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
	leaq .Lanon.12(%rip), %rdx
	jmp .LBB_376
.LBB_384:
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_389
.LBB_385:
	xorl %r13d, %r13d
.LBB_386:
	movq %r13, %rdi
	movq 32(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_387:
	movq 8(%rsp), %rdx
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_389
.LBB_388:
	movq 8(%rsp), %rdx
	leaq .Lanon.15(%rip), %rcx
.LBB_389:
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	movq %rax, %rdi
	movq %rdx, %rsi
	movq %rcx, %rdx
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
	movq 32(%rsp), %rdi
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
	leaq 135(%rsp), %rdx
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
	movl $8, %edi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_400:
	movl $1, %edi
	movq 8(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_402
.LBB_401:
	movl $8, %edi
	movq 432(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_402:
	ud2
	jmp .LBB_429
	jmp .LBB_426
	jmp .LBB_416
	movq %rax, %r12
	cmpq $0, 8(%rsp)
	je .LBB_410
	movl $1, %edx
	movq 144(%rsp), %rdi
	movq 8(%rsp), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_410
	movq %rax, %r12
	cmpq $0, 8(%rsp)
	jne .LBB_412
	jmp .LBB_440
	movq %rax, %r12
.LBB_410:
	testq %r13, %r13
	je .LBB_440
	leaq (,%r13,8), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r13, 8(%rsp)
.LBB_412:
	movq 8(%rsp), %rax
	leaq (,%rax,8), %rsi
	movl $8, %edx
	movq %r15, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_414
	movq %rax, %r12
	cmpq $0, 8(%rsp)
	je .LBB_440
.LBB_414:
	movq 8(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_440
.LBB_416:
	movq %rax, %r12
	leaq 472(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %r12, %rdi
	callq _Unwind_Resume@PLT
	jmp .LBB_424
	jmp .LBB_426
	jmp .LBB_426
	movq %rax, %r12
	cmpq $0, 24(%rsp)
	je .LBB_441
	movq 24(%rsp), %rsi
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
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
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
	leaq 472(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %r12, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
