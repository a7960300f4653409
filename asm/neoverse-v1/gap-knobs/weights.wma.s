# gap_knobs::weights::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::weights::wma:
	stp x29, x30, [sp, #-80]!
	str x25, [sp, #16]
	stp x24, x23, [sp, #32]
	stp x22, x21, [sp, #48]
	stp x20, x19, [sp, #64]
	mov x29, sp
	lsl x22, x2, #3
	lsr x8, x2, #61
	mov x23, xzr
	cbnz x8, .LBB_10
	mov x8, #9223372036854775800
	cmp x22, x8
	b.hi .LBB_10
	mov x20, x2
	mov x21, x0
	cbz x22, .LBB_11
	mov x19, x1
	mov x24, x3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w23, #8
	mov x0, x22
	bl __rustc::__rust_alloc
	cbz x0, .LBB_10
	mov x3, x24
	mov x1, x19
	mov x19, x0
	mov x23, x20
	mov x22, x20
	cbnz x20, .LBB_12
.LBB_5:
	str xzr, [x3, #16]
	cbz x1, .LBB_20
.LBB_6:
	ldr x8, [x3]
	cmp x1, x8
	b.hi .LBB_45
	mov x8, xzr
	ldr x9, [x3, #8]
	add x10, x9, xzr, lsl #3
	subs x9, x1, #1
	b.eq .LBB_27
.LBB_8:
	cntw x12
	cmp x9, x12
	b.hs .LBB_21
	mov w11, #1
	mov x9, x10
	b .LBB_24
.LBB_10:
	mov x0, x23
	mov x1, x22
	bl alloc::raw_vec::handle_error
.LBB_11:
	mov x23, xzr
	mov w19, #8
	mov x22, x20
	cbz x20, .LBB_5
.LBB_12:
	subs x8, x20, #1
	b.eq .LBB_19
	cntw x10
	cmp x8, x10
	b.hs .LBB_15
	mov w9, #1
	mov x8, xzr
	b .LBB_18
.LBB_15:
	cntd x9
	index z1.d, #1, #1
	mov z2.d, x10
	ptrue p0.d
	mov x12, x19
	rdvl x14, #2
	mov z0.d, x9
	sub x9, x10, #1
	and x11, x8, x9
	sub x8, x8, x11
	add x9, x8, #1
	mov x13, x8
.LBB_16:
	add z3.d, z1.d, z0.d
	movprfx z4, z1
	ucvtf z4.d, p0/m, z1.d
	add z1.d, z1.d, z2.d
	subs x13, x13, x10
	str z4, [x12]
	ucvtf z3.d, p0/m, z3.d
	str z3, [x12, #1, mul vl]
	add x12, x12, x14
	b.ne .LBB_16
	cbz x11, .LBB_19
.LBB_18:
	ucvtf d0, x9
	add x9, x9, #1
	cmp x20, x9
	str d0, [x19, x8, lsl #3]
	add x8, x8, #1
	b.ne .LBB_18
.LBB_19:
	ucvtf d0, x20
	add x22, x8, #1
	str d0, [x19, x8, lsl #3]
	str xzr, [x3, #16]
	cbnz x1, .LBB_6
.LBB_20:
	mov x8, xzr
	sub x9, x20, #1
	str xzr, [x3, #16]
	cmp x9, x1
	b.lo .LBB_28
	b .LBB_39
.LBB_21:
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
.LBB_22:
	st1d { z0.d }, p0, [x10, x14, lsl #3]
	st1d { z0.d }, p0, [x16, x14, lsl #3]
	add x14, x14, x12
	cmp x15, x14
	b.ne .LBB_22
	cbz x13, .LBB_26
.LBB_24:
	sub x10, x1, x11
	mov x11, #9221120237041090560
.LBB_25:
	str x11, [x9], #8
	subs x10, x10, #1
	b.ne .LBB_25
.LBB_26:
	add x8, x1, x8
	mov x10, x9
	sub x8, x8, #1
.LBB_27:
	mov x9, #9221120237041090560
	add x8, x8, #1
	str x9, [x10]
	sub x9, x20, #1
	str x8, [x3, #16]
	cmp x9, x1
	b.hs .LBB_39
.LBB_28:
	madd x11, x20, x20, x20
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	sub x0, x20, #1
	mov x10, xzr
	cntw x12
	ptrue p0.d
	rdvl x13, #2
	ucvtf d0, x11, #1
	ldr x11, [x3, #8]
.LBB_29:
	subs x14, x1, x10
	csel x14, xzr, x14, lo
	cmp x22, x14
	csel x14, x22, x14, lo
	cmp x14, x9
	csel x15, x14, x9, lo
	cmp x15, x12
	b.hs .LBB_31
	movi d1, #0000000000000000
	mov x14, xzr
	b .LBB_33
.LBB_31:
	add x14, x15, #1
	mvn x15, x15
	movi d1, #0000000000000000
	mov x17, x21
	udiv x16, x14, x12
	msub x16, x16, x12, x14
	cmp x16, #0
	csel x16, x12, x16, eq
	sub x14, x14, x16
	add x15, x15, x16
	mov x16, x19
.LBB_32:
	ldr z2, [x16]
	ldr z4, [x17]
	adds x15, x15, x12
	fmul z2.d, z2.d, z4.d
	ldr z3, [x16, #1, mul vl]
	add x16, x16, x13
	fadda d1, p0, d1, z2.d
	ldr z2, [x17, #1, mul vl]
	add x17, x17, x13
	fmul z2.d, z3.d, z2.d
	fadda d1, p0, d1, z2.d
	b.ne .LBB_32
.LBB_33:
	add x15, x0, #1
.LBB_34:
	cmp x22, x14
	b.eq .LBB_42
	add x16, x10, x14
	cmp x16, x1
	b.hs .LBB_43
	ldr d2, [x19, x14, lsl #3]
	ldr d3, [x21, x14, lsl #3]
	add x14, x14, #1
	cmp x20, x14
	fmul d2, d2, d3
	fadd d1, d1, d2
	b.ne .LBB_34
	cmp x0, x8
	b.hs .LBB_47
	fdiv d1, d1, d0
	add x10, x10, #1
	add x21, x21, #8
	cmp x15, x1
	str d1, [x11, x0, lsl #3]
	mov x0, x15
	b.ne .LBB_29
.LBB_39:
	cbz x23, .LBB_41
	lsl x1, x23, #3
	mov x0, x19
	mov w2, #8
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldr x25, [sp, #16]
	ldp x24, x23, [sp, #32]
	ldp x29, x30, [sp], #80
	b __rustc::__rust_dealloc
.LBB_41:
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldr x25, [sp, #16]
	ldp x24, x23, [sp, #32]
	ldp x29, x30, [sp], #80
	ret
.LBB_42:
	mov x1, x22
	b .LBB_44
.LBB_43:
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov x22, x16
.LBB_44:
	mov x0, x22
	bl core::panicking::panic_bounds_check
	b .LBB_48
.LBB_45:
	mov x24, x3
	mov x0, x3
	mov w3, #8
	mov x2, x1
	mov x1, xzr
	mov x25, x2
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldr x8, [x24, #16]
	mov x3, x24
	mov x1, x25
	ldr x9, [x24, #8]
	add x10, x9, x8, lsl #3
	subs x9, x25, #1
	b.ne .LBB_8
	b .LBB_27
.LBB_47:
	adrp x2, .Lanon.2
	add x2, x2, :lo12:.Lanon.2
	mov x1, x8
	bl core::panicking::panic_bounds_check
.LBB_48:
	brk #0x1
	cbz x23, .LBB_51
	lsl x1, x23, #3
	mov w2, #8
	mov x20, x0
	mov x0, x19
	bl __rustc::__rust_dealloc
	mov x0, x20
.LBB_51:
	bl _Unwind_Resume
