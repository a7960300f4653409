# gap_knobs::unchecked_i64::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_i64::wma:
	stp x29, x30, [sp, #-64]!
	stp x24, x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	mov x22, x2
	mov x19, x1
	mov x23, x0
	mov x21, x8
	cbz x1, .LBB_4
	lsl x24, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x24
	bl __rustc::__rust_alloc
	cbz x0, .LBB_26
	subs x8, x19, #1
	mov x20, x0
	b.ne .LBB_5
	mov w24, #1
	mov x8, x20
	b .LBB_13
.LBB_4:
	mov x24, xzr
	mov w20, #8
	sub x8, x22, #1
	cmp x8, x19
	b.lo .LBB_14
	b .LBB_23
.LBB_5:
	cntw x11
	cmp x8, x11
	b.hs .LBB_7
	mov w9, #1
	mov x8, x20
	b .LBB_10
.LBB_7:
	sub x9, x11, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x20
	and x10, x8, x9
	sub x12, x8, x10
	add x8, x20, x12, lsl #3
	add x9, x12, #1
.LBB_8:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x11
	add x14, x14, x13
	b.ne .LBB_8
	mov x24, x19
	cbz x10, .LBB_13
.LBB_10:
	sub x9, x19, x9
	mov x10, #9221120237041090560
.LBB_11:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_11
	mov x24, x19
.LBB_13:
	mov x9, #9221120237041090560
	str x9, [x8]
	sub x8, x22, #1
	cmp x8, x19
	b.hs .LBB_23
.LBB_14:
	madd x9, x22, x22, x22
	index z3.d, #0, #1
	cntd x10
	ptrue p0.d
	orr x10, x10, #0x1
	ucvtf d0, x9, #1
	cntw x9
	rdvl x12, #2
	mov z1.d, x10
	mov z2.d, x9
	udiv x10, x22, x9
	mul x10, x10, x9
	sub x11, x22, x10
	b .LBB_16
.LBB_15:
	fdiv d4, d4, d0
	add x23, x23, #8
	cmp x13, x19
	str d4, [x20, x8, lsl #3]
	mov x8, x13
	b.eq .LBB_23
.LBB_16:
	add x13, x8, #1
	sub x0, x13, x22
	cmp x0, x19
	b.hi .LBB_24
	cmp x22, x9
	b.hs .LBB_19
	mov x14, xzr
	movi d4, #0000000000000000
	b .LBB_22
.LBB_19:
	movi d4, #0000000000000000
	mov z5.d, z3.d
	mov x14, x10
	mov x15, x23
	mov x16, x10
.LBB_20:
	mov z6.d, z5.d
	ldr z16, [x15]
	add z7.d, z5.d, z1.d
	subs x16, x16, x9
	add z5.d, z5.d, z2.d
	add z6.d, z6.d, #1
	ucvtf z7.d, p0/m, z7.d
	ucvtf z6.d, p0/m, z6.d
	fmul z6.d, z16.d, z6.d
	fadda d4, p0, d4, z6.d
	ldr z6, [x15, #1, mul vl]
	add x15, x15, x12
	fmul z6.d, z6.d, z7.d
	fadda d4, p0, d4, z6.d
	b.ne .LBB_20
	cbz x11, .LBB_15
.LBB_22:
	ldr d5, [x23, x14, lsl #3]
	add x14, x14, #1
	ucvtf d6, x14
	cmp x22, x14
	fmul d5, d5, d6
	fadd d4, d4, d5
	b.ne .LBB_22
	b .LBB_15
.LBB_23:
	stp x24, x20, [x21]
	str x19, [x21, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldp x24, x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_24:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x1, x19
	mov x2, x19
	bl core::slice::index::slice_index_fail
	brk #0x1
.LBB_26:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
	lsl x1, x24, #3
	mov w2, #8
	mov x19, x0
	mov x0, x20
	bl __rustc::__rust_dealloc
	mov x0, x19
	bl _Unwind_Resume
