# gap_knobs::iter::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
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
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_19
	subs x11, x19, #1
	b.ne .LBB_5
	mov w8, #1
	mov x9, x0
	b .LBB_13
.LBB_4:
	mov x8, #0
	mov w0, #8
	sub x9, x21, #1
	cmp x9, x19
	b.lo .LBB_14
	b .LBB_18
.LBB_5:
	cmp x19, #8
	b.hi .LBB_7
	mov w10, #1
	mov x9, x0
	b .LBB_10
.LBB_7:
	and x12, x11, #0xfffffffffffffff8
	add x9, x0, x12, lsl #3
	orr x10, x12, #0x1
	add x8, x0, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x11, #0xfffffffffffffff8
.LBB_8:
	stp q0, q0, [x8, #-32]
	stp q0, q0, [x8], #64
	subs x13, x13, #8
	b.ne .LBB_8
	mov x8, x19
	cmp x11, x12
	b.eq .LBB_13
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
	b.hs .LBB_18
.LBB_14:
	madd x10, x21, x21, x21
	ucvtf d0, x10, #1
.LBB_15:
	mov x11, #0
	add x10, x9, #1
	movi v1.2d, #0000000000000000
	mov w12, #1
.LBB_16:
	ldr d2, [x22, x11, lsl #3]
	add x11, x11, #1
	cmp x12, x21
	ucvtf d3, x12
	cinc x12, x12, lo
	fmul d2, d2, d3
	fadd d1, d1, d2
	cmp x21, x11
	b.ne .LBB_16
	fdiv d1, d1, d0
	str d1, [x0, x9, lsl #3]
	add x22, x22, #8
	mov x9, x10
	cmp x10, x19
	b.ne .LBB_15
.LBB_18:
	stp x8, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_19:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
