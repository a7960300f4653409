# kernel_safe::wma — rustc's unoptimised IR (cargo rustc -p kernel-safe --release -- --emit=llvm-ir -C codegen-units=1 -C no-prepopulate-passes -C debuginfo=0),
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2;
# optimised at O3 and lowered for arm64-apple-macosx11.0.0 -mcpu=apple-m1 by python -m ipc_tax_ref.asm lower (llvmlite's LLVM)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
__ZN11kernel_safe3wma17hb87ff1b709e878c2E:
	.cfi_startproc
	.cfi_personality 155, _rust_eh_personality
	.cfi_lsda 16, Lexception2
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
	mov	x23, x2
	mov	x20, x1
	mov	x24, x0
	mov	x22, x8
	lsl	x19, x1, #3
	cbz	x1, LBB_5
	bl	__RNvCsfLfy6EI15iL_7___rustc35___rust_no_alloc_shim_is_unstable_v2
	mov	x0, x19
	mov	w1, #8
	bl	__RNvCsfLfy6EI15iL_7___rustc12___rust_alloc
	cbz	x0, LBB_18
	mov	x21, x0
	mov	x8, x0
	cmp	x20, #1
	b.eq	LBB_4
	adrp	x1, l_.memset_pattern@PAGE
	add	x1, x1, l_.memset_pattern@PAGEOFF
	sub	x2, x19, #8
	mov	x0, x21
	bl	_memset_pattern16
	add	x8, x21, x19
	sub	x8, x8, #8
LBB_4:
	mov	x9, #9221120237041090560
	str	x9, [x8]
	sub	x8, x23, #1
	cmp	x8, x20
	b.lo	LBB_6
	b	LBB_15
LBB_5:
	mov	w21, #8
	sub	x8, x23, #1
	cmp	x8, x20
	b.hs	LBB_15
LBB_6:
	mov	x9, #0
	madd	x10, x23, x23, x23
	ucvtf	d0, x10, #1
	add	x10, x24, #32
	mov	w11, #8
	mov	w12, #1
	dup.2d	v1, x12
	mov	w12, #3
	dup.2d	v2, x12
	mov	w12, #5
	dup.2d	v3, x12
	adrp	x12, lCPI_0@PAGE
	ldr	q4, [x12, lCPI_0@PAGEOFF]
	mov	w12, #7
	dup.2d	v5, x12
	mov	x12, x20
	sub	x13, x23, #1
LBB_7:
	cmp	x12, x8
	csel	x15, x12, x8, lo
	add	x14, x15, #1
	cmp	x14, #9
	b.hs	LBB_9
	mov	x14, #0
	movi.2d	v6, #0000000000000000
	b	LBB_11
LBB_9:
	ands	x16, x14, #0x7
	csel	x16, x11, x16, eq
	sub	x14, x14, x16
	sub	x15, x15, x16
	add	x15, x15, #1
	movi.2d	v6, #0000000000000000
	mov	x16, x10
	mov.16b	v7, v4
LBB_10:
	add.2d	v16, v7, v1
	add.2d	v17, v7, v2
	add.2d	v18, v7, v3
	add.2d	v19, v7, v5
	ucvtf.2d	v16, v16
	ucvtf.2d	v17, v17
	ucvtf.2d	v18, v18
	ucvtf.2d	v19, v19
	ldp	q20, q21, [x16, #-32]
	ldp	q22, q23, [x16], #64
	fmul.2d	v16, v20, v16
	mov	d20, v16[1]
	fmul.2d	v17, v21, v17
	mov	d21, v17[1]
	fmul.2d	v18, v22, v18
	mov	d22, v18[1]
	fmul.2d	v19, v23, v19
	mov	d23, v19[1]
	fadd	d6, d6, d16
	fadd	d6, d6, d20
	fadd	d6, d6, d17
	fadd	d6, d6, d21
	fadd	d6, d6, d18
	fadd	d6, d6, d22
	fadd	d6, d6, d19
	fadd	d6, d6, d23
	dup.2d	v16, x11
	add.2d	v7, v7, v16
	subs	x15, x15, #8
	b.ne	LBB_10
LBB_11:
	add	x15, x13, #1
LBB_12:
	cmp	x12, x14
	b.eq	LBB_16
	ldr	d7, [x24, x14, lsl #3]
	add	x14, x14, #1
	ucvtf	d16, x14
	fmul	d7, d7, d16
	fadd	d6, d6, d7
	cmp	x23, x14
	b.ne	LBB_12
	fdiv	d6, d6, d0
	str	d6, [x21, x13, lsl #3]
	sub	x12, x12, #1
	add	x10, x10, #8
	sub	x9, x9, #1
	add	x24, x24, #8
	mov	x13, x15
	cmp	x15, x20
	b.ne	LBB_7
LBB_15:
	stp	x20, x21, [x22]
	str	x20, [x22, #16]
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
	sub	x0, x14, x9
	adrp	x2, l_alloc_256c343bbe9ebd8bc3ca11cbfe55d1e0@PAGE
	add	x2, x2, l_alloc_256c343bbe9ebd8bc3ca11cbfe55d1e0@PAGEOFF
	mov	x1, x20
	bl	__RNvNtCsgEmfK2I1SDS_4core9panicking18panic_bounds_check
	brk	#0x1
LBB_18:
	mov	w0, #8
	mov	x1, x19
	bl	__RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error
LBB_19:
	mov	x20, x0
	mov	x0, x21
	mov	x1, x19
	mov	w2, #8
	bl	__RNvCsfLfy6EI15iL_7___rustc14___rust_dealloc
	mov	x0, x20
	bl	__Unwind_Resume
	.loh AdrpAdd	Lloh18, Lloh19
	.loh AdrpLdr	Lloh20, Lloh21
	.loh AdrpAdd	Lloh22, Lloh23
Lfunc_end2:
	.cfi_endproc
