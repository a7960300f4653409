# ipc_tax_ref.kernel.combo — assembly (inspect_asm), compiled for aarch64-unknown-linux-gnu -mcpu=apple-m1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
# command: python -m ipc_tax_ref.asm numba-arm DIR --cpu apple-m1
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
	mov	x26, x7
	mov	x27, x6
	mov	x28, x5
	mov	x22, x4
	mov	x24, x3
	mov	x21, x2
	mov	x25, x1
	mov	x20, x0
	ldr	x29, [sp, #896]
	ldr	x19, [sp, #912]
	str	xzr, [sp, #792]
	str	xzr, [sp, #648]
	movi	v0.2d, #0000000000000000
	stp	q0, q0, [sp, #592]
	str	q0, [sp, #624]
	str	xzr, [sp, #640]
	str	xzr, [sp, #584]
	stp	q0, q0, [sp, #528]
	str	q0, [sp, #560]
	str	xzr, [sp, #576]
	str	xzr, [sp, #520]
	stp	q0, q0, [sp, #464]
	str	q0, [sp, #496]
	str	xzr, [sp, #512]
	stp	xzr, xzr, [sp, #448]
	stp	q0, q0, [sp, #400]
	str	q0, [sp, #432]
	stp	xzr, xzr, [sp, #384]
	stp	q0, q0, [sp, #352]
	str	q0, [sp, #336]
	stp	xzr, xzr, [sp, #320]
	stp	xzr, xzr, [sp, #304]
	mov	x0, x2
	bl	NRT_incref
	str	xzr, [sp, #768]
	movi	v0.2d, #0000000000000000
	stp	q0, q0, [sp, #736]
	str	q0, [sp, #720]
	stp	x29, x19, [sp]
	add	x0, sp, #720
	add	x1, sp, #792
	mov	x2, x21
	mov	x3, x24
	mov	x4, x22
	mov	x5, x28
	mov	x6, x27
	mov	x7, x26
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_77
	str	x20, [sp, #240]
	ldr	x8, [sp, #904]
	ldr	x19, [sp, #720]
	ldr	x20, [sp, #752]
	ldr	x23, [sp, #760]
	str	xzr, [sp, #704]
	movi	v0.2d, #0000000000000000
	stp	q0, q0, [sp, #672]
	str	q0, [sp, #656]
	stp	x29, x8, [sp]
	add	x0, sp, #656
	add	x1, sp, #648
	mov	x2, x21
	mov	x3, x24
	mov	x4, x22
	mov	x5, x28
	mov	x6, x27
	mov	x7, x26
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_78
	stp	x24, x22, [sp, #264]
	ldr	x9, [sp, #656]
	ldr	x22, [sp, #688]
	ldr	x24, [sp, #696]
	cmp	x23, #1
	stp	x27, x26, [sp, #288]
	str	x28, [sp, #280]
	b.ne	.LBB_4
	mov	x28, x24
	cmp	x24, #1
	b.ne	.LBB_8
	b	.LBB_9
.LBB_4:
	mov	x28, x23
	cmp	x24, #1
	b.eq	.LBB_8
	cmp	x24, x23
	b.eq	.LBB_8
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
.LBB_7:
	str	x8, [x25]
	mov	w0, #1
	b	.LBB_56
.LBB_8:
	mov	x8, #-1152921504606846976
	add	x8, x28, x8
	lsr	x8, x8, #61
	cmp	x8, #6
	b.ls	.LBB_83
.LBB_9:
	mov	x26, x9
	str	x19, [sp, #256]
	lsl	x27, x28, #3
	mov	x0, x27
	mov	w1, #32
	bl	NRT_MemInfo_alloc_aligned
	cbz	x0, .LBB_84
	mov	x19, x0
	ldr	x8, [sp, #920]
	str	x8, [sp, #248]
	ldr	x13, [x0, #24]
	cmp	x28, #1
	b.lt	.LBB_30
	cmp	x23, #2
	b.lo	.LBB_17
	cmp	x24, #1
	b.ls	.LBB_22
	cmp	x28, #8
	b.hs	.LBB_57
	mov	x8, #0
.LBB_15:
	lsl	x11, x8, #3
	add	x9, x22, x11
	add	x10, x13, x11
	add	x11, x20, x11
	sub	x8, x8, x28
.LBB_16:
	ldr	d0, [x11], #8
	ldr	d1, [x9], #8
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x10], #8
	adds	x8, x8, #1
	b.lo	.LBB_16
	b	.LBB_30
.LBB_17:
	cmp	x24, #1
	b.ls	.LBB_26
	cmp	x28, #8
	b.hs	.LBB_62
	mov	x8, #0
.LBB_20:
	lsl	x10, x8, #3
	add	x9, x22, x10
	add	x10, x13, x10
	sub	x8, x8, x28
.LBB_21:
	ldr	d0, [x9], #8
	ldr	d1, [x20]
	fadd	d1, d1, d1
	fsub	d0, d1, d0
	str	d0, [x10], #8
	adds	x8, x8, #1
	b.lo	.LBB_21
	b	.LBB_30
.LBB_22:
	cmp	x28, #8
	b.hs	.LBB_67
	mov	x8, #0
.LBB_24:
	lsl	x10, x8, #3
	add	x9, x20, x10
	add	x10, x13, x10
	sub	x8, x8, x28
.LBB_25:
	ldr	d0, [x9], #8
	ldr	d1, [x22]
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x10], #8
	adds	x8, x8, #1
	b.lo	.LBB_25
	b	.LBB_30
.LBB_26:
	cmp	x28, #8
	b.hs	.LBB_72
	mov	x8, #0
.LBB_28:
	add	x9, x13, x8, lsl #3
	sub	x8, x8, x28
.LBB_29:
	ldr	d0, [x20]
	ldr	d1, [x22]
	fadd	d0, d0, d0
	fsub	d0, d0, d1
	str	d0, [x9], #8
	adds	x8, x8, #1
	b.lo	.LBB_29
.LBB_30:
	mov	x0, x26
	mov	x20, x13
	bl	NRT_decref
	ldr	x0, [sp, #256]
	bl	NRT_decref
	str	xzr, [sp, #640]
	movi	v0.2d, #0000000000000000
	stp	q0, q0, [sp, #608]
	str	q0, [sp, #592]
	mov	w8, #8
	ldr	x9, [sp, #248]
	stp	x8, x9, [sp]
	add	x0, sp, #592
	add	x1, sp, #584
	mov	x2, x19
	mov	x3, #0
	mov	x4, x28
	mov	w5, #8
	mov	x6, x20
	mov	x7, x28
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_79
	ldr	x20, [sp, #936]
	ldr	x23, [sp, #592]
	ldr	x22, [sp, #600]
	ldr	x26, [sp, #608]
	ldr	x8, [sp, #616]
	stp	x8, x25, [sp, #248]
	ldr	x9, [sp, #624]
	ldr	x8, [sp, #632]
	stp	x8, x9, [sp, #224]
	ldr	x8, [sp, #640]
	str	x8, [sp, #216]
	mov	x0, x19
	bl	NRT_decref
	str	xzr, [sp, #576]
	movi	v0.2d, #0000000000000000
	stp	q0, q0, [sp, #544]
	str	q0, [sp, #528]
	stp	x29, x20, [sp]
	add	x0, sp, #528
	add	x1, sp, #520
	mov	x2, x21
	ldp	x25, x24, [sp, #264]
	mov	x3, x25
	mov	x4, x24
	ldp	x28, x20, [sp, #280]
	mov	x5, x28
	mov	x6, x20
	ldr	x19, [sp, #296]
	mov	x7, x19
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_80
	stp	x26, x22, [sp, #176]
	ldr	x8, [sp, #944]
	ldr	x9, [sp, #528]
	str	x9, [sp, #192]
	ldr	x22, [sp, #560]
	ldr	x26, [sp, #568]
	str	xzr, [sp, #512]
	movi	v0.2d, #0000000000000000
	stp	q0, q0, [sp, #480]
	str	q0, [sp, #464]
	stp	x29, x8, [sp]
	add	x0, sp, #464
	add	x1, sp, #456
	mov	x2, x21
	mov	x3, x25
	mov	x4, x24
	mov	x5, x28
	mov	x6, x20
	mov	x7, x19
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_81
	stp	x23, x29, [sp, #136]
	ldr	x8, [sp, #928]
	ldr	x9, [sp, #464]
	stp	x9, x8, [sp, #152]
	mov	x4, x24
	ldp	x23, x24, [sp, #496]
	str	xzr, [sp, #448]
	movi	v0.2d, #0000000000000000
	stp	q0, q0, [sp, #416]
	str	q0, [sp, #400]
	stp	x29, x8, [sp]
	add	x0, sp, #400
	add	x1, sp, #392
	mov	x27, x21
	mov	x2, x21
	mov	x3, x25
	mov	x5, x28
	mov	x6, x20
	mov	x7, x19
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_82
	ldr	x19, [sp, #400]
	ldp	x29, x25, [sp, #432]
	cmp	x26, #1
	b.ne	.LBB_37
	mov	x28, x24
	cmp	x24, #1
	b.ne	.LBB_40
	mov	x28, x25
	cmp	x25, #1
	b.ne	.LBB_45
	b	.LBB_46
.LBB_37:
	mov	x28, x26
	cmp	x24, #1
	b.eq	.LBB_40
	cmp	x24, x26
	b.eq	.LBB_40
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	b	.LBB_43
.LBB_40:
	cmp	x25, #1
	b.eq	.LBB_45
	cmp	x25, x28
	b.eq	.LBB_45
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
.LBB_43:
	ldr	x9, [sp, #256]
.LBB_44:
	str	x8, [x9]
	mov	w0, #1
	b	.LBB_56
.LBB_45:
	mov	x8, #-1152921504606846976
	add	x8, x28, x8
	lsr	x8, x8, #61
	cmp	x8, #6
	b.ls	.LBB_87
.LBB_46:
	lsl	x0, x28, #3
	mov	w1, #32
	bl	NRT_MemInfo_alloc_aligned
	cbz	x0, .LBB_88
	mov	x20, x0
	mov	x0, x19
	ldr	x19, [x20, #24]
	cmp	x28, #1
	b.lt	.LBB_53
	cmp	x26, #1
	b.ls	.LBB_51
	mov	x8, #0
	mov	x9, #0
	mov	x10, #0
	fmov	d0, #3.00000000
.LBB_50:
	ldr	d1, [x22, x8, lsl #3]
	cmp	x24, #1
	csel	x10, x8, x10, hi
	ldr	d2, [x23, x10, lsl #3]
	cmp	x25, #1
	csel	x9, x8, x9, hi
	ldr	d3, [x29, x9, lsl #3]
	fmul	d1, d1, d0
	fsub	d1, d1, d2
	fsub	d1, d1, d3
	str	d1, [x19, x8, lsl #3]
	add	x8, x8, #1
	cmp	x28, x8
	b.ne	.LBB_50
	b	.LBB_53
.LBB_51:
	mov	x8, #0
	mov	x9, #0
	mov	x10, #0
	fmov	d0, #3.00000000
.LBB_52:
	cmp	x24, #1
	csel	x10, x8, x10, hi
	ldr	d1, [x23, x10, lsl #3]
	ldr	d2, [x22]
	cmp	x25, #1
	csel	x9, x8, x9, hi
	ldr	d3, [x29, x9, lsl #3]
	fmul	d2, d2, d0
	fsub	d1, d2, d1
	fsub	d1, d1, d3
	str	d1, [x19, x8, lsl #3]
	add	x8, x8, #1
	cmp	x28, x8
	b.ne	.LBB_52
.LBB_53:
	bl	NRT_decref
	ldr	x0, [sp, #152]
	bl	NRT_decref
	ldr	x0, [sp, #192]
	bl	NRT_decref
	str	xzr, [sp, #384]
	movi	v0.2d, #0000000000000000
	stp	q0, q0, [sp, #352]
	str	q0, [sp, #336]
	mov	w8, #8
	ldr	x9, [sp, #160]
	stp	x8, x9, [sp]
	add	x0, sp, #336
	add	x1, sp, #328
	mov	x2, x20
	mov	x3, #0
	mov	x4, x28
	mov	w5, #8
	mov	x6, x19
	mov	x7, x28
	bl	_ZN11ipc_tax_ref6kernel3wmaB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedEx
	cbnz	w0, .LBB_85
	ldr	x19, [sp, #336]
	ldp	x23, x22, [sp, #376]
	add	x8, sp, #89
	ldur	q0, [x8, #255]
	str	q0, [sp, #192]
	add	x8, sp, #105
	ldur	q0, [x8, #255]
	str	q0, [sp, #160]
	mov	x0, x20
	bl	NRT_decref
	stp	xzr, xzr, [sp, #312]
	stp	x23, x22, [sp, #104]
	ldr	q0, [sp, #160]
	stur	q0, [sp, #88]
	ldr	q0, [sp, #192]
	stur	q0, [sp, #72]
	ldp	x9, x10, [sp, #216]
	stp	x9, x19, [sp, #56]
	ldr	x8, [sp, #232]
	stp	x8, x10, [sp, #40]
	ldr	x9, [sp, #248]
	add	x0, sp, #312
	add	x1, sp, #304
	ldp	x10, x8, [sp, #176]
	stp	x10, x9, [sp, #24]
	ldr	x22, [sp, #136]
	stp	x22, x8, [sp, #8]
	ldr	x8, [sp, #144]
	str	x8, [sp]
	mov	x2, x27
	ldp	x3, x4, [sp, #264]
	ldp	x5, x6, [sp, #280]
	ldr	x7, [sp, #296]
	bl	_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE
	ldr	x9, [sp, #256]
	cbnz	w0, .LBB_86
	ldr	d8, [sp, #312]
	ldr	x20, [sp, #320]
	mov	x0, x27
	bl	NRT_decref
	mov	x0, x19
	bl	NRT_decref
	mov	x0, x22
	bl	NRT_decref
	mov	w0, #0
	ldr	x8, [sp, #240]
	str	d8, [x8]
	str	x20, [x8, #8]
.LBB_56:
	add	sp, sp, #784
	ldp	x20, x19, [sp, #96]
	ldp	x22, x21, [sp, #80]
	ldp	x24, x23, [sp, #64]
	ldp	x26, x25, [sp, #48]
	ldp	x28, x27, [sp, #32]
	ldp	x29, x30, [sp, #16]
	ldr	d8, [sp], #112
	ret
.LBB_57:
	mov	x8, #0
	sub	x9, x13, x20
	cmp	x9, #64
	b.lo	.LBB_15
	sub	x9, x13, x22
	cmp	x9, #64
	b.lo	.LBB_15
	and	x8, x28, #0x7ffffffffffffff8
	add	x9, x20, #32
	add	x10, x22, #32
	add	x11, x13, #32
	neg	x12, x8
.LBB_60:
	ldp	q0, q1, [x9, #-32]
	ldp	q2, q3, [x9], #64
	ldp	q4, q5, [x10, #-32]
	ldp	q6, q7, [x10], #64
	fadd	v0.2d, v0.2d, v0.2d
	fadd	v1.2d, v1.2d, v1.2d
	fadd	v2.2d, v2.2d, v2.2d
	fadd	v3.2d, v3.2d, v3.2d
	fsub	v0.2d, v0.2d, v4.2d
	fsub	v1.2d, v1.2d, v5.2d
	fsub	v2.2d, v2.2d, v6.2d
	fsub	v3.2d, v3.2d, v7.2d
	stp	q0, q1, [x11, #-32]
	stp	q2, q3, [x11], #64
	adds	x12, x12, #8
	b.ne	.LBB_60
	cmp	x28, x8
	b.ne	.LBB_15
	b	.LBB_30
.LBB_62:
	mov	x8, #0
	add	x10, x13, x27
	add	x11, x20, #8
	add	x9, x22, x27
	cmp	x13, x9
	ccmp	x22, x10, #2, lo
	cset	w9, lo
	cmp	x20, x10
	ccmp	x13, x11, #2, lo
	b.lo	.LBB_20
	tbnz	w9, #0, .LBB_20
	and	x8, x28, #0x7ffffffffffffff8
	ldr	d0, [x20]
	fadd	d0, d0, d0
	dup	v0.2d, v0.d[0]
	add	x9, x22, #32
	add	x10, x13, #32
	neg	x11, x8
.LBB_65:
	ldp	q1, q2, [x9, #-32]
	ldp	q3, q4, [x9], #64
	fsub	v1.2d, v0.2d, v1.2d
	fsub	v2.2d, v0.2d, v2.2d
	fsub	v3.2d, v0.2d, v3.2d
	fsub	v4.2d, v0.2d, v4.2d
	stp	q1, q2, [x10, #-32]
	stp	q3, q4, [x10], #64
	adds	x11, x11, #8
	b.ne	.LBB_65
	cmp	x28, x8
	b.ne	.LBB_20
	b	.LBB_30
.LBB_67:
	mov	x8, #0
	add	x10, x13, x27
	add	x11, x20, x27
	add	x9, x22, #8
	cmp	x13, x9
	ccmp	x22, x10, #2, lo
	cset	w9, lo
	cmp	x20, x10
	ccmp	x13, x11, #2, lo
	b.lo	.LBB_24
	tbnz	w9, #0, .LBB_24
	and	x8, x28, #0x7ffffffffffffff8
	ld1r	{ v0.2d }, [x22]
	add	x9, x20, #32
	add	x10, x13, #32
	neg	x11, x8
.LBB_70:
	ldp	q1, q2, [x9, #-32]
	ldp	q3, q4, [x9], #64
	fadd	v1.2d, v1.2d, v1.2d
	fadd	v2.2d, v2.2d, v2.2d
	fadd	v3.2d, v3.2d, v3.2d
	fadd	v4.2d, v4.2d, v4.2d
	fsub	v1.2d, v1.2d, v0.2d
	fsub	v2.2d, v2.2d, v0.2d
	fsub	v3.2d, v3.2d, v0.2d
	fsub	v4.2d, v4.2d, v0.2d
	stp	q1, q2, [x10, #-32]
	stp	q3, q4, [x10], #64
	adds	x11, x11, #8
	b.ne	.LBB_70
	cmp	x28, x8
	b.ne	.LBB_24
	b	.LBB_30
.LBB_72:
	mov	x8, #0
	add	x10, x13, x28, lsl #3
	add	x11, x20, #8
	add	x9, x22, #8
	cmp	x13, x9
	ccmp	x22, x10, #2, lo
	cset	w9, lo
	cmp	x20, x10
	ccmp	x13, x11, #2, lo
	b.lo	.LBB_28
	tbnz	w9, #0, .LBB_28
	and	x8, x28, #0x7ffffffffffffff8
	ldr	d0, [x22]
	ldr	d1, [x20]
	fadd	d1, d1, d1
	fsub	d0, d1, d0
	dup	v0.2d, v0.d[0]
	add	x9, x13, #32
	neg	x10, x8
.LBB_75:
	stp	q0, q0, [x9, #-32]
	stp	q0, q0, [x9], #64
	adds	x10, x10, #8
	b.ne	.LBB_75
	cmp	x28, x8
	b.ne	.LBB_28
	b	.LBB_30
.LBB_77:
	ldr	x8, [sp, #792]
	b	.LBB_7
.LBB_78:
	ldr	x8, [sp, #648]
	b	.LBB_7
.LBB_79:
	ldr	x8, [sp, #584]
	b	.LBB_7
.LBB_80:
	ldr	x8, [sp, #520]
	b	.LBB_43
.LBB_81:
	ldr	x8, [sp, #456]
	b	.LBB_43
.LBB_82:
	ldr	x8, [sp, #392]
	b	.LBB_43
.LBB_83:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	b	.LBB_7
.LBB_84:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>.18
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>.18
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>.18
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>.18
	b	.LBB_7
.LBB_85:
	ldr	x8, [sp, #328]
	b	.LBB_43
.LBB_86:
	ldr	x8, [sp, #304]
	b	.LBB_44
.LBB_87:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	b	.LBB_43
.LBB_88:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>.18
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>.18
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>.18
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>.18
	b	.LBB_43
