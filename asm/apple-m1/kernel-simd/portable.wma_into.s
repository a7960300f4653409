# kernel_simd::portable::wma_into — kernel-simd, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-simd --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::wma_into:
	sub sp, sp, #80
	str d10, [sp, #16]
	stp d9, d8, [sp, #24]
	stp x29, x30, [sp, #40]
	str x21, [sp, #56]
	stp x20, x19, [sp, #64]
	add x29, sp, #40
	stp x6, x1, [sp]
	cmp x6, x1
	b.ne .LBB_59
	sub x8, x2, #1
	cmp x8, x4
	b.hs .LBB_58
	cbz x8, .LBB_10
	cmp x6, x8
	csel x9, x6, x8, lo
	cbz x6, .LBB_10
	lsl x10, x9, #3
	sub x11, x10, #8
	mov x9, x5
	cmp x11, #56
	b.lo .LBB_8
	lsr x9, x11, #3
	add x11, x9, #1
	and x12, x11, #0x3ffffffffffffff8
	add x9, x5, x12, lsl #3
	add x13, x5, #32
	mov x14, #9221120237041090560
	dup v0.2d, x14
	and x14, x11, #0x3ffffffffffffff8
.LBB_6:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_6
	cmp x11, x12
	b.eq .LBB_10
.LBB_8:
	add x10, x5, x10
	mov x11, #9221120237041090560
.LBB_9:
	str x11, [x9], #8
	cmp x9, x10
	b.ne .LBB_9
.LBB_10:
	add x12, x2, #1
	mul x9, x12, x2
	ucvtf d0, x9, #1
	add x7, x2, #7
	cmp x7, x6
	b.ls .LBB_24
.LBB_11:
	add x13, x8, #4
	cmp x13, x6
	b.ls .LBB_38
.LBB_12:
	subs x9, x6, x8
	b.ls .LBB_56
	cbz x2, .LBB_49
	add x9, x8, #1
	and x10, x2, #0xfffffffffffffff8
	lsl x12, x8, #3
	sub x11, x12, x2, lsl #3
	add x11, x11, x0
	add x11, x11, #40
	add x12, x0, x12
	mov w13, #1
	sub x13, x13, x2
	b .LBB_16
.LBB_15:
	fdiv d1, d1, d0
	str d1, [x5, x8, lsl #3]
	add x11, x11, #8
	add x12, x12, #8
	mov x8, x1
	cmp x1, x6
	b.eq .LBB_56
.LBB_16:
	add x1, x8, #1
	cmp x9, x2
	b.lo .LBB_57
	cmp x2, #8
	b.hs .LBB_19
	mov x15, #0
	movi v1.2d, #0000000000000000
	b .LBB_22
.LBB_19:
	movi v1.2d, #0000000000000000
	mov x14, x11
	add x15, x3, #32
	and x16, x2, #0xfffffffffffffff8
.LBB_20:
	ldp q2, q3, [x15, #-32]
	ldp q4, q5, [x15], #64
	ldp q6, q7, [x14, #-32]
	ldp q16, q17, [x14], #64
	fmul v2.2d, v2.2d, v6.2d
	mov d6, v2.d[1]
	fmul v3.2d, v3.2d, v7.2d
	mov d7, v3.d[1]
	fmul v4.2d, v4.2d, v16.2d
	mov d16, v4.d[1]
	fmul v5.2d, v5.2d, v17.2d
	mov d17, v5.d[1]
	fadd d1, d1, d2
	fadd d1, d1, d6
	fadd d1, d1, d3
	fadd d1, d1, d7
	fadd d1, d1, d4
	fadd d1, d1, d16
	fadd d1, d1, d5
	fadd d1, d1, d17
	subs x16, x16, #8
	b.ne .LBB_20
	and x15, x2, #0xfffffffffffffff8
	cmp x2, x10
	b.eq .LBB_15
.LBB_22:
	add x14, x13, x15
	add x15, x3, x15, lsl #3
.LBB_23:
	ldr d2, [x15], #8
	ldr d3, [x12, x14, lsl #3]
	fmul d2, d2, d3
	fadd d1, d1, d2
	add x14, x14, #1
	cmp x14, #1
	b.ne .LBB_23
	b .LBB_15
.LBB_24:
	add x9, x3, x2, lsl #3
	add x10, x2, #2
	add x11, x3, x10, lsl #3
	add x12, x3, x12, lsl #3
	sub x13, x2, #4
	dup v1.2d, v0.d[0]
	and x14, x13, #0xfffffffffffffffc
	and x15, x2, #0x4
	add x16, x0, #72
	add x18, x3, #32
	lsl x17, x13, #3
	and x1, x17, #0xffffffffffffffe0
	add x17, x1, x0
	add x17, x17, #48
	add x18, x18, x1
	movi v2.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	mov x1, x0
	b .LBB_27
.LBB_25:
	ldur d16, [x9, #-8]
	ldur d17, [x11, #-32]
	add x19, x7, x10, lsl #3
	ldur d18, [x12, #-32]
	ldur d19, [x9, #-32]
	add x7, x7, x2, lsl #3
	ldur q20, [x7, #24]
	ldr q21, [x7, #16]
	ldur q22, [x7, #8]
	ldur q23, [x19, #24]
	fmul v24.2d, v23.2d, v16.d[0]
	ext v23.16b, v20.16b, v23.16b, #8
	fmul v23.2d, v23.2d, v17.d[0]
	fmul v25.2d, v20.2d, v18.d[0]
	zip1 v26.2d, v21.2d, v20.2d
	fmul v26.2d, v26.2d, v19.d[0]
	fadd v7.2d, v26.2d, v7.2d
	fadd v7.2d, v25.2d, v7.2d
	fadd v7.2d, v23.2d, v7.2d
	fadd v7.2d, v24.2d, v7.2d
	fmul v16.2d, v20.2d, v16.d[0]
	fmul v17.2d, v21.2d, v17.d[0]
	ldr q20, [x7]
	fmul v18.2d, v22.2d, v18.d[0]
	fmul v19.2d, v20.2d, v19.d[0]
	fadd v6.2d, v19.2d, v6.2d
	fadd v6.2d, v18.2d, v6.2d
	fadd v6.2d, v17.2d, v6.2d
	fadd v6.2d, v16.2d, v6.2d
.LBB_26:
	add x4, x5, x4, lsl #3
	fdiv v4.2d, v4.2d, v1.2d
	fdiv v5.2d, v5.2d, v1.2d
	stp q5, q4, [x4]
	fdiv v4.2d, v6.2d, v1.2d
	fdiv v5.2d, v7.2d, v1.2d
	add x7, x8, #8
	stp q4, q5, [x4, #32]
	add x16, x16, #64
	add x17, x17, #64
	add x1, x1, #64
	cmp x7, x6
	b.hi .LBB_11
.LBB_27:
	mov x4, x8
	mov x8, x7
	sub x7, x4, x2
	add x19, x0, x7, lsl #3
	cmp x2, #7
	b.hi .LBB_30
	cmp x2, #3
	b.hi .LBB_35
	mov x19, #0
	movi v6.2d, #0000000000000000
	movi v7.2d, #0000000000000000
	movi v5.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	b .LBB_36
.LBB_30:
	add x7, x19, #8
	ldp d5, d4, [x3, #16]
	mov x20, x3
	ld1r { v6.2d }, [x20], #8
	ldr d7, [x20]
	ldp q17, q16, [x19, #32]
	ldur q18, [x19, #24]
	ldur q19, [x19, #40]
	ldr q20, [x19, #16]
	ldur q21, [x19, #8]
	fmul v22.2d, v17.2d, v4.d[0]
	fmul v4.2d, v16.2d, v4.d[0]
	fmul v16.2d, v19.2d, v5.d[0]
	fmul v5.2d, v18.2d, v5.d[0]
	fmul v19.2d, v20.2d, v7.d[0]
	fmul v7.2d, v17.2d, v7.d[0]
	fmul v17.2d, v6.2d, v18.2d
	fmul v6.2d, v6.2d, v21.2d
	fadd v6.2d, v6.2d, v3.2d
	fadd v17.2d, v17.2d, v3.2d
	fadd v7.2d, v7.2d, v17.2d
	fadd v6.2d, v19.2d, v6.2d
	fadd v5.2d, v5.2d, v6.2d
	fadd v6.2d, v16.2d, v7.2d
	fadd v4.2d, v4.2d, v6.2d
	fadd v5.2d, v22.2d, v5.2d
	movi v16.2d, #0000000000000000
	add x19, x3, #32
	mov x20, x16
	and x21, x13, #0xfffffffffffffffc
	movi v7.2d, #0000000000000000
	movi v17.2d, #0000000000000000
	movi v6.2d, #0000000000000000
.LBB_31:
	ldur q24, [x20, #-40]
	ldur q25, [x20, #-24]
	ldp q26, q27, [x20, #-32]
	ldur q28, [x20, #-8]
	ldr q29, [x20], #32
	ldp q30, q31, [x19]
	fmul v19.2d, v30.2d, v24.2d
	fmul v18.2d, v31.2d, v25.2d
	fmul v20.2d, v30.2d, v26.2d
	fmul v21.2d, v31.2d, v27.2d
	fmul v22.2d, v30.2d, v25.2d
	fmul v23.2d, v31.2d, v28.2d
	fmul v30.2d, v30.2d, v27.2d
	fmul v31.2d, v31.2d, v29.2d
	ldp q8, q9, [x19, #-32]
	fmul v24.2d, v8.2d, v24.2d
	fmul v10.2d, v9.2d, v25.2d
	fmul v26.2d, v8.2d, v26.2d
	fmul v25.2d, v8.2d, v25.2d
	fmul v8.2d, v8.2d, v27.2d
	fmul v27.2d, v9.2d, v27.2d
	fmul v28.2d, v9.2d, v28.2d
	fmul v29.2d, v9.2d, v29.2d
	fadd d16, d16, d8
	mov d8, v8.d[1]
	fadd d16, d16, d8
	fadd d16, d16, d29
	mov d29, v29.d[1]
	fadd d16, d16, d29
	fadd d7, d7, d25
	mov d25, v25.d[1]
	fadd d7, d7, d25
	fadd d7, d7, d28
	mov d25, v28.d[1]
	fadd d7, d7, d25
	fadd d17, d17, d26
	mov d25, v26.d[1]
	fadd d17, d17, d25
	fadd d17, d17, d27
	mov d25, v27.d[1]
	fadd d17, d17, d25
	fadd d6, d6, d24
	mov d24, v24.d[1]
	fadd d6, d6, d24
	fadd d6, d6, d10
	mov d24, v10.d[1]
	fadd d6, d6, d24
	mov d24, v4.d[1]
	fadd d24, d24, d30
	mov d25, v30.d[1]
	fadd d24, d24, d25
	fadd d24, d24, d31
	mov d25, v31.d[1]
	fadd d24, d24, d25
	fadd d4, d4, d22
	mov d22, v22.d[1]
	fadd d4, d4, d22
	fadd d4, d4, d23
	mov d22, v23.d[1]
	fadd d4, d4, d22
	mov d22, v5.d[1]
	fadd d22, d22, d20
	mov d20, v20.d[1]
	fadd d20, d22, d20
	fadd d20, d20, d21
	mov d21, v21.d[1]
	fadd d20, d20, d21
	fadd d5, d5, d19
	mov d19, v19.d[1]
	fadd d5, d5, d19
	mov v4.d[1], v24.d[0]
	fadd d5, d5, d18
	mov d18, v18.d[1]
	fadd d5, d5, d18
	mov v5.d[1], v20.d[0]
	add x19, x19, #32
	subs x21, x21, #4
	b.ne .LBB_31
	mov v6.d[1], v17.d[0]
	mov v7.d[1], v16.d[0]
	cmp x13, x14
	b.eq .LBB_25
	mov x19, x18
	mov x20, x17
	and x21, x13, #0x3
.LBB_34:
	ldur d16, [x19, #-32]
	ldp q17, q18, [x20, #-16]
	fmul v19.2d, v17.2d, v16.d[0]
	ld1r { v20.2d }, [x19], #8
	fmul v17.2d, v20.2d, v17.2d
	fmul v20.2d, v20.2d, v18.2d
	fadd v4.2d, v20.2d, v4.2d
	fadd v5.2d, v17.2d, v5.2d
	fmul v16.2d, v18.2d, v16.d[0]
	fadd v6.2d, v19.2d, v6.2d
	fadd v7.2d, v16.2d, v7.2d
	add x20, x20, #8
	subs x21, x21, #1
	b.ne .LBB_34
	b .LBB_25
.LBB_35:
	ldp q6, q7, [x3]
	ldur q4, [x19, #8]
	ldur q19, [x19, #24]
	ldp q17, q20, [x19, #16]
	ldur q21, [x19, #40]
	ldp q22, q25, [x19, #48]
	fmul v5.2d, v6.2d, v4.2d
	fmul v16.2d, v7.2d, v19.2d
	fmul v17.2d, v6.2d, v17.2d
	fmul v18.2d, v7.2d, v20.2d
	fmul v4.2d, v6.2d, v19.2d
	fmul v19.2d, v7.2d, v21.2d
	fmul v20.2d, v6.2d, v20.2d
	fmul v23.2d, v7.2d, v22.2d
	ldur q24, [x19, #56]
	ldur q26, [x19, #72]
	ldr q27, [x19, #80]
	fmul v21.2d, v6.2d, v21.2d
	fmul v28.2d, v7.2d, v24.2d
	fmul v22.2d, v6.2d, v22.2d
	fmul v24.2d, v6.2d, v24.2d
	fmul v6.2d, v6.2d, v25.2d
	fmul v25.2d, v7.2d, v25.2d
	fmul v26.2d, v7.2d, v26.2d
	fmul v7.2d, v7.2d, v27.2d
	mov d27, v6.d[1]
	fadd d6, d6, d2
	fadd d6, d6, d27
	fadd d6, d6, d7
	mov d7, v7.d[1]
	fadd d27, d6, d7
	mov d6, v24.d[1]
	fadd d7, d24, d2
	fadd d6, d7, d6
	fadd d6, d6, d26
	mov d7, v26.d[1]
	fadd d7, d6, d7
	mov d6, v22.d[1]
	fadd d22, d22, d2
	fadd d6, d22, d6
	fadd d6, d6, d25
	mov d22, v25.d[1]
	fadd d22, d6, d22
	mov d6, v21.d[1]
	fadd d21, d21, d2
	fadd d6, d21, d6
	fadd d6, d6, d28
	mov d21, v28.d[1]
	fadd d6, d6, d21
	mov d21, v20.d[1]
	fadd d20, d20, d2
	fadd d20, d20, d21
	fadd d20, d20, d23
	mov d21, v23.d[1]
	fadd d20, d20, d21
	mov d21, v4.d[1]
	fadd d4, d4, d2
	fadd d4, d4, d21
	fadd d4, d4, d19
	mov d19, v19.d[1]
	fadd d4, d4, d19
	mov d19, v17.d[1]
	fadd d17, d17, d2
	fadd d17, d17, d19
	fadd d17, d17, d18
	mov d18, v18.d[1]
	fadd d17, d17, d18
	mov d18, v5.d[1]
	fadd d5, d5, d2
	fadd d5, d5, d18
	fadd d5, d5, d16
	mov d16, v16.d[1]
	fadd d5, d5, d16
	mov v6.d[1], v22.d[0]
	mov v7.d[1], v27.d[0]
	mov v4.d[1], v20.d[0]
	mov v5.d[1], v17.d[0]
	and x19, x2, #0x4
	cmp x2, x15
	b.eq .LBB_26
.LBB_36:
	sub x7, x2, x19
	lsl x19, x19, #3
.LBB_37:
	ldr d16, [x3, x19]
	add x20, x1, x19
	ldp q18, q17, [x20]
	fmul v18.2d, v18.2d, v16.d[0]
	fmul v17.2d, v17.2d, v16.d[0]
	fadd v4.2d, v17.2d, v4.2d
	fadd v5.2d, v18.2d, v5.2d
	ldp q17, q18, [x20, #32]
	fmul v17.2d, v17.2d, v16.d[0]
	fmul v16.2d, v18.2d, v16.d[0]
	fadd v6.2d, v17.2d, v6.2d
	fadd v7.2d, v16.2d, v7.2d
	add x19, x19, #8
	subs x7, x7, #1
	b.ne .LBB_37
	b .LBB_26
.LBB_38:
	dup v1.2d, v0.d[0]
	and x9, x2, #0xfffffffffffffff8
	sub x10, x0, x2, lsl #3
	add x10, x10, x8, lsl #3
	add x11, x10, #40
	b .LBB_41
.LBB_39:
	movi v3.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v4.2d, #0000000000000000
.LBB_40:
	fdiv d4, d4, d0
	fdiv v3.2d, v3.2d, v1.2d
	fdiv d2, d2, d0
	add x12, x5, x12, lsl #3
	str d4, [x12]
	stur q3, [x12, #8]
	str d2, [x12, #24]
	add x13, x8, #4
	add x11, x11, #32
	add x10, x10, #32
	cmp x13, x6
	b.hi .LBB_12
.LBB_41:
	mov x12, x8
	mov x8, x13
	cbz x2, .LBB_39
	cmp x2, #8
	b.hs .LBB_44
	mov x14, #0
	movi v3.2d, #0000000000000000
	movi v2.2d, #0000000000000000
	movi v4.2d, #0000000000000000
	b .LBB_47
.LBB_44:
	movi v2.2d, #0000000000000000
	mov x13, x11
	add x14, x3, #32
	and x15, x2, #0xfffffffffffffff8
	movi v5.2d, #0000000000000000
	movi v3.2d, #0000000000000000
	movi v4.2d, #0000000000000000
.LBB_45:
	ldp q19, q20, [x14, #-32]
	ldp q21, q22, [x14], #64
	ldp q6, q23, [x13, #-32]
	ldp q24, q25, [x13]
	ldur q18, [x13, #-24]
	ldur q26, [x13, #-8]
	ldur q27, [x13, #8]
	ldur q28, [x13, #24]
	ldr q29, [x13, #32]
	ldur q30, [x13, #40]
	fmul v6.2d, v19.2d, v6.2d
	fmul v7.2d, v20.2d, v23.2d
	fmul v16.2d, v21.2d, v24.2d
	fmul v17.2d, v22.2d, v25.2d
	fmul v18.2d, v19.2d, v18.2d
	fmul v23.2d, v19.2d, v23.2d
	fmul v19.2d, v19.2d, v26.2d
	fmul v26.2d, v20.2d, v26.2d
	fmul v24.2d, v20.2d, v24.2d
	fmul v20.2d, v20.2d, v27.2d
	fmul v27.2d, v21.2d, v27.2d
	fmul v25.2d, v21.2d, v25.2d
	fmul v21.2d, v21.2d, v28.2d
	fmul v28.2d, v22.2d, v28.2d
	fmul v29.2d, v22.2d, v29.2d
	fmul v22.2d, v22.2d, v30.2d
	fadd d2, d2, d19
	mov d19, v19.d[1]
	fadd d2, d2, d19
	fadd d2, d2, d20
	mov d19, v20.d[1]
	fadd d2, d2, d19
	fadd d2, d2, d21
	mov d19, v21.d[1]
	fadd d2, d2, d19
	fadd d2, d2, d22
	mov d19, v22.d[1]
	fadd d2, d2, d19
	fadd d5, d5, d23
	mov d19, v23.d[1]
	fadd d5, d5, d19
	fadd d5, d5, d24
	mov d19, v24.d[1]
	fadd d5, d5, d19
	fadd d5, d5, d25
	mov d19, v25.d[1]
	fadd d5, d5, d19
	fadd d5, d5, d29
	mov d19, v29.d[1]
	fadd d5, d5, d19
	fadd d3, d3, d18
	mov d18, v18.d[1]
	fadd d3, d3, d18
	fadd d3, d3, d26
	mov d18, v26.d[1]
	fadd d3, d3, d18
	fadd d3, d3, d27
	mov d18, v27.d[1]
	fadd d3, d3, d18
	fadd d3, d3, d28
	mov d18, v28.d[1]
	fadd d3, d3, d18
	fadd d4, d4, d6
	mov d6, v6.d[1]
	fadd d4, d4, d6
	fadd d4, d4, d7
	mov d6, v7.d[1]
	fadd d4, d4, d6
	fadd d4, d4, d16
	mov d6, v16.d[1]
	fadd d4, d4, d6
	fadd d4, d4, d17
	mov d6, v17.d[1]
	fadd d4, d4, d6
	add x13, x13, #64
	subs x15, x15, #8
	b.ne .LBB_45
	mov v3.d[1], v5.d[0]
	and x14, x2, #0xfffffffffffffff8
	cmp x2, x9
	b.eq .LBB_40
.LBB_47:
	lsl x13, x14, #3
	sub x14, x2, x14
	mov x15, x3
	mov x16, x10
.LBB_48:
	ldr d5, [x15, x13]
	add x17, x16, x13
	ldr d6, [x17, #8]
	ldr d7, [x17, #32]
	fmul d6, d5, d6
	ldr q16, [x17, #16]
	fmul v16.2d, v16.2d, v5.d[0]
	fmul d5, d5, d7
	fadd d4, d6, d4
	fadd v3.2d, v16.2d, v3.2d
	fadd d2, d5, d2
	add x16, x16, #8
	add x15, x15, #8
	subs x14, x14, #1
	b.ne .LBB_48
	b .LBB_40
.LBB_49:
	movi v1.2d, #0000000000000000
	fdiv d0, d1, d0
	cmp x9, #7
	b.hi .LBB_51
	mov x10, x8
	b .LBB_54
.LBB_51:
	and x11, x9, #0xfffffffffffffff8
	add x10, x8, x11
	dup v1.2d, v0.d[0]
	add x8, x5, x8, lsl #3
	add x8, x8, #32
	and x12, x9, #0xfffffffffffffff8
.LBB_52:
	stp q1, q1, [x8, #-32]
	stp q1, q1, [x8], #64
	subs x12, x12, #8
	b.ne .LBB_52
	cmp x9, x11
	b.eq .LBB_56
.LBB_54:
	add x8, x5, x10, lsl #3
	sub x9, x6, x10
.LBB_55:
	str d0, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_55
.LBB_56:
	ldp x20, x19, [sp, #64]
	ldr x21, [sp, #56]
	ldp x29, x30, [sp, #40]
	ldp d9, d8, [sp, #24]
	ldr d10, [sp, #16]
	add sp, sp, #80
	ret
.LBB_57:
	sub x0, x1, x2
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x2, x6
	bl core::slice::index::slice_index_fail
.LBB_58:
	adrp x0, .Lanon.1
	add x0, x0, :lo12:.Lanon.1
	adrp x2, .Lanon.2
	add x2, x2, :lo12:.Lanon.2
	mov w1, #82
	bl core::panicking::panic
.LBB_59:
	adrp x5, .Lanon.3
	add x5, x5, :lo12:.Lanon.3
	mov x1, sp
	add x2, sp, #8
	mov w0, #0
	mov x3, #0
	bl core::panicking::assert_failed::<usize, usize>
