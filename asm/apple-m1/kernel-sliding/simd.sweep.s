# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
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
	sub sp, sp, #1952
	str xzr, [sp]
	mov x20, x1
	mov x25, x0
	add x23, sp, #848
	ldp x24, x27, [x1, #16]
	add x26, x27, x27, lsl #1
	lsl x19, x26, #4
	mov w8, #1025
	dup v0.2d, x8
	str q0, [sp, #768]
	mov x22, x19
	mov x21, x24
.LBB_1:
	cbz x22, .LBB_9
	add x0, sp, #848
	mov x1, x21
	bl kernel_sliding::raw_lengths
	ldp q1, q0, [sp, #848]
	ldr q2, [sp, #768]
	cmhi v0.2d, v0.2d, v2.2d
	cmhi v1.2d, v1.2d, v2.2d
	uzp1 v0.4s, v1.4s, v0.4s
	umaxv s0, v0.4s
	fmov w8, s0
	tbnz w8, #0, .LBB_8
	ldr x8, [sp, #880]
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #16]
	tbnz x8, #63, .LBB_1032
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #24]
	tbnz x8, #63, .LBB_1032
	add x21, x21, #48
	sub x22, x22, #48
	cmp x8, #1026
	b.lo .LBB_1
.LBB_8:
	mov x8, x25
	mov x0, x20
	add sp, sp, #1952
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
	b kernel_sliding::sweep
.LBB_9:
	str x26, [sp, #768]
	add x8, x24, x19
	str x8, [sp, #552]
	ldp x1, x28, [x20]
	str x28, [sp, #784]
	add x0, sp, #792
	str x1, [sp, #576]
	mov x2, x28
	mov x3, x24
	mov x4, x27
	bl kernel_sliding::grid_for
	str x24, [sp, #608]
	cbz x27, .LBB_13
	add x8, sp, #848
	add x0, x8, #8
	mov x1, x24
	bl kernel_sliding::raw_lengths
	add x8, sp, #848
	add x8, x8, #8
	ldp q0, q1, [sp, #864]
	ld1r { v2.2d }, [x8]
	cmhi v3.2d, v2.2d, v0.2d
	bit v0.16b, v2.16b, v3.16b
	cmhi v2.2d, v0.2d, v1.2d
	bif v0.16b, v1.16b, v2.16b
	ext v1.16b, v0.16b, v0.16b, #8
	cmhi d2, d0, d1
	bif v0.8b, v1.8b, v2.8b
	fmov x21, d0
	cmp x27, #1
	b.ne .LBB_14
	ldr x24, [sp, #608]
	b .LBB_17
.LBB_13:
	str xzr, [sp, #688]
	mov x26, #0
	b .LBB_24
.LBB_14:
	ldr x24, [sp, #608]
	add x20, x24, #48
	sub x8, x19, #48
	mov x9, #-6148914691236517206
	movk x9, #43691
	umulh x8, x8, x9
	lsr x22, x8, #5
.LBB_15:
	add x0, sp, #848
	mov x1, x20
	bl kernel_sliding::raw_lengths
	ldp q1, q0, [sp, #848]
	ldr x8, [sp, #880]
	cmhi v2.2d, v1.2d, v0.2d
	bit v0.16b, v1.16b, v2.16b
	ext v1.16b, v0.16b, v0.16b, #8
	cmhi d2, d0, d1
	bif v0.8b, v1.8b, v2.8b
	fmov x9, d0
	cmp x9, x8
	csel x8, x9, x8, hi
	cmp x8, x21
	csel x21, x8, x21, hi
	add x20, x20, #48
	subs x22, x22, #1
	b.ne .LBB_15
.LBB_17:
	cmp x21, #0
	cset w9, ne
	ldr x8, [x24, #16]
	tbnz x8, #63, .LBB_1074
	ldr x10, [sp, #608]
	ldr x10, [x10, #24]
	tbnz x10, #63, .LBB_1074
	sub x9, x21, x9
	str x9, [sp, #688]
	cmp x10, x8
	csel x26, x10, x8, hi
	cmp x27, #1
	b.eq .LBB_24
	sub x8, x19, #48
	mov x9, #-6148914691236517206
	movk x9, #43691
	umulh x8, x8, x9
	lsr x8, x8, #5
	ldr x9, [sp, #608]
	add x9, x9, #72
.LBB_21:
	ldur x10, [x9, #-8]
	tbnz x10, #63, .LBB_1074
	ldr x11, [x9], #48
	tbnz x11, #63, .LBB_1074
	cmp x11, x10
	csel x10, x11, x10, hi
	cmp x26, x10
	csel x26, x26, x10, hi
	subs x8, x8, #1
	b.ne .LBB_21
.LBB_24:
	cmp x26, #0
	cset w8, ne
	movi v0.2d, #0000000000000000
	str q0, [sp, #1616]
	str q0, [sp, #1632]
	sub x22, x26, x8
	cmp x27, #0
	csel x20, xzr, x22, eq
	str q0, [sp, #1648]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	stp q0, q0, [sp, #944]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	stp q0, q0, [sp, #848]
	add x0, sp, #1192
	add x1, sp, #848
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	add x8, x20, #1025
	str x8, [sp, #560]
	movi v0.2d, #0000000000000000
	stp q0, q0, [sp, #944]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	stp q0, q0, [sp, #848]
	add x0, sp, #1272
	add x1, sp, #848
	str x20, [sp, #648]
	add x2, x20, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	stp q0, q0, [sp, #944]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	stp q0, q0, [sp, #848]
	add x0, sp, #1360
	add x1, sp, #848
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	add x0, sp, #1488
	add x1, sp, #1616
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1116
	mov x20, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1117
	mov x24, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #32800
	mov w1, #2
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1118
	str x27, [sp, #592]
	str x25, [sp, #448]
	add x8, sp, #848
	add x8, x8, #168
	movi v0.2d, #0000000000000000
	stp q0, q0, [x8, #96]
	stur q0, [x23, #248]
	stur q0, [x23, #232]
	stur q0, [x23, #216]
	stur q0, [x23, #200]
	stur q0, [x23, #184]
	stur q0, [x23, #168]
	add x9, sp, #1192
	ldr q1, [x9]
	str q1, [sp, #848]
	ldr x8, [sp, #1208]
	str x8, [sp, #864]
	ldr q1, [x9, #80]
	add x8, sp, #617
	stur q1, [x8, #255]
	ldr x8, [sp, #1288]
	str x8, [sp, #888]
	ldr q1, [sp, #1360]
	ldr x8, [sp, #1376]
	str q1, [sp, #896]
	ldr x9, [sp, #1504]
	str x8, [sp, #912]
	str x9, [sp, #936]
	ldr q1, [sp, #1488]
	stur q1, [x23, #72]
	mov w8, #1025
	str x8, [sp, #944]
	str x20, [sp, #952]
	adrp x8, .LCPI_0
	ldr q1, [x8, :lo12:.LCPI_0]
	str q1, [sp, #960]
	adrp x8, .LCPI_1
	ldr q1, [x8, :lo12:.LCPI_1]
	stur q1, [x23, #136]
	str x24, [sp, #976]
	str x0, [sp, #1000]
	mov w8, #16
	str x8, [sp, #1008]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1680]
	str q0, [sp, #1664]
	str q0, [sp, #1648]
	ldr x8, [sp, #688]
	add x21, x8, #1025
	str q0, [sp, #1632]
	str q0, [sp, #1616]
	add x0, sp, #1144
	add x1, sp, #1616
	add x2, x8, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	mov x27, #0
	ldr x8, [sp, #648]
	lsl x24, x8, #3
	lsr x8, x8, #61
	cbnz x8, .LBB_39
	mov x8, #9223372036854775800
	cmp x24, x8
	b.hi .LBB_39
	cbz x24, .LBB_40
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w27, #8
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	mov x20, x0
	ldr x25, [sp, #648]
	cbz x0, .LBB_39
	ldr x9, [sp, #648]
	cmp x9, #2
	str x22, [sp, #752]
	b.lo .LBB_41
.LBB_37:
	sub x10, x9, #1
	cmp x10, #7
	b.hi .LBB_43
	mov w9, #1
	mov x8, x20
	b .LBB_46
.LBB_39:
	mov x0, x27
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_40:
	mov x25, #0
	mov w20, #8
	ldr x9, [sp, #648]
	cmp x9, #2
	str x22, [sp, #752]
	b.hs .LBB_37
.LBB_41:
	mov x8, x20
	cbnz x9, .LBB_48
	mov x22, #0
	mov w27, #8
	b .LBB_60
.LBB_43:
	and x11, x10, #0xfffffffffffffff8
	add x8, x20, x11, lsl #3
	orr x9, x11, #0x1
	add x12, x20, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x10, #0xfffffffffffffff8
.LBB_44:
	stp q0, q0, [x12, #-32]
	stp q0, q0, [x12], #64
	subs x13, x13, #8
	b.ne .LBB_44
	cmp x10, x11
	b.eq .LBB_48
.LBB_46:
	ldr x10, [sp, #648]
	sub x9, x10, x9
	mov x10, #9221120237041090560
.LBB_47:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_47
.LBB_48:
	mov x9, #9221120237041090560
	str x9, [x8]
	cbz x24, .LBB_51
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1121
	mov x27, x0
	mov x8, x27
	ldr x9, [sp, #648]
	cmp x9, #2
	b.hs .LBB_52
	b .LBB_59
.LBB_51:
	mov x22, #0
	mov w27, #8
	mov x8, x27
	ldr x9, [sp, #648]
	cmp x9, #2
	b.lo .LBB_59
.LBB_52:
	ldr x8, [sp, #648]
	sub x10, x8, #1
	cmp x10, #7
	b.hi .LBB_54
	mov w9, #1
	mov x8, x27
	b .LBB_57
.LBB_54:
	and x11, x10, #0xfffffffffffffff8
	add x8, x27, x11, lsl #3
	orr x9, x11, #0x1
	add x12, x27, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x10, #0xfffffffffffffff8
.LBB_55:
	stp q0, q0, [x12, #-32]
	stp q0, q0, [x12], #64
	subs x13, x13, #8
	b.ne .LBB_55
	cmp x10, x11
	b.eq .LBB_59
.LBB_57:
	ldr x10, [sp, #648]
	sub x9, x10, x9
	mov x10, #9221120237041090560
.LBB_58:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_58
.LBB_59:
	mov x9, #9221120237041090560
	str x9, [x8]
.LBB_60:
	str x25, [sp, #1360]
	str x20, [sp, #1368]
	ldr x9, [sp, #648]
	str x9, [sp, #1376]
	str x22, [sp, #1384]
	mov x8, #-6148914691236517206
	movk x8, #682, lsl #48
	str x27, [sp, #1392]
	str x9, [sp, #1400]
	ldr x9, [sp, #592]
	cmp x9, x8
	b.ls .LBB_63
	mov x23, #0
.LBB_62:
	mov x0, x23
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_63:
	str x28, [sp, #408]
	cbz x19, .LBB_69
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w23, #8
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	mov x28, x0
	ldr x9, [sp, #592]
	mov x8, x9
	cbz x0, .LBB_62
	str x8, [sp, #1272]
	str x28, [sp, #1280]
	cmp x9, #2
	str x21, [sp, #344]
	b.lo .LBB_70
.LBB_66:
	cmp x26, #2
	b.hs .LBB_75
	add x8, sp, #1616
	ldr x9, [sp, #592]
	sub x9, x9, #1
	mov w10, #8
	ldr x26, [sp, #688]
.LBB_68:
	str xzr, [sp, #1616]
	str x10, [sp, #1624]
	stp xzr, xzr, [x8, #16]
	str x10, [sp, #1648]
	str xzr, [sp, #1656]
	ldr q0, [sp, #1616]
	ldr q1, [sp, #1632]
	str q0, [sp, #1488]
	str q1, [sp, #1504]
	ldr q2, [sp, #1648]
	str q2, [sp, #1520]
	stp q0, q1, [x28]
	str q2, [x28, #32]
	add x28, x28, #48
	subs x9, x9, #1
	b.ne .LBB_68
	b .LBB_79
.LBB_69:
	mov x8, #0
	mov w28, #8
	ldr x9, [sp, #592]
	str x8, [sp, #1272]
	str x28, [sp, #1280]
	cmp x9, #2
	str x21, [sp, #344]
	b.hs .LBB_66
.LBB_70:
	ldr x26, [sp, #688]
	cbnz x9, .LBB_79
	str xzr, [sp, #1288]
	cbz x25, .LBB_73
	lsl x1, x25, #3
	mov x0, x20
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_73:
	ldr x23, [sp, #408]
	ldr x25, [sp, #576]
	add x21, sp, #1192
	cbz x22, .LBB_80
	lsl x1, x22, #3
	mov x0, x27
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_80
.LBB_75:
	mov x21, #0
	ldr x8, [sp, #752]
	lsl x19, x8, #3
	ldr x8, [sp, #592]
	sub x22, x8, #1
	mov w8, #1
	str x8, [sp, #752]
	ldr x26, [sp, #688]
.LBB_76:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1097
	mov x23, x0
	mov x1, x20
	mov x2, x24
	bl memcpy
	ldr x25, [sp, #648]
	str x25, [sp, #1616]
	str x23, [sp, #1624]
	str x25, [sp, #1632]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1098
	mov x23, x0
	mov x1, x27
	mov x2, x19
	bl memcpy
	str x25, [sp, #1640]
	str x23, [sp, #1648]
	str x25, [sp, #1656]
	ldr q0, [sp, #1648]
	str q0, [sp, #1520]
	ldr q1, [sp, #1616]
	ldr q2, [sp, #1632]
	str q1, [sp, #1488]
	str q2, [sp, #1504]
	stp q1, q2, [x28]
	str q0, [x28, #32]
	add x28, x28, #48
	add x21, x21, #1
	cmp x22, x21
	b.ne .LBB_76
.LBB_79:
	ldr q0, [sp, #1360]
	ldr q1, [sp, #1376]
	ldr q2, [sp, #1392]
	stp q1, q2, [x28, #16]
	str q0, [x28]
	ldr x8, [sp, #592]
	str x8, [sp, #1288]
	ldr x23, [sp, #408]
	ldr x25, [sp, #576]
	add x21, sp, #1192
.LBB_80:
	ldr q0, [x21, #80]
	str q0, [sp, #1168]
	ldr x8, [sp, #1288]
	str x8, [sp, #1184]
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x22, x8, x0
	ldrb w8, [x22, #16]
	cmp w8, #1
	b.ne .LBB_1025
	ldp x0, x1, [x22]
	ldr x10, [sp, #592]
.LBB_82:
	add x8, x0, #1
	str x8, [x22]
	add x8, sp, #792
	adrp x9, .Lanon.0
	add x9, x9, :lo12:.Lanon.0
	ldp q0, q1, [x9]
	stp q1, q0, [sp, #736]
	stur q0, [x21, #8]
	stur q1, [x21, #24]
	str x8, [sp, #1192]
	str x0, [sp, #1232]
	str x1, [sp, #1240]
	cbz x10, .LBB_106
	ldr x8, [sp, #768]
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	str x19, [sp, #768]
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	str x0, [sp, #432]
	cbz x0, .LBB_1124
	mov x26, #0
	mov w9, #48
	mov w19, #8
.LBB_85:
	ldr x8, [sp, #608]
	madd x2, x26, x9, x8
	add x0, sp, #1616
	add x1, sp, #1192
	bl kernel_sliding::bound::lines
	ldr x20, [sp, #1616]
	ldr x24, [sp, #1624]
	ldr x8, [sp, #1632]
	ldr x21, [sp, #1640]
	ldr x27, [sp, #1648]
	ldr x9, [sp, #1656]
	cmp x9, x8
	csel x25, x9, x8, lo
	lsl x23, x25, #3
	lsr x8, x25, #60
	cbnz x8, .LBB_104
	cbz x25, .LBB_93
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_105
	mov x28, x0
	cmp x25, #7
	b.hi .LBB_99
	mov x8, #0
.LBB_91:
	lsl x11, x8, #3
	add x9, x28, x11
	add x10, x27, x11
	add x11, x24, x11
	sub x8, x25, x8
.LBB_92:
	ldr d0, [x11], #8
	ldr d1, [x10], #8
	fadd d0, d0, d1
	str d0, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_92
	b .LBB_94
.LBB_93:
	mov w28, #8
.LBB_94:
	cbz x21, .LBB_96
	lsl x1, x21, #3
	mov x0, x27
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_96:
	cbz x20, .LBB_98
	lsl x1, x20, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_98:
	ldr x8, [sp, #432]
	mov w9, #24
	madd x8, x26, x9, x8
	stp x25, x28, [x8]
	str x25, [x8, #16]
	add x26, x26, #1
	ldr x27, [sp, #592]
	cmp x26, x27
	ldr x23, [sp, #408]
	ldr x25, [sp, #576]
	add x21, sp, #1192
	mov w9, #48
	b.ne .LBB_85
	b .LBB_995
.LBB_99:
	mov x8, #0
	sub x9, x28, x24
	cmp x9, #64
	b.lo .LBB_91
	sub x9, x28, x27
	cmp x9, #64
	b.lo .LBB_91
	and x8, x25, #0xffffffffffffff8
	add x9, x24, #32
	add x10, x28, #32
	add x11, x27, #32
	and x12, x25, #0xffffffffffffff8
.LBB_102:
	ldp q0, q1, [x9, #-32]
	ldp q2, q3, [x9], #64
	ldp q4, q5, [x11, #-32]
	ldp q6, q7, [x11], #64
	fadd v0.2d, v0.2d, v4.2d
	fadd v1.2d, v1.2d, v5.2d
	fadd v2.2d, v2.2d, v6.2d
	fadd v3.2d, v3.2d, v7.2d
	stp q0, q1, [x10, #-32]
	stp q2, q3, [x10], #64
	subs x12, x12, #8
	b.ne .LBB_102
	cmp x25, x8
	b.ne .LBB_91
	b .LBB_94
.LBB_104:
	mov x19, #0
.LBB_105:
	mov x0, x19
	mov x1, x23
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_106:
	mov x27, #0
	mov w9, #8
	str xzr, [sp, #1248]
	mov w8, #8
	str x8, [sp, #336]
	str x9, [sp, #1256]
	str xzr, [sp, #1264]
	mov w8, #8
	str x8, [sp, #432]
	ldrb w8, [x22, #16]
	cmp w8, #1
	str x27, [sp, #360]
	b.ne .LBB_1003
.LBB_107:
	ldp x0, x1, [x22]
.LBB_108:
	add x8, x0, #1
	str x8, [x22]
	str x25, [sp, #1272]
	str x23, [sp, #1280]
	ldp q0, q1, [sp, #736]
	stp q1, q0, [x21, #96]
	str x0, [sp, #1320]
	str x1, [sp, #1328]
	ldr x8, [sp, #784]
	mov x24, #64513
	movk x24, #49167, lsl #16
	movk x24, #255, lsl #32
	movk x24, #4092, lsl #48
	umulh x9, x8, x24
	lsr x9, x9, #10
	mov w10, #16400
	msub x8, x9, x10, x8
	cmp x8, #0
	cinc x15, x9, ne
	add x9, sp, #848
	add x22, x9, #168
	cbz x15, .LBB_984
	mov x27, #0
	add x10, x9, #48
	add x8, x9, #72
	stp x8, x10, [sp, #168]
	add x8, sp, #1336
	add x9, x8, #8
	add x8, x26, #1
	stp x8, x9, [sp, #392]
	add x8, sp, #1616
	add x8, x8, #24
	str x8, [sp, #632]
	ldr x11, [sp, #648]
	add x9, x11, #1
	add x8, sp, #792
	add x8, x8, #48
	str x8, [sp, #720]
	lsl x8, x11, #7
	stp x9, x8, [sp, #312]
	mov w13, #15375
	sub x14, x13, x26
	mov w8, #14350
	sub x8, x8, x26
	str x8, [sp, #456]
	mov w8, #13325
	sub x8, x8, x26
	str x8, [sp, #464]
	mov w8, #12300
	sub x8, x8, x26
	str x8, [sp, #472]
	mov w8, #11275
	sub x8, x8, x26
	str x8, [sp, #480]
	mov w8, #10250
	sub x8, x8, x26
	str x8, [sp, #488]
	mov w8, #9225
	sub x8, x8, x26
	str x8, [sp, #496]
	mov w8, #8200
	sub x8, x8, x26
	str x8, [sp, #504]
	mov w8, #7175
	sub x8, x8, x26
	str x8, [sp, #512]
	mov w8, #6150
	mov w9, #64
	orr x10, x9, x26, lsl #7
	str x10, [sp, #368]
	bfi x9, x11, #7, #57
	str x9, [sp, #424]
	fmov d8, #1.00000000
	fmov d9, #-1.00000000
	movi v10.8b, #254
	movi v11.8b, #1
	sub x8, x8, x26
	str x8, [sp, #520]
	mov w8, #5125
	sub x8, x8, x26
	str x8, [sp, #528]
	mov w8, #4100
	sub x8, x8, x26
	str x8, [sp, #536]
	neg x8, x26
	str x8, [sp, #624]
	sub x8, x29, #144
	add x8, x8, #24
	str x8, [sp, #584]
	mov w8, #1
	sub x8, x8, x11
	str x8, [sp, #352]
	adrp x8, .Lanon.1
	add x9, x8, :lo12:.Lanon.1
	sub x8, x13, x26
	stp x9, x8, [sp]
	str x22, [sp, #152]
.LBB_110:
	ldr x9, [sp, #1160]
	cbz x9, .LBB_161
	ldr x8, [sp, #1152]
	add x9, x8, x9, lsl #7
	mov x10, x27
	b .LBB_113
.LBB_112:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #120]
	add x10, x10, #1
	add x8, x8, #128
	cmp x8, x9
	b.eq .LBB_161
.LBB_113:
	cmp x10, x26
	b.hs .LBB_129
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8]
	add x11, x10, #1025
	cmp x11, x26
	b.hs .LBB_131
.LBB_115:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #8]
	add x11, x10, #2050
	cmp x11, x26
	b.hs .LBB_133
.LBB_116:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #16]
	add x11, x10, #3075
	cmp x11, x26
	b.hs .LBB_135
.LBB_117:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #24]
	mov w11, #4100
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_137
.LBB_118:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #32]
	mov w11, #5125
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_139
.LBB_119:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #40]
	mov w11, #6150
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_141
.LBB_120:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #48]
	mov w11, #7175
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_143
.LBB_121:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #56]
	mov w11, #8200
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_145
.LBB_122:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #64]
	mov w11, #9225
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_147
.LBB_123:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #72]
	mov w11, #10250
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_149
.LBB_124:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #80]
	mov w11, #11275
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_151
.LBB_125:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #88]
	mov w11, #12300
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_153
.LBB_126:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #96]
	mov w11, #13325
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_155
.LBB_127:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #104]
	mov w11, #14350
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_157
.LBB_128:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #112]
	add x11, x10, x13
	cmp x11, x26
	b.lo .LBB_112
	b .LBB_159
.LBB_129:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #624]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8]
	add x11, x10, #1025
	cmp x11, x26
	b.lo .LBB_115
.LBB_131:
	ldr x11, [sp, #624]
	add x11, x11, x10
	add x11, x11, #1025
	ldr x12, [sp, #784]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #8]
	add x11, x10, #2050
	cmp x11, x26
	b.lo .LBB_116
.LBB_133:
	ldr x11, [sp, #624]
	add x11, x11, x10
	add x11, x11, #2050
	ldr x12, [sp, #784]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #16]
	add x11, x10, #3075
	cmp x11, x26
	b.lo .LBB_117
.LBB_135:
	ldr x11, [sp, #624]
	add x11, x11, x10
	add x11, x11, #3075
	ldr x12, [sp, #784]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #24]
	mov w11, #4100
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_118
.LBB_137:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #536]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #32]
	mov w11, #5125
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_119
.LBB_139:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #528]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #40]
	mov w11, #6150
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_120
.LBB_141:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #520]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #48]
	mov w11, #7175
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_121
.LBB_143:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #512]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #56]
	mov w11, #8200
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_122
.LBB_145:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #504]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #64]
	mov w11, #9225
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_123
.LBB_147:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #496]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #72]
	mov w11, #10250
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_124
.LBB_149:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #488]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #80]
	mov w11, #11275
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_125
.LBB_151:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #480]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #88]
	mov w11, #12300
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_126
.LBB_153:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #472]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #96]
	mov w11, #13325
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_127
.LBB_155:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #464]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #104]
	mov w11, #14350
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_128
.LBB_157:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #456]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #112]
	add x11, x10, x13
	cmp x11, x26
	b.lo .LBB_112
.LBB_159:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	add x12, x14, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_1069
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #120]
	add x10, x10, #1
	add x8, x8, #128
	cmp x8, x9
	b.ne .LBB_113
.LBB_161:
	ldr x8, [sp, #800]
	ldr x9, [sp, #808]
	cbz x9, .LBB_164
	cmp x9, #1
	b.ne .LBB_165
	mov x10, #0
	b .LBB_167
.LBB_164:
	mov x10, x9
	b .LBB_168
.LBB_165:
	mov x10, #0
	mov x11, x9
.LBB_166:
	lsr x12, x11, #1
	add x13, x12, x10
	ldr x14, [x8, x13, lsl #3]
	cmp x14, x27
	csel x10, x13, x10, lo
	sub x11, x11, x12
	cmp x11, #1
	b.hi .LBB_166
.LBB_167:
	ldr x11, [x8, x10, lsl #3]
	cmp x11, x27
	cinc x10, x10, lo
.LBB_168:
	mov w11, #16400
	add x11, x27, x11
	str x11, [sp, #600]
	sub x15, x15, #1
	lsl x10, x10, #3
	add x19, x8, x10
	lsl x9, x9, #3
	add x20, x8, x9
	sub x8, x9, x10
	str x27, [sp, #568]
	str x15, [sp, #144]
.LBB_169:
	cbz x8, .LBB_181
	ldr x21, [x19], #8
	ldr x9, [sp, #600]
	cmp x21, x9
	b.hs .LBB_181
	sub x8, x8, #8
	mul x9, x21, x24
	mov x10, #18014398492704768
	movk x10, #16369
	movk x10, #61443, lsl #32
	cmp x9, x10
	b.lo .LBB_169
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #64
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1153
	sub x8, x21, x27
	umulh x9, x8, x24
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	sub x8, x8, x10
	stp x8, x9, [x0]
	mov w8, #4
	str x8, [sp, #1616]
	str x0, [sp, #1624]
	mov w8, #1
	str x8, [sp, #1632]
	mov w1, #1
.LBB_174:
	cmp x19, x20
	b.eq .LBB_182
	ldr x21, [x19], #8
	ldr x8, [sp, #600]
	cmp x21, x8
	b.hs .LBB_182
	mul x8, x21, x24
	mov x9, #18014398492704768
	movk x9, #16369
	movk x9, #61443, lsl #32
	cmp x8, x9
	b.lo .LBB_174
	ldr x8, [sp, #1616]
	cmp x1, x8
	b.ne .LBB_180
	add x0, sp, #1616
	mov x28, x1
	mov w2, #1
	mov w3, #8
	mov w4, #16
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x0, [sp, #1624]
	mov x1, x28
.LBB_180:
	sub x8, x21, x27
	umulh x9, x8, x24
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	sub x8, x8, x10
	add x10, x0, x1, lsl #4
	stp x8, x9, [x10]
	add x1, x1, #1
	str x1, [sp, #1632]
	b .LBB_174
.LBB_181:
	str xzr, [sp, #160]
	str xzr, [sp, #728]
	mov w8, #8
	str x8, [sp, #680]
	b .LBB_183
.LBB_182:
	ldr x8, [sp, #1616]
	str x8, [sp, #160]
	ldr x8, [sp, #1624]
	str x8, [sp, #680]
	cmp x1, #2
	str x1, [sp, #728]
	b.hs .LBB_980
.LBB_183:
	mov x8, #0
	ldr x9, [sp, #1152]
	str x9, [sp, #640]
	ldr x9, [sp, #1160]
	str x9, [sp, #768]
	ldr x9, [sp, #784]
	ldr x10, [sp, #800]
	ldr x11, [sp, #808]
	lsl x12, x11, #3
	b .LBB_187
.LBB_184:
	mov x15, #0
.LBB_185:
.LBB_186:
	add x13, sp, #1616
	add x13, x13, x8, lsl #4
	stp x15, x16, [x13]
	add x8, x8, #1
	cmp x8, #16
	b.eq .LBB_207
.LBB_187:
	mov x15, #0
	add x13, x8, x8, lsl #10
	add x13, x13, x27
	add x14, x13, #1025
	cmp x9, x14
	csel x14, x9, x14, lo
	cmp x13, x9
	b.hs .LBB_185
	sub x17, x14, x13
	cmp x17, #1025
	b.ne .LBB_186
	mov x15, x11
	cbz x11, .LBB_195
	cmp x11, #1
	b.ne .LBB_192
	mov x15, #0
	b .LBB_194
.LBB_192:
	mov x15, #0
	mov x16, x11
.LBB_193:
	lsr x17, x16, #1
	add x18, x17, x15
	ldr x0, [x10, x18, lsl #3]
	cmp x0, x13
	csel x15, x18, x15, lo
	sub x16, x16, x17
	cmp x16, #1
	b.hi .LBB_193
.LBB_194:
	ldr x16, [x10, x15, lsl #3]
	cmp x16, x13
	cinc x15, x15, lo
.LBB_195:
	lsl x16, x15, #3
	add x15, x10, x16
	sub x16, x12, x16
.LBB_196:
	cbz x16, .LBB_199
	ldr x17, [x15], #8
	cmp x17, x14
	b.hs .LBB_199
	sub x16, x16, #8
	mul x17, x17, x24
	mov x18, #18014398492704768
	movk x18, #16369
	movk x18, #61443, lsl #32
	cmp x17, x18
	b.lo .LBB_196
	b .LBB_184
.LBB_199:
	cbz x11, .LBB_202
	cmp x11, #1
	b.ne .LBB_203
	mov x14, #0
	b .LBB_205
.LBB_202:
	mov x16, #-1
	b .LBB_206
.LBB_203:
	mov x14, #0
	mov x15, x11
.LBB_204:
	lsr x16, x15, #1
	add x17, x16, x14
	ldr x18, [x10, x17, lsl #3]
	cmp x18, x13
	csel x14, x14, x17, hi
	sub x15, x15, x16
	cmp x15, #1
	b.hi .LBB_204
.LBB_205:
	ldr x15, [x10, x14, lsl #3]
	cmp x15, x13
	cinc x13, x14, ls
	sub x16, x13, #1
.LBB_206:
	mov w15, #1
	b .LBB_186
.LBB_207:
	ldr x8, [sp, #592]
	cbz x8, .LBB_977
	mov x11, #0
	ldr x9, [sp, #1616]
	ldr x10, [sp, #1624]
	ldr x8, [sp, #1632]
	stp x8, x9, [sp, #296]
	ldr x8, [sp, #1640]
	stp x8, x10, [sp, #128]
	ldr x9, [sp, #1648]
	ldr x10, [sp, #1656]
	ldr x8, [sp, #1664]
	stp x8, x9, [sp, #280]
	ldr x8, [sp, #1672]
	stp x8, x10, [sp, #112]
	ldr x9, [sp, #1680]
	ldr x10, [sp, #1688]
	ldr x8, [sp, #1696]
	stp x8, x9, [sp, #264]
	ldr x8, [sp, #1704]
	stp x8, x10, [sp, #96]
	ldr x9, [sp, #1712]
	ldr x10, [sp, #1720]
	ldr x8, [sp, #1728]
	stp x8, x9, [sp, #248]
	ldr x8, [sp, #1736]
	stp x8, x10, [sp, #80]
	ldr x9, [sp, #1744]
	ldr x10, [sp, #1752]
	ldr x8, [sp, #1760]
	stp x8, x9, [sp, #232]
	ldr x8, [sp, #1768]
	stp x8, x10, [sp, #64]
	ldr x9, [sp, #1776]
	ldr x10, [sp, #1784]
	ldr x8, [sp, #1792]
	stp x8, x9, [sp, #216]
	ldr x8, [sp, #1800]
	stp x8, x10, [sp, #48]
	ldr x9, [sp, #1808]
	ldr x10, [sp, #1816]
	cmn x26, #1026
	ldr x8, [sp, #1824]
	stp x8, x9, [sp, #200]
	ldr x8, [sp, #1832]
	stp x8, x10, [sp, #32]
	ldr x8, [sp, #392]
	ldr x10, [sp, #640]
	add x2, x10, x8, lsl #7
	ldr x8, [sp, #344]
	ldr x9, [sp, #768]
	ccmp x8, x9, #2, ls
	ldr x8, [sp, #1840]
	str x8, [sp, #192]
	ldr x8, [sp, #1848]
	str x8, [sp, #24]
	ldr x8, [sp, #680]
	ldr x9, [sp, #728]
	add x8, x8, x9, lsl #4
	str x8, [sp, #736]
	cset w8, hi
	str w8, [sp, #388]
	add x8, x10, #64
	str x8, [sp, #616]
	add x8, x10, #128
	str x8, [sp, #376]
	ldr x5, [sp, #608]
	ldr x8, [sp, #1856]
	str x8, [sp, #184]
	ldr x8, [sp, #1864]
	str x8, [sp, #16]
	str x2, [sp, #416]
.LBB_209:
	str x11, [sp, #440]
	ldr x9, [x5, #16]
	tbnz x9, #63, .LBB_1100
	ldr x11, [x5]
	tbnz x11, #63, .LBB_1100
	ldr x13, [x5, #8]
	tbnz x13, #63, .LBB_1100
	sub x18, x11, #1
	sub x8, x13, #1
	cmp x18, x8
	csel x12, x18, x8, hi
	ldr x10, [x5, #24]
	tbnz x10, #63, .LBB_1100
	ldp x14, x15, [x5, #32]
	orr x16, x14, x15
	tbnz x16, #63, .LBB_1100
	str x5, [sp, #544]
	add x9, x9, x12
	sub x16, x9, #1
	sub x9, x14, #1
	sub x12, x15, #1
	cmp x9, x12
	csel x12, x9, x12, hi
	sub x9, x10, #1
	cmp x12, x9
	csel x10, x12, x9, hi
	ldr x0, [sp, #568]
	subs x12, x16, x0
	ldr x14, [sp, #600]
	ccmp x16, x14, #2, hs
	b.lo .LBB_216
	mov x12, #0
	mov x16, #64513
	movk x16, #49167, lsl #16
	movk x16, #255, lsl #32
	movk x16, #4092, lsl #48
	b .LBB_217
.LBB_216:
	mov x16, #64513
	movk x16, #49167, lsl #16
	movk x16, #255, lsl #32
	movk x16, #4092, lsl #48
	umulh x14, x12, x16
	lsr x15, x14, #6
	add x14, x15, x15, lsl #10
	subs x12, x12, x14
	csel x14, x8, x12, eq
	csel x12, x8, x15, eq
	str x12, [sp, #664]
	cset x12, ne
.LBB_217:
	add x10, x9, x10
	subs x9, x10, x0
	ldr x15, [sp, #600]
	ccmp x10, x15, #2, hs
	ldr x25, [sp, #768]
	ldr x19, [sp, #440]
	b.hs .LBB_220
	umulh x10, x9, x16
	lsr x10, x10, #6
	str x10, [sp, #656]
	add x10, x10, x10, lsl #10
	subs x9, x9, x10
	str x9, [sp, #672]
	b.eq .LBB_220
	mov w9, #1
	str x9, [sp, #712]
	b .LBB_221
.LBB_220:
	str xzr, [sp, #712]
.LBB_221:
	ldr x9, [sp, #1184]
	cmp x19, x9
	b.hs .LBB_1122
	mov x17, #0
	subs x9, x8, x0
	b.lo .LBB_227
	ldr x10, [sp, #600]
	cmp x8, x10
	b.hs .LBB_227
	umulh x8, x9, x16
	lsr x8, x8, #6
	add x10, x8, x8, lsl #10
	subs x9, x9, x10
	b.eq .LBB_226
	str x9, [sp, #1344]
	str x8, [sp, #1352]
	mov w17, #1
	b .LBB_227
.LBB_226:
	mov x17, #0
.LBB_227:
	ldr x28, [sp, #1176]
	str x17, [sp, #1336]
	ldr x1, [sp, #856]
	ldr x24, [sp, #864]
	cmp x13, #1
	str x24, [sp, #752]
	b.ne .LBB_232
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1011
	mov x27, x22
	add x8, x1, #64
	mov x9, #-1
	ldr x10, [sp, #368]
	ldr x15, [sp, #640]
	add x15, x15, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_230:
	add x9, x9, #1
	cmp x24, x9
	b.eq .LBB_1065
	ldp q0, q1, [x15, #-64]
	ldp q2, q3, [x15, #-32]
	ldp q4, q5, [x15]
	ldp q6, q7, [x15, #32]
	add x15, x15, #128
	movi v16.2d, #0000000000000000
	fadd v0.2d, v0.2d, v16.2d
	fadd v1.2d, v1.2d, v16.2d
	fadd v2.2d, v2.2d, v16.2d
	fadd v3.2d, v3.2d, v16.2d
	fadd v4.2d, v4.2d, v16.2d
	fadd v5.2d, v5.2d, v16.2d
	fadd v6.2d, v6.2d, v16.2d
	fadd v7.2d, v7.2d, v16.2d
	stp q0, q1, [x8, #-64]
	stp q2, q3, [x8, #-32]
	stp q4, q5, [x8]
	stp q6, q7, [x8, #32]
	add x8, x8, #128
	sub x10, x10, #128
	cbnz x10, .LBB_230
	b .LBB_283
.LBB_232:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1472]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	ldr x8, [sp, #392]
	sub x0, x8, x13
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	cmp x26, x25
	b.hs .LBB_1043
	cmp x8, x13
	b.lo .LBB_1023
	cbz x13, .LBB_238
	ldr q1, [sp, #1360]
	ldr q2, [sp, #1376]
	ldr x8, [sp, #640]
	add x8, x8, x0, lsl #7
	ldr q19, [sp, #1488]
	ldr q20, [sp, #1504]
	add x10, sp, #1360
	ldur q5, [x10, #88]
	movi v3.2d, #0000000000000000
	ldur q0, [x10, #216]
	movi v4.2d, #0000000000000000
	mov w9, #1
	movi v18.2d, #0000000000000000
	ldur q7, [x10, #104]
	movi v6.2d, #0000000000000000
	ldur q21, [x10, #232]
	movi v16.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr d17, [sp, #1480]
	movi v25.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	ldr d22, [sp, #1608]
.LBB_236:
	ucvtf d26, x9
	ldp q27, q28, [x8]
	fmul v29.2d, v27.2d, v26.d[0]
	fadd v1.2d, v1.2d, v29.2d
	fadd v19.2d, v27.2d, v19.2d
	fmul v27.2d, v28.2d, v26.d[0]
	fadd v2.2d, v2.2d, v27.2d
	fadd v20.2d, v28.2d, v20.2d
	ldp q27, q28, [x8, #32]
	fmul v29.2d, v27.2d, v26.d[0]
	fadd v3.2d, v3.2d, v29.2d
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v28.2d, v26.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fadd v25.2d, v28.2d, v25.2d
	ldr q27, [x8, #64]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v16.2d, v16.2d, v28.2d
	fadd v24.2d, v27.2d, v24.2d
	ldr d27, [x8, #80]
	fmul d28, d27, d26
	fadd d4, d4, d28
	fadd d18, d27, d18
	ldur q27, [x8, #88]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v5.2d, v5.2d, v28.2d
	fadd v0.2d, v27.2d, v0.2d
	ldur q27, [x8, #104]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v7.2d, v7.2d, v28.2d
	fadd v21.2d, v27.2d, v21.2d
	ldr d27, [x8, #120]
	fmul d26, d27, d26
	fadd d17, d17, d26
	fadd d22, d27, d22
	add x8, x8, #128
	add x9, x9, #1
	cmp x8, x2
	b.ne .LBB_236
	str q1, [sp, #1360]
	str q2, [sp, #1376]
	str q19, [sp, #1488]
	str q20, [sp, #1504]
	str q3, [sp, #1392]
	str q6, [sp, #1408]
	str q23, [sp, #1520]
	str q25, [sp, #1536]
	str q16, [sp, #1424]
	str q24, [sp, #1552]
	add x8, sp, #1360
	stur q5, [x8, #88]
	stur q0, [x8, #216]
	stur q7, [x8, #104]
	stur q21, [x8, #232]
	str d4, [sp, #1440]
	str d17, [sp, #1480]
	str d18, [sp, #1568]
	str d22, [sp, #1608]
	b .LBB_239
.LBB_238:
	movi v1.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_239:
	cbz x24, .LBB_1123
	mov x27, x22
	mov x2, #0
	madd x8, x13, x13, x13
	ucvtf d0, x8, #1
	dup v18.2d, v0.d[0]
	fdiv d17, d17, d0
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v5.2d, v5.2d, v18.2d
	fdiv d4, d4, d0
	fdiv v16.2d, v16.2d, v18.2d
	fdiv v6.2d, v6.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	stp q1, q2, [x1]
	stp q3, q6, [x1, #32]
	mov x3, x1
	str q16, [x3, #64]!
	str d4, [x1, #80]
	stur q5, [x1, #88]
	stur q7, [x1, #104]
	str d17, [x1, #120]
	ldr x4, [sp, #1344]
	ucvtf d1, x13
	fdiv d2, d8, d0
	cmp w17, #0
	ldr x8, [sp, #400]
	csel x5, x8, xzr, ne
	sub x6, x26, x13
	lsl x7, x13, #7
	ldr x8, [sp, #376]
	sub x22, x8, x7
	mov w23, #1
.LBB_241:
	ldr x10, [sp, #728]
	cmp x2, x10
	b.hs .LBB_246
	ldr x8, [sp, #680]
	add x9, x8, x2, lsl #4
.LBB_243:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_247
	add x2, x2, #1
	cmp x10, x2
	b.ne .LBB_243
	mov x9, #0
	mov x2, x10
	b .LBB_248
.LBB_246:
	mov x9, #0
	b .LBB_248
.LBB_247:
	mov w9, #1
.LBB_248:
	cmp x4, x23
	csel w10, wzr, w17, lo
	mov w15, #1
	str x15, [sp, #1616]
	mov w15, #2
	str x15, [sp, #1632]
	str x9, [sp, #1640]
	str x8, [sp, #1648]
	str x10, [sp, #1656]
	str x4, [sp, #1664]
	tbnz w9, #0, .LBB_251
	cbnz w10, .LBB_251
	mov w10, #1025
	b .LBB_255
.LBB_251:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1624]
	ldr x8, [sp, #632]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1616
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_254
	ldr x15, [sp, #584]
	add x15, x15, x9, lsl #4
.LBB_253:
	add x9, x9, #1
	ldur w16, [x15, #-8]
	ldr x0, [x15], #16
	cmp x8, x0
	csel x0, x8, x0, lo
	cmp w16, #0
	csel x8, x0, x8, ne
	cmp x10, x9
	b.ne .LBB_253
.LBB_254:
	cmp x8, #1025
	mov w9, #1025
	csel x10, x8, x9, lo
.LBB_255:
	ldr q18, [sp, #1360]
	ldr q17, [sp, #1376]
	ldr q23, [sp, #1488]
	ldr q25, [sp, #1504]
	ldr q16, [sp, #1392]
	ldr q7, [sp, #1408]
	ldr q27, [sp, #1520]
	ldr q29, [sp, #1536]
	ldr q6, [sp, #1424]
	ldr q5, [sp, #1440]
	ldr q30, [sp, #1552]
	ldr q31, [sp, #1568]
	ldr q4, [sp, #1456]
	ldr q3, [sp, #1472]
	ldr q14, [sp, #1584]
	ldr q15, [sp, #1600]
	cmp x23, x10
	b.hs .LBB_261
	cmp x23, x24
	csel x24, x23, x24, hi
	add x8, x6, x23
	ldr x15, [sp, #616]
	add x8, x15, x8, lsl #7
	add x9, x26, x23
	add x9, x15, x9, lsl #7
	add x15, x3, x23, lsl #7
.LBB_257:
	add x16, x26, x23
	cmp x16, x25
	b.hs .LBB_1051
	add x16, x6, x23
	cmp x16, x25
	b.hs .LBB_1050
	cmp x24, x23
	b.eq .LBB_1065
	add x23, x23, #1
	ldp q21, q20, [x9, #32]
	fadd v19.2d, v20.2d, v15.2d
	ldp q24, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v15.2d
	fadd v20.2d, v21.2d, v14.2d
	fsub v20.2d, v20.2d, v24.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v14.2d
	ldp q22, q21, [x9]
	fadd v13.2d, v21.2d, v31.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v5.2d, v5.2d, v21.2d
	fsub v5.2d, v5.2d, v31.2d
	fadd v21.2d, v22.2d, v30.2d
	ldp q24, q31, [x8]
	fsub v21.2d, v21.2d, v24.2d
	fmul v22.2d, v22.2d, v1.d[0]
	fadd v6.2d, v6.2d, v22.2d
	fsub v6.2d, v6.2d, v30.2d
	ldp q26, q24, [x9, #-32]
	fadd v22.2d, v24.2d, v29.2d
	ldp q30, q28, [x8, #-32]
	fsub v22.2d, v22.2d, v28.2d
	fmul v24.2d, v24.2d, v1.d[0]
	fadd v7.2d, v7.2d, v24.2d
	fsub v7.2d, v7.2d, v29.2d
	fadd v24.2d, v26.2d, v27.2d
	fsub v24.2d, v24.2d, v30.2d
	fmul v26.2d, v26.2d, v1.d[0]
	fadd v16.2d, v16.2d, v26.2d
	fsub v16.2d, v16.2d, v27.2d
	ldp q29, q27, [x9, #-64]
	fadd v26.2d, v27.2d, v25.2d
	ldp q30, q28, [x8, #-64]
	fsub v26.2d, v26.2d, v28.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v17.2d, v17.2d, v27.2d
	fsub v17.2d, v17.2d, v25.2d
	fadd v25.2d, v29.2d, v23.2d
	fsub v28.2d, v25.2d, v30.2d
	fmul v25.2d, v29.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v23.2d
	fmul v23.2d, v18.2d, v2.d[0]
	fmul v25.2d, v17.2d, v2.d[0]
	stp q23, q25, [x15, #-64]
	fmul v23.2d, v16.2d, v2.d[0]
	fmul v25.2d, v7.2d, v2.d[0]
	stp q23, q25, [x15, #-32]
	fmul v23.2d, v6.2d, v2.d[0]
	fmul v25.2d, v5.2d, v2.d[0]
	stp q23, q25, [x15]
	fmul v23.2d, v4.2d, v2.d[0]
	fmul v25.2d, v3.2d, v2.d[0]
	stp q23, q25, [x15, #32]
	add x8, x8, #128
	add x9, x9, #128
	add x15, x15, #128
	mov v23.16b, v28.16b
	mov v25.16b, v26.16b
	mov v27.16b, v24.16b
	mov v29.16b, v22.16b
	mov v30.16b, v21.16b
	fsub v13.2d, v13.2d, v31.2d
	mov v31.16b, v13.16b
	mov v14.16b, v20.16b
	mov v15.16b, v19.16b
	cmp x10, x23
	b.ne .LBB_257
	b .LBB_262
.LBB_261:
	mov v28.16b, v23.16b
	mov v26.16b, v25.16b
	mov v24.16b, v27.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v13.16b, v31.16b
	mov v20.16b, v14.16b
	mov v19.16b, v15.16b
.LBB_262:
	str q18, [sp, #1360]
	str q17, [sp, #1376]
	str q16, [sp, #1392]
	str q7, [sp, #1408]
	str q6, [sp, #1424]
	str q5, [sp, #1440]
	str q4, [sp, #1456]
	str q3, [sp, #1472]
	str q28, [sp, #1488]
	str q26, [sp, #1504]
	str q24, [sp, #1520]
	str q22, [sp, #1536]
	str q21, [sp, #1552]
	str q13, [sp, #1568]
	str q20, [sp, #1584]
	str q19, [sp, #1600]
	cmp x10, #1024
	b.hi .LBB_283
	add x9, x10, x26
	cmp x9, x25
	b.hs .LBB_1082
	sub x8, x9, x13
	cmp x8, x25
	b.hs .LBB_1081
	ldr x16, [sp, #640]
	add x15, x16, x9, lsl #7
	add x8, x16, x8, lsl #7
	ldr q23, [x15]
	fmul v25.2d, v23.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v28.2d
	str q18, [sp, #1360]
	ldr q25, [x15, #16]
	fmul v27.2d, v25.2d, v1.d[0]
	fadd v17.2d, v17.2d, v27.2d
	fsub v17.2d, v17.2d, v26.2d
	str q17, [sp, #1376]
	ldr q27, [x15, #32]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v24.2d
	str q16, [sp, #1392]
	ldr q29, [x15, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1408]
	ldr q30, [x15, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1424]
	ldr q31, [x15, #80]
	fmul v14.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v14.2d
	fsub v5.2d, v5.2d, v13.2d
	str q5, [sp, #1440]
	ldr q14, [x15, #96]
	fmul v15.2d, v14.2d, v1.d[0]
	fadd v4.2d, v4.2d, v15.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1456]
	ldr q15, [x15, #112]
	fmul v12.2d, v15.2d, v1.d[0]
	fadd v3.2d, v3.2d, v12.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1472]
	ldr q12, [x8]
	fadd v23.2d, v23.2d, v28.2d
	fsub v23.2d, v23.2d, v12.2d
	str q23, [sp, #1488]
	ldr q23, [x8, #16]
	fadd v25.2d, v25.2d, v26.2d
	fsub v23.2d, v25.2d, v23.2d
	str q23, [sp, #1504]
	ldr q23, [x8, #32]
	fadd v24.2d, v27.2d, v24.2d
	fsub v23.2d, v24.2d, v23.2d
	str q23, [sp, #1520]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1536]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1552]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v13.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1568]
	ldr q21, [x8, #96]
	fadd v20.2d, v14.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1584]
	ldr q20, [x8, #112]
	fadd v19.2d, v15.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1600]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1616]
	str q17, [sp, #1632]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1648]
	str q7, [sp, #1664]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1680]
	str q5, [sp, #1696]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1712]
	str q3, [sp, #1728]
	ldr x8, [sp, #728]
	cmp x2, x8
	b.hi .LBB_1005
	mov w16, #0
	add x23, x10, #1
	ldr x8, [sp, #680]
	add x21, x8, x2, lsl #4
	add x8, x9, #1
	sub x0, x8, x13
	mov x20, x5
	add x9, x22, x9, lsl #7
	b .LBB_269
.LBB_267:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x20, #15
	b.hi .LBB_1070
.LBB_268:
	add x21, sp, #1360
	str d4, [x21, x20, lsl #3]
	add x21, sp, #1488
	str d3, [x21, x20, lsl #3]
	fdiv d3, d4, d0
	add x21, sp, #1616
	str d3, [x21, x20, lsl #3]
	mov x20, x19
	mov x21, x15
	ldr x25, [sp, #768]
.LBB_269:
	cbz w16, .LBB_278
.LBB_270:
	mov x15, x21
.LBB_271:
	cbz x20, .LBB_281
	ldr x16, [x20]
	cmp x16, x10
	b.ne .LBB_281
	mov x19, #0
	mov w16, #2
	mov x21, x20
	cmp x8, x13
	b.lo .LBB_988
.LBB_274:
	ldr x20, [x21, #8]
	cbz x13, .LBB_267
	cmp x20, #15
	b.hi .LBB_1049
	add x21, x9, x20, lsl #3
	movi v3.2d, #0000000000000000
	mov x24, x7
	mov w25, #1
	movi v4.2d, #0000000000000000
.LBB_277:
	ucvtf d5, x25
	ldr d6, [x21], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x25, x25, #1
	subs x24, x24, #128
	b.ne .LBB_277
	b .LBB_268
.LBB_278:
	ldr x15, [sp, #736]
	cmp x21, x15
	b.eq .LBB_270
	mov x15, x21
	ldr x16, [x15], #16
	cmp x16, x10
	b.ne .LBB_271
	mov w16, #0
	mov x19, x20
	cmp x8, x13
	b.hs .LBB_274
	b .LBB_988
.LBB_281:
	ldr x24, [sp, #752]
	cmp x10, x24
	b.hs .LBB_1092
	add x8, x1, x10, lsl #7
	ldr q3, [sp, #1680]
	str q3, [x8, #64]
	ldr q3, [sp, #1696]
	str q3, [x8, #80]
	ldr q3, [sp, #1712]
	str q3, [x8, #96]
	ldr q3, [sp, #1728]
	str q3, [x8, #112]
	ldr q3, [sp, #1616]
	str q3, [x8]
	ldr q3, [sp, #1632]
	str q3, [x8, #16]
	ldr q3, [sp, #1648]
	str q3, [x8, #32]
	ldr q3, [sp, #1664]
	str q3, [x8, #48]
	cmp x10, #1024
	b.ne .LBB_241
.LBB_283:
	ldr x1, [sp, #888]
	ldr x0, [sp, #648]
	subs x17, x1, x0
	b.lo .LBB_1027
	mov x8, #0
	ldr x9, [sp, #568]
	subs x9, x18, x9
	ldr x16, [sp, #416]
	b.lo .LBB_289
	ldr x10, [sp, #600]
	cmp x18, x10
	b.hs .LBB_289
	mov x8, #64513
	movk x8, #49167, lsl #16
	movk x8, #255, lsl #32
	movk x8, #4092, lsl #48
	umulh x8, x9, x8
	lsr x8, x8, #6
	add x10, x8, x8, lsl #10
	subs x9, x9, x10
	b.eq .LBB_288
	str x9, [sp, #1344]
	str x8, [sp, #1352]
	mov w8, #1
	b .LBB_289
.LBB_288:
	mov x8, #0
.LBB_289:
	ldr x10, [sp, #880]
	str x8, [sp, #1336]
	ldr x18, [sp, #856]
	ldr x24, [sp, #864]
	cmp x11, #1
	str x24, [sp, #752]
	str x12, [sp, #704]
	b.ne .LBB_295
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1011
	mov x12, x28
	mov x8, #0
	ldr x9, [sp, #424]
	add x10, x10, x9
	ldr x9, [sp, #352]
	add x9, x9, x1
	add x11, x18, #64
	ldr x15, [sp, #368]
	ldr x16, [sp, #640]
	add x16, x16, x15
	mov w15, #128
	movk w15, #2, lsl #16
.LBB_292:
	cmp x24, x8
	b.eq .LBB_1048
	add x8, x8, #1
	cmp x9, x8
	b.eq .LBB_1090
	ldp q0, q1, [x11, #-64]
	fadd v0.2d, v0.2d, v0.2d
	ldp q2, q3, [x16, #-64]
	movi v18.2d, #0000000000000000
	fadd v2.2d, v2.2d, v18.2d
	fsub v0.2d, v0.2d, v2.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v2.2d, v3.2d, v18.2d
	fsub v1.2d, v1.2d, v2.2d
	ldp q2, q3, [x11, #-32]
	fadd v2.2d, v2.2d, v2.2d
	ldp q4, q5, [x16, #-32]
	fadd v4.2d, v4.2d, v18.2d
	fsub v2.2d, v2.2d, v4.2d
	fadd v3.2d, v3.2d, v3.2d
	fadd v4.2d, v5.2d, v18.2d
	fsub v3.2d, v3.2d, v4.2d
	ldp q4, q5, [x11]
	fadd v4.2d, v4.2d, v4.2d
	ldp q6, q7, [x16]
	fadd v6.2d, v6.2d, v18.2d
	fsub v4.2d, v4.2d, v6.2d
	fadd v5.2d, v5.2d, v5.2d
	fadd v6.2d, v7.2d, v18.2d
	fsub v5.2d, v5.2d, v6.2d
	ldp q6, q7, [x11, #32]
	fadd v6.2d, v6.2d, v6.2d
	ldp q16, q17, [x16, #32]
	fadd v16.2d, v16.2d, v18.2d
	fsub v6.2d, v6.2d, v16.2d
	add x16, x16, #128
	fadd v7.2d, v7.2d, v7.2d
	fadd v16.2d, v17.2d, v18.2d
	fsub v7.2d, v7.2d, v16.2d
	stp q0, q1, [x10, #-64]
	stp q2, q3, [x10, #-32]
	stp q4, q5, [x10]
	stp q6, q7, [x10, #32]
	add x10, x10, #128
	add x11, x11, #128
	sub x15, x15, #128
	cbnz x15, .LBB_292
	b .LBB_348
.LBB_295:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1472]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	ldr x8, [sp, #392]
	sub x0, x8, x11
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	cmp x26, x25
	b.hs .LBB_1043
	cmp x8, x11
	b.lo .LBB_1023
	cbz x11, .LBB_301
	ldr x8, [sp, #640]
	add x8, x8, x0, lsl #7
	ldr q1, [sp, #1360]
	ldr q2, [sp, #1376]
	add x9, sp, #1360
	add x9, x9, #88
	ldr q17, [sp, #1488]
	ldr q18, [sp, #1504]
	add x15, sp, #1488
	add x15, x15, #88
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	ld1 { v4.d }[1], [x9]
	mov w9, #1
	movi v5.2d, #0000000000000000
	ldr q7, [sp, #1456]
	ldr q16, [sp, #1472]
	movi v6.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr q19, [sp, #1584]
	ldr q20, [sp, #1600]
	movi v21.2d, #0000000000000000
	ld1 { v0.d }[1], [x15]
.LBB_299:
	ucvtf d24, x9
	ldp q25, q26, [x8]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v1.2d, v1.2d, v27.2d
	fadd v17.2d, v25.2d, v17.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v2.2d, v2.2d, v25.2d
	fadd v18.2d, v26.2d, v18.2d
	ldp q25, q26, [x8, #32]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v3.2d, v3.2d, v27.2d
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v5.2d, v5.2d, v25.2d
	fadd v23.2d, v26.2d, v23.2d
	ldp q25, q26, [x8, #64]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fadd v0.2d, v26.2d, v0.2d
	ldp q25, q26, [x8, #96]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fadd v19.2d, v25.2d, v19.2d
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v16.2d, v16.2d, v24.2d
	fadd v20.2d, v26.2d, v20.2d
	add x8, x8, #128
	add x9, x9, #1
	cmp x8, x16
	b.ne .LBB_299
	str q1, [sp, #1360]
	str q2, [sp, #1376]
	str q17, [sp, #1488]
	str q18, [sp, #1504]
	str q3, [sp, #1392]
	str q5, [sp, #1408]
	str q22, [sp, #1520]
	str q23, [sp, #1536]
	str q6, [sp, #1424]
	str q4, [sp, #1440]
	str q21, [sp, #1552]
	str q0, [sp, #1568]
	str q7, [sp, #1456]
	str q16, [sp, #1472]
	str q19, [sp, #1584]
	str q20, [sp, #1600]
	b .LBB_302
.LBB_301:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
.LBB_302:
	ldr x9, [sp, #648]
	cbz x24, .LBB_1146
	cmp x1, x9
	b.eq .LBB_1147
	mov x12, x28
	mov x1, #0
	madd x8, x11, x11, x11
	ucvtf d0, x8, #1
	dup v17.2d, v0.d[0]
	fdiv v16.2d, v16.2d, v17.2d
	fdiv v7.2d, v7.2d, v17.2d
	fdiv v4.2d, v4.2d, v17.2d
	fdiv v6.2d, v6.2d, v17.2d
	fdiv v5.2d, v5.2d, v17.2d
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v2.2d, v2.2d, v17.2d
	fdiv v1.2d, v1.2d, v17.2d
	ldp q17, q18, [x18]
	fadd v17.2d, v17.2d, v17.2d
	fsub v1.2d, v17.2d, v1.2d
	fadd v17.2d, v18.2d, v18.2d
	fsub v2.2d, v17.2d, v2.2d
	ldp q17, q18, [x18, #32]
	fadd v17.2d, v17.2d, v17.2d
	fsub v3.2d, v17.2d, v3.2d
	fadd v17.2d, v18.2d, v18.2d
	fsub v5.2d, v17.2d, v5.2d
	mov x2, x18
	ldr q17, [x2, #64]!
	fadd v17.2d, v17.2d, v17.2d
	fsub v6.2d, v17.2d, v6.2d
	ldp q17, q18, [x18, #80]
	fadd v17.2d, v17.2d, v17.2d
	fsub v4.2d, v17.2d, v4.2d
	add x3, x10, x9, lsl #7
	fadd v17.2d, v18.2d, v18.2d
	fsub v7.2d, v17.2d, v7.2d
	ldr q17, [x18, #112]
	fadd v17.2d, v17.2d, v17.2d
	fsub v16.2d, v17.2d, v16.2d
	stp q1, q2, [x3]
	stp q3, q5, [x3, #32]
	stp q6, q4, [x3, #64]
	stp q7, q16, [x3, #96]
	ucvtf d1, x11
	fdiv d2, d8, d0
	ldr w4, [sp, #1336]
	ldr x5, [sp, #1344]
	cmp w4, #0
	ldr x8, [sp, #400]
	csel x6, x8, xzr, ne
	sub x7, x26, x11
	ldr x8, [sp, #424]
	add x22, x10, x8
	lsl x23, x11, #7
	ldr x8, [sp, #376]
	sub x28, x8, x23
	mov w10, #1
.LBB_305:
	ldr x8, [sp, #728]
	cmp x1, x8
	b.hs .LBB_310
	ldr x8, [sp, #680]
	add x9, x8, x1, lsl #4
.LBB_307:
	ldr x8, [x9], #16
	cmp x8, x10
	b.hs .LBB_311
	add x1, x1, #1
	ldr x15, [sp, #728]
	cmp x15, x1
	b.ne .LBB_307
	mov x9, #0
	ldr x1, [sp, #728]
	b .LBB_312
.LBB_310:
	mov x9, #0
	b .LBB_312
.LBB_311:
	mov w9, #1
.LBB_312:
	cmp x5, x10
	csel w15, wzr, w4, lo
	mov w16, #1
	str x16, [sp, #1616]
	mov w16, #2
	str x16, [sp, #1632]
	str x9, [sp, #1640]
	str x8, [sp, #1648]
	str x15, [sp, #1656]
	str x5, [sp, #1664]
	tbnz w9, #0, .LBB_315
	cbnz w15, .LBB_315
	mov w30, #1025
	b .LBB_319
.LBB_315:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1624]
	ldr x8, [sp, #632]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1616
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x15, [x29, #-144]
	cmp x9, x15
	b.eq .LBB_318
	ldr x16, [sp, #584]
	add x16, x16, x9, lsl #4
.LBB_317:
	add x9, x9, #1
	ldur w0, [x16, #-8]
	ldr x19, [x16], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x15, x9
	b.ne .LBB_317
.LBB_318:
	cmp x8, #1025
	mov w9, #1025
	csel x30, x8, x9, lo
.LBB_319:
	ldr q26, [sp, #1360]
	ldr q25, [sp, #1376]
	ldr q18, [sp, #1488]
	ldr q7, [sp, #1504]
	ldr q24, [sp, #1392]
	ldr q23, [sp, #1408]
	ldr q17, [sp, #1520]
	ldr q5, [sp, #1536]
	ldr q22, [sp, #1424]
	ldr q21, [sp, #1440]
	ldr q16, [sp, #1552]
	ldr q4, [sp, #1568]
	ldr q20, [sp, #1456]
	ldr q19, [sp, #1472]
	ldr q6, [sp, #1584]
	ldr q3, [sp, #1600]
	cmp x10, x30
	b.hs .LBB_326
	cmp x10, x24
	csel x24, x10, x24, hi
	cmp x10, x17
	csel x0, x10, x17, hi
	add x8, x7, x10
	lsl x9, x10, #7
	add x15, x22, x9
	add x19, x26, x10
	add x16, x2, x9
	ldr x20, [sp, #616]
	add x9, x20, x8, lsl #7
	add x8, x20, x19, lsl #7
.LBB_321:
	add x19, x26, x10
	cmp x19, x25
	b.hs .LBB_1083
	add x19, x7, x10
	cmp x19, x25
	b.hs .LBB_1111
	cmp x24, x10
	b.eq .LBB_1048
	cmp x0, x10
	b.eq .LBB_1053
	add x10, x10, #1
	ldp q27, q28, [x8, #-64]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v29.2d
	fadd v27.2d, v27.2d, v18.2d
	fsub v26.2d, v26.2d, v18.2d
	ldp q18, q29, [x9, #-64]
	fsub v18.2d, v27.2d, v18.2d
	fmul v27.2d, v28.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fadd v27.2d, v28.2d, v7.2d
	fsub v25.2d, v25.2d, v7.2d
	fsub v7.2d, v27.2d, v29.2d
	ldp q27, q28, [x8, #-32]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v29.2d
	fadd v27.2d, v27.2d, v17.2d
	fsub v24.2d, v24.2d, v17.2d
	ldp q17, q29, [x9, #-32]
	fsub v17.2d, v27.2d, v17.2d
	fmul v27.2d, v28.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fadd v27.2d, v28.2d, v5.2d
	fsub v23.2d, v23.2d, v5.2d
	fsub v5.2d, v27.2d, v29.2d
	ldp q27, q28, [x8]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v22.2d, v22.2d, v29.2d
	fadd v27.2d, v27.2d, v16.2d
	fsub v22.2d, v22.2d, v16.2d
	ldp q16, q29, [x9]
	fsub v16.2d, v27.2d, v16.2d
	fmul v27.2d, v28.2d, v1.d[0]
	fadd v21.2d, v21.2d, v27.2d
	fadd v27.2d, v28.2d, v4.2d
	fsub v21.2d, v21.2d, v4.2d
	fsub v4.2d, v27.2d, v29.2d
	ldp q27, q28, [x8, #32]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v20.2d, v20.2d, v29.2d
	fadd v27.2d, v27.2d, v6.2d
	fsub v20.2d, v20.2d, v6.2d
	ldp q6, q29, [x9, #32]
	fsub v6.2d, v27.2d, v6.2d
	fmul v27.2d, v28.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fadd v27.2d, v28.2d, v3.2d
	fsub v19.2d, v19.2d, v3.2d
	fsub v3.2d, v27.2d, v29.2d
	add x9, x9, #128
	add x8, x8, #128
	ldp q27, q28, [x16, #-64]
	fadd v27.2d, v27.2d, v27.2d
	fmul v29.2d, v26.2d, v2.d[0]
	fsub v27.2d, v27.2d, v29.2d
	fadd v28.2d, v28.2d, v28.2d
	fmul v29.2d, v25.2d, v2.d[0]
	fsub v28.2d, v28.2d, v29.2d
	ldp q29, q30, [x16, #-32]
	fadd v29.2d, v29.2d, v29.2d
	fmul v31.2d, v24.2d, v2.d[0]
	fsub v29.2d, v29.2d, v31.2d
	fadd v30.2d, v30.2d, v30.2d
	fmul v31.2d, v23.2d, v2.d[0]
	fsub v30.2d, v30.2d, v31.2d
	ldp q31, q12, [x16]
	fadd v31.2d, v31.2d, v31.2d
	fmul v13.2d, v22.2d, v2.d[0]
	fsub v31.2d, v31.2d, v13.2d
	fadd v12.2d, v12.2d, v12.2d
	fmul v13.2d, v21.2d, v2.d[0]
	fsub v12.2d, v12.2d, v13.2d
	ldp q13, q14, [x16, #32]
	fadd v13.2d, v13.2d, v13.2d
	fmul v15.2d, v20.2d, v2.d[0]
	fsub v13.2d, v13.2d, v15.2d
	fadd v14.2d, v14.2d, v14.2d
	fmul v15.2d, v19.2d, v2.d[0]
	stp q27, q28, [x15, #-64]
	stp q29, q30, [x15, #-32]
	stp q31, q12, [x15]
	fsub v27.2d, v14.2d, v15.2d
	stp q13, q27, [x15, #32]
	add x15, x15, #128
	add x16, x16, #128
	cmp x30, x10
	b.ne .LBB_321
.LBB_326:
	str q26, [sp, #1360]
	str q25, [sp, #1376]
	str q24, [sp, #1392]
	str q23, [sp, #1408]
	str q22, [sp, #1424]
	str q21, [sp, #1440]
	str q20, [sp, #1456]
	str q19, [sp, #1472]
	str q18, [sp, #1488]
	str q7, [sp, #1504]
	str q17, [sp, #1520]
	str q5, [sp, #1536]
	str q16, [sp, #1552]
	str q4, [sp, #1568]
	str q6, [sp, #1584]
	str q3, [sp, #1600]
	cmp x30, #1024
	b.hi .LBB_348
	add x9, x30, x26
	cmp x9, x25
	b.hs .LBB_1082
	sub x8, x9, x11
	cmp x8, x25
	b.hs .LBB_1081
	ldr x15, [sp, #640]
	add x10, x15, x9, lsl #7
	add x8, x15, x8, lsl #7
	ldr q27, [x10]
	fmul v28.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v28.2d
	fsub v26.2d, v26.2d, v18.2d
	str q26, [sp, #1360]
	ldr q28, [x10, #16]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v25.2d, v25.2d, v29.2d
	fsub v25.2d, v25.2d, v7.2d
	str q25, [sp, #1376]
	ldr q29, [x10, #32]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v24.2d, v24.2d, v30.2d
	fsub v24.2d, v24.2d, v17.2d
	str q24, [sp, #1392]
	ldr q30, [x10, #48]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v23.2d, v23.2d, v31.2d
	fsub v23.2d, v23.2d, v5.2d
	str q23, [sp, #1408]
	ldr q31, [x10, #64]
	fmul v12.2d, v31.2d, v1.d[0]
	fadd v22.2d, v22.2d, v12.2d
	fsub v22.2d, v22.2d, v16.2d
	str q22, [sp, #1424]
	ldr q12, [x10, #80]
	fmul v13.2d, v12.2d, v1.d[0]
	fadd v21.2d, v21.2d, v13.2d
	fsub v21.2d, v21.2d, v4.2d
	str q21, [sp, #1440]
	ldr q13, [x10, #96]
	fmul v14.2d, v13.2d, v1.d[0]
	fadd v20.2d, v20.2d, v14.2d
	fsub v20.2d, v20.2d, v6.2d
	str q20, [sp, #1456]
	ldr q14, [x10, #112]
	fmul v15.2d, v14.2d, v1.d[0]
	fadd v19.2d, v19.2d, v15.2d
	fsub v19.2d, v19.2d, v3.2d
	str q19, [sp, #1472]
	ldr q15, [x8]
	fadd v18.2d, v27.2d, v18.2d
	fsub v18.2d, v18.2d, v15.2d
	str q18, [sp, #1488]
	ldr q18, [x8, #16]
	fadd v7.2d, v28.2d, v7.2d
	fsub v7.2d, v7.2d, v18.2d
	str q7, [sp, #1504]
	ldr q7, [x8, #32]
	fadd v17.2d, v29.2d, v17.2d
	fsub v7.2d, v17.2d, v7.2d
	str q7, [sp, #1520]
	ldr q7, [x8, #48]
	fadd v5.2d, v30.2d, v5.2d
	fsub v5.2d, v5.2d, v7.2d
	str q5, [sp, #1536]
	ldr q5, [x8, #64]
	fadd v7.2d, v31.2d, v16.2d
	fsub v5.2d, v7.2d, v5.2d
	str q5, [sp, #1552]
	ldr q5, [x8, #80]
	fadd v4.2d, v12.2d, v4.2d
	fsub v4.2d, v4.2d, v5.2d
	str q4, [sp, #1568]
	ldr q4, [x8, #96]
	fadd v5.2d, v13.2d, v6.2d
	fsub v4.2d, v5.2d, v4.2d
	str q4, [sp, #1584]
	ldr q4, [x8, #112]
	fadd v3.2d, v14.2d, v3.2d
	fsub v3.2d, v3.2d, v4.2d
	str q3, [sp, #1600]
	fmul v3.2d, v26.2d, v2.d[0]
	fmul v4.2d, v25.2d, v2.d[0]
	str q3, [sp, #1616]
	str q4, [sp, #1632]
	fmul v3.2d, v24.2d, v2.d[0]
	fmul v4.2d, v23.2d, v2.d[0]
	str q3, [sp, #1648]
	str q4, [sp, #1664]
	fmul v3.2d, v22.2d, v2.d[0]
	fmul v4.2d, v21.2d, v2.d[0]
	str q3, [sp, #1680]
	str q4, [sp, #1696]
	fmul v3.2d, v20.2d, v2.d[0]
	fmul v4.2d, v19.2d, v2.d[0]
	str q3, [sp, #1712]
	str q4, [sp, #1728]
	ldr x8, [sp, #728]
	cmp x1, x8
	b.hi .LBB_1006
	mov w16, #0
	add x10, x30, #1
	ldr x8, [sp, #680]
	add x21, x8, x1, lsl #4
	add x8, x9, #1
	sub x0, x8, x11
	mov x20, x6
	add x9, x28, x9, lsl #7
	b .LBB_333
.LBB_331:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x20, #15
	b.hi .LBB_1070
.LBB_332:
	add x21, sp, #1360
	str d4, [x21, x20, lsl #3]
	add x21, sp, #1488
	str d3, [x21, x20, lsl #3]
	fdiv d3, d4, d0
	add x21, sp, #1616
	str d3, [x21, x20, lsl #3]
	mov x20, x19
	mov x21, x15
	ldr x25, [sp, #768]
.LBB_333:
	cbz w16, .LBB_342
.LBB_334:
	mov x15, x21
.LBB_335:
	cbz x20, .LBB_345
	ldr x16, [x20]
	cmp x16, x30
	b.ne .LBB_345
	mov x19, #0
	mov w16, #2
	mov x21, x20
	cmp x8, x11
	b.lo .LBB_988
.LBB_338:
	ldr x20, [x21, #8]
	cbz x11, .LBB_331
	cmp x20, #15
	b.hi .LBB_1049
	add x21, x9, x20, lsl #3
	movi v3.2d, #0000000000000000
	mov x24, x23
	mov w25, #1
	movi v4.2d, #0000000000000000
.LBB_341:
	ucvtf d5, x25
	ldr d6, [x21], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x25, x25, #1
	subs x24, x24, #128
	b.ne .LBB_341
	b .LBB_332
.LBB_342:
	ldr x15, [sp, #736]
	cmp x21, x15
	b.eq .LBB_334
	mov x15, x21
	ldr x16, [x15], #16
	cmp x16, x30
	b.ne .LBB_335
	mov w16, #0
	mov x19, x20
	cmp x8, x11
	b.hs .LBB_338
	b .LBB_988
.LBB_345:
	ldr x24, [sp, #752]
	cmp x30, x24
	b.hs .LBB_1102
	cmp x30, x17
	b.hs .LBB_1101
	lsl x8, x30, #7
	add x9, x18, x8
	ldp q3, q4, [x9]
	fadd v3.2d, v3.2d, v3.2d
	ldr q5, [sp, #1616]
	ldr q6, [sp, #1632]
	fsub v3.2d, v3.2d, v5.2d
	fadd v4.2d, v4.2d, v4.2d
	fsub v4.2d, v4.2d, v6.2d
	ldp q5, q6, [x9, #32]
	fadd v5.2d, v5.2d, v5.2d
	ldr q7, [sp, #1648]
	ldr q16, [sp, #1664]
	fsub v5.2d, v5.2d, v7.2d
	fadd v6.2d, v6.2d, v6.2d
	fsub v6.2d, v6.2d, v16.2d
	ldp q7, q16, [x9, #64]
	fadd v7.2d, v7.2d, v7.2d
	ldr q17, [sp, #1680]
	ldr q18, [sp, #1696]
	fsub v7.2d, v7.2d, v17.2d
	fadd v16.2d, v16.2d, v16.2d
	fsub v16.2d, v16.2d, v18.2d
	ldp q17, q18, [x9, #96]
	fadd v17.2d, v17.2d, v17.2d
	ldr q19, [sp, #1712]
	ldr q20, [sp, #1728]
	fsub v17.2d, v17.2d, v19.2d
	add x8, x3, x8
	fadd v18.2d, v18.2d, v18.2d
	fsub v18.2d, v18.2d, v20.2d
	stp q3, q4, [x8]
	stp q5, q6, [x8, #32]
	stp q7, q16, [x8, #64]
	stp q17, q18, [x8, #96]
	cmp x30, #1024
	b.ne .LBB_305
.LBB_348:
	ldr x8, [sp, #888]
	ldr x28, [sp, #648]
	subs x0, x8, x28
	b.lo .LBB_1024
	mov w8, #48
	ldr x9, [sp, #440]
	madd x10, x9, x8, x12
	ldr x9, [sp, #880]
	str x10, [sp, #696]
	ldp x8, x10, [x10, #8]
	ldr x12, [sp, #704]
	cbz x28, .LBB_354
	ldr x11, [sp, #320]
	add x11, x9, x11
	mov w15, #1025
	sub x24, x15, x28
	mov x15, x10
	mov x16, x8
	mov x17, x9
.LBB_351:
	cmp x24, x0
	b.hs .LBB_1087
	cbz x15, .LBB_1080
	ldr d0, [x16], #8
	str d0, [x17]
	mov w18, #128
	movk w18, #2, lsl #16
	add x18, x17, x18
	ldp q0, q1, [x18, #64]
	stur q0, [x17, #72]
	stur q1, [x17, #88]
	ldr q0, [x18, #96]
	stur q0, [x17, #104]
	ldp q0, q1, [x18]
	stur q0, [x17, #8]
	stur q1, [x17, #24]
	ldp q0, q1, [x18, #32]
	stur q0, [x17, #40]
	ldr x18, [x18, #112]
	sub x15, x15, #1
	add x24, x24, #1
	str x18, [x17, #120]
	stur q1, [x17, #56]
	add x17, x17, #128
	cmp x17, x11
	b.ne .LBB_351
.LBB_354:
	ldr x15, [sp, #664]
	cbz x10, .LBB_358
	lsl x10, x10, #3
	mov w11, #248
	movk w11, #2, lsl #16
	add x9, x9, x11
	mov w11, #1025
	sub x24, x11, x28
.LBB_356:
	cmp x24, x0
	b.hs .LBB_1086
	ldr d0, [x9], #128
	str d0, [x8], #8
	add x24, x24, #1
	subs x10, x10, #8
	b.ne .LBB_356
.LBB_358:
	ldr x8, [sp, #544]
	ldr x18, [x8, #16]
	tbnz x18, #63, .LBB_1100
	ldr x17, [sp, #880]
	ldr x16, [sp, #888]
	str x12, [sp, #1336]
	str x14, [sp, #1344]
	str x15, [sp, #1352]
	ldr x15, [sp, #904]
	ldr x24, [sp, #912]
	cmp x18, #1
	str x24, [sp, #752]
	b.ne .LBB_364
	ldr x8, [sp, #560]
	cmp x8, x16
	b.hi .LBB_1028
	ldr x8, [sp, #424]
	add x11, x17, x8
	add x8, x15, #64
	mov x9, #-1
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_362:
	add x9, x9, #1
	cmp x24, x9
	b.eq .LBB_1065
	ldp q0, q1, [x11, #-64]
	ldp q2, q3, [x11, #-32]
	ldp q4, q5, [x11]
	ldp q6, q7, [x11, #32]
	add x11, x11, #128
	movi v16.2d, #0000000000000000
	fadd v0.2d, v0.2d, v16.2d
	fadd v1.2d, v1.2d, v16.2d
	fadd v2.2d, v2.2d, v16.2d
	fadd v3.2d, v3.2d, v16.2d
	fadd v4.2d, v4.2d, v16.2d
	fadd v5.2d, v5.2d, v16.2d
	fadd v6.2d, v6.2d, v16.2d
	fadd v7.2d, v7.2d, v16.2d
	stp q0, q1, [x8, #-64]
	stp q2, q3, [x8, #-32]
	stp q4, q5, [x8]
	stp q6, q7, [x8, #32]
	add x8, x8, #128
	sub x10, x10, #128
	cbnz x10, .LBB_362
	b .LBB_415
.LBB_364:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1472]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	ldr x8, [sp, #312]
	sub x0, x8, x18
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	cmp x28, x16
	b.hs .LBB_1038
	cmp x8, x18
	b.lo .LBB_1039
	cbz x18, .LBB_370
	ldr q1, [sp, #1360]
	ldr q2, [sp, #1376]
	add x8, x17, x8, lsl #7
	ldr q19, [sp, #1488]
	ldr q20, [sp, #1504]
	add x9, x17, x0, lsl #7
	add x11, sp, #1360
	ldur q5, [x11, #88]
	movi v3.2d, #0000000000000000
	ldur q0, [x11, #216]
	movi v4.2d, #0000000000000000
	mov w10, #1
	movi v18.2d, #0000000000000000
	ldur q7, [x11, #104]
	movi v6.2d, #0000000000000000
	ldur q21, [x11, #232]
	movi v16.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr d17, [sp, #1480]
	movi v25.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	ldr d22, [sp, #1608]
.LBB_368:
	ucvtf d26, x10
	ldp q27, q28, [x9]
	fmul v29.2d, v27.2d, v26.d[0]
	fadd v1.2d, v1.2d, v29.2d
	fadd v19.2d, v27.2d, v19.2d
	fmul v27.2d, v28.2d, v26.d[0]
	fadd v2.2d, v2.2d, v27.2d
	fadd v20.2d, v28.2d, v20.2d
	ldp q27, q28, [x9, #32]
	fmul v29.2d, v27.2d, v26.d[0]
	fadd v3.2d, v3.2d, v29.2d
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v28.2d, v26.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fadd v25.2d, v28.2d, v25.2d
	ldr q27, [x9, #64]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v16.2d, v16.2d, v28.2d
	fadd v24.2d, v27.2d, v24.2d
	ldr d27, [x9, #80]
	fmul d28, d27, d26
	fadd d4, d4, d28
	fadd d18, d27, d18
	ldur q27, [x9, #88]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v5.2d, v5.2d, v28.2d
	fadd v0.2d, v27.2d, v0.2d
	ldur q27, [x9, #104]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v7.2d, v7.2d, v28.2d
	fadd v21.2d, v27.2d, v21.2d
	ldr d27, [x9, #120]
	fmul d26, d27, d26
	fadd d17, d17, d26
	fadd d22, d27, d22
	add x9, x9, #128
	add x10, x10, #1
	cmp x9, x8
	b.ne .LBB_368
	str q1, [sp, #1360]
	str q2, [sp, #1376]
	str q19, [sp, #1488]
	str q20, [sp, #1504]
	str q3, [sp, #1392]
	str q6, [sp, #1408]
	str q23, [sp, #1520]
	str q25, [sp, #1536]
	str q16, [sp, #1424]
	str q24, [sp, #1552]
	add x8, sp, #1360
	stur q5, [x8, #88]
	stur q0, [x8, #216]
	stur q7, [x8, #104]
	stur q21, [x8, #232]
	str d4, [sp, #1440]
	str d17, [sp, #1480]
	str d18, [sp, #1568]
	str d22, [sp, #1608]
	b .LBB_371
.LBB_370:
	movi v1.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_371:
	cbz x24, .LBB_1123
	mov x1, #0
	madd x8, x18, x18, x18
	ucvtf d0, x8, #1
	fdiv d17, d17, d0
	dup v18.2d, v0.d[0]
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v5.2d, v5.2d, v18.2d
	fdiv d4, d4, d0
	fdiv v16.2d, v16.2d, v18.2d
	fdiv v6.2d, v6.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	stp q1, q2, [x15]
	stp q3, q6, [x15, #32]
	mov x2, x15
	str q16, [x2, #64]!
	str d4, [x15, #80]
	stur q5, [x15, #88]
	stur q7, [x15, #104]
	str d17, [x15, #120]
	ucvtf d1, x18
	fdiv d2, d8, d0
	cmp w12, #0
	ldr x8, [sp, #400]
	csel x3, x8, xzr, ne
	add x4, x17, #64
	sub x5, x28, x18
	lsl x6, x18, #7
	sub x8, x17, x6
	add x7, x8, #128
	mov w22, #1
.LBB_373:
	ldr x10, [sp, #728]
	cmp x1, x10
	b.hs .LBB_378
	ldr x8, [sp, #680]
	add x9, x8, x1, lsl #4
.LBB_375:
	ldr x8, [x9], #16
	cmp x8, x22
	b.hs .LBB_379
	add x1, x1, #1
	cmp x10, x1
	b.ne .LBB_375
	mov x9, #0
	mov x1, x10
	b .LBB_380
.LBB_378:
	mov x9, #0
	b .LBB_380
.LBB_379:
	mov w9, #1
.LBB_380:
	cmp x14, x22
	csel w10, wzr, w12, lo
	mov w11, #1
	str x11, [sp, #1616]
	mov w11, #2
	str x11, [sp, #1632]
	str x9, [sp, #1640]
	str x8, [sp, #1648]
	str x10, [sp, #1656]
	str x14, [sp, #1664]
	tbnz w9, #0, .LBB_383
	cbnz w10, .LBB_383
	mov w10, #1025
	b .LBB_387
.LBB_383:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1624]
	ldr x8, [sp, #632]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1616
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_386
	ldr x11, [sp, #584]
	add x11, x11, x9, lsl #4
.LBB_385:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x19, [x11], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x10, x9
	b.ne .LBB_385
.LBB_386:
	cmp x8, #1025
	mov w9, #1025
	csel x10, x8, x9, lo
.LBB_387:
	ldr q18, [sp, #1360]
	ldr q17, [sp, #1376]
	ldr q23, [sp, #1488]
	ldr q25, [sp, #1504]
	ldr q16, [sp, #1392]
	ldr q7, [sp, #1408]
	ldr q28, [sp, #1520]
	ldr q29, [sp, #1536]
	ldr q6, [sp, #1424]
	ldr q5, [sp, #1440]
	ldr q30, [sp, #1552]
	ldr q31, [sp, #1568]
	ldr q4, [sp, #1456]
	ldr q3, [sp, #1472]
	ldr q14, [sp, #1584]
	ldr q15, [sp, #1600]
	cmp x22, x10
	b.hs .LBB_393
	cmp x22, x24
	csel x24, x22, x24, hi
	add x8, x5, x22
	add x8, x4, x8, lsl #7
	add x19, x28, x22
	mov x9, x24
	mov x11, x28
	sub x0, x28, x18
	mov x23, x10
	add x28, x4, x19, lsl #7
	add x30, x2, x22, lsl #7
.LBB_389:
	add x19, x22, x11
	cmp x19, x16
	b.hs .LBB_1059
	add x19, x22, x0
	cmp x19, x16
	b.hs .LBB_1058
	cmp x22, x9
	b.eq .LBB_1065
	ldp q21, q20, [x28, #32]
	fadd v19.2d, v20.2d, v15.2d
	ldp q24, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v15.2d
	fadd v20.2d, v21.2d, v14.2d
	fsub v20.2d, v20.2d, v24.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v14.2d
	ldp q22, q21, [x28]
	fadd v13.2d, v21.2d, v31.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v5.2d, v5.2d, v21.2d
	fsub v5.2d, v5.2d, v31.2d
	fadd v21.2d, v22.2d, v30.2d
	ldp q24, q31, [x8]
	fsub v21.2d, v21.2d, v24.2d
	fmul v22.2d, v22.2d, v1.d[0]
	fadd v6.2d, v6.2d, v22.2d
	fsub v6.2d, v6.2d, v30.2d
	ldp q26, q24, [x28, #-32]
	fadd v22.2d, v24.2d, v29.2d
	ldp q30, q27, [x8, #-32]
	fsub v22.2d, v22.2d, v27.2d
	fmul v24.2d, v24.2d, v1.d[0]
	fadd v7.2d, v7.2d, v24.2d
	fsub v7.2d, v7.2d, v29.2d
	fadd v24.2d, v26.2d, v28.2d
	fsub v24.2d, v24.2d, v30.2d
	fmul v26.2d, v26.2d, v1.d[0]
	fadd v16.2d, v16.2d, v26.2d
	fsub v16.2d, v16.2d, v28.2d
	ldp q28, q27, [x28, #-64]
	fadd v26.2d, v27.2d, v25.2d
	ldp q30, q29, [x8, #-64]
	fsub v26.2d, v26.2d, v29.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v17.2d, v17.2d, v27.2d
	fsub v17.2d, v17.2d, v25.2d
	fadd v25.2d, v28.2d, v23.2d
	fsub v27.2d, v25.2d, v30.2d
	fmul v25.2d, v28.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v23.2d
	fmul v23.2d, v18.2d, v2.d[0]
	fmul v25.2d, v17.2d, v2.d[0]
	stp q23, q25, [x30, #-64]
	fmul v23.2d, v16.2d, v2.d[0]
	fmul v25.2d, v7.2d, v2.d[0]
	stp q23, q25, [x30, #-32]
	fmul v23.2d, v6.2d, v2.d[0]
	fmul v25.2d, v5.2d, v2.d[0]
	stp q23, q25, [x30]
	fmul v23.2d, v4.2d, v2.d[0]
	fmul v25.2d, v3.2d, v2.d[0]
	stp q23, q25, [x30, #32]
	sub x23, x23, #1
	add x8, x8, #128
	add x0, x0, #1
	add x28, x28, #128
	add x11, x11, #1
	sub x9, x9, #1
	add x30, x30, #128
	mov v23.16b, v27.16b
	mov v25.16b, v26.16b
	mov v28.16b, v24.16b
	mov v29.16b, v22.16b
	mov v30.16b, v21.16b
	fsub v13.2d, v13.2d, v31.2d
	mov v31.16b, v13.16b
	mov v14.16b, v20.16b
	mov v15.16b, v19.16b
	cmp x22, x23
	b.ne .LBB_389
	b .LBB_394
.LBB_393:
	mov v27.16b, v23.16b
	mov v26.16b, v25.16b
	mov v24.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v13.16b, v31.16b
	mov v20.16b, v14.16b
	mov v19.16b, v15.16b
.LBB_394:
	str q18, [sp, #1360]
	str q17, [sp, #1376]
	str q16, [sp, #1392]
	str q7, [sp, #1408]
	str q6, [sp, #1424]
	str q5, [sp, #1440]
	str q4, [sp, #1456]
	str q3, [sp, #1472]
	str q27, [sp, #1488]
	str q26, [sp, #1504]
	str q24, [sp, #1520]
	str q22, [sp, #1536]
	str q21, [sp, #1552]
	str q13, [sp, #1568]
	str q20, [sp, #1584]
	str q19, [sp, #1600]
	cmp x10, #1024
	ldr x28, [sp, #648]
	b.hi .LBB_415
	add x9, x10, x28
	cmp x9, x16
	b.hs .LBB_1105
	sub x8, x9, x18
	cmp x8, x16
	b.hs .LBB_1106
	add x11, x17, x9, lsl #7
	add x8, x17, x8, lsl #7
	ldr q23, [x11]
	fmul v25.2d, v23.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1360]
	ldr q25, [x11, #16]
	fmul v28.2d, v25.2d, v1.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fsub v17.2d, v17.2d, v26.2d
	str q17, [sp, #1376]
	ldr q28, [x11, #32]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v24.2d
	str q16, [sp, #1392]
	ldr q29, [x11, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1408]
	ldr q30, [x11, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1424]
	ldr q31, [x11, #80]
	fmul v12.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v12.2d
	fsub v5.2d, v5.2d, v13.2d
	str q5, [sp, #1440]
	ldr q12, [x11, #96]
	fmul v14.2d, v12.2d, v1.d[0]
	fadd v4.2d, v4.2d, v14.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1456]
	ldr q14, [x11, #112]
	fmul v15.2d, v14.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1472]
	ldr q15, [x8]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v15.2d
	str q23, [sp, #1488]
	ldr q23, [x8, #16]
	fadd v25.2d, v25.2d, v26.2d
	fsub v23.2d, v25.2d, v23.2d
	str q23, [sp, #1504]
	ldr q23, [x8, #32]
	fadd v24.2d, v28.2d, v24.2d
	fsub v23.2d, v24.2d, v23.2d
	str q23, [sp, #1520]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1536]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1552]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v13.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1568]
	ldr q21, [x8, #96]
	fadd v20.2d, v12.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1584]
	ldr q20, [x8, #112]
	fadd v19.2d, v14.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1600]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1616]
	str q17, [sp, #1632]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1648]
	str q7, [sp, #1664]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1680]
	str q5, [sp, #1696]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1712]
	str q3, [sp, #1728]
	ldr x8, [sp, #728]
	cmp x1, x8
	b.hi .LBB_1007
	mov w19, #0
	add x22, x10, #1
	ldr x8, [sp, #680]
	add x23, x8, x1, lsl #4
	add x8, x9, #1
	sub x0, x8, x18
	mov x21, x3
	add x9, x7, x9, lsl #7
	b .LBB_401
.LBB_399:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x21, #15
	b.hi .LBB_1072
.LBB_400:
	add x23, sp, #1360
	str d4, [x23, x21, lsl #3]
	add x23, sp, #1488
	str d3, [x23, x21, lsl #3]
	fdiv d3, d4, d0
	add x23, sp, #1616
	str d3, [x23, x21, lsl #3]
	mov x21, x20
	mov x23, x11
.LBB_401:
	cbz w19, .LBB_410
.LBB_402:
	mov x11, x23
.LBB_403:
	cbz x21, .LBB_413
	ldr x19, [x21]
	cmp x19, x10
	b.ne .LBB_413
	mov x20, #0
	mov w19, #2
	mov x23, x21
	cmp x8, x18
	b.lo .LBB_993
.LBB_406:
	ldr x21, [x23, #8]
	cbz x18, .LBB_399
	cmp x21, #15
	b.hi .LBB_1055
	add x23, x9, x21, lsl #3
	movi v3.2d, #0000000000000000
	mov x24, x6
	mov w25, #1
	movi v4.2d, #0000000000000000
.LBB_409:
	ucvtf d5, x25
	ldr d6, [x23], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x25, x25, #1
	subs x24, x24, #128
	b.ne .LBB_409
	b .LBB_400
.LBB_410:
	ldr x11, [sp, #736]
	cmp x23, x11
	b.eq .LBB_402
	mov x11, x23
	ldr x19, [x11], #16
	cmp x19, x10
	b.ne .LBB_403
	mov w19, #0
	mov x20, x21
	cmp x8, x18
	b.hs .LBB_406
	b .LBB_993
.LBB_413:
	ldr x24, [sp, #752]
	cmp x10, x24
	b.hs .LBB_1092
	add x8, x15, x10, lsl #7
	ldr q3, [sp, #1680]
	str q3, [x8, #64]
	ldr q3, [sp, #1696]
	str q3, [x8, #80]
	ldr q3, [sp, #1712]
	str q3, [x8, #96]
	ldr q3, [sp, #1728]
	str q3, [x8, #112]
	ldr q3, [sp, #1616]
	str q3, [x8]
	ldr q3, [sp, #1632]
	str q3, [x8, #16]
	ldr q3, [sp, #1648]
	str q3, [x8, #32]
	ldr q3, [sp, #1664]
	str q3, [x8, #48]
	cmp x10, #1024
	b.ne .LBB_373
.LBB_415:
	ldr x17, [sp, #888]
	subs x20, x17, x28
	b.lo .LBB_1029
	ldr x8, [sp, #544]
	ldr x18, [x8, #32]
	ldr x11, [sp, #416]
	tbnz x18, #63, .LBB_1100
	ldr x15, [x8, #40]
	tbnz x15, #63, .LBB_1100
	ldr x12, [x8, #24]
	tbnz x12, #63, .LBB_1100
	mov x1, #0
	sub x9, x18, #1
	ldr x8, [sp, #568]
	subs x8, x9, x8
	b.lo .LBB_423
	ldr x10, [sp, #600]
	cmp x9, x10
	ldr x25, [sp, #768]
	b.hs .LBB_425
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_424
	str x8, [sp, #1344]
	str x9, [sp, #1352]
	mov w1, #1
	b .LBB_425
.LBB_423:
	ldr x25, [sp, #768]
	b .LBB_425
.LBB_424:
	mov x1, #0
.LBB_425:
	ldr x16, [sp, #880]
	add x14, x16, x28, lsl #7
	str x1, [sp, #1336]
	cmp x18, #1
	str x20, [sp, #752]
	b.ne .LBB_430
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1011
	ldr x8, [sp, #352]
	add x8, x8, x17
	ldr x9, [sp, #424]
	add x9, x16, x9
	ldr x10, [sp, #368]
	ldr x11, [sp, #640]
	add x11, x11, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_428:
	subs x8, x8, #1
	b.eq .LBB_1091
	ldp q0, q1, [x11, #-64]
	ldp q2, q3, [x11, #-32]
	ldp q4, q5, [x11]
	ldp q6, q7, [x11, #32]
	add x11, x11, #128
	movi v16.2d, #0000000000000000
	fadd v0.2d, v0.2d, v16.2d
	fmov v17.2d, #3.00000000
	fmul v0.2d, v0.2d, v17.2d
	fadd v1.2d, v1.2d, v16.2d
	fmul v1.2d, v1.2d, v17.2d
	fadd v2.2d, v2.2d, v16.2d
	fmul v2.2d, v2.2d, v17.2d
	fadd v3.2d, v3.2d, v16.2d
	fmul v3.2d, v3.2d, v17.2d
	fadd v4.2d, v4.2d, v16.2d
	fmul v4.2d, v4.2d, v17.2d
	fadd v5.2d, v5.2d, v16.2d
	fmul v5.2d, v5.2d, v17.2d
	fadd v6.2d, v6.2d, v16.2d
	fmul v6.2d, v6.2d, v17.2d
	fadd v7.2d, v7.2d, v16.2d
	stp q0, q1, [x9, #-64]
	stp q2, q3, [x9, #-32]
	stp q4, q5, [x9]
	fmul v0.2d, v7.2d, v17.2d
	stp q6, q0, [x9, #32]
	add x9, x9, #128
	sub x10, x10, #128
	cbnz x10, .LBB_428
	b .LBB_481
.LBB_430:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1472]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	ldr x8, [sp, #392]
	sub x0, x8, x18
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	cmp x26, x25
	b.hs .LBB_1043
	cmp x8, x18
	b.lo .LBB_1023
	cbz x18, .LBB_436
	ldr x8, [sp, #640]
	add x8, x8, x0, lsl #7
	ldr q1, [sp, #1360]
	ldr q2, [sp, #1376]
	add x9, sp, #1360
	add x9, x9, #88
	ldr q17, [sp, #1488]
	ldr q18, [sp, #1504]
	add x10, sp, #1488
	add x10, x10, #88
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	ld1 { v4.d }[1], [x9]
	mov w9, #1
	movi v5.2d, #0000000000000000
	ldr q7, [sp, #1456]
	ldr q16, [sp, #1472]
	movi v6.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr q19, [sp, #1584]
	ldr q20, [sp, #1600]
	movi v21.2d, #0000000000000000
	ld1 { v0.d }[1], [x10]
.LBB_434:
	ucvtf d24, x9
	ldp q25, q26, [x8]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v1.2d, v1.2d, v27.2d
	fadd v17.2d, v25.2d, v17.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v2.2d, v2.2d, v25.2d
	fadd v18.2d, v26.2d, v18.2d
	ldp q25, q26, [x8, #32]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v3.2d, v3.2d, v27.2d
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v5.2d, v5.2d, v25.2d
	fadd v23.2d, v26.2d, v23.2d
	ldp q25, q26, [x8, #64]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fadd v0.2d, v26.2d, v0.2d
	ldp q25, q26, [x8, #96]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fadd v19.2d, v25.2d, v19.2d
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v16.2d, v16.2d, v24.2d
	fadd v20.2d, v26.2d, v20.2d
	add x8, x8, #128
	add x9, x9, #1
	cmp x8, x11
	b.ne .LBB_434
	str q1, [sp, #1360]
	str q2, [sp, #1376]
	str q17, [sp, #1488]
	str q18, [sp, #1504]
	str q3, [sp, #1392]
	str q5, [sp, #1408]
	str q22, [sp, #1520]
	str q23, [sp, #1536]
	str q6, [sp, #1424]
	str q4, [sp, #1440]
	str q21, [sp, #1552]
	str q0, [sp, #1568]
	str q7, [sp, #1456]
	str q16, [sp, #1472]
	str q19, [sp, #1584]
	str q20, [sp, #1600]
	b .LBB_437
.LBB_436:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
.LBB_437:
	cmp x17, x28
	b.eq .LBB_1148
	mov x2, #0
	madd x8, x18, x18, x18
	ucvtf d0, x8, #1
	dup v17.2d, v0.d[0]
	fdiv v16.2d, v16.2d, v17.2d
	fdiv v7.2d, v7.2d, v17.2d
	fdiv v4.2d, v4.2d, v17.2d
	fdiv v6.2d, v6.2d, v17.2d
	fdiv v5.2d, v5.2d, v17.2d
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v2.2d, v2.2d, v17.2d
	fdiv v1.2d, v1.2d, v17.2d
	fmov v17.2d, #3.00000000
	fmul v1.2d, v1.2d, v17.2d
	fmul v2.2d, v2.2d, v17.2d
	stp q1, q2, [x14]
	fmul v1.2d, v3.2d, v17.2d
	fmul v2.2d, v5.2d, v17.2d
	stp q1, q2, [x14, #32]
	fmul v1.2d, v6.2d, v17.2d
	fmul v2.2d, v4.2d, v17.2d
	stp q1, q2, [x14, #64]
	fmul v1.2d, v7.2d, v17.2d
	fmul v2.2d, v16.2d, v17.2d
	stp q1, q2, [x14, #96]
	ldr x3, [sp, #1344]
	ucvtf d1, x18
	fdiv d2, d8, d0
	cmp w1, #0
	ldr x8, [sp, #400]
	csel x4, x8, xzr, ne
	sub x5, x26, x18
	ldr x8, [sp, #424]
	add x6, x16, x8
	lsl x7, x18, #7
	ldr x8, [sp, #376]
	sub x22, x8, x7
	mov w23, #1
.LBB_439:
	ldr x10, [sp, #728]
	cmp x2, x10
	b.hs .LBB_444
	ldr x8, [sp, #680]
	add x9, x8, x2, lsl #4
.LBB_441:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_445
	add x2, x2, #1
	cmp x10, x2
	b.ne .LBB_441
	mov x9, #0
	mov x2, x10
	b .LBB_446
.LBB_444:
	mov x9, #0
	b .LBB_446
.LBB_445:
	mov w9, #1
.LBB_446:
	cmp x3, x23
	csel w10, wzr, w1, lo
	mov w11, #1
	str x11, [sp, #1616]
	mov w11, #2
	str x11, [sp, #1632]
	str x9, [sp, #1640]
	str x8, [sp, #1648]
	str x10, [sp, #1656]
	str x3, [sp, #1664]
	tbnz w9, #0, .LBB_449
	cbnz w10, .LBB_449
	mov w10, #1025
	b .LBB_453
.LBB_449:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1624]
	ldr x8, [sp, #632]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1616
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_452
	ldr x11, [sp, #584]
	add x11, x11, x9, lsl #4
.LBB_451:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x19, [x11], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x10, x9
	b.ne .LBB_451
.LBB_452:
	cmp x8, #1025
	mov w9, #1025
	csel x10, x8, x9, lo
.LBB_453:
	ldr q18, [sp, #1360]
	ldr q17, [sp, #1376]
	ldr q24, [sp, #1488]
	ldr q25, [sp, #1504]
	ldr q16, [sp, #1392]
	ldr q7, [sp, #1408]
	ldr q28, [sp, #1520]
	ldr q29, [sp, #1536]
	ldr q6, [sp, #1424]
	ldr q5, [sp, #1440]
	ldr q30, [sp, #1552]
	ldr q31, [sp, #1568]
	ldr q4, [sp, #1456]
	ldr q3, [sp, #1472]
	ldr q14, [sp, #1584]
	ldr q15, [sp, #1600]
	cmp x23, x10
	b.hs .LBB_459
	cmp x23, x20
	csel x24, x23, x20, hi
	add x8, x5, x23
	ldr x11, [sp, #616]
	add x8, x11, x8, lsl #7
	add x9, x26, x23
	add x9, x11, x9, lsl #7
	add x11, x6, x23, lsl #7
.LBB_455:
	add x0, x26, x23
	cmp x0, x25
	b.hs .LBB_1045
	add x0, x5, x23
	cmp x0, x25
	b.hs .LBB_1044
	cmp x24, x23
	b.eq .LBB_1060
	add x23, x23, #1
	ldp q21, q20, [x9, #32]
	fadd v19.2d, v20.2d, v15.2d
	ldp q23, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v15.2d
	fadd v20.2d, v21.2d, v14.2d
	fsub v20.2d, v20.2d, v23.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v14.2d
	ldp q22, q21, [x9]
	fadd v13.2d, v21.2d, v31.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v5.2d, v5.2d, v21.2d
	fsub v5.2d, v5.2d, v31.2d
	fadd v21.2d, v22.2d, v30.2d
	ldp q23, q31, [x8]
	fsub v21.2d, v21.2d, v23.2d
	fmul v22.2d, v22.2d, v1.d[0]
	fadd v6.2d, v6.2d, v22.2d
	fsub v6.2d, v6.2d, v30.2d
	ldp q26, q23, [x9, #-32]
	fadd v22.2d, v23.2d, v29.2d
	ldp q30, q27, [x8, #-32]
	fsub v22.2d, v22.2d, v27.2d
	fmul v23.2d, v23.2d, v1.d[0]
	fadd v7.2d, v7.2d, v23.2d
	fsub v7.2d, v7.2d, v29.2d
	fadd v23.2d, v26.2d, v28.2d
	fsub v23.2d, v23.2d, v30.2d
	fmul v26.2d, v26.2d, v1.d[0]
	fadd v16.2d, v16.2d, v26.2d
	fsub v16.2d, v16.2d, v28.2d
	ldp q28, q27, [x9, #-64]
	fadd v26.2d, v27.2d, v25.2d
	ldp q30, q29, [x8, #-64]
	fsub v26.2d, v26.2d, v29.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v17.2d, v17.2d, v27.2d
	fsub v17.2d, v17.2d, v25.2d
	fadd v25.2d, v28.2d, v24.2d
	fsub v27.2d, v25.2d, v30.2d
	fmul v25.2d, v28.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v24.2d
	fmul v24.2d, v18.2d, v2.d[0]
	fmov v28.2d, #3.00000000
	fmul v24.2d, v24.2d, v28.2d
	fmul v25.2d, v17.2d, v2.d[0]
	fmul v25.2d, v25.2d, v28.2d
	stp q24, q25, [x11, #-64]
	fmul v24.2d, v16.2d, v2.d[0]
	fmul v24.2d, v24.2d, v28.2d
	fmul v25.2d, v7.2d, v2.d[0]
	fmul v25.2d, v25.2d, v28.2d
	stp q24, q25, [x11, #-32]
	fmul v24.2d, v6.2d, v2.d[0]
	fmul v24.2d, v24.2d, v28.2d
	fmul v25.2d, v5.2d, v2.d[0]
	fmul v25.2d, v25.2d, v28.2d
	stp q24, q25, [x11]
	fmul v24.2d, v4.2d, v2.d[0]
	fmul v24.2d, v24.2d, v28.2d
	fmul v25.2d, v3.2d, v2.d[0]
	fmul v25.2d, v25.2d, v28.2d
	stp q24, q25, [x11, #32]
	add x8, x8, #128
	add x9, x9, #128
	add x11, x11, #128
	mov v24.16b, v27.16b
	mov v25.16b, v26.16b
	mov v28.16b, v23.16b
	mov v29.16b, v22.16b
	mov v30.16b, v21.16b
	fsub v13.2d, v13.2d, v31.2d
	mov v31.16b, v13.16b
	mov v14.16b, v20.16b
	mov v15.16b, v19.16b
	cmp x10, x23
	b.ne .LBB_455
	b .LBB_460
.LBB_459:
	mov v27.16b, v24.16b
	mov v26.16b, v25.16b
	mov v23.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v13.16b, v31.16b
	mov v20.16b, v14.16b
	mov v19.16b, v15.16b
.LBB_460:
	str q18, [sp, #1360]
	str q17, [sp, #1376]
	str q16, [sp, #1392]
	str q7, [sp, #1408]
	str q6, [sp, #1424]
	str q5, [sp, #1440]
	str q4, [sp, #1456]
	str q3, [sp, #1472]
	str q27, [sp, #1488]
	str q26, [sp, #1504]
	str q23, [sp, #1520]
	str q22, [sp, #1536]
	str q21, [sp, #1552]
	str q13, [sp, #1568]
	str q20, [sp, #1584]
	str q19, [sp, #1600]
	cmp x10, #1024
	b.hi .LBB_481
	add x9, x10, x26
	cmp x9, x25
	b.hs .LBB_1082
	sub x8, x9, x18
	cmp x8, x25
	b.hs .LBB_1081
	ldr x0, [sp, #640]
	add x11, x0, x9, lsl #7
	add x8, x0, x8, lsl #7
	ldr q24, [x11]
	fmul v25.2d, v24.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1360]
	ldr q25, [x11, #16]
	fmul v28.2d, v25.2d, v1.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fsub v17.2d, v17.2d, v26.2d
	str q17, [sp, #1376]
	ldr q28, [x11, #32]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v23.2d
	str q16, [sp, #1392]
	ldr q29, [x11, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1408]
	ldr q30, [x11, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1424]
	ldr q31, [x11, #80]
	fmul v12.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v12.2d
	fsub v5.2d, v5.2d, v13.2d
	str q5, [sp, #1440]
	ldr q12, [x11, #96]
	fmul v14.2d, v12.2d, v1.d[0]
	fadd v4.2d, v4.2d, v14.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1456]
	ldr q14, [x11, #112]
	fmul v15.2d, v14.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1472]
	ldr q15, [x8]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v15.2d
	str q24, [sp, #1488]
	ldr q24, [x8, #16]
	fadd v25.2d, v25.2d, v26.2d
	fsub v24.2d, v25.2d, v24.2d
	str q24, [sp, #1504]
	ldr q24, [x8, #32]
	fadd v23.2d, v28.2d, v23.2d
	fsub v23.2d, v23.2d, v24.2d
	str q23, [sp, #1520]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1536]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1552]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v13.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1568]
	ldr q21, [x8, #96]
	fadd v20.2d, v12.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1584]
	ldr q20, [x8, #112]
	fadd v19.2d, v14.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1600]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1616]
	str q17, [sp, #1632]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1648]
	str q7, [sp, #1664]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1680]
	str q5, [sp, #1696]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1712]
	str q3, [sp, #1728]
	ldr x8, [sp, #728]
	cmp x2, x8
	b.hi .LBB_1005
	mov w19, #0
	add x23, x10, #1
	ldr x8, [sp, #680]
	add x24, x8, x2, lsl #4
	add x8, x9, #1
	sub x0, x8, x18
	mov x21, x4
	add x9, x22, x9, lsl #7
	b .LBB_467
.LBB_465:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x21, #15
	b.hi .LBB_1072
.LBB_466:
	add x24, sp, #1360
	str d4, [x24, x21, lsl #3]
	add x24, sp, #1488
	str d3, [x24, x21, lsl #3]
	fdiv d3, d4, d0
	add x24, sp, #1616
	str d3, [x24, x21, lsl #3]
	mov x21, x20
	mov x24, x11
	ldr x26, [sp, #688]
	ldr x25, [sp, #768]
.LBB_467:
	cbz w19, .LBB_476
.LBB_468:
	mov x11, x24
.LBB_469:
	cbz x21, .LBB_479
	ldr x19, [x21]
	cmp x19, x10
	b.ne .LBB_479
	mov x20, #0
	mov w19, #2
	mov x24, x21
	cmp x8, x18
	b.lo .LBB_988
.LBB_472:
	ldr x21, [x24, #8]
	cbz x18, .LBB_465
	cmp x21, #15
	b.hi .LBB_1055
	add x24, x9, x21, lsl #3
	movi v3.2d, #0000000000000000
	mov x25, x7
	mov w26, #1
	movi v4.2d, #0000000000000000
.LBB_475:
	ucvtf d5, x26
	ldr d6, [x24], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x26, x26, #1
	subs x25, x25, #128
	b.ne .LBB_475
	b .LBB_466
.LBB_476:
	ldr x11, [sp, #736]
	cmp x24, x11
	b.eq .LBB_468
	mov x11, x24
	ldr x19, [x11], #16
	cmp x19, x10
	b.ne .LBB_469
	mov w19, #0
	mov x20, x21
	cmp x8, x18
	b.hs .LBB_472
	b .LBB_988
.LBB_479:
	ldr x20, [sp, #752]
	cmp x10, x20
	b.hs .LBB_1107
	add x8, x14, x10, lsl #7
	ldr q3, [sp, #1616]
	fmov v4.2d, #3.00000000
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8]
	ldr q3, [sp, #1632]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #16]
	ldr q3, [sp, #1648]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1664]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #48]
	ldr q3, [sp, #1680]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1696]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #80]
	ldr q3, [sp, #1712]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1728]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #112]
	cmp x10, #1024
	b.ne .LBB_439
.LBB_481:
	sub x9, x15, #1
	ldr x8, [sp, #568]
	subs x8, x9, x8
	ldr x10, [sp, #600]
	ccmp x9, x10, #2, hs
	cset w9, lo
	cmp x12, x13
	b.ne .LBB_485
	ldr x11, [sp, #416]
	cbz w9, .LBB_494
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_495
	str x8, [sp, #1344]
	str x9, [sp, #1352]
	mov w8, #1
	b .LBB_495
.LBB_485:
	ldr x11, [sp, #416]
	cbz w9, .LBB_488
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_488
	str x8, [sp, #1344]
	str x9, [sp, #1352]
	mov w13, #1
	b .LBB_489
.LBB_488:
	mov x13, #0
.LBB_489:
	str x13, [sp, #1336]
	cmp x15, #1
	ldr x8, [sp, #392]
	b.ne .LBB_501
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1011
	ldr x8, [sp, #352]
	add x8, x8, x17
	ldr x9, [sp, #424]
	add x9, x16, x9
	ldr x10, [sp, #368]
	ldr x11, [sp, #640]
	add x11, x11, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_492:
	subs x8, x8, #1
	b.eq .LBB_1093
	ldp q0, q1, [x11, #-64]
	movi v18.2d, #0000000000000000
	fadd v0.2d, v0.2d, v18.2d
	ldp q2, q3, [x9, #-64]
	fsub v0.2d, v2.2d, v0.2d
	fadd v1.2d, v1.2d, v18.2d
	fsub v1.2d, v3.2d, v1.2d
	ldp q2, q3, [x11, #-32]
	fadd v2.2d, v2.2d, v18.2d
	ldp q4, q5, [x9, #-32]
	fsub v2.2d, v4.2d, v2.2d
	fadd v3.2d, v3.2d, v18.2d
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x11]
	fadd v4.2d, v4.2d, v18.2d
	ldp q6, q7, [x9]
	fsub v4.2d, v6.2d, v4.2d
	fadd v5.2d, v5.2d, v18.2d
	fsub v5.2d, v7.2d, v5.2d
	ldp q6, q7, [x11, #32]
	fadd v6.2d, v6.2d, v18.2d
	ldp q16, q17, [x9, #32]
	fsub v6.2d, v16.2d, v6.2d
	add x11, x11, #128
	fadd v7.2d, v7.2d, v18.2d
	stp q0, q1, [x9, #-64]
	stp q2, q3, [x9, #-32]
	stp q4, q5, [x9]
	fsub v0.2d, v17.2d, v7.2d
	stp q6, q0, [x9, #32]
	add x9, x9, #128
	sub x10, x10, #128
	cbnz x10, .LBB_492
	b .LBB_558
.LBB_494:
	mov x8, #0
.LBB_495:
	str x8, [sp, #1336]
	ldr x18, [sp, #856]
	ldr x13, [sp, #864]
	cmp x15, #1
	b.ne .LBB_507
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1011
	add x15, x18, #64
	ldr x8, [sp, #424]
	add x8, x16, x8
	mov x9, #-1
	mov x10, x20
	mov w11, #128
	movk w11, #2, lsl #16
	ldr x14, [sp, #368]
	ldr x16, [sp, #640]
	add x14, x16, x14
.LBB_498:
	cbz x10, .LBB_1104
	add x9, x9, #1
	cmp x13, x9
	b.eq .LBB_1103
	ldp q0, q1, [x14, #-64]
	movi v19.2d, #0000000000000000
	fadd v0.2d, v0.2d, v19.2d
	fadd v1.2d, v1.2d, v19.2d
	ldp q2, q3, [x14, #-32]
	fadd v2.2d, v2.2d, v19.2d
	fadd v3.2d, v3.2d, v19.2d
	ldp q4, q5, [x14]
	fadd v4.2d, v4.2d, v19.2d
	fadd v5.2d, v5.2d, v19.2d
	ldp q6, q7, [x14, #32]
	fadd v6.2d, v6.2d, v19.2d
	ldp q16, q17, [x8, #-64]
	fsub v0.2d, v16.2d, v0.2d
	ldp q16, q18, [x15, #-64]
	fsub v0.2d, v0.2d, v16.2d
	fsub v1.2d, v17.2d, v1.2d
	fsub v1.2d, v1.2d, v18.2d
	ldp q16, q17, [x8, #-32]
	fsub v2.2d, v16.2d, v2.2d
	ldp q16, q18, [x15, #-32]
	fsub v2.2d, v2.2d, v16.2d
	fsub v3.2d, v17.2d, v3.2d
	fsub v3.2d, v3.2d, v18.2d
	ldp q16, q17, [x8]
	fsub v4.2d, v16.2d, v4.2d
	ldp q16, q18, [x15]
	fsub v4.2d, v4.2d, v16.2d
	fsub v5.2d, v17.2d, v5.2d
	fsub v5.2d, v5.2d, v18.2d
	ldp q16, q17, [x8, #32]
	fsub v6.2d, v16.2d, v6.2d
	ldp q16, q18, [x15, #32]
	fsub v6.2d, v6.2d, v16.2d
	fadd v7.2d, v7.2d, v19.2d
	add x14, x14, #128
	sub x10, x10, #1
	add x15, x15, #128
	fsub v7.2d, v17.2d, v7.2d
	fsub v7.2d, v7.2d, v18.2d
	stp q0, q1, [x8, #-64]
	stp q2, q3, [x8, #-32]
	stp q4, q5, [x8]
	stp q6, q7, [x8, #32]
	add x8, x8, #128
	sub x11, x11, #128
	cbnz x11, .LBB_498
	b .LBB_667
.LBB_501:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1472]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	sub x0, x8, x15
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	cmp x26, x25
	b.hs .LBB_1043
	cmp x8, x15
	b.lo .LBB_1023
	cbz x15, .LBB_513
	ldr x8, [sp, #640]
	add x8, x8, x0, lsl #7
	ldr q1, [sp, #1360]
	ldr q2, [sp, #1376]
	add x9, sp, #1360
	add x9, x9, #88
	ldr q17, [sp, #1488]
	ldr q18, [sp, #1504]
	add x10, sp, #1488
	add x10, x10, #88
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	ld1 { v4.d }[1], [x9]
	mov w9, #1
	movi v5.2d, #0000000000000000
	ldr q7, [sp, #1456]
	ldr q16, [sp, #1472]
	movi v6.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr q19, [sp, #1584]
	ldr q20, [sp, #1600]
	movi v21.2d, #0000000000000000
	ld1 { v0.d }[1], [x10]
.LBB_505:
	ucvtf d24, x9
	ldp q25, q26, [x8]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v1.2d, v1.2d, v27.2d
	fadd v17.2d, v25.2d, v17.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v2.2d, v2.2d, v25.2d
	fadd v18.2d, v26.2d, v18.2d
	ldp q25, q26, [x8, #32]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v3.2d, v3.2d, v27.2d
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v5.2d, v5.2d, v25.2d
	fadd v23.2d, v26.2d, v23.2d
	ldp q25, q26, [x8, #64]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fadd v0.2d, v26.2d, v0.2d
	ldp q25, q26, [x8, #96]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fadd v19.2d, v25.2d, v19.2d
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v16.2d, v16.2d, v24.2d
	fadd v20.2d, v26.2d, v20.2d
	add x8, x8, #128
	add x9, x9, #1
	cmp x8, x11
	b.ne .LBB_505
	str q1, [sp, #1360]
	str q2, [sp, #1376]
	str q17, [sp, #1488]
	str q18, [sp, #1504]
	str q3, [sp, #1392]
	str q5, [sp, #1408]
	str q22, [sp, #1520]
	str q23, [sp, #1536]
	str q6, [sp, #1424]
	str q4, [sp, #1440]
	str q21, [sp, #1552]
	str q0, [sp, #1568]
	str q7, [sp, #1456]
	str q16, [sp, #1472]
	str q19, [sp, #1584]
	str q20, [sp, #1600]
	b .LBB_514
.LBB_507:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1472]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	ldr x8, [sp, #392]
	sub x0, x8, x15
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	cmp x26, x25
	b.hs .LBB_1043
	cmp x8, x15
	b.lo .LBB_1023
	cbz x15, .LBB_563
	ldr x8, [sp, #640]
	add x8, x8, x0, lsl #7
	ldr q1, [sp, #1360]
	ldr q2, [sp, #1376]
	add x9, sp, #1360
	add x9, x9, #88
	ldr q17, [sp, #1488]
	ldr q18, [sp, #1504]
	add x10, sp, #1488
	add x10, x10, #88
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	ld1 { v4.d }[1], [x9]
	mov w9, #1
	movi v5.2d, #0000000000000000
	ldr q6, [sp, #1456]
	ldr q7, [sp, #1472]
	movi v16.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr q19, [sp, #1584]
	ldr q20, [sp, #1600]
	movi v21.2d, #0000000000000000
	ld1 { v0.d }[1], [x10]
.LBB_511:
	ucvtf d24, x9
	ldp q25, q26, [x8]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v1.2d, v1.2d, v27.2d
	fadd v17.2d, v25.2d, v17.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v2.2d, v2.2d, v25.2d
	fadd v18.2d, v26.2d, v18.2d
	ldp q25, q26, [x8, #32]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v3.2d, v3.2d, v27.2d
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v5.2d, v5.2d, v25.2d
	fadd v23.2d, v26.2d, v23.2d
	ldp q25, q26, [x8, #64]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fadd v0.2d, v26.2d, v0.2d
	ldp q25, q26, [x8, #96]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fadd v19.2d, v25.2d, v19.2d
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v7.2d, v7.2d, v24.2d
	fadd v20.2d, v26.2d, v20.2d
	add x8, x8, #128
	add x9, x9, #1
	cmp x8, x11
	b.ne .LBB_511
	str q1, [sp, #1360]
	str q2, [sp, #1376]
	str q17, [sp, #1488]
	str q18, [sp, #1504]
	str q3, [sp, #1392]
	str q5, [sp, #1408]
	str q22, [sp, #1520]
	str q23, [sp, #1536]
	str q16, [sp, #1424]
	str q4, [sp, #1440]
	str q21, [sp, #1552]
	str q0, [sp, #1568]
	str q6, [sp, #1456]
	str q7, [sp, #1472]
	str q19, [sp, #1584]
	str q20, [sp, #1600]
	b .LBB_564
.LBB_513:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
.LBB_514:
	cmp x17, x28
	b.eq .LBB_1149
	mov x18, #0
	madd x8, x15, x15, x15
	ucvtf d0, x8, #1
	dup v17.2d, v0.d[0]
	fdiv v16.2d, v16.2d, v17.2d
	fdiv v7.2d, v7.2d, v17.2d
	fdiv v4.2d, v4.2d, v17.2d
	fdiv v6.2d, v6.2d, v17.2d
	fdiv v5.2d, v5.2d, v17.2d
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v2.2d, v2.2d, v17.2d
	fdiv v1.2d, v1.2d, v17.2d
	ldp q17, q18, [x14]
	fsub v1.2d, v17.2d, v1.2d
	fsub v2.2d, v18.2d, v2.2d
	stp q1, q2, [x14]
	ldp q1, q2, [x14, #32]
	fsub v1.2d, v1.2d, v3.2d
	fsub v2.2d, v2.2d, v5.2d
	stp q1, q2, [x14, #32]
	ldp q1, q2, [x14, #64]
	fsub v1.2d, v1.2d, v6.2d
	fsub v2.2d, v2.2d, v4.2d
	stp q1, q2, [x14, #64]
	ldp q1, q2, [x14, #96]
	fsub v1.2d, v1.2d, v7.2d
	fsub v2.2d, v2.2d, v16.2d
	stp q1, q2, [x14, #96]
	ldr x1, [sp, #1344]
	ucvtf d1, x15
	fdiv d2, d8, d0
	cmp w13, #0
	ldr x8, [sp, #400]
	csel x2, x8, xzr, ne
	sub x3, x26, x15
	ldr x8, [sp, #424]
	add x4, x16, x8
	lsl x5, x15, #7
	ldr x8, [sp, #376]
	sub x6, x8, x5
	mov w7, #1
.LBB_516:
	ldr x10, [sp, #728]
	cmp x18, x10
	b.hs .LBB_521
	ldr x8, [sp, #680]
	add x9, x8, x18, lsl #4
.LBB_518:
	ldr x8, [x9], #16
	cmp x8, x7
	b.hs .LBB_522
	add x18, x18, #1
	cmp x10, x18
	b.ne .LBB_518
	mov x9, #0
	mov x18, x10
	b .LBB_523
.LBB_521:
	mov x9, #0
	b .LBB_523
.LBB_522:
	mov w9, #1
.LBB_523:
	cmp x1, x7
	csel w10, wzr, w13, lo
	mov w11, #1
	str x11, [sp, #1616]
	mov w11, #2
	str x11, [sp, #1632]
	str x9, [sp, #1640]
	str x8, [sp, #1648]
	str x10, [sp, #1656]
	str x1, [sp, #1664]
	tbnz w9, #0, .LBB_526
	cbnz w10, .LBB_526
	mov w10, #1025
	b .LBB_530
.LBB_526:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1624]
	ldr x8, [sp, #632]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1616
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_529
	ldr x11, [sp, #584]
	add x11, x11, x9, lsl #4
.LBB_528:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x19, [x11], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x10, x9
	b.ne .LBB_528
.LBB_529:
	cmp x8, #1025
	mov w9, #1025
	csel x10, x8, x9, lo
.LBB_530:
	ldr q18, [sp, #1360]
	ldr q17, [sp, #1376]
	ldr q25, [sp, #1488]
	ldr q26, [sp, #1504]
	ldr q16, [sp, #1392]
	ldr q7, [sp, #1408]
	ldr q28, [sp, #1520]
	ldr q29, [sp, #1536]
	ldr q6, [sp, #1424]
	ldr q5, [sp, #1440]
	ldr q30, [sp, #1552]
	ldr q31, [sp, #1568]
	ldr q4, [sp, #1456]
	ldr q3, [sp, #1472]
	ldr q14, [sp, #1584]
	ldr q15, [sp, #1600]
	cmp x7, x10
	b.hs .LBB_536
	cmp x7, x20
	csel x24, x7, x20, hi
	add x8, x3, x7
	ldr x11, [sp, #616]
	add x8, x11, x8, lsl #7
	add x9, x26, x7
	add x9, x11, x9, lsl #7
	add x11, x4, x7, lsl #7
.LBB_532:
	add x0, x26, x7
	cmp x0, x25
	b.hs .LBB_1045
	add x0, x3, x7
	cmp x0, x25
	b.hs .LBB_1044
	cmp x24, x7
	b.eq .LBB_1061
	add x7, x7, #1
	ldp q21, q20, [x9, #32]
	fadd v19.2d, v20.2d, v15.2d
	ldp q23, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v15.2d
	fadd v20.2d, v21.2d, v14.2d
	fsub v20.2d, v20.2d, v23.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v14.2d
	ldp q22, q21, [x9]
	fadd v13.2d, v21.2d, v31.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v5.2d, v5.2d, v21.2d
	fsub v5.2d, v5.2d, v31.2d
	fadd v21.2d, v22.2d, v30.2d
	ldp q23, q31, [x8]
	fsub v21.2d, v21.2d, v23.2d
	fmul v22.2d, v22.2d, v1.d[0]
	fadd v6.2d, v6.2d, v22.2d
	fsub v6.2d, v6.2d, v30.2d
	ldp q24, q23, [x9, #-32]
	fadd v22.2d, v23.2d, v29.2d
	ldp q30, q27, [x8, #-32]
	fsub v22.2d, v22.2d, v27.2d
	fmul v23.2d, v23.2d, v1.d[0]
	fadd v7.2d, v7.2d, v23.2d
	fsub v7.2d, v7.2d, v29.2d
	fadd v23.2d, v24.2d, v28.2d
	fsub v23.2d, v23.2d, v30.2d
	fmul v24.2d, v24.2d, v1.d[0]
	fadd v16.2d, v16.2d, v24.2d
	fsub v16.2d, v16.2d, v28.2d
	ldp q28, q27, [x9, #-64]
	fadd v24.2d, v27.2d, v26.2d
	ldp q30, q29, [x8, #-64]
	fsub v24.2d, v24.2d, v29.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v17.2d, v17.2d, v27.2d
	fsub v17.2d, v17.2d, v26.2d
	fadd v26.2d, v28.2d, v25.2d
	fsub v27.2d, v26.2d, v30.2d
	fmul v26.2d, v28.2d, v1.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fsub v18.2d, v18.2d, v25.2d
	fmul v25.2d, v18.2d, v2.d[0]
	ldp q26, q28, [x11, #-64]
	fsub v25.2d, v26.2d, v25.2d
	fmul v26.2d, v17.2d, v2.d[0]
	fsub v26.2d, v28.2d, v26.2d
	stp q25, q26, [x11, #-64]
	fmul v25.2d, v16.2d, v2.d[0]
	ldp q26, q28, [x11, #-32]
	fsub v25.2d, v26.2d, v25.2d
	fmul v26.2d, v7.2d, v2.d[0]
	fsub v26.2d, v28.2d, v26.2d
	stp q25, q26, [x11, #-32]
	fmul v25.2d, v6.2d, v2.d[0]
	ldp q26, q28, [x11]
	fsub v25.2d, v26.2d, v25.2d
	fmul v26.2d, v5.2d, v2.d[0]
	fsub v26.2d, v28.2d, v26.2d
	stp q25, q26, [x11]
	fmul v25.2d, v4.2d, v2.d[0]
	ldp q26, q28, [x11, #32]
	fsub v25.2d, v26.2d, v25.2d
	fmul v26.2d, v3.2d, v2.d[0]
	fsub v26.2d, v28.2d, v26.2d
	stp q25, q26, [x11, #32]
	add x8, x8, #128
	add x9, x9, #128
	add x11, x11, #128
	mov v25.16b, v27.16b
	mov v26.16b, v24.16b
	mov v28.16b, v23.16b
	mov v29.16b, v22.16b
	mov v30.16b, v21.16b
	fsub v13.2d, v13.2d, v31.2d
	mov v31.16b, v13.16b
	mov v14.16b, v20.16b
	mov v15.16b, v19.16b
	cmp x10, x7
	b.ne .LBB_532
	b .LBB_537
.LBB_536:
	mov v27.16b, v25.16b
	mov v24.16b, v26.16b
	mov v23.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v13.16b, v31.16b
	mov v20.16b, v14.16b
	mov v19.16b, v15.16b
.LBB_537:
	str q18, [sp, #1360]
	str q17, [sp, #1376]
	str q16, [sp, #1392]
	str q7, [sp, #1408]
	str q6, [sp, #1424]
	str q5, [sp, #1440]
	str q4, [sp, #1456]
	str q3, [sp, #1472]
	str q27, [sp, #1488]
	str q24, [sp, #1504]
	str q23, [sp, #1520]
	str q22, [sp, #1536]
	str q21, [sp, #1552]
	str q13, [sp, #1568]
	str q20, [sp, #1584]
	str q19, [sp, #1600]
	cmp x10, #1024
	b.hi .LBB_558
	add x9, x10, x26
	cmp x9, x25
	b.hs .LBB_1082
	sub x8, x9, x15
	cmp x8, x25
	b.hs .LBB_1081
	ldr x0, [sp, #640]
	add x11, x0, x9, lsl #7
	add x8, x0, x8, lsl #7
	ldr q25, [x11]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1360]
	ldr q26, [x11, #16]
	fmul v28.2d, v26.2d, v1.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fsub v17.2d, v17.2d, v24.2d
	str q17, [sp, #1376]
	ldr q28, [x11, #32]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v23.2d
	str q16, [sp, #1392]
	ldr q29, [x11, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1408]
	ldr q30, [x11, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1424]
	ldr q31, [x11, #80]
	fmul v12.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v12.2d
	fsub v5.2d, v5.2d, v13.2d
	str q5, [sp, #1440]
	ldr q12, [x11, #96]
	fmul v14.2d, v12.2d, v1.d[0]
	fadd v4.2d, v4.2d, v14.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1456]
	ldr q14, [x11, #112]
	fmul v15.2d, v14.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1472]
	ldr q15, [x8]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v15.2d
	str q25, [sp, #1488]
	ldr q25, [x8, #16]
	fadd v24.2d, v26.2d, v24.2d
	fsub v24.2d, v24.2d, v25.2d
	str q24, [sp, #1504]
	ldr q24, [x8, #32]
	fadd v23.2d, v28.2d, v23.2d
	fsub v23.2d, v23.2d, v24.2d
	str q23, [sp, #1520]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1536]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1552]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v13.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1568]
	ldr q21, [x8, #96]
	fadd v20.2d, v12.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1584]
	ldr q20, [x8, #112]
	fadd v19.2d, v14.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1600]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1616]
	str q17, [sp, #1632]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1648]
	str q7, [sp, #1664]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1680]
	str q5, [sp, #1696]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1712]
	str q3, [sp, #1728]
	ldr x8, [sp, #728]
	cmp x18, x8
	b.hi .LBB_1013
	mov w19, #0
	add x7, x10, #1
	ldr x8, [sp, #680]
	add x22, x8, x18, lsl #4
	add x8, x9, #1
	sub x0, x8, x15
	mov x21, x2
	add x9, x6, x9, lsl #7
	b .LBB_544
.LBB_542:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x21, #15
	b.hi .LBB_1072
.LBB_543:
	add x22, sp, #1360
	str d4, [x22, x21, lsl #3]
	add x22, sp, #1488
	str d3, [x22, x21, lsl #3]
	fdiv d3, d4, d0
	add x22, sp, #1616
	str d3, [x22, x21, lsl #3]
	mov x21, x20
	mov x22, x11
.LBB_544:
	cbz w19, .LBB_553
.LBB_545:
	mov x11, x22
.LBB_546:
	cbz x21, .LBB_556
	ldr x19, [x21]
	cmp x19, x10
	b.ne .LBB_556
	mov x20, #0
	mov w19, #2
	mov x22, x21
	cmp x8, x15
	b.lo .LBB_988
.LBB_549:
	ldr x21, [x22, #8]
	cbz x15, .LBB_542
	cmp x21, #15
	b.hi .LBB_1055
	add x22, x9, x21, lsl #3
	movi v3.2d, #0000000000000000
	mov x23, x5
	mov w24, #1
	movi v4.2d, #0000000000000000
.LBB_552:
	ucvtf d5, x24
	ldr d6, [x22], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x24, x24, #1
	subs x23, x23, #128
	b.ne .LBB_552
	b .LBB_543
.LBB_553:
	ldr x11, [sp, #736]
	cmp x22, x11
	b.eq .LBB_545
	mov x11, x22
	ldr x19, [x11], #16
	cmp x19, x10
	b.ne .LBB_546
	mov w19, #0
	mov x20, x21
	cmp x8, x15
	b.hs .LBB_549
	b .LBB_988
.LBB_556:
	ldr x20, [sp, #752]
	cmp x10, x20
	b.hs .LBB_1109
	add x8, x14, x10, lsl #7
	ldr q3, [sp, #1616]
	ldp q4, q5, [x8]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8]
	ldr q3, [sp, #1632]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #16]
	ldr q3, [sp, #1648]
	ldp q4, q5, [x8, #32]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1664]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #48]
	ldr q3, [sp, #1680]
	ldp q4, q5, [x8, #64]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1696]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #80]
	ldr q3, [sp, #1712]
	ldp q4, q5, [x8, #96]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1728]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #112]
	cmp x10, #1024
	b.ne .LBB_516
.LBB_558:
	mov x13, #0
	sub x9, x12, #1
	ldr x8, [sp, #568]
	subs x8, x9, x8
	b.lo .LBB_562
	ldr x10, [sp, #600]
	cmp x9, x10
	ldr x11, [sp, #416]
	b.hs .LBB_611
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_610
	str x8, [sp, #1344]
	str x9, [sp, #1352]
	mov w13, #1
	b .LBB_611
.LBB_562:
	ldr x11, [sp, #416]
	b .LBB_611
.LBB_563:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_564:
	cmp x17, x28
	b.eq .LBB_1152
	cbz x13, .LBB_1151
	mov x17, #0
	madd x8, x15, x15, x15
	ucvtf d0, x8, #1
	dup v17.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v17.2d
	fdiv v2.2d, v2.2d, v17.2d
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v5.2d, v5.2d, v17.2d
	fdiv v16.2d, v16.2d, v17.2d
	fdiv v4.2d, v4.2d, v17.2d
	fdiv v6.2d, v6.2d, v17.2d
	fdiv v7.2d, v7.2d, v17.2d
	ldp q17, q18, [x14]
	fsub v1.2d, v17.2d, v1.2d
	ldp q17, q19, [x18]
	fsub v1.2d, v1.2d, v17.2d
	fsub v2.2d, v18.2d, v2.2d
	fsub v2.2d, v2.2d, v19.2d
	ldp q17, q18, [x14, #32]
	fsub v3.2d, v17.2d, v3.2d
	ldp q17, q19, [x18, #32]
	fsub v3.2d, v3.2d, v17.2d
	fsub v5.2d, v18.2d, v5.2d
	mov x1, x18
	ldr q17, [x1, #64]!
	fsub v5.2d, v5.2d, v19.2d
	ldp q18, q19, [x14, #64]
	fsub v16.2d, v18.2d, v16.2d
	fsub v16.2d, v16.2d, v17.2d
	fsub v4.2d, v19.2d, v4.2d
	ldp q17, q18, [x18, #80]
	fsub v4.2d, v4.2d, v17.2d
	ldp q17, q19, [x14, #96]
	fsub v6.2d, v17.2d, v6.2d
	fsub v6.2d, v6.2d, v18.2d
	ldr q17, [x18, #112]
	fsub v7.2d, v19.2d, v7.2d
	fsub v7.2d, v7.2d, v17.2d
	stp q1, q2, [x14]
	stp q3, q5, [x14, #32]
	stp q16, q4, [x14, #64]
	stp q6, q7, [x14, #96]
	ucvtf d1, x15
	fdiv d2, d8, d0
	ldr w2, [sp, #1336]
	ldr x3, [sp, #1344]
	cmp w2, #0
	ldr x8, [sp, #400]
	csel x4, x8, xzr, ne
	sub x5, x26, x15
	ldr x8, [sp, #424]
	add x16, x16, x8
	lsl x6, x15, #7
	ldr x8, [sp, #376]
	sub x7, x8, x6
	mov w23, #1
.LBB_567:
	ldr x10, [sp, #728]
	cmp x17, x10
	b.hs .LBB_572
	ldr x8, [sp, #680]
	add x9, x8, x17, lsl #4
.LBB_569:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_573
	add x17, x17, #1
	cmp x10, x17
	b.ne .LBB_569
	mov x9, #0
	mov x17, x10
	b .LBB_574
.LBB_572:
	mov x9, #0
	b .LBB_574
.LBB_573:
	mov w9, #1
.LBB_574:
	cmp x3, x23
	csel w10, wzr, w2, lo
	mov w11, #1
	str x11, [sp, #1616]
	mov w11, #2
	str x11, [sp, #1632]
	str x9, [sp, #1640]
	str x8, [sp, #1648]
	str x10, [sp, #1656]
	str x3, [sp, #1664]
	tbnz w9, #0, .LBB_577
	cbnz w10, .LBB_577
	mov w22, #1025
	b .LBB_581
.LBB_577:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1624]
	ldr x8, [sp, #632]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1616
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_580
	ldr x11, [sp, #584]
	add x11, x11, x9, lsl #4
.LBB_579:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x19, [x11], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x10, x9
	b.ne .LBB_579
.LBB_580:
	cmp x8, #1025
	mov w9, #1025
	csel x22, x8, x9, lo
.LBB_581:
	ldr q26, [sp, #1360]
	ldr q25, [sp, #1376]
	ldr q18, [sp, #1488]
	ldr q7, [sp, #1504]
	ldr q24, [sp, #1392]
	ldr q23, [sp, #1408]
	ldr q17, [sp, #1520]
	ldr q5, [sp, #1536]
	ldr q22, [sp, #1424]
	ldr q21, [sp, #1440]
	ldr q16, [sp, #1552]
	ldr q4, [sp, #1568]
	ldr q20, [sp, #1456]
	ldr q19, [sp, #1472]
	ldr q6, [sp, #1584]
	ldr q3, [sp, #1600]
	cmp x23, x22
	b.hs .LBB_588
	cmp x23, x20
	csel x24, x23, x20, hi
	cmp x23, x13
	csel x10, x23, x13, hi
	add x8, x5, x23
	lsl x9, x23, #7
	add x0, x1, x9
	add x11, x26, x23
	add x28, x16, x9
	ldr x9, [sp, #616]
	add x30, x9, x8, lsl #7
	add x11, x9, x11, lsl #7
.LBB_583:
	add x8, x26, x23
	cmp x8, x25
	b.hs .LBB_1078
	add x8, x5, x23
	cmp x8, x25
	b.hs .LBB_1079
	cmp x24, x23
	b.eq .LBB_1077
	cmp x10, x23
	b.eq .LBB_1075
	add x23, x23, #1
	ldp q27, q28, [x11, #-64]
	fadd v29.2d, v27.2d, v18.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v18.2d
	ldp q18, q30, [x30, #-64]
	fsub v18.2d, v29.2d, v18.2d
	fmul v27.2d, v26.2d, v2.d[0]
	fadd v29.2d, v28.2d, v7.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v25.2d, v25.2d, v28.2d
	fsub v25.2d, v25.2d, v7.2d
	fsub v7.2d, v29.2d, v30.2d
	fmul v28.2d, v25.2d, v2.d[0]
	ldp q29, q30, [x11, #-32]
	fadd v31.2d, v29.2d, v17.2d
	fmul v29.2d, v29.2d, v1.d[0]
	fadd v24.2d, v24.2d, v29.2d
	fsub v24.2d, v24.2d, v17.2d
	ldp q17, q12, [x30, #-32]
	fsub v17.2d, v31.2d, v17.2d
	fmul v29.2d, v24.2d, v2.d[0]
	fadd v31.2d, v30.2d, v5.2d
	fmul v30.2d, v30.2d, v1.d[0]
	fadd v23.2d, v23.2d, v30.2d
	fsub v23.2d, v23.2d, v5.2d
	fsub v5.2d, v31.2d, v12.2d
	fmul v30.2d, v23.2d, v2.d[0]
	ldp q31, q12, [x11]
	fadd v13.2d, v31.2d, v16.2d
	fmul v31.2d, v31.2d, v1.d[0]
	fadd v22.2d, v22.2d, v31.2d
	fsub v22.2d, v22.2d, v16.2d
	ldp q16, q31, [x30]
	fsub v16.2d, v13.2d, v16.2d
	fmul v13.2d, v22.2d, v2.d[0]
	fadd v14.2d, v12.2d, v4.2d
	fmul v12.2d, v12.2d, v1.d[0]
	fadd v21.2d, v21.2d, v12.2d
	fsub v21.2d, v21.2d, v4.2d
	fsub v4.2d, v14.2d, v31.2d
	fmul v31.2d, v21.2d, v2.d[0]
	ldp q12, q14, [x11, #32]
	fadd v15.2d, v12.2d, v6.2d
	fmul v12.2d, v12.2d, v1.d[0]
	fadd v20.2d, v20.2d, v12.2d
	fsub v20.2d, v20.2d, v6.2d
	ldp q6, q12, [x30, #32]
	fsub v6.2d, v15.2d, v6.2d
	fmul v15.2d, v20.2d, v2.d[0]
	fadd v10.2d, v14.2d, v3.2d
	fmul v14.2d, v14.2d, v1.d[0]
	fadd v19.2d, v19.2d, v14.2d
	fsub v19.2d, v19.2d, v3.2d
	fsub v3.2d, v10.2d, v12.2d
	ldp q10, q12, [x28, #-64]
	fsub v27.2d, v10.2d, v27.2d
	ldp q10, q14, [x0, #-64]
	fsub v27.2d, v27.2d, v10.2d
	fsub v28.2d, v12.2d, v28.2d
	fsub v28.2d, v28.2d, v14.2d
	ldp q10, q12, [x28, #-32]
	fsub v29.2d, v10.2d, v29.2d
	ldp q10, q14, [x0, #-32]
	fsub v29.2d, v29.2d, v10.2d
	fsub v30.2d, v12.2d, v30.2d
	fsub v30.2d, v30.2d, v14.2d
	ldp q10, q12, [x28]
	fsub v10.2d, v10.2d, v13.2d
	ldp q13, q14, [x0]
	fsub v10.2d, v10.2d, v13.2d
	fsub v31.2d, v12.2d, v31.2d
	fsub v31.2d, v31.2d, v14.2d
	ldp q12, q13, [x28, #32]
	fsub v12.2d, v12.2d, v15.2d
	ldp q14, q15, [x0, #32]
	fsub v12.2d, v12.2d, v14.2d
	fmul v14.2d, v19.2d, v2.d[0]
	add x30, x30, #128
	add x11, x11, #128
	fsub v13.2d, v13.2d, v14.2d
	stp q27, q28, [x28, #-64]
	stp q29, q30, [x28, #-32]
	stp q10, q31, [x28]
	fsub v27.2d, v13.2d, v15.2d
	stp q12, q27, [x28, #32]
	add x0, x0, #128
	add x28, x28, #128
	cmp x22, x23
	movi v10.8b, #254
	b.ne .LBB_583
.LBB_588:
	str q26, [sp, #1360]
	str q25, [sp, #1376]
	str q24, [sp, #1392]
	str q23, [sp, #1408]
	str q22, [sp, #1424]
	str q21, [sp, #1440]
	str q20, [sp, #1456]
	str q19, [sp, #1472]
	str q18, [sp, #1488]
	str q7, [sp, #1504]
	str q17, [sp, #1520]
	str q5, [sp, #1536]
	str q16, [sp, #1552]
	str q4, [sp, #1568]
	str q6, [sp, #1584]
	str q3, [sp, #1600]
	cmp x22, #1024
	ldr x28, [sp, #648]
	b.hi .LBB_667
	add x9, x22, x26
	cmp x9, x25
	b.hs .LBB_1082
	sub x8, x9, x15
	cmp x8, x25
	b.hs .LBB_1081
	ldr x11, [sp, #640]
	add x10, x11, x9, lsl #7
	add x8, x11, x8, lsl #7
	ldr q27, [x10]
	fmul v28.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v28.2d
	fsub v26.2d, v26.2d, v18.2d
	str q26, [sp, #1360]
	ldr q28, [x10, #16]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v25.2d, v25.2d, v29.2d
	fsub v25.2d, v25.2d, v7.2d
	str q25, [sp, #1376]
	ldr q29, [x10, #32]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v24.2d, v24.2d, v30.2d
	fsub v24.2d, v24.2d, v17.2d
	str q24, [sp, #1392]
	ldr q30, [x10, #48]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v23.2d, v23.2d, v31.2d
	fsub v23.2d, v23.2d, v5.2d
	str q23, [sp, #1408]
	ldr q31, [x10, #64]
	fmul v10.2d, v31.2d, v1.d[0]
	fadd v22.2d, v22.2d, v10.2d
	fsub v22.2d, v22.2d, v16.2d
	str q22, [sp, #1424]
	ldr q10, [x10, #80]
	fmul v12.2d, v10.2d, v1.d[0]
	fadd v21.2d, v21.2d, v12.2d
	fsub v21.2d, v21.2d, v4.2d
	str q21, [sp, #1440]
	ldr q12, [x10, #96]
	fmul v13.2d, v12.2d, v1.d[0]
	fadd v20.2d, v20.2d, v13.2d
	fsub v20.2d, v20.2d, v6.2d
	str q20, [sp, #1456]
	ldr q13, [x10, #112]
	fmul v14.2d, v13.2d, v1.d[0]
	fadd v19.2d, v19.2d, v14.2d
	fsub v19.2d, v19.2d, v3.2d
	str q19, [sp, #1472]
	ldr q14, [x8]
	fadd v18.2d, v27.2d, v18.2d
	fsub v18.2d, v18.2d, v14.2d
	str q18, [sp, #1488]
	ldr q18, [x8, #16]
	fadd v7.2d, v28.2d, v7.2d
	fsub v7.2d, v7.2d, v18.2d
	str q7, [sp, #1504]
	ldr q7, [x8, #32]
	fadd v17.2d, v29.2d, v17.2d
	fsub v7.2d, v17.2d, v7.2d
	str q7, [sp, #1520]
	ldr q7, [x8, #48]
	fadd v5.2d, v30.2d, v5.2d
	fsub v5.2d, v5.2d, v7.2d
	str q5, [sp, #1536]
	ldr q5, [x8, #64]
	fadd v7.2d, v31.2d, v16.2d
	fsub v5.2d, v7.2d, v5.2d
	str q5, [sp, #1552]
	ldr q5, [x8, #80]
	fadd v4.2d, v10.2d, v4.2d
	fsub v4.2d, v4.2d, v5.2d
	str q4, [sp, #1568]
	ldr q4, [x8, #96]
	fadd v5.2d, v12.2d, v6.2d
	fsub v4.2d, v5.2d, v4.2d
	str q4, [sp, #1584]
	ldr q4, [x8, #112]
	fadd v3.2d, v13.2d, v3.2d
	fsub v3.2d, v3.2d, v4.2d
	str q3, [sp, #1600]
	fmul v3.2d, v26.2d, v2.d[0]
	fmul v4.2d, v25.2d, v2.d[0]
	str q3, [sp, #1616]
	str q4, [sp, #1632]
	fmul v3.2d, v24.2d, v2.d[0]
	fmul v4.2d, v23.2d, v2.d[0]
	str q3, [sp, #1648]
	str q4, [sp, #1664]
	fmul v3.2d, v22.2d, v2.d[0]
	fmul v4.2d, v21.2d, v2.d[0]
	str q3, [sp, #1680]
	str q4, [sp, #1696]
	fmul v3.2d, v20.2d, v2.d[0]
	fmul v4.2d, v19.2d, v2.d[0]
	str q3, [sp, #1712]
	str q4, [sp, #1728]
	ldr x8, [sp, #728]
	cmp x17, x8
	b.hi .LBB_1014
	mov w11, #0
	add x23, x22, #1
	ldr x8, [sp, #680]
	add x21, x8, x17, lsl #4
	add x8, x9, #1
	sub x0, x8, x15
	mov x20, x4
	add x9, x7, x9, lsl #7
	movi v10.8b, #254
	b .LBB_595
.LBB_593:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x20, #15
	b.hi .LBB_1070
.LBB_594:
	add x21, sp, #1360
	str d4, [x21, x20, lsl #3]
	add x21, sp, #1488
	str d3, [x21, x20, lsl #3]
	fdiv d3, d4, d0
	add x21, sp, #1616
	str d3, [x21, x20, lsl #3]
	mov x20, x19
	mov x21, x10
	ldr x25, [sp, #768]
.LBB_595:
	cbz w11, .LBB_604
.LBB_596:
	mov x10, x21
.LBB_597:
	cbz x20, .LBB_607
	ldr x11, [x20]
	cmp x11, x22
	b.ne .LBB_607
	mov x19, #0
	mov w11, #2
	mov x21, x20
	cmp x8, x15
	b.lo .LBB_988
.LBB_600:
	ldr x20, [x21, #8]
	cbz x15, .LBB_593
	cmp x20, #15
	b.hi .LBB_1049
	add x21, x9, x20, lsl #3
	movi v3.2d, #0000000000000000
	mov x24, x6
	mov w25, #1
	movi v4.2d, #0000000000000000
.LBB_603:
	ucvtf d5, x25
	ldr d6, [x21], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x25, x25, #1
	subs x24, x24, #128
	b.ne .LBB_603
	b .LBB_594
.LBB_604:
	ldr x10, [sp, #736]
	cmp x21, x10
	b.eq .LBB_596
	mov x10, x21
	ldr x11, [x10], #16
	cmp x11, x22
	b.ne .LBB_597
	mov w11, #0
	mov x19, x20
	cmp x8, x15
	b.hs .LBB_600
	b .LBB_988
.LBB_607:
	ldr x20, [sp, #752]
	cmp x22, x20
	b.hs .LBB_1119
	cmp x22, x13
	b.hs .LBB_1120
	lsl x9, x22, #7
	add x8, x14, x9
	add x9, x18, x9
	ldp q3, q4, [x8]
	ldr q5, [sp, #1616]
	ldr q6, [sp, #1632]
	fsub v3.2d, v3.2d, v5.2d
	ldp q5, q7, [x9]
	fsub v3.2d, v3.2d, v5.2d
	fsub v4.2d, v4.2d, v6.2d
	fsub v4.2d, v4.2d, v7.2d
	ldp q5, q6, [x8, #32]
	ldr q7, [sp, #1648]
	ldr q16, [sp, #1664]
	fsub v5.2d, v5.2d, v7.2d
	ldp q7, q17, [x9, #32]
	fsub v5.2d, v5.2d, v7.2d
	fsub v6.2d, v6.2d, v16.2d
	fsub v6.2d, v6.2d, v17.2d
	ldp q7, q16, [x8, #64]
	ldr q17, [sp, #1680]
	ldr q18, [sp, #1696]
	fsub v7.2d, v7.2d, v17.2d
	ldp q17, q19, [x9, #64]
	fsub v7.2d, v7.2d, v17.2d
	fsub v16.2d, v16.2d, v18.2d
	fsub v16.2d, v16.2d, v19.2d
	ldp q17, q18, [x8, #96]
	ldr q19, [sp, #1712]
	ldr q20, [sp, #1728]
	fsub v17.2d, v17.2d, v19.2d
	ldp q19, q21, [x9, #96]
	fsub v17.2d, v17.2d, v19.2d
	fsub v18.2d, v18.2d, v20.2d
	fsub v18.2d, v18.2d, v21.2d
	stp q3, q4, [x8]
	stp q5, q6, [x8, #32]
	stp q7, q16, [x8, #64]
	stp q17, q18, [x8, #96]
	cmp x22, #1024
	b.ne .LBB_567
	b .LBB_667
.LBB_610:
	mov x13, #0
.LBB_611:
	str x13, [sp, #1336]
	cmp x12, #1
	b.ne .LBB_616
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1011
	ldr x8, [sp, #352]
	add x8, x8, x17
	ldr x9, [sp, #424]
	add x9, x16, x9
	ldr x10, [sp, #368]
	ldr x11, [sp, #640]
	add x11, x11, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_614:
	subs x8, x8, #1
	b.eq .LBB_1093
	ldp q0, q1, [x11, #-64]
	movi v18.2d, #0000000000000000
	fadd v0.2d, v0.2d, v18.2d
	ldp q2, q3, [x9, #-64]
	fsub v0.2d, v2.2d, v0.2d
	fadd v1.2d, v1.2d, v18.2d
	fsub v1.2d, v3.2d, v1.2d
	ldp q2, q3, [x11, #-32]
	fadd v2.2d, v2.2d, v18.2d
	ldp q4, q5, [x9, #-32]
	fsub v2.2d, v4.2d, v2.2d
	fadd v3.2d, v3.2d, v18.2d
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x11]
	fadd v4.2d, v4.2d, v18.2d
	ldp q6, q7, [x9]
	fsub v4.2d, v6.2d, v4.2d
	fadd v5.2d, v5.2d, v18.2d
	fsub v5.2d, v7.2d, v5.2d
	ldp q6, q7, [x11, #32]
	fadd v6.2d, v6.2d, v18.2d
	ldp q16, q17, [x9, #32]
	fsub v6.2d, v16.2d, v6.2d
	add x11, x11, #128
	fadd v7.2d, v7.2d, v18.2d
	stp q0, q1, [x9, #-64]
	stp q2, q3, [x9, #-32]
	stp q4, q5, [x9]
	fsub v0.2d, v17.2d, v7.2d
	stp q6, q0, [x9, #32]
	add x9, x9, #128
	sub x10, x10, #128
	cbnz x10, .LBB_614
	b .LBB_667
.LBB_616:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1472]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	ldr x8, [sp, #392]
	sub x0, x8, x12
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	cmp x26, x25
	b.hs .LBB_1043
	cmp x8, x12
	b.lo .LBB_1023
	cbz x12, .LBB_622
	ldr x8, [sp, #640]
	add x8, x8, x0, lsl #7
	ldr q1, [sp, #1360]
	ldr q2, [sp, #1376]
	add x9, sp, #1360
	add x9, x9, #88
	ldr q17, [sp, #1488]
	ldr q18, [sp, #1504]
	add x10, sp, #1488
	add x10, x10, #88
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	ld1 { v4.d }[1], [x9]
	mov w9, #1
	movi v5.2d, #0000000000000000
	ldr q7, [sp, #1456]
	ldr q16, [sp, #1472]
	movi v6.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr q19, [sp, #1584]
	ldr q20, [sp, #1600]
	movi v21.2d, #0000000000000000
	ld1 { v0.d }[1], [x10]
.LBB_620:
	ucvtf d24, x9
	ldp q25, q26, [x8]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v1.2d, v1.2d, v27.2d
	fadd v17.2d, v25.2d, v17.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v2.2d, v2.2d, v25.2d
	fadd v18.2d, v26.2d, v18.2d
	ldp q25, q26, [x8, #32]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v3.2d, v3.2d, v27.2d
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v5.2d, v5.2d, v25.2d
	fadd v23.2d, v26.2d, v23.2d
	ldp q25, q26, [x8, #64]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fadd v0.2d, v26.2d, v0.2d
	ldp q25, q26, [x8, #96]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fadd v19.2d, v25.2d, v19.2d
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v16.2d, v16.2d, v24.2d
	fadd v20.2d, v26.2d, v20.2d
	add x8, x8, #128
	add x9, x9, #1
	cmp x8, x11
	b.ne .LBB_620
	str q1, [sp, #1360]
	str q2, [sp, #1376]
	str q17, [sp, #1488]
	str q18, [sp, #1504]
	str q3, [sp, #1392]
	str q5, [sp, #1408]
	str q22, [sp, #1520]
	str q23, [sp, #1536]
	str q6, [sp, #1424]
	str q4, [sp, #1440]
	str q21, [sp, #1552]
	str q0, [sp, #1568]
	str q7, [sp, #1456]
	str q16, [sp, #1472]
	str q19, [sp, #1584]
	str q20, [sp, #1600]
	b .LBB_623
.LBB_622:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
.LBB_623:
	cmp x17, x28
	b.eq .LBB_1149
	mov x15, #0
	madd x8, x12, x12, x12
	ucvtf d0, x8, #1
	dup v17.2d, v0.d[0]
	fdiv v16.2d, v16.2d, v17.2d
	fdiv v7.2d, v7.2d, v17.2d
	fdiv v4.2d, v4.2d, v17.2d
	fdiv v6.2d, v6.2d, v17.2d
	fdiv v5.2d, v5.2d, v17.2d
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v2.2d, v2.2d, v17.2d
	fdiv v1.2d, v1.2d, v17.2d
	ldp q17, q18, [x14]
	fsub v1.2d, v17.2d, v1.2d
	fsub v2.2d, v18.2d, v2.2d
	stp q1, q2, [x14]
	ldp q1, q2, [x14, #32]
	fsub v1.2d, v1.2d, v3.2d
	fsub v2.2d, v2.2d, v5.2d
	stp q1, q2, [x14, #32]
	ldp q1, q2, [x14, #64]
	fsub v1.2d, v1.2d, v6.2d
	fsub v2.2d, v2.2d, v4.2d
	stp q1, q2, [x14, #64]
	ldp q1, q2, [x14, #96]
	fsub v1.2d, v1.2d, v7.2d
	fsub v2.2d, v2.2d, v16.2d
	stp q1, q2, [x14, #96]
	ldr x17, [sp, #1344]
	ucvtf d1, x12
	fdiv d2, d8, d0
	cmp w13, #0
	ldr x8, [sp, #400]
	csel x18, x8, xzr, ne
	sub x1, x26, x12
	ldr x8, [sp, #424]
	add x16, x16, x8
	lsl x2, x12, #7
	ldr x8, [sp, #376]
	sub x3, x8, x2
	mov w4, #1
.LBB_625:
	ldr x10, [sp, #728]
	cmp x15, x10
	b.hs .LBB_630
	ldr x8, [sp, #680]
	add x9, x8, x15, lsl #4
.LBB_627:
	ldr x8, [x9], #16
	cmp x8, x4
	b.hs .LBB_631
	add x15, x15, #1
	cmp x10, x15
	b.ne .LBB_627
	mov x9, #0
	mov x15, x10
	b .LBB_632
.LBB_630:
	mov x9, #0
	b .LBB_632
.LBB_631:
	mov w9, #1
.LBB_632:
	cmp x17, x4
	csel w10, wzr, w13, lo
	mov w11, #1
	str x11, [sp, #1616]
	mov w11, #2
	str x11, [sp, #1632]
	str x9, [sp, #1640]
	str x8, [sp, #1648]
	str x10, [sp, #1656]
	str x17, [sp, #1664]
	tbnz w9, #0, .LBB_635
	cbnz w10, .LBB_635
	mov w10, #1025
	b .LBB_639
.LBB_635:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1624]
	ldr x8, [sp, #632]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1616
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_638
	ldr x11, [sp, #584]
	add x11, x11, x9, lsl #4
.LBB_637:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x5, [x11], #16
	cmp x8, x5
	csel x5, x8, x5, lo
	cmp w0, #0
	csel x8, x5, x8, ne
	cmp x10, x9
	b.ne .LBB_637
.LBB_638:
	cmp x8, #1025
	mov w9, #1025
	csel x10, x8, x9, lo
.LBB_639:
	ldr q18, [sp, #1360]
	ldr q17, [sp, #1376]
	ldr q25, [sp, #1488]
	ldr q26, [sp, #1504]
	ldr q16, [sp, #1392]
	ldr q7, [sp, #1408]
	ldr q28, [sp, #1520]
	ldr q29, [sp, #1536]
	ldr q6, [sp, #1424]
	ldr q5, [sp, #1440]
	ldr q30, [sp, #1552]
	ldr q31, [sp, #1568]
	ldr q4, [sp, #1456]
	ldr q3, [sp, #1472]
	ldr q14, [sp, #1584]
	ldr q15, [sp, #1600]
	cmp x4, x10
	b.hs .LBB_645
	cmp x4, x20
	csel x24, x4, x20, hi
	add x8, x1, x4
	ldr x11, [sp, #616]
	add x8, x11, x8, lsl #7
	add x9, x26, x4
	add x9, x11, x9, lsl #7
	add x11, x16, x4, lsl #7
.LBB_641:
	add x0, x26, x4
	cmp x0, x25
	b.hs .LBB_1045
	add x0, x1, x4
	cmp x0, x25
	b.hs .LBB_1044
	cmp x24, x4
	b.eq .LBB_1061
	add x4, x4, #1
	ldp q21, q20, [x9, #32]
	fadd v19.2d, v20.2d, v15.2d
	ldp q23, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v15.2d
	fadd v20.2d, v21.2d, v14.2d
	fsub v20.2d, v20.2d, v23.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v14.2d
	ldp q22, q21, [x9]
	fadd v13.2d, v21.2d, v31.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v5.2d, v5.2d, v21.2d
	fsub v5.2d, v5.2d, v31.2d
	fadd v21.2d, v22.2d, v30.2d
	ldp q23, q31, [x8]
	fsub v21.2d, v21.2d, v23.2d
	fmul v22.2d, v22.2d, v1.d[0]
	fadd v6.2d, v6.2d, v22.2d
	fsub v6.2d, v6.2d, v30.2d
	ldp q24, q23, [x9, #-32]
	fadd v22.2d, v23.2d, v29.2d
	ldp q30, q27, [x8, #-32]
	fsub v22.2d, v22.2d, v27.2d
	fmul v23.2d, v23.2d, v1.d[0]
	fadd v7.2d, v7.2d, v23.2d
	fsub v7.2d, v7.2d, v29.2d
	fadd v23.2d, v24.2d, v28.2d
	fsub v23.2d, v23.2d, v30.2d
	fmul v24.2d, v24.2d, v1.d[0]
	fadd v16.2d, v16.2d, v24.2d
	fsub v16.2d, v16.2d, v28.2d
	ldp q28, q27, [x9, #-64]
	fadd v24.2d, v27.2d, v26.2d
	ldp q30, q29, [x8, #-64]
	fsub v24.2d, v24.2d, v29.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v17.2d, v17.2d, v27.2d
	fsub v17.2d, v17.2d, v26.2d
	fadd v26.2d, v28.2d, v25.2d
	fsub v27.2d, v26.2d, v30.2d
	fmul v26.2d, v28.2d, v1.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fsub v18.2d, v18.2d, v25.2d
	fmul v25.2d, v18.2d, v2.d[0]
	ldp q26, q28, [x11, #-64]
	fsub v25.2d, v26.2d, v25.2d
	fmul v26.2d, v17.2d, v2.d[0]
	fsub v26.2d, v28.2d, v26.2d
	stp q25, q26, [x11, #-64]
	fmul v25.2d, v16.2d, v2.d[0]
	ldp q26, q28, [x11, #-32]
	fsub v25.2d, v26.2d, v25.2d
	fmul v26.2d, v7.2d, v2.d[0]
	fsub v26.2d, v28.2d, v26.2d
	stp q25, q26, [x11, #-32]
	fmul v25.2d, v6.2d, v2.d[0]
	ldp q26, q28, [x11]
	fsub v25.2d, v26.2d, v25.2d
	fmul v26.2d, v5.2d, v2.d[0]
	fsub v26.2d, v28.2d, v26.2d
	stp q25, q26, [x11]
	fmul v25.2d, v4.2d, v2.d[0]
	ldp q26, q28, [x11, #32]
	fsub v25.2d, v26.2d, v25.2d
	fmul v26.2d, v3.2d, v2.d[0]
	fsub v26.2d, v28.2d, v26.2d
	stp q25, q26, [x11, #32]
	add x8, x8, #128
	add x9, x9, #128
	add x11, x11, #128
	mov v25.16b, v27.16b
	mov v26.16b, v24.16b
	mov v28.16b, v23.16b
	mov v29.16b, v22.16b
	mov v30.16b, v21.16b
	fsub v13.2d, v13.2d, v31.2d
	mov v31.16b, v13.16b
	mov v14.16b, v20.16b
	mov v15.16b, v19.16b
	cmp x10, x4
	b.ne .LBB_641
	b .LBB_646
.LBB_645:
	mov v27.16b, v25.16b
	mov v24.16b, v26.16b
	mov v23.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v13.16b, v31.16b
	mov v20.16b, v14.16b
	mov v19.16b, v15.16b
.LBB_646:
	str q18, [sp, #1360]
	str q17, [sp, #1376]
	str q16, [sp, #1392]
	str q7, [sp, #1408]
	str q6, [sp, #1424]
	str q5, [sp, #1440]
	str q4, [sp, #1456]
	str q3, [sp, #1472]
	str q27, [sp, #1488]
	str q24, [sp, #1504]
	str q23, [sp, #1520]
	str q22, [sp, #1536]
	str q21, [sp, #1552]
	str q13, [sp, #1568]
	str q20, [sp, #1584]
	str q19, [sp, #1600]
	cmp x10, #1024
	b.hi .LBB_667
	add x9, x10, x26
	cmp x9, x25
	b.hs .LBB_1082
	sub x8, x9, x12
	cmp x8, x25
	b.hs .LBB_1081
	ldr x0, [sp, #640]
	add x11, x0, x9, lsl #7
	add x8, x0, x8, lsl #7
	ldr q25, [x11]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1360]
	ldr q26, [x11, #16]
	fmul v28.2d, v26.2d, v1.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fsub v17.2d, v17.2d, v24.2d
	str q17, [sp, #1376]
	ldr q28, [x11, #32]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v23.2d
	str q16, [sp, #1392]
	ldr q29, [x11, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1408]
	ldr q30, [x11, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1424]
	ldr q31, [x11, #80]
	fmul v12.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v12.2d
	fsub v5.2d, v5.2d, v13.2d
	str q5, [sp, #1440]
	ldr q12, [x11, #96]
	fmul v14.2d, v12.2d, v1.d[0]
	fadd v4.2d, v4.2d, v14.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1456]
	ldr q14, [x11, #112]
	fmul v15.2d, v14.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1472]
	ldr q15, [x8]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v15.2d
	str q25, [sp, #1488]
	ldr q25, [x8, #16]
	fadd v24.2d, v26.2d, v24.2d
	fsub v24.2d, v24.2d, v25.2d
	str q24, [sp, #1504]
	ldr q24, [x8, #32]
	fadd v23.2d, v28.2d, v23.2d
	fsub v23.2d, v23.2d, v24.2d
	str q23, [sp, #1520]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1536]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1552]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v13.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1568]
	ldr q21, [x8, #96]
	fadd v20.2d, v12.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1584]
	ldr q20, [x8, #112]
	fadd v19.2d, v14.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1600]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1616]
	str q17, [sp, #1632]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1648]
	str q7, [sp, #1664]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1680]
	str q5, [sp, #1696]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1712]
	str q3, [sp, #1728]
	ldr x8, [sp, #728]
	cmp x15, x8
	b.hi .LBB_1016
	mov w5, #0
	add x4, x10, #1
	ldr x8, [sp, #680]
	add x19, x8, x15, lsl #4
	add x8, x9, #1
	sub x0, x8, x12
	mov x7, x18
	add x9, x3, x9, lsl #7
	b .LBB_653
.LBB_651:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x7, #15
	b.hi .LBB_1095
.LBB_652:
	add x19, sp, #1360
	str d4, [x19, x7, lsl #3]
	add x19, sp, #1488
	str d3, [x19, x7, lsl #3]
	fdiv d3, d4, d0
	add x19, sp, #1616
	str d3, [x19, x7, lsl #3]
	mov x7, x6
	mov x19, x11
	ldr x20, [sp, #752]
.LBB_653:
	cbz w5, .LBB_662
.LBB_654:
	mov x11, x19
.LBB_655:
	cbz x7, .LBB_665
	ldr x5, [x7]
	cmp x5, x10
	b.ne .LBB_665
	mov x6, #0
	mov w5, #2
	mov x19, x7
	cmp x8, x12
	b.lo .LBB_988
.LBB_658:
	ldr x7, [x19, #8]
	cbz x12, .LBB_651
	cmp x7, #15
	b.hi .LBB_1085
	add x19, x9, x7, lsl #3
	movi v3.2d, #0000000000000000
	mov x20, x2
	mov w21, #1
	movi v4.2d, #0000000000000000
.LBB_661:
	ucvtf d5, x21
	ldr d6, [x19], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x21, x21, #1
	subs x20, x20, #128
	b.ne .LBB_661
	b .LBB_652
.LBB_662:
	ldr x11, [sp, #736]
	cmp x19, x11
	b.eq .LBB_654
	mov x11, x19
	ldr x5, [x11], #16
	cmp x5, x10
	b.ne .LBB_655
	mov w5, #0
	mov x6, x7
	cmp x8, x12
	b.hs .LBB_658
	b .LBB_988
.LBB_665:
	cmp x10, x20
	b.hs .LBB_1109
	add x8, x14, x10, lsl #7
	ldr q3, [sp, #1616]
	ldp q4, q5, [x8]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8]
	ldr q3, [sp, #1632]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #16]
	ldr q3, [sp, #1648]
	ldp q4, q5, [x8, #32]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1664]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #48]
	ldr q3, [sp, #1680]
	ldp q4, q5, [x8, #64]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1696]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #80]
	ldr q3, [sp, #1712]
	ldp q4, q5, [x8, #96]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1728]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #112]
	cmp x10, #1024
	b.ne .LBB_625
.LBB_667:
	ldr x8, [sp, #888]
	subs x18, x8, x28
	b.lo .LBB_1024
	ldr x9, [sp, #880]
	ldr x10, [sp, #696]
	ldp x8, x10, [x10, #32]
	add x23, sp, #1616
	add x17, sp, #1360
	ldr x0, [sp, #672]
	ldr x1, [sp, #712]
	cbz x28, .LBB_673
	ldr x11, [sp, #320]
	add x11, x9, x11
	mov w13, #1025
	sub x24, x13, x28
	mov x13, x10
	mov x14, x8
	mov x15, x9
.LBB_670:
	cmp x24, x18
	b.hs .LBB_1088
	cbz x13, .LBB_1080
	ldr d0, [x14], #8
	str d0, [x15]
	mov w16, #128
	movk w16, #2, lsl #16
	add x16, x15, x16
	ldp q0, q1, [x16, #64]
	stur q0, [x15, #72]
	stur q1, [x15, #88]
	ldr q0, [x16, #96]
	stur q0, [x15, #104]
	ldp q0, q1, [x16]
	stur q0, [x15, #8]
	stur q1, [x15, #24]
	ldp q0, q1, [x16, #32]
	stur q0, [x15, #40]
	ldr x16, [x16, #112]
	sub x13, x13, #1
	add x24, x24, #1
	str x16, [x15, #120]
	stur q1, [x15, #56]
	add x15, x15, #128
	cmp x15, x11
	b.ne .LBB_670
.LBB_673:
	cbz x10, .LBB_677
	lsl x10, x10, #3
	mov w11, #248
	movk w11, #2, lsl #16
	add x9, x9, x11
	mov w11, #1025
	sub x24, x11, x28
.LBB_675:
	cmp x24, x18
	b.hs .LBB_1089
	ldr d0, [x9], #128
	str d0, [x8], #8
	add x24, x24, #1
	subs x10, x10, #8
	b.ne .LBB_675
.LBB_677:
	ldr x13, [sp, #880]
	ldr x11, [sp, #888]
	str x1, [sp, #1336]
	str x0, [sp, #1344]
	ldr x8, [sp, #656]
	str x8, [sp, #1352]
	ldr x10, [sp, #928]
	ldr x21, [sp, #936]
	cmp x12, #1
	str x21, [sp, #752]
	b.ne .LBB_682
	ldr x8, [sp, #560]
	cmp x8, x11
	b.hi .LBB_1030
	ldr x8, [sp, #424]
	add x11, x13, x8
	add x8, x10, #64
	mov x9, #-1
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_680:
	add x9, x9, #1
	cmp x21, x9
	b.eq .LBB_1094
	ldp q0, q1, [x11, #-64]
	ldp q2, q3, [x11, #-32]
	ldp q4, q5, [x11]
	ldp q6, q7, [x11, #32]
	add x11, x11, #128
	movi v16.2d, #0000000000000000
	fadd v0.2d, v0.2d, v16.2d
	fadd v1.2d, v1.2d, v16.2d
	fadd v2.2d, v2.2d, v16.2d
	fadd v3.2d, v3.2d, v16.2d
	fadd v4.2d, v4.2d, v16.2d
	fadd v5.2d, v5.2d, v16.2d
	fadd v6.2d, v6.2d, v16.2d
	fadd v7.2d, v7.2d, v16.2d
	stp q0, q1, [x8, #-64]
	stp q2, q3, [x8, #-32]
	stp q4, q5, [x8]
	stp q6, q7, [x8, #32]
	add x8, x8, #128
	sub x10, x10, #128
	cbnz x10, .LBB_680
	b .LBB_733
.LBB_682:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1472]
	str q0, [sp, #1456]
	str q0, [sp, #1440]
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	ldr x26, [sp, #312]
	sub x0, x26, x12
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	cmp x28, x11
	b.hs .LBB_1041
	cmp x26, x12
	b.lo .LBB_1042
	cbz x12, .LBB_688
	ldr q1, [sp, #1360]
	ldr q2, [sp, #1376]
	add x8, x13, x26, lsl #7
	ldr q19, [sp, #1488]
	ldr q20, [sp, #1504]
	add x9, x13, x0, lsl #7
	ldur q5, [x17, #88]
	movi v3.2d, #0000000000000000
	ldur q0, [x17, #216]
	movi v4.2d, #0000000000000000
	mov w14, #1
	movi v18.2d, #0000000000000000
	ldur q7, [x17, #104]
	movi v6.2d, #0000000000000000
	ldur q21, [x17, #232]
	movi v16.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr d17, [sp, #1480]
	movi v25.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	ldr d22, [sp, #1608]
.LBB_686:
	ucvtf d26, x14
	ldp q27, q28, [x9]
	fmul v29.2d, v27.2d, v26.d[0]
	fadd v1.2d, v1.2d, v29.2d
	fadd v19.2d, v27.2d, v19.2d
	fmul v27.2d, v28.2d, v26.d[0]
	fadd v2.2d, v2.2d, v27.2d
	fadd v20.2d, v28.2d, v20.2d
	ldp q27, q28, [x9, #32]
	fmul v29.2d, v27.2d, v26.d[0]
	fadd v3.2d, v3.2d, v29.2d
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v28.2d, v26.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fadd v25.2d, v28.2d, v25.2d
	ldr q27, [x9, #64]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v16.2d, v16.2d, v28.2d
	fadd v24.2d, v27.2d, v24.2d
	ldr d27, [x9, #80]
	fmul d28, d27, d26
	fadd d4, d4, d28
	fadd d18, d27, d18
	ldur q27, [x9, #88]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v5.2d, v5.2d, v28.2d
	fadd v0.2d, v27.2d, v0.2d
	ldur q27, [x9, #104]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v7.2d, v7.2d, v28.2d
	fadd v21.2d, v27.2d, v21.2d
	ldr d27, [x9, #120]
	fmul d26, d27, d26
	fadd d17, d17, d26
	fadd d22, d27, d22
	add x9, x9, #128
	add x14, x14, #1
	cmp x9, x8
	b.ne .LBB_686
	str q1, [sp, #1360]
	str q2, [sp, #1376]
	str q19, [sp, #1488]
	str q20, [sp, #1504]
	str q3, [sp, #1392]
	str q6, [sp, #1408]
	str q23, [sp, #1520]
	str q25, [sp, #1536]
	str q16, [sp, #1424]
	str q24, [sp, #1552]
	stur q5, [x17, #88]
	stur q0, [x17, #216]
	stur q7, [x17, #104]
	stur q21, [x17, #232]
	str d4, [sp, #1440]
	str d17, [sp, #1480]
	str d18, [sp, #1568]
	str d22, [sp, #1608]
	b .LBB_689
.LBB_688:
	movi v1.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_689:
	ldr x25, [sp, #672]
	ldr x26, [sp, #712]
	cbz x21, .LBB_1150
	mov x14, #0
	madd x8, x12, x12, x12
	ucvtf d0, x8, #1
	fdiv d17, d17, d0
	dup v18.2d, v0.d[0]
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v5.2d, v5.2d, v18.2d
	fdiv d4, d4, d0
	fdiv v16.2d, v16.2d, v18.2d
	fdiv v6.2d, v6.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	stp q1, q2, [x10]
	stp q3, q6, [x10, #32]
	mov x15, x10
	str q16, [x15, #64]!
	str d4, [x10, #80]
	stur q5, [x10, #88]
	stur q7, [x10, #104]
	str d17, [x10, #120]
	ucvtf d1, x12
	fdiv d2, d8, d0
	cmp w26, #0
	ldr x8, [sp, #400]
	csel x16, x8, xzr, ne
	add x17, x13, #64
	sub x18, x28, x12
	lsl x1, x12, #7
	sub x8, x13, x1
	add x2, x8, #128
	mov w4, #1
.LBB_691:
	ldr x8, [sp, #728]
	cmp x14, x8
	b.hs .LBB_696
	ldr x8, [sp, #680]
	add x9, x8, x14, lsl #4
.LBB_693:
	ldr x8, [x9], #16
	cmp x8, x4
	b.hs .LBB_697
	add x14, x14, #1
	ldr x0, [sp, #728]
	cmp x0, x14
	b.ne .LBB_693
	mov x9, #0
	ldr x14, [sp, #728]
	b .LBB_698
.LBB_696:
	mov x9, #0
	b .LBB_698
.LBB_697:
	mov w9, #1
.LBB_698:
	cmp x25, x4
	csel w0, wzr, w26, lo
	mov w3, #1
	str x3, [sp, #1616]
	mov w3, #2
	str x3, [sp, #1632]
	str x9, [sp, #1640]
	str x8, [sp, #1648]
	str x0, [sp, #1656]
	str x25, [sp, #1664]
	tbnz w9, #0, .LBB_701
	cbnz w0, .LBB_701
	mov w3, #1025
	b .LBB_705
.LBB_701:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1624]
	ldr x8, [sp, #632]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1616
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x0, [x29, #-144]
	cmp x9, x0
	b.eq .LBB_704
	ldr x3, [sp, #584]
	add x3, x3, x9, lsl #4
.LBB_703:
	add x9, x9, #1
	ldur w5, [x3, #-8]
	ldr x6, [x3], #16
	cmp x8, x6
	csel x6, x8, x6, lo
	cmp w5, #0
	csel x8, x6, x8, ne
	cmp x0, x9
	b.ne .LBB_703
.LBB_704:
	cmp x8, #1025
	mov w9, #1025
	csel x3, x8, x9, lo
.LBB_705:
	ldr q18, [sp, #1360]
	ldr q17, [sp, #1376]
	ldr q23, [sp, #1488]
	ldr q25, [sp, #1504]
	ldr q16, [sp, #1392]
	ldr q7, [sp, #1408]
	ldr q28, [sp, #1520]
	ldr q29, [sp, #1536]
	ldr q6, [sp, #1424]
	ldr q5, [sp, #1440]
	ldr q30, [sp, #1552]
	ldr q31, [sp, #1568]
	ldr q4, [sp, #1456]
	ldr q3, [sp, #1472]
	ldr q14, [sp, #1584]
	ldr q15, [sp, #1600]
	cmp x4, x3
	b.hs .LBB_711
	cmp x4, x21
	csel x24, x4, x21, hi
	add x8, x18, x4
	add x8, x17, x8, lsl #7
	add x7, x28, x4
	mov x9, x24
	mov x0, x28
	sub x5, x28, x12
	mov x6, x3
	add x7, x17, x7, lsl #7
	add x22, x15, x4, lsl #7
.LBB_707:
	add x19, x4, x0
	cmp x19, x11
	b.hs .LBB_1068
	add x19, x4, x5
	cmp x19, x11
	b.hs .LBB_1067
	cmp x4, x9
	b.eq .LBB_1065
	ldp q21, q20, [x7, #32]
	fadd v19.2d, v20.2d, v15.2d
	ldp q24, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v15.2d
	fadd v20.2d, v21.2d, v14.2d
	fsub v20.2d, v20.2d, v24.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v14.2d
	ldp q22, q21, [x7]
	fadd v13.2d, v21.2d, v31.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v5.2d, v5.2d, v21.2d
	fsub v5.2d, v5.2d, v31.2d
	fadd v21.2d, v22.2d, v30.2d
	ldp q24, q31, [x8]
	fsub v21.2d, v21.2d, v24.2d
	fmul v22.2d, v22.2d, v1.d[0]
	fadd v6.2d, v6.2d, v22.2d
	fsub v6.2d, v6.2d, v30.2d
	ldp q26, q24, [x7, #-32]
	fadd v22.2d, v24.2d, v29.2d
	ldp q30, q27, [x8, #-32]
	fsub v22.2d, v22.2d, v27.2d
	fmul v24.2d, v24.2d, v1.d[0]
	fadd v7.2d, v7.2d, v24.2d
	fsub v7.2d, v7.2d, v29.2d
	fadd v24.2d, v26.2d, v28.2d
	fsub v24.2d, v24.2d, v30.2d
	fmul v26.2d, v26.2d, v1.d[0]
	fadd v16.2d, v16.2d, v26.2d
	fsub v16.2d, v16.2d, v28.2d
	ldp q28, q27, [x7, #-64]
	fadd v26.2d, v27.2d, v25.2d
	ldp q30, q29, [x8, #-64]
	fsub v26.2d, v26.2d, v29.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v17.2d, v17.2d, v27.2d
	fsub v17.2d, v17.2d, v25.2d
	fadd v25.2d, v28.2d, v23.2d
	fsub v27.2d, v25.2d, v30.2d
	fmul v25.2d, v28.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v23.2d
	fmul v23.2d, v18.2d, v2.d[0]
	fmul v25.2d, v17.2d, v2.d[0]
	stp q23, q25, [x22, #-64]
	fmul v23.2d, v16.2d, v2.d[0]
	fmul v25.2d, v7.2d, v2.d[0]
	stp q23, q25, [x22, #-32]
	fmul v23.2d, v6.2d, v2.d[0]
	fmul v25.2d, v5.2d, v2.d[0]
	stp q23, q25, [x22]
	fmul v23.2d, v4.2d, v2.d[0]
	fmul v25.2d, v3.2d, v2.d[0]
	stp q23, q25, [x22, #32]
	sub x6, x6, #1
	add x8, x8, #128
	add x5, x5, #1
	add x7, x7, #128
	add x0, x0, #1
	sub x9, x9, #1
	add x22, x22, #128
	mov v23.16b, v27.16b
	mov v25.16b, v26.16b
	mov v28.16b, v24.16b
	mov v29.16b, v22.16b
	mov v30.16b, v21.16b
	fsub v13.2d, v13.2d, v31.2d
	mov v31.16b, v13.16b
	mov v14.16b, v20.16b
	mov v15.16b, v19.16b
	cmp x4, x6
	b.ne .LBB_707
	b .LBB_712
.LBB_711:
	mov v27.16b, v23.16b
	mov v26.16b, v25.16b
	mov v24.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v13.16b, v31.16b
	mov v20.16b, v14.16b
	mov v19.16b, v15.16b
.LBB_712:
	str q18, [sp, #1360]
	str q17, [sp, #1376]
	str q16, [sp, #1392]
	str q7, [sp, #1408]
	str q6, [sp, #1424]
	str q5, [sp, #1440]
	str q4, [sp, #1456]
	str q3, [sp, #1472]
	str q27, [sp, #1488]
	str q26, [sp, #1504]
	str q24, [sp, #1520]
	str q22, [sp, #1536]
	str q21, [sp, #1552]
	str q13, [sp, #1568]
	str q20, [sp, #1584]
	str q19, [sp, #1600]
	cmp x3, #1024
	b.hi .LBB_733
	add x9, x3, x28
	cmp x9, x11
	b.hs .LBB_1114
	sub x8, x9, x12
	cmp x8, x11
	b.hs .LBB_1110
	add x0, x13, x9, lsl #7
	add x8, x13, x8, lsl #7
	ldr q23, [x0]
	fmul v25.2d, v23.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1360]
	ldr q25, [x0, #16]
	fmul v28.2d, v25.2d, v1.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fsub v17.2d, v17.2d, v26.2d
	str q17, [sp, #1376]
	ldr q28, [x0, #32]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v24.2d
	str q16, [sp, #1392]
	ldr q29, [x0, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1408]
	ldr q30, [x0, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1424]
	ldr q31, [x0, #80]
	fmul v10.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v10.2d
	fsub v5.2d, v5.2d, v13.2d
	str q5, [sp, #1440]
	ldr q10, [x0, #96]
	fmul v12.2d, v10.2d, v1.d[0]
	fadd v4.2d, v4.2d, v12.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1456]
	ldr q12, [x0, #112]
	fmul v14.2d, v12.2d, v1.d[0]
	fadd v3.2d, v3.2d, v14.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1472]
	ldr q14, [x8]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v14.2d
	str q23, [sp, #1488]
	ldr q23, [x8, #16]
	fadd v25.2d, v25.2d, v26.2d
	fsub v23.2d, v25.2d, v23.2d
	str q23, [sp, #1504]
	ldr q23, [x8, #32]
	fadd v24.2d, v28.2d, v24.2d
	fsub v23.2d, v24.2d, v23.2d
	str q23, [sp, #1520]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1536]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1552]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v13.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1568]
	ldr q21, [x8, #96]
	fadd v20.2d, v10.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1584]
	ldr q20, [x8, #112]
	fadd v19.2d, v12.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1600]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1616]
	str q17, [sp, #1632]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1648]
	str q7, [sp, #1664]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1680]
	str q5, [sp, #1696]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1712]
	str q3, [sp, #1728]
	ldr x8, [sp, #728]
	cmp x14, x8
	b.hi .LBB_1008
	mov w6, #0
	add x4, x3, #1
	ldr x8, [sp, #680]
	add x20, x8, x14, lsl #4
	add x8, x9, #1
	sub x0, x8, x12
	mov x19, x16
	add x9, x2, x9, lsl #7
	movi v10.8b, #254
	b .LBB_719
.LBB_717:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x19, #15
	b.hi .LBB_1073
.LBB_718:
	add x20, sp, #1360
	str d4, [x20, x19, lsl #3]
	add x20, sp, #1488
	str d3, [x20, x19, lsl #3]
	fdiv d3, d4, d0
	add x20, sp, #1616
	str d3, [x20, x19, lsl #3]
	mov x19, x7
	mov x20, x5
	ldr x21, [sp, #752]
.LBB_719:
	cbz w6, .LBB_728
.LBB_720:
	mov x5, x20
.LBB_721:
	cbz x19, .LBB_731
	ldr x6, [x19]
	cmp x6, x3
	b.ne .LBB_731
	mov x7, #0
	mov w6, #2
	mov x20, x19
	cmp x8, x12
	b.lo .LBB_994
.LBB_724:
	ldr x19, [x20, #8]
	cbz x12, .LBB_717
	cmp x19, #15
	b.hi .LBB_1056
	add x20, x9, x19, lsl #3
	movi v3.2d, #0000000000000000
	mov x21, x1
	mov w22, #1
	movi v4.2d, #0000000000000000
.LBB_727:
	ucvtf d5, x22
	ldr d6, [x20], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x22, x22, #1
	subs x21, x21, #128
	b.ne .LBB_727
	b .LBB_718
.LBB_728:
	ldr x5, [sp, #736]
	cmp x20, x5
	b.eq .LBB_720
	mov x5, x20
	ldr x6, [x5], #16
	cmp x6, x3
	b.ne .LBB_721
	mov w6, #0
	mov x7, x19
	cmp x8, x12
	b.hs .LBB_724
	b .LBB_994
.LBB_731:
	cmp x3, x21
	b.hs .LBB_1115
	add x8, x10, x3, lsl #7
	ldr q3, [sp, #1680]
	str q3, [x8, #64]
	ldr q3, [sp, #1696]
	str q3, [x8, #80]
	ldr q3, [sp, #1712]
	str q3, [x8, #96]
	ldr q3, [sp, #1728]
	str q3, [x8, #112]
	ldr q3, [sp, #1616]
	str q3, [x8]
	ldr q3, [sp, #1632]
	str q3, [x8, #16]
	ldr q3, [sp, #1648]
	str q3, [x8, #32]
	ldr q3, [sp, #1664]
	str q3, [x8, #48]
	cmp x3, #1024
	b.ne .LBB_691
.LBB_733:
	ldr x8, [sp, #592]
	ldr x10, [sp, #440]
	cmp x10, x8
	b.eq .LBB_1125
	ldr x8, [sp, #432]
	mov w9, #24
	madd x8, x10, x9, x8
	ldp x22, x18, [x8, #8]
	ldr x8, [sp, #784]
	str x8, [sp, #704]
	ldr x8, [sp, #568]
	stur x8, [x29, #-144]
	add x8, sp, #1272
	str x8, [sp, #1360]
	ldr x8, [sp, #544]
	str x8, [sp, #1368]
	fmov d0, #-1.00000000
	fmov d1, #-1.00000000
	mov x9, #9218868437227405311
	ldr x8, [sp, #304]
	str x18, [sp, #752]
	tbz w8, #0, .LBB_738
	ldr x24, [sp, #136]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d2, [x22, x24, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	fmov d1, #-1.00000000
	cmp x8, x9
	b.gt .LBB_738
	mov v1.16b, v2.16b
.LBB_738:
	ldr x8, [sp, #296]
	tbz w8, #0, .LBB_742
	ldr x24, [sp, #128]
	cmp x24, x18
	movi v27.4h, #1
	b.hs .LBB_1108
	ldr d2, [x22, x24, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_743
	mov v0.16b, v2.16b
	b .LBB_743
.LBB_742:
	movi v27.4h, #1
.LBB_743:
	fmov d2, #-1.00000000
	fmov d3, #-1.00000000
	ldr x8, [sp, #288]
	tbz w8, #0, .LBB_747
	ldr x24, [sp, #120]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d4, [x22, x24, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_747
	mov v3.16b, v4.16b
.LBB_747:
	ldr x8, [sp, #280]
	tbz w8, #0, .LBB_751
	ldr x24, [sp, #112]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d4, [x22, x24, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_751
	mov v2.16b, v4.16b
.LBB_751:
	fmov d4, #-1.00000000
	fmov d5, #-1.00000000
	ldr x8, [sp, #272]
	tbz w8, #0, .LBB_754
	ldr x24, [sp, #104]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d5, [x22, x24, lsl #3]
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d5, d9, d5, gt
.LBB_754:
	ldr x8, [sp, #264]
	tbz w8, #0, .LBB_757
	ldr x24, [sp, #96]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d4, [x22, x24, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d4, d9, d4, gt
.LBB_757:
	fmov d6, #-1.00000000
	fmov d7, #-1.00000000
	ldr x8, [sp, #256]
	tbz w8, #0, .LBB_760
	ldr x24, [sp, #88]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d7, [x22, x24, lsl #3]
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d7, d9, d7, gt
.LBB_760:
	ldr x8, [sp, #248]
	tbz w8, #0, .LBB_763
	ldr x24, [sp, #80]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d6, [x22, x24, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d6, d9, d6, gt
.LBB_763:
	fmov d16, #-1.00000000
	fmov d17, #-1.00000000
	ldr x8, [sp, #240]
	tbz w8, #0, .LBB_766
	ldr x24, [sp, #72]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d17, [x22, x24, lsl #3]
	fmov x8, d17
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d17, d9, d17, gt
.LBB_766:
	ldr x8, [sp, #232]
	tbz w8, #0, .LBB_769
	ldr x24, [sp, #64]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d16, [x22, x24, lsl #3]
	fmov x8, d16
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d16, d9, d16, gt
.LBB_769:
	fmov d18, #-1.00000000
	fmov d19, #-1.00000000
	ldr x8, [sp, #224]
	tbz w8, #0, .LBB_772
	ldr x24, [sp, #56]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d19, [x22, x24, lsl #3]
	fmov x8, d19
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d19, d9, d19, gt
.LBB_772:
	ldr x8, [sp, #216]
	tbz w8, #0, .LBB_775
	ldr x24, [sp, #48]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d18, [x22, x24, lsl #3]
	fmov x8, d18
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d18, d9, d18, gt
.LBB_775:
	fmov d20, #-1.00000000
	fmov d21, #-1.00000000
	ldr x8, [sp, #208]
	tbz w8, #0, .LBB_778
	ldr x24, [sp, #40]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d21, [x22, x24, lsl #3]
	fmov x8, d21
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d21, d9, d21, gt
.LBB_778:
	ldr x8, [sp, #200]
	tbz w8, #0, .LBB_781
	ldr x24, [sp, #32]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d20, [x22, x24, lsl #3]
	fmov x8, d20
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d20, d9, d20, gt
.LBB_781:
	fmov d22, #-1.00000000
	fmov d23, #-1.00000000
	ldr x8, [sp, #192]
	tbz w8, #0, .LBB_785
	ldr x24, [sp, #24]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d24, [x22, x24, lsl #3]
	fmov x8, d24
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_785
	mov v23.16b, v24.16b
.LBB_785:
	ldr x8, [sp, #184]
	tbz w8, #0, .LBB_789
	ldr x24, [sp, #16]
	cmp x24, x18
	b.hs .LBB_1108
	ldr d24, [x22, x24, lsl #3]
	fmov x8, d24
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_789
	mov v22.16b, v24.16b
.LBB_789:
	str d1, [sp, #1616]
	str d0, [sp, #1624]
	str d3, [sp, #1632]
	str d2, [sp, #1640]
	str d5, [sp, #1648]
	str d4, [sp, #1656]
	str d7, [sp, #1664]
	str d6, [sp, #1672]
	str d17, [sp, #1680]
	str d16, [sp, #1688]
	str d19, [sp, #1696]
	str d18, [sp, #1704]
	str d21, [sp, #1712]
	str d20, [sp, #1720]
	ldr x8, [sp, #912]
	ldr x9, [sp, #936]
	cmp x9, x8
	csel x8, x9, x8, lo
	lsl x8, x8, #4
	ldr x9, [sp, #984]
	cmp x8, x9
	csel x8, x8, x9, lo
	str d23, [sp, #1728]
	str d22, [sp, #1736]
	cbz x8, .LBB_795
	fminnm d1, d1, d1
	fmaxnm d1, d1, d9
	fminnm d0, d0, d0
	fmaxnm d0, d1, d0
	fminnm d1, d3, d3
	fmaxnm d0, d0, d1
	fminnm d1, d2, d2
	fmaxnm d0, d0, d1
	fminnm d1, d5, d5
	fmaxnm d0, d0, d1
	fminnm d1, d4, d4
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d7, d7
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d6, d6
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d17, d17
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d16, d16
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d19, d19
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d18, d18
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d21, d21
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d20, d20
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d23, d23
	fmaxnm d0, d0, d1
	fminnm d0, d0, d0
	fminnm d1, d22, d22
	fmaxnm d0, d0, d1
	ldr x9, [sp, #904]
	ldr x11, [sp, #928]
	ldr x10, [sp, #976]
	cmp x8, #3
	b.hi .LBB_957
	mov x12, #0
.LBB_792:
	lsl x13, x12, #3
	add x11, x11, x13
	add x9, x9, x13
	add x10, x10, x12
	sub x8, x8, x12
.LBB_793:
	ldr d1, [x11], #8
	ldr d2, [x9], #8
	fabd d1, d1, d2
	fcmp d1, d0
	cset w12, ls
	strb w12, [x10], #1
	subs x8, x8, #1
	b.ne .LBB_793
.LBB_794:
	ldr d1, [sp, #1616]
	ldr d0, [sp, #1624]
.LBB_795:
	ldr d2, [sp, #1632]
	fcmp d1, #0.0
	movi v17.16b, #1
	b.pl .LBB_799
.LBB_796:
	ldr x9, [sp, #984]
	tst x9, #0x7ffffffffffffff0
	b.eq .LBB_802
	add x8, sp, #1616
	add x8, x8, #24
	ldr q3, [sp, #1664]
	ldr q4, [sp, #1648]
	ldr q5, [sp, #1728]
	ldr q6, [sp, #1712]
	ldr q7, [sp, #1696]
	ldr q16, [sp, #1680]
	mov v1.d[1], v0.d[0]
	ld1 { v2.d }[1], [x8]
	ldr x8, [sp, #976]
	and x9, x9, #0x7ffffffffffffff0
	neg x9, x9
	fcmge v0.2d, v1.2d, #0.0
	fcmge v1.2d, v2.2d, #0.0
	uzp1 v0.4s, v0.4s, v1.4s
	fcmge v1.2d, v4.2d, #0.0
	fcmge v2.2d, v3.2d, #0.0
	uzp1 v1.4s, v1.4s, v2.4s
	uzp1 v0.8h, v0.8h, v1.8h
	fcmge v1.2d, v16.2d, #0.0
	fcmge v2.2d, v7.2d, #0.0
	uzp1 v1.4s, v1.4s, v2.4s
	fcmge v2.2d, v6.2d, #0.0
	fcmge v3.2d, v5.2d, #0.0
	uzp1 v2.4s, v2.4s, v3.4s
	uzp1 v1.8h, v1.8h, v2.8h
	uzp1 v0.16b, v0.16b, v1.16b
.LBB_798:
	ldr q1, [x8]
	and v1.16b, v1.16b, v17.16b
	and v1.16b, v1.16b, v0.16b
	str q1, [x8], #16
	adds x9, x9, #16
	b.ne .LBB_798
	b .LBB_802
.LBB_799:
	ldur q3, [x23, #24]
	ldur q4, [x23, #40]
	ldur q5, [x23, #56]
	mov v6.16b, v0.16b
	mov v6.d[1], v2.d[0]
	fcmlt v6.2d, v6.2d, #0.0
	fcmlt v3.2d, v3.2d, #0.0
	uzp1 v3.4s, v6.4s, v3.4s
	fcmlt v5.2d, v5.2d, #0.0
	fcmlt v4.2d, v4.2d, #0.0
	uzp1 v4.4s, v4.4s, v5.4s
	uzp1 v3.8h, v3.8h, v4.8h
	xtn v3.8b, v3.8h
	ldur q4, [x23, #72]
	ldur q5, [x23, #88]
	fcmlt v5.2d, v5.2d, #0.0
	fcmlt v4.2d, v4.2d, #0.0
	uzp1 v4.4s, v4.4s, v5.4s
	xtn v4.4h, v4.4s
	ldr d5, [sp, #1720]
	fcmp d5, #0.0
	zip1 v5.8b, v3.8b, v0.8b
	orr v4.8b, v5.8b, v4.8b
	uzp1 v4.8b, v4.8b, v0.8b
	mov v4.s[1], v3.s[1]
	cset w8, mi
	shl v3.8b, v4.8b, #7
	cmlt v3.8b, v3.8b, #0
	umaxv b3, v3.8b
	fmov w9, s3
	orr w8, w9, w8
	tbnz w8, #0, .LBB_796
	ldr d3, [sp, #1728]
	fcmp d3, #0.0
	b.mi .LBB_796
	ldr d3, [sp, #1736]
	fcmp d3, #0.0
	b.mi .LBB_796
.LBB_802:
	ldr x8, [sp, #976]
	str x8, [sp, #712]
	ldr x19, [sp, #984]
	ldp x9, x8, [sp, #168]
	str x9, [sp, #1488]
	str x8, [sp, #1496]
	add x8, sp, #1616
	str x8, [sp, #1504]
	add x8, sp, #1360
	str x8, [sp, #1512]
	sub x8, x29, #144
	str x8, [sp, #1520]
	ands x21, x19, #0x7ffffffffffffff8
	b.eq .LBB_815
	mov x23, #0
	mov x25, x21
	ldr x26, [sp, #712]
	b .LBB_805
.LBB_804:
	add x23, x23, #1
	sub x25, x25, #8
	cbz x25, .LBB_815
.LBB_805:
	ldr x27, [x26], #8
	cbz x27, .LBB_804
	ubfx x24, x23, #1, #60
	ubfiz x28, x23, #3, #1
	b .LBB_808
.LBB_807:
	sub x8, x27, #1
	and x27, x8, x27
	cbz x27, .LBB_804
.LBB_808:
	ldr x8, [sp, #936]
	cmp x24, x8
	b.hs .LBB_1034
	ldr x8, [sp, #912]
	cmp x24, x8
	b.hs .LBB_1033
	rbit x8, x27
	clz x8, x8
	orr x20, x28, x8, lsr #3
	ldr x8, [sp, #904]
	ldr x9, [sp, #928]
	lsl x10, x24, #7
	add x9, x9, x10
	ldr d0, [x9, x20, lsl #3]
	add x8, x8, x10
	ldr d1, [x8, x20, lsl #3]
	fabd d0, d0, d1
	add x8, sp, #1616
	ldr d1, [x8, x20, lsl #3]
	fcmp d0, d1
	b.hi .LBB_807
	ldur x8, [x29, #-144]
	orr x9, x20, x20, lsl #10
	add x8, x24, x8
	ldr x0, [sp, #1360]
	ldr x1, [sp, #1368]
	add x2, x9, x8
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #912]
	cmp x24, x8
	b.hs .LBB_1047
	ldr x8, [sp, #904]
	add x8, x8, x24, lsl #7
	str d0, [x8, x20, lsl #3]
	ldr x8, [sp, #936]
	cmp x24, x8
	b.hs .LBB_1046
	ldr x8, [sp, #928]
	add x8, x8, x24, lsl #7
	str d1, [x8, x20, lsl #3]
	b .LBB_807
.LBB_815:
	and x20, x19, #0x7
	ldr x23, [sp, #544]
	ldr x25, [sp, #440]
	cbz x20, .LBB_820
	ldr x8, [sp, #712]
	add x21, x8, x21
	and x24, x19, #0xfffffffffffffff8
	b .LBB_818
.LBB_817:
	add x24, x24, #1
	subs x20, x20, #1
	b.eq .LBB_820
.LBB_818:
	ldrb w8, [x21], #1
	cbz w8, .LBB_817
	add x0, sp, #1488
	mov x1, x24
	bl kernel_sliding::blocked::patch::{{closure}}
	b .LBB_817
.LBB_820:
	str xzr, [sp, #712]
	str xzr, [sp, #672]
	mov x10, #0
	add x23, x23, #48
	str x23, [sp, #544]
	add x8, x25, #1
	str x8, [sp, #328]
	mov w8, #1025
	str x8, [sp, #664]
	b .LBB_822
.LBB_821:
	ldr x10, [sp, #656]
	add x10, x10, #1
	ldr x8, [sp, #664]
	add x8, x8, #1025
	str x8, [sp, #664]
	ldr x8, [sp, #672]
	sub x8, x8, #1025
	str x8, [sp, #672]
	ldr x8, [sp, #712]
	add x8, x8, #8
	str x8, [sp, #712]
	cmp x10, #16
	b.eq .LBB_844
.LBB_822:
	add x9, x10, x10, lsl #10
	ldur x8, [x29, #-144]
	add x28, x8, x9
	add x9, sp, #1616
	str x10, [sp, #656]
	ldr d0, [x9, x10, lsl #3]
	fcmp d0, #0.0
	ldr x9, [sp, #704]
	ccmp x28, x9, #2, lt
	b.hs .LBB_821
	add x9, x28, #1025
	ldr x10, [sp, #704]
	cmp x10, x9
	csel x19, x10, x9, lo
	cmn x28, #1026
	b.hi .LBB_821
	ldr x9, [sp, #664]
	add x9, x8, x9
	str x9, [sp, #696]
	ldr x9, [sp, #672]
	sub x26, x9, x8
	b .LBB_826
.LBB_825:
	mov x28, x20
	cmp x21, x19
	b.hs .LBB_821
.LBB_826:
	ldr x9, [sp, #800]
	ldr x8, [sp, #808]
	cmp x8, #1
	b.eq .LBB_830
	cbz x8, .LBB_1062
	mov x10, #0
	mov x11, x8
.LBB_829:
	lsr x12, x11, #1
	add x13, x12, x10
	ldr x14, [x9, x13, lsl #3]
	cmp x14, x28
	csel x10, x10, x13, hi
	sub x11, x11, x12
	cmp x11, #1
	b.hi .LBB_829
	b .LBB_831
.LBB_830:
	mov x10, #0
.LBB_831:
	ldr x11, [x9, x10, lsl #3]
	cmp x11, x28
	cinc x10, x10, ls
	sub x24, x10, #1
	cmp x24, x8
	b.hs .LBB_1063
	add x9, x9, x10, lsl #3
	cmp x10, x8
	ldr x8, [sp, #720]
	csel x8, x9, x8, lo
	ldr x21, [x8]
	cmp x19, x21
	csel x20, x19, x21, lo
	cmp x28, x20
	b.hs .LBB_825
	ldr x8, [sp, #752]
	cmp x24, x8
	b.hs .LBB_1066
	add x8, x26, x28
	ldr x9, [sp, #712]
	add x25, x9, x8, lsl #7
	ldr x8, [sp, #704]
	cmp x21, x8
	csel x8, x21, x8, lo
	ldr x9, [sp, #696]
	cmp x8, x9
	csel x27, x8, x9, lo
	b .LBB_837
.LBB_835:
	ldr x8, [sp, #928]
	str d1, [x8, x25]
.LBB_836:
	add x28, x28, #1
	add x25, x25, #128
	cmp x27, x28
	b.eq .LBB_825
.LBB_837:
	add x23, x26, x28
	ldr d0, [x22, x24, lsl #3]
	mov x8, #9218868437227405312
	fmov d1, x8
	fcmp d0, d1
	b.eq .LBB_841
	ldr x8, [sp, #936]
	cmp x23, x8
	b.hs .LBB_1020
	ldr x8, [sp, #912]
	cmp x23, x8
	b.hs .LBB_1021
	ldr x8, [sp, #904]
	ldr x9, [sp, #928]
	ldr d1, [x9, x25]
	ldr d2, [x8, x25]
	fabd d1, d1, d2
	fcmp d1, d0
	b.hi .LBB_836
.LBB_841:
	ldr x0, [sp, #1360]
	ldr x1, [sp, #1368]
	mov x2, x28
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #912]
	cmp x23, x8
	b.hs .LBB_1009
	ldr x8, [sp, #904]
	str d0, [x8, x25]
	ldr x8, [sp, #936]
	cmp x23, x8
	b.lo .LBB_835
	b .LBB_1010
.LBB_844:
	ldr x8, [sp, #784]
	ldr x9, [sp, #912]
	ldr x10, [sp, #936]
	cmp x10, x9
	csel x9, x10, x9, lo
	ldr x10, [sp, #952]
	ldr x12, [sp, #960]
	cmp x9, x12
	csel x11, x9, x12, lo
	cbz x11, .LBB_851
	ldr x9, [sp, #904]
	ldr x12, [sp, #928]
	lsl x14, x11, #4
	cmp x14, #1
	csinc x11, x14, xzr, hi
	ldr x22, [sp, #152]
	mov x13, #0
	cbz x14, .LBB_852
	add x16, x10, x11
	lsl x15, x11, #3
	add x17, x12, x15
	add x15, x9, x15
	cmp x10, x15
	ccmp x9, x16, #2, lo
	cset w15, lo
	cmp x12, x16
	ccmp x10, x17, #2, lo
	b.lo .LBB_852
	ldr x27, [sp, #360]
	ldr x26, [sp, #688]
	ldr x3, [sp, #568]
	ldr x0, [sp, #440]
	tbnz w15, #0, .LBB_853
	and x13, x11, #0xfffffffffffffff0
	mov x15, x10
	mov x16, x9
	mov x17, x12
	and x18, x11, #0xfffffffffffffff0
.LBB_849:
	ldp q0, q1, [x17]
	ldp q2, q3, [x17, #32]
	ldp q4, q5, [x17, #64]
	ldp q6, q7, [x17, #96]
	ldp q16, q17, [x16]
	ldp q18, q19, [x16, #32]
	ldp q20, q21, [x16, #64]
	ldp q22, q23, [x16, #96]
	fcmgt v24.2d, v7.2d, v23.2d
	fcmgt v25.2d, v6.2d, v22.2d
	uzp1 v24.4s, v25.4s, v24.4s
	fcmgt v25.2d, v5.2d, v21.2d
	fcmgt v26.2d, v4.2d, v20.2d
	uzp1 v25.4s, v26.4s, v25.4s
	uzp1 v24.8h, v25.8h, v24.8h
	fcmgt v25.2d, v3.2d, v19.2d
	fcmgt v26.2d, v2.2d, v18.2d
	uzp1 v25.4s, v26.4s, v25.4s
	fcmgt v26.2d, v1.2d, v17.2d
	fcmgt v27.2d, v0.2d, v16.2d
	uzp1 v26.4s, v27.4s, v26.4s
	uzp1 v25.8h, v26.8h, v25.8h
	uzp1 v24.16b, v25.16b, v24.16b
	fcmgt v7.2d, v23.2d, v7.2d
	fcmgt v6.2d, v22.2d, v6.2d
	uzp1 v6.4s, v6.4s, v7.4s
	fcmgt v5.2d, v21.2d, v5.2d
	fcmgt v4.2d, v20.2d, v4.2d
	uzp1 v4.4s, v4.4s, v5.4s
	uzp1 v4.8h, v4.8h, v6.8h
	fcmgt v3.2d, v19.2d, v3.2d
	fcmgt v2.2d, v18.2d, v2.2d
	uzp1 v2.4s, v2.4s, v3.4s
	fcmgt v1.2d, v17.2d, v1.2d
	fcmgt v0.2d, v16.2d, v0.2d
	uzp1 v0.4s, v0.4s, v1.4s
	uzp1 v0.8h, v0.8h, v2.8h
	uzp1 v0.16b, v0.16b, v4.16b
	sub v0.16b, v0.16b, v24.16b
	str q0, [x15], #16
	add x17, x17, #128
	add x16, x16, #128
	subs x18, x18, #16
	b.ne .LBB_849
	cmp x14, x13
	b.ne .LBB_853
	b .LBB_855
.LBB_851:
	ldr x27, [sp, #360]
	ldr x26, [sp, #688]
	ldr x22, [sp, #152]
	ldr x3, [sp, #568]
	ldr x0, [sp, #440]
	b .LBB_856
.LBB_852:
	ldr x27, [sp, #360]
	ldr x26, [sp, #688]
	ldr x3, [sp, #568]
	ldr x0, [sp, #440]
.LBB_853:
	lsl x14, x13, #3
	add x12, x12, x14
	add x9, x9, x14
	add x10, x10, x13
	sub x11, x11, x13
.LBB_854:
	ldr d0, [x12], #8
	ldr d1, [x9], #8
	fcmp d0, d1
	cset w13, gt
	cset w14, mi
	sub w13, w13, w14
	strb w13, [x10], #1
	subs x11, x11, #1
	b.ne .LBB_854
.LBB_855:
	ldr x10, [sp, #952]
	ldr x12, [sp, #960]
.LBB_856:
	cbz x12, .LBB_1138
	ldr x9, [sp, #984]
	ldr x23, [sp, #408]
	ldr x25, [sp, #576]
	ldr x5, [sp, #544]
	cbz x9, .LBB_1130
	ldr x9, [sp, #336]
	mov w11, #40
	madd x9, x0, x11, x9
	ldrb w11, [x9, #32]
	ldr x13, [sp, #976]
	ldrb w14, [x10]
	eor w11, w14, w11
	cmp w11, #254
	cset w11, eq
	strb w11, [x13]
	ldr x11, [sp, #960]
	cmp x11, #1024
	b.ls .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #2
	b.lo .LBB_1139
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16384
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #1]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #1]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #3
	b.lo .LBB_1137
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16385
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #2]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #2]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #4
	b.lo .LBB_1133
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16386
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #3]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #3]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #5
	b.lo .LBB_1136
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16387
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #4]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #4]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #6
	b.lo .LBB_1142
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16388
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #5]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #5]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #7
	b.lo .LBB_1140
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16389
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #6]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #6]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #8
	b.lo .LBB_1129
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16390
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #7]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #7]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #9
	b.lo .LBB_1135
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16391
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #8]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #8]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #10
	b.lo .LBB_1128
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16392
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #9]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #9]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #11
	b.lo .LBB_1132
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16393
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #10]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #10]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #12
	b.lo .LBB_1131
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16394
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #11]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #11]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #13
	b.lo .LBB_1134
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16395
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #12]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #12]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #14
	b.lo .LBB_1141
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16396
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #13]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #13]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #15
	b.lo .LBB_1126
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16397
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #14]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #14]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1096
	ldr x11, [sp, #984]
	cmp x11, #16
	b.lo .LBB_1127
	ldr x11, [sp, #952]
	ldr x13, [sp, #976]
	mov w14, #16398
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #15]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #15]
	ldr x11, [sp, #984]
	subs x13, x11, #16
	b.lo .LBB_1031
	lsl x14, x12, #4
	ldr x12, [sp, #976]
	sub x15, x14, #16
	cmp x14, x15
	csel x14, x14, x15, lo
	cmp x14, x13
	csel x13, x14, x13, lo
	cbz x13, .LBB_897
	cmp x13, #8
	b.lo .LBB_893
	add x11, x12, #16
	add x14, x10, x13
	add x14, x14, #16
	cmp x11, x14
	b.hs .LBB_961
	add x11, x12, x13
	add x11, x11, #16
	cmp x10, x11
	b.hs .LBB_961
.LBB_893:
	mov x11, #0
.LBB_894:
	add x10, x10, x11
	add x10, x10, #16
	add x12, x12, x11
	add x12, x12, #16
	sub x11, x13, x11
.LBB_895:
	ldrb w13, [x10]
	ldurb w14, [x10, #-16]
	eor w13, w14, w13
	cmp w13, #254
	cset w13, eq
	strb w13, [x12], #1
	add x10, x10, #1
	subs x11, x11, #1
	b.ne .LBB_895
.LBB_896:
	ldr x12, [sp, #976]
	ldr x11, [sp, #984]
.LBB_897:
	movi v0.2d, #0000000000000000
	stp q0, q0, [x22, #96]
	stp q0, q0, [x22, #64]
	stp q0, q0, [x22, #32]
	stp q0, q0, [x22]
	ands x13, x11, #0x7ffffffffffffff8
	b.eq .LBB_905
	mov x10, #0
	mov x14, x13
	mov x15, x12
	b .LBB_900
.LBB_899:
	add x10, x10, #1
	sub x14, x14, #8
	cbz x14, .LBB_905
.LBB_900:
	ldr x16, [x15], #8
	cbz x16, .LBB_899
	lsl x18, x10, #3
	and x17, x18, #0x8
	lsr x18, x18, #4
.LBB_902:
	rbit x0, x16
	clz x0, x0
	orr x24, x17, x0, lsr #3
	ldr x0, [sp, #1008]
	cmp x24, x0
	b.hs .LBB_1037
	ldr x0, [x22, x24, lsl #3]
	cmp x0, #1025
	b.hs .LBB_1035
	sub x1, x16, #1
	ldr x2, [sp, #1000]
	mov w4, #2050
	umaddl x2, w24, w4, x2
	strh w18, [x2, x0, lsl #1]
	ldr x0, [x22, x24, lsl #3]
	add x0, x0, #1
	str x0, [x22, x24, lsl #3]
	and x16, x1, x16
	cbnz x16, .LBB_902
	b .LBB_899
.LBB_905:
	and x10, x11, #0x7
	cbz x10, .LBB_940
	add x12, x12, x13
	ldrb w13, [x12]
	cbz w13, .LBB_910
	and x24, x11, #0x8
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1144
	ldr x13, [x22, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1145
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x22, x24, lsl #3]
	add x13, x13, #1
	str x13, [x22, x24, lsl #3]
.LBB_910:
	cmp x10, #1
	b.eq .LBB_940
	ldrb w13, [x12, #1]
	cbz w13, .LBB_915
	and x13, x11, #0x8
	orr x24, x13, #0x1
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1144
	ldr x13, [x22, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1145
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x22, x24, lsl #3]
	add x13, x13, #1
	str x13, [x22, x24, lsl #3]
.LBB_915:
	cmp x10, #2
	b.eq .LBB_940
	ldrb w13, [x12, #2]
	cbz w13, .LBB_920
	and x13, x11, #0x8
	orr x24, x13, #0x2
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1144
	ldr x13, [x22, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1145
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x22, x24, lsl #3]
	add x13, x13, #1
	str x13, [x22, x24, lsl #3]
.LBB_920:
	cmp x10, #3
	b.eq .LBB_940
	ldrb w13, [x12, #3]
	cbz w13, .LBB_925
	and x13, x11, #0x8
	orr x24, x13, #0x3
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1144
	ldr x13, [x22, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1145
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x22, x24, lsl #3]
	add x13, x13, #1
	str x13, [x22, x24, lsl #3]
.LBB_925:
	cmp x10, #4
	b.eq .LBB_940
	ldrb w13, [x12, #4]
	cbz w13, .LBB_930
	and x13, x11, #0x8
	orr x24, x13, #0x4
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1144
	ldr x13, [x22, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1145
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x22, x24, lsl #3]
	add x13, x13, #1
	str x13, [x22, x24, lsl #3]
.LBB_930:
	cmp x10, #5
	b.eq .LBB_940
	ldrb w13, [x12, #5]
	cbz w13, .LBB_935
	and x13, x11, #0x8
	mov w14, #5
	orr x24, x13, x14
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1144
	ldr x13, [x22, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1145
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x22, x24, lsl #3]
	add x13, x13, #1
	str x13, [x22, x24, lsl #3]
.LBB_935:
	cmp x10, #6
	b.eq .LBB_940
	ldrb w10, [x12, #6]
	cbz w10, .LBB_940
	and x10, x11, #0x8
	orr x24, x10, #0x6
	ldr x10, [sp, #1008]
	cmp x24, x10
	b.hs .LBB_1156
	ldr x10, [x22, x24, lsl #3]
	cmp x10, #1024
	b.hi .LBB_1157
	ldr x12, [sp, #1000]
	mov w13, #2050
	umaddl x12, w24, w13, x12
	lsr x11, x11, #4
	strh w11, [x12, x10, lsl #1]
	ldr x10, [x22, x24, lsl #3]
	add x10, x10, #1
	str x10, [x22, x24, lsl #3]
.LBB_940:
	mov x10, #0
	ldr x24, [sp, #1008]
	ldr x11, [sp, #1000]
	b .LBB_942
.LBB_941:
	add x10, x10, #1
	cmp x10, #16
	b.eq .LBB_955
.LBB_942:
	cmp x10, x24
	b.eq .LBB_1084
	ldr x14, [x22, x10, lsl #3]
	cmp x14, #1025
	b.hi .LBB_999
	cbz x14, .LBB_941
	add x12, x10, x10, lsl #10
	add x12, x12, x3
	mov w13, #2050
	madd x13, x10, x13, x11
	lsl x14, x14, #1
	ldr x0, [sp, #960]
	ldr x15, [sp, #952]
	add x15, x15, x10
	b .LBB_950
.LBB_946:
	ldr d0, [x25, x16, lsl #3]
	scvtf d1, x18
	ldp d2, d3, [x9, #8]
	fsub d0, d0, d2
	fmul d0, d0, d1
	fdiv d0, d0, d2
	fadd d0, d0, d8
	mov x18, #57357
	movk x18, #36909, lsl #16
	movk x18, #63648, lsl #32
	movk x18, #16367, lsl #48
	fmov d1, x18
	fmul d0, d0, d1
	fadd d0, d0, d9
	mov x18, #4636737291354636288
	fmov d1, x18
	fmul d0, d0, d1
	fadd d0, d3, d0
	str d0, [x9, #16]
	ldr x18, [x9, #24]
	add x18, x18, #1
	str x18, [x9, #24]
.LBB_947:
	str x17, [x9]
	cmp x16, x23
	b.hs .LBB_1057
	ldr d0, [x25, x16, lsl #3]
	str d0, [x9, #8]
.LBB_949:
	subs x14, x14, #2
	b.eq .LBB_941
.LBB_950:
	ldrh w17, [x13], #2
	add x16, x12, x17
	cmp x16, x8
	b.hs .LBB_941
	cmp x0, x17
	b.ls .LBB_1040
	lsl x17, x17, #4
	ldrsb x17, [x15, x17]
	ldr x18, [x9]
	cmp x18, x17
	b.eq .LBB_949
	cbz x18, .LBB_947
	cmp x16, x23
	b.lo .LBB_946
	b .LBB_1071
.LBB_955:
	ldr x8, [sp, #960]
	cmp x8, #1024
	b.ls .LBB_1143
	ldr x8, [sp, #952]
	mov w10, #16399
	ldrb w8, [x8, x10]
	strb w8, [x9, #32]
	ldr x11, [sp, #328]
	ldr x8, [sp, #552]
	cmp x5, x8
	ldr x2, [sp, #416]
	b.ne .LBB_209
	b .LBB_977
.LBB_957:
	mov x12, #0
	add x14, x10, x8
	lsl x13, x8, #3
	add x15, x11, x13
	add x13, x9, x13
	cmp x10, x13
	ccmp x9, x14, #2, lo
	cset w13, lo
	cmp x11, x14
	ccmp x10, x15, #2, lo
	b.lo .LBB_792
	tbnz w13, #0, .LBB_792
	cmp x8, #16
	b.hs .LBB_963
	mov x12, #0
	b .LBB_967
.LBB_961:
	cmp x13, #64
	b.hs .LBB_970
	mov x11, #0
	b .LBB_974
.LBB_963:
	and x13, x8, #0xc
	and x12, x8, #0x7ffffffffffffff0
	dup v1.2d, v0.d[0]
	mov x14, x10
	mov x15, x9
	mov x16, x11
	and x17, x8, #0x7ffffffffffffff0
	movi v26.16b, #1
.LBB_964:
	ldp q3, q2, [x16]
	ldp q4, q5, [x16, #32]
	ldp q6, q7, [x16, #64]
	ldp q16, q17, [x16, #96]
	ldp q19, q18, [x15]
	ldp q20, q21, [x15, #32]
	ldp q22, q23, [x15, #64]
	ldp q24, q25, [x15, #96]
	fabd v17.2d, v17.2d, v25.2d
	fabd v16.2d, v16.2d, v24.2d
	fabd v7.2d, v7.2d, v23.2d
	fabd v6.2d, v6.2d, v22.2d
	fabd v5.2d, v5.2d, v21.2d
	fabd v4.2d, v4.2d, v20.2d
	fabd v3.2d, v3.2d, v19.2d
	fabd v2.2d, v2.2d, v18.2d
	fcmge v2.2d, v1.2d, v2.2d
	fcmge v3.2d, v1.2d, v3.2d
	uzp1 v2.4s, v3.4s, v2.4s
	fcmge v3.2d, v1.2d, v4.2d
	fcmge v4.2d, v1.2d, v5.2d
	uzp1 v3.4s, v3.4s, v4.4s
	uzp1 v2.8h, v2.8h, v3.8h
	fcmge v3.2d, v1.2d, v6.2d
	fcmge v4.2d, v1.2d, v7.2d
	uzp1 v3.4s, v3.4s, v4.4s
	fcmge v4.2d, v1.2d, v16.2d
	fcmge v5.2d, v1.2d, v17.2d
	uzp1 v4.4s, v4.4s, v5.4s
	uzp1 v3.8h, v3.8h, v4.8h
	uzp1 v2.16b, v2.16b, v3.16b
	and v2.16b, v2.16b, v26.16b
	str q2, [x14], #16
	add x16, x16, #128
	add x15, x15, #128
	subs x17, x17, #16
	b.ne .LBB_964
	cmp x8, x12
	b.eq .LBB_794
	cbz x13, .LBB_792
.LBB_967:
	mov x16, x12
	dup v1.2d, v0.d[0]
	and x12, x8, #0x7ffffffffffffffc
	sub x13, x16, x12
	lsl x15, x16, #3
	add x14, x11, x15
	add x15, x9, x15
	add x16, x10, x16
.LBB_968:
	ldp q3, q2, [x14], #32
	ldp q5, q4, [x15], #32
	fabd v3.2d, v3.2d, v5.2d
	fabd v2.2d, v2.2d, v4.2d
	fcmge v2.2d, v1.2d, v2.2d
	fcmge v3.2d, v1.2d, v3.2d
	uzp1 v2.4s, v3.4s, v2.4s
	xtn v2.4h, v2.4s
	and v2.8b, v2.8b, v27.8b
	uzp1 v2.8b, v2.8b, v0.8b
	st1 { v2.s }[0], [x16], #4
	adds x13, x13, #4
	b.ne .LBB_968
	cmp x8, x12
	b.ne .LBB_792
	b .LBB_794
.LBB_970:
	and x14, x13, #0x38
	and x11, x13, #0x7fffffffffffffc0
	add x15, x12, #64
	add x16, x10, #32
	and x17, x13, #0x7fffffffffffffc0
	movi v5.16b, #1
	movi v6.16b, #254
.LBB_971:
	ldp q0, q1, [x16]
	ldr q2, [x16, #32]
	ldp q4, q3, [x16, #-32]
	eor v4.16b, v4.16b, v3.16b
	eor v3.16b, v3.16b, v0.16b
	eor v0.16b, v0.16b, v1.16b
	eor v1.16b, v1.16b, v2.16b
	cmeq v2.16b, v4.16b, v6.16b
	and v2.16b, v2.16b, v5.16b
	cmeq v3.16b, v3.16b, v6.16b
	and v3.16b, v3.16b, v5.16b
	cmeq v0.16b, v0.16b, v6.16b
	and v0.16b, v0.16b, v5.16b
	cmeq v1.16b, v1.16b, v6.16b
	stp q2, q3, [x15, #-48]
	and v1.16b, v1.16b, v5.16b
	stp q0, q1, [x15, #-16]
	add x15, x15, #64
	add x16, x16, #64
	subs x17, x17, #64
	b.ne .LBB_971
	cmp x13, x11
	b.eq .LBB_896
	cbz x14, .LBB_894
.LBB_974:
	mov x16, x11
	and x11, x13, #0x7ffffffffffffff8
	sub x14, x16, x11
	add x15, x10, x16
	add x15, x15, #16
	add x16, x12, x16
	add x16, x16, #16
.LBB_975:
	ldr d0, [x15]
	ldur d1, [x15, #-16]
	eor v0.8b, v1.8b, v0.8b
	cmeq v0.8b, v0.8b, v10.8b
	and v0.8b, v0.8b, v11.8b
	str d0, [x16], #8
	add x15, x15, #8
	adds x14, x14, #8
	b.ne .LBB_975
	cmp x13, x11
	b.eq .LBB_896
	b .LBB_894
.LBB_977:
	ldr x8, [sp, #160]
	mov x24, #64513
	movk x24, #49167, lsl #16
	movk x24, #255, lsl #32
	movk x24, #4092, lsl #48
	cbz x8, .LBB_979
	lsl x1, x8, #4
	ldr x0, [sp, #680]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_979:
	ldr x27, [sp, #600]
	ldr x15, [sp, #144]
	mov w13, #15375
	ldr x14, [sp, #8]
	cbnz x15, .LBB_110
	b .LBB_984
.LBB_980:
	cmp x1, #21
	b.hs .LBB_983
	ldr x0, [sp, #680]
	ldr x1, [sp, #728]
	bl core::slice::sort::shared::smallsort::insertion_sort_shift_left
.LBB_982:
	ldr x26, [sp, #688]
	ldr x23, [sp, #408]
	ldr x25, [sp, #576]
	mov x24, #64513
	movk x24, #49167, lsl #16
	movk x24, #255, lsl #32
	movk x24, #4092, lsl #48
	ldr x27, [sp, #568]
	movi v10.8b, #254
	b .LBB_183
.LBB_983:
	sub x2, x29, #81
	ldr x0, [sp, #680]
	ldr x1, [sp, #728]
	bl core::slice::sort::unstable::ipnsort
	b .LBB_982
.LBB_984:
	mov w8, #40
	ldr x9, [sp, #336]
	str x9, [sp, #1616]
	str x9, [sp, #1624]
	ldr x10, [sp, #592]
	madd x8, x10, x8, x9
	ldr x27, [sp, #360]
	str x27, [sp, #1632]
	str x8, [sp, #1640]
	str x25, [sp, #1648]
	str x23, [sp, #1656]
	add x8, sp, #784
	str x8, [sp, #1664]
	mov w20, #0
	add x1, sp, #1616
	ldr x0, [sp, #448]
	bl alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	ldr x0, [sp, #1288]
	ldr x1, [sp, #1296]
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #1248
	bl core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	add x0, sp, #1192
	bl core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	add x0, sp, #1168
	bl core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	ldr x8, [sp, #1144]
	cbz x8, .LBB_987
	ldr x0, [sp, #1152]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_987:
	add x0, sp, #848
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	add x0, sp, #792
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	add sp, sp, #1952
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
.LBB_988:
	mov x26, x8
.LBB_989:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
.LBB_990:
	ldr x20, [sp, #160]
.LBB_991:
	ldr x27, [sp, #360]
.LBB_992:
	mov x1, x26
	mov x2, x25
	bl core::slice::index::slice_index_fail
	b .LBB_1155
.LBB_993:
	mov x26, x8
	mov x25, x16
	b .LBB_989
.LBB_994:
	mov x26, x8
	mov x25, x11
	b .LBB_989
.LBB_995:
	str x27, [sp, #1248]
	ldr x8, [sp, #432]
	str x8, [sp, #1256]
	str x27, [sp, #1264]
	add x8, x27, x27, lsl #2
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1154
	cmp x27, #2
	ldr x26, [sp, #688]
	str x0, [sp, #336]
	b.lo .LBB_1001
	sub x9, x27, #1
	movi v0.2d, #0000000000000000
	mov x8, x0
.LBB_998:
	strb wzr, [x8, #32]
	stp q0, q0, [x8]
	add x8, x8, #40
	subs x9, x9, #1
	b.ne .LBB_998
	b .LBB_1002
.LBB_999:
	mov x0, #0
	mov x26, x14
	mov w25, #1025
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
.LBB_1000:
	ldr x20, [sp, #160]
	b .LBB_992
.LBB_1001:
	mov w27, #1
	mov x8, x0
.LBB_1002:
	strb wzr, [x8, #32]
	movi v0.2d, #0000000000000000
	stp q0, q0, [x8]
	ldrb w8, [x22, #16]
	cmp w8, #1
	str x27, [sp, #360]
	b.eq .LBB_107
.LBB_1003:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x22, #8]
	mov w8, #1
	strb w8, [x22, #16]
	ldr x26, [sp, #688]
	ldr x23, [sp, #408]
	ldr x25, [sp, #576]
	add x21, sp, #1192
	b .LBB_108
.LBB_1005:
	mov x26, x2
	b .LBB_1017
.LBB_1006:
	mov x26, x1
	b .LBB_1015
.LBB_1007:
	mov x26, x1
	b .LBB_1017
.LBB_1008:
	mov x26, x14
	b .LBB_1017
.LBB_1009:
	mov x25, x8
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	b .LBB_1022
.LBB_1010:
	mov x25, x8
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	b .LBB_1022
.LBB_1011:
	ldr x1, [sp, #344]
.LBB_1012:
	ldr x20, [sp, #160]
	ldr x27, [sp, #360]
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	b .LBB_1019
.LBB_1013:
	mov x26, x18
	b .LBB_1017
.LBB_1014:
	mov x26, x17
.LBB_1015:
	mov x1, x8
	mov x25, x8
	b .LBB_1018
.LBB_1016:
	mov x26, x15
.LBB_1017:
	ldr x25, [sp, #728]
	mov x1, x25
.LBB_1018:
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
	ldr x20, [sp, #160]
	ldr x27, [sp, #360]
.LBB_1019:
	mov x0, x26
	mov x2, x25
	bl core::slice::index::slice_index_fail
	b .LBB_1155
.LBB_1020:
	mov x25, x8
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	b .LBB_1022
.LBB_1021:
	mov x25, x8
	adrp x2, .Lanon.9
	add x2, x2, :lo12:.Lanon.9
.LBB_1022:
	ldr x27, [sp, #360]
	add x19, x26, x28
	b .LBB_1113
.LBB_1023:
	mov x26, x8
	b .LBB_1043
.LBB_1024:
	adrp x0, .Lanon.10
	add x0, x0, :lo12:.Lanon.10
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	mov w1, #19
	ldr x20, [sp, #160]
	ldr x27, [sp, #360]
	bl core::panicking::panic_fmt
	b .LBB_1155
.LBB_1025:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x22, #8]
	mov w8, #1
	strb w8, [x22, #16]
	ldr x26, [sp, #688]
	ldr x10, [sp, #592]
	ldr x23, [sp, #408]
	ldr x25, [sp, #576]
	add x21, sp, #1192
	b .LBB_82
.LBB_1027:
	mov x26, x1
	mov x25, x1
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_990
.LBB_1028:
	mov x26, x28
	ldr x1, [sp, #560]
	mov x25, x16
	b .LBB_1012
.LBB_1029:
	mov x0, x28
	mov x26, x17
	mov x25, x17
	adrp x3, .Lanon.13
	add x3, x3, :lo12:.Lanon.13
	b .LBB_990
.LBB_1030:
	mov x26, x28
	ldr x1, [sp, #560]
	mov x25, x11
	b .LBB_1012
.LBB_1031:
	mov w0, #16
	mov x26, x11
	mov x25, x11
	adrp x3, .Lanon.14
	add x3, x3, :lo12:.Lanon.14
	b .LBB_1000
.LBB_1032:
	adrp x0, .Lanon.15
	add x0, x0, :lo12:.Lanon.15
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	adrp x4, .Lanon.17
	add x4, x4, :lo12:.Lanon.17
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_1033:
	str x8, [sp, #752]
	adrp x8, .Lanon.18
	add x8, x8, :lo12:.Lanon.18
	b .LBB_1064
.LBB_1034:
	str x8, [sp, #752]
	adrp x8, .Lanon.19
	add x8, x8, :lo12:.Lanon.19
	b .LBB_1064
.LBB_1035:
	mov x24, x0
.LBB_1036:
	mov w8, #1025
	str x8, [sp, #752]
	adrp x8, .Lanon.20
	add x8, x8, :lo12:.Lanon.20
	b .LBB_1064
.LBB_1037:
	str x0, [sp, #752]
	adrp x8, .Lanon.21
	add x8, x8, :lo12:.Lanon.21
	b .LBB_1064
.LBB_1038:
	mov x26, x28
	mov x25, x16
	b .LBB_1043
.LBB_1039:
	mov x26, x8
	mov x25, x16
	b .LBB_1043
.LBB_1040:
	str x0, [sp, #752]
	mov x24, x17
	adrp x8, .Lanon.22
	add x8, x8, :lo12:.Lanon.22
	b .LBB_1064
.LBB_1041:
	mov x26, x28
.LBB_1042:
	mov x25, x11
.LBB_1043:
	ldr x20, [sp, #160]
	adrp x3, .Lanon.23
	add x3, x3, :lo12:.Lanon.23
	b .LBB_991
.LBB_1044:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	mov x19, x0
	b .LBB_1112
.LBB_1045:
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	mov x19, x0
	b .LBB_1112
.LBB_1046:
	str x8, [sp, #752]
	adrp x8, .Lanon.26
	add x8, x8, :lo12:.Lanon.26
	b .LBB_1064
.LBB_1047:
	str x8, [sp, #752]
	adrp x8, .Lanon.27
	add x8, x8, :lo12:.Lanon.27
	b .LBB_1064
.LBB_1048:
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	b .LBB_1064
.LBB_1049:
	mov x19, x20
	b .LBB_1056
.LBB_1050:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1052
.LBB_1051:
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
.LBB_1052:
	mov x19, x16
	b .LBB_1112
.LBB_1053:
	mov x24, x0
.LBB_1054:
	str x17, [sp, #752]
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1064
.LBB_1055:
	mov x19, x21
.LBB_1056:
	mov w25, #16
	adrp x2, .Lanon.30
	add x2, x2, :lo12:.Lanon.30
	b .LBB_1112
.LBB_1057:
	mov x24, x16
	str x23, [sp, #752]
	adrp x8, .Lanon.31
	add x8, x8, :lo12:.Lanon.31
	b .LBB_1064
.LBB_1058:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	mov x25, x16
	b .LBB_1112
.LBB_1059:
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	mov x25, x16
	b .LBB_1112
.LBB_1060:
	adrp x8, .Lanon.32
	add x8, x8, :lo12:.Lanon.32
	b .LBB_1064
.LBB_1061:
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1064
.LBB_1062:
	mov x24, #-1
.LBB_1063:
	str x8, [sp, #752]
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
.LBB_1064:
	str x8, [sp]
.LBB_1065:
	mov x0, x24
	ldr x1, [sp, #752]
	ldr x2, [sp]
	ldr x27, [sp, #360]
	ldr x20, [sp, #160]
	bl core::panicking::panic_bounds_check
	b .LBB_1155
.LBB_1066:
	mov x19, x24
	ldr x25, [sp, #752]
	adrp x2, .Lanon.35
	add x2, x2, :lo12:.Lanon.35
	b .LBB_1112
.LBB_1067:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	mov x25, x11
	b .LBB_1112
.LBB_1068:
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	mov x25, x11
	b .LBB_1112
.LBB_1069:
	mov w20, #1
	adrp x2, .Lanon.36
	add x2, x2, :lo12:.Lanon.36
	ldr x1, [sp, #408]
	ldr x27, [sp, #360]
	bl core::panicking::panic_bounds_check
	b .LBB_1155
.LBB_1070:
	mov x19, x20
	b .LBB_1073
.LBB_1071:
	mov x24, x16
	str x23, [sp, #752]
	adrp x8, .Lanon.37
	add x8, x8, :lo12:.Lanon.37
	b .LBB_1064
.LBB_1072:
	mov x19, x21
.LBB_1073:
	mov w25, #16
	adrp x2, .Lanon.38
	add x2, x2, :lo12:.Lanon.38
	b .LBB_1112
.LBB_1074:
	adrp x0, .Lanon.15
	add x0, x0, :lo12:.Lanon.15
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	adrp x4, .Lanon.17
	add x4, x4, :lo12:.Lanon.17
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_1155
.LBB_1075:
	mov x24, x10
.LBB_1076:
	str x13, [sp, #752]
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1064
.LBB_1077:
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1064
.LBB_1078:
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	mov x19, x8
	b .LBB_1112
.LBB_1079:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	mov x19, x8
	b .LBB_1112
.LBB_1080:
	mov x24, x10
	str x10, [sp, #752]
	adrp x8, .Lanon.41
	add x8, x8, :lo12:.Lanon.41
	b .LBB_1064
.LBB_1081:
	mov x19, x8
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1112
.LBB_1082:
	mov x19, x9
.LBB_1083:
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	b .LBB_1112
.LBB_1084:
	str x24, [sp, #752]
	adrp x8, .Lanon.42
	add x8, x8, :lo12:.Lanon.42
	b .LBB_1064
.LBB_1085:
	mov x19, x7
	b .LBB_1056
.LBB_1086:
	str x0, [sp, #752]
	adrp x8, .Lanon.43
	add x8, x8, :lo12:.Lanon.43
	b .LBB_1064
.LBB_1087:
	str x0, [sp, #752]
	adrp x8, .Lanon.44
	add x8, x8, :lo12:.Lanon.44
	b .LBB_1064
.LBB_1088:
	str x18, [sp, #752]
	adrp x8, .Lanon.44
	add x8, x8, :lo12:.Lanon.44
	b .LBB_1064
.LBB_1089:
	str x18, [sp, #752]
	adrp x8, .Lanon.43
	add x8, x8, :lo12:.Lanon.43
	b .LBB_1064
.LBB_1090:
	mov x24, x17
	b .LBB_1054
.LBB_1091:
	mov x24, x20
	adrp x8, .Lanon.32
	add x8, x8, :lo12:.Lanon.32
	b .LBB_1064
.LBB_1092:
	mov x24, x10
	b .LBB_1065
.LBB_1093:
	mov x24, x20
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1064
.LBB_1094:
	mov x24, x21
	b .LBB_1065
.LBB_1095:
	mov x19, x7
	b .LBB_1073
.LBB_1096:
	str x11, [sp, #752]
	mov w24, #1024
	adrp x8, .Lanon.45
	add x8, x8, :lo12:.Lanon.45
	b .LBB_1064
.LBB_1097:
	str xzr, [sp, #752]
	b .LBB_1099
.LBB_1098:
	mov x24, x19
.LBB_1099:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_1100:
	adrp x0, .Lanon.15
	add x0, x0, :lo12:.Lanon.15
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	adrp x4, .Lanon.17
	add x4, x4, :lo12:.Lanon.17
	sub x2, x29, #81
	mov w1, #23
	ldr x20, [sp, #160]
	ldr x27, [sp, #360]
	bl core::result::unwrap_failed
	b .LBB_1155
.LBB_1101:
	mov x24, x30
	b .LBB_1054
.LBB_1102:
	mov x24, x30
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	b .LBB_1064
.LBB_1103:
	mov x24, x13
	b .LBB_1076
.LBB_1104:
	mov x24, x20
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1064
.LBB_1105:
	mov x19, x9
	mov x25, x16
	b .LBB_1083
.LBB_1106:
	mov x19, x8
	mov x25, x16
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1112
.LBB_1107:
	mov x24, x10
	adrp x8, .Lanon.32
	add x8, x8, :lo12:.Lanon.32
	b .LBB_1064
.LBB_1108:
	adrp x8, .Lanon.46
	add x8, x8, :lo12:.Lanon.46
	b .LBB_1064
.LBB_1109:
	mov x24, x10
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1064
.LBB_1110:
	mov x19, x8
	mov x25, x11
.LBB_1111:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
.LBB_1112:
	ldr x27, [sp, #360]
.LBB_1113:
	mov x0, x19
	mov x1, x25
	ldr x20, [sp, #160]
	bl core::panicking::panic_bounds_check
	b .LBB_1155
.LBB_1114:
	mov x19, x9
	mov x25, x11
	b .LBB_1083
.LBB_1115:
	mov x24, x3
	b .LBB_1065
.LBB_1116:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_1117:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_1118:
	mov w0, #2
	mov w1, #32800
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_1119:
	mov x24, x22
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1064
.LBB_1120:
	mov x24, x22
	b .LBB_1076
.LBB_1121:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_1122:
	mov x25, x9
	adrp x2, .Lanon.47
	add x2, x2, :lo12:.Lanon.47
	b .LBB_1112
.LBB_1123:
	str xzr, [sp, #752]
	b .LBB_1065
.LBB_1124:
	mov w0, #8
	ldr x1, [sp, #768]
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_1125:
	ldr x19, [sp, #592]
	ldr x27, [sp, #360]
	mov x25, x27
	adrp x2, .Lanon.48
	add x2, x2, :lo12:.Lanon.48
	b .LBB_1113
.LBB_1126:
	str x11, [sp, #752]
	mov w24, #14
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1127:
	str x11, [sp, #752]
	mov w24, #15
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1128:
	str x11, [sp, #752]
	mov w24, #9
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1129:
	str x11, [sp, #752]
	mov w24, #7
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1130:
	mov x24, #0
	str xzr, [sp, #752]
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1131:
	str x11, [sp, #752]
	mov w24, #11
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1132:
	str x11, [sp, #752]
	mov w24, #10
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1133:
	str x11, [sp, #752]
	mov w24, #3
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1134:
	str x11, [sp, #752]
	mov w24, #12
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1135:
	str x11, [sp, #752]
	mov w24, #8
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1136:
	str x11, [sp, #752]
	mov w24, #4
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1137:
	str x11, [sp, #752]
	mov w24, #2
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1138:
	mov x24, #0
	str xzr, [sp, #752]
	adrp x8, .Lanon.50
	add x8, x8, :lo12:.Lanon.50
	b .LBB_1064
.LBB_1139:
	str x11, [sp, #752]
	mov w24, #1
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1140:
	str x11, [sp, #752]
	mov w24, #6
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1141:
	str x11, [sp, #752]
	mov w24, #13
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1142:
	str x11, [sp, #752]
	mov w24, #5
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1064
.LBB_1143:
	str x8, [sp, #752]
	mov w24, #1024
	adrp x8, .Lanon.51
	add x8, x8, :lo12:.Lanon.51
	b .LBB_1064
.LBB_1144:
	str x13, [sp, #752]
	adrp x8, .Lanon.21
	add x8, x8, :lo12:.Lanon.21
	b .LBB_1064
.LBB_1145:
	mov x24, x13
	b .LBB_1036
.LBB_1146:
	str xzr, [sp, #752]
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	b .LBB_1064
.LBB_1147:
	mov x24, #0
	b .LBB_1054
.LBB_1148:
	mov x24, #0
	adrp x8, .Lanon.32
	add x8, x8, :lo12:.Lanon.32
	b .LBB_1064
.LBB_1149:
	mov x24, #0
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1064
.LBB_1150:
	mov x24, #0
	str xzr, [sp, #752]
	b .LBB_1065
.LBB_1151:
	mov x24, #0
	str xzr, [sp, #752]
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1064
.LBB_1152:
	mov x24, #0
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1064
.LBB_1153:
	mov w20, #1
	mov w0, #8
	mov w1, #64
	ldr x27, [sp, #360]
	bl alloc::raw_vec::handle_error
	b .LBB_1155
.LBB_1154:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
.LBB_1155:
	brk #0x1
.LBB_1156:
	str x10, [sp, #752]
	adrp x8, .Lanon.21
	add x8, x8, :lo12:.Lanon.21
	b .LBB_1064
.LBB_1157:
	mov x24, x10
	b .LBB_1036
	mov x19, x0
	ldr x27, [sp, #360]
	b .LBB_1202
	b .LBB_1193
	mov x19, x0
	b .LBB_1221
	mov x19, x0
	ldr x27, [sp, #592]
	b .LBB_1205
	mov x19, x0
	ldr x8, [sp, #1616]
	cbz x8, .LBB_1164
	ldr x0, [sp, #1624]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1164:
	mov w20, #1
	ldr x27, [sp, #360]
	b .LBB_1198
	mov x19, x0
	b .LBB_1217
	mov x19, x0
	cbz x25, .LBB_1247
	lsl x1, x25, #3
	b .LBB_1224
	mov x19, x0
	ldr x22, [sp, #768]
	cbz x26, .LBB_1215
	b .LBB_1231
	mov x19, x0
	b .LBB_1249
	mov x19, x0
	mov x0, x24
	mov w1, #16400
	mov w2, #1
	bl __rustc::__rust_dealloc
	b .LBB_1172
	mov x19, x0
.LBB_1172:
	mov x0, x20
	mov w1, #16400
	mov w2, #1
	bl __rustc::__rust_dealloc
	b .LBB_1174
	mov x19, x0
.LBB_1174:
	ldr x8, [sp, #1488]
	cbz x8, .LBB_1177
	ldr x0, [sp, #1496]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1177
	mov x19, x0
.LBB_1177:
	ldr x8, [sp, #1360]
	cbz x8, .LBB_1180
	ldr x0, [sp, #1368]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1180
	mov x19, x0
.LBB_1180:
	ldr x8, [sp, #1272]
	cbz x8, .LBB_1183
	ldr x0, [sp, #1280]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1183
	mov x19, x0
.LBB_1183:
	ldr x8, [sp, #1192]
	cbz x8, .LBB_1250
	ldr x0, [sp, #1200]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1250
	b .LBB_1193
	mov x19, x0
	add x0, sp, #1616
	ldr x1, [sp, #752]
	bl core::ptr::drop_in_place<core::array::Guard<alloc::vec::Vec<f64>>>
	str x21, [sp, #1288]
	add x0, sp, #1360
	bl core::ptr::drop_in_place<[alloc::vec::Vec<f64>; 2]>
	add x0, sp, #1272
	bl core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	b .LBB_1247
	b .LBB_1189
.LBB_1189:
	mov x19, x0
	b .LBB_1250
	mov x19, x0
	b .LBB_1198
	b .LBB_1193
.LBB_1193:
	mov x19, x0
	ldr x27, [sp, #360]
	ldr x20, [sp, #160]
	b .LBB_1195
	mov x19, x0
.LBB_1195:
	cbz x20, .LBB_1197
	lsl x1, x20, #4
	ldr x0, [sp, #680]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1197:
	mov w20, #1
.LBB_1198:
	ldr x9, [sp, #1296]
	cbz x9, .LBB_1201
	add x8, x9, x9, lsl #1
	lsl x8, x8, #3
	add x9, x8, x9
	adds x1, x9, #33
	b.eq .LBB_1201
	ldr x9, [sp, #1288]
	sub x8, x9, x8
	sub x0, x8, #24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1201:
	tbz w20, #0, .LBB_1204
.LBB_1202:
	cbz x27, .LBB_1204
	add x8, x27, x27, lsl #2
	lsl x1, x8, #3
	ldr x0, [sp, #336]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1204:
	cbz x27, .LBB_1217
.LBB_1205:
	ldr x8, [sp, #432]
	add x20, x8, #8
	mov x21, x27
	b .LBB_1207
.LBB_1206:
	add x20, x20, #24
	subs x21, x21, #1
	b.eq .LBB_1209
.LBB_1207:
	ldur x8, [x20, #-8]
	cbz x8, .LBB_1206
	ldr x0, [x20]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1206
.LBB_1209:
	add x8, x27, x27, lsl #1
	lsl x1, x8, #3
	ldr x0, [sp, #432]
	b .LBB_1216
	mov x19, x0
	ldr x22, [sp, #768]
	cbnz x21, .LBB_1213
	cbnz x20, .LBB_1214
.LBB_1212:
	cbz x26, .LBB_1215
	b .LBB_1231
.LBB_1213:
	lsl x1, x21, #3
	mov x0, x27
	mov w2, #8
	bl __rustc::__rust_dealloc
	cbz x20, .LBB_1212
.LBB_1214:
	lsl x1, x20, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
	cbnz x26, .LBB_1231
.LBB_1215:
	ldr x0, [sp, #432]
	mov x1, x22
.LBB_1216:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1217:
	ldr x20, [sp, #1208]
	cbz x20, .LBB_1221
	ldr x21, [sp, #1224]
	cbnz x21, .LBB_1235
.LBB_1219:
	lsl x8, x20, #5
	add x9, x8, x20
	adds x1, x9, #41
	b.eq .LBB_1221
	ldr x9, [sp, #1200]
	sub x8, x9, x8
	sub x0, x8, #32
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1221:
	ldr x20, [sp, #1176]
	ldr x21, [sp, #1184]
	cbnz x21, .LBB_1225
.LBB_1222:
	ldr x8, [sp, #1168]
	cbz x8, .LBB_1247
	add x8, x8, x8, lsl #1
	lsl x1, x8, #4
.LBB_1224:
	mov x0, x20
	b .LBB_1245
.LBB_1225:
	add x22, x20, #32
	b .LBB_1227
.LBB_1226:
	add x22, x22, #48
	subs x21, x21, #1
	b.eq .LBB_1222
.LBB_1227:
	ldur x8, [x22, #-32]
	cbz x8, .LBB_1229
	ldur x0, [x22, #-24]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1229:
	ldur x8, [x22, #-8]
	cbz x8, .LBB_1226
	ldr x0, [x22]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1226
.LBB_1231:
	ldr x8, [sp, #432]
	add x20, x8, #8
	b .LBB_1233
.LBB_1232:
	add x20, x20, #24
	subs x26, x26, #1
	b.eq .LBB_1215
.LBB_1233:
	ldur x8, [x20, #-8]
	cbz x8, .LBB_1232
	ldr x0, [x20]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1232
.LBB_1235:
	ldr x22, [sp, #1200]
	mov x23, x22
	ldr d0, [x23], #8
	cmge v0.8b, v0.8b, #0
	fmov x8, d0
	and x24, x8, #0x8080808080808080
	b .LBB_1237
.LBB_1236:
	sub x8, x24, #1
	and x24, x8, x24
	sub x21, x21, #1
	cbz x21, .LBB_1219
.LBB_1237:
	cbnz x24, .LBB_1239
.LBB_1238:
	ldr d0, [x23], #8
	cmge v0.8b, v0.8b, #0
	fmov x8, d0
	sub x22, x22, #256
	and x24, x8, #0x8080808080808080
	cbz x24, .LBB_1238
.LBB_1239:
	rbit x8, x24
	clz x8, x8
	lsl x8, x8, #2
	and x8, x8, #0x1e0
	sub x8, x22, x8
	ldur x9, [x8, #-24]
	cbz x9, .LBB_1236
	ldur x0, [x8, #-16]
	lsl x1, x9, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1236
	mov x19, x0
	cbz x25, .LBB_1243
	lsl x1, x25, #3
	mov x0, x20
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1243:
	cbz x22, .LBB_1247
	lsl x1, x22, #3
	mov x0, x27
.LBB_1245:
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1247
	mov x19, x0
.LBB_1247:
	ldr x8, [sp, #1144]
	cbz x8, .LBB_1249
	ldr x0, [sp, #1152]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1249:
	add x0, sp, #848
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1250:
	ldr x8, [sp, #792]
	cbnz x8, .LBB_1253
	ldr x8, [sp, #816]
	cbnz x8, .LBB_1254
.LBB_1252:
	mov x0, x19
	bl _Unwind_Resume
.LBB_1253:
	ldr x0, [sp, #800]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #816]
	cbz x8, .LBB_1252
.LBB_1254:
	ldr x0, [sp, #824]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x19
	bl _Unwind_Resume
