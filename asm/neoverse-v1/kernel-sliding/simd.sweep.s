# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
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
	sub sp, sp, #1904
	str xzr, [sp]
	add x23, sp, #848
	mov x20, x1
	mov x25, x0
	ldp x21, x28, [x1, #16]
	add x8, x28, x28, lsl #1
	str x21, [sp, #696]
	lsl x19, x8, #4
	add x8, x21, x8, lsl #4
	str x8, [sp, #632]
	mov w8, #1025
	mov x22, x19
	dup v0.2d, x8
	str q0, [sp, #768]
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
	tbz x8, #63, .LBB_5
	b .LBB_1091
.LBB_5:
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #24]
	tbz x8, #63, .LBB_7
	b .LBB_1091
.LBB_7:
	add x21, x21, #48
	sub x22, x22, #48
	cmp x8, #1026
	b.lo .LBB_1
.LBB_8:
	mov x8, x25
	mov x0, x20
	add sp, sp, #1904
	ldp d9, d8, [sp, #48]
	ldp d11, d10, [sp, #32]
	ldp d13, d12, [sp, #16]
	ldp x20, x19, [sp, #144]
	ldp x22, x21, [sp, #128]
	ldp x24, x23, [sp, #112]
	ldp x26, x25, [sp, #96]
	ldp x28, x27, [sp, #80]
	ldp x29, x30, [sp, #64]
	ldp d15, d14, [sp], #160
	b kernel_sliding::sweep
.LBB_9:
	ldp x1, x2, [x20]
	ldr x20, [sp, #696]
	add x0, sp, #792
	mov x4, x28
	mov x3, x20
	str x2, [sp, #784]
	str x1, [sp, #592]
	str x2, [sp, #576]
	bl kernel_sliding::grid_for
	cbz x28, .LBB_22
	add x8, sp, #848
	add x0, x8, #8
	mov x1, x20
	bl kernel_sliding::raw_lengths
	ldr x8, [sp, #856]
	ldr x9, [sp, #864]
	ldr x10, [sp, #872]
	cmp x8, x9
	csel x8, x8, x9, hi
	ldr x11, [sp, #880]
	ldr x12, [sp, #888]
	cmp x8, x10
	csel x8, x8, x10, hi
	cmp x8, x11
	csel x8, x8, x11, hi
	cmp x8, x12
	csel x21, x8, x12, hi
	cmp x28, #1
	b.eq .LBB_15
	ldr x8, [sp, #696]
	mov x9, #-6148914691236517206
	movk x9, #43691
	add x20, x8, #48
	sub x8, x19, #48
	umulh x8, x8, x9
	lsr x22, x8, #5
.LBB_13:
	add x0, sp, #848
	mov x1, x20
	bl kernel_sliding::raw_lengths
	ldp q1, q0, [sp, #848]
	ptrue p0.d, vl2
	ldr x8, [sp, #880]
	add x20, x20, #48
	umax z0.d, p0/m, z0.d, z1.d
	ptrue p0.d, vl1
	ext v1.16b, v0.16b, v0.16b, #8
	umax z0.d, p0/m, z0.d, z1.d
	fmov x9, d0
	cmp x9, x8
	csel x8, x9, x8, hi
	cmp x8, x21
	csel x21, x8, x21, hi
	subs x22, x22, #1
	b.ne .LBB_13
.LBB_15:
	ldr x8, [sp, #696]
	cmp x21, #0
	cset w9, ne
	ldr x8, [x8, #16]
	tbz x8, #63, .LBB_16
	b .LBB_1132
.LBB_16:
	ldr x10, [sp, #696]
	ldr x10, [x10, #24]
	tbz x10, #63, .LBB_17
	b .LBB_1132
.LBB_17:
	sub x21, x21, x9
	cmp x10, x8
	csel x22, x10, x8, hi
	cmp x28, #1
	b.eq .LBB_23
	mov x9, #-6148914691236517206
	sub x8, x19, #48
	movk x9, #43691
	umulh x8, x8, x9
	ldr x9, [sp, #696]
	lsr x8, x8, #5
	add x9, x9, #72
.LBB_19:
	ldur x10, [x9, #-8]
	tbz x10, #63, .LBB_20
	b .LBB_1132
.LBB_20:
	ldr x11, [x9], #48
	tbz x11, #63, .LBB_21
	b .LBB_1132
.LBB_21:
	cmp x11, x10
	csel x10, x11, x10, hi
	cmp x22, x10
	csel x22, x22, x10, hi
	subs x8, x8, #1
	b.ne .LBB_19
	b .LBB_23
.LBB_22:
	mov x21, xzr
	mov x22, xzr
.LBB_23:
	cmp x22, #0
	cset w8, ne
	movi v0.2d, #0000000000000000
	sub x26, x22, x8
	cmp x28, #0
	csel x20, xzr, x26, eq
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	str q0, [sp, #1616]
	str q0, [sp, #1632]
	str q0, [sp, #1648]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	stp q0, q0, [sp, #848]
	stp q0, q0, [sp, #880]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #944]
	sub x0, x29, #144
	add x1, sp, #848
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	add x8, x20, #1025
	str x8, [sp, #568]
	stp q0, q0, [sp, #848]
	stp q0, q0, [sp, #880]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #944]
	add x0, sp, #1224
	add x1, sp, #848
	add x2, x20, #1025
	str x20, [sp, #704]
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	stp q0, q0, [sp, #848]
	stp q0, q0, [sp, #880]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #944]
	add x0, sp, #1312
	add x1, sp, #848
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	add x0, sp, #1440
	add x1, sp, #1568
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1167
	mov x20, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1168
	mov x24, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #32800
	mov w1, #2
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1169
	ldur q1, [x29, #-144]
	add x9, sp, #848
	movi v0.2d, #0000000000000000
	add x10, sp, #1224
	mov w8, #1025
	str x20, [sp, #952]
	add x9, x9, #168
	str x8, [sp, #944]
	str x24, [sp, #976]
	str x0, [sp, #1000]
	stp q0, q0, [x9, #96]
	ldur x9, [x29, #-128]
	stur q0, [x23, #248]
	stur q0, [x23, #232]
	stur q0, [x23, #216]
	stur q0, [x23, #200]
	stur q0, [x23, #184]
	stur q0, [x23, #168]
	str q0, [sp, #1680]
	str q0, [sp, #1664]
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q1, [sp, #848]
	ldr q1, [x10]
	str x9, [sp, #864]
	add x9, sp, #617
	stur q1, [x9, #255]
	ldr q1, [sp, #1312]
	mov w9, #15375
	str q1, [sp, #896]
	ldr q1, [sp, #1440]
	stur q1, [x23, #72]
	index z1.d, x8, x9
	mov x8, #-16384
	mov w9, #16400
	str q1, [sp, #960]
	index z1.d, x9, x8
	ldr x8, [sp, #1240]
	ldr x9, [sp, #1328]
	str x8, [sp, #888]
	ldr x8, [sp, #1456]
	str x9, [sp, #912]
	str x8, [sp, #936]
	mov w8, #16
	stur q1, [x23, #136]
	str x8, [sp, #1008]
	add x0, sp, #1144
	add x1, sp, #1568
	add x2, x21, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	ldr x9, [sp, #704]
	mov x27, xzr
	lsl x24, x9, #3
	lsr x8, x9, #61
	cbnz x8, .LBB_38
	mov x8, #9223372036854775800
	cmp x24, x8
	b.hi .LBB_38
	cbz x24, .LBB_39
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w27, #8
	mov x0, x24
	bl __rustc::__rust_alloc
	ldr x9, [sp, #704]
	mov x20, x0
	mov x8, x9
	cbz x0, .LBB_38
	cmp x9, #2
	str x8, [sp, #768]
	str x26, [sp, #760]
	b.lo .LBB_40
.LBB_36:
	cntw x10
	sub x8, x9, #1
	cmp x8, x10
	b.hs .LBB_42
	mov w9, #1
	mov x8, x20
	b .LBB_45
.LBB_38:
	mov x0, x27
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_39:
	mov w20, #8
	cmp x9, #2
	str xzr, [sp, #768]
	str x26, [sp, #760]
	b.hs .LBB_36
.LBB_40:
	mov x8, x20
	cbnz x9, .LBB_47
	mov x26, xzr
	mov w27, #8
	b .LBB_59
.LBB_42:
	sub x9, x10, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x20
	and x11, x8, x9
	sub x12, x8, x11
	add x8, x20, x12, lsl #3
	add x9, x12, #1
.LBB_43:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x10
	add x14, x14, x13
	b.ne .LBB_43
	cbz x11, .LBB_47
.LBB_45:
	ldr x10, [sp, #704]
	sub x9, x10, x9
	mov x10, #9221120237041090560
.LBB_46:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_46
.LBB_47:
	mov x9, #9221120237041090560
	str x9, [x8]
	cbz x24, .LBB_50
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x24
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1187
	mov x27, x0
	ldr x8, [sp, #704]
	cmp x8, #2
	mov x8, x27
	b.hs .LBB_51
	b .LBB_58
.LBB_50:
	mov w27, #8
	mov x26, xzr
	ldr x8, [sp, #704]
	cmp x8, #2
	mov x8, x27
	b.lo .LBB_58
.LBB_51:
	ldr x8, [sp, #704]
	cntw x10
	sub x8, x8, #1
	cmp x8, x10
	b.hs .LBB_53
	mov w9, #1
	mov x8, x27
	b .LBB_56
.LBB_53:
	sub x9, x10, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x27
	and x11, x8, x9
	sub x12, x8, x11
	add x8, x27, x12, lsl #3
	add x9, x12, #1
.LBB_54:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x10
	add x14, x14, x13
	b.ne .LBB_54
	cbz x11, .LBB_58
.LBB_56:
	ldr x10, [sp, #704]
	sub x9, x10, x9
	mov x10, #9221120237041090560
.LBB_57:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_57
.LBB_58:
	mov x9, #9221120237041090560
	str x9, [x8]
.LBB_59:
	ldr x8, [sp, #768]
	ldr x9, [sp, #704]
	str x20, [sp, #1320]
	str x26, [sp, #1336]
	str x27, [sp, #1344]
	str x8, [sp, #1312]
	mov x8, #-6148914691236517206
	str x9, [sp, #1328]
	str x9, [sp, #1352]
	movk x8, #682, lsl #48
	cmp x28, x8
	b.ls .LBB_62
	mov x23, xzr
.LBB_61:
	mov x0, x23
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_62:
	add x8, x21, #1025
	str x28, [sp, #584]
	str x21, [sp, #648]
	stp x25, x8, [sp, #400]
	cbz x19, .LBB_68
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w23, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	ldr x9, [sp, #584]
	mov x28, x0
	mov x8, x9
	cbz x0, .LBB_61
	cmp x9, #2
	str x8, [sp, #1224]
	str x28, [sp, #1232]
	b.lo .LBB_69
.LBB_65:
	cmp x22, #2
	b.hs .LBB_1018
	ldr x9, [sp, #584]
	add x8, sp, #1568
	mov w10, #8
	sub x9, x9, #1
.LBB_67:
	str xzr, [sp, #1568]
	str x10, [sp, #1576]
	subs x9, x9, #1
	ldr q0, [sp, #1568]
	stp xzr, xzr, [x8, #16]
	str x10, [sp, #1600]
	ldr q1, [sp, #1584]
	str q0, [sp, #1440]
	str xzr, [sp, #1608]
	ldr q2, [sp, #1600]
	str q1, [sp, #1456]
	str q2, [sp, #1472]
	stp q0, q1, [x28]
	str q2, [x28, #32]
	add x28, x28, #48
	b.ne .LBB_67
	b .LBB_1022
.LBB_68:
	ldr x9, [sp, #584]
	mov w28, #8
	cmp x9, #2
	str xzr, [sp, #1224]
	str x28, [sp, #1232]
	b.hs .LBB_65
.LBB_69:
	cbnz x9, .LBB_1022
	ldr x8, [sp, #768]
	str xzr, [sp, #1240]
	cbz x8, .LBB_72
	lsl x1, x8, #3
	mov w2, #8
	mov x0, x20
	bl __rustc::__rust_dealloc
.LBB_72:
	ldr x21, [sp, #648]
	ldr x22, [sp, #576]
	ldr x23, [sp, #592]
	cbz x26, .LBB_74
	lsl x1, x26, #3
	mov w2, #8
	mov x0, x27
	bl __rustc::__rust_dealloc
.LBB_74:
	ldr x8, [sp, #1240]
	mov w9, #8
	add x11, sp, #848
	mov x28, xzr
	str xzr, [sp, #1200]
	str xzr, [sp, #1216]
	str x9, [sp, #1208]
	str x8, [sp, #1184]
	add x8, sp, #1224
	ldr q0, [x8]
	mov w8, #8
	str x8, [sp, #360]
	mov w8, #8
	str x8, [sp, #560]
	str q0, [sp, #1168]
.LBB_75:
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	str x28, [sp, #688]
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_1105
	ldp x0, x1, [x19]
.LBB_77:
	add x8, x0, #1
	mov x9, #64513
	mov w10, #16400
	str x23, [sp, #1224]
	str x22, [sp, #1232]
	movk x9, #49167, lsl #16
	str x8, [x19]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	add x19, x11, #168
	str x0, [sp, #1272]
	movk x9, #255, lsl #32
	ldp q0, q1, [x8]
	add x8, sp, #1224
	str x1, [sp, #1280]
	movk x9, #4092, lsl #48
	stp q0, q1, [x8, #16]
	ldr x8, [sp, #784]
	umulh x9, x8, x9
	lsr x9, x9, #10
	msub x8, x9, x10, x8
	cmp x8, #0
	cinc x15, x9, ne
	cbz x15, .LBB_1058
	add x9, x11, #48
	add x8, x11, #72
	add x10, x21, #1
	mov w16, #14350
	movi d8, #0000000000000000
	fmov d9, #1.00000000
	str xzr, [sp, #640]
	stp x8, x9, [sp, #176]
	add x8, sp, #1288
	add x9, sp, #1568
	mov w13, #15375
	sub x14, x13, x21
	str x19, [sp, #160]
	add x8, x8, #8
	stp x10, x8, [sp, #416]
	add x8, x9, #24
	ldr x9, [sp, #704]
	mov w10, #64
	str x8, [sp, #616]
	orr x11, x10, x21, lsl #7
	str x11, [sp, #384]
	add x8, x9, #1
	bfi x10, x9, #7, #57
	str x8, [sp, #344]
	add x8, sp, #792
	add x8, x8, #48
	str x10, [sp, #432]
	str x8, [sp, #752]
	sub x8, x16, x21
	str x8, [sp, #448]
	mov w8, #13325
	sub x8, x8, x21
	str x8, [sp, #456]
	mov w8, #12300
	sub x8, x8, x21
	str x8, [sp, #464]
	mov w8, #11275
	sub x8, x8, x21
	str x8, [sp, #472]
	mov w8, #10250
	sub x8, x8, x21
	str x8, [sp, #480]
	mov w8, #9225
	sub x8, x8, x21
	str x8, [sp, #488]
	mov w8, #8200
	sub x8, x8, x21
	str x8, [sp, #496]
	mov w8, #7175
	sub x8, x8, x21
	str x8, [sp, #504]
	mov w8, #6150
	sub x8, x8, x21
	str x8, [sp, #512]
	mov w8, #5125
	sub x8, x8, x21
	str x8, [sp, #520]
	mov w8, #4100
	sub x8, x8, x21
	str x8, [sp, #528]
	neg x8, x21
	str x8, [sp, #608]
	sub x8, x29, #144
	add x8, x8, #24
	str x8, [sp, #552]
	lsl x8, x9, #7
	str x8, [sp, #336]
	mov w8, #1
	sub x8, x8, x9
	str x8, [sp, #320]
	adrp x8, .Lanon.1
	add x9, x8, :lo12:.Lanon.1
	sub x8, x13, x21
	stp x9, x8, [sp, #8]
.LBB_79:
	ldr x9, [sp, #1160]
	cbz x9, .LBB_130
	ldr x8, [sp, #1152]
	ldr x10, [sp, #640]
	add x9, x8, x9, lsl #7
	b .LBB_82
.LBB_81:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #120]
	add x8, x8, #128
	add x10, x10, #1
	cmp x8, x9
	b.eq .LBB_130
.LBB_82:
	cmp x10, x21
	b.hs .LBB_98
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, #1025
	str d0, [x8]
	cmp x11, x21
	b.hs .LBB_100
.LBB_84:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, #2050
	str d0, [x8, #8]
	cmp x11, x21
	b.hs .LBB_102
.LBB_85:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, #3075
	str d0, [x8, #16]
	cmp x11, x21
	b.hs .LBB_104
.LBB_86:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #4100
	str d0, [x8, #24]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_106
.LBB_87:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #5125
	str d0, [x8, #32]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_108
.LBB_88:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #6150
	str d0, [x8, #40]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_110
.LBB_89:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #7175
	str d0, [x8, #48]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_112
.LBB_90:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #8200
	str d0, [x8, #56]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_114
.LBB_91:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #9225
	str d0, [x8, #64]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_116
.LBB_92:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #10250
	str d0, [x8, #72]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_118
.LBB_93:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #11275
	str d0, [x8, #80]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_120
.LBB_94:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #12300
	str d0, [x8, #88]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_122
.LBB_95:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #13325
	str d0, [x8, #96]
	add x11, x10, x11
	cmp x11, x21
	b.hs .LBB_124
.LBB_96:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x16
	str d0, [x8, #104]
	cmp x11, x21
	b.hs .LBB_126
.LBB_97:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x13
	str d0, [x8, #112]
	cmp x11, x21
	b.lo .LBB_81
	b .LBB_128
.LBB_98:
	ldr x11, [sp, #608]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	add x11, x10, #1025
	str d0, [x8]
	cmp x11, x21
	b.lo .LBB_84
.LBB_100:
	ldr x11, [sp, #608]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	add x11, x11, #1025
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	add x11, x10, #2050
	str d0, [x8, #8]
	cmp x11, x21
	b.lo .LBB_85
.LBB_102:
	ldr x11, [sp, #608]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	add x11, x11, #2050
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	add x11, x10, #3075
	str d0, [x8, #16]
	cmp x11, x21
	b.lo .LBB_86
.LBB_104:
	ldr x11, [sp, #608]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	add x11, x11, #3075
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #4100
	str d0, [x8, #24]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_87
.LBB_106:
	ldr x11, [sp, #528]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #5125
	str d0, [x8, #32]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_88
.LBB_108:
	ldr x11, [sp, #520]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #6150
	str d0, [x8, #40]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_89
.LBB_110:
	ldr x11, [sp, #512]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #7175
	str d0, [x8, #48]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_90
.LBB_112:
	ldr x11, [sp, #504]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #8200
	str d0, [x8, #56]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_91
.LBB_114:
	ldr x11, [sp, #496]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #9225
	str d0, [x8, #64]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_92
.LBB_116:
	ldr x11, [sp, #488]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #10250
	str d0, [x8, #72]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_93
.LBB_118:
	ldr x11, [sp, #480]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #11275
	str d0, [x8, #80]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_94
.LBB_120:
	ldr x11, [sp, #472]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #12300
	str d0, [x8, #88]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_95
.LBB_122:
	ldr x11, [sp, #464]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	mov w11, #13325
	str d0, [x8, #96]
	add x11, x10, x11
	cmp x11, x21
	b.lo .LBB_96
.LBB_124:
	ldr x11, [sp, #456]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	add x11, x10, x16
	str d0, [x8, #104]
	cmp x11, x21
	b.lo .LBB_97
.LBB_126:
	ldr x11, [sp, #448]
	ldr x12, [sp, #784]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	add x11, x10, x13
	str d0, [x8, #112]
	cmp x11, x21
	b.lo .LBB_81
.LBB_128:
	ldr x12, [sp, #784]
	add x11, x14, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1142
	ldr d0, [x23, x0, lsl #3]
	str d0, [x8, #120]
	add x8, x8, #128
	add x10, x10, #1
	cmp x8, x9
	b.ne .LBB_82
.LBB_130:
	ldr x8, [sp, #800]
	ldr x9, [sp, #808]
	cbz x9, .LBB_133
	cmp x9, #1
	mov x24, x19
	b.ne .LBB_134
	ldr x16, [sp, #640]
	mov x10, xzr
	b .LBB_136
.LBB_133:
	ldr x16, [sp, #640]
	mov x24, x19
	mov x10, x9
	b .LBB_137
.LBB_134:
	ldr x16, [sp, #640]
	mov x10, xzr
	mov x11, x9
.LBB_135:
	lsr x12, x11, #1
	add x13, x12, x10
	sub x11, x11, x12
	ldr x14, [x8, x13, lsl #3]
	cmp x14, x16
	csel x10, x13, x10, lo
	cmp x11, #1
	b.hi .LBB_135
.LBB_136:
	ldr x11, [x8, x10, lsl #3]
	cmp x11, x16
	cinc x10, x10, lo
.LBB_137:
	mov w11, #16400
	add x19, x8, x10, lsl #3
	add x20, x8, x9, lsl #3
	lsl x8, x9, #3
	sub x15, x15, #1
	str x15, [sp, #152]
	add x25, x16, x11
	sub x8, x8, x10, lsl #3
	str x25, [sp, #544]
.LBB_138:
	cbz x8, .LBB_150
	ldr x21, [x19], #8
	cmp x21, x25
	b.hs .LBB_150
	mov x9, #64513
	mov x10, #18014398492704768
	sub x8, x8, #8
	movk x9, #49167, lsl #16
	movk x10, #16369
	movk x9, #255, lsl #32
	movk x10, #61443, lsl #32
	movk x9, #4092, lsl #48
	mul x9, x21, x9
	cmp x9, x10
	b.lo .LBB_138
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #64
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1221
	ldr x8, [sp, #640]
	mov x9, #64513
	str x0, [sp, #1576]
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	sub x8, x21, x8
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	sub x8, x8, x10
	stp x8, x9, [x0]
	mov w8, #4
	str x8, [sp, #1568]
	mov w8, #1
	str x8, [sp, #1584]
	mov w8, #1
	str x8, [sp, #736]
.LBB_143:
	cmp x19, x20
	b.eq .LBB_151
	ldr x21, [x19], #8
	cmp x21, x25
	b.hs .LBB_151
	mov x8, #64513
	mov x9, #18014398492704768
	movk x8, #49167, lsl #16
	movk x9, #16369
	movk x8, #255, lsl #32
	movk x9, #61443, lsl #32
	movk x8, #4092, lsl #48
	mul x8, x21, x8
	cmp x8, x9
	b.lo .LBB_143
	ldr x8, [sp, #1568]
	ldr x1, [sp, #736]
	cmp x1, x8
	b.ne .LBB_149
	add x0, sp, #1568
	mov w2, #1
	mov w3, #8
	mov w4, #16
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x0, [sp, #1576]
	ldr x1, [sp, #736]
.LBB_149:
	ldr x8, [sp, #640]
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	sub x8, x21, x8
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	sub x8, x8, x10
	add x10, x0, x1, lsl #4
	add x1, x1, #1
	stp x8, x9, [x10]
	str x1, [sp, #736]
	str x1, [sp, #1584]
	b .LBB_143
.LBB_150:
	mov w8, #8
	str xzr, [sp, #168]
	str xzr, [sp, #736]
	str x8, [sp, #680]
	b .LBB_152
.LBB_151:
	ldr x8, [sp, #1568]
	str x8, [sp, #168]
	ldr x8, [sp, #1576]
	str x8, [sp, #680]
	ldr x8, [sp, #736]
	cmp x8, #2
	b.hs .LBB_1014
.LBB_152:
	ldr x21, [sp, #648]
	mov x19, x24
.LBB_153:
	ldr x9, [sp, #1152]
	ldr x11, [sp, #808]
	ldr x26, [sp, #1160]
	mov x8, xzr
	lsl x12, x11, #3
	str x9, [sp, #624]
	ldr x9, [sp, #784]
	ldr x10, [sp, #800]
	ldr x20, [sp, #736]
	b .LBB_157
.LBB_154:
	mov x15, xzr
.LBB_155:
.LBB_156:
	add x13, sp, #1568
	add x13, x13, x8, lsl #4
	add x8, x8, #1
	cmp x8, #16
	stp x15, x16, [x13]
	b.eq .LBB_177
.LBB_157:
	ldr x14, [sp, #640]
	add x13, x8, x8, lsl #10
	mov x15, xzr
	add x13, x13, x14
	add x14, x13, #1025
	cmp x9, x14
	csel x14, x9, x14, lo
	cmp x13, x9
	b.hs .LBB_155
	sub x16, x14, x13
	cmp x16, #1025
	b.ne .LBB_156
	mov x16, x11
	cbz x11, .LBB_165
	cmp x11, #1
	b.ne .LBB_162
	mov x15, xzr
	b .LBB_164
.LBB_162:
	mov x15, xzr
	mov x16, x11
.LBB_163:
	lsr x17, x16, #1
	add x18, x17, x15
	sub x16, x16, x17
	ldr x0, [x10, x18, lsl #3]
	cmp x0, x13
	csel x15, x18, x15, lo
	cmp x16, #1
	b.hi .LBB_163
.LBB_164:
	ldr x16, [x10, x15, lsl #3]
	cmp x16, x13
	cinc x16, x15, lo
.LBB_165:
	add x15, x10, x16, lsl #3
	sub x16, x12, x16, lsl #3
.LBB_166:
	cbz x16, .LBB_169
	ldr x17, [x15], #8
	cmp x17, x14
	b.hs .LBB_169
	mov x18, #64513
	sub x16, x16, #8
	movk x18, #49167, lsl #16
	movk x18, #255, lsl #32
	movk x18, #4092, lsl #48
	mul x17, x17, x18
	mov x18, #18014398492704768
	movk x18, #16369
	movk x18, #61443, lsl #32
	cmp x17, x18
	b.lo .LBB_166
	b .LBB_154
.LBB_169:
	cbz x11, .LBB_172
	cmp x11, #1
	b.ne .LBB_173
	mov x14, xzr
	b .LBB_175
.LBB_172:
	mov x16, #-1
	b .LBB_176
.LBB_173:
	mov x14, xzr
	mov x15, x11
.LBB_174:
	lsr x16, x15, #1
	add x17, x16, x14
	sub x15, x15, x16
	ldr x18, [x10, x17, lsl #3]
	cmp x18, x13
	csel x14, x14, x17, hi
	cmp x15, #1
	b.hi .LBB_174
.LBB_175:
	ldr x15, [x10, x14, lsl #3]
	cmp x15, x13
	cinc x13, x14, ls
	sub x16, x13, #1
.LBB_176:
	mov w15, #1
	b .LBB_156
.LBB_177:
	ldr x8, [sp, #584]
	cbz x8, .LBB_1011
	ldr x9, [sp, #1568]
	ldr x8, [sp, #1584]
	ldr x10, [sp, #1576]
	cmn x21, #1026
	ldr x11, [sp, #1800]
	ldr x18, [sp, #696]
	str xzr, [sp, #440]
	str x26, [sp, #768]
	stp x8, x9, [sp, #304]
	ldr x8, [sp, #1592]
	ldr x9, [sp, #1600]
	stp x8, x10, [sp, #136]
	ldr x8, [sp, #1616]
	ldr x10, [sp, #1608]
	stp x8, x9, [sp, #288]
	ldr x8, [sp, #1624]
	ldr x9, [sp, #1632]
	stp x8, x10, [sp, #120]
	ldr x8, [sp, #1648]
	ldr x10, [sp, #1640]
	stp x8, x9, [sp, #272]
	ldr x8, [sp, #1656]
	ldr x9, [sp, #1664]
	stp x8, x10, [sp, #104]
	ldr x8, [sp, #1680]
	ldr x10, [sp, #1672]
	stp x8, x9, [sp, #256]
	ldr x8, [sp, #1688]
	ldr x9, [sp, #1696]
	stp x8, x10, [sp, #88]
	ldr x8, [sp, #1712]
	ldr x10, [sp, #1704]
	stp x8, x9, [sp, #240]
	ldr x8, [sp, #1720]
	ldr x9, [sp, #1728]
	stp x8, x10, [sp, #72]
	ldr x8, [sp, #1744]
	ldr x10, [sp, #1736]
	stp x8, x9, [sp, #224]
	ldr x8, [sp, #1752]
	ldr x9, [sp, #1760]
	stp x8, x10, [sp, #56]
	ldr x8, [sp, #1776]
	ldr x10, [sp, #1768]
	stp x8, x9, [sp, #208]
	ldr x8, [sp, #1784]
	ldr x9, [sp, #624]
	stp x8, x10, [sp, #40]
	ldr x8, [sp, #416]
	ldr x10, [sp, #1792]
	add x8, x9, x8, lsl #7
	str x8, [sp, #368]
	ldr x8, [sp, #680]
	add x8, x8, x20, lsl #4
	str x8, [sp, #760]
	ldr x8, [sp, #408]
	ccmp x8, x26, #2, ls
	cset w8, hi
	str w8, [sp, #396]
	add x8, x9, #64
	str x8, [sp, #600]
	ldr x8, [sp, #1808]
	stp x8, x10, [sp, #192]
	ldr x8, [sp, #1816]
	stp x8, x11, [sp, #24]
.LBB_179:
	ldr x9, [x18, #16]
	tbz x9, #63, .LBB_180
	b .LBB_1170
.LBB_180:
	ldr x16, [x18]
	tbz x16, #63, .LBB_181
	b .LBB_1170
.LBB_181:
	ldr x13, [x18, #8]
	tbz x13, #63, .LBB_182
	b .LBB_1170
.LBB_182:
	ldr x10, [x18, #24]
	sub x17, x16, #1
	sub x8, x13, #1
	cmp x17, x8
	csel x11, x17, x8, hi
	tbz x10, #63, .LBB_183
	b .LBB_1170
.LBB_183:
	ldp x12, x14, [x18, #32]
	orr x15, x12, x14
	tbz x15, #63, .LBB_184
	b .LBB_1170
.LBB_184:
	add x9, x9, x11
	sub x11, x14, #1
	str x18, [sp, #536]
	sub x15, x9, #1
	sub x9, x12, #1
	ldr x12, [sp, #544]
	cmp x9, x11
	csel x11, x9, x11, hi
	sub x9, x10, #1
	cmp x11, x9
	csel x10, x11, x9, hi
	ldr x11, [sp, #640]
	subs x11, x15, x11
	ccmp x15, x12, #2, hs
	b.hs .LBB_187
	mov x12, #64513
	movk x12, #49167, lsl #16
	movk x12, #255, lsl #32
	movk x12, #4092, lsl #48
	umulh x12, x11, x12
	lsr x12, x12, #6
	str x12, [sp, #352]
	add x12, x12, x12, lsl #10
	subs x11, x11, x12
	str x11, [sp, #720]
	b.eq .LBB_187
	mov w11, #1
	str x11, [sp, #728]
	b .LBB_188
.LBB_187:
	str xzr, [sp, #728]
.LBB_188:
	add x10, x9, x10
	ldr x9, [sp, #640]
	ldr x11, [sp, #544]
	subs x9, x10, x9
	ccmp x10, x11, #2, hs
	b.hs .LBB_191
	mov x10, #64513
	movk x10, #49167, lsl #16
	movk x10, #255, lsl #32
	movk x10, #4092, lsl #48
	umulh x10, x9, x10
	lsr x10, x10, #6
	str x10, [sp, #328]
	add x10, x10, x10, lsl #10
	subs x9, x9, x10
	str x9, [sp, #664]
	b.eq .LBB_191
	mov w9, #1
	str x9, [sp, #712]
	b .LBB_192
.LBB_191:
	str xzr, [sp, #712]
.LBB_192:
	ldr x9, [sp, #1184]
	ldr x10, [sp, #440]
	cmp x10, x9
	b.hs .LBB_1189
	ldr x9, [sp, #640]
	mov x18, xzr
	subs x9, x8, x9
	b.lo .LBB_198
	ldr x10, [sp, #544]
	cmp x8, x10
	b.hs .LBB_198
	mov x8, #64513
	movk x8, #49167, lsl #16
	movk x8, #255, lsl #32
	movk x8, #4092, lsl #48
	umulh x8, x9, x8
	lsr x8, x8, #6
	add x10, x8, x8, lsl #10
	subs x9, x9, x10
	b.eq .LBB_197
	mov w18, #1
	str x9, [sp, #1296]
	str x8, [sp, #1304]
	b .LBB_198
.LBB_197:
	mov x18, xzr
.LBB_198:
	ldr x14, [sp, #1176]
	ldr x1, [sp, #856]
	ldr x9, [sp, #864]
	subs x8, x13, #1
	str x18, [sp, #1288]
	str x9, [sp, #744]
	str x14, [sp, #376]
	b.ne .LBB_203
	ldr w8, [sp, #396]
	tbz w8, #0, .LBB_200
	b .LBB_1084
.LBB_200:
	ldr x10, [sp, #384]
	ldr x11, [sp, #624]
	add x8, x1, #64
	mov x9, #-1
	add x11, x11, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_201:
	ldr x12, [sp, #744]
	add x9, x9, #1
	cmp x12, x9
	b.eq .LBB_1157
	ldp q0, q1, [x11, #-64]
	ldp q2, q3, [x11, #-32]
	movi v16.2d, #0000000000000000
	sub x10, x10, #128
	fadd v1.2d, v1.2d, v16.2d
	fadd v3.2d, v3.2d, v16.2d
	ldp q4, q5, [x11]
	ldp q6, q7, [x11, #32]
	fadd v5.2d, v5.2d, v16.2d
	add x11, x11, #128
	fadd v0.2d, v0.2d, v16.2d
	fadd v2.2d, v2.2d, v16.2d
	fadd v4.2d, v4.2d, v16.2d
	fadd v6.2d, v6.2d, v16.2d
	stp q0, q1, [x8, #-64]
	fadd v0.2d, v7.2d, v16.2d
	stp q2, q3, [x8, #-32]
	stp q4, q5, [x8]
	stp q6, q0, [x8, #32]
	add x8, x8, #128
	cbnz x10, .LBB_201
	b .LBB_262
.LBB_203:
	ldr x9, [sp, #416]
	movi v0.2d, #0000000000000000
	cmp x21, x26
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	sub x0, x9, x13
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	b.hs .LBB_1130
	cmp x9, x13
	b.lo .LBB_1090
	cbz x13, .LBB_209
	add x11, sp, #1440
	add x12, sp, #1224
	ldr x9, [sp, #624]
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	movi v3.2d, #0000000000000000
	movi d4, #0000000000000000
	movi d18, #0000000000000000
	ldr q19, [sp, #1440]
	ldr q20, [sp, #1456]
	ldur q0, [x11, #88]
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	ldp q6, q16, [x12, #176]
	ldur q21, [x11, #104]
	mov w10, #1
	add x9, x9, x0, lsl #7
	ldr d17, [sp, #1432]
	ldr d22, [sp, #1560]
	ldr x11, [sp, #368]
.LBB_207:
	ldp q27, q28, [x9]
	ucvtf d26, x10
	add x10, x10, #1
	fadd v20.2d, v28.2d, v20.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v19.2d, v27.2d, v19.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v2.2d, v2.2d, v28.2d
	fadd v1.2d, v1.2d, v27.2d
	ldp q27, q28, [x9, #32]
	fadd v25.2d, v28.2d, v25.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v5.2d, v5.2d, v28.2d
	ldr d28, [x9, #80]
	fadd v3.2d, v3.2d, v27.2d
	ldr q27, [x9, #64]
	fadd d18, d28, d18
	fadd v24.2d, v27.2d, v24.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fmul d27, d28, d26
	fadd d4, d4, d27
	ldur q27, [x9, #88]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v0.2d, v27.2d, v0.2d
	ldur q27, [x9, #104]
	fadd v6.2d, v6.2d, v28.2d
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v21.2d, v27.2d, v21.2d
	ldr d27, [x9, #120]
	add x9, x9, #128
	cmp x9, x11
	fadd v16.2d, v16.2d, v28.2d
	fmul d26, d27, d26
	fadd d22, d27, d22
	fadd d17, d17, d26
	b.ne .LBB_207
	add x9, sp, #1440
	add x10, sp, #1224
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q19, [sp, #1440]
	str q20, [sp, #1456]
	str q3, [sp, #1344]
	str q5, [sp, #1360]
	str q23, [sp, #1472]
	str q25, [sp, #1488]
	str q7, [sp, #1376]
	str q24, [sp, #1504]
	stur q0, [x9, #88]
	stp q6, q16, [x10, #176]
	stur q21, [x9, #104]
	str d4, [sp, #1392]
	str d17, [sp, #1432]
	str d18, [sp, #1520]
	str d22, [sp, #1560]
	b .LBB_210
.LBB_209:
	movi v1.2d, #0000000000000000
	movi d17, #0000000000000000
	movi d4, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
.LBB_210:
	ldr x9, [sp, #744]
	cbz x9, .LBB_1190
	madd x9, x13, x13, x13
	and x3, x8, #0x1ffffffffffffff
	cmp w18, #0
	mov x11, x1
	sub x6, x21, x13
	mov w23, #1
	mov x10, xzr
	add x8, x3, #1
	ucvtf d0, x9, #1
	and x4, x8, #0x3
	and x5, x8, #0x3fffffffffffffc
	ldr x8, [sp, #624]
	ldr x9, [sp, #424]
	dup v18.2d, v0.d[0]
	fdiv d17, d17, d0
	fdiv d4, d4, d0
	sub x7, x8, x13, lsl #7
	csel x2, x9, xzr, ne
	str d4, [x1, #80]
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v16.2d, v16.2d, v18.2d
	str d17, [x1, #120]
	stp q1, q2, [x1]
	fdiv v6.2d, v6.2d, v18.2d
	ucvtf d1, x13
	stur q6, [x1, #88]
	str q7, [x11, #64]!
	stur q16, [x1, #104]
	ldr x15, [sp, #1296]
	fdiv v5.2d, v5.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	stp q3, q5, [x1, #32]
	fdiv d2, d9, d0
.LBB_212:
	cmp x10, x20
	b.hs .LBB_217
	ldr x8, [sp, #680]
	add x9, x8, x10, lsl #4
.LBB_214:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_218
	add x10, x10, #1
	cmp x20, x10
	b.ne .LBB_214
	mov x9, xzr
	mov x10, x20
	b .LBB_219
.LBB_217:
	mov x9, xzr
	b .LBB_219
.LBB_218:
	mov w9, #1
.LBB_219:
	ldr x20, [sp, #744]
	cmp x15, x23
	mov w14, #1
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	csel w12, wzr, w18, lo
	str x14, [sp, #1568]
	mov w14, #2
	str x15, [sp, #1616]
	str x14, [sp, #1584]
	str x12, [sp, #1608]
	tbnz w9, #0, .LBB_222
	cbnz w12, .LBB_222
	mov w22, #1025
	b .LBB_227
.LBB_222:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #616]
	add x8, x8, x9, lsl #4
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x12, x9, [x29, #-144]
	cmp x9, x12
	stur q3, [x29, #-112]
	b.eq .LBB_226
	sub w9, w9, w12
	ands x9, x9, #0x3
	b.eq .LBB_226
	ldr x14, [sp, #552]
	add x12, x14, x12, lsl #4
.LBB_225:
	ldur w14, [x12, #-8]
	ldr x0, [x12], #16
	cmp x8, x0
	csel x0, x8, x0, lo
	cmp w14, #0
	csel x8, x0, x8, ne
	subs x9, x9, #1
	b.ne .LBB_225
.LBB_226:
	mov w9, #1025
	cmp x8, #1025
	csel x22, x8, x9, lo
.LBB_227:
	ldr q16, [sp, #1312]
	ldr q18, [sp, #1328]
	ldr q21, [sp, #1440]
	cmp x23, x22
	ldr q22, [sp, #1456]
	ldr q17, [sp, #1344]
	ldr q4, [sp, #1360]
	ldr q23, [sp, #1472]
	ldr q24, [sp, #1488]
	ldr q7, [sp, #1376]
	ldr q6, [sp, #1392]
	ldr q25, [sp, #1504]
	ldr q26, [sp, #1520]
	ldr q5, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q27, [sp, #1536]
	ldr q29, [sp, #1552]
	b.hs .LBB_233
	ldr x12, [sp, #600]
	add x8, x6, x23
	add x9, x21, x23
	cmp x23, x20
	csel x24, x23, x20, hi
	add x8, x12, x8, lsl #7
	add x9, x12, x9, lsl #7
	add x12, x11, x23, lsl #7
.LBB_229:
	add x14, x21, x23
	cmp x14, x26
	b.hs .LBB_1117
	add x14, x6, x23
	cmp x14, x26
	b.hs .LBB_1118
	cmp x24, x23
	b.eq .LBB_1137
	ldp q20, q19, [x9, #32]
	ldp q31, q30, [x8, #32]
	add x23, x23, #1
	cmp x22, x23
	ldp q12, q11, [x9]
	fadd v14.2d, v19.2d, v29.2d
	ldp q28, q13, [x9, #-32]
	fmul v15.2d, v19.2d, v1.d[0]
	fsub v19.2d, v14.2d, v30.2d
	fadd v30.2d, v20.2d, v27.2d
	fmul v14.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v20.2d, v30.2d, v31.2d
	fmul v30.2d, v11.2d, v1.d[0]
	fmul v31.2d, v12.2d, v1.d[0]
	fadd v11.2d, v11.2d, v26.2d
	fadd v5.2d, v5.2d, v14.2d
	fmul v14.2d, v13.2d, v1.d[0]
	fsub v3.2d, v3.2d, v29.2d
	fadd v6.2d, v6.2d, v30.2d
	fadd v7.2d, v7.2d, v31.2d
	ldp q31, q30, [x9, #-64]
	fsub v5.2d, v5.2d, v27.2d
	ldp q15, q27, [x8, #-32]
	add x9, x9, #128
	fadd v4.2d, v4.2d, v14.2d
	fmul v14.2d, v28.2d, v1.d[0]
	fsub v6.2d, v6.2d, v26.2d
	fadd v26.2d, v12.2d, v25.2d
	fadd v12.2d, v13.2d, v24.2d
	fsub v7.2d, v7.2d, v25.2d
	fadd v13.2d, v28.2d, v23.2d
	fsub v4.2d, v4.2d, v24.2d
	fadd v17.2d, v17.2d, v14.2d
	fmul v14.2d, v30.2d, v1.d[0]
	ldp q25, q24, [x8, #-64]
	fadd v10.2d, v30.2d, v22.2d
	fsub v30.2d, v12.2d, v27.2d
	fmul v27.2d, v7.2d, v2.d[0]
	fadd v9.2d, v31.2d, v21.2d
	fsub v17.2d, v17.2d, v23.2d
	fadd v18.2d, v18.2d, v14.2d
	fmul v14.2d, v31.2d, v1.d[0]
	fsub v31.2d, v13.2d, v15.2d
	fmul v13.2d, v5.2d, v2.d[0]
	fmul v23.2d, v17.2d, v2.d[0]
	fsub v18.2d, v18.2d, v22.2d
	fsub v12.2d, v9.2d, v25.2d
	fadd v16.2d, v16.2d, v14.2d
	ldp q29, q14, [x8], #128
	fmul v22.2d, v18.2d, v2.d[0]
	fsub v16.2d, v16.2d, v21.2d
	fmul v21.2d, v16.2d, v2.d[0]
	fsub v28.2d, v11.2d, v14.2d
	fsub v11.2d, v10.2d, v24.2d
	fmul v24.2d, v4.2d, v2.d[0]
	fmul v10.2d, v6.2d, v2.d[0]
	stp q21, q22, [x12, #-64]
	fmul v22.2d, v3.2d, v2.d[0]
	stp q23, q24, [x12, #-32]
	mov v21.16b, v12.16b
	stp q27, q10, [x12]
	mov v23.16b, v31.16b
	mov v24.16b, v30.16b
	mov v27.16b, v20.16b
	stp q13, q22, [x12, #32]
	fsub v13.2d, v26.2d, v29.2d
	mov v22.16b, v11.16b
	mov v26.16b, v28.16b
	mov v29.16b, v19.16b
	add x12, x12, #128
	mov v25.16b, v13.16b
	b.ne .LBB_229
	b .LBB_234
.LBB_233:
	mov v12.16b, v21.16b
	mov v11.16b, v22.16b
	mov v31.16b, v23.16b
	mov v30.16b, v24.16b
	mov v13.16b, v25.16b
	mov v28.16b, v26.16b
	mov v20.16b, v27.16b
	mov v19.16b, v29.16b
.LBB_234:
	ldr x20, [sp, #736]
	cmp x22, #1024
	str q16, [sp, #1312]
	str q18, [sp, #1328]
	str q17, [sp, #1344]
	str q4, [sp, #1360]
	str q7, [sp, #1376]
	str q6, [sp, #1392]
	str q5, [sp, #1408]
	str q3, [sp, #1424]
	str q12, [sp, #1440]
	str q11, [sp, #1456]
	str q31, [sp, #1472]
	str q30, [sp, #1488]
	str q13, [sp, #1504]
	str q28, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	b.hi .LBB_262
	add x12, x22, x21
	cmp x12, x26
	b.hs .LBB_1161
	sub x8, x12, x13
	cmp x8, x26
	b.hs .LBB_1152
	ldr x14, [sp, #624]
	cmp x10, x20
	add x9, x14, x12, lsl #7
	add x8, x14, x8, lsl #7
	ldr q21, [x9]
	fmul v22.2d, v21.2d, v1.d[0]
	fadd v21.2d, v21.2d, v12.2d
	fadd v16.2d, v16.2d, v22.2d
	fsub v16.2d, v16.2d, v12.2d
	str q16, [sp, #1312]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q22, [x9, #16]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v11.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v11.2d
	str q18, [sp, #1328]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #32]
	fmul v24.2d, v23.2d, v1.d[0]
	fadd v17.2d, v17.2d, v24.2d
	fsub v17.2d, v17.2d, v31.2d
	str q17, [sp, #1344]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q24, [x9, #48]
	fmul v25.2d, v24.2d, v1.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fsub v4.2d, v4.2d, v30.2d
	str q4, [sp, #1360]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q25, [x9, #64]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v7.2d, v7.2d, v26.2d
	fsub v7.2d, v7.2d, v13.2d
	str q7, [sp, #1376]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q26, [x9, #80]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fsub v6.2d, v6.2d, v28.2d
	str q6, [sp, #1392]
	ldr q27, [x9, #96]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v5.2d, v5.2d, v29.2d
	fsub v5.2d, v5.2d, v20.2d
	fadd v20.2d, v27.2d, v20.2d
	str q5, [sp, #1408]
	ldr q29, [x9, #112]
	fmul v9.2d, v29.2d, v1.d[0]
	fadd v3.2d, v3.2d, v9.2d
	fsub v3.2d, v3.2d, v19.2d
	fadd v19.2d, v29.2d, v19.2d
	str q3, [sp, #1424]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q9, [x8]
	fsub v21.2d, v21.2d, v9.2d
	str q21, [sp, #1440]
	ldr q21, [x8, #16]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v23.2d, v31.2d
	str q21, [sp, #1456]
	ldr q21, [x8, #32]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v24.2d, v30.2d
	str q21, [sp, #1472]
	ldr q21, [x8, #48]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v25.2d, v13.2d
	str q21, [sp, #1488]
	ldr q21, [x8, #64]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v26.2d, v28.2d
	str q21, [sp, #1504]
	ldr q21, [x8, #80]
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	str q4, [sp, #1616]
	fmul v4.2d, v6.2d, v2.d[0]
	str q16, [sp, #1568]
	str q18, [sp, #1584]
	str q17, [sp, #1600]
	str q7, [sp, #1632]
	str q3, [sp, #1680]
	str q4, [sp, #1648]
	fsub v4.2d, v19.2d, v20.2d
	str q4, [sp, #1552]
	fmul v4.2d, v5.2d, v2.d[0]
	str q4, [sp, #1664]
	b.hi .LBB_1073
	ldr x8, [sp, #680]
	add x23, x22, #1
	mov x30, x19
	mov w20, wzr
	mov x19, x2
	add x24, x8, x10, lsl #4
	add x8, x12, #1
	add x12, x7, x12, lsl #7
	sub x0, x8, x13
	add x9, x14, x0, lsl #7
	b .LBB_241
.LBB_239:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1114
.LBB_240:
	add x24, sp, #1312
	ldr x26, [sp, #768]
	str d4, [x24, x19, lsl #3]
	add x24, sp, #1440
	str d3, [x24, x19, lsl #3]
	fdiv d3, d4, d0
	add x24, sp, #1568
	str d3, [x24, x19, lsl #3]
	mov x19, x21
	mov x24, x14
.LBB_241:
	cbz w20, .LBB_250
.LBB_242:
	mov x14, x24
.LBB_243:
	cbz x19, .LBB_260
	ldr x20, [x19]
	cmp x20, x22
	b.ne .LBB_260
	mov x21, xzr
	mov w20, #2
	mov x24, x19
	cmp x8, x13
	b.lo .LBB_1062
.LBB_246:
	ldr x19, [x24, #8]
	cbz x13, .LBB_239
	cmp x19, #15
	b.hi .LBB_1099
	cmp x3, #3
	b.hs .LBB_253
	mov x24, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x25, x9
	b .LBB_257
.LBB_250:
	ldr x14, [sp, #760]
	cmp x24, x14
	b.eq .LBB_242
	mov x14, x24
	ldr x20, [x14], #16
	cmp x20, x22
	b.ne .LBB_243
	mov w20, wzr
	mov x21, x19
	cmp x8, x13
	b.hs .LBB_246
	b .LBB_1062
.LBB_253:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x25, x19, #3
	mov x24, xzr
	mov x26, x12
.LBB_254:
	add x27, x24, #1
	add x28, x24, #2
	ucvtf d5, x27
	add x27, x26, x25
	add x26, x26, #512
	ldr d6, [x27, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #256]
	fadd d4, d4, d5
	ucvtf d5, x28
	add x28, x24, #3
	add x24, x24, #4
	cmp x5, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #384]
	fadd d4, d4, d5
	ucvtf d5, x28
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #512]
	fadd d4, d4, d5
	ucvtf d5, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_254
	cbz x4, .LBB_259
	ldr x28, [sp, #688]
	add x25, x26, #128
.LBB_257:
	add x24, x24, #1
	add x25, x25, x19, lsl #3
	mov x26, x4
.LBB_258:
	ldr d6, [x25], #128
	ucvtf d5, x24
	add x24, x24, #1
	subs x26, x26, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_258
	b .LBB_240
.LBB_259:
	ldr x28, [sp, #688]
	b .LBB_240
.LBB_260:
	ldr x8, [sp, #744]
	cmp x22, x8
	b.hs .LBB_1163
	ldr q3, [sp, #1632]
	add x8, x1, x22, lsl #7
	ldr x21, [sp, #648]
	ldr x20, [sp, #736]
	cmp x22, #1024
	mov x19, x30
	str q3, [x8, #64]
	ldr q3, [sp, #1648]
	str q3, [x8, #80]
	ldr q3, [sp, #1664]
	str q3, [x8, #96]
	ldr q3, [sp, #1680]
	str q3, [x8, #112]
	ldr q3, [sp, #1568]
	str q3, [x8]
	ldr q3, [sp, #1584]
	str q3, [x8, #16]
	ldr q3, [sp, #1600]
	str q3, [x8, #32]
	ldr q3, [sp, #1616]
	str q3, [x8, #48]
	b.ne .LBB_212
.LBB_262:
	ldr x8, [sp, #888]
	ldr x0, [sp, #704]
	subs x9, x8, x0
	str x9, [sp, #744]
	b.lo .LBB_1092
	ldr x9, [sp, #640]
	mov x18, xzr
	subs x9, x17, x9
	b.lo .LBB_267
	ldr x10, [sp, #544]
	fmov d13, #1.00000000
	cmp x17, x10
	b.hs .LBB_269
	mov x10, #64513
	movk x10, #49167, lsl #16
	movk x10, #255, lsl #32
	movk x10, #4092, lsl #48
	umulh x10, x9, x10
	lsr x10, x10, #6
	add x11, x10, x10, lsl #10
	subs x9, x9, x11
	b.eq .LBB_268
	mov w18, #1
	str x9, [sp, #1296]
	str x10, [sp, #1304]
	b .LBB_269
.LBB_267:
	fmov d13, #1.00000000
	b .LBB_269
.LBB_268:
	mov x18, xzr
.LBB_269:
	ldr x11, [sp, #880]
	ldr x1, [sp, #856]
	ldr x17, [sp, #864]
	subs x10, x16, #1
	str x18, [sp, #1288]
	b.ne .LBB_275
	ldr w8, [sp, #396]
	tbnz w8, #0, .LBB_1083
	ldr x8, [sp, #432]
	ldr x14, [sp, #384]
	ldr x15, [sp, #624]
	mov w12, #128
	mov x10, #-1
	movk w12, #2, lsl #16
	add x9, x11, x8
	ldr x11, [sp, #744]
	add x8, x1, #64
	add x14, x15, x14
.LBB_272:
	cbz x11, .LBB_1159
	add x10, x10, #1
	cmp x17, x10
	b.eq .LBB_1158
	ldp d0, d1, [x14, #-64]
	fadd d16, d1, d8
	sub x12, x12, #128
	sub x11, x11, #1
	fadd d7, d0, d8
	ldp d0, d1, [x14, #-48]
	fadd d18, d1, d8
	fadd d17, d0, d8
	ldp d0, d1, [x14, #-32]
	fadd d20, d1, d8
	fadd d19, d0, d8
	ldp d0, d1, [x14, #-16]
	fadd d22, d1, d8
	fadd d21, d0, d8
	ldp d0, d1, [x14]
	fadd d5, d1, d8
	fadd d23, d0, d8
	ldp d0, d1, [x14, #16]
	fadd d3, d1, d8
	fadd d6, d0, d8
	ldp d0, d1, [x14, #32]
	fadd d1, d1, d8
	fadd d4, d0, d8
	ldp d0, d24, [x14, #48]
	add x14, x14, #128
	fadd d2, d0, d8
	fadd d0, d24, d8
	ldur d24, [x8, #-64]
	fadd d24, d24, d24
	fsub d7, d24, d7
	stur d7, [x9, #-64]
	ldur d7, [x8, #-56]
	fadd d7, d7, d7
	fsub d7, d7, d16
	stur d7, [x9, #-56]
	ldur d7, [x8, #-48]
	fadd d7, d7, d7
	fsub d7, d7, d17
	stur d7, [x9, #-48]
	ldur d7, [x8, #-40]
	fadd d7, d7, d7
	fsub d7, d7, d18
	stur d7, [x9, #-40]
	ldur d7, [x8, #-32]
	fadd d7, d7, d7
	fsub d7, d7, d19
	stur d7, [x9, #-32]
	ldur d7, [x8, #-24]
	fadd d7, d7, d7
	fsub d7, d7, d20
	stur d7, [x9, #-24]
	ldur d7, [x8, #-16]
	fadd d7, d7, d7
	fsub d7, d7, d21
	stur d7, [x9, #-16]
	ldur d7, [x8, #-8]
	fadd d7, d7, d7
	fsub d7, d7, d22
	stur d7, [x9, #-8]
	ldr d7, [x8]
	fadd d7, d7, d7
	fsub d7, d7, d23
	str d7, [x9]
	ldr d7, [x8, #8]
	fadd d7, d7, d7
	fsub d5, d7, d5
	str d5, [x9, #8]
	ldr d5, [x8, #16]
	fadd d5, d5, d5
	fsub d5, d5, d6
	str d5, [x9, #16]
	ldr d5, [x8, #24]
	fadd d5, d5, d5
	fsub d3, d5, d3
	str d3, [x9, #24]
	ldr d3, [x8, #32]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x9, #32]
	ldr d3, [x8, #40]
	fadd d3, d3, d3
	fsub d1, d3, d1
	str d1, [x9, #40]
	ldr d1, [x8, #48]
	fadd d1, d1, d1
	fsub d1, d1, d2
	str d1, [x9, #48]
	ldr d1, [x8, #56]
	add x8, x8, #128
	fadd d1, d1, d1
	fsub d0, d1, d0
	str d0, [x9, #56]
	add x9, x9, #128
	cbnz x12, .LBB_272
	b .LBB_335
.LBB_275:
	ldr x9, [sp, #416]
	movi v0.2d, #0000000000000000
	cmp x21, x26
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	sub x0, x9, x16
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	b.hs .LBB_1130
	cmp x9, x16
	b.lo .LBB_1090
	cbz x16, .LBB_281
	add x14, sp, #1440
	add x15, sp, #1224
	ldr x9, [sp, #624]
	ldr q17, [sp, #1312]
	ldr q18, [sp, #1328]
	movi v5.2d, #0000000000000000
	movi d3, #0000000000000000
	movi d0, #0000000000000000
	ldr q19, [sp, #1440]
	ldr q20, [sp, #1456]
	ldur q21, [x14, #88]
	movi d6, #0000000000000000
	movi d7, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	movi v26.2d, #0000000000000000
	ldp q4, q2, [x15, #176]
	ldur q23, [x14, #104]
	movi v24.2d, #0000000000000000
	mov w12, #1
	add x9, x9, x0, lsl #7
	ldr d1, [sp, #1432]
	ldr d22, [sp, #1560]
	ldr x14, [sp, #368]
.LBB_279:
	ldp q28, q29, [x9]
	ucvtf d27, x12
	ldp q31, q30, [x9, #32]
	add x12, x12, #1
	fadd v26.2d, v30.2d, v26.2d
	fmul v30.2d, v30.2d, v27.d[0]
	fadd v20.2d, v29.2d, v20.2d
	fmul v29.2d, v29.2d, v27.d[0]
	fadd v19.2d, v28.2d, v19.2d
	fmul v28.2d, v28.2d, v27.d[0]
	fadd v25.2d, v31.2d, v25.2d
	fmul v31.2d, v31.2d, v27.d[0]
	fadd v16.2d, v16.2d, v30.2d
	fadd v18.2d, v18.2d, v29.2d
	ldr d29, [x9, #80]
	fadd v17.2d, v17.2d, v28.2d
	ldr q28, [x9, #64]
	fadd v5.2d, v5.2d, v31.2d
	fmul d31, d29, d27
	fadd d0, d29, d0
	fmul d30, d27, d28
	fadd v24.2d, v28.2d, v24.2d
	fmul d28, d27, v28.d[1]
	fadd d3, d3, d31
	fadd d6, d6, d28
	ldur q28, [x9, #88]
	fadd d7, d7, d30
	fmul v29.2d, v28.2d, v27.d[0]
	fadd v21.2d, v28.2d, v21.2d
	ldur q28, [x9, #104]
	fadd v4.2d, v4.2d, v29.2d
	fmul v29.2d, v28.2d, v27.d[0]
	fadd v23.2d, v28.2d, v23.2d
	ldr d28, [x9, #120]
	add x9, x9, #128
	cmp x9, x14
	fadd v2.2d, v2.2d, v29.2d
	fmul d27, d28, d27
	fadd d22, d28, d22
	fadd d1, d1, d27
	b.ne .LBB_279
	str q17, [sp, #1312]
	str q18, [sp, #1328]
	add x9, sp, #1440
	mov d18, v4.d[1]
	mov d17, v2.d[1]
	add x12, sp, #1224
	str q19, [sp, #1440]
	str q20, [sp, #1456]
	ldr d20, [sp, #1328]
	ldr d19, [sp, #1336]
	str q24, [sp, #1504]
	stur q23, [x9, #104]
	ldr d24, [sp, #1312]
	ldr d23, [sp, #1320]
	str q25, [sp, #1472]
	mov d25, v5.d[1]
	stur q21, [x9, #88]
	mov d21, v16.d[1]
	str q5, [sp, #1344]
	str q16, [sp, #1360]
	str q26, [sp, #1488]
	str d7, [sp, #1376]
	str d6, [sp, #1384]
	stp q4, q2, [x12, #176]
	str d3, [sp, #1392]
	str d1, [sp, #1432]
	str d0, [sp, #1520]
	str d22, [sp, #1560]
	b .LBB_282
.LBB_281:
	movi d1, #0000000000000000
	movi d17, #0000000000000000
	movi d2, #0000000000000000
	movi d18, #0000000000000000
	movi d4, #0000000000000000
	movi d3, #0000000000000000
	movi d6, #0000000000000000
	movi d7, #0000000000000000
	movi d21, #0000000000000000
	movi d16, #0000000000000000
	movi d25, #0000000000000000
	movi d5, #0000000000000000
	movi d19, #0000000000000000
	movi d20, #0000000000000000
	movi d23, #0000000000000000
	movi d24, #0000000000000000
.LBB_282:
	ldr x9, [sp, #704]
	cmp x8, x9
	b.eq .LBB_1214
	cbz x17, .LBB_1215
	ldr x8, [sp, #704]
	mov x4, x1
	cmp w18, #0
	and x7, x10, #0x1ffffffffffffff
	sub x10, x21, x16
	mov w23, #1
	mov x3, xzr
	add x2, x11, x8, lsl #7
	madd x8, x16, x16, x16
	ucvtf d0, x8, #1
	ldr x8, [sp, #424]
	fdiv d22, d24, d0
	fdiv d24, d25, d0
	ldr d25, [x1]
	fdiv d23, d23, d0
	csel x6, x8, xzr, ne
	fdiv d20, d20, d0
	add x8, x7, #1
	and x28, x8, #0x3
	and x30, x8, #0x3fffffffffffffc
	ldr x8, [sp, #432]
	fadd d25, d25, d25
	fdiv d19, d19, d0
	add x8, x11, x8
	str x8, [sp, #656]
	ldr x8, [sp, #624]
	sub x8, x8, x16, lsl #7
	fdiv d5, d5, d0
	str x8, [sp, #672]
	fdiv d16, d16, d0
	fsub d22, d25, d22
	fdiv d21, d21, d0
	str d22, [x2]
	ldr d22, [x1, #8]
	fadd d22, d22, d22
	fdiv d7, d7, d0
	fdiv d6, d6, d0
	fsub d22, d22, d23
	fdiv d3, d3, d0
	str d22, [x2, #8]
	ldr d22, [x1, #16]
	fdiv d4, d4, d0
	fadd d22, d22, d22
	fdiv d18, d18, d0
	fsub d20, d22, d20
	fdiv d2, d2, d0
	str d20, [x2, #16]
	ldr d20, [x1, #24]
	fdiv d1, d1, d0
	fadd d20, d20, d20
	fsub d19, d20, d19
	str d19, [x2, #24]
	ldr d19, [x1, #32]
	fadd d19, d19, d19
	fsub d5, d19, d5
	str d5, [x2, #32]
	ldr d5, [x1, #40]
	fadd d5, d5, d5
	fsub d5, d5, d24
	str d5, [x2, #40]
	ldr d5, [x1, #48]
	fadd d5, d5, d5
	fsub d5, d5, d16
	str d5, [x2, #48]
	ldr d5, [x1, #56]
	fadd d5, d5, d5
	fsub d5, d5, d21
	str d5, [x2, #56]
	ldr d5, [x4, #64]!
	fadd d5, d5, d5
	fsub d5, d5, d7
	str d5, [x2, #64]
	ldr d5, [x4, #8]
	fadd d5, d5, d5
	fsub d5, d5, d6
	str d5, [x2, #72]
	ldr d5, [x4, #16]
	fadd d5, d5, d5
	fsub d3, d5, d3
	str d3, [x2, #80]
	fdiv d3, d17, d0
	ldr d5, [x4, #24]
	fadd d5, d5, d5
	fsub d4, d5, d4
	str d4, [x2, #88]
	ldr d4, [x4, #32]
	fadd d4, d4, d4
	fsub d4, d4, d18
	str d4, [x2, #96]
	ldr d4, [x4, #40]
	fadd d4, d4, d4
	fsub d2, d4, d2
	str d2, [x2, #104]
	ldr d2, [x4, #48]
	fadd d2, d2, d2
	fsub d2, d2, d3
	str d2, [x2, #112]
	ldr d2, [x4, #56]
	fadd d2, d2, d2
	fsub d1, d2, d1
	fdiv d2, d13, d0
	str d1, [x2, #120]
	ucvtf d1, x16
	ldr x5, [sp, #1296]
.LBB_285:
	cmp x3, x20
	b.hs .LBB_290
	ldr x8, [sp, #680]
	add x9, x8, x3, lsl #4
.LBB_287:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_291
	add x3, x3, #1
	cmp x20, x3
	b.ne .LBB_287
	mov x9, xzr
	mov x3, x20
	b .LBB_292
.LBB_290:
	mov x9, xzr
	b .LBB_292
.LBB_291:
	mov w9, #1
.LBB_292:
	ldr x15, [sp, #744]
	cmp x5, x23
	mov w11, #1
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	csel w12, wzr, w18, lo
	str x11, [sp, #1568]
	mov w11, #2
	str x5, [sp, #1616]
	str x11, [sp, #1584]
	str x12, [sp, #1608]
	tbnz w9, #0, .LBB_295
	cbnz w12, .LBB_295
	mov w22, #1025
	b .LBB_300
.LBB_295:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #616]
	add x8, x8, x9, lsl #4
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x12, x9, [x29, #-144]
	cmp x9, x12
	stur q3, [x29, #-112]
	b.eq .LBB_299
	sub w9, w9, w12
	ands x9, x9, #0x3
	b.eq .LBB_299
	ldr x11, [sp, #552]
	add x12, x11, x12, lsl #4
.LBB_298:
	ldur w14, [x12, #-8]
	ldr x0, [x12], #16
	cmp x8, x0
	csel x0, x8, x0, lo
	cmp w14, #0
	csel x8, x0, x8, ne
	subs x9, x9, #1
	b.ne .LBB_298
.LBB_299:
	mov w9, #1025
	cmp x8, #1025
	csel x22, x8, x9, lo
.LBB_300:
	ldr q25, [sp, #1312]
	ldr q24, [sp, #1328]
	ldr q17, [sp, #1440]
	cmp x23, x22
	ldr q7, [sp, #1456]
	ldr q23, [sp, #1344]
	ldr q22, [sp, #1360]
	ldr q16, [sp, #1472]
	ldr q4, [sp, #1488]
	ldr q21, [sp, #1376]
	ldr q20, [sp, #1392]
	ldr q6, [sp, #1504]
	ldr q3, [sp, #1520]
	ldr q19, [sp, #1408]
	ldr q18, [sp, #1424]
	ldr q5, [sp, #1536]
	ldr q26, [sp, #1552]
	b.hs .LBB_307
	ldr x11, [sp, #600]
	add x9, x10, x23
	add x12, x21, x23
	cmp x23, x15
	csel x24, x23, x15, hi
	cmp x23, x17
	csel x8, x23, x17, hi
	add x9, x11, x9, lsl #7
	add x0, x11, x12, lsl #7
	ldr x11, [sp, #656]
	lsl x12, x23, #7
	add x14, x11, x12
	add x12, x4, x12
.LBB_302:
	mov x11, x19
	add x19, x21, x23
	cmp x19, x26
	b.hs .LBB_1097
	add x19, x10, x23
	cmp x19, x26
	b.hs .LBB_1098
	cmp x24, x23
	b.eq .LBB_1120
	cmp x8, x23
	b.eq .LBB_1121
	ldp q27, q28, [x0, #-64]
	add x23, x23, #1
	mov x19, x11
	cmp x22, x23
	fadd v29.2d, v27.2d, v17.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v17.2d
	ldp q17, q27, [x9, #-64]
	fsub v17.2d, v29.2d, v17.2d
	fadd v29.2d, v28.2d, v7.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v24.2d, v24.2d, v28.2d
	fsub v24.2d, v24.2d, v7.2d
	fsub v7.2d, v29.2d, v27.2d
	ldp q27, q28, [x0, #-32]
	fadd v29.2d, v27.2d, v16.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v16.2d
	ldp q16, q27, [x9, #-32]
	fsub v16.2d, v29.2d, v16.2d
	fadd v29.2d, v28.2d, v4.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v22.2d, v22.2d, v28.2d
	fsub v22.2d, v22.2d, v4.2d
	fsub v4.2d, v29.2d, v27.2d
	ldp q27, q28, [x0]
	fadd v29.2d, v27.2d, v6.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v21.2d, v21.2d, v27.2d
	fsub v21.2d, v21.2d, v6.2d
	ldp q6, q27, [x9]
	fsub v6.2d, v29.2d, v6.2d
	fadd v29.2d, v28.2d, v3.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v20.2d, v20.2d, v28.2d
	fsub v20.2d, v20.2d, v3.2d
	fsub v3.2d, v29.2d, v27.2d
	ldp q27, q28, [x0, #32]
	add x0, x0, #128
	fadd v29.2d, v27.2d, v5.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	ldp q5, q27, [x9, #32]
	add x9, x9, #128
	fsub v5.2d, v29.2d, v5.2d
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v28.2d, v28.2d, v26.2d
	fadd v18.2d, v18.2d, v29.2d
	fmul d29, d2, d25
	fsub v18.2d, v18.2d, v26.2d
	ldur d26, [x12, #-64]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, v25.d[1]
	stur d26, [x14, #-64]
	ldur d26, [x12, #-56]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, d24
	stur d26, [x14, #-56]
	ldur d26, [x12, #-48]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, v24.d[1]
	stur d26, [x14, #-48]
	ldur d26, [x12, #-40]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, d23
	stur d26, [x14, #-40]
	ldur d26, [x12, #-32]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, v23.d[1]
	stur d26, [x14, #-32]
	ldur d26, [x12, #-24]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, d22
	stur d26, [x14, #-24]
	ldur d26, [x12, #-16]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, v22.d[1]
	stur d26, [x14, #-16]
	ldur d26, [x12, #-8]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, d21
	stur d26, [x14, #-8]
	ldr d26, [x12]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, v21.d[1]
	str d26, [x14]
	ldr d26, [x12, #8]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, d20
	str d26, [x14, #8]
	ldr d26, [x12, #16]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, v20.d[1]
	str d26, [x14, #16]
	ldr d26, [x12, #24]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, d19
	str d26, [x14, #24]
	ldr d26, [x12, #32]
	fadd d26, d26, d26
	fsub d26, d26, d29
	fmul d29, d2, v19.d[1]
	str d26, [x14, #32]
	fsub v26.2d, v28.2d, v27.2d
	fmul d28, d2, d18
	ldr d27, [x12, #40]
	fadd d27, d27, d27
	fsub d27, d27, d29
	str d27, [x14, #40]
	ldr d27, [x12, #48]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, v18.d[1]
	str d27, [x14, #48]
	ldr d27, [x12, #56]
	add x12, x12, #128
	fadd d27, d27, d27
	fsub d27, d27, d28
	str d27, [x14, #56]
	add x14, x14, #128
	b.ne .LBB_302
.LBB_307:
	ldr x11, [sp, #736]
	cmp x22, #1024
	str q25, [sp, #1312]
	str q24, [sp, #1328]
	str q23, [sp, #1344]
	str q22, [sp, #1360]
	str q21, [sp, #1376]
	str q20, [sp, #1392]
	str q19, [sp, #1408]
	str q18, [sp, #1424]
	str q17, [sp, #1440]
	str q7, [sp, #1456]
	str q16, [sp, #1472]
	str q4, [sp, #1488]
	str q6, [sp, #1504]
	str q3, [sp, #1520]
	str q5, [sp, #1536]
	str q26, [sp, #1552]
	b.hi .LBB_335
	add x12, x22, x21
	cmp x12, x26
	b.hs .LBB_1161
	sub x8, x12, x16
	cmp x8, x26
	b.hs .LBB_1152
	ldr x14, [sp, #624]
	cmp x3, x11
	add x9, x14, x12, lsl #7
	add x8, x14, x8, lsl #7
	ldr q27, [x9]
	fmul v28.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v28.2d
	fsub v25.2d, v25.2d, v17.2d
	fadd v17.2d, v27.2d, v17.2d
	str q25, [sp, #1312]
	ldr q28, [x9, #16]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v24.2d, v24.2d, v29.2d
	fsub v24.2d, v24.2d, v7.2d
	fadd v7.2d, v28.2d, v7.2d
	str q24, [sp, #1328]
	ldr q29, [x9, #32]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v23.2d, v23.2d, v30.2d
	fsub v23.2d, v23.2d, v16.2d
	fadd v16.2d, v29.2d, v16.2d
	str q23, [sp, #1344]
	ldr q30, [x9, #48]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v22.2d, v22.2d, v31.2d
	fsub v22.2d, v22.2d, v4.2d
	fadd v4.2d, v30.2d, v4.2d
	str q22, [sp, #1360]
	ldr q31, [x9, #64]
	fmul v9.2d, v31.2d, v1.d[0]
	fadd v21.2d, v21.2d, v9.2d
	fsub v21.2d, v21.2d, v6.2d
	fadd v6.2d, v31.2d, v6.2d
	str q21, [sp, #1376]
	ldr q9, [x9, #80]
	fmul v10.2d, v9.2d, v1.d[0]
	fadd v20.2d, v20.2d, v10.2d
	fsub v20.2d, v20.2d, v3.2d
	fadd v3.2d, v9.2d, v3.2d
	str q20, [sp, #1392]
	ldr q10, [x9, #96]
	fmul v11.2d, v10.2d, v1.d[0]
	fadd v19.2d, v19.2d, v11.2d
	fsub v19.2d, v19.2d, v5.2d
	str q19, [sp, #1408]
	ldr q11, [x9, #112]
	fmul v12.2d, v11.2d, v1.d[0]
	fadd v18.2d, v18.2d, v12.2d
	fsub v18.2d, v18.2d, v26.2d
	str q18, [sp, #1424]
	ldr q12, [x8]
	fsub v17.2d, v17.2d, v12.2d
	str q17, [sp, #1440]
	ldr q17, [x8, #16]
	fsub v7.2d, v7.2d, v17.2d
	fmul v17.2d, v21.2d, v2.d[0]
	str q7, [sp, #1456]
	ldr q7, [x8, #32]
	fsub v7.2d, v16.2d, v7.2d
	fmul v16.2d, v22.2d, v2.d[0]
	str q7, [sp, #1472]
	ldr q7, [x8, #48]
	fsub v4.2d, v4.2d, v7.2d
	fmul v7.2d, v23.2d, v2.d[0]
	str q4, [sp, #1488]
	ldr q4, [x8, #64]
	fsub v4.2d, v6.2d, v4.2d
	fmul v6.2d, v24.2d, v2.d[0]
	str q4, [sp, #1504]
	ldr q4, [x8, #80]
	fsub v3.2d, v3.2d, v4.2d
	fadd v4.2d, v10.2d, v5.2d
	fmul v5.2d, v25.2d, v2.d[0]
	str q3, [sp, #1520]
	ldr q3, [x8, #96]
	fsub v3.2d, v4.2d, v3.2d
	fadd v4.2d, v11.2d, v26.2d
	str q3, [sp, #1536]
	ldr q3, [x8, #112]
	str q5, [sp, #1568]
	fmul v5.2d, v20.2d, v2.d[0]
	str q6, [sp, #1584]
	str q7, [sp, #1600]
	str q16, [sp, #1616]
	str q17, [sp, #1632]
	str q5, [sp, #1648]
	fsub v3.2d, v4.2d, v3.2d
	fmul v4.2d, v18.2d, v2.d[0]
	str q3, [sp, #1552]
	fmul v3.2d, v19.2d, v2.d[0]
	str q4, [sp, #1680]
	str q3, [sp, #1664]
	b.hi .LBB_1074
	ldr x8, [sp, #680]
	ldr x11, [sp, #672]
	add x23, x22, #1
	mov x15, x19
	mov w20, wzr
	mov x19, x6
	add x24, x8, x3, lsl #4
	add x8, x12, #1
	add x12, x11, x12, lsl #7
	sub x0, x8, x16
	add x9, x14, x0, lsl #7
	b .LBB_314
.LBB_312:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1114
.LBB_313:
	add x11, sp, #1312
	ldr x26, [sp, #768]
	mov x24, x14
	str d4, [x11, x19, lsl #3]
	add x11, sp, #1440
	str d3, [x11, x19, lsl #3]
	fdiv d3, d4, d0
	add x11, sp, #1568
	str d3, [x11, x19, lsl #3]
	mov x19, x21
.LBB_314:
	cbz w20, .LBB_323
.LBB_315:
	mov x14, x24
.LBB_316:
	cbz x19, .LBB_332
	ldr x20, [x19]
	cmp x20, x22
	b.ne .LBB_332
	mov x21, xzr
	mov w20, #2
	mov x24, x19
	cmp x8, x16
	b.lo .LBB_1063
.LBB_319:
	ldr x19, [x24, #8]
	cbz x16, .LBB_312
	cmp x19, #15
	b.hi .LBB_1099
	cmp x7, #3
	b.hs .LBB_326
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x24, xzr
	mov x25, x9
	b .LBB_330
.LBB_323:
	ldr x11, [sp, #760]
	cmp x24, x11
	b.eq .LBB_315
	mov x14, x24
	ldr x20, [x14], #16
	cmp x20, x22
	b.ne .LBB_316
	mov w20, wzr
	mov x21, x19
	cmp x8, x16
	b.hs .LBB_319
	b .LBB_1063
.LBB_326:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x25, x19, #3
	mov x24, xzr
	mov x26, x12
.LBB_327:
	add x27, x24, #1
	add x11, x24, #2
	ucvtf d5, x27
	add x27, x26, x25
	add x26, x26, #512
	ldr d6, [x27, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #256]
	fadd d4, d4, d5
	ucvtf d5, x11
	add x11, x24, #3
	add x24, x24, #4
	cmp x30, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #384]
	fadd d4, d4, d5
	ucvtf d5, x11
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #512]
	fadd d4, d4, d5
	ucvtf d5, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_327
	cbz x28, .LBB_313
	add x25, x26, #128
.LBB_330:
	add x24, x24, #1
	add x25, x25, x19, lsl #3
	mov x26, x28
.LBB_331:
	ldr d6, [x25], #128
	ucvtf d5, x24
	add x24, x24, #1
	subs x26, x26, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_331
	b .LBB_313
.LBB_332:
	ldr x8, [sp, #744]
	cmp x22, x8
	b.hs .LBB_1171
	ldr x21, [sp, #648]
	ldr x20, [sp, #736]
	cmp x22, x17
	b.hs .LBB_1172
	lsl x9, x22, #7
	ldr d4, [sp, #1568]
	cmp x22, #1024
	mov x19, x15
	add x8, x2, x9
	add x9, x1, x9
	ldr d3, [x9]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8]
	ldr d3, [x9, #8]
	ldr d4, [sp, #1576]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #8]
	ldr d3, [x9, #16]
	ldr d4, [sp, #1584]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #16]
	ldr d3, [x9, #24]
	ldr d4, [sp, #1592]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #24]
	ldr d3, [x9, #32]
	ldr d4, [sp, #1600]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #32]
	ldr d3, [x9, #40]
	ldr d4, [sp, #1608]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #40]
	ldr d3, [x9, #48]
	ldr d4, [sp, #1616]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #48]
	ldr d3, [x9, #56]
	ldr d4, [sp, #1624]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #56]
	ldr d3, [x9, #64]
	ldr d4, [sp, #1632]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #64]
	ldr d3, [x9, #72]
	ldr d4, [sp, #1640]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #72]
	ldr d3, [x9, #80]
	ldr d4, [sp, #1648]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #80]
	ldr d3, [x9, #88]
	ldr d4, [sp, #1656]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #88]
	ldr d3, [x9, #96]
	ldr d4, [sp, #1664]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #96]
	ldr d3, [x9, #104]
	ldr d4, [sp, #1672]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #104]
	ldr d3, [x9, #112]
	ldr d4, [sp, #1680]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #112]
	ldr d3, [x9, #120]
	ldr d4, [sp, #1688]
	fadd d3, d3, d3
	fsub d3, d3, d4
	str d3, [x8, #120]
	b.ne .LBB_285
.LBB_335:
	ldr x8, [sp, #888]
	ldr x11, [sp, #704]
	ldr x28, [sp, #688]
	subs x17, x8, x11
	b.lo .LBB_1089
	ldr x9, [sp, #440]
	ldr x10, [sp, #376]
	mov w8, #48
	madd x10, x9, x8, x10
	ldr x9, [sp, #880]
	str x10, [sp, #672]
	ldp x8, x10, [x10, #8]
	cbz x11, .LBB_341
	ldr x11, [sp, #704]
	ldr x14, [sp, #336]
	mov w12, #1025
	mov x15, x9
	sub x24, x12, x11
	mov x11, x10
	mov x12, x8
.LBB_338:
	cmp x24, x17
	b.hs .LBB_1150
	mov w16, #128
	movk w16, #2, lsl #16
	add x16, x15, x16
	ldr q0, [x16, #64]
	str q0, [sp, #1632]
	ldr q0, [x16, #80]
	str q0, [sp, #1648]
	ldr q0, [x16, #96]
	str q0, [sp, #1664]
	ldr q0, [x16, #112]
	str q0, [sp, #1680]
	ldr q0, [x16]
	str q0, [sp, #1568]
	ldr q0, [x16, #16]
	str q0, [sp, #1584]
	ldr q0, [x16, #32]
	str q0, [sp, #1600]
	ldr q0, [x16, #48]
	str q0, [sp, #1616]
	cbz x11, .LBB_1149
	ldr d0, [x12], #8
	sub x14, x14, #128
	sub x11, x11, #1
	add x24, x24, #1
	str d0, [x15]
	ldr q0, [sp, #1632]
	stur q0, [x15, #72]
	ldr q0, [sp, #1648]
	stur q0, [x15, #88]
	ldr q0, [sp, #1664]
	stur q0, [x15, #104]
	ldr x16, [sp, #1680]
	str x16, [x15, #120]
	ldr q0, [sp, #1568]
	stur q0, [x15, #8]
	ldr q0, [sp, #1584]
	stur q0, [x15, #24]
	ldr q0, [sp, #1600]
	stur q0, [x15, #40]
	ldr q0, [sp, #1616]
	stur q0, [x15, #56]
	add x15, x15, #128
	cbnz x14, .LBB_338
.LBB_341:
	cbz x10, .LBB_345
	mov w11, #248
	mov w12, #1025
	lsl x10, x10, #3
	movk w11, #2, lsl #16
	add x9, x9, x11
	ldr x11, [sp, #704]
	sub x24, x12, x11
.LBB_343:
	cmp x24, x17
	b.hs .LBB_1151
	ldr d0, [x9], #128
	subs x10, x10, #8
	add x24, x24, #1
	str d0, [x8], #8
	b.ne .LBB_343
.LBB_345:
	ldr x8, [sp, #536]
	ldr x24, [sp, #736]
	ldr x17, [x8, #16]
	tbnz x17, #63, .LBB_1170
	ldr x8, [sp, #728]
	ldr x18, [sp, #880]
	ldr x16, [sp, #888]
	ldr x15, [sp, #904]
	ldr x1, [sp, #912]
	str x8, [sp, #1288]
	ldr x8, [sp, #720]
	str x1, [sp, #744]
	str x8, [sp, #1296]
	ldr x8, [sp, #352]
	str x8, [sp, #1304]
	subs x8, x17, #1
	b.ne .LBB_351
	ldr x8, [sp, #568]
	cmp x8, x16
	b.hi .LBB_1093
	ldr x8, [sp, #432]
	mov w10, #128
	mov x9, #-1
	movk w10, #2, lsl #16
	add x11, x18, x8
	add x8, x15, #64
.LBB_349:
	add x9, x9, #1
	cmp x1, x9
	b.eq .LBB_1160
	ldp q0, q1, [x11, #-64]
	ldp q2, q3, [x11, #-32]
	movi v16.2d, #0000000000000000
	sub x10, x10, #128
	fadd v1.2d, v1.2d, v16.2d
	fadd v3.2d, v3.2d, v16.2d
	ldp q4, q5, [x11]
	ldp q6, q7, [x11, #32]
	fadd v5.2d, v5.2d, v16.2d
	add x11, x11, #128
	fadd v0.2d, v0.2d, v16.2d
	fadd v2.2d, v2.2d, v16.2d
	fadd v4.2d, v4.2d, v16.2d
	fadd v6.2d, v6.2d, v16.2d
	stp q0, q1, [x8, #-64]
	fadd v0.2d, v7.2d, v16.2d
	stp q2, q3, [x8, #-32]
	stp q4, q5, [x8]
	stp q6, q0, [x8, #32]
	add x8, x8, #128
	cbnz x10, .LBB_349
	b .LBB_410
.LBB_351:
	ldr x10, [sp, #344]
	ldr x9, [sp, #704]
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	sub x0, x10, x17
	cmp x9, x16
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	b.hs .LBB_1107
	cmp x10, x17
	b.lo .LBB_1108
	cbz x17, .LBB_357
	add x12, sp, #1440
	add x14, sp, #1224
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	ldr q19, [sp, #1440]
	add x9, x18, x10, lsl #7
	add x10, x18, x0, lsl #7
	movi v3.2d, #0000000000000000
	ldr q20, [sp, #1456]
	ldur q0, [x12, #88]
	ldp q5, q7, [x14, #176]
	movi d4, #0000000000000000
	movi d18, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	ldur q21, [x12, #104]
	ldr d17, [sp, #1432]
	movi v23.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	mov w11, #1
	ldr d22, [sp, #1560]
.LBB_355:
	ldp q27, q28, [x10]
	ucvtf d26, x11
	add x11, x11, #1
	fadd v20.2d, v28.2d, v20.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v19.2d, v27.2d, v19.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v2.2d, v2.2d, v28.2d
	fadd v1.2d, v1.2d, v27.2d
	ldp q27, q28, [x10, #32]
	fadd v25.2d, v28.2d, v25.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v6.2d, v6.2d, v28.2d
	ldr d28, [x10, #80]
	fadd v3.2d, v3.2d, v27.2d
	ldr q27, [x10, #64]
	fadd d18, d28, d18
	fadd v24.2d, v27.2d, v24.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fmul d27, d28, d26
	fadd d4, d4, d27
	ldur q27, [x10, #88]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v0.2d, v27.2d, v0.2d
	ldur q27, [x10, #104]
	fadd v5.2d, v5.2d, v28.2d
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v21.2d, v27.2d, v21.2d
	ldr d27, [x10, #120]
	add x10, x10, #128
	cmp x10, x9
	fadd v7.2d, v7.2d, v28.2d
	fmul d26, d27, d26
	fadd d22, d27, d22
	fadd d17, d17, d26
	b.ne .LBB_355
	add x9, sp, #1440
	add x10, sp, #1224
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q19, [sp, #1440]
	str q20, [sp, #1456]
	str q3, [sp, #1344]
	str q6, [sp, #1360]
	str q23, [sp, #1472]
	str q25, [sp, #1488]
	str q16, [sp, #1376]
	str q24, [sp, #1504]
	stur q0, [x9, #88]
	stp q5, q7, [x10, #176]
	stur q21, [x9, #104]
	str d4, [sp, #1392]
	str d17, [sp, #1432]
	str d18, [sp, #1520]
	str d22, [sp, #1560]
	b .LBB_358
.LBB_357:
	movi v1.2d, #0000000000000000
	movi d17, #0000000000000000
	movi d4, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_358:
	cbz x1, .LBB_1190
	madd x9, x17, x17, x17
	and x2, x8, #0x1ffffffffffffff
	sub x7, x18, x17, lsl #7
	mov x11, x15
	add x5, x18, #64
	mov w23, #1
	mov x10, xzr
	add x8, x2, #1
	ucvtf d0, x9, #1
	ldr x9, [sp, #728]
	and x3, x8, #0x3
	and x4, x8, #0x3fffffffffffffc
	ldr x8, [sp, #704]
	dup v18.2d, v0.d[0]
	fdiv d17, d17, d0
	fdiv d4, d4, d0
	cmp w9, #0
	ldr x9, [sp, #424]
	sub x6, x8, x17
	csel x1, x9, xzr, ne
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	str d4, [x15, #80]
	fdiv v16.2d, v16.2d, v18.2d
	fdiv v7.2d, v7.2d, v18.2d
	str d17, [x15, #120]
	stp q1, q2, [x15]
	fdiv v5.2d, v5.2d, v18.2d
	ucvtf d1, x17
	str q16, [x11, #64]!
	stur q5, [x15, #88]
	stur q7, [x15, #104]
	fdiv v6.2d, v6.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	stp q3, q6, [x15, #32]
	fdiv d2, d13, d0
.LBB_360:
	cmp x10, x24
	b.hs .LBB_365
	ldr x8, [sp, #680]
	add x9, x8, x10, lsl #4
.LBB_362:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_366
	add x10, x10, #1
	cmp x24, x10
	b.ne .LBB_362
	mov x9, xzr
	mov x10, x24
	b .LBB_367
.LBB_365:
	mov x9, xzr
	b .LBB_367
.LBB_366:
	mov w9, #1
.LBB_367:
	ldr x0, [sp, #720]
	ldr x12, [sp, #728]
	mov w14, #1
	str x9, [sp, #1592]
	cmp x0, x23
	str x14, [sp, #1568]
	mov w14, #2
	str x14, [sp, #1584]
	str x8, [sp, #1600]
	str x0, [sp, #1616]
	csel w12, wzr, w12, lo
	str x12, [sp, #1608]
	tbnz w9, #0, .LBB_370
	cbnz w12, .LBB_370
	mov w22, #1025
	b .LBB_375
.LBB_370:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #616]
	add x8, x8, x9, lsl #4
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x12, x9, [x29, #-144]
	cmp x9, x12
	stur q3, [x29, #-112]
	b.eq .LBB_374
	sub w9, w9, w12
	ands x9, x9, #0x3
	b.eq .LBB_374
	ldr x14, [sp, #552]
	add x12, x14, x12, lsl #4
.LBB_373:
	ldur w14, [x12, #-8]
	ldr x0, [x12], #16
	cmp x8, x0
	csel x0, x8, x0, lo
	cmp w14, #0
	csel x8, x0, x8, ne
	subs x9, x9, #1
	b.ne .LBB_373
.LBB_374:
	mov w9, #1025
	cmp x8, #1025
	csel x22, x8, x9, lo
.LBB_375:
	ldr q16, [sp, #1312]
	ldr q18, [sp, #1328]
	ldr q21, [sp, #1440]
	cmp x23, x22
	mov x20, x19
	ldr q22, [sp, #1456]
	ldr q17, [sp, #1344]
	ldr q4, [sp, #1360]
	ldr q23, [sp, #1472]
	ldr q24, [sp, #1488]
	ldr q7, [sp, #1376]
	ldr q6, [sp, #1392]
	ldr q25, [sp, #1504]
	ldr q26, [sp, #1520]
	ldr q5, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q27, [sp, #1536]
	ldr q29, [sp, #1552]
	b.hs .LBB_381
	ldr x8, [sp, #744]
	ldr x19, [sp, #704]
	add x12, x11, x23, lsl #7
	mov x30, x22
	cmp x23, x8
	csel x24, x23, x8, hi
	add x8, x6, x23
	add x9, x19, x23
	sub x28, x19, x17
	mov x0, x19
	add x8, x5, x8, lsl #7
	add x9, x5, x9, lsl #7
	mov x14, x24
.LBB_377:
	add x19, x23, x0
	cmp x19, x16
	b.hs .LBB_1127
	add x19, x23, x28
	cmp x19, x16
	b.hs .LBB_1126
	cmp x23, x14
	b.eq .LBB_1137
	ldp q20, q19, [x9, #32]
	ldp q31, q30, [x8, #32]
	sub x30, x30, #1
	add x28, x28, #1
	add x0, x0, #1
	sub x14, x14, #1
	ldp q10, q9, [x9]
	cmp x23, x30
	fadd v12.2d, v19.2d, v29.2d
	ldp q28, q11, [x9, #-32]
	fmul v13.2d, v19.2d, v1.d[0]
	fsub v19.2d, v12.2d, v30.2d
	fadd v30.2d, v20.2d, v27.2d
	fmul v12.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v13.2d
	fsub v20.2d, v30.2d, v31.2d
	fmul v30.2d, v9.2d, v1.d[0]
	fmul v31.2d, v10.2d, v1.d[0]
	fadd v9.2d, v9.2d, v26.2d
	fadd v5.2d, v5.2d, v12.2d
	fmul v12.2d, v11.2d, v1.d[0]
	fsub v3.2d, v3.2d, v29.2d
	fadd v6.2d, v6.2d, v30.2d
	fadd v7.2d, v7.2d, v31.2d
	ldp q31, q30, [x9, #-64]
	fsub v5.2d, v5.2d, v27.2d
	add x9, x9, #128
	ldp q13, q27, [x8, #-32]
	fadd v4.2d, v4.2d, v12.2d
	fmul v12.2d, v28.2d, v1.d[0]
	fsub v6.2d, v6.2d, v26.2d
	fadd v26.2d, v10.2d, v25.2d
	fadd v10.2d, v11.2d, v24.2d
	fsub v7.2d, v7.2d, v25.2d
	fadd v11.2d, v28.2d, v23.2d
	fsub v4.2d, v4.2d, v24.2d
	ldp q25, q24, [x8, #-64]
	fadd v17.2d, v17.2d, v12.2d
	fmul v12.2d, v30.2d, v1.d[0]
	fadd v14.2d, v30.2d, v22.2d
	fsub v30.2d, v10.2d, v27.2d
	fmul v27.2d, v7.2d, v2.d[0]
	fmul v10.2d, v5.2d, v2.d[0]
	fadd v15.2d, v31.2d, v21.2d
	fsub v17.2d, v17.2d, v23.2d
	fadd v18.2d, v18.2d, v12.2d
	fmul v12.2d, v31.2d, v1.d[0]
	fsub v31.2d, v11.2d, v13.2d
	fsub v11.2d, v14.2d, v24.2d
	fmul v24.2d, v4.2d, v2.d[0]
	fmul v23.2d, v17.2d, v2.d[0]
	fsub v18.2d, v18.2d, v22.2d
	fadd v16.2d, v16.2d, v12.2d
	ldp q29, q12, [x8], #128
	fmul v22.2d, v18.2d, v2.d[0]
	stp q23, q24, [x12, #-32]
	mov v23.16b, v31.16b
	mov v24.16b, v30.16b
	fsub v16.2d, v16.2d, v21.2d
	fmul v21.2d, v16.2d, v2.d[0]
	fsub v28.2d, v9.2d, v12.2d
	fmul v9.2d, v6.2d, v2.d[0]
	fsub v12.2d, v15.2d, v25.2d
	fsub v13.2d, v26.2d, v29.2d
	mov v26.16b, v28.16b
	mov v29.16b, v19.16b
	stp q21, q22, [x12, #-64]
	fmul v22.2d, v3.2d, v2.d[0]
	mov v21.16b, v12.16b
	stp q27, q9, [x12]
	mov v27.16b, v20.16b
	mov v25.16b, v13.16b
	stp q10, q22, [x12, #32]
	mov v22.16b, v11.16b
	add x12, x12, #128
	b.ne .LBB_377
	b .LBB_382
.LBB_381:
	mov v12.16b, v21.16b
	mov v11.16b, v22.16b
	mov v31.16b, v23.16b
	mov v30.16b, v24.16b
	mov v13.16b, v25.16b
	mov v28.16b, v26.16b
	mov v20.16b, v27.16b
	mov v19.16b, v29.16b
.LBB_382:
	ldr x28, [sp, #688]
	ldr x24, [sp, #736]
	cmp x22, #1024
	str q16, [sp, #1312]
	mov x19, x20
	str q18, [sp, #1328]
	str q17, [sp, #1344]
	str q4, [sp, #1360]
	str q7, [sp, #1376]
	str q6, [sp, #1392]
	str q5, [sp, #1408]
	str q3, [sp, #1424]
	str q12, [sp, #1440]
	str q11, [sp, #1456]
	str q31, [sp, #1472]
	str q30, [sp, #1488]
	str q13, [sp, #1504]
	str q28, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	b.hi .LBB_410
	ldr x8, [sp, #704]
	add x12, x22, x8
	cmp x12, x16
	b.hs .LBB_1175
	sub x8, x12, x17
	cmp x8, x16
	b.hs .LBB_1176
	add x9, x18, x12, lsl #7
	add x8, x18, x8, lsl #7
	cmp x10, x24
	ldr q21, [x9]
	fmul v22.2d, v21.2d, v1.d[0]
	fadd v21.2d, v21.2d, v12.2d
	fadd v16.2d, v16.2d, v22.2d
	fsub v16.2d, v16.2d, v12.2d
	str q16, [sp, #1312]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q22, [x9, #16]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v11.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v11.2d
	str q18, [sp, #1328]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #32]
	fmul v24.2d, v23.2d, v1.d[0]
	fadd v17.2d, v17.2d, v24.2d
	fsub v17.2d, v17.2d, v31.2d
	str q17, [sp, #1344]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q24, [x9, #48]
	fmul v25.2d, v24.2d, v1.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fsub v4.2d, v4.2d, v30.2d
	str q4, [sp, #1360]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q25, [x9, #64]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v7.2d, v7.2d, v26.2d
	fsub v7.2d, v7.2d, v13.2d
	str q7, [sp, #1376]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q26, [x9, #80]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fsub v6.2d, v6.2d, v28.2d
	str q6, [sp, #1392]
	ldr q27, [x9, #96]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v5.2d, v5.2d, v29.2d
	fsub v5.2d, v5.2d, v20.2d
	fadd v20.2d, v27.2d, v20.2d
	str q5, [sp, #1408]
	ldr q29, [x9, #112]
	fmul v9.2d, v29.2d, v1.d[0]
	fadd v3.2d, v3.2d, v9.2d
	fsub v3.2d, v3.2d, v19.2d
	fadd v19.2d, v29.2d, v19.2d
	str q3, [sp, #1424]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q9, [x8]
	fsub v21.2d, v21.2d, v9.2d
	str q21, [sp, #1440]
	ldr q21, [x8, #16]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v23.2d, v31.2d
	str q21, [sp, #1456]
	ldr q21, [x8, #32]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v24.2d, v30.2d
	str q21, [sp, #1472]
	ldr q21, [x8, #48]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v25.2d, v13.2d
	str q21, [sp, #1488]
	ldr q21, [x8, #64]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v26.2d, v28.2d
	str q21, [sp, #1504]
	ldr q21, [x8, #80]
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	str q4, [sp, #1616]
	fmul v4.2d, v6.2d, v2.d[0]
	str q16, [sp, #1568]
	str q18, [sp, #1584]
	str q17, [sp, #1600]
	str q7, [sp, #1632]
	str q3, [sp, #1680]
	str q4, [sp, #1648]
	fsub v4.2d, v19.2d, v20.2d
	str q4, [sp, #1552]
	fmul v4.2d, v5.2d, v2.d[0]
	str q4, [sp, #1664]
	b.hi .LBB_1072
	ldr x8, [sp, #680]
	add x23, x22, #1
	mov x30, x19
	mov w20, wzr
	mov x19, x1
	add x24, x8, x10, lsl #4
	add x8, x12, #1
	add x12, x7, x12, lsl #7
	sub x0, x8, x17
	add x9, x18, x0, lsl #7
	b .LBB_389
.LBB_387:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1114
.LBB_388:
	add x24, sp, #1312
	ldr x26, [sp, #768]
	str d4, [x24, x19, lsl #3]
	add x24, sp, #1440
	str d3, [x24, x19, lsl #3]
	fdiv d3, d4, d0
	add x24, sp, #1568
	str d3, [x24, x19, lsl #3]
	mov x19, x21
	mov x24, x14
.LBB_389:
	cbz w20, .LBB_398
.LBB_390:
	mov x14, x24
.LBB_391:
	cbz x19, .LBB_408
	ldr x20, [x19]
	cmp x20, x22
	b.ne .LBB_408
	mov x21, xzr
	mov w20, #2
	mov x24, x19
	cmp x8, x17
	b.lo .LBB_1064
.LBB_394:
	ldr x19, [x24, #8]
	cbz x17, .LBB_387
	cmp x19, #15
	b.hi .LBB_1099
	cmp x2, #3
	b.hs .LBB_401
	mov x24, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x25, x9
	b .LBB_405
.LBB_398:
	ldr x14, [sp, #760]
	cmp x24, x14
	b.eq .LBB_390
	mov x14, x24
	ldr x20, [x14], #16
	cmp x20, x22
	b.ne .LBB_391
	mov w20, wzr
	mov x21, x19
	cmp x8, x17
	b.hs .LBB_394
	b .LBB_1064
.LBB_401:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x25, x19, #3
	mov x24, xzr
	mov x26, x12
.LBB_402:
	add x27, x24, #1
	add x28, x24, #2
	ucvtf d5, x27
	add x27, x26, x25
	add x26, x26, #512
	ldr d6, [x27, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #256]
	fadd d4, d4, d5
	ucvtf d5, x28
	add x28, x24, #3
	add x24, x24, #4
	cmp x4, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #384]
	fadd d4, d4, d5
	ucvtf d5, x28
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #512]
	fadd d4, d4, d5
	ucvtf d5, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_402
	cbz x3, .LBB_407
	ldr x28, [sp, #688]
	add x25, x26, #128
.LBB_405:
	add x24, x24, #1
	add x25, x25, x19, lsl #3
	mov x26, x3
.LBB_406:
	ldr d6, [x25], #128
	ucvtf d5, x24
	add x24, x24, #1
	subs x26, x26, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_406
	b .LBB_388
.LBB_407:
	ldr x28, [sp, #688]
	b .LBB_388
.LBB_408:
	ldr x8, [sp, #744]
	cmp x22, x8
	b.hs .LBB_1163
	ldr q3, [sp, #1632]
	add x8, x15, x22, lsl #7
	ldr x21, [sp, #648]
	ldr x24, [sp, #736]
	cmp x22, #1024
	mov x19, x30
	str q3, [x8, #64]
	ldr q3, [sp, #1648]
	str q3, [x8, #80]
	ldr q3, [sp, #1664]
	str q3, [x8, #96]
	ldr q3, [sp, #1680]
	str q3, [x8, #112]
	ldr q3, [sp, #1568]
	str q3, [x8]
	ldr q3, [sp, #1584]
	str q3, [x8, #16]
	ldr q3, [sp, #1600]
	str q3, [x8, #32]
	ldr q3, [sp, #1616]
	str q3, [x8, #48]
	b.ne .LBB_360
.LBB_410:
	ldr x17, [sp, #888]
	ldr x8, [sp, #704]
	subs x20, x17, x8
	b.lo .LBB_1094
	ldr x8, [sp, #536]
	fmov d28, #1.00000000
	ldr x18, [x8, #32]
	tbnz x18, #63, .LBB_1170
	ldr x15, [x8, #40]
	tbnz x15, #63, .LBB_1170
	ldr x12, [x8, #24]
	tbnz x12, #63, .LBB_1170
	ldr x8, [sp, #640]
	sub x9, x18, #1
	mov x1, xzr
	subs x8, x9, x8
	b.lo .LBB_419
	ldr x10, [sp, #544]
	cmp x9, x10
	ldr x9, [sp, #704]
	b.hs .LBB_420
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_418
	mov w1, #1
	str x8, [sp, #1296]
	str x9, [sp, #1304]
	b .LBB_419
.LBB_418:
	mov x1, xzr
.LBB_419:
	ldr x9, [sp, #704]
.LBB_420:
	ldr x16, [sp, #880]
	subs x8, x18, #1
	str x1, [sp, #1288]
	str x20, [sp, #744]
	add x14, x16, x9, lsl #7
	str x16, [sp, #720]
	str x17, [sp, #656]
	b.ne .LBB_425
	ldr w8, [sp, #396]
	tbnz w8, #0, .LBB_1083
	ldr x10, [sp, #384]
	ldr x11, [sp, #624]
	ldr x8, [sp, #320]
	add x11, x11, x10
	ldr x9, [sp, #432]
	mov w10, #128
	add x8, x8, x17
	add x9, x16, x9
	movk w10, #2, lsl #16
.LBB_423:
	subs x8, x8, #1
	b.eq .LBB_1162
	ldp q0, q1, [x11, #-64]
	ldp q2, q3, [x11, #-32]
	movi v16.2d, #0000000000000000
	sub x10, x10, #128
	fadd v1.2d, v1.2d, v16.2d
	fadd v3.2d, v3.2d, v16.2d
	ldp q4, q5, [x11]
	ldp q6, q7, [x11, #32]
	fadd v5.2d, v5.2d, v16.2d
	fadd v7.2d, v7.2d, v16.2d
	add x11, x11, #128
	fadd v0.2d, v0.2d, v16.2d
	fadd v2.2d, v2.2d, v16.2d
	fadd v4.2d, v4.2d, v16.2d
	fadd v6.2d, v6.2d, v16.2d
	fmov v16.2d, #3.00000000
	fmul v0.2d, v0.2d, v16.2d
	fmul v1.2d, v1.2d, v16.2d
	fmul v2.2d, v2.2d, v16.2d
	fmul v3.2d, v3.2d, v16.2d
	fmul v4.2d, v4.2d, v16.2d
	fmul v5.2d, v5.2d, v16.2d
	fmul v6.2d, v6.2d, v16.2d
	stp q0, q1, [x9, #-64]
	fmul v0.2d, v7.2d, v16.2d
	stp q2, q3, [x9, #-32]
	stp q4, q5, [x9]
	stp q6, q0, [x9, #32]
	add x9, x9, #128
	cbnz x10, .LBB_423
	b .LBB_483
.LBB_425:
	ldr x9, [sp, #416]
	movi v0.2d, #0000000000000000
	cmp x21, x26
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	sub x0, x9, x18
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	b.hs .LBB_1130
	cmp x9, x18
	b.lo .LBB_1090
	cbz x18, .LBB_431
	add x10, sp, #1312
	add x11, sp, #1440
	movi v6.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	ldr x9, [sp, #624]
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	movi v4.2d, #0000000000000000
	add x10, x10, #88
	add x11, x11, #88
	ldr q18, [sp, #1440]
	ldr q19, [sp, #1456]
	ldr q5, [sp, #1408]
	movi v16.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	ld1 { v6.d }[1], [x10]
	ld1 { v20.d }[1], [x11]
	ldr q7, [sp, #1424]
	movi v23.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	mov w10, #1
	ldr q0, [sp, #1536]
	ldr q17, [sp, #1552]
	ldr x11, [sp, #368]
	add x9, x9, x0, lsl #7
.LBB_429:
	ldp q25, q26, [x9]
	ucvtf d24, x10
	add x10, x10, #1
	fadd v19.2d, v26.2d, v19.2d
	fmul v26.2d, v26.2d, v24.d[0]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v18.2d, v25.2d, v18.2d
	fadd v2.2d, v2.2d, v26.2d
	fadd v1.2d, v1.2d, v27.2d
	ldp q25, q27, [x9, #32]
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v27.2d, v24.d[0]
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v25.2d, v24.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fadd v4.2d, v4.2d, v25.2d
	ldp q25, q26, [x9, #64]
	fadd v20.2d, v26.2d, v20.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v6.2d, v6.2d, v25.2d
	ldp q25, q26, [x9, #96]
	fadd v3.2d, v3.2d, v27.2d
	add x9, x9, #128
	cmp x9, x11
	fadd v17.2d, v26.2d, v17.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v0.2d, v25.2d, v0.2d
	fadd v5.2d, v5.2d, v27.2d
	fadd v7.2d, v7.2d, v24.2d
	b.ne .LBB_429
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q18, [sp, #1440]
	str q19, [sp, #1456]
	str q4, [sp, #1344]
	str q16, [sp, #1360]
	str q22, [sp, #1472]
	str q23, [sp, #1488]
	str q3, [sp, #1376]
	str q6, [sp, #1392]
	str q21, [sp, #1504]
	str q20, [sp, #1520]
	str q5, [sp, #1408]
	str q7, [sp, #1424]
	str q0, [sp, #1536]
	str q17, [sp, #1552]
	b .LBB_432
.LBB_431:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_432:
	ldr x9, [sp, #704]
	cmp x17, x9
	b.eq .LBB_1216
	madd x9, x18, x18, x18
	fmov v18.2d, #3.00000000
	and x3, x8, #0x1ffffffffffffff
	cmp w1, #0
	sub x6, x21, x18
	mov w28, #1
	mov x10, xzr
	add x8, x3, #1
	ucvtf d0, x9, #1
	and x4, x8, #0x3
	and x5, x8, #0x3fffffffffffffc
	ldp x9, x8, [sp, #424]
	dup v17.2d, v0.d[0]
	add x8, x16, x8
	csel x2, x9, xzr, ne
	fdiv v2.2d, v2.2d, v17.2d
	fdiv v1.2d, v1.2d, v17.2d
	fdiv v16.2d, v16.2d, v17.2d
	str x8, [sp, #728]
	ldr x8, [sp, #624]
	sub x22, x8, x18, lsl #7
	fdiv v4.2d, v4.2d, v17.2d
	fmul v1.2d, v1.2d, v18.2d
	fmul v2.2d, v2.2d, v18.2d
	fdiv v6.2d, v6.2d, v17.2d
	fdiv v7.2d, v7.2d, v17.2d
	fdiv v5.2d, v5.2d, v17.2d
	stp q1, q2, [x14]
	fmul v1.2d, v4.2d, v18.2d
	fmul v2.2d, v16.2d, v18.2d
	stp q1, q2, [x14, #32]
	fdiv v1.2d, v3.2d, v17.2d
	fmul v2.2d, v6.2d, v18.2d
	fmul v1.2d, v1.2d, v18.2d
	stp q1, q2, [x14, #64]
	fmul v1.2d, v5.2d, v18.2d
	fmul v2.2d, v7.2d, v18.2d
	stp q1, q2, [x14, #96]
	fdiv d2, d28, d0
	ucvtf d1, x18
	ldr x11, [sp, #1296]
.LBB_434:
	cmp x10, x24
	b.hs .LBB_439
	ldr x8, [sp, #680]
	add x9, x8, x10, lsl #4
.LBB_436:
	ldr x8, [x9], #16
	cmp x8, x28
	b.hs .LBB_440
	add x10, x10, #1
	cmp x24, x10
	b.ne .LBB_436
	mov x9, xzr
	mov x10, x24
	b .LBB_441
.LBB_439:
	mov x9, xzr
	b .LBB_441
.LBB_440:
	mov w9, #1
.LBB_441:
	cmp x11, x28
	mov w16, #1
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	csel w0, wzr, w1, lo
	str x16, [sp, #1568]
	mov w16, #2
	str x11, [sp, #1616]
	str x16, [sp, #1584]
	str x0, [sp, #1608]
	tbnz w9, #0, .LBB_444
	cbnz w0, .LBB_444
	mov x16, x19
	mov w23, #1025
	b .LBB_449
.LBB_444:
	mov w8, #2
	mov x16, x19
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #616]
	add x8, x8, x9, lsl #4
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x0, x9, [x29, #-144]
	cmp x9, x0
	stur q3, [x29, #-112]
	b.eq .LBB_448
	sub w9, w9, w0
	ands x9, x9, #0x3
	b.eq .LBB_448
	ldr x17, [sp, #552]
	add x0, x17, x0, lsl #4
.LBB_447:
	ldur w19, [x0, #-8]
	ldr x20, [x0], #16
	cmp x8, x20
	csel x20, x8, x20, lo
	cmp w19, #0
	csel x8, x20, x8, ne
	subs x9, x9, #1
	b.ne .LBB_447
.LBB_448:
	ldr x20, [sp, #744]
	mov w9, #1025
	cmp x8, #1025
	csel x23, x8, x9, lo
.LBB_449:
	ldr q17, [sp, #1312]
	ldr q16, [sp, #1328]
	ldr q19, [sp, #1440]
	cmp x28, x23
	ldr q22, [sp, #1456]
	ldr q6, [sp, #1344]
	ldr q4, [sp, #1360]
	ldr q24, [sp, #1472]
	ldr q27, [sp, #1488]
	ldr q18, [sp, #1376]
	ldr q7, [sp, #1392]
	ldr q29, [sp, #1504]
	ldr q30, [sp, #1520]
	ldr q5, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q31, [sp, #1536]
	ldr q11, [sp, #1552]
	b.hs .LBB_455
	ldr x17, [sp, #600]
	add x8, x6, x28
	add x9, x21, x28
	cmp x28, x20
	csel x24, x28, x20, hi
	add x8, x17, x8, lsl #7
	add x9, x17, x9, lsl #7
	ldr x17, [sp, #728]
	add x0, x17, x28, lsl #7
.LBB_451:
	add x19, x21, x28
	cmp x19, x26
	b.hs .LBB_1097
	add x19, x6, x28
	cmp x19, x26
	b.hs .LBB_1098
	cmp x24, x28
	b.eq .LBB_1131
	ldp q21, q20, [x9, #32]
	ldp q25, q23, [x9]
	add x28, x28, #1
	cmp x23, x28
	ldp q28, q26, [x9, #-32]
	fmul v9.2d, v20.2d, v1.d[0]
	fmul v12.2d, v23.2d, v1.d[0]
	fadd v23.2d, v23.2d, v30.2d
	fadd v20.2d, v20.2d, v11.2d
	fmul v10.2d, v21.2d, v1.d[0]
	fadd v21.2d, v21.2d, v31.2d
	fadd v3.2d, v3.2d, v9.2d
	fmul v9.2d, v25.2d, v1.d[0]
	fadd v7.2d, v7.2d, v12.2d
	fmul v12.2d, v26.2d, v1.d[0]
	fadd v5.2d, v5.2d, v10.2d
	fsub v7.2d, v7.2d, v30.2d
	ldp q30, q13, [x8]
	fsub v3.2d, v3.2d, v11.2d
	fadd v18.2d, v18.2d, v9.2d
	ldp q10, q9, [x9, #-64]
	fadd v4.2d, v4.2d, v12.2d
	fmul v12.2d, v28.2d, v1.d[0]
	fadd v28.2d, v28.2d, v24.2d
	add x9, x9, #128
	fsub v5.2d, v5.2d, v31.2d
	fadd v31.2d, v25.2d, v29.2d
	fadd v25.2d, v26.2d, v27.2d
	fsub v4.2d, v4.2d, v27.2d
	ldp q27, q26, [x8, #-32]
	fsub v18.2d, v18.2d, v29.2d
	fadd v6.2d, v6.2d, v12.2d
	fsub v23.2d, v23.2d, v13.2d
	fmov v13.2d, #3.00000000
	fmul v12.2d, v9.2d, v1.d[0]
	fadd v29.2d, v9.2d, v22.2d
	fmul v9.2d, v4.2d, v2.d[0]
	fsub v6.2d, v6.2d, v24.2d
	fsub v25.2d, v25.2d, v26.2d
	fadd v16.2d, v16.2d, v12.2d
	fmul v12.2d, v10.2d, v1.d[0]
	fsub v26.2d, v28.2d, v27.2d
	fsub v16.2d, v16.2d, v22.2d
	ldp q24, q22, [x8, #-64]
	fadd v17.2d, v17.2d, v12.2d
	ldp q12, q11, [x8, #32]
	add x8, x8, #128
	fmul v27.2d, v16.2d, v2.d[0]
	fsub v17.2d, v17.2d, v19.2d
	fadd v19.2d, v10.2d, v19.2d
	fmul v10.2d, v18.2d, v2.d[0]
	fsub v28.2d, v29.2d, v22.2d
	fmul v29.2d, v6.2d, v2.d[0]
	fmul v22.2d, v17.2d, v2.d[0]
	fmul v27.2d, v27.2d, v13.2d
	fsub v20.2d, v20.2d, v11.2d
	fmul v11.2d, v7.2d, v2.d[0]
	fsub v21.2d, v21.2d, v12.2d
	fmul v12.2d, v5.2d, v2.d[0]
	fmul v22.2d, v22.2d, v13.2d
	stp q22, q27, [x0, #-64]
	fmul v22.2d, v3.2d, v2.d[0]
	fmul v27.2d, v29.2d, v13.2d
	fmul v29.2d, v9.2d, v13.2d
	fmul v9.2d, v10.2d, v13.2d
	fmul v10.2d, v11.2d, v13.2d
	fmul v11.2d, v12.2d, v13.2d
	fsub v12.2d, v19.2d, v24.2d
	mov v24.16b, v26.16b
	mov v19.16b, v12.16b
	fmul v22.2d, v22.2d, v13.2d
	fsub v13.2d, v31.2d, v30.2d
	stp q27, q29, [x0, #-32]
	mov v27.16b, v25.16b
	mov v30.16b, v23.16b
	mov v31.16b, v21.16b
	stp q9, q10, [x0]
	mov v29.16b, v13.16b
	stp q11, q22, [x0, #32]
	mov v22.16b, v28.16b
	mov v11.16b, v20.16b
	add x0, x0, #128
	b.ne .LBB_451
	b .LBB_456
.LBB_455:
	mov v12.16b, v19.16b
	mov v28.16b, v22.16b
	mov v26.16b, v24.16b
	mov v25.16b, v27.16b
	mov v13.16b, v29.16b
	mov v23.16b, v30.16b
	mov v21.16b, v31.16b
	mov v20.16b, v11.16b
.LBB_456:
	ldr x24, [sp, #736]
	cmp x23, #1024
	str q17, [sp, #1312]
	str q16, [sp, #1328]
	mov x19, x16
	str q6, [sp, #1344]
	str q4, [sp, #1360]
	str q18, [sp, #1376]
	str q7, [sp, #1392]
	str q5, [sp, #1408]
	str q3, [sp, #1424]
	str q12, [sp, #1440]
	str q28, [sp, #1456]
	str q26, [sp, #1472]
	str q25, [sp, #1488]
	str q13, [sp, #1504]
	str q23, [sp, #1520]
	str q21, [sp, #1536]
	str q20, [sp, #1552]
	b.hi .LBB_483
	mov x7, x19
	add x19, x23, x21
	cmp x19, x26
	b.hs .LBB_1165
	sub x8, x19, x18
	cmp x8, x26
	b.hs .LBB_1152
	ldr x16, [sp, #624]
	cmp x10, x24
	add x9, x16, x19, lsl #7
	add x8, x16, x8, lsl #7
	ldr q19, [x9]
	fmul v22.2d, v19.2d, v1.d[0]
	fadd v19.2d, v19.2d, v12.2d
	fadd v17.2d, v17.2d, v22.2d
	fsub v17.2d, v17.2d, v12.2d
	str q17, [sp, #1312]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q22, [x9, #16]
	fmul v24.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v28.2d
	fadd v16.2d, v16.2d, v24.2d
	fsub v16.2d, v16.2d, v28.2d
	str q16, [sp, #1328]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q24, [x9, #32]
	fmul v27.2d, v24.2d, v1.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fsub v6.2d, v6.2d, v26.2d
	str q6, [sp, #1344]
	fmul v6.2d, v6.2d, v2.d[0]
	ldr q27, [x9, #48]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v4.2d, v4.2d, v29.2d
	fsub v4.2d, v4.2d, v25.2d
	str q4, [sp, #1360]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q29, [x9, #64]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v18.2d, v18.2d, v30.2d
	fsub v18.2d, v18.2d, v13.2d
	str q18, [sp, #1376]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q30, [x9, #80]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v7.2d, v7.2d, v31.2d
	fsub v7.2d, v7.2d, v23.2d
	str q7, [sp, #1392]
	ldr q31, [x9, #96]
	fmul v9.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v9.2d
	fsub v5.2d, v5.2d, v21.2d
	fadd v21.2d, v31.2d, v21.2d
	str q5, [sp, #1408]
	ldr q9, [x9, #112]
	fmul v10.2d, v9.2d, v1.d[0]
	fadd v3.2d, v3.2d, v10.2d
	fsub v3.2d, v3.2d, v20.2d
	fadd v20.2d, v9.2d, v20.2d
	str q3, [sp, #1424]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q10, [x8]
	fsub v19.2d, v19.2d, v10.2d
	str q19, [sp, #1440]
	ldr q19, [x8, #16]
	fsub v19.2d, v22.2d, v19.2d
	fadd v22.2d, v24.2d, v26.2d
	str q19, [sp, #1456]
	ldr q19, [x8, #32]
	fsub v19.2d, v22.2d, v19.2d
	fadd v22.2d, v27.2d, v25.2d
	str q19, [sp, #1472]
	ldr q19, [x8, #48]
	fsub v19.2d, v22.2d, v19.2d
	fadd v22.2d, v29.2d, v13.2d
	str q19, [sp, #1488]
	ldr q19, [x8, #64]
	fsub v19.2d, v22.2d, v19.2d
	fadd v22.2d, v30.2d, v23.2d
	str q19, [sp, #1504]
	ldr q19, [x8, #80]
	fsub v19.2d, v22.2d, v19.2d
	str q19, [sp, #1520]
	ldr q19, [x8, #96]
	fsub v19.2d, v21.2d, v19.2d
	str q19, [sp, #1536]
	ldr q19, [x8, #112]
	str q4, [sp, #1616]
	fmul v4.2d, v7.2d, v2.d[0]
	str q17, [sp, #1568]
	str q16, [sp, #1584]
	str q6, [sp, #1600]
	str q18, [sp, #1632]
	str q3, [sp, #1680]
	str q4, [sp, #1648]
	fsub v4.2d, v20.2d, v19.2d
	str q4, [sp, #1552]
	fmul v4.2d, v5.2d, v2.d[0]
	str q4, [sp, #1664]
	b.hi .LBB_1075
	ldr x8, [sp, #680]
	add x24, x22, x19, lsl #7
	add x28, x23, #1
	mov w21, wzr
	add x26, x8, x10, lsl #4
	add x8, x19, #1
	mov x19, x2
	sub x0, x8, x18
	add x9, x16, x0, lsl #7
	b .LBB_463
.LBB_461:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1114
.LBB_462:
	add x16, sp, #1312
	mov x26, x20
	str d4, [x16, x19, lsl #3]
	add x16, sp, #1440
	str d3, [x16, x19, lsl #3]
	fdiv d3, d4, d0
	add x16, sp, #1568
	str d3, [x16, x19, lsl #3]
	mov x19, x25
.LBB_463:
	cbz w21, .LBB_472
.LBB_464:
	mov x20, x26
.LBB_465:
	cbz x19, .LBB_481
	ldr x21, [x19]
	cmp x21, x23
	b.ne .LBB_481
	mov x25, xzr
	mov w21, #2
	mov x26, x19
	cmp x8, x18
	b.lo .LBB_1065
.LBB_468:
	ldr x19, [x26, #8]
	cbz x18, .LBB_461
	cmp x19, #15
	b.hi .LBB_1099
	cmp x3, #3
	b.hs .LBB_475
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x26, xzr
	mov x27, x9
	b .LBB_479
.LBB_472:
	ldr x16, [sp, #760]
	cmp x26, x16
	b.eq .LBB_464
	mov x20, x26
	ldr x21, [x20], #16
	cmp x21, x23
	b.ne .LBB_465
	mov w21, wzr
	mov x25, x19
	cmp x8, x18
	b.hs .LBB_468
	b .LBB_1065
.LBB_475:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x27, x19, #3
	mov x26, xzr
	mov x30, x24
.LBB_476:
	add x16, x26, #1
	add x17, x26, #2
	ucvtf d5, x16
	add x16, x30, x27
	add x30, x30, #512
	ldr d6, [x16, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x16, #256]
	fadd d4, d4, d5
	ucvtf d5, x17
	add x17, x26, #3
	add x26, x26, #4
	cmp x5, x26
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x16, #384]
	fadd d4, d4, d5
	ucvtf d5, x17
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x16, #512]
	fadd d4, d4, d5
	ucvtf d5, x26
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_476
	cbz x4, .LBB_462
	add x27, x30, #128
.LBB_479:
	add x26, x26, #1
	add x27, x27, x19, lsl #3
	mov x30, x4
.LBB_480:
	ldr d6, [x27], #128
	ucvtf d5, x26
	add x26, x26, #1
	subs x30, x30, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_480
	b .LBB_462
.LBB_481:
	ldr x20, [sp, #744]
	cmp x23, x20
	b.hs .LBB_1177
	ldr q3, [sp, #1568]
	fmov v4.2d, #3.00000000
	add x8, x14, x23, lsl #7
	ldr x21, [sp, #648]
	ldr x26, [sp, #768]
	cmp x23, #1024
	mov x19, x7
	fmul v3.2d, v3.2d, v4.2d
	ldr x24, [sp, #736]
	str q3, [x8]
	ldr q3, [sp, #1584]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #16]
	ldr q3, [sp, #1600]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1616]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #48]
	ldr q3, [sp, #1632]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1648]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #80]
	ldr q3, [sp, #1664]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1680]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #112]
	b.ne .LBB_434
.LBB_483:
	ldr x8, [sp, #640]
	ldr x10, [sp, #544]
	sub x9, x15, #1
	subs x8, x9, x8
	ccmp x9, x10, #2, hs
	cset w9, lo
	cmp x12, x13
	b.ne .LBB_487
	ldr x22, [sp, #720]
	cbz w9, .LBB_490
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_490
	mov w18, #1
	str x8, [sp, #1296]
	str x9, [sp, #1304]
	b .LBB_491
.LBB_487:
	ldr x16, [sp, #720]
	cbz w9, .LBB_497
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_497
	mov w13, #1
	str x8, [sp, #1296]
	str x9, [sp, #1304]
	b .LBB_498
.LBB_490:
	mov x18, xzr
.LBB_491:
	ldr x1, [sp, #856]
	ldr x13, [sp, #864]
	ldr x8, [sp, #416]
	fmov d13, #1.00000000
	subs x10, x15, #1
	str x18, [sp, #1288]
	b.ne .LBB_503
	ldr w8, [sp, #396]
	tbnz w8, #0, .LBB_1083
	ldr x8, [sp, #432]
	ldr x15, [sp, #384]
	ldr x16, [sp, #624]
	mov w14, #128
	mov x10, #-1
	mov x11, x20
	movk w14, #2, lsl #16
	add x9, x22, x8
	add x8, x1, #64
	add x15, x16, x15
.LBB_494:
	cbz x11, .LBB_1174
	add x10, x10, #1
	cmp x13, x10
	b.eq .LBB_1173
	ldp d0, d1, [x15, #-64]
	fadd d22, d1, d8
	sub x14, x14, #128
	sub x11, x11, #1
	fadd d4, d0, d8
	ldp d0, d1, [x15, #-48]
	fadd d20, d1, d8
	fadd d21, d0, d8
	ldp d0, d1, [x15, #-32]
	fadd d18, d1, d8
	fadd d19, d0, d8
	ldp d0, d1, [x15, #-16]
	fadd d16, d1, d8
	fadd d17, d0, d8
	ldp d0, d1, [x15]
	fadd d6, d1, d8
	fadd d7, d0, d8
	ldp d0, d1, [x15, #16]
	fadd d2, d1, d8
	fadd d3, d0, d8
	ldp d0, d5, [x15, #32]
	fadd d1, d0, d8
	fadd d0, d5, d8
	ldp d5, d23, [x9, #-64]
	fsub d22, d23, d22
	fsub d4, d5, d4
	ldur d5, [x8, #-64]
	fsub d24, d4, d5
	ldp d4, d25, [x15, #48]
	add x15, x15, #128
	stur d24, [x9, #-64]
	ldur d23, [x8, #-56]
	fadd d5, d4, d8
	fadd d4, d25, d8
	fsub d22, d22, d23
	stur d22, [x9, #-56]
	ldp d22, d23, [x9, #-48]
	fsub d20, d23, d20
	fsub d21, d22, d21
	ldur d22, [x8, #-48]
	fsub d21, d21, d22
	stur d21, [x9, #-48]
	ldur d21, [x8, #-40]
	fsub d20, d20, d21
	stur d20, [x9, #-40]
	ldp d20, d21, [x9, #-32]
	fsub d18, d21, d18
	fsub d19, d20, d19
	ldur d20, [x8, #-32]
	fsub d19, d19, d20
	stur d19, [x9, #-32]
	ldur d19, [x8, #-24]
	fsub d18, d18, d19
	stur d18, [x9, #-24]
	ldp d18, d19, [x9, #-16]
	fsub d16, d19, d16
	fsub d17, d18, d17
	ldur d18, [x8, #-16]
	fsub d17, d17, d18
	stur d17, [x9, #-16]
	ldur d17, [x8, #-8]
	fsub d16, d16, d17
	stur d16, [x9, #-8]
	ldp d16, d17, [x9]
	fsub d6, d17, d6
	fsub d7, d16, d7
	ldr d16, [x8]
	fsub d7, d7, d16
	str d7, [x9]
	ldr d7, [x8, #8]
	fsub d6, d6, d7
	str d6, [x9, #8]
	ldp d6, d7, [x9, #16]
	fsub d2, d7, d2
	fsub d3, d6, d3
	ldr d6, [x8, #16]
	fsub d3, d3, d6
	str d3, [x9, #16]
	ldr d3, [x8, #24]
	fsub d2, d2, d3
	str d2, [x9, #24]
	ldp d2, d3, [x9, #32]
	fsub d0, d3, d0
	fsub d1, d2, d1
	ldr d2, [x8, #32]
	fsub d1, d1, d2
	str d1, [x9, #32]
	ldr d1, [x8, #40]
	fsub d0, d0, d1
	str d0, [x9, #40]
	ldp d0, d1, [x9, #48]
	ldr d2, [x8, #48]
	fsub d0, d0, d5
	fsub d0, d0, d2
	str d0, [x9, #48]
	fsub d0, d1, d4
	ldr d1, [x8, #56]
	add x8, x8, #128
	fsub d0, d0, d1
	str d0, [x9, #56]
	add x9, x9, #128
	cbnz x14, .LBB_494
	b .LBB_569
.LBB_497:
	mov x13, xzr
.LBB_498:
	ldr x28, [sp, #688]
	ldr x17, [sp, #656]
	ldr x9, [sp, #416]
	subs x8, x15, #1
	str x13, [sp, #1288]
	b.ne .LBB_509
	ldr w8, [sp, #396]
	tbnz w8, #0, .LBB_1084
	ldr x10, [sp, #384]
	ldr x11, [sp, #624]
	ldr x8, [sp, #320]
	mov x5, x17
	add x11, x11, x10
	ldr x9, [sp, #432]
	mov w10, #128
	add x8, x8, x17
	add x9, x16, x9
	movk w10, #2, lsl #16
.LBB_501:
	subs x8, x8, #1
	b.eq .LBB_1164
	ldp q0, q1, [x11, #-64]
	ldp q16, q17, [x9, #-64]
	movi v18.2d, #0000000000000000
	sub x10, x10, #128
	fadd v1.2d, v1.2d, v18.2d
	fadd v0.2d, v0.2d, v18.2d
	ldp q2, q3, [x11, #-32]
	fsub v1.2d, v17.2d, v1.2d
	ldp q4, q5, [x11]
	fadd v2.2d, v2.2d, v18.2d
	fadd v3.2d, v3.2d, v18.2d
	fadd v4.2d, v4.2d, v18.2d
	ldp q6, q7, [x11, #32]
	fadd v5.2d, v5.2d, v18.2d
	fadd v6.2d, v6.2d, v18.2d
	fadd v7.2d, v7.2d, v18.2d
	add x11, x11, #128
	fsub v0.2d, v16.2d, v0.2d
	ldp q16, q17, [x9, #-32]
	stp q0, q1, [x9, #-64]
	fsub v3.2d, v17.2d, v3.2d
	fsub v2.2d, v16.2d, v2.2d
	ldp q16, q17, [x9]
	stp q2, q3, [x9, #-32]
	fsub v5.2d, v17.2d, v5.2d
	fsub v4.2d, v16.2d, v4.2d
	ldp q16, q17, [x9, #32]
	stp q4, q5, [x9]
	fsub v0.2d, v17.2d, v7.2d
	fsub v6.2d, v16.2d, v6.2d
	stp q6, q0, [x9, #32]
	add x9, x9, #128
	cbnz x10, .LBB_501
	b .LBB_622
.LBB_503:
	movi v0.2d, #0000000000000000
	sub x0, x8, x15
	cmp x21, x26
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	b.hs .LBB_1125
	cmp x8, x15
	b.lo .LBB_1124
	cbz x15, .LBB_515
	add x11, sp, #1440
	add x16, sp, #1224
	ldr x8, [sp, #624]
	ldr q17, [sp, #1312]
	ldr q18, [sp, #1328]
	movi v5.2d, #0000000000000000
	movi d2, #0000000000000000
	movi d0, #0000000000000000
	ldr q19, [sp, #1440]
	ldr q20, [sp, #1456]
	ldur q21, [x11, #88]
	movi d6, #0000000000000000
	movi d7, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	movi v26.2d, #0000000000000000
	ldp q4, q3, [x16, #176]
	ldur q23, [x11, #104]
	movi v24.2d, #0000000000000000
	mov w9, #1
	add x8, x8, x0, lsl #7
	ldr d1, [sp, #1432]
	ldr d22, [sp, #1560]
	ldr x11, [sp, #368]
.LBB_507:
	ldp q28, q29, [x8]
	ucvtf d27, x9
	ldp q31, q30, [x8, #32]
	add x9, x9, #1
	fadd v26.2d, v30.2d, v26.2d
	fmul v30.2d, v30.2d, v27.d[0]
	fadd v20.2d, v29.2d, v20.2d
	fmul v29.2d, v29.2d, v27.d[0]
	fadd v19.2d, v28.2d, v19.2d
	fmul v28.2d, v28.2d, v27.d[0]
	fadd v25.2d, v31.2d, v25.2d
	fmul v31.2d, v31.2d, v27.d[0]
	fadd v16.2d, v16.2d, v30.2d
	fadd v18.2d, v18.2d, v29.2d
	ldr d29, [x8, #80]
	fadd v17.2d, v17.2d, v28.2d
	ldr q28, [x8, #64]
	fadd v5.2d, v5.2d, v31.2d
	fmul d31, d29, d27
	fadd d0, d29, d0
	fmul d30, d27, d28
	fadd v24.2d, v28.2d, v24.2d
	fmul d28, d27, v28.d[1]
	fadd d2, d2, d31
	fadd d6, d6, d28
	ldur q28, [x8, #88]
	fadd d7, d7, d30
	fmul v29.2d, v28.2d, v27.d[0]
	fadd v21.2d, v28.2d, v21.2d
	ldur q28, [x8, #104]
	fadd v4.2d, v4.2d, v29.2d
	fmul v29.2d, v28.2d, v27.d[0]
	fadd v23.2d, v28.2d, v23.2d
	ldr d28, [x8, #120]
	add x8, x8, #128
	cmp x8, x11
	fadd v3.2d, v3.2d, v29.2d
	fmul d27, d28, d27
	fadd d22, d28, d22
	fadd d1, d1, d27
	b.ne .LBB_507
	str q17, [sp, #1312]
	str q18, [sp, #1328]
	add x8, sp, #1440
	mov d18, v4.d[1]
	mov d17, v3.d[1]
	add x9, sp, #1224
	str q19, [sp, #1440]
	str q20, [sp, #1456]
	ldr d20, [sp, #1328]
	ldr d19, [sp, #1336]
	str q25, [sp, #1472]
	stur q23, [x8, #104]
	ldr d25, [sp, #1312]
	ldr d23, [sp, #1320]
	str q24, [sp, #1504]
	mov d24, v5.d[1]
	stur q21, [x8, #88]
	mov d21, v16.d[1]
	str q5, [sp, #1344]
	str q16, [sp, #1360]
	str q26, [sp, #1488]
	str d7, [sp, #1376]
	str d6, [sp, #1384]
	stp q4, q3, [x9, #176]
	str d2, [sp, #1392]
	str d1, [sp, #1432]
	str d0, [sp, #1520]
	str d22, [sp, #1560]
	b .LBB_516
.LBB_509:
	movi v0.2d, #0000000000000000
	sub x0, x9, x15
	cmp x21, x26
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	b.hs .LBB_1130
	fmov d28, #1.00000000
	cmp x9, x15
	b.lo .LBB_1090
	cbz x15, .LBB_570
	add x10, sp, #1312
	add x11, sp, #1440
	movi v2.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	ldr x9, [sp, #624]
	ldr q1, [sp, #1312]
	ldr q3, [sp, #1328]
	movi v5.2d, #0000000000000000
	add x10, x10, #88
	add x11, x11, #88
	ldr q18, [sp, #1440]
	ldr q19, [sp, #1456]
	ldr q6, [sp, #1408]
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	ld1 { v2.d }[1], [x10]
	ld1 { v20.d }[1], [x11]
	ldr q7, [sp, #1424]
	movi v23.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	mov w10, #1
	ldr q0, [sp, #1536]
	ldr q17, [sp, #1552]
	ldr x11, [sp, #368]
	add x9, x9, x0, lsl #7
.LBB_513:
	ldp q25, q26, [x9]
	ucvtf d24, x10
	add x10, x10, #1
	fadd v19.2d, v26.2d, v19.2d
	fmul v26.2d, v26.2d, v24.d[0]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v18.2d, v25.2d, v18.2d
	fadd v3.2d, v3.2d, v26.2d
	fadd v1.2d, v1.2d, v27.2d
	ldp q25, q27, [x9, #32]
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v27.2d, v24.d[0]
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v25.2d, v24.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fadd v5.2d, v5.2d, v25.2d
	ldp q25, q26, [x9, #64]
	fadd v20.2d, v26.2d, v20.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v2.2d, v2.2d, v25.2d
	ldp q25, q26, [x9, #96]
	fadd v4.2d, v4.2d, v27.2d
	add x9, x9, #128
	cmp x9, x11
	fadd v17.2d, v26.2d, v17.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v0.2d, v25.2d, v0.2d
	fadd v6.2d, v6.2d, v27.2d
	fadd v7.2d, v7.2d, v24.2d
	b.ne .LBB_513
	str q1, [sp, #1312]
	str q3, [sp, #1328]
	str q18, [sp, #1440]
	str q19, [sp, #1456]
	str q5, [sp, #1344]
	str q16, [sp, #1360]
	str q22, [sp, #1472]
	str q23, [sp, #1488]
	str q4, [sp, #1376]
	str q2, [sp, #1392]
	str q21, [sp, #1504]
	str q20, [sp, #1520]
	str q6, [sp, #1408]
	str q7, [sp, #1424]
	str q0, [sp, #1536]
	str q17, [sp, #1552]
	b .LBB_571
.LBB_515:
	movi d1, #0000000000000000
	movi d17, #0000000000000000
	movi d3, #0000000000000000
	movi d18, #0000000000000000
	movi d4, #0000000000000000
	movi d2, #0000000000000000
	movi d6, #0000000000000000
	movi d7, #0000000000000000
	movi d21, #0000000000000000
	movi d16, #0000000000000000
	movi d24, #0000000000000000
	movi d5, #0000000000000000
	movi d19, #0000000000000000
	movi d20, #0000000000000000
	movi d23, #0000000000000000
	movi d25, #0000000000000000
.LBB_516:
	ldr x8, [sp, #704]
	ldr x9, [sp, #656]
	cmp x9, x8
	b.eq .LBB_1219
	cbz x13, .LBB_1220
	madd x8, x15, x15, x15
	mov x2, x1
	cmp w18, #0
	and x5, x10, #0x1ffffffffffffff
	sub x28, x21, x15
	mov w11, #1
	mov x17, xzr
	ucvtf d0, x8, #1
	ldr x8, [sp, #424]
	fdiv d22, d25, d0
	ldp d25, d26, [x14]
	fdiv d23, d23, d0
	csel x4, x8, xzr, ne
	add x8, x5, #1
	and x6, x8, #0x3
	fdiv d20, d20, d0
	and x7, x8, #0x3fffffffffffffc
	ldr x8, [sp, #432]
	add x8, x22, x8
	fdiv d27, d7, d0
	str x8, [sp, #720]
	ldr x8, [sp, #624]
	sub x8, x8, x15, lsl #7
	fdiv d7, d6, d0
	str x8, [sp, #728]
	fdiv d6, d2, d0
	fsub d22, d25, d22
	ldr d25, [x1]
	fsub d22, d22, d25
	fdiv d25, d5, d0
	fdiv d5, d4, d0
	str d22, [x14]
	fdiv d4, d18, d0
	ldr d18, [x1, #8]
	fdiv d2, d17, d0
	fsub d17, d26, d23
	fsub d17, d17, d18
	fdiv d19, d19, d0
	str d17, [x14, #8]
	ldp d17, d18, [x14, #16]
	fsub d17, d17, d20
	ldr d20, [x1, #16]
	fdiv d24, d24, d0
	fdiv d16, d16, d0
	fsub d17, d17, d20
	fdiv d21, d21, d0
	fdiv d3, d3, d0
	str d17, [x14, #16]
	fsub d17, d18, d19
	ldr d18, [x1, #24]
	fdiv d1, d1, d0
	fsub d17, d17, d18
	str d17, [x14, #24]
	ldp d17, d18, [x14, #32]
	ldr d19, [x1, #32]
	fsub d17, d17, d25
	fsub d17, d17, d19
	str d17, [x14, #32]
	fsub d17, d18, d24
	ldr d18, [x1, #40]
	fsub d17, d17, d18
	str d17, [x14, #40]
	ldp d17, d18, [x14, #48]
	fsub d16, d17, d16
	ldr d17, [x1, #48]
	fsub d16, d16, d17
	str d16, [x14, #48]
	fsub d16, d18, d21
	ldr d17, [x1, #56]
	fsub d16, d16, d17
	str d16, [x14, #56]
	ldp d16, d17, [x14, #64]
	fsub d7, d17, d7
	ldr d18, [x2, #64]!
	fsub d16, d16, d27
	fsub d16, d16, d18
	str d16, [x14, #64]
	ldr d16, [x2, #8]
	fsub d7, d7, d16
	str d7, [x14, #72]
	ldp d7, d16, [x14, #80]
	fsub d5, d16, d5
	fsub d6, d7, d6
	ldr d7, [x2, #16]
	fsub d6, d6, d7
	str d6, [x14, #80]
	ldr d6, [x2, #24]
	fsub d5, d5, d6
	str d5, [x14, #88]
	ldp d5, d6, [x14, #96]
	fsub d3, d6, d3
	fsub d4, d5, d4
	ldr d5, [x2, #32]
	fsub d4, d4, d5
	str d4, [x14, #96]
	ldr d4, [x2, #40]
	fsub d3, d3, d4
	str d3, [x14, #104]
	ldp d3, d4, [x14, #112]
	fsub d1, d4, d1
	fsub d2, d3, d2
	ldr d3, [x2, #48]
	fsub d2, d2, d3
	str d2, [x14, #112]
	ldr d2, [x2, #56]
	fsub d1, d1, d2
	fdiv d2, d13, d0
	str d1, [x14, #120]
	ucvtf d1, x15
	ldr x3, [sp, #1296]
.LBB_519:
	cmp x17, x24
	b.hs .LBB_524
	ldr x8, [sp, #680]
	add x9, x8, x17, lsl #4
.LBB_521:
	ldr x8, [x9], #16
	cmp x8, x11
	b.hs .LBB_525
	add x17, x17, #1
	cmp x24, x17
	b.ne .LBB_521
	mov x9, xzr
	mov x17, x24
	b .LBB_526
.LBB_524:
	mov x9, xzr
	b .LBB_526
.LBB_525:
	mov w9, #1
.LBB_526:
	cmp x3, x11
	mov w16, #1
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	csel w10, wzr, w18, lo
	str x16, [sp, #1568]
	mov w16, #2
	str x3, [sp, #1616]
	str x16, [sp, #1584]
	str x10, [sp, #1608]
	tbnz w9, #0, .LBB_529
	cbnz w10, .LBB_529
	mov w10, #1025
	b .LBB_534
.LBB_529:
	mov w8, #2
	mov x16, x19
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #616]
	add x8, x8, x9, lsl #4
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x10, x9, [x29, #-144]
	cmp x9, x10
	stur q3, [x29, #-112]
	b.eq .LBB_533
	sub w9, w9, w10
	ands x9, x9, #0x3
	b.eq .LBB_533
	ldr x0, [sp, #552]
	add x10, x0, x10, lsl #4
.LBB_532:
	ldur w0, [x10, #-8]
	ldr x19, [x10], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	subs x9, x9, #1
	b.ne .LBB_532
.LBB_533:
	mov w9, #1025
	cmp x8, #1025
	csel x10, x8, x9, lo
	mov x19, x16
.LBB_534:
	ldr q25, [sp, #1312]
	ldr q24, [sp, #1328]
	ldr q17, [sp, #1440]
	cmp x11, x10
	ldr q7, [sp, #1456]
	ldr q23, [sp, #1344]
	ldr q22, [sp, #1360]
	ldr q16, [sp, #1472]
	ldr q4, [sp, #1488]
	ldr q21, [sp, #1376]
	ldr q20, [sp, #1392]
	ldr q6, [sp, #1504]
	ldr q3, [sp, #1520]
	ldr q19, [sp, #1408]
	ldr q18, [sp, #1424]
	ldr q5, [sp, #1536]
	ldr q26, [sp, #1552]
	b.hs .LBB_541
	ldr x9, [sp, #600]
	add x8, x28, x11
	cmp x11, x20
	csel x24, x11, x20, hi
	cmp x11, x13
	csel x0, x11, x13, hi
	add x22, x9, x8, lsl #7
	add x8, x21, x11
	add x23, x9, x8, lsl #7
	ldr x9, [sp, #720]
	lsl x8, x11, #7
	add x9, x9, x8
	add x8, x2, x8
.LBB_536:
	mov x16, x19
	add x19, x21, x11
	cmp x19, x26
	b.hs .LBB_1097
	add x19, x28, x11
	cmp x19, x26
	b.hs .LBB_1098
	cmp x24, x11
	b.eq .LBB_1146
	cmp x0, x11
	b.eq .LBB_1144
	ldp q27, q29, [x23, #-64]
	add x11, x11, #1
	mov x19, x16
	cmp x10, x11
	fadd v30.2d, v27.2d, v17.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v17.2d
	ldp q17, q27, [x22, #-64]
	fmul d28, d2, d25
	fsub v17.2d, v30.2d, v17.2d
	fadd v30.2d, v29.2d, v7.2d
	fmul v29.2d, v29.2d, v1.d[0]
	fadd v24.2d, v24.2d, v29.2d
	fsub v24.2d, v24.2d, v7.2d
	fsub v7.2d, v30.2d, v27.2d
	ldp q27, q29, [x23, #-32]
	fadd v30.2d, v27.2d, v16.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v16.2d
	ldp q16, q27, [x22, #-32]
	fsub v16.2d, v30.2d, v16.2d
	fadd v30.2d, v29.2d, v4.2d
	fmul v29.2d, v29.2d, v1.d[0]
	fadd v22.2d, v22.2d, v29.2d
	fsub v22.2d, v22.2d, v4.2d
	fsub v4.2d, v30.2d, v27.2d
	ldp q27, q29, [x23]
	fadd v30.2d, v27.2d, v6.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v21.2d, v21.2d, v27.2d
	fsub v21.2d, v21.2d, v6.2d
	ldp q6, q27, [x22]
	fsub v6.2d, v30.2d, v6.2d
	fadd v30.2d, v29.2d, v3.2d
	fmul v29.2d, v29.2d, v1.d[0]
	fadd v20.2d, v20.2d, v29.2d
	fsub v20.2d, v20.2d, v3.2d
	fsub v3.2d, v30.2d, v27.2d
	ldp q27, q30, [x23, #32]
	add x23, x23, #128
	fadd v29.2d, v27.2d, v5.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	ldp q5, q27, [x22, #32]
	add x22, x22, #128
	fsub v5.2d, v29.2d, v5.2d
	fadd v29.2d, v30.2d, v26.2d
	fmul v30.2d, v30.2d, v1.d[0]
	fadd v18.2d, v18.2d, v30.2d
	fsub v18.2d, v18.2d, v26.2d
	ldp d26, d30, [x9, #-64]
	fsub d26, d26, d28
	ldur d28, [x8, #-64]
	fsub d26, d26, d28
	fmul d28, d2, v25.d[1]
	stur d26, [x9, #-64]
	fmul d26, d2, d24
	fsub d28, d30, d28
	ldur d30, [x8, #-56]
	fsub d28, d28, d30
	stur d28, [x9, #-56]
	ldp d28, d30, [x9, #-48]
	fsub d26, d28, d26
	ldur d28, [x8, #-48]
	fsub d26, d26, d28
	fmul d28, d2, v24.d[1]
	fsub d28, d30, d28
	stur d26, [x9, #-48]
	ldur d30, [x8, #-40]
	fmul d26, d2, d23
	fsub d28, d28, d30
	stur d28, [x9, #-40]
	ldp d28, d30, [x9, #-32]
	fsub d26, d28, d26
	ldur d28, [x8, #-32]
	fsub d26, d26, d28
	fmul d28, d2, v23.d[1]
	stur d26, [x9, #-32]
	fmul d26, d2, d22
	fsub d28, d30, d28
	ldur d30, [x8, #-24]
	fsub d28, d28, d30
	stur d28, [x9, #-24]
	ldp d28, d30, [x9, #-16]
	fsub d26, d28, d26
	ldur d28, [x8, #-16]
	fsub d26, d26, d28
	fmul d28, d2, v22.d[1]
	stur d26, [x9, #-16]
	fmul d26, d2, d21
	fsub d28, d30, d28
	ldur d30, [x8, #-8]
	fsub d28, d28, d30
	stur d28, [x9, #-8]
	ldp d28, d30, [x9]
	fsub d26, d28, d26
	ldr d28, [x8]
	fsub d26, d26, d28
	fmul d28, d2, v21.d[1]
	fsub d28, d30, d28
	str d26, [x9]
	ldr d30, [x8, #8]
	fmul d26, d2, d20
	fsub d28, d28, d30
	str d28, [x9, #8]
	ldp d28, d30, [x9, #16]
	fsub d26, d28, d26
	ldr d28, [x8, #16]
	fsub d26, d26, d28
	fmul d28, d2, v20.d[1]
	str d26, [x9, #16]
	fsub v26.2d, v29.2d, v27.2d
	fmul d27, d2, d19
	ldr d29, [x8, #24]
	fsub d28, d30, d28
	fsub d28, d28, d29
	str d28, [x9, #24]
	ldp d28, d29, [x9, #32]
	fsub d27, d28, d27
	ldr d28, [x8, #32]
	fsub d27, d27, d28
	fmul d28, d2, v19.d[1]
	str d27, [x9, #32]
	fmul d27, d2, d18
	fsub d28, d29, d28
	ldr d29, [x8, #40]
	fsub d28, d28, d29
	str d28, [x9, #40]
	ldp d28, d29, [x9, #48]
	fsub d27, d28, d27
	ldr d28, [x8, #48]
	fsub d27, d27, d28
	str d27, [x9, #48]
	fmul d27, d2, v18.d[1]
	ldr d28, [x8, #56]
	add x8, x8, #128
	fsub d27, d29, d27
	fsub d27, d27, d28
	str d27, [x9, #56]
	add x9, x9, #128
	b.ne .LBB_536
.LBB_541:
	ldr x11, [sp, #736]
	cmp x10, #1024
	str q25, [sp, #1312]
	str q24, [sp, #1328]
	str q23, [sp, #1344]
	str q22, [sp, #1360]
	str q21, [sp, #1376]
	str q20, [sp, #1392]
	str q19, [sp, #1408]
	str q18, [sp, #1424]
	str q17, [sp, #1440]
	str q7, [sp, #1456]
	str q16, [sp, #1472]
	str q4, [sp, #1488]
	str q6, [sp, #1504]
	str q3, [sp, #1520]
	str q5, [sp, #1536]
	str q26, [sp, #1552]
	b.hi .LBB_569
	mov x16, x19
	add x19, x10, x21
	cmp x19, x26
	b.hs .LBB_1165
	sub x8, x19, x15
	cmp x8, x26
	b.hs .LBB_1152
	ldr x20, [sp, #624]
	cmp x17, x11
	add x9, x20, x19, lsl #7
	add x8, x20, x8, lsl #7
	ldr q27, [x9]
	fmul v28.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v28.2d
	fsub v25.2d, v25.2d, v17.2d
	fadd v17.2d, v27.2d, v17.2d
	str q25, [sp, #1312]
	ldr q28, [x9, #16]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v24.2d, v24.2d, v29.2d
	fsub v24.2d, v24.2d, v7.2d
	fadd v7.2d, v28.2d, v7.2d
	str q24, [sp, #1328]
	ldr q29, [x9, #32]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v23.2d, v23.2d, v30.2d
	fsub v23.2d, v23.2d, v16.2d
	fadd v16.2d, v29.2d, v16.2d
	str q23, [sp, #1344]
	ldr q30, [x9, #48]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v22.2d, v22.2d, v31.2d
	fsub v22.2d, v22.2d, v4.2d
	fadd v4.2d, v30.2d, v4.2d
	str q22, [sp, #1360]
	ldr q31, [x9, #64]
	fmul v9.2d, v31.2d, v1.d[0]
	fadd v21.2d, v21.2d, v9.2d
	fsub v21.2d, v21.2d, v6.2d
	fadd v6.2d, v31.2d, v6.2d
	str q21, [sp, #1376]
	ldr q9, [x9, #80]
	fmul v10.2d, v9.2d, v1.d[0]
	fadd v20.2d, v20.2d, v10.2d
	fsub v20.2d, v20.2d, v3.2d
	fadd v3.2d, v9.2d, v3.2d
	str q20, [sp, #1392]
	ldr q10, [x9, #96]
	fmul v11.2d, v10.2d, v1.d[0]
	fadd v19.2d, v19.2d, v11.2d
	fsub v19.2d, v19.2d, v5.2d
	str q19, [sp, #1408]
	ldr q11, [x9, #112]
	fmul v12.2d, v11.2d, v1.d[0]
	fadd v18.2d, v18.2d, v12.2d
	fsub v18.2d, v18.2d, v26.2d
	str q18, [sp, #1424]
	ldr q12, [x8]
	fsub v17.2d, v17.2d, v12.2d
	str q17, [sp, #1440]
	ldr q17, [x8, #16]
	fsub v7.2d, v7.2d, v17.2d
	fmul v17.2d, v21.2d, v2.d[0]
	str q7, [sp, #1456]
	ldr q7, [x8, #32]
	fsub v7.2d, v16.2d, v7.2d
	fmul v16.2d, v22.2d, v2.d[0]
	str q7, [sp, #1472]
	ldr q7, [x8, #48]
	fsub v4.2d, v4.2d, v7.2d
	fmul v7.2d, v23.2d, v2.d[0]
	str q4, [sp, #1488]
	ldr q4, [x8, #64]
	fsub v4.2d, v6.2d, v4.2d
	fmul v6.2d, v24.2d, v2.d[0]
	str q4, [sp, #1504]
	ldr q4, [x8, #80]
	fsub v3.2d, v3.2d, v4.2d
	fadd v4.2d, v10.2d, v5.2d
	fmul v5.2d, v25.2d, v2.d[0]
	str q3, [sp, #1520]
	ldr q3, [x8, #96]
	fsub v3.2d, v4.2d, v3.2d
	fadd v4.2d, v11.2d, v26.2d
	str q3, [sp, #1536]
	ldr q3, [x8, #112]
	str q5, [sp, #1568]
	fmul v5.2d, v20.2d, v2.d[0]
	str q6, [sp, #1584]
	str q7, [sp, #1600]
	str q16, [sp, #1616]
	str q17, [sp, #1632]
	str q5, [sp, #1648]
	fsub v3.2d, v4.2d, v3.2d
	fmul v4.2d, v18.2d, v2.d[0]
	str q3, [sp, #1552]
	fmul v3.2d, v19.2d, v2.d[0]
	str q4, [sp, #1680]
	str q3, [sp, #1664]
	b.hi .LBB_1079
	ldr x8, [sp, #680]
	add x11, x10, #1
	mov w21, wzr
	add x24, x8, x17, lsl #4
	add x8, x19, #1
	sub x0, x8, x15
	add x9, x20, x0, lsl #7
	ldr x20, [sp, #728]
	add x22, x20, x19, lsl #7
	mov x19, x4
	b .LBB_548
.LBB_546:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1114
.LBB_547:
	add x24, sp, #1312
	ldr x26, [sp, #768]
	str d4, [x24, x19, lsl #3]
	add x24, sp, #1440
	str d3, [x24, x19, lsl #3]
	fdiv d3, d4, d0
	add x24, sp, #1568
	str d3, [x24, x19, lsl #3]
	mov x19, x23
	mov x24, x20
.LBB_548:
	cbz w21, .LBB_557
.LBB_549:
	mov x20, x24
.LBB_550:
	cbz x19, .LBB_566
	ldr x21, [x19]
	cmp x21, x10
	b.ne .LBB_566
	mov x23, xzr
	mov w21, #2
	mov x24, x19
	cmp x8, x15
	b.lo .LBB_1063
.LBB_553:
	ldr x19, [x24, #8]
	cbz x15, .LBB_546
	cmp x19, #15
	b.hi .LBB_1099
	cmp x5, #3
	b.hs .LBB_560
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x24, xzr
	mov x25, x9
	b .LBB_564
.LBB_557:
	ldr x20, [sp, #760]
	cmp x24, x20
	b.eq .LBB_549
	mov x20, x24
	ldr x21, [x20], #16
	cmp x21, x10
	b.ne .LBB_550
	mov w21, wzr
	mov x23, x19
	cmp x8, x15
	b.hs .LBB_553
	b .LBB_1063
.LBB_560:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x25, x19, #3
	mov x24, xzr
	mov x26, x22
.LBB_561:
	add x27, x24, #1
	add x30, x24, #2
	ucvtf d5, x27
	add x27, x26, x25
	add x26, x26, #512
	ldr d6, [x27, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #256]
	fadd d4, d4, d5
	ucvtf d5, x30
	add x30, x24, #3
	add x24, x24, #4
	cmp x7, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #384]
	fadd d4, d4, d5
	ucvtf d5, x30
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #512]
	fadd d4, d4, d5
	ucvtf d5, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_561
	cbz x6, .LBB_547
	add x25, x26, #128
.LBB_564:
	add x24, x24, #1
	add x25, x25, x19, lsl #3
	mov x26, x6
.LBB_565:
	ldr d6, [x25], #128
	ucvtf d5, x24
	add x24, x24, #1
	subs x26, x26, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_565
	b .LBB_547
.LBB_566:
	ldr x20, [sp, #744]
	cmp x10, x20
	b.hs .LBB_1183
	ldr x21, [sp, #648]
	ldr x24, [sp, #736]
	cmp x10, x13
	b.hs .LBB_1184
	lsl x9, x10, #7
	ldr d3, [sp, #1568]
	cmp x10, #1024
	mov x19, x16
	add x8, x14, x9
	add x9, x1, x9
	ldp d4, d5, [x8]
	fsub d3, d4, d3
	ldr d4, [x9]
	fsub d3, d3, d4
	str d3, [x8]
	ldr d3, [sp, #1576]
	ldr d4, [x9, #8]
	fsub d3, d5, d3
	fsub d3, d3, d4
	ldp d4, d5, [x8, #16]
	str d3, [x8, #8]
	ldr d3, [sp, #1584]
	fsub d3, d4, d3
	ldr d4, [x9, #16]
	fsub d3, d3, d4
	str d3, [x8, #16]
	ldr d3, [sp, #1592]
	ldr d4, [x9, #24]
	fsub d3, d5, d3
	fsub d3, d3, d4
	ldp d4, d5, [x8, #32]
	str d3, [x8, #24]
	ldr d3, [sp, #1600]
	fsub d3, d4, d3
	ldr d4, [x9, #32]
	fsub d3, d3, d4
	str d3, [x8, #32]
	ldr d3, [sp, #1608]
	ldr d4, [x9, #40]
	fsub d3, d5, d3
	fsub d3, d3, d4
	ldp d4, d5, [x8, #48]
	str d3, [x8, #40]
	ldr d3, [sp, #1616]
	fsub d3, d4, d3
	ldr d4, [x9, #48]
	fsub d3, d3, d4
	str d3, [x8, #48]
	ldr d3, [sp, #1624]
	ldr d4, [x9, #56]
	fsub d3, d5, d3
	fsub d3, d3, d4
	ldp d4, d5, [x8, #64]
	str d3, [x8, #56]
	ldr d3, [sp, #1632]
	fsub d3, d4, d3
	ldr d4, [x9, #64]
	fsub d3, d3, d4
	str d3, [x8, #64]
	ldr d3, [sp, #1640]
	ldr d4, [x9, #72]
	fsub d3, d5, d3
	fsub d3, d3, d4
	ldp d4, d5, [x8, #80]
	str d3, [x8, #72]
	ldr d3, [sp, #1648]
	fsub d3, d4, d3
	ldr d4, [x9, #80]
	fsub d3, d3, d4
	str d3, [x8, #80]
	ldr d3, [sp, #1656]
	ldr d4, [x9, #88]
	fsub d3, d5, d3
	fsub d3, d3, d4
	ldp d4, d5, [x8, #96]
	str d3, [x8, #88]
	ldr d3, [sp, #1664]
	fsub d3, d4, d3
	ldr d4, [x9, #96]
	fsub d3, d3, d4
	str d3, [x8, #96]
	ldr d3, [sp, #1672]
	ldr d4, [x9, #104]
	fsub d3, d5, d3
	fsub d3, d3, d4
	ldp d4, d5, [x8, #112]
	str d3, [x8, #104]
	ldr d3, [sp, #1680]
	fsub d3, d4, d3
	ldr d4, [x9, #112]
	fsub d3, d3, d4
	str d3, [x8, #112]
	ldr d3, [sp, #1688]
	ldr d4, [x9, #120]
	fsub d3, d5, d3
	fsub d3, d3, d4
	str d3, [x8, #120]
	b.ne .LBB_519
.LBB_569:
	ldr x28, [sp, #688]
	b .LBB_694
.LBB_570:
	movi v1.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_571:
	ldr x9, [sp, #704]
	cmp x17, x9
	b.eq .LBB_1217
	madd x9, x15, x15, x15
	ldp q18, q19, [x14]
	and x1, x8, #0x1ffffffffffffff
	cmp w13, #0
	sub x4, x21, x15
	mov w22, #1
	mov x5, x17
	add x8, x1, #1
	mov x10, xzr
	ucvtf d0, x9, #1
	and x2, x8, #0x3
	and x3, x8, #0x3fffffffffffffc
	ldp x9, x8, [sp, #424]
	dup v17.2d, v0.d[0]
	add x8, x16, x8
	csel x18, x9, xzr, ne
	fdiv v1.2d, v1.2d, v17.2d
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v16.2d, v16.2d, v17.2d
	str x8, [sp, #728]
	ldr x8, [sp, #624]
	sub x6, x8, x15, lsl #7
	fdiv v5.2d, v5.2d, v17.2d
	fsub v1.2d, v18.2d, v1.2d
	fsub v3.2d, v19.2d, v3.2d
	fdiv v4.2d, v4.2d, v17.2d
	fdiv v7.2d, v7.2d, v17.2d
	fdiv v6.2d, v6.2d, v17.2d
	stp q1, q3, [x14]
	ldp q1, q3, [x14, #32]
	fsub v3.2d, v3.2d, v16.2d
	fsub v1.2d, v1.2d, v5.2d
	stp q1, q3, [x14, #32]
	fdiv v1.2d, v2.2d, v17.2d
	ldp q2, q3, [x14, #64]
	fsub v2.2d, v2.2d, v4.2d
	fsub v1.2d, v3.2d, v1.2d
	stp q2, q1, [x14, #64]
	ldp q1, q2, [x14, #96]
	fsub v2.2d, v2.2d, v7.2d
	fsub v1.2d, v1.2d, v6.2d
	stp q1, q2, [x14, #96]
	fdiv d2, d28, d0
	ucvtf d1, x15
	ldr x11, [sp, #1296]
.LBB_573:
	cmp x10, x24
	b.hs .LBB_578
	ldr x8, [sp, #680]
	add x9, x8, x10, lsl #4
.LBB_575:
	ldr x8, [x9], #16
	cmp x8, x22
	b.hs .LBB_579
	add x10, x10, #1
	cmp x24, x10
	b.ne .LBB_575
	mov x9, xzr
	mov x10, x24
	b .LBB_580
.LBB_578:
	mov x9, xzr
	b .LBB_580
.LBB_579:
	mov w9, #1
.LBB_580:
	cmp x11, x22
	mov w16, #1
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	csel w0, wzr, w13, lo
	str x16, [sp, #1568]
	mov w16, #2
	str x11, [sp, #1616]
	str x16, [sp, #1584]
	str x0, [sp, #1608]
	tbnz w9, #0, .LBB_583
	cbnz w0, .LBB_583
	mov w7, #1025
	b .LBB_588
.LBB_583:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #616]
	add x8, x8, x9, lsl #4
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x0, x9, [x29, #-144]
	cmp x9, x0
	stur q3, [x29, #-112]
	b.eq .LBB_587
	sub w9, w9, w0
	ands x9, x9, #0x3
	b.eq .LBB_587
	ldr x16, [sp, #552]
	add x0, x16, x0, lsl #4
.LBB_586:
	ldur w16, [x0, #-8]
	ldr x17, [x0], #16
	cmp x8, x17
	csel x17, x8, x17, lo
	cmp w16, #0
	csel x8, x17, x8, ne
	subs x9, x9, #1
	b.ne .LBB_586
.LBB_587:
	mov w9, #1025
	cmp x8, #1025
	csel x7, x8, x9, lo
.LBB_588:
	ldr q18, [sp, #1312]
	ldr q17, [sp, #1328]
	ldr q22, [sp, #1440]
	cmp x22, x7
	mov x16, x19
	ldr q23, [sp, #1456]
	ldr q16, [sp, #1344]
	ldr q7, [sp, #1360]
	ldr q26, [sp, #1472]
	ldr q27, [sp, #1488]
	ldr q5, [sp, #1376]
	ldr q3, [sp, #1392]
	ldr q30, [sp, #1504]
	ldr q31, [sp, #1520]
	ldr q6, [sp, #1408]
	ldr q4, [sp, #1424]
	ldr q11, [sp, #1536]
	ldr q12, [sp, #1552]
	b.hs .LBB_594
	ldr x17, [sp, #600]
	add x8, x4, x22
	add x9, x21, x22
	cmp x22, x20
	csel x24, x22, x20, hi
	add x8, x17, x8, lsl #7
	add x9, x17, x9, lsl #7
	ldr x17, [sp, #728]
	add x0, x17, x22, lsl #7
.LBB_590:
	add x19, x21, x22
	cmp x19, x26
	b.hs .LBB_1097
	add x19, x4, x22
	cmp x19, x26
	b.hs .LBB_1098
	cmp x24, x22
	b.eq .LBB_1133
	ldp q20, q19, [x9, #32]
	ldp q24, q21, [x8, #32]
	add x22, x22, #1
	cmp x7, x22
	ldp q14, q25, [x9]
	fadd v10.2d, v19.2d, v12.2d
	ldp q13, q28, [x8]
	fmul v15.2d, v19.2d, v1.d[0]
	ldp q9, q29, [x9, #-32]
	fsub v19.2d, v10.2d, v21.2d
	fadd v21.2d, v20.2d, v11.2d
	fmul v10.2d, v20.2d, v1.d[0]
	fadd v4.2d, v4.2d, v15.2d
	fsub v20.2d, v21.2d, v24.2d
	fadd v21.2d, v25.2d, v31.2d
	fmul v24.2d, v25.2d, v1.d[0]
	fmul v25.2d, v14.2d, v1.d[0]
	fadd v6.2d, v6.2d, v10.2d
	fsub v4.2d, v4.2d, v12.2d
	mov v12.16b, v19.16b
	fsub v21.2d, v21.2d, v28.2d
	ldp q10, q28, [x9, #-64]
	add x9, x9, #128
	fadd v3.2d, v3.2d, v24.2d
	fmul v24.2d, v29.2d, v1.d[0]
	fadd v5.2d, v5.2d, v25.2d
	fmul v25.2d, v9.2d, v1.d[0]
	fadd v29.2d, v29.2d, v27.2d
	fadd v9.2d, v9.2d, v26.2d
	fsub v6.2d, v6.2d, v11.2d
	fadd v11.2d, v14.2d, v30.2d
	fsub v3.2d, v3.2d, v31.2d
	fsub v5.2d, v5.2d, v30.2d
	fsub v13.2d, v11.2d, v13.2d
	ldp q30, q31, [x0, #-32]
	mov v11.16b, v20.16b
	fadd v7.2d, v7.2d, v24.2d
	fmul v24.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v25.2d
	fadd v28.2d, v28.2d, v23.2d
	fmul v25.2d, v10.2d, v1.d[0]
	fsub v7.2d, v7.2d, v27.2d
	fsub v16.2d, v16.2d, v26.2d
	ldp q26, q27, [x0]
	fadd v17.2d, v17.2d, v24.2d
	fadd v18.2d, v18.2d, v25.2d
	ldp q25, q24, [x8, #-32]
	fsub v17.2d, v17.2d, v23.2d
	fsub v18.2d, v18.2d, v22.2d
	fmul v23.2d, v17.2d, v2.d[0]
	fsub v24.2d, v29.2d, v24.2d
	fsub v25.2d, v9.2d, v25.2d
	ldp q9, q29, [x8, #-64]
	add x8, x8, #128
	fsub v28.2d, v28.2d, v29.2d
	fadd v29.2d, v10.2d, v22.2d
	fmul v22.2d, v18.2d, v2.d[0]
	fsub v29.2d, v29.2d, v9.2d
	ldp q9, q10, [x0, #-64]
	fsub v23.2d, v10.2d, v23.2d
	fmul v10.2d, v7.2d, v2.d[0]
	fsub v22.2d, v9.2d, v22.2d
	fmul v9.2d, v16.2d, v2.d[0]
	fsub v31.2d, v31.2d, v10.2d
	fmul v10.2d, v3.2d, v2.d[0]
	stp q22, q23, [x0, #-64]
	fmul v22.2d, v6.2d, v2.d[0]
	fmul v23.2d, v4.2d, v2.d[0]
	fsub v30.2d, v30.2d, v9.2d
	fmul v9.2d, v5.2d, v2.d[0]
	fsub v27.2d, v27.2d, v10.2d
	stp q30, q31, [x0, #-32]
	mov v30.16b, v13.16b
	mov v31.16b, v21.16b
	fsub v26.2d, v26.2d, v9.2d
	ldp q9, q10, [x0, #32]
	stp q26, q27, [x0]
	mov v26.16b, v25.16b
	mov v27.16b, v24.16b
	fsub v23.2d, v10.2d, v23.2d
	fsub v9.2d, v9.2d, v22.2d
	mov v22.16b, v29.16b
	stp q9, q23, [x0, #32]
	mov v23.16b, v28.16b
	add x0, x0, #128
	b.ne .LBB_590
	b .LBB_595
.LBB_594:
	mov v29.16b, v22.16b
	mov v28.16b, v23.16b
	mov v25.16b, v26.16b
	mov v24.16b, v27.16b
	mov v13.16b, v30.16b
	mov v21.16b, v31.16b
	mov v20.16b, v11.16b
	mov v19.16b, v12.16b
.LBB_595:
	ldr x24, [sp, #736]
	cmp x7, #1024
	str q18, [sp, #1312]
	str q17, [sp, #1328]
	mov x19, x16
	str q16, [sp, #1344]
	str q7, [sp, #1360]
	str q5, [sp, #1376]
	str q3, [sp, #1392]
	str q6, [sp, #1408]
	str q4, [sp, #1424]
	str q29, [sp, #1440]
	str q28, [sp, #1456]
	str q25, [sp, #1472]
	str q24, [sp, #1488]
	str q13, [sp, #1504]
	str q21, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	b.hi .LBB_622
	mov x30, x19
	add x19, x7, x21
	cmp x19, x26
	b.hs .LBB_1165
	sub x8, x19, x15
	cmp x8, x26
	b.hs .LBB_1152
	ldr x16, [sp, #624]
	cmp x10, x24
	add x9, x16, x19, lsl #7
	add x8, x16, x8, lsl #7
	ldr q22, [x9]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v29.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v29.2d
	str q18, [sp, #1312]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #16]
	fmul v26.2d, v23.2d, v1.d[0]
	fadd v23.2d, v23.2d, v28.2d
	fadd v17.2d, v17.2d, v26.2d
	fsub v17.2d, v17.2d, v28.2d
	str q17, [sp, #1328]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q26, [x9, #32]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v25.2d
	str q16, [sp, #1344]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q27, [x9, #48]
	fmul v30.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v24.2d
	str q7, [sp, #1360]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q30, [x9, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v5.2d, v5.2d, v31.2d
	fsub v5.2d, v5.2d, v13.2d
	str q5, [sp, #1376]
	fmul v5.2d, v5.2d, v2.d[0]
	ldr q31, [x9, #80]
	fmul v9.2d, v31.2d, v1.d[0]
	fadd v3.2d, v3.2d, v9.2d
	fsub v3.2d, v3.2d, v21.2d
	fadd v21.2d, v31.2d, v21.2d
	str q3, [sp, #1392]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q9, [x9, #96]
	fmul v10.2d, v9.2d, v1.d[0]
	fadd v6.2d, v6.2d, v10.2d
	fsub v6.2d, v6.2d, v20.2d
	fadd v20.2d, v9.2d, v20.2d
	str q6, [sp, #1408]
	ldr q10, [x9, #112]
	fmul v11.2d, v10.2d, v1.d[0]
	fadd v4.2d, v4.2d, v11.2d
	fsub v4.2d, v4.2d, v19.2d
	fadd v19.2d, v10.2d, v19.2d
	str q4, [sp, #1424]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q11, [x8]
	fsub v22.2d, v22.2d, v11.2d
	str q22, [sp, #1440]
	ldr q22, [x8, #16]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v26.2d, v25.2d
	str q22, [sp, #1456]
	ldr q22, [x8, #32]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v27.2d, v24.2d
	str q22, [sp, #1472]
	ldr q22, [x8, #48]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v30.2d, v13.2d
	str q22, [sp, #1488]
	ldr q22, [x8, #64]
	fsub v22.2d, v23.2d, v22.2d
	str q22, [sp, #1504]
	ldr q22, [x8, #80]
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	str q3, [sp, #1648]
	str q18, [sp, #1568]
	str q17, [sp, #1584]
	str q16, [sp, #1600]
	str q7, [sp, #1616]
	str q5, [sp, #1632]
	str q4, [sp, #1680]
	fsub v3.2d, v19.2d, v20.2d
	str q3, [sp, #1552]
	fmul v3.2d, v6.2d, v2.d[0]
	str q3, [sp, #1664]
	b.hi .LBB_1072
	ldr x8, [sp, #680]
	add x23, x6, x19, lsl #7
	add x22, x7, #1
	mov w21, wzr
	add x25, x8, x10, lsl #4
	add x8, x19, #1
	mov x19, x18
	sub x0, x8, x15
	add x9, x16, x0, lsl #7
	b .LBB_602
.LBB_600:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1114
.LBB_601:
	add x16, sp, #1312
	ldr x26, [sp, #768]
	mov x25, x20
	str d4, [x16, x19, lsl #3]
	add x16, sp, #1440
	str d3, [x16, x19, lsl #3]
	fdiv d3, d4, d0
	add x16, sp, #1568
	str d3, [x16, x19, lsl #3]
	mov x19, x24
.LBB_602:
	cbz w21, .LBB_611
.LBB_603:
	mov x20, x25
.LBB_604:
	cbz x19, .LBB_620
	ldr x16, [x19]
	cmp x16, x7
	b.ne .LBB_620
	mov x24, xzr
	mov w21, #2
	mov x25, x19
	cmp x8, x15
	b.lo .LBB_1062
.LBB_607:
	ldr x19, [x25, #8]
	cbz x15, .LBB_600
	cmp x19, #15
	b.hi .LBB_1099
	cmp x1, #3
	b.hs .LBB_614
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x25, xzr
	mov x26, x9
	b .LBB_618
.LBB_611:
	ldr x16, [sp, #760]
	cmp x25, x16
	b.eq .LBB_603
	mov x20, x25
	ldr x16, [x20], #16
	cmp x16, x7
	b.ne .LBB_604
	mov w21, wzr
	mov x24, x19
	cmp x8, x15
	b.hs .LBB_607
	b .LBB_1062
.LBB_614:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x26, x19, #3
	mov x25, xzr
	mov x27, x23
.LBB_615:
	add x16, x25, #1
	add x17, x25, #2
	ucvtf d5, x16
	add x16, x27, x26
	add x27, x27, #512
	ldr d6, [x16, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x16, #256]
	fadd d4, d4, d5
	ucvtf d5, x17
	add x17, x25, #3
	add x25, x25, #4
	cmp x3, x25
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x16, #384]
	fadd d4, d4, d5
	ucvtf d5, x17
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x16, #512]
	fadd d4, d4, d5
	ucvtf d5, x25
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_615
	cbz x2, .LBB_601
	add x26, x27, #128
.LBB_618:
	add x25, x25, #1
	add x26, x26, x19, lsl #3
	mov x27, x2
.LBB_619:
	ldr d6, [x26], #128
	ucvtf d5, x25
	add x25, x25, #1
	subs x27, x27, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_619
	b .LBB_601
.LBB_620:
	ldr x20, [sp, #744]
	cmp x7, x20
	b.hs .LBB_1182
	add x8, x14, x7, lsl #7
	ldr q3, [sp, #1568]
	ldr x21, [sp, #648]
	ldr x24, [sp, #736]
	cmp x7, #1024
	mov x19, x30
	ldp q4, q5, [x8]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8]
	ldr q3, [sp, #1584]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #32]
	str q3, [x8, #16]
	ldr q3, [sp, #1600]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1616]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #64]
	str q3, [x8, #48]
	ldr q3, [sp, #1632]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1648]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #96]
	str q3, [x8, #80]
	ldr q3, [sp, #1664]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1680]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #112]
	b.ne .LBB_573
.LBB_622:
	ldr x8, [sp, #640]
	sub x9, x12, #1
	mov x13, xzr
	subs x8, x9, x8
	b.lo .LBB_626
	ldr x10, [sp, #544]
	ldr x16, [sp, #720]
	cmp x9, x10
	ldr x9, [sp, #704]
	b.hs .LBB_629
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_627
	mov w13, #1
	str x8, [sp, #1296]
	str x9, [sp, #1304]
	b .LBB_628
.LBB_626:
	ldr x9, [sp, #704]
	ldr x16, [sp, #720]
	b .LBB_629
.LBB_627:
	mov x13, xzr
.LBB_628:
	ldr x9, [sp, #704]
.LBB_629:
	subs x8, x12, #1
	str x13, [sp, #1288]
	b.ne .LBB_634
	ldr w8, [sp, #396]
	tbnz w8, #0, .LBB_1084
	ldr x10, [sp, #384]
	ldr x11, [sp, #624]
	ldr x8, [sp, #320]
	add x11, x11, x10
	ldr x9, [sp, #432]
	mov w10, #128
	add x8, x8, x5
	add x9, x16, x9
	movk w10, #2, lsl #16
.LBB_632:
	subs x8, x8, #1
	b.eq .LBB_1164
	ldp q0, q1, [x11, #-64]
	ldp q16, q17, [x9, #-64]
	movi v18.2d, #0000000000000000
	sub x10, x10, #128
	fadd v1.2d, v1.2d, v18.2d
	fadd v0.2d, v0.2d, v18.2d
	ldp q2, q3, [x11, #-32]
	fsub v1.2d, v17.2d, v1.2d
	ldp q4, q5, [x11]
	fadd v2.2d, v2.2d, v18.2d
	fadd v3.2d, v3.2d, v18.2d
	fadd v4.2d, v4.2d, v18.2d
	ldp q6, q7, [x11, #32]
	fadd v5.2d, v5.2d, v18.2d
	fadd v6.2d, v6.2d, v18.2d
	fadd v7.2d, v7.2d, v18.2d
	add x11, x11, #128
	fsub v0.2d, v16.2d, v0.2d
	ldp q16, q17, [x9, #-32]
	stp q0, q1, [x9, #-64]
	fsub v3.2d, v17.2d, v3.2d
	fsub v2.2d, v16.2d, v2.2d
	ldp q16, q17, [x9]
	stp q2, q3, [x9, #-32]
	fsub v5.2d, v17.2d, v5.2d
	fsub v4.2d, v16.2d, v4.2d
	ldp q16, q17, [x9, #32]
	stp q4, q5, [x9]
	fsub v0.2d, v17.2d, v7.2d
	fsub v6.2d, v16.2d, v6.2d
	stp q6, q0, [x9, #32]
	add x9, x9, #128
	cbnz x10, .LBB_632
	b .LBB_693
.LBB_634:
	ldr x10, [sp, #416]
	movi v0.2d, #0000000000000000
	cmp x21, x26
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	sub x0, x10, x12
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	b.hs .LBB_1130
	fmov d28, #1.00000000
	cmp x10, x12
	b.lo .LBB_1129
	cbz x12, .LBB_640
	add x10, sp, #1312
	add x11, sp, #1440
	movi v2.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	ldr x9, [sp, #624]
	ldr q1, [sp, #1312]
	ldr q3, [sp, #1328]
	movi v5.2d, #0000000000000000
	add x10, x10, #88
	add x11, x11, #88
	ldr q18, [sp, #1440]
	ldr q19, [sp, #1456]
	ldr q6, [sp, #1408]
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	ld1 { v2.d }[1], [x10]
	ld1 { v20.d }[1], [x11]
	ldr q7, [sp, #1424]
	movi v23.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	mov w10, #1
	ldr q0, [sp, #1536]
	ldr q17, [sp, #1552]
	ldr x11, [sp, #368]
	add x9, x9, x0, lsl #7
.LBB_638:
	ldp q25, q26, [x9]
	ucvtf d24, x10
	add x10, x10, #1
	fadd v19.2d, v26.2d, v19.2d
	fmul v26.2d, v26.2d, v24.d[0]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v18.2d, v25.2d, v18.2d
	fadd v3.2d, v3.2d, v26.2d
	fadd v1.2d, v1.2d, v27.2d
	ldp q25, q27, [x9, #32]
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v27.2d, v24.d[0]
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v25.2d, v24.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fadd v5.2d, v5.2d, v25.2d
	ldp q25, q26, [x9, #64]
	fadd v20.2d, v26.2d, v20.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v2.2d, v2.2d, v25.2d
	ldp q25, q26, [x9, #96]
	fadd v4.2d, v4.2d, v27.2d
	add x9, x9, #128
	cmp x9, x11
	fadd v17.2d, v26.2d, v17.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v0.2d, v25.2d, v0.2d
	fadd v6.2d, v6.2d, v27.2d
	fadd v7.2d, v7.2d, v24.2d
	b.ne .LBB_638
	ldr x9, [sp, #704]
	str q1, [sp, #1312]
	str q3, [sp, #1328]
	str q18, [sp, #1440]
	str q19, [sp, #1456]
	str q5, [sp, #1344]
	str q16, [sp, #1360]
	str q22, [sp, #1472]
	str q23, [sp, #1488]
	str q4, [sp, #1376]
	str q2, [sp, #1392]
	str q21, [sp, #1504]
	str q20, [sp, #1520]
	str q6, [sp, #1408]
	str q7, [sp, #1424]
	str q0, [sp, #1536]
	str q17, [sp, #1552]
	b .LBB_641
.LBB_640:
	movi v1.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_641:
	cmp x5, x9
	b.eq .LBB_1217
	madd x9, x12, x12, x12
	ldp q18, q19, [x14]
	and x17, x8, #0x1ffffffffffffff
	cmp w13, #0
	sub x2, x21, x12
	mov w5, #1
	mov x10, xzr
	add x8, x17, #1
	ucvtf d0, x9, #1
	and x18, x8, #0x3
	and x1, x8, #0x3fffffffffffffc
	ldp x9, x8, [sp, #424]
	dup v17.2d, v0.d[0]
	add x16, x16, x8
	ldr x8, [sp, #624]
	csel x15, x9, xzr, ne
	fdiv v1.2d, v1.2d, v17.2d
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v16.2d, v16.2d, v17.2d
	sub x3, x8, x12, lsl #7
	fdiv v5.2d, v5.2d, v17.2d
	fsub v1.2d, v18.2d, v1.2d
	fsub v3.2d, v19.2d, v3.2d
	fdiv v4.2d, v4.2d, v17.2d
	fdiv v7.2d, v7.2d, v17.2d
	fdiv v6.2d, v6.2d, v17.2d
	stp q1, q3, [x14]
	ldp q1, q3, [x14, #32]
	fsub v3.2d, v3.2d, v16.2d
	fsub v1.2d, v1.2d, v5.2d
	stp q1, q3, [x14, #32]
	fdiv v1.2d, v2.2d, v17.2d
	ldp q2, q3, [x14, #64]
	fsub v2.2d, v2.2d, v4.2d
	fsub v1.2d, v3.2d, v1.2d
	stp q2, q1, [x14, #64]
	ldp q1, q2, [x14, #96]
	fsub v2.2d, v2.2d, v7.2d
	fsub v1.2d, v1.2d, v6.2d
	stp q1, q2, [x14, #96]
	fdiv d2, d28, d0
	ucvtf d1, x12
	ldr x11, [sp, #1296]
.LBB_643:
	cmp x10, x24
	b.hs .LBB_648
	ldr x8, [sp, #680]
	add x9, x8, x10, lsl #4
.LBB_645:
	ldr x8, [x9], #16
	cmp x8, x5
	b.hs .LBB_649
	add x10, x10, #1
	cmp x24, x10
	b.ne .LBB_645
	mov x9, xzr
	mov x10, x24
	b .LBB_650
.LBB_648:
	mov x9, xzr
	b .LBB_650
.LBB_649:
	mov w9, #1
.LBB_650:
	cmp x11, x5
	mov w4, #1
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	csel w0, wzr, w13, lo
	str x4, [sp, #1568]
	mov w4, #2
	str x11, [sp, #1616]
	str x4, [sp, #1584]
	str x0, [sp, #1608]
	tbnz w9, #0, .LBB_653
	cbnz w0, .LBB_653
	mov w4, #1025
	b .LBB_658
.LBB_653:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #616]
	add x8, x8, x9, lsl #4
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x0, x9, [x29, #-144]
	cmp x9, x0
	stur q3, [x29, #-112]
	b.eq .LBB_657
	sub w9, w9, w0
	ands x9, x9, #0x3
	b.eq .LBB_657
	ldr x4, [sp, #552]
	add x0, x4, x0, lsl #4
.LBB_656:
	ldur w4, [x0, #-8]
	ldr x6, [x0], #16
	cmp x8, x6
	csel x6, x8, x6, lo
	cmp w4, #0
	csel x8, x6, x8, ne
	subs x9, x9, #1
	b.ne .LBB_656
.LBB_657:
	mov w9, #1025
	cmp x8, #1025
	csel x4, x8, x9, lo
.LBB_658:
	ldr q18, [sp, #1312]
	ldr q17, [sp, #1328]
	ldr q22, [sp, #1440]
	cmp x5, x4
	ldr q23, [sp, #1456]
	ldr q16, [sp, #1344]
	ldr q7, [sp, #1360]
	ldr q26, [sp, #1472]
	ldr q27, [sp, #1488]
	ldr q5, [sp, #1376]
	ldr q3, [sp, #1392]
	ldr q30, [sp, #1504]
	ldr q31, [sp, #1520]
	ldr q6, [sp, #1408]
	ldr q4, [sp, #1424]
	ldr q11, [sp, #1536]
	ldr q12, [sp, #1552]
	b.hs .LBB_664
	ldr x0, [sp, #600]
	add x8, x2, x5
	add x9, x21, x5
	cmp x5, x20
	csel x24, x5, x20, hi
	add x8, x0, x8, lsl #7
	add x9, x0, x9, lsl #7
	add x0, x16, x5, lsl #7
.LBB_660:
	add x6, x21, x5
	cmp x6, x26
	b.hs .LBB_1147
	add x6, x2, x5
	cmp x6, x26
	b.hs .LBB_1148
	cmp x24, x5
	b.eq .LBB_1133
	ldp q20, q19, [x9, #32]
	ldp q24, q21, [x8, #32]
	add x5, x5, #1
	cmp x4, x5
	ldp q14, q25, [x9]
	fadd v10.2d, v19.2d, v12.2d
	ldp q13, q28, [x8]
	fmul v15.2d, v19.2d, v1.d[0]
	ldp q9, q29, [x9, #-32]
	fsub v19.2d, v10.2d, v21.2d
	fadd v21.2d, v20.2d, v11.2d
	fmul v10.2d, v20.2d, v1.d[0]
	fadd v4.2d, v4.2d, v15.2d
	fsub v20.2d, v21.2d, v24.2d
	fadd v21.2d, v25.2d, v31.2d
	fmul v24.2d, v25.2d, v1.d[0]
	fmul v25.2d, v14.2d, v1.d[0]
	fadd v6.2d, v6.2d, v10.2d
	fsub v4.2d, v4.2d, v12.2d
	mov v12.16b, v19.16b
	fsub v21.2d, v21.2d, v28.2d
	ldp q10, q28, [x9, #-64]
	add x9, x9, #128
	fadd v3.2d, v3.2d, v24.2d
	fmul v24.2d, v29.2d, v1.d[0]
	fadd v5.2d, v5.2d, v25.2d
	fmul v25.2d, v9.2d, v1.d[0]
	fadd v29.2d, v29.2d, v27.2d
	fadd v9.2d, v9.2d, v26.2d
	fsub v6.2d, v6.2d, v11.2d
	fadd v11.2d, v14.2d, v30.2d
	fsub v3.2d, v3.2d, v31.2d
	fsub v5.2d, v5.2d, v30.2d
	fsub v13.2d, v11.2d, v13.2d
	ldp q30, q31, [x0, #-32]
	mov v11.16b, v20.16b
	fadd v7.2d, v7.2d, v24.2d
	fmul v24.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v25.2d
	fadd v28.2d, v28.2d, v23.2d
	fmul v25.2d, v10.2d, v1.d[0]
	fsub v7.2d, v7.2d, v27.2d
	fsub v16.2d, v16.2d, v26.2d
	ldp q26, q27, [x0]
	fadd v17.2d, v17.2d, v24.2d
	fadd v18.2d, v18.2d, v25.2d
	ldp q25, q24, [x8, #-32]
	fsub v17.2d, v17.2d, v23.2d
	fsub v18.2d, v18.2d, v22.2d
	fmul v23.2d, v17.2d, v2.d[0]
	fsub v24.2d, v29.2d, v24.2d
	fsub v25.2d, v9.2d, v25.2d
	ldp q9, q29, [x8, #-64]
	add x8, x8, #128
	fsub v28.2d, v28.2d, v29.2d
	fadd v29.2d, v10.2d, v22.2d
	fmul v22.2d, v18.2d, v2.d[0]
	fsub v29.2d, v29.2d, v9.2d
	ldp q9, q10, [x0, #-64]
	fsub v23.2d, v10.2d, v23.2d
	fmul v10.2d, v7.2d, v2.d[0]
	fsub v22.2d, v9.2d, v22.2d
	fmul v9.2d, v16.2d, v2.d[0]
	fsub v31.2d, v31.2d, v10.2d
	fmul v10.2d, v3.2d, v2.d[0]
	stp q22, q23, [x0, #-64]
	fmul v22.2d, v6.2d, v2.d[0]
	fmul v23.2d, v4.2d, v2.d[0]
	fsub v30.2d, v30.2d, v9.2d
	fmul v9.2d, v5.2d, v2.d[0]
	fsub v27.2d, v27.2d, v10.2d
	stp q30, q31, [x0, #-32]
	mov v30.16b, v13.16b
	mov v31.16b, v21.16b
	fsub v26.2d, v26.2d, v9.2d
	ldp q9, q10, [x0, #32]
	stp q26, q27, [x0]
	mov v26.16b, v25.16b
	mov v27.16b, v24.16b
	fsub v23.2d, v10.2d, v23.2d
	fsub v9.2d, v9.2d, v22.2d
	mov v22.16b, v29.16b
	stp q9, q23, [x0, #32]
	mov v23.16b, v28.16b
	add x0, x0, #128
	b.ne .LBB_660
	b .LBB_665
.LBB_664:
	mov v29.16b, v22.16b
	mov v28.16b, v23.16b
	mov v25.16b, v26.16b
	mov v24.16b, v27.16b
	mov v13.16b, v30.16b
	mov v21.16b, v31.16b
	mov v20.16b, v11.16b
	mov v19.16b, v12.16b
.LBB_665:
	ldr x24, [sp, #736]
	cmp x4, #1024
	str q18, [sp, #1312]
	str q17, [sp, #1328]
	str q16, [sp, #1344]
	str q7, [sp, #1360]
	str q5, [sp, #1376]
	str q3, [sp, #1392]
	str q6, [sp, #1408]
	str q4, [sp, #1424]
	str q29, [sp, #1440]
	str q28, [sp, #1456]
	str q25, [sp, #1472]
	str q24, [sp, #1488]
	str q13, [sp, #1504]
	str q21, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	b.hi .LBB_693
	add x6, x4, x21
	cmp x6, x26
	b.hs .LBB_1185
	sub x8, x6, x12
	cmp x8, x26
	b.hs .LBB_1152
	ldr x7, [sp, #624]
	cmp x10, x24
	add x9, x7, x6, lsl #7
	add x8, x7, x8, lsl #7
	ldr q22, [x9]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v29.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v29.2d
	str q18, [sp, #1312]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #16]
	fmul v26.2d, v23.2d, v1.d[0]
	fadd v23.2d, v23.2d, v28.2d
	fadd v17.2d, v17.2d, v26.2d
	fsub v17.2d, v17.2d, v28.2d
	str q17, [sp, #1328]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q26, [x9, #32]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v25.2d
	str q16, [sp, #1344]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q27, [x9, #48]
	fmul v30.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v24.2d
	str q7, [sp, #1360]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q30, [x9, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v5.2d, v5.2d, v31.2d
	fsub v5.2d, v5.2d, v13.2d
	str q5, [sp, #1376]
	fmul v5.2d, v5.2d, v2.d[0]
	ldr q31, [x9, #80]
	fmul v9.2d, v31.2d, v1.d[0]
	fadd v3.2d, v3.2d, v9.2d
	fsub v3.2d, v3.2d, v21.2d
	fadd v21.2d, v31.2d, v21.2d
	str q3, [sp, #1392]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q9, [x9, #96]
	fmul v10.2d, v9.2d, v1.d[0]
	fadd v6.2d, v6.2d, v10.2d
	fsub v6.2d, v6.2d, v20.2d
	fadd v20.2d, v9.2d, v20.2d
	str q6, [sp, #1408]
	ldr q10, [x9, #112]
	fmul v11.2d, v10.2d, v1.d[0]
	fadd v4.2d, v4.2d, v11.2d
	fsub v4.2d, v4.2d, v19.2d
	fadd v19.2d, v10.2d, v19.2d
	str q4, [sp, #1424]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q11, [x8]
	fsub v22.2d, v22.2d, v11.2d
	str q22, [sp, #1440]
	ldr q22, [x8, #16]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v26.2d, v25.2d
	str q22, [sp, #1456]
	ldr q22, [x8, #32]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v27.2d, v24.2d
	str q22, [sp, #1472]
	ldr q22, [x8, #48]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v30.2d, v13.2d
	str q22, [sp, #1488]
	ldr q22, [x8, #64]
	fsub v22.2d, v23.2d, v22.2d
	str q22, [sp, #1504]
	ldr q22, [x8, #80]
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	str q3, [sp, #1648]
	str q18, [sp, #1568]
	str q17, [sp, #1584]
	str q16, [sp, #1600]
	str q7, [sp, #1616]
	str q5, [sp, #1632]
	str q4, [sp, #1680]
	fsub v3.2d, v19.2d, v20.2d
	str q3, [sp, #1552]
	fmul v3.2d, v6.2d, v2.d[0]
	str q3, [sp, #1664]
	b.hi .LBB_1072
	ldr x8, [sp, #680]
	add x5, x4, #1
	mov x27, x19
	mov w20, wzr
	mov x19, x15
	add x22, x8, x10, lsl #4
	add x8, x6, #1
	add x6, x3, x6, lsl #7
	sub x0, x8, x12
	add x9, x7, x0, lsl #7
	b .LBB_672
.LBB_670:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1114
.LBB_671:
	add x22, sp, #1312
	ldr x24, [sp, #736]
	str d4, [x22, x19, lsl #3]
	add x22, sp, #1440
	str d3, [x22, x19, lsl #3]
	fdiv d3, d4, d0
	add x22, sp, #1568
	str d3, [x22, x19, lsl #3]
	mov x19, x21
	mov x22, x7
.LBB_672:
	cbz w20, .LBB_681
.LBB_673:
	mov x7, x22
.LBB_674:
	cbz x19, .LBB_691
	ldr x20, [x19]
	cmp x20, x4
	b.ne .LBB_691
	mov x21, xzr
	mov w20, #2
	mov x22, x19
	cmp x8, x12
	b.lo .LBB_1062
.LBB_677:
	ldr x19, [x22, #8]
	cbz x12, .LBB_670
	cmp x19, #15
	b.hi .LBB_1099
	cmp x17, #3
	b.hs .LBB_684
	mov x22, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x23, x9
	b .LBB_688
.LBB_681:
	ldr x7, [sp, #760]
	cmp x22, x7
	b.eq .LBB_673
	mov x7, x22
	ldr x20, [x7], #16
	cmp x20, x4
	b.ne .LBB_674
	mov w20, wzr
	mov x21, x19
	cmp x8, x12
	b.hs .LBB_677
	b .LBB_1062
.LBB_684:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x23, x19, #3
	mov x22, xzr
	mov x24, x6
.LBB_685:
	add x25, x22, #1
	add x26, x22, #2
	ucvtf d5, x25
	add x25, x24, x23
	add x24, x24, #512
	ldr d6, [x25, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x25, #256]
	fadd d4, d4, d5
	ucvtf d5, x26
	add x26, x22, #3
	add x22, x22, #4
	cmp x1, x22
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x25, #384]
	fadd d4, d4, d5
	ucvtf d5, x26
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x25, #512]
	fadd d4, d4, d5
	ucvtf d5, x22
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_685
	cbz x18, .LBB_690
	ldr x26, [sp, #768]
	add x23, x24, #128
.LBB_688:
	add x22, x22, #1
	add x23, x23, x19, lsl #3
	mov x24, x18
.LBB_689:
	ldr d6, [x23], #128
	ucvtf d5, x22
	add x22, x22, #1
	subs x24, x24, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_689
	b .LBB_671
.LBB_690:
	ldr x26, [sp, #768]
	b .LBB_671
.LBB_691:
	ldr x20, [sp, #744]
	cmp x4, x20
	b.hs .LBB_1186
	add x8, x14, x4, lsl #7
	ldr q3, [sp, #1568]
	ldr x21, [sp, #648]
	cmp x4, #1024
	mov x19, x27
	ldp q4, q5, [x8]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8]
	ldr q3, [sp, #1584]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #32]
	str q3, [x8, #16]
	ldr q3, [sp, #1600]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1616]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #64]
	str q3, [x8, #48]
	ldr q3, [sp, #1632]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1648]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #96]
	str q3, [x8, #80]
	ldr q3, [sp, #1664]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1680]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #112]
	b.ne .LBB_643
.LBB_693:
	fmov d13, #1.00000000
.LBB_694:
	ldr x8, [sp, #888]
	ldr x11, [sp, #704]
	subs x17, x8, x11
	b.lo .LBB_1089
	ldr x10, [sp, #672]
	ldr x9, [sp, #880]
	ldp x8, x10, [x10, #32]
	cbz x11, .LBB_700
	ldr x11, [sp, #704]
	ldr x14, [sp, #336]
	mov w13, #1025
	mov x15, x9
	sub x24, x13, x11
	mov x11, x10
	mov x13, x8
.LBB_697:
	cmp x24, x17
	b.hs .LBB_1150
	mov w16, #128
	movk w16, #2, lsl #16
	add x16, x15, x16
	ldr q0, [x16, #64]
	str q0, [sp, #1632]
	ldr q0, [x16, #80]
	str q0, [sp, #1648]
	ldr q0, [x16, #96]
	str q0, [sp, #1664]
	ldr q0, [x16, #112]
	str q0, [sp, #1680]
	ldr q0, [x16]
	str q0, [sp, #1568]
	ldr q0, [x16, #16]
	str q0, [sp, #1584]
	ldr q0, [x16, #32]
	str q0, [sp, #1600]
	ldr q0, [x16, #48]
	str q0, [sp, #1616]
	cbz x11, .LBB_1149
	ldr d0, [x13], #8
	sub x14, x14, #128
	sub x11, x11, #1
	add x24, x24, #1
	str d0, [x15]
	ldr q0, [sp, #1632]
	stur q0, [x15, #72]
	ldr q0, [sp, #1648]
	stur q0, [x15, #88]
	ldr q0, [sp, #1664]
	stur q0, [x15, #104]
	ldr x16, [sp, #1680]
	str x16, [x15, #120]
	ldr q0, [sp, #1568]
	stur q0, [x15, #8]
	ldr q0, [sp, #1584]
	stur q0, [x15, #24]
	ldr q0, [sp, #1600]
	stur q0, [x15, #40]
	ldr q0, [sp, #1616]
	stur q0, [x15, #56]
	add x15, x15, #128
	cbnz x14, .LBB_697
.LBB_700:
	cbz x10, .LBB_704
	mov w11, #248
	mov w13, #1025
	lsl x10, x10, #3
	movk w11, #2, lsl #16
	add x9, x9, x11
	ldr x11, [sp, #704]
	sub x24, x13, x11
.LBB_702:
	cmp x24, x17
	b.hs .LBB_1151
	ldr d0, [x9], #128
	subs x10, x10, #8
	add x24, x24, #1
	str d0, [x8], #8
	b.ne .LBB_702
.LBB_704:
	ldr x8, [sp, #712]
	ldr x13, [sp, #880]
	ldr x11, [sp, #888]
	ldr x10, [sp, #928]
	ldr x24, [sp, #936]
	ldr x26, [sp, #736]
	str x8, [sp, #1288]
	ldr x8, [sp, #664]
	str x24, [sp, #744]
	str x8, [sp, #1296]
	ldr x8, [sp, #328]
	str x8, [sp, #1304]
	subs x8, x12, #1
	b.ne .LBB_709
	ldr x8, [sp, #568]
	cmp x8, x11
	b.hi .LBB_1095
	ldr x8, [sp, #432]
	mov x9, #-1
	add x11, x13, x8
	add x8, x10, #64
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_707:
	add x9, x9, #1
	cmp x24, x9
	b.eq .LBB_1137
	ldp q0, q1, [x11, #-64]
	ldp q2, q3, [x11, #-32]
	movi v16.2d, #0000000000000000
	sub x10, x10, #128
	fadd v1.2d, v1.2d, v16.2d
	fadd v3.2d, v3.2d, v16.2d
	ldp q4, q5, [x11]
	ldp q6, q7, [x11, #32]
	fadd v5.2d, v5.2d, v16.2d
	add x11, x11, #128
	fadd v0.2d, v0.2d, v16.2d
	fadd v2.2d, v2.2d, v16.2d
	fadd v4.2d, v4.2d, v16.2d
	fadd v6.2d, v6.2d, v16.2d
	stp q0, q1, [x8, #-64]
	fadd v0.2d, v7.2d, v16.2d
	stp q2, q3, [x8, #-32]
	stp q4, q5, [x8]
	stp q6, q0, [x8, #32]
	add x8, x8, #128
	cbnz x10, .LBB_707
	b .LBB_767
.LBB_709:
	ldr x14, [sp, #344]
	ldr x9, [sp, #704]
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	sub x0, x14, x12
	cmp x9, x11
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	b.hs .LBB_1111
	cmp x14, x12
	b.lo .LBB_1112
	cbz x12, .LBB_715
	add x16, sp, #1440
	add x17, sp, #1224
	ldr x9, [sp, #344]
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	add x14, x13, x0, lsl #7
	movi v3.2d, #0000000000000000
	movi d4, #0000000000000000
	ldr q19, [sp, #1440]
	ldr q20, [sp, #1456]
	ldur q0, [x16, #88]
	movi d18, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	ldp q5, q7, [x17, #176]
	ldur q21, [x16, #104]
	movi v24.2d, #0000000000000000
	mov w15, #1
	add x9, x13, x9, lsl #7
	ldr d17, [sp, #1432]
	ldr d22, [sp, #1560]
.LBB_713:
	ldp q27, q28, [x14]
	ucvtf d26, x15
	add x15, x15, #1
	fadd v20.2d, v28.2d, v20.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v19.2d, v27.2d, v19.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v2.2d, v2.2d, v28.2d
	fadd v1.2d, v1.2d, v27.2d
	ldp q27, q28, [x14, #32]
	fadd v25.2d, v28.2d, v25.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v6.2d, v6.2d, v28.2d
	ldr d28, [x14, #80]
	fadd v3.2d, v3.2d, v27.2d
	ldr q27, [x14, #64]
	fadd d18, d28, d18
	fadd v24.2d, v27.2d, v24.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fmul d27, d28, d26
	fadd d4, d4, d27
	ldur q27, [x14, #88]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v0.2d, v27.2d, v0.2d
	ldur q27, [x14, #104]
	fadd v5.2d, v5.2d, v28.2d
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v21.2d, v27.2d, v21.2d
	ldr d27, [x14, #120]
	add x14, x14, #128
	cmp x14, x9
	fadd v7.2d, v7.2d, v28.2d
	fmul d26, d27, d26
	fadd d22, d27, d22
	fadd d17, d17, d26
	b.ne .LBB_713
	add x9, sp, #1440
	add x14, sp, #1224
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q19, [sp, #1440]
	str q20, [sp, #1456]
	str q3, [sp, #1344]
	str q6, [sp, #1360]
	str q23, [sp, #1472]
	str q25, [sp, #1488]
	str q16, [sp, #1376]
	str q24, [sp, #1504]
	stur q0, [x9, #88]
	stp q5, q7, [x14, #176]
	stur q21, [x9, #104]
	str d4, [sp, #1392]
	str d17, [sp, #1432]
	str d18, [sp, #1520]
	str d22, [sp, #1560]
	b .LBB_716
.LBB_715:
	movi v1.2d, #0000000000000000
	movi d17, #0000000000000000
	movi d4, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_716:
	cbz x24, .LBB_1218
	mul x9, x12, x12
	and x17, x8, #0x1ffffffffffffff
	sub x4, x13, x12, lsl #7
	mov x15, x10
	add x2, x13, #64
	mov w6, #1
	mov x14, xzr
	add x8, x17, #1
	add x9, x12, x9
	and x18, x8, #0x3
	and x1, x8, #0x3fffffffffffffc
	ldr x8, [sp, #704]
	ucvtf d0, x9, #1
	ldr x9, [sp, #712]
	dup v18.2d, v0.d[0]
	fdiv d17, d17, d0
	fdiv d4, d4, d0
	sub x3, x8, x12
	cmp w9, #0
	ldr x9, [sp, #424]
	fdiv v2.2d, v2.2d, v18.2d
	csel x16, x9, xzr, ne
	fdiv v1.2d, v1.2d, v18.2d
	fdiv v16.2d, v16.2d, v18.2d
	str d4, [x10, #80]
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v5.2d, v5.2d, v18.2d
	str d17, [x10, #120]
	stp q1, q2, [x10]
	ucvtf d1, x12
	str q16, [x15, #64]!
	stur q5, [x10, #88]
	stur q7, [x10, #104]
	fdiv v6.2d, v6.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	stp q3, q6, [x10, #32]
	fdiv d2, d13, d0
.LBB_718:
	cmp x14, x26
	b.hs .LBB_723
	ldr x8, [sp, #680]
	add x9, x8, x14, lsl #4
.LBB_720:
	ldr x8, [x9], #16
	cmp x8, x6
	b.hs .LBB_724
	add x14, x14, #1
	cmp x26, x14
	b.ne .LBB_720
	mov x9, xzr
	mov x14, x26
	b .LBB_725
.LBB_723:
	mov x9, xzr
	b .LBB_725
.LBB_724:
	mov w9, #1
.LBB_725:
	ldr x7, [sp, #664]
	ldr x0, [sp, #712]
	mov w5, #1
	str x9, [sp, #1592]
	cmp x7, x6
	str x5, [sp, #1568]
	mov w5, #2
	str x5, [sp, #1584]
	str x8, [sp, #1600]
	str x7, [sp, #1616]
	csel w0, wzr, w0, lo
	str x0, [sp, #1608]
	tbnz w9, #0, .LBB_728
	cbnz w0, .LBB_728
	mov w5, #1025
	b .LBB_733
.LBB_728:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #616]
	add x8, x8, x9, lsl #4
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x0, x9, [x29, #-144]
	cmp x9, x0
	stur q3, [x29, #-112]
	b.eq .LBB_732
	sub w9, w9, w0
	ands x9, x9, #0x3
	b.eq .LBB_732
	ldr x5, [sp, #552]
	add x0, x5, x0, lsl #4
.LBB_731:
	ldur w5, [x0, #-8]
	ldr x7, [x0], #16
	cmp x8, x7
	csel x7, x8, x7, lo
	cmp w5, #0
	csel x8, x7, x8, ne
	subs x9, x9, #1
	b.ne .LBB_731
.LBB_732:
	mov w9, #1025
	cmp x8, #1025
	csel x5, x8, x9, lo
.LBB_733:
	ldr q16, [sp, #1312]
	ldr q18, [sp, #1328]
	ldr q21, [sp, #1440]
	cmp x6, x5
	mov x20, x19
	ldr q22, [sp, #1456]
	ldr q17, [sp, #1344]
	ldr q4, [sp, #1360]
	ldr q23, [sp, #1472]
	ldr q24, [sp, #1488]
	ldr q7, [sp, #1376]
	ldr q6, [sp, #1392]
	ldr q25, [sp, #1504]
	ldr q26, [sp, #1520]
	ldr q5, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q27, [sp, #1536]
	ldr q29, [sp, #1552]
	b.hs .LBB_739
	ldr x8, [sp, #744]
	ldr x19, [sp, #704]
	add x0, x15, x6, lsl #7
	mov x28, x5
	cmp x6, x8
	csel x24, x6, x8, hi
	add x8, x3, x6
	add x9, x19, x6
	sub x23, x19, x12
	mov x22, x19
	add x8, x2, x8, lsl #7
	add x9, x2, x9, lsl #7
	mov x7, x24
.LBB_735:
	add x19, x6, x22
	cmp x19, x11
	b.hs .LBB_1140
	add x19, x6, x23
	cmp x19, x11
	b.hs .LBB_1139
	cmp x6, x7
	b.eq .LBB_1137
	ldp q20, q19, [x9, #32]
	ldp q31, q30, [x8, #32]
	sub x28, x28, #1
	add x23, x23, #1
	add x22, x22, #1
	sub x7, x7, #1
	ldp q10, q9, [x9]
	cmp x6, x28
	fadd v12.2d, v19.2d, v29.2d
	ldp q28, q11, [x9, #-32]
	fmul v13.2d, v19.2d, v1.d[0]
	fsub v19.2d, v12.2d, v30.2d
	fadd v30.2d, v20.2d, v27.2d
	fmul v12.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v13.2d
	fsub v20.2d, v30.2d, v31.2d
	fmul v30.2d, v9.2d, v1.d[0]
	fmul v31.2d, v10.2d, v1.d[0]
	fadd v9.2d, v9.2d, v26.2d
	fadd v5.2d, v5.2d, v12.2d
	fmul v12.2d, v11.2d, v1.d[0]
	fsub v3.2d, v3.2d, v29.2d
	fadd v6.2d, v6.2d, v30.2d
	fadd v7.2d, v7.2d, v31.2d
	ldp q31, q30, [x9, #-64]
	fsub v5.2d, v5.2d, v27.2d
	add x9, x9, #128
	ldp q13, q27, [x8, #-32]
	fadd v4.2d, v4.2d, v12.2d
	fmul v12.2d, v28.2d, v1.d[0]
	fsub v6.2d, v6.2d, v26.2d
	fadd v26.2d, v10.2d, v25.2d
	fadd v10.2d, v11.2d, v24.2d
	fsub v7.2d, v7.2d, v25.2d
	fadd v11.2d, v28.2d, v23.2d
	fsub v4.2d, v4.2d, v24.2d
	ldp q25, q24, [x8, #-64]
	fadd v17.2d, v17.2d, v12.2d
	fmul v12.2d, v30.2d, v1.d[0]
	fadd v14.2d, v30.2d, v22.2d
	fsub v30.2d, v10.2d, v27.2d
	fmul v27.2d, v7.2d, v2.d[0]
	fmul v10.2d, v5.2d, v2.d[0]
	fadd v15.2d, v31.2d, v21.2d
	fsub v17.2d, v17.2d, v23.2d
	fadd v18.2d, v18.2d, v12.2d
	fmul v12.2d, v31.2d, v1.d[0]
	fsub v31.2d, v11.2d, v13.2d
	fsub v11.2d, v14.2d, v24.2d
	fmul v24.2d, v4.2d, v2.d[0]
	fmul v23.2d, v17.2d, v2.d[0]
	fsub v18.2d, v18.2d, v22.2d
	fadd v16.2d, v16.2d, v12.2d
	ldp q29, q12, [x8], #128
	fmul v22.2d, v18.2d, v2.d[0]
	stp q23, q24, [x0, #-32]
	mov v23.16b, v31.16b
	mov v24.16b, v30.16b
	fsub v16.2d, v16.2d, v21.2d
	fmul v21.2d, v16.2d, v2.d[0]
	fsub v28.2d, v9.2d, v12.2d
	fmul v9.2d, v6.2d, v2.d[0]
	fsub v12.2d, v15.2d, v25.2d
	fsub v13.2d, v26.2d, v29.2d
	mov v26.16b, v28.16b
	mov v29.16b, v19.16b
	stp q21, q22, [x0, #-64]
	fmul v22.2d, v3.2d, v2.d[0]
	mov v21.16b, v12.16b
	stp q27, q9, [x0]
	mov v27.16b, v20.16b
	mov v25.16b, v13.16b
	stp q10, q22, [x0, #32]
	mov v22.16b, v11.16b
	add x0, x0, #128
	b.ne .LBB_735
	b .LBB_740
.LBB_739:
	mov v12.16b, v21.16b
	mov v11.16b, v22.16b
	mov v31.16b, v23.16b
	mov v30.16b, v24.16b
	mov v13.16b, v25.16b
	mov v28.16b, v26.16b
	mov v20.16b, v27.16b
	mov v19.16b, v29.16b
.LBB_740:
	ldr x28, [sp, #688]
	ldr x26, [sp, #736]
	cmp x5, #1024
	str q16, [sp, #1312]
	str q18, [sp, #1328]
	str q17, [sp, #1344]
	str q4, [sp, #1360]
	str q7, [sp, #1376]
	str q6, [sp, #1392]
	str q5, [sp, #1408]
	str q3, [sp, #1424]
	str q12, [sp, #1440]
	str q11, [sp, #1456]
	str q31, [sp, #1472]
	str q30, [sp, #1488]
	str q13, [sp, #1504]
	str q28, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	b.hi .LBB_767
	ldr x8, [sp, #704]
	add x7, x5, x8
	cmp x7, x11
	b.hs .LBB_1180
	sub x8, x7, x12
	cmp x8, x11
	b.hs .LBB_1179
	add x9, x13, x7, lsl #7
	add x8, x13, x8, lsl #7
	cmp x14, x26
	ldr q21, [x9]
	fmul v22.2d, v21.2d, v1.d[0]
	fadd v21.2d, v21.2d, v12.2d
	fadd v16.2d, v16.2d, v22.2d
	fsub v16.2d, v16.2d, v12.2d
	str q16, [sp, #1312]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q22, [x9, #16]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v11.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v11.2d
	str q18, [sp, #1328]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #32]
	fmul v24.2d, v23.2d, v1.d[0]
	fadd v17.2d, v17.2d, v24.2d
	fsub v17.2d, v17.2d, v31.2d
	str q17, [sp, #1344]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q24, [x9, #48]
	fmul v25.2d, v24.2d, v1.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fsub v4.2d, v4.2d, v30.2d
	str q4, [sp, #1360]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q25, [x9, #64]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v7.2d, v7.2d, v26.2d
	fsub v7.2d, v7.2d, v13.2d
	str q7, [sp, #1376]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q26, [x9, #80]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fsub v6.2d, v6.2d, v28.2d
	str q6, [sp, #1392]
	ldr q27, [x9, #96]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v5.2d, v5.2d, v29.2d
	fsub v5.2d, v5.2d, v20.2d
	fadd v20.2d, v27.2d, v20.2d
	str q5, [sp, #1408]
	ldr q29, [x9, #112]
	fmul v9.2d, v29.2d, v1.d[0]
	fadd v3.2d, v3.2d, v9.2d
	fsub v3.2d, v3.2d, v19.2d
	fadd v19.2d, v29.2d, v19.2d
	str q3, [sp, #1424]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q9, [x8]
	fsub v21.2d, v21.2d, v9.2d
	str q21, [sp, #1440]
	ldr q21, [x8, #16]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v23.2d, v31.2d
	str q21, [sp, #1456]
	ldr q21, [x8, #32]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v24.2d, v30.2d
	str q21, [sp, #1472]
	ldr q21, [x8, #48]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v25.2d, v13.2d
	str q21, [sp, #1488]
	ldr q21, [x8, #64]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v26.2d, v28.2d
	str q21, [sp, #1504]
	ldr q21, [x8, #80]
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	str q4, [sp, #1616]
	fmul v4.2d, v6.2d, v2.d[0]
	str q16, [sp, #1568]
	str q18, [sp, #1584]
	str q17, [sp, #1600]
	str q7, [sp, #1632]
	str q3, [sp, #1680]
	str q4, [sp, #1648]
	fsub v4.2d, v19.2d, v20.2d
	str q4, [sp, #1552]
	fmul v4.2d, v5.2d, v2.d[0]
	str q4, [sp, #1664]
	b.hi .LBB_1076
	ldr x8, [sp, #680]
	add x6, x5, #1
	mov x30, x20
	mov w21, wzr
	mov x19, x16
	add x23, x8, x14, lsl #4
	add x8, x7, #1
	add x7, x4, x7, lsl #7
	sub x0, x8, x12
	add x9, x13, x0, lsl #7
	b .LBB_747
.LBB_745:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1114
.LBB_746:
	add x23, sp, #1312
	ldr x26, [sp, #736]
	str d4, [x23, x19, lsl #3]
	add x23, sp, #1440
	str d3, [x23, x19, lsl #3]
	fdiv d3, d4, d0
	add x23, sp, #1568
	str d3, [x23, x19, lsl #3]
	mov x19, x22
	mov x23, x20
.LBB_747:
	cbz w21, .LBB_756
.LBB_748:
	mov x20, x23
.LBB_749:
	cbz x19, .LBB_765
	ldr x21, [x19]
	cmp x21, x5
	b.ne .LBB_765
	mov x22, xzr
	mov w21, #2
	mov x23, x19
	cmp x8, x12
	b.lo .LBB_1066
.LBB_752:
	ldr x19, [x23, #8]
	cbz x12, .LBB_745
	cmp x19, #15
	b.hi .LBB_1099
	cmp x17, #3
	b.hs .LBB_759
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x23, xzr
	mov x24, x9
	b .LBB_763
.LBB_756:
	ldr x20, [sp, #760]
	cmp x23, x20
	b.eq .LBB_748
	mov x20, x23
	ldr x21, [x20], #16
	cmp x21, x5
	b.ne .LBB_749
	mov w21, wzr
	mov x22, x19
	cmp x8, x12
	b.hs .LBB_752
	b .LBB_1066
.LBB_759:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x24, x19, #3
	mov x23, xzr
	mov x25, x7
.LBB_760:
	add x26, x23, #1
	add x27, x23, #2
	ucvtf d5, x26
	add x26, x25, x24
	add x25, x25, #512
	ldr d6, [x26, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x26, #256]
	fadd d4, d4, d5
	ucvtf d5, x27
	add x27, x23, #3
	add x23, x23, #4
	cmp x1, x23
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x26, #384]
	fadd d4, d4, d5
	ucvtf d5, x27
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x26, #512]
	fadd d4, d4, d5
	ucvtf d5, x23
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_760
	cbz x18, .LBB_746
	add x24, x25, #128
.LBB_763:
	add x23, x23, #1
	add x24, x24, x19, lsl #3
	mov x25, x18
.LBB_764:
	ldr d6, [x24], #128
	ucvtf d5, x23
	add x23, x23, #1
	subs x25, x25, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_764
	b .LBB_746
.LBB_765:
	ldr x8, [sp, #744]
	cmp x5, x8
	b.hs .LBB_1181
	ldr q3, [sp, #1632]
	add x8, x10, x5, lsl #7
	cmp x5, #1024
	mov x19, x30
	str q3, [x8, #64]
	ldr q3, [sp, #1648]
	str q3, [x8, #80]
	ldr q3, [sp, #1664]
	str q3, [x8, #96]
	ldr q3, [sp, #1680]
	str q3, [x8, #112]
	ldr q3, [sp, #1568]
	str q3, [x8]
	ldr q3, [sp, #1584]
	str q3, [x8, #16]
	ldr q3, [sp, #1600]
	str q3, [x8, #32]
	ldr q3, [sp, #1616]
	str q3, [x8, #48]
	b.ne .LBB_718
.LBB_767:
	ldr x8, [sp, #584]
	ldr x10, [sp, #440]
	cmp x10, x8
	b.eq .LBB_1191
	ldr x8, [sp, #560]
	mov w9, #24
	fmov d0, #-1.00000000
	fmov d1, #-1.00000000
	fmov d10, #-1.00000000
	madd x8, x10, x9, x8
	mov x9, #9218868437227405311
	ldp x22, x0, [x8, #8]
	ldr x8, [sp, #784]
	str x8, [sp, #720]
	ldr x8, [sp, #640]
	str x0, [sp, #744]
	stur x8, [x29, #-144]
	add x8, sp, #1224
	str x8, [sp, #1312]
	ldr x8, [sp, #536]
	str x8, [sp, #1320]
	ldr x8, [sp, #312]
	tbz w8, #0, .LBB_772
	ldr x24, [sp, #144]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d2, [x22, x24, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_772
	fmov d1, d2
.LBB_772:
	ldr x8, [sp, #304]
	tbz w8, #0, .LBB_776
	ldr x24, [sp, #136]
	fmov d9, #1.00000000
	cmp x24, x0
	b.hs .LBB_1178
	ldr d2, [x22, x24, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_777
	fmov d0, d2
	b .LBB_777
.LBB_776:
	fmov d9, #1.00000000
.LBB_777:
	ldr x8, [sp, #296]
	fmov d2, #-1.00000000
	fmov d3, #-1.00000000
	tbz w8, #0, .LBB_781
	ldr x24, [sp, #128]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d4, [x22, x24, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_781
	fmov d3, d4
.LBB_781:
	ldr x8, [sp, #288]
	tbz w8, #0, .LBB_785
	ldr x24, [sp, #120]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d4, [x22, x24, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_785
	fmov d2, d4
.LBB_785:
	ldr x8, [sp, #280]
	fmov d4, #-1.00000000
	fmov d5, #-1.00000000
	tbz w8, #0, .LBB_789
	ldr x24, [sp, #112]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d6, [x22, x24, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_789
	fmov d5, d6
.LBB_789:
	ldr x8, [sp, #272]
	tbz w8, #0, .LBB_793
	ldr x24, [sp, #104]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d6, [x22, x24, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_793
	fmov d4, d6
.LBB_793:
	ldr x8, [sp, #264]
	fmov d6, #-1.00000000
	fmov d7, #-1.00000000
	tbz w8, #0, .LBB_796
	ldr x24, [sp, #96]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d7, [x22, x24, lsl #3]
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d7, d10, d7, gt
.LBB_796:
	ldr x8, [sp, #256]
	tbz w8, #0, .LBB_799
	ldr x24, [sp, #88]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d6, [x22, x24, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d6, d10, d6, gt
.LBB_799:
	ldr x8, [sp, #248]
	fmov d16, #-1.00000000
	fmov d17, #-1.00000000
	tbz w8, #0, .LBB_802
	ldr x24, [sp, #80]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d17, [x22, x24, lsl #3]
	fmov x8, d17
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d17, d10, d17, gt
.LBB_802:
	ldr x8, [sp, #240]
	tbz w8, #0, .LBB_805
	ldr x24, [sp, #72]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d16, [x22, x24, lsl #3]
	fmov x8, d16
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d16, d10, d16, gt
.LBB_805:
	ldr x8, [sp, #232]
	fmov d18, #-1.00000000
	fmov d19, #-1.00000000
	tbz w8, #0, .LBB_808
	ldr x24, [sp, #64]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d19, [x22, x24, lsl #3]
	fmov x8, d19
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d19, d10, d19, gt
.LBB_808:
	ldr x8, [sp, #224]
	tbz w8, #0, .LBB_812
	ldr x24, [sp, #56]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d20, [x22, x24, lsl #3]
	fmov x8, d20
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_812
	fmov d18, d20
.LBB_812:
	ldr x8, [sp, #216]
	fmov d20, #-1.00000000
	fmov d21, #-1.00000000
	tbz w8, #0, .LBB_816
	ldr x24, [sp, #48]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d22, [x22, x24, lsl #3]
	fmov x8, d22
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_816
	fmov d21, d22
.LBB_816:
	ldr x8, [sp, #208]
	tbz w8, #0, .LBB_820
	ldr x24, [sp, #40]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d22, [x22, x24, lsl #3]
	fmov x8, d22
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_820
	fmov d20, d22
.LBB_820:
	ldr x8, [sp, #200]
	fmov d22, #-1.00000000
	fmov d23, #-1.00000000
	tbz w8, #0, .LBB_824
	ldr x24, [sp, #32]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d24, [x22, x24, lsl #3]
	fmov x8, d24
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_824
	fmov d23, d24
.LBB_824:
	ldr x8, [sp, #192]
	tbz w8, #0, .LBB_828
	ldr x24, [sp, #24]
	cmp x24, x0
	b.hs .LBB_1178
	ldr d24, [x22, x24, lsl #3]
	fmov x8, d24
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_828
	fmov d22, d24
.LBB_828:
	ldr x8, [sp, #912]
	ldr x9, [sp, #936]
	ldr x19, [sp, #984]
	cmp x9, x8
	csel x8, x9, x8, lo
	ldr x28, [sp, #976]
	str d1, [sp, #1568]
	str d0, [sp, #1576]
	str d3, [sp, #1584]
	str d2, [sp, #1592]
	str d5, [sp, #1600]
	str d4, [sp, #1608]
	str d7, [sp, #1616]
	str d6, [sp, #1624]
	str d17, [sp, #1632]
	str d16, [sp, #1640]
	lsl x8, x8, #4
	str d19, [sp, #1648]
	str d18, [sp, #1656]
	cmp x8, x19
	csel x8, x8, x19, lo
	str d21, [sp, #1664]
	str d20, [sp, #1672]
	str d23, [sp, #1680]
	str d22, [sp, #1688]
	cbz x8, .LBB_842
	fminnm d1, d1, d1
	fminnm d0, d0, d0
	ldr x9, [sp, #904]
	ldr x10, [sp, #928]
	cntw x17
	fmaxnm d1, d1, d10
	cmp x8, x17
	fmaxnm d0, d1, d0
	fminnm d1, d3, d3
	fmaxnm d0, d0, d1
	fminnm d1, d2, d2
	fmaxnm d0, d0, d1
	fminnm d1, d5, d5
	fmaxnm d0, d0, d1
	fminnm d1, d4, d4
	fmaxnm d0, d0, d1
	fminnm d1, d7, d7
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	fminnm d1, d6, d6
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	fminnm d1, d17, d17
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	fminnm d1, d16, d16
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	fminnm d1, d19, d19
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	fminnm d1, d18, d18
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	fminnm d1, d21, d21
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	fminnm d1, d20, d20
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	fminnm d1, d23, d23
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	fminnm d1, d22, d22
	fminnm d0, d0, d0
	fmaxnm d0, d0, d1
	b.hs .LBB_831
	mov x11, xzr
	b .LBB_836
.LBB_831:
	add x12, x9, x8, lsl #3
	add x13, x28, x8
	add x14, x10, x8, lsl #3
	rdvl x18, #2
	mov x11, xzr
	cmp x28, x12
	ccmp x9, x13, #2, lo
	cset w12, lo
	cmp x10, x13
	ccmp x28, x14, #2, lo
	b.lo .LBB_836
	tbnz w12, #0, .LBB_836
	udiv x11, x8, x17
	mov z1.d, d0
	mov x12, xzr
	mov x14, x9
	mov x15, x10
	mul x11, x11, x17
	ptrue p2.d
	sub x13, x8, x11
.LBB_834:
	ldr z2, [x15]
	ldr z4, [x14]
	add x16, x28, x12
	fabd z2.d, p2/m, z2.d, z4.d
	ldr z3, [x15, #1, mul vl]
	ldr z5, [x14, #1, mul vl]
	fabd z3.d, p2/m, z3.d, z5.d
	add x15, x15, x18
	add x14, x14, x18
	fcmge p0.d, p2/z, z1.d, z2.d
	fcmge p1.d, p2/z, z1.d, z3.d
	mov z2.d, p0/z, #1
	mov z3.d, p1/z, #1
	st1b { z2.d }, p2, [x28, x12]
	add x12, x12, x17
	st1b { z3.d }, p2, [x16, #1, mul vl]
	cmp x11, x12
	b.ne .LBB_834
	cbz x13, .LBB_841
.LBB_836:
	sub w13, w8, w11
	add x12, x11, #1
	tbz w13, #0, .LBB_838
	ldr d1, [x10, x11, lsl #3]
	ldr d2, [x9, x11, lsl #3]
	fabd d1, d1, d2
	fcmp d1, d0
	cset w13, ls
	strb w13, [x28, x11]
	mov x11, x12
.LBB_838:
	cmp x8, x12
	b.eq .LBB_841
	sub x8, x8, x11
	add x10, x10, x11, lsl #3
	add x9, x9, x11, lsl #3
	add x11, x28, x11
	add x10, x10, #8
	add x9, x9, #8
	add x11, x11, #1
.LBB_840:
	ldur d1, [x10, #-8]
	ldur d2, [x9, #-8]
	fabd d1, d1, d2
	fcmp d1, d0
	cset w12, ls
	sturb w12, [x11, #-1]
	ldr d1, [x10], #16
	ldr d2, [x9], #16
	fabd d1, d1, d2
	fcmp d1, d0
	cset w12, ls
	subs x8, x8, #2
	strb w12, [x11], #2
	b.ne .LBB_840
.LBB_841:
	ldr x28, [sp, #976]
	ldr x19, [sp, #984]
.LBB_842:
	ldp x9, x8, [sp, #176]
	str x8, [sp, #1448]
	add x8, sp, #1568
	str x9, [sp, #1440]
	str x8, [sp, #1456]
	add x8, sp, #1312
	str x8, [sp, #1464]
	ands x8, x19, #0x7ffffffffffffff8
	str x8, [sp, #728]
	sub x8, x29, #144
	str x8, [sp, #1472]
	b.eq .LBB_855
	ldr x23, [sp, #728]
	mov x21, xzr
	mov x25, x28
	b .LBB_845
.LBB_844:
	sub x23, x23, #8
	add x21, x21, #1
	cbz x23, .LBB_855
.LBB_845:
	ldr x26, [x25], #8
	cbz x26, .LBB_844
	ubfx x24, x21, #1, #60
	ubfiz x27, x21, #3, #1
	b .LBB_848
.LBB_847:
	sub x8, x26, #1
	and x26, x8, x26
	cbz x26, .LBB_844
.LBB_848:
	ldr x8, [sp, #936]
	cmp x24, x8
	b.hs .LBB_1101
	ldr x8, [sp, #912]
	cmp x24, x8
	b.hs .LBB_1100
	rbit x8, x26
	ldr x9, [sp, #928]
	lsl x10, x24, #7
	clz x8, x8
	orr x20, x27, x8, lsr #3
	ldr x8, [sp, #904]
	add x9, x9, x10
	ldr d0, [x9, x20, lsl #3]
	add x8, x8, x10
	ldr d1, [x8, x20, lsl #3]
	add x8, sp, #1568
	fabd d0, d0, d1
	ldr d1, [x8, x20, lsl #3]
	fcmp d0, d1
	b.hi .LBB_847
	ldr x0, [sp, #1312]
	ldr x1, [sp, #1320]
	ldur x8, [x29, #-144]
	orr x9, x20, x20, lsl #10
	add x9, x9, x24
	add x2, x9, x8
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #912]
	cmp x24, x8
	b.hs .LBB_1116
	ldr x8, [sp, #904]
	add x8, x8, x24, lsl #7
	str d0, [x8, x20, lsl #3]
	ldr x8, [sp, #936]
	cmp x24, x8
	b.hs .LBB_1115
	ldr x8, [sp, #928]
	add x8, x8, x24, lsl #7
	str d1, [x8, x20, lsl #3]
	b .LBB_847
.LBB_855:
	ldr x23, [sp, #440]
	and x20, x19, #0x7
	cbz x20, .LBB_860
	ldr x8, [sp, #728]
	and x24, x19, #0xfffffffffffffff8
	add x21, x28, x8
	b .LBB_858
.LBB_857:
	add x24, x24, #1
	subs x20, x20, #1
	b.eq .LBB_860
.LBB_858:
	ldrb w8, [x21], #1
	cbz w8, .LBB_857
	add x0, sp, #1440
	mov x1, x24
	bl kernel_sliding::blocked::patch::{{closure}}
	b .LBB_857
.LBB_860:
	ldr x8, [sp, #536]
	str xzr, [sp, #728]
	str xzr, [sp, #672]
	mov x10, xzr
	add x8, x8, #48
	str x8, [sp, #536]
	add x8, x23, #1
	str x8, [sp, #376]
	mov w8, #1025
	str x8, [sp, #664]
	b .LBB_862
.LBB_861:
	ldr x8, [sp, #664]
	ldr x10, [sp, #656]
	add x8, x8, #1025
	add x10, x10, #1
	str x8, [sp, #664]
	ldr x8, [sp, #672]
	cmp x10, #16
	sub x8, x8, #1025
	str x8, [sp, #672]
	ldr x8, [sp, #728]
	add x8, x8, #8
	str x8, [sp, #728]
	b.eq .LBB_884
.LBB_862:
	ldur x8, [x29, #-144]
	add x9, x10, x10, lsl #10
	str x10, [sp, #656]
	add x28, x8, x9
	add x9, sp, #1568
	ldr d0, [x9, x10, lsl #3]
	ldr x9, [sp, #720]
	fcmp d0, #0.0
	ccmp x28, x9, #2, lt
	b.hs .LBB_861
	ldr x10, [sp, #720]
	add x9, x28, #1025
	cmp x10, x9
	csel x19, x10, x9, lo
	cmn x28, #1026
	b.hi .LBB_861
	ldr x9, [sp, #664]
	add x9, x8, x9
	str x9, [sp, #712]
	ldr x9, [sp, #672]
	sub x26, x9, x8
	b .LBB_866
.LBB_865:
	cmp x21, x19
	mov x28, x20
	b.hs .LBB_861
.LBB_866:
	ldr x8, [sp, #808]
	ldr x9, [sp, #800]
	cmp x8, #1
	b.eq .LBB_870
	cbz x8, .LBB_1134
	mov x10, xzr
	mov x11, x8
.LBB_869:
	lsr x12, x11, #1
	add x13, x12, x10
	sub x11, x11, x12
	ldr x14, [x9, x13, lsl #3]
	cmp x14, x28
	csel x10, x10, x13, hi
	cmp x11, #1
	b.hi .LBB_869
	b .LBB_871
.LBB_870:
	mov x10, xzr
.LBB_871:
	ldr x11, [x9, x10, lsl #3]
	cmp x11, x28
	cinc x10, x10, ls
	sub x24, x10, #1
	cmp x24, x8
	b.hs .LBB_1135
	add x9, x9, x10, lsl #3
	cmp x10, x8
	ldr x8, [sp, #752]
	csel x8, x9, x8, lo
	ldr x21, [x8]
	cmp x19, x21
	csel x20, x19, x21, lo
	cmp x28, x20
	b.hs .LBB_865
	ldr x8, [sp, #744]
	cmp x24, x8
	b.hs .LBB_1138
	ldr x9, [sp, #728]
	add x8, x26, x28
	add x25, x9, x8, lsl #7
	ldr x8, [sp, #720]
	ldr x9, [sp, #712]
	cmp x21, x8
	csel x8, x21, x8, lo
	cmp x8, x9
	csel x27, x8, x9, lo
	b .LBB_877
.LBB_875:
	ldr x8, [sp, #928]
	str d1, [x8, x25]
.LBB_876:
	add x28, x28, #1
	add x25, x25, #128
	cmp x27, x28
	b.eq .LBB_865
.LBB_877:
	ldr d0, [x22, x24, lsl #3]
	mov x8, #9218868437227405312
	add x23, x26, x28
	fmov d1, x8
	fcmp d0, d1
	b.eq .LBB_881
	ldr x8, [sp, #936]
	cmp x23, x8
	b.hs .LBB_1086
	ldr x8, [sp, #912]
	cmp x23, x8
	b.hs .LBB_1087
	ldr x8, [sp, #904]
	ldr x9, [sp, #928]
	ldr d1, [x9, x25]
	ldr d2, [x8, x25]
	fabd d1, d1, d2
	fcmp d1, d0
	b.hi .LBB_876
.LBB_881:
	ldr x0, [sp, #1312]
	ldr x1, [sp, #1320]
	mov x2, x28
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #912]
	cmp x23, x8
	b.hs .LBB_1077
	ldr x8, [sp, #904]
	str d0, [x8, x25]
	ldr x8, [sp, #936]
	cmp x23, x8
	b.lo .LBB_875
	b .LBB_1078
.LBB_884:
	ldr x9, [sp, #912]
	ldr x10, [sp, #936]
	ldr x12, [sp, #960]
	cmp x10, x9
	csel x9, x10, x9, lo
	ldr x8, [sp, #784]
	ldr x10, [sp, #952]
	cmp x9, x12
	csel x13, x9, x12, lo
	cbz x13, .LBB_888
	ldr x9, [sp, #904]
	lsl x12, x13, #4
	ldr x11, [sp, #928]
	ldr x28, [sp, #688]
	cmp x12, #1
	ldr x22, [sp, #576]
	ldr x19, [sp, #160]
	csinc x12, x12, xzr, hi
	add x13, x10, x12
	add x15, x9, x12, lsl #3
	add x14, x11, x12, lsl #3
	cmp x10, x15
	ccmp x9, x13, #2, lo
	cset w15, lo
	cmp x11, x13
	ccmp x10, x14, #2, lo
	ccmp w15, #0, #0, hs
	b.eq .LBB_889
	cmp x12, #1
	b.ne .LBB_891
	ldr x21, [sp, #648]
	ldr x23, [sp, #592]
	ldr x26, [sp, #768]
	mov x12, xzr
	b .LBB_895
.LBB_888:
	ldr x28, [sp, #688]
	ldr x21, [sp, #648]
	ldr x22, [sp, #576]
	ldr x23, [sp, #592]
	ldr x19, [sp, #160]
	ldr x26, [sp, #768]
	b .LBB_897
.LBB_889:
	cntd x15
	ldr x21, [sp, #648]
	ldr x23, [sp, #592]
	ldr x26, [sp, #768]
	mov z2.d, #1
	mov x14, xzr
	subs x13, x12, x15
	ptrue p3.d
	csel x13, xzr, x13, lo
	whilelo p0.d, xzr, x12
.LBB_890:
	ld1d { z0.d }, p0/z, [x11, x14, lsl #3]
	ld1d { z1.d }, p0/z, [x9, x14, lsl #3]
	fcmgt p2.d, p3/z, z1.d, z0.d
	fcmgt p1.d, p3/z, z0.d, z1.d
	mov z0.d, p2/z, #-1
	add z0.d, p1/m, z0.d, z2.d
	st1b { z0.d }, p0, [x10, x14]
	whilelo p0.d, x14, x13
	add x14, x14, x15
	b.mi .LBB_890
	b .LBB_896
.LBB_891:
	ldr x21, [sp, #648]
	ldr x23, [sp, #592]
	ldr x26, [sp, #768]
	and x14, x12, #0xfffffffffffffff0
	add x15, x9, #8
	add x16, x11, #8
	mov x13, xzr
	mov x17, x10
	neg x14, x14
.LBB_892:
	ldur d0, [x16, #-8]
	ldur d1, [x15, #-8]
	sub x13, x13, #2
	fcmp d0, d1
	cset w18, gt
	cset w0, mi
	sub w18, w18, w0
	strb w18, [x17]
	ldr d0, [x16], #16
	ldr d1, [x15], #16
	fcmp d0, d1
	cset w18, gt
	cset w0, mi
	cmp x14, x13
	sub w18, w18, w0
	strb w18, [x17, #1]
	add x17, x17, #2
	b.ne .LBB_892
	tbz w12, #0, .LBB_896
	neg x12, x13
.LBB_895:
	ldr d0, [x11, x12, lsl #3]
	ldr d1, [x9, x12, lsl #3]
	fcmp d0, d1
	cset w9, gt
	cset w11, mi
	sub w9, w9, w11
	strb w9, [x10, x12]
.LBB_896:
	ldr x10, [sp, #952]
	ldr x12, [sp, #960]
.LBB_897:
	cbz x12, .LBB_1206
	ldr x9, [sp, #984]
	cbz x9, .LBB_1200
	ldr x9, [sp, #360]
	ldr x13, [sp, #440]
	mov w11, #40
	ldrb w14, [x10]
	madd x9, x13, x11, x9
	ldr x13, [sp, #976]
	ldrb w11, [x9, #32]
	eor w11, w14, w11
	cmp w11, #254
	cset w11, eq
	strb w11, [x13]
	ldr x11, [sp, #960]
	cmp x11, #1024
	b.ls .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #2
	b.lo .LBB_1210
	ldr x11, [sp, #952]
	mov w14, #16384
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #1]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #1]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #3
	b.lo .LBB_1197
	ldr x11, [sp, #952]
	mov w14, #16385
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #2]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #2]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #4
	b.lo .LBB_1199
	ldr x11, [sp, #952]
	mov w14, #16386
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #3]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #3]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #5
	b.lo .LBB_1209
	ldr x11, [sp, #952]
	mov w14, #16387
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #4]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #4]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #6
	b.lo .LBB_1208
	ldr x11, [sp, #952]
	mov w14, #16388
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #5]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #5]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #7
	b.lo .LBB_1198
	ldr x11, [sp, #952]
	mov w14, #16389
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #6]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #6]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #8
	b.lo .LBB_1196
	ldr x11, [sp, #952]
	mov w14, #16390
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #7]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #7]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #9
	b.lo .LBB_1194
	ldr x11, [sp, #952]
	mov w14, #16391
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #8]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #8]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #10
	b.lo .LBB_1203
	ldr x11, [sp, #952]
	mov w14, #16392
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #9]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #9]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #11
	b.lo .LBB_1201
	ldr x11, [sp, #952]
	mov w14, #16393
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #10]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #10]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #12
	b.lo .LBB_1195
	ldr x11, [sp, #952]
	mov w14, #16394
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #11]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #11]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #13
	b.lo .LBB_1205
	ldr x11, [sp, #952]
	mov w14, #16395
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #12]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #12]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #14
	b.lo .LBB_1202
	ldr x11, [sp, #952]
	mov w14, #16396
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #13]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #13]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #15
	b.lo .LBB_1204
	ldr x11, [sp, #952]
	mov w14, #16397
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #14]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #14]
	ldr x11, [sp, #960]
	cmp x11, #1025
	b.lo .LBB_1166
	ldr x11, [sp, #984]
	cmp x11, #16
	b.lo .LBB_1207
	ldr x11, [sp, #952]
	mov w14, #16398
	ldr x13, [sp, #976]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #15]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #15]
	ldr x11, [sp, #984]
	subs x13, x11, #16
	b.lo .LBB_1096
	lsl x14, x12, #4
	ldr x12, [sp, #976]
	sub x15, x14, #16
	cmp x14, x15
	csel x14, x14, x15, lo
	cmp x14, x13
	csel x13, x14, x13, lo
	cbz x13, .LBB_942
	add x11, x12, #16
	cmp x13, #16
	b.lo .LBB_934
	add x14, x10, x13
	add x14, x14, #16
	cmp x11, x14
	b.hs .LBB_1002
	add x14, x12, x13
	add x14, x14, #16
	cmp x10, x14
	b.hs .LBB_1002
.LBB_934:
	mov x14, xzr
.LBB_935:
	sub w15, w13, w14
	mov x17, x14
	ands x16, x15, #0x3
	b.eq .LBB_938
	add x15, x10, x14
	neg x16, x16
	mov x17, x14
	add x15, x15, #16
.LBB_937:
	ldrb w18, [x15]
	ldurb w0, [x15, #-16]
	add x15, x15, #1
	eor w18, w0, w18
	cmp w18, #254
	cset w18, eq
	adds x16, x16, #1
	strb w18, [x11, x17]
	add x17, x17, #1
	b.lo .LBB_937
.LBB_938:
	sub x11, x14, x13
	cmn x11, #4
	b.hi .LBB_941
	add x12, x12, x17
	add x10, x10, x17
	sub x11, x13, x17
	add x12, x12, #19
	add x10, x10, #16
.LBB_940:
	ldrb w13, [x10]
	ldurb w14, [x10, #-16]
	eor w13, w14, w13
	cmp w13, #254
	cset w13, eq
	sturb w13, [x12, #-3]
	ldrb w13, [x10, #1]
	ldurb w14, [x10, #-15]
	eor w13, w14, w13
	cmp w13, #254
	cset w13, eq
	sturb w13, [x12, #-2]
	ldrb w13, [x10, #2]
	ldurb w14, [x10, #-14]
	eor w13, w14, w13
	cmp w13, #254
	cset w13, eq
	sturb w13, [x12, #-1]
	ldrb w13, [x10, #3]
	ldurb w14, [x10, #-13]
	add x10, x10, #4
	eor w13, w14, w13
	cmp w13, #254
	cset w13, eq
	subs x11, x11, #4
	strb w13, [x12], #4
	b.ne .LBB_940
.LBB_941:
	ldr x12, [sp, #976]
	ldr x11, [sp, #984]
.LBB_942:
	movi v0.2d, #0000000000000000
	ands x13, x11, #0x7ffffffffffffff8
	stp q0, q0, [x19]
	stp q0, q0, [x19, #32]
	stp q0, q0, [x19, #64]
	stp q0, q0, [x19, #96]
	b.eq .LBB_950
	mov x10, xzr
	mov x14, x13
	mov x15, x12
	b .LBB_945
.LBB_944:
	sub x14, x14, #8
	add x10, x10, #1
	cbz x14, .LBB_950
.LBB_945:
	ldr x16, [x15], #8
	cbz x16, .LBB_944
	lsl x18, x10, #3
	and x17, x18, #0x8
	lsr x18, x18, #4
.LBB_947:
	rbit x0, x16
	clz x0, x0
	orr x24, x17, x0, lsr #3
	ldr x0, [sp, #1008]
	cmp x24, x0
	b.hs .LBB_1104
	ldr x0, [x19, x24, lsl #3]
	cmp x0, #1025
	b.hs .LBB_1102
	sub x1, x16, #1
	mov w2, #2050
	and x16, x1, x16
	ldr x1, [sp, #1000]
	umaddl x1, w24, w2, x1
	strh w18, [x1, x0, lsl #1]
	ldr x0, [x19, x24, lsl #3]
	add x0, x0, #1
	str x0, [x19, x24, lsl #3]
	cbnz x16, .LBB_947
	b .LBB_944
.LBB_950:
	and x10, x11, #0x7
	cbz x10, .LBB_985
	add x12, x12, x13
	ldrb w13, [x12]
	cbz w13, .LBB_955
	ldr x13, [sp, #1008]
	and x24, x11, #0x8
	cmp x24, x13
	b.hs .LBB_1212
	ldr x13, [x19, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1213
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x19, x24, lsl #3]
	add x13, x13, #1
	str x13, [x19, x24, lsl #3]
.LBB_955:
	cmp x10, #1
	b.eq .LBB_985
	ldrb w13, [x12, #1]
	cbz w13, .LBB_960
	and x13, x11, #0x8
	orr x24, x13, #0x1
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1212
	ldr x13, [x19, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1213
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x19, x24, lsl #3]
	add x13, x13, #1
	str x13, [x19, x24, lsl #3]
.LBB_960:
	cmp x10, #2
	b.eq .LBB_985
	ldrb w13, [x12, #2]
	cbz w13, .LBB_965
	and x13, x11, #0x8
	orr x24, x13, #0x2
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1212
	ldr x13, [x19, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1213
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x19, x24, lsl #3]
	add x13, x13, #1
	str x13, [x19, x24, lsl #3]
.LBB_965:
	cmp x10, #3
	b.eq .LBB_985
	ldrb w13, [x12, #3]
	cbz w13, .LBB_970
	and x13, x11, #0x8
	orr x24, x13, #0x3
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1212
	ldr x13, [x19, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1213
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x19, x24, lsl #3]
	add x13, x13, #1
	str x13, [x19, x24, lsl #3]
.LBB_970:
	cmp x10, #4
	b.eq .LBB_985
	ldrb w13, [x12, #4]
	cbz w13, .LBB_975
	and x13, x11, #0x8
	orr x24, x13, #0x4
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1212
	ldr x13, [x19, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1213
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x19, x24, lsl #3]
	add x13, x13, #1
	str x13, [x19, x24, lsl #3]
.LBB_975:
	cmp x10, #5
	b.eq .LBB_985
	ldrb w13, [x12, #5]
	cbz w13, .LBB_980
	and x13, x11, #0x8
	mov w14, #5
	orr x24, x13, x14
	ldr x13, [sp, #1008]
	cmp x24, x13
	b.hs .LBB_1212
	ldr x13, [x19, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1213
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x19, x24, lsl #3]
	add x13, x13, #1
	str x13, [x19, x24, lsl #3]
.LBB_980:
	cmp x10, #6
	b.eq .LBB_985
	ldrb w10, [x12, #6]
	cbz w10, .LBB_985
	and x10, x11, #0x8
	orr x24, x10, #0x6
	ldr x10, [sp, #1008]
	cmp x24, x10
	b.hs .LBB_1224
	ldr x10, [x19, x24, lsl #3]
	cmp x10, #1024
	b.hi .LBB_1225
	ldr x12, [sp, #1000]
	mov w13, #2050
	lsr x11, x11, #4
	umaddl x12, w24, w13, x12
	strh w11, [x12, x10, lsl #1]
	ldr x10, [x19, x24, lsl #3]
	add x10, x10, #1
	str x10, [x19, x24, lsl #3]
.LBB_985:
	ldr x24, [sp, #1008]
	ldr x11, [sp, #1000]
	mov x10, xzr
	b .LBB_987
.LBB_986:
	add x10, x10, #1
	cmp x10, #16
	b.eq .LBB_1000
.LBB_987:
	cmp x10, x24
	b.eq .LBB_1153
	ldr x14, [x19, x10, lsl #3]
	cmp x14, #1025
	b.hi .LBB_1071
	cbz x14, .LBB_986
	ldr x13, [sp, #640]
	add x12, x10, x10, lsl #10
	ldr x15, [sp, #952]
	ldr x0, [sp, #960]
	lsl x14, x14, #1
	add x12, x12, x13
	mov w13, #2050
	add x15, x15, x10
	madd x13, x10, x13, x11
	b .LBB_995
.LBB_991:
	ldr d0, [x23, x16, lsl #3]
	ldp d2, d3, [x9, #8]
	scvtf d1, x18
	adrp x18, .LCPI_0
	fsub d0, d0, d2
	fmul d0, d0, d1
	ldr d1, [x18, :lo12:.LCPI_0]
	mov x18, #4636737291354636288
	fdiv d0, d0, d2
	fadd d0, d0, d9
	fmul d0, d0, d1
	fmov d1, x18
	ldr x18, [x9, #24]
	fadd d0, d0, d10
	add x18, x18, #1
	fmul d0, d0, d1
	str x18, [x9, #24]
	fadd d0, d3, d0
	str d0, [x9, #16]
.LBB_992:
	cmp x16, x22
	str x17, [x9]
	b.hs .LBB_1123
	ldr d0, [x23, x16, lsl #3]
	str d0, [x9, #8]
.LBB_994:
	subs x14, x14, #2
	b.eq .LBB_986
.LBB_995:
	ldrh w17, [x13], #2
	add x16, x12, x17
	cmp x16, x8
	b.hs .LBB_986
	cmp x0, x17
	b.ls .LBB_1110
	lsl x17, x17, #4
	ldr x18, [x9]
	ldrsb x17, [x15, x17]
	cmp x18, x17
	b.eq .LBB_994
	cbz x18, .LBB_992
	cmp x16, x22
	b.lo .LBB_991
	b .LBB_1143
.LBB_1000:
	ldr x8, [sp, #960]
	cmp x8, #1024
	b.ls .LBB_1211
	ldr x8, [sp, #952]
	mov w10, #16399
	ldr x18, [sp, #536]
	ldr x20, [sp, #736]
	ldrb w8, [x8, x10]
	strb w8, [x9, #32]
	ldr x8, [sp, #632]
	cmp x18, x8
	ldr x8, [sp, #376]
	str x8, [sp, #440]
	b.ne .LBB_179
	b .LBB_1011
.LBB_1002:
	rdvl x2, #2
	cmp x13, x2
	b.hs .LBB_1004
	mov x14, xzr
	b .LBB_1008
.LBB_1004:
	udiv x14, x13, x2
	mov w3, #16
	mov x16, xzr
	mul x14, x14, x2
	rdvl x18, #1
	ptrue p2.b
	add x17, x10, x18
	add x18, x11, x18
	sub x15, x13, x14
.LBB_1005:
	add x0, x10, x16
	add x1, x17, x16
	ld1b { z2.b }, p2/z, [x10, x16]
	ld1b { z0.b }, p2/z, [x0, x3]
	ld1b { z1.b }, p2/z, [x1, x3]
	ldr z3, [x0, #1, mul vl]
	eor z0.d, z2.d, z0.d
	eor z1.d, z3.d, z1.d
	cmpeq p0.b, p2/z, z0.b, #-2
	cmpeq p1.b, p2/z, z1.b, #-2
	mov z0.b, p0/z, #1
	mov z1.b, p1/z, #1
	st1b { z0.b }, p2, [x11, x16]
	st1b { z1.b }, p2, [x18, x16]
	add x16, x16, x2
	cmp x14, x16
	b.ne .LBB_1005
	cbz x15, .LBB_941
	cmp x15, #16
	b.lo .LBB_935
.LBB_1008:
	mov x17, x14
	and x14, x13, #0x7ffffffffffffff0
	add x16, x10, x17
	movi v2.16b, #254
	movi v3.16b, #1
	sub x15, x17, x14
	add x17, x12, x17
	add x16, x16, #16
	add x17, x17, #16
.LBB_1009:
	ldp q1, q0, [x16, #-16]
	adds x15, x15, #16
	add x16, x16, #16
	eor v0.16b, v1.16b, v0.16b
	cmeq v0.16b, v0.16b, v2.16b
	and v0.16b, v0.16b, v3.16b
	str q0, [x17], #16
	b.ne .LBB_1009
	cmp x13, x14
	b.eq .LBB_941
	b .LBB_935
.LBB_1011:
	ldr x8, [sp, #168]
	cbz x8, .LBB_1013
	ldr x0, [sp, #680]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1013:
	ldr x8, [sp, #544]
	ldr x15, [sp, #152]
	ldr x14, [sp, #16]
	mov w13, #15375
	mov w16, #14350
	str x8, [sp, #640]
	cbnz x15, .LBB_79
	b .LBB_1058
.LBB_1014:
	ldr x8, [sp, #736]
	cmp x8, #21
	b.hs .LBB_1017
	ldr x0, [sp, #680]
	ldr x1, [sp, #736]
	bl core::slice::sort::shared::smallsort::insertion_sort_shift_left
.LBB_1016:
	ldr x28, [sp, #688]
	ldr x21, [sp, #648]
	ldr x22, [sp, #576]
	mov x19, x24
	fmov d9, #1.00000000
	ldr x23, [sp, #592]
	b .LBB_153
.LBB_1017:
	ldr x0, [sp, #680]
	ldr x1, [sp, #736]
	sub x2, x29, #81
	bl core::slice::sort::unstable::ipnsort
	b .LBB_1016
.LBB_1018:
	ldr x8, [sp, #760]
	mov w26, #1
	mov x21, xzr
	lsl x19, x8, #3
	ldr x8, [sp, #584]
	sub x22, x8, #1
.LBB_1019:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x24
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1154
	mov x23, x0
	mov x1, x20
	mov x2, x24
	bl memcpy
	ldr x25, [sp, #704]
	str x23, [sp, #1576]
	str x25, [sp, #1568]
	str x25, [sp, #1584]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1155
	mov x23, x0
	mov x1, x27
	mov x2, x19
	bl memcpy
	str x25, [sp, #1592]
	str x23, [sp, #1600]
	ldr q1, [sp, #1568]
	add x21, x21, #1
	ldr q2, [sp, #1584]
	cmp x22, x21
	str x25, [sp, #1608]
	ldr q0, [sp, #1600]
	str q1, [sp, #1440]
	str q0, [sp, #1472]
	str q2, [sp, #1456]
	stp q1, q2, [x28]
	str q0, [x28, #32]
	add x28, x28, #48
	b.ne .LBB_1019
.LBB_1022:
	ldr q0, [sp, #1344]
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	add x9, sp, #1224
	ldr x8, [sp, #584]
	stp q1, q2, [x28]
	str q0, [x28, #32]
	str x8, [sp, #1184]
	add x8, x8, x8, lsl #1
	ldr q0, [x9]
	lsl x19, x8, #3
	str q0, [sp, #1168]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	str x19, [sp, #768]
	mov x0, x19
	bl __rustc::__rust_alloc
	str x0, [sp, #560]
	cbz x0, .LBB_1188
	ldr x21, [sp, #648]
	cntw x14
	mov w8, #8
	mov w9, #48
	mov x22, xzr
	cmp x14, #8
	csel x8, x14, x8, hi
	str x8, [sp, #760]
.LBB_1024:
	ldr x8, [sp, #696]
	mov x25, x14
	madd x2, x22, x9, x8
	add x0, sp, #1568
	add x1, sp, #792
	bl kernel_sliding::bound::lines
	ldr x8, [sp, #1584]
	ldr x9, [sp, #1608]
	ldr x20, [sp, #1568]
	cmp x9, x8
	csel x19, x9, x8, lo
	ldr x24, [sp, #1576]
	ldr x26, [sp, #1592]
	ldr x27, [sp, #1600]
	lsl x23, x19, #3
	lsr x8, x19, #60
	cbnz x8, .LBB_1056
	cbz x19, .LBB_1030
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x23
	bl __rustc::__rust_alloc
	mov x28, x0
	mov w0, #8
	cbz x28, .LBB_1057
	ldr x8, [sp, #760]
	ptrue p0.b
	cmp x19, x8
	b.hs .LBB_1031
	ldr x23, [sp, #592]
	mov x8, xzr
	mov x14, x25
	b .LBB_1036
.LBB_1030:
	ldr x23, [sp, #592]
	mov w28, #8
	mov x14, x25
	b .LBB_1042
.LBB_1031:
	rdvl x15, #2
	ldr x23, [sp, #592]
	sub x8, x28, x24
	sub x9, x28, x27
	mov x14, x25
	cmp x8, x15
	ccmp x9, x15, #0, hs
	b.hs .LBB_1033
	mov x8, xzr
	b .LBB_1036
.LBB_1033:
	udiv x8, x19, x14
	mov x9, xzr
	mul x8, x8, x14
	sub x10, x19, x8
	mov x11, x8
.LBB_1034:
	add x12, x24, x9
	add x13, x27, x9
	ld1b { z0.b }, p0/z, [x24, x9]
	ld1b { z2.b }, p0/z, [x27, x9]
	subs x11, x11, x14
	fadd z0.d, z0.d, z2.d
	ldr z1, [x12, #1, mul vl]
	ldr z3, [x13, #1, mul vl]
	add x12, x28, x9
	fadd z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x28, x9]
	add x9, x9, x15
	str z1, [x12, #1, mul vl]
	b.ne .LBB_1034
	cbz x10, .LBB_1042
.LBB_1036:
	sub w9, w19, w8
	mov x11, x8
	ands x9, x9, #0x3
	b.eq .LBB_1039
	mov x11, x8
.LBB_1038:
	ldr d0, [x24, x11, lsl #3]
	ldr d1, [x27, x11, lsl #3]
	subs x9, x9, #1
	fadd d0, d0, d1
	str d0, [x28, x11, lsl #3]
	add x11, x11, #1
	b.ne .LBB_1038
.LBB_1039:
	sub x8, x8, x19
	cmn x8, #4
	b.hi .LBB_1042
	sub x8, x19, x11
	add x9, x27, x11, lsl #3
	add x10, x24, x11, lsl #3
	add x11, x28, x11, lsl #3
	add x9, x9, #16
	add x10, x10, #16
	add x11, x11, #16
.LBB_1041:
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
	b.ne .LBB_1041
.LBB_1042:
	cbz x26, .LBB_1044
	lsl x1, x26, #3
	mov w2, #8
	mov x0, x27
	bl __rustc::__rust_dealloc
	mov x14, x25
.LBB_1044:
	cbz x20, .LBB_1046
	lsl x1, x20, #3
	mov w2, #8
	mov x0, x24
	bl __rustc::__rust_dealloc
	mov x14, x25
.LBB_1046:
	ldr x8, [sp, #560]
	ldr x20, [sp, #584]
	mov w9, #24
	madd x8, x22, x9, x8
	add x22, x22, #1
	mov w9, #48
	cmp x22, x20
	stp x19, x28, [x8]
	str x19, [x8, #16]
	b.ne .LBB_1024
	ldr x8, [sp, #560]
	str x20, [sp, #1200]
	str x20, [sp, #1216]
	str x8, [sp, #1208]
	add x8, x20, x20, lsl #2
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1222
	ldr x22, [sp, #576]
	subs x9, x20, #2
	str x0, [sp, #360]
	b.lo .LBB_1069
	sub x10, x20, #1
	cmp x9, #3
	add x11, sp, #848
	mov x9, x0
	and x8, x10, #0x3
	b.lo .LBB_1053
	ldr x9, [sp, #360]
	movi v0.2d, #0000000000000000
	and x10, x10, #0xfffffffffffffffc
.LBB_1051:
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	subs x10, x10, #4
	stur q0, [x9, #40]
	stur q0, [x9, #56]
	strb wzr, [x9, #72]
	stp q0, q0, [x9, #80]
	strb wzr, [x9, #112]
	stur q0, [x9, #120]
	stur q0, [x9, #136]
	strb wzr, [x9, #152]
	add x9, x9, #160
	b.ne .LBB_1051
	ldr x28, [sp, #584]
	cbz x8, .LBB_1070
.LBB_1053:
	movi v0.2d, #0000000000000000
.LBB_1054:
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	add x9, x9, #40
	subs x8, x8, #1
	b.ne .LBB_1054
	ldr x28, [sp, #584]
	b .LBB_1070
.LBB_1056:
	mov x0, xzr
.LBB_1057:
	mov x1, x23
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_1058:
	ldr x9, [sp, #360]
	ldr x10, [sp, #584]
	mov w8, #40
	str x28, [sp, #1584]
	madd x8, x10, x8, x9
	str x9, [sp, #1568]
	str x9, [sp, #1576]
	str x23, [sp, #1600]
	str x22, [sp, #1608]
	str x8, [sp, #1592]
	add x8, sp, #784
	str x8, [sp, #1616]
	ldr x0, [sp, #400]
	add x1, sp, #1568
	mov w20, wzr
	bl alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	ldr x0, [sp, #1240]
	ldr x1, [sp, #1248]
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #1200
	bl core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	add x0, sp, #1168
	bl core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	ldr x8, [sp, #1144]
	cbz x8, .LBB_1061
	ldr x0, [sp, #1152]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1061:
	add x0, sp, #848
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	add x0, sp, #792
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	add sp, sp, #1904
	ldp d9, d8, [sp, #48]
	ldp d11, d10, [sp, #32]
	ldp d13, d12, [sp, #16]
	ldp x20, x19, [sp, #144]
	ldp x22, x21, [sp, #128]
	ldp x24, x23, [sp, #112]
	ldp x26, x25, [sp, #96]
	ldp x28, x27, [sp, #80]
	ldp x29, x30, [sp, #64]
	ldp d15, d14, [sp], #160
	ret
.LBB_1062:
	mov x21, x8
	b .LBB_1067
.LBB_1063:
	ldr x28, [sp, #688]
	mov x21, x8
	b .LBB_1067
.LBB_1064:
	mov x21, x8
	mov x26, x16
	b .LBB_1067
.LBB_1065:
	ldr x28, [sp, #688]
	ldr x26, [sp, #768]
	mov x21, x8
	b .LBB_1067
.LBB_1066:
	mov x21, x8
	mov x26, x11
.LBB_1067:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
.LBB_1068:
	ldr x20, [sp, #168]
	mov x1, x21
	mov x2, x26
	bl core::slice::index::slice_index_fail
	b .LBB_1223
.LBB_1069:
	mov w28, #1
	mov x9, x0
	add x11, sp, #848
.LBB_1070:
	movi v0.2d, #0000000000000000
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	b .LBB_75
.LBB_1071:
	mov x0, xzr
	mov x21, x14
	mov w26, #1025
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	b .LBB_1068
.LBB_1072:
	mov x21, x10
	mov x1, x24
	mov x26, x24
	b .LBB_1081
.LBB_1073:
	mov x21, x10
	mov x1, x20
	mov x26, x20
	b .LBB_1081
.LBB_1074:
	mov x21, x3
	mov x1, x11
	mov x26, x11
	b .LBB_1080
.LBB_1075:
	mov x21, x10
	mov x1, x24
	mov x26, x24
	b .LBB_1080
.LBB_1076:
	mov x21, x14
	mov x1, x26
	b .LBB_1081
.LBB_1077:
	str x8, [sp, #768]
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	b .LBB_1088
.LBB_1078:
	str x8, [sp, #768]
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	b .LBB_1088
.LBB_1079:
	ldr x26, [sp, #736]
	mov x21, x17
	mov x1, x26
.LBB_1080:
	ldr x28, [sp, #688]
.LBB_1081:
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	ldr x20, [sp, #168]
.LBB_1082:
	mov x0, x21
	mov x2, x26
	bl core::slice::index::slice_index_fail
	b .LBB_1223
.LBB_1083:
	ldr x28, [sp, #688]
.LBB_1084:
	ldr x1, [sp, #408]
.LBB_1085:
	ldr x20, [sp, #168]
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
	b .LBB_1082
.LBB_1086:
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	str x8, [sp, #768]
	b .LBB_1088
.LBB_1087:
	str x8, [sp, #768]
	adrp x2, .Lanon.9
	add x2, x2, :lo12:.Lanon.9
.LBB_1088:
	ldr x20, [sp, #168]
	add x0, x26, x28
	b .LBB_1193
.LBB_1089:
	ldr x20, [sp, #168]
	adrp x0, .Lanon.10
	add x0, x0, :lo12:.Lanon.10
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	mov w1, #19
	bl core::panicking::panic_fmt
	b .LBB_1223
.LBB_1090:
	mov x21, x9
	b .LBB_1130
.LBB_1091:
	adrp x0, .Lanon.12
	add x0, x0, :lo12:.Lanon.12
	adrp x3, .Lanon.13
	add x3, x3, :lo12:.Lanon.13
	adrp x4, .Lanon.14
	add x4, x4, :lo12:.Lanon.14
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_1092:
	mov x21, x8
	mov x26, x8
	adrp x3, .Lanon.15
	add x3, x3, :lo12:.Lanon.15
	b .LBB_1068
.LBB_1093:
	ldr x21, [sp, #704]
	ldr x1, [sp, #568]
	mov x26, x16
	b .LBB_1085
.LBB_1094:
	ldr x0, [sp, #704]
	mov x21, x17
	mov x26, x17
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	b .LBB_1068
.LBB_1095:
	ldr x21, [sp, #704]
	ldr x1, [sp, #568]
	mov x26, x11
	b .LBB_1085
.LBB_1096:
	mov w0, #16
	mov x21, x11
	mov x26, x11
	adrp x3, .Lanon.17
	add x3, x3, :lo12:.Lanon.17
	b .LBB_1068
.LBB_1097:
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	mov x0, x19
	b .LBB_1192
.LBB_1098:
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	mov x0, x19
	b .LBB_1192
.LBB_1099:
	mov w8, #16
	mov x0, x19
	adrp x2, .Lanon.20
	add x2, x2, :lo12:.Lanon.20
	str x8, [sp, #768]
	b .LBB_1192
.LBB_1100:
	str x8, [sp, #744]
	adrp x8, .Lanon.21
	add x8, x8, :lo12:.Lanon.21
	b .LBB_1136
.LBB_1101:
	str x8, [sp, #744]
	adrp x8, .Lanon.22
	add x8, x8, :lo12:.Lanon.22
	b .LBB_1136
.LBB_1102:
	mov x24, x0
.LBB_1103:
	mov w8, #1025
	str x8, [sp, #744]
	adrp x8, .Lanon.23
	add x8, x8, :lo12:.Lanon.23
	b .LBB_1136
.LBB_1104:
	str x0, [sp, #744]
	adrp x8, .Lanon.24
	add x8, x8, :lo12:.Lanon.24
	b .LBB_1136
.LBB_1105:
	bl std::sys::random::linux::hashmap_random_keys
	ldr x28, [sp, #688]
	ldr x21, [sp, #648]
	ldr x22, [sp, #576]
	mov w8, #1
	add x11, sp, #848
	ldr x23, [sp, #592]
	str x1, [x19, #8]
	strb w8, [x19, #16]
	b .LBB_77
.LBB_1107:
	mov x21, x9
	b .LBB_1109
.LBB_1108:
	mov x21, x10
.LBB_1109:
	mov x26, x16
	b .LBB_1130
.LBB_1110:
	str x0, [sp, #744]
	mov x24, x17
	adrp x8, .Lanon.25
	add x8, x8, :lo12:.Lanon.25
	b .LBB_1136
.LBB_1111:
	ldr x21, [sp, #704]
	b .LBB_1113
.LBB_1112:
	ldr x21, [sp, #344]
.LBB_1113:
	mov x26, x11
	b .LBB_1130
.LBB_1114:
	mov w8, #16
	mov x0, x19
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	str x8, [sp, #768]
	b .LBB_1192
.LBB_1115:
	str x8, [sp, #744]
	adrp x8, .Lanon.27
	add x8, x8, :lo12:.Lanon.27
	b .LBB_1136
.LBB_1116:
	str x8, [sp, #744]
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	b .LBB_1136
.LBB_1117:
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_1119
.LBB_1118:
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
.LBB_1119:
	mov x0, x14
	b .LBB_1192
.LBB_1120:
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1136
.LBB_1121:
	mov x24, x8
.LBB_1122:
	str x17, [sp, #744]
	adrp x8, .Lanon.30
	add x8, x8, :lo12:.Lanon.30
	b .LBB_1136
.LBB_1123:
	mov x24, x16
	str x22, [sp, #744]
	adrp x8, .Lanon.31
	add x8, x8, :lo12:.Lanon.31
	b .LBB_1136
.LBB_1124:
	mov x21, x8
.LBB_1125:
	ldr x28, [sp, #688]
	b .LBB_1130
.LBB_1126:
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	b .LBB_1128
.LBB_1127:
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
.LBB_1128:
	mov x0, x19
	str x16, [sp, #768]
	b .LBB_1192
.LBB_1129:
	ldr x21, [sp, #416]
.LBB_1130:
	adrp x3, .Lanon.32
	add x3, x3, :lo12:.Lanon.32
	b .LBB_1068
.LBB_1131:
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1136
.LBB_1132:
	adrp x0, .Lanon.12
	add x0, x0, :lo12:.Lanon.12
	adrp x3, .Lanon.13
	add x3, x3, :lo12:.Lanon.13
	adrp x4, .Lanon.14
	add x4, x4, :lo12:.Lanon.14
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_1223
.LBB_1133:
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1136
.LBB_1134:
	mov x24, #-1
.LBB_1135:
	str x8, [sp, #744]
	adrp x8, .Lanon.35
	add x8, x8, :lo12:.Lanon.35
.LBB_1136:
	str x8, [sp, #8]
.LBB_1137:
	ldr x1, [sp, #744]
	ldr x2, [sp, #8]
	ldr x28, [sp, #688]
	mov x0, x24
	ldr x20, [sp, #168]
	bl core::panicking::panic_bounds_check
	b .LBB_1223
.LBB_1138:
	ldr x8, [sp, #744]
	mov x0, x24
	adrp x2, .Lanon.36
	add x2, x2, :lo12:.Lanon.36
	str x8, [sp, #768]
	b .LBB_1192
.LBB_1139:
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	b .LBB_1141
.LBB_1140:
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
.LBB_1141:
	mov x0, x19
	str x11, [sp, #768]
	b .LBB_1192
.LBB_1142:
	mov w20, #1
	ldr x1, [sp, #576]
	ldr x28, [sp, #688]
	adrp x2, .Lanon.37
	add x2, x2, :lo12:.Lanon.37
	bl core::panicking::panic_bounds_check
	b .LBB_1223
.LBB_1143:
	mov x24, x16
	str x22, [sp, #744]
	adrp x8, .Lanon.38
	add x8, x8, :lo12:.Lanon.38
	b .LBB_1136
.LBB_1144:
	mov x24, x0
.LBB_1145:
	str x13, [sp, #744]
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1136
.LBB_1146:
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1136
.LBB_1147:
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	mov x0, x6
	b .LBB_1192
.LBB_1148:
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	mov x0, x6
	b .LBB_1192
.LBB_1149:
	mov x24, x10
	str x10, [sp, #744]
	adrp x8, .Lanon.41
	add x8, x8, :lo12:.Lanon.41
	b .LBB_1136
.LBB_1150:
	str x17, [sp, #744]
	adrp x8, .Lanon.42
	add x8, x8, :lo12:.Lanon.42
	b .LBB_1136
.LBB_1151:
	str x17, [sp, #744]
	adrp x8, .Lanon.43
	add x8, x8, :lo12:.Lanon.43
	b .LBB_1136
.LBB_1152:
	mov x0, x8
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	b .LBB_1192
.LBB_1153:
	str x24, [sp, #744]
	adrp x8, .Lanon.44
	add x8, x8, :lo12:.Lanon.44
	b .LBB_1136
.LBB_1154:
	mov x26, xzr
	b .LBB_1156
.LBB_1155:
	mov x24, x19
.LBB_1156:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_1157:
	ldr x24, [sp, #744]
	b .LBB_1137
.LBB_1158:
	mov x24, x17
	b .LBB_1122
.LBB_1159:
	ldr x24, [sp, #744]
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1136
.LBB_1160:
	mov x24, x1
	b .LBB_1137
.LBB_1161:
	mov x0, x12
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_1192
.LBB_1162:
	mov x24, x20
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1136
.LBB_1163:
	mov x24, x22
	b .LBB_1137
.LBB_1164:
	mov x24, x20
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1136
.LBB_1165:
	mov x0, x19
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_1192
.LBB_1166:
	str x11, [sp, #744]
	mov w24, #1024
	adrp x8, .Lanon.45
	add x8, x8, :lo12:.Lanon.45
	b .LBB_1136
.LBB_1167:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_1168:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_1169:
	mov w0, #2
	mov w1, #32800
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_1170:
	ldr x20, [sp, #168]
	adrp x0, .Lanon.12
	add x0, x0, :lo12:.Lanon.12
	adrp x3, .Lanon.13
	add x3, x3, :lo12:.Lanon.13
	adrp x4, .Lanon.14
	add x4, x4, :lo12:.Lanon.14
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_1223
.LBB_1171:
	mov x24, x22
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1136
.LBB_1172:
	mov x24, x22
	b .LBB_1122
.LBB_1173:
	mov x24, x13
	b .LBB_1145
.LBB_1174:
	mov x24, x20
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1136
.LBB_1175:
	mov x0, x12
	str x16, [sp, #768]
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_1192
.LBB_1176:
	mov x0, x8
	str x16, [sp, #768]
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	b .LBB_1192
.LBB_1177:
	mov x24, x23
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1136
.LBB_1178:
	adrp x8, .Lanon.46
	add x8, x8, :lo12:.Lanon.46
	b .LBB_1136
.LBB_1179:
	mov x0, x8
	str x11, [sp, #768]
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	b .LBB_1192
.LBB_1180:
	mov x0, x7
	str x11, [sp, #768]
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_1192
.LBB_1181:
	mov x24, x5
	b .LBB_1137
.LBB_1182:
	mov x24, x7
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1136
.LBB_1183:
	mov x24, x10
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1136
.LBB_1184:
	mov x24, x10
	b .LBB_1145
.LBB_1185:
	mov x0, x6
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_1192
.LBB_1186:
	mov x24, x4
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1136
.LBB_1187:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_1188:
	ldr x1, [sp, #768]
	mov w0, #8
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_1189:
	ldr x20, [sp, #168]
	ldr x0, [sp, #440]
	str x9, [sp, #768]
	adrp x2, .Lanon.47
	add x2, x2, :lo12:.Lanon.47
	b .LBB_1193
.LBB_1190:
	mov x24, xzr
	str xzr, [sp, #744]
	b .LBB_1137
.LBB_1191:
	ldr x0, [sp, #584]
	str x28, [sp, #768]
	adrp x2, .Lanon.48
	add x2, x2, :lo12:.Lanon.48
.LBB_1192:
	ldr x20, [sp, #168]
.LBB_1193:
	ldr x1, [sp, #768]
	ldr x28, [sp, #688]
	bl core::panicking::panic_bounds_check
	b .LBB_1223
.LBB_1194:
	str x11, [sp, #744]
	mov w24, #8
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1195:
	str x11, [sp, #744]
	mov w24, #11
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1196:
	str x11, [sp, #744]
	mov w24, #7
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1197:
	str x11, [sp, #744]
	mov w24, #2
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1198:
	str x11, [sp, #744]
	mov w24, #6
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1199:
	str x11, [sp, #744]
	mov w24, #3
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1200:
	mov x24, xzr
	str xzr, [sp, #744]
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1201:
	str x11, [sp, #744]
	mov w24, #10
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1202:
	str x11, [sp, #744]
	mov w24, #13
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1203:
	str x11, [sp, #744]
	mov w24, #9
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1204:
	str x11, [sp, #744]
	mov w24, #14
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1205:
	str x11, [sp, #744]
	mov w24, #12
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1206:
	mov x24, xzr
	str xzr, [sp, #744]
	adrp x8, .Lanon.50
	add x8, x8, :lo12:.Lanon.50
	b .LBB_1136
.LBB_1207:
	str x11, [sp, #744]
	mov w24, #15
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1208:
	str x11, [sp, #744]
	mov w24, #5
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1209:
	str x11, [sp, #744]
	mov w24, #4
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1210:
	str x11, [sp, #744]
	mov w24, #1
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1136
.LBB_1211:
	str x8, [sp, #744]
	mov w24, #1024
	adrp x8, .Lanon.51
	add x8, x8, :lo12:.Lanon.51
	b .LBB_1136
.LBB_1212:
	str x13, [sp, #744]
	adrp x8, .Lanon.24
	add x8, x8, :lo12:.Lanon.24
	b .LBB_1136
.LBB_1213:
	mov x24, x13
	b .LBB_1103
.LBB_1214:
	mov x24, xzr
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1136
.LBB_1215:
	mov x24, xzr
	str xzr, [sp, #744]
	adrp x8, .Lanon.30
	add x8, x8, :lo12:.Lanon.30
	b .LBB_1136
.LBB_1216:
	mov x24, xzr
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1136
.LBB_1217:
	mov x24, xzr
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1136
.LBB_1218:
	str xzr, [sp, #744]
	b .LBB_1137
.LBB_1219:
	mov x24, xzr
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1136
.LBB_1220:
	mov x24, xzr
	str xzr, [sp, #744]
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1136
.LBB_1221:
	mov w20, #1
	mov w0, #8
	mov w1, #64
	bl alloc::raw_vec::handle_error
	b .LBB_1223
.LBB_1222:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
.LBB_1223:
	brk #0x1
.LBB_1224:
	str x10, [sp, #744]
	adrp x8, .Lanon.24
	add x8, x8, :lo12:.Lanon.24
	b .LBB_1136
.LBB_1225:
	mov x24, x10
	b .LBB_1103
	ldr x28, [sp, #688]
	mov x19, x0
	b .LBB_1269
	b .LBB_1260
	ldr x8, [sp, #1568]
	mov x19, x0
	cbz x8, .LBB_1230
	ldr x0, [sp, #1576]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1230:
	ldr x28, [sp, #688]
	b .LBB_1264
	ldr x28, [sp, #584]
	mov x19, x0
	b .LBB_1272
	mov x19, x0
	b .LBB_1284
	ldr x8, [sp, #768]
	mov x19, x0
	cbz x8, .LBB_1304
	ldr x8, [sp, #768]
	lsl x1, x8, #3
	b .LBB_1287
	ldr x21, [sp, #768]
	mov x19, x0
	cbz x22, .LBB_1282
	b .LBB_1294
	b .LBB_1260
	mov x19, x0
	b .LBB_1306
	mov w1, #16400
	mov w2, #1
	mov x19, x0
	mov x0, x24
	bl __rustc::__rust_dealloc
	b .LBB_1240
	mov x19, x0
.LBB_1240:
	mov w1, #16400
	mov w2, #1
	mov x0, x20
	bl __rustc::__rust_dealloc
	b .LBB_1242
	mov x19, x0
.LBB_1242:
	ldr x8, [sp, #1440]
	cbz x8, .LBB_1245
	ldr x0, [sp, #1448]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1245
	mov x19, x0
.LBB_1245:
	ldr x8, [sp, #1312]
	cbz x8, .LBB_1248
	ldr x0, [sp, #1320]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1248
	mov x19, x0
.LBB_1248:
	ldr x8, [sp, #1224]
	cbz x8, .LBB_1251
	ldr x0, [sp, #1232]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1251
	mov x19, x0
.LBB_1251:
	ldur x8, [x29, #-144]
	cbz x8, .LBB_1307
	ldur x0, [x29, #-136]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1307
	mov x19, x0
	add x0, sp, #1568
	mov x1, x26
	bl core::ptr::drop_in_place<core::array::Guard<alloc::vec::Vec<f64>>>
	add x0, sp, #1312
	str x21, [sp, #1240]
	bl core::ptr::drop_in_place<[alloc::vec::Vec<f64>; 2]>
	add x0, sp, #1224
	bl core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	b .LBB_1304
	mov x19, x0
	b .LBB_1265
	b .LBB_1257
.LBB_1257:
	mov x19, x0
	b .LBB_1307
	b .LBB_1260
.LBB_1260:
	ldr x28, [sp, #688]
	ldr x20, [sp, #168]
	b .LBB_1262
.LBB_1262:
	mov x19, x0
	cbz x20, .LBB_1264
	ldr x0, [sp, #680]
	lsl x1, x20, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1264:
	mov w20, #1
.LBB_1265:
	ldr x9, [sp, #1248]
	cbz x9, .LBB_1268
	add x8, x9, x9, lsl #1
	add x9, x9, x8, lsl #3
	adds x1, x9, #33
	b.eq .LBB_1268
	ldr x9, [sp, #1240]
	lsl x8, x8, #3
	mov w2, #8
	sub x8, x9, x8
	sub x0, x8, #24
	bl __rustc::__rust_dealloc
.LBB_1268:
	tbz w20, #0, .LBB_1271
.LBB_1269:
	cbz x28, .LBB_1271
	ldr x0, [sp, #360]
	add x8, x28, x28, lsl #2
	mov w2, #8
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
.LBB_1271:
	cbz x28, .LBB_1284
.LBB_1272:
	ldr x8, [sp, #560]
	mov x21, x28
	add x20, x8, #8
	b .LBB_1274
.LBB_1273:
	subs x21, x21, #1
	add x20, x20, #24
	b.eq .LBB_1276
.LBB_1274:
	ldur x8, [x20, #-8]
	cbz x8, .LBB_1273
	ldr x0, [x20]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1273
.LBB_1276:
	ldr x0, [sp, #560]
	add x8, x28, x28, lsl #1
	lsl x1, x8, #3
	b .LBB_1283
	ldr x21, [sp, #768]
	mov x19, x0
	cbnz x26, .LBB_1280
	cbnz x20, .LBB_1281
.LBB_1279:
	cbz x22, .LBB_1282
	b .LBB_1294
.LBB_1280:
	lsl x1, x26, #3
	mov w2, #8
	mov x0, x27
	bl __rustc::__rust_dealloc
	cbz x20, .LBB_1279
.LBB_1281:
	lsl x1, x20, #3
	mov w2, #8
	mov x0, x24
	bl __rustc::__rust_dealloc
	cbnz x22, .LBB_1294
.LBB_1282:
	ldr x0, [sp, #560]
	mov x1, x21
.LBB_1283:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1284:
	ldr x20, [sp, #1176]
	ldr x21, [sp, #1184]
	cbnz x21, .LBB_1288
.LBB_1285:
	ldr x8, [sp, #1168]
	cbz x8, .LBB_1304
	add x8, x8, x8, lsl #1
	lsl x1, x8, #4
.LBB_1287:
	mov x0, x20
	b .LBB_1302
.LBB_1288:
	add x22, x20, #32
	b .LBB_1290
.LBB_1289:
	subs x21, x21, #1
	add x22, x22, #48
	b.eq .LBB_1285
.LBB_1290:
	ldur x8, [x22, #-32]
	cbz x8, .LBB_1292
	ldur x0, [x22, #-24]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1292:
	ldur x8, [x22, #-8]
	cbz x8, .LBB_1289
	ldr x0, [x22]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1289
.LBB_1294:
	ldr x8, [sp, #560]
	add x20, x8, #8
	b .LBB_1296
.LBB_1295:
	subs x22, x22, #1
	add x20, x20, #24
	b.eq .LBB_1282
.LBB_1296:
	ldur x8, [x20, #-8]
	cbz x8, .LBB_1295
	ldr x0, [x20]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1295
	ldr x8, [sp, #768]
	mov x19, x0
	cbz x8, .LBB_1300
	lsl x1, x8, #3
	mov w2, #8
	mov x0, x20
	bl __rustc::__rust_dealloc
.LBB_1300:
	cbz x26, .LBB_1304
	lsl x1, x26, #3
	mov x0, x27
.LBB_1302:
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1304
	mov x19, x0
.LBB_1304:
	ldr x8, [sp, #1144]
	cbz x8, .LBB_1306
	ldr x0, [sp, #1152]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1306:
	add x0, sp, #848
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1307:
	ldr x8, [sp, #792]
	cbnz x8, .LBB_1310
	ldr x8, [sp, #816]
	cbnz x8, .LBB_1311
.LBB_1309:
	mov x0, x19
	bl _Unwind_Resume
.LBB_1310:
	ldr x0, [sp, #800]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #816]
	cbz x8, .LBB_1309
.LBB_1311:
	ldr x0, [sp, #824]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x19
	bl _Unwind_Resume
