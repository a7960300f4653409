# kernel_simd::portable::event_loop — kernel-simd, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-simd --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::event_loop:
	stp x29, x30, [sp, #-16]!
	mov x29, sp
	cmp x3, x1
	b.ne .LBB_32
	cmp x5, x1
	b.ne .LBB_32
	mov x8, x0
	subs x9, x3, #5
	b.hs .LBB_18
	mov x0, #0
	mov x11, #0
	movi v0.2d, #0000000000000000
	mov w10, #1
	movi v1.2d, #0000000000000000
.LBB_4:
	cmp x10, x3
	b.hs .LBB_27
	lsl x9, x10, #3
	sub x9, x9, #8
	add x15, x2, x9
	add x16, x4, x9
	fmov d2, #1.00000000
	mov x9, #57357
	movk x9, #36909, lsl #16
	movk x9, #63648, lsl #32
	movk x9, #16367, lsl #48
	fmov d3, x9
	fmov d4, #-1.00000000
	mov x9, #4636737291354636288
	fmov d5, x9
	mov x12, x16
	mov x13, x15
	b .LBB_8
.LBB_6:
	mov v6.16b, v1.16b
	mov x14, x11
.LBB_7:
	add x10, x10, #1
	mov x16, x12
	mov x15, x13
	mov x11, x14
	mov v1.16b, v6.16b
	cmp x3, x10
	b.eq .LBB_28
.LBB_8:
	ldr d6, [x12, #8]!
	ldr d7, [x13, #8]!
	fcmp d6, d7
	b.le .LBB_12
	sub x9, x10, #1
	cmp x9, x3
	b.hs .LBB_34
	ldr d6, [x16]
	ldr d7, [x15]
	fcmp d6, d7
	b.pl .LBB_6
	mov w14, #1
	cmp x14, x11
	b.eq .LBB_6
	b .LBB_16
.LBB_12:
	b.pl .LBB_6
	sub x9, x10, #1
	cmp x9, x3
	b.hs .LBB_35
	ldr d6, [x16]
	ldr d7, [x15]
	fcmp d6, d7
	b.le .LBB_6
	mov x14, #-1
	cmp x14, x11
	b.eq .LBB_6
.LBB_16:
	ldr d6, [x8, x10, lsl #3]
	cbz x11, .LBB_7
	scvtf d7, x11
	fsub d16, d6, d1
	fmul d7, d16, d7
	fdiv d1, d7, d1
	fadd d1, d1, d2
	fmul d1, d1, d3
	fadd d1, d1, d4
	fmul d1, d1, d5
	fadd d0, d0, d1
	add x0, x0, #1
	b .LBB_7
.LBB_18:
	mov x11, #0
	mov x0, #0
	and x9, x9, #0xfffffffffffffffc
	add x10, x9, #5
	movi v1.2d, #0000000000000000
	mov w13, #1
	mov w9, #5
	movi v2.2s, #2
	movi v3.2s, #4
	movi v4.2s, #8
	fmov d5, #1.00000000
	mov x12, #57357
	movk x12, #36909, lsl #16
	movk x12, #63648, lsl #32
	movk x12, #16367, lsl #48
	fmov d6, x12
	mov x12, #4636737291354636288
	fmov d7, x12
	mov x12, #-1
	fmov d16, #-1.00000000
	movi v0.2d, #0000000000000000
	b .LBB_20
.LBB_19:
	add x9, x13, #4
	cmp x9, x3
	b.hi .LBB_4
.LBB_20:
	mov x14, x13
	lsl x13, x13, #3
	add x15, x2, x13
	ldr d17, [x15, #24]
	add x16, x4, x13
	ldr d18, [x16, #24]
	sub x13, x13, #8
	ldur q19, [x15, #8]
	ldur q20, [x16, #8]
	ldr q21, [x2, x13]
	ldr q22, [x4, x13]
	zip2 v23.2d, v21.2d, v22.2d
	zip2 v24.2d, v22.2d, v21.2d
	fcmgt v23.2d, v23.2d, v24.2d
	xtn v23.2s, v23.2d
	zip1 v24.2d, v19.2d, v20.2d
	zip1 v25.2d, v20.2d, v19.2d
	fcmgt v24.2d, v24.2d, v25.2d
	xtn v24.2s, v24.2d
	rev64 v24.2s, v24.2s
	zip2 v25.2d, v19.2d, v20.2d
	zip2 v19.2d, v20.2d, v19.2d
	fcmgt v19.2d, v25.2d, v19.2d
	xtn v19.2s, v19.2d
	rev64 v19.2s, v19.2s
	rev64 v20.2s, v23.2s
	and v25.8b, v24.8b, v2.8b
	sub v20.2s, v25.2s, v20.2s
	and v25.8b, v19.8b, v3.8b
	orr v20.8b, v20.8b, v25.8b
	mov v25.16b, v18.16b
	mov v25.d[1], v17.d[0]
	mov x13, x9
	mov v17.d[1], v18.d[0]
	fcmgt v17.2d, v25.2d, v17.2d
	xtn v17.2s, v17.2d
	and v17.8b, v17.8b, v4.8b
	orr v17.8b, v20.8b, v17.8b
	rev64 v17.2s, v17.2s
	zip1 v18.2d, v21.2d, v22.2d
	zip1 v20.2d, v22.2d, v21.2d
	fcmgt v18.2d, v18.2d, v20.2d
	xtn v18.2s, v18.2d
	and v20.8b, v23.8b, v2.8b
	sub v18.2s, v20.2s, v18.2s
	rev64 v18.2s, v18.2s
	and v20.8b, v24.8b, v3.8b
	and v19.8b, v19.8b, v4.8b
	orr v19.8b, v20.8b, v19.8b
	orr v18.8b, v18.8b, v19.8b
	and v17.8b, v18.8b, v17.8b
	dup v18.2s, v17.s[1]
	orr v17.8b, v18.8b, v17.8b
	fmov w15, s17
	cbnz w15, .LBB_23
	b .LBB_19
.LBB_21:
	mov v17.16b, v1.16b
	mov x16, x11
.LBB_22:
	sub w9, w15, #1
	mov v1.16b, v17.16b
	mov x11, x16
	ands w15, w9, w15
	b.eq .LBB_19
.LBB_23:
	rbit w9, w15
	clz w9, w9
	add x9, x14, x9
	cmp x9, x3
	b.hs .LBB_33
	ldr d17, [x4, x9, lsl #3]
	ldr d18, [x2, x9, lsl #3]
	fcmp d17, d18
	csinc x16, x12, xzr, le
	cmp x16, x11
	b.eq .LBB_21
	ldr d17, [x8, x9, lsl #3]
	cbz x11, .LBB_22
	scvtf d18, x11
	fsub d19, d17, d1
	fmul d18, d19, d18
	fdiv d1, d18, d1
	fadd d1, d1, d5
	fmul d1, d1, d6
	fadd d1, d1, d16
	fmul d1, d1, d7
	fadd d0, d0, d1
	add x0, x0, #1
	b .LBB_22
.LBB_27:
	mov v6.16b, v1.16b
	mov x14, x11
.LBB_28:
	cbz x14, .LBB_31
	sub x9, x3, #1
	cbz x3, .LBB_36
	ldr d1, [x8, x9, lsl #3]
	scvtf d2, x14
	fsub d1, d1, d6
	fmul d1, d1, d2
	fdiv d1, d1, d6
	fmov d2, #1.00000000
	fadd d1, d1, d2
	mov x8, #57357
	movk x8, #36909, lsl #16
	movk x8, #63648, lsl #32
	movk x8, #16367, lsl #48
	fmov d2, x8
	fmul d1, d1, d2
	fmov d2, #-1.00000000
	fadd d1, d1, d2
	mov x8, #4636737291354636288
	fmov d2, x8
	fmul d1, d1, d2
	fadd d0, d0, d1
	add x0, x0, #1
.LBB_31:
	ldp x29, x30, [sp], #16
	ret
.LBB_32:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov w1, #66
	bl core::panicking::panic
.LBB_33:
	adrp x2, .Lanon.2
	add x2, x2, :lo12:.Lanon.2
	mov x0, x9
	mov x1, x3
	bl core::panicking::panic_bounds_check
.LBB_34:
	adrp x2, .Lanon.3
	add x2, x2, :lo12:.Lanon.3
	mov x0, x9
	mov x1, x3
	bl core::panicking::panic_bounds_check
.LBB_35:
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	mov x0, x9
	mov x1, x3
	bl core::panicking::panic_bounds_check
.LBB_36:
	adrp x2, .Lanon.5
	add x2, x2, :lo12:.Lanon.5
	mov x0, x9
	mov x1, #0
	bl core::panicking::panic_bounds_check
