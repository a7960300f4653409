# kernel_sliding::sweep — kernel-sliding, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::sweep:
	stp d13, d12, [sp, #-144]!
	stp d11, d10, [sp, #16]
	stp d9, d8, [sp, #32]
	stp x29, x30, [sp, #48]
	stp x28, x27, [sp, #64]
	stp x26, x25, [sp, #80]
	stp x24, x23, [sp, #96]
	stp x22, x21, [sp, #112]
	stp x20, x19, [sp, #128]
	add x29, sp, #48
	sub sp, sp, #512
	addvl sp, sp, #-5
	str xzr, [sp]
	str x8, [sp, #40]
	mov w8, #48
	ldp x9, x25, [x0, #16]
	madd x8, x25, x8, x9
	ldp x10, x24, [x0]
	lsl x19, x24, #3
	str xzr, [sp, #160]
	stp x9, xzr, [sp, #136]
	stp x19, x10, [sp, #104]
	stp x8, x24, [sp, #88]
	cbz x25, .LBB_131
	tst x24, #0xe000000000000000
	mov x8, #9223372036854775800
	ldr x1, [sp, #136]
	ccmp x19, x8, #2, eq
	cset w8, hi
	str w8, [sp, #120]
	mov w8, #8
	stp x8, x25, [sp, #72]
	b .LBB_4
.LBB_2:
	add x8, sp, #144
.LBB_3:
	ldr x1, [sp, #128]
	ldp x25, x9, [sp, #80]
	mov x23, x22
	mov x22, x8
	add x1, x1, #48
	cmp x1, x9
	b.eq .LBB_131
.LBB_4:
	add x0, sp, #272
	str x1, [sp, #128]
	bl kernel_sliding::raw_lengths
	ldp x20, x21, [sp, #272]
	ldp x28, x27, [sp, #288]
	ldr x26, [sp, #304]
	ldr w8, [sp, #120]
	tbz w8, #0, .LBB_46
	ldr x8, [sp, #144]
	cbz x8, .LBB_321
	ldr x9, [sp, #152]
	mov x11, x8
	mov x10, x9
.LBB_8:
	ldrh w14, [x11, #362]
	add x13, x11, #8
	mov x12, #-1
	lsl x15, x14, #3
.LBB_9:
	cbz x15, .LBB_12
	ldr x16, [x13], #8
	add x12, x12, #1
	sub x15, x15, #8
	cmp x20, x16
	cset w16, hi
	csinv w16, w16, wzr, hs
	and w16, w16, #0xff
	cmp w16, #1
	b.eq .LBB_9
	cbnz w16, .LBB_13
	b .LBB_15
.LBB_12:
	mov x12, x14
.LBB_13:
	cbz x10, .LBB_321
	add x11, x11, x12, lsl #3
	sub x10, x10, #1
	ldr x11, [x11, #368]
	b .LBB_8
.LBB_15:
	mov x10, x9
	mov x11, x8
.LBB_16:
	ldrh w14, [x11, #362]
	add x13, x11, #8
	mov x12, #-1
	lsl x15, x14, #3
.LBB_17:
	cbz x15, .LBB_20
	ldr x16, [x13], #8
	add x12, x12, #1
	sub x15, x15, #8
	cmp x21, x16
	cset w16, hi
	csinv w16, w16, wzr, hs
	and w16, w16, #0xff
	cmp w16, #1
	b.eq .LBB_17
	cbnz w16, .LBB_21
	b .LBB_23
.LBB_20:
	mov x12, x14
.LBB_21:
	cbz x10, .LBB_321
	add x11, x11, x12, lsl #3
	sub x10, x10, #1
	ldr x11, [x11, #368]
	b .LBB_16
.LBB_23:
	mov x10, x9
	mov x11, x8
.LBB_24:
	ldrh w14, [x11, #362]
	add x13, x11, #8
	mov x12, #-1
	lsl x15, x14, #3
.LBB_25:
	cbz x15, .LBB_28
	ldr x16, [x13], #8
	add x12, x12, #1
	sub x15, x15, #8
	cmp x28, x16
	cset w16, hi
	csinv w16, w16, wzr, hs
	and w16, w16, #0xff
	cmp w16, #1
	b.eq .LBB_25
	cbnz w16, .LBB_29
	b .LBB_31
.LBB_28:
	mov x12, x14
.LBB_29:
	cbz x10, .LBB_321
	add x11, x11, x12, lsl #3
	sub x10, x10, #1
	ldr x11, [x11, #368]
	b .LBB_24
.LBB_31:
	mov x10, x9
	mov x11, x8
.LBB_32:
	ldrh w14, [x11, #362]
	add x13, x11, #8
	mov x12, #-1
	lsl x15, x14, #3
.LBB_33:
	cbz x15, .LBB_36
	ldr x16, [x13], #8
	add x12, x12, #1
	sub x15, x15, #8
	cmp x27, x16
	cset w16, hi
	csinv w16, w16, wzr, hs
	and w16, w16, #0xff
	cmp w16, #1
	b.eq .LBB_33
	cbz w16, .LBB_41
	b .LBB_37
.LBB_36:
	mov x12, x14
.LBB_37:
	cbz x10, .LBB_321
	add x11, x11, x12, lsl #3
	sub x10, x10, #1
	ldr x11, [x11, #368]
	b .LBB_32
.LBB_39:
	mov x22, x11
	cbz x9, .LBB_321
.LBB_40:
	add x8, x8, x22, lsl #3
	sub x9, x9, #1
	ldr x8, [x8, #368]
.LBB_41:
	ldrh w11, [x8, #362]
	add x10, x8, #8
	mov x22, #-1
	lsl x12, x11, #3
.LBB_42:
	cbz x12, .LBB_39
	ldr x13, [x10], #8
	add x22, x22, #1
	sub x12, x12, #8
	cmp x26, x13
	cset w13, hi
	csinv w13, w13, wzr, hs
	and w13, w13, #0xff
	cmp w13, #1
	b.eq .LBB_42
	cbz w13, .LBB_2
	cbnz x9, .LBB_40
	b .LBB_321
.LBB_46:
	ldr x8, [sp, #144]
	cbz x8, .LBB_91
	ldr x10, [sp, #152]
	mov x9, x8
.LBB_48:
	ldrh w12, [x9, #362]
	add x11, x9, #8
	mov x22, #-1
	lsl x13, x12, #3
.LBB_49:
	cbz x13, .LBB_53
	ldr x14, [x11], #8
	add x22, x22, #1
	sub x13, x13, #8
	cmp x20, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_49
	cbz w14, .LBB_55
	cbnz x10, .LBB_54
	b .LBB_94
.LBB_53:
	mov x22, x12
	cbz x10, .LBB_94
.LBB_54:
	add x9, x9, x22, lsl #3
	sub x10, x10, #1
	ldr x9, [x9, #368]
	b .LBB_48
.LBB_55:
	mov x23, x22
	add x22, sp, #144
	cbz x8, .LBB_99
.LBB_56:
	ldr x10, [sp, #152]
	mov x9, x8
.LBB_57:
	ldrh w12, [x9, #362]
	add x11, x9, #8
	mov x22, #-1
	lsl x13, x12, #3
.LBB_58:
	cbz x13, .LBB_62
	ldr x14, [x11], #8
	add x22, x22, #1
	sub x13, x13, #8
	cmp x21, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_58
	cbz w14, .LBB_64
	cbnz x10, .LBB_63
	b .LBB_102
.LBB_62:
	mov x22, x12
	cbz x10, .LBB_102
.LBB_63:
	add x9, x9, x22, lsl #3
	sub x10, x10, #1
	ldr x9, [x9, #368]
	b .LBB_57
.LBB_64:
	mov x23, x22
	add x22, sp, #144
	cbz x8, .LBB_107
.LBB_65:
	ldr x10, [sp, #152]
	mov x9, x8
.LBB_66:
	ldrh w12, [x9, #362]
	add x11, x9, #8
	mov x22, #-1
	lsl x13, x12, #3
.LBB_67:
	cbz x13, .LBB_71
	ldr x14, [x11], #8
	add x22, x22, #1
	sub x13, x13, #8
	cmp x28, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_67
	cbz w14, .LBB_73
	cbnz x10, .LBB_72
	b .LBB_110
.LBB_71:
	mov x22, x12
	cbz x10, .LBB_110
.LBB_72:
	add x9, x9, x22, lsl #3
	sub x10, x10, #1
	ldr x9, [x9, #368]
	b .LBB_66
.LBB_73:
	mov x23, x22
	add x22, sp, #144
	cbz x8, .LBB_115
.LBB_74:
	ldr x10, [sp, #152]
	mov x9, x8
.LBB_75:
	ldrh w12, [x9, #362]
	add x11, x9, #8
	mov x22, #-1
	lsl x13, x12, #3
.LBB_76:
	cbz x13, .LBB_80
	ldr x14, [x11], #8
	add x22, x22, #1
	sub x13, x13, #8
	cmp x27, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_76
	cbz w14, .LBB_82
	cbnz x10, .LBB_81
	b .LBB_118
.LBB_80:
	mov x22, x12
	cbz x10, .LBB_118
.LBB_81:
	add x9, x9, x22, lsl #3
	sub x10, x10, #1
	ldr x9, [x9, #368]
	b .LBB_75
.LBB_82:
	mov x23, x22
	add x22, sp, #144
	cbz x8, .LBB_123
.LBB_83:
	ldr x9, [sp, #152]
.LBB_84:
	ldrh w11, [x8, #362]
	add x10, x8, #8
	mov x22, #-1
	lsl x12, x11, #3
.LBB_85:
	cbz x12, .LBB_89
	ldr x13, [x10], #8
	add x22, x22, #1
	sub x12, x12, #8
	cmp x26, x13
	cset w13, hi
	csinv w13, w13, wzr, hs
	and w13, w13, #0xff
	cmp w13, #1
	b.eq .LBB_85
	cbz w13, .LBB_2
	cbnz x9, .LBB_90
	b .LBB_126
.LBB_89:
	mov x22, x11
	cbz x9, .LBB_126
.LBB_90:
	add x8, x8, x22, lsl #3
	sub x9, x9, #1
	ldr x8, [x8, #368]
	b .LBB_84
.LBB_91:
	add x8, sp, #144
	stp xzr, x23, [sp, #184]
	str x22, [sp, #200]
	stp x8, x20, [sp, #168]
	cbz x19, .LBB_95
.LBB_92:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_322
	ldr x19, [sp, #96]
	mov x24, x0
	mov x25, x19
	b .LBB_96
.LBB_94:
	mov x23, xzr
	add x8, sp, #144
	stp x9, xzr, [sp, #184]
	str x22, [sp, #200]
	stp x8, x20, [sp, #168]
	cbnz x19, .LBB_92
.LBB_95:
	ldr x19, [sp, #96]
	mov x25, xzr
	mov w24, #8
.LBB_96:
	ldr x0, [sp, #112]
	mov x1, x19
	mov x2, x20
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #208]
	str x19, [sp, #224]
	add x0, sp, #272
	add x1, sp, #168
	add x2, sp, #208
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	ldr x8, [sp, #144]
	ldr x19, [sp, #104]
	cbnz x8, .LBB_56
.LBB_99:
	add x8, sp, #144
	stp xzr, x23, [sp, #184]
	str x22, [sp, #200]
	stp x8, x21, [sp, #168]
	cbz x19, .LBB_103
.LBB_100:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_322
	ldr x19, [sp, #96]
	mov x24, x0
	mov x25, x19
	b .LBB_104
.LBB_102:
	mov x23, xzr
	add x8, sp, #144
	stp x9, xzr, [sp, #184]
	str x22, [sp, #200]
	stp x8, x21, [sp, #168]
	cbnz x19, .LBB_100
.LBB_103:
	ldr x19, [sp, #96]
	mov x25, xzr
	mov w24, #8
.LBB_104:
	ldr x0, [sp, #112]
	mov x1, x19
	mov x2, x21
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #208]
	str x19, [sp, #224]
	add x0, sp, #272
	add x1, sp, #168
	add x2, sp, #208
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	ldr x8, [sp, #144]
	ldr x19, [sp, #104]
	cbnz x8, .LBB_65
.LBB_107:
	add x8, sp, #144
	stp xzr, x23, [sp, #184]
	str x22, [sp, #200]
	stp x8, x28, [sp, #168]
	cbz x19, .LBB_111
.LBB_108:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_322
	ldr x19, [sp, #96]
	mov x24, x0
	mov x25, x19
	b .LBB_112
.LBB_110:
	mov x23, xzr
	add x8, sp, #144
	stp x9, xzr, [sp, #184]
	str x22, [sp, #200]
	stp x8, x28, [sp, #168]
	cbnz x19, .LBB_108
.LBB_111:
	ldr x19, [sp, #96]
	mov x25, xzr
	mov w24, #8
.LBB_112:
	ldr x0, [sp, #112]
	mov x1, x19
	mov x2, x28
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #208]
	str x19, [sp, #224]
	add x0, sp, #272
	add x1, sp, #168
	add x2, sp, #208
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	ldr x8, [sp, #144]
	ldr x19, [sp, #104]
	cbnz x8, .LBB_74
.LBB_115:
	add x8, sp, #144
	stp xzr, x23, [sp, #184]
	str x22, [sp, #200]
	stp x8, x27, [sp, #168]
	cbz x19, .LBB_119
.LBB_116:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_322
	ldr x19, [sp, #96]
	mov x24, x0
	mov x25, x19
	b .LBB_120
.LBB_118:
	mov x23, xzr
	add x8, sp, #144
	stp x9, xzr, [sp, #184]
	str x22, [sp, #200]
	stp x8, x27, [sp, #168]
	cbnz x19, .LBB_116
.LBB_119:
	ldr x19, [sp, #96]
	mov x25, xzr
	mov w24, #8
.LBB_120:
	ldr x0, [sp, #112]
	mov x1, x19
	mov x2, x27
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #208]
	str x19, [sp, #224]
	add x0, sp, #272
	add x1, sp, #168
	add x2, sp, #208
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	ldr x8, [sp, #144]
	ldr x19, [sp, #104]
	cbnz x8, .LBB_83
.LBB_123:
	add x9, sp, #144
	stp x8, x23, [sp, #184]
	str x22, [sp, #200]
	stp x9, x26, [sp, #168]
	cbz x19, .LBB_127
.LBB_124:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_322
	ldr x19, [sp, #96]
	mov x24, x0
	mov x25, x19
	b .LBB_128
.LBB_126:
	mov x23, xzr
	add x9, sp, #144
	stp x8, xzr, [sp, #184]
	str x22, [sp, #200]
	stp x9, x26, [sp, #168]
	cbnz x19, .LBB_124
.LBB_127:
	ldr x19, [sp, #96]
	mov x25, xzr
	mov w24, #8
.LBB_128:
	ldr x0, [sp, #112]
	mov x1, x19
	mov x2, x26
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #208]
	str x19, [sp, #224]
	add x0, sp, #272
	add x1, sp, #168
	add x2, sp, #208
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	ldr x19, [sp, #104]
	mov x8, x22
	mov x22, x23
	b .LBB_3
.LBB_131:
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_315
	ldp x0, x1, [x19]
.LBB_133:
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	ldr x10, [sp, #112]
	add x9, x0, #1
	mov x20, xzr
	stp x0, x1, [sp, #256]
	ldp q0, q1, [x8]
	lsr x8, x24, #61
	str x9, [x19]
	stp x10, x24, [sp, #208]
	stp q0, q1, [sp, #224]
	cbnz x8, .LBB_142
	ldr x19, [sp, #104]
	mov x8, #9223372036854775800
	cmp x19, x8
	b.hi .LBB_143
	cbz x19, .LBB_144
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w20, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_143
	mov x21, x0
	mov x23, x25
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_332
	mov x25, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_333
	mov x26, x0
	mov x19, x24
	cbz x24, .LBB_145
.LBB_140:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #1
	mov x0, x24
	bl __rustc::__rust_alloc
	cbz x0, .LBB_334
	mov x22, x0
	b .LBB_146
.LBB_142:
	ldr x19, [sp, #104]
.LBB_143:
	mov x0, x20
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_335
.LBB_144:
	mov x23, x25
	mov w25, #8
	mov w21, #8
	mov w26, #8
	cbnz x24, .LBB_140
.LBB_145:
	mov w22, #1
.LBB_146:
	stp x19, x21, [sp, #272]
	lsl x21, x23, #4
	lsr x8, x23, #60
	mov x20, xzr
	stp x24, x19, [sp, #288]
	stp x25, x24, [sp, #304]
	stp x19, x26, [sp, #320]
	stp x24, x24, [sp, #336]
	stp x22, xzr, [sp, #352]
	cbnz x8, .LBB_290
	mov x8, #9223372036854775800
	cmp x21, x8
	b.hi .LBB_290
	cbz x21, .LBB_291
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w20, #8
	mov x0, x21
	bl __rustc::__rust_alloc
	cbz x0, .LBB_290
	stp x23, x0, [sp, #368]
	str xzr, [sp, #384]
	cbz x23, .LBB_292
.LBB_151:
	cntd x10
	cmp x24, #0
	cset w8, ne
	sub x9, x24, #1
	sub x11, x29, #48
	ldr x4, [sp, #136]
	fmov d8, #1.00000000
	fmov d10, #-1.00000000
	sub x8, x24, x8
	str x9, [sp, #32]
	cntw x9
	fmov d12, #3.00000000
	add x8, x8, #63
	mov z0.d, x10
	str z0, [x11, #-1, mul vl]
	lsr x11, x8, #6
	subs x8, x24, x10
	mov z0.d, x9
	csel x8, xzr, x8, lo
	whilelo p0.d, xzr, x24
	str x8, [sp, #24]
	and x8, x24, #0x1ffffffffffffffe
	stp x8, x11, [sp, #48]
	sub x8, x29, #48
	str z0, [x8, #-4, mul vl]
	adrp x8, .Lanon.1
	add x8, x8, :lo12:.Lanon.1
	str x8, [sp, #16]
	adrp x8, .LCPI_1
	ldr d9, [x8, :lo12:.LCPI_1]
	mov x8, #4636737291354636288
	fmov d11, x8
	sub x8, x29, #48
	str p0, [x8, #-17, mul vl]
	adrp x8, .LCPI_0
	ldr d0, [x8, :lo12:.LCPI_0]
	sub x8, x29, #48
	str z0, [x8, #-2, mul vl]
	mov z0.d, d0
	str z0, [x8, #-5, mul vl]
	b .LBB_153
.LBB_152:
	ldr x8, [sp, #376]
	ldr x4, [sp, #72]
	add x8, x8, x19, lsl #4
	str x4, [sp, #136]
	str d13, [x8]
	str x20, [x8, #8]
	add x8, x19, #1
	str x8, [sp, #384]
	ldr x8, [sp, #88]
	cmp x4, x8
	b.eq .LBB_302
.LBB_153:
	ldr x8, [x4], #48
	tbnz x8, #63, .LBB_330
	ldr x10, [sp, #144]
	cbz x10, .LBB_329
	ldr x11, [sp, #152]
	mov x12, x10
	mov x9, x11
.LBB_156:
	ldrh w16, [x12, #362]
	add x15, x12, #8
	add x13, x12, #88
	mov x14, #-1
	lsl x17, x16, #3
.LBB_157:
	cbz x17, .LBB_160
	ldr x18, [x15], #8
	add x13, x13, #24
	add x14, x14, #1
	sub x17, x17, #8
	cmp x8, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_157
	cbnz w18, .LBB_161
	b .LBB_163
.LBB_160:
	mov x14, x16
.LBB_161:
	cbz x9, .LBB_329
	add x12, x12, x14, lsl #3
	sub x9, x9, #1
	ldr x12, [x12, #368]
	b .LBB_156
.LBB_163:
	ldr x8, [sp, #136]
	ldr x12, [x8, #8]
	tbnz x12, #63, .LBB_330
	ldp x9, x8, [x13, #-8]
	mov x13, x11
	mov x14, x10
.LBB_165:
	ldrh w18, [x14, #362]
	add x17, x14, #8
	add x15, x14, #88
	mov x16, #-1
	lsl x0, x18, #3
.LBB_166:
	cbz x0, .LBB_169
	ldr x1, [x17], #8
	add x15, x15, #24
	add x16, x16, #1
	sub x0, x0, #8
	cmp x12, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
	and w1, w1, #0xff
	cmp w1, #1
	b.eq .LBB_166
	cbnz w1, .LBB_170
	b .LBB_172
.LBB_169:
	mov x16, x18
.LBB_170:
	cbz x13, .LBB_329
	add x14, x14, x16, lsl #3
	sub x13, x13, #1
	ldr x14, [x14, #368]
	b .LBB_165
.LBB_172:
	ldr x12, [sp, #136]
	ldr x13, [x12, #32]
	tbnz x13, #63, .LBB_330
	ldp x12, x0, [x15, #-8]
	mov x14, x11
	mov x15, x10
.LBB_174:
	ldrh w1, [x15, #362]
	add x18, x15, #8
	add x16, x15, #88
	mov x17, #-1
	lsl x2, x1, #3
.LBB_175:
	cbz x2, .LBB_178
	ldr x3, [x18], #8
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_175
	cbnz w3, .LBB_179
	b .LBB_181
.LBB_178:
	mov x17, x1
.LBB_179:
	cbz x14, .LBB_329
	add x15, x15, x17, lsl #3
	sub x14, x14, #1
	ldr x15, [x15, #368]
	b .LBB_174
.LBB_181:
	ldr x13, [sp, #136]
	ldr x13, [x13, #40]
	tbnz x13, #63, .LBB_330
	ldp x5, x27, [x16, #-8]
	mov x14, x11
	mov x15, x10
.LBB_183:
	ldrh w1, [x15, #362]
	add x18, x15, #8
	add x16, x15, #88
	mov x17, #-1
	lsl x2, x1, #3
.LBB_184:
	cbz x2, .LBB_187
	ldr x3, [x18], #8
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_184
	cbnz w3, .LBB_188
	b .LBB_190
.LBB_187:
	mov x17, x1
.LBB_188:
	cbz x14, .LBB_329
	add x15, x15, x17, lsl #3
	sub x14, x14, #1
	ldr x15, [x15, #368]
	b .LBB_183
.LBB_190:
	ldr x13, [sp, #136]
	ldr x25, [x13, #24]
	tbnz x25, #63, .LBB_330
	ldp x2, x23, [x16, #-8]
.LBB_192:
	ldrh w16, [x10, #362]
	add x15, x10, #8
	add x14, x10, #88
	mov x13, #-1
	lsl x17, x16, #3
.LBB_193:
	cbz x17, .LBB_196
	ldr x18, [x15], #8
	add x14, x14, #24
	add x13, x13, #1
	sub x17, x17, #8
	cmp x25, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_193
	cbnz w18, .LBB_197
	b .LBB_199
.LBB_196:
	mov x13, x16
.LBB_197:
	cbz x11, .LBB_329
	add x10, x10, x13, lsl #3
	sub x11, x11, #1
	ldr x10, [x10, #368]
	b .LBB_192
.LBB_199:
	ldp x20, x19, [sp, #280]
	ldp x6, x24, [x14, #-8]
	lsl x28, x19, #3
	add x26, x20, x19, lsl #3
	cbz x19, .LBB_210
	sub x11, x28, #8
	cmp x8, x0
	csel x10, x8, x0, lo
	lsr x11, x11, #3
	cmp x10, x11
	csel x14, x10, x11, lo
	cntw x10
	cmp x14, x10
	b.hs .LBB_202
	mov x10, xzr
	mov x11, x20
	b .LBB_207
.LBB_202:
	rdvl x13, #2
	sub x11, x20, x12
	mov x10, xzr
	cmp x11, x13
	b.lo .LBB_206
	sub x11, x20, x9
	cmp x11, x13
	mov x11, x20
	b.lo .LBB_207
	cntw x17
	add x10, x14, #1
	mov x13, xzr
	rdvl x18, #2
	ptrue p0.b
	udiv x11, x10, x17
	msub x11, x11, x17, x10
	cmp x11, #0
	csel x11, x17, x11, eq
	sub x10, x10, x11
	add x11, x20, x10, lsl #3
	mov x14, x10
.LBB_205:
	add x16, x12, x13
	ld1b { z0.b }, p0/z, [x12, x13]
	ld1b { z2.b }, p0/z, [x9, x13]
	add x15, x20, x13
	subs x14, x14, x17
	fadd z0.d, z0.d, z0.d
	ldr z1, [x16, #1, mul vl]
	add x16, x9, x13
	ldr z3, [x16, #1, mul vl]
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x20, x13]
	add x13, x13, x18
	str z1, [x15, #1, mul vl]
	b.ne .LBB_205
	b .LBB_207
.LBB_206:
	mov x11, x20
.LBB_207:
	cmp x0, x10
	b.eq .LBB_324
	cmp x8, x10
	b.eq .LBB_323
	ldr d0, [x12, x10, lsl #3]
	ldr d1, [x9, x10, lsl #3]
	add x10, x10, #1
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x11], #8
	cmp x11, x26
	b.ne .LBB_207
.LBB_210:
	ldr x8, [sp, #136]
	str x2, [sp, #80]
	str x6, [sp, #120]
	ldr x2, [x8, #16]
	tbnz x2, #63, .LBB_330
	ldp x3, x21, [sp, #304]
	stp x5, x4, [sp, #64]
	mov x0, x20
	mov x1, x19
	str x3, [sp, #128]
	mov x4, x21
	bl kernel_sliding::wma::wma_into
	fmov z4.d, #3.00000000
	cbz x19, .LBB_227
	cmp x23, x27
	csel x8, x23, x27, lo
	sub x9, x28, #8
	cmp x8, x24
	csel x8, x8, x24, lo
	lsr x9, x9, #3
	cmp x8, x9
	csel x11, x8, x9, lo
	cntw x8
	cmp x11, x8
	b.hs .LBB_215
	ldr x16, [sp, #80]
	ldr x17, [sp, #64]
	ldr x0, [sp, #120]
	mov x9, xzr
	mov x8, x20
	b .LBB_222
.LBB_215:
	ldr x17, [sp, #64]
	ldr x16, [sp, #80]
	rdvl x10, #2
	mov x9, xzr
	sub x8, x20, x17
	cmp x8, x10
	b.lo .LBB_220
	ldr x0, [sp, #120]
	sub x8, x20, x16
	cmp x8, x10
	b.lo .LBB_221
	sub x8, x20, x0
	cmp x8, x10
	mov x8, x20
	b.lo .LBB_222
	cntw x14
	add x8, x11, #1
	mov x10, xzr
	rdvl x15, #2
	ptrue p0.b
	udiv x9, x8, x14
	msub x9, x9, x14, x8
	cmp x9, #0
	csel x9, x14, x9, eq
	sub x9, x8, x9
	add x8, x20, x9, lsl #3
	mov x11, x9
.LBB_219:
	add x13, x17, x10
	ld1b { z0.b }, p0/z, [x17, x10]
	ld1b { z2.b }, p0/z, [x16, x10]
	add x12, x20, x10
	subs x11, x11, x14
	fmul z0.d, z0.d, z4.d
	ldr z1, [x13, #1, mul vl]
	add x13, x16, x10
	ldr z3, [x13, #1, mul vl]
	add x13, x0, x10
	fmul z1.d, z1.d, z4.d
	fsub z0.d, z0.d, z2.d
	ld1b { z2.b }, p0/z, [x0, x10]
	fsub z1.d, z1.d, z3.d
	ldr z3, [x13, #1, mul vl]
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x20, x10]
	add x10, x10, x15
	str z1, [x12, #1, mul vl]
	b.ne .LBB_219
	b .LBB_222
.LBB_220:
	ldr x0, [sp, #120]
.LBB_221:
	mov x8, x20
.LBB_222:
	add x12, x0, x9, lsl #3
	add x13, x16, x9, lsl #3
	add x14, x17, x9, lsl #3
	sub x15, x24, x9
	mov x10, xzr
	mov x11, xzr
	sub x16, x23, x9
	sub x9, x27, x9
.LBB_223:
	cmp x9, x11
	b.eq .LBB_325
	cmp x16, x11
	b.eq .LBB_327
	cmp x15, x11
	b.eq .LBB_326
	ldr d0, [x14, x11, lsl #3]
	ldr d1, [x13, x11, lsl #3]
	add x10, x10, #8
	add x17, x8, x10
	cmp x17, x26
	fmul d0, d0, d12
	fsub d0, d0, d1
	ldr d1, [x12, x11, lsl #3]
	fsub d0, d0, d1
	str d0, [x8, x11, lsl #3]
	add x11, x11, #1
	b.ne .LBB_223
.LBB_227:
	ldp x23, x27, [sp, #328]
	mov x0, x20
	mov x1, x19
	mov x2, x25
	mov x3, x23
	mov x4, x27
	bl kernel_sliding::wma::wma_into
	cmp x21, x27
	stp x21, x27, [sp, #392]
	b.ne .LBB_314
	str x22, [sp, #80]
	cbz x21, .LBB_244
	ldr x28, [sp, #128]
	lsr x8, x21, #6
	tst x21, #0x3f
	mov x27, xzr
	mov x20, xzr
	mov x26, x23
	mov w24, #64
	cinc x19, x8, ne
	b .LBB_232
.LBB_231:
	ldr x20, [sp, #120]
	add x24, x24, #64
	sub x27, x27, #64
	add x26, x26, #512
	add x28, x28, #512
	cbz x19, .LBB_244
.LBB_232:
	cmp x21, x24
	csel x8, x21, x24, lo
	add x9, x20, #64
	sub x19, x19, #1
	add x8, x8, x27
	cmp x8, #1
	csinc x8, x8, xzr, hi
	cmp x21, x9
	csel x1, x21, x9, lo
	cmp x1, x20
	b.lo .LBB_312
	add x9, x20, #64
	str x9, [sp, #120]
	b.eq .LBB_231
	cntw x14
	cmp x8, x14
	b.hs .LBB_236
	sub x10, x29, #48
	mov x22, xzr
	mov x9, xzr
	ldr z3, [x10, #-2, mul vl]
	b .LBB_239
.LBB_236:
	udiv x9, x8, x14
	sub x16, x29, #48
	index z2.d, #0, #1
	movi v0.2d, #0000000000000000
	movi v1.2d, #0000000000000000
	mov x11, x28
	mov x12, x26
	ldr z18, [x16, #-1, mul vl]
	ldr z19, [x16, #-4, mul vl]
	ldr z20, [x16, #-5, mul vl]
	mul x9, x9, x14
	rdvl x15, #2
	ptrue p2.d
	sub x10, x8, x9
	mov x13, x9
.LBB_237:
	ldr z4, [x12]
	ldr z5, [x12, #1, mul vl]
	add z3.d, z2.d, z18.d
	subs x13, x13, x14
	add x12, x12, x15
	and z3.d, z3.d, #0x3f
	ldr z6, [x11]
	ldr z7, [x11, #1, mul vl]
	add x11, x11, x15
	movprfx z16, z4
	fabd z16.d, p2/m, z16.d, z6.d
	movprfx z17, z5
	fabd z17.d, p2/m, z17.d, z7.d
	fabs z6.d, p2/m, z6.d
	fabs z7.d, p2/m, z7.d
	fabs z4.d, p2/m, z4.d
	fabs z5.d, p2/m, z5.d
	fadd z4.d, z4.d, z6.d
	fadd z5.d, z5.d, z7.d
	add z6.d, z2.d, z19.d
	and z2.d, z2.d, #0x3f
	fmul z4.d, z4.d, z20.d
	fmul z5.d, z5.d, z20.d
	fcmge p0.d, p2/z, z4.d, z16.d
	fcmge p1.d, p2/z, z5.d, z17.d
	mov z4.d, p0/z, #1
	mov z5.d, p1/z, #1
	lslr z2.d, p2/m, z2.d, z4.d
	lslr z3.d, p2/m, z3.d, z5.d
	orr z0.d, z2.d, z0.d
	orr z1.d, z3.d, z1.d
	mov z2.d, z6.d
	b.ne .LBB_237
	orr z0.d, z1.d, z0.d
	sub x11, x29, #48
	ldr z3, [x11, #-2, mul vl]
	orv d0, p2, z0.d
	fmov x22, d0
	cbz x10, .LBB_240
.LBB_239:
	ldr d0, [x26, x9, lsl #3]
	ldr d1, [x28, x9, lsl #3]
	fabd d2, d0, d1
	fabs d1, d1
	fabs d0, d0
	fadd d0, d0, d1
	fmul d0, d0, d3
	fcmp d2, d0
	cset w10, ls
	lsl x10, x10, x9
	add x9, x9, #1
	orr x22, x10, x22
	cmp x8, x9
	b.ne .LBB_239
.LBB_240:
	cbz x22, .LBB_231
.LBB_241:
	rbit x8, x22
	clz x8, x8
	orr x25, x8, x20
	ldr x1, [sp, #136]
	add x0, sp, #208
	mov x2, x25
	bl kernel_sliding::exact::Exact::lines
	cmp x25, x21
	b.hs .LBB_317
	ldr x8, [sp, #128]
	str d0, [x8, x25, lsl #3]
	sub x8, x22, #1
	str d1, [x23, x25, lsl #3]
	ands x22, x8, x22
	b.ne .LBB_241
	b .LBB_231
.LBB_244:
	ldr x19, [sp, #96]
	cmp x21, x19
	b.ne .LBB_313
	ldr x8, [sp, #344]
	str xzr, [sp, #360]
	cmp x19, x8
	b.hi .LBB_288
	ldr x2, [sp, #112]
	ldr x22, [sp, #80]
	ldp x21, x7, [sp, #48]
	cntd x4
	mov x27, xzr
	cbz x19, .LBB_258
.LBB_247:
	ldr x8, [sp, #104]
	ldr x14, [sp, #128]
	add x9, x22, x27
	add x10, x9, x19
	add x11, x14, x8
	add x8, x23, x8
	cmp x9, x8
	ccmp x23, x10, #2, lo
	cset w8, lo
	cmp x14, x10
	ccmp x9, x11, #2, lo
	b.lo .LBB_252
	cbnz w8, .LBB_252
	index z1.d, x27, #1
	sub x10, x29, #48
	mov z4.d, #1
	add x8, x22, x27
	mov x9, xzr
	ldr p1, [x10, #-17, mul vl]
	ldr z3, [x10, #-1, mul vl]
	ldr x10, [sp, #24]
	ptrue p3.d
.LBB_250:
	mov z0.d, z1.d
	ld1d { z1.d }, p1/z, [x14, x9, lsl #3]
	ld1d { z2.d }, p1/z, [x23, x9, lsl #3]
	mov p0.b, p1.b
	fcmgt p2.d, p3/z, z1.d, z2.d
	fcmgt p1.d, p3/z, z2.d, z1.d
	mov z1.d, p2/z, #-1
	add z1.d, p1/m, z1.d, z4.d
	whilelo p1.d, x9, x10
	st1b { z1.d }, p0, [x8, x9]
	add z1.d, z0.d, z3.d
	add x9, x9, x4
	b.mi .LBB_250
	not p0.b, p3/z, p0.b
	brkb p0.b, p3/z, p0.b
	cntp x8, p0, p0.d
	sub x8, x8, #1
	whilels p0.d, xzr, x8
	lastb x8, p0, z0.d
	add x27, x8, #1
	b .LBB_258
.LBB_252:
	cmp x19, #1
	b.ne .LBB_254
	mov x8, xzr
	b .LBB_257
.LBB_254:
	add x9, x14, #8
	add x10, x23, #8
	mov x8, xzr
.LBB_255:
	ldur d0, [x9, #-8]
	ldur d1, [x10, #-8]
	add x8, x8, #2
	fcmp d1, d0
	cset w11, gt
	cset w12, mi
	sub w11, w11, w12
	add x12, x22, x27
	add x27, x27, #2
	strb w11, [x12]
	ldr d0, [x9], #16
	ldr d1, [x10], #16
	fcmp d1, d0
	cset w11, gt
	cset w13, mi
	cmp x21, x8
	sub w11, w11, w13
	strb w11, [x12, #1]
	b.ne .LBB_255
	tbz w19, #0, .LBB_258
.LBB_257:
	ldr d0, [x14, x8, lsl #3]
	ldr d1, [x23, x8, lsl #3]
	fcmp d1, d0
	cset w8, gt
	cset w9, mi
	sub w8, w8, w9
	strb w8, [x22, x27]
	add x27, x27, #1
.LBB_258:
	str x27, [sp, #360]
	cbz x7, .LBB_286
	movi d13, #0000000000000000
	movi d0, #0000000000000000
	cntw x3
	mov w12, #1
	mov w5, #1
	mov w6, #255
	mov x8, xzr
	mov x11, xzr
	mov x20, xzr
	mov x9, x22
	mov x10, x7
	b .LBB_261
.LBB_260:
	sub x10, x10, #1
	add x8, x8, #1
	add x9, x9, #64
	mov x12, x13
	cbz x10, .LBB_282
.LBB_261:
	lsl x13, x8, #6
	add x14, x13, #65
	mvn x13, x13
	cmp x19, x14
	csel x14, x19, x14, lo
	add x13, x14, x13
	cmp x13, #1
	csinc x17, x13, xzr, hi
	add x13, x12, #64
	cmp x19, x13
	csel x15, x19, x13, lo
	cmp x19, x12
	b.lo .LBB_310
	cmp x15, x27
	b.hi .LBB_310
	sub x0, x12, #1
	sub x1, x15, #1
	cmp x1, x0
	b.lo .LBB_311
	cmp x1, x27
	b.hi .LBB_311
	cmp x19, x12
	b.eq .LBB_260
	cmp x17, x3
	b.hs .LBB_268
	mov x14, xzr
	mov x16, xzr
	b .LBB_271
.LBB_268:
	udiv x16, x17, x3
	sub x21, x29, #48
	index z3.d, #0, #1
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	mov z19.d, #255
	add x18, x9, x4
	ldr z17, [x21, #-1, mul vl]
	ldr z18, [x21, #-4, mul vl]
	mov x14, xzr
	mul x16, x16, x3
	ptrue p2.d
	sub x17, x17, x16
.LBB_269:
	add x0, x9, x14
	add x1, x18, x14
	ld1b { z7.d }, p2/z, [x9, x14]
	add z4.d, z3.d, z17.d
	add x14, x14, x3
	ld1b { z5.d }, p2/z, [x0, x5]
	ld1b { z6.d }, p2/z, [x1, x5]
	ld1b { z16.d }, p2/z, [x0, #1, mul vl]
	and z4.d, z4.d, #0x3f
	mul z5.d, p2/m, z5.d, z7.d
	mul z6.d, p2/m, z6.d, z16.d
	add z7.d, z3.d, z18.d
	and z3.d, z3.d, #0x3f
	and z5.d, z5.d, #0xff
	and z6.d, z6.d, #0xff
	cmpeq p0.d, p2/z, z5.d, z19.d
	cmpeq p1.d, p2/z, z6.d, z19.d
	cmp x16, x14
	mov z5.d, p0/z, #1
	mov z6.d, p1/z, #1
	lslr z3.d, p2/m, z3.d, z5.d
	lslr z4.d, p2/m, z4.d, z6.d
	orr z1.d, z3.d, z1.d
	orr z2.d, z4.d, z2.d
	mov z3.d, z7.d
	b.ne .LBB_269
	orr z1.d, z2.d, z1.d
	orv d1, p2, z1.d
	fmov x14, d1
	cbz x17, .LBB_273
.LBB_271:
	sub x15, x15, x12
.LBB_272:
	add x17, x9, x16
	ldrb w18, [x17, #1]
	ldrb w17, [x17]
	mul w17, w17, w18
	bics wzr, w6, w17
	cset w17, eq
	lsl x17, x17, x16
	add x16, x16, #1
	orr x14, x17, x14
	cmp x16, x15
	b.lo .LBB_272
.LBB_273:
	cbnz x14, .LBB_275
	b .LBB_260
.LBB_274:
	sub x15, x14, #1
	and x14, x15, x14
	cbz x14, .LBB_260
.LBB_275:
	rbit x15, x14
	clz x15, x15
	add x0, x15, x12
	cmp x0, x27
	b.hs .LBB_318
	ldrsb x15, [x22, x0]
	cmp x11, x15
	b.eq .LBB_274
	cbz x11, .LBB_280
	cmp x0, x19
	b.hs .LBB_320
	ldr d1, [x2, x0, lsl #3]
	scvtf d2, x11
	add x20, x20, #1
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d13, d13, d0
.LBB_280:
	cmp x0, x19
	b.hs .LBB_319
	ldr d0, [x2, x0, lsl #3]
	mov x11, x15
	b .LBB_274
.LBB_282:
	cbz x11, .LBB_285
	cbz x19, .LBB_331
	ldr x8, [sp, #32]
	scvtf d2, x11
	add x20, x20, #1
	ldr d1, [x2, x8, lsl #3]
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d13, d13, d0
.LBB_285:
	ldr x19, [sp, #384]
	ldr x8, [sp, #368]
	cmp x19, x8
	b.ne .LBB_152
	b .LBB_287
.LBB_286:
	mov x20, xzr
	movi d13, #0000000000000000
	ldr x19, [sp, #384]
	ldr x8, [sp, #368]
	cmp x19, x8
	b.ne .LBB_152
.LBB_287:
	add x0, sp, #368
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	b .LBB_152
.LBB_288:
	add x8, sp, #272
	mov w3, #1
	mov w4, #1
	mov x1, xzr
	mov x2, x19
	add x0, x8, #72
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x2, [sp, #112]
	ldp x21, x7, [sp, #48]
	cntd x4
	ldp x22, x27, [sp, #352]
	b .LBB_247
.LBB_290:
	mov x0, x20
	mov x1, x21
	bl alloc::raw_vec::handle_error
	b .LBB_335
.LBB_291:
	mov w0, #8
	stp xzr, x0, [sp, #368]
	str xzr, [sp, #384]
	cbnz x23, .LBB_151
.LBB_292:
	ldr q0, [sp, #368]
	ldr x9, [sp, #40]
	ldr x8, [sp, #384]
	str x8, [x9, #16]
	str q0, [x9]
	cbz x19, .LBB_294
.LBB_293:
	ldr x0, [sp, #280]
	lsl x1, x19, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_294:
	ldr x8, [sp, #296]
	cbz x8, .LBB_296
	ldr x0, [sp, #304]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_296:
	ldr x8, [sp, #320]
	cbz x8, .LBB_298
	ldr x0, [sp, #328]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_298:
	ldr x1, [sp, #344]
	cbz x1, .LBB_300
	ldr x0, [sp, #352]
	mov w2, #1
	bl __rustc::__rust_dealloc
.LBB_300:
	add x0, sp, #208
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	ldr x9, [sp, #144]
	cbz x9, .LBB_303
	ldp x10, x8, [sp, #152]
	stp xzr, x9, [sp, #280]
	stp xzr, x9, [sp, #312]
	mov w9, #1
	str x10, [sp, #296]
	str x10, [sp, #328]
	b .LBB_304
.LBB_302:
	ldr x19, [sp, #272]
	ldr q0, [sp, #368]
	ldr x9, [sp, #40]
	ldr x8, [sp, #384]
	str x8, [x9, #16]
	str q0, [x9]
	cbnz x19, .LBB_293
	b .LBB_294
.LBB_303:
	mov x8, xzr
.LBB_304:
	add x0, sp, #408
	add x1, sp, #272
	str x9, [sp, #272]
	str x9, [sp, #304]
	str x8, [sp, #336]
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #408]
	cbz x8, .LBB_309
	mov w19, #24
	b .LBB_307
.LBB_306:
	add x0, sp, #408
	add x1, sp, #272
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #408]
	cbz x8, .LBB_309
.LBB_307:
	ldr x9, [sp, #424]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_306
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_306
.LBB_309:
	addvl sp, sp, #5
	add sp, sp, #512
	ldp d9, d8, [sp, #32]
	ldp d11, d10, [sp, #16]
	ldp x20, x19, [sp, #128]
	ldp x22, x21, [sp, #112]
	ldp x24, x23, [sp, #96]
	ldp x26, x25, [sp, #80]
	ldp x28, x27, [sp, #64]
	ldp x29, x30, [sp, #48]
	ldp d13, d12, [sp], #144
	ret
.LBB_310:
	adrp x8, .Lanon.2
	add x8, x8, :lo12:.Lanon.2
	mov x0, x12
	mov x1, x15
	str x8, [sp, #16]
.LBB_311:
	ldr x3, [sp, #16]
	mov x2, x27
	bl core::slice::index::slice_index_fail
	b .LBB_335
.LBB_312:
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	mov x0, x20
	mov x2, x21
	bl core::slice::index::slice_index_fail
	b .LBB_335
.LBB_313:
	adrp x0, .Lanon.4
	add x0, x0, :lo12:.Lanon.4
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	mov w1, #49
	bl core::panicking::panic_fmt
	b .LBB_335
.LBB_314:
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	adrp x5, .Lanon.7
	add x5, x5, :lo12:.Lanon.7
	mov w0, wzr
	add x1, sp, #392
	add x2, sp, #400
	mov w4, #49
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_335
.LBB_315:
	bl std::sys::random::linux::hashmap_random_keys
	mov w8, #1
	str x1, [x19, #8]
	strb w8, [x19, #16]
	b .LBB_133
.LBB_317:
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	mov x0, x25
	mov x1, x21
	bl core::panicking::panic_bounds_check
	b .LBB_335
.LBB_318:
	adrp x2, .Lanon.9
	add x2, x2, :lo12:.Lanon.9
	b .LBB_328
.LBB_319:
	mov x27, x19
	adrp x2, .Lanon.10
	add x2, x2, :lo12:.Lanon.10
	b .LBB_328
.LBB_320:
	mov x27, x19
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	b .LBB_328
.LBB_321:
	str xzr, [sp, #72]
.LBB_322:
	ldr x0, [sp, #72]
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_335
.LBB_323:
	mov x0, x8
	mov x27, x8
	adrp x2, .Lanon.12
	add x2, x2, :lo12:.Lanon.12
	b .LBB_328
.LBB_324:
	adrp x2, .Lanon.13
	add x2, x2, :lo12:.Lanon.13
	mov x27, x0
	b .LBB_328
.LBB_325:
	mov x0, x27
	adrp x2, .Lanon.14
	add x2, x2, :lo12:.Lanon.14
	b .LBB_328
.LBB_326:
	mov x0, x24
	mov x27, x24
	adrp x2, .Lanon.15
	add x2, x2, :lo12:.Lanon.15
	b .LBB_328
.LBB_327:
	mov x0, x23
	mov x27, x23
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
.LBB_328:
	mov x1, x27
	bl core::panicking::panic_bounds_check
	b .LBB_335
.LBB_329:
	adrp x0, .Lanon.17
	add x0, x0, :lo12:.Lanon.17
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_335
.LBB_330:
	adrp x0, .Lanon.19
	add x0, x0, :lo12:.Lanon.19
	adrp x3, .Lanon.20
	add x3, x3, :lo12:.Lanon.20
	adrp x4, .Lanon.21
	add x4, x4, :lo12:.Lanon.21
	add x2, sp, #511
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_335
.LBB_331:
	ldr x0, [sp, #32]
	mov x27, xzr
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	b .LBB_328
.LBB_332:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_335
.LBB_333:
	ldr x1, [sp, #104]
	mov w0, #8
	bl alloc::raw_vec::handle_error
	b .LBB_335
.LBB_334:
	mov w0, #1
	mov x1, x24
	bl alloc::raw_vec::handle_error
.LBB_335:
	brk #0x1
	b .LBB_349
	mov x20, x0
	cbz x19, .LBB_365
	lsl x1, x19, #3
	mov w2, #8
	mov x0, x26
	bl __rustc::__rust_dealloc
	str x19, [sp, #96]
	b .LBB_340
	ldr x8, [sp, #96]
	mov x20, x0
	cbz x8, .LBB_365
.LBB_340:
	ldr x8, [sp, #96]
	mov w2, #8
	mov x0, x25
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
	b .LBB_342
	ldr x8, [sp, #96]
	mov x20, x0
	cbz x8, .LBB_365
.LBB_342:
	ldr x8, [sp, #96]
	mov w2, #8
	mov x0, x21
	lsl x1, x8, #3
	b .LBB_363
	b .LBB_352
	b .LBB_349
	b .LBB_349
	mov x20, x0
	cbz x25, .LBB_366
	lsl x1, x25, #3
	mov w2, #8
	mov x0, x24
	bl __rustc::__rust_dealloc
	b .LBB_366
.LBB_349:
	mov x20, x0
	b .LBB_366
	b .LBB_352
.LBB_352:
	ldr x8, [sp, #368]
	mov x20, x0
	cbz x8, .LBB_354
	ldr x0, [sp, #376]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_354:
	ldr x8, [sp, #272]
	cbnz x8, .LBB_359
.LBB_355:
	ldr x8, [sp, #296]
	cbnz x8, .LBB_360
.LBB_356:
	ldr x8, [sp, #320]
	cbnz x8, .LBB_361
.LBB_357:
	ldr x1, [sp, #344]
	cbnz x1, .LBB_362
	b .LBB_365
	mov x20, x0
	ldr x8, [sp, #272]
	cbz x8, .LBB_355
.LBB_359:
	ldr x0, [sp, #280]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #296]
	cbz x8, .LBB_356
.LBB_360:
	ldr x0, [sp, #304]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #320]
	cbz x8, .LBB_357
.LBB_361:
	ldr x0, [sp, #328]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x1, [sp, #344]
	cbz x1, .LBB_365
.LBB_362:
	ldr x0, [sp, #352]
	mov w2, #1
.LBB_363:
	bl __rustc::__rust_dealloc
	b .LBB_365
	mov x20, x0
.LBB_365:
	add x0, sp, #208
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_366:
	ldr x9, [sp, #144]
	cbnz x9, .LBB_368
	mov x8, xzr
	b .LBB_369
.LBB_368:
	ldp x10, x8, [sp, #152]
	stp xzr, x9, [sp, #416]
	stp xzr, x9, [sp, #448]
	mov w9, #1
	str x10, [sp, #432]
	str x10, [sp, #464]
.LBB_369:
	str x9, [sp, #408]
	str x9, [sp, #440]
	str x8, [sp, #472]
	add x0, sp, #480
	add x1, sp, #408
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #480]
	cbz x8, .LBB_376
	mov w19, #24
.LBB_372:
	ldr x9, [sp, #496]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_374
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_374:
	add x0, sp, #480
	add x1, sp, #408
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #480]
	cbnz x8, .LBB_372
.LBB_376:
	mov x0, x20
	bl _Unwind_Resume
	bl core::panicking::panic_in_cleanup
	bl core::panicking::panic_in_cleanup
