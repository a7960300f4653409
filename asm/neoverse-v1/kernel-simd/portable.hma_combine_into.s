# kernel_simd::portable::hma_combine_into — kernel-simd, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-simd --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::hma_combine_into:
	stp x29, x30, [sp, #-16]!
	mov x29, sp
	cmp x1, x5
	b.ne .LBB_20
	cmp x3, x5
	b.ne .LBB_20
	subs x8, x1, #4
	b.hs .LBB_4
	mov x8, xzr
	b .LBB_11
.LBB_4:
	lsr x8, x8, #2
	cntd x10
	add x8, x8, #1
	cmp x8, x10
	b.hs .LBB_6
	mov x8, xzr
	mov w9, #4
	b .LBB_9
.LBB_6:
	sub x9, x10, #1
	ptrue p0.b
	mov x12, xzr
	and x11, x8, x9
	rdvl x14, #4
	sub x13, x8, x11
	lsl x8, x13, #2
	add x9, x8, #4
.LBB_7:
	add x15, x0, x12
	ld1b { z0.b }, p0/z, [x0, x12]
	ld1b { z4.b }, p0/z, [x2, x12]
	subs x13, x13, x10
	fadd z0.d, z0.d, z0.d
	ldr z1, [x15, #1, mul vl]
	ldr z2, [x15, #2, mul vl]
	ldr z3, [x15, #3, mul vl]
	add x15, x2, x12
	ldr z5, [x15, #3, mul vl]
	ldr z6, [x15, #2, mul vl]
	ldr z7, [x15, #1, mul vl]
	add x15, x4, x12
	fadd z3.d, z3.d, z3.d
	fadd z2.d, z2.d, z2.d
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z4.d
	fsub z1.d, z1.d, z7.d
	fsub z2.d, z2.d, z6.d
	fsub z3.d, z3.d, z5.d
	st1b { z0.b }, p0, [x4, x12]
	add x12, x12, x14
	str z3, [x15, #3, mul vl]
	str z2, [x15, #2, mul vl]
	str z1, [x15, #1, mul vl]
	b.ne .LBB_7
	cbz x11, .LBB_11
.LBB_9:
	add x10, x0, x8, lsl #3
	add x11, x2, x8, lsl #3
	ldp q0, q1, [x10]
	ldp q2, q3, [x11]
	add x10, x4, x8, lsl #3
	mov x8, x9
	add x9, x9, #4
	cmp x9, x1
	fadd v1.2d, v1.2d, v1.2d
	fadd v0.2d, v0.2d, v0.2d
	fsub v1.2d, v1.2d, v3.2d
	fsub v0.2d, v0.2d, v2.2d
	stp q0, q1, [x10]
	b.ls .LBB_9
	sub x8, x9, #4
.LBB_11:
	subs x10, x1, x8
	b.ls .LBB_19
	cntw x9
	cmp x10, x9
	b.hs .LBB_14
	mov x10, x8
	b .LBB_17
.LBB_14:
	sub x12, x9, #1
	rdvl x15, #1
	add x13, x4, x8, lsl #3
	add x16, x2, x8, lsl #3
	mov x11, xzr
	and x12, x10, x12
	ptrue p0.d
	sub x14, x10, x12
	add x18, x15, x8, lsl #3
	add x10, x8, x14
	add x15, x4, x18
	add x17, x2, x18
	add x8, x0, x8, lsl #3
	add x18, x0, x18
.LBB_15:
	ld1d { z0.d }, p0/z, [x8, x11, lsl #3]
	ld1d { z1.d }, p0/z, [x18, x11, lsl #3]
	fadd z0.d, z0.d, z0.d
	ld1d { z2.d }, p0/z, [x16, x11, lsl #3]
	ld1d { z3.d }, p0/z, [x17, x11, lsl #3]
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1d { z0.d }, p0, [x13, x11, lsl #3]
	st1d { z1.d }, p0, [x15, x11, lsl #3]
	add x11, x11, x9
	cmp x14, x11
	b.ne .LBB_15
	cbz x12, .LBB_19
.LBB_17:
	add x8, x4, x10, lsl #3
	add x9, x2, x10, lsl #3
	add x11, x0, x10, lsl #3
	sub x10, x1, x10
.LBB_18:
	ldr d0, [x11], #8
	ldr d1, [x9], #8
	subs x10, x10, #1
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x8], #8
	b.ne .LBB_18
.LBB_19:
	ldp x29, x30, [sp], #16
	ret
.LBB_20:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov w1, #50
	bl core::panicking::panic
