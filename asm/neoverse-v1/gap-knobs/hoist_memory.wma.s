# gap_knobs::hoist_memory::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::wma:
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
	sub x24, x2, #1
	mov x19, x3
	mov x20, x2
	mov x21, x1
	mov x22, x0
	str xzr, [x3, #16]
	cmp x1, x24
	csel x23, x1, x24, lo
	cbz x23, .LBB_12
	ldr x8, [x19]
	cmp x23, x8
	b.hi .LBB_24
	mov x8, xzr
	ldr x9, [x19, #8]
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
	cmp x24, x21
	str x23, [x19, #16]
	b.hs .LBB_23
	madd x8, x20, x20, x20
	index z6.d, #0, #1
	cntw x25
	ptrue p0.d
	rdvl x28, #2
	ucvtf d8, x8, #1
	cntd x8
	orr x8, x8, #0x1
	mov z5.d, x25
	mov z4.d, x8
	udiv x8, x20, x25
	mul x26, x8, x25
	sub x8, x29, #16
	str z4, [x8, #-2, mul vl]
	str z5, [x8, #-3, mul vl]
	sub x27, x20, x26
	b .LBB_16
.LBB_14:
	ldr x8, [x19]
	cmp x23, x8
	b.eq .LBB_22
.LBB_15:
	fdiv d0, d7, d8
	ldr x8, [x19, #8]
	add x24, x24, #1
	add x22, x22, #8
	cmp x24, x21
	str d0, [x8, x23, lsl #3]
	add x23, x23, #1
	str x23, [x19, #16]
	b.eq .LBB_23
.LBB_16:
	cmp x20, x25
	b.hs .LBB_18
	mov x8, xzr
	movi d7, #0000000000000000
	b .LBB_21
.LBB_18:
	movi d7, #0000000000000000
	mov z0.d, z6.d
	mov x8, x26
	mov x9, x22
	mov x10, x26
.LBB_19:
	mov z1.d, z0.d
	ldr z3, [x9]
	add z2.d, z0.d, z4.d
	subs x10, x10, x25
	add z0.d, z0.d, z5.d
	add z1.d, z1.d, #1
	ucvtf z2.d, p0/m, z2.d
	ucvtf z1.d, p0/m, z1.d
	fmul z1.d, z3.d, z1.d
	fadda d7, p0, d7, z1.d
	ldr z1, [x9, #1, mul vl]
	add x9, x9, x28
	fmul z1.d, z1.d, z2.d
	fadda d7, p0, d7, z1.d
	b.ne .LBB_19
	cbz x27, .LBB_14
.LBB_21:
	ldr d0, [x22, x8, lsl #3]
	add x8, x8, #1
	ucvtf d1, x8
	cmp x20, x8
	fmul d0, d0, d1
	fadd d7, d7, d0
	b.ne .LBB_21
	b .LBB_14
.LBB_22:
	sub x8, x29, #16
	mov x0, x19
	str z7, [x8, #-1, mul vl]
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	sub x8, x29, #16
	index z6.d, #0, #1
	ptrue p0.d
	ldr z7, [x8, #-1, mul vl]
	ldr z5, [x8, #-3, mul vl]
	ldr z4, [x8, #-2, mul vl]
	b .LBB_15
.LBB_23:
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
.LBB_24:
	mov w3, #8
	mov x0, x19
	mov x1, xzr
	mov x2, x23
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldp x9, x8, [x19, #8]
	add x10, x9, x8, lsl #3
	subs x9, x23, #1
	b.ne .LBB_3
	b .LBB_11
