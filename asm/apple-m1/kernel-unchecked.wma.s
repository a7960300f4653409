# kernel_unchecked::wma — rustc's unoptimised IR (cargo rustc -p kernel-unchecked --release -- --emit=llvm-ir -C codegen-units=1 -C no-prepopulate-passes -C debuginfo=0),
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2;
# optimised at O3 and lowered for arm64-apple-macosx11.0.0 -mcpu=apple-m1 by python -m ipc_tax_ref.asm lower (llvmlite's LLVM)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
__ZN16kernel_unchecked3wma17h8c9d27536b1f9b52E:
	.cfi_startproc
	stp	x24, x23, [sp, #-64]!
	.cfi_def_cfa_offset 64
	stp	x22, x21, [sp, #16]
	stp	x20, x19, [sp, #32]
	stp	x29, x30, [sp, #48]
	.cfi_offset w30, -8
	.cfi_offset w29, -16
	.cfi_offset w19, -24
	.cfi_offset w20, -32
	.cfi_offset w21, -40
	.cfi_offset w22, -48
	.cfi_offset w23, -56
	.cfi_offset w24, -64
	.cfi_remember_state
	mov	x19, x2
	mov	x20, x1
	mov	x21, x0
	mov	x23, x8
	cbz	x1, LBB_5
	lsl	x24, x20, #3
	bl	__RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2
	mov	x0, x24
	mov	w1, #8
	bl	__RNvCsfLfy6EI15iL_7___rustc12___rust_alloc
	cbz	x0, LBB_16
	mov	x22, x0
	mov	x8, x0
	cmp	x20, #1
	b.eq	LBB_4
	adrp	x1, l_.memset_pattern@PAGE
	add	x1, x1, l_.memset_pattern@PAGEOFF
	sub	x2, x24, #8
	mov	x0, x22
	bl	_memset_pattern16
	add	x8, x22, x24
	sub	x8, x8, #8
LBB_4:
	mov	x9, #9221120237041090560
	str	x9, [x8]
	stp	x20, x22, [x23]
	str	x20, [x23, #16]
	sub	x9, x19, #1
	cmp	x9, x20
	b.lo	LBB_6
	b	LBB_15
LBB_5:
	mov	w22, #8
	stp	x20, x22, [x23]
	str	x20, [x23, #16]
	sub	x9, x19, #1
	cmp	x9, x20
	b.hs	LBB_15
LBB_6:
	mov	x8, #0
	madd	x10, x19, x19, x19
	ucvtf	d0, x10, #1
	and	x10, x19, #0xfffffffffffffff8
	adrp	x11, lCPI_0@PAGE
	ldr	q1, [x11, lCPI_0@PAGEOFF]
	mov	w11, #1
	dup.2d	v2, x11
	mov	w11, #3
	dup.2d	v3, x11
	mov	w11, #5
	dup.2d	v4, x11
	mov	w11, #7
	dup.2d	v5, x11
	mov	w11, #8
	dup.2d	v6, x11
	add	x11, x21, #32
	b	LBB_8
LBB_7:
	fdiv	d7, d7, d0
	str	d7, [x22, x9, lsl #3]
	add	x9, x9, #1
	add	x11, x11, #8
	add	x8, x8, #1
	cmp	x9, x20
	b.eq	LBB_15
LBB_8:
	cmp	x19, #8
	b.hs	LBB_10
	mov	x14, #0
	movi.2d	v7, #0000000000000000
	b	LBB_13
LBB_10:
	movi.2d	v7, #0000000000000000
	and	x12, x19, #0xfffffffffffffff8
	mov	x13, x11
	mov.16b	v16, v1
LBB_11:
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
	subs	x12, x12, #8
	b.ne	LBB_11
	and	x14, x19, #0xfffffffffffffff8
	cmp	x19, x10
	b.eq	LBB_7
LBB_13:
	add	x12, x14, x8
	sub	x13, x19, x14
	add	x14, x14, #1
LBB_14:
	ucvtf	d16, x14
	ldr	d17, [x21, x12, lsl #3]
	fmul	d16, d17, d16
	fadd	d7, d7, d16
	add	x12, x12, #1
	add	x14, x14, #1
	subs	x13, x13, #1
	b.ne	LBB_14
	b	LBB_7
LBB_15:
	ldp	x29, x30, [sp, #48]
	ldp	x20, x19, [sp, #32]
	ldp	x22, x21, [sp, #16]
	ldp	x24, x23, [sp], #64
	.cfi_def_cfa_offset 0
	.cfi_restore w30
	.cfi_restore w29
	.cfi_restore w19
	.cfi_restore w20
	.cfi_restore w21
	.cfi_restore w22
	.cfi_restore w23
	.cfi_restore w24
	ret
LBB_16:
	.cfi_restore_state
	mov	w0, #8
	mov	x1, x24
	bl	__RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error
	.loh AdrpAdd	Lloh14, Lloh15
	.loh AdrpLdr	Lloh16, Lloh17
	.cfi_endproc
