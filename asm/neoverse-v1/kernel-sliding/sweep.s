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
	sub sp, sp, #656
	addvl sp, sp, #-5
	str xzr, [sp]
	str x8, [sp, #48]
	ldp x1, x23, [x0]
	ldp x19, x27, [x0, #16]
	add x0, sp, #248
	mov x2, x23
	str x1, [sp, #176]
	mov x3, x19
	mov x4, x27
	bl kernel_sliding::grid_for
	mov w8, #48
	addvl x9, sp, #5
	lsl x25, x23, #3
	str xzr, [sp, #304]
	str xzr, [sp, #320]
	madd x24, x27, x8, x19
	lsr x8, x23, #61
	str x25, [sp, #168]
	str x19, [x9, #664]
	str x8, [sp, #224]
	cbz x27, .LBB_135
	ldr x8, [sp, #224]
	cmp x8, #0
	mov x8, #9223372036854775800
	ccmp x25, x8, #2, eq
	b.ls .LBB_47
	addvl x8, sp, #5
	ldr x21, [x8, #664]
	b .LBB_4
.LBB_3:
	cmp x21, x24
	b.eq .LBB_135
.LBB_4:
	add x0, sp, #432
	mov x1, x21
	bl kernel_sliding::raw_lengths
	ldr x8, [sp, #304]
	cbz x8, .LBB_45
	ldr x10, [sp, #312]
	ldp x14, x13, [sp, #432]
	add x21, x21, #48
	mov x16, x8
	mov x15, x10
	ldp x12, x11, [sp, #448]
	ldr x9, [sp, #464]
.LBB_7:
	ldrh w0, [x16, #362]
	add x18, x16, #8
	mov x17, #-1
	lsl x1, x0, #3
.LBB_8:
	cbz x1, .LBB_12
	ldr x2, [x18], #8
	add x17, x17, #1
	sub x1, x1, #8
	cmp x14, x2
	cset w2, hi
	csinv w2, w2, wzr, hs
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
	sub x15, x15, #1
	ldr x16, [x16, #368]
	b .LBB_7
.LBB_14:
	mov x14, x10
	mov x15, x8
.LBB_15:
	ldrh w18, [x15, #362]
	add x17, x15, #8
	mov x16, #-1
	lsl x0, x18, #3
.LBB_16:
	cbz x0, .LBB_19
	ldr x1, [x17], #8
	add x16, x16, #1
	sub x0, x0, #8
	cmp x13, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
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
	sub x14, x14, #1
	ldr x15, [x15, #368]
	b .LBB_15
.LBB_22:
	mov x13, x10
	mov x14, x8
.LBB_23:
	ldrh w17, [x14, #362]
	add x16, x14, #8
	mov x15, #-1
	lsl x18, x17, #3
.LBB_24:
	cbz x18, .LBB_27
	ldr x0, [x16], #8
	add x15, x15, #1
	sub x18, x18, #8
	cmp x12, x0
	cset w0, hi
	csinv w0, w0, wzr, hs
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
	sub x13, x13, #1
	ldr x14, [x14, #368]
	b .LBB_23
.LBB_30:
	mov x12, x10
	mov x13, x8
.LBB_31:
	ldrh w16, [x13, #362]
	add x15, x13, #8
	mov x14, #-1
	lsl x17, x16, #3
.LBB_32:
	cbz x17, .LBB_35
	ldr x18, [x15], #8
	add x14, x14, #1
	sub x17, x17, #8
	cmp x11, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
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
	sub x12, x12, #1
	ldr x13, [x13, #368]
	b .LBB_31
.LBB_38:
	mov x11, x13
	cbz x10, .LBB_45
.LBB_39:
	add x8, x8, x11, lsl #3
	sub x10, x10, #1
	ldr x8, [x8, #368]
.LBB_40:
	ldrh w13, [x8, #362]
	add x12, x8, #8
	mov x11, #-1
	lsl x14, x13, #3
.LBB_41:
	cbz x14, .LBB_38
	ldr x15, [x12], #8
	add x11, x11, #1
	sub x14, x14, #8
	cmp x9, x15
	cset w15, hi
	csinv w15, w15, wzr, hs
	and w15, w15, #0xff
	cmp w15, #1
	b.eq .LBB_41
	cbz w15, .LBB_3
	cbnz x10, .LBB_39
.LBB_45:
	str xzr, [sp, #216]
.LBB_46:
	ldr x0, [sp, #216]
	ldr x1, [sp, #168]
	bl alloc::raw_vec::handle_error
	b .LBB_375
.LBB_47:
	mov w8, #8
	str x24, [sp, #128]
	str x27, [sp, #232]
	str x8, [sp, #216]
	addvl x8, sp, #5
	ldr x1, [x8, #664]
	b .LBB_49
.LBB_48:
	mov x26, x22
	add x22, sp, #304
	ldp x27, x1, [sp, #232]
	ldr x24, [sp, #128]
	add x1, x1, #48
	cmp x1, x24
	b.eq .LBB_135
.LBB_49:
	add x0, sp, #432
	str x1, [sp, #240]
	bl kernel_sliding::raw_lengths
	ldp x20, x24, [sp, #432]
	ldp x28, x21, [sp, #448]
	ldr x27, [sp, #464]
	ldr x8, [sp, #304]
	cbz x8, .LBB_95
	ldr x10, [sp, #312]
	mov x9, x8
.LBB_52:
	ldrh w12, [x9, #362]
	add x11, x9, #8
	mov x22, #-1
	lsl x13, x12, #3
.LBB_53:
	cbz x13, .LBB_57
	ldr x14, [x11], #8
	add x22, x22, #1
	sub x13, x13, #8
	cmp x20, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_53
	cbz w14, .LBB_59
	cbnz x10, .LBB_58
	b .LBB_98
.LBB_57:
	mov x22, x12
	cbz x10, .LBB_98
.LBB_58:
	add x9, x9, x22, lsl #3
	sub x10, x10, #1
	ldr x9, [x9, #368]
	b .LBB_52
.LBB_59:
	mov x26, x22
	add x22, sp, #304
	cbz x8, .LBB_103
.LBB_60:
	ldr x10, [sp, #312]
	mov x9, x8
.LBB_61:
	ldrh w12, [x9, #362]
	add x11, x9, #8
	mov x22, #-1
	lsl x13, x12, #3
.LBB_62:
	cbz x13, .LBB_66
	ldr x14, [x11], #8
	add x22, x22, #1
	sub x13, x13, #8
	cmp x24, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_62
	cbz w14, .LBB_68
	cbnz x10, .LBB_67
	b .LBB_106
.LBB_66:
	mov x22, x12
	cbz x10, .LBB_106
.LBB_67:
	add x9, x9, x22, lsl #3
	sub x10, x10, #1
	ldr x9, [x9, #368]
	b .LBB_61
.LBB_68:
	mov x26, x22
	add x22, sp, #304
	cbz x8, .LBB_111
.LBB_69:
	ldr x10, [sp, #312]
	mov x9, x8
.LBB_70:
	ldrh w12, [x9, #362]
	add x11, x9, #8
	mov x22, #-1
	lsl x13, x12, #3
.LBB_71:
	cbz x13, .LBB_75
	ldr x14, [x11], #8
	add x22, x22, #1
	sub x13, x13, #8
	cmp x28, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_71
	cbz w14, .LBB_77
	cbnz x10, .LBB_76
	b .LBB_114
.LBB_75:
	mov x22, x12
	cbz x10, .LBB_114
.LBB_76:
	add x9, x9, x22, lsl #3
	sub x10, x10, #1
	ldr x9, [x9, #368]
	b .LBB_70
.LBB_77:
	mov x26, x22
	add x22, sp, #304
	cbz x8, .LBB_119
.LBB_78:
	ldr x10, [sp, #312]
	mov x9, x8
.LBB_79:
	ldrh w12, [x9, #362]
	add x11, x9, #8
	mov x22, #-1
	lsl x13, x12, #3
.LBB_80:
	cbz x13, .LBB_84
	ldr x14, [x11], #8
	add x22, x22, #1
	sub x13, x13, #8
	cmp x21, x14
	cset w14, hi
	csinv w14, w14, wzr, hs
	and w14, w14, #0xff
	cmp w14, #1
	b.eq .LBB_80
	cbz w14, .LBB_86
	cbnz x10, .LBB_85
	b .LBB_122
.LBB_84:
	mov x22, x12
	cbz x10, .LBB_122
.LBB_85:
	add x9, x9, x22, lsl #3
	sub x10, x10, #1
	ldr x9, [x9, #368]
	b .LBB_79
.LBB_86:
	mov x26, x22
	add x22, sp, #304
	cbz x8, .LBB_127
.LBB_87:
	ldr x9, [sp, #312]
.LBB_88:
	ldrh w11, [x8, #362]
	add x10, x8, #8
	mov x22, #-1
	lsl x12, x11, #3
.LBB_89:
	cbz x12, .LBB_93
	ldr x13, [x10], #8
	add x22, x22, #1
	sub x12, x12, #8
	cmp x27, x13
	cset w13, hi
	csinv w13, w13, wzr, hs
	and w13, w13, #0xff
	cmp w13, #1
	b.eq .LBB_89
	cbz w13, .LBB_48
	cbnz x9, .LBB_94
	b .LBB_130
.LBB_93:
	mov x22, x11
	cbz x9, .LBB_130
.LBB_94:
	add x8, x8, x22, lsl #3
	sub x9, x9, #1
	ldr x8, [x8, #368]
	b .LBB_88
.LBB_95:
	add x8, sp, #304
	stp xzr, x26, [sp, #344]
	str x22, [sp, #360]
	stp x8, x20, [sp, #328]
	cbz x25, .LBB_99
.LBB_96:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x25
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x25, x0
	mov x19, x23
	b .LBB_100
.LBB_98:
	mov x26, xzr
	add x8, sp, #304
	stp x9, xzr, [sp, #344]
	str x22, [sp, #360]
	stp x8, x20, [sp, #328]
	cbnz x25, .LBB_96
.LBB_99:
	mov x19, xzr
	mov w25, #8
.LBB_100:
	ldr x0, [sp, #176]
	add x3, sp, #248
	mov x1, x23
	mov x2, x20
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x19, x25, [sp, #368]
	str x23, [sp, #384]
	add x0, sp, #432
	add x1, sp, #328
	add x2, sp, #368
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #304]
	ldr x25, [sp, #168]
	cbnz x8, .LBB_60
.LBB_103:
	add x8, sp, #304
	stp xzr, x26, [sp, #344]
	str x22, [sp, #360]
	stp x8, x24, [sp, #328]
	cbz x25, .LBB_107
.LBB_104:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x25
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x25, x0
	mov x19, x23
	b .LBB_108
.LBB_106:
	mov x26, xzr
	add x8, sp, #304
	stp x9, xzr, [sp, #344]
	str x22, [sp, #360]
	stp x8, x24, [sp, #328]
	cbnz x25, .LBB_104
.LBB_107:
	mov x19, xzr
	mov w25, #8
.LBB_108:
	ldr x0, [sp, #176]
	add x3, sp, #248
	mov x1, x23
	mov x2, x24
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x19, x25, [sp, #368]
	str x23, [sp, #384]
	add x0, sp, #432
	add x1, sp, #328
	add x2, sp, #368
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #304]
	ldr x25, [sp, #168]
	cbnz x8, .LBB_69
.LBB_111:
	add x8, sp, #304
	stp xzr, x26, [sp, #344]
	str x22, [sp, #360]
	stp x8, x28, [sp, #328]
	cbz x25, .LBB_115
.LBB_112:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x25
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x25, x0
	mov x19, x23
	b .LBB_116
.LBB_114:
	mov x26, xzr
	add x8, sp, #304
	stp x9, xzr, [sp, #344]
	str x22, [sp, #360]
	stp x8, x28, [sp, #328]
	cbnz x25, .LBB_112
.LBB_115:
	mov x19, xzr
	mov w25, #8
.LBB_116:
	ldr x0, [sp, #176]
	add x3, sp, #248
	mov x1, x23
	mov x2, x28
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x19, x25, [sp, #368]
	str x23, [sp, #384]
	add x0, sp, #432
	add x1, sp, #328
	add x2, sp, #368
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #304]
	ldr x25, [sp, #168]
	cbnz x8, .LBB_78
.LBB_119:
	add x8, sp, #304
	stp xzr, x26, [sp, #344]
	str x22, [sp, #360]
	stp x8, x21, [sp, #328]
	cbz x25, .LBB_123
.LBB_120:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x25
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x25, x0
	mov x19, x23
	b .LBB_124
.LBB_122:
	mov x26, xzr
	add x8, sp, #304
	stp x9, xzr, [sp, #344]
	str x22, [sp, #360]
	stp x8, x21, [sp, #328]
	cbnz x25, .LBB_120
.LBB_123:
	mov x19, xzr
	mov w25, #8
.LBB_124:
	ldr x0, [sp, #176]
	add x3, sp, #248
	mov x1, x23
	mov x2, x21
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x19, x25, [sp, #368]
	str x23, [sp, #384]
	add x0, sp, #432
	add x1, sp, #328
	add x2, sp, #368
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #304]
	ldr x25, [sp, #168]
	cbnz x8, .LBB_87
.LBB_127:
	add x9, sp, #304
	stp x8, x26, [sp, #344]
	str x22, [sp, #360]
	stp x9, x27, [sp, #328]
	cbz x25, .LBB_131
.LBB_128:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x25
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_46
	mov x25, x0
	mov x19, x23
	b .LBB_132
.LBB_130:
	mov x26, xzr
	add x9, sp, #304
	stp x8, xzr, [sp, #344]
	str x22, [sp, #360]
	stp x9, x27, [sp, #328]
	cbnz x25, .LBB_128
.LBB_131:
	mov x19, xzr
	mov w25, #8
.LBB_132:
	ldr x0, [sp, #176]
	add x3, sp, #248
	mov x1, x23
	mov x2, x27
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x19, x25, [sp, #368]
	str x23, [sp, #384]
	add x0, sp, #432
	add x1, sp, #328
	add x2, sp, #368
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x25, [sp, #168]
	ldp x27, x1, [sp, #232]
	ldr x24, [sp, #128]
	add x1, x1, #48
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
	b.ne .LBB_353
	ldp x0, x1, [x19]
.LBB_137:
	add x9, x0, #1
	add x8, sp, #368
	mov x20, xzr
	stp x0, x1, [sp, #416]
	str x9, [x19]
	ldr x9, [sp, #176]
	stp x9, x23, [sp, #368]
	adrp x9, .Lanon.0
	add x9, x9, :lo12:.Lanon.0
	ldp q0, q1, [x9]
	stp q0, q1, [x8, #16]
	ldr x8, [sp, #224]
	cbnz x8, .LBB_148
	mov x8, #9223372036854775800
	cmp x25, x8
	b.hi .LBB_148
	str x23, [sp, #56]
	cbz x25, .LBB_149
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w20, #8
	mov x0, x25
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_148
	mov x21, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x25
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_372
	mov x26, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x25
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_374
	mov x25, x0
	mov x19, x23
	mov x28, x27
	cbz x23, .LBB_150
.LBB_144:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #1
	mov x0, x23
	bl __rustc::__rust_alloc
	cbz x0, .LBB_373
	mov x27, x0
	ldr x22, [sp, #264]
	cbz x22, .LBB_151
.LBB_146:
	lsl x20, x22, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x20
	bl __rustc::__rust_alloc_zeroed
	cbnz x0, .LBB_152
	mov w0, #8
	mov x1, x20
	bl alloc::raw_vec::handle_error
	b .LBB_375
.LBB_148:
	mov x0, x20
	mov x1, x25
	bl alloc::raw_vec::handle_error
	b .LBB_375
.LBB_149:
	mov w26, #8
	mov w21, #8
	mov w25, #8
	mov x19, xzr
	mov x28, x27
	cbnz x23, .LBB_144
.LBB_150:
	mov w27, #1
	ldr x22, [sp, #264]
	cbnz x22, .LBB_146
.LBB_151:
	mov w0, #8
.LBB_152:
	stp x19, x21, [sp, #432]
	lsl x21, x28, #4
	lsr x8, x28, #60
	mov x20, xzr
	stp x23, x19, [sp, #448]
	stp x26, x23, [sp, #464]
	stp x19, x25, [sp, #480]
	stp x23, x23, [sp, #496]
	str x27, [sp, #512]
	str xzr, [sp, #520]
	str x22, [sp, #528]
	str x0, [sp, #536]
	str x22, [sp, #544]
	cbnz x8, .LBB_324
	ldr x19, [sp, #176]
	mov x8, #9223372036854775800
	cmp x21, x8
	b.hi .LBB_324
	mov x25, x27
	cbz x21, .LBB_326
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w20, #8
	mov x0, x21
	bl __rustc::__rust_alloc
	cbz x0, .LBB_324
	str x28, [sp, #552]
	str x0, [sp, #560]
	str xzr, [sp, #568]
	cbz x28, .LBB_327
.LBB_157:
	add x8, sp, #248
	add x10, x19, x23, lsl #3
	cntw x11
	cmp x23, #0
	cset w9, ne
	fmov d8, #1.00000000
	fmov d10, #-1.00000000
	fmov d13, #3.00000000
	str x10, [sp, #16]
	mov w10, #8
	add x8, x8, #48
	stp x24, x8, [sp, #128]
	sub x8, x23, x9
	cmp x11, #8
	csel x9, x11, x10, hi
	cntd x10
	add x8, x8, #63
	str x9, [sp, #24]
	subs x9, x23, x10
	lsr x8, x8, #6
	mov z0.d, x10
	str x8, [sp, #32]
	csel x8, xzr, x9, lo
	whilelo p0.d, xzr, x23
	and x9, x23, #0x1ffffffffffffffe
	str x8, [sp, #40]
	sub x8, x29, #64
	str x9, [sp, #8]
	str p0, [x8, #-1, mul vl]
	rdvl x8, #2
	mov x23, x8
	sub x8, x29, #64
	str z0, [x8, #-3, mul vl]
	mov z0.d, x11
	str z0, [x8, #-4, mul vl]
	adrp x8, .LCPI_0
	ldr d9, [x8, :lo12:.LCPI_0]
	mov x8, #4636737291354636288
	fmov d11, x8
	mov x8, #9218868437227405312
	fmov d12, x8
	addvl x8, sp, #5
	ldr x8, [x8, #664]
	b .LBB_159
.LBB_158:
	ldr x8, [sp, #560]
	ldr x24, [sp, #128]
	addvl x9, sp, #5
	add x8, x8, x19, lsl #4
	str d14, [x8]
	str x20, [x8, #8]
	add x8, x19, #1
	str x8, [sp, #568]
	ldr x8, [sp, #64]
	cmp x8, x24
	str x8, [x9, #664]
	b.eq .LBB_328
.LBB_159:
	mov x9, x8
	ldr x8, [x9], #48
	str x9, [sp, #64]
	tbnz x8, #63, .LBB_370
	ldr x10, [sp, #304]
	cbz x10, .LBB_369
	ldr x11, [sp, #312]
	mov x12, x10
	mov x9, x11
.LBB_162:
	ldrh w16, [x12, #362]
	add x15, x12, #8
	add x13, x12, #88
	mov x14, #-1
	lsl x17, x16, #3
.LBB_163:
	cbz x17, .LBB_166
	ldr x18, [x15], #8
	add x13, x13, #24
	add x14, x14, #1
	sub x17, x17, #8
	cmp x8, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_163
	cbnz w18, .LBB_167
	b .LBB_169
.LBB_166:
	mov x14, x16
.LBB_167:
	cbz x9, .LBB_369
	add x12, x12, x14, lsl #3
	sub x9, x9, #1
	ldr x12, [x12, #368]
	b .LBB_162
.LBB_169:
	addvl x8, sp, #5
	ldr x8, [x8, #664]
	ldr x12, [x8, #8]
	tbnz x12, #63, .LBB_370
	ldp x9, x8, [x13, #-8]
	mov x13, x11
	mov x14, x10
.LBB_171:
	ldrh w18, [x14, #362]
	add x17, x14, #8
	add x15, x14, #88
	mov x16, #-1
	lsl x0, x18, #3
.LBB_172:
	cbz x0, .LBB_175
	ldr x1, [x17], #8
	add x15, x15, #24
	add x16, x16, #1
	sub x0, x0, #8
	cmp x12, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
	and w1, w1, #0xff
	cmp w1, #1
	b.eq .LBB_172
	cbnz w1, .LBB_176
	b .LBB_178
.LBB_175:
	mov x16, x18
.LBB_176:
	cbz x13, .LBB_369
	add x14, x14, x16, lsl #3
	sub x13, x13, #1
	ldr x14, [x14, #368]
	b .LBB_171
.LBB_178:
	addvl x12, sp, #5
	ldr x12, [x12, #664]
	ldr x13, [x12, #32]
	tbnz x13, #63, .LBB_370
	ldp x12, x0, [x15, #-8]
	mov x14, x11
	mov x15, x10
.LBB_180:
	ldrh w1, [x15, #362]
	add x18, x15, #8
	add x16, x15, #88
	mov x17, #-1
	lsl x2, x1, #3
.LBB_181:
	cbz x2, .LBB_184
	ldr x3, [x18], #8
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_181
	cbnz w3, .LBB_185
	b .LBB_187
.LBB_184:
	mov x17, x1
.LBB_185:
	cbz x14, .LBB_369
	add x15, x15, x17, lsl #3
	sub x14, x14, #1
	ldr x15, [x15, #368]
	b .LBB_180
.LBB_187:
	addvl x13, sp, #5
	ldr x13, [x13, #664]
	ldr x13, [x13, #40]
	tbnz x13, #63, .LBB_370
	ldp x20, x26, [x16, #-8]
	mov x14, x11
	mov x15, x10
.LBB_189:
	ldrh w1, [x15, #362]
	add x18, x15, #8
	add x16, x15, #88
	mov x17, #-1
	lsl x2, x1, #3
.LBB_190:
	cbz x2, .LBB_193
	ldr x3, [x18], #8
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_190
	cbnz w3, .LBB_194
	b .LBB_196
.LBB_193:
	mov x17, x1
.LBB_194:
	cbz x14, .LBB_369
	add x15, x15, x17, lsl #3
	sub x14, x14, #1
	ldr x15, [x15, #368]
	b .LBB_189
.LBB_196:
	addvl x13, sp, #5
	ldr x13, [x13, #664]
	ldr x27, [x13, #24]
	tbnz x27, #63, .LBB_370
	ldp x3, x2, [x16, #-8]
.LBB_198:
	ldrh w16, [x10, #362]
	add x15, x10, #8
	add x14, x10, #88
	mov x13, #-1
	lsl x17, x16, #3
.LBB_199:
	cbz x17, .LBB_202
	ldr x18, [x15], #8
	add x14, x14, #24
	add x13, x13, #1
	sub x17, x17, #8
	cmp x27, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_199
	cbnz w18, .LBB_203
	b .LBB_205
.LBB_202:
	mov x13, x16
.LBB_203:
	cbz x11, .LBB_369
	add x10, x10, x13, lsl #3
	sub x11, x11, #1
	ldr x10, [x10, #368]
	b .LBB_198
.LBB_205:
	ldp x28, x22, [sp, #440]
	ldp x6, x21, [x14, #-8]
	lsl x19, x22, #3
	add x24, x28, x22, lsl #3
	cbz x22, .LBB_216
	sub x11, x19, #8
	cmp x8, x0
	csel x10, x8, x0, lo
	lsr x11, x11, #3
	cmp x10, x11
	csel x14, x10, x11, lo
	cntw x10
	cmp x14, x10
	b.hs .LBB_208
	mov x10, xzr
	mov x11, x28
	b .LBB_213
.LBB_208:
	sub x11, x28, x12
	mov x10, xzr
	cmp x11, x23
	b.lo .LBB_212
	sub x11, x28, x9
	cmp x11, x23
	mov x11, x28
	b.lo .LBB_213
	cntw x17
	add x10, x14, #1
	mov x13, xzr
	ptrue p0.b
	udiv x11, x10, x17
	msub x11, x11, x17, x10
	cmp x11, #0
	csel x11, x17, x11, eq
	sub x10, x10, x11
	add x11, x28, x10, lsl #3
	mov x14, x10
.LBB_211:
	add x16, x12, x13
	ld1b { z0.b }, p0/z, [x12, x13]
	ld1b { z2.b }, p0/z, [x9, x13]
	add x15, x28, x13
	subs x14, x14, x17
	fadd z0.d, z0.d, z0.d
	ldr z1, [x16, #1, mul vl]
	add x16, x9, x13
	ldr z3, [x16, #1, mul vl]
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x28, x13]
	add x13, x13, x23
	str z1, [x15, #1, mul vl]
	b.ne .LBB_211
	b .LBB_213
.LBB_212:
	mov x11, x28
.LBB_213:
	cmp x0, x10
	b.eq .LBB_364
	cmp x8, x10
	b.eq .LBB_363
	ldr d0, [x12, x10, lsl #3]
	ldr d1, [x9, x10, lsl #3]
	add x10, x10, #1
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x11], #8
	cmp x11, x24
	b.ne .LBB_213
.LBB_216:
	addvl x8, sp, #5
	mov x23, x2
	stp x3, x6, [sp, #216]
	ldr x8, [x8, #664]
	ldr x2, [x8, #16]
	tbnz x2, #63, .LBB_370
	ldp x4, x5, [sp, #464]
	add x3, sp, #248
	mov x0, x28
	mov x1, x22
	stp x4, x5, [sp, #232]
	bl kernel_sliding::wma::wma_into
	fmov z4.d, #3.00000000
	rdvl x15, #2
	cbz x22, .LBB_232
	cmp x23, x26
	csel x8, x23, x26, lo
	sub x9, x19, #8
	cmp x8, x21
	csel x8, x8, x21, lo
	lsr x9, x9, #3
	cmp x8, x9
	csel x11, x8, x9, lo
	cntw x8
	cmp x11, x8
	b.hs .LBB_222
	mov x9, xzr
.LBB_221:
	ldp x17, x3, [sp, #216]
	mov x8, x28
	b .LBB_227
.LBB_222:
	sub x8, x28, x20
	mov x9, xzr
	cmp x8, x15
	b.lo .LBB_221
	ldr x17, [sp, #216]
	sub x8, x28, x17
	cmp x8, x15
	b.lo .LBB_321
	ldr x3, [sp, #224]
	sub x8, x28, x3
	cmp x8, x15
	mov x8, x28
	b.lo .LBB_227
	cntw x14
	add x8, x11, #1
	mov x10, xzr
	ptrue p0.b
	udiv x9, x8, x14
	msub x9, x9, x14, x8
	cmp x9, #0
	csel x9, x14, x9, eq
	sub x9, x8, x9
	add x8, x28, x9, lsl #3
	mov x11, x9
.LBB_226:
	add x13, x20, x10
	ld1b { z0.b }, p0/z, [x20, x10]
	ld1b { z2.b }, p0/z, [x17, x10]
	add x12, x28, x10
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
	st1b { z0.b }, p0, [x28, x10]
	add x10, x10, x15
	str z1, [x12, #1, mul vl]
	b.ne .LBB_226
.LBB_227:
	add x12, x3, x9, lsl #3
	add x13, x17, x9, lsl #3
	add x14, x20, x9, lsl #3
	sub x15, x21, x9
	mov x10, xzr
	mov x11, xzr
	sub x16, x23, x9
	sub x9, x26, x9
.LBB_228:
	cmp x9, x11
	b.eq .LBB_366
	cmp x16, x11
	b.eq .LBB_365
	cmp x15, x11
	b.eq .LBB_367
	ldr d0, [x14, x11, lsl #3]
	ldr d1, [x13, x11, lsl #3]
	add x10, x10, #8
	add x17, x8, x10
	cmp x17, x24
	fmul d0, d0, d13
	fsub d0, d0, d1
	ldr d1, [x12, x11, lsl #3]
	fsub d0, d0, d1
	str d0, [x8, x11, lsl #3]
	add x11, x11, #1
	b.ne .LBB_228
.LBB_232:
	ldp x8, x20, [sp, #488]
	add x3, sp, #248
	mov x0, x28
	mov x1, x22
	mov x2, x27
	mov x27, x8
	mov x4, x8
	mov x5, x20
	bl kernel_sliding::wma::wma_into
	addvl x8, sp, #5
	add x0, sp, #576
	add x1, sp, #248
	ldr x2, [x8, #664]
	bl kernel_sliding::bound::lines
	ldr x10, [sp, #600]
	ldr x9, [sp, #608]
	ldr x8, [sp, #592]
	cntw x16
	rdvl x1, #2
	ldr x0, [sp, #544]
	ldr x19, [sp, #576]
	ldr x22, [sp, #584]
	ldr x18, [sp, #536]
	ldr x24, [sp, #232]
	stp x10, x9, [sp, #96]
	ldr x9, [sp, #616]
	cmp x9, x8
	csel x8, x9, x8, lo
	cmp x8, x0
	csel x8, x8, x0, lo
	cbz x8, .LBB_248
	ldr x9, [sp, #24]
	cmp x8, x9
	b.hs .LBB_237
	mov x9, xzr
	b .LBB_242
.LBB_237:
	sub x10, x18, x22
	mov x9, xzr
	cmp x10, x1
	b.lo .LBB_242
	ldr x10, [sp, #104]
	sub x10, x18, x10
	cmp x10, x1
	b.lo .LBB_242
	udiv x9, x8, x16
	ldr x17, [sp, #104]
	mov x10, xzr
	mul x9, x9, x16
	ptrue p0.b
	sub x11, x8, x9
	mov x12, x9
.LBB_240:
	add x14, x22, x10
	add x15, x17, x10
	ld1b { z0.b }, p0/z, [x22, x10]
	ld1b { z2.b }, p0/z, [x17, x10]
	add x13, x18, x10
	subs x12, x12, x16
	fadd z0.d, z0.d, z2.d
	ldr z1, [x14, #1, mul vl]
	ldr z3, [x15, #1, mul vl]
	fadd z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x18, x10]
	add x10, x10, x1
	str z1, [x13, #1, mul vl]
	b.ne .LBB_240
	cbz x11, .LBB_248
.LBB_242:
	ldr x12, [sp, #104]
	sub w10, w8, w9
	mov x11, x9
	ands x10, x10, #0x3
	b.eq .LBB_245
	mov x11, x9
.LBB_244:
	ldr d0, [x22, x11, lsl #3]
	ldr d1, [x12, x11, lsl #3]
	subs x10, x10, #1
	fadd d0, d0, d1
	str d0, [x18, x11, lsl #3]
	add x11, x11, #1
	b.ne .LBB_244
.LBB_245:
	sub x9, x9, x8
	cmn x9, #4
	b.hi .LBB_248
	ldr x9, [sp, #104]
	sub x8, x8, x11
	add x10, x22, x11, lsl #3
	add x10, x10, #16
	add x9, x9, x11, lsl #3
	add x11, x18, x11, lsl #3
	add x9, x9, #16
	add x11, x11, #16
.LBB_247:
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
	b.ne .LBB_247
.LBB_248:
	ldr x8, [sp, #240]
	str x20, [sp, #632]
	cmp x8, x20
	str x8, [sp, #624]
	b.ne .LBB_355
	ldr x8, [sp, #264]
	str x0, [sp, #640]
	cmp x0, x8
	str x8, [sp, #576]
	b.ne .LBB_356
	stp x19, x22, [sp, #80]
	str x25, [sp, #72]
	cbz x0, .LBB_275
	ldr x8, [sp, #256]
	mov x10, xzr
	str x0, [sp, #144]
	stp x18, x8, [sp, #152]
	rdvl x8, #1
	add x9, x27, x8
	add x8, x24, x8
	stp x8, x9, [sp, #112]
	b .LBB_253
.LBB_252:
	ldp x0, x18, [sp, #144]
	ldr x10, [sp, #184]
	cmp x10, x0
	b.eq .LBB_275
.LBB_253:
	ldr x9, [sp, #160]
	ldr d0, [x18, x10, lsl #3]
	ldr x20, [x9, x10, lsl #3]
	add x10, x10, #1
	add x8, x9, x10, lsl #3
	ldr x9, [sp, #136]
	cmp x10, x0
	csel x8, x8, x9, lo
	fcmp d0, d12
	str x10, [sp, #184]
	ldr x8, [x8]
	str x8, [sp, #224]
	b.ne .LBB_259
	cmp x8, x20
	b.ls .LBB_252
	ldr x8, [sp, #240]
	cmp x20, x8
	csel x28, x20, x8, hi
.LBB_256:
	addvl x8, sp, #5
	add x0, sp, #368
	mov x2, x20
	ldr x1, [x8, #664]
	bl kernel_sliding::exact::Exact::lines
	cmp x28, x20
	b.eq .LBB_358
	ldr x8, [sp, #224]
	str d0, [x24, x20, lsl #3]
	str d1, [x27, x20, lsl #3]
	add x20, x20, #1
	cmp x8, x20
	b.ne .LBB_256
	b .LBB_252
.LBB_259:
	subs x8, x8, x20
	b.ls .LBB_252
	lsr x9, x8, #6
	tst x8, #0x3f
	add x8, x20, #64
	mov z1.d, d0
	mov x12, xzr
	neg x22, x20
	str x8, [sp, #192]
	ldp x8, x10, [sp, #112]
	cinc x13, x9, ne
	add x23, x27, x20, lsl #3
	add x25, x24, x20, lsl #3
	add x19, x20, #64
	add x21, x8, x20, lsl #3
	sub x8, x29, #64
	add x26, x10, x20, lsl #3
	str z0, [x8, #-2, mul vl]
	str z1, [x8, #-5, mul vl]
	b .LBB_262
.LBB_261:
	ldp x13, x12, [sp, #208]
	ldr x20, [sp, #200]
	sub x22, x22, #64
	add x23, x23, #512
	add x26, x26, #512
	add x25, x25, #512
	add x21, x21, #512
	ldr x24, [sp, #232]
	add x19, x19, #64
	sub x13, x13, #1
	add x12, x12, #1
	cbz x13, .LBB_252
.LBB_262:
	ldr x11, [sp, #224]
	ldr x9, [sp, #192]
	cmp x11, x19
	csel x8, x11, x19, lo
	add x9, x9, x12, lsl #6
	add x8, x8, x22
	cmp x8, #1
	csinc x8, x8, xzr, hi
	cmp x11, x9
	csel x9, x11, x9, lo
	add x9, x9, x22
	cmp x9, #1
	csinc x10, x9, xzr, hi
	add x9, x20, #64
	cmp x11, x9
	csel x1, x11, x9, lo
	cmp x1, x20
	b.lo .LBB_325
	ldr x9, [sp, #240]
	cmp x1, x9
	b.hi .LBB_325
	add x9, x20, #64
	cmp x1, x20
	str x12, [sp, #216]
	stp x9, x13, [sp, #200]
	b.eq .LBB_261
	cntw x12
	cmp x10, x12
	b.hs .LBB_267
	sub x10, x29, #64
	mov x24, xzr
	mov x9, xzr
	ldr z2, [x10, #-2, mul vl]
	b .LBB_270
.LBB_267:
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
.LBB_268:
	ld1d { z4.d }, p2/z, [x23, x11, lsl #3]
	ld1d { z5.d }, p2/z, [x26, x11, lsl #3]
	add z3.d, z2.d, z16.d
	and z3.d, z3.d, #0x3f
	ld1d { z6.d }, p2/z, [x25, x11, lsl #3]
	ld1d { z7.d }, p2/z, [x21, x11, lsl #3]
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
	b.ne .LBB_268
	orr z0.d, z1.d, z0.d
	sub x11, x29, #64
	ldr z2, [x11, #-2, mul vl]
	orv d0, p2, z0.d
	fmov x24, d0
	cbz x10, .LBB_271
.LBB_270:
	ldr d0, [x23, x9, lsl #3]
	ldr d1, [x25, x9, lsl #3]
	fabd d0, d0, d1
	fcmp d0, d2
	cset w10, ls
	lsl x10, x10, x9
	add x9, x9, #1
	orr x24, x10, x24
	cmp x8, x9
	b.ne .LBB_270
.LBB_271:
	cbz x24, .LBB_261
.LBB_272:
	rbit x8, x24
	clz x8, x8
	add x28, x8, x20
	addvl x8, sp, #5
	add x0, sp, #368
	mov x2, x28
	ldr x1, [x8, #664]
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #240]
	cmp x28, x8
	b.hs .LBB_350
	ldr x8, [sp, #232]
	str d0, [x8, x28, lsl #3]
	sub x8, x24, #1
	str d1, [x27, x28, lsl #3]
	ands x24, x8, x24
	b.ne .LBB_272
	b .LBB_261
.LBB_275:
	ldr x19, [sp, #56]
	ldr x8, [sp, #240]
	ldr x20, [sp, #40]
	cmp x8, x19
	b.ne .LBB_352
	ldr x8, [sp, #504]
	ldr x22, [sp, #88]
	str xzr, [sp, #520]
	cmp x19, x8
	b.hi .LBB_322
	ldp x8, x4, [sp, #168]
	ldr x25, [sp, #72]
	cntw x5
	cntd x6
	ldr x26, [sp, #32]
	mov w7, #1
	mov w21, #255
	mov x2, xzr
	rdvl x23, #2
	cbz x19, .LBB_289
.LBB_278:
	add x9, x25, x2
	add x11, x24, x8
	add x8, x27, x8
	add x10, x9, x19
	cmp x9, x8
	ccmp x27, x10, #2, lo
	cset w8, lo
	cmp x24, x10
	ccmp x9, x11, #2, lo
	b.lo .LBB_283
	cbnz w8, .LBB_283
	index z1.d, x2, #1
	sub x10, x29, #64
	mov z4.d, #1
	add x8, x25, x2
	mov x9, xzr
	ldr p1, [x10, #-1, mul vl]
	ldr z3, [x10, #-3, mul vl]
	ptrue p3.d
.LBB_281:
	mov z0.d, z1.d
	ld1d { z1.d }, p1/z, [x24, x9, lsl #3]
	ld1d { z2.d }, p1/z, [x27, x9, lsl #3]
	mov p0.b, p1.b
	fcmgt p2.d, p3/z, z1.d, z2.d
	fcmgt p1.d, p3/z, z2.d, z1.d
	mov z1.d, p2/z, #-1
	add z1.d, p1/m, z1.d, z4.d
	whilelo p1.d, x9, x20
	st1b { z1.d }, p0, [x8, x9]
	add z1.d, z0.d, z3.d
	add x9, x9, x6
	b.mi .LBB_281
	not p0.b, p3/z, p0.b
	brkb p0.b, p3/z, p0.b
	cntp x8, p0, p0.d
	sub x8, x8, #1
	whilels p0.d, xzr, x8
	lastb x8, p0, z0.d
	add x2, x8, #1
	b .LBB_289
.LBB_283:
	cmp x19, #1
	b.ne .LBB_285
	mov x8, xzr
	b .LBB_288
.LBB_285:
	ldr x14, [sp, #8]
	add x9, x24, #8
	add x10, x27, #8
	mov x8, xzr
.LBB_286:
	ldur d0, [x9, #-8]
	ldur d1, [x10, #-8]
	add x8, x8, #2
	fcmp d1, d0
	cset w11, gt
	cset w12, mi
	sub w11, w11, w12
	add x12, x25, x2
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
	b.ne .LBB_286
	tbz w19, #0, .LBB_289
.LBB_288:
	ldr d0, [x24, x8, lsl #3]
	ldr d1, [x27, x8, lsl #3]
	fcmp d1, d0
	cset w8, gt
	cset w9, mi
	sub w8, w8, w9
	strb w8, [x25, x2]
	add x2, x2, #1
.LBB_289:
	str x2, [sp, #520]
	cbz x26, .LBB_320
	movi d14, #0000000000000000
	movi d0, #0000000000000000
	mov x9, #-1
	mov w11, #65
	mov w0, #1
	mov x13, xzr
	mov x20, xzr
	mov x10, x25
	mov x12, x26
	b .LBB_292
.LBB_291:
	sub x12, x12, #1
	add x11, x11, #64
	sub x9, x9, #64
	add x10, x10, #64
	mov x0, x14
	cbz x12, .LBB_311
.LBB_292:
	cmp x19, x11
	csel x8, x19, x11, lo
	add x14, x0, #64
	add x8, x8, x9
	cmp x8, #1
	csinc x8, x8, xzr, hi
	cmp x19, x14
	csel x1, x19, x14, lo
	cmp x19, x0
	b.lo .LBB_347
	cmp x1, x2
	b.hi .LBB_347
	sub x15, x0, #1
	sub x1, x1, #1
	cmp x1, x15
	ccmp x1, x2, #2, hs
	b.hi .LBB_348
	cmp x19, x0
	b.eq .LBB_291
	cmp x8, x5
	b.hs .LBB_298
	mov x15, xzr
	mov x16, xzr
	b .LBB_301
.LBB_298:
	udiv x16, x8, x5
	sub x24, x29, #64
	index z3.d, #0, #1
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	mov z19.d, #255
	add x18, x10, x6
	ldr z17, [x24, #-3, mul vl]
	ldr z18, [x24, #-4, mul vl]
	mov x15, xzr
	mul x16, x16, x5
	ptrue p2.d
	sub x17, x8, x16
.LBB_299:
	add x1, x10, x15
	add x3, x18, x15
	ld1b { z7.d }, p2/z, [x10, x15]
	add z4.d, z3.d, z17.d
	add x15, x15, x5
	ld1b { z5.d }, p2/z, [x1, x7]
	ld1b { z6.d }, p2/z, [x3, x7]
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
	b.ne .LBB_299
	orr z1.d, z2.d, z1.d
	orv d1, p2, z1.d
	fmov x15, d1
	cbz x17, .LBB_302
.LBB_301:
	add x17, x10, x16
	ldrb w18, [x17, #1]
	ldrb w17, [x17]
	mul w17, w17, w18
	bics wzr, w21, w17
	cset w17, eq
	lsl x17, x17, x16
	add x16, x16, #1
	orr x15, x17, x15
	cmp x8, x16
	b.ne .LBB_301
.LBB_302:
	cbnz x15, .LBB_307
	b .LBB_291
.LBB_303:
	ldr d1, [x4, x8, lsl #3]
	scvtf d2, x13
	add x20, x20, #1
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d14, d14, d0
.LBB_304:
	cmp x8, x19
	b.hs .LBB_360
	ldr d0, [x4, x8, lsl #3]
	mov x13, x16
.LBB_306:
	sub x8, x15, #1
	and x15, x8, x15
	cbz x15, .LBB_291
.LBB_307:
	rbit x8, x15
	clz x8, x8
	add x8, x8, x0
	cmp x8, x2
	b.hs .LBB_359
	ldrsb x16, [x25, x8]
	cmp x13, x16
	b.eq .LBB_306
	cbz x13, .LBB_304
	cmp x8, x19
	b.lo .LBB_303
	b .LBB_361
.LBB_311:
	cbz x13, .LBB_314
	cbz x19, .LBB_371
	ldr x8, [sp, #16]
	scvtf d2, x13
	add x20, x20, #1
	ldur d1, [x8, #-8]
	fsub d1, d1, d0
	fmul d1, d1, d2
	fdiv d0, d1, d0
	fadd d0, d0, d8
	fmul d0, d0, d9
	fadd d0, d0, d10
	fmul d0, d0, d11
	fadd d14, d14, d0
.LBB_314:
	ldr x19, [sp, #80]
	ldr x8, [sp, #96]
	cbz x8, .LBB_316
.LBB_315:
	ldr x0, [sp, #104]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_316:
	cbz x19, .LBB_318
	lsl x1, x19, #3
	mov w2, #8
	mov x0, x22
	bl __rustc::__rust_dealloc
.LBB_318:
	ldr x19, [sp, #568]
	ldr x8, [sp, #552]
	cmp x19, x8
	b.ne .LBB_158
	add x0, sp, #552
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	b .LBB_158
.LBB_320:
	mov x20, xzr
	movi d14, #0000000000000000
	ldr x19, [sp, #80]
	ldr x8, [sp, #96]
	cbnz x8, .LBB_315
	b .LBB_316
.LBB_321:
	ldr x3, [sp, #224]
	mov x8, x28
	b .LBB_227
.LBB_322:
	add x8, sp, #432
	mov w3, #1
	mov w4, #1
	mov x1, xzr
	mov x2, x19
	add x0, x8, #72
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldp x8, x4, [sp, #168]
	ldr x26, [sp, #32]
	cntw x5
	cntd x6
	mov w7, #1
	mov w21, #255
	ldr x2, [sp, #520]
	ldr x25, [sp, #512]
	rdvl x23, #2
	b .LBB_278
.LBB_324:
	mov x0, x20
	mov x1, x21
	bl alloc::raw_vec::handle_error
	b .LBB_375
.LBB_325:
	ldr x2, [sp, #240]
	ldp x19, x22, [sp, #80]
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	mov x0, x20
	ldp x23, x21, [sp, #96]
	bl core::slice::index::slice_index_fail
	b .LBB_375
.LBB_326:
	mov w0, #8
	str xzr, [sp, #552]
	str x0, [sp, #560]
	str xzr, [sp, #568]
	cbnz x28, .LBB_157
.LBB_327:
	mov x20, xzr
	adrp x19, .Lanon.2
	add x19, x19, :lo12:.Lanon.2
	b .LBB_329
.LBB_328:
	ldp x19, x20, [sp, #384]
.LBB_329:
	add x8, sp, #297
	ldr x9, [sp, #48]
	add x0, sp, #432
	ldur q0, [x8, #255]
	ldr x8, [sp, #568]
	str x8, [x9, #16]
	str q0, [x9]
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	cbz x20, .LBB_332
	add x8, x20, x20, lsl #1
	add x9, x20, x8, lsl #3
	adds x1, x9, #33
	b.eq .LBB_332
	lsl x8, x8, #3
	mov w2, #8
	sub x8, x19, x8
	sub x0, x8, #24
	bl __rustc::__rust_dealloc
.LBB_332:
	ldr x9, [sp, #304]
	cbz x9, .LBB_334
	ldp x10, x8, [sp, #312]
	stp xzr, x9, [sp, #440]
	stp xzr, x9, [sp, #472]
	mov w9, #1
	str x10, [sp, #456]
	str x10, [sp, #488]
	b .LBB_335
.LBB_334:
	mov x8, xzr
.LBB_335:
	str x9, [sp, #432]
	str x9, [sp, #464]
	str x8, [sp, #496]
	add x0, sp, #368
	add x1, sp, #432
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #368]
	cbz x8, .LBB_342
	mov w19, #24
.LBB_338:
	ldr x9, [sp, #384]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_340
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_340:
	add x0, sp, #368
	add x1, sp, #432
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #368]
	cbnz x8, .LBB_338
.LBB_342:
	ldr x8, [sp, #248]
	cbz x8, .LBB_344
	ldr x0, [sp, #256]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_344:
	ldr x8, [sp, #272]
	cbz x8, .LBB_346
	ldr x0, [sp, #280]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_346:
	addvl sp, sp, #5
	add sp, sp, #656
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
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	b .LBB_349
.LBB_348:
	adrp x3, .Lanon.4
	add x3, x3, :lo12:.Lanon.4
	mov x0, x15
.LBB_349:
	ldr x19, [sp, #80]
	ldp x23, x21, [sp, #96]
	bl core::slice::index::slice_index_fail
	b .LBB_375
.LBB_350:
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
.LBB_351:
	ldr x1, [sp, #240]
	ldp x19, x22, [sp, #80]
	mov x0, x28
	ldp x23, x21, [sp, #96]
	bl core::panicking::panic_bounds_check
	b .LBB_375
.LBB_352:
	ldp x19, x22, [sp, #80]
	ldp x23, x21, [sp, #96]
	adrp x0, .Lanon.6
	add x0, x0, :lo12:.Lanon.6
	adrp x2, .Lanon.7
	add x2, x2, :lo12:.Lanon.7
	mov w1, #49
	bl core::panicking::panic_fmt
	b .LBB_375
.LBB_353:
	bl std::sys::random::linux::hashmap_random_keys
	mov w8, #1
	str x1, [x19, #8]
	strb w8, [x19, #16]
	b .LBB_137
.LBB_355:
	add x2, sp, #632
	add x1, sp, #624
	adrp x5, .Lanon.8
	add x5, x5, :lo12:.Lanon.8
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	mov w4, #49
	b .LBB_357
.LBB_356:
	add x2, sp, #576
	add x1, sp, #640
	adrp x3, .Lanon.10
	add x3, x3, :lo12:.Lanon.10
	mov w4, #61
	adrp x5, .Lanon.11
	add x5, x5, :lo12:.Lanon.11
.LBB_357:
	ldp x23, x21, [sp, #96]
	mov w0, wzr
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_375
.LBB_358:
	adrp x2, .Lanon.12
	add x2, x2, :lo12:.Lanon.12
	b .LBB_351
.LBB_359:
	adrp x9, .Lanon.13
	add x9, x9, :lo12:.Lanon.13
	b .LBB_362
.LBB_360:
	mov x2, x19
	adrp x9, .Lanon.14
	add x9, x9, :lo12:.Lanon.14
	b .LBB_362
.LBB_361:
	mov x2, x19
	adrp x9, .Lanon.15
	add x9, x9, :lo12:.Lanon.15
.LBB_362:
	ldp x23, x21, [sp, #96]
	ldr x19, [sp, #80]
	mov x0, x8
	mov x1, x2
	mov x2, x9
	bl core::panicking::panic_bounds_check
	b .LBB_375
.LBB_363:
	mov x0, x8
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
	b .LBB_368
.LBB_364:
	adrp x2, .Lanon.17
	add x2, x2, :lo12:.Lanon.17
	b .LBB_368
.LBB_365:
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	mov x0, x23
	b .LBB_368
.LBB_366:
	mov x0, x26
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	b .LBB_368
.LBB_367:
	mov x0, x21
	adrp x2, .Lanon.20
	add x2, x2, :lo12:.Lanon.20
.LBB_368:
	mov x1, x0
	bl core::panicking::panic_bounds_check
	b .LBB_375
.LBB_369:
	adrp x0, .Lanon.21
	add x0, x0, :lo12:.Lanon.21
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_375
.LBB_370:
	adrp x0, .Lanon.23
	add x0, x0, :lo12:.Lanon.23
	adrp x3, .Lanon.24
	add x3, x3, :lo12:.Lanon.24
	adrp x4, .Lanon.25
	add x4, x4, :lo12:.Lanon.25
	add x2, sp, #655
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_375
.LBB_371:
	mov x2, xzr
	mov x8, #-1
	adrp x9, .Lanon.26
	add x9, x9, :lo12:.Lanon.26
	b .LBB_362
.LBB_372:
	mov w0, #8
	mov x1, x25
	bl alloc::raw_vec::handle_error
	b .LBB_375
.LBB_373:
	mov w0, #1
	mov x1, x23
	bl alloc::raw_vec::handle_error
	b .LBB_375
.LBB_374:
	ldr x1, [sp, #168]
	mov w0, #8
	bl alloc::raw_vec::handle_error
.LBB_375:
	brk #0x1
	b .LBB_402
	b .LBB_398
	mov x20, x0
	add x0, sp, #248
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	ldr x8, [sp, #56]
	mov x20, x0
	cbz x8, .LBB_383
	ldr x1, [sp, #56]
	mov w2, #1
	mov x0, x27
	bl __rustc::__rust_dealloc
	b .LBB_383
	ldr x8, [sp, #56]
	mov x20, x0
	cbnz x8, .LBB_385
	b .LBB_413
	mov x20, x0
.LBB_383:
	cbz x19, .LBB_413
	lsl x1, x19, #3
	mov w2, #8
	mov x0, x25
	bl __rustc::__rust_dealloc
	str x19, [sp, #56]
.LBB_385:
	ldr x8, [sp, #56]
	mov w2, #8
	mov x0, x26
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
	b .LBB_387
	ldr x8, [sp, #56]
	mov x20, x0
	cbz x8, .LBB_413
.LBB_387:
	ldr x8, [sp, #56]
	mov w2, #8
	mov x0, x21
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
	b .LBB_413
	mov x20, x0
	add x0, sp, #248
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	b .LBB_396
	b .LBB_398
	b .LBB_398
	mov x20, x0
	cbz x19, .LBB_414
	lsl x1, x19, #3
	mov w2, #8
	mov x0, x25
	bl __rustc::__rust_dealloc
	b .LBB_414
	b .LBB_398
.LBB_396:
	mov x20, x0
	ldr x8, [sp, #552]
	cbnz x8, .LBB_409
	b .LBB_411
.LBB_398:
	mov x20, x0
	b .LBB_414
	b .LBB_401
.LBB_401:
	ldr x22, [sp, #88]
.LBB_402:
	mov x20, x0
	ldr x19, [sp, #80]
	ldp x23, x21, [sp, #96]
	b .LBB_404
	mov x20, x0
.LBB_404:
	cbnz x23, .LBB_407
	cbnz x19, .LBB_408
.LBB_406:
	ldr x8, [sp, #552]
	cbnz x8, .LBB_409
	b .LBB_411
.LBB_407:
	lsl x1, x23, #3
	mov w2, #8
	mov x0, x21
	bl __rustc::__rust_dealloc
	cbz x19, .LBB_406
.LBB_408:
	lsl x1, x19, #3
	mov w2, #8
	mov x0, x22
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #552]
	cbz x8, .LBB_411
.LBB_409:
	ldr x0, [sp, #560]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_411
	mov x20, x0
.LBB_411:
	add x0, sp, #432
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	b .LBB_413
	mov x20, x0
.LBB_413:
	ldp x0, x1, [sp, #384]
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_414:
	add x0, sp, #304
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	add x0, sp, #248
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	bl core::panicking::panic_in_cleanup
