# kernel_sliding::sweep — kernel-sliding, target-cpu=znver4
# command: cargo asm -p kernel-sliding --lib --att --simplify --everything --target-cpu znver4 --target-dir target/asm/znver4 --target x86_64-unknown-linux-gnu
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
	movq (%rsi), %rax
	movq 8(%rsi), %r13
	movq 16(%rsi), %r15
	movq 24(%rsi), %rbx
	movq %rdi, 456(%rsp)
	leaq 472(%rsp), %rdi
	movq %rax, 80(%rsp)
	movq %rax, %rsi
	movq %r13, %rdx
	movq %r15, %rcx
	movq %rbx, %r8
	callq kernel_sliding::grid_for
	leaq (%rbx,%rbx,2), %rax
	movq $0, 96(%rsp)
	movq $0, 112(%rsp)
	movq %rbx, 136(%rsp)
	movq %r13, 8(%rsp)
	movq %r15, 72(%rsp)
	shlq $4, %rax
	addq %r15, %rax
	movq %rax, 288(%rsp)
	testq %rbx, %rbx
	je .LBB_45
	leaq (,%r13,8), %rdx
	movabsq $2305843009213693951, %rax
	movabsq $9223372036854775800, %rcx
	cmpq %rax, %r13
	seta %al
	cmpq %rcx, %rdx
	movq %rdx, 32(%rsp)
	seta %cl
	orb %al, %cl
	je .LBB_59
	leaq 320(%rsp), %rbx
.LBB_3:
	movq %rbx, %rdi
	movq %r15, %rsi
	callq kernel_sliding::raw_lengths
	movq 96(%rsp), %rax
	testq %rax, %rax
	je .LBB_393
	movq 104(%rsp), %rdx
	movq 320(%rsp), %r9
	movq 328(%rsp), %r8
	movq 336(%rsp), %rdi
	movq 344(%rsp), %rsi
	movq 352(%rsp), %rcx
	addq $48, %r15
	movq %rax, %r11
	movq %rdx, %r10
.LBB_6:
	movzwl 362(%r11), %r12d
	movq $-1, %r14
	movl %r12d, %r13d
	shll $3, %r13d
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
	jb .LBB_393
	movq 368(%r11,%r14,8), %r11
	jmp .LBB_6
.LBB_13:
	movq 8(%rsp), %r13
	movq %rdx, %r9
	movq %rax, %r10
.LBB_14:
	movzwl 362(%r10), %r14d
	movq $-1, %r11
	movl %r14d, %r12d
	shll $3, %r12d
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
	jb .LBB_393
	movq 368(%r10,%r11,8), %r10
	jmp .LBB_14
.LBB_21:
	movq %rdx, %r8
	movq %rax, %r9
.LBB_22:
	movzwl 362(%r9), %r11d
	movq $-1, %r10
	movl %r11d, %r14d
	shll $3, %r14d
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
	jb .LBB_393
	movq 368(%r9,%r10,8), %r9
	jmp .LBB_22
.LBB_29:
	movq %rdx, %rdi
	movq %rax, %r8
.LBB_30:
	movzwl 362(%r8), %r10d
	movq $-1, %r9
	movl %r10d, %r11d
	shll $3, %r11d
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
	jb .LBB_393
	movq 368(%r8,%r9,8), %r8
	jmp .LBB_30
.LBB_37:
	movq %rdi, %rsi
.LBB_38:
	subq $1, %rdx
	jb .LBB_393
	movq 368(%rax,%rsi,8), %rax
.LBB_40:
	movzwl 362(%rax), %edi
	movq $-1, %rsi
	movl %edi, %r8d
	shll $3, %r8d
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
	cmpq 288(%rsp), %r15
	jne .LBB_3
.LBB_45:
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
.LBB_47:
	vmovupd .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	leaq (,%r13,8), %r12
	movq %rcx, (%rbx)
	movq 80(%rsp), %rcx
	movq %rcx, 216(%rsp)
	movq %r13, 224(%rsp)
	movabsq $9223372036854775800, %rcx
	vmovupd %ymm0, 232(%rsp)
	movq %rax, 264(%rsp)
	movabsq $2305843009213693951, %rax
	movq %rdx, 272(%rsp)
	cmpq %rax, %r13
	seta %al
	cmpq %rcx, %r12
	seta %cl
	orb %al, %cl
	je .LBB_50
	xorl %ebx, %ebx
.LBB_49:
	movq %rbx, %rdi
	movq %r12, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_50:
	movq %r12, 280(%rsp)
	testq %r12, %r12
	je .LBB_153
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	movl $8, %ebx
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_49
	movq %rax, %r14
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_407
	movq %rax, %r15
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_409
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
	je .LBB_408
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
	jmp .LBB_410
.LBB_59:
	movq %r15, %rsi
	jmp .LBB_62
.LBB_60:
	movq %r12, 16(%rsp)
	leaq 96(%rsp), %r12
	movq 168(%rsp), %rsi
	addq $48, %rsi
	cmpq 288(%rsp), %rsi
	je .LBB_45
.LBB_62:
	leaq 320(%rsp), %rdi
	movq %rsi, 168(%rsp)
	callq kernel_sliding::raw_lengths
	movq 344(%rsp), %rax
	movq 352(%rsp), %rcx
	movq 320(%rsp), %rbp
	movq 328(%rsp), %r14
	movq 336(%rsp), %r15
	movq 80(%rsp), %r9
	movq 32(%rsp), %rbx
	movq %rax, 120(%rsp)
	movq 96(%rsp), %rax
	movq %rcx, 88(%rsp)
	testq %rax, %rax
	je .LBB_108
	movq 104(%rsp), %rdx
	movq %rax, %rcx
.LBB_65:
	movzwl 362(%rcx), %esi
	movq $-1, %r12
	movl %esi, %edi
	shll $3, %edi
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
	movq $-1, %r12
	movl %esi, %edi
	shll $3, %edi
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
	movq $-1, %r12
	movl %esi, %edi
	shll $3, %edi
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
	movq 120(%rsp), %rdx
	testq %rax, %rax
	je .LBB_132
.LBB_91:
	movq 104(%rsp), %r10
	movq 88(%rsp), %r9
	movq %rax, %rcx
.LBB_92:
	movzwl 362(%rcx), %esi
	movq $-1, %r12
	movl %esi, %edi
	shll $3, %edi
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
	movq 8(%rsp), %r13
	testq %rax, %rax
	je .LBB_140
.LBB_100:
	movq 104(%rsp), %rcx
.LBB_101:
	movzwl 362(%rax), %edx
	movq $-1, %r12
	movl %edx, %esi
	shll $3, %esi
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
	movq %rax, 176(%rsp)
	movq %rbp, 184(%rsp)
	movq %rcx, 192(%rsp)
	movq 16(%rsp), %rcx
	movq %rcx, 200(%rsp)
	movq %r12, 208(%rsp)
	testq %rbx, %rbx
	je .LBB_112
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	movl $8, %r13d
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_394
	movq 8(%rsp), %r13
	movq %rax, %rbx
	movq %r13, 24(%rsp)
	jmp .LBB_113
.LBB_112:
	movq 8(%rsp), %r13
	movl $8, %ebx
	movq $0, 24(%rsp)
