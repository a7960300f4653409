# kernel_iter::hma_combine — kernel-iter, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-iter --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::hma_combine:
	sub sp, sp, #80
	stp x29, x30, [sp, #16]
	str x23, [sp, #32]
	stp x22, x21, [sp, #48]
	stp x20, x19, [sp, #64]
	add x29, sp, #16
	str x1, [sp, #8]
	str x3, [x29, #24]
	cmp x1, x3
	b.ne .LBB_8
	mov x19, x1
	mov x20, x8
	cbz x1, .LBB_5
	mov x21, x2
	mov x22, x0
	lsl x23, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_9
	cmp x19, #8
	b.hs .LBB_6
	mov x8, #0
	b .LBB_10
.LBB_5:
	mov w0, #8
	b .LBB_12
.LBB_6:
	and x8, x19, #0xffffffffffffff8
	add x9, x0, #32
	add x10, x22, #32
	add x11, x21, #32
	and x12, x19, #0xffffffffffffff8
.LBB_7:
	ldp q0, q1, [x10, #-32]
	ldp q2, q3, [x10], #64
	ldp q4, q5, [x11, #-32]
	ldp q6, q7, [x11], #64
	fadd v0.2d, v0.2d, v0.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v2.2d, v2.2d, v2.2d
	fadd v3.2d, v3.2d, v3.2d
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x9, #-32]
	stp q2, q3, [x9], #64
	subs x12, x12, #8
	b.ne .LBB_7
	b .LBB_11
.LBB_8:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	adrp x5, .Lanon.1
	add x5, x5, :lo12:.Lanon.1
	add x1, sp, #8
	add x2, x29, #24
	mov w0, #0
	mov w4, #55
	bl core::panicking::assert_failed::<usize, usize>
.LBB_9:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
.LBB_10:
	ldr d0, [x22, x8, lsl #3]
	ldr d1, [x21, x8, lsl #3]
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x0, x8, lsl #3]
	add x8, x8, #1
.LBB_11:
	cmp x19, x8
	b.ne .LBB_10
.LBB_12:
	stp x19, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldr x23, [sp, #32]
	ldp x29, x30, [sp, #16]
	add sp, sp, #80
	ret
