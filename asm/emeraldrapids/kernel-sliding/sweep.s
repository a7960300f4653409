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
	subq $552, %rsp
	movq %rdi, 352(%rsp)
	movq (%rsi), %rax
	movq %rax, 80(%rsp)
	movq 8(%rsi), %r13
	movq $0, 48(%rsp)
	movq $0, 64(%rsp)
	movq 16(%rsi), %rcx
	movq 24(%rsi), %rdx
	movq %rdx, 72(%rsp)
	leaq (%rdx,%rdx,2), %rax
	shlq $4, %rax
	movq %rcx, 24(%rsp)
	addq %rcx, %rax
	movq %rax, 392(%rsp)
	testq %rdx, %rdx
	movq %r13, 16(%rsp)
	je .LBB_136
	movabsq $2305843009213693951, %rax
	cmpq %rax, %r13
	seta %al
	leaq (,%r13,8), %r12
	movabsq $9223372036854775800, %rcx
	cmpq %rcx, %r12
	seta %cl
	orb %al, %cl
	movb %cl, 88(%rsp)
	movq 24(%rsp), %rsi
	movq %r12, 32(%rsp)
	jmp .LBB_4
.LBB_2:
	leaq 48(%rsp), %rax
.LBB_3:
	movq 40(%rsp), %rsi
	addq $48, %rsi
	movq %r14, 8(%rsp)
	movq %rax, %r14
	cmpq 392(%rsp), %rsi
	movq 16(%rsp), %r13
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
	je .LBB_347
	movq 56(%rsp), %rcx
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
	jb .LBB_347
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
	jb .LBB_347
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
	jb .LBB_347
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
	jb .LBB_347
	movq 368(%rsi,%rdi,8), %rsi
	jmp .LBB_32
.LBB_39:
	movq %rdx, %r14
.LBB_40:
	subq $1, %rcx
	jb .LBB_347
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
	movq 48(%rsp), %rax
	testq %rax, %rax
	je .LBB_91
	movq 56(%rsp), %rdx
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
	leaq 48(%rsp), %r14
	movq 32(%rsp), %r12
	testq %rax, %rax
	je .LBB_99
.LBB_56:
	movq 56(%rsp), %rdx
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
	leaq 48(%rsp), %r14
	testq %rax, %rax
	je .LBB_107
.LBB_65:
	movq 56(%rsp), %rdx
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
	leaq 48(%rsp), %r14
	testq %rax, %rax
	je .LBB_115
.LBB_74:
	movq 56(%rsp), %rdx
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
	movq %r14, 8(%rsp)
	leaq 48(%rsp), %r14
	testq %rax, %rax
	je .LBB_123
