# kernel_safe::event_loop — kernel-safe, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-safe --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_safe::event_loop:
	stp x29, x30, [sp, #-16]!
	mov x29, sp
	cmp x1, #2
	b.lo .LBB_17
	adrp x16, .LCPI_0
	cmp x5, #1
	movi d0, #0000000000000000
	fmov d3, #1.00000000
	fmov d4, #-1.00000000
	movi d5, #0000000000000000
	lsl x14, x1, #3
	mov x8, x0
	ldr d1, [x16, :lo12:.LCPI_0]
	mov x16, #4636737291354636288
	csinc x10, x5, xzr, hi
	cmp x3, #1
	mov x9, xzr
	mov x15, xzr
	mov x0, xzr
	fmov d2, x16
	csinc x11, x3, xzr, hi
	lsl x13, x10, #3
	mov w16, #8
	lsl x12, x11, #3
	b .LBB_5
.LBB_2:
	ldr d7, [x8, x16]
	scvtf d6, x15
	add x0, x0, #1
	fsub d16, d7, d5
	fmul d6, d16, d6
	fdiv d5, d6, d5
	fadd d5, d5, d3
	fmul d5, d5, d1
	fadd d5, d5, d4
	fmul d5, d5, d2
	fadd d0, d0, d5
	fmov d5, d7
.LBB_3:
	mov x15, x17
.LBB_4:
	add x16, x16, #8
	add x9, x9, #1
	cmp x14, x16
	b.eq .LBB_18
.LBB_5:
	cmp x13, x16
	b.eq .LBB_21
	cmp x12, x16
	b.eq .LBB_22
	ldr d6, [x4, x16]
	ldr d7, [x2, x16]
	fcmp d6, d7
	b.le .LBB_10
	add x17, x4, x16
	ldur d16, [x17, #-8]
	add x17, x2, x16
	ldur d17, [x17, #-8]
	fcmp d16, d17
	b.pl .LBB_10
	mov w17, #1
	cmp x17, x15
	b.eq .LBB_4
	b .LBB_15
.LBB_10:
	fcmp d6, d7
	b.pl .LBB_4
	cmp x9, x5
	b.hs .LBB_23
	cmp x9, x3
	b.hs .LBB_24
	add x17, x4, x16
	ldur d6, [x17, #-8]
	add x17, x2, x16
	ldur d7, [x17, #-8]
	fcmp d6, d7
	b.le .LBB_4
	mov x17, #-1
	cmp x17, x15
	b.eq .LBB_4
.LBB_15:
	cbnz x15, .LBB_2
	ldr d5, [x8, x16]
	b .LBB_3
.LBB_17:
	mov x0, xzr
	movi d0, #0000000000000000
	ldp x29, x30, [sp], #16
	ret
.LBB_18:
	cbz x15, .LBB_20
	add x8, x8, x1, lsl #3
	scvtf d2, x15
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
.LBB_20:
	ldp x29, x30, [sp], #16
	ret
.LBB_21:
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x0, x10
	mov x1, x5
	bl core::panicking::panic_bounds_check
.LBB_22:
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov x0, x11
	mov x1, x3
	bl core::panicking::panic_bounds_check
.LBB_23:
	adrp x2, .Lanon.2
	add x2, x2, :lo12:.Lanon.2
	mov x0, x9
	mov x1, x5
	bl core::panicking::panic_bounds_check
.LBB_24:
	adrp x2, .Lanon.3
	add x2, x2, :lo12:.Lanon.3
	mov x0, x9
	mov x1, x3
	bl core::panicking::panic_bounds_check
