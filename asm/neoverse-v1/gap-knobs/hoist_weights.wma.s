# gap_knobs::hoist_weights::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_weights::wma:
	stp x29, x30, [sp, #-96]!
	str x27, [sp, #16]
	stp x26, x25, [sp, #32]
	stp x24, x23, [sp, #48]
	stp x22, x21, [sp, #64]
	stp x20, x19, [sp, #80]
	mov x29, sp
	mov x20, x2
	mov x21, x1
	mov x23, x0
	mov x22, x8
	cbz x1, .LBB_4
	lsl x24, x21, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x24
	bl __rustc::__rust_alloc
	cbz x0, .LBB_43
	subs x8, x21, #1
	mov x19, x0
	b.ne .LBB_5
	mov w27, #1
	mov x8, x19
	b .LBB_13
.LBB_4:
	mov x27, xzr
	mov w19, #8
	lsl x25, x20, #3
	lsr x8, x20, #61
	mov x26, xzr
	cbz x8, .LBB_14
	b .LBB_18
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
	mov x27, x21
	cbz x10, .LBB_13
.LBB_10:
	sub x9, x21, x9
	mov x10, #9221120237041090560
.LBB_11:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_11
	mov x27, x21
.LBB_13:
	mov x9, #9221120237041090560
	str x9, [x8]
	lsl x25, x20, #3
	lsr x8, x20, #61
	mov x26, xzr
	cbnz x8, .LBB_18
.LBB_14:
	mov x8, #9223372036854775800
	cmp x25, x8
	b.hi .LBB_18
	cbz x25, .LBB_19
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w26, #8
	mov x0, x25
	bl __rustc::__rust_alloc
	cbz x0, .LBB_18
	mov x24, x0
	mov x25, x20
	cbnz x20, .LBB_20
	b .LBB_38
.LBB_18:
	mov x0, x26
	mov x1, x25
	bl alloc::raw_vec::handle_error
	b .LBB_42
.LBB_19:
	mov w24, #8
	cbz x20, .LBB_38
.LBB_20:
	subs x8, x20, #1
	b.ne .LBB_22
	mov x9, xzr
	b .LBB_28
.LBB_22:
	cntw x11
	cmp x8, x11
	b.hs .LBB_24
	mov x9, xzr
	mov w10, #1
	b .LBB_27
.LBB_24:
	cntd x9
	index z1.d, #1, #1
	mov z2.d, x11
	ptrue p0.d
	mov x13, x24
	rdvl x15, #2
	mov z0.d, x9
	sub x9, x11, #1
	and x12, x8, x9
	sub x9, x8, x12
	sub x14, x8, x12
	add x10, x9, #1
.LBB_25:
	add z3.d, z1.d, z0.d
	movprfx z4, z1
	ucvtf z4.d, p0/m, z1.d
	add z1.d, z1.d, z2.d
	subs x14, x14, x11
	str z4, [x13]
	ucvtf z3.d, p0/m, z3.d
	str z3, [x13, #1, mul vl]
	add x13, x13, x15
	b.ne .LBB_25
	cbz x12, .LBB_28
.LBB_27:
	ucvtf d0, x10
	add x10, x10, #1
	cmp x20, x10
	str d0, [x24, x9, lsl #3]
	add x9, x9, #1
	b.ne .LBB_27
.LBB_28:
	ucvtf d0, x20
	cmp x8, x21
	str d0, [x24, x9, lsl #3]
	b.hs .LBB_38
	add x2, x9, #1
	cmp x20, x2
	b.hi .LBB_41
	madd x9, x20, x20, x20
	ptrue p0.d
	rdvl x12, #2
	ucvtf d0, x9, #1
	cntw x9
	udiv x10, x20, x9
	mul x10, x10, x9
	sub x11, x20, x10
	b .LBB_32
.LBB_31:
	fdiv d1, d1, d0
	add x23, x23, #8
	str d1, [x19, x8, lsl #3]
	add x8, x8, #1
	cmp x8, x21
	b.eq .LBB_38
.LBB_32:
	cmp x20, x9
	b.hs .LBB_34
	mov x13, xzr
	movi d1, #0000000000000000
	b .LBB_37
.LBB_34:
	movi d1, #0000000000000000
	mov x13, x10
	mov x14, x24
	mov x15, x23
	mov x16, x10
.LBB_35:
	ldr z2, [x14]
	ldr z4, [x15]
	subs x16, x16, x9
	fmul z2.d, z2.d, z4.d
	ldr z3, [x14, #1, mul vl]
	add x14, x14, x12
	fadda d1, p0, d1, z2.d
	ldr z2, [x15, #1, mul vl]
	add x15, x15, x12
	fmul z2.d, z3.d, z2.d
	fadda d1, p0, d1, z2.d
	b.ne .LBB_35
	cbz x11, .LBB_31
.LBB_37:
	ldr d2, [x24, x13, lsl #3]
	ldr d3, [x23, x13, lsl #3]
	add x13, x13, #1
	cmp x20, x13
	fmul d2, d2, d3
	fadd d1, d1, d2
	b.ne .LBB_37
	b .LBB_31
.LBB_38:
	stp x27, x19, [x22]
	str x21, [x22, #16]
	cbz x25, .LBB_40
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
.LBB_40:
	ldp x20, x19, [sp, #80]
	ldp x22, x21, [sp, #64]
	ldr x27, [sp, #16]
	ldp x24, x23, [sp, #48]
	ldp x26, x25, [sp, #32]
	ldp x29, x30, [sp], #96
	ret
.LBB_41:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x0, xzr
	mov x1, x20
	bl core::slice::index::slice_index_fail
.LBB_42:
	brk #0x1
.LBB_43:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	cbnz x25, .LBB_47
	cbnz x27, .LBB_49
.LBB_46:
	bl _Unwind_Resume
.LBB_47:
	lsl x1, x25, #3
	mov w2, #8
	mov x20, x0
	mov x0, x24
	bl __rustc::__rust_dealloc
	mov x0, x20
	cbz x27, .LBB_46
	b .LBB_49
	cbz x27, .LBB_46
.LBB_49:
	lsl x1, x27, #3
	mov w2, #8
	mov x20, x0
	mov x0, x19
	bl __rustc::__rust_dealloc
	mov x0, x20
	bl _Unwind_Resume
