# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
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
	sub sp, sp, #2032
	str xzr, [sp]
	add x23, sp, #1696
	mov x19, x1
	str x0, [sp, #496]
	ldp x24, x26, [x1, #16]
	add x8, x26, x26, lsl #1
	mov x21, x24
	lsl x20, x8, #4
	add x25, x24, x8, lsl #4
	mov w8, #1025
	dup v0.2d, x8
	mov x22, x20
	str q0, [sp, #672]
.LBB_1:
	cbz x22, .LBB_9
	add x0, sp, #768
	mov x1, x21
	bl kernel_sliding::raw_lengths
	ldp q1, q0, [sp, #768]
	ldr q2, [sp, #672]
	cmhi v0.2d, v0.2d, v2.2d
	cmhi v1.2d, v1.2d, v2.2d
	uzp1 v0.4s, v1.4s, v0.4s
	umaxv s0, v0.4s
	fmov w8, s0
	tbnz w8, #0, .LBB_8
	ldr x8, [sp, #800]
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #16]
	tbnz x8, #63, .LBB_705
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #24]
	tbnz x8, #63, .LBB_705
	add x21, x21, #48
	sub x22, x22, #48
	cmp x8, #1026
	b.lo .LBB_1
.LBB_8:
	ldr x8, [sp, #496]
	mov x0, x19
	add sp, sp, #2032
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
	b kernel_sliding::sweep
.LBB_9:
	str x25, [sp, #408]
	ldp x1, x25, [x19]
	add x0, sp, #704
	mov x3, x24
	mov x4, x26
	mov x2, x25
	str x25, [sp, #696]
	str x1, [sp, #512]
	bl kernel_sliding::grid_for
	str x24, [sp, #480]
	cbz x26, .LBB_22
	add x8, sp, #768
	add x0, x8, #8
	mov x1, x24
	bl kernel_sliding::raw_lengths
	ldr x24, [sp, #512]
	ldr x8, [sp, #776]
	ldr x9, [sp, #784]
	ldr x10, [sp, #792]
	cmp x8, x9
	csel x8, x8, x9, hi
	ldr x11, [sp, #800]
	ldr x12, [sp, #808]
	cmp x8, x10
	csel x8, x8, x10, hi
	cmp x8, x11
	csel x8, x8, x11, hi
	cmp x8, x12
	csel x21, x8, x12, hi
	cmp x26, #1
	b.eq .LBB_15
	ldr x8, [sp, #480]
	mov x9, #-6148914691236517206
	movk x9, #43691
	add x19, x8, #48
	sub x8, x20, #48
	umulh x8, x8, x9
	lsr x22, x8, #5
.LBB_13:
	add x0, sp, #768
	mov x1, x19
	bl kernel_sliding::raw_lengths
	ldp q1, q0, [sp, #768]
	ptrue p0.d, vl2
	ldr x8, [sp, #800]
	add x19, x19, #48
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
	ldr x8, [sp, #480]
	cmp x21, #0
	cset w9, ne
	ldr x8, [x8, #16]
	tbnz x8, #63, .LBB_717
	ldr x10, [sp, #480]
	ldr x10, [x10, #24]
	tbnz x10, #63, .LBB_717
	sub x9, x21, x9
	cmp x10, x8
	csel x8, x10, x8, hi
	cmp x26, #1
	str x9, [sp, #600]
	b.eq .LBB_23
	mov x10, #-6148914691236517206
	sub x9, x20, #48
	movk x10, #43691
	umulh x9, x9, x10
	ldr x10, [sp, #480]
	lsr x9, x9, #5
	add x10, x10, #72
.LBB_19:
	ldur x11, [x10, #-8]
	tbnz x11, #63, .LBB_717
	ldr x12, [x10], #48
	tbnz x12, #63, .LBB_717
	cmp x12, x11
	csel x11, x12, x11, hi
	cmp x8, x11
	csel x8, x8, x11, hi
	subs x9, x9, #1
	b.ne .LBB_19
	b .LBB_23
.LBB_22:
	ldr x24, [sp, #512]
	str xzr, [sp, #600]
.LBB_23:
	cmp x8, #0
	cset w9, ne
	movi v0.2d, #0000000000000000
	add x10, sp, #768
	sub x8, x8, x9
	cmp x26, #0
	csel x19, xzr, x8, eq
	stp q0, q0, [x10, #64]
	stp q0, q0, [x10, #96]
	stp q0, q0, [x10, #304]
	stp q0, q0, [x10, #336]
	stp q0, q0, [x10, #368]
	stp q0, q0, [x10, #400]
	stp q0, q0, [sp, #768]
	stp q0, q0, [sp, #800]
	str x19, [sp, #760]
	add x0, sp, #1480
	add x1, sp, #768
	add x2, x19, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	add x20, sp, #768
	stp q0, q0, [x20, #64]
	stp q0, q0, [x20, #96]
	stp q0, q0, [sp, #768]
	stp q0, q0, [sp, #800]
	add x0, sp, #1568
	add x1, sp, #768
	add x2, x19, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	add x8, sp, #1225
	ldr x9, [sp, #1584]
	ldur q0, [x8, #255]
	ldr x8, [sp, #1496]
	str x9, [sp, #1736]
	str x8, [sp, #1712]
	str q0, [x20, #928]
	ldr q0, [x20, #800]
	stur q0, [x23, #24]
	movi v0.2d, #0000000000000000
	stp q0, q0, [x20, #64]
	stp q0, q0, [x20, #96]
	stp q0, q0, [sp, #768]
	stp q0, q0, [sp, #800]
	add x0, sp, #1280
	add x1, sp, #768
	add x2, x19, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	stp q0, q0, [x20, #64]
	stp q0, q0, [x20, #96]
	stp q0, q0, [sp, #768]
	stp q0, q0, [sp, #800]
	add x0, sp, #1480
	add x1, sp, #768
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	stp q0, q0, [x20, #64]
	stp q0, q0, [x20, #96]
	stp q0, q0, [sp, #768]
	stp q0, q0, [sp, #800]
	add x0, sp, #1568
	add x1, sp, #768
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_721
	mov x21, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #32800
	mov w1, #2
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_722
	add x8, sp, #768
	movi v0.2d, #0000000000000000
	add x11, sp, #768
	mov x9, #-1009
	ldr x10, [sp, #1496]
	add x22, sp, #1696
	str x21, [sp, #896]
	add x8, x8, #168
	add x23, sp, #768
	str x0, [sp, #920]
	stp q0, q0, [x8, #96]
	str x8, [sp, #520]
	mov w8, #1025
	stur q0, [x11, #248]
	stur q0, [x11, #232]
	stur q0, [x11, #216]
	stur q0, [x11, #200]
	stur q0, [x11, #184]
	stur q0, [x11, #168]
	str x8, [sp, #888]
	index z0.d, x8, x9
	add x9, sp, #1696
	ldp q1, q2, [x9]
	ldr q3, [x9, #32]
	add x9, sp, #1225
	mov w8, #16
	str x10, [sp, #856]
	str x8, [sp, #928]
	stp q1, q2, [sp, #768]
	ldr q1, [x11, #512]
	stur q0, [x11, #136]
	stp q3, q1, [sp, #800]
	ldur q1, [x9, #255]
	ldr x9, [sp, #1296]
	str x9, [sp, #832]
	ldr x9, [sp, #1584]
	stur q1, [x11, #72]
	ldr q1, [x11, #800]
	str x9, [sp, #880]
	str q1, [x11, #96]
	ldr x8, [sp, #600]
	add x0, sp, #1208
	add x1, sp, #1072
	add x2, x8, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	mov w8, #280
	mul x19, x26, x8
	mov x8, #20597
	movk x8, #29959, lsl #16
	movk x8, #1872, lsl #32
	movk x8, #117, lsl #48
	cmp x26, x8
	b.ls .LBB_34
	mov x21, xzr
.LBB_33:
	mov x0, x21
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_747
.LBB_34:
	cbz x19, .LBB_37
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w21, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	cbz x0, .LBB_33
	add x8, x26, x26, lsl #2
	b .LBB_38
.LBB_37:
	mov x8, xzr
	mov w0, #8
.LBB_38:
	str x8, [sp, #1480]
	add x8, sp, #1480
	add x9, sp, #760
	str x0, [sp, #1488]
	add x8, x8, #16
	str xzr, [sp, #1496]
	str xzr, [sp, #1576]
	str x0, [sp, #1584]
	str x9, [sp, #1592]
	str x8, [sp, #1568]
	cbz x26, .LBB_44
	ldr x19, [sp, #480]
	add x20, sp, #1696
	mov x21, x26
.LBB_40:
	add x0, x20, #16
	mov x1, x19
	bl kernel_sliding::raw_lengths
	index z0.d, #0, #5
	str q0, [x22]
	add x0, sp, #1568
	add x1, sp, #1696
	bl <core::iter::adapters::flatten::FlattenCompat<I,U> as core::iter::traits::iterator::Iterator>::fold::flatten::{{closure}}
	subs x21, x21, #1
	add x19, x19, #48
	b.ne .LBB_40
	ldr x8, [sp, #1568]
	ldr x9, [sp, #1576]
	b .LBB_45
.LBB_44:
	mov x9, xzr
.LBB_45:
	str x9, [x8]
	add x8, sp, #1225
	str x26, [sp, #488]
	ldur q0, [x8, #255]
	ldr x22, [sp, #1496]
	str x25, [sp, #416]
	str x22, [sp, #1296]
	str q0, [x23, #512]
	cbz x22, .LBB_95
	ldr x19, [sp, #1288]
	cmp x22, #1
	b.ne .LBB_687
.LBB_47:
	ldr x20, [sp, #1280]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #632
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_697
	mov w8, #56
	add x25, sp, #1696
	str x20, [sp, #1768]
	mov x26, #-9223372036854775808
	mov x20, #-9223372036854775807
	str xzr, [sp, #672]
	madd x23, x22, x8, x19
	mov x8, #-9223372036854775807
	str xzr, [sp, #592]
	str xzr, [x0, #528]
	mov x22, x0
	strh wzr, [x0, #626]
	str x8, [sp, #1704]
	str x19, [sp, #1752]
	str x19, [sp, #1760]
	str x23, [sp, #1776]
	str x0, [sp, #608]
	b .LBB_51
.LBB_49:
	add x9, sp, #1225
	add x10, sp, #768
	ldr x11, [sp, #656]
	ldur q0, [x9, #255]
	add x9, sp, #1241
	ldur q1, [x9, #255]
	add x9, sp, #1257
	stp q0, q1, [x10, #800]
	ldur q0, [x9, #255]
	add w9, w8, #1
	strh w9, [x22, #626]
	add x9, x22, x8, lsl #3
	str q0, [x10, #832]
	str x11, [x9, #536]
	mov w9, #48
	ldp q0, q1, [x10, #800]
	ldr q2, [x10, #832]
	umaddl x8, w8, w9, x22
	stp q1, q2, [x8, #16]
	str q0, [x8]
.LBB_50:
	ldr x8, [sp, #672]
	add x8, x8, #1
	str x8, [sp, #672]
.LBB_51:
	mov x8, #-9223372036854775807
	cmp x20, x8
	b.ne .LBB_54
	cmp x19, x23
	b.eq .LBB_64
	add x11, x19, #56
	str x11, [sp, #1760]
	ldp x28, x10, [x19]
	ldp x0, x9, [x19, #16]
	ldr x8, [x19, #48]
	ldp x21, x24, [x19, #32]
	cmp x10, x26
	b.ne .LBB_55
	b .LBB_65
.LBB_54:
	ldr x0, [sp, #1712]
	ldr x9, [sp, #1720]
	ldr x21, [sp, #1728]
	mov x11, x19
	mov x10, x20
	mov x28, x27
	ldr x24, [sp, #1736]
	ldr x8, [sp, #1744]
	cmp x20, x26
	b.eq .LBB_65
.LBB_55:
	cmp x11, x23
	b.eq .LBB_61
	add x19, x11, #56
	str x19, [sp, #1760]
	ldp x27, x20, [x11]
	ldp q0, q1, [x11, #16]
	ldr x11, [x11, #48]
	cmp x20, x26
	stur x11, [x25, #48]
	ccmp x28, x27, #0, ne
	stp q0, q1, [x25, #16]
	b.ne .LBB_62
	cbz x10, .LBB_59
	lsl x1, x10, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_59:
	mov x27, x28
	cbz x21, .LBB_51
	lsl x1, x21, #3
	mov w2, #8
	mov x0, x24
	bl __rustc::__rust_dealloc
	mov x27, x28
	b .LBB_51
.LBB_61:
	mov x20, #-9223372036854775808
	str x27, [sp, #1696]
	mov x19, x23
	str x20, [sp, #1704]
	b .LBB_63
.LBB_62:
	str x20, [sp, #1704]
	str x27, [sp, #1696]
.LBB_63:
	stur x24, [x29, #-56]
	add x12, sp, #1384
	stur x10, [x29, #-144]
	mov x10, x9
	ldr x24, [sp, #512]
	str x28, [sp, #656]
	str x8, [x12]
	ldur x8, [x29, #-144]
	cmp x8, x26
	b.ne .LBB_66
	b .LBB_85
.LBB_64:
	mov x11, x23
.LBB_65:
	ldr x24, [sp, #512]
	ldr x21, [sp, #640]
	ldr x10, [sp, #632]
	mov x20, #-9223372036854775807
	mov x8, #-9223372036854775808
	sub x12, x29, #144
	mov x19, x11
	ldr x0, [sp, #624]
	str x20, [sp, #1704]
	str x27, [sp, #1696]
	str x8, [x12]
	ldur x8, [x29, #-144]
	cmp x8, x26
	b.eq .LBB_85
.LBB_66:
	str x8, [sp, #1480]
	ldr x8, [sp, #1384]
	str x0, [sp, #624]
	ldur x9, [x29, #-56]
	str x0, [sp, #1488]
	str x10, [sp, #1496]
	str x21, [sp, #1504]
	str x21, [sp, #640]
	str x10, [sp, #632]
	str x8, [sp, #1520]
	ldrh w8, [x22, #626]
	str x9, [sp, #1512]
	cmp w8, #11
	b.lo .LBB_49
	mov x28, xzr
.LBB_68:
	ldr x22, [x22, #528]
	cbz x22, .LBB_71
	ldrh w8, [x22, #626]
	add x28, x28, #1
	cmp w8, #11
	b.hs .LBB_68
	ldr x24, [sp, #608]
	b .LBB_74
.LBB_71:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #728
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_674
	ldr x28, [sp, #592]
	ldr x8, [sp, #608]
	mov x24, x0
	str xzr, [x0, #528]
	adds x28, x28, #1
	strh wzr, [x0, #626]
	str x8, [x0, #632]
	b.hs .LBB_675
	str x24, [x8, #528]
	strh wzr, [x8, #624]
	mov x22, x24
	str x28, [sp, #592]
.LBB_74:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #632
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_666
	str x24, [sp, #608]
	sub x24, x28, #1
	mov x21, x0
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	cbz x24, .LBB_78
.LBB_76:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #728
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_647
	subs x24, x24, #1
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	str x21, [x0, #632]
	str x0, [x21, #528]
	strh wzr, [x21, #624]
	mov x21, x0
	b.ne .LBB_76
.LBB_78:
	ldrh w8, [x22, #626]
	ldr x11, [sp, #608]
	cmp w8, #10
	b.hi .LBB_667
	ldr x10, [sp, #656]
	add w9, w8, #1
	strh w9, [x22, #626]
	add x9, x22, x8, lsl #3
	str x10, [x9, #536]
	add x9, sp, #1225
	add x10, sp, #1241
	ldur q0, [x9, #255]
	mov w9, #48
	umaddl x9, w8, w9, x22
	add x8, x8, #1
	str q0, [x9]
	ldur q0, [x10, #255]
	add x10, sp, #1257
	str q0, [x9, #16]
	ldur q0, [x10, #255]
	str q0, [x9, #32]
	add x9, x22, x8, lsl #3
	str x21, [x9, #632]
	str x22, [x21, #528]
	strh w8, [x21, #624]
	cbz x28, .LBB_84
	ands x9, x28, #0x7
	mov x8, x28
	b.eq .LBB_82
.LBB_81:
	ldrh w10, [x22, #626]
	sub x8, x8, #1
	subs x9, x9, #1
	add x10, x22, x10, lsl #3
	ldr x22, [x10, #632]
	b.ne .LBB_81
.LBB_82:
	cmp x28, #8
	b.lo .LBB_84
.LBB_83:
	ldrh w9, [x22, #626]
	subs x8, x8, #8
	add x9, x22, x9, lsl #3
	ldr x9, [x9, #632]
	ldrh w10, [x9, #626]
	add x9, x9, x10, lsl #3
	ldr x9, [x9, #632]
	ldrh w10, [x9, #626]
	add x9, x9, x10, lsl #3
	ldr x9, [x9, #632]
	ldrh w10, [x9, #626]
	add x9, x9, x10, lsl #3
	ldr x9, [x9, #632]
	ldrh w10, [x9, #626]
	add x9, x9, x10, lsl #3
	ldr x9, [x9, #632]
	ldrh w10, [x9, #626]
	add x9, x9, x10, lsl #3
	ldr x9, [x9, #632]
	ldrh w10, [x9, #626]
	add x9, x9, x10, lsl #3
	ldr x9, [x9, #632]
	ldrh w10, [x9, #626]
	add x9, x9, x10, lsl #3
	ldr x22, [x9, #632]
	b.ne .LBB_83
.LBB_84:
	str x11, [sp, #608]
	b .LBB_50
.LBB_85:
	add x0, sp, #1696
	bl core::ptr::drop_in_place<alloc::collections::btree::dedup_sorted_iter::DedupSortedIter<usize,kernel_sliding::blocked::Carry,alloc::vec::into_iter::IntoIter<(usize,kernel_sliding::blocked::Carry)>>>
	ldr x26, [sp, #488]
	ldr x8, [sp, #592]
	cbz x8, .LBB_94
	ldr x22, [sp, #608]
	ldr x28, [sp, #592]
	mov w23, #5
	b .LBB_89
.LBB_87:
	ldr x26, [sp, #488]
.LBB_88:
	ldr x24, [sp, #512]
	sub x28, x28, #1
	mov x22, x25
	cbz x28, .LBB_94
.LBB_89:
	ldrh w8, [x22, #626]
	cbz w8, .LBB_663
	sub x24, x8, #1
	add x8, x22, x24, lsl #3
	ldr x25, [x8, #640]
	ldrh w19, [x25, #626]
	cmp w19, #5
	b.hs .LBB_88
	ldr x21, [x8, #632]
	sub x20, x23, x19
	ldrh w27, [x21, #626]
	cmp w20, w27
	b.hi .LBB_668
	add x8, x25, #536
	sub x26, x27, x20
	lsl x2, x19, #3
	add x1, x25, #536
	strh w26, [x21, #626]
	add x0, x8, x20, lsl #3
	strh w23, [x25, #626]
	stur x2, [x29, #-56]
	bl memmove
	mov w8, #48
	mov x1, x25
	umaddl x0, w20, w8, x25
	add x8, x19, x19, lsl #1
	lsl x2, x8, #4
	bl memmove
	add x9, x26, #1
	add x10, x21, #536
	add x0, x25, #536
	add x8, x26, #1
	str x8, [sp, #656]
	sub x27, x27, x9
	add x1, x10, x9, lsl #3
	lsl x19, x27, #3
	mov x2, x19
	bl memcpy
	mov w8, #48
	add x27, x27, x27, lsl #1
	mov x0, x25
	umaddl x23, w26, w8, x21
	lsl x2, x27, #4
	add x1, x23, #48
	bl memcpy
	ldr q0, [x23]
	add x8, x21, #536
	add x12, sp, #768
	mov w10, #48
	add x9, x22, x24, lsl #3
	ldr x8, [x8, x26, lsl #3]
	smaddl x10, w24, w10, x22
	cmp x28, #1
	str q0, [x12, #800]
	ldr q0, [x23, #16]
	str q0, [x12, #816]
	ldr q0, [x23, #32]
	mov w23, #5
	str q0, [x12, #832]
	ldr x11, [x9, #536]
	str x8, [x9, #536]
	add x9, sp, #1696
	add x8, x25, #536
	ldr q2, [x10, #32]
	ldp q0, q1, [x10]
	stp q1, q2, [x9, #16]
	str q0, [x9]
	ldp q0, q1, [x12, #800]
	ldr q2, [x12, #832]
	stp q1, q2, [x10, #16]
	str q0, [x10]
	str x11, [x8, x19]
	add x8, x25, x27, lsl #4
	ldr q0, [x9]
	str q0, [x8]
	ldr q0, [x9, #16]
	str q0, [x8, #16]
	ldr q0, [x9, #32]
	str q0, [x8, #32]
	b.eq .LBB_87
	add x8, x25, #632
	add x1, x25, #632
	lsl x19, x20, #3
	add x0, x8, x20, lsl #3
	ldur x8, [x29, #-56]
	add x2, x8, #8
	bl memmove
	ldr x8, [sp, #656]
	add x0, x25, #632
	mov x2, x19
	add x8, x21, x8, lsl #3
	add x1, x8, #632
	bl memcpy
	ldr x8, [x25, #632]
	mov w9, #1
	str x25, [x8, #528]
	strh wzr, [x8, #624]
	ldr x8, [x25, #640]
	str x25, [x8, #528]
	strh w9, [x8, #624]
	mov w9, #2
	ldr x8, [x25, #648]
	str x25, [x8, #528]
	strh w9, [x8, #624]
	mov w9, #3
	ldr x8, [x25, #656]
	str x25, [x8, #528]
	strh w9, [x8, #624]
	mov w9, #4
	ldr x8, [x25, #664]
	str x25, [x8, #528]
	strh w9, [x8, #624]
	ldr x8, [x25, #672]
	str x25, [x8, #528]
	strh w23, [x8, #624]
	b .LBB_87
.LBB_94:
	ldr x8, [sp, #608]
	ldr x25, [sp, #416]
	str x8, [sp, #1232]
	ldr x8, [sp, #592]
	str x8, [sp, #1240]
	ldr x8, [sp, #672]
	str x8, [sp, #1248]
	b .LBB_97
.LBB_95:
	ldr x8, [sp, #1280]
	str xzr, [sp, #1232]
	str xzr, [sp, #1248]
	cbz x8, .LBB_97
	ldr x0, [sp, #1288]
	lsl x9, x8, #6
	mov w2, #8
	sub x1, x9, x8, lsl #3
	bl __rustc::__rust_dealloc
.LBB_97:
	cbz x26, .LBB_128
	add x8, x26, x26, lsl #1
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	str x19, [sp, #672]
	mov x0, x19
	bl __rustc::__rust_alloc
	str x0, [sp, #424]
	cbz x0, .LBB_743
	cntw x23
	mov w8, #8
	mov w9, #48
	mov x20, xzr
	cmp x23, #8
	csel x8, x23, x8, hi
	rdvl x14, #2
	stur x8, [x29, #-56]
.LBB_100:
	ldr x8, [sp, #480]
	mov x28, x14
	madd x2, x20, x9, x8
	add x0, sp, #1696
	add x1, sp, #704
	bl kernel_sliding::bound::lines
	ldr x8, [sp, #1712]
	ldr x9, [sp, #1736]
	ldr x21, [sp, #1696]
	cmp x9, x8
	csel x19, x9, x8, lo
	ldr x22, [sp, #1704]
	ldr x27, [sp, #1720]
	ldr x24, [sp, #1728]
	lsl x26, x19, #3
	lsr x8, x19, #60
	cbnz x8, .LBB_126
	cbz x19, .LBB_106
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x26
	bl __rustc::__rust_alloc
	mov x25, x0
	mov w0, #8
	cbz x25, .LBB_127
	ldur x8, [x29, #-56]
	ptrue p0.b
	mov x14, x28
	cmp x19, x8
	b.hs .LBB_107
	ldr x26, [sp, #488]
	mov x8, xzr
	b .LBB_112
.LBB_106:
	ldr x26, [sp, #488]
	mov w25, #8
	mov x14, x28
	b .LBB_118
.LBB_107:
	ldr x26, [sp, #488]
	sub x8, x25, x22
	sub x9, x25, x24
	cmp x8, x14
	ccmp x9, x14, #0, hs
	b.hs .LBB_109
	mov x8, xzr
	b .LBB_112
.LBB_109:
	udiv x8, x19, x23
	mov x9, xzr
	mul x8, x8, x23
	sub x10, x19, x8
	mov x11, x8
.LBB_110:
	add x12, x22, x9
	add x13, x24, x9
	ld1b { z0.b }, p0/z, [x22, x9]
	ld1b { z2.b }, p0/z, [x24, x9]
	subs x11, x11, x23
	fadd z0.d, z0.d, z2.d
	ldr z1, [x12, #1, mul vl]
	ldr z3, [x13, #1, mul vl]
	add x12, x25, x9
	fadd z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x25, x9]
	add x9, x9, x14
	str z1, [x12, #1, mul vl]
	b.ne .LBB_110
	cbz x10, .LBB_118
.LBB_112:
	sub w9, w19, w8
	mov x11, x8
	ands x9, x9, #0x3
	b.eq .LBB_115
	mov x11, x8
.LBB_114:
	ldr d0, [x22, x11, lsl #3]
	ldr d1, [x24, x11, lsl #3]
	subs x9, x9, #1
	fadd d0, d0, d1
	str d0, [x25, x11, lsl #3]
	add x11, x11, #1
	b.ne .LBB_114
.LBB_115:
	sub x8, x8, x19
	cmn x8, #4
	b.hi .LBB_118
	sub x8, x19, x11
	add x9, x24, x11, lsl #3
	add x10, x22, x11, lsl #3
	add x11, x25, x11, lsl #3
	add x9, x9, #16
	add x10, x10, #16
	add x11, x11, #16
.LBB_117:
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
	b.ne .LBB_117
.LBB_118:
	cbz x27, .LBB_120
	lsl x1, x27, #3
	mov w2, #8
	mov x0, x24
	bl __rustc::__rust_dealloc
	mov x14, x28
.LBB_120:
	cbz x21, .LBB_122
	lsl x1, x21, #3
	mov w2, #8
	mov x0, x22
	bl __rustc::__rust_dealloc
	mov x14, x28
.LBB_122:
	ldr x8, [sp, #424]
	mov w9, #24
	ldr x24, [sp, #512]
	madd x8, x20, x9, x8
	add x20, x20, #1
	mov w9, #48
	cmp x20, x26
	stp x19, x25, [x8]
	ldr x25, [sp, #416]
	str x19, [x8, #16]
	b.ne .LBB_100
	ldr x8, [sp, #424]
	str x26, [sp, #1256]
	str x26, [sp, #1272]
	str x8, [sp, #1264]
	add x8, x26, x26, lsl #2
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	str x0, [sp, #384]
	cbz x0, .LBB_746
	subs x10, x26, #1
	b.ne .LBB_652
	ldr x9, [sp, #384]
	mov w8, #1
	str x8, [sp, #80]
	b .LBB_659
.LBB_126:
	mov x0, xzr
.LBB_127:
	mov x1, x26
	bl alloc::raw_vec::handle_error
	b .LBB_747
.LBB_128:
	mov w8, #8
	mov w9, #8
	str xzr, [sp, #80]
	str xzr, [sp, #1256]
	str xzr, [sp, #1272]
	str x8, [sp, #384]
	mov w8, #8
	str x9, [sp, #1264]
	str x8, [sp, #424]
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_660
.LBB_129:
	ldp x0, x1, [x19]
.LBB_130:
	add x8, x0, #1
	ldr x9, [sp, #696]
	mov x10, #64513
	str x24, [sp, #1280]
	str x25, [sp, #1288]
	movk x10, #49167, lsl #16
	str x8, [x19]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	str x0, [sp, #1328]
	ldp q0, q1, [x8]
	movk x10, #255, lsl #32
	add x8, sp, #768
	str x1, [sp, #1336]
	movk x10, #4092, lsl #48
	umulh x10, x9, x10
	lsr x10, x10, #10
	stp q0, q1, [x8, #528]
	mov w8, #16400
	str x8, [sp, #1352]
	msub x8, x10, x8, x9
	cmp x8, #0
	cinc x15, x10, ne
	cbz x15, .LBB_642
	add x8, sp, #768
	add x9, sp, #1456
	add x11, sp, #1480
	add x10, sp, #704
	movi d8, #0000000000000000
	fmov d9, #1.00000000
	fmov d10, #-1.00000000
	movi d11, #0xff00ff00ff00ff
	add x8, x8, #24
	mov w16, #15375
	mov w18, #14350
	mov w2, #13325
	fmov d12, #3.00000000
	mov x14, xzr
	str x8, [sp, #96]
	add x8, x9, #8
	mov w5, #11275
	mov w7, #10250
	mov w21, #9225
	str x8, [sp, #240]
	add x8, x11, #24
	str x8, [sp, #464]
	add x8, x10, #48
	stur x8, [x29, #-56]
	mov w8, #12300
	ldr x9, [sp, #600]
	sub x4, x8, x9
	mov w8, #8200
	sub x17, x16, x9
	sub x1, x18, x9
	sub x3, x2, x9
	sub x6, x5, x9
	sub x20, x7, x9
	sub x22, x21, x9
	sub x23, x8, x9
	mov w8, #7175
	stp x1, x17, [sp, #48]
	stp x4, x3, [sp, #32]
	stp x20, x6, [sp, #16]
	sub x8, x8, x9
	stp x23, x22, [sp]
	str x8, [sp, #432]
	mov w8, #6150
	sub x8, x8, x9
	str x8, [sp, #440]
	mov w8, #5125
	sub x8, x8, x9
	str x8, [sp, #448]
	sub x8, x29, #144
	add x8, x8, #24
	str x8, [sp, #376]
	mov w8, #4100
	sub x8, x8, x9
	str x8, [sp, #456]
	neg x8, x9
	str x8, [sp, #504]
.LBB_132:
	ldr x10, [sp, #1224]
	str x14, [sp, #1360]
	mov x19, x14
	cbz x10, .LBB_186
	ldr x9, [sp, #1216]
	mov x8, xzr
	mov x19, x14
	add x10, x9, x10, lsl #7
	b .LBB_135
.LBB_134:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9, #120]
	add x9, x9, #128
	add x8, x8, #1
	cmp x9, x10
	b.eq .LBB_186
.LBB_135:
	ldr x12, [sp, #600]
	add x11, x19, x8
	cmp x11, x12
	b.hs .LBB_137
	mov x11, #9221120237041090560
	fmov d0, x11
	b .LBB_139
.LBB_137:
	ldr x11, [sp, #504]
	ldr x12, [sp, #696]
	add x11, x11, x19
	sub x12, x12, #1
	add x11, x11, x8
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
.LBB_139:
	str d0, [x9]
	ldr x13, [sp, #600]
	ldr x19, [sp, #1360]
	add x11, x8, x19
	add x12, x11, #1025
	cmp x12, x13
	b.hs .LBB_144
	mov x12, #9221120237041090560
	fmov d0, x12
	ldr x12, [sp, #600]
	add x11, x11, #2050
	str d0, [x9, #8]
	cmp x11, x12
	b.hs .LBB_146
.LBB_141:
	mov x11, #9221120237041090560
	fmov d0, x11
	ldr x13, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #16]
	add x12, x11, #3075
	cmp x12, x13
	b.hs .LBB_148
.LBB_142:
	mov x12, #9221120237041090560
	fmov d0, x12
	mov w12, #4100
	str d0, [x9, #24]
	add x11, x11, x12
	ldr x12, [sp, #600]
	cmp x11, x12
	b.hs .LBB_150
.LBB_143:
	mov x11, #9221120237041090560
	fmov d0, x11
	b .LBB_152
.LBB_144:
	ldr x12, [sp, #504]
	ldr x13, [sp, #696]
	add x12, x12, x8
	sub x13, x13, #1
	add x12, x12, x19
	add x12, x12, #1025
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	ldr x12, [sp, #600]
	add x11, x11, #2050
	str d0, [x9, #8]
	cmp x11, x12
	b.lo .LBB_141
.LBB_146:
	ldr x11, [sp, #504]
	ldr x12, [sp, #696]
	add x11, x11, x8
	sub x12, x12, #1
	add x11, x11, x19
	add x11, x11, #2050
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	ldr x13, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #16]
	add x12, x11, #3075
	cmp x12, x13
	b.lo .LBB_142
.LBB_148:
	ldr x12, [sp, #504]
	ldr x13, [sp, #696]
	add x12, x12, x8
	sub x13, x13, #1
	add x12, x12, x19
	add x12, x12, #3075
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	mov w12, #4100
	str d0, [x9, #24]
	add x11, x11, x12
	ldr x12, [sp, #600]
	cmp x11, x12
	b.lo .LBB_143
.LBB_150:
	ldr x11, [sp, #456]
	ldr x12, [sp, #696]
	add x11, x11, x8
	sub x12, x12, #1
	add x11, x11, x19
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
.LBB_152:
	ldr x13, [sp, #600]
	add x11, x8, x19
	mov w12, #5125
	str d0, [x9, #32]
	add x12, x11, x12
	cmp x12, x13
	b.hs .LBB_155
	mov x12, #9221120237041090560
	fmov d0, x12
	mov w12, #6150
	str d0, [x9, #40]
	add x11, x11, x12
	ldr x12, [sp, #600]
	cmp x11, x12
	b.hs .LBB_157
.LBB_154:
	mov x11, #9221120237041090560
	fmov d0, x11
	b .LBB_159
.LBB_155:
	ldr x12, [sp, #448]
	ldr x13, [sp, #696]
	add x12, x12, x8
	sub x13, x13, #1
	add x12, x12, x19
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	mov w12, #6150
	str d0, [x9, #40]
	add x11, x11, x12
	ldr x12, [sp, #600]
	cmp x11, x12
	b.lo .LBB_154
.LBB_157:
	ldr x11, [sp, #440]
	ldr x12, [sp, #696]
	add x11, x11, x8
	sub x12, x12, #1
	add x11, x11, x19
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
.LBB_159:
	ldr x13, [sp, #600]
	add x11, x8, x19
	mov w12, #7175
	str d0, [x9, #48]
	add x12, x11, x12
	cmp x12, x13
	b.hs .LBB_168
	mov x12, #9221120237041090560
	fmov d0, x12
	mov w12, #8200
	str d0, [x9, #56]
	add x11, x11, x12
	ldr x12, [sp, #600]
	cmp x11, x12
	b.hs .LBB_170
.LBB_161:
	mov x11, #9221120237041090560
	fmov d0, x11
	ldr x13, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #64]
	add x12, x11, x21
	cmp x12, x13
	b.hs .LBB_172
.LBB_162:
	mov x12, #9221120237041090560
	fmov d0, x12
	ldr x12, [sp, #600]
	add x11, x11, x7
	str d0, [x9, #72]
	cmp x11, x12
	b.hs .LBB_174
.LBB_163:
	mov x11, #9221120237041090560
	fmov d0, x11
	ldr x13, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #80]
	add x12, x11, x5
	cmp x12, x13
	b.hs .LBB_176
.LBB_164:
	mov x12, #9221120237041090560
	fmov d0, x12
	mov w12, #12300
	str d0, [x9, #88]
	add x11, x11, x12
	ldr x12, [sp, #600]
	cmp x11, x12
	b.hs .LBB_178
.LBB_165:
	mov x11, #9221120237041090560
	fmov d0, x11
	ldr x13, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #96]
	add x12, x11, x2
	cmp x12, x13
	b.hs .LBB_180
.LBB_166:
	mov x12, #9221120237041090560
	fmov d0, x12
	ldr x12, [sp, #600]
	add x11, x11, x18
	str d0, [x9, #104]
	cmp x11, x12
	b.hs .LBB_182
.LBB_167:
	mov x11, #9221120237041090560
	fmov d0, x11
	ldr x12, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #112]
	add x11, x11, x16
	cmp x11, x12
	b.lo .LBB_134
	b .LBB_184
.LBB_168:
	ldr x12, [sp, #432]
	ldr x13, [sp, #696]
	add x12, x12, x8
	sub x13, x13, #1
	add x12, x12, x19
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	mov w12, #8200
	str d0, [x9, #56]
	add x11, x11, x12
	ldr x12, [sp, #600]
	cmp x11, x12
	b.lo .LBB_161
.LBB_170:
	ldr x12, [sp, #696]
	add x11, x23, x8
	add x11, x11, x19
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	ldr x13, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #64]
	add x12, x11, x21
	cmp x12, x13
	b.lo .LBB_162
.LBB_172:
	ldr x13, [sp, #696]
	add x12, x22, x8
	add x12, x12, x19
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	ldr x12, [sp, #600]
	add x11, x11, x7
	str d0, [x9, #72]
	cmp x11, x12
	b.lo .LBB_163
.LBB_174:
	ldr x12, [sp, #696]
	add x11, x20, x8
	add x11, x11, x19
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	ldr x13, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #80]
	add x12, x11, x5
	cmp x12, x13
	b.lo .LBB_164
.LBB_176:
	ldr x13, [sp, #696]
	add x12, x6, x8
	add x12, x12, x19
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	mov w12, #12300
	str d0, [x9, #88]
	add x11, x11, x12
	ldr x12, [sp, #600]
	cmp x11, x12
	b.lo .LBB_165
.LBB_178:
	ldr x12, [sp, #696]
	add x11, x4, x8
	add x11, x11, x19
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	ldr x13, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #96]
	add x12, x11, x2
	cmp x12, x13
	b.lo .LBB_166
.LBB_180:
	ldr x13, [sp, #696]
	add x12, x3, x8
	add x12, x12, x19
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	ldr x12, [sp, #600]
	add x11, x11, x18
	str d0, [x9, #104]
	cmp x11, x12
	b.lo .LBB_167
.LBB_182:
	ldr x12, [sp, #696]
	add x11, x1, x8
	add x11, x11, x19
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	ldr x12, [sp, #600]
	add x11, x8, x19
	str d0, [x9, #112]
	add x11, x11, x16
	cmp x11, x12
	b.lo .LBB_134
.LBB_184:
	ldr x12, [sp, #696]
	add x11, x17, x8
	add x11, x11, x19
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_711
	ldr d0, [x24, x0, lsl #3]
	str d0, [x9, #120]
	add x9, x9, #128
	add x8, x8, #1
	cmp x9, x10
	b.ne .LBB_135
.LBB_186:
	ldr x8, [sp, #712]
	ldr x9, [sp, #720]
	cbz x9, .LBB_189
	cmp x9, #1
	mov x16, x14
	b.ne .LBB_190
	mov x10, xzr
	b .LBB_192
.LBB_189:
	mov x10, x9
	b .LBB_193
.LBB_190:
	mov x10, xzr
	mov x11, x9
.LBB_191:
	lsr x12, x11, #1
	add x13, x12, x10
	sub x11, x11, x12
	ldr x14, [x8, x13, lsl #3]
	cmp x14, x19
	csel x10, x13, x10, lo
	cmp x11, #1
	b.hi .LBB_191
.LBB_192:
	ldr x11, [x8, x10, lsl #3]
	mov x14, x16
	cmp x11, x19
	cinc x10, x10, lo
.LBB_193:
	mov w11, #16400
	add x21, x8, x10, lsl #3
	add x22, x8, x9, lsl #3
	lsl x8, x9, #3
	sub x15, x15, #1
	add x14, x14, x11
	ldr x11, [sp, #1352]
	sub x8, x8, x10, lsl #3
	stp x14, x15, [sp, #64]
	add x20, x11, x19
.LBB_194:
	cbz x8, .LBB_206
	ldr x23, [x21], #8
	cmp x23, x20
	b.hs .LBB_206
	mov x9, #64513
	mov x10, #18014398492704768
	sub x8, x8, #8
	movk x9, #49167, lsl #16
	movk x10, #16369
	movk x9, #255, lsl #32
	movk x10, #61443, lsl #32
	movk x9, #4092, lsl #48
	mul x9, x23, x9
	cmp x9, x10
	b.lo .LBB_194
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #64
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_745
	mov x9, #64513
	sub x8, x23, x19
	mov w19, #1
	str x0, [sp, #1704]
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	sub x8, x8, x10
	stp x8, x9, [x0]
	mov w8, #4
	str x8, [sp, #1696]
	mov w8, #1
	str x8, [sp, #1712]
.LBB_199:
	cmp x21, x22
	b.eq .LBB_207
	ldr x23, [x21], #8
	cmp x23, x20
	b.hs .LBB_207
	mov x8, #64513
	mov x9, #18014398492704768
	movk x8, #49167, lsl #16
	movk x9, #16369
	movk x8, #255, lsl #32
	movk x9, #61443, lsl #32
	movk x8, #4092, lsl #48
	mul x8, x23, x8
	cmp x8, x9
	b.lo .LBB_199
	ldr x8, [sp, #1696]
	ldr x24, [sp, #1360]
	cmp x19, x8
	b.ne .LBB_205
	add x0, sp, #1696
	mov w2, #1
	mov w3, #8
	mov w4, #16
	mov x1, x19
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x0, [sp, #1704]
.LBB_205:
	mov x9, #64513
	sub x8, x23, x24
	ldr x24, [sp, #512]
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	sub x8, x8, x10
	add x10, x0, x19, lsl #4
	add x19, x19, #1
	stp x8, x9, [x10]
	str x19, [sp, #1712]
	b .LBB_199
.LBB_206:
	mov w8, #8
	str xzr, [sp, #88]
	mov x19, xzr
	str x8, [sp, #232]
	ldr x9, [sp, #1360]
	add x8, sp, #1360
	str x8, [sp, #1368]
	add x8, sp, #1352
	str x8, [sp, #1376]
	cbnz x9, .LBB_209
	b .LBB_237
.LBB_207:
	ldr x8, [sp, #1696]
	cmp x19, #2
	str x8, [sp, #88]
	ldr x8, [sp, #1704]
	str x8, [sp, #232]
	b.hs .LBB_638
	ldr x9, [sp, #1360]
	add x8, sp, #1360
	str x8, [sp, #1368]
	add x8, sp, #1352
	str x8, [sp, #1376]
	cbz x9, .LBB_237
.LBB_209:
	ldr x11, [sp, #1232]
	cmp x11, #0
	cset w12, ne
	cbz x11, .LBB_237
	ldr x8, [sp, #1248]
	cbz x8, .LBB_237
	ldr x9, [sp, #1240]
	mov x10, xzr
	b .LBB_214
.LBB_212:
	mov x13, xzr
.LBB_213:
	mov w14, #48
	sub x8, x8, #1
	mov x11, xzr
	madd x9, x9, x14, x12
	ldur q0, [x9, #24]
	ldr q1, [x9]
	ldr x12, [x9, #16]
	ldr x14, [x9, #40]
	str x12, [x9, #40]
	mov w12, #1
	str x14, [x9, #16]
	str q0, [x9]
	stur q1, [x9, #24]
	mov x9, x13
	cbz x8, .LBB_236
.LBB_214:
	tbz w12, #0, .LBB_720
	cbz x10, .LBB_225
.LBB_216:
	ldrh w12, [x10, #626]
	cmp x9, x12
	b.hs .LBB_218
	mov x12, x10
	b .LBB_220
.LBB_218:
	ldr x12, [x10, #528]
	cbz x12, .LBB_712
	ldrh w9, [x10, #624]
	ldrh w10, [x12, #626]
	add x11, x11, #1
	cmp w9, w10
	mov x10, x12
	b.hs .LBB_218
.LBB_220:
	cbz x11, .LBB_232
	add x10, x12, x9, lsl #3
	ands x15, x11, #0x7
	add x13, x10, #640
	b.eq .LBB_233
	mov x14, x11
.LBB_223:
	ldr x10, [x13]
	sub x14, x14, #1
	subs x15, x15, #1
	add x13, x10, #632
	b.ne .LBB_223
	cmp x11, #8
	b.lo .LBB_212
	b .LBB_234
.LBB_225:
	mov x10, x11
	cbz x9, .LBB_235
	ands x12, x9, #0x7
	mov x11, x9
	b.eq .LBB_228
.LBB_227:
	ldr x10, [x10, #632]
	sub x11, x11, #1
	subs x12, x12, #1
	b.ne .LBB_227
.LBB_228:
	cmp x9, #8
	b.hs .LBB_230
	mov x9, xzr
	mov x11, xzr
	b .LBB_216
.LBB_230:
	ldr x9, [x10, #632]
	subs x11, x11, #8
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x10, [x9, #632]
	b.ne .LBB_230
	mov x9, xzr
	b .LBB_216
.LBB_232:
	add x13, x9, #1
	mov x10, x12
	b .LBB_213
.LBB_233:
	mov x14, x11
	cmp x11, #8
	b.lo .LBB_212
.LBB_234:
	ldr x10, [x13]
	subs x14, x14, #8
	ldr x10, [x10, #632]
	ldr x10, [x10, #632]
	ldr x10, [x10, #632]
	ldr x10, [x10, #632]
	ldr x10, [x10, #632]
	ldr x10, [x10, #632]
	ldr x10, [x10, #632]
	add x13, x10, #632
	b.ne .LBB_234
	b .LBB_212
.LBB_235:
	mov x11, xzr
	b .LBB_216
.LBB_236:
	ldr x9, [sp, #1360]
.LBB_237:
	ldr x10, [sp, #1216]
	ldr x12, [sp, #760]
	ldr x11, [sp, #1224]
	mov x8, xzr
	str x19, [sp, #1408]
	str x10, [sp, #1384]
	ldr x10, [sp, #600]
	str x12, [sp, #1424]
	ldr x12, [sp, #720]
	str x11, [sp, #1392]
	ldr x11, [sp, #712]
	lsl x13, x12, #3
	str x10, [sp, #1416]
	ldr x10, [sp, #232]
	str x10, [sp, #1400]
	ldr x10, [sp, #696]
	b .LBB_241
.LBB_238:
	mov x16, xzr
.LBB_239:
.LBB_240:
	add x14, sp, #1696
	add x14, x14, x8, lsl #4
	add x8, x8, #1
	cmp x8, #16
	stp x16, x17, [x14]
	b.eq .LBB_261
.LBB_241:
	add x14, x8, x8, lsl #10
	mov x16, xzr
	add x14, x14, x9
	add x15, x14, #1025
	cmp x10, x15
	csel x15, x10, x15, lo
	cmp x14, x10
	b.hs .LBB_239
	sub x17, x15, x14
	cmp x17, #1025
	b.ne .LBB_240
	mov x17, x12
	cbz x12, .LBB_249
	cmp x12, #1
	b.ne .LBB_246
	mov x16, xzr
	b .LBB_248
.LBB_246:
	mov x16, xzr
	mov x17, x12
.LBB_247:
	lsr x18, x17, #1
	add x0, x18, x16
	sub x17, x17, x18
	ldr x1, [x11, x0, lsl #3]
	cmp x1, x14
	csel x16, x0, x16, lo
	cmp x17, #1
	b.hi .LBB_247
.LBB_248:
	ldr x17, [x11, x16, lsl #3]
	cmp x17, x14
	cinc x17, x16, lo
.LBB_249:
	add x16, x11, x17, lsl #3
	sub x17, x13, x17, lsl #3
.LBB_250:
	cbz x17, .LBB_253
	ldr x18, [x16], #8
	cmp x18, x15
	b.hs .LBB_253
	mov x0, #64513
	sub x17, x17, #8
	movk x0, #49167, lsl #16
	movk x0, #255, lsl #32
	movk x0, #4092, lsl #48
	mul x18, x18, x0
	mov x0, #18014398492704768
	movk x0, #16369
	movk x0, #61443, lsl #32
	cmp x18, x0
	b.lo .LBB_250
	b .LBB_238
.LBB_253:
	cbz x12, .LBB_256
	cmp x12, #1
	b.ne .LBB_257
	mov x15, xzr
	b .LBB_259
.LBB_256:
	mov x17, #-1
	b .LBB_260
.LBB_257:
	mov x15, xzr
	mov x16, x12
.LBB_258:
	lsr x17, x16, #1
	add x18, x17, x15
	sub x16, x16, x17
	ldr x0, [x11, x18, lsl #3]
	cmp x0, x14
	csel x15, x15, x18, hi
	cmp x16, #1
	b.hi .LBB_258
.LBB_259:
	ldr x16, [x11, x15, lsl #3]
	cmp x16, x14
	cinc x14, x15, ls
	sub x17, x14, #1
.LBB_260:
	mov w16, #1
	b .LBB_240
.LBB_261:
	cbz x26, .LBB_635
	ldr x10, [sp, #1696]
	ldr x8, [sp, #1712]
	ldr x11, [sp, #1704]
	mov x9, xzr
	ldr x28, [sp, #480]
	stp x8, x10, [sp, #360]
	ldr x8, [sp, #1720]
	ldr x10, [sp, #1728]
	stp x8, x11, [sp, #216]
	ldr x8, [sp, #1744]
	ldr x11, [sp, #1736]
	stp x8, x10, [sp, #344]
	ldr x8, [sp, #1752]
	ldr x10, [sp, #1760]
	stp x8, x11, [sp, #200]
	ldr x8, [sp, #1776]
	ldr x11, [sp, #1768]
	stp x8, x10, [sp, #328]
	ldr x8, [sp, #1784]
	ldr x10, [sp, #1792]
	stp x8, x11, [sp, #184]
	ldr x8, [sp, #1808]
	ldr x11, [sp, #1800]
	stp x8, x10, [sp, #312]
	ldr x8, [sp, #1816]
	ldr x10, [sp, #1824]
	stp x8, x11, [sp, #168]
	ldr x8, [sp, #1840]
	ldr x11, [sp, #1832]
	stp x8, x10, [sp, #296]
	ldr x8, [sp, #1848]
	ldr x10, [sp, #1856]
	stp x8, x11, [sp, #152]
	ldr x8, [sp, #1872]
	ldr x11, [sp, #1864]
	stp x8, x10, [sp, #280]
	ldr x8, [sp, #1880]
	ldr x10, [sp, #1888]
	stp x8, x11, [sp, #136]
	ldr x8, [sp, #1904]
	ldr x11, [sp, #1896]
	stp x8, x10, [sp, #264]
	ldr x8, [sp, #1912]
	ldr x10, [sp, #1920]
	stp x8, x11, [sp, #120]
	ldr x8, [sp, #1936]
	ldr x11, [sp, #1928]
	stp x8, x10, [sp, #248]
	ldr x8, [sp, #1944]
	stp x8, x11, [sp, #104]
	b .LBB_264
.LBB_263:
	ldrb w8, [x13, #15]
	ldr x9, [sp, #392]
	strb w8, [x12, #32]
	ldp x28, x8, [sp, #400]
	cmp x28, x8
	b.eq .LBB_635
.LBB_264:
	ldr x8, [x28, #16]
	cntw x23
	add x22, sp, #768
	str x9, [sp, #472]
	rdvl x25, #2
	tbnz x8, #63, .LBB_719
	ldp x9, x1, [x28]
	orr x10, x9, x1
	tbnz x10, #63, .LBB_719
	sub x9, x9, #1
	sub x10, x1, #1
	cmp x9, x10
	csel x10, x9, x10, hi
	ldr x9, [x28, #24]
	tbnz x9, #63, .LBB_719
	ldp x12, x13, [x28, #32]
	orr x11, x12, x13
	tbnz x11, #63, .LBB_719
	add x8, x8, x10
	sub x10, x13, #1
	sub x9, x9, #1
	sub x11, x8, #1
	sub x8, x12, #1
	cmp x8, x10
	csel x8, x8, x10, hi
	cmp x8, x9
	csel x10, x8, x9, hi
	ldr x8, [sp, #1368]
	ldr x8, [x8]
	subs x12, x11, x8
	b.lo .LBB_273
	ldr x13, [sp, #1376]
	ldr x13, [x13]
	add x13, x13, x8
	cmp x11, x13
	b.hs .LBB_273
	mov x11, #64513
	movk x11, #49167, lsl #16
	movk x11, #255, lsl #32
	movk x11, #4092, lsl #48
	umulh x11, x12, x11
	lsr x19, x11, #6
	add x11, x19, x19, lsl #10
	subs x24, x12, x11
	b.eq .LBB_273
	mov w11, #1
	str x11, [sp, #640]
	add x9, x9, x10
	subs x10, x9, x8
	b.lo .LBB_274
.LBB_272:
	ldr x11, [sp, #1376]
	ldr x11, [x11]
	add x8, x11, x8
	mov x11, #64513
	movk x11, #49167, lsl #16
	movk x11, #255, lsl #32
	movk x11, #4092, lsl #48
	umulh x11, x10, x11
	lsr x11, x11, #6
	add x12, x11, x11, lsl #10
	subs x10, x10, x12
	csel x10, x8, x10, eq
	csel x11, x8, x11, eq
	cset x12, ne
	cmp x9, x8
	csel x8, x8, x10, hs
	str x8, [sp, #608]
	csel x8, x8, x11, hs
	str x8, [sp, #528]
	csel x8, xzr, x12, hs
	str x8, [sp, #632]
	b .LBB_275
.LBB_273:
	str xzr, [sp, #640]
	add x9, x9, x10
	subs x10, x9, x8
	b.hs .LBB_272
.LBB_274:
	str xzr, [sp, #632]
.LBB_275:
	ldr x21, [sp, #824]
	ldr x20, [sp, #832]
	add x8, sp, #1232
	ldr x2, [sp, #776]
	ldr x3, [sp, #784]
	str x8, [sp, #1432]
	add x8, sp, #1384
	str x8, [sp, #1440]
	add x8, sp, #1368
	str x8, [sp, #1448]
	add x0, sp, #1432
	str x1, [sp, #544]
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x1, [x28]
	ldr x2, [sp, #800]
	ldr x3, [sp, #808]
	add x0, sp, #1432
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x8, [sp, #784]
	ldr x9, [sp, #808]
	cmp x8, x20
	csel x8, x8, x20, lo
	cmp x9, x8
	csel x10, x9, x8, lo
	cbz x10, .LBB_291
	ldr x8, [sp, #776]
	ldr x9, [sp, #800]
	lsl x10, x10, #4
	cmp x10, #1
	csinc x11, x10, xzr, hi
	cmp x11, x23
	b.hs .LBB_280
	mov x12, xzr
	b .LBB_285
.LBB_280:
	sub x13, x21, x8
	mov x12, xzr
	cmp x13, x25
	b.lo .LBB_285
	sub x13, x21, x9
	cmp x13, x25
	b.lo .LBB_285
	udiv x12, x11, x23
	mov x13, xzr
	mul x12, x12, x23
	ptrue p0.b
	sub x14, x11, x12
	mov x15, x12
.LBB_283:
	add x17, x8, x13
	ld1b { z0.b }, p0/z, [x8, x13]
	add x18, x9, x13
	ld1b { z2.b }, p0/z, [x9, x13]
	add x16, x21, x13
	subs x15, x15, x23
	fadd z0.d, z0.d, z0.d
	ldr z1, [x17, #1, mul vl]
	ldr z3, [x18, #1, mul vl]
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x21, x13]
	add x13, x13, x25
	str z1, [x16, #1, mul vl]
	b.ne .LBB_283
	cbz x14, .LBB_291
.LBB_285:
	sub w13, w11, w12
	ands x14, x13, #0x3
	mov x13, x12
	b.eq .LBB_288
	lsl x14, x14, #3
	mov x13, x12
.LBB_287:
	ldr d0, [x8, x13, lsl #3]
	ldr d1, [x9, x13, lsl #3]
	subs x14, x14, #8
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x21, x13, lsl #3]
	add x13, x13, #1
	b.ne .LBB_287
.LBB_288:
	sub x11, x12, x11
	cmn x11, #4
	b.hi .LBB_291
	add x9, x9, x13, lsl #3
	add x8, x8, x13, lsl #3
	add x11, x21, x13, lsl #3
	sub x10, x13, x10
	add x9, x9, #16
	add x8, x8, #16
	add x11, x11, #16
.LBB_290:
	ldur d0, [x8, #-16]
	ldur d1, [x9, #-16]
	adds x10, x10, #4
	fadd d0, d0, d0
	fsub d0, d0, d1
	stur d0, [x11, #-16]
	ldur d0, [x8, #-8]
	ldur d1, [x9, #-8]
	fadd d0, d0, d0
	fsub d0, d0, d1
	stur d0, [x11, #-8]
	ldr d0, [x8]
	ldr d1, [x9]
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x11]
	ldr d0, [x8, #8]
	ldr d1, [x9, #8]
	add x9, x9, #32
	add x8, x8, #32
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x11, #8]
	add x11, x11, #32
	b.ne .LBB_290
.LBB_291:
	ldr x9, [x28, #16]
	tbnz x9, #63, .LBB_719
	ldr x8, [sp, #824]
	ldr x13, [sp, #832]
	ldr x26, [sp, #1424]
	subs x14, x9, #1
	ldr x27, [sp, #1408]
	ldr x10, [sp, #848]
	ldr x11, [sp, #856]
	str x24, [sp, #1464]
	str x19, [sp, #1472]
	str x28, [sp, #672]
	str x8, [sp, #624]
	ldr x8, [sp, #640]
	str x8, [sp, #1456]
	ldr x8, [sp, #1400]
	str x8, [sp, #656]
	b.ne .LBB_297
	subs x9, x13, x26
	b.lo .LBB_681
	cmp x9, x11
	csel x9, x9, x11, lo
	cbz x9, .LBB_305
	ldr x8, [sp, #624]
	add x10, x10, #64
	add x8, x8, x26, lsl #7
	add x8, x8, #64
.LBB_296:
	ldur d0, [x8, #-64]
	subs x9, x9, #1
	fadd d0, d0, d8
	stur d0, [x10, #-64]
	ldur d0, [x8, #-56]
	fadd d0, d0, d8
	stur d0, [x10, #-56]
	ldur d0, [x8, #-48]
	fadd d0, d0, d8
	stur d0, [x10, #-48]
	ldur d0, [x8, #-40]
	fadd d0, d0, d8
	stur d0, [x10, #-40]
	ldur d0, [x8, #-32]
	fadd d0, d0, d8
	stur d0, [x10, #-32]
	ldur d0, [x8, #-24]
	fadd d0, d0, d8
	stur d0, [x10, #-24]
	ldur d0, [x8, #-16]
	fadd d0, d0, d8
	stur d0, [x10, #-16]
	ldur d0, [x8, #-8]
	fadd d0, d0, d8
	stur d0, [x10, #-8]
	ldr d0, [x8]
	fadd d0, d0, d8
	str d0, [x10]
	ldr d0, [x8, #8]
	fadd d0, d0, d8
	str d0, [x10, #8]
	ldr d0, [x8, #16]
	fadd d0, d0, d8
	str d0, [x10, #16]
	ldr d0, [x8, #24]
	fadd d0, d0, d8
	str d0, [x10, #24]
	ldr d0, [x8, #32]
	fadd d0, d0, d8
	str d0, [x10, #32]
	ldr d0, [x8, #40]
	fadd d0, d0, d8
	str d0, [x10, #40]
	ldr d0, [x8, #48]
	fadd d0, d0, d8
	str d0, [x10, #48]
	ldr d0, [x8, #56]
	add x8, x8, #128
	fadd d0, d0, d8
	str d0, [x10, #56]
	add x10, x10, #128
	b.ne .LBB_296
	b .LBB_305
.LBB_297:
	movi v0.2d, #0000000000000000
	add x12, sp, #1696
	cmp x13, x26
	mov x8, x13
	stp q0, q0, [x12]
	stp q0, q0, [x12, #32]
	stp q0, q0, [x12, #64]
	stp q0, q0, [x12, #96]
	add x12, x26, #1
	stp q0, q0, [x22, #800]
	sub x0, x12, x9
	stp q0, q0, [x22, #832]
	stp q0, q0, [x22, #864]
	stp q0, q0, [x22, #896]
	b.ls .LBB_683
	cmp x12, x9
	b.lo .LBB_682
	cbz x9, .LBB_303
	add x15, sp, #1696
	ldr x13, [sp, #624]
	ldp q6, q7, [x22, #800]
	movi d16, #0000000000000000
	add x12, x13, x12, lsl #7
	ldp q0, q1, [x15]
	ldr q2, [x15, #32]
	ldp q17, q18, [x22, #832]
	ldur q3, [x15, #72]
	ldp q20, q21, [x22, #864]
	ldur q4, [x15, #88]
	ldur q5, [x15, #104]
	ldp q22, q23, [x22, #896]
	add x13, x13, x0, lsl #7
	mov w15, #1
	ldr d19, [sp, #1816]
	ldr d24, [sp, #1744]
.LBB_301:
	ldp q26, q27, [x13]
	ucvtf d25, x15
	add x15, x15, #1
	fadd v1.2d, v27.2d, v1.2d
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v0.2d, v26.2d, v0.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v7.2d, v7.2d, v26.2d
	ldp q26, q27, [x13, #32]
	fadd v6.2d, v6.2d, v28.2d
	fadd v24.2d, v27.2d, v24.2d
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v2.2d, v26.2d, v2.2d
	fmul v26.2d, v27.2d, v25.d[0]
	ldr q27, [x13, #64]
	fadd v18.2d, v18.2d, v26.2d
	ldr d26, [x13, #64]
	fadd v17.2d, v17.2d, v28.2d
	fmul v27.2d, v27.2d, v25.d[0]
	fadd d16, d26, d16
	ldur q26, [x13, #72]
	fadd v20.2d, v20.2d, v27.2d
	ldur q27, [x13, #88]
	fadd v3.2d, v26.2d, v3.2d
	ext v26.16b, v26.16b, v27.16b, #8
	fadd v4.2d, v27.2d, v4.2d
	fmul v26.2d, v26.2d, v25.d[0]
	fadd v21.2d, v21.2d, v26.2d
	ldur q26, [x13, #104]
	ext v27.16b, v27.16b, v26.16b, #8
	fadd v5.2d, v26.2d, v5.2d
	ldr d26, [x13, #120]
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v22.2d, v22.2d, v27.2d
	ldr q27, [x13, #112]
	add x13, x13, #128
	fadd d19, d26, d19
	cmp x13, x12
	fmul v25.2d, v27.2d, v25.d[0]
	fadd v23.2d, v23.2d, v25.2d
	b.ne .LBB_301
	add x12, sp, #1696
	stp q6, q7, [x22, #800]
	stp q17, q18, [x22, #832]
	stp q20, q21, [x22, #864]
	stp q22, q23, [x22, #896]
	stp q0, q1, [x12]
	stp q2, q24, [x12, #32]
	stur q3, [x12, #72]
	stur q4, [x12, #88]
	stur q5, [x12, #104]
	str d16, [sp, #1760]
	str d19, [sp, #1816]
.LBB_303:
	cbz x11, .LBB_723
	madd x12, x9, x9, x9
	ldr q1, [x22, #800]
	cmp x11, #1
	ucvtf d0, x12, #1
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10]
	ldr q1, [x22, #816]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #16]
	ldr q1, [x22, #832]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #32]
	ldr q1, [x22, #848]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #48]
	ldr q1, [x22, #864]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #64]
	ldr q1, [x22, #880]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #80]
	ldr q1, [x22, #896]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #96]
	ldr q1, [x22, #912]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #112]
	b.ne .LBB_468
.LBB_305:
	ldr x19, [sp, #824]
	ldr x20, [sp, #832]
	ldr x1, [x28, #32]
	ldr x2, [sp, #800]
	ldr x3, [sp, #808]
	add x0, sp, #1432
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x3, [sp, #808]
	ldr x2, [sp, #800]
	lsl x21, x20, #4
	lsl x8, x3, #4
	cmp x8, x20, lsl #4
	csel x8, x8, x21, lo
	cbz x8, .LBB_319
	cmp x8, x23
	mov x9, xzr
	b.lo .LBB_312
	sub x10, x19, x2
	cmp x10, x25
	b.lo .LBB_312
	udiv x9, x8, x23
	fmov z2.d, #3.00000000
	mov x11, x19
	mov x12, x2
	mul x9, x9, x23
	sub x10, x8, x9
	mov x13, x9
.LBB_310:
	ldr z0, [x12]
	ldr z1, [x12, #1, mul vl]
	subs x13, x13, x23
	add x12, x12, x25
	fmul z0.d, z0.d, z2.d
	fmul z1.d, z1.d, z2.d
	str z0, [x11]
	str z1, [x11, #1, mul vl]
	add x11, x11, x25
	b.ne .LBB_310
	cbz x10, .LBB_318
.LBB_312:
	neg w10, w9
	ands x11, x10, #0x3
	mov x10, x9
	b.eq .LBB_315
	mov x10, x9
.LBB_314:
	ldr d0, [x2, x10, lsl #3]
	subs x11, x11, #1
	fmul d0, d0, d12
	str d0, [x19, x10, lsl #3]
	add x10, x10, #1
	b.ne .LBB_314
.LBB_315:
	sub x9, x9, x8
	cmn x9, #4
	b.hi .LBB_318
	sub x8, x8, x10
	add x9, x2, x10, lsl #3
	add x10, x19, x10, lsl #3
	add x9, x9, #16
	add x10, x10, #16
.LBB_317:
	ldur d0, [x9, #-16]
	subs x8, x8, #4
	fmul d0, d0, d12
	stur d0, [x10, #-16]
	ldur d0, [x9, #-8]
	fmul d0, d0, d12
	stur d0, [x10, #-8]
	ldr d0, [x9]
	fmul d0, d0, d12
	str d0, [x10]
	ldr d0, [x9, #8]
	add x9, x9, #32
	fmul d0, d0, d12
	str d0, [x10, #8]
	add x10, x10, #32
	b.ne .LBB_317
.LBB_318:
	ldr x2, [sp, #800]
	ldr x3, [sp, #808]
.LBB_319:
	ldr x1, [x28, #40]
	add x0, sp, #1432
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x8, [sp, #808]
	ldr x15, [sp, #544]
	lsl x8, x8, #4
	cmp x8, x21
	csel x8, x8, x21, lo
	cbz x8, .LBB_333
	ldr x9, [sp, #800]
	cmp x8, x23
	b.lo .LBB_326
	add x11, x9, x8, lsl #3
	add x10, x19, x8, lsl #3
	cmp x19, x11
	ccmp x9, x10, #2, lo
	b.lo .LBB_326
	udiv x10, x8, x23
	mov x12, x19
	mov x13, x9
	mul x10, x10, x23
	sub x11, x8, x10
	mov x14, x10
.LBB_324:
	ldr z0, [x13]
	ldr z1, [x13, #1, mul vl]
	subs x14, x14, x23
	add x13, x13, x25
	ldr z2, [x12]
	fsub z0.d, z2.d, z0.d
	ldr z3, [x12, #1, mul vl]
	fsub z1.d, z3.d, z1.d
	str z0, [x12]
	str z1, [x12, #1, mul vl]
	add x12, x12, x25
	b.ne .LBB_324
	cbnz x11, .LBB_327
	b .LBB_333
.LBB_326:
	mov x10, xzr
.LBB_327:
	neg w11, w10
	mov x12, x10
	ands x11, x11, #0x3
	b.eq .LBB_330
	mov x12, x10
.LBB_329:
	ldr d0, [x9, x12, lsl #3]
	ldr d1, [x19, x12, lsl #3]
	subs x11, x11, #1
	fsub d0, d1, d0
	str d0, [x19, x12, lsl #3]
	add x12, x12, #1
	b.ne .LBB_329
.LBB_330:
	sub x10, x10, x8
	cmn x10, #4
	b.hi .LBB_333
	add x9, x9, x12, lsl #3
	add x10, x19, x12, lsl #3
	sub x8, x8, x12
	add x9, x9, #16
	add x10, x10, #16
.LBB_332:
	ldur d0, [x9, #-16]
	ldp d1, d2, [x10, #-16]
	subs x8, x8, #4
	fsub d0, d1, d0
	stur d0, [x10, #-16]
	ldur d0, [x9, #-8]
	fsub d0, d2, d0
	ldp d1, d2, [x10]
	stur d0, [x10, #-8]
	ldr d0, [x9]
	fsub d0, d1, d0
	str d0, [x10]
	ldr d0, [x9, #8]
	add x9, x9, #32
	fsub d0, d2, d0
	str d0, [x10, #8]
	add x10, x10, #32
	b.ne .LBB_332
.LBB_333:
	ldr x24, [x28, #24]
	cmp x24, x15
	b.ne .LBB_335
	add x9, sp, #768
	b .LBB_336
.LBB_335:
	ldr x2, [sp, #800]
	ldr x3, [sp, #808]
	add x0, sp, #1432
	mov x1, x24
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x9, [sp, #96]
.LBB_336:
	ldr x8, [x9, #16]
	lsl x8, x8, #4
	cmp x8, x21
	csel x8, x8, x21, lo
	cbz x8, .LBB_349
	ldr x9, [x9, #8]
	cmp x8, x23
	b.lo .LBB_342
	add x11, x9, x8, lsl #3
	add x10, x19, x8, lsl #3
	cmp x19, x11
	ccmp x9, x10, #2, lo
	b.lo .LBB_342
	udiv x10, x8, x23
	mov x12, x19
	mov x13, x9
	mul x10, x10, x23
	sub x11, x8, x10
	mov x14, x10
.LBB_340:
	ldr z0, [x13]
	ldr z1, [x13, #1, mul vl]
	subs x14, x14, x23
	add x13, x13, x25
	ldr z2, [x12]
	fsub z0.d, z2.d, z0.d
	ldr z3, [x12, #1, mul vl]
	fsub z1.d, z3.d, z1.d
	str z0, [x12]
	str z1, [x12, #1, mul vl]
	add x12, x12, x25
	b.ne .LBB_340
	cbnz x11, .LBB_343
	b .LBB_349
.LBB_342:
	mov x10, xzr
.LBB_343:
	neg w11, w10
	mov x12, x10
	ands x11, x11, #0x3
	b.eq .LBB_346
	mov x12, x10
.LBB_345:
	ldr d0, [x9, x12, lsl #3]
	ldr d1, [x19, x12, lsl #3]
	subs x11, x11, #1
	fsub d0, d1, d0
	str d0, [x19, x12, lsl #3]
	add x12, x12, #1
	b.ne .LBB_345
.LBB_346:
	sub x10, x10, x8
	cmn x10, #4
	b.hi .LBB_349
	add x9, x9, x12, lsl #3
	add x10, x19, x12, lsl #3
	sub x8, x8, x12
	add x9, x9, #16
	add x10, x10, #16
.LBB_348:
	ldur d0, [x9, #-16]
	ldp d1, d2, [x10, #-16]
	subs x8, x8, #4
	fsub d0, d1, d0
	stur d0, [x10, #-16]
	ldur d0, [x9, #-8]
	fsub d0, d2, d0
	ldp d1, d2, [x10]
	stur d0, [x10, #-8]
	ldr d0, [x9]
	fsub d0, d1, d0
	str d0, [x10]
	ldr d0, [x9, #8]
	add x9, x9, #32
	fsub d0, d2, d0
	str d0, [x10, #8]
	add x10, x10, #32
	b.ne .LBB_348
.LBB_349:
	tbnz x24, #63, .LBB_719
	ldr x9, [sp, #608]
	ldr x8, [sp, #632]
	ldr x23, [sp, #832]
	subs x13, x24, #1
	ldr x10, [sp, #880]
	str x9, [sp, #1464]
	ldr x9, [sp, #528]
	str x8, [sp, #1456]
	ldr x8, [sp, #824]
	str x9, [sp, #1472]
	ldr x9, [sp, #872]
	b.ne .LBB_355
	subs x11, x23, x26
	mov w25, #2048
	b.lo .LBB_684
	cmp x11, x10
	csel x10, x11, x10, lo
	cbz x10, .LBB_363
	add x8, x8, x26, lsl #7
	add x9, x9, #64
	add x8, x8, #64
.LBB_354:
	ldur d0, [x8, #-64]
	subs x10, x10, #1
	fadd d0, d0, d8
	stur d0, [x9, #-64]
	ldur d0, [x8, #-56]
	fadd d0, d0, d8
	stur d0, [x9, #-56]
	ldur d0, [x8, #-48]
	fadd d0, d0, d8
	stur d0, [x9, #-48]
	ldur d0, [x8, #-40]
	fadd d0, d0, d8
	stur d0, [x9, #-40]
	ldur d0, [x8, #-32]
	fadd d0, d0, d8
	stur d0, [x9, #-32]
	ldur d0, [x8, #-24]
	fadd d0, d0, d8
	stur d0, [x9, #-24]
	ldur d0, [x8, #-16]
	fadd d0, d0, d8
	stur d0, [x9, #-16]
	ldur d0, [x8, #-8]
	fadd d0, d0, d8
	stur d0, [x9, #-8]
	ldr d0, [x8]
	fadd d0, d0, d8
	str d0, [x9]
	ldr d0, [x8, #8]
	fadd d0, d0, d8
	str d0, [x9, #8]
	ldr d0, [x8, #16]
	fadd d0, d0, d8
	str d0, [x9, #16]
	ldr d0, [x8, #24]
	fadd d0, d0, d8
	str d0, [x9, #24]
	ldr d0, [x8, #32]
	fadd d0, d0, d8
	str d0, [x9, #32]
	ldr d0, [x8, #40]
	fadd d0, d0, d8
	str d0, [x9, #40]
	ldr d0, [x8, #48]
	fadd d0, d0, d8
	str d0, [x9, #48]
	ldr d0, [x8, #56]
	add x8, x8, #128
	fadd d0, d0, d8
	str d0, [x9, #56]
	add x9, x9, #128
	b.ne .LBB_354
	b .LBB_363
.LBB_355:
	movi v0.2d, #0000000000000000
	add x11, sp, #1696
	cmp x23, x26
	mov w25, #2048
	stp q0, q0, [x11]
	stp q0, q0, [x11, #32]
	stp q0, q0, [x11, #64]
	stp q0, q0, [x11, #96]
	add x11, x26, #1
	stp q0, q0, [x22, #800]
	sub x0, x11, x24
	stp q0, q0, [x22, #832]
	stp q0, q0, [x22, #864]
	stp q0, q0, [x22, #896]
	b.ls .LBB_685
	cmp x11, x24
	b.lo .LBB_686
	cbz x24, .LBB_361
	add x14, sp, #1696
	ldp q6, q7, [x22, #800]
	ldp q17, q18, [x22, #832]
	add x11, x8, x11, lsl #7
	add x12, x8, x0, lsl #7
	movi d16, #0000000000000000
	ldp q0, q1, [x14]
	ldr q2, [x14, #32]
	ldur q3, [x14, #72]
	ldur q4, [x14, #88]
	ldur q5, [x14, #104]
	mov w14, #1
	ldr d19, [sp, #1816]
	ldr d24, [sp, #1744]
	ldp q20, q21, [x22, #864]
	ldp q22, q23, [x22, #896]
.LBB_359:
	ldp q26, q27, [x12]
	ucvtf d25, x14
	add x14, x14, #1
	fadd v1.2d, v27.2d, v1.2d
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v0.2d, v26.2d, v0.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v7.2d, v7.2d, v26.2d
	ldp q26, q27, [x12, #32]
	fadd v6.2d, v6.2d, v28.2d
	fadd v24.2d, v27.2d, v24.2d
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v2.2d, v26.2d, v2.2d
	fmul v26.2d, v27.2d, v25.d[0]
	ldr q27, [x12, #64]
	fadd v18.2d, v18.2d, v26.2d
	ldr d26, [x12, #64]
	fadd v17.2d, v17.2d, v28.2d
	fmul v27.2d, v27.2d, v25.d[0]
	fadd d16, d26, d16
	ldur q26, [x12, #72]
	fadd v20.2d, v20.2d, v27.2d
	ldur q27, [x12, #88]
	fadd v3.2d, v26.2d, v3.2d
	ext v26.16b, v26.16b, v27.16b, #8
	fadd v4.2d, v27.2d, v4.2d
	fmul v26.2d, v26.2d, v25.d[0]
	fadd v21.2d, v21.2d, v26.2d
	ldur q26, [x12, #104]
	ext v27.16b, v27.16b, v26.16b, #8
	fadd v5.2d, v26.2d, v5.2d
	ldr d26, [x12, #120]
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v22.2d, v22.2d, v27.2d
	ldr q27, [x12, #112]
	add x12, x12, #128
	fadd d19, d26, d19
	cmp x12, x11
	fmul v25.2d, v27.2d, v25.d[0]
	fadd v23.2d, v23.2d, v25.2d
	b.ne .LBB_359
	add x11, sp, #1696
	stp q6, q7, [x22, #800]
	stp q17, q18, [x22, #832]
	stp q20, q21, [x22, #864]
	stp q22, q23, [x22, #896]
	stp q0, q1, [x11]
	stp q2, q24, [x11, #32]
	stur q3, [x11, #72]
	stur q4, [x11, #88]
	stur q5, [x11, #104]
	str d16, [sp, #1760]
	str d19, [sp, #1816]
.LBB_361:
	cbz x10, .LBB_723
	mul x11, x24, x24
	ldr q1, [x22, #800]
	cmp x10, #1
	add x11, x24, x11
	ucvtf d0, x11, #1
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9]
	ldr q1, [x22, #816]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #16]
	ldr q1, [x22, #832]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #32]
	ldr q1, [x22, #848]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #48]
	ldr q1, [x22, #864]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #64]
	ldr q1, [x22, #880]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #80]
	ldr q1, [x22, #896]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #96]
	ldr q1, [x22, #912]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #112]
	b.ne .LBB_512
.LBB_363:
	ldr x8, [sp, #488]
	ldr x10, [sp, #472]
	cmp x10, x8
	b.eq .LBB_724
	ldr x8, [sp, #424]
	mov w9, #24
	fmov d16, #-1.00000000
	fmov d13, #-1.00000000
	mov w23, #32768
	mov w24, #128
	madd x8, x10, x9, x8
	mov x9, #9218868437227405311
	ldp x26, x8, [x8, #8]
	str x8, [sp, #624]
	ldr x8, [sp, #1360]
	str x8, [sp, #592]
	ldr x8, [sp, #696]
	str x8, [sp, #632]
	ldr x8, [sp, #368]
	tbz w8, #0, .LBB_368
	ldr x19, [sp, #224]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d0, [x26, x19, lsl #3]
	fmov x8, d0
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_368
	fmov d13, d0
.LBB_368:
	ldr x8, [sp, #360]
	tbz w8, #0, .LBB_372
	ldr x19, [sp, #216]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d0, [x26, x19, lsl #3]
	fmov x8, d0
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_372
	fmov d16, d0
.LBB_372:
	ldr x8, [sp, #352]
	fmov d17, #-1.00000000
	fmov d0, #-1.00000000
	tbz w8, #0, .LBB_376
	ldr x19, [sp, #208]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d1, [x26, x19, lsl #3]
	fmov d0, #-1.00000000
	fmov x8, d1
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_376
	fmov d0, d1
.LBB_376:
	ldr x8, [sp, #344]
	tbz w8, #0, .LBB_380
	ldr x19, [sp, #200]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d1, [x26, x19, lsl #3]
	fmov x8, d1
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_380
	fmov d17, d1
.LBB_380:
	ldr x8, [sp, #336]
	fmov d18, #-1.00000000
	fmov d1, #-1.00000000
	tbz w8, #0, .LBB_384
	ldr x19, [sp, #192]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d2, [x26, x19, lsl #3]
	fmov d1, #-1.00000000
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_384
	fmov d1, d2
.LBB_384:
	ldr x8, [sp, #328]
	tbz w8, #0, .LBB_388
	ldr x19, [sp, #184]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d2, [x26, x19, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_388
	fmov d18, d2
.LBB_388:
	ldr x8, [sp, #320]
	fmov d19, #-1.00000000
	fmov d2, #-1.00000000
	tbz w8, #0, .LBB_392
	ldr x19, [sp, #176]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d3, [x26, x19, lsl #3]
	fmov d2, #-1.00000000
	fmov x8, d3
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_392
	fmov d2, d3
.LBB_392:
	ldr x8, [sp, #312]
	tbz w8, #0, .LBB_396
	ldr x19, [sp, #168]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d3, [x26, x19, lsl #3]
	fmov x8, d3
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_396
	fmov d19, d3
.LBB_396:
	ldr x8, [sp, #304]
	fmov d20, #-1.00000000
	fmov d3, #-1.00000000
	tbz w8, #0, .LBB_400
	ldr x19, [sp, #160]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d4, [x26, x19, lsl #3]
	fmov d3, #-1.00000000
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_400
	fmov d3, d4
.LBB_400:
	ldr x8, [sp, #296]
	tbz w8, #0, .LBB_404
	ldr x19, [sp, #152]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d4, [x26, x19, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_404
	fmov d20, d4
.LBB_404:
	ldr x8, [sp, #288]
	fmov d21, #-1.00000000
	fmov d4, #-1.00000000
	tbz w8, #0, .LBB_408
	ldr x19, [sp, #144]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d5, [x26, x19, lsl #3]
	fmov d4, #-1.00000000
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_408
	fmov d4, d5
.LBB_408:
	ldr x8, [sp, #280]
	tbz w8, #0, .LBB_412
	ldr x19, [sp, #136]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d5, [x26, x19, lsl #3]
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_412
	fmov d21, d5
.LBB_412:
	ldr x8, [sp, #272]
	fmov d22, #-1.00000000
	fmov d5, #-1.00000000
	tbz w8, #0, .LBB_416
	ldr x19, [sp, #128]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d6, [x26, x19, lsl #3]
	fmov d5, #-1.00000000
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_416
	fmov d5, d6
.LBB_416:
	ldr x8, [sp, #264]
	tbz w8, #0, .LBB_420
	ldr x19, [sp, #120]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d6, [x26, x19, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_420
	fmov d22, d6
.LBB_420:
	ldr x8, [sp, #256]
	fmov d14, #-1.00000000
	fmov d6, #-1.00000000
	tbz w8, #0, .LBB_424
	ldr x19, [sp, #112]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d7, [x26, x19, lsl #3]
	fmov d6, #-1.00000000
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_424
	fmov d6, d7
.LBB_424:
	ldr x8, [sp, #248]
	tbz w8, #0, .LBB_428
	ldr x19, [sp, #104]
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_718
	ldr d7, [x26, x19, lsl #3]
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_428
	fmov d14, d7
.LBB_428:
	ldr x8, [sp, #472]
	str d16, [sp, #1704]
	str d17, [sp, #1720]
	mov v16.d[1], v0.d[0]
	mov v17.d[1], v1.d[0]
	add x9, x28, #48
	str d18, [sp, #1736]
	str d19, [sp, #1752]
	mov v18.d[1], v2.d[0]
	mov v19.d[1], v3.d[0]
	mov x19, xzr
	add x8, x8, #1
	str d20, [sp, #1768]
	mov v20.d[1], v4.d[0]
	str d22, [sp, #1800]
	mov v22.d[1], v6.d[0]
	str d21, [sp, #1784]
	mov v21.d[1], v5.d[0]
	str d13, [sp, #1696]
	str d0, [sp, #1712]
	str d1, [sp, #1728]
	str d2, [sp, #1744]
	str d3, [sp, #1760]
	str d5, [sp, #1792]
	str q22, [sp, #528]
	stp x8, x9, [sp, #392]
	str d4, [sp, #1776]
	str q18, [sp, #608]
	stp q21, q20, [sp, #544]
	stp q17, q16, [sp, #640]
	str q19, [sp, #576]
	str d6, [sp, #1808]
	str d14, [sp, #1816]
	b .LBB_430
.LBB_429:
	add x19, x19, #1
	cmp x19, #1025
	b.eq .LBB_438
.LBB_430:
	ldr x8, [sp, #880]
	cmp x19, x8
	b.hs .LBB_713
	ldr x8, [sp, #856]
	cmp x19, x8
	b.hs .LBB_714
	ldr x8, [sp, #848]
	ldr x9, [sp, #872]
	lsl x10, x19, #7
	add x9, x9, x10
	add x8, x8, x10
	ldr d0, [x9]
	ldr d1, [x8]
	ldr d2, [x8, #120]
	ldur q7, [x8, #72]
	ldur q16, [x8, #8]
	ldur q17, [x8, #104]
	ldur q3, [x9, #40]
	ldur q18, [x8, #40]
	ldur q4, [x9, #88]
	ldur q19, [x8, #88]
	ldur q5, [x9, #24]
	ldur q20, [x8, #24]
	ldur q6, [x9, #56]
	ldur q21, [x8, #56]
	mov w8, #32
	fabd d0, d0, d1
	ldr d1, [x9, #120]
	fabd v3.2d, v3.2d, v18.2d
	fabd v4.2d, v4.2d, v19.2d
	fabd v5.2d, v5.2d, v20.2d
	fabd v6.2d, v6.2d, v21.2d
	fabd d1, d1, d2
	ldur q2, [x9, #104]
	fcmp d1, d14
	ldur q1, [x9, #8]
	csel x10, x23, xzr, ls
	fcmp d0, d13
	ldur q0, [x9, #72]
	fabd v2.2d, v2.2d, v17.2d
	fabd v1.2d, v1.2d, v16.2d
	index z16.d, x8, x8
	mov w8, #8192
	fabd v0.2d, v0.2d, v7.2d
	ldr q7, [sp, #560]
	fcmge v0.2d, v7.2d, v0.2d
	ldr q7, [sp, #656]
	fcmge v1.2d, v7.2d, v1.2d
	ldr q7, [sp, #528]
	fcmge v2.2d, v7.2d, v2.2d
	ldr q7, [sp, #608]
	fcmge v3.2d, v7.2d, v3.2d
	ldr q7, [sp, #544]
	and v3.16b, v3.16b, v16.16b
	fcmge v4.2d, v7.2d, v4.2d
	ldr q7, [sp, #640]
	fcmge v5.2d, v7.2d, v5.2d
	ldr q7, [sp, #576]
	fcmge v6.2d, v7.2d, v6.2d
	index z7.d, x24, x24
	and v6.16b, v6.16b, v7.16b
	index z7.d, #8, #8
	and v5.16b, v5.16b, v7.16b
	index z7.d, x25, x25
	and v4.16b, v4.16b, v7.16b
	index z7.d, x8, x8
	mov w8, #512
	and v2.16b, v2.16b, v7.16b
	index z7.d, #2, #2
	and v1.16b, v1.16b, v7.16b
	index z7.d, x8, x8
	and v0.16b, v0.16b, v7.16b
	orr v0.16b, v1.16b, v0.16b
	orr v1.16b, v3.16b, v2.16b
	orr v0.16b, v0.16b, v1.16b
	orr v1.16b, v5.16b, v4.16b
	orr v1.16b, v1.16b, v6.16b
	orr v0.16b, v0.16b, v1.16b
	ext v1.16b, v0.16b, v0.16b, #8
	orr v0.8b, v0.8b, v1.8b
	fmov x8, d0
	orr x8, x8, x10
	cinc x20, x8, ls
	cbz x20, .LBB_429
	ldr x8, [sp, #592]
	add x21, x19, x8
.LBB_434:
	rbit x8, x20
	clz x22, x8
	orr x8, x22, x22, lsl #10
	add x0, sp, #1280
	add x2, x21, x8
	mov x1, x28
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #856]
	cmp x19, x8
	b.hs .LBB_676
	ldr x8, [sp, #848]
	add x8, x8, x19, lsl #7
	str d0, [x8, x22, lsl #3]
	ldr x8, [sp, #880]
	cmp x19, x8
	b.hs .LBB_677
	sub x8, x20, #1
	and x20, x8, x20
	ldr x8, [sp, #872]
	add x8, x8, x19, lsl #7
	str d1, [x8, x22, lsl #3]
	cbnz x20, .LBB_434
	b .LBB_429
.LBB_438:
	ldr x8, [sp, #592]
	str xzr, [sp, #656]
	mov x9, xzr
	neg x25, x8
	add x8, x8, #1025
	str x8, [sp, #640]
	b .LBB_440
.LBB_439:
	ldr x8, [sp, #656]
	ldr x9, [sp, #608]
	sub x25, x25, #1025
	add x8, x8, #8
	add x9, x9, #1
	str x8, [sp, #656]
	ldr x8, [sp, #640]
	cmp x9, #16
	add x8, x8, #1025
	str x8, [sp, #640]
	b.eq .LBB_462
.LBB_440:
	str x9, [sp, #608]
	add x8, x9, x9, lsl #10
	ldr x9, [sp, #592]
	add x24, x8, x9
	ldr x8, [sp, #632]
	cmp x24, x8
	b.hs .LBB_439
	ldr x9, [sp, #608]
	add x8, sp, #1696
	ldr d0, [x8, x9, lsl #3]
	fcmp d0, #0.0
	b.ge .LBB_439
	ldr x9, [sp, #632]
	add x8, x24, #1025
	cmp x9, x8
	csel x20, x9, x8, lo
	cmn x24, #1026
	b.ls .LBB_444
	b .LBB_439
.LBB_443:
	cmp x23, x20
	mov x24, x22
	b.hs .LBB_439
.LBB_444:
	ldr x23, [sp, #720]
	ldr x9, [sp, #712]
	cmp x23, #1
	b.eq .LBB_448
	cbz x23, .LBB_700
	mov x10, xzr
	mov x11, x23
.LBB_447:
	lsr x12, x11, #1
	add x13, x12, x10
	sub x11, x11, x12
	ldr x14, [x9, x13, lsl #3]
	cmp x14, x24
	csel x10, x10, x13, hi
	cmp x11, #1
	b.hi .LBB_447
	b .LBB_449
.LBB_448:
	mov x10, xzr
.LBB_449:
	ldr x11, [x9, x10, lsl #3]
	cmp x11, x24
	cinc x10, x10, ls
	sub x19, x10, #1
	cmp x19, x23
	b.hs .LBB_701
	ldur x8, [x29, #-56]
	add x9, x9, x10, lsl #3
	cmp x10, x23
	csel x8, x9, x8, lo
	ldr x23, [x8]
	cmp x20, x23
	csel x22, x20, x23, lo
	cmp x24, x22
	b.hs .LBB_443
	ldr x8, [sp, #624]
	cmp x19, x8
	b.hs .LBB_703
	ldr x9, [sp, #656]
	add x8, x25, x24
	add x28, x9, x8, lsl #7
	ldr x8, [sp, #632]
	ldr x9, [sp, #640]
	cmp x23, x8
	csel x8, x23, x8, lo
	cmp x8, x9
	csel x27, x8, x9, lo
	b .LBB_455
.LBB_453:
	ldr x8, [sp, #872]
	str d1, [x8, x28]
.LBB_454:
	add x24, x24, #1
	add x28, x28, #128
	cmp x27, x24
	b.eq .LBB_443
.LBB_455:
	ldr d0, [x26, x19, lsl #3]
	mov x8, #9218868437227405312
	add x21, x25, x24
	fmov d1, x8
	fcmp d0, d1
	b.eq .LBB_459
	ldr x8, [sp, #880]
	cmp x21, x8
	b.hs .LBB_670
	ldr x8, [sp, #856]
	cmp x21, x8
	b.hs .LBB_671
	ldr x8, [sp, #848]
	ldr x9, [sp, #872]
	ldr d1, [x9, x28]
	ldr d2, [x8, x28]
	fabd d1, d1, d2
	fcmp d1, d0
	b.hi .LBB_454
.LBB_459:
	ldr x1, [sp, #672]
	add x0, sp, #1280
	mov x2, x24
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #856]
	cmp x21, x8
	b.hs .LBB_664
	ldr x8, [sp, #848]
	str d0, [x8, x28]
	ldr x8, [sp, #880]
	cmp x21, x8
	b.lo .LBB_453
	b .LBB_665
.LBB_462:
	ldr x9, [sp, #856]
	ldr x11, [sp, #880]
	ldr x8, [sp, #1360]
	cntd x18
	mov w5, #255
	mov w6, #2050
	mov x7, #4636737291354636288
	mov w20, #16384
	ldr x10, [sp, #696]
	ldr x25, [sp, #416]
	ldr x24, [sp, #512]
	cmp x11, x9
	csel x12, x11, x9, lo
	ldr x9, [sp, #904]
	ldr x11, [sp, #896]
	ldr x4, [sp, #520]
	ldr x3, [sp, #472]
	cmp x12, x9
	csel x14, x12, x9, lo
	cbz x14, .LBB_561
	ldr x12, [sp, #848]
	lsl x14, x14, #4
	ldr x13, [sp, #872]
	cmp x14, #1
	csinc x14, x14, xzr, hi
	add x15, x11, x14
	add x17, x12, x14, lsl #3
	add x16, x13, x14, lsl #3
	cmp x11, x17
	ccmp x12, x15, #2, lo
	cset w17, lo
	cmp x13, x15
	ccmp x11, x16, #2, lo
	ccmp w17, #0, #0, hs
	b.eq .LBB_466
	cmp x14, #1
	b.ne .LBB_556
	mov x14, xzr
	b .LBB_560
.LBB_466:
	subs x15, x14, x18
	ptrue p3.d
	mov z2.d, #1
	mov x16, xzr
	csel x15, xzr, x15, lo
	whilelo p0.d, xzr, x14
.LBB_467:
	ld1d { z0.d }, p0/z, [x13, x16, lsl #3]
	ld1d { z1.d }, p0/z, [x12, x16, lsl #3]
	fcmgt p2.d, p3/z, z1.d, z0.d
	fcmgt p1.d, p3/z, z0.d, z1.d
	mov z0.d, p2/z, #-1
	add z0.d, p1/m, z0.d, z2.d
	st1b { z0.d }, p0, [x11, x16]
	whilelo p0.d, x16, x15
	add x16, x16, x18
	b.mi .LBB_467
	b .LBB_561
.LBB_468:
	ldr x13, [sp, #640]
	fdiv d2, d9, d0
	ldr x12, [sp, #656]
	ucvtf d1, x9
	and x14, x14, #0x1ffffffffffffff
	mov w5, #1
	mov x0, xzr
	add x16, x14, #1
	and x15, x16, #0x3
	and x16, x16, #0x3fffffffffffffc
	cmp w13, #0
	ldr x13, [sp, #240]
	add x12, x12, x27, lsl #4
	csel x13, x13, xzr, ne
	str x13, [sp, #592]
	ldr x13, [sp, #624]
	add x17, x13, #64
	sub x13, x13, x9, lsl #7
	str x17, [sp, #560]
	str x13, [sp, #576]
	b .LBB_470
.LBB_469:
	ldr x28, [sp, #672]
	cntw x23
	cmp x4, x11
	add x22, sp, #768
	rdvl x25, #2
	b.hs .LBB_305
.LBB_470:
	cmp x0, x27
	b.hs .LBB_475
	ldr x13, [sp, #656]
	add x1, x13, x0, lsl #4
.LBB_472:
	ldr x18, [x1], #16
	cmp x18, x5
	b.hs .LBB_476
	add x0, x0, #1
	cmp x27, x0
	b.ne .LBB_472
	mov x1, xzr
	mov x0, x27
	b .LBB_477
.LBB_475:
	mov x1, xzr
	b .LBB_477
.LBB_476:
	mov w1, #1
.LBB_477:
	ldr x13, [sp, #640]
	cmp x24, x5
	str x1, [sp, #1504]
	str x18, [sp, #1512]
	csel w2, wzr, w13, lo
	mov w13, #1
	str x24, [sp, #1528]
	str x13, [sp, #1480]
	mov w13, #2
	str x2, [sp, #1520]
	str x13, [sp, #1496]
	tbnz w1, #0, .LBB_479
	mov x3, x11
	cbz w2, .LBB_483
.LBB_479:
	mov w13, #2
	add x17, sp, #1480
	sub x18, x13, x1
	ldr x13, [sp, #464]
	eor x1, x1, #0x1
	str x18, [sp, #1488]
	ldur q3, [x17, #8]
	ldur q4, [x17, #24]
	add x18, x13, x1, lsl #4
	add x13, sp, #1696
	ldr x3, [x18, #8]
	stp q3, q4, [x13, #256]
	ldur q3, [x17, #40]
	str q3, [x13, #288]
	ldp x1, x18, [x29, #-144]
	cmp x18, x1
	b.eq .LBB_483
	sub w18, w18, w1
	ands x18, x18, #0x3
	b.eq .LBB_483
	ldr x13, [sp, #376]
	add x1, x13, x1, lsl #4
.LBB_482:
	ldur w2, [x1, #-8]
	ldr x4, [x1], #16
	cmp x3, x4
	csel x4, x3, x4, lo
	cmp w2, #0
	csel x3, x4, x3, ne
	subs x18, x18, #1
	b.ne .LBB_482
.LBB_483:
	add x13, sp, #1696
	ldp q7, q16, [x22, #800]
	ldp q19, q22, [x22, #832]
	add x4, x3, #1
	cmp x11, x4
	csinc x18, x11, x3, lo
	ldp q3, q4, [x13]
	ldp q5, q6, [x13, #32]
	ldp q23, q24, [x22, #864]
	subs x18, x18, x5
	ldp q17, q18, [x13, #64]
	ldp q25, q26, [x22, #896]
	ldp q20, q21, [x13, #96]
	b.ls .LBB_488
	sub x13, x26, x9
	add x19, x26, x5
	add x6, x13, x5
	ldr x13, [sp, #560]
	add x7, x13, x6, lsl #7
	add x21, x13, x19, lsl #7
	add x13, x10, #64
	add x5, x13, x5, lsl #7
.LBB_485:
	cmp x19, x8
	mov x13, x8
	b.hs .LBB_707
	cmp x6, x13
	b.hs .LBB_706
	ldur q27, [x21, #-64]
	ldur q29, [x7, #-64]
	subs x18, x18, #1
	add x6, x6, #1
	add x19, x19, #1
	fadd v28.2d, v27.2d, v3.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fsub v7.2d, v7.2d, v3.2d
	fsub v3.2d, v28.2d, v29.2d
	fmul v27.2d, v7.2d, v2.d[0]
	stur q27, [x5, #-64]
	ldur q27, [x21, #-48]
	ldur q29, [x7, #-48]
	fadd v28.2d, v27.2d, v4.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v4.2d
	fsub v4.2d, v28.2d, v29.2d
	fmul v27.2d, v16.2d, v2.d[0]
	stur q27, [x5, #-48]
	ldur q27, [x21, #-32]
	ldur q29, [x7, #-32]
	fadd v28.2d, v27.2d, v5.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	fsub v5.2d, v28.2d, v29.2d
	fmul v27.2d, v19.2d, v2.d[0]
	stur q27, [x5, #-32]
	ldur q27, [x21, #-16]
	ldur q29, [x7, #-16]
	fadd v28.2d, v27.2d, v6.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fsub v22.2d, v22.2d, v6.2d
	fsub v6.2d, v28.2d, v29.2d
	fmul v27.2d, v22.2d, v2.d[0]
	stur q27, [x5, #-16]
	ldr q27, [x21]
	ldr q29, [x7]
	fadd v28.2d, v27.2d, v17.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v17.2d
	fsub v17.2d, v28.2d, v29.2d
	fmul v27.2d, v23.2d, v2.d[0]
	str q27, [x5]
	ldr q27, [x21, #16]
	ldr q29, [x7, #16]
	fadd v28.2d, v27.2d, v18.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v18.2d
	fsub v18.2d, v28.2d, v29.2d
	fmul v27.2d, v24.2d, v2.d[0]
	str q27, [x5, #16]
	ldr q27, [x21, #32]
	ldr q29, [x7, #32]
	fadd v28.2d, v27.2d, v20.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v20.2d
	fsub v20.2d, v28.2d, v29.2d
	fmul v27.2d, v25.2d, v2.d[0]
	str q27, [x5, #32]
	ldr q27, [x21, #48]
	ldr q29, [x7, #48]
	add x7, x7, #128
	add x21, x21, #128
	fadd v28.2d, v27.2d, v21.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v21.2d
	fsub v21.2d, v28.2d, v29.2d
	fmul v27.2d, v26.2d, v2.d[0]
	str q27, [x5, #48]
	add x5, x5, #128
	b.ne .LBB_485
	b .LBB_489
.LBB_488:
	add x13, sp, #1696
	orr x18, x13, #0x8
	add x1, x13, #24
	add x2, x13, #40
	add x5, x13, #56
	add x6, x13, #72
	add x7, x13, #88
	add x19, x13, #104
	ld1 { v3.d }[1], [x18]
	add x20, x13, #120
	ld1 { v4.d }[1], [x1]
	ld1 { v5.d }[1], [x2]
	ld1 { v6.d }[1], [x5]
	ld1 { v17.d }[1], [x6]
	ld1 { v18.d }[1], [x7]
	ld1 { v20.d }[1], [x19]
	ld1 { v21.d }[1], [x20]
.LBB_489:
	add x13, sp, #1696
	cmp x3, x11
	stp q7, q16, [x22, #800]
	stp q19, q22, [x22, #832]
	stp q23, q24, [x22, #864]
	stp q25, q26, [x22, #896]
	stp q3, q4, [x13]
	stp q5, q6, [x13, #32]
	stp q17, q18, [x13, #64]
	stp q20, q21, [x13, #96]
	b.hs .LBB_305
	cmp x0, x27
	b.hi .LBB_662
	ldr x13, [sp, #656]
	add x6, x3, x26
	ldr x20, [sp, #592]
	add x25, x10, x3, lsl #7
	add x5, x3, #1
	mov w21, wzr
	add x18, x6, #1
	cmp x6, x8
	cset w1, hs
	subs x7, x18, x9
	csinc w30, w1, wzr, hs
	add x19, x13, x0, lsl #4
	ldr x13, [sp, #624]
	add x23, x13, x7, lsl #7
	ldr x13, [sp, #576]
	add x2, x13, x6, lsl #7
	b .LBB_494
.LBB_492:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_716
.LBB_493:
	add x13, sp, #1568
	mov x20, x1
	str d4, [x13, x19, lsl #3]
	add x13, sp, #1696
	str d3, [x13, x19, lsl #3]
	fdiv d3, d4, d0
	str d3, [x25, x19, lsl #3]
	mov x19, x28
.LBB_494:
	cbz w21, .LBB_503
	mov x28, x19
.LBB_496:
	cbz x20, .LBB_469
	ldr x18, [x20]
	cmp x18, x3
	b.ne .LBB_469
	mov x1, xzr
	mov w21, #2
	mov x19, x20
	tbnz w30, #0, .LBB_648
.LBB_499:
	ldr x19, [x19, #8]
	cbz x9, .LBB_492
	cmp x19, #15
	b.hi .LBB_710
	cmp x14, #3
	b.hs .LBB_506
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x20, xzr
	mov x22, x23
	b .LBB_510
.LBB_503:
	ldr x13, [sp, #656]
	cmp x19, x12
	add x28, x13, x27, lsl #4
	b.eq .LBB_496
	mov x28, x19
	ldr x18, [x28], #16
	cmp x18, x3
	b.ne .LBB_496
	mov w21, wzr
	mov x1, x20
	tbz w30, #0, .LBB_499
	b .LBB_648
.LBB_506:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x22, x19, #3
	mov x20, xzr
	mov x18, x2
.LBB_507:
	add x17, x20, #1
	add x13, x20, #2
	ucvtf d5, x17
	add x17, x18, x22
	add x18, x18, #512
	ldr d6, [x17, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x17, #256]
	fadd d4, d4, d5
	ucvtf d5, x13
	add x13, x20, #3
	add x20, x20, #4
	cmp x16, x20
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x17, #384]
	fadd d4, d4, d5
	ucvtf d5, x13
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x17, #512]
	fadd d4, d4, d5
	ucvtf d5, x20
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_507
	cbz x15, .LBB_493
	add x22, x18, #128
.LBB_510:
	add x18, x20, #1
	add x20, x22, x19, lsl #3
	mov x22, x15
.LBB_511:
	ldr d6, [x20], #128
	ucvtf d5, x18
	add x18, x18, #1
	subs x22, x22, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_511
	b .LBB_493
.LBB_512:
	fdiv d2, d9, d0
	ldr x12, [sp, #632]
	ldr x11, [sp, #656]
	ucvtf d1, x24
	and x13, x13, #0x1ffffffffffffff
	mov w4, #1
	mov x0, xzr
	add x15, x13, #1
	and x14, x15, #0x3
	and x15, x15, #0x3fffffffffffffc
	cmp w12, #0
	ldr x12, [sp, #240]
	add x11, x11, x27, lsl #4
	csel x12, x12, xzr, ne
	str x12, [sp, #640]
	b .LBB_514
.LBB_513:
	ldr x28, [sp, #672]
	cmp x3, x10
	add x22, sp, #768
	mov w25, #2048
	mov x23, x12
	b.hs .LBB_363
.LBB_514:
	cmp x0, x27
	b.hs .LBB_519
	ldr x12, [sp, #656]
	add x18, x12, x0, lsl #4
.LBB_516:
	ldr x17, [x18], #16
	cmp x17, x4
	b.hs .LBB_520
	add x0, x0, #1
	cmp x27, x0
	b.ne .LBB_516
	mov x18, xzr
	mov x0, x27
	b .LBB_521
.LBB_519:
	mov x18, xzr
	b .LBB_521
.LBB_520:
	mov w18, #1
.LBB_521:
	ldr x1, [sp, #608]
	ldr x12, [sp, #632]
	mov w16, #1
	str x18, [sp, #1504]
	cmp x1, x4
	str x16, [sp, #1480]
	mov w16, #2
	str x16, [sp, #1496]
	str x17, [sp, #1512]
	str x1, [sp, #1528]
	csel w3, wzr, w12, lo
	str x3, [sp, #1520]
	tbnz w18, #0, .LBB_523
	mov x2, x10
	cbz w3, .LBB_527
.LBB_523:
	mov w16, #2
	sub x17, x16, x18
	ldr x16, [sp, #464]
	eor x18, x18, #0x1
	str x17, [sp, #1488]
	add x17, x16, x18, lsl #4
	add x16, sp, #1696
	ldr x2, [x17, #8]
	add x17, sp, #1480
	ldur q3, [x17, #8]
	ldur q4, [x17, #24]
	stp q3, q4, [x16, #256]
	ldur q3, [x17, #40]
	str q3, [x16, #288]
	ldp x18, x17, [x29, #-144]
	cmp x17, x18
	b.eq .LBB_527
	sub w17, w17, w18
	ands x17, x17, #0x3
	b.eq .LBB_527
	ldr x16, [sp, #376]
	add x18, x16, x18, lsl #4
.LBB_526:
	ldur w3, [x18, #-8]
	ldr x5, [x18], #16
	cmp x2, x5
	csel x5, x2, x5, lo
	cmp w3, #0
	csel x2, x5, x2, ne
	subs x17, x17, #1
	b.ne .LBB_526
.LBB_527:
	add x16, sp, #1696
	ldp q7, q16, [x22, #800]
	ldp q19, q22, [x22, #832]
	add x3, x2, #1
	cmp x10, x3
	csinc x17, x10, x2, lo
	ldp q3, q4, [x16]
	ldp q5, q6, [x16, #32]
	ldp q23, q24, [x22, #864]
	subs x5, x17, x4
	ldp q17, q18, [x16, #64]
	ldp q25, q26, [x22, #896]
	ldp q20, q21, [x16, #96]
	b.ls .LBB_532
	sub x12, x26, x24
	add x19, x26, x4
	add x6, x12, x4
	add x12, x8, #64
	add x7, x12, x6, lsl #7
	add x21, x12, x19, lsl #7
	add x12, x9, #64
	add x4, x12, x4, lsl #7
.LBB_529:
	cmp x19, x23
	b.hs .LBB_708
	cmp x6, x23
	b.hs .LBB_709
	ldur q27, [x21, #-64]
	ldur q29, [x7, #-64]
	subs x5, x5, #1
	add x6, x6, #1
	add x19, x19, #1
	fadd v28.2d, v27.2d, v3.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fsub v7.2d, v7.2d, v3.2d
	fsub v3.2d, v28.2d, v29.2d
	fmul v27.2d, v7.2d, v2.d[0]
	stur q27, [x4, #-64]
	ldur q27, [x21, #-48]
	ldur q29, [x7, #-48]
	fadd v28.2d, v27.2d, v4.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v4.2d
	fsub v4.2d, v28.2d, v29.2d
	fmul v27.2d, v16.2d, v2.d[0]
	stur q27, [x4, #-48]
	ldur q27, [x21, #-32]
	ldur q29, [x7, #-32]
	fadd v28.2d, v27.2d, v5.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	fsub v5.2d, v28.2d, v29.2d
	fmul v27.2d, v19.2d, v2.d[0]
	stur q27, [x4, #-32]
	ldur q27, [x21, #-16]
	ldur q29, [x7, #-16]
	fadd v28.2d, v27.2d, v6.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fsub v22.2d, v22.2d, v6.2d
	fsub v6.2d, v28.2d, v29.2d
	fmul v27.2d, v22.2d, v2.d[0]
	stur q27, [x4, #-16]
	ldr q27, [x21]
	ldr q29, [x7]
	fadd v28.2d, v27.2d, v17.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v17.2d
	fsub v17.2d, v28.2d, v29.2d
	fmul v27.2d, v23.2d, v2.d[0]
	str q27, [x4]
	ldr q27, [x21, #16]
	ldr q29, [x7, #16]
	fadd v28.2d, v27.2d, v18.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v18.2d
	fsub v18.2d, v28.2d, v29.2d
	fmul v27.2d, v24.2d, v2.d[0]
	str q27, [x4, #16]
	ldr q27, [x21, #32]
	ldr q29, [x7, #32]
	fadd v28.2d, v27.2d, v20.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v20.2d
	fsub v20.2d, v28.2d, v29.2d
	fmul v27.2d, v25.2d, v2.d[0]
	str q27, [x4, #32]
	ldr q27, [x21, #48]
	ldr q29, [x7, #48]
	add x7, x7, #128
	add x21, x21, #128
	fadd v28.2d, v27.2d, v21.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v21.2d
	fsub v21.2d, v28.2d, v29.2d
	fmul v27.2d, v26.2d, v2.d[0]
	str q27, [x4, #48]
	add x4, x4, #128
	b.ne .LBB_529
	b .LBB_533
.LBB_532:
	add x16, sp, #1696
	orr x17, x16, #0x8
	add x18, x16, #24
	add x4, x16, #40
	add x5, x16, #56
	add x6, x16, #72
	add x7, x16, #88
	add x19, x16, #104
	ld1 { v3.d }[1], [x17]
	add x20, x16, #120
	ld1 { v4.d }[1], [x18]
	ld1 { v5.d }[1], [x4]
	ld1 { v6.d }[1], [x5]
	ld1 { v17.d }[1], [x6]
	ld1 { v18.d }[1], [x7]
	ld1 { v20.d }[1], [x19]
	ld1 { v21.d }[1], [x20]
.LBB_533:
	add x16, sp, #1696
	cmp x2, x10
	stp q7, q16, [x22, #800]
	stp q19, q22, [x22, #832]
	stp q23, q24, [x22, #864]
	stp q25, q26, [x22, #896]
	stp q3, q4, [x16]
	stp q5, q6, [x16, #32]
	stp q17, q18, [x16, #64]
	stp q20, q21, [x16, #96]
	b.hs .LBB_363
	cmp x0, x27
	b.hi .LBB_662
	ldr x12, [sp, #656]
	add x5, x2, x26
	sub x16, x8, x24, lsl #7
	ldr x20, [sp, #640]
	add x4, x2, #1
	mov w21, wzr
	add x17, x5, #1
	cmp x5, x23
	cset w18, hs
	subs x6, x17, x24
	add x7, x8, x6, lsl #7
	csinc w25, w18, wzr, hs
	add x18, x16, x5, lsl #7
	add x19, x12, x0, lsl #4
	mov x12, x23
	add x23, x9, x2, lsl #7
	b .LBB_538
.LBB_536:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_716
.LBB_537:
	add x16, sp, #1568
	mov x20, x17
	str d4, [x16, x19, lsl #3]
	add x16, sp, #1696
	str d3, [x16, x19, lsl #3]
	fdiv d3, d4, d0
	str d3, [x23, x19, lsl #3]
	mov x19, x28
.LBB_538:
	cbz w21, .LBB_547
	mov x28, x19
.LBB_540:
	cbz x20, .LBB_513
	ldr x17, [x20]
	cmp x17, x2
	b.ne .LBB_513
	mov x17, xzr
	mov w21, #2
	mov x19, x20
	cbnz w25, .LBB_649
.LBB_543:
	ldr x19, [x19, #8]
	cbz x24, .LBB_536
	cmp x19, #15
	b.hi .LBB_710
	cmp x13, #3
	b.hs .LBB_550
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x20, xzr
	mov x22, x7
	b .LBB_554
.LBB_547:
	ldr x16, [sp, #656]
	cmp x19, x11
	add x28, x16, x27, lsl #4
	b.eq .LBB_540
	mov x28, x19
	ldr x17, [x28], #16
	cmp x17, x2
	b.ne .LBB_540
	mov w21, wzr
	mov x17, x20
	cbz w25, .LBB_543
	b .LBB_649
.LBB_550:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x22, x19, #3
	mov x20, xzr
	mov x30, x18
.LBB_551:
	add x1, x20, #1
	add x16, x20, #2
	ucvtf d5, x1
	add x1, x30, x22
	add x30, x30, #512
	ldr d6, [x1, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x1, #256]
	fadd d4, d4, d5
	ucvtf d5, x16
	add x16, x20, #3
	add x20, x20, #4
	cmp x15, x20
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x1, #384]
	fadd d4, d4, d5
	ucvtf d5, x16
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x1, #512]
	fadd d4, d4, d5
	ucvtf d5, x20
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_551
	cbz x14, .LBB_537
	add x22, x30, #128
.LBB_554:
	add x20, x20, #1
	add x22, x22, x19, lsl #3
	mov x30, x14
.LBB_555:
	ldr d6, [x22], #128
	ucvtf d5, x20
	add x20, x20, #1
	subs x30, x30, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_555
	b .LBB_537
.LBB_556:
	and x16, x14, #0xfffffffffffffff0
	add x17, x12, #8
	add x18, x13, #8
	mov x15, xzr
	mov x0, x11
	neg x16, x16
.LBB_557:
	ldur d0, [x18, #-8]
	ldur d1, [x17, #-8]
	sub x15, x15, #2
	fcmp d0, d1
	cset w1, gt
	cset w2, mi
	sub w1, w1, w2
	strb w1, [x0]
	ldr d0, [x18], #16
	ldr d1, [x17], #16
	fcmp d0, d1
	cset w1, gt
	cset w2, mi
	cmp x16, x15
	sub w1, w1, w2
	strb w1, [x0, #1]
	add x0, x0, #2
	b.ne .LBB_557
	tbz w14, #0, .LBB_561
	neg x14, x15
.LBB_560:
	ldr d0, [x13, x14, lsl #3]
	ldr d1, [x12, x14, lsl #3]
	fcmp d0, d1
	cset w12, gt
	cset w13, mi
	sub w12, w12, w13
	strb w12, [x11, x14]
.LBB_561:
	movi v0.2d, #0000000000000000
	stp q0, q0, [x4]
	stp q0, q0, [x4, #32]
	stp q0, q0, [x4, #64]
	stp q0, q0, [x4, #96]
	cbz x9, .LBB_726
	ldr x12, [sp, #384]
	mov w13, #40
	ldrb w15, [x11]
	ldr x23, [sp, #928]
	madd x12, x3, x13, x12
	ldr x14, [sp, #920]
	ldrb w13, [x12, #32]
	mul w13, w15, w13
	bics wzr, w5, w13
	b.ne .LBB_565
	cbz x23, .LBB_737
	mov w13, #1
	strh wzr, [x14]
	str x13, [sp, #936]
.LBB_565:
	cmp x9, #1025
	b.lo .LBB_725
	add x13, x11, #4, lsl #12
	ldrb w16, [x11, #1]
	ldrb w15, [x13]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.eq .LBB_569
	ldrb w15, [x13, #1]
	ldrb w16, [x11, #2]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.eq .LBB_571
.LBB_568:
	ldrb w15, [x13, #2]
	ldrb w16, [x11, #3]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.ne .LBB_575
	b .LBB_573
.LBB_569:
	cmp x23, #2
	b.lo .LBB_727
	mov w15, #1
	strh wzr, [x14, #2050]
	str x15, [sp, #944]
	ldrb w15, [x13, #1]
	ldrb w16, [x11, #2]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.ne .LBB_568
.LBB_571:
	cmp x23, #3
	b.lo .LBB_729
	mov w15, #1
	strh wzr, [x14, #4100]
	str x15, [sp, #952]
	ldrb w15, [x13, #2]
	ldrb w16, [x11, #3]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.ne .LBB_575
.LBB_573:
	cmp x23, #4
	b.lo .LBB_731
	mov w15, #1
	strh wzr, [x14, #6150]
	str x15, [sp, #960]
.LBB_575:
	ldrb w16, [x13, #3]
	ldrb w17, [x11, #4]
	mov w15, #8200
	add x15, x14, x15
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_577
	ldrb w16, [x13, #4]
	ldrb w17, [x11, #5]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_581
	b .LBB_579
.LBB_577:
	cmp x23, #5
	b.lo .LBB_732
	mov w16, #1
	strh wzr, [x15]
	str x16, [sp, #968]
	ldrb w16, [x13, #4]
	ldrb w17, [x11, #5]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_581
.LBB_579:
	cmp x23, #6
	b.lo .LBB_733
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #976]
.LBB_581:
	ldrb w16, [x13, #5]
	ldrb w17, [x11, #6]
	mov w15, #12300
	add x15, x14, x15
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_583
	ldrb w16, [x13, #6]
	ldrb w17, [x11, #7]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_587
	b .LBB_585
.LBB_583:
	cmp x23, #7
	b.lo .LBB_728
	mov w16, #1
	strh wzr, [x15]
	str x16, [sp, #984]
	ldrb w16, [x13, #6]
	ldrb w17, [x11, #7]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_587
.LBB_585:
	cmp x23, #8
	b.lo .LBB_730
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #992]
.LBB_587:
	ldrb w16, [x13, #7]
	ldrb w17, [x11, #8]
	mov w15, #16400
	add x15, x14, x15
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_589
	ldrb w16, [x13, #8]
	ldrb w17, [x11, #9]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_593
	b .LBB_591
.LBB_589:
	cmp x23, #9
	b.lo .LBB_735
	mov w16, #1
	strh wzr, [x15]
	str x16, [sp, #1000]
	ldrb w16, [x13, #8]
	ldrb w17, [x11, #9]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_593
.LBB_591:
	cmp x23, #10
	b.lo .LBB_738
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #1008]
.LBB_593:
	ldrb w16, [x13, #9]
	ldrb w17, [x11, #10]
	mov w15, #20500
	add x15, x14, x15
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_595
	ldrb w16, [x13, #10]
	ldrb w17, [x11, #11]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_599
	b .LBB_597
.LBB_595:
	cmp x23, #11
	b.lo .LBB_740
	mov w16, #1
	strh wzr, [x15]
	str x16, [sp, #1016]
	ldrb w16, [x13, #10]
	ldrb w17, [x11, #11]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_599
.LBB_597:
	cmp x23, #12
	b.lo .LBB_742
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #1024]
.LBB_599:
	ldrb w16, [x13, #11]
	ldrb w17, [x11, #12]
	mov w15, #24600
	add x15, x14, x15
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_601
	ldrb w16, [x13, #12]
	ldrb w17, [x11, #13]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_605
	b .LBB_603
.LBB_601:
	cmp x23, #13
	b.lo .LBB_734
	mov w16, #1
	strh wzr, [x15]
	str x16, [sp, #1032]
	ldrb w16, [x13, #12]
	ldrb w17, [x11, #13]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_605
.LBB_603:
	cmp x23, #14
	b.lo .LBB_736
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #1040]
.LBB_605:
	mov w15, #28700
	ldrb w16, [x11, #14]
	add x14, x14, x15
	ldrb w15, [x13, #13]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.eq .LBB_608
	ldrb w15, [x13, #14]
	ldrb w16, [x11, #15]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.eq .LBB_610
.LBB_607:
	ldr x23, [sp, #928]
	and x14, x9, #0xfffffffffffffff
	cmp x14, #1
	b.ne .LBB_612
	b .LBB_620
.LBB_608:
	cmp x23, #15
	b.lo .LBB_739
	mov w15, #1
	strh wzr, [x14]
	str x15, [sp, #1048]
	ldrb w15, [x13, #14]
	ldrb w16, [x11, #15]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.ne .LBB_607
.LBB_610:
	cmp x23, #16
	b.lo .LBB_741
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1056]
	ldr x23, [sp, #928]
	and x14, x9, #0xfffffffffffffff
	cmp x14, #1
	b.eq .LBB_620
.LBB_612:
	sub x16, x9, #1
	add x15, x11, #16
	mov x14, xzr
	and x17, x16, #0xfffffffffffffff
	tst x16, #0xffffffffffffffe
	csinc x16, x17, xzr, ne
	mov w17, #1024
	cmp x16, #1024
	csel x16, x16, x17, lo
	b .LBB_614
.LBB_613:
	add x14, x14, #1
	cmp x14, x16
	b.eq .LBB_619
.LBB_614:
	add x18, x15, x14, lsl #4
	add x0, x11, x14, lsl #4
	ldur d0, [x18, #1]
	ldur d1, [x0, #1]
	ldrb w17, [x18]
	ldrb w1, [x0]
	ldur s5, [x0, #9]
	ldrb w2, [x0, #13]
	mul w17, w1, w17
	mov w1, #32
	ldrb w3, [x0, #14]
	ldrb w0, [x0, #15]
	index z4.d, x1, x1
	mov w1, #128
	mul v0.8b, v1.8b, v0.8b
	movi v1.2d, #0xffffffffffffffff
	bics wzr, w5, w17
	cset w17, eq
	cmeq v0.8b, v0.8b, v1.8b
	sshll v0.8h, v0.8b, #0
	sshll v1.4s, v0.4h, #0
	sshll2 v0.4s, v0.8h, #0
	ushll2 v3.2d, v0.4s, #0
	ushll v0.2d, v0.2s, #0
	ushll v2.2d, v1.2s, #0
	ushll2 v1.2d, v1.4s, #0
	and v0.16b, v0.16b, v4.16b
	index z4.d, x1, x1
	mov w1, #2048
	and v3.16b, v3.16b, v4.16b
	index z4.d, #8, #8
	index z6.d, x1, x1
	mov w1, #512
	and v1.16b, v1.16b, v4.16b
	index z4.d, #2, #2
	orr v1.16b, v1.16b, v3.16b
	and v2.16b, v2.16b, v4.16b
	ldur s4, [x18, #9]
	orr v0.16b, v2.16b, v0.16b
	umull v4.8h, v5.8b, v4.8b
	bic v4.4h, #255, lsl #8
	cmeq v4.4h, v4.4h, v11.4h
	ushll v4.4s, v4.4h, #0
	ushll v5.2d, v4.2s, #0
	ushll2 v4.2d, v4.4s, #0
	shl v4.2d, v4.2d, #56
	shl v5.2d, v5.2d, #56
	sshr v4.2d, v4.2d, #56
	sshr v5.2d, v5.2d, #56
	and v4.16b, v4.16b, v6.16b
	orr v1.16b, v1.16b, v4.16b
	index z6.d, x1, x1
	ldrb w1, [x18, #13]
	mul w1, w2, w1
	ldrb w2, [x18, #14]
	ldrb w18, [x18, #15]
	bics wzr, w5, w1
	mov w1, #8192
	csel x1, x1, xzr, eq
	and v5.16b, v5.16b, v6.16b
	mul w2, w3, w2
	mul w18, w0, w18
	orr v0.16b, v0.16b, v5.16b
	bics wzr, w5, w2
	csel x2, x20, xzr, eq
	bics wzr, w5, w18
	mov w18, #32768
	orr v0.16b, v0.16b, v1.16b
	csel x18, x18, xzr, eq
	orr x18, x2, x18
	ext v1.16b, v0.16b, v0.16b, #8
	orr x17, x18, x17
	orr v0.8b, v0.8b, v1.8b
	fmov x0, d0
	orr x0, x0, x1
	orr x17, x0, x17
	cbz x17, .LBB_613
	ldr x18, [sp, #920]
	add w0, w14, #1
.LBB_616:
	rbit x1, x17
	clz x19, x1
	cmp x19, x23
	b.hs .LBB_679
	ldr x1, [x4, x19, lsl #3]
	cmp x1, #1024
	b.hi .LBB_678
	sub x2, x17, #1
	and x17, x2, x17
	umaddl x2, w19, w6, x18
	strh w0, [x2, x1, lsl #1]
	add x1, x1, #1
	str x1, [x4, x19, lsl #3]
	cbnz x17, .LBB_616
	b .LBB_613
.LBB_619:
	ldr x23, [sp, #928]
.LBB_620:
	mov w5, #2050
	ldr x15, [sp, #920]
	mov x14, xzr
	b .LBB_622
.LBB_621:
	ldr x4, [sp, #520]
	add x14, x14, #1
	cmp x14, #16
	b.eq .LBB_263
.LBB_622:
	cmp x14, x23
	b.eq .LBB_715
	ldr x26, [x4, x14, lsl #3]
	cmp x26, #1025
	b.hi .LBB_650
	adrp x4, .LCPI_0
	cbz x26, .LBB_621
	add x16, x14, x14, lsl #10
	madd x17, x14, x5, x15
	lsl x18, x26, #1
	add x0, x11, x14
	add x16, x16, x8
	b .LBB_627
.LBB_626:
	subs x18, x18, #2
	b.eq .LBB_621
.LBB_627:
	ldrh w19, [x17], #2
	add x1, x16, x19
	cmp x1, x10
	b.hs .LBB_621
	cmp x9, x19
	b.ls .LBB_680
	lsl x2, x19, #4
	ldr x3, [x12]
	ldrsb x2, [x0, x2]
	cmp x3, x2
	b.eq .LBB_626
	cbz x3, .LBB_633
	cmp x1, x25
	b.hs .LBB_704
	ldr d0, [x24, x1, lsl #3]
	ldp d2, d3, [x12, #8]
	scvtf d1, x3
	ldr x3, [x12, #24]
	add x3, x3, #1
	str x3, [x12, #24]
	fsub d0, d0, d2
	fmul d0, d0, d1
	ldr d1, [x4, :lo12:.LCPI_0]
	fdiv d0, d0, d2
	fadd d0, d0, d9
	fmul d0, d0, d1
	fmov d1, x7
	fadd d0, d0, d10
	fmul d0, d0, d1
	fadd d0, d3, d0
	str d0, [x12, #16]
.LBB_633:
	cmp x1, x25
	str x2, [x12]
	b.hs .LBB_699
	ldr d0, [x24, x1, lsl #3]
	str d0, [x12, #8]
	b .LBB_626
.LBB_635:
	ldr x8, [sp, #88]
	cbz x8, .LBB_637
	ldr x0, [sp, #232]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_637:
	ldr x26, [sp, #488]
	ldp x14, x15, [sp, #64]
	mov w16, #15375
	mov w18, #14350
	mov w2, #13325
	mov w5, #11275
	mov w7, #10250
	ldp x1, x17, [sp, #48]
	ldp x4, x3, [sp, #32]
	mov w21, #9225
	ldp x20, x6, [sp, #16]
	ldp x23, x22, [sp]
	cbnz x15, .LBB_132
	b .LBB_642
.LBB_638:
	cmp x19, #21
	b.hs .LBB_641
	ldr x0, [sp, #232]
	mov x1, x19
	bl core::slice::sort::shared::smallsort::insertion_sort_shift_left
.LBB_640:
	ldr x26, [sp, #488]
	ldr x25, [sp, #416]
	ldr x24, [sp, #512]
	ldr x9, [sp, #1360]
	add x8, sp, #1360
	str x8, [sp, #1368]
	add x8, sp, #1352
	str x8, [sp, #1376]
	cbnz x9, .LBB_209
	b .LBB_237
.LBB_641:
	ldr x0, [sp, #232]
	sub x2, x29, #81
	mov x1, x19
	bl core::slice::sort::unstable::ipnsort
	b .LBB_640
.LBB_642:
	ldr x9, [sp, #384]
	mov w8, #40
	ldr x21, [sp, #80]
	str x24, [sp, #1728]
	madd x8, x26, x8, x9
	str x9, [sp, #1696]
	str x9, [sp, #1704]
	str x21, [sp, #1712]
	str x25, [sp, #1736]
	str x8, [sp, #1720]
	add x8, sp, #696
	str x8, [sp, #1744]
	ldr x0, [sp, #496]
	add x1, sp, #1696
	bl alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	add x0, sp, #1280
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #1256
	bl core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	add x0, sp, #1232
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	ldr x8, [sp, #1208]
	cbz x8, .LBB_646
	ldr x0, [sp, #1216]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_646:
	add x0, sp, #768
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	add x0, sp, #704
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	add sp, sp, #2032
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
.LBB_647:
	mov w0, #8
	mov w1, #728
	bl alloc::alloc::handle_alloc_error
	b .LBB_747
.LBB_648:
	adrp x10, .Lanon.1
	add x10, x10, :lo12:.Lanon.1
	adrp x9, .Lanon.1
	add x9, x9, :lo12:.Lanon.1
	mov x23, x8
	mov x0, x7
	cmp x6, x8
	csel x3, x10, x9, hs
	cinc x26, x6, lo
	b .LBB_651
.LBB_649:
	adrp x8, .Lanon.1
	add x8, x8, :lo12:.Lanon.1
	adrp x9, .Lanon.1
	add x9, x9, :lo12:.Lanon.1
	mov x23, x12
	mov x0, x6
	cmp x5, x12
	csel x3, x8, x9, hs
	cinc x26, x5, lo
	b .LBB_651
.LBB_650:
	mov x0, xzr
	mov w23, #1025
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
.LBB_651:
	mov x1, x26
	mov x2, x23
	bl core::slice::index::slice_index_fail
	b .LBB_747
.LBB_652:
	sub x9, x26, #2
	and x8, x10, #0x3
	cmp x9, #3
	ldr x9, [sp, #384]
	b.lo .LBB_656
	ldr x9, [sp, #384]
	movi v0.2d, #0000000000000000
	and x10, x10, #0xfffffffffffffffc
.LBB_654:
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
	b.ne .LBB_654
	str x26, [sp, #80]
	cbz x8, .LBB_659
.LBB_656:
	movi v0.2d, #0000000000000000
.LBB_657:
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	add x9, x9, #40
	subs x8, x8, #1
	b.ne .LBB_657
	str x26, [sp, #80]
.LBB_659:
	movi v0.2d, #0000000000000000
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.eq .LBB_129
.LBB_660:
	bl std::sys::random::linux::hashmap_random_keys
	ldr x26, [sp, #488]
	ldr x25, [sp, #416]
	ldr x24, [sp, #512]
	mov w8, #1
	str x1, [x19, #8]
	strb w8, [x19, #16]
	b .LBB_130
.LBB_662:
	mov x26, x27
	mov x23, x27
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	b .LBB_651
.LBB_663:
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	adrp x0, .Lanon.5
	add x0, x0, :lo12:.Lanon.5
	mov w1, #25
	b .LBB_669
.LBB_664:
	mov x1, x8
	adrp x2, .Lanon.6
	add x2, x2, :lo12:.Lanon.6
	b .LBB_672
.LBB_665:
	mov x1, x8
	adrp x2, .Lanon.7
	add x2, x2, :lo12:.Lanon.7
	b .LBB_672
.LBB_666:
	mov w0, #8
	mov w1, #632
	bl alloc::alloc::handle_alloc_error
	b .LBB_747
.LBB_667:
	adrp x0, .Lanon.8
	add x0, x0, :lo12:.Lanon.8
	adrp x2, .Lanon.9
	add x2, x2, :lo12:.Lanon.9
	mov w1, #32
	bl core::panicking::panic
	b .LBB_747
.LBB_668:
	adrp x0, .Lanon.10
	add x0, x0, :lo12:.Lanon.10
	mov w1, #39
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
.LBB_669:
	bl core::panicking::panic
	b .LBB_747
.LBB_670:
	adrp x2, .Lanon.12
	add x2, x2, :lo12:.Lanon.12
	mov x1, x8
	b .LBB_672
.LBB_671:
	mov x1, x8
	adrp x2, .Lanon.13
	add x2, x2, :lo12:.Lanon.13
.LBB_672:
	add x0, x25, x24
.LBB_673:
	bl core::panicking::panic_bounds_check
	b .LBB_747
.LBB_674:
	mov w0, #8
	mov w1, #728
	bl alloc::alloc::handle_alloc_error
	b .LBB_747
.LBB_675:
	adrp x0, .Lanon.14
	add x0, x0, :lo12:.Lanon.14
	bl core::option::unwrap_failed
	b .LBB_747
.LBB_676:
	mov x0, x19
	mov x1, x8
	adrp x2, .Lanon.15
	add x2, x2, :lo12:.Lanon.15
	b .LBB_673
.LBB_677:
	mov x0, x19
	mov x1, x8
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
	b .LBB_673
.LBB_678:
	mov x19, x1
	mov w23, #1025
	adrp x2, .Lanon.17
	add x2, x2, :lo12:.Lanon.17
	b .LBB_702
.LBB_679:
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_702
.LBB_680:
	mov x23, x9
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	b .LBB_702
.LBB_681:
	mov x0, x26
	mov x26, x13
	adrp x3, .Lanon.20
	add x3, x3, :lo12:.Lanon.20
	mov x23, x13
	b .LBB_651
.LBB_682:
	mov x26, x12
.LBB_683:
	adrp x3, .Lanon.21
	add x3, x3, :lo12:.Lanon.21
	mov x23, x8
	b .LBB_651
.LBB_684:
	mov x0, x26
	mov x26, x23
	adrp x3, .Lanon.20
	add x3, x3, :lo12:.Lanon.20
	b .LBB_651
.LBB_685:
	adrp x3, .Lanon.21
	add x3, x3, :lo12:.Lanon.21
	b .LBB_651
.LBB_686:
	mov x26, x11
	adrp x3, .Lanon.21
	add x3, x3, :lo12:.Lanon.21
	b .LBB_651
.LBB_687:
	cmp x22, #21
	b.hs .LBB_744
	mov w9, #56
	add x11, x19, #56
	mov x8, xzr
	mov x12, x19
	madd x9, x22, x9, x19
	b .LBB_692
.LBB_689:
	mov x12, x19
.LBB_690:
	str x11, [x12]
	add x11, sp, #1696
	ldr q0, [x11]
	stur q0, [x12, #8]
	ldr q0, [x11, #16]
	stur q0, [x12, #24]
	ldr q0, [x11, #32]
	stur q0, [x12, #40]
.LBB_691:
	add x11, x10, #56
	add x8, x8, #56
	mov x12, x10
	cmp x11, x9
	b.eq .LBB_698
.LBB_692:
	mov x10, x11
	ldr x11, [x12, #56]
	ldr x13, [x12]
	cmp x11, x13
	b.hs .LBB_691
	ldp q0, q1, [x12, #64]
	add x13, sp, #1696
	stp q0, q1, [x13]
	ldr q0, [x12, #96]
	mov x12, x8
	str q0, [x13, #32]
.LBB_694:
	add x13, x19, x12
	ldp q0, q1, [x13]
	ldr x14, [x13, #48]
	stur q1, [x13, #72]
	str x14, [x13, #104]
	stur q0, [x13, #56]
	ldr q0, [x13, #32]
	stur q0, [x13, #88]
	cbz x12, .LBB_689
	ldur x13, [x13, #-56]
	sub x12, x12, #56
	cmp x11, x13
	b.lo .LBB_694
	add x12, x19, x12
	add x12, x12, #56
	b .LBB_690
.LBB_697:
	mov w0, #8
	mov w1, #632
	bl alloc::alloc::handle_alloc_error
	b .LBB_747
.LBB_698:
	ldr x19, [sp, #1288]
	ldr x22, [sp, #1296]
	b .LBB_47
.LBB_699:
	mov x19, x1
	mov x23, x25
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	b .LBB_702
.LBB_700:
	mov x19, #-1
.LBB_701:
	adrp x2, .Lanon.23
	add x2, x2, :lo12:.Lanon.23
.LBB_702:
	mov x0, x19
	mov x1, x23
	bl core::panicking::panic_bounds_check
	b .LBB_747
.LBB_703:
	ldr x1, [sp, #624]
	mov x0, x19
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_673
.LBB_704:
	mov x19, x1
	mov x23, x25
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	b .LBB_702
.LBB_705:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	adrp x3, .Lanon.27
	add x3, x3, :lo12:.Lanon.27
	adrp x4, .Lanon.28
	add x4, x4, :lo12:.Lanon.28
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_706:
	mov x19, x6
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	mov x23, x8
	b .LBB_702
.LBB_707:
	adrp x2, .Lanon.30
	add x2, x2, :lo12:.Lanon.30
	mov x23, x13
	b .LBB_702
.LBB_708:
	adrp x2, .Lanon.30
	add x2, x2, :lo12:.Lanon.30
	b .LBB_702
.LBB_709:
	mov x19, x6
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	b .LBB_702
.LBB_710:
	mov w23, #16
	adrp x2, .Lanon.31
	add x2, x2, :lo12:.Lanon.31
	b .LBB_702
.LBB_711:
	ldr x1, [sp, #416]
	adrp x2, .Lanon.32
	add x2, x2, :lo12:.Lanon.32
	bl core::panicking::panic_bounds_check
	b .LBB_747
.LBB_712:
	adrp x0, .Lanon.33
	add x0, x0, :lo12:.Lanon.33
	bl core::option::unwrap_failed
	b .LBB_747
.LBB_713:
	mov x0, x19
	mov x1, x8
	adrp x2, .Lanon.34
	add x2, x2, :lo12:.Lanon.34
	b .LBB_673
.LBB_714:
	mov x0, x19
	mov x1, x8
	adrp x2, .Lanon.35
	add x2, x2, :lo12:.Lanon.35
	b .LBB_673
.LBB_715:
	mov x19, x23
	adrp x2, .Lanon.36
	add x2, x2, :lo12:.Lanon.36
	b .LBB_702
.LBB_716:
	mov w23, #16
	adrp x2, .Lanon.37
	add x2, x2, :lo12:.Lanon.37
	b .LBB_702
.LBB_717:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	adrp x3, .Lanon.27
	add x3, x3, :lo12:.Lanon.27
	adrp x4, .Lanon.28
	add x4, x4, :lo12:.Lanon.28
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_747
.LBB_718:
	ldr x23, [sp, #624]
	adrp x2, .Lanon.38
	add x2, x2, :lo12:.Lanon.38
	b .LBB_702
.LBB_719:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	adrp x3, .Lanon.27
	add x3, x3, :lo12:.Lanon.27
	adrp x4, .Lanon.28
	add x4, x4, :lo12:.Lanon.28
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_747
.LBB_720:
	adrp x0, .Lanon.39
	add x0, x0, :lo12:.Lanon.39
	bl core::option::unwrap_failed
	b .LBB_747
.LBB_721:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_747
.LBB_722:
	mov w0, #2
	mov w1, #32800
	bl alloc::raw_vec::handle_error
	b .LBB_747
.LBB_723:
	mov x19, xzr
	mov x23, xzr
	adrp x2, .Lanon.40
	add x2, x2, :lo12:.Lanon.40
	b .LBB_702
.LBB_724:
	ldr x1, [sp, #80]
	ldr x0, [sp, #488]
	adrp x2, .Lanon.41
	add x2, x2, :lo12:.Lanon.41
	b .LBB_673
.LBB_725:
	mov w19, #1024
	mov x23, x9
	adrp x2, .Lanon.42
	add x2, x2, :lo12:.Lanon.42
	b .LBB_702
.LBB_726:
	mov x19, xzr
	mov x23, xzr
	adrp x2, .Lanon.43
	add x2, x2, :lo12:.Lanon.43
	b .LBB_702
.LBB_727:
	mov w19, #1
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_728:
	mov w19, #6
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_729:
	mov w19, #2
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_730:
	mov w19, #7
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_731:
	mov w19, #3
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_732:
	mov w19, #4
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_733:
	mov w19, #5
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_734:
	mov w19, #12
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_735:
	mov w19, #8
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_736:
	mov w19, #13
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_737:
	mov x19, xzr
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_738:
	mov w19, #9
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_739:
	mov w19, #14
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_740:
	mov w19, #10
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_741:
	mov w19, #15
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_742:
	mov w19, #11
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_702
.LBB_743:
	ldr x1, [sp, #672]
	mov w0, #8
	bl alloc::raw_vec::handle_error
	b .LBB_747
.LBB_744:
	add x2, sp, #1696
	mov x0, x19
	mov x1, x22
	bl core::slice::sort::stable::driftsort_main
	b .LBB_47
.LBB_745:
	mov w0, #8
	mov w1, #64
	bl alloc::raw_vec::handle_error
	b .LBB_747
.LBB_746:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
.LBB_747:
	brk #0x1
	b .LBB_780
	mov x19, x0
	b .LBB_795
	b .LBB_791
	ldr x21, [sp, #488]
	mov x19, x0
	b .LBB_798
	ldr x8, [sp, #1696]
	mov x19, x0
	cbz x8, .LBB_794
	ldr x0, [sp, #1704]
	b .LBB_793
	mov x19, x0
	add x0, sp, #1280
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	b .LBB_797
	mov x19, x0
	b .LBB_810
	mov x19, x0
	cbz x20, .LBB_808
	b .LBB_819
	mov x19, x0
	b .LBB_813
	mov w1, #16400
	mov w2, #1
	mov x19, x0
	mov x0, x21
	bl __rustc::__rust_dealloc
	b .LBB_760
	mov x19, x0
.LBB_760:
	ldr x8, [sp, #1568]
	cbz x8, .LBB_763
	ldr x0, [sp, #1576]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_763
	mov x19, x0
.LBB_763:
	ldr x8, [sp, #1480]
	cbz x8, .LBB_766
	ldr x0, [sp, #1488]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_766
	mov x19, x0
.LBB_766:
	ldr x8, [sp, #1280]
	cbz x8, .LBB_769
	ldr x0, [sp, #1288]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_769
	mov x19, x0
.LBB_769:
	add x0, sp, #1696
	bl core::ptr::drop_in_place<[alloc::vec::Vec<[f64; 16]>; 2]>
	b .LBB_814
	ldr x8, [sp, #1480]
	mov x19, x0
	cbz x8, .LBB_814
	ldr x0, [sp, #1488]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_814
	b .LBB_791
	b .LBB_775
.LBB_775:
	mov x19, x0
	b .LBB_814
	ldr x8, [sp, #1568]
	ldr x9, [sp, #1576]
	mov x19, x0
	add x0, sp, #1480
	str x9, [x8]
	b .LBB_781
	brk #0x1
	mov x19, x0
	b .LBB_794
.LBB_780:
	mov x19, x0
	add x0, sp, #1280
.LBB_781:
	bl core::ptr::drop_in_place<alloc::vec::Vec<(usize,kernel_sliding::blocked::Carry)>>
	ldr x8, [sp, #1208]
	cbnz x8, .LBB_812
	b .LBB_813
	b .LBB_791
	mov w1, #728
	mov w2, #8
	mov x0, x24
	bl __rustc::__rust_dealloc
	brk #0x1
	brk #0x1
	b .LBB_787
.LBB_787:
	mov x19, x0
	add x0, sp, #1480
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Carry>
	add x0, sp, #1696
	bl core::ptr::drop_in_place<alloc::collections::btree::dedup_sorted_iter::DedupSortedIter<usize,kernel_sliding::blocked::Carry,alloc::vec::into_iter::IntoIter<(usize,kernel_sliding::blocked::Carry)>>>
	ldr x8, [sp, #1208]
	cbnz x8, .LBB_812
	b .LBB_813
	b .LBB_791
	brk #0x1
.LBB_791:
	ldr x8, [sp, #88]
	mov x19, x0
	cbz x8, .LBB_794
	ldr x0, [sp, #232]
.LBB_793:
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_794:
	add x0, sp, #1280
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_795:
	ldr x21, [sp, #80]
	cbz x21, .LBB_797
	ldr x0, [sp, #384]
	add x8, x21, x21, lsl #2
	mov w2, #8
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
.LBB_797:
	cbz x21, .LBB_810
.LBB_798:
	ldr x8, [sp, #424]
	mov x22, x21
	add x20, x8, #8
	b .LBB_800
.LBB_799:
	subs x21, x21, #1
	add x20, x20, #24
	b.eq .LBB_802
.LBB_800:
	ldur x8, [x20, #-8]
	cbz x8, .LBB_799
	ldr x0, [x20]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_799
.LBB_802:
	ldr x0, [sp, #424]
	add x8, x22, x22, lsl #1
	lsl x1, x8, #3
	b .LBB_809
	mov x19, x0
	cbnz x27, .LBB_806
	cbnz x21, .LBB_807
.LBB_805:
	cbz x20, .LBB_808
	b .LBB_819
.LBB_806:
	lsl x1, x27, #3
	mov w2, #8
	mov x0, x24
	bl __rustc::__rust_dealloc
	cbz x21, .LBB_805
.LBB_807:
	lsl x1, x21, #3
	mov w2, #8
	mov x0, x22
	bl __rustc::__rust_dealloc
	cbnz x20, .LBB_819
.LBB_808:
	ldr x0, [sp, #424]
	ldr x1, [sp, #672]
.LBB_809:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_810:
	add x0, sp, #1232
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	ldr x8, [sp, #1208]
	cbz x8, .LBB_813
.LBB_812:
	ldr x0, [sp, #1216]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_813:
	add x0, sp, #768
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_814:
	ldr x8, [sp, #704]
	cbnz x8, .LBB_817
	ldr x8, [sp, #728]
	cbnz x8, .LBB_818
.LBB_816:
	mov x0, x19
	bl _Unwind_Resume
.LBB_817:
	ldr x0, [sp, #712]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #728]
	cbz x8, .LBB_816
.LBB_818:
	ldr x0, [sp, #736]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x19
	bl _Unwind_Resume
.LBB_819:
	ldr x8, [sp, #424]
	add x21, x8, #8
	b .LBB_821
.LBB_820:
	subs x20, x20, #1
	add x21, x21, #24
	b.eq .LBB_808
.LBB_821:
	ldur x8, [x21, #-8]
	cbz x8, .LBB_820
	ldr x0, [x21]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_820
	bl core::panicking::panic_in_cleanup
	mov x19, x0
	ldr x8, [sp, #1208]
	cbnz x8, .LBB_812
	b .LBB_813
