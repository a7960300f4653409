# kernel_sliding::wma::wma_into — kernel-sliding, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::wma::wma_into:
	sub sp, sp, #80
	stp x29, x30, [sp, #32]
	stp x22, x21, [sp, #48]
	stp x20, x19, [sp, #64]
	add x29, sp, #32
	cmp x1, x5
	stp x1, x5, [sp]
	b.ne .LBB_42
	mov x12, x3
	ldr x8, [x12, #48]!
	str x1, [sp, #16]
	cmp x1, x8
	stur x8, [x29, #-8]
	b.ne .LBB_43
	cbz x2, .LBB_44
	mov x8, xzr
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
	sub x10, x8, #1
	cmp x1, x10
	csel x11, x1, x10, lo
	lsl x8, x11, #3
	add x9, x4, x11, lsl #3
	cbz x11, .LBB_15
	sub x13, x8, #8
	cntw x14
	lsr x13, x13, #3
	add x16, x13, #1
	mov x13, x4
	cmp x16, x14
	b.lo .LBB_13
	sub x13, x14, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x17, #2
	mov x18, x4
	and x15, x16, x13
	sub x16, x16, x15
	add x13, x4, x16, lsl #3
.LBB_11:
	str z0, [x18]
	str z0, [x18, #1, mul vl]
	subs x16, x16, x14
	add x18, x18, x17
	b.ne .LBB_11
	cbz x15, .LBB_15
.LBB_13:
	mov x14, #9221120237041090560
.LBB_14:
	str x14, [x13], #8
	cmp x13, x9
	b.ne .LBB_14
.LBB_15:
	subs x15, x2, #1
	b.ne .LBB_19
	cmp x1, x10
	b.ls .LBB_41
	cntw x12
	sub x10, x1, x11
	cmp x10, x12
	b.hs .LBB_36
	mov x10, xzr
	b .LBB_39
.LBB_19:
	madd x9, x2, x2, x2
	fmov d2, #1.00000000
	ldp x8, x14, [x3, #8]
	index z5.d, #0, #1
	cntw x16
	ucvtf d0, x2
	neg x18, x2
	sub x3, x0, x2, lsl #3
	mov x13, xzr
	add x17, x8, #8
	ucvtf d1, x9, #1
	and x9, x15, #0x1fffffffffffffff
	add x15, x9, #1
	cntd x9
	fdiv d2, d2, d1
	orr x9, x9, #0x1
	mov z4.d, x16
	rdvl x5, #1
	ptrue p0.d
	mov z3.d, x9
.LBB_20:
	cmp x14, x13
	csel x9, x14, x13, hi
	add x8, x17, x13, lsl #3
.LBB_21:
	cmp x9, x13
	b.eq .LBB_41
	add x13, x13, #1
	cmp x13, x14
	csel x10, x8, x12, lo
	add x8, x8, #8
	ldr x6, [x10]
	cmp x6, x11
	b.ls .LBB_21
	ldur x8, [x8, #-16]
	cmp x11, x8
	csel x9, x11, x8, hi
	add x8, x9, #1
	cmp x9, x1
	sub x10, x8, x2
	b.hs .LBB_45
	cmp x8, x2
	b.lo .LBB_46
	add x19, x0, x10, lsl #3
	cmp x15, x16
	b.hs .LBB_27
	mov x7, xzr
	movi d6, #0000000000000000
	movi d7, #0000000000000000
	mov x10, x19
	b .LBB_30
.LBB_27:
	udiv x10, x15, x16
	movi d6, #0000000000000000
	movi d7, #0000000000000000
	mov z16.d, z5.d
	add x22, x19, x5
	mov x21, xzr
	mul x7, x10, x16
	sub x20, x15, x7
	add x10, x19, x7, lsl #3
.LBB_28:
	mov z17.d, z16.d
	ld1d { z19.d }, p0/z, [x19, x21, lsl #3]
	ld1d { z20.d }, p0/z, [x22, x21, lsl #3]
	add z18.d, z16.d, z3.d
	add x21, x21, x16
	add z16.d, z16.d, z4.d
	cmp x7, x21
	add z17.d, z17.d, #1
	ucvtf z18.d, p0/m, z18.d
	ucvtf z17.d, p0/m, z17.d
	fadda d7, p0, d7, z19.d
	fmul z17.d, z19.d, z17.d
	fadda d6, p0, d6, z17.d
	fmul z17.d, z20.d, z18.d
	fadda d7, p0, d7, z20.d
	fadda d6, p0, d6, z17.d
	b.ne .LBB_28
	cbz x20, .LBB_32
.LBB_30:
	add x19, x0, x8, lsl #3
	add x7, x7, #1
.LBB_31:
	ldr d16, [x10], #8
	ucvtf d17, x7
	add x7, x7, #1
	cmp x10, x19
	fmul d17, d16, d17
	fadd d7, d7, d16
	fadd d6, d6, d17
	b.ne .LBB_31
.LBB_32:
	fdiv d16, d6, d1
	cmp x8, x6
	str d16, [x4, x9, lsl #3]
	b.hs .LBB_20
.LBB_33:
	cmp x8, x1
	b.hs .LBB_48
	add x9, x18, x8
	cmp x9, x1
	b.hs .LBB_47
	ldr d16, [x0, x8, lsl #3]
	ldr d18, [x3, x8, lsl #3]
	fmadd d6, d16, d0, d6
	fsub d6, d6, d7
	fadd d7, d7, d16
	fmul d17, d2, d6
	fsub d7, d7, d18
	str d17, [x4, x8, lsl #3]
	add x8, x8, #1
	cmp x6, x8
	b.ne .LBB_33
	b .LBB_20
.LBB_36:
	sub x14, x12, #1
	movi v0.2d, #0000000000000000
	rdvl x15, #2
	add x13, x0, x11, lsl #3
	and x14, x10, x14
	sub x10, x10, x14
	mov x16, x10
.LBB_37:
	ldr z1, [x13]
	ldr z2, [x13, #1, mul vl]
	subs x16, x16, x12
	add x13, x13, x15
	fadd z1.d, z1.d, z0.d
	fadd z2.d, z2.d, z0.d
	str z1, [x9]
	str z2, [x9, #1, mul vl]
	add x9, x9, x15
	b.ne .LBB_37
	cbz x14, .LBB_41
.LBB_39:
	add x9, x8, x10, lsl #3
	add x10, x10, x11
	movi d0, #0000000000000000
	add x8, x0, x9
	add x9, x4, x9
	sub x10, x10, x1
.LBB_40:
	ldr d1, [x8], #8
	adds x10, x10, #1
	fadd d1, d1, d0
	str d1, [x9], #8
	b.lo .LBB_40
.LBB_41:
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldp x29, x30, [sp, #32]
	add sp, sp, #80
	ret
.LBB_42:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	adrp x5, .Lanon.1
	add x5, x5, :lo12:.Lanon.1
	mov w0, wzr
	mov x1, sp
	add x2, sp, #8
	mov w4, #47
	bl core::panicking::assert_failed::<usize, usize>
.LBB_43:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	adrp x5, .Lanon.3
	add x5, x5, :lo12:.Lanon.3
	mov w0, wzr
	add x1, sp, #16
	sub x2, x29, #8
	mov w4, #43
	bl core::panicking::assert_failed::<usize, usize>
.LBB_44:
	adrp x0, .Lanon.4
	add x0, x0, :lo12:.Lanon.4
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	mov w1, #51
	bl core::panicking::panic_fmt
.LBB_45:
	mov x2, x1
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	mov x0, x10
	mov x1, x9
	bl core::slice::index::slice_index_fail
.LBB_46:
	mov x2, x1
	mov x9, x8
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	mov x0, x10
	mov x1, x9
	bl core::slice::index::slice_index_fail
.LBB_47:
	sub x0, x8, x2
	adrp x2, .Lanon.7
	add x2, x2, :lo12:.Lanon.7
	bl core::panicking::panic_bounds_check
.LBB_48:
	adrp x2, .Lanon.8
	add x2, x2, :lo12:.Lanon.8
	mov x0, x8
	bl core::panicking::panic_bounds_check
