# gap_knobs::hoist::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist::wma:
	stp x29, x30, [sp, #-48]!
	stp x22, x21, [sp, #16]
	stp x20, x19, [sp, #32]
	mov x29, sp
	str xzr, [x3, #16]
	cbz x1, .LBB_5
	ldr x8, [x3]
	cmp x1, x8
	b.hi .LBB_24
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
	sub x9, x2, #1
	cmp x9, x1
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
	sub x9, x2, #1
	cmp x9, x1
	b.hs .LBB_23
.LBB_13:
	madd x10, x2, x2, x2
	ucvtf d0, x10, #1
	ldr x10, [x3, #8]
	and x11, x2, #0xfffffffffffffff8
	add x12, x0, #32
	adrp x13, .LCPI_0
	ldr q1, [x13, :lo12:.LCPI_0]
	mov w13, #1
	dup v2.2d, x13
	mov w13, #3
	dup v3.2d, x13
	mov w13, #5
	dup v4.2d, x13
	mov w13, #7
	dup v5.2d, x13
	mov w13, #8
	dup v6.2d, x13
.LBB_14:
	cmp x2, #8
	b.hs .LBB_16
	mov x15, #0
	movi v7.2d, #0000000000000000
	b .LBB_19
.LBB_16:
	movi v7.2d, #0000000000000000
	mov x13, x12
	and x14, x2, #0xfffffffffffffff8
	mov v16.16b, v1.16b
.LBB_17:
	add v17.2d, v16.2d, v2.2d
	add v18.2d, v16.2d, v3.2d
	add v19.2d, v16.2d, v4.2d
	add v20.2d, v16.2d, v5.2d
	ucvtf v17.2d, v17.2d
	ucvtf v18.2d, v18.2d
	ucvtf v19.2d, v19.2d
	ucvtf v20.2d, v20.2d
	ldp q21, q22, [x13, #-32]
	ldp q23, q24, [x13], #64
	fmul v17.2d, v21.2d, v17.2d
	mov d21, v17.d[1]
	fmul v18.2d, v22.2d, v18.2d
	mov d22, v18.d[1]
	fmul v19.2d, v23.2d, v19.2d
	mov d23, v19.d[1]
	fmul v20.2d, v24.2d, v20.2d
	mov d24, v20.d[1]
	fadd d7, d7, d17
	fadd d7, d7, d21
	fadd d7, d7, d18
	fadd d7, d7, d22
	fadd d7, d7, d19
	fadd d7, d7, d23
	fadd d7, d7, d20
	fadd d7, d7, d24
	add v16.2d, v16.2d, v6.2d
	subs x14, x14, #8
	b.ne .LBB_17
	and x15, x2, #0xfffffffffffffff8
	cmp x2, x11
	b.eq .LBB_21
.LBB_19:
	add x13, x0, x15, lsl #3
	sub x14, x2, x15
	add x15, x15, #1
.LBB_20:
	ucvtf d16, x15
	ldr d17, [x13], #8
	fmul d16, d17, d16
	fadd d7, d7, d16
	add x15, x15, #1
	subs x14, x14, #1
	b.ne .LBB_20
.LBB_21:
	cmp x9, x8
	b.hs .LBB_25
	fdiv d7, d7, d0
	str d7, [x10, x9, lsl #3]
	add x9, x9, #1
	add x12, x12, #8
	add x0, x0, #8
	cmp x9, x1
	b.ne .LBB_14
.LBB_23:
	ldp x20, x19, [sp, #32]
	ldp x22, x21, [sp, #16]
	ldp x29, x30, [sp], #48
	ret
.LBB_24:
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
	mov x1, x19
	mov x2, x21
	ldr x8, [x22, #16]
	ldr x9, [x22, #8]
	add x13, x9, x8, lsl #3
	subs x11, x19, #1
	b.ne .LBB_3
	b .LBB_12
.LBB_25:
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x0, x9
	mov x1, x8
	bl core::panicking::panic_bounds_check
