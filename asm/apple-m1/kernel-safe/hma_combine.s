# kernel_safe::hma_combine — kernel-safe, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-safe --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_safe::hma_combine:
	stp x29, x30, [sp, #-80]!
	str x25, [sp, #16]
	stp x24, x23, [sp, #32]
	stp x22, x21, [sp, #48]
	stp x20, x19, [sp, #64]
	mov x29, sp
	mov x20, x1
	mov x22, x8
	cbz x1, .LBB_4
	mov x23, x3
	mov x24, x2
	mov x25, x0
	lsl x19, x20, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_12
	mov x21, x0
	sub x8, x20, #1
	cmp x23, x8
	csel x8, x23, x8, lo
	cmp x8, #7
	b.hi .LBB_5
	mov x8, #0
	b .LBB_7
.LBB_4:
	mov w21, #8
	b .LBB_9
.LBB_5:
	add x8, x8, #1
	ands x9, x8, #0x7
	mov w10, #8
	csel x9, x10, x9, eq
	sub x8, x8, x9
	add x9, x25, #32
	add x10, x24, #32
	add x11, x21, #32
	mov x12, x8
.LBB_6:
	ldp q0, q1, [x9, #-32]
	ldp q2, q3, [x9], #64
	fadd v0.2d, v0.2d, v0.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v2.2d, v2.2d, v2.2d
	fadd v3.2d, v3.2d, v3.2d
	ldp q4, q5, [x10, #-32]
	ldp q6, q7, [x10], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x11, #-32]
	stp q2, q3, [x11], #64
	subs x12, x12, #8
	b.ne .LBB_6
.LBB_7:
	cmp x23, x8
	b.eq .LBB_10
	ldr d0, [x25, x8, lsl #3]
	fadd d0, d0, d0
	ldr d1, [x24, x8, lsl #3]
	fsub d0, d0, d1
	str d0, [x21, x8, lsl #3]
	add x8, x8, #1
	cmp x20, x8
	b.ne .LBB_7
.LBB_9:
	stp x20, x21, [x22]
	str x20, [x22, #16]
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldp x24, x23, [sp, #32]
	ldr x25, [sp, #16]
	ldp x29, x30, [sp], #80
	ret
.LBB_10:
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x0, x23
	mov x1, x23
	bl core::panicking::panic_bounds_check
	brk #0x1
.LBB_12:
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
