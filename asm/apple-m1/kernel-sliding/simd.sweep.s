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
	sub sp, sp, #2144
	str xzr, [sp]
	mov x19, x1
	add x23, sp, #1808
	add x26, sp, #880
	ldp x25, x24, [x1, #16]
	add x8, x24, x24, lsl #1
	str x8, [sp, #656]
	lsl x20, x8, #4
	add x8, x25, x20
	stp x8, x0, [sp, #496]
	mov w8, #1025
	dup v0.2d, x8
	str q0, [sp, #784]
	mov x22, x20
	mov x21, x25
.LBB_1:
	cbz x22, .LBB_9
	add x0, sp, #880
	mov x1, x21
	bl kernel_sliding::raw_lengths
	ldp q1, q0, [sp, #880]
	ldr q2, [sp, #784]
	cmhi v0.2d, v0.2d, v2.2d
	cmhi v1.2d, v1.2d, v2.2d
	uzp1 v0.4s, v1.4s, v0.4s
	umaxv s0, v0.4s
	fmov w8, s0
	tbnz w8, #0, .LBB_8
	ldr x8, [sp, #912]
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #16]
	tbnz x8, #63, .LBB_643
	cmp x8, #1025
	b.hi .LBB_8
	ldr x8, [x21, #24]
	tbnz x8, #63, .LBB_643
	add x21, x21, #48
	sub x22, x22, #48
	cmp x8, #1026
	b.lo .LBB_1
.LBB_8:
	ldr x8, [sp, #504]
	mov x0, x19
	add sp, sp, #2144
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
	mov x21, x25
	ldp x1, x25, [x19]
	str x25, [sp, #808]
	add x0, sp, #816
	stur x1, [x29, #-56]
	mov x2, x25
	mov x3, x21
	mov x4, x24
	bl kernel_sliding::grid_for
	str x21, [sp, #488]
	cbz x24, .LBB_22
	add x8, sp, #880
	add x0, x8, #8
	mov x1, x21
	bl kernel_sliding::raw_lengths
	add x8, sp, #880
	add x8, x8, #8
	ldp q0, q1, [sp, #896]
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
	ldr x8, [sp, #488]
	add x19, x8, #48
	sub x8, x20, #48
	mov x9, #-6148914691236517206
	movk x9, #43691
	umulh x8, x8, x9
	lsr x22, x8, #5
.LBB_13:
	add x0, sp, #880
	mov x1, x19
	bl kernel_sliding::raw_lengths
	ldp q1, q0, [sp, #880]
	ldr x8, [sp, #912]
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
	ldr x8, [sp, #488]
	ldr x8, [x8, #16]
	tbnz x8, #63, .LBB_653
	ldr x10, [sp, #488]
	ldr x10, [x10, #24]
	tbnz x10, #63, .LBB_653
	sub x9, x21, x9
	str x9, [sp, #456]
	cmp x10, x8
	csel x8, x10, x8, hi
	cmp x24, #1
	b.eq .LBB_23
	sub x9, x20, #48
	mov x10, #-6148914691236517206
	movk x10, #43691
	umulh x9, x9, x10
	lsr x9, x9, #5
	ldr x10, [sp, #488]
	add x10, x10, #72
.LBB_19:
	ldur x11, [x10, #-8]
	tbnz x11, #63, .LBB_653
	ldr x12, [x10], #48
	tbnz x12, #63, .LBB_653
	cmp x12, x11
	csel x11, x12, x11, hi
	cmp x8, x11
	csel x8, x8, x11, hi
	subs x9, x9, #1
	b.ne .LBB_19
	b .LBB_23
.LBB_22:
	str xzr, [sp, #456]
.LBB_23:
	cmp x8, #0
	cset w9, ne
	sub x8, x8, x9
	cmp x24, #0
	csel x19, xzr, x8, eq
	str x19, [sp, #872]
	movi v0.2d, #0000000000000000
	stp q0, q0, [x26, #304]
	stp q0, q0, [x26, #336]
	stp q0, q0, [x26, #368]
	stp q0, q0, [x26, #400]
	stp q0, q0, [x26, #96]
	stp q0, q0, [x26, #64]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	add x0, sp, #1592
	add x1, sp, #880
	add x2, x19, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	stp q0, q0, [x26, #96]
	stp q0, q0, [x26, #64]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	add x0, sp, #1680
	add x1, sp, #880
	add x2, x19, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	add x8, sp, #1337
	ldur q0, [x8, #255]
	str q0, [x26, #928]
	ldr x8, [sp, #1608]
	ldr q0, [x26, #800]
	stur q0, [x23, #24]
	ldr x9, [sp, #1696]
	str x8, [sp, #1824]
	str x9, [sp, #1848]
	movi v0.2d, #0000000000000000
	stp q0, q0, [x26, #96]
	stp q0, q0, [x26, #64]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	add x0, sp, #1392
	add x1, sp, #880
	add x2, x19, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	stp q0, q0, [x26, #96]
	stp q0, q0, [x26, #64]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	add x0, sp, #1592
	add x1, sp, #880
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	movi v0.2d, #0000000000000000
	stp q0, q0, [x26, #96]
	stp q0, q0, [x26, #64]
	stp q0, q0, [sp, #912]
	stp q0, q0, [sp, #880]
	add x0, sp, #1680
	add x1, sp, #880
	mov w2, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #16400
	mov w1, #1
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_658
	mov x21, x0
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #32800
	mov w1, #2
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_659
	add x8, sp, #880
	add x8, x8, #168
	movi v0.2d, #0000000000000000
	stp q0, q0, [x8, #96]
	str x8, [sp, #520]
	stur q0, [x26, #248]
	stur q0, [x26, #232]
	stur q0, [x26, #216]
	stur q0, [x26, #200]
	stur q0, [x26, #184]
	stur q0, [x26, #168]
	add x8, sp, #1808
	ldp q0, q1, [x8]
	stp q0, q1, [sp, #880]
	add x22, sp, #1808
	ldr q0, [x8, #32]
	ldr q1, [x26, #512]
	stp q0, q1, [sp, #912]
	ldr x8, [sp, #1408]
	ldr x9, [sp, #1608]
	str x8, [sp, #944]
	str x9, [sp, #968]
	add x8, sp, #1337
	ldur q0, [x8, #255]
	stur q0, [x26, #72]
	ldr x8, [sp, #1696]
	ldr q0, [x26, #800]
	str q0, [x26, #96]
	mov w9, #1025
	str x8, [sp, #992]
	str x9, [sp, #1000]
	adrp x8, .LCPI_0
	ldr q0, [x8, :lo12:.LCPI_0]
	stur q0, [x26, #136]
	str x21, [sp, #1008]
	str x0, [sp, #1032]
	mov w8, #16
	str x8, [sp, #1040]
	add x0, sp, #1320
	add x1, sp, #1184
	ldr x8, [sp, #456]
	add x2, x8, #1025
	bl <T as alloc::vec::spec_from_elem::SpecFromElem>::from_elem
	mov w8, #280
	mul x19, x24, x8
	mov x8, #20597
	movk x8, #29959, lsl #16
	movk x8, #1872, lsl #32
	movk x8, #117, lsl #48
	cmp x24, x8
	b.ls .LBB_34
	mov x21, #0
.LBB_33:
	mov x0, x21
	mov x1, x19
	bl alloc::raw_vec::handle_error
	b .LBB_684
.LBB_34:
	add x8, x24, x24, lsl #2
	str x8, [sp, #640]
	cbz x19, .LBB_37
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w21, #8
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_33
	add x8, x24, x24, lsl #2
	b .LBB_38
.LBB_37:
	mov x8, #0
	mov w0, #8
.LBB_38:
	str x8, [sp, #1592]
	str x0, [sp, #1600]
	add x8, sp, #1592
	add x8, x8, #16
	str xzr, [sp, #1608]
	str x8, [sp, #1680]
	str xzr, [sp, #1688]
	add x9, sp, #872
	str x0, [sp, #1696]
	str x9, [sp, #1704]
	cbz x24, .LBB_44
	add x20, sp, #1808
	adrp x8, .LCPI_1
	ldr q0, [x8, :lo12:.LCPI_1]
	str q0, [sp, #784]
	ldr x19, [sp, #488]
	mov x21, x24
.LBB_40:
	add x0, x20, #16
	mov x1, x19
	bl kernel_sliding::raw_lengths
	ldr q0, [sp, #784]
	str q0, [x22]
	add x0, sp, #1680
	add x1, sp, #1808
	bl <core::iter::adapters::flatten::FlattenCompat<I,U> as core::iter::traits::iterator::Iterator>::fold::flatten::{{closure}}
	add x19, x19, #48
	subs x21, x21, #1
	b.ne .LBB_40
	ldr x8, [sp, #1680]
	ldr x9, [sp, #1688]
	b .LBB_45
.LBB_44:
	mov x9, #0
.LBB_45:
	str x9, [x8]
	add x8, sp, #1337
	ldur q0, [x8, #255]
	str q0, [x26, #512]
	ldr x22, [sp, #1608]
	str x22, [sp, #1408]
	str x24, [sp, #464]
	str x25, [sp, #344]
	cbz x22, .LBB_93
	ldr x19, [sp, #1400]
	cmp x22, #1
	b.ne .LBB_625
.LBB_47:
	ldr x20, [sp, #1392]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #632
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_635
	str xzr, [sp, #784]
	str xzr, [sp, #680]
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	mov w8, #56
	madd x24, x22, x8, x19
	mov x8, #-9223372036854775807
	add x26, sp, #1808
	str x8, [sp, #1816]
	str x19, [sp, #1864]
	str x19, [sp, #1872]
	str x20, [sp, #1880]
	str x24, [sp, #1888]
	mov x20, #-9223372036854775808
	mov x25, #-9223372036854775807
	str x0, [sp, #688]
	mov x22, x0
	b .LBB_51
.LBB_49:
	add x9, sp, #1337
	ldur q0, [x9, #255]
	add x9, sp, #1353
	ldur q1, [x9, #255]
	add x10, sp, #880
	stp q0, q1, [x10, #800]
	add x9, sp, #1369
	ldur q0, [x9, #255]
	str q0, [x10, #832]
	add w9, w8, #1
	strh w9, [x22, #626]
	add x9, x22, x8, lsl #3
	ldr x11, [sp, #776]
	str x11, [x9, #536]
	mov w9, #48
	umaddl x8, w8, w9, x22
	ldp q0, q1, [x10, #800]
	ldr q2, [x10, #832]
	stp q1, q2, [x8, #16]
	str q0, [x8]
.LBB_50:
	ldr x8, [sp, #784]
	add x8, x8, #1
	str x8, [sp, #784]
.LBB_51:
	mov x8, #-9223372036854775807
	cmp x25, x8
	b.ne .LBB_54
	cmp x19, x24
	b.eq .LBB_65
	add x11, x19, #56
	str x11, [sp, #1872]
	ldp x27, x10, [x19]
	ldp x0, x9, [x19, #16]
	ldp x21, x23, [x19, #32]
	ldr x8, [x19, #48]
	cmp x10, x20
	b.ne .LBB_55
	b .LBB_66
.LBB_54:
	ldr x0, [sp, #1824]
	ldr x9, [sp, #1832]
	ldr x21, [sp, #1840]
	ldr x23, [sp, #1848]
	mov x11, x19
	mov x10, x25
	mov x27, x28
	ldr x8, [sp, #1856]
	cmp x25, x20
	b.eq .LBB_66
.LBB_55:
	cmp x11, x24
	b.eq .LBB_62
	add x19, x11, #56
	str x19, [sp, #1872]
	ldp x28, x25, [x11]
	ldp q0, q1, [x11, #16]
	ldr x11, [x11, #48]
	stur x11, [x26, #48]
	stp q0, q1, [x26, #16]
	cmp x25, x20
	b.eq .LBB_63
	cmp x27, x28
	b.ne .LBB_63
	cbz x10, .LBB_60
	lsl x1, x10, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_60:
	mov x28, x27
	cbz x21, .LBB_51
	lsl x1, x21, #3
	mov x0, x23
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x28, x27
	b .LBB_51
.LBB_62:
	mov x25, #-9223372036854775808
	str x28, [sp, #1808]
	str x25, [sp, #1816]
	mov x19, x24
	b .LBB_64
.LBB_63:
	str x25, [sp, #1816]
	str x28, [sp, #1808]
.LBB_64:
	add x12, sp, #1496
	stur x10, [x29, #-144]
	str x27, [sp, #776]
	str x8, [x12]
	ldur x8, [x29, #-144]
	cmp x8, x20
	b.ne .LBB_67
	b .LBB_83
.LBB_65:
	mov x11, x24
.LBB_66:
	mov x25, #-9223372036854775807
	str x25, [sp, #1816]
	str x28, [sp, #1808]
	mov x8, #-9223372036854775808
	sub x12, x29, #144
	mov x19, x11
	ldr x23, [sp, #752]
	ldr x21, [sp, #736]
	ldr x9, [sp, #728]
	ldr x0, [sp, #704]
	str x8, [x12]
	ldur x8, [x29, #-144]
	cmp x8, x20
	b.eq .LBB_83
.LBB_67:
	str x8, [sp, #1592]
	str x0, [sp, #1600]
	str x9, [sp, #1608]
	str x21, [sp, #1616]
	ldr x8, [sp, #1496]
	str x23, [sp, #1624]
	str x8, [sp, #1632]
	ldrh w8, [x22, #626]
	cmp w8, #11
	str x23, [sp, #752]
	str x21, [sp, #736]
	str x9, [sp, #728]
	str x0, [sp, #704]
	b.lo .LBB_49
	mov x27, #0
.LBB_69:
	ldr x22, [x22, #528]
	cbz x22, .LBB_72
	add x27, x27, #1
	ldrh w8, [x22, #626]
	cmp w8, #11
	b.hs .LBB_69
	ldr x23, [sp, #688]
	b .LBB_75
.LBB_72:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #728
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_614
	mov x23, x0
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	ldr x8, [sp, #688]
	str x8, [x0, #632]
	ldr x27, [sp, #680]
	adds x27, x27, #1
	b.hs .LBB_615
	str x23, [x8, #528]
	strh wzr, [x8, #624]
	mov x22, x23
	str x27, [sp, #680]
.LBB_75:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #632
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_606
	mov x21, x0
	str x23, [sp, #688]
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	sub x23, x27, #1
	cbz x23, .LBB_79
.LBB_77:
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #728
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_587
	str xzr, [x0, #528]
	strh wzr, [x0, #626]
	str x21, [x0, #632]
	str x0, [x21, #528]
	strh wzr, [x21, #624]
	mov x21, x0
	subs x23, x23, #1
	b.ne .LBB_77
.LBB_79:
	ldrh w8, [x22, #626]
	cmp w8, #10
	ldr x11, [sp, #688]
	b.hi .LBB_607
	add w9, w8, #1
	strh w9, [x22, #626]
	add x9, x22, x8, lsl #3
	ldr x10, [sp, #776]
	str x10, [x9, #536]
	mov w9, #48
	umaddl x9, w8, w9, x22
	add x10, sp, #1337
	ldur q0, [x10, #255]
	str q0, [x9]
	add x10, sp, #1353
	ldur q0, [x10, #255]
	str q0, [x9, #16]
	add x10, sp, #1369
	ldur q0, [x10, #255]
	str q0, [x9, #32]
	add x8, x8, #1
	add x9, x22, x8, lsl #3
	str x21, [x9, #632]
	str x22, [x21, #528]
	strh w8, [x21, #624]
	cbz x27, .LBB_82
.LBB_81:
	ldrh w8, [x22, #626]
	add x8, x22, x8, lsl #3
	ldr x22, [x8, #632]
	subs x27, x27, #1
	b.ne .LBB_81
.LBB_82:
	str x11, [sp, #688]
	b .LBB_50
.LBB_83:
	add x0, sp, #1808
	bl core::ptr::drop_in_place<alloc::collections::btree::dedup_sorted_iter::DedupSortedIter<usize,kernel_sliding::blocked::Carry,alloc::vec::into_iter::IntoIter<(usize,kernel_sliding::blocked::Carry)>>>
	add x26, sp, #880
	ldr x8, [sp, #680]
	cbz x8, .LBB_92
	mov w9, #5
	ldr x24, [sp, #688]
	ldr x20, [sp, #680]
	b .LBB_87
.LBB_85:
	mov w9, #5
.LBB_86:
	mov x24, x25
	sub x20, x20, #1
	cbz x20, .LBB_92
.LBB_87:
	ldrh w8, [x24, #626]
	cbz w8, .LBB_603
	sub x27, x8, #1
	add x23, x24, x27, lsl #3
	ldr x25, [x23, #640]
	ldrh w19, [x25, #626]
	cmp w19, #5
	b.hs .LBB_86
	ldr x21, [x23, #632]
	ldrh w22, [x21, #626]
	sub x28, x9, x19
	cmp w28, w22
	b.hi .LBB_608
	sub x26, x22, x28
	strh w26, [x21, #626]
	strh w9, [x25, #626]
	add x8, x25, #536
	add x0, x8, x28, lsl #3
	lsl x2, x19, #3
	add x1, x25, #536
	str x2, [sp, #752]
	bl memmove
	mov w8, #48
	umaddl x0, w28, w8, x25
	add x8, x19, x19, lsl #1
	lsl x2, x8, #4
	mov x1, x25
	bl memmove
	add x9, x26, #1
	sub x22, x22, x9
	add x10, x21, #536
	add x8, x26, #1
	str x8, [sp, #736]
	add x1, x10, x9, lsl #3
	lsl x2, x22, #3
	str x2, [sp, #776]
	add x0, x25, #536
	bl memcpy
	mov w8, #48
	umaddl x19, w26, w8, x21
	add x8, x22, x22, lsl #1
	lsl x22, x8, #4
	add x1, x19, #48
	mov x0, x25
	mov x2, x22
	bl memcpy
	add x8, x21, #536
	ldr x8, [x8, x26, lsl #3]
	add x26, sp, #880
	ldr q0, [x19]
	str q0, [x26, #800]
	ldr q0, [x19, #16]
	str q0, [x26, #816]
	ldr q0, [x19, #32]
	str q0, [x26, #832]
	mov w9, #48
	smaddl x9, w27, w9, x24
	ldr x10, [x23, #536]
	str x8, [x23, #536]
	ldp q0, q1, [x9]
	ldr q2, [x9, #32]
	add x11, sp, #1808
	stp q1, q2, [x11, #16]
	str q0, [x11]
	ldp q0, q1, [x26, #800]
	ldr q2, [x26, #832]
	stp q1, q2, [x9, #16]
	str q0, [x9]
	add x8, x25, #536
	ldr x9, [sp, #776]
	str x10, [x8, x9]
	add x8, x25, x22
	ldr q0, [x11]
	str q0, [x8]
	ldr q0, [x11, #16]
	str q0, [x8, #16]
	ldr q0, [x11, #32]
	str q0, [x8, #32]
	cmp x20, #1
	b.eq .LBB_85
	add x8, x25, #632
	lsl x19, x28, #3
	add x0, x8, x19
	add x1, x25, #632
	ldr x8, [sp, #752]
	add x2, x8, #8
	bl memmove
	ldr x8, [sp, #736]
	add x8, x21, x8, lsl #3
	add x0, x25, #632
	add x1, x8, #632
	mov x2, x19
	bl memcpy
	ldr x8, [x25, #632]
	str x25, [x8, #528]
	strh wzr, [x8, #624]
	ldr x8, [x25, #640]
	str x25, [x8, #528]
	mov w9, #1
	strh w9, [x8, #624]
	ldr x8, [x25, #648]
	str x25, [x8, #528]
	mov w9, #2
	strh w9, [x8, #624]
	ldr x8, [x25, #656]
	str x25, [x8, #528]
	mov w9, #3
	strh w9, [x8, #624]
	ldr x8, [x25, #664]
	str x25, [x8, #528]
	mov w9, #4
	strh w9, [x8, #624]
	ldr x8, [x25, #672]
	str x25, [x8, #528]
	mov w9, #5
	strh w9, [x8, #624]
	b .LBB_85
.LBB_92:
	ldr x8, [sp, #688]
	str x8, [sp, #1344]
	ldr x8, [sp, #680]
	str x8, [sp, #1352]
	ldr x8, [sp, #784]
	str x8, [sp, #1360]
	ldr x24, [sp, #464]
	ldr x25, [sp, #344]
	b .LBB_95
.LBB_93:
	str xzr, [sp, #1344]
	str xzr, [sp, #1360]
	ldr x8, [sp, #1392]
	cbz x8, .LBB_95
	ldr x0, [sp, #1400]
	lsl x9, x8, #6
	sub x1, x9, x8, lsl #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_95:
	cbz x24, .LBB_119
	ldr x8, [sp, #656]
	lsl x21, x8, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x21
	mov w1, #8
	bl __rustc::__rust_alloc
	str x0, [sp, #352]
	cbz x0, .LBB_680
	mov x20, #0
	mov w9, #48
	mov w19, #8
.LBB_98:
	ldr x8, [sp, #488]
	madd x2, x20, x9, x8
	add x0, sp, #1808
	add x1, sp, #816
	bl kernel_sliding::bound::lines
	ldr x28, [sp, #1808]
	ldr x22, [sp, #1816]
	ldr x8, [sp, #1824]
	ldr x27, [sp, #1832]
	ldr x24, [sp, #1840]
	ldr x9, [sp, #1848]
	cmp x9, x8
	csel x23, x9, x8, lo
	lsl x26, x23, #3
	lsr x8, x23, #60
	cbnz x8, .LBB_117
	cbz x23, .LBB_106
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x26
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_118
	mov x25, x0
	cmp x23, #7
	b.hi .LBB_112
	mov x8, #0
	add x26, sp, #880
.LBB_104:
	lsl x11, x8, #3
	add x9, x25, x11
	add x10, x24, x11
	add x11, x22, x11
	sub x8, x23, x8
.LBB_105:
	ldr d0, [x11], #8
	ldr d1, [x10], #8
	fadd d0, d0, d1
	str d0, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_105
	b .LBB_107
.LBB_106:
	mov w25, #8
	add x26, sp, #880
.LBB_107:
	cbz x27, .LBB_109
	lsl x1, x27, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_109:
	cbz x28, .LBB_111
	lsl x1, x28, #3
	mov x0, x22
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_111:
	ldr x8, [sp, #352]
	mov w9, #24
	madd x8, x20, x9, x8
	stp x23, x25, [x8]
	str x23, [x8, #16]
	add x20, x20, #1
	ldr x24, [sp, #464]
	cmp x20, x24
	ldr x25, [sp, #344]
	mov w9, #48
	b.ne .LBB_98
	b .LBB_593
.LBB_112:
	mov x8, #0
	sub x9, x25, x22
	cmp x9, #64
	add x26, sp, #880
	b.lo .LBB_104
	sub x9, x25, x24
	cmp x9, #64
	b.lo .LBB_104
	and x8, x23, #0xffffffffffffff8
	add x9, x22, #32
	add x10, x25, #32
	add x11, x24, #32
	and x12, x23, #0xffffffffffffff8
.LBB_115:
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
	b.ne .LBB_115
	cmp x23, x8
	b.ne .LBB_104
	b .LBB_107
.LBB_117:
	mov x19, #0
.LBB_118:
	mov x0, x19
	mov x1, x26
	bl alloc::raw_vec::handle_error
	b .LBB_684
.LBB_119:
	str xzr, [sp]
	mov w9, #8
	str xzr, [sp, #1368]
	mov w8, #8
	str x8, [sp, #312]
	str x9, [sp, #1376]
	str xzr, [sp, #1384]
	mov w8, #8
	str x8, [sp, #352]
	adrp x0, :tlsdesc:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	ldr x1, [x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL]
	add x0, x0, :tlsdesc_lo12:<std::hash::random::RandomState>::new::KEYS::{K#0}::{closure#1}::__RUST_STD_INTERNAL_VAL
	blr x1
	mrs x8, TPIDR_EL0
	add x19, x8, x0
	ldrb w8, [x19, #16]
	cmp w8, #1
	b.ne .LBB_600
.LBB_120:
	ldp x0, x1, [x19]
.LBB_121:
	add x8, x0, #1
	str x8, [x19]
	ldur x8, [x29, #-56]
	str x8, [sp, #1392]
	str x25, [sp, #1400]
	adrp x8, .Lanon.0
	add x8, x8, :lo12:.Lanon.0
	ldp q0, q1, [x8]
	stp q0, q1, [x26, #528]
	str x0, [sp, #1440]
	str x1, [sp, #1448]
	mov w8, #16400
	str x8, [sp, #1464]
	ldr x9, [sp, #808]
	mov x10, #64513
	movk x10, #49167, lsl #16
	movk x10, #255, lsl #32
	movk x10, #4092, lsl #48
	umulh x10, x9, x10
	lsr x10, x10, #10
	msub x8, x10, x8, x9
	cmp x8, #0
	cinc x8, x10, ne
	ldr x26, [sp, #456]
	str x8, [sp, #168]
	cbz x8, .LBB_582
	mov x19, #0
	add x8, sp, #880
	add x8, x8, #24
	str x8, [sp, #16]
	add x8, sp, #1568
	add x8, x8, #8
	str x8, [sp, #160]
	add x8, sp, #1592
	add x8, x8, #24
	str x8, [sp, #472]
	add x8, sp, #816
	add x8, x8, #48
	str x8, [sp, #776]
	mov w8, #15375
	sub x8, x8, x26
	str x8, [sp, #360]
	mov w8, #14350
	sub x8, x8, x26
	str x8, [sp, #368]
	mov w8, #13325
	sub x8, x8, x26
	str x8, [sp, #376]
	mov w8, #12300
	sub x8, x8, x26
	str x8, [sp, #384]
	mov w8, #11275
	sub x8, x8, x26
	str x8, [sp, #392]
	mov w8, #10250
	sub x8, x8, x26
	str x8, [sp, #400]
	mov w8, #9225
	sub x8, x8, x26
	str x8, [sp, #408]
	mov w8, #8200
	sub x8, x8, x26
	str x8, [sp, #416]
	mov w8, #7175
	sub x8, x8, x26
	str x8, [sp, #424]
	mov w8, #6150
	sub x8, x8, x26
	str x8, [sp, #432]
	mov w8, #5125
	sub x8, x8, x26
	str x8, [sp, #440]
	mov w8, #4100
	sub x8, x8, x26
	str x8, [sp, #448]
	neg x8, x26
	str x8, [sp, #512]
	sub x8, x29, #144
	add x8, x8, #24
	str x8, [sp, #336]
	movi v8.2d, #0000000000000000
	fmov d9, #1.00000000
	fmov d10, #-1.00000000
	movi d11, #0xff00ff00ff00ff
	fmov d12, #3.00000000
.LBB_123:
	str x19, [sp, #1472]
	ldr x10, [sp, #1336]
	str x19, [sp, #176]
	cbz x10, .LBB_174
	mov x8, #0
	ldr x9, [sp, #1328]
	add x10, x9, x10, lsl #7
	ldr x19, [sp, #176]
	b .LBB_126
.LBB_125:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9, #120]
	add x9, x9, #128
	add x8, x8, #1
	cmp x9, x10
	b.eq .LBB_174
.LBB_126:
	add x11, x19, x8
	cmp x11, x26
	b.hs .LBB_142
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9]
	ldr x19, [sp, #1472]
	add x11, x8, x19
	add x12, x11, #1025
	cmp x12, x26
	b.hs .LBB_144
.LBB_128:
	mov x12, #9221120237041090560
	fmov d0, x12
	str d0, [x9, #8]
	add x11, x11, #2050
	cmp x11, x26
	b.hs .LBB_146
.LBB_129:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9, #16]
	add x11, x8, x19
	add x12, x11, #3075
	cmp x12, x26
	b.hs .LBB_148
.LBB_130:
	mov x12, #9221120237041090560
	fmov d0, x12
	str d0, [x9, #24]
	mov w12, #4100
	add x11, x11, x12
	cmp x11, x26
	b.hs .LBB_150
.LBB_131:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9, #32]
	add x11, x8, x19
	mov w12, #5125
	add x12, x11, x12
	cmp x12, x26
	b.hs .LBB_152
.LBB_132:
	mov x12, #9221120237041090560
	fmov d0, x12
	str d0, [x9, #40]
	mov w12, #6150
	add x11, x11, x12
	cmp x11, x26
	b.hs .LBB_154
.LBB_133:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9, #48]
	add x11, x8, x19
	mov w12, #7175
	add x12, x11, x12
	cmp x12, x26
	b.hs .LBB_156
.LBB_134:
	mov x12, #9221120237041090560
	fmov d0, x12
	str d0, [x9, #56]
	mov w12, #8200
	add x11, x11, x12
	cmp x11, x26
	b.hs .LBB_158
.LBB_135:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9, #64]
	add x11, x8, x19
	mov w12, #9225
	add x12, x11, x12
	cmp x12, x26
	b.hs .LBB_160
.LBB_136:
	mov x12, #9221120237041090560
	fmov d0, x12
	str d0, [x9, #72]
	mov w12, #10250
	add x11, x11, x12
	cmp x11, x26
	b.hs .LBB_162
.LBB_137:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9, #80]
	add x11, x8, x19
	mov w12, #11275
	add x12, x11, x12
	cmp x12, x26
	b.hs .LBB_164
.LBB_138:
	mov x12, #9221120237041090560
	fmov d0, x12
	str d0, [x9, #88]
	mov w12, #12300
	add x11, x11, x12
	cmp x11, x26
	b.hs .LBB_166
.LBB_139:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9, #96]
	add x11, x8, x19
	mov w12, #13325
	add x12, x11, x12
	cmp x12, x26
	b.hs .LBB_168
.LBB_140:
	mov x12, #9221120237041090560
	fmov d0, x12
	str d0, [x9, #104]
	mov w12, #14350
	add x11, x11, x12
	cmp x11, x26
	b.hs .LBB_170
.LBB_141:
	mov x11, #9221120237041090560
	fmov d0, x11
	str d0, [x9, #112]
	add x11, x8, x19
	mov w12, #15375
	add x11, x11, x12
	cmp x11, x26
	b.lo .LBB_125
	b .LBB_172
.LBB_142:
	ldr x11, [sp, #512]
	add x11, x11, x19
	add x11, x11, x8
	ldr x12, [sp, #808]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x11, [x29, #-56]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x9]
	ldr x19, [sp, #1472]
	add x11, x8, x19
	add x12, x11, #1025
	cmp x12, x26
	b.lo .LBB_128
.LBB_144:
	ldr x12, [sp, #512]
	add x12, x12, x8
	add x12, x12, x19
	add x12, x12, #1025
	ldr x13, [sp, #808]
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x12, [x29, #-56]
	ldr d0, [x12, x0, lsl #3]
	str d0, [x9, #8]
	add x11, x11, #2050
	cmp x11, x26
	b.lo .LBB_129
.LBB_146:
	ldr x11, [sp, #512]
	add x11, x11, x8
	add x11, x11, x19
	add x11, x11, #2050
	ldr x12, [sp, #808]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x11, [x29, #-56]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x9, #16]
	add x11, x8, x19
	add x12, x11, #3075
	cmp x12, x26
	b.lo .LBB_130
.LBB_148:
	ldr x12, [sp, #512]
	add x12, x12, x8
	add x12, x12, x19
	add x12, x12, #3075
	ldr x13, [sp, #808]
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x12, [x29, #-56]
	ldr d0, [x12, x0, lsl #3]
	str d0, [x9, #24]
	mov w12, #4100
	add x11, x11, x12
	cmp x11, x26
	b.lo .LBB_131
.LBB_150:
	ldr x11, [sp, #448]
	add x11, x11, x8
	add x11, x11, x19
	ldr x12, [sp, #808]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x11, [x29, #-56]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x9, #32]
	add x11, x8, x19
	mov w12, #5125
	add x12, x11, x12
	cmp x12, x26
	b.lo .LBB_132
.LBB_152:
	ldr x12, [sp, #440]
	add x12, x12, x8
	add x12, x12, x19
	ldr x13, [sp, #808]
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x12, [x29, #-56]
	ldr d0, [x12, x0, lsl #3]
	str d0, [x9, #40]
	mov w12, #6150
	add x11, x11, x12
	cmp x11, x26
	b.lo .LBB_133
.LBB_154:
	ldr x11, [sp, #432]
	add x11, x11, x8
	add x11, x11, x19
	ldr x12, [sp, #808]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x11, [x29, #-56]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x9, #48]
	add x11, x8, x19
	mov w12, #7175
	add x12, x11, x12
	cmp x12, x26
	b.lo .LBB_134
.LBB_156:
	ldr x12, [sp, #424]
	add x12, x12, x8
	add x12, x12, x19
	ldr x13, [sp, #808]
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x12, [x29, #-56]
	ldr d0, [x12, x0, lsl #3]
	str d0, [x9, #56]
	mov w12, #8200
	add x11, x11, x12
	cmp x11, x26
	b.lo .LBB_135
.LBB_158:
	ldr x11, [sp, #416]
	add x11, x11, x8
	add x11, x11, x19
	ldr x12, [sp, #808]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x11, [x29, #-56]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x9, #64]
	add x11, x8, x19
	mov w12, #9225
	add x12, x11, x12
	cmp x12, x26
	b.lo .LBB_136
.LBB_160:
	ldr x12, [sp, #408]
	add x12, x12, x8
	add x12, x12, x19
	ldr x13, [sp, #808]
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x12, [x29, #-56]
	ldr d0, [x12, x0, lsl #3]
	str d0, [x9, #72]
	mov w12, #10250
	add x11, x11, x12
	cmp x11, x26
	b.lo .LBB_137
.LBB_162:
	ldr x11, [sp, #400]
	add x11, x11, x8
	add x11, x11, x19
	ldr x12, [sp, #808]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x11, [x29, #-56]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x9, #80]
	add x11, x8, x19
	mov w12, #11275
	add x12, x11, x12
	cmp x12, x26
	b.lo .LBB_138
.LBB_164:
	ldr x12, [sp, #392]
	add x12, x12, x8
	add x12, x12, x19
	ldr x13, [sp, #808]
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x12, [x29, #-56]
	ldr d0, [x12, x0, lsl #3]
	str d0, [x9, #88]
	mov w12, #12300
	add x11, x11, x12
	cmp x11, x26
	b.lo .LBB_139
.LBB_166:
	ldr x11, [sp, #384]
	add x11, x11, x8
	add x11, x11, x19
	ldr x12, [sp, #808]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x11, [x29, #-56]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x9, #96]
	add x11, x8, x19
	mov w12, #13325
	add x12, x11, x12
	cmp x12, x26
	b.lo .LBB_140
.LBB_168:
	ldr x12, [sp, #376]
	add x12, x12, x8
	add x12, x12, x19
	ldr x13, [sp, #808]
	sub x13, x13, #1
	cmp x13, x12
	csel x0, x13, x12, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x12, [x29, #-56]
	ldr d0, [x12, x0, lsl #3]
	str d0, [x9, #104]
	mov w12, #14350
	add x11, x11, x12
	cmp x11, x26
	b.lo .LBB_141
.LBB_170:
	ldr x11, [sp, #368]
	add x11, x11, x8
	add x11, x11, x19
	ldr x12, [sp, #808]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x11, [x29, #-56]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x9, #112]
	add x11, x8, x19
	mov w12, #15375
	add x11, x11, x12
	cmp x11, x26
	b.lo .LBB_125
.LBB_172:
	ldr x11, [sp, #360]
	add x11, x11, x8
	add x11, x11, x19
	ldr x12, [sp, #808]
	sub x12, x12, #1
	cmp x12, x11
	csel x0, x12, x11, lo
	cmp x0, x25
	b.hs .LBB_647
	ldur x11, [x29, #-56]
	ldr d0, [x11, x0, lsl #3]
	str d0, [x9, #120]
	add x9, x9, #128
	add x8, x8, #1
	cmp x9, x10
	b.ne .LBB_126
.LBB_174:
	ldr x8, [sp, #824]
	ldr x9, [sp, #832]
	cbz x9, .LBB_177
	cmp x9, #1
	b.ne .LBB_178
	mov x10, #0
	b .LBB_180
.LBB_177:
	mov x10, x9
	b .LBB_181
.LBB_178:
	mov x10, #0
	mov x11, x9
.LBB_179:
	lsr x12, x11, #1
	add x13, x12, x10
	ldr x14, [x8, x13, lsl #3]
	cmp x14, x19
	csel x10, x13, x10, lo
	sub x11, x11, x12
	cmp x11, #1
	b.hi .LBB_179
.LBB_180:
	ldr x11, [x8, x10, lsl #3]
	cmp x11, x19
	cinc x10, x10, lo
.LBB_181:
	ldr x11, [sp, #176]
	mov w12, #16400
	add x11, x11, x12
	str x11, [sp, #176]
	ldr x11, [sp, #168]
	sub x11, x11, #1
	str x11, [sp, #168]
	ldr x11, [sp, #1464]
	add x20, x11, x19
	lsl x10, x10, #3
	add x21, x8, x10
	lsl x9, x9, #3
	add x22, x8, x9
	sub x8, x9, x10
.LBB_182:
	cbz x8, .LBB_194
	ldr x23, [x21], #8
	cmp x23, x20
	b.hs .LBB_194
	sub x8, x8, #8
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	mul x9, x23, x9
	mov x10, #18014398492704768
	movk x10, #16369
	movk x10, #61443, lsl #32
	cmp x9, x10
	b.lo .LBB_182
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w0, #64
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_682
	sub x8, x23, x19
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
	str x8, [sp, #1808]
	str x0, [sp, #1816]
	mov w8, #1
	str x8, [sp, #1824]
	mov w19, #1
.LBB_187:
	cmp x21, x22
	b.eq .LBB_195
	ldr x23, [x21], #8
	cmp x23, x20
	b.hs .LBB_195
	mov x8, #64513
	movk x8, #49167, lsl #16
	movk x8, #255, lsl #32
	movk x8, #4092, lsl #48
	mul x8, x23, x8
	mov x9, #18014398492704768
	movk x9, #16369
	movk x9, #61443, lsl #32
	cmp x8, x9
	b.lo .LBB_187
	ldr x24, [sp, #1472]
	ldr x8, [sp, #1808]
	cmp x19, x8
	b.ne .LBB_193
	add x0, sp, #1808
	mov x1, x19
	mov w2, #1
	mov w3, #8
	mov w4, #16
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x0, [sp, #1816]
.LBB_193:
	sub x8, x23, x24
	mov x9, #64513
	movk x9, #49167, lsl #16
	movk x9, #255, lsl #32
	movk x9, #4092, lsl #48
	umulh x9, x8, x9
	lsr x9, x9, #6
	add x10, x9, x9, lsl #10
	sub x8, x8, x10
	add x10, x0, x19, lsl #4
	stp x8, x9, [x10]
	add x19, x19, #1
	str x19, [sp, #1824]
	ldr x24, [sp, #464]
	b .LBB_187
.LBB_194:
	str xzr, [sp, #8]
	mov x19, #0
	mov w8, #8
	str x8, [sp, #152]
	add x8, sp, #1472
	str x8, [sp, #1480]
	add x8, sp, #1464
	str x8, [sp, #1488]
	ldr x8, [sp, #1472]
	cbnz x8, .LBB_197
	b .LBB_216
.LBB_195:
	ldr x8, [sp, #1808]
	str x8, [sp, #8]
	ldr x8, [sp, #1816]
	str x8, [sp, #152]
	cmp x19, #2
	b.hs .LBB_578
	add x8, sp, #1472
	str x8, [sp, #1480]
	add x8, sp, #1464
	str x8, [sp, #1488]
	ldr x8, [sp, #1472]
	cbz x8, .LBB_216
.LBB_197:
	ldr x10, [sp, #1344]
	cmp x10, #0
	cset w12, ne
	cbz x10, .LBB_216
	ldr x9, [sp, #1360]
	cbz x9, .LBB_216
	mov x11, #0
	ldr x8, [sp, #1352]
	b .LBB_202
.LBB_200:
	add x13, x8, #1
	mov x11, x12
.LBB_201:
	mov x10, #0
	mov w14, #48
	madd x8, x8, x14, x12
	ldur q0, [x8, #24]
	ldr q1, [x8]
	str q0, [x8]
	stur q1, [x8, #24]
	ldr x12, [x8, #16]
	ldr x14, [x8, #40]
	str x14, [x8, #16]
	str x12, [x8, #40]
	mov w12, #1
	mov x8, x13
	sub x9, x9, #1
	cbz x9, .LBB_215
.LBB_202:
	tbz w12, #0, .LBB_657
	cbz x11, .LBB_206
	ldrh w12, [x11, #626]
	cmp x8, x12
	b.hs .LBB_209
.LBB_205:
	mov x12, x11
	b .LBB_211
.LBB_206:
	mov x11, x10
	cbz x8, .LBB_208
.LBB_207:
	ldr x11, [x11, #632]
	subs x8, x8, #1
	b.ne .LBB_207
.LBB_208:
	mov x10, #0
	ldrh w12, [x11, #626]
	cmp x8, x12
	b.lo .LBB_205
.LBB_209:
	ldr x12, [x11, #528]
	cbz x12, .LBB_648
	add x10, x10, #1
	ldrh w8, [x11, #624]
	ldrh w13, [x12, #626]
	mov x11, x12
	cmp w8, w13
	b.hs .LBB_209
.LBB_211:
	cbz x10, .LBB_200
	add x11, x12, x8, lsl #3
	add x13, x11, #640
.LBB_213:
	ldr x11, [x13]
	add x13, x11, #632
	subs x10, x10, #1
	b.ne .LBB_213
	mov x13, #0
	b .LBB_201
.LBB_215:
	ldr x8, [sp, #1472]
.LBB_216:
	mov x9, #0
	ldr x10, [sp, #1328]
	ldr x11, [sp, #1336]
	str x10, [sp, #1496]
	str x11, [sp, #1504]
	ldr x10, [sp, #872]
	str x26, [sp, #1528]
	str x10, [sp, #1536]
	ldr x10, [sp, #152]
	str x10, [sp, #1512]
	str x19, [sp, #1520]
	ldr x10, [sp, #824]
	ldr x11, [sp, #832]
	lsl x12, x11, #3
	ldr x13, [sp, #808]
	mov x2, #64513
	movk x2, #49167, lsl #16
	movk x2, #255, lsl #32
	movk x2, #4092, lsl #48
	mov x3, #18014398492704768
	movk x3, #16369
	movk x3, #61443, lsl #32
	b .LBB_220
.LBB_217:
	mov x16, #0
.LBB_218:
.LBB_219:
	add x14, sp, #1808
	add x14, x14, x9, lsl #4
	stp x16, x17, [x14]
	add x9, x9, #1
	cmp x9, #16
	b.eq .LBB_240
.LBB_220:
	mov x16, #0
	add x14, x9, x9, lsl #10
	add x14, x14, x8
	add x15, x14, #1025
	cmp x13, x15
	csel x15, x13, x15, lo
	cmp x14, x13
	b.hs .LBB_218
	sub x18, x15, x14
	cmp x18, #1025
	b.ne .LBB_219
	mov x16, x11
	cbz x11, .LBB_228
	cmp x11, #1
	b.ne .LBB_225
	mov x16, #0
	b .LBB_227
.LBB_225:
	mov x16, #0
	mov x17, x11
.LBB_226:
	lsr x18, x17, #1
	add x0, x18, x16
	ldr x1, [x10, x0, lsl #3]
	cmp x1, x14
	csel x16, x0, x16, lo
	sub x17, x17, x18
	cmp x17, #1
	b.hi .LBB_226
.LBB_227:
	ldr x17, [x10, x16, lsl #3]
	cmp x17, x14
	cinc x16, x16, lo
.LBB_228:
	lsl x17, x16, #3
	add x16, x10, x17
	sub x17, x12, x17
.LBB_229:
	cbz x17, .LBB_232
	ldr x18, [x16], #8
	cmp x18, x15
	b.hs .LBB_232
	sub x17, x17, #8
	mul x18, x18, x2
	cmp x18, x3
	b.lo .LBB_229
	b .LBB_217
.LBB_232:
	cbz x11, .LBB_235
	cmp x11, #1
	b.ne .LBB_236
	mov x15, #0
	b .LBB_238
.LBB_235:
	mov x17, #-1
	b .LBB_239
.LBB_236:
	mov x15, #0
	mov x16, x11
.LBB_237:
	lsr x17, x16, #1
	add x18, x17, x15
	ldr x0, [x10, x18, lsl #3]
	cmp x0, x14
	csel x15, x15, x18, hi
	sub x16, x16, x17
	cmp x16, #1
	b.hi .LBB_237
.LBB_238:
	ldr x16, [x10, x15, lsl #3]
	cmp x16, x14
	cinc x14, x15, ls
	sub x17, x14, #1
.LBB_239:
	mov w16, #1
	b .LBB_219
.LBB_240:
	cbz x24, .LBB_575
	mov x9, #0
	ldr x10, [sp, #1808]
	ldr x11, [sp, #1816]
	ldr x8, [sp, #1824]
	stp x8, x10, [sp, #296]
	ldr x8, [sp, #1832]
	stp x8, x11, [sp, #136]
	ldr x10, [sp, #1840]
	ldr x11, [sp, #1848]
	ldr x8, [sp, #1856]
	stp x8, x10, [sp, #280]
	ldr x8, [sp, #1864]
	stp x8, x11, [sp, #120]
	ldr x10, [sp, #1872]
	ldr x11, [sp, #1880]
	ldr x8, [sp, #1888]
	stp x8, x10, [sp, #264]
	ldr x8, [sp, #1896]
	stp x8, x11, [sp, #104]
	ldr x10, [sp, #1904]
	ldr x11, [sp, #1912]
	ldr x8, [sp, #1920]
	stp x8, x10, [sp, #248]
	ldr x8, [sp, #1928]
	stp x8, x11, [sp, #88]
	ldr x10, [sp, #1936]
	ldr x11, [sp, #1944]
	ldr x8, [sp, #1952]
	stp x8, x10, [sp, #232]
	ldr x8, [sp, #1960]
	stp x8, x11, [sp, #72]
	ldr x10, [sp, #1968]
	ldr x11, [sp, #1976]
	ldr x8, [sp, #1984]
	stp x8, x10, [sp, #216]
	ldr x8, [sp, #1992]
	stp x8, x11, [sp, #56]
	ldr x10, [sp, #2000]
	ldr x11, [sp, #2008]
	ldr x8, [sp, #2016]
	stp x8, x10, [sp, #200]
	ldr x8, [sp, #2024]
	stp x8, x11, [sp, #40]
	ldr x11, [sp, #2032]
	ldr x8, [sp, #2040]
	str x8, [sp, #32]
	ldr x10, [sp, #488]
	ldr x8, [sp, #2048]
	stp x8, x11, [sp, #184]
	ldr x8, [sp, #2056]
	str x8, [sp, #24]
	b .LBB_243
.LBB_242:
	ldrb w8, [x13, #15]
	strb w8, [x12, #32]
	ldp x9, x11, [sp, #320]
	mov x10, x11
	ldr x8, [sp, #496]
	cmp x11, x8
	b.eq .LBB_575
.LBB_243:
	str x9, [sp, #480]
	ldr x8, [x10, #16]
	tbnz x8, #63, .LBB_656
	mov x25, x10
	ldp x9, x22, [x10]
	orr x10, x9, x22
	tbnz x10, #63, .LBB_656
	sub x9, x9, #1
	sub x10, x22, #1
	cmp x9, x10
	csel x10, x9, x10, hi
	ldr x9, [x25, #24]
	tbnz x9, #63, .LBB_656
	ldp x12, x13, [x25, #32]
	orr x11, x12, x13
	tbnz x11, #63, .LBB_656
	add x8, x8, x10
	sub x11, x8, #1
	sub x8, x12, #1
	sub x10, x13, #1
	cmp x8, x10
	csel x8, x8, x10, hi
	sub x9, x9, #1
	cmp x8, x9
	csel x10, x8, x9, hi
	ldr x8, [sp, #1480]
	ldr x8, [x8]
	subs x12, x11, x8
	b.hs .LBB_249
	str xzr, [sp, #728]
	mov x13, #64513
	movk x13, #49167, lsl #16
	movk x13, #255, lsl #32
	movk x13, #4092, lsl #48
	add x10, x9, x10
	subs x9, x10, x8
	b.hs .LBB_253
	b .LBB_255
.LBB_249:
	ldr x13, [sp, #1488]
	ldr x13, [x13]
	add x13, x13, x8
	cmp x11, x13
	mov x13, #64513
	movk x13, #49167, lsl #16
	movk x13, #255, lsl #32
	movk x13, #4092, lsl #48
	b.hs .LBB_252
	umulh x11, x12, x13
	lsr x19, x11, #6
	add x11, x19, x19, lsl #10
	subs x24, x12, x11
	b.eq .LBB_252
	mov w11, #1
	str x11, [sp, #728]
	add x10, x9, x10
	subs x9, x10, x8
	b.lo .LBB_255
	b .LBB_253
.LBB_252:
	str xzr, [sp, #728]
	add x10, x9, x10
	subs x9, x10, x8
	b.lo .LBB_255
.LBB_253:
	ldr x11, [sp, #1488]
	ldr x11, [x11]
	add x8, x11, x8
	cmp x10, x8
	b.hs .LBB_255
	umulh x8, x9, x13
	lsr x8, x8, #6
	add x10, x8, x8, lsl #10
	subs x9, x9, x10
	csel x9, x8, x9, eq
	str x9, [sp, #704]
	csel x8, x8, x8, eq
	str x8, [sp, #656]
	cset x8, ne
	str x8, [sp, #688]
	b .LBB_256
.LBB_255:
	str xzr, [sp, #688]
.LBB_256:
	add x8, sp, #1344
	str x8, [sp, #1544]
	add x8, sp, #1496
	str x8, [sp, #1552]
	add x8, sp, #1480
	str x8, [sp, #1560]
	ldr x20, [sp, #936]
	ldr x21, [sp, #944]
	ldr x2, [sp, #888]
	ldr x3, [sp, #896]
	add x0, sp, #1544
	mov x1, x22
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x1, [x25]
	ldr x2, [sp, #912]
	ldr x3, [sp, #920]
	add x0, sp, #1544
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x8, [sp, #896]
	ldr x9, [sp, #920]
	cmp x8, x21
	csel x8, x8, x21, lo
	cmp x9, x8
	csel x9, x9, x8, lo
	cbz x9, .LBB_267
	ldr x8, [sp, #888]
	ldr x10, [sp, #912]
	lsl x12, x9, #4
	cmp x12, #1
	csinc x9, x12, xzr, hi
	mov x11, #0
	cbz x12, .LBB_265
	sub x13, x20, x8
	cmp x13, #64
	b.lo .LBB_265
	sub x13, x20, x10
	cmp x13, #64
	b.lo .LBB_265
	and x11, x9, #0xfffffffffffffff0
	add x13, x20, #32
	add x14, x8, #32
	add x15, x10, #32
	and x16, x9, #0xfffffffffffffff0
.LBB_263:
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
	b.ne .LBB_263
	cmp x12, x11
	b.eq .LBB_267
.LBB_265:
	lsl x12, x11, #3
	add x10, x10, x12
	add x8, x8, x12
	add x12, x20, x12
	sub x9, x9, x11
.LBB_266:
	ldr d0, [x8], #8
	fadd d0, d0, d0
	ldr d1, [x10], #8
	fsub d0, d0, d1
	str d0, [x12], #8
	subs x9, x9, #1
	b.ne .LBB_266
.LBB_267:
	ldr x8, [x25, #16]
	tbnz x8, #63, .LBB_656
	str x22, [sp, #680]
	ldr x17, [sp, #936]
	ldr x28, [sp, #944]
	ldr x26, [sp, #1536]
	ldr x9, [sp, #1512]
	str x9, [sp, #752]
	ldr x22, [sp, #1520]
	ldr x9, [sp, #728]
	str x9, [sp, #1568]
	str x24, [sp, #1576]
	str x19, [sp, #1584]
	ldr x9, [sp, #960]
	ldr x10, [sp, #968]
	cmp x8, #1
	str x25, [sp, #784]
	str x22, [sp, #736]
	b.ne .LBB_273
	subs x8, x28, x26
	b.lo .LBB_618
	cmp x8, x10
	csel x8, x8, x10, lo
	cbz x8, .LBB_281
	add x9, x9, #64
	add x10, x17, x26, lsl #7
	add x10, x10, #64
.LBB_272:
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
	b.ne .LBB_272
	b .LBB_281
.LBB_273:
	add x11, sp, #1808
	movi v0.2d, #0000000000000000
	stp q0, q0, [x11, #96]
	stp q0, q0, [x11, #64]
	stp q0, q0, [x11, #32]
	stp q0, q0, [x11]
	add x12, sp, #880
	stp q0, q0, [x12, #800]
	stp q0, q0, [x12, #832]
	stp q0, q0, [x12, #864]
	add x11, x26, #1
	sub x0, x11, x8
	stp q0, q0, [x12, #896]
	cmp x28, x26
	b.ls .LBB_623
	cmp x11, x8
	b.lo .LBB_622
	cbz x8, .LBB_279
	add x14, sp, #880
	ldp q4, q6, [x14, #800]
	add x11, x17, x11, lsl #7
	add x13, sp, #1808
	ldp q0, q1, [x13]
	add x12, x17, x0, lsl #7
	ldr q2, [x13, #32]
	ldp q17, q18, [x14, #832]
	ldur q3, [x13, #72]
	ldp q20, q21, [x14, #864]
	ldur q5, [x13, #88]
	ldur q7, [x13, #104]
	ldp q22, q23, [x14, #896]
	movi v16.2d, #0000000000000000
	mov w13, #1
	ldr d19, [sp, #1928]
	ldr d24, [sp, #1856]
.LBB_277:
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
	cmp x12, x11
	b.ne .LBB_277
	add x11, sp, #880
	stp q4, q6, [x11, #800]
	stp q17, q18, [x11, #832]
	stp q20, q21, [x11, #864]
	stp q22, q23, [x11, #896]
	add x11, sp, #1808
	stp q0, q1, [x11]
	stp q2, q24, [x11, #32]
	stur q3, [x11, #72]
	stur q5, [x11, #88]
	stur q7, [x11, #104]
	str d16, [sp, #1872]
	str d19, [sp, #1928]
.LBB_279:
	cbz x10, .LBB_660
	madd x11, x8, x8, x8
	ucvtf d0, x11, #1
	add x11, sp, #880
	ldr q1, [x11, #800]
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9]
	ldr q1, [x11, #816]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #16]
	ldr q1, [x11, #832]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #32]
	ldr q1, [x11, #848]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #48]
	ldr q1, [x11, #864]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #64]
	ldr q1, [x11, #880]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #80]
	ldr q1, [x11, #896]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #96]
	ldr q1, [x11, #912]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x9, #112]
	cmp x10, #1
	b.ne .LBB_501
.LBB_281:
	ldr x19, [sp, #936]
	ldr x20, [sp, #944]
	ldr x1, [x25, #32]
	ldr x2, [sp, #912]
	ldr x3, [sp, #920]
	add x0, sp, #1544
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x23, [sp, #680]
	ldr x2, [sp, #912]
	ldr x3, [sp, #920]
	lsl x8, x3, #4
	lsl x21, x20, #4
	cmp x8, x21
	csel x8, x8, x21, lo
	cbz x8, .LBB_289
	sub x9, x19, x2
	cmp x9, #64
	b.hs .LBB_286
	mov x9, x19
.LBB_285:
	ldr d0, [x2], #8
	fmul d0, d0, d12
	str d0, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_285
	b .LBB_288
.LBB_286:
	add x9, x19, #32
	add x10, x2, #32
.LBB_287:
	ldp q0, q1, [x10, #-32]
	ldp q2, q3, [x10], #64
	fmov v4.2d, #3.00000000
	fmul v0.2d, v0.2d, v4.2d
	fmul v1.2d, v1.2d, v4.2d
	fmul v2.2d, v2.2d, v4.2d
	fmul v3.2d, v3.2d, v4.2d
	stp q0, q1, [x9, #-32]
	stp q2, q3, [x9], #64
	subs x8, x8, #8
	b.ne .LBB_287
.LBB_288:
	ldr x2, [sp, #912]
	ldr x3, [sp, #920]
.LBB_289:
	ldr x1, [x25, #40]
	add x0, sp, #1544
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x8, [sp, #920]
	lsl x8, x8, #4
	cmp x8, x21
	csel x8, x8, x21, lo
	cbz x8, .LBB_296
	ldr x10, [sp, #912]
	lsl x9, x8, #3
	add x11, x19, x9
	add x9, x10, x9
	cmp x19, x9
	ccmp x10, x11, #2, lo
	b.lo .LBB_294
	add x9, x19, #32
	add x10, x10, #32
.LBB_293:
	ldp q0, q1, [x10, #-32]
	ldp q2, q3, [x10], #64
	ldp q4, q5, [x9, #-32]
	ldp q6, q7, [x9]
	fsub v0.2d, v4.2d, v0.2d
	fsub v1.2d, v5.2d, v1.2d
	fsub v2.2d, v6.2d, v2.2d
	fsub v3.2d, v7.2d, v3.2d
	stp q0, q1, [x9, #-32]
	stp q2, q3, [x9], #64
	subs x8, x8, #8
	b.ne .LBB_293
	b .LBB_296
.LBB_294:
	mov x9, x19
.LBB_295:
	ldr d0, [x10], #8
	ldr d1, [x9]
	fsub d0, d1, d0
	str d0, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_295
.LBB_296:
	ldr x24, [x25, #24]
	cmp x24, x23
	b.ne .LBB_298
	add x9, sp, #880
	b .LBB_299
.LBB_298:
	ldr x2, [sp, #912]
	ldr x3, [sp, #920]
	add x0, sp, #1544
	mov x1, x24
	bl kernel_sliding::blocked::Tile<_>::lines::{{closure}}
	ldr x9, [sp, #16]
.LBB_299:
	ldr x8, [x9, #16]
	lsl x8, x8, #4
	cmp x8, x21
	csel x8, x8, x21, lo
	ldr x30, [sp, #688]
	cbz x8, .LBB_304
	ldr x10, [x9, #8]
	lsl x9, x8, #3
	add x11, x19, x9
	add x9, x10, x9
	cmp x19, x9
	ccmp x10, x11, #2, lo
	b.lo .LBB_303
	add x9, x19, #32
	add x10, x10, #32
.LBB_302:
	ldp q0, q1, [x10, #-32]
	ldp q2, q3, [x10], #64
	ldp q4, q5, [x9, #-32]
	ldp q6, q7, [x9]
	fsub v0.2d, v4.2d, v0.2d
	fsub v1.2d, v5.2d, v1.2d
	fsub v2.2d, v6.2d, v2.2d
	fsub v3.2d, v7.2d, v3.2d
	stp q0, q1, [x9, #-32]
	stp q2, q3, [x9], #64
	subs x8, x8, #8
	b.ne .LBB_302
	b .LBB_304
.LBB_303:
	ldr d0, [x10], #8
	ldr d1, [x19]
	fsub d0, d1, d0
	str d0, [x19], #8
	subs x8, x8, #1
	b.ne .LBB_303
.LBB_304:
	tbnz x24, #63, .LBB_656
	ldr x16, [sp, #936]
	ldr x28, [sp, #944]
	str x30, [sp, #1568]
	ldr x8, [sp, #704]
	str x8, [sp, #1576]
	ldr x8, [sp, #656]
	str x8, [sp, #1584]
	ldr x8, [sp, #984]
	ldr x9, [sp, #992]
	cmp x24, #1
	b.ne .LBB_310
	subs x10, x28, x26
	b.lo .LBB_618
	cmp x10, x9
	csel x9, x10, x9, lo
	cbz x9, .LBB_318
	add x8, x8, #64
	add x10, x16, x26, lsl #7
	add x10, x10, #64
.LBB_309:
	ldur d0, [x10, #-64]
	fadd d0, d0, d8
	stur d0, [x8, #-64]
	ldur d0, [x10, #-56]
	fadd d0, d0, d8
	stur d0, [x8, #-56]
	ldur d0, [x10, #-48]
	fadd d0, d0, d8
	stur d0, [x8, #-48]
	ldur d0, [x10, #-40]
	fadd d0, d0, d8
	stur d0, [x8, #-40]
	ldur d0, [x10, #-32]
	fadd d0, d0, d8
	stur d0, [x8, #-32]
	ldur d0, [x10, #-24]
	fadd d0, d0, d8
	stur d0, [x8, #-24]
	ldur d0, [x10, #-16]
	fadd d0, d0, d8
	stur d0, [x8, #-16]
	ldur d0, [x10, #-8]
	fadd d0, d0, d8
	stur d0, [x8, #-8]
	ldr d0, [x10]
	fadd d0, d0, d8
	str d0, [x8]
	ldr d0, [x10, #8]
	fadd d0, d0, d8
	str d0, [x8, #8]
	ldr d0, [x10, #16]
	fadd d0, d0, d8
	str d0, [x8, #16]
	ldr d0, [x10, #24]
	fadd d0, d0, d8
	str d0, [x8, #24]
	ldr d0, [x10, #32]
	fadd d0, d0, d8
	str d0, [x8, #32]
	ldr d0, [x10, #40]
	fadd d0, d0, d8
	str d0, [x8, #40]
	ldr d0, [x10, #48]
	fadd d0, d0, d8
	str d0, [x8, #48]
	ldr d0, [x10, #56]
	fadd d0, d0, d8
	str d0, [x8, #56]
	add x8, x8, #128
	add x10, x10, #128
	subs x9, x9, #1
	b.ne .LBB_309
	b .LBB_318
.LBB_310:
	add x10, sp, #1808
	movi v0.2d, #0000000000000000
	stp q0, q0, [x10, #96]
	stp q0, q0, [x10, #64]
	stp q0, q0, [x10, #32]
	stp q0, q0, [x10]
	add x11, sp, #880
	stp q0, q0, [x11, #800]
	stp q0, q0, [x11, #832]
	stp q0, q0, [x11, #864]
	add x10, x26, #1
	sub x0, x10, x24
	stp q0, q0, [x11, #896]
	cmp x28, x26
	b.ls .LBB_623
	cmp x10, x24
	b.lo .LBB_624
	cbz x24, .LBB_316
	add x13, sp, #880
	ldp q4, q6, [x13, #800]
	add x10, x16, x10, lsl #7
	add x12, sp, #1808
	ldp q0, q1, [x12]
	add x11, x16, x0, lsl #7
	ldr q2, [x12, #32]
	ldp q17, q18, [x13, #832]
	ldur q3, [x12, #72]
	ldp q20, q21, [x13, #864]
	ldur q5, [x12, #88]
	ldur q7, [x12, #104]
	ldp q22, q23, [x13, #896]
	movi v16.2d, #0000000000000000
	mov w12, #1
	ldr d19, [sp, #1928]
	ldr d24, [sp, #1856]
.LBB_314:
	ucvtf d25, x12
	ldp q26, q27, [x11]
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v4.2d, v4.2d, v28.2d
	fadd v0.2d, v26.2d, v0.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v6.2d, v6.2d, v26.2d
	fadd v1.2d, v27.2d, v1.2d
	ldp q26, q27, [x11, #32]
	fmul v28.2d, v26.2d, v25.d[0]
	fadd v17.2d, v17.2d, v28.2d
	fadd v2.2d, v26.2d, v2.2d
	fmul v26.2d, v27.2d, v25.d[0]
	fadd v18.2d, v18.2d, v26.2d
	fadd v24.2d, v27.2d, v24.2d
	ldr d26, [x11, #64]
	fadd d16, d26, d16
	ldur q26, [x11, #72]
	ldr q27, [x11, #64]
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fadd v3.2d, v26.2d, v3.2d
	ldur q27, [x11, #88]
	ext v26.16b, v26.16b, v27.16b, #8
	fmul v26.2d, v26.2d, v25.d[0]
	fadd v21.2d, v21.2d, v26.2d
	fadd v5.2d, v27.2d, v5.2d
	ldur q26, [x11, #104]
	ext v27.16b, v27.16b, v26.16b, #8
	fmul v27.2d, v27.2d, v25.d[0]
	fadd v22.2d, v22.2d, v27.2d
	fadd v7.2d, v26.2d, v7.2d
	ldr d26, [x11, #120]
	ldr q27, [x11, #112]
	fmul v25.2d, v27.2d, v25.d[0]
	fadd v23.2d, v23.2d, v25.2d
	fadd d19, d26, d19
	add x11, x11, #128
	add x12, x12, #1
	cmp x11, x10
	b.ne .LBB_314
	add x10, sp, #880
	stp q4, q6, [x10, #800]
	stp q17, q18, [x10, #832]
	stp q20, q21, [x10, #864]
	stp q22, q23, [x10, #896]
	add x10, sp, #1808
	stp q0, q1, [x10]
	stp q2, q24, [x10, #32]
	stur q3, [x10, #72]
	stur q5, [x10, #88]
	stur q7, [x10, #104]
	str d16, [sp, #1872]
	str d19, [sp, #1928]
.LBB_316:
	cbz x9, .LBB_660
	madd x10, x24, x24, x24
	ucvtf d0, x10, #1
	add x10, sp, #880
	ldr q1, [x10, #800]
	dup v2.2d, v0.d[0]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8]
	ldr q1, [x10, #816]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #16]
	ldr q1, [x10, #832]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #32]
	ldr q1, [x10, #848]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #48]
	ldr q1, [x10, #864]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #64]
	ldr q1, [x10, #880]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #80]
	ldr q1, [x10, #896]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #96]
	ldr q1, [x10, #912]
	fdiv v1.2d, v1.2d, v2.2d
	str q1, [x8, #112]
	cmp x9, #1
	b.ne .LBB_538
.LBB_318:
	ldr x0, [sp, #464]
	ldr x10, [sp, #480]
	cmp x10, x0
	b.eq .LBB_661
	ldr x8, [sp, #352]
	mov w9, #24
	madd x8, x10, x9, x8
	ldp x26, x28, [x8, #8]
	ldr x8, [sp, #1472]
	str x8, [sp, #680]
	ldr x8, [sp, #808]
	str x8, [sp, #728]
	fmov d16, #-1.00000000
	fmov d13, #-1.00000000
	mov x9, #9218868437227405311
	mov w23, #32768
	adrp x24, .LCPI_2
	ldr x8, [sp, #304]
	tbz w8, #0, .LBB_323
	ldr x19, [sp, #144]
	cmp x19, x28
	b.hs .LBB_654
	ldr d0, [x26, x19, lsl #3]
	fmov x8, d0
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_323
	mov v13.16b, v0.16b
.LBB_323:
	ldr x8, [sp, #296]
	tbz w8, #0, .LBB_327
	ldr x19, [sp, #136]
	cmp x19, x28
	b.hs .LBB_654
	ldr d0, [x26, x19, lsl #3]
	fmov x8, d0
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_327
	mov v16.16b, v0.16b
.LBB_327:
	fmov d17, #-1.00000000
	fmov d0, #-1.00000000
	ldr x8, [sp, #288]
	tbz w8, #0, .LBB_331
	ldr x19, [sp, #128]
	cmp x19, x28
	b.hs .LBB_654
	ldr d1, [x26, x19, lsl #3]
	fmov x8, d1
	and x8, x8, #0x7fffffffffffffff
	fmov d0, #-1.00000000
	cmp x8, x9
	b.gt .LBB_331
	mov v0.16b, v1.16b
.LBB_331:
	ldr x8, [sp, #280]
	tbz w8, #0, .LBB_335
	ldr x19, [sp, #120]
	cmp x19, x28
	b.hs .LBB_654
	ldr d1, [x26, x19, lsl #3]
	fmov x8, d1
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_335
	mov v17.16b, v1.16b
.LBB_335:
	fmov d18, #-1.00000000
	fmov d1, #-1.00000000
	ldr x8, [sp, #272]
	tbz w8, #0, .LBB_339
	ldr x19, [sp, #112]
	cmp x19, x28
	b.hs .LBB_654
	ldr d2, [x26, x19, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	fmov d1, #-1.00000000
	cmp x8, x9
	b.gt .LBB_339
	mov v1.16b, v2.16b
.LBB_339:
	ldr x8, [sp, #264]
	tbz w8, #0, .LBB_343
	ldr x19, [sp, #104]
	cmp x19, x28
	b.hs .LBB_654
	ldr d2, [x26, x19, lsl #3]
	fmov x8, d2
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_343
	mov v18.16b, v2.16b
.LBB_343:
	fmov d19, #-1.00000000
	fmov d2, #-1.00000000
	ldr x8, [sp, #256]
	tbz w8, #0, .LBB_347
	ldr x19, [sp, #96]
	cmp x19, x28
	b.hs .LBB_654
	ldr d3, [x26, x19, lsl #3]
	fmov x8, d3
	and x8, x8, #0x7fffffffffffffff
	fmov d2, #-1.00000000
	cmp x8, x9
	b.gt .LBB_347
	mov v2.16b, v3.16b
.LBB_347:
	ldr x8, [sp, #248]
	tbz w8, #0, .LBB_351
	ldr x19, [sp, #88]
	cmp x19, x28
	b.hs .LBB_654
	ldr d3, [x26, x19, lsl #3]
	fmov x8, d3
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_351
	mov v19.16b, v3.16b
.LBB_351:
	fmov d20, #-1.00000000
	fmov d3, #-1.00000000
	ldr x8, [sp, #240]
	tbz w8, #0, .LBB_355
	ldr x19, [sp, #80]
	cmp x19, x28
	b.hs .LBB_654
	ldr d4, [x26, x19, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	fmov d3, #-1.00000000
	cmp x8, x9
	b.gt .LBB_355
	mov v3.16b, v4.16b
.LBB_355:
	ldr x8, [sp, #232]
	tbz w8, #0, .LBB_359
	ldr x19, [sp, #72]
	cmp x19, x28
	b.hs .LBB_654
	ldr d4, [x26, x19, lsl #3]
	fmov x8, d4
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_359
	mov v20.16b, v4.16b
.LBB_359:
	fmov d21, #-1.00000000
	fmov d4, #-1.00000000
	ldr x8, [sp, #224]
	tbz w8, #0, .LBB_363
	ldr x19, [sp, #64]
	cmp x19, x28
	b.hs .LBB_654
	ldr d5, [x26, x19, lsl #3]
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	fmov d4, #-1.00000000
	cmp x8, x9
	b.gt .LBB_363
	mov v4.16b, v5.16b
.LBB_363:
	ldr x8, [sp, #216]
	tbz w8, #0, .LBB_367
	ldr x19, [sp, #56]
	cmp x19, x28
	b.hs .LBB_654
	ldr d5, [x26, x19, lsl #3]
	fmov x8, d5
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_367
	mov v21.16b, v5.16b
.LBB_367:
	fmov d22, #-1.00000000
	fmov d5, #-1.00000000
	ldr x8, [sp, #208]
	tbz w8, #0, .LBB_371
	ldr x19, [sp, #48]
	cmp x19, x28
	b.hs .LBB_654
	ldr d6, [x26, x19, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	fmov d5, #-1.00000000
	cmp x8, x9
	b.gt .LBB_371
	mov v5.16b, v6.16b
.LBB_371:
	ldr x8, [sp, #200]
	tbz w8, #0, .LBB_375
	ldr x19, [sp, #40]
	cmp x19, x28
	b.hs .LBB_654
	ldr d6, [x26, x19, lsl #3]
	fmov x8, d6
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_375
	mov v22.16b, v6.16b
.LBB_375:
	fmov d14, #-1.00000000
	fmov d6, #-1.00000000
	ldr x8, [sp, #192]
	tbz w8, #0, .LBB_379
	ldr x19, [sp, #32]
	cmp x19, x28
	b.hs .LBB_654
	ldr d7, [x26, x19, lsl #3]
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	fmov d6, #-1.00000000
	cmp x8, x9
	b.gt .LBB_379
	mov v6.16b, v7.16b
.LBB_379:
	ldr x8, [sp, #184]
	tbz w8, #0, .LBB_383
	ldr x19, [sp, #24]
	cmp x19, x28
	b.hs .LBB_654
	ldr d7, [x26, x19, lsl #3]
	fmov x8, d7
	and x8, x8, #0x7fffffffffffffff
	cmp x8, x9
	b.gt .LBB_383
	mov v14.16b, v7.16b
.LBB_383:
	mov x19, #0
	add x9, x25, #48
	ldr x8, [sp, #480]
	add x8, x8, #1
	stp x8, x9, [sp, #320]
	str d13, [sp, #1808]
	str d16, [sp, #1816]
	str d0, [sp, #1824]
	str d17, [sp, #1832]
	str d1, [sp, #1840]
	str d18, [sp, #1848]
	str d2, [sp, #1856]
	str d19, [sp, #1864]
	str d3, [sp, #1872]
	str d20, [sp, #1880]
	str d4, [sp, #1888]
	str d21, [sp, #1896]
	str d5, [sp, #1904]
	str d22, [sp, #1912]
	str d6, [sp, #1920]
	str d14, [sp, #1928]
	mov v20.d[1], v4.d[0]
	mov v16.d[1], v0.d[0]
	mov v22.d[1], v6.d[0]
	str q22, [sp, #528]
	mov v18.d[1], v2.d[0]
	mov v21.d[1], v5.d[0]
	stp q21, q20, [sp, #544]
	mov v17.d[1], v1.d[0]
	stp q17, q16, [sp, #736]
	mov v19.d[1], v3.d[0]
	stp q19, q18, [sp, #688]
	b .LBB_385
.LBB_384:
	add x19, x19, #1
	cmp x19, #1025
	b.eq .LBB_393
.LBB_385:
	ldr x8, [sp, #992]
	cmp x19, x8
	b.hs .LBB_649
	ldr x8, [sp, #968]
	cmp x19, x8
	b.hs .LBB_650
	ldr x8, [sp, #960]
	ldr x9, [sp, #984]
	lsl x10, x19, #7
	add x9, x9, x10
	add x8, x8, x10
	ldr d0, [x9]
	ldr d1, [x8]
	fabd d0, d0, d1
	ldr d1, [x9, #120]
	ldr d2, [x8, #120]
	fabd d1, d1, d2
	fcmp d1, d14
	csel x10, x23, xzr, ls
	fcmp d0, d13
	ldur q0, [x9, #72]
	ldur q1, [x9, #8]
	ldur q2, [x9, #104]
	ldur q3, [x9, #40]
	ldur q4, [x9, #88]
	ldur q5, [x9, #24]
	ldur q6, [x9, #56]
	ldur q7, [x8, #72]
	ldur q16, [x8, #8]
	ldur q17, [x8, #104]
	ldur q18, [x8, #40]
	ldur q19, [x8, #88]
	ldur q20, [x8, #24]
	ldur q21, [x8, #56]
	fabd v6.2d, v6.2d, v21.2d
	fabd v5.2d, v5.2d, v20.2d
	fabd v4.2d, v4.2d, v19.2d
	fabd v3.2d, v3.2d, v18.2d
	fabd v2.2d, v2.2d, v17.2d
	fabd v1.2d, v1.2d, v16.2d
	fabd v0.2d, v0.2d, v7.2d
	ldr q7, [sp, #560]
	fcmge v0.2d, v7.2d, v0.2d
	ldr q7, [sp, #752]
	fcmge v1.2d, v7.2d, v1.2d
	ldr q7, [sp, #528]
	fcmge v2.2d, v7.2d, v2.2d
	ldr q7, [sp, #704]
	fcmge v3.2d, v7.2d, v3.2d
	ldr q7, [sp, #544]
	fcmge v4.2d, v7.2d, v4.2d
	ldr q7, [sp, #736]
	fcmge v5.2d, v7.2d, v5.2d
	ldr q7, [sp, #688]
	fcmge v6.2d, v7.2d, v6.2d
	ldr q7, [x24, :lo12:.LCPI_2]
	str q7, [sp, #656]
	and v6.16b, v6.16b, v7.16b
	adrp x8, .LCPI_3
	ldr q7, [x8, :lo12:.LCPI_3]
	str q7, [sp, #640]
	and v5.16b, v5.16b, v7.16b
	adrp x8, .LCPI_4
	ldr q7, [x8, :lo12:.LCPI_4]
	str q7, [sp, #624]
	and v4.16b, v4.16b, v7.16b
	adrp x8, .LCPI_5
	ldr q7, [x8, :lo12:.LCPI_5]
	str q7, [sp, #608]
	and v3.16b, v3.16b, v7.16b
	adrp x8, .LCPI_6
	ldr q7, [x8, :lo12:.LCPI_6]
	and v2.16b, v2.16b, v7.16b
	adrp x8, .LCPI_7
	ldr q7, [x8, :lo12:.LCPI_7]
	str q7, [sp, #592]
	and v1.16b, v1.16b, v7.16b
	adrp x8, .LCPI_8
	ldr q7, [x8, :lo12:.LCPI_8]
	str q7, [sp, #576]
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
	cbz x20, .LBB_384
	ldr x8, [sp, #680]
	add x21, x19, x8
.LBB_389:
	rbit x8, x20
	clz x22, x8
	orr x8, x22, x22, lsl #10
	add x0, sp, #1392
	add x2, x21, x8
	mov x1, x25
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #968]
	cmp x19, x8
	b.hs .LBB_616
	ldr x8, [sp, #960]
	add x8, x8, x19, lsl #7
	str d0, [x8, x22, lsl #3]
	ldr x8, [sp, #992]
	cmp x19, x8
	b.hs .LBB_617
	sub x8, x20, #1
	ldr x9, [sp, #984]
	add x9, x9, x19, lsl #7
	str d1, [x9, x22, lsl #3]
	and x20, x8, x20
	cbnz x20, .LBB_389
	b .LBB_384
.LBB_393:
	str x28, [sp, #704]
	str xzr, [sp, #752]
	mov x9, #0
	ldr x8, [sp, #680]
	neg x25, x8
	add x8, x8, #1025
	str x8, [sp, #736]
	b .LBB_395
.LBB_394:
	ldr x9, [sp, #688]
	add x9, x9, #1
	sub x25, x25, #1025
	ldr x8, [sp, #752]
	add x8, x8, #8
	str x8, [sp, #752]
	ldr x8, [sp, #736]
	add x8, x8, #1025
	str x8, [sp, #736]
	cmp x9, #16
	b.eq .LBB_417
.LBB_395:
	str x9, [sp, #688]
	add x8, x9, x9, lsl #10
	ldr x9, [sp, #680]
	add x24, x8, x9
	ldr x8, [sp, #728]
	cmp x24, x8
	b.hs .LBB_394
	add x8, sp, #1808
	ldr x9, [sp, #688]
	ldr d0, [x8, x9, lsl #3]
	fcmp d0, #0.0
	b.ge .LBB_394
	add x8, x24, #1025
	ldr x9, [sp, #728]
	cmp x9, x8
	csel x20, x9, x8, lo
	cmn x24, #1026
	b.ls .LBB_399
	b .LBB_394
.LBB_398:
	mov x24, x22
	cmp x23, x20
	b.hs .LBB_394
.LBB_399:
	ldr x9, [sp, #824]
	ldr x28, [sp, #832]
	cmp x28, #1
	b.eq .LBB_403
	cbz x28, .LBB_638
	mov x10, #0
	mov x11, x28
.LBB_402:
	lsr x12, x11, #1
	add x13, x12, x10
	ldr x14, [x9, x13, lsl #3]
	cmp x14, x24
	csel x10, x10, x13, hi
	sub x11, x11, x12
	cmp x11, #1
	b.hi .LBB_402
	b .LBB_404
.LBB_403:
	mov x10, #0
.LBB_404:
	ldr x11, [x9, x10, lsl #3]
	cmp x11, x24
	cinc x10, x10, ls
	sub x19, x10, #1
	cmp x19, x28
	b.hs .LBB_639
	add x9, x9, x10, lsl #3
	cmp x10, x28
	ldr x8, [sp, #776]
	csel x8, x9, x8, lo
	ldr x23, [x8]
	cmp x20, x23
	csel x22, x20, x23, lo
	cmp x24, x22
	b.hs .LBB_398
	ldr x8, [sp, #704]
	cmp x19, x8
	b.hs .LBB_640
	add x8, x25, x24
	ldr x9, [sp, #752]
	add x27, x9, x8, lsl #7
	ldr x8, [sp, #728]
	cmp x23, x8
	csel x8, x23, x8, lo
	ldr x9, [sp, #736]
	cmp x8, x9
	csel x28, x8, x9, lo
	b .LBB_410
.LBB_408:
	ldr x8, [sp, #984]
	str d1, [x8, x27]
.LBB_409:
	add x24, x24, #1
	add x27, x27, #128
	cmp x28, x24
	b.eq .LBB_398
.LBB_410:
	add x21, x25, x24
	ldr d0, [x26, x19, lsl #3]
	mov x8, #9218868437227405312
	fmov d1, x8
	fcmp d0, d1
	b.eq .LBB_414
	ldr x8, [sp, #992]
	cmp x21, x8
	b.hs .LBB_610
	ldr x8, [sp, #968]
	cmp x21, x8
	b.hs .LBB_611
	ldr x8, [sp, #960]
	ldr x9, [sp, #984]
	ldr d1, [x9, x27]
	ldr d2, [x8, x27]
	fabd d1, d1, d2
	fcmp d1, d0
	b.hi .LBB_409
.LBB_414:
	add x0, sp, #1392
	ldr x1, [sp, #784]
	mov x2, x24
	bl kernel_sliding::exact::Exact::lines
	ldr x8, [sp, #968]
	cmp x21, x8
	b.hs .LBB_604
	ldr x8, [sp, #960]
	str d0, [x8, x27]
	ldr x8, [sp, #992]
	cmp x21, x8
	b.lo .LBB_408
	b .LBB_605
.LBB_417:
	ldr x8, [sp, #1472]
	ldr x10, [sp, #808]
	ldr x9, [sp, #968]
	ldr x11, [sp, #992]
	cmp x11, x9
	csel x12, x11, x9, lo
	ldr x11, [sp, #1008]
	ldr x9, [sp, #1016]
	cmp x12, x9
	csel x13, x12, x9, lo
	ldr x24, [sp, #464]
	ldr x25, [sp, #344]
	ldr x4, [sp, #520]
	mov w5, #255
	mov w6, #2050
	mov x7, #57357
	movk x7, #36909, lsl #16
	movk x7, #63648, lsl #32
	movk x7, #16367, lsl #48
	mov x20, #4636737291354636288
	mov w21, #8192
	mov w22, #16384
	ldr x2, [sp, #480]
	cbz x13, .LBB_426
	ldr x12, [sp, #960]
	ldr x14, [sp, #984]
	lsl x16, x13, #4
	cmp x16, #1
	csinc x13, x16, xzr, hi
	mov x15, #0
	cbz x16, .LBB_424
	add x18, x11, x13
	lsl x17, x13, #3
	add x0, x14, x17
	add x17, x12, x17
	cmp x11, x17
	ccmp x12, x18, #2, lo
	cset w17, lo
	cmp x14, x18
	ccmp x11, x0, #2, lo
	b.lo .LBB_424
	tbnz w17, #0, .LBB_424
	and x15, x13, #0xfffffffffffffff0
	mov x17, x11
	mov x18, x12
	mov x0, x14
	and x1, x13, #0xfffffffffffffff0
.LBB_422:
	ldp q0, q1, [x0]
	ldp q2, q3, [x0, #32]
	ldp q4, q5, [x0, #64]
	ldp q6, q7, [x0, #96]
	ldp q16, q17, [x18]
	ldp q18, q19, [x18, #32]
	ldp q20, q21, [x18, #64]
	ldp q22, q23, [x18, #96]
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
	str q0, [x17], #16
	add x0, x0, #128
	add x18, x18, #128
	subs x1, x1, #16
	b.ne .LBB_422
	cmp x16, x15
	b.eq .LBB_426
.LBB_424:
	lsl x16, x15, #3
	add x14, x14, x16
	add x12, x12, x16
	add x16, x11, x15
	sub x13, x13, x15
.LBB_425:
	ldr d0, [x14], #8
	ldr d1, [x12], #8
	fcmp d0, d1
	cset w15, gt
	cset w17, mi
	sub w15, w15, w17
	strb w15, [x16], #1
	subs x13, x13, #1
	b.ne .LBB_425
.LBB_426:
	movi v0.2d, #0000000000000000
	stp q0, q0, [x4, #96]
	stp q0, q0, [x4, #64]
	stp q0, q0, [x4, #32]
	stp q0, q0, [x4]
	cbz x9, .LBB_663
	ldr x12, [sp, #312]
	mov w13, #40
	madd x12, x2, x13, x12
	ldr x28, [sp, #1040]
	ldr x14, [sp, #1032]
	ldrb w13, [x12, #32]
	ldrb w15, [x11]
	mul w13, w15, w13
	bics wzr, w5, w13
	b.ne .LBB_430
	cbz x28, .LBB_674
	strh wzr, [x14]
	mov w13, #1
	str x13, [sp, #1048]
.LBB_430:
	cmp x9, #1025
	b.lo .LBB_662
	add x13, x11, #4, lsl #12
	ldrb w15, [x13]
	ldrb w16, [x11, #1]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.eq .LBB_434
	ldrb w15, [x13, #1]
	ldrb w16, [x11, #2]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.eq .LBB_436
.LBB_433:
	ldrb w15, [x13, #2]
	ldrb w16, [x11, #3]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.ne .LBB_440
	b .LBB_438
.LBB_434:
	cmp x28, #2
	b.lo .LBB_664
	strh wzr, [x14, #2050]
	mov w15, #1
	str x15, [sp, #1056]
	ldrb w15, [x13, #1]
	ldrb w16, [x11, #2]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.ne .LBB_433
.LBB_436:
	cmp x28, #3
	b.lo .LBB_666
	strh wzr, [x14, #4100]
	mov w15, #1
	str x15, [sp, #1064]
	ldrb w15, [x13, #2]
	ldrb w16, [x11, #3]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.ne .LBB_440
.LBB_438:
	cmp x28, #4
	b.lo .LBB_668
	strh wzr, [x14, #6150]
	mov w15, #1
	str x15, [sp, #1072]
.LBB_440:
	mov w15, #8200
	add x15, x14, x15
	ldrb w16, [x13, #3]
	ldrb w17, [x11, #4]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_442
	ldrb w16, [x13, #4]
	ldrb w17, [x11, #5]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_446
	b .LBB_444
.LBB_442:
	cmp x28, #5
	b.lo .LBB_669
	strh wzr, [x15]
	mov w16, #1
	str x16, [sp, #1080]
	ldrb w16, [x13, #4]
	ldrb w17, [x11, #5]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_446
.LBB_444:
	cmp x28, #6
	b.lo .LBB_670
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #1088]
.LBB_446:
	mov w15, #12300
	add x15, x14, x15
	ldrb w16, [x13, #5]
	ldrb w17, [x11, #6]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_448
	ldrb w16, [x13, #6]
	ldrb w17, [x11, #7]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_452
	b .LBB_450
.LBB_448:
	cmp x28, #7
	b.lo .LBB_665
	strh wzr, [x15]
	mov w16, #1
	str x16, [sp, #1096]
	ldrb w16, [x13, #6]
	ldrb w17, [x11, #7]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_452
.LBB_450:
	cmp x28, #8
	b.lo .LBB_667
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #1104]
.LBB_452:
	mov w15, #16400
	add x15, x14, x15
	ldrb w16, [x13, #7]
	ldrb w17, [x11, #8]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_454
	ldrb w16, [x13, #8]
	ldrb w17, [x11, #9]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_458
	b .LBB_456
.LBB_454:
	cmp x28, #9
	b.lo .LBB_672
	strh wzr, [x15]
	mov w16, #1
	str x16, [sp, #1112]
	ldrb w16, [x13, #8]
	ldrb w17, [x11, #9]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_458
.LBB_456:
	cmp x28, #10
	b.lo .LBB_675
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #1120]
.LBB_458:
	mov w15, #20500
	add x15, x14, x15
	ldrb w16, [x13, #9]
	ldrb w17, [x11, #10]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_460
	ldrb w16, [x13, #10]
	ldrb w17, [x11, #11]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_464
	b .LBB_462
.LBB_460:
	cmp x28, #11
	b.lo .LBB_677
	strh wzr, [x15]
	mov w16, #1
	str x16, [sp, #1128]
	ldrb w16, [x13, #10]
	ldrb w17, [x11, #11]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_464
.LBB_462:
	cmp x28, #12
	b.lo .LBB_679
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #1136]
.LBB_464:
	mov w15, #24600
	add x15, x14, x15
	ldrb w16, [x13, #11]
	ldrb w17, [x11, #12]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.eq .LBB_466
	ldrb w16, [x13, #12]
	ldrb w17, [x11, #13]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_470
	b .LBB_468
.LBB_466:
	cmp x28, #13
	b.lo .LBB_671
	strh wzr, [x15]
	mov w16, #1
	str x16, [sp, #1144]
	ldrb w16, [x13, #12]
	ldrb w17, [x11, #13]
	mul w16, w17, w16
	bics wzr, w5, w16
	b.ne .LBB_470
.LBB_468:
	cmp x28, #14
	b.lo .LBB_673
	strh wzr, [x15, #2050]
	mov w15, #1
	str x15, [sp, #1152]
.LBB_470:
	mov w15, #28700
	add x14, x14, x15
	ldrb w15, [x13, #13]
	ldrb w16, [x11, #14]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.eq .LBB_474
	ldrb w15, [x13, #14]
	ldrb w16, [x11, #15]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.eq .LBB_476
.LBB_472:
	and x14, x9, #0xfffffffffffffff
	ldr x28, [sp, #1040]
	cmp x14, #1
	b.ne .LBB_478
.LBB_473:
	mov w5, #2050
	b .LBB_486
.LBB_474:
	cmp x28, #15
	b.lo .LBB_676
	strh wzr, [x14]
	mov w15, #1
	str x15, [sp, #1160]
	ldrb w15, [x13, #14]
	ldrb w16, [x11, #15]
	mul w15, w16, w15
	bics wzr, w5, w15
	b.ne .LBB_472
.LBB_476:
	cmp x28, #16
	b.lo .LBB_678
	strh wzr, [x14, #2050]
	mov w14, #1
	str x14, [sp, #1168]
	and x14, x9, #0xfffffffffffffff
	ldr x28, [sp, #1040]
	cmp x14, #1
	b.eq .LBB_473
.LBB_478:
	mov x14, #0
	add x15, x11, #16
	sub x16, x9, #1
	and x17, x16, #0xfffffffffffffff
	tst x16, #0xffffffffffffffe
	csinc x16, x17, xzr, ne
	cmp x16, #1024
	mov w17, #1024
	csel x16, x16, x17, lo
	b .LBB_480
.LBB_479:
	add x14, x14, #1
	cmp x14, x16
	b.eq .LBB_485
.LBB_480:
	lsl x17, x14, #4
	add x18, x15, x17
	add x0, x11, x17
	ldrb w17, [x18]
	ldrb w1, [x0]
	mul w17, w1, w17
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
	ldp q4, q6, [sp, #608]
	and v0.16b, v0.16b, v4.16b
	ldp q4, q5, [sp, #640]
	and v3.16b, v3.16b, v5.16b
	and v1.16b, v1.16b, v4.16b
	ldr q4, [sp, #592]
	and v2.16b, v2.16b, v4.16b
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
	and v4.16b, v4.16b, v6.16b
	ldr q6, [sp, #576]
	and v5.16b, v5.16b, v6.16b
	ldrb w1, [x18, #13]
	ldrb w2, [x0, #13]
	mul w1, w2, w1
	bics wzr, w5, w1
	csel x1, x21, xzr, eq
	ldrb w2, [x18, #14]
	ldrb w3, [x0, #14]
	mul w2, w3, w2
	bics wzr, w5, w2
	csel x2, x22, xzr, eq
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
	cbz x17, .LBB_479
	ldr x18, [sp, #1032]
	add w0, w14, #1
.LBB_482:
	rbit x1, x17
	clz x19, x1
	cmp x19, x28
	b.hs .LBB_620
	ldr x1, [x4, x19, lsl #3]
	cmp x1, #1024
	b.hi .LBB_619
	sub x2, x17, #1
	umaddl x3, w19, w6, x18
	strh w0, [x3, x1, lsl #1]
	add x1, x1, #1
	str x1, [x4, x19, lsl #3]
	and x17, x2, x17
	cbnz x17, .LBB_482
	b .LBB_479
.LBB_485:
	mov w5, #2050
	ldr x28, [sp, #1040]
.LBB_486:
	mov x14, #0
	ldr x15, [sp, #1032]
	b .LBB_488
.LBB_487:
	add x14, x14, #1
	cmp x14, #16
	ldr x4, [sp, #520]
	b.eq .LBB_242
.LBB_488:
	cmp x14, x28
	b.eq .LBB_651
	ldr x26, [x4, x14, lsl #3]
	cmp x26, #1025
	b.hi .LBB_591
	cbz x26, .LBB_487
	add x16, x14, x14, lsl #10
	add x16, x16, x8
	madd x17, x14, x5, x15
	lsl x18, x26, #1
	add x0, x11, x14
	b .LBB_493
.LBB_492:
	subs x18, x18, #2
	b.eq .LBB_487
.LBB_493:
	ldrh w19, [x17], #2
	add x1, x16, x19
	cmp x1, x10
	b.hs .LBB_487
	cmp x9, x19
	b.ls .LBB_621
	lsl x2, x19, #4
	ldrsb x2, [x0, x2]
	ldr x3, [x12]
	cmp x3, x2
	b.eq .LBB_492
	cbz x3, .LBB_499
	cmp x1, x25
	b.hs .LBB_642
	ldur x4, [x29, #-56]
	ldr d0, [x4, x1, lsl #3]
	scvtf d1, x3
	ldp d2, d3, [x12, #8]
	fsub d0, d0, d2
	fmul d0, d0, d1
	fdiv d0, d0, d2
	fadd d0, d0, d9
	fmov d1, x7
	fmul d0, d0, d1
	fadd d0, d0, d10
	fmov d1, x20
	fmul d0, d0, d1
	fadd d0, d3, d0
	str d0, [x12, #16]
	ldr x3, [x12, #24]
	add x3, x3, #1
	str x3, [x12, #24]
.LBB_499:
	str x2, [x12]
	cmp x1, x25
	b.hs .LBB_637
	ldur x2, [x29, #-56]
	ldr d0, [x2, x1, lsl #3]
	str d0, [x12, #8]
	b .LBB_492
.LBB_501:
	mov x0, #0
	ucvtf d1, x8
	ldr x11, [sp, #752]
	add x11, x11, x22, lsl #4
	ldr x12, [sp, #728]
	cmp w12, #0
	ldr x12, [sp, #160]
	csel x12, x12, xzr, ne
	add x13, x17, #64
	sub x14, x26, x8
	add x15, x9, #64
	lsl x16, x8, #7
	sub x17, x17, x16
	add x17, x17, #128
	mov w2, #1
	fdiv d2, d9, d0
	mov x30, x28
	b .LBB_503
.LBB_502:
	cmp x1, x10
	ldr x25, [sp, #784]
	ldr x22, [sp, #736]
	b.hs .LBB_281
.LBB_503:
	cmp x0, x22
	b.hs .LBB_508
	ldr x18, [sp, #752]
	add x1, x18, x0, lsl #4
.LBB_505:
	ldr x18, [x1], #16
	cmp x18, x2
	b.hs .LBB_509
	add x0, x0, #1
	cmp x22, x0
	b.ne .LBB_505
	mov x1, #0
	mov x0, x22
	b .LBB_510
.LBB_508:
	mov x1, #0
	b .LBB_510
.LBB_509:
	mov w1, #1
.LBB_510:
	cmp x24, x2
	ldr x3, [sp, #728]
	csel w3, wzr, w3, lo
	mov w4, #1
	str x4, [sp, #1592]
	mov w4, #2
	str x4, [sp, #1608]
	str x1, [sp, #1616]
	str x18, [sp, #1624]
	str x3, [sp, #1632]
	str x24, [sp, #1640]
	tbnz w1, #0, .LBB_512
	mov x18, x10
	cbz w3, .LBB_515
.LBB_512:
	mov w18, #2
	sub x18, x18, x1
	eor x1, x1, #0x1
	str x18, [sp, #1600]
	ldr x18, [sp, #472]
	add x18, x18, x1, lsl #4
	ldr x18, [x18, #8]
	add x3, sp, #1592
	ldur q3, [x3, #8]
	ldur q4, [x3, #24]
	add x1, sp, #1808
	stp q3, q4, [x1, #256]
	ldur q3, [x3, #40]
	str q3, [x1, #288]
	ldp x1, x3, [x29, #-144]
	cmp x1, x3
	b.eq .LBB_515
	ldr x4, [sp, #336]
	add x4, x4, x1, lsl #4
.LBB_514:
	add x1, x1, #1
	ldur w5, [x4, #-8]
	ldr x6, [x4], #16
	cmp x18, x6
	csel x6, x18, x6, lo
	cmp w5, #0
	csel x18, x6, x18, ne
	cmp x3, x1
	b.ne .LBB_514
.LBB_515:
	add x1, x18, #1
	cmp x10, x1
	csinc x3, x10, x18, lo
	add x5, sp, #880
	ldp q7, q16, [x5, #800]
	add x4, sp, #1808
	ldp q3, q4, [x4]
	ldp q19, q20, [x5, #832]
	ldp q5, q6, [x4, #32]
	ldp q23, q24, [x5, #864]
	ldp q17, q18, [x4, #64]
	ldp q25, q26, [x5, #896]
	ldp q21, q22, [x4, #96]
	subs x3, x3, x2
	b.ls .LBB_520
	add x4, x14, x2
	add x5, x13, x4, lsl #7
	add x19, x26, x2
	add x6, x13, x19, lsl #7
	add x2, x15, x2, lsl #7
.LBB_517:
	cmp x19, x28
	b.hs .LBB_641
	cmp x4, x28
	b.hs .LBB_644
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
	add x19, x19, #1
	add x2, x2, #128
	subs x3, x3, #1
	b.ne .LBB_517
	b .LBB_521
.LBB_520:
	add x20, sp, #1808
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
	ld1 { v22.d }[1], [x20]
.LBB_521:
	add x2, sp, #880
	stp q7, q16, [x2, #800]
	stp q19, q20, [x2, #832]
	stp q23, q24, [x2, #864]
	stp q25, q26, [x2, #896]
	add x2, sp, #1808
	stp q3, q4, [x2]
	stp q5, q6, [x2, #32]
	stp q17, q18, [x2, #64]
	stp q21, q22, [x2, #96]
	cmp x18, x10
	b.hs .LBB_281
	cmp x0, x22
	b.hi .LBB_602
	mov w23, #0
	add x2, x18, #1
	ldr x3, [sp, #752]
	add x19, x3, x0, lsl #4
	add x3, x18, x26
	cmp x3, x28
	add x5, x3, #1
	cset w7, hs
	subs x4, x5, x8
	add x6, x9, x18, lsl #7
	csinc w7, w7, wzr, hs
	add x20, x17, x3, lsl #7
	mov x25, x12
	b .LBB_526
.LBB_524:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x19, #15
	b.hi .LBB_652
.LBB_525:
	add x25, sp, #1680
	str d4, [x25, x19, lsl #3]
	add x25, sp, #1808
	str d3, [x25, x19, lsl #3]
	fdiv d3, d4, d0
	str d3, [x6, x19, lsl #3]
	mov x25, x22
	mov x19, x21
	mov x28, x30
.LBB_526:
	cbz w23, .LBB_535
	mov x21, x19
.LBB_528:
	cbz x25, .LBB_502
	ldr x19, [x25]
	cmp x19, x18
	b.ne .LBB_502
	mov x22, #0
	mov w23, #2
	mov x19, x25
	tbnz w7, #0, .LBB_588
.LBB_531:
	ldr x19, [x19, #8]
	cbz x8, .LBB_524
	cmp x19, #15
	b.hi .LBB_646
	add x25, x20, x19, lsl #3
	movi v3.2d, #0000000000000000
	mov x27, x16
	mov w28, #1
	movi v4.2d, #0000000000000000
.LBB_534:
	ucvtf d5, x28
	ldr d6, [x25], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x28, x28, #1
	subs x27, x27, #128
	b.ne .LBB_534
	b .LBB_525
.LBB_535:
	mov x21, x11
	cmp x19, x11
	b.eq .LBB_528
	mov x21, x19
	ldr x22, [x21], #16
	cmp x22, x18
	b.ne .LBB_528
	mov w23, #0
	mov x22, x25
	tbz w7, #0, .LBB_531
	b .LBB_588
.LBB_538:
	mov x0, #0
	ucvtf d1, x24
	ldr x10, [sp, #752]
	add x10, x10, x22, lsl #4
	cmp w30, #0
	ldr x11, [sp, #160]
	csel x11, x11, xzr, ne
	add x12, x16, #64
	sub x13, x26, x24
	add x14, x8, #64
	lsl x15, x24, #7
	sub x16, x16, x15
	add x16, x16, #128
	mov w1, #1
	fdiv d2, d9, d0
	b .LBB_540
.LBB_539:
	cmp x18, x9
	ldr x22, [sp, #736]
	b.hs .LBB_318
.LBB_540:
	cmp x0, x22
	b.hs .LBB_545
	ldr x17, [sp, #752]
	add x18, x17, x0, lsl #4
.LBB_542:
	ldr x17, [x18], #16
	cmp x17, x1
	b.hs .LBB_546
	add x0, x0, #1
	cmp x22, x0
	b.ne .LBB_542
	mov x18, #0
	mov x0, x22
	b .LBB_547
.LBB_545:
	mov x18, #0
	b .LBB_547
.LBB_546:
	mov w18, #1
.LBB_547:
	ldr x4, [sp, #704]
	cmp x4, x1
	csel w2, wzr, w30, lo
	mov w3, #1
	str x3, [sp, #1592]
	mov w3, #2
	str x3, [sp, #1608]
	str x18, [sp, #1616]
	str x17, [sp, #1624]
	str x2, [sp, #1632]
	str x4, [sp, #1640]
	tbnz w18, #0, .LBB_549
	mov x17, x9
	cbz w2, .LBB_552
.LBB_549:
	mov w17, #2
	sub x17, x17, x18
	eor x18, x18, #0x1
	str x17, [sp, #1600]
	ldr x17, [sp, #472]
	add x17, x17, x18, lsl #4
	ldr x17, [x17, #8]
	add x2, sp, #1592
	ldur q3, [x2, #8]
	ldur q4, [x2, #24]
	add x18, sp, #1808
	stp q3, q4, [x18, #256]
	ldur q3, [x2, #40]
	str q3, [x18, #288]
	ldp x18, x2, [x29, #-144]
	cmp x18, x2
	b.eq .LBB_552
	ldr x3, [sp, #336]
	add x3, x3, x18, lsl #4
.LBB_551:
	add x18, x18, #1
	ldur w4, [x3, #-8]
	ldr x5, [x3], #16
	cmp x17, x5
	csel x5, x17, x5, lo
	cmp w4, #0
	csel x17, x5, x17, ne
	cmp x2, x18
	b.ne .LBB_551
.LBB_552:
	add x18, x17, #1
	cmp x9, x18
	csinc x2, x9, x17, lo
	add x4, sp, #880
	ldp q7, q16, [x4, #800]
	add x3, sp, #1808
	ldp q3, q4, [x3]
	ldp q19, q20, [x4, #832]
	ldp q5, q6, [x3, #32]
	ldp q23, q24, [x4, #864]
	ldp q17, q18, [x3, #64]
	ldp q25, q26, [x4, #896]
	ldp q21, q22, [x3, #96]
	subs x2, x2, x1
	b.ls .LBB_557
	add x3, x13, x1
	add x4, x12, x3, lsl #7
	add x19, x26, x1
	add x5, x12, x19, lsl #7
	add x1, x14, x1, lsl #7
.LBB_554:
	cmp x19, x28
	b.hs .LBB_641
	cmp x3, x28
	b.hs .LBB_645
	ldur q27, [x5, #-64]
	fadd v28.2d, v27.2d, v3.2d
	ldur q29, [x4, #-64]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v7.2d, v7.2d, v27.2d
	fsub v7.2d, v7.2d, v3.2d
	fsub v3.2d, v28.2d, v29.2d
	fmul v27.2d, v7.2d, v2.d[0]
	stur q27, [x1, #-64]
	ldur q27, [x5, #-48]
	fadd v28.2d, v27.2d, v4.2d
	ldur q29, [x4, #-48]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v16.2d, v16.2d, v27.2d
	fsub v16.2d, v16.2d, v4.2d
	fsub v4.2d, v28.2d, v29.2d
	fmul v27.2d, v16.2d, v2.d[0]
	stur q27, [x1, #-48]
	ldur q27, [x5, #-32]
	fadd v28.2d, v27.2d, v5.2d
	ldur q29, [x4, #-32]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v19.2d, v19.2d, v27.2d
	fsub v19.2d, v19.2d, v5.2d
	fsub v5.2d, v28.2d, v29.2d
	fmul v27.2d, v19.2d, v2.d[0]
	stur q27, [x1, #-32]
	ldur q27, [x5, #-16]
	fadd v28.2d, v27.2d, v6.2d
	ldur q29, [x4, #-16]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v20.2d, v20.2d, v27.2d
	fsub v20.2d, v20.2d, v6.2d
	fsub v6.2d, v28.2d, v29.2d
	fmul v27.2d, v20.2d, v2.d[0]
	stur q27, [x1, #-16]
	ldr q27, [x5]
	fadd v28.2d, v27.2d, v17.2d
	ldr q29, [x4]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v23.2d, v23.2d, v27.2d
	fsub v23.2d, v23.2d, v17.2d
	fsub v17.2d, v28.2d, v29.2d
	fmul v27.2d, v23.2d, v2.d[0]
	str q27, [x1]
	ldr q27, [x5, #16]
	fadd v28.2d, v27.2d, v18.2d
	ldr q29, [x4, #16]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v24.2d, v24.2d, v27.2d
	fsub v24.2d, v24.2d, v18.2d
	fsub v18.2d, v28.2d, v29.2d
	fmul v27.2d, v24.2d, v2.d[0]
	str q27, [x1, #16]
	ldr q27, [x5, #32]
	fadd v28.2d, v27.2d, v21.2d
	ldr q29, [x4, #32]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v25.2d, v25.2d, v27.2d
	fsub v25.2d, v25.2d, v21.2d
	fsub v21.2d, v28.2d, v29.2d
	fmul v27.2d, v25.2d, v2.d[0]
	str q27, [x1, #32]
	ldr q27, [x5, #48]
	fadd v28.2d, v27.2d, v22.2d
	ldr q29, [x4, #48]
	fmul v27.2d, v27.2d, v1.d[0]
	fadd v26.2d, v26.2d, v27.2d
	fsub v26.2d, v26.2d, v22.2d
	fsub v22.2d, v28.2d, v29.2d
	add x4, x4, #128
	add x3, x3, #1
	fmul v27.2d, v26.2d, v2.d[0]
	str q27, [x1, #48]
	add x5, x5, #128
	add x19, x19, #1
	add x1, x1, #128
	subs x2, x2, #1
	b.ne .LBB_554
	b .LBB_558
.LBB_557:
	add x19, sp, #1808
	orr x1, x19, #0x8
	add x2, x19, #24
	add x3, x19, #40
	add x4, x19, #56
	add x5, x19, #72
	add x6, x19, #88
	add x7, x19, #104
	add x19, x19, #120
	ld1 { v3.d }[1], [x1]
	ld1 { v4.d }[1], [x2]
	ld1 { v5.d }[1], [x3]
	ld1 { v6.d }[1], [x4]
	ld1 { v17.d }[1], [x5]
	ld1 { v18.d }[1], [x6]
	ld1 { v21.d }[1], [x7]
	ld1 { v22.d }[1], [x19]
.LBB_558:
	add x1, sp, #880
	stp q7, q16, [x1, #800]
	stp q19, q20, [x1, #832]
	stp q23, q24, [x1, #864]
	stp q25, q26, [x1, #896]
	add x1, sp, #1808
	stp q3, q4, [x1]
	stp q5, q6, [x1, #32]
	stp q17, q18, [x1, #64]
	stp q21, q22, [x1, #96]
	cmp x17, x9
	b.hs .LBB_318
	cmp x0, x22
	b.hi .LBB_602
	mov w21, #0
	add x1, x17, #1
	ldr x2, [sp, #752]
	add x19, x2, x0, lsl #4
	add x2, x17, x26
	cmp x2, x28
	add x4, x2, #1
	cset w6, hs
	subs x3, x4, x24
	add x5, x8, x17, lsl #7
	csinc w6, w6, wzr, hs
	add x7, x16, x2, lsl #7
	mov x23, x11
	b .LBB_563
.LBB_561:
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	cmp x19, #15
	b.hi .LBB_652
.LBB_562:
	add x23, sp, #1680
	str d4, [x23, x19, lsl #3]
	add x23, sp, #1808
	str d3, [x23, x19, lsl #3]
	fdiv d3, d4, d0
	str d3, [x5, x19, lsl #3]
	mov x23, x22
	mov x19, x20
	ldr x25, [sp, #784]
.LBB_563:
	cbz w21, .LBB_572
	mov x20, x19
.LBB_565:
	cbz x23, .LBB_539
	ldr x19, [x23]
	cmp x19, x17
	b.ne .LBB_539
	mov x22, #0
	mov w21, #2
	mov x19, x23
	cbnz w6, .LBB_589
.LBB_568:
	ldr x19, [x19, #8]
	cbz x24, .LBB_561
	cmp x19, #15
	b.hi .LBB_646
	add x23, x7, x19, lsl #3
	movi v3.2d, #0000000000000000
	mov x25, x15
	mov w27, #1
	movi v4.2d, #0000000000000000
.LBB_571:
	ucvtf d5, x27
	ldr d6, [x23], #128
	fmul d5, d6, d5
	fadd d4, d4, d5
	fadd d3, d3, d6
	add x27, x27, #1
	subs x25, x25, #128
	b.ne .LBB_571
	b .LBB_562
.LBB_572:
	mov x20, x10
	cmp x19, x10
	b.eq .LBB_565
	mov x20, x19
	ldr x21, [x20], #16
	cmp x21, x17
	b.ne .LBB_565
	mov w21, #0
	mov x22, x23
	cbz w6, .LBB_568
	b .LBB_589
.LBB_575:
	ldr x8, [sp, #8]
	cbz x8, .LBB_577
	lsl x1, x8, #4
	ldr x0, [sp, #152]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_577:
	ldr x26, [sp, #456]
	ldp x8, x19, [sp, #168]
	cbnz x8, .LBB_123
	b .LBB_582
.LBB_578:
	cmp x19, #21
	b.hs .LBB_581
	ldr x0, [sp, #152]
	mov x1, x19
	bl core::slice::sort::shared::smallsort::insertion_sort_shift_left
.LBB_580:
	ldp x26, x24, [sp, #456]
	ldr x25, [sp, #344]
	add x8, sp, #1472
	str x8, [sp, #1480]
	add x8, sp, #1464
	str x8, [sp, #1488]
	ldr x8, [sp, #1472]
	cbnz x8, .LBB_197
	b .LBB_216
.LBB_581:
	sub x2, x29, #81
	ldr x0, [sp, #152]
	mov x1, x19
	bl core::slice::sort::unstable::ipnsort
	b .LBB_580
.LBB_582:
	mov w8, #40
	ldr x9, [sp, #312]
	str x9, [sp, #1808]
	str x9, [sp, #1816]
	madd x8, x24, x8, x9
	ldr x21, [sp]
	str x21, [sp, #1824]
	str x8, [sp, #1832]
	ldur x8, [x29, #-56]
	str x8, [sp, #1840]
	str x25, [sp, #1848]
	add x8, sp, #808
	str x8, [sp, #1856]
	add x1, sp, #1808
	ldr x0, [sp, #504]
	bl alloc::vec::in_place_collect::<impl alloc::vec::spec_from_iter::SpecFromIter<T,I> for alloc::vec::Vec<T>>::from_iter
	add x0, sp, #1392
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	add x0, sp, #1368
	bl core::ptr::drop_in_place<alloc::vec::Vec<alloc::vec::Vec<f64>>>
	add x0, sp, #1344
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	ldr x8, [sp, #1320]
	cbz x8, .LBB_586
	ldr x0, [sp, #1328]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_586:
	add x0, sp, #880
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
	add x0, sp, #816
	bl core::ptr::drop_in_place<kernel_sliding::grid::Grid>
	add sp, sp, #2144
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
.LBB_587:
	mov w0, #8
	mov w1, #728
	bl alloc::alloc::handle_alloc_error
	b .LBB_684
.LBB_588:
	cmp x3, x28
	csel x26, x3, x5, hs
	mov x0, x4
	b .LBB_590
.LBB_589:
	cmp x2, x28
	csel x26, x2, x4, hs
	mov x0, x3
.LBB_590:
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	b .LBB_592
.LBB_591:
	mov x0, #0
	mov w28, #1025
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
.LBB_592:
	mov x1, x26
	mov x2, x28
	bl core::slice::index::slice_index_fail
	b .LBB_684
.LBB_593:
	str x24, [sp, #1368]
	ldr x8, [sp, #352]
	str x8, [sp, #1376]
	ldr x8, [sp, #640]
	lsl x19, x8, #3
	str x24, [sp, #1384]
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	str x0, [sp, #312]
	cbz x0, .LBB_683
	subs x8, x24, #1
	b.ne .LBB_596
	mov w8, #1
	str x8, [sp]
	ldr x9, [sp, #312]
	b .LBB_599
.LBB_596:
	movi v0.2d, #0000000000000000
	ldr x9, [sp, #312]
.LBB_597:
	strb wzr, [x9, #32]
	stp q0, q0, [x9]
	add x9, x9, #40
	subs x8, x8, #1
	b.ne .LBB_597
	str x24, [sp]
.LBB_599:
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
	b.eq .LBB_120
.LBB_600:
	bl std::sys::random::linux::hashmap_random_keys
	str x1, [x19, #8]
	mov w8, #1
	strb w8, [x19, #16]
	ldr x24, [sp, #464]
	ldr x25, [sp, #344]
	add x26, sp, #880
	b .LBB_121
.LBB_602:
	mov x26, x22
	mov x28, x22
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	b .LBB_592
.LBB_603:
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	adrp x0, .Lanon.5
	add x0, x0, :lo12:.Lanon.5
	mov w1, #25
	b .LBB_609
.LBB_604:
	mov x1, x8
	adrp x2, .Lanon.6
	add x2, x2, :lo12:.Lanon.6
	b .LBB_612
.LBB_605:
	mov x1, x8
	adrp x2, .Lanon.7
	add x2, x2, :lo12:.Lanon.7
	b .LBB_612
.LBB_606:
	mov w0, #8
	mov w1, #632
	bl alloc::alloc::handle_alloc_error
	b .LBB_684
.LBB_607:
	adrp x0, .Lanon.8
	add x0, x0, :lo12:.Lanon.8
	adrp x2, .Lanon.9
	add x2, x2, :lo12:.Lanon.9
	mov w1, #32
	bl core::panicking::panic
	b .LBB_684
.LBB_608:
	adrp x0, .Lanon.10
	add x0, x0, :lo12:.Lanon.10
	mov w1, #39
	adrp x2, .Lanon.11
	add x2, x2, :lo12:.Lanon.11
.LBB_609:
	bl core::panicking::panic
	b .LBB_684
.LBB_610:
	mov x1, x8
	adrp x2, .Lanon.12
	add x2, x2, :lo12:.Lanon.12
	b .LBB_612
.LBB_611:
	mov x1, x8
	adrp x2, .Lanon.13
	add x2, x2, :lo12:.Lanon.13
.LBB_612:
	add x0, x25, x24
.LBB_613:
	bl core::panicking::panic_bounds_check
	b .LBB_684
.LBB_614:
	mov w0, #8
	mov w1, #728
	bl alloc::alloc::handle_alloc_error
	b .LBB_684
.LBB_615:
	adrp x0, .Lanon.14
	add x0, x0, :lo12:.Lanon.14
	bl core::option::unwrap_failed
	b .LBB_684
.LBB_616:
	mov x0, x19
	mov x1, x8
	adrp x2, .Lanon.15
	add x2, x2, :lo12:.Lanon.15
	b .LBB_613
.LBB_617:
	mov x0, x19
	mov x1, x8
	adrp x2, .Lanon.16
	add x2, x2, :lo12:.Lanon.16
	b .LBB_613
.LBB_618:
	mov x0, x26
	mov x26, x28
	adrp x3, .Lanon.17
	add x3, x3, :lo12:.Lanon.17
	b .LBB_592
.LBB_619:
	mov x19, x1
	mov w28, #1025
	adrp x2, .Lanon.18
	add x2, x2, :lo12:.Lanon.18
	b .LBB_655
.LBB_620:
	adrp x2, .Lanon.19
	add x2, x2, :lo12:.Lanon.19
	b .LBB_655
.LBB_621:
	mov x28, x9
	adrp x2, .Lanon.20
	add x2, x2, :lo12:.Lanon.20
	b .LBB_655
.LBB_622:
	mov x26, x11
.LBB_623:
	adrp x3, .Lanon.21
	add x3, x3, :lo12:.Lanon.21
	b .LBB_592
.LBB_624:
	mov x26, x10
	adrp x3, .Lanon.21
	add x3, x3, :lo12:.Lanon.21
	b .LBB_592
.LBB_625:
	cmp x22, #21
	b.hs .LBB_681
	mov x8, #0
	mov w9, #56
	madd x9, x22, x9, x19
	add x11, x19, #56
	mov x12, x19
	b .LBB_630
.LBB_627:
	mov x12, x19
.LBB_628:
	str x11, [x12]
	add x11, sp, #1808
	ldr q0, [x11]
	stur q0, [x12, #8]
	ldr q0, [x11, #16]
	stur q0, [x12, #24]
	ldr q0, [x11, #32]
	stur q0, [x12, #40]
.LBB_629:
	add x11, x10, #56
	add x8, x8, #56
	mov x12, x10
	cmp x11, x9
	b.eq .LBB_636
.LBB_630:
	mov x10, x11
	ldr x11, [x12, #56]
	ldr x13, [x12]
	cmp x11, x13
	b.hs .LBB_629
	ldp q0, q1, [x12, #64]
	add x13, sp, #1808
	stp q0, q1, [x13]
	ldr q0, [x12, #96]
	str q0, [x13, #32]
	mov x12, x8
.LBB_632:
	add x13, x19, x12
	ldp q0, q1, [x13]
	stur q0, [x13, #56]
	stur q1, [x13, #72]
	ldr q0, [x13, #32]
	stur q0, [x13, #88]
	ldr x14, [x13, #48]
	str x14, [x13, #104]
	cbz x12, .LBB_627
	ldur x13, [x13, #-56]
	sub x12, x12, #56
	cmp x11, x13
	b.lo .LBB_632
	add x12, x19, x12
	add x12, x12, #56
	b .LBB_628
.LBB_635:
	mov w0, #8
	mov w1, #632
	bl alloc::alloc::handle_alloc_error
	b .LBB_684
.LBB_636:
	ldr x19, [sp, #1400]
	ldr x22, [sp, #1408]
	b .LBB_47
.LBB_637:
	mov x19, x1
	mov x28, x25
	adrp x2, .Lanon.22
	add x2, x2, :lo12:.Lanon.22
	b .LBB_655
.LBB_638:
	mov x19, #-1
.LBB_639:
	adrp x2, .Lanon.23
	add x2, x2, :lo12:.Lanon.23
	b .LBB_655
.LBB_640:
	mov x0, x19
	adrp x2, .Lanon.24
	add x2, x2, :lo12:.Lanon.24
	ldr x1, [sp, #704]
	b .LBB_613
.LBB_641:
	adrp x2, .Lanon.25
	add x2, x2, :lo12:.Lanon.25
	b .LBB_655
.LBB_642:
	mov x19, x1
	mov x28, x25
	adrp x2, .Lanon.26
	add x2, x2, :lo12:.Lanon.26
	b .LBB_655
.LBB_643:
	adrp x0, .Lanon.27
	add x0, x0, :lo12:.Lanon.27
	adrp x3, .Lanon.28
	add x3, x3, :lo12:.Lanon.28
	adrp x4, .Lanon.29
	add x4, x4, :lo12:.Lanon.29
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_644:
	mov x19, x4
	adrp x2, .Lanon.30
	add x2, x2, :lo12:.Lanon.30
	b .LBB_655
.LBB_645:
	mov x19, x3
	adrp x2, .Lanon.30
	add x2, x2, :lo12:.Lanon.30
	b .LBB_655
.LBB_646:
	mov w28, #16
	adrp x2, .Lanon.31
	add x2, x2, :lo12:.Lanon.31
	b .LBB_655
.LBB_647:
	adrp x2, .Lanon.32
	add x2, x2, :lo12:.Lanon.32
	ldr x1, [sp, #344]
	bl core::panicking::panic_bounds_check
	b .LBB_684
.LBB_648:
	adrp x0, .Lanon.33
	add x0, x0, :lo12:.Lanon.33
	bl core::option::unwrap_failed
	b .LBB_684
.LBB_649:
	mov x0, x19
	mov x1, x8
	adrp x2, .Lanon.34
	add x2, x2, :lo12:.Lanon.34
	b .LBB_613
.LBB_650:
	mov x0, x19
	mov x1, x8
	adrp x2, .Lanon.35
	add x2, x2, :lo12:.Lanon.35
	b .LBB_613
.LBB_651:
	mov x19, x28
	adrp x2, .Lanon.36
	add x2, x2, :lo12:.Lanon.36
	b .LBB_655
.LBB_652:
	mov w28, #16
	adrp x2, .Lanon.37
	add x2, x2, :lo12:.Lanon.37
	b .LBB_655
.LBB_653:
	adrp x0, .Lanon.27
	add x0, x0, :lo12:.Lanon.27
	adrp x3, .Lanon.28
	add x3, x3, :lo12:.Lanon.28
	adrp x4, .Lanon.29
	add x4, x4, :lo12:.Lanon.29
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_684
.LBB_654:
	adrp x2, .Lanon.38
	add x2, x2, :lo12:.Lanon.38
.LBB_655:
	mov x0, x19
	mov x1, x28
	bl core::panicking::panic_bounds_check
	b .LBB_684
.LBB_656:
	adrp x0, .Lanon.27
	add x0, x0, :lo12:.Lanon.27
	adrp x3, .Lanon.28
	add x3, x3, :lo12:.Lanon.28
	adrp x4, .Lanon.29
	add x4, x4, :lo12:.Lanon.29
	sub x2, x29, #81
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_684
.LBB_657:
	adrp x0, .Lanon.39
	add x0, x0, :lo12:.Lanon.39
	bl core::option::unwrap_failed
	b .LBB_684
.LBB_658:
	mov w0, #1
	mov w1, #16400
	bl alloc::raw_vec::handle_error
	b .LBB_684
.LBB_659:
	mov w0, #2
	mov w1, #32800
	bl alloc::raw_vec::handle_error
	b .LBB_684
.LBB_660:
	mov x19, #0
	mov x28, #0
	adrp x2, .Lanon.40
	add x2, x2, :lo12:.Lanon.40
	b .LBB_655
.LBB_661:
	ldr x1, [sp]
	adrp x2, .Lanon.41
	add x2, x2, :lo12:.Lanon.41
	b .LBB_613
.LBB_662:
	mov w19, #1024
	mov x28, x9
	adrp x2, .Lanon.42
	add x2, x2, :lo12:.Lanon.42
	b .LBB_655
.LBB_663:
	mov x19, #0
	mov x28, #0
	adrp x2, .Lanon.43
	add x2, x2, :lo12:.Lanon.43
	b .LBB_655
.LBB_664:
	mov w19, #1
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_665:
	mov w19, #6
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_666:
	mov w19, #2
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_667:
	mov w19, #7
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_668:
	mov w19, #3
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_669:
	mov w19, #4
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_670:
	mov w19, #5
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_671:
	mov w19, #12
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_672:
	mov w19, #8
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_673:
	mov w19, #13
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_674:
	mov x19, #0
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_675:
	mov w19, #9
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_676:
	mov w19, #14
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_677:
	mov w19, #10
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_678:
	mov w19, #15
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_679:
	mov w19, #11
	adrp x2, .Lanon.44
	add x2, x2, :lo12:.Lanon.44
	b .LBB_655
.LBB_680:
	mov w0, #8
	mov x1, x21
	bl alloc::raw_vec::handle_error
	b .LBB_684
.LBB_681:
	add x2, sp, #1808
	mov x0, x19
	mov x1, x22
	bl core::slice::sort::stable::driftsort_main
	b .LBB_47
.LBB_682:
	mov w0, #8
	mov w1, #64
	bl alloc::raw_vec::handle_error
	b .LBB_684
.LBB_683:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
.LBB_684:
	brk #0x1
	b .LBB_717
	mov x19, x0
	b .LBB_732
	b .LBB_728
	mov x19, x0
	ldr x21, [sp, #464]
	b .LBB_735
	mov x19, x0
	ldr x8, [sp, #1808]
	cbz x8, .LBB_731
	ldr x0, [sp, #1816]
	lsl x1, x8, #4
	b .LBB_730
	mov x19, x0
	add x0, sp, #1392
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
	b .LBB_734
	mov x19, x0
	b .LBB_747
	mov x19, x0
	cbz x20, .LBB_745
	b .LBB_756
	mov x19, x0
	b .LBB_750
	mov x19, x0
	mov x0, x21
	mov w1, #16400
	mov w2, #1
	bl __rustc::__rust_dealloc
	b .LBB_697
	mov x19, x0
.LBB_697:
	ldr x8, [sp, #1680]
	cbz x8, .LBB_700
	ldr x0, [sp, #1688]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_700
	mov x19, x0
.LBB_700:
	ldr x8, [sp, #1592]
	cbz x8, .LBB_703
	ldr x0, [sp, #1600]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_703
	mov x19, x0
.LBB_703:
	ldr x8, [sp, #1392]
	cbz x8, .LBB_706
	ldr x0, [sp, #1400]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_706
	mov x19, x0
.LBB_706:
	add x0, sp, #1808
	bl core::ptr::drop_in_place<[alloc::vec::Vec<[f64; 16]>; 2]>
	b .LBB_751
	mov x19, x0
	ldr x8, [sp, #1592]
	cbz x8, .LBB_751
	ldr x0, [sp, #1600]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_751
	b .LBB_728
	b .LBB_712
.LBB_712:
	mov x19, x0
	b .LBB_751
	mov x19, x0
	ldr x8, [sp, #1680]
	ldr x9, [sp, #1688]
	str x9, [x8]
	add x0, sp, #1592
	b .LBB_718
	brk #0x1
	mov x19, x0
	b .LBB_731
.LBB_717:
	mov x19, x0
	add x0, sp, #1392
.LBB_718:
	bl core::ptr::drop_in_place<alloc::vec::Vec<(usize,kernel_sliding::blocked::Carry)>>
	ldr x8, [sp, #1320]
	cbnz x8, .LBB_749
	b .LBB_750
	b .LBB_728
	mov x0, x23
	mov w1, #728
	mov w2, #8
	bl __rustc::__rust_dealloc
	brk #0x1
	brk #0x1
	b .LBB_724
.LBB_724:
	mov x19, x0
	add x0, sp, #1592
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Carry>
	add x0, sp, #1808
	bl core::ptr::drop_in_place<alloc::collections::btree::dedup_sorted_iter::DedupSortedIter<usize,kernel_sliding::blocked::Carry,alloc::vec::into_iter::IntoIter<(usize,kernel_sliding::blocked::Carry)>>>
	ldr x8, [sp, #1320]
	cbnz x8, .LBB_749
	b .LBB_750
	b .LBB_728
	brk #0x1
.LBB_728:
	mov x19, x0
	ldr x8, [sp, #8]
	cbz x8, .LBB_731
	lsl x1, x8, #4
	ldr x0, [sp, #152]
.LBB_730:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_731:
	add x0, sp, #1392
	bl core::ptr::drop_in_place<kernel_sliding::exact::Exact>
.LBB_732:
	ldr x21, [sp]
	cbz x21, .LBB_734
	add x8, x21, x21, lsl #2
	lsl x1, x8, #3
	ldr x0, [sp, #312]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_734:
	cbz x21, .LBB_747
.LBB_735:
	ldr x8, [sp, #352]
	add x20, x8, #8
	mov x22, x21
	b .LBB_737
.LBB_736:
	add x20, x20, #24
	subs x21, x21, #1
	b.eq .LBB_739
.LBB_737:
	ldur x8, [x20, #-8]
	cbz x8, .LBB_736
	ldr x0, [x20]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_736
.LBB_739:
	add x8, x22, x22, lsl #1
	lsl x1, x8, #3
	ldr x0, [sp, #352]
	b .LBB_746
	mov x19, x0
	cbnz x27, .LBB_743
	cbnz x28, .LBB_744
.LBB_742:
	cbz x20, .LBB_745
	b .LBB_756
.LBB_743:
	lsl x1, x27, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
	cbz x28, .LBB_742
.LBB_744:
	lsl x1, x28, #3
	mov x0, x22
	mov w2, #8
	bl __rustc::__rust_dealloc
	cbnz x20, .LBB_756
.LBB_745:
	ldr x0, [sp, #352]
	mov x1, x21
.LBB_746:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_747:
	add x0, sp, #1344
	bl core::ptr::drop_in_place<alloc::collections::btree::map::BTreeMap<usize,kernel_sliding::blocked::Carry>>
	ldr x8, [sp, #1320]
	cbz x8, .LBB_750
.LBB_749:
	ldr x0, [sp, #1328]
	lsl x1, x8, #7
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_750:
	add x0, sp, #880
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Scratch<16_usize>>
.LBB_751:
	ldr x8, [sp, #816]
	cbnz x8, .LBB_754
	ldr x8, [sp, #840]
	cbnz x8, .LBB_755
.LBB_753:
	mov x0, x19
	bl _Unwind_Resume
.LBB_754:
	ldr x0, [sp, #824]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	ldr x8, [sp, #840]
	cbz x8, .LBB_753
.LBB_755:
	ldr x0, [sp, #848]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x19
	bl _Unwind_Resume
.LBB_756:
	ldr x8, [sp, #352]
	add x22, x8, #8
	b .LBB_758
.LBB_757:
	add x22, x22, #24
	subs x20, x20, #1
	b.eq .LBB_745
.LBB_758:
	ldur x8, [x22, #-8]
	cbz x8, .LBB_757
	ldr x0, [x22]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_757
	bl core::panicking::panic_in_cleanup
	mov x19, x0
	ldr x8, [sp, #1320]
	cbnz x8, .LBB_749
	b .LBB_750
