# gap_knobs::unchecked_i64::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_i64::wma:
	stp x29, x30, [sp, #-64]!
	stp x24, x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	mov x22, x2
	mov x19, x1
	mov x23, x0
	mov x21, x8
	cbz x1, .LBB_4
	lsl x24, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_27
	mov x20, x0
	subs x10, x19, #1
	b.ne .LBB_5
	mov w24, #1
	mov x8, x20
	b .LBB_13
.LBB_4:
	mov x24, #0
	mov w20, #8
	sub x9, x22, #1
	cmp x9, x19
	b.lo .LBB_14
	b .LBB_24
.LBB_5:
	cmp x19, #8
	b.hi .LBB_7
	mov w9, #1
	mov x8, x20
	b .LBB_10
.LBB_7:
	and x11, x10, #0xfffffffffffffff8
	add x8, x20, x11, lsl #3
	orr x9, x11, #0x1
	add x12, x20, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x10, #0xfffffffffffffff8
.LBB_8:
	stp q0, q0, [x12, #-32]
	stp q0, q0, [x12], #64
	subs x13, x13, #8
	b.ne .LBB_8
	mov x24, x19
	cmp x10, x11
	b.eq .LBB_13
.LBB_10:
	sub x9, x19, x9
	mov x10, #9221120237041090560
.LBB_11:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_11
	mov x24, x19
.LBB_13:
	mov x9, #9221120237041090560
	str x9, [x8]
	sub x9, x22, #1
	cmp x9, x19
	b.hs .LBB_24
.LBB_14:
	madd x8, x22, x22, x22
	ucvtf d0, x8, #1
	and x8, x22, #0xfffffffffffffff8
	add x10, x23, #32
	adrp x11, .LCPI_0
	ldr q1, [x11, :lo12:.LCPI_0]
	mov w11, #1
	dup v2.2d, x11
	mov w11, #3
	dup v3.2d, x11
	mov w11, #5
	dup v4.2d, x11
	mov w11, #7
	dup v5.2d, x11
	mov w11, #8
	dup v6.2d, x11
	b .LBB_16
.LBB_15:
	fdiv d7, d7, d0
	str d7, [x20, x9, lsl #3]
	add x10, x10, #8
	add x23, x23, #8
	mov x9, x11
	cmp x11, x19
	b.eq .LBB_24
.LBB_16:
	add x11, x9, #1
	sub x0, x11, x22
	cmp x0, x19
	b.hi .LBB_25
	cmp x22, #8
	b.hs .LBB_19
	mov x14, #0
	movi v7.2d, #0000000000000000
	b .LBB_22
.LBB_19:
	movi v7.2d, #0000000000000000
	mov x12, x10
	and x13, x22, #0xfffffffffffffff8
	mov v16.16b, v1.16b
.LBB_20:
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
	b.ne .LBB_20
	and x14, x22, #0xfffffffffffffff8
	cmp x22, x8
	b.eq .LBB_15
.LBB_22:
	add x12, x23, x14, lsl #3
	sub x13, x22, x14
	add x14, x14, #1
.LBB_23:
	ucvtf d16, x14
	ldr d17, [x12], #8
	fmul d16, d17, d16
	fadd d7, d7, d16
	add x14, x14, #1
	subs x13, x13, #1
	b.ne .LBB_23
	b .LBB_15
.LBB_24:
	stp x24, x20, [x21]
	str x19, [x21, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldp x24, x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_25:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x1, x19
	mov x2, x19
	bl core::slice::index::slice_index_fail
	brk #0x1
.LBB_27:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	mov x19, x0
	lsl x1, x24, #3
	mov x0, x20
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x19
	bl _Unwind_Resume
