# kernel_sliding::sweep — kernel-sliding, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::sweep:
	stp d15, d14, [sp, #-160]!
	stp d13, d12, [sp, #16]
	stp d11, d10, [sp, #32]
	stp d9, d8, [sp, #48]
	stp x29, x30, [sp, #64]
	stp x28, x27, [sp, #80]
	stp x26, x25, [sp, #96]
	stp x24, x23, [sp, #112]
	stp x22, x21, [sp, #128]
	stp x20, x19, [sp, #144]
	add x29, sp, #64
	sub sp, sp, #720
	str x8, [sp, #40]
	ldp x1, x25, [x0]
	ldp x19, x20, [x0, #16]
	add x0, sp, #304
	str x1, [sp, #184]
	mov x2, x25
	mov x3, x19
	mov x4, x20
	bl kernel_sliding::grid_for
	str xzr, [sp, #360]
	str xzr, [sp, #376]
	mov w8, #48
	str x19, [sp, #296]
	madd x24, x20, x8, x19
	lsl x23, x25, #3
	lsr x8, x25, #61
	stp x20, x8, [sp, #272]
	str x25, [sp, #208]
	str x23, [sp, #176]
	cbz x20, .LBB_135
	ldr x8, [sp, #280]
	cmp x8, #0
	mov x8, #9223372036854775800
	ccmp x23, x8, #2, eq
	b.ls .LBB_47
	ldr x21, [sp, #296]
	b .LBB_4
.LBB_3:
	cmp x21, x24
	b.eq .LBB_135
.LBB_4:
	add x0, sp, #488
	mov x1, x21
	bl kernel_sliding::raw_lengths
	ldr x8, [sp, #360]
	cbz x8, .LBB_45
	add x21, x21, #48
	ldp x14, x13, [sp, #488]
	ldp x12, x11, [sp, #504]
	ldr x9, [sp, #520]
	ldr x10, [sp, #368]
	mov x15, x10
	mov x16, x8
.LBB_7:
	add x18, x16, #8
	ldrh w0, [x16, #362]
	lsl x1, x0, #3
	mov x17, #-1
.LBB_8:
	cbz x1, .LBB_12
	ldr x2, [x18], #8
	cmp x14, x2
	cset w2, hi
	csinv w2, w2, wzr, hs
	add x17, x17, #1
	sub x1, x1, #8
	and w2, w2, #0xff
	cmp w2, #1
	b.eq .LBB_8
	cbz w2, .LBB_14
	cbnz x15, .LBB_13
	b .LBB_45
.LBB_12:
	mov x17, x0
	cbz x15, .LBB_45
.LBB_13:
	add x16, x16, x17, lsl #3
	ldr x16, [x16, #368]
	sub x15, x15, #1
	b .LBB_7
.LBB_14:
	mov x14, x10
	mov x15, x8
.LBB_15:
	add x17, x15, #8
	ldrh w18, [x15, #362]
	lsl x0, x18, #3
	mov x16, #-1
.LBB_16:
	cbz x0, .LBB_19
	ldr x1, [x17], #8
	cmp x13, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
	add x16, x16, #1
	sub x0, x0, #8
	and w1, w1, #0xff
	cmp w1, #1
	b.eq .LBB_16
	cbnz w1, .LBB_20
	b .LBB_22
.LBB_19:
	mov x16, x18
.LBB_20:
	cbz x14, .LBB_45
	add x15, x15, x16, lsl #3
	ldr x15, [x15, #368]
	sub x14, x14, #1
	b .LBB_15
.LBB_22:
	mov x13, x10
	mov x14, x8
.LBB_23:
	add x16, x14, #8
	ldrh w17, [x14, #362]
	lsl x18, x17, #3
	mov x15, #-1
.LBB_24:
	cbz x18, .LBB_27
	ldr x0, [x16], #8
	cmp x12, x0
	cset w0, hi
	csinv w0, w0, wzr, hs
	add x15, x15, #1
	sub x18, x18, #8
	and w0, w0, #0xff
	cmp w0, #1
	b.eq .LBB_24
	cbnz w0, .LBB_28
	b .LBB_30
.LBB_27:
	mov x15, x17
.LBB_28:
	cbz x13, .LBB_45
	add x14, x14, x15, lsl #3
	ldr x14, [x14, #368]
	sub x13, x13, #1
	b .LBB_23
.LBB_30:
	mov x12, x10
	mov x13, x8
.LBB_31:
	add x15, x13, #8
	ldrh w16, [x13, #362]
	lsl x17, x16, #3
	mov x14, #-1
.LBB_32:
	cbz x17, .LBB_35
	ldr x18, [x15], #8
	cmp x11, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	add x14, x14, #1
	sub x17, x17, #8
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_32
	cbz w18, .LBB_40
	b .LBB_36
.LBB_35:
	mov x14, x16
.LBB_36:
	cbz x12, .LBB_45
	add x13, x13, x14, lsl #3
	ldr x13, [x13, #368]
	sub x12, x12, #1
	b .LBB_31
.LBB_38:
	mov x11, x13
	cbz x10, .LBB_45
.LBB_39:
	add x8, x8, x11, lsl #3
	ldr x8, [x8, #368]
	sub x10, x10, #1
.LBB_40:
	add x12, x8, #8
	ldrh w13, [x8, #362]
	lsl x14, x13, #3
	mov x11, #-1
.LBB_41:
	cbz x14, .LBB_38
	ldr x15, [x12], #8
	cmp x9, x15
	cset w15, hi
	csinv w15, w15, wzr, hs
	add x11, x11, #1
	sub x14, x14, #8
	and w15, w15, #0xff
	cmp w15, #1
	b.eq .LBB_41
	cbz w15, .LBB_3
	cbnz x10, .LBB_39
.LBB_45:
	str xzr, [sp, #264]
.LBB_46:
	ldr x0, [sp, #264]
	ldr x1, [sp, #176]
	bl alloc::raw_vec::handle_error
	b .LBB_376
.LBB_47:
	mov w8, #8
	str x8, [sp, #264]
	ldr x1, [sp, #296]
	str x24, [sp, #136]
	b .LBB_49
.LBB_48:
	mov x22, x19
	add x19, sp, #360
	ldr x1, [sp, #288]
	add x1, x1, #48
	ldr x24, [sp, #136]
	cmp x1, x24
	b.eq .LBB_135
.LBB_49:
	add x0, sp, #488
	str x1, [sp, #288]
	bl kernel_sliding::raw_lengths
	ldp x25, x20, [sp, #488]
	ldp x28, x21, [sp, #504]
	ldr x27, [sp, #520]
	ldr x8, [sp, #360]
	cbz x8, .LBB_95
	ldr x10, [sp, #368]
	mov x9, x8
.LBB_52:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x19, #-1
.LBB_53:
	cbz x13, .LBB_57
	ldr x14, [x11], #8
	cmp x25, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	add x19, x19, #1
	sub x13, x13, #8
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_53
	cbz w14, .LBB_59
	cbnz x10, .LBB_58
	b .LBB_98
.LBB_57:
	mov x19, x12
	cbz x10, .LBB_98
.LBB_58:
	add x9, x9, x19, lsl #3
	ldr x9, [x9, #368]
	sub x10, x10, #1
	b .LBB_52
.LBB_59:
	mov x22, x19
	add x19, sp, #360
	ldr x25, [sp, #208]
	cbz x8, .LBB_103
.LBB_60:
	ldr x10, [sp, #368]
	mov x9, x8
.LBB_61:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x19, #-1
.LBB_62:
	cbz x13, .LBB_66
	ldr x14, [x11], #8
	cmp x20, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	add x19, x19, #1
	sub x13, x13, #8
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_62
	cbz w14, .LBB_68
	cbnz x10, .LBB_67
	b .LBB_106
.LBB_66:
	mov x19, x12
	cbz x10, .LBB_106
.LBB_67:
	add x9, x9, x19, lsl #3
	ldr x9, [x9, #368]
	sub x10, x10, #1
	b .LBB_61
.LBB_68:
	mov x22, x19
	add x19, sp, #360
	cbz x8, .LBB_111
.LBB_69:
	ldr x10, [sp, #368]
	mov x9, x8
.LBB_70:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x19, #-1
.LBB_71:
	cbz x13, .LBB_75
	ldr x14, [x11], #8
	cmp x28, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	add x19, x19, #1
	sub x13, x13, #8
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_71
	cbz w14, .LBB_77
	cbnz x10, .LBB_76
	b .LBB_114
.LBB_75:
	mov x19, x12
	cbz x10, .LBB_114
.LBB_76:
	add x9, x9, x19, lsl #3
	ldr x9, [x9, #368]
	sub x10, x10, #1
	b .LBB_70
.LBB_77:
	mov x22, x19
	add x19, sp, #360
	cbz x8, .LBB_119
.LBB_78:
	ldr x10, [sp, #368]
	mov x9, x8
.LBB_79:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x19, #-1
.LBB_80:
	cbz x13, .LBB_84
	ldr x14, [x11], #8
	cmp x21, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	add x19, x19, #1
	sub x13, x13, #8
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_80
	cbz w14, .LBB_86
	cbnz x10, .LBB_85
	b .LBB_122
.LBB_84:
	mov x19, x12
	cbz x10, .LBB_122
.LBB_85:
	add x9, x9, x19, lsl #3
	ldr x9, [x9, #368]
	sub x10, x10, #1
	b .LBB_79
.LBB_86:
	mov x22, x19
	add x19, sp, #360
	cbz x8, .LBB_127
.LBB_87:
	ldr x9, [sp, #368]
.LBB_88:
	add x10, x8, #8
	ldrh w11, [x8, #362]
	lsl x12, x11, #3
	mov x19, #-1
.LBB_89:
	cbz x12, .LBB_93
	ldr x13, [x10], #8
	cmp x27, x13
	cset w13, hi
	csinv w13, w13, wzr, hs
	add x19, x19, #1
	sub x12, x12, #8
	and w13, w13, #0xff
	cmp w13, #1
	b.eq .LBB_89
	cbz w13, .LBB_48
	cbnz x9, .LBB_94
	b .LBB_130
.LBB_93:
	mov x19, x11
	cbz x9, .LBB_130
.LBB_94:
	add x8, x8, x19, lsl #3
	ldr x8, [x8, #368]
	sub x9, x9, #1
	b .LBB_88
.LBB_95:
	mov x9, #0
	add x8, sp, #360
	stp x8, x25, [sp, #384]
	stp x9, x22, [sp, #400]
	str x19, [sp, #416]
	cbz x23, .LBB_99
.LBB_96:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x24, x0
	ldr x23, [sp, #208]
	mov x26, x23
	b .LBB_100
.LBB_98:
	mov x22, #0
	add x8, sp, #360
	stp x8, x25, [sp, #384]
	stp x9, x22, [sp, #400]
	str x19, [sp, #416]
	cbnz x23, .LBB_96
.LBB_99:
	mov x26, #0
	mov w24, #8
	ldr x23, [sp, #208]
.LBB_100:
	add x3, sp, #304
	ldr x0, [sp, #184]
	mov x1, x23
	mov x2, x25
	mov x4, x24
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	mov x25, x23
	stp x26, x24, [sp, #424]
	str x23, [sp, #440]
	add x0, sp, #488
	add x1, sp, #384
	add x2, sp, #424
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #360]
	ldr x23, [sp, #176]
	cbnz x8, .LBB_60
.LBB_103:
	mov x9, #0
	add x8, sp, #360
	stp x8, x20, [sp, #384]
	stp x9, x22, [sp, #400]
	str x19, [sp, #416]
	cbz x23, .LBB_107
.LBB_104:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x24, x0
	ldr x25, [sp, #208]
	mov x26, x25
	b .LBB_108
.LBB_106:
	mov x22, #0
	add x8, sp, #360
	stp x8, x20, [sp, #384]
	stp x9, x22, [sp, #400]
	str x19, [sp, #416]
	cbnz x23, .LBB_104
.LBB_107:
	mov x26, #0
	mov w24, #8
	ldr x25, [sp, #208]
.LBB_108:
	add x3, sp, #304
	ldr x0, [sp, #184]
	mov x1, x25
	mov x2, x20
	mov x4, x24
	mov x5, x25
	bl kernel_sliding::wma::wma_into
	stp x26, x24, [sp, #424]
	str x25, [sp, #440]
	add x0, sp, #488
	add x1, sp, #384
	add x2, sp, #424
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #360]
	ldr x23, [sp, #176]
	cbnz x8, .LBB_69
.LBB_111:
	mov x9, #0
	add x8, sp, #360
	stp x8, x28, [sp, #384]
	stp x9, x22, [sp, #400]
	str x19, [sp, #416]
	cbz x23, .LBB_115
.LBB_112:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x24, x0
	ldr x25, [sp, #208]
	mov x26, x25
	b .LBB_116
.LBB_114:
	mov x22, #0
	add x8, sp, #360
	stp x8, x28, [sp, #384]
	stp x9, x22, [sp, #400]
	str x19, [sp, #416]
	cbnz x23, .LBB_112
.LBB_115:
	mov x26, #0
	mov w24, #8
	ldr x25, [sp, #208]
.LBB_116:
	add x3, sp, #304
	ldr x0, [sp, #184]
	mov x1, x25
	mov x2, x28
	mov x4, x24
	mov x5, x25
	bl kernel_sliding::wma::wma_into
	stp x26, x24, [sp, #424]
	str x25, [sp, #440]
	add x0, sp, #488
	add x1, sp, #384
	add x2, sp, #424
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #360]
	ldr x23, [sp, #176]
	cbnz x8, .LBB_78
.LBB_119:
	mov x9, #0
	add x8, sp, #360
	stp x8, x21, [sp, #384]
	stp x9, x22, [sp, #400]
	str x19, [sp, #416]
	cbz x23, .LBB_123
.LBB_120:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x24, x0
	ldr x25, [sp, #208]
	mov x26, x25
	b .LBB_124
.LBB_122:
	mov x22, #0
	add x8, sp, #360
	stp x8, x21, [sp, #384]
	stp x9, x22, [sp, #400]
	str x19, [sp, #416]
	cbnz x23, .LBB_120
.LBB_123:
	mov x26, #0
	mov w24, #8
	ldr x25, [sp, #208]
.LBB_124:
	add x3, sp, #304
	ldr x0, [sp, #184]
	mov x1, x25
	mov x2, x21
	mov x4, x24
	mov x5, x25
	bl kernel_sliding::wma::wma_into
	stp x26, x24, [sp, #424]
	str x25, [sp, #440]
	add x0, sp, #488
	add x1, sp, #384
	add x2, sp, #424
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #360]
	ldr x23, [sp, #176]
	cbnz x8, .LBB_87
.LBB_127:
	add x9, sp, #360
	stp x9, x27, [sp, #384]
	stp x8, x22, [sp, #400]
	str x19, [sp, #416]
	cbz x23, .LBB_131
.LBB_128:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x24, x0
	ldr x25, [sp, #208]
	mov x26, x25
	b .LBB_132
.LBB_130:
	mov x22, #0
	add x9, sp, #360
	stp x9, x27, [sp, #384]
	stp x8, x22, [sp, #400]
	str x19, [sp, #416]
	cbnz x23, .LBB_128
.LBB_131:
	mov x26, #0
	mov w24, #8
	ldr x25, [sp, #208]
.LBB_132:
	add x3, sp, #304
	ldr x0, [sp, #184]
	mov x1, x25
	mov x2, x27
	mov x4, x24
	mov x5, x25
	bl kernel_sliding::wma::wma_into
	stp x26, x24, [sp, #424]
	str x25, [sp, #440]
	add x0, sp, #488
	add x1, sp, #384
	add x2, sp, #424
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x23, [sp, #176]
	ldr x1, [sp, #288]
	add x1, x1, #48
	ldr x24, [sp, #136]
	cmp x1, x24
	b.ne .LBB_49
.LBB_135:
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_354
	ldp x0, x1, [x19]
.LBB_137:
	mov x20, #0
	add x8, sp, #424
	add x9, x0, #1
	str x9, [x19]
	ldr x9, [sp, #184]
	stp x9, x25, [sp, #424]
	adrp x9, .Lanon.0
	add x9, x9, :lo12:.Lanon.0
	ldp q0, q1, [x9]
	stp q0, q1, [x8, #16]
	stp x0, x1, [sp, #472]
	ldr x8, [sp, #280]
	cbnz x8, .LBB_148
	mov x8, #9223372036854775800
	cmp x23, x8
	b.hi .LBB_148
	cbz x23, .LBB_149
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w20, #8
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_148
	mov x21, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_373
	mov x26, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_375
	mov x25, x0
	ldr x20, [sp, #208]
	mov x19, x20
	cbz x20, .LBB_150
.LBB_144:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x20
	mov w1, #1
	bl __rustc::__rust_alloc
	cbz x0, .LBB_374
	mov x28, x0
	ldr x22, [sp, #320]
	cbz x22, .LBB_151
.LBB_146:
	lsl x20, x22, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x20
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbnz x0, .LBB_152
	mov w0, #8
	mov x1, x20
	bl alloc::raw_vec::handle_error
	b .LBB_376
.LBB_148:
	mov x0, x20
	mov x1, x23
	bl alloc::raw_vec::handle_error
	b .LBB_376
.LBB_149:
	mov x19, #0
	mov w26, #8
	mov w21, #8
	mov x20, x25
	mov w25, #8
	cbnz x20, .LBB_144
.LBB_150:
	mov w28, #1
	ldr x22, [sp, #320]
	cbnz x22, .LBB_146
.LBB_151:
	mov w0, #8
.LBB_152:
	mov x20, #0
	stp x19, x21, [sp, #488]
	ldr x8, [sp, #208]
	stp x8, x19, [sp, #504]
	str x26, [sp, #520]
	str x8, [sp, #528]
	str x19, [sp, #536]
	str x25, [sp, #544]
	mov x19, x8
	str x8, [sp, #552]
	str x8, [sp, #560]
	str x28, [sp, #568]
	str xzr, [sp, #576]
	str x22, [sp, #584]
	str x0, [sp, #592]
	ldr x25, [sp, #272]
	lsl x21, x25, #4
	lsr x8, x25, #60
	str x22, [sp, #600]
	cbnz x8, .LBB_326
	mov x8, #9223372036854775800
	cmp x21, x8
	ldr x22, [sp, #184]
	b.hi .LBB_326
	cbz x21, .LBB_328
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w20, #8
	mov x0, x21
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_326
	stp x25, x0, [x29, #-176]
	stur xzr, [x29, #-160]
	cbz x25, .LBB_329
.LBB_157:
	add x8, sp, #304
	add x8, x8, #48
	str x8, [sp, #144]
	cmp x19, #0
	cset w8, ne
	sub x8, x19, x8
	add x8, x8, #63
	lsr x9, x8, #6
	add x8, x22, x23
	stp x8, x9, [sp, #24]
	and x9, x19, #0x1ffffffffffffff0
	adrp x8, .Lanon.1
	add x8, x8, :lo12:.Lanon.1
	stp x8, x9, [sp, #8]
	fmov d8, #1.00000000
	mov x8, #57357
	movk x8, #36909, lsl #16
	movk x8, #63648, lsl #32
	movk x8, #16367, lsl #48
	fmov d9, x8
	fmov d10, #-1.00000000
	mov x8, #4636737291354636288
	fmov d11, x8
	adrp x8, .LCPI_7
	ldr q0, [x8, :lo12:.LCPI_7]
	str q0, [sp, #112]
	movi d12, #0xff00ff00ff00ff
	ldr x8, [sp, #296]
	str x24, [sp, #136]
	b .LBB_159
.LBB_158:
	ldur x8, [x29, #-168]
	add x8, x8, x19, lsl #4
	str d14, [x8]
	str x20, [x8, #8]
	add x8, x19, #1
	stur x8, [x29, #-160]
	ldr x8, [sp, #48]
	str x8, [sp, #296]
	ldr x24, [sp, #136]
	cmp x8, x24
	b.eq .LBB_330
.LBB_159:
	mov x9, x8
	ldr x8, [x9], #48
	str x9, [sp, #48]
	tbnz x8, #63, .LBB_371
	ldr x10, [sp, #360]
	cbz x10, .LBB_370
	ldr x11, [sp, #368]
	mov x9, x11
	mov x12, x10
.LBB_162:
	add x15, x12, #8
	ldrh w16, [x12, #362]
	add x13, x12, #88
	lsl x17, x16, #3
	mov x14, #-1
.LBB_163:
	cbz x17, .LBB_166
	ldr x18, [x15], #8
	cmp x8, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	add x13, x13, #24
	add x14, x14, #1
	sub x17, x17, #8
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_163
	cbnz w18, .LBB_167
	b .LBB_169
.LBB_166:
	mov x14, x16
.LBB_167:
	cbz x9, .LBB_370
	add x12, x12, x14, lsl #3
	ldr x12, [x12, #368]
	sub x9, x9, #1
	b .LBB_162
.LBB_169:
	ldr x8, [sp, #296]
	ldr x12, [x8, #8]
	tbnz x12, #63, .LBB_371
	ldp x9, x8, [x13, #-8]
	mov x13, x11
	mov x14, x10
.LBB_171:
	add x17, x14, #8
	ldrh w18, [x14, #362]
	add x15, x14, #88
	lsl x0, x18, #3
	mov x16, #-1
.LBB_172:
	cbz x0, .LBB_175
	ldr x1, [x17], #8
	cmp x12, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
	add x15, x15, #24
	add x16, x16, #1
	sub x0, x0, #8
	and w1, w1, #0xff
	cmp w1, #1
	b.eq .LBB_172
	cbnz w1, .LBB_176
	b .LBB_178
.LBB_175:
	mov x16, x18
.LBB_176:
	cbz x13, .LBB_370
	add x14, x14, x16, lsl #3
	ldr x14, [x14, #368]
	sub x13, x13, #1
	b .LBB_171
.LBB_178:
	ldr x12, [sp, #296]
	ldr x13, [x12, #32]
	tbnz x13, #63, .LBB_371
	ldp x12, x0, [x15, #-8]
	mov x14, x11
	mov x15, x10
.LBB_180:
	add x18, x15, #8
	ldrh w1, [x15, #362]
	add x16, x15, #88
	lsl x2, x1, #3
	mov x17, #-1
.LBB_181:
	cbz x2, .LBB_184
	ldr x3, [x18], #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_181
	cbnz w3, .LBB_185
	b .LBB_187
.LBB_184:
	mov x17, x1
.LBB_185:
	cbz x14, .LBB_370
	add x15, x15, x17, lsl #3
	ldr x15, [x15, #368]
	sub x14, x14, #1
	b .LBB_180
.LBB_187:
	ldr x13, [sp, #296]
	ldr x13, [x13, #40]
	tbnz x13, #63, .LBB_371
	ldp x24, x19, [x16, #-8]
	mov x14, x11
	mov x15, x10
.LBB_189:
	add x18, x15, #8
	ldrh w1, [x15, #362]
	add x16, x15, #88
	lsl x2, x1, #3
	mov x17, #-1
.LBB_190:
	cbz x2, .LBB_193
	ldr x3, [x18], #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_190
	cbnz w3, .LBB_194
	b .LBB_196
.LBB_193:
	mov x17, x1
.LBB_194:
	cbz x14, .LBB_370
	add x15, x15, x17, lsl #3
	ldr x15, [x15, #368]
	sub x14, x14, #1
	b .LBB_189
.LBB_196:
	ldr x13, [sp, #296]
	ldr x27, [x13, #24]
	tbnz x27, #63, .LBB_371
	ldp x25, x22, [x16, #-8]
.LBB_198:
	add x15, x10, #8
	ldrh w16, [x10, #362]
	add x14, x10, #88
	lsl x17, x16, #3
	mov x13, #-1
.LBB_199:
	cbz x17, .LBB_202
	ldr x18, [x15], #8
	cmp x27, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	add x14, x14, #24
	add x13, x13, #1
	sub x17, x17, #8
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_199
	cbnz w18, .LBB_203
	b .LBB_205
.LBB_202:
	mov x13, x16
.LBB_203:
	cbz x11, .LBB_370
	add x10, x10, x13, lsl #3
	ldr x10, [x10, #368]
	sub x11, x11, #1
	b .LBB_198
.LBB_205:
	str x25, [sp, #280]
	ldp x2, x23, [x14, #-8]
	ldp x17, x21, [sp, #496]
	lsl x25, x21, #3
	add x20, x17, x25
	cbz x21, .LBB_216
	cmp x8, x0
	csel x10, x8, x0, lo
	sub x11, x25, #8
	lsr x11, x11, #3
	cmp x10, x11
	csel x13, x10, x11, lo
	cmp x13, #8
	b.hs .LBB_208
	mov x10, #0
	mov x11, x17
	b .LBB_213
.LBB_208:
	mov x10, #0
	sub x11, x17, x12
	cmp x11, #64
	b.lo .LBB_212
	sub x14, x17, x9
	mov x11, x17
	cmp x14, #64
	b.lo .LBB_213
	add x10, x13, #1
	ands x11, x10, #0x7
	mov w13, #8
	csel x11, x13, x11, eq
	sub x10, x10, x11
	add x11, x17, x10, lsl #3
	add x13, x17, #32
	add x14, x12, #32
	add x15, x9, #32
	mov x16, x10
.LBB_211:
	ldp q0, q1, [x14, #-32]
	ldp q2, q3, [x14], #64
	fadd v0.2d, v0.2d, v0.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v2.2d, v2.2d, v2.2d
	fadd v3.2d, v3.2d, v3.2d
	ldp q4, q5, [x15, #-32]
	ldp q6, q7, [x15], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x13, #-32]
	stp q2, q3, [x13], #64
	subs x16, x16, #8
	b.ne .LBB_211
	b .LBB_213
.LBB_212:
	mov x11, x17
.LBB_213:
	cmp x0, x10
	b.eq .LBB_365
	cmp x8, x10
	b.eq .LBB_364
	ldr d0, [x12, x10, lsl #3]
	fadd d0, d0, d0
	ldr d1, [x9, x10, lsl #3]
	fsub d0, d0, d1
	str d0, [x11], #8
	add x10, x10, #1
	cmp x11, x20
	b.ne .LBB_213
.LBB_216:
	str x2, [sp, #264]
	ldr x8, [sp, #296]
	ldr x2, [x8, #16]
	tbnz x2, #63, .LBB_371
	ldr x4, [sp, #520]
	ldr x5, [sp, #528]
	add x3, sp, #304
	mov x26, x17
	mov x0, x17
	mov x1, x21
	str x4, [sp, #288]
	str x5, [sp, #272]
	bl kernel_sliding::wma::wma_into
	fmov d16, #3.00000000
	fmov v17.2d, #3.00000000
	cbz x21, .LBB_231
	cmp x22, x19
	csel x8, x22, x19, lo
	cmp x8, x23
	csel x8, x8, x23, lo
	sub x9, x25, #8
	lsr x9, x9, #3
	cmp x8, x9
	csel x10, x8, x9, lo
	cmp x10, #8
	b.hs .LBB_221
	mov x9, #0
	mov x8, x26
	ldr x17, [sp, #280]
	ldr x16, [sp, #264]
	b .LBB_226
.LBB_221:
	mov x9, #0
	sub x8, x26, x24
	cmp x8, #64
	ldr x17, [sp, #280]
	b.lo .LBB_317
	sub x8, x26, x17
	cmp x8, #64
	ldr x16, [sp, #264]
	b.lo .LBB_318
	sub x11, x26, x16
	mov x8, x26
	cmp x11, #64
	b.lo .LBB_226
	add x8, x10, #1
	ands x9, x8, #0x7
	mov w10, #8
	csel x9, x10, x9, eq
	sub x9, x8, x9
	add x8, x26, x9, lsl #3
	add x10, x26, #32
	add x11, x24, #32
	add x12, x16, #32
	add x13, x17, #32
	mov x14, x9
.LBB_225:
	ldp q0, q1, [x11, #-32]
	ldp q2, q3, [x11], #64
	fmul v0.2d, v0.2d, v17.2d
	fmul v1.2d, v1.2d, v17.2d
	fmul v2.2d, v2.2d, v17.2d
	fmul v3.2d, v3.2d, v17.2d
	ldp q4, q5, [x13, #-32]
	ldp q6, q7, [x13], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	ldp q4, q5, [x12, #-32]
	ldp q6, q7, [x12], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x10, #-32]
	stp q2, q3, [x10], #64
	subs x14, x14, #8
	b.ne .LBB_225
.LBB_226:
	mov x10, #0
	mov x11, #0
	lsl x14, x9, #3
	add x12, x16, x14
	add x13, x17, x14
	add x14, x24, x14
	sub x15, x23, x9
	sub x16, x22, x9
	sub x9, x19, x9
.LBB_227:
	cmp x9, x11
	b.eq .LBB_367
	cmp x16, x11
	b.eq .LBB_366
	cmp x15, x11
	b.eq .LBB_368
	ldr d0, [x14, x11, lsl #3]
	fmul d0, d0, d16
	ldr d1, [x13, x11, lsl #3]
	fsub d0, d0, d1
	ldr d1, [x12, x11, lsl #3]
	fsub d0, d0, d1
	str d0, [x8, x11, lsl #3]
	add x11, x11, #1
	add x10, x10, #8
	add x17, x8, x10
	cmp x17, x20
	b.ne .LBB_227
.LBB_231:
	ldr x4, [sp, #544]
	ldr x20, [sp, #552]
	add x3, sp, #304
	mov x0, x26
	mov x1, x21
	mov x2, x27
	str x4, [sp, #280]
	mov x5, x20
	bl kernel_sliding::wma::wma_into
	sub x0, x29, #152
	add x1, sp, #304
	ldr x2, [sp, #296]
	bl kernel_sliding::bound::lines
	ldp x9, x10, [x29, #-152]
	str x9, [sp, #72]
	ldp x8, x9, [x29, #-136]
	str x9, [sp, #64]
	ldp x11, x9, [x29, #-120]
	stp x11, x10, [sp, #80]
	ldr x14, [sp, #592]
	ldr x15, [sp, #600]
	cmp x9, x8
	csel x8, x9, x8, lo
	cmp x8, x15
	csel x8, x8, x15, lo
	cbz x8, .LBB_238
	cmp x8, #8
	b.hs .LBB_312
	mov x9, #0
.LBB_236:
	lsl x12, x9, #3
	ldp x10, x11, [sp, #80]
	add x10, x10, x12
	add x11, x11, x12
	add x12, x14, x12
	sub x8, x8, x9
.LBB_237:
	ldr d0, [x11], #8
	ldr d1, [x10], #8
	fadd d0, d0, d1
	str d0, [x12], #8
	subs x8, x8, #1
	b.ne .LBB_237
.LBB_238:
	ldr x8, [sp, #272]
	stp x8, x20, [x29, #-104]
	cmp x8, x20
	b.ne .LBB_356
	stur x15, [x29, #-88]
	ldr x8, [sp, #320]
	stur x8, [x29, #-152]
	cmp x15, x8
	b.ne .LBB_357
	str x28, [sp, #56]
	cbz x15, .LBB_265
	mov x9, #0
	ldr x8, [sp, #312]
	stp x14, x8, [sp, #160]
	ldp x8, x11, [sp, #280]
	add x10, x11, #32
	add x8, x8, #32
	stp x8, x10, [sp, #96]
	str x15, [sp, #152]
	b .LBB_243
.LBB_242:
	ldp x15, x14, [sp, #152]
	ldr x9, [sp, #216]
	cmp x9, x15
	b.eq .LBB_265
.LBB_243:
	mov x8, x9
	ldr x9, [sp, #168]
	ldr x20, [x9, x8, lsl #3]
	ldr d1, [x14, x8, lsl #3]
	add x10, x8, #1
	add x8, x9, x10, lsl #3
	str x10, [sp, #216]
	cmp x10, x15
	ldr x9, [sp, #144]
	csel x8, x8, x9, lo
	ldr x19, [x8]
	mov x8, #9218868437227405312
	fmov d0, x8
	fcmp d1, d0
	b.ne .LBB_249
	cmp x19, x20
	b.ls .LBB_242
	ldr x8, [sp, #272]
	cmp x20, x8
	csel x27, x20, x8, hi
.LBB_246:
	add x0, sp, #424
	ldr x1, [sp, #296]
	mov x2, x20
	bl kernel_sliding::exact::Exact::lines
	cmp x27, x20
	b.eq .LBB_359
	ldp x8, x9, [sp, #280]
	str d0, [x9, x20, lsl #3]
	str d1, [x8, x20, lsl #3]
	add x20, x20, #1
	cmp x19, x20
	b.ne .LBB_246
	b .LBB_242
.LBB_249:
	subs x8, x19, x20
	b.ls .LBB_242
	mov x28, #0
	lsr x9, x8, #6
	tst x8, #0x3f
	cinc x24, x9, ne
	neg x22, x20
	add x10, x20, #64
	dup v0.2d, v1.d[0]
	lsl x8, x20, #3
	ldr x9, [sp, #104]
	add x9, x9, x8
	str x9, [sp, #264]
	ldr x9, [sp, #96]
	add x9, x9, x8
	stp x10, x9, [sp, #248]
	ldp x10, x9, [sp, #280]
	add x25, x10, x8
	add x21, x9, x8
	add x23, x20, #64
	str x19, [sp, #240]
	str q1, [sp, #224]
	str q0, [sp, #192]
	b .LBB_252
.LBB_251:
	sub x22, x22, #64
	add x28, x28, #1
	add x23, x23, #64
	ldp x8, x10, [sp, #256]
	add x9, x10, #512
	add x8, x8, #512
	stp x8, x9, [sp, #256]
	add x25, x25, #512
	add x21, x21, #512
	mov x20, x26
	sub x24, x24, #1
	ldr x19, [sp, #240]
	cbz x24, .LBB_242
.LBB_252:
	cmp x19, x23
	csel x8, x19, x23, lo
	add x9, x8, x22
	cmp x9, #1
	csinc x8, x9, xzr, hi
	ldr x10, [sp, #248]
	add x10, x10, x28, lsl #6
	cmp x19, x10
	csel x10, x19, x10, lo
	add x26, x20, #64
	cmp x19, x26
	csel x1, x19, x26, lo
	cmp x1, x20
	b.lo .LBB_327
	ldr x11, [sp, #272]
	cmp x1, x11
	b.hi .LBB_327
	cmp x1, x20
	b.eq .LBB_251
	add x10, x10, x22
	cmp x10, #7
	b.hi .LBB_257
	mov x19, #0
	mov x9, #0
	ldr q2, [sp, #224]
	b .LBB_260
.LBB_257:
	and x11, x9, #0xfffffffffffffff8
	adrp x9, .LCPI_0
	ldr q0, [x9, :lo12:.LCPI_0]
	and x9, x10, #0xfffffffffffffff8
	movi v1.2d, #0000000000000000
	ldp x12, x13, [sp, #256]
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	mov w14, #1
	mov w15, #8
	mov w16, #63
	mov w17, #4
	mov w18, #2
	mov w0, #6
	ldr q24, [sp, #192]
.LBB_258:
	dup v5.2d, x18
	add v5.2d, v0.2d, v5.2d
	dup v6.2d, x17
	add v6.2d, v0.2d, v6.2d
	dup v7.2d, x0
	add v7.2d, v0.2d, v7.2d
	ldp q16, q17, [x12, #-32]
	ldp q18, q19, [x12], #64
	ldp q20, q21, [x13, #-32]
	ldp q22, q23, [x13], #64
	fabd v16.2d, v16.2d, v20.2d
	fabd v17.2d, v17.2d, v21.2d
	fabd v18.2d, v18.2d, v22.2d
	fabd v19.2d, v19.2d, v23.2d
	fcmge v16.2d, v24.2d, v16.2d
	dup v20.2d, x14
	and v16.16b, v16.16b, v20.16b
	fcmge v17.2d, v24.2d, v17.2d
	and v17.16b, v17.16b, v20.16b
	fcmge v18.2d, v24.2d, v18.2d
	and v18.16b, v18.16b, v20.16b
	fcmge v19.2d, v24.2d, v19.2d
	and v19.16b, v19.16b, v20.16b
	dup v20.2d, x16
	and v21.16b, v0.16b, v20.16b
	and v5.16b, v5.16b, v20.16b
	and v6.16b, v6.16b, v20.16b
	and v7.16b, v7.16b, v20.16b
	ushl v16.2d, v16.2d, v21.2d
	ushl v5.2d, v17.2d, v5.2d
	ushl v6.2d, v18.2d, v6.2d
	ushl v7.2d, v19.2d, v7.2d
	orr v1.16b, v16.16b, v1.16b
	orr v2.16b, v5.16b, v2.16b
	orr v3.16b, v6.16b, v3.16b
	orr v4.16b, v7.16b, v4.16b
	dup v5.2d, x15
	add v0.2d, v0.2d, v5.2d
	subs x11, x11, #8
	b.ne .LBB_258
	orr v0.16b, v2.16b, v1.16b
	orr v0.16b, v3.16b, v0.16b
	orr v0.16b, v4.16b, v0.16b
	ext v1.16b, v0.16b, v0.16b, #8
	orr v0.8b, v0.8b, v1.8b
	fmov x19, d0
	cmp x10, x9
	ldr q2, [sp, #224]
	b.eq .LBB_261
.LBB_260:
	ldr d0, [x25, x9, lsl #3]
	ldr d1, [x21, x9, lsl #3]
	fabd d0, d0, d1
	fcmp d0, d2
	cset w10, ls
	lsl x10, x10, x9
	add x9, x9, #1
	orr x19, x10, x19
	cmp x8, x9
	b.ne .LBB_260
.LBB_261:
	cbz x19, .LBB_251
.LBB_262:
	rbit x8, x19
	clz x8, x8
	add x27, x8, x20
	add x0, sp, #424
	ldr x1, [sp, #296]
	mov x2, x27
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #272]
	cmp x27, x8
	b.hs .LBB_351
	ldp x8, x9, [sp, #280]
	str d0, [x9, x27, lsl #3]
	str d1, [x8, x27, lsl #3]
	sub x8, x19, #1
	ands x19, x8, x19
	b.ne .LBB_262
	b .LBB_251
.LBB_265:
	ldr x19, [sp, #208]
	ldr x8, [sp, #272]
	cmp x8, x19
	b.ne .LBB_353
	str xzr, [sp, #576]
	ldr x8, [sp, #560]
	cmp x19, x8
	b.hi .LBB_319
	mov x8, #0
	mov x2, #0
	ldp x10, x4, [sp, #176]
	ldr x28, [sp, #56]
	ldr x25, [sp, #32]
	mov w6, #255
	adrp x21, .LCPI_1
	adrp x22, .LCPI_2
	adrp x23, .LCPI_3
	mov w24, #16
	cbz x19, .LBB_273
	cmp x19, #16
	b.hs .LBB_321
.LBB_269:
	mov x9, #0
.LBB_270:
	mov x2, x8
.LBB_271:
	lsl x10, x9, #3
	ldp x8, x11, [sp, #280]
	add x8, x8, x10
	add x10, x11, x10
	sub x9, x19, x9
.LBB_272:
	ldr d0, [x10], #8
	ldr d1, [x8], #8
	fcmp d1, d0
	cset w11, gt
	cset w12, mi
	sub w11, w11, w12
	strb w11, [x28, x2]
	add x2, x2, #1
	subs x9, x9, #1
	b.ne .LBB_272
.LBB_273:
	str x2, [sp, #576]
	cbz x25, .LBB_311
	mov x13, #0
	mov x20, #0
	add x8, x28, #1
	movi v14.2d, #0000000000000000
	mov x9, #-1
	mov x10, x28
	mov w11, #65
	movi v0.2d, #0000000000000000
	mov x12, x25
	mov w15, #1
	b .LBB_276
.LBB_275:
	add x11, x11, #64
	sub x9, x9, #64
	add x8, x8, #64
	add x10, x10, #64
	mov x15, x14
	sub x12, x12, #1
	cbz x12, .LBB_302
.LBB_276:
	cmp x19, x11
	csel x14, x19, x11, lo
	add x17, x14, x9
	cmp x17, #1
	csinc x16, x17, xzr, hi
	add x14, x15, #64
	cmp x19, x14
	csel x1, x19, x14, lo
	cmp x19, x15
	b.lo .LBB_349
	cmp x1, x2
	b.hi .LBB_349
	sub x0, x15, #1
	sub x1, x1, #1
	cmp x1, x0
	b.lo .LBB_350
	cmp x1, x2
	b.hi .LBB_350
	cmp x19, x15
	b.eq .LBB_275
	cmp x17, #3
	b.hi .LBB_283
	mov x1, #0
	mov x18, #0
	b .LBB_292
.LBB_283:
	cmp x17, #16
	b.hs .LBB_285
	mov x18, #0
	mov x1, #0
	b .LBB_289
.LBB_285:
	and x1, x16, #0xfffffffffffffff0
	and x0, x16, #0xc
	ldr q1, [x21, :lo12:.LCPI_1]
	ldr q2, [x22, :lo12:.LCPI_2]
	and x18, x16, #0xfffffffffffffff0
	movi v3.2d, #0000000000000000
	mov x3, x8
	ldr q4, [x23, :lo12:.LCPI_3]
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	adrp x5, .LCPI_4
	ldr q17, [x5, :lo12:.LCPI_4]
	movi v6.2d, #0000000000000000
	adrp x5, .LCPI_5
	ldr q20, [x5, :lo12:.LCPI_5]
	movi v18.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	adrp x5, .LCPI_6
	ldr q22, [x5, :lo12:.LCPI_6]
	movi v21.2d, #0000000000000000
	movi v19.2d, #0000000000000000
	ldr q23, [sp, #112]
	adrp x5, .LCPI_0
	ldr q24, [x5, :lo12:.LCPI_0]
	mov w5, #1
	mov w7, #63
	movi v10.2d, #0xffffffffffffffff
.LBB_286:
	ldr q25, [x3]
	ldur q26, [x3, #-1]
	mul v25.16b, v26.16b, v25.16b
	cmeq v25.16b, v25.16b, v10.16b
	ushll2 v26.8h, v25.16b, #0
	ushll2 v27.4s, v26.8h, #0
	ushll2 v28.2d, v27.4s, #0
	dup v29.2d, x5
	and v28.16b, v28.16b, v29.16b
	ushll v27.2d, v27.2s, #0
	and v27.16b, v27.16b, v29.16b
	ushll v26.4s, v26.4h, #0
	ushll2 v30.2d, v26.4s, #0
	and v30.16b, v30.16b, v29.16b
	ushll v25.8h, v25.8b, #0
	ushll2 v31.4s, v25.8h, #0
	ushll2 v15.2d, v31.4s, #0
	and v15.16b, v15.16b, v29.16b
	ushll v26.2d, v26.2s, #0
	and v26.16b, v26.16b, v29.16b
	ushll v31.2d, v31.2s, #0
	and v31.16b, v31.16b, v29.16b
	ushll v25.4s, v25.4h, #0
	ushll2 v13.2d, v25.4s, #0
	and v13.16b, v13.16b, v29.16b
	ushll v25.2d, v25.2s, #0
	and v25.16b, v25.16b, v29.16b
	dup v29.2d, x7
	and v8.16b, v24.16b, v29.16b
	ushl v25.2d, v25.2d, v8.2d
	and v8.16b, v23.16b, v29.16b
	ushl v8.2d, v13.2d, v8.2d
	and v13.16b, v22.16b, v29.16b
	ushl v31.2d, v31.2d, v13.2d
	and v13.16b, v17.16b, v29.16b
	ushl v26.2d, v26.2d, v13.2d
	and v13.16b, v20.16b, v29.16b
	ushl v13.2d, v15.2d, v13.2d
	and v15.16b, v4.16b, v29.16b
	ushl v30.2d, v30.2d, v15.2d
	and v15.16b, v2.16b, v29.16b
	ushl v27.2d, v27.2d, v15.2d
	and v29.16b, v1.16b, v29.16b
	ushl v28.2d, v28.2d, v29.2d
	orr v19.16b, v28.16b, v19.16b
	orr v21.16b, v27.16b, v21.16b
	orr v16.16b, v30.16b, v16.16b
	orr v6.16b, v13.16b, v6.16b
	orr v18.16b, v26.16b, v18.16b
	orr v7.16b, v31.16b, v7.16b
	orr v3.16b, v8.16b, v3.16b
	orr v5.16b, v25.16b, v5.16b
	dup v25.2d, x24
	add v22.2d, v22.2d, v25.2d
	add v23.2d, v23.2d, v25.2d
	add v24.2d, v24.2d, v25.2d
	add v20.2d, v20.2d, v25.2d
	add v17.2d, v17.2d, v25.2d
	add v4.2d, v4.2d, v25.2d
	add v2.2d, v2.2d, v25.2d
	add v1.2d, v1.2d, v25.2d
	add x3, x3, #16
	subs x1, x1, #16
	b.ne .LBB_286
	orr v1.16b, v5.16b, v18.16b
	orr v2.16b, v7.16b, v21.16b
	orr v1.16b, v1.16b, v2.16b
	orr v2.16b, v3.16b, v16.16b
	orr v3.16b, v6.16b, v19.16b
	orr v2.16b, v2.16b, v3.16b
	orr v1.16b, v1.16b, v2.16b
	ext v2.16b, v1.16b, v1.16b, #8
	orr v1.8b, v1.8b, v2.8b
	fmov x1, d1
	cmp x17, x18
	fmov d10, #-1.00000000
	fmov d8, #1.00000000
	b.eq .LBB_293
	cbz x0, .LBB_292
.LBB_289:
	and x0, x16, #0xfffffffffffffffc
	dup v4.2d, x18
	sub x0, x18, x0
	add x3, x8, x18
	and x18, x16, #0xfffffffffffffffc
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	mov v2.d[0], x1
	ldr q3, [sp, #112]
	orr v3.16b, v4.16b, v3.16b
	adrp x1, .LCPI_0
	ldr q5, [x1, :lo12:.LCPI_0]
	orr v4.16b, v4.16b, v5.16b
	mov w1, #1
	mov w5, #63
	mov w7, #4
.LBB_290:
	ldr s5, [x3]
	ldur s6, [x3, #-1]
	umull v5.8h, v6.8b, v5.8b
	bic v5.4h, #255, lsl #8
	cmeq v5.4h, v5.4h, v12.4h
	ushll v5.4s, v5.4h, #0
	dup v6.2d, x1
	ushll2 v7.2d, v5.4s, #0
	and v7.16b, v7.16b, v6.16b
	ushll v5.2d, v5.2s, #0
	and v5.16b, v5.16b, v6.16b
	dup v6.2d, x5
	and v16.16b, v3.16b, v6.16b
	and v6.16b, v4.16b, v6.16b
	ushl v5.2d, v5.2d, v6.2d
	ushl v6.2d, v7.2d, v16.2d
	orr v1.16b, v6.16b, v1.16b
	orr v2.16b, v5.16b, v2.16b
	dup v5.2d, x7
	add v3.2d, v3.2d, v5.2d
	add v4.2d, v4.2d, v5.2d
	add x3, x3, #4
	adds x0, x0, #4
	b.ne .LBB_290
	orr v1.16b, v2.16b, v1.16b
	ext v2.16b, v1.16b, v1.16b, #8
	orr v1.8b, v1.8b, v2.8b
	fmov x1, d1
	cmp x17, x18
	b.eq .LBB_293
.LBB_292:
	add x17, x10, x18
	ldrb w0, [x17, #1]
	ldrb w17, [x17]
	mul w17, w17, w0
	bics wzr, w6, w17
	cset w17, eq
	lsl x17, x17, x18
	add x18, x18, #1
	orr x1, x17, x1
	cmp x16, x18
	b.ne .LBB_292
.LBB_293:
	cbnz x1, .LBB_295
	b .LBB_275
.LBB_294:
	sub x16, x1, #1
	and x1, x16, x1
	cbz x1, .LBB_275
.LBB_295:
	rbit x16, x1
	clz x16, x16
	add x0, x16, x15
	cmp x0, x2
	b.hs .LBB_360
	ldrsb x16, [x28, x0]
	cmp x13, x16
	b.eq .LBB_294
	cbz x13, .LBB_300
	cmp x0, x19
	b.hs .LBB_362
	ldr d1, [x4, x0, lsl #3]
	scvtf d2, x13
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d14, d14, d0
	add x20, x20, #1
.LBB_300:
	cmp x0, x19
	b.hs .LBB_361
	ldr d0, [x4, x0, lsl #3]
	mov x13, x16
	b .LBB_294
.LBB_302:
	cbz x13, .LBB_305
	cbz x19, .LBB_372
	ldr x8, [sp, #24]
	ldur d1, [x8, #-8]
	scvtf d2, x13
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d14, d14, d0
	add x20, x20, #1
.LBB_305:
	ldr x8, [sp, #64]
	cbz x8, .LBB_307
.LBB_306:
	lsl x1, x8, #3
	ldr x0, [sp, #80]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_307:
	ldr x8, [sp, #72]
	cbz x8, .LBB_309
	lsl x1, x8, #3
	ldr x0, [sp, #88]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_309:
	ldur x19, [x29, #-160]
	ldur x8, [x29, #-176]
	cmp x19, x8
	b.ne .LBB_158
	sub x0, x29, #176
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	b .LBB_158
.LBB_311:
	mov x20, #0
	movi v14.2d, #0000000000000000
	ldr x8, [sp, #64]
	cbnz x8, .LBB_306
	b .LBB_307
.LBB_312:
	mov x9, #0
	ldr x10, [sp, #88]
	sub x10, x14, x10
	cmp x10, #64
	b.lo .LBB_236
	ldr x10, [sp, #80]
	sub x10, x14, x10
	cmp x10, #64
	b.lo .LBB_236
	and x9, x8, #0xfffffffffffffff8
	add x10, x14, #32
	ldp x12, x11, [sp, #80]
	add x11, x11, #32
	add x12, x12, #32
	and x13, x8, #0xfffffffffffffff8
.LBB_315:
	ldp q0, q1, [x11, #-32]
	ldp q2, q3, [x11], #64
	ldp q4, q5, [x12, #-32]
	ldp q6, q7, [x12], #64
	fadd v0.2d, v0.2d, v4.2d
	fadd v1.2d, v1.2d, v5.2d
	fadd v2.2d, v2.2d, v6.2d
	fadd v3.2d, v3.2d, v7.2d
	stp q0, q1, [x10, #-32]
	stp q2, q3, [x10], #64
	subs x13, x13, #8
	b.ne .LBB_315
	cmp x8, x9
	b.ne .LBB_236
	b .LBB_238
.LBB_317:
	mov x8, x26
	ldr x16, [sp, #264]
	b .LBB_226
.LBB_318:
	mov x8, x26
	b .LBB_226
.LBB_319:
	add x8, sp, #488
	add x0, x8, #72
	mov x1, #0
	mov x2, x19
	mov w3, #1
	mov w4, #1
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldp x10, x4, [sp, #176]
	ldr x25, [sp, #32]
	mov w6, #255
	adrp x21, .LCPI_1
	adrp x22, .LCPI_2
	adrp x23, .LCPI_3
	mov w24, #16
	ldr x8, [sp, #576]
	ldr x28, [sp, #568]
	cmp x19, #16
	b.lo .LBB_269
.LBB_321:
	mov x9, #0
	add x11, x28, x8
	add x12, x11, x19
	ldp x15, x14, [sp, #280]
	add x13, x14, x10
	add x10, x15, x10
	cmp x11, x10
	ccmp x15, x12, #2, lo
	cset w10, lo
	cmp x14, x12
	ccmp x11, x13, #2, lo
	b.lo .LBB_270
	tbnz w10, #0, .LBB_270
	ldr x9, [sp, #16]
	add x2, x8, x9
	ldp x10, x9, [sp, #280]
	and x11, x19, #0x1ffffffffffffff0
.LBB_324:
	ldp q0, q1, [x9]
	ldp q2, q3, [x9, #32]
	ldp q4, q5, [x9, #64]
	ldp q6, q7, [x9, #96]
	ldp q16, q17, [x10]
	ldp q18, q19, [x10, #32]
	ldp q20, q21, [x10, #64]
	ldp q22, q23, [x10, #96]
	fcmgt v24.2d, v23.2d, v7.2d
	fcmgt v25.2d, v22.2d, v6.2d
	uzp1 v24.4s, v25.4s, v24.4s
	fcmgt v25.2d, v21.2d, v5.2d
	fcmgt v26.2d, v20.2d, v4.2d
	uzp1 v25.4s, v26.4s, v25.4s
	uzp1 v24.8h, v25.8h, v24.8h
	fcmgt v25.2d, v19.2d, v3.2d
	fcmgt v26.2d, v18.2d, v2.2d
	uzp1 v25.4s, v26.4s, v25.4s
	fcmgt v26.2d, v17.2d, v1.2d
	fcmgt v27.2d, v16.2d, v0.2d
	uzp1 v26.4s, v27.4s, v26.4s
	uzp1 v25.8h, v26.8h, v25.8h
	uzp1 v24.16b, v25.16b, v24.16b
	fcmgt v7.2d, v7.2d, v23.2d
	fcmgt v6.2d, v6.2d, v22.2d
	uzp1 v6.4s, v6.4s, v7.4s
	fcmgt v5.2d, v5.2d, v21.2d
	fcmgt v4.2d, v4.2d, v20.2d
	uzp1 v4.4s, v4.4s, v5.4s
	uzp1 v4.8h, v4.8h, v6.8h
	fcmgt v3.2d, v3.2d, v19.2d
	fcmgt v2.2d, v2.2d, v18.2d
	uzp1 v2.4s, v2.4s, v3.4s
	fcmgt v1.2d, v1.2d, v17.2d
	fcmgt v0.2d, v0.2d, v16.2d
	uzp1 v0.4s, v0.4s, v1.4s
	uzp1 v0.8h, v0.8h, v2.8h
	uzp1 v0.16b, v0.16b, v4.16b
	sub v0.16b, v0.16b, v24.16b
	str q0, [x28, x8]
	add x8, x8, #16
	add x10, x10, #128
	add x9, x9, #128
	subs x11, x11, #16
	b.ne .LBB_324
	and x9, x19, #0x1ffffffffffffff0
	ldr x8, [sp, #16]
	cmp x19, x8
	b.ne .LBB_271
	b .LBB_273
.LBB_326:
	mov x0, x20
	mov x1, x21
	bl alloc::raw_vec::handle_error
	b .LBB_376
.LBB_327:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	mov x0, x20
	ldr x2, [sp, #272]
	ldp x21, x19, [sp, #64]
	bl core::slice::index::slice_index_fail
	b .LBB_376
.LBB_328:
	mov x8, #0
	mov w0, #8
	stp x8, x0, [x29, #-176]
	stur xzr, [x29, #-160]
	cbnz x25, .LBB_157
.LBB_329:
	mov x20, #0
	adrp x19, .Lanon.3
	add x19, x19, :lo12:.Lanon.3
	b .LBB_331
.LBB_330:
	ldp x19, x20, [sp, #440]
.LBB_331:
	ldur q0, [x29, #-176]
	ldr x9, [sp, #40]
	str q0, [x9]
	ldur x8, [x29, #-160]
	str x8, [x9, #16]
	add x0, sp, #488
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	cbz x20, .LBB_334
	add x8, x20, x20, lsl #1
	lsl x8, x8, #3
	add x9, x8, x20
	adds x1, x9, #33
	b.eq .LBB_334
	sub x8, x19, x8
	sub x0, x8, #24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_334:
	ldr x9, [sp, #360]
	cbz x9, .LBB_336
	ldp x10, x8, [sp, #368]
	stp xzr, x9, [sp, #496]
	str x10, [sp, #512]
	str xzr, [sp, #528]
	str x9, [sp, #536]
	str x10, [sp, #544]
	mov w9, #1
	b .LBB_337
.LBB_336:
	mov x8, #0
.LBB_337:
	str x9, [sp, #488]
	str x9, [sp, #520]
	str x8, [sp, #552]
	add x0, sp, #424
	add x1, sp, #488
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #424]
	cbz x8, .LBB_344
	mov w19, #24
.LBB_340:
	ldr x9, [sp, #440]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_342
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_342:
	add x0, sp, #424
	add x1, sp, #488
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #424]
	cbnz x8, .LBB_340
.LBB_344:
	ldr x8, [sp, #304]
	cbz x8, .LBB_346
	ldr x0, [sp, #312]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_346:
	ldr x8, [sp, #328]
	cbz x8, .LBB_348
	ldr x0, [sp, #336]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_348:
	add sp, sp, #720
	ldp x20, x19, [sp, #144]
	ldp x22, x21, [sp, #128]
	ldp x24, x23, [sp, #112]
	ldp x26, x25, [sp, #96]
	ldp x28, x27, [sp, #80]
	ldp x29, x30, [sp, #64]
	ldp d9, d8, [sp, #48]
	ldp d11, d10, [sp, #32]
	ldp d13, d12, [sp, #16]
	ldp d15, d14, [sp], #160
	ret
.LBB_349:
	mov x0, x15
	adrp x8, .Lanon.4
	add x8, x8, :lo12:.Lanon.4
	str x8, [sp, #8]
.LBB_350:
	ldr x3, [sp, #8]
	ldp x21, x19, [sp, #64]
	bl core::slice::index::slice_index_fail
	b .LBB_376
.LBB_351:
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
.LBB_352:
	mov x0, x27
	ldr x1, [sp, #272]
	ldp x21, x19, [sp, #64]
	bl core::panicking::panic_bounds_check
	b .LBB_376
.LBB_353:
	adrp x0, .Lanon.6
	add x0, x0, :lo12:.Lanon.6
	adrp x2, .Lanon.7
	add x2, x2, :lo12:.Lanon.7
	mov w1, #49
	ldp x21, x19, [sp, #64]
	bl core::panicking::panic_fmt
	b .LBB_376
.LBB_354:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x19, #8]
	mov w8, #1
	strb w8, [x19, #16]
	b .LBB_137
.LBB_356:
	sub x2, x29, #96
	sub x1, x29, #104
	adrp x5, .Lanon.8
	add x5, x5, :lo12:.Lanon.8
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	mov w4, #49
	b .LBB_358
.LBB_357:
	sub x2, x29, #152
	sub x1, x29, #88
	adrp x3, .Lanon.10
	add x3, x3, :lo12:.Lanon.10
	mov w4, #61
	adrp x5, .Lanon.11
	add x5, x5, :lo12:.Lanon.11
.LBB_358:
	mov w0, #0
	ldp x21, x19, [sp, #64]
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_376
.LBB_359:
	adrp x2, .Lanon.12
	add x2, x2, :lo12:.Lanon.12
	b .LBB_352
.LBB_360:
	adrp x8, .Lanon.13
	add x8, x8, :lo12:.Lanon.13
	b .LBB_363
.LBB_361:
	mov x2, x19
	adrp x8, .Lanon.14
	add x8, x8, :lo12:.Lanon.14
	b .LBB_363
.LBB_362:
	mov x2, x19
	adrp x8, .Lanon.15
	add x8, x8, :lo12:.Lanon.15
.LBB_363:
	ldp x21, x19, [sp, #64]
	mov x1, x2
	mov x2, x8
	bl core::panicking::panic_bounds_check
	b .LBB_376
.LBB_364:
	mov x0, x8
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
	b .LBB_369
.LBB_365:
	adrp x2, .Lanon.17
	add x2, x2, :lo12:.Lanon.17
	b .LBB_369
.LBB_366:
	mov x0, x22
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_369
.LBB_367:
	mov x0, x19
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	b .LBB_369
.LBB_368:
	mov x0, x23
	adrp x2, .Lanon.20
	add x2, x2, :lo12:.Lanon.20
.LBB_369:
	mov x1, x0
	bl core::panicking::panic_bounds_check
	b .LBB_376
.LBB_370:
	adrp x0, .Lanon.21
	add x0, x0, :lo12:.Lanon.21
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_376
.LBB_371:
	adrp x0, .Lanon.23
	add x0, x0, :lo12:.Lanon.23
	adrp x3, .Lanon.24
	add x3, x3, :lo12:.Lanon.24
	adrp x4, .Lanon.25
	add x4, x4, :lo12:.Lanon.25
	sub x2, x29, #73
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_376
.LBB_372:
	mov x2, #0
	mov x0, #-1
	adrp x8, .Lanon.26
	add x8, x8, :lo12:.Lanon.26
	b .LBB_363
.LBB_373:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
	b .LBB_376
.LBB_374:
	mov w0, #1
	ldr x1, [sp, #208]
	bl alloc::raw_vec::handle_error
	b .LBB_376
.LBB_375:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
.LBB_376:
	brk #0x1
	b .LBB_402
	b .LBB_399
	mov x20, x0
	add x0, sp, #304
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	mov x20, x0
	ldr x8, [sp, #208]
	cbz x8, .LBB_384
	mov x0, x28
	ldr x1, [sp, #208]
	mov w2, #1
	bl __rustc::__rust_dealloc
	b .LBB_384
	mov x20, x0
	ldr x8, [sp, #208]
	cbnz x8, .LBB_386
	b .LBB_413
	mov x20, x0
.LBB_384:
	cbz x19, .LBB_413
	lsl x1, x19, #3
	mov x0, x25
	mov w2, #8
	bl __rustc::__rust_dealloc
	str x19, [sp, #208]
.LBB_386:
	ldr x8, [sp, #208]
	lsl x1, x8, #3
	mov x0, x26
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_388
	mov x20, x0
	ldr x8, [sp, #208]
	cbz x8, .LBB_413
.LBB_388:
	ldr x8, [sp, #208]
	lsl x1, x8, #3
	mov x0, x21
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_413
	mov x20, x0
	add x0, sp, #304
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	b .LBB_397
	b .LBB_399
	b .LBB_399
	mov x20, x0
	cbz x26, .LBB_414
	lsl x1, x26, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_414
	b .LBB_399
.LBB_397:
	mov x20, x0
	ldur x8, [x29, #-176]
	cbnz x8, .LBB_409
	b .LBB_411
.LBB_399:
	mov x20, x0
	b .LBB_414
	b .LBB_402
.LBB_402:
	mov x20, x0
	ldp x21, x19, [sp, #64]
	b .LBB_404
	mov x20, x0
.LBB_404:
	cbnz x21, .LBB_407
	cbnz x19, .LBB_408
.LBB_406:
	ldur x8, [x29, #-176]
	cbnz x8, .LBB_409
	b .LBB_411
.LBB_407:
	lsl x1, x21, #3
	ldr x0, [sp, #80]
	mov w2, #8
	bl __rustc::__rust_dealloc
	cbz x19, .LBB_406
.LBB_408:
	lsl x1, x19, #3
	ldr x0, [sp, #88]
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldur x8, [x29, #-176]
	cbz x8, .LBB_411
.LBB_409:
	ldur x0, [x29, #-168]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_411
	mov x20, x0
.LBB_411:
	add x0, sp, #488
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	b .LBB_413
	mov x20, x0
.LBB_413:
	ldp x0, x1, [sp, #440]
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_414:
	add x0, sp, #360
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	add x0, sp, #304
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	bl core::panicking::panic_in_cleanup
