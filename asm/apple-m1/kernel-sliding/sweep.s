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
	sub sp, sp, #800
	str x8, [sp, #40]
	ldp x1, x23, [x0]
	ldp x19, x20, [x0, #16]
	add x0, sp, #328
	str x1, [sp, #216]
	mov x2, x23
	mov x3, x19
	mov x4, x20
	bl kernel_sliding::grid_for
	str xzr, [sp, #384]
	str xzr, [sp, #400]
	mov w8, #48
	str x19, [sp, #320]
	madd x8, x20, x8, x19
	lsl x26, x23, #3
	stp x8, x26, [sp, #176]
	str x20, [sp, #280]
	cbz x20, .LBB_131
	tst x23, #0xe000000000000000
	mov x8, #9223372036854775800
	ccmp x26, x8, #2, eq
	cset w8, hi
	str w8, [sp, #288]
	mov w8, #8
	str x8, [sp, #272]
	ldr x1, [sp, #320]
	b .LBB_4
.LBB_2:
	add x8, sp, #384
.LBB_3:
	ldr x1, [sp, #304]
	add x1, x1, #48
	mov x19, x22
	mov x22, x8
	ldr x8, [sp, #176]
	cmp x1, x8
	b.eq .LBB_131
.LBB_4:
	add x0, sp, #512
	str x1, [sp, #304]
	bl kernel_sliding::raw_lengths
	ldr x20, [sp, #512]
	ldr x24, [sp, #520]
	ldr x21, [sp, #528]
	ldr x28, [sp, #536]
	ldr x27, [sp, #544]
	ldr w8, [sp, #288]
	tbz w8, #0, .LBB_46
	ldr x8, [sp, #384]
	cbz x8, .LBB_371
	ldr x9, [sp, #392]
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
	cbz x10, .LBB_371
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
	cmp x24, x16
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
	cbz x10, .LBB_371
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
	cmp x21, x16
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
	cbz x10, .LBB_371
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
	cmp x28, x16
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
	cbz x10, .LBB_371
	add x11, x11, x12, lsl #3
	ldr x11, [x11, #368]
	sub x10, x10, #1
	b .LBB_32
.LBB_39:
	mov x22, x11
	cbz x9, .LBB_371
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
	cmp x27, x13
	cset w13, hi
	csinv w13, w13, wzr, hs
	add x22, x22, #1
	sub x12, x12, #8
	and w13, w13, #0xff
	cmp w13, #1
	b.eq .LBB_42
	cbz w13, .LBB_2
	cbnz x9, .LBB_40
	b .LBB_371
.LBB_46:
	ldr x8, [sp, #384]
	cbz x8, .LBB_91
	ldr x10, [sp, #392]
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
	mov x19, x22
	add x22, sp, #384
	cbz x8, .LBB_99
.LBB_56:
	ldr x10, [sp, #392]
	mov x9, x8
.LBB_57:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x22, #-1
.LBB_58:
	cbz x13, .LBB_62
	ldr x14, [x11], #8
	cmp x24, x14
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
	mov x19, x22
	add x22, sp, #384
	cbz x8, .LBB_107
.LBB_65:
	ldr x10, [sp, #392]
	mov x9, x8
.LBB_66:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x22, #-1
.LBB_67:
	cbz x13, .LBB_71
	ldr x14, [x11], #8
	cmp x21, x14
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
	mov x19, x22
	add x22, sp, #384
	cbz x8, .LBB_115
.LBB_74:
	ldr x10, [sp, #392]
	mov x9, x8
.LBB_75:
	add x11, x9, #8
	ldrh w12, [x9, #362]
	lsl x13, x12, #3
	mov x22, #-1
.LBB_76:
	cbz x13, .LBB_80
	ldr x14, [x11], #8
	cmp x28, x14
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
	mov x19, x22
	add x22, sp, #384
	cbz x8, .LBB_123
.LBB_83:
	ldr x9, [sp, #392]
.LBB_84:
	add x10, x8, #8
	ldrh w11, [x8, #362]
	lsl x12, x11, #3
	mov x22, #-1
.LBB_85:
	cbz x12, .LBB_89
	ldr x13, [x10], #8
	cmp x27, x13
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
	add x8, sp, #384
	stp x8, x20, [sp, #408]
	stp x9, x19, [sp, #424]
	str x22, [sp, #440]
	cbz x26, .LBB_95
.LBB_92:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x26
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_372
	mov x25, x0
	mov x26, x23
	b .LBB_96
.LBB_94:
	mov x19, #0
	add x8, sp, #384
	stp x8, x20, [sp, #408]
	stp x9, x19, [sp, #424]
	str x22, [sp, #440]
	cbnz x26, .LBB_92
.LBB_95:
	mov w25, #8
.LBB_96:
	add x3, sp, #328
	ldr x0, [sp, #216]
	mov x1, x23
	mov x2, x20
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #448]
	str x23, [sp, #464]
	add x0, sp, #512
	add x1, sp, #408
	add x2, sp, #448
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #384]
	ldr x26, [sp, #184]
	cbnz x8, .LBB_56
.LBB_99:
	mov x9, #0
	add x8, sp, #384
	stp x8, x24, [sp, #408]
	stp x9, x19, [sp, #424]
	str x22, [sp, #440]
	cbz x26, .LBB_103
.LBB_100:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x26
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_372
	mov x25, x0
	mov x26, x23
	b .LBB_104
.LBB_102:
	mov x19, #0
	add x8, sp, #384
	stp x8, x24, [sp, #408]
	stp x9, x19, [sp, #424]
	str x22, [sp, #440]
	cbnz x26, .LBB_100
.LBB_103:
	mov w25, #8
.LBB_104:
	add x3, sp, #328
	ldr x0, [sp, #216]
	mov x1, x23
	mov x2, x24
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #448]
	str x23, [sp, #464]
	add x0, sp, #512
	add x1, sp, #408
	add x2, sp, #448
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #384]
	ldr x26, [sp, #184]
	cbnz x8, .LBB_65
.LBB_107:
	mov x9, #0
	add x8, sp, #384
	stp x8, x21, [sp, #408]
	stp x9, x19, [sp, #424]
	str x22, [sp, #440]
	cbz x26, .LBB_111
.LBB_108:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x26
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_372
	mov x25, x0
	mov x26, x23
	b .LBB_112
.LBB_110:
	mov x19, #0
	add x8, sp, #384
	stp x8, x21, [sp, #408]
	stp x9, x19, [sp, #424]
	str x22, [sp, #440]
	cbnz x26, .LBB_108
.LBB_111:
	mov w25, #8
.LBB_112:
	add x3, sp, #328
	ldr x0, [sp, #216]
	mov x1, x23
	mov x2, x21
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #448]
	str x23, [sp, #464]
	add x0, sp, #512
	add x1, sp, #408
	add x2, sp, #448
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #384]
	ldr x26, [sp, #184]
	cbnz x8, .LBB_74
.LBB_115:
	mov x9, #0
	add x8, sp, #384
	stp x8, x28, [sp, #408]
	stp x9, x19, [sp, #424]
	str x22, [sp, #440]
	cbz x26, .LBB_119
.LBB_116:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x26
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_372
	mov x25, x0
	mov x26, x23
	b .LBB_120
.LBB_118:
	mov x19, #0
	add x8, sp, #384
	stp x8, x28, [sp, #408]
	stp x9, x19, [sp, #424]
	str x22, [sp, #440]
	cbnz x26, .LBB_116
.LBB_119:
	mov w25, #8
.LBB_120:
	add x3, sp, #328
	ldr x0, [sp, #216]
	mov x1, x23
	mov x2, x28
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #448]
	str x23, [sp, #464]
	add x0, sp, #512
	add x1, sp, #408
	add x2, sp, #448
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	ldr x8, [sp, #384]
	ldr x26, [sp, #184]
	cbnz x8, .LBB_83
.LBB_123:
	add x9, sp, #384
	stp x9, x27, [sp, #408]
	stp x8, x19, [sp, #424]
	str x22, [sp, #440]
	cbz x26, .LBB_127
.LBB_124:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x26
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_372
	mov x25, x0
	mov x26, x23
	b .LBB_128
.LBB_126:
	mov x19, #0
	add x9, sp, #384
	stp x9, x27, [sp, #408]
	stp x8, x19, [sp, #424]
	str x22, [sp, #440]
	cbnz x26, .LBB_124
.LBB_127:
	mov w25, #8
.LBB_128:
	add x3, sp, #328
	ldr x0, [sp, #216]
	mov x1, x23
	mov x2, x27
	mov x4, x25
	mov x5, x23
	bl kernel_sliding::wma::wma_into
	stp x26, x25, [sp, #448]
	str x23, [sp, #464]
	add x0, sp, #512
	add x1, sp, #408
	add x2, sp, #448
	bl alloc::collections::btree::map::entry::VacantEntry<K,V,A>::insert_entry
	mov x8, x22
	mov x22, x19
	ldr x26, [sp, #184]
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
	b.ne .LBB_364
	ldp x0, x1, [x19]
.LBB_133:
	mov x20, #0
	add x22, sp, #448
	add x8, x0, #1
	str x8, [x19]
	ldr x8, [sp, #216]
	stp x8, x23, [sp, #448]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	ldp q0, q1, [x8]
	stp q1, q0, [sp, #288]
	stp q0, q1, [x22, #16]
	stp x0, x1, [sp, #496]
	lsr x8, x23, #61
	cbnz x8, .LBB_144
	mov x8, #9223372036854775800
	cmp x26, x8
	b.hi .LBB_144
	str x23, [sp, #160]
	cbz x26, .LBB_145
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w20, #8
	mov x0, x26
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_144
	mov x21, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x26
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	mov x20, x26
	cbz x0, .LBB_387
	mov x26, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x20
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_388
	mov x25, x0
	mov x20, x23
	cbz x23, .LBB_146
.LBB_140:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x20
	mov w1, #1
	bl __rustc::__rust_alloc
	cbz x0, .LBB_389
	mov x27, x0
	ldr x24, [sp, #344]
	cbz x24, .LBB_147
.LBB_142:
	lsl x20, x24, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x20
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbnz x0, .LBB_148
	mov w0, #8
	mov x1, x20
	bl alloc::raw_vec::handle_error
	b .LBB_390
.LBB_144:
	mov x0, x20
	mov x1, x26
	bl alloc::raw_vec::handle_error
	b .LBB_390
.LBB_145:
	mov x20, x23
	mov x23, #0
	mov w26, #8
	mov w21, #8
	mov w25, #8
	cbnz x20, .LBB_140
.LBB_146:
	mov w27, #1
	ldr x24, [sp, #344]
	cbnz x24, .LBB_142
.LBB_147:
	mov w0, #8
.LBB_148:
	mov x20, #0
	str x23, [sp, #512]
	str x21, [sp, #520]
	ldr x8, [sp, #160]
	str x8, [sp, #528]
	str x23, [sp, #536]
	str x26, [sp, #544]
	str x8, [sp, #552]
	str x23, [sp, #560]
	mov x23, x8
	str x25, [sp, #568]
	str x8, [sp, #576]
	str x8, [sp, #584]
	str x27, [sp, #592]
	str xzr, [sp, #600]
	str x24, [sp, #608]
	str x0, [sp, #616]
	ldr x8, [sp, #280]
	lsl x21, x8, #4
	lsr x8, x8, #60
	str x24, [sp, #624]
	cbnz x8, .LBB_325
	mov x8, #9223372036854775800
	cmp x21, x8
	ldr x24, [sp, #184]
	ldr x26, [sp, #216]
	b.hi .LBB_325
	cbz x21, .LBB_327
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w20, #8
	mov x0, x21
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_325
	ldr x21, [sp, #280]
	stp x21, x0, [x29, #-232]
	stur xzr, [x29, #-216]
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_328
.LBB_153:
	ldp x0, x1, [x19]
.LBB_154:
	add x8, x0, #1
	str x8, [x19]
	add x8, sp, #328
	ldp q0, q1, [sp, #288]
	stur q1, [x22, #216]
	stur q0, [x22, #232]
	stur x8, [x29, #-208]
	stp x0, x1, [x29, #-168]
	ldr x8, [sp, #280]
	cbz x8, .LBB_330
	str x27, [sp, #56]
	cmp x23, #0
	cset w8, ne
	sub x8, x23, x8
	add x8, x8, #63
	lsr x9, x8, #6
	add x8, x26, x24
	stp x8, x9, [sp, #24]
	and x9, x23, #0x1ffffffffffffff0
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
	mov w28, #16
	ldr x9, [sp, #320]
	b .LBB_157
.LBB_156:
	ldur x8, [x29, #-224]
	add x8, x8, x19, lsl #4
	str d14, [x8]
	str x20, [x8, #8]
	add x8, x19, #1
	stur x8, [x29, #-216]
	ldr x9, [sp, #48]
	str x9, [sp, #320]
	ldr x8, [sp, #176]
	cmp x9, x8
	b.eq .LBB_349
.LBB_157:
	ldr x8, [x9], #48
	str x9, [sp, #48]
	tbnz x8, #63, .LBB_385
	ldr x10, [sp, #384]
	cbz x10, .LBB_384
	ldur x9, [x29, #-208]
	str x9, [sp, #168]
	ldr x11, [sp, #392]
	mov x9, x11
	mov x12, x10
.LBB_160:
	add x15, x12, #8
	ldrh w16, [x12, #362]
	add x13, x12, #88
	lsl x17, x16, #3
	mov x14, #-1
.LBB_161:
	cbz x17, .LBB_164
	ldr x18, [x15], #8
	cmp x8, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	add x13, x13, #24
	add x14, x14, #1
	sub x17, x17, #8
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_161
	cbnz w18, .LBB_165
	b .LBB_167
.LBB_164:
	mov x14, x16
.LBB_165:
	cbz x9, .LBB_384
	add x12, x12, x14, lsl #3
	ldr x12, [x12, #368]
	sub x9, x9, #1
	b .LBB_160
.LBB_167:
	ldr x8, [sp, #320]
	ldr x12, [x8, #8]
	tbnz x12, #63, .LBB_385
	ldp x9, x8, [x13, #-8]
	mov x13, x11
	mov x14, x10
.LBB_169:
	add x17, x14, #8
	ldrh w18, [x14, #362]
	add x15, x14, #88
	lsl x0, x18, #3
	mov x16, #-1
.LBB_170:
	cbz x0, .LBB_173
	ldr x1, [x17], #8
	cmp x12, x1
	cset w1, hi
	csinv w1, w1, wzr, hs
	add x15, x15, #24
	add x16, x16, #1
	sub x0, x0, #8
	and w1, w1, #0xff
	cmp w1, #1
	b.eq .LBB_170
	cbnz w1, .LBB_174
	b .LBB_176
.LBB_173:
	mov x16, x18
.LBB_174:
	cbz x13, .LBB_384
	add x14, x14, x16, lsl #3
	ldr x14, [x14, #368]
	sub x13, x13, #1
	b .LBB_169
.LBB_176:
	ldr x12, [sp, #320]
	ldr x13, [x12, #32]
	tbnz x13, #63, .LBB_385
	ldp x12, x0, [x15, #-8]
	mov x14, x11
	mov x15, x10
.LBB_178:
	add x18, x15, #8
	ldrh w1, [x15, #362]
	add x16, x15, #88
	lsl x2, x1, #3
	mov x17, #-1
.LBB_179:
	cbz x2, .LBB_182
	ldr x3, [x18], #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_179
	cbnz w3, .LBB_183
	b .LBB_185
.LBB_182:
	mov x17, x1
.LBB_183:
	cbz x14, .LBB_384
	add x15, x15, x17, lsl #3
	ldr x15, [x15, #368]
	sub x14, x14, #1
	b .LBB_178
.LBB_185:
	ldr x13, [sp, #320]
	ldr x13, [x13, #40]
	tbnz x13, #63, .LBB_385
	ldp x5, x19, [x16, #-8]
	mov x14, x11
	mov x15, x10
.LBB_187:
	add x18, x15, #8
	ldrh w1, [x15, #362]
	add x16, x15, #88
	lsl x2, x1, #3
	mov x17, #-1
.LBB_188:
	cbz x2, .LBB_191
	ldr x3, [x18], #8
	cmp x13, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	add x16, x16, #24
	add x17, x17, #1
	sub x2, x2, #8
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_188
	cbnz w3, .LBB_192
	b .LBB_194
.LBB_191:
	mov x17, x1
.LBB_192:
	cbz x14, .LBB_384
	add x15, x15, x17, lsl #3
	ldr x15, [x15, #368]
	sub x14, x14, #1
	b .LBB_187
.LBB_194:
	ldr x13, [sp, #320]
	ldr x25, [x13, #24]
	tbnz x25, #63, .LBB_385
	ldp x2, x20, [x16, #-8]
.LBB_196:
	add x15, x10, #8
	ldrh w16, [x10, #362]
	add x14, x10, #88
	lsl x17, x16, #3
	mov x13, #-1
.LBB_197:
	cbz x17, .LBB_200
	ldr x18, [x15], #8
	cmp x25, x18
	cset w18, hi
	csinv w18, w18, wzr, hs
	add x14, x14, #24
	add x13, x13, #1
	sub x17, x17, #8
	and w18, w18, #0xff
	cmp w18, #1
	b.eq .LBB_197
	cbnz w18, .LBB_201
	b .LBB_203
.LBB_200:
	mov x13, x16
.LBB_201:
	cbz x11, .LBB_384
	add x10, x10, x13, lsl #3
	ldr x10, [x10, #368]
	sub x11, x11, #1
	b .LBB_196
.LBB_203:
	ldp x3, x27, [x14, #-8]
	ldr x17, [sp, #520]
	ldr x21, [sp, #528]
	lsl x6, x21, #3
	add x22, x17, x6
	cbz x21, .LBB_214
	cmp x8, x0
	csel x10, x8, x0, lo
	sub x11, x6, #8
	lsr x11, x11, #3
	cmp x10, x11
	csel x13, x10, x11, lo
	cmp x13, #8
	b.hs .LBB_206
	mov x10, #0
	mov x11, x17
	b .LBB_211
.LBB_206:
	mov x10, #0
	sub x11, x17, x12
	cmp x11, #64
	b.lo .LBB_210
	sub x14, x17, x9
	mov x11, x17
	cmp x14, #64
	b.lo .LBB_211
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
.LBB_209:
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
	b.ne .LBB_209
	b .LBB_211
.LBB_210:
	mov x11, x17
.LBB_211:
	cmp x0, x10
	b.eq .LBB_375
	cmp x8, x10
	b.eq .LBB_376
	ldr d0, [x12, x10, lsl #3]
	fadd d0, d0, d0
	ldr d1, [x9, x10, lsl #3]
	fsub d0, d0, d1
	str d0, [x11], #8
	add x10, x10, #1
	cmp x11, x22
	b.ne .LBB_211
.LBB_214:
	stp x6, x3, [sp, #264]
	str x2, [sp, #288]
	ldr x8, [sp, #320]
	ldr x2, [x8, #16]
	tbnz x2, #63, .LBB_385
	str x5, [sp, #256]
	ldr x4, [sp, #544]
	ldr x5, [sp, #552]
	mov x24, x17
	mov x0, x17
	mov x1, x21
	ldr x3, [sp, #168]
	str x4, [sp, #304]
	str x5, [sp, #280]
	bl kernel_sliding::wma::wma_into
	fmov d16, #3.00000000
	fmov v17.2d, #3.00000000
	cbz x21, .LBB_229
	cmp x20, x19
	csel x8, x20, x19, lo
	cmp x8, x27
	csel x8, x8, x27, lo
	ldr x9, [sp, #264]
	sub x9, x9, #8
	lsr x9, x9, #3
	cmp x8, x9
	csel x10, x8, x9, lo
	cmp x10, #8
	b.hs .LBB_219
	mov x9, #0
	mov x8, x24
	ldr x15, [sp, #256]
	ldr x16, [sp, #288]
	ldr x17, [sp, #272]
	b .LBB_224
.LBB_219:
	mov x9, #0
	ldr x15, [sp, #256]
	sub x8, x24, x15
	cmp x8, #64
	ldr x17, [sp, #272]
	b.lo .LBB_316
	ldr x16, [sp, #288]
	sub x8, x24, x16
	cmp x8, #64
	b.lo .LBB_317
	sub x11, x24, x17
	mov x8, x24
	cmp x11, #64
	b.lo .LBB_224
	add x8, x10, #1
	ands x9, x8, #0x7
	mov w10, #8
	csel x9, x10, x9, eq
	sub x9, x8, x9
	add x8, x24, x9, lsl #3
	add x10, x24, #32
	add x11, x15, #32
	add x12, x17, #32
	add x13, x16, #32
	mov x14, x9
.LBB_223:
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
	b.ne .LBB_223
.LBB_224:
	mov x10, #0
	mov x11, #0
	lsl x14, x9, #3
	add x12, x17, x14
	add x13, x16, x14
	add x14, x15, x14
	sub x15, x27, x9
	sub x16, x20, x9
	sub x9, x19, x9
.LBB_225:
	cmp x9, x11
	b.eq .LBB_379
	cmp x16, x11
	b.eq .LBB_378
	cmp x15, x11
	b.eq .LBB_377
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
	cmp x17, x22
	b.ne .LBB_225
.LBB_229:
	ldr x4, [sp, #568]
	ldr x20, [sp, #576]
	mov x0, x24
	mov x1, x21
	mov x2, x25
	ldr x3, [sp, #168]
	str x4, [sp, #288]
	mov x5, x20
	bl kernel_sliding::wma::wma_into
	sub x0, x29, #152
	sub x1, x29, #208
	ldr x2, [sp, #320]
	bl kernel_sliding::bound::lines
	ldp x9, x10, [x29, #-152]
	str x9, [sp, #72]
	ldp x8, x21, [x29, #-136]
	ldp x11, x9, [x29, #-120]
	stp x11, x10, [sp, #80]
	ldr x14, [sp, #616]
	ldr x15, [sp, #624]
	cmp x9, x8
	csel x8, x9, x8, lo
	cmp x8, x15
	csel x8, x8, x15, lo
	cbz x8, .LBB_236
	cmp x8, #8
	b.hs .LBB_311
	mov x9, #0
.LBB_234:
	lsl x12, x9, #3
	ldp x10, x11, [sp, #80]
	add x10, x10, x12
	add x11, x11, x12
	add x12, x14, x12
	sub x8, x8, x9
.LBB_235:
	ldr d0, [x11], #8
	ldr d1, [x10], #8
	fadd d0, d0, d1
	str d0, [x12], #8
	subs x8, x8, #1
	b.ne .LBB_235
.LBB_236:
	ldr x8, [sp, #280]
	stp x8, x20, [x29, #-104]
	cmp x8, x20
	b.ne .LBB_366
	stur x15, [x29, #-88]
	ldr x8, [sp, #168]
	ldr x8, [x8, #16]
	stur x8, [x29, #-152]
	cmp x15, x8
	b.ne .LBB_367
	str x21, [sp, #64]
	cbz x15, .LBB_264
	mov x0, #0
	ldr x8, [sp, #168]
	add x8, x8, #48
	stp x14, x8, [sp, #144]
	ldr x8, [sp, #304]
	add x9, x8, #32
	ldr x8, [sp, #288]
	add x8, x8, #32
	stp x8, x9, [sp, #96]
	str x15, [sp, #136]
	b .LBB_241
.LBB_240:
	ldp x8, x26, [sp, #208]
	mov x0, x8
	ldp x15, x14, [sp, #136]
	cmp x8, x15
	ldr x23, [sp, #160]
	b.eq .LBB_264
.LBB_241:
	ldr x8, [sp, #168]
	ldr x2, [x8, #16]
	cmp x0, x2
	b.hs .LBB_381
	add x11, x0, #1
	ldr x8, [x8, #8]
	add x9, x8, x11, lsl #3
	add x10, x0, #1
	str x10, [sp, #208]
	cmp x11, x2
	ldr x10, [sp, #152]
	csel x9, x9, x10, lo
	ldr x19, [x9]
	ldr x20, [x8, x0, lsl #3]
	ldr d1, [x14, x0, lsl #3]
	mov x8, #9218868437227405312
	fmov d0, x8
	fcmp d1, d0
	b.ne .LBB_248
	cmp x19, x20
	b.ls .LBB_240
	ldr x8, [sp, #280]
	cmp x20, x8
	csel x25, x20, x8, hi
.LBB_245:
	add x0, sp, #448
	ldr x1, [sp, #320]
	mov x2, x20
	bl kernel_sliding::exact::Exact::lines
	cmp x25, x20
	b.eq .LBB_369
	ldr x8, [sp, #304]
	str d0, [x8, x20, lsl #3]
	ldr x8, [sp, #288]
	str d1, [x8, x20, lsl #3]
	add x20, x20, #1
	cmp x19, x20
	b.ne .LBB_245
	b .LBB_240
.LBB_248:
	subs x8, x19, x20
	b.ls .LBB_240
	mov x26, #0
	lsr x9, x8, #6
	tst x8, #0x3f
	cinc x24, x9, ne
	neg x22, x20
	add x10, x20, #64
	dup v0.2d, v1.d[0]
	lsl x8, x20, #3
	ldr x9, [sp, #104]
	add x9, x9, x8
	str x9, [sp, #272]
	ldr x9, [sp, #96]
	add x9, x9, x8
	stp x10, x9, [sp, #256]
	ldr x9, [sp, #288]
	add x21, x9, x8
	ldr x9, [sp, #304]
	add x27, x9, x8
	add x23, x20, #64
	str x19, [sp, #248]
	str q1, [sp, #224]
	str q0, [sp, #192]
	b .LBB_251
.LBB_250:
	sub x22, x22, #64
	add x26, x26, #1
	add x23, x23, #64
	ldp x8, x10, [sp, #264]
	add x9, x10, #512
	add x8, x8, #512
	stp x8, x9, [sp, #264]
	add x21, x21, #512
	add x27, x27, #512
	mov x20, x28
	sub x24, x24, #1
	mov w28, #16
	ldr x19, [sp, #248]
	cbz x24, .LBB_240
.LBB_251:
	cmp x19, x23
	csel x8, x19, x23, lo
	add x9, x8, x22
	cmp x9, #1
	csinc x8, x9, xzr, hi
	ldr x10, [sp, #256]
	add x10, x10, x26, lsl #6
	cmp x19, x10
	csel x10, x19, x10, lo
	add x28, x20, #64
	cmp x19, x28
	csel x1, x19, x28, lo
	cmp x1, x20
	b.lo .LBB_326
	ldr x11, [sp, #280]
	cmp x1, x11
	b.hi .LBB_326
	cmp x1, x20
	b.eq .LBB_250
	add x10, x10, x22
	cmp x10, #7
	b.hi .LBB_256
	mov x19, #0
	mov x9, #0
	ldr q2, [sp, #224]
	b .LBB_259
.LBB_256:
	and x11, x9, #0xfffffffffffffff8
	adrp x9, .LCPI_0
	ldr q0, [x9, :lo12:.LCPI_0]
	and x9, x10, #0xfffffffffffffff8
	movi v1.2d, #0000000000000000
	ldp x12, x13, [sp, #264]
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
.LBB_257:
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
	b.ne .LBB_257
	orr v0.16b, v2.16b, v1.16b
	orr v0.16b, v3.16b, v0.16b
	orr v0.16b, v4.16b, v0.16b
	ext v1.16b, v0.16b, v0.16b, #8
	orr v0.8b, v0.8b, v1.8b
	fmov x19, d0
	cmp x10, x9
	ldr q2, [sp, #224]
	b.eq .LBB_260
.LBB_259:
	ldr d0, [x21, x9, lsl #3]
	ldr d1, [x27, x9, lsl #3]
	fabd d0, d0, d1
	fcmp d0, d2
	cset w10, ls
	lsl x10, x10, x9
	add x9, x9, #1
	orr x19, x10, x19
	cmp x8, x9
	b.ne .LBB_259
.LBB_260:
	cbz x19, .LBB_250
.LBB_261:
	rbit x8, x19
	clz x8, x8
	add x25, x8, x20
	add x0, sp, #448
	ldr x1, [sp, #320]
	mov x2, x25
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #280]
	cmp x25, x8
	b.hs .LBB_361
	ldr x8, [sp, #304]
	str d0, [x8, x25, lsl #3]
	ldr x8, [sp, #288]
	str d1, [x8, x25, lsl #3]
	sub x8, x19, #1
	ands x19, x8, x19
	b.ne .LBB_261
	b .LBB_250
.LBB_264:
	ldr x8, [sp, #280]
	cmp x8, x23
	ldr x19, [sp, #56]
	ldr x21, [sp, #32]
	adrp x22, .LCPI_3
	adrp x25, .LCPI_4
	adrp x27, .LCPI_5
	b.ne .LBB_363
	str xzr, [sp, #600]
	ldr x8, [sp, #584]
	cmp x23, x8
	b.hi .LBB_318
	mov x8, #0
	mov x2, #0
	cbz x23, .LBB_272
	cmp x23, #16
	b.hs .LBB_320
.LBB_268:
	mov x9, #0
.LBB_269:
	mov x2, x8
.LBB_270:
	lsl x10, x9, #3
	ldr x8, [sp, #288]
	add x8, x8, x10
	ldr x11, [sp, #304]
	add x10, x11, x10
	sub x9, x23, x9
.LBB_271:
	ldr d0, [x10], #8
	ldr d1, [x8], #8
	fcmp d1, d0
	cset w11, gt
	cset w12, mi
	sub w11, w11, w12
	strb w11, [x19, x2]
	add x2, x2, #1
	subs x9, x9, #1
	b.ne .LBB_271
.LBB_272:
	str x2, [sp, #600]
	cbz x21, .LBB_310
	mov x13, #0
	mov x20, #0
	add x8, x19, #1
	movi v14.2d, #0000000000000000
	mov x9, #-1
	mov x10, x19
	mov w11, #65
	movi v0.2d, #0000000000000000
	mov x12, x21
	mov w15, #1
	mov w5, #255
	adrp x7, .LCPI_1
	adrp x21, .LCPI_2
	b .LBB_275
.LBB_274:
	add x11, x11, #64
	sub x9, x9, #64
	add x8, x8, #64
	add x10, x10, #64
	mov x15, x14
	sub x12, x12, #1
	cbz x12, .LBB_301
.LBB_275:
	cmp x23, x11
	csel x14, x23, x11, lo
	add x17, x14, x9
	cmp x17, #1
	csinc x16, x17, xzr, hi
	add x14, x15, #64
	cmp x23, x14
	csel x1, x23, x14, lo
	cmp x23, x15
	b.lo .LBB_357
	cmp x1, x2
	b.hi .LBB_357
	sub x0, x15, #1
	sub x1, x1, #1
	cmp x1, x0
	b.lo .LBB_358
	cmp x1, x2
	b.hi .LBB_358
	cmp x23, x15
	b.eq .LBB_274
	cmp x17, #3
	b.hi .LBB_282
	mov x1, #0
	mov x18, #0
	b .LBB_291
.LBB_282:
	cmp x17, #16
	b.hs .LBB_284
	mov x18, #0
	mov x1, #0
	b .LBB_288
.LBB_284:
	and x1, x16, #0xfffffffffffffff0
	and x0, x16, #0xc
	ldr q1, [x7, :lo12:.LCPI_1]
	ldr q2, [x21, :lo12:.LCPI_2]
	and x18, x16, #0xfffffffffffffff0
	movi v3.2d, #0000000000000000
	mov x3, x8
	ldr q4, [x22, :lo12:.LCPI_3]
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	ldr q17, [x25, :lo12:.LCPI_4]
	movi v6.2d, #0000000000000000
	ldr q20, [x27, :lo12:.LCPI_5]
	movi v18.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	adrp x4, .LCPI_6
	ldr q22, [x4, :lo12:.LCPI_6]
	movi v21.2d, #0000000000000000
	movi v19.2d, #0000000000000000
	ldr q23, [sp, #112]
	adrp x4, .LCPI_0
	ldr q24, [x4, :lo12:.LCPI_0]
	mov w4, #1
	mov w6, #63
	movi v10.2d, #0xffffffffffffffff
.LBB_285:
	ldr q25, [x3]
	ldur q26, [x3, #-1]
	mul v25.16b, v26.16b, v25.16b
	cmeq v25.16b, v25.16b, v10.16b
	ushll2 v26.8h, v25.16b, #0
	ushll2 v27.4s, v26.8h, #0
	ushll2 v28.2d, v27.4s, #0
	dup v29.2d, x4
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
	dup v29.2d, x6
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
	dup v25.2d, x28
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
	b.ne .LBB_285
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
	fmov d8, #1.00000000
	fmov d10, #-1.00000000
	cmp x17, x18
	b.eq .LBB_292
	cbz x0, .LBB_291
.LBB_288:
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
	mov w4, #63
	mov w6, #4
.LBB_289:
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
	dup v6.2d, x4
	and v16.16b, v3.16b, v6.16b
	and v6.16b, v4.16b, v6.16b
	ushl v5.2d, v5.2d, v6.2d
	ushl v6.2d, v7.2d, v16.2d
	orr v1.16b, v6.16b, v1.16b
	orr v2.16b, v5.16b, v2.16b
	dup v5.2d, x6
	add v3.2d, v3.2d, v5.2d
	add v4.2d, v4.2d, v5.2d
	add x3, x3, #4
	adds x0, x0, #4
	b.ne .LBB_289
	orr v1.16b, v2.16b, v1.16b
	ext v2.16b, v1.16b, v1.16b, #8
	orr v1.8b, v1.8b, v2.8b
	fmov x1, d1
	cmp x17, x18
	b.eq .LBB_292
.LBB_291:
	add x17, x10, x18
	ldrb w0, [x17, #1]
	ldrb w17, [x17]
	mul w17, w17, w0
	bics wzr, w5, w17
	cset w17, eq
	lsl x17, x17, x18
	add x18, x18, #1
	orr x1, x17, x1
	cmp x16, x18
	b.ne .LBB_291
.LBB_292:
	cbnz x1, .LBB_297
	b .LBB_274
.LBB_293:
	ldr d1, [x26, x0, lsl #3]
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
.LBB_294:
	cmp x0, x23
	b.hs .LBB_373
	ldr d0, [x26, x0, lsl #3]
	mov x13, x16
.LBB_296:
	sub x16, x1, #1
	and x1, x16, x1
	cbz x1, .LBB_274
.LBB_297:
	rbit x16, x1
	clz x16, x16
	add x0, x16, x15
	cmp x0, x2
	b.hs .LBB_370
	ldrsb x16, [x19, x0]
	cmp x13, x16
	b.eq .LBB_296
	cbz x13, .LBB_294
	cmp x0, x23
	b.lo .LBB_293
	b .LBB_374
.LBB_301:
	ldr x21, [sp, #64]
	cbz x13, .LBB_304
	cbz x23, .LBB_386
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
.LBB_304:
	cbz x21, .LBB_306
.LBB_305:
	lsl x1, x21, #3
	ldr x0, [sp, #80]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_306:
	str x19, [sp, #56]
	ldr x8, [sp, #72]
	cbz x8, .LBB_308
	lsl x1, x8, #3
	ldr x0, [sp, #88]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_308:
	ldur x19, [x29, #-216]
	ldur x8, [x29, #-232]
	cmp x19, x8
	b.ne .LBB_156
	sub x0, x29, #232
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	b .LBB_156
.LBB_310:
	mov x20, #0
	movi v14.2d, #0000000000000000
	ldr x21, [sp, #64]
	cbnz x21, .LBB_305
	b .LBB_306
.LBB_311:
	mov x9, #0
	ldr x10, [sp, #88]
	sub x10, x14, x10
	cmp x10, #64
	b.lo .LBB_234
	ldr x10, [sp, #80]
	sub x10, x14, x10
	cmp x10, #64
	b.lo .LBB_234
	and x9, x8, #0xfffffffffffffff8
	add x10, x14, #32
	ldp x12, x11, [sp, #80]
	add x11, x11, #32
	add x12, x12, #32
	and x13, x8, #0xfffffffffffffff8
.LBB_314:
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
	b.ne .LBB_314
	cmp x8, x9
	b.ne .LBB_234
	b .LBB_236
.LBB_316:
	mov x8, x24
	ldr x16, [sp, #288]
	b .LBB_224
.LBB_317:
	mov x8, x24
	b .LBB_224
.LBB_318:
	add x8, sp, #512
	add x0, x8, #72
	mov x1, #0
	mov x2, x23
	mov w3, #1
	mov w4, #1
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x8, [sp, #600]
	ldr x19, [sp, #592]
	cmp x23, #16
	b.lo .LBB_268
.LBB_320:
	mov x9, #0
	add x11, x19, x8
	add x12, x11, x23
	ldr x14, [sp, #304]
	ldr x10, [sp, #184]
	add x13, x14, x10
	ldr x15, [sp, #288]
	add x10, x15, x10
	cmp x11, x10
	ccmp x15, x12, #2, lo
	cset w10, lo
	cmp x14, x12
	ccmp x11, x13, #2, lo
	b.lo .LBB_269
	tbnz w10, #0, .LBB_269
	ldr x9, [sp, #16]
	add x2, x8, x9
	ldr x9, [sp, #304]
	ldr x10, [sp, #288]
	and x11, x23, #0x1ffffffffffffff0
.LBB_323:
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
	str q0, [x19, x8]
	add x8, x8, #16
	add x10, x10, #128
	add x9, x9, #128
	subs x11, x11, #16
	b.ne .LBB_323
	and x9, x23, #0x1ffffffffffffff0
	ldr x8, [sp, #16]
	cmp x23, x8
	b.ne .LBB_270
	b .LBB_272
.LBB_325:
	mov x0, x20
	mov x1, x21
	bl alloc::raw_vec::handle_error
	b .LBB_390
.LBB_326:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	mov x0, x20
	ldr x2, [sp, #280]
	ldp x21, x19, [sp, #64]
	bl core::slice::index::slice_index_fail
	b .LBB_390
.LBB_327:
	mov w0, #8
	stp x21, x0, [x29, #-232]
	stur xzr, [x29, #-216]
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.eq .LBB_153
.LBB_328:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x19, #8]
	mov w8, #1
	strb w8, [x19, #16]
	b .LBB_154
.LBB_330:
	ldur q0, [x29, #-232]
	ldr x9, [sp, #40]
	str q0, [x9]
	ldur x8, [x29, #-216]
	str x8, [x9, #16]
.LBB_331:
	add x0, sp, #512
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	ldr x9, [sp, #472]
	cbz x9, .LBB_334
	add x8, x9, x9, lsl #1
	lsl x8, x8, #3
	add x9, x8, x9
	adds x1, x9, #33
	b.eq .LBB_334
	ldr x9, [sp, #464]
	sub x8, x9, x8
	sub x0, x8, #24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_334:
	ldr x9, [sp, #384]
	cbz x9, .LBB_336
	ldp x10, x8, [sp, #392]
	str xzr, [sp, #520]
	str x9, [sp, #528]
	str x10, [sp, #536]
	str xzr, [sp, #552]
	str x9, [sp, #560]
	str x10, [sp, #568]
	mov w9, #1
	b .LBB_337
.LBB_336:
	mov x8, #0
.LBB_337:
	str x9, [sp, #512]
	str x9, [sp, #544]
	str x8, [sp, #576]
	add x0, sp, #448
	add x1, sp, #512
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #448]
	cbz x8, .LBB_344
	mov w19, #24
.LBB_340:
	ldr x9, [sp, #464]
	madd x8, x9, x19, x8
	ldr x9, [x8, #96]!
	cbz x9, .LBB_342
	ldr x0, [x8, #8]
	lsl x1, x9, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_342:
	add x0, sp, #448
	add x1, sp, #512
	bl alloc::collections::btree::map::IntoIter<K,V,A>::dying_next
	ldr x8, [sp, #448]
	cbnz x8, .LBB_340
.LBB_344:
	ldr x8, [sp, #328]
	cbz x8, .LBB_346
	ldr x0, [sp, #336]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_346:
	ldr x8, [sp, #352]
	cbz x8, .LBB_348
	ldr x0, [sp, #360]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_348:
	add sp, sp, #800
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
	ldur x19, [x29, #-192]
	ldur q0, [x29, #-232]
	ldr x9, [sp, #40]
	str q0, [x9]
	ldur x8, [x29, #-216]
	str x8, [x9, #16]
	cbz x19, .LBB_331
	ldur x20, [x29, #-176]
	cbz x20, .LBB_359
	ldur x21, [x29, #-200]
	mov x22, x21
	ldr d0, [x22], #8
	cmge v0.8b, v0.8b, #0
	fmov x8, d0
	and x23, x8, #0x8080808080808080
	b .LBB_353
.LBB_352:
	sub x8, x23, #1
	and x23, x8, x23
	sub x20, x20, #1
	cbz x20, .LBB_359
.LBB_353:
	cbnz x23, .LBB_355
.LBB_354:
	ldr d0, [x22], #8
	cmge v0.8b, v0.8b, #0
	fmov x8, d0
	sub x21, x21, #256
	and x23, x8, #0x8080808080808080
	cbz x23, .LBB_354
.LBB_355:
	rbit x8, x23
	clz x8, x8
	lsl x8, x8, #2
	and x8, x8, #0x1e0
	sub x8, x21, x8
	ldur x9, [x8, #-24]
	cbz x9, .LBB_352
	ldur x0, [x8, #-16]
	lsl x1, x9, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_352
.LBB_357:
	mov x0, x15
	adrp x8, .Lanon.3
	add x8, x8, :lo12:.Lanon.3
	str x8, [sp, #8]
.LBB_358:
	ldr x3, [sp, #8]
	ldp x21, x19, [sp, #64]
	bl core::slice::index::slice_index_fail
	b .LBB_390
.LBB_359:
	lsl x8, x19, #5
	add x9, x8, x19
	adds x1, x9, #41
	b.eq .LBB_331
	ldur x9, [x29, #-200]
	sub x8, x9, x8
	sub x0, x8, #32
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_331
.LBB_361:
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
.LBB_362:
	mov x0, x25
	ldr x1, [sp, #280]
	ldp x21, x19, [sp, #64]
	bl core::panicking::panic_bounds_check
	b .LBB_390
.LBB_363:
	adrp x0, .Lanon.5
	add x0, x0, :lo12:.Lanon.5
	adrp x2, .Lanon.6
	add x2, x2, :lo12:.Lanon.6
	mov w1, #49
	ldp x21, x19, [sp, #64]
	bl core::panicking::panic_fmt
	b .LBB_390
.LBB_364:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x19, #8]
	mov w8, #1
	strb w8, [x19, #16]
	b .LBB_133
.LBB_366:
	sub x2, x29, #96
	sub x1, x29, #104
	adrp x5, .Lanon.7
	add x5, x5, :lo12:.Lanon.7
	adrp x3, .Lanon.8
	add x3, x3, :lo12:.Lanon.8
	mov w4, #49
	b .LBB_368
.LBB_367:
	sub x2, x29, #152
	sub x1, x29, #88
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	mov w4, #61
	adrp x5, .Lanon.10
	add x5, x5, :lo12:.Lanon.10
.LBB_368:
	mov w0, #0
	ldr x19, [sp, #72]
	bl core::panicking::assert_failed::<usize, usize>
	b .LBB_390
.LBB_369:
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	b .LBB_362
.LBB_370:
	adrp x8, .Lanon.12
	add x8, x8, :lo12:.Lanon.12
	b .LBB_382
.LBB_371:
	str xzr, [sp, #272]
.LBB_372:
	ldr x0, [sp, #272]
	mov x1, x26
	bl alloc::raw_vec::handle_error
	b .LBB_390
.LBB_373:
	mov x2, x23
	adrp x8, .Lanon.13
	add x8, x8, :lo12:.Lanon.13
	b .LBB_382
.LBB_374:
	mov x2, x23
	adrp x8, .Lanon.14
	add x8, x8, :lo12:.Lanon.14
	b .LBB_382
.LBB_375:
	adrp x2, .Lanon.15
	add x2, x2, :lo12:.Lanon.15
	b .LBB_380
.LBB_376:
	mov x0, x8
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
	b .LBB_380
.LBB_377:
	mov x0, x27
	adrp x2, .Lanon.17
	add x2, x2, :lo12:.Lanon.17
	b .LBB_380
.LBB_378:
	mov x0, x20
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_380
.LBB_379:
	mov x0, x19
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
.LBB_380:
	mov x1, x0
	bl core::panicking::panic_bounds_check
	b .LBB_390
.LBB_381:
	adrp x8, .Lanon.20
	add x8, x8, :lo12:.Lanon.20
.LBB_382:
	ldp x21, x19, [sp, #64]
.LBB_383:
	mov x1, x2
	mov x2, x8
	bl core::panicking::panic_bounds_check
	b .LBB_390
.LBB_384:
	adrp x0, .Lanon.21
	add x0, x0, :lo12:.Lanon.21
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_390
.LBB_385:
	adrp x0, .Lanon.23
	add x0, x0, :lo12:.Lanon.23
	adrp x3, .Lanon.24
	add x3, x3, :lo12:.Lanon.24
	adrp x4, .Lanon.25
	add x4, x4, :lo12:.Lanon.25
	sub x2, x29, #73
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_390
.LBB_386:
	mov x2, #0
	mov x0, #-1
	adrp x8, .Lanon.26
	add x8, x8, :lo12:.Lanon.26
	ldr x19, [sp, #72]
	b .LBB_383
.LBB_387:
	mov w0, #8
	mov x1, x20
	bl alloc::raw_vec::handle_error
	b .LBB_390
.LBB_388:
	mov w0, #8
	ldr x1, [sp, #184]
	bl alloc::raw_vec::handle_error
	b .LBB_390
.LBB_389:
	mov w0, #1
	ldr x1, [sp, #160]
	bl alloc::raw_vec::handle_error
.LBB_390:
	brk #0x1
	mov x20, x0
	b .LBB_423
	b .LBB_416
	b .LBB_413
	mov x20, x0
	add x0, sp, #328
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	mov x20, x0
	ldr x8, [sp, #160]
	cbz x8, .LBB_398
	mov x0, x27
	ldr x1, [sp, #160]
	mov w2, #1
	bl __rustc::__rust_dealloc
	b .LBB_398
	mov x20, x0
.LBB_398:
	cbz x23, .LBB_428
	lsl x1, x23, #3
	mov x0, x25
	mov w2, #8
	bl __rustc::__rust_dealloc
	str x23, [sp, #160]
	b .LBB_401
	mov x20, x0
	ldr x8, [sp, #160]
	cbz x8, .LBB_428
.LBB_401:
	ldr x8, [sp, #160]
	lsl x1, x8, #3
	mov x0, x26
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_403
	mov x20, x0
	ldr x8, [sp, #160]
	cbz x8, .LBB_428
.LBB_403:
	ldr x8, [sp, #160]
	lsl x1, x8, #3
	mov x0, x21
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_428
	mov x20, x0
	add x0, sp, #328
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	b .LBB_411
	b .LBB_413
	b .LBB_413
	mov x20, x0
	cbz x26, .LBB_429
	lsl x1, x26, #3
	mov x0, x25
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_429
.LBB_411:
	mov x20, x0
	b .LBB_422
.LBB_413:
	mov x20, x0
	b .LBB_429
	b .LBB_416
.LBB_416:
	mov x20, x0
	ldp x21, x19, [sp, #64]
	b .LBB_418
	mov x20, x0
.LBB_418:
	cbz x21, .LBB_420
	lsl x1, x21, #3
	ldr x0, [sp, #80]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_420:
	cbz x19, .LBB_422
	lsl x1, x19, #3
	ldr x0, [sp, #88]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_422:
	sub x0, x29, #208
	bl core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	ldur x21, [x29, #-232]
.LBB_423:
	cbz x21, .LBB_426
	ldur x0, [x29, #-224]
	lsl x1, x21, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_426
	mov x20, x0
.LBB_426:
	add x0, sp, #512
	bl core::ptr::drop_in_place<kernel_sliding::Buffers>
	b .LBB_428
	mov x20, x0
.LBB_428:
	ldp x0, x1, [sp, #464]
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_429:
	add x0, sp, #384
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,alloc::vec::Vec<f64>>>
	add x0, sp, #328
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	mov x0, x20
	bl _Unwind_Resume
	bl core::panicking::panic_in_cleanup
