# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	mov x22, x2
	mov x19, x1
	mov x21, x0
	mov x20, x8
	cbz x1, .LBB_4
	lsl x23, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_38
	subs x11, x19, #1
	b.ne .LBB_5
	mov w8, #1
	mov x9, x0
	b .LBB_13
.LBB_4:
	mov x8, #0
	mov w0, #8
	sub x10, x22, #1
	cmp x10, x19
	b.lo .LBB_14
	b .LBB_37
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
	sub x10, x22, #1
	cmp x10, x19
	b.hs .LBB_37
.LBB_14:
	madd x9, x22, x22, x22
	ucvtf d0, x9, #1
	and x9, x22, #0x7
	ands x11, x22, #0xffffffffffffff8
	b.eq .LBB_27
	orr x12, x11, #0x1
	ucvtf d1, x12
	orr x12, x11, #0x2
	ucvtf d2, x12
	orr x12, x11, #0x3
	ucvtf d3, x12
	orr x12, x11, #0x4
	ucvtf d4, x12
	mov w12, #5
	orr x12, x11, x12
	ucvtf d5, x12
	orr x12, x11, #0x6
	ucvtf d6, x12
	orr x12, x11, #0x7
	ucvtf d7, x12
	adrp x12, .LCPI_0
	ldr q16, [x12, :lo12:.LCPI_0]
	adrp x12, .LCPI_1
	ldr q17, [x12, :lo12:.LCPI_1]
	adrp x12, .LCPI_2
	ldr q18, [x12, :lo12:.LCPI_2]
	mov x12, x21
	b .LBB_17
.LBB_16:
	fdiv d19, d19, d0
	str d19, [x0, x13, lsl #3]
	add x12, x12, #8
	cmp x10, x19
	b.eq .LBB_37
.LBB_17:
	mov x14, #0
	mov x13, x10
	add x10, x10, #1
	sub x15, x10, x22
	add x15, x21, x15, lsl #3
	movi v19.2d, #0000000000000000
.LBB_18:
	add x16, x12, x14, lsl #3
	add x17, x14, #1
	ucvtf d20, x17
	ldr d21, [x16]
	fmul d20, d21, d20
	fadd d19, d19, d20
	dup v20.2d, x14
	orr v21.16b, v20.16b, v16.16b
	ucvtf v21.2d, v21.2d
	ldur q22, [x16, #8]
	fmul v21.2d, v22.2d, v21.2d
	fadd d19, d19, d21
	mov d21, v21.d[1]
	fadd d19, d19, d21
	orr v21.16b, v20.16b, v17.16b
	ucvtf v21.2d, v21.2d
	ldur q22, [x16, #24]
	fmul v21.2d, v22.2d, v21.2d
	fadd d19, d19, d21
	mov d21, v21.d[1]
	fadd d19, d19, d21
	orr v20.16b, v20.16b, v18.16b
	ucvtf v20.2d, v20.2d
	ldur q21, [x16, #40]
	fmul v20.2d, v21.2d, v20.2d
	fadd d19, d19, d20
	mov d20, v20.d[1]
	fadd d19, d19, d20
	add x14, x14, #8
	ucvtf d20, x14
	ldr d21, [x16, #56]
	fmul d20, d21, d20
	fadd d19, d19, d20
	cmp x11, x14
	b.ne .LBB_18
	cbz x9, .LBB_16
	add x14, x15, x11, lsl #3
	ldr d20, [x14]
	fmul d20, d20, d1
	fadd d19, d19, d20
	cmp x9, #1
	b.eq .LBB_16
	ldr d20, [x14, #8]
	fmul d20, d20, d2
	fadd d19, d19, d20
	cmp x9, #2
	b.eq .LBB_16
	ldr d20, [x14, #16]
	fmul d20, d20, d3
	fadd d19, d19, d20
	cmp x9, #3
	b.eq .LBB_16
	ldr d20, [x14, #24]
	fmul d20, d20, d4
	fadd d19, d19, d20
	cmp x9, #4
	b.eq .LBB_16
	ldr d20, [x14, #32]
	fmul d20, d20, d5
	fadd d19, d19, d20
	cmp x9, #5
	b.eq .LBB_16
	ldr d20, [x14, #40]
	fmul d20, d20, d6
	fadd d19, d19, d20
	cmp x9, #6
	b.eq .LBB_16
	ldr d20, [x14, #48]
	fmul d20, d20, d7
	fadd d19, d19, d20
	b .LBB_16
.LBB_27:
	add x10, x0, x22, lsl #3
	sub x10, x10, #8
	sub x11, x19, x22
	add x11, x11, #1
	add x12, x21, #24
	movi v1.2d, #0000000000000000
	fmov d2, #3.00000000
	fmov d3, #4.00000000
	fmov d4, #5.00000000
	fmov d5, #6.00000000
	fmov d6, #7.00000000
	b .LBB_29
.LBB_28:
	fdiv d7, d7, d0
	str d7, [x10], #8
	add x12, x12, #8
	subs x11, x11, #1
	b.eq .LBB_37
.LBB_29:
	movi v7.2d, #0000000000000000
	cbz x9, .LBB_28
	ldur d7, [x12, #-24]
	fadd d7, d7, d1
	cmp x9, #1
	b.eq .LBB_28
	ldur d16, [x12, #-16]
	fadd d16, d16, d16
	fadd d7, d7, d16
	cmp x9, #2
	b.eq .LBB_28
	ldur d16, [x12, #-8]
	fmul d16, d16, d2
	fadd d7, d7, d16
	cmp x9, #3
	b.eq .LBB_28
	ldr d16, [x12]
	fmul d16, d16, d3
	fadd d7, d7, d16
	cmp x9, #4
	b.eq .LBB_28
	ldr d16, [x12, #8]
	fmul d16, d16, d4
	fadd d7, d7, d16
	cmp x9, #5
	b.eq .LBB_28
	ldr d16, [x12, #16]
	fmul d16, d16, d5
	fadd d7, d7, d16
	cmp x9, #6
	b.eq .LBB_28
	ldr d16, [x12, #24]
	fmul d16, d16, d6
	fadd d7, d7, d16
	b .LBB_28
.LBB_37:
	stp x8, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_38:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
