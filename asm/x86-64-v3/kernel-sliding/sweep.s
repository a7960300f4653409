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
	subq $536, %rsp
	movq %rdi, 368(%rsp)
	movabsq $2305843009213693951, %r15
	movq (%rsi), %rax
	movq %rax, 88(%rsp)
	movq 8(%rsi), %r13
	movq $0, 56(%rsp)
	movq $0, 72(%rsp)
	movq 16(%rsi), %rcx
	movq 24(%rsi), %rbp
	leaq (,%rbp,2), %rax
	addq %rbp, %rax
	shlq $4, %rax
	movq %rcx, 32(%rsp)
	addq %rcx, %rax
	movq %rax, 400(%rsp)
	testq %rbp, %rbp
	movq %r13, 16(%rsp)
	je .LBB_136
	cmpq %r15, %r13
	seta %al
	leaq (,%r13,8), %rdx
	movabsq $9223372036854775800, %rcx
	movq %rdx, 40(%rsp)
	cmpq %rcx, %rdx
	seta %cl
	orb %al, %cl
	movb %cl, 96(%rsp)
	movq 32(%rsp), %rsi
	movq %rbp, 80(%rsp)
	jmp .LBB_4
.LBB_2:
	leaq 56(%rsp), %rax
.LBB_3:
	movq 48(%rsp), %rsi
	addq $48, %rsi
	movq %r14, 24(%rsp)
	movq %rax, %r14
	cmpq 400(%rsp), %rsi
	movq 16(%rsp), %r13
	je .LBB_136
.LBB_4:
	leaq 152(%rsp), %rdi
	movq %rsi, 48(%rsp)
	callq kernel_sliding::raw_lengths
	movq 152(%rsp), %r12
	movq 160(%rsp), %rbp
	movq 168(%rsp), %r15
	movq 176(%rsp), %rbx
	movq 184(%rsp), %r13
	cmpb $0, 96(%rsp)
	je .LBB_46
	movq 56(%rsp), %rax
	testq %rax, %rax
	je .LBB_340
	movq 64(%rsp), %rcx
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
	jb .LBB_340
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
	jb .LBB_340
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_16
.LBB_23:
	movq %rcx, %rdx
	movq %rax, %rsi
	movq 80(%rsp), %rbp
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
	jb .LBB_340
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_24
.LBB_31:
	movq %rcx, %rdx
	movq %rax, %rsi
	movabsq $2305843009213693951, %r15
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
	jb .LBB_340
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_32
.LBB_39:
	movq %rdx, %r14
.LBB_40:
	subq $1, %rcx
	jb .LBB_340
	movq 368(%rax,%r14,8), %rax
.LBB_42:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r14
.LBB_43:
	testq %rsi, %rsi
	je .LBB_39
	cmpq 16(%rax,%r14,8), %r13
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
	movq 56(%rsp), %rax
	testq %rax, %rax
	je .LBB_91
	movq 64(%rsp), %rdx
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
	movq %r14, 24(%rsp)
	leaq 56(%rsp), %r14
	testq %rax, %rax
	je .LBB_99
.LBB_56:
	movq 64(%rsp), %rdx
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
	movq %r14, 24(%rsp)
	leaq 56(%rsp), %r14
	testq %rax, %rax
	movq 40(%rsp), %r12
	je .LBB_107
.LBB_65:
	movq 64(%rsp), %rdx
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
	movq %r14, 24(%rsp)
	leaq 56(%rsp), %r14
	testq %rax, %rax
	je .LBB_115
.LBB_74:
	movq 64(%rsp), %rdx
	movq %rax, %rcx
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
	subq $1, %rdx
	jae .LBB_81
	jmp .LBB_134
.LBB_80:
	movq %rsi, %r14
	subq $1, %rdx
	jb .LBB_134
.LBB_81:
	movq 368(%rcx,%r14,8), %rcx
	jmp .LBB_75
.LBB_82:
	movq %r14, 24(%rsp)
	leaq 56(%rsp), %r14
	testq %rax, %rax
	je .LBB_123
.LBB_83:
	movq 64(%rsp), %rcx
	movabsq $2305843009213693951, %r15
	movq 80(%rsp), %rbp
.LBB_84:
	movzwl 362(%rax), %edx
	movl %edx, %esi
	shll $3, %esi
	movq $-1, %r14
.LBB_85:
	testq %rsi, %rsi
	je .LBB_89
	cmpq 16(%rax,%r14,8), %r13
	seta %dil
	sbbb $0, %dil
	incq %r14
	addq $-8, %rsi
	cmpb $1, %dil
	je .LBB_85
	movzbl %dil, %edx
	testl %edx, %edx
	je .LBB_2
	subq $1, %rcx
	jae .LBB_90
	jmp .LBB_135
.LBB_89:
	movq %rdx, %r14
	subq $1, %rcx
	jb .LBB_135
.LBB_90:
	movq 368(%rax,%r14,8), %rax
	jmp .LBB_84
.LBB_91:
	xorl %ecx, %ecx
