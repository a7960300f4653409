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
	subq $552, %rsp
	movq 24(%rsi), %rdx
	movq 16(%rsi), %rcx
	movq (%rsi), %rax
	movq 8(%rsi), %r13
	movq $0, 48(%rsp)
	movq %rdi, 352(%rsp)
	movq $0, 64(%rsp)
	leaq (%rdx,%rdx,2), %rsi
	movq %rax, 80(%rsp)
	movq %rdx, 72(%rsp)
	movq %rcx, 24(%rsp)
	movq %r13, 16(%rsp)
	shlq $4, %rsi
	addq %rcx, %rsi
	movq %rsi, 392(%rsp)
	testq %rdx, %rdx
	je .LBB_136
	leaq (,%r13,8), %r12
	movabsq $2305843009213693951, %rax
	movq 24(%rsp), %rsi
	movabsq $9223372036854775800, %rcx
	cmpq %rax, %r13
	seta %al
	cmpq %rcx, %r12
	movq %r12, 32(%rsp)
	seta %cl
	orb %al, %cl
	movb %cl, 88(%rsp)
	jmp .LBB_4
.LBB_2:
	leaq 48(%rsp), %rax
.LBB_3:
	movq 40(%rsp), %rsi
	movq 16(%rsp), %r13
	movq %r14, 8(%rsp)
	movq %rax, %r14
	addq $48, %rsi
	cmpq 392(%rsp), %rsi
	je .LBB_136
.LBB_4:
	leaq 152(%rsp), %rdi
	movq %rsi, 40(%rsp)
	callq kernel_sliding::raw_lengths
	movq 152(%rsp), %r12
	movq 160(%rsp), %rbp
	movq 168(%rsp), %r15
	movq 176(%rsp), %rbx
	movq 184(%rsp), %r13
	cmpb $0, 88(%rsp)
	je .LBB_46
	movq 48(%rsp), %rax
	testq %rax, %rax
	je .LBB_348
	movq 56(%rsp), %rcx
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
	jb .LBB_348
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
	jb .LBB_348
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
	jb .LBB_348
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
	jb .LBB_348
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_32
.LBB_39:
	movq %rdx, %r14
.LBB_40:
	subq $1, %rcx
	jb .LBB_348
	movq 368(%rax,%r14,8), %rax
.LBB_42:
	movzwl 362(%rax), %edx
	movq $-1, %r14
	movl %edx, %esi
	shll $3, %esi
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
	movq 48(%rsp), %rax
	testq %rax, %rax
	je .LBB_91
	movq 56(%rsp), %rdx
	movq %rax, %rcx
.LBB_48:
	movzwl 362(%rcx), %esi
	movq $-1, %r14
	movl %esi, %edi
	shll $3, %edi
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
	leaq 48(%rsp), %r14
	movq 32(%rsp), %r12
	testq %rax, %rax
	je .LBB_99
.LBB_56:
	movq 56(%rsp), %rdx
	movq %rax, %rcx
.LBB_57:
	movzwl 362(%rcx), %esi
	movq $-1, %r14
	movl %esi, %edi
	shll $3, %edi
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
	leaq 48(%rsp), %r14
	testq %rax, %rax
	je .LBB_107
.LBB_65:
	movq 56(%rsp), %rdx
	movq %rax, %rcx
.LBB_66:
	movzwl 362(%rcx), %esi
	movq $-1, %r14
	movl %esi, %edi
	shll $3, %edi
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
	leaq 48(%rsp), %r14
	testq %rax, %rax
	je .LBB_115
.LBB_74:
	movq 56(%rsp), %rdx
	movq %rax, %rcx
.LBB_75:
	movzwl 362(%rcx), %esi
	movq $-1, %r14
	movl %esi, %edi
	shll $3, %edi
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
	movq %r14, 8(%rsp)
	leaq 48(%rsp), %r14
	testq %rax, %rax
	je .LBB_123
.LBB_83:
	movq 56(%rsp), %rcx
