# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	stp x29, x30, [sp, #-48]!
	stp x22, x21, [sp, #16]
	stp x20, x19, [sp, #32]
	mov x29, sp
	str xzr, [x3, #16]
	cbz x1, .LBB_5
	ldr x8, [x3]
	cmp x1, x8
	b.hi .LBB_29
	mov x8, xzr
	ldr x9, [x3, #8]
	add x10, x9, xzr, lsl #3
	subs x9, x1, #1
	b.eq .LBB_12
.LBB_3:
	cntw x12
	cmp x9, x12
	b.hs .LBB_6
	mov w11, #1
	mov x9, x10
	b .LBB_9
.LBB_5:
	mov x8, xzr
	sub x9, x2, #1
	str xzr, [x3, #16]
	cmp x9, x1
	b.lo .LBB_13
	b .LBB_28
.LBB_6:
	sub x11, x12, #1
	rdvl x16, #1
	mov z0.d, #0x7ff8000000000000
	mov x14, xzr
	and x13, x9, x11
	ptrue p0.d
	sub x15, x9, x13
	add x16, x10, x16
	add x9, x10, x15, lsl #3
	add x11, x15, #1
.LBB_7:
	st1d { z0.d }, p0, [x10, x14, lsl #3]
	st1d { z0.d }, p0, [x16, x14, lsl #3]
	add x14, x14, x12
	cmp x15, x14
	b.ne .LBB_7
	cbz x13, .LBB_11
.LBB_9:
	sub x10, x1, x11
	mov x11, #9221120237041090560
.LBB_10:
	str x11, [x9], #8
	subs x10, x10, #1
	b.ne .LBB_10
.LBB_11:
	add x8, x1, x8
	mov x10, x9
	sub x8, x8, #1
.LBB_12:
	mov x9, #9221120237041090560
	add x8, x8, #1
	str x9, [x10]
	sub x9, x2, #1
	str x8, [x3, #16]
	cmp x9, x1
	b.hs .LBB_28
.LBB_13:
	madd x10, x2, x2, x2
	ldr x11, [x3, #8]
	ands x12, x2, #0xffffffffffffff8
	ucvtf d0, x10, #1
	and x10, x2, #0x7
	lsl x13, x10, #3
	b.eq .LBB_22
	index z3.d, #0, #1
	sub x13, x13, #8
	orr x15, x12, #0x1
	ptrue p1.d
	lsr x14, x13, #3
	cntd x13
	mov z1.d, x15
	ubfx x15, x2, #3, #57
	add x16, x14, #1
	add x15, x0, x15, lsl #6
	sub x17, x16, x13
	cmp x14, x13
	csel x14, xzr, x17, lo
	whilelo p0.d, xzr, x16
	mov z4.d, z3.d
	mov z5.d, z3.d
	mov z6.d, z3.d
	mov z2.d, x13
	add z4.d, z4.d, #2
	add z5.d, z5.d, #4
	add z6.d, z6.d, #6
	rdvl x16, #1
.LBB_15:
	movi d7, #0000000000000000
	add x17, x9, #1
	mov x18, xzr
.LBB_16:
	add x2, x0, x18, lsl #3
	add x3, x18, #1
	ldr d17, [x2]
	ucvtf d16, x3
	ldur q18, [x2, #8]
	fmul d16, d17, d16
	fadd d7, d7, d16
	dup v16.2d, x18
	add x18, x18, #8
	cmp x12, x18
	orr v17.16b, v16.16b, v4.16b
	ucvtf v17.2d, v17.2d
	fmul v17.2d, v18.2d, v17.2d
	ldur q18, [x2, #24]
	fadd d7, d7, d17
	mov d17, v17.d[1]
	fadd d7, d7, d17
	orr v17.16b, v16.16b, v5.16b
	orr v16.16b, v16.16b, v6.16b
	ucvtf v17.2d, v17.2d
	ucvtf v16.2d, v16.2d
	fmul v17.2d, v18.2d, v17.2d
	fadd d7, d7, d17
	mov d17, v17.d[1]
	fadd d7, d7, d17
	ldur q17, [x2, #40]
	fmul v16.2d, v17.2d, v16.2d
	ldr d17, [x2, #56]
	fadd d7, d7, d16
	mov d16, v16.d[1]
	fadd d7, d7, d16
	ucvtf d16, x18
	fmul d16, d17, d16
	fadd d7, d7, d16
	b.ne .LBB_16
	cbz x10, .LBB_20
	mov z16.d, z3.d
	neg x2, x13
	mov p2.b, p0.b
	mov x18, x15
.LBB_19:
	ld1d { z18.d }, p2/z, [x18]
	add z17.d, z1.d, z16.d
	add x2, x2, x13
	add z16.d, z16.d, z2.d
	add x18, x18, x16
	ucvtf z17.d, p1/m, z17.d
	fmul z17.d, z18.d, z17.d
	fadda d7, p2, d7, z17.d
	whilelo p2.d, x2, x14
	b.mi .LBB_19
.LBB_20:
	cmp x9, x8
	b.hs .LBB_30
	fdiv d7, d7, d0
	add x0, x0, #8
	add x15, x15, #8
	cmp x17, x1
	str d7, [x11, x9, lsl #3]
	mov x9, x17
	b.ne .LBB_15
	b .LBB_28
.LBB_22:
	sub x12, x13, #8
	index z2.d, #0, #1
	ptrue p0.d
	lsr x13, x12, #3
	cntd x12
	add x15, x13, #1
	sub x14, x15, x12
	cmp x13, x12
	csel x13, xzr, x14, lo
	mov z1.d, x12
	whilelo p1.d, xzr, x15
	rdvl x14, #1
.LBB_23:
	movi d3, #0000000000000000
	cbz x10, .LBB_26
	mov z4.d, z2.d
	neg x16, x12
	mov p2.b, p1.b
	mov x15, x0
.LBB_25:
	mov z5.d, z4.d
	ld1d { z6.d }, p2/z, [x15]
	add x16, x16, x12
	add z4.d, z4.d, z1.d
	add x15, x15, x14
	add z5.d, z5.d, #1
	ucvtf z5.d, p0/m, z5.d
	fmul z5.d, z6.d, z5.d
	fadda d3, p2, d3, z5.d
	whilelo p2.d, x16, x13
	b.mi .LBB_25
.LBB_26:
	cmp x9, x8
	b.hs .LBB_30
	fdiv d3, d3, d0
	add x0, x0, #8
	str d3, [x11, x9, lsl #3]
	add x9, x9, #1
	cmp x9, x1
	b.ne .LBB_23
.LBB_28:
	ldp x20, x19, [sp, #32]
	ldp x22, x21, [sp, #16]
	ldp x29, x30, [sp], #48
	ret
.LBB_29:
	mov x20, x0
	mov x0, x3
	mov x22, x3
	mov w3, #8
	mov x19, x1
	mov x1, xzr
	mov x21, x2
	mov x2, x19
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x8, [x22, #16]
	mov x3, x22
	mov x2, x21
	mov x0, x20
	mov x1, x19
	ldr x9, [x22, #8]
	add x10, x9, x8, lsl #3
	subs x9, x19, #1
	b.ne .LBB_3
	b .LBB_12
.LBB_30:
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x0, x9
	mov x1, x8
	bl core::panicking::panic_bounds_check