.LBB_83:
	movq 56(%rsp), %rcx
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
	leaq 48(%rsp), %rax
	movq %rax, 112(%rsp)
	movq %r12, 120(%rsp)
	movq %rcx, 128(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	movq 32(%rsp), %rax
	testq %rax, %rax
	je .LBB_95
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq 32(%rsp), %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_348
	movq %rax, %rcx
	movq 16(%rsp), %rsi
	movq %rsi, (%rsp)
	jmp .LBB_96
.LBB_95:
	movl $8, %ecx
	movq $0, (%rsp)
	movq 16(%rsp), %rsi
.LBB_96:
	movq 80(%rsp), %rdi
	movq %r12, %rdx
	movq %rcx, %r12
	movq %rsi, %r8
	callq *kernel_sliding::wma::wma_into@GOTPCREL(%rip)
	movq (%rsp), %rax
	movq %rax, 288(%rsp)
	movq %r12, 296(%rsp)
	movq 16(%rsp), %rax
	movq %rax, 304(%rsp)
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
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_103
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_348
	movq 16(%rsp), %rsi
	movq %rsi, (%rsp)
	jmp .LBB_104
.LBB_103:
	movl $8, %eax
	movq $0, (%rsp)
	movq 16(%rsp), %rsi
.LBB_104:
	movq 80(%rsp), %rdi
	movq %rbp, %rdx
	movq %rax, %r12
	movq %rax, %rcx
	movq %rsi, %rbp
	movq %rsi, %r8
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
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_111
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_348
	movq %rax, %r12
	movq 16(%rsp), %rbp
	movq %rbp, (%rsp)
	jmp .LBB_112
.LBB_111:
	movl $8, %r12d
	movq $0, (%rsp)
	movq 16(%rsp), %rbp
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
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_119
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_348
	movq %rax, %r12
	movq 16(%rsp), %r15
	movq %r15, (%rsp)
	jmp .LBB_120
.LBB_119:
	movl $8, %r12d
	movq $0, (%rsp)
	movq 16(%rsp), %r15
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
	movq %r13, 120(%rsp)
	movq %rax, 128(%rsp)
	movq 8(%rsp), %rax
	movq %rax, 136(%rsp)
	movq %r14, 144(%rsp)
	testq %r12, %r12
	je .LBB_127
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %eax
	movq %rax, (%rsp)
	movl $8, %esi
	movq %r12, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_348
	movq %rax, %r12
	movq 16(%rsp), %rbx
	movq %rbx, (%rsp)
	jmp .LBB_128
.LBB_127:
	movl $8, %r12d
	movq $0, (%rsp)
	movq 16(%rsp), %rbx
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
	movq %rax, %rbx
	cmpb $1, 16(%rax)
	jne .LBB_341
	movq (%rbx), %rax
	movq 8(%rbx), %rdx
	movabsq $2305843009213693951, %rsi
	movabsq $9223372036854775800, %rdi
.LBB_138:
	leaq 1(%rax), %rcx
	movq %rcx, (%rbx)
	movq 80(%rsp), %rcx
	movq %rcx, 288(%rsp)
	movq %r13, 296(%rsp)
	vmovupd .Lanon.0(%rip), %ymm0
	vmovupd %ymm0, 304(%rsp)
	movq %rax, 336(%rsp)
	movq %rdx, 344(%rsp)
	leaq (,%r13,8), %rbp
	cmpq %rsi, %r13
	seta %al
	cmpq %rdi, %rbp
	seta %cl
	orb %al, %cl
	je .LBB_141
	xorl %ebx, %ebx
.LBB_140:
	movq %rbx, %rdi
	movq %rbp, %rsi
	vzeroupper
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_141:
	testq %rbp, %rbp
	je .LBB_148
	vzeroupper
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %ebx
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_140
	movq %rax, %r14
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_358
	movq %rax, %r12
	callq *__rustc::__rust_no_alloc_shim_is_unstable_v2@GOTPCREL(%rip)
	movl $8, %esi
	movq %rbp, %rdi
	callq *__rustc::__rust_alloc_zeroed@GOTPCREL(%rip)
	testq %rax, %rax
	je .LBB_359
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
	je .LBB_360
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
	movq 72(%rsp), %rax
	movq %rax, %rbx
	shlq $4, %rbx
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
	jmp .LBB_361
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
	movq 72(%rsp), %rdx
	movq %rdx, %rcx
	jmp .LBB_157
.LBB_156:
	movl $8, %eax
	xorl %ecx, %ecx
	movq 72(%rsp), %rdx
.LBB_157:
	movq %rcx, 248(%rsp)
	movq %rax, 256(%rsp)
	movq $0, 264(%rsp)
	testq %rdx, %rdx
	movabsq $2305843009213693951, %rax
	je .LBB_317
	movq %r13, 272(%rsp)
	movq %rbp, 384(%rsp)
	movq %r12, %rcx
	subq $1, %rcx
	movq %rcx, 424(%rsp)
	movq %r12, %rcx
	adcq $-1, %rcx
	addq $63, %rcx
	shrq $6, %rcx
	movq %rcx, 368(%rsp)
	addq $-7, %rax
	andq %r12, %rax
	movq %rax, 376(%rsp)
	andl $3, %r12d
	movq %r12, 360(%rsp)
	vmovddup .LCPI_5(%rip), %xmm0
	vmovapd %xmm0, 400(%rsp)
	movq 24(%rsp), %rax
	jmp .LBB_160
.LBB_159:
	movq 256(%rsp), %rax
	movq %rbx, %rcx
	shlq $4, %rcx
	vmovsd 8(%rsp), %xmm0
	vmovsd %xmm0, (%rax,%rcx)
	movq %rbp, 8(%rax,%rcx)
	incq %rbx
	movq %rbx, 264(%rsp)
	movq 432(%rsp), %rcx
	movq %rcx, %rax
	cmpq 392(%rsp), %rcx
	je .LBB_316
.LBB_160:
	movq %rax, 24(%rsp)
	movq (%rax), %rax
	testq %rax, %rax
	js .LBB_356
	movq 48(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_355
	movq 24(%rsp), %rcx
	addq $48, %rcx
	movq %rcx, 432(%rsp)
	movq 56(%rsp), %rdi
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
	jb .LBB_355
	movq 368(%r8,%rdx,8), %r8
	jmp .LBB_163
.LBB_170:
	movq 24(%rsp), %rax
	movq 8(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_356
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
	jb .LBB_355
	movq 368(%r10,%r9,8), %r10
	jmp .LBB_172
.LBB_179:
	movq 24(%rsp), %rdx
	movq 32(%rdx), %r9
	testq %r9, %r9
	js .LBB_356
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
	jb .LBB_355
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_181
.LBB_188:
	movq 24(%rsp), %r9
	movq 40(%r9), %r9
	testq %r9, %r9
	js .LBB_356
	movq 80(%r10,%r14), %r15
	movq 88(%r10,%r14), %r10
	movq %r10, 88(%rsp)
	movq %rdi, %r11
	movq %rsi, %r10
.LBB_190:
	movzwl 362(%r10), %r12d
	leal (,%r12,8), %ebx
	leaq (%rbx,%rbx,2), %r13
	movq $-1, %rbx
	xorl %r14d, %r14d
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
	jb .LBB_355
	movq 368(%r10,%rbx,8), %r10
	jmp .LBB_190
.LBB_197:
	movq 24(%rsp), %r9
	movq 24(%r9), %r12
	testq %r12, %r12
	js .LBB_356
	movq 80(%r10,%r14), %rbx
	movq 88(%r10,%r14), %r9
	movq %r9, 72(%rsp)
.LBB_199:
	movzwl 362(%rsi), %r10d
	leal (,%r10,8), %r9d
	leaq (%r9,%r9,2), %r14
	movq $-1, %r9
	xorl %r11d, %r11d
.LBB_200:
	cmpq %r11, %r14
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
	jb .LBB_355
	movq 368(%rsi,%r9,8), %rsi
	jmp .LBB_199
.LBB_206:
	movq 80(%rsi,%r11), %r13
	movq 88(%rsi,%r11), %rsi
	movq %rsi, 280(%rsp)
	movq 160(%rsp), %rdi
	movq 168(%rsp), %rsi
	leaq (,%rsi,8), %rbp
	leaq (%rdi,%rsi,8), %r14
	testq %rsi, %rsi
	movq %rsi, (%rsp)
	je .LBB_217
	cmpq %rdx, %rax
	movq %rdx, %r9
	cmovbq %rax, %r9
	leaq -8(%rbp), %r10
	shrq $3, %r10
	cmpq %r10, %r9
	cmovbq %r9, %r10
	cmpq $8, %r10
	jae .LBB_209
.LBB_208:
	xorl %r9d, %r9d
	movq %rdi, %r11
	jmp .LBB_214
.LBB_209:
	movq %rdi, %r9
	subq %r8, %r9
	cmpq $64, %r9
	jb .LBB_208
	movq %rdi, %rsi
	subq %rcx, %rsi
	movl $0, %r9d
	movq %rdi, %r11
	cmpq $64, %rsi
	movq (%rsp), %rsi
	jb .LBB_214
	incq %r10
	movl %r10d, %r11d
	andl $7, %r11d
	movl $8, %esi
	cmoveq %rsi, %r11
	movq %r10, %r9
	subq %r11, %r9
	leaq (%rdi,%r9,8), %r11
	xorl %esi, %esi
.LBB_212:
	vmovupd (%r8,%rsi,8), %ymm0
	vmovupd 32(%r8,%rsi,8), %ymm1
	vaddpd %ymm0, %ymm0, %ymm0
	vaddpd %ymm1, %ymm1, %ymm1
	vsubpd (%rcx,%rsi,8), %ymm0, %ymm0
	vsubpd 32(%rcx,%rsi,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rdi,%rsi,8)
	vmovupd %ymm1, 32(%rdi,%rsi,8)
	addq $8, %rsi
	cmpq %rsi, %r9
	jne .LBB_212
	movq (%rsp), %rsi
.LBB_214:
	cmpq %r9, %rdx
	je .LBB_350
	cmpq %r9, %rax
	je .LBB_349
	vmovsd (%r8,%r9,8), %xmm0
	vaddsd %xmm0, %xmm0, %xmm0
	vsubsd (%rcx,%r9,8), %xmm0, %xmm0
	vmovsd %xmm0, (%r11)
	addq $8, %r11
	incq %r9
	cmpq %r14, %r11
	jne .LBB_214
.LBB_217:
	movq %rbx, 104(%rsp)
	movq 24(%rsp), %rax
	movq 16(%rax), %rdx
	testq %rdx, %rdx
	js .LBB_356
	movq %r15, %rbx
	movq 184(%rsp), %rcx
	movq 192(%rsp), %r8
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
	cmpq $8, %rbp
	jae .LBB_222
	xorl %ecx, %ecx
	movq 8(%rsp), %rax
	movq 104(%rsp), %r9
	jmp .LBB_227
.LBB_222:
	movq 8(%rsp), %rsi
	movq %rsi, %rax
	subq %rbx, %rax
	cmpq $64, %rax
	jb .LBB_268
	movq %rsi, %rax
	movq 104(%rsp), %r9
	subq %r9, %rax
	cmpq $64, %rax
	jb .LBB_269
	movq %rsi, %rdx
	subq %r13, %rdx
	movl $0, %ecx
	movq %rsi, %rax
	cmpq $64, %rdx
	jb .LBB_227
	movq %rbp, %rdx
	incq %rdx
	movl %edx, %eax
	andl $7, %eax
	movl $8, %ecx
	cmoveq %rcx, %rax
	movq %rdx, %rcx
	subq %rax, %rcx
	leaq (%rsi,%rcx,8), %rax
	xorl %edx, %edx
	vbroadcastsd .LCPI_0(%rip), %ymm2
.LBB_226:
	vmulpd (%rbx,%rdx,8), %ymm2, %ymm0
	vmulpd 32(%rbx,%rdx,8), %ymm2, %ymm1
	vsubpd (%r9,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%r9,%rdx,8), %ymm1, %ymm1
	vsubpd (%r13,%rdx,8), %ymm0, %ymm0
	vsubpd 32(%r13,%rdx,8), %ymm1, %ymm1
	vmovupd %ymm0, (%rsi,%rdx,8)
	vmovupd %ymm1, 32(%rsi,%rdx,8)
	addq $8, %rdx
	cmpq %rdx, %rcx
	jne .LBB_226
.LBB_227:
	leaq (%r13,%rcx,8), %rdx
	leaq (%r9,%rcx,8), %rsi
	leaq (%rbx,%rcx,8), %rdi
	movq %r15, %r8
	subq %rcx, %r8
	movq 72(%rsp), %r9
	subq %rcx, %r9
	movq 88(%rsp), %r10
	subq %rcx, %r10
	xorl %ecx, %ecx
	xorl %r11d, %r11d
.LBB_228:
	cmpq %r11, %r10
	je .LBB_351
	cmpq %r11, %r9
	je .LBB_353
	cmpq %r11, %r8
	je .LBB_352
	vmovsd .LCPI_0(%rip), %xmm0
	vmulsd (%rdi,%r11,8), %xmm0, %xmm0
	vsubsd (%rsi,%r11,8), %xmm0, %xmm0
	vsubsd (%rdx,%r11,8), %xmm0, %xmm0
	vmovsd %xmm0, (%rax,%r11,8)
	incq %r11
	leaq 8(%rax,%rcx), %rbx
	addq $8, %rcx
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
	movq %r8, 440(%rsp)
	movq %r14, 448(%rsp)
	cmpq %r14, %r8
	jne .LBB_340
	movq %rbx, (%rsp)
	testq %r8, %r8
	je .LBB_255
	movq %r8, %r9
	shrq $6, %r9
	movl %r8d, %eax
	andl $63, %eax
	cmpq $1, %rax
	sbbq $-1, %r9
	movq (%rsp), %rbx
	leaq 96(%rbx), %r13
	movq 40(%rsp), %r15
	leaq 96(%r15), %rbp
	movl $64, %r10d
	xorl %r11d, %r11d
	xorl %eax, %eax
	jmp .LBB_237
.LBB_236:
	movq 72(%rsp), %r10
	addq $64, %r10
	movq 280(%rsp), %r11
	addq $-64, %r11
	addq $512, %r13
	addq $512, %rbp
	addq $512, %rbx
	addq $512, %r15
	movq 88(%rsp), %r9
	testq %r9, %r9
	movq 104(%rsp), %rax
	je .LBB_255
.LBB_237:
	movq %rax, %r12
	cmpq %r10, %r8
	movq %r10, %rax
	cmovbq %r8, %rax
	leaq (%rax,%r11), %rdx
	cmpq $1, %rdx
	adcq %r11, %rax
	movq %rax, %rdi
	andq $-4, %rdi
	movq %rax, %rcx
	andq $-16, %rcx
	leaq 64(%r12), %r14
	decq %r9
	cmpq %r14, %r8
	movq %r14, %rsi
	cmovbq %r8, %rsi
	movq %r12, 8(%rsp)
	cmpq %r12, %rsi
	jb .LBB_335
	movq %r14, 104(%rsp)
	movq %r11, 280(%rsp)
	movq %r10, 72(%rsp)
	movq %r9, 88(%rsp)
	je .LBB_236
	cmpq $4, %rdx
	jae .LBB_241
	xorl %r12d, %r12d
	xorl %ecx, %ecx
	vmovapd 400(%rsp), %xmm3
	vmovsd .LCPI_6(%rip), %xmm4
	jmp .LBB_250
.LBB_241:
	cmpq $16, %rdx
	jae .LBB_243
	xorl %ecx, %ecx
	xorl %r12d, %r12d
	jmp .LBB_247
.LBB_243:
	vxorpd %xmm0, %xmm0, %xmm0
	xorl %esi, %esi
	vxorpd %xmm1, %xmm1, %xmm1
	vpxor %xmm3, %xmm3, %xmm3
	vxorpd %xmm2, %xmm2, %xmm2
	vmovdqa .LCPI_1(%rip), %ymm4
	vpbroadcastq .LCPI_8(%rip), %ymm23
	vpbroadcastq .LCPI_2(%rip), %ymm24
	vpbroadcastq .LCPI_3(%rip), %ymm25
	vpbroadcastq .LCPI_4(%rip), %ymm26
	vpbroadcastq .LCPI_9(%rip), %ymm27
	vbroadcastsd .LCPI_5(%rip), %ymm28
	vbroadcastsd .LCPI_6(%rip), %ymm29
	vbroadcastsd .LCPI_7(%rip), %ymm30
.LBB_244:
	vpaddq %ymm24, %ymm4, %ymm22
	vpaddq %ymm25, %ymm4, %ymm21
	vpaddq %ymm26, %ymm4, %ymm20
	vmovupd -96(%r13,%rsi,8), %ymm8
	vmovupd -64(%r13,%rsi,8), %ymm9
	vmovupd -32(%r13,%rsi,8), %ymm10
	vmovupd (%r13,%rsi,8), %ymm11
	vmovupd -96(%rbp,%rsi,8), %ymm12
	vmovupd -64(%rbp,%rsi,8), %ymm13
	vmovupd -32(%rbp,%rsi,8), %ymm14
	vmovupd (%rbp,%rsi,8), %ymm15
	vsubpd %ymm12, %ymm8, %ymm16
	vsubpd %ymm13, %ymm9, %ymm17
	vsubpd %ymm14, %ymm10, %ymm18
	vsubpd %ymm15, %ymm11, %ymm19
	vandpd %ymm28, %ymm16, %ymm7
	vandpd %ymm28, %ymm17, %ymm6
	vandpd %ymm28, %ymm18, %ymm5
	vandpd %ymm28, %ymm19, %ymm16
	vandpd %ymm28, %ymm12, %ymm12
	vandpd %ymm28, %ymm13, %ymm13
	vandpd %ymm28, %ymm14, %ymm14
	vandpd %ymm28, %ymm15, %ymm15
	vandpd %ymm28, %ymm8, %ymm8
	vaddpd %ymm12, %ymm8, %ymm8
	vandpd %ymm28, %ymm9, %ymm9
	vaddpd %ymm13, %ymm9, %ymm9
	vandpd %ymm28, %ymm10, %ymm10
	vaddpd %ymm14, %ymm10, %ymm10
	vandpd %ymm28, %ymm11, %ymm11
	vaddpd %ymm15, %ymm11, %ymm11
	vmulpd %ymm29, %ymm8, %ymm8
	vcmplepd %ymm8, %ymm7, %ymm7
	vmulpd %ymm29, %ymm9, %ymm8
	vcmplepd %ymm8, %ymm6, %ymm6
	vmulpd %ymm29, %ymm10, %ymm8
	vcmplepd %ymm8, %ymm5, %ymm5
	vmulpd %ymm29, %ymm11, %ymm8
	vmovapd %ymm16, %ymm9
	vcmplepd %ymm8, %ymm9, %ymm8
	vandpd %ymm30, %ymm7, %ymm7
	vandpd %ymm30, %ymm6, %ymm6
	vandpd %ymm30, %ymm5, %ymm5
	vandpd %ymm30, %ymm8, %ymm8
	vpandq %ymm23, %ymm4, %ymm9
	vpsllvq %ymm9, %ymm7, %ymm7
	vpor %ymm1, %ymm7, %ymm1
	vpandq %ymm23, %ymm22, %ymm7
	vpsllvq %ymm7, %ymm6, %ymm6
	vpor %ymm3, %ymm6, %ymm3
	vpandq %ymm23, %ymm21, %ymm6
	vpsllvq %ymm6, %ymm5, %ymm5
	vpor %ymm2, %ymm5, %ymm2
	vpandq %ymm23, %ymm20, %ymm5
	vpsllvq %ymm5, %ymm8, %ymm5
	vpor %ymm0, %ymm5, %ymm0
	addq $16, %rsi
	vpaddq %ymm27, %ymm4, %ymm4
	cmpq %rsi, %rcx
	jne .LBB_244
	vpor %ymm1, %ymm3, %ymm1
	vpternlogq $254, %ymm1, %ymm2, %ymm0
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r12
	cmpq %rcx, %rdx
	je .LBB_251
	testb $12, %al
	vmovapd 400(%rsp), %xmm3
	vmovsd .LCPI_6(%rip), %xmm4
	je .LBB_250
.LBB_247:
	vmovq %r12, %xmm0
	vpbroadcastq %rcx, %ymm1
	vpor .LCPI_1(%rip), %ymm1, %ymm1
	vpbroadcastq .LCPI_8(%rip), %ymm5
	vpbroadcastq .LCPI_2(%rip), %ymm6
	vbroadcastsd .LCPI_5(%rip), %ymm7
	vbroadcastsd .LCPI_6(%rip), %ymm8
	vbroadcastsd .LCPI_7(%rip), %ymm9
.LBB_248:
	vmovupd (%rbx,%rcx,8), %ymm2
	vmovupd (%r15,%rcx,8), %ymm3
	vsubpd %ymm3, %ymm2, %ymm4
	vandpd %ymm7, %ymm4, %ymm4
	vandpd %ymm7, %ymm3, %ymm3
	vandpd %ymm7, %ymm2, %ymm2
	vaddpd %ymm3, %ymm2, %ymm2
	vmulpd %ymm2, %ymm8, %ymm2
	vcmplepd %ymm2, %ymm4, %ymm2
	vandpd %ymm2, %ymm9, %ymm2
	vpand %ymm5, %ymm1, %ymm3
	vpsllvq %ymm3, %ymm2, %ymm2
	vpor %ymm0, %ymm2, %ymm0
	addq $4, %rcx
	vpaddq %ymm6, %ymm1, %ymm1
	cmpq %rcx, %rdi
	jne .LBB_248
	vextracti128 $1, %ymm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vpshufd $238, %xmm0, %xmm1
	vpor %xmm1, %xmm0, %xmm0
	vmovq %xmm0, %r12
	movq %rdi, %rcx
	cmpq %rdi, %rdx
	vmovapd 400(%rsp), %xmm3
	vmovsd .LCPI_6(%rip), %xmm4
	je .LBB_251
.LBB_250:
	vmovsd (%rbx,%rcx,8), %xmm0
	vmovsd (%r15,%rcx,8), %xmm1
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
	orq %rdx, %r12
	cmpq %rcx, %rax
	jne .LBB_250
.LBB_251:
	testq %r12, %r12
	je .LBB_236
.LBB_252:
	tzcntq %r12, %r14
	orq 8(%rsp), %r14
	leaq 288(%rsp), %rdi
	movq 24(%rsp), %rsi
	movq %r14, %rdx
	vzeroupper
	callq kernel_sliding::exact::Exact::lines
	movq 32(%rsp), %r8
	cmpq %r8, %r14
	jae .LBB_343
	movq 40(%rsp), %rax
	vmovq %xmm0, (%rax,%r14,8)
	movq (%rsp), %rax
	vmovq %xmm1, (%rax,%r14,8)
	blsrq %r12, %r12
	jne .LBB_252
	jmp .LBB_236
.LBB_255:
	movq 16(%rsp), %r11
	cmpq %r11, %r8
	movq 384(%rsp), %rdi
	jne .LBB_339
	movq $0, 240(%rsp)
	cmpq 224(%rsp), %r11
	ja .LBB_270
	movl $0, %edx
	testq %r11, %r11
	movq 376(%rsp), %r9
	movq 272(%rsp), %rbx
	movq 368(%rsp), %r14
	movq 360(%rsp), %r10
	movq (%rsp), %r12
	je .LBB_277
	cmpq $8, %r11
	jae .LBB_272
.LBB_259:
	xorl %eax, %eax
	movq 40(%rsp), %r15
	testq %r10, %r10
	jne .LBB_261
	jmp .LBB_264
.LBB_268:
	xorl %ecx, %ecx
	movq %rsi, %rax
	movq 104(%rsp), %r9
	jmp .LBB_227
.LBB_269:
	xorl %ecx, %ecx
	movq %rsi, %rax
	jmp .LBB_227
.LBB_270:
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
	cmpq $8, %r11
	jb .LBB_259
.LBB_272:
	leaq (%rbx,%rdx), %rax
	leaq (%rax,%r11), %rcx
	movq 40(%rsp), %r15
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
	jne .LBB_315
	andb %cl, %al
	jne .LBB_315
	leaq 4(%rbx,%rdx), %rax
	addq %r9, %rdx
	xorl %ecx, %ecx
.LBB_275:
	vmovupd (%r15,%rcx,8), %ymm0
	vmovupd 32(%r15,%rcx,8), %ymm1
	vmovupd (%r12,%rcx,8), %ymm2
	vmovupd 32(%r12,%rcx,8), %ymm3
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
	cmpq %rcx, %r9
	jne .LBB_275
	movq %r9, %rax
	cmpq %r9, %r11
	je .LBB_277
	testq %r10, %r10
	je .LBB_264
.LBB_261:
	movq %r10, %rcx
	movq %rax, %rdi
.LBB_262:
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
	jne .LBB_262
	subq %r11, %rax
	cmpq $-4, %rax
	jbe .LBB_265
.LBB_277:
	movq %rdx, 240(%rsp)
	testq %r14, %r14
	movq %rbx, 272(%rsp)
	je .LBB_312
.LBB_278:
	leaq 13(%rbx), %rcx
	leaq 1(%rbx), %r8
	movl $1, %edi
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 8(%rsp)
	movl $65, %r9d
	movq $-1, %r10
	xorl %r12d, %r12d
	xorl %r15d, %r15d
	xorl %ebp, %ebp
	jmp .LBB_281
.LBB_279:
	movq 16(%rsp), %r11
	movq 80(%rsp), %rbx
	movq 24(%rsp), %rbp
.LBB_280:
	decq %r14
	movq 40(%rsp), %r12
	incq %r12
	addq $64, %r9
	addq $-64, %r10
	addq $64, %rcx
	addq $64, %r8
	testq %r14, %r14
	movq (%rsp), %rdi
	je .LBB_308
.LBB_281:
	movq %rbp, 24(%rsp)
	cmpq %r9, %r11
	movq %r9, %r13
	cmovbq %r11, %r13
	leaq (%r13,%r10), %rax
	cmpq $1, %rax
	adcq %r10, %r13
	movq %r12, %rax
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
	movq %rsi, (%rsp)
	cmovbq %r11, %rsi
	cmpq %rdi, %r11
	jb .LBB_337
	cmpq %rdx, %rsi
	ja .LBB_337
	leaq -1(%rdi), %rbx
	leaq -1(%rsi), %r11
	cmpq %rbx, %r11
	jb .LBB_334
	cmpq %rdx, %r11
	ja .LBB_334
	movq %r12, 40(%rsp)
	cmpq %rdi, 16(%rsp)
	je .LBB_279
	cmpq $4, %rbp
	jae .LBB_288
	xorl %r12d, %r12d
	xorl %ebx, %ebx
	jmp .LBB_297
.LBB_288:
	cmpq $16, %rbp
	jae .LBB_290
	xorl %ebx, %ebx
	xorl %r12d, %r12d
	jmp .LBB_294
.LBB_290:
	movq %r13, %r12
	andq $-16, %r12
	movq %rax, %rbx
	andq $-16, %rbx
	vxorpd %xmm1, %xmm1, %xmm1
	xorl %r11d, %r11d
	vxorpd %xmm2, %xmm2, %xmm2
	vxorpd %xmm4, %xmm4, %xmm4
	vxorpd %xmm3, %xmm3, %xmm3
	vmovdqa .LCPI_1(%rip), %ymm5
	vpternlogd $255, %xmm17, %xmm17, %xmm17
	vpbroadcastq .LCPI_8(%rip), %ymm18
	vpbroadcastq .LCPI_2(%rip), %ymm19
	vpbroadcastq .LCPI_3(%rip), %ymm20
	vpbroadcastq .LCPI_4(%rip), %ymm21
	vpbroadcastq .LCPI_9(%rip), %ymm22
.LBB_291:
	vpaddq %ymm19, %ymm5, %ymm6
	vpaddq %ymm20, %ymm5, %ymm7
	vpaddq %ymm21, %ymm5, %ymm8
	vmovd -12(%rcx,%r11), %xmm9
	vmovd -8(%rcx,%r11), %xmm10
	vmovd -4(%rcx,%r11), %xmm11
	vmovd (%rcx,%r11), %xmm12
	vmovd -13(%rcx,%r11), %xmm13
	vmovd -9(%rcx,%r11), %xmm14
	vmovd -5(%rcx,%r11), %xmm15
	vmovd -1(%rcx,%r11), %xmm16
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
	addq $16, %r11
	vpaddq %ymm22, %ymm5, %ymm5
	cmpq %r11, %r12
	jne .LBB_291
	vpor %ymm2, %ymm4, %ymm2
	vpternlogq $254, %ymm2, %ymm3, %ymm1
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r12
	cmpq %rbx, %rbp
	je .LBB_299
	testb $12, %al
	je .LBB_297
.LBB_294:
	andq $-4, %r13
	andq $-4, %rax
	vmovq %r12, %xmm1
	vpbroadcastq %rbx, %ymm2
	vpor .LCPI_1(%rip), %ymm2, %ymm2
	vpcmpeqd %xmm5, %xmm5, %xmm5
	vpbroadcastq .LCPI_8(%rip), %ymm6
	vpbroadcastq .LCPI_2(%rip), %ymm7
.LBB_295:
	vmovd (%r8,%rbx), %xmm3
	vmovd -1(%r8,%rbx), %xmm4
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
	addq $4, %rbx
	vpaddq %ymm7, %ymm2, %ymm2
	cmpq %rbx, %r13
	jne .LBB_295
	vextracti128 $1, %ymm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vpshufd $238, %xmm1, %xmm2
	vpor %xmm2, %xmm1, %xmm1
	vmovq %xmm1, %r12
	movq %rax, %rbx
	cmpq %rax, %rbp
	je .LBB_299
.LBB_297:
	subq %rdi, %rsi
.LBB_298:
	movzbl -1(%r8,%rbx), %eax
	mulb (%r8,%rbx)
	xorl %r11d, %r11d
	cmpb $-1, %al
	sete %r11b
	shlxq %rbx, %r11, %rax
	incq %rbx
	orq %rax, %r12
	cmpq %rsi, %rbx
	jb .LBB_298
.LBB_299:
	movq %r15, %rax
	testq %r12, %r12
	movq 16(%rsp), %r11
	movq 80(%rsp), %rbx
	movq 272(%rsp), %r13
	movq 24(%rsp), %rbp
	jne .LBB_301
	jmp .LBB_280
.LBB_300:
	movq %rax, %r15
	blsrq %r12, %r12
	je .LBB_280
.LBB_301:
	tzcntq %r12, %rsi
	addq %rdi, %rsi
	cmpq %rdx, %rsi
	jae .LBB_344
	movsbq (%r13,%rsi), %r15
	cmpq %r15, %rax
	je .LBB_300
	testq %rax, %rax
	je .LBB_306
	cmpq %r11, %rsi
	jae .LBB_346
	vmovsd (%rbx,%rsi,8), %xmm1
	vcvtsi2sd %rax, %xmm31, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_10(%rip), %xmm0, %xmm0
	vmulsd .LCPI_11(%rip), %xmm0, %xmm0
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vmovsd 8(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 8(%rsp)
	incq %rbp
.LBB_306:
	cmpq %r11, %rsi
	jae .LBB_345
	vmovsd (%rbx,%rsi,8), %xmm0
	movq %r15, %rax
	blsrq %r12, %r12
	jne .LBB_301
	jmp .LBB_280
.LBB_308:
	testq %r15, %r15
	je .LBB_311
	testq %r11, %r11
	je .LBB_357
	vmovsd -8(%rbx,%r11,8), %xmm1
	vcvtsi2sd %r15, %xmm31, %xmm2
	vsubsd %xmm0, %xmm1, %xmm1
	vmulsd %xmm2, %xmm1, %xmm1
	vdivsd %xmm0, %xmm1, %xmm0
	vaddsd .LCPI_10(%rip), %xmm0, %xmm0
	vmulsd .LCPI_11(%rip), %xmm0, %xmm0
	vaddsd .LCPI_12(%rip), %xmm0, %xmm0
	vmulsd .LCPI_13(%rip), %xmm0, %xmm0
	vmovsd 8(%rsp), %xmm1
	vaddsd %xmm0, %xmm1, %xmm1
	vmovsd %xmm1, 8(%rsp)
	incq %rbp
.LBB_311:
	movq 264(%rsp), %rbx
	cmpq 248(%rsp), %rbx
	jne .LBB_159
	jmp .LBB_313
.LBB_315:
	xorl %eax, %eax
	testq %r10, %r10
	jne .LBB_261
.LBB_264:
	movq %rax, %rdi
	subq %r11, %rax
	cmpq $-4, %rax
	ja .LBB_277
.LBB_265:
	leaq 3(%rbx,%rdx), %rax
	negq %rdx
	movq %r11, %rcx
	subq %rdi, %rcx
	leaq 24(%r12,%rdi,8), %rsi
	leaq 24(%r15,%rdi,8), %rdi
	xorl %r8d, %r8d
.LBB_266:
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
	jne .LBB_266
	negq %rdx
	movq %rdx, 240(%rsp)
	testq %r14, %r14
	movq %rbx, 272(%rsp)
	jne .LBB_278
.LBB_312:
	vxorpd %xmm0, %xmm0, %xmm0
	vmovsd %xmm0, 8(%rsp)
	xorl %ebp, %ebp
	movq 264(%rsp), %rbx
	cmpq 248(%rsp), %rbx
	jne .LBB_159
.LBB_313:
	leaq 248(%rsp), %rdi
	vzeroupper
	callq *alloc::raw_vec::RawVec<T,A>::grow_one@GOTPCREL(%rip)
	jmp .LBB_159
.LBB_316:
	movq 152(%rsp), %r15
.LBB_317:
	movq 264(%rsp), %rax
	movq 352(%rsp), %rcx
	movq %rax, 16(%rcx)
	movq 248(%rsp), %rax
	movq %rax, (%rcx)
	movq 256(%rsp), %rax
	movq %rax, 8(%rcx)
	testq %r15, %r15
	je .LBB_319
	movq 160(%rsp), %rdi
	shlq $3, %r15
	movl $8, %edx
	movq %r15, %rsi
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_319:
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_321
	movq 184(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_321:
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_323
	movq 208(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_323:
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_325
	movq 232(%rsp), %rdi
	movl $1, %edx
	vzeroupper
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_325:
	leaq 288(%rsp), %rdi
	vzeroupper
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	movq 48(%rsp), %rcx
	testq %rcx, %rcx
	je .LBB_327
	movq 56(%rsp), %rdx
	movq $0, 160(%rsp)
	movq %rcx, 168(%rsp)
	movq %rdx, 176(%rsp)
	movq $0, 192(%rsp)
	movq 64(%rsp), %rax
	movq %rcx, 200(%rsp)
	movq %rdx, 208(%rsp)
	movl $1, %ecx
	jmp .LBB_328
.LBB_327:
	xorl %ecx, %ecx
	xorl %eax, %eax
.LBB_328:
	movq %rcx, 152(%rsp)
	movq %rcx, 184(%rsp)
	movq %rax, 216(%rsp)
	leaq 456(%rsp), %rdi
	leaq 152(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 456(%rsp), %rax
	testq %rax, %rax
	je .LBB_333
	leaq 456(%rsp), %rbx
	leaq 152(%rsp), %r14
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r15
	jmp .LBB_331
.LBB_330:
	movq %rbx, %rdi
	movq %r14, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 456(%rsp), %rax
	testq %rax, %rax
	je .LBB_333
.LBB_331:
	movq 472(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_330
	leaq 96(%rax,%rcx,8), %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r15
	jmp .LBB_330
.LBB_333:
	movq 352(%rsp), %rax
	addq $552, %rsp
	popq %rbx
	popq %r12
	popq %r13
	popq %r14
	popq %r15
	popq %rbp
	retq
.LBB_337:
	leaq .Lanon.1(%rip), %rcx
	jmp .LBB_338
.LBB_334:
	movq %rbx, %rdi
	movq %r11, %rsi
	leaq .Lanon.2(%rip), %rcx
.LBB_338:
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_335:
	leaq .Lanon.3(%rip), %rcx
	movq 8(%rsp), %rdi
	movq %r8, %rdx
	vzeroupper
	callq *core::slice::index::slice_index_fail@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_339:
	leaq .Lanon.4(%rip), %rdi
	leaq .Lanon.5(%rip), %rdx
	movl $49, %esi
	vzeroupper
	callq *core::panicking::panic_fmt@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_340:
	leaq .Lanon.6(%rip), %rcx
	leaq .Lanon.7(%rip), %r9
	leaq 440(%rsp), %rsi
	leaq 448(%rsp), %rdx
	movl $49, %r8d
	xorl %edi, %edi
	callq *core::panicking::assert_failed::<usize, usize>@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_341:
	callq *std::sys::random::linux::hashmap_random_keys@GOTPCREL(%rip)
	movabsq $2305843009213693951, %rsi
	movabsq $9223372036854775800, %rdi
	movq %rdx, 8(%rbx)
	movb $1, 16(%rbx)
	jmp .LBB_138
.LBB_343:
	leaq .Lanon.8(%rip), %rdx
	movq %r14, %rdi
	movq %r8, %rsi
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_344:
	movq %rsi, %rdi
	leaq .Lanon.9(%rip), %rax
	jmp .LBB_354
.LBB_345:
	movq %rsi, %rdi
	movq %r11, %rdx
	leaq .Lanon.10(%rip), %rax
	jmp .LBB_354
.LBB_346:
	movq %rsi, %rdi
	movq %r11, %rdx
	leaq .Lanon.11(%rip), %rax
	jmp .LBB_354
.LBB_347:
	movq $0, (%rsp)
.LBB_348:
	movq (%rsp), %rdi
	movq 32(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_349:
	movq %rax, %rdi
	movq %rax, %rdx
	leaq .Lanon.12(%rip), %rax
	jmp .LBB_354
.LBB_350:
	movq %rdx, %rdi
	leaq .Lanon.13(%rip), %rax
	jmp .LBB_354
.LBB_351:
	movq 88(%rsp), %rdx
	movq %rdx, %rdi
	leaq .Lanon.14(%rip), %rax
	jmp .LBB_354
.LBB_352:
	movq %r15, %rdi
	movq %r15, %rdx
	leaq .Lanon.15(%rip), %rax
	jmp .LBB_354
.LBB_353:
	movq 72(%rsp), %rdx
	movq %rdx, %rdi
	leaq .Lanon.16(%rip), %rax
.LBB_354:
	movq %rdx, %rsi
	movq %rax, %rdx
	vzeroupper
	callq *core::panicking::panic_bounds_check@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_355:
	leaq .Lanon.17(%rip), %rdi
	leaq .Lanon.18(%rip), %rdx
	movl $22, %esi
	vzeroupper
	callq *core::option::expect_failed@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_356:
	leaq .Lanon.19(%rip), %rdi
	leaq .Lanon.20(%rip), %rcx
	leaq .Lanon.21(%rip), %r8
	leaq 103(%rsp), %rdx
	movl $23, %esi
	vzeroupper
	callq *core::result::unwrap_failed@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_357:
	xorl %edx, %edx
	movq 424(%rsp), %rdi
	leaq .Lanon.22(%rip), %rax
	jmp .LBB_354
.LBB_358:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_359:
	movl $8, %edi
	movq %rbp, %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
	jmp .LBB_361
.LBB_360:
	movl $1, %edi
	movq 16(%rsp), %rsi
	callq *alloc::raw_vec::handle_error@GOTPCREL(%rip)
.LBB_361:
	ud2
	jmp .LBB_375
	movq %rax, %rbx
	testq %r15, %r15
	je .LBB_391
	leaq (,%r15,8), %rsi
	movl $8, %edx
	movq %r13, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq %r15, 16(%rsp)
	jmp .LBB_366
	movq %rax, %rbx
	cmpq $0, 16(%rsp)
	je .LBB_391
.LBB_366:
	movq 16(%rsp), %rax
	leaq (,%rax,8), %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_368
	movq %rax, %rbx
	cmpq $0, 16(%rsp)
	je .LBB_391
.LBB_368:
	movq 16(%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %r14, %rdi
	jmp .LBB_389
	jmp .LBB_378
	jmp .LBB_375
	jmp .LBB_375
	movq %rax, %rbx
	cmpq $0, (%rsp)
	je .LBB_392
	movq (%rsp), %rsi
	shlq $3, %rsi
	movl $8, %edx
	movq %r12, %rdi
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_392
.LBB_375:
	movq %rax, %rbx
	jmp .LBB_392
	jmp .LBB_378
.LBB_378:
	movq %rax, %rbx
	movq 248(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_381
	movq 256(%rsp), %rdi
	shlq $4, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
.LBB_381:
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_385
.LBB_382:
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_386
.LBB_383:
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_387
.LBB_384:
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	jne .LBB_388
	jmp .LBB_391
	movq %rax, %rbx
	movq 152(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_382
.LBB_385:
	movq 160(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 176(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_383
.LBB_386:
	movq 184(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 200(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_384
.LBB_387:
	movq 208(%rsp), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	movq 224(%rsp), %rsi
	testq %rsi, %rsi
	je .LBB_391
.LBB_388:
	movq 232(%rsp), %rdi
	movl $1, %edx
.LBB_389:
	callq *__rustc::__rust_dealloc@GOTPCREL(%rip)
	jmp .LBB_391
	movq %rax, %rbx
.LBB_391:
	leaq 288(%rsp), %rdi
	callq core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_392:
	movq 48(%rsp), %rcx
	testq %rcx, %rcx
	jne .LBB_394
	xorl %ecx, %ecx
	xorl %eax, %eax
	jmp .LBB_395
.LBB_394:
	movq 56(%rsp), %rdx
	movq $0, 464(%rsp)
	movq %rcx, 472(%rsp)
	movq %rdx, 480(%rsp)
	movq $0, 496(%rsp)
	movq 64(%rsp), %rax
	movq %rcx, 504(%rsp)
	movq %rdx, 512(%rsp)
	movl $1, %ecx
.LBB_395:
	movq %rcx, 456(%rsp)
	movq %rcx, 488(%rsp)
	movq %rax, 520(%rsp)
	leaq 528(%rsp), %rdi
	leaq 456(%rsp), %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 528(%rsp), %rax
	testq %rax, %rax
	je .LBB_402
	leaq 528(%rsp), %r14
	leaq 456(%rsp), %r15
	movq __rustc::__rust_dealloc@GOTPCREL(%rip), %r12
.LBB_398:
	movq 544(%rsp), %rcx
	leaq (%rcx,%rcx,2), %rcx
	movq 96(%rax,%rcx,8), %rsi
	testq %rsi, %rsi
	je .LBB_400
	leaq 96(%rax,%rcx,8), %rax
	movq 8(%rax), %rdi
	shlq $3, %rsi
	movl $8, %edx
	callq *%r12
.LBB_400:
	movq %r14, %rdi
	movq %r15, %rsi
	callq alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	movq 528(%rsp), %rax
	testq %rax, %rax
	jne .LBB_398
.LBB_402:
	movq %rbx, %rdi
	callq _Unwind_Resume@PLT
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
	callq *core::panicking::panic_in_cleanup@GOTPCREL(%rip)