.LBB_92:
	leaq 56(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %r12, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 24(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	movq 40(%rsp), %rax
	testq %rax, %rax
	je .LBB_95
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, 8(%rsp)
	movl $8, %esi
	movq 40(%rsp), %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_341
	movq %rax, %rcx
	movq 16(%rsp), %rsi
	movq %rsi, 8(%rsp)
	jmp .LBB_96
.LBB_95:
	movl $8, %ecx
	movq $0, 8(%rsp)
	movq 16(%rsp), %rsi
.LBB_96:
	movq 88(%rsp), %rdi
	movq %r12, %rdx
	movq %rcx, %r12
	movq %rsi, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 304(%rsp)
	movq %r12, 312(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 320(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 304(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 56(%rsp), %rax
	testq %rax, %rax
	jne .LBB_56
.LBB_99:
	xorl %ecx, %ecx
.LBB_100:
	leaq 56(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %rbp, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 24(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	movq 40(%rsp), %r12
	testq %r12, %r12
	je .LBB_103
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, 8(%rsp)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_341
	movq 16(%rsp), %rsi
	movq %rsi, 8(%rsp)
	jmp .LBB_104
.LBB_103:
	movl $8, %eax
	movq $0, 8(%rsp)
	movq 16(%rsp), %rsi
.LBB_104:
	movq 88(%rsp), %rdi
	movq %rbp, %rdx
	movq %rax, %r12
	movq %rax, %rcx
	movq %rsi, %rbp
	movq %rsi, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 304(%rsp)
	movq %r12, 312(%rsp)
	movq %rbp, 320(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 304(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 56(%rsp), %rax
	testq %rax, %rax
	movq 40(%rsp), %r12
	jne .LBB_65
.LBB_107:
	xorl %ecx, %ecx
.LBB_108:
	leaq 56(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %r15, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 24(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_111
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, 8(%rsp)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_341
	movq %rax, %r12
	movq 16(%rsp), %rbp
	movq %rbp, 8(%rsp)
	jmp .LBB_112
.LBB_111:
	movl $8, %r12d
	movq $0, 8(%rsp)
	movq 16(%rsp), %rbp
.LBB_112:
	movq 88(%rsp), %rdi
	movq %rbp, %rsi
	movq %r15, %rdx
	movq %r12, %rcx
	movq %rbp, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 304(%rsp)
	movq %r12, 312(%rsp)
	movq %rbp, 320(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 304(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 56(%rsp), %rax
	movq 40(%rsp), %r12
	testq %rax, %rax
	jne .LBB_74
.LBB_115:
	xorl %ecx, %ecx
.LBB_116:
	leaq 56(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %rbx, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 24(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_119
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, 8(%rsp)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_341
	movq %rax, %r12
	movq 16(%rsp), %r15
	movq %r15, 8(%rsp)
	jmp .LBB_120
.LBB_119:
	movl $8, %r12d
	movq $0, 8(%rsp)
	movq 16(%rsp), %r15
.LBB_120:
	movq 88(%rsp), %rdi
	movq %r15, %rsi
	movq %rbx, %rdx
	movq %r12, %rcx
	movq %r15, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 304(%rsp)
	movq %r12, 312(%rsp)
	movq %r15, 320(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 304(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 56(%rsp), %rax
	testq %rax, %rax
	jne .LBB_83
.LBB_123:
	xorl %eax, %eax
.LBB_124:
	leaq 56(%rsp), %rcx
	movq %rcx, 112(%rsp)
	movq %r13, 120(%rsp)
	movq %rax, 128(%rsp)
	movq 24(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	movq 40(%rsp), %rbx
	testq %rbx, %rbx
	je .LBB_127
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, 8(%rsp)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_341
	movq %rax, %r12
	movq 16(%rsp), %rbx
	movq %rbx, 8(%rsp)
	jmp .LBB_128
.LBB_127:
	movl $8, %r12d
	movq $0, 8(%rsp)
	movq 16(%rsp), %rbx
.LBB_128:
	movq 88(%rsp), %rdi
	movq %rbx, %rsi
	movq %r13, %rdx
	movq %r12, %rcx
	movq %rbx, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %rax
	movq %rax, 304(%rsp)
	movq %r12, 312(%rsp)
	movq %rbx, 320(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 304(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq %r14, %rax
	movq 24(%rsp), %r14
	movabsq $2305843009213693951, %r15
	movq 80(%rsp), %rbp
	jmp .LBB_3
.LBB_131:
	movq $0, 24(%rsp)
	jmp .LBB_92
.LBB_132:
	movq $0, 24(%rsp)
	jmp .LBB_100
.LBB_133:
	movq $0, 24(%rsp)
	jmp .LBB_108
.LBB_134:
	movq $0, 24(%rsp)
	jmp .LBB_116
.LBB_135:
	movq $0, 24(%rsp)
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
	jne .LBB_334
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
.LBB_138:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 88(%rsp), %rcx
	movq %rcx, 304(%rsp)
	movq %r13, 312(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 320(%rsp)
	movq %rax, 352(%rsp)
	movq %rdx, 360(%rsp)
	leaq (,%r13,8), %r12
	cmpq %r15, %r13
	seta %al
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %r12
	seta %cl
	orb %al, %cl
	je .LBB_141
	xorl %ebx, %ebx
.LBB_140:
	movq %rbx, %rdi
	movq %r12, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_141:
	testq %r12, %r12
	movq %r12, 272(%rsp)
	je .LBB_148
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebx
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_140
	movq %rax, %r14
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	movq %r12, %rbx
	testq %rax, %rax
	je .LBB_351
	movq %rax, %r12
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_352
	movq %rax, %r13
	movq 16(%rsp), %rbx
	movq %rbx, %r15
	testq %rbx, %rbx
	je .LBB_149
.LBB_146:
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $1, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_353
	movq %rax, %rdx
	jmp .LBB_150
.LBB_148:
	movl $8, %r12d
	xorl %r15d, %r15d
	movl $8, %r14d
	movq %r13, %rbx
	movl $8, %r13d
	testq %rbx, %rbx
	jne .LBB_146
.LBB_149:
	movl $1, %edx
.LBB_150:
	movq %r15, 152(%rsp)
	movq %r14, 160(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 168(%rsp)
	movq %r15, 176(%rsp)
	movq %r12, 184(%rsp)
	movq %rax, 192(%rsp)
	movq %r15, 200(%rsp)
	movq %r13, 208(%rsp)
	movq %rax, %r12
	movq %rax, 216(%rsp)
	movq %rax, 224(%rsp)
	movq %rdx, 232(%rsp)
	movq $0, 240(%rsp)
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
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_153:
	movq %rdx, %r13
	testq %rbx, %rbx
	je .LBB_156
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %r14d
	movl $8, %esi
	movq %rbx, %rdi
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_152
	movq %rbp, %rcx
	jmp .LBB_157
.LBB_156:
	movl $8, %eax
	xorl %ecx, %ecx
.LBB_157:
	movq %rcx, 248(%rsp)
	movq %rax, 256(%rsp)
	movq $0, 264(%rsp)
	testq %rbp, %rbp
	je .LBB_310
	movq %r13, 280(%rsp)
	movq %r12, %rax
	subq $1, %rax
	movq %rax, 408(%rsp)
	movq %r12, %rax
	adcq $-1, %rax
	addq $63, %rax
	shrq $6, %rax
	movq %rax, 392(%rsp)
	movabsq $2305843009213693951, %rax
	addq $-7, %rax
	andq %r12, %rax
	movq %rax, 384(%rsp)
	andl $3, %r12d
	movq %r12, 376(%rsp)
	movq 32(%rsp), %rax
	jmp .LBB_160
.LBB_159:
	movq 256(%rsp), %rax
	movq %rbx, %rcx
	shlq $4, %rcx
	vmovsd 32(%rsp), %xmm0
	vmovsd %xmm0, (%rax,%rcx)
	movq %rbp, 8(%rax,%rcx)
	incq %rbx
	movq %rbx, 264(%rsp)
	movq 416(%rsp), %rcx
	movq %rcx, %rax
	cmpq 400(%rsp), %rcx
	je .LBB_309
.LBB_160:
	movq %rax, 32(%rsp)
	movq (%rax), %rax
	testq %rax, %rax
	js .LBB_349
	movq 56(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_348
	movq 32(%rsp), %rcx
	addq $48, %rcx
	movq %rcx, 416(%rsp)
	movq 64(%rsp), %rdi
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
	jb .LBB_348
	movq 368(%r8,%rdx,8), %r8
	jmp .LBB_163
.LBB_170:
	movq 32(%rsp), %rax
	movq 8(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_349
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
	jb .LBB_348
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_172
.LBB_179:
	movq 32(%rsp), %rdx
	movq 32(%rdx), %r9
	testq %r9, %r9
	js .LBB_349
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
	jb .LBB_348
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_181
.LBB_188:
	movq 32(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_349
	movq 80(%r10,%r14), %r11
	movq %r11, 296(%rsp)
	movq 88(%r10,%r14), %r10
	movq %r10, 80(%rsp)
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
	jb .LBB_348
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_190
.LBB_197:
	movq 32(%rsp), %r9
	movq 24(%r9), %r12
	testq %r12, %r12
	js .LBB_349
	movq 80(%r10,%r15), %r14
	movq 88(%r10,%r15), %r9
	movq %r9, 96(%rsp)
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
	jb .LBB_348
	movq 368(%rsi,%r9,8), %rsi
	jmp .LBB_199
.LBB_206:
	movq 80(%rsi,%r11), %r15
	movq 88(%rsi,%r11), %rsi
	movq %rsi, 288(%rsp)
	movq 160(%rsp), %rdi
	movq 168(%rsp), %rsi
	leaq (,%rsi,8), %rbx
	leaq (%rdi,%rsi,8), %r13
	testq %rsi, %rsi
	movq %rsi, 40(%rsp)
	je .LBB_217
	cmpq %rdx, %rax
	movq %rdx, %r10
	cmovbq %rax, %r10
	leaq -8(%rbx), %r9
	shrq $3, %r9
	cmpq %r9, %r10
	cmovbq %r10, %r9
	cmpq $8, %r9
	jae .LBB_209
.LBB_208:
	xorl %ebp, %ebp
	movq %rdi, %r11
	jmp .LBB_214
.LBB_209:
	movq %rdi, %r10
	subq %r8, %r10
	cmpq $64, %r10
	jb .LBB_208
	movq %rdi, %r10
	subq %rcx, %r10
	movl $0, %ebp
	movq %rdi, %r11
	cmpq $64, %r10
	movq 40(%rsp), %rsi
	jb .LBB_214
	incq %r9
	movl %r9d, %r10d
	andl $7, %r10d
	movl $8, %esi
	cmoveq %rsi, %r10
	movq %r9, %rbp
	subq %r10, %rbp
	leaq (%rdi,%rbp,8), %r11
	xorl %r9d, %r9d
.LBB_212:
	vmovupd (%r8,%r9,8), %ymm0
	vmovupd 32(%r8,%r9,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rcx,%r9,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%r9,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rdi,%r9,8)
	vmovupd %ymm1, 32(%rdi,%r9,8)
	addq $8, %r9
	cmpq %r9, %rbp
	jne .LBB_212
	movq 40(%rsp), %rsi
.LBB_214:
	cmpq %rbp, %rdx
	je .LBB_343
	cmpq %rbp, %rax
	je .LBB_342
	vmovsd (%r8,%rbp,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%rbp,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r11)
	addq $8, %r11
	incq %rbp
	cmpq %r13, %r11
	jne .LBB_214
.LBB_217:
	movq 32(%rsp), %rax
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_349
	movq 184(%rsp), %rcx
	movq 192(%rsp), %r8
	movq %rdi, 48(%rsp)
	movq %rcx, 24(%rsp)
	movq %r8, 8(%rsp)
	movq %rsi, %rbp
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	testq %rbp, %rbp
	movq 296(%rsp), %rdi
	movq 288(%rsp), %rbp
	je .LBB_233
	movq 80(%rsp), %rax
	movq 96(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %rbp, %rax
	cmovaeq %rbp, %rax
	addq $-8, %rbx
	shrq $3, %rbx
	cmpq %rbx, %rax
	cmovbq %rax, %rbx
	cmpq $8, %rbx
	jae .LBB_222
	xorl %ecx, %ecx
	movq 48(%rsp), %rax
	jmp .LBB_228
.LBB_222:
	movq 48(%rsp), %rsi
	movq %rsi, %rax
	subq %rdi, %rax
	cmpq $64, %rax
	jb .LBB_227
	movq %rsi, %rax
	subq %r14, %rax
	cmpq $64, %rax
	jb .LBB_227
	movq %rsi, %rdx
	subq %r15, %rdx
	movl $0, %ecx
	movq %rsi, %rax
	cmpq $64, %rdx
	jb .LBB_228
	incq %rbx
	movl %ebx, %eax
	andl $7, %eax
	movl $8, %ecx
	cmoveq %rcx, %rax
	movq %rbx, %rcx
	subq %rax, %rcx
	leaq (%rsi,%rcx,8), %rax
	xorl %edx, %edx
	vbroadcastsd .LCPI_0(%rip), %ymm2
.LBB_226:
	vmulpd (%rdi,%rdx,8), %ymm2, %ymm0
	vmulpd 32(%rdi,%rdx,8), %ymm2, %ymm1
	vsubpd (%r14,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%r14,%rdx,8), %ymm1, %ymm1
	vsubpd (%r15,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%r15,%rdx,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rsi,%rdx,8)
	vmovupd %ymm1, 32(%rsi,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rcx
	jne .LBB_226
	jmp .LBB_228
.LBB_227:
	xorl %ecx, %ecx
	movq %rsi, %rax
.LBB_228:
	leaq (%r15,%rcx,8), %rdx
	leaq (%r14,%rcx,8), %rsi
	leaq (%rdi,%rcx,8), %rdi
	movq %rbp, %r8
	subq %rcx, %r8
	movq 96(%rsp), %r9
	subq %rcx, %r9
	movq 80(%rsp), %r10
	subq %rcx, %r10
	xorl %ecx, %ecx
	xorl %r11d, %r11d
.LBB_229:
	cmpq %r11, %r10
	je .LBB_344
	cmpq %r11, %r9
	je .LBB_346
	cmpq %r11, %r8
	je .LBB_345
	vmovsd .LCPI_0(%rip), %xmm0
	vmulsd (%rdi,%r11,8), %xmm0, %xmm0
	vsubsd (%rsi,%r11,8), %xmm0, %xmm0
	vsubsd (%rdx,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rax,%r11,8)
	incq %r11
	leaq (%rax,%rcx), %rbx
	addq $8, %rbx
	addq $8, %rcx
	cmpq %r13, %rbx
	jne .LBB_229
.LBB_233:
	movq 208(%rsp), %rax
	movq 216(%rsp), %r14
	movq 48(%rsp), %rdi
	movq 40(%rsp), %rsi
	movq %r12, %rdx
	movq %rax, %r12
	movq %rax, %rcx
	movq %r14, %r8
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 8(%rsp), %r8
	movq %r8, 424(%rsp)
	movq %r14, 432(%rsp)
	cmpq %r14, %r8
	jne .LBB_333
	testq %r8, %r8
	je .LBB_250
	movq %r8, %rdi
	shrq $6, %rdi
	movl %r8d, %eax
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %rdi
	leaq 32(%r12), %r15
	movq 24(%rsp), %r10
	leaq 32(%r10), %r13
	movl $64, %r9d
	movq %r12, %r11
	xorl %ebx, %ebx
	xorl %r14d, %r14d
	jmp .LBB_238
.LBB_237:
	movq 96(%rsp), %r9
	addq $64, %r9
	movq 296(%rsp), %rbx
	addq $-64, %rbx
	addq $512, %r15
	addq $512, %r13
	movq 40(%rsp), %r11
	addq $512, %r11
	movq 48(%rsp), %r10
	addq $512, %r10
	movq 80(%rsp), %rdi
	testq %rdi, %rdi
	movq 288(%rsp), %r14
	je .LBB_250
.LBB_238:
	cmpq %r9, %r8
	movq %r9, %rax
	cmovbq %r8, %rax
	leaq (%rax,%rbx), %rdx
	cmpq $1, %rdx
	adcq %rbx, %rax
	movq %rdx, %rcx
	andq $-8, %rcx
	leaq 64(%r14), %rbp
	decq %rdi
	cmpq %rbp, %r8
	movq %rbp, %rsi
	cmovbq %r8, %rsi
	cmpq %r14, %rsi
	jb .LBB_328
	movq %rbp, 288(%rsp)
	movq %rbx, 296(%rsp)
	movq %r11, 40(%rsp)
	movq %r10, 48(%rsp)
	movq %r9, 96(%rsp)
	movq %rdi, 80(%rsp)
	je .LBB_237
	cmpq $8, %rdx
	jae .LBB_242
	xorl %ebp, %ebp
	xorl %ecx, %ecx
	vmovddup .LCPI_3(%rip), %xmm3
	vmovsd .LCPI_4(%rip), %xmm4
	movq 48(%rsp), %rdi
	movq 40(%rsp), %r9
	jmp .LBB_245
.LBB_242:
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %esi, %esi
	vxorpd %xmm1, %xmm1, %xmm1
	vmovdqa .LCPI_1(%rip), %ymm2
	vbroadcastsd .LCPI_4(%rip), %ymm11
	movq 48(%rsp), %rdi
	movq 40(%rsp), %r9
.LBB_243:
	vpbroadcastq .LCPI_2(%rip), %ymm3
	vpaddq %ymm3, %ymm2, %ymm3
	vmovupd -32(%r15,%rsi,8), %ymm4
	vmovupd (%r15,%rsi,8), %ymm5
	vmovupd -32(%r13,%rsi,8), %ymm6
	vmovupd (%r13,%rsi,8), %ymm7
	vsubpd %ymm6, %ymm4, %ymm8
	vsubpd %ymm7, %ymm5, %ymm9
	vbroadcastsd .LCPI_3(%rip), %ymm10
	vandpd %ymm10, %ymm8, %ymm8
	vandpd %ymm10, %ymm9, %ymm9
	vandpd %ymm6, %ymm10, %ymm6
	vandpd %ymm7, %ymm10, %ymm7
	vandpd %ymm4, %ymm10, %ymm4
	vaddpd %ymm6, %ymm4, %ymm4
	vandpd %ymm5, %ymm10, %ymm5
	vaddpd %ymm7, %ymm5, %ymm5
	vmulpd %ymm4, %ymm11, %ymm4
	vcmplepd %ymm4, %ymm8, %ymm4
	vmulpd %ymm5, %ymm11, %ymm5
	vcmplepd %ymm5, %ymm9, %ymm5
	vbroadcastsd .LCPI_5(%rip), %ymm6
	vandpd %ymm6, %ymm4, %ymm4
	vandpd %ymm6, %ymm5, %ymm5
	vpbroadcastq .LCPI_6(%rip), %ymm6
	vpand %ymm6, %ymm2, %ymm7
	vpsllvq %ymm7, %ymm4, %ymm4
	vpor %ymm0, %ymm4, %ymm0
	vpand %ymm6, %ymm3, %ymm3
	vpsllvq %ymm3, %ymm5, %ymm3
	vpor %ymm1, %ymm3, %ymm1
	addq $8, %rsi
	vpbroadcastq .LCPI_7(%rip), %ymm3
	vpaddq %ymm3, %ymm2, %ymm2
	cmpq %rsi, %rcx
	jne .LBB_243
	vpor %ymm0, %ymm1, %ymm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %rbp
	cmpq %rcx, %rdx
	vmovddup .LCPI_3(%rip), %xmm3
	vmovsd .LCPI_4(%rip), %xmm4
	je .LBB_246
.LBB_245:
	vmovsd (%r9,%rcx,8), %xmm0
	vmovsd (%rdi,%rcx,8), %xmm1
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
	orq %rdx, %rbp
	cmpq %rcx, %rax
	jne .LBB_245
.LBB_246:
	testq %rbp, %rbp
	je .LBB_237
.LBB_247:
	movq %r12, %rbx
	xorl %r12d, %r12d
	tzcntq %rbp, %r12
	orq %r14, %r12
	leaq 304(%rsp), %rdi
	movq 32(%rsp), %rsi
	movq %r12, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 8(%rsp), %r8
	cmpq %r8, %r12
	jae .LBB_336
	movq 24(%rsp), %rax
	vmovq %xmm0, (%rax,%r12,8)
	vmovq %xmm1, (%rbx,%r12,8)
	movq %rbx, %r12
	blsrq %rbp, %rbp
	jne .LBB_247
	jmp .LBB_237
.LBB_250:
	movq 16(%rsp), %r11
	cmpq %r11, %r8
	movq 272(%rsp), %rdi
	movq 392(%rsp), %r15
	jne .LBB_332
	movq $0, 240(%rsp)
	cmpq 224(%rsp), %r11
	ja .LBB_263
	movl $0, %edx
	testq %r11, %r11
	movq 384(%rsp), %r9
	movq 280(%rsp), %rbx
	movq 376(%rsp), %r10
	je .LBB_270
	cmpq $8, %r11
	jae .LBB_265
.LBB_254:
	xorl %eax, %eax
	movq 24(%rsp), %r14
	testq %r10, %r10
	jne .LBB_256
	jmp .LBB_259
.LBB_263:
	movl $1, %ecx
	movl $1, %r8d
	leaq 224(%rsp), %rdi
	xorl %esi, %esi
	movq %r11, %rdx
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq 232(%rsp), %rbx
	movq 240(%rsp), %rdx
	movq 16(%rsp), %r11
	movq 384(%rsp), %r9
	movq 272(%rsp), %rdi
	movq 392(%rsp), %r15
	movq 376(%rsp), %r10
	cmpq $8, %r11
	jb .LBB_254
.LBB_265:
	leaq (%rbx,%rdx), %rax
	leaq (%rax,%r11), %rcx
	movq 24(%rsp), %r14
	leaq (%r14,%rdi), %rsi
	addq %r12, %rdi
	cmpq %rsi, %rax
	setb %sil
	cmpq %rcx, %r14
	setb %r8b
	cmpq %rdi, %rax
	setb %al
	cmpq %rcx, %r12
	setb %cl
	testb %r8b, %sil
	jne .LBB_308
	andb %cl, %al
	jne .LBB_308
	leaq (%rbx,%rdx), %rax
	addq $4, %rax
	addq %r9, %rdx
	xorl %ecx, %ecx
.LBB_268:
	vmovupd (%r14,%rcx,8), %ymm0
	vmovupd 32(%r14,%rcx,8), %ymm1
	vmovupd (%r12,%rcx,8), %ymm2
	vmovupd 32(%r12,%rcx,8), %ymm3
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
	cmpq %rcx, %r9
	jne .LBB_268
	movq %r9, %rax
	cmpq %r9, %r11
	je .LBB_270
	testq %r10, %r10
	je .LBB_259
.LBB_256:
	movq %r10, %rcx
	movq %rax, %rdi
.LBB_257:
	vmovsd (%r14,%rdi,8), %xmm0
	vmovsd (%r12,%rdi,8), %xmm1
	vucomisd %xmm0, %xmm1
	seta %sil
	incq %rdi
	vucomisd %xmm1, %xmm0
	seta %r8b
	subb %r8b, %sil
	movb %sil, (%rbx,%rdx)
	incq %rdx
	decq %rcx
	jne .LBB_257
	subq %r11, %rax
	cmpq $-4, %rax
	jbe .LBB_260
.LBB_270:
	movq %rdx, 240(%rsp)
	testq %r15, %r15
	movq %rbx, 280(%rsp)
	je .LBB_305
.LBB_271:
	leaq 13(%rbx), %rcx
	leaq 1(%rbx), %r8
	movl $1, %edi
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 32(%rsp)
	movl $65, %r9d
	movq $-1, %r10
	xorl %r14d, %r14d
	xorl %r12d, %r12d
	xorl %ebp, %ebp
	jmp .LBB_274
.LBB_272:
	movq 16(%rsp), %r11
	movq 88(%rsp), %rbx
	movq 24(%rsp), %rbp
.LBB_273:
	decq %r15
	movq 48(%rsp), %r14
	incq %r14
	addq $64, %r9
	addq $-64, %r10
	addq $64, %rcx
	addq $64, %r8
	testq %r15, %r15
	movq 8(%rsp), %rdi
	je .LBB_301
.LBB_274:
	movq %rbp, 24(%rsp)
	cmpq %r9, %r11
	movq %r9, %r13
	cmovbq %r11, %r13
	leaq (%r10,%r13), %rax
	cmpq $1, %rax
	adcq %r10, %r13
	movq %r14, %rax
	shlq $6, %rax
	leaq 65(%rax), %rsi
	cmpq %rsi, %r11
	cmovbq %r11, %rsi
	notq %rax
	leaq (%rsi,%rax), %rbp
	cmpq $1, %rbp
	adcq %rsi, %rax
	leaq 64(%rdi), %rsi
	cmpq %rsi, %r11
	movq %rsi, 8(%rsp)
	cmovbq %r11, %rsi
	cmpq %rdi, %r11
	jb .LBB_330
	cmpq %rdx, %rsi
	ja .LBB_330
	leaq -1(%rdi), %rbx
	leaq -1(%rsi), %r11
	cmpq %rbx, %r11
	jb .LBB_327
	cmpq %rdx, %r11
	ja .LBB_327
	movq %r14, 48(%rsp)
	cmpq %rdi, 16(%rsp)
	je .LBB_272
	cmpq $4, %rbp
	jae .LBB_281
	xorl %r14d, %r14d
	xorl %ebx, %ebx
	jmp .LBB_290
.LBB_281:
	cmpq $16, %rbp
	jae .LBB_283
	xorl %ebx, %ebx
	xorl %r14d, %r14d
	jmp .LBB_287
.LBB_283:
	movq %r13, %r14
	andq $-16, %r14
	movq %rax, %rbx
	andq $-16, %rbx
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r11d, %r11d
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm3, %xmm3, %xmm3
	vxorpd %xmm4, %xmm4, %xmm4
	vmovdqa .LCPI_1(%rip), %ymm5
	vpcmpeqd %xmm12, %xmm12, %xmm12
	vmovd .LCPI_16(%rip), %xmm13
.LBB_284:
	vmovd -12(%rcx,%r11), %xmm6
	vmovd -8(%rcx,%r11), %xmm7
	vmovd -4(%rcx,%r11), %xmm8
	vmovd (%rcx,%r11), %xmm9
	vmovd -13(%rcx,%r11), %xmm10
	vmovd -9(%rcx,%r11), %xmm11
	vpmovzxbw %xmm6, %xmm6
	vpmovzxbw %xmm10, %xmm10
	vpmullw %xmm6, %xmm10, %xmm6
	vmovd -5(%rcx,%r11), %xmm10
	vpmovzxbw %xmm7, %xmm7
	vpmovzxbw %xmm11, %xmm11
	vpmullw %xmm7, %xmm11, %xmm7
	vmovd -1(%rcx,%r11), %xmm11
	vpshufb %xmm13, %xmm6, %xmm6
	vpshufb %xmm13, %xmm7, %xmm7
	vpmovzxbw %xmm8, %xmm8
	vpmovzxbw %xmm10, %xmm10
	vpmullw %xmm8, %xmm10, %xmm8
	vpshufb %xmm13, %xmm8, %xmm8
	vpmovzxbw %xmm9, %xmm9
	vpmovzxbw %xmm11, %xmm10
	vpmullw %xmm9, %xmm10, %xmm9
	vpshufb %xmm13, %xmm9, %xmm9
	vpcmpeqb %xmm6, %xmm12, %xmm6
	vpmovzxbq %xmm6, %ymm6
	vpbroadcastq .LCPI_5(%rip), %ymm10
	vpand %ymm6, %ymm10, %ymm6
	vpcmpeqb %xmm7, %xmm12, %xmm7
	vpmovzxbq %xmm7, %ymm7
	vpand %ymm7, %ymm10, %ymm7
	vpcmpeqb %xmm12, %xmm8, %xmm8
	vpmovzxbq %xmm8, %ymm8
	vpand %ymm10, %ymm8, %ymm8
	vpcmpeqb %xmm12, %xmm9, %xmm9
	vpmovzxbq %xmm9, %ymm9
	vpand %ymm10, %ymm9, %ymm9
	vpbroadcastq .LCPI_6(%rip), %ymm10
	vpand %ymm5, %ymm10, %ymm11
	vpsllvq %ymm11, %ymm6, %ymm6
	vpor %ymm1, %ymm6, %ymm1
	vpbroadcastq .LCPI_2(%rip), %ymm6
	vpaddq %ymm6, %ymm5, %ymm6
	vpand %ymm6, %ymm10, %ymm6
	vpsllvq %ymm6, %ymm7, %ymm6
	vpor %ymm2, %ymm6, %ymm2
	vpbroadcastq .LCPI_7(%rip), %ymm6
	vpaddq %ymm6, %ymm5, %ymm6
	vpand %ymm6, %ymm10, %ymm6
	vpsllvq %ymm6, %ymm8, %ymm6
	vpor %ymm3, %ymm6, %ymm3
	vpbroadcastq .LCPI_9(%rip), %ymm6
	vpaddq %ymm6, %ymm5, %ymm6
	vpand %ymm6, %ymm10, %ymm6
	vpsllvq %ymm6, %ymm9, %ymm6
	vpor %ymm4, %ymm6, %ymm4
	vpbroadcastq .LCPI_11(%rip), %ymm6
	vpaddq %ymm6, %ymm5, %ymm5
	addq $16, %r11
	cmpq %r11, %r14
	jne .LBB_284
	vpor %ymm1, %ymm2, %ymm1
	vpor %ymm1, %ymm3, %ymm1
	vpor %ymm1, %ymm4, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r14
	cmpq %rbx, %rbp
	je .LBB_292
	testb $12, %al
	je .LBB_290
.LBB_287:
	andq $-4, %r13
	andq $-4, %rax
	vmovq %r14, %xmm1
	vmovq %rbx, %xmm2
	vpbroadcastq %xmm2, %ymm2
	vpor .LCPI_1(%rip), %ymm2, %ymm2
	vmovd .LCPI_16(%rip), %xmm5
	vpcmpeqd %xmm6, %xmm6, %xmm6
.LBB_288:
	vmovd (%r8,%rbx), %xmm3
	vmovd -1(%r8,%rbx), %xmm4
	vpmovzxbw %xmm3, %xmm3
	vpmovzxbw %xmm4, %xmm4
	vpmullw %xmm3, %xmm4, %xmm3
	vpshufb %xmm5, %xmm3, %xmm3
	vpcmpeqb %xmm6, %xmm3, %xmm3
	vpmovzxbq %xmm3, %ymm3
	vpbroadcastq .LCPI_5(%rip), %ymm4
	vpand %ymm4, %ymm3, %ymm3
	vpbroadcastq .LCPI_6(%rip), %ymm4
	vpand %ymm4, %ymm2, %ymm4
	vpsllvq %ymm4, %ymm3, %ymm3
	vpor %ymm1, %ymm3, %ymm1
	addq $4, %rbx
	vpbroadcastq .LCPI_2(%rip), %ymm3
	vpaddq %ymm3, %ymm2, %ymm2
	cmpq %rbx, %r13
	jne .LBB_288
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r14
	movq %rax, %rbx
	cmpq %rax, %rbp
	je .LBB_292
.LBB_290:
	subq %rdi, %rsi
.LBB_291:
	movzbl -1(%r8,%rbx), %eax
	mulb (%r8,%rbx)
	xorl %r11d, %r11d
	cmpb $-1, %al
	sete %r11b
	shlxq %rbx, %r11, %rax
	incq %rbx
	orq %rax, %r14
	cmpq %rsi, %rbx
	jb .LBB_291
.LBB_292:
	movq %r12, %rax
	testq %r14, %r14
	movq 16(%rsp), %r11
	movq 88(%rsp), %rbx
	movq 280(%rsp), %r13
	movq 24(%rsp), %rbp
	jne .LBB_294
	jmp .LBB_273
.LBB_293:
	movq %rax, %r12
	blsrq %r14, %r14
	je .LBB_273
.LBB_294:
	xorl %esi, %esi
	tzcntq %r14, %rsi
	addq %rdi, %rsi
	cmpq %rdx, %rsi
	jae .LBB_337
	movsbq (%r13,%rsi), %r12
	cmpq %r12, %rax
	je .LBB_293
	testq %rax, %rax
	je .LBB_299
	cmpq %r11, %rsi
	jae .LBB_339
	vmovsd (%rbx,%rsi,8), %xmm1
	vcvtsi2sd %rax, %xmm15, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vaddsd .LCPI_14(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vmovsd 32(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 32(%rsp)
	incq %rbp
.LBB_299:
	cmpq %r11, %rsi
	jae .LBB_338
	vmovsd (%rbx,%rsi,8), %xmm0
	movq %r12, %rax
	blsrq %r14, %r14
	jne .LBB_294
	jmp .LBB_273
.LBB_301:
	testq %r12, %r12
	je .LBB_304
	testq %r11, %r11
	je .LBB_350
	vmovsd -8(%rbx,%r11,8), %xmm1
	vcvtsi2sd %r12, %xmm15, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vaddsd .LCPI_14(%rip), %xmm0, %xmm0
	vmulsd .LCPI_15(%rip), %xmm0, %xmm0
	vmovsd 32(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 32(%rsp)
	incq %rbp
.LBB_304:
	movq 264(%rsp), %rbx
	cmpq 248(%rsp), %rbx
	jne .LBB_159
	jmp .LBB_306
.LBB_308:
	xorl %eax, %eax
	testq %r10, %r10
	jne .LBB_256
.LBB_259:
	movq %rax, %rdi
	subq %r11, %rax
	cmpq $-4, %rax
	ja .LBB_270
.LBB_260:
	leaq (%rbx,%rdx), %rax
	addq $3, %rax
	negq %rdx
	movq %r11, %rcx
	subq %rdi, %rcx
	leaq (%r12,%rdi,8), %rsi
	addq $24, %rsi
	leaq (%r14,%rdi,8), %rdi
	addq $24, %rdi
	xorl %r8d, %r8d
.LBB_261:
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
	jne .LBB_261
	negq %rdx
	movq %rdx, 240(%rsp)
	testq %r15, %r15
	movq %rbx, 280(%rsp)
	jne .LBB_271
.LBB_305:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 32(%rsp)
	xorl %ebp, %ebp
	movq 264(%rsp), %rbx
	cmpq 248(%rsp), %rbx
	jne .LBB_159
.LBB_306:
	leaq 248(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	jmp .LBB_159
.LBB_309:
	movq 152(%rsp), %r15
.LBB_310:
	movq 264(%rsp), %rax
	movq 368(%rsp), %rcx
	movq %rax, 16(%rcx)
	movq 248(%rsp), %rax
	movq %rax, (%rcx)
	movq 256(%rsp), %rax
	movq %rax, 8(%rcx)
	testq %r15, %r15
	je .LBB_312
	movq 160(%rsp), %rdi
	shlq $3, %r15
	movl $8, %edx
	movq %r15, %rsi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_312:
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_314
	movq 184(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_314:
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_316
	movq 208(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_316:
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_318
	movq 232(%rsp), %rdi
	movl $1, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_318:
	leaq 304(%rsp), %rdi
	vzeroupper
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 56(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_320
	movq 64(%rsp), %rdx
	movq 72(%rsp), %rax
	movq $0, 160(%rsp)
	movq %rcx, 168(%rsp)
	movq %rdx, 176(%rsp)
	movq $0, 192(%rsp)
	movq %rcx, 200(%rsp)
	movq %rdx, 208(%rsp)
	movl $1, %ecx
	jmp .LBB_321
.LBB_320:
	xorl %ecx, %ecx
	xorl %eax, %eax
.LBB_321:
	movq %rcx, 152(%rsp)
	movq %rcx, 184(%rsp)
	movq %rax, 216(%rsp)
	leaq 440(%rsp), %rdi
	leaq 152(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 440(%rsp), %rax
	testq %rax, %rax
	je .LBB_326
	leaq 440(%rsp), %rbx
	leaq 152(%rsp), %r14
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r15
	jmp .LBB_324
.LBB_323:
	movq %rbx, %rdi
	movq %r14, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 440(%rsp), %rax
	testq %rax, %rax
	je .LBB_326
.LBB_324:
	movq 456(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_323
	leaq (%rax,%rcx,8), %rax
	addq $96, %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r15
	jmp .LBB_323
.LBB_326:
	movq 368(%rsp), %rax
	addq $536, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_330:
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_331
.LBB_327:
	movq %rbx, %rdi
	movq %r11, %rsi
	leaq .Lanon.2(%rip), %rcx
.LBB_331:
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_328:
	leaq .Lanon.3(%rip), %rcx
	movq %r14, %rdi
	movq %r8, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_332:
	leaq .Lanon.4(%rip), %rdi
	leaq .Lanon.5(%rip), %rdx
	movl $49, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_333:
	leaq .Lanon.6(%rip), %rcx
	leaq .Lanon.7(%rip), %r9
	leaq 424(%rsp), %rsi
	leaq 432(%rsp), %rdx
	movl $49, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_334:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_138
.LBB_336:
	leaq .Lanon.8(%rip), %rdx
	movq %r12, %rdi
	movq %r8, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_337:
	movq %rsi, %rdi
	leaq .Lanon.9(%rip), %rax
	jmp .LBB_347
.LBB_338:
	movq %rsi, %rdi
	movq %r11, %rdx
	leaq .Lanon.10(%rip), %rax
	jmp .LBB_347
.LBB_339:
	movq %rsi, %rdi
	movq %r11, %rdx
	leaq .Lanon.11(%rip), %rax
	jmp .LBB_347
.LBB_340:
	movq $0, 8(%rsp)
.LBB_341:
	movq 8(%rsp), %rdi
	movq 40(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_342:
	movq %rax, %rdi
	movq %rax, %rdx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_347
.LBB_343:
	movq %rdx, %rdi
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_347
.LBB_344:
	movq 80(%rsp), %rdx
	movq %rdx, %rdi
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_347
.LBB_345:
	movq %rbp, %rdi
	movq %rbp, %rdx
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_347
.LBB_346:
	movq 96(%rsp), %rdx
	movq %rdx, %rdi
	leaq .Lanon.16(%rip), %rax
.LBB_347:
	movq %rdx, %rsi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_348:
	leaq .Lanon.17(%rip), %rdi
	leaq .Lanon.18(%rip), %rdx
	movl $22, %esi
	vzeroupper
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_349:
	leaq .Lanon.19(%rip), %rdi
	leaq .Lanon.20(%rip), %rcx
	leaq .Lanon.21(%rip), %r8
	leaq 111(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_350:
	xorl %edx, %edx
	movq 408(%rsp), %rdi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_347
.LBB_351:
	movl $8, %edi
	movq %rbx, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_352:
	movl $8, %edi
	movq 272(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_354
.LBB_353:
	movl $1, %edi
	movq 16(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_354:
	ud2
	jmp .LBB_368
	movq %rax, %rbx
	testq %r15, %r15
	je .LBB_384
	leaq (,%r15,8), %rsi
	movl $8, %edx
	movq %r13, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r15, 16(%rsp)
	jmp .LBB_359
	movq %rax, %rbx
	cmpq $0, 16(%rsp)
	je .LBB_384
.LBB_359:
	movq 16(%rsp), %rax
	leaq (,%rax,8), %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_361
	movq %rax, %rbx
	cmpq $0, 16(%rsp)
	je .LBB_384
.LBB_361:
	movq 16(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %r14, %rdi
	jmp .LBB_382
	jmp .LBB_371
	jmp .LBB_368
	jmp .LBB_368
	movq %rax, %rbx
	cmpq $0, 8(%rsp)
	je .LBB_385
	movq 8(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_385
.LBB_368:
	movq %rax, %rbx
	jmp .LBB_385
	jmp .LBB_371
.LBB_371:
	movq %rax, %rbx
	movq 248(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_374
	movq 256(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_374:
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_378
.LBB_375:
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_379
.LBB_376:
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_380
.LBB_377:
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_381
	jmp .LBB_384
	movq %rax, %rbx
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_375
.LBB_378:
	movq 160(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_376
.LBB_379:
	movq 184(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_377
.LBB_380:
	movq 208(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_384
.LBB_381:
	movq 232(%rsp), %rdi
	movl $1, %edx
.LBB_382:
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_384
	movq %rax, %rbx
.LBB_384:
	leaq 304(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_385:
	movq 56(%rsp), %rcx
	testq %rcx, %rcx
	jne .LBB_387
	xorl %ecx, %ecx
	xorl %eax, %eax
	jmp .LBB_388
.LBB_387:
	movq 64(%rsp), %rdx
	movq 72(%rsp), %rax
	movq $0, 448(%rsp)
	movq %rcx, 456(%rsp)
	movq %rdx, 464(%rsp)
	movq $0, 480(%rsp)
	movq %rcx, 488(%rsp)
	movq %rdx, 496(%rsp)
	movl $1, %ecx
.LBB_388:
	movq %rcx, 440(%rsp)
	movq %rcx, 472(%rsp)
	movq %rax, 504(%rsp)
	leaq 512(%rsp), %rdi
	leaq 440(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 512(%rsp), %rax
	testq %rax, %rax
	je .LBB_395
	leaq 512(%rsp), %r14
	leaq 440(%rsp), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
.LBB_391:
	movq 528(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_393
	leaq (%rax,%rcx,8), %rax
	addq $96, %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_393:
	movq %r14, %rdi
	movq %r15, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 512(%rsp), %rax
	testq %rax, %rax
	jne .LBB_391
.LBB_395:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
