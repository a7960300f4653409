# ipc_tax_ref.kernel.combo — assembly (inspect_asm), compiled for aarch64-unknown-linux-gnu -mcpu=neoverse-v1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
# command: python -m ipc_tax_ref.asm numba-arm DIR --cpu neoverse-v1
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
_ZN11ipc_tax_ref6kernel5comboB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedExxxxxx:
	.cfi_startproc
	str	d8, [sp, #-112]!
	stp	x29, x30, [sp, #16]
	stp	x28, x27, [sp, #32]
	stp	x26, x25, [sp, #48]
	stp	x24, x23, [sp, #64]
	stp	x22, x21, [sp, #80]
	stp	x20, x19, [sp, #96]
	sub	sp, sp, #784
	.cfi_def_cfa_offset 896
	.cfi_offset w19, -8
	.cfi_offset w20, -16
	.cfi_offset w21, -24
	.cfi_offset w22, -32
	.cfi_offset w23, -40
	.cfi_offset w24, -48
	.cfi_offset w25, -56
	.cfi_offset w26, -64
	.cfi_offset w27, -72
	.cfi_offset w28, -80
	.cfi_offset w30, -88
	.cfi_offset w29, -96
	.cfi_offset b8, -112
	ldr	x29, [sp, #896]
	ldr	x19, [sp, #912]
	movi	v0.2d, #0000000000000000
	mov	x20, x7
	mov	x25, x6
	mov	x28, x5
	mov	x22, x4
	mov	x24, x3
	mov	x21, x2
	mov	x26, x1
	mov	x27, x0
	str	xzr, [sp, #792]
	str	xzr, [sp, #648]
	mov	x0, x2
	str	xzr, [sp, #640]
	str	q0, [sp, #624]
	str	xzr, [sp, #584]
	str	xzr, [sp, #576]
	str	xzr, [sp, #520]
	str	xzr, [sp, #512]
	stp	xzr, xzr, [sp, #448]
	stp	xzr, xzr, [sp, #384]
	stp	q0, q0, [sp, #352]
	stp	q0, q0, [sp, #528]
	str	q0, [sp, #560]
	str	q0, [sp, #496]
	stp	q0, q0, [sp, #400]
	stp	q0, q0, [sp, #464]
	stp	q0, q0, [sp, #592]
	str	q0, [sp, #432]
	stp	xzr, xzr, [sp, #320]
	str	q0, [sp, #336]
	stp	xzr, xzr, [sp, #304]
	bl	NRT_incref
	movi	v0.2d, #0000000000000000
	add	x0, sp, #720
	add	x1, sp, #792
	str	xzr, [sp, #768]
	stp	x29, x19, [sp]
	mov	x2, x21
	mov	x3, x24
	mov	x4, x22
	mov	x5, x28
	mov	x6, x25
	mov	x7, x20
	stp	q0, q0, [sp, #736]
	str	q0, [sp, #720]
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_90
	ldr	x8, [sp, #904]
	ldr	x9, [sp, #720]
	ldr	x19, [sp, #752]
	movi	v0.2d, #0000000000000000
	add	x0, sp, #656
	add	x1, sp, #648
	mov	x2, x21
	mov	x3, x24
	ldr	x23, [sp, #760]
	str	xzr, [sp, #704]
	str	x24, [sp, #288]
	mov	x4, x22
	mov	x5, x28
	mov	x6, x25
	stp	q0, q0, [sp, #672]
	str	q0, [sp, #656]
	mov	x7, x20
	str	x9, [sp, #248]
	stp	x29, x8, [sp]
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_91
	stp	x22, x28, [sp, #272]
	ldr	x9, [sp, #656]
	ldr	x22, [sp, #688]
	cmp	x23, #1
	ldr	x24, [sp, #696]
	b.ne	.LBB_4
	cmp	x24, #1
	mov	x28, x24
	b.ne	.LBB_9
	b	.LBB_10
.LBB_4:
	cmp	x24, #1
	b.eq	.LBB_8
	cmp	x24, x23
	mov	x28, x23
	b.eq	.LBB_9
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
.LBB_7:
	str	x8, [x26]
	mov	w0, #1
	b	.LBB_89
.LBB_8:
	mov	x28, x23
.LBB_9:
	mov	x8, #-1152921504606846976
	add	x8, x28, x8
	lsr	x8, x8, #61
	cmp	x8, #6
	b.ls	.LBB_97
.LBB_10:
	lsl	x0, x28, #3
	mov	w1, #32
	str	x26, [sp, #296]
	mov	x26, x27
	mov	x27, x9
	str	x29, [sp, #264]
	bl	NRT_MemInfo_alloc_aligned
	cbz	x0, .LBB_96
	str	x20, [sp, #256]
	ldr	x8, [sp, #920]
	ldr	x20, [x0, #24]
	cmp	x28, #1
	mov	x29, x0
	str	x8, [sp, #240]
	b.lt	.LBB_63
	cntw	x8
	cmp	x23, #2
	b.lo	.LBB_16
	cmp	x24, #1
	b.ls	.LBB_19
	mov	w9, #12
	cmp	x8, #12
	csel	x9, x8, x9, hi
	cmp	x28, x9
	b.hs	.LBB_23
	mov	x9, xzr
	b	.LBB_28
.LBB_16:
	mov	w9, #8
	cmp	x8, #8
	csel	x9, x8, x9, hi
	cmp	x24, #1
	b.ls	.LBB_21
	cmp	x28, x9
	b.hs	.LBB_33
	mov	x9, xzr
	b	.LBB_38
.LBB_19:
	mov	w9, #8
	cmp	x8, #8
	csel	x9, x8, x9, hi
	cmp	x28, x9
	b.hs	.LBB_43
	mov	x9, xzr
	b	.LBB_48
.LBB_21:
	cmp	x28, x9
	b.hs	.LBB_53
	mov	x9, xzr
	b	.LBB_58
.LBB_23:
	rdvl	x10, #2
	sub	x11, x20, x19
	mov	x9, xzr
	cmp	x11, x10
	b.lo	.LBB_28
	sub	x11, x20, x22
	cmp	x11, x10
	b.lo	.LBB_28
	sub	x9, x8, #1
	ptrue	p0.b
	mov	x12, xzr
	and	x11, x28, x9
	sub	x9, x28, x11
	sub	x13, x28, x11
	.p2align	5, , 16
.LBB_26:
	add	x14, x19, x12
	ld1b	{ z0.b }, p0/z, [x19, x12]
	ld1b	{ z2.b }, p0/z, [x22, x12]
	subs	x13, x13, x8
	fadd	z0.d, z0.d, z0.d
	ldr	z1, [x14, #1, mul vl]
	add	x14, x22, x12
	ldr	z3, [x14, #1, mul vl]
	add	x14, x20, x12
	fadd	z1.d, z1.d, z1.d
	fsub	z0.d, z0.d, z2.d
	fsub	z1.d, z1.d, z3.d
	st1b	{ z0.b }, p0, [x20, x12]
	add	x12, x12, x10
	str	z1, [x14, #1, mul vl]
	b.ne	.LBB_26
	cbz	x11, .LBB_63
.LBB_28:
	sub	w10, w28, w9
	add	x8, x9, #1
	tbz	w10, #0, .LBB_30
	ldr	d0, [x19, x9, lsl #3]
	ldr	d1, [x22, x9, lsl #3]
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x20, x9, lsl #3]
	mov	x9, x8
.LBB_30:
	cmp	x28, x8
	b.eq	.LBB_63
	lsl	x8, x9, #3
	sub	x9, x9, x28
	add	x11, x8, #8
	add	x8, x19, x11
	add	x10, x20, x11
	add	x11, x22, x11
	.p2align	5, , 16
.LBB_32:
	ldur	d0, [x8, #-8]
	ldur	d1, [x11, #-8]
	adds	x9, x9, #2
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	stur	d0, [x10, #-8]
	ldr	d0, [x8], #16
	ldr	d1, [x11], #16
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x10], #16
	b.ne	.LBB_32
	b	.LBB_63
.LBB_33:
	add	x10, x22, x28, lsl #3
	add	x11, x20, x28, lsl #3
	add	x12, x19, #8
	mov	x9, xzr
	cmp	x20, x10
	ccmp	x22, x11, #2, lo
	cset	w10, lo
	cmp	x19, x11
	ccmp	x20, x12, #2, lo
	b.lo	.LBB_38
	tbnz	w10, #0, .LBB_38
	ldr	d0, [x19]
	sub	x9, x8, #1
	rdvl	x11, #2
	mov	x12, x20
	mov	x13, x22
	and	x10, x28, x9
	sub	x9, x28, x10
	sub	x14, x28, x10
	fadd	d0, d0, d0
	mov	z0.d, d0
	.p2align	5, , 16
.LBB_36:
	ldr	z1, [x13]
	ldr	z2, [x13, #1, mul vl]
	subs	x14, x14, x8
	add	x13, x13, x11
	fsub	z1.d, z0.d, z1.d
	fsub	z2.d, z0.d, z2.d
	str	z1, [x12]
	str	z2, [x12, #1, mul vl]
	add	x12, x12, x11
	b.ne	.LBB_36
	cbz	x10, .LBB_63
.LBB_38:
	sub	w10, w28, w9
	add	x8, x9, #1
	tbz	w10, #0, .LBB_40
	ldr	d0, [x19]
	ldr	d1, [x22, x9, lsl #3]
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x20, x9, lsl #3]
	mov	x9, x8
.LBB_40:
	cmp	x28, x8
	b.eq	.LBB_63
	lsl	x8, x9, #3
	sub	x9, x9, x28
	add	x10, x8, #8
	add	x8, x22, x10
	add	x10, x20, x10
	.p2align	5, , 16
.LBB_42:
	ldr	d0, [x19]
	ldur	d1, [x8, #-8]
	adds	x9, x9, #2
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	stur	d0, [x10, #-8]
	ldr	d0, [x19]
	ldr	d1, [x8], #16
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x10], #16
	b.ne	.LBB_42
	b	.LBB_63
.LBB_43:
	add	x10, x22, #8
	add	x11, x20, x28, lsl #3
	add	x12, x19, x28, lsl #3
	mov	x9, xzr
	cmp	x20, x10
	ccmp	x22, x11, #2, lo
	cset	w10, lo
	cmp	x19, x11
	ccmp	x20, x12, #2, lo
	b.lo	.LBB_48
	tbnz	w10, #0, .LBB_48
	ldr	d0, [x22]
	sub	x9, x8, #1
	rdvl	x11, #2
	mov	x12, x20
	mov	x13, x19
	and	x10, x28, x9
	sub	x9, x28, x10
	sub	x14, x28, x10
	mov	z0.d, d0
	.p2align	5, , 16
.LBB_46:
	ldr	z1, [x13]
	ldr	z2, [x13, #1, mul vl]
	subs	x14, x14, x8
	add	x13, x13, x11
	fadd	z1.d, z1.d, z1.d
	fadd	z2.d, z2.d, z2.d
	fsub	z1.d, z1.d, z0.d
	fsub	z2.d, z2.d, z0.d
	str	z1, [x12]
	str	z2, [x12, #1, mul vl]
	add	x12, x12, x11
	b.ne	.LBB_46
	cbz	x10, .LBB_63
.LBB_48:
	sub	w10, w28, w9
	add	x8, x9, #1
	tbz	w10, #0, .LBB_50
	ldr	d0, [x19, x9, lsl #3]
	ldr	d1, [x22]
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x20, x9, lsl #3]
	mov	x9, x8
.LBB_50:
	cmp	x28, x8
	b.eq	.LBB_63
	lsl	x8, x9, #3
	sub	x9, x9, x28
	add	x10, x8, #8
	add	x8, x19, x10
	add	x10, x20, x10
	.p2align	5, , 16
.LBB_52:
	ldur	d0, [x8, #-8]
	ldr	d1, [x22]
	adds	x9, x9, #2
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	stur	d0, [x10, #-8]
	ldr	d1, [x22]
	ldr	d0, [x8], #16
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x10], #16
	b.ne	.LBB_52
	b	.LBB_63
.LBB_53:
	add	x10, x22, #8
	add	x11, x20, x28, lsl #3
	add	x12, x19, #8
	mov	x9, xzr
	cmp	x20, x10
	ccmp	x22, x11, #2, lo
	cset	w10, lo
	cmp	x19, x11
	ccmp	x20, x12, #2, lo
	b.lo	.LBB_58
	tbnz	w10, #0, .LBB_58
	ldr	d1, [x19]
	ldr	d0, [x22]
	sub	x9, x8, #1
	rdvl	x11, #2
	mov	x12, x20
	and	x10, x28, x9
	sub	x9, x28, x10
	sub	x13, x28, x10
	fadd	d1, d1, d1
	fsub	d0, d1, d0
	mov	z0.d, d0
	.p2align	5, , 16
.LBB_56:
	str	z0, [x12]
	str	z0, [x12, #1, mul vl]
	subs	x13, x13, x8
	add	x12, x12, x11
	b.ne	.LBB_56
	cbz	x10, .LBB_63
.LBB_58:
	sub	w10, w28, w9
	add	x8, x9, #1
	tbz	w10, #0, .LBB_60
	ldr	d0, [x19]
	ldr	d1, [x22]
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x20, x9, lsl #3]
	mov	x9, x8
.LBB_60:
	cmp	x28, x8
	b.eq	.LBB_63
	add	x8, x20, x9, lsl #3
	sub	x9, x9, x28
	add	x8, x8, #8
	.p2align	5, , 16
.LBB_62:
	ldr	d0, [x19]
	ldr	d1, [x22]
	adds	x9, x9, #2
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	stur	d0, [x8, #-8]
	ldr	d0, [x19]
	ldr	d1, [x22]
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x8], #16
	b.ne	.LBB_62
.LBB_63:
	mov	x0, x27
	bl	NRT_decref
	ldr	x0, [sp, #248]
	bl	NRT_decref
	ldr	x9, [sp, #240]
	movi	v0.2d, #0000000000000000
	mov	w8, #8
	add	x0, sp, #592
	add	x1, sp, #584
	mov	w5, #8
	str	xzr, [sp, #640]
	mov	x2, x29
	mov	x3, xzr
	mov	x4, x28
	mov	x6, x20
	mov	x7, x28
	stp	q0, q0, [sp, #608]
	str	q0, [sp, #592]
	stp	x8, x9, [sp]
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	ldr	x9, [sp, #296]
	cbnz	w0, .LBB_92
	ldr	x9, [sp, #608]
	ldr	x8, [sp, #616]
	ldr	x19, [sp, #936]
	mov	x0, x29
	ldr	x23, [sp, #592]
	ldr	x22, [sp, #600]
	stp	x8, x9, [sp, #240]
	ldr	x9, [sp, #624]
	ldr	x8, [sp, #632]
	stp	x8, x9, [sp, #224]
	ldr	x8, [sp, #640]
	str	x8, [sp, #216]
	bl	NRT_decref
	ldp	x27, x24, [sp, #264]
	ldp	x20, x28, [sp, #280]
	movi	v0.2d, #0000000000000000
	add	x0, sp, #528
	add	x1, sp, #520
	mov	x2, x21
	str	xzr, [sp, #576]
	mov	x6, x25
	stp	q0, q0, [sp, #544]
	str	q0, [sp, #528]
	mov	x3, x28
	stp	x27, x19, [sp]
	ldr	x19, [sp, #256]
	mov	x4, x24
	mov	x5, x20
	mov	x7, x19
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_93
	ldr	x9, [sp, #528]
	ldr	x8, [sp, #944]
	ldr	x29, [sp, #568]
	movi	v0.2d, #0000000000000000
	add	x0, sp, #464
	add	x1, sp, #456
	mov	x2, x21
	mov	x3, x28
	str	xzr, [sp, #512]
	mov	x4, x24
	mov	x5, x20
	mov	x6, x25
	mov	x7, x19
	stp	q0, q0, [sp, #480]
	str	q0, [sp, #464]
	stp	x22, x9, [sp, #184]
	ldr	x22, [sp, #560]
	stp	x27, x8, [sp]
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_94
	ldr	x8, [sp, #928]
	ldr	x9, [sp, #464]
	mov	x4, x24
	mov	x6, x25
	ldp	x24, x25, [sp, #496]
	movi	v0.2d, #0000000000000000
	add	x0, sp, #400
	add	x1, sp, #392
	stp	x23, x6, [sp, #136]
	str	xzr, [sp, #448]
	mov	x23, x21
	mov	x2, x21
	mov	x3, x28
	stp	q0, q0, [sp, #416]
	str	q0, [sp, #400]
	mov	x5, x20
	mov	x7, x19
	stp	x9, x8, [sp, #152]
	stp	x27, x8, [sp]
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_95
	str	x26, [sp, #128]
	ldr	x20, [sp, #400]
	ldp	x26, x27, [sp, #432]
	cmp	x29, #1
	b.ne	.LBB_70
	cmp	x25, #1
	mov	x28, x25
	mov	x21, x23
	b.ne	.LBB_74
	cmp	x27, #1
	mov	x28, x27
	b.ne	.LBB_78
	b	.LBB_79
.LBB_70:
	cmp	x25, #1
	mov	x21, x23
	b.eq	.LBB_73
	cmp	x25, x29
	mov	x28, x29
	b.eq	.LBB_74
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	ldr	x9, [sp, #296]
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	b	.LBB_77
.LBB_73:
	mov	x28, x29
.LBB_74:
	cmp	x27, #1
	b.eq	.LBB_78
	cmp	x27, x28
	b.eq	.LBB_78
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	ldr	x9, [sp, #296]
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
.LBB_77:
	str	x8, [x9]
	mov	w0, #1
	b	.LBB_89
.LBB_78:
	mov	x8, #-1152921504606846976
	add	x8, x28, x8
	lsr	x8, x8, #61
	cmp	x8, #6
	b.ls	.LBB_100
.LBB_79:
	lsl	x0, x28, #3
	mov	w1, #32
	bl	NRT_MemInfo_alloc_aligned
	cbz	x0, .LBB_96
	mov	x19, x0
	mov	x0, x20
	ldr	x20, [x19, #24]
	cmp	x28, #1
	b.lt	.LBB_86
	cmp	x29, #1
	b.ls	.LBB_84
	fmov	d0, #3.00000000
	mov	x8, xzr
	mov	x9, xzr
	mov	x10, xzr
	.p2align	5, , 16
.LBB_83:
	ldr	d1, [x22, x8, lsl #3]
	cmp	x25, #1
	csel	x10, x8, x10, hi
	cmp	x27, #1
	csel	x9, x8, x9, hi
	ldr	d2, [x24, x10, lsl #3]
	ldr	d3, [x26, x9, lsl #3]
	fmul	d1, d1, d0
	fsub	d1, d1, d2
	fsub	d1, d1, d3
	str	d1, [x20, x8, lsl #3]
	add	x8, x8, #1
	cmp	x28, x8
	b.ne	.LBB_83
	b	.LBB_86
.LBB_84:
	fmov	d0, #3.00000000
	mov	x8, xzr
	mov	x9, xzr
	mov	x10, xzr
	.p2align	5, , 16
.LBB_85:
	ldr	d1, [x22]
	cmp	x25, #1
	csel	x10, x8, x10, hi
	cmp	x27, #1
	csel	x9, x8, x9, hi
	ldr	d2, [x24, x10, lsl #3]
	ldr	d3, [x26, x9, lsl #3]
	fmul	d1, d1, d0
	fsub	d1, d1, d2
	fsub	d1, d1, d3
	str	d1, [x20, x8, lsl #3]
	add	x8, x8, #1
	cmp	x28, x8
	b.ne	.LBB_85
.LBB_86:
	bl	NRT_decref
	ldr	x0, [sp, #152]
	bl	NRT_decref
	ldr	x0, [sp, #192]
	bl	NRT_decref
	ldr	x9, [sp, #160]
	movi	v0.2d, #0000000000000000
	mov	w8, #8
	add	x0, sp, #336
	add	x1, sp, #328
	mov	w5, #8
	str	xzr, [sp, #384]
	mov	x2, x19
	mov	x3, xzr
	mov	x4, x28
	mov	x6, x20
	mov	x7, x28
	stp	q0, q0, [sp, #352]
	str	q0, [sp, #336]
	stp	x8, x9, [sp]
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_98
	add	x8, sp, #89
	ldr	x20, [sp, #336]
	ldp	x23, x22, [sp, #376]
	mov	x0, x19
	ldur	q0, [x8, #255]
	add	x8, sp, #105
	str	q0, [sp, #192]
	ldur	q0, [x8, #255]
	str	q0, [sp, #160]
	bl	NRT_decref
	ldp	x9, x10, [sp, #216]
	ldr	q0, [sp, #160]
	add	x0, sp, #312
	add	x1, sp, #304
	mov	x2, x21
	stp	x23, x22, [sp, #104]
	ldp	x8, x7, [sp, #248]
	stp	xzr, xzr, [sp, #312]
	stp	x9, x20, [sp, #56]
	ldp	x9, x11, [sp, #232]
	ldp	x22, x6, [sp, #136]
	ldp	x5, x3, [sp, #280]
	stur	q0, [sp, #88]
	ldr	q0, [sp, #192]
	stp	x8, x11, [sp, #24]
	ldr	x8, [sp, #184]
	stp	x9, x10, [sp, #40]
	stp	x22, x8, [sp, #8]
	ldp	x8, x4, [sp, #264]
	stur	q0, [sp, #72]
	str	x8, [sp]
	bl	_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE
	ldr	x9, [sp, #296]
	cbnz	w0, .LBB_99
	ldr	d8, [sp, #312]
	ldr	x19, [sp, #320]
	mov	x0, x21
	bl	NRT_decref
	mov	x0, x20
	bl	NRT_decref
	mov	x0, x22
	bl	NRT_decref
	ldr	x8, [sp, #128]
	mov	w0, wzr
	str	d8, [x8]
	str	x19, [x8, #8]
.LBB_89:
	add	sp, sp, #784
	ldp	x20, x19, [sp, #96]
	ldp	x22, x21, [sp, #80]
	ldp	x24, x23, [sp, #64]
	ldp	x26, x25, [sp, #48]
	ldp	x28, x27, [sp, #32]
	ldp	x29, x30, [sp, #16]
	ldr	d8, [sp], #112
	ret
.LBB_90:
	ldr	x8, [sp, #792]
	b	.LBB_7
.LBB_91:
	ldr	x8, [sp, #648]
	b	.LBB_7
.LBB_92:
	ldr	x8, [sp, #584]
	b	.LBB_77
.LBB_93:
	ldr	x8, [sp, #520]
	ldr	x9, [sp, #296]
	b	.LBB_77
.LBB_94:
	ldr	x8, [sp, #456]
	ldr	x9, [sp, #296]
	b	.LBB_77
.LBB_95:
	ldr	x8, [sp, #392]
	ldr	x9, [sp, #296]
	b	.LBB_77
.LBB_96:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>.18
	ldr	x9, [sp, #296]
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>.18
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>.18
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>.18
	b	.LBB_77
.LBB_97:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	b	.LBB_7
.LBB_98:
	ldr	x8, [sp, #328]
	ldr	x9, [sp, #296]
	b	.LBB_77
.LBB_99:
	ldr	x8, [sp, #304]
	b	.LBB_77
.LBB_100:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	ldr	x9, [sp, #296]
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	b	.LBB_77
