# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
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
	sub sp, sp, #2128
	str xzr, [sp]
	mov x19, x1
	str x0, [sp, #560]
	add x27, sp, #1464
	ldp x23, x24, [x1, #16]
	add x26, x24, x24, lsl #1
	lsl x20, x26, #4
	add x8, x23, x20
	str x8, [sp, #536]
	mov w8, #1025
	dup v0.2d, x8
	str q0, [sp, #912]
	mov x22, x20
	mov x21, x23
.LBB_1:
	cbz x22, .LBB_9
	add x0, sp, #1792
	mov x1, x21
	bl kernel_sliding::raw_lengths
	ldr q0, [sp, #1808]
	ldr q1, [sp, #1792]
	ldr q2, [sp, #912]
	cmhi v0.2d, v0.2d, v2.2d
	cmhi v1.2d, v1.2d, v2.2d
	uzp1 v0.4s, v1.4s, v0.4s
	umaxv s0, v0.4s
	fmov w8, s0
	tbnz w8, #0, .LBB_8
	ldr x8, [sp, #1824]
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #16]
	tbnz x8, #63, .LBB_730
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #24]
	tbnz x8, #63, .LBB_730
	add x21, x21, #48
	sub x22, x22, #48
	cmp x8, #1026
	b.lo .LBB_1
.LBB_8:
	ldr x8, [sp, #560]
	mov x0, x19
	add sp, sp, #2128
	ldp x20, x19, [sp, #144]
	ldp x22, x21, [sp, #128]
	ldp x24, x23, [sp, #112]
	ldp x26, x25, [sp, #96]
	ldp x28, x27, [sp, #80]
	ldp x29, x30, [sp, #64]
	ldp d9, d8, [sp, #48]
	ldp d11, d10, [sp, #32]
	ldp d13, d12, [sp, #16]
	ldr d14, [sp], #160
	b kernel_sliding::sweep
.LBB_9:
	mov x21, x23
	ldp x25, x23, [x19]
	str x23, [sp, #928]
	add x0, sp, #936
	mov x1, x25
	mov x2, x23
	mov x3, x21
	mov x4, x24
	bl kernel_sliding::grid_for
	str x21, [sp, #528]
	str x26, [sp, #840]
	cbz x24, .LBB_22
	add x8, sp, #1792
	add x0, x8, #8
	mov x1, x21
	bl kernel_sliding::raw_lengths
	add x8, sp, #1792
	add x8, x8, #8
	ldr q0, [sp, #1808]
	ldr q1, [sp, #1824]
	ld1r { v2.2d }, [x8]
	cmhi v3.2d, v2.2d, v0.2d
	bit v0.16b, v2.16b, v3.16b
	cmhi v2.2d, v0.2d, v1.2d
	bif v0.16b, v1.16b, v2.16b
	ext v1.16b, v0.16b, v0.16b, #8
	cmhi d2, d0, d1
	bif v0.8b, v1.8b, v2.8b
	fmov x21, d0
	cmp x24, #1
	b.eq .LBB_15
	ldr x8, [sp, #528]
	add x19, x8, #48
	sub x8, x20, #48
	mov x9, #-6148914691236517206
	movk x9, #43691
	umulh x8, x8, x9
	lsr x22, x8, #5
.LBB_13:
	add x0, sp, #1792
	mov x1, x19
	bl kernel_sliding::raw_lengths
	ldr q0, [sp, #1808]
	ldr q1, [sp, #1792]
	ldr x8, [sp, #1824]
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
	add x19, x19, #48
	subs x22, x22, #1
	b.ne .LBB_13
.LBB_15:
	cmp x21, #0
	cset w9, ne
	ldr x8, [sp, #528]
	ldr x8, [x8, #16]
	tbnz x8, #63, .LBB_752
	ldr x10, [sp, #528]
	ldr x10, [x10, #24]
	tbnz x10, #63, .LBB_752
	sub x26, x21, x9
	cmp x10, x8
	csel x8, x10, x8, hi
	cmp x24, #1
	b.eq .LBB_23
	sub x9, x20, #48
	mov x10, #-6148914691236517206
	movk x10, #43691
	umulh x9, x9, x10
	lsr x9, x9, #5
	ldr x10, [sp, #528]
	add x10, x10, #72
.LBB_19:
	ldur x11, [x10, #-8]
	tbnz x11, #63, .LBB_752
	ldr x12, [x10], #48
	tbnz x12, #63, .LBB_752
	cmp x12, x11
	csel x11, x12, x11, hi
	cmp x8, x11
	csel x8, x8, x11, hi
	subs x9, x9, #1
	b.ne .LBB_19
	b .LBB_23
.LBB_22:
	mov x26, #0
.LBB_23:
	mov x19, #0
	cmp x8, #0
	cset w9, ne
	sub x8, x8, x9
	cmp x24, #0
	csel x8, xzr, x8, eq
	str x8, [sp, #992]
	mov w8, #280
	mul x22, x24, x8
	mov x8, #20597
	movk x8, #29959, lsl #16
	movk x8, #1872, lsl #32
	movk x8, #117, lsl #48
	cmp x24, x8
	b.ls .LBB_25
.LBB_24:
	mov x0, x19
	mov x1, x22
	bl alloc::raw_vec::handle_error
	b .LBB_784
.LBB_25:
	add x8, x24, x24, lsl #2
	str x8, [sp, #816]
	cbz x22, .LBB_28
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w19, #8
	mov x0, x22
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_24
	add x8, x24, x24, lsl #2
	b .LBB_29
.LBB_28:
	mov x8, #0
	mov w0, #8
.LBB_29:
	str x8, [sp, #1664]
	str x0, [sp, #1672]
	add x8, sp, #1664
	add x8, x8, #16
	str xzr, [sp, #1680]
	str x8, [sp, #1024]
	str xzr, [sp, #1032]
	add x9, sp, #992
	str x0, [sp, #1040]
	str x9, [sp, #1048]
	cbz x24, .LBB_35
	add x20, sp, #1792
	adrp x8, .LCPI_0
	ldr q0, [x8, :lo12:.LCPI_0]
	str q0, [sp, #912]
	ldr x19, [sp, #528]
	mov x21, x24
.LBB_31:
	add x0, x20, #16
	mov x1, x19
	bl kernel_sliding::raw_lengths
	ldr q0, [sp, #912]
	str q0, [sp, #1792]
	add x0, sp, #1024
	add x1, sp, #1792
	bl <core::iter::adapters::flatten::FlattenCompat<I,U> as core::iter::traits::iterator::Iterator>::fold::flatten::{{closure}}
	add x19, x19, #48
	subs x21, x21, #1
	b.ne .LBB_31
	ldr x8, [sp, #1024]
	ldr x9, [sp, #1032]
	b .LBB_36
.LBB_35:
	mov x9, #0
.LBB_36:
	str x9, [x8]
	ldr q0, [sp, #1664]
	str q0, [sp, #1280]
	ldr x22, [sp, #1680]
	str x22, [sp, #1296]
	str x24, [sp, #720]
	stp x25, x23, [sp, #496]
	str x26, [sp, #576]
	cbz x22, .LBB_84
	ldr x19, [sp, #1288]
	cmp x22, #1
	b.ne .LBB_712
.LBB_38:
	ldr x20, [sp, #1280]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #632
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_722
	str xzr, [sp, #728]
	str xzr, [sp, #568]
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	mov w8, #56
	madd x21, x22, x8, x19
	mov x8, #-9223372036854775807
	add x24, sp, #1792
	str x8, [sp, #1800]
	str x19, [sp, #1848]
	str x19, [sp, #1856]
	str x20, [sp, #1864]
	str x21, [sp, #1872]
	mov x27, #-9223372036854775808
	mov x28, #-9223372036854775807
	str x0, [sp, #600]
	mov x22, x0
	b .LBB_42
.LBB_40:
	ldr q0, [sp, #1664]
	ldr q1, [sp, #1680]
	str q0, [sp, #1024]
	str q1, [sp, #1040]
	ldr q0, [sp, #1696]
	str q0, [sp, #1056]
	add w9, w8, #1
	strh w9, [x22, #626]
	add x9, x22, x8, lsl #3
	ldr x10, [sp, #912]
	str x10, [x9, #536]
	mov w9, #48
	umaddl x8, w8, w9, x22
	ldr q0, [sp, #1024]
	ldr q1, [sp, #1040]
	ldr q2, [sp, #1056]
	stp q1, q2, [x8, #16]
	str q0, [x8]
.LBB_41:
	ldr x8, [sp, #728]
	add x8, x8, #1
	str x8, [sp, #728]
.LBB_42:
	mov x8, #-9223372036854775807
	cmp x28, x8
	b.ne .LBB_45
	cmp x19, x21
	b.eq .LBB_56
	add x11, x19, #56
	str x11, [sp, #1856]
	ldp x23, x10, [x19]
	ldp x0, x9, [x19, #16]
	ldp x25, x20, [x19, #32]
	ldr x8, [x19, #48]
	cmp x10, x27
	b.ne .LBB_46
	b .LBB_57
.LBB_45:
	ldr x0, [sp, #1808]
	ldr x9, [sp, #1816]
	ldr x25, [sp, #1824]
	ldr x20, [sp, #1832]
	mov x11, x19
	mov x10, x28
	mov x23, x26
	ldr x8, [sp, #1840]
	cmp x28, x27
	b.eq .LBB_57
.LBB_46:
	cmp x11, x21
	b.eq .LBB_53
	add x19, x11, #56
	str x19, [sp, #1856]
	ldp x26, x28, [x11]
	ldp q0, q1, [x11, #16]
	ldr x11, [x11, #48]
	stur x11, [x24, #48]
	stp q0, q1, [x24, #16]
	cmp x28, x27
	b.eq .LBB_54
	cmp x23, x26
	b.ne .LBB_54
	cbz x10, .LBB_51
	lsl x1, x10, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_51:
	mov x26, x23
	cbz x25, .LBB_42
	lsl x1, x25, #3
	mov x0, x20
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x26, x23
	b .LBB_42
.LBB_53:
	mov x28, #-9223372036854775808
	str x26, [sp, #1792]
	str x28, [sp, #1800]
	mov x19, x21
	b .LBB_55
.LBB_54:
	str x28, [sp, #1800]
	str x26, [sp, #1792]
.LBB_55:
	add x12, sp, #1464
	str x10, [sp, #1576]
	str x23, [sp, #912]
	str x8, [x12]
	ldr x8, [sp, #1576]
	cmp x8, x27
	b.ne .LBB_58
	b .LBB_74
.LBB_56:
	mov x11, x21
.LBB_57:
	mov x28, #-9223372036854775807
	str x28, [sp, #1800]
	str x26, [sp, #1792]
	mov x8, #-9223372036854775808
	add x12, sp, #1576
	mov x19, x11
	ldur x20, [x29, #-56]
	ldr x25, [sp, #904]
	ldr x9, [sp, #880]
	ldr x0, [sp, #864]
	str x8, [x12]
	ldr x8, [sp, #1576]
	cmp x8, x27
	b.eq .LBB_74
.LBB_58:
	str x8, [sp, #1664]
	str x0, [sp, #1672]
	str x9, [sp, #1680]
	str x25, [sp, #1688]
	ldr x8, [sp, #1464]
	str x20, [sp, #1696]
	str x8, [sp, #1704]
	ldrh w8, [x22, #626]
	cmp w8, #11
	stur x20, [x29, #-56]
	str x25, [sp, #904]
	str x9, [sp, #880]
	str x0, [sp, #864]
	b.lo .LBB_40
	mov x23, #0
.LBB_60:
	ldr x22, [x22, #528]
	cbz x22, .LBB_63
	add x23, x23, #1
	ldrh w8, [x22, #626]
	cmp w8, #11
	b.hs .LBB_60
	ldr x20, [sp, #600]
	b .LBB_66
.LBB_63:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #728
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_695
	mov x20, x0
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	ldr x8, [sp, #600]
	str x8, [x0, #632]
	ldr x23, [sp, #568]
	adds x23, x23, #1
	b.hs .LBB_696
	str x20, [x8, #528]
	strh wzr, [x8, #624]
	mov x22, x20
	str x23, [sp, #568]
.LBB_66:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #632
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_688
	mov x25, x0
	str x20, [sp, #848]
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	sub x20, x23, #1
	cbz x20, .LBB_70
.LBB_68:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #728
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_670
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	str x25, [x0, #632]
	str x0, [x25, #528]
	strh wzr, [x25, #624]
	mov x25, x0
	subs x20, x20, #1
	b.ne .LBB_68
.LBB_70:
	ldrh w8, [x22, #626]
	cmp w8, #10
	ldr x11, [sp, #848]
	b.hi .LBB_689
	add w9, w8, #1
	strh w9, [x22, #626]
	add x9, x22, x8, lsl #3
	ldr x10, [sp, #912]
	str x10, [x9, #536]
	mov w9, #48
	umaddl x9, w8, w9, x22
	ldr q0, [sp, #1664]
	str q0, [x9]
	ldr q0, [sp, #1680]
	str q0, [x9, #16]
	ldr q0, [sp, #1696]
	str q0, [x9, #32]
	add x8, x8, #1
	add x9, x22, x8, lsl #3
	str x25, [x9, #632]
	str x22, [x25, #528]
	strh w8, [x25, #624]
	cbz x23, .LBB_73
.LBB_72:
	ldrh w8, [x22, #626]
	add x8, x22, x8, lsl #3
	ldr x22, [x8, #632]
	subs x23, x23, #1
	b.ne .LBB_72
.LBB_73:
	str x11, [sp, #600]
	b .LBB_41
.LBB_74:
	add x0, sp, #1792
	bl core::ptr::drop_in_place<alloc::collections::btree::dedup_sorted_iter::DedupSortedIter<usize,kernel_sliding::blocked::RawTile<16_usize>,alloc::vec::into_iter::IntoIter<(usize,kernel_sliding::blocked::RawTile<16_usize>)>>>
	ldr x24, [sp, #720]
	ldr x8, [sp, #568]
	cbz x8, .LBB_83
	mov w9, #5
	ldr x22, [sp, #600]
	ldr x26, [sp, #568]
	b .LBB_78
.LBB_76:
	ldr x24, [sp, #720]
	mov w9, #5
.LBB_77:
	mov x22, x27
	sub x26, x26, #1
	cbz x26, .LBB_83
.LBB_78:
	ldrh w8, [x22, #626]
	cbz w8, .LBB_687
	sub x23, x8, #1
	add x21, x22, x23, lsl #3
	ldr x27, [x21, #640]
	ldrh w19, [x27, #626]
	cmp w19, #5
	b.hs .LBB_77
	ldr x20, [x21, #632]
	ldrh w24, [x20, #626]
	sub x25, x9, x19
	cmp w25, w24
	b.hi .LBB_693
	sub x28, x24, x25
	strh w28, [x20, #626]
	strh w9, [x27, #626]
	add x8, x27, #536
	add x0, x8, x25, lsl #3
	lsl x2, x19, #3
	add x1, x27, #536
	stur x2, [x29, #-56]
	bl memmove
	mov w8, #48
	umaddl x0, w25, w8, x27
	add x8, x19, x19, lsl #1
	lsl x2, x8, #4
	mov x1, x27
	bl memmove
	add x9, x28, #1
	sub x19, x24, x9
	add x10, x20, #536
	add x8, x28, #1
	str x8, [sp, #904]
	add x1, x10, x9, lsl #3
	lsl x2, x19, #3
	str x2, [sp, #912]
	add x0, x27, #536
	bl memcpy
	mov w8, #48
	umaddl x24, w28, w8, x20
	add x8, x19, x19, lsl #1
	lsl x19, x8, #4
	add x1, x24, #48
	mov x0, x27
	mov x2, x19
	bl memcpy
	add x8, x20, #536
	ldr x8, [x8, x28, lsl #3]
	ldr q0, [x24]
	str q0, [sp, #1024]
	ldr q0, [x24, #16]
	str q0, [sp, #1040]
	ldr q0, [x24, #32]
	str q0, [sp, #1056]
	mov w9, #48
	smaddl x9, w23, w9, x22
	ldr x10, [x21, #536]
	str x8, [x21, #536]
	ldp q0, q1, [x9]
	ldr q2, [x9, #32]
	str q2, [sp, #1824]
	str q1, [sp, #1808]
	str q0, [sp, #1792]
	ldr q0, [sp, #1024]
	ldr q1, [sp, #1040]
	ldr q2, [sp, #1056]
	stp q1, q2, [x9, #16]
	str q0, [x9]
	add x8, x27, #536
	ldr x9, [sp, #912]
	str x10, [x8, x9]
	add x8, x27, x19
	ldr q0, [sp, #1792]
	str q0, [x8]
	ldr q0, [sp, #1808]
	str q0, [x8, #16]
	ldr q0, [sp, #1824]
	str q0, [x8, #32]
	cmp x26, #1
	b.eq .LBB_76
	add x8, x27, #632
	lsl x19, x25, #3
	add x0, x8, x19
	add x1, x27, #632
	ldur x8, [x29, #-56]
	add x2, x8, #8
	bl memmove
	ldr x8, [sp, #904]
	add x8, x20, x8, lsl #3
	add x0, x27, #632
	add x1, x8, #632
	mov x2, x19
	bl memcpy
	ldr x8, [x27, #632]
	str x27, [x8, #528]
	strh wzr, [x8, #624]
	ldr x8, [x27, #640]
	str x27, [x8, #528]
	mov w9, #1
	strh w9, [x8, #624]
	ldr x8, [x27, #648]
	str x27, [x8, #528]
	mov w9, #2
	strh w9, [x8, #624]
	ldr x8, [x27, #656]
	str x27, [x8, #528]
	mov w9, #3
	strh w9, [x8, #624]
	ldr x8, [x27, #664]
	str x27, [x8, #528]
	mov w9, #4
	strh w9, [x8, #624]
	ldr x8, [x27, #672]
	str x27, [x8, #528]
	mov w9, #5
	strh w9, [x8, #624]
	b .LBB_76
.LBB_83:
	ldr x8, [sp, #600]
	str x8, [sp, #1000]
	ldr x8, [sp, #568]
	str x8, [sp, #1008]
	ldr x8, [sp, #728]
	str x8, [sp, #1016]
	ldp x25, x23, [sp, #496]
	ldr x26, [sp, #576]
	add x27, sp, #1464
	b .LBB_87
.LBB_84:
	str xzr, [sp, #1000]
	str xzr, [sp, #1016]
	ldr x8, [sp, #1280]
	cbz x8, .LBB_86
	ldr x0, [sp, #1288]
	lsl x9, x8, #6
	sub x1, x9, x8, lsl #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_86:
	str xzr, [sp, #728]
	str xzr, [sp, #600]
.LBB_87:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1280]
	str q0, [sp, #1296]
	str q0, [sp, #1312]
	str q0, [sp, #1328]
	str q0, [sp, #1344]
	str q0, [sp, #1360]
	str q0, [sp, #1376]
	str q0, [sp, #1392]
	ldr x8, [sp, #992]
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	add x0, sp, #1464
	add x1, sp, #1792
	add x2, x8, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	add x0, sp, #1576
	add x1, sp, #1792
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	add x0, sp, #1664
	add x1, sp, #1792
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_758
	mov x22, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #32800
	mov w1, #2
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_759
	movi v0.2d, #0000000000000000
	add x10, sp, #1024
	stur q0, [x10, #232]
	stur q0, [x10, #216]
	stur q0, [x10, #200]
	stur q0, [x10, #184]
	stur q0, [x10, #168]
	stur q0, [x10, #152]
	stur q0, [x10, #136]
	stur q0, [x10, #120]
	ldr q0, [x27]
	str q0, [sp, #1024]
	ldr x8, [sp, #1480]
	str x8, [sp, #1040]
	ldr q0, [x27, #112]
	add x8, sp, #793
	stur q0, [x8, #255]
	ldr x8, [sp, #1592]
	str x8, [sp, #1064]
	ldr q0, [sp, #1664]
	ldr x8, [sp, #1680]
	str q0, [sp, #1072]
	mov w9, #1025
	str x8, [sp, #1088]
	str x9, [sp, #1096]
	adrp x8, .LCPI_1
	ldr q0, [x8, :lo12:.LCPI_1]
	stur q0, [x10, #88]
	str x22, [sp, #1104]
	str x0, [sp, #1128]
	mov w8, #16
	str x8, [sp, #1136]
	add x0, sp, #1416
	add x1, sp, #1280
	add x2, x26, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	cbz x24, .LBB_117
	ldr x8, [sp, #840]
	lsl x22, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x22
	mov w1, #8
	bl __rustc::__rust_alloc
	str x0, [sp, #400]
	cbz x0, .LBB_763
	mov x20, #0
	mov w9, #48
	mov w19, #8
.LBB_96:
	ldr x8, [sp, #528]
	madd x2, x20, x9, x8
	add x0, sp, #1792
	add x1, sp, #936
	bl kernel_sliding::bound::lines
	ldr x25, [sp, #1792]
	ldr x26, [sp, #1800]
	ldr x8, [sp, #1808]
	ldr x23, [sp, #1816]
	ldr x27, [sp, #1824]
	ldr x9, [sp, #1832]
	cmp x9, x8
	csel x21, x9, x8, lo
	lsl x24, x21, #3
	lsr x8, x21, #60
	cbnz x8, .LBB_115
	cbz x21, .LBB_104
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_116
	mov x28, x0
	cmp x21, #7
	b.hi .LBB_110
	mov x8, #0
	ldr x24, [sp, #720]
.LBB_102:
	lsl x11, x8, #3
	add x9, x28, x11
	add x10, x27, x11
	add x11, x26, x11
	sub x8, x21, x8
.LBB_103:
	ldr d0, [x11], #8
	ldr d1, [x10], #8
	fadd d0, d0, d1
	str d0, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_103
	b .LBB_105
.LBB_104:
	mov w28, #8
	ldr x24, [sp, #720]
.LBB_105:
	cbz x23, .LBB_107
	lsl x1, x23, #3
	mov x0, x27
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_107:
	cbz x25, .LBB_109
	lsl x1, x25, #3
	mov x0, x26
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_109:
	ldr x8, [sp, #400]
	mov w9, #24
	madd x8, x20, x9, x8
	stp x21, x28, [x8]
	str x21, [x8, #16]
	add x20, x20, #1
	cmp x20, x24
	ldp x25, x23, [sp, #496]
	ldr x26, [sp, #576]
	add x27, sp, #1464
	mov w9, #48
	b.ne .LBB_96
	b .LBB_678
.LBB_110:
	mov x8, #0
	sub x9, x28, x26
	cmp x9, #64
	ldr x24, [sp, #720]
	b.lo .LBB_102
	sub x9, x28, x27
	cmp x9, #64
	b.lo .LBB_102
	and x8, x21, #0xffffffffffffff8
	add x9, x26, #32
	add x10, x28, #32
	add x11, x27, #32
	and x12, x21, #0xffffffffffffff8
.LBB_113:
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
	b.ne .LBB_113
	cmp x21, x8
	b.ne .LBB_102
	b .LBB_105
.LBB_115:
	mov x19, #0
.LBB_116:
	mov x0, x19
	mov x1, x24
	bl alloc::raw_vec::handle_error
	b .LBB_784
.LBB_117:
	str xzr, [sp, #176]
	mov w9, #8
	str xzr, [sp, #1440]
	mov w8, #8
	str x8, [sp, #368]
	str x9, [sp, #1448]
	str xzr, [sp, #1456]
	mov w8, #8
	str x8, [sp, #400]
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_685
.LBB_118:
	ldp x0, x1, [x19]
.LBB_119:
	add x8, x0, #1
	str x8, [x19]
	str x25, [sp, #1464]
	str x23, [sp, #1472]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	ldp q0, q1, [x8]
	stp q0, q1, [x27, #16]
	str x0, [sp, #1512]
	str x1, [sp, #1520]
	ldr x8, [sp, #928]
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #10
	mov w10, #16400
	msub x8, x9, x10, x8
	cmp x8, #0
	cinc x9, x9, ne
	cbz x9, .LBB_665
	str xzr, [sp, #736]
	add x8, sp, #1024
	add x8, x8, #120
	str x8, [sp, #328]
	ldr x8, [sp, #600]
	cmp x8, #0
	add x8, sp, #1528
	add x8, x8, #8
	str x8, [sp, #184]
	add x8, x26, #1
	stp xzr, x8, [sp, #352]
	add x8, sp, #1576
	add x8, x8, #24
	str x8, [sp, #520]
	add x8, sp, #1552
	add x8, x8, #8
	str x8, [sp, #168]
	add x8, sp, #936
	add x8, x8, #48
	str x8, [sp, #840]
	ldr x8, [sp, #728]
	ccmp x8, #0, #4, ne
	cset w8, ne
	str w8, [sp, #28]
	mov w8, #15375
	sub x13, x8, x26
	mov w14, #14350
	sub x15, x14, x26
	mov w8, #13325
	sub x8, x8, x26
	str x8, [sp, #408]
	mov w8, #12300
	sub x8, x8, x26
	str x8, [sp, #416]
	mov w8, #11275
	sub x8, x8, x26
	str x8, [sp, #424]
	mov w8, #10250
	sub x8, x8, x26
	str x8, [sp, #432]
	mov w16, #9225
	sub x17, x16, x26
	mov w8, #8200
	sub x8, x8, x26
	str x8, [sp, #440]
	mov w8, #7175
	sub x8, x8, x26
	str x8, [sp, #448]
	mov w8, #6150
	sub x8, x8, x26
	str x8, [sp, #456]
	sub x8, x29, #144
	add x10, x8, #24
	mov w8, #64
	orr x8, x8, x26, lsl #7
	str x8, [sp, #192]
	movi v8.2d, #0000000000000000
	fmov d9, #1.00000000
	fmov d10, #-1.00000000
	movi d11, #0xff00ff00ff00ff
	fmov d12, #3.00000000
	mov w8, #5125
	sub x8, x8, x26
	str x8, [sp, #464]
	mov w8, #4100
	sub x8, x8, x26
	stp x8, x10, [sp, #472]
	neg x8, x26
	str x8, [sp, #552]
	mov w8, #1025
	str x8, [sp, #344]
	stp x15, x13, [sp, #8]
	sub x8, x16, x26
	str x8, [sp]
.LBB_121:
	str x9, [sp, #336]
	ldr x9, [sp, #1432]
	cbz x9, .LBB_172
	ldr x8, [sp, #1424]
	add x9, x8, x9, lsl #7
	ldr x10, [sp, #736]
	b .LBB_124
.LBB_123:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #120]
	add x10, x10, #1
	add x8, x8, #128
	cmp x8, x9
	b.eq .LBB_172
.LBB_124:
	cmp x10, x26
	b.hs .LBB_140
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8]
	add x11, x10, #1025
	cmp x11, x26
	b.hs .LBB_142
.LBB_126:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #8]
	add x11, x10, #2050
	cmp x11, x26
	b.hs .LBB_144
.LBB_127:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #16]
	add x11, x10, #3075
	cmp x11, x26
	b.hs .LBB_146
.LBB_128:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #24]
	mov w11, #4100
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_148
.LBB_129:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #32]
	mov w11, #5125
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_150
.LBB_130:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #40]
	mov w11, #6150
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_152
.LBB_131:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #48]
	mov w11, #7175
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_154
.LBB_132:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #56]
	mov w11, #8200
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_156
.LBB_133:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #64]
	add x11, x10, x16
	cmp x11, x26
	b.hs .LBB_158
.LBB_134:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #72]
	mov w11, #10250
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_160
.LBB_135:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #80]
	mov w11, #11275
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_162
.LBB_136:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #88]
	mov w11, #12300
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_164
.LBB_137:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #96]
	mov w11, #13325
	add x11, x10, x11
	cmp x11, x26
	b.hs .LBB_166
.LBB_138:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #104]
	add x11, x10, x14
	cmp x11, x26
	b.hs .LBB_168
.LBB_139:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x8, #112]
	mov w11, #15375
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_123
	b .LBB_170
.LBB_140:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #552]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8]
	add x11, x10, #1025
	cmp x11, x26
	b.lo .LBB_126
.LBB_142:
	ldr x11, [sp, #552]
	add x11, x11, x10
	add x11, x11, #1025
	ldr x12, [sp, #928]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #8]
	add x11, x10, #2050
	cmp x11, x26
	b.lo .LBB_127
.LBB_144:
	ldr x11, [sp, #552]
	add x11, x11, x10
	add x11, x11, #2050
	ldr x12, [sp, #928]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #16]
	add x11, x10, #3075
	cmp x11, x26
	b.lo .LBB_128
.LBB_146:
	ldr x11, [sp, #552]
	add x11, x11, x10
	add x11, x11, #3075
	ldr x12, [sp, #928]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #24]
	mov w11, #4100
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_129
.LBB_148:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #472]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #32]
	mov w11, #5125
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_130
.LBB_150:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #464]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #40]
	mov w11, #6150
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_131
.LBB_152:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #456]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #48]
	mov w11, #7175
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_132
.LBB_154:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #448]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #56]
	mov w11, #8200
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_133
.LBB_156:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #440]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #64]
	add x11, x10, x16
	cmp x11, x26
	b.lo .LBB_134
.LBB_158:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	add x12, x17, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #72]
	mov w11, #10250
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_135
.LBB_160:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #432]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #80]
	mov w11, #11275
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_136
.LBB_162:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #424]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #88]
	mov w11, #12300
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_137
.LBB_164:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #416]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #96]
	mov w11, #13325
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_138
.LBB_166:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	ldr x12, [sp, #408]
	add x12, x12, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #104]
	add x11, x10, x14
	cmp x11, x26
	b.lo .LBB_139
.LBB_168:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	add x12, x15, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #112]
	mov w11, #15375
	add x11, x10, x11
	cmp x11, x26
	b.lo .LBB_123
.LBB_170:
	ldr x11, [sp, #928]
	sub x11, x11, #1
	add x12, x13, x10
	cmp x11, x12
	csel x0, x11, x12, lo
	cmp x0, x23
	b.hs .LBB_735
	ldr d0, [x25, x0, lsl #3]
	str d0, [x8, #120]
	add x10, x10, #1
	add x8, x8, #128
	cmp x8, x9
	b.ne .LBB_124
.LBB_172:
	ldr x8, [sp, #944]
	ldr x9, [sp, #952]
	cbz x9, .LBB_175
	cmp x9, #1
	b.ne .LBB_176
	mov x10, #0
	ldr x15, [sp, #736]
	b .LBB_178
.LBB_175:
	mov x10, x9
	ldr x15, [sp, #736]
	b .LBB_179
.LBB_176:
	mov x10, #0
	mov x11, x9
	ldr x15, [sp, #736]
.LBB_177:
	lsr x12, x11, #1
	add x13, x12, x10
	ldr x14, [x8, x13, lsl #3]
	cmp x14, x15
	csel x10, x13, x10, lo
	sub x11, x11, x12
	cmp x11, #1
	b.hi .LBB_177
.LBB_178:
	ldr x11, [x8, x10, lsl #3]
	cmp x11, x15
	cinc x10, x10, lo
.LBB_179:
	mov w11, #16400
	add x11, x15, x11
	str x11, [sp, #544]
	ldr x11, [sp, #336]
	sub x11, x11, #1
	str x11, [sp, #336]
	lsl x10, x10, #3
	add x19, x8, x10
	lsl x9, x9, #3
	add x20, x8, x9
	sub x8, x9, x10
.LBB_180:
	cbz x8, .LBB_192
	ldr x21, [x19], #8
	ldr x9, [sp, #544]
	cmp x21, x9
	b.hs .LBB_192
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
	b.lo .LBB_180
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #64
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_782
	ldr x8, [sp, #736]
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
	str x8, [sp, #1792]
	str x0, [sp, #1800]
	mov w8, #1
	str x8, [sp, #1808]
	mov w8, #1
	str x8, [sp, #584]
.LBB_185:
	cmp x19, x20
	b.eq .LBB_193
	ldr x21, [x19], #8
	ldr x8, [sp, #544]
	cmp x21, x8
	b.hs .LBB_193
	mov x8, #64513
	movk x8, #49167, lsl #16
	movk x8, #255, lsl #32
	movk x8, #4092, lsl #48
	mul x8, x21, x8
	mov x9, #18014398492704768
	movk x9, #16369
	movk x9, #61443, lsl #32
	cmp x8, x9
	b.lo .LBB_185
	ldr x8, [sp, #1792]
	ldr x1, [sp, #584]
	cmp x1, x8
	b.ne .LBB_191
	add x0, sp, #1792
	mov w2, #1
	mov w3, #8
	mov w4, #16
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x0, [sp, #1800]
	ldr x1, [sp, #584]
.LBB_191:
	ldr x8, [sp, #736]
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
	str x1, [sp, #584]
	str x1, [sp, #1808]
	b .LBB_185
.LBB_192:
	str xzr, [sp, #160]
	str xzr, [sp, #584]
	mov w8, #8
	str x8, [sp, #592]
	ldr w8, [sp, #28]
	cbnz w8, .LBB_195
	b .LBB_279
.LBB_193:
	ldr x8, [sp, #1792]
	str x8, [sp, #160]
	ldr x8, [sp, #1800]
	str x8, [sp, #592]
	ldr x8, [sp, #584]
	cmp x8, #2
	b.hs .LBB_276
	ldr w8, [sp, #28]
	cbz w8, .LBB_279
.LBB_195:
	mov x16, #0
	ldr x9, [sp, #1432]
	ldr x11, [sp, #1424]
	ldr x8, [sp, #360]
	add x8, x11, x8, lsl #7
	str x8, [sp, #816]
	ldr x8, [sp, #592]
	ldr x10, [sp, #584]
	add x10, x8, x10, lsl #4
	sub x8, x9, x26
	str x8, [sp, #848]
	add x8, x11, #64
	str x8, [sp, #880]
	ldr x14, [sp, #1536]
	str x11, [sp, #864]
	add x8, x11, #128
	str x8, [sp, #800]
	ldr x8, [sp, #600]
	ldr x15, [sp, #728]
	ldr x17, [sp, #568]
	b .LBB_197
.LBB_196:
	mov x8, #0
	sub x15, x15, #1
	ldr x26, [sp, #576]
	cbz x15, .LBB_279
.LBB_197:
	cbz x16, .LBB_200
	ldrh w11, [x16, #626]
	cmp x17, x11
	b.hs .LBB_203
.LBB_199:
	mov x13, x17
	mov x11, x16
	b .LBB_205
.LBB_200:
	mov x16, x8
	cbz x17, .LBB_202
.LBB_201:
	ldr x16, [x16, #632]
	subs x17, x17, #1
	b.ne .LBB_201
.LBB_202:
	mov x8, #0
	ldrh w11, [x16, #626]
	cmp x17, x11
	b.lo .LBB_199
.LBB_203:
	ldr x11, [x16, #528]
	cbz x11, .LBB_746
	add x8, x8, #1
	ldrh w13, [x16, #624]
	ldrh w12, [x11, #626]
	mov x16, x11
	cmp w13, w12
	b.hs .LBB_203
.LBB_205:
	add x12, x11, x13, lsl #3
	cbz x8, .LBB_209
	add x17, x12, #640
.LBB_207:
	ldr x16, [x17]
	add x17, x16, #632
	subs x8, x8, #1
	b.ne .LBB_207
	mov x17, #0
	b .LBB_210
.LBB_209:
	add x17, x13, #1
	mov x16, x11
.LBB_210:
	ldr x2, [x12, #536]
	sub x12, x2, #1
	ldr x8, [sp, #736]
	subs x8, x12, x8
	ldr x18, [sp, #544]
	ccmp x12, x18, #2, hs
	b.hs .LBB_213
	mov x12, #64513
	movk x12, #49167, lsl #16
	movk x12, #255, lsl #32
	movk x12, #4092, lsl #48
	umulh x12, x8, x12
	lsr x12, x12, #6
	add x18, x12, x12, lsl #10
	subs x8, x8, x18
	b.eq .LBB_213
	str x8, [sp, #1536]
	str x12, [sp, #1544]
	mov x14, x8
	mov w3, #1
	b .LBB_214
.LBB_213:
	mov x3, #0
.LBB_214:
	mov w8, #48
	madd x18, x13, x8, x11
	str x3, [sp, #1528]
	ldr x1, [x18, #16]
	ldr x0, [sp, #992]
	subs x4, x1, x0
	b.lo .LBB_703
	ldr x19, [x18, #8]
	lsl x21, x0, #7
	cmp x2, #1
	b.ne .LBB_220
	cmp x9, x26
	b.lo .LBB_704
	ldr x8, [sp, #848]
	cmp x8, x4
	csel x8, x8, x4, lo
	cbz x8, .LBB_228
	add x11, x19, x21
	add x11, x11, #64
	ldr x12, [sp, #192]
	ldr x13, [sp, #864]
	add x12, x13, x12
.LBB_219:
	ldur d0, [x12, #-64]
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
	fadd d0, d0, d8
	str d0, [x11, #56]
	add x11, x11, #128
	add x12, x12, #128
	subs x8, x8, #1
	b.ne .LBB_219
	b .LBB_228
.LBB_220:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	ldr x8, [sp, #360]
	sub x0, x8, x2
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	cmp x9, x26
	b.ls .LBB_705
	cmp x8, x2
	b.lo .LBB_706
	cbz x2, .LBB_226
	ldr q5, [sp, #1664]
	ldr q7, [sp, #1680]
	ldr x8, [sp, #864]
	add x0, x8, x0, lsl #7
	ldr q0, [sp, #1792]
	ldr q1, [sp, #1808]
	ldr q2, [sp, #1824]
	ldr q17, [sp, #1696]
	ldr q18, [sp, #1712]
	add x8, sp, #1792
	ldur q3, [x8, #72]
	ldr q20, [sp, #1728]
	ldr q21, [sp, #1744]
	ldur q4, [x8, #88]
	ldur q6, [x8, #104]
	ldr q22, [sp, #1760]
	ldr q23, [sp, #1776]
	movi v16.2d, #0000000000000000
	mov w13, #1
	ldr d19, [sp, #1912]
	ldr d24, [sp, #1840]
	ldr x8, [sp, #816]
.LBB_224:
	ucvtf d25, x13
	ldp q26, q27, [x0]
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v5.2d, v5.2d, v28.2d
	fadd v0.2d, v26.2d, v0.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v7.2d, v7.2d, v26.2d
	fadd v1.2d, v27.2d, v1.2d
	ldp q26, q27, [x0, #32]
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fadd v2.2d, v26.2d, v2.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fadd v24.2d, v27.2d, v24.2d
	ldr d26, [x0, #64]
	fadd d16, d26, d16
	ldur q26, [x0, #72]
	ldr q27, [x0, #64]
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fadd v3.2d, v26.2d, v3.2d
	ldur q27, [x0, #88]
	ext v26.16b, v26.16b, v27.16b, #8
	fmul v26.2d, v26.2d, v25.d[0]
	fadd v21.2d, v21.2d, v26.2d
	fadd v4.2d, v27.2d, v4.2d
	ldur q26, [x0, #104]
	ext v27.16b, v27.16b, v26.16b, #8
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fadd v6.2d, v26.2d, v6.2d
	ldr d26, [x0, #120]
	ldr q27, [x0, #112]
	fmul v25.2d, v27.2d, v25.d[0]
	fadd v23.2d, v23.2d, v25.2d
	fadd d19, d26, d19
	add x0, x0, #128
	add x13, x13, #1
	cmp x0, x8
	b.ne .LBB_224
	str q5, [sp, #1664]
	str q7, [sp, #1680]
	str q17, [sp, #1696]
	str q18, [sp, #1712]
	str q20, [sp, #1728]
	str q21, [sp, #1744]
	str q22, [sp, #1760]
	str q23, [sp, #1776]
	str q0, [sp, #1792]
	str q1, [sp, #1808]
	str q2, [sp, #1824]
	str q24, [sp, #1840]
	add x8, sp, #1792
	stur q3, [x8, #72]
	stur q4, [x8, #88]
	stur q6, [x8, #104]
	str d16, [sp, #1856]
	str d19, [sp, #1912]
.LBB_226:
	cbz x4, .LBB_757
	add x1, x19, x21
	madd x8, x2, x2, x2
	ucvtf d0, x8, #1
	ldr q1, [sp, #1664]
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1]
	ldr q1, [sp, #1680]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #16]
	ldr q1, [sp, #1696]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #32]
	ldr q1, [sp, #1712]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #48]
	ldr q1, [sp, #1728]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #64]
	ldr q1, [sp, #1744]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #80]
	ldr q1, [sp, #1760]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #96]
	ldr q1, [sp, #1776]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x1, #112]
	cmp x4, #1
	b.ne .LBB_239
.LBB_228:
	ldr x13, [sp, #992]
	ldp x25, x23, [sp, #496]
	mov w2, #128
	movk w2, #2, lsl #16
	cbz x13, .LBB_196
	mov x8, #0
	mov x11, #0
.LBB_230:
	ldr x0, [x18, #16]
	ldr x12, [sp, #992]
	subs x19, x0, x12
	b.lo .LBB_677
	sub x0, x11, x12
	add x0, x0, #1025
	cmp x0, x19
	b.hs .LBB_743
	ldr x0, [x18, #8]
	add x1, x0, x8
	add x1, x1, x2
	ldr q0, [x1]
	str q0, [sp, #1792]
	ldr q0, [x1, #16]
	str q0, [sp, #1808]
	ldr q0, [x1, #32]
	str q0, [sp, #1824]
	ldr q0, [x1, #48]
	str q0, [sp, #1840]
	ldr q0, [x1, #112]
	str q0, [sp, #1904]
	ldr q0, [x1, #96]
	str q0, [sp, #1888]
	ldr q0, [x1, #80]
	str q0, [sp, #1872]
	ldr q0, [x1, #64]
	str q0, [sp, #1856]
	ldr x19, [x18, #40]
	cmp x11, x19
	b.hs .LBB_742
	cmp x11, x12
	b.hs .LBB_741
	ldr x12, [x18, #32]
	ldr d0, [x12, x11, lsl #3]
	add x11, x11, #1
	add x12, x0, x8
	str d0, [x12]
	ldr q0, [sp, #1856]
	stur q0, [x12, #72]
	ldr q0, [sp, #1872]
	stur q0, [x12, #88]
	ldr q0, [sp, #1888]
	stur q0, [x12, #104]
	ldr x0, [sp, #1904]
	str x0, [x12, #120]
	ldr q0, [sp, #1792]
	stur q0, [x12, #8]
	ldr q0, [sp, #1808]
	stur q0, [x12, #24]
	ldr q0, [sp, #1824]
	stur q0, [x12, #40]
	ldr q0, [sp, #1840]
	stur q0, [x12, #56]
	add x8, x8, #128
	cmp x13, x11
	b.ne .LBB_230
	mov x8, #0
	mov w11, #248
	movk w11, #2, lsl #16
.LBB_236:
	add x12, x8, #1025
	ldr x19, [x18, #16]
	cmp x12, x19
	b.hs .LBB_745
	ldr x19, [x18, #40]
	cmp x8, x19
	b.hs .LBB_744
	ldr x12, [x18, #32]
	ldr x0, [x18, #8]
	ldr d0, [x0, x11]
	str d0, [x12, x8, lsl #3]
	add x8, x8, #1
	add x11, x11, #128
	cmp x13, x8
	b.ne .LBB_236
	b .LBB_196
.LBB_239:
	mov x5, #0
	ucvtf d1, x2
	cmp w3, #0
	ldr x8, [sp, #184]
	csel x6, x8, xzr, ne
	ldr x8, [sp, #576]
	sub x8, x8, x2
	stur x8, [x29, #-56]
	add x8, x19, x21
	add x8, x8, #64
	str x8, [sp, #904]
	lsl x22, x2, #7
	ldr x8, [sp, #800]
	sub x8, x8, x22
	str x8, [sp, #912]
	mov w30, #1
	fdiv d2, d9, d0
	b .LBB_241
.LBB_240:
	cmp x21, x4
	ldr x24, [sp, #720]
	b.hs .LBB_228
.LBB_241:
	ldr x12, [sp, #584]
	cmp x5, x12
	b.hs .LBB_246
	ldr x8, [sp, #592]
	add x11, x8, x5, lsl #4
.LBB_243:
	ldr x8, [x11], #16
	cmp x8, x30
	b.hs .LBB_247
	add x5, x5, #1
	cmp x12, x5
	b.ne .LBB_243
	mov x11, #0
	mov x5, x12
	b .LBB_248
.LBB_246:
	mov x11, #0
	b .LBB_248
.LBB_247:
	mov w11, #1
.LBB_248:
	cmp x14, x30
	csel w12, wzr, w3, lo
	mov w13, #1
	str x13, [sp, #1576]
	mov w13, #2
	str x13, [sp, #1592]
	str x11, [sp, #1600]
	str x8, [sp, #1608]
	str x12, [sp, #1616]
	str x14, [sp, #1624]
	tbnz w11, #0, .LBB_250
	mov x26, x4
	cbz w12, .LBB_253
.LBB_250:
	mov w8, #2
	sub x8, x8, x11
	eor x11, x11, #0x1
	str x8, [sp, #1584]
	ldr x8, [sp, #520]
	add x8, x8, x11, lsl #4
	ldr x26, [x8, #8]
	add x8, sp, #1576
	ldur q3, [x8, #8]
	ldur q4, [x8, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x8, #40]
	stur q3, [x29, #-112]
	ldp x8, x11, [x29, #-144]
	cmp x8, x11
	b.eq .LBB_253
	ldr x12, [sp, #480]
	add x12, x12, x8, lsl #4
.LBB_252:
	add x8, x8, #1
	ldur w13, [x12, #-8]
	ldr x0, [x12], #16
	cmp x26, x0
	csel x0, x26, x0, lo
	cmp w13, #0
	csel x26, x0, x26, ne
	cmp x11, x8
	b.ne .LBB_252
.LBB_253:
	add x21, x26, #1
	cmp x4, x21
	csinc x8, x4, x26, lo
	ldr q7, [sp, #1664]
	ldr q16, [sp, #1680]
	ldr q3, [sp, #1792]
	ldr q4, [sp, #1808]
	ldr q19, [sp, #1696]
	ldr q20, [sp, #1712]
	ldr q5, [sp, #1824]
	ldr q6, [sp, #1840]
	ldr q23, [sp, #1728]
	ldr q24, [sp, #1744]
	ldr q17, [sp, #1856]
	ldr q18, [sp, #1872]
	ldr q25, [sp, #1760]
	ldr q26, [sp, #1776]
	ldr q21, [sp, #1888]
	ldr q22, [sp, #1904]
	subs x0, x8, x30
	b.ls .LBB_258
	ldur x8, [x29, #-56]
	add x20, x8, x30
	ldr x11, [sp, #880]
	add x24, x11, x20, lsl #7
	ldr x8, [sp, #576]
	add x12, x8, x30
	add x25, x11, x12, lsl #7
	ldr x8, [sp, #904]
	add x28, x8, x30, lsl #7
	mov x19, x9
.LBB_255:
	mov x27, x12
	cmp x12, x19
	b.hs .LBB_728
	cmp x20, x19
	b.hs .LBB_731
	ldur q27, [x25, #-64]
	fadd v28.2d, v27.2d, v3.2d
	ldur q29, [x24, #-64]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fsub v7.2d, v7.2d, v3.2d
	fsub v3.2d, v28.2d, v29.2d
	fmul v27.2d, v7.2d, v2.d[0]
	stur q27, [x28, #-64]
	ldur q27, [x25, #-48]
	fadd v28.2d, v27.2d, v4.2d
	ldur q29, [x24, #-48]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v4.2d
	fsub v4.2d, v28.2d, v29.2d
	fmul v27.2d, v16.2d, v2.d[0]
	stur q27, [x28, #-48]
	ldur q27, [x25, #-32]
	fadd v28.2d, v27.2d, v5.2d
	ldur q29, [x24, #-32]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	fsub v5.2d, v28.2d, v29.2d
	fmul v27.2d, v19.2d, v2.d[0]
	stur q27, [x28, #-32]
	ldur q27, [x25, #-16]
	fadd v28.2d, v27.2d, v6.2d
	ldur q29, [x24, #-16]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fsub v20.2d, v20.2d, v6.2d
	fsub v6.2d, v28.2d, v29.2d
	fmul v27.2d, v20.2d, v2.d[0]
	stur q27, [x28, #-16]
	ldr q27, [x25]
	fadd v28.2d, v27.2d, v17.2d
	ldr q29, [x24]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v17.2d
	fsub v17.2d, v28.2d, v29.2d
	fmul v27.2d, v23.2d, v2.d[0]
	str q27, [x28]
	ldr q27, [x25, #16]
	fadd v28.2d, v27.2d, v18.2d
	ldr q29, [x24, #16]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v18.2d
	fsub v18.2d, v28.2d, v29.2d
	fmul v27.2d, v24.2d, v2.d[0]
	str q27, [x28, #16]
	ldr q27, [x25, #32]
	fadd v28.2d, v27.2d, v21.2d
	ldr q29, [x24, #32]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v21.2d
	fsub v21.2d, v28.2d, v29.2d
	fmul v27.2d, v25.2d, v2.d[0]
	str q27, [x28, #32]
	ldr q27, [x25, #48]
	fadd v28.2d, v27.2d, v22.2d
	ldr q29, [x24, #48]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v22.2d
	fsub v22.2d, v28.2d, v29.2d
	add x24, x24, #128
	add x20, x20, #1
	fmul v27.2d, v26.2d, v2.d[0]
	str q27, [x28, #48]
	add x25, x25, #128
	add x12, x27, #1
	add x28, x28, #128
	subs x0, x0, #1
	b.ne .LBB_255
	b .LBB_259
.LBB_258:
	add x20, sp, #1792
	orr x8, x20, #0x8
	add x11, x20, #24
	add x12, x20, #40
	add x13, x20, #56
	add x0, x20, #72
	add x7, x20, #88
	add x19, x20, #104
	add x20, x20, #120
	ld1 { v3.d }[1], [x8]
	ld1 { v4.d }[1], [x11]
	ld1 { v5.d }[1], [x12]
	ld1 { v6.d }[1], [x13]
	ld1 { v17.d }[1], [x0]
	ld1 { v18.d }[1], [x7]
	ld1 { v21.d }[1], [x19]
	ld1 { v22.d }[1], [x20]
.LBB_259:
	str q7, [sp, #1664]
	str q16, [sp, #1680]
	str q19, [sp, #1696]
	str q20, [sp, #1712]
	str q23, [sp, #1728]
	str q24, [sp, #1744]
	str q25, [sp, #1760]
	str q26, [sp, #1776]
	str q3, [sp, #1792]
	str q4, [sp, #1808]
	str q5, [sp, #1824]
	str q6, [sp, #1840]
	str q17, [sp, #1856]
	str q18, [sp, #1872]
	str q21, [sp, #1888]
	str q22, [sp, #1904]
	cmp x26, x4
	ldr x24, [sp, #720]
	b.hs .LBB_228
	ldr x8, [sp, #584]
	cmp x5, x8
	b.hi .LBB_690
	mov w11, #0
	add x30, x26, #1
	ldr x8, [sp, #592]
	add x19, x8, x5, lsl #4
	ldr x8, [sp, #576]
	add x20, x26, x8
	cmp x20, x9
	add x24, x20, #1
	cset w8, hs
	subs x0, x24, x2
	add x25, x1, x26, lsl #7
	csinc w28, w8, wzr, hs
	ldr x8, [sp, #912]
	add x13, x8, x20, lsl #7
	mov x12, x6
	b .LBB_264
.LBB_262:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	mov x27, x12
	cmp x12, #15
	b.hi .LBB_740
.LBB_263:
	add x12, sp, #1664
	str d4, [x12, x27, lsl #3]
	add x12, sp, #1792
	str d3, [x12, x27, lsl #3]
	fdiv d3, d4, d0
	str d3, [x25, x27, lsl #3]
	mov x12, x7
	mov x19, x8
.LBB_264:
	cbz w11, .LBB_273
.LBB_265:
	mov x8, x19
.LBB_266:
	cbz x12, .LBB_240
	ldr x11, [x12]
	cmp x11, x26
	b.ne .LBB_240
	mov x7, #0
	mov w11, #2
	mov x19, x12
	tbnz w28, #0, .LBB_671
.LBB_269:
	ldr x12, [x19, #8]
	cbz x2, .LBB_262
	cmp x12, #15
	b.hi .LBB_739
	mov x27, x12
	add x12, x13, x12, lsl #3
	movi v3.2d, #0000000000000000
	mov x19, x22
	mov w23, #1
	movi v4.2d, #0000000000000000
.LBB_272:
	ucvtf d5, x23
	ldr d6, [x12], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x23, x23, #1
	subs x19, x19, #128
	b.ne .LBB_272
	b .LBB_263
.LBB_273:
	cmp x19, x10
	b.eq .LBB_265
	mov x8, x19
	ldr x11, [x8], #16
	cmp x11, x26
	b.ne .LBB_266
	mov w11, #0
	mov x7, x12
	tbz w28, #0, .LBB_269
	b .LBB_671
.LBB_276:
	ldr x8, [sp, #584]
	cmp x8, #21
	b.hs .LBB_664
	ldr x0, [sp, #592]
	ldr x1, [sp, #584]
	bl core::slice::sort::shared::smallsort::insertion_sort_shift_left
.LBB_278:
	ldr x24, [sp, #720]
	ldp x25, x23, [sp, #496]
	ldr x26, [sp, #576]
	ldr w8, [sp, #28]
	cbnz w8, .LBB_195
.LBB_279:
	mov x8, #0
	ldr x9, [sp, #928]
	ldr x10, [sp, #944]
	ldr x11, [sp, #952]
	lsl x12, x11, #3
	b .LBB_283
.LBB_280:
	mov x15, #0
.LBB_281:
.LBB_282:
	add x13, sp, #1792
	add x13, x13, x8, lsl #4
	stp x15, x16, [x13]
	add x8, x8, #1
	cmp x8, #16
	b.eq .LBB_303
.LBB_283:
	mov x15, #0
	add x13, x8, x8, lsl #10
	ldr x14, [sp, #736]
	add x13, x13, x14
	add x14, x13, #1025
	cmp x9, x14
	csel x14, x9, x14, lo
	cmp x13, x9
	b.hs .LBB_281
	sub x17, x14, x13
	cmp x17, #1025
	b.ne .LBB_282
	mov x15, x11
	cbz x11, .LBB_291
	cmp x11, #1
	b.ne .LBB_288
	mov x15, #0
	b .LBB_290
.LBB_288:
	mov x15, #0
	mov x16, x11
.LBB_289:
	lsr x17, x16, #1
	add x18, x17, x15
	ldr x0, [x10, x18, lsl #3]
	cmp x0, x13
	csel x15, x18, x15, lo
	sub x16, x16, x17
	cmp x16, #1
	b.hi .LBB_289
.LBB_290:
	ldr x16, [x10, x15, lsl #3]
	cmp x16, x13
	cinc x15, x15, lo
.LBB_291:
	lsl x16, x15, #3
	add x15, x10, x16
	sub x16, x12, x16
.LBB_292:
	cbz x16, .LBB_295
	ldr x17, [x15], #8
	cmp x17, x14
	b.hs .LBB_295
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
	b.lo .LBB_292
	b .LBB_280
.LBB_295:
	cbz x11, .LBB_298
	cmp x11, #1
	b.ne .LBB_299
	mov x14, #0
	b .LBB_301
.LBB_298:
	mov x16, #-1
	b .LBB_302
.LBB_299:
	mov x14, #0
	mov x15, x11
.LBB_300:
	lsr x16, x15, #1
	add x17, x16, x14
	ldr x18, [x10, x17, lsl #3]
	cmp x18, x13
	csel x14, x14, x17, hi
	sub x15, x15, x16
	cmp x15, #1
	b.hi .LBB_300
.LBB_301:
	ldr x15, [x10, x14, lsl #3]
	cmp x15, x13
	cinc x13, x14, ls
	sub x16, x13, #1
.LBB_302:
	mov w15, #1
	b .LBB_282
.LBB_303:
	cbz x24, .LBB_661
	mov x10, #0
	ldr x9, [sp, #1792]
	ldr x11, [sp, #1800]
	ldr x8, [sp, #1808]
	stp x8, x9, [sp, #312]
	ldr x8, [sp, #1816]
	stp x8, x11, [sp, #144]
	ldr x9, [sp, #1824]
	ldr x11, [sp, #1832]
	ldr x8, [sp, #1840]
	stp x8, x9, [sp, #296]
	ldr x8, [sp, #1848]
	stp x8, x11, [sp, #128]
	ldr x9, [sp, #1856]
	ldr x11, [sp, #1864]
	ldr x8, [sp, #1872]
	stp x8, x9, [sp, #280]
	ldr x8, [sp, #1880]
	stp x8, x11, [sp, #112]
	ldr x9, [sp, #1888]
	ldr x11, [sp, #1896]
	ldr x8, [sp, #1904]
	stp x8, x9, [sp, #264]
	ldr x8, [sp, #1912]
	stp x8, x11, [sp, #96]
	ldr x9, [sp, #1920]
	ldr x11, [sp, #1928]
	ldr x8, [sp, #1936]
	stp x8, x9, [sp, #248]
	ldr x8, [sp, #1944]
	stp x8, x11, [sp, #80]
	ldr x9, [sp, #1952]
	ldr x11, [sp, #1960]
	ldr x8, [sp, #1968]
	stp x8, x9, [sp, #232]
	ldr x8, [sp, #1976]
	stp x8, x11, [sp, #64]
	ldr x9, [sp, #1984]
	ldr x11, [sp, #1992]
	ldr x8, [sp, #2000]
	stp x8, x9, [sp, #216]
	ldr x8, [sp, #2008]
	stp x8, x11, [sp, #48]
	ldr x8, [sp, #2016]
	str x8, [sp, #208]
	ldr x8, [sp, #2024]
	str x8, [sp, #40]
	ldr x8, [sp, #592]
	ldr x9, [sp, #584]
	add x8, x8, x9, lsl #4
	str x8, [sp, #712]
	ldr x11, [sp, #528]
	ldr x8, [sp, #2032]
	str x8, [sp, #200]
	ldr x8, [sp, #2040]
	str x8, [sp, #32]
	b .LBB_306
.LBB_305:
	ldrb w8, [x13, #15]
	strb w8, [x11, #32]
	ldp x10, x9, [sp, #384]
	mov x11, x9
	ldr x8, [sp, #536]
	cmp x9, x8
	b.eq .LBB_661
.LBB_306:
	str x10, [sp, #488]
	ldr x13, [x11, #16]
	ldr x17, [sp, #736]
	tbnz x13, #63, .LBB_755
	mov x28, x11
	ldp x15, x16, [x28]
	orr x8, x15, x16
	tbnz x8, #63, .LBB_755
	sub x8, x15, #1
	sub x9, x16, #1
	cmp x8, x9
	csel x9, x8, x9, hi
	ldr x8, [x28, #24]
	tbnz x8, #63, .LBB_755
	ldp x10, x11, [x28, #32]
	orr x12, x10, x11
	tbnz x12, #63, .LBB_755
	add x9, x13, x9
	sub x12, x9, #1
	sub x9, x10, #1
	sub x10, x11, #1
	cmp x9, x10
	csel x9, x9, x10, hi
	sub x8, x8, #1
	cmp x9, x8
	csel x9, x9, x8, hi
	subs x10, x12, x17
	ldr x11, [sp, #544]
	ccmp x12, x11, #2, hs
	b.lo .LBB_312
	mov x11, #0
	add x9, x8, x9
	subs x8, x9, x17
	ldr x10, [sp, #544]
	ccmp x9, x10, #2, hs
	b.lo .LBB_313
	b .LBB_315
.LBB_312:
	mov x11, #64513
	movk x11, #49167, lsl #16
	movk x11, #255, lsl #32
	movk x11, #4092, lsl #48
	umulh x11, x10, x11
	lsr x11, x11, #6
	add x12, x11, x11, lsl #10
	subs x10, x10, x12
	csel x12, x8, x10, eq
	csel x14, x8, x11, eq
	cset x11, ne
	add x9, x8, x9
	subs x8, x9, x17
	ldr x10, [sp, #544]
	ccmp x9, x10, #2, hs
	b.hs .LBB_315
.LBB_313:
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x10, x9, #6
	add x9, x10, x10, lsl #10
	subs x8, x8, x9
	b.eq .LBB_315
	str x10, [sp, #912]
	mov w9, #1
	b .LBB_316
.LBB_315:
	mov x9, #0
.LBB_316:
	ldr x10, [sp, #600]
	cbz x10, .LBB_754
	add x10, x28, #48
	str x10, [sp, #392]
	ldr x10, [sp, #488]
	add x10, x10, #1
	str x10, [sp, #384]
	ldr x1, [sp, #992]
	ldr x17, [sp, #568]
	ldr x18, [sp, #600]
.LBB_318:
	add x3, x18, #536
	ldrh w4, [x18, #626]
	sub x2, x18, #40
	lsl x5, x4, #3
	mov x0, #-1
.LBB_319:
	cbz x5, .LBB_322
	ldr x10, [x3], #8
	cmp x16, x10
	cset w10, hi
	csinv w10, w10, wzr, hs
	add x2, x2, #48
	add x0, x0, #1
	sub x5, x5, #8
	and w10, w10, #0xff
	cmp w10, #1
	b.eq .LBB_319
	cbnz w10, .LBB_323
	b .LBB_325
.LBB_322:
	mov x0, x4
.LBB_323:
	cbz x17, .LBB_754
	add x10, x18, x0, lsl #3
	ldr x18, [x10, #632]
	sub x17, x17, #1
	b .LBB_318
.LBB_325:
	ldp x16, x17, [x2]
	ldr x18, [sp, #568]
	ldr x0, [sp, #600]
.LBB_326:
	add x4, x0, #536
	ldrh w5, [x0, #626]
	sub x2, x0, #40
	lsl x6, x5, #3
	mov x3, #-1
.LBB_327:
	cbz x6, .LBB_330
	ldr x10, [x4], #8
	cmp x15, x10
	cset w10, hi
	csinv w10, w10, wzr, hs
	add x2, x2, #48
	add x3, x3, #1
	sub x6, x6, #8
	and w10, w10, #0xff
	cmp w10, #1
	b.eq .LBB_327
	cbnz w10, .LBB_331
	b .LBB_333
.LBB_330:
	mov x3, x5
.LBB_331:
	cbz x18, .LBB_754
	add x10, x0, x3, lsl #3
	ldr x0, [x10, #632]
	sub x18, x18, #1
	b .LBB_326
.LBB_333:
	ldr x10, [x2, #8]
	ldr x4, [sp, #1032]
	ldr x19, [sp, #1040]
	cmp x17, x19
	csel x15, x17, x19, lo
	cmp x10, x15
	csel x10, x10, x15, lo
	cbz x10, .LBB_343
	ldr x15, [x2]
	lsl x18, x10, #4
	cmp x18, #1
	csinc x13, x18, xzr, hi
	mov x17, #0
	cbz x18, .LBB_340
	sub x10, x4, x16
	cmp x10, #64
	b.lo .LBB_340
	sub x10, x4, x15
	cmp x10, #64
	b.lo .LBB_340
	and x17, x13, #0xfffffffffffffff0
	add x0, x4, #32
	add x2, x16, #32
	add x3, x15, #32
	and x5, x13, #0xfffffffffffffff0
.LBB_338:
	ldp q0, q1, [x2, #-32]
	ldp q2, q3, [x2], #64
	fadd v0.2d, v0.2d, v0.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v2.2d, v2.2d, v2.2d
	fadd v3.2d, v3.2d, v3.2d
	ldp q4, q5, [x3, #-32]
	ldp q6, q7, [x3], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x0, #-32]
	stp q2, q3, [x0], #64
	subs x5, x5, #8
	b.ne .LBB_338
	cmp x18, x17
	b.eq .LBB_342
.LBB_340:
	lsl x10, x17, #3
	add x15, x15, x10
	add x16, x16, x10
	add x18, x4, x10
	sub x13, x13, x17
.LBB_341:
	ldr d0, [x16], #8
	fadd d0, d0, d0
	ldr d1, [x15], #8
	fsub d0, d0, d1
	str d0, [x18], #8
	subs x13, x13, #1
	b.ne .LBB_341
.LBB_342:
	ldr x13, [x28, #16]
.LBB_343:
	tbnz x13, #63, .LBB_755
	str x11, [sp, #1552]
	str x12, [sp, #1560]
	str x14, [sp, #1568]
	ldr x14, [sp, #1056]
	ldr x15, [sp, #1064]
	cmp x13, #1
	stur x28, [x29, #-56]
	b.ne .LBB_349
	subs x10, x19, x1
	b.lo .LBB_709
	cmp x10, x15
	csel x11, x10, x15, lo
	cbz x11, .LBB_357
	add x12, x14, #64
	add x10, x4, x1, lsl #7
	add x13, x10, #64
.LBB_348:
	ldur d0, [x13, #-64]
	fadd d0, d0, d8
	stur d0, [x12, #-64]
	ldur d0, [x13, #-56]
	fadd d0, d0, d8
	stur d0, [x12, #-56]
	ldur d0, [x13, #-48]
	fadd d0, d0, d8
	stur d0, [x12, #-48]
	ldur d0, [x13, #-40]
	fadd d0, d0, d8
	stur d0, [x12, #-40]
	ldur d0, [x13, #-32]
	fadd d0, d0, d8
	stur d0, [x12, #-32]
	ldur d0, [x13, #-24]
	fadd d0, d0, d8
	stur d0, [x12, #-24]
	ldur d0, [x13, #-16]
	fadd d0, d0, d8
	stur d0, [x12, #-16]
	ldur d0, [x13, #-8]
	fadd d0, d0, d8
	stur d0, [x12, #-8]
	ldr d0, [x13]
	fadd d0, d0, d8
	str d0, [x12]
	ldr d0, [x13, #8]
	fadd d0, d0, d8
	str d0, [x12, #8]
	ldr d0, [x13, #16]
	fadd d0, d0, d8
	str d0, [x12, #16]
	ldr d0, [x13, #24]
	fadd d0, d0, d8
	str d0, [x12, #24]
	ldr d0, [x13, #32]
	fadd d0, d0, d8
	str d0, [x12, #32]
	ldr d0, [x13, #40]
	fadd d0, d0, d8
	str d0, [x12, #40]
	ldr d0, [x13, #48]
	fadd d0, d0, d8
	str d0, [x12, #48]
	ldr d0, [x13, #56]
	fadd d0, d0, d8
	str d0, [x12, #56]
	add x12, x12, #128
	add x13, x13, #128
	subs x11, x11, #1
	b.ne .LBB_348
	b .LBB_357
.LBB_349:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	add x10, x1, #1
	sub x0, x10, x13
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	cmp x19, x1
	b.ls .LBB_708
	cmp x10, x13
	ldr x25, [sp, #584]
	b.lo .LBB_711
	cbz x13, .LBB_355
	ldr q4, [sp, #1664]
	ldr q6, [sp, #1680]
	add x16, x4, x10, lsl #7
	ldr q0, [sp, #1792]
	ldr q1, [sp, #1808]
	add x17, x4, x0, lsl #7
	ldr q2, [sp, #1824]
	ldr q17, [sp, #1696]
	ldr q18, [sp, #1712]
	add x10, sp, #1792
	ldur q3, [x10, #72]
	ldr q20, [sp, #1728]
	ldr q21, [sp, #1744]
	ldur q5, [x10, #88]
	ldur q7, [x10, #104]
	ldr q22, [sp, #1760]
	ldr q23, [sp, #1776]
	movi v16.2d, #0000000000000000
	mov w18, #1
	ldr d19, [sp, #1912]
	ldr d24, [sp, #1840]
.LBB_353:
	ucvtf d25, x18
	ldp q26, q27, [x17]
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v4.2d, v4.2d, v28.2d
	fadd v0.2d, v26.2d, v0.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v6.2d, v6.2d, v26.2d
	fadd v1.2d, v27.2d, v1.2d
	ldp q26, q27, [x17, #32]
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fadd v2.2d, v26.2d, v2.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fadd v24.2d, v27.2d, v24.2d
	ldr d26, [x17, #64]
	fadd d16, d26, d16
	ldur q26, [x17, #72]
	ldr q27, [x17, #64]
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fadd v3.2d, v26.2d, v3.2d
	ldur q27, [x17, #88]
	ext v26.16b, v26.16b, v27.16b, #8
	fmul v26.2d, v26.2d, v25.d[0]
	fadd v21.2d, v21.2d, v26.2d
	fadd v5.2d, v27.2d, v5.2d
	ldur q26, [x17, #104]
	ext v27.16b, v27.16b, v26.16b, #8
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fadd v7.2d, v26.2d, v7.2d
	ldr d26, [x17, #120]
	ldr q27, [x17, #112]
	fmul v25.2d, v27.2d, v25.d[0]
	fadd v23.2d, v23.2d, v25.2d
	fadd d19, d26, d19
	add x17, x17, #128
	add x18, x18, #1
	cmp x17, x16
	b.ne .LBB_353
	str q4, [sp, #1664]
	str q6, [sp, #1680]
	str q17, [sp, #1696]
	str q18, [sp, #1712]
	str q20, [sp, #1728]
	str q21, [sp, #1744]
	str q22, [sp, #1760]
	str q23, [sp, #1776]
	str q0, [sp, #1792]
	str q1, [sp, #1808]
	str q2, [sp, #1824]
	str q24, [sp, #1840]
	add x10, sp, #1792
	stur q3, [x10, #72]
	stur q5, [x10, #88]
	stur q7, [x10, #104]
	str d16, [sp, #1856]
	str d19, [sp, #1912]
.LBB_355:
	cbz x15, .LBB_757
	madd x10, x13, x13, x13
	ucvtf d0, x10, #1
	ldr q1, [sp, #1664]
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x14]
	ldr q1, [sp, #1680]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x14, #16]
	ldr q1, [sp, #1696]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x14, #32]
	ldr q1, [sp, #1712]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x14, #48]
	ldr q1, [sp, #1728]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x14, #64]
	ldr q1, [sp, #1744]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x14, #80]
	ldr q1, [sp, #1760]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x14, #96]
	ldr q1, [sp, #1776]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x14, #112]
	cmp x15, #1
	b.ne .LBB_587
.LBB_357:
	ldr x11, [x28, #32]
	tbnz x11, #63, .LBB_755
	ldr x12, [sp, #568]
	ldr x13, [sp, #600]
.LBB_359:
	add x16, x13, #536
	ldrh w17, [x13, #626]
	sub x14, x13, #40
	lsl x18, x17, #3
	mov x15, #-1
.LBB_360:
	cbz x18, .LBB_363
	ldr x10, [x16], #8
	cmp x11, x10
	cset w10, hi
	csinv w10, w10, wzr, hs
	add x14, x14, #48
	add x15, x15, #1
	sub x18, x18, #8
	and w10, w10, #0xff
	cmp w10, #1
	b.eq .LBB_360
	cbnz w10, .LBB_364
	b .LBB_366
.LBB_363:
	mov x15, x17
.LBB_364:
	cbz x12, .LBB_754
	add x10, x13, x15, lsl #3
	ldr x13, [x10, #632]
	sub x12, x12, #1
	b .LBB_359
.LBB_366:
	ldr x11, [x28, #40]
	tbnz x11, #63, .LBB_755
	ldp x12, x14, [x14]
	ldr x13, [sp, #568]
	ldr x15, [sp, #600]
.LBB_368:
	add x18, x15, #536
	ldrh w0, [x15, #626]
	sub x16, x15, #40
	lsl x2, x0, #3
	mov x17, #-1
.LBB_369:
	cbz x2, .LBB_372
	ldr x10, [x18], #8
	cmp x11, x10
	cset w10, hi
	csinv w10, w10, wzr, hs
	add x16, x16, #48
	add x17, x17, #1
	sub x2, x2, #8
	and w10, w10, #0xff
	cmp w10, #1
	b.eq .LBB_369
	cbnz w10, .LBB_373
	b .LBB_375
.LBB_372:
	mov x17, x0
.LBB_373:
	cbz x13, .LBB_754
	add x10, x15, x17, lsl #3
	ldr x15, [x10, #632]
	sub x13, x13, #1
	b .LBB_368
.LBB_375:
	ldr x11, [x28, #24]
	tbnz x11, #63, .LBB_755
	ldp x13, x15, [x16]
	ldr x16, [sp, #568]
	ldr x17, [sp, #600]
.LBB_377:
	add x2, x17, #536
	ldrh w3, [x17, #626]
	sub x18, x17, #40
	lsl x4, x3, #3
	mov x0, #-1
.LBB_378:
	cbz x4, .LBB_381
	ldr x10, [x2], #8
	cmp x11, x10
	cset w10, hi
	csinv w10, w10, wzr, hs
	add x18, x18, #48
	add x0, x0, #1
	sub x4, x4, #8
	and w10, w10, #0xff
	cmp w10, #1
	b.eq .LBB_378
	cbnz w10, .LBB_382
	b .LBB_384
.LBB_381:
	mov x0, x3
.LBB_382:
	cbz x16, .LBB_754
	add x10, x17, x0, lsl #3
	ldr x17, [x10, #632]
	sub x16, x16, #1
	b .LBB_377
.LBB_384:
	ldr x10, [x18, #8]
	ldr x16, [sp, #1032]
	ldr x19, [sp, #1040]
	cmp x14, x19
	csel x14, x14, x19, lo
	cmp x15, x14
	csel x14, x15, x14, lo
	cmp x10, x14
	csel x10, x10, x14, lo
	ldr x26, [sp, #584]
	cbz x10, .LBB_394
	ldr x15, [x18]
	lsl x18, x10, #4
	cmp x18, #1
	csinc x14, x18, xzr, hi
	mov x17, #0
	cbz x18, .LBB_392
	sub x10, x16, x12
	cmp x10, #64
	b.lo .LBB_392
	sub x10, x16, x13
	cmp x10, #64
	b.lo .LBB_392
	sub x10, x16, x15
	cmp x10, #64
	b.lo .LBB_392
	and x17, x14, #0xfffffffffffffff0
	add x0, x16, #32
	add x2, x12, #32
	add x3, x15, #32
	add x4, x13, #32
	and x5, x14, #0xfffffffffffffff0
	fmov v16.2d, #3.00000000
.LBB_390:
	ldp q0, q1, [x2, #-32]
	ldp q2, q3, [x2], #64
	fmul v0.2d, v0.2d, v16.2d
	fmul v1.2d, v1.2d, v16.2d
	fmul v2.2d, v2.2d, v16.2d
	fmul v3.2d, v3.2d, v16.2d
	ldp q4, q5, [x4, #-32]
	ldp q6, q7, [x4], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	ldp q4, q5, [x3, #-32]
	ldp q6, q7, [x3], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x0, #-32]
	stp q2, q3, [x0], #64
	subs x5, x5, #8
	b.ne .LBB_390
	cmp x18, x17
	b.eq .LBB_394
.LBB_392:
	lsl x10, x17, #3
	add x15, x15, x10
	add x13, x13, x10
	add x12, x12, x10
	add x18, x16, x10
	sub x14, x14, x17
.LBB_393:
	ldr d0, [x12], #8
	fmul d0, d0, d12
	ldr d1, [x13], #8
	fsub d0, d0, d1
	ldr d1, [x15], #8
	fsub d0, d0, d1
	str d0, [x18], #8
	subs x14, x14, #1
	b.ne .LBB_393
.LBB_394:
	str x9, [sp, #1552]
	str x8, [sp, #1560]
	ldr x10, [sp, #912]
	str x10, [sp, #1568]
	ldr x10, [sp, #1080]
	str x10, [sp, #512]
	ldr x14, [sp, #1088]
	cmp x11, #1
	str x14, [sp, #904]
	b.ne .LBB_399
	subs x8, x19, x1
	b.lo .LBB_709
	cmp x8, x14
	csel x8, x8, x14, lo
	cbz x8, .LBB_407
	ldr x9, [sp, #512]
	add x9, x9, #64
	add x10, x16, x1, lsl #7
	add x10, x10, #64
.LBB_398:
	ldur d0, [x10, #-64]
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
	fadd d0, d0, d8
	str d0, [x9, #56]
	add x9, x9, #128
	add x10, x10, #128
	subs x8, x8, #1
	b.ne .LBB_398
	b .LBB_407
.LBB_399:
	movi v0.2d, #0000000000000000
	str q0, [sp, #1904]
	str q0, [sp, #1888]
	str q0, [sp, #1872]
	str q0, [sp, #1856]
	str q0, [sp, #1840]
	str q0, [sp, #1824]
	str q0, [sp, #1808]
	str q0, [sp, #1792]
	str q0, [sp, #1664]
	str q0, [sp, #1680]
	str q0, [sp, #1696]
	str q0, [sp, #1712]
	str q0, [sp, #1728]
	str q0, [sp, #1744]
	add x10, x1, #1
	sub x0, x10, x11
	str q0, [sp, #1760]
	str q0, [sp, #1776]
	cmp x19, x1
	b.ls .LBB_708
	cmp x10, x11
	b.lo .LBB_711
	cbz x11, .LBB_405
	ldr q4, [sp, #1664]
	ldr q6, [sp, #1680]
	add x10, x16, x10, lsl #7
	ldr q0, [sp, #1792]
	ldr q1, [sp, #1808]
	add x12, x16, x0, lsl #7
	ldr q2, [sp, #1824]
	ldr q17, [sp, #1696]
	ldr q18, [sp, #1712]
	add x13, sp, #1792
	ldur q3, [x13, #72]
	ldr q20, [sp, #1728]
	ldr q21, [sp, #1744]
	ldur q5, [x13, #88]
	ldur q7, [x13, #104]
	ldr q22, [sp, #1760]
	ldr q23, [sp, #1776]
	movi v16.2d, #0000000000000000
	mov w13, #1
	ldr d19, [sp, #1912]
	ldr d24, [sp, #1840]
.LBB_403:
	ucvtf d25, x13
	ldp q26, q27, [x12]
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v4.2d, v4.2d, v28.2d
	fadd v0.2d, v26.2d, v0.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v6.2d, v6.2d, v26.2d
	fadd v1.2d, v27.2d, v1.2d
	ldp q26, q27, [x12, #32]
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fadd v2.2d, v26.2d, v2.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fadd v24.2d, v27.2d, v24.2d
	ldr d26, [x12, #64]
	fadd d16, d26, d16
	ldur q26, [x12, #72]
	ldr q27, [x12, #64]
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fadd v3.2d, v26.2d, v3.2d
	ldur q27, [x12, #88]
	ext v26.16b, v26.16b, v27.16b, #8
	fmul v26.2d, v26.2d, v25.d[0]
	fadd v21.2d, v21.2d, v26.2d
	fadd v5.2d, v27.2d, v5.2d
	ldur q26, [x12, #104]
	ext v27.16b, v27.16b, v26.16b, #8
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fadd v7.2d, v26.2d, v7.2d
	ldr d26, [x12, #120]
	ldr q27, [x12, #112]
	fmul v25.2d, v27.2d, v25.d[0]
	fadd v23.2d, v23.2d, v25.2d
	fadd d19, d26, d19
	add x12, x12, #128
	add x13, x13, #1
	cmp x12, x10
	b.ne .LBB_403
	str q4, [sp, #1664]
	str q6, [sp, #1680]
	str q17, [sp, #1696]
	str q18, [sp, #1712]
	str q20, [sp, #1728]
	str q21, [sp, #1744]
	str q22, [sp, #1760]
	str q23, [sp, #1776]
	str q0, [sp, #1792]
	str q1, [sp, #1808]
	str q2, [sp, #1824]
	str q24, [sp, #1840]
	add x10, sp, #1792
	stur q3, [x10, #72]
	stur q5, [x10, #88]
	stur q7, [x10, #104]
	str d16, [sp, #1856]
	str d19, [sp, #1912]
.LBB_405:
	cbz x14, .LBB_757
	madd x10, x11, x11, x11
	ucvtf d0, x10, #1
	ldr q1, [sp, #1664]
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	ldr x10, [sp, #512]
	str q1, [x10]
	ldr q1, [sp, #1680]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #16]
	ldr q1, [sp, #1696]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #32]
	ldr q1, [sp, #1712]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #48]
	ldr q1, [sp, #1728]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #64]
	ldr q1, [sp, #1744]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #80]
	ldr q1, [sp, #1760]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #96]
	ldr q1, [sp, #1776]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x10, #112]
	cmp x14, #1
	b.ne .LBB_624
.LBB_407:
	ldr x10, [sp, #488]
	cmp x10, x24
	b.eq .LBB_760
	ldr x8, [sp, #400]
	mov w9, #24
	madd x8, x10, x9, x8
	ldp x9, x19, [x8, #8]
	str x9, [sp, #912]
	ldr x8, [sp, #928]
	str x8, [sp, #760]
	fmov d16, #-1.00000000
	fmov d13, #-1.00000000
	mov x9, #9218868437227405311
	ldr x8, [sp, #320]
	mov x1, x28
	tbz w8, #0, .LBB_412
	ldr x27, [sp, #152]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d0, [x10, x27, lsl #3]
	fmov x8, d0
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_412
	mov v13.16b, v0.16b
.LBB_412:
	ldr x8, [sp, #312]
	tbz w8, #0, .LBB_416
	ldr x27, [sp, #144]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d0, [x10, x27, lsl #3]
	fmov x8, d0
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_416
	mov v16.16b, v0.16b
.LBB_416:
	fmov d17, #-1.00000000
	fmov d0, #-1.00000000
	ldr x8, [sp, #304]
	tbz w8, #0, .LBB_420
	ldr x27, [sp, #136]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d1, [x10, x27, lsl #3]
	fmov x8, d1
	and x8, x8, #0x7fffffffffffffff
	fmov d0, #-1.00000000
	cmp x8, x9
	b.gt .LBB_420
	mov v0.16b, v1.16b
.LBB_420:
	ldr x8, [sp, #296]
	tbz w8, #0, .LBB_424
	ldr x27, [sp, #128]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d1, [x10, x27, lsl #3]
	fmov x8, d1
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_424
	mov v17.16b, v1.16b
.LBB_424:
	fmov d18, #-1.00000000
	fmov d1, #-1.00000000
	ldr x8, [sp, #288]
	tbz w8, #0, .LBB_428
	ldr x27, [sp, #120]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d2, [x10, x27, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	fmov d1, #-1.00000000
	cmp x8, x9
	b.gt .LBB_428
	mov v1.16b, v2.16b
.LBB_428:
	ldr x8, [sp, #280]
	tbz w8, #0, .LBB_432
	ldr x27, [sp, #112]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d2, [x10, x27, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_432
	mov v18.16b, v2.16b
.LBB_432:
	fmov d19, #-1.00000000
	fmov d2, #-1.00000000
	ldr x8, [sp, #272]
	tbz w8, #0, .LBB_436
	ldr x27, [sp, #104]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d3, [x10, x27, lsl #3]
	fmov x8, d3
	and x8, x8, #0x7fffffffffffffff
	fmov d2, #-1.00000000
	cmp x8, x9
	b.gt .LBB_436
	mov v2.16b, v3.16b
.LBB_436:
	ldr x8, [sp, #264]
	tbz w8, #0, .LBB_440
	ldr x27, [sp, #96]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d3, [x10, x27, lsl #3]
	fmov x8, d3
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_440
	mov v19.16b, v3.16b
.LBB_440:
	fmov d20, #-1.00000000
	fmov d3, #-1.00000000
	ldr x8, [sp, #256]
	tbz w8, #0, .LBB_444
	ldr x27, [sp, #88]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d4, [x10, x27, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	fmov d3, #-1.00000000
	cmp x8, x9
	b.gt .LBB_444
	mov v3.16b, v4.16b
.LBB_444:
	ldr x8, [sp, #248]
	tbz w8, #0, .LBB_448
	ldr x27, [sp, #80]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d4, [x10, x27, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_448
	mov v20.16b, v4.16b
.LBB_448:
	fmov d21, #-1.00000000
	fmov d4, #-1.00000000
	ldr x8, [sp, #240]
	tbz w8, #0, .LBB_452
	ldr x27, [sp, #72]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d5, [x10, x27, lsl #3]
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	fmov d4, #-1.00000000
	cmp x8, x9
	b.gt .LBB_452
	mov v4.16b, v5.16b
.LBB_452:
	ldr x8, [sp, #232]
	tbz w8, #0, .LBB_456
	ldr x27, [sp, #64]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d5, [x10, x27, lsl #3]
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_456
	mov v21.16b, v5.16b
.LBB_456:
	fmov d22, #-1.00000000
	fmov d5, #-1.00000000
	ldr x8, [sp, #224]
	tbz w8, #0, .LBB_460
	ldr x27, [sp, #56]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d6, [x10, x27, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	fmov d5, #-1.00000000
	cmp x8, x9
	b.gt .LBB_460
	mov v5.16b, v6.16b
.LBB_460:
	ldr x8, [sp, #216]
	tbz w8, #0, .LBB_464
	ldr x27, [sp, #48]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d6, [x10, x27, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_464
	mov v22.16b, v6.16b
.LBB_464:
	fmov d14, #-1.00000000
	fmov d6, #-1.00000000
	ldr x8, [sp, #208]
	tbz w8, #0, .LBB_468
	ldr x27, [sp, #40]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d7, [x10, x27, lsl #3]
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	fmov d6, #-1.00000000
	cmp x8, x9
	b.gt .LBB_468
	mov v6.16b, v7.16b
.LBB_468:
	ldr x8, [sp, #200]
	str x19, [sp, #752]
	tbz w8, #0, .LBB_472
	ldr x27, [sp, #32]
	cmp x27, x19
	b.hs .LBB_756
	ldr x10, [sp, #912]
	ldr d7, [x10, x27, lsl #3]
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_472
	mov v14.16b, v7.16b
.LBB_472:
	mov x20, #0
	str d13, [sp, #1792]
	str d16, [sp, #1800]
	str d0, [sp, #1808]
	str d17, [sp, #1816]
	str d1, [sp, #1824]
	str d18, [sp, #1832]
	str d2, [sp, #1840]
	str d19, [sp, #1848]
	str d3, [sp, #1856]
	str d20, [sp, #1864]
	str d4, [sp, #1872]
	str d21, [sp, #1880]
	str d5, [sp, #1888]
	str d22, [sp, #1896]
	str d6, [sp, #1904]
	str d14, [sp, #1912]
	ldr x21, [sp, #1064]
	ldr x22, [sp, #1056]
	ldr x19, [sp, #1088]
	ldr x24, [sp, #1080]
	mov v20.d[1], v4.d[0]
	mov v16.d[1], v0.d[0]
	mov v22.d[1], v6.d[0]
	str q22, [sp, #768]
	mov v18.d[1], v2.d[0]
	str q18, [sp, #848]
	mov v21.d[1], v5.d[0]
	stp q21, q20, [sp, #784]
	mov v17.d[1], v1.d[0]
	stp q17, q16, [sp, #864]
	mov v19.d[1], v3.d[0]
	str q19, [sp, #816]
	b .LBB_474
.LBB_473:
	add x20, x20, #1
	cmp x20, #1025
	b.eq .LBB_480
.LBB_474:
	cmp x20, x19
	b.eq .LBB_747
	cmp x20, x21
	b.eq .LBB_748
	lsl x8, x20, #7
	add x25, x24, x8
	add x26, x22, x8
	ldr d0, [x25]
	ldr d1, [x26]
	fabd d0, d0, d1
	ldr d1, [x25, #120]
	ldr d2, [x26, #120]
	fabd d1, d1, d2
	fcmp d1, d14
	mov w8, #32768
	csel x8, x8, xzr, ls
	fcmp d0, d13
	ldur q0, [x25, #72]
	ldur q1, [x25, #8]
	ldur q2, [x25, #104]
	ldur q3, [x25, #40]
	ldur q4, [x25, #88]
	ldur q5, [x25, #24]
	ldur q6, [x25, #56]
	ldur q7, [x26, #72]
	ldur q16, [x26, #8]
	ldur q17, [x26, #104]
	ldur q18, [x26, #40]
	ldur q19, [x26, #88]
	ldur q20, [x26, #24]
	ldur q21, [x26, #56]
	fabd v6.2d, v6.2d, v21.2d
	fabd v5.2d, v5.2d, v20.2d
	fabd v4.2d, v4.2d, v19.2d
	fabd v3.2d, v3.2d, v18.2d
	fabd v2.2d, v2.2d, v17.2d
	fabd v1.2d, v1.2d, v16.2d
	fabd v0.2d, v0.2d, v7.2d
	ldr q7, [sp, #800]
	fcmge v0.2d, v7.2d, v0.2d
	ldr q7, [sp, #880]
	fcmge v1.2d, v7.2d, v1.2d
	ldr q7, [sp, #768]
	fcmge v2.2d, v7.2d, v2.2d
	ldr q7, [sp, #848]
	fcmge v3.2d, v7.2d, v3.2d
	ldr q7, [sp, #784]
	fcmge v4.2d, v7.2d, v4.2d
	ldr q7, [sp, #864]
	fcmge v5.2d, v7.2d, v5.2d
	ldr q7, [sp, #816]
	fcmge v6.2d, v7.2d, v6.2d
	adrp x9, .LCPI_2
	ldr q7, [x9, :lo12:.LCPI_2]
	str q7, [sp, #688]
	and v6.16b, v6.16b, v7.16b
	adrp x9, .LCPI_3
	ldr q7, [x9, :lo12:.LCPI_3]
	str q7, [sp, #672]
	and v5.16b, v5.16b, v7.16b
	adrp x9, .LCPI_4
	ldr q7, [x9, :lo12:.LCPI_4]
	str q7, [sp, #656]
	and v4.16b, v4.16b, v7.16b
	adrp x9, .LCPI_5
	ldr q7, [x9, :lo12:.LCPI_5]
	str q7, [sp, #640]
	and v3.16b, v3.16b, v7.16b
	adrp x9, .LCPI_6
	ldr q7, [x9, :lo12:.LCPI_6]
	and v2.16b, v2.16b, v7.16b
	adrp x9, .LCPI_7
	ldr q7, [x9, :lo12:.LCPI_7]
	str q7, [sp, #624]
	and v1.16b, v1.16b, v7.16b
	adrp x9, .LCPI_8
	ldr q7, [x9, :lo12:.LCPI_8]
	str q7, [sp, #608]
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
	cbz x23, .LBB_473
	ldr x8, [sp, #736]
	add x27, x20, x8
.LBB_478:
	rbit x8, x23
	clz x28, x8
	orr x8, x28, x28, lsl #10
	add x0, sp, #1464
	add x2, x27, x8
	bl kernel_sliding::exact::Exact::lines
	sub x8, x23, #1
	str d0, [x26, x28, lsl #3]
	str d1, [x25, x28, lsl #3]
	ands x23, x8, x23
	ldur x1, [x29, #-56]
	b.ne .LBB_478
	b .LBB_473
.LBB_480:
	mov x9, #0
	ldr x26, [sp, #1064]
	ldr x8, [sp, #1056]
	ldr x20, [sp, #1088]
	ldr x10, [sp, #1080]
	str x10, [sp, #816]
	ldr x10, [sp, #512]
	str x10, [sp, #800]
	str x8, [sp, #376]
	str x8, [sp, #784]
	ldp x8, x25, [sp, #344]
	str x8, [sp, #768]
	b .LBB_482
.LBB_481:
	ldr x9, [sp, #744]
	add x9, x9, #1
	ldr x8, [sp, #768]
	add x8, x8, #1025
	str x8, [sp, #768]
	sub x25, x25, #1025
	ldr x8, [sp, #816]
	add x8, x8, #8
	str x8, [sp, #816]
	ldr x8, [sp, #784]
	add x8, x8, #8
	str x8, [sp, #784]
	ldr x8, [sp, #800]
	add x8, x8, #8
	str x8, [sp, #800]
	cmp x9, #16
	b.eq .LBB_504
.LBB_482:
	str x9, [sp, #744]
	add x8, x9, x9, lsl #10
	ldr x9, [sp, #736]
	add x27, x8, x9
	ldr x8, [sp, #760]
	cmp x27, x8
	b.hs .LBB_481
	add x8, sp, #1792
	ldr x9, [sp, #744]
	ldr d0, [x8, x9, lsl #3]
	fcmp d0, #0.0
	b.ge .LBB_481
	add x8, x27, #1025
	ldr x9, [sp, #760]
	cmp x9, x8
	csel x15, x9, x8, lo
	cmn x27, #1026
	str x15, [sp, #848]
	b.ls .LBB_486
	b .LBB_481
.LBB_485:
	ldr x27, [sp, #864]
	ldr x15, [sp, #848]
	ldr x8, [sp, #880]
	cmp x8, x15
	b.hs .LBB_481
.LBB_486:
	ldr x9, [sp, #944]
	ldr x19, [sp, #952]
	cmp x19, #1
	b.eq .LBB_490
	cbz x19, .LBB_732
	mov x10, #0
	mov x11, x19
.LBB_489:
	lsr x12, x11, #1
	add x13, x12, x10
	ldr x14, [x9, x13, lsl #3]
	cmp x14, x27
	csel x10, x10, x13, hi
	sub x11, x11, x12
	cmp x11, #1
	b.hi .LBB_489
	b .LBB_491
.LBB_490:
	mov x10, #0
.LBB_491:
	ldr x11, [x9, x10, lsl #3]
	cmp x11, x27
	cinc x10, x10, ls
	sub x11, x10, #1
	sub x24, x10, #1
	cmp x11, x19
	b.hs .LBB_727
	add x9, x9, x10, lsl #3
	cmp x10, x19
	ldr x8, [sp, #840]
	csel x8, x9, x8, lo
	ldr x8, [x8]
	cmp x15, x8
	str x8, [sp, #880]
	csel x8, x15, x8, lo
	str x8, [sp, #864]
	cmp x27, x8
	b.hs .LBB_485
	ldr x8, [sp, #752]
	cmp x24, x8
	b.hs .LBB_733
	add x8, x25, x27
	lsl x8, x8, #7
	ldr x9, [sp, #816]
	add x22, x9, x8
	ldr x9, [sp, #784]
	add x21, x9, x8
	ldr x9, [sp, #800]
	add x23, x9, x8
	ldr x8, [sp, #760]
	ldr x9, [sp, #880]
	cmp x9, x8
	csel x8, x9, x8, lo
	ldr x9, [sp, #768]
	cmp x8, x9
	csel x28, x8, x9, lo
	b .LBB_497
.LBB_495:
	str d1, [x22]
	ldur x1, [x29, #-56]
.LBB_496:
	add x27, x27, #1
	add x22, x22, #128
	add x21, x21, #128
	add x23, x23, #128
	cmp x28, x27
	b.eq .LBB_485
.LBB_497:
	add x19, x25, x27
	ldr x8, [sp, #912]
	ldr d0, [x8, x24, lsl #3]
	mov x8, #9218868437227405312
	fmov d1, x8
	fcmp d0, d1
	b.eq .LBB_501
	ldr x8, [sp, #904]
	cmp x19, x8
	b.hs .LBB_699
	cmp x19, x26
	b.hs .LBB_700
	ldr d1, [x23]
	ldr d2, [x21]
	fabd d1, d1, d2
	fcmp d1, d0
	b.hi .LBB_496
.LBB_501:
	add x0, sp, #1464
	mov x2, x27
	bl kernel_sliding::exact::Exact::lines
	cmp x19, x26
	b.hs .LBB_691
	str d0, [x21]
	cmp x19, x20
	b.lo .LBB_495
	b .LBB_692
.LBB_504:
	ldr x9, [sp, #928]
	ldr x8, [sp, #904]
	cmp x8, x26
	csel x11, x8, x26, lo
	ldr x10, [sp, #1104]
	ldr x8, [sp, #1112]
	cmp x11, x8
	csel x11, x11, x8, lo
	ldr x24, [sp, #720]
	ldp x25, x23, [sp, #496]
	ldr x26, [sp, #576]
	ldr x4, [sp, #328]
	mov w6, #2050
	ldp q29, q28, [sp, #672]
	ldp q31, q30, [sp, #640]
	ldp q14, q13, [sp, #608]
	ldr x18, [sp, #376]
	cbz x11, .LBB_513
	lsl x13, x11, #4
	cmp x13, #1
	csinc x11, x13, xzr, hi
	mov x12, #0
	cbz x13, .LBB_511
	add x15, x10, x11
	lsl x14, x11, #3
	ldr x17, [sp, #512]
	add x16, x17, x14
	add x14, x18, x14
	cmp x10, x14
	ccmp x18, x15, #2, lo
	cset w14, lo
	cmp x17, x15
	ccmp x10, x16, #2, lo
	b.lo .LBB_511
	tbnz w14, #0, .LBB_511
	and x12, x11, #0xfffffffffffffff0
	mov x14, x10
	mov x15, x18
	ldr x16, [sp, #512]
	and x17, x11, #0xfffffffffffffff0
.LBB_509:
	ldp q0, q1, [x16]
	ldp q2, q3, [x16, #32]
	ldp q4, q5, [x16, #64]
	ldp q6, q7, [x16, #96]
	ldp q16, q17, [x15]
	ldp q18, q19, [x15, #32]
	ldp q20, q21, [x15, #64]
	ldp q22, q23, [x15, #96]
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
	str q0, [x14], #16
	add x16, x16, #128
	add x15, x15, #128
	subs x17, x17, #16
	b.ne .LBB_509
	cmp x13, x12
	b.eq .LBB_513
.LBB_511:
	lsl x14, x12, #3
	ldr x13, [sp, #512]
	add x13, x13, x14
	add x14, x18, x14
	add x15, x10, x12
	sub x11, x11, x12
.LBB_512:
	ldr d0, [x13], #8
	ldr d1, [x14], #8
	fcmp d0, d1
	cset w12, gt
	cset w16, mi
	sub w12, w12, w16
	strb w12, [x15], #1
	subs x11, x11, #1
	b.ne .LBB_512
.LBB_513:
	movi v0.2d, #0000000000000000
	stp q0, q0, [x4, #96]
	stp q0, q0, [x4, #64]
	stp q0, q0, [x4, #32]
	stp q0, q0, [x4]
	cbz x8, .LBB_761
	ldr x11, [sp, #368]
	mov w12, #40
	ldr x13, [sp, #488]
	madd x11, x13, x12, x11
	ldr x19, [sp, #1136]
	ldr x12, [sp, #1128]
	ldrb w13, [x11, #32]
	ldrb w14, [x10]
	mul w13, w14, w13
	mov w14, #255
	bics wzr, w14, w13
	b.ne .LBB_517
	cbz x19, .LBB_770
	strh wzr, [x12]
	mov w13, #1
	str x13, [sp, #1144]
.LBB_517:
	cmp x8, #1025
	b.lo .LBB_762
	add x13, x10, #4, lsl #12
	ldrb w14, [x13]
	ldrb w15, [x10, #1]
	mul w14, w15, w14
	mov w17, #255
	bics wzr, w17, w14
	b.ne .LBB_521
	cmp x19, #2
	b.lo .LBB_767
	strh wzr, [x12, #2050]
	mov w14, #1
	str x14, [sp, #1152]
.LBB_521:
	ldrb w14, [x13, #1]
	ldrb w15, [x10, #2]
	mul w14, w15, w14
	bics wzr, w17, w14
	b.ne .LBB_524
	cmp x19, #3
	b.lo .LBB_771
	strh wzr, [x12, #4100]
	mov w14, #1
	str x14, [sp, #1160]
.LBB_524:
	ldrb w14, [x13, #2]
	ldrb w15, [x10, #3]
	mul w14, w15, w14
	bics wzr, w17, w14
	b.ne .LBB_527
	cmp x19, #4
	b.lo .LBB_774
	strh wzr, [x12, #6150]
	mov w14, #1
	str x14, [sp, #1168]
.LBB_527:
	mov w14, #8200
	add x14, x12, x14
	ldrb w15, [x13, #3]
	ldrb w16, [x10, #4]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_530
	cmp x19, #5
	b.lo .LBB_777
	strh wzr, [x14]
	mov w15, #1
	str x15, [sp, #1176]
.LBB_530:
	ldrb w15, [x13, #4]
	ldrb w16, [x10, #5]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_533
	cmp x19, #6
	b.lo .LBB_764
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1184]
.LBB_533:
	mov w14, #12300
	add x14, x12, x14
	ldrb w15, [x13, #5]
	ldrb w16, [x10, #6]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_536
	cmp x19, #7
	b.lo .LBB_766
	strh wzr, [x14]
	mov w15, #1
	str x15, [sp, #1192]
.LBB_536:
	ldrb w15, [x13, #6]
	ldrb w16, [x10, #7]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_539
	cmp x19, #8
	b.lo .LBB_769
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1200]
.LBB_539:
	mov w14, #16400
	add x14, x12, x14
	ldrb w15, [x13, #7]
	ldrb w16, [x10, #8]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_542
	cmp x19, #9
	b.lo .LBB_773
	strh wzr, [x14]
	mov w15, #1
	str x15, [sp, #1208]
.LBB_542:
	ldrb w15, [x13, #8]
	ldrb w16, [x10, #9]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_545
	cmp x19, #10
	b.lo .LBB_776
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1216]
.LBB_545:
	mov w14, #20500
	add x14, x12, x14
	ldrb w15, [x13, #9]
	ldrb w16, [x10, #10]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_548
	cmp x19, #11
	b.lo .LBB_779
	strh wzr, [x14]
	mov w15, #1
	str x15, [sp, #1224]
.LBB_548:
	ldrb w15, [x13, #10]
	ldrb w16, [x10, #11]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_551
	cmp x19, #12
	b.lo .LBB_765
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1232]
.LBB_551:
	mov w14, #24600
	add x14, x12, x14
	ldrb w15, [x13, #11]
	ldrb w16, [x10, #12]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_554
	cmp x19, #13
	b.lo .LBB_768
	strh wzr, [x14]
	mov w15, #1
	str x15, [sp, #1240]
.LBB_554:
	ldrb w15, [x13, #12]
	ldrb w16, [x10, #13]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_557
	cmp x19, #14
	b.lo .LBB_772
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1248]
.LBB_557:
	mov w14, #28700
	add x14, x12, x14
	ldrb w15, [x13, #13]
	ldrb w16, [x10, #14]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.ne .LBB_560
	cmp x19, #15
	b.lo .LBB_775
	strh wzr, [x14]
	mov w15, #1
	str x15, [sp, #1256]
.LBB_560:
	ldrb w15, [x13, #14]
	ldrb w16, [x10, #15]
	mul w15, w16, w15
	bics wzr, w17, w15
	b.eq .LBB_562
	and x14, x8, #0xfffffffffffffff
	cmp x14, #1
	b.ne .LBB_564
	b .LBB_572
.LBB_562:
	cmp x19, #16
	b.lo .LBB_778
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1264]
	and x14, x8, #0xfffffffffffffff
	cmp x14, #1
	b.eq .LBB_572
.LBB_564:
	mov x14, #0
	add x15, x10, #16
	sub x16, x8, #1
	and x17, x16, #0xfffffffffffffff
	tst x16, #0xffffffffffffffe
	csinc x16, x17, xzr, ne
	cmp x16, #1024
	mov w17, #1024
	csel x16, x16, x17, lo
	b .LBB_566
.LBB_565:
	add x14, x14, #1
	cmp x14, x16
	b.eq .LBB_571
.LBB_566:
	lsl x17, x14, #4
	add x18, x15, x17
	add x0, x10, x17
	ldrb w17, [x18]
	ldrb w1, [x0]
	mul w17, w1, w17
	mov w5, #255
	bics wzr, w5, w17
	cset w17, eq
	ldur d0, [x18, #1]
	ldur d1, [x0, #1]
	mul v0.8b, v1.8b, v0.8b
	movi v1.2d, #0xffffffffffffffff
	cmeq v0.8b, v0.8b, v1.8b
	sshll v0.8h, v0.8b, #0
	sshll v1.4s, v0.4h, #0
	ushll v2.2d, v1.2s, #0
	ushll2 v1.2d, v1.4s, #0
	sshll2 v0.4s, v0.8h, #0
	ushll2 v3.2d, v0.4s, #0
	ushll v0.2d, v0.2s, #0
	and v0.16b, v0.16b, v31.16b
	and v3.16b, v3.16b, v28.16b
	and v1.16b, v1.16b, v29.16b
	and v2.16b, v2.16b, v13.16b
	ldur s4, [x18, #9]
	ldur s5, [x0, #9]
	umull v4.8h, v5.8b, v4.8b
	bic v4.4h, #255, lsl #8
	cmeq v4.4h, v4.4h, v11.4h
	ushll v4.4s, v4.4h, #0
	ushll v5.2d, v4.2s, #0
	shl v5.2d, v5.2d, #56
	sshr v5.2d, v5.2d, #56
	ushll2 v4.2d, v4.4s, #0
	shl v4.2d, v4.2d, #56
	sshr v4.2d, v4.2d, #56
	and v4.16b, v4.16b, v30.16b
	and v5.16b, v5.16b, v14.16b
	ldrb w1, [x18, #13]
	ldrb w2, [x0, #13]
	mul w1, w2, w1
	bics wzr, w5, w1
	mov w1, #8192
	csel x1, x1, xzr, eq
	ldrb w2, [x18, #14]
	ldrb w3, [x0, #14]
	mul w2, w3, w2
	bics wzr, w5, w2
	mov w2, #16384
	csel x2, x2, xzr, eq
	ldrb w18, [x18, #15]
	ldrb w0, [x0, #15]
	mul w18, w0, w18
	bics wzr, w5, w18
	mov w18, #32768
	csel x18, x18, xzr, eq
	orr v1.16b, v1.16b, v3.16b
	orr v1.16b, v1.16b, v4.16b
	orr v0.16b, v2.16b, v0.16b
	orr v0.16b, v0.16b, v5.16b
	orr v0.16b, v0.16b, v1.16b
	ext v1.16b, v0.16b, v0.16b, #8
	orr v0.8b, v0.8b, v1.8b
	fmov x0, d0
	orr x0, x0, x1
	orr x18, x2, x18
	orr x17, x18, x17
	orr x17, x0, x17
	cbz x17, .LBB_565
	add w18, w14, #1
.LBB_568:
	rbit x0, x17
	clz x27, x0
	cmp x27, x19
	b.hs .LBB_725
	ldr x0, [x4, x27, lsl #3]
	cmp x0, #1024
	b.hi .LBB_724
	sub x1, x17, #1
	umaddl x2, w27, w6, x12
	strh w18, [x2, x0, lsl #1]
	add x0, x0, #1
	str x0, [x4, x27, lsl #3]
	and x17, x1, x17
	cbnz x17, .LBB_568
	b .LBB_565
.LBB_571:
	ldr x19, [sp, #1136]
	ldr x12, [sp, #1128]
.LBB_572:
	mov x14, #0
	b .LBB_574
.LBB_573:
	add x14, x14, #1
	cmp x14, #16
	b.eq .LBB_305
.LBB_574:
	cmp x14, x19
	b.eq .LBB_749
	ldr x1, [x4, x14, lsl #3]
	cmp x1, #1026
	b.hs .LBB_676
	cbz x1, .LBB_573
	add x15, x14, x14, lsl #10
	ldr x16, [sp, #736]
	add x15, x15, x16
	madd x16, x14, x6, x12
	lsl x17, x1, #1
	add x18, x10, x14
	b .LBB_579
.LBB_578:
	subs x17, x17, #2
	b.eq .LBB_573
.LBB_579:
	ldrh w27, [x16], #2
	add x0, x15, x27
	cmp x0, x9
	b.hs .LBB_573
	cmp x8, x27
	b.ls .LBB_726
	lsl x1, x27, #4
	ldrsb x1, [x18, x1]
	ldr x2, [x11]
	cmp x2, x1
	b.eq .LBB_578
	cbz x2, .LBB_585
	cmp x0, x23
	b.hs .LBB_734
	ldr d0, [x25, x0, lsl #3]
	scvtf d1, x2
	ldp d2, d3, [x11, #8]
	fsub d0, d0, d2
	fmul d0, d0, d1
	fdiv d0, d0, d2
	fadd d0, d0, d9
	mov x2, #57357
	movk x2, #36909, lsl #16
	movk x2, #63648, lsl #32
	movk x2, #16367, lsl #48
	fmov d1, x2
	fmul d0, d0, d1
	fadd d0, d0, d10
	mov x2, #4636737291354636288
	fmov d1, x2
	fmul d0, d0, d1
	fadd d0, d3, d0
	str d0, [x11, #16]
	ldr x2, [x11, #24]
	add x2, x2, #1
	str x2, [x11, #24]
.LBB_585:
	str x1, [x11]
	cmp x0, x23
	b.hs .LBB_729
	ldr d0, [x25, x0, lsl #3]
	str d0, [x11, #8]
	b .LBB_578
.LBB_587:
	mov x0, #0
	ucvtf d1, x13
	cmp w11, #0
	ldr x10, [sp, #168]
	csel x16, x10, xzr, ne
	add x17, x4, #64
	lsl x3, x13, #7
	sub x10, x4, x3
	add x4, x10, #128
	mov w7, #1
	fdiv d2, d9, d0
	mov x18, x19
	b .LBB_589
.LBB_588:
	cmp x6, x15
	ldr x24, [sp, #720]
	ldr x25, [sp, #584]
	ldur x28, [x29, #-56]
	b.hs .LBB_357
.LBB_589:
	cmp x0, x25
	b.hs .LBB_594
	ldr x10, [sp, #592]
	add x10, x10, x0, lsl #4
.LBB_591:
	ldr x5, [x10], #16
	cmp x5, x7
	b.hs .LBB_595
	add x0, x0, #1
	cmp x25, x0
	b.ne .LBB_591
	mov x6, #0
	mov x0, x25
	b .LBB_596
.LBB_594:
	mov x6, #0
	b .LBB_596
.LBB_595:
	mov w6, #1
.LBB_596:
	cmp x12, x7
	csel w10, wzr, w11, lo
	mov w19, #1
	str x19, [sp, #1576]
	mov w19, #2
	str x19, [sp, #1592]
	str x6, [sp, #1600]
	str x5, [sp, #1608]
	str x10, [sp, #1616]
	str x12, [sp, #1624]
	tbnz w6, #0, .LBB_598
	mov x5, x15
	cbz w10, .LBB_601
.LBB_598:
	mov w10, #2
	sub x10, x10, x6
	eor x5, x6, #0x1
	str x10, [sp, #1584]
	ldr x10, [sp, #520]
	add x10, x10, x5, lsl #4
	ldr x5, [x10, #8]
	add x10, sp, #1576
	ldur q3, [x10, #8]
	ldur q4, [x10, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x10, #40]
	stur q3, [x29, #-112]
	ldp x6, x19, [x29, #-144]
	cmp x6, x19
	b.eq .LBB_601
	ldr x10, [sp, #480]
	add x10, x10, x6, lsl #4
.LBB_600:
	add x6, x6, #1
	ldur w20, [x10, #-8]
	ldr x21, [x10], #16
	cmp x5, x21
	csel x21, x5, x21, lo
	cmp w20, #0
	csel x5, x21, x5, ne
	cmp x19, x6
	b.ne .LBB_600
.LBB_601:
	add x6, x5, #1
	cmp x15, x6
	csinc x10, x15, x5, lo
	ldr q7, [sp, #1664]
	ldr q16, [sp, #1680]
	ldr q3, [sp, #1792]
	ldr q4, [sp, #1808]
	ldr q19, [sp, #1696]
	ldr q20, [sp, #1712]
	ldr q5, [sp, #1824]
	ldr q6, [sp, #1840]
	ldr q23, [sp, #1728]
	ldr q24, [sp, #1744]
	ldr q17, [sp, #1856]
	ldr q18, [sp, #1872]
	ldr q25, [sp, #1760]
	ldr q26, [sp, #1776]
	ldr q21, [sp, #1888]
	ldr q22, [sp, #1904]
	subs x20, x10, x7
	b.ls .LBB_606
	sub x10, x1, x13
	add x21, x10, x7
	add x22, x17, x21, lsl #7
	add x27, x1, x7
	add x23, x17, x27, lsl #7
	add x10, x14, #64
	add x7, x10, x7, lsl #7
	mov x19, x18
.LBB_603:
	cmp x27, x19
	b.hs .LBB_728
	cmp x21, x19
	b.hs .LBB_736
	ldur q27, [x23, #-64]
	fadd v28.2d, v27.2d, v3.2d
	ldur q29, [x22, #-64]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fsub v7.2d, v7.2d, v3.2d
	fsub v3.2d, v28.2d, v29.2d
	fmul v27.2d, v7.2d, v2.d[0]
	stur q27, [x7, #-64]
	ldur q27, [x23, #-48]
	fadd v28.2d, v27.2d, v4.2d
	ldur q29, [x22, #-48]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v4.2d
	fsub v4.2d, v28.2d, v29.2d
	fmul v27.2d, v16.2d, v2.d[0]
	stur q27, [x7, #-48]
	ldur q27, [x23, #-32]
	fadd v28.2d, v27.2d, v5.2d
	ldur q29, [x22, #-32]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	fsub v5.2d, v28.2d, v29.2d
	fmul v27.2d, v19.2d, v2.d[0]
	stur q27, [x7, #-32]
	ldur q27, [x23, #-16]
	fadd v28.2d, v27.2d, v6.2d
	ldur q29, [x22, #-16]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fsub v20.2d, v20.2d, v6.2d
	fsub v6.2d, v28.2d, v29.2d
	fmul v27.2d, v20.2d, v2.d[0]
	stur q27, [x7, #-16]
	ldr q27, [x23]
	fadd v28.2d, v27.2d, v17.2d
	ldr q29, [x22]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v17.2d
	fsub v17.2d, v28.2d, v29.2d
	fmul v27.2d, v23.2d, v2.d[0]
	str q27, [x7]
	ldr q27, [x23, #16]
	fadd v28.2d, v27.2d, v18.2d
	ldr q29, [x22, #16]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v18.2d
	fsub v18.2d, v28.2d, v29.2d
	fmul v27.2d, v24.2d, v2.d[0]
	str q27, [x7, #16]
	ldr q27, [x23, #32]
	fadd v28.2d, v27.2d, v21.2d
	ldr q29, [x22, #32]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v21.2d
	fsub v21.2d, v28.2d, v29.2d
	fmul v27.2d, v25.2d, v2.d[0]
	str q27, [x7, #32]
	ldr q27, [x23, #48]
	fadd v28.2d, v27.2d, v22.2d
	ldr q29, [x22, #48]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v22.2d
	fsub v22.2d, v28.2d, v29.2d
	add x22, x22, #128
	add x21, x21, #1
	fmul v27.2d, v26.2d, v2.d[0]
	str q27, [x7, #48]
	add x23, x23, #128
	add x27, x27, #1
	add x7, x7, #128
	subs x20, x20, #1
	b.ne .LBB_603
	b .LBB_607
.LBB_606:
	add x24, sp, #1792
	orr x10, x24, #0x8
	add x7, x24, #24
	add x19, x24, #40
	add x20, x24, #56
	add x21, x24, #72
	add x22, x24, #88
	add x23, x24, #104
	add x24, x24, #120
	ld1 { v3.d }[1], [x10]
	ld1 { v4.d }[1], [x7]
	ld1 { v5.d }[1], [x19]
	ld1 { v6.d }[1], [x20]
	ld1 { v17.d }[1], [x21]
	ld1 { v18.d }[1], [x22]
	ld1 { v21.d }[1], [x23]
	ld1 { v22.d }[1], [x24]
	ldr x24, [sp, #720]
	mov x19, x18
.LBB_607:
	str q7, [sp, #1664]
	str q16, [sp, #1680]
	str q19, [sp, #1696]
	str q20, [sp, #1712]
	str q23, [sp, #1728]
	str q24, [sp, #1744]
	str q25, [sp, #1760]
	str q26, [sp, #1776]
	str q3, [sp, #1792]
	str q4, [sp, #1808]
	str q5, [sp, #1824]
	str q6, [sp, #1840]
	str q17, [sp, #1856]
	str q18, [sp, #1872]
	str q21, [sp, #1888]
	str q22, [sp, #1904]
	cmp x5, x15
	b.hs .LBB_357
	cmp x0, x25
	b.hi .LBB_697
	mov w26, #0
	add x7, x5, #1
	ldr x10, [sp, #592]
	mov x21, x19
	add x19, x10, x0, lsl #4
	add x20, x5, x1
	cmp x20, x21
	add x22, x20, #1
	cset w10, hs
	subs x21, x22, x13
	add x23, x14, x5, lsl #7
	csinc w24, w10, wzr, hs
	add x25, x4, x20, lsl #7
	mov x30, x16
	b .LBB_612
.LBB_610:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	mov x27, x10
	cmp x10, #15
	b.hi .LBB_740
.LBB_611:
	add x10, sp, #1664
	str d4, [x10, x27, lsl #3]
	add x10, sp, #1792
	str d3, [x10, x27, lsl #3]
	fdiv d3, d4, d0
	str d3, [x23, x27, lsl #3]
	mov x30, x28
	mov x19, x2
.LBB_612:
	cbz w26, .LBB_621
.LBB_613:
	mov x2, x19
.LBB_614:
	cbz x30, .LBB_588
	ldr x10, [x30]
	cmp x10, x5
	b.ne .LBB_588
	mov x28, #0
	mov w26, #2
	mov x19, x30
	tbnz w24, #0, .LBB_672
.LBB_617:
	ldr x10, [x19, #8]
	cbz x13, .LBB_610
	cmp x10, #15
	b.hi .LBB_750
	mov x27, x10
	add x19, x25, x10, lsl #3
	movi v3.2d, #0000000000000000
	mov x30, x3
	mov w10, #1
	movi v4.2d, #0000000000000000
.LBB_620:
	ucvtf d5, x10
	ldr d6, [x19], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x10, x10, #1
	subs x30, x30, #128
	b.ne .LBB_620
	b .LBB_611
.LBB_621:
	ldr x10, [sp, #712]
	cmp x19, x10
	b.eq .LBB_613
	mov x2, x19
	ldr x10, [x2], #16
	cmp x10, x5
	b.ne .LBB_614
	mov w26, #0
	mov x28, x30
	tbz w24, #0, .LBB_617
	b .LBB_672
.LBB_624:
	mov x0, #0
	ucvtf d1, x11
	cmp w9, #0
	ldr x10, [sp, #168]
	csel x10, x10, xzr, ne
	add x12, x16, #64
	sub x13, x1, x11
	ldr x14, [sp, #512]
	add x14, x14, #64
	lsl x15, x11, #7
	sub x16, x16, x15
	add x16, x16, #128
	mov w2, #1
	fdiv d2, d9, d0
	mov x27, x19
	b .LBB_626
.LBB_625:
	ldr x17, [sp, #904]
	cmp x18, x17
	ldr x24, [sp, #720]
	mov x19, x27
	b.hs .LBB_407
.LBB_626:
	cmp x0, x26
	b.hs .LBB_631
	ldr x17, [sp, #592]
	add x18, x17, x0, lsl #4
.LBB_628:
	ldr x17, [x18], #16
	cmp x17, x2
	b.hs .LBB_632
	add x0, x0, #1
	cmp x26, x0
	b.ne .LBB_628
	mov x18, #0
	mov x0, x26
	b .LBB_633
.LBB_631:
	mov x18, #0
	b .LBB_633
.LBB_632:
	mov w18, #1
.LBB_633:
	cmp x8, x2
	csel w3, wzr, w9, lo
	mov w4, #1
	str x4, [sp, #1576]
	mov w4, #2
	str x4, [sp, #1592]
	str x18, [sp, #1600]
	str x17, [sp, #1608]
	str x3, [sp, #1616]
	str x8, [sp, #1624]
	tbnz w18, #0, .LBB_635
	ldr x17, [sp, #904]
	cbz w3, .LBB_638
.LBB_635:
	mov w17, #2
	sub x17, x17, x18
	eor x18, x18, #0x1
	str x17, [sp, #1584]
	ldr x17, [sp, #520]
	add x17, x17, x18, lsl #4
	ldr x17, [x17, #8]
	add x18, sp, #1576
	ldur q3, [x18, #8]
	ldur q4, [x18, #24]
	stp q3, q4, [x29, #-144]
	ldur q3, [x18, #40]
	stur q3, [x29, #-112]
	ldp x18, x3, [x29, #-144]
	cmp x18, x3
	b.eq .LBB_638
	ldr x4, [sp, #480]
	add x4, x4, x18, lsl #4
.LBB_637:
	add x18, x18, #1
	ldur w5, [x4, #-8]
	ldr x6, [x4], #16
	cmp x17, x6
	csel x6, x17, x6, lo
	cmp w5, #0
	csel x17, x6, x17, ne
	cmp x3, x18
	b.ne .LBB_637
.LBB_638:
	add x18, x17, #1
	ldr x3, [sp, #904]
	cmp x3, x18
	csinc x3, x3, x17, lo
	ldr q7, [sp, #1664]
	ldr q16, [sp, #1680]
	ldr q3, [sp, #1792]
	ldr q4, [sp, #1808]
	ldr q19, [sp, #1696]
	ldr q20, [sp, #1712]
	ldr q5, [sp, #1824]
	ldr q6, [sp, #1840]
	ldr q23, [sp, #1728]
	ldr q24, [sp, #1744]
	ldr q17, [sp, #1856]
	ldr q18, [sp, #1872]
	ldr q25, [sp, #1760]
	ldr q26, [sp, #1776]
	ldr q21, [sp, #1888]
	ldr q22, [sp, #1904]
	subs x3, x3, x2
	b.ls .LBB_643
	add x4, x13, x2
	add x5, x12, x4, lsl #7
	add x20, x1, x2
	add x6, x12, x20, lsl #7
	add x2, x14, x2, lsl #7
.LBB_640:
	mov x7, x20
	cmp x20, x19
	b.hs .LBB_738
	cmp x4, x19
	b.hs .LBB_737
	ldur q27, [x6, #-64]
	fadd v28.2d, v27.2d, v3.2d
	ldur q29, [x5, #-64]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fsub v7.2d, v7.2d, v3.2d
	fsub v3.2d, v28.2d, v29.2d
	fmul v27.2d, v7.2d, v2.d[0]
	stur q27, [x2, #-64]
	ldur q27, [x6, #-48]
	fadd v28.2d, v27.2d, v4.2d
	ldur q29, [x5, #-48]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v4.2d
	fsub v4.2d, v28.2d, v29.2d
	fmul v27.2d, v16.2d, v2.d[0]
	stur q27, [x2, #-48]
	ldur q27, [x6, #-32]
	fadd v28.2d, v27.2d, v5.2d
	ldur q29, [x5, #-32]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	fsub v5.2d, v28.2d, v29.2d
	fmul v27.2d, v19.2d, v2.d[0]
	stur q27, [x2, #-32]
	ldur q27, [x6, #-16]
	fadd v28.2d, v27.2d, v6.2d
	ldur q29, [x5, #-16]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fsub v20.2d, v20.2d, v6.2d
	fsub v6.2d, v28.2d, v29.2d
	fmul v27.2d, v20.2d, v2.d[0]
	stur q27, [x2, #-16]
	ldr q27, [x6]
	fadd v28.2d, v27.2d, v17.2d
	ldr q29, [x5]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v17.2d
	fsub v17.2d, v28.2d, v29.2d
	fmul v27.2d, v23.2d, v2.d[0]
	str q27, [x2]
	ldr q27, [x6, #16]
	fadd v28.2d, v27.2d, v18.2d
	ldr q29, [x5, #16]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v18.2d
	fsub v18.2d, v28.2d, v29.2d
	fmul v27.2d, v24.2d, v2.d[0]
	str q27, [x2, #16]
	ldr q27, [x6, #32]
	fadd v28.2d, v27.2d, v21.2d
	ldr q29, [x5, #32]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v21.2d
	fsub v21.2d, v28.2d, v29.2d
	fmul v27.2d, v25.2d, v2.d[0]
	str q27, [x2, #32]
	ldr q27, [x6, #48]
	fadd v28.2d, v27.2d, v22.2d
	ldr q29, [x5, #48]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v22.2d
	fsub v22.2d, v28.2d, v29.2d
	add x5, x5, #128
	add x4, x4, #1
	fmul v27.2d, v26.2d, v2.d[0]
	str q27, [x2, #48]
	add x6, x6, #128
	add x20, x7, #1
	add x2, x2, #128
	subs x3, x3, #1
	b.ne .LBB_640
	b .LBB_644
.LBB_643:
	add x20, sp, #1792
	orr x2, x20, #0x8
	add x3, x20, #24
	add x4, x20, #40
	add x5, x20, #56
	add x6, x20, #72
	add x7, x20, #88
	add x19, x20, #104
	add x20, x20, #120
	ld1 { v3.d }[1], [x2]
	ld1 { v4.d }[1], [x3]
	ld1 { v5.d }[1], [x4]
	ld1 { v6.d }[1], [x5]
	ld1 { v17.d }[1], [x6]
	ld1 { v18.d }[1], [x7]
	ld1 { v21.d }[1], [x19]
	mov x19, x27
	ld1 { v22.d }[1], [x20]
.LBB_644:
	str q7, [sp, #1664]
	str q16, [sp, #1680]
	str q19, [sp, #1696]
	str q20, [sp, #1712]
	str q23, [sp, #1728]
	str q24, [sp, #1744]
	str q25, [sp, #1760]
	str q26, [sp, #1776]
	str q3, [sp, #1792]
	str q4, [sp, #1808]
	str q5, [sp, #1824]
	str q6, [sp, #1840]
	str q17, [sp, #1856]
	str q18, [sp, #1872]
	str q21, [sp, #1888]
	str q22, [sp, #1904]
	ldr x2, [sp, #904]
	cmp x17, x2
	b.hs .LBB_407
	cmp x0, x26
	b.hi .LBB_698
	mov w21, #0
	add x2, x17, #1
	ldr x3, [sp, #592]
	mov x4, x19
	add x19, x3, x0, lsl #4
	add x3, x17, x1
	cmp x3, x4
	add x5, x3, #1
	cset w7, hs
	subs x4, x5, x11
	ldr x6, [sp, #512]
	add x6, x6, x17, lsl #7
	csinc w7, w7, wzr, hs
	add x20, x16, x3, lsl #7
	mov x24, x10
	b .LBB_649
.LBB_647:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	mov x30, x24
	cmp x24, #15
	b.hi .LBB_753
.LBB_648:
	add x19, sp, #1664
	str d4, [x19, x30, lsl #3]
	add x19, sp, #1792
	str d3, [x19, x30, lsl #3]
	fdiv d3, d4, d0
	str d3, [x6, x30, lsl #3]
	mov x24, x23
	mov x19, x22
.LBB_649:
	cbz w21, .LBB_658
.LBB_650:
	mov x22, x19
.LBB_651:
	cbz x24, .LBB_625
	ldr x19, [x24]
	cmp x19, x17
	b.ne .LBB_625
	mov x23, #0
	mov w21, #2
	mov x19, x24
	tbnz w7, #0, .LBB_673
.LBB_654:
	ldr x24, [x19, #8]
	cbz x11, .LBB_647
	cmp x24, #15
	b.hi .LBB_751
	mov x30, x24
	add x19, x20, x24, lsl #3
	movi v3.2d, #0000000000000000
	mov x24, x15
	mov w25, #1
	movi v4.2d, #0000000000000000
.LBB_657:
	ucvtf d5, x25
	ldr d6, [x19], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x25, x25, #1
	subs x24, x24, #128
	b.ne .LBB_657
	b .LBB_648
.LBB_658:
	ldr x21, [sp, #712]
	cmp x19, x21
	b.eq .LBB_650
	mov x22, x19
	ldr x21, [x22], #16
	cmp x21, x17
	b.ne .LBB_651
	mov w21, #0
	mov x23, x24
	tbz w7, #0, .LBB_654
	b .LBB_673
.LBB_661:
	ldr x8, [sp, #160]
	cbz x8, .LBB_663
	lsl x1, x8, #4
	ldr x0, [sp, #592]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_663:
	mov w8, #16400
	ldr x9, [sp, #344]
	add x9, x9, x8
	str x9, [sp, #344]
	ldr x8, [sp, #352]
	mov x9, #-16400
	add x8, x8, x9
	str x8, [sp, #352]
	ldr x8, [sp, #544]
	str x8, [sp, #736]
	ldr x9, [sp, #336]
	ldp x15, x13, [sp, #8]
	mov w14, #14350
	mov w16, #9225
	ldr x17, [sp]
	cbnz x9, .LBB_121
	b .LBB_665
.LBB_664:
	sub x2, x29, #81
	ldr x0, [sp, #592]
	ldr x1, [sp, #584]
	bl core::slice::sort::unstable::ipnsort
	b .LBB_278
.LBB_665:
	mov w8, #40
	ldr x9, [sp, #368]
	str x9, [sp, #1792]
	str x9, [sp, #1800]
	madd x8, x24, x8, x9
	ldr x21, [sp, #176]
	str x21, [sp, #1808]
	str x8, [sp, #1816]
	str x25, [sp, #1824]
	str x23, [sp, #1832]
	add x8, sp, #928
	str x8, [sp, #1840]
	add x1, sp, #1792
	ldr x0, [sp, #560]
	bl alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	add x0, sp, #1464
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #1440
	bl core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	ldr x8, [sp, #1416]
	cbz x8, .LBB_668
	ldr x0, [sp, #1424]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_668:
	add x0, sp, #1024
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	add x0, sp, #1000
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
	add x0, sp, #936
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	add sp, sp, #2128
	ldp x20, x19, [sp, #144]
	ldp x22, x21, [sp, #128]
	ldp x24, x23, [sp, #112]
	ldp x26, x25, [sp, #96]
	ldp x28, x27, [sp, #80]
	ldp x29, x30, [sp, #64]
	ldp d9, d8, [sp, #48]
	ldp d11, d10, [sp, #32]
	ldp d13, d12, [sp, #16]
	ldr d14, [sp], #160
	ret
.LBB_670:
	mov w0, #8
	mov w1, #728
	bl alloc::alloc::handle_alloc_error
	b .LBB_784
.LBB_671:
	mov x19, x9
	cmp x20, x9
	csel x1, x20, x24, hs
	b .LBB_674
.LBB_672:
	mov x19, x18
	cmp x20, x18
	csel x1, x20, x22, hs
	mov x0, x21
	b .LBB_674
.LBB_673:
	mov x19, x27
	cmp x3, x27
	csel x1, x3, x5, hs
	mov x0, x4
.LBB_674:
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
.LBB_675:
	mov x2, x19
	bl core::slice::index::slice_index_fail
	b .LBB_784
.LBB_676:
	mov x0, #0
	mov w19, #1025
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	b .LBB_675
.LBB_677:
	adrp x0, .Lanon.3
	add x0, x0, :lo12:.Lanon.3
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	mov w1, #19
	bl core::panicking::panic_fmt
	b .LBB_784
.LBB_678:
	str x24, [sp, #1440]
	ldr x8, [sp, #400]
	str x8, [sp, #1448]
	ldr x8, [sp, #816]
	lsl x19, x8, #3
	str x24, [sp, #1456]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	str x0, [sp, #368]
	cbz x0, .LBB_783
	subs x8, x24, #1
	b.ne .LBB_681
	mov w8, #1
	str x8, [sp, #176]
	ldr x9, [sp, #368]
	b .LBB_684
.LBB_681:
	movi v0.2d, #0000000000000000
	ldr x9, [sp, #368]
.LBB_682:
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	add x9, x9, #40
	subs x8, x8, #1
	b.ne .LBB_682
	str x24, [sp, #176]
.LBB_684:
	strb wzr, [x9, #32]
	movi v0.2d, #0000000000000000
	stp q0, q0, [x9]
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.eq .LBB_118
.LBB_685:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x19, #8]
	mov w8, #1
	strb w8, [x19, #16]
	ldr x24, [sp, #720]
	ldp x25, x23, [sp, #496]
	ldr x26, [sp, #576]
	add x27, sp, #1464
	b .LBB_119
.LBB_687:
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	adrp x0, .Lanon.6
	add x0, x0, :lo12:.Lanon.6
	mov w1, #25
	b .LBB_694
.LBB_688:
	mov w0, #8
	mov w1, #632
	bl alloc::alloc::handle_alloc_error
	b .LBB_784
.LBB_689:
	adrp x0, .Lanon.7
	add x0, x0, :lo12:.Lanon.7
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	mov w1, #32
	bl core::panicking::panic
	b .LBB_784
.LBB_690:
	mov x0, x5
	ldr x19, [sp, #584]
	mov x1, x19
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	b .LBB_675
.LBB_691:
	mov x19, x26
	adrp x2, .Lanon.10
	add x2, x2, :lo12:.Lanon.10
	b .LBB_701
.LBB_692:
	mov x19, x20
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
	b .LBB_701
.LBB_693:
	adrp x0, .Lanon.12
	add x0, x0, :lo12:.Lanon.12
	mov w1, #39
	adrp x2, .Lanon.13
	add x2, x2, :lo12:.Lanon.13
.LBB_694:
	bl core::panicking::panic
	b .LBB_784
.LBB_695:
	mov w0, #8
	mov w1, #728
	bl alloc::alloc::handle_alloc_error
	b .LBB_784
.LBB_696:
	adrp x0, .Lanon.14
	add x0, x0, :lo12:.Lanon.14
	bl core::option::unwrap_failed
	b .LBB_784
.LBB_697:
	mov x1, x25
	mov x19, x25
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	b .LBB_675
.LBB_698:
	mov x1, x26
	mov x19, x26
	adrp x3, .Lanon.9
	add x3, x3, :lo12:.Lanon.9
	b .LBB_675
.LBB_699:
	adrp x2, .Lanon.15
	add x2, x2, :lo12:.Lanon.15
	ldr x19, [sp, #904]
	b .LBB_701
.LBB_700:
	mov x19, x26
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
.LBB_701:
	add x24, x25, x27
.LBB_702:
	mov x0, x24
	mov x1, x19
	bl core::panicking::panic_bounds_check
	b .LBB_784
.LBB_703:
	adrp x3, .Lanon.17
	add x3, x3, :lo12:.Lanon.17
	mov x2, x1
	bl core::slice::index::slice_index_fail
	b .LBB_784
.LBB_704:
	mov x0, x26
	mov x19, x9
	mov x1, x9
	b .LBB_710
.LBB_705:
	mov x1, x26
	b .LBB_707
.LBB_706:
	mov x1, x8
.LBB_707:
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	mov x19, x9
	b .LBB_675
.LBB_708:
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_675
.LBB_709:
	mov x0, x1
	mov x1, x19
.LBB_710:
	adrp x3, .Lanon.19
	add x3, x3, :lo12:.Lanon.19
	b .LBB_675
.LBB_711:
	mov x1, x10
	adrp x3, .Lanon.18
	add x3, x3, :lo12:.Lanon.18
	b .LBB_675
.LBB_712:
	cmp x22, #21
	b.hs .LBB_781
	mov x8, #0
	mov w9, #56
	madd x9, x22, x9, x19
	add x11, x19, #56
	mov x12, x19
	b .LBB_717
.LBB_714:
	mov x12, x19
.LBB_715:
	str x11, [x12]
	ldr q0, [sp, #1792]
	stur q0, [x12, #8]
	ldr q0, [sp, #1808]
	stur q0, [x12, #24]
	ldr q0, [sp, #1824]
	stur q0, [x12, #40]
.LBB_716:
	add x11, x10, #56
	add x8, x8, #56
	mov x12, x10
	cmp x11, x9
	b.eq .LBB_723
.LBB_717:
	mov x10, x11
	ldr x11, [x12, #56]
	ldr x13, [x12]
	cmp x11, x13
	b.hs .LBB_716
	ldp q0, q1, [x12, #64]
	str q0, [sp, #1792]
	str q1, [sp, #1808]
	ldr q0, [x12, #96]
	str q0, [sp, #1824]
	mov x12, x8
.LBB_719:
	add x13, x19, x12
	ldp q0, q1, [x13]
	stur q0, [x13, #56]
	stur q1, [x13, #72]
	ldr q0, [x13, #32]
	stur q0, [x13, #88]
	ldr x14, [x13, #48]
	str x14, [x13, #104]
	cbz x12, .LBB_714
	ldur x13, [x13, #-56]
	sub x12, x12, #56
	cmp x11, x13
	b.lo .LBB_719
	add x12, x19, x12
	add x12, x12, #56
	b .LBB_715
.LBB_722:
	mov w0, #8
	mov w1, #632
	bl alloc::alloc::handle_alloc_error
	b .LBB_784
.LBB_723:
	ldr x19, [sp, #1288]
	ldr x22, [sp, #1296]
	b .LBB_38
.LBB_724:
	mov x27, x0
	mov w19, #1025
	adrp x2, .Lanon.20
	add x2, x2, :lo12:.Lanon.20
	b .LBB_780
.LBB_725:
	adrp x2, .Lanon.21
	add x2, x2, :lo12:.Lanon.21
	b .LBB_780
.LBB_726:
	mov x19, x8
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	b .LBB_780
.LBB_727:
	adrp x2, .Lanon.23
	add x2, x2, :lo12:.Lanon.23
	mov x27, x24
	b .LBB_780
.LBB_728:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	b .LBB_780
.LBB_729:
	mov x27, x0
	mov x19, x23
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	b .LBB_780
.LBB_730:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	adrp x3, .Lanon.27
	add x3, x3, :lo12:.Lanon.27
	adrp x4, .Lanon.28
	add x4, x4, :lo12:.Lanon.28
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_731:
	mov x27, x20
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	b .LBB_780
.LBB_732:
	mov x27, #-1
	adrp x2, .Lanon.23
	add x2, x2, :lo12:.Lanon.23
	b .LBB_780
.LBB_733:
	ldr x19, [sp, #752]
	adrp x2, .Lanon.30
	add x2, x2, :lo12:.Lanon.30
	b .LBB_702
.LBB_734:
	mov x27, x0
	mov x19, x23
	adrp x2, .Lanon.31
	add x2, x2, :lo12:.Lanon.31
	b .LBB_780
.LBB_735:
	adrp x2, .Lanon.32
	add x2, x2, :lo12:.Lanon.32
	ldr x1, [sp, #504]
	bl core::panicking::panic_bounds_check
	b .LBB_784
.LBB_736:
	mov x27, x21
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	b .LBB_780
.LBB_737:
	mov x27, x4
	adrp x2, .Lanon.29
	add x2, x2, :lo12:.Lanon.29
	b .LBB_780
.LBB_738:
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	mov x27, x7
	b .LBB_780
.LBB_739:
	mov w19, #16
	adrp x2, .Lanon.33
	add x2, x2, :lo12:.Lanon.33
	mov x27, x12
	b .LBB_780
.LBB_740:
	mov w19, #16
	adrp x2, .Lanon.34
	add x2, x2, :lo12:.Lanon.34
	b .LBB_780
.LBB_741:
	mov x24, x11
	mov x19, x12
	adrp x2, .Lanon.35
	add x2, x2, :lo12:.Lanon.35
	b .LBB_702
.LBB_742:
	mov x24, x11
	adrp x2, .Lanon.36
	add x2, x2, :lo12:.Lanon.36
	b .LBB_702
.LBB_743:
	adrp x2, .Lanon.37
	add x2, x2, :lo12:.Lanon.37
	mov x24, x0
	b .LBB_702
.LBB_744:
	mov x24, x8
	adrp x2, .Lanon.38
	add x2, x2, :lo12:.Lanon.38
	b .LBB_702
.LBB_745:
	adrp x2, .Lanon.39
	add x2, x2, :lo12:.Lanon.39
	mov x24, x12
	b .LBB_702
.LBB_746:
	adrp x0, .Lanon.40
	add x0, x0, :lo12:.Lanon.40
	bl core::option::unwrap_failed
	b .LBB_784
.LBB_747:
	mov x24, x19
	adrp x2, .Lanon.41
	add x2, x2, :lo12:.Lanon.41
	b .LBB_702
.LBB_748:
	mov x24, x21
	mov x19, x21
	adrp x2, .Lanon.42
	add x2, x2, :lo12:.Lanon.42
	b .LBB_702
.LBB_749:
	mov x27, x19
	adrp x2, .Lanon.43
	add x2, x2, :lo12:.Lanon.43
	b .LBB_780
.LBB_750:
	mov w19, #16
	adrp x2, .Lanon.33
	add x2, x2, :lo12:.Lanon.33
	mov x27, x10
	b .LBB_780
.LBB_751:
	mov w19, #16
	adrp x2, .Lanon.33
	add x2, x2, :lo12:.Lanon.33
	mov x27, x24
	b .LBB_780
.LBB_752:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	adrp x3, .Lanon.27
	add x3, x3, :lo12:.Lanon.27
	adrp x4, .Lanon.28
	add x4, x4, :lo12:.Lanon.28
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_784
.LBB_753:
	mov w19, #16
	adrp x2, .Lanon.34
	add x2, x2, :lo12:.Lanon.34
	mov x27, x30
	b .LBB_780
.LBB_754:
	adrp x0, .Lanon.44
	add x0, x0, :lo12:.Lanon.44
	adrp x2, .Lanon.45
	add x2, x2, :lo12:.Lanon.45
	mov w1, #22
	bl core::option::expect_failed
	b .LBB_784
.LBB_755:
	adrp x0, .Lanon.26
	add x0, x0, :lo12:.Lanon.26
	adrp x3, .Lanon.27
	add x3, x3, :lo12:.Lanon.27
	adrp x4, .Lanon.28
	add x4, x4, :lo12:.Lanon.28
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_784
.LBB_756:
	adrp x2, .Lanon.46
	add x2, x2, :lo12:.Lanon.46
	b .LBB_780
.LBB_757:
	mov x27, #0
	mov x19, #0
	adrp x2, .Lanon.47
	add x2, x2, :lo12:.Lanon.47
	b .LBB_780
.LBB_758:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_784
.LBB_759:
	mov w0, #2
	mov w1, #32800
	bl alloc::raw_vec::handle_error
	b .LBB_784
.LBB_760:
	ldr x19, [sp, #176]
	adrp x2, .Lanon.48
	add x2, x2, :lo12:.Lanon.48
	b .LBB_702
.LBB_761:
	mov x27, #0
	mov x19, #0
	adrp x2, .Lanon.49
	add x2, x2, :lo12:.Lanon.49
	b .LBB_780
.LBB_762:
	mov w27, #1024
	mov x19, x8
	adrp x2, .Lanon.50
	add x2, x2, :lo12:.Lanon.50
	b .LBB_780
.LBB_763:
	mov w0, #8
	mov x1, x22
	bl alloc::raw_vec::handle_error
	b .LBB_784
.LBB_764:
	mov w27, #5
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_765:
	mov w27, #11
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_766:
	mov w27, #6
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_767:
	mov w27, #1
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_768:
	mov w27, #12
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_769:
	mov w27, #7
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_770:
	mov x27, #0
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_771:
	mov w27, #2
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_772:
	mov w27, #13
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_773:
	mov w27, #8
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_774:
	mov w27, #3
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_775:
	mov w27, #14
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_776:
	mov w27, #9
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_777:
	mov w27, #4
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_778:
	mov w27, #15
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
	b .LBB_780
.LBB_779:
	mov w27, #10
	adrp x2, .Lanon.51
	add x2, x2, :lo12:.Lanon.51
.LBB_780:
	mov x0, x27
	mov x1, x19
	bl core::panicking::panic_bounds_check
	b .LBB_784
.LBB_781:
	add x2, sp, #1792
	mov x0, x19
	mov x1, x22
	bl core::slice::sort::stable::driftsort_main
	b .LBB_38
.LBB_782:
	mov w0, #8
	mov w1, #64
	bl alloc::raw_vec::handle_error
	b .LBB_784
.LBB_783:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
.LBB_784:
	brk #0x1
	b .LBB_811
	b .LBB_821
	mov x19, x0
	b .LBB_825
	mov x19, x0
	ldr x21, [sp, #720]
	b .LBB_828
	mov x19, x0
	ldr x8, [sp, #1792]
	cbz x8, .LBB_824
	ldr x0, [sp, #1800]
	lsl x1, x8, #4
	b .LBB_823
	mov x19, x0
	add x0, sp, #1464
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	b .LBB_827
	mov x19, x0
	b .LBB_840
	mov x19, x0
	b .LBB_842
	mov x19, x0
	mov x0, x22
	mov w1, #16400
	mov w2, #1
	bl __rustc::__rust_dealloc
	b .LBB_796
	mov x19, x0
.LBB_796:
	ldr x8, [sp, #1664]
	cbz x8, .LBB_799
	ldr x0, [sp, #1672]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_799
	mov x19, x0
.LBB_799:
	ldr x8, [sp, #1576]
	cbz x8, .LBB_802
	ldr x0, [sp, #1584]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_802
	mov x19, x0
.LBB_802:
	ldr x8, [sp, #1464]
	cbz x8, .LBB_843
	ldr x0, [sp, #1472]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_843
	mov x19, x0
	b .LBB_843
	mov x19, x0
	cbz x20, .LBB_838
	b .LBB_847
	b .LBB_853
	brk #0x1
	mov x19, x0
	ldr x8, [sp, #1024]
	ldr x9, [sp, #1032]
	str x9, [x8]
	add x0, sp, #1664
	bl core::ptr::drop_in_place<alloc::vec::Vec<(usize,kernel_sliding::blocked::RawTile<16_usize>)>>
	ldr x8, [sp, #936]
	cbz x8, .LBB_845
	b .LBB_854
	mov x19, x0
	b .LBB_824
.LBB_811:
	mov x19, x0
	add x0, sp, #1280
	bl core::ptr::drop_in_place<alloc::vec::Vec<(usize,kernel_sliding::blocked::RawTile<16_usize>)>>
	ldr x8, [sp, #936]
	cbz x8, .LBB_845
	b .LBB_854
	b .LBB_821
	mov x0, x20
	mov w1, #728
	mov w2, #8
	bl __rustc::__rust_dealloc
	brk #0x1
	brk #0x1
	b .LBB_821
	b .LBB_818
.LBB_818:
	mov x19, x0
	add x0, sp, #1664
	bl core::ptr::drop_in_place<kernel_sliding::blocked::RawTile<16_usize>>
	add x0, sp, #1792
	bl core::ptr::drop_in_place<alloc::collections::btree::dedup_sorted_iter::DedupSortedIter<usize,kernel_sliding::blocked::RawTile<16_usize>,alloc::vec::into_iter::IntoIter<(usize,kernel_sliding::blocked::RawTile<16_usize>)>>>
	ldr x8, [sp, #936]
	cbz x8, .LBB_845
	b .LBB_854
	brk #0x1
.LBB_821:
	mov x19, x0
	ldr x8, [sp, #160]
	cbz x8, .LBB_824
	lsl x1, x8, #4
	ldr x0, [sp, #592]
.LBB_823:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_824:
	add x0, sp, #1464
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_825:
	ldr x21, [sp, #176]
	cbz x21, .LBB_827
	add x8, x21, x21, lsl #2
	lsl x1, x8, #3
	ldr x0, [sp, #368]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_827:
	cbz x21, .LBB_840
.LBB_828:
	ldr x8, [sp, #400]
	add x20, x8, #8
	mov x22, x21
	b .LBB_830
.LBB_829:
	add x20, x20, #24
	subs x21, x21, #1
	b.eq .LBB_832
.LBB_830:
	ldur x8, [x20, #-8]
	cbz x8, .LBB_829
	ldr x0, [x20]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_829
.LBB_832:
	add x8, x22, x22, lsl #1
	lsl x1, x8, #3
	ldr x0, [sp, #400]
	b .LBB_839
	mov x19, x0
	cbnz x23, .LBB_836
	cbnz x25, .LBB_837
.LBB_835:
	cbz x20, .LBB_838
	b .LBB_847
.LBB_836:
	lsl x1, x23, #3
	mov x0, x27
	mov w2, #8
	bl __rustc::__rust_dealloc
	cbz x25, .LBB_835
.LBB_837:
	lsl x1, x25, #3
	mov x0, x26
	mov w2, #8
	bl __rustc::__rust_dealloc
	cbnz x20, .LBB_847
.LBB_838:
	ldr x0, [sp, #400]
	mov x1, x22
.LBB_839:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_840:
	ldr x8, [sp, #1416]
	cbz x8, .LBB_842
	ldr x0, [sp, #1424]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_842:
	add x0, sp, #1024
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_843:
	add x0, sp, #1000
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::RawTile<16_usize>>>
	ldr x8, [sp, #936]
	cbnz x8, .LBB_854
.LBB_845:
	ldr x8, [sp, #960]
	cbnz x8, .LBB_855
.LBB_846:
	mov x0, x19
	bl _Unwind_Resume
.LBB_847:
	ldr x8, [sp, #400]
	add x21, x8, #8
	b .LBB_849
.LBB_848:
	add x21, x21, #24
	subs x20, x20, #1
	b.eq .LBB_838
.LBB_849:
	ldur x8, [x21, #-8]
	cbz x8, .LBB_848
	ldr x0, [x21]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_848
	bl core::panicking::panic_in_cleanup
.LBB_853:
	mov x19, x0
	ldr x8, [sp, #936]
	cbz x8, .LBB_845
.LBB_854:
	ldr x0, [sp, #944]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #960]
	cbz x8, .LBB_846
.LBB_855:
	ldr x0, [sp, #968]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x19
	bl _Unwind_Resume
