# ipc_tax_ref.kernel.event_loop — assembly (inspect_asm), compiled for aarch64-unknown-linux-gnu -mcpu=neoverse-v1 by numba's own code generator, numba 0.68.1 (OPT=3, LOOP_VECTORIZE=1, SLP_VECTORIZE=0), llvmlite 0.50.0 (LLVM 22.1.0)
# command: python -m ipc_tax_ref.asm numba-arm DIR --cpu neoverse-v1
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
_ZN11ipc_tax_ref6kernel10event_loopB2vNB38c8tJTIeFIjxB2IKSgI4CrvQClQZ6FczSBAA_3dE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE5ArrayIdLi1E1C7mutable7alignedE:
	.cfi_startproc
	str	d10, [sp, #-112]!
	stp	d9, d8, [sp, #8]
	str	x30, [sp, #24]
	stp	x28, x27, [sp, #32]
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
	.cfi_offset w28, -80
	.cfi_offset w30, -88
	.cfi_offset b8, -96
	.cfi_offset b9, -104
	.cfi_offset b10, -112
	ldr	x25, [sp, #176]
	ldr	x24, [sp, #120]
	mov	x22, x7
	mov	x23, x6
	mov	x20, x2
	mov	x21, x1
	mov	x19, x0
	mov	x0, x2
	bl	NRT_incref
	mov	x0, x24
	bl	NRT_incref
	mov	x0, x25
	bl	NRT_incref
	sub	x8, x22, #1
	movz	x27, #:abs_g0_nc:.LCPI_0
	cmp	x8, #1
	b.lt	.LBB_14
	mov	x11, x27
	movk	x11, #:abs_g1_nc:.LCPI_0
	ldr	x9, [sp, #208]
	ldr	x10, [sp, #152]
	movi	d8, #0000000000000000
	fmov	d2, #1.00000000
	fmov	d3, #-1.00000000
	movi	d9, #0000000000000000
	movk	x11, #:abs_g2_nc:.LCPI_0
	mov	x26, xzr
	mov	x12, xzr
	movk	x11, #:abs_g3:.LCPI_0
	ldr	d0, [x11]
	mov	x11, #4636737291354636288
	fmov	d1, x11
	add	x11, x23, #8
	b	.LBB_4
	.p2align	5, , 16
.LBB_2:
	mov	x28, x12
.LBB_3:
	add	x11, x11, #8
	add	x10, x10, #8
	add	x9, x9, #8
	subs	x8, x8, #1
	mov	x12, x28
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
	mov	w28, #1
	cmp	x28, x12
	b.eq	.LBB_2
	b	.LBB_10
	.p2align	5, , 16
.LBB_7:
	fcmp	d4, d5
	b.pl	.LBB_2
	ldr	d4, [x9]
	ldr	d5, [x10]
	fcmp	d4, d5
	b.le	.LBB_2
	mov	x28, #-1
	cmp	x28, x12
	b.eq	.LBB_2
.LBB_10:
	cbz	x12, .LBB_13
	fcmp	d9, #0.0
	b.eq	.LBB_20
	ldr	d5, [x11]
	scvtf	d4, x12
	add	x26, x26, #1
	fsub	d6, d5, d9
	fmul	d4, d6, d4
	fdiv	d4, d4, d9
	fmov	d9, d5
	fadd	d4, d4, d2
	fmul	d4, d4, d0
	fadd	d4, d4, d3
	fmul	d4, d4, d1
	fadd	d8, d8, d4
	b	.LBB_3
.LBB_13:
	ldr	d9, [x11]
	b	.LBB_3
.LBB_14:
	mov	x28, xzr
	mov	x26, xzr
	movi	d9, #0000000000000000
	movi	d8, #0000000000000000
.LBB_15:
	mov	x0, x25
	bl	NRT_decref
	mov	x0, x24
	bl	NRT_decref
	cbz	x28, .LBB_18
	and	x8, x22, x22, asr #63
	add	x9, x23, x22, lsl #3
	mov	x0, x20
	add	x8, x9, x8, lsl #3
	ldur	d10, [x8, #-8]
	bl	NRT_decref
	fcmp	d9, #0.0
	b.eq	.LBB_20
	scvtf	d0, x28
	fsub	d1, d10, d9
	movk	x27, #:abs_g1_nc:.LCPI_0
	mov	x8, #4636737291354636288
	add	x26, x26, #1
	mov	x20, xzr
	movk	x27, #:abs_g2_nc:.LCPI_0
	movk	x27, #:abs_g3:.LCPI_0
	fmul	d0, d1, d0
	fmov	d1, #1.00000000
	fdiv	d0, d0, d9
	fadd	d0, d0, d1
	ldr	d1, [x27]
	fmul	d0, d0, d1
	fmov	d1, #-1.00000000
	fadd	d0, d0, d1
	fmov	d1, x8
	fmul	d0, d0, d1
	fadd	d8, d8, d0
.LBB_18:
	mov	x0, x20
	bl	NRT_decref
	mov	w0, wzr
	str	d8, [x19]
	str	x26, [x19, #8]
.LBB_19:
	ldp	d9, d8, [sp, #8]
	ldp	x20, x19, [sp, #96]
	ldr	x30, [sp, #24]
	ldp	x22, x21, [sp, #80]
	ldp	x24, x23, [sp, #64]
	ldp	x26, x25, [sp, #48]
	ldp	x28, x27, [sp, #32]
	ldr	d10, [sp], #112
	ret
.LBB_20:
	movz	x8, #:abs_g0_nc:.const.picklebuf.<sha1>
	mov	w0, #1
	movk	x8, #:abs_g1_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g2_nc:.const.picklebuf.<sha1>
	movk	x8, #:abs_g3:.const.picklebuf.<sha1>
	str	x8, [x21]
	b	.LBB_19
