# ipc_tax_ref.kernel.event_loop — assembly (inspect_asm), compiled for aarch64-unknown-linux-gnu -mcpu=apple-m1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
# command: python -m ipc_tax_ref.asm numba-arm DIR --cpu apple-m1
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE:
	.cfi_startproc
	str	d10, [sp, #-112]!
	stp	d9, d8, [sp, #16]
	stp	x30, x27, [sp, #32]
	stp	x26, x25, [sp, #48]
	stp	x24, x23, [sp, #64]
	stp	x22, x21, [sp, #80]
	stp	x20, x19, [sp, #96]
	.cfi_def_cfa_offset 112
	.cfi_offset w19, -8
	.cfi_offset w20, -16
	.cfi_offset w21, -24
	.cfi_offset w22, -32
	.cfi_offset w23, -40
	.cfi_offset w24, -48
	.cfi_offset w25, -56
	.cfi_offset w26, -64
	.cfi_offset w27, -72
	.cfi_offset w30, -80
	.cfi_offset b8, -88
	.cfi_offset b9, -96
	.cfi_offset b10, -112
	mov	x22, x7
	mov	x23, x6
	mov	x20, x2
	mov	x21, x1
	mov	x19, x0
	ldr	x25, [sp, #176]
	ldr	x24, [sp, #120]
	mov	x0, x2
	bl	NRT_incref
	mov	x0, x24
	bl	NRT_incref
	mov	x0, x25
	bl	NRT_incref
	sub	x8, x22, #1
	cmp	x8, #1
	b.lt	.LBB_14
	mov	x26, #0
	mov	x12, #0
	ldr	x9, [sp, #208]
	ldr	x10, [sp, #152]
	add	x11, x23, #8
	movi	v8.2d, #0000000000000000
	fmov	d0, #1.00000000
	mov	x13, #57357
	movk	x13, #36909, lsl #16
	movk	x13, #63648, lsl #32
	movk	x13, #16367, lsl #48
	fmov	d1, x13
	fmov	d2, #-1.00000000
	mov	x13, #4636737291354636288
	fmov	d3, x13
	movi	v9.2d, #0000000000000000
	b	.LBB_4
.LBB_2:
	mov	x27, x12
.LBB_3:
	add	x11, x11, #8
	add	x10, x10, #8
	add	x9, x9, #8
	mov	x12, x27
	subs	x8, x8, #1
	b.eq	.LBB_15
.LBB_4:
	ldr	d4, [x9, #8]
	ldr	d5, [x10, #8]
	fcmp	d4, d5
	b.le	.LBB_7
	ldr	d6, [x9]
	ldr	d7, [x10]
	fcmp	d6, d7
	b.pl	.LBB_7
	mov	w27, #1
	cmp	x27, x12
	b.eq	.LBB_2
	b	.LBB_10
.LBB_7:
	fcmp	d4, d5
	b.pl	.LBB_2
	ldr	d4, [x9]
	ldr	d5, [x10]
	fcmp	d4, d5
	b.le	.LBB_2
	mov	x27, #-1
	cmp	x27, x12
	b.eq	.LBB_2
.LBB_10:
	cbz	x12, .LBB_13
	fcmp	d9, #0.0
	b.eq	.LBB_20
	scvtf	d4, x12
	ldr	d5, [x11]
	fsub	d6, d5, d9
	fmul	d4, d6, d4
	fdiv	d4, d4, d9
	fadd	d4, d4, d0
	fmul	d4, d4, d1
	fadd	d4, d4, d2
	fmul	d4, d4, d3
	fadd	d8, d8, d4
	add	x26, x26, #1
	mov	v9.16b, v5.16b
	b	.LBB_3
.LBB_13:
	ldr	d9, [x11]
	b	.LBB_3
.LBB_14:
	mov	x27, #0
	mov	x26, #0
	movi	v9.2d, #0000000000000000
	movi	v8.2d, #0000000000000000
.LBB_15:
	mov	x0, x25
	bl	NRT_decref
	mov	x0, x24
	bl	NRT_decref
	cbz	x27, .LBB_18
	and	x8, x22, x22, asr #63
	add	x9, x23, x22, lsl #3
	add	x8, x9, x8, lsl #3
	ldur	d10, [x8, #-8]
	mov	x0, x20
	bl	NRT_decref
	fcmp	d9, #0.0
	b.eq	.LBB_20
	mov	x20, #0
	scvtf	d0, x27
	fsub	d1, d10, d9
	fmul	d0, d1, d0
	fdiv	d0, d0, d9
	fmov	d1, #1.00000000
	fadd	d0, d0, d1
	mov	x8, #57357
	movk	x8, #36909, lsl #16
	movk	x8, #63648, lsl #32
	movk	x8, #16367, lsl #48
	fmov	d1, x8
	mov	x8, #4636737291354636288
	fmov	d2, x8
	fmul	d0, d0, d1
	fmov	d1, #-1.00000000
	fadd	d0, d0, d1
	fmul	d0, d0, d2
	fadd	d8, d8, d0
	add	x26, x26, #1
.LBB_18:
	mov	x0, x20
	bl	NRT_decref
	mov	w0, #0
	str	d8, [x19]
	str	x26, [x19, #8]
.LBB_19:
	ldp	x20, x19, [sp, #96]
	ldp	x22, x21, [sp, #80]
	ldp	x24, x23, [sp, #64]
	ldp	x26, x25, [sp, #48]
	ldp	x30, x27, [sp, #32]
	ldp	d9, d8, [sp, #16]
	ldr	d10, [sp], #112
	ret
.LBB_20:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	str	x8, [x21]
	mov	w0, #1
	b	.LBB_19
