# kernel_safe::hma3_combine — kernel-safe, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-safe --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_safe::hma3_combine:
	stp x29, x30, [sp, #-80]!
	stp x26, x25, [sp, #16]
	stp x24, x23, [sp, #32]
	stp x22, x21, [sp, #48]
	stp x20, x19, [sp, #64]
	mov x29, sp
	mov x21, x1
	mov x22, x8
	cbz x1, .LBB_4
	mov x23, x5
	mov x26, x4
	mov x20, x3
	mov x25, x2
	mov x24, x0
	lsl x19, x21, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_16
	cmp x23, x20
	csel x8, x23, x20, lo
	sub x9, x21, #1
	cmp x8, x9
	csel x8, x8, x9, lo
	cmp x8, #7
	b.hi .LBB_5
	mov x8, #0
	b .LBB_7
.LBB_4:
	mov w0, #8
	b .LBB_11
.LBB_5:
	add x8, x8, #1
	ands x9, x8, #0x7
	mov w10, #8
	csel x9, x10, x9, eq
	sub x8, x8, x9
	add x9, x24, #32
	add x10, x25, #32
	add x11, x0, #32
	add x12, x26, #32
	fmov v0.2d, #3.00000000
	mov x13, x8
.LBB_6:
	ldp q1, q2, [x9, #-32]
	ldp q3, q4, [x9], #64
	fmul v1.2d, v1.2d, v0.2d
	fmul v2.2d, v2.2d, v0.2d
	fmul v3.2d, v3.2d, v0.2d
	fmul v4.2d, v4.2d, v0.2d
	ldp q5, q6, [x10, #-32]
	ldp q7, q16, [x10], #64
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
	stp q1, q2, [x11, #-32]
	stp q3, q4, [x11], #64
	subs x13, x13, #8
	b.ne .LBB_6
.LBB_7:
	mov x9, #0
	lsl x13, x8, #3
	add x10, x0, x13
	add x11, x26, x13
	add x12, x25, x13
	add x13, x24, x13
	sub x14, x23, x8
	sub x15, x20, x8
	sub x8, x21, x8
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	fmov d0, #3.00000000
	adrp x16, .Lanon.1
	add x16, x16, :lo12:.Lanon.1
.LBB_8:
	cmp x15, x9
	b.eq .LBB_12
	cmp x14, x9
	b.eq .LBB_13
	ldr d1, [x13, x9, lsl #3]
	fmul d1, d1, d0
	ldr d2, [x12, x9, lsl #3]
	ldr d3, [x11, x9, lsl #3]
	fsub d1, d1, d2
	fsub d1, d1, d3
	str d1, [x10, x9, lsl #3]
	add x9, x9, #1
	cmp x8, x9
	b.ne .LBB_8
.LBB_11:
	stp x21, x0, [x22]
	str x21, [x22, #16]
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldp x24, x23, [sp, #32]
	ldp x26, x25, [sp, #16]
	ldp x29, x30, [sp], #80
	ret
.LBB_12:
	mov x21, x0
	b .LBB_14
.LBB_13:
	mov x21, x0
	mov x20, x23
	mov x2, x16
.LBB_14:
	mov x0, x20
	mov x1, x20
	bl core::panicking::panic_bounds_check
	brk #0x1
.LBB_16:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
	mov x20, x0
	mov x0, x21
	mov x1, x19
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x20
	bl _Unwind_Resume
