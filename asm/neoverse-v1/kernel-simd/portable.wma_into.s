# kernel_simd::portable::wma_into — kernel-simd, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-simd --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::wma_into:
	sub sp, sp, #144
	str d10, [sp, #16]
	stp d9, d8, [sp, #32]
	stp x29, x30, [sp, #48]
	stp x28, x27, [sp, #64]
	stp x26, x25, [sp, #80]
	stp x24, x23, [sp, #96]
	stp x22, x21, [sp, #112]
	stp x20, x19, [sp, #128]
	add x29, sp, #48
	cmp x6, x1
	str x6, [sp, #8]
	str x1, [sp, #24]
	b.ne .LBB_62
	sub x8, x2, #1
	cmp x8, x4
	b.hs .LBB_61
	cbz x8, .LBB_10
	cmp x6, x8
	csel x9, x6, x8, lo
	cbz x6, .LBB_10
	lsl x10, x9, #3
	cntw x11
	sub x10, x10, #8
	lsr x10, x10, #3
	add x13, x10, #1
	mov x10, x5
	cmp x13, x11
	b.lo .LBB_8
	sub x10, x11, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x14, #2
	mov x15, x5
	and x12, x13, x10
	sub x13, x13, x12
	add x10, x5, x13, lsl #3
.LBB_6:
	str z0, [x15]
	str z0, [x15, #1, mul vl]
	subs x13, x13, x11
	add x15, x15, x14
	b.ne .LBB_6
	cbz x12, .LBB_10
.LBB_8:
	add x9, x5, x9, lsl #3
	mov x11, #9221120237041090560
.LBB_9:
	str x11, [x10], #8
	cmp x10, x9
	b.ne .LBB_9
.LBB_10:
	add x11, x2, #1
	add x24, x2, #7
	mul x9, x11, x2
	cmp x24, x6
	ucvtf d0, x9, #1
	b.ls .LBB_23
.LBB_11:
	add x4, x8, #4
	cmp x4, x6
	b.ls .LBB_41
.LBB_12:
	subs x10, x6, x8
	b.ls .LBB_59
	cntw x9
	cbz x2, .LBB_52
	udiv x13, x2, x9
	lsl x11, x8, #3
	add x10, x8, #1
	sub x11, x11, x2, lsl #3
	add x11, x11, x0
	add x11, x11, #8
	mul x13, x13, x9
	rdvl x12, #1
	add x12, x12, x8, lsl #3
	sub x12, x12, x2, lsl #3
	add x12, x12, x0
	ptrue p0.d
	rdvl x15, #2
	add x12, x12, #8
	sub x14, x2, x13
	b .LBB_16
.LBB_15:
	fdiv d1, d1, d0
	add x11, x11, #8
	add x12, x12, #8
	cmp x1, x6
	str d1, [x5, x8, lsl #3]
	mov x8, x1
	b.eq .LBB_59
.LBB_16:
	add x1, x8, #1
	cmp x10, x2
	b.lo .LBB_60
	cmp x2, x9
	b.hs .LBB_19
	mov x16, xzr
	movi d1, #0000000000000000
	b .LBB_22
.LBB_19:
	movi d1, #0000000000000000
	mov x17, xzr
	mov x16, x13
	mov x18, x3
.LBB_20:
	ldr z2, [x18]
	ld1d { z4.d }, p0/z, [x11, x17, lsl #3]
	fmul z2.d, z2.d, z4.d
	ldr z3, [x18, #1, mul vl]
	add x18, x18, x15
	fadda d1, p0, d1, z2.d
	ld1d { z2.d }, p0/z, [x12, x17, lsl #3]
	add x17, x17, x9
	cmp x13, x17
	fmul z2.d, z3.d, z2.d
	fadda d1, p0, d1, z2.d
	b.ne .LBB_20
	cbz x14, .LBB_15
.LBB_22:
	ldr d2, [x3, x16, lsl #3]
	ldr d3, [x11, x16, lsl #3]
	add x16, x16, #1
	cmp x2, x16
	fmul d2, d2, d3
	fadd d1, d1, d2
	b.ne .LBB_22
	b .LBB_15
.LBB_23:
	rdvl x17, #1
	dup v1.2d, v0.d[0]
	movi v2.2d, #0000000000000000
	add x9, x3, x2, lsl #3
	add x10, x2, #2
	add x11, x3, x11, lsl #3
	sub x13, x2, #4
	mov x22, x0
	cntw x12
	mov x14, #1
	mov x15, #2
	mov x1, #3
	ptrue p0.b
	mov x4, #4
	mov x7, #5
	mov x19, #6
	ptrue p1.d
	add x18, x17, x3
	add x17, x0, x17
	mov x20, #7
	rdvl x21, #2
	add x18, x18, #32
	b .LBB_26
.LBB_24:
	add x16, x24, #8
	add x24, x3, x10, lsl #3
	ldur d21, [x9, #-32]
	ldur d18, [x9, #-8]
	mov v17.d[1], v6.d[0]
	ldur d20, [x11, #-32]
	mov v16.d[1], v7.d[0]
	ldur d19, [x24, #-32]
	add x24, x16, x10, lsl #3
	add x16, x16, x2, lsl #3
	ldur q22, [x16, #24]
	ldr q23, [x16, #16]
	ldur q25, [x24, #24]
	ldur q24, [x16, #8]
	zip1 v28.2d, v23.2d, v22.2d
	fmul v26.2d, v25.2d, v18.d[0]
	ext v25.16b, v22.16b, v25.16b, #8
	fmul v27.2d, v22.2d, v20.d[0]
	fmul v20.2d, v24.2d, v20.d[0]
	fmul v28.2d, v28.2d, v21.d[0]
	fmul v25.2d, v25.2d, v19.d[0]
	fadd v6.2d, v28.2d, v17.2d
	fmul v17.2d, v22.2d, v18.d[0]
	fmul v18.2d, v23.2d, v19.d[0]
	ldr q19, [x16]
	fadd v6.2d, v27.2d, v6.2d
	fadd v6.2d, v25.2d, v6.2d
	fmul v19.2d, v19.2d, v21.d[0]
	fadd v6.2d, v26.2d, v6.2d
	fadd v7.2d, v19.2d, v16.2d
	fadd v7.2d, v20.2d, v7.2d
	fadd v7.2d, v18.2d, v7.2d
	fadd v7.2d, v17.2d, v7.2d
.LBB_25:
	fdiv v3.2d, v3.2d, v1.2d
	add x16, x5, x23, lsl #3
	add x24, x8, #8
	add x22, x22, #64
	add x17, x17, #64
	cmp x24, x6
	stur q3, [x16, #8]
	fdiv d5, d5, d0
	fdiv d4, d4, d0
	fdiv v7.2d, v7.2d, v1.2d
	fdiv v3.2d, v6.2d, v1.2d
	str d5, [x16]
	str d4, [x16, #24]
	stp q7, q3, [x16, #32]
	b.hi .LBB_11
.LBB_26:
	cmp x2, #7
	mov x23, x8
	mov x8, x24
	b.hi .LBB_29
	cmp x2, x12
	b.hs .LBB_31
	mov x24, xzr
	movi v3.2d, #0000000000000000
	movi d4, #0000000000000000
	movi d5, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v6.2d, #0000000000000000
	b .LBB_34
.LBB_29:
	sub x24, x23, x2
	ldp d4, d5, [x3]
	ldp d16, d17, [x3, #16]
	movi d6, #0000000000000000
	cmp x13, x12
	add x24, x0, x24, lsl #3
	ldr d3, [x24, #8]
	ldur q19, [x24, #24]
	ldp q18, q21, [x24, #16]
	ldur q23, [x24, #40]
	ldr d7, [x24, #56]
	fmul d3, d4, d3
	fmul v20.2d, v18.2d, v4.d[0]
	fmul d4, d4, d21
	fmul d18, d5, d18
	fmul v22.2d, v19.2d, v5.d[0]
	fmul d5, d5, d23
	fmul d7, d17, d7
	fadd d4, d4, d6
	fadd d3, d3, d6
	fadd v20.2d, v20.2d, v2.2d
	fadd d4, d5, d4
	fmul d5, d16, d19
	fmul v19.2d, v21.2d, v16.d[0]
	fmul d16, d16, v23.d[1]
	fadd d3, d18, d3
	fadd v18.2d, v22.2d, v20.2d
	fadd d3, d5, d3
	fadd d4, d16, d4
	fmul d5, d17, d21
	fmul v16.2d, v23.2d, v17.d[0]
	fadd v18.2d, v19.2d, v18.2d
	fadd d4, d7, d4
	fadd d5, d5, d3
	fadd v3.2d, v16.2d, v18.2d
	b.hs .LBB_36
	movi d17, #0000000000000000
	movi d7, #0000000000000000
	movi d16, #0000000000000000
	mov w25, #4
	b .LBB_39
.LBB_31:
	udiv x24, x2, x12
	movi d16, #0000000000000000
	movi d6, #0000000000000000
	movi d17, #0000000000000000
	movi d7, #0000000000000000
	movi d4, #0000000000000000
	movi d18, #0000000000000000
	movi d3, #0000000000000000
	movi d5, #0000000000000000
	mov x26, xzr
	mul x24, x24, x12
	sub x25, x2, x24
	mov x27, x24
.LBB_32:
	add x28, x3, x26
	ld1b { z20.b }, p0/z, [x3, x26]
	add x30, x17, x26
	ld1b { z19.b }, p0/z, [x22, x26]
	subs x27, x27, x12
	fmul z21.d, z20.d, z19.d
	ldr z22, [x28, #1, mul vl]
	add x28, x22, x26
	ld1d { z23.d }, p1/z, [x28, x19, lsl #3]
	ld1d { z24.d }, p1/z, [x30, x19, lsl #3]
	ld1d { z25.d }, p1/z, [x28, x20, lsl #3]
	ld1d { z31.d }, p1/z, [x28, x4, lsl #3]
	ld1d { z29.d }, p1/z, [x28, x1, lsl #3]
	ld1d { z26.d }, p1/z, [x30, x20, lsl #3]
	ld1d { z28.d }, p1/z, [x28, x15, lsl #3]
	ld1d { z8.d }, p1/z, [x30, x4, lsl #3]
	ld1d { z30.d }, p1/z, [x30, x1, lsl #3]
	ldr z19, [x28, #1, mul vl]
	ld1d { z27.d }, p1/z, [x30, x14, lsl #3]
	add x26, x26, x21
	fmul z24.d, z22.d, z24.d
	fmul z26.d, z22.d, z26.d
	fmul z23.d, z20.d, z23.d
	fmul z25.d, z20.d, z25.d
	fadda d5, p1, d5, z21.d
	fadda d6, p1, d6, z23.d
	ld1d { z23.d }, p1/z, [x28, x7, lsl #3]
	fmul z19.d, z22.d, z19.d
	fadda d16, p1, d16, z25.d
	ld1d { z25.d }, p1/z, [x28, x14, lsl #3]
	fmul z23.d, z20.d, z23.d
	fadda d5, p1, d5, z19.d
	fadda d6, p1, d6, z24.d
	ld1d { z24.d }, p1/z, [x30, x7, lsl #3]
	fadda d16, p1, d16, z26.d
	ld1d { z26.d }, p1/z, [x30, x15, lsl #3]
	fadda d17, p1, d17, z23.d
	fmul z23.d, z20.d, z31.d
	fadda d7, p1, d7, z23.d
	fmul z23.d, z20.d, z29.d
	fmul z24.d, z22.d, z24.d
	fadda d4, p1, d4, z23.d
	fmul z23.d, z20.d, z28.d
	fmul z20.d, z20.d, z25.d
	fadda d17, p1, d17, z24.d
	fmul z24.d, z22.d, z8.d
	fadda d18, p1, d18, z23.d
	fadda d3, p1, d3, z20.d
	fadda d7, p1, d7, z24.d
	fmul z24.d, z22.d, z30.d
	fadda d4, p1, d4, z24.d
	fmul z24.d, z22.d, z26.d
	fmul z22.d, z22.d, z27.d
	fadda d18, p1, d18, z24.d
	fadda d3, p1, d3, z22.d
	b.ne .LBB_32
	mov v3.d[1], v18.d[0]
	mov v7.d[1], v17.d[0]
	mov v6.d[1], v16.d[0]
	cbz x25, .LBB_25
.LBB_34:
	sub x25, x2, x24
	lsl x24, x24, #3
	mov x26, x3
	mov x27, x22
.LBB_35:
	add x16, x27, x24
	ldr d16, [x26, x24]
	subs x25, x25, #1
	add x27, x27, #8
	add x26, x26, #8
	ldr d17, [x16]
	ldr d18, [x16, #24]
	ldur q19, [x16, #8]
	fmul d17, d16, d17
	fmul d18, d16, d18
	fmul v19.2d, v19.2d, v16.d[0]
	fadd d5, d17, d5
	fadd d4, d18, d4
	ldp q17, q18, [x16, #32]
	fadd v3.2d, v19.2d, v3.2d
	fmul v17.2d, v17.2d, v16.d[0]
	fmul v16.2d, v18.2d, v16.d[0]
	fadd v7.2d, v17.2d, v7.2d
	fadd v6.2d, v16.2d, v6.2d
	b.ne .LBB_35
	b .LBB_25
.LBB_36:
	udiv x25, x13, x12
	mov d18, v3.d[1]
	movi d6, #0000000000000000
	movi d17, #0000000000000000
	movi d7, #0000000000000000
	movi d16, #0000000000000000
	mov x27, xzr
	mul x28, x25, x12
	sub x26, x13, x28
	add x25, x28, #4
.LBB_37:
	add x30, x22, x27
	ld1b { z22.b }, p0/z, [x3, x27]
	add x16, x3, x27
	ld1b { z27.b }, p0/z, [x18, x27]
	subs x28, x28, x12
	ld1d { z21.d }, p1/z, [x30, x20, lsl #3]
	ld1d { z24.d }, p1/z, [x16, x4, lsl #3]
	fmul z19.d, z22.d, z21.d
	ldr z25, [x16, #1, mul vl]
	add x16, x17, x27
	ld1d { z28.d }, p1/z, [x30, x19, lsl #3]
	ld1d { z30.d }, p1/z, [x16, x20, lsl #3]
	ld1d { z23.d }, p1/z, [x30, x4, lsl #3]
	ld1d { z8.d }, p1/z, [x30, x7, lsl #3]
	fmul z21.d, z24.d, z21.d
	fmul z29.d, z22.d, z28.d
	fmul z20.d, z24.d, z23.d
	ld1d { z26.d }, p1/z, [x16, x4, lsl #3]
	ld1d { z10.d }, p1/z, [x16, x7, lsl #3]
	add x27, x27, x21
	fmul z31.d, z25.d, z30.d
	fadda d6, p1, d6, z19.d
	fadda d4, p1, d4, z21.d
	fmul z21.d, z24.d, z28.d
	fadda d17, p1, d17, z29.d
	fmul z29.d, z22.d, z8.d
	fmul z22.d, z22.d, z23.d
	fadda d5, p1, d5, z20.d
	fmul z19.d, z27.d, z26.d
	fmul z23.d, z25.d, z26.d
	fadda d18, p1, d18, z21.d
	fmul z21.d, z24.d, z8.d
	fadda d16, p1, d16, z22.d
	fmul z22.d, z27.d, z30.d
	fadda d7, p1, d7, z29.d
	fadda d3, p1, d3, z21.d
	fadda d6, p1, d6, z31.d
	ld1d { z31.d }, p1/z, [x16, x19, lsl #3]
	fmul z9.d, z25.d, z31.d
	fadda d4, p1, d4, z22.d
	fmul z22.d, z27.d, z31.d
	fadda d16, p1, d16, z23.d
	fadda d5, p1, d5, z19.d
	fadda d17, p1, d17, z9.d
	fmul z9.d, z25.d, z10.d
	fadda d18, p1, d18, z22.d
	fmul z22.d, z27.d, z10.d
	fadda d7, p1, d7, z9.d
	fadda d3, p1, d3, z22.d
	b.ne .LBB_37
	mov v3.d[1], v18.d[0]
	cbz x26, .LBB_24
.LBB_39:
	sub x26, x2, x25
	lsl x25, x25, #3
.LBB_40:
	add x16, x22, x25
	add x27, x3, x25
	subs x26, x26, #1
	add x25, x25, #8
	ldr d18, [x16]
	ldr d19, [x16, #24]
	ldr d20, [x27]
	ldur q22, [x16, #8]
	fmul d21, d20, d18
	fmul v23.2d, v22.2d, v20.d[0]
	fmul d20, d20, d19
	fadd d4, d20, d4
	ldur d20, [x27, #-32]
	fadd d5, d21, d5
	fadd v3.2d, v23.2d, v3.2d
	fmul d21, d20, d22
	fmul d18, d20, d18
	fmul d19, d20, d19
	fmul d20, d20, v22.d[1]
	fadd d16, d18, d16
	fadd d7, d21, d7
	fadd d17, d20, d17
	fadd d6, d19, d6
	b.ne .LBB_40
	b .LBB_24
.LBB_41:
	cntw x9
	lsl x10, x8, #3
	dup v1.2d, v0.d[0]
	mov x14, #1
	mov x15, #2
	mov x16, #3
	rdvl x11, #1
	mov x17, #4
	sub x10, x10, x2, lsl #3
	add x11, x11, x8, lsl #3
	udiv x12, x2, x9
	add x10, x0, x10
	sub x11, x11, x2, lsl #3
	add x11, x0, x11
	mul x12, x12, x9
	ptrue p0.b
	ptrue p1.d
	rdvl x18, #2
	sub x13, x2, x12
	b .LBB_44
.LBB_42:
	movi v3.2d, #0000000000000000
	movi d2, #0000000000000000
	movi d4, #0000000000000000
.LBB_43:
	fdiv d4, d4, d0
	add x4, x8, #4
	add x1, x5, x1, lsl #3
	add x10, x10, #32
	add x11, x11, #32
	cmp x4, x6
	str d4, [x1]
	fdiv v3.2d, v3.2d, v1.2d
	fdiv d2, d2, d0
	stur q3, [x1, #8]
	str d2, [x1, #24]
	b.hi .LBB_12
.LBB_44:
	mov x1, x8
	mov x8, x4
	cbz x2, .LBB_42
	cmp x2, x9
	b.hs .LBB_47
	movi v3.2d, #0000000000000000
	movi d2, #0000000000000000
	movi d4, #0000000000000000
	mov x4, xzr
	b .LBB_50
.LBB_47:
	movi d2, #0000000000000000
	movi d5, #0000000000000000
	movi d3, #0000000000000000
	movi d4, #0000000000000000
	mov x7, xzr
	mov x4, x12
	mov x19, x12
.LBB_48:
	add x20, x3, x7
	ld1b { z6.b }, p0/z, [x3, x7]
	add x21, x11, x7
	subs x19, x19, x9
	ldr z7, [x20, #1, mul vl]
	add x20, x10, x7
	ld1d { z17.d }, p1/z, [x21, x14, lsl #3]
	ld1d { z19.d }, p1/z, [x21, x15, lsl #3]
	add x7, x7, x18
	fmul z17.d, z7.d, z17.d
	ld1d { z16.d }, p1/z, [x20, x14, lsl #3]
	ld1d { z18.d }, p1/z, [x20, x15, lsl #3]
	ld1d { z20.d }, p1/z, [x20, x16, lsl #3]
	ld1d { z22.d }, p1/z, [x20, x17, lsl #3]
	ld1d { z21.d }, p1/z, [x21, x16, lsl #3]
	ld1d { z23.d }, p1/z, [x21, x17, lsl #3]
	fmul z23.d, z7.d, z23.d
	fmul z21.d, z7.d, z21.d
	fmul z7.d, z7.d, z19.d
	fmul z16.d, z6.d, z16.d
	fmul z22.d, z6.d, z22.d
	fmul z20.d, z6.d, z20.d
	fmul z6.d, z6.d, z18.d
	fadda d2, p1, d2, z22.d
	fadda d5, p1, d5, z20.d
	fadda d3, p1, d3, z6.d
	fadda d4, p1, d4, z16.d
	fadda d2, p1, d2, z23.d
	fadda d5, p1, d5, z21.d
	fadda d3, p1, d3, z7.d
	fadda d4, p1, d4, z17.d
	b.ne .LBB_48
	mov v3.d[1], v5.d[0]
	cbz x13, .LBB_43
.LBB_50:
	lsl x7, x4, #3
	sub x4, x2, x4
	mov x19, x3
	mov x20, x10
.LBB_51:
	add x21, x20, x7
	ldr d5, [x19, x7]
	add x20, x20, #8
	subs x4, x4, #1
	add x19, x19, #8
	ldr d6, [x21, #8]
	ldr d7, [x21, #32]
	ldr q16, [x21, #16]
	fmul d6, d5, d6
	fmul v16.2d, v16.2d, v5.d[0]
	fmul d5, d5, d7
	fadd d4, d6, d4
	fadd v3.2d, v16.2d, v3.2d
	fadd d2, d5, d2
	b.ne .LBB_51
	b .LBB_43
.LBB_52:
	movi d1, #0000000000000000
	cmp x10, x9
	fdiv d0, d1, d0
	b.hs .LBB_54
	mov x10, x8
	b .LBB_57
.LBB_54:
	sub x11, x9, #1
	rdvl x14, #1
	mov z1.d, d0
	mov x12, xzr
	and x11, x10, x11
	ptrue p0.d
	sub x13, x10, x11
	add x10, x8, x13
	add x8, x5, x8, lsl #3
	add x14, x8, x14
.LBB_55:
	st1d { z1.d }, p0, [x8, x12, lsl #3]
	st1d { z1.d }, p0, [x14, x12, lsl #3]
	add x12, x12, x9
	cmp x13, x12
	b.ne .LBB_55
	cbz x11, .LBB_59
.LBB_57:
	add x8, x5, x10, lsl #3
	sub x9, x6, x10
.LBB_58:
	str d0, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_58
.LBB_59:
	ldp d9, d8, [sp, #32]
	ldr d10, [sp, #16]
	ldp x20, x19, [sp, #128]
	ldp x22, x21, [sp, #112]
	ldp x24, x23, [sp, #96]
	ldp x26, x25, [sp, #80]
	ldp x28, x27, [sp, #64]
	ldp x29, x30, [sp, #48]
	add sp, sp, #144
	ret
.LBB_60:
	sub x0, x1, x2
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x2, x6
	bl core::slice::index::slice_index_fail
.LBB_61:
	adrp x0, .Lanon.1
	add x0, x0, :lo12:.Lanon.1
	adrp x2, .Lanon.2
	add x2, x2, :lo12:.Lanon.2
	mov w1, #82
	bl core::panicking::panic
.LBB_62:
	adrp x5, .Lanon.3
	add x5, x5, :lo12:.Lanon.3
	add x1, sp, #8
	add x2, sp, #24
	mov w0, wzr
	mov x3, xzr
	bl core::panicking::assert_failed::<usize, usize>
