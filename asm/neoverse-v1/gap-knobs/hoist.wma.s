# gap_knobs::hoist::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist::wma:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	mov x21, x2
	mov x19, x1
	mov x22, x0
	mov x20, x8
	cbz x1, .LBB_4
	lsl x23, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x23
	bl __rustc::__rust_alloc
	cbz x0, .LBB_23
	subs x9, x19, #1
	b.ne .LBB_5
	mov w8, #1
	mov x9, x0
	b .LBB_13
.LBB_4:
	mov x8, xzr
	mov w0, #8
	sub x9, x21, #1
	cmp x9, x19
	b.lo .LBB_14
	b .LBB_22
.LBB_5:
	cntw x8
	cmp x9, x8
	b.hs .LBB_7
	mov w10, #1
	mov x9, x0
	b .LBB_10
.LBB_7:
	sub x10, x8, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x0
	and x11, x9, x10
	sub x12, x9, x11
	add x9, x0, x12, lsl #3
	add x10, x12, #1
.LBB_8:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x8
	add x14, x14, x13
	b.ne .LBB_8
	mov x8, x19
	cbz x11, .LBB_13
.LBB_10:
	sub x8, x19, x10
	mov x10, #9221120237041090560
.LBB_11:
	str x10, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_11
	mov x8, x19
.LBB_13:
	mov x10, #9221120237041090560
	str x10, [x9]
	sub x9, x21, #1
	cmp x9, x19
	b.hs .LBB_22
.LBB_14:
	madd x10, x21, x21, x21
	index z3.d, #0, #1
	cntd x11
	ptrue p0.d
	orr x11, x11, #0x1
	ucvtf d0, x10, #1
	cntw x10
	rdvl x13, #2
	mov z1.d, x11
	mov z2.d, x10
	udiv x11, x21, x10
	mul x11, x11, x10
	sub x12, x21, x11
	b .LBB_16
.LBB_15:
	fdiv d4, d4, d0
	add x22, x22, #8
	str d4, [x0, x9, lsl #3]
	add x9, x9, #1
	cmp x9, x19
	b.eq .LBB_22
.LBB_16:
	cmp x21, x10
	b.hs .LBB_18
	mov x14, xzr
	movi d4, #0000000000000000
	b .LBB_21
.LBB_18:
	movi d4, #0000000000000000
	mov z5.d, z3.d
	mov x14, x11
	mov x15, x22
	mov x16, x11
.LBB_19:
	mov z6.d, z5.d
	ldr z16, [x15]
	add z7.d, z5.d, z1.d
	subs x16, x16, x10
	add z5.d, z5.d, z2.d
	add z6.d, z6.d, #1
	ucvtf z7.d, p0/m, z7.d
	ucvtf z6.d, p0/m, z6.d
	fmul z6.d, z16.d, z6.d
	fadda d4, p0, d4, z6.d
	ldr z6, [x15, #1, mul vl]
	add x15, x15, x13
	fmul z6.d, z6.d, z7.d
	fadda d4, p0, d4, z6.d
	b.ne .LBB_19
	cbz x12, .LBB_15
.LBB_21:
	ldr d5, [x22, x14, lsl #3]
	add x14, x14, #1
	ucvtf d6, x14
	cmp x21, x14
	fmul d5, d5, d6
	fadd d4, d4, d5
	b.ne .LBB_21
	b .LBB_15
.LBB_22:
	stp x8, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_23:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