.LBB_113:
	movq 80(%rsp), %rdi
	leaq 472(%rsp), %rcx
	movq %r13, %rsi
	movq %rbp, %rdx
	movq %rbx, %r8
	movq %r13, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 216(%rsp)
	movq %rbx, 224(%rsp)
	movq %r13, 232(%rsp)
	leaq 320(%rsp), %rdi
	leaq 176(%rsp), %rsi
	leaq 216(%rsp), %rdx
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
	movq %rax, 176(%rsp)
	movq %r14, 184(%rsp)
	movq %rcx, 192(%rsp)
	movq 16(%rsp), %rcx
	movq %rcx, 200(%rsp)
	movq %r12, 208(%rsp)
	testq %rbx, %rbx
	je .LBB_120
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	movl $8, %r13d
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_394
	movq 8(%rsp), %r13
	movq %rax, %rbx
	movq %r13, 24(%rsp)
	jmp .LBB_121
.LBB_120:
	movq 8(%rsp), %r13
	movl $8, %ebx
	movq $0, 24(%rsp)
.LBB_121:
	movq 80(%rsp), %rdi
	leaq 472(%rsp), %rcx
	movq %r13, %rsi
	movq %r14, %rdx
	movq %rbx, %r8
	movq %r13, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 216(%rsp)
	movq %rbx, 224(%rsp)
	movq %r13, 232(%rsp)
	leaq 320(%rsp), %rdi
	leaq 176(%rsp), %rsi
	leaq 216(%rsp), %rdx
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
	movq %rax, 176(%rsp)
	movq %r15, 184(%rsp)
	movq %rcx, 192(%rsp)
	movq 16(%rsp), %rcx
	movq %rcx, 200(%rsp)
	movq %r12, 208(%rsp)
	testq %rbx, %rbx
	je .LBB_128
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	movl $8, %r13d
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_394
	movq 8(%rsp), %r14
	movq %rax, %rbx
	movq %r14, 24(%rsp)
	jmp .LBB_129
.LBB_128:
	movq 8(%rsp), %r14
	movl $8, %ebx
	movq $0, 24(%rsp)
