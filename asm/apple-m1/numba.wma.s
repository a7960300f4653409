# ipc_tax_ref.kernel.wma — numba's unoptimised IR (python -m ipc_tax_ref.asm numba-unopt wma),
# optimised at O3 and lowered for arm64-apple-macosx11.0.0 -mcpu=apple-m1 by python -m ipc_tax_ref.asm lower (llvmlite's LLVM)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
__ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx:
	.cfi_startproc
	sub	sp, sp, #208
	stp	x28, x27, [sp, #112]
	stp	x26, x25, [sp, #128]
	stp	x24, x23, [sp, #144]
	stp	x22, x21, [sp, #160]
	stp	x20, x19, [sp, #176]
	stp	x29, x30, [sp, #192]
	.cfi_def_cfa_offset 208
	.cfi_offset w30, -8
	.cfi_offset w29, -16
	.cfi_offset w19, -24
	.cfi_offset w20, -32
	.cfi_offset w21, -40
	.cfi_offset w22, -48
	.cfi_offset w23, -56
	.cfi_offset w24, -64
	.cfi_offset w25, -72
	.cfi_offset w26, -80
	.cfi_offset w27, -88
	.cfi_offset w28, -96
	mov	x23, x7
	mov	x21, x6
	mov	x20, x2
	mov	x22, x1
	mov	x19, x0
	str	xzr, [sp, #40]
	mov	x0, x2
	bl	_NRT_incref
	str	xzr, [sp, #96]
	movi.2d	v0, #0000000000000000
	stp	q0, q0, [sp, #64]
	str	q0, [sp, #48]
	mov	x8, #9221120237041090560
	fmov	d0, x8
	add	x0, sp, #48
	add	x1, sp, #40
	mov	x2, x23
	bl	__ZN5numba2np8arrayobj12impl_np_full12_3clocals_3e4fullB2vNB42c8tJTIeFIjxB2IKSgI4CrvQClcaMQ5hEEUSJJgA_3dExd27omitted_28default_3dNone_29
	ldr	q0, [sp, #48]
	ldp	x25, x28, [sp, #64]
	ldr	x26, [sp, #80]
	cmn	w0, #2
	b.eq	LBB_2
	cbnz	w0, LBB_23
LBB_2:
	str	q0, [sp, #16]
	ldr	x24, [sp, #216]
	ldp	x27, x8, [sp, #88]
	str	x8, [sp, #8]
	mov	x0, #0
	bl	_NRT_decref
	sub	x8, x24, #1
	sub	x10, x23, x8
	cmp	x10, #1
	b.lt	LBB_21
	madd	x9, x24, x24, x24
	scvtf	d0, x9, #1
	bic	x9, x10, x10, asr #63
	cmp	x24, #1
	b.lt	LBB_14
	fcmp	d0, #0.0
	b.eq	LBB_24
	and	x10, x24, #0x7ffffffffffffff8
	add	x11, x21, #32
	adrp	x12, lCPI_0@PAGE
	ldr	q1, [x12, lCPI_0@PAGEOFF]
	mov	w12, #1
	dup.2d	v2, x12
	mov	w12, #3
	dup.2d	v3, x12
	mov	w12, #5
	dup.2d	v4, x12
	mov	w12, #7
	dup.2d	v5, x12
	mov	w12, #8
	dup.2d	v6, x12
	b	LBB_7
LBB_6:
	and	x12, x27, x8, asr #63
	add	x13, x26, x8, lsl #3
	add	x8, x8, #1
	fdiv	d7, d7, d0
	str	d7, [x13, x12, lsl #3]
	add	x11, x11, #8
	add	x21, x21, #8
	subs	x9, x9, #1
	b.le	LBB_21
LBB_7:
	cmp	x24, #8
	b.hs	LBB_9
	mov	x14, #0
	movi.2d	v7, #0000000000000000
	b	LBB_12
LBB_9:
	movi.2d	v7, #0000000000000000
	mov	x12, x11
	and	x13, x24, #0x7ffffffffffffff8
	mov.16b	v16, v1
LBB_10:
	add.2d	v17, v16, v2
	add.2d	v18, v16, v3
	add.2d	v19, v16, v4
	add.2d	v20, v16, v5
	ldp	q21, q22, [x12, #-32]
	ldp	q23, q24, [x12], #64
	ucvtf.2d	v17, v17
	ucvtf.2d	v18, v18
	ucvtf.2d	v19, v19
	ucvtf.2d	v20, v20
	fmul.2d	v17, v21, v17
	mov	d21, v17[1]
	fmul.2d	v18, v22, v18
	mov	d22, v18[1]
	fmul.2d	v19, v23, v19
	mov	d23, v19[1]
	fmul.2d	v20, v24, v20
	mov	d24, v20[1]
	fadd	d7, d7, d17
	fadd	d7, d7, d21
	fadd	d7, d7, d18
	fadd	d7, d7, d22
	fadd	d7, d7, d19
	fadd	d7, d7, d23
	fadd	d7, d7, d20
	fadd	d7, d7, d24
	add.2d	v16, v16, v6
	subs	x13, x13, #8
	b.ne	LBB_10
	and	x14, x24, #0x7ffffffffffffff8
	cmp	x24, x10
	b.eq	LBB_6
LBB_12:
	add	x12, x21, x14, lsl #3
	sub	x13, x24, x14
	add	x14, x14, #1
LBB_13:
	ldr	d16, [x12], #8
	ucvtf	d17, x14
	fmul	d16, d16, d17
	fadd	d7, d7, d16
	add	x14, x14, #1
	subs	x13, x13, #1
	b.ne	LBB_13
	b	LBB_6
LBB_14:
	fcmp	d0, #0.0
	b.eq	LBB_24
	movi.2d	v1, #0000000000000000
	fdiv	d0, d1, d0
	cmp	x10, #4
	b.lt	LBB_19
	mov	x12, #0
	and	x11, x9, #0x7ffffffffffffffc
	and	x9, x9, #0x3
	add	x8, x8, x11
	add	x13, x26, x24, lsl #3
LBB_17:
	add	x14, x24, x12
	sub	x15, x14, #1
	and	x15, x27, x15, asr #63
	add	x16, x14, #1
	and	x17, x27, x14, asr #63
	add	x14, x14, #2
	and	x16, x27, x16, asr #63
	and	x14, x27, x14, asr #63
	add	x15, x13, x15, lsl #3
	lsl	x0, x12, #3
	add	x15, x15, x0
	add	x16, x13, x16, lsl #3
	add	x16, x16, x0
	add	x14, x13, x14, lsl #3
	add	x14, x14, x0
	stur	d0, [x15, #-8]
	add	x15, x13, x17, lsl #3
	str	d0, [x15, x0]
	str	d0, [x16, #8]
	str	d0, [x14, #16]
	add	x12, x12, #4
	cmp	x11, x12
	b.ne	LBB_17
	cmp	x10, x11
	b.eq	LBB_21
LBB_19:
	add	x9, x9, #1
	add	x10, x26, x8, lsl #3
LBB_20:
	and	x11, x27, x8, asr #63
	add	x8, x8, #1
	str	d0, [x10, x11, lsl #3]
	sub	x9, x9, #1
	add	x10, x10, #8
	cmp	x9, #1
	b.hi	LBB_20
LBB_21:
	mov	x0, x20
	bl	_NRT_decref
	ldr	q0, [sp, #16]
	fmov	x20, d0
	mov	x0, x20
	bl	_NRT_incref
	mov	x0, x20
	bl	_NRT_decref
	mov	w0, #0
	ldr	q0, [sp, #16]
	str	q0, [x19]
	stp	x25, x28, [x19, #16]
	stp	x26, x27, [x19, #32]
	ldr	x8, [sp, #8]
	str	x8, [x19, #48]
LBB_22:
	ldp	x29, x30, [sp, #192]
	ldp	x20, x19, [sp, #176]
	ldp	x22, x21, [sp, #160]
	ldp	x24, x23, [sp, #144]
	ldp	x26, x25, [sp, #128]
	ldp	x28, x27, [sp, #112]
	add	sp, sp, #208
	ret
LBB_23:
	ldr	x8, [sp, #40]
	str	x8, [x22]
	b	LBB_22
LBB_24:
	adrp	x8, _.const.picklebuf.<sha1>@PAGE
	add	x8, x8, _.const.picklebuf.<sha1>@PAGEOFF
	str	x8, [x22]
	mov	w0, #1
	b	LBB_22
	.loh AdrpLdr	Lloh0, Lloh1
	.loh AdrpAdd	Lloh2, Lloh3
	.cfi_endproc
