# ipc_tax_ref.kernel.wma — assembly (inspect_asm), compiled for aarch64-unknown-linux-gnu -mcpu=apple-m1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
# command: python -m ipc_tax_ref.asm numba-arm DIR --cpu apple-m1
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx:
	.cfi_startproc
	stp	x30, x23, [sp, #-48]!
	stp	x22, x21, [sp, #16]
	stp	x20, x19, [sp, #32]
	.cfi_def_cfa_offset 48
	.cfi_offset w19, -8
	.cfi_offset w20, -16
	.cfi_offset w21, -24
	.cfi_offset w22, -32
	.cfi_offset w23, -40
	.cfi_offset w30, -48
	mov	x20, x7
	mov	x22, x6
	mov	x19, x2
	mov	x23, x1
	mov	x21, x0
	mov	x0, x2
	bl	NRT_incref
	tbnz	x20, #63, .LBB_30
	lsr	x8, x20, #60
	cbnz	x8, .LBB_31
	lsl	x0, x20, #3
	mov	w1, #32
	bl	NRT_MemInfo_alloc_aligned
	cbz	x0, .LBB_32
	ldr	x9, [sp, #56]
	ldr	x8, [x0, #24]
	cbz	x20, .LBB_11
	cmp	x20, #8
	b.hs	.LBB_6
	mov	x10, #0
	b	.LBB_9
.LBB_6:
	and	x10, x20, #0xffffffffffffff8
	add	x11, x8, #32
	mov	x12, #9221120237041090560
	dup	v0.2d, x12
	and	x12, x20, #0xffffffffffffff8
.LBB_7:
	stp	q0, q0, [x11, #-32]
	stp	q0, q0, [x11], #64
	subs	x12, x12, #8
	b.ne	.LBB_7
	cmp	x20, x10
	b.eq	.LBB_11
.LBB_9:
	add	x11, x8, x10, lsl #3
	sub	x10, x10, x20
	mov	x12, #9221120237041090560
.LBB_10:
	str	x12, [x11], #8
	adds	x10, x10, #1
	b.lo	.LBB_10
.LBB_11:
	sub	x10, x9, #1
	sub	x12, x20, x10
	cmp	x12, #1
	b.lt	.LBB_29
	madd	x11, x9, x9, x9
	scvtf	d0, x11, #1
	bic	x11, x12, x12, asr #63
	cmp	x9, #1
	b.lt	.LBB_22
	fcmp	d0, #0.0
	b.eq	.LBB_33
	and	x12, x9, #0x7ffffffffffffff8
	add	x13, x22, #32
	movz	x14, #:abs_g0_nc:.LCPI_0
	movk	x14, #:abs_g1_nc:.LCPI_0
	movk	x14, #:abs_g2_nc:.LCPI_0
	movk	x14, #:abs_g3:.LCPI_0
	ldr	q1, [x14]
	mov	w14, #1
	dup	v2.2d, x14
	mov	w14, #3
	dup	v3.2d, x14
	mov	w14, #5
	dup	v4.2d, x14
	mov	w14, #7
	dup	v5.2d, x14
	mov	w14, #8
	dup	v6.2d, x14
	b	.LBB_16
.LBB_15:
	and	x14, x20, x10, asr #63
	add	x15, x8, x10, lsl #3
	add	x10, x10, #1
	fdiv	d7, d7, d0
	str	d7, [x15, x14, lsl #3]
	add	x13, x13, #8
	add	x22, x22, #8
	subs	x11, x11, #1
	b.le	.LBB_29
.LBB_16:
	cmp	x9, #8
	b.hs	.LBB_18
	mov	x14, #0
	movi	v7.2d, #0000000000000000
	b	.LBB_21
.LBB_18:
	movi	v7.2d, #0000000000000000
	neg	x14, x12
	mov	x15, x13
	mov	v16.16b, v1.16b
.LBB_19:
	add	v17.2d, v16.2d, v2.2d
	add	v18.2d, v16.2d, v3.2d
	add	v19.2d, v16.2d, v4.2d
	add	v20.2d, v16.2d, v5.2d
	ldp	q21, q22, [x15, #-32]
	ldp	q23, q24, [x15], #64
	ucvtf	v17.2d, v17.2d
	ucvtf	v18.2d, v18.2d
	ucvtf	v19.2d, v19.2d
	ucvtf	v20.2d, v20.2d
	fmul	v17.2d, v21.2d, v17.2d
	mov	d21, v17.d[1]
	fmul	v18.2d, v22.2d, v18.2d
	mov	d22, v18.d[1]
	fmul	v19.2d, v23.2d, v19.2d
	mov	d23, v19.d[1]
	fmul	v20.2d, v24.2d, v20.2d
	mov	d24, v20.d[1]
	fadd	d7, d7, d17
	fadd	d7, d7, d21
	fadd	d7, d7, d18
	fadd	d7, d7, d22
	fadd	d7, d7, d19
	fadd	d7, d7, d23
	fadd	d7, d7, d20
	fadd	d7, d7, d24
	add	v16.2d, v16.2d, v6.2d
	adds	x14, x14, #8
	b.ne	.LBB_19
	and	x14, x9, #0x7ffffffffffffff8
	cmp	x9, x12
	b.eq	.LBB_15
.LBB_21:
	ldr	d16, [x22, x14, lsl #3]
	add	x14, x14, #1
	ucvtf	d17, x14
	fmul	d16, d16, d17
	fadd	d7, d7, d16
	cmp	x9, x14
	b.ne	.LBB_21
	b	.LBB_15
.LBB_22:
	fcmp	d0, #0.0
	b.eq	.LBB_33
	movi	v1.2d, #0000000000000000
	fdiv	d0, d1, d0
	cmp	x12, #4
	b.lt	.LBB_27
	mov	x14, #0
	and	x13, x11, #0x7ffffffffffffffc
	and	x11, x11, #0x3
	add	x10, x10, x13
	add	x15, x8, x9, lsl #3
.LBB_25:
	add	x16, x9, x14
	sub	x17, x16, #1
	and	x17, x20, x17, asr #63
	add	x18, x16, #1
	and	x1, x20, x16, asr #63
	add	x16, x16, #2
	and	x18, x20, x18, asr #63
	and	x16, x20, x16, asr #63
	add	x17, x15, x17, lsl #3
	lsl	x2, x14, #3
	add	x17, x17, x2
	add	x18, x15, x18, lsl #3
	add	x18, x18, x2
	add	x16, x15, x16, lsl #3
	add	x16, x16, x2
	stur	d0, [x17, #-8]
	add	x17, x15, x1, lsl #3
	str	d0, [x17, x2]
	str	d0, [x18, #8]
	str	d0, [x16, #16]
	add	x14, x14, #4
	cmp	x13, x14
	b.ne	.LBB_25
	cmp	x12, x13
	b.eq	.LBB_29
.LBB_27:
	add	x9, x11, #1
	add	x11, x8, x10, lsl #3
.LBB_28:
	and	x12, x20, x10, asr #63
	add	x10, x10, #1
	str	d0, [x11, x12, lsl #3]
	sub	x9, x9, #1
	add	x11, x11, #8
	cmp	x9, #1
	b.hi	.LBB_28
.LBB_29:
	stp	x0, xzr, [x21]
	mov	w9, #8
	stp	x20, x9, [x21, #16]
	stp	x8, x20, [x21, #32]
	str	x9, [x21, #48]
	mov	x0, x19
	bl	NRT_decref
	mov	w0, #0
	ldp	x20, x19, [sp, #32]
	ldp	x22, x21, [sp, #16]
	ldp	x30, x23, [sp], #48
	ret
.LBB_30:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	str	x8, [x23]
	mov	w0, #1
	ldp	x20, x19, [sp, #32]
	ldp	x22, x21, [sp, #16]
	ldp	x30, x23, [sp], #48
	ret
.LBB_31:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	str	x8, [x23]
	mov	w0, #1
	ldp	x20, x19, [sp, #32]
	ldp	x22, x21, [sp, #16]
	ldp	x30, x23, [sp], #48
	ret
.LBB_32:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	str	x8, [x23]
	mov	w0, #1
	ldp	x20, x19, [sp, #32]
	ldp	x22, x21, [sp, #16]
	ldp	x30, x23, [sp], #48
	ret
.LBB_33:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	str	x8, [x23]
	mov	w0, #1
	ldp	x20, x19, [sp, #32]
	ldp	x22, x21, [sp, #16]
	ldp	x30, x23, [sp], #48
	ret
