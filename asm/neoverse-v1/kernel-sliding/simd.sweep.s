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
	sub sp, sp, #2128
	str xzr, [sp]
	add x26, sp, #1368
	add x23, sp, #1024
	mov x20, x1
	mov x25, x0
	ldp x21, x28, [x1, #16]
	add x8, x28, x28, lsl #1
	str x21, [sp, #680]
	lsl x19, x8, #4
	add x8, x21, x8, lsl #4
	str x8, [sp, #648]
	mov w8, #1025
	mov x22, x19
	dup v0.2d, x8
	str q0, [sp, #944]
.LBB_1:
	cbz x22, .LBB_9
	add x0, sp, #1024
	mov x1, x21
	bl kernel_sliding::raw_lengths
	ldr q0, [sp, #1040]
	ldr q1, [sp, #1024]
	ldr q2, [sp, #944]
	cmhi v0.2d, v0.2d, v2.2d
	cmhi v1.2d, v1.2d, v2.2d
	uzp1 v0.4s, v1.4s, v0.4s
	umaxv s0, v0.4s
	fmov w8, s0
	tbnz w8, #0, .LBB_8
	ldr x8, [sp, #1056]
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #16]
	tbz x8, #63, .LBB_5
	b .LBB_1115
.LBB_5:
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #24]
	tbz x8, #63, .LBB_7
	b .LBB_1115
.LBB_7:
	add x21, x21, #48
	sub x22, x22, #48
	cmp x8, #1026
	b.lo .LBB_1
.LBB_8:
	mov x8, x25
	mov x0, x20
	add sp, sp, #2128
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
	ldr x20, [sp, #680]
	add x0, sp, #968
	mov x4, x28
	mov x3, x20
	str x2, [sp, #960]
	str x1, [sp, #616]
	str x2, [sp, #624]
	bl kernel_sliding::grid_for
	cbz x28, .LBB_22
	add x8, sp, #1024
	add x0, x8, #8
	mov x1, x20
	bl kernel_sliding::raw_lengths
	ldr x8, [sp, #1032]
	ldr x9, [sp, #1040]
	ldr x10, [sp, #1048]
	cmp x8, x9
	csel x8, x8, x9, hi
	ldr x11, [sp, #1056]
	ldr x12, [sp, #1064]
	cmp x8, x10
	csel x8, x8, x10, hi
	cmp x8, x11
	csel x8, x8, x11, hi
	cmp x8, x12
	csel x21, x8, x12, hi
	cmp x28, #1
	b.eq .LBB_15
	ldr x8, [sp, #680]
	mov x9, #-6148914691236517206
	movk x9, #43691
	add x20, x8, #48
	sub x8, x19, #48
	umulh x8, x8, x9
	lsr x22, x8, #5
.LBB_13:
	add x0, sp, #1024
	mov x1, x20
	bl kernel_sliding::raw_lengths
	ldr q0, [sp, #1040]
	ldr q1, [sp, #1024]
	ptrue p0.d, vl2
	ldr x8, [sp, #1056]
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
	ldr x8, [sp, #680]
	cmp x21, #0
	cset w9, ne
	ldr x8, [x8, #16]
	tbz x8, #63, .LBB_16
	b .LBB_1158
.LBB_16:
	ldr x10, [sp, #680]
	ldr x10, [x10, #24]
	tbz x10, #63, .LBB_17
	b .LBB_1158
.LBB_17:
	sub x9, x21, x9
	cmp x10, x8
	csel x22, x10, x8, hi
	cmp x28, #1
	str x9, [sp, #920]
	b.eq .LBB_23
	mov x9, #-6148914691236517206
	sub x8, x19, #48
	movk x9, #43691
	umulh x8, x8, x9
	ldr x9, [sp, #680]
	lsr x8, x8, #5
	add x9, x9, #72
.LBB_19:
	ldur x10, [x9, #-8]
	tbz x10, #63, .LBB_20
	b .LBB_1158
.LBB_20:
	ldr x11, [x9], #48
	tbz x11, #63, .LBB_21
	b .LBB_1158
.LBB_21:
	cmp x11, x10
	csel x10, x11, x10, hi
	cmp x22, x10
	csel x22, x22, x10, hi
	subs x8, x8, #1
	b.ne .LBB_19
	b .LBB_23
.LBB_22:
	str xzr, [sp, #920]
	mov x22, xzr
.LBB_23:
	cmp x22, #0
	cset w8, ne
	movi v0.2d, #0000000000000000
	sub x8, x22, x8
	cmp x28, #0
	csel x20, xzr, x8, eq
	str q0, [sp, #1792]
	str q0, [sp, #1808]
	str x8, [sp, #944]
	str q0, [sp, #1824]
	str q0, [sp, #1840]
	str q0, [sp, #1856]
	str q0, [sp, #1872]
	str q0, [sp, #1888]
	str q0, [sp, #1904]
	str q0, [sp, #1136]
	str q0, [sp, #1120]
	str q0, [sp, #1104]
	str q0, [sp, #1088]
	str q0, [sp, #1072]
	str q0, [sp, #1056]
	str q0, [sp, #1040]
	str q0, [sp, #1024]
	add x0, sp, #1368
	add x1, sp, #1024
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	add x8, x20, #1025
	str x8, [sp, #576]
	str q0, [sp, #1136]
	str q0, [sp, #1120]
	str q0, [sp, #1104]
	str q0, [sp, #1088]
	str q0, [sp, #1072]
	str q0, [sp, #1056]
	str q0, [sp, #1040]
	str q0, [sp, #1024]
	add x0, sp, #1448
	add x1, sp, #1024
	add x2, x20, #1025
	str x20, [sp, #744]
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	str q0, [sp, #1136]
	str q0, [sp, #1120]
	str q0, [sp, #1104]
	str q0, [sp, #1088]
	str q0, [sp, #1072]
	str q0, [sp, #1056]
	str q0, [sp, #1040]
	str q0, [sp, #1024]
	add x0, sp, #1536
	add x1, sp, #1024
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	add x0, sp, #1664
	add x1, sp, #1792
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1194
	mov x20, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1195
	mov x24, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #32800
	mov w1, #2
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1196
	ldr q1, [x26]
	add x9, sp, #1024
	movi v0.2d, #0000000000000000
	mov w8, #1025
	str x20, [sp, #1128]
	str x24, [sp, #1152]
	add x9, x9, #168
	str x8, [sp, #1120]
	str x0, [sp, #1176]
	stp q0, q0, [x9, #96]
	ldr x9, [sp, #1384]
	stur q0, [x23, #248]
	stur q0, [x23, #232]
	stur q0, [x23, #216]
	stur q0, [x23, #200]
	stur q0, [x23, #184]
	stur q0, [x23, #168]
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q1, [sp, #1024]
	ldr q1, [x26, #80]
	str x9, [sp, #1040]
	add x9, sp, #793
	stur q1, [x9, #255]
	ldr q1, [sp, #1536]
	mov w9, #15375
	str q1, [sp, #1072]
	ldr q1, [sp, #1664]
	stur q1, [x23, #72]
	index z1.d, x8, x9
	mov x8, #-16384
	mov w9, #16400
	str q1, [sp, #1136]
	index z1.d, x9, x8
	ldr x8, [sp, #1464]
	ldr x9, [sp, #1552]
	str x8, [sp, #1064]
	ldr x8, [sp, #1680]
	str x9, [sp, #1088]
	str x8, [sp, #1112]
	mov w8, #16
	stur q1, [x23, #136]
	str x8, [sp, #1184]
	ldr x8, [sp, #920]
	add x21, x8, #1025
	add x0, sp, #1320
	add x1, sp, #1792
	add x2, x8, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	ldr x9, [sp, #744]
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
	ldr x9, [sp, #744]
	mov x20, x0
	mov x8, x9
	cbz x0, .LBB_38
	cmp x9, #2
	str x8, [sp, #928]
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
	b .LBB_1235
.LBB_39:
	mov w20, #8
	cmp x9, #2
	str xzr, [sp, #928]
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
	ldr x10, [sp, #744]
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
	cbz x0, .LBB_1201
	ldr x26, [sp, #944]
	mov x27, x0
	ldr x8, [sp, #744]
	cmp x8, #2
	mov x8, x27
	b.hs .LBB_51
	b .LBB_58
.LBB_50:
	mov w27, #8
	mov x26, xzr
	ldr x8, [sp, #744]
	cmp x8, #2
	mov x8, x27
	b.lo .LBB_58
.LBB_51:
	ldr x8, [sp, #744]
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
	ldr x10, [sp, #744]
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
	ldr x8, [sp, #928]
	ldr x9, [sp, #744]
	str x20, [sp, #1544]
	str x26, [sp, #1560]
	str x27, [sp, #1568]
	str x8, [sp, #1536]
	mov x8, #-6148914691236517206
	str x9, [sp, #1552]
	str x9, [sp, #1576]
	movk x8, #682, lsl #48
	cmp x28, x8
	b.ls .LBB_62
	mov x23, xzr
.LBB_61:
	mov x0, x23
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_1235
.LBB_62:
	str x21, [sp, #352]
	str x28, [sp, #592]
	str x25, [sp, #336]
	cbz x19, .LBB_68
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w23, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	ldr x9, [sp, #592]
	mov x28, x0
	mov x8, x9
	cbz x0, .LBB_61
	cmp x9, #2
	str x8, [sp, #1448]
	str x28, [sp, #1456]
	b.lo .LBB_69
.LBB_65:
	cmp x22, #2
	b.hs .LBB_74
	ldr x9, [sp, #592]
	add x8, sp, #1792
	mov w10, #8
	sub x9, x9, #1
.LBB_67:
	str xzr, [sp, #1792]
	str x10, [sp, #1800]
	subs x9, x9, #1
	ldr q0, [sp, #1792]
	stp xzr, xzr, [x8, #16]
	str x10, [sp, #1824]
	ldr q1, [sp, #1808]
	str q0, [sp, #1664]
	str xzr, [sp, #1832]
	ldr q2, [sp, #1824]
	str q1, [sp, #1680]
	str q2, [sp, #1696]
	stp q0, q1, [x28]
	str q2, [x28, #32]
	add x28, x28, #48
	b.ne .LBB_67
	b .LBB_78
.LBB_68:
	ldr x9, [sp, #592]
	mov w28, #8
	cmp x9, #2
	str xzr, [sp, #1448]
	str x28, [sp, #1456]
	b.hs .LBB_65
.LBB_69:
	cbnz x9, .LBB_78
	ldr x8, [sp, #928]
	str xzr, [sp, #1464]
	cbz x8, .LBB_72
	lsl x1, x8, #3
	mov w2, #8
	mov x0, x20
	bl __rustc::__rust_dealloc
.LBB_72:
	ldr x19, [sp, #920]
	ldr x20, [sp, #592]
	ldr x23, [sp, #624]
	add x21, sp, #1024
	ldr x22, [sp, #616]
	cbz x26, .LBB_79
	lsl x1, x26, #3
	mov w2, #8
	mov x0, x27
	bl __rustc::__rust_dealloc
	b .LBB_79
.LBB_74:
	ldr x8, [sp, #944]
	mov w26, #1
	mov x22, xzr
	lsl x19, x8, #3
	ldr x8, [sp, #592]
	sub x21, x8, #1
.LBB_75:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x24
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1177
	mov x23, x0
	mov x1, x20
	mov x2, x24
	bl memcpy
	ldr x25, [sp, #744]
	str x23, [sp, #1800]
	str x25, [sp, #1792]
	str x25, [sp, #1808]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1178
	mov x23, x0
	mov x1, x27
	mov x2, x19
	bl memcpy
	str x25, [sp, #1816]
	str x23, [sp, #1824]
	ldr q1, [sp, #1792]
	add x22, x22, #1
	ldr q2, [sp, #1808]
	cmp x21, x22
	str x25, [sp, #1832]
	ldr q0, [sp, #1824]
	str q1, [sp, #1664]
	str q0, [sp, #1696]
	str q2, [sp, #1680]
	stp q1, q2, [x28]
	str q0, [x28, #32]
	add x28, x28, #48
	b.ne .LBB_75
.LBB_78:
	ldr q0, [sp, #1536]
	ldr q1, [sp, #1552]
	ldr q2, [sp, #1568]
	add x21, sp, #1024
	ldr x20, [sp, #592]
	ldr x19, [sp, #920]
	ldr x23, [sp, #624]
	ldr x22, [sp, #616]
	stp q1, q2, [x28, #16]
	str q0, [x28]
	str x20, [sp, #1464]
.LBB_79:
	add x8, sp, #1368
	ldr q0, [x8, #80]
	ldr x8, [sp, #1464]
	str x8, [sp, #1360]
	str q0, [sp, #1344]
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x11, x8, x0
	ldrb w8, [x11, #16]
	cmp w8, #1
	b.ne .LBB_1106
	ldp x0, x1, [x11]
.LBB_81:
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	add x9, x0, #1
	add x26, x21, #168
	str x0, [sp, #1408]
	str x1, [sp, #1416]
	ldp q0, q1, [x8]
	str x9, [x11]
	add x9, sp, #1368
	add x8, sp, #968
	str x8, [sp, #1368]
	stur q1, [x9, #24]
	stp q1, q0, [sp, #928]
	stur q0, [x9, #8]
	cbz x20, .LBB_118
	add x8, x20, x20, lsl #1
	str x11, [sp, #880]
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	str x19, [sp, #912]
	mov x0, x19
	bl __rustc::__rust_alloc
	str x0, [sp, #464]
	cbz x0, .LBB_1204
	cntw x14
	mov w8, #8
	mov w9, #48
	mov x26, xzr
	cmp x14, #8
	csel x8, x14, x8, hi
	rdvl x15, #2
	str x8, [sp, #904]
	ldr x8, [sp, #680]
.LBB_84:
	mov x25, x15
	mov x21, x14
	madd x2, x26, x9, x8
	add x0, sp, #1792
	add x1, sp, #1368
	bl kernel_sliding::bound::lines
	ldr x8, [sp, #1808]
	ldr x9, [sp, #1832]
	ldr x20, [sp, #1792]
	cmp x9, x8
	csel x22, x9, x8, lo
	ldr x24, [sp, #1800]
	ldr x19, [sp, #1816]
	ldr x27, [sp, #1824]
	lsl x23, x22, #3
	lsr x8, x22, #60
	cbnz x8, .LBB_116
	cbz x22, .LBB_90
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x23
	bl __rustc::__rust_alloc
	mov x28, x0
	mov w0, #8
	cbz x28, .LBB_117
	ldr x8, [sp, #904]
	ptrue p0.b
	cmp x22, x8
	b.hs .LBB_91
	ldr x23, [sp, #624]
	mov x8, xzr
	mov x14, x21
	mov x15, x25
	b .LBB_96
.LBB_90:
	ldr x23, [sp, #624]
	mov w28, #8
	mov x14, x21
	mov x15, x25
	b .LBB_102
.LBB_91:
	ldr x23, [sp, #624]
	sub x8, x28, x24
	sub x9, x28, x27
	mov x15, x25
	mov x14, x21
	cmp x8, x25
	ccmp x9, x25, #0, hs
	b.hs .LBB_93
	mov x8, xzr
	b .LBB_96
.LBB_93:
	udiv x8, x22, x14
	mov x9, xzr
	mul x8, x8, x14
	sub x10, x22, x8
	mov x11, x8
.LBB_94:
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
	b.ne .LBB_94
	cbz x10, .LBB_102
.LBB_96:
	sub w9, w22, w8
	mov x11, x8
	ands x9, x9, #0x3
	b.eq .LBB_99
	mov x11, x8
.LBB_98:
	ldr d0, [x24, x11, lsl #3]
	ldr d1, [x27, x11, lsl #3]
	subs x9, x9, #1
	fadd d0, d0, d1
	str d0, [x28, x11, lsl #3]
	add x11, x11, #1
	b.ne .LBB_98
.LBB_99:
	sub x8, x8, x22
	cmn x8, #4
	b.hi .LBB_102
	sub x8, x22, x11
	add x9, x27, x11, lsl #3
	add x10, x24, x11, lsl #3
	add x11, x28, x11, lsl #3
	add x9, x9, #16
	add x10, x10, #16
	add x11, x11, #16
.LBB_101:
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
	b.ne .LBB_101
.LBB_102:
	cbz x19, .LBB_104
	lsl x1, x19, #3
	mov w2, #8
	mov x0, x27
	bl __rustc::__rust_dealloc
	mov x15, x25
	mov x14, x21
.LBB_104:
	cbz x20, .LBB_106
	lsl x1, x20, #3
	mov w2, #8
	mov x0, x24
	bl __rustc::__rust_dealloc
	mov x15, x25
	mov x14, x21
.LBB_106:
	ldr x8, [sp, #464]
	mov w9, #24
	ldr x20, [sp, #592]
	madd x8, x26, x9, x8
	add x26, x26, #1
	mov w9, #48
	cmp x26, x20
	stp x22, x28, [x8]
	str x22, [x8, #16]
	ldr x8, [sp, #680]
	ldr x22, [sp, #616]
	b.ne .LBB_84
	ldr x8, [sp, #464]
	str x20, [sp, #1424]
	str x20, [sp, #1440]
	str x8, [sp, #1432]
	add x8, x20, x20, lsl #2
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1234
	ldr x11, [sp, #880]
	add x21, sp, #1024
	subs x9, x20, #2
	str x0, [sp, #344]
	add x26, x21, #168
	b.lo .LBB_1081
	ldr x19, [sp, #920]
	sub x10, x20, #1
	cmp x9, #3
	mov x9, x0
	and x8, x10, #0x3
	b.lo .LBB_113
	ldr x9, [sp, #344]
	movi v0.2d, #0000000000000000
	and x10, x10, #0xfffffffffffffffc
.LBB_111:
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
	b.ne .LBB_111
	ldr x28, [sp, #592]
	cbz x8, .LBB_1082
.LBB_113:
	movi v0.2d, #0000000000000000
.LBB_114:
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	add x9, x9, #40
	subs x8, x8, #1
	b.ne .LBB_114
	ldr x28, [sp, #592]
	b .LBB_1082
.LBB_116:
	mov x0, xzr
.LBB_117:
	mov x1, x23
	bl alloc::raw_vec::handle_error
	b .LBB_1235
.LBB_118:
	mov w8, #8
	mov w9, #8
	mov x28, xzr
	str xzr, [sp, #1424]
	str xzr, [sp, #1440]
	str x8, [sp, #344]
	mov w8, #8
	str x9, [sp, #1432]
	str x8, [sp, #464]
	ldrb w8, [x11, #16]
	str xzr, [sp, #688]
	cmp w8, #1
	b.ne .LBB_1083
.LBB_119:
	ldp x0, x1, [x11]
.LBB_120:
	ldp q0, q1, [sp, #928]
	add x8, x0, #1
	mov x9, #64513
	mov w10, #16400
	str x22, [sp, #1448]
	movk x9, #49167, lsl #16
	str x8, [x11]
	add x8, sp, #1368
	str x23, [sp, #1456]
	str x0, [sp, #1496]
	movk x9, #255, lsl #32
	str x1, [sp, #1504]
	movk x9, #4092, lsl #48
	stp q1, q0, [x8, #96]
	ldr x8, [sp, #960]
	umulh x9, x8, x9
	lsr x9, x9, #10
	msub x8, x9, x10, x8
	cmp x8, #0
	cinc x15, x9, ne
	cbz x15, .LBB_1068
	add x9, x21, #48
	add x8, x21, #72
	add x10, x19, #1
	mov w16, #14350
	str xzr, [sp, #696]
	str x26, [sp, #152]
	stp x8, x9, [sp, #168]
	add x8, sp, #1512
	add x9, sp, #1792
	mov w13, #15375
	sub x14, x13, x19
	add x8, x8, #8
	stp x10, x8, [sp, #408]
	add x8, x9, #24
	ldr x9, [sp, #744]
	str x8, [sp, #664]
	add x8, x9, #1
	str x8, [sp, #312]
	add x8, sp, #968
	add x8, x8, #48
	str x8, [sp, #904]
	lsl x8, x9, #7
	str x8, [sp, #328]
	sub x8, x16, x19
	str x8, [sp, #480]
	mov w8, #13325
	sub x8, x8, x19
	str x8, [sp, #488]
	mov w8, #12300
	sub x8, x8, x19
	str x8, [sp, #496]
	mov w8, #11275
	sub x8, x8, x19
	str x8, [sp, #504]
	mov w8, #10250
	sub x8, x8, x19
	str x8, [sp, #512]
	mov w8, #9225
	sub x8, x8, x19
	str x8, [sp, #520]
	mov w8, #8200
	sub x8, x8, x19
	str x8, [sp, #528]
	mov w8, #64
	orr x10, x8, x19, lsl #7
	bfi x8, x9, #7, #57
	str x10, [sp, #392]
	str x8, [sp, #456]
	mov w8, #7175
	sub x8, x8, x19
	str x8, [sp, #536]
	mov w8, #6150
	sub x8, x8, x19
	str x8, [sp, #544]
	mov w8, #5125
	sub x8, x8, x19
	str x8, [sp, #552]
	mov w8, #4100
	sub x8, x8, x19
	str x8, [sp, #560]
	neg x8, x19
	str x8, [sp, #656]
	sub x8, x29, #144
	add x8, x8, #24
	str x8, [sp, #600]
	mov w8, #1
	sub x8, x8, x9
	str x8, [sp, #360]
	adrp x8, .Lanon.1
	add x9, x8, :lo12:.Lanon.1
	sub x8, x13, x19
	stp x9, x8, [sp]
.LBB_122:
	ldr x9, [sp, #1336]
	cbz x9, .LBB_173
	ldr x8, [sp, #1328]
	ldr x10, [sp, #696]
	add x9, x8, x9, lsl #7
	b .LBB_125
.LBB_124:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #120]
	add x8, x8, #128
	add x10, x10, #1
	cmp x8, x9
	b.eq .LBB_173
.LBB_125:
	cmp x10, x19
	b.hs .LBB_141
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, #1025
	str d0, [x8]
	cmp x11, x19
	b.hs .LBB_143
.LBB_127:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, #2050
	str d0, [x8, #8]
	cmp x11, x19
	b.hs .LBB_145
.LBB_128:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, #3075
	str d0, [x8, #16]
	cmp x11, x19
	b.hs .LBB_147
.LBB_129:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #4100
	str d0, [x8, #24]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_149
.LBB_130:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #5125
	str d0, [x8, #32]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_151
.LBB_131:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #6150
	str d0, [x8, #40]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_153
.LBB_132:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #7175
	str d0, [x8, #48]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_155
.LBB_133:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #8200
	str d0, [x8, #56]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_157
.LBB_134:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #9225
	str d0, [x8, #64]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_159
.LBB_135:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #10250
	str d0, [x8, #72]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_161
.LBB_136:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #11275
	str d0, [x8, #80]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_163
.LBB_137:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #12300
	str d0, [x8, #88]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_165
.LBB_138:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #13325
	str d0, [x8, #96]
	add x11, x10, x11
	cmp x11, x19
	b.hs .LBB_167
.LBB_139:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x16
	str d0, [x8, #104]
	cmp x11, x19
	b.hs .LBB_169
.LBB_140:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x13
	str d0, [x8, #112]
	cmp x11, x19
	b.lo .LBB_124
	b .LBB_171
.LBB_141:
	ldr x11, [sp, #656]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	add x11, x10, #1025
	str d0, [x8]
	cmp x11, x19
	b.lo .LBB_127
.LBB_143:
	ldr x11, [sp, #656]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	add x11, x11, #1025
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	add x11, x10, #2050
	str d0, [x8, #8]
	cmp x11, x19
	b.lo .LBB_128
.LBB_145:
	ldr x11, [sp, #656]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	add x11, x11, #2050
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	add x11, x10, #3075
	str d0, [x8, #16]
	cmp x11, x19
	b.lo .LBB_129
.LBB_147:
	ldr x11, [sp, #656]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	add x11, x11, #3075
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #4100
	str d0, [x8, #24]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_130
.LBB_149:
	ldr x11, [sp, #560]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #5125
	str d0, [x8, #32]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_131
.LBB_151:
	ldr x11, [sp, #552]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #6150
	str d0, [x8, #40]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_132
.LBB_153:
	ldr x11, [sp, #544]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #7175
	str d0, [x8, #48]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_133
.LBB_155:
	ldr x11, [sp, #536]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #8200
	str d0, [x8, #56]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_134
.LBB_157:
	ldr x11, [sp, #528]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #9225
	str d0, [x8, #64]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_135
.LBB_159:
	ldr x11, [sp, #520]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #10250
	str d0, [x8, #72]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_136
.LBB_161:
	ldr x11, [sp, #512]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #11275
	str d0, [x8, #80]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_137
.LBB_163:
	ldr x11, [sp, #504]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #12300
	str d0, [x8, #88]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_138
.LBB_165:
	ldr x11, [sp, #496]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	mov w11, #13325
	str d0, [x8, #96]
	add x11, x10, x11
	cmp x11, x19
	b.lo .LBB_139
.LBB_167:
	ldr x11, [sp, #488]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	add x11, x10, x16
	str d0, [x8, #104]
	cmp x11, x19
	b.lo .LBB_140
.LBB_169:
	ldr x11, [sp, #480]
	ldr x12, [sp, #960]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	add x11, x10, x13
	str d0, [x8, #112]
	cmp x11, x19
	b.lo .LBB_124
.LBB_171:
	ldr x12, [sp, #960]
	add x11, x14, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_1156
	ldr d0, [x22, x0, lsl #3]
	str d0, [x8, #120]
	add x8, x8, #128
	add x10, x10, #1
	cmp x8, x9
	b.ne .LBB_125
.LBB_173:
	ldr x8, [sp, #976]
	ldr x9, [sp, #984]
	cbz x9, .LBB_176
	cmp x9, #1
	b.ne .LBB_177
	ldr x16, [sp, #696]
	mov x10, xzr
	b .LBB_179
.LBB_176:
	ldr x16, [sp, #696]
	mov x10, x9
	b .LBB_180
.LBB_177:
	ldr x16, [sp, #696]
	mov x10, xzr
	mov x11, x9
.LBB_178:
	lsr x12, x11, #1
	add x13, x12, x10
	sub x11, x11, x12
	ldr x14, [x8, x13, lsl #3]
	cmp x14, x16
	csel x10, x13, x10, lo
	cmp x11, #1
	b.hi .LBB_178
.LBB_179:
	ldr x11, [x8, x10, lsl #3]
	cmp x11, x16
	cinc x10, x10, lo
.LBB_180:
	mov w11, #16400
	add x19, x8, x10, lsl #3
	add x20, x8, x9, lsl #3
	lsl x8, x9, #3
	sub x15, x15, #1
	str x15, [sp, #144]
	add x24, x16, x11
	sub x8, x8, x10, lsl #3
	str x24, [sp, #584]
.LBB_181:
	cbz x8, .LBB_193
	ldr x21, [x19], #8
	cmp x21, x24
	b.hs .LBB_193
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
	b.lo .LBB_181
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #64
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1233
	ldr x8, [sp, #696]
	mov x9, #64513
	mov w25, #1
	str x0, [sp, #1800]
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
	str x8, [sp, #1792]
	mov w8, #1
	str x8, [sp, #1808]
.LBB_186:
	cmp x19, x20
	b.eq .LBB_194
	ldr x21, [x19], #8
	cmp x21, x24
	b.hs .LBB_194
	mov x8, #64513
	mov x9, #18014398492704768
	movk x8, #49167, lsl #16
	movk x9, #16369
	movk x8, #255, lsl #32
	movk x9, #61443, lsl #32
	movk x8, #4092, lsl #48
	mul x8, x21, x8
	cmp x8, x9
	b.lo .LBB_186
	ldr x8, [sp, #1792]
	mov x1, x25
	cmp x25, x8
	b.ne .LBB_192
	add x0, sp, #1792
	mov w2, #1
	mov w3, #8
	mov w4, #16
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x0, [sp, #1800]
	mov x1, x25
.LBB_192:
	ldr x8, [sp, #696]
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
	mov x25, x1
	str x1, [sp, #1808]
	b .LBB_186
.LBB_193:
	mov w8, #8
	str xzr, [sp, #160]
	mov x0, xzr
	str x8, [sp, #752]
	b .LBB_195
.LBB_194:
	ldr x8, [sp, #1792]
	cmp x25, #2
	mov x0, x25
	str x8, [sp, #160]
	ldr x8, [sp, #1800]
	str x8, [sp, #752]
	b.hs .LBB_1064
.LBB_195:
	ldr x19, [sp, #920]
.LBB_196:
	ldr x9, [sp, #1328]
	ldr x11, [sp, #984]
	ldr x27, [sp, #1336]
	mov x8, xzr
	lsl x12, x11, #3
	str x9, [sp, #672]
	ldr x9, [sp, #960]
	ldr x10, [sp, #976]
	str x0, [sp, #760]
	b .LBB_200
.LBB_197:
	mov x15, xzr
.LBB_198:
.LBB_199:
	add x13, sp, #1792
	add x13, x13, x8, lsl #4
	add x8, x8, #1
	cmp x8, #16
	stp x15, x16, [x13]
	b.eq .LBB_220
.LBB_200:
	ldr x14, [sp, #696]
	add x13, x8, x8, lsl #10
	mov x15, xzr
	add x13, x13, x14
	add x14, x13, #1025
	cmp x9, x14
	csel x14, x9, x14, lo
	cmp x13, x9
	b.hs .LBB_198
	sub x16, x14, x13
	cmp x16, #1025
	b.ne .LBB_199
	mov x16, x11
	cbz x11, .LBB_208
	cmp x11, #1
	b.ne .LBB_205
	mov x15, xzr
	b .LBB_207
.LBB_205:
	mov x15, xzr
	mov x16, x11
.LBB_206:
	lsr x17, x16, #1
	add x18, x17, x15
	sub x16, x16, x17
	ldr x0, [x10, x18, lsl #3]
	cmp x0, x13
	csel x15, x18, x15, lo
	cmp x16, #1
	b.hi .LBB_206
.LBB_207:
	ldr x16, [x10, x15, lsl #3]
	ldr x0, [sp, #760]
	cmp x16, x13
	cinc x16, x15, lo
.LBB_208:
	add x15, x10, x16, lsl #3
	sub x16, x12, x16, lsl #3
.LBB_209:
	cbz x16, .LBB_212
	ldr x17, [x15], #8
	cmp x17, x14
	b.hs .LBB_212
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
	b.lo .LBB_209
	b .LBB_197
.LBB_212:
	cbz x11, .LBB_215
	cmp x11, #1
	b.ne .LBB_216
	mov x14, xzr
	b .LBB_218
.LBB_215:
	mov x16, #-1
	b .LBB_219
.LBB_216:
	mov x14, xzr
	mov x15, x11
.LBB_217:
	lsr x16, x15, #1
	add x17, x16, x14
	sub x15, x15, x16
	ldr x18, [x10, x17, lsl #3]
	cmp x18, x13
	csel x14, x14, x17, hi
	cmp x15, #1
	b.hi .LBB_217
.LBB_218:
	ldr x15, [x10, x14, lsl #3]
	cmp x15, x13
	cinc x13, x14, ls
	sub x16, x13, #1
.LBB_219:
	mov w15, #1
	b .LBB_199
.LBB_220:
	ldr x8, [sp, #592]
	cbz x8, .LBB_1061
	ldr x9, [sp, #1792]
	ldr x8, [sp, #1808]
	ldr x10, [sp, #1800]
	cmn x19, #1026
	ldr x11, [sp, #2024]
	ldr x17, [sp, #680]
	str xzr, [sp, #472]
	str x27, [sp, #928]
	stp x8, x9, [sp, #296]
	ldr x8, [sp, #1816]
	ldr x9, [sp, #1824]
	stp x8, x10, [sp, #128]
	ldr x8, [sp, #1840]
	ldr x10, [sp, #1832]
	stp x8, x9, [sp, #280]
	ldr x8, [sp, #1848]
	ldr x9, [sp, #1856]
	stp x8, x10, [sp, #112]
	ldr x8, [sp, #1872]
	ldr x10, [sp, #1864]
	stp x8, x9, [sp, #264]
	ldr x8, [sp, #1880]
	ldr x9, [sp, #1888]
	stp x8, x10, [sp, #96]
	ldr x8, [sp, #1904]
	ldr x10, [sp, #1896]
	stp x8, x9, [sp, #248]
	ldr x8, [sp, #1912]
	ldr x9, [sp, #1920]
	stp x8, x10, [sp, #80]
	ldr x8, [sp, #1936]
	ldr x10, [sp, #1928]
	stp x8, x9, [sp, #232]
	ldr x8, [sp, #1944]
	ldr x9, [sp, #1952]
	stp x8, x10, [sp, #64]
	ldr x8, [sp, #1968]
	ldr x10, [sp, #1960]
	stp x8, x9, [sp, #216]
	ldr x8, [sp, #1976]
	ldr x9, [sp, #1984]
	stp x8, x10, [sp, #48]
	ldr x8, [sp, #2000]
	ldr x10, [sp, #1992]
	stp x8, x9, [sp, #200]
	ldr x8, [sp, #2008]
	ldr x9, [sp, #672]
	stp x8, x10, [sp, #32]
	ldr x8, [sp, #408]
	ldr x10, [sp, #2016]
	add x8, x9, x8, lsl #7
	str x8, [sp, #384]
	ldr x8, [sp, #752]
	add x8, x8, x0, lsl #4
	str x8, [sp, #912]
	ldr x8, [sp, #352]
	ccmp x8, x27, #2, ls
	cset w8, hi
	str w8, [sp, #404]
	add x8, x9, #64
	str x8, [sp, #640]
	ldr x8, [sp, #2032]
	stp x8, x10, [sp, #184]
	ldr x8, [sp, #2040]
	stp x8, x11, [sp, #16]
.LBB_222:
	ldr x9, [x17, #16]
	tbz x9, #63, .LBB_223
	b .LBB_1180
.LBB_223:
	ldr x11, [x17]
	tbz x11, #63, .LBB_224
	b .LBB_1180
.LBB_224:
	ldr x13, [x17, #8]
	tbz x13, #63, .LBB_225
	b .LBB_1180
.LBB_225:
	ldr x10, [x17, #24]
	sub x18, x11, #1
	sub x8, x13, #1
	cmp x18, x8
	csel x12, x18, x8, hi
	tbz x10, #63, .LBB_226
	b .LBB_1180
.LBB_226:
	ldp x14, x15, [x17, #32]
	orr x16, x14, x15
	tbz x16, #63, .LBB_227
	b .LBB_1180
.LBB_227:
	add x9, x9, x12
	sub x12, x15, #1
	str x17, [sp, #568]
	sub x16, x9, #1
	sub x9, x14, #1
	ldr x14, [sp, #584]
	cmp x9, x12
	csel x12, x9, x12, hi
	sub x9, x10, #1
	cmp x12, x9
	csel x10, x12, x9, hi
	ldr x12, [sp, #696]
	subs x12, x16, x12
	ccmp x16, x14, #2, hs
	b.hs .LBB_230
	mov x14, #64513
	movk x14, #49167, lsl #16
	movk x14, #255, lsl #32
	movk x14, #4092, lsl #48
	umulh x14, x12, x14
	lsr x14, x14, #6
	str x14, [sp, #800]
	add x14, x14, x14, lsl #10
	subs x12, x12, x14
	str x12, [sp, #864]
	b.eq .LBB_230
	mov w12, #1
	str x12, [sp, #880]
	b .LBB_231
.LBB_230:
	str xzr, [sp, #880]
.LBB_231:
	add x10, x9, x10
	ldr x9, [sp, #696]
	ldr x12, [sp, #584]
	subs x9, x10, x9
	ccmp x10, x12, #2, hs
	b.hs .LBB_234
	mov x10, #64513
	movk x10, #49167, lsl #16
	movk x10, #255, lsl #32
	movk x10, #4092, lsl #48
	umulh x10, x9, x10
	lsr x10, x10, #6
	str x10, [sp, #320]
	add x10, x10, x10, lsl #10
	subs x9, x9, x10
	str x9, [sp, #608]
	b.eq .LBB_234
	mov w9, #1
	str x9, [sp, #632]
	b .LBB_235
.LBB_234:
	str xzr, [sp, #632]
.LBB_235:
	ldr x9, [sp, #1360]
	ldr x10, [sp, #472]
	cmp x10, x9
	b.hs .LBB_1202
	ldr x9, [sp, #696]
	mov x17, xzr
	subs x9, x8, x9
	b.lo .LBB_241
	ldr x10, [sp, #584]
	cmp x8, x10
	b.hs .LBB_241
	mov x8, #64513
	movk x8, #49167, lsl #16
	movk x8, #255, lsl #32
	movk x8, #4092, lsl #48
	umulh x8, x9, x8
	lsr x8, x8, #6
	add x10, x8, x8, lsl #10
	subs x9, x9, x10
	b.eq .LBB_240
	mov w17, #1
	str x9, [sp, #1520]
	str x8, [sp, #1528]
	b .LBB_241
.LBB_240:
	mov x17, xzr
.LBB_241:
	ldr x14, [sp, #1352]
	ldr x1, [sp, #1032]
	ldr x21, [sp, #1040]
	subs x8, x13, #1
	str x17, [sp, #1512]
	str x21, [sp, #944]
	str x14, [sp, #816]
	b.ne .LBB_246
	ldr w8, [sp, #404]
	tbnz w8, #0, .LBB_1101
	ldr x10, [sp, #392]
	ldr x12, [sp, #672]
	add x8, x1, #64
	mov x9, #-1
	add x12, x12, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_244:
	add x9, x9, #1
	cmp x21, x9
	b.eq .LBB_1169
	ldp q0, q1, [x12, #-64]
	ldp q2, q3, [x12, #-32]
	movi v16.2d, #0000000000000000
	sub x10, x10, #128
	fadd v1.2d, v1.2d, v16.2d
	fadd v3.2d, v3.2d, v16.2d
	ldp q4, q5, [x12]
	ldp q6, q7, [x12, #32]
	fadd v5.2d, v5.2d, v16.2d
	add x12, x12, #128
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
	cbnz x10, .LBB_244
	b .LBB_305
.LBB_246:
	ldr x9, [sp, #408]
	movi v0.2d, #0000000000000000
	cmp x19, x27
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	sub x0, x9, x13
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	b.hs .LBB_1142
	cmp x9, x13
	b.lo .LBB_1108
	cbz x13, .LBB_252
	add x12, sp, #1536
	ldr x9, [sp, #672]
	ldr q1, [sp, #1536]
	ldr q2, [sp, #1552]
	movi v3.2d, #0000000000000000
	movi d4, #0000000000000000
	movi d0, #0000000000000000
	movi v6.2d, #0000000000000000
	ldr q18, [sp, #1664]
	ldr q19, [sp, #1680]
	ldur q5, [x12, #88]
	movi v7.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	mov w10, #1
	ldur q20, [x12, #216]
	ldur q16, [x12, #104]
	ldur q21, [x12, #232]
	add x9, x9, x0, lsl #7
	ldr d17, [sp, #1656]
	ldr d22, [sp, #1784]
	ldr x12, [sp, #384]
.LBB_250:
	ldp q27, q28, [x9]
	ucvtf d26, x10
	add x10, x10, #1
	fadd v19.2d, v28.2d, v19.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v18.2d, v27.2d, v18.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v2.2d, v2.2d, v28.2d
	fadd v1.2d, v1.2d, v27.2d
	ldp q27, q28, [x9, #32]
	fadd v25.2d, v28.2d, v25.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v6.2d, v6.2d, v28.2d
	ldr d28, [x9, #80]
	fadd v3.2d, v3.2d, v27.2d
	ldr q27, [x9, #64]
	fadd d0, d28, d0
	fadd v24.2d, v27.2d, v24.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fmul d27, d28, d26
	fadd d4, d4, d27
	ldur q27, [x9, #88]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v20.2d, v27.2d, v20.2d
	ldur q27, [x9, #104]
	fadd v5.2d, v5.2d, v28.2d
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v21.2d, v27.2d, v21.2d
	ldr d27, [x9, #120]
	add x9, x9, #128
	cmp x9, x12
	fadd v16.2d, v16.2d, v28.2d
	fmul d26, d27, d26
	fadd d22, d27, d22
	fadd d17, d17, d26
	b.ne .LBB_250
	add x9, sp, #1536
	str q1, [sp, #1536]
	str q2, [sp, #1552]
	str q18, [sp, #1664]
	str q19, [sp, #1680]
	str q3, [sp, #1568]
	str q6, [sp, #1584]
	str q23, [sp, #1696]
	str q25, [sp, #1712]
	str q7, [sp, #1600]
	str q24, [sp, #1728]
	stur q5, [x9, #88]
	stur q20, [x9, #216]
	stur q16, [x9, #104]
	stur q21, [x9, #232]
	str d4, [sp, #1616]
	str d17, [sp, #1656]
	str d0, [sp, #1744]
	str d22, [sp, #1784]
	b .LBB_253
.LBB_252:
	movi v1.2d, #0000000000000000
	movi d17, #0000000000000000
	movi d4, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v16.2d, #0000000000000000
.LBB_253:
	ldr x0, [sp, #760]
	cbz x21, .LBB_1226
	madd x9, x13, x13, x13
	and x5, x8, #0x1ffffffffffffff
	cmp w17, #0
	mov x2, x1
	sub x22, x19, x13
	mov w16, #1
	mov x10, xzr
	add x8, x5, #1
	ucvtf d0, x9, #1
	and x6, x8, #0x3
	and x7, x8, #0x3fffffffffffffc
	ldr x8, [sp, #672]
	ldr x9, [sp, #416]
	dup v18.2d, v0.d[0]
	fdiv d17, d17, d0
	fdiv d4, d4, d0
	sub x23, x8, x13, lsl #7
	csel x4, x9, xzr, ne
	str d4, [x1, #80]
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v16.2d, v16.2d, v18.2d
	str d17, [x1, #120]
	stp q1, q2, [x1]
	fmov d2, #1.00000000
	fdiv v5.2d, v5.2d, v18.2d
	ucvtf d1, x13
	ldr x3, [sp, #1520]
	str q7, [x2, #64]!
	stur q5, [x1, #88]
	stur q16, [x1, #104]
	fdiv v6.2d, v6.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	stp q3, q6, [x1, #32]
	fdiv d2, d2, d0
.LBB_255:
	cmp x10, x0
	b.hs .LBB_260
	ldr x8, [sp, #752]
	add x9, x8, x10, lsl #4
.LBB_257:
	ldr x8, [x9], #16
	cmp x8, x16
	b.hs .LBB_261
	add x10, x10, #1
	cmp x0, x10
	b.ne .LBB_257
	mov x9, xzr
	mov x10, x0
	b .LBB_262
.LBB_260:
	mov x9, xzr
	b .LBB_262
.LBB_261:
	mov w9, #1
.LBB_262:
	cmp x3, x16
	mov w14, #1
	str x9, [sp, #1816]
	str x8, [sp, #1824]
	csel w12, wzr, w17, lo
	str x14, [sp, #1792]
	mov w14, #2
	str x3, [sp, #1840]
	str x14, [sp, #1808]
	str x12, [sp, #1832]
	tbnz w9, #0, .LBB_265
	cbnz w12, .LBB_265
	mov w15, #1025
	b .LBB_270
.LBB_265:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1800]
	ldr x8, [sp, #664]
	add x8, x8, x9, lsl #4
	add x9, sp, #1792
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x12, x9, [x29, #-144]
	cmp x9, x12
	stur q3, [x29, #-112]
	b.eq .LBB_269
	sub w9, w9, w12
	ands x9, x9, #0x3
	b.eq .LBB_269
	ldr x14, [sp, #600]
	add x12, x14, x12, lsl #4
.LBB_268:
	ldur w14, [x12, #-8]
	ldr x15, [x12], #16
	cmp x8, x15
	csel x15, x8, x15, lo
	cmp w14, #0
	csel x8, x15, x8, ne
	subs x9, x9, #1
	b.ne .LBB_268
.LBB_269:
	mov w9, #1025
	cmp x8, #1025
	csel x15, x8, x9, lo
.LBB_270:
	ldr q16, [sp, #1536]
	ldr q18, [sp, #1552]
	ldr q21, [sp, #1664]
	cmp x16, x15
	ldr q22, [sp, #1680]
	ldr q17, [sp, #1568]
	ldr q4, [sp, #1584]
	ldr q23, [sp, #1696]
	ldr q24, [sp, #1712]
	ldr q7, [sp, #1600]
	ldr q6, [sp, #1616]
	ldr q25, [sp, #1728]
	ldr q26, [sp, #1744]
	ldr q5, [sp, #1632]
	ldr q3, [sp, #1648]
	ldr q27, [sp, #1760]
	ldr q29, [sp, #1776]
	b.hs .LBB_276
	ldr x12, [sp, #640]
	add x8, x22, x16
	add x9, x19, x16
	cmp x16, x21
	csel x24, x16, x21, hi
	add x8, x12, x8, lsl #7
	add x9, x12, x9, lsl #7
	add x12, x2, x16, lsl #7
.LBB_272:
	add x14, x19, x16
	cmp x14, x27
	b.hs .LBB_1134
	add x14, x22, x16
	cmp x14, x27
	b.hs .LBB_1133
	cmp x24, x16
	b.eq .LBB_1151
	ldp q20, q19, [x9, #32]
	ldp q31, q30, [x8, #32]
	add x16, x16, #1
	cmp x15, x16
	ldp q11, q10, [x9]
	fadd v13.2d, v19.2d, v29.2d
	ldp q28, q12, [x9, #-32]
	fmul v14.2d, v19.2d, v1.d[0]
	fsub v19.2d, v13.2d, v30.2d
	fadd v30.2d, v20.2d, v27.2d
	fmul v13.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v14.2d
	fsub v20.2d, v30.2d, v31.2d
	fmul v30.2d, v10.2d, v1.d[0]
	fmul v31.2d, v11.2d, v1.d[0]
	fadd v10.2d, v10.2d, v26.2d
	fadd v5.2d, v5.2d, v13.2d
	fmul v13.2d, v12.2d, v1.d[0]
	fsub v3.2d, v3.2d, v29.2d
	fadd v6.2d, v6.2d, v30.2d
	fadd v7.2d, v7.2d, v31.2d
	ldp q31, q30, [x9, #-64]
	fsub v5.2d, v5.2d, v27.2d
	ldp q14, q27, [x8, #-32]
	add x9, x9, #128
	fadd v4.2d, v4.2d, v13.2d
	fmul v13.2d, v28.2d, v1.d[0]
	fsub v6.2d, v6.2d, v26.2d
	fadd v26.2d, v11.2d, v25.2d
	fadd v11.2d, v12.2d, v24.2d
	fsub v7.2d, v7.2d, v25.2d
	fadd v12.2d, v28.2d, v23.2d
	fsub v4.2d, v4.2d, v24.2d
	fadd v17.2d, v17.2d, v13.2d
	fmul v13.2d, v30.2d, v1.d[0]
	ldp q25, q24, [x8, #-64]
	fadd v15.2d, v30.2d, v22.2d
	fsub v30.2d, v11.2d, v27.2d
	fmul v27.2d, v7.2d, v2.d[0]
	fadd v9.2d, v31.2d, v21.2d
	fsub v17.2d, v17.2d, v23.2d
	fadd v18.2d, v18.2d, v13.2d
	fmul v13.2d, v31.2d, v1.d[0]
	fsub v31.2d, v12.2d, v14.2d
	fmul v12.2d, v6.2d, v2.d[0]
	fmul v23.2d, v17.2d, v2.d[0]
	fsub v18.2d, v18.2d, v22.2d
	fsub v11.2d, v9.2d, v25.2d
	fadd v16.2d, v16.2d, v13.2d
	ldp q29, q13, [x8], #128
	stp q27, q12, [x12]
	mov v27.16b, v20.16b
	fmul v22.2d, v18.2d, v2.d[0]
	fsub v16.2d, v16.2d, v21.2d
	fmul v21.2d, v16.2d, v2.d[0]
	fsub v28.2d, v10.2d, v13.2d
	fsub v10.2d, v15.2d, v24.2d
	fmul v24.2d, v4.2d, v2.d[0]
	fmul v13.2d, v5.2d, v2.d[0]
	fsub v12.2d, v26.2d, v29.2d
	mov v26.16b, v28.16b
	mov v29.16b, v19.16b
	stp q21, q22, [x12, #-64]
	fmul v22.2d, v3.2d, v2.d[0]
	stp q23, q24, [x12, #-32]
	mov v21.16b, v11.16b
	mov v23.16b, v31.16b
	mov v24.16b, v30.16b
	mov v25.16b, v12.16b
	stp q13, q22, [x12, #32]
	mov v22.16b, v10.16b
	add x12, x12, #128
	b.ne .LBB_272
	b .LBB_277
.LBB_276:
	mov v11.16b, v21.16b
	mov v10.16b, v22.16b
	mov v31.16b, v23.16b
	mov v30.16b, v24.16b
	mov v12.16b, v25.16b
	mov v28.16b, v26.16b
	mov v20.16b, v27.16b
	mov v19.16b, v29.16b
.LBB_277:
	cmp x15, #1024
	str q16, [sp, #1536]
	str q18, [sp, #1552]
	str q17, [sp, #1568]
	str q4, [sp, #1584]
	str q7, [sp, #1600]
	str q6, [sp, #1616]
	str q5, [sp, #1632]
	str q3, [sp, #1648]
	str q11, [sp, #1664]
	str q10, [sp, #1680]
	str q31, [sp, #1696]
	str q30, [sp, #1712]
	str q12, [sp, #1728]
	str q28, [sp, #1744]
	str q20, [sp, #1760]
	str q19, [sp, #1776]
	b.hi .LBB_305
	add x12, x15, x19
	cmp x12, x27
	b.hs .LBB_1173
	ldr x14, [sp, #672]
	sub x8, x12, x13
	cmp x8, x27
	b.hs .LBB_1165
	add x9, x14, x12, lsl #7
	add x8, x14, x8, lsl #7
	cmp x10, x0
	ldr q21, [x9]
	fmul v22.2d, v21.2d, v1.d[0]
	fadd v21.2d, v21.2d, v11.2d
	fadd v16.2d, v16.2d, v22.2d
	fsub v16.2d, v16.2d, v11.2d
	str q16, [sp, #1536]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q22, [x9, #16]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v10.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v10.2d
	str q18, [sp, #1552]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #32]
	fmul v24.2d, v23.2d, v1.d[0]
	fadd v17.2d, v17.2d, v24.2d
	fsub v17.2d, v17.2d, v31.2d
	str q17, [sp, #1568]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q24, [x9, #48]
	fmul v25.2d, v24.2d, v1.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fsub v4.2d, v4.2d, v30.2d
	str q4, [sp, #1584]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q25, [x9, #64]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v7.2d, v7.2d, v26.2d
	fsub v7.2d, v7.2d, v12.2d
	str q7, [sp, #1600]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q26, [x9, #80]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fsub v6.2d, v6.2d, v28.2d
	str q6, [sp, #1616]
	ldr q27, [x9, #96]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v5.2d, v5.2d, v29.2d
	fsub v5.2d, v5.2d, v20.2d
	fadd v20.2d, v27.2d, v20.2d
	str q5, [sp, #1632]
	ldr q29, [x9, #112]
	fmul v9.2d, v29.2d, v1.d[0]
	fadd v3.2d, v3.2d, v9.2d
	fsub v3.2d, v3.2d, v19.2d
	fadd v19.2d, v29.2d, v19.2d
	str q3, [sp, #1648]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q9, [x8]
	fsub v21.2d, v21.2d, v9.2d
	str q21, [sp, #1664]
	ldr q21, [x8, #16]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v23.2d, v31.2d
	str q21, [sp, #1680]
	ldr q21, [x8, #32]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v24.2d, v30.2d
	str q21, [sp, #1696]
	ldr q21, [x8, #48]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v25.2d, v12.2d
	str q21, [sp, #1712]
	ldr q21, [x8, #64]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v26.2d, v28.2d
	str q21, [sp, #1728]
	ldr q21, [x8, #80]
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1744]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1760]
	ldr q20, [x8, #112]
	str q4, [sp, #1840]
	fmul v4.2d, v6.2d, v2.d[0]
	str q16, [sp, #1792]
	str q18, [sp, #1808]
	str q17, [sp, #1824]
	str q7, [sp, #1856]
	str q3, [sp, #1904]
	str q4, [sp, #1872]
	fsub v4.2d, v19.2d, v20.2d
	str q4, [sp, #1776]
	fmul v4.2d, v5.2d, v2.d[0]
	str q4, [sp, #1888]
	b.hi .LBB_1085
	ldr x8, [sp, #752]
	add x16, x15, #1
	mov w20, wzr
	mov x19, x4
	add x24, x8, x10, lsl #4
	add x8, x12, #1
	add x12, x23, x12, lsl #7
	sub x0, x8, x13
	add x9, x14, x0, lsl #7
	b .LBB_284
.LBB_282:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	mov x30, x26
	b.hs .LBB_1128
.LBB_283:
	add x24, sp, #1536
	mov x26, x30
	str d4, [x24, x19, lsl #3]
	add x24, sp, #1664
	str d3, [x24, x19, lsl #3]
	fdiv d3, d4, d0
	add x24, sp, #1792
	str d3, [x24, x19, lsl #3]
	mov x19, x21
	ldr x21, [sp, #944]
	mov x24, x14
.LBB_284:
	cbz w20, .LBB_293
.LBB_285:
	mov x14, x24
.LBB_286:
	cbz x19, .LBB_303
	ldr x20, [x19]
	cmp x20, x15
	b.ne .LBB_303
	mov x21, xzr
	mov w20, #2
	mov x24, x19
	cmp x8, x13
	b.lo .LBB_1073
.LBB_289:
	ldr x19, [x24, #8]
	cbz x13, .LBB_282
	cmp x19, #15
	b.hi .LBB_1116
	cmp x5, #3
	mov x30, x26
	b.hs .LBB_296
	mov x24, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x25, x9
	b .LBB_300
.LBB_293:
	ldr x14, [sp, #912]
	cmp x24, x14
	b.eq .LBB_285
	mov x14, x24
	ldr x20, [x14], #16
	cmp x20, x15
	b.ne .LBB_286
	mov w20, wzr
	mov x21, x19
	cmp x8, x13
	b.hs .LBB_289
	b .LBB_1073
.LBB_296:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x25, x19, #3
	mov x24, xzr
	mov x26, x12
.LBB_297:
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
	cmp x7, x24
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
	b.ne .LBB_297
	cbz x6, .LBB_302
	ldr x28, [sp, #688]
	ldr x27, [sp, #928]
	add x25, x26, #128
.LBB_300:
	add x24, x24, #1
	add x25, x25, x19, lsl #3
	mov x26, x6
.LBB_301:
	ldr d6, [x25], #128
	ucvtf d5, x24
	add x24, x24, #1
	subs x26, x26, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_301
	b .LBB_283
.LBB_302:
	ldr x28, [sp, #688]
	ldr x27, [sp, #928]
	b .LBB_283
.LBB_303:
	cmp x15, x21
	b.hs .LBB_1181
	ldr q3, [sp, #1856]
	add x8, x1, x15, lsl #7
	ldr x19, [sp, #920]
	ldr x0, [sp, #760]
	cmp x15, #1024
	str q3, [x8, #64]
	ldr q3, [sp, #1872]
	str q3, [x8, #80]
	ldr q3, [sp, #1888]
	str q3, [x8, #96]
	ldr q3, [sp, #1904]
	str q3, [x8, #112]
	ldr q3, [sp, #1792]
	str q3, [x8]
	ldr q3, [sp, #1808]
	str q3, [x8, #16]
	ldr q3, [sp, #1824]
	str q3, [x8, #32]
	ldr q3, [sp, #1840]
	str q3, [x8, #48]
	b.ne .LBB_255
.LBB_305:
	ldr x9, [sp, #1064]
	ldr x8, [sp, #744]
	subs x17, x9, x8
	b.lo .LBB_1109
	ldr x10, [sp, #696]
	mov x8, xzr
	subs x10, x18, x10
	b.lo .LBB_311
	ldr x12, [sp, #584]
	cmp x18, x12
	b.hs .LBB_311
	mov x8, #64513
	movk x8, #49167, lsl #16
	movk x8, #255, lsl #32
	movk x8, #4092, lsl #48
	umulh x8, x10, x8
	lsr x8, x8, #6
	add x12, x8, x8, lsl #10
	subs x10, x10, x12
	b.eq .LBB_310
	str x8, [sp, #1528]
	mov w8, #1
	str x10, [sp, #1520]
	b .LBB_311
.LBB_310:
	mov x8, xzr
.LBB_311:
	ldr x10, [sp, #1056]
	ldr x18, [sp, #1032]
	ldr x21, [sp, #1040]
	str x8, [sp, #1512]
	subs x8, x11, #1
	str x21, [sp, #944]
	b.ne .LBB_317
	ldr w8, [sp, #404]
	tbnz w8, #0, .LBB_1100
	ldr x11, [sp, #456]
	ldr x12, [sp, #392]
	ldr x14, [sp, #672]
	mov x8, xzr
	add x10, x10, x11
	ldr x11, [sp, #360]
	add x14, x14, x12
	mov w12, #128
	movk w12, #2, lsl #16
	add x9, x11, x9
	add x11, x18, #64
.LBB_314:
	cmp x21, x8
	b.eq .LBB_1170
	add x8, x8, #1
	cmp x9, x8
	b.eq .LBB_1171
	ldp q0, q1, [x11, #-64]
	ldp q2, q3, [x14, #-64]
	movi v18.2d, #0000000000000000
	sub x12, x12, #128
	fadd v1.2d, v1.2d, v1.2d
	fadd v3.2d, v3.2d, v18.2d
	ldp q4, q5, [x11, #-32]
	ldp q6, q7, [x14, #-32]
	ldp q16, q17, [x11]
	fadd v5.2d, v5.2d, v5.2d
	fadd v7.2d, v7.2d, v18.2d
	fadd v17.2d, v17.2d, v17.2d
	fadd v0.2d, v0.2d, v0.2d
	fadd v2.2d, v2.2d, v18.2d
	fsub v1.2d, v1.2d, v3.2d
	fadd v4.2d, v4.2d, v4.2d
	fadd v6.2d, v6.2d, v18.2d
	fadd v16.2d, v16.2d, v16.2d
	fsub v5.2d, v5.2d, v7.2d
	fsub v0.2d, v0.2d, v2.2d
	ldp q2, q3, [x14]
	fsub v4.2d, v4.2d, v6.2d
	ldp q6, q7, [x11, #32]
	add x11, x11, #128
	fadd v3.2d, v3.2d, v18.2d
	fadd v7.2d, v7.2d, v7.2d
	fadd v2.2d, v2.2d, v18.2d
	fsub v3.2d, v17.2d, v3.2d
	fadd v6.2d, v6.2d, v6.2d
	fsub v2.2d, v16.2d, v2.2d
	ldp q16, q17, [x14, #32]
	add x14, x14, #128
	stp q0, q1, [x10, #-64]
	stp q4, q5, [x10, #-32]
	stp q2, q3, [x10]
	fadd v0.2d, v17.2d, v18.2d
	fadd v16.2d, v16.2d, v18.2d
	fsub v0.2d, v7.2d, v0.2d
	fsub v6.2d, v6.2d, v16.2d
	stp q6, q0, [x10, #32]
	add x10, x10, #128
	cbnz x12, .LBB_314
	b .LBB_378
.LBB_317:
	ldr x12, [sp, #408]
	movi v0.2d, #0000000000000000
	cmp x19, x27
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	sub x0, x12, x11
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	b.hs .LBB_1142
	cmp x12, x11
	b.lo .LBB_1114
	cbz x11, .LBB_323
	add x14, sp, #1536
	add x15, sp, #1664
	movi v6.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	ldr x12, [sp, #672]
	ldr q3, [sp, #1536]
	ldr q4, [sp, #1552]
	movi v5.2d, #0000000000000000
	add x14, x14, #88
	add x15, x15, #88
	ldr q18, [sp, #1664]
	ldr q19, [sp, #1680]
	ldr q2, [sp, #1632]
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	ld1 { v6.d }[1], [x14]
	ld1 { v20.d }[1], [x15]
	ldr q1, [sp, #1648]
	movi v23.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	mov w14, #1
	ldr q0, [sp, #1760]
	ldr q17, [sp, #1776]
	ldr x15, [sp, #384]
	add x12, x12, x0, lsl #7
.LBB_321:
	ldp q25, q26, [x12]
	ucvtf d24, x14
	add x14, x14, #1
	fadd v19.2d, v26.2d, v19.2d
	fmul v26.2d, v26.2d, v24.d[0]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v18.2d, v25.2d, v18.2d
	fadd v4.2d, v4.2d, v26.2d
	fadd v3.2d, v3.2d, v27.2d
	ldp q25, q27, [x12, #32]
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v27.2d, v24.d[0]
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v25.2d, v24.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fadd v5.2d, v5.2d, v25.2d
	ldp q25, q26, [x12, #64]
	fadd v20.2d, v26.2d, v20.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v6.2d, v6.2d, v25.2d
	ldp q25, q26, [x12, #96]
	fadd v16.2d, v16.2d, v27.2d
	add x12, x12, #128
	cmp x12, x15
	fadd v17.2d, v26.2d, v17.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v0.2d, v25.2d, v0.2d
	fadd v2.2d, v2.2d, v27.2d
	fadd v1.2d, v1.2d, v24.2d
	b.ne .LBB_321
	str q3, [sp, #1536]
	str q4, [sp, #1552]
	str q18, [sp, #1664]
	str q19, [sp, #1680]
	str q5, [sp, #1568]
	str q7, [sp, #1584]
	str q22, [sp, #1696]
	str q23, [sp, #1712]
	str q16, [sp, #1600]
	str q6, [sp, #1616]
	str q21, [sp, #1728]
	str q20, [sp, #1744]
	str q2, [sp, #1632]
	str q1, [sp, #1648]
	str q0, [sp, #1760]
	str q17, [sp, #1776]
	b .LBB_324
.LBB_323:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v1.2d, #0000000000000000
.LBB_324:
	ldr x14, [sp, #760]
	cbz x21, .LBB_1228
	ldr x12, [sp, #744]
	cmp x9, x12
	b.eq .LBB_1227
	madd x9, x11, x11, x11
	ldp q18, q19, [x18]
	mov x2, x18
	add x3, x10, x12, lsl #7
	and x4, x8, #0x1ffffffffffffff
	sub x28, x19, x11
	mov w16, #1
	add x8, x4, #1
	mov x1, xzr
	ucvtf d0, x9, #1
	and x22, x8, #0x3
	and x23, x8, #0x3fffffffffffffc
	ldr x8, [sp, #456]
	ldr x9, [sp, #416]
	dup v17.2d, v0.d[0]
	fadd v18.2d, v18.2d, v18.2d
	add x8, x10, x8
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v4.2d, v4.2d, v17.2d
	fdiv v5.2d, v5.2d, v17.2d
	str x8, [sp, #832]
	ldr x8, [sp, #672]
	sub x8, x8, x11, lsl #7
	fdiv v7.2d, v7.2d, v17.2d
	str x8, [sp, #848]
	fsub v3.2d, v18.2d, v3.2d
	fadd v18.2d, v19.2d, v19.2d
	fdiv v16.2d, v16.2d, v17.2d
	fdiv v6.2d, v6.2d, v17.2d
	fdiv v2.2d, v2.2d, v17.2d
	fsub v4.2d, v18.2d, v4.2d
	ldp q18, q19, [x18, #32]
	fdiv v1.2d, v1.2d, v17.2d
	ldr q17, [x18, #112]
	fadd v17.2d, v17.2d, v17.2d
	fsub v1.2d, v17.2d, v1.2d
	fadd v18.2d, v18.2d, v18.2d
	fsub v5.2d, v18.2d, v5.2d
	fadd v18.2d, v19.2d, v19.2d
	fsub v7.2d, v18.2d, v7.2d
	ldr q18, [x2, #64]!
	fadd v18.2d, v18.2d, v18.2d
	fsub v16.2d, v18.2d, v16.2d
	ldp q18, q19, [x18, #80]
	stp q3, q4, [x3]
	stp q5, q7, [x3, #32]
	fadd v18.2d, v18.2d, v18.2d
	fsub v6.2d, v18.2d, v6.2d
	fadd v18.2d, v19.2d, v19.2d
	fsub v2.2d, v18.2d, v2.2d
	stp q16, q6, [x3, #64]
	stp q2, q1, [x3, #96]
	fmov d2, #1.00000000
	ucvtf d1, x11
	ldr w5, [sp, #1512]
	ldr x6, [sp, #1520]
	fdiv d2, d2, d0
	cmp w5, #0
	csel x7, x9, xzr, ne
.LBB_327:
	cmp x1, x14
	b.hs .LBB_332
	ldr x8, [sp, #752]
	add x9, x8, x1, lsl #4
.LBB_329:
	ldr x8, [x9], #16
	cmp x8, x16
	b.hs .LBB_333
	add x1, x1, #1
	cmp x14, x1
	b.ne .LBB_329
	mov x9, xzr
	mov x1, x14
	b .LBB_334
.LBB_332:
	mov x9, xzr
	b .LBB_334
.LBB_333:
	mov w9, #1
.LBB_334:
	cmp x6, x16
	mov w10, #1
	str x9, [sp, #1816]
	str x8, [sp, #1824]
	csel w12, wzr, w5, lo
	str x10, [sp, #1792]
	mov w10, #2
	str x6, [sp, #1840]
	str x10, [sp, #1808]
	str x12, [sp, #1832]
	tbnz w9, #0, .LBB_337
	cbnz w12, .LBB_337
	mov w15, #1025
	b .LBB_342
.LBB_337:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1800]
	ldr x8, [sp, #664]
	add x8, x8, x9, lsl #4
	add x9, sp, #1792
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x12, x9, [x29, #-144]
	cmp x9, x12
	stur q3, [x29, #-112]
	b.eq .LBB_341
	sub w9, w9, w12
	ands x9, x9, #0x3
	b.eq .LBB_341
	ldr x10, [sp, #600]
	add x12, x10, x12, lsl #4
.LBB_340:
	ldur w14, [x12, #-8]
	ldr x15, [x12], #16
	cmp x8, x15
	csel x15, x8, x15, lo
	cmp w14, #0
	csel x8, x15, x8, ne
	subs x9, x9, #1
	b.ne .LBB_340
.LBB_341:
	mov w9, #1025
	cmp x8, #1025
	csel x15, x8, x9, lo
.LBB_342:
	ldr q19, [sp, #1536]
	ldr q20, [sp, #1552]
	ldr q17, [sp, #1664]
	cmp x16, x15
	ldr q6, [sp, #1680]
	ldr q21, [sp, #1568]
	ldr q23, [sp, #1584]
	ldr q7, [sp, #1696]
	ldr q4, [sp, #1712]
	ldr q22, [sp, #1600]
	ldr q24, [sp, #1616]
	ldr q5, [sp, #1728]
	ldr q3, [sp, #1744]
	ldr q26, [sp, #1632]
	ldr q25, [sp, #1648]
	ldr q18, [sp, #1760]
	ldr q16, [sp, #1776]
	b.hs .LBB_349
	ldr x14, [sp, #832]
	ldr x10, [sp, #640]
	lsl x12, x16, #7
	add x9, x28, x16
	cmp x16, x21
	csel x24, x16, x21, hi
	cmp x16, x17
	csel x8, x16, x17, hi
	add x0, x14, x12
	add x14, x19, x16
	add x9, x10, x9, lsl #7
	add x12, x2, x12
	add x14, x10, x14, lsl #7
.LBB_344:
	add x19, x19, x16
	cmp x19, x27
	b.hs .LBB_1129
	add x19, x28, x16
	cmp x19, x27
	b.hs .LBB_1130
	cmp x24, x16
	b.eq .LBB_1138
	ldr x19, [sp, #920]
	cmp x8, x16
	b.eq .LBB_1136
	ldp q10, q11, [x14, #-64]
	ldp q9, q30, [x14, #-32]
	add x16, x16, #1
	cmp x15, x16
	ldp q28, q27, [x14]
	fmul v31.2d, v11.2d, v1.d[0]
	fmul v13.2d, v30.2d, v1.d[0]
	fadd v11.2d, v11.2d, v6.2d
	fadd v30.2d, v30.2d, v4.2d
	fmul v15.2d, v27.2d, v1.d[0]
	fadd v27.2d, v27.2d, v3.2d
	fmul v29.2d, v10.2d, v1.d[0]
	fmul v12.2d, v9.2d, v1.d[0]
	fadd v10.2d, v10.2d, v17.2d
	fmul v14.2d, v28.2d, v1.d[0]
	fadd v9.2d, v9.2d, v7.2d
	fadd v28.2d, v28.2d, v5.2d
	fadd v20.2d, v20.2d, v31.2d
	fadd v23.2d, v23.2d, v13.2d
	fadd v24.2d, v24.2d, v15.2d
	fadd v19.2d, v19.2d, v29.2d
	ldp q29, q31, [x14, #32]
	fadd v21.2d, v21.2d, v12.2d
	fadd v22.2d, v22.2d, v14.2d
	fsub v20.2d, v20.2d, v6.2d
	fsub v23.2d, v23.2d, v4.2d
	fsub v24.2d, v24.2d, v3.2d
	add x14, x14, #128
	fsub v19.2d, v19.2d, v17.2d
	fsub v21.2d, v21.2d, v7.2d
	fsub v22.2d, v22.2d, v5.2d
	fmul v13.2d, v31.2d, v1.d[0]
	fadd v31.2d, v31.2d, v16.2d
	fmul v12.2d, v29.2d, v1.d[0]
	fadd v29.2d, v29.2d, v18.2d
	fadd v25.2d, v25.2d, v13.2d
	fadd v26.2d, v26.2d, v12.2d
	ldp q12, q13, [x9, #-64]
	fsub v25.2d, v25.2d, v16.2d
	ldp q16, q14, [x9, #32]
	fsub v26.2d, v26.2d, v18.2d
	fsub v6.2d, v11.2d, v13.2d
	ldp q11, q13, [x9]
	fsub v17.2d, v10.2d, v12.2d
	ldp q10, q12, [x9, #-32]
	fsub v18.2d, v29.2d, v16.2d
	fmul v29.2d, v19.2d, v2.d[0]
	fsub v16.2d, v31.2d, v14.2d
	fmul v31.2d, v20.2d, v2.d[0]
	add x9, x9, #128
	fsub v3.2d, v27.2d, v13.2d
	ldp q27, q13, [x12, #32]
	fsub v4.2d, v30.2d, v12.2d
	ldp q30, q12, [x12, #-32]
	fsub v5.2d, v28.2d, v11.2d
	ldp q28, q11, [x12]
	fsub v7.2d, v9.2d, v10.2d
	ldp q9, q10, [x12, #-64]
	add x12, x12, #128
	fadd v12.2d, v12.2d, v12.2d
	fadd v27.2d, v27.2d, v27.2d
	fadd v10.2d, v10.2d, v10.2d
	fadd v30.2d, v30.2d, v30.2d
	fadd v28.2d, v28.2d, v28.2d
	fadd v9.2d, v9.2d, v9.2d
	fsub v31.2d, v10.2d, v31.2d
	fmul v10.2d, v23.2d, v2.d[0]
	fsub v29.2d, v9.2d, v29.2d
	fmul v9.2d, v21.2d, v2.d[0]
	fsub v10.2d, v12.2d, v10.2d
	fmul v12.2d, v24.2d, v2.d[0]
	stp q29, q31, [x0, #-64]
	fadd v31.2d, v11.2d, v11.2d
	fmul v29.2d, v25.2d, v2.d[0]
	fadd v11.2d, v13.2d, v13.2d
	fsub v30.2d, v30.2d, v9.2d
	fmul v9.2d, v22.2d, v2.d[0]
	fsub v31.2d, v31.2d, v12.2d
	stp q30, q10, [x0, #-32]
	fsub v28.2d, v28.2d, v9.2d
	fmul v9.2d, v26.2d, v2.d[0]
	fsub v27.2d, v27.2d, v9.2d
	stp q28, q31, [x0]
	fsub v28.2d, v11.2d, v29.2d
	stp q27, q28, [x0, #32]
	add x0, x0, #128
	b.ne .LBB_344
.LBB_349:
	ldr x10, [sp, #760]
	cmp x15, #1024
	str q19, [sp, #1536]
	str q20, [sp, #1552]
	str q21, [sp, #1568]
	str q23, [sp, #1584]
	str q22, [sp, #1600]
	str q24, [sp, #1616]
	str q26, [sp, #1632]
	str q25, [sp, #1648]
	str q17, [sp, #1664]
	str q6, [sp, #1680]
	str q7, [sp, #1696]
	str q4, [sp, #1712]
	str q5, [sp, #1728]
	str q3, [sp, #1744]
	str q18, [sp, #1760]
	str q16, [sp, #1776]
	b.hi .LBB_378
	add x12, x15, x19
	cmp x12, x27
	b.hs .LBB_1173
	ldr x14, [sp, #672]
	sub x8, x12, x11
	cmp x8, x27
	b.hs .LBB_1165
	add x9, x14, x12, lsl #7
	add x8, x14, x8, lsl #7
	cmp x1, x10
	ldr q27, [x9]
	fmul v28.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v28.2d
	fsub v19.2d, v19.2d, v17.2d
	fadd v17.2d, v27.2d, v17.2d
	str q19, [sp, #1536]
	ldr q28, [x9, #16]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v20.2d, v20.2d, v29.2d
	fsub v20.2d, v20.2d, v6.2d
	fadd v6.2d, v28.2d, v6.2d
	str q20, [sp, #1552]
	ldr q29, [x9, #32]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v21.2d, v21.2d, v30.2d
	fsub v21.2d, v21.2d, v7.2d
	fadd v7.2d, v29.2d, v7.2d
	str q21, [sp, #1568]
	ldr q30, [x9, #48]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v23.2d, v23.2d, v31.2d
	fsub v23.2d, v23.2d, v4.2d
	fadd v4.2d, v30.2d, v4.2d
	str q23, [sp, #1584]
	ldr q31, [x9, #64]
	fmul v9.2d, v31.2d, v1.d[0]
	fadd v22.2d, v22.2d, v9.2d
	fsub v22.2d, v22.2d, v5.2d
	fadd v5.2d, v31.2d, v5.2d
	str q22, [sp, #1600]
	ldr q9, [x9, #80]
	fmul v10.2d, v9.2d, v1.d[0]
	fadd v24.2d, v24.2d, v10.2d
	fsub v24.2d, v24.2d, v3.2d
	fadd v3.2d, v9.2d, v3.2d
	str q24, [sp, #1616]
	ldr q10, [x9, #96]
	fmul v11.2d, v10.2d, v1.d[0]
	fadd v26.2d, v26.2d, v11.2d
	fsub v26.2d, v26.2d, v18.2d
	str q26, [sp, #1632]
	ldr q11, [x9, #112]
	fmul v12.2d, v11.2d, v1.d[0]
	fadd v25.2d, v25.2d, v12.2d
	fsub v25.2d, v25.2d, v16.2d
	str q25, [sp, #1648]
	ldr q12, [x8]
	fsub v17.2d, v17.2d, v12.2d
	str q17, [sp, #1664]
	ldr q17, [x8, #16]
	fsub v6.2d, v6.2d, v17.2d
	fmul v17.2d, v22.2d, v2.d[0]
	str q6, [sp, #1680]
	ldr q6, [x8, #32]
	fsub v6.2d, v7.2d, v6.2d
	fmul v7.2d, v21.2d, v2.d[0]
	str q6, [sp, #1696]
	ldr q6, [x8, #48]
	fsub v4.2d, v4.2d, v6.2d
	fmul v6.2d, v20.2d, v2.d[0]
	str q4, [sp, #1712]
	ldr q4, [x8, #64]
	fsub v4.2d, v5.2d, v4.2d
	fmul v5.2d, v19.2d, v2.d[0]
	str q4, [sp, #1728]
	ldr q4, [x8, #80]
	fsub v3.2d, v3.2d, v4.2d
	fadd v4.2d, v10.2d, v18.2d
	str q3, [sp, #1744]
	ldr q3, [x8, #96]
	fsub v3.2d, v4.2d, v3.2d
	fadd v4.2d, v11.2d, v16.2d
	fmul v16.2d, v23.2d, v2.d[0]
	str q3, [sp, #1760]
	ldr q3, [x8, #112]
	str q5, [sp, #1792]
	fmul v5.2d, v24.2d, v2.d[0]
	str q6, [sp, #1808]
	str q7, [sp, #1824]
	str q16, [sp, #1840]
	str q17, [sp, #1856]
	str q5, [sp, #1872]
	fsub v3.2d, v4.2d, v3.2d
	fmul v4.2d, v25.2d, v2.d[0]
	str q3, [sp, #1776]
	fmul v3.2d, v26.2d, v2.d[0]
	str q4, [sp, #1904]
	str q3, [sp, #1888]
	b.hi .LBB_1086
	ldr x8, [sp, #752]
	ldr x10, [sp, #848]
	add x16, x15, #1
	mov w20, wzr
	mov x19, x7
	add x24, x8, x1, lsl #4
	add x8, x12, #1
	add x12, x10, x12, lsl #7
	sub x0, x8, x11
	add x9, x14, x0, lsl #7
	b .LBB_356
.LBB_354:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	mov x30, x26
	b.hs .LBB_1128
.LBB_355:
	add x10, sp, #1536
	mov x24, x14
	mov x26, x30
	str d4, [x10, x19, lsl #3]
	add x10, sp, #1664
	str d3, [x10, x19, lsl #3]
	fdiv d3, d4, d0
	add x10, sp, #1792
	str d3, [x10, x19, lsl #3]
	mov x19, x21
	ldr x21, [sp, #944]
.LBB_356:
	cbz w20, .LBB_365
.LBB_357:
	mov x14, x24
.LBB_358:
	cbz x19, .LBB_375
	ldr x20, [x19]
	cmp x20, x15
	b.ne .LBB_375
	mov x21, xzr
	mov w20, #2
	mov x24, x19
	cmp x8, x11
	b.lo .LBB_1072
.LBB_361:
	ldr x19, [x24, #8]
	cbz x11, .LBB_354
	cmp x19, #15
	b.hi .LBB_1116
	cmp x4, #3
	mov x30, x26
	b.hs .LBB_368
	mov x24, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x25, x9
	b .LBB_372
.LBB_365:
	ldr x10, [sp, #912]
	cmp x24, x10
	b.eq .LBB_357
	mov x14, x24
	ldr x20, [x14], #16
	cmp x20, x15
	b.ne .LBB_358
	mov w20, wzr
	mov x21, x19
	cmp x8, x11
	b.hs .LBB_361
	b .LBB_1072
.LBB_368:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x25, x19, #3
	mov x24, xzr
	mov x26, x12
.LBB_369:
	add x27, x24, #1
	add x10, x24, #2
	ucvtf d5, x27
	add x27, x26, x25
	add x26, x26, #512
	ldr d6, [x27, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #256]
	fadd d4, d4, d5
	ucvtf d5, x10
	add x10, x24, #3
	add x24, x24, #4
	cmp x23, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #384]
	fadd d4, d4, d5
	ucvtf d5, x10
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x27, #512]
	fadd d4, d4, d5
	ucvtf d5, x24
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_369
	cbz x22, .LBB_374
	ldr x27, [sp, #928]
	add x25, x26, #128
.LBB_372:
	add x24, x24, #1
	add x25, x25, x19, lsl #3
	mov x26, x22
.LBB_373:
	ldr d6, [x25], #128
	ucvtf d5, x24
	add x24, x24, #1
	subs x26, x26, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_373
	b .LBB_355
.LBB_374:
	ldr x27, [sp, #928]
	b .LBB_355
.LBB_375:
	cmp x15, x21
	b.hs .LBB_1182
	ldr x19, [sp, #920]
	ldr x14, [sp, #760]
	cmp x15, x17
	b.hs .LBB_1183
	lsl x8, x15, #7
	ldr q19, [sp, #1792]
	ldr q20, [sp, #1808]
	ldr q21, [sp, #1840]
	cmp x15, #1024
	add x9, x18, x8
	add x8, x3, x8
	ldp q3, q4, [x9]
	ldp q5, q6, [x9, #32]
	ldp q7, q16, [x9, #64]
	fadd v4.2d, v4.2d, v4.2d
	fadd v6.2d, v6.2d, v6.2d
	ldp q17, q18, [x9, #96]
	fadd v3.2d, v3.2d, v3.2d
	fadd v5.2d, v5.2d, v5.2d
	fadd v7.2d, v7.2d, v7.2d
	fsub v4.2d, v4.2d, v20.2d
	ldr q20, [sp, #1872]
	fsub v6.2d, v6.2d, v21.2d
	ldr q21, [sp, #1904]
	fsub v3.2d, v3.2d, v19.2d
	ldr q19, [sp, #1824]
	fsub v5.2d, v5.2d, v19.2d
	ldr q19, [sp, #1856]
	fsub v7.2d, v7.2d, v19.2d
	ldr q19, [sp, #1888]
	stp q3, q4, [x8]
	fadd v3.2d, v16.2d, v16.2d
	fadd v4.2d, v17.2d, v17.2d
	fadd v16.2d, v18.2d, v18.2d
	stp q5, q6, [x8, #32]
	fsub v3.2d, v3.2d, v20.2d
	fsub v5.2d, v16.2d, v21.2d
	stp q7, q3, [x8, #64]
	fsub v4.2d, v4.2d, v19.2d
	stp q4, q5, [x8, #96]
	b.ne .LBB_327
.LBB_378:
	ldr x8, [sp, #1064]
	ldr x11, [sp, #744]
	ldr x28, [sp, #688]
	subs x17, x8, x11
	b.lo .LBB_1105
	ldr x9, [sp, #472]
	ldr x10, [sp, #816]
	mov w8, #48
	madd x10, x9, x8, x10
	ldr x9, [sp, #1056]
	str x10, [sp, #368]
	ldp x8, x10, [x10, #8]
	cbz x11, .LBB_384
	ldr x11, [sp, #328]
	ldr x12, [sp, #744]
	mov w14, #1025
	mov x15, x9
	add x11, x9, x11
	sub x24, x14, x12
	mov x12, x10
	mov x14, x8
.LBB_381:
	cmp x24, x17
	b.hs .LBB_1163
	cbz x12, .LBB_1162
	ldr d0, [x14], #8
	mov w16, #128
	sub x12, x12, #1
	add x24, x24, #1
	str d0, [x15]
	movk w16, #2, lsl #16
	add x16, x15, x16
	ldp q0, q1, [x16, #64]
	stur q1, [x15, #88]
	stur q0, [x15, #72]
	ldr q0, [x16, #96]
	stur q0, [x15, #104]
	ldp q0, q1, [x16]
	stur q1, [x15, #24]
	stur q0, [x15, #8]
	ldp q0, q1, [x16, #32]
	ldr x16, [x16, #112]
	str x16, [x15, #120]
	stur q1, [x15, #56]
	stur q0, [x15, #40]
	add x15, x15, #128
	cmp x15, x11
	b.ne .LBB_381
.LBB_384:
	ldr x14, [sp, #800]
	cbz x10, .LBB_388
	mov w11, #248
	mov w12, #1025
	lsl x10, x10, #3
	movk w11, #2, lsl #16
	add x9, x9, x11
	ldr x11, [sp, #744]
	sub x24, x12, x11
.LBB_386:
	cmp x24, x17
	b.hs .LBB_1164
	ldr d0, [x9], #128
	subs x10, x10, #8
	add x24, x24, #1
	str d0, [x8], #8
	b.ne .LBB_386
.LBB_388:
	ldr x8, [sp, #568]
	ldr x17, [x8, #16]
	tbnz x17, #63, .LBB_1180
	ldr x8, [sp, #880]
	ldr x18, [sp, #1056]
	ldr x16, [sp, #1064]
	ldr x15, [sp, #1080]
	ldr x24, [sp, #1088]
	str x14, [sp, #1528]
	str x8, [sp, #1512]
	ldr x8, [sp, #864]
	str x24, [sp, #944]
	str x8, [sp, #1520]
	subs x8, x17, #1
	b.ne .LBB_394
	ldr x8, [sp, #576]
	cmp x8, x16
	b.hi .LBB_1110
	ldr x8, [sp, #456]
	mov w10, #128
	mov x9, #-1
	movk w10, #2, lsl #16
	add x11, x18, x8
	add x8, x15, #64
.LBB_392:
	add x9, x9, #1
	cmp x24, x9
	b.eq .LBB_1151
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
	cbnz x10, .LBB_392
	b .LBB_453
.LBB_394:
	ldr x9, [sp, #312]
	ldr x19, [sp, #744]
	movi v0.2d, #0000000000000000
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	sub x0, x9, x17
	cmp x19, x16
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	b.hs .LBB_1122
	cmp x9, x17
	b.lo .LBB_1123
	cbz x17, .LBB_400
	add x12, sp, #1536
	ldr q1, [sp, #1536]
	ldr q2, [sp, #1552]
	ldr q18, [sp, #1664]
	add x9, x18, x9, lsl #7
	add x10, x18, x0, lsl #7
	movi v3.2d, #0000000000000000
	movi d4, #0000000000000000
	ldr q19, [sp, #1680]
	ldur q5, [x12, #88]
	ldur q20, [x12, #216]
	movi d0, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	ldur q7, [x12, #104]
	ldur q21, [x12, #232]
	ldr d17, [sp, #1656]
	movi v24.2d, #0000000000000000
	mov w11, #1
	ldr d22, [sp, #1784]
.LBB_398:
	ldp q27, q28, [x10]
	ucvtf d26, x11
	add x11, x11, #1
	fadd v19.2d, v28.2d, v19.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v18.2d, v27.2d, v18.2d
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
	fadd d0, d28, d0
	fadd v24.2d, v27.2d, v24.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fmul d27, d28, d26
	fadd d4, d4, d27
	ldur q27, [x10, #88]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v20.2d, v27.2d, v20.2d
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
	b.ne .LBB_398
	add x9, sp, #1536
	str q1, [sp, #1536]
	str q2, [sp, #1552]
	str q18, [sp, #1664]
	str q19, [sp, #1680]
	str q3, [sp, #1568]
	str q6, [sp, #1584]
	str q23, [sp, #1696]
	str q25, [sp, #1712]
	str q16, [sp, #1600]
	str q24, [sp, #1728]
	stur q5, [x9, #88]
	stur q20, [x9, #216]
	stur q7, [x9, #104]
	stur q21, [x9, #232]
	str d4, [sp, #1616]
	str d17, [sp, #1656]
	str d0, [sp, #1744]
	str d22, [sp, #1784]
	b .LBB_401
.LBB_400:
	movi v1.2d, #0000000000000000
	movi d17, #0000000000000000
	movi d4, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_401:
	ldr x11, [sp, #760]
	cbz x24, .LBB_1203
	madd x9, x17, x17, x17
	and x3, x8, #0x1ffffffffffffff
	sub x22, x18, x17, lsl #7
	mov x1, x15
	add x6, x18, #64
	mov w28, #1
	mov x10, xzr
	add x8, x3, #1
	ucvtf d0, x9, #1
	ldr x9, [sp, #880]
	and x4, x8, #0x3
	and x5, x8, #0x3fffffffffffffc
	ldr x8, [sp, #744]
	dup v18.2d, v0.d[0]
	fdiv d17, d17, d0
	fdiv d4, d4, d0
	cmp w9, #0
	ldr x9, [sp, #416]
	sub x7, x8, x17
	csel x2, x9, xzr, ne
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	str d4, [x15, #80]
	fdiv v16.2d, v16.2d, v18.2d
	fdiv v7.2d, v7.2d, v18.2d
	str d17, [x15, #120]
	stp q1, q2, [x15]
	fmov d2, #1.00000000
	fdiv v5.2d, v5.2d, v18.2d
	ucvtf d1, x17
	str q16, [x1, #64]!
	stur q5, [x15, #88]
	stur q7, [x15, #104]
	fdiv v6.2d, v6.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	stp q3, q6, [x15, #32]
	fdiv d2, d2, d0
.LBB_403:
	cmp x10, x11
	b.hs .LBB_408
	ldr x8, [sp, #752]
	add x9, x8, x10, lsl #4
.LBB_405:
	ldr x8, [x9], #16
	cmp x8, x28
	b.hs .LBB_409
	add x10, x10, #1
	cmp x11, x10
	b.ne .LBB_405
	mov x9, xzr
	mov x10, x11
	b .LBB_410
.LBB_408:
	mov x9, xzr
	b .LBB_410
.LBB_409:
	mov w9, #1
.LBB_410:
	ldr x14, [sp, #864]
	ldr x11, [sp, #880]
	mov w12, #1
	str x9, [sp, #1816]
	cmp x14, x28
	str x12, [sp, #1792]
	mov w12, #2
	str x12, [sp, #1808]
	str x8, [sp, #1824]
	str x14, [sp, #1840]
	csel w11, wzr, w11, lo
	str x11, [sp, #1832]
	tbnz w9, #0, .LBB_413
	cbnz w11, .LBB_413
	mov w23, #1025
	b .LBB_418
.LBB_413:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1800]
	ldr x8, [sp, #664]
	add x8, x8, x9, lsl #4
	add x9, sp, #1792
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x11, x9, [x29, #-144]
	cmp x9, x11
	stur q3, [x29, #-112]
	b.eq .LBB_417
	sub w9, w9, w11
	ands x9, x9, #0x3
	b.eq .LBB_417
	ldr x12, [sp, #600]
	add x11, x12, x11, lsl #4
.LBB_416:
	ldur w12, [x11, #-8]
	ldr x14, [x11], #16
	cmp x8, x14
	csel x14, x8, x14, lo
	cmp w12, #0
	csel x8, x14, x8, ne
	subs x9, x9, #1
	b.ne .LBB_416
.LBB_417:
	mov w9, #1025
	cmp x8, #1025
	csel x23, x8, x9, lo
.LBB_418:
	ldr q16, [sp, #1536]
	ldr q18, [sp, #1552]
	ldr q21, [sp, #1664]
	cmp x28, x23
	ldr q22, [sp, #1680]
	ldr q17, [sp, #1568]
	ldr q4, [sp, #1584]
	ldr q23, [sp, #1696]
	ldr q24, [sp, #1712]
	ldr q7, [sp, #1600]
	ldr q6, [sp, #1616]
	ldr q25, [sp, #1728]
	ldr q26, [sp, #1744]
	ldr q5, [sp, #1632]
	ldr q3, [sp, #1648]
	ldr q27, [sp, #1760]
	ldr q29, [sp, #1776]
	b.hs .LBB_424
	ldr x0, [sp, #744]
	add x8, x7, x28
	add x11, x1, x28, lsl #7
	cmp x28, x24
	csel x24, x28, x24, hi
	mov x30, x23
	mov x12, x24
	add x8, x6, x8, lsl #7
	add x9, x0, x28
	mov x14, x0
	sub x0, x0, x17
	add x9, x6, x9, lsl #7
.LBB_420:
	add x19, x28, x14
	cmp x19, x16
	b.hs .LBB_1143
	add x19, x28, x0
	cmp x19, x16
	b.hs .LBB_1144
	cmp x28, x12
	b.eq .LBB_1151
	ldp q20, q19, [x9, #32]
	ldp q31, q30, [x8, #32]
	sub x30, x30, #1
	add x0, x0, #1
	add x14, x14, #1
	sub x12, x12, #1
	ldp q10, q9, [x9]
	cmp x28, x30
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
	fadd v15.2d, v31.2d, v21.2d
	fsub v17.2d, v17.2d, v23.2d
	fadd v18.2d, v18.2d, v12.2d
	fmul v12.2d, v31.2d, v1.d[0]
	fsub v10.2d, v14.2d, v24.2d
	fmul v24.2d, v4.2d, v2.d[0]
	fsub v31.2d, v11.2d, v13.2d
	fmul v23.2d, v17.2d, v2.d[0]
	fsub v18.2d, v18.2d, v22.2d
	fsub v11.2d, v15.2d, v25.2d
	fadd v16.2d, v16.2d, v12.2d
	ldp q29, q12, [x8], #128
	fmul v22.2d, v18.2d, v2.d[0]
	stp q23, q24, [x11, #-32]
	mov v23.16b, v31.16b
	mov v24.16b, v30.16b
	fsub v16.2d, v16.2d, v21.2d
	fmul v21.2d, v16.2d, v2.d[0]
	fsub v28.2d, v9.2d, v12.2d
	fmul v12.2d, v5.2d, v2.d[0]
	fmul v9.2d, v6.2d, v2.d[0]
	stp q21, q22, [x11, #-64]
	fmul v22.2d, v3.2d, v2.d[0]
	stp q27, q9, [x11]
	mov v21.16b, v11.16b
	mov v27.16b, v20.16b
	stp q12, q22, [x11, #32]
	fsub v12.2d, v26.2d, v29.2d
	mov v22.16b, v10.16b
	mov v26.16b, v28.16b
	mov v29.16b, v19.16b
	add x11, x11, #128
	mov v25.16b, v12.16b
	b.ne .LBB_420
	b .LBB_425
.LBB_424:
	mov v11.16b, v21.16b
	mov v10.16b, v22.16b
	mov v31.16b, v23.16b
	mov v30.16b, v24.16b
	mov v12.16b, v25.16b
	mov v28.16b, v26.16b
	mov v20.16b, v27.16b
	mov v19.16b, v29.16b
.LBB_425:
	ldr x19, [sp, #920]
	ldr x12, [sp, #760]
	cmp x23, #1024
	str q16, [sp, #1536]
	str q18, [sp, #1552]
	str q17, [sp, #1568]
	str q4, [sp, #1584]
	str q7, [sp, #1600]
	str q6, [sp, #1616]
	str q5, [sp, #1632]
	str q3, [sp, #1648]
	str q11, [sp, #1664]
	str q10, [sp, #1680]
	str q31, [sp, #1696]
	str q30, [sp, #1712]
	str q12, [sp, #1728]
	str q28, [sp, #1744]
	str q20, [sp, #1760]
	str q19, [sp, #1776]
	b.hi .LBB_453
	ldr x8, [sp, #744]
	add x11, x23, x8
	cmp x11, x16
	b.hs .LBB_1186
	sub x8, x11, x17
	cmp x8, x16
	b.hs .LBB_1187
	add x9, x18, x11, lsl #7
	add x8, x18, x8, lsl #7
	cmp x10, x12
	ldr q21, [x9]
	fmul v22.2d, v21.2d, v1.d[0]
	fadd v21.2d, v21.2d, v11.2d
	fadd v16.2d, v16.2d, v22.2d
	fsub v16.2d, v16.2d, v11.2d
	str q16, [sp, #1536]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q22, [x9, #16]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v10.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v10.2d
	str q18, [sp, #1552]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #32]
	fmul v24.2d, v23.2d, v1.d[0]
	fadd v17.2d, v17.2d, v24.2d
	fsub v17.2d, v17.2d, v31.2d
	str q17, [sp, #1568]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q24, [x9, #48]
	fmul v25.2d, v24.2d, v1.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fsub v4.2d, v4.2d, v30.2d
	str q4, [sp, #1584]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q25, [x9, #64]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v7.2d, v7.2d, v26.2d
	fsub v7.2d, v7.2d, v12.2d
	str q7, [sp, #1600]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q26, [x9, #80]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fsub v6.2d, v6.2d, v28.2d
	str q6, [sp, #1616]
	ldr q27, [x9, #96]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v5.2d, v5.2d, v29.2d
	fsub v5.2d, v5.2d, v20.2d
	fadd v20.2d, v27.2d, v20.2d
	str q5, [sp, #1632]
	ldr q29, [x9, #112]
	fmul v9.2d, v29.2d, v1.d[0]
	fadd v3.2d, v3.2d, v9.2d
	fsub v3.2d, v3.2d, v19.2d
	fadd v19.2d, v29.2d, v19.2d
	str q3, [sp, #1648]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q9, [x8]
	fsub v21.2d, v21.2d, v9.2d
	str q21, [sp, #1664]
	ldr q21, [x8, #16]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v23.2d, v31.2d
	str q21, [sp, #1680]
	ldr q21, [x8, #32]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v24.2d, v30.2d
	str q21, [sp, #1696]
	ldr q21, [x8, #48]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v25.2d, v12.2d
	str q21, [sp, #1712]
	ldr q21, [x8, #64]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v26.2d, v28.2d
	str q21, [sp, #1728]
	ldr q21, [x8, #80]
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1744]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1760]
	ldr q20, [x8, #112]
	str q4, [sp, #1840]
	fmul v4.2d, v6.2d, v2.d[0]
	str q16, [sp, #1792]
	str q18, [sp, #1808]
	str q17, [sp, #1824]
	str q7, [sp, #1856]
	str q3, [sp, #1904]
	str q4, [sp, #1872]
	fsub v4.2d, v19.2d, v20.2d
	str q4, [sp, #1776]
	fmul v4.2d, v5.2d, v2.d[0]
	str q4, [sp, #1888]
	b.hi .LBB_1087
	ldr x8, [sp, #752]
	add x28, x23, #1
	mov w14, wzr
	mov x19, x2
	add x21, x8, x10, lsl #4
	add x8, x11, #1
	add x11, x22, x11, lsl #7
	sub x0, x8, x17
	add x9, x18, x0, lsl #7
	b .LBB_432
.LBB_430:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1128
.LBB_431:
	add x21, sp, #1536
	str d4, [x21, x19, lsl #3]
	add x21, sp, #1664
	str d3, [x21, x19, lsl #3]
	fdiv d3, d4, d0
	add x21, sp, #1792
	str d3, [x21, x19, lsl #3]
	mov x19, x20
	mov x21, x12
.LBB_432:
	cbz w14, .LBB_441
.LBB_433:
	mov x12, x21
.LBB_434:
	cbz x19, .LBB_451
	ldr x14, [x19]
	cmp x14, x23
	b.ne .LBB_451
	mov x20, xzr
	mov w14, #2
	mov x21, x19
	cmp x8, x17
	b.lo .LBB_1074
.LBB_437:
	ldr x19, [x21, #8]
	cbz x17, .LBB_430
	cmp x19, #15
	b.hi .LBB_1116
	cmp x3, #3
	b.hs .LBB_444
	mov x21, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x24, x9
	b .LBB_448
.LBB_441:
	ldr x12, [sp, #912]
	cmp x21, x12
	b.eq .LBB_433
	mov x12, x21
	ldr x14, [x12], #16
	cmp x14, x23
	b.ne .LBB_434
	mov w14, wzr
	mov x20, x19
	cmp x8, x17
	b.hs .LBB_437
	b .LBB_1074
.LBB_444:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x24, x19, #3
	mov x30, x26
	mov x21, xzr
	mov x25, x11
.LBB_445:
	add x26, x21, #1
	add x27, x21, #2
	ucvtf d5, x26
	add x26, x25, x24
	add x25, x25, #512
	ldr d6, [x26, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x26, #256]
	fadd d4, d4, d5
	ucvtf d5, x27
	add x27, x21, #3
	add x21, x21, #4
	cmp x5, x21
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x26, #384]
	fadd d4, d4, d5
	ucvtf d5, x27
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x26, #512]
	fadd d4, d4, d5
	ucvtf d5, x21
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_445
	cbz x4, .LBB_450
	ldr x27, [sp, #928]
	add x24, x25, #128
	mov x26, x30
.LBB_448:
	add x21, x21, #1
	add x24, x24, x19, lsl #3
	mov x25, x4
.LBB_449:
	ldr d6, [x24], #128
	ucvtf d5, x21
	add x21, x21, #1
	subs x25, x25, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_449
	b .LBB_431
.LBB_450:
	ldr x27, [sp, #928]
	mov x26, x30
	b .LBB_431
.LBB_451:
	ldr x24, [sp, #944]
	cmp x23, x24
	b.hs .LBB_1188
	ldr q3, [sp, #1856]
	add x8, x15, x23, lsl #7
	ldr x19, [sp, #920]
	ldr x11, [sp, #760]
	cmp x23, #1024
	str q3, [x8, #64]
	ldr q3, [sp, #1872]
	str q3, [x8, #80]
	ldr q3, [sp, #1888]
	str q3, [x8, #96]
	ldr q3, [sp, #1904]
	str q3, [x8, #112]
	ldr q3, [sp, #1792]
	str q3, [x8]
	ldr q3, [sp, #1808]
	str q3, [x8, #16]
	ldr q3, [sp, #1824]
	str q3, [x8, #32]
	ldr q3, [sp, #1840]
	str q3, [x8, #48]
	b.ne .LBB_403
.LBB_453:
	ldr x17, [sp, #1064]
	ldr x8, [sp, #744]
	subs x21, x17, x8
	b.lo .LBB_1111
	ldr x8, [sp, #568]
	ldr x28, [sp, #688]
	ldr x18, [x8, #32]
	tbnz x18, #63, .LBB_1180
	ldr x15, [x8, #40]
	tbnz x15, #63, .LBB_1180
	ldr x12, [x8, #24]
	tbnz x12, #63, .LBB_1180
	ldr x8, [sp, #696]
	sub x9, x18, #1
	mov x1, xzr
	subs x8, x9, x8
	b.lo .LBB_462
	ldr x10, [sp, #584]
	cmp x9, x10
	ldr x9, [sp, #744]
	b.hs .LBB_463
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_461
	mov w1, #1
	str x8, [sp, #1520]
	str x9, [sp, #1528]
	b .LBB_462
.LBB_461:
	mov x1, xzr
.LBB_462:
	ldr x9, [sp, #744]
.LBB_463:
	ldr x16, [sp, #1056]
	subs x8, x18, #1
	str x1, [sp, #1512]
	str x21, [sp, #944]
	add x14, x16, x9, lsl #7
	str x16, [sp, #864]
	str x17, [sp, #848]
	b.ne .LBB_468
	ldr w8, [sp, #404]
	tbnz w8, #0, .LBB_1100
	ldr x10, [sp, #392]
	ldr x11, [sp, #672]
	ldr x8, [sp, #360]
	add x11, x11, x10
	ldr x9, [sp, #456]
	mov w10, #128
	add x8, x8, x17
	add x9, x16, x9
	movk w10, #2, lsl #16
.LBB_466:
	subs x8, x8, #1
	b.eq .LBB_1174
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
	cbnz x10, .LBB_466
	b .LBB_526
.LBB_468:
	ldr x9, [sp, #408]
	movi v0.2d, #0000000000000000
	cmp x19, x27
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	sub x0, x9, x18
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	b.hs .LBB_1142
	cmp x9, x18
	b.lo .LBB_1108
	cbz x18, .LBB_474
	add x10, sp, #1536
	add x11, sp, #1664
	movi v6.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	ldr x9, [sp, #672]
	ldr q1, [sp, #1536]
	ldr q2, [sp, #1552]
	movi v4.2d, #0000000000000000
	add x10, x10, #88
	add x11, x11, #88
	ldr q18, [sp, #1664]
	ldr q19, [sp, #1680]
	ldr q5, [sp, #1632]
	movi v16.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	ld1 { v6.d }[1], [x10]
	ld1 { v20.d }[1], [x11]
	ldr q7, [sp, #1648]
	movi v23.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	mov w10, #1
	ldr q0, [sp, #1760]
	ldr q17, [sp, #1776]
	ldr x11, [sp, #384]
	add x9, x9, x0, lsl #7
.LBB_472:
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
	b.ne .LBB_472
	str q1, [sp, #1536]
	str q2, [sp, #1552]
	str q18, [sp, #1664]
	str q19, [sp, #1680]
	str q4, [sp, #1568]
	str q16, [sp, #1584]
	str q22, [sp, #1696]
	str q23, [sp, #1712]
	str q3, [sp, #1600]
	str q6, [sp, #1616]
	str q21, [sp, #1728]
	str q20, [sp, #1744]
	str q5, [sp, #1632]
	str q7, [sp, #1648]
	str q0, [sp, #1760]
	str q17, [sp, #1776]
	b .LBB_475
.LBB_474:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_475:
	ldr x9, [sp, #744]
	ldr x11, [sp, #760]
	cmp x17, x9
	b.eq .LBB_1229
	madd x9, x18, x18, x18
	fmov v18.2d, #3.00000000
	and x4, x8, #0x1ffffffffffffff
	cmp w1, #0
	sub x7, x19, x18
	mov w30, #1
	mov x10, xzr
	add x8, x4, #1
	ucvtf d0, x9, #1
	and x5, x8, #0x3
	and x6, x8, #0x3fffffffffffffc
	ldr x8, [sp, #456]
	ldr x9, [sp, #416]
	dup v17.2d, v0.d[0]
	add x8, x16, x8
	csel x3, x9, xzr, ne
	fdiv v2.2d, v2.2d, v17.2d
	fdiv v1.2d, v1.2d, v17.2d
	fdiv v16.2d, v16.2d, v17.2d
	str x8, [sp, #880]
	ldr x8, [sp, #672]
	sub x23, x8, x18, lsl #7
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
	fmov d2, #1.00000000
	ucvtf d1, x18
	ldr x2, [sp, #1520]
	fdiv d2, d2, d0
.LBB_477:
	cmp x10, x11
	b.hs .LBB_482
	ldr x8, [sp, #752]
	add x9, x8, x10, lsl #4
.LBB_479:
	ldr x8, [x9], #16
	cmp x8, x30
	b.hs .LBB_483
	add x10, x10, #1
	cmp x11, x10
	b.ne .LBB_479
	mov x9, xzr
	mov x10, x11
	b .LBB_484
.LBB_482:
	mov x9, xzr
	b .LBB_484
.LBB_483:
	mov w9, #1
.LBB_484:
	cmp x2, x30
	mov w16, #1
	str x9, [sp, #1816]
	str x8, [sp, #1824]
	csel w11, wzr, w1, lo
	str x16, [sp, #1792]
	mov w16, #2
	str x2, [sp, #1840]
	str x16, [sp, #1808]
	str x11, [sp, #1832]
	tbnz w9, #0, .LBB_487
	cbnz w11, .LBB_487
	mov w28, #1025
	b .LBB_492
.LBB_487:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1800]
	ldr x8, [sp, #664]
	add x8, x8, x9, lsl #4
	add x9, sp, #1792
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x11, x9, [x29, #-144]
	cmp x9, x11
	stur q3, [x29, #-112]
	b.eq .LBB_491
	sub w9, w9, w11
	ands x9, x9, #0x3
	b.eq .LBB_491
	ldr x16, [sp, #600]
	add x11, x16, x11, lsl #4
.LBB_490:
	ldur w0, [x11, #-8]
	ldr x19, [x11], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	subs x9, x9, #1
	b.ne .LBB_490
.LBB_491:
	ldr x19, [sp, #920]
	mov w9, #1025
	cmp x8, #1025
	csel x28, x8, x9, lo
.LBB_492:
	ldr q17, [sp, #1536]
	ldr q16, [sp, #1552]
	ldr q19, [sp, #1664]
	cmp x30, x28
	ldr q22, [sp, #1680]
	ldr q6, [sp, #1568]
	ldr q4, [sp, #1584]
	ldr q24, [sp, #1696]
	ldr q27, [sp, #1712]
	ldr q18, [sp, #1600]
	ldr q7, [sp, #1616]
	ldr q29, [sp, #1728]
	ldr q30, [sp, #1744]
	ldr q5, [sp, #1632]
	ldr q3, [sp, #1648]
	ldr q31, [sp, #1760]
	ldr q10, [sp, #1776]
	b.hs .LBB_498
	ldr x11, [sp, #640]
	add x8, x7, x30
	add x9, x19, x30
	cmp x30, x21
	csel x24, x30, x21, hi
	add x8, x11, x8, lsl #7
	add x9, x11, x9, lsl #7
	ldr x11, [sp, #880]
	add x11, x11, x30, lsl #7
.LBB_494:
	add x0, x19, x30
	cmp x0, x27
	b.hs .LBB_1127
	add x0, x7, x30
	cmp x0, x27
	b.hs .LBB_1166
	cmp x24, x30
	b.eq .LBB_1146
	ldp q21, q20, [x9, #32]
	ldp q25, q23, [x9]
	fmov v8.2d, #3.00000000
	add x30, x30, #1
	cmp x28, x30
	fmul v9.2d, v20.2d, v1.d[0]
	ldp q28, q26, [x9, #-32]
	fmul v12.2d, v23.2d, v1.d[0]
	fadd v20.2d, v20.2d, v10.2d
	fadd v23.2d, v23.2d, v30.2d
	fmul v11.2d, v21.2d, v1.d[0]
	fadd v21.2d, v21.2d, v31.2d
	fadd v3.2d, v3.2d, v9.2d
	fmul v9.2d, v25.2d, v1.d[0]
	fadd v7.2d, v7.2d, v12.2d
	fmul v12.2d, v26.2d, v1.d[0]
	fadd v5.2d, v5.2d, v11.2d
	fsub v3.2d, v3.2d, v10.2d
	fsub v7.2d, v7.2d, v30.2d
	ldp q30, q13, [x8]
	fadd v18.2d, v18.2d, v9.2d
	ldp q11, q9, [x9, #-64]
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
	fmul v12.2d, v9.2d, v1.d[0]
	fadd v29.2d, v9.2d, v22.2d
	fmul v9.2d, v4.2d, v2.d[0]
	fsub v6.2d, v6.2d, v24.2d
	fsub v25.2d, v25.2d, v26.2d
	fadd v16.2d, v16.2d, v12.2d
	fmul v12.2d, v11.2d, v1.d[0]
	fsub v26.2d, v28.2d, v27.2d
	fsub v16.2d, v16.2d, v22.2d
	ldp q24, q22, [x8, #-64]
	fadd v17.2d, v17.2d, v12.2d
	ldp q12, q10, [x8, #32]
	add x8, x8, #128
	fmul v27.2d, v16.2d, v2.d[0]
	fsub v17.2d, v17.2d, v19.2d
	fadd v19.2d, v11.2d, v19.2d
	fmul v11.2d, v7.2d, v2.d[0]
	fsub v28.2d, v29.2d, v22.2d
	fmul v29.2d, v6.2d, v2.d[0]
	fmul v22.2d, v17.2d, v2.d[0]
	fmul v27.2d, v27.2d, v8.2d
	fsub v20.2d, v20.2d, v10.2d
	fmul v10.2d, v18.2d, v2.d[0]
	fsub v21.2d, v21.2d, v12.2d
	fmul v12.2d, v5.2d, v2.d[0]
	fmul v22.2d, v22.2d, v8.2d
	fmul v12.2d, v12.2d, v8.2d
	stp q22, q27, [x11, #-64]
	fmul v22.2d, v3.2d, v2.d[0]
	fmul v27.2d, v29.2d, v8.2d
	fmul v29.2d, v9.2d, v8.2d
	fmul v9.2d, v10.2d, v8.2d
	fmul v10.2d, v11.2d, v8.2d
	fsub v11.2d, v19.2d, v24.2d
	mov v24.16b, v26.16b
	mov v19.16b, v11.16b
	fmul v22.2d, v22.2d, v8.2d
	stp q27, q29, [x11, #-32]
	stp q9, q10, [x11]
	mov v27.16b, v25.16b
	mov v10.16b, v20.16b
	stp q12, q22, [x11, #32]
	fsub v12.2d, v31.2d, v30.2d
	mov v22.16b, v28.16b
	mov v30.16b, v23.16b
	mov v31.16b, v21.16b
	add x11, x11, #128
	mov v29.16b, v12.16b
	b.ne .LBB_494
	b .LBB_499
.LBB_498:
	mov v11.16b, v19.16b
	mov v28.16b, v22.16b
	mov v26.16b, v24.16b
	mov v25.16b, v27.16b
	mov v12.16b, v29.16b
	mov v23.16b, v30.16b
	mov v21.16b, v31.16b
	mov v20.16b, v10.16b
.LBB_499:
	ldr x16, [sp, #760]
	cmp x28, #1024
	str q17, [sp, #1536]
	str q16, [sp, #1552]
	str q6, [sp, #1568]
	str q4, [sp, #1584]
	str q18, [sp, #1600]
	str q7, [sp, #1616]
	str q5, [sp, #1632]
	str q3, [sp, #1648]
	str q11, [sp, #1664]
	str q28, [sp, #1680]
	str q26, [sp, #1696]
	str q25, [sp, #1712]
	str q12, [sp, #1728]
	str q23, [sp, #1744]
	str q21, [sp, #1760]
	str q20, [sp, #1776]
	b.hi .LBB_526
	add x11, x28, x19
	cmp x11, x27
	b.hs .LBB_1172
	ldr x17, [sp, #672]
	sub x8, x11, x18
	cmp x8, x27
	b.hs .LBB_1165
	add x9, x17, x11, lsl #7
	add x8, x17, x8, lsl #7
	cmp x10, x16
	ldr q19, [x9]
	fmul v22.2d, v19.2d, v1.d[0]
	fadd v19.2d, v19.2d, v11.2d
	fadd v17.2d, v17.2d, v22.2d
	fsub v17.2d, v17.2d, v11.2d
	str q17, [sp, #1536]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q22, [x9, #16]
	fmul v24.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v28.2d
	fadd v16.2d, v16.2d, v24.2d
	fsub v16.2d, v16.2d, v28.2d
	str q16, [sp, #1552]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q24, [x9, #32]
	fmul v27.2d, v24.2d, v1.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fsub v6.2d, v6.2d, v26.2d
	str q6, [sp, #1568]
	fmul v6.2d, v6.2d, v2.d[0]
	ldr q27, [x9, #48]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v4.2d, v4.2d, v29.2d
	fsub v4.2d, v4.2d, v25.2d
	str q4, [sp, #1584]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q29, [x9, #64]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v18.2d, v18.2d, v30.2d
	fsub v18.2d, v18.2d, v12.2d
	str q18, [sp, #1600]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q30, [x9, #80]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v7.2d, v7.2d, v31.2d
	fsub v7.2d, v7.2d, v23.2d
	str q7, [sp, #1616]
	ldr q31, [x9, #96]
	fmul v9.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v9.2d
	fsub v5.2d, v5.2d, v21.2d
	fadd v21.2d, v31.2d, v21.2d
	str q5, [sp, #1632]
	ldr q9, [x9, #112]
	fmul v10.2d, v9.2d, v1.d[0]
	fadd v3.2d, v3.2d, v10.2d
	fsub v3.2d, v3.2d, v20.2d
	fadd v20.2d, v9.2d, v20.2d
	str q3, [sp, #1648]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q10, [x8]
	fsub v19.2d, v19.2d, v10.2d
	str q19, [sp, #1664]
	ldr q19, [x8, #16]
	fsub v19.2d, v22.2d, v19.2d
	fadd v22.2d, v24.2d, v26.2d
	str q19, [sp, #1680]
	ldr q19, [x8, #32]
	fsub v19.2d, v22.2d, v19.2d
	fadd v22.2d, v27.2d, v25.2d
	str q19, [sp, #1696]
	ldr q19, [x8, #48]
	fsub v19.2d, v22.2d, v19.2d
	fadd v22.2d, v29.2d, v12.2d
	str q19, [sp, #1712]
	ldr q19, [x8, #64]
	fsub v19.2d, v22.2d, v19.2d
	fadd v22.2d, v30.2d, v23.2d
	str q19, [sp, #1728]
	ldr q19, [x8, #80]
	fsub v19.2d, v22.2d, v19.2d
	str q19, [sp, #1744]
	ldr q19, [x8, #96]
	fsub v19.2d, v21.2d, v19.2d
	str q19, [sp, #1760]
	ldr q19, [x8, #112]
	str q4, [sp, #1840]
	fmul v4.2d, v7.2d, v2.d[0]
	str q17, [sp, #1792]
	str q16, [sp, #1808]
	str q6, [sp, #1824]
	str q18, [sp, #1856]
	str q3, [sp, #1904]
	str q4, [sp, #1872]
	fsub v4.2d, v20.2d, v19.2d
	str q4, [sp, #1776]
	fmul v4.2d, v5.2d, v2.d[0]
	str q4, [sp, #1888]
	b.hi .LBB_1088
	ldr x8, [sp, #752]
	add x30, x28, #1
	mov w21, wzr
	mov x19, x3
	add x25, x8, x10, lsl #4
	add x8, x11, #1
	add x11, x23, x11, lsl #7
	sub x0, x8, x18
	add x9, x17, x0, lsl #7
	b .LBB_506
.LBB_504:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	mov x22, x26
	b.hs .LBB_1128
.LBB_505:
	add x16, sp, #1536
	ldr x27, [sp, #928]
	mov x25, x20
	mov x26, x22
	str d4, [x16, x19, lsl #3]
	add x16, sp, #1664
	str d3, [x16, x19, lsl #3]
	fdiv d3, d4, d0
	add x16, sp, #1792
	str d3, [x16, x19, lsl #3]
	mov x19, x24
.LBB_506:
	cbz w21, .LBB_515
.LBB_507:
	mov x20, x25
.LBB_508:
	cbz x19, .LBB_524
	ldr x21, [x19]
	cmp x21, x28
	b.ne .LBB_524
	mov x24, xzr
	mov w21, #2
	mov x25, x19
	cmp x8, x18
	b.lo .LBB_1072
.LBB_511:
	ldr x19, [x25, #8]
	cbz x18, .LBB_504
	cmp x19, #15
	b.hi .LBB_1116
	cmp x4, #3
	mov x22, x26
	b.hs .LBB_518
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x25, xzr
	mov x26, x9
	b .LBB_522
.LBB_515:
	ldr x16, [sp, #912]
	cmp x25, x16
	b.eq .LBB_507
	mov x20, x25
	ldr x21, [x20], #16
	cmp x21, x28
	b.ne .LBB_508
	mov w21, wzr
	mov x24, x19
	cmp x8, x18
	b.hs .LBB_511
	b .LBB_1072
.LBB_518:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x26, x19, #3
	mov x25, xzr
	mov x27, x11
.LBB_519:
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
	cmp x6, x25
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
	b.ne .LBB_519
	cbz x5, .LBB_505
	add x26, x27, #128
.LBB_522:
	add x25, x25, #1
	add x26, x26, x19, lsl #3
	mov x27, x5
.LBB_523:
	ldr d6, [x26], #128
	ucvtf d5, x25
	add x25, x25, #1
	subs x27, x27, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_523
	b .LBB_505
.LBB_524:
	ldr x21, [sp, #944]
	cmp x28, x21
	b.hs .LBB_1189
	ldr q3, [sp, #1792]
	fmov v4.2d, #3.00000000
	add x8, x14, x28, lsl #7
	ldr x19, [sp, #920]
	ldr x11, [sp, #760]
	cmp x28, #1024
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8]
	ldr q3, [sp, #1808]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #16]
	ldr q3, [sp, #1824]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1840]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #48]
	ldr q3, [sp, #1856]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1872]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #80]
	ldr q3, [sp, #1888]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1904]
	fmul v3.2d, v3.2d, v4.2d
	str q3, [x8, #112]
	b.ne .LBB_477
.LBB_526:
	ldr x8, [sp, #696]
	ldr x10, [sp, #584]
	sub x9, x15, #1
	subs x8, x9, x8
	ccmp x9, x10, #2, hs
	cset w9, lo
	cmp x12, x13
	b.ne .LBB_530
	cbz w9, .LBB_539
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_540
	str x8, [sp, #1520]
	mov w8, #1
	str x9, [sp, #1528]
	b .LBB_540
.LBB_530:
	cbz w9, .LBB_533
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_533
	mov w13, #1
	str x8, [sp, #1520]
	str x9, [sp, #1528]
	b .LBB_534
.LBB_533:
	mov x13, xzr
.LBB_534:
	ldr x28, [sp, #688]
	ldr x16, [sp, #864]
	ldr x17, [sp, #848]
	subs x8, x15, #1
	ldr x9, [sp, #408]
	str x13, [sp, #1512]
	b.ne .LBB_546
	ldr w8, [sp, #404]
	tbnz w8, #0, .LBB_1101
	ldr x10, [sp, #392]
	ldr x11, [sp, #672]
	ldr x8, [sp, #360]
	mov x6, x17
	add x11, x11, x10
	ldr x9, [sp, #456]
	mov w10, #128
	add x8, x8, x17
	add x9, x16, x9
	movk w10, #2, lsl #16
.LBB_537:
	subs x8, x8, #1
	b.eq .LBB_1175
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
	cbnz x10, .LBB_537
	b .LBB_610
.LBB_539:
	mov x8, xzr
.LBB_540:
	ldr x16, [sp, #384]
	ldr x17, [sp, #848]
	str x8, [sp, #1512]
	subs x10, x15, #1
	ldr x18, [sp, #1032]
	ldr x13, [sp, #1040]
	ldr x8, [sp, #408]
	b.ne .LBB_552
	ldr w8, [sp, #404]
	tbnz w8, #0, .LBB_1100
	ldr x8, [sp, #456]
	ldr x9, [sp, #864]
	ldr x14, [sp, #392]
	mov w11, #128
	add x15, x18, #64
	mov x10, x21
	movk w11, #2, lsl #16
	ldr x16, [sp, #672]
	add x8, x9, x8
	mov x9, #-1
	add x14, x16, x14
.LBB_543:
	cbz x10, .LBB_1185
	add x9, x9, #1
	cmp x13, x9
	b.eq .LBB_1184
	ldp q0, q1, [x14, #-64]
	ldp q16, q17, [x8, #-64]
	movi v18.2d, #0000000000000000
	sub x11, x11, #128
	sub x10, x10, #1
	fadd v1.2d, v1.2d, v18.2d
	ldp q2, q3, [x14, #-32]
	ldp q4, q5, [x14]
	fadd v3.2d, v3.2d, v18.2d
	ldp q6, q7, [x14, #32]
	fadd v5.2d, v5.2d, v18.2d
	fadd v7.2d, v7.2d, v18.2d
	add x14, x14, #128
	fadd v0.2d, v0.2d, v18.2d
	fsub v1.2d, v17.2d, v1.2d
	fadd v2.2d, v2.2d, v18.2d
	fadd v4.2d, v4.2d, v18.2d
	fadd v6.2d, v6.2d, v18.2d
	fsub v0.2d, v16.2d, v0.2d
	ldp q16, q17, [x8, #-32]
	fsub v3.2d, v17.2d, v3.2d
	fsub v2.2d, v16.2d, v2.2d
	ldp q16, q17, [x8]
	fsub v5.2d, v17.2d, v5.2d
	fsub v4.2d, v16.2d, v4.2d
	ldp q16, q17, [x8, #32]
	fsub v7.2d, v17.2d, v7.2d
	fsub v6.2d, v16.2d, v6.2d
	ldp q16, q17, [x15, #-64]
	fsub v1.2d, v1.2d, v17.2d
	fsub v0.2d, v0.2d, v16.2d
	ldp q16, q17, [x15, #-32]
	fsub v3.2d, v3.2d, v17.2d
	fsub v2.2d, v2.2d, v16.2d
	ldp q16, q17, [x15]
	fsub v5.2d, v5.2d, v17.2d
	fsub v4.2d, v4.2d, v16.2d
	ldp q16, q17, [x15, #32]
	stp q0, q1, [x8, #-64]
	add x15, x15, #128
	stp q2, q3, [x8, #-32]
	fsub v0.2d, v7.2d, v17.2d
	stp q4, q5, [x8]
	fsub v6.2d, v6.2d, v16.2d
	stp q6, q0, [x8, #32]
	add x8, x8, #128
	cbnz x11, .LBB_543
	b .LBB_668
.LBB_546:
	movi v0.2d, #0000000000000000
	sub x0, x9, x15
	cmp x19, x27
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	b.hs .LBB_1142
	cmp x9, x15
	b.lo .LBB_1108
	cbz x15, .LBB_558
	add x10, sp, #1536
	add x11, sp, #1664
	movi v2.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	ldr x9, [sp, #672]
	ldr q1, [sp, #1536]
	ldr q3, [sp, #1552]
	movi v5.2d, #0000000000000000
	add x10, x10, #88
	add x11, x11, #88
	ldr q18, [sp, #1664]
	ldr q19, [sp, #1680]
	ldr q6, [sp, #1632]
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	ld1 { v2.d }[1], [x10]
	ld1 { v20.d }[1], [x11]
	ldr q7, [sp, #1648]
	movi v23.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	mov w10, #1
	ldr q0, [sp, #1760]
	ldr q17, [sp, #1776]
	ldr x11, [sp, #384]
	add x9, x9, x0, lsl #7
.LBB_550:
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
	b.ne .LBB_550
	str q1, [sp, #1536]
	str q3, [sp, #1552]
	str q18, [sp, #1664]
	str q19, [sp, #1680]
	str q5, [sp, #1568]
	str q16, [sp, #1584]
	str q22, [sp, #1696]
	str q23, [sp, #1712]
	str q4, [sp, #1600]
	str q2, [sp, #1616]
	str q21, [sp, #1728]
	str q20, [sp, #1744]
	str q6, [sp, #1632]
	str q7, [sp, #1648]
	str q0, [sp, #1760]
	str q17, [sp, #1776]
	b .LBB_559
.LBB_552:
	movi v0.2d, #0000000000000000
	sub x0, x8, x15
	cmp x19, x27
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	b.hs .LBB_1140
	cmp x8, x15
	b.lo .LBB_1141
	cbz x15, .LBB_614
	add x9, sp, #1536
	add x11, sp, #1664
	movi v3.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	ldr x8, [sp, #672]
	ldr q6, [sp, #1536]
	ldr q7, [sp, #1552]
	movi v16.2d, #0000000000000000
	add x9, x9, #88
	add x11, x11, #88
	ldr q18, [sp, #1664]
	ldr q19, [sp, #1680]
	ldr q1, [sp, #1632]
	movi v4.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	ld1 { v3.d }[1], [x9]
	ld1 { v20.d }[1], [x11]
	ldr q2, [sp, #1648]
	movi v23.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	mov w9, #1
	ldr q0, [sp, #1760]
	ldr q17, [sp, #1776]
	add x8, x8, x0, lsl #7
.LBB_556:
	ldp q25, q26, [x8]
	ucvtf d24, x9
	add x9, x9, #1
	fadd v19.2d, v26.2d, v19.2d
	fmul v26.2d, v26.2d, v24.d[0]
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v18.2d, v25.2d, v18.2d
	fadd v7.2d, v7.2d, v26.2d
	fadd v6.2d, v6.2d, v27.2d
	ldp q25, q27, [x8, #32]
	fadd v23.2d, v27.2d, v23.2d
	fmul v27.2d, v27.2d, v24.d[0]
	fadd v22.2d, v25.2d, v22.2d
	fmul v25.2d, v25.2d, v24.d[0]
	fadd v4.2d, v4.2d, v27.2d
	fadd v16.2d, v16.2d, v25.2d
	ldp q25, q26, [x8, #64]
	fadd v20.2d, v26.2d, v20.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fadd v21.2d, v25.2d, v21.2d
	fmul v25.2d, v26.2d, v24.d[0]
	fadd v3.2d, v3.2d, v25.2d
	ldp q25, q26, [x8, #96]
	fadd v5.2d, v5.2d, v27.2d
	add x8, x8, #128
	cmp x8, x16
	fadd v17.2d, v26.2d, v17.2d
	fmul v27.2d, v25.2d, v24.d[0]
	fmul v24.2d, v26.2d, v24.d[0]
	fadd v0.2d, v25.2d, v0.2d
	fadd v1.2d, v1.2d, v27.2d
	fadd v2.2d, v2.2d, v24.2d
	b.ne .LBB_556
	str q6, [sp, #1536]
	str q7, [sp, #1552]
	str q18, [sp, #1664]
	str q19, [sp, #1680]
	str q16, [sp, #1568]
	str q4, [sp, #1584]
	str q22, [sp, #1696]
	str q23, [sp, #1712]
	str q5, [sp, #1600]
	str q3, [sp, #1616]
	str q21, [sp, #1728]
	str q20, [sp, #1744]
	str q1, [sp, #1632]
	str q2, [sp, #1648]
	str q0, [sp, #1760]
	str q17, [sp, #1776]
	b .LBB_615
.LBB_558:
	movi v1.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_559:
	ldr x9, [sp, #744]
	ldr x11, [sp, #760]
	cmp x17, x9
	b.eq .LBB_1230
	madd x9, x15, x15, x15
	ldp q18, q19, [x14]
	and x2, x8, #0x1ffffffffffffff
	cmp w13, #0
	sub x5, x19, x15
	mov w23, #1
	mov x6, x17
	add x8, x2, #1
	mov x18, xzr
	ucvtf d0, x9, #1
	and x3, x8, #0x3
	and x4, x8, #0x3fffffffffffffc
	ldr x8, [sp, #456]
	ldr x9, [sp, #416]
	dup v17.2d, v0.d[0]
	add x8, x16, x8
	csel x1, x9, xzr, ne
	fdiv v1.2d, v1.2d, v17.2d
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v16.2d, v16.2d, v17.2d
	str x8, [sp, #880]
	ldr x8, [sp, #672]
	sub x7, x8, x15, lsl #7
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
	fmov d2, #1.00000000
	ucvtf d1, x15
	ldr x10, [sp, #1520]
	fdiv d2, d2, d0
.LBB_561:
	cmp x18, x11
	b.hs .LBB_566
	ldr x8, [sp, #752]
	add x9, x8, x18, lsl #4
.LBB_563:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_567
	add x18, x18, #1
	cmp x11, x18
	b.ne .LBB_563
	mov x9, xzr
	mov x18, x11
	b .LBB_568
.LBB_566:
	mov x9, xzr
	b .LBB_568
.LBB_567:
	mov w9, #1
.LBB_568:
	cmp x10, x23
	mov w16, #1
	str x9, [sp, #1816]
	str x8, [sp, #1824]
	csel w11, wzr, w13, lo
	str x16, [sp, #1792]
	mov w16, #2
	str x10, [sp, #1840]
	str x16, [sp, #1808]
	str x11, [sp, #1832]
	tbnz w9, #0, .LBB_571
	cbnz w11, .LBB_571
	mov w22, #1025
	b .LBB_576
.LBB_571:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1800]
	ldr x8, [sp, #664]
	add x8, x8, x9, lsl #4
	add x9, sp, #1792
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x11, x9, [x29, #-144]
	cmp x9, x11
	stur q3, [x29, #-112]
	b.eq .LBB_575
	sub w9, w9, w11
	ands x9, x9, #0x3
	b.eq .LBB_575
	ldr x16, [sp, #600]
	add x11, x16, x11, lsl #4
.LBB_574:
	ldur w16, [x11, #-8]
	ldr x17, [x11], #16
	cmp x8, x17
	csel x17, x8, x17, lo
	cmp w16, #0
	csel x8, x17, x8, ne
	subs x9, x9, #1
	b.ne .LBB_574
.LBB_575:
	mov w9, #1025
	cmp x8, #1025
	csel x22, x8, x9, lo
.LBB_576:
	ldr q18, [sp, #1536]
	ldr q17, [sp, #1552]
	ldr q22, [sp, #1664]
	cmp x23, x22
	ldr q23, [sp, #1680]
	ldr q16, [sp, #1568]
	ldr q7, [sp, #1584]
	ldr q26, [sp, #1696]
	ldr q27, [sp, #1712]
	ldr q5, [sp, #1600]
	ldr q3, [sp, #1616]
	ldr q30, [sp, #1728]
	ldr q31, [sp, #1744]
	ldr q6, [sp, #1632]
	ldr q4, [sp, #1648]
	ldr q10, [sp, #1760]
	ldr q11, [sp, #1776]
	b.hs .LBB_582
	ldr x11, [sp, #640]
	add x8, x5, x23
	add x9, x19, x23
	cmp x23, x21
	csel x24, x23, x21, hi
	add x8, x11, x8, lsl #7
	add x9, x11, x9, lsl #7
	ldr x11, [sp, #880]
	add x11, x11, x23, lsl #7
.LBB_578:
	add x0, x19, x23
	cmp x0, x27
	b.hs .LBB_1127
	add x0, x5, x23
	cmp x0, x27
	b.hs .LBB_1166
	cmp x24, x23
	b.eq .LBB_1147
	ldp q20, q19, [x9, #32]
	ldp q24, q21, [x8, #32]
	add x23, x23, #1
	cmp x22, x23
	ldp q13, q25, [x9]
	fadd v14.2d, v19.2d, v11.2d
	ldp q12, q28, [x8]
	fmul v15.2d, v19.2d, v1.d[0]
	ldp q9, q29, [x9, #-32]
	fsub v19.2d, v14.2d, v21.2d
	fadd v21.2d, v20.2d, v10.2d
	fmul v14.2d, v20.2d, v1.d[0]
	fadd v4.2d, v4.2d, v15.2d
	fsub v20.2d, v21.2d, v24.2d
	fadd v21.2d, v25.2d, v31.2d
	fmul v24.2d, v25.2d, v1.d[0]
	fmul v25.2d, v13.2d, v1.d[0]
	fadd v6.2d, v6.2d, v14.2d
	fsub v4.2d, v4.2d, v11.2d
	fsub v21.2d, v21.2d, v28.2d
	ldp q14, q28, [x9, #-64]
	add x9, x9, #128
	fadd v3.2d, v3.2d, v24.2d
	fmul v24.2d, v29.2d, v1.d[0]
	fadd v5.2d, v5.2d, v25.2d
	fmul v25.2d, v9.2d, v1.d[0]
	fadd v29.2d, v29.2d, v27.2d
	fadd v9.2d, v9.2d, v26.2d
	fsub v6.2d, v6.2d, v10.2d
	fadd v10.2d, v13.2d, v30.2d
	fsub v3.2d, v3.2d, v31.2d
	fsub v5.2d, v5.2d, v30.2d
	ldp q30, q31, [x11, #-32]
	fsub v12.2d, v10.2d, v12.2d
	mov v10.16b, v20.16b
	fadd v7.2d, v7.2d, v24.2d
	fmul v24.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v25.2d
	fadd v28.2d, v28.2d, v23.2d
	fmul v25.2d, v14.2d, v1.d[0]
	fsub v7.2d, v7.2d, v27.2d
	fsub v16.2d, v16.2d, v26.2d
	ldp q26, q27, [x11]
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
	fadd v29.2d, v14.2d, v22.2d
	fmul v22.2d, v18.2d, v2.d[0]
	fsub v29.2d, v29.2d, v9.2d
	ldp q9, q11, [x11, #-64]
	fsub v23.2d, v11.2d, v23.2d
	fmul v11.2d, v7.2d, v2.d[0]
	fsub v22.2d, v9.2d, v22.2d
	fmul v9.2d, v16.2d, v2.d[0]
	fsub v31.2d, v31.2d, v11.2d
	fmul v11.2d, v3.2d, v2.d[0]
	stp q22, q23, [x11, #-64]
	fmul v22.2d, v6.2d, v2.d[0]
	fmul v23.2d, v4.2d, v2.d[0]
	fsub v30.2d, v30.2d, v9.2d
	fmul v9.2d, v5.2d, v2.d[0]
	fsub v27.2d, v27.2d, v11.2d
	stp q30, q31, [x11, #-32]
	mov v30.16b, v12.16b
	mov v31.16b, v21.16b
	fsub v26.2d, v26.2d, v9.2d
	ldp q9, q11, [x11, #32]
	stp q26, q27, [x11]
	mov v26.16b, v25.16b
	mov v27.16b, v24.16b
	fsub v23.2d, v11.2d, v23.2d
	mov v11.16b, v19.16b
	fsub v9.2d, v9.2d, v22.2d
	mov v22.16b, v29.16b
	stp q9, q23, [x11, #32]
	mov v23.16b, v28.16b
	add x11, x11, #128
	b.ne .LBB_578
	b .LBB_583
.LBB_582:
	mov v29.16b, v22.16b
	mov v28.16b, v23.16b
	mov v25.16b, v26.16b
	mov v24.16b, v27.16b
	mov v12.16b, v30.16b
	mov v21.16b, v31.16b
	mov v20.16b, v10.16b
	mov v19.16b, v11.16b
.LBB_583:
	ldr x16, [sp, #760]
	cmp x22, #1024
	str q18, [sp, #1536]
	str q17, [sp, #1552]
	str q16, [sp, #1568]
	str q7, [sp, #1584]
	str q5, [sp, #1600]
	str q3, [sp, #1616]
	str q6, [sp, #1632]
	str q4, [sp, #1648]
	str q29, [sp, #1664]
	str q28, [sp, #1680]
	str q25, [sp, #1696]
	str q24, [sp, #1712]
	str q12, [sp, #1728]
	str q21, [sp, #1744]
	str q20, [sp, #1760]
	str q19, [sp, #1776]
	b.hi .LBB_610
	add x11, x22, x19
	cmp x11, x27
	b.hs .LBB_1172
	ldr x17, [sp, #672]
	sub x8, x11, x15
	cmp x8, x27
	b.hs .LBB_1165
	add x9, x17, x11, lsl #7
	add x8, x17, x8, lsl #7
	cmp x18, x16
	ldr q22, [x9]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v29.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v29.2d
	str q18, [sp, #1536]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #16]
	fmul v26.2d, v23.2d, v1.d[0]
	fadd v23.2d, v23.2d, v28.2d
	fadd v17.2d, v17.2d, v26.2d
	fsub v17.2d, v17.2d, v28.2d
	str q17, [sp, #1552]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q26, [x9, #32]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v25.2d
	str q16, [sp, #1568]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q27, [x9, #48]
	fmul v30.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v24.2d
	str q7, [sp, #1584]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q30, [x9, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v5.2d, v5.2d, v31.2d
	fsub v5.2d, v5.2d, v12.2d
	str q5, [sp, #1600]
	fmul v5.2d, v5.2d, v2.d[0]
	ldr q31, [x9, #80]
	fmul v9.2d, v31.2d, v1.d[0]
	fadd v3.2d, v3.2d, v9.2d
	fsub v3.2d, v3.2d, v21.2d
	fadd v21.2d, v31.2d, v21.2d
	str q3, [sp, #1616]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q9, [x9, #96]
	fmul v10.2d, v9.2d, v1.d[0]
	fadd v6.2d, v6.2d, v10.2d
	fsub v6.2d, v6.2d, v20.2d
	fadd v20.2d, v9.2d, v20.2d
	str q6, [sp, #1632]
	ldr q10, [x9, #112]
	fmul v11.2d, v10.2d, v1.d[0]
	fadd v4.2d, v4.2d, v11.2d
	fsub v4.2d, v4.2d, v19.2d
	fadd v19.2d, v10.2d, v19.2d
	str q4, [sp, #1648]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q11, [x8]
	fsub v22.2d, v22.2d, v11.2d
	str q22, [sp, #1664]
	ldr q22, [x8, #16]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v26.2d, v25.2d
	str q22, [sp, #1680]
	ldr q22, [x8, #32]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v27.2d, v24.2d
	str q22, [sp, #1696]
	ldr q22, [x8, #48]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v30.2d, v12.2d
	str q22, [sp, #1712]
	ldr q22, [x8, #64]
	fsub v22.2d, v23.2d, v22.2d
	str q22, [sp, #1728]
	ldr q22, [x8, #80]
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1744]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1760]
	ldr q20, [x8, #112]
	str q3, [sp, #1872]
	str q18, [sp, #1792]
	str q17, [sp, #1808]
	str q16, [sp, #1824]
	str q7, [sp, #1840]
	str q5, [sp, #1856]
	str q4, [sp, #1904]
	fsub v3.2d, v19.2d, v20.2d
	str q3, [sp, #1776]
	fmul v3.2d, v6.2d, v2.d[0]
	str q3, [sp, #1888]
	b.hi .LBB_1092
	ldr x8, [sp, #752]
	add x23, x22, #1
	mov w21, wzr
	mov x19, x1
	add x25, x8, x18, lsl #4
	add x8, x11, #1
	add x11, x7, x11, lsl #7
	sub x0, x8, x15
	add x9, x17, x0, lsl #7
	b .LBB_590
.LBB_588:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	mov x30, x26
	b.hs .LBB_1128
.LBB_589:
	add x16, sp, #1536
	ldr x27, [sp, #928]
	mov x25, x20
	mov x26, x30
	str d4, [x16, x19, lsl #3]
	add x16, sp, #1664
	str d3, [x16, x19, lsl #3]
	fdiv d3, d4, d0
	add x16, sp, #1792
	str d3, [x16, x19, lsl #3]
	mov x19, x24
.LBB_590:
	cbz w21, .LBB_599
.LBB_591:
	mov x20, x25
.LBB_592:
	ldr x21, [sp, #944]
	cbz x19, .LBB_608
	ldr x16, [x19]
	cmp x16, x22
	b.ne .LBB_608
	mov w21, #2
	mov x24, xzr
	mov x25, x19
	cmp x8, x15
	b.lo .LBB_1073
.LBB_595:
	ldr x19, [x25, #8]
	cbz x15, .LBB_588
	cmp x19, #15
	b.hi .LBB_1116
	cmp x2, #3
	mov x30, x26
	b.hs .LBB_602
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x25, xzr
	mov x26, x9
	b .LBB_606
.LBB_599:
	ldr x16, [sp, #912]
	cmp x25, x16
	b.eq .LBB_591
	mov x20, x25
	ldr x16, [x20], #16
	cmp x16, x22
	b.ne .LBB_592
	mov w21, wzr
	mov x24, x19
	cmp x8, x15
	b.hs .LBB_595
	b .LBB_1073
.LBB_602:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x26, x19, #3
	mov x25, xzr
	mov x27, x11
.LBB_603:
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
	cmp x4, x25
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
	b.ne .LBB_603
	cbz x3, .LBB_589
	add x26, x27, #128
.LBB_606:
	add x25, x25, #1
	add x26, x26, x19, lsl #3
	mov x27, x3
.LBB_607:
	ldr d6, [x26], #128
	ucvtf d5, x25
	add x25, x25, #1
	subs x27, x27, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_607
	b .LBB_589
.LBB_608:
	cmp x22, x21
	b.hs .LBB_1197
	add x8, x14, x22, lsl #7
	ldr q3, [sp, #1792]
	ldr x19, [sp, #920]
	ldr x11, [sp, #760]
	cmp x22, #1024
	ldp q4, q5, [x8]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8]
	ldr q3, [sp, #1808]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #32]
	str q3, [x8, #16]
	ldr q3, [sp, #1824]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1840]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #64]
	str q3, [x8, #48]
	ldr q3, [sp, #1856]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1872]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #96]
	str q3, [x8, #80]
	ldr q3, [sp, #1888]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1904]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #112]
	b.ne .LBB_561
.LBB_610:
	ldr x8, [sp, #696]
	sub x9, x12, #1
	mov x13, xzr
	subs x8, x9, x8
	b.lo .LBB_670
	ldr x10, [sp, #584]
	cmp x9, x10
	ldr x9, [sp, #744]
	b.hs .LBB_671
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_669
	mov w13, #1
	str x8, [sp, #1520]
	str x9, [sp, #1528]
	b .LBB_670
.LBB_614:
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
.LBB_615:
	ldr x8, [sp, #744]
	ldr x11, [sp, #760]
	ldr x16, [sp, #864]
	cmp x17, x8
	b.eq .LBB_1232
	cbz x13, .LBB_1231
	madd x8, x15, x15, x15
	ldp q18, q19, [x14]
	mov x1, x18
	and x2, x10, #0x1ffffffffffffff
	ldr x9, [sp, #416]
	sub x22, x19, x15
	mov w28, #1
	ucvtf d0, x15
	mov x17, xzr
	str q0, [sp, #720]
	ucvtf d21, x8, #1
	fmov d0, #1.00000000
	add x8, x2, #1
	and x6, x8, #0x3
	and x7, x8, #0x3fffffffffffffc
	ldr x8, [sp, #456]
	dup v17.2d, v21.d[0]
	fdiv d0, d0, d21
	str q21, [sp, #432]
	fdiv v6.2d, v6.2d, v17.2d
	fdiv v7.2d, v7.2d, v17.2d
	add x8, x16, x8
	str x8, [sp, #376]
	ldr x8, [sp, #672]
	sub x8, x8, x15, lsl #7
	fdiv v16.2d, v16.2d, v17.2d
	str x8, [sp, #424]
	fdiv v4.2d, v4.2d, v17.2d
	str q0, [sp, #704]
	fdiv v5.2d, v5.2d, v17.2d
	fsub v6.2d, v18.2d, v6.2d
	ldp q18, q20, [x18]
	fsub v7.2d, v19.2d, v7.2d
	fdiv v3.2d, v3.2d, v17.2d
	fsub v7.2d, v7.2d, v20.2d
	fdiv v1.2d, v1.2d, v17.2d
	fsub v6.2d, v6.2d, v18.2d
	ldp q18, q19, [x14, #32]
	fdiv v2.2d, v2.2d, v17.2d
	fsub v4.2d, v19.2d, v4.2d
	ldr q17, [x1, #64]!
	fsub v16.2d, v18.2d, v16.2d
	ldp q18, q20, [x18, #32]
	fsub v4.2d, v4.2d, v20.2d
	fsub v16.2d, v16.2d, v18.2d
	ldp q18, q19, [x14, #64]
	fsub v3.2d, v19.2d, v3.2d
	fsub v5.2d, v18.2d, v5.2d
	fsub v5.2d, v5.2d, v17.2d
	ldp q17, q18, [x18, #80]
	fsub v3.2d, v3.2d, v17.2d
	ldp q17, q19, [x14, #96]
	fsub v2.2d, v19.2d, v2.2d
	fsub v1.2d, v17.2d, v1.2d
	ldr q17, [x18, #112]
	stp q6, q7, [x14]
	fsub v1.2d, v1.2d, v18.2d
	stp q16, q4, [x14, #32]
	stp q5, q3, [x14, #64]
	fsub v2.2d, v2.2d, v17.2d
	stp q1, q2, [x14, #96]
	ldr w3, [sp, #1512]
	ldr x4, [sp, #1520]
	cmp w3, #0
	csel x5, x9, xzr, ne
.LBB_618:
	cmp x17, x11
	b.hs .LBB_623
	ldr x8, [sp, #752]
	add x9, x8, x17, lsl #4
.LBB_620:
	ldr x8, [x9], #16
	cmp x8, x28
	b.hs .LBB_624
	add x17, x17, #1
	cmp x11, x17
	b.ne .LBB_620
	mov x9, xzr
	mov x17, x11
	b .LBB_625
.LBB_623:
	mov x9, xzr
	b .LBB_625
.LBB_624:
	mov w9, #1
.LBB_625:
	cmp x4, x28
	mov w11, #1
	str x9, [sp, #1816]
	str x8, [sp, #1824]
	csel w10, wzr, w3, lo
	str x11, [sp, #1792]
	mov w11, #2
	str x4, [sp, #1840]
	str x11, [sp, #1808]
	str x10, [sp, #1832]
	tbnz w9, #0, .LBB_628
	cbnz w10, .LBB_628
	mov w10, #1025
	b .LBB_633
.LBB_628:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1800]
	ldr x8, [sp, #664]
	add x8, x8, x9, lsl #4
	add x9, sp, #1792
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x10, x9, [x29, #-144]
	cmp x9, x10
	stur q3, [x29, #-112]
	b.eq .LBB_632
	sub w9, w9, w10
	ands x9, x9, #0x3
	b.eq .LBB_632
	ldr x11, [sp, #600]
	add x10, x11, x10, lsl #4
.LBB_631:
	ldur w11, [x10, #-8]
	ldr x0, [x10], #16
	cmp x8, x0
	csel x0, x8, x0, lo
	cmp w11, #0
	csel x8, x0, x8, ne
	subs x9, x9, #1
	b.ne .LBB_631
.LBB_632:
	mov w9, #1025
	cmp x8, #1025
	csel x10, x8, x9, lo
.LBB_633:
	ldr q1, [sp, #1552]
	ldr q0, [sp, #1584]
	ldr q2, [sp, #1680]
	cmp x28, x10
	ldr q6, [sp, #1536]
	ldr q23, [sp, #1664]
	ldr q25, [sp, #1568]
	ldr q16, [sp, #1696]
	ldr q19, [sp, #1728]
	ldr q17, [sp, #1744]
	ldr q22, [sp, #1648]
	ldr q18, [sp, #1760]
	ldr q14, [sp, #1776]
	stp q0, q1, [sp, #784]
	ldr q0, [sp, #1712]
	ldr q1, [sp, #1600]
	stp q2, q0, [sp, #864]
	ldr q0, [sp, #1616]
	stp q0, q1, [sp, #832]
	ldr q0, [sp, #1632]
	str q0, [sp, #816]
	b.hs .LBB_640
	ldr x16, [sp, #640]
	add x8, x22, x28
	add x9, x19, x28
	cmp x28, x21
	csel x24, x28, x21, hi
	cmp x28, x13
	csel x0, x28, x13, hi
	add x30, x16, x8, lsl #7
	add x9, x16, x9, lsl #7
	ldr x16, [sp, #376]
	lsl x8, x28, #7
	add x11, x1, x8
	add x8, x16, x8
.LBB_635:
	add x19, x19, x28
	cmp x19, x27
	b.hs .LBB_1129
	add x19, x22, x28
	cmp x19, x27
	b.hs .LBB_1130
	cmp x24, x28
	b.eq .LBB_1161
	ldr x19, [sp, #920]
	cmp x0, x28
	b.eq .LBB_1159
	ldp q11, q31, [x9, #-64]
	ldr q2, [sp, #720]
	mov v3.16b, v23.16b
	mov v4.16b, v16.16b
	add x28, x28, #1
	cmp x10, x28
	fmul v9.2d, v11.2d, v2.d[0]
	ldp q29, q28, [x9, #-32]
	fmul v13.2d, v31.2d, v2.d[0]
	fmul v8.2d, v28.2d, v2.d[0]
	ldp q27, q30, [x9]
	fmul v1.2d, v30.2d, v2.d[0]
	fmul v15.2d, v29.2d, v2.d[0]
	ldp q10, q12, [x9, #32]
	fmul v0.2d, v27.2d, v2.d[0]
	fadd v29.2d, v29.2d, v4.2d
	add x9, x9, #128
	fadd v26.2d, v6.2d, v9.2d
	ldp q5, q6, [sp, #784]
	fmul v9.2d, v10.2d, v2.d[0]
	fmul v2.2d, v12.2d, v2.d[0]
	fadd v25.2d, v25.2d, v15.2d
	fadd v2.2d, v22.2d, v2.2d
	mov v22.16b, v4.16b
	fsub v4.2d, v26.2d, v3.2d
	fadd v23.2d, v6.2d, v13.2d
	fadd v13.2d, v11.2d, v3.2d
	fsub v25.2d, v25.2d, v22.2d
	fadd v7.2d, v5.2d, v8.2d
	ldp q6, q5, [x8, #-64]
	ldp q8, q15, [x8, #-32]
	stp q5, q6, [sp, #768]
	ldp q6, q3, [sp, #816]
	ldp q16, q5, [sp, #848]
	fsub v26.2d, v23.2d, v5.2d
	fadd v31.2d, v31.2d, v5.2d
	ldp q21, q5, [x8, #32]
	fadd v1.2d, v3.2d, v1.2d
	fadd v0.2d, v16.2d, v0.2d
	ldp q23, q16, [x30, #-64]
	fsub v3.2d, v0.2d, v19.2d
	fadd v0.2d, v27.2d, v19.2d
	fadd v27.2d, v10.2d, v18.2d
	fadd v20.2d, v6.2d, v9.2d
	ldr q6, [sp, #880]
	ldp q9, q11, [x8]
	fsub v23.2d, v13.2d, v23.2d
	fsub v22.2d, v20.2d, v18.2d
	fsub v20.2d, v2.2d, v14.2d
	str q22, [sp, #816]
	fadd v28.2d, v28.2d, v6.2d
	fsub v24.2d, v7.2d, v6.2d
	ldp q2, q6, [x30, #-32]
	fsub v7.2d, v1.2d, v17.2d
	fadd v1.2d, v30.2d, v17.2d
	fadd v30.2d, v12.2d, v14.2d
	fsub v17.2d, v31.2d, v16.2d
	ldp q10, q12, [x30]
	ldp q31, q14, [x30, #32]
	add x30, x30, #128
	stp q7, q3, [sp, #832]
	fsub v14.2d, v30.2d, v14.2d
	fsub v16.2d, v29.2d, v2.2d
	fsub v2.2d, v28.2d, v6.2d
	fsub v18.2d, v27.2d, v31.2d
	mov v6.16b, v4.16b
	fsub v19.2d, v0.2d, v10.2d
	stp q17, q2, [sp, #864]
	fsub v17.2d, v1.2d, v12.2d
	ldr q12, [sp, #704]
	ldp q2, q28, [x11, #-64]
	ldp q0, q1, [x11, #-32]
	fmul v27.2d, v4.2d, v12.d[0]
	ldr q4, [sp, #784]
	fmul v30.2d, v25.2d, v12.d[0]
	fmul v10.2d, v7.2d, v12.d[0]
	fmul v29.2d, v26.2d, v12.d[0]
	fmul v31.2d, v24.2d, v12.d[0]
	stp q24, q26, [sp, #784]
	fsub v30.2d, v8.2d, v30.2d
	fmul v8.2d, v3.2d, v12.d[0]
	fsub v3.2d, v11.2d, v10.2d
	fmul v10.2d, v20.2d, v12.d[0]
	fsub v31.2d, v15.2d, v31.2d
	fsub v0.2d, v30.2d, v0.2d
	fsub v1.2d, v31.2d, v1.2d
	fsub v27.2d, v4.2d, v27.2d
	ldr q4, [sp, #768]
	fsub v8.2d, v9.2d, v8.2d
	fmul v9.2d, v22.2d, v12.d[0]
	fsub v5.2d, v5.2d, v10.2d
	mov v22.16b, v20.16b
	fsub v2.2d, v27.2d, v2.2d
	fsub v29.2d, v4.2d, v29.2d
	fsub v4.2d, v21.2d, v9.2d
	ldp q9, q10, [x11]
	fsub v27.2d, v29.2d, v28.2d
	ldp q28, q29, [x11, #32]
	stp q2, q27, [x8, #-64]
	fsub v3.2d, v3.2d, v10.2d
	stp q0, q1, [x8, #-32]
	add x11, x11, #128
	fsub v2.2d, v8.2d, v9.2d
	fsub v0.2d, v5.2d, v29.2d
	fsub v4.2d, v4.2d, v28.2d
	stp q2, q3, [x8]
	stp q4, q0, [x8, #32]
	add x8, x8, #128
	b.ne .LBB_635
.LBB_640:
	ldp q24, q3, [sp, #784]
	ldp q20, q21, [sp, #832]
	cmp x10, #1024
	ldr q7, [sp, #816]
	ldr x16, [sp, #760]
	str q6, [sp, #1536]
	str q25, [sp, #1568]
	str q22, [sp, #1648]
	str q23, [sp, #1664]
	str q16, [sp, #1696]
	str q19, [sp, #1728]
	str q17, [sp, #1744]
	str q18, [sp, #1760]
	str q14, [sp, #1776]
	str q3, [sp, #1552]
	str q21, [sp, #1600]
	str q24, [sp, #1584]
	ldp q9, q8, [sp, #864]
	str q20, [sp, #1616]
	str q7, [sp, #1632]
	str q9, [sp, #1680]
	str q8, [sp, #1712]
	b.hi .LBB_668
	add x11, x10, x19
	cmp x11, x27
	b.hs .LBB_1172
	ldr x19, [sp, #672]
	sub x8, x11, x15
	cmp x8, x27
	b.hs .LBB_1165
	add x9, x19, x11, lsl #7
	ldr q29, [sp, #720]
	mov v2.16b, v6.16b
	mov v10.16b, v23.16b
	mov v6.16b, v22.16b
	mov v30.16b, v19.16b
	add x8, x19, x8, lsl #7
	cmp x17, x16
	ldr q0, [x9]
	fmul v1.2d, v0.2d, v29.d[0]
	fadd v0.2d, v0.2d, v10.2d
	fadd v1.2d, v2.2d, v1.2d
	fsub v26.2d, v1.2d, v23.2d
	str q26, [sp, #1536]
	ldr q1, [x9, #16]
	fmul v2.2d, v1.2d, v29.d[0]
	fadd v1.2d, v1.2d, v9.2d
	fadd v2.2d, v3.2d, v2.2d
	fsub v23.2d, v2.2d, v9.2d
	str q23, [sp, #1552]
	ldr q2, [x9, #32]
	fmul v3.2d, v2.2d, v29.d[0]
	fadd v3.2d, v25.2d, v3.2d
	fsub v3.2d, v3.2d, v16.2d
	str q3, [sp, #1568]
	ldr q4, [x9, #48]
	fmul v5.2d, v4.2d, v29.d[0]
	fadd v5.2d, v24.2d, v5.2d
	fsub v5.2d, v5.2d, v8.2d
	str q5, [sp, #1584]
	ldr q24, [x9, #64]
	fmul v25.2d, v24.2d, v29.d[0]
	fadd v22.2d, v21.2d, v25.2d
	fsub v22.2d, v22.2d, v19.2d
	str q22, [sp, #1600]
	ldr q25, [x9, #80]
	fmul v27.2d, v25.2d, v29.d[0]
	fadd v21.2d, v20.2d, v27.2d
	fsub v21.2d, v21.2d, v17.2d
	str q21, [sp, #1616]
	ldr q27, [x9, #96]
	fmul v28.2d, v27.2d, v29.d[0]
	fadd v20.2d, v7.2d, v28.2d
	ldr q7, [sp, #704]
	fsub v20.2d, v20.2d, v18.2d
	str q20, [sp, #1632]
	ldr q28, [x9, #112]
	fmul v3.2d, v3.2d, v7.d[0]
	fmul v5.2d, v5.2d, v7.d[0]
	fmul v29.2d, v28.2d, v29.d[0]
	fadd v19.2d, v6.2d, v29.2d
	fmul v6.2d, v22.2d, v7.d[0]
	fsub v19.2d, v19.2d, v14.2d
	str q19, [sp, #1648]
	ldr q29, [x8]
	fsub v0.2d, v0.2d, v29.2d
	str q0, [sp, #1664]
	ldr q0, [x8, #16]
	fsub v0.2d, v1.2d, v0.2d
	fadd v1.2d, v2.2d, v16.2d
	fmul v2.2d, v26.2d, v7.d[0]
	str q0, [sp, #1680]
	ldr q0, [x8, #32]
	fsub v0.2d, v1.2d, v0.2d
	fadd v1.2d, v4.2d, v8.2d
	fmul v4.2d, v23.2d, v7.d[0]
	str q0, [sp, #1696]
	ldr q0, [x8, #48]
	fsub v0.2d, v1.2d, v0.2d
	fadd v1.2d, v24.2d, v30.2d
	str q0, [sp, #1712]
	ldr q0, [x8, #64]
	fsub v0.2d, v1.2d, v0.2d
	fadd v1.2d, v25.2d, v17.2d
	str q0, [sp, #1728]
	ldr q0, [x8, #80]
	fsub v0.2d, v1.2d, v0.2d
	fadd v1.2d, v27.2d, v18.2d
	str q0, [sp, #1744]
	ldr q0, [x8, #96]
	fsub v0.2d, v1.2d, v0.2d
	fadd v1.2d, v28.2d, v14.2d
	str q0, [sp, #1760]
	ldr q0, [x8, #112]
	str q2, [sp, #1792]
	fmul v2.2d, v21.2d, v7.d[0]
	str q4, [sp, #1808]
	str q3, [sp, #1824]
	str q5, [sp, #1840]
	str q6, [sp, #1856]
	str q2, [sp, #1872]
	fsub v0.2d, v1.2d, v0.2d
	fmul v1.2d, v19.2d, v7.d[0]
	str q0, [sp, #1776]
	fmul v0.2d, v20.2d, v7.d[0]
	str q1, [sp, #1904]
	str q0, [sp, #1888]
	b.hi .LBB_1093
	ldr x8, [sp, #752]
	ldr x16, [sp, #424]
	ldr q5, [sp, #432]
	add x28, x10, #1
	mov w21, wzr
	add x25, x8, x17, lsl #4
	add x8, x11, #1
	add x11, x16, x11, lsl #7
	sub x0, x8, x15
	add x9, x19, x0, lsl #7
	mov x19, x5
	b .LBB_647
.LBB_645:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	mov x16, x26
	b.hs .LBB_1128
.LBB_646:
	fdiv d0, d4, d5
	add x23, sp, #1536
	ldr x27, [sp, #928]
	mov x25, x20
	mov x26, x16
	str d4, [x23, x19, lsl #3]
	add x23, sp, #1664
	str d3, [x23, x19, lsl #3]
	add x23, sp, #1792
	str d0, [x23, x19, lsl #3]
	mov x19, x24
.LBB_647:
	cbz w21, .LBB_656
.LBB_648:
	mov x20, x25
.LBB_649:
	cbz x19, .LBB_665
	ldr x21, [x19]
	cmp x21, x10
	b.ne .LBB_665
	mov x24, xzr
	mov w21, #2
	mov x25, x19
	cmp x8, x15
	b.lo .LBB_1072
.LBB_652:
	ldr x19, [x25, #8]
	cbz x15, .LBB_645
	cmp x19, #15
	b.hi .LBB_1116
	cmp x2, #3
	mov x16, x26
	b.hs .LBB_659
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x25, xzr
	mov x26, x9
	b .LBB_663
.LBB_656:
	ldr x16, [sp, #912]
	cmp x25, x16
	b.eq .LBB_648
	mov x20, x25
	ldr x21, [x20], #16
	cmp x21, x10
	b.ne .LBB_649
	mov w21, wzr
	mov x24, x19
	cmp x8, x15
	b.hs .LBB_652
	b .LBB_1072
.LBB_659:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x26, x19, #3
	mov x25, xzr
	mov x27, x11
.LBB_660:
	add x30, x25, #1
	add x23, x25, #2
	ucvtf d0, x30
	add x30, x27, x26
	ucvtf d2, x23
	add x23, x25, #3
	add x25, x25, #4
	add x27, x27, #512
	ldr d1, [x30, #128]
	cmp x7, x25
	fmul d0, d1, d0
	fadd d1, d3, d1
	ldr d3, [x30, #256]
	fadd d0, d4, d0
	fmul d2, d3, d2
	fadd d1, d1, d3
	ldr d3, [x30, #384]
	fadd d0, d0, d2
	ucvtf d2, x23
	fmul d2, d3, d2
	fadd d1, d1, d3
	ldr d3, [x30, #512]
	fadd d0, d0, d2
	ucvtf d2, x25
	fmul d2, d3, d2
	fadd d3, d1, d3
	fadd d4, d0, d2
	b.ne .LBB_660
	cbz x6, .LBB_646
	add x26, x27, #128
.LBB_663:
	add x25, x25, #1
	add x26, x26, x19, lsl #3
	mov x27, x6
.LBB_664:
	ldr d1, [x26], #128
	ucvtf d0, x25
	add x25, x25, #1
	subs x27, x27, #1
	fmul d0, d1, d0
	fadd d3, d3, d1
	fadd d4, d4, d0
	b.ne .LBB_664
	b .LBB_646
.LBB_665:
	ldr x21, [sp, #944]
	cmp x10, x21
	b.hs .LBB_1199
	ldr x19, [sp, #920]
	ldr x11, [sp, #760]
	cmp x10, x13
	b.hs .LBB_1198
	lsl x9, x10, #7
	ldr q0, [sp, #1792]
	ldr q1, [sp, #1808]
	ldr q2, [sp, #1824]
	cmp x10, #1024
	add x8, x14, x9
	add x9, x18, x9
	ldr q3, [sp, #1840]
	ldr q4, [sp, #1856]
	ldr q5, [sp, #1872]
	ldr q6, [sp, #1888]
	ldr q7, [sp, #1904]
	ldp q16, q17, [x8]
	fsub v1.2d, v17.2d, v1.2d
	fsub v0.2d, v16.2d, v0.2d
	ldp q18, q19, [x8, #32]
	ldp q20, q21, [x8, #64]
	ldp q16, q22, [x8, #96]
	fsub v2.2d, v18.2d, v2.2d
	fsub v3.2d, v19.2d, v3.2d
	ldp q17, q18, [x9]
	fsub v4.2d, v20.2d, v4.2d
	ldp q19, q20, [x9, #32]
	fsub v5.2d, v21.2d, v5.2d
	fsub v1.2d, v1.2d, v18.2d
	fsub v6.2d, v16.2d, v6.2d
	ldp q16, q21, [x9, #64]
	fsub v0.2d, v0.2d, v17.2d
	ldp q17, q18, [x9, #96]
	stp q0, q1, [x8]
	fsub v0.2d, v22.2d, v7.2d
	fsub v1.2d, v2.2d, v19.2d
	fsub v2.2d, v3.2d, v20.2d
	fsub v0.2d, v0.2d, v18.2d
	stp q1, q2, [x8, #32]
	fsub v3.2d, v4.2d, v16.2d
	fsub v4.2d, v5.2d, v21.2d
	fsub v5.2d, v6.2d, v17.2d
	stp q3, q4, [x8, #64]
	stp q5, q0, [x8, #96]
	b.ne .LBB_618
.LBB_668:
	ldr x28, [sp, #688]
	b .LBB_735
.LBB_669:
	mov x13, xzr
.LBB_670:
	ldr x9, [sp, #744]
.LBB_671:
	ldr x16, [sp, #864]
	subs x8, x12, #1
	str x13, [sp, #1512]
	b.ne .LBB_676
	ldr w8, [sp, #404]
	tbnz w8, #0, .LBB_1101
	ldr x10, [sp, #392]
	ldr x11, [sp, #672]
	ldr x8, [sp, #360]
	add x11, x11, x10
	ldr x9, [sp, #456]
	mov w10, #128
	add x8, x8, x6
	add x9, x16, x9
	movk w10, #2, lsl #16
.LBB_674:
	subs x8, x8, #1
	b.eq .LBB_1175
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
	cbnz x10, .LBB_674
	b .LBB_735
.LBB_676:
	ldr x10, [sp, #408]
	movi v0.2d, #0000000000000000
	cmp x19, x27
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	sub x0, x10, x12
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	b.hs .LBB_1142
	cmp x10, x12
	b.lo .LBB_1114
	cbz x12, .LBB_682
	add x10, sp, #1536
	add x11, sp, #1664
	movi v2.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	ldr x9, [sp, #672]
	ldr q1, [sp, #1536]
	ldr q3, [sp, #1552]
	movi v5.2d, #0000000000000000
	add x10, x10, #88
	add x11, x11, #88
	ldr q18, [sp, #1664]
	ldr q19, [sp, #1680]
	ldr q6, [sp, #1632]
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	ld1 { v2.d }[1], [x10]
	ld1 { v20.d }[1], [x11]
	ldr q7, [sp, #1648]
	movi v23.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	mov w10, #1
	ldr q0, [sp, #1760]
	ldr q17, [sp, #1776]
	ldr x11, [sp, #384]
	add x9, x9, x0, lsl #7
.LBB_680:
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
	b.ne .LBB_680
	ldr x9, [sp, #744]
	str q1, [sp, #1536]
	str q3, [sp, #1552]
	str q18, [sp, #1664]
	str q19, [sp, #1680]
	str q5, [sp, #1568]
	str q16, [sp, #1584]
	str q22, [sp, #1696]
	str q23, [sp, #1712]
	str q4, [sp, #1600]
	str q2, [sp, #1616]
	str q21, [sp, #1728]
	str q20, [sp, #1744]
	str q6, [sp, #1632]
	str q7, [sp, #1648]
	str q0, [sp, #1760]
	str q17, [sp, #1776]
	b .LBB_683
.LBB_682:
	movi v1.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_683:
	ldr x11, [sp, #760]
	cmp x6, x9
	b.eq .LBB_1230
	madd x9, x12, x12, x12
	ldp q18, q19, [x14]
	and x18, x8, #0x1ffffffffffffff
	cmp w13, #0
	sub x3, x19, x12
	mov w6, #1
	mov x15, xzr
	add x8, x18, #1
	ucvtf d0, x9, #1
	and x1, x8, #0x3
	and x2, x8, #0x3fffffffffffffc
	ldr x8, [sp, #456]
	ldr x9, [sp, #416]
	dup v17.2d, v0.d[0]
	add x16, x16, x8
	ldr x8, [sp, #672]
	csel x17, x9, xzr, ne
	fdiv v1.2d, v1.2d, v17.2d
	fdiv v3.2d, v3.2d, v17.2d
	fdiv v16.2d, v16.2d, v17.2d
	sub x4, x8, x12, lsl #7
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
	fmov d2, #1.00000000
	ucvtf d1, x12
	ldr x10, [sp, #1520]
	fdiv d2, d2, d0
.LBB_685:
	cmp x15, x11
	b.hs .LBB_690
	ldr x8, [sp, #752]
	add x9, x8, x15, lsl #4
.LBB_687:
	ldr x8, [x9], #16
	cmp x8, x6
	b.hs .LBB_691
	add x15, x15, #1
	cmp x11, x15
	b.ne .LBB_687
	mov x9, xzr
	mov x15, x11
	b .LBB_692
.LBB_690:
	mov x9, xzr
	b .LBB_692
.LBB_691:
	mov w9, #1
.LBB_692:
	cmp x10, x6
	mov w0, #1
	str x9, [sp, #1816]
	str x8, [sp, #1824]
	csel w11, wzr, w13, lo
	str x0, [sp, #1792]
	mov w0, #2
	str x10, [sp, #1840]
	str x0, [sp, #1808]
	str x11, [sp, #1832]
	tbnz w9, #0, .LBB_695
	cbnz w11, .LBB_695
	mov w5, #1025
	b .LBB_700
.LBB_695:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1800]
	ldr x8, [sp, #664]
	add x8, x8, x9, lsl #4
	add x9, sp, #1792
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x11, x9, [x29, #-144]
	cmp x9, x11
	stur q3, [x29, #-112]
	b.eq .LBB_699
	sub w9, w9, w11
	ands x9, x9, #0x3
	b.eq .LBB_699
	ldr x0, [sp, #600]
	add x11, x0, x11, lsl #4
.LBB_698:
	ldur w0, [x11, #-8]
	ldr x5, [x11], #16
	cmp x8, x5
	csel x5, x8, x5, lo
	cmp w0, #0
	csel x8, x5, x8, ne
	subs x9, x9, #1
	b.ne .LBB_698
.LBB_699:
	mov w9, #1025
	cmp x8, #1025
	csel x5, x8, x9, lo
.LBB_700:
	ldr q18, [sp, #1536]
	ldr q17, [sp, #1552]
	ldr q22, [sp, #1664]
	cmp x6, x5
	ldr q23, [sp, #1680]
	ldr q16, [sp, #1568]
	ldr q7, [sp, #1584]
	ldr q26, [sp, #1696]
	ldr q27, [sp, #1712]
	ldr q5, [sp, #1600]
	ldr q3, [sp, #1616]
	ldr q30, [sp, #1728]
	ldr q31, [sp, #1744]
	ldr q6, [sp, #1632]
	ldr q4, [sp, #1648]
	ldr q10, [sp, #1760]
	ldr q11, [sp, #1776]
	b.hs .LBB_706
	ldr x11, [sp, #640]
	add x8, x3, x6
	add x9, x19, x6
	cmp x6, x21
	csel x24, x6, x21, hi
	add x8, x11, x8, lsl #7
	add x9, x11, x9, lsl #7
	add x11, x16, x6, lsl #7
.LBB_702:
	add x0, x19, x6
	cmp x0, x27
	b.hs .LBB_1127
	add x0, x3, x6
	cmp x0, x27
	b.hs .LBB_1166
	cmp x24, x6
	b.eq .LBB_1147
	ldp q20, q19, [x9, #32]
	ldp q24, q21, [x8, #32]
	add x6, x6, #1
	cmp x5, x6
	ldp q13, q25, [x9]
	fadd v14.2d, v19.2d, v11.2d
	ldp q12, q28, [x8]
	fmul v15.2d, v19.2d, v1.d[0]
	ldp q9, q29, [x9, #-32]
	fsub v19.2d, v14.2d, v21.2d
	fadd v21.2d, v20.2d, v10.2d
	fmul v14.2d, v20.2d, v1.d[0]
	fadd v4.2d, v4.2d, v15.2d
	fsub v20.2d, v21.2d, v24.2d
	fadd v21.2d, v25.2d, v31.2d
	fmul v24.2d, v25.2d, v1.d[0]
	fmul v25.2d, v13.2d, v1.d[0]
	fadd v6.2d, v6.2d, v14.2d
	fsub v4.2d, v4.2d, v11.2d
	fsub v21.2d, v21.2d, v28.2d
	ldp q14, q28, [x9, #-64]
	add x9, x9, #128
	fadd v3.2d, v3.2d, v24.2d
	fmul v24.2d, v29.2d, v1.d[0]
	fadd v5.2d, v5.2d, v25.2d
	fmul v25.2d, v9.2d, v1.d[0]
	fadd v29.2d, v29.2d, v27.2d
	fadd v9.2d, v9.2d, v26.2d
	fsub v6.2d, v6.2d, v10.2d
	fadd v10.2d, v13.2d, v30.2d
	fsub v3.2d, v3.2d, v31.2d
	fsub v5.2d, v5.2d, v30.2d
	ldp q30, q31, [x11, #-32]
	fsub v12.2d, v10.2d, v12.2d
	mov v10.16b, v20.16b
	fadd v7.2d, v7.2d, v24.2d
	fmul v24.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v25.2d
	fadd v28.2d, v28.2d, v23.2d
	fmul v25.2d, v14.2d, v1.d[0]
	fsub v7.2d, v7.2d, v27.2d
	fsub v16.2d, v16.2d, v26.2d
	ldp q26, q27, [x11]
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
	fadd v29.2d, v14.2d, v22.2d
	fmul v22.2d, v18.2d, v2.d[0]
	fsub v29.2d, v29.2d, v9.2d
	ldp q9, q11, [x11, #-64]
	fsub v23.2d, v11.2d, v23.2d
	fmul v11.2d, v7.2d, v2.d[0]
	fsub v22.2d, v9.2d, v22.2d
	fmul v9.2d, v16.2d, v2.d[0]
	fsub v31.2d, v31.2d, v11.2d
	fmul v11.2d, v3.2d, v2.d[0]
	stp q22, q23, [x11, #-64]
	fmul v22.2d, v6.2d, v2.d[0]
	fmul v23.2d, v4.2d, v2.d[0]
	fsub v30.2d, v30.2d, v9.2d
	fmul v9.2d, v5.2d, v2.d[0]
	fsub v27.2d, v27.2d, v11.2d
	stp q30, q31, [x11, #-32]
	mov v30.16b, v12.16b
	mov v31.16b, v21.16b
	fsub v26.2d, v26.2d, v9.2d
	ldp q9, q11, [x11, #32]
	stp q26, q27, [x11]
	mov v26.16b, v25.16b
	mov v27.16b, v24.16b
	fsub v23.2d, v11.2d, v23.2d
	mov v11.16b, v19.16b
	fsub v9.2d, v9.2d, v22.2d
	mov v22.16b, v29.16b
	stp q9, q23, [x11, #32]
	mov v23.16b, v28.16b
	add x11, x11, #128
	b.ne .LBB_702
	b .LBB_707
.LBB_706:
	mov v29.16b, v22.16b
	mov v28.16b, v23.16b
	mov v25.16b, v26.16b
	mov v24.16b, v27.16b
	mov v12.16b, v30.16b
	mov v21.16b, v31.16b
	mov v20.16b, v10.16b
	mov v19.16b, v11.16b
.LBB_707:
	ldr x0, [sp, #760]
	cmp x5, #1024
	str q18, [sp, #1536]
	str q17, [sp, #1552]
	str q16, [sp, #1568]
	str q7, [sp, #1584]
	str q5, [sp, #1600]
	str q3, [sp, #1616]
	str q6, [sp, #1632]
	str q4, [sp, #1648]
	str q29, [sp, #1664]
	str q28, [sp, #1680]
	str q25, [sp, #1696]
	str q24, [sp, #1712]
	str q12, [sp, #1728]
	str q21, [sp, #1744]
	str q20, [sp, #1760]
	str q19, [sp, #1776]
	b.hi .LBB_735
	add x11, x5, x19
	cmp x11, x27
	b.hs .LBB_1172
	ldr x7, [sp, #672]
	sub x8, x11, x12
	cmp x8, x27
	b.hs .LBB_1165
	add x9, x7, x11, lsl #7
	add x8, x7, x8, lsl #7
	cmp x15, x0
	ldr q22, [x9]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v29.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v29.2d
	str q18, [sp, #1536]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #16]
	fmul v26.2d, v23.2d, v1.d[0]
	fadd v23.2d, v23.2d, v28.2d
	fadd v17.2d, v17.2d, v26.2d
	fsub v17.2d, v17.2d, v28.2d
	str q17, [sp, #1552]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q26, [x9, #32]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v25.2d
	str q16, [sp, #1568]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q27, [x9, #48]
	fmul v30.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v24.2d
	str q7, [sp, #1584]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q30, [x9, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v5.2d, v5.2d, v31.2d
	fsub v5.2d, v5.2d, v12.2d
	str q5, [sp, #1600]
	fmul v5.2d, v5.2d, v2.d[0]
	ldr q31, [x9, #80]
	fmul v9.2d, v31.2d, v1.d[0]
	fadd v3.2d, v3.2d, v9.2d
	fsub v3.2d, v3.2d, v21.2d
	fadd v21.2d, v31.2d, v21.2d
	str q3, [sp, #1616]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q9, [x9, #96]
	fmul v10.2d, v9.2d, v1.d[0]
	fadd v6.2d, v6.2d, v10.2d
	fsub v6.2d, v6.2d, v20.2d
	fadd v20.2d, v9.2d, v20.2d
	str q6, [sp, #1632]
	ldr q10, [x9, #112]
	fmul v11.2d, v10.2d, v1.d[0]
	fadd v4.2d, v4.2d, v11.2d
	fsub v4.2d, v4.2d, v19.2d
	fadd v19.2d, v10.2d, v19.2d
	str q4, [sp, #1648]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q11, [x8]
	fsub v22.2d, v22.2d, v11.2d
	str q22, [sp, #1664]
	ldr q22, [x8, #16]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v26.2d, v25.2d
	str q22, [sp, #1680]
	ldr q22, [x8, #32]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v27.2d, v24.2d
	str q22, [sp, #1696]
	ldr q22, [x8, #48]
	fsub v22.2d, v23.2d, v22.2d
	fadd v23.2d, v30.2d, v12.2d
	str q22, [sp, #1712]
	ldr q22, [x8, #64]
	fsub v22.2d, v23.2d, v22.2d
	str q22, [sp, #1728]
	ldr q22, [x8, #80]
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1744]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1760]
	ldr q20, [x8, #112]
	str q3, [sp, #1872]
	str q18, [sp, #1792]
	str q17, [sp, #1808]
	str q16, [sp, #1824]
	str q7, [sp, #1840]
	str q5, [sp, #1856]
	str q4, [sp, #1904]
	fsub v3.2d, v19.2d, v20.2d
	str q3, [sp, #1776]
	fmul v3.2d, v6.2d, v2.d[0]
	str q3, [sp, #1888]
	b.hi .LBB_1096
	ldr x8, [sp, #752]
	add x6, x5, #1
	mov w20, wzr
	mov x19, x17
	add x22, x8, x15, lsl #4
	add x8, x11, #1
	add x11, x4, x11, lsl #7
	sub x0, x8, x12
	add x9, x7, x0, lsl #7
	b .LBB_714
.LBB_712:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1128
.LBB_713:
	add x22, sp, #1536
	str d4, [x22, x19, lsl #3]
	add x22, sp, #1664
	str d3, [x22, x19, lsl #3]
	fdiv d3, d4, d0
	add x22, sp, #1792
	str d3, [x22, x19, lsl #3]
	mov x19, x21
	ldr x21, [sp, #944]
	mov x22, x7
.LBB_714:
	cbz w20, .LBB_723
.LBB_715:
	mov x7, x22
.LBB_716:
	cbz x19, .LBB_733
	ldr x20, [x19]
	cmp x20, x5
	b.ne .LBB_733
	mov x21, xzr
	mov w20, #2
	mov x22, x19
	cmp x8, x12
	b.lo .LBB_1073
.LBB_719:
	ldr x19, [x22, #8]
	cbz x12, .LBB_712
	cmp x19, #15
	b.hi .LBB_1116
	cmp x18, #3
	b.hs .LBB_726
	mov x22, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x23, x9
	b .LBB_730
.LBB_723:
	ldr x7, [sp, #912]
	cmp x22, x7
	b.eq .LBB_715
	mov x7, x22
	ldr x20, [x7], #16
	cmp x20, x5
	b.ne .LBB_716
	mov w20, wzr
	mov x21, x19
	cmp x8, x12
	b.hs .LBB_719
	b .LBB_1073
.LBB_726:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x23, x19, #3
	mov x27, x26
	mov x22, xzr
	mov x24, x11
.LBB_727:
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
	cmp x2, x22
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
	b.ne .LBB_727
	cbz x1, .LBB_732
	mov x26, x27
	ldr x27, [sp, #928]
	add x23, x24, #128
.LBB_730:
	add x22, x22, #1
	add x23, x23, x19, lsl #3
	mov x24, x1
.LBB_731:
	ldr d6, [x23], #128
	ucvtf d5, x22
	add x22, x22, #1
	subs x24, x24, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_731
	b .LBB_713
.LBB_732:
	mov x26, x27
	ldr x27, [sp, #928]
	b .LBB_713
.LBB_733:
	cmp x5, x21
	b.hs .LBB_1200
	add x8, x14, x5, lsl #7
	ldr q3, [sp, #1792]
	ldr x19, [sp, #920]
	ldr x11, [sp, #760]
	cmp x5, #1024
	ldp q4, q5, [x8]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8]
	ldr q3, [sp, #1808]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #32]
	str q3, [x8, #16]
	ldr q3, [sp, #1824]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1840]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #64]
	str q3, [x8, #48]
	ldr q3, [sp, #1856]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1872]
	fsub v3.2d, v5.2d, v3.2d
	ldp q4, q5, [x8, #96]
	str q3, [x8, #80]
	ldr q3, [sp, #1888]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1904]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #112]
	b.ne .LBB_685
.LBB_735:
	ldr x8, [sp, #1064]
	ldr x11, [sp, #744]
	subs x17, x8, x11
	b.lo .LBB_1105
	ldr x10, [sp, #368]
	ldr x9, [sp, #1056]
	ldp x8, x10, [x10, #32]
	cbz x11, .LBB_741
	ldr x11, [sp, #328]
	ldr x13, [sp, #744]
	mov w14, #1025
	mov x15, x9
	add x11, x9, x11
	sub x24, x14, x13
	mov x13, x10
	mov x14, x8
.LBB_738:
	cmp x24, x17
	b.hs .LBB_1163
	cbz x13, .LBB_1162
	ldr d0, [x14], #8
	mov w16, #128
	sub x13, x13, #1
	add x24, x24, #1
	str d0, [x15]
	movk w16, #2, lsl #16
	add x16, x15, x16
	ldp q0, q1, [x16, #64]
	stur q1, [x15, #88]
	stur q0, [x15, #72]
	ldr q0, [x16, #96]
	stur q0, [x15, #104]
	ldp q0, q1, [x16]
	stur q1, [x15, #24]
	stur q0, [x15, #8]
	ldp q0, q1, [x16, #32]
	ldr x16, [x16, #112]
	str x16, [x15, #120]
	stur q1, [x15, #56]
	stur q0, [x15, #40]
	add x15, x15, #128
	cmp x15, x11
	b.ne .LBB_738
.LBB_741:
	cbz x10, .LBB_745
	mov w11, #248
	mov w13, #1025
	lsl x10, x10, #3
	movk w11, #2, lsl #16
	add x9, x9, x11
	ldr x11, [sp, #744]
	sub x24, x13, x11
.LBB_743:
	cmp x24, x17
	b.hs .LBB_1164
	ldr d0, [x9], #128
	subs x10, x10, #8
	add x24, x24, #1
	str d0, [x8], #8
	b.ne .LBB_743
.LBB_745:
	ldr x8, [sp, #632]
	ldr x13, [sp, #1056]
	ldr x11, [sp, #1064]
	ldr x10, [sp, #1104]
	ldr x24, [sp, #1112]
	str x8, [sp, #1512]
	ldr x8, [sp, #608]
	str x24, [sp, #944]
	str x8, [sp, #1520]
	ldr x8, [sp, #320]
	str x8, [sp, #1528]
	subs x8, x12, #1
	b.ne .LBB_750
	ldr x8, [sp, #576]
	cmp x8, x11
	b.hi .LBB_1112
	ldr x8, [sp, #456]
	mov x9, #-1
	add x11, x13, x8
	add x8, x10, #64
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_748:
	add x9, x9, #1
	cmp x24, x9
	b.eq .LBB_1151
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
	cbnz x10, .LBB_748
	b .LBB_809
.LBB_750:
	ldr x14, [sp, #312]
	ldr x9, [sp, #744]
	movi v0.2d, #0000000000000000
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	sub x0, x14, x12
	cmp x9, x11
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	str q0, [sp, #1552]
	str q0, [sp, #1536]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	b.hs .LBB_1125
	cmp x14, x12
	b.lo .LBB_1126
	cbz x12, .LBB_756
	add x16, sp, #1536
	ldr q1, [sp, #1536]
	ldr q2, [sp, #1552]
	ldr q18, [sp, #1664]
	add x9, x13, x14, lsl #7
	add x14, x13, x0, lsl #7
	movi v3.2d, #0000000000000000
	movi d4, #0000000000000000
	ldr q19, [sp, #1680]
	ldur q5, [x16, #88]
	ldur q20, [x16, #216]
	movi d0, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	ldur q7, [x16, #104]
	ldur q21, [x16, #232]
	ldr d17, [sp, #1656]
	movi v24.2d, #0000000000000000
	mov w15, #1
	ldr d22, [sp, #1784]
.LBB_754:
	ldp q27, q28, [x14]
	ucvtf d26, x15
	add x15, x15, #1
	fadd v19.2d, v28.2d, v19.2d
	fmul v28.2d, v28.2d, v26.d[0]
	fadd v18.2d, v27.2d, v18.2d
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
	fadd d0, d28, d0
	fadd v24.2d, v27.2d, v24.2d
	fmul v27.2d, v27.2d, v26.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fmul d27, d28, d26
	fadd d4, d4, d27
	ldur q27, [x14, #88]
	fmul v28.2d, v27.2d, v26.d[0]
	fadd v20.2d, v27.2d, v20.2d
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
	b.ne .LBB_754
	add x9, sp, #1536
	str q1, [sp, #1536]
	str q2, [sp, #1552]
	str q18, [sp, #1664]
	str q19, [sp, #1680]
	str q3, [sp, #1568]
	str q6, [sp, #1584]
	str q23, [sp, #1696]
	str q25, [sp, #1712]
	str q16, [sp, #1600]
	str q24, [sp, #1728]
	stur q5, [x9, #88]
	stur q20, [x9, #216]
	stur q7, [x9, #104]
	stur q21, [x9, #232]
	str d4, [sp, #1616]
	str d17, [sp, #1656]
	str d0, [sp, #1744]
	str d22, [sp, #1784]
	b .LBB_757
.LBB_756:
	movi v1.2d, #0000000000000000
	movi d17, #0000000000000000
	movi d4, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_757:
	ldr x0, [sp, #760]
	cbz x24, .LBB_1203
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
	ldr x8, [sp, #744]
	ucvtf d0, x9, #1
	ldr x9, [sp, #632]
	dup v18.2d, v0.d[0]
	fdiv d17, d17, d0
	fdiv d4, d4, d0
	sub x3, x8, x12
	cmp w9, #0
	ldr x9, [sp, #416]
	fdiv v2.2d, v2.2d, v18.2d
	csel x16, x9, xzr, ne
	fdiv v1.2d, v1.2d, v18.2d
	fdiv v16.2d, v16.2d, v18.2d
	str d4, [x10, #80]
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v5.2d, v5.2d, v18.2d
	str d17, [x10, #120]
	stp q1, q2, [x10]
	fmov d2, #1.00000000
	ucvtf d1, x12
	str q16, [x15, #64]!
	stur q5, [x10, #88]
	fdiv v6.2d, v6.2d, v18.2d
	stur q7, [x10, #104]
	fdiv v3.2d, v3.2d, v18.2d
	stp q3, q6, [x10, #32]
	fdiv d2, d2, d0
.LBB_759:
	cmp x14, x0
	b.hs .LBB_764
	ldr x8, [sp, #752]
	add x9, x8, x14, lsl #4
.LBB_761:
	ldr x8, [x9], #16
	cmp x8, x6
	b.hs .LBB_765
	add x14, x14, #1
	cmp x0, x14
	b.ne .LBB_761
	mov x9, xzr
	mov x14, x0
	b .LBB_766
.LBB_764:
	mov x9, xzr
	b .LBB_766
.LBB_765:
	mov w9, #1
.LBB_766:
	ldr x7, [sp, #608]
	ldr x0, [sp, #632]
	mov w5, #1
	str x9, [sp, #1816]
	cmp x7, x6
	str x5, [sp, #1792]
	mov w5, #2
	str x5, [sp, #1808]
	str x8, [sp, #1824]
	str x7, [sp, #1840]
	csel w0, wzr, w0, lo
	str x0, [sp, #1832]
	tbnz w9, #0, .LBB_769
	cbnz w0, .LBB_769
	mov w5, #1025
	b .LBB_774
.LBB_769:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1800]
	ldr x8, [sp, #664]
	add x8, x8, x9, lsl #4
	add x9, sp, #1792
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	ldr x8, [x8, #8]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x0, x9, [x29, #-144]
	cmp x9, x0
	stur q3, [x29, #-112]
	b.eq .LBB_773
	sub w9, w9, w0
	ands x9, x9, #0x3
	b.eq .LBB_773
	ldr x5, [sp, #600]
	add x0, x5, x0, lsl #4
.LBB_772:
	ldur w5, [x0, #-8]
	ldr x7, [x0], #16
	cmp x8, x7
	csel x7, x8, x7, lo
	cmp w5, #0
	csel x8, x7, x8, ne
	subs x9, x9, #1
	b.ne .LBB_772
.LBB_773:
	mov w9, #1025
	cmp x8, #1025
	csel x5, x8, x9, lo
.LBB_774:
	ldr q16, [sp, #1536]
	ldr q18, [sp, #1552]
	ldr q21, [sp, #1664]
	cmp x6, x5
	ldr q22, [sp, #1680]
	ldr q17, [sp, #1568]
	ldr q4, [sp, #1584]
	ldr q23, [sp, #1696]
	ldr q24, [sp, #1712]
	ldr q7, [sp, #1600]
	ldr q6, [sp, #1616]
	ldr q25, [sp, #1728]
	ldr q26, [sp, #1744]
	ldr q5, [sp, #1632]
	ldr q3, [sp, #1648]
	ldr q27, [sp, #1760]
	ldr q29, [sp, #1776]
	b.hs .LBB_780
	ldr x19, [sp, #744]
	add x8, x3, x6
	add x0, x15, x6, lsl #7
	cmp x6, x24
	csel x24, x6, x24, hi
	mov x28, x5
	mov x7, x24
	add x8, x2, x8, lsl #7
	add x9, x19, x6
	sub x23, x19, x12
	mov x22, x19
	add x9, x2, x9, lsl #7
.LBB_776:
	add x19, x6, x22
	cmp x19, x11
	b.hs .LBB_1153
	add x19, x6, x23
	cmp x19, x11
	b.hs .LBB_1154
	cmp x6, x7
	b.eq .LBB_1151
	ldp q20, q19, [x9, #32]
	ldp q31, q30, [x8, #32]
	sub x28, x28, #1
	add x23, x23, #1
	add x22, x22, #1
	sub x7, x7, #1
	ldp q9, q8, [x9]
	cmp x6, x28
	fadd v11.2d, v19.2d, v29.2d
	ldp q28, q10, [x9, #-32]
	fmul v12.2d, v19.2d, v1.d[0]
	fsub v19.2d, v11.2d, v30.2d
	fadd v30.2d, v20.2d, v27.2d
	fmul v11.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v12.2d
	fsub v20.2d, v30.2d, v31.2d
	fmul v30.2d, v8.2d, v1.d[0]
	fmul v31.2d, v9.2d, v1.d[0]
	fadd v8.2d, v8.2d, v26.2d
	fadd v5.2d, v5.2d, v11.2d
	fmul v11.2d, v10.2d, v1.d[0]
	fsub v3.2d, v3.2d, v29.2d
	fadd v6.2d, v6.2d, v30.2d
	fadd v7.2d, v7.2d, v31.2d
	ldp q31, q30, [x9, #-64]
	fsub v5.2d, v5.2d, v27.2d
	add x9, x9, #128
	ldp q12, q27, [x8, #-32]
	fadd v4.2d, v4.2d, v11.2d
	fmul v11.2d, v28.2d, v1.d[0]
	fsub v6.2d, v6.2d, v26.2d
	fadd v26.2d, v9.2d, v25.2d
	fadd v9.2d, v10.2d, v24.2d
	fsub v7.2d, v7.2d, v25.2d
	fadd v10.2d, v28.2d, v23.2d
	fsub v4.2d, v4.2d, v24.2d
	ldp q25, q24, [x8, #-64]
	fadd v17.2d, v17.2d, v11.2d
	fmul v11.2d, v30.2d, v1.d[0]
	fadd v13.2d, v30.2d, v22.2d
	fsub v30.2d, v9.2d, v27.2d
	fmul v27.2d, v7.2d, v2.d[0]
	fmul v9.2d, v5.2d, v2.d[0]
	fadd v14.2d, v31.2d, v21.2d
	fsub v17.2d, v17.2d, v23.2d
	fadd v18.2d, v18.2d, v11.2d
	fmul v11.2d, v31.2d, v1.d[0]
	fsub v31.2d, v10.2d, v12.2d
	fsub v10.2d, v13.2d, v24.2d
	fmul v24.2d, v4.2d, v2.d[0]
	fmul v23.2d, v17.2d, v2.d[0]
	fsub v18.2d, v18.2d, v22.2d
	fadd v16.2d, v16.2d, v11.2d
	ldp q29, q11, [x8], #128
	fmul v22.2d, v18.2d, v2.d[0]
	stp q23, q24, [x0, #-32]
	mov v23.16b, v31.16b
	mov v24.16b, v30.16b
	fsub v16.2d, v16.2d, v21.2d
	fmul v21.2d, v16.2d, v2.d[0]
	fsub v28.2d, v8.2d, v11.2d
	fmul v8.2d, v6.2d, v2.d[0]
	fsub v11.2d, v14.2d, v25.2d
	fsub v12.2d, v26.2d, v29.2d
	mov v26.16b, v28.16b
	mov v29.16b, v19.16b
	stp q21, q22, [x0, #-64]
	fmul v22.2d, v3.2d, v2.d[0]
	mov v21.16b, v11.16b
	stp q27, q8, [x0]
	mov v27.16b, v20.16b
	mov v25.16b, v12.16b
	stp q9, q22, [x0, #32]
	mov v22.16b, v10.16b
	add x0, x0, #128
	b.ne .LBB_776
	b .LBB_781
.LBB_780:
	mov v11.16b, v21.16b
	mov v10.16b, v22.16b
	mov v31.16b, v23.16b
	mov v30.16b, v24.16b
	mov v12.16b, v25.16b
	mov v28.16b, v26.16b
	mov v20.16b, v27.16b
	mov v19.16b, v29.16b
.LBB_781:
	ldr x28, [sp, #688]
	ldr x27, [sp, #760]
	cmp x5, #1024
	str q16, [sp, #1536]
	str q18, [sp, #1552]
	str q17, [sp, #1568]
	str q4, [sp, #1584]
	str q7, [sp, #1600]
	str q6, [sp, #1616]
	str q5, [sp, #1632]
	str q3, [sp, #1648]
	str q11, [sp, #1664]
	str q10, [sp, #1680]
	str q31, [sp, #1696]
	str q30, [sp, #1712]
	str q12, [sp, #1728]
	str q28, [sp, #1744]
	str q20, [sp, #1760]
	str q19, [sp, #1776]
	b.hi .LBB_809
	ldr x8, [sp, #744]
	add x7, x5, x8
	cmp x7, x11
	b.hs .LBB_1191
	sub x8, x7, x12
	cmp x8, x11
	b.hs .LBB_1192
	add x9, x13, x7, lsl #7
	add x8, x13, x8, lsl #7
	cmp x14, x27
	ldr q21, [x9]
	fmul v22.2d, v21.2d, v1.d[0]
	fadd v21.2d, v21.2d, v11.2d
	fadd v16.2d, v16.2d, v22.2d
	fsub v16.2d, v16.2d, v11.2d
	str q16, [sp, #1536]
	fmul v16.2d, v16.2d, v2.d[0]
	ldr q22, [x9, #16]
	fmul v23.2d, v22.2d, v1.d[0]
	fadd v22.2d, v22.2d, v10.2d
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v10.2d
	str q18, [sp, #1552]
	fmul v18.2d, v18.2d, v2.d[0]
	ldr q23, [x9, #32]
	fmul v24.2d, v23.2d, v1.d[0]
	fadd v17.2d, v17.2d, v24.2d
	fsub v17.2d, v17.2d, v31.2d
	str q17, [sp, #1568]
	fmul v17.2d, v17.2d, v2.d[0]
	ldr q24, [x9, #48]
	fmul v25.2d, v24.2d, v1.d[0]
	fadd v4.2d, v4.2d, v25.2d
	fsub v4.2d, v4.2d, v30.2d
	str q4, [sp, #1584]
	fmul v4.2d, v4.2d, v2.d[0]
	ldr q25, [x9, #64]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v7.2d, v7.2d, v26.2d
	fsub v7.2d, v7.2d, v12.2d
	str q7, [sp, #1600]
	fmul v7.2d, v7.2d, v2.d[0]
	ldr q26, [x9, #80]
	fmul v27.2d, v26.2d, v1.d[0]
	fadd v6.2d, v6.2d, v27.2d
	fsub v6.2d, v6.2d, v28.2d
	str q6, [sp, #1616]
	ldr q27, [x9, #96]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v5.2d, v5.2d, v29.2d
	fsub v5.2d, v5.2d, v20.2d
	fadd v20.2d, v27.2d, v20.2d
	str q5, [sp, #1632]
	ldr q29, [x9, #112]
	fmul v8.2d, v29.2d, v1.d[0]
	fadd v3.2d, v3.2d, v8.2d
	fsub v3.2d, v3.2d, v19.2d
	fadd v19.2d, v29.2d, v19.2d
	str q3, [sp, #1648]
	fmul v3.2d, v3.2d, v2.d[0]
	ldr q8, [x8]
	fsub v21.2d, v21.2d, v8.2d
	str q21, [sp, #1664]
	ldr q21, [x8, #16]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v23.2d, v31.2d
	str q21, [sp, #1680]
	ldr q21, [x8, #32]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v24.2d, v30.2d
	str q21, [sp, #1696]
	ldr q21, [x8, #48]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v25.2d, v12.2d
	str q21, [sp, #1712]
	ldr q21, [x8, #64]
	fsub v21.2d, v22.2d, v21.2d
	fadd v22.2d, v26.2d, v28.2d
	str q21, [sp, #1728]
	ldr q21, [x8, #80]
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1744]
	ldr q21, [x8, #96]
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1760]
	ldr q20, [x8, #112]
	str q4, [sp, #1840]
	fmul v4.2d, v6.2d, v2.d[0]
	str q16, [sp, #1792]
	str q18, [sp, #1808]
	str q17, [sp, #1824]
	str q7, [sp, #1856]
	str q3, [sp, #1904]
	str q4, [sp, #1872]
	fsub v4.2d, v19.2d, v20.2d
	str q4, [sp, #1776]
	fmul v4.2d, v5.2d, v2.d[0]
	str q4, [sp, #1888]
	b.hi .LBB_1089
	ldr x8, [sp, #752]
	add x6, x5, #1
	mov w21, wzr
	mov x19, x16
	add x23, x8, x14, lsl #4
	add x8, x7, #1
	add x7, x4, x7, lsl #7
	sub x0, x8, x12
	add x9, x13, x0, lsl #7
	b .LBB_788
.LBB_786:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_1128
.LBB_787:
	add x23, sp, #1536
	str d4, [x23, x19, lsl #3]
	add x23, sp, #1664
	str d3, [x23, x19, lsl #3]
	fdiv d3, d4, d0
	add x23, sp, #1792
	str d3, [x23, x19, lsl #3]
	mov x19, x22
	mov x23, x20
.LBB_788:
	cbz w21, .LBB_797
.LBB_789:
	mov x20, x23
.LBB_790:
	cbz x19, .LBB_807
	ldr x21, [x19]
	cmp x21, x5
	b.ne .LBB_807
	mov x22, xzr
	mov w21, #2
	mov x23, x19
	cmp x8, x12
	b.lo .LBB_1079
.LBB_793:
	ldr x19, [x23, #8]
	cbz x12, .LBB_786
	cmp x19, #15
	b.hi .LBB_1116
	cmp x17, #3
	b.hs .LBB_800
	mov x23, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x24, x9
	b .LBB_804
.LBB_797:
	ldr x20, [sp, #912]
	cmp x23, x20
	b.eq .LBB_789
	mov x20, x23
	ldr x21, [x20], #16
	cmp x21, x5
	b.ne .LBB_790
	mov w21, wzr
	mov x22, x19
	cmp x8, x12
	b.hs .LBB_793
	b .LBB_1079
.LBB_800:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x24, x19, #3
	mov x30, x26
	mov x23, xzr
	mov x25, x7
.LBB_801:
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
	b.ne .LBB_801
	cbz x18, .LBB_806
	add x24, x25, #128
	mov x26, x30
.LBB_804:
	add x23, x23, #1
	add x24, x24, x19, lsl #3
	mov x25, x18
.LBB_805:
	ldr d6, [x24], #128
	ucvtf d5, x23
	add x23, x23, #1
	subs x25, x25, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_805
	b .LBB_787
.LBB_806:
	mov x26, x30
	b .LBB_787
.LBB_807:
	ldr x24, [sp, #944]
	cmp x5, x24
	b.hs .LBB_1193
	ldr q3, [sp, #1856]
	add x8, x10, x5, lsl #7
	ldr x0, [sp, #760]
	cmp x5, #1024
	str q3, [x8, #64]
	ldr q3, [sp, #1872]
	str q3, [x8, #80]
	ldr q3, [sp, #1888]
	str q3, [x8, #96]
	ldr q3, [sp, #1904]
	str q3, [x8, #112]
	ldr q3, [sp, #1792]
	str q3, [x8]
	ldr q3, [sp, #1808]
	str q3, [x8, #16]
	ldr q3, [sp, #1824]
	str q3, [x8, #32]
	ldr q3, [sp, #1840]
	str q3, [x8, #48]
	b.ne .LBB_759
.LBB_809:
	ldr x8, [sp, #592]
	ldr x10, [sp, #472]
	cmp x10, x8
	b.eq .LBB_1205
	ldr x8, [sp, #464]
	mov w9, #24
	fmov d1, #-1.00000000
	fmov d0, #-1.00000000
	cntw x18
	rdvl x0, #2
	madd x8, x10, x9, x8
	mov x9, #9218868437227405311
	ldp x22, x1, [x8, #8]
	ldr x8, [sp, #960]
	str x8, [sp, #864]
	ldr x8, [sp, #696]
	str x1, [sp, #944]
	stur x8, [x29, #-144]
	add x8, sp, #1448
	str x8, [sp, #1536]
	ldr x8, [sp, #568]
	str x8, [sp, #1544]
	ldr x8, [sp, #304]
	tbz w8, #0, .LBB_814
	ldr x24, [sp, #136]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d2, [x22, x24, lsl #3]
	fmov d0, #-1.00000000
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_814
	fmov d0, d2
.LBB_814:
	ldr x8, [sp, #296]
	tbz w8, #0, .LBB_818
	ldr x24, [sp, #128]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d2, [x22, x24, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_818
	fmov d1, d2
.LBB_818:
	ldr x8, [sp, #288]
	fmov d2, #-1.00000000
	fmov d3, #-1.00000000
	tbz w8, #0, .LBB_822
	ldr x24, [sp, #120]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d4, [x22, x24, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_822
	fmov d3, d4
.LBB_822:
	ldr x8, [sp, #280]
	tbz w8, #0, .LBB_826
	ldr x24, [sp, #112]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d4, [x22, x24, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_826
	fmov d2, d4
.LBB_826:
	ldr x8, [sp, #272]
	fmov d4, #-1.00000000
	fmov d5, #-1.00000000
	tbz w8, #0, .LBB_830
	ldr x24, [sp, #104]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d6, [x22, x24, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_830
	fmov d5, d6
.LBB_830:
	ldr x8, [sp, #264]
	tbz w8, #0, .LBB_834
	ldr x24, [sp, #96]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d6, [x22, x24, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_834
	fmov d4, d6
.LBB_834:
	ldr x8, [sp, #256]
	fmov d6, #-1.00000000
	fmov d7, #-1.00000000
	tbz w8, #0, .LBB_837
	ldr x24, [sp, #88]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d7, [x22, x24, lsl #3]
	fmov d16, #-1.00000000
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d7, d16, d7, gt
.LBB_837:
	ldr x8, [sp, #248]
	tbz w8, #0, .LBB_840
	ldr x24, [sp, #80]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d6, [x22, x24, lsl #3]
	fmov d16, #-1.00000000
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d6, d16, d6, gt
.LBB_840:
	ldr x8, [sp, #240]
	fmov d16, #-1.00000000
	fmov d17, #-1.00000000
	tbz w8, #0, .LBB_843
	ldr x24, [sp, #72]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d17, [x22, x24, lsl #3]
	fmov d18, #-1.00000000
	fmov x8, d17
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d17, d18, d17, gt
.LBB_843:
	ldr x8, [sp, #232]
	tbz w8, #0, .LBB_846
	ldr x24, [sp, #64]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d16, [x22, x24, lsl #3]
	fmov d18, #-1.00000000
	fmov x8, d16
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d16, d18, d16, gt
.LBB_846:
	ldr x8, [sp, #224]
	fmov d18, #-1.00000000
	fmov d19, #-1.00000000
	tbz w8, #0, .LBB_849
	ldr x24, [sp, #56]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d19, [x22, x24, lsl #3]
	fmov d20, #-1.00000000
	fmov x8, d19
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d19, d20, d19, gt
.LBB_849:
	ldr x8, [sp, #216]
	tbz w8, #0, .LBB_852
	ldr x24, [sp, #48]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d18, [x22, x24, lsl #3]
	fmov d20, #-1.00000000
	fmov x8, d18
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d18, d20, d18, gt
.LBB_852:
	ldr x8, [sp, #208]
	fmov d20, #-1.00000000
	fmov d21, #-1.00000000
	tbz w8, #0, .LBB_856
	ldr x24, [sp, #40]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d22, [x22, x24, lsl #3]
	fmov x8, d22
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_856
	fmov d21, d22
.LBB_856:
	ldr x8, [sp, #200]
	tbz w8, #0, .LBB_860
	ldr x24, [sp, #32]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d22, [x22, x24, lsl #3]
	fmov x8, d22
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_860
	fmov d20, d22
.LBB_860:
	ldr x8, [sp, #192]
	fmov d22, #-1.00000000
	fmov d23, #-1.00000000
	tbz w8, #0, .LBB_864
	ldr x24, [sp, #24]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d24, [x22, x24, lsl #3]
	fmov x8, d24
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_864
	fmov d23, d24
.LBB_864:
	ldr x8, [sp, #184]
	tbz w8, #0, .LBB_868
	ldr x24, [sp, #16]
	cmp x24, x1
	b.hs .LBB_1190
	ldr d24, [x22, x24, lsl #3]
	fmov x8, d24
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_868
	fmov d22, d24
.LBB_868:
	ldr x8, [sp, #1088]
	ldr x9, [sp, #1112]
	str d0, [sp, #1792]
	cmp x9, x8
	csel x8, x9, x8, lo
	ldr x9, [sp, #1160]
	lsl x8, x8, #4
	str d1, [sp, #1800]
	str d3, [sp, #1808]
	str d2, [sp, #1816]
	str d5, [sp, #1824]
	str d4, [sp, #1832]
	str d7, [sp, #1840]
	str d6, [sp, #1848]
	str d17, [sp, #1856]
	str d16, [sp, #1864]
	str d19, [sp, #1872]
	str d18, [sp, #1880]
	cmp x8, x9
	csel x8, x8, x9, lo
	str d21, [sp, #1888]
	str d20, [sp, #1896]
	str d23, [sp, #1904]
	str d22, [sp, #1912]
	cbz x8, .LBB_882
	fminnm d0, d0, d0
	fmov d24, #-1.00000000
	fminnm d1, d1, d1
	ldr x9, [sp, #1080]
	ldr x11, [sp, #1104]
	ldr x10, [sp, #1152]
	cmp x8, x18
	fmaxnm d0, d0, d24
	fmaxnm d0, d0, d1
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
	b.hs .LBB_871
	mov x12, xzr
	b .LBB_876
.LBB_871:
	add x13, x9, x8, lsl #3
	add x14, x10, x8
	add x15, x11, x8, lsl #3
	mov x12, xzr
	cmp x10, x13
	ccmp x9, x14, #2, lo
	cset w13, lo
	cmp x11, x14
	ccmp x10, x15, #2, lo
	b.lo .LBB_876
	tbnz w13, #0, .LBB_876
	udiv x12, x8, x18
	mov z1.d, d0
	mov x13, xzr
	mov x15, x9
	mov x16, x11
	mul x12, x12, x18
	ptrue p2.d
	sub x14, x8, x12
.LBB_874:
	ldr z2, [x16]
	ldr z4, [x15]
	add x17, x10, x13
	fabd z2.d, p2/m, z2.d, z4.d
	ldr z3, [x16, #1, mul vl]
	ldr z5, [x15, #1, mul vl]
	fabd z3.d, p2/m, z3.d, z5.d
	add x16, x16, x0
	add x15, x15, x0
	fcmge p0.d, p2/z, z1.d, z2.d
	fcmge p1.d, p2/z, z1.d, z3.d
	mov z2.d, p0/z, #1
	mov z3.d, p1/z, #1
	st1b { z2.d }, p2, [x10, x13]
	add x13, x13, x18
	st1b { z3.d }, p2, [x17, #1, mul vl]
	cmp x12, x13
	b.ne .LBB_874
	cbz x14, .LBB_881
.LBB_876:
	sub w14, w8, w12
	add x13, x12, #1
	tbz w14, #0, .LBB_878
	ldr d1, [x11, x12, lsl #3]
	ldr d2, [x9, x12, lsl #3]
	fabd d1, d1, d2
	fcmp d1, d0
	cset w14, ls
	strb w14, [x10, x12]
	mov x12, x13
.LBB_878:
	cmp x8, x13
	b.eq .LBB_881
	add x11, x11, x12, lsl #3
	add x9, x9, x12, lsl #3
	add x10, x10, x12
	sub x8, x8, x12
	add x11, x11, #8
	add x9, x9, #8
	add x10, x10, #1
.LBB_880:
	ldur d1, [x11, #-8]
	ldur d2, [x9, #-8]
	fabd d1, d1, d2
	fcmp d1, d0
	cset w12, ls
	sturb w12, [x10, #-1]
	ldr d1, [x11], #16
	ldr d2, [x9], #16
	fabd d1, d1, d2
	fcmp d1, d0
	cset w12, ls
	subs x8, x8, #2
	strb w12, [x10], #2
	b.ne .LBB_880
.LBB_881:
	ldr d0, [sp, #1792]
	ldr d1, [sp, #1800]
.LBB_882:
	ldr d2, [sp, #1808]
	fcmp d0, #0.0
	b.pl .LBB_889
.LBB_883:
	ldr x8, [sp, #1160]
	ands x8, x8, #0x7ffffffffffffff0
	b.eq .LBB_892
	add x9, sp, #1792
	ldr q3, [sp, #1840]
	ldr q4, [sp, #1824]
	ldr q5, [sp, #1904]
	sub x10, x8, #16
	mov v0.d[1], v1.d[0]
	add x9, x9, #24
	ldr q6, [sp, #1888]
	ldr q7, [sp, #1872]
	ldr q16, [sp, #1856]
	mvn w11, w10
	tst x11, #0x30
	ld1 { v2.d }[1], [x9]
	ldr x9, [sp, #1152]
	b.eq .LBB_887
	lsr w11, w10, #4
	movi v20.16b, #1
	add w11, w11, #1
	and x11, x11, #0x3
	sub x8, x8, x11, lsl #4
.LBB_886:
	fcmge v1.2d, v0.2d, #0.0
	fcmge v17.2d, v2.2d, #0.0
	fcmge v18.2d, v3.2d, #0.0
	fcmge v19.2d, v5.2d, #0.0
	subs x11, x11, #1
	uzp1 v1.4s, v1.4s, v17.4s
	fcmge v17.2d, v4.2d, #0.0
	uzp1 v17.4s, v17.4s, v18.4s
	fcmge v18.2d, v7.2d, #0.0
	uzp1 v1.8h, v1.8h, v17.8h
	fcmge v17.2d, v16.2d, #0.0
	uzp1 v17.4s, v17.4s, v18.4s
	fcmge v18.2d, v6.2d, #0.0
	uzp1 v18.4s, v18.4s, v19.4s
	uzp1 v17.8h, v17.8h, v18.8h
	uzp1 v1.16b, v1.16b, v17.16b
	ldr q17, [x9]
	and v17.16b, v17.16b, v20.16b
	and v1.16b, v17.16b, v1.16b
	str q1, [x9], #16
	b.ne .LBB_886
.LBB_887:
	movi v21.16b, #1
	cmp x10, #48
	b.lo .LBB_892
.LBB_888:
	fcmge v1.2d, v0.2d, #0.0
	fcmge v17.2d, v2.2d, #0.0
	fcmge v18.2d, v4.2d, #0.0
	fcmge v19.2d, v3.2d, #0.0
	subs x8, x8, #64
	fcmge v20.2d, v16.2d, #0.0
	uzp1 v1.4s, v1.4s, v17.4s
	fcmge v17.2d, v7.2d, #0.0
	uzp1 v18.4s, v18.4s, v19.4s
	fcmge v19.2d, v6.2d, #0.0
	uzp1 v17.4s, v20.4s, v17.4s
	fcmge v20.2d, v5.2d, #0.0
	uzp1 v1.8h, v1.8h, v18.8h
	uzp1 v19.4s, v19.4s, v20.4s
	ldp q18, q20, [x9]
	uzp1 v17.8h, v17.8h, v19.8h
	uzp1 v1.16b, v1.16b, v17.16b
	ldp q17, q19, [x9, #32]
	and v20.16b, v20.16b, v21.16b
	and v18.16b, v18.16b, v21.16b
	and v20.16b, v20.16b, v1.16b
	and v18.16b, v18.16b, v1.16b
	and v17.16b, v17.16b, v21.16b
	stp q18, q20, [x9]
	and v18.16b, v19.16b, v21.16b
	and v17.16b, v17.16b, v1.16b
	and v1.16b, v18.16b, v1.16b
	stp q17, q1, [x9, #32]
	add x9, x9, #64
	b.ne .LBB_888
	b .LBB_892
.LBB_889:
	add x8, sp, #1792
	mov v6.16b, v1.16b
	ldur q3, [x8, #24]
	ldur q4, [x8, #40]
	ldur q5, [x8, #56]
	mov v6.d[1], v2.d[0]
	fcmlt v6.2d, v6.2d, #0.0
	fcmlt v3.2d, v3.2d, #0.0
	fcmlt v5.2d, v5.2d, #0.0
	fcmlt v4.2d, v4.2d, #0.0
	uzp1 v3.4s, v6.4s, v3.4s
	uzp1 v4.4s, v4.4s, v5.4s
	ldur q5, [x8, #88]
	uzp1 v3.8h, v3.8h, v4.8h
	ldur q4, [x8, #72]
	xtn v3.8b, v3.8h
	fcmlt v5.2d, v5.2d, #0.0
	fcmlt v4.2d, v4.2d, #0.0
	uzp1 v4.4s, v4.4s, v5.4s
	ldr d5, [sp, #1896]
	xtn v4.4h, v4.4s
	fcmp d5, #0.0
	zip1 v5.8b, v3.8b, v0.8b
	orr v4.8b, v5.8b, v4.8b
	cset w8, mi
	uzp1 v4.8b, v4.8b, v0.8b
	mov v4.s[1], v3.s[1]
	shl v3.8b, v4.8b, #7
	cmlt v3.8b, v3.8b, #0
	umaxv b3, v3.8b
	fmov w9, s3
	orr w8, w9, w8
	tbnz w8, #0, .LBB_883
	ldr d3, [sp, #1904]
	fcmp d3, #0.0
	b.mi .LBB_883
	ldr d3, [sp, #1912]
	fcmp d3, #0.0
	b.mi .LBB_883
.LBB_892:
	ldp x9, x8, [sp, #168]
	ldr x19, [sp, #1160]
	ands x21, x19, #0x7ffffffffffffff8
	str x8, [sp, #1672]
	ldr x8, [sp, #1152]
	str x9, [sp, #1664]
	str x8, [sp, #880]
	add x8, sp, #1792
	str x8, [sp, #1680]
	add x8, sp, #1536
	str x8, [sp, #1688]
	sub x8, x29, #144
	str x8, [sp, #1696]
	b.eq .LBB_905
	ldr x26, [sp, #880]
	mov x23, xzr
	mov x25, x21
	b .LBB_895
.LBB_894:
	sub x25, x25, #8
	add x23, x23, #1
	cbz x25, .LBB_905
.LBB_895:
	ldr x27, [x26], #8
	cbz x27, .LBB_894
	ubfx x24, x23, #1, #60
	ubfiz x28, x23, #3, #1
	b .LBB_898
.LBB_897:
	sub x8, x27, #1
	and x27, x8, x27
	cbz x27, .LBB_894
.LBB_898:
	ldr x8, [sp, #1112]
	cmp x24, x8
	b.hs .LBB_1118
	ldr x8, [sp, #1088]
	cmp x24, x8
	b.hs .LBB_1117
	rbit x8, x27
	ldr x9, [sp, #1104]
	lsl x10, x24, #7
	clz x8, x8
	orr x20, x28, x8, lsr #3
	ldr x8, [sp, #1080]
	add x9, x9, x10
	ldr d0, [x9, x20, lsl #3]
	add x8, x8, x10
	ldr d1, [x8, x20, lsl #3]
	add x8, sp, #1792
	fabd d0, d0, d1
	ldr d1, [x8, x20, lsl #3]
	fcmp d0, d1
	b.hi .LBB_897
	ldr x0, [sp, #1536]
	ldr x1, [sp, #1544]
	ldur x8, [x29, #-144]
	orr x9, x20, x20, lsl #10
	add x9, x9, x24
	add x2, x9, x8
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #1088]
	cmp x24, x8
	b.hs .LBB_1132
	ldr x8, [sp, #1080]
	add x8, x8, x24, lsl #7
	str d0, [x8, x20, lsl #3]
	ldr x8, [sp, #1112]
	cmp x24, x8
	b.hs .LBB_1131
	ldr x8, [sp, #1104]
	add x8, x8, x24, lsl #7
	str d1, [x8, x20, lsl #3]
	b .LBB_897
.LBB_905:
	ldr x28, [sp, #688]
	and x20, x19, #0x7
	cbz x20, .LBB_910
	ldr x8, [sp, #880]
	and x24, x19, #0xfffffffffffffff8
	add x21, x8, x21
	b .LBB_908
.LBB_907:
	add x24, x24, #1
	subs x20, x20, #1
	b.eq .LBB_910
.LBB_908:
	ldrb w8, [x21], #1
	cbz w8, .LBB_907
	add x0, sp, #1664
	mov x1, x24
	bl kernel_sliding::blocked::patch::{{closure}}
	b .LBB_907
.LBB_910:
	ldr x8, [sp, #568]
	str xzr, [sp, #880]
	str xzr, [sp, #832]
	mov x10, xzr
	add x8, x8, #48
	str x8, [sp, #568]
	ldr x8, [sp, #472]
	add x8, x8, #1
	str x8, [sp, #784]
	mov w8, #1025
	str x8, [sp, #816]
	b .LBB_912
.LBB_911:
	ldr x8, [sp, #816]
	ldr x10, [sp, #800]
	add x8, x8, #1025
	add x10, x10, #1
	str x8, [sp, #816]
	ldr x8, [sp, #832]
	cmp x10, #16
	sub x8, x8, #1025
	str x8, [sp, #832]
	ldr x8, [sp, #880]
	add x8, x8, #8
	str x8, [sp, #880]
	b.eq .LBB_934
.LBB_912:
	ldur x8, [x29, #-144]
	add x9, x10, x10, lsl #10
	str x10, [sp, #800]
	add x28, x8, x9
	add x9, sp, #1792
	ldr d0, [x9, x10, lsl #3]
	ldr x9, [sp, #864]
	fcmp d0, #0.0
	ccmp x28, x9, #2, lt
	b.hs .LBB_911
	ldr x10, [sp, #864]
	add x9, x28, #1025
	cmp x10, x9
	csel x19, x10, x9, lo
	cmn x28, #1026
	b.hi .LBB_911
	ldr x9, [sp, #816]
	add x9, x8, x9
	str x9, [sp, #848]
	ldr x9, [sp, #832]
	sub x26, x9, x8
	b .LBB_916
.LBB_915:
	cmp x21, x19
	mov x28, x20
	b.hs .LBB_911
.LBB_916:
	ldr x8, [sp, #984]
	ldr x9, [sp, #976]
	cmp x8, #1
	b.eq .LBB_920
	cbz x8, .LBB_1148
	mov x10, xzr
	mov x11, x8
.LBB_919:
	lsr x12, x11, #1
	add x13, x12, x10
	sub x11, x11, x12
	ldr x14, [x9, x13, lsl #3]
	cmp x14, x28
	csel x10, x10, x13, hi
	cmp x11, #1
	b.hi .LBB_919
	b .LBB_921
.LBB_920:
	mov x10, xzr
.LBB_921:
	ldr x11, [x9, x10, lsl #3]
	cmp x11, x28
	cinc x10, x10, ls
	sub x24, x10, #1
	cmp x24, x8
	b.hs .LBB_1149
	add x9, x9, x10, lsl #3
	cmp x10, x8
	ldr x8, [sp, #904]
	csel x8, x9, x8, lo
	ldr x21, [x8]
	cmp x19, x21
	csel x20, x19, x21, lo
	cmp x28, x20
	b.hs .LBB_915
	ldr x8, [sp, #944]
	cmp x24, x8
	b.hs .LBB_1152
	ldr x9, [sp, #880]
	add x8, x26, x28
	add x25, x9, x8, lsl #7
	ldr x8, [sp, #864]
	ldr x9, [sp, #848]
	cmp x21, x8
	csel x8, x21, x8, lo
	cmp x8, x9
	csel x27, x8, x9, lo
	b .LBB_927
.LBB_925:
	ldr x8, [sp, #1104]
	str d1, [x8, x25]
.LBB_926:
	add x28, x28, #1
	add x25, x25, #128
	cmp x27, x28
	b.eq .LBB_915
.LBB_927:
	ldr d0, [x22, x24, lsl #3]
	mov x8, #9218868437227405312
	add x23, x26, x28
	fmov d1, x8
	fcmp d0, d1
	b.eq .LBB_931
	ldr x8, [sp, #1112]
	cmp x23, x8
	b.hs .LBB_1103
	ldr x8, [sp, #1088]
	cmp x23, x8
	b.hs .LBB_1104
	ldr x8, [sp, #1080]
	ldr x9, [sp, #1104]
	ldr d1, [x9, x25]
	ldr d2, [x8, x25]
	fabd d1, d1, d2
	fcmp d1, d0
	b.hi .LBB_926
.LBB_931:
	ldr x0, [sp, #1536]
	ldr x1, [sp, #1544]
	mov x2, x28
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #1088]
	cmp x23, x8
	b.hs .LBB_1090
	ldr x8, [sp, #1080]
	str d0, [x8, x25]
	ldr x8, [sp, #1112]
	cmp x23, x8
	b.lo .LBB_925
	b .LBB_1091
.LBB_934:
	ldr x9, [sp, #1088]
	ldr x10, [sp, #1112]
	ldr x12, [sp, #1136]
	cmp x10, x9
	csel x9, x10, x9, lo
	ldr x8, [sp, #960]
	ldr x10, [sp, #1128]
	cmp x9, x12
	csel x13, x9, x12, lo
	cbz x13, .LBB_938
	ldr x9, [sp, #1080]
	lsl x12, x13, #4
	ldr x11, [sp, #1104]
	ldr x19, [sp, #920]
	cmp x12, #1
	ldr x22, [sp, #616]
	ldr x26, [sp, #152]
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
	b.eq .LBB_939
	cmp x12, #1
	b.ne .LBB_941
	ldr x23, [sp, #624]
	ldr x27, [sp, #928]
	mov x12, xzr
	b .LBB_945
.LBB_938:
	ldr x19, [sp, #920]
	ldr x23, [sp, #624]
	ldr x22, [sp, #616]
	ldr x26, [sp, #152]
	ldr x27, [sp, #928]
	b .LBB_947
.LBB_939:
	cntd x15
	ldr x23, [sp, #624]
	ldr x27, [sp, #928]
	mov z2.d, #1
	mov x14, xzr
	subs x13, x12, x15
	ptrue p3.d
	csel x13, xzr, x13, lo
	whilelo p0.d, xzr, x12
.LBB_940:
	ld1d { z0.d }, p0/z, [x11, x14, lsl #3]
	ld1d { z1.d }, p0/z, [x9, x14, lsl #3]
	fcmgt p2.d, p3/z, z1.d, z0.d
	fcmgt p1.d, p3/z, z0.d, z1.d
	mov z0.d, p2/z, #-1
	add z0.d, p1/m, z0.d, z2.d
	st1b { z0.d }, p0, [x10, x14]
	whilelo p0.d, x14, x13
	add x14, x14, x15
	b.mi .LBB_940
	b .LBB_946
.LBB_941:
	ldr x23, [sp, #624]
	ldr x27, [sp, #928]
	and x14, x12, #0xfffffffffffffff0
	add x15, x9, #8
	add x16, x11, #8
	mov x13, xzr
	mov x17, x10
	neg x14, x14
.LBB_942:
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
	b.ne .LBB_942
	tbz w12, #0, .LBB_946
	neg x12, x13
.LBB_945:
	ldr d0, [x11, x12, lsl #3]
	ldr d1, [x9, x12, lsl #3]
	fcmp d0, d1
	cset w9, gt
	cset w11, mi
	sub w9, w9, w11
	strb w9, [x10, x12]
.LBB_946:
	ldr x10, [sp, #1128]
	ldr x12, [sp, #1136]
.LBB_947:
	cbz x12, .LBB_1214
	ldr x9, [sp, #1160]
	ldr x28, [sp, #688]
	cbz x9, .LBB_1207
	ldr x9, [sp, #344]
	ldr x13, [sp, #472]
	mov w11, #40
	ldrb w14, [x10]
	madd x9, x13, x11, x9
	ldr x13, [sp, #1152]
	ldrb w11, [x9, #32]
	eor w11, w14, w11
	cmp w11, #254
	cset w11, eq
	strb w11, [x13]
	ldr x11, [sp, #1136]
	cmp x11, #1024
	b.ls .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #2
	b.lo .LBB_1219
	ldr x11, [sp, #1128]
	mov w14, #16384
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #1]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #1]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #3
	b.lo .LBB_1208
	ldr x11, [sp, #1128]
	mov w14, #16385
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #2]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #2]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #4
	b.lo .LBB_1210
	ldr x11, [sp, #1128]
	mov w14, #16386
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #3]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #3]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #5
	b.lo .LBB_1211
	ldr x11, [sp, #1128]
	mov w14, #16387
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #4]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #4]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #6
	b.lo .LBB_1220
	ldr x11, [sp, #1128]
	mov w14, #16388
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #5]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #5]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #7
	b.lo .LBB_1221
	ldr x11, [sp, #1128]
	mov w14, #16389
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #6]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #6]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #8
	b.lo .LBB_1218
	ldr x11, [sp, #1128]
	mov w14, #16390
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #7]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #7]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #9
	b.lo .LBB_1216
	ldr x11, [sp, #1128]
	mov w14, #16391
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #8]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #8]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #10
	b.lo .LBB_1215
	ldr x11, [sp, #1128]
	mov w14, #16392
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #9]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #9]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #11
	b.lo .LBB_1213
	ldr x11, [sp, #1128]
	mov w14, #16393
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #10]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #10]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #12
	b.lo .LBB_1206
	ldr x11, [sp, #1128]
	mov w14, #16394
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #11]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #11]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #13
	b.lo .LBB_1212
	ldr x11, [sp, #1128]
	mov w14, #16395
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #12]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #12]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #14
	b.lo .LBB_1209
	ldr x11, [sp, #1128]
	mov w14, #16396
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #13]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #13]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #15
	b.lo .LBB_1217
	ldr x11, [sp, #1128]
	mov w14, #16397
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #14]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #14]
	ldr x11, [sp, #1136]
	cmp x11, #1025
	b.lo .LBB_1176
	ldr x11, [sp, #1160]
	cmp x11, #16
	b.lo .LBB_1222
	ldr x11, [sp, #1128]
	mov w14, #16398
	ldr x13, [sp, #1152]
	ldrb w14, [x11, x14]
	ldrb w11, [x11, #15]
	eor w11, w11, w14
	cmp w11, #254
	cset w11, eq
	strb w11, [x13, #15]
	ldr x11, [sp, #1160]
	subs x13, x11, #16
	b.lo .LBB_1113
	lsl x14, x12, #4
	ldr x12, [sp, #1152]
	sub x15, x14, #16
	cmp x14, x15
	csel x14, x14, x15, lo
	cmp x14, x13
	csel x13, x14, x13, lo
	cbz x13, .LBB_992
	add x11, x12, #16
	cmp x13, #16
	b.lo .LBB_984
	add x14, x10, x13
	add x14, x14, #16
	cmp x11, x14
	b.hs .LBB_1052
	add x14, x12, x13
	add x14, x14, #16
	cmp x10, x14
	b.hs .LBB_1052
.LBB_984:
	mov x14, xzr
.LBB_985:
	sub w15, w13, w14
	mov x17, x14
	ands x16, x15, #0x3
	b.eq .LBB_988
	add x15, x10, x14
	neg x16, x16
	mov x17, x14
	add x15, x15, #16
.LBB_987:
	ldrb w18, [x15]
	ldurb w0, [x15, #-16]
	add x15, x15, #1
	eor w18, w0, w18
	cmp w18, #254
	cset w18, eq
	adds x16, x16, #1
	strb w18, [x11, x17]
	add x17, x17, #1
	b.lo .LBB_987
.LBB_988:
	sub x11, x14, x13
	cmn x11, #4
	b.hi .LBB_991
	add x12, x12, x17
	add x10, x10, x17
	sub x11, x13, x17
	add x12, x12, #19
	add x10, x10, #16
.LBB_990:
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
	b.ne .LBB_990
.LBB_991:
	ldr x12, [sp, #1152]
	ldr x11, [sp, #1160]
.LBB_992:
	movi v0.2d, #0000000000000000
	ands x13, x11, #0x7ffffffffffffff8
	stp q0, q0, [x26]
	stp q0, q0, [x26, #32]
	stp q0, q0, [x26, #64]
	stp q0, q0, [x26, #96]
	b.eq .LBB_1000
	mov x10, xzr
	mov x14, x13
	mov x15, x12
	b .LBB_995
.LBB_994:
	sub x14, x14, #8
	add x10, x10, #1
	cbz x14, .LBB_1000
.LBB_995:
	ldr x16, [x15], #8
	cbz x16, .LBB_994
	lsl x18, x10, #3
	and x17, x18, #0x8
	lsr x18, x18, #4
.LBB_997:
	rbit x0, x16
	clz x0, x0
	orr x24, x17, x0, lsr #3
	ldr x0, [sp, #1184]
	cmp x24, x0
	b.hs .LBB_1121
	ldr x0, [x26, x24, lsl #3]
	cmp x0, #1025
	b.hs .LBB_1119
	sub x1, x16, #1
	mov w2, #2050
	and x16, x1, x16
	ldr x1, [sp, #1176]
	umaddl x1, w24, w2, x1
	strh w18, [x1, x0, lsl #1]
	ldr x0, [x26, x24, lsl #3]
	add x0, x0, #1
	str x0, [x26, x24, lsl #3]
	cbnz x16, .LBB_997
	b .LBB_994
.LBB_1000:
	and x10, x11, #0x7
	cbz x10, .LBB_1035
	add x12, x12, x13
	ldrb w13, [x12]
	cbz w13, .LBB_1005
	ldr x13, [sp, #1184]
	and x24, x11, #0x8
	cmp x24, x13
	b.hs .LBB_1224
	ldr x13, [x26, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1225
	ldr x14, [sp, #1176]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x26, x24, lsl #3]
	add x13, x13, #1
	str x13, [x26, x24, lsl #3]
.LBB_1005:
	cmp x10, #1
	b.eq .LBB_1035
	ldrb w13, [x12, #1]
	cbz w13, .LBB_1010
	and x13, x11, #0x8
	orr x24, x13, #0x1
	ldr x13, [sp, #1184]
	cmp x24, x13
	b.hs .LBB_1224
	ldr x13, [x26, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1225
	ldr x14, [sp, #1176]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x26, x24, lsl #3]
	add x13, x13, #1
	str x13, [x26, x24, lsl #3]
.LBB_1010:
	cmp x10, #2
	b.eq .LBB_1035
	ldrb w13, [x12, #2]
	cbz w13, .LBB_1015
	and x13, x11, #0x8
	orr x24, x13, #0x2
	ldr x13, [sp, #1184]
	cmp x24, x13
	b.hs .LBB_1224
	ldr x13, [x26, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1225
	ldr x14, [sp, #1176]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x26, x24, lsl #3]
	add x13, x13, #1
	str x13, [x26, x24, lsl #3]
.LBB_1015:
	cmp x10, #3
	b.eq .LBB_1035
	ldrb w13, [x12, #3]
	cbz w13, .LBB_1020
	and x13, x11, #0x8
	orr x24, x13, #0x3
	ldr x13, [sp, #1184]
	cmp x24, x13
	b.hs .LBB_1224
	ldr x13, [x26, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1225
	ldr x14, [sp, #1176]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x26, x24, lsl #3]
	add x13, x13, #1
	str x13, [x26, x24, lsl #3]
.LBB_1020:
	cmp x10, #4
	b.eq .LBB_1035
	ldrb w13, [x12, #4]
	cbz w13, .LBB_1025
	and x13, x11, #0x8
	orr x24, x13, #0x4
	ldr x13, [sp, #1184]
	cmp x24, x13
	b.hs .LBB_1224
	ldr x13, [x26, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1225
	ldr x14, [sp, #1176]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x26, x24, lsl #3]
	add x13, x13, #1
	str x13, [x26, x24, lsl #3]
.LBB_1025:
	cmp x10, #5
	b.eq .LBB_1035
	ldrb w13, [x12, #5]
	cbz w13, .LBB_1030
	and x13, x11, #0x8
	mov w14, #5
	orr x24, x13, x14
	ldr x13, [sp, #1184]
	cmp x24, x13
	b.hs .LBB_1224
	ldr x13, [x26, x24, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1225
	ldr x14, [sp, #1176]
	mov w15, #2050
	umaddl x14, w24, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x26, x24, lsl #3]
	add x13, x13, #1
	str x13, [x26, x24, lsl #3]
.LBB_1030:
	cmp x10, #6
	b.eq .LBB_1035
	ldrb w10, [x12, #6]
	cbz w10, .LBB_1035
	and x10, x11, #0x8
	orr x24, x10, #0x6
	ldr x10, [sp, #1184]
	cmp x24, x10
	b.hs .LBB_1236
	ldr x10, [x26, x24, lsl #3]
	cmp x10, #1024
	b.hi .LBB_1237
	ldr x12, [sp, #1176]
	mov w13, #2050
	lsr x11, x11, #4
	umaddl x12, w24, w13, x12
	strh w11, [x12, x10, lsl #1]
	ldr x10, [x26, x24, lsl #3]
	add x10, x10, #1
	str x10, [x26, x24, lsl #3]
.LBB_1035:
	ldr x24, [sp, #1184]
	ldr x11, [sp, #1176]
	mov x10, xzr
	b .LBB_1037
.LBB_1036:
	add x10, x10, #1
	cmp x10, #16
	b.eq .LBB_1050
.LBB_1037:
	cmp x10, x24
	b.eq .LBB_1168
	ldr x14, [x26, x10, lsl #3]
	cmp x14, #1025
	b.hi .LBB_1080
	cbz x14, .LBB_1036
	ldr x13, [sp, #696]
	add x12, x10, x10, lsl #10
	ldr x15, [sp, #1128]
	ldr x0, [sp, #1136]
	lsl x14, x14, #1
	add x12, x12, x13
	mov w13, #2050
	add x15, x15, x10
	madd x13, x10, x13, x11
	b .LBB_1045
.LBB_1041:
	ldr d0, [x22, x16, lsl #3]
	ldp d2, d3, [x9, #8]
	scvtf d1, x18
	adrp x18, .LCPI_0
	fsub d0, d0, d2
	fmul d0, d0, d1
	fmov d1, #1.00000000
	fdiv d0, d0, d2
	fadd d0, d0, d1
	ldr d1, [x18, :lo12:.LCPI_0]
	mov x18, #4636737291354636288
	fmul d0, d0, d1
	fmov d1, #-1.00000000
	fadd d0, d0, d1
	fmov d1, x18
	ldr x18, [x9, #24]
	fmul d0, d0, d1
	add x18, x18, #1
	str x18, [x9, #24]
	fadd d0, d3, d0
	str d0, [x9, #16]
.LBB_1042:
	cmp x16, x23
	str x17, [x9]
	b.hs .LBB_1139
	ldr d0, [x22, x16, lsl #3]
	str d0, [x9, #8]
.LBB_1044:
	subs x14, x14, #2
	b.eq .LBB_1036
.LBB_1045:
	ldrh w17, [x13], #2
	add x16, x12, x17
	cmp x16, x8
	b.hs .LBB_1036
	cmp x0, x17
	b.ls .LBB_1124
	lsl x17, x17, #4
	ldr x18, [x9]
	ldrsb x17, [x15, x17]
	cmp x18, x17
	b.eq .LBB_1044
	cbz x18, .LBB_1042
	cmp x16, x23
	b.lo .LBB_1041
	b .LBB_1157
.LBB_1050:
	ldr x8, [sp, #1136]
	cmp x8, #1024
	b.ls .LBB_1223
	ldr x8, [sp, #1128]
	mov w10, #16399
	ldr x17, [sp, #568]
	ldrb w8, [x8, x10]
	strb w8, [x9, #32]
	ldr x8, [sp, #648]
	cmp x17, x8
	ldr x8, [sp, #784]
	str x8, [sp, #472]
	b.ne .LBB_222
	b .LBB_1061
.LBB_1052:
	rdvl x2, #2
	cmp x13, x2
	b.hs .LBB_1054
	mov x14, xzr
	b .LBB_1058
.LBB_1054:
	udiv x14, x13, x2
	mov w3, #16
	mov x16, xzr
	mul x14, x14, x2
	rdvl x18, #1
	ptrue p2.b
	add x17, x10, x18
	add x18, x11, x18
	sub x15, x13, x14
.LBB_1055:
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
	b.ne .LBB_1055
	cbz x15, .LBB_991
	cmp x15, #16
	b.lo .LBB_985
.LBB_1058:
	mov x17, x14
	and x14, x13, #0x7ffffffffffffff0
	add x16, x10, x17
	movi v2.16b, #1
	movi v3.16b, #254
	sub x15, x17, x14
	add x17, x12, x17
	add x16, x16, #16
	add x17, x17, #16
.LBB_1059:
	ldp q1, q0, [x16, #-16]
	adds x15, x15, #16
	add x16, x16, #16
	eor v0.16b, v1.16b, v0.16b
	cmeq v0.16b, v0.16b, v3.16b
	and v0.16b, v0.16b, v2.16b
	str q0, [x17], #16
	b.ne .LBB_1059
	cmp x13, x14
	b.eq .LBB_991
	b .LBB_985
.LBB_1061:
	ldr x8, [sp, #160]
	cbz x8, .LBB_1063
	ldr x0, [sp, #752]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1063:
	ldr x8, [sp, #584]
	ldr x15, [sp, #144]
	ldr x14, [sp, #8]
	mov w13, #15375
	mov w16, #14350
	str x8, [sp, #696]
	cbnz x15, .LBB_122
	b .LBB_1068
.LBB_1064:
	cmp x0, #21
	b.hs .LBB_1066
	ldr x0, [sp, #752]
	mov x1, x25
	bl core::slice::sort::shared::smallsort::insertion_sort_shift_left
	ldr x28, [sp, #688]
	ldr x19, [sp, #920]
	ldr x23, [sp, #624]
	mov x0, x25
	ldr x22, [sp, #616]
	b .LBB_196
.LBB_1066:
	ldr x0, [sp, #752]
	sub x2, x29, #81
	mov x1, x25
	bl core::slice::sort::unstable::ipnsort
	ldr x28, [sp, #688]
	ldr x19, [sp, #920]
	ldr x23, [sp, #624]
	mov x0, x25
	ldr x22, [sp, #616]
	b .LBB_196
.LBB_1068:
	ldp x0, x9, [sp, #336]
	ldr x10, [sp, #592]
	mov w8, #40
	madd x8, x10, x8, x9
	str x9, [sp, #1792]
	str x9, [sp, #1800]
	str x28, [sp, #1808]
	str x22, [sp, #1824]
	str x23, [sp, #1832]
	str x8, [sp, #1816]
	add x8, sp, #960
	str x8, [sp, #1840]
	add x1, sp, #1792
	mov w19, wzr
	bl alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	ldr x0, [sp, #1464]
	ldr x1, [sp, #1472]
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #1424
	bl core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	add x0, sp, #1368
	bl core::ptr::drop_in_place<kernel_sliding::bound::Raws>
	add x0, sp, #1344
	bl core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	ldr x8, [sp, #1320]
	cbz x8, .LBB_1071
	ldr x0, [sp, #1328]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1071:
	add x0, sp, #1024
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	add x0, sp, #968
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	add sp, sp, #2128
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
.LBB_1072:
	mov x19, x8
	b .LBB_1075
.LBB_1073:
	mov x19, x8
	b .LBB_1076
.LBB_1074:
	mov x19, x8
	mov x27, x16
.LBB_1075:
	ldr x28, [sp, #688]
.LBB_1076:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
.LBB_1077:
	ldr x20, [sp, #160]
.LBB_1078:
	mov x1, x19
	mov x2, x27
	bl core::slice::index::slice_index_fail
	b .LBB_1235
.LBB_1079:
	mov x19, x8
	mov x27, x11
	b .LBB_1076
.LBB_1080:
	mov x0, xzr
	mov x19, x14
	mov w27, #1025
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	b .LBB_1077
.LBB_1081:
	ldr x19, [sp, #920]
	mov w28, #1
	mov x9, x0
.LBB_1082:
	movi v0.2d, #0000000000000000
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	ldrb w8, [x11, #16]
	str x28, [sp, #688]
	cmp w8, #1
	b.eq .LBB_119
.LBB_1083:
	mov x19, x11
	bl std::sys::random::linux::hashmap_random_keys
	mov w8, #1
	mov x11, x19
	str x1, [x19, #8]
	ldr x28, [sp, #688]
	ldr x23, [sp, #624]
	add x21, sp, #1024
	add x26, x21, #168
	strb w8, [x19, #16]
	ldr x19, [sp, #920]
	ldr x22, [sp, #616]
	b .LBB_120
.LBB_1085:
	mov x19, x10
	b .LBB_1097
.LBB_1086:
	mov x19, x1
	mov x1, x10
	mov x27, x10
	b .LBB_1095
.LBB_1087:
	mov x19, x10
	mov x1, x12
	mov x27, x12
	b .LBB_1095
.LBB_1088:
	mov x19, x10
	b .LBB_1094
.LBB_1089:
	mov x19, x14
	mov x1, x27
	b .LBB_1098
.LBB_1090:
	mov x27, x8
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	add x0, x26, x28
	b .LBB_1167
.LBB_1091:
	mov x27, x8
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	add x0, x26, x28
	b .LBB_1167
.LBB_1092:
	mov x19, x18
	mov x1, x16
	mov x27, x16
	b .LBB_1098
.LBB_1093:
	mov x19, x17
.LBB_1094:
	mov x1, x16
	mov x27, x16
.LBB_1095:
	ldr x28, [sp, #688]
	b .LBB_1098
.LBB_1096:
	mov x19, x15
.LBB_1097:
	mov x1, x0
	mov x27, x0
.LBB_1098:
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	ldr x20, [sp, #160]
.LBB_1099:
	mov x0, x19
	mov x2, x27
	bl core::slice::index::slice_index_fail
	b .LBB_1235
.LBB_1100:
	ldr x28, [sp, #688]
.LBB_1101:
	ldr x1, [sp, #352]
.LBB_1102:
	ldr x20, [sp, #160]
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
	b .LBB_1099
.LBB_1103:
	mov x27, x8
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	add x0, x26, x28
	b .LBB_1167
.LBB_1104:
	mov x27, x8
	adrp x2, .Lanon.9
	add x2, x2, :lo12:.Lanon.9
	add x0, x26, x28
	b .LBB_1167
.LBB_1105:
	ldr x20, [sp, #160]
	adrp x0, .Lanon.10
	add x0, x0, :lo12:.Lanon.10
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	mov w1, #19
	bl core::panicking::panic_fmt
	b .LBB_1235
.LBB_1106:
	mov x19, x11
	bl std::sys::random::linux::hashmap_random_keys
	mov w8, #1
	mov x11, x19
	str x1, [x19, #8]
	ldr x20, [sp, #592]
	ldr x23, [sp, #624]
	add x21, sp, #1024
	ldr x22, [sp, #616]
	strb w8, [x19, #16]
	ldr x19, [sp, #920]
	b .LBB_81
.LBB_1108:
	mov x19, x9
	b .LBB_1142
.LBB_1109:
	ldr x0, [sp, #744]
	mov x19, x9
	mov x27, x9
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_1077
.LBB_1110:
	ldr x19, [sp, #744]
	ldr x1, [sp, #576]
	ldr x28, [sp, #688]
	mov x27, x16
	b .LBB_1102
.LBB_1111:
	ldr x0, [sp, #744]
	ldr x28, [sp, #688]
	mov x19, x17
	mov x27, x17
	adrp x3, .Lanon.13
	add x3, x3, :lo12:.Lanon.13
	b .LBB_1077
.LBB_1112:
	ldr x19, [sp, #744]
	ldr x1, [sp, #576]
	mov x27, x11
	b .LBB_1102
.LBB_1113:
	mov w0, #16
	mov x19, x11
	mov x27, x11
	adrp x3, .Lanon.14
	add x3, x3, :lo12:.Lanon.14
	b .LBB_1077
.LBB_1114:
	ldr x19, [sp, #408]
	b .LBB_1142
.LBB_1115:
	adrp x0, .Lanon.15
	add x0, x0, :lo12:.Lanon.15
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	adrp x4, .Lanon.17
	add x4, x4, :lo12:.Lanon.17
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_1116:
	mov x0, x19
	mov w27, #16
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_1167
.LBB_1117:
	str x8, [sp, #944]
	adrp x8, .Lanon.19
	add x8, x8, :lo12:.Lanon.19
	b .LBB_1150
.LBB_1118:
	str x8, [sp, #944]
	adrp x8, .Lanon.20
	add x8, x8, :lo12:.Lanon.20
	b .LBB_1150
.LBB_1119:
	mov x24, x0
.LBB_1120:
	mov w8, #1025
	str x8, [sp, #944]
	adrp x8, .Lanon.21
	add x8, x8, :lo12:.Lanon.21
	b .LBB_1150
.LBB_1121:
	str x0, [sp, #944]
	adrp x8, .Lanon.22
	add x8, x8, :lo12:.Lanon.22
	b .LBB_1150
.LBB_1122:
	mov x27, x16
	b .LBB_1142
.LBB_1123:
	mov x19, x9
	mov x27, x16
	b .LBB_1142
.LBB_1124:
	str x0, [sp, #944]
	mov x24, x17
	adrp x8, .Lanon.23
	add x8, x8, :lo12:.Lanon.23
	b .LBB_1150
.LBB_1125:
	ldr x19, [sp, #744]
	mov x27, x11
	b .LBB_1142
.LBB_1126:
	mov x19, x14
	mov x27, x11
	b .LBB_1142
.LBB_1127:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1167
.LBB_1128:
	mov x0, x19
	mov w27, #16
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	b .LBB_1167
.LBB_1129:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	mov x0, x19
	b .LBB_1167
.LBB_1130:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	mov x0, x19
	b .LBB_1167
.LBB_1131:
	str x8, [sp, #944]
	adrp x8, .Lanon.27
	add x8, x8, :lo12:.Lanon.27
	b .LBB_1150
.LBB_1132:
	str x8, [sp, #944]
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	b .LBB_1150
.LBB_1133:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	b .LBB_1135
.LBB_1134:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
.LBB_1135:
	mov x0, x14
	b .LBB_1167
.LBB_1136:
	mov x24, x8
.LBB_1137:
	str x17, [sp, #944]
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1150
.LBB_1138:
	adrp x8, .Lanon.30
	add x8, x8, :lo12:.Lanon.30
	b .LBB_1150
.LBB_1139:
	mov x24, x16
	str x23, [sp, #944]
	adrp x8, .Lanon.31
	add x8, x8, :lo12:.Lanon.31
	b .LBB_1150
.LBB_1140:
	ldr x28, [sp, #688]
	b .LBB_1142
.LBB_1141:
	ldr x28, [sp, #688]
	mov x19, x8
.LBB_1142:
	ldr x20, [sp, #160]
	adrp x3, .Lanon.32
	add x3, x3, :lo12:.Lanon.32
	b .LBB_1078
.LBB_1143:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1145
.LBB_1144:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
.LBB_1145:
	mov x0, x19
	mov x27, x16
	b .LBB_1167
.LBB_1146:
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1150
.LBB_1147:
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1150
.LBB_1148:
	mov x24, #-1
.LBB_1149:
	str x8, [sp, #944]
	adrp x8, .Lanon.35
	add x8, x8, :lo12:.Lanon.35
.LBB_1150:
	str x8, [sp]
.LBB_1151:
	ldr x1, [sp, #944]
	ldr x2, [sp]
	ldr x28, [sp, #688]
	mov x0, x24
	ldr x20, [sp, #160]
	bl core::panicking::panic_bounds_check
	b .LBB_1235
.LBB_1152:
	ldr x27, [sp, #944]
	mov x0, x24
	adrp x2, .Lanon.36
	add x2, x2, :lo12:.Lanon.36
	b .LBB_1167
.LBB_1153:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1155
.LBB_1154:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
.LBB_1155:
	mov x0, x19
	mov x27, x11
	b .LBB_1167
.LBB_1156:
	mov w19, #1
	ldr x1, [sp, #624]
	ldr x28, [sp, #688]
	adrp x2, .Lanon.37
	add x2, x2, :lo12:.Lanon.37
	bl core::panicking::panic_bounds_check
	b .LBB_1235
.LBB_1157:
	mov x24, x16
	str x23, [sp, #944]
	adrp x8, .Lanon.38
	add x8, x8, :lo12:.Lanon.38
	b .LBB_1150
.LBB_1158:
	adrp x0, .Lanon.15
	add x0, x0, :lo12:.Lanon.15
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	adrp x4, .Lanon.17
	add x4, x4, :lo12:.Lanon.17
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_1235
.LBB_1159:
	mov x24, x0
.LBB_1160:
	str x13, [sp, #944]
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1150
.LBB_1161:
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1150
.LBB_1162:
	mov x24, x10
	str x10, [sp, #944]
	adrp x8, .Lanon.41
	add x8, x8, :lo12:.Lanon.41
	b .LBB_1150
.LBB_1163:
	str x17, [sp, #944]
	adrp x8, .Lanon.42
	add x8, x8, :lo12:.Lanon.42
	b .LBB_1150
.LBB_1164:
	str x17, [sp, #944]
	adrp x8, .Lanon.43
	add x8, x8, :lo12:.Lanon.43
	b .LBB_1150
.LBB_1165:
	mov x0, x8
.LBB_1166:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
.LBB_1167:
	ldr x28, [sp, #688]
	ldr x20, [sp, #160]
	mov x1, x27
	bl core::panicking::panic_bounds_check
	b .LBB_1235
.LBB_1168:
	str x24, [sp, #944]
	adrp x8, .Lanon.44
	add x8, x8, :lo12:.Lanon.44
	b .LBB_1150
.LBB_1169:
	mov x24, x21
	b .LBB_1151
.LBB_1170:
	mov x24, x21
	adrp x8, .Lanon.30
	add x8, x8, :lo12:.Lanon.30
	b .LBB_1150
.LBB_1171:
	mov x24, x17
	b .LBB_1137
.LBB_1172:
	mov x0, x11
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1167
.LBB_1173:
	mov x0, x12
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1167
.LBB_1174:
	mov x24, x21
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1150
.LBB_1175:
	mov x24, x21
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1150
.LBB_1176:
	str x11, [sp, #944]
	mov w24, #1024
	adrp x8, .Lanon.45
	add x8, x8, :lo12:.Lanon.45
	b .LBB_1150
.LBB_1177:
	mov x26, xzr
	b .LBB_1179
.LBB_1178:
	mov x24, x19
.LBB_1179:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1235
.LBB_1180:
	ldr x20, [sp, #160]
	adrp x0, .Lanon.15
	add x0, x0, :lo12:.Lanon.15
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	adrp x4, .Lanon.17
	add x4, x4, :lo12:.Lanon.17
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_1235
.LBB_1181:
	mov x24, x15
	b .LBB_1151
.LBB_1182:
	mov x24, x15
	adrp x8, .Lanon.30
	add x8, x8, :lo12:.Lanon.30
	b .LBB_1150
.LBB_1183:
	mov x24, x15
	b .LBB_1137
.LBB_1184:
	mov x24, x13
	b .LBB_1160
.LBB_1185:
	mov x24, x21
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1150
.LBB_1186:
	mov x0, x11
	mov x27, x16
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1167
.LBB_1187:
	mov x0, x8
	mov x27, x16
	b .LBB_1166
.LBB_1188:
	mov x24, x23
	b .LBB_1151
.LBB_1189:
	mov x24, x28
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1150
.LBB_1190:
	adrp x8, .Lanon.46
	add x8, x8, :lo12:.Lanon.46
	b .LBB_1150
.LBB_1191:
	mov x0, x7
	mov x27, x11
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_1167
.LBB_1192:
	mov x0, x8
	mov x27, x11
	b .LBB_1166
.LBB_1193:
	mov x24, x5
	b .LBB_1151
.LBB_1194:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_1235
.LBB_1195:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_1235
.LBB_1196:
	mov w0, #2
	mov w1, #32800
	bl alloc::raw_vec::handle_error
	b .LBB_1235
.LBB_1197:
	mov x24, x22
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1150
.LBB_1198:
	mov x24, x10
	b .LBB_1160
.LBB_1199:
	mov x24, x10
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1150
.LBB_1200:
	mov x24, x5
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1150
.LBB_1201:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1235
.LBB_1202:
	ldr x0, [sp, #472]
	mov x27, x9
	adrp x2, .Lanon.47
	add x2, x2, :lo12:.Lanon.47
	b .LBB_1167
.LBB_1203:
	str xzr, [sp, #944]
	b .LBB_1151
.LBB_1204:
	ldr x1, [sp, #912]
	mov w0, #8
	bl alloc::raw_vec::handle_error
	b .LBB_1235
.LBB_1205:
	ldr x0, [sp, #592]
	mov x27, x28
	adrp x2, .Lanon.48
	add x2, x2, :lo12:.Lanon.48
	b .LBB_1167
.LBB_1206:
	str x11, [sp, #944]
	mov w24, #11
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1207:
	mov x24, xzr
	str xzr, [sp, #944]
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1208:
	str x11, [sp, #944]
	mov w24, #2
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1209:
	str x11, [sp, #944]
	mov w24, #13
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1210:
	str x11, [sp, #944]
	mov w24, #3
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1211:
	str x11, [sp, #944]
	mov w24, #4
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1212:
	str x11, [sp, #944]
	mov w24, #12
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1213:
	str x11, [sp, #944]
	mov w24, #10
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1214:
	mov x24, xzr
	str xzr, [sp, #944]
	adrp x8, .Lanon.50
	add x8, x8, :lo12:.Lanon.50
	b .LBB_1150
.LBB_1215:
	str x11, [sp, #944]
	mov w24, #9
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1216:
	str x11, [sp, #944]
	mov w24, #8
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1217:
	str x11, [sp, #944]
	mov w24, #14
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1218:
	str x11, [sp, #944]
	mov w24, #7
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1219:
	str x11, [sp, #944]
	mov w24, #1
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1220:
	str x11, [sp, #944]
	mov w24, #5
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1221:
	str x11, [sp, #944]
	mov w24, #6
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1222:
	str x11, [sp, #944]
	mov w24, #15
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1150
.LBB_1223:
	str x8, [sp, #944]
	mov w24, #1024
	adrp x8, .Lanon.51
	add x8, x8, :lo12:.Lanon.51
	b .LBB_1150
.LBB_1224:
	str x13, [sp, #944]
	adrp x8, .Lanon.22
	add x8, x8, :lo12:.Lanon.22
	b .LBB_1150
.LBB_1225:
	mov x24, x13
	b .LBB_1120
.LBB_1226:
	mov x24, xzr
	str xzr, [sp, #944]
	b .LBB_1151
.LBB_1227:
	mov x24, xzr
	b .LBB_1137
.LBB_1228:
	mov x24, xzr
	str xzr, [sp, #944]
	adrp x8, .Lanon.30
	add x8, x8, :lo12:.Lanon.30
	b .LBB_1150
.LBB_1229:
	mov x24, xzr
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
	b .LBB_1150
.LBB_1230:
	mov x24, xzr
	adrp x8, .Lanon.34
	add x8, x8, :lo12:.Lanon.34
	b .LBB_1150
.LBB_1231:
	mov x24, xzr
	str xzr, [sp, #944]
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1150
.LBB_1232:
	mov x24, xzr
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1150
.LBB_1233:
	mov w19, #1
	mov w0, #8
	mov w1, #64
	bl alloc::raw_vec::handle_error
	b .LBB_1235
.LBB_1234:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
.LBB_1235:
	brk #0x1
.LBB_1236:
	str x10, [sp, #944]
	adrp x8, .Lanon.22
	add x8, x8, :lo12:.Lanon.22
	b .LBB_1150
.LBB_1237:
	mov x24, x10
	b .LBB_1120
	ldr x28, [sp, #688]
	mov x21, x0
	b .LBB_1282
	b .LBB_1273
	mov x21, x0
	b .LBB_1301
	ldr x28, [sp, #592]
	mov x21, x0
	b .LBB_1285
	ldr x8, [sp, #1792]
	mov x21, x0
	cbz x8, .LBB_1244
	ldr x0, [sp, #1800]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1244:
	ldr x28, [sp, #688]
	b .LBB_1277
	mov x21, x0
	b .LBB_1297
	ldr x8, [sp, #928]
	mov x21, x0
	cbz x8, .LBB_1327
	ldr x8, [sp, #928]
	lsl x1, x8, #3
	b .LBB_1304
	mov x21, x0
	ldr x20, [sp, #912]
	cbz x26, .LBB_1295
	b .LBB_1311
	mov x21, x0
	b .LBB_1329
	mov w1, #16400
	mov w2, #1
	mov x21, x0
	mov x0, x24
	bl __rustc::__rust_dealloc
	b .LBB_1252
	mov x21, x0
.LBB_1252:
	mov w1, #16400
	mov w2, #1
	mov x0, x20
	bl __rustc::__rust_dealloc
	b .LBB_1254
	mov x21, x0
.LBB_1254:
	ldr x8, [sp, #1664]
	cbz x8, .LBB_1257
	ldr x0, [sp, #1672]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1257
	mov x21, x0
.LBB_1257:
	ldr x8, [sp, #1536]
	cbz x8, .LBB_1260
	ldr x0, [sp, #1544]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1260
	mov x21, x0
.LBB_1260:
	ldr x8, [sp, #1448]
	cbz x8, .LBB_1263
	ldr x0, [sp, #1456]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1263
	mov x21, x0
.LBB_1263:
	ldr x8, [sp, #1368]
	cbz x8, .LBB_1330
	ldr x0, [sp, #1376]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1330
	ldr x20, [sp, #160]
	b .LBB_1275
	mov x21, x0
	add x0, sp, #1792
	mov x1, x26
	bl core::ptr::drop_in_place<core::array::Guard<alloc::vec::Vec<f64>>>
	add x0, sp, #1536
	str x22, [sp, #1464]
	bl core::ptr::drop_in_place<[alloc::vec::Vec<f64>; 2]>
	add x0, sp, #1448
	bl core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	b .LBB_1327
	b .LBB_1269
.LBB_1269:
	mov x21, x0
	b .LBB_1330
	mov x21, x0
	b .LBB_1278
	b .LBB_1273
.LBB_1273:
	ldr x28, [sp, #688]
	ldr x20, [sp, #160]
	b .LBB_1275
.LBB_1275:
	mov x21, x0
	cbz x20, .LBB_1277
	ldr x0, [sp, #752]
	lsl x1, x20, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1277:
	mov w19, #1
.LBB_1278:
	ldr x9, [sp, #1472]
	cbz x9, .LBB_1281
	add x8, x9, x9, lsl #1
	add x9, x9, x8, lsl #3
	adds x1, x9, #33
	b.eq .LBB_1281
	ldr x9, [sp, #1464]
	lsl x8, x8, #3
	mov w2, #8
	sub x8, x9, x8
	sub x0, x8, #24
	bl __rustc::__rust_dealloc
.LBB_1281:
	tbz w19, #0, .LBB_1284
.LBB_1282:
	cbz x28, .LBB_1284
	ldr x0, [sp, #344]
	add x8, x28, x28, lsl #2
	mov w2, #8
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
.LBB_1284:
	cbz x28, .LBB_1297
.LBB_1285:
	ldr x8, [sp, #464]
	mov x20, x28
	add x19, x8, #8
	b .LBB_1287
.LBB_1286:
	subs x20, x20, #1
	add x19, x19, #24
	b.eq .LBB_1289
.LBB_1287:
	ldur x8, [x19, #-8]
	cbz x8, .LBB_1286
	ldr x0, [x19]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1286
.LBB_1289:
	ldr x0, [sp, #464]
	add x8, x28, x28, lsl #1
	lsl x1, x8, #3
	b .LBB_1296
	mov x21, x0
	cbnz x19, .LBB_1293
	cbnz x20, .LBB_1294
.LBB_1292:
	ldr x20, [sp, #912]
	cbz x26, .LBB_1295
	b .LBB_1311
.LBB_1293:
	lsl x1, x19, #3
	mov w2, #8
	mov x0, x27
	bl __rustc::__rust_dealloc
	cbz x20, .LBB_1292
.LBB_1294:
	lsl x1, x20, #3
	mov w2, #8
	mov x0, x24
	bl __rustc::__rust_dealloc
	ldr x20, [sp, #912]
	cbnz x26, .LBB_1311
.LBB_1295:
	ldr x0, [sp, #464]
	mov x1, x20
.LBB_1296:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1297:
	ldr x19, [sp, #1384]
	cbz x19, .LBB_1301
	ldr x20, [sp, #1400]
	cbnz x20, .LBB_1315
.LBB_1299:
	lsl x8, x19, #5
	add x9, x8, x19
	adds x1, x9, #41
	b.eq .LBB_1301
	ldr x9, [sp, #1376]
	mov w2, #8
	sub x8, x9, x8
	sub x0, x8, #32
	bl __rustc::__rust_dealloc
.LBB_1301:
	ldr x20, [sp, #1352]
	ldr x19, [sp, #1360]
	cbnz x19, .LBB_1305
.LBB_1302:
	ldr x8, [sp, #1344]
	cbz x8, .LBB_1327
	add x8, x8, x8, lsl #1
	lsl x1, x8, #4
.LBB_1304:
	mov x0, x20
	b .LBB_1325
.LBB_1305:
	add x22, x20, #32
	b .LBB_1307
.LBB_1306:
	subs x19, x19, #1
	add x22, x22, #48
	b.eq .LBB_1302
.LBB_1307:
	ldur x8, [x22, #-32]
	cbz x8, .LBB_1309
	ldur x0, [x22, #-24]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1309:
	ldur x8, [x22, #-8]
	cbz x8, .LBB_1306
	ldr x0, [x22]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1306
.LBB_1311:
	ldr x8, [sp, #464]
	add x19, x8, #8
	b .LBB_1313
.LBB_1312:
	subs x26, x26, #1
	add x19, x19, #24
	b.eq .LBB_1295
.LBB_1313:
	ldur x8, [x19, #-8]
	cbz x8, .LBB_1312
	ldr x0, [x19]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1312
.LBB_1315:
	ldr x22, [sp, #1376]
	mov x23, x22
	ldr d0, [x23], #8
	cmge v0.8b, v0.8b, #0
	fmov x8, d0
	and x24, x8, #0x8080808080808080
	b .LBB_1317
.LBB_1316:
	sub x8, x24, #1
	sub x20, x20, #1
	and x24, x8, x24
	cbz x20, .LBB_1299
.LBB_1317:
	cbnz x24, .LBB_1319
.LBB_1318:
	ldr d0, [x23], #8
	sub x22, x22, #256
	cmge v0.8b, v0.8b, #0
	fmov x8, d0
	and x24, x8, #0x8080808080808080
	cbz x24, .LBB_1318
.LBB_1319:
	rbit x8, x24
	clz x8, x8
	lsl x8, x8, #2
	and x8, x8, #0x1e0
	sub x8, x22, x8
	ldur x9, [x8, #-24]
	cbz x9, .LBB_1316
	ldur x0, [x8, #-16]
	lsl x1, x9, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1316
	ldr x8, [sp, #928]
	mov x21, x0
	cbz x8, .LBB_1323
	lsl x1, x8, #3
	mov w2, #8
	mov x0, x20
	bl __rustc::__rust_dealloc
.LBB_1323:
	cbz x26, .LBB_1327
	lsl x1, x26, #3
	mov x0, x27
.LBB_1325:
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1327
	mov x21, x0
.LBB_1327:
	ldr x8, [sp, #1320]
	cbz x8, .LBB_1329
	ldr x0, [sp, #1328]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1329:
	add x0, sp, #1024
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_1330:
	ldr x8, [sp, #968]
	cbnz x8, .LBB_1333
	ldr x8, [sp, #992]
	cbnz x8, .LBB_1334
.LBB_1332:
	mov x0, x21
	bl _Unwind_Resume
.LBB_1333:
	ldr x0, [sp, #976]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #992]
	cbz x8, .LBB_1332
.LBB_1334:
	ldr x0, [sp, #1000]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x21
	bl _Unwind_Resume
