# gap_knobs::weights::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::weights::wma:
	stp x29, x30, [sp, #-96]!
	str x27, [sp, #16]
	stp x26, x25, [sp, #32]
	stp x24, x23, [sp, #48]
	stp x22, x21, [sp, #64]
	stp x20, x19, [sp, #80]
	mov x29, sp
	mov x22, x2
	mov x20, x1
	mov x23, x0
	mov x21, x8
	cbz x1, .LBB_4
	lsl x24, x20, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x24
	bl __rustc::__rust_alloc
	cbz x0, .LBB_46
	subs x8, x20, #1
	mov x19, x0
	b.ne .LBB_5
	mov w27, #1
	mov x8, x19
	b .LBB_13
.LBB_4:
	mov x27, xzr
	mov w19, #8
	lsl x25, x22, #3
	lsr x8, x22, #61
	mov x26, xzr
	cbz x8, .LBB_14
	b .LBB_19
.LBB_5:
	cntw x11
	cmp x8, x11
	b.hs .LBB_7
	mov w9, #1
	mov x8, x19
	b .LBB_10
.LBB_7:
	sub x9, x11, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x19
	and x10, x8, x9
	sub x12, x8, x10
	add x8, x19, x12, lsl #3
	add x9, x12, #1
.LBB_8:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x11
	add x14, x14, x13
	b.ne .LBB_8
	mov x27, x20
	cbz x10, .LBB_13
.LBB_10:
	sub x9, x20, x9
	mov x10, #9221120237041090560
.LBB_11:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_11
	mov x27, x20
.LBB_13:
	mov x9, #9221120237041090560
	str x9, [x8]
	lsl x25, x22, #3
	lsr x8, x22, #61
	mov x26, xzr
	cbnz x8, .LBB_19
.LBB_14:
	mov x8, #9223372036854775800
	cmp x25, x8
	b.hi .LBB_19
	cbz x25, .LBB_20
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w26, #8
	mov x0, x25
	bl __rustc::__rust_alloc
	cbz x0, .LBB_19
	mov x24, x0
	mov x25, x22
	mov x0, x22
	cbnz x22, .LBB_21
.LBB_18:
	sub x8, x22, #1
	cmp x8, x20
	b.lo .LBB_29
	b .LBB_39
.LBB_19:
	mov x0, x26
	mov x1, x25
	bl alloc::raw_vec::handle_error
	b .LBB_45
.LBB_20:
	mov w24, #8
	mov x0, x22
	cbz x22, .LBB_18
.LBB_21:
	subs x8, x22, #1
	b.eq .LBB_28
	cntw x10
	cmp x8, x10
	b.hs .LBB_24
	mov w9, #1
	mov x8, xzr
	b .LBB_27
.LBB_24:
	cntd x9
	index z1.d, #1, #1
	mov z2.d, x10
	ptrue p0.d
	mov x12, x24
	rdvl x14, #2
	mov z0.d, x9
	sub x9, x10, #1
	and x11, x8, x9
	sub x8, x8, x11
	add x9, x8, #1
	mov x13, x8
.LBB_25:
	add z3.d, z1.d, z0.d
	movprfx z4, z1
	ucvtf z4.d, p0/m, z1.d
	add z1.d, z1.d, z2.d
	subs x13, x13, x10
	str z4, [x12]
	ucvtf z3.d, p0/m, z3.d
	str z3, [x12, #1, mul vl]
	add x12, x12, x14
	b.ne .LBB_25
	cbz x11, .LBB_28
.LBB_27:
	ucvtf d0, x9
	add x9, x9, #1
	cmp x22, x9
	str d0, [x24, x8, lsl #3]
	add x8, x8, #1
	b.ne .LBB_27
.LBB_28:
	ucvtf d0, x22
	add x0, x8, #1
	str d0, [x24, x8, lsl #3]
	sub x8, x22, #1
	cmp x8, x20
	b.hs .LBB_39
.LBB_29:
	madd x10, x22, x22, x22
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	sub x12, x22, #1
	mov x9, xzr
	ptrue p0.d
	rdvl x11, #2
	ucvtf d0, x10, #1
	cntw x10
.LBB_30:
	subs x13, x20, x9
	csel x13, xzr, x13, lo
	cmp x0, x13
	csel x13, x0, x13, lo
	cmp x13, x8
	csel x14, x13, x8, lo
	cmp x14, x10
	b.hs .LBB_32
	mov x13, xzr
	movi d1, #0000000000000000
	b .LBB_34
.LBB_32:
	add x13, x14, #1
	mvn x14, x14
	movi d1, #0000000000000000
	mov x16, x23
	udiv x15, x13, x10
	msub x15, x15, x10, x13
	cmp x15, #0
	csel x15, x10, x15, eq
	sub x13, x13, x15
	add x14, x14, x15
	mov x15, x24
.LBB_33:
	ldr z2, [x15]
	ldr z4, [x16]
	adds x14, x14, x10
	fmul z2.d, z2.d, z4.d
	ldr z3, [x15, #1, mul vl]
	add x15, x15, x11
	fadda d1, p0, d1, z2.d
	ldr z2, [x16, #1, mul vl]
	add x16, x16, x11
	fmul z2.d, z3.d, z2.d
	fadda d1, p0, d1, z2.d
	b.ne .LBB_33
.LBB_34:
	add x14, x12, #1
.LBB_35:
	cmp x0, x13
	b.eq .LBB_43
	add x15, x9, x13
	cmp x15, x20
	b.hs .LBB_42
	ldr d2, [x24, x13, lsl #3]
	ldr d3, [x23, x13, lsl #3]
	add x13, x13, #1
	cmp x22, x13
	fmul d2, d2, d3
	fadd d1, d1, d2
	b.ne .LBB_35
	fdiv d1, d1, d0
	add x9, x9, #1
	add x23, x23, #8
	cmp x14, x20
	str d1, [x19, x12, lsl #3]
	mov x12, x14
	b.ne .LBB_30
.LBB_39:
	stp x27, x19, [x21]
	str x20, [x21, #16]
	cbz x25, .LBB_41
	lsl x1, x25, #3
	mov x0, x24
	mov w2, #8
	ldp x20, x19, [sp, #80]
	ldp x22, x21, [sp, #64]
	ldr x27, [sp, #16]
	ldp x24, x23, [sp, #48]
	ldp x26, x25, [sp, #32]
	ldp x29, x30, [sp], #96
	b __rustc::__rust_dealloc
.LBB_41:
	ldp x20, x19, [sp, #80]
	ldp x22, x21, [sp, #64]
	ldr x27, [sp, #16]
	ldp x24, x23, [sp, #48]
	ldp x26, x25, [sp, #32]
	ldp x29, x30, [sp], #96
	ret
.LBB_42:
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov x0, x15
	b .LBB_44
.LBB_43:
	mov x20, x0
.LBB_44:
	mov x1, x20
	bl core::panicking::panic_bounds_check
.LBB_45:
	brk #0x1
.LBB_46:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	lsl x1, x25, #3
	mov w2, #8
	mov x20, x0
	mov x0, x24
	bl __rustc::__rust_dealloc
	mov x0, x20
	b .LBB_49
.LBB_49:
	cbz x27, .LBB_51
	lsl x1, x27, #3
	mov w2, #8
	mov x20, x0
	mov x0, x19
	bl __rustc::__rust_dealloc
	mov x0, x20
.LBB_51:
	bl _Unwind_Resume
