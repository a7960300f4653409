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
	sub sp, sp, #528
	str x8, [sp, #32]
	ldp x8, x24, [x0]
	stp x24, x8, [sp, #96]
	str xzr, [sp, #168]
	ldp x9, x25, [x0, #16]
	mov w8, #48
	stp x9, xzr, [sp, #144]
	madd x8, x25, x8, x9
	lsl x19, x24, #3
	stp x8, x19, [sp, #80]
	cbz x25, .LBB_131
	tst x24, #0xe000000000000000
	mov x8, #9223372036854775800
	ccmp x19, x8, #2, eq
	cset w8, hi
	str w8, [sp, #128]
	mov w8, #8
	stp x8, x25, [sp, #112]
	ldr x1, [sp, #144]
	b .LBB_4
.LBB_2:
	add x8, sp, #152
.LBB_3:
	ldr x1, [sp, #136]
	add x1, x1, #48
	mov x23, x22
	mov x22, x8
	ldr x8, [sp, #80]
	cmp x1, x8
	ldr x25, [sp, #120]
	b.eq .LBB_131
.LBB_4:
	add x0, sp, #280
	str x1, [sp, #136]
	bl kernel_sliding::raw_lengths
	ldp x20, x21, [sp, #280]
	ldp x28, x27, [sp, #296]
	ldr x26, [sp, #312]
	ldr w8, [sp, #128]
	tbz w8, #0, .LBB_46
	ldr x8, [sp, #152]
	cbz x8, .LBB_325
	ldr x9, [sp, #160]
	mov x10, x9
	mov x11, x8
.LBB_8:
	add x13, x11, #8
	ldrh w14, [x11, #362]
	lsl x15, x14, #3
	mov x12, #-1
.LBB_9:
	cbz x15, .LBB_12
	ldr x16, [x13], #8
	cmp x20, x16
	cset w16, hi
	csinv w16, w16, wzr, hs
	add x12, x12, #1
	sub x15, x15, #8
	and w16, w16, #0xff
	cmp w16, #1
	b.eq .LBB_9
	cbnz w16, .LBB_13
	b .LBB_15
.LBB_12:
	mov x12, x14
.LBB_13:
	cbz x10, .LBB_325
	add x11, x11, x12, lsl #3
	ldr x11, [x11, #368]
	sub x10, x10, #1
	b .LBB_8
.LBB_15:
	mov x10, x9
	mov x11, x8
.LBB_16:
	add x13, x11, #8
	ldrh w14, [x11, #362]
	lsl x15, x14, #3
	mov x12, #-1
.LBB_17:
	cbz x15, .LBB_20
	ldr x16, [x13], #8
	cmp x21, x16
	cset w16, hi
	csinv w16, w16, wzr, hs
	add x12, x12, #1
	sub x15, x15, #8
	and w16, w16, #0xff
	cmp w16, #1
	b.eq .LBB_17
	cbnz w16, .LBB_21
	b .LBB_23
.LBB_20:
	mov x12, x14
.LBB_21:
	cbz x10, .LBB_325
	add x11, x11, x12, lsl #3
	ldr x11, [x11, #368]
	sub x10, x10, #1
	b .LBB_16
.LBB_23:
	mov x10, x9
	mov x11, x8
.LBB_24:
	add x13, x11, #8
	ldrh w14, [x11, #362]
	lsl x15, x14, #3
	mov x12, #-1
.LBB_25:
	cbz x15, .LBB_28
	ldr x16, [x13], #8
	cmp x28, x16
	cset w16, hi
	csinv w16, w16, wzr, hs
	add x12, x12, #1
	sub x15, x15, #8
	and w16, w16, #0xff
	cmp w16, #1
	b.eq .LBB_25
	cbnz w16, .LBB_29
	b .LBB_31
.LBB_28:
	mov x12, x14
.LBB_29:
	cbz x10, .LBB_325
	add x11, x11, x12, lsl #3
	ldr x11, [x11, #368]
	sub x10, x10, #1
	b .LBB_24
.LBB_31:
	mov x10, x9
	mov x11, x8
.LBB_32:
	add x13, x11, #8
	ldrh w14, [x11, #362]
	lsl x15, x14, #3
	mov x12, #-1
.LBB_33:
	cbz x15, .LBB_36
	ldr x16, [x13], #8
	cmp x27, x16
	cset w16, hi
	csinv w16, w16, wzr, hs
	add x12, x12, #1
	sub x15, x15, #8
	and w16, w16, #0xff
	cmp w16, #1
	b.eq .LBB_33
	cbz w16, .LBB_41
	b .LBB_37
.LBB_36:
	mov x12, x14
.LBB_37:
	cbz x10, .LBB_325
	add x11, x11, x12, lsl #3
	ldr x11, [x11, #368]
	sub x10, x10, #1
	b .LBB_32
.LBB_39:
	mov x22, x11
	cbz x9, .LBB_325
.LBB_40:
	add x8, x8, x22, lsl #3
	ldr x8, [x8, #368]
	sub x9, x9, #1
.LBB_41:
	add x10, x8, #8
	ldrh w11, [x8, #362]
	lsl x12, x11, #3
	mov x22, #-1
.LBB_42:
	cbz x12, .LBB_39
	ldr x13, [x10], #8
	cmp x26, x13
	cset w13, hi
	csinv w13, w13, wzr, hs
	add x22, x22, #1
	sub x12, x12, #8
	and w13, w13, #0xff
	cmp w13, #1
	b.eq .LBB_42
	cbz w13, .LBB_2
	cbnz x9, .LBB_40
	b .LBB_325
.LBB_46:
	ldr x8, [sp, #152]
	cbz x8, .LBB_91
	ldr x10, [sp, #160]
	mov x9, x8
.LBB_48:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x22, #-1
.LBB_49:
	cbz x13, .LBB_53
	ldr x14, [x11], #8
	cmp x20, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	add x22, x22, #1
	sub x13, x13, #8
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
	ldr x9, [x9, #368]
	sub x10, x10, #1
	b .LBB_48
.LBB_55:
	mov x23, x22
	add x22, sp, #152
	cbz x8, .LBB_99
.LBB_56:
	ldr x10, [sp, #160]
	mov x9, x8
.LBB_57:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x22, #-1
.LBB_58:
	cbz x13, .LBB_62
	ldr x14, [x11], #8
	cmp x21, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	add x22, x22, #1
	sub x13, x13, #8
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
	ldr x9, [x9, #368]
	sub x10, x10, #1
	b .LBB_57
.LBB_64:
	mov x23, x22
	add x22, sp, #152
	cbz x8, .LBB_107
.LBB_65:
	ldr x10, [sp, #160]
	mov x9, x8
.LBB_66:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x22, #-1
.LBB_67:
	cbz x13, .LBB_71
	ldr x14, [x11], #8
	cmp x28, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	add x22, x22, #1
	sub x13, x13, #8
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
	ldr x9, [x9, #368]
	sub x10, x10, #1
	b .LBB_66
.LBB_73:
	mov x23, x22
	add x22, sp, #152
	cbz x8, .LBB_115
.LBB_74:
	ldr x10, [sp, #160]
	mov x9, x8
.LBB_75:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x22, #-1
.LBB_76:
	cbz x13, .LBB_80
	ldr x14, [x11], #8
	cmp x27, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	add x22, x22, #1
	sub x13, x13, #8
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
	ldr x9, [x9, #368]
	sub x10, x10, #1
	b .LBB_75
.LBB_82:
	mov x23, x22
	add x22, sp, #152
	cbz x8, .LBB_123
.LBB_83:
	ldr x9, [sp, #160]
.LBB_84:
	add x10, x8, #8
	ldrh w11, [x8, #362]
	lsl x12, x11, #3
	mov x22, #-1
.LBB_85:
	cbz x12, .LBB_89
	ldr x13, [x10], #8
	cmp x26, x13
	cset w13, hi
	csinv w13, w13, wzr, hs
	add x22, x22, #1
	sub x12, x12, #8
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
	ldr x8, [x8, #368]
	sub x9, x9, #1
	b .LBB_84
.LBB_91:
	mov x9, #0
	add x8, sp, #152
	stp x8, x20, [sp, #176]
	stp x9, x23, [sp, #192]
	str x22, [sp, #208]
	cbz x19, .LBB_95
.LBB_92:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_326
	mov x24, x0
	ldr x19, [sp, #96]
	mov x25, x19
	b .LBB_96
.LBB_94:
	mov x23, #0
	add x8, sp, #152
	stp x8, x20, [sp, #176]
	stp x9, x23, [sp, #192]
	str x22, [sp, #208]
	cbnz x19, .LBB_92
.LBB_95:
	mov x25, #0
	mov w24, #8
	ldr x19, [sp, #96]
.LBB_96:
	ldr x0, [sp, #104]
	mov x1, x19
	mov x2, x20
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #216]
	str x19, [sp, #232]
	add x0, sp, #280
	add x1, sp, #176
	add x2, sp, #216
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	ldr x8, [sp, #152]
	ldr x19, [sp, #88]
	cbnz x8, .LBB_56
.LBB_99:
	mov x9, #0
	add x8, sp, #152
	stp x8, x21, [sp, #176]
	stp x9, x23, [sp, #192]
	str x22, [sp, #208]
	cbz x19, .LBB_103
.LBB_100:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_326
	mov x24, x0
	ldr x19, [sp, #96]
	mov x25, x19
	b .LBB_104
.LBB_102:
	mov x23, #0
	add x8, sp, #152
	stp x8, x21, [sp, #176]
	stp x9, x23, [sp, #192]
	str x22, [sp, #208]
	cbnz x19, .LBB_100
.LBB_103:
	mov x25, #0
	mov w24, #8
	ldr x19, [sp, #96]
.LBB_104:
	ldr x0, [sp, #104]
	mov x1, x19
	mov x2, x21
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #216]
	str x19, [sp, #232]
	add x0, sp, #280
	add x1, sp, #176
	add x2, sp, #216
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	ldr x8, [sp, #152]
	ldr x19, [sp, #88]
	cbnz x8, .LBB_65
.LBB_107:
	mov x9, #0
	add x8, sp, #152
	stp x8, x28, [sp, #176]
	stp x9, x23, [sp, #192]
	str x22, [sp, #208]
	cbz x19, .LBB_111
.LBB_108:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_326
	mov x24, x0
	ldr x19, [sp, #96]
	mov x25, x19
	b .LBB_112
.LBB_110:
	mov x23, #0
	add x8, sp, #152
	stp x8, x28, [sp, #176]
	stp x9, x23, [sp, #192]
	str x22, [sp, #208]
	cbnz x19, .LBB_108
.LBB_111:
	mov x25, #0
	mov w24, #8
	ldr x19, [sp, #96]
.LBB_112:
	ldr x0, [sp, #104]
	mov x1, x19
	mov x2, x28
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #216]
	str x19, [sp, #232]
	add x0, sp, #280
	add x1, sp, #176
	add x2, sp, #216
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	ldr x8, [sp, #152]
	ldr x19, [sp, #88]
	cbnz x8, .LBB_74
.LBB_115:
	mov x9, #0
	add x8, sp, #152
	stp x8, x27, [sp, #176]
	stp x9, x23, [sp, #192]
	str x22, [sp, #208]
	cbz x19, .LBB_119
.LBB_116:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_326
	mov x24, x0
	ldr x19, [sp, #96]
	mov x25, x19
	b .LBB_120
.LBB_118:
	mov x23, #0
	add x8, sp, #152
	stp x8, x27, [sp, #176]
	stp x9, x23, [sp, #192]
	str x22, [sp, #208]
	cbnz x19, .LBB_116
.LBB_119:
	mov x25, #0
	mov w24, #8
	ldr x19, [sp, #96]
.LBB_120:
	ldr x0, [sp, #104]
	mov x1, x19
	mov x2, x27
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #216]
	str x19, [sp, #232]
	add x0, sp, #280
	add x1, sp, #176
	add x2, sp, #216
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	ldr x8, [sp, #152]
	ldr x19, [sp, #88]
	cbnz x8, .LBB_83
.LBB_123:
	add x9, sp, #152
	stp x9, x26, [sp, #176]
	stp x8, x23, [sp, #192]
	str x22, [sp, #208]
	cbz x19, .LBB_127
.LBB_124:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_326
	mov x24, x0
	ldr x19, [sp, #96]
	mov x25, x19
	b .LBB_128
.LBB_126:
	mov x23, #0
	add x9, sp, #152
	stp x9, x26, [sp, #176]
	stp x8, x23, [sp, #192]
	str x22, [sp, #208]
	cbnz x19, .LBB_124
.LBB_127:
	mov x25, #0
	mov w24, #8
	ldr x19, [sp, #96]
.LBB_128:
	ldr x0, [sp, #104]
	mov x1, x19
	mov x2, x26
	mov x3, x24
	mov x4, x19
	bl kernel_sliding::wma::wma_into
	stp x25, x24, [sp, #216]
	str x19, [sp, #232]
	add x0, sp, #280
	add x1, sp, #176
	add x2, sp, #216
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x24, x19
	mov x8, x22
	mov x22, x23
	ldr x19, [sp, #88]
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
	b.ne .LBB_319
	ldp x0, x1, [x19]
.LBB_133:
	mov x20, #0
	add x8, x0, #1
	str x8, [x19]
	ldr x8, [sp, #104]
	stp x8, x24, [sp, #216]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	ldp q0, q1, [x8]
	stur q0, [sp, #232]
	stur q1, [sp, #248]
	stp x0, x1, [sp, #264]
	lsr x8, x24, #61
	cbnz x8, .LBB_142
	mov x8, #9223372036854775800
	ldr x19, [sp, #88]
	cmp x19, x8
	b.hi .LBB_143
	cbz x19, .LBB_144
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w20, #8
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_143
	mov x21, x0
	mov x23, x25
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_336
	mov x25, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_337
	mov x26, x0
	mov x19, x24
	cbz x24, .LBB_145
.LBB_140:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x24
	mov w1, #1
	bl __rustc::__rust_alloc
	cbz x0, .LBB_338
	mov x22, x0
	b .LBB_146
.LBB_142:
	ldr x19, [sp, #88]
.LBB_143:
	mov x0, x20
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_339
.LBB_144:
	mov x23, x25
	mov w25, #8
	mov w21, #8
	mov w26, #8
	cbnz x24, .LBB_140
.LBB_145:
	mov w22, #1
.LBB_146:
	mov x20, #0
	stp x19, x21, [sp, #280]
	stp x24, x19, [sp, #296]
	stp x25, x24, [sp, #312]
	stp x19, x26, [sp, #328]
	stp x24, x24, [sp, #344]
	lsl x21, x23, #4
	lsr x8, x23, #60
	stp x22, xzr, [sp, #360]
	cbnz x8, .LBB_294
	mov x8, #9223372036854775800
	cmp x21, x8
	b.hi .LBB_294
	cbz x21, .LBB_295
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w20, #8
	mov x0, x21
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_294
	stp x23, x0, [x29, #-216]
	stur xzr, [x29, #-200]
	cbz x23, .LBB_296
.LBB_151:
	cmp x24, #0
	cset w8, ne
	sub x8, x24, x8
	add x8, x8, #63
	lsr x8, x8, #6
	str x8, [sp, #40]
	sub x9, x24, #1
	and x8, x24, #0x1ffffffffffffff0
	stp x8, x9, [sp, #16]
	adrp x8, .Lanon.1
	add x8, x8, :lo12:.Lanon.1
	str x8, [sp, #8]
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
	str q0, [sp, #64]
	movi d12, #0xff00ff00ff00ff
	ldr x9, [sp, #144]
	b .LBB_153
.LBB_152:
	ldur x8, [x29, #-208]
	add x8, x8, x19, lsl #4
	str d14, [x8]
	str x20, [x8, #8]
	add x8, x19, #1
	stur x8, [x29, #-200]
	ldr x9, [sp, #48]
	str x9, [sp, #144]
	ldr x8, [sp, #80]
	cmp x9, x8
	b.eq .LBB_306
.LBB_153:
	ldr x8, [x9], #48
	str x9, [sp, #48]
	tbnz x8, #63, .LBB_334
	ldr x10, [sp, #152]
	cbz x10, .LBB_333
	ldr x11, [sp, #160]
	mov x9, x11
	mov x12, x10
.LBB_156:
	add x15, x12, #8
	ldrh w16, [x12, #362]
	add x13, x12, #88
	lsl x17, x16, #3
	mov x14, #-1
.LBB_157:
	cbz x17, .LBB_160
	ldr x18, [x15], #8
	cmp x8, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	add x13, x13, #24
	add x14, x14, #1
	sub x17, x17, #8
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_157
	cbnz w18, .LBB_161
	b .LBB_163
.LBB_160:
	mov x14, x16
.LBB_161:
	cbz x9, .LBB_333
	add x12, x12, x14, lsl #3
	ldr x12, [x12, #368]
	sub x9, x9, #1
	b .LBB_156
.LBB_163:
	ldr x8, [sp, #144]
	ldr x12, [x8, #8]
	tbnz x12, #63, .LBB_334
	ldp x9, x8, [x13, #-8]
	mov x13, x11
	mov x14, x10
.LBB_165:
	add x17, x14, #8
	ldrh w18, [x14, #362]
	add x15, x14, #88
	lsl x0, x18, #3
	mov x16, #-1
.LBB_166:
	cbz x0, .LBB_169
	ldr x1, [x17], #8
	cmp x12, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
	add x15, x15, #24
	add x16, x16, #1
	sub x0, x0, #8
	and w1, w1, #0xff
	cmp w1, #1
	b.eq .LBB_166
	cbnz w1, .LBB_170
	b .LBB_172
.LBB_169:
	mov x16, x18
.LBB_170:
	cbz x13, .LBB_333
	add x14, x14, x16, lsl #3
	ldr x14, [x14, #368]
	sub x13, x13, #1
	b .LBB_165
.LBB_172:
	ldr x12, [sp, #144]
	ldr x13, [x12, #32]
	tbnz x13, #63, .LBB_334
	ldp x12, x0, [x15, #-8]
	mov x14, x11
	mov x15, x10
.LBB_174:
	add x18, x15, #8
	ldrh w1, [x15, #362]
	add x16, x15, #88
	lsl x2, x1, #3
	mov x17, #-1
.LBB_175:
	cbz x2, .LBB_178
	ldr x3, [x18], #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_175
	cbnz w3, .LBB_179
	b .LBB_181
.LBB_178:
	mov x17, x1
.LBB_179:
	cbz x14, .LBB_333
	add x15, x15, x17, lsl #3
	ldr x15, [x15, #368]
	sub x14, x14, #1
	b .LBB_174
.LBB_181:
	ldr x13, [sp, #144]
	ldr x13, [x13, #40]
	tbnz x13, #63, .LBB_334
	ldp x28, x27, [x16, #-8]
	mov x14, x11
	mov x15, x10
.LBB_183:
	add x18, x15, #8
	ldrh w1, [x15, #362]
	add x16, x15, #88
	lsl x2, x1, #3
	mov x17, #-1
.LBB_184:
	cbz x2, .LBB_187
	ldr x3, [x18], #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_184
	cbnz w3, .LBB_188
	b .LBB_190
.LBB_187:
	mov x17, x1
.LBB_188:
	cbz x14, .LBB_333
	add x15, x15, x17, lsl #3
	ldr x15, [x15, #368]
	sub x14, x14, #1
	b .LBB_183
.LBB_190:
	ldr x13, [sp, #144]
	ldr x21, [x13, #24]
	tbnz x21, #63, .LBB_334
	ldp x23, x19, [x16, #-8]
.LBB_192:
	add x15, x10, #8
	ldrh w16, [x10, #362]
	add x14, x10, #88
	lsl x17, x16, #3
	mov x13, #-1
.LBB_193:
	cbz x17, .LBB_196
	ldr x18, [x15], #8
	cmp x21, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	add x14, x14, #24
	add x13, x13, #1
	sub x17, x17, #8
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_193
	cbnz w18, .LBB_197
	b .LBB_199
.LBB_196:
	mov x13, x16
.LBB_197:
	cbz x11, .LBB_333
	add x10, x10, x13, lsl #3
	ldr x10, [x10, #368]
	sub x11, x11, #1
	b .LBB_192
.LBB_199:
	str x23, [sp, #128]
	ldp x18, x23, [x14, #-8]
	ldp x5, x24, [sp, #288]
	lsl x2, x24, #3
	add x25, x5, x2
	cbz x24, .LBB_210
	cmp x8, x0
	csel x10, x8, x0, lo
	sub x11, x2, #8
	lsr x11, x11, #3
	cmp x10, x11
	csel x13, x10, x11, lo
	cmp x13, #8
	b.hs .LBB_202
	mov x10, #0
	mov x11, x5
	b .LBB_207
.LBB_202:
	mov x10, #0
	sub x11, x5, x12
	cmp x11, #64
	b.lo .LBB_206
	sub x14, x5, x9
	mov x11, x5
	cmp x14, #64
	b.lo .LBB_207
	add x10, x13, #1
	ands x11, x10, #0x7
	mov w13, #8
	csel x11, x13, x11, eq
	sub x10, x10, x11
	add x11, x5, x10, lsl #3
	add x13, x5, #32
	add x14, x12, #32
	add x15, x9, #32
	mov x16, x10
.LBB_205:
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
	b.ne .LBB_205
	b .LBB_207
.LBB_206:
	mov x11, x5
.LBB_207:
	cmp x0, x10
	b.eq .LBB_328
	cmp x8, x10
	b.eq .LBB_327
	ldr d0, [x12, x10, lsl #3]
	fadd d0, d0, d0
	ldr d1, [x9, x10, lsl #3]
	fsub d0, d0, d1
	str d0, [x11], #8
	add x10, x10, #1
	cmp x11, x25
	b.ne .LBB_207
.LBB_210:
	stp x2, x18, [sp, #112]
	ldr x8, [sp, #144]
	ldr x2, [x8, #16]
	tbnz x2, #63, .LBB_334
	ldp x3, x26, [sp, #312]
	mov x20, x5
	mov x0, x5
	mov x1, x24
	str x3, [sp, #136]
	mov x4, x26
	bl kernel_sliding::wma::wma_into
	fmov d16, #3.00000000
	fmov v17.2d, #3.00000000
	cbz x24, .LBB_226
	mov x2, x23
	cmp x19, x27
	csel x8, x19, x27, lo
	cmp x8, x23
	csel x8, x8, x23, lo
	ldr x9, [sp, #112]
	sub x9, x9, #8
	lsr x9, x9, #3
	cmp x8, x9
	csel x10, x8, x9, lo
	cmp x10, #8
	b.hs .LBB_215
	mov x9, #0
	mov x8, x20
	ldp x16, x23, [sp, #120]
	b .LBB_221
.LBB_215:
	mov x9, #0
	sub x8, x20, x28
	cmp x8, #64
	ldp x16, x23, [sp, #120]
	b.lo .LBB_220
	sub x8, x20, x23
	cmp x8, #64
	b.lo .LBB_220
	sub x11, x20, x16
	mov x8, x20
	cmp x11, #64
	b.lo .LBB_221
	add x8, x10, #1
	ands x9, x8, #0x7
	mov w10, #8
	csel x9, x10, x9, eq
	sub x9, x8, x9
	add x8, x20, x9, lsl #3
	add x10, x20, #32
	add x11, x28, #32
	add x12, x16, #32
	add x13, x23, #32
	mov x14, x9
.LBB_219:
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
	b.ne .LBB_219
	b .LBB_221
.LBB_220:
	mov x8, x20
.LBB_221:
	mov x10, #0
	mov x11, #0
	lsl x14, x9, #3
	add x12, x16, x14
	add x13, x23, x14
	add x14, x28, x14
	sub x15, x2, x9
	sub x16, x19, x9
	sub x9, x27, x9
.LBB_222:
	cmp x9, x11
	b.eq .LBB_329
	cmp x16, x11
	b.eq .LBB_331
	cmp x15, x11
	b.eq .LBB_330
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
	cmp x17, x25
	b.ne .LBB_222
.LBB_226:
	ldp x3, x27, [sp, #336]
	mov x0, x20
	mov x1, x24
	mov x2, x21
	str x3, [sp, #128]
	mov x4, x27
	bl kernel_sliding::wma::wma_into
	stp x26, x27, [x29, #-192]
	cmp x26, x27
	b.ne .LBB_318
	str x22, [sp, #56]
	cbz x26, .LBB_243
	mov x27, #0
	mov x20, #0
	lsr x8, x26, #6
	tst x26, #0x3f
	cinc x23, x8, ne
	ldp x25, x28, [sp, #128]
	add x9, x28, #32
	add x8, x25, #32
	stp x8, x9, [sp, #112]
	mov w24, #64
	b .LBB_231
.LBB_230:
	add x24, x24, #64
	sub x27, x27, #64
	ldp x8, x10, [sp, #112]
	add x9, x10, #512
	add x8, x8, #512
	stp x8, x9, [sp, #112]
	add x25, x25, #512
	add x28, x28, #512
	mov x20, x19
	cbz x23, .LBB_243
.LBB_231:
	cmp x26, x24
	csel x8, x26, x24, lo
	add x10, x8, x27
	cmp x10, #1
	csinc x8, x10, xzr, hi
	add x19, x20, #64
	sub x23, x23, #1
	cmp x26, x19
	csel x1, x26, x19, lo
	cmp x1, x20
	b.lo .LBB_316
	b.eq .LBB_230
	cmp x10, #7
	b.hi .LBB_235
	mov x22, #0
	mov x9, #0
	mov x17, #54933
	movk x17, #59430, lsl #16
	movk x17, #11787, lsl #32
	movk x17, #15889, lsl #48
	b .LBB_238
.LBB_235:
	and x11, x10, #0xfffffffffffffff8
	adrp x9, .LCPI_0
	ldr q0, [x9, :lo12:.LCPI_0]
	and x9, x10, #0xfffffffffffffff8
	movi v1.2d, #0000000000000000
	ldp x12, x13, [sp, #112]
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	mov w14, #1
	mov w15, #63
	mov w16, #4
	mov x17, #54933
	movk x17, #59430, lsl #16
	movk x17, #11787, lsl #32
	movk x17, #15889, lsl #48
	mov w18, #2
	mov w0, #6
	mov w1, #8
.LBB_236:
	dup v5.2d, x18
	add v5.2d, v0.2d, v5.2d
	dup v6.2d, x16
	add v6.2d, v0.2d, v6.2d
	dup v7.2d, x0
	add v7.2d, v0.2d, v7.2d
	ldp q16, q17, [x12, #-32]
	ldp q18, q19, [x12], #64
	ldp q20, q21, [x13, #-32]
	ldp q22, q23, [x13], #64
	fabd v24.2d, v16.2d, v20.2d
	fabd v25.2d, v17.2d, v21.2d
	fabd v26.2d, v18.2d, v22.2d
	fabd v27.2d, v19.2d, v23.2d
	fabs v20.2d, v20.2d
	fabs v21.2d, v21.2d
	fabs v22.2d, v22.2d
	fabs v23.2d, v23.2d
	fabs v16.2d, v16.2d
	fabs v17.2d, v17.2d
	fabs v18.2d, v18.2d
	fabs v19.2d, v19.2d
	fadd v16.2d, v16.2d, v20.2d
	fadd v17.2d, v17.2d, v21.2d
	fadd v18.2d, v18.2d, v22.2d
	fadd v19.2d, v19.2d, v23.2d
	dup v20.2d, x17
	fmul v16.2d, v16.2d, v20.2d
	fmul v17.2d, v17.2d, v20.2d
	fmul v18.2d, v18.2d, v20.2d
	fmul v19.2d, v19.2d, v20.2d
	fcmge v16.2d, v16.2d, v24.2d
	dup v20.2d, x14
	and v16.16b, v16.16b, v20.16b
	fcmge v17.2d, v17.2d, v25.2d
	and v17.16b, v17.16b, v20.16b
	fcmge v18.2d, v18.2d, v26.2d
	and v18.16b, v18.16b, v20.16b
	fcmge v19.2d, v19.2d, v27.2d
	and v19.16b, v19.16b, v20.16b
	dup v20.2d, x15
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
	dup v5.2d, x1
	add v0.2d, v0.2d, v5.2d
	subs x11, x11, #8
	b.ne .LBB_236
	orr v0.16b, v2.16b, v1.16b
	orr v0.16b, v3.16b, v0.16b
	orr v0.16b, v4.16b, v0.16b
	ext v1.16b, v0.16b, v0.16b, #8
	orr v0.8b, v0.8b, v1.8b
	fmov x22, d0
	cmp x10, x9
	b.eq .LBB_239
.LBB_238:
	ldr d0, [x25, x9, lsl #3]
	ldr d1, [x28, x9, lsl #3]
	fabd d2, d0, d1
	fabs d1, d1
	fabs d0, d0
	fadd d0, d0, d1
	fmov d1, x17
	fmul d0, d0, d1
	fcmp d2, d0
	cset w10, ls
	lsl x10, x10, x9
	add x9, x9, #1
	orr x22, x10, x22
	cmp x8, x9
	b.ne .LBB_238
.LBB_239:
	cbz x22, .LBB_230
.LBB_240:
	rbit x8, x22
	clz x8, x8
	orr x21, x8, x20
	add x0, sp, #216
	ldr x1, [sp, #144]
	mov x2, x21
	bl kernel_sliding::exact::Exact::lines
	cmp x21, x26
	b.hs .LBB_321
	ldp x8, x9, [sp, #128]
	str d0, [x9, x21, lsl #3]
	str d1, [x8, x21, lsl #3]
	sub x8, x22, #1
	ands x22, x8, x22
	b.ne .LBB_240
	b .LBB_230
.LBB_243:
	ldr x19, [sp, #96]
	cmp x26, x19
	b.ne .LBB_317
	str xzr, [sp, #368]
	ldr x8, [sp, #352]
	cmp x19, x8
	b.hi .LBB_287
	mov x8, #0
	mov x27, #0
	ldr x6, [sp, #104]
	ldr x22, [sp, #56]
	ldr x23, [sp, #40]
	adrp x26, .LCPI_1
	adrp x28, .LCPI_2
	cbz x19, .LBB_251
	cmp x19, #16
	b.hs .LBB_289
.LBB_247:
	mov x9, #0
.LBB_248:
	mov x27, x8
.LBB_249:
	lsl x10, x9, #3
	ldp x8, x11, [sp, #128]
	add x8, x8, x10
	add x10, x11, x10
	sub x9, x19, x9
.LBB_250:
	ldr d0, [x10], #8
	ldr d1, [x8], #8
	fcmp d1, d0
	cset w11, gt
	cset w12, mi
	sub w11, w11, w12
	strb w11, [x22, x27]
	add x27, x27, #1
	subs x9, x9, #1
	b.ne .LBB_250
.LBB_251:
	str x27, [sp, #368]
	cbz x23, .LBB_285
	mov x8, #0
	mov x14, #0
	mov x20, #0
	add x9, x22, #1
	movi v14.2d, #0000000000000000
	mov x10, #-1
	mov x11, x22
	mov w12, #65
	movi v0.2d, #0000000000000000
	mov x13, x23
	mov w15, #1
	mov w7, #1
	mov w21, #255
	mov w25, #63
	b .LBB_254
.LBB_253:
	add x8, x8, #1
	add x12, x12, #64
	sub x10, x10, #64
	add x9, x9, #64
	add x11, x11, #64
	mov x15, x16
	sub x13, x13, #1
	cbz x13, .LBB_281
.LBB_254:
	cmp x19, x12
	csel x16, x19, x12, lo
	add x16, x16, x10
	cmp x16, #1
	csinc x3, x16, xzr, hi
	lsl x16, x8, #6
	add x17, x16, #65
	cmp x19, x17
	csel x17, x19, x17, lo
	mvn x16, x16
	add x18, x17, x16
	cmp x18, #1
	csinc x2, x18, xzr, hi
	add x16, x15, #64
	cmp x19, x16
	csel x17, x19, x16, lo
	cmp x19, x15
	b.lo .LBB_314
	cmp x17, x27
	b.hi .LBB_314
	sub x0, x15, #1
	sub x1, x17, #1
	cmp x1, x0
	b.lo .LBB_315
	cmp x1, x27
	b.hi .LBB_315
	cmp x19, x15
	b.eq .LBB_253
	cmp x18, #3
	b.hi .LBB_261
	mov x4, #0
	mov x0, #0
	b .LBB_270
.LBB_261:
	cmp x18, #16
	b.hs .LBB_263
	mov x0, #0
	mov x4, #0
	b .LBB_267
.LBB_263:
	and x4, x3, #0xfffffffffffffff0
	and x1, x2, #0xc
	ldr q1, [x26, :lo12:.LCPI_1]
	ldr q2, [x28, :lo12:.LCPI_2]
	and x0, x2, #0xfffffffffffffff0
	movi v3.2d, #0000000000000000
	mov x5, x9
	adrp x24, .LCPI_3
	ldr q4, [x24, :lo12:.LCPI_3]
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	adrp x24, .LCPI_4
	ldr q17, [x24, :lo12:.LCPI_4]
	movi v6.2d, #0000000000000000
	adrp x24, .LCPI_5
	ldr q20, [x24, :lo12:.LCPI_5]
	movi v18.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	adrp x24, .LCPI_6
	ldr q22, [x24, :lo12:.LCPI_6]
	movi v21.2d, #0000000000000000
	movi v19.2d, #0000000000000000
	ldr q23, [sp, #64]
	adrp x24, .LCPI_0
	ldr q24, [x24, :lo12:.LCPI_0]
	mov w24, #16
	movi v10.2d, #0xffffffffffffffff
.LBB_264:
	ldr q25, [x5]
	ldur q26, [x5, #-1]
	mul v25.16b, v26.16b, v25.16b
	cmeq v25.16b, v25.16b, v10.16b
	ushll2 v26.8h, v25.16b, #0
	ushll2 v27.4s, v26.8h, #0
	ushll2 v28.2d, v27.4s, #0
	dup v29.2d, x7
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
	dup v29.2d, x25
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
	add x5, x5, #16
	subs x4, x4, #16
	b.ne .LBB_264
	orr v1.16b, v5.16b, v18.16b
	orr v2.16b, v7.16b, v21.16b
	orr v1.16b, v1.16b, v2.16b
	orr v2.16b, v3.16b, v16.16b
	orr v3.16b, v6.16b, v19.16b
	orr v2.16b, v2.16b, v3.16b
	orr v1.16b, v1.16b, v2.16b
	ext v2.16b, v1.16b, v1.16b, #8
	orr v1.8b, v1.8b, v2.8b
	fmov x4, d1
	fmov d8, #1.00000000
	fmov d10, #-1.00000000
	cmp x18, x0
	b.eq .LBB_272
	cbz x1, .LBB_270
.LBB_267:
	and x1, x3, #0xfffffffffffffffc
	dup v4.2d, x0
	sub x1, x0, x1
	add x3, x9, x0
	and x0, x2, #0xfffffffffffffffc
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	mov v2.d[0], x4
	ldr q3, [sp, #64]
	orr v3.16b, v4.16b, v3.16b
	adrp x2, .LCPI_0
	ldr q5, [x2, :lo12:.LCPI_0]
	orr v4.16b, v4.16b, v5.16b
	mov w2, #4
.LBB_268:
	ldr s5, [x3]
	ldur s6, [x3, #-1]
	umull v5.8h, v6.8b, v5.8b
	bic v5.4h, #255, lsl #8
	cmeq v5.4h, v5.4h, v12.4h
	ushll v5.4s, v5.4h, #0
	dup v6.2d, x7
	ushll2 v7.2d, v5.4s, #0
	and v7.16b, v7.16b, v6.16b
	ushll v5.2d, v5.2s, #0
	and v5.16b, v5.16b, v6.16b
	dup v6.2d, x25
	and v16.16b, v3.16b, v6.16b
	and v6.16b, v4.16b, v6.16b
	ushl v5.2d, v5.2d, v6.2d
	ushl v6.2d, v7.2d, v16.2d
	orr v1.16b, v6.16b, v1.16b
	orr v2.16b, v5.16b, v2.16b
	dup v5.2d, x2
	add v3.2d, v3.2d, v5.2d
	add v4.2d, v4.2d, v5.2d
	add x3, x3, #4
	adds x1, x1, #4
	b.ne .LBB_268
	orr v1.16b, v2.16b, v1.16b
	ext v2.16b, v1.16b, v1.16b, #8
	orr v1.8b, v1.8b, v2.8b
	fmov x4, d1
	cmp x18, x0
	b.eq .LBB_272
.LBB_270:
	sub x17, x17, x15
.LBB_271:
	add x18, x11, x0
	ldrb w1, [x18, #1]
	ldrb w18, [x18]
	mul w18, w18, w1
	bics wzr, w21, w18
	cset w18, eq
	lsl x18, x18, x0
	add x0, x0, #1
	orr x4, x18, x4
	cmp x0, x17
	b.lo .LBB_271
.LBB_272:
	cbnz x4, .LBB_274
	b .LBB_253
.LBB_273:
	sub x17, x4, #1
	and x4, x17, x4
	cbz x4, .LBB_253
.LBB_274:
	rbit x17, x4
	clz x17, x17
	add x0, x17, x15
	cmp x0, x27
	b.hs .LBB_322
	ldrsb x17, [x22, x0]
	cmp x14, x17
	b.eq .LBB_273
	cbz x14, .LBB_279
	cmp x0, x19
	b.hs .LBB_324
	ldr d1, [x6, x0, lsl #3]
	scvtf d2, x14
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d14, d14, d0
	add x20, x20, #1
.LBB_279:
	cmp x0, x19
	b.hs .LBB_323
	ldr d0, [x6, x0, lsl #3]
	mov x14, x17
	b .LBB_273
.LBB_281:
	cbz x14, .LBB_284
	cbz x19, .LBB_335
	ldr x8, [sp, #24]
	ldr d1, [x6, x8, lsl #3]
	scvtf d2, x14
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d14, d14, d0
	add x20, x20, #1
.LBB_284:
	ldur x19, [x29, #-200]
	ldur x8, [x29, #-216]
	cmp x19, x8
	b.ne .LBB_152
	b .LBB_286
.LBB_285:
	mov x20, #0
	movi v14.2d, #0000000000000000
	ldur x19, [x29, #-200]
	ldur x8, [x29, #-216]
	cmp x19, x8
	b.ne .LBB_152
.LBB_286:
	sub x0, x29, #216
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	b .LBB_152
.LBB_287:
	add x8, sp, #280
	add x0, x8, #72
	mov x1, #0
	mov x2, x19
	mov w3, #1
	mov w4, #1
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x6, [sp, #104]
	ldr x23, [sp, #40]
	adrp x26, .LCPI_1
	adrp x28, .LCPI_2
	ldp x22, x8, [sp, #360]
	cmp x19, #16
	b.lo .LBB_247
.LBB_289:
	mov x9, #0
	add x11, x22, x8
	add x12, x11, x19
	ldr x10, [sp, #88]
	ldp x15, x14, [sp, #128]
	add x13, x14, x10
	add x10, x15, x10
	cmp x11, x10
	ccmp x15, x12, #2, lo
	cset w10, lo
	cmp x14, x12
	ccmp x11, x13, #2, lo
	b.lo .LBB_248
	tbnz w10, #0, .LBB_248
	ldr x9, [sp, #16]
	add x27, x8, x9
	ldp x10, x9, [sp, #128]
	and x11, x19, #0x1ffffffffffffff0
.LBB_292:
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
	str q0, [x22, x8]
	add x8, x8, #16
	add x10, x10, #128
	add x9, x9, #128
	subs x11, x11, #16
	b.ne .LBB_292
	and x9, x19, #0x1ffffffffffffff0
	ldr x8, [sp, #16]
	cmp x19, x8
	b.ne .LBB_249
	b .LBB_251
.LBB_294:
	mov x0, x20
	mov x1, x21
	bl alloc::raw_vec::handle_error
	b .LBB_339
.LBB_295:
	mov x8, #0
	mov w0, #8
	stp x8, x0, [x29, #-216]
	stur xzr, [x29, #-200]
	cbnz x23, .LBB_151
.LBB_296:
	ldur q0, [x29, #-216]
	ldr x9, [sp, #32]
	str q0, [x9]
	ldur x8, [x29, #-200]
	str x8, [x9, #16]
	cbz x19, .LBB_298
.LBB_297:
	ldr x0, [sp, #288]
	lsl x1, x19, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_298:
	ldr x8, [sp, #304]
	cbz x8, .LBB_300
	ldr x0, [sp, #312]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_300:
	ldr x8, [sp, #328]
	cbz x8, .LBB_302
	ldr x0, [sp, #336]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_302:
	ldr x1, [sp, #352]
	cbz x1, .LBB_304
	ldr x0, [sp, #360]
	mov w2, #1
	bl __rustc::__rust_dealloc
.LBB_304:
	add x0, sp, #216
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	ldr x9, [sp, #152]
	cbz x9, .LBB_307
	ldp x10, x8, [sp, #160]
	stp xzr, x9, [sp, #288]
	str x10, [sp, #304]
	stp xzr, x9, [sp, #320]
	str x10, [sp, #336]
	mov w9, #1
	b .LBB_308
.LBB_306:
	ldr x19, [sp, #280]
	ldur q0, [x29, #-216]
	ldr x9, [sp, #32]
	str q0, [x9]
	ldur x8, [x29, #-200]
	str x8, [x9, #16]
	cbnz x19, .LBB_297
	b .LBB_298
.LBB_307:
	mov x8, #0
.LBB_308:
	str x9, [sp, #280]
	str x9, [sp, #312]
	str x8, [sp, #344]
	sub x0, x29, #176
	add x1, sp, #280
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldur x8, [x29, #-176]
	cbz x8, .LBB_313
	mov w19, #24
	b .LBB_311
.LBB_310:
	sub x0, x29, #176
	add x1, sp, #280
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldur x8, [x29, #-176]
	cbz x8, .LBB_313
.LBB_311:
	ldur x9, [x29, #-160]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_310
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_310
.LBB_313:
	add sp, sp, #528
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
.LBB_314:
	mov x0, x15
	mov x1, x17
	adrp x8, .Lanon.2
	add x8, x8, :lo12:.Lanon.2
	str x8, [sp, #8]
.LBB_315:
	mov x2, x27
	ldr x3, [sp, #8]
	bl core::slice::index::slice_index_fail
	b .LBB_339
.LBB_316:
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	mov x0, x20
	mov x2, x26
	bl core::slice::index::slice_index_fail
	b .LBB_339
.LBB_317:
	adrp x0, .Lanon.4
	add x0, x0, :lo12:.Lanon.4
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	mov w1, #49
	bl core::panicking::panic_fmt
	b .LBB_339
.LBB_318:
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	adrp x5, .Lanon.7
	add x5, x5, :lo12:.Lanon.7
	sub x1, x29, #192
	sub x2, x29, #184
	mov w0, #0
	mov w4, #49
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_339
.LBB_319:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x19, #8]
	mov w8, #1
	strb w8, [x19, #16]
	b .LBB_133
.LBB_321:
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	mov x0, x21
	mov x1, x26
	bl core::panicking::panic_bounds_check
	b .LBB_339
.LBB_322:
	adrp x2, .Lanon.9
	add x2, x2, :lo12:.Lanon.9
	b .LBB_332
.LBB_323:
	mov x27, x19
	adrp x2, .Lanon.10
	add x2, x2, :lo12:.Lanon.10
	b .LBB_332
.LBB_324:
	mov x27, x19
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	b .LBB_332
.LBB_325:
	str xzr, [sp, #112]
.LBB_326:
	ldr x0, [sp, #112]
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_339
.LBB_327:
	mov x0, x8
	mov x27, x8
	adrp x2, .Lanon.12
	add x2, x2, :lo12:.Lanon.12
	b .LBB_332
.LBB_328:
	mov x27, x0
	adrp x2, .Lanon.13
	add x2, x2, :lo12:.Lanon.13
	b .LBB_332
.LBB_329:
	mov x0, x27
	adrp x2, .Lanon.14
	add x2, x2, :lo12:.Lanon.14
	b .LBB_332
.LBB_330:
	mov x0, x2
	mov x27, x2
	adrp x2, .Lanon.15
	add x2, x2, :lo12:.Lanon.15
	b .LBB_332
.LBB_331:
	mov x0, x19
	mov x27, x19
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
.LBB_332:
	mov x1, x27
	bl core::panicking::panic_bounds_check
	b .LBB_339
.LBB_333:
	adrp x0, .Lanon.17
	add x0, x0, :lo12:.Lanon.17
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_339
.LBB_334:
	adrp x0, .Lanon.19
	add x0, x0, :lo12:.Lanon.19
	adrp x3, .Lanon.20
	add x3, x3, :lo12:.Lanon.20
	adrp x4, .Lanon.21
	add x4, x4, :lo12:.Lanon.21
	sub x2, x29, #73
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_339
.LBB_335:
	mov x27, #0
	ldr x0, [sp, #24]
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	b .LBB_332
.LBB_336:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_339
.LBB_337:
	mov w0, #8
	ldr x1, [sp, #88]
	bl alloc::raw_vec::handle_error
	b .LBB_339
.LBB_338:
	mov w0, #1
	mov x1, x24
	bl alloc::raw_vec::handle_error
.LBB_339:
	brk #0x1
	b .LBB_353
	mov x20, x0
	cbz x19, .LBB_369
	lsl x1, x19, #3
	mov x0, x26
	mov w2, #8
	bl __rustc::__rust_dealloc
	str x19, [sp, #96]
	b .LBB_344
	mov x20, x0
	ldr x8, [sp, #96]
	cbz x8, .LBB_369
.LBB_344:
	ldr x8, [sp, #96]
	lsl x1, x8, #3
	mov x0, x25
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_346
	mov x20, x0
	ldr x8, [sp, #96]
	cbz x8, .LBB_369
.LBB_346:
	ldr x8, [sp, #96]
	lsl x1, x8, #3
	mov x0, x21
	mov w2, #8
	b .LBB_367
	b .LBB_356
	b .LBB_353
	b .LBB_353
	mov x20, x0
	cbz x25, .LBB_370
	lsl x1, x25, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_370
.LBB_353:
	mov x20, x0
	b .LBB_370
	b .LBB_356
.LBB_356:
	mov x20, x0
	ldur x8, [x29, #-216]
	cbz x8, .LBB_358
	ldur x0, [x29, #-208]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_358:
	ldr x8, [sp, #280]
	cbnz x8, .LBB_363
.LBB_359:
	ldr x8, [sp, #304]
	cbnz x8, .LBB_364
.LBB_360:
	ldr x8, [sp, #328]
	cbnz x8, .LBB_365
.LBB_361:
	ldr x1, [sp, #352]
	cbnz x1, .LBB_366
	b .LBB_369
	mov x20, x0
	ldr x8, [sp, #280]
	cbz x8, .LBB_359
.LBB_363:
	ldr x0, [sp, #288]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #304]
	cbz x8, .LBB_360
.LBB_364:
	ldr x0, [sp, #312]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #328]
	cbz x8, .LBB_361
.LBB_365:
	ldr x0, [sp, #336]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x1, [sp, #352]
	cbz x1, .LBB_369
.LBB_366:
	ldr x0, [sp, #360]
	mov w2, #1
.LBB_367:
	bl __rustc::__rust_dealloc
	b .LBB_369
	mov x20, x0
.LBB_369:
	add x0, sp, #216
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_370:
	ldr x9, [sp, #152]
	cbnz x9, .LBB_372
	mov x8, #0
	b .LBB_373
.LBB_372:
	ldp x10, x8, [sp, #160]
	stp xzr, x9, [x29, #-168]
	stur x10, [x29, #-152]
	stp xzr, x9, [x29, #-136]
	stur x10, [x29, #-120]
	mov w9, #1
.LBB_373:
	stur x9, [x29, #-176]
	stur x9, [x29, #-144]
	stur x8, [x29, #-112]
	sub x0, x29, #104
	sub x1, x29, #176
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldur x8, [x29, #-104]
	cbz x8, .LBB_380
	mov w19, #24
.LBB_376:
	ldur x9, [x29, #-88]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_378
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_378:
	sub x0, x29, #104
	sub x1, x29, #176
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldur x8, [x29, #-104]
	cbnz x8, .LBB_376
.LBB_380:
	mov x0, x20
	bl _Unwind_Resume
	bl core::panicking::panic_in_cleanup
	bl core::panicking::panic_in_cleanup
