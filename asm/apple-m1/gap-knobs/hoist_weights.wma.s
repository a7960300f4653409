# gap_knobs::hoist_weights::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_weights::wma:
	stp x29, x30, [sp, #-80]!
	str x25, [sp, #16]
	stp x24, x23, [sp, #32]
	stp x22, x21, [sp, #48]
	stp x20, x19, [sp, #64]
	mov x29, sp
	mov x23, #0
	lsl x22, x2, #3
	lsr x8, x2, #61
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
	mov w23, #8
	mov x0, x22
	mov w1, #8
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
	cbz x1, .LBB_21
.LBB_6:
	ldr x8, [x3]
	cmp x1, x8
	b.hi .LBB_44
	mov x8, #0
	ldr x9, [x3, #8]
	add x13, x9, x8, lsl #3
	subs x11, x1, #1
	b.eq .LBB_28
.LBB_8:
	cmp x1, #8
	b.hi .LBB_22
	mov w10, #1
	mov x9, x13
	b .LBB_25
.LBB_10:
	mov x0, x23
	mov x1, x22
	bl alloc::raw_vec::handle_error
.LBB_11:
	mov x23, #0
	mov w19, #8
	mov x22, x20
	cbz x20, .LBB_5
.LBB_12:
	subs x10, x20, #1
	b.ne .LBB_14
	mov x8, #0
	b .LBB_20
.LBB_14:
	cmp x10, #7
	b.hi .LBB_16
	mov x8, #0
	mov w9, #1
	b .LBB_19
.LBB_16:
	and x8, x10, #0xfffffffffffffff8
	orr x9, x8, #0x1
	adrp x11, .LCPI_0
	ldr q0, [x11, :lo12:.LCPI_0]
	add x11, x19, #32
	mov w12, #2
	dup v1.2d, x12
	mov w12, #4
	dup v2.2d, x12
	mov w12, #6
	dup v3.2d, x12
	mov w12, #8
	dup v4.2d, x12
	and x12, x10, #0xfffffffffffffff8
.LBB_17:
	add v5.2d, v0.2d, v1.2d
	add v6.2d, v0.2d, v2.2d
	add v7.2d, v0.2d, v3.2d
	ucvtf v16.2d, v0.2d
	ucvtf v5.2d, v5.2d
	ucvtf v6.2d, v6.2d
	ucvtf v7.2d, v7.2d
	stp q16, q5, [x11, #-32]
	stp q6, q7, [x11], #64
	add v0.2d, v0.2d, v4.2d
	subs x12, x12, #8
	b.ne .LBB_17
	cmp x10, x8
	b.eq .LBB_20
.LBB_19:
	ucvtf d0, x9
	add x9, x9, #1
	str d0, [x19, x8, lsl #3]
	add x8, x8, #1
	cmp x20, x9
	b.ne .LBB_19
.LBB_20:
	ucvtf d0, x20
	str d0, [x19, x8, lsl #3]
	add x22, x8, #1
	str xzr, [x3, #16]
	cbnz x1, .LBB_6
.LBB_21:
	mov x8, #0
	str x8, [x3, #16]
	sub x0, x20, #1
	cmp x0, x1
	b.lo .LBB_29
	b .LBB_40
.LBB_22:
	and x12, x11, #0xfffffffffffffff8
	add x9, x13, x12, lsl #3
	orr x10, x12, #0x1
	add x13, x13, #32
	mov x14, #9221120237041090560
	dup v0.2d, x14
	and x14, x11, #0xfffffffffffffff8
.LBB_23:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_23
	cmp x11, x12
	b.eq .LBB_27
.LBB_25:
	sub x10, x1, x10
	mov x11, #9221120237041090560
.LBB_26:
	str x11, [x9], #8
	subs x10, x10, #1
	b.ne .LBB_26
.LBB_27:
	add x8, x1, x8
	sub x8, x8, #1
	mov x13, x9
.LBB_28:
	mov x9, #9221120237041090560
	str x9, [x13]
	add x8, x8, #1
	str x8, [x3, #16]
	sub x0, x20, #1
	cmp x0, x1
	b.hs .LBB_40
.LBB_29:
	cmp x20, x22
	b.hi .LBB_43
	madd x9, x20, x20, x20
	ucvtf d0, x9, #1
	ldr x9, [x3, #8]
	and x10, x20, #0x1ffffffffffffff8
	add x11, x21, #32
.LBB_31:
	cmp x20, #8
	b.hs .LBB_33
	mov x14, #0
	movi v1.2d, #0000000000000000
	b .LBB_36
.LBB_33:
	movi v1.2d, #0000000000000000
	mov x12, x11
	add x13, x19, #32
	and x14, x20, #0x1ffffffffffffff8
.LBB_34:
	ldp q2, q3, [x13, #-32]
	ldp q4, q5, [x13], #64
	ldp q6, q7, [x12, #-32]
	ldp q16, q17, [x12], #64
	fmul v2.2d, v2.2d, v6.2d
	mov d6, v2.d[1]
	fmul v3.2d, v3.2d, v7.2d
	mov d7, v3.d[1]
	fmul v4.2d, v4.2d, v16.2d
	mov d16, v4.d[1]
	fmul v5.2d, v5.2d, v17.2d
	mov d17, v5.d[1]
	fadd d1, d1, d2
	fadd d1, d1, d6
	fadd d1, d1, d3
	fadd d1, d1, d7
	fadd d1, d1, d4
	fadd d1, d1, d16
	fadd d1, d1, d5
	fadd d1, d1, d17
	subs x14, x14, #8
	b.ne .LBB_34
	and x14, x20, #0x1ffffffffffffff8
	cmp x20, x10
	b.eq .LBB_38
.LBB_36:
	lsl x13, x14, #3
	add x12, x21, x13
	add x13, x19, x13
	sub x14, x20, x14
.LBB_37:
	ldr d2, [x13], #8
	ldr d3, [x12], #8
	fmul d2, d2, d3
	fadd d1, d1, d2
	subs x14, x14, #1
	b.ne .LBB_37
.LBB_38:
	cmp x0, x8
	b.hs .LBB_46
	fdiv d1, d1, d0
	str d1, [x9, x0, lsl #3]
	add x0, x0, #1
	add x11, x11, #8
	add x21, x21, #8
	cmp x0, x1
	b.ne .LBB_31
.LBB_40:
	cbz x23, .LBB_42
	lsl x1, x23, #3
	mov x0, x19
	mov w2, #8
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldp x24, x23, [sp, #32]
	ldr x25, [sp, #16]
	ldp x29, x30, [sp], #80
	b __rustc::__rust_dealloc
.LBB_42:
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldp x24, x23, [sp, #32]
	ldr x25, [sp, #16]
	ldp x29, x30, [sp], #80
	ret
.LBB_43:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x0, #0
	mov x1, x20
	mov x2, x22
	bl core::slice::index::slice_index_fail
	b .LBB_47
.LBB_44:
	mov x24, x3
	mov x0, x3
	mov x2, x1
	mov x1, #0
	mov x25, x2
	mov w3, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	mov x3, x24
	ldr x8, [x24, #16]
	mov x1, x25
	ldr x9, [x24, #8]
	add x13, x9, x8, lsl #3
	subs x11, x25, #1
	b.ne .LBB_8
	b .LBB_28
.LBB_46:
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov x1, x8
	bl core::panicking::panic_bounds_check
.LBB_47:
	brk #0x1
	cbz x23, .LBB_50
	lsl x1, x23, #3
	mov x20, x0
	mov x0, x19
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x20
.LBB_50:
	bl _Unwind_Resume
