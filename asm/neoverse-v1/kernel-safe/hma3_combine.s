# kernel_safe::hma3_combine — kernel-safe, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-safe --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
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
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc_zeroed
	cbz x0, .LBB_16
	cmp x23, x20
	csel x8, x23, x20, lo
	sub x9, x21, #1
	cmp x8, x9
	csel x8, x8, x9, lo
	cntw x9
	cmp x8, x9
	b.hs .LBB_5
	mov x8, xzr
	b .LBB_7
.LBB_4:
	mov w0, #8
	b .LBB_11
.LBB_5:
	add x8, x8, #1
	sub x11, x9, #1
	ptrue p0.b
	fmov z0.d, #3.00000000
	mov x10, xzr
	ands x11, x8, x11
	csel x11, x9, x11, eq
	sub x8, x8, x11
	rdvl x11, #2
	mov x12, x8
.LBB_6:
	add x13, x24, x10
	ld1b { z1.b }, p0/z, [x24, x10]
	ld1b { z3.b }, p0/z, [x25, x10]
	subs x12, x12, x9
	fmul z1.d, z1.d, z0.d
	ldr z2, [x13, #1, mul vl]
	add x13, x25, x10
	ldr z4, [x13, #1, mul vl]
	add x13, x26, x10
	fmul z2.d, z2.d, z0.d
	fsub z1.d, z1.d, z3.d
	ld1b { z3.b }, p0/z, [x26, x10]
	fsub z2.d, z2.d, z4.d
	ldr z4, [x13, #1, mul vl]
	add x13, x0, x10
	fsub z1.d, z1.d, z3.d
	fsub z2.d, z2.d, z4.d
	st1b { z1.b }, p0, [x0, x10]
	add x10, x10, x11
	str z2, [x13, #1, mul vl]
	b.ne .LBB_6
.LBB_7:
	fmov d0, #3.00000000
	add x10, x0, x8, lsl #3
	add x11, x26, x8, lsl #3
	add x12, x25, x8, lsl #3
	add x13, x24, x8, lsl #3
	mov x9, xzr
	sub x14, x23, x8
	sub x15, x20, x8
	sub x8, x21, x8
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	adrp x16, .Lanon.1
	add x16, x16, :lo12:.Lanon.1
.LBB_8:
	cmp x15, x9
	b.eq .LBB_12
	cmp x14, x9
	b.eq .LBB_13
	ldr d1, [x13, x9, lsl #3]
	ldr d2, [x12, x9, lsl #3]
	fmul d1, d1, d0
	fsub d1, d1, d2
	ldr d2, [x11, x9, lsl #3]
	fsub d1, d1, d2
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
	mov w2, #8
	mov x20, x0
	mov x0, x21
	mov x1, x19
	bl __rustc::__rust_dealloc
	mov x0, x20
	bl _Unwind_Resume
