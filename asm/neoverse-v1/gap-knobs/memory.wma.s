# gap_knobs::memory::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::memory::wma:
	str d8, [sp, #-112]!
	stp x29, x30, [sp, #16]
	stp x28, x27, [sp, #32]
	stp x26, x25, [sp, #48]
	stp x24, x23, [sp, #64]
	stp x22, x21, [sp, #80]
	stp x20, x19, [sp, #96]
	add x29, sp, #16
	sub sp, sp, #16
	addvl sp, sp, #-3
	sub x17, x2, #1
	mov x20, x3
	mov x21, x2
	mov x19, x1
	mov x22, x0
	str xzr, [x3, #16]
	cmp x1, x17
	csel x23, x1, x17, lo
	cbz x23, .LBB_12
	ldr x8, [x20]
	cmp x23, x8
	b.hi .LBB_26
	mov x8, xzr
	ldr x9, [x20, #8]
	add x10, x9, xzr, lsl #3
	subs x9, x23, #1
	b.eq .LBB_11
.LBB_3:
	cntw x12
	cmp x9, x12
	b.hs .LBB_5
	mov w11, #1
	mov x9, x10
	b .LBB_8
.LBB_5:
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
.LBB_6:
	st1d { z0.d }, p0, [x10, x14, lsl #3]
	st1d { z0.d }, p0, [x16, x14, lsl #3]
	add x14, x14, x12
	cmp x15, x14
	b.ne .LBB_6
	cbz x13, .LBB_10
.LBB_8:
	sub x10, x23, x11
	mov x11, #9221120237041090560
.LBB_9:
	str x11, [x9], #8
	subs x10, x10, #1
	b.ne .LBB_9
.LBB_10:
	add x8, x23, x8
	mov x10, x9
	sub x8, x8, #1
.LBB_11:
	mov x9, #9221120237041090560
	add x23, x8, #1
	str x9, [x10]
.LBB_12:
	cmp x17, x19
	str x23, [x20, #16]
	b.hs .LBB_24
	madd x8, x21, x21, x21
	index z6.d, #0, #1
	cntw x26
	ptrue p0.d
	sub x28, x21, #1
	mov x25, xzr
	mov x27, x19
	rdvl x24, #2
	ucvtf d8, x8, #1
	cntd x8
	orr x8, x8, #0x1
	mov z5.d, x26
	mov z4.d, x8
	sub x8, x29, #16
	str z5, [x8, #-3, mul vl]
	str z4, [x8, #-2, mul vl]
	b .LBB_15
.LBB_14:
	fdiv d0, d7, d8
	ldr x8, [x20, #8]
	sub x27, x27, #1
	add x22, x22, #8
	sub x25, x25, #1
	cmp x28, x19
	str d0, [x8, x23, lsl #3]
	add x23, x23, #1
	str x23, [x20, #16]
	b.eq .LBB_24
.LBB_15:
	cmp x27, x17
	csel x9, x27, x17, lo
	add x8, x9, #1
	cmp x8, x26
	b.ls .LBB_18
	udiv x10, x8, x26
	movi d7, #0000000000000000
	mov z0.d, z6.d
	msub x10, x10, x26, x8
	cmp x10, #0
	csel x10, x26, x10, eq
	sub x9, x9, x10
	sub x8, x8, x10
	mov x10, x22
	add x9, x9, #1
.LBB_17:
	mov z1.d, z0.d
	ldr z3, [x10]
	add z2.d, z0.d, z4.d
	subs x9, x9, x26
	add z0.d, z0.d, z5.d
	add z1.d, z1.d, #1
	ucvtf z2.d, p0/m, z2.d
	ucvtf z1.d, p0/m, z1.d
	fmul z1.d, z3.d, z1.d
	fadda d7, p0, d7, z1.d
	ldr z1, [x10, #1, mul vl]
	add x10, x10, x24
	fmul z1.d, z1.d, z2.d
	fadda d7, p0, d7, z1.d
	b.ne .LBB_17
	b .LBB_19
.LBB_18:
	movi d7, #0000000000000000
	mov x8, xzr
.LBB_19:
	add x28, x28, #1
.LBB_20:
	cmp x27, x8
	b.eq .LBB_25
	ldr d0, [x22, x8, lsl #3]
	add x8, x8, #1
	ucvtf d1, x8
	cmp x21, x8
	fmul d0, d0, d1
	fadd d7, d7, d0
	b.ne .LBB_20
	ldr x8, [x20]
	cmp x23, x8
	b.ne .LBB_14
	sub x8, x29, #16
	mov x0, x20
	str z7, [x8, #-1, mul vl]
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	sub x8, x29, #16
	index z6.d, #0, #1
	ptrue p0.d
	sub x17, x21, #1
	ldr z7, [x8, #-1, mul vl]
	ldr z5, [x8, #-3, mul vl]
	ldr z4, [x8, #-2, mul vl]
	b .LBB_14
.LBB_24:
	addvl sp, sp, #3
	add sp, sp, #16
	ldp x20, x19, [sp, #96]
	ldp x22, x21, [sp, #80]
	ldp x24, x23, [sp, #64]
	ldp x26, x25, [sp, #48]
	ldp x28, x27, [sp, #32]
	ldp x29, x30, [sp, #16]
	ldr d8, [sp], #112
	ret
.LBB_25:
	sub x0, x8, x25
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x1, x19
	bl core::panicking::panic_bounds_check
.LBB_26:
	mov w3, #8
	mov x0, x20
	mov x1, xzr
	mov x2, x23
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldp x9, x8, [x20, #8]
	sub x17, x21, #1
	add x10, x9, x8, lsl #3
	subs x9, x23, #1
	b.ne .LBB_3
	b .LBB_11
