# kernel_unchecked::event_loop — kernel-unchecked, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-unchecked --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_unchecked::event_loop:
	cmp x3, x1
	b.ne .LBB_16
	cmp x5, x1
	b.ne .LBB_16
	cmp x3, #2
	b.lo .LBB_12
	adrp x11, .LCPI_0
	ldr d2, [x2]
	ldr d3, [x4]
	movi d5, #0000000000000000
	fmov d4, #1.00000000
	fmov d6, #-1.00000000
	movi d0, #0000000000000000
	mov w9, #1
	ldr d1, [x11, :lo12:.LCPI_0]
	mov x11, #4636737291354636288
	mov x8, x0
	mov x10, xzr
	mov x0, xzr
	fmov d7, x11
	b .LBB_6
.LBB_4:
	fmov d5, d16
	mov x10, x11
.LBB_5:
	add x9, x9, #1
	cmp x3, x9
	b.eq .LBB_13
.LBB_6:
	fmov d17, d2
	fmov d18, d3
	ldr d2, [x2, x9, lsl #3]
	ldr d3, [x4, x9, lsl #3]
	ldr d16, [x8, x9, lsl #3]
	fcmp d3, d2
	fccmp d18, d17, #0, gt
	b.mi .LBB_9
	fcmp d3, d2
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
	fsub d18, d16, d5
	add x0, x0, #1
	fmul d17, d18, d17
	fdiv d5, d17, d5
	fadd d5, d5, d4
	fmul d5, d5, d1
	fadd d5, d5, d6
	fmul d5, d5, d7
	fadd d0, d0, d5
	b .LBB_4
.LBB_12:
	movi d0, #0000000000000000
	mov x0, xzr
	ret
.LBB_13:
	cbz x10, .LBB_15
	add x8, x8, x3, lsl #3
	scvtf d2, x10
	add x0, x0, #1
	ldur d3, [x8, #-8]
	mov x8, #4636737291354636288
	fsub d3, d3, d5
	fmul d2, d3, d2
	fmov d3, #1.00000000
	fdiv d2, d2, d5
	fadd d2, d2, d3
	fmul d1, d2, d1
	fmov d2, #-1.00000000
	fadd d1, d1, d2
	fmov d2, x8
	fmul d1, d1, d2
	fadd d0, d0, d1
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
