# kernel_simd::portable::hma_combine_into — kernel-simd, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-simd --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_simd::portable::hma_combine_into:
	stp x29, x30, [sp, #-16]!
	mov x29, sp
	cmp x1, x5
	b.ne .LBB_21
	cmp x3, x5
	b.ne .LBB_21
	subs x8, x1, #4
	b.hs .LBB_4
	mov x11, #0
	b .LBB_12
.LBB_4:
	lsr x8, x8, #2
	cbz x8, .LBB_9
	add x11, x8, #1
	and x12, x11, #0x7ffffffffffffffe
	lsl x10, x11, #2
	orr x8, x10, #0x4
	lsl x9, x12, #2
	mov x13, x0
	mov x14, x2
	mov x15, x4
	and x16, x11, #0x7ffffffffffffffe
.LBB_6:
	ldp q0, q1, [x13]
	ldp q2, q3, [x13, #32]
	ldp q5, q4, [x14, #32]
	ldp q7, q6, [x14], #64
	fadd v3.2d, v3.2d, v3.2d
	fadd v2.2d, v2.2d, v2.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v0.2d, v0.2d, v0.2d
	fsub v0.2d, v0.2d, v7.2d
	fsub v1.2d, v1.2d, v6.2d
	fsub v2.2d, v2.2d, v5.2d
	fsub v3.2d, v3.2d, v4.2d
	stp q2, q3, [x15, #32]
	stp q0, q1, [x15], #64
	add x13, x13, #64
	subs x16, x16, #2
	b.ne .LBB_6
	cmp x11, x12
	b.ne .LBB_10
	and x11, x10, #0xfffffffffffffff8
	b .LBB_12
.LBB_9:
	mov x9, #0
	mov w8, #4
.LBB_10:
	lsl x10, x9, #3
	add x9, x0, x10
	add x11, x2, x10
	ldp q0, q1, [x9]
	fadd v0.2d, v0.2d, v0.2d
	ldp q2, q3, [x11]
	fsub v0.2d, v0.2d, v2.2d
	fadd v1.2d, v1.2d, v1.2d
	fsub v1.2d, v1.2d, v3.2d
	mov x9, x8
	add x8, x4, x10
	stp q0, q1, [x8]
	add x8, x9, #4
	cmp x8, x1
	b.ls .LBB_10
	sub x11, x8, #4
.LBB_12:
	subs x9, x1, x11
	b.ls .LBB_20
	cmp x9, #7
	b.hi .LBB_15
	mov x8, x11
	b .LBB_18
.LBB_15:
	and x10, x9, #0xffffffffffffff8
	add x8, x11, x10
	lsl x11, x11, #3
	add x13, x11, #32
	add x11, x0, x13
	add x12, x2, x13
	add x13, x4, x13
	and x14, x9, #0xffffffffffffff8
.LBB_16:
	ldp q0, q1, [x11, #-32]
	ldp q2, q3, [x11], #64
	fadd v0.2d, v0.2d, v0.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v2.2d, v2.2d, v2.2d
	fadd v3.2d, v3.2d, v3.2d
	ldp q4, q5, [x12, #-32]
	ldp q6, q7, [x12], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x13, #-32]
	stp q2, q3, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_16
	cmp x9, x10
	b.eq .LBB_20
.LBB_18:
	lsl x11, x8, #3
	add x9, x4, x11
	add x10, x2, x11
	add x11, x0, x11
	sub x8, x1, x8
.LBB_19:
	ldr d0, [x11], #8
	fadd d0, d0, d0
	ldr d1, [x10], #8
	fsub d0, d0, d1
	str d0, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_19
.LBB_20:
	ldp x29, x30, [sp], #16
	ret
.LBB_21:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov w1, #50
	bl core::panicking::panic
