# kernel_sliding::wma::wma_into — kernel-sliding, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::wma::wma_into:
	sub sp, sp, #48
	stp x29, x30, [sp, #32]
	add x29, sp, #32
	stp x1, x5, [sp]
	cmp x1, x5
	b.ne .LBB_37
	str x1, [sp, #16]
	mov x11, x3
	ldr x8, [x11, #48]!
	stur x8, [x29, #-8]
	cmp x1, x8
	b.ne .LBB_38
	cbz x2, .LBB_39
	mov x8, #0
	cbz x1, .LBB_8
	lsl x9, x1, #3
.LBB_5:
	ldr d0, [x0, x8, lsl #3]
	fcmp d0, d0
	b.vc .LBB_8
	add x8, x8, #1
	subs x9, x9, #8
	b.ne .LBB_5
	mov x8, x1
.LBB_8:
	add x8, x2, x8
	sub x9, x8, #1
	cmp x1, x9
	csel x10, x1, x9, lo
	lsl x8, x10, #3
	cbz x10, .LBB_15
	sub x13, x8, #8
	mov x12, x4
	cmp x13, #56
	b.lo .LBB_13
	lsr x12, x13, #3
	add x13, x12, #1
	and x14, x13, #0x3ffffffffffffff8
	add x12, x4, x14, lsl #3
	add x15, x4, #32
	mov x16, #9221120237041090560
	dup v0.2d, x16
	and x16, x13, #0x3ffffffffffffff8
.LBB_11:
	stp q0, q0, [x15, #-32]
	stp q0, q0, [x15], #64
	subs x16, x16, #8
	b.ne .LBB_11
	cmp x13, x14
	b.eq .LBB_15
.LBB_13:
	add x13, x4, x8
	mov x14, #9221120237041090560
.LBB_14:
	str x14, [x12], #8
	cmp x12, x13
	b.ne .LBB_14
.LBB_15:
	cmp x2, #1
	b.ne .LBB_19
	cmp x1, x9
	b.ls .LBB_36
	sub x11, x1, x10
	cmp x11, #8
	b.hs .LBB_31
	mov x9, #0
	b .LBB_34
.LBB_19:
	mov x12, #0
	ldp x8, x13, [x3, #8]
	ucvtf d0, x2
	madd x9, x2, x2, x2
	ucvtf d1, x9, #1
	fmov d2, #1.00000000
	fdiv d2, d2, d1
	add x14, x8, #8
	lsl x15, x2, #3
	sub x16, x0, x15
	neg x17, x2
.LBB_20:
	cmp x13, x12
	csel x9, x13, x12, hi
	add x8, x14, x12, lsl #3
.LBB_21:
	cmp x9, x12
	b.eq .LBB_36
	add x12, x12, #1
	cmp x12, x13
	csel x18, x8, x11, lo
	ldr x18, [x18]
	add x8, x8, #8
	cmp x18, x10
	b.ls .LBB_21
	ldur x8, [x8, #-16]
	cmp x10, x8
	csel x9, x10, x8, hi
	add x8, x9, #1
	cmp x9, x1
	b.hs .LBB_40
	cmp x8, x2
	b.lo .LBB_41
	add x3, x16, x9, lsl #3
	movi v3.2d, #0000000000000000
	mov x5, x15
	mov w6, #1
	movi v4.2d, #0000000000000000
.LBB_26:
	ldr d5, [x3, x6, lsl #3]
	ucvtf d6, x6
	fmul d6, d5, d6
	fadd d3, d3, d6
	fadd d4, d4, d5
	add x6, x6, #1
	subs x5, x5, #8
	b.ne .LBB_26
	fdiv d5, d3, d1
	str d5, [x4, x9, lsl #3]
	cmp x8, x18
	b.hs .LBB_20
.LBB_28:
	cmp x8, x1
	b.hs .LBB_43
	add x9, x17, x8
	cmp x9, x1
	b.hs .LBB_42
	ldr d5, [x0, x8, lsl #3]
	fmadd d3, d5, d0, d3
	fsub d3, d3, d4
	fmul d6, d2, d3
	ldr d7, [x16, x8, lsl #3]
	str d6, [x4, x8, lsl #3]
	add x8, x8, #1
	fadd d4, d4, d5
	fsub d4, d4, d7
	cmp x18, x8
	b.ne .LBB_28
	b .LBB_20
.LBB_31:
	and x9, x11, #0xfffffffffffffff8
	add x13, x8, #32
	add x12, x4, x13
	add x13, x0, x13
	movi v0.2d, #0000000000000000
	and x14, x11, #0xfffffffffffffff8
.LBB_32:
	ldp q1, q2, [x13, #-32]
	ldp q3, q4, [x13], #64
	fadd v1.2d, v1.2d, v0.2d
	fadd v2.2d, v2.2d, v0.2d
	fadd v3.2d, v3.2d, v0.2d
	fadd v4.2d, v4.2d, v0.2d
	stp q1, q2, [x12, #-32]
	stp q3, q4, [x12], #64
	subs x14, x14, #8
	b.ne .LBB_32
	cmp x11, x9
	b.eq .LBB_36
.LBB_34:
	add x11, x8, x9, lsl #3
	add x8, x0, x11
	add x11, x4, x11
	add x9, x9, x10
	sub x9, x9, x1
	movi v0.2d, #0000000000000000
.LBB_35:
	ldr d1, [x8], #8
	fadd d1, d1, d0
	str d1, [x11], #8
	adds x9, x9, #1
	b.lo .LBB_35
.LBB_36:
	ldp x29, x30, [sp, #32]
	add sp, sp, #48
	ret
.LBB_37:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	adrp x5, .Lanon.1
	add x5, x5, :lo12:.Lanon.1
	mov x1, sp
	add x2, sp, #8
	mov w0, #0
	mov w4, #47
	bl core::panicking::assert_failed::<usize, usize>
.LBB_38:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	adrp x5, .Lanon.3
	add x5, x5, :lo12:.Lanon.3
	add x1, sp, #16
	sub x2, x29, #8
	mov w0, #0
	mov w4, #43
	bl core::panicking::assert_failed::<usize, usize>
.LBB_39:
	adrp x0, .Lanon.4
	add x0, x0, :lo12:.Lanon.4
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	mov w1, #51
	bl core::panicking::panic_fmt
.LBB_40:
	mov x10, x1
	sub x0, x8, x2
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	mov x1, x9
	mov x2, x10
	bl core::slice::index::slice_index_fail
.LBB_41:
	mov x10, x1
	mov x9, x8
	sub x0, x8, x2
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	mov x1, x9
	mov x2, x10
	bl core::slice::index::slice_index_fail
.LBB_42:
	sub x0, x8, x2
	adrp x2, .Lanon.7
	add x2, x2, :lo12:.Lanon.7
	bl core::panicking::panic_bounds_check
.LBB_43:
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	mov x0, x8
	bl core::panicking::panic_bounds_check
