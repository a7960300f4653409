# gap_knobs::hoist_memory::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::wma:
	stp x29, x30, [sp, #-16]!
	mov x29, sp
	cmp x1, x4
	b.hi .LBB_19
	sub x8, x2, #1
	cmp x1, x8
	csel x9, x1, x8, lo
	cbz x9, .LBB_8
	lsl x10, x9, #3
	sub x11, x10, #8
	mov x9, x3
	cmp x11, #56
	b.lo .LBB_6
	lsr x9, x11, #3
	add x11, x9, #1
	and x12, x11, #0x3ffffffffffffff8
	add x9, x3, x12, lsl #3
	add x13, x3, #32
	mov x14, #9221120237041090560
	dup v0.2d, x14
	and x14, x11, #0x3ffffffffffffff8
.LBB_4:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_4
	cmp x11, x12
	b.eq .LBB_8
.LBB_6:
	add x10, x3, x10
	mov x11, #9221120237041090560
.LBB_7:
	str x11, [x9], #8
	cmp x9, x10
	b.ne .LBB_7
.LBB_8:
	cmp x8, x1
	b.hs .LBB_18
	madd x9, x2, x2, x2
	ucvtf d0, x9, #1
	and x9, x2, #0xfffffffffffffff8
	add x10, x0, #32
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
	b .LBB_11
.LBB_10:
	fdiv d7, d7, d0
	str d7, [x3, x8, lsl #3]
	add x8, x8, #1
	add x10, x10, #8
	add x0, x0, #8
	cmp x8, x1
	b.eq .LBB_18
.LBB_11:
	cmp x2, #8
	b.hs .LBB_13
	mov x13, #0
	movi v7.2d, #0000000000000000
	b .LBB_16
.LBB_13:
	movi v7.2d, #0000000000000000
	mov x11, x10
	and x12, x2, #0xfffffffffffffff8
	mov v16.16b, v1.16b
.LBB_14:
	add v17.2d, v16.2d, v2.2d
	add v18.2d, v16.2d, v3.2d
	add v19.2d, v16.2d, v4.2d
	add v20.2d, v16.2d, v5.2d
	ucvtf v17.2d, v17.2d
	ucvtf v18.2d, v18.2d
	ucvtf v19.2d, v19.2d
	ucvtf v20.2d, v20.2d
	ldp q21, q22, [x11, #-32]
	ldp q23, q24, [x11], #64
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
	subs x12, x12, #8
	b.ne .LBB_14
	and x13, x2, #0xfffffffffffffff8
	cmp x2, x9
	b.eq .LBB_10
.LBB_16:
	add x11, x0, x13, lsl #3
	sub x12, x2, x13
	add x13, x13, #1
.LBB_17:
	ucvtf d16, x13
	ldr d17, [x11], #8
	fmul d16, d17, d16
	fadd d7, d7, d16
	add x13, x13, #1
	subs x12, x12, #1
	b.ne .LBB_17
	b .LBB_10
.LBB_18:
	ldp x29, x30, [sp], #16
	ret
.LBB_19:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x0, #0
	mov x2, x4
	bl core::slice::index::slice_index_fail
