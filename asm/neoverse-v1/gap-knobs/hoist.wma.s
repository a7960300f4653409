# gap_knobs::hoist::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist::wma:
	stp x29, x30, [sp, #-48]!
	stp x22, x21, [sp, #16]
	stp x20, x19, [sp, #32]
	mov x29, sp
	str xzr, [x3, #16]
	cbz x1, .LBB_5
	ldr x8, [x3]
	cmp x1, x8
	b.hi .LBB_23
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
	b .LBB_22
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
	b.hs .LBB_22
.LBB_13:
	cntd x12
	index z3.d, #0, #1
	cntw x11
	madd x10, x2, x2, x2
	orr x12, x12, #0x1
	ucvtf d0, x10, #1
	ldr x10, [x3, #8]
	mov z2.d, x11
	ptrue p0.d
	rdvl x14, #2
	mov z1.d, x12
	udiv x12, x2, x11
	mul x12, x12, x11
	sub x13, x2, x12
.LBB_14:
	cmp x2, x11
	b.hs .LBB_16
	mov x15, xzr
	movi d4, #0000000000000000
	b .LBB_19
.LBB_16:
	movi d4, #0000000000000000
	mov z5.d, z3.d
	mov x15, x12
	mov x16, x0
	mov x17, x12
.LBB_17:
	mov z6.d, z5.d
	ldr z16, [x16]
	add z7.d, z5.d, z1.d
	subs x17, x17, x11
	add z5.d, z5.d, z2.d
	add z6.d, z6.d, #1
	ucvtf z7.d, p0/m, z7.d
	ucvtf z6.d, p0/m, z6.d
	fmul z6.d, z16.d, z6.d
	fadda d4, p0, d4, z6.d
	ldr z6, [x16, #1, mul vl]
	add x16, x16, x14
	fmul z6.d, z6.d, z7.d
	fadda d4, p0, d4, z6.d
	b.ne .LBB_17
	cbz x13, .LBB_20
.LBB_19:
	ldr d5, [x0, x15, lsl #3]
	add x15, x15, #1
	ucvtf d6, x15
	cmp x2, x15
	fmul d5, d5, d6
	fadd d4, d4, d5
	b.ne .LBB_19
.LBB_20:
	cmp x9, x8
	b.hs .LBB_24
	fdiv d4, d4, d0
	add x0, x0, #8
	str d4, [x10, x9, lsl #3]
	add x9, x9, #1
	cmp x9, x1
	b.ne .LBB_14
.LBB_22:
	ldp x20, x19, [sp, #32]
	ldp x22, x21, [sp, #16]
	ldp x29, x30, [sp], #48
	ret
.LBB_23:
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
	mov x0, x20
	mov x1, x19
	mov x2, x21
	ldr x9, [x22, #8]
	add x10, x9, x8, lsl #3
	subs x9, x19, #1
	b.ne .LBB_3
	b .LBB_12
.LBB_24:
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x0, x9
	mov x1, x8
	bl core::panicking::panic_bounds_check
