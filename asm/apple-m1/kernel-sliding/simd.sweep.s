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
	sub sp, sp, #1904
	str xzr, [sp]
	mov x20, x1
	mov x25, x0
	add x23, sp, #848
	ldp x21, x26, [x1, #16]
	add x28, x26, x26, lsl #1
	lsl x19, x28, #4
	add x8, x21, x19
	str x8, [sp, #616]
	mov w8, #1025
	dup v0.2d, x8
	str q0, [sp, #768]
	mov x22, x19
	str x21, [sp, #672]
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
	b .LBB_1018
.LBB_5:
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #24]
	tbz x8, #63, .LBB_7
	b .LBB_1018
.LBB_7:
	add x21, x21, #48
	sub x22, x22, #48
	cmp x8, #1026
	b.lo .LBB_1
.LBB_8:
	mov x8, x25
	mov x0, x20
	add sp, sp, #1904
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
	ldp x1, x2, [x20]
	str x2, [sp, #784]
	add x0, sp, #792
	str x1, [sp, #752]
	str x2, [sp, #560]
	ldr x20, [sp, #672]
	mov x3, x20
	mov x4, x26
	bl kernel_sliding::grid_for
	cbz x26, .LBB_22
	add x8, sp, #848
	add x0, x8, #8
	mov x1, x20
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
	cmp x26, #1
	b.eq .LBB_15
	ldr x8, [sp, #672]
	add x20, x8, #48
	sub x8, x19, #48
	mov x9, #-6148914691236517206
	movk x9, #43691
	umulh x8, x8, x9
	lsr x22, x8, #5
.LBB_13:
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
	b.ne .LBB_13
.LBB_15:
	cmp x21, #0
	cset w9, ne
	ldr x8, [sp, #672]
	ldr x8, [x8, #16]
	tbz x8, #63, .LBB_16
	b .LBB_1059
.LBB_16:
	ldr x10, [sp, #672]
	ldr x10, [x10, #24]
	tbz x10, #63, .LBB_17
	b .LBB_1059
.LBB_17:
	sub x21, x21, x9
	cmp x10, x8
	csel x22, x10, x8, hi
	cmp x26, #1
	b.eq .LBB_23
	sub x8, x19, #48
	mov x9, #-6148914691236517206
	movk x9, #43691
	umulh x8, x8, x9
	lsr x8, x8, #5
	ldr x9, [sp, #672]
	add x9, x9, #72
.LBB_19:
	ldur x10, [x9, #-8]
	tbz x10, #63, .LBB_20
	b .LBB_1059
.LBB_20:
	ldr x11, [x9], #48
	tbz x11, #63, .LBB_21
	b .LBB_1059
.LBB_21:
	cmp x11, x10
	csel x10, x11, x10, hi
	cmp x22, x10
	csel x22, x22, x10, hi
	subs x8, x8, #1
	b.ne .LBB_19
	b .LBB_23
.LBB_22:
	mov x21, #0
	mov x22, #0
.LBB_23:
	cmp x22, #0
	cset w8, ne
	movi v0.2d, #0000000000000000
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	sub x8, x22, x8
	cmp x26, #0
	str x8, [sp, #768]
	csel x20, xzr, x8, eq
	str q0, [sp, #1600]
	str q0, [sp, #1616]
	str q0, [sp, #1632]
	str q0, [sp, #1648]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	stp q0, q0, [sp, #944]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	stp q0, q0, [sp, #848]
	sub x0, x29, #144
	add x1, sp, #848
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	add x8, x20, #1025
	str x8, [sp, #552]
	movi v0.2d, #0000000000000000
	stp q0, q0, [sp, #944]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	stp q0, q0, [sp, #848]
	add x0, sp, #1224
	add x1, sp, #848
	str x20, [sp, #680]
	add x2, x20, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	stp q0, q0, [sp, #944]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	stp q0, q0, [sp, #848]
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
	cbz x0, .LBB_1108
	mov x20, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1109
	mov x24, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #32800
	mov w1, #2
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_1110
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
	ldur q1, [x29, #-144]
	str q1, [sp, #848]
	ldur x8, [x29, #-128]
	str x8, [sp, #864]
	add x8, sp, #1224
	ldr q1, [x8]
	add x8, sp, #617
	stur q1, [x8, #255]
	ldr x8, [sp, #1240]
	str x8, [sp, #888]
	ldr q1, [sp, #1312]
	ldr x8, [sp, #1328]
	str q1, [sp, #896]
	ldr x9, [sp, #1456]
	str x8, [sp, #912]
	str x9, [sp, #936]
	ldr q1, [sp, #1440]
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
	str q0, [sp, #1680]
	str q0, [sp, #1664]
	str q0, [sp, #1648]
	str q0, [sp, #1632]
	str q0, [sp, #1616]
	str q0, [sp, #1600]
	str q0, [sp, #1584]
	str q0, [sp, #1568]
	add x0, sp, #1144
	add x1, sp, #1568
	add x2, x21, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	mov x27, #0
	ldr x8, [sp, #680]
	lsl x24, x8, #3
	lsr x8, x8, #61
	cbnz x8, .LBB_38
	add x8, x21, #1025
	str x8, [sp, #536]
	mov x8, #9223372036854775800
	cmp x24, x8
	b.hi .LBB_38
	cbz x24, .LBB_39
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w27, #8
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	mov x20, x0
	ldr x23, [sp, #680]
	cbz x0, .LBB_38
	ldr x14, [sp, #680]
	cmp x14, #2
	str x21, [sp, #688]
	str x26, [sp, #584]
	str x25, [sp, #416]
	b.lo .LBB_40
.LBB_36:
	sub x10, x14, #1
	cmp x10, #7
	b.hi .LBB_42
	mov w9, #1
	mov x8, x20
	b .LBB_45
.LBB_38:
	mov x0, x27
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_39:
	mov x23, #0
	mov w20, #8
	ldr x14, [sp, #680]
	cmp x14, #2
	str x21, [sp, #688]
	str x26, [sp, #584]
	str x25, [sp, #416]
	b.hs .LBB_36
.LBB_40:
	mov x8, x20
	cbnz x14, .LBB_47
	mov x26, #0
	mov w27, #8
	mov x21, x23
	b .LBB_59
.LBB_42:
	and x11, x10, #0xfffffffffffffff8
	add x8, x20, x11, lsl #3
	orr x9, x11, #0x1
	add x12, x20, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x10, #0xfffffffffffffff8
.LBB_43:
	stp q0, q0, [x12, #-32]
	stp q0, q0, [x12], #64
	subs x13, x13, #8
	b.ne .LBB_43
	cmp x10, x11
	b.eq .LBB_47
.LBB_45:
	sub x9, x14, x9
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
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1132
	mov x27, x0
	ldr x26, [sp, #768]
	mov x21, x23
	mov x8, x27
	ldr x9, [sp, #680]
	cmp x9, #2
	b.hs .LBB_51
	b .LBB_58
.LBB_50:
	mov x26, #0
	mov w27, #8
	mov x21, x23
	mov x8, x27
	ldr x9, [sp, #680]
	cmp x9, #2
	b.lo .LBB_58
.LBB_51:
	ldr x8, [sp, #680]
	sub x10, x8, #1
	cmp x10, #7
	b.hi .LBB_53
	mov w9, #1
	mov x8, x27
	b .LBB_56
.LBB_53:
	and x11, x10, #0xfffffffffffffff8
	add x8, x27, x11, lsl #3
	orr x9, x11, #0x1
	add x12, x27, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x10, #0xfffffffffffffff8
.LBB_54:
	stp q0, q0, [x12, #-32]
	stp q0, q0, [x12], #64
	subs x13, x13, #8
	b.ne .LBB_54
	cmp x10, x11
	b.eq .LBB_58
.LBB_56:
	ldr x10, [sp, #680]
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
	str x21, [sp, #1312]
	str x20, [sp, #1320]
	ldr x9, [sp, #680]
	str x9, [sp, #1328]
	str x26, [sp, #1336]
	mov x8, #-6148914691236517206
	movk x8, #682, lsl #48
	str x27, [sp, #1344]
	str x9, [sp, #1352]
	ldr x9, [sp, #584]
	cmp x9, x8
	b.ls .LBB_62
	mov x23, #0
.LBB_61:
	mov x0, x23
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_62:
	str x28, [sp, #760]
	cbz x19, .LBB_68
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w23, #8
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	mov x28, x0
	ldr x9, [sp, #584]
	mov x8, x9
	cbz x0, .LBB_61
	str x8, [sp, #1224]
	str x28, [sp, #1232]
	cmp x9, #2
	b.lo .LBB_69
.LBB_65:
	cmp x22, #2
	b.hs .LBB_947
	add x8, sp, #1568
	ldr x9, [sp, #584]
	sub x9, x9, #1
	mov w10, #8
.LBB_67:
	str xzr, [sp, #1568]
	str x10, [sp, #1576]
	stp xzr, xzr, [x8, #16]
	str x10, [sp, #1600]
	str xzr, [sp, #1608]
	ldr q0, [sp, #1568]
	ldr q1, [sp, #1584]
	str q0, [sp, #1440]
	str q1, [sp, #1456]
	ldr q2, [sp, #1600]
	str q2, [sp, #1472]
	stp q0, q1, [x28]
	str q2, [x28, #32]
	add x28, x28, #48
	subs x9, x9, #1
	b.ne .LBB_67
	b .LBB_951
.LBB_68:
	mov x8, #0
	mov w28, #8
	ldr x9, [sp, #584]
	str x8, [sp, #1224]
	str x28, [sp, #1232]
	cmp x9, #2
	b.hs .LBB_65
.LBB_69:
	cbnz x9, .LBB_951
	str xzr, [sp, #1240]
	add x24, sp, #848
	cbz x21, .LBB_72
	lsl x1, x21, #3
	mov x0, x20
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_72:
	ldr x22, [sp, #560]
	cbz x26, .LBB_74
	lsl x1, x26, #3
	mov x0, x27
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_74:
	mov x23, #0
	add x8, sp, #1224
	ldr q0, [x8]
	str q0, [sp, #1168]
	ldr x8, [sp, #1240]
	str x8, [sp, #1184]
	mov w9, #8
	str xzr, [sp, #1200]
	mov w8, #8
	str x8, [sp, #352]
	str x9, [sp, #1208]
	str xzr, [sp, #1216]
	mov w8, #8
	str x8, [sp, #544]
	ldr x26, [sp, #688]
	add x27, x24, #168
.LBB_75:
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	str x23, [sp, #656]
	b.ne .LBB_1031
	ldp x0, x1, [x19]
.LBB_77:
	add x8, x0, #1
	str x8, [x19]
	ldr x8, [sp, #752]
	str x8, [sp, #1224]
	str x22, [sp, #1232]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	ldp q0, q1, [x8]
	add x8, sp, #1224
	stp q0, q1, [x8, #16]
	str x0, [sp, #1272]
	str x1, [sp, #1280]
	ldr x8, [sp, #784]
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #10
	mov w10, #16400
	msub x8, x9, x10, x8
	cmp x8, #0
	cinc x15, x9, ne
	cbz x15, .LBB_974
	str xzr, [sp, #624]
	add x9, x24, #48
	add x8, x24, #72
	stp x8, x9, [sp, #176]
	add x8, sp, #1288
	add x9, x8, #8
	add x8, x26, #1
	stp x8, x9, [sp, #392]
	add x8, sp, #1568
	add x8, x8, #24
	str x8, [sp, #600]
	ldr x9, [sp, #680]
	add x8, x9, #1
	str x8, [sp, #328]
	add x8, sp, #792
	add x8, x8, #48
	str x8, [sp, #720]
	mov w13, #15375
	sub x14, x13, x26
	mov w16, #14350
	sub x8, x16, x26
	str x8, [sp, #432]
	mov w8, #13325
	sub x8, x8, x26
	str x8, [sp, #440]
	mov w8, #12300
	sub x8, x8, x26
	str x8, [sp, #448]
	mov w8, #11275
	sub x8, x8, x26
	str x8, [sp, #456]
	mov w8, #10250
	sub x8, x8, x26
	str x8, [sp, #464]
	mov w8, #9225
	sub x8, x8, x26
	str x8, [sp, #472]
	mov w8, #8200
	sub x8, x8, x26
	str x8, [sp, #480]
	mov w8, #7175
	sub x8, x8, x26
	str x8, [sp, #488]
	mov w8, #6150
	sub x8, x8, x26
	str x8, [sp, #496]
	mov w8, #64
	orr x10, x8, x26, lsl #7
	str x10, [sp, #368]
	bfi x8, x9, #7, #57
	str x8, [sp, #408]
	movi v8.2d, #0000000000000000
	fmov d9, #1.00000000
	fmov d10, #-1.00000000
	movi v12.8b, #1
	mov w8, #5125
	sub x8, x8, x26
	str x8, [sp, #504]
	mov w8, #4100
	sub x8, x8, x26
	str x8, [sp, #512]
	neg x8, x26
	str x8, [sp, #592]
	sub x8, x29, #144
	add x8, x8, #24
	str x8, [sp, #568]
	lsl x8, x9, #7
	str x8, [sp, #336]
	mov w8, #1
	sub x8, x8, x9
	str x8, [sp, #320]
	adrp x8, .Lanon.1
	add x9, x8, :lo12:.Lanon.1
	sub x8, x13, x26
	stp x9, x8, [sp, #8]
	str x27, [sp, #168]
.LBB_79:
	ldr x9, [sp, #1160]
	cbz x9, .LBB_130
	ldr x8, [sp, #1152]
	add x9, x8, x9, lsl #7
	ldr x10, [sp, #624]
	b .LBB_82
.LBB_81:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #120]
	add x10, x10, #1
	add x8, x8, #128
	cmp x8, x9
	b.eq .LBB_130
.LBB_82:
	cmp x10, x26
	b.hs .LBB_98
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8]
	add x11, x10, #1025
	cmp x11, x26
	b.hs .LBB_100
.LBB_84:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #8]
	add x11, x10, #2050
	cmp x11, x26
	b.hs .LBB_102
.LBB_85:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #16]
	add x11, x10, #3075
	cmp x11, x26
	b.hs .LBB_104
.LBB_86:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #24]
	mov w11, #4100
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_106
.LBB_87:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #32]
	mov w11, #5125
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_108
.LBB_88:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #40]
	mov w11, #6150
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_110
.LBB_89:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #48]
	mov w11, #7175
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_112
.LBB_90:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #56]
	mov w11, #8200
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_114
.LBB_91:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #64]
	mov w11, #9225
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_116
.LBB_92:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #72]
	mov w11, #10250
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_118
.LBB_93:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #80]
	mov w11, #11275
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_120
.LBB_94:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #88]
	mov w11, #12300
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_122
.LBB_95:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #96]
	mov w11, #13325
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_124
.LBB_96:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #104]
	add x11, x10, x16
	cmp x11, x26
	b.hs .LBB_126
.LBB_97:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #112]
	add x11, x10, x13
	cmp x11, x26
	b.lo .LBB_81
	b .LBB_128
.LBB_98:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #592]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8]
	add x11, x10, #1025
	cmp x11, x26
	b.lo .LBB_84
.LBB_100:
	ldr x11, [sp, #592]
	add x11, x11, x10
	add x11, x11, #1025
	ldr x12, [sp, #784]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #8]
	add x11, x10, #2050
	cmp x11, x26
	b.lo .LBB_85
.LBB_102:
	ldr x11, [sp, #592]
	add x11, x11, x10
	add x11, x11, #2050
	ldr x12, [sp, #784]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #16]
	add x11, x10, #3075
	cmp x11, x26
	b.lo .LBB_86
.LBB_104:
	ldr x11, [sp, #592]
	add x11, x11, x10
	add x11, x11, #3075
	ldr x12, [sp, #784]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #24]
	mov w11, #4100
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_87
.LBB_106:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #512]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #32]
	mov w11, #5125
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_88
.LBB_108:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #504]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #40]
	mov w11, #6150
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_89
.LBB_110:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #496]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #48]
	mov w11, #7175
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_90
.LBB_112:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #488]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #56]
	mov w11, #8200
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_91
.LBB_114:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #480]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #64]
	mov w11, #9225
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_92
.LBB_116:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #472]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #72]
	mov w11, #10250
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_93
.LBB_118:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #464]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #80]
	mov w11, #11275
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_94
.LBB_120:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #456]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #88]
	mov w11, #12300
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_95
.LBB_122:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #448]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #96]
	mov w11, #13325
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_96
.LBB_124:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #440]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #104]
	add x11, x10, x16
	cmp x11, x26
	b.lo .LBB_97
.LBB_126:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	ldr x12, [sp, #432]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #112]
	add x11, x10, x13
	cmp x11, x26
	b.lo .LBB_81
.LBB_128:
	ldr x11, [sp, #784]
	sub x11, x11, #1
	add x12, x14, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x22
	b.hs .LBB_1068
	ldr x11, [sp, #752]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x8, #120]
	add x10, x10, #1
	add x8, x8, #128
	cmp x8, x9
	b.ne .LBB_82
.LBB_130:
	ldr x8, [sp, #800]
	ldr x9, [sp, #808]
	cbz x9, .LBB_133
	cmp x9, #1
	b.ne .LBB_134
	mov x10, #0
	ldr x16, [sp, #624]
	b .LBB_136
.LBB_133:
	mov x10, x9
	ldr x16, [sp, #624]
	b .LBB_137
.LBB_134:
	mov x10, #0
	mov x11, x9
	ldr x16, [sp, #624]
.LBB_135:
	lsr x12, x11, #1
	add x13, x12, x10
	ldr x14, [x8, x13, lsl #3]
	cmp x14, x16
	csel x10, x13, x10, lo
	sub x11, x11, x12
	cmp x11, #1
	b.hi .LBB_135
.LBB_136:
	ldr x11, [x8, x10, lsl #3]
	cmp x11, x16
	cinc x10, x10, lo
.LBB_137:
	mov w11, #16400
	add x24, x16, x11
	sub x15, x15, #1
	lsl x10, x10, #3
	add x19, x8, x10
	lsl x9, x9, #3
	add x20, x8, x9
	sub x8, x9, x10
	str x15, [sp, #152]
	str x24, [sp, #528]
.LBB_138:
	cbz x8, .LBB_150
	ldr x21, [x19], #8
	cmp x21, x24
	b.hs .LBB_150
	sub x8, x8, #8
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	mul x9, x21, x9
	mov x10, #18014398492704768
	movk x10, #16369
	movk x10, #61443, lsl #32
	cmp x9, x10
	b.lo .LBB_138
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #64
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1164
	ldr x8, [sp, #624]
	sub x8, x21, x8
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	sub x8, x8, x10
	stp x8, x9, [x0]
	mov w8, #4
	str x8, [sp, #1568]
	str x0, [sp, #1576]
	mov w8, #1
	str x8, [sp, #1584]
	mov w1, #1
.LBB_143:
	cmp x19, x20
	b.eq .LBB_151
	ldr x21, [x19], #8
	cmp x21, x24
	b.hs .LBB_151
	mov x8, #64513
	movk x8, #49167, lsl #16
	movk x8, #255, lsl #32
	movk x8, #4092, lsl #48
	mul x8, x21, x8
	mov x9, #18014398492704768
	movk x9, #16369
	movk x9, #61443, lsl #32
	cmp x8, x9
	b.lo .LBB_143
	ldr x8, [sp, #1568]
	cmp x1, x8
	b.ne .LBB_149
	add x0, sp, #1568
	mov x25, x1
	mov w2, #1
	mov w3, #8
	mov w4, #16
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x0, [sp, #1576]
	mov x1, x25
.LBB_149:
	ldr x8, [sp, #624]
	sub x8, x21, x8
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	sub x8, x8, x10
	add x10, x0, x1, lsl #4
	stp x8, x9, [x10]
	add x1, x1, #1
	str x1, [sp, #1584]
	b .LBB_143
.LBB_150:
	str xzr, [sp, #160]
	str xzr, [sp, #744]
	mov w8, #8
	str x8, [sp, #664]
	b .LBB_152
.LBB_151:
	ldr x8, [sp, #1568]
	str x8, [sp, #160]
	ldr x8, [sp, #1576]
	str x8, [sp, #664]
	cmp x1, #2
	str x1, [sp, #744]
	b.hs .LBB_943
.LBB_152:
	mov x8, #0
	ldr x9, [sp, #1152]
	str x9, [sp, #608]
	ldr x24, [sp, #1160]
	ldr x9, [sp, #784]
	ldr x10, [sp, #800]
	ldr x11, [sp, #808]
	lsl x12, x11, #3
	b .LBB_156
.LBB_153:
	mov x15, #0
.LBB_154:
.LBB_155:
	add x13, sp, #1568
	add x13, x13, x8, lsl #4
	stp x15, x16, [x13]
	add x8, x8, #1
	cmp x8, #16
	b.eq .LBB_176
.LBB_156:
	mov x15, #0
	add x13, x8, x8, lsl #10
	ldr x14, [sp, #624]
	add x13, x13, x14
	add x14, x13, #1025
	cmp x9, x14
	csel x14, x9, x14, lo
	cmp x13, x9
	b.hs .LBB_154
	sub x17, x14, x13
	cmp x17, #1025
	b.ne .LBB_155
	mov x15, x11
	cbz x11, .LBB_164
	cmp x11, #1
	b.ne .LBB_161
	mov x15, #0
	b .LBB_163
.LBB_161:
	mov x15, #0
	mov x16, x11
.LBB_162:
	lsr x17, x16, #1
	add x18, x17, x15
	ldr x0, [x10, x18, lsl #3]
	cmp x0, x13
	csel x15, x18, x15, lo
	sub x16, x16, x17
	cmp x16, #1
	b.hi .LBB_162
.LBB_163:
	ldr x16, [x10, x15, lsl #3]
	cmp x16, x13
	cinc x15, x15, lo
.LBB_164:
	lsl x16, x15, #3
	add x15, x10, x16
	sub x16, x12, x16
.LBB_165:
	cbz x16, .LBB_168
	ldr x17, [x15], #8
	cmp x17, x14
	b.hs .LBB_168
	sub x16, x16, #8
	mov x18, #64513
	movk x18, #49167, lsl #16
	movk x18, #255, lsl #32
	movk x18, #4092, lsl #48
	mul x17, x17, x18
	mov x18, #18014398492704768
	movk x18, #16369
	movk x18, #61443, lsl #32
	cmp x17, x18
	b.lo .LBB_165
	b .LBB_153
.LBB_168:
	cbz x11, .LBB_171
	cmp x11, #1
	b.ne .LBB_172
	mov x14, #0
	b .LBB_174
.LBB_171:
	mov x16, #-1
	b .LBB_175
.LBB_172:
	mov x14, #0
	mov x15, x11
.LBB_173:
	lsr x16, x15, #1
	add x17, x16, x14
	ldr x18, [x10, x17, lsl #3]
	cmp x18, x13
	csel x14, x14, x17, hi
	sub x15, x15, x16
	cmp x15, #1
	b.hi .LBB_173
.LBB_174:
	ldr x15, [x10, x14, lsl #3]
	cmp x15, x13
	cinc x13, x14, ls
	sub x16, x13, #1
.LBB_175:
	mov w15, #1
	b .LBB_155
.LBB_176:
	ldr x8, [sp, #584]
	cbz x8, .LBB_940
	str xzr, [sp, #424]
	ldr x9, [sp, #1568]
	ldr x10, [sp, #1576]
	ldr x8, [sp, #1584]
	stp x8, x9, [sp, #304]
	ldr x8, [sp, #1592]
	stp x8, x10, [sp, #136]
	ldr x9, [sp, #1600]
	ldr x10, [sp, #1608]
	ldr x8, [sp, #1616]
	stp x8, x9, [sp, #288]
	ldr x8, [sp, #1624]
	stp x8, x10, [sp, #120]
	ldr x9, [sp, #1632]
	ldr x10, [sp, #1640]
	ldr x8, [sp, #1648]
	stp x8, x9, [sp, #272]
	ldr x8, [sp, #1656]
	stp x8, x10, [sp, #104]
	ldr x9, [sp, #1664]
	ldr x10, [sp, #1672]
	ldr x8, [sp, #1680]
	stp x8, x9, [sp, #256]
	ldr x8, [sp, #1688]
	stp x8, x10, [sp, #88]
	ldr x9, [sp, #1696]
	ldr x10, [sp, #1704]
	ldr x8, [sp, #1712]
	stp x8, x9, [sp, #240]
	ldr x8, [sp, #1720]
	stp x8, x10, [sp, #72]
	ldr x9, [sp, #1728]
	ldr x10, [sp, #1736]
	ldr x8, [sp, #1744]
	stp x8, x9, [sp, #224]
	ldr x8, [sp, #1752]
	stp x8, x10, [sp, #56]
	ldr x9, [sp, #1760]
	ldr x10, [sp, #1768]
	cmn x26, #1026
	ldr x8, [sp, #1776]
	stp x8, x9, [sp, #208]
	ldr x8, [sp, #1784]
	stp x8, x10, [sp, #40]
	ldr x8, [sp, #392]
	ldr x10, [sp, #608]
	add x8, x10, x8, lsl #7
	str x8, [sp, #360]
	ldr x8, [sp, #536]
	ccmp x8, x24, #2, ls
	ldr x11, [sp, #1792]
	ldr x8, [sp, #1800]
	str x8, [sp, #32]
	ldr x8, [sp, #664]
	ldr x9, [sp, #744]
	add x8, x8, x9, lsl #4
	str x8, [sp, #728]
	cset w8, hi
	str w8, [sp, #388]
	add x8, x10, #64
	str x8, [sp, #576]
	add x8, x10, #128
	str x8, [sp, #376]
	ldr x18, [sp, #672]
	ldr x8, [sp, #1808]
	stp x8, x11, [sp, #192]
	ldr x8, [sp, #1816]
	str x8, [sp, #24]
	str x24, [sp, #760]
.LBB_178:
	ldr x9, [x18, #16]
	tbnz x9, #63, .LBB_1111
	ldr x16, [x18]
	tbnz x16, #63, .LBB_1111
	ldr x13, [x18, #8]
	tbnz x13, #63, .LBB_1111
	sub x17, x16, #1
	sub x8, x13, #1
	cmp x17, x8
	csel x11, x17, x8, hi
	ldr x10, [x18, #24]
	tbnz x10, #63, .LBB_1111
	ldp x12, x14, [x18, #32]
	orr x15, x12, x14
	tbnz x15, #63, .LBB_1111
	str x18, [sp, #520]
	add x9, x9, x11
	sub x15, x9, #1
	sub x9, x12, #1
	sub x11, x14, #1
	cmp x9, x11
	csel x11, x9, x11, hi
	sub x9, x10, #1
	cmp x11, x9
	csel x10, x11, x9, hi
	ldr x11, [sp, #624]
	subs x11, x15, x11
	ldr x12, [sp, #528]
	ccmp x15, x12, #2, hs
	b.lo .LBB_185
	mov x12, #0
	b .LBB_186
.LBB_185:
	mov x12, #64513
	movk x12, #49167, lsl #16
	movk x12, #255, lsl #32
	movk x12, #4092, lsl #48
	umulh x12, x11, x12
	lsr x12, x12, #6
	add x14, x12, x12, lsl #10
	subs x11, x11, x14
	csel x14, x8, x11, eq
	csel x11, x8, x12, eq
	str x11, [sp, #648]
	cset x12, ne
.LBB_186:
	add x10, x9, x10
	ldr x9, [sp, #624]
	subs x9, x10, x9
	ldr x11, [sp, #528]
	ccmp x10, x11, #2, hs
	b.hs .LBB_189
	mov x10, #64513
	movk x10, #49167, lsl #16
	movk x10, #255, lsl #32
	movk x10, #4092, lsl #48
	umulh x10, x9, x10
	lsr x10, x10, #6
	str x10, [sp, #632]
	add x10, x10, x10, lsl #10
	subs x9, x9, x10
	str x9, [sp, #640]
	b.eq .LBB_189
	mov w9, #1
	str x9, [sp, #712]
	b .LBB_190
.LBB_189:
	str xzr, [sp, #712]
.LBB_190:
	ldr x9, [sp, #1184]
	ldr x10, [sp, #424]
	cmp x10, x9
	b.hs .LBB_1135
	mov x18, #0
	ldr x9, [sp, #624]
	subs x9, x8, x9
	b.lo .LBB_196
	ldr x10, [sp, #528]
	cmp x8, x10
	b.hs .LBB_196
	mov x8, #64513
	movk x8, #49167, lsl #16
	movk x8, #255, lsl #32
	movk x8, #4092, lsl #48
	umulh x8, x9, x8
	lsr x8, x8, #6
	add x10, x8, x8, lsl #10
	subs x9, x9, x10
	b.eq .LBB_195
	str x9, [sp, #1296]
	str x8, [sp, #1304]
	mov w18, #1
	b .LBB_196
.LBB_195:
	mov x18, #0
.LBB_196:
	ldr x28, [sp, #1176]
	str x18, [sp, #1288]
	ldr x1, [sp, #856]
	ldr x20, [sp, #864]
	cmp x13, #1
	str x20, [sp, #736]
	b.ne .LBB_201
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1001
	add x8, x1, #64
	mov x9, #-1
	ldr x10, [sp, #368]
	ldr x11, [sp, #608]
	add x11, x11, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_199:
	add x9, x9, #1
	cmp x20, x9
	b.eq .LBB_1042
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
	cbnz x10, .LBB_199
	b .LBB_252
.LBB_201:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	ldr x8, [sp, #392]
	sub x0, x8, x13
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	cmp x26, x24
	b.hs .LBB_1016
	cmp x8, x13
	b.lo .LBB_1017
	cbz x13, .LBB_207
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	ldr x8, [sp, #608]
	add x8, x8, x0, lsl #7
	ldr q19, [sp, #1440]
	ldr q20, [sp, #1456]
	add x10, sp, #1440
	ldur q0, [x10, #88]
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	mov w9, #1
	movi v18.2d, #0000000000000000
	add x11, sp, #1224
	ldp q6, q7, [x11, #176]
	movi v5.2d, #0000000000000000
	ldur q21, [x10, #104]
	movi v16.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr d17, [sp, #1432]
	movi v25.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	ldr d22, [sp, #1560]
	ldr x10, [sp, #360]
.LBB_205:
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
	fadd v5.2d, v5.2d, v27.2d
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
	fadd v6.2d, v6.2d, v28.2d
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
	cmp x8, x10
	b.ne .LBB_205
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q19, [sp, #1440]
	str q20, [sp, #1456]
	str q3, [sp, #1344]
	str q5, [sp, #1360]
	str q23, [sp, #1472]
	str q25, [sp, #1488]
	str q16, [sp, #1376]
	str q24, [sp, #1504]
	add x8, sp, #1440
	stur q0, [x8, #88]
	add x9, sp, #1224
	stp q6, q7, [x9, #176]
	stur q21, [x8, #104]
	str d4, [sp, #1392]
	str d17, [sp, #1432]
	str d18, [sp, #1520]
	str d22, [sp, #1560]
	b .LBB_208
.LBB_207:
	movi v1.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_208:
	cbz x20, .LBB_1134
	mov x2, #0
	madd x8, x13, x13, x13
	ucvtf d0, x8, #1
	dup v18.2d, v0.d[0]
	fdiv d17, d17, d0
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v6.2d, v6.2d, v18.2d
	fdiv d4, d4, d0
	fdiv v16.2d, v16.2d, v18.2d
	fdiv v5.2d, v5.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	stp q1, q2, [x1]
	stp q3, q5, [x1, #32]
	mov x3, x1
	str q16, [x3, #64]!
	str d4, [x1, #80]
	stur q6, [x1, #88]
	stur q7, [x1, #104]
	str d17, [x1, #120]
	ldr x4, [sp, #1296]
	ucvtf d1, x13
	fdiv d2, d9, d0
	cmp w18, #0
	ldr x8, [sp, #400]
	csel x10, x8, xzr, ne
	sub x5, x26, x13
	lsl x6, x13, #7
	ldr x8, [sp, #376]
	sub x7, x8, x6
	mov w23, #1
.LBB_210:
	ldr x8, [sp, #744]
	cmp x2, x8
	b.hs .LBB_215
	ldr x8, [sp, #664]
	add x9, x8, x2, lsl #4
.LBB_212:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_216
	add x2, x2, #1
	ldr x11, [sp, #744]
	cmp x11, x2
	b.ne .LBB_212
	mov x9, #0
	ldr x2, [sp, #744]
	b .LBB_217
.LBB_215:
	mov x9, #0
	b .LBB_217
.LBB_216:
	mov w9, #1
.LBB_217:
	cmp x4, x23
	csel w11, wzr, w18, lo
	mov w15, #1
	str x15, [sp, #1568]
	mov w15, #2
	str x15, [sp, #1584]
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	str x11, [sp, #1608]
	str x4, [sp, #1616]
	tbnz w9, #0, .LBB_220
	cbnz w11, .LBB_220
	mov w22, #1025
	b .LBB_224
.LBB_220:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #600]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x11, [x29, #-144]
	cmp x9, x11
	b.eq .LBB_223
	ldr x15, [sp, #568]
	add x15, x15, x9, lsl #4
.LBB_222:
	add x9, x9, #1
	ldur w0, [x15, #-8]
	ldr x19, [x15], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x11, x9
	b.ne .LBB_222
.LBB_223:
	cmp x8, #1025
	mov w9, #1025
	csel x22, x8, x9, lo
.LBB_224:
	ldr q18, [sp, #1312]
	ldr q17, [sp, #1328]
	ldr q23, [sp, #1440]
	ldr q25, [sp, #1456]
	ldr q16, [sp, #1344]
	ldr q7, [sp, #1360]
	ldr q27, [sp, #1472]
	ldr q29, [sp, #1488]
	ldr q6, [sp, #1376]
	ldr q5, [sp, #1392]
	ldr q30, [sp, #1504]
	ldr q31, [sp, #1520]
	ldr q4, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q15, [sp, #1536]
	ldr q13, [sp, #1552]
	cmp x23, x22
	b.hs .LBB_230
	cmp x23, x20
	csel x0, x23, x20, hi
	add x8, x5, x23
	ldr x11, [sp, #576]
	add x8, x11, x8, lsl #7
	add x9, x26, x23
	add x9, x11, x9, lsl #7
	add x11, x3, x23, lsl #7
.LBB_226:
	add x15, x26, x23
	cmp x15, x24
	b.hs .LBB_1045
	add x15, x5, x23
	cmp x15, x24
	b.hs .LBB_1044
	cmp x0, x23
	b.eq .LBB_1043
	add x23, x23, #1
	ldp q21, q20, [x9, #32]
	fadd v19.2d, v20.2d, v13.2d
	ldp q24, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v13.2d
	fadd v20.2d, v21.2d, v15.2d
	fsub v20.2d, v20.2d, v24.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v15.2d
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
	stp q23, q25, [x11, #-64]
	fmul v23.2d, v16.2d, v2.d[0]
	fmul v25.2d, v7.2d, v2.d[0]
	stp q23, q25, [x11, #-32]
	fmul v23.2d, v6.2d, v2.d[0]
	fmul v25.2d, v5.2d, v2.d[0]
	stp q23, q25, [x11]
	fmul v23.2d, v4.2d, v2.d[0]
	fmul v25.2d, v3.2d, v2.d[0]
	stp q23, q25, [x11, #32]
	add x8, x8, #128
	add x9, x9, #128
	add x11, x11, #128
	mov v23.16b, v28.16b
	mov v25.16b, v26.16b
	mov v27.16b, v24.16b
	mov v29.16b, v22.16b
	mov v30.16b, v21.16b
	fsub v14.2d, v13.2d, v31.2d
	mov v31.16b, v14.16b
	mov v15.16b, v20.16b
	mov v13.16b, v19.16b
	cmp x22, x23
	b.ne .LBB_226
	b .LBB_231
.LBB_230:
	mov v28.16b, v23.16b
	mov v26.16b, v25.16b
	mov v24.16b, v27.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v14.16b, v31.16b
	mov v20.16b, v15.16b
	mov v19.16b, v13.16b
.LBB_231:
	str q18, [sp, #1312]
	str q17, [sp, #1328]
	str q16, [sp, #1344]
	str q7, [sp, #1360]
	str q6, [sp, #1376]
	str q5, [sp, #1392]
	str q4, [sp, #1408]
	str q3, [sp, #1424]
	str q28, [sp, #1440]
	str q26, [sp, #1456]
	str q24, [sp, #1472]
	str q22, [sp, #1488]
	str q21, [sp, #1504]
	str q14, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	cmp x22, #1024
	b.hi .LBB_252
	add x9, x22, x26
	cmp x9, x24
	b.hs .LBB_1085
	sub x8, x9, x13
	cmp x8, x24
	b.hs .LBB_1083
	ldr x15, [sp, #608]
	add x11, x15, x9, lsl #7
	add x8, x15, x8, lsl #7
	ldr q23, [x11]
	fmul v25.2d, v23.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v28.2d
	str q18, [sp, #1312]
	ldr q25, [x11, #16]
	fmul v27.2d, v25.2d, v1.d[0]
	fadd v17.2d, v17.2d, v27.2d
	fsub v17.2d, v17.2d, v26.2d
	str q17, [sp, #1328]
	ldr q27, [x11, #32]
	fmul v29.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v24.2d
	str q16, [sp, #1344]
	ldr q29, [x11, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1360]
	ldr q30, [x11, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1376]
	ldr q31, [x11, #80]
	fmul v13.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v13.2d
	fsub v5.2d, v5.2d, v14.2d
	str q5, [sp, #1392]
	ldr q13, [x11, #96]
	fmul v15.2d, v13.2d, v1.d[0]
	fadd v4.2d, v4.2d, v15.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1408]
	ldr q15, [x11, #112]
	fmul v11.2d, v15.2d, v1.d[0]
	fadd v3.2d, v3.2d, v11.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1424]
	ldr q11, [x8]
	fadd v23.2d, v23.2d, v28.2d
	fsub v23.2d, v23.2d, v11.2d
	str q23, [sp, #1440]
	ldr q23, [x8, #16]
	fadd v25.2d, v25.2d, v26.2d
	fsub v23.2d, v25.2d, v23.2d
	str q23, [sp, #1456]
	ldr q23, [x8, #32]
	fadd v24.2d, v27.2d, v24.2d
	fsub v23.2d, v24.2d, v23.2d
	str q23, [sp, #1472]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1488]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1504]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v14.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fadd v20.2d, v13.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	fadd v19.2d, v15.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1552]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1568]
	str q17, [sp, #1584]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1600]
	str q7, [sp, #1616]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1632]
	str q5, [sp, #1648]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1664]
	str q3, [sp, #1680]
	ldr x8, [sp, #744]
	cmp x2, x8
	b.hi .LBB_994
	mov w15, #0
	add x23, x22, #1
	ldr x8, [sp, #664]
	add x21, x8, x2, lsl #4
	add x8, x9, #1
	sub x0, x8, x13
	mov x20, x10
	add x9, x7, x9, lsl #7
	b .LBB_238
.LBB_236:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x20, #15
	b.hi .LBB_1069
.LBB_237:
	add x21, sp, #1312
	str d4, [x21, x20, lsl #3]
	add x21, sp, #1440
	str d3, [x21, x20, lsl #3]
	fdiv d3, d4, d0
	add x21, sp, #1568
	str d3, [x21, x20, lsl #3]
	mov x20, x19
	mov x21, x11
	ldr x24, [sp, #760]
.LBB_238:
	cbz w15, .LBB_247
.LBB_239:
	mov x11, x21
.LBB_240:
	cbz x20, .LBB_250
	ldr x15, [x20]
	cmp x15, x22
	b.ne .LBB_250
	mov x19, #0
	mov w15, #2
	mov x21, x20
	cmp x8, x13
	b.lo .LBB_978
.LBB_243:
	ldr x20, [x21, #8]
	cbz x13, .LBB_236
	cmp x20, #15
	b.hi .LBB_1041
	add x21, x9, x20, lsl #3
	movi v3.2d, #0000000000000000
	mov x24, x6
	mov w25, #1
	movi v4.2d, #0000000000000000
.LBB_246:
	ucvtf d5, x25
	ldr d6, [x21], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x25, x25, #1
	subs x24, x24, #128
	b.ne .LBB_246
	b .LBB_237
.LBB_247:
	ldr x11, [sp, #728]
	cmp x21, x11
	b.eq .LBB_239
	mov x11, x21
	ldr x15, [x11], #16
	cmp x15, x22
	b.ne .LBB_240
	mov w15, #0
	mov x19, x20
	cmp x8, x13
	b.hs .LBB_243
	b .LBB_978
.LBB_250:
	ldr x20, [sp, #736]
	cmp x22, x20
	b.hs .LBB_1112
	add x8, x1, x22, lsl #7
	ldr q3, [sp, #1632]
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
	cmp x22, #1024
	b.ne .LBB_210
.LBB_252:
	ldr x2, [sp, #888]
	ldr x8, [sp, #680]
	subs x20, x2, x8
	b.lo .LBB_1019
	mov x18, #0
	ldr x8, [sp, #624]
	subs x8, x17, x8
	b.lo .LBB_258
	ldr x9, [sp, #528]
	cmp x17, x9
	b.hs .LBB_258
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_257
	str x8, [sp, #1296]
	str x9, [sp, #1304]
	mov w18, #1
	b .LBB_258
.LBB_257:
	mov x18, #0
.LBB_258:
	ldr x10, [sp, #880]
	str x18, [sp, #1288]
	ldr x1, [sp, #856]
	ldr x17, [sp, #864]
	cmp x16, #1
	str x20, [sp, #736]
	str x12, [sp, #704]
	b.ne .LBB_264
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1001
	mov x12, x28
	ldr x8, [sp, #408]
	add x9, x10, x8
	add x8, x1, #64
	mov x10, #-1
	mov x11, x20
	mov w15, #128
	movk w15, #2, lsl #16
	ldr x16, [sp, #368]
	ldr x18, [sp, #608]
	add x16, x18, x16
.LBB_261:
	cbz x11, .LBB_1100
	add x10, x10, #1
	cmp x17, x10
	b.eq .LBB_1101
	ldp d0, d1, [x16, #-64]
	fadd d5, d0, d8
	fadd d6, d1, d8
	ldp d0, d1, [x16, #-48]
	fadd d7, d0, d8
	fadd d16, d1, d8
	ldp d0, d1, [x16, #-32]
	fadd d17, d0, d8
	fadd d18, d1, d8
	ldp d0, d1, [x16, #-16]
	fadd d19, d0, d8
	fadd d20, d1, d8
	ldp d0, d1, [x16]
	fadd d21, d0, d8
	fadd d22, d1, d8
	ldp d0, d1, [x16, #16]
	fadd d23, d0, d8
	fadd d3, d1, d8
	ldp d0, d1, [x16, #32]
	fadd d4, d0, d8
	fadd d1, d1, d8
	ldp d0, d24, [x16, #48]
	fadd d2, d0, d8
	fadd d0, d24, d8
	add x16, x16, #128
	sub x11, x11, #1
	ldur d24, [x8, #-64]
	fadd d24, d24, d24
	fsub d5, d24, d5
	stur d5, [x9, #-64]
	ldur d5, [x8, #-56]
	fadd d5, d5, d5
	fsub d5, d5, d6
	stur d5, [x9, #-56]
	ldur d5, [x8, #-48]
	fadd d5, d5, d5
	fsub d5, d5, d7
	stur d5, [x9, #-48]
	ldur d5, [x8, #-40]
	fadd d5, d5, d5
	fsub d5, d5, d16
	stur d5, [x9, #-40]
	ldur d5, [x8, #-32]
	fadd d5, d5, d5
	fsub d5, d5, d17
	stur d5, [x9, #-32]
	ldur d5, [x8, #-24]
	fadd d5, d5, d5
	fsub d5, d5, d18
	stur d5, [x9, #-24]
	ldur d5, [x8, #-16]
	fadd d5, d5, d5
	fsub d5, d5, d19
	stur d5, [x9, #-16]
	ldur d5, [x8, #-8]
	fadd d5, d5, d5
	fsub d5, d5, d20
	stur d5, [x9, #-8]
	ldr d5, [x8]
	fadd d5, d5, d5
	fsub d5, d5, d21
	str d5, [x9]
	ldr d5, [x8, #8]
	fadd d5, d5, d5
	fsub d5, d5, d22
	str d5, [x9, #8]
	ldr d5, [x8, #16]
	fadd d5, d5, d5
	fsub d5, d5, d23
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
	fadd d1, d1, d1
	fsub d0, d1, d0
	str d0, [x9, #56]
	add x9, x9, #128
	add x8, x8, #128
	sub x15, x15, #128
	cbnz x15, .LBB_261
	b .LBB_317
.LBB_264:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	ldr x8, [sp, #392]
	sub x0, x8, x16
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	cmp x26, x24
	b.hs .LBB_1025
	cmp x8, x16
	b.lo .LBB_1024
	cbz x16, .LBB_270
	ldr q18, [sp, #1312]
	ldr q19, [sp, #1328]
	ldr x8, [sp, #608]
	add x8, x8, x0, lsl #7
	ldr q20, [sp, #1440]
	ldr q21, [sp, #1456]
	movi v4.2d, #0000000000000000
	add x11, sp, #1440
	ldur q0, [x11, #88]
	movi v1.2d, #0000000000000000
	mov w9, #1
	movi v17.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	add x15, sp, #1224
	ldp q3, q2, [x15, #176]
	movi v7.2d, #0000000000000000
	ldur q22, [x11, #104]
	movi v16.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	ldr d6, [sp, #1432]
	movi v26.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	ldr d23, [sp, #1560]
	ldr x11, [sp, #360]
.LBB_268:
	ucvtf d27, x9
	ldp q28, q29, [x8]
	fmul v30.2d, v28.2d, v27.d[0]
	fadd v18.2d, v18.2d, v30.2d
	fadd v20.2d, v28.2d, v20.2d
	fmul v28.2d, v29.2d, v27.d[0]
	fadd v19.2d, v19.2d, v28.2d
	fadd v21.2d, v29.2d, v21.2d
	ldp q29, q28, [x8, #32]
	fmul v30.2d, v29.2d, v27.d[0]
	fmul v31.2d, v28.2d, v27.d[0]
	fadd v25.2d, v29.2d, v25.2d
	fadd v16.2d, v16.2d, v31.2d
	fadd v4.2d, v4.2d, v30.2d
	fadd v26.2d, v28.2d, v26.2d
	ldr q28, [x8, #64]
	fmul d29, d27, d28
	fadd d7, d7, d29
	fmul d29, d27, v28.d[1]
	fadd d5, d5, d29
	fadd v24.2d, v28.2d, v24.2d
	ldr d28, [x8, #80]
	fmul d29, d28, d27
	fadd d1, d1, d29
	fadd d17, d28, d17
	ldur q28, [x8, #88]
	fmul v29.2d, v28.2d, v27.d[0]
	fadd v3.2d, v3.2d, v29.2d
	fadd v0.2d, v28.2d, v0.2d
	ldur q28, [x8, #104]
	fmul v29.2d, v28.2d, v27.d[0]
	fadd v2.2d, v2.2d, v29.2d
	fadd v22.2d, v28.2d, v22.2d
	ldr d28, [x8, #120]
	fmul d27, d28, d27
	fadd d6, d6, d27
	fadd d23, d28, d23
	add x8, x8, #128
	add x9, x9, #1
	cmp x8, x11
	b.ne .LBB_268
	str q18, [sp, #1312]
	str q19, [sp, #1328]
	str q20, [sp, #1440]
	str q21, [sp, #1456]
	str q4, [sp, #1344]
	str q16, [sp, #1360]
	str q25, [sp, #1472]
	str q26, [sp, #1488]
	str d7, [sp, #1376]
	str d5, [sp, #1384]
	str q24, [sp, #1504]
	add x8, sp, #1440
	stur q0, [x8, #88]
	add x9, sp, #1224
	stp q3, q2, [x9, #176]
	stur q22, [x8, #104]
	str d1, [sp, #1392]
	str d6, [sp, #1432]
	str d17, [sp, #1520]
	str d23, [sp, #1560]
	ldr d22, [sp, #1312]
	ldr d21, [sp, #1320]
	mov d18, v3.d[1]
	mov d17, v2.d[1]
	mov d20, v4.d[1]
	mov d19, v16.d[1]
	ldr d24, [sp, #1328]
	ldr d23, [sp, #1336]
	b .LBB_271
.LBB_270:
	movi v6.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v18.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v1.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v19.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	movi v22.2d, #0000000000000000
.LBB_271:
	ldr x8, [sp, #680]
	cmp x2, x8
	b.eq .LBB_1159
	cbz x17, .LBB_1158
	mov x12, x28
	mov x3, #0
	ldr x8, [sp, #680]
	add x2, x10, x8, lsl #7
	madd x8, x16, x16, x16
	ucvtf d0, x8, #1
	fdiv d22, d22, d0
	fdiv d21, d21, d0
	fdiv d24, d24, d0
	fdiv d23, d23, d0
	fdiv d4, d4, d0
	fdiv d20, d20, d0
	fdiv d16, d16, d0
	fdiv d19, d19, d0
	fdiv d7, d7, d0
	fdiv d5, d5, d0
	fdiv d1, d1, d0
	fdiv d3, d3, d0
	fdiv d18, d18, d0
	fdiv d2, d2, d0
	fdiv d17, d17, d0
	fdiv d6, d6, d0
	ldr d25, [x1]
	fadd d25, d25, d25
	fsub d22, d25, d22
	str d22, [x2]
	ldr d22, [x1, #8]
	fadd d22, d22, d22
	fsub d21, d22, d21
	str d21, [x2, #8]
	ldr d21, [x1, #16]
	fadd d21, d21, d21
	fsub d21, d21, d24
	str d21, [x2, #16]
	ldr d21, [x1, #24]
	fadd d21, d21, d21
	fsub d21, d21, d23
	str d21, [x2, #24]
	ldr d21, [x1, #32]
	fadd d21, d21, d21
	fsub d4, d21, d4
	str d4, [x2, #32]
	ldr d4, [x1, #40]
	fadd d4, d4, d4
	fsub d4, d4, d20
	str d4, [x2, #40]
	ldr d4, [x1, #48]
	fadd d4, d4, d4
	fsub d4, d4, d16
	str d4, [x2, #48]
	ldr d4, [x1, #56]
	fadd d4, d4, d4
	fsub d4, d4, d19
	str d4, [x2, #56]
	mov x4, x1
	ldr d4, [x4, #64]!
	fadd d4, d4, d4
	fsub d4, d4, d7
	str d4, [x2, #64]
	ldr d4, [x4, #8]
	fadd d4, d4, d4
	fsub d4, d4, d5
	str d4, [x2, #72]
	ldr d4, [x4, #16]
	fadd d4, d4, d4
	fsub d1, d4, d1
	str d1, [x2, #80]
	ldr d1, [x4, #24]
	fadd d1, d1, d1
	fsub d1, d1, d3
	str d1, [x2, #88]
	ldr d1, [x4, #32]
	fadd d1, d1, d1
	fsub d1, d1, d18
	str d1, [x2, #96]
	ldr d1, [x4, #40]
	fadd d1, d1, d1
	fsub d1, d1, d2
	str d1, [x2, #104]
	ldr d1, [x4, #48]
	fadd d1, d1, d1
	fsub d1, d1, d17
	str d1, [x2, #112]
	ldr d1, [x4, #56]
	fadd d1, d1, d1
	fsub d1, d1, d6
	str d1, [x2, #120]
	ldr x5, [sp, #1296]
	ucvtf d1, x16
	fdiv d2, d9, d0
	cmp w18, #0
	ldp x9, x8, [sp, #400]
	csel x6, x9, xzr, ne
	sub x7, x26, x16
	add x22, x10, x8
	lsl x23, x16, #7
	ldr x8, [sp, #376]
	sub x28, x8, x23
	mov w10, #1
.LBB_274:
	ldr x8, [sp, #744]
	cmp x3, x8
	b.hs .LBB_279
	ldr x8, [sp, #664]
	add x9, x8, x3, lsl #4
.LBB_276:
	ldr x8, [x9], #16
	cmp x8, x10
	b.hs .LBB_280
	add x3, x3, #1
	ldr x11, [sp, #744]
	cmp x11, x3
	b.ne .LBB_276
	mov x9, #0
	ldr x3, [sp, #744]
	b .LBB_281
.LBB_279:
	mov x9, #0
	b .LBB_281
.LBB_280:
	mov w9, #1
.LBB_281:
	cmp x5, x10
	csel w11, wzr, w18, lo
	mov w15, #1
	str x15, [sp, #1568]
	mov w15, #2
	str x15, [sp, #1584]
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	str x11, [sp, #1608]
	str x5, [sp, #1616]
	tbnz w9, #0, .LBB_284
	cbnz w11, .LBB_284
	mov w30, #1025
	b .LBB_288
.LBB_284:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #600]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x11, [x29, #-144]
	cmp x9, x11
	b.eq .LBB_287
	ldr x15, [sp, #568]
	add x15, x15, x9, lsl #4
.LBB_286:
	add x9, x9, #1
	ldur w0, [x15, #-8]
	ldr x19, [x15], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x11, x9
	b.ne .LBB_286
.LBB_287:
	cmp x8, #1025
	mov w9, #1025
	csel x30, x8, x9, lo
.LBB_288:
	ldr q26, [sp, #1312]
	ldr q25, [sp, #1328]
	ldr q18, [sp, #1440]
	ldr q16, [sp, #1456]
	ldr q24, [sp, #1344]
	ldr q23, [sp, #1360]
	ldr q17, [sp, #1472]
	ldr q6, [sp, #1488]
	ldr q22, [sp, #1376]
	ldr q21, [sp, #1392]
	ldr q7, [sp, #1504]
	ldr q4, [sp, #1520]
	ldr q20, [sp, #1408]
	ldr q19, [sp, #1424]
	ldr q5, [sp, #1536]
	ldr q3, [sp, #1552]
	cmp x10, x30
	b.hs .LBB_295
	cmp x10, x20
	csel x8, x10, x20, hi
	str x8, [sp, #768]
	cmp x10, x17
	csel x0, x10, x17, hi
	add x8, x7, x10
	lsl x9, x10, #7
	add x19, x26, x10
	add x15, x22, x9
	add x11, x4, x9
	ldr x20, [sp, #576]
	add x9, x20, x8, lsl #7
	add x8, x20, x19, lsl #7
.LBB_290:
	add x19, x26, x10
	cmp x19, x24
	b.hs .LBB_1050
	add x19, x7, x10
	cmp x19, x24
	b.hs .LBB_1051
	ldr x19, [sp, #768]
	cmp x19, x10
	b.eq .LBB_1049
	cmp x0, x10
	b.eq .LBB_1047
	ldp q27, q28, [x8, #-64]
	fadd v29.2d, v27.2d, v18.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v18.2d
	ldp q18, q27, [x9, #-64]
	fsub v18.2d, v29.2d, v18.2d
	fadd v29.2d, v28.2d, v16.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v25.2d, v25.2d, v28.2d
	fsub v25.2d, v25.2d, v16.2d
	fsub v16.2d, v29.2d, v27.2d
	ldp q27, q28, [x8, #-32]
	fadd v29.2d, v27.2d, v17.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v17.2d
	ldp q17, q27, [x9, #-32]
	fsub v17.2d, v29.2d, v17.2d
	fadd v29.2d, v28.2d, v6.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v23.2d, v23.2d, v28.2d
	fsub v23.2d, v23.2d, v6.2d
	fsub v6.2d, v29.2d, v27.2d
	ldp q27, q28, [x8]
	fadd v29.2d, v27.2d, v7.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fsub v22.2d, v22.2d, v7.2d
	ldp q7, q27, [x9]
	fsub v7.2d, v29.2d, v7.2d
	fadd v29.2d, v28.2d, v4.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v21.2d, v21.2d, v28.2d
	fsub v21.2d, v21.2d, v4.2d
	fsub v4.2d, v29.2d, v27.2d
	ldp q27, q28, [x8, #32]
	fadd v29.2d, v27.2d, v5.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fsub v20.2d, v20.2d, v5.2d
	ldp q5, q27, [x9, #32]
	fsub v5.2d, v29.2d, v5.2d
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v19.2d, v19.2d, v29.2d
	fadd v28.2d, v28.2d, v3.2d
	fsub v19.2d, v19.2d, v3.2d
	fmul d29, d2, d26
	fsub v3.2d, v28.2d, v27.2d
	ldur d27, [x11, #-64]
	fadd d27, d27, d27
	fsub d27, d27, d29
	fmul d28, d2, v26.d[1]
	stur d27, [x15, #-64]
	ldur d27, [x11, #-56]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, d25
	stur d27, [x15, #-56]
	ldur d27, [x11, #-48]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, v25.d[1]
	stur d27, [x15, #-48]
	ldur d27, [x11, #-40]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, d24
	stur d27, [x15, #-40]
	ldur d27, [x11, #-32]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, v24.d[1]
	stur d27, [x15, #-32]
	ldur d27, [x11, #-24]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, d23
	stur d27, [x15, #-24]
	ldur d27, [x11, #-16]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, v23.d[1]
	stur d27, [x15, #-16]
	ldur d27, [x11, #-8]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, d22
	stur d27, [x15, #-8]
	ldr d27, [x11]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, v22.d[1]
	str d27, [x15]
	ldr d27, [x11, #8]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, d21
	str d27, [x15, #8]
	ldr d27, [x11, #16]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, v21.d[1]
	str d27, [x15, #16]
	ldr d27, [x11, #24]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, d20
	str d27, [x15, #24]
	ldr d27, [x11, #32]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, v20.d[1]
	str d27, [x15, #32]
	ldr d27, [x11, #40]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, d19
	str d27, [x15, #40]
	ldr d27, [x11, #48]
	fadd d27, d27, d27
	fsub d27, d27, d28
	fmul d28, d2, v19.d[1]
	str d27, [x15, #48]
	ldr d27, [x11, #56]
	fadd d27, d27, d27
	fsub d27, d27, d28
	str d27, [x15, #56]
	add x10, x10, #1
	add x9, x9, #128
	add x8, x8, #128
	add x15, x15, #128
	add x11, x11, #128
	cmp x30, x10
	b.ne .LBB_290
.LBB_295:
	str q26, [sp, #1312]
	str q25, [sp, #1328]
	str q24, [sp, #1344]
	str q23, [sp, #1360]
	str q22, [sp, #1376]
	str q21, [sp, #1392]
	str q20, [sp, #1408]
	str q19, [sp, #1424]
	str q18, [sp, #1440]
	str q16, [sp, #1456]
	str q17, [sp, #1472]
	str q6, [sp, #1488]
	str q7, [sp, #1504]
	str q4, [sp, #1520]
	str q5, [sp, #1536]
	str q3, [sp, #1552]
	cmp x30, #1024
	b.hi .LBB_317
	add x9, x30, x26
	cmp x9, x24
	b.hs .LBB_1085
	sub x8, x9, x16
	cmp x8, x24
	b.hs .LBB_1083
	ldr x11, [sp, #608]
	add x10, x11, x9, lsl #7
	add x8, x11, x8, lsl #7
	ldr q27, [x10]
	fmul v28.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v28.2d
	fsub v26.2d, v26.2d, v18.2d
	str q26, [sp, #1312]
	ldr q28, [x10, #16]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v25.2d, v25.2d, v29.2d
	fsub v25.2d, v25.2d, v16.2d
	str q25, [sp, #1328]
	ldr q29, [x10, #32]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v24.2d, v24.2d, v30.2d
	fsub v24.2d, v24.2d, v17.2d
	str q24, [sp, #1344]
	ldr q30, [x10, #48]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v23.2d, v23.2d, v31.2d
	fsub v23.2d, v23.2d, v6.2d
	str q23, [sp, #1360]
	ldr q31, [x10, #64]
	fmul v11.2d, v31.2d, v1.d[0]
	fadd v22.2d, v22.2d, v11.2d
	fsub v22.2d, v22.2d, v7.2d
	str q22, [sp, #1376]
	ldr q11, [x10, #80]
	fmul v13.2d, v11.2d, v1.d[0]
	fadd v21.2d, v21.2d, v13.2d
	fsub v21.2d, v21.2d, v4.2d
	str q21, [sp, #1392]
	ldr q13, [x10, #96]
	fmul v14.2d, v13.2d, v1.d[0]
	fadd v20.2d, v20.2d, v14.2d
	fsub v20.2d, v20.2d, v5.2d
	str q20, [sp, #1408]
	ldr q14, [x10, #112]
	fmul v15.2d, v14.2d, v1.d[0]
	fadd v19.2d, v19.2d, v15.2d
	fsub v19.2d, v19.2d, v3.2d
	str q19, [sp, #1424]
	ldr q15, [x8]
	fadd v18.2d, v27.2d, v18.2d
	fsub v18.2d, v18.2d, v15.2d
	str q18, [sp, #1440]
	ldr q18, [x8, #16]
	fadd v16.2d, v28.2d, v16.2d
	fsub v16.2d, v16.2d, v18.2d
	str q16, [sp, #1456]
	ldr q16, [x8, #32]
	fadd v17.2d, v29.2d, v17.2d
	fsub v16.2d, v17.2d, v16.2d
	str q16, [sp, #1472]
	ldr q16, [x8, #48]
	fadd v6.2d, v30.2d, v6.2d
	fsub v6.2d, v6.2d, v16.2d
	str q6, [sp, #1488]
	ldr q6, [x8, #64]
	fadd v7.2d, v31.2d, v7.2d
	fsub v6.2d, v7.2d, v6.2d
	str q6, [sp, #1504]
	ldr q6, [x8, #80]
	fadd v4.2d, v11.2d, v4.2d
	fsub v4.2d, v4.2d, v6.2d
	str q4, [sp, #1520]
	ldr q4, [x8, #96]
	fadd v5.2d, v13.2d, v5.2d
	fsub v4.2d, v5.2d, v4.2d
	str q4, [sp, #1536]
	ldr q4, [x8, #112]
	fadd v3.2d, v14.2d, v3.2d
	fsub v3.2d, v3.2d, v4.2d
	str q3, [sp, #1552]
	fmul v3.2d, v26.2d, v2.d[0]
	fmul v4.2d, v25.2d, v2.d[0]
	str q3, [sp, #1568]
	str q4, [sp, #1584]
	fmul v3.2d, v24.2d, v2.d[0]
	fmul v4.2d, v23.2d, v2.d[0]
	str q3, [sp, #1600]
	str q4, [sp, #1616]
	fmul v3.2d, v22.2d, v2.d[0]
	fmul v4.2d, v21.2d, v2.d[0]
	str q3, [sp, #1632]
	str q4, [sp, #1648]
	fmul v3.2d, v20.2d, v2.d[0]
	fmul v4.2d, v19.2d, v2.d[0]
	str q3, [sp, #1664]
	str q4, [sp, #1680]
	ldr x8, [sp, #744]
	cmp x3, x8
	b.hi .LBB_996
	mov w15, #0
	add x10, x30, #1
	ldr x8, [sp, #664]
	add x21, x8, x3, lsl #4
	add x8, x9, #1
	sub x0, x8, x16
	mov x20, x6
	add x9, x28, x9, lsl #7
	b .LBB_302
.LBB_300:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x20, #15
	b.hi .LBB_1069
.LBB_301:
	add x21, sp, #1312
	str d4, [x21, x20, lsl #3]
	add x21, sp, #1440
	str d3, [x21, x20, lsl #3]
	fdiv d3, d4, d0
	add x21, sp, #1568
	str d3, [x21, x20, lsl #3]
	mov x20, x19
	mov x21, x11
	ldr x24, [sp, #760]
.LBB_302:
	cbz w15, .LBB_311
.LBB_303:
	mov x11, x21
.LBB_304:
	cbz x20, .LBB_314
	ldr x15, [x20]
	cmp x15, x30
	b.ne .LBB_314
	mov x19, #0
	mov w15, #2
	mov x21, x20
	cmp x8, x16
	b.lo .LBB_978
.LBB_307:
	ldr x20, [x21, #8]
	cbz x16, .LBB_300
	cmp x20, #15
	b.hi .LBB_1041
	add x21, x9, x20, lsl #3
	movi v3.2d, #0000000000000000
	mov x24, x23
	mov w25, #1
	movi v4.2d, #0000000000000000
.LBB_310:
	ucvtf d5, x25
	ldr d6, [x21], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x25, x25, #1
	subs x24, x24, #128
	b.ne .LBB_310
	b .LBB_301
.LBB_311:
	ldr x11, [sp, #728]
	cmp x21, x11
	b.eq .LBB_303
	mov x11, x21
	ldr x15, [x11], #16
	cmp x15, x30
	b.ne .LBB_304
	mov w15, #0
	mov x19, x20
	cmp x8, x16
	b.hs .LBB_307
	b .LBB_978
.LBB_314:
	ldr x20, [sp, #736]
	cmp x30, x20
	b.hs .LBB_1113
	cmp x30, x17
	b.hs .LBB_1114
	lsl x9, x30, #7
	add x8, x2, x9
	add x9, x1, x9
	ldr d3, [x9]
	fadd d3, d3, d3
	ldr d4, [sp, #1568]
	fsub d3, d3, d4
	str d3, [x8]
	ldr d3, [x9, #8]
	fadd d3, d3, d3
	ldr d4, [sp, #1576]
	fsub d3, d3, d4
	str d3, [x8, #8]
	ldr d3, [x9, #16]
	fadd d3, d3, d3
	ldr d4, [sp, #1584]
	fsub d3, d3, d4
	str d3, [x8, #16]
	ldr d3, [x9, #24]
	fadd d3, d3, d3
	ldr d4, [sp, #1592]
	fsub d3, d3, d4
	str d3, [x8, #24]
	ldr d3, [x9, #32]
	fadd d3, d3, d3
	ldr d4, [sp, #1600]
	fsub d3, d3, d4
	str d3, [x8, #32]
	ldr d3, [x9, #40]
	fadd d3, d3, d3
	ldr d4, [sp, #1608]
	fsub d3, d3, d4
	str d3, [x8, #40]
	ldr d3, [x9, #48]
	fadd d3, d3, d3
	ldr d4, [sp, #1616]
	fsub d3, d3, d4
	str d3, [x8, #48]
	ldr d3, [x9, #56]
	fadd d3, d3, d3
	ldr d4, [sp, #1624]
	fsub d3, d3, d4
	str d3, [x8, #56]
	ldr d3, [x9, #64]
	fadd d3, d3, d3
	ldr d4, [sp, #1632]
	fsub d3, d3, d4
	str d3, [x8, #64]
	ldr d3, [x9, #72]
	fadd d3, d3, d3
	ldr d4, [sp, #1640]
	fsub d3, d3, d4
	str d3, [x8, #72]
	ldr d3, [x9, #80]
	fadd d3, d3, d3
	ldr d4, [sp, #1648]
	fsub d3, d3, d4
	str d3, [x8, #80]
	ldr d3, [x9, #88]
	fadd d3, d3, d3
	ldr d4, [sp, #1656]
	fsub d3, d3, d4
	str d3, [x8, #88]
	ldr d3, [x9, #96]
	fadd d3, d3, d3
	ldr d4, [sp, #1664]
	fsub d3, d3, d4
	str d3, [x8, #96]
	ldr d3, [x9, #104]
	fadd d3, d3, d3
	ldr d4, [sp, #1672]
	fsub d3, d3, d4
	str d3, [x8, #104]
	ldr d3, [x9, #112]
	fadd d3, d3, d3
	ldr d4, [sp, #1680]
	fsub d3, d3, d4
	str d3, [x8, #112]
	ldr d3, [x9, #120]
	fadd d3, d3, d3
	ldr d4, [sp, #1688]
	fsub d3, d3, d4
	str d3, [x8, #120]
	cmp x30, #1024
	b.ne .LBB_274
.LBB_317:
	ldr x8, [sp, #888]
	ldr x11, [sp, #680]
	subs x0, x8, x11
	ldr x23, [sp, #656]
	b.lo .LBB_1015
	mov w8, #48
	ldr x9, [sp, #424]
	madd x10, x9, x8, x12
	ldr x9, [sp, #880]
	str x10, [sp, #696]
	ldp x8, x10, [x10, #8]
	ldr x12, [sp, #704]
	cbz x11, .LBB_323
	ldr x11, [sp, #680]
	mov w15, #1025
	sub x1, x15, x11
	mov x11, x10
	mov x15, x8
	ldr x16, [sp, #336]
	mov x17, x9
.LBB_320:
	cmp x1, x0
	b.hs .LBB_1096
	mov w18, #128
	movk w18, #2, lsl #16
	add x18, x17, x18
	ldr q0, [x18, #64]
	str q0, [sp, #1632]
	ldr q0, [x18, #80]
	str q0, [sp, #1648]
	ldr q0, [x18, #96]
	str q0, [sp, #1664]
	ldr q0, [x18, #112]
	str q0, [sp, #1680]
	ldr q0, [x18]
	str q0, [sp, #1568]
	ldr q0, [x18, #16]
	str q0, [sp, #1584]
	ldr q0, [x18, #32]
	str q0, [sp, #1600]
	ldr q0, [x18, #48]
	str q0, [sp, #1616]
	cbz x11, .LBB_1081
	ldr d0, [x15], #8
	str d0, [x17]
	ldr q0, [sp, #1632]
	stur q0, [x17, #72]
	ldr q0, [sp, #1648]
	stur q0, [x17, #88]
	ldr q0, [sp, #1664]
	stur q0, [x17, #104]
	ldr x18, [sp, #1680]
	str x18, [x17, #120]
	ldr q0, [sp, #1568]
	stur q0, [x17, #8]
	ldr q0, [sp, #1584]
	stur q0, [x17, #24]
	ldr q0, [sp, #1600]
	stur q0, [x17, #40]
	ldr q0, [sp, #1616]
	stur q0, [x17, #56]
	add x17, x17, #128
	sub x11, x11, #1
	add x1, x1, #1
	sub x16, x16, #128
	cbnz x16, .LBB_320
.LBB_323:
	cbz x10, .LBB_327
	lsl x10, x10, #3
	mov w11, #248
	movk w11, #2, lsl #16
	add x9, x9, x11
	ldr x11, [sp, #680]
	mov w15, #1025
	sub x11, x15, x11
.LBB_325:
	cmp x11, x0
	b.hs .LBB_1097
	ldr d0, [x9], #128
	str d0, [x8], #8
	add x11, x11, #1
	subs x10, x10, #8
	b.ne .LBB_325
.LBB_327:
	ldr x8, [sp, #520]
	ldr x18, [x8, #16]
	tbnz x18, #63, .LBB_1111
	ldr x17, [sp, #880]
	ldr x16, [sp, #888]
	str x12, [sp, #1288]
	str x14, [sp, #1296]
	ldr x8, [sp, #648]
	str x8, [sp, #1304]
	ldr x15, [sp, #904]
	ldr x20, [sp, #912]
	cmp x18, #1
	str x20, [sp, #736]
	b.ne .LBB_333
	ldr x8, [sp, #552]
	cmp x8, x16
	b.hi .LBB_1020
	ldr x8, [sp, #408]
	add x11, x17, x8
	add x8, x15, #64
	mov x9, #-1
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_331:
	add x9, x9, #1
	cmp x20, x9
	b.eq .LBB_1042
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
	cbnz x10, .LBB_331
	b .LBB_384
.LBB_333:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	ldr x9, [sp, #328]
	sub x0, x9, x18
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	ldr x8, [sp, #680]
	cmp x8, x16
	b.hs .LBB_1033
	cmp x9, x18
	b.lo .LBB_1034
	cbz x18, .LBB_339
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	add x8, x17, x9, lsl #7
	ldr q19, [sp, #1440]
	ldr q20, [sp, #1456]
	add x9, x17, x0, lsl #7
	add x11, sp, #1440
	ldur q0, [x11, #88]
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	mov w10, #1
	movi v18.2d, #0000000000000000
	add x0, sp, #1224
	ldp q6, q7, [x0, #176]
	movi v5.2d, #0000000000000000
	ldur q21, [x11, #104]
	movi v16.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr d17, [sp, #1432]
	movi v25.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	ldr d22, [sp, #1560]
.LBB_337:
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
	fadd v5.2d, v5.2d, v27.2d
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
	fadd v6.2d, v6.2d, v28.2d
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
	b.ne .LBB_337
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q19, [sp, #1440]
	str q20, [sp, #1456]
	str q3, [sp, #1344]
	str q5, [sp, #1360]
	str q23, [sp, #1472]
	str q25, [sp, #1488]
	str q16, [sp, #1376]
	str q24, [sp, #1504]
	add x8, sp, #1440
	stur q0, [x8, #88]
	add x9, sp, #1224
	stp q6, q7, [x9, #176]
	stur q21, [x8, #104]
	str d4, [sp, #1392]
	str d17, [sp, #1432]
	str d18, [sp, #1520]
	str d22, [sp, #1560]
	b .LBB_340
.LBB_339:
	movi v1.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_340:
	cbz x20, .LBB_1134
	mov x1, #0
	madd x8, x18, x18, x18
	ucvtf d0, x8, #1
	fdiv d17, d17, d0
	dup v18.2d, v0.d[0]
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v6.2d, v6.2d, v18.2d
	fdiv d4, d4, d0
	fdiv v16.2d, v16.2d, v18.2d
	fdiv v5.2d, v5.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	stp q1, q2, [x15]
	stp q3, q5, [x15, #32]
	mov x2, x15
	str q16, [x2, #64]!
	str d4, [x15, #80]
	stur q6, [x15, #88]
	stur q7, [x15, #104]
	str d17, [x15, #120]
	ucvtf d1, x18
	fdiv d2, d9, d0
	cmp w12, #0
	ldr x8, [sp, #400]
	csel x3, x8, xzr, ne
	add x4, x17, #64
	ldr x8, [sp, #680]
	sub x5, x8, x18
	lsl x6, x18, #7
	sub x8, x17, x6
	add x7, x8, #128
	mov w22, #1
.LBB_342:
	ldr x10, [sp, #744]
	cmp x1, x10
	b.hs .LBB_347
	ldr x8, [sp, #664]
	add x9, x8, x1, lsl #4
.LBB_344:
	ldr x8, [x9], #16
	cmp x8, x22
	b.hs .LBB_348
	add x1, x1, #1
	cmp x10, x1
	b.ne .LBB_344
	mov x9, #0
	mov x1, x10
	b .LBB_349
.LBB_347:
	mov x9, #0
	b .LBB_349
.LBB_348:
	mov w9, #1
.LBB_349:
	cmp x14, x22
	csel w10, wzr, w12, lo
	mov w11, #1
	str x11, [sp, #1568]
	mov w11, #2
	str x11, [sp, #1584]
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	str x10, [sp, #1608]
	str x14, [sp, #1616]
	tbnz w9, #0, .LBB_352
	cbnz w10, .LBB_352
	mov w10, #1025
	b .LBB_356
.LBB_352:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #600]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_355
	ldr x11, [sp, #568]
	add x11, x11, x9, lsl #4
.LBB_354:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x19, [x11], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x10, x9
	b.ne .LBB_354
.LBB_355:
	cmp x8, #1025
	mov w9, #1025
	csel x10, x8, x9, lo
.LBB_356:
	ldr q18, [sp, #1312]
	ldr q17, [sp, #1328]
	ldr q23, [sp, #1440]
	ldr q25, [sp, #1456]
	ldr q16, [sp, #1344]
	ldr q7, [sp, #1360]
	ldr q28, [sp, #1472]
	ldr q29, [sp, #1488]
	ldr q6, [sp, #1376]
	ldr q5, [sp, #1392]
	ldr q30, [sp, #1504]
	ldr q31, [sp, #1520]
	ldr q4, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q15, [sp, #1536]
	ldr q19, [sp, #1552]
	cmp x22, x10
	b.hs .LBB_362
	cmp x22, x20
	csel x9, x22, x20, hi
	add x8, x5, x22
	add x8, x4, x8, lsl #7
	ldr x0, [sp, #680]
	add x19, x0, x22
	str x9, [sp, #768]
	mov x11, x0
	sub x0, x0, x18
	mov x23, x10
	add x28, x4, x19, lsl #7
	add x30, x2, x22, lsl #7
.LBB_358:
	add x19, x22, x11
	cmp x19, x16
	b.hs .LBB_1055
	add x19, x22, x0
	cmp x19, x16
	b.hs .LBB_1056
	cmp x22, x9
	b.eq .LBB_1063
	ldp q21, q20, [x28, #32]
	fadd v22.2d, v20.2d, v19.2d
	ldp q26, q24, [x8, #32]
	fsub v13.2d, v22.2d, v24.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v19.2d
	fadd v19.2d, v21.2d, v15.2d
	fsub v20.2d, v19.2d, v26.2d
	fmul v19.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v19.2d
	fsub v4.2d, v4.2d, v15.2d
	ldp q22, q21, [x28]
	fadd v19.2d, v21.2d, v31.2d
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
	fsub v14.2d, v19.2d, v31.2d
	mov v31.16b, v14.16b
	mov v15.16b, v20.16b
	mov v19.16b, v13.16b
	cmp x22, x23
	b.ne .LBB_358
	b .LBB_363
.LBB_362:
	mov v27.16b, v23.16b
	mov v26.16b, v25.16b
	mov v24.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v14.16b, v31.16b
	mov v20.16b, v15.16b
	mov v13.16b, v19.16b
.LBB_363:
	str q18, [sp, #1312]
	str q17, [sp, #1328]
	str q16, [sp, #1344]
	str q7, [sp, #1360]
	str q6, [sp, #1376]
	str q5, [sp, #1392]
	str q4, [sp, #1408]
	str q3, [sp, #1424]
	str q27, [sp, #1440]
	str q26, [sp, #1456]
	str q24, [sp, #1472]
	str q22, [sp, #1488]
	str q21, [sp, #1504]
	str q14, [sp, #1520]
	str q20, [sp, #1536]
	str q13, [sp, #1552]
	cmp x10, #1024
	ldr x23, [sp, #656]
	b.hi .LBB_384
	ldr x8, [sp, #680]
	add x9, x10, x8
	cmp x9, x16
	b.hs .LBB_1117
	sub x8, x9, x18
	cmp x8, x16
	b.hs .LBB_1118
	add x11, x17, x9, lsl #7
	add x8, x17, x8, lsl #7
	ldr q19, [x11]
	fmul v23.2d, v19.2d, v1.d[0]
	fadd v18.2d, v18.2d, v23.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1312]
	ldr q23, [x11, #16]
	fmul v25.2d, v23.2d, v1.d[0]
	fadd v17.2d, v17.2d, v25.2d
	fsub v17.2d, v17.2d, v26.2d
	str q17, [sp, #1328]
	ldr q25, [x11, #32]
	fmul v28.2d, v25.2d, v1.d[0]
	fadd v16.2d, v16.2d, v28.2d
	fsub v16.2d, v16.2d, v24.2d
	str q16, [sp, #1344]
	ldr q28, [x11, #48]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v7.2d, v7.2d, v29.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1360]
	ldr q29, [x11, #64]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v6.2d, v6.2d, v30.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1376]
	ldr q30, [x11, #80]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v5.2d, v5.2d, v31.2d
	fsub v5.2d, v5.2d, v14.2d
	str q5, [sp, #1392]
	ldr q31, [x11, #96]
	fmul v11.2d, v31.2d, v1.d[0]
	fadd v4.2d, v4.2d, v11.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1408]
	ldr q11, [x11, #112]
	fmul v15.2d, v11.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v3.2d, v3.2d, v13.2d
	str q3, [sp, #1424]
	ldr q15, [x8]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v15.2d
	str q19, [sp, #1440]
	ldr q19, [x8, #16]
	fadd v23.2d, v23.2d, v26.2d
	fsub v19.2d, v23.2d, v19.2d
	str q19, [sp, #1456]
	ldr q19, [x8, #32]
	fadd v23.2d, v25.2d, v24.2d
	fsub v19.2d, v23.2d, v19.2d
	str q19, [sp, #1472]
	ldr q19, [x8, #48]
	fadd v22.2d, v28.2d, v22.2d
	fsub v19.2d, v22.2d, v19.2d
	str q19, [sp, #1488]
	ldr q19, [x8, #64]
	fadd v21.2d, v29.2d, v21.2d
	fsub v19.2d, v21.2d, v19.2d
	str q19, [sp, #1504]
	ldr q19, [x8, #80]
	fadd v21.2d, v30.2d, v14.2d
	fsub v19.2d, v21.2d, v19.2d
	str q19, [sp, #1520]
	ldr q19, [x8, #96]
	fadd v20.2d, v31.2d, v20.2d
	fsub v19.2d, v20.2d, v19.2d
	str q19, [sp, #1536]
	ldr q19, [x8, #112]
	fadd v20.2d, v11.2d, v13.2d
	fsub v19.2d, v20.2d, v19.2d
	str q19, [sp, #1552]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1568]
	str q17, [sp, #1584]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1600]
	str q7, [sp, #1616]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1632]
	str q5, [sp, #1648]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1664]
	str q3, [sp, #1680]
	ldr x8, [sp, #744]
	cmp x1, x8
	b.hi .LBB_997
	mov w19, #0
	add x22, x10, #1
	ldr x8, [sp, #664]
	add x23, x8, x1, lsl #4
	add x8, x9, #1
	sub x0, x8, x18
	mov x21, x3
	add x9, x7, x9, lsl #7
	b .LBB_370
.LBB_368:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x21, #15
	b.hi .LBB_1071
.LBB_369:
	add x23, sp, #1312
	str d4, [x23, x21, lsl #3]
	add x23, sp, #1440
	str d3, [x23, x21, lsl #3]
	fdiv d3, d4, d0
	add x23, sp, #1568
	str d3, [x23, x21, lsl #3]
	mov x21, x20
	mov x23, x11
	ldr x24, [sp, #760]
.LBB_370:
	cbz w19, .LBB_379
.LBB_371:
	mov x11, x23
.LBB_372:
	cbz x21, .LBB_382
	ldr x19, [x21]
	cmp x19, x10
	b.ne .LBB_382
	mov x20, #0
	mov w19, #2
	mov x23, x21
	cmp x8, x18
	b.lo .LBB_984
.LBB_375:
	ldr x21, [x23, #8]
	cbz x18, .LBB_368
	cmp x21, #15
	b.hi .LBB_1052
	add x23, x9, x21, lsl #3
	movi v3.2d, #0000000000000000
	mov x24, x6
	mov w25, #1
	movi v4.2d, #0000000000000000
.LBB_378:
	ucvtf d5, x25
	ldr d6, [x23], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x25, x25, #1
	subs x24, x24, #128
	b.ne .LBB_378
	b .LBB_369
.LBB_379:
	ldr x11, [sp, #728]
	cmp x23, x11
	b.eq .LBB_371
	mov x11, x23
	ldr x19, [x11], #16
	cmp x19, x10
	b.ne .LBB_372
	mov w19, #0
	mov x20, x21
	cmp x8, x18
	b.hs .LBB_375
	b .LBB_984
.LBB_382:
	ldr x20, [sp, #736]
	cmp x10, x20
	b.hs .LBB_1119
	add x8, x15, x10, lsl #7
	ldr q3, [sp, #1632]
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
	cmp x10, #1024
	ldr x23, [sp, #656]
	b.ne .LBB_342
.LBB_384:
	ldr x17, [sp, #888]
	ldr x8, [sp, #680]
	subs x20, x17, x8
	b.lo .LBB_1021
	ldr x8, [sp, #520]
	ldr x18, [x8, #32]
	tbnz x18, #63, .LBB_1111
	ldr x15, [x8, #40]
	tbnz x15, #63, .LBB_1111
	ldr x12, [x8, #24]
	tbnz x12, #63, .LBB_1111
	mov x1, #0
	sub x9, x18, #1
	ldr x8, [sp, #624]
	subs x8, x9, x8
	b.lo .LBB_393
	ldr x10, [sp, #528]
	cmp x9, x10
	b.hs .LBB_393
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_392
	str x8, [sp, #1296]
	str x9, [sp, #1304]
	mov w1, #1
	b .LBB_393
.LBB_392:
	mov x1, #0
.LBB_393:
	ldr x16, [sp, #880]
	ldr x8, [sp, #680]
	add x14, x16, x8, lsl #7
	str x1, [sp, #1288]
	cmp x18, #1
	str x20, [sp, #736]
	b.ne .LBB_398
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1001
	ldr x8, [sp, #320]
	add x8, x8, x17
	ldr x9, [sp, #408]
	add x9, x16, x9
	ldr x10, [sp, #368]
	ldr x11, [sp, #608]
	add x11, x11, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_396:
	subs x8, x8, #1
	b.eq .LBB_1102
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
	cbnz x10, .LBB_396
	b .LBB_449
.LBB_398:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	ldr x8, [sp, #392]
	sub x0, x8, x18
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	cmp x26, x24
	b.hs .LBB_1016
	cmp x8, x18
	ldr x11, [sp, #360]
	b.lo .LBB_1017
	cbz x18, .LBB_404
	ldr x8, [sp, #608]
	add x8, x8, x0, lsl #7
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	add x9, sp, #1312
	add x9, x9, #88
	ldr q17, [sp, #1440]
	ldr q18, [sp, #1456]
	add x10, sp, #1440
	add x10, x10, #88
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	ld1 { v4.d }[1], [x9]
	mov w9, #1
	movi v5.2d, #0000000000000000
	ldr q7, [sp, #1408]
	ldr q16, [sp, #1424]
	movi v6.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr q19, [sp, #1536]
	ldr q20, [sp, #1552]
	movi v21.2d, #0000000000000000
	ld1 { v0.d }[1], [x10]
.LBB_402:
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
	b.ne .LBB_402
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q17, [sp, #1440]
	str q18, [sp, #1456]
	str q3, [sp, #1344]
	str q5, [sp, #1360]
	str q22, [sp, #1472]
	str q23, [sp, #1488]
	str q6, [sp, #1376]
	str q4, [sp, #1392]
	str q21, [sp, #1504]
	str q0, [sp, #1520]
	str q7, [sp, #1408]
	str q16, [sp, #1424]
	str q19, [sp, #1536]
	str q20, [sp, #1552]
	b .LBB_405
.LBB_404:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
.LBB_405:
	ldr x8, [sp, #680]
	cmp x17, x8
	b.eq .LBB_1160
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
	ldr x3, [sp, #1296]
	ucvtf d1, x18
	fdiv d2, d9, d0
	cmp w1, #0
	ldp x9, x8, [sp, #400]
	csel x4, x9, xzr, ne
	sub x5, x26, x18
	add x6, x16, x8
	lsl x7, x18, #7
	ldr x8, [sp, #376]
	sub x22, x8, x7
	mov w23, #1
.LBB_407:
	ldr x10, [sp, #744]
	cmp x2, x10
	b.hs .LBB_412
	ldr x8, [sp, #664]
	add x9, x8, x2, lsl #4
.LBB_409:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_413
	add x2, x2, #1
	cmp x10, x2
	b.ne .LBB_409
	mov x9, #0
	mov x2, x10
	b .LBB_414
.LBB_412:
	mov x9, #0
	b .LBB_414
.LBB_413:
	mov w9, #1
.LBB_414:
	cmp x3, x23
	csel w10, wzr, w1, lo
	mov w11, #1
	str x11, [sp, #1568]
	mov w11, #2
	str x11, [sp, #1584]
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	str x10, [sp, #1608]
	str x3, [sp, #1616]
	tbnz w9, #0, .LBB_417
	cbnz w10, .LBB_417
	mov w10, #1025
	b .LBB_421
.LBB_417:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #600]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_420
	ldr x11, [sp, #568]
	add x11, x11, x9, lsl #4
.LBB_419:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x19, [x11], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x10, x9
	b.ne .LBB_419
.LBB_420:
	cmp x8, #1025
	mov w9, #1025
	csel x10, x8, x9, lo
.LBB_421:
	ldr q18, [sp, #1312]
	ldr q17, [sp, #1328]
	ldr q24, [sp, #1440]
	ldr q25, [sp, #1456]
	ldr q16, [sp, #1344]
	ldr q7, [sp, #1360]
	ldr q28, [sp, #1472]
	ldr q29, [sp, #1488]
	ldr q6, [sp, #1376]
	ldr q5, [sp, #1392]
	ldr q30, [sp, #1504]
	ldr q31, [sp, #1520]
	ldr q4, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q13, [sp, #1536]
	ldr q15, [sp, #1552]
	cmp x23, x10
	b.hs .LBB_427
	cmp x23, x20
	csel x19, x23, x20, hi
	add x8, x5, x23
	ldr x11, [sp, #576]
	add x8, x11, x8, lsl #7
	add x9, x26, x23
	add x9, x11, x9, lsl #7
	add x11, x6, x23, lsl #7
.LBB_423:
	add x0, x26, x23
	cmp x0, x24
	b.hs .LBB_1086
	add x0, x5, x23
	cmp x0, x24
	b.hs .LBB_1084
	cmp x19, x23
	b.eq .LBB_1058
	add x23, x23, #1
	ldp q21, q20, [x9, #32]
	fadd v19.2d, v20.2d, v15.2d
	ldp q23, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v15.2d
	fadd v20.2d, v21.2d, v13.2d
	fsub v20.2d, v20.2d, v23.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v13.2d
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
	fsub v14.2d, v13.2d, v31.2d
	mov v31.16b, v14.16b
	mov v13.16b, v20.16b
	mov v15.16b, v19.16b
	cmp x10, x23
	b.ne .LBB_423
	b .LBB_428
.LBB_427:
	mov v27.16b, v24.16b
	mov v26.16b, v25.16b
	mov v23.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v14.16b, v31.16b
	mov v20.16b, v13.16b
	mov v19.16b, v15.16b
.LBB_428:
	str q18, [sp, #1312]
	str q17, [sp, #1328]
	str q16, [sp, #1344]
	str q7, [sp, #1360]
	str q6, [sp, #1376]
	str q5, [sp, #1392]
	str q4, [sp, #1408]
	str q3, [sp, #1424]
	str q27, [sp, #1440]
	str q26, [sp, #1456]
	str q23, [sp, #1472]
	str q22, [sp, #1488]
	str q21, [sp, #1504]
	str q14, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	cmp x10, #1024
	b.hi .LBB_449
	add x9, x10, x26
	cmp x9, x24
	b.hs .LBB_1085
	sub x8, x9, x18
	cmp x8, x24
	b.hs .LBB_1083
	ldr x0, [sp, #608]
	add x11, x0, x9, lsl #7
	add x8, x0, x8, lsl #7
	ldr q24, [x11]
	fmul v25.2d, v24.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1312]
	ldr q25, [x11, #16]
	fmul v28.2d, v25.2d, v1.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fsub v17.2d, v17.2d, v26.2d
	str q17, [sp, #1328]
	ldr q28, [x11, #32]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v23.2d
	str q16, [sp, #1344]
	ldr q29, [x11, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1360]
	ldr q30, [x11, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1376]
	ldr q31, [x11, #80]
	fmul v11.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v11.2d
	fsub v5.2d, v5.2d, v14.2d
	str q5, [sp, #1392]
	ldr q11, [x11, #96]
	fmul v13.2d, v11.2d, v1.d[0]
	fadd v4.2d, v4.2d, v13.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1408]
	ldr q13, [x11, #112]
	fmul v15.2d, v13.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1424]
	ldr q15, [x8]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v15.2d
	str q24, [sp, #1440]
	ldr q24, [x8, #16]
	fadd v25.2d, v25.2d, v26.2d
	fsub v24.2d, v25.2d, v24.2d
	str q24, [sp, #1456]
	ldr q24, [x8, #32]
	fadd v23.2d, v28.2d, v23.2d
	fsub v23.2d, v23.2d, v24.2d
	str q23, [sp, #1472]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1488]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1504]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v14.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fadd v20.2d, v11.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	fadd v19.2d, v13.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1552]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1568]
	str q17, [sp, #1584]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1600]
	str q7, [sp, #1616]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1632]
	str q5, [sp, #1648]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1664]
	str q3, [sp, #1680]
	ldr x8, [sp, #744]
	cmp x2, x8
	b.hi .LBB_994
	mov w19, #0
	add x23, x10, #1
	ldr x8, [sp, #664]
	add x24, x8, x2, lsl #4
	add x8, x9, #1
	sub x0, x8, x18
	mov x21, x4
	add x9, x22, x9, lsl #7
	b .LBB_435
.LBB_433:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x21, #15
	b.hi .LBB_1071
.LBB_434:
	add x24, sp, #1312
	str d4, [x24, x21, lsl #3]
	add x24, sp, #1440
	str d3, [x24, x21, lsl #3]
	fdiv d3, d4, d0
	add x24, sp, #1568
	str d3, [x24, x21, lsl #3]
	mov x21, x20
	mov x24, x11
	ldr x26, [sp, #688]
.LBB_435:
	cbz w19, .LBB_444
.LBB_436:
	mov x11, x24
.LBB_437:
	cbz x21, .LBB_447
	ldr x19, [x21]
	cmp x19, x10
	b.ne .LBB_447
	mov x20, #0
	mov w19, #2
	mov x24, x21
	cmp x8, x18
	b.lo .LBB_986
.LBB_440:
	ldr x21, [x24, #8]
	cbz x18, .LBB_433
	cmp x21, #15
	b.hi .LBB_1052
	add x24, x9, x21, lsl #3
	movi v3.2d, #0000000000000000
	mov x25, x7
	mov w26, #1
	movi v4.2d, #0000000000000000
.LBB_443:
	ucvtf d5, x26
	ldr d6, [x24], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x26, x26, #1
	subs x25, x25, #128
	b.ne .LBB_443
	b .LBB_434
.LBB_444:
	ldr x11, [sp, #728]
	cmp x24, x11
	b.eq .LBB_436
	mov x11, x24
	ldr x19, [x11], #16
	cmp x19, x10
	b.ne .LBB_437
	mov w19, #0
	mov x20, x21
	cmp x8, x18
	b.hs .LBB_440
	b .LBB_986
.LBB_447:
	ldr x20, [sp, #736]
	cmp x10, x20
	b.hs .LBB_1120
	add x8, x14, x10, lsl #7
	ldr q3, [sp, #1568]
	fmov v4.2d, #3.00000000
	fmul v3.2d, v3.2d, v4.2d
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
	cmp x10, #1024
	ldr x24, [sp, #760]
	b.ne .LBB_407
.LBB_449:
	sub x9, x15, #1
	ldr x8, [sp, #624]
	subs x8, x9, x8
	ldr x10, [sp, #528]
	ccmp x9, x10, #2, hs
	cset w9, lo
	cmp x12, x13
	b.ne .LBB_453
	cbz w9, .LBB_456
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_456
	str x8, [sp, #1296]
	str x9, [sp, #1304]
	mov w18, #1
	b .LBB_457
.LBB_453:
	cbz w9, .LBB_463
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_463
	str x8, [sp, #1296]
	str x9, [sp, #1304]
	mov w13, #1
	b .LBB_464
.LBB_456:
	mov x18, #0
.LBB_457:
	str x18, [sp, #1288]
	ldr x1, [sp, #856]
	ldr x13, [sp, #864]
	cmp x15, #1
	ldr x8, [sp, #392]
	b.ne .LBB_469
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1001
	ldr x8, [sp, #408]
	add x9, x16, x8
	add x8, x1, #64
	mov x10, #-1
	mov x11, x20
	mov w14, #128
	movk w14, #2, lsl #16
	ldr x15, [sp, #368]
	ldr x16, [sp, #608]
	add x15, x16, x15
.LBB_460:
	cbz x11, .LBB_1116
	add x10, x10, #1
	cmp x13, x10
	b.eq .LBB_1115
	ldp d0, d1, [x15, #-64]
	fadd d4, d0, d8
	fadd d22, d1, d8
	ldp d0, d1, [x15, #-48]
	fadd d21, d0, d8
	fadd d20, d1, d8
	ldp d0, d1, [x15, #-32]
	fadd d19, d0, d8
	fadd d18, d1, d8
	ldp d0, d1, [x15, #-16]
	fadd d17, d0, d8
	fadd d16, d1, d8
	ldp d0, d1, [x15]
	fadd d7, d0, d8
	fadd d6, d1, d8
	ldp d0, d1, [x15, #16]
	fadd d3, d0, d8
	fadd d2, d1, d8
	ldp d0, d5, [x15, #32]
	fadd d1, d0, d8
	fadd d0, d5, d8
	ldp d5, d23, [x9, #-64]
	fsub d4, d5, d4
	ldur d5, [x8, #-64]
	fsub d24, d4, d5
	ldp d4, d25, [x15, #48]
	fadd d5, d4, d8
	fadd d4, d25, d8
	add x15, x15, #128
	sub x11, x11, #1
	stur d24, [x9, #-64]
	fsub d22, d23, d22
	ldur d23, [x8, #-56]
	fsub d22, d22, d23
	stur d22, [x9, #-56]
	ldp d22, d23, [x9, #-48]
	fsub d21, d22, d21
	ldur d22, [x8, #-48]
	fsub d21, d21, d22
	stur d21, [x9, #-48]
	fsub d20, d23, d20
	ldur d21, [x8, #-40]
	fsub d20, d20, d21
	stur d20, [x9, #-40]
	ldp d20, d21, [x9, #-32]
	fsub d19, d20, d19
	ldur d20, [x8, #-32]
	fsub d19, d19, d20
	stur d19, [x9, #-32]
	fsub d18, d21, d18
	ldur d19, [x8, #-24]
	fsub d18, d18, d19
	stur d18, [x9, #-24]
	ldp d18, d19, [x9, #-16]
	fsub d17, d18, d17
	ldur d18, [x8, #-16]
	fsub d17, d17, d18
	stur d17, [x9, #-16]
	fsub d16, d19, d16
	ldur d17, [x8, #-8]
	fsub d16, d16, d17
	stur d16, [x9, #-8]
	ldp d16, d17, [x9]
	fsub d7, d16, d7
	ldr d16, [x8]
	fsub d7, d7, d16
	str d7, [x9]
	fsub d6, d17, d6
	ldr d7, [x8, #8]
	fsub d6, d6, d7
	str d6, [x9, #8]
	ldp d6, d7, [x9, #16]
	fsub d3, d6, d3
	ldr d6, [x8, #16]
	fsub d3, d3, d6
	str d3, [x9, #16]
	fsub d2, d7, d2
	ldr d3, [x8, #24]
	fsub d2, d2, d3
	str d2, [x9, #24]
	ldp d2, d3, [x9, #32]
	fsub d1, d2, d1
	ldr d2, [x8, #32]
	fsub d1, d1, d2
	str d1, [x9, #32]
	fsub d0, d3, d0
	ldr d1, [x8, #40]
	fsub d0, d0, d1
	str d0, [x9, #40]
	ldp d0, d1, [x9, #48]
	fsub d0, d0, d5
	ldr d2, [x8, #48]
	fsub d0, d0, d2
	str d0, [x9, #48]
	fsub d0, d1, d4
	ldr d1, [x8, #56]
	fsub d0, d0, d1
	str d0, [x9, #56]
	add x9, x9, #128
	add x8, x8, #128
	sub x14, x14, #128
	cbnz x14, .LBB_460
	b .LBB_528
.LBB_463:
	mov x13, #0
.LBB_464:
	ldr x23, [sp, #656]
	ldr x11, [sp, #360]
	str x13, [sp, #1288]
	cmp x15, #1
	ldr x8, [sp, #392]
	b.ne .LBB_475
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1002
	ldr x8, [sp, #320]
	add x8, x8, x17
	ldr x9, [sp, #408]
	add x9, x16, x9
	ldr x10, [sp, #368]
	ldr x11, [sp, #608]
	add x11, x11, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_467:
	subs x8, x8, #1
	b.eq .LBB_1103
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
	cbnz x10, .LBB_467
	b .LBB_575
.LBB_469:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	sub x0, x8, x15
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	cmp x26, x24
	b.hs .LBB_1025
	cmp x8, x15
	b.lo .LBB_1024
	cbz x15, .LBB_481
	ldr q18, [sp, #1312]
	ldr q19, [sp, #1328]
	ldr x8, [sp, #608]
	add x8, x8, x0, lsl #7
	ldr q20, [sp, #1440]
	ldr q21, [sp, #1456]
	movi v4.2d, #0000000000000000
	add x10, sp, #1440
	ldur q0, [x10, #88]
	movi v1.2d, #0000000000000000
	mov w9, #1
	movi v17.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	add x11, sp, #1224
	ldp q3, q2, [x11, #176]
	movi v7.2d, #0000000000000000
	ldur q22, [x10, #104]
	movi v16.2d, #0000000000000000
	movi v25.2d, #0000000000000000
	ldr d6, [sp, #1432]
	movi v26.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	ldr d23, [sp, #1560]
	ldr x10, [sp, #360]
.LBB_473:
	ucvtf d27, x9
	ldp q28, q29, [x8]
	fmul v30.2d, v28.2d, v27.d[0]
	fadd v18.2d, v18.2d, v30.2d
	fadd v20.2d, v28.2d, v20.2d
	fmul v28.2d, v29.2d, v27.d[0]
	fadd v19.2d, v19.2d, v28.2d
	fadd v21.2d, v29.2d, v21.2d
	ldp q29, q28, [x8, #32]
	fmul v30.2d, v29.2d, v27.d[0]
	fmul v31.2d, v28.2d, v27.d[0]
	fadd v25.2d, v29.2d, v25.2d
	fadd v16.2d, v16.2d, v31.2d
	fadd v4.2d, v4.2d, v30.2d
	fadd v26.2d, v28.2d, v26.2d
	ldr q28, [x8, #64]
	fmul d29, d27, d28
	fadd d7, d7, d29
	fmul d29, d27, v28.d[1]
	fadd d5, d5, d29
	fadd v24.2d, v28.2d, v24.2d
	ldr d28, [x8, #80]
	fmul d29, d28, d27
	fadd d1, d1, d29
	fadd d17, d28, d17
	ldur q28, [x8, #88]
	fmul v29.2d, v28.2d, v27.d[0]
	fadd v3.2d, v3.2d, v29.2d
	fadd v0.2d, v28.2d, v0.2d
	ldur q28, [x8, #104]
	fmul v29.2d, v28.2d, v27.d[0]
	fadd v2.2d, v2.2d, v29.2d
	fadd v22.2d, v28.2d, v22.2d
	ldr d28, [x8, #120]
	fmul d27, d28, d27
	fadd d6, d6, d27
	fadd d23, d28, d23
	add x8, x8, #128
	add x9, x9, #1
	cmp x8, x10
	b.ne .LBB_473
	str q18, [sp, #1312]
	str q19, [sp, #1328]
	str q20, [sp, #1440]
	str q21, [sp, #1456]
	str q4, [sp, #1344]
	str q16, [sp, #1360]
	str q25, [sp, #1472]
	str q26, [sp, #1488]
	str d7, [sp, #1376]
	str d5, [sp, #1384]
	str q24, [sp, #1504]
	add x8, sp, #1440
	stur q0, [x8, #88]
	add x9, sp, #1224
	stp q3, q2, [x9, #176]
	stur q22, [x8, #104]
	str d1, [sp, #1392]
	str d6, [sp, #1432]
	str d17, [sp, #1520]
	str d23, [sp, #1560]
	ldr d24, [sp, #1312]
	ldr d21, [sp, #1320]
	mov d18, v3.d[1]
	mov d17, v2.d[1]
	mov d20, v4.d[1]
	mov d19, v16.d[1]
	ldr d23, [sp, #1328]
	ldr d22, [sp, #1336]
	b .LBB_482
.LBB_475:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	sub x0, x8, x15
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	cmp x26, x24
	b.hs .LBB_1016
	cmp x8, x15
	b.lo .LBB_1017
	cbz x15, .LBB_529
	ldr x8, [sp, #608]
	add x8, x8, x0, lsl #7
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	add x9, sp, #1312
	add x9, x9, #88
	ldr q17, [sp, #1440]
	ldr q18, [sp, #1456]
	add x10, sp, #1440
	add x10, x10, #88
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	ld1 { v4.d }[1], [x9]
	mov w9, #1
	movi v5.2d, #0000000000000000
	ldr q7, [sp, #1408]
	ldr q16, [sp, #1424]
	movi v6.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr q19, [sp, #1536]
	ldr q20, [sp, #1552]
	movi v21.2d, #0000000000000000
	ld1 { v0.d }[1], [x10]
.LBB_479:
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
	b.ne .LBB_479
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q17, [sp, #1440]
	str q18, [sp, #1456]
	str q3, [sp, #1344]
	str q5, [sp, #1360]
	str q22, [sp, #1472]
	str q23, [sp, #1488]
	str q6, [sp, #1376]
	str q4, [sp, #1392]
	str q21, [sp, #1504]
	str q0, [sp, #1520]
	str q7, [sp, #1408]
	str q16, [sp, #1424]
	str q19, [sp, #1536]
	str q20, [sp, #1552]
	b .LBB_530
.LBB_481:
	movi v6.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v18.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v1.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v19.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v20.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	movi v21.2d, #0000000000000000
	movi v24.2d, #0000000000000000
.LBB_482:
	ldr x8, [sp, #680]
	cmp x17, x8
	b.eq .LBB_1162
	cbz x13, .LBB_1163
	mov x17, #0
	madd x8, x15, x15, x15
	ucvtf d0, x8, #1
	fdiv d24, d24, d0
	ldp d25, d26, [x14]
	fsub d24, d25, d24
	ldr d25, [x1]
	fsub d24, d24, d25
	fdiv d21, d21, d0
	fdiv d23, d23, d0
	fdiv d22, d22, d0
	fdiv d25, d4, d0
	fdiv d20, d20, d0
	fdiv d27, d16, d0
	fdiv d19, d19, d0
	fdiv d28, d7, d0
	fdiv d16, d5, d0
	fdiv d7, d1, d0
	fdiv d5, d3, d0
	fdiv d4, d18, d0
	fdiv d3, d2, d0
	fdiv d2, d17, d0
	fdiv d1, d6, d0
	str d24, [x14]
	fsub d6, d26, d21
	ldr d17, [x1, #8]
	fsub d6, d6, d17
	str d6, [x14, #8]
	ldp d6, d17, [x14, #16]
	fsub d6, d6, d23
	ldr d18, [x1, #16]
	fsub d6, d6, d18
	str d6, [x14, #16]
	fsub d6, d17, d22
	ldr d17, [x1, #24]
	fsub d6, d6, d17
	str d6, [x14, #24]
	ldp d6, d17, [x14, #32]
	fsub d6, d6, d25
	ldr d18, [x1, #32]
	fsub d6, d6, d18
	str d6, [x14, #32]
	fsub d6, d17, d20
	ldr d17, [x1, #40]
	fsub d6, d6, d17
	str d6, [x14, #40]
	ldp d6, d17, [x14, #48]
	fsub d6, d6, d27
	ldr d18, [x1, #48]
	fsub d6, d6, d18
	str d6, [x14, #48]
	fsub d6, d17, d19
	ldr d17, [x1, #56]
	fsub d6, d6, d17
	str d6, [x14, #56]
	mov x2, x1
	ldr d6, [x2, #64]!
	ldp d17, d18, [x14, #64]
	fsub d17, d17, d28
	fsub d6, d17, d6
	str d6, [x14, #64]
	fsub d6, d18, d16
	ldr d16, [x2, #8]
	fsub d6, d6, d16
	str d6, [x14, #72]
	ldp d6, d16, [x14, #80]
	fsub d6, d6, d7
	ldr d7, [x2, #16]
	fsub d6, d6, d7
	str d6, [x14, #80]
	fsub d5, d16, d5
	ldr d6, [x2, #24]
	fsub d5, d5, d6
	str d5, [x14, #88]
	ldp d5, d6, [x14, #96]
	fsub d4, d5, d4
	ldr d5, [x2, #32]
	fsub d4, d4, d5
	str d4, [x14, #96]
	fsub d3, d6, d3
	ldr d4, [x2, #40]
	fsub d3, d3, d4
	str d3, [x14, #104]
	ldp d3, d4, [x14, #112]
	fsub d2, d3, d2
	ldr d3, [x2, #48]
	fsub d2, d2, d3
	str d2, [x14, #112]
	fsub d1, d4, d1
	ldr d2, [x2, #56]
	fsub d1, d1, d2
	str d1, [x14, #120]
	ldr x3, [sp, #1296]
	ucvtf d1, x15
	fdiv d2, d9, d0
	cmp w18, #0
	ldp x9, x8, [sp, #400]
	csel x4, x9, xzr, ne
	sub x5, x26, x15
	add x16, x16, x8
	lsl x6, x15, #7
	ldr x8, [sp, #376]
	sub x7, x8, x6
	mov w23, #1
.LBB_485:
	ldr x10, [sp, #744]
	cmp x17, x10
	b.hs .LBB_490
	ldr x8, [sp, #664]
	add x9, x8, x17, lsl #4
.LBB_487:
	ldr x8, [x9], #16
	cmp x8, x23
	b.hs .LBB_491
	add x17, x17, #1
	cmp x10, x17
	b.ne .LBB_487
	mov x9, #0
	mov x17, x10
	b .LBB_492
.LBB_490:
	mov x9, #0
	b .LBB_492
.LBB_491:
	mov w9, #1
.LBB_492:
	cmp x3, x23
	csel w10, wzr, w18, lo
	mov w11, #1
	str x11, [sp, #1568]
	mov w11, #2
	str x11, [sp, #1584]
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	str x10, [sp, #1608]
	str x3, [sp, #1616]
	tbnz w9, #0, .LBB_495
	cbnz w10, .LBB_495
	mov w22, #1025
	b .LBB_499
.LBB_495:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #600]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_498
	ldr x11, [sp, #568]
	add x11, x11, x9, lsl #4
.LBB_497:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x19, [x11], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x10, x9
	b.ne .LBB_497
.LBB_498:
	cmp x8, #1025
	mov w9, #1025
	csel x22, x8, x9, lo
.LBB_499:
	ldr q26, [sp, #1312]
	ldr q25, [sp, #1328]
	ldr q18, [sp, #1440]
	ldr q16, [sp, #1456]
	ldr q24, [sp, #1344]
	ldr q23, [sp, #1360]
	ldr q17, [sp, #1472]
	ldr q6, [sp, #1488]
	ldr q22, [sp, #1376]
	ldr q21, [sp, #1392]
	ldr q7, [sp, #1504]
	ldr q4, [sp, #1520]
	ldr q20, [sp, #1408]
	ldr q19, [sp, #1424]
	ldr q5, [sp, #1536]
	ldr q3, [sp, #1552]
	cmp x23, x22
	b.hs .LBB_506
	cmp x23, x20
	csel x8, x23, x20, hi
	str x8, [sp, #768]
	cmp x23, x13
	csel x10, x23, x13, hi
	add x8, x5, x23
	lsl x9, x23, #7
	add x11, x26, x23
	add x0, x16, x9
	add x28, x2, x9
	ldr x9, [sp, #576]
	add x30, x9, x8, lsl #7
	add x11, x9, x11, lsl #7
.LBB_501:
	add x8, x26, x23
	cmp x8, x24
	b.hs .LBB_1077
	add x8, x5, x23
	cmp x8, x24
	b.hs .LBB_1078
	ldr x8, [sp, #768]
	cmp x8, x23
	b.eq .LBB_1074
	cmp x10, x23
	b.eq .LBB_1075
	ldp q27, q28, [x11, #-64]
	fadd v29.2d, v27.2d, v18.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v18.2d
	ldp q18, q27, [x30, #-64]
	fsub v18.2d, v29.2d, v18.2d
	fadd v29.2d, v28.2d, v16.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v25.2d, v25.2d, v28.2d
	fsub v25.2d, v25.2d, v16.2d
	fsub v16.2d, v29.2d, v27.2d
	ldp q27, q28, [x11, #-32]
	fadd v29.2d, v27.2d, v17.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v17.2d
	ldp q17, q27, [x30, #-32]
	fsub v17.2d, v29.2d, v17.2d
	fadd v29.2d, v28.2d, v6.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v23.2d, v23.2d, v28.2d
	fsub v23.2d, v23.2d, v6.2d
	fsub v6.2d, v29.2d, v27.2d
	ldp q27, q28, [x11]
	fadd v29.2d, v27.2d, v7.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fsub v22.2d, v22.2d, v7.2d
	ldp q7, q27, [x30]
	fsub v7.2d, v29.2d, v7.2d
	fadd v29.2d, v28.2d, v4.2d
	fmul v28.2d, v28.2d, v1.d[0]
	fadd v21.2d, v21.2d, v28.2d
	fsub v21.2d, v21.2d, v4.2d
	fsub v4.2d, v29.2d, v27.2d
	ldp q27, q28, [x11, #32]
	fadd v29.2d, v27.2d, v5.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fsub v20.2d, v20.2d, v5.2d
	ldp q5, q27, [x30, #32]
	fsub v5.2d, v29.2d, v5.2d
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v19.2d, v19.2d, v29.2d
	fmul d29, d2, d26
	fadd v28.2d, v28.2d, v3.2d
	fsub v19.2d, v19.2d, v3.2d
	fsub v3.2d, v28.2d, v27.2d
	ldp d27, d28, [x0, #-64]
	fsub d27, d27, d29
	ldur d29, [x28, #-64]
	fsub d27, d27, d29
	fmul d29, d2, v26.d[1]
	stur d27, [x0, #-64]
	fmul d27, d2, d25
	fsub d28, d28, d29
	ldur d29, [x28, #-56]
	fsub d28, d28, d29
	stur d28, [x0, #-56]
	ldp d28, d29, [x0, #-48]
	fsub d27, d28, d27
	ldur d28, [x28, #-48]
	fsub d27, d27, d28
	fmul d28, d2, v25.d[1]
	stur d27, [x0, #-48]
	fmul d27, d2, d24
	fsub d28, d29, d28
	ldur d29, [x28, #-40]
	fsub d28, d28, d29
	stur d28, [x0, #-40]
	ldp d28, d29, [x0, #-32]
	fsub d27, d28, d27
	ldur d28, [x28, #-32]
	fsub d27, d27, d28
	fmul d28, d2, v24.d[1]
	stur d27, [x0, #-32]
	fmul d27, d2, d23
	fsub d28, d29, d28
	ldur d29, [x28, #-24]
	fsub d28, d28, d29
	stur d28, [x0, #-24]
	ldp d28, d29, [x0, #-16]
	fsub d27, d28, d27
	ldur d28, [x28, #-16]
	fsub d27, d27, d28
	fmul d28, d2, v23.d[1]
	stur d27, [x0, #-16]
	fmul d27, d2, d22
	fsub d28, d29, d28
	ldur d29, [x28, #-8]
	fsub d28, d28, d29
	stur d28, [x0, #-8]
	ldp d28, d29, [x0]
	fsub d27, d28, d27
	ldr d28, [x28]
	fsub d27, d27, d28
	fmul d28, d2, v22.d[1]
	str d27, [x0]
	fmul d27, d2, d21
	fsub d28, d29, d28
	ldr d29, [x28, #8]
	fsub d28, d28, d29
	str d28, [x0, #8]
	ldp d28, d29, [x0, #16]
	fsub d27, d28, d27
	ldr d28, [x28, #16]
	fsub d27, d27, d28
	fmul d28, d2, v21.d[1]
	str d27, [x0, #16]
	fmul d27, d2, d20
	fsub d28, d29, d28
	ldr d29, [x28, #24]
	fsub d28, d28, d29
	str d28, [x0, #24]
	ldp d28, d29, [x0, #32]
	fsub d27, d28, d27
	ldr d28, [x28, #32]
	fsub d27, d27, d28
	fmul d28, d2, v20.d[1]
	str d27, [x0, #32]
	fmul d27, d2, d19
	fsub d28, d29, d28
	ldr d29, [x28, #40]
	fsub d28, d28, d29
	str d28, [x0, #40]
	ldp d28, d29, [x0, #48]
	fsub d27, d28, d27
	ldr d28, [x28, #48]
	fsub d27, d27, d28
	str d27, [x0, #48]
	fmul d27, d2, v19.d[1]
	fsub d27, d29, d27
	ldr d28, [x28, #56]
	fsub d27, d27, d28
	str d27, [x0, #56]
	add x23, x23, #1
	add x30, x30, #128
	add x11, x11, #128
	add x0, x0, #128
	add x28, x28, #128
	cmp x22, x23
	b.ne .LBB_501
.LBB_506:
	str q26, [sp, #1312]
	str q25, [sp, #1328]
	str q24, [sp, #1344]
	str q23, [sp, #1360]
	str q22, [sp, #1376]
	str q21, [sp, #1392]
	str q20, [sp, #1408]
	str q19, [sp, #1424]
	str q18, [sp, #1440]
	str q16, [sp, #1456]
	str q17, [sp, #1472]
	str q6, [sp, #1488]
	str q7, [sp, #1504]
	str q4, [sp, #1520]
	str q5, [sp, #1536]
	str q3, [sp, #1552]
	cmp x22, #1024
	b.hi .LBB_528
	add x9, x22, x26
	cmp x9, x24
	b.hs .LBB_1085
	sub x8, x9, x15
	cmp x8, x24
	b.hs .LBB_1083
	ldr x11, [sp, #608]
	add x10, x11, x9, lsl #7
	add x8, x11, x8, lsl #7
	ldr q27, [x10]
	fmul v28.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v28.2d
	fsub v26.2d, v26.2d, v18.2d
	str q26, [sp, #1312]
	ldr q28, [x10, #16]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v25.2d, v25.2d, v29.2d
	fsub v25.2d, v25.2d, v16.2d
	str q25, [sp, #1328]
	ldr q29, [x10, #32]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v24.2d, v24.2d, v30.2d
	fsub v24.2d, v24.2d, v17.2d
	str q24, [sp, #1344]
	ldr q30, [x10, #48]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v23.2d, v23.2d, v31.2d
	fsub v23.2d, v23.2d, v6.2d
	str q23, [sp, #1360]
	ldr q31, [x10, #64]
	fmul v11.2d, v31.2d, v1.d[0]
	fadd v22.2d, v22.2d, v11.2d
	fsub v22.2d, v22.2d, v7.2d
	str q22, [sp, #1376]
	ldr q11, [x10, #80]
	fmul v13.2d, v11.2d, v1.d[0]
	fadd v21.2d, v21.2d, v13.2d
	fsub v21.2d, v21.2d, v4.2d
	str q21, [sp, #1392]
	ldr q13, [x10, #96]
	fmul v14.2d, v13.2d, v1.d[0]
	fadd v20.2d, v20.2d, v14.2d
	fsub v20.2d, v20.2d, v5.2d
	str q20, [sp, #1408]
	ldr q14, [x10, #112]
	fmul v15.2d, v14.2d, v1.d[0]
	fadd v19.2d, v19.2d, v15.2d
	fsub v19.2d, v19.2d, v3.2d
	str q19, [sp, #1424]
	ldr q15, [x8]
	fadd v18.2d, v27.2d, v18.2d
	fsub v18.2d, v18.2d, v15.2d
	str q18, [sp, #1440]
	ldr q18, [x8, #16]
	fadd v16.2d, v28.2d, v16.2d
	fsub v16.2d, v16.2d, v18.2d
	str q16, [sp, #1456]
	ldr q16, [x8, #32]
	fadd v17.2d, v29.2d, v17.2d
	fsub v16.2d, v17.2d, v16.2d
	str q16, [sp, #1472]
	ldr q16, [x8, #48]
	fadd v6.2d, v30.2d, v6.2d
	fsub v6.2d, v6.2d, v16.2d
	str q6, [sp, #1488]
	ldr q6, [x8, #64]
	fadd v7.2d, v31.2d, v7.2d
	fsub v6.2d, v7.2d, v6.2d
	str q6, [sp, #1504]
	ldr q6, [x8, #80]
	fadd v4.2d, v11.2d, v4.2d
	fsub v4.2d, v4.2d, v6.2d
	str q4, [sp, #1520]
	ldr q4, [x8, #96]
	fadd v5.2d, v13.2d, v5.2d
	fsub v4.2d, v5.2d, v4.2d
	str q4, [sp, #1536]
	ldr q4, [x8, #112]
	fadd v3.2d, v14.2d, v3.2d
	fsub v3.2d, v3.2d, v4.2d
	str q3, [sp, #1552]
	fmul v3.2d, v26.2d, v2.d[0]
	fmul v4.2d, v25.2d, v2.d[0]
	str q3, [sp, #1568]
	str q4, [sp, #1584]
	fmul v3.2d, v24.2d, v2.d[0]
	fmul v4.2d, v23.2d, v2.d[0]
	str q3, [sp, #1600]
	str q4, [sp, #1616]
	fmul v3.2d, v22.2d, v2.d[0]
	fmul v4.2d, v21.2d, v2.d[0]
	str q3, [sp, #1632]
	str q4, [sp, #1648]
	fmul v3.2d, v20.2d, v2.d[0]
	fmul v4.2d, v19.2d, v2.d[0]
	str q3, [sp, #1664]
	str q4, [sp, #1680]
	ldr x8, [sp, #744]
	cmp x17, x8
	b.hi .LBB_1005
	mov w11, #0
	add x23, x22, #1
	ldr x8, [sp, #664]
	add x21, x8, x17, lsl #4
	add x8, x9, #1
	sub x0, x8, x15
	mov x20, x4
	add x9, x7, x9, lsl #7
	b .LBB_513
.LBB_511:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x20, #15
	b.hi .LBB_1069
.LBB_512:
	add x21, sp, #1312
	str d4, [x21, x20, lsl #3]
	add x21, sp, #1440
	str d3, [x21, x20, lsl #3]
	fdiv d3, d4, d0
	add x21, sp, #1568
	str d3, [x21, x20, lsl #3]
	mov x20, x19
	mov x21, x10
	ldr x24, [sp, #760]
.LBB_513:
	cbz w11, .LBB_522
.LBB_514:
	mov x10, x21
.LBB_515:
	cbz x20, .LBB_525
	ldr x11, [x20]
	cmp x11, x22
	b.ne .LBB_525
	mov x19, #0
	mov w11, #2
	mov x21, x20
	cmp x8, x15
	b.lo .LBB_978
.LBB_518:
	ldr x20, [x21, #8]
	cbz x15, .LBB_511
	cmp x20, #15
	b.hi .LBB_1041
	add x21, x9, x20, lsl #3
	movi v3.2d, #0000000000000000
	mov x24, x6
	mov w25, #1
	movi v4.2d, #0000000000000000
.LBB_521:
	ucvtf d5, x25
	ldr d6, [x21], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x25, x25, #1
	subs x24, x24, #128
	b.ne .LBB_521
	b .LBB_512
.LBB_522:
	ldr x10, [sp, #728]
	cmp x21, x10
	b.eq .LBB_514
	mov x10, x21
	ldr x11, [x10], #16
	cmp x11, x22
	b.ne .LBB_515
	mov w11, #0
	mov x19, x20
	cmp x8, x15
	b.hs .LBB_518
	b .LBB_978
.LBB_525:
	ldr x20, [sp, #736]
	cmp x22, x20
	b.hs .LBB_1131
	cmp x22, x13
	b.hs .LBB_1130
	lsl x9, x22, #7
	add x8, x14, x9
	add x9, x1, x9
	ldr d3, [sp, #1568]
	ldp d4, d5, [x8]
	fsub d3, d4, d3
	ldr d4, [x9]
	fsub d3, d3, d4
	str d3, [x8]
	ldr d3, [sp, #1576]
	fsub d3, d5, d3
	ldr d4, [x9, #8]
	fsub d3, d3, d4
	str d3, [x8, #8]
	ldr d3, [sp, #1584]
	ldp d4, d5, [x8, #16]
	fsub d3, d4, d3
	ldr d4, [x9, #16]
	fsub d3, d3, d4
	str d3, [x8, #16]
	ldr d3, [sp, #1592]
	fsub d3, d5, d3
	ldr d4, [x9, #24]
	fsub d3, d3, d4
	str d3, [x8, #24]
	ldr d3, [sp, #1600]
	ldp d4, d5, [x8, #32]
	fsub d3, d4, d3
	ldr d4, [x9, #32]
	fsub d3, d3, d4
	str d3, [x8, #32]
	ldr d3, [sp, #1608]
	fsub d3, d5, d3
	ldr d4, [x9, #40]
	fsub d3, d3, d4
	str d3, [x8, #40]
	ldr d3, [sp, #1616]
	ldp d4, d5, [x8, #48]
	fsub d3, d4, d3
	ldr d4, [x9, #48]
	fsub d3, d3, d4
	str d3, [x8, #48]
	ldr d3, [sp, #1624]
	fsub d3, d5, d3
	ldr d4, [x9, #56]
	fsub d3, d3, d4
	str d3, [x8, #56]
	ldr d3, [sp, #1632]
	ldp d4, d5, [x8, #64]
	fsub d3, d4, d3
	ldr d4, [x9, #64]
	fsub d3, d3, d4
	str d3, [x8, #64]
	ldr d3, [sp, #1640]
	fsub d3, d5, d3
	ldr d4, [x9, #72]
	fsub d3, d3, d4
	str d3, [x8, #72]
	ldr d3, [sp, #1648]
	ldp d4, d5, [x8, #80]
	fsub d3, d4, d3
	ldr d4, [x9, #80]
	fsub d3, d3, d4
	str d3, [x8, #80]
	ldr d3, [sp, #1656]
	fsub d3, d5, d3
	ldr d4, [x9, #88]
	fsub d3, d3, d4
	str d3, [x8, #88]
	ldr d3, [sp, #1664]
	ldp d4, d5, [x8, #96]
	fsub d3, d4, d3
	ldr d4, [x9, #96]
	fsub d3, d3, d4
	str d3, [x8, #96]
	ldr d3, [sp, #1672]
	fsub d3, d5, d3
	ldr d4, [x9, #104]
	fsub d3, d3, d4
	str d3, [x8, #104]
	ldr d3, [sp, #1680]
	ldp d4, d5, [x8, #112]
	fsub d3, d4, d3
	ldr d4, [x9, #112]
	fsub d3, d3, d4
	str d3, [x8, #112]
	ldr d3, [sp, #1688]
	fsub d3, d5, d3
	ldr d4, [x9, #120]
	fsub d3, d3, d4
	str d3, [x8, #120]
	cmp x22, #1024
	b.ne .LBB_485
.LBB_528:
	ldr x23, [sp, #656]
	b .LBB_636
.LBB_529:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
.LBB_530:
	ldr x8, [sp, #680]
	cmp x17, x8
	b.eq .LBB_1161
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
	ldr x1, [sp, #1296]
	ucvtf d1, x15
	fdiv d2, d9, d0
	cmp w13, #0
	ldp x9, x8, [sp, #400]
	csel x2, x9, xzr, ne
	sub x3, x26, x15
	add x4, x16, x8
	lsl x5, x15, #7
	ldr x8, [sp, #376]
	sub x6, x8, x5
	mov w7, #1
.LBB_532:
	ldr x10, [sp, #744]
	cmp x18, x10
	b.hs .LBB_537
	ldr x8, [sp, #664]
	add x9, x8, x18, lsl #4
.LBB_534:
	ldr x8, [x9], #16
	cmp x8, x7
	b.hs .LBB_538
	add x18, x18, #1
	cmp x10, x18
	b.ne .LBB_534
	mov x9, #0
	mov x18, x10
	b .LBB_539
.LBB_537:
	mov x9, #0
	b .LBB_539
.LBB_538:
	mov w9, #1
.LBB_539:
	cmp x1, x7
	csel w10, wzr, w13, lo
	mov w11, #1
	str x11, [sp, #1568]
	mov w11, #2
	str x11, [sp, #1584]
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	str x10, [sp, #1608]
	str x1, [sp, #1616]
	tbnz w9, #0, .LBB_542
	cbnz w10, .LBB_542
	mov w10, #1025
	b .LBB_546
.LBB_542:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #600]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_545
	ldr x11, [sp, #568]
	add x11, x11, x9, lsl #4
.LBB_544:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x19, [x11], #16
	cmp x8, x19
	csel x19, x8, x19, lo
	cmp w0, #0
	csel x8, x19, x8, ne
	cmp x10, x9
	b.ne .LBB_544
.LBB_545:
	cmp x8, #1025
	mov w9, #1025
	csel x10, x8, x9, lo
.LBB_546:
	ldr q18, [sp, #1312]
	ldr q17, [sp, #1328]
	ldr q25, [sp, #1440]
	ldr q26, [sp, #1456]
	ldr q16, [sp, #1344]
	ldr q7, [sp, #1360]
	ldr q28, [sp, #1472]
	ldr q29, [sp, #1488]
	ldr q6, [sp, #1376]
	ldr q5, [sp, #1392]
	ldr q30, [sp, #1504]
	ldr q31, [sp, #1520]
	ldr q4, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q13, [sp, #1536]
	ldr q15, [sp, #1552]
	cmp x7, x10
	b.hs .LBB_552
	cmp x7, x20
	csel x19, x7, x20, hi
	add x8, x3, x7
	ldr x11, [sp, #576]
	add x8, x11, x8, lsl #7
	add x9, x26, x7
	add x9, x11, x9, lsl #7
	add x11, x4, x7, lsl #7
.LBB_548:
	add x0, x26, x7
	cmp x0, x24
	b.hs .LBB_1126
	add x0, x3, x7
	cmp x0, x24
	b.hs .LBB_1128
	cmp x19, x7
	b.eq .LBB_1073
	add x7, x7, #1
	ldp q21, q20, [x9, #32]
	fadd v19.2d, v20.2d, v15.2d
	ldp q23, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v15.2d
	fadd v20.2d, v21.2d, v13.2d
	fsub v20.2d, v20.2d, v23.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v13.2d
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
	fsub v14.2d, v13.2d, v31.2d
	mov v31.16b, v14.16b
	mov v13.16b, v20.16b
	mov v15.16b, v19.16b
	cmp x10, x7
	b.ne .LBB_548
	b .LBB_553
.LBB_552:
	mov v27.16b, v25.16b
	mov v24.16b, v26.16b
	mov v23.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v14.16b, v31.16b
	mov v20.16b, v13.16b
	mov v19.16b, v15.16b
.LBB_553:
	str q18, [sp, #1312]
	str q17, [sp, #1328]
	str q16, [sp, #1344]
	str q7, [sp, #1360]
	str q6, [sp, #1376]
	str q5, [sp, #1392]
	str q4, [sp, #1408]
	str q3, [sp, #1424]
	str q27, [sp, #1440]
	str q24, [sp, #1456]
	str q23, [sp, #1472]
	str q22, [sp, #1488]
	str q21, [sp, #1504]
	str q14, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	cmp x10, #1024
	b.hi .LBB_575
	add x9, x10, x26
	cmp x9, x24
	b.hs .LBB_1122
	sub x8, x9, x15
	cmp x8, x24
	b.hs .LBB_1123
	ldr x0, [sp, #608]
	add x11, x0, x9, lsl #7
	add x8, x0, x8, lsl #7
	ldr q25, [x11]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1312]
	ldr q26, [x11, #16]
	fmul v28.2d, v26.2d, v1.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fsub v17.2d, v17.2d, v24.2d
	str q17, [sp, #1328]
	ldr q28, [x11, #32]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v23.2d
	str q16, [sp, #1344]
	ldr q29, [x11, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1360]
	ldr q30, [x11, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1376]
	ldr q31, [x11, #80]
	fmul v11.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v11.2d
	fsub v5.2d, v5.2d, v14.2d
	str q5, [sp, #1392]
	ldr q11, [x11, #96]
	fmul v13.2d, v11.2d, v1.d[0]
	fadd v4.2d, v4.2d, v13.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1408]
	ldr q13, [x11, #112]
	fmul v15.2d, v13.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1424]
	ldr q15, [x8]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v15.2d
	str q25, [sp, #1440]
	ldr q25, [x8, #16]
	fadd v24.2d, v26.2d, v24.2d
	fsub v24.2d, v24.2d, v25.2d
	str q24, [sp, #1456]
	ldr q24, [x8, #32]
	fadd v23.2d, v28.2d, v23.2d
	fsub v23.2d, v23.2d, v24.2d
	str q23, [sp, #1472]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1488]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1504]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v14.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fadd v20.2d, v11.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	fadd v19.2d, v13.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1552]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1568]
	str q17, [sp, #1584]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1600]
	str q7, [sp, #1616]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1632]
	str q5, [sp, #1648]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1664]
	str q3, [sp, #1680]
	ldr x8, [sp, #744]
	cmp x18, x8
	b.hi .LBB_1004
	mov w19, #0
	add x7, x10, #1
	ldr x8, [sp, #664]
	add x22, x8, x18, lsl #4
	add x8, x9, #1
	sub x0, x8, x15
	mov x21, x2
	add x9, x6, x9, lsl #7
	b .LBB_560
.LBB_558:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x21, #15
	b.hi .LBB_1071
.LBB_559:
	add x22, sp, #1312
	str d4, [x22, x21, lsl #3]
	add x22, sp, #1440
	str d3, [x22, x21, lsl #3]
	fdiv d3, d4, d0
	add x22, sp, #1568
	str d3, [x22, x21, lsl #3]
	mov x21, x20
	mov x22, x11
	ldr x24, [sp, #760]
.LBB_560:
	cbz w19, .LBB_569
	mov x11, x22
	ldr x23, [sp, #656]
.LBB_562:
	cbz x21, .LBB_573
	ldr x19, [x21]
	cmp x19, x10
	b.ne .LBB_573
	mov x20, #0
	mov w19, #2
	mov x22, x21
	cmp x8, x15
	b.lo .LBB_987
.LBB_565:
	ldr x21, [x22, #8]
	cbz x15, .LBB_558
	cmp x21, #15
	b.hi .LBB_1052
	add x22, x9, x21, lsl #3
	movi v3.2d, #0000000000000000
	mov x23, x5
	mov w24, #1
	movi v4.2d, #0000000000000000
.LBB_568:
	ucvtf d5, x24
	ldr d6, [x22], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x24, x24, #1
	subs x23, x23, #128
	b.ne .LBB_568
	b .LBB_559
.LBB_569:
	ldr x11, [sp, #728]
	cmp x22, x11
	ldr x23, [sp, #656]
	b.eq .LBB_572
	mov x11, x22
	ldr x19, [x11], #16
	cmp x19, x10
	b.ne .LBB_562
	mov w19, #0
	mov x20, x21
	cmp x8, x15
	b.hs .LBB_565
	b .LBB_987
.LBB_572:
	mov x11, x22
	b .LBB_562
.LBB_573:
	ldr x20, [sp, #736]
	cmp x10, x20
	b.hs .LBB_1124
	add x8, x14, x10, lsl #7
	ldr q3, [sp, #1568]
	ldp q4, q5, [x8]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8]
	ldr q3, [sp, #1584]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #16]
	ldr q3, [sp, #1600]
	ldp q4, q5, [x8, #32]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1616]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #48]
	ldr q3, [sp, #1632]
	ldp q4, q5, [x8, #64]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1648]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #80]
	ldr q3, [sp, #1664]
	ldp q4, q5, [x8, #96]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1680]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #112]
	cmp x10, #1024
	b.ne .LBB_532
.LBB_575:
	mov x13, #0
	sub x9, x12, #1
	ldr x8, [sp, #624]
	subs x8, x9, x8
	b.lo .LBB_580
	ldr x10, [sp, #528]
	cmp x9, x10
	b.hs .LBB_580
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	subs x8, x8, x10
	b.eq .LBB_579
	str x8, [sp, #1296]
	str x9, [sp, #1304]
	mov w13, #1
	b .LBB_580
.LBB_579:
	mov x13, #0
.LBB_580:
	str x13, [sp, #1288]
	cmp x12, #1
	ldr x11, [sp, #360]
	b.ne .LBB_585
	ldr w8, [sp, #388]
	tbnz w8, #0, .LBB_1002
	ldr x8, [sp, #320]
	add x8, x8, x17
	ldr x9, [sp, #408]
	add x9, x16, x9
	ldr x10, [sp, #368]
	ldr x11, [sp, #608]
	add x11, x11, x10
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_583:
	subs x8, x8, #1
	b.eq .LBB_1103
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
	cbnz x10, .LBB_583
	b .LBB_636
.LBB_585:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	ldr x8, [sp, #392]
	sub x0, x8, x12
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	cmp x26, x24
	b.hs .LBB_1016
	cmp x8, x12
	b.lo .LBB_1017
	cbz x12, .LBB_591
	ldr x8, [sp, #608]
	add x8, x8, x0, lsl #7
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	add x9, sp, #1312
	add x9, x9, #88
	ldr q17, [sp, #1440]
	ldr q18, [sp, #1456]
	add x10, sp, #1440
	add x10, x10, #88
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	ld1 { v4.d }[1], [x9]
	mov w9, #1
	movi v5.2d, #0000000000000000
	ldr q7, [sp, #1408]
	ldr q16, [sp, #1424]
	movi v6.2d, #0000000000000000
	movi v22.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr q19, [sp, #1536]
	ldr q20, [sp, #1552]
	movi v21.2d, #0000000000000000
	ld1 { v0.d }[1], [x10]
.LBB_589:
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
	b.ne .LBB_589
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q17, [sp, #1440]
	str q18, [sp, #1456]
	str q3, [sp, #1344]
	str q5, [sp, #1360]
	str q22, [sp, #1472]
	str q23, [sp, #1488]
	str q6, [sp, #1376]
	str q4, [sp, #1392]
	str q21, [sp, #1504]
	str q0, [sp, #1520]
	str q7, [sp, #1408]
	str q16, [sp, #1424]
	str q19, [sp, #1536]
	str q20, [sp, #1552]
	b .LBB_592
.LBB_591:
	movi v1.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v16.2d, #0000000000000000
.LBB_592:
	ldr x8, [sp, #680]
	cmp x17, x8
	b.eq .LBB_1161
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
	ldr x17, [sp, #1296]
	ucvtf d1, x12
	fdiv d2, d9, d0
	cmp w13, #0
	ldp x9, x8, [sp, #400]
	csel x18, x9, xzr, ne
	sub x1, x26, x12
	add x16, x16, x8
	lsl x2, x12, #7
	ldr x8, [sp, #376]
	sub x3, x8, x2
	mov w4, #1
.LBB_594:
	ldr x10, [sp, #744]
	cmp x15, x10
	b.hs .LBB_599
	ldr x8, [sp, #664]
	add x9, x8, x15, lsl #4
.LBB_596:
	ldr x8, [x9], #16
	cmp x8, x4
	b.hs .LBB_600
	add x15, x15, #1
	cmp x10, x15
	b.ne .LBB_596
	mov x9, #0
	mov x15, x10
	b .LBB_601
.LBB_599:
	mov x9, #0
	b .LBB_601
.LBB_600:
	mov w9, #1
.LBB_601:
	cmp x17, x4
	csel w10, wzr, w13, lo
	mov w11, #1
	str x11, [sp, #1568]
	mov w11, #2
	str x11, [sp, #1584]
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	str x10, [sp, #1608]
	str x17, [sp, #1616]
	tbnz w9, #0, .LBB_604
	cbnz w10, .LBB_604
	mov w10, #1025
	b .LBB_608
.LBB_604:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #600]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x10, [x29, #-144]
	cmp x9, x10
	b.eq .LBB_607
	ldr x11, [sp, #568]
	add x11, x11, x9, lsl #4
.LBB_606:
	add x9, x9, #1
	ldur w0, [x11, #-8]
	ldr x5, [x11], #16
	cmp x8, x5
	csel x5, x8, x5, lo
	cmp w0, #0
	csel x8, x5, x8, ne
	cmp x10, x9
	b.ne .LBB_606
.LBB_607:
	cmp x8, #1025
	mov w9, #1025
	csel x10, x8, x9, lo
.LBB_608:
	ldr q18, [sp, #1312]
	ldr q17, [sp, #1328]
	ldr q25, [sp, #1440]
	ldr q26, [sp, #1456]
	ldr q16, [sp, #1344]
	ldr q7, [sp, #1360]
	ldr q28, [sp, #1472]
	ldr q29, [sp, #1488]
	ldr q6, [sp, #1376]
	ldr q5, [sp, #1392]
	ldr q30, [sp, #1504]
	ldr q31, [sp, #1520]
	ldr q4, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q13, [sp, #1536]
	ldr q15, [sp, #1552]
	cmp x4, x10
	b.hs .LBB_614
	cmp x4, x20
	csel x5, x4, x20, hi
	add x8, x1, x4
	ldr x11, [sp, #576]
	add x8, x11, x8, lsl #7
	add x9, x26, x4
	add x9, x11, x9, lsl #7
	add x11, x16, x4, lsl #7
.LBB_610:
	add x0, x26, x4
	cmp x0, x24
	b.hs .LBB_1126
	add x0, x1, x4
	cmp x0, x24
	b.hs .LBB_1128
	cmp x5, x4
	b.eq .LBB_1079
	add x4, x4, #1
	ldp q21, q20, [x9, #32]
	fadd v19.2d, v20.2d, v15.2d
	ldp q23, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v15.2d
	fadd v20.2d, v21.2d, v13.2d
	fsub v20.2d, v20.2d, v23.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v13.2d
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
	fsub v14.2d, v13.2d, v31.2d
	mov v31.16b, v14.16b
	mov v13.16b, v20.16b
	mov v15.16b, v19.16b
	cmp x10, x4
	b.ne .LBB_610
	b .LBB_615
.LBB_614:
	mov v27.16b, v25.16b
	mov v24.16b, v26.16b
	mov v23.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v14.16b, v31.16b
	mov v20.16b, v13.16b
	mov v19.16b, v15.16b
.LBB_615:
	str q18, [sp, #1312]
	str q17, [sp, #1328]
	str q16, [sp, #1344]
	str q7, [sp, #1360]
	str q6, [sp, #1376]
	str q5, [sp, #1392]
	str q4, [sp, #1408]
	str q3, [sp, #1424]
	str q27, [sp, #1440]
	str q24, [sp, #1456]
	str q23, [sp, #1472]
	str q22, [sp, #1488]
	str q21, [sp, #1504]
	str q14, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	cmp x10, #1024
	b.hi .LBB_636
	add x9, x10, x26
	cmp x9, x24
	b.hs .LBB_1122
	sub x8, x9, x12
	cmp x8, x24
	b.hs .LBB_1123
	ldr x0, [sp, #608]
	add x11, x0, x9, lsl #7
	add x8, x0, x8, lsl #7
	ldr q25, [x11]
	fmul v26.2d, v25.2d, v1.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1312]
	ldr q26, [x11, #16]
	fmul v28.2d, v26.2d, v1.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fsub v17.2d, v17.2d, v24.2d
	str q17, [sp, #1328]
	ldr q28, [x11, #32]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v23.2d
	str q16, [sp, #1344]
	ldr q29, [x11, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1360]
	ldr q30, [x11, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1376]
	ldr q31, [x11, #80]
	fmul v11.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v11.2d
	fsub v5.2d, v5.2d, v14.2d
	str q5, [sp, #1392]
	ldr q11, [x11, #96]
	fmul v13.2d, v11.2d, v1.d[0]
	fadd v4.2d, v4.2d, v13.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1408]
	ldr q13, [x11, #112]
	fmul v15.2d, v13.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1424]
	ldr q15, [x8]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v15.2d
	str q25, [sp, #1440]
	ldr q25, [x8, #16]
	fadd v24.2d, v26.2d, v24.2d
	fsub v24.2d, v24.2d, v25.2d
	str q24, [sp, #1456]
	ldr q24, [x8, #32]
	fadd v23.2d, v28.2d, v23.2d
	fsub v23.2d, v23.2d, v24.2d
	str q23, [sp, #1472]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1488]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1504]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v14.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fadd v20.2d, v11.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	fadd v19.2d, v13.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1552]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1568]
	str q17, [sp, #1584]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1600]
	str q7, [sp, #1616]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1632]
	str q5, [sp, #1648]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1664]
	str q3, [sp, #1680]
	ldr x8, [sp, #744]
	cmp x15, x8
	b.hi .LBB_1008
	mov w5, #0
	add x4, x10, #1
	ldr x8, [sp, #664]
	add x19, x8, x15, lsl #4
	add x8, x9, #1
	sub x0, x8, x12
	mov x7, x18
	add x9, x3, x9, lsl #7
	b .LBB_622
.LBB_620:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x7, #15
	b.hi .LBB_1105
.LBB_621:
	add x19, sp, #1312
	str d4, [x19, x7, lsl #3]
	add x19, sp, #1440
	str d3, [x19, x7, lsl #3]
	fdiv d3, d4, d0
	add x19, sp, #1568
	str d3, [x19, x7, lsl #3]
	mov x7, x6
	mov x19, x11
	ldr x20, [sp, #736]
.LBB_622:
	cbz w5, .LBB_631
.LBB_623:
	mov x11, x19
.LBB_624:
	cbz x7, .LBB_634
	ldr x5, [x7]
	cmp x5, x10
	b.ne .LBB_634
	mov x6, #0
	mov w5, #2
	mov x19, x7
	cmp x8, x12
	b.lo .LBB_987
.LBB_627:
	ldr x7, [x19, #8]
	cbz x12, .LBB_620
	cmp x7, #15
	b.hi .LBB_1091
	add x19, x9, x7, lsl #3
	movi v3.2d, #0000000000000000
	mov x20, x2
	mov w21, #1
	movi v4.2d, #0000000000000000
.LBB_630:
	ucvtf d5, x21
	ldr d6, [x19], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x21, x21, #1
	subs x20, x20, #128
	b.ne .LBB_630
	b .LBB_621
.LBB_631:
	ldr x11, [sp, #728]
	cmp x19, x11
	b.eq .LBB_623
	mov x11, x19
	ldr x5, [x11], #16
	cmp x5, x10
	b.ne .LBB_624
	mov w5, #0
	mov x6, x7
	cmp x8, x12
	b.hs .LBB_627
	b .LBB_987
.LBB_634:
	cmp x10, x20
	b.hs .LBB_1124
	add x8, x14, x10, lsl #7
	ldr q3, [sp, #1568]
	ldp q4, q5, [x8]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8]
	ldr q3, [sp, #1584]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #16]
	ldr q3, [sp, #1600]
	ldp q4, q5, [x8, #32]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #32]
	ldr q3, [sp, #1616]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #48]
	ldr q3, [sp, #1632]
	ldp q4, q5, [x8, #64]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #64]
	ldr q3, [sp, #1648]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #80]
	ldr q3, [sp, #1664]
	ldp q4, q5, [x8, #96]
	fsub v3.2d, v4.2d, v3.2d
	str q3, [x8, #96]
	ldr q3, [sp, #1680]
	fsub v3.2d, v5.2d, v3.2d
	str q3, [x8, #112]
	cmp x10, #1024
	b.ne .LBB_594
.LBB_636:
	ldr x8, [sp, #888]
	ldr x26, [sp, #680]
	subs x17, x8, x26
	b.lo .LBB_1015
	ldr x9, [sp, #880]
	ldr x10, [sp, #696]
	ldp x8, x10, [x10, #32]
	ldr x25, [sp, #584]
	ldr x24, [sp, #640]
	cbz x26, .LBB_642
	mov w11, #1025
	sub x18, x11, x26
	mov x11, x10
	mov x13, x8
	ldr x14, [sp, #336]
	mov x15, x9
.LBB_639:
	cmp x18, x17
	b.hs .LBB_1099
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
	cbz x11, .LBB_1081
	ldr d0, [x13], #8
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
	sub x11, x11, #1
	add x18, x18, #1
	sub x14, x14, #128
	cbnz x14, .LBB_639
.LBB_642:
	cbz x10, .LBB_646
	lsl x10, x10, #3
	mov w11, #248
	movk w11, #2, lsl #16
	add x9, x9, x11
	mov w11, #1025
	sub x11, x11, x26
.LBB_644:
	cmp x11, x17
	b.hs .LBB_1098
	ldr d0, [x9], #128
	str d0, [x8], #8
	add x11, x11, #1
	subs x10, x10, #8
	b.ne .LBB_644
.LBB_646:
	ldr x13, [sp, #880]
	ldr x11, [sp, #888]
	ldr x8, [sp, #712]
	str x8, [sp, #1288]
	str x24, [sp, #1296]
	ldr x8, [sp, #632]
	str x8, [sp, #1304]
	ldr x10, [sp, #928]
	ldr x21, [sp, #936]
	cmp x12, #1
	str x21, [sp, #736]
	b.ne .LBB_651
	ldr x8, [sp, #552]
	cmp x8, x11
	b.hi .LBB_1022
	ldr x8, [sp, #408]
	add x11, x13, x8
	add x8, x10, #64
	mov x9, #-1
	mov w10, #128
	movk w10, #2, lsl #16
.LBB_649:
	add x9, x9, #1
	cmp x21, x9
	b.eq .LBB_1104
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
	cbnz x10, .LBB_649
	b .LBB_702
.LBB_651:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1424]
	str q0, [sp, #1408]
	str q0, [sp, #1392]
	str q0, [sp, #1376]
	str q0, [sp, #1360]
	str q0, [sp, #1344]
	str q0, [sp, #1328]
	str q0, [sp, #1312]
	ldr x8, [sp, #328]
	sub x0, x8, x12
	str q0, [sp, #1440]
	str q0, [sp, #1456]
	str q0, [sp, #1472]
	str q0, [sp, #1488]
	str q0, [sp, #1504]
	str q0, [sp, #1520]
	str q0, [sp, #1536]
	str q0, [sp, #1552]
	cmp x26, x11
	b.hs .LBB_1038
	cmp x8, x12
	b.lo .LBB_1037
	cbz x12, .LBB_657
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	add x8, x13, x8, lsl #7
	ldr q19, [sp, #1440]
	ldr q20, [sp, #1456]
	add x9, x13, x0, lsl #7
	add x15, sp, #1440
	ldur q0, [x15, #88]
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	mov w14, #1
	movi v18.2d, #0000000000000000
	add x16, sp, #1224
	ldp q6, q7, [x16, #176]
	movi v5.2d, #0000000000000000
	ldur q21, [x15, #104]
	movi v16.2d, #0000000000000000
	movi v23.2d, #0000000000000000
	ldr d17, [sp, #1432]
	movi v25.2d, #0000000000000000
	movi v24.2d, #0000000000000000
	ldr d22, [sp, #1560]
.LBB_655:
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
	fadd v5.2d, v5.2d, v27.2d
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
	fadd v6.2d, v6.2d, v28.2d
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
	b.ne .LBB_655
	str q1, [sp, #1312]
	str q2, [sp, #1328]
	str q19, [sp, #1440]
	str q20, [sp, #1456]
	str q3, [sp, #1344]
	str q5, [sp, #1360]
	str q23, [sp, #1472]
	str q25, [sp, #1488]
	str q16, [sp, #1376]
	str q24, [sp, #1504]
	add x8, sp, #1440
	stur q0, [x8, #88]
	add x9, sp, #1224
	stp q6, q7, [x9, #176]
	stur q21, [x8, #104]
	str d4, [sp, #1392]
	str d17, [sp, #1432]
	str d18, [sp, #1520]
	str d22, [sp, #1560]
	b .LBB_658
.LBB_657:
	movi v1.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v16.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
.LBB_658:
	cbz x21, .LBB_1134
	mov x14, #0
	madd x8, x12, x12, x12
	ucvtf d0, x8, #1
	fdiv d17, d17, d0
	dup v18.2d, v0.d[0]
	fdiv v7.2d, v7.2d, v18.2d
	fdiv v6.2d, v6.2d, v18.2d
	fdiv d4, d4, d0
	fdiv v16.2d, v16.2d, v18.2d
	fdiv v5.2d, v5.2d, v18.2d
	fdiv v3.2d, v3.2d, v18.2d
	fdiv v2.2d, v2.2d, v18.2d
	fdiv v1.2d, v1.2d, v18.2d
	stp q1, q2, [x10]
	stp q3, q5, [x10, #32]
	mov x15, x10
	str q16, [x15, #64]!
	str d4, [x10, #80]
	stur q6, [x10, #88]
	stur q7, [x10, #104]
	str d17, [x10, #120]
	ucvtf d1, x12
	fdiv d2, d9, d0
	ldr x8, [sp, #712]
	cmp w8, #0
	ldr x8, [sp, #400]
	csel x16, x8, xzr, ne
	add x17, x13, #64
	sub x18, x26, x12
	lsl x1, x12, #7
	sub x8, x13, x1
	add x2, x8, #128
	mov w4, #1
.LBB_660:
	ldr x8, [sp, #744]
	cmp x14, x8
	b.hs .LBB_665
	ldr x8, [sp, #664]
	add x9, x8, x14, lsl #4
.LBB_662:
	ldr x8, [x9], #16
	cmp x8, x4
	b.hs .LBB_666
	add x14, x14, #1
	ldr x0, [sp, #744]
	cmp x0, x14
	b.ne .LBB_662
	mov x9, #0
	ldr x14, [sp, #744]
	b .LBB_667
.LBB_665:
	mov x9, #0
	b .LBB_667
.LBB_666:
	mov w9, #1
.LBB_667:
	cmp x24, x4
	ldr x0, [sp, #712]
	csel w0, wzr, w0, lo
	mov w3, #1
	str x3, [sp, #1568]
	mov w3, #2
	str x3, [sp, #1584]
	str x9, [sp, #1592]
	str x8, [sp, #1600]
	str x0, [sp, #1608]
	str x24, [sp, #1616]
	tbnz w9, #0, .LBB_670
	cbnz w0, .LBB_670
	mov w3, #1025
	b .LBB_674
.LBB_670:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1576]
	ldr x8, [sp, #600]
	add x8, x8, x9, lsl #4
	ldr x8, [x8, #8]
	add x9, sp, #1568
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	stur q3, [x29, #-112]
	ldp x9, x0, [x29, #-144]
	cmp x9, x0
	b.eq .LBB_673
	ldr x3, [sp, #568]
	add x3, x3, x9, lsl #4
.LBB_672:
	add x9, x9, #1
	ldur w5, [x3, #-8]
	ldr x6, [x3], #16
	cmp x8, x6
	csel x6, x8, x6, lo
	cmp w5, #0
	csel x8, x6, x8, ne
	cmp x0, x9
	b.ne .LBB_672
.LBB_673:
	cmp x8, #1025
	mov w9, #1025
	csel x3, x8, x9, lo
.LBB_674:
	ldr q18, [sp, #1312]
	ldr q17, [sp, #1328]
	ldr q23, [sp, #1440]
	ldr q25, [sp, #1456]
	ldr q16, [sp, #1344]
	ldr q7, [sp, #1360]
	ldr q28, [sp, #1472]
	ldr q29, [sp, #1488]
	ldr q6, [sp, #1376]
	ldr q5, [sp, #1392]
	ldr q30, [sp, #1504]
	ldr q31, [sp, #1520]
	ldr q4, [sp, #1408]
	ldr q3, [sp, #1424]
	ldr q15, [sp, #1536]
	ldr q13, [sp, #1552]
	cmp x4, x3
	b.hs .LBB_680
	cmp x4, x21
	csel x20, x4, x21, hi
	add x8, x18, x4
	add x8, x17, x8, lsl #7
	add x7, x26, x4
	mov x9, x20
	mov x0, x26
	sub x5, x26, x12
	mov x6, x3
	add x7, x17, x7, lsl #7
	add x22, x15, x4, lsl #7
.LBB_676:
	add x19, x4, x0
	cmp x19, x11
	b.hs .LBB_1065
	add x19, x4, x5
	cmp x19, x11
	b.hs .LBB_1066
	cmp x4, x9
	b.eq .LBB_1042
	ldp q21, q20, [x7, #32]
	fadd v19.2d, v20.2d, v13.2d
	ldp q24, q22, [x8, #32]
	fsub v19.2d, v19.2d, v22.2d
	fmul v20.2d, v20.2d, v1.d[0]
	fadd v3.2d, v3.2d, v20.2d
	fsub v3.2d, v3.2d, v13.2d
	fadd v20.2d, v21.2d, v15.2d
	fsub v20.2d, v20.2d, v24.2d
	fmul v21.2d, v21.2d, v1.d[0]
	fadd v4.2d, v4.2d, v21.2d
	fsub v4.2d, v4.2d, v15.2d
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
	fsub v14.2d, v13.2d, v31.2d
	mov v31.16b, v14.16b
	mov v15.16b, v20.16b
	mov v13.16b, v19.16b
	cmp x4, x6
	b.ne .LBB_676
	b .LBB_681
.LBB_680:
	mov v27.16b, v23.16b
	mov v26.16b, v25.16b
	mov v24.16b, v28.16b
	mov v22.16b, v29.16b
	mov v21.16b, v30.16b
	mov v14.16b, v31.16b
	mov v20.16b, v15.16b
	mov v19.16b, v13.16b
.LBB_681:
	str q18, [sp, #1312]
	str q17, [sp, #1328]
	str q16, [sp, #1344]
	str q7, [sp, #1360]
	str q6, [sp, #1376]
	str q5, [sp, #1392]
	str q4, [sp, #1408]
	str q3, [sp, #1424]
	str q27, [sp, #1440]
	str q26, [sp, #1456]
	str q24, [sp, #1472]
	str q22, [sp, #1488]
	str q21, [sp, #1504]
	str q14, [sp, #1520]
	str q20, [sp, #1536]
	str q19, [sp, #1552]
	cmp x3, #1024
	b.hi .LBB_702
	add x9, x3, x26
	cmp x9, x11
	b.hs .LBB_1125
	sub x8, x9, x12
	cmp x8, x11
	b.hs .LBB_1127
	add x0, x13, x9, lsl #7
	add x8, x13, x8, lsl #7
	ldr q23, [x0]
	fmul v25.2d, v23.2d, v1.d[0]
	fadd v18.2d, v18.2d, v25.2d
	fsub v18.2d, v18.2d, v27.2d
	str q18, [sp, #1312]
	ldr q25, [x0, #16]
	fmul v28.2d, v25.2d, v1.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fsub v17.2d, v17.2d, v26.2d
	str q17, [sp, #1328]
	ldr q28, [x0, #32]
	fmul v29.2d, v28.2d, v1.d[0]
	fadd v16.2d, v16.2d, v29.2d
	fsub v16.2d, v16.2d, v24.2d
	str q16, [sp, #1344]
	ldr q29, [x0, #48]
	fmul v30.2d, v29.2d, v1.d[0]
	fadd v7.2d, v7.2d, v30.2d
	fsub v7.2d, v7.2d, v22.2d
	str q7, [sp, #1360]
	ldr q30, [x0, #64]
	fmul v31.2d, v30.2d, v1.d[0]
	fadd v6.2d, v6.2d, v31.2d
	fsub v6.2d, v6.2d, v21.2d
	str q6, [sp, #1376]
	ldr q31, [x0, #80]
	fmul v11.2d, v31.2d, v1.d[0]
	fadd v5.2d, v5.2d, v11.2d
	fsub v5.2d, v5.2d, v14.2d
	str q5, [sp, #1392]
	ldr q11, [x0, #96]
	fmul v13.2d, v11.2d, v1.d[0]
	fadd v4.2d, v4.2d, v13.2d
	fsub v4.2d, v4.2d, v20.2d
	str q4, [sp, #1408]
	ldr q13, [x0, #112]
	fmul v15.2d, v13.2d, v1.d[0]
	fadd v3.2d, v3.2d, v15.2d
	fsub v3.2d, v3.2d, v19.2d
	str q3, [sp, #1424]
	ldr q15, [x8]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v15.2d
	str q23, [sp, #1440]
	ldr q23, [x8, #16]
	fadd v25.2d, v25.2d, v26.2d
	fsub v23.2d, v25.2d, v23.2d
	str q23, [sp, #1456]
	ldr q23, [x8, #32]
	fadd v24.2d, v28.2d, v24.2d
	fsub v23.2d, v24.2d, v23.2d
	str q23, [sp, #1472]
	ldr q23, [x8, #48]
	fadd v22.2d, v29.2d, v22.2d
	fsub v22.2d, v22.2d, v23.2d
	str q22, [sp, #1488]
	ldr q22, [x8, #64]
	fadd v21.2d, v30.2d, v21.2d
	fsub v21.2d, v21.2d, v22.2d
	str q21, [sp, #1504]
	ldr q21, [x8, #80]
	fadd v22.2d, v31.2d, v14.2d
	fsub v21.2d, v22.2d, v21.2d
	str q21, [sp, #1520]
	ldr q21, [x8, #96]
	fadd v20.2d, v11.2d, v20.2d
	fsub v20.2d, v20.2d, v21.2d
	str q20, [sp, #1536]
	ldr q20, [x8, #112]
	fadd v19.2d, v13.2d, v19.2d
	fsub v19.2d, v19.2d, v20.2d
	str q19, [sp, #1552]
	fmul v18.2d, v18.2d, v2.d[0]
	fmul v17.2d, v17.2d, v2.d[0]
	str q18, [sp, #1568]
	str q17, [sp, #1584]
	fmul v16.2d, v16.2d, v2.d[0]
	fmul v7.2d, v7.2d, v2.d[0]
	str q16, [sp, #1600]
	str q7, [sp, #1616]
	fmul v6.2d, v6.2d, v2.d[0]
	fmul v5.2d, v5.2d, v2.d[0]
	str q6, [sp, #1632]
	str q5, [sp, #1648]
	fmul v4.2d, v4.2d, v2.d[0]
	fmul v3.2d, v3.2d, v2.d[0]
	str q4, [sp, #1664]
	str q3, [sp, #1680]
	ldr x8, [sp, #744]
	cmp x14, x8
	b.hi .LBB_998
	mov w6, #0
	add x4, x3, #1
	ldr x8, [sp, #664]
	add x20, x8, x14, lsl #4
	add x8, x9, #1
	sub x0, x8, x12
	mov x19, x16
	add x9, x2, x9, lsl #7
	b .LBB_688
.LBB_686:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x19, #15
	b.hi .LBB_1082
.LBB_687:
	add x20, sp, #1312
	str d4, [x20, x19, lsl #3]
	add x20, sp, #1440
	str d3, [x20, x19, lsl #3]
	fdiv d3, d4, d0
	add x20, sp, #1568
	str d3, [x20, x19, lsl #3]
	mov x19, x7
	mov x20, x5
	ldr x21, [sp, #736]
.LBB_688:
	cbz w6, .LBB_697
.LBB_689:
	mov x5, x20
.LBB_690:
	cbz x19, .LBB_700
	ldr x6, [x19]
	cmp x6, x3
	b.ne .LBB_700
	mov x7, #0
	mov w6, #2
	mov x20, x19
	cmp x8, x12
	b.lo .LBB_988
.LBB_693:
	ldr x19, [x20, #8]
	cbz x12, .LBB_686
	cmp x19, #15
	b.hi .LBB_1080
	add x20, x9, x19, lsl #3
	movi v3.2d, #0000000000000000
	mov x21, x1
	mov w22, #1
	movi v4.2d, #0000000000000000
.LBB_696:
	ucvtf d5, x22
	ldr d6, [x20], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x22, x22, #1
	subs x21, x21, #128
	b.ne .LBB_696
	b .LBB_687
.LBB_697:
	ldr x5, [sp, #728]
	cmp x20, x5
	b.eq .LBB_689
	mov x5, x20
	ldr x6, [x5], #16
	cmp x6, x3
	b.ne .LBB_690
	mov w6, #0
	mov x7, x19
	cmp x8, x12
	b.hs .LBB_693
	b .LBB_988
.LBB_700:
	cmp x3, x21
	b.hs .LBB_1129
	add x8, x10, x3, lsl #7
	ldr q3, [sp, #1632]
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
	cmp x3, #1024
	b.ne .LBB_660
.LBB_702:
	ldr x10, [sp, #424]
	cmp x10, x25
	b.eq .LBB_1136
	ldr x8, [sp, #544]
	mov w9, #24
	madd x8, x10, x9, x8
	ldp x22, x17, [x8, #8]
	ldr x8, [sp, #784]
	str x8, [sp, #704]
	ldr x8, [sp, #624]
	stur x8, [x29, #-144]
	add x8, sp, #1224
	str x8, [sp, #1312]
	ldr x8, [sp, #520]
	str x8, [sp, #1320]
	fmov d0, #-1.00000000
	fmov d1, #-1.00000000
	mov x9, #9218868437227405311
	ldr x8, [sp, #312]
	str x17, [sp, #736]
	tbz w8, #0, .LBB_707
	ldr x8, [sp, #144]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d2, [x22, x8, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_707
	mov v1.16b, v2.16b
.LBB_707:
	ldr x8, [sp, #304]
	tbz w8, #0, .LBB_711
	ldr x8, [sp, #136]
	cmp x8, x17
	movi v11.8b, #254
	movi v27.4h, #1
	b.hs .LBB_1121
	ldr d2, [x22, x8, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_712
	mov v0.16b, v2.16b
	b .LBB_712
.LBB_711:
	movi v11.8b, #254
	movi v27.4h, #1
.LBB_712:
	fmov d2, #-1.00000000
	fmov d3, #-1.00000000
	ldr x8, [sp, #296]
	tbz w8, #0, .LBB_716
	ldr x8, [sp, #128]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d4, [x22, x8, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_716
	mov v3.16b, v4.16b
.LBB_716:
	ldr x8, [sp, #288]
	tbz w8, #0, .LBB_720
	ldr x8, [sp, #120]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d4, [x22, x8, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_720
	mov v2.16b, v4.16b
.LBB_720:
	fmov d4, #-1.00000000
	fmov d5, #-1.00000000
	ldr x8, [sp, #280]
	tbz w8, #0, .LBB_723
	ldr x8, [sp, #112]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d5, [x22, x8, lsl #3]
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d5, d10, d5, gt
.LBB_723:
	ldr x8, [sp, #272]
	tbz w8, #0, .LBB_726
	ldr x8, [sp, #104]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d4, [x22, x8, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d4, d10, d4, gt
.LBB_726:
	fmov d6, #-1.00000000
	fmov d7, #-1.00000000
	ldr x8, [sp, #264]
	tbz w8, #0, .LBB_729
	ldr x8, [sp, #96]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d7, [x22, x8, lsl #3]
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d7, d10, d7, gt
.LBB_729:
	ldr x8, [sp, #256]
	tbz w8, #0, .LBB_732
	ldr x8, [sp, #88]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d6, [x22, x8, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d6, d10, d6, gt
.LBB_732:
	fmov d16, #-1.00000000
	fmov d17, #-1.00000000
	ldr x8, [sp, #248]
	tbz w8, #0, .LBB_735
	ldr x8, [sp, #80]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d17, [x22, x8, lsl #3]
	fmov x8, d17
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d17, d10, d17, gt
.LBB_735:
	ldr x8, [sp, #240]
	tbz w8, #0, .LBB_738
	ldr x8, [sp, #72]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d16, [x22, x8, lsl #3]
	fmov x8, d16
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d16, d10, d16, gt
.LBB_738:
	fmov d18, #-1.00000000
	fmov d19, #-1.00000000
	ldr x8, [sp, #232]
	tbz w8, #0, .LBB_741
	ldr x8, [sp, #64]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d19, [x22, x8, lsl #3]
	fmov x8, d19
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d19, d10, d19, gt
.LBB_741:
	ldr x8, [sp, #224]
	tbz w8, #0, .LBB_744
	ldr x8, [sp, #56]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d18, [x22, x8, lsl #3]
	fmov x8, d18
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d18, d10, d18, gt
.LBB_744:
	fmov d20, #-1.00000000
	fmov d21, #-1.00000000
	ldr x8, [sp, #216]
	tbz w8, #0, .LBB_747
	ldr x8, [sp, #48]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d21, [x22, x8, lsl #3]
	fmov x8, d21
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d21, d10, d21, gt
.LBB_747:
	ldr x8, [sp, #208]
	tbz w8, #0, .LBB_750
	ldr x8, [sp, #40]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d20, [x22, x8, lsl #3]
	fmov x8, d20
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	fcsel d20, d10, d20, gt
.LBB_750:
	fmov d22, #-1.00000000
	fmov d23, #-1.00000000
	ldr x8, [sp, #200]
	tbz w8, #0, .LBB_754
	ldr x8, [sp, #32]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d24, [x22, x8, lsl #3]
	fmov x8, d24
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_754
	mov v23.16b, v24.16b
.LBB_754:
	ldr x8, [sp, #192]
	tbz w8, #0, .LBB_758
	ldr x8, [sp, #24]
	cmp x8, x17
	b.hs .LBB_1121
	ldr d24, [x22, x8, lsl #3]
	fmov x8, d24
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_758
	mov v22.16b, v24.16b
.LBB_758:
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
	str d19, [sp, #1648]
	str d18, [sp, #1656]
	str d21, [sp, #1664]
	str d20, [sp, #1672]
	ldr x8, [sp, #912]
	ldr x9, [sp, #936]
	cmp x9, x8
	csel x8, x9, x8, lo
	lsl x8, x8, #4
	ldr x18, [sp, #976]
	ldr x19, [sp, #984]
	cmp x8, x19
	csel x8, x8, x19, lo
	str d23, [sp, #1680]
	str d22, [sp, #1688]
	cbz x8, .LBB_764
	fminnm d1, d1, d1
	fmaxnm d1, d1, d10
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
	ldr x10, [sp, #928]
	cmp x8, #4
	b.hs .LBB_920
	mov x11, #0
.LBB_761:
	lsl x12, x11, #3
	add x10, x10, x12
	add x9, x9, x12
	add x12, x18, x11
	sub x8, x8, x11
.LBB_762:
	ldr d1, [x10], #8
	ldr d2, [x9], #8
	fabd d1, d1, d2
	fcmp d1, d0
	cset w11, ls
	strb w11, [x12], #1
	subs x8, x8, #1
	b.ne .LBB_762
.LBB_763:
	ldr x8, [sp, #976]
	str x8, [sp, #768]
	ldr x19, [sp, #984]
	b .LBB_765
.LBB_764:
	str x18, [sp, #768]
.LBB_765:
	ldp x9, x8, [sp, #176]
	str x9, [sp, #1440]
	str x8, [sp, #1448]
	add x8, sp, #1568
	str x8, [sp, #1456]
	add x8, sp, #1312
	str x8, [sp, #1464]
	sub x8, x29, #144
	str x8, [sp, #1472]
	ands x20, x19, #0x7ffffffffffffff8
	b.eq .LBB_778
	mov x21, #0
	mov x23, x20
	ldr x25, [sp, #768]
	b .LBB_768
.LBB_767:
	add x21, x21, #1
	sub x23, x23, #8
	cbz x23, .LBB_778
.LBB_768:
	ldr x26, [x25], #8
	cbz x26, .LBB_767
	ubfx x11, x21, #1, #60
	ubfiz x27, x21, #3, #1
	b .LBB_771
.LBB_770:
	sub x8, x26, #1
	and x26, x8, x26
	cbz x26, .LBB_767
.LBB_771:
	ldr x8, [sp, #936]
	cmp x11, x8
	b.hs .LBB_1027
	ldr x8, [sp, #912]
	cmp x11, x8
	b.hs .LBB_1026
	rbit x8, x26
	clz x8, x8
	orr x28, x27, x8, lsr #3
	ldr x8, [sp, #904]
	ldr x9, [sp, #928]
	lsl x10, x11, #7
	add x9, x9, x10
	ldr d0, [x9, x28, lsl #3]
	add x8, x8, x10
	ldr d1, [x8, x28, lsl #3]
	fabd d0, d0, d1
	add x8, sp, #1568
	ldr d1, [x8, x28, lsl #3]
	fcmp d0, d1
	b.hi .LBB_770
	ldur x8, [x29, #-144]
	orr x9, x28, x28, lsl #10
	add x8, x11, x8
	ldr x0, [sp, #1312]
	ldr x1, [sp, #1320]
	add x2, x9, x8
	mov x24, x11
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #912]
	cmp x24, x8
	mov x11, x24
	b.hs .LBB_1040
	ldr x8, [sp, #904]
	add x8, x8, x11, lsl #7
	str d0, [x8, x28, lsl #3]
	ldr x8, [sp, #936]
	cmp x11, x8
	b.hs .LBB_1039
	ldr x8, [sp, #928]
	add x8, x8, x11, lsl #7
	str d1, [x8, x28, lsl #3]
	b .LBB_770
.LBB_778:
	and x21, x19, #0x7
	ldr x27, [sp, #168]
	ldr x23, [sp, #424]
	cbz x21, .LBB_783
	ldr x8, [sp, #768]
	add x20, x8, x20
	and x24, x19, #0xfffffffffffffff8
	b .LBB_781
.LBB_780:
	add x24, x24, #1
	subs x21, x21, #1
	b.eq .LBB_783
.LBB_781:
	ldrb w8, [x20], #1
	cbz w8, .LBB_780
	add x0, sp, #1440
	mov x1, x24
	bl kernel_sliding::blocked::patch::{{closure}}
	b .LBB_780
.LBB_783:
	str xzr, [sp, #712]
	str xzr, [sp, #648]
	mov x10, #0
	ldr x8, [sp, #520]
	add x8, x8, #48
	str x8, [sp, #520]
	add x8, x23, #1
	str x8, [sp, #344]
	mov w8, #1025
	str x8, [sp, #640]
	b .LBB_785
.LBB_784:
	ldr x10, [sp, #632]
	add x10, x10, #1
	ldr x8, [sp, #640]
	add x8, x8, #1025
	str x8, [sp, #640]
	ldr x8, [sp, #648]
	sub x8, x8, #1025
	str x8, [sp, #648]
	ldr x8, [sp, #712]
	add x8, x8, #8
	str x8, [sp, #712]
	cmp x10, #16
	b.eq .LBB_807
.LBB_785:
	add x9, x10, x10, lsl #10
	ldur x8, [x29, #-144]
	add x28, x8, x9
	add x9, sp, #1568
	str x10, [sp, #632]
	ldr d0, [x9, x10, lsl #3]
	fcmp d0, #0.0
	ldr x9, [sp, #704]
	ccmp x28, x9, #2, lt
	b.hs .LBB_784
	add x9, x28, #1025
	ldr x10, [sp, #704]
	cmp x10, x9
	csel x19, x10, x9, lo
	cmn x28, #1026
	b.hi .LBB_784
	ldr x9, [sp, #640]
	add x9, x8, x9
	str x9, [sp, #696]
	ldr x9, [sp, #648]
	sub x26, x9, x8
	b .LBB_789
.LBB_788:
	mov x28, x20
	cmp x21, x19
	mov x27, x24
	b.hs .LBB_784
.LBB_789:
	ldr x9, [sp, #800]
	ldr x8, [sp, #808]
	cmp x8, #1
	b.eq .LBB_793
	cbz x8, .LBB_1060
	mov x10, #0
	mov x11, x8
.LBB_792:
	lsr x12, x11, #1
	add x13, x12, x10
	ldr x14, [x9, x13, lsl #3]
	cmp x14, x28
	csel x10, x10, x13, hi
	sub x11, x11, x12
	cmp x11, #1
	b.hi .LBB_792
	b .LBB_794
.LBB_793:
	mov x10, #0
.LBB_794:
	ldr x11, [x9, x10, lsl #3]
	cmp x11, x28
	cinc x10, x10, ls
	sub x0, x10, #1
	cmp x0, x8
	sub x11, x10, #1
	str x11, [sp, #768]
	b.hs .LBB_1061
	mov x24, x27
	add x9, x9, x10, lsl #3
	cmp x10, x8
	ldr x8, [sp, #720]
	csel x8, x9, x8, lo
	ldr x21, [x8]
	cmp x19, x21
	csel x20, x19, x21, lo
	cmp x28, x20
	b.hs .LBB_788
	ldr x8, [sp, #736]
	cmp x0, x8
	b.hs .LBB_1064
	add x8, x26, x28
	ldr x9, [sp, #712]
	add x25, x9, x8, lsl #7
	ldr x8, [sp, #704]
	cmp x21, x8
	csel x8, x21, x8, lo
	ldr x9, [sp, #696]
	cmp x8, x9
	csel x27, x8, x9, lo
	b .LBB_800
.LBB_798:
	ldr x8, [sp, #928]
	str d1, [x8, x25]
.LBB_799:
	add x28, x28, #1
	add x25, x25, #128
	cmp x27, x28
	b.eq .LBB_788
.LBB_800:
	add x23, x26, x28
	ldr d0, [x22, x0, lsl #3]
	mov x8, #9218868437227405312
	fmov d1, x8
	fcmp d0, d1
	b.eq .LBB_804
	ldr x8, [sp, #936]
	cmp x23, x8
	b.hs .LBB_1012
	ldr x8, [sp, #912]
	cmp x23, x8
	b.hs .LBB_1013
	ldr x8, [sp, #904]
	ldr x9, [sp, #928]
	ldr d1, [x9, x25]
	ldr d2, [x8, x25]
	fabd d1, d1, d2
	fcmp d1, d0
	b.hi .LBB_799
.LBB_804:
	ldr x0, [sp, #1312]
	ldr x1, [sp, #1320]
	mov x2, x28
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #912]
	cmp x23, x8
	b.hs .LBB_999
	ldr x8, [sp, #904]
	str d0, [x8, x25]
	ldr x8, [sp, #936]
	cmp x23, x8
	ldr x0, [sp, #768]
	b.lo .LBB_798
	b .LBB_1000
.LBB_807:
	ldr x8, [sp, #784]
	ldr x9, [sp, #912]
	ldr x10, [sp, #936]
	cmp x10, x9
	csel x9, x10, x9, lo
	ldr x10, [sp, #952]
	ldr x12, [sp, #960]
	cmp x9, x12
	csel x11, x9, x12, lo
	cbz x11, .LBB_814
	ldr x9, [sp, #904]
	ldr x12, [sp, #928]
	lsl x14, x11, #4
	cmp x14, #1
	csinc x11, x14, xzr, hi
	ldr x22, [sp, #560]
	ldr x24, [sp, #760]
	mov x13, #0
	cbz x14, .LBB_815
	add x16, x10, x11
	lsl x15, x11, #3
	add x17, x12, x15
	add x15, x9, x15
	cmp x10, x15
	ccmp x9, x16, #2, lo
	cset w15, lo
	cmp x12, x16
	ccmp x10, x17, #2, lo
	b.lo .LBB_815
	ldr x23, [sp, #656]
	ldr x26, [sp, #688]
	tbnz w15, #0, .LBB_816
	and x13, x11, #0xfffffffffffffff0
	mov x15, x10
	mov x16, x9
	mov x17, x12
	and x18, x11, #0xfffffffffffffff0
.LBB_812:
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
	b.ne .LBB_812
	cmp x14, x13
	b.ne .LBB_816
	b .LBB_818
.LBB_814:
	ldr x23, [sp, #656]
	ldr x26, [sp, #688]
	ldr x22, [sp, #560]
	ldr x24, [sp, #760]
	b .LBB_819
.LBB_815:
	ldr x23, [sp, #656]
	ldr x26, [sp, #688]
.LBB_816:
	lsl x14, x13, #3
	add x12, x12, x14
	add x9, x9, x14
	add x10, x10, x13
	sub x11, x11, x13
.LBB_817:
	ldr d0, [x12], #8
	ldr d1, [x9], #8
	fcmp d0, d1
	cset w13, gt
	cset w14, mi
	sub w13, w13, w14
	strb w13, [x10], #1
	subs x11, x11, #1
	b.ne .LBB_817
.LBB_818:
	ldr x10, [sp, #952]
	ldr x12, [sp, #960]
.LBB_819:
	cbz x12, .LBB_1149
	ldr x9, [sp, #984]
	cbz x9, .LBB_1137
	ldr x9, [sp, #352]
	mov w11, #40
	ldr x13, [sp, #424]
	madd x9, x13, x11, x9
	ldrb w11, [x9, #32]
	ldr x13, [sp, #976]
	ldrb w14, [x10]
	eor w11, w14, w11
	cmp w11, #254
	cset w11, eq
	strb w11, [x13]
	ldr x11, [sp, #960]
	cmp x11, #1024
	b.ls .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #2
	b.lo .LBB_1138
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #3
	b.lo .LBB_1141
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #4
	b.lo .LBB_1142
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #5
	b.lo .LBB_1144
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #6
	b.lo .LBB_1146
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #7
	b.lo .LBB_1152
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #8
	b.lo .LBB_1151
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #9
	b.lo .LBB_1150
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #10
	b.lo .LBB_1153
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #11
	b.lo .LBB_1139
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #12
	b.lo .LBB_1140
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #13
	b.lo .LBB_1145
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #14
	b.lo .LBB_1147
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #15
	b.lo .LBB_1148
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
	b.lo .LBB_1107
	ldr x11, [sp, #984]
	cmp x11, #16
	b.lo .LBB_1143
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
	b.lo .LBB_1023
	lsl x14, x12, #4
	ldr x12, [sp, #976]
	sub x15, x14, #16
	cmp x14, x15
	csel x14, x14, x15, lo
	cmp x14, x13
	csel x13, x14, x13, lo
	cbz x13, .LBB_860
	cmp x13, #8
	b.lo .LBB_856
	add x11, x12, #16
	add x14, x10, x13
	add x14, x14, #16
	cmp x11, x14
	b.hs .LBB_924
	add x11, x12, x13
	add x11, x11, #16
	cmp x10, x11
	b.hs .LBB_924
.LBB_856:
	mov x11, #0
.LBB_857:
	add x10, x10, x11
	add x10, x10, #16
	add x12, x12, x11
	add x12, x12, #16
	sub x11, x13, x11
.LBB_858:
	ldrb w13, [x10]
	ldurb w14, [x10, #-16]
	eor w13, w14, w13
	cmp w13, #254
	cset w13, eq
	strb w13, [x12], #1
	add x10, x10, #1
	subs x11, x11, #1
	b.ne .LBB_858
.LBB_859:
	ldr x12, [sp, #976]
	ldr x11, [sp, #984]
.LBB_860:
	movi v0.2d, #0000000000000000
	stp q0, q0, [x27, #96]
	stp q0, q0, [x27, #64]
	stp q0, q0, [x27, #32]
	stp q0, q0, [x27]
	ands x13, x11, #0x7ffffffffffffff8
	b.eq .LBB_868
	mov x10, #0
	mov x14, x13
	mov x15, x12
	b .LBB_863
.LBB_862:
	add x10, x10, #1
	sub x14, x14, #8
	cbz x14, .LBB_868
.LBB_863:
	ldr x16, [x15], #8
	cbz x16, .LBB_862
	lsl x18, x10, #3
	and x17, x18, #0x8
	lsr x18, x18, #4
.LBB_865:
	rbit x0, x16
	clz x0, x0
	orr x4, x17, x0, lsr #3
	ldr x0, [sp, #1008]
	cmp x4, x0
	b.hs .LBB_1030
	ldr x0, [x27, x4, lsl #3]
	cmp x0, #1025
	b.hs .LBB_1028
	sub x1, x16, #1
	ldr x2, [sp, #1000]
	mov w3, #2050
	umaddl x2, w4, w3, x2
	strh w18, [x2, x0, lsl #1]
	ldr x0, [x27, x4, lsl #3]
	add x0, x0, #1
	str x0, [x27, x4, lsl #3]
	and x16, x1, x16
	cbnz x16, .LBB_865
	b .LBB_862
.LBB_868:
	and x10, x11, #0x7
	cbz x10, .LBB_903
	add x12, x12, x13
	ldrb w13, [x12]
	cbz w13, .LBB_873
	and x16, x11, #0x8
	ldr x13, [sp, #1008]
	cmp x16, x13
	b.hs .LBB_1157
	ldr x13, [x27, x16, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1156
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w16, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x27, x16, lsl #3]
	add x13, x13, #1
	str x13, [x27, x16, lsl #3]
.LBB_873:
	cmp x10, #1
	b.eq .LBB_903
	ldrb w13, [x12, #1]
	cbz w13, .LBB_878
	and x13, x11, #0x8
	orr x16, x13, #0x1
	ldr x13, [sp, #1008]
	cmp x16, x13
	b.hs .LBB_1157
	ldr x13, [x27, x16, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1156
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w16, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x27, x16, lsl #3]
	add x13, x13, #1
	str x13, [x27, x16, lsl #3]
.LBB_878:
	cmp x10, #2
	b.eq .LBB_903
	ldrb w13, [x12, #2]
	cbz w13, .LBB_883
	and x13, x11, #0x8
	orr x16, x13, #0x2
	ldr x13, [sp, #1008]
	cmp x16, x13
	b.hs .LBB_1157
	ldr x13, [x27, x16, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1156
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w16, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x27, x16, lsl #3]
	add x13, x13, #1
	str x13, [x27, x16, lsl #3]
.LBB_883:
	cmp x10, #3
	b.eq .LBB_903
	ldrb w13, [x12, #3]
	cbz w13, .LBB_888
	and x13, x11, #0x8
	orr x16, x13, #0x3
	ldr x13, [sp, #1008]
	cmp x16, x13
	b.hs .LBB_1157
	ldr x13, [x27, x16, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1156
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w16, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x27, x16, lsl #3]
	add x13, x13, #1
	str x13, [x27, x16, lsl #3]
.LBB_888:
	cmp x10, #4
	b.eq .LBB_903
	ldrb w13, [x12, #4]
	cbz w13, .LBB_893
	and x13, x11, #0x8
	orr x16, x13, #0x4
	ldr x13, [sp, #1008]
	cmp x16, x13
	b.hs .LBB_1157
	ldr x13, [x27, x16, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1156
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w16, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x27, x16, lsl #3]
	add x13, x13, #1
	str x13, [x27, x16, lsl #3]
.LBB_893:
	cmp x10, #5
	b.eq .LBB_903
	ldrb w13, [x12, #5]
	cbz w13, .LBB_898
	and x13, x11, #0x8
	mov w14, #5
	orr x16, x13, x14
	ldr x13, [sp, #1008]
	cmp x16, x13
	b.hs .LBB_1157
	ldr x13, [x27, x16, lsl #3]
	cmp x13, #1024
	b.hi .LBB_1156
	ldr x14, [sp, #1000]
	mov w15, #2050
	umaddl x14, w16, w15, x14
	lsr x15, x11, #4
	strh w15, [x14, x13, lsl #1]
	ldr x13, [x27, x16, lsl #3]
	add x13, x13, #1
	str x13, [x27, x16, lsl #3]
.LBB_898:
	cmp x10, #6
	b.eq .LBB_903
	ldrb w10, [x12, #6]
	cbz w10, .LBB_903
	and x10, x11, #0x8
	orr x14, x10, #0x6
	ldr x10, [sp, #1008]
	cmp x14, x10
	b.hs .LBB_1168
	ldr x10, [x27, x14, lsl #3]
	cmp x10, #1024
	b.hi .LBB_1167
	ldr x12, [sp, #1000]
	mov w13, #2050
	umaddl x12, w14, w13, x12
	lsr x11, x11, #4
	strh w11, [x12, x10, lsl #1]
	ldr x10, [x27, x14, lsl #3]
	add x10, x10, #1
	str x10, [x27, x14, lsl #3]
.LBB_903:
	mov x10, #0
	ldr x2, [sp, #1008]
	ldr x11, [sp, #1000]
	b .LBB_905
.LBB_904:
	add x10, x10, #1
	cmp x10, #16
	b.eq .LBB_918
.LBB_905:
	cmp x10, x2
	b.eq .LBB_1090
	ldr x14, [x27, x10, lsl #3]
	cmp x14, #1025
	b.hi .LBB_992
	cbz x14, .LBB_904
	add x12, x10, x10, lsl #10
	ldr x13, [sp, #624]
	add x12, x12, x13
	mov w13, #2050
	madd x13, x10, x13, x11
	lsl x14, x14, #1
	ldr x1, [sp, #960]
	ldr x15, [sp, #952]
	add x15, x15, x10
	b .LBB_913
.LBB_909:
	ldr x0, [sp, #752]
	ldr d0, [x0, x16, lsl #3]
	scvtf d1, x18
	ldp d2, d3, [x9, #8]
	fsub d0, d0, d2
	fmul d0, d0, d1
	fdiv d0, d0, d2
	fadd d0, d0, d9
	mov x18, #57357
	movk x18, #36909, lsl #16
	movk x18, #63648, lsl #32
	movk x18, #16367, lsl #48
	fmov d1, x18
	fmul d0, d0, d1
	fadd d0, d0, d10
	mov x18, #4636737291354636288
	fmov d1, x18
	fmul d0, d0, d1
	fadd d0, d3, d0
	str d0, [x9, #16]
	ldr x18, [x9, #24]
	add x18, x18, #1
	str x18, [x9, #24]
.LBB_910:
	str x17, [x9]
	cmp x16, x22
	b.hs .LBB_1054
	ldr x17, [sp, #752]
	ldr d0, [x17, x16, lsl #3]
	str d0, [x9, #8]
.LBB_912:
	subs x14, x14, #2
	b.eq .LBB_904
.LBB_913:
	ldrh w17, [x13], #2
	add x16, x12, x17
	cmp x16, x8
	b.hs .LBB_904
	cmp x1, x17
	b.ls .LBB_1036
	lsl x17, x17, #4
	ldrsb x17, [x15, x17]
	ldr x18, [x9]
	cmp x18, x17
	b.eq .LBB_912
	cbz x18, .LBB_910
	cmp x16, x22
	b.lo .LBB_909
	b .LBB_1070
.LBB_918:
	ldr x8, [sp, #960]
	cmp x8, #1024
	b.ls .LBB_1155
	ldr x8, [sp, #952]
	mov w10, #16399
	ldrb w8, [x8, x10]
	strb w8, [x9, #32]
	ldr x8, [sp, #344]
	str x8, [sp, #424]
	ldr x8, [sp, #616]
	ldr x18, [sp, #520]
	cmp x18, x8
	b.ne .LBB_178
	b .LBB_940
.LBB_920:
	mov x11, #0
	add x13, x18, x8
	lsl x12, x8, #3
	add x14, x10, x12
	add x12, x9, x12
	cmp x18, x12
	ccmp x9, x13, #2, lo
	cset w12, lo
	cmp x10, x13
	ccmp x18, x14, #2, lo
	b.lo .LBB_761
	tbnz w12, #0, .LBB_761
	cmp x8, #16
	b.hs .LBB_926
	mov x11, #0
	b .LBB_930
.LBB_924:
	cmp x13, #64
	b.hs .LBB_933
	mov x11, #0
	b .LBB_937
.LBB_926:
	and x12, x8, #0xc
	and x11, x8, #0x7ffffffffffffff0
	dup v1.2d, v0.d[0]
	mov x13, x18
	mov x14, x9
	mov x15, x10
	and x16, x8, #0x7ffffffffffffff0
	movi v26.16b, #1
.LBB_927:
	ldp q3, q2, [x15]
	ldp q4, q5, [x15, #32]
	ldp q6, q7, [x15, #64]
	ldp q16, q17, [x15, #96]
	ldp q19, q18, [x14]
	ldp q20, q21, [x14, #32]
	ldp q22, q23, [x14, #64]
	ldp q24, q25, [x14, #96]
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
	str q2, [x13], #16
	add x15, x15, #128
	add x14, x14, #128
	subs x16, x16, #16
	b.ne .LBB_927
	cmp x8, x11
	b.eq .LBB_763
	cbz x12, .LBB_761
.LBB_930:
	mov x15, x11
	dup v1.2d, v0.d[0]
	and x11, x8, #0x7ffffffffffffffc
	sub x12, x15, x11
	lsl x14, x15, #3
	add x13, x10, x14
	add x14, x9, x14
	add x15, x18, x15
.LBB_931:
	ldp q3, q2, [x13], #32
	ldp q5, q4, [x14], #32
	fabd v3.2d, v3.2d, v5.2d
	fabd v2.2d, v2.2d, v4.2d
	fcmge v2.2d, v1.2d, v2.2d
	fcmge v3.2d, v1.2d, v3.2d
	uzp1 v2.4s, v3.4s, v2.4s
	xtn v2.4h, v2.4s
	and v2.8b, v2.8b, v27.8b
	uzp1 v2.8b, v2.8b, v0.8b
	st1 { v2.s }[0], [x15], #4
	adds x12, x12, #4
	b.ne .LBB_931
	cmp x8, x11
	b.ne .LBB_761
	b .LBB_763
.LBB_933:
	and x14, x13, #0x38
	and x11, x13, #0x7fffffffffffffc0
	add x15, x12, #64
	add x16, x10, #32
	and x17, x13, #0x7fffffffffffffc0
	movi v5.16b, #254
	movi v6.16b, #1
.LBB_934:
	ldp q0, q1, [x16]
	ldr q2, [x16, #32]
	ldp q4, q3, [x16, #-32]
	eor v4.16b, v4.16b, v3.16b
	eor v3.16b, v3.16b, v0.16b
	eor v0.16b, v0.16b, v1.16b
	eor v1.16b, v1.16b, v2.16b
	cmeq v2.16b, v4.16b, v5.16b
	and v2.16b, v2.16b, v6.16b
	cmeq v3.16b, v3.16b, v5.16b
	and v3.16b, v3.16b, v6.16b
	cmeq v0.16b, v0.16b, v5.16b
	and v0.16b, v0.16b, v6.16b
	cmeq v1.16b, v1.16b, v5.16b
	stp q2, q3, [x15, #-48]
	and v1.16b, v1.16b, v6.16b
	stp q0, q1, [x15, #-16]
	add x15, x15, #64
	add x16, x16, #64
	subs x17, x17, #64
	b.ne .LBB_934
	cmp x13, x11
	b.eq .LBB_859
	cbz x14, .LBB_857
.LBB_937:
	mov x16, x11
	and x11, x13, #0x7ffffffffffffff8
	sub x14, x16, x11
	add x15, x10, x16
	add x15, x15, #16
	add x16, x12, x16
	add x16, x16, #16
.LBB_938:
	ldr d0, [x15]
	ldur d1, [x15, #-16]
	eor v0.8b, v1.8b, v0.8b
	cmeq v0.8b, v0.8b, v11.8b
	and v0.8b, v0.8b, v12.8b
	str d0, [x16], #8
	add x15, x15, #8
	adds x14, x14, #8
	b.ne .LBB_938
	cmp x13, x11
	b.eq .LBB_859
	b .LBB_857
.LBB_940:
	ldr x8, [sp, #160]
	cbz x8, .LBB_942
	lsl x1, x8, #4
	ldr x0, [sp, #664]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_942:
	ldr x8, [sp, #528]
	str x8, [sp, #624]
	ldr x15, [sp, #152]
	mov w13, #15375
	ldr x14, [sp, #16]
	mov w16, #14350
	cbnz x15, .LBB_79
	b .LBB_974
.LBB_943:
	cmp x1, #21
	b.hs .LBB_946
	ldr x0, [sp, #664]
	ldr x1, [sp, #744]
	bl core::slice::sort::shared::smallsort::insertion_sort_shift_left
.LBB_945:
	ldr x23, [sp, #656]
	ldr x26, [sp, #688]
	ldr x22, [sp, #560]
	b .LBB_152
.LBB_946:
	sub x2, x29, #81
	ldr x0, [sp, #664]
	ldr x1, [sp, #744]
	bl core::slice::sort::unstable::ipnsort
	b .LBB_945
.LBB_947:
	mov x21, #0
	ldr x8, [sp, #768]
	lsl x19, x8, #3
	ldr x8, [sp, #584]
	sub x22, x8, #1
	mov w26, #1
.LBB_948:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1093
	mov x23, x0
	mov x1, x20
	mov x2, x24
	bl memcpy
	ldr x25, [sp, #680]
	str x25, [sp, #1568]
	str x23, [sp, #1576]
	str x25, [sp, #1584]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1094
	mov x23, x0
	mov x1, x27
	mov x2, x19
	bl memcpy
	str x25, [sp, #1592]
	str x23, [sp, #1600]
	str x25, [sp, #1608]
	ldr q0, [sp, #1600]
	str q0, [sp, #1472]
	ldr q1, [sp, #1568]
	ldr q2, [sp, #1584]
	str q1, [sp, #1440]
	str q2, [sp, #1456]
	stp q1, q2, [x28]
	str q0, [x28, #32]
	add x28, x28, #48
	add x21, x21, #1
	cmp x22, x21
	b.ne .LBB_948
.LBB_951:
	ldr q0, [sp, #1344]
	ldr q1, [sp, #1312]
	ldr q2, [sp, #1328]
	stp q1, q2, [x28]
	str q0, [x28, #32]
	ldr x8, [sp, #584]
	str x8, [sp, #1184]
	add x8, sp, #1224
	ldr q0, [x8]
	str q0, [sp, #1168]
	ldr x8, [sp, #760]
	lsl x20, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x20
	mov w1, #8
	bl __rustc::__rust_alloc
	str x0, [sp, #544]
	cbz x0, .LBB_1133
	mov x22, #0
	mov w9, #48
	mov w19, #8
.LBB_953:
	ldr x8, [sp, #672]
	madd x2, x22, x9, x8
	add x0, sp, #1568
	add x1, sp, #792
	bl kernel_sliding::bound::lines
	ldr x26, [sp, #1568]
	ldr x24, [sp, #1576]
	ldr x8, [sp, #1584]
	ldr x21, [sp, #1592]
	ldr x27, [sp, #1600]
	ldr x9, [sp, #1608]
	cmp x9, x8
	csel x25, x9, x8, lo
	lsl x23, x25, #3
	lsr x8, x25, #60
	cbnz x8, .LBB_972
	cbz x25, .LBB_961
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_973
	mov x28, x0
	cmp x25, #7
	b.hi .LBB_967
	mov x8, #0
.LBB_959:
	lsl x11, x8, #3
	add x9, x28, x11
	add x10, x27, x11
	add x11, x24, x11
	sub x8, x25, x8
.LBB_960:
	ldr d0, [x11], #8
	ldr d1, [x10], #8
	fadd d0, d0, d1
	str d0, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_960
	b .LBB_962
.LBB_961:
	mov w28, #8
.LBB_962:
	cbz x21, .LBB_964
	lsl x1, x21, #3
	mov x0, x27
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_964:
	cbz x26, .LBB_966
	lsl x1, x26, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_966:
	ldr x8, [sp, #544]
	mov w9, #24
	madd x8, x22, x9, x8
	stp x25, x28, [x8]
	str x25, [x8, #16]
	add x22, x22, #1
	ldr x21, [sp, #584]
	cmp x22, x21
	add x24, sp, #848
	add x27, x24, #168
	mov w9, #48
	b.ne .LBB_953
	b .LBB_979
.LBB_967:
	mov x8, #0
	sub x9, x28, x24
	cmp x9, #64
	b.lo .LBB_959
	sub x9, x28, x27
	cmp x9, #64
	b.lo .LBB_959
	and x8, x25, #0xffffffffffffff8
	add x9, x24, #32
	add x10, x28, #32
	add x11, x27, #32
	and x12, x25, #0xffffffffffffff8
.LBB_970:
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
	b.ne .LBB_970
	cmp x25, x8
	b.ne .LBB_959
	b .LBB_962
.LBB_972:
	mov x19, #0
.LBB_973:
	mov x0, x19
	mov x1, x23
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_974:
	mov w8, #40
	ldr x9, [sp, #352]
	str x9, [sp, #1568]
	str x9, [sp, #1576]
	ldr x10, [sp, #584]
	madd x8, x10, x8, x9
	str x23, [sp, #1584]
	str x8, [sp, #1592]
	ldr x8, [sp, #752]
	str x8, [sp, #1600]
	str x22, [sp, #1608]
	add x8, sp, #784
	str x8, [sp, #1616]
	mov w20, #0
	add x1, sp, #1568
	ldr x0, [sp, #416]
	bl alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	ldr x0, [sp, #1240]
	ldr x1, [sp, #1248]
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #1200
	bl core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	add x0, sp, #1168
	bl core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	ldr x8, [sp, #1144]
	cbz x8, .LBB_977
	ldr x0, [sp, #1152]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_977:
	add x0, sp, #848
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	add x0, sp, #792
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	add sp, sp, #1904
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
.LBB_978:
	mov x26, x8
	b .LBB_985
.LBB_979:
	str x21, [sp, #1200]
	ldr x8, [sp, #544]
	str x8, [sp, #1208]
	str x21, [sp, #1216]
	add x8, x21, x21, lsl #2
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_1165
	cmp x21, #2
	ldr x26, [sp, #688]
	ldr x22, [sp, #560]
	str x0, [sp, #352]
	b.lo .LBB_990
	sub x9, x21, #1
	movi v0.2d, #0000000000000000
	mov x8, x0
.LBB_982:
	strb wzr, [x8, #32]
	stp q0, q0, [x8]
	add x8, x8, #40
	subs x9, x9, #1
	b.ne .LBB_982
	ldr x23, [sp, #584]
	b .LBB_991
.LBB_984:
	mov x26, x8
	mov x24, x16
.LBB_985:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	ldr x23, [sp, #656]
	b .LBB_993
.LBB_986:
	mov x26, x8
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	ldr x23, [sp, #656]
	ldr x24, [sp, #760]
	b .LBB_993
.LBB_987:
	mov x26, x8
	b .LBB_989
.LBB_988:
	mov x26, x8
	mov x24, x11
.LBB_989:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	b .LBB_993
.LBB_990:
	mov w23, #1
	mov x8, x0
.LBB_991:
	strb wzr, [x8, #32]
	movi v0.2d, #0000000000000000
	stp q0, q0, [x8]
	b .LBB_75
.LBB_992:
	mov x0, #0
	mov x26, x14
	mov w24, #1025
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
.LBB_993:
	mov x1, x26
	mov x2, x24
	ldr x20, [sp, #160]
	bl core::slice::index::slice_index_fail
	b .LBB_1166
.LBB_994:
	mov x26, x2
.LBB_995:
	ldr x24, [sp, #744]
	mov x1, x24
	b .LBB_1007
.LBB_996:
	mov x26, x3
	b .LBB_1006
.LBB_997:
	mov x26, x1
	b .LBB_1009
.LBB_998:
	mov x26, x14
	b .LBB_1009
.LBB_999:
	mov x24, x8
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	b .LBB_1014
.LBB_1000:
	mov x24, x8
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	b .LBB_1014
.LBB_1001:
	ldr x23, [sp, #656]
.LBB_1002:
	ldr x1, [sp, #536]
.LBB_1003:
	ldr x20, [sp, #160]
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	b .LBB_1011
.LBB_1004:
	mov x26, x18
	b .LBB_995
.LBB_1005:
	mov x26, x17
.LBB_1006:
	mov x1, x8
	mov x24, x8
.LBB_1007:
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
	ldr x23, [sp, #656]
	b .LBB_1010
.LBB_1008:
	mov x26, x15
.LBB_1009:
	ldr x24, [sp, #744]
	mov x1, x24
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
.LBB_1010:
	ldr x20, [sp, #160]
.LBB_1011:
	mov x0, x26
	mov x2, x24
	bl core::slice::index::slice_index_fail
	b .LBB_1166
.LBB_1012:
	mov x24, x8
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	b .LBB_1014
.LBB_1013:
	mov x24, x8
	adrp x2, .Lanon.9
	add x2, x2, :lo12:.Lanon.9
.LBB_1014:
	ldr x23, [sp, #656]
	ldr x20, [sp, #160]
	add x0, x26, x28
	b .LBB_1089
.LBB_1015:
	adrp x0, .Lanon.10
	add x0, x0, :lo12:.Lanon.10
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	mov w1, #19
	ldr x20, [sp, #160]
	bl core::panicking::panic_fmt
	b .LBB_1166
.LBB_1016:
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_993
.LBB_1017:
	mov x26, x8
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_993
.LBB_1018:
	adrp x0, .Lanon.13
	add x0, x0, :lo12:.Lanon.13
	adrp x3, .Lanon.14
	add x3, x3, :lo12:.Lanon.14
	adrp x4, .Lanon.15
	add x4, x4, :lo12:.Lanon.15
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_1019:
	ldr x0, [sp, #680]
	mov x26, x2
	mov x24, x2
	adrp x3, .Lanon.16
	add x3, x3, :lo12:.Lanon.16
	ldr x23, [sp, #656]
	b .LBB_993
.LBB_1020:
	ldr x26, [sp, #680]
	ldr x1, [sp, #552]
	mov x24, x16
	b .LBB_1003
.LBB_1021:
	ldr x0, [sp, #680]
	mov x26, x17
	mov x24, x17
	adrp x3, .Lanon.17
	add x3, x3, :lo12:.Lanon.17
	b .LBB_993
.LBB_1022:
	ldr x1, [sp, #552]
	mov x24, x11
	b .LBB_1003
.LBB_1023:
	mov w0, #16
	mov x26, x11
	mov x24, x11
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_993
.LBB_1024:
	mov x26, x8
.LBB_1025:
	ldr x23, [sp, #656]
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_993
.LBB_1026:
	str x11, [sp, #768]
	str x8, [sp, #736]
	adrp x8, .Lanon.19
	add x8, x8, :lo12:.Lanon.19
	b .LBB_1062
.LBB_1027:
	str x11, [sp, #768]
	str x8, [sp, #736]
	adrp x8, .Lanon.20
	add x8, x8, :lo12:.Lanon.20
	b .LBB_1062
.LBB_1028:
	str x0, [sp, #768]
.LBB_1029:
	mov w8, #1025
	str x8, [sp, #736]
	adrp x8, .Lanon.21
	add x8, x8, :lo12:.Lanon.21
	b .LBB_1062
.LBB_1030:
	str x4, [sp, #768]
	str x0, [sp, #736]
	adrp x8, .Lanon.22
	add x8, x8, :lo12:.Lanon.22
	b .LBB_1062
.LBB_1031:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x19, #8]
	mov w8, #1
	strb w8, [x19, #16]
	ldr x23, [sp, #656]
	ldr x26, [sp, #688]
	ldr x22, [sp, #560]
	add x24, sp, #848
	add x27, x24, #168
	b .LBB_77
.LBB_1033:
	ldr x26, [sp, #680]
	b .LBB_1035
.LBB_1034:
	mov x26, x9
.LBB_1035:
	mov x24, x16
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_993
.LBB_1036:
	str x1, [sp, #736]
	str x17, [sp, #768]
	adrp x8, .Lanon.23
	add x8, x8, :lo12:.Lanon.23
	b .LBB_1062
.LBB_1037:
	mov x26, x8
.LBB_1038:
	mov x24, x11
	adrp x3, .Lanon.12
	add x3, x3, :lo12:.Lanon.12
	b .LBB_993
.LBB_1039:
	str x11, [sp, #768]
	str x8, [sp, #736]
	adrp x8, .Lanon.24
	add x8, x8, :lo12:.Lanon.24
	b .LBB_1062
.LBB_1040:
	str x11, [sp, #768]
	str x8, [sp, #736]
	adrp x8, .Lanon.25
	add x8, x8, :lo12:.Lanon.25
	b .LBB_1062
.LBB_1041:
	mov x0, x20
	b .LBB_1053
.LBB_1042:
	str x20, [sp, #768]
	b .LBB_1063
.LBB_1043:
	str x0, [sp, #768]
	b .LBB_1063
.LBB_1044:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	b .LBB_1046
.LBB_1045:
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
.LBB_1046:
	mov x0, x15
	b .LBB_1087
.LBB_1047:
	str x0, [sp, #768]
.LBB_1048:
	str x17, [sp, #736]
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	b .LBB_1062
.LBB_1049:
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1062
.LBB_1050:
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
	mov x0, x19
	b .LBB_1087
.LBB_1051:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	mov x0, x19
	b .LBB_1087
.LBB_1052:
	mov x0, x21
.LBB_1053:
	mov w24, #16
	adrp x2, .Lanon.30
	add x2, x2, :lo12:.Lanon.30
	b .LBB_1087
.LBB_1054:
	str x16, [sp, #768]
	str x22, [sp, #736]
	adrp x8, .Lanon.31
	add x8, x8, :lo12:.Lanon.31
	b .LBB_1062
.LBB_1055:
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
	b .LBB_1057
.LBB_1056:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
.LBB_1057:
	mov x0, x19
	mov x24, x16
	b .LBB_1087
.LBB_1058:
	str x19, [sp, #768]
	adrp x8, .Lanon.32
	add x8, x8, :lo12:.Lanon.32
	b .LBB_1062
.LBB_1059:
	adrp x0, .Lanon.13
	add x0, x0, :lo12:.Lanon.13
	adrp x3, .Lanon.14
	add x3, x3, :lo12:.Lanon.14
	adrp x4, .Lanon.15
	add x4, x4, :lo12:.Lanon.15
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_1166
.LBB_1060:
	mov x9, #-1
	str x9, [sp, #768]
.LBB_1061:
	str x8, [sp, #736]
	adrp x8, .Lanon.33
	add x8, x8, :lo12:.Lanon.33
.LBB_1062:
	str x8, [sp, #8]
.LBB_1063:
	ldr x0, [sp, #768]
	ldr x1, [sp, #736]
	ldr x2, [sp, #8]
	ldr x23, [sp, #656]
	ldr x20, [sp, #160]
	bl core::panicking::panic_bounds_check
	b .LBB_1166
.LBB_1064:
	ldr x24, [sp, #736]
	adrp x2, .Lanon.34
	add x2, x2, :lo12:.Lanon.34
	b .LBB_1087
.LBB_1065:
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
	b .LBB_1067
.LBB_1066:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
.LBB_1067:
	mov x0, x19
	mov x24, x11
	b .LBB_1088
.LBB_1068:
	mov w20, #1
	adrp x2, .Lanon.35
	add x2, x2, :lo12:.Lanon.35
	ldr x1, [sp, #560]
	ldr x23, [sp, #656]
	bl core::panicking::panic_bounds_check
	b .LBB_1166
.LBB_1069:
	mov x0, x20
	b .LBB_1072
.LBB_1070:
	str x16, [sp, #768]
	str x22, [sp, #736]
	adrp x8, .Lanon.36
	add x8, x8, :lo12:.Lanon.36
	b .LBB_1062
.LBB_1071:
	mov x0, x21
.LBB_1072:
	mov w24, #16
	adrp x2, .Lanon.37
	add x2, x2, :lo12:.Lanon.37
	b .LBB_1087
.LBB_1073:
	str x19, [sp, #768]
	adrp x8, .Lanon.38
	add x8, x8, :lo12:.Lanon.38
	b .LBB_1062
.LBB_1074:
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1062
.LBB_1075:
	str x10, [sp, #768]
.LBB_1076:
	str x13, [sp, #736]
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1062
.LBB_1077:
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
	mov x0, x8
	b .LBB_1087
.LBB_1078:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	mov x0, x8
	b .LBB_1087
.LBB_1079:
	str x5, [sp, #768]
	adrp x8, .Lanon.38
	add x8, x8, :lo12:.Lanon.38
	b .LBB_1062
.LBB_1080:
	mov x0, x19
	b .LBB_1092
.LBB_1081:
	str x10, [sp, #768]
	str x10, [sp, #736]
	adrp x8, .Lanon.41
	add x8, x8, :lo12:.Lanon.41
	b .LBB_1062
.LBB_1082:
	mov x0, x19
	b .LBB_1106
.LBB_1083:
	mov x0, x8
.LBB_1084:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	b .LBB_1087
.LBB_1085:
	mov x0, x9
.LBB_1086:
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
.LBB_1087:
	ldr x23, [sp, #656]
.LBB_1088:
	ldr x20, [sp, #160]
.LBB_1089:
	mov x1, x24
	bl core::panicking::panic_bounds_check
	b .LBB_1166
.LBB_1090:
	str x2, [sp, #768]
	str x2, [sp, #736]
	adrp x8, .Lanon.42
	add x8, x8, :lo12:.Lanon.42
	b .LBB_1062
.LBB_1091:
	mov x0, x7
.LBB_1092:
	mov w24, #16
	adrp x2, .Lanon.30
	add x2, x2, :lo12:.Lanon.30
	b .LBB_1088
.LBB_1093:
	mov x26, #0
	b .LBB_1095
.LBB_1094:
	mov x24, x19
.LBB_1095:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_1096:
	str x1, [sp, #768]
	str x0, [sp, #736]
	adrp x8, .Lanon.43
	add x8, x8, :lo12:.Lanon.43
	b .LBB_1062
.LBB_1097:
	str x11, [sp, #768]
	str x0, [sp, #736]
	adrp x8, .Lanon.44
	add x8, x8, :lo12:.Lanon.44
	b .LBB_1062
.LBB_1098:
	str x11, [sp, #768]
	str x17, [sp, #736]
	adrp x8, .Lanon.44
	add x8, x8, :lo12:.Lanon.44
	b .LBB_1062
.LBB_1099:
	str x18, [sp, #768]
	str x17, [sp, #736]
	adrp x8, .Lanon.43
	add x8, x8, :lo12:.Lanon.43
	b .LBB_1062
.LBB_1100:
	str x20, [sp, #768]
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1062
.LBB_1101:
	str x17, [sp, #768]
	b .LBB_1048
.LBB_1102:
	str x20, [sp, #768]
	adrp x8, .Lanon.32
	add x8, x8, :lo12:.Lanon.32
	b .LBB_1062
.LBB_1103:
	str x20, [sp, #768]
	adrp x8, .Lanon.38
	add x8, x8, :lo12:.Lanon.38
	b .LBB_1062
.LBB_1104:
	str x21, [sp, #768]
	b .LBB_1063
.LBB_1105:
	mov x0, x7
.LBB_1106:
	mov w24, #16
	adrp x2, .Lanon.37
	add x2, x2, :lo12:.Lanon.37
	b .LBB_1088
.LBB_1107:
	str x11, [sp, #736]
	mov w8, #1024
	str x8, [sp, #768]
	adrp x8, .Lanon.45
	add x8, x8, :lo12:.Lanon.45
	b .LBB_1062
.LBB_1108:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_1109:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_1110:
	mov w0, #2
	mov w1, #32800
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_1111:
	adrp x0, .Lanon.13
	add x0, x0, :lo12:.Lanon.13
	adrp x3, .Lanon.14
	add x3, x3, :lo12:.Lanon.14
	adrp x4, .Lanon.15
	add x4, x4, :lo12:.Lanon.15
	sub x2, x29, #81
	mov w1, #23
	ldr x20, [sp, #160]
	bl core::result::unwrap_failed
	b .LBB_1166
.LBB_1112:
	str x22, [sp, #768]
	b .LBB_1063
.LBB_1113:
	str x30, [sp, #768]
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1062
.LBB_1114:
	str x30, [sp, #768]
	b .LBB_1048
.LBB_1115:
	str x13, [sp, #768]
	b .LBB_1076
.LBB_1116:
	str x20, [sp, #768]
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1062
.LBB_1117:
	mov x0, x9
	mov x24, x16
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
	b .LBB_1088
.LBB_1118:
	mov x0, x8
	mov x24, x16
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	b .LBB_1088
.LBB_1119:
	str x10, [sp, #768]
	b .LBB_1063
.LBB_1120:
	str x10, [sp, #768]
	adrp x8, .Lanon.32
	add x8, x8, :lo12:.Lanon.32
	b .LBB_1062
.LBB_1121:
	str x8, [sp, #768]
	adrp x8, .Lanon.46
	add x8, x8, :lo12:.Lanon.46
	b .LBB_1062
.LBB_1122:
	mov x0, x9
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
	b .LBB_1088
.LBB_1123:
	mov x0, x8
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	b .LBB_1088
.LBB_1124:
	str x10, [sp, #768]
	adrp x8, .Lanon.38
	add x8, x8, :lo12:.Lanon.38
	b .LBB_1062
.LBB_1125:
	mov x0, x9
	mov x24, x11
.LBB_1126:
	adrp x2, .Lanon.27
	add x2, x2, :lo12:.Lanon.27
	b .LBB_1088
.LBB_1127:
	mov x0, x8
	mov x24, x11
.LBB_1128:
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	b .LBB_1088
.LBB_1129:
	str x3, [sp, #768]
	b .LBB_1063
.LBB_1130:
	str x22, [sp, #768]
	b .LBB_1076
.LBB_1131:
	str x22, [sp, #768]
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1062
.LBB_1132:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_1133:
	mov w0, #8
	mov x1, x20
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_1134:
	str xzr, [sp, #768]
	str xzr, [sp, #736]
	b .LBB_1063
.LBB_1135:
	mov x24, x9
	ldr x20, [sp, #160]
	adrp x2, .Lanon.47
	add x2, x2, :lo12:.Lanon.47
	ldr x0, [sp, #424]
	b .LBB_1089
.LBB_1136:
	mov x0, x25
	mov x24, x23
	adrp x2, .Lanon.48
	add x2, x2, :lo12:.Lanon.48
	b .LBB_1088
.LBB_1137:
	str xzr, [sp, #768]
	str xzr, [sp, #736]
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1062
.LBB_1138:
	str x11, [sp, #736]
	mov w8, #1
	b .LBB_1154
.LBB_1139:
	str x11, [sp, #736]
	mov w8, #10
	b .LBB_1154
.LBB_1140:
	str x11, [sp, #736]
	mov w8, #11
	b .LBB_1154
.LBB_1141:
	str x11, [sp, #736]
	mov w8, #2
	b .LBB_1154
.LBB_1142:
	str x11, [sp, #736]
	mov w8, #3
	b .LBB_1154
.LBB_1143:
	str x11, [sp, #736]
	mov w8, #15
	b .LBB_1154
.LBB_1144:
	str x11, [sp, #736]
	mov w8, #4
	b .LBB_1154
.LBB_1145:
	str x11, [sp, #736]
	mov w8, #12
	b .LBB_1154
.LBB_1146:
	str x11, [sp, #736]
	mov w8, #5
	b .LBB_1154
.LBB_1147:
	str x11, [sp, #736]
	mov w8, #13
	b .LBB_1154
.LBB_1148:
	str x11, [sp, #736]
	mov w8, #14
	b .LBB_1154
.LBB_1149:
	str xzr, [sp, #768]
	str xzr, [sp, #736]
	adrp x8, .Lanon.50
	add x8, x8, :lo12:.Lanon.50
	b .LBB_1062
.LBB_1150:
	str x11, [sp, #736]
	mov w8, #8
	b .LBB_1154
.LBB_1151:
	str x11, [sp, #736]
	mov w8, #7
	b .LBB_1154
.LBB_1152:
	str x11, [sp, #736]
	mov w8, #6
	b .LBB_1154
.LBB_1153:
	str x11, [sp, #736]
	mov w8, #9
.LBB_1154:
	str x8, [sp, #768]
	adrp x8, .Lanon.49
	add x8, x8, :lo12:.Lanon.49
	b .LBB_1062
.LBB_1155:
	str x8, [sp, #736]
	mov w8, #1024
	str x8, [sp, #768]
	adrp x8, .Lanon.51
	add x8, x8, :lo12:.Lanon.51
	b .LBB_1062
.LBB_1156:
	str x13, [sp, #768]
	b .LBB_1029
.LBB_1157:
	str x16, [sp, #768]
	str x13, [sp, #736]
	adrp x8, .Lanon.22
	add x8, x8, :lo12:.Lanon.22
	b .LBB_1062
.LBB_1158:
	str xzr, [sp, #768]
	str xzr, [sp, #736]
	adrp x8, .Lanon.28
	add x8, x8, :lo12:.Lanon.28
	b .LBB_1062
.LBB_1159:
	str xzr, [sp, #768]
	adrp x8, .Lanon.29
	add x8, x8, :lo12:.Lanon.29
	b .LBB_1062
.LBB_1160:
	str xzr, [sp, #768]
	adrp x8, .Lanon.32
	add x8, x8, :lo12:.Lanon.32
	b .LBB_1062
.LBB_1161:
	str xzr, [sp, #768]
	adrp x8, .Lanon.38
	add x8, x8, :lo12:.Lanon.38
	b .LBB_1062
.LBB_1162:
	str xzr, [sp, #768]
	adrp x8, .Lanon.39
	add x8, x8, :lo12:.Lanon.39
	b .LBB_1062
.LBB_1163:
	str xzr, [sp, #768]
	str xzr, [sp, #736]
	adrp x8, .Lanon.40
	add x8, x8, :lo12:.Lanon.40
	b .LBB_1062
.LBB_1164:
	mov w20, #1
	mov w0, #8
	mov w1, #64
	bl alloc::raw_vec::handle_error
	b .LBB_1166
.LBB_1165:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
.LBB_1166:
	brk #0x1
.LBB_1167:
	str x10, [sp, #768]
	b .LBB_1029
.LBB_1168:
	str x14, [sp, #768]
	str x10, [sp, #736]
	adrp x8, .Lanon.22
	add x8, x8, :lo12:.Lanon.22
	b .LBB_1062
	mov x19, x0
	ldr x23, [sp, #656]
	b .LBB_1212
	b .LBB_1203
	mov x19, x0
	ldr x8, [sp, #1568]
	cbz x8, .LBB_1173
	ldr x0, [sp, #1576]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1173:
	mov w20, #1
	ldr x23, [sp, #656]
	b .LBB_1208
	mov x19, x0
	ldr x23, [sp, #584]
	b .LBB_1215
	mov x19, x0
	b .LBB_1227
	mov x19, x0
	cbz x23, .LBB_1247
	lsl x1, x23, #3
	b .LBB_1230
	mov x19, x0
	cbz x22, .LBB_1225
	b .LBB_1237
	b .LBB_1203
	mov x19, x0
	b .LBB_1249
	mov x19, x0
	mov x0, x24
	mov w1, #16400
	mov w2, #1
	bl __rustc::__rust_dealloc
	b .LBB_1183
	mov x19, x0
.LBB_1183:
	mov x0, x20
	mov w1, #16400
	mov w2, #1
	bl __rustc::__rust_dealloc
	b .LBB_1185
	mov x19, x0
.LBB_1185:
	ldr x8, [sp, #1440]
	cbz x8, .LBB_1188
	ldr x0, [sp, #1448]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1188
	mov x19, x0
.LBB_1188:
	ldr x8, [sp, #1312]
	cbz x8, .LBB_1191
	ldr x0, [sp, #1320]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1191
	mov x19, x0
.LBB_1191:
	ldr x8, [sp, #1224]
	cbz x8, .LBB_1194
	ldr x0, [sp, #1232]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1194
	mov x19, x0
.LBB_1194:
	ldur x8, [x29, #-144]
	cbz x8, .LBB_1250
	ldur x0, [x29, #-136]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1250
	mov x19, x0
	add x0, sp, #1568
	mov x1, x26
	bl core::ptr::drop_in_place<core::array::Guard<alloc::vec::Vec<f64>>>
	str x21, [sp, #1240]
	add x0, sp, #1312
	bl core::ptr::drop_in_place<[alloc::vec::Vec<f64>; 2]>
	add x0, sp, #1224
	bl core::ptr::drop_in_place<alloc::vec::Vec<[alloc::vec::Vec<f64>; 2]>>
	b .LBB_1247
	mov x19, x0
	b .LBB_1208
	b .LBB_1200
.LBB_1200:
	mov x19, x0
	b .LBB_1250
	b .LBB_1203
.LBB_1203:
	mov x19, x0
	ldr x23, [sp, #656]
	ldr x20, [sp, #160]
	b .LBB_1205
	mov x19, x0
.LBB_1205:
	cbz x20, .LBB_1207
	lsl x1, x20, #4
	ldr x0, [sp, #664]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1207:
	mov w20, #1
.LBB_1208:
	ldr x9, [sp, #1248]
	cbz x9, .LBB_1211
	add x8, x9, x9, lsl #1
	lsl x8, x8, #3
	add x9, x8, x9
	adds x1, x9, #33
	b.eq .LBB_1211
	ldr x9, [sp, #1240]
	sub x8, x9, x8
	sub x0, x8, #24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1211:
	tbz w20, #0, .LBB_1214
.LBB_1212:
	cbz x23, .LBB_1214
	add x8, x23, x23, lsl #2
	lsl x1, x8, #3
	ldr x0, [sp, #352]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1214:
	cbz x23, .LBB_1227
.LBB_1215:
	ldr x8, [sp, #544]
	add x20, x8, #8
	mov x21, x23
	b .LBB_1217
.LBB_1216:
	add x20, x20, #24
	subs x21, x21, #1
	b.eq .LBB_1219
.LBB_1217:
	ldur x8, [x20, #-8]
	cbz x8, .LBB_1216
	ldr x0, [x20]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1216
.LBB_1219:
	add x8, x23, x23, lsl #1
	lsl x1, x8, #3
	ldr x0, [sp, #544]
	b .LBB_1226
	mov x19, x0
	cbnz x21, .LBB_1223
	cbnz x26, .LBB_1224
.LBB_1222:
	cbz x22, .LBB_1225
	b .LBB_1237
.LBB_1223:
	lsl x1, x21, #3
	mov x0, x27
	mov w2, #8
	bl __rustc::__rust_dealloc
	cbz x26, .LBB_1222
.LBB_1224:
	lsl x1, x26, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
	cbnz x22, .LBB_1237
.LBB_1225:
	ldr x0, [sp, #544]
	mov x1, x20
.LBB_1226:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1227:
	ldr x20, [sp, #1176]
	ldr x21, [sp, #1184]
	cbnz x21, .LBB_1231
.LBB_1228:
	ldr x8, [sp, #1168]
	cbz x8, .LBB_1247
	add x8, x8, x8, lsl #1
	lsl x1, x8, #4
.LBB_1230:
	mov x0, x20
	b .LBB_1245
.LBB_1231:
	add x22, x20, #32
	b .LBB_1233
.LBB_1232:
	add x22, x22, #48
	subs x21, x21, #1
	b.eq .LBB_1228
.LBB_1233:
	ldur x8, [x22, #-32]
	cbz x8, .LBB_1235
	ldur x0, [x22, #-24]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1235:
	ldur x8, [x22, #-8]
	cbz x8, .LBB_1232
	ldr x0, [x22]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1232
.LBB_1237:
	ldr x8, [sp, #544]
	add x21, x8, #8
	b .LBB_1239
.LBB_1238:
	add x21, x21, #24
	subs x22, x22, #1
	b.eq .LBB_1225
.LBB_1239:
	ldur x8, [x21, #-8]
	cbz x8, .LBB_1238
	ldr x0, [x21]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_1238
	mov x19, x0
	cbz x21, .LBB_1243
	lsl x1, x21, #3
	mov x0, x20
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_1243:
	cbz x26, .LBB_1247
	lsl x1, x26, #3
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
