# gap_knobs::via_driver::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::via_driver::wma:
	stp x29, x30, [sp, #-48]!
	stp x22, x21, [sp, #16]
	stp x20, x19, [sp, #32]
	mov x29, sp
	str xzr, [x3, #16]
	cbz x1, .LBB_5
	ldr x8, [x3]
	cmp x1, x8
	b.hi .LBB_25
	mov x8, #0
	ldr x9, [x3, #8]
	add x13, x9, x8, lsl #3
	subs x11, x1, #1
	b.eq .LBB_12
.LBB_3:
	cmp x1, #8
	b.hi .LBB_6
	mov w10, #1
	mov x9, x13
	b .LBB_9
.LBB_5:
	mov x8, #0
	str x8, [x3, #16]
	sub x10, x2, #1
	cmp x10, x1
	b.lo .LBB_13
	b .LBB_23
.LBB_6:
	and x12, x11, #0xfffffffffffffff8
	add x9, x13, x12, lsl #3
	orr x10, x12, #0x1
	add x13, x13, #32
	mov x14, #9221120237041090560
	dup v0.2d, x14
	and x14, x11, #0xfffffffffffffff8
.LBB_7:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_7
	cmp x11, x12
	b.eq .LBB_11
.LBB_9:
	sub x10, x1, x10
	mov x11, #9221120237041090560
.LBB_10:
	str x11, [x9], #8
	subs x10, x10, #1
	b.ne .LBB_10
.LBB_11:
	add x8, x1, x8
	sub x8, x8, #1
	mov x13, x9
.LBB_12:
	mov x9, #9221120237041090560
	str x9, [x13]
	add x8, x8, #1
	str x8, [x3, #16]
	sub x10, x2, #1
	cmp x10, x1
	b.hs .LBB_23
.LBB_13:
	mov x11, #0
	madd x9, x2, x2, x2
	ucvtf d0, x9, #1
	ldr x12, [x3, #8]
	add x13, x0, #32
	mov w14, #8
	mov w9, #1
	dup v1.2d, x9
	mov w9, #3
	dup v2.2d, x9
	mov w9, #5
	dup v3.2d, x9
	adrp x9, .LCPI_0
	ldr q4, [x9, :lo12:.LCPI_0]
	mov w9, #7
	dup v5.2d, x9
	mov x15, x1
	sub x9, x2, #1
.LBB_14:
	cmp x15, x10
	csel x17, x15, x10, lo
	add x16, x17, #1
	cmp x16, #8
	b.hi .LBB_16
	mov x16, #0
	movi v6.2d, #0000000000000000
	b .LBB_18
.LBB_16:
	ands x18, x16, #0x7
	csel x18, x14, x18, eq
	sub x16, x16, x18
	sub x17, x17, x18
	add x17, x17, #1
	movi v6.2d, #0000000000000000
	mov x18, x13
	mov v7.16b, v4.16b
.LBB_17:
	add v16.2d, v7.2d, v1.2d
	add v17.2d, v7.2d, v2.2d
	add v18.2d, v7.2d, v3.2d
	add v19.2d, v7.2d, v5.2d
	ucvtf v16.2d, v16.2d
	ucvtf v17.2d, v17.2d
	ucvtf v18.2d, v18.2d
	ucvtf v19.2d, v19.2d
	ldp q20, q21, [x18, #-32]
	ldp q22, q23, [x18], #64
	fmul v16.2d, v20.2d, v16.2d
	mov d20, v16.d[1]
	fmul v17.2d, v21.2d, v17.2d
	mov d21, v17.d[1]
	fmul v18.2d, v22.2d, v18.2d
	mov d22, v18.d[1]
	fmul v19.2d, v23.2d, v19.2d
	mov d23, v19.d[1]
	fadd d6, d6, d16
	fadd d6, d6, d20
	fadd d6, d6, d17
	fadd d6, d6, d21
	fadd d6, d6, d18
	fadd d6, d6, d22
	fadd d6, d6, d19
	fadd d6, d6, d23
	dup v16.2d, x14
	add v7.2d, v7.2d, v16.2d
	subs x17, x17, #8
	b.ne .LBB_17
.LBB_18:
	add x17, x9, #1
.LBB_19:
	cmp x15, x16
	b.eq .LBB_24
	ldr d7, [x0, x16, lsl #3]
	add x16, x16, #1
	ucvtf d16, x16
	fmul d7, d7, d16
	fadd d6, d6, d7
	cmp x2, x16
	b.ne .LBB_19
	cmp x9, x8
	b.hs .LBB_26
	fdiv d6, d6, d0
	str d6, [x12, x9, lsl #3]
	sub x15, x15, #1
	add x13, x13, #8
	sub x11, x11, #1
	add x0, x0, #8
	mov x9, x17
	cmp x17, x1
	b.ne .LBB_14
.LBB_23:
	ldp x20, x19, [sp, #32]
	ldp x22, x21, [sp, #16]
	ldp x29, x30, [sp], #48
	ret
.LBB_24:
	sub x0, x16, x11
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	bl core::panicking::panic_bounds_check
.LBB_25:
	mov x20, x0
	mov x0, x3
	mov x19, x1
	mov x1, #0
	mov x21, x2
	mov x2, x19
	mov x22, x3
	mov w3, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	mov x3, x22
	mov x0, x20
	mov x2, x21
	mov x1, x19
	ldr x8, [x22, #16]
	ldr x9, [x22, #8]
	add x13, x9, x8, lsl #3
	subs x11, x19, #1
	b.ne .LBB_3
	b .LBB_12
.LBB_26:
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov x0, x9
	mov x1, x8
	bl core::panicking::panic_bounds_check
