# kernel_iter::hma3_combine — kernel-iter, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-iter --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::hma3_combine:
	stp x29, x30, [sp, #-64]!
	stp x24, x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	cmp x1, x3
	b.ne .LBB_13
	cmp x3, x5
	b.ne .LBB_13
	mov x19, x1
	mov x20, x8
	cbz x1, .LBB_6
	mov x21, x4
	mov x22, x2
	mov x23, x0
	lsl x24, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x24
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_14
	cmp x19, #8
	b.hs .LBB_7
	mov x8, #0
	b .LBB_10
.LBB_6:
	mov w0, #8
	b .LBB_12
.LBB_7:
	and x8, x19, #0xffffffffffffff8
	add x9, x0, #32
	add x10, x23, #32
	add x11, x22, #32
	add x12, x21, #32
	fmov v0.2d, #3.00000000
	and x13, x19, #0xffffffffffffff8
.LBB_8:
	ldp q1, q2, [x10, #-32]
	ldp q3, q4, [x10], #64
	fmul v1.2d, v1.2d, v0.2d
	fmul v2.2d, v2.2d, v0.2d
	fmul v3.2d, v3.2d, v0.2d
	fmul v4.2d, v4.2d, v0.2d
	ldp q5, q6, [x11, #-32]
	ldp q7, q16, [x11], #64
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	fsub v4.2d, v4.2d, v16.2d
	ldp q5, q6, [x12, #-32]
	ldp q7, q16, [x12], #64
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	fsub v4.2d, v4.2d, v16.2d
	stp q1, q2, [x9, #-32]
	stp q3, q4, [x9], #64
	subs x13, x13, #8
	b.ne .LBB_8
	cmp x19, x8
	b.eq .LBB_12
.LBB_10:
	fmov d0, #3.00000000
.LBB_11:
	ldr d1, [x23, x8, lsl #3]
	fmul d1, d1, d0
	ldr d2, [x22, x8, lsl #3]
	ldr d3, [x21, x8, lsl #3]
	fsub d1, d1, d2
	fsub d1, d1, d3
	str d1, [x0, x8, lsl #3]
	add x8, x8, #1
	cmp x19, x8
	b.ne .LBB_11
.LBB_12:
	stp x19, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldp x24, x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_13:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov w1, #59
	bl core::panicking::panic_fmt
.LBB_14:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
