# gap_knobs::warmup::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::warmup::wma:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	lsl x19, x1, #3
	mov x22, x2
	mov x20, x1
	mov x23, x0
	mov x21, x8
	cbz x1, .LBB_3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_23
	sub x8, x22, #1
	cmp x20, x8
	csel x9, x20, x8, lo
	cbnz x9, .LBB_4
	b .LBB_10
.LBB_3:
	mov w0, #8
	sub x8, x22, #1
	cmp x20, x8
	csel x9, x20, x8, lo
	cbz x9, .LBB_10
.LBB_4:
	lsl x10, x9, #3
	cntw x11
	sub x10, x10, #8
	lsr x10, x10, #3
	add x13, x10, #1
	mov x10, x0
	cmp x13, x11
	b.lo .LBB_8
	sub x10, x11, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x14, #2
	mov x15, x0
	and x12, x13, x10
	sub x13, x13, x12
	add x10, x0, x13, lsl #3
.LBB_6:
	str z0, [x15]
	str z0, [x15, #1, mul vl]
	subs x13, x13, x11
	add x15, x15, x14
	b.ne .LBB_6
	cbz x12, .LBB_10
.LBB_8:
	add x9, x0, x9, lsl #3
	mov x11, #9221120237041090560
.LBB_9:
	str x11, [x10], #8
	cmp x10, x9
	b.ne .LBB_9
.LBB_10:
	cmp x8, x20
	b.hs .LBB_20
	madd x10, x22, x22, x22
	index z3.d, #0, #1
	cntd x11
	ptrue p0.d
	sub x13, x22, #1
	mov x9, xzr
	orr x11, x11, #0x1
	ucvtf d0, x10, #1
	cntw x10
	rdvl x12, #2
	mov z1.d, x11
	mov x11, x20
	mov z2.d, x10
.LBB_12:
	cmp x11, x8
	csel x15, x11, x8, lo
	add x14, x15, #1
	cmp x14, x10
	b.ls .LBB_15
	udiv x16, x14, x10
	movi d4, #0000000000000000
	mov z5.d, z3.d
	msub x16, x16, x10, x14
	cmp x16, #0
	csel x16, x10, x16, eq
	sub x15, x15, x16
	sub x14, x14, x16
	mov x16, x23
	add x15, x15, #1
.LBB_14:
	mov z6.d, z5.d
	ldr z16, [x16]
	add z7.d, z5.d, z1.d
	subs x15, x15, x10
	add z5.d, z5.d, z2.d
	add z6.d, z6.d, #1
	ucvtf z7.d, p0/m, z7.d
	ucvtf z6.d, p0/m, z6.d
	fmul z6.d, z16.d, z6.d
	fadda d4, p0, d4, z6.d
	ldr z6, [x16, #1, mul vl]
	add x16, x16, x12
	fmul z6.d, z6.d, z7.d
	fadda d4, p0, d4, z6.d
	b.ne .LBB_14
	b .LBB_16
.LBB_15:
	mov x14, xzr
	movi d4, #0000000000000000
.LBB_16:
	add x15, x13, #1
.LBB_17:
	cmp x11, x14
	b.eq .LBB_21
	ldr d5, [x23, x14, lsl #3]
	add x14, x14, #1
	ucvtf d6, x14
	cmp x22, x14
	fmul d5, d5, d6
	fadd d4, d4, d5
	b.ne .LBB_17
	fdiv d4, d4, d0
	sub x11, x11, #1
	add x23, x23, #8
	sub x9, x9, #1
	cmp x15, x20
	str d4, [x0, x13, lsl #3]
	mov x13, x15
	b.ne .LBB_12
.LBB_20:
	stp x20, x0, [x21]
	str x20, [x21, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_21:
	mov x21, x0
	sub x0, x14, x9
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x1, x20
	bl core::panicking::panic_bounds_check
	brk #0x1
.LBB_23:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
	mov w2, #8
	mov x20, x0
	mov x0, x21
	mov x1, x19
	bl __rustc::__rust_dealloc
	mov x0, x20
	bl _Unwind_Resume
