# gap_knobs::hoist::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist::wma:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	mov x21, x2
	mov x19, x1
	mov x22, x0
	mov x20, x8
	cbz x1, .LBB_4
	lsl x23, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_24
	subs x11, x19, #1
	b.ne .LBB_5
	mov w8, #1
	mov x9, x0
	b .LBB_13
.LBB_4:
	mov x8, #0
	mov w0, #8
	sub x10, x21, #1
	cmp x10, x19
	b.lo .LBB_14
	b .LBB_23
.LBB_5:
	cmp x19, #8
	b.hi .LBB_7
	mov w10, #1
	mov x9, x0
	b .LBB_10
.LBB_7:
	and x12, x11, #0xfffffffffffffff8
	add x9, x0, x12, lsl #3
	orr x10, x12, #0x1
	add x8, x0, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x11, #0xfffffffffffffff8
.LBB_8:
	stp q0, q0, [x8, #-32]
	stp q0, q0, [x8], #64
	subs x13, x13, #8
	b.ne .LBB_8
	mov x8, x19
	cmp x11, x12
	b.eq .LBB_13
.LBB_10:
	sub x8, x19, x10
	mov x10, #9221120237041090560
.LBB_11:
	str x10, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_11
	mov x8, x19
.LBB_13:
	mov x10, #9221120237041090560
	str x10, [x9]
	sub x10, x21, #1
	cmp x10, x19
	b.hs .LBB_23
.LBB_14:
	madd x9, x21, x21, x21
	ucvtf d0, x9, #1
	and x9, x21, #0xfffffffffffffff8
	add x11, x22, #32
	adrp x12, .LCPI_0
	ldr q1, [x12, :lo12:.LCPI_0]
	mov w12, #1
	dup v2.2d, x12
	mov w12, #3
	dup v3.2d, x12
	mov w12, #5
	dup v4.2d, x12
	mov w12, #7
	dup v5.2d, x12
	mov w12, #8
	dup v6.2d, x12
	b .LBB_16
.LBB_15:
	fdiv d7, d7, d0
	str d7, [x0, x10, lsl #3]
	add x10, x10, #1
	add x11, x11, #8
	add x22, x22, #8
	cmp x10, x19
	b.eq .LBB_23
.LBB_16:
	cmp x21, #8
	b.hs .LBB_18
	mov x14, #0
	movi v7.2d, #0000000000000000
	b .LBB_21
.LBB_18:
	movi v7.2d, #0000000000000000
	mov x12, x11
	and x13, x21, #0xfffffffffffffff8
	mov v16.16b, v1.16b
.LBB_19:
	add v17.2d, v16.2d, v2.2d
	add v18.2d, v16.2d, v3.2d
	add v19.2d, v16.2d, v4.2d
	add v20.2d, v16.2d, v5.2d
	ucvtf v17.2d, v17.2d
	ucvtf v18.2d, v18.2d
	ucvtf v19.2d, v19.2d
	ucvtf v20.2d, v20.2d
	ldp q21, q22, [x12, #-32]
	ldp q23, q24, [x12], #64
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
	subs x13, x13, #8
	b.ne .LBB_19
	and x14, x21, #0xfffffffffffffff8
	cmp x21, x9
	b.eq .LBB_15
.LBB_21:
	add x12, x22, x14, lsl #3
	sub x13, x21, x14
	add x14, x14, #1
.LBB_22:
	ucvtf d16, x14
	ldr d17, [x12], #8
	fmul d16, d17, d16
	fadd d7, d7, d16
	add x14, x14, #1
	subs x13, x13, #1
	b.ne .LBB_22
	b .LBB_15
.LBB_23:
	stp x8, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_24:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
