# gap_knobs::reuse::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::reuse::wma:
	stp x29, x30, [sp, #-16]!
	mov x29, sp
	cmp x1, x4
	b.hi .LBB_19
	cbz x1, .LBB_8
	lsl x8, x1, #3
	cntw x9
	sub x8, x8, #8
	lsr x8, x8, #3
	add x11, x8, #1
	mov x8, x3
	cmp x11, x9
	b.lo .LBB_6
	sub x8, x9, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x12, #2
	mov x13, x3
	and x10, x11, x8
	sub x11, x11, x10
	add x8, x3, x11, lsl #3
.LBB_4:
	str z0, [x13]
	str z0, [x13, #1, mul vl]
	subs x11, x11, x9
	add x13, x13, x12
	b.ne .LBB_4
	cbz x10, .LBB_8
.LBB_6:
	add x9, x3, x1, lsl #3
	mov x10, #9221120237041090560
.LBB_7:
	str x10, [x8], #8
	cmp x8, x9
	b.ne .LBB_7
.LBB_8:
	sub x8, x2, #1
	cmp x8, x1
	b.hs .LBB_18
	madd x10, x2, x2, x2
	index z3.d, #0, #1
	cntd x11
	ptrue p0.d
	sub x13, x2, #1
	mov x9, xzr
	orr x11, x11, #0x1
	ucvtf d0, x10, #1
	cntw x10
	rdvl x12, #2
	mov z1.d, x11
	mov x11, x1
	mov z2.d, x10
.LBB_10:
	cmp x11, x8
	csel x15, x11, x8, lo
	add x14, x15, #1
	cmp x14, x10
	b.ls .LBB_13
	udiv x16, x14, x10
	movi d4, #0000000000000000
	mov z5.d, z3.d
	msub x16, x16, x10, x14
	cmp x16, #0
	csel x16, x10, x16, eq
	sub x15, x15, x16
	sub x14, x14, x16
	mov x16, x0
	add x15, x15, #1
.LBB_12:
	mov z6.d, z5.d
	ldr z16, [x16]
	add z7.d, z5.d, z1.d
	subs x15, x15, x10
	add z5.d, z5.d, z2.d
	add z6.d, z6.d, #1
	ucvtf z7.d, p0/m, z7.d
	ucvtf z6.d, p0/m, z6.d
	fmul z6.d, z16.d, z6.d
	fadda d4, p0, d4, z6.d
	ldr z6, [x16, #1, mul vl]
	add x16, x16, x12
	fmul z6.d, z6.d, z7.d
	fadda d4, p0, d4, z6.d
	b.ne .LBB_12
	b .LBB_14
.LBB_13:
	mov x14, xzr
	movi d4, #0000000000000000
.LBB_14:
	add x15, x13, #1
.LBB_15:
	cmp x11, x14
	b.eq .LBB_20
	ldr d5, [x0, x14, lsl #3]
	add x14, x14, #1
	ucvtf d6, x14
	cmp x2, x14
	fmul d5, d5, d6
	fadd d4, d4, d5
	b.ne .LBB_15
	fdiv d4, d4, d0
	sub x11, x11, #1
	add x0, x0, #8
	sub x9, x9, #1
	cmp x15, x1
	str d4, [x3, x13, lsl #3]
	mov x13, x15
	b.ne .LBB_10
.LBB_18:
	ldp x29, x30, [sp], #16
	ret
.LBB_19:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x0, xzr
	mov x2, x4
	bl core::slice::index::slice_index_fail
.LBB_20:
	sub x0, x14, x9
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	bl core::panicking::panic_bounds_check