.LBB_129:
	leaq 472(%rsp), %rcx
	movq %rbp, %rdi
	movq %r14, %rsi
	movq %r15, %rdx
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 216(%rsp)
	movq %rbx, 224(%rsp)
	movq %r14, 232(%rsp)
	leaq 320(%rsp), %rdi
	leaq 176(%rsp), %rsi
	leaq 216(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 96(%rsp), %rax
	movq 80(%rsp), %rbp
	movq 32(%rsp), %rbx
	movq 120(%rsp), %rdx
	testq %rax, %rax
	jne .LBB_91
.LBB_132:
	xorl %ecx, %ecx
.LBB_133:
	leaq 96(%rsp), %rax
	movq %rax, 176(%rsp)
	movq %rdx, 184(%rsp)
	movq %rcx, 192(%rsp)
	movq 16(%rsp), %rcx
	movq %rcx, 200(%rsp)
	movq %r12, 208(%rsp)
	testq %rbx, %rbx
	je .LBB_136
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	movl $8, %r13d
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_394
	movq 8(%rsp), %r14
	movq 120(%rsp), %rdx
	movq %rax, %rbx
	movq %r14, 24(%rsp)
	jmp .LBB_137
.LBB_136:
	movq 8(%rsp), %r14
	movl $8, %ebx
	movq $0, 24(%rsp)
.LBB_137:
	leaq 472(%rsp), %rcx
	movq %rbp, %rdi
	movq %r14, %rsi
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 216(%rsp)
	movq %rbx, 224(%rsp)
	movq %r14, 232(%rsp)
	leaq 320(%rsp), %rdi
	leaq 176(%rsp), %rsi
	leaq 216(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 96(%rsp), %rax
	movq 32(%rsp), %rbx
	movq 88(%rsp), %r9
	movq 8(%rsp), %r13
	testq %rax, %rax
	jne .LBB_100
.LBB_140:
	xorl %eax, %eax
.LBB_141:
	leaq 96(%rsp), %rcx
	movq 80(%rsp), %r15
	movq %rcx, 176(%rsp)
	movq 16(%rsp), %rcx
	movq %r9, 184(%rsp)
	movq %rax, 192(%rsp)
	movq %rcx, 200(%rsp)
	movq %r12, 208(%rsp)
	testq %rbx, %rbx
	je .LBB_144
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	movl $8, %r13d
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_394
	movq 8(%rsp), %r14
	movq %rax, %rbx
	movq %r14, 24(%rsp)
	jmp .LBB_145
.LBB_144:
	movq 8(%rsp), %r14
	movl $8, %ebx
	movq $0, 24(%rsp)
.LBB_145:
	movq 88(%rsp), %rdx
	leaq 472(%rsp), %rcx
	movq %r15, %rdi
	movq %r14, %rsi
	movq %rbx, %r8
	movq %r14, %r9
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 24(%rsp), %rax
	movq %rax, 216(%rsp)
	movq %rbx, 224(%rsp)
	movq %r14, 232(%rsp)
	leaq 320(%rsp), %rdi
	leaq 176(%rsp), %rsi
	leaq 216(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 8(%rsp), %r13
	movq 168(%rsp), %rsi
	addq $48, %rsi
	cmpq 288(%rsp), %rsi
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
	movl $8, %r14d
	movl $8, %ebx
	movq %r13, %r12
	xorl %r13d, %r13d
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
	movq 8(%rsp), %rdx
	movq 136(%rsp), %r12
	movq %r13, 320(%rsp)
	movq %r14, 328(%rsp)
	movabsq $1152921504606846976, %rcx
	decq %rcx
	movq %rdx, 336(%rsp)
	movq %r13, 344(%rsp)
	movq %r15, 352(%rsp)
	movq %rdx, 360(%rsp)
	movq %r13, 368(%rsp)
	movq %rbx, 376(%rsp)
	movq %rdx, 384(%rsp)
	movq %rdx, %r15
	movq %rdx, 392(%rsp)
	movq 144(%rsp), %rdx
	movq %r12, %rbx
	shlq $4, %rbx
	cmpq %rcx, %r12
	movabsq $9223372036854775800, %rcx
	movq %rdx, 400(%rsp)
	seta %dl
	cmpq %rcx, %rbx
	movq $0, 408(%rsp)
	movq %rbp, 416(%rsp)
	movq %rax, 424(%rsp)
	movq %rbp, 432(%rsp)
	seta %cl
	orb %dl, %cl
	je .LBB_159
	xorl %r14d, %r14d
.LBB_158:
	movq %r14, %rdi
	movq %rbx, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_159:
	testq %rbx, %rbx
	je .LBB_162
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	movl $8, %r14d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	movabsq $2305843009213693951, %rdx
	testq %rax, %rax
	je .LBB_158
	movq %r12, %rcx
	jmp .LBB_163
.LBB_162:
	movl $8, %eax
	xorl %ecx, %ecx
	movabsq $2305843009213693951, %rdx
.LBB_163:
	movq %rcx, 296(%rsp)
	movq %rax, 304(%rsp)
	movq 72(%rsp), %rax
	movq $0, 312(%rsp)
	testq %r12, %r12
	je .LBB_359
	cmpq $1, %r15
	movq %r15, %rcx
	adcq $-1, %rcx
	addq $-15, %rdx
	addq $63, %rcx
	andq %r15, %rdx
	andl $7, %r15d
	shrq $6, %rcx
	movq %rdx, 544(%rsp)
	movq %r15, 440(%rsp)
	movq %rcx, 448(%rsp)
	jmp .LBB_166
.LBB_165:
	vmovsd 16(%rsp), %xmm0
	movq 304(%rsp), %rax
	movq 552(%rsp), %rdx
	movq %r14, %rcx
	shlq $4, %rcx
	incq %r14
	vmovsd %xmm0, (%rax,%rcx)
	movq %rbp, 8(%rax,%rcx)
	movq %r14, 312(%rsp)
	movq %rdx, %rax
	cmpq 288(%rsp), %rdx
	je .LBB_360
.LBB_166:
	movq %rax, 72(%rsp)
	movq (%rax), %rax
	testq %rax, %rax
	js .LBB_405
	movq 96(%rsp), %rdx
	testq %rdx, %rdx
	je .LBB_404
	movq 72(%rsp), %r14
	movq 104(%rsp), %rsi
	movq %rdx, %r8
	leaq 48(%r14), %rcx
	movq %rcx, 552(%rsp)
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
	jb .LBB_404
	movq 368(%r8,%rdi,8), %r8
	movq 72(%rsp), %r14
	jmp .LBB_169
.LBB_176:
	movq 8(%r14), %rdi
	testq %rdi, %rdi
	js .LBB_405
	movq 80(%r8,%r9), %rcx
	movq 88(%r8,%r9), %rax
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
	jb .LBB_404
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_178
.LBB_185:
	movq 72(%rsp), %rdi
	movq 32(%rdi), %r9
	testq %r9, %r9
	js .LBB_405
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
	jb .LBB_404
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_187
.LBB_194:
	movq 72(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_405
	movq 80(%r10,%r14), %r11
	movq 88(%r10,%r14), %r10
	movq %r11, 120(%rsp)
	movq %r10, 16(%rsp)
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
	jb .LBB_404
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_196
.LBB_203:
	movq 72(%rsp), %r9
	movq 24(%r9), %r14
	testq %r14, %r14
	js .LBB_405
	movq 80(%r10,%r15), %r12
	movq 88(%r10,%r15), %r9
	movq %r9, 32(%rsp)
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
	jb .LBB_404
	movq 368(%rdx,%r9,8), %rdx
	jmp .LBB_205
.LBB_212:
	movq 80(%rdx,%r11), %rbp
	movq 88(%rdx,%r11), %r13
	movq 336(%rsp), %r11
	movq 328(%rsp), %rbx
	movq %r12, 136(%rsp)
	leaq (,%r11,8), %r15
	leaq (%rbx,%r11,8), %r12
	testq %r11, %r11
	je .LBB_222
	cmpq %rdi, %rax
	leaq -8(%r15), %r9
	movq %rdi, %rdx
	cmovbq %rax, %rdx
	shrq $3, %r9
	cmpq %r9, %rdx
	cmovbq %rdx, %r9
	cmpq $16, %r9
	jae .LBB_215
.LBB_214:
	movq %rbx, %rdx
	xorl %esi, %esi
	jmp .LBB_219
.LBB_215:
	movq %rbx, %rdx
	subq %r8, %rdx
	cmpq $128, %rdx
	jb .LBB_214
	movq %rbx, %r10
	subq %rcx, %r10
	movl $0, %esi
	movq %rbx, %rdx
	cmpq $128, %r10
	jb .LBB_219
	incq %r9
	movl $16, %esi
	movl %r9d, %edx
	andl $15, %edx
	cmoveq %rsi, %rdx
	movq %r9, %rsi
	xorl %r9d, %r9d
	subq %rdx, %rsi
	leaq (%rbx,%rsi,8), %rdx
.LBB_218:
	vmovupd (%r8,%r9,8), %zmm0
	vmovupd 64(%r8,%r9,8), %zmm1
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%rcx,%r9,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%r9,8), %zmm1, %zmm1
	vmovupd %zmm0, (%rbx,%r9,8)
	vmovupd %zmm1, 64(%rbx,%r9,8)
	addq $16, %r9
	cmpq %r9, %rsi
	jne .LBB_218
.LBB_219:
	cmpq %rsi, %rdi
	je .LBB_399
	cmpq %rsi, %rax
	je .LBB_398
	vmovsd (%r8,%rsi,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rsi,8), %xmm0, %xmm0
	incq %rsi
	vmovsd %xmm0, (%rdx)
	addq $8, %rdx
	cmpq %r12, %rdx
	jne .LBB_219
.LBB_222:
	movq 72(%rsp), %rax
	movq %rbp, 160(%rsp)
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_405
	movq 352(%rsp), %r8
	movq 360(%rsp), %r9
	movq %r13, %rbp
	leaq 472(%rsp), %rcx
	movq %rbx, %rdi
	movq %r11, %rsi
	movq %r8, 24(%rsp)
	movq %r9, 88(%rsp)
	movq %r11, %r13
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 120(%rsp), %rdi
	movq %r13, 168(%rsp)
	testq %r13, %r13
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
	cmpq $16, %r15
	jae .LBB_227
	movq 136(%rsp), %rsi
	movq 160(%rsp), %r8
	xorl %ecx, %ecx
	jmp .LBB_232
.LBB_227:
	movq 136(%rsp), %rsi
	subq %rdi, %rax
	cmpq $128, %rax
	movq %rbx, %rax
	jb .LBB_307
	movq 160(%rsp), %r8
	subq %rsi, %rax
	cmpq $128, %rax
	jb .LBB_308
	movq %rbx, %rdx
	subq %r8, %rdx
	movl $0, %ecx
	movq %rbx, %rax
	cmpq $128, %rdx
	jb .LBB_232
	vbroadcastsd .LCPI_0(%rip), %zmm2
	incq %r15
	movl $16, %ecx
	movl %r15d, %eax
	andl $15, %eax
	cmoveq %rcx, %rax
	movq %r15, %rcx
	xorl %edx, %edx
	subq %rax, %rcx
	leaq (%rbx,%rcx,8), %rax
.LBB_231:
	vmulpd (%rdi,%rdx,8), %zmm2, %zmm0
	vmulpd 64(%rdi,%rdx,8), %zmm2, %zmm1
	vsubpd (%rsi,%rdx,8), %zmm0, %zmm0
	vsubpd 64(%rsi,%rdx,8), %zmm1, %zmm1
	vsubpd (%r8,%rdx,8), %zmm0, %zmm0
	vsubpd 64(%r8,%rdx,8), %zmm1, %zmm1
	vmovupd %zmm0, (%rbx,%rdx,8)
	vmovupd %zmm1, 64(%rbx,%rdx,8)
	addq $16, %rdx
	cmpq %rdx, %rcx
	jne .LBB_231
.LBB_232:
	movq 32(%rsp), %r9
	movq 16(%rsp), %r10
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
	je .LBB_401
	cmpq %r11, %r9
	je .LBB_400
	cmpq %r11, %r8
	je .LBB_402
	vmovsd .LCPI_0(%rip), %xmm0
	leaq 8(%rax,%rcx), %r15
	addq $8, %rcx
	vmulsd (%rdi,%r11,8), %xmm0, %xmm0
	vsubsd (%rsi,%r11,8), %xmm0, %xmm0
	vsubsd (%rdx,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rax,%r11,8)
	incq %r11
	cmpq %r12, %r15
	jne .LBB_233
.LBB_237:
	movq 376(%rsp), %r12
	movq 384(%rsp), %rbp
	movq 168(%rsp), %rsi
	leaq 472(%rsp), %rcx
	movq %rbx, %rdi
	movq %r14, %rdx
	movq %r12, %r8
	movq %rbp, %r9
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 72(%rsp), %rdx
	leaq 640(%rsp), %rdi
	leaq 472(%rsp), %rsi
	callq kernel_sliding::bound::lines
	movq 656(%rsp), %rax
	movq 680(%rsp), %rcx
	movq 432(%rsp), %rsi
	movq 424(%rsp), %rdx
	movq 640(%rsp), %rbx
	movq 648(%rsp), %r14
	movq 664(%rsp), %r15
	movq 672(%rsp), %r13
	cmpq %rax, %rcx
	movq %rdx, 152(%rsp)
	movq %rsi, 464(%rsp)
	cmovbq %rcx, %rax
	cmpq %rsi, %rax
	cmovaeq %rsi, %rax
	testq %rax, %rax
	je .LBB_248
	cmpq $4, %rax
	jae .LBB_291
	movq 152(%rsp), %rdi
.LBB_242:
	xorl %ecx, %ecx
.LBB_243:
	movl %eax, %esi
	subl %ecx, %esi
	movq %rcx, %rdx
	andl $7, %esi
	je .LBB_246
	movq %rcx, %rdx
.LBB_245:
	vmovsd (%r14,%rdx,8), %xmm0
	decq %rsi
	vaddsd (%r13,%rdx,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rdi,%rdx,8)
	leaq 1(%rdx), %rdx
	jne .LBB_245
.LBB_246:
	subq %rax, %rcx
	cmpq $-8, %rcx
	ja .LBB_248
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
.LBB_248:
	movq 88(%rsp), %rax
	movq %rbp, 624(%rsp)
	movq %rax, 616(%rsp)
	cmpq %rbp, %rax
	jne .LBB_388
	movq 464(%rsp), %rsi
	movq 488(%rsp), %rax
	movq %rsi, 632(%rsp)
	movq %rax, 640(%rsp)
	cmpq %rax, %rsi
	jne .LBB_389
	movq %r14, 56(%rsp)
	movq 72(%rsp), %r14
	movq %r12, 32(%rsp)
	movq %r13, 40(%rsp)
	movq %r15, 48(%rsp)
	movq %rbx, 64(%rsp)
	testq %rsi, %rsi
	je .LBB_281
	movq 480(%rsp), %rax
	movq %rax, 576(%rsp)
	movq 32(%rsp), %rax
	addq $192, %rax
	movq %rax, 568(%rsp)
	movq 24(%rsp), %rax
	addq $192, %rax
	movq %rax, 560(%rsp)
	xorl %eax, %eax
	jmp .LBB_253
.LBB_252:
	movq 464(%rsp), %rsi
	movq 584(%rsp), %rax
	cmpq %rsi, %rax
	je .LBB_281
.LBB_253:
	movq 576(%rsp), %rdx
	movq 152(%rsp), %rdi
	leaq 8(%rdx,%rax,8), %rcx
	movq (%rdx,%rax,8), %r8
	vmovsd (%rdi,%rax,8), %xmm0
	incq %rax
	leaq 520(%rsp), %rdx
	cmpq %rsi, %rax
	movq %rax, 584(%rsp)
	cmovaeq %rdx, %rcx
	vucomisd .LCPI_1(%rip), %xmm0
	movq (%rcx), %rax
	movq %rax, 120(%rsp)
	jb .LBB_259
	cmpq %r8, %rax
	jbe .LBB_252
	movq 88(%rsp), %rbp
	cmpq %rbp, %r8
	cmovaq %r8, %rbp
.LBB_256:
	leaq 216(%rsp), %rdi
	movq %r14, %rsi
	movq %r8, %rdx
	movq %r8, %rbx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq %rbx, %rbp
	je .LBB_391
	movq 24(%rsp), %rax
	movq 32(%rsp), %rcx
	leaq 1(%rbx), %r8
	vmovsd %xmm0, (%rax,%rbx,8)
	vmovsd %xmm1, (%rcx,%rbx,8)
	cmpq %r8, 120(%rsp)
	jne .LBB_256
	jmp .LBB_252
.LBB_259:
	subq %r8, %rax
	jbe .LBB_252
	movq 568(%rsp), %rdx
	movq 560(%rsp), %rcx
	movq %rax, %r9
	vbroadcastsd %xmm0, %zmm1
	andl $63, %eax
	shrq $6, %r9
	leaq 64(%r8), %r11
	movq %r8, %r10
	vmovapd %xmm0, 528(%rsp)
	cmpq $1, %rax
	movq %r11, 592(%rsp)
	sbbq $-1, %r9
	negq %r10
	xorl %ebp, %ebp
	vmovupd %zmm1, 688(%rsp)
	leaq (%rdx,%r8,8), %r13
	leaq (%rcx,%r8,8), %r12
	movq 32(%rsp), %rdx
	movq 24(%rsp), %rcx
	leaq (%rdx,%r8,8), %r15
	leaq (%rcx,%r8,8), %rbx
	jmp .LBB_262
.LBB_261:
	movq 136(%rsp), %r9
	movq 160(%rsp), %r10
	movq 600(%rsp), %rbp
	movq 608(%rsp), %r11
	movq 72(%rsp), %r14
	movq 168(%rsp), %r8
	addq $512, %r13
	addq $512, %r12
	addq $512, %r15
	addq $512, %rbx
	decq %r9
	addq $-64, %r10
	incq %rbp
	addq $64, %r11
	testq %r9, %r9
	je .LBB_252
.LBB_262:
	movq 120(%rsp), %rdi
	movq %r11, %rax
	movq %r8, %r14
	addq $64, %r8
	movq %r14, 16(%rsp)
	movq %r8, %rsi
	cmpq %r11, %rdi
	cmovbq %rdi, %rax
	leaq (%rax,%r10), %rcx
	cmpq $1, %rcx
	movq %rbp, %rcx
	adcq %r10, %rax
	shlq $6, %rcx
	addq 592(%rsp), %rcx
	cmpq %rcx, %rdi
	cmovbq %rdi, %rcx
	leaq (%rcx,%r10), %rdx
	cmpq $1, %rdx
	adcq %r10, %rcx
	cmpq %r8, %rdi
	cmovbq %rdi, %rsi
	cmpq %r14, %rsi
	jb .LBB_358
	cmpq 88(%rsp), %rsi
	ja .LBB_358
	movq %rbp, 600(%rsp)
	movq %r11, 608(%rsp)
	movq %r10, 160(%rsp)
	movq %r9, 136(%rsp)
	movq %r8, 168(%rsp)
	cmpq 16(%rsp), %rsi
	je .LBB_261
	cmpq $8, %rdx
	jae .LBB_267
	vmovddup .LCPI_6(%rip), %xmm1
	vmovapd 528(%rsp), %xmm7
	xorl %r14d, %r14d
	xorl %esi, %esi
	jmp .LBB_276
.LBB_267:
	vmovupd 688(%rsp), %zmm19
	cmpq $32, %rdx
	jae .LBB_269
	vmovapd 528(%rsp), %xmm7
	xorl %esi, %esi
	xorl %r14d, %r14d
	jmp .LBB_273
.LBB_269:
	vmovdqa64 .LCPI_2(%rip), %zmm4
	vpbroadcastq .LCPI_7(%rip), %zmm13
	vpbroadcastq .LCPI_3(%rip), %zmm14
	vpbroadcastq .LCPI_4(%rip), %zmm15
	vpbroadcastq .LCPI_5(%rip), %zmm16
	vpbroadcastq .LCPI_8(%rip), %zmm17
	vbroadcastsd .LCPI_6(%rip), %zmm18
	movq %rax, %rdi
	movq %rcx, %rsi
	andq $-32, %rdi
	andq $-32, %rsi
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %r8d, %r8d
	vxorpd %xmm1, %xmm1, %xmm1
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_270:
	vmovupd -192(%r13,%r8,8), %zmm8
	vmovupd -128(%r13,%r8,8), %zmm9
	vmovupd -64(%r13,%r8,8), %zmm10
	vmovupd (%r13,%r8,8), %zmm11
	vpaddq %zmm14, %zmm4, %zmm5
	vpandq %zmm13, %zmm4, %zmm12
	vpaddq %zmm15, %zmm4, %zmm6
	vpaddq %zmm16, %zmm4, %zmm7
	vpaddq %zmm17, %zmm4, %zmm4
	vsubpd -192(%r12,%r8,8), %zmm8, %zmm8
	vsubpd -128(%r12,%r8,8), %zmm9, %zmm9
	vsubpd -64(%r12,%r8,8), %zmm10, %zmm10
	vsubpd (%r12,%r8,8), %zmm11, %zmm11
	vpandq %zmm13, %zmm5, %zmm5
	addq $32, %r8
	vandpd %zmm18, %zmm8, %zmm8
	vandpd %zmm18, %zmm9, %zmm9
	vandpd %zmm18, %zmm10, %zmm10
	vandpd %zmm18, %zmm11, %zmm11
	vcmplepd %zmm19, %zmm8, %k0
	vcmplepd %zmm19, %zmm9, %k1
	vcmplepd %zmm19, %zmm10, %k2
	vcmplepd %zmm19, %zmm11, %k3
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
	vpandq %zmm13, %zmm6, %zmm8
	vporq %zmm3, %zmm5, %zmm3
	vpandq %zmm13, %zmm7, %zmm6
	vpsllvq %zmm8, %zmm10, %zmm5
	vporq %zmm2, %zmm5, %zmm2
	vpsllvq %zmm6, %zmm11, %zmm5
	vporq %zmm0, %zmm5, %zmm0
	cmpq %r8, %rdi
	jne .LBB_270
	vporq %zmm1, %zmm3, %zmm1
	vpternlogq $254, %zmm1, %zmm2, %zmm0
	vextracti64x4 $1, %zmm0, %ymm1
	vporq %zmm1, %zmm0, %zmm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r14
	cmpq %rsi, %rdx
	je .LBB_277
	vmovddup .LCPI_6(%rip), %xmm1
	vmovapd 528(%rsp), %xmm7
	testb $24, %cl
	je .LBB_276
.LBB_273:
	vpbroadcastq %rsi, %zmm1
	vporq .LCPI_2(%rip), %zmm1, %zmm1
	vpbroadcastq .LCPI_7(%rip), %zmm4
	vpbroadcastq .LCPI_3(%rip), %zmm5
	vbroadcastsd .LCPI_6(%rip), %zmm6
	movq %rax, %rdi
	andq $-8, %rdi
	andq $-8, %rcx
	vmovq %r14, %xmm0
.LBB_274:
	vmovupd (%r15,%rsi,8), %zmm2
	vpandq %zmm4, %zmm1, %zmm3
	vpaddq %zmm5, %zmm1, %zmm1
	vsubpd (%rbx,%rsi,8), %zmm2, %zmm2
	addq $8, %rsi
	vandpd %zmm6, %zmm2, %zmm2
	vcmplepd %zmm19, %zmm2, %k0
	vpmovm2q %k0, %zmm2
	vpsrlq $63, %zmm2, %zmm2
	vpsllvq %zmm3, %zmm2, %zmm2
	vporq %zmm0, %zmm2, %zmm0
	cmpq %rsi, %rdi
	jne .LBB_274
	vextracti64x4 $1, %zmm0, %ymm1
	movq %rcx, %rsi
	vporq %zmm1, %zmm0, %zmm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovddup .LCPI_6(%rip), %xmm1
	vmovq %xmm0, %r14
	cmpq %rcx, %rdx
	je .LBB_277
.LBB_276:
	vmovsd (%r15,%rsi,8), %xmm0
	xorl %ecx, %ecx
	vsubsd (%rbx,%rsi,8), %xmm0, %xmm0
	vandpd %xmm1, %xmm0, %xmm0
	vucomisd %xmm0, %xmm7
	setae %cl
	shlxq %rsi, %rcx, %rcx
	incq %rsi
	orq %rcx, %r14
	cmpq %rsi, %rax
	jne .LBB_276
.LBB_277:
	testq %r14, %r14
	je .LBB_261
.LBB_278:
	tzcntq %r14, %rbp
	addq 16(%rsp), %rbp
	movq 72(%rsp), %rsi
	leaq 216(%rsp), %rdi
	movq %rbp, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	cmpq 88(%rsp), %rbp
	jae .LBB_383
	movq 24(%rsp), %rax
	movq 32(%rsp), %rcx
	blsrq %r14, %r14
	vmovq %xmm0, (%rax,%rbp,8)
	vmovsd %xmm1, (%rcx,%rbp,8)
	jne .LBB_278
	jmp .LBB_261
.LBB_281:
	movq 8(%rsp), %r13
	cmpq %r13, 88(%rsp)
	jne .LBB_385
	movq $0, 408(%rsp)
	cmpq 392(%rsp), %r13
	ja .LBB_309
	movq 280(%rsp), %rdi
	movq 144(%rsp), %r14
	movq 448(%rsp), %r11
	movq 440(%rsp), %r9
	movl $0, %edx
	testq %r13, %r13
	je .LBB_316
	cmpq $16, %r13
	jae .LBB_311
.LBB_285:
	movq 24(%rsp), %r10
	movq 32(%rsp), %rbx
.LBB_286:
	xorl %eax, %eax
.LBB_287:
	testq %r9, %r9
	je .LBB_295
	movq %r9, %rcx
	movq %rax, %rdi
.LBB_289:
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
	jne .LBB_289
	subq %r13, %rax
	cmpq $-8, %rax
	jbe .LBB_296
	jmp .LBB_316
.LBB_291:
	movq 152(%rsp), %rdi
	movq %rdi, %rcx
	subq %r14, %rcx
	cmpq $128, %rcx
	jb .LBB_242
	movq %rdi, %rdx
	subq %r13, %rdx
	movl $0, %ecx
	cmpq $128, %rdx
	jb .LBB_243
	cmpq $16, %rax
	jae .LBB_300
	movq 152(%rsp), %rdi
	xorl %ecx, %ecx
	jmp .LBB_304
.LBB_295:
	movq %rax, %rdi
	subq %r13, %rax
	cmpq $-8, %rax
	ja .LBB_316
.LBB_296:
	movq %r13, %rcx
	leaq 7(%r14,%rdx), %rax
	subq %rdi, %rcx
	leaq 56(%rbx,%rdi,8), %rsi
	leaq 56(%r10,%rdi,8), %rdi
	negq %rdx
	xorl %r8d, %r8d
.LBB_297:
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
	jne .LBB_297
	negq %rdx
	jmp .LBB_316
.LBB_300:
	movq 152(%rsp), %rdi
	movq %rax, %rcx
	andq $-16, %rcx
	xorl %edx, %edx
.LBB_301:
	vmovupd (%r14,%rdx,8), %zmm0
	vmovupd 64(%r14,%rdx,8), %zmm1
	vaddpd (%r13,%rdx,8), %zmm0, %zmm0
	vaddpd 64(%r13,%rdx,8), %zmm1, %zmm1
	vmovupd %zmm0, (%rdi,%rdx,8)
	vmovupd %zmm1, 64(%rdi,%rdx,8)
	addq $16, %rdx
	cmpq %rdx, %rcx
	jne .LBB_301
	cmpq %rcx, %rax
	je .LBB_248
	testb $12, %al
	je .LBB_243
.LBB_304:
	movq %rcx, %rdx
	movq %rax, %rcx
	andq $-4, %rcx
.LBB_305:
	vmovupd (%r14,%rdx,8), %ymm0
	vaddpd (%r13,%rdx,8), %ymm0, %ymm0
	vmovupd %ymm0, (%rdi,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rcx
	jne .LBB_305
	cmpq %rcx, %rax
	jne .LBB_243
	jmp .LBB_248
.LBB_307:
	movq 160(%rsp), %r8
	xorl %ecx, %ecx
	jmp .LBB_232
.LBB_308:
	movq %rbx, %rax
	xorl %ecx, %ecx
	jmp .LBB_232
.LBB_309:
	movl $1, %ecx
	movl $1, %r8d
	leaq 392(%rsp), %rdi
	xorl %esi, %esi
	movq %r13, %rdx
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 280(%rsp), %rdi
	movq 448(%rsp), %r11
	movq 440(%rsp), %r9
	movq 400(%rsp), %r14
	movq 408(%rsp), %rdx
	cmpq $16, %r13
	jb .LBB_285
.LBB_311:
	movq 24(%rsp), %r10
	movq 32(%rsp), %rbx
	leaq (%r14,%rdx), %rax
	leaq (%rax,%r13), %rcx
	leaq (%r10,%rdi), %rsi
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
	jne .LBB_286
	andb %cl, %al
	jne .LBB_286
	movq 544(%rsp), %rsi
	leaq 8(%r14,%rdx), %rax
	xorl %ecx, %ecx
	addq %rsi, %rdx
.LBB_314:
	vmovupd (%r10,%rcx,8), %zmm0
	vmovupd (%rbx,%rcx,8), %zmm2
	vmovupd 64(%r10,%rcx,8), %zmm1
	vmovupd 64(%rbx,%rcx,8), %zmm3
	vcmpltpd %zmm2, %zmm0, %k0
	vcmpltpd %zmm0, %zmm2, %k2
	vcmpltpd %zmm3, %zmm1, %k1
	vcmpltpd %zmm1, %zmm3, %k3
	vpmovm2b %k2, %xmm0
	vpmovm2b %k0, %xmm2
	vpmovm2b %k3, %xmm1
	vpmovm2b %k1, %xmm3
	vpsubb %xmm2, %xmm0, %xmm0
	vpsubb %xmm3, %xmm1, %xmm1
	vpunpcklqdq %xmm1, %xmm0, %xmm0
	vmovdqu %xmm0, -8(%rax,%rcx)
	addq $16, %rcx
	cmpq %rcx, %rsi
	jne .LBB_314
	movq %rsi, %rax
	cmpq %rsi, %r13
	jne .LBB_287
.LBB_316:
	movq %rdx, 408(%rsp)
	testq %r11, %r11
	je .LBB_348
	leaq 25(%r14), %rcx
	movq %r14, %rbx
	leaq 1(%r14), %r8
	movl $1, %r14d
	movl $65, %r9d
	movq $-1, %r10
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 16(%rsp)
	xorl %r15d, %r15d
	xorl %ebp, %ebp
	jmp .LBB_319
.LBB_318:
	movq 8(%rsp), %r13
	decq %r11
	addq $64, %r9
	addq $-64, %r10
	addq $64, %rcx
	addq $64, %r8
	testq %r11, %r11
	je .LBB_345
.LBB_319:
	cmpq %r9, %r13
	movq %r9, %r12
	movq %r14, %rdi
	leaq 64(%r14), %r14
	cmovbq %r13, %r12
	movq %r14, %rsi
	leaq (%r12,%r10), %rax
	cmpq $1, %rax
	adcq %r10, %r12
	cmpq %r14, %r13
	cmovbq %r13, %rsi
	cmpq %rdi, %r13
	jb .LBB_381
	cmpq %rdx, %rsi
	ja .LBB_381
	leaq -1(%rdi), %r13
	decq %rsi
	cmpq %r13, %rsi
	jb .LBB_379
	cmpq %rdx, %rsi
	ja .LBB_379
	cmpq %rdi, 8(%rsp)
	je .LBB_318
	movq %rbp, 24(%rsp)
	cmpq $8, %rax
	jae .LBB_326
	xorl %r13d, %r13d
	xorl %esi, %esi
	jmp .LBB_335
.LBB_326:
	cmpq $32, %rax
	jae .LBB_328
	xorl %esi, %esi
	xorl %r13d, %r13d
	jmp .LBB_332
.LBB_328:
	vmovdqa64 .LCPI_2(%rip), %zmm5
	vpbroadcastq .LCPI_7(%rip), %zmm15
	vpbroadcastq .LCPI_3(%rip), %zmm16
	vpbroadcastq .LCPI_4(%rip), %zmm17
	vpbroadcastq .LCPI_5(%rip), %zmm18
	vpbroadcastq .LCPI_8(%rip), %zmm19
	movq %r12, %rsi
	andq $-32, %rsi
	vpcmpeqd %xmm14, %xmm14, %xmm14
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r13d, %r13d
	vxorpd %xmm2, %xmm2, %xmm2
	vpxor %xmm4, %xmm4, %xmm4
	vpxor %xmm3, %xmm3, %xmm3
.LBB_329:
	vpmovzxbw -24(%rcx,%r13), %xmm9
	vpmovzxbw -25(%rcx,%r13), %xmm10
	vpmovzxbw -17(%rcx,%r13), %xmm11
	vpmovzxbw -9(%rcx,%r13), %xmm12
	vpmovzxbw -1(%rcx,%r13), %xmm13
	vpaddq %zmm16, %zmm5, %zmm6
	vpaddq %zmm17, %zmm5, %zmm7
	vpaddq %zmm18, %zmm5, %zmm8
	vpandq %zmm15, %zmm6, %zmm6
	vpmullw %xmm9, %xmm10, %xmm9
	vpmovzxbw -16(%rcx,%r13), %xmm10
	vpmovwb %xmm9, %xmm9
	vpcmpeqb %xmm14, %xmm9, %k0
	vpmovm2q %k0, %zmm9
	vpsrlq $63, %zmm9, %zmm9
	vpmullw %xmm10, %xmm11, %xmm10
	vpmovzxbw -8(%rcx,%r13), %xmm11
	vpmovwb %xmm10, %xmm10
	vpcmpeqb %xmm14, %xmm10, %k1
	vpmovm2q %k1, %zmm10
	vpsrlq $63, %zmm10, %zmm10
	vpsllvq %zmm6, %zmm10, %zmm6
	vpmullw %xmm11, %xmm12, %xmm11
	vpmovzxbw (%rcx,%r13), %xmm12
	vporq %zmm4, %zmm6, %zmm4
	vpandq %zmm15, %zmm7, %zmm6
	addq $32, %r13
	vpmovwb %xmm11, %xmm11
	vpcmpeqb %xmm14, %xmm11, %k2
	vpmovm2q %k2, %zmm11
	vpsrlq $63, %zmm11, %zmm11
	vpsllvq %zmm6, %zmm11, %zmm6
	vpmullw %xmm12, %xmm13, %xmm12
	vpandq %zmm15, %zmm5, %zmm13
	vporq %zmm3, %zmm6, %zmm3
	vpandq %zmm15, %zmm8, %zmm6
	vpaddq %zmm19, %zmm5, %zmm5
	vpsllvq %zmm13, %zmm9, %zmm9
	vporq %zmm2, %zmm9, %zmm2
	vpmovwb %xmm12, %xmm12
	vpcmpeqb %xmm14, %xmm12, %k3
	vpmovm2q %k3, %zmm12
	vpsrlq $63, %zmm12, %zmm12
	vpsllvq %zmm6, %zmm12, %zmm6
	vporq %zmm1, %zmm6, %zmm1
	cmpq %r13, %rsi
	jne .LBB_329
	vporq %zmm2, %zmm4, %zmm2
	vpternlogq $254, %zmm2, %zmm3, %zmm1
	vextracti64x4 $1, %zmm1, %ymm2
	vporq %zmm2, %zmm1, %zmm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r13
	cmpq %rsi, %rax
	je .LBB_336
	testb $24, %r12b
	je .LBB_335
.LBB_332:
	movq %rsi, %rbp
	vpbroadcastq %rbp, %zmm2
	vporq .LCPI_2(%rip), %zmm2, %zmm2
	vpbroadcastq .LCPI_7(%rip), %zmm6
	vpbroadcastq .LCPI_3(%rip), %zmm7
	movq %r12, %rsi
	andq $-8, %rsi
	vmovq %r13, %xmm1
	vpcmpeqd %xmm5, %xmm5, %xmm5
.LBB_333:
	vpmovzxbw (%r8,%rbp), %xmm3
	vpmovzxbw -1(%r8,%rbp), %xmm4
	addq $8, %rbp
	vpmullw %xmm3, %xmm4, %xmm3
	vpandq %zmm6, %zmm2, %zmm4
	vpaddq %zmm7, %zmm2, %zmm2
	vpmovwb %xmm3, %xmm3
	vpcmpeqb %xmm5, %xmm3, %k0
	vpmovm2q %k0, %zmm3
	vpsrlq $63, %zmm3, %zmm3
	vpsllvq %zmm4, %zmm3, %zmm3
	vporq %zmm1, %zmm3, %zmm1
	cmpq %rbp, %rsi
	jne .LBB_333
	vextracti64x4 $1, %zmm1, %ymm2
	vporq %zmm2, %zmm1, %zmm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r13
	cmpq %rsi, %rax
	je .LBB_336
.LBB_335:
	movzbl -1(%r8,%rsi), %eax
	xorl %ebp, %ebp
	mulb (%r8,%rsi)
	cmpb $-1, %al
	sete %bpl
	shlxq %rsi, %rbp, %rax
	incq %rsi
	orq %rax, %r13
	cmpq %rsi, %r12
	jne .LBB_335
.LBB_336:
	movq 24(%rsp), %rbp
	movq %r15, %rsi
	testq %r13, %r13
	jne .LBB_338
	jmp .LBB_318
.LBB_337:
	movq %rsi, %r15
	blsrq %r13, %r13
	je .LBB_318
.LBB_338:
	tzcntq %r13, %rax
	addq %rdi, %rax
	cmpq %rdx, %rax
	jae .LBB_392
	movsbq (%rbx,%rax), %r15
	cmpq %r15, %rsi
	je .LBB_337
	testq %rsi, %rsi
	je .LBB_343
	cmpq 8(%rsp), %rax
	jae .LBB_396
	movq 80(%rsp), %r12
	vcvtsi2sd %rsi, %xmm31, %xmm2
	incq %rbp
	vmovsd (%r12,%rax,8), %xmm1
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vmovsd 16(%rsp), %xmm1
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd .LCPI_10(%rip), %xmm0, %xmm0
	vaddsd .LCPI_11(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 16(%rsp)
.LBB_343:
	cmpq 8(%rsp), %rax
	jae .LBB_395
	movq 80(%rsp), %rsi
	vmovsd (%rsi,%rax,8), %xmm0
	movq %r15, %rsi
	blsrq %r13, %r13
	jne .LBB_338
	jmp .LBB_318
.LBB_345:
	testq %r15, %r15
	je .LBB_349
	testq %r13, %r13
	je .LBB_406
	movq 80(%rsp), %rax
	vcvtsi2sd %r15, %xmm31, %xmm2
	incq %rbp
	movq %rbx, %r14
	vmovsd -8(%rax,%r13,8), %xmm1
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vmovsd 16(%rsp), %xmm1
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd .LCPI_10(%rip), %xmm0, %xmm0
	vaddsd .LCPI_11(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 16(%rsp)
	jmp .LBB_350
.LBB_348:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 16(%rsp)
	xorl %ebp, %ebp
	jmp .LBB_350
.LBB_349:
	movq %rbx, %r14
.LBB_350:
	movq 48(%rsp), %rsi
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r15
	movq 40(%rsp), %rdi
	testq %rsi, %rsi
	je .LBB_352
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_352:
	movq %r14, 144(%rsp)
	testq %rbx, %rbx
	je .LBB_354
	shlq $3, %rbx
	movl $8, %edx
	movq %r15, %rdi
	movq %rbx, %rsi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_354:
	movq 312(%rsp), %r14
	cmpq 296(%rsp), %r14
	jne .LBB_165
	leaq 296(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	jmp .LBB_165
.LBB_358:
	movq 16(%rsp), %rdi
	movq 88(%rsp), %rdx
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	leaq .Lanon.1(%rip), %rcx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_359:
	xorl %ebx, %ebx
	leaq .Lanon.2(%rip), %r14
	jmp .LBB_361
.LBB_360:
	movq 232(%rsp), %r14
	movq 240(%rsp), %rbx
.LBB_361:
	vmovups 296(%rsp), %xmm0
	movq 456(%rsp), %rcx
	movq 312(%rsp), %rax
	leaq 320(%rsp), %rdi
	movq %rax, 16(%rcx)
	vmovups %xmm0, (%rcx)
	vzeroupper
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	testq %rbx, %rbx
	je .LBB_364
	leaq (%rbx,%rbx,2), %rax
	leaq 39(,%rax,8), %rax
	andq $-16, %rax
	addq %rax, %rbx
	addq $17, %rbx
	je .LBB_364
	subq %rax, %r14
	movl $16, %edx
	movq %rbx, %rsi
	movq %r14, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_364:
	movq 96(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_366
	movq 104(%rsp), %rdx
	movq 112(%rsp), %rax
	movq $0, 328(%rsp)
	movq %rcx, 336(%rsp)
	movq %rdx, 344(%rsp)
	movq $0, 360(%rsp)
	movq %rcx, 368(%rsp)
	movl $1, %ecx
	movq %rdx, 376(%rsp)
	jmp .LBB_367
.LBB_366:
	xorl %ecx, %ecx
	xorl %eax, %eax
.LBB_367:
	movq %rcx, 320(%rsp)
	movq %rcx, 352(%rsp)
	movq %rax, 384(%rsp)
	leaq 216(%rsp), %rdi
	leaq 320(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 216(%rsp), %rax
	testq %rax, %rax
	je .LBB_374
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r15
	leaq 216(%rsp), %rbx
	leaq 320(%rsp), %r14
.LBB_370:
	movq 232(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_372
	leaq 96(%rax,%rcx,8), %rax
	shlq $3, %rsi
	movl $8, %edx
	movq 8(%rax), %rdi
	callq *%r15
.LBB_372:
	movq %rbx, %rdi
	movq %r14, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 216(%rsp), %rax
	testq %rax, %rax
	jne .LBB_370
.LBB_374:
	movq 472(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_376
	movq 480(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_376:
	movq 496(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_378
	movq 504(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_378:
	movq 456(%rsp), %rax
	addq $760, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_381:
	leaq .Lanon.3(%rip), %rcx
	jmp .LBB_382
.LBB_379:
	leaq .Lanon.4(%rip), %rcx
	movq %r13, %rdi
.LBB_382:
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_383:
	leaq .Lanon.5(%rip), %rdx
.LBB_384:
	movq 88(%rsp), %rsi
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	movq %rbp, %rdi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_385:
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	leaq .Lanon.6(%rip), %rdi
	leaq .Lanon.7(%rip), %rdx
	movl $49, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_386:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_47
.LBB_388:
	movl $49, %r8d
	leaq .Lanon.8(%rip), %r9
	leaq .Lanon.9(%rip), %rcx
	leaq 624(%rsp), %rdx
	leaq 616(%rsp), %rsi
	jmp .LBB_390
.LBB_389:
	movl $61, %r8d
	leaq 632(%rsp), %rsi
	leaq 640(%rsp), %rdx
	leaq .Lanon.10(%rip), %rcx
	leaq .Lanon.11(%rip), %r9
.LBB_390:
	xorl %edi, %edi
	vzeroupper
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_391:
	leaq .Lanon.12(%rip), %rdx
	jmp .LBB_384
.LBB_392:
	leaq .Lanon.13(%rip), %rcx
	jmp .LBB_397
.LBB_393:
	xorl %r13d, %r13d
.LBB_394:
	movq 32(%rsp), %rsi
	movq %r13, %rdi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_395:
	movq 8(%rsp), %rdx
	leaq .Lanon.14(%rip), %rcx
	jmp .LBB_397
.LBB_396:
	movq 8(%rsp), %rdx
	leaq .Lanon.15(%rip), %rcx
.LBB_397:
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	movq %rdx, %rsi
	movq %rax, %rdi
	movq %rcx, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_398:
	movq %rax, %rdi
	leaq .Lanon.16(%rip), %rdx
	jmp .LBB_403
.LBB_399:
	leaq .Lanon.17(%rip), %rdx
	jmp .LBB_403
.LBB_400:
	movq 32(%rsp), %rdi
	leaq .Lanon.18(%rip), %rdx
	jmp .LBB_403
.LBB_401:
	movq 16(%rsp), %rdi
	leaq .Lanon.19(%rip), %rdx
	jmp .LBB_403
.LBB_402:
	movq %rbp, %rdi
	leaq .Lanon.20(%rip), %rdx
.LBB_403:
	movq %rdi, %rsi
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_404:
	leaq .Lanon.21(%rip), %rdi
	leaq .Lanon.22(%rip), %rdx
	movl $22, %esi
	vzeroupper
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_405:
	leaq .Lanon.23(%rip), %rdi
	leaq .Lanon.24(%rip), %rcx
	leaq .Lanon.25(%rip), %r8
	leaq 135(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_406:
	movq $-1, %rax
	xorl %edx, %edx
	leaq .Lanon.26(%rip), %rcx
	jmp .LBB_397
.LBB_407:
	movl $8, %edi
	movq %r12, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_408:
	movq 8(%rsp), %rsi
	movl $1, %edi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_410
.LBB_409:
	movq 280(%rsp), %rsi
	movl $8, %edi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_410:
	ud2
	jmp .LBB_437
	jmp .LBB_434
	jmp .LBB_424
	cmpq $0, 8(%rsp)
	movq %rax, %r12
	je .LBB_418
	movq 144(%rsp), %rdi
	movq 8(%rsp), %rsi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_418
	cmpq $0, 8(%rsp)
	movq %rax, %r12
	jne .LBB_420
	jmp .LBB_449
	movq %rax, %r12
.LBB_418:
	testq %r13, %r13
	je .LBB_449
	leaq (,%r13,8), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r13, 8(%rsp)
.LBB_420:
	movq 8(%rsp), %rax
	movl $8, %edx
	movq %r15, %rdi
	leaq (,%rax,8), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_422
	cmpq $0, 8(%rsp)
	movq %rax, %r12
	je .LBB_449
.LBB_422:
	movq 8(%rsp), %rsi
	movl $8, %edx
	movq %r14, %rdi
	shlq $3, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_449
.LBB_424:
	movq %rax, %r12
	leaq 472(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %r12, %rdi
	callq _Unwind_Resume@PLT
	jmp .LBB_432
	jmp .LBB_434
	jmp .LBB_434
	cmpq $0, 24(%rsp)
	movq %rax, %r12
	je .LBB_450
	movq 24(%rsp), %rsi
	movl $8, %edx
	movq %rbx, %rdi
	shlq $3, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_450
	jmp .LBB_434
.LBB_432:
	movq %rax, %r12
	movq 296(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_445
	jmp .LBB_447
.LBB_434:
	movq %rax, %r12
	jmp .LBB_450
	jmp .LBB_437
.LBB_437:
	movq 64(%rsp), %rbx
	movq 56(%rsp), %r14
	movq 48(%rsp), %r15
	movq 40(%rsp), %r13
	jmp .LBB_439
.LBB_439:
	movq %rax, %r12
	testq %r15, %r15
	jne .LBB_443
	testq %rbx, %rbx
	jne .LBB_444
.LBB_442:
	movq 296(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_445
	jmp .LBB_447
.LBB_443:
	shlq $3, %r15
	movl $8, %edx
	movq %r13, %rdi
	movq %r15, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	testq %rbx, %rbx
	je .LBB_442
.LBB_444:
	shlq $3, %rbx
	movl $8, %edx
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 296(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_447
.LBB_445:
	movq 304(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_447
	movq %rax, %r12
.LBB_447:
	leaq 320(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::Buffers>
	jmp .LBB_449
	movq %rax, %r12
.LBB_449:
	leaq 216(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_450:
	leaq 96(%rsp), %rdi
	callq core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	leaq 472(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	movq %r12, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
