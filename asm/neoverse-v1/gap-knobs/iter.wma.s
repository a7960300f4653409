# gap_knobs::iter::wma — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::iter::wma:
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
	sub x9, x21, #1
	cmp x9, x19
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
	sub x9, x21, #1
	cmp x9, x19
	b.hs .LBB_23
.LBB_14:
	madd x10, x21, x21, x21
	sub x11, x21, #1
	ucvtf d0, x10, #1
	and x10, x21, #0x3
	b .LBB_16
.LBB_15:
	fdiv d1, d1, d0
	cmp x12, x19
	str d1, [x0, x11, lsl #3]
	mov x11, x12
	b.eq .LBB_23
.LBB_16:
	add x12, x11, #1
	movi d1, #0000000000000000
	cmp x9, #3
	sub x13, x12, x21
	add x13, x22, x13, lsl #3
	b.hs .LBB_18
	mov w15, #1
	b .LBB_21
.LBB_18:
	and x14, x21, #0xfffffffffffffffc
	mov w15, #1
.LBB_19:
	ldp d3, d4, [x13]
	ucvtf d2, x15
	cmp x15, x21
	cinc x16, x15, lo
	cmp x16, x21
	cinc x15, x16, lo
	cmp x15, x21
	fmul d2, d3, d2
	fadd d1, d1, d2
	ucvtf d2, x16
	cinc x16, x15, lo
	cmp x16, x21
	fmul d2, d4, d2
	ldp d3, d4, [x13, #16]
	add x13, x13, #32
	fadd d1, d1, d2
	ucvtf d2, x15
	cinc x15, x16, lo
	subs x14, x14, #4
	fmul d2, d3, d2
	fadd d1, d1, d2
	ucvtf d2, x16
	fmul d2, d4, d2
	fadd d1, d1, d2
	b.ne .LBB_19
	cbz x10, .LBB_15
.LBB_21:
	and x14, x21, #0x3
.LBB_22:
	ldr d2, [x13], #8
	ucvtf d3, x15
	cmp x15, x21
	cinc x15, x15, lo
	subs x14, x14, #1
	fmul d2, d2, d3
	fadd d1, d1, d2
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
