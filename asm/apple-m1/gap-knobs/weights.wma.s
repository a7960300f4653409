# gap_knobs::weights::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
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
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_47
	mov x19, x0
	subs x10, x20, #1
	b.ne .LBB_5
	mov w27, #1
	mov x8, x19
	b .LBB_13
.LBB_4:
	mov x27, #0
	mov w19, #8
	mov x26, #0
	lsl x25, x22, #3
	lsr x8, x22, #61
	cbz x8, .LBB_14
	b .LBB_19
.LBB_5:
	cmp x20, #8
	b.hi .LBB_7
	mov w9, #1
	mov x8, x19
	b .LBB_10
.LBB_7:
	and x11, x10, #0xfffffffffffffff8
	add x8, x19, x11, lsl #3
	orr x9, x11, #0x1
	add x12, x19, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x10, #0xfffffffffffffff8
.LBB_8:
	stp q0, q0, [x12, #-32]
	stp q0, q0, [x12], #64
	subs x13, x13, #8
	b.ne .LBB_8
	mov x27, x20
	cmp x10, x11
	b.eq .LBB_13
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
	mov x26, #0
	lsl x25, x22, #3
	lsr x8, x22, #61
	cbnz x8, .LBB_19
.LBB_14:
	mov x8, #9223372036854775800
	cmp x25, x8
	b.hi .LBB_19
	cbz x25, .LBB_20
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w26, #8
	mov x0, x25
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_19
	mov x24, x0
	mov x25, x22
	mov x0, x22
	cbnz x22, .LBB_21
.LBB_18:
	sub x8, x22, #1
	cmp x8, x20
	b.lo .LBB_30
	b .LBB_40
.LBB_19:
	mov x0, x26
	mov x1, x25
	bl alloc::raw_vec::handle_error
	b .LBB_46
.LBB_20:
	mov w24, #8
	mov x0, x22
	cbz x22, .LBB_18
.LBB_21:
	subs x10, x22, #1
	b.ne .LBB_23
	mov x8, #0
	b .LBB_29
.LBB_23:
	cmp x10, #7
	b.hi .LBB_25
	mov x8, #0
	mov w9, #1
	b .LBB_28
.LBB_25:
	and x8, x10, #0xfffffffffffffff8
	orr x9, x8, #0x1
	adrp x11, .LCPI_0
	ldr q0, [x11, :lo12:.LCPI_0]
	add x11, x24, #32
	mov w12, #2
	dup v1.2d, x12
	mov w12, #4
	dup v2.2d, x12
	mov w12, #6
	dup v3.2d, x12
	mov w12, #8
	dup v4.2d, x12
	and x12, x10, #0xfffffffffffffff8
.LBB_26:
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
	b.ne .LBB_26
	cmp x10, x8
	b.eq .LBB_29
.LBB_28:
	ucvtf d0, x9
	add x9, x9, #1
	str d0, [x24, x8, lsl #3]
	add x8, x8, #1
	cmp x22, x9
	b.ne .LBB_28
.LBB_29:
	ucvtf d0, x22
	str d0, [x24, x8, lsl #3]
	add x0, x8, #1
	sub x8, x22, #1
	cmp x8, x20
	b.hs .LBB_40
.LBB_30:
	mov x9, #0
	madd x10, x22, x22, x22
	ucvtf d0, x10, #1
	add x10, x23, #32
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov w11, #8
	sub x12, x22, #1
.LBB_31:
	subs x13, x20, x9
	csel x13, xzr, x13, lo
	cmp x0, x13
	csel x13, x0, x13, lo
	cmp x13, x8
	csel x14, x13, x8, lo
	cmp x14, #8
	b.hs .LBB_33
	mov x13, #0
	movi v1.2d, #0000000000000000
	b .LBB_35
.LBB_33:
	add x13, x14, #1
	ands x15, x13, #0x7
	csel x15, x11, x15, eq
	sub x13, x13, x15
	mvn x14, x14
	add x14, x14, x15
	movi v1.2d, #0000000000000000
	mov x15, x10
	add x16, x24, #32
.LBB_34:
	ldp q2, q3, [x16, #-32]
	ldp q4, q5, [x16], #64
	ldp q6, q7, [x15, #-32]
	ldp q16, q17, [x15], #64
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
	adds x14, x14, #8
	b.ne .LBB_34
.LBB_35:
	add x14, x12, #1
.LBB_36:
	cmp x0, x13
	b.eq .LBB_44
	add x15, x9, x13
	cmp x15, x20
	b.hs .LBB_43
	ldr d2, [x24, x13, lsl #3]
	ldr d3, [x23, x13, lsl #3]
	add x13, x13, #1
	fmul d2, d2, d3
	fadd d1, d1, d2
	cmp x22, x13
	b.ne .LBB_36
	fdiv d1, d1, d0
	str d1, [x19, x12, lsl #3]
	add x9, x9, #1
	add x10, x10, #8
	add x23, x23, #8
	mov x12, x14
	cmp x14, x20
	b.ne .LBB_31
.LBB_40:
	stp x27, x19, [x21]
	str x20, [x21, #16]
	cbz x25, .LBB_42
	lsl x1, x25, #3
	mov x0, x24
	mov w2, #8
	ldp x20, x19, [sp, #80]
	ldp x22, x21, [sp, #64]
	ldp x24, x23, [sp, #48]
	ldp x26, x25, [sp, #32]
	ldr x27, [sp, #16]
	ldp x29, x30, [sp], #96
	b __rustc::__rust_dealloc
.LBB_42:
	ldp x20, x19, [sp, #80]
	ldp x22, x21, [sp, #64]
	ldp x24, x23, [sp, #48]
	ldp x26, x25, [sp, #32]
	ldr x27, [sp, #16]
	ldp x29, x30, [sp], #96
	ret
.LBB_43:
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov x0, x15
	b .LBB_45
.LBB_44:
	mov x20, x0
.LBB_45:
	mov x1, x20
	bl core::panicking::panic_bounds_check
.LBB_46:
	brk #0x1
.LBB_47:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	mov x20, x0
	lsl x1, x25, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x20
	b .LBB_50
.LBB_50:
	cbz x27, .LBB_52
	lsl x1, x27, #3
	mov x20, x0
	mov x0, x19
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x20
.LBB_52:
	bl _Unwind_Resume