.LBB_84:
	movzwl 362(%rax), %edx
	movq $-1, %r14
	movl %edx, %esi
	shll $3, %esi
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
	leaq 48(%rsp), %rax
	movq 8(%rsp), %rdx
	movq %rax, 112(%rsp)
	movq %r12, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 32(%rsp), %rcx
	movq %rdx, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %rcx, %rcx
	je .LBB_95
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movq 32(%rsp), %rdi
	movl $8, %eax
	movl $8, %esi
	movq %rax, (%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_349
	movq 16(%rsp), %rsi
	movq %rax, %rcx
	movq %rsi, (%rsp)
	jmp .LBB_96
.LBB_95:
	movq 16(%rsp), %rsi
	movl $8, %ecx
	movq $0, (%rsp)
.LBB_96:
	movq 80(%rsp), %rdi
	movq %r12, %rdx
	movq %rsi, %r8
	movq %rcx, %r12
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq 16(%rsp), %rcx
	movq %rax, 288(%rsp)
	movq %r12, 296(%rsp)
	movq %rcx, 304(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 288(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 48(%rsp), %rax
	movq 32(%rsp), %r12
	testq %rax, %rax
	jne .LBB_56
.LBB_99:
	xorl %ecx, %ecx
.LBB_100:
	leaq 48(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %rbp, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 8(%rsp), %rcx
	movq %rcx, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_103
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movl $8, %esi
	movq %r12, %rdi
	movq %rax, (%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_349
	movq 16(%rsp), %rsi
	movq %rsi, (%rsp)
	jmp .LBB_104
.LBB_103:
	movq 16(%rsp), %rsi
	movl $8, %eax
	movq $0, (%rsp)
.LBB_104:
	movq 80(%rsp), %rdi
	movq %rbp, %rdx
	movq %rax, %r12
	movq %rax, %rcx
	movq %rsi, %r8
	movq %rsi, %rbp
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 288(%rsp)
	movq %r12, 296(%rsp)
	movq %rbp, 304(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 288(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 48(%rsp), %rax
	movq 32(%rsp), %r12
	testq %rax, %rax
	jne .LBB_65
.LBB_107:
	xorl %ecx, %ecx
.LBB_108:
	leaq 48(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %r15, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 8(%rsp), %rcx
	movq %rcx, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_111
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movl $8, %esi
	movq %r12, %rdi
	movq %rax, (%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_349
	movq 16(%rsp), %rbp
	movq %rax, %r12
	movq %rbp, (%rsp)
	jmp .LBB_112
.LBB_111:
	movq 16(%rsp), %rbp
	movl $8, %r12d
	movq $0, (%rsp)
.LBB_112:
	movq 80(%rsp), %rdi
	movq %rbp, %rsi
	movq %r15, %rdx
	movq %r12, %rcx
	movq %rbp, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 288(%rsp)
	movq %r12, 296(%rsp)
	movq %rbp, 304(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 288(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 48(%rsp), %rax
	movq 32(%rsp), %r12
	testq %rax, %rax
	jne .LBB_74
.LBB_115:
	xorl %ecx, %ecx
.LBB_116:
	leaq 48(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %rbx, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 8(%rsp), %rcx
	movq %rcx, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_119
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movl $8, %esi
	movq %r12, %rdi
	movq %rax, (%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_349
	movq 16(%rsp), %r15
	movq %rax, %r12
	movq %r15, (%rsp)
	jmp .LBB_120
.LBB_119:
	movq 16(%rsp), %r15
	movl $8, %r12d
	movq $0, (%rsp)
.LBB_120:
	movq 80(%rsp), %rdi
	movq %r15, %rsi
	movq %rbx, %rdx
	movq %r12, %rcx
	movq %r15, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 288(%rsp)
	movq %r12, 296(%rsp)
	movq %r15, 304(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 288(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	movq 48(%rsp), %rax
	movq 32(%rsp), %r12
	testq %rax, %rax
	jne .LBB_83
.LBB_123:
	xorl %eax, %eax
.LBB_124:
	leaq 48(%rsp), %rcx
	movq %rcx, 112(%rsp)
	movq 8(%rsp), %rcx
	movq %r13, 120(%rsp)
	movq %rax, 128(%rsp)
	movq %rcx, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_127
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movl $8, %esi
	movq %r12, %rdi
	movq %rax, (%rsp)
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_349
	movq 16(%rsp), %rbx
	movq %rax, %r12
	movq %rbx, (%rsp)
	jmp .LBB_128
.LBB_127:
	movq 16(%rsp), %rbx
	movl $8, %r12d
	movq $0, (%rsp)
.LBB_128:
	movq 80(%rsp), %rdi
	movq %rbx, %rsi
	movq %r13, %rdx
	movq %r12, %rcx
	movq %rbx, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 288(%rsp)
	movq %r12, 296(%rsp)
	movq %rbx, 304(%rsp)
	leaq 152(%rsp), %rdi
	leaq 112(%rsp), %rsi
	leaq 288(%rsp), %rdx
	callq alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
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
	cmpb $1, 16(%rax)
	movq %rax, %rbx
	jne .LBB_342
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
	movabsq $2305843009213693951, %rsi
	movabsq $9223372036854775800, %rdi
.LBB_138:
	vmovupd .Lanon.0(%rip), %ymm0
	leaq 1(%rax), %rcx
	leaq (,%r13,8), %rbp
	cmpq %rsi, %r13
	movq %rcx, (%rbx)
	movq 80(%rsp), %rcx
	movq %rcx, 288(%rsp)
	movq %r13, 296(%rsp)
	vmovupd %ymm0, 304(%rsp)
	movq %rax, 336(%rsp)
	movq %rdx, 344(%rsp)
	seta %dl
	cmpq %rdi, %rbp
	seta %cl
	orb %dl, %cl
	je .LBB_141
	xorl %ebx, %ebx
.LBB_140:
	movq %rbx, %rdi
	movq %rbp, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_141:
	testq %rbp, %rbp
	je .LBB_148
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	movl $8, %ebx
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_140
	movq %rax, %r14
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_360
	movq %rax, %r12
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_361
	movq 16(%rsp), %rbx
	movq %rax, %r13
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
	je .LBB_362
	movq %rax, %rdx
	jmp .LBB_150
.LBB_148:
	movq %r13, %rbx
	movl $8, %r12d
	movl $8, %r14d
	movl $8, %r13d
	xorl %r15d, %r15d
	testq %rbx, %rbx
	jne .LBB_146
.LBB_149:
	movl $1, %edx
.LBB_150:
	movq 16(%rsp), %rax
	movq %r15, 152(%rsp)
	movq %r14, 160(%rsp)
	movabsq $9223372036854775800, %rcx
	movq %rax, 168(%rsp)
	movq %r15, 176(%rsp)
	movq %r12, 184(%rsp)
	movq %rax, 192(%rsp)
	movq %r15, 200(%rsp)
	movq %r13, 208(%rsp)
	movq %rax, 216(%rsp)
	movq %rax, 224(%rsp)
	movq %rax, %r12
	movq 72(%rsp), %rax
	movq %rdx, 232(%rsp)
	movq $0, 240(%rsp)
	movq %rax, %rbx
	shlq $4, %rbx
	shrq $60, %rax
	setne %al
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
	jmp .LBB_363
.LBB_153:
	movq %rdx, %r13
	testq %rbx, %rbx
	je .LBB_156
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbx, %rdi
	movl $8, %r14d
	callq *__rustc::__rust_alloc@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_152
	movq 72(%rsp), %rdx
	movq %rdx, %rcx
	jmp .LBB_157
.LBB_156:
	movq 72(%rsp), %rdx
	movl $8, %eax
	xorl %ecx, %ecx
.LBB_157:
	movq %rcx, 248(%rsp)
	movq %rax, 256(%rsp)
	movabsq $2305843009213693951, %rax
	movq $0, 264(%rsp)
	testq %rdx, %rdx
	je .LBB_318
	movq %r12, %rcx
	subq $1, %rcx
	vmovddup .LCPI_5(%rip), %xmm0
	movq %r13, 272(%rsp)
	movq %rbp, 384(%rsp)
	movq %rcx, 424(%rsp)
	movq %r12, %rcx
	adcq $-1, %rcx
	addq $-15, %rax
	andq %r12, %rax
	addq $63, %rcx
	andl $7, %r12d
	movq %rax, 376(%rsp)
	movq 24(%rsp), %rax
	shrq $6, %rcx
	movq %r12, 360(%rsp)
	movq %rcx, 368(%rsp)
	vmovapd %xmm0, 400(%rsp)
	jmp .LBB_160
.LBB_159:
	vmovsd 8(%rsp), %xmm0
	movq 256(%rsp), %rax
	movq 432(%rsp), %rdx
	movq %rbx, %rcx
	shlq $4, %rcx
	incq %rbx
	vmovsd %xmm0, (%rax,%rcx)
	movq %rbp, 8(%rax,%rcx)
	movq %rbx, 264(%rsp)
	movq %rdx, %rax
	cmpq 392(%rsp), %rdx
	je .LBB_317
.LBB_160:
	movq %rax, 24(%rsp)
	movq (%rax), %rax
	testq %rax, %rax
	js .LBB_358
	movq 48(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_357
	movq 24(%rsp), %rcx
	movq 56(%rsp), %rdi
	movq %rsi, %r8
	addq $48, %rcx
	movq %rcx, 432(%rsp)
	movq %rdi, %rcx
.LBB_163:
	movzwl 362(%r8), %r10d
	xorl %r9d, %r9d
	leal (,%r10,8), %edx
	leaq (%rdx,%rdx,2), %r11
	movq $-1, %rdx
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
	jb .LBB_357
	movq 368(%r8,%rdx,8), %r8
	jmp .LBB_163
.LBB_170:
	movq 24(%rsp), %rax
	movq 8(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_358
	movq 80(%r8,%r9), %rcx
	movq 88(%r8,%r9), %rax
	movq %rdi, %r8
	movq %rsi, %r10
.LBB_172:
	movzwl 362(%r10), %ebx
	xorl %r11d, %r11d
	leal (,%rbx,8), %r9d
	leaq (%r9,%r9,2), %r14
	movq $-1, %r9
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
	jb .LBB_357
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_172
.LBB_179:
	movq 24(%rsp), %rdx
	movq 32(%rdx), %r9
	testq %r9, %r9
	js .LBB_358
	movq 80(%r10,%r11), %r8
	movq 88(%r10,%r11), %rdx
	movq %rdi, %r11
	movq %rsi, %r10
.LBB_181:
	movzwl 362(%r10), %r15d
	xorl %r14d, %r14d
	leal (,%r15,8), %ebx
	leaq (%rbx,%rbx,2), %r12
	movq $-1, %rbx
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
	jb .LBB_357
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_181
.LBB_188:
	movq 24(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_358
	movq 80(%r10,%r14), %r15
	movq 88(%r10,%r14), %r10
	movq %rdi, %r11
	movq %r10, 88(%rsp)
	movq %rsi, %r10
.LBB_190:
	movzwl 362(%r10), %r12d
	xorl %r14d, %r14d
	leal (,%r12,8), %ebx
	leaq (%rbx,%rbx,2), %r13
	movq $-1, %rbx
.LBB_191:
	cmpq %r14, %r13
	je .LBB_194
	cmpq 16(%r10,%rbx,8), %r9
	seta %bpl
	sbbb $0, %bpl
	addq $24, %r14
	incq %rbx
	cmpb $1, %bpl
	je .LBB_191
	movzbl %bpl, %ebp
	testl %ebp, %ebp
	jne .LBB_195
	jmp .LBB_197
.LBB_194:
	movq %r12, %rbx
.LBB_195:
	subq $1, %r11
	jb .LBB_357
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_190
.LBB_197:
	movq 24(%rsp), %r9
	movq 24(%r9), %r12
	testq %r12, %r12
	js .LBB_358
	movq 80(%r10,%r14), %r13
	movq 88(%r10,%r14), %r9
	movq %r9, 72(%rsp)
.LBB_199:
	movzwl 362(%rsi), %r10d
	xorl %r11d, %r11d
	leal (,%r10,8), %r9d
	leaq (%r9,%r9,2), %rbx
	movq $-1, %r9
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
	jb .LBB_357
	movq 368(%rsi,%r9,8), %rsi
	jmp .LBB_199
.LBB_206:
	movq 80(%rsi,%r11), %rbx
	movq 88(%rsi,%r11), %rsi
	movq 160(%rsp), %rdi
	movq %rsi, 280(%rsp)
	movq 168(%rsp), %rsi
	leaq (,%rsi,8), %rbp
	leaq (%rdi,%rsi,8), %r14
	movq %rsi, (%rsp)
	testq %rsi, %rsi
	je .LBB_217
	cmpq %rdx, %rax
	leaq -8(%rbp), %r10
	movq %rdx, %r9
	cmovbq %rax, %r9
	shrq $3, %r10
	cmpq %r10, %r9
	cmovbq %r9, %r10
	cmpq $16, %r10
	jae .LBB_209
.LBB_208:
	xorl %r9d, %r9d
	movq %rdi, %r11
	jmp .LBB_214
.LBB_209:
	movq %rdi, %r9
	subq %r8, %r9
	cmpq $128, %r9
	jb .LBB_208
	movq %rdi, %rsi
	subq %rcx, %rsi
	movl $0, %r9d
	movq %rdi, %r11
	cmpq $128, %rsi
	movq (%rsp), %rsi
	jb .LBB_214
	incq %r10
	movl $16, %esi
	movl %r10d, %r11d
	andl $15, %r11d
	movq %r10, %r9
	cmoveq %rsi, %r11
	xorl %esi, %esi
	subq %r11, %r9
	leaq (%rdi,%r9,8), %r11
.LBB_212:
	vmovupd (%r8,%rsi,8), %zmm0
	vmovupd 64(%r8,%rsi,8), %zmm1
	vaddpd %zmm0, %zmm0, %zmm0
	vaddpd %zmm1, %zmm1, %zmm1
	vsubpd (%rcx,%rsi,8), %zmm0, %zmm0
	vsubpd 64(%rcx,%rsi,8), %zmm1, %zmm1
	vmovupd %zmm0, (%rdi,%rsi,8)
	vmovupd %zmm1, 64(%rdi,%rsi,8)
	addq $16, %rsi
	cmpq %rsi, %r9
	jne .LBB_212
	movq (%rsp), %rsi
.LBB_214:
	cmpq %r9, %rdx
	je .LBB_351
	cmpq %r9, %rax
	je .LBB_350
	vmovsd (%r8,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%r9,8), %xmm0, %xmm0
	incq %r9
	vmovsd %xmm0, (%r11)
	addq $8, %r11
	cmpq %r14, %r11
	jne .LBB_214
.LBB_217:
	movq 24(%rsp), %rax
	movq %r13, 104(%rsp)
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_358
	movq 184(%rsp), %rcx
	movq 192(%rsp), %r8
	movq %r15, %r13
	movq %rdi, 8(%rsp)
	movq %rcx, 40(%rsp)
	movq %r8, 32(%rsp)
	movq %rsi, %r15
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	testq %r15, %r15
	movq 280(%rsp), %r15
	je .LBB_232
	movq 88(%rsp), %rax
	movq 72(%rsp), %rcx
	cmpq %rax, %rcx
	cmovbq %rcx, %rax
	cmpq %r15, %rax
	cmovaeq %r15, %rax
	addq $-8, %rbp
	shrq $3, %rbp
	cmpq %rbp, %rax
	cmovbq %rax, %rbp
	cmpq $16, %rbp
	jae .LBB_222
	movq 8(%rsp), %rax
	movq 104(%rsp), %r9
	xorl %ecx, %ecx
	jmp .LBB_227
.LBB_222:
	movq 8(%rsp), %rsi
	movq %rsi, %rax
	subq %r13, %rax
	cmpq $128, %rax
	jb .LBB_269
	movq 104(%rsp), %r9
	movq %rsi, %rax
	subq %r9, %rax
	cmpq $128, %rax
	jb .LBB_270
	movq %rsi, %rdx
	subq %rbx, %rdx
	movl $0, %ecx
	movq %rsi, %rax
	cmpq $128, %rdx
	jb .LBB_227
	vbroadcastsd .LCPI_0(%rip), %zmm2
	movq %rbp, %rdx
	incq %rdx
	movl $16, %ecx
	movl %edx, %eax
	andl $15, %eax
	cmoveq %rcx, %rax
	movq %rdx, %rcx
	xorl %edx, %edx
	subq %rax, %rcx
	leaq (%rsi,%rcx,8), %rax
.LBB_226:
	vmulpd (%r13,%rdx,8), %zmm2, %zmm0
	vmulpd 64(%r13,%rdx,8), %zmm2, %zmm1
	vsubpd (%r9,%rdx,8), %zmm0, %zmm0
	vsubpd 64(%r9,%rdx,8), %zmm1, %zmm1
	vsubpd (%rbx,%rdx,8), %zmm0, %zmm0
	vsubpd 64(%rbx,%rdx,8), %zmm1, %zmm1
	vmovupd %zmm0, (%rsi,%rdx,8)
	vmovupd %zmm1, 64(%rsi,%rdx,8)
	addq $16, %rdx
	cmpq %rdx, %rcx
	jne .LBB_226
	jmp .LBB_227
.LBB_269:
	movq 104(%rsp), %r9
.LBB_270:
	xorl %ecx, %ecx
	movq %rsi, %rax
.LBB_227:
	movq 88(%rsp), %r10
	leaq (%r9,%rcx,8), %rsi
	movq 72(%rsp), %r9
	leaq (%rbx,%rcx,8), %rdx
	leaq (%r13,%rcx,8), %rdi
	movq %r15, %r8
	subq %rcx, %r8
	xorl %r11d, %r11d
	subq %rcx, %r9
	subq %rcx, %r10
	xorl %ecx, %ecx
.LBB_228:
	cmpq %r11, %r10
	je .LBB_352
	cmpq %r11, %r9
	je .LBB_354
	cmpq %r11, %r8
	je .LBB_353
	vmovsd .LCPI_0(%rip), %xmm0
	leaq 8(%rax,%rcx), %rbx
	addq $8, %rcx
	vmulsd (%rdi,%r11,8), %xmm0, %xmm0
	vsubsd (%rsi,%r11,8), %xmm0, %xmm0
	vsubsd (%rdx,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rax,%r11,8)
	incq %r11
	cmpq %r14, %rbx
	jne .LBB_228
.LBB_232:
	movq 208(%rsp), %rbx
	movq 216(%rsp), %r14
	movq 8(%rsp), %rdi
	movq (%rsp), %rsi
	movq %r12, %rdx
	movq %rbx, %rcx
	movq %r14, %r8
	vzeroupper
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq 32(%rsp), %r8
	movq %r14, 448(%rsp)
	movq %r8, 440(%rsp)
	cmpq %r14, %r8
	jne .LBB_341
	movq %rbx, (%rsp)
	testq %r8, %r8
	je .LBB_255
	movq (%rsp), %rbx
	movq 40(%rsp), %r15
	movl %r8d, %eax
	andl $63, %eax
	movq %r8, %r9
	shrq $6, %r9
	movl $64, %r10d
	cmpq $1, %rax
	sbbq $-1, %r9
	xorl %r11d, %r11d
	xorl %eax, %eax
	leaq 192(%rbx), %r13
	leaq 192(%r15), %rbp
	jmp .LBB_237
.LBB_236:
	movq 72(%rsp), %r10
	movq 280(%rsp), %r11
	movq 88(%rsp), %r9
	movq 104(%rsp), %rax
	addq $512, %r13
	addq $512, %rbp
	addq $512, %rbx
	addq $512, %r15
	addq $64, %r10
	addq $-64, %r11
	testq %r9, %r9
	je .LBB_255
.LBB_237:
	cmpq %r10, %r8
	movq %rax, %r12
	movq %r10, %rax
	leaq 64(%r12), %r14
	movq %r12, 8(%rsp)
	cmovbq %r8, %rax
	movq %r14, %rsi
	leaq (%rax,%r11), %rdx
	cmpq $1, %rdx
	adcq %r11, %rax
	decq %r9
	movq %rax, %rdi
	movq %rax, %rcx
	andq $-8, %rdi
	andq $-32, %rcx
	cmpq %r14, %r8
	cmovbq %r8, %rsi
	cmpq %r12, %rsi
	jb .LBB_336
	movq %r14, 104(%rsp)
	movq %r11, 280(%rsp)
	movq %r10, 72(%rsp)
	movq %r9, 88(%rsp)
	je .LBB_236
	cmpq $8, %rdx
	jae .LBB_241
	vmovapd 400(%rsp), %xmm3
	vmovsd .LCPI_6(%rip), %xmm4
	xorl %r12d, %r12d
	xorl %ecx, %ecx
	jmp .LBB_250
.LBB_241:
	cmpq $32, %rdx
	jae .LBB_243
	xorl %ecx, %ecx
	xorl %r12d, %r12d
	jmp .LBB_247
.LBB_243:
	vbroadcastsd .LCPI_6(%rip), %zmm25
	vmovdqa64 .LCPI_1(%rip), %zmm4
	vpbroadcastq .LCPI_7(%rip), %zmm20
	vpbroadcastq .LCPI_2(%rip), %zmm21
	vpbroadcastq .LCPI_3(%rip), %zmm22
	vpbroadcastq .LCPI_4(%rip), %zmm23
	vpbroadcastq .LCPI_8(%rip), %zmm24
	vbroadcastsd .LCPI_5(%rip), %zmm26
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %esi, %esi
	vxorpd %xmm1, %xmm1, %xmm1
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
.LBB_244:
	vmovupd -192(%r13,%rsi,8), %zmm8
	vmovupd -192(%rbp,%rsi,8), %zmm12
	vmovupd -128(%r13,%rsi,8), %zmm9
	vmovupd -128(%rbp,%rsi,8), %zmm13
	vmovupd -64(%r13,%rsi,8), %zmm10
	vmovupd -64(%rbp,%rsi,8), %zmm14
	vmovupd (%r13,%rsi,8), %zmm11
	vmovupd (%rbp,%rsi,8), %zmm15
	vpaddq %zmm21, %zmm4, %zmm5
	vpaddq %zmm22, %zmm4, %zmm6
	vpaddq %zmm23, %zmm4, %zmm7
	addq $32, %rsi
	vpandq %zmm20, %zmm5, %zmm5
	vsubpd %zmm12, %zmm8, %zmm16
	vandpd %zmm26, %zmm12, %zmm12
	vandpd %zmm26, %zmm8, %zmm8
	vsubpd %zmm13, %zmm9, %zmm17
	vandpd %zmm26, %zmm13, %zmm13
	vandpd %zmm26, %zmm9, %zmm9
	vsubpd %zmm14, %zmm10, %zmm18
	vandpd %zmm26, %zmm14, %zmm14
	vandpd %zmm26, %zmm10, %zmm10
	vsubpd %zmm15, %zmm11, %zmm19
	vandpd %zmm26, %zmm15, %zmm15
	vandpd %zmm26, %zmm11, %zmm11
	vaddpd %zmm12, %zmm8, %zmm8
	vaddpd %zmm13, %zmm9, %zmm9
	vaddpd %zmm14, %zmm10, %zmm10
	vaddpd %zmm15, %zmm11, %zmm11
	vpandq %zmm20, %zmm4, %zmm12
	vpaddq %zmm24, %zmm4, %zmm4
	vandpd %zmm26, %zmm16, %zmm16
	vandpd %zmm26, %zmm17, %zmm17
	vandpd %zmm26, %zmm18, %zmm18
	vandpd %zmm26, %zmm19, %zmm19
	vmulpd %zmm25, %zmm8, %zmm8
	vmulpd %zmm25, %zmm9, %zmm9
	vmulpd %zmm25, %zmm10, %zmm10
	vmulpd %zmm25, %zmm11, %zmm11
	vcmplepd %zmm8, %zmm16, %k0
	vcmplepd %zmm9, %zmm17, %k1
	vcmplepd %zmm10, %zmm18, %k2
	vcmplepd %zmm11, %zmm19, %k3
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
	vpandq %zmm20, %zmm6, %zmm8
	vporq %zmm3, %zmm5, %zmm3
	vpandq %zmm20, %zmm7, %zmm6
	vpsllvq %zmm8, %zmm10, %zmm5
	vporq %zmm2, %zmm5, %zmm2
	vpsllvq %zmm6, %zmm11, %zmm5
	vporq %zmm0, %zmm5, %zmm0
	cmpq %rsi, %rcx
	jne .LBB_244
	vporq %zmm1, %zmm3, %zmm1
	vpternlogq $254, %zmm1, %zmm2, %zmm0
	vextracti64x4 $1, %zmm0, %ymm1
	vporq %zmm1, %zmm0, %zmm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r12
	cmpq %rcx, %rdx
	je .LBB_251
	vmovapd 400(%rsp), %xmm3
	vmovsd .LCPI_6(%rip), %xmm4
	testb $24, %al
	je .LBB_250
.LBB_247:
	vbroadcastsd .LCPI_6(%rip), %zmm7
	vpbroadcastq %rcx, %zmm1
	vporq .LCPI_1(%rip), %zmm1, %zmm1
	vpbroadcastq .LCPI_7(%rip), %zmm5
	vpbroadcastq .LCPI_2(%rip), %zmm6
	vbroadcastsd .LCPI_5(%rip), %zmm8
	vmovq %r12, %xmm0
.LBB_248:
	vmovupd (%rbx,%rcx,8), %zmm2
	vmovupd (%r15,%rcx,8), %zmm3
	addq $8, %rcx
	vsubpd %zmm3, %zmm2, %zmm4
	vandpd %zmm8, %zmm3, %zmm3
	vandpd %zmm8, %zmm2, %zmm2
	vaddpd %zmm3, %zmm2, %zmm2
	vpandq %zmm5, %zmm1, %zmm3
	vpaddq %zmm6, %zmm1, %zmm1
	vandpd %zmm8, %zmm4, %zmm4
	vmulpd %zmm7, %zmm2, %zmm2
	vcmplepd %zmm2, %zmm4, %k0
	vpmovm2q %k0, %zmm2
	vpsrlq $63, %zmm2, %zmm2
	vpsllvq %zmm3, %zmm2, %zmm2
	vporq %zmm0, %zmm2, %zmm0
	cmpq %rcx, %rdi
	jne .LBB_248
	vmovapd 400(%rsp), %xmm3
	vmovsd .LCPI_6(%rip), %xmm4
	vextracti64x4 $1, %zmm0, %ymm1
	movq %rdi, %rcx
	vporq %zmm1, %zmm0, %zmm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r12
	cmpq %rdi, %rdx
	je .LBB_251
.LBB_250:
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd (%r15,%rcx,8), %xmm1
	xorl %edx, %edx
	vsubsd %xmm1, %xmm0, %xmm2
	vandpd %xmm3, %xmm1, %xmm1
	vandpd %xmm3, %xmm0, %xmm0
	vaddsd %xmm1, %xmm0, %xmm0
	vandpd %xmm3, %xmm2, %xmm2
	vmulsd %xmm4, %xmm0, %xmm0
	vucomisd %xmm2, %xmm0
	setae %dl
	shlxq %rcx, %rdx, %rdx
	incq %rcx
	orq %rdx, %r12
	cmpq %rcx, %rax
	jne .LBB_250
.LBB_251:
	testq %r12, %r12
	je .LBB_236
.LBB_252:
	tzcntq %r12, %r14
	orq 8(%rsp), %r14
	movq 24(%rsp), %rsi
	leaq 288(%rsp), %rdi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 32(%rsp), %r8
	cmpq %r8, %r14
	jae .LBB_344
	movq 40(%rsp), %rax
	movq (%rsp), %rcx
	blsrq %r12, %r12
	vmovq %xmm0, (%rax,%r14,8)
	vmovq %xmm1, (%rcx,%r14,8)
	jne .LBB_252
	jmp .LBB_236
.LBB_255:
	movq 16(%rsp), %r11
	movq 384(%rsp), %rdi
	cmpq %r11, %r8
	jne .LBB_340
	movq $0, 240(%rsp)
	cmpq 224(%rsp), %r11
	ja .LBB_271
	movq 376(%rsp), %r9
	movq 272(%rsp), %rbx
	movq 368(%rsp), %r14
	movq 360(%rsp), %r10
	movq (%rsp), %r12
	movl $0, %edx
	testq %r11, %r11
	je .LBB_278
	cmpq $16, %r11
	jae .LBB_273
.LBB_259:
	movq 40(%rsp), %r15
.LBB_260:
	xorl %eax, %eax
.LBB_261:
	testq %r10, %r10
	je .LBB_265
	movq %r10, %rcx
	movq %rax, %rdi
.LBB_263:
	vmovsd (%r15,%rdi,8), %xmm0
	vmovsd (%r12,%rdi,8), %xmm1
	incq %rdi
	vucomisd %xmm0, %xmm1
	seta %sil
	vucomisd %xmm1, %xmm0
	seta %r8b
	subb %r8b, %sil
	movb %sil, (%rbx,%rdx)
	incq %rdx
	decq %rcx
	jne .LBB_263
	subq %r11, %rax
	cmpq $-8, %rax
	jbe .LBB_266
	jmp .LBB_278
.LBB_265:
	movq %rax, %rdi
	subq %r11, %rax
	cmpq $-8, %rax
	ja .LBB_278
.LBB_266:
	movq %r11, %rcx
	leaq 7(%rbx,%rdx), %rax
	subq %rdi, %rcx
	leaq 56(%r12,%rdi,8), %rsi
	leaq 56(%r15,%rdi,8), %rdi
	negq %rdx
	xorl %r8d, %r8d
.LBB_267:
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
	jne .LBB_267
	negq %rdx
	jmp .LBB_278
.LBB_271:
	movl $1, %ecx
	movl $1, %r8d
	leaq 224(%rsp), %rdi
	xorl %esi, %esi
	movq %r11, %rdx
	vzeroupper
	callq alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	movq (%rsp), %r12
	movq 232(%rsp), %rbx
	movq 240(%rsp), %rdx
	movq 16(%rsp), %r11
	movq 376(%rsp), %r9
	movq 384(%rsp), %rdi
	movq 368(%rsp), %r14
	movq 360(%rsp), %r10
	cmpq $16, %r11
	jb .LBB_259
.LBB_273:
	movq 40(%rsp), %r15
	leaq (%rbx,%rdx), %rax
	leaq (%rax,%r11), %rcx
	leaq (%r15,%rdi), %rsi
	addq %r12, %rdi
	cmpq %rsi, %rax
	setb %sil
	cmpq %rcx, %r15
	setb %r8b
	cmpq %rdi, %rax
	setb %al
	cmpq %rcx, %r12
	setb %cl
	testb %r8b, %sil
	jne .LBB_260
	andb %cl, %al
	jne .LBB_260
	leaq 8(%rbx,%rdx), %rax
	addq %r9, %rdx
	xorl %ecx, %ecx
.LBB_276:
	vmovupd (%r15,%rcx,8), %zmm0
	vmovupd (%r12,%rcx,8), %zmm2
	vmovupd 64(%r15,%rcx,8), %zmm1
	vmovupd 64(%r12,%rcx,8), %zmm3
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
	cmpq %rcx, %r9
	jne .LBB_276
	movq %r9, %rax
	cmpq %r9, %r11
	jne .LBB_261
.LBB_278:
	movq %rdx, 240(%rsp)
	movq %rbx, 272(%rsp)
	testq %r14, %r14
	je .LBB_313
	leaq 25(%rbx), %rcx
	leaq 1(%rbx), %r8
	movl $1, %edi
	movl $65, %r9d
	movq $-1, %r10
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 8(%rsp)
	xorl %r12d, %r12d
	xorl %r15d, %r15d
	xorl %ebp, %ebp
	jmp .LBB_282
.LBB_280:
	movq 16(%rsp), %r11
	movq 80(%rsp), %rbx
	movq 24(%rsp), %rbp
.LBB_281:
	movq 40(%rsp), %r12
	movq (%rsp), %rdi
	decq %r14
	addq $64, %r9
	addq $-64, %r10
	addq $64, %rcx
	addq $64, %r8
	incq %r12
	testq %r14, %r14
	je .LBB_309
.LBB_282:
	cmpq %r9, %r11
	movq %rbp, 24(%rsp)
	movq %r9, %rbp
	cmovbq %r11, %rbp
	leaq (%rbp,%r10), %rax
	cmpq $1, %rax
	movq %r12, %rax
	adcq %r10, %rbp
	shlq $6, %rax
	leaq 65(%rax), %rsi
	notq %rax
	cmpq %rsi, %r11
	cmovbq %r11, %rsi
	leaq (%rsi,%rax), %r13
	cmpq $1, %r13
	adcq %rsi, %rax
	leaq 64(%rdi), %rsi
	cmpq %rsi, %r11
	movq %rsi, (%rsp)
	cmovbq %r11, %rsi
	cmpq %rdi, %r11
	jb .LBB_338
	cmpq %rdx, %rsi
	ja .LBB_338
	leaq -1(%rdi), %rbx
	leaq -1(%rsi), %r11
	cmpq %rbx, %r11
	jb .LBB_335
	cmpq %rdx, %r11
	ja .LBB_335
	movq %r12, 40(%rsp)
	cmpq %rdi, 16(%rsp)
	je .LBB_280
	cmpq $8, %r13
	jae .LBB_289
	xorl %r12d, %r12d
	xorl %ebx, %ebx
	jmp .LBB_298
.LBB_289:
	cmpq $32, %r13
	jae .LBB_291
	xorl %ebx, %ebx
	xorl %r12d, %r12d
	jmp .LBB_295
.LBB_291:
	vmovdqa64 .LCPI_1(%rip), %zmm5
	vpbroadcastq .LCPI_7(%rip), %zmm15
	vpbroadcastq .LCPI_2(%rip), %zmm16
	vpbroadcastq .LCPI_3(%rip), %zmm17
	vpbroadcastq .LCPI_4(%rip), %zmm18
	vpbroadcastq .LCPI_8(%rip), %zmm19
	movq %rbp, %r12
	movq %rax, %rbx
	andq $-32, %r12
	andq $-32, %rbx
	vpcmpeqd %xmm14, %xmm14, %xmm14
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r11d, %r11d
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
.LBB_292:
	vpmovzxbw -24(%rcx,%r11), %xmm9
	vpmovzxbw -25(%rcx,%r11), %xmm10
	vpmovzxbw -17(%rcx,%r11), %xmm11
	vpmovzxbw -9(%rcx,%r11), %xmm12
	vpmovzxbw -1(%rcx,%r11), %xmm13
	vpaddq %zmm16, %zmm5, %zmm6
	vpaddq %zmm17, %zmm5, %zmm7
	vpaddq %zmm18, %zmm5, %zmm8
	vpandq %zmm15, %zmm6, %zmm6
	vpmullw %xmm9, %xmm10, %xmm9
	vpmovzxbw -16(%rcx,%r11), %xmm10
	vpmovwb %xmm9, %xmm9
	vpcmpeqb %xmm14, %xmm9, %k0
	vpmovm2q %k0, %zmm9
	vpsrlq $63, %zmm9, %zmm9
	vpmullw %xmm10, %xmm11, %xmm10
	vpmovzxbw -8(%rcx,%r11), %xmm11
	vpmovwb %xmm10, %xmm10
	vpcmpeqb %xmm14, %xmm10, %k1
	vpmovm2q %k1, %zmm10
	vpsrlq $63, %zmm10, %zmm10
	vpsllvq %zmm6, %zmm10, %zmm6
	vpmullw %xmm11, %xmm12, %xmm11
	vpmovzxbw (%rcx,%r11), %xmm12
	vporq %zmm4, %zmm6, %zmm4
	vpandq %zmm15, %zmm7, %zmm6
	addq $32, %r11
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
	cmpq %r11, %r12
	jne .LBB_292
	vporq %zmm2, %zmm4, %zmm2
	vpternlogq $254, %zmm2, %zmm3, %zmm1
	vextracti64x4 $1, %zmm1, %ymm2
	vporq %zmm2, %zmm1, %zmm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r12
	cmpq %rbx, %r13
	je .LBB_300
	testb $24, %al
	je .LBB_298
.LBB_295:
	vpbroadcastq %rbx, %zmm2
	vporq .LCPI_1(%rip), %zmm2, %zmm2
	vpbroadcastq .LCPI_7(%rip), %zmm6
	vpbroadcastq .LCPI_2(%rip), %zmm7
	andq $-8, %rbp
	andq $-8, %rax
	vmovq %r12, %xmm1
	vpcmpeqd %xmm5, %xmm5, %xmm5
.LBB_296:
	vpmovzxbw (%r8,%rbx), %xmm3
	vpmovzxbw -1(%r8,%rbx), %xmm4
	addq $8, %rbx
	vpmullw %xmm3, %xmm4, %xmm3
	vpandq %zmm6, %zmm2, %zmm4
	vpaddq %zmm7, %zmm2, %zmm2
	vpmovwb %xmm3, %xmm3
	vpcmpeqb %xmm5, %xmm3, %k0
	vpmovm2q %k0, %zmm3
	vpsrlq $63, %zmm3, %zmm3
	vpsllvq %zmm4, %zmm3, %zmm3
	vporq %zmm1, %zmm3, %zmm1
	cmpq %rbx, %rbp
	jne .LBB_296
	vextracti64x4 $1, %zmm1, %ymm2
	movq %rax, %rbx
	vporq %zmm2, %zmm1, %zmm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r12
	cmpq %rax, %r13
	je .LBB_300
.LBB_298:
	subq %rdi, %rsi
.LBB_299:
	movzbl -1(%r8,%rbx), %eax
	xorl %r11d, %r11d
	mulb (%r8,%rbx)
	cmpb $-1, %al
	sete %r11b
	shlxq %rbx, %r11, %rax
	incq %rbx
	orq %rax, %r12
	cmpq %rsi, %rbx
	jb .LBB_299
.LBB_300:
	movq 16(%rsp), %r11
	movq 80(%rsp), %rbx
	movq 272(%rsp), %r13
	movq 24(%rsp), %rbp
	movq %r15, %rax
	testq %r12, %r12
	jne .LBB_302
	jmp .LBB_281
.LBB_301:
	movq %rax, %r15
	blsrq %r12, %r12
	je .LBB_281
.LBB_302:
	tzcntq %r12, %rsi
	addq %rdi, %rsi
	cmpq %rdx, %rsi
	jae .LBB_345
	movsbq (%r13,%rsi), %r15
	cmpq %r15, %rax
	je .LBB_301
	testq %rax, %rax
	je .LBB_307
	cmpq %r11, %rsi
	jae .LBB_347
	vmovsd (%rbx,%rsi,8), %xmm1
	vcvtsi2sd %rax, %xmm31, %xmm2
	incq %rbp
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vmovsd 8(%rsp), %xmm1
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd .LCPI_10(%rip), %xmm0, %xmm0
	vaddsd .LCPI_11(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 8(%rsp)
.LBB_307:
	cmpq %r11, %rsi
	jae .LBB_346
	vmovsd (%rbx,%rsi,8), %xmm0
	movq %r15, %rax
	blsrq %r12, %r12
	jne .LBB_302
	jmp .LBB_281
.LBB_309:
	testq %r15, %r15
	je .LBB_312
	testq %r11, %r11
	je .LBB_359
	vmovsd -8(%rbx,%r11,8), %xmm1
	vcvtsi2sd %r15, %xmm31, %xmm2
	incq %rbp
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vmovsd 8(%rsp), %xmm1
	vaddsd .LCPI_9(%rip), %xmm0, %xmm0
	vmulsd .LCPI_10(%rip), %xmm0, %xmm0
	vaddsd .LCPI_11(%rip), %xmm0, %xmm0
	vmulsd .LCPI_12(%rip), %xmm0, %xmm0
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 8(%rsp)
.LBB_312:
	movq 264(%rsp), %rbx
	cmpq 248(%rsp), %rbx
	jne .LBB_159
	jmp .LBB_314
.LBB_313:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 8(%rsp)
	xorl %ebp, %ebp
	movq 264(%rsp), %rbx
	cmpq 248(%rsp), %rbx
	jne .LBB_159
.LBB_314:
	leaq 248(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	jmp .LBB_159
.LBB_317:
	movq 152(%rsp), %r15
.LBB_318:
	movq 264(%rsp), %rax
	movq 352(%rsp), %rcx
	movq 248(%rsp), %rsi
	movq 256(%rsp), %rdx
	movq %rax, 16(%rcx)
	movq %rsi, (%rcx)
	movq %rdx, 8(%rcx)
	testq %r15, %r15
	je .LBB_320
	movq 160(%rsp), %rdi
	shlq $3, %r15
	movl $8, %edx
	movq %r15, %rsi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_320:
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_322
	movq 184(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_322:
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_324
	movq 208(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_324:
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_326
	movq 232(%rsp), %rdi
	movl $1, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_326:
	leaq 288(%rsp), %rdi
	vzeroupper
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 48(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_328
	movq 56(%rsp), %rdx
	movq 64(%rsp), %rax
	movq $0, 160(%rsp)
	movq %rcx, 168(%rsp)
	movq %rdx, 176(%rsp)
	movq $0, 192(%rsp)
	movq %rcx, 200(%rsp)
	movl $1, %ecx
	movq %rdx, 208(%rsp)
	jmp .LBB_329
.LBB_328:
	xorl %ecx, %ecx
	xorl %eax, %eax
.LBB_329:
	leaq 456(%rsp), %rdi
	leaq 152(%rsp), %rsi
	movq %rcx, 152(%rsp)
	movq %rcx, 184(%rsp)
	movq %rax, 216(%rsp)
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 456(%rsp), %rax
	testq %rax, %rax
	je .LBB_334
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r15
	leaq 456(%rsp), %rbx
	leaq 152(%rsp), %r14
	jmp .LBB_332
.LBB_331:
	movq %rbx, %rdi
	movq %r14, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 456(%rsp), %rax
	testq %rax, %rax
	je .LBB_334
.LBB_332:
	movq 472(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_331
	leaq 96(%rax,%rcx,8), %rax
	shlq $3, %rsi
	movl $8, %edx
	movq 8(%rax), %rdi
	callq *%r15
	jmp .LBB_331
.LBB_334:
	movq 352(%rsp), %rax
	addq $552, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_338:
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_339
.LBB_335:
	leaq .Lanon.2(%rip), %rcx
	movq %rbx, %rdi
	movq %r11, %rsi
.LBB_339:
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_336:
	movq 8(%rsp), %rdi
	leaq .Lanon.3(%rip), %rcx
	movq %r8, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_340:
	leaq .Lanon.4(%rip), %rdi
	leaq .Lanon.5(%rip), %rdx
	movl $49, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_341:
	leaq .Lanon.6(%rip), %rcx
	leaq .Lanon.7(%rip), %r9
	leaq 440(%rsp), %rsi
	leaq 448(%rsp), %rdx
	movl $49, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_342:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movabsq $2305843009213693951, %rsi
	movabsq $9223372036854775800, %rdi
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_138
.LBB_344:
	leaq .Lanon.8(%rip), %rdx
	movq %r14, %rdi
	movq %r8, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_345:
	movq %rsi, %rdi
	leaq .Lanon.9(%rip), %rax
	jmp .LBB_356
.LBB_346:
	movq %rsi, %rdi
	movq %r11, %rdx
	leaq .Lanon.10(%rip), %rax
	jmp .LBB_356
.LBB_347:
	movq %rsi, %rdi
	movq %r11, %rdx
	leaq .Lanon.11(%rip), %rax
	jmp .LBB_356
.LBB_348:
	movq $0, (%rsp)
.LBB_349:
	movq (%rsp), %rdi
	movq 32(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_350:
	movq %rax, %rdi
	movq %rax, %rdx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_356
.LBB_351:
	movq %rdx, %rdi
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_356
.LBB_352:
	movq 88(%rsp), %rdx
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_355
.LBB_353:
	movq %r15, %rdi
	movq %r15, %rdx
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_356
.LBB_354:
	movq 72(%rsp), %rdx
	leaq .Lanon.16(%rip), %rax
.LBB_355:
	movq %rdx, %rdi
.LBB_356:
	movq %rdx, %rsi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_357:
	leaq .Lanon.17(%rip), %rdi
	leaq .Lanon.18(%rip), %rdx
	movl $22, %esi
	vzeroupper
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_358:
	leaq .Lanon.19(%rip), %rdi
	leaq .Lanon.20(%rip), %rcx
	leaq .Lanon.21(%rip), %r8
	leaq 103(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_359:
	movq 424(%rsp), %rdi
	leaq .Lanon.22(%rip), %rax
	xorl %edx, %edx
	jmp .LBB_356
.LBB_360:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_361:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_363
.LBB_362:
	movq 16(%rsp), %rsi
	movl $1, %edi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_363:
	ud2
	jmp .LBB_377
	movq %rax, %rbx
	testq %r15, %r15
	je .LBB_393
	leaq (,%r15,8), %rsi
	movl $8, %edx
	movq %r13, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r15, 16(%rsp)
	jmp .LBB_368
	cmpq $0, 16(%rsp)
	movq %rax, %rbx
	je .LBB_393
.LBB_368:
	movq 16(%rsp), %rax
	movl $8, %edx
	movq %r12, %rdi
	leaq (,%rax,8), %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_370
	cmpq $0, 16(%rsp)
	movq %rax, %rbx
	je .LBB_393
.LBB_370:
	movq 16(%rsp), %rsi
	movl $8, %edx
	movq %r14, %rdi
	shlq $3, %rsi
	jmp .LBB_391
	jmp .LBB_380
	jmp .LBB_377
	jmp .LBB_377
	cmpq $0, (%rsp)
	movq %rax, %rbx
	je .LBB_394
	movq (%rsp), %rsi
	movl $8, %edx
	movq %r12, %rdi
	shlq $3, %rsi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_394
.LBB_377:
	movq %rax, %rbx
	jmp .LBB_394
	jmp .LBB_380
.LBB_380:
	movq 248(%rsp), %rsi
	movq %rax, %rbx
	testq %rsi, %rsi
	je .LBB_383
	movq 256(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_383:
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_387
.LBB_384:
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_388
.LBB_385:
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_389
.LBB_386:
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_390
	jmp .LBB_393
	movq %rax, %rbx
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_384
.LBB_387:
	movq 160(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_385
.LBB_388:
	movq 184(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_386
.LBB_389:
	movq 208(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_393
.LBB_390:
	movq 232(%rsp), %rdi
	movl $1, %edx
.LBB_391:
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_393
	movq %rax, %rbx
.LBB_393:
	leaq 288(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_394:
	movq 48(%rsp), %rcx
	testq %rcx, %rcx
	jne .LBB_396
	xorl %ecx, %ecx
	xorl %eax, %eax
	jmp .LBB_397
.LBB_396:
	movq 56(%rsp), %rdx
	movq 64(%rsp), %rax
	movq $0, 464(%rsp)
	movq %rcx, 472(%rsp)
	movq %rdx, 480(%rsp)
	movq $0, 496(%rsp)
	movq %rcx, 504(%rsp)
	movl $1, %ecx
	movq %rdx, 512(%rsp)
.LBB_397:
	movq %rcx, 456(%rsp)
	movq %rcx, 488(%rsp)
	movq %rax, 520(%rsp)
	leaq 528(%rsp), %rdi
	leaq 456(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 528(%rsp), %rax
	testq %rax, %rax
	je .LBB_404
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
	leaq 528(%rsp), %r14
	leaq 456(%rsp), %r15
.LBB_400:
	movq 544(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_402
	leaq 96(%rax,%rcx,8), %rax
	shlq $3, %rsi
	movl $8, %edx
	movq 8(%rax), %rdi
	callq *%r12
.LBB_402:
	movq %r14, %rdi
	movq %r15, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 528(%rsp), %rax
	testq %rax, %rax
	jne .LBB_400
.LBB_404:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
