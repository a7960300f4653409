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
	mov x19, x1
	str x0, [sp, #584]
	ldp x23, x27, [x1, #16]
	add x8, x27, x27, lsl #1
	mov x21, x23
	lsl x20, x8, #4
	add x8, x23, x8, lsl #4
	str x8, [sp, #528]
	mov w8, #1025
	mov x22, x20
	dup v0.2d, x8
	str q0, [sp, #816]
.LBB_1:
	cbz x22, .LBB_9
	add x0, sp, #1696
	mov x1, x21
	bl kernel_sliding::raw_lengths
	ldr q0, [sp, #1712]
	ldr q1, [sp, #1696]
	ldr q2, [sp, #816]
	cmhi v0.2d, v0.2d, v2.2d
	cmhi v1.2d, v1.2d, v2.2d
	uzp1 v0.4s, v1.4s, v0.4s
	umaxv s0, v0.4s
	fmov w8, s0
	tbnz w8, #0, .LBB_8
	ldr x8, [sp, #1728]
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #16]
	tbnz x8, #63, .LBB_776
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #24]
	tbnz x8, #63, .LBB_776
	add x21, x21, #48
	sub x22, x22, #48
	cmp x8, #1026
	b.lo .LBB_1
.LBB_8:
	ldr x8, [sp, #584]
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
	mov x21, x23
	ldp x24, x23, [x19]
	add x0, sp, #840
	mov x3, x21
	mov x4, x27
	str x23, [sp, #832]
	mov x1, x24
	mov x2, x23
	bl kernel_sliding::grid_for
	str x21, [sp, #520]
	cbz x27, .LBB_22
	add x8, sp, #1696
	add x0, x8, #8
	mov x1, x21
	bl kernel_sliding::raw_lengths
	ldr x8, [sp, #1704]
	ldr x9, [sp, #1712]
	ldr x10, [sp, #1720]
	cmp x8, x9
	csel x8, x8, x9, hi
	ldr x11, [sp, #1728]
	ldr x12, [sp, #1736]
	cmp x8, x10
	csel x8, x8, x10, hi
	cmp x8, x11
	csel x8, x8, x11, hi
	cmp x8, x12
	csel x21, x8, x12, hi
	cmp x27, #1
	b.eq .LBB_15
	ldr x8, [sp, #520]
	mov x9, #-6148914691236517206
	movk x9, #43691
	add x19, x8, #48
	sub x8, x20, #48
	umulh x8, x8, x9
	lsr x22, x8, #5
.LBB_13:
	add x0, sp, #1696
	mov x1, x19
	bl kernel_sliding::raw_lengths
	ldr q0, [sp, #1712]
	ldr q1, [sp, #1696]
	ptrue p0.d, vl2
	ldr x8, [sp, #1728]
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
	ldr x8, [sp, #520]
	cmp x21, #0
	cset w9, ne
	ldr x8, [x8, #16]
	tbnz x8, #63, .LBB_795
	ldr x10, [sp, #520]
	ldr x10, [x10, #24]
	tbnz x10, #63, .LBB_795
	sub x25, x21, x9
	cmp x10, x8
	csel x8, x10, x8, hi
	cmp x27, #1
	b.eq .LBB_23
	mov x10, #-6148914691236517206
	sub x9, x20, #48
	movk x10, #43691
	umulh x9, x9, x10
	ldr x10, [sp, #520]
	lsr x9, x9, #5
	add x10, x10, #72
.LBB_19:
	ldur x11, [x10, #-8]
	tbnz x11, #63, .LBB_795
	ldr x12, [x10], #48
	tbnz x12, #63, .LBB_795
	cmp x12, x11
	csel x11, x12, x11, hi
	cmp x8, x11
	csel x8, x8, x11, hi
	subs x9, x9, #1
	b.ne .LBB_19
	b .LBB_23
.LBB_22:
	mov x25, xzr
.LBB_23:
	cmp x8, #0
	cset w9, ne
	mov x19, xzr
	sub x8, x8, x9
	cmp x27, #0
	csel x8, xzr, x8, eq
	str x8, [sp, #896]
	mov w8, #280
	mul x22, x27, x8
	mov x8, #20597
	movk x8, #29959, lsl #16
	movk x8, #1872, lsl #32
	movk x8, #117, lsl #48
	cmp x27, x8
	b.ls .LBB_25
.LBB_24:
	mov x0, x19
	mov x1, x22
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_25:
	cbz x22, .LBB_28
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w19, #8
	mov x0, x22
	bl __rustc::__rust_alloc
	cbz x0, .LBB_24
	add x8, x27, x27, lsl #2
	b .LBB_29
.LBB_28:
	mov w0, #8
	mov x8, xzr
.LBB_29:
	str x8, [sp, #1568]
	add x8, sp, #1568
	add x9, sp, #896
	str x0, [sp, #1576]
	add x8, x8, #16
	str xzr, [sp, #1584]
	str xzr, [sp, #936]
	str x0, [sp, #944]
	str x9, [sp, #952]
	str x8, [sp, #928]
	cbz x27, .LBB_35
	ldr x19, [sp, #520]
	add x20, sp, #1696
	mov x21, x27
.LBB_31:
	add x0, x20, #16
	mov x1, x19
	bl kernel_sliding::raw_lengths
	index z0.d, #0, #5
	str q0, [sp, #1696]
	add x0, sp, #928
	add x1, sp, #1696
	bl <core::iter::adapters::flatten::FlattenCompat<I,U> as core::iter::traits::iterator::Iterator>::fold::flatten::{{closure}}
	subs x21, x21, #1
	add x19, x19, #48
	b.ne .LBB_31
	ldr x8, [sp, #928]
	ldr x9, [sp, #936]
	b .LBB_36
.LBB_35:
	mov x9, xzr
.LBB_36:
	str x9, [x8]
	str x27, [sp, #568]
	ldr q0, [sp, #1568]
	ldr x22, [sp, #1584]
	str x23, [sp, #560]
	str x24, [sp, #552]
	str q0, [sp, #1184]
	str x22, [sp, #1200]
	str x25, [sp, #544]
	cbz x22, .LBB_85
	ldr x19, [sp, #1192]
	cmp x22, #1
	b.ne .LBB_758
.LBB_38:
	ldr x20, [sp, #1184]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #632
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_768
	mov w8, #56
	add x24, sp, #1696
	mov x27, #-9223372036854775808
	mov x28, #-9223372036854775807
	str xzr, [sp, #624]
	str xzr, [sp, #592]
	madd x21, x22, x8, x19
	mov x8, #-9223372036854775807
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	mov x22, x0
	str x8, [sp, #1704]
	str x19, [sp, #1752]
	str x19, [sp, #1760]
	str x20, [sp, #1768]
	str x21, [sp, #1776]
	str x0, [sp, #608]
	b .LBB_42
.LBB_40:
	ldr q0, [sp, #1568]
	ldr q1, [sp, #1584]
	ldur x10, [x29, #-56]
	add w9, w8, #1
	strh w9, [x22, #626]
	add x9, x22, x8, lsl #3
	stp q0, q1, [sp, #928]
	ldr q0, [sp, #1600]
	str q0, [sp, #960]
	str x10, [x9, #536]
	mov w9, #48
	ldp q0, q1, [sp, #928]
	ldr q2, [sp, #960]
	umaddl x8, w8, w9, x22
	stp q1, q2, [x8, #16]
	str q0, [x8]
.LBB_41:
	ldr x8, [sp, #624]
	add x8, x8, #1
	str x8, [sp, #624]
.LBB_42:
	mov x8, #-9223372036854775807
	cmp x28, x8
	b.ne .LBB_45
	cmp x19, x21
	b.eq .LBB_55
	add x11, x19, #56
	str x11, [sp, #1760]
	ldp x23, x10, [x19]
	ldp x0, x9, [x19, #16]
	ldr x8, [x19, #48]
	ldp x26, x25, [x19, #32]
	cmp x10, x27
	b.ne .LBB_46
	b .LBB_56
.LBB_45:
	ldr x0, [sp, #1712]
	ldr x9, [sp, #1720]
	ldr x26, [sp, #1728]
	mov x11, x19
	mov x10, x28
	mov x23, x20
	ldr x25, [sp, #1736]
	ldr x8, [sp, #1744]
	cmp x28, x27
	b.eq .LBB_56
.LBB_46:
	cmp x11, x21
	b.eq .LBB_52
	add x19, x11, #56
	str x19, [sp, #1760]
	ldp x20, x28, [x11]
	ldp q0, q1, [x11, #16]
	ldr x11, [x11, #48]
	cmp x28, x27
	stur x11, [x24, #48]
	ccmp x23, x20, #0, ne
	stp q0, q1, [x24, #16]
	b.ne .LBB_53
	cbz x10, .LBB_50
	lsl x1, x10, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_50:
	mov x20, x23
	cbz x26, .LBB_42
	lsl x1, x26, #3
	mov w2, #8
	mov x0, x25
	bl __rustc::__rust_dealloc
	mov x20, x23
	b .LBB_42
.LBB_52:
	mov x28, #-9223372036854775808
	str x20, [sp, #1696]
	mov x19, x21
	str x28, [sp, #1704]
	b .LBB_54
.LBB_53:
	str x28, [sp, #1704]
	str x20, [sp, #1696]
.LBB_54:
	add x12, sp, #1368
	str x25, [sp, #816]
	str x10, [sp, #1480]
	mov x10, x9
	stur x23, [x29, #-56]
	str x8, [x12]
	ldr x8, [sp, #1480]
	cmp x8, x27
	b.ne .LBB_57
	b .LBB_76
.LBB_55:
	mov x11, x21
.LBB_56:
	ldr x26, [sp, #808]
	ldr x10, [sp, #784]
	ldr x0, [sp, #768]
	mov x28, #-9223372036854775807
	mov x8, #-9223372036854775808
	add x12, sp, #1480
	mov x19, x11
	str x28, [sp, #1704]
	str x20, [sp, #1696]
	str x8, [x12]
	ldr x8, [sp, #1480]
	cmp x8, x27
	b.eq .LBB_76
.LBB_57:
	str x8, [sp, #1568]
	ldr x8, [sp, #1368]
	ldr x9, [sp, #816]
	str x0, [sp, #768]
	str x0, [sp, #1576]
	str x10, [sp, #1584]
	str x26, [sp, #1592]
	str x26, [sp, #808]
	str x10, [sp, #784]
	str x8, [sp, #1608]
	ldrh w8, [x22, #626]
	str x9, [sp, #1600]
	cmp w8, #11
	b.lo .LBB_40
	mov x23, xzr
.LBB_59:
	ldr x22, [x22, #528]
	cbz x22, .LBB_62
	ldrh w8, [x22, #626]
	add x23, x23, #1
	cmp w8, #11
	b.hs .LBB_59
	ldr x26, [sp, #608]
	b .LBB_65
.LBB_62:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #728
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_744
	ldr x23, [sp, #592]
	ldr x8, [sp, #608]
	mov x26, x0
	str xzr, [x0, #528]
	adds x23, x23, #1
	strh wzr, [x0, #626]
	str x8, [x0, #632]
	b.hs .LBB_745
	str x26, [x8, #528]
	strh wzr, [x8, #624]
	mov x22, x26
	str x23, [sp, #592]
.LBB_65:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #632
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_736
	str x26, [sp, #752]
	sub x26, x23, #1
	mov x25, x0
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	cbz x26, .LBB_69
.LBB_67:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #728
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_715
	subs x26, x26, #1
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	str x25, [x0, #632]
	str x0, [x25, #528]
	strh wzr, [x25, #624]
	mov x25, x0
	b.ne .LBB_67
.LBB_69:
	ldrh w8, [x22, #626]
	ldr x11, [sp, #752]
	cmp w8, #10
	b.hi .LBB_737
	ldur x10, [x29, #-56]
	add w9, w8, #1
	strh w9, [x22, #626]
	add x9, x22, x8, lsl #3
	str x10, [x9, #536]
	mov w9, #48
	ldr q0, [sp, #1568]
	umaddl x9, w8, w9, x22
	add x8, x8, #1
	str q0, [x9]
	ldr q0, [sp, #1584]
	str q0, [x9, #16]
	ldr q0, [sp, #1600]
	str q0, [x9, #32]
	add x9, x22, x8, lsl #3
	str x25, [x9, #632]
	str x22, [x25, #528]
	strh w8, [x25, #624]
	cbz x23, .LBB_75
	ands x9, x23, #0x7
	mov x8, x23
	b.eq .LBB_73
.LBB_72:
	ldrh w10, [x22, #626]
	sub x8, x8, #1
	subs x9, x9, #1
	add x10, x22, x10, lsl #3
	ldr x22, [x10, #632]
	b.ne .LBB_72
.LBB_73:
	cmp x23, #8
	b.lo .LBB_75
.LBB_74:
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
	b.ne .LBB_74
.LBB_75:
	str x11, [sp, #608]
	b .LBB_41
.LBB_76:
	add x0, sp, #1696
	bl core::ptr::drop_in_place<alloc::collections::btree::dedup_sorted_iter::DedupSortedIter<usize,kernel_sliding::blocked::RawTile<16_usize>,alloc::vec::into_iter::IntoIter<(usize,kernel_sliding::blocked::RawTile<16_usize>)>>>
	ldr x8, [sp, #592]
	cbz x8, .LBB_84
	ldr x19, [sp, #608]
	ldr x25, [sp, #592]
	mov w28, #5
	b .LBB_79
.LBB_78:
	sub x25, x25, #1
	mov x19, x27
	cbz x25, .LBB_84
.LBB_79:
	ldrh w8, [x19, #626]
	cbz w8, .LBB_735
	sub x22, x8, #1
	add x8, x19, x22, lsl #3
	ldr x27, [x8, #640]
	ldrh w21, [x27, #626]
	cmp w21, #5
	b.hs .LBB_78
	ldr x26, [x8, #632]
	sub x20, x28, x21
	ldrh w24, [x26, #626]
	cmp w20, w24
	b.hi .LBB_742
	add x8, x27, #536
	sub x23, x24, x20
	lsl x2, x21, #3
	add x1, x27, #536
	strh w23, [x26, #626]
	add x0, x8, x20, lsl #3
	strh w28, [x27, #626]
	str x2, [sp, #816]
	bl memmove
	mov w8, #48
	mov x1, x27
	umaddl x0, w20, w8, x27
	add x8, x21, x21, lsl #1
	lsl x2, x8, #4
	bl memmove
	add x9, x23, #1
	add x10, x26, #536
	add x0, x27, #536
	add x8, x23, #1
	stur x8, [x29, #-56]
	sub x28, x24, x9
	add x1, x10, x9, lsl #3
	lsl x24, x28, #3
	mov x2, x24
	bl memcpy
	mov w8, #48
	add x28, x28, x28, lsl #1
	mov x0, x27
	umaddl x21, w23, w8, x26
	lsl x2, x28, #4
	add x1, x21, #48
	bl memcpy
	ldr q0, [x21]
	add x8, x26, #536
	mov w10, #48
	add x9, x19, x22, lsl #3
	cmp x25, #1
	ldr x8, [x8, x23, lsl #3]
	smaddl x10, w22, w10, x19
	str q0, [sp, #928]
	ldr q0, [x21, #16]
	str q0, [sp, #944]
	ldr q0, [x21, #32]
	str q0, [sp, #960]
	ldr x11, [x9, #536]
	str x8, [x9, #536]
	add x8, x27, #536
	ldp q0, q1, [x10]
	ldr q2, [x10, #32]
	str q1, [sp, #1712]
	str q2, [sp, #1728]
	str q0, [sp, #1696]
	ldp q0, q1, [sp, #928]
	ldr q2, [sp, #960]
	stp q1, q2, [x10, #16]
	str q0, [x10]
	str x11, [x8, x24]
	add x8, x27, x28, lsl #4
	mov w28, #5
	ldr q0, [sp, #1696]
	str q0, [x8]
	ldr q0, [sp, #1712]
	str q0, [x8, #16]
	ldr q0, [sp, #1728]
	str q0, [x8, #32]
	b.eq .LBB_78
	add x8, x27, #632
	add x1, x27, #632
	lsl x24, x20, #3
	add x0, x8, x20, lsl #3
	ldr x8, [sp, #816]
	add x2, x8, #8
	bl memmove
	ldur x8, [x29, #-56]
	add x0, x27, #632
	mov x2, x24
	add x8, x26, x8, lsl #3
	add x1, x8, #632
	bl memcpy
	ldr x8, [x27, #632]
	mov w9, #1
	str x27, [x8, #528]
	strh wzr, [x8, #624]
	ldr x8, [x27, #640]
	str x27, [x8, #528]
	strh w9, [x8, #624]
	mov w9, #2
	ldr x8, [x27, #648]
	str x27, [x8, #528]
	strh w9, [x8, #624]
	mov w9, #3
	ldr x8, [x27, #656]
	str x27, [x8, #528]
	strh w9, [x8, #624]
	mov w9, #4
	ldr x8, [x27, #664]
	str x27, [x8, #528]
	strh w9, [x8, #624]
	ldr x8, [x27, #672]
	str x27, [x8, #528]
	strh w28, [x8, #624]
	b .LBB_78
.LBB_84:
	ldr x8, [sp, #608]
	ldr x27, [sp, #568]
	ldr x23, [sp, #560]
	ldr x24, [sp, #552]
	ldr x25, [sp, #544]
	str x8, [sp, #904]
	ldr x8, [sp, #592]
	str x8, [sp, #912]
	ldr x8, [sp, #624]
	str x8, [sp, #920]
	b .LBB_88
.LBB_85:
	ldr x8, [sp, #1184]
	str xzr, [sp, #904]
	str xzr, [sp, #920]
	cbz x8, .LBB_87
	ldr x0, [sp, #1192]
	lsl x9, x8, #6
	mov w2, #8
	sub x1, x9, x8, lsl #3
	bl __rustc::__rust_dealloc
.LBB_87:
	str xzr, [sp, #624]
	str xzr, [sp, #608]
.LBB_88:
	ldr x8, [sp, #896]
	movi v0.2d, #0000000000000000
	str q0, [sp, #1184]
	str q0, [sp, #1200]
	str q0, [sp, #1216]
	str q0, [sp, #1232]
	str q0, [sp, #1248]
	str q0, [sp, #1264]
	str q0, [sp, #1280]
	str q0, [sp, #1296]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	add x0, sp, #1368
	add x1, sp, #1696
	add x2, x8, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	add x0, sp, #1480
	add x1, sp, #1696
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	add x0, sp, #1568
	add x1, sp, #1696
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_802
	mov x22, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #32800
	mov w1, #2
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_803
	movi v0.2d, #0000000000000000
	mov w8, #1025
	mov x9, #-1009
	add x10, sp, #928
	str x22, [sp, #1008]
	str x0, [sp, #1032]
	index z1.d, x8, x9
	add x9, sp, #1368
	str x8, [sp, #1000]
	mov w8, #16
	stur q0, [x10, #232]
	stur q0, [x10, #216]
	stur q0, [x10, #200]
	stur q0, [x10, #184]
	stur q0, [x10, #168]
	stur q0, [x10, #152]
	stur q0, [x10, #136]
	stur q0, [x10, #120]
	ldr q0, [x9]
	str x8, [sp, #1040]
	str q0, [sp, #928]
	ldr q0, [x9, #112]
	add x9, sp, #697
	stur q1, [x10, #88]
	stur q0, [x9, #255]
	ldr x9, [sp, #1384]
	ldr q0, [sp, #1568]
	str x9, [sp, #944]
	ldr x9, [sp, #1496]
	str q0, [sp, #976]
	str x9, [sp, #968]
	ldr x9, [sp, #1584]
	str x9, [sp, #992]
	add x0, sp, #1320
	add x1, sp, #1184
	add x2, x25, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	cbz x27, .LBB_121
	add x8, x27, x27, lsl #1
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	str x19, [sp, #816]
	mov x0, x19
	bl __rustc::__rust_alloc
	str x0, [sp, #456]
	cbz x0, .LBB_807
	cntw x21
	mov w19, #8
	mov w9, #48
	mov x20, xzr
	cmp x21, #8
	csel x8, x21, x19, hi
	stur x8, [x29, #-56]
.LBB_97:
	ldr x8, [sp, #520]
	madd x2, x20, x9, x8
	add x0, sp, #1696
	add x1, sp, #840
	bl kernel_sliding::bound::lines
	ldr x8, [sp, #1712]
	ldr x9, [sp, #1736]
	ldr x23, [sp, #1696]
	cmp x9, x8
	csel x25, x9, x8, lo
	ldr x26, [sp, #1704]
	ldr x22, [sp, #1720]
	ldr x27, [sp, #1728]
	lsl x24, x25, #3
	lsr x8, x25, #60
	cbnz x8, .LBB_119
	cbz x25, .LBB_110
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x24
	bl __rustc::__rust_alloc
	cbz x0, .LBB_120
	ldur x8, [x29, #-56]
	ptrue p0.b
	mov x28, x0
	cmp x25, x8
	b.lo .LBB_103
	rdvl x14, #2
	sub x8, x28, x26
	sub x9, x28, x27
	cmp x8, x14
	ccmp x9, x14, #0, hs
	b.hs .LBB_116
.LBB_103:
	mov x8, xzr
.LBB_104:
	sub w9, w25, w8
	mov x11, x8
	ands x9, x9, #0x3
	b.eq .LBB_107
	mov x11, x8
.LBB_106:
	ldr d0, [x26, x11, lsl #3]
	ldr d1, [x27, x11, lsl #3]
	subs x9, x9, #1
	fadd d0, d0, d1
	str d0, [x28, x11, lsl #3]
	add x11, x11, #1
	b.ne .LBB_106
.LBB_107:
	sub x8, x8, x25
	cmn x8, #4
	b.hi .LBB_111
	sub x8, x25, x11
	add x9, x27, x11, lsl #3
	add x10, x26, x11, lsl #3
	add x11, x28, x11, lsl #3
	add x9, x9, #16
	add x10, x10, #16
	add x11, x11, #16
.LBB_109:
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
	b.ne .LBB_109
	b .LBB_111
.LBB_110:
	mov w28, #8
.LBB_111:
	cbz x22, .LBB_113
	lsl x1, x22, #3
	mov w2, #8
	mov x0, x27
	bl __rustc::__rust_dealloc
.LBB_113:
	cbz x23, .LBB_115
	lsl x1, x23, #3
	mov w2, #8
	mov x0, x26
	bl __rustc::__rust_dealloc
.LBB_115:
	ldr x8, [sp, #456]
	mov w9, #24
	ldr x27, [sp, #568]
	ldr x23, [sp, #560]
	madd x8, x20, x9, x8
	ldr x24, [sp, #552]
	add x20, x20, #1
	mov w9, #48
	cmp x20, x27
	stp x25, x28, [x8]
	str x25, [x8, #16]
	ldr x25, [sp, #544]
	b.ne .LBB_97
	b .LBB_722
.LBB_116:
	udiv x8, x25, x21
	mov x9, xzr
	mul x8, x8, x21
	sub x10, x25, x8
	mov x11, x8
.LBB_117:
	add x12, x26, x9
	add x13, x27, x9
	ld1b { z0.b }, p0/z, [x26, x9]
	ld1b { z2.b }, p0/z, [x27, x9]
	subs x11, x11, x21
	fadd z0.d, z0.d, z2.d
	ldr z1, [x12, #1, mul vl]
	ldr z3, [x13, #1, mul vl]
	add x12, x28, x9
	fadd z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x28, x9]
	add x9, x9, x14
	str z1, [x12, #1, mul vl]
	b.ne .LBB_117
	cbnz x10, .LBB_104
	b .LBB_111
.LBB_119:
	mov x19, xzr
.LBB_120:
	mov x0, x19
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_121:
	mov w8, #8
	mov w9, #8
	str xzr, [sp, #224]
	str xzr, [sp, #1344]
	str xzr, [sp, #1360]
	str x8, [sp, #408]
	mov w8, #8
	str x9, [sp, #1352]
	str x8, [sp, #456]
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_733
.LBB_122:
	ldp x0, x1, [x19]
.LBB_123:
	add x8, x0, #1
	mov x9, #64513
	mov w10, #16400
	str x24, [sp, #1368]
	str x23, [sp, #1376]
	movk x9, #49167, lsl #16
	str x8, [x19]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	str x0, [sp, #1416]
	ldp q0, q1, [x8]
	add x8, sp, #1368
	movk x9, #255, lsl #32
	str x1, [sp, #1424]
	movk x9, #4092, lsl #48
	stp q0, q1, [x8, #16]
	ldr x8, [sp, #832]
	umulh x9, x8, x9
	lsr x9, x9, #10
	msub x8, x9, x10, x8
	cmp x8, #0
	cinc x10, x9, ne
	cbz x10, .LBB_710
	ldr x9, [sp, #608]
	add x8, sp, #928
	mov w13, #15375
	mov w15, #14350
	mov w17, #13325
	movi d8, #0000000000000000
	fmov d9, #1.00000000
	fmov d10, #-1.00000000
	add x8, x8, #120
	mov w2, #11275
	mov w4, #10250
	mov w6, #9225
	movi d11, #0xff00ff00ff00ff
	fmov d12, #3.00000000
	str xzr, [sp, #400]
	str x8, [sp, #376]
	add x11, x25, #1
	sub x14, x13, x25
	sub x16, x15, x25
	sub x18, x17, x25
	str xzr, [sp, #632]
	sub x3, x2, x25
	sub x5, x4, x25
	sub x7, x6, x25
	str x11, [sp, #448]
	stp x16, x14, [sp, #56]
	cmp x9, #0
	add x9, sp, #1432
	stp x5, x3, [sp, #24]
	add x8, x9, #8
	str x8, [sp, #232]
	add x8, sp, #1480
	add x8, x8, #24
	str x8, [sp, #512]
	add x8, sp, #1456
	add x8, x8, #8
	str x8, [sp, #216]
	add x8, sp, #840
	add x8, x8, #48
	str x8, [sp, #744]
	ldr x8, [sp, #624]
	ccmp x8, #0, #4, ne
	cset w8, ne
	str w8, [sp, #76]
	mov w8, #12300
	sub x1, x8, x25
	mov w8, #8200
	sub x19, x8, x25
	sub x8, x29, #144
	stp x1, x18, [sp, #40]
	add x8, x8, #24
	stp x19, x7, [sp, #8]
	str x8, [sp, #440]
	mov w8, #64
	orr x8, x8, x25, lsl #7
	str x8, [sp, #240]
	mov w8, #7175
	sub x8, x8, x25
	str x8, [sp, #464]
	mov w8, #6150
	sub x8, x8, x25
	str x8, [sp, #472]
	mov w8, #5125
	sub x8, x8, x25
	str x8, [sp, #480]
	mov w8, #4100
	sub x8, x8, x25
	str x8, [sp, #488]
	neg x8, x25
	str x8, [sp, #576]
	mov w8, #1025
	str x8, [sp, #392]
.LBB_125:
	ldr x9, [sp, #1336]
	str x10, [sp, #384]
	cbz x9, .LBB_176
	ldr x8, [sp, #1328]
	ldr x10, [sp, #632]
	add x9, x8, x9, lsl #7
	b .LBB_128
.LBB_127:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #120]
	add x8, x8, #128
	add x10, x10, #1
	cmp x8, x9
	b.eq .LBB_176
.LBB_128:
	cmp x10, x25
	b.hs .LBB_144
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, #1025
	str d0, [x8]
	cmp x11, x25
	b.hs .LBB_146
.LBB_130:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, #2050
	str d0, [x8, #8]
	cmp x11, x25
	b.hs .LBB_148
.LBB_131:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, #3075
	str d0, [x8, #16]
	cmp x11, x25
	b.hs .LBB_150
.LBB_132:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #4100
	str d0, [x8, #24]
	add x11, x10, x11
	cmp x11, x25
	b.hs .LBB_152
.LBB_133:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #5125
	str d0, [x8, #32]
	add x11, x10, x11
	cmp x11, x25
	b.hs .LBB_154
.LBB_134:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #6150
	str d0, [x8, #40]
	add x11, x10, x11
	cmp x11, x25
	b.hs .LBB_156
.LBB_135:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #7175
	str d0, [x8, #48]
	add x11, x10, x11
	cmp x11, x25
	b.hs .LBB_158
.LBB_136:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #8200
	str d0, [x8, #56]
	add x11, x10, x11
	cmp x11, x25
	b.hs .LBB_160
.LBB_137:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x6
	str d0, [x8, #64]
	cmp x11, x25
	b.hs .LBB_162
.LBB_138:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x4
	str d0, [x8, #72]
	cmp x11, x25
	b.hs .LBB_164
.LBB_139:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x2
	str d0, [x8, #80]
	cmp x11, x25
	b.hs .LBB_166
.LBB_140:
	mov x11, #9221120237041090560
	fmov d0, x11
	mov w11, #12300
	str d0, [x8, #88]
	add x11, x10, x11
	cmp x11, x25
	b.hs .LBB_168
.LBB_141:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x17
	str d0, [x8, #96]
	cmp x11, x25
	b.hs .LBB_170
.LBB_142:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x15
	str d0, [x8, #104]
	cmp x11, x25
	b.hs .LBB_172
.LBB_143:
	mov x11, #9221120237041090560
	fmov d0, x11
	add x11, x10, x13
	str d0, [x8, #112]
	cmp x11, x25
	b.lo .LBB_127
	b .LBB_174
.LBB_144:
	ldr x11, [sp, #576]
	ldr x12, [sp, #832]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	add x11, x10, #1025
	str d0, [x8]
	cmp x11, x25
	b.lo .LBB_130
.LBB_146:
	ldr x11, [sp, #576]
	ldr x12, [sp, #832]
	add x11, x11, x10
	sub x12, x12, #1
	add x11, x11, #1025
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	add x11, x10, #2050
	str d0, [x8, #8]
	cmp x11, x25
	b.lo .LBB_131
.LBB_148:
	ldr x11, [sp, #576]
	ldr x12, [sp, #832]
	add x11, x11, x10
	sub x12, x12, #1
	add x11, x11, #2050
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	add x11, x10, #3075
	str d0, [x8, #16]
	cmp x11, x25
	b.lo .LBB_132
.LBB_150:
	ldr x11, [sp, #576]
	ldr x12, [sp, #832]
	add x11, x11, x10
	sub x12, x12, #1
	add x11, x11, #3075
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	mov w11, #4100
	str d0, [x8, #24]
	add x11, x10, x11
	cmp x11, x25
	b.lo .LBB_133
.LBB_152:
	ldr x11, [sp, #488]
	ldr x12, [sp, #832]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	mov w11, #5125
	str d0, [x8, #32]
	add x11, x10, x11
	cmp x11, x25
	b.lo .LBB_134
.LBB_154:
	ldr x11, [sp, #480]
	ldr x12, [sp, #832]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	mov w11, #6150
	str d0, [x8, #40]
	add x11, x10, x11
	cmp x11, x25
	b.lo .LBB_135
.LBB_156:
	ldr x11, [sp, #472]
	ldr x12, [sp, #832]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	mov w11, #7175
	str d0, [x8, #48]
	add x11, x10, x11
	cmp x11, x25
	b.lo .LBB_136
.LBB_158:
	ldr x11, [sp, #464]
	ldr x12, [sp, #832]
	add x11, x11, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	mov w11, #8200
	str d0, [x8, #56]
	add x11, x10, x11
	cmp x11, x25
	b.lo .LBB_137
.LBB_160:
	ldr x12, [sp, #832]
	add x11, x19, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	add x11, x10, x6
	str d0, [x8, #64]
	cmp x11, x25
	b.lo .LBB_138
.LBB_162:
	ldr x12, [sp, #832]
	add x11, x7, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	add x11, x10, x4
	str d0, [x8, #72]
	cmp x11, x25
	b.lo .LBB_139
.LBB_164:
	ldr x12, [sp, #832]
	add x11, x5, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	add x11, x10, x2
	str d0, [x8, #80]
	cmp x11, x25
	b.lo .LBB_140
.LBB_166:
	ldr x12, [sp, #832]
	add x11, x3, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	mov w11, #12300
	str d0, [x8, #88]
	add x11, x10, x11
	cmp x11, x25
	b.lo .LBB_141
.LBB_168:
	ldr x12, [sp, #832]
	add x11, x1, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	add x11, x10, x17
	str d0, [x8, #96]
	cmp x11, x25
	b.lo .LBB_142
.LBB_170:
	ldr x12, [sp, #832]
	add x11, x18, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	add x11, x10, x15
	str d0, [x8, #104]
	cmp x11, x25
	b.lo .LBB_143
.LBB_172:
	ldr x12, [sp, #832]
	add x11, x16, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	add x11, x10, x13
	str d0, [x8, #112]
	cmp x11, x25
	b.lo .LBB_127
.LBB_174:
	ldr x12, [sp, #832]
	add x11, x14, x10
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_782
	ldr d0, [x24, x0, lsl #3]
	str d0, [x8, #120]
	add x8, x8, #128
	add x10, x10, #1
	cmp x8, x9
	b.ne .LBB_128
.LBB_176:
	ldr x8, [sp, #848]
	ldr x9, [sp, #856]
	cbz x9, .LBB_179
	cmp x9, #1
	b.ne .LBB_180
	ldr x15, [sp, #632]
	mov x10, xzr
	b .LBB_182
.LBB_179:
	ldr x15, [sp, #632]
	mov x10, x9
	b .LBB_183
.LBB_180:
	ldr x15, [sp, #632]
	mov x10, xzr
	mov x11, x9
.LBB_181:
	lsr x12, x11, #1
	add x13, x12, x10
	sub x11, x11, x12
	ldr x14, [x8, x13, lsl #3]
	cmp x14, x15
	csel x10, x13, x10, lo
	cmp x11, #1
	b.hi .LBB_181
.LBB_182:
	ldr x11, [x8, x10, lsl #3]
	cmp x11, x15
	cinc x10, x10, lo
.LBB_183:
	mov w11, #16400
	add x19, x8, x10, lsl #3
	add x20, x8, x9, lsl #3
	lsl x8, x9, #3
	add x11, x15, x11
	sub x8, x8, x10, lsl #3
	str x11, [sp, #536]
	ldr x11, [sp, #384]
	sub x11, x11, #1
	str x11, [sp, #384]
.LBB_184:
	cbz x8, .LBB_197
	ldr x21, [x19], #8
	ldr x9, [sp, #536]
	cmp x21, x9
	b.hs .LBB_197
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
	b.lo .LBB_184
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #64
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_826
	ldr x8, [sp, #632]
	mov x9, #64513
	str x0, [sp, #1704]
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
	str x8, [sp, #1696]
	mov w8, #1
	str x8, [sp, #1712]
	mov w8, #1
	str x8, [sp, #648]
.LBB_189:
	ldr x8, [sp, #592]
.LBB_190:
	cmp x19, x20
	b.eq .LBB_199
	ldr x21, [x19], #8
	ldr x9, [sp, #536]
	cmp x21, x9
	b.hs .LBB_199
	mov x8, #64513
	mov x9, #18014398492704768
	movk x8, #49167, lsl #16
	movk x9, #16369
	movk x8, #255, lsl #32
	movk x9, #61443, lsl #32
	movk x8, #4092, lsl #48
	mul x8, x21, x8
	cmp x8, x9
	ldr x8, [sp, #592]
	b.lo .LBB_190
	ldr x8, [sp, #1696]
	ldr x1, [sp, #648]
	cmp x1, x8
	b.ne .LBB_196
	add x0, sp, #1696
	mov w2, #1
	mov w3, #8
	mov w4, #16
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x0, [sp, #1704]
	ldr x1, [sp, #648]
.LBB_196:
	ldr x8, [sp, #632]
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
	str x1, [sp, #648]
	str x1, [sp, #1712]
	b .LBB_189
.LBB_197:
	mov w8, #8
	str xzr, [sp, #208]
	str xzr, [sp, #648]
	str x8, [sp, #600]
.LBB_198:
	ldr x8, [sp, #592]
	b .LBB_200
.LBB_199:
	ldr x9, [sp, #1696]
	str x9, [sp, #208]
	ldr x9, [sp, #1704]
	str x9, [sp, #600]
	ldr x9, [sp, #648]
	cmp x9, #2
	b.hs .LBB_706
.LBB_200:
	ldr w9, [sp, #76]
	cbz w9, .LBB_298
	ldr x11, [sp, #1328]
	ldr x9, [sp, #448]
	ldr x28, [sp, #1336]
	mov x15, xzr
	mov x12, x8
	add x9, x11, x9, lsl #7
	ldr x10, [sp, #648]
	str x9, [sp, #664]
	ldr x9, [sp, #600]
	add x10, x9, x10, lsl #4
	sub x9, x28, x25
	str x9, [sp, #672]
	ldr x9, [sp, #1440]
	stur x9, [x29, #-56]
	add x9, x11, #64
	str x11, [sp, #816]
	ldr x17, [sp, #608]
	ldr x4, [sp, #624]
	str x9, [sp, #688]
	b .LBB_203
.LBB_202:
	ldr x4, [sp, #720]
	ldr x12, [sp, #704]
	mov x17, xzr
	sub x4, x4, #1
	cbz x4, .LBB_298
.LBB_203:
	cbz x15, .LBB_206
	ldrh w8, [x15, #626]
	cmp x12, x8
	b.hs .LBB_213
.LBB_205:
	mov x11, x15
	b .LBB_215
.LBB_206:
	mov x15, x17
	cbz x12, .LBB_212
	ands x9, x12, #0x7
	mov x8, x12
	b.eq .LBB_209
.LBB_208:
	ldr x15, [x15, #632]
	sub x8, x8, #1
	subs x9, x9, #1
	b.ne .LBB_208
.LBB_209:
	cmp x12, #8
	b.lo .LBB_211
.LBB_210:
	ldr x9, [x15, #632]
	subs x8, x8, #8
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x9, [x9, #632]
	ldr x15, [x9, #632]
	b.ne .LBB_210
.LBB_211:
	mov x12, xzr
.LBB_212:
	mov x17, xzr
	ldrh w8, [x15, #626]
	cmp x12, x8
	b.lo .LBB_205
.LBB_213:
	ldr x11, [x15, #528]
	cbz x11, .LBB_790
	ldrh w12, [x15, #624]
	ldrh w8, [x11, #626]
	add x17, x17, #1
	mov x15, x11
	cmp w12, w8
	b.hs .LBB_213
.LBB_215:
	cbz x17, .LBB_222
	add x8, x11, x12, lsl #3
	ands x9, x17, #0x7
	add x8, x8, #640
	b.eq .LBB_297
	mov x16, x17
.LBB_218:
	ldr x15, [x8]
	sub x16, x16, #1
	subs x9, x9, #1
	add x8, x15, #632
	b.ne .LBB_218
	cmp x17, #8
	b.lo .LBB_221
.LBB_220:
	ldr x8, [x8]
	subs x16, x16, #8
	ldr x8, [x8, #632]
	ldr x8, [x8, #632]
	ldr x8, [x8, #632]
	ldr x8, [x8, #632]
	ldr x8, [x8, #632]
	ldr x8, [x8, #632]
	ldr x15, [x8, #632]
	add x8, x15, #632
	b.ne .LBB_220
.LBB_221:
	mov x13, xzr
	b .LBB_223
.LBB_222:
	add x13, x12, #1
	mov x15, x11
.LBB_223:
	add x8, x11, x12, lsl #3
	ldr x14, [sp, #536]
	ldr x18, [x8, #536]
	ldr x8, [sp, #632]
	sub x9, x18, #1
	subs x8, x9, x8
	ccmp x9, x14, #2, hs
	b.hs .LBB_226
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x16, x9, x9, lsl #10
	subs x8, x8, x16
	b.eq .LBB_226
	mov w2, #1
	str x8, [sp, #1440]
	str x9, [sp, #1448]
	stur x8, [x29, #-56]
	b .LBB_227
.LBB_226:
	mov x2, xzr
.LBB_227:
	mov w8, #48
	str x2, [sp, #1432]
	ldr x0, [sp, #896]
	madd x17, x12, x8, x11
	ldr x8, [sp, #448]
	ldr x1, [x17, #16]
	subs x3, x1, x0
	b.lo .LBB_750
	ldr x11, [x17, #8]
	lsl x19, x0, #7
	subs x6, x18, #1
	str x13, [sp, #704]
	str x4, [sp, #720]
	b.ne .LBB_233
	cmp x28, x25
	b.lo .LBB_751
	ldr x8, [sp, #672]
	cmp x8, x3
	csel x12, x8, x3, lo
	cbz x12, .LBB_241
	add x8, x11, x19
	ldr x9, [sp, #240]
	ldr x11, [sp, #816]
	add x8, x8, #64
	add x11, x11, x9
.LBB_232:
	ldur d0, [x11, #-64]
	subs x12, x12, #1
	fadd d0, d0, d8
	stur d0, [x8, #-64]
	ldur d0, [x11, #-56]
	fadd d0, d0, d8
	stur d0, [x8, #-56]
	ldur d0, [x11, #-48]
	fadd d0, d0, d8
	stur d0, [x8, #-48]
	ldur d0, [x11, #-40]
	fadd d0, d0, d8
	stur d0, [x8, #-40]
	ldur d0, [x11, #-32]
	fadd d0, d0, d8
	stur d0, [x8, #-32]
	ldur d0, [x11, #-24]
	fadd d0, d0, d8
	stur d0, [x8, #-24]
	ldur d0, [x11, #-16]
	fadd d0, d0, d8
	stur d0, [x8, #-16]
	ldur d0, [x11, #-8]
	fadd d0, d0, d8
	stur d0, [x8, #-8]
	ldr d0, [x11]
	fadd d0, d0, d8
	str d0, [x8]
	ldr d0, [x11, #8]
	fadd d0, d0, d8
	str d0, [x8, #8]
	ldr d0, [x11, #16]
	fadd d0, d0, d8
	str d0, [x8, #16]
	ldr d0, [x11, #24]
	fadd d0, d0, d8
	str d0, [x8, #24]
	ldr d0, [x11, #32]
	fadd d0, d0, d8
	str d0, [x8, #32]
	ldr d0, [x11, #40]
	fadd d0, d0, d8
	str d0, [x8, #40]
	ldr d0, [x11, #48]
	fadd d0, d0, d8
	str d0, [x8, #48]
	ldr d0, [x11, #56]
	add x11, x11, #128
	fadd d0, d0, d8
	str d0, [x8, #56]
	add x8, x8, #128
	b.ne .LBB_232
	b .LBB_241
.LBB_233:
	movi v0.2d, #0000000000000000
	sub x0, x8, x18
	cmp x28, x25
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	str q0, [sp, #1616]
	str q0, [sp, #1632]
	str q0, [sp, #1648]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	b.ls .LBB_752
	cmp x8, x18
	b.lo .LBB_753
	cbz x18, .LBB_239
	ldr x8, [sp, #816]
	ldr q6, [sp, #1568]
	ldr q7, [sp, #1584]
	movi d16, #0000000000000000
	add x12, x8, x0, lsl #7
	add x8, sp, #1696
	ldr q0, [sp, #1696]
	ldr q1, [sp, #1712]
	ldr q2, [sp, #1728]
	ldr q17, [sp, #1600]
	ldr q18, [sp, #1616]
	ldr q20, [sp, #1632]
	ldr q21, [sp, #1648]
	ldr q22, [sp, #1664]
	ldr q23, [sp, #1680]
	ldr d19, [sp, #1816]
	ldr d24, [sp, #1744]
	mov w0, #1
	ldur q3, [x8, #72]
	ldur q4, [x8, #88]
	ldur q5, [x8, #104]
	ldr x8, [sp, #664]
.LBB_237:
	ldp q26, q27, [x12]
	ucvtf d25, x0
	add x0, x0, #1
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
	cmp x12, x8
	fmul v25.2d, v27.2d, v25.d[0]
	fadd v23.2d, v23.2d, v25.2d
	b.ne .LBB_237
	add x8, sp, #1696
	str q6, [sp, #1568]
	str q7, [sp, #1584]
	str q17, [sp, #1600]
	str q18, [sp, #1616]
	str q20, [sp, #1632]
	str q21, [sp, #1648]
	str q22, [sp, #1664]
	str q23, [sp, #1680]
	str q0, [sp, #1696]
	str q1, [sp, #1712]
	str q2, [sp, #1728]
	str q24, [sp, #1744]
	stur q3, [x8, #72]
	stur q4, [x8, #88]
	stur q5, [x8, #104]
	str d16, [sp, #1760]
	str d19, [sp, #1816]
.LBB_239:
	cbz x3, .LBB_801
	madd x8, x18, x18, x18
	ldr q1, [sp, #1568]
	add x1, x11, x19
	cmp x3, #1
	ucvtf d0, x8, #1
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1]
	ldr q1, [sp, #1584]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #16]
	ldr q1, [sp, #1600]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #32]
	ldr q1, [sp, #1616]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #48]
	ldr q1, [sp, #1632]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #64]
	ldr q1, [sp, #1648]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #80]
	ldr q1, [sp, #1664]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #96]
	ldr q1, [sp, #1680]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #112]
	b.ne .LBB_252
.LBB_241:
	ldr x11, [sp, #896]
	ldr x27, [sp, #568]
	cbz x11, .LBB_202
	mov x12, xzr
	mov x8, xzr
.LBB_243:
	ldr x14, [x17, #16]
	ldr x9, [sp, #896]
	subs x19, x14, x9
	b.lo .LBB_721
	sub x14, x8, x9
	add x16, x14, #1025
	cmp x16, x19
	b.hs .LBB_787
	ldr x16, [x17, #8]
	mov w18, #128
	movk w18, #2, lsl #16
	add x14, x16, x12
	add x14, x14, x18
	ldr q0, [x14]
	str q0, [sp, #1696]
	ldr q0, [x14, #16]
	str q0, [sp, #1712]
	ldr q0, [x14, #32]
	str q0, [sp, #1728]
	ldr q0, [x14, #48]
	str q0, [sp, #1744]
	ldr q0, [x14, #112]
	str q0, [sp, #1808]
	ldr q0, [x14, #96]
	str q0, [sp, #1792]
	ldr q0, [x14, #80]
	str q0, [sp, #1776]
	ldr q0, [x14, #64]
	str q0, [sp, #1760]
	ldr x19, [x17, #40]
	cmp x8, x19
	b.hs .LBB_786
	cmp x8, x9
	b.hs .LBB_785
	ldr x9, [x17, #32]
	ldr d0, [x9, x8, lsl #3]
	add x9, x16, x12
	add x8, x8, #1
	add x12, x12, #128
	cmp x11, x8
	str d0, [x9]
	ldr q0, [sp, #1760]
	stur q0, [x9, #72]
	ldr q0, [sp, #1776]
	stur q0, [x9, #88]
	ldr q0, [sp, #1792]
	stur q0, [x9, #104]
	ldr x14, [sp, #1808]
	str x14, [x9, #120]
	ldr q0, [sp, #1696]
	stur q0, [x9, #8]
	ldr q0, [sp, #1712]
	stur q0, [x9, #24]
	ldr q0, [sp, #1728]
	stur q0, [x9, #40]
	ldr q0, [sp, #1744]
	stur q0, [x9, #56]
	b.ne .LBB_243
	mov w9, #248
	mov x8, xzr
	movk w9, #2, lsl #16
.LBB_249:
	ldr x19, [x17, #16]
	add x12, x8, #1025
	cmp x12, x19
	b.hs .LBB_788
	ldr x19, [x17, #40]
	cmp x8, x19
	b.hs .LBB_789
	ldr x14, [x17, #8]
	ldr x12, [x17, #32]
	ldr d0, [x14, x9]
	add x9, x9, #128
	str d0, [x12, x8, lsl #3]
	add x8, x8, #1
	cmp x11, x8
	b.ne .LBB_249
	b .LBB_202
.LBB_252:
	ldr x8, [sp, #232]
	fdiv d2, d9, d0
	cmp w2, #0
	and x6, x6, #0x1ffffffffffffff
	ucvtf d1, x18
	mov x4, xzr
	csel x8, x8, xzr, ne
	str x8, [sp, #808]
	add x8, x6, #1
	and x7, x8, #0x3
	and x21, x8, #0x3fffffffffffffc
	sub x8, x25, x18
	str x8, [sp, #768]
	add x8, x11, x19
	mov w11, #1
	add x8, x8, #64
	str x8, [sp, #752]
	ldr x8, [sp, #816]
	sub x8, x8, x18, lsl #7
	str x8, [sp, #784]
	b .LBB_254
.LBB_253:
	ldr x23, [sp, #560]
	ldr x24, [sp, #552]
	ldr x25, [sp, #544]
	cmp x30, x3
	mov x28, x5
	b.hs .LBB_241
.LBB_254:
	ldr x12, [sp, #648]
	cmp x4, x12
	b.hs .LBB_259
	ldr x8, [sp, #600]
	add x9, x8, x4, lsl #4
.LBB_256:
	ldr x8, [x9], #16
	cmp x8, x11
	b.hs .LBB_260
	add x4, x4, #1
	cmp x12, x4
	b.ne .LBB_256
	mov x9, xzr
	mov x4, x12
	b .LBB_261
.LBB_259:
	mov x9, xzr
	b .LBB_261
.LBB_260:
	mov w9, #1
.LBB_261:
	ldur x13, [x29, #-56]
	mov w14, #1
	str x9, [sp, #1504]
	str x8, [sp, #1512]
	cmp x13, x11
	csel w12, wzr, w2, lo
	str x14, [sp, #1480]
	mov w14, #2
	str x14, [sp, #1496]
	str x13, [sp, #1528]
	str x12, [sp, #1520]
	tbnz w9, #0, .LBB_263
	mov x27, x3
	cbz w12, .LBB_267
.LBB_263:
	mov w8, #2
	sub x8, x8, x9
	eor x9, x9, #0x1
	str x8, [sp, #1488]
	ldr x8, [sp, #512]
	add x8, x8, x9, lsl #4
	ldr x27, [x8, #8]
	add x8, sp, #1480
	ldur q3, [x8, #8]
	ldur q4, [x8, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x8, #40]
	ldp x9, x8, [x29, #-144]
	cmp x8, x9
	stur q3, [x29, #-112]
	b.eq .LBB_267
	sub w8, w8, w9
	ands x8, x8, #0x3
	b.eq .LBB_267
	ldr x12, [sp, #440]
	add x9, x12, x9, lsl #4
.LBB_266:
	ldur w12, [x9, #-8]
	ldr x16, [x9], #16
	cmp x27, x16
	csel x16, x27, x16, lo
	cmp w12, #0
	csel x27, x16, x27, ne
	subs x8, x8, #1
	b.ne .LBB_266
.LBB_267:
	ldr q7, [sp, #1568]
	ldr q16, [sp, #1584]
	ldr q3, [sp, #1696]
	add x30, x27, #1
	cmp x3, x30
	ldr q4, [sp, #1712]
	ldr q19, [sp, #1600]
	ldr q22, [sp, #1616]
	csinc x8, x3, x27, lo
	ldr q5, [sp, #1728]
	ldr q6, [sp, #1744]
	ldr q23, [sp, #1632]
	subs x12, x8, x11
	ldr q24, [sp, #1648]
	ldr q17, [sp, #1760]
	ldr q18, [sp, #1776]
	ldr q25, [sp, #1664]
	ldr q26, [sp, #1680]
	ldr q20, [sp, #1792]
	ldr q21, [sp, #1808]
	b.ls .LBB_272
	ldr x8, [sp, #768]
	add x19, x25, x11
	add x0, x8, x11
	ldr x8, [sp, #688]
	add x20, x8, x0, lsl #7
	add x22, x8, x19, lsl #7
	ldr x8, [sp, #752]
	add x11, x8, x11, lsl #7
.LBB_269:
	cmp x19, x28
	b.hs .LBB_774
	cmp x0, x28
	b.hs .LBB_777
	ldur q27, [x22, #-64]
	ldur q29, [x20, #-64]
	subs x12, x12, #1
	add x0, x0, #1
	add x19, x19, #1
	fadd v28.2d, v27.2d, v3.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fsub v7.2d, v7.2d, v3.2d
	fsub v3.2d, v28.2d, v29.2d
	fmul v27.2d, v7.2d, v2.d[0]
	stur q27, [x11, #-64]
	ldur q27, [x22, #-48]
	ldur q29, [x20, #-48]
	fadd v28.2d, v27.2d, v4.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v4.2d
	fsub v4.2d, v28.2d, v29.2d
	fmul v27.2d, v16.2d, v2.d[0]
	stur q27, [x11, #-48]
	ldur q27, [x22, #-32]
	ldur q29, [x20, #-32]
	fadd v28.2d, v27.2d, v5.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	fsub v5.2d, v28.2d, v29.2d
	fmul v27.2d, v19.2d, v2.d[0]
	stur q27, [x11, #-32]
	ldur q27, [x22, #-16]
	ldur q29, [x20, #-16]
	fadd v28.2d, v27.2d, v6.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fsub v22.2d, v22.2d, v6.2d
	fsub v6.2d, v28.2d, v29.2d
	fmul v27.2d, v22.2d, v2.d[0]
	stur q27, [x11, #-16]
	ldr q27, [x22]
	ldr q29, [x20]
	fadd v28.2d, v27.2d, v17.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v17.2d
	fsub v17.2d, v28.2d, v29.2d
	fmul v27.2d, v23.2d, v2.d[0]
	str q27, [x11]
	ldr q27, [x22, #16]
	ldr q29, [x20, #16]
	fadd v28.2d, v27.2d, v18.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v18.2d
	fsub v18.2d, v28.2d, v29.2d
	fmul v27.2d, v24.2d, v2.d[0]
	str q27, [x11, #16]
	ldr q27, [x22, #32]
	ldr q29, [x20, #32]
	fadd v28.2d, v27.2d, v20.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v20.2d
	fsub v20.2d, v28.2d, v29.2d
	fmul v27.2d, v25.2d, v2.d[0]
	str q27, [x11, #32]
	ldr q27, [x22, #48]
	ldr q29, [x20, #48]
	add x20, x20, #128
	add x22, x22, #128
	fadd v28.2d, v27.2d, v21.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v21.2d
	fsub v21.2d, v28.2d, v29.2d
	fmul v27.2d, v26.2d, v2.d[0]
	str q27, [x11, #48]
	add x11, x11, #128
	b.ne .LBB_269
	b .LBB_273
.LBB_272:
	add x14, sp, #1696
	orr x8, x14, #0x8
	add x9, x14, #24
	add x11, x14, #40
	add x12, x14, #56
	add x16, x14, #72
	add x0, x14, #88
	add x19, x14, #104
	ld1 { v3.d }[1], [x8]
	add x20, x14, #120
	ld1 { v4.d }[1], [x9]
	ld1 { v5.d }[1], [x11]
	ld1 { v6.d }[1], [x12]
	ld1 { v17.d }[1], [x16]
	ld1 { v18.d }[1], [x0]
	ld1 { v20.d }[1], [x19]
	ld1 { v21.d }[1], [x20]
.LBB_273:
	cmp x27, x3
	str q7, [sp, #1568]
	str q16, [sp, #1584]
	str q19, [sp, #1600]
	str q22, [sp, #1616]
	str q23, [sp, #1632]
	str q24, [sp, #1648]
	str q25, [sp, #1664]
	str q26, [sp, #1680]
	str q3, [sp, #1696]
	str q4, [sp, #1712]
	str q5, [sp, #1728]
	str q6, [sp, #1744]
	str q17, [sp, #1760]
	str q18, [sp, #1776]
	str q20, [sp, #1792]
	str q21, [sp, #1808]
	b.hs .LBB_241
	ldr x8, [sp, #648]
	cmp x4, x8
	b.hi .LBB_738
	add x25, x27, x25
	ldr x8, [sp, #600]
	ldr x19, [sp, #808]
	add x20, x1, x27, lsl #7
	add x11, x27, #1
	mov x5, x28
	mov w22, wzr
	add x9, x25, #1
	cmp x25, x28
	cset w12, hs
	subs x0, x9, x18
	ldr x9, [sp, #816]
	csinc w28, w12, wzr, hs
	add x8, x8, x4, lsl #4
	add x24, x9, x0, lsl #7
	ldr x9, [sp, #784]
	add x9, x9, x25, lsl #7
	b .LBB_278
.LBB_276:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	b.hs .LBB_791
.LBB_277:
	add x8, sp, #1568
	str d4, [x8, x19, lsl #3]
	add x8, sp, #1696
	str d3, [x8, x19, lsl #3]
	fdiv d3, d4, d0
	mov x8, x26
	str d3, [x20, x19, lsl #3]
	mov x19, x23
.LBB_278:
	cbz w22, .LBB_287
.LBB_279:
	mov x26, x8
.LBB_280:
	cbz x19, .LBB_253
	ldr x8, [x19]
	cmp x8, x27
	b.ne .LBB_253
	mov x23, xzr
	mov w22, #2
	mov x8, x19
	tbnz w28, #0, .LBB_716
.LBB_283:
	ldr x19, [x8, #8]
	cbz x18, .LBB_276
	cmp x19, #15
	b.hi .LBB_780
	cmp x6, #3
	b.hs .LBB_290
	mov x8, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x12, x24
	b .LBB_294
.LBB_287:
	cmp x8, x10
	b.eq .LBB_279
	mov x26, x8
	ldr x12, [x26], #16
	cmp x12, x27
	b.ne .LBB_280
	mov w22, wzr
	mov x23, x19
	tbz w28, #0, .LBB_283
	b .LBB_716
.LBB_290:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x16, x19, #3
	mov x8, xzr
	mov x13, x19
	mov x12, x9
.LBB_291:
	add x19, x8, #1
	add x14, x8, #2
	ucvtf d5, x19
	add x19, x12, x16
	add x12, x12, #512
	ldr d6, [x19, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x19, #256]
	fadd d4, d4, d5
	ucvtf d5, x14
	add x14, x8, #3
	add x8, x8, #4
	cmp x21, x8
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x19, #384]
	fadd d4, d4, d5
	ucvtf d5, x14
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x19, #512]
	fadd d4, d4, d5
	ucvtf d5, x8
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_291
	cbz x7, .LBB_296
	add x12, x12, #128
	mov x19, x13
.LBB_294:
	add x8, x8, #1
	add x12, x12, x19, lsl #3
	mov x16, x7
.LBB_295:
	ldr d6, [x12], #128
	ucvtf d5, x8
	add x8, x8, #1
	subs x16, x16, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_295
	b .LBB_277
.LBB_296:
	mov x19, x13
	b .LBB_277
.LBB_297:
	mov x16, x17
	cmp x17, #8
	b.lo .LBB_221
	b .LBB_220
.LBB_298:
	ldr x11, [sp, #856]
	ldr x9, [sp, #832]
	ldr x10, [sp, #848]
	mov x8, xzr
	lsl x12, x11, #3
	b .LBB_302
.LBB_299:
	mov x15, xzr
.LBB_300:
.LBB_301:
	add x13, sp, #1696
	add x13, x13, x8, lsl #4
	add x8, x8, #1
	cmp x8, #16
	stp x15, x16, [x13]
	b.eq .LBB_322
.LBB_302:
	ldr x14, [sp, #632]
	add x13, x8, x8, lsl #10
	mov x15, xzr
	add x13, x13, x14
	add x14, x13, #1025
	cmp x9, x14
	csel x14, x9, x14, lo
	cmp x13, x9
	b.hs .LBB_300
	sub x16, x14, x13
	cmp x16, #1025
	b.ne .LBB_301
	mov x16, x11
	cbz x11, .LBB_310
	cmp x11, #1
	b.ne .LBB_307
	mov x15, xzr
	b .LBB_309
.LBB_307:
	mov x15, xzr
	mov x16, x11
.LBB_308:
	lsr x17, x16, #1
	add x18, x17, x15
	sub x16, x16, x17
	ldr x0, [x10, x18, lsl #3]
	cmp x0, x13
	csel x15, x18, x15, lo
	cmp x16, #1
	b.hi .LBB_308
.LBB_309:
	ldr x16, [x10, x15, lsl #3]
	cmp x16, x13
	cinc x16, x15, lo
.LBB_310:
	add x15, x10, x16, lsl #3
	sub x16, x12, x16, lsl #3
.LBB_311:
	cbz x16, .LBB_314
	ldr x17, [x15], #8
	cmp x17, x14
	b.hs .LBB_314
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
	b.lo .LBB_311
	b .LBB_299
.LBB_314:
	cbz x11, .LBB_317
	cmp x11, #1
	b.ne .LBB_318
	mov x14, xzr
	b .LBB_320
.LBB_317:
	mov x16, #-1
	b .LBB_321
.LBB_318:
	mov x14, xzr
	mov x15, x11
.LBB_319:
	lsr x16, x15, #1
	add x17, x16, x14
	sub x15, x15, x16
	ldr x18, [x10, x17, lsl #3]
	cmp x18, x13
	csel x14, x14, x17, hi
	cmp x15, #1
	b.hi .LBB_319
.LBB_320:
	ldr x15, [x10, x14, lsl #3]
	cmp x15, x13
	cinc x13, x14, ls
	sub x16, x13, #1
.LBB_321:
	mov w15, #1
	b .LBB_301
.LBB_322:
	cbz x27, .LBB_703
	ldr x9, [sp, #1696]
	ldr x8, [sp, #1712]
	ldr x11, [sp, #1704]
	mov x10, xzr
	ldr x17, [sp, #520]
	stp x8, x9, [sp, #360]
	ldr x8, [sp, #1720]
	ldr x9, [sp, #1728]
	stp x8, x11, [sp, #192]
	ldr x8, [sp, #1744]
	ldr x11, [sp, #1736]
	stp x8, x9, [sp, #344]
	ldr x8, [sp, #1752]
	ldr x9, [sp, #1760]
	stp x8, x11, [sp, #176]
	ldr x8, [sp, #1776]
	ldr x11, [sp, #1768]
	stp x8, x9, [sp, #328]
	ldr x8, [sp, #1784]
	ldr x9, [sp, #1792]
	stp x8, x11, [sp, #160]
	ldr x8, [sp, #1808]
	ldr x11, [sp, #1800]
	stp x8, x9, [sp, #312]
	ldr x8, [sp, #1816]
	ldr x9, [sp, #1824]
	stp x8, x11, [sp, #144]
	ldr x8, [sp, #1840]
	ldr x11, [sp, #1832]
	stp x8, x9, [sp, #296]
	ldr x8, [sp, #1848]
	ldr x9, [sp, #1856]
	stp x8, x11, [sp, #128]
	ldr x8, [sp, #1872]
	ldr x11, [sp, #1864]
	stp x8, x9, [sp, #280]
	ldr x8, [sp, #1880]
	ldr x9, [sp, #1888]
	stp x8, x11, [sp, #112]
	ldr x8, [sp, #1904]
	ldr x11, [sp, #1896]
	stp x8, x9, [sp, #264]
	ldr x8, [sp, #1912]
	ldr x9, [sp, #648]
	stp x8, x11, [sp, #96]
	ldr x8, [sp, #1928]
	ldr x11, [sp, #1920]
	str x8, [sp, #88]
	ldr x8, [sp, #600]
	add x8, x8, x9, lsl #4
	str x8, [sp, #616]
	ldr x8, [sp, #1936]
	stp x8, x11, [sp, #248]
	ldr x8, [sp, #1944]
	str x8, [sp, #80]
	b .LBB_325
.LBB_324:
	ldrb w8, [x13, #15]
	ldp x10, x17, [sp, #424]
	strb w8, [x11, #32]
	ldr x8, [sp, #528]
	cmp x17, x8
	b.eq .LBB_703
.LBB_325:
	ldr x13, [x17, #16]
	ldr x16, [sp, #632]
	cntw x6
	str x10, [sp, #496]
	rdvl x7, #2
	cntd x19
	tbnz x13, #63, .LBB_799
	ldp x14, x10, [x17]
	orr x8, x14, x10
	tbnz x8, #63, .LBB_799
	sub x8, x14, #1
	sub x9, x10, #1
	cmp x8, x9
	csel x9, x8, x9, hi
	ldr x8, [x17, #24]
	tbnz x8, #63, .LBB_799
	ldp x11, x12, [x17, #32]
	orr x15, x11, x12
	tbnz x15, #63, .LBB_799
	add x9, x13, x9
	sub x8, x8, #1
	sub x15, x9, #1
	sub x9, x11, #1
	sub x11, x12, #1
	ldr x12, [sp, #536]
	cmp x9, x11
	csel x9, x9, x11, hi
	cmp x9, x8
	csel x9, x9, x8, hi
	subs x11, x15, x16
	ccmp x15, x12, #2, hs
	b.hs .LBB_332
	mov x12, #64513
	movk x12, #49167, lsl #16
	movk x12, #255, lsl #32
	movk x12, #4092, lsl #48
	umulh x12, x11, x12
	lsr x15, x12, #6
	add x12, x15, x15, lsl #10
	subs x11, x11, x12
	b.eq .LBB_332
	mov w12, #1
	str x12, [sp, #816]
	add x9, x8, x9
	subs x8, x9, x16
	ldr x16, [sp, #536]
	stur x17, [x29, #-56]
	ccmp x9, x16, #2, hs
	b.lo .LBB_333
	b .LBB_335
.LBB_332:
	str xzr, [sp, #816]
	add x9, x8, x9
	subs x8, x9, x16
	ldr x16, [sp, #536]
	stur x17, [x29, #-56]
	ccmp x9, x16, #2, hs
	b.hs .LBB_335
.LBB_333:
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x16, x9, #6
	add x9, x16, x16, lsl #10
	subs x8, x8, x9
	str x8, [sp, #768]
	b.eq .LBB_335
	mov w8, #1
	str x16, [sp, #808]
	str x8, [sp, #784]
	b .LBB_336
.LBB_335:
	str xzr, [sp, #784]
.LBB_336:
	ldr x9, [sp, #608]
	cbz x9, .LBB_798
	ldur x8, [x29, #-56]
	ldr x1, [sp, #896]
	ldr x16, [sp, #592]
	add x9, x8, #48
	ldr x8, [sp, #496]
	ldr x17, [sp, #608]
	add x8, x8, #1
	stp x8, x9, [sp, #424]
.LBB_338:
	ldrh w2, [x17, #626]
	add x0, x17, #536
	sub x18, x17, #40
	mov x9, #-1
	lsl x3, x2, #3
.LBB_339:
	cbz x3, .LBB_342
	ldr x4, [x0], #8
	add x18, x18, #48
	add x9, x9, #1
	sub x3, x3, #8
	cmp x10, x4
	cset w4, hi
	csinv w4, w4, wzr, hs
	and w4, w4, #0xff
	cmp w4, #1
	b.eq .LBB_339
	cbnz w4, .LBB_343
	b .LBB_345
.LBB_342:
	mov x9, x2
.LBB_343:
	cbz x16, .LBB_798
	add x9, x17, x9, lsl #3
	sub x16, x16, #1
	ldr x17, [x9, #632]
	b .LBB_338
.LBB_345:
	ldp x16, x10, [x18]
	ldr x17, [sp, #592]
	ldr x18, [sp, #608]
.LBB_346:
	ldrh w3, [x18, #626]
	add x2, x18, #536
	sub x0, x18, #40
	mov x9, #-1
	lsl x4, x3, #3
.LBB_347:
	cbz x4, .LBB_350
	ldr x5, [x2], #8
	add x0, x0, #48
	add x9, x9, #1
	sub x4, x4, #8
	cmp x14, x5
	cset w5, hi
	csinv w5, w5, wzr, hs
	and w5, w5, #0xff
	cmp w5, #1
	b.eq .LBB_347
	cbnz w5, .LBB_351
	b .LBB_353
.LBB_350:
	mov x9, x3
.LBB_351:
	cbz x17, .LBB_798
	add x9, x18, x9, lsl #3
	sub x17, x17, #1
	ldr x18, [x9, #632]
	b .LBB_346
.LBB_353:
	ldr x28, [sp, #944]
	ldr x9, [x0, #8]
	ldr x14, [sp, #936]
	cmp x10, x28
	csel x10, x10, x28, lo
	cmp x9, x10
	csel x9, x9, x10, lo
	cbz x9, .LBB_368
	ldr x10, [x0]
	lsl x13, x9, #4
	cmp x13, #1
	csinc x17, x13, xzr, hi
	cmp x17, x6
	b.hs .LBB_356
	mov x18, xzr
	b .LBB_361
.LBB_356:
	sub x9, x14, x16
	mov x18, xzr
	cmp x9, x7
	b.lo .LBB_361
	sub x9, x14, x10
	cmp x9, x7
	b.lo .LBB_361
	udiv x18, x17, x6
	mov x9, xzr
	mul x18, x18, x6
	ptrue p0.b
	sub x0, x17, x18
	mov x2, x18
.LBB_359:
	add x4, x16, x9
	ld1b { z0.b }, p0/z, [x16, x9]
	add x5, x10, x9
	ld1b { z2.b }, p0/z, [x10, x9]
	add x3, x14, x9
	subs x2, x2, x6
	fadd z0.d, z0.d, z0.d
	ldr z1, [x4, #1, mul vl]
	ldr z3, [x5, #1, mul vl]
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x14, x9]
	add x9, x9, x7
	str z1, [x3, #1, mul vl]
	b.ne .LBB_359
	cbz x0, .LBB_367
.LBB_361:
	sub w9, w17, w18
	mov x0, x18
	ands x9, x9, #0x3
	b.eq .LBB_364
	lsl x9, x9, #3
	mov x0, x18
.LBB_363:
	ldr d0, [x16, x0, lsl #3]
	ldr d1, [x10, x0, lsl #3]
	subs x9, x9, #8
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x14, x0, lsl #3]
	add x0, x0, #1
	b.ne .LBB_363
.LBB_364:
	sub x9, x18, x17
	cmn x9, #4
	b.hi .LBB_367
	add x9, x10, x0, lsl #3
	sub x13, x0, x13
	add x10, x9, #16
	add x9, x16, x0, lsl #3
	add x16, x14, x0, lsl #3
	add x9, x9, #16
	add x16, x16, #16
.LBB_366:
	ldur d0, [x9, #-16]
	ldur d1, [x10, #-16]
	adds x13, x13, #4
	fadd d0, d0, d0
	fsub d0, d0, d1
	stur d0, [x16, #-16]
	ldur d0, [x9, #-8]
	ldur d1, [x10, #-8]
	fadd d0, d0, d0
	fsub d0, d0, d1
	stur d0, [x16, #-8]
	ldr d0, [x9]
	ldr d1, [x10]
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x16]
	ldr d0, [x9, #8]
	ldr d1, [x10, #8]
	add x10, x10, #32
	add x9, x9, #32
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x16, #8]
	add x16, x16, #32
	b.ne .LBB_366
.LBB_367:
	ldur x8, [x29, #-56]
	ldr x13, [x8, #16]
.LBB_368:
	tbnz x13, #63, .LBB_799
	ldr x8, [sp, #816]
	str x15, [sp, #1472]
	ldr x15, [sp, #960]
	subs x18, x13, #1
	ldr x16, [sp, #968]
	str x11, [sp, #1464]
	str x8, [sp, #1456]
	b.ne .LBB_374
	subs x9, x28, x1
	b.lo .LBB_754
	cmp x9, x16
	csel x10, x9, x16, lo
	cbz x10, .LBB_382
	add x9, x14, x1, lsl #7
	add x11, x15, #64
	add x12, x9, #64
.LBB_373:
	ldur d0, [x12, #-64]
	subs x10, x10, #1
	fadd d0, d0, d8
	stur d0, [x11, #-64]
	ldur d0, [x12, #-56]
	fadd d0, d0, d8
	stur d0, [x11, #-56]
	ldur d0, [x12, #-48]
	fadd d0, d0, d8
	stur d0, [x11, #-48]
	ldur d0, [x12, #-40]
	fadd d0, d0, d8
	stur d0, [x11, #-40]
	ldur d0, [x12, #-32]
	fadd d0, d0, d8
	stur d0, [x11, #-32]
	ldur d0, [x12, #-24]
	fadd d0, d0, d8
	stur d0, [x11, #-24]
	ldur d0, [x12, #-16]
	fadd d0, d0, d8
	stur d0, [x11, #-16]
	ldur d0, [x12, #-8]
	fadd d0, d0, d8
	stur d0, [x11, #-8]
	ldr d0, [x12]
	fadd d0, d0, d8
	str d0, [x11]
	ldr d0, [x12, #8]
	fadd d0, d0, d8
	str d0, [x11, #8]
	ldr d0, [x12, #16]
	fadd d0, d0, d8
	str d0, [x11, #16]
	ldr d0, [x12, #24]
	fadd d0, d0, d8
	str d0, [x11, #24]
	ldr d0, [x12, #32]
	fadd d0, d0, d8
	str d0, [x11, #32]
	ldr d0, [x12, #40]
	fadd d0, d0, d8
	str d0, [x11, #40]
	ldr d0, [x12, #48]
	fadd d0, d0, d8
	str d0, [x11, #48]
	ldr d0, [x12, #56]
	add x12, x12, #128
	fadd d0, d0, d8
	str d0, [x11, #56]
	add x11, x11, #128
	b.ne .LBB_373
	b .LBB_382
.LBB_374:
	movi v0.2d, #0000000000000000
	add x9, x1, #1
	cmp x28, x1
	sub x0, x9, x13
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	str q0, [sp, #1616]
	str q0, [sp, #1632]
	str q0, [sp, #1648]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	b.ls .LBB_756
	cmp x9, x13
	b.lo .LBB_757
	cbz x13, .LBB_380
	add x10, x14, x9, lsl #7
	add x9, sp, #1696
	ldr q6, [sp, #1568]
	ldr q7, [sp, #1584]
	ldr q0, [sp, #1696]
	add x17, x14, x0, lsl #7
	movi d16, #0000000000000000
	mov w0, #1
	ldr q1, [sp, #1712]
	ldr q2, [sp, #1728]
	ldr q17, [sp, #1600]
	ldr q18, [sp, #1616]
	ldur q3, [x9, #72]
	ldr q20, [sp, #1632]
	ldr q21, [sp, #1648]
	ldur q4, [x9, #88]
	ldur q5, [x9, #104]
	ldr q22, [sp, #1664]
	ldr q23, [sp, #1680]
	ldr d19, [sp, #1816]
	ldr d24, [sp, #1744]
.LBB_378:
	ldp q26, q27, [x17]
	ucvtf d25, x0
	add x0, x0, #1
	fadd v1.2d, v27.2d, v1.2d
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v0.2d, v26.2d, v0.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v7.2d, v7.2d, v26.2d
	ldp q26, q27, [x17, #32]
	fadd v6.2d, v6.2d, v28.2d
	fadd v24.2d, v27.2d, v24.2d
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v2.2d, v26.2d, v2.2d
	fmul v26.2d, v27.2d, v25.d[0]
	ldr q27, [x17, #64]
	fadd v18.2d, v18.2d, v26.2d
	ldr d26, [x17, #64]
	fadd v17.2d, v17.2d, v28.2d
	fmul v27.2d, v27.2d, v25.d[0]
	fadd d16, d26, d16
	ldur q26, [x17, #72]
	fadd v20.2d, v20.2d, v27.2d
	ldur q27, [x17, #88]
	fadd v3.2d, v26.2d, v3.2d
	ext v26.16b, v26.16b, v27.16b, #8
	fadd v4.2d, v27.2d, v4.2d
	fmul v26.2d, v26.2d, v25.d[0]
	fadd v21.2d, v21.2d, v26.2d
	ldur q26, [x17, #104]
	ext v27.16b, v27.16b, v26.16b, #8
	fadd v5.2d, v26.2d, v5.2d
	ldr d26, [x17, #120]
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v22.2d, v22.2d, v27.2d
	ldr q27, [x17, #112]
	add x17, x17, #128
	fadd d19, d26, d19
	cmp x17, x10
	fmul v25.2d, v27.2d, v25.d[0]
	fadd v23.2d, v23.2d, v25.2d
	b.ne .LBB_378
	add x9, sp, #1696
	str q6, [sp, #1568]
	str q7, [sp, #1584]
	str q17, [sp, #1600]
	str q18, [sp, #1616]
	str q20, [sp, #1632]
	str q21, [sp, #1648]
	str q22, [sp, #1664]
	str q23, [sp, #1680]
	str q0, [sp, #1696]
	str q1, [sp, #1712]
	str q2, [sp, #1728]
	str q24, [sp, #1744]
	stur q3, [x9, #72]
	stur q4, [x9, #88]
	stur q5, [x9, #104]
	str d16, [sp, #1760]
	str d19, [sp, #1816]
.LBB_380:
	cbz x16, .LBB_801
	madd x9, x13, x13, x13
	ldr q1, [sp, #1568]
	cmp x16, #1
	ucvtf d0, x9, #1
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x15]
	ldr q1, [sp, #1584]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x15, #16]
	ldr q1, [sp, #1600]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x15, #32]
	ldr q1, [sp, #1616]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x15, #48]
	ldr q1, [sp, #1632]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x15, #64]
	ldr q1, [sp, #1648]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x15, #80]
	ldr q1, [sp, #1664]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x15, #96]
	ldr q1, [sp, #1680]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x15, #112]
	b.ne .LBB_415
.LBB_382:
	ldur x8, [x29, #-56]
	ldr x10, [x8, #32]
	tbnz x10, #63, .LBB_799
	ldr x11, [sp, #592]
	ldr x12, [sp, #608]
.LBB_384:
	ldrh w15, [x12, #626]
	add x14, x12, #536
	sub x9, x12, #40
	mov x13, #-1
	lsl x16, x15, #3
.LBB_385:
	cbz x16, .LBB_388
	ldr x17, [x14], #8
	add x9, x9, #48
	add x13, x13, #1
	sub x16, x16, #8
	cmp x10, x17
	cset w17, hi
	csinv w17, w17, wzr, hs
	and w17, w17, #0xff
	cmp w17, #1
	b.eq .LBB_385
	cbnz w17, .LBB_389
	b .LBB_391
.LBB_388:
	mov x13, x15
.LBB_389:
	cbz x11, .LBB_798
	add x9, x12, x13, lsl #3
	sub x11, x11, #1
	ldr x12, [x9, #632]
	b .LBB_384
.LBB_391:
	ldur x8, [x29, #-56]
	ldr x11, [x8, #40]
	tbnz x11, #63, .LBB_799
	ldp x13, x10, [x9]
	ldr x12, [sp, #592]
	ldr x14, [sp, #608]
.LBB_393:
	ldrh w17, [x14, #626]
	add x16, x14, #536
	sub x9, x14, #40
	mov x15, #-1
	lsl x18, x17, #3
.LBB_394:
	cbz x18, .LBB_397
	ldr x0, [x16], #8
	add x9, x9, #48
	add x15, x15, #1
	sub x18, x18, #8
	cmp x11, x0
	cset w0, hi
	csinv w0, w0, wzr, hs
	and w0, w0, #0xff
	cmp w0, #1
	b.eq .LBB_394
	cbnz w0, .LBB_398
	b .LBB_400
.LBB_397:
	mov x15, x17
.LBB_398:
	cbz x12, .LBB_798
	add x9, x14, x15, lsl #3
	sub x12, x12, #1
	ldr x14, [x9, #632]
	b .LBB_393
.LBB_400:
	ldur x8, [x29, #-56]
	ldr x11, [x8, #24]
	tbnz x11, #63, .LBB_799
	ldp x14, x15, [x9]
	ldr x12, [sp, #592]
	ldr x16, [sp, #608]
.LBB_402:
	ldrh w0, [x16, #626]
	add x18, x16, #536
	sub x17, x16, #40
	mov x9, #-1
	lsl x2, x0, #3
.LBB_403:
	cbz x2, .LBB_406
	ldr x3, [x18], #8
	add x17, x17, #48
	add x9, x9, #1
	sub x2, x2, #8
	cmp x11, x3
	cset w3, hi
	csinv w3, w3, wzr, hs
	and w3, w3, #0xff
	cmp w3, #1
	b.eq .LBB_403
	cbnz w3, .LBB_407
	b .LBB_409
.LBB_406:
	mov x9, x0
.LBB_407:
	cbz x12, .LBB_798
	add x9, x16, x9, lsl #3
	sub x12, x12, #1
	ldr x16, [x9, #632]
	b .LBB_402
.LBB_409:
	ldr x28, [sp, #944]
	ldr x9, [x17, #8]
	ldr x12, [sp, #936]
	cmp x10, x28
	csel x10, x10, x28, lo
	cmp x15, x10
	csel x10, x15, x10, lo
	cmp x9, x10
	csel x9, x9, x10, lo
	cbz x9, .LBB_463
	ldr x10, [x17]
	lsl x9, x9, #4
	rdvl x18, #1
	sub x16, x12, x14
	cmp x9, #1
	csinc x15, x9, xzr, hi
	sub x9, x12, x13
	cmp x9, x18
	sub x17, x12, x10
	ccmp x16, x18, #0, hs
	ccmp x17, x18, #0, hs
	b.hs .LBB_413
	cmp x15, #1
	b.ne .LBB_459
	mov x16, xzr
	b .LBB_462
.LBB_413:
	subs x9, x15, x19
	fmov z2.d, #3.00000000
	mov x16, xzr
	csel x9, xzr, x9, lo
	whilelo p0.d, xzr, x15
.LBB_414:
	ld1d { z0.d }, p0/z, [x13, x16, lsl #3]
	ld1d { z1.d }, p0/z, [x14, x16, lsl #3]
	fmul z0.d, z0.d, z2.d
	fsub z0.d, z0.d, z1.d
	ld1d { z1.d }, p0/z, [x10, x16, lsl #3]
	fsub z0.d, z0.d, z1.d
	st1d { z0.d }, p0, [x12, x16, lsl #3]
	whilelo p0.d, x16, x9
	add x16, x16, x19
	b.mi .LBB_414
	b .LBB_463
.LBB_415:
	fdiv d2, d9, d0
	ldr x8, [sp, #816]
	ldr x9, [sp, #216]
	ucvtf d1, x13
	and x18, x18, #0x1ffffffffffffff
	mov w26, #1
	mov x0, xzr
	cmp w8, #0
	csel x17, x9, xzr, ne
	add x9, x18, #1
	and x2, x9, #0x3
	and x3, x9, #0x3fffffffffffffc
	b .LBB_417
.LBB_416:
	ldr x27, [sp, #568]
	cntd x19
	cmp x23, x16
	mov x28, x8
	b.hs .LBB_382
.LBB_417:
	ldr x9, [sp, #648]
	cmp x0, x9
	b.hs .LBB_422
	ldr x9, [sp, #600]
	add x10, x9, x0, lsl #4
.LBB_419:
	ldr x9, [x10], #16
	cmp x9, x26
	b.hs .LBB_423
	ldr x4, [sp, #648]
	add x0, x0, #1
	cmp x4, x0
	b.ne .LBB_419
	ldr x0, [sp, #648]
	mov x10, xzr
	b .LBB_424
.LBB_422:
	mov x10, xzr
	b .LBB_424
.LBB_423:
	mov w10, #1
.LBB_424:
	ldr x8, [sp, #816]
	cmp x11, x26
	mov w4, #1
	str x10, [sp, #1504]
	str x9, [sp, #1512]
	csel w5, wzr, w8, lo
	str x4, [sp, #1480]
	mov w4, #2
	str x4, [sp, #1496]
	str x11, [sp, #1528]
	str x5, [sp, #1520]
	tbnz w10, #0, .LBB_426
	mov x21, x16
	cbz w5, .LBB_430
.LBB_426:
	mov w9, #2
	sub x9, x9, x10
	eor x10, x10, #0x1
	str x9, [sp, #1488]
	ldr x9, [sp, #512]
	add x9, x9, x10, lsl #4
	ldr x21, [x9, #8]
	add x9, sp, #1480
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x10, x9, [x29, #-144]
	cmp x9, x10
	stur q3, [x29, #-112]
	b.eq .LBB_430
	sub w9, w9, w10
	ands x9, x9, #0x3
	b.eq .LBB_430
	ldr x4, [sp, #440]
	add x10, x4, x10, lsl #4
.LBB_429:
	ldur w5, [x10, #-8]
	ldr x6, [x10], #16
	cmp x21, x6
	csel x6, x21, x6, lo
	cmp w5, #0
	csel x21, x6, x21, ne
	subs x9, x9, #1
	b.ne .LBB_429
.LBB_430:
	ldr q7, [sp, #1568]
	ldr q16, [sp, #1584]
	ldr q3, [sp, #1696]
	add x23, x21, #1
	cmp x16, x23
	ldr q4, [sp, #1712]
	ldr q19, [sp, #1600]
	ldr q22, [sp, #1616]
	csinc x9, x16, x21, lo
	ldr q5, [sp, #1728]
	ldr q6, [sp, #1744]
	ldr q23, [sp, #1632]
	subs x20, x9, x26
	ldr q24, [sp, #1648]
	ldr q17, [sp, #1760]
	ldr q18, [sp, #1776]
	ldr q25, [sp, #1664]
	ldr q26, [sp, #1680]
	ldr q20, [sp, #1792]
	ldr q21, [sp, #1808]
	b.ls .LBB_435
	sub x8, x1, x13
	add x19, x1, x26
	add x22, x8, x26
	add x8, x14, #64
	add x24, x8, x22, lsl #7
	add x10, x8, x19, lsl #7
	add x8, x15, #64
	add x25, x8, x26, lsl #7
.LBB_432:
	cmp x19, x28
	b.hs .LBB_774
	cmp x22, x28
	b.hs .LBB_783
	ldur q27, [x10, #-64]
	ldur q29, [x24, #-64]
	subs x20, x20, #1
	add x22, x22, #1
	add x19, x19, #1
	fadd v28.2d, v27.2d, v3.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fsub v7.2d, v7.2d, v3.2d
	fsub v3.2d, v28.2d, v29.2d
	fmul v27.2d, v7.2d, v2.d[0]
	stur q27, [x25, #-64]
	ldur q27, [x10, #-48]
	ldur q29, [x24, #-48]
	fadd v28.2d, v27.2d, v4.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v4.2d
	fsub v4.2d, v28.2d, v29.2d
	fmul v27.2d, v16.2d, v2.d[0]
	stur q27, [x25, #-48]
	ldur q27, [x10, #-32]
	ldur q29, [x24, #-32]
	fadd v28.2d, v27.2d, v5.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	fsub v5.2d, v28.2d, v29.2d
	fmul v27.2d, v19.2d, v2.d[0]
	stur q27, [x25, #-32]
	ldur q27, [x10, #-16]
	ldur q29, [x24, #-16]
	fadd v28.2d, v27.2d, v6.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fsub v22.2d, v22.2d, v6.2d
	fsub v6.2d, v28.2d, v29.2d
	fmul v27.2d, v22.2d, v2.d[0]
	stur q27, [x25, #-16]
	ldr q27, [x10]
	ldr q29, [x24]
	fadd v28.2d, v27.2d, v17.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v17.2d
	fsub v17.2d, v28.2d, v29.2d
	fmul v27.2d, v23.2d, v2.d[0]
	str q27, [x25]
	ldr q27, [x10, #16]
	ldr q29, [x24, #16]
	fadd v28.2d, v27.2d, v18.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v18.2d
	fsub v18.2d, v28.2d, v29.2d
	fmul v27.2d, v24.2d, v2.d[0]
	str q27, [x25, #16]
	ldr q27, [x10, #32]
	ldr q29, [x24, #32]
	fadd v28.2d, v27.2d, v20.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v20.2d
	fsub v20.2d, v28.2d, v29.2d
	fmul v27.2d, v25.2d, v2.d[0]
	str q27, [x25, #32]
	ldr q27, [x10, #48]
	ldr q29, [x24, #48]
	add x24, x24, #128
	add x10, x10, #128
	fadd v28.2d, v27.2d, v21.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v21.2d
	fsub v21.2d, v28.2d, v29.2d
	fmul v27.2d, v26.2d, v2.d[0]
	str q27, [x25, #48]
	add x25, x25, #128
	b.ne .LBB_432
	b .LBB_436
.LBB_435:
	add x4, sp, #1696
	orr x9, x4, #0x8
	add x10, x4, #24
	add x5, x4, #40
	add x6, x4, #56
	add x7, x4, #72
	add x19, x4, #88
	add x20, x4, #104
	ld1 { v3.d }[1], [x9]
	add x22, x4, #120
	ld1 { v4.d }[1], [x10]
	ld1 { v5.d }[1], [x5]
	ld1 { v6.d }[1], [x6]
	ld1 { v17.d }[1], [x7]
	ld1 { v18.d }[1], [x19]
	ld1 { v20.d }[1], [x20]
	ld1 { v21.d }[1], [x22]
.LBB_436:
	cntd x19
	cmp x21, x16
	str q7, [sp, #1568]
	str q16, [sp, #1584]
	str q19, [sp, #1600]
	str q22, [sp, #1616]
	str q23, [sp, #1632]
	str q24, [sp, #1648]
	str q25, [sp, #1664]
	str q26, [sp, #1680]
	str q3, [sp, #1696]
	str q4, [sp, #1712]
	str q5, [sp, #1728]
	str q6, [sp, #1744]
	str q17, [sp, #1760]
	str q18, [sp, #1776]
	str q20, [sp, #1792]
	str q21, [sp, #1808]
	b.hs .LBB_382
	ldr x9, [sp, #648]
	cmp x0, x9
	b.hi .LBB_739
	ldr x9, [sp, #600]
	add x25, x21, x1
	add x20, x15, x21, lsl #7
	add x26, x21, #1
	mov x8, x28
	mov w22, wzr
	mov x19, x17
	cmp x25, x28
	cset w10, hs
	add x6, x9, x0, lsl #4
	add x9, x25, #1
	subs x27, x9, x13
	sub x9, x14, x13, lsl #7
	add x24, x14, x27, lsl #7
	csinc w28, w10, wzr, hs
	add x7, x9, x25, lsl #7
	b .LBB_441
.LBB_439:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	mov x12, x19
	b.hs .LBB_796
.LBB_440:
	add x9, sp, #1568
	mov x19, x5
	mov x6, x10
	str d4, [x9, x12, lsl #3]
	add x9, sp, #1696
	str d3, [x9, x12, lsl #3]
	fdiv d3, d4, d0
	str d3, [x20, x12, lsl #3]
.LBB_441:
	cbz w22, .LBB_450
.LBB_442:
	mov x10, x6
.LBB_443:
	cbz x19, .LBB_416
	ldr x9, [x19]
	cmp x9, x21
	b.ne .LBB_416
	mov x5, xzr
	mov w22, #2
	mov x6, x19
	tbnz w28, #0, .LBB_717
.LBB_446:
	ldr x19, [x6, #8]
	cbz x13, .LBB_439
	cmp x19, #15
	b.hi .LBB_780
	cmp x18, #3
	b.hs .LBB_453
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x12, x19
	mov x6, xzr
	mov x19, x24
	b .LBB_457
.LBB_450:
	ldr x9, [sp, #616]
	cmp x6, x9
	b.eq .LBB_442
	mov x10, x6
	ldr x9, [x10], #16
	cmp x9, x21
	b.ne .LBB_443
	mov w22, wzr
	mov x5, x19
	tbz w28, #0, .LBB_446
	b .LBB_717
.LBB_453:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x9, x19, #3
	mov x6, xzr
	mov x12, x19
	mov x30, x7
.LBB_454:
	add x19, x6, #1
	add x4, x6, #2
	ucvtf d5, x19
	add x19, x30, x9
	add x30, x30, #512
	ldr d6, [x19, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x19, #256]
	fadd d4, d4, d5
	ucvtf d5, x4
	add x4, x6, #3
	add x6, x6, #4
	cmp x3, x6
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x19, #384]
	fadd d4, d4, d5
	ucvtf d5, x4
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x19, #512]
	fadd d4, d4, d5
	ucvtf d5, x6
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_454
	cbz x2, .LBB_440
	add x19, x30, #128
.LBB_457:
	add x9, x6, #1
	add x6, x19, x12, lsl #3
	mov x19, x2
.LBB_458:
	ldr d6, [x6], #128
	ucvtf d5, x9
	add x9, x9, #1
	subs x19, x19, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_458
	b .LBB_440
.LBB_459:
	and x17, x15, #0xfffffffffffffff0
	add x18, x14, #8
	add x0, x13, #8
	add x2, x12, #8
	mov x16, xzr
	add x9, x10, #8
.LBB_460:
	ldur d0, [x0, #-8]
	ldur d1, [x18, #-8]
	add x16, x16, #2
	cmp x17, x16
	fmul d0, d0, d12
	fsub d0, d0, d1
	ldur d1, [x9, #-8]
	fsub d0, d0, d1
	stur d0, [x2, #-8]
	ldr d0, [x0], #16
	ldr d1, [x18], #16
	fmul d0, d0, d12
	fsub d0, d0, d1
	ldr d1, [x9], #16
	fsub d0, d0, d1
	str d0, [x2], #16
	b.ne .LBB_460
	tbz w15, #0, .LBB_463
.LBB_462:
	ldr d0, [x13, x16, lsl #3]
	ldr d1, [x14, x16, lsl #3]
	fmul d0, d0, d12
	fsub d0, d0, d1
	ldr d1, [x10, x16, lsl #3]
	fsub d0, d0, d1
	str d0, [x12, x16, lsl #3]
.LBB_463:
	ldr x8, [sp, #784]
	ldr x17, [sp, #992]
	subs x13, x11, #1
	str x8, [sp, #1456]
	ldr x8, [sp, #768]
	str x8, [sp, #1464]
	ldr x8, [sp, #808]
	str x8, [sp, #1472]
	ldr x8, [sp, #984]
	str x8, [sp, #504]
	b.ne .LBB_468
	subs x8, x28, x1
	b.lo .LBB_754
	cmp x8, x17
	csel x8, x8, x17, lo
	cbz x8, .LBB_476
	ldr x9, [sp, #504]
	add x10, x12, x1, lsl #7
	add x10, x10, #64
	add x9, x9, #64
.LBB_467:
	ldur d0, [x10, #-64]
	subs x8, x8, #1
	fadd d0, d0, d8
	stur d0, [x9, #-64]
	ldur d0, [x10, #-56]
	fadd d0, d0, d8
	stur d0, [x9, #-56]
	ldur d0, [x10, #-48]
	fadd d0, d0, d8
	stur d0, [x9, #-48]
	ldur d0, [x10, #-40]
	fadd d0, d0, d8
	stur d0, [x9, #-40]
	ldur d0, [x10, #-32]
	fadd d0, d0, d8
	stur d0, [x9, #-32]
	ldur d0, [x10, #-24]
	fadd d0, d0, d8
	stur d0, [x9, #-24]
	ldur d0, [x10, #-16]
	fadd d0, d0, d8
	stur d0, [x9, #-16]
	ldur d0, [x10, #-8]
	fadd d0, d0, d8
	stur d0, [x9, #-8]
	ldr d0, [x10]
	fadd d0, d0, d8
	str d0, [x9]
	ldr d0, [x10, #8]
	fadd d0, d0, d8
	str d0, [x9, #8]
	ldr d0, [x10, #16]
	fadd d0, d0, d8
	str d0, [x9, #16]
	ldr d0, [x10, #24]
	fadd d0, d0, d8
	str d0, [x9, #24]
	ldr d0, [x10, #32]
	fadd d0, d0, d8
	str d0, [x9, #32]
	ldr d0, [x10, #40]
	fadd d0, d0, d8
	str d0, [x9, #40]
	ldr d0, [x10, #48]
	fadd d0, d0, d8
	str d0, [x9, #48]
	ldr d0, [x10, #56]
	add x10, x10, #128
	fadd d0, d0, d8
	str d0, [x9, #56]
	add x9, x9, #128
	b.ne .LBB_467
	b .LBB_476
.LBB_468:
	movi v0.2d, #0000000000000000
	add x9, x1, #1
	cmp x28, x1
	sub x0, x9, x11
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1776]
	str q0, [sp, #1760]
	str q0, [sp, #1744]
	str q0, [sp, #1728]
	str q0, [sp, #1712]
	str q0, [sp, #1696]
	str q0, [sp, #1568]
	str q0, [sp, #1584]
	str q0, [sp, #1600]
	str q0, [sp, #1616]
	str q0, [sp, #1632]
	str q0, [sp, #1648]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	b.ls .LBB_756
	cmp x9, x11
	b.lo .LBB_757
	cbz x11, .LBB_474
	add x10, x12, x9, lsl #7
	add x9, sp, #1696
	ldr q6, [sp, #1568]
	ldr q7, [sp, #1584]
	ldr q0, [sp, #1696]
	add x14, x12, x0, lsl #7
	movi d16, #0000000000000000
	mov w15, #1
	ldr q1, [sp, #1712]
	ldr q2, [sp, #1728]
	ldr q17, [sp, #1600]
	ldr q18, [sp, #1616]
	ldur q3, [x9, #72]
	ldr q20, [sp, #1632]
	ldr q21, [sp, #1648]
	ldur q4, [x9, #88]
	ldur q5, [x9, #104]
	ldr q22, [sp, #1664]
	ldr q23, [sp, #1680]
	ldr d19, [sp, #1816]
	ldr d24, [sp, #1744]
.LBB_472:
	ldp q26, q27, [x14]
	ucvtf d25, x15
	add x15, x15, #1
	fadd v1.2d, v27.2d, v1.2d
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v0.2d, v26.2d, v0.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v7.2d, v7.2d, v26.2d
	ldp q26, q27, [x14, #32]
	fadd v6.2d, v6.2d, v28.2d
	fadd v24.2d, v27.2d, v24.2d
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v2.2d, v26.2d, v2.2d
	fmul v26.2d, v27.2d, v25.d[0]
	ldr q27, [x14, #64]
	fadd v18.2d, v18.2d, v26.2d
	ldr d26, [x14, #64]
	fadd v17.2d, v17.2d, v28.2d
	fmul v27.2d, v27.2d, v25.d[0]
	fadd d16, d26, d16
	ldur q26, [x14, #72]
	fadd v20.2d, v20.2d, v27.2d
	ldur q27, [x14, #88]
	fadd v3.2d, v26.2d, v3.2d
	ext v26.16b, v26.16b, v27.16b, #8
	fadd v4.2d, v27.2d, v4.2d
	fmul v26.2d, v26.2d, v25.d[0]
	fadd v21.2d, v21.2d, v26.2d
	ldur q26, [x14, #104]
	ext v27.16b, v27.16b, v26.16b, #8
	fadd v5.2d, v26.2d, v5.2d
	ldr d26, [x14, #120]
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v22.2d, v22.2d, v27.2d
	ldr q27, [x14, #112]
	add x14, x14, #128
	fadd d19, d26, d19
	cmp x14, x10
	fmul v25.2d, v27.2d, v25.d[0]
	fadd v23.2d, v23.2d, v25.2d
	b.ne .LBB_472
	add x9, sp, #1696
	str q6, [sp, #1568]
	str q7, [sp, #1584]
	str q17, [sp, #1600]
	str q18, [sp, #1616]
	str q20, [sp, #1632]
	str q21, [sp, #1648]
	str q22, [sp, #1664]
	str q23, [sp, #1680]
	str q0, [sp, #1696]
	str q1, [sp, #1712]
	str q2, [sp, #1728]
	str q24, [sp, #1744]
	stur q3, [x9, #72]
	stur q4, [x9, #88]
	stur q5, [x9, #104]
	str d16, [sp, #1760]
	str d19, [sp, #1816]
.LBB_474:
	cbz x17, .LBB_801
	madd x9, x11, x11, x11
	ldr q1, [sp, #1568]
	ldr x8, [sp, #504]
	cmp x17, #1
	ucvtf d0, x9, #1
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8]
	ldr q1, [sp, #1584]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #16]
	ldr q1, [sp, #1600]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #32]
	ldr q1, [sp, #1616]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #48]
	ldr q1, [sp, #1632]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #64]
	ldr q1, [sp, #1648]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #80]
	ldr q1, [sp, #1664]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #96]
	ldr q1, [sp, #1680]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #112]
	b.ne .LBB_579
.LBB_476:
	ldr x10, [sp, #496]
	cmp x10, x27
	b.eq .LBB_804
	ldr x8, [sp, #456]
	mov w9, #24
	fmov d16, #-1.00000000
	fmov d13, #-1.00000000
	madd x8, x10, x9, x8
	ldp x9, x28, [x8, #8]
	ldr x8, [sp, #832]
	str x9, [sp, #816]
	str x8, [sp, #664]
	ldr x8, [sp, #368]
	ldur x1, [x29, #-56]
	tbz w8, #0, .LBB_481
	ldr x19, [sp, #200]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	ldr d0, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d0
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_481
	fmov d13, d0
.LBB_481:
	ldr x8, [sp, #360]
	tbz w8, #0, .LBB_485
	ldr x19, [sp, #192]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	ldr d0, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d0
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_485
	fmov d16, d0
.LBB_485:
	ldr x8, [sp, #352]
	fmov d17, #-1.00000000
	fmov d0, #-1.00000000
	tbz w8, #0, .LBB_489
	ldr x19, [sp, #184]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	fmov d0, #-1.00000000
	ldr d1, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d1
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_489
	fmov d0, d1
.LBB_489:
	ldr x8, [sp, #344]
	tbz w8, #0, .LBB_493
	ldr x19, [sp, #176]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	ldr d1, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d1
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_493
	fmov d17, d1
.LBB_493:
	ldr x8, [sp, #336]
	fmov d18, #-1.00000000
	fmov d1, #-1.00000000
	tbz w8, #0, .LBB_497
	ldr x19, [sp, #168]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	fmov d1, #-1.00000000
	ldr d2, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_497
	fmov d1, d2
.LBB_497:
	ldr x8, [sp, #328]
	tbz w8, #0, .LBB_501
	ldr x19, [sp, #160]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	ldr d2, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_501
	fmov d18, d2
.LBB_501:
	ldr x8, [sp, #320]
	fmov d19, #-1.00000000
	fmov d2, #-1.00000000
	tbz w8, #0, .LBB_505
	ldr x19, [sp, #152]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	fmov d2, #-1.00000000
	ldr d3, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d3
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_505
	fmov d2, d3
.LBB_505:
	ldr x8, [sp, #312]
	tbz w8, #0, .LBB_509
	ldr x19, [sp, #144]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	ldr d3, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d3
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_509
	fmov d19, d3
.LBB_509:
	ldr x8, [sp, #304]
	fmov d20, #-1.00000000
	fmov d3, #-1.00000000
	tbz w8, #0, .LBB_513
	ldr x19, [sp, #136]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	fmov d3, #-1.00000000
	ldr d4, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_513
	fmov d3, d4
.LBB_513:
	ldr x8, [sp, #296]
	tbz w8, #0, .LBB_517
	ldr x19, [sp, #128]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	ldr d4, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_517
	fmov d20, d4
.LBB_517:
	ldr x8, [sp, #288]
	fmov d21, #-1.00000000
	fmov d4, #-1.00000000
	tbz w8, #0, .LBB_521
	ldr x19, [sp, #120]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	fmov d4, #-1.00000000
	ldr d5, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_521
	fmov d4, d5
.LBB_521:
	ldr x8, [sp, #280]
	tbz w8, #0, .LBB_525
	ldr x19, [sp, #112]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	ldr d5, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_525
	fmov d21, d5
.LBB_525:
	ldr x8, [sp, #272]
	fmov d22, #-1.00000000
	fmov d5, #-1.00000000
	tbz w8, #0, .LBB_529
	ldr x19, [sp, #104]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	fmov d5, #-1.00000000
	ldr d6, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_529
	fmov d5, d6
.LBB_529:
	ldr x8, [sp, #264]
	tbz w8, #0, .LBB_533
	ldr x19, [sp, #96]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	ldr d6, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_533
	fmov d22, d6
.LBB_533:
	ldr x8, [sp, #256]
	fmov d14, #-1.00000000
	fmov d6, #-1.00000000
	tbz w8, #0, .LBB_537
	ldr x19, [sp, #88]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	fmov d6, #-1.00000000
	ldr d7, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_537
	fmov d6, d7
.LBB_537:
	ldr x8, [sp, #248]
	str x17, [sp, #808]
	tbz w8, #0, .LBB_541
	ldr x19, [sp, #80]
	cmp x19, x28
	b.hs .LBB_800
	ldr x9, [sp, #816]
	ldr d7, [x9, x19, lsl #3]
	mov x9, #9218868437227405311
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_541
	fmov d14, d7
.LBB_541:
	ldr x21, [sp, #968]
	ldr x22, [sp, #960]
	ldr x19, [sp, #992]
	mov x20, xzr
	ldr x24, [sp, #984]
	str d16, [sp, #1704]
	mov v16.d[1], v0.d[0]
	str d17, [sp, #1720]
	mov v17.d[1], v1.d[0]
	str d18, [sp, #1736]
	mov v18.d[1], v2.d[0]
	str d19, [sp, #1752]
	str d20, [sp, #1768]
	mov v20.d[1], v4.d[0]
	mov v19.d[1], v3.d[0]
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
	str q22, [sp, #672]
	str d4, [sp, #1776]
	str q18, [sp, #752]
	stp q21, q20, [sp, #688]
	stp q17, q16, [sp, #768]
	str q19, [sp, #720]
	str d6, [sp, #1808]
	str d14, [sp, #1816]
	str x28, [sp, #656]
	b .LBB_543
.LBB_542:
	add x20, x20, #1
	cmp x20, #1025
	b.eq .LBB_549
.LBB_543:
	cmp x20, x19
	b.eq .LBB_793
	cmp x20, x21
	b.eq .LBB_792
	lsl x8, x20, #7
	mov w9, #128
	add x25, x24, x8
	add x26, x22, x8
	mov w8, #32768
	ldr d0, [x25]
	ldr d1, [x26]
	ldr d2, [x26, #120]
	ldur q7, [x26, #72]
	ldur q16, [x26, #8]
	ldur q17, [x26, #104]
	ldur q3, [x25, #40]
	ldur q18, [x26, #40]
	ldur q4, [x25, #88]
	fabd d0, d0, d1
	ldr d1, [x25, #120]
	ldur q19, [x26, #88]
	fabd v3.2d, v3.2d, v18.2d
	ldur q5, [x25, #24]
	ldur q20, [x26, #24]
	fabd v4.2d, v4.2d, v19.2d
	ldur q6, [x25, #56]
	ldur q21, [x26, #56]
	fabd v5.2d, v5.2d, v20.2d
	fabd v6.2d, v6.2d, v21.2d
	fabd d1, d1, d2
	ldur q2, [x25, #104]
	fcmp d1, d14
	ldur q1, [x25, #8]
	csel x8, x8, xzr, ls
	fcmp d0, d13
	ldur q0, [x25, #72]
	fabd v2.2d, v2.2d, v17.2d
	fabd v1.2d, v1.2d, v16.2d
	fabd v0.2d, v0.2d, v7.2d
	ldr q7, [sp, #704]
	fcmge v0.2d, v7.2d, v0.2d
	ldr q7, [sp, #784]
	fcmge v1.2d, v7.2d, v1.2d
	ldr q7, [sp, #672]
	fcmge v2.2d, v7.2d, v2.2d
	ldr q7, [sp, #752]
	fcmge v3.2d, v7.2d, v3.2d
	ldr q7, [sp, #688]
	fcmge v4.2d, v7.2d, v4.2d
	ldr q7, [sp, #768]
	fcmge v5.2d, v7.2d, v5.2d
	ldr q7, [sp, #720]
	fcmge v6.2d, v7.2d, v6.2d
	index z7.d, x9, x9
	mov w9, #2048
	and v6.16b, v6.16b, v7.16b
	index z7.d, #8, #8
	and v5.16b, v5.16b, v7.16b
	index z7.d, x9, x9
	mov w9, #32
	index z16.d, x9, x9
	mov w9, #8192
	and v4.16b, v4.16b, v7.16b
	and v3.16b, v3.16b, v16.16b
	index z7.d, x9, x9
	mov w9, #512
	and v2.16b, v2.16b, v7.16b
	index z7.d, #2, #2
	and v1.16b, v1.16b, v7.16b
	index z7.d, x9, x9
	and v0.16b, v0.16b, v7.16b
	orr v0.16b, v1.16b, v0.16b
	orr v1.16b, v3.16b, v2.16b
	orr v0.16b, v0.16b, v1.16b
	orr v1.16b, v5.16b, v4.16b
	orr v1.16b, v1.16b, v6.16b
	orr v0.16b, v0.16b, v1.16b
	ext v1.16b, v0.16b, v0.16b, #8
	orr v0.8b, v0.8b, v1.8b
	fmov x9, d0
	orr x8, x9, x8
	cinc x23, x8, ls
	cbz x23, .LBB_542
	ldr x8, [sp, #632]
	add x27, x20, x8
.LBB_547:
	rbit x8, x23
	clz x28, x8
	orr x8, x28, x28, lsl #10
	add x0, sp, #1368
	add x2, x27, x8
	bl kernel_sliding::exact::Exact::lines
	ldur x1, [x29, #-56]
	sub x8, x23, #1
	str d0, [x26, x28, lsl #3]
	str d1, [x25, x28, lsl #3]
	ands x23, x8, x23
	b.ne .LBB_547
	b .LBB_542
.LBB_549:
	ldr x8, [sp, #960]
	ldr x10, [sp, #984]
	ldr x26, [sp, #968]
	mov x9, xzr
	ldr x24, [sp, #992]
	str x10, [sp, #720]
	ldr x10, [sp, #504]
	str x8, [sp, #416]
	str x8, [sp, #688]
	ldp x8, x25, [sp, #392]
	str x10, [sp, #704]
	str x8, [sp, #672]
	b .LBB_551
.LBB_550:
	ldr x8, [sp, #672]
	ldr x9, [sp, #640]
	sub x25, x25, #1025
	add x8, x8, #1025
	add x9, x9, #1
	str x8, [sp, #672]
	ldr x8, [sp, #720]
	cmp x9, #16
	add x8, x8, #8
	str x8, [sp, #720]
	ldr x8, [sp, #688]
	add x8, x8, #8
	str x8, [sp, #688]
	ldr x8, [sp, #704]
	add x8, x8, #8
	str x8, [sp, #704]
	b.eq .LBB_573
.LBB_551:
	str x9, [sp, #640]
	add x8, x9, x9, lsl #10
	ldr x9, [sp, #632]
	add x27, x8, x9
	ldr x8, [sp, #664]
	cmp x27, x8
	b.hs .LBB_550
	ldr x9, [sp, #640]
	add x8, sp, #1696
	ldr d0, [x8, x9, lsl #3]
	fcmp d0, #0.0
	b.ge .LBB_550
	ldr x9, [sp, #664]
	add x8, x27, #1025
	cmp x9, x8
	csel x15, x9, x8, lo
	cmn x27, #1026
	str x15, [sp, #752]
	b.ls .LBB_555
	b .LBB_550
.LBB_554:
	ldr x15, [sp, #752]
	ldr x8, [sp, #784]
	ldr x27, [sp, #768]
	cmp x8, x15
	b.hs .LBB_550
.LBB_555:
	ldr x28, [sp, #856]
	ldr x9, [sp, #848]
	cmp x28, #1
	b.eq .LBB_559
	cbz x28, .LBB_778
	mov x10, xzr
	mov x11, x28
.LBB_558:
	lsr x12, x11, #1
	add x13, x12, x10
	sub x11, x11, x12
	ldr x14, [x9, x13, lsl #3]
	cmp x14, x27
	csel x10, x10, x13, hi
	cmp x11, #1
	b.hi .LBB_558
	b .LBB_560
.LBB_559:
	mov x10, xzr
.LBB_560:
	ldr x11, [x9, x10, lsl #3]
	cmp x11, x27
	cinc x10, x10, ls
	sub x11, x10, #1
	sub x20, x10, #1
	cmp x11, x28
	b.hs .LBB_773
	ldr x8, [sp, #744]
	add x9, x9, x10, lsl #3
	cmp x10, x28
	csel x8, x9, x8, lo
	ldr x8, [x8]
	cmp x15, x8
	str x8, [sp, #784]
	csel x8, x15, x8, lo
	cmp x27, x8
	str x8, [sp, #768]
	b.hs .LBB_554
	ldr x8, [sp, #656]
	cmp x20, x8
	b.hs .LBB_779
	ldr x9, [sp, #720]
	add x8, x25, x27
	lsl x8, x8, #7
	add x28, x9, x8
	ldr x9, [sp, #688]
	add x21, x9, x8
	ldr x9, [sp, #704]
	add x23, x9, x8
	ldr x8, [sp, #664]
	ldr x9, [sp, #784]
	cmp x9, x8
	csel x8, x9, x8, lo
	ldr x9, [sp, #672]
	cmp x8, x9
	csel x22, x8, x9, lo
	b .LBB_566
.LBB_564:
	ldur x1, [x29, #-56]
	str d1, [x28]
.LBB_565:
	add x27, x27, #1
	add x28, x28, #128
	add x21, x21, #128
	add x23, x23, #128
	cmp x22, x27
	b.eq .LBB_554
.LBB_566:
	ldr x8, [sp, #816]
	add x19, x25, x27
	ldr d0, [x8, x20, lsl #3]
	mov x8, #9218868437227405312
	fmov d1, x8
	fcmp d0, d1
	b.eq .LBB_570
	ldr x8, [sp, #808]
	cmp x19, x8
	b.hs .LBB_746
	cmp x19, x26
	b.hs .LBB_747
	ldr d1, [x23]
	ldr d2, [x21]
	fabd d1, d1, d2
	fcmp d1, d0
	b.hi .LBB_565
.LBB_570:
	add x0, sp, #1368
	mov x2, x27
	bl kernel_sliding::exact::Exact::lines
	cmp x19, x26
	b.hs .LBB_740
	cmp x19, x24
	str d0, [x21]
	b.lo .LBB_564
	b .LBB_741
.LBB_573:
	ldr x8, [sp, #808]
	ldr x9, [sp, #832]
	ldr x10, [sp, #1008]
	cmp x8, x26
	csel x11, x8, x26, lo
	ldr x8, [sp, #1016]
	ldr x27, [sp, #568]
	ldr x23, [sp, #560]
	ldr x24, [sp, #552]
	ldr x25, [sp, #544]
	ldr x4, [sp, #376]
	ldr x0, [sp, #504]
	ldr x1, [sp, #416]
	cmp x11, x8
	csel x11, x11, x8, lo
	cbz x11, .LBB_629
	lsl x11, x11, #4
	cmp x11, #1
	csinc x11, x11, xzr, hi
	add x14, x1, x11, lsl #3
	add x12, x10, x11
	add x13, x0, x11, lsl #3
	cmp x10, x14
	ccmp x1, x12, #2, lo
	cset w14, lo
	cmp x0, x12
	ccmp x10, x13, #2, lo
	ccmp w14, #0, #0, hs
	b.eq .LBB_577
	cmp x11, #1
	b.ne .LBB_624
	mov x11, xzr
	b .LBB_628
.LBB_577:
	cntd x14
	mov z2.d, #1
	mov x13, xzr
	subs x12, x11, x14
	ptrue p3.d
	csel x12, xzr, x12, lo
	whilelo p0.d, xzr, x11
.LBB_578:
	ld1d { z0.d }, p0/z, [x0, x13, lsl #3]
	ld1d { z1.d }, p0/z, [x1, x13, lsl #3]
	fcmgt p2.d, p3/z, z1.d, z0.d
	fcmgt p1.d, p3/z, z0.d, z1.d
	mov z0.d, p2/z, #-1
	add z0.d, p1/m, z0.d, z2.d
	st1b { z0.d }, p0, [x10, x13]
	whilelo p0.d, x13, x12
	add x13, x13, x14
	b.mi .LBB_578
	b .LBB_629
.LBB_579:
	fdiv d2, d9, d0
	ldr x8, [sp, #784]
	ldr x9, [sp, #216]
	ucvtf d1, x11
	and x13, x13, #0x1ffffffffffffff
	sub x2, x12, x11, lsl #7
	add x16, x12, #64
	mov w5, #1
	mov x0, xzr
	cmp w8, #0
	ldr x8, [sp, #504]
	csel x10, x9, xzr, ne
	add x9, x13, #1
	and x14, x9, #0x3
	and x15, x9, #0x3fffffffffffffc
	add x8, x8, #64
	str x8, [sp, #816]
	b .LBB_581
.LBB_580:
	ldr x27, [sp, #568]
	cmp x4, x17
	b.hs .LBB_476
.LBB_581:
	ldr x9, [sp, #648]
	cmp x0, x9
	b.hs .LBB_586
	ldr x9, [sp, #600]
	add x3, x9, x0, lsl #4
.LBB_583:
	ldr x9, [x3], #16
	cmp x9, x5
	b.hs .LBB_587
	ldr x4, [sp, #648]
	add x0, x0, #1
	cmp x4, x0
	b.ne .LBB_583
	ldr x0, [sp, #648]
	mov x4, xzr
	b .LBB_588
.LBB_586:
	mov x4, xzr
	b .LBB_588
.LBB_587:
	mov w4, #1
.LBB_588:
	ldr x8, [sp, #768]
	ldr x3, [sp, #784]
	str x4, [sp, #1504]
	cmp x8, x5
	str x9, [sp, #1512]
	csel w6, wzr, w3, lo
	mov w3, #1
	str x8, [sp, #1528]
	str x3, [sp, #1480]
	mov w3, #2
	str x6, [sp, #1520]
	str x3, [sp, #1496]
	tbnz w4, #0, .LBB_590
	mov x3, x17
	cbz w6, .LBB_594
.LBB_590:
	mov w9, #2
	eor x3, x4, #0x1
	sub x9, x9, x4
	str x9, [sp, #1488]
	ldr x9, [sp, #512]
	add x9, x9, x3, lsl #4
	ldr x3, [x9, #8]
	add x9, sp, #1480
	ldur q3, [x9, #8]
	ldur q4, [x9, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x9, #40]
	ldp x4, x9, [x29, #-144]
	cmp x9, x4
	stur q3, [x29, #-112]
	b.eq .LBB_594
	sub w9, w9, w4
	ands x9, x9, #0x3
	b.eq .LBB_594
	ldr x6, [sp, #440]
	add x4, x6, x4, lsl #4
.LBB_593:
	ldur w6, [x4, #-8]
	ldr x7, [x4], #16
	cmp x3, x7
	csel x7, x3, x7, lo
	cmp w6, #0
	csel x3, x7, x3, ne
	subs x9, x9, #1
	b.ne .LBB_593
.LBB_594:
	ldr q7, [sp, #1568]
	ldr q16, [sp, #1584]
	ldr q3, [sp, #1696]
	add x4, x3, #1
	cmp x17, x4
	ldr q4, [sp, #1712]
	ldr q19, [sp, #1600]
	ldr q22, [sp, #1616]
	csinc x9, x17, x3, lo
	ldr q5, [sp, #1728]
	ldr q6, [sp, #1744]
	ldr q23, [sp, #1632]
	subs x6, x9, x5
	ldr q24, [sp, #1648]
	ldr q17, [sp, #1760]
	ldr q18, [sp, #1776]
	ldr q25, [sp, #1664]
	ldr q26, [sp, #1680]
	ldr q20, [sp, #1792]
	ldr q21, [sp, #1808]
	b.ls .LBB_599
	sub x8, x1, x11
	add x19, x1, x5
	add x7, x8, x5
	ldr x8, [sp, #816]
	add x21, x16, x19, lsl #7
	add x20, x16, x7, lsl #7
	add x5, x8, x5, lsl #7
.LBB_596:
	cmp x19, x28
	b.hs .LBB_774
	cmp x7, x28
	b.hs .LBB_784
	ldur q27, [x21, #-64]
	ldur q29, [x20, #-64]
	subs x6, x6, #1
	add x7, x7, #1
	add x19, x19, #1
	fadd v28.2d, v27.2d, v3.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fsub v7.2d, v7.2d, v3.2d
	fsub v3.2d, v28.2d, v29.2d
	fmul v27.2d, v7.2d, v2.d[0]
	stur q27, [x5, #-64]
	ldur q27, [x21, #-48]
	ldur q29, [x20, #-48]
	fadd v28.2d, v27.2d, v4.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v4.2d
	fsub v4.2d, v28.2d, v29.2d
	fmul v27.2d, v16.2d, v2.d[0]
	stur q27, [x5, #-48]
	ldur q27, [x21, #-32]
	ldur q29, [x20, #-32]
	fadd v28.2d, v27.2d, v5.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	fsub v5.2d, v28.2d, v29.2d
	fmul v27.2d, v19.2d, v2.d[0]
	stur q27, [x5, #-32]
	ldur q27, [x21, #-16]
	ldur q29, [x20, #-16]
	fadd v28.2d, v27.2d, v6.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fsub v22.2d, v22.2d, v6.2d
	fsub v6.2d, v28.2d, v29.2d
	fmul v27.2d, v22.2d, v2.d[0]
	stur q27, [x5, #-16]
	ldr q27, [x21]
	ldr q29, [x20]
	fadd v28.2d, v27.2d, v17.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v17.2d
	fsub v17.2d, v28.2d, v29.2d
	fmul v27.2d, v23.2d, v2.d[0]
	str q27, [x5]
	ldr q27, [x21, #16]
	ldr q29, [x20, #16]
	fadd v28.2d, v27.2d, v18.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v18.2d
	fsub v18.2d, v28.2d, v29.2d
	fmul v27.2d, v24.2d, v2.d[0]
	str q27, [x5, #16]
	ldr q27, [x21, #32]
	ldr q29, [x20, #32]
	fadd v28.2d, v27.2d, v20.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v20.2d
	fsub v20.2d, v28.2d, v29.2d
	fmul v27.2d, v25.2d, v2.d[0]
	str q27, [x5, #32]
	ldr q27, [x21, #48]
	ldr q29, [x20, #48]
	add x20, x20, #128
	add x21, x21, #128
	fadd v28.2d, v27.2d, v21.2d
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v21.2d
	fsub v21.2d, v28.2d, v29.2d
	fmul v27.2d, v26.2d, v2.d[0]
	str q27, [x5, #48]
	add x5, x5, #128
	b.ne .LBB_596
	b .LBB_600
.LBB_599:
	add x22, sp, #1696
	orr x9, x22, #0x8
	add x5, x22, #24
	add x6, x22, #40
	add x7, x22, #56
	add x19, x22, #72
	add x20, x22, #88
	add x21, x22, #104
	ld1 { v3.d }[1], [x9]
	add x22, x22, #120
	ld1 { v4.d }[1], [x5]
	ld1 { v5.d }[1], [x6]
	ld1 { v6.d }[1], [x7]
	ld1 { v17.d }[1], [x19]
	ld1 { v18.d }[1], [x20]
	ld1 { v20.d }[1], [x21]
	ld1 { v21.d }[1], [x22]
.LBB_600:
	cmp x3, x17
	str q7, [sp, #1568]
	str q16, [sp, #1584]
	str q19, [sp, #1600]
	str q22, [sp, #1616]
	str q23, [sp, #1632]
	str q24, [sp, #1648]
	str q25, [sp, #1664]
	str q26, [sp, #1680]
	str q3, [sp, #1696]
	str q4, [sp, #1712]
	str q5, [sp, #1728]
	str q6, [sp, #1744]
	str q17, [sp, #1760]
	str q18, [sp, #1776]
	str q20, [sp, #1792]
	str q21, [sp, #1808]
	b.hs .LBB_476
	ldr x9, [sp, #648]
	cmp x0, x9
	b.hi .LBB_739
	ldr x9, [sp, #600]
	ldr x8, [sp, #504]
	add x6, x3, x1
	add x5, x3, #1
	mov w20, wzr
	mov x27, x10
	cmp x6, x28
	cset w22, hs
	add x25, x2, x6, lsl #7
	add x19, x9, x0, lsl #4
	add x9, x6, #1
	add x23, x8, x3, lsl #7
	subs x7, x9, x11
	add x21, x12, x7, lsl #7
	csinc w24, w22, wzr, hs
	b .LBB_605
.LBB_603:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	cmp x19, #16
	mov x18, x19
	b.hs .LBB_797
.LBB_604:
	add x9, sp, #1568
	mov x27, x26
	mov x19, x22
	str d4, [x9, x18, lsl #3]
	add x9, sp, #1696
	str d3, [x9, x18, lsl #3]
	fdiv d3, d4, d0
	str d3, [x23, x18, lsl #3]
.LBB_605:
	cbz w20, .LBB_614
.LBB_606:
	mov x22, x19
.LBB_607:
	cbz x27, .LBB_580
	ldr x9, [x27]
	cmp x9, x3
	b.ne .LBB_580
	mov x26, xzr
	mov w20, #2
	mov x19, x27
	tbnz w24, #0, .LBB_718
.LBB_610:
	ldr x19, [x19, #8]
	cbz x11, .LBB_603
	cmp x19, #15
	b.hi .LBB_780
	cmp x13, #3
	b.hs .LBB_617
	mov x18, x19
	mov x27, xzr
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x19, x21
	b .LBB_621
.LBB_614:
	ldr x8, [sp, #616]
	cmp x19, x8
	b.eq .LBB_606
	mov x22, x19
	ldr x9, [x22], #16
	cmp x9, x3
	b.ne .LBB_607
	mov w20, wzr
	mov x26, x27
	tbz w24, #0, .LBB_610
	b .LBB_718
.LBB_617:
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	lsl x9, x19, #3
	mov x8, x28
	mov x27, xzr
	mov x18, x19
	mov x28, x25
.LBB_618:
	add x19, x27, #1
	add x30, x27, #2
	ucvtf d5, x19
	add x19, x28, x9
	add x28, x28, #512
	ldr d6, [x19, #128]
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x19, #256]
	fadd d4, d4, d5
	ucvtf d5, x30
	add x30, x27, #3
	add x27, x27, #4
	cmp x15, x27
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x19, #384]
	fadd d4, d4, d5
	ucvtf d5, x30
	fmul d5, d6, d5
	fadd d3, d3, d6
	ldr d6, [x19, #512]
	fadd d4, d4, d5
	ucvtf d5, x27
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_618
	cbz x14, .LBB_623
	add x19, x28, #128
	mov x28, x8
.LBB_621:
	add x9, x27, #1
	add x19, x19, x18, lsl #3
	mov x27, x14
.LBB_622:
	ldr d6, [x19], #128
	ucvtf d5, x9
	add x9, x9, #1
	subs x27, x27, #1
	fmul d5, d6, d5
	fadd d3, d3, d6
	fadd d4, d4, d5
	b.ne .LBB_622
	b .LBB_604
.LBB_623:
	mov x28, x8
	b .LBB_604
.LBB_624:
	and x13, x11, #0xfffffffffffffff0
	add x14, x1, #8
	add x15, x0, #8
	mov x12, xzr
	mov x16, x10
	neg x13, x13
.LBB_625:
	ldur d0, [x15, #-8]
	ldur d1, [x14, #-8]
	sub x12, x12, #2
	fcmp d0, d1
	cset w17, gt
	cset w18, mi
	sub w17, w17, w18
	strb w17, [x16]
	ldr d0, [x15], #16
	ldr d1, [x14], #16
	fcmp d0, d1
	cset w17, gt
	cset w18, mi
	cmp x13, x12
	sub w17, w17, w18
	strb w17, [x16, #1]
	add x16, x16, #2
	b.ne .LBB_625
	tbz w11, #0, .LBB_629
	neg x11, x12
.LBB_628:
	ldr d0, [x0, x11, lsl #3]
	ldr d1, [x1, x11, lsl #3]
	fcmp d0, d1
	cset w12, gt
	cset w13, mi
	sub w12, w12, w13
	strb w12, [x10, x11]
.LBB_629:
	movi v0.2d, #0000000000000000
	stp q0, q0, [x4]
	stp q0, q0, [x4, #32]
	stp q0, q0, [x4, #64]
	stp q0, q0, [x4, #96]
	cbz x8, .LBB_805
	ldr x11, [sp, #408]
	ldr x13, [sp, #496]
	mov w12, #40
	ldrb w14, [x10]
	madd x11, x13, x12, x11
	ldr x28, [sp, #1040]
	ldr x12, [sp, #1032]
	ldrb w13, [x11, #32]
	mul w13, w14, w13
	mov w14, #255
	bics wzr, w14, w13
	b.ne .LBB_633
	cbz x28, .LBB_814
	mov w13, #1
	strh wzr, [x12]
	str x13, [sp, #1048]
.LBB_633:
	cmp x8, #1025
	b.lo .LBB_806
	add x13, x10, #4, lsl #12
	ldrb w15, [x10, #1]
	mov w17, #255
	ldrb w14, [x13]
	mul w14, w15, w14
	bics wzr, w17, w14
	b.ne .LBB_637
	cmp x28, #2
	b.lo .LBB_811
	mov w14, #1
	strh wzr, [x12, #2050]
	str x14, [sp, #1056]
.LBB_637:
	ldrb w14, [x13, #1]
	ldrb w15, [x10, #2]
	mul w14, w15, w14
	bics wzr, w17, w14
	b.ne .LBB_640
	cmp x28, #3
	b.lo .LBB_815
	mov w14, #1
	strh wzr, [x12, #4100]
	str x14, [sp, #1064]
.LBB_640:
	ldrb w14, [x13, #2]
	ldrb w15, [x10, #3]
	mul w14, w15, w14
	bics wzr, w17, w14
	b.ne .LBB_643
	cmp x28, #4
	b.lo .LBB_818
	mov w14, #1
	strh wzr, [x12, #6150]
	str x14, [sp, #1072]
.LBB_643:
	ldrb w15, [x13, #3]
	ldrb w16, [x10, #4]
	mov w14, #8200
	add x14, x12, x14
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_646
	cmp x28, #5
	b.lo .LBB_821
	mov w15, #1
	strh wzr, [x14]
	str x15, [sp, #1080]
.LBB_646:
	ldrb w15, [x13, #4]
	ldrb w16, [x10, #5]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_649
	cmp x28, #6
	b.lo .LBB_808
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1088]
.LBB_649:
	ldrb w15, [x13, #5]
	ldrb w16, [x10, #6]
	mov w14, #12300
	add x14, x12, x14
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_652
	cmp x28, #7
	b.lo .LBB_810
	mov w15, #1
	strh wzr, [x14]
	str x15, [sp, #1096]
.LBB_652:
	ldrb w15, [x13, #6]
	ldrb w16, [x10, #7]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_655
	cmp x28, #8
	b.lo .LBB_813
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1104]
.LBB_655:
	ldrb w15, [x13, #7]
	ldrb w16, [x10, #8]
	mov w14, #16400
	add x14, x12, x14
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_658
	cmp x28, #9
	b.lo .LBB_817
	mov w15, #1
	strh wzr, [x14]
	str x15, [sp, #1112]
.LBB_658:
	ldrb w15, [x13, #8]
	ldrb w16, [x10, #9]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_661
	cmp x28, #10
	b.lo .LBB_820
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1120]
.LBB_661:
	ldrb w15, [x13, #9]
	ldrb w16, [x10, #10]
	mov w14, #20500
	add x14, x12, x14
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_664
	cmp x28, #11
	b.lo .LBB_823
	mov w15, #1
	strh wzr, [x14]
	str x15, [sp, #1128]
.LBB_664:
	ldrb w15, [x13, #10]
	ldrb w16, [x10, #11]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_667
	cmp x28, #12
	b.lo .LBB_809
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1136]
.LBB_667:
	ldrb w15, [x13, #11]
	ldrb w16, [x10, #12]
	mov w14, #24600
	add x14, x12, x14
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_670
	cmp x28, #13
	b.lo .LBB_812
	mov w15, #1
	strh wzr, [x14]
	str x15, [sp, #1144]
.LBB_670:
	ldrb w15, [x13, #12]
	ldrb w16, [x10, #13]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_673
	cmp x28, #14
	b.lo .LBB_816
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1152]
.LBB_673:
	ldrb w15, [x13, #13]
	ldrb w16, [x10, #14]
	mov w14, #28700
	add x14, x12, x14
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_676
	cmp x28, #15
	b.lo .LBB_819
	mov w15, #1
	strh wzr, [x14]
	str x15, [sp, #1160]
.LBB_676:
	ldrb w15, [x13, #14]
	ldrb w16, [x10, #15]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.eq .LBB_678
	and x14, x8, #0xfffffffffffffff
	cmp x14, #1
	b.ne .LBB_680
	b .LBB_688
.LBB_678:
	cmp x28, #16
	b.lo .LBB_822
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1168]
	and x14, x8, #0xfffffffffffffff
	cmp x14, #1
	b.eq .LBB_688
.LBB_680:
	sub x16, x8, #1
	add x15, x10, #16
	mov x14, xzr
	and x17, x16, #0xfffffffffffffff
	tst x16, #0xffffffffffffffe
	csinc x16, x17, xzr, ne
	mov w17, #1024
	cmp x16, #1024
	csel x16, x16, x17, lo
	b .LBB_682
.LBB_681:
	add x14, x14, #1
	cmp x14, x16
	b.eq .LBB_687
.LBB_682:
	add x18, x15, x14, lsl #4
	add x0, x10, x14, lsl #4
	mov w5, #255
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
	mul v0.8b, v1.8b, v0.8b
	movi v1.2d, #0xffffffffffffffff
	bics wzr, w5, w17
	index z4.d, x1, x1
	mov w1, #128
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
	mov w2, #16384
	csel x2, x2, xzr, eq
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
	cbz x17, .LBB_681
	add w18, w14, #1
.LBB_684:
	rbit x0, x17
	clz x19, x0
	cmp x19, x28
	b.hs .LBB_771
	ldr x0, [x4, x19, lsl #3]
	cmp x0, #1024
	b.hi .LBB_770
	sub x1, x17, #1
	and x17, x1, x17
	mov w1, #2050
	umaddl x1, w19, w1, x12
	strh w18, [x1, x0, lsl #1]
	add x0, x0, #1
	str x0, [x4, x19, lsl #3]
	cbnz x17, .LBB_684
	b .LBB_681
.LBB_687:
	ldr x28, [sp, #1040]
	ldr x12, [sp, #1032]
.LBB_688:
	mov x14, xzr
	b .LBB_690
.LBB_689:
	add x14, x14, #1
	cmp x14, #16
	b.eq .LBB_324
.LBB_690:
	cmp x14, x28
	b.eq .LBB_794
	ldr x1, [x4, x14, lsl #3]
	cmp x1, #1026
	b.hs .LBB_719
	cbz x1, .LBB_689
	ldr x16, [sp, #632]
	add x15, x14, x14, lsl #10
	lsl x17, x1, #1
	add x18, x10, x14
	add x15, x15, x16
	mov w16, #2050
	madd x16, x14, x16, x12
	b .LBB_695
.LBB_694:
	subs x17, x17, #2
	b.eq .LBB_689
.LBB_695:
	ldrh w19, [x16], #2
	add x0, x15, x19
	cmp x0, x9
	b.hs .LBB_689
	cmp x8, x19
	b.ls .LBB_772
	lsl x1, x19, #4
	ldr x2, [x11]
	ldrsb x1, [x18, x1]
	cmp x2, x1
	b.eq .LBB_694
	cbz x2, .LBB_701
	cmp x0, x23
	b.hs .LBB_781
	ldr d0, [x24, x0, lsl #3]
	ldp d2, d3, [x11, #8]
	scvtf d1, x2
	adrp x2, .LCPI_0
	fsub d0, d0, d2
	fmul d0, d0, d1
	ldr d1, [x2, :lo12:.LCPI_0]
	mov x2, #4636737291354636288
	fdiv d0, d0, d2
	fadd d0, d0, d9
	fmul d0, d0, d1
	fmov d1, x2
	ldr x2, [x11, #24]
	fadd d0, d0, d10
	add x2, x2, #1
	fmul d0, d0, d1
	str x2, [x11, #24]
	fadd d0, d3, d0
	str d0, [x11, #16]
.LBB_701:
	cmp x0, x23
	str x1, [x11]
	b.hs .LBB_775
	ldr d0, [x24, x0, lsl #3]
	str d0, [x11, #8]
	b .LBB_694
.LBB_703:
	ldr x8, [sp, #208]
	cbz x8, .LBB_705
	ldr x0, [sp, #600]
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_705:
	ldp x10, x9, [sp, #384]
	mov w8, #16400
	ldp x16, x14, [sp, #56]
	mov w13, #15375
	mov w15, #14350
	mov w17, #13325
	ldp x1, x18, [sp, #40]
	mov w2, #11275
	mov w4, #10250
	mov w6, #9225
	add x9, x9, x8
	ldr x8, [sp, #400]
	ldp x5, x3, [sp, #24]
	ldp x19, x7, [sp, #8]
	str x9, [sp, #392]
	mov x9, #-16400
	add x8, x8, x9
	str x8, [sp, #400]
	ldr x8, [sp, #536]
	str x8, [sp, #632]
	cbnz x10, .LBB_125
	b .LBB_710
.LBB_706:
	ldr x8, [sp, #648]
	cmp x8, #21
	b.hs .LBB_709
	ldr x0, [sp, #600]
	ldr x1, [sp, #648]
	bl core::slice::sort::shared::smallsort::insertion_sort_shift_left
.LBB_708:
	ldr x27, [sp, #568]
	ldr x23, [sp, #560]
	ldr x24, [sp, #552]
	ldr x25, [sp, #544]
	b .LBB_198
.LBB_709:
	ldr x0, [sp, #600]
	ldr x1, [sp, #648]
	sub x2, x29, #81
	bl core::slice::sort::unstable::ipnsort
	b .LBB_708
.LBB_710:
	ldr x9, [sp, #408]
	mov w8, #40
	ldr x21, [sp, #224]
	str x24, [sp, #1728]
	madd x8, x27, x8, x9
	str x9, [sp, #1696]
	str x9, [sp, #1704]
	str x21, [sp, #1712]
	str x23, [sp, #1736]
	str x8, [sp, #1720]
	add x8, sp, #832
	str x8, [sp, #1744]
	ldr x0, [sp, #584]
	add x1, sp, #1696
	bl alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	add x0, sp, #1368
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #1344
	bl core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	ldr x8, [sp, #1320]
	cbz x8, .LBB_713
	ldr x0, [sp, #1328]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_713:
	add x0, sp, #928
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	add x0, sp, #904
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
	add x0, sp, #840
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
.LBB_715:
	mov w0, #8
	mov w1, #728
	bl alloc::alloc::handle_alloc_error
	b .LBB_828
.LBB_716:
	adrp x8, .Lanon.1
	add x8, x8, :lo12:.Lanon.1
	adrp x9, .Lanon.1
	add x9, x9, :lo12:.Lanon.1
	mov x28, x5
	cmp x25, x5
	csel x3, x8, x9, hs
	cinc x1, x25, lo
	b .LBB_720
.LBB_717:
	adrp x10, .Lanon.1
	add x10, x10, :lo12:.Lanon.1
	adrp x9, .Lanon.1
	add x9, x9, :lo12:.Lanon.1
	mov x28, x8
	mov x0, x27
	cmp x25, x8
	csel x3, x10, x9, hs
	cinc x1, x25, lo
	b .LBB_720
.LBB_718:
	adrp x8, .Lanon.1
	add x8, x8, :lo12:.Lanon.1
	adrp x9, .Lanon.1
	add x9, x9, :lo12:.Lanon.1
	mov x0, x7
	cmp x6, x28
	csel x3, x8, x9, hs
	cinc x1, x6, lo
	b .LBB_720
.LBB_719:
	mov x0, xzr
	mov w28, #1025
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
.LBB_720:
	mov x2, x28
	bl core::slice::index::slice_index_fail
	b .LBB_828
.LBB_721:
	adrp x0, .Lanon.3
	add x0, x0, :lo12:.Lanon.3
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	mov w1, #19
	bl core::panicking::panic_fmt
	b .LBB_828
.LBB_722:
	ldr x8, [sp, #456]
	str x27, [sp, #1344]
	str x27, [sp, #1360]
	str x8, [sp, #1352]
	add x8, x27, x27, lsl #2
	lsl x19, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	str x0, [sp, #408]
	cbz x0, .LBB_827
	subs x10, x27, #1
	b.ne .LBB_725
	ldr x9, [sp, #408]
	mov w8, #1
	str x8, [sp, #224]
	b .LBB_732
.LBB_725:
	sub x9, x27, #2
	and x8, x10, #0x3
	cmp x9, #3
	ldr x9, [sp, #408]
	b.lo .LBB_729
	ldr x9, [sp, #408]
	movi v0.2d, #0000000000000000
	and x10, x10, #0xfffffffffffffffc
.LBB_727:
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
	b.ne .LBB_727
	str x27, [sp, #224]
	cbz x8, .LBB_732
.LBB_729:
	movi v0.2d, #0000000000000000
.LBB_730:
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	add x9, x9, #40
	subs x8, x8, #1
	b.ne .LBB_730
	str x27, [sp, #224]
.LBB_732:
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
	b.eq .LBB_122
.LBB_733:
	bl std::sys::random::linux::hashmap_random_keys
	ldr x27, [sp, #568]
	ldr x23, [sp, #560]
	ldr x24, [sp, #552]
	mov w8, #1
	ldr x25, [sp, #544]
	str x1, [x19, #8]
	strb w8, [x19, #16]
	b .LBB_123
.LBB_735:
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	adrp x0, .Lanon.6
	add x0, x0, :lo12:.Lanon.6
	mov w1, #25
	b .LBB_743
.LBB_736:
	mov w0, #8
	mov w1, #632
	bl alloc::alloc::handle_alloc_error
	b .LBB_828
.LBB_737:
	adrp x0, .Lanon.7
	add x0, x0, :lo12:.Lanon.7
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	mov w1, #32
	bl core::panicking::panic
	b .LBB_828
.LBB_738:
	ldr x28, [sp, #648]
	mov x0, x4
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	mov x1, x28
	b .LBB_720
.LBB_739:
	mov x1, x9
	mov x28, x9
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	b .LBB_720
.LBB_740:
	mov x19, x26
	adrp x2, .Lanon.10
	add x2, x2, :lo12:.Lanon.10
	b .LBB_748
.LBB_741:
	mov x19, x24
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	b .LBB_748
.LBB_742:
	adrp x0, .Lanon.12
	add x0, x0, :lo12:.Lanon.12
	mov w1, #39
	adrp x2, .Lanon.13
	add x2, x2, :lo12:.Lanon.13
.LBB_743:
	bl core::panicking::panic
	b .LBB_828
.LBB_744:
	mov w0, #8
	mov w1, #728
	bl alloc::alloc::handle_alloc_error
	b .LBB_828
.LBB_745:
	adrp x0, .Lanon.14
	add x0, x0, :lo12:.Lanon.14
	bl core::option::unwrap_failed
	b .LBB_828
.LBB_746:
	ldr x19, [sp, #808]
	adrp x2, .Lanon.15
	add x2, x2, :lo12:.Lanon.15
	b .LBB_748
.LBB_747:
	mov x19, x26
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
.LBB_748:
	add x27, x25, x27
.LBB_749:
	mov x0, x27
	mov x1, x19
	bl core::panicking::panic_bounds_check
	b .LBB_828
.LBB_750:
	adrp x3, .Lanon.17
	add x3, x3, :lo12:.Lanon.17
	mov x2, x1
	bl core::slice::index::slice_index_fail
	b .LBB_828
.LBB_751:
	mov x0, x25
	b .LBB_755
.LBB_752:
	mov x1, x25
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_720
.LBB_753:
	mov x1, x8
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_720
.LBB_754:
	mov x0, x1
.LBB_755:
	mov x1, x28
	adrp x3, .Lanon.19
	add x3, x3, :lo12:.Lanon.19
	b .LBB_720
.LBB_756:
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_720
.LBB_757:
	mov x1, x9
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_720
.LBB_758:
	cmp x22, #21
	b.hs .LBB_825
	mov w9, #56
	add x11, x19, #56
	mov x8, xzr
	mov x12, x19
	madd x9, x22, x9, x19
	b .LBB_763
.LBB_760:
	mov x12, x19
.LBB_761:
	str x11, [x12]
	ldr q0, [sp, #1696]
	stur q0, [x12, #8]
	ldr q0, [sp, #1712]
	stur q0, [x12, #24]
	ldr q0, [sp, #1728]
	stur q0, [x12, #40]
.LBB_762:
	add x11, x10, #56
	add x8, x8, #56
	mov x12, x10
	cmp x11, x9
	b.eq .LBB_769
.LBB_763:
	mov x10, x11
	ldr x11, [x12, #56]
	ldr x13, [x12]
	cmp x11, x13
	b.hs .LBB_762
	ldp q0, q1, [x12, #64]
	str q1, [sp, #1712]
	str q0, [sp, #1696]
	ldr q0, [x12, #96]
	mov x12, x8
	str q0, [sp, #1728]
.LBB_765:
	add x13, x19, x12
	ldp q0, q1, [x13]
	ldr x14, [x13, #48]
	stur q1, [x13, #72]
	str x14, [x13, #104]
	stur q0, [x13, #56]
	ldr q0, [x13, #32]
	stur q0, [x13, #88]
	cbz x12, .LBB_760
	ldur x13, [x13, #-56]
	sub x12, x12, #56
	cmp x11, x13
	b.lo .LBB_765
	add x12, x19, x12
	add x12, x12, #56
	b .LBB_761
.LBB_768:
	mov w0, #8
	mov w1, #632
	bl alloc::alloc::handle_alloc_error
	b .LBB_828
.LBB_769:
	ldr x19, [sp, #1192]
	ldr x22, [sp, #1200]
	b .LBB_38
.LBB_770:
	mov x19, x0
	mov w28, #1025
	adrp x2, .Lanon.20
	add x2, x2, :lo12:.Lanon.20
	b .LBB_824
.LBB_771:
	adrp x2, .Lanon.21
	add x2, x2, :lo12:.Lanon.21
	b .LBB_824
.LBB_772:
	mov x28, x8
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	b .LBB_824
.LBB_773:
	adrp x2, .Lanon.23
	add x2, x2, :lo12:.Lanon.23
	mov x19, x20
	b .LBB_824
.LBB_774:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_824
.LBB_775:
	mov x19, x0
	mov x28, x23
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	b .LBB_824
.LBB_776:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	adrp x3, .Lanon.27
	add x3, x3, :lo12:.Lanon.27
	adrp x4, .Lanon.28
	add x4, x4, :lo12:.Lanon.28
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_777:
	mov x19, x0
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	b .LBB_824
.LBB_778:
	mov x19, #-1
	adrp x2, .Lanon.23
	add x2, x2, :lo12:.Lanon.23
	b .LBB_824
.LBB_779:
	ldr x19, [sp, #656]
	mov x27, x20
	adrp x2, .Lanon.30
	add x2, x2, :lo12:.Lanon.30
	b .LBB_749
.LBB_780:
	mov w28, #16
	adrp x2, .Lanon.31
	add x2, x2, :lo12:.Lanon.31
	b .LBB_824
.LBB_781:
	mov x19, x0
	mov x28, x23
	adrp x2, .Lanon.32
	add x2, x2, :lo12:.Lanon.32
	b .LBB_824
.LBB_782:
	ldr x1, [sp, #560]
	adrp x2, .Lanon.33
	add x2, x2, :lo12:.Lanon.33
	bl core::panicking::panic_bounds_check
	b .LBB_828
.LBB_783:
	mov x19, x22
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	b .LBB_824
.LBB_784:
	mov x19, x7
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	b .LBB_824
.LBB_785:
	mov x27, x8
	mov x19, x9
	adrp x2, .Lanon.34
	add x2, x2, :lo12:.Lanon.34
	b .LBB_749
.LBB_786:
	mov x27, x8
	adrp x2, .Lanon.35
	add x2, x2, :lo12:.Lanon.35
	b .LBB_749
.LBB_787:
	adrp x2, .Lanon.36
	add x2, x2, :lo12:.Lanon.36
	mov x27, x16
	b .LBB_749
.LBB_788:
	adrp x2, .Lanon.37
	add x2, x2, :lo12:.Lanon.37
	mov x27, x12
	b .LBB_749
.LBB_789:
	mov x27, x8
	adrp x2, .Lanon.38
	add x2, x2, :lo12:.Lanon.38
	b .LBB_749
.LBB_790:
	adrp x0, .Lanon.39
	add x0, x0, :lo12:.Lanon.39
	bl core::option::unwrap_failed
	b .LBB_828
.LBB_791:
	mov w28, #16
	adrp x2, .Lanon.40
	add x2, x2, :lo12:.Lanon.40
	b .LBB_824
.LBB_792:
	mov x27, x21
	mov x19, x21
	adrp x2, .Lanon.41
	add x2, x2, :lo12:.Lanon.41
	b .LBB_749
.LBB_793:
	mov x27, x19
	adrp x2, .Lanon.42
	add x2, x2, :lo12:.Lanon.42
	b .LBB_749
.LBB_794:
	mov x19, x28
	adrp x2, .Lanon.43
	add x2, x2, :lo12:.Lanon.43
	b .LBB_824
.LBB_795:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	adrp x3, .Lanon.27
	add x3, x3, :lo12:.Lanon.27
	adrp x4, .Lanon.28
	add x4, x4, :lo12:.Lanon.28
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_828
.LBB_796:
	mov w28, #16
	adrp x2, .Lanon.40
	add x2, x2, :lo12:.Lanon.40
	mov x19, x12
	b .LBB_824
.LBB_797:
	mov w28, #16
	adrp x2, .Lanon.40
	add x2, x2, :lo12:.Lanon.40
	mov x19, x18
	b .LBB_824
.LBB_798:
	adrp x0, .Lanon.44
	add x0, x0, :lo12:.Lanon.44
	adrp x2, .Lanon.45
	add x2, x2, :lo12:.Lanon.45
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_828
.LBB_799:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	adrp x3, .Lanon.27
	add x3, x3, :lo12:.Lanon.27
	adrp x4, .Lanon.28
	add x4, x4, :lo12:.Lanon.28
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_828
.LBB_800:
	adrp x2, .Lanon.46
	add x2, x2, :lo12:.Lanon.46
	b .LBB_824
.LBB_801:
	adrp x2, .Lanon.47
	add x2, x2, :lo12:.Lanon.47
	mov x19, xzr
	mov x28, xzr
	b .LBB_824
.LBB_802:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_803:
	mov w0, #2
	mov w1, #32800
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_804:
	ldr x19, [sp, #224]
	adrp x2, .Lanon.48
	add x2, x2, :lo12:.Lanon.48
	b .LBB_749
.LBB_805:
	mov x19, xzr
	mov x28, xzr
	adrp x2, .Lanon.49
	add x2, x2, :lo12:.Lanon.49
	b .LBB_824
.LBB_806:
	mov w19, #1024
	mov x28, x8
	adrp x2, .Lanon.50
	add x2, x2, :lo12:.Lanon.50
	b .LBB_824
.LBB_807:
	ldr x1, [sp, #816]
	mov w0, #8
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_808:
	mov w19, #5
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_809:
	mov w19, #11
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_810:
	mov w19, #6
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_811:
	mov w19, #1
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_812:
	mov w19, #12
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_813:
	mov w19, #7
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_814:
	mov x19, xzr
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_815:
	mov w19, #2
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_816:
	mov w19, #13
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_817:
	mov w19, #8
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_818:
	mov w19, #3
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_819:
	mov w19, #14
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_820:
	mov w19, #9
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_821:
	mov w19, #4
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_822:
	mov w19, #15
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_824
.LBB_823:
	mov w19, #10
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
.LBB_824:
	mov x0, x19
	mov x1, x28
	bl core::panicking::panic_bounds_check
	b .LBB_828
.LBB_825:
	add x2, sp, #1696
	mov x0, x19
	mov x1, x22
	bl core::slice::sort::stable::driftsort_main
	b .LBB_38
.LBB_826:
	mov w0, #8
	mov w1, #64
	bl alloc::raw_vec::handle_error
	b .LBB_828
.LBB_827:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
.LBB_828:
	brk #0x1
	b .LBB_855
	b .LBB_865
	mov x19, x0
	b .LBB_869
	ldr x21, [sp, #568]
	mov x19, x0
	b .LBB_872
	ldr x8, [sp, #1696]
	mov x19, x0
	cbz x8, .LBB_868
	ldr x0, [sp, #1704]
	b .LBB_867
	mov x19, x0
	add x0, sp, #1368
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	b .LBB_871
	mov x19, x0
	b .LBB_884
	mov x19, x0
	b .LBB_886
	mov w1, #16400
	mov w2, #1
	mov x19, x0
	mov x0, x22
	bl __rustc::__rust_dealloc
	b .LBB_840
	mov x19, x0
.LBB_840:
	ldr x8, [sp, #1568]
	cbz x8, .LBB_843
	ldr x0, [sp, #1576]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_843
	mov x19, x0
.LBB_843:
	ldr x8, [sp, #1480]
	cbz x8, .LBB_846
	ldr x0, [sp, #1488]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_846
	mov x19, x0
.LBB_846:
	ldr x8, [sp, #1368]
	cbz x8, .LBB_887
	ldr x0, [sp, #1376]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_887
	mov x19, x0
	b .LBB_887
	mov x19, x0
	ldr x22, [sp, #816]
	cbz x20, .LBB_882
	b .LBB_891
	b .LBB_897
	brk #0x1
	ldr x8, [sp, #928]
	ldr x9, [sp, #936]
	mov x19, x0
	add x0, sp, #1568
	str x9, [x8]
	bl core::ptr::drop_in_place<alloc::vec::Vec<(usize,kernel_sliding::blocked::RawTile<16_usize>)>>
	ldr x8, [sp, #840]
	cbz x8, .LBB_889
	b .LBB_898
	mov x19, x0
	b .LBB_868
.LBB_855:
	mov x19, x0
	add x0, sp, #1184
	bl core::ptr::drop_in_place<alloc::vec::Vec<(usize,kernel_sliding::blocked::RawTile<16_usize>)>>
	ldr x8, [sp, #840]
	cbz x8, .LBB_889
	b .LBB_898
	b .LBB_865
	mov w1, #728
	mov w2, #8
	mov x0, x26
	bl __rustc::__rust_dealloc
	brk #0x1
	brk #0x1
	b .LBB_865
	b .LBB_862
.LBB_862:
	mov x19, x0
	add x0, sp, #1568
	bl core::ptr::drop_in_place<kernel_sliding::blocked::RawTile<16_usize>>
	add x0, sp, #1696
	bl core::ptr::drop_in_place<alloc::collections::btree::dedup_sorted_iter::DedupSortedIter<usize,kernel_sliding::blocked::RawTile<16_usize>,alloc::vec::into_iter::IntoIter<(usize,kernel_sliding::blocked::RawTile<16_usize>)>>>
	ldr x8, [sp, #840]
	cbz x8, .LBB_889
	b .LBB_898
	brk #0x1
.LBB_865:
	ldr x8, [sp, #208]
	mov x19, x0
	cbz x8, .LBB_868
	ldr x0, [sp, #600]
.LBB_867:
	lsl x1, x8, #4
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_868:
	add x0, sp, #1368
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_869:
	ldr x21, [sp, #224]
	cbz x21, .LBB_871
	ldr x0, [sp, #408]
	add x8, x21, x21, lsl #2
	mov w2, #8
	lsl x1, x8, #3
	bl __rustc::__rust_dealloc
.LBB_871:
	cbz x21, .LBB_884
.LBB_872:
	ldr x8, [sp, #456]
	mov x22, x21
	add x20, x8, #8
	b .LBB_874
.LBB_873:
	subs x21, x21, #1
	add x20, x20, #24
	b.eq .LBB_876
.LBB_874:
	ldur x8, [x20, #-8]
	cbz x8, .LBB_873
	ldr x0, [x20]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_873
.LBB_876:
	ldr x0, [sp, #456]
	add x8, x22, x22, lsl #1
	lsl x1, x8, #3
	b .LBB_883
	mov x19, x0
	cbnz x22, .LBB_880
	cbnz x23, .LBB_881
.LBB_879:
	ldr x22, [sp, #816]
	cbz x20, .LBB_882
	b .LBB_891
.LBB_880:
	lsl x1, x22, #3
	mov w2, #8
	mov x0, x27
	bl __rustc::__rust_dealloc
	cbz x23, .LBB_879
.LBB_881:
	lsl x1, x23, #3
	mov w2, #8
	mov x0, x26
	bl __rustc::__rust_dealloc
	ldr x22, [sp, #816]
	cbnz x20, .LBB_891
.LBB_882:
	ldr x0, [sp, #456]
	mov x1, x22
.LBB_883:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_884:
	ldr x8, [sp, #1320]
	cbz x8, .LBB_886
	ldr x0, [sp, #1328]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_886:
	add x0, sp, #928
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_887:
	add x0, sp, #904
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
	ldr x8, [sp, #840]
	cbnz x8, .LBB_898
.LBB_889:
	ldr x8, [sp, #864]
	cbnz x8, .LBB_899
.LBB_890:
	mov x0, x19
	bl _Unwind_Resume
.LBB_891:
	ldr x8, [sp, #456]
	add x21, x8, #8
	b .LBB_893
.LBB_892:
	subs x20, x20, #1
	add x21, x21, #24
	b.eq .LBB_882
.LBB_893:
	ldur x8, [x21, #-8]
	cbz x8, .LBB_892
	ldr x0, [x21]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_892
	bl core::panicking::panic_in_cleanup
.LBB_897:
	mov x19, x0
	ldr x8, [sp, #840]
	cbz x8, .LBB_889
.LBB_898:
	ldr x0, [sp, #848]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #864]
	cbz x8, .LBB_890
.LBB_899:
	ldr x0, [sp, #872]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x19
	bl _Unwind_Resume
