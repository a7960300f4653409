# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	mov x22, x2
	mov x19, x1
	mov x21, x0
	mov x20, x8
	cbz x1, .LBB_4
	lsl x23, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x23
	bl __rustc::__rust_alloc
	cbz x0, .LBB_28
	subs x9, x19, #1
	b.ne .LBB_5
	mov w8, #1
	mov x9, x0
	b .LBB_13
.LBB_4:
	mov x8, xzr
	mov w0, #8
	sub x9, x22, #1
	cmp x9, x19
	b.lo .LBB_14
	b .LBB_27
.LBB_5:
	cntw x8
	cmp x9, x8
	b.hs .LBB_7
	mov w10, #1
	mov x9, x0
	b .LBB_10
.LBB_7:
	sub x10, x8, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x0
	and x11, x9, x10
	sub x12, x9, x11
	add x9, x0, x12, lsl #3
	add x10, x12, #1
.LBB_8:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x8
	add x14, x14, x13
	b.ne .LBB_8
	mov x8, x19
	cbz x11, .LBB_13
.LBB_10:
	sub x8, x19, x10
	mov x10, #9221120237041090560
.LBB_11:
	str x10, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_11
	mov x8, x19
.LBB_13:
	mov x10, #9221120237041090560
	str x10, [x9]
	sub x9, x22, #1
	cmp x9, x19
	b.hs .LBB_27
.LBB_14:
	madd x10, x22, x22, x22
	ands x11, x22, #0xffffffffffffff8
	ucvtf d0, x10, #1
	and x10, x22, #0x7
	lsl x12, x10, #3
	b.eq .LBB_22
	index z3.d, #0, #1
	sub x12, x12, #8
	orr x14, x11, #0x1
	ptrue p1.d
	lsr x13, x12, #3
	cntd x12
	mov z1.d, x14
	ubfx x14, x22, #3, #57
	add x15, x13, #1
	add x14, x21, x14, lsl #6
	sub x16, x15, x12
	cmp x13, x12
	csel x13, xzr, x16, lo
	whilelo p0.d, xzr, x15
	mov z4.d, z3.d
	mov z5.d, z3.d
	mov z6.d, z3.d
	mov z2.d, x12
	add z4.d, z4.d, #2
	add z5.d, z5.d, #4
	add z6.d, z6.d, #6
	rdvl x15, #1
	b .LBB_17
.LBB_16:
	fdiv d7, d7, d0
	add x21, x21, #8
	add x14, x14, #8
	cmp x9, x19
	str d7, [x0, x16, lsl #3]
	b.eq .LBB_27
.LBB_17:
	movi d7, #0000000000000000
	mov x16, x9
	add x9, x9, #1
	mov x17, xzr
.LBB_18:
	add x18, x21, x17, lsl #3
	add x1, x17, #1
	ldr d17, [x18]
	ucvtf d16, x1
	ldur q18, [x18, #8]
	fmul d16, d17, d16
	fadd d7, d7, d16
	dup v16.2d, x17
	add x17, x17, #8
	cmp x11, x17
	orr v17.16b, v16.16b, v4.16b
	ucvtf v17.2d, v17.2d
	fmul v17.2d, v18.2d, v17.2d
	ldur q18, [x18, #24]
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
	ldur q17, [x18, #40]
	fmul v16.2d, v17.2d, v16.2d
	ldr d17, [x18, #56]
	fadd d7, d7, d16
	mov d16, v16.d[1]
	fadd d7, d7, d16
	ucvtf d16, x17
	fmul d16, d17, d16
	fadd d7, d7, d16
	b.ne .LBB_18
	cbz x10, .LBB_16
	mov z16.d, z3.d
	neg x18, x12
	mov p2.b, p0.b
	mov x17, x14
.LBB_21:
	ld1d { z18.d }, p2/z, [x17]
	add z17.d, z1.d, z16.d
	add x18, x18, x12
	add z16.d, z16.d, z2.d
	add x17, x17, x15
	ucvtf z17.d, p1/m, z17.d
	fmul z17.d, z18.d, z17.d
	fadda d7, p2, d7, z17.d
	whilelo p2.d, x18, x13
	b.mi .LBB_21
	b .LBB_16
.LBB_22:
	sub x11, x12, #8
	index z2.d, #0, #1
	ptrue p0.d
	lsr x12, x11, #3
	cntd x11
	add x14, x12, #1
	sub x13, x14, x11
	cmp x12, x11
	csel x12, xzr, x13, lo
	mov z1.d, x11
	whilelo p1.d, xzr, x14
	rdvl x13, #1
	b .LBB_24
.LBB_23:
	fdiv d3, d3, d0
	add x21, x21, #8
	str d3, [x0, x9, lsl #3]
	add x9, x9, #1
	cmp x9, x19
	b.eq .LBB_27
.LBB_24:
	movi d3, #0000000000000000
	cbz x10, .LBB_23
	mov z4.d, z2.d
	neg x15, x11
	mov p2.b, p1.b
	mov x14, x21
.LBB_26:
	mov z5.d, z4.d
	ld1d { z6.d }, p2/z, [x14]
	add x15, x15, x11
	add z4.d, z4.d, z1.d
	add x14, x14, x13
	add z5.d, z5.d, #1
	ucvtf z5.d, p0/m, z5.d
	fmul z5.d, z6.d, z5.d
	fadda d3, p2, d3, z5.d
	whilelo p2.d, x15, x12
	b.mi .LBB_26
	b .LBB_23
.LBB_27:
	stp x8, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_28:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
