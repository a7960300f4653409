# kernel_unchecked::wma — kernel-unchecked, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-unchecked --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_unchecked::wma:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	mov x19, x2
	mov x20, x1
	mov x21, x0
	mov x22, x8
	cbz x1, .LBB_5
	lsl x23, x20, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x23
	bl __rustc::__rust_alloc
	cbz x0, .LBB_22
	subs x9, x20, #1
	mov x8, x0
	b.eq .LBB_11
	cntw x10
	cmp x9, x10
	b.hs .LBB_6
	mov w9, #1
	mov x8, x0
	b .LBB_9
.LBB_5:
	mov w0, #8
	sub x9, x19, #1
	stp x20, x0, [x22]
	str x20, [x22, #16]
	cmp x9, x20
	b.lo .LBB_12
	b .LBB_21
.LBB_6:
	sub x8, x10, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x0
	and x11, x9, x8
	sub x12, x9, x11
	add x8, x0, x12, lsl #3
	add x9, x12, #1
.LBB_7:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x10
	add x14, x14, x13
	b.ne .LBB_7
	cbz x11, .LBB_11
.LBB_9:
	sub x9, x20, x9
	mov x10, #9221120237041090560
.LBB_10:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_10
.LBB_11:
	mov x9, #9221120237041090560
	str x9, [x8]
	sub x9, x19, #1
	stp x20, x0, [x22]
	str x20, [x22, #16]
	cmp x9, x20
	b.hs .LBB_21
.LBB_12:
	madd x10, x19, x19, x19
	index z2.d, #0, #1
	cntd x11
	ptrue p0.d
	mov x8, xzr
	ucvtf d0, x10, #1
	cntw x10
	mov z1.d, x11
	udiv x11, x19, x10
	mul x11, x11, x10
	sub x12, x19, x11
	b .LBB_14
.LBB_13:
	fdiv d3, d3, d0
	add x8, x8, #1
	cmp x13, x20
	str d3, [x0, x9, lsl #3]
	mov x9, x13
	b.eq .LBB_21
.LBB_14:
	add x13, x9, #1
	cmp x19, x10
	b.hs .LBB_16
	mov x14, xzr
	movi d3, #0000000000000000
	b .LBB_19
.LBB_16:
	sub x15, x13, x19
	movi d3, #0000000000000000
	mov z5.d, z2.d
	mov x14, x11
	mov z4.d, x15
	mov x15, x11
.LBB_17:
	add z7.d, z5.d, z4.d
	add z6.d, z5.d, z1.d
	subs x15, x15, x10
	add z5.d, z5.d, #1
	movprfx z16, z5
	ucvtf z16.d, p0/m, z5.d
	fmov x16, d7
	add z5.d, z6.d, z1.d
	add z6.d, z6.d, #1
	ld1d { z7.d }, p0/z, [x21, x16, lsl #3]
	add x17, x21, x16, lsl #3
	ucvtf z6.d, p0/m, z6.d
	ldr z17, [x17, #1, mul vl]
	fmul z7.d, z7.d, z16.d
	fmul z6.d, z17.d, z6.d
	fadda d3, p0, d3, z7.d
	fadda d3, p0, d3, z6.d
	b.ne .LBB_17
	cbz x12, .LBB_13
.LBB_19:
	add x15, x14, x8
	sub x16, x19, x14
	add x14, x14, #1
.LBB_20:
	ldr d5, [x21, x15, lsl #3]
	ucvtf d4, x14
	add x15, x15, #1
	subs x16, x16, #1
	add x14, x14, #1
	fmul d4, d5, d4
	fadd d3, d3, d4
	b.ne .LBB_20
	b .LBB_13
.LBB_21:
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_22:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
