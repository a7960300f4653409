# kernel_sliding::sweep — kernel-sliding, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::sweep:
	str d14, [sp, #-160]!
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
	sub sp, sp, #736
	addvl sp, sp, #-5
	str xzr, [sp]
	str x8, [sp, #40]
	ldp x1, x23, [x0]
	ldp x19, x20, [x0, #16]
	add x0, sp, #272
	mov x2, x23
	str x1, [sp, #192]
	mov x3, x19
	mov x4, x20
	bl kernel_sliding::grid_for
	mov w8, #48
	addvl x9, sp, #5
	lsl x26, x23, #3
	str xzr, [sp, #328]
	str xzr, [sp, #344]
	madd x8, x20, x8, x19
	str x26, [sp, #184]
	str x20, [sp, #232]
	str x19, [x9, #744]
	str x8, [sp, #168]
	cbz x20, .LBB_131
	tst x23, #0xe000000000000000
	mov x8, #9223372036854775800
	ccmp x26, x8, #2, eq
	cset w8, hi
	str w8, [sp, #240]
	mov w8, #8
	str x8, [sp, #224]
	addvl x8, sp, #5
	ldr x1, [x8, #744]
	b .LBB_4
.LBB_2:
	add x8, sp, #328
.LBB_3:
	ldr x1, [sp, #256]
	ldr x9, [sp, #168]
	mov x19, x22
	mov x22, x8
	add x1, x1, #48
	cmp x1, x9
	b.eq .LBB_131
.LBB_4:
	add x0, sp, #456
	str x1, [sp, #256]
	bl kernel_sliding::raw_lengths
	ldp x24, x21, [sp, #456]
	ldp x20, x28, [sp, #472]
	ldr x27, [sp, #488]
	ldr w8, [sp, #240]
	tbz w8, #0, .LBB_46
	ldr x8, [sp, #328]
	cbz x8, .LBB_370
	ldr x9, [sp, #336]
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
	cmp x24, x16
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
	cbz x10, .LBB_370
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
	cbz x10, .LBB_370
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
	cmp x20, x16
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
	cbz x10, .LBB_370
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
	cmp x28, x16
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
	cbz x10, .LBB_370
	add x11, x11, x12, lsl #3
	sub x10, x10, #1
	ldr x11, [x11, #368]
	b .LBB_32
.LBB_39:
	mov x22, x11
	cbz x9, .LBB_370
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
	cmp x27, x13
	cset w13, hi
	csinv w13, w13, wzr, hs
	and w13, w13, #0xff
	cmp w13, #1
	b.eq .LBB_42
	cbz w13, .LBB_2
	cbnz x9, .LBB_40
	b .LBB_370
.LBB_46:
	ldr x8, [sp, #328]
	cbz x8, .LBB_91
	ldr x10, [sp, #336]
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
	cmp x24, x14
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
	mov x19, x22
	add x22, sp, #328
	cbz x8, .LBB_99
.LBB_56:
	ldr x10, [sp, #336]
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
	mov x19, x22
	add x22, sp, #328
	cbz x8, .LBB_107
.LBB_65:
	ldr x10, [sp, #336]
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
	cmp x20, x14
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
	mov x19, x22
	add x22, sp, #328
	cbz x8, .LBB_115
.LBB_74:
	ldr x10, [sp, #336]
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
	cmp x28, x14
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
	mov x19, x22
	add x22, sp, #328
	cbz x8, .LBB_123
.LBB_83:
	ldr x9, [sp, #336]
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
	cmp x27, x13
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
	add x8, sp, #328
	stp xzr, x19, [sp, #368]
	str x22, [sp, #384]
	stp x8, x24, [sp, #352]
	cbz x26, .LBB_95
.LBB_92:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x26
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_371
	mov x25, x0
	mov x26, x23
	b .LBB_96
.LBB_94:
	mov x19, xzr
	add x8, sp, #328
	stp x9, xzr, [sp, #368]
	str x22, [sp, #384]
	stp x8, x24, [sp, #352]
	cbnz x26, .LBB_92
.LBB_95:
	mov w25, #8
.LBB_96:
	ldr x0, [sp, #192]
	add x3, sp, #272
	mov x1, x23
	mov x2, x24
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #392]
	str x23, [sp, #408]
	add x0, sp, #456
	add x1, sp, #352
	add x2, sp, #392
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #328]
	ldr x26, [sp, #184]
	cbnz x8, .LBB_56
.LBB_99:
	add x8, sp, #328
	stp xzr, x19, [sp, #368]
	str x22, [sp, #384]
	stp x8, x21, [sp, #352]
	cbz x26, .LBB_103
.LBB_100:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x26
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_371
	mov x25, x0
	mov x26, x23
	b .LBB_104
.LBB_102:
	mov x19, xzr
	add x8, sp, #328
	stp x9, xzr, [sp, #368]
	str x22, [sp, #384]
	stp x8, x21, [sp, #352]
	cbnz x26, .LBB_100
.LBB_103:
	mov w25, #8
.LBB_104:
	ldr x0, [sp, #192]
	add x3, sp, #272
	mov x1, x23
	mov x2, x21
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #392]
	str x23, [sp, #408]
	add x0, sp, #456
	add x1, sp, #352
	add x2, sp, #392
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #328]
	ldr x26, [sp, #184]
	cbnz x8, .LBB_65
.LBB_107:
	add x8, sp, #328
	stp xzr, x19, [sp, #368]
	str x22, [sp, #384]
	stp x8, x20, [sp, #352]
	cbz x26, .LBB_111
.LBB_108:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x26
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_371
	mov x25, x0
	mov x26, x23
	b .LBB_112
.LBB_110:
	mov x19, xzr
	add x8, sp, #328
	stp x9, xzr, [sp, #368]
	str x22, [sp, #384]
	stp x8, x20, [sp, #352]
	cbnz x26, .LBB_108
.LBB_111:
	mov w25, #8
.LBB_112:
	ldr x0, [sp, #192]
	add x3, sp, #272
	mov x1, x23
	mov x2, x20
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #392]
	str x23, [sp, #408]
	add x0, sp, #456
	add x1, sp, #352
	add x2, sp, #392
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #328]
	ldr x26, [sp, #184]
	cbnz x8, .LBB_74
.LBB_115:
	add x8, sp, #328
	stp xzr, x19, [sp, #368]
	str x22, [sp, #384]
	stp x8, x28, [sp, #352]
	cbz x26, .LBB_119
.LBB_116:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x26
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_371
	mov x25, x0
	mov x26, x23
	b .LBB_120
.LBB_118:
	mov x19, xzr
	add x8, sp, #328
	stp x9, xzr, [sp, #368]
	str x22, [sp, #384]
	stp x8, x28, [sp, #352]
	cbnz x26, .LBB_116
.LBB_119:
	mov w25, #8
.LBB_120:
	ldr x0, [sp, #192]
	add x3, sp, #272
	mov x1, x23
	mov x2, x28
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #392]
	str x23, [sp, #408]
	add x0, sp, #456
	add x1, sp, #352
	add x2, sp, #392
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #328]
	ldr x26, [sp, #184]
	cbnz x8, .LBB_83
.LBB_123:
	add x9, sp, #328
	stp x8, x19, [sp, #368]
	str x22, [sp, #384]
	stp x9, x27, [sp, #352]
	cbz x26, .LBB_127
.LBB_124:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x26
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_371
	mov x25, x0
	mov x26, x23
	b .LBB_128
.LBB_126:
	mov x19, xzr
	add x9, sp, #328
	stp x8, xzr, [sp, #368]
	str x22, [sp, #384]
	stp x9, x27, [sp, #352]
	cbnz x26, .LBB_124
.LBB_127:
	mov w25, #8
.LBB_128:
	ldr x0, [sp, #192]
	add x3, sp, #272
	mov x1, x23
	mov x2, x27
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #392]
	str x23, [sp, #408]
	add x0, sp, #456
	add x1, sp, #352
	add x2, sp, #392
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x26, [sp, #184]
	mov x8, x22
	mov x22, x19
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
	b.ne .LBB_363
	ldp x0, x1, [x19]
.LBB_133:
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	ldr x9, [sp, #192]
	add x22, sp, #392
	mov x20, xzr
	stp x0, x1, [sp, #440]
	ldp q1, q0, [x8]
	lsr x8, x23, #61
	stp x9, x23, [sp, #392]
	add x9, x0, #1
	str x9, [x19]
	stp q1, q0, [sp, #240]
	stp q1, q0, [x22, #16]
	cbnz x8, .LBB_144
	mov x8, #9223372036854775800
	cmp x26, x8
	b.hi .LBB_144
	str x23, [sp, #136]
	cbz x26, .LBB_145
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w20, #8
	mov x0, x26
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_144
	mov x21, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x26
	bl __rustc::__rust_alloc_zeroed
	mov x20, x26
	cbz x0, .LBB_385
	mov x26, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x20
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_387
	mov x25, x0
	mov x20, x23
	cbz x23, .LBB_146
.LBB_140:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #1
	mov x0, x20
	bl __rustc::__rust_alloc
	str x0, [sp, #72]
	cbz x0, .LBB_386
	ldr x24, [sp, #288]
	cbz x24, .LBB_147
.LBB_142:
	lsl x20, x24, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x20
	bl __rustc::__rust_alloc_zeroed
	cbnz x0, .LBB_148
	mov w0, #8
	mov x1, x20
	bl alloc::raw_vec::handle_error
	b .LBB_388
.LBB_144:
	mov x0, x20
	mov x1, x26
	bl alloc::raw_vec::handle_error
	b .LBB_388
.LBB_145:
	mov w26, #8
	mov w21, #8
	mov w25, #8
	mov x20, x23
	mov x23, xzr
	cbnz x20, .LBB_140
.LBB_146:
	mov w8, #1
	str x8, [sp, #72]
	ldr x24, [sp, #288]
	cbnz x24, .LBB_142
.LBB_147:
	mov w0, #8
.LBB_148:
	ldr x8, [sp, #136]
	stp x23, x21, [sp, #456]
	stp x23, x25, [sp, #504]
	mov x20, xzr
	str xzr, [sp, #544]
	str x24, [sp, #552]
	str x0, [sp, #560]
	str x24, [sp, #568]
	stp x8, x23, [sp, #472]
	stp x26, x8, [sp, #488]
	mov x23, x8
	str x8, [sp, #520]
	str x8, [sp, #528]
	ldr x8, [sp, #72]
	str x8, [sp, #536]
	ldr x8, [sp, #232]
	lsl x21, x8, #4
	lsr x8, x8, #60
	cbnz x8, .LBB_323
	ldr x26, [sp, #192]
	mov x8, #9223372036854775800
	cmp x21, x8
	b.hi .LBB_323
	cbz x21, .LBB_325
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w20, #8
	mov x0, x21
	bl __rustc::__rust_alloc
	cbz x0, .LBB_323
	ldr x21, [sp, #232]
	ldrb w8, [x19, #16]
	str x21, [sp, #576]
	str x0, [sp, #584]
	cmp w8, #1
	str xzr, [sp, #592]
	b.ne .LBB_326
.LBB_153:
	ldp x0, x1, [x19]
.LBB_154:
	ldp q1, q0, [sp, #240]
	add x8, x0, #1
	add x9, sp, #272
	str x0, [sp, #640]
	str x1, [sp, #648]
	str x8, [x19]
	ldr x8, [sp, #232]
	str x9, [sp, #600]
	stur q0, [x22, #232]
	stur q1, [x22, #216]
	cbz x8, .LBB_328
	cmp x23, #0
	cset w8, ne
	add x9, x26, x23, lsl #3
	cntw x10
	fmov d8, #1.00000000
	fmov d10, #-1.00000000
	fmov d13, #3.00000000
	cntd x11
	str x9, [sp, #24]
	mov w9, #8
	sub x8, x23, x8
	add x8, x8, #63
	cmp x10, #8
	csel x9, x10, x9, hi
	mov z0.d, x11
	str x9, [sp, #32]
	subs x9, x23, x11
	lsr x11, x8, #6
	csel x8, xzr, x9, lo
	whilelo p0.d, xzr, x23
	stp x11, x8, [sp, #144]
	sub x8, x29, #64
	str p0, [x8, #-1, mul vl]
	and x8, x23, #0x1ffffffffffffffe
	str x8, [sp, #16]
	sub x8, x29, #64
	str z0, [x8, #-3, mul vl]
	mov z0.d, x10
	str z0, [x8, #-4, mul vl]
	adrp x8, .LCPI_0
	ldr d9, [x8, :lo12:.LCPI_0]
	mov x8, #4636737291354636288
	fmov d11, x8
	mov x8, #9218868437227405312
	fmov d12, x8
	addvl x8, sp, #5
	ldr x8, [x8, #744]
	b .LBB_157
.LBB_156:
	ldr x8, [sp, #584]
	ldr x9, [sp, #48]
	addvl x10, sp, #5
	add x8, x8, x20, lsl #4
	str x9, [x10, #744]
	str d14, [x8]
	str x19, [x8, #8]
	add x8, x20, #1
	str x8, [sp, #592]
	ldr x8, [sp, #168]
	cmp x9, x8
	mov x8, x9
	b.eq .LBB_347
.LBB_157:
	mov x9, x8
	ldr x8, [x9], #48
	str x9, [sp, #48]
	tbnz x8, #63, .LBB_383
	ldr x10, [sp, #328]
	cbz x10, .LBB_382
	ldr x9, [sp, #600]
	ldr x11, [sp, #336]
	mov x12, x10
	str x9, [sp, #160]
	mov x9, x11
.LBB_160:
	ldrh w16, [x12, #362]
	add x15, x12, #8
	add x13, x12, #88
	mov x14, #-1
	lsl x17, x16, #3
.LBB_161:
	cbz x17, .LBB_164
	ldr x18, [x15], #8
	add x13, x13, #24
	add x14, x14, #1
	sub x17, x17, #8
	cmp x8, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_161
	cbnz w18, .LBB_165
	b .LBB_167
.LBB_164:
	mov x14, x16
.LBB_165:
	cbz x9, .LBB_382
	add x12, x12, x14, lsl #3
	sub x9, x9, #1
	ldr x12, [x12, #368]
	b .LBB_160
.LBB_167:
	addvl x8, sp, #5
	ldr x8, [x8, #744]
	ldr x12, [x8, #8]
	tbnz x12, #63, .LBB_383
	ldp x9, x8, [x13, #-8]
	mov x13, x11
	mov x14, x10
.LBB_169:
	ldrh w18, [x14, #362]
	add x17, x14, #8
	add x15, x14, #88
	mov x16, #-1
	lsl x0, x18, #3
.LBB_170:
	cbz x0, .LBB_173
	ldr x1, [x17], #8
	add x15, x15, #24
	add x16, x16, #1
	sub x0, x0, #8
	cmp x12, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
	and w1, w1, #0xff
	cmp w1, #1
	b.eq .LBB_170
	cbnz w1, .LBB_174
	b .LBB_176
.LBB_173:
	mov x16, x18
.LBB_174:
	cbz x13, .LBB_382
	add x14, x14, x16, lsl #3
	sub x13, x13, #1
	ldr x14, [x14, #368]
	b .LBB_169
.LBB_176:
	addvl x12, sp, #5
	ldr x12, [x12, #744]
	ldr x13, [x12, #32]
	tbnz x13, #63, .LBB_383
	ldp x12, x0, [x15, #-8]
	mov x14, x11
	mov x15, x10
.LBB_178:
	ldrh w1, [x15, #362]
	add x18, x15, #8
	add x16, x15, #88
	mov x17, #-1
	lsl x2, x1, #3
.LBB_179:
	cbz x2, .LBB_182
	ldr x3, [x18], #8
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_179
	cbnz w3, .LBB_183
	b .LBB_185
.LBB_182:
	mov x17, x1
.LBB_183:
	cbz x14, .LBB_382
	add x15, x15, x17, lsl #3
	sub x14, x14, #1
	ldr x15, [x15, #368]
	b .LBB_178
.LBB_185:
	addvl x13, sp, #5
	ldr x13, [x13, #744]
	ldr x13, [x13, #40]
	tbnz x13, #63, .LBB_383
	ldp x5, x21, [x16, #-8]
	mov x14, x11
	mov x15, x10
.LBB_187:
	ldrh w1, [x15, #362]
	add x18, x15, #8
	add x16, x15, #88
	mov x17, #-1
	lsl x2, x1, #3
.LBB_188:
	cbz x2, .LBB_191
	ldr x3, [x18], #8
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_188
	cbnz w3, .LBB_192
	b .LBB_194
.LBB_191:
	mov x17, x1
.LBB_192:
	cbz x14, .LBB_382
	add x15, x15, x17, lsl #3
	sub x14, x14, #1
	ldr x15, [x15, #368]
	b .LBB_187
.LBB_194:
	addvl x13, sp, #5
	ldr x13, [x13, #744]
	ldr x25, [x13, #24]
	tbnz x25, #63, .LBB_383
	ldp x2, x19, [x16, #-8]
.LBB_196:
	ldrh w16, [x10, #362]
	add x15, x10, #8
	add x14, x10, #88
	mov x13, #-1
	lsl x17, x16, #3
.LBB_197:
	cbz x17, .LBB_200
	ldr x18, [x15], #8
	add x14, x14, #24
	add x13, x13, #1
	sub x17, x17, #8
	cmp x25, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_197
	cbnz w18, .LBB_201
	b .LBB_203
.LBB_200:
	mov x13, x16
.LBB_201:
	cbz x11, .LBB_382
	add x10, x10, x13, lsl #3
	sub x11, x11, #1
	ldr x10, [x10, #368]
	b .LBB_196
.LBB_203:
	ldp x27, x20, [sp, #464]
	ldp x6, x28, [x14, #-8]
	lsl x24, x20, #3
	add x22, x27, x20, lsl #3
	cbz x20, .LBB_214
	sub x11, x24, #8
	cmp x8, x0
	csel x10, x8, x0, lo
	lsr x11, x11, #3
	cmp x10, x11
	csel x14, x10, x11, lo
	cntw x10
	cmp x14, x10
	b.hs .LBB_206
	mov x10, xzr
	mov x11, x27
	b .LBB_211
.LBB_206:
	rdvl x13, #2
	sub x11, x27, x12
	mov x10, xzr
	cmp x11, x13
	b.lo .LBB_210
	sub x11, x27, x9
	cmp x11, x13
	mov x11, x27
	b.lo .LBB_211
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
	add x11, x27, x10, lsl #3
	mov x14, x10
.LBB_209:
	add x16, x12, x13
	ld1b { z0.b }, p0/z, [x12, x13]
	ld1b { z2.b }, p0/z, [x9, x13]
	add x15, x27, x13
	subs x14, x14, x17
	fadd z0.d, z0.d, z0.d
	ldr z1, [x16, #1, mul vl]
	add x16, x9, x13
	ldr z3, [x16, #1, mul vl]
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x27, x13]
	add x13, x13, x18
	str z1, [x15, #1, mul vl]
	b.ne .LBB_209
	b .LBB_211
.LBB_210:
	mov x11, x27
.LBB_211:
	cmp x0, x10
	b.eq .LBB_374
	cmp x8, x10
	b.eq .LBB_375
	ldr d0, [x12, x10, lsl #3]
	ldr d1, [x9, x10, lsl #3]
	add x10, x10, #1
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x11], #8
	cmp x11, x22
	b.ne .LBB_211
.LBB_214:
	addvl x8, sp, #5
	stp x6, x2, [sp, #224]
	ldr x8, [x8, #744]
	ldr x2, [x8, #16]
	tbnz x2, #63, .LBB_383
	str x5, [sp, #216]
	ldp x4, x5, [sp, #488]
	ldr x3, [sp, #160]
	mov x0, x27
	mov x1, x20
	str x4, [sp, #240]
	str x5, [sp, #256]
	bl kernel_sliding::wma::wma_into
	fmov z4.d, #3.00000000
	mov x1, x20
	cbz x20, .LBB_230
	cmp x19, x21
	csel x8, x19, x21, lo
	sub x9, x24, #8
	cmp x8, x28
	csel x8, x8, x28, lo
	lsr x9, x9, #3
	cmp x8, x9
	csel x11, x8, x9, lo
	cntw x8
	cmp x11, x8
	b.hs .LBB_220
	ldr x16, [sp, #216]
	mov x9, xzr
.LBB_219:
	mov x8, x27
	ldp x3, x17, [sp, #224]
	b .LBB_225
.LBB_220:
	ldr x16, [sp, #216]
	rdvl x10, #2
	mov x9, xzr
	sub x8, x27, x16
	cmp x8, x10
	b.lo .LBB_219
	ldp x3, x17, [sp, #224]
	sub x8, x27, x17
	cmp x8, x10
	b.lo .LBB_320
	sub x8, x27, x3
	cmp x8, x10
	mov x8, x27
	b.lo .LBB_225
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
	add x8, x27, x9, lsl #3
	mov x11, x9
.LBB_224:
	add x13, x16, x10
	ld1b { z0.b }, p0/z, [x16, x10]
	ld1b { z2.b }, p0/z, [x17, x10]
	add x12, x27, x10
	subs x11, x11, x14
	fmul z0.d, z0.d, z4.d
	ldr z1, [x13, #1, mul vl]
	add x13, x17, x10
	ldr z3, [x13, #1, mul vl]
	add x13, x3, x10
	fmul z1.d, z1.d, z4.d
	fsub z0.d, z0.d, z2.d
	ld1b { z2.b }, p0/z, [x3, x10]
	fsub z1.d, z1.d, z3.d
	ldr z3, [x13, #1, mul vl]
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x27, x10]
	add x10, x10, x15
	str z1, [x12, #1, mul vl]
	b.ne .LBB_224
.LBB_225:
	add x12, x3, x9, lsl #3
	add x13, x17, x9, lsl #3
	add x14, x16, x9, lsl #3
	sub x15, x28, x9
	mov x10, xzr
	mov x11, xzr
	sub x16, x19, x9
	sub x9, x21, x9
.LBB_226:
	cmp x9, x11
	b.eq .LBB_378
	cmp x16, x11
	b.eq .LBB_377
	cmp x15, x11
	b.eq .LBB_376
	ldr d0, [x14, x11, lsl #3]
	ldr d1, [x13, x11, lsl #3]
	add x10, x10, #8
	add x17, x8, x10
	cmp x17, x22
	fmul d0, d0, d13
	fsub d0, d0, d1
	ldr d1, [x12, x11, lsl #3]
	fsub d0, d0, d1
	str d0, [x8, x11, lsl #3]
	add x11, x11, #1
	b.ne .LBB_226
.LBB_230:
	ldr x20, [sp, #520]
	ldr x4, [sp, #512]
	ldr x3, [sp, #160]
	mov x0, x27
	mov x2, x25
	str x4, [sp, #232]
	mov x5, x20
	bl kernel_sliding::wma::wma_into
	addvl x8, sp, #5
	add x0, sp, #656
	add x1, sp, #600
	ldr x2, [x8, #744]
	bl kernel_sliding::bound::lines
	ldr x10, [sp, #656]
	ldr x9, [sp, #680]
	ldr x11, [sp, #664]
	cntw x16
	rdvl x17, #2
	ldr x8, [sp, #672]
	ldr x3, [sp, #568]
	ldr x1, [sp, #560]
	ldr x19, [sp, #152]
	ldr x24, [sp, #184]
	stp x9, x10, [sp, #56]
	ldr x9, [sp, #688]
	stp x9, x11, [sp, #80]
	ldr x9, [sp, #696]
	cmp x9, x8
	csel x8, x9, x8, lo
	cmp x8, x3
	csel x8, x8, x3, lo
	cbz x8, .LBB_246
	ldr x9, [sp, #32]
	cmp x8, x9
	b.hs .LBB_235
	mov x9, xzr
	b .LBB_240
.LBB_235:
	ldr x10, [sp, #88]
	mov x9, xzr
	sub x10, x1, x10
	cmp x10, x17
	b.lo .LBB_240
	ldr x10, [sp, #80]
	sub x10, x1, x10
	cmp x10, x17
	b.lo .LBB_240
	udiv x9, x8, x16
	ldp x0, x18, [sp, #80]
	mov x10, xzr
	mul x9, x9, x16
	ptrue p0.b
	sub x11, x8, x9
	mov x12, x9
.LBB_238:
	add x14, x18, x10
	add x15, x0, x10
	ld1b { z0.b }, p0/z, [x18, x10]
	ld1b { z2.b }, p0/z, [x0, x10]
	add x13, x1, x10
	subs x12, x12, x16
	fadd z0.d, z0.d, z2.d
	ldr z1, [x14, #1, mul vl]
	ldr z3, [x15, #1, mul vl]
	fadd z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x1, x10]
	add x10, x10, x17
	str z1, [x13, #1, mul vl]
	b.ne .LBB_238
	cbz x11, .LBB_246
.LBB_240:
	ldp x13, x12, [sp, #80]
	sub w10, w8, w9
	mov x11, x9
	ands x10, x10, #0x3
	b.eq .LBB_243
	mov x11, x9
.LBB_242:
	ldr d0, [x12, x11, lsl #3]
	ldr d1, [x13, x11, lsl #3]
	subs x10, x10, #1
	fadd d0, d0, d1
	str d0, [x1, x11, lsl #3]
	add x11, x11, #1
	b.ne .LBB_242
.LBB_243:
	sub x9, x9, x8
	cmn x9, #4
	b.hi .LBB_246
	ldp x9, x10, [sp, #80]
	sub x8, x8, x11
	add x9, x9, x11, lsl #3
	add x10, x10, x11, lsl #3
	add x11, x1, x11, lsl #3
	add x9, x9, #16
	add x10, x10, #16
	add x11, x11, #16
.LBB_245:
	ldur d0, [x10, #-16]
	ldur d1, [x9, #-16]
	subs x8, x8, #4
	fadd d0, d0, d1
	stur d0, [x11, #-16]
	ldur d0, [x10, #-8]
	ldur d1, [x9, #-8]
	fadd d0, d0, d1
	stur d0, [x11, #-8]
	ldr d0, [x10]
	ldr d1, [x9]
	fadd d0, d0, d1
	str d0, [x11]
	ldr d0, [x10, #8]
	ldr d1, [x9, #8]
	add x9, x9, #32
	add x10, x10, #32
	fadd d0, d0, d1
	str d0, [x11, #8]
	add x11, x11, #32
	b.ne .LBB_245
.LBB_246:
	ldr x8, [sp, #256]
	str x20, [sp, #712]
	cmp x8, x20
	str x8, [sp, #704]
	b.ne .LBB_365
	ldr x8, [sp, #160]
	str x3, [sp, #720]
	ldr x8, [x8, #16]
	cmp x3, x8
	str x8, [sp, #656]
	b.ne .LBB_366
	ldr x25, [sp, #144]
	mov w22, #1
	cbz x3, .LBB_274
	ldr x9, [sp, #160]
	ldr x10, [sp, #232]
	mov x8, xzr
	add x9, x9, #48
	stp x1, x9, [sp, #120]
	rdvl x9, #1
	add x10, x10, x9
	stp x10, x3, [sp, #104]
	ldr x10, [sp, #240]
	add x9, x10, x9
	str x9, [sp, #96]
	b .LBB_251
.LBB_250:
	ldp x3, x1, [sp, #112]
	ldp x8, x24, [sp, #176]
	cmp x8, x3
	ldp x23, x25, [sp, #136]
	ldr x26, [sp, #192]
	ldr x19, [sp, #152]
	b.eq .LBB_274
.LBB_251:
	ldr x9, [sp, #160]
	ldr x2, [x9, #16]
	cmp x8, x2
	b.hs .LBB_380
	ldr x9, [x9, #8]
	add x11, x8, #1
	ldr d0, [x1, x8, lsl #3]
	add x12, x8, #1
	str x11, [sp, #176]
	ldr x11, [sp, #128]
	add x10, x9, x12, lsl #3
	cmp x12, x2
	csel x10, x10, x11, lo
	ldr x25, [x9, x8, lsl #3]
	ldr x24, [x10]
	fcmp d0, d12
	b.ne .LBB_258
	ldp x20, x19, [sp, #232]
	cmp x24, x25
	b.ls .LBB_250
	ldr x8, [sp, #256]
	cmp x25, x8
	csel x27, x25, x8, hi
.LBB_255:
	addvl x8, sp, #5
	add x0, sp, #392
	mov x2, x25
	ldr x1, [x8, #744]
	bl kernel_sliding::exact::Exact::lines
	cmp x27, x25
	b.eq .LBB_368
	str d0, [x19, x25, lsl #3]
	str d1, [x20, x25, lsl #3]
	add x25, x25, #1
	cmp x24, x25
	b.ne .LBB_255
	b .LBB_250
.LBB_258:
	ldp x11, x10, [sp, #232]
	subs x8, x24, x25
	b.ls .LBB_250
	lsr x9, x8, #6
	tst x8, #0x3f
	add x8, x25, #64
	add x23, x11, x25, lsl #3
	mov z1.d, d0
	mov x12, xzr
	stp x24, x8, [sp, #200]
	ldp x8, x11, [sp, #96]
	cinc x13, x9, ne
	neg x26, x25
	add x21, x10, x25, lsl #3
	add x19, x25, #64
	add x20, x8, x25, lsl #3
	sub x8, x29, #64
	add x28, x11, x25, lsl #3
	str z0, [x8, #-2, mul vl]
	str z1, [x8, #-5, mul vl]
	b .LBB_261
.LBB_260:
	ldp x13, x12, [sp, #216]
	mov x25, x24
	ldr x24, [sp, #200]
	sub x26, x26, #64
	add x23, x23, #512
	add x28, x28, #512
	add x21, x21, #512
	add x20, x20, #512
	add x19, x19, #64
	mov w22, #1
	sub x13, x13, #1
	add x12, x12, #1
	cbz x13, .LBB_250
.LBB_261:
	ldr x9, [sp, #208]
	cmp x24, x19
	csel x8, x24, x19, lo
	add x8, x8, x26
	cmp x8, #1
	csinc x8, x8, xzr, hi
	add x9, x9, x12, lsl #6
	cmp x24, x9
	csel x9, x24, x9, lo
	add x9, x9, x26
	cmp x9, #1
	csinc x10, x9, xzr, hi
	mov x9, x24
	add x24, x25, #64
	cmp x9, x24
	csel x1, x9, x24, lo
	cmp x1, x25
	b.lo .LBB_324
	ldr x9, [sp, #256]
	cmp x1, x9
	b.hi .LBB_324
	cmp x1, x25
	stp x13, x12, [sp, #216]
	b.eq .LBB_260
	cntw x12
	cmp x10, x12
	b.hs .LBB_266
	sub x10, x29, #64
	mov x22, xzr
	mov x9, xzr
	ldr z2, [x10, #-2, mul vl]
	b .LBB_269
.LBB_266:
	udiv x9, x10, x12
	sub x13, x29, #64
	index z2.d, #0, #1
	movi v0.2d, #0000000000000000
	movi v1.2d, #0000000000000000
	mov x11, xzr
	ldr z16, [x13, #-3, mul vl]
	ldr z17, [x13, #-4, mul vl]
	ldr z18, [x13, #-5, mul vl]
	mul x9, x9, x12
	ptrue p2.d
	sub x10, x10, x9
.LBB_267:
	ld1d { z4.d }, p2/z, [x23, x11, lsl #3]
	ld1d { z5.d }, p2/z, [x28, x11, lsl #3]
	add z3.d, z2.d, z16.d
	and z3.d, z3.d, #0x3f
	ld1d { z6.d }, p2/z, [x21, x11, lsl #3]
	ld1d { z7.d }, p2/z, [x20, x11, lsl #3]
	add x11, x11, x12
	cmp x9, x11
	fabd z4.d, p2/m, z4.d, z6.d
	fabd z5.d, p2/m, z5.d, z7.d
	add z6.d, z2.d, z17.d
	and z2.d, z2.d, #0x3f
	fcmge p0.d, p2/z, z18.d, z4.d
	fcmge p1.d, p2/z, z18.d, z5.d
	mov z4.d, p0/z, #1
	mov z5.d, p1/z, #1
	lslr z2.d, p2/m, z2.d, z4.d
	lslr z3.d, p2/m, z3.d, z5.d
	orr z0.d, z2.d, z0.d
	orr z1.d, z3.d, z1.d
	mov z2.d, z6.d
	b.ne .LBB_267
	orr z0.d, z1.d, z0.d
	sub x11, x29, #64
	ldr z2, [x11, #-2, mul vl]
	orv d0, p2, z0.d
	fmov x22, d0
	cbz x10, .LBB_270
.LBB_269:
	ldr d0, [x23, x9, lsl #3]
	ldr d1, [x21, x9, lsl #3]
	fabd d0, d0, d1
	fcmp d0, d2
	cset w10, ls
	lsl x10, x10, x9
	add x9, x9, #1
	orr x22, x10, x22
	cmp x8, x9
	b.ne .LBB_269
.LBB_270:
	cbz x22, .LBB_260
.LBB_271:
	rbit x8, x22
	clz x8, x8
	add x27, x8, x25
	addvl x8, sp, #5
	add x0, sp, #392
	mov x2, x27
	ldr x1, [x8, #744]
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #256]
	cmp x27, x8
	b.hs .LBB_360
	ldp x8, x9, [sp, #232]
	str d0, [x9, x27, lsl #3]
	str d1, [x8, x27, lsl #3]
	sub x8, x22, #1
	ands x22, x8, x22
	b.ne .LBB_271
	b .LBB_260
.LBB_274:
	ldr x8, [sp, #256]
	ldr x20, [sp, #72]
	cntd x21
	cmp x8, x23
	b.ne .LBB_362
	ldr x8, [sp, #528]
	str xzr, [sp, #544]
	cmp x23, x8
	b.hi .LBB_321
	cntw x4
	mov x2, xzr
	cbz x23, .LBB_288
.LBB_277:
	ldp x13, x12, [sp, #232]
	add x9, x20, x2
	add x10, x9, x23
	add x8, x13, x24
	add x11, x12, x24
	cmp x9, x8
	ccmp x13, x10, #2, lo
	cset w8, lo
	cmp x12, x10
	ccmp x9, x11, #2, lo
	b.lo .LBB_282
	cbnz w8, .LBB_282
	index z1.d, x2, #1
	sub x10, x29, #64
	mov z4.d, #1
	add x8, x20, x2
	mov x9, xzr
	ldr p1, [x10, #-1, mul vl]
	ldr z3, [x10, #-3, mul vl]
	ldp x11, x10, [sp, #232]
	ptrue p3.d
.LBB_280:
	mov z0.d, z1.d
	ld1d { z1.d }, p1/z, [x10, x9, lsl #3]
	ld1d { z2.d }, p1/z, [x11, x9, lsl #3]
	mov p0.b, p1.b
	fcmgt p2.d, p3/z, z1.d, z2.d
	fcmgt p1.d, p3/z, z2.d, z1.d
	mov z1.d, p2/z, #-1
	add z1.d, p1/m, z1.d, z4.d
	whilelo p1.d, x9, x19
	st1b { z1.d }, p0, [x8, x9]
	add z1.d, z0.d, z3.d
	add x9, x9, x21
	b.mi .LBB_280
	not p0.b, p3/z, p0.b
	brkb p0.b, p3/z, p0.b
	cntp x8, p0, p0.d
	sub x8, x8, #1
	whilels p0.d, xzr, x8
	lastb x8, p0, z0.d
	add x2, x8, #1
	b .LBB_288
.LBB_282:
	cmp x23, #1
	b.ne .LBB_284
	mov x8, xzr
	b .LBB_287
.LBB_284:
	ldp x10, x9, [sp, #232]
	ldr x14, [sp, #16]
	mov x8, xzr
	add x9, x9, #8
	add x10, x10, #8
.LBB_285:
	ldur d0, [x9, #-8]
	ldur d1, [x10, #-8]
	add x8, x8, #2
	fcmp d1, d0
	cset w11, gt
	cset w12, mi
	sub w11, w11, w12
	add x12, x20, x2
	add x2, x2, #2
	strb w11, [x12]
	ldr d0, [x9], #16
	ldr d1, [x10], #16
	fcmp d1, d0
	cset w11, gt
	cset w13, mi
	cmp x14, x8
	sub w11, w11, w13
	strb w11, [x12, #1]
	b.ne .LBB_285
	tbz w23, #0, .LBB_288
.LBB_287:
	ldp x9, x10, [sp, #232]
	ldr d0, [x10, x8, lsl #3]
	ldr d1, [x9, x8, lsl #3]
	fcmp d1, d0
	cset w8, gt
	cset w9, mi
	sub w8, w8, w9
	strb w8, [x20, x2]
	add x2, x2, #1
.LBB_288:
	str x2, [sp, #544]
	cbz x25, .LBB_319
	movi d14, #0000000000000000
	movi d0, #0000000000000000
	mov x9, #-1
	mov w11, #65
	mov w0, #1
	mov x13, xzr
	mov x19, xzr
	mov x10, x20
	mov x12, x25
	b .LBB_291
.LBB_290:
	sub x12, x12, #1
	add x11, x11, #64
	sub x9, x9, #64
	add x10, x10, #64
	mov x0, x14
	cbz x12, .LBB_310
.LBB_291:
	cmp x23, x11
	csel x8, x23, x11, lo
	add x14, x0, #64
	add x8, x8, x9
	cmp x8, #1
	csinc x8, x8, xzr, hi
	cmp x23, x14
	csel x1, x23, x14, lo
	cmp x23, x0
	b.lo .LBB_355
	cmp x1, x2
	b.hi .LBB_355
	sub x15, x0, #1
	sub x1, x1, #1
	cmp x1, x15
	ccmp x1, x2, #2, hs
	b.hi .LBB_356
	cmp x23, x0
	b.eq .LBB_290
	cmp x8, x4
	b.hs .LBB_297
	mov w1, #255
	mov x15, xzr
	mov x16, xzr
	b .LBB_300
.LBB_297:
	udiv x16, x8, x4
	sub x24, x29, #64
	index z3.d, #0, #1
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	mov z19.d, #255
	add x18, x10, x21
	ldr z17, [x24, #-3, mul vl]
	ldr z18, [x24, #-4, mul vl]
	mov x15, xzr
	mul x16, x16, x4
	ptrue p2.d
	sub x17, x8, x16
.LBB_298:
	add x1, x10, x15
	add x3, x18, x15
	ld1b { z7.d }, p2/z, [x10, x15]
	add z4.d, z3.d, z17.d
	add x15, x15, x4
	ld1b { z5.d }, p2/z, [x1, x22]
	ld1b { z6.d }, p2/z, [x3, x22]
	ld1b { z16.d }, p2/z, [x1, #1, mul vl]
	and z4.d, z4.d, #0x3f
	mul z5.d, p2/m, z5.d, z7.d
	mul z6.d, p2/m, z6.d, z16.d
	add z7.d, z3.d, z18.d
	and z3.d, z3.d, #0x3f
	and z5.d, z5.d, #0xff
	and z6.d, z6.d, #0xff
	cmpeq p0.d, p2/z, z5.d, z19.d
	cmpeq p1.d, p2/z, z6.d, z19.d
	cmp x16, x15
	mov z5.d, p0/z, #1
	mov z6.d, p1/z, #1
	lslr z3.d, p2/m, z3.d, z5.d
	lslr z4.d, p2/m, z4.d, z6.d
	orr z1.d, z3.d, z1.d
	orr z2.d, z4.d, z2.d
	mov z3.d, z7.d
	b.ne .LBB_298
	orr z1.d, z2.d, z1.d
	mov w1, #255
	orv d1, p2, z1.d
	fmov x15, d1
	cbz x17, .LBB_301
.LBB_300:
	add x17, x10, x16
	ldrb w18, [x17, #1]
	ldrb w17, [x17]
	mul w17, w17, w18
	bics wzr, w1, w17
	cset w17, eq
	lsl x17, x17, x16
	add x16, x16, #1
	orr x15, x17, x15
	cmp x8, x16
	b.ne .LBB_300
.LBB_301:
	cbnz x15, .LBB_303
	b .LBB_290
.LBB_302:
	sub x8, x15, #1
	and x15, x8, x15
	cbz x15, .LBB_290
.LBB_303:
	rbit x8, x15
	clz x8, x8
	add x8, x8, x0
	cmp x8, x2
	b.hs .LBB_369
	ldrsb x16, [x20, x8]
	cmp x13, x16
	b.eq .LBB_302
	cbz x13, .LBB_308
	cmp x8, x23
	b.hs .LBB_373
	ldr d1, [x26, x8, lsl #3]
	scvtf d2, x13
	add x19, x19, #1
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d14, d14, d0
.LBB_308:
	cmp x8, x23
	b.hs .LBB_372
	ldr d0, [x26, x8, lsl #3]
	mov x13, x16
	b .LBB_302
.LBB_310:
	cbz x13, .LBB_313
	cbz x23, .LBB_384
	ldr x8, [sp, #24]
	scvtf d2, x13
	add x19, x19, #1
	ldur d1, [x8, #-8]
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d14, d14, d0
.LBB_313:
	ldr x8, [sp, #56]
	cbz x8, .LBB_315
.LBB_314:
	ldr x0, [sp, #80]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_315:
	ldr x8, [sp, #64]
	str x20, [sp, #72]
	cbz x8, .LBB_317
	ldr x0, [sp, #88]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_317:
	ldr x20, [sp, #592]
	ldr x8, [sp, #576]
	cmp x20, x8
	b.ne .LBB_156
	add x0, sp, #576
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	b .LBB_156
.LBB_319:
	mov x19, xzr
	movi d14, #0000000000000000
	ldr x8, [sp, #56]
	cbnz x8, .LBB_314
	b .LBB_315
.LBB_320:
	mov x8, x27
	b .LBB_225
.LBB_321:
	add x8, sp, #456
	mov w3, #1
	mov w4, #1
	mov x1, xzr
	mov x2, x23
	add x0, x8, #72
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	cntw x4
	ldr x2, [sp, #544]
	ldr x20, [sp, #536]
	b .LBB_277
.LBB_323:
	mov x0, x20
	mov x1, x21
	bl alloc::raw_vec::handle_error
	b .LBB_388
.LBB_324:
	ldr x2, [sp, #256]
	ldp x22, x19, [sp, #80]
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	mov x0, x25
	ldp x23, x21, [sp, #56]
	bl core::slice::index::slice_index_fail
	b .LBB_388
.LBB_325:
	mov w0, #8
	ldrb w8, [x19, #16]
	str x21, [sp, #576]
	str x0, [sp, #584]
	cmp w8, #1
	str xzr, [sp, #592]
	b.eq .LBB_153
.LBB_326:
	bl std::sys::random::linux::hashmap_random_keys
	mov w8, #1
	str x1, [x19, #8]
	strb w8, [x19, #16]
	b .LBB_154
.LBB_328:
	ldr q0, [sp, #576]
	ldr x9, [sp, #40]
	ldr x8, [sp, #592]
	str x8, [x9, #16]
	str q0, [x9]
.LBB_329:
	add x0, sp, #456
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	ldr x9, [sp, #416]
	cbz x9, .LBB_332
	add x8, x9, x9, lsl #1
	add x9, x9, x8, lsl #3
	adds x1, x9, #33
	b.eq .LBB_332
	ldr x9, [sp, #408]
	lsl x8, x8, #3
	mov w2, #8
	sub x8, x9, x8
	sub x0, x8, #24
	bl __rustc::__rust_dealloc
.LBB_332:
	ldr x9, [sp, #328]
	cbz x9, .LBB_334
	ldp x10, x8, [sp, #336]
	stp xzr, x9, [sp, #464]
	stp xzr, x9, [sp, #496]
	mov w9, #1
	str x10, [sp, #480]
	str x10, [sp, #512]
	b .LBB_335
.LBB_334:
	mov x8, xzr
.LBB_335:
	str x9, [sp, #456]
	str x9, [sp, #488]
	str x8, [sp, #520]
	add x0, sp, #392
	add x1, sp, #456
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #392]
	cbz x8, .LBB_342
	mov w19, #24
.LBB_338:
	ldr x9, [sp, #408]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_340
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_340:
	add x0, sp, #392
	add x1, sp, #456
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #392]
	cbnz x8, .LBB_338
.LBB_342:
	ldr x8, [sp, #272]
	cbz x8, .LBB_344
	ldr x0, [sp, #280]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_344:
	ldr x8, [sp, #296]
	cbz x8, .LBB_346
	ldr x0, [sp, #304]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_346:
	addvl sp, sp, #5
	add sp, sp, #736
	ldp d9, d8, [sp, #48]
	ldp d11, d10, [sp, #32]
	ldp d13, d12, [sp, #16]
	ldp x20, x19, [sp, #144]
	ldp x22, x21, [sp, #128]
	ldp x24, x23, [sp, #112]
	ldp x26, x25, [sp, #96]
	ldp x28, x27, [sp, #80]
	ldp x29, x30, [sp, #64]
	ldr d14, [sp], #160
	ret
.LBB_347:
	ldr q0, [sp, #576]
	ldr x19, [sp, #616]
	ldr x9, [sp, #40]
	ldr x8, [sp, #592]
	str x8, [x9, #16]
	str q0, [x9]
	cbz x19, .LBB_329
	ldr x20, [sp, #632]
	cbz x20, .LBB_358
	ldr x21, [sp, #608]
	mov x22, x21
	ldr d0, [x22], #8
	cmge v0.8b, v0.8b, #0
	fmov x8, d0
	and x23, x8, #0x8080808080808080
	b .LBB_351
.LBB_350:
	sub x8, x23, #1
	sub x20, x20, #1
	and x23, x8, x23
	cbz x20, .LBB_358
.LBB_351:
	cbnz x23, .LBB_353
.LBB_352:
	ldr d0, [x22], #8
	sub x21, x21, #256
	cmge v0.8b, v0.8b, #0
	fmov x8, d0
	and x23, x8, #0x8080808080808080
	cbz x23, .LBB_352
.LBB_353:
	rbit x8, x23
	clz x8, x8
	lsl x8, x8, #2
	and x8, x8, #0x1e0
	sub x8, x21, x8
	ldur x9, [x8, #-24]
	cbz x9, .LBB_350
	ldur x0, [x8, #-16]
	lsl x1, x9, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_350
.LBB_355:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	b .LBB_357
.LBB_356:
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	mov x0, x15
.LBB_357:
	ldp x22, x19, [sp, #80]
	ldp x23, x21, [sp, #56]
	bl core::slice::index::slice_index_fail
	b .LBB_388
.LBB_358:
	lsl x8, x19, #5
	add x9, x8, x19
	adds x1, x9, #41
	b.eq .LBB_329
	ldr x9, [sp, #608]
	mov w2, #8
	sub x8, x9, x8
	sub x0, x8, #32
	bl __rustc::__rust_dealloc
	b .LBB_329
.LBB_360:
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
.LBB_361:
	ldr x1, [sp, #256]
	ldp x22, x19, [sp, #80]
	mov x0, x27
	ldp x23, x21, [sp, #56]
	bl core::panicking::panic_bounds_check
	b .LBB_388
.LBB_362:
	ldp x22, x19, [sp, #80]
	ldp x23, x21, [sp, #56]
	adrp x0, .Lanon.5
	add x0, x0, :lo12:.Lanon.5
	adrp x2, .Lanon.6
	add x2, x2, :lo12:.Lanon.6
	mov w1, #49
	bl core::panicking::panic_fmt
	b .LBB_388
.LBB_363:
	bl std::sys::random::linux::hashmap_random_keys
	mov w8, #1
	str x1, [x19, #8]
	strb w8, [x19, #16]
	b .LBB_133
.LBB_365:
	add x2, sp, #712
	add x1, sp, #704
	adrp x5, .Lanon.7
	add x5, x5, :lo12:.Lanon.7
	adrp x3, .Lanon.8
	add x3, x3, :lo12:.Lanon.8
	mov w4, #49
	b .LBB_367
.LBB_366:
	add x2, sp, #656
	add x1, sp, #720
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	mov w4, #61
	adrp x5, .Lanon.10
	add x5, x5, :lo12:.Lanon.10
.LBB_367:
	ldp x22, x19, [sp, #80]
	ldp x23, x21, [sp, #56]
	mov w0, wzr
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_388
.LBB_368:
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	b .LBB_361
.LBB_369:
	adrp x9, .Lanon.12
	add x9, x9, :lo12:.Lanon.12
	b .LBB_381
.LBB_370:
	str xzr, [sp, #224]
.LBB_371:
	ldr x0, [sp, #224]
	mov x1, x26
	bl alloc::raw_vec::handle_error
	b .LBB_388
.LBB_372:
	mov x2, x23
	adrp x9, .Lanon.13
	add x9, x9, :lo12:.Lanon.13
	b .LBB_381
.LBB_373:
	mov x2, x23
	adrp x9, .Lanon.14
	add x9, x9, :lo12:.Lanon.14
	b .LBB_381
.LBB_374:
	adrp x2, .Lanon.15
	add x2, x2, :lo12:.Lanon.15
	b .LBB_379
.LBB_375:
	mov x0, x8
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
	b .LBB_379
.LBB_376:
	mov x0, x28
	adrp x2, .Lanon.17
	add x2, x2, :lo12:.Lanon.17
	b .LBB_379
.LBB_377:
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	mov x0, x19
	b .LBB_379
.LBB_378:
	mov x0, x21
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
.LBB_379:
	mov x1, x0
	bl core::panicking::panic_bounds_check
	b .LBB_388
.LBB_380:
	adrp x9, .Lanon.20
	add x9, x9, :lo12:.Lanon.20
.LBB_381:
	ldp x22, x19, [sp, #80]
	ldp x23, x21, [sp, #56]
	mov x0, x8
	mov x1, x2
	mov x2, x9
	bl core::panicking::panic_bounds_check
	b .LBB_388
.LBB_382:
	adrp x0, .Lanon.21
	add x0, x0, :lo12:.Lanon.21
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_388
.LBB_383:
	adrp x0, .Lanon.23
	add x0, x0, :lo12:.Lanon.23
	adrp x3, .Lanon.24
	add x3, x3, :lo12:.Lanon.24
	adrp x4, .Lanon.25
	add x4, x4, :lo12:.Lanon.25
	add x2, sp, #735
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_388
.LBB_384:
	mov x2, xzr
	mov x8, #-1
	adrp x9, .Lanon.26
	add x9, x9, :lo12:.Lanon.26
	b .LBB_381
.LBB_385:
	mov w0, #8
	mov x1, x20
	bl alloc::raw_vec::handle_error
	b .LBB_388
.LBB_386:
	ldr x1, [sp, #136]
	mov w0, #1
	bl alloc::raw_vec::handle_error
	b .LBB_388
.LBB_387:
	ldr x1, [sp, #184]
	mov w0, #8
	bl alloc::raw_vec::handle_error
.LBB_388:
	brk #0x1
	mov x20, x0
	b .LBB_421
	b .LBB_414
	b .LBB_411
	mov x20, x0
	add x0, sp, #272
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	ldr x8, [sp, #136]
	mov x20, x0
	cbz x8, .LBB_397
	ldr x0, [sp, #72]
	ldr x1, [sp, #136]
	mov w2, #1
	bl __rustc::__rust_dealloc
	b .LBB_397
	ldr x8, [sp, #136]
	mov x20, x0
	cbnz x8, .LBB_399
	b .LBB_426
	mov x20, x0
.LBB_397:
	cbz x23, .LBB_426
	lsl x1, x23, #3
	mov w2, #8
	mov x0, x25
	bl __rustc::__rust_dealloc
	str x23, [sp, #136]
.LBB_399:
	ldr x8, [sp, #136]
	mov w2, #8
	mov x0, x26
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
	b .LBB_401
	ldr x8, [sp, #136]
	mov x20, x0
	cbz x8, .LBB_426
.LBB_401:
	ldr x8, [sp, #136]
	mov w2, #8
	mov x0, x21
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
	b .LBB_426
	mov x20, x0
	add x0, sp, #272
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	b .LBB_409
	b .LBB_411
	b .LBB_411
	mov x20, x0
	cbz x26, .LBB_427
	lsl x1, x26, #3
	mov w2, #8
	mov x0, x25
	bl __rustc::__rust_dealloc
	b .LBB_427
.LBB_409:
	mov x20, x0
	b .LBB_420
.LBB_411:
	mov x20, x0
	b .LBB_427
	b .LBB_414
.LBB_414:
	ldp x22, x19, [sp, #80]
	ldp x23, x21, [sp, #56]
	b .LBB_416
.LBB_416:
	mov x20, x0
	cbz x23, .LBB_418
	lsl x1, x23, #3
	mov w2, #8
	mov x0, x22
	bl __rustc::__rust_dealloc
.LBB_418:
	cbz x21, .LBB_420
	lsl x1, x21, #3
	mov w2, #8
	mov x0, x19
	bl __rustc::__rust_dealloc
.LBB_420:
	add x0, sp, #600
	bl core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	ldr x21, [sp, #576]
.LBB_421:
	cbz x21, .LBB_424
	ldr x0, [sp, #584]
	lsl x1, x21, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_424
	mov x20, x0
.LBB_424:
	add x0, sp, #456
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	b .LBB_426
	mov x20, x0
.LBB_426:
	ldp x0, x1, [sp, #408]
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_427:
	add x0, sp, #328
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	add x0, sp, #272
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	bl core::panicking::panic_in_cleanup
