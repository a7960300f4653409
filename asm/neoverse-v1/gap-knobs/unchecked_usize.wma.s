# gap_knobs::unchecked_usize::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_usize::wma:
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
	cbz x0, .LBB_24
	subs x9, x19, #1
	b.ne .LBB_5
	mov w8, #1
	mov x9, x0
	b .LBB_13
.LBB_4:
	mov x8, xzr
	mov w0, #8
	sub x10, x21, #1
	cmp x10, x19
	b.lo .LBB_14
	b .LBB_23
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
	sub x10, x21, #1
	cmp x10, x19
	b.hs .LBB_23
.LBB_14:
	madd x11, x21, x21, x21
	index z2.d, #0, #1
	cntd x12
	ptrue p0.d
	mov x9, xzr
	ucvtf d0, x11, #1
	cntw x11
	mov z1.d, x12
	udiv x12, x21, x11
	mul x12, x12, x11
	sub x13, x21, x12
	b .LBB_16
.LBB_15:
	fdiv d3, d3, d0
	add x9, x9, #1
	cmp x14, x19
	str d3, [x0, x10, lsl #3]
	mov x10, x14
	b.eq .LBB_23
.LBB_16:
	add x14, x10, #1
	cmp x21, x11
	b.hs .LBB_18
	mov x15, xzr
	movi d3, #0000000000000000
	b .LBB_21
.LBB_18:
	sub x16, x14, x21
	movi d3, #0000000000000000
	mov z5.d, z2.d
	mov x15, x12
	mov z4.d, x16
	mov x16, x12
.LBB_19:
	add z7.d, z5.d, z4.d
	add z6.d, z5.d, z1.d
	subs x16, x16, x11
	add z5.d, z5.d, #1
	movprfx z16, z5
	ucvtf z16.d, p0/m, z5.d
	fmov x17, d7
	add z5.d, z6.d, z1.d
	add z6.d, z6.d, #1
	ld1d { z7.d }, p0/z, [x22, x17, lsl #3]
	add x18, x22, x17, lsl #3
	ucvtf z6.d, p0/m, z6.d
	ldr z17, [x18, #1, mul vl]
	fmul z7.d, z7.d, z16.d
	fmul z6.d, z17.d, z6.d
	fadda d3, p0, d3, z7.d
	fadda d3, p0, d3, z6.d
	b.ne .LBB_19
	cbz x13, .LBB_15
.LBB_21:
	add x16, x15, x9
	sub x17, x21, x15
	add x15, x15, #1
.LBB_22:
	ldr d5, [x22, x16, lsl #3]
	ucvtf d4, x15
	add x16, x16, #1
	subs x17, x17, #1
	add x15, x15, #1
	fmul d4, d5, d4
	fadd d3, d3, d4
	b.ne .LBB_22
	b .LBB_15
.LBB_23:
	stp x8, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_24:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
