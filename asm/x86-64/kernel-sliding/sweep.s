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
	subq $520, %rsp
	movq %rdi, 360(%rsp)
	movq (%rsi), %rax
	movq %rax, 40(%rsp)
	movq 8(%rsi), %r12
	movq $0, 64(%rsp)
	movq $0, 80(%rsp)
	movq 16(%rsi), %rcx
	movq 24(%rsi), %r13
	leaq (,%r13,2), %rax
	addq %r13, %rax
	shlq $4, %rax
	movq %rcx, 24(%rsp)
	addq %rcx, %rax
	movq %rax, 384(%rsp)
	testq %r13, %r13
	movq %r12, (%rsp)
	je .LBB_136
	leaq (,%r12,8), %rdx
	movabsq $2305843009213693951, %rax
	cmpq %rax, %r12
	seta %al
	movabsq $9223372036854775800, %rcx
	movq %rdx, 48(%rsp)
	cmpq %rcx, %rdx
	seta %cl
	orb %al, %cl
	movb %cl, 96(%rsp)
	movq 24(%rsp), %rsi
	movq %r13, 88(%rsp)
	jmp .LBB_4
.LBB_2:
	leaq 64(%rsp), %rax
.LBB_3:
	movq 56(%rsp), %rsi
	addq $48, %rsi
	movq %r14, 8(%rsp)
	movq %rax, %r14
	cmpq 384(%rsp), %rsi
	movq 88(%rsp), %r13
	je .LBB_136
.LBB_4:
	leaq 152(%rsp), %rdi
	movq %rsi, 56(%rsp)
	callq kernel_sliding::raw_lengths
	movq 152(%rsp), %r12
	movq 160(%rsp), %rbp
	movq 168(%rsp), %r15
	movq 176(%rsp), %rbx
	movq 184(%rsp), %rax
	movq %rax, 32(%rsp)
	cmpb $0, 96(%rsp)
	je .LBB_46
	movq 64(%rsp), %rax
	testq %rax, %rax
	je .LBB_332
	movq 72(%rsp), %rcx
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
	cmpq 16(%rsi,%rdi,8), %r12
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
	jb .LBB_332
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_8
.LBB_15:
	movq %rcx, %rdx
	movq %rax, %rsi
	movq (%rsp), %r12
.LBB_16:
	movzwl 362(%rsi), %r8d
	movl %r8d, %r9d
	shll $3, %r9d
	movq $-1, %rdi
.LBB_17:
	testq %r9, %r9
	je .LBB_20
	cmpq 16(%rsi,%rdi,8), %rbp
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
	jb .LBB_332
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
	jb .LBB_332
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_24
.LBB_31:
	movq %rcx, %rdx
	movq %rax, %rsi
	movq 32(%rsp), %r11
.LBB_32:
	movzwl 362(%rsi), %r8d
	movl %r8d, %r9d
	shll $3, %r9d
	movq $-1, %rdi
.LBB_33:
	testq %r9, %r9
	je .LBB_36
	cmpq 16(%rsi,%rdi,8), %rbx
	seta %r10b
	sbbb $0, %r10b
	incq %rdi
	addq $-8, %r9
	cmpb $1, %r10b
	je .LBB_33
	movzbl %r10b, %r8d
	testl %r8d, %r8d
	je .LBB_42
	jmp .LBB_37
.LBB_36:
	movq %r8, %rdi
.LBB_37:
	subq $1, %rdx
	jb .LBB_332
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_32
.LBB_39:
	movq %rdx, %r14
.LBB_40:
	subq $1, %rcx
	jb .LBB_332
	movq 368(%rax,%r14,8), %rax
.LBB_42:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r14
.LBB_43:
	testq %rsi, %rsi
	je .LBB_39
	cmpq 16(%rax,%r14,8), %r11
	seta %dil
	sbbb $0, %dil
	incq %r14
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_43
	movzbl %dil, %edx
	testl %edx, %edx
	je .LBB_2
	jmp .LBB_40
.LBB_46:
	movq 64(%rsp), %rax
	testq %rax, %rax
	je .LBB_91
	movq 72(%rsp), %rdx
	movq %rax, %rcx
.LBB_48:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r14
.LBB_49:
	testq %rdi, %rdi
	je .LBB_53
	cmpq 16(%rcx,%r14,8), %r12
	seta %r8b
	sbbb $0, %r8b
	incq %r14
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_49
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_55
	subq $1, %rdx
	jae .LBB_54
	jmp .LBB_131
.LBB_53:
	movq %rsi, %r14
	subq $1, %rdx
	jb .LBB_131
.LBB_54:
	movq 368(%rcx,%r14,8), %rcx
	jmp .LBB_48
.LBB_55:
	movq %r14, 8(%rsp)
	leaq 64(%rsp), %r14
	movq (%rsp), %r12
	testq %rax, %rax
	je .LBB_99
.LBB_56:
	movq 72(%rsp), %rdx
	movq %rax, %rcx
.LBB_57:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r14
.LBB_58:
	testq %rdi, %rdi
	je .LBB_62
	cmpq 16(%rcx,%r14,8), %rbp
	seta %r8b
	sbbb $0, %r8b
	incq %r14
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_58
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_64
	subq $1, %rdx
	jae .LBB_63
	jmp .LBB_132
.LBB_62:
	movq %rsi, %r14
	subq $1, %rdx
	jb .LBB_132
.LBB_63:
	movq 368(%rcx,%r14,8), %rcx
	jmp .LBB_57
.LBB_64:
	movq %r14, 8(%rsp)
	leaq 64(%rsp), %r14
	testq %rax, %rax
	je .LBB_107
.LBB_65:
	movq 72(%rsp), %rdx
	movq %rax, %rcx
.LBB_66:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r14
.LBB_67:
	testq %rdi, %rdi
	je .LBB_71
	cmpq 16(%rcx,%r14,8), %r15
	seta %r8b
	sbbb $0, %r8b
	incq %r14
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_67
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_73
	subq $1, %rdx
	jae .LBB_72
	jmp .LBB_133
.LBB_71:
	movq %rsi, %r14
	subq $1, %rdx
	jb .LBB_133
.LBB_72:
	movq 368(%rcx,%r14,8), %rcx
	jmp .LBB_66
