# kernel_sliding::wma::wma_into — kernel-sliding, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::wma::wma_into:
	sub sp, sp, #32
	stp x29, x30, [sp, #16]
	add x29, sp, #16
	stp x1, x4, [sp]
	cmp x1, x4
	b.ne .LBB_26
	cbz x2, .LBB_27
	mov x8, #0
	cbz x1, .LBB_7
	lsl x9, x1, #3
.LBB_4:
	ldr d0, [x0, x8, lsl #3]
	fcmp d0, d0
	b.vc .LBB_7
	add x8, x8, #1
	subs x9, x9, #8
	b.ne .LBB_4
	mov x8, x1
.LBB_7:
	add x8, x2, x8
	sub x8, x8, #1
	cmp x1, x8
	csel x9, x1, x8, lo
	cbz x9, .LBB_14
	lsl x10, x9, #3
	sub x11, x10, #8
	mov x8, x3
	cmp x11, #56
	b.lo .LBB_12
	lsr x8, x11, #3
	add x11, x8, #1
	and x12, x11, #0x3ffffffffffffff8
	add x8, x3, x12, lsl #3
	add x13, x3, #32
	mov x14, #9221120237041090560
	dup v0.2d, x14
	and x14, x11, #0x3ffffffffffffff8
.LBB_10:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_10
	cmp x11, x12
	b.eq .LBB_14
.LBB_12:
	add x10, x3, x10
	mov x11, #9221120237041090560
.LBB_13:
	str x11, [x8], #8
	cmp x8, x10
	b.ne .LBB_13
.LBB_14:
	subs x8, x1, x9
	csel x8, xzr, x8, lo
	mov x10, #64513
	movk x10, #49167, lsl #16
	movk x10, #255, lsl #32
	movk x10, #4092, lsl #48
	umulh x10, x8, x10
	lsr x10, x10, #6
	add x11, x10, x10, lsl #10
	cmp x8, x11
	cinc x10, x10, ne
	cbz x10, .LBB_24
	ucvtf d0, x2
	madd x8, x2, x2, x2
	ucvtf d1, x8, #1
	fmov d2, #1.00000000
	add x11, x9, #1
	lsl x12, x2, #3
	add x13, x3, #8
	fdiv d2, d2, d1
	add x14, x0, #8
	add x15, x9, #1025
	mov w8, #1
	sub x16, x8, x2
	sub x8, x0, x12
	add x17, x8, #8
	mov x8, #33554432
	movk x8, #16800, lsl #48
	fmov d3, x8
	b .LBB_17
.LBB_16:
	add x15, x15, #1025
	cbz x10, .LBB_24
.LBB_17:
	mov x18, x9
	cmp x1, x15
	csel x4, x1, x15, lo
	add x5, x9, #1
	sub x8, x5, x2
	cmp x9, x1
	b.hs .LBB_25
	cmp x11, x2
	b.lo .LBB_25
	add x9, x18, #1025
	sub x4, x4, #1
	sub x10, x10, #1
	movi v5.2d, #0000000000000000
	mov x6, x12
	movi v16.2d, #0000000000000000
	mov w7, #1
	movi v7.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	add x8, x0, x8, lsl #3
	movi v6.2d, #0000000000000000
.LBB_20:
	mov v17.16b, v6.16b
	mov v18.16b, v7.16b
	ldr d19, [x8], #8
	ucvtf d7, x7
	fmul d6, d19, d7
	fadd d16, d16, d6
	fmul d6, d19, d3
	fsub d20, d6, d19
	fsub d6, d6, d20
	fmul d20, d6, d7
	fsub d21, d19, d6
	fadd d6, d17, d20
	fsub d22, d6, d17
	fsub d23, d6, d22
	fsub d17, d17, d23
	fsub d20, d20, d22
	fadd d17, d20, d17
	fmul d7, d21, d7
	fadd d17, d7, d17
	fadd d7, d18, d19
	fsub d20, d7, d18
	fsub d21, d7, d20
	fadd d4, d4, d17
	fsub d17, d18, d21
	fsub d18, d19, d20
	fadd d17, d18, d17
	fadd d5, d5, d17
	add x7, x7, #1
	subs x6, x6, #8
	b.ne .LBB_20
	fdiv d16, d16, d1
	str d16, [x3, x18, lsl #3]
	cmp x1, x5
	b.ls .LBB_16
.LBB_22:
	add x8, x16, x18
	cmp x8, x1
	b.hs .LBB_28
	ldr d16, [x14, x18, lsl #3]
	fadd d17, d7, d16
	fsub d18, d17, d7
	fsub d19, d17, d18
	fsub d19, d7, d19
	fsub d18, d16, d18
	fadd d18, d18, d19
	ldr d19, [x17, x18, lsl #3]
	fmul d20, d16, d3
	fsub d21, d20, d16
	fsub d20, d20, d21
	fmul d21, d20, d0
	fadd d22, d6, d21
	fsub d23, d22, d6
	fsub d24, d22, d23
	fsub d24, d6, d24
	fsub d6, d22, d7
	fneg d7, d7
	fsub d25, d17, d19
	fsub d26, d25, d17
	fsub d27, d25, d26
	fsub d17, d17, d27
	fneg d19, d19
	fsub d19, d19, d26
	fadd d17, d19, d17
	fadd d17, d18, d17
	fsub d16, d16, d20
	fmul d16, d16, d0
	fsub d16, d16, d5
	fadd d5, d5, d17
	fsub d17, d21, d23
	fadd d17, d17, d24
	fsub d18, d6, d22
	fsub d19, d6, d18
	fsub d19, d22, d19
	fsub d7, d7, d18
	fadd d7, d7, d19
	fadd d7, d17, d7
	fadd d7, d16, d7
	fadd d4, d4, d7
	fadd d7, d6, d4
	fmul d7, d2, d7
	str d7, [x13, x18, lsl #3]
	add x18, x18, #1
	mov v7.16b, v25.16b
	cmp x4, x18
	b.ne .LBB_22
	b .LBB_16
.LBB_24:
	ldp x29, x30, [sp, #16]
	add sp, sp, #32
	ret
.LBB_25:
	cmp x18, x1
	csel x9, x18, x5, hs
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x0, x8
	mov x2, x1
	mov x1, x9
	bl core::slice::index::slice_index_fail
.LBB_26:
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x5, .Lanon.2
	add x5, x5, :lo12:.Lanon.2
	mov x1, sp
	add x2, sp, #8
	mov w0, #0
	mov w4, #47
	bl core::panicking::assert_failed::<usize, usize>
.LBB_27:
	adrp x0, .Lanon.3
	add x0, x0, :lo12:.Lanon.3
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	mov w1, #51
	bl core::panicking::panic_fmt
.LBB_28:
	sub x8, x18, x2
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	add x0, x8, #1
	bl core::panicking::panic_bounds_check
