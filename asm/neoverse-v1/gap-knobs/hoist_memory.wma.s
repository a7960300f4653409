# gap_knobs::hoist_memory::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::wma:
	stp x29, x30, [sp, #-16]!
	mov x29, sp
	cmp x1, x4
	b.hi .LBB_18
	sub x8, x2, #1
	cmp x1, x8
	csel x9, x1, x8, lo
	cbz x9, .LBB_8
	lsl x10, x9, #3
	cntw x11
	sub x10, x10, #8
	lsr x10, x10, #3
	add x13, x10, #1
	mov x10, x3
	cmp x13, x11
	b.lo .LBB_6
	sub x10, x11, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x14, #2
	mov x15, x3
	and x12, x13, x10
	sub x13, x13, x12
	add x10, x3, x13, lsl #3
.LBB_4:
	str z0, [x15]
	str z0, [x15, #1, mul vl]
	subs x13, x13, x11
	add x15, x15, x14
	b.ne .LBB_4
	cbz x12, .LBB_8
.LBB_6:
	add x9, x3, x9, lsl #3
	mov x11, #9221120237041090560
.LBB_7:
	str x11, [x10], #8
	cmp x10, x9
	b.ne .LBB_7
.LBB_8:
	cmp x8, x1
	b.hs .LBB_17
	madd x9, x2, x2, x2
	index z3.d, #0, #1
	cntd x10
	ptrue p0.d
	orr x10, x10, #0x1
	ucvtf d0, x9, #1
	cntw x9
	rdvl x12, #2
	mov z1.d, x10
	mov z2.d, x9
	udiv x10, x2, x9
	mul x10, x10, x9
	sub x11, x2, x10
	b .LBB_11
.LBB_10:
	fdiv d4, d4, d0
	add x0, x0, #8
	str d4, [x3, x8, lsl #3]
	add x8, x8, #1
	cmp x8, x1
	b.eq .LBB_17
.LBB_11:
	cmp x2, x9
	b.hs .LBB_13
	mov x13, xzr
	movi d4, #0000000000000000
	b .LBB_16
.LBB_13:
	movi d4, #0000000000000000
	mov z5.d, z3.d
	mov x13, x10
	mov x14, x0
	mov x15, x10
.LBB_14:
	mov z6.d, z5.d
	ldr z16, [x14]
	add z7.d, z5.d, z1.d
	subs x15, x15, x9
	add z5.d, z5.d, z2.d
	add z6.d, z6.d, #1
	ucvtf z7.d, p0/m, z7.d
	ucvtf z6.d, p0/m, z6.d
	fmul z6.d, z16.d, z6.d
	fadda d4, p0, d4, z6.d
	ldr z6, [x14, #1, mul vl]
	add x14, x14, x12
	fmul z6.d, z6.d, z7.d
	fadda d4, p0, d4, z6.d
	b.ne .LBB_14
	cbz x11, .LBB_10
.LBB_16:
	ldr d5, [x0, x13, lsl #3]
	add x13, x13, #1
	ucvtf d6, x13
	cmp x2, x13
	fmul d5, d5, d6
	fadd d4, d4, d5
	b.ne .LBB_16
	b .LBB_10
.LBB_17:
	ldp x29, x30, [sp], #16
	ret
.LBB_18:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x0, xzr
	mov x2, x4
	bl core::slice::index::slice_index_fail
