# kernel_iter::hma3_combine — kernel-iter, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-iter --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::hma3_combine:
	stp x29, x30, [sp, #-64]!
	stp x24, x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	cmp x1, x3
	b.ne .LBB_8
	cmp x3, x5
	b.ne .LBB_8
	mov x19, x1
	mov x20, x8
	cbz x1, .LBB_6
	mov x21, x4
	mov x22, x2
	mov x23, x0
	lsl x24, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x24
	bl __rustc::__rust_alloc
	cbz x0, .LBB_9
	cntd x8
	fmov z0.d, #3.00000000
	mov x10, xzr
	subs x9, x19, x8
	csel x9, xzr, x9, lo
	whilelo p0.d, xzr, x19
.LBB_5:
	ld1d { z1.d }, p0/z, [x23, x10, lsl #3]
	ld1d { z2.d }, p0/z, [x22, x10, lsl #3]
	fmul z1.d, z1.d, z0.d
	fsub z1.d, z1.d, z2.d
	ld1d { z2.d }, p0/z, [x21, x10, lsl #3]
	fsub z1.d, z1.d, z2.d
	st1d { z1.d }, p0, [x0, x10, lsl #3]
	whilelo p0.d, x10, x9
	add x10, x10, x8
	b.mi .LBB_5
	b .LBB_7
.LBB_6:
	mov w0, #8
.LBB_7:
	stp x19, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldp x24, x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_8:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov w1, #59
	bl core::panicking::panic_fmt
.LBB_9:
	mov w0, #8
	mov x1, x24
	bl alloc::raw_vec::handle_error