.LBB_73:
	movq %r14, 8(%rsp)
	leaq 64(%rsp), %r14
	testq %rax, %rax
	je .LBB_115
.LBB_74:
	movq 72(%rsp), %r9
	movq %rax, %rcx
	movq 32(%rsp), %rdx
.LBB_75:
	movzwl 362(%rcx), %esi
	movl %esi, %edi
	shll $3, %edi
	movq $-1, %r14
.LBB_76:
	testq %rdi, %rdi
	je .LBB_80
	cmpq 16(%rcx,%r14,8), %rbx
	seta %r8b
	sbbb $0, %r8b
	incq %r14
	addq $-8, %rdi
	cmpb $1, %r8b
	je .LBB_76
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_82
	subq $1, %r9
	jae .LBB_81
	jmp .LBB_134
.LBB_80:
	movq %rsi, %r14
	subq $1, %r9
	jb .LBB_134
.LBB_81:
	movq 368(%rcx,%r14,8), %rcx
	jmp .LBB_75
.LBB_82:
	movq %r14, 8(%rsp)
	leaq 64(%rsp), %r14
	testq %rax, %rax
	je .LBB_123
.LBB_83:
	movq 72(%rsp), %rcx
	movq 40(%rsp), %rdi
.LBB_84:
	movzwl 362(%rax), %r9d
	movl %r9d, %esi
	shll $3, %esi
	movq $-1, %r14
.LBB_85:
	testq %rsi, %rsi
	je .LBB_89
	cmpq 16(%rax,%r14,8), %rdx
	seta %r8b
	sbbb $0, %r8b
	incq %r14
	addq $-8, %rsi
	cmpb $1, %r8b
	je .LBB_85
	movzbl %r8b, %esi
	testl %esi, %esi
	je .LBB_2
	subq $1, %rcx
	jae .LBB_90
	jmp .LBB_135
.LBB_89:
	movq %r9, %r14
	subq $1, %rcx
	jb .LBB_135
.LBB_90:
	movq 368(%rax,%r14,8), %rax
	jmp .LBB_84
.LBB_91:
	xorl %ecx, %ecx
