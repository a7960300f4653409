# kernel_iter::event_loop — kernel-iter, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-iter --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::event_loop:
	stp x29, x30, [sp, #-16]!
	mov x29, sp
	cmp x3, x1
	b.ne .LBB_20
	cmp x5, x1
	b.ne .LBB_20
	cmp x3, #0
	cset w9, ne
	sub x10, x3, #1
	movi d0, #0000000000000000
	mov x8, x0
	mov x0, xzr
	sub x9, x3, x9
	cmp x10, x9
	csel x9, x10, x9, lo
	cmp x3, #2
	b.lo .LBB_19
	cbz x9, .LBB_19
	adrp x13, .LCPI_0
	mov x11, #-8
	fmov d2, #1.00000000
	fmov d3, #-1.00000000
	movi d6, #0000000000000000
	add x10, x8, x3, lsl #3
	mov x12, xzr
	mov x0, xzr
	ldr d1, [x13, :lo12:.LCPI_0]
	mov x13, #4636737291354636288
	sub x11, x11, x8
	add x8, x8, #8
	fmov d4, x13
	lsr x11, x11, #3
	b .LBB_7
.LBB_5:
	fmov d5, d6
	mov x15, x12
.LBB_6:
	fmov d6, d5
	sub x11, x11, #1
	subs x9, x9, #1
	add x8, x8, #8
	mov x2, x14
	mov x4, x13
	mov x12, x15
	b.eq .LBB_17
.LBB_7:
	cbz x11, .LBB_16
	mov x13, x4
	ldr d5, [x13, #8]!
	mov x14, x2
	ldr d7, [x14, #8]!
	fcmp d5, d7
	b.le .LBB_11
	ldr d16, [x4]
	ldr d17, [x2]
	fcmp d16, d17
	b.pl .LBB_11
	mov w15, #1
	cmp x15, x12
	b.eq .LBB_5
	b .LBB_14
.LBB_11:
	fcmp d5, d7
	b.pl .LBB_5
	ldr d5, [x4]
	ldr d7, [x2]
	fcmp d5, d7
	b.le .LBB_5
	mov x15, #-1
	cmp x15, x12
	b.eq .LBB_5
.LBB_14:
	ldr d5, [x8]
	cbz x12, .LBB_6
	scvtf d7, x12
	fsub d16, d5, d6
	add x0, x0, #1
	fmul d7, d16, d7
	fdiv d6, d7, d6
	fadd d6, d6, d2
	fmul d6, d6, d1
	fadd d6, d6, d3
	fmul d6, d6, d4
	fadd d0, d0, d6
	b .LBB_6
.LBB_16:
	fmov d5, d6
	mov x15, x12
.LBB_17:
	cbz x15, .LBB_19
	ldur d2, [x10, #-8]
	scvtf d3, x15
	mov x8, #4636737291354636288
	add x0, x0, #1
	fsub d2, d2, d5
	fmul d2, d2, d3
	fmov d3, #1.00000000
	fdiv d2, d2, d5
	fadd d2, d2, d3
	fmul d1, d2, d1
	fmov d2, #-1.00000000
	fadd d1, d1, d2
	fmov d2, x8
	fmul d1, d1, d2
	fadd d0, d0, d1
.LBB_19:
	ldp x29, x30, [sp], #16
	ret
.LBB_20:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov w1, #47
	bl core::panicking::panic_fmt
