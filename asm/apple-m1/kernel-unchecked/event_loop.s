# kernel_unchecked::event_loop — kernel-unchecked, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-unchecked --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_unchecked::event_loop:
	cmp x3, x1
	b.ne .LBB_16
	cmp x5, x1
	b.ne .LBB_16
	cmp x3, #2
	b.lo .LBB_12
	mov x8, x0
	mov x10, #0
	mov x0, #0
	ldr d1, [x2]
	ldr d2, [x4]
	movi v4.2d, #0000000000000000
	mov w9, #1
	fmov d3, #1.00000000
	mov x11, #57357
	movk x11, #36909, lsl #16
	movk x11, #63648, lsl #32
	movk x11, #16367, lsl #48
	fmov d5, x11
	fmov d6, #-1.00000000
	mov x11, #4636737291354636288
	fmov d7, x11
	movi v0.2d, #0000000000000000
	b .LBB_6
.LBB_4:
	mov v4.16b, v16.16b
	mov x10, x11
.LBB_5:
	add x9, x9, #1
	cmp x3, x9
	b.eq .LBB_13
.LBB_6:
	mov v17.16b, v1.16b
	mov v18.16b, v2.16b
	ldr d1, [x2, x9, lsl #3]
	ldr d2, [x4, x9, lsl #3]
	ldr d16, [x8, x9, lsl #3]
	fcmp d2, d1
	fccmp d18, d17, #0, gt
	b.mi .LBB_9
	fcmp d2, d1
	fccmp d18, d17, #4, mi
	b.le .LBB_5
	mov x11, #-1
	cmp x11, x10
	b.eq .LBB_5
	b .LBB_10
.LBB_9:
	mov w11, #1
	cmp x11, x10
	b.eq .LBB_5
.LBB_10:
	cbz x10, .LBB_4
	scvtf d17, x10
	fsub d18, d16, d4
	fmul d17, d18, d17
	fdiv d4, d17, d4
	fadd d4, d4, d3
	fmul d4, d4, d5
	fadd d4, d4, d6
	fmul d4, d4, d7
	fadd d0, d0, d4
	add x0, x0, #1
	b .LBB_4
.LBB_12:
	mov x0, #0
	movi v0.2d, #0000000000000000
	ret
.LBB_13:
	cbz x10, .LBB_15
	scvtf d1, x10
	add x8, x8, x3, lsl #3
	ldur d2, [x8, #-8]
	fsub d2, d2, d4
	fmul d1, d2, d1
	fdiv d1, d1, d4
	fmov d2, #1.00000000
	fadd d1, d1, d2
	mov x8, #57357
	movk x8, #36909, lsl #16
	movk x8, #63648, lsl #32
	movk x8, #16367, lsl #48
	fmov d2, x8
	fmul d1, d1, d2
	fmov d2, #-1.00000000
	fadd d1, d1, d2
	mov x8, #4636737291354636288
	fmov d2, x8
	fmul d1, d1, d2
	fadd d0, d0, d1
	add x0, x0, #1
.LBB_15:
	ret
.LBB_16:
	stp x29, x30, [sp, #-16]!
	mov x29, sp
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov w1, #46
	bl core::panicking::panic
