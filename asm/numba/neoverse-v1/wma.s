# ipc_tax_ref.kernel.wma — assembly (inspect_asm), compiled for aarch64-unknown-linux-gnu -mcpu=neoverse-v1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
# command: python -m ipc_tax_ref.asm numba-arm DIR --cpu neoverse-v1
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
	cntw	x11
	cmp	x20, x11
	b.hs	.LBB_6
	mov	x10, xzr
	b	.LBB_9
.LBB_6:
	udiv	x10, x20, x11
	mov	z0.d, #0x7ff8000000000000
	mov	x14, x8
	mul	x10, x10, x11
	rdvl	x13, #2
	sub	x12, x20, x10
	mov	x15, x10
	.p2align	5, , 16
.LBB_7:
	str	z0, [x14]
	str	z0, [x14, #1, mul vl]
	subs	x15, x15, x11
	add	x14, x14, x13
	b.ne	.LBB_7
	cbz	x12, .LBB_11
.LBB_9:
	add	x11, x8, x10, lsl #3
	sub	x10, x10, x20
	mov	x12, #9221120237041090560
	.p2align	5, , 16
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
	cmp	x9, #1
	scvtf	d0, x11, #1
	bic	x11, x12, x12, asr #63
	b.lt	.LBB_22
	fcmp	d0, #0.0
	b.eq	.LBB_33
	cntd	x13
	index	z3.d, #0, #1
	cntw	x12
	ptrue	p0.d
	orr	x13, x13, #0x1
	mov	z2.d, x12
	rdvl	x15, #2
	mov	z1.d, x13
	udiv	x13, x9, x12
	mul	x13, x13, x12
	sub	x14, x9, x13
	b	.LBB_16
	.p2align	5, , 16
.LBB_15:
	fdiv	d4, d4, d0
	subs	x11, x11, #1
	and	x16, x20, x10, asr #63
	add	x17, x8, x10, lsl #3
	add	x10, x10, #1
	add	x22, x22, #8
	str	d4, [x17, x16, lsl #3]
	b.le	.LBB_29
.LBB_16:
	cmp	x9, x12
	b.hs	.LBB_18
	mov	x16, xzr
	movi	d4, #0000000000000000
	b	.LBB_21
	.p2align	5, , 16
.LBB_18:
	movi	d4, #0000000000000000
	mov	z5.d, z3.d
	mov	x16, x13
	mov	x17, x22
	mov	x18, x13
	.p2align	5, , 16
.LBB_19:
	mov	z6.d, z5.d
	ldr	z16, [x17]
	ldr	z17, [x17, #1, mul vl]
	add	z7.d, z5.d, z1.d
	add	z5.d, z5.d, z2.d
	subs	x18, x18, x12
	add	x17, x17, x15
	add	z6.d, z6.d, #1
	ucvtf	z7.d, p0/m, z7.d
	ucvtf	z6.d, p0/m, z6.d
	fmul	z6.d, z16.d, z6.d
	fadda	d4, p0, d4, z6.d
	fmul	z6.d, z17.d, z7.d
	fadda	d4, p0, d4, z6.d
	b.ne	.LBB_19
	cbz	x14, .LBB_15
	.p2align	5, , 16
.LBB_21:
	ldr	d5, [x22, x16, lsl #3]
	add	x16, x16, #1
	ucvtf	d6, x16
	cmp	x9, x16
	fmul	d5, d5, d6
	fadd	d4, d4, d5
	b.ne	.LBB_21
	b	.LBB_15
.LBB_22:
	fcmp	d0, #0.0
	b.eq	.LBB_33
	movi	d1, #0000000000000000
	cmp	x12, #1
	fdiv	d0, d1, d0
	b.eq	.LBB_27
	and	x14, x11, #0x7ffffffffffffffe
	and	x13, x11, #0x1
	and	x11, x11, #0xfffffffffffffffe
	add	x10, x10, x14
	neg	x11, x11
	.p2align	5, , 16
.LBB_25:
	sub	x15, x9, #1
	and	x16, x20, x9, asr #63
	lsl	x17, x9, #3
	adds	x11, x11, #2
	and	x15, x20, x15, asr #63
	add	x16, x8, x16, lsl #3
	add	x15, x8, x15, lsl #3
	add	x15, x15, x9, lsl #3
	add	x9, x9, #2
	stur	d0, [x15, #-8]
	str	d0, [x16, x17]
	b.ne	.LBB_25
	cmp	x12, x14
	mov	x11, x13
	b.eq	.LBB_29
.LBB_27:
	add	x9, x11, #1
	add	x11, x8, x10, lsl #3
	.p2align	5, , 16
.LBB_28:
	and	x12, x20, x10, asr #63
	sub	x9, x9, #1
	add	x10, x10, #1
	str	d0, [x11, x12, lsl #3]
	add	x11, x11, #8
	cmp	x9, #1
	b.hi	.LBB_28
.LBB_29:
	mov	w9, #8
	stp	x0, xzr, [x21]
	stp	x8, x20, [x21, #32]
	mov	x0, x19
	stp	x20, x9, [x21, #16]
	str	x9, [x21, #48]
	bl	NRT_decref
	mov	w0, wzr
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
