# kernel_iter::wma — kernel-iter, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-iter --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::wma:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	cbz x2, .LBB_26
	mov x22, x2
	mov x19, x1
	mov x21, x0
	mov x20, x8
	cbz x1, .LBB_6
	lsl x23, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x23
	bl __rustc::__rust_alloc
	cbz x0, .LBB_27
	subs x9, x19, #1
	mov x8, x0
	b.eq .LBB_12
	cntw x10
	cmp x9, x10
	b.hs .LBB_7
	mov w9, #1
	mov x8, x0
	b .LBB_10
.LBB_6:
	mov w0, #8
	b .LBB_13
.LBB_7:
	sub x8, x10, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x0
	and x11, x9, x8
	sub x12, x9, x11
	add x8, x0, x12, lsl #3
	add x9, x12, #1
.LBB_8:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x10
	add x14, x14, x13
	b.ne .LBB_8
	cbz x11, .LBB_12
.LBB_10:
	sub x9, x19, x9
	mov x10, #9221120237041090560
.LBB_11:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_11
.LBB_12:
	mov x9, #9221120237041090560
	str x9, [x8]
.LBB_13:
	sub x10, x22, #1
	sub x9, x19, x22
	subs x8, x19, x10
	add x11, x9, #1
	csel x8, xzr, x8, lo
	cmp x11, x8
	csinc x8, x8, x9, hs
	cmp x22, x19
	b.hi .LBB_25
	cbz x8, .LBB_25
	madd x11, x22, x22, x22
	index z3.d, #0, #1
	cntd x14
	cntw x13
	add x10, x0, x10, lsl #3
	mov x9, xzr
	mov x17, x21
	orr x14, x14, #0x1
	ucvtf d0, x11, #1
	lsl x11, x22, #3
	sub x12, x11, #8
	lsr x12, x12, #3
	mov z1.d, x14
	add x12, x12, #1
	mov z2.d, x13
	ptrue p0.d
	rdvl x16, #2
	udiv x14, x12, x13
	mul x14, x14, x13
	sub x15, x12, x14
	b .LBB_17
.LBB_16:
	fdiv d4, d4, d0
	add x9, x9, #1
	add x17, x17, #8
	cmp x9, x8
	str d4, [x18]
	b.eq .LBB_25
.LBB_17:
	adds x18, x10, x9, lsl #3
	b.eq .LBB_25
	add x2, x21, x9, lsl #3
	cmp x12, x13
	b.hs .LBB_20
	movi d4, #0000000000000000
	add x1, x21, x9, lsl #3
	mov x3, xzr
	b .LBB_23
.LBB_20:
	movi d4, #0000000000000000
	mov z5.d, z3.d
	add x1, x2, x14, lsl #3
	mov x3, x14
	mov x4, x17
	mov x5, x14
.LBB_21:
	mov z6.d, z5.d
	ldr z16, [x4]
	add z7.d, z5.d, z1.d
	subs x5, x5, x13
	add z5.d, z5.d, z2.d
	add z6.d, z6.d, #1
	ucvtf z7.d, p0/m, z7.d
	ucvtf z6.d, p0/m, z6.d
	fmul z6.d, z16.d, z6.d
	fadda d4, p0, d4, z6.d
	ldr z6, [x4, #1, mul vl]
	add x4, x4, x16
	fmul z6.d, z6.d, z7.d
	fadda d4, p0, d4, z6.d
	b.ne .LBB_21
	cbz x15, .LBB_16
.LBB_23:
	add x2, x2, x11
	add x3, x3, #1
.LBB_24:
	ldr d5, [x1], #8
	ucvtf d6, x3
	add x3, x3, #1
	cmp x1, x2
	fmul d5, d5, d6
	fadd d4, d4, d5
	b.ne .LBB_24
	b .LBB_16
.LBB_25:
	stp x19, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_26:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov w1, #67
	bl core::panicking::panic_fmt
.LBB_27:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
