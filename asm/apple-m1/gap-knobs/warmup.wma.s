# gap_knobs::warmup::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::warmup::wma:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	mov x22, x2
	mov x20, x1
	mov x23, x0
	mov x21, x8
	lsl x19, x1, #3
	cbz x1, .LBB_3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_23
	sub x8, x22, #1
	cmp x20, x8
	csel x9, x20, x8, lo
	cbnz x9, .LBB_4
	b .LBB_10
.LBB_3:
	mov w0, #8
	sub x8, x22, #1
	cmp x20, x8
	csel x9, x20, x8, lo
	cbz x9, .LBB_10
.LBB_4:
	lsl x10, x9, #3
	sub x11, x10, #8
	mov x9, x0
	cmp x11, #56
	b.lo .LBB_8
	lsr x9, x11, #3
	add x11, x9, #1
	and x12, x11, #0x3ffffffffffffff8
	add x9, x0, x12, lsl #3
	add x13, x0, #32
	mov x14, #9221120237041090560
	dup v0.2d, x14
	and x14, x11, #0x3ffffffffffffff8
.LBB_6:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_6
	cmp x11, x12
	b.eq .LBB_10
.LBB_8:
	add x10, x0, x10
	mov x11, #9221120237041090560
.LBB_9:
	str x11, [x9], #8
	cmp x9, x10
	b.ne .LBB_9
.LBB_10:
	cmp x8, x20
	b.hs .LBB_20
	mov x9, #0
	madd x10, x22, x22, x22
	ucvtf d0, x10, #1
	add x10, x23, #32
	mov w11, #8
	mov w12, #1
	dup v1.2d, x12
	mov w12, #3
	dup v2.2d, x12
	mov w12, #5
	dup v3.2d, x12
	adrp x12, .LCPI_0
	ldr q4, [x12, :lo12:.LCPI_0]
	mov w12, #7
	dup v5.2d, x12
	mov x12, x20
	sub x13, x22, #1
.LBB_12:
	cmp x12, x8
	csel x15, x12, x8, lo
	add x14, x15, #1
	cmp x14, #9
	b.hs .LBB_14
	mov x14, #0
	movi v6.2d, #0000000000000000
	b .LBB_16
.LBB_14:
	ands x16, x14, #0x7
	csel x16, x11, x16, eq
	sub x14, x14, x16
	sub x15, x15, x16
	add x15, x15, #1
	movi v6.2d, #0000000000000000
	mov x16, x10
	mov v7.16b, v4.16b
.LBB_15:
	add v16.2d, v7.2d, v1.2d
	add v17.2d, v7.2d, v2.2d
	add v18.2d, v7.2d, v3.2d
	add v19.2d, v7.2d, v5.2d
	ucvtf v16.2d, v16.2d
	ucvtf v17.2d, v17.2d
	ucvtf v18.2d, v18.2d
	ucvtf v19.2d, v19.2d
	ldp q20, q21, [x16, #-32]
	ldp q22, q23, [x16], #64
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
	dup v16.2d, x11
	add v7.2d, v7.2d, v16.2d
	subs x15, x15, #8
	b.ne .LBB_15
.LBB_16:
	add x15, x13, #1
.LBB_17:
	cmp x12, x14
	b.eq .LBB_21
	ldr d7, [x23, x14, lsl #3]
	add x14, x14, #1
	ucvtf d16, x14
	fmul d7, d7, d16
	fadd d6, d6, d7
	cmp x22, x14
	b.ne .LBB_17
	fdiv d6, d6, d0
	str d6, [x0, x13, lsl #3]
	sub x12, x12, #1
	add x10, x10, #8
	sub x9, x9, #1
	add x23, x23, #8
	mov x13, x15
	cmp x15, x20
	b.ne .LBB_12
.LBB_20:
	stp x20, x0, [x21]
	str x20, [x21, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_21:
	mov x21, x0
	sub x0, x14, x9
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x1, x20
	bl core::panicking::panic_bounds_check
	brk #0x1
.LBB_23:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
	mov x20, x0
	mov x0, x21
	mov x1, x19
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x20
	bl _Unwind_Resume
