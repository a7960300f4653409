# kernel_iter::hma_combine — kernel-iter, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-iter --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::hma_combine:
	sub sp, sp, #80
	stp x29, x30, [sp, #16]
	str x23, [sp, #32]
	stp x22, x21, [sp, #48]
	stp x20, x19, [sp, #64]
	add x29, sp, #16
	cmp x1, x3
	str x1, [sp, #8]
	str x3, [x29, #24]
	b.ne .LBB_11
	mov x19, x1
	mov x20, x8
	cbz x1, .LBB_5
	mov x21, x2
	mov x22, x0
	lsl x23, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x23
	bl __rustc::__rust_alloc
	cbz x0, .LBB_12
	cntw x9
	cmp x19, x9
	b.hs .LBB_6
	mov x8, xzr
	b .LBB_9
.LBB_5:
	mov w0, #8
	b .LBB_10
.LBB_6:
	sub x8, x9, #1
	ptrue p0.b
	mov x11, xzr
	and x10, x19, x8
	rdvl x12, #2
	sub x8, x19, x10
	sub x13, x19, x10
.LBB_7:
	add x14, x22, x11
	ld1b { z0.b }, p0/z, [x22, x11]
	add x15, x21, x11
	ld1b { z2.b }, p0/z, [x21, x11]
	subs x13, x13, x9
	fadd z0.d, z0.d, z0.d
	ldr z1, [x14, #1, mul vl]
	ldr z3, [x15, #1, mul vl]
	add x14, x0, x11
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x0, x11]
	add x11, x11, x12
	str z1, [x14, #1, mul vl]
	b.ne .LBB_7
	cbz x10, .LBB_10
.LBB_9:
	ldr d0, [x22, x8, lsl #3]
	ldr d1, [x21, x8, lsl #3]
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x0, x8, lsl #3]
	add x8, x8, #1
	cmp x19, x8
	b.ne .LBB_9
.LBB_10:
	stp x19, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldr x23, [sp, #32]
	ldp x29, x30, [sp, #16]
	add sp, sp, #80
	ret
.LBB_11:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	adrp x5, .Lanon.1
	add x5, x5, :lo12:.Lanon.1
	mov w0, wzr
	add x1, sp, #8
	add x2, x29, #24
	mov w4, #55
	bl core::panicking::assert_failed::<usize, usize>
.LBB_12:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
