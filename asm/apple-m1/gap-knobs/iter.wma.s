# gap_knobs::iter::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::iter::wma:
	stp x29, x30, [sp, #-48]!
	stp x22, x21, [sp, #16]
	stp x20, x19, [sp, #32]
	mov x29, sp
	str xzr, [x3, #16]
	cbz x1, .LBB_5
	ldr x8, [x3]
	cmp x1, x8
	b.hi .LBB_19
	mov x8, #0
	ldr x9, [x3, #8]
	add x13, x9, x8, lsl #3
	subs x11, x1, #1
	b.eq .LBB_12
.LBB_3:
	cmp x1, #8
	b.hi .LBB_6
	mov w10, #1
	mov x9, x13
	b .LBB_9
.LBB_5:
	mov x8, #0
	str x8, [x3, #16]
	sub x9, x2, #1
	cmp x9, x1
	b.lo .LBB_13
	b .LBB_18
.LBB_6:
	and x12, x11, #0xfffffffffffffff8
	add x9, x13, x12, lsl #3
	orr x10, x12, #0x1
	add x13, x13, #32
	mov x14, #9221120237041090560
	dup v0.2d, x14
	and x14, x11, #0xfffffffffffffff8
.LBB_7:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_7
	cmp x11, x12
	b.eq .LBB_11
.LBB_9:
	sub x10, x1, x10
	mov x11, #9221120237041090560
.LBB_10:
	str x11, [x9], #8
	subs x10, x10, #1
	b.ne .LBB_10
.LBB_11:
	add x8, x1, x8
	sub x8, x8, #1
	mov x13, x9
.LBB_12:
	mov x9, #9221120237041090560
	str x9, [x13]
	add x8, x8, #1
	str x8, [x3, #16]
	sub x9, x2, #1
	cmp x9, x1
	b.hs .LBB_18
.LBB_13:
	madd x10, x2, x2, x2
	ucvtf d0, x10, #1
	ldr x10, [x3, #8]
.LBB_14:
	mov x12, #0
	add x11, x9, #1
	movi v1.2d, #0000000000000000
	mov w13, #1
.LBB_15:
	ldr d2, [x0, x12, lsl #3]
	add x12, x12, #1
	cmp x13, x2
	ucvtf d3, x13
	cinc x13, x13, lo
	fmul d2, d2, d3
	fadd d1, d1, d2
	cmp x2, x12
	b.ne .LBB_15
	cmp x9, x8
	b.hs .LBB_20
	fdiv d1, d1, d0
	str d1, [x10, x9, lsl #3]
	add x0, x0, #8
	mov x9, x11
	cmp x11, x1
	b.ne .LBB_14
.LBB_18:
	ldp x20, x19, [sp, #32]
	ldp x22, x21, [sp, #16]
	ldp x29, x30, [sp], #48
	ret
.LBB_19:
	mov x20, x0
	mov x0, x3
	mov x19, x1
	mov x1, #0
	mov x21, x2
	mov x2, x19
	mov x22, x3
	mov w3, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	mov x3, x22
	mov x0, x20
	mov x1, x19
	mov x2, x21
	ldr x8, [x22, #16]
	ldr x9, [x22, #8]
	add x13, x9, x8, lsl #3
	subs x11, x19, #1
	b.ne .LBB_3
	b .LBB_12
.LBB_20:
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x0, x9
	mov x1, x8
	bl core::panicking::panic_bounds_check
