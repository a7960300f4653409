# kernel_sliding::wma::wma_into — kernel-sliding, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::wma::wma_into:
	sub sp, sp, #32
	stp x29, x30, [sp, #16]
	add x29, sp, #16
	cmp x1, x4
	stp x1, x4, [sp]
	b.ne .LBB_25
	cbz x2, .LBB_26
	mov x8, xzr
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
	lsl x8, x9, #3
	cntw x10
	sub x8, x8, #8
	lsr x8, x8, #3
	add x12, x8, #1
	mov x8, x3
	cmp x12, x10
	b.lo .LBB_12
	sub x8, x10, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x3
	and x11, x12, x8
	sub x12, x12, x11
	add x8, x3, x12, lsl #3
.LBB_10:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x10
	add x14, x14, x13
	b.ne .LBB_10
	cbz x11, .LBB_14
.LBB_12:
	add x10, x3, x9, lsl #3
	mov x11, #9221120237041090560
.LBB_13:
	str x11, [x8], #8
	cmp x8, x10
	b.ne .LBB_13
.LBB_14:
	mov x10, #64513
	subs x8, x1, x9
	movk x10, #49167, lsl #16
	csel x8, xzr, x8, lo
	movk x10, #255, lsl #32
	movk x10, #4092, lsl #48
	umulh x10, x8, x10
	lsr x10, x10, #6
	add x11, x10, x10, lsl #10
	cmp x8, x11
	cinc x10, x10, ne
	cbz x10, .LBB_23
	madd x8, x2, x2, x2
	fmov d2, #1.00000000
	add x11, x9, #1
	lsl x12, x2, #3
	add x13, x3, #8
	add x14, x0, #8
	ucvtf d0, x2
	add x15, x9, #1025
	ucvtf d1, x8, #1
	mov w8, #1
	sub x16, x8, x2
	sub x8, x0, x2, lsl #3
	add x17, x8, #8
	mov x8, #33554432
	movk x8, #16800, lsl #48
	fdiv d2, d2, d1
	fmov d3, x8
	b .LBB_17
.LBB_16:
	add x15, x15, #1025
	cbz x10, .LBB_23
.LBB_17:
	mov x18, x9
	cmp x11, x2
	cset w9, lo
	cmp x1, x15
	csel x4, x1, x15, lo
	add x5, x18, #1
	cmp x18, x1
	sub x8, x5, x2
	csinc w9, w9, wzr, lo
	cbnz w9, .LBB_24
	movi d5, #0000000000000000
	movi d16, #0000000000000000
	movi d7, #0000000000000000
	movi d4, #0000000000000000
	add x9, x18, #1025
	sub x4, x4, #1
	sub x10, x10, #1
	add x8, x0, x8, lsl #3
	movi d6, #0000000000000000
	mov w7, #1
	mov x6, x12
.LBB_19:
	ldr d19, [x8], #8
	fmov d18, d7
	ucvtf d7, x7
	fmov d17, d6
	add x7, x7, #1
	subs x6, x6, #8
	fmul d6, d19, d7
	fadd d16, d16, d6
	fmul d6, d19, d3
	fsub d20, d6, d19
	fsub d6, d6, d20
	fmul d21, d6, d7
	fsub d20, d19, d6
	fmul d7, d20, d7
	fadd d6, d17, d21
	fsub d22, d6, d17
	fsub d23, d6, d22
	fsub d21, d21, d22
	fsub d17, d17, d23
	fadd d17, d21, d17
	fadd d7, d7, d17
	fadd d4, d4, d7
	fadd d7, d18, d19
	fsub d17, d7, d18
	fsub d20, d7, d17
	fsub d17, d19, d17
	fsub d18, d18, d20
	fadd d17, d17, d18
	fadd d5, d5, d17
	b.ne .LBB_19
	fdiv d16, d16, d1
	cmp x1, x5
	str d16, [x3, x18, lsl #3]
	b.ls .LBB_16
.LBB_21:
	add x8, x16, x18
	cmp x8, x1
	b.hs .LBB_27
	ldr d16, [x14, x18, lsl #3]
	fadd d17, d7, d16
	fmul d20, d16, d3
	fsub d18, d17, d7
	fsub d21, d20, d16
	fsub d19, d17, d18
	fsub d18, d16, d18
	fsub d20, d20, d21
	fsub d19, d7, d19
	fmul d21, d20, d0
	fsub d16, d16, d20
	fadd d18, d18, d19
	ldr d19, [x17, x18, lsl #3]
	fmul d16, d16, d0
	fadd d22, d6, d21
	fsub d23, d22, d6
	fsub d16, d16, d5
	fsub d25, d17, d19
	fneg d19, d19
	fsub d24, d22, d23
	fsub d26, d25, d17
	fsub d24, d6, d24
	fsub d6, d22, d7
	fneg d7, d7
	fsub d27, d25, d26
	fsub d19, d19, d26
	fsub d17, d17, d27
	fadd d17, d19, d17
	fadd d17, d18, d17
	fsub d18, d6, d22
	fsub d19, d6, d18
	fadd d5, d5, d17
	fsub d17, d21, d23
	fsub d7, d7, d18
	fsub d19, d22, d19
	fadd d17, d17, d24
	fadd d7, d7, d19
	fadd d7, d17, d7
	fadd d7, d16, d7
	fadd d4, d4, d7
	fadd d7, d6, d4
	fmul d7, d2, d7
	str d7, [x13, x18, lsl #3]
	add x18, x18, #1
	fmov d7, d25
	cmp x4, x18
	b.ne .LBB_21
	b .LBB_16
.LBB_23:
	ldp x29, x30, [sp, #16]
	add sp, sp, #32
	ret
.LBB_24:
	cinc x9, x18, lo
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x0, x8
	mov x2, x1
	mov x1, x9
	bl core::slice::index::slice_index_fail
.LBB_25:
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x5, .Lanon.2
	add x5, x5, :lo12:.Lanon.2
	mov w0, wzr
	mov x1, sp
	add x2, sp, #8
	mov w4, #47
	bl core::panicking::assert_failed::<usize, usize>
.LBB_26:
	adrp x0, .Lanon.3
	add x0, x0, :lo12:.Lanon.3
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	mov w1, #51
	bl core::panicking::panic_fmt
.LBB_27:
	sub x8, x18, x2
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	add x0, x8, #1
	bl core::panicking::panic_bounds_check
