# gap_knobs::hoist::wma — rustc's unoptimised IR (cargo rustc -p gap-knobs --release -- --emit=llvm-ir -C codegen-units=1 -C no-prepopulate-passes -C debuginfo=0),
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2;
# optimised at O3 and lowered for arm64-apple-macosx11.0.0 -mcpu=apple-m1 by python -m ipc_tax_ref.asm lower (llvmlite's LLVM)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
__ZN9gap_knobs5hoist3wma17ha82c839386b15bd8E:
	.cfi_startproc
	stp	x26, x25, [sp, #-80]!
	.cfi_def_cfa_offset 80
	stp	x24, x23, [sp, #16]
	stp	x22, x21, [sp, #32]
	stp	x20, x19, [sp, #48]
	stp	x29, x30, [sp, #64]
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
	.cfi_remember_state
	str	xzr, [x3, #16]
	cbz	x1, LBB_5
	ldr	x8, [x3]
	cmp	x1, x8
	b.hi	LBB_17
	mov	x19, #0
	ldr	x20, [x3, #8]
	add	x8, x20, x19, lsl #3
	subs	x21, x1, #1
	b.eq	LBB_4
LBB_3:
	lsl	x9, x21, #3
	adrp	x10, l_.memset_pattern@PAGE
	add	x10, x10, l_.memset_pattern@PAGEOFF
	mov	x22, x0
	mov	x0, x8
	mov	x23, x1
	mov	x1, x10
	mov	x24, x2
	mov	x2, x9
	mov	x25, x3
	bl	_memset_pattern16
	mov	x3, x25
	mov	x0, x22
	mov	x1, x23
	mov	x2, x24
	add	x8, x19, x23
	add	x8, x20, x8, lsl #3
	sub	x8, x8, #8
	add	x19, x21, x19
LBB_4:
	mov	x9, #9221120237041090560
	str	x9, [x8]
	add	x8, x19, #1
	str	x8, [x3, #16]
	sub	x9, x2, #1
	cmp	x9, x1
	b.lo	LBB_6
	b	LBB_16
LBB_5:
	mov	x8, #0
	str	x8, [x3, #16]
	sub	x9, x2, #1
	cmp	x9, x1
	b.hs	LBB_16
LBB_6:
	madd	x10, x2, x2, x2
	ucvtf	d0, x10, #1
	ldr	x10, [x3, #8]
	and	x11, x2, #0xfffffffffffffff8
	add	x12, x0, #32
	adrp	x13, lCPI_0@PAGE
	ldr	q1, [x13, lCPI_0@PAGEOFF]
	mov	w13, #1
	dup.2d	v2, x13
	mov	w13, #3
	dup.2d	v3, x13
	mov	w13, #5
	dup.2d	v4, x13
	mov	w13, #7
	dup.2d	v5, x13
	mov	w13, #8
	dup.2d	v6, x13
LBB_7:
	cmp	x2, #8
	b.hs	LBB_9
	mov	x15, #0
	movi.2d	v7, #0000000000000000
	b	LBB_12
LBB_9:
	movi.2d	v7, #0000000000000000
	mov	x13, x12
	and	x14, x2, #0xfffffffffffffff8
	mov.16b	v16, v1
LBB_10:
	add.2d	v17, v16, v2
	add.2d	v18, v16, v3
	add.2d	v19, v16, v4
	add.2d	v20, v16, v5
	ucvtf.2d	v17, v17
	ucvtf.2d	v18, v18
	ucvtf.2d	v19, v19
	ucvtf.2d	v20, v20
	ldp	q21, q22, [x13, #-32]
	ldp	q23, q24, [x13], #64
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
	subs	x14, x14, #8
	b.ne	LBB_10
	and	x15, x2, #0xfffffffffffffff8
	cmp	x2, x11
	b.eq	LBB_14
LBB_12:
	add	x13, x0, x15, lsl #3
	sub	x14, x2, x15
	add	x15, x15, #1
LBB_13:
	ucvtf	d16, x15
	ldr	d17, [x13], #8
	fmul	d16, d17, d16
	fadd	d7, d7, d16
	add	x15, x15, #1
	subs	x14, x14, #1
	b.ne	LBB_13
LBB_14:
	cmp	x9, x8
	b.hs	LBB_18
	fdiv	d7, d7, d0
	str	d7, [x10, x9, lsl #3]
	add	x9, x9, #1
	add	x12, x12, #8
	add	x0, x0, #8
	cmp	x9, x1
	b.ne	LBB_7
LBB_16:
	ldp	x29, x30, [sp, #64]
	ldp	x20, x19, [sp, #48]
	ldp	x22, x21, [sp, #32]
	ldp	x24, x23, [sp, #16]
	ldp	x26, x25, [sp], #80
	.cfi_def_cfa_offset 0
	.cfi_restore w30
	.cfi_restore w29
	.cfi_restore w19
	.cfi_restore w20
	.cfi_restore w21
	.cfi_restore w22
	.cfi_restore w23
	.cfi_restore w24
	.cfi_restore w25
	.cfi_restore w26
	ret
LBB_17:
	.cfi_restore_state
	mov	x20, x0
	mov	x0, x3
	mov	x19, x1
	mov	x1, #0
	mov	x21, x2
	mov	x2, x19
	mov	x22, x3
	mov	w3, #8
	bl	__ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17h0306d7255a24e53fE
	mov	x3, x22
	mov	x0, x20
	mov	x1, x19
	mov	x2, x21
	ldr	x19, [x22, #16]
	ldr	x20, [x22, #8]
	add	x8, x20, x19, lsl #3
	subs	x21, x1, #1
	b.ne	LBB_3
	b	LBB_4
LBB_18:
	adrp	x2, l_alloc_680b8a31eddd0b40eeaf4f45aadaf873@PAGE
	add	x2, x2, l_alloc_680b8a31eddd0b40eeaf4f45aadaf873@PAGEOFF
	mov	x0, x9
	mov	x1, x8
	bl	__RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check
	.loh AdrpAdd	Lloh296, Lloh297
	.loh AdrpLdr	Lloh298, Lloh299
	.loh AdrpAdd	Lloh300, Lloh301
	.cfi_endproc
