# gap_knobs::hoist_unroll::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_unroll::wma:
	stp x29, x30, [sp, #-48]!
	stp x22, x21, [sp, #16]
	stp x20, x19, [sp, #32]
	mov x29, sp
	str xzr, [x3, #16]
	cbz x1, .LBB_5
	ldr x8, [x3]
	cmp x1, x8
	b.hi .LBB_39
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
	b .LBB_38
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
	b.hs .LBB_38
.LBB_13:
	madd x10, x2, x2, x2
	ucvtf d0, x10, #1
	and x10, x2, #0x7
	ldr x11, [x3, #8]
	ands x12, x2, #0xffffffffffffff8
	b.eq .LBB_27
	orr x13, x12, #0x1
	ucvtf d1, x13
	orr x13, x12, #0x2
	ucvtf d2, x13
	orr x13, x12, #0x3
	ucvtf d3, x13
	orr x13, x12, #0x4
	ucvtf d4, x13
	mov w13, #5
	orr x13, x12, x13
	ucvtf d5, x13
	orr x13, x12, #0x6
	ucvtf d6, x13
	orr x13, x12, #0x7
	ucvtf d7, x13
	adrp x13, .LCPI_0
	ldr q16, [x13, :lo12:.LCPI_0]
	adrp x13, .LCPI_1
	ldr q17, [x13, :lo12:.LCPI_1]
	adrp x13, .LCPI_2
	ldr q18, [x13, :lo12:.LCPI_2]
	mov x13, x0
.LBB_15:
	mov x15, #0
	add x14, x9, #1
	sub x16, x14, x2
	add x16, x0, x16, lsl #3
	movi v19.2d, #0000000000000000
.LBB_16:
	add x17, x13, x15, lsl #3
	add x18, x15, #1
	ucvtf d20, x18
	ldr d21, [x17]
	fmul d20, d21, d20
	fadd d19, d19, d20
	dup v20.2d, x15
	orr v21.16b, v20.16b, v16.16b
	ucvtf v21.2d, v21.2d
	ldur q22, [x17, #8]
	fmul v21.2d, v22.2d, v21.2d
	fadd d19, d19, d21
	mov d21, v21.d[1]
	fadd d19, d19, d21
	orr v21.16b, v20.16b, v17.16b
	ucvtf v21.2d, v21.2d
	ldur q22, [x17, #24]
	fmul v21.2d, v22.2d, v21.2d
	fadd d19, d19, d21
	mov d21, v21.d[1]
	fadd d19, d19, d21
	orr v20.16b, v20.16b, v18.16b
	ucvtf v20.2d, v20.2d
	ldur q21, [x17, #40]
	fmul v20.2d, v21.2d, v20.2d
	fadd d19, d19, d20
	mov d20, v20.d[1]
	fadd d19, d19, d20
	add x15, x15, #8
	ucvtf d20, x15
	ldr d21, [x17, #56]
	fmul d20, d21, d20
	fadd d19, d19, d20
	cmp x12, x15
	b.ne .LBB_16
	cbz x10, .LBB_25
	add x15, x16, x12, lsl #3
	ldr d20, [x15]
	fmul d20, d20, d1
	fadd d19, d19, d20
	cmp x10, #1
	b.eq .LBB_25
	ldr d20, [x15, #8]
	fmul d20, d20, d2
	fadd d19, d19, d20
	cmp x10, #2
	b.eq .LBB_25
	ldr d20, [x15, #16]
	fmul d20, d20, d3
	fadd d19, d19, d20
	cmp x10, #3
	b.eq .LBB_25
	ldr d20, [x15, #24]
	fmul d20, d20, d4
	fadd d19, d19, d20
	cmp x10, #4
	b.eq .LBB_25
	ldr d20, [x15, #32]
	fmul d20, d20, d5
	fadd d19, d19, d20
	cmp x10, #5
	b.eq .LBB_25
	ldr d20, [x15, #40]
	fmul d20, d20, d6
	fadd d19, d19, d20
	cmp x10, #6
	b.eq .LBB_25
	ldr d20, [x15, #48]
	fmul d20, d20, d7
	fadd d19, d19, d20
.LBB_25:
	cmp x9, x8
	b.hs .LBB_40
	fdiv d19, d19, d0
	str d19, [x11, x9, lsl #3]
	add x13, x13, #8
	mov x9, x14
	cmp x14, x1
	b.ne .LBB_15
	b .LBB_38
.LBB_27:
	add x12, x0, #24
	movi v1.2d, #0000000000000000
	fmov d2, #3.00000000
	fmov d3, #4.00000000
	fmov d4, #5.00000000
	fmov d5, #6.00000000
	fmov d6, #7.00000000
.LBB_28:
	movi v7.2d, #0000000000000000
	cbz x10, .LBB_36
	ldur d7, [x12, #-24]
	fadd d7, d7, d1
	cmp x10, #1
	b.eq .LBB_36
	ldur d16, [x12, #-16]
	fadd d16, d16, d16
	fadd d7, d7, d16
	cmp x10, #2
	b.eq .LBB_36
	ldur d16, [x12, #-8]
	fmul d16, d16, d2
	fadd d7, d7, d16
	cmp x10, #3
	b.eq .LBB_36
	ldr d16, [x12]
	fmul d16, d16, d3
	fadd d7, d7, d16
	cmp x10, #4
	b.eq .LBB_36
	ldr d16, [x12, #8]
	fmul d16, d16, d4
	fadd d7, d7, d16
	cmp x10, #5
	b.eq .LBB_36
	ldr d16, [x12, #16]
	fmul d16, d16, d5
	fadd d7, d7, d16
	cmp x10, #6
	b.eq .LBB_36
	ldr d16, [x12, #24]
	fmul d16, d16, d6
	fadd d7, d7, d16
.LBB_36:
	cmp x9, x8
	b.hs .LBB_40
	fdiv d7, d7, d0
	str d7, [x11, x9, lsl #3]
	add x9, x9, #1
	add x12, x12, #8
	cmp x1, x9
	b.ne .LBB_28
.LBB_38:
	ldp x20, x19, [sp, #32]
	ldp x22, x21, [sp, #16]
	ldp x29, x30, [sp], #48
	ret
.LBB_39:
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
.LBB_40:
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x0, x9
	mov x1, x8
	bl core::panicking::panic_bounds_check