.LBB_92:
	leaq 64(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %r12, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	movq 48(%rsp), %rax
	testq %rax, %rax
	je .LBB_95
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq 48(%rsp), %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_333
	movq %rax, %rcx
	movq (%rsp), %r13
	movq %r13, 16(%rsp)
	jmp .LBB_96
.LBB_95:
	movl $8, %ecx
	movq $0, 16(%rsp)
	movq (%rsp), %r13
.LBB_96:
	movq 40(%rsp), %rdi
	movq %r13, %rsi
	movq %r12, %rdx
	movq %rcx, %r12
	movq %r13, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 296(%rsp)
	movq %r12, 304(%rsp)
	movq %r13, 312(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 296(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq %r13, %r12
	movq 64(%rsp), %rax
	testq %rax, %rax
	jne .LBB_56
.LBB_99:
	xorl %ecx, %ecx
.LBB_100:
	leaq 64(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %rbp, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	movq 48(%rsp), %r12
	testq %r12, %r12
	je .LBB_103
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_333
	movq %rax, %r12
	movq (%rsp), %rsi
	movq %rsi, 16(%rsp)
	jmp .LBB_104
.LBB_103:
	movl $8, %r12d
	movq $0, 16(%rsp)
	movq (%rsp), %rsi
.LBB_104:
	movq 40(%rsp), %rdi
	movq %rbp, %rdx
	movq %rsi, %rbp
	movq %r12, %rcx
	movq %rsi, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 296(%rsp)
	movq %r12, 304(%rsp)
	movq %rbp, 312(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 296(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq %rbp, %r12
	movq 64(%rsp), %rax
	testq %rax, %rax
	jne .LBB_65
.LBB_107:
	xorl %ecx, %ecx
.LBB_108:
	leaq 64(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %r15, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	movq 48(%rsp), %r12
	testq %r12, %r12
	je .LBB_111
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_333
	movq %rax, %r12
	movq (%rsp), %rsi
	movq %rsi, 16(%rsp)
	jmp .LBB_112
.LBB_111:
	movl $8, %r12d
	movq $0, 16(%rsp)
	movq (%rsp), %rsi
.LBB_112:
	movq 40(%rsp), %rdi
	movq %r15, %rdx
	movq %rsi, %r15
	movq %r12, %rcx
	movq %rsi, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 296(%rsp)
	movq %r12, 304(%rsp)
	movq %r15, 312(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 296(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq %r15, %r12
	movq 64(%rsp), %rax
	testq %rax, %rax
	jne .LBB_74
.LBB_115:
	xorl %ecx, %ecx
.LBB_116:
	leaq 64(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %rbx, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	movq 48(%rsp), %r15
	testq %r15, %r15
	je .LBB_119
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %r15, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_333
	movq %rax, %r12
	movq (%rsp), %rsi
	movq %rsi, 16(%rsp)
	jmp .LBB_120
.LBB_119:
	movl $8, %r12d
	movq $0, 16(%rsp)
	movq (%rsp), %rsi
.LBB_120:
	movq 40(%rsp), %rdi
	movq %rbx, %rdx
	movq %rsi, %rbx
	movq %r12, %rcx
	movq %rsi, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 296(%rsp)
	movq %r12, 304(%rsp)
	movq %rbx, 312(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 296(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq %rbx, %r12
	movq 64(%rsp), %rax
	movq 32(%rsp), %rdx
	testq %rax, %rax
	jne .LBB_83
.LBB_123:
	xorl %eax, %eax
	movq 40(%rsp), %rdi
.LBB_124:
	leaq 64(%rsp), %rcx
	movq %rcx, 112(%rsp)
	movq %rdx, 120(%rsp)
	movq %rax, 128(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	movq 48(%rsp), %rbx
	testq %rbx, %rbx
	je .LBB_127
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r13d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_333
	movq %rax, %r12
	movq (%rsp), %rbx
	movq %rbx, 16(%rsp)
	movq 40(%rsp), %rdi
	movq 32(%rsp), %rdx
	jmp .LBB_128
.LBB_127:
	movl $8, %r12d
	movq $0, 16(%rsp)
	movq (%rsp), %rbx
.LBB_128:
	movq %rbx, %rsi
	movq %r12, %rcx
	movq %rbx, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %rax
	movq %rax, 296(%rsp)
	movq %r12, 304(%rsp)
	movq %rbx, 312(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 296(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq %rbx, %r12
	movq %r14, %rax
	movq 8(%rsp), %r14
	jmp .LBB_3
.LBB_131:
	movq $0, 8(%rsp)
	jmp .LBB_92
.LBB_132:
	movq $0, 8(%rsp)
	jmp .LBB_100
.LBB_133:
	movq $0, 8(%rsp)
	jmp .LBB_108
.LBB_134:
	movq $0, 8(%rsp)
	jmp .LBB_116
.LBB_135:
	movq $0, 8(%rsp)
	jmp .LBB_124
.LBB_136:
	data16
	leaq <std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL@TLSGD(%rip), %rdi
	data16
	data16
	rex64
	callq __tls_get_addr@PLT
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_326
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
	movabsq $2305843009213693951, %rsi
	movabsq $9223372036854775800, %rdi
.LBB_138:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 40(%rsp), %rcx
	movq %rcx, 296(%rsp)
	movq %r12, 304(%rsp)
	movups .Lanon.0(%rip), %xmm0
	movups %xmm0, 312(%rsp)
	movupd .Lanon.0+16(%rip), %xmm0
	movupd %xmm0, 328(%rsp)
	movq %rax, 344(%rsp)
	movq %rdx, 352(%rsp)
	leaq (,%r12,8), %r15
	cmpq %rsi, %r12
	seta %al
	cmpq %rdi, %r15
	seta %cl
	orb %al, %cl
	je .LBB_141
	xorl %ebx, %ebx
.LBB_140:
	movq %rbx, %rdi
	movq %r15, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_141:
	testq %r15, %r15
	movq %r15, 272(%rsp)
	je .LBB_148
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebx
	movl $8, %esi
	movq %r15, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_140
	movq %rax, %r14
	movq %r13, %rbp
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r15, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_343
	movq %rax, %r12
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r15, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_344
	movq %rax, %r13
	movq (%rsp), %rbx
	movq %rbx, %r15
	testq %rbx, %rbx
	je .LBB_149
.LBB_146:
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $1, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_345
	movq %rax, %rcx
	jmp .LBB_150
.LBB_148:
	movq %r13, %rbp
	movq %r12, %rbx
	movl $8, %r12d
	xorl %r15d, %r15d
	movl $8, %r14d
	movl $8, %r13d
	testq %rbx, %rbx
	jne .LBB_146
.LBB_149:
	movl $1, %ecx
.LBB_150:
	movq %r15, 152(%rsp)
	movq %r14, 160(%rsp)
	movq (%rsp), %rax
	movq %rax, 168(%rsp)
	movq %r15, 176(%rsp)
	movq %r12, 184(%rsp)
	movq %rax, %r12
	movq %rax, 192(%rsp)
	movq %r15, 200(%rsp)
	movq %r13, 208(%rsp)
	movq %rax, 216(%rsp)
	movq %rax, 224(%rsp)
	movq %rcx, 232(%rsp)
	movq $0, 240(%rsp)
	movq %rcx, %rdx
	movq %rbp, %rbx
	shlq $4, %rbx
	movq %rbp, %rax
	shrq $60, %rax
	setne %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %rbx
	seta %cl
	orb %al, %cl
	je .LBB_153
	xorl %r14d, %r14d
.LBB_152:
	movq %r14, %rdi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_153:
	movq %rbp, %r13
	movq %rdx, 48(%rsp)
	testq %rbx, %rbx
	je .LBB_156
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_152
	movq %r13, %rcx
	jmp .LBB_157
.LBB_156:
	movl $8, %eax
	xorl %ecx, %ecx
.LBB_157:
	movq %rcx, 248(%rsp)
	movq %rax, 256(%rsp)
	movq $0, 264(%rsp)
	testq %r13, %r13
	movabsq $2305843009213693951, %rax
	je .LBB_302
	movq %r12, %rcx
	subq $1, %rcx
	movq %rcx, 392(%rsp)
	movq %r12, %rcx
	adcq $-1, %rcx
	addq $63, %rcx
	shrq $6, %rcx
	movq %rcx, 368(%rsp)
	addq $-3, %rax
	andq %r12, %rax
	movq %rax, 376(%rsp)
	movq 24(%rsp), %rax
	jmp .LBB_160
.LBB_298:
	leaq 248(%rsp), %rdi
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
.LBB_159:
	movq 256(%rsp), %rax
	movq %rbx, %rcx
	shlq $4, %rcx
	movsd 8(%rsp), %xmm0
	movsd %xmm0, (%rax,%rcx)
	movq %r14, 8(%rax,%rcx)
	incq %rbx
	movq %rbx, 264(%rsp)
	movq 400(%rsp), %rcx
	movq %rcx, %rax
	cmpq 384(%rsp), %rcx
	je .LBB_301
.LBB_160:
	movq %rax, 24(%rsp)
	movq (%rax), %rax
	testq %rax, %rax
	js .LBB_341
	movq 64(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_340
	movq 24(%rsp), %rcx
	addq $48, %rcx
	movq %rcx, 400(%rsp)
	movq 72(%rsp), %rdi
	movq %rdi, %rcx
	movq %rsi, %r8
.LBB_163:
	movzwl 362(%r8), %r10d
	leal (,%r10,8), %edx
	leaq (%rdx,%rdx,2), %r11
	movq $-1, %rdx
	xorl %r9d, %r9d
.LBB_164:
	cmpq %r9, %r11
	je .LBB_167
	cmpq 16(%r8,%rdx,8), %rax
	seta %bl
	sbbb $0, %bl
	addq $24, %r9
	incq %rdx
	cmpb $1, %bl
	je .LBB_164
	movzbl %bl, %r10d
	testl %r10d, %r10d
	jne .LBB_168
	jmp .LBB_170
.LBB_167:
	movq %r10, %rdx
.LBB_168:
	subq $1, %rcx
	jb .LBB_340
	movq 368(%r8,%rdx,8), %r8
	jmp .LBB_163
.LBB_170:
	movq 24(%rsp), %rax
	movq 8(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_341
	movq 80(%r8,%r9), %rcx
	movq 88(%r8,%r9), %rax
	movq %rdi, %r8
	movq %rsi, %r10
.LBB_172:
	movzwl 362(%r10), %ebx
	leal (,%rbx,8), %r9d
	leaq (%r9,%r9,2), %r14
	movq $-1, %r9
	xorl %r11d, %r11d
.LBB_173:
	cmpq %r11, %r14
	je .LBB_176
	cmpq 16(%r10,%r9,8), %rdx
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r11
	incq %r9
	cmpb $1, %bpl
	je .LBB_173
	movzbl %bpl, %ebx
	testl %ebx, %ebx
	jne .LBB_177
	jmp .LBB_179
.LBB_176:
	movq %rbx, %r9
.LBB_177:
	subq $1, %r8
	jb .LBB_340
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_172
.LBB_179:
	movq 24(%rsp), %rdx
	movq 32(%rdx), %r9
	testq %r9, %r9
	js .LBB_341
	movq 80(%r10,%r11), %r8
	movq 88(%r10,%r11), %rdx
	movq %rdi, %r11
	movq %rsi, %r10
.LBB_181:
	movzwl 362(%r10), %r15d
	leal (,%r15,8), %ebx
	leaq (%rbx,%rbx,2), %r12
	movq $-1, %rbx
	xorl %r14d, %r14d
.LBB_182:
	cmpq %r14, %r12
	je .LBB_185
	cmpq 16(%r10,%rbx,8), %r9
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r14
	incq %rbx
	cmpb $1, %bpl
	je .LBB_182
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_186
	jmp .LBB_188
.LBB_185:
	movq %r15, %rbx
.LBB_186:
	subq $1, %r11
	jb .LBB_340
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_181
.LBB_188:
	movq 24(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_341
	movq 80(%r10,%r14), %r11
	movq %r11, 288(%rsp)
	movq 88(%r10,%r14), %r10
	movq %r10, 96(%rsp)
	movq %rdi, %r11
	movq %rsi, %r10
.LBB_190:
	movzwl 362(%r10), %r14d
	leal (,%r14,8), %ebx
	leaq (%rbx,%rbx,2), %r12
	movq $-1, %rbx
	xorl %r15d, %r15d
.LBB_191:
	cmpq %r15, %r12
	je .LBB_194
	cmpq 16(%r10,%rbx,8), %r9
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r15
	incq %rbx
	cmpb $1, %bpl
	je .LBB_191
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_195
	jmp .LBB_197
.LBB_194:
	movq %r14, %rbx
.LBB_195:
	subq $1, %r11
	jb .LBB_340
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_190
.LBB_197:
	movq 24(%rsp), %r9
	movq 24(%r9), %r12
	testq %r12, %r12
	js .LBB_341
	movq 80(%r10,%r15), %r14
	movq 88(%r10,%r15), %r9
	movq %r9, 88(%rsp)
.LBB_199:
	movzwl 362(%rsi), %r10d
	leal (,%r10,8), %r9d
	leaq (%r9,%r9,2), %rbx
	movq $-1, %r9
	xorl %r11d, %r11d
.LBB_200:
	cmpq %r11, %rbx
	je .LBB_203
	cmpq 16(%rsi,%r9,8), %r12
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r11
	incq %r9
	cmpb $1, %bpl
	je .LBB_200
	movzbl %bpl, %r10d
	testl %r10d, %r10d
	jne .LBB_204
	jmp .LBB_206
.LBB_203:
	movq %r10, %r9
.LBB_204:
	subq $1, %rdi
	jb .LBB_340
	movq 368(%rsi,%r9,8), %rsi
	jmp .LBB_199
.LBB_206:
	movq 80(%rsi,%r11), %rbx
	movq 88(%rsi,%r11), %rsi
	movq %rsi, 280(%rsp)
	movq 160(%rsp), %rdi
	movq 168(%rsp), %rsi
	leaq (,%rsi,8), %r13
	leaq (%rdi,%rsi,8), %r15
	testq %rsi, %rsi
	movq %rsi, 56(%rsp)
	je .LBB_217
	cmpq %rdx, %rax
	movq %rdx, %r10
	cmovbq %rax, %r10
	leaq -8(%r13), %r9
	shrq $3, %r9
	cmpq %r9, %r10
	cmovbq %r10, %r9
	cmpq $4, %r9
	jae .LBB_209
.LBB_208:
	xorl %ebp, %ebp
	movq %rdi, %r11
	jmp .LBB_214
.LBB_209:
	movq %rdi, %r10
	subq %r8, %r10
	cmpq $32, %r10
	jb .LBB_208
	movq %rdi, %r10
	subq %rcx, %r10
	movl $0, %ebp
	movq %rdi, %r11
	cmpq $32, %r10
	movq 56(%rsp), %rsi
	jb .LBB_214
	incq %r9
	movl %r9d, %r10d
	andl $3, %r10d
	movl $4, %esi
	cmoveq %rsi, %r10
	movq %r9, %rbp
	subq %r10, %rbp
	leaq (%rdi,%rbp,8), %r11
	xorl %r9d, %r9d
.LBB_212:
	movupd (%r8,%r9,8), %xmm0
	movupd 16(%r8,%r9,8), %xmm1
	addpd %xmm0, %xmm0
	addpd %xmm1, %xmm1
	movupd (%rcx,%r9,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%rcx,%r9,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%rdi,%r9,8)
	movupd %xmm1, 16(%rdi,%r9,8)
	addq $4, %r9
	cmpq %r9, %rbp
	jne .LBB_212
	movq 56(%rsp), %rsi
.LBB_214:
	cmpq %rbp, %rdx
	je .LBB_335
	cmpq %rbp, %rax
	je .LBB_334
	movsd (%r8,%rbp,8), %xmm0
	addsd %xmm0, %xmm0
	subsd (%rcx,%rbp,8), %xmm0
	movsd %xmm0, (%r11)
	addq $8, %r11
	incq %rbp
	cmpq %r15, %r11
	jne .LBB_214
.LBB_217:
	movq 24(%rsp), %rax
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_341
	movq 184(%rsp), %rcx
	movq 192(%rsp), %r8
	movq %rdi, 8(%rsp)
	movq %rcx, 32(%rsp)
	movq %r8, 16(%rsp)
	movq %rsi, %rbp
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	testq %rbp, %rbp
	movq 288(%rsp), %rdi
	movq 280(%rsp), %rbp
	je .LBB_233
	movq 96(%rsp), %rax
	movq 88(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %rbp, %rax
	cmovaeq %rbp, %rax
	addq $-8, %r13
	shrq $3, %r13
	cmpq %r13, %rax
	cmovbq %rax, %r13
	cmpq $4, %r13
	jae .LBB_222
	xorl %ecx, %ecx
	movq 8(%rsp), %rax
	jmp .LBB_228
.LBB_222:
	movq 8(%rsp), %rsi
	movq %rsi, %rax
	subq %rdi, %rax
	cmpq $32, %rax
	jb .LBB_227
	movq %rsi, %rax
	subq %r14, %rax
	cmpq $32, %rax
	jb .LBB_227
	movq %rsi, %rdx
	subq %rbx, %rdx
	movl $0, %ecx
	movq %rsi, %rax
	cmpq $32, %rdx
	jb .LBB_228
	incq %r13
	movl %r13d, %eax
	andl $3, %eax
	movl $4, %ecx
	cmoveq %rcx, %rax
	movq %r13, %rcx
	subq %rax, %rcx
	leaq (%rsi,%rcx,8), %rax
	xorl %edx, %edx
	movapd .LCPI_0(%rip), %xmm3
.LBB_226:
	movupd (%rdi,%rdx,8), %xmm0
	movupd 16(%rdi,%rdx,8), %xmm1
	mulpd %xmm3, %xmm0
	mulpd %xmm3, %xmm1
	movupd (%r14,%rdx,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%r14,%rdx,8), %xmm2
	subpd %xmm2, %xmm1
	movupd (%rbx,%rdx,8), %xmm2
	subpd %xmm2, %xmm0
	movupd 16(%rbx,%rdx,8), %xmm2
	subpd %xmm2, %xmm1
	movupd %xmm0, (%rsi,%rdx,8)
	movupd %xmm1, 16(%rsi,%rdx,8)
	addq $4, %rdx
	cmpq %rdx, %rcx
	jne .LBB_226
	jmp .LBB_228
.LBB_227:
	xorl %ecx, %ecx
	movq %rsi, %rax
.LBB_228:
	leaq (%rbx,%rcx,8), %rdx
	leaq (%r14,%rcx,8), %rsi
	leaq (%rdi,%rcx,8), %rdi
	movq %rbp, %r8
	subq %rcx, %r8
	movq 88(%rsp), %r9
	subq %rcx, %r9
	movq 96(%rsp), %r10
	subq %rcx, %r10
	xorl %ecx, %ecx
	xorl %r11d, %r11d
.LBB_229:
	cmpq %r11, %r10
	je .LBB_336
	cmpq %r11, %r9
	je .LBB_338
	cmpq %r11, %r8
	je .LBB_337
	movsd (%rdi,%r11,8), %xmm0
	mulsd .LCPI_1(%rip), %xmm0
	subsd (%rsi,%r11,8), %xmm0
	subsd (%rdx,%r11,8), %xmm0
	movsd %xmm0, (%rax,%r11,8)
	incq %r11
	leaq (%rax,%rcx), %rbx
	addq $8, %rbx
	addq $8, %rcx
	cmpq %r15, %rbx
	jne .LBB_229
.LBB_233:
	movq 208(%rsp), %rcx
	movq 216(%rsp), %r14
	movq 8(%rsp), %rdi
	movq 56(%rsp), %rsi
	movq %r12, %rdx
	movq %rcx, 56(%rsp)
	movq %r14, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 16(%rsp), %r8
	movq %r8, 408(%rsp)
	movq %r14, 416(%rsp)
	cmpq %r14, %r8
	jne .LBB_325
	testq %r8, %r8
	movq 56(%rsp), %r14
	je .LBB_250
	movq %r8, %rdi
	shrq $6, %rdi
	movl %r8d, %eax
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %rdi
	leaq 16(%r14), %r13
	movq 32(%rsp), %rbp
	leaq 16(%rbp), %r15
	movl $64, %r9d
	movq %r14, %rbx
	xorl %r10d, %r10d
	xorl %eax, %eax
	jmp .LBB_238
.LBB_237:
	movq 88(%rsp), %r9
	addq $64, %r9
	movq 288(%rsp), %r10
	addq $-64, %r10
	addq $512, %r13
	addq $512, %r15
	addq $512, %rbx
	addq $512, %rbp
	movq 96(%rsp), %rdi
	testq %rdi, %rdi
	movq 280(%rsp), %rax
	je .LBB_250
.LBB_238:
	movq %rax, %r12
	cmpq %r9, %r8
	movq %r9, %rax
	cmovbq %r8, %rax
	leaq (%rax,%r10), %rdx
	cmpq $1, %rdx
	adcq %r10, %rax
	movq %rdx, %rcx
	andq $-4, %rcx
	leaq 64(%r12), %r11
	decq %rdi
	cmpq %r11, %r8
	movq %r11, %rsi
	cmovbq %r8, %rsi
	movq %r12, 8(%rsp)
	cmpq %r12, %rsi
	jb .LBB_320
	movq %r11, 280(%rsp)
	movq %r10, 288(%rsp)
	movq %r9, 88(%rsp)
	movq %rdi, 96(%rsp)
	je .LBB_237
	cmpq $4, %rdx
	jae .LBB_242
	xorl %r12d, %r12d
	xorl %ecx, %ecx
	movapd .LCPI_4(%rip), %xmm3
	movsd .LCPI_9(%rip), %xmm4
	jmp .LBB_245
.LBB_242:
	xorpd %xmm0, %xmm0
	xorl %esi, %esi
	xorpd %xmm1, %xmm1
	movdqa .LCPI_2(%rip), %xmm2
	movdqa .LCPI_3(%rip), %xmm10
	movapd .LCPI_6(%rip), %xmm11
	movdqa .LCPI_7(%rip), %xmm12
	movdqa .LCPI_8(%rip), %xmm13
	movapd .LCPI_4(%rip), %xmm14
	movapd .LCPI_5(%rip), %xmm15
.LBB_243:
	movdqa %xmm2, %xmm3
	paddq %xmm10, %xmm3
	movupd -16(%r13,%rsi,8), %xmm6
	movupd (%r13,%rsi,8), %xmm7
	movupd -16(%r15,%rsi,8), %xmm8
	movupd (%r15,%rsi,8), %xmm9
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
	jne .LBB_243
	orpd %xmm1, %xmm0
	pshufd $238, %xmm0, %xmm1
	por %xmm0, %xmm1
	movq %xmm1, %r12
	cmpq %rcx, %rdx
	movapd .LCPI_4(%rip), %xmm3
	movsd .LCPI_9(%rip), %xmm4
	je .LBB_246
.LBB_245:
	movsd (%rbx,%rcx,8), %xmm0
	movsd (%rbp,%rcx,8), %xmm1
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
	orq %rdx, %r12
	cmpq %rcx, %rax
	jne .LBB_245
.LBB_246:
	testq %r12, %r12
	je .LBB_237
.LBB_247:
	rep bsfq	%r12, %r14
	orq 8(%rsp), %r14
	leaq 296(%rsp), %rdi
	movq 24(%rsp), %rsi
	movq %r14, %rdx
	callq kernel_sliding::exact::Exact::lines
	movq 16(%rsp), %r8
	cmpq %r8, %r14
	jae .LBB_328
	movq 32(%rsp), %rax
	movsd %xmm0, (%rax,%r14,8)
	movq 56(%rsp), %rax
	movq %xmm1, (%rax,%r14,8)
	movq %rax, %r14
	leaq -1(%r12), %rax
	andq %rax, %r12
	jne .LBB_247
	jmp .LBB_237
.LBB_250:
	movq (%rsp), %r9
	cmpq %r9, %r8
	movq 272(%rsp), %rdi
	jne .LBB_324
	movq $0, 240(%rsp)
	cmpq 224(%rsp), %r9
	ja .LBB_261
	movl $0, %edx
	testq %r9, %r9
	movq 376(%rsp), %r10
	movq 48(%rsp), %r11
	movq 368(%rsp), %r15
	je .LBB_268
	cmpq $4, %r9
	jae .LBB_263
.LBB_254:
	xorl %ecx, %ecx
	movq 32(%rsp), %rbx
	jmp .LBB_255
.LBB_261:
	movl $1, %ecx
	movl $1, %r8d
	leaq 224(%rsp), %rdi
	xorl %esi, %esi
	movq %r9, %rdx
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 232(%rsp), %r11
	movq 240(%rsp), %rdx
	movq (%rsp), %r9
	movq 376(%rsp), %r10
	movq 272(%rsp), %rdi
	movq 368(%rsp), %r15
	movq 56(%rsp), %r14
	cmpq $4, %r9
	jb .LBB_254
.LBB_263:
	leaq (%r11,%rdx), %rax
	leaq (%rax,%r9), %rcx
	movq 32(%rsp), %rbx
	leaq (%rbx,%rdi), %rsi
	addq %r14, %rdi
	cmpq %rsi, %rax
	setb %sil
	cmpq %rcx, %rbx
	setb %r8b
	cmpq %rdi, %rax
	setb %al
	cmpq %rcx, %r14
	setb %cl
	testb %r8b, %sil
	jne .LBB_300
	andb %cl, %al
	jne .LBB_300
	leaq (%r11,%rdx), %rax
	addq $2, %rax
	addq %r10, %rdx
	xorl %ecx, %ecx
.LBB_266:
	movupd (%rbx,%rcx,8), %xmm2
	movupd 16(%rbx,%rcx,8), %xmm3
	movupd (%r14,%rcx,8), %xmm1
	movdqu 16(%r14,%rcx,8), %xmm0
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
	cmpq %rcx, %r10
	jne .LBB_266
	movq %r10, %rcx
	cmpq %r10, %r9
	jne .LBB_255
	jmp .LBB_268
.LBB_300:
	xorl %ecx, %ecx
.LBB_255:
	movq %rcx, %rax
	orq $1, %rax
	testb $1, %r9b
	je .LBB_257
	movsd (%rbx,%rcx,8), %xmm0
	movsd (%r14,%rcx,8), %xmm1
	ucomisd %xmm0, %xmm1
	seta %cl
	ucomisd %xmm1, %xmm0
	seta %sil
	subb %sil, %cl
	movb %cl, (%r11,%rdx)
	incq %rdx
	movq %rax, %rcx
.LBB_257:
	cmpq %rax, %r9
	je .LBB_268
	leaq (%r11,%rdx), %rax
	incq %rax
	negq %rdx
	movq %r9, %rsi
	subq %rcx, %rsi
	leaq (%r14,%rcx,8), %rdi
	addq $8, %rdi
	leaq (%rbx,%rcx,8), %rcx
	addq $8, %rcx
	xorl %r8d, %r8d
.LBB_259:
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
	jne .LBB_259
	negq %rdx
.LBB_268:
	movq %rdx, 240(%rsp)
	testq %r15, %r15
	movq %r11, 48(%rsp)
	je .LBB_296
	leaq 3(%r11), %r8
	leaq 1(%r11), %r9
	movl $1, %r11d
	xorpd %xmm0, %xmm0
	movsd %xmm0, 8(%rsp)
	movl $65, %r10d
	movq $-1, 32(%rsp)
	xorl %r14d, %r14d
	xorl %r12d, %r12d
	movq $0, 24(%rsp)
	jmp .LBB_272
.LBB_270:
	movq 40(%rsp), %rbx
.LBB_271:
	decq %r15
	incq %r14
	addq $64, %r10
	addq $-64, 32(%rsp)
	addq $64, %r8
	addq $64, %r9
	testq %r15, %r15
	je .LBB_293
.LBB_272:
	movq %r11, %r13
	movq (%rsp), %rdi
	cmpq %r10, %rdi
	movq %r10, %rbp
	cmovbq %rdi, %rbp
	movq %r14, %rcx
	shlq $6, %rcx
	leaq 65(%rcx), %rax
	cmpq %rax, %rdi
	cmovbq %rdi, %rax
	addq $64, %r11
	cmpq %r11, %rdi
	movq %r11, %rsi
	cmovbq %rdi, %rsi
	cmpq %r13, %rdi
	jb .LBB_322
	cmpq %rdx, %rsi
	ja .LBB_322
	leaq -1(%r13), %rdi
	leaq -1(%rsi), %rbx
	cmpq %rdi, %rbx
	jb .LBB_319
	cmpq %rdx, %rbx
	ja .LBB_319
	cmpq %r13, (%rsp)
	je .LBB_270
	notq %rcx
	addq %rcx, %rax
	cmpq $4, %rax
	jae .LBB_279
	xorl %ebp, %ebp
	xorl %ecx, %ecx
	movq 40(%rsp), %rbx
	jmp .LBB_282
.LBB_279:
	addq 32(%rsp), %rbp
	andq $-4, %rbp
	movq %rax, %rcx
	andq $-4, %rcx
	xorpd %xmm1, %xmm1
	xorl %ebx, %ebx
	xorpd %xmm2, %xmm2
	movdqa .LCPI_2(%rip), %xmm3
	movdqa .LCPI_3(%rip), %xmm9
	pcmpeqd %xmm10, %xmm10
	movdqa .LCPI_6(%rip), %xmm11
	movdqa .LCPI_7(%rip), %xmm12
	movdqa .LCPI_8(%rip), %xmm13
.LBB_280:
	movdqa %xmm3, %xmm4
	paddq %xmm9, %xmm4
	movzwl -2(%r8,%rbx), %edi
	movd %edi, %xmm5
	punpcklbw %xmm5, %xmm5
	movzwl (%r8,%rbx), %edi
	movd %edi, %xmm6
	punpcklbw %xmm6, %xmm6
	movzwl -3(%r8,%rbx), %edi
	movd %edi, %xmm7
	punpcklbw %xmm7, %xmm7
	movzwl -1(%r8,%rbx), %edi
	movd %edi, %xmm8
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
	addq $4, %rbx
	paddq %xmm13, %xmm3
	cmpq %rbx, %rbp
	jne .LBB_280
	orpd %xmm2, %xmm1
	pshufd $238, %xmm1, %xmm2
	por %xmm1, %xmm2
	movq %xmm2, %rbp
	cmpq %rcx, %rax
	movq 40(%rsp), %rbx
	je .LBB_284
.LBB_282:
	subq %r13, %rsi
.LBB_283:
	movzbl -1(%r9,%rcx), %eax
	mulb (%r9,%rcx)
	xorl %edi, %edi
	cmpb $-1, %al
	sete %dil
	shlq %cl, %rdi
	incq %rcx
	orq %rdi, %rbp
	cmpq %rsi, %rcx
	jb .LBB_283
.LBB_284:
	movq %r12, %rax
	testq %rbp, %rbp
	jne .LBB_286
	jmp .LBB_271
.LBB_285:
	movq %rax, %r12
	leaq -1(%rbp), %rcx
	andq %rcx, %rbp
	je .LBB_271
.LBB_286:
	rep bsfq	%rbp, %rcx
	addq %r13, %rcx
	cmpq %rdx, %rcx
	jae .LBB_329
	movq 48(%rsp), %rsi
	movsbq (%rsi,%rcx), %r12
	cmpq %r12, %rax
	je .LBB_285
	testq %rax, %rax
	je .LBB_291
	cmpq (%rsp), %rcx
	jae .LBB_331
	movsd (%rbx,%rcx,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %rax, %xmm2
	subsd %xmm0, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm0, %xmm1
	addsd .LCPI_10(%rip), %xmm1
	mulsd .LCPI_11(%rip), %xmm1
	addsd .LCPI_12(%rip), %xmm1
	mulsd .LCPI_13(%rip), %xmm1
	movsd 8(%rsp), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, 8(%rsp)
	incq 24(%rsp)
.LBB_291:
	cmpq (%rsp), %rcx
	jae .LBB_330
	movsd (%rbx,%rcx,8), %xmm0
	movq %r12, %rax
	leaq -1(%rbp), %rcx
	andq %rcx, %rbp
	jne .LBB_286
	jmp .LBB_271
.LBB_293:
	testq %r12, %r12
	je .LBB_297
	movq (%rsp), %rax
	testq %rax, %rax
	je .LBB_342
	movsd -8(%rbx,%rax,8), %xmm1
	xorps %xmm2, %xmm2
	cvtsi2sd %r12, %xmm2
	subsd %xmm0, %xmm1
	mulsd %xmm2, %xmm1
	divsd %xmm0, %xmm1
	addsd .LCPI_10(%rip), %xmm1
	mulsd .LCPI_11(%rip), %xmm1
	addsd .LCPI_12(%rip), %xmm1
	mulsd .LCPI_13(%rip), %xmm1
	movsd 8(%rsp), %xmm0
	addsd %xmm1, %xmm0
	movsd %xmm0, 8(%rsp)
	movq 24(%rsp), %r14
	incq %r14
	movq 264(%rsp), %rbx
	cmpq 248(%rsp), %rbx
	jne .LBB_159
	jmp .LBB_298
.LBB_296:
	xorpd %xmm0, %xmm0
	movsd %xmm0, 8(%rsp)
	xorl %r14d, %r14d
	movq 264(%rsp), %rbx
	cmpq 248(%rsp), %rbx
	je .LBB_298
	jmp .LBB_159
.LBB_297:
	movq 24(%rsp), %r14
	movq 264(%rsp), %rbx
	cmpq 248(%rsp), %rbx
	jne .LBB_159
	jmp .LBB_298
.LBB_301:
	movq 152(%rsp), %r15
.LBB_302:
	movq 264(%rsp), %rax
	movq 360(%rsp), %rcx
	movq %rax, 16(%rcx)
	movq 248(%rsp), %rax
	movq %rax, (%rcx)
	movq 256(%rsp), %rax
	movq %rax, 8(%rcx)
	testq %r15, %r15
	je .LBB_304
	movq 160(%rsp), %rdi
	shlq $3, %r15
	movl $8, %edx
	movq %r15, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_304:
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_306
	movq 184(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_306:
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_308
	movq 208(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_308:
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_310
	movq 232(%rsp), %rdi
	movl $1, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_310:
	leaq 296(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 64(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_312
	movq 72(%rsp), %rdx
	movq 80(%rsp), %rax
	movq $0, 160(%rsp)
	movq %rcx, 168(%rsp)
	movq %rdx, 176(%rsp)
	movq $0, 192(%rsp)
	movq %rcx, 200(%rsp)
	movq %rdx, 208(%rsp)
	movl $1, %ecx
	jmp .LBB_313
.LBB_312:
	xorl %ecx, %ecx
	xorl %eax, %eax
.LBB_313:
	movq %rcx, 152(%rsp)
	movq %rcx, 184(%rsp)
	movq %rax, 216(%rsp)
	leaq 424(%rsp), %rdi
	leaq 152(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 424(%rsp), %rax
	testq %rax, %rax
	je .LBB_318
	leaq 424(%rsp), %rbx
	leaq 152(%rsp), %r14
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r15
	jmp .LBB_316
.LBB_315:
	movq %rbx, %rdi
	movq %r14, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 424(%rsp), %rax
	testq %rax, %rax
	je .LBB_318
.LBB_316:
	movq 440(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_315
	leaq (%rax,%rcx,8), %rax
	addq $96, %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r15
	jmp .LBB_315
.LBB_318:
	movq 360(%rsp), %rax
	addq $520, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_322:
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_323
.LBB_319:
	movq %rdi, %r13
	movq %rbx, %rsi
	leaq .Lanon.2(%rip), %rcx
.LBB_323:
	movq %r13, %rdi
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_320:
	leaq .Lanon.3(%rip), %rcx
	movq 8(%rsp), %rdi
	movq %r8, %rdx
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_324:
	leaq .Lanon.4(%rip), %rdi
	leaq .Lanon.5(%rip), %rdx
	movl $49, %esi
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_325:
	leaq .Lanon.6(%rip), %rcx
	leaq .Lanon.7(%rip), %r9
	leaq 408(%rsp), %rsi
	leaq 416(%rsp), %rdx
	movl $49, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_326:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movabsq $2305843009213693951, %rsi
	movabsq $9223372036854775800, %rdi
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_138
.LBB_328:
	leaq .Lanon.8(%rip), %rdx
	movq %r14, %rdi
	movq %r8, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_329:
	movq %rcx, %rdi
	leaq .Lanon.9(%rip), %rax
	jmp .LBB_339
.LBB_330:
	movq %rcx, %rdi
	movq (%rsp), %rdx
	leaq .Lanon.10(%rip), %rax
	jmp .LBB_339
.LBB_331:
	movq %rcx, %rdi
	movq (%rsp), %rdx
	leaq .Lanon.11(%rip), %rax
	jmp .LBB_339
.LBB_332:
	xorl %r13d, %r13d
.LBB_333:
	movq %r13, %rdi
	movq 48(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_334:
	movq %rax, %rdi
	movq %rax, %rdx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_339
.LBB_335:
	movq %rdx, %rdi
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_339
.LBB_336:
	movq 96(%rsp), %rdx
	movq %rdx, %rdi
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_339
.LBB_337:
	movq %rbp, %rdi
	movq %rbp, %rdx
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_339
.LBB_338:
	movq 88(%rsp), %rdx
	movq %rdx, %rdi
	leaq .Lanon.16(%rip), %rax
.LBB_339:
	movq %rdx, %rsi
	movq %rax, %rdx
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_340:
	leaq .Lanon.17(%rip), %rdi
	leaq .Lanon.18(%rip), %rdx
	movl $22, %esi
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_341:
	leaq .Lanon.19(%rip), %rdi
	leaq .Lanon.20(%rip), %rcx
	leaq .Lanon.21(%rip), %r8
	leaq 111(%rsp), %rdx
	movl $23, %esi
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_342:
	xorl %edx, %edx
	movq 392(%rsp), %rdi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_339
.LBB_343:
	movl $8, %edi
	movq %r15, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_344:
	movl $8, %edi
	movq 272(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_346
.LBB_345:
	movl $1, %edi
	movq (%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_346:
	ud2
	jmp .LBB_360
	movq %rax, %rbx
	testq %r15, %r15
	je .LBB_376
	leaq (,%r15,8), %rsi
	movl $8, %edx
	movq %r13, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r15, (%rsp)
	jmp .LBB_351
	movq %rax, %rbx
	cmpq $0, (%rsp)
	je .LBB_376
.LBB_351:
	movq (%rsp), %rax
	leaq (,%rax,8), %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_353
	movq %rax, %rbx
	cmpq $0, (%rsp)
	je .LBB_376
.LBB_353:
	movq (%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %r14, %rdi
	jmp .LBB_374
	jmp .LBB_363
	jmp .LBB_360
	jmp .LBB_360
	movq %rax, %rbx
	cmpq $0, 16(%rsp)
	je .LBB_377
	movq 16(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_377
.LBB_360:
	movq %rax, %rbx
	jmp .LBB_377
	jmp .LBB_363
.LBB_363:
	movq %rax, %rbx
	movq 248(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_366
	movq 256(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_366:
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_370
.LBB_367:
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_371
.LBB_368:
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_372
.LBB_369:
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_373
	jmp .LBB_376
	movq %rax, %rbx
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_367
.LBB_370:
	movq 160(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_368
.LBB_371:
	movq 184(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_369
.LBB_372:
	movq 208(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_376
.LBB_373:
	movq 232(%rsp), %rdi
	movl $1, %edx
.LBB_374:
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_376
	movq %rax, %rbx
.LBB_376:
	leaq 296(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_377:
	movq 64(%rsp), %rcx
	testq %rcx, %rcx
	jne .LBB_379
	xorl %ecx, %ecx
	xorl %eax, %eax
	jmp .LBB_380
.LBB_379:
	movq 72(%rsp), %rdx
	movq 80(%rsp), %rax
	movq $0, 432(%rsp)
	movq %rcx, 440(%rsp)
	movq %rdx, 448(%rsp)
	movq $0, 464(%rsp)
	movq %rcx, 472(%rsp)
	movq %rdx, 480(%rsp)
	movl $1, %ecx
.LBB_380:
	movq %rcx, 424(%rsp)
	movq %rcx, 456(%rsp)
	movq %rax, 488(%rsp)
	leaq 496(%rsp), %rdi
	leaq 424(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 496(%rsp), %rax
	testq %rax, %rax
	je .LBB_387
	leaq 496(%rsp), %r14
	leaq 424(%rsp), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
.LBB_383:
	movq 512(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_385
	leaq (%rax,%rcx,8), %rax
	addq $96, %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_385:
	movq %r14, %rdi
	movq %r15, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 496(%rsp), %rax
	testq %rax, %rax
	jne .LBB_383
.LBB_387:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
