# kernel_stream::Stream::push — kernel-stream, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-stream --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_stream::Stream::push:
	str d10, [sp, #-64]!
	stp d9, d8, [sp, #16]
	stp x29, x30, [sp, #32]
	stp x20, x19, [sp, #48]
	add x29, sp, #32
	fmov d8, d0
	mov x19, x8
	mov x10, #-4503599627370496
	mov x20, x0
	fmov x8, d8
	and x9, x8, #0x7fffffffffffffff
	cmn x8, #1
	add x9, x9, x10
	sub x10, x8, #1
	mov w8, #1023
	lsr x9, x9, #53
	ccmp x9, x8, #2, gt
	mov x8, #4503599627370495
	ccmp x10, x8, #0, hs
	b.hs .LBB_5
	fmov d0, d8
	add x0, x20, #24
	bl kernel_stream::RollingWma::push
	fadd d9, d0, d0
	fmov d0, d8
	add x0, x20, #80
	bl kernel_stream::RollingWma::push
	fsub d0, d9, d0
	add x0, x20, #136
	bl kernel_stream::RollingWma::push
	fmov d9, d0
	fmov d0, d8
	add x0, x20, #192
	bl kernel_stream::RollingWma::push
	fmov d1, #3.00000000
	add x0, x20, #248
	fmul d10, d0, d1
	fmov d0, d8
	bl kernel_stream::RollingWma::push
	fsub d10, d10, d0
	fmov d0, d8
	add x0, x20, #304
	bl kernel_stream::RollingWma::push
	fsub d0, d10, d0
	add x0, x20, #360
	bl kernel_stream::RollingWma::push
	ldr w8, [x20]
	tbz w8, #0, .LBB_10
	ldp d1, d2, [x20, #8]
	fcmp d0, d9
	fccmp d2, d1, #0, gt
	b.mi .LBB_6
	fcmp d0, d9
	fccmp d2, d1, #4, mi
	b.le .LBB_10
	mov x8, #-1
	ldr x9, [x20, #464]
	cmp x8, x9
	b.ne .LBB_7
	b .LBB_10
.LBB_5:
	ldr x8, [x20, #504]
	mov w9, #2
	str d8, [x19, #16]
	stp x9, x8, [x19]
	ldp d9, d8, [sp, #16]
	ldp x20, x19, [sp, #48]
	ldp x29, x30, [sp, #32]
	ldr d10, [sp], #64
	ret
.LBB_6:
	mov w8, #1
	ldr x9, [x20, #464]
	cmp x8, x9
	b.eq .LBB_10
.LBB_7:
	cbz x9, .LBB_9
	ldp d2, d3, [x20, #472]
	scvtf d1, x9
	adrp x9, .LCPI_0
	fsub d4, d8, d2
	fmul d1, d4, d1
	fdiv d1, d1, d2
	fmov d2, #1.00000000
	fadd d1, d1, d2
	ldr d2, [x9, :lo12:.LCPI_0]
	mov x9, #4636737291354636288
	fmul d1, d1, d2
	fmov d2, #-1.00000000
	fadd d1, d1, d2
	fmov d2, x9
	ldr x9, [x20, #488]
	fmul d1, d1, d2
	add x9, x9, #1
	str x9, [x20, #488]
	fadd d1, d3, d1
	str d1, [x20, #480]
.LBB_9:
	str x8, [x20, #464]
	str d8, [x20, #472]
.LBB_10:
	ldr d1, [x20, #480]
	ldr x8, [x20, #504]
	mov w9, #1
	ldr x10, [x20, #488]
	add x8, x8, #1
	str x9, [x20]
	ldr x9, [x20, #464]
	stp d9, d0, [x20, #8]
	str d8, [x20, #496]
	str x8, [x20, #504]
	str x8, [x19, #32]
	mov w8, #5
	stp x9, x10, [x19, #8]
	str d1, [x19, #24]
	str x8, [x19]
	ldp d9, d8, [sp, #16]
	ldp x20, x19, [sp, #48]
	ldp x29, x30, [sp, #32]
	ldr d10, [sp], #64
	ret
