# gap_knobs::hoist_memory::combo — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::combo:
	sub sp, sp, #112
	stp x29, x30, [sp, #16]
	stp x28, x27, [sp, #32]
	stp x26, x25, [sp, #48]
	stp x24, x23, [sp, #64]
	stp x22, x21, [sp, #80]
	stp x20, x19, [sp, #96]
	add x29, sp, #16
	mov x26, x2
	ldr x2, [x3, #16]
	mov x19, x1
	cmp x1, x2
	b.hi .LBB_34
	ldr x2, [x3, #40]
	mov x21, x3
	cmp x19, x2
	b.hi .LBB_35
	ldr x2, [x21, #64]
	cmp x19, x2
	b.hi .LBB_36
	ldr x2, [x21, #88]
	cmp x19, x2
	b.hi .LBB_37
	ldr x2, [x26, #8]
	tbnz x2, #63, .LBB_40
	ldr x23, [x21, #8]
	ldr x24, [x21, #32]
	ldr x25, [x21, #56]
	mov x20, x0
	mov x1, x19
	mov x4, x19
	mov x3, x23
	ldr x22, [x21, #80]
	bl gap_knobs::hoist_memory::wma
	ldr x2, [x26]
	tbnz x2, #63, .LBB_40
	mov x0, x20
	mov x1, x19
	mov x3, x24
	mov x4, x19
	bl gap_knobs::hoist_memory::wma
	cbz x19, .LBB_19
	cntw x9
	mov w8, #12
	cmp x9, #12
	csel x8, x9, x8, hi
	cmp x19, x8
	b.hs .LBB_9
	mov x8, xzr
	b .LBB_14
.LBB_9:
	rdvl x10, #2
	sub x11, x22, x23
	mov x8, xzr
	cmp x11, x10
	b.lo .LBB_14
	sub x11, x22, x24
	cmp x11, x10
	b.lo .LBB_14
	sub x8, x9, #1
	ptrue p0.b
	mov x12, xzr
	and x11, x19, x8
	sub x8, x19, x11
	sub x13, x19, x11
.LBB_12:
	add x14, x23, x12
	ld1b { z0.b }, p0/z, [x23, x12]
	ld1b { z2.b }, p0/z, [x24, x12]
	subs x13, x13, x9
	fadd z0.d, z0.d, z0.d
	ldr z1, [x14, #1, mul vl]
	add x14, x24, x12
	ldr z3, [x14, #1, mul vl]
	add x14, x22, x12
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x22, x12]
	add x12, x12, x10
	str z1, [x14, #1, mul vl]
	b.ne .LBB_12
	cbz x11, .LBB_19
.LBB_14:
	sub w10, w19, w8
	add x9, x8, #1
	tbz w10, #0, .LBB_16
	ldr d0, [x23, x8, lsl #3]
	ldr d1, [x24, x8, lsl #3]
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x22, x8, lsl #3]
	mov x8, x9
.LBB_16:
	cmp x19, x9
	b.eq .LBB_19
	sub x9, x19, x8
	lsl x8, x8, #3
	add x11, x8, #8
	add x8, x22, x11
	add x10, x24, x11
	add x11, x23, x11
.LBB_18:
	ldur d0, [x11, #-8]
	ldur d1, [x10, #-8]
	subs x9, x9, #2
	fadd d0, d0, d0
	fsub d0, d0, d1
	stur d0, [x8, #-8]
	ldr d0, [x11], #16
	ldr d1, [x10], #16
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x8], #16
	b.ne .LBB_18
.LBB_19:
	ldr x2, [x26, #16]
	tbnz x2, #63, .LBB_40
	ldp x27, x28, [x21, #104]
	mov x0, x22
	mov x1, x19
	mov x3, x27
	mov x4, x28
	bl gap_knobs::hoist_memory::wma
	ldr x2, [x26, #32]
	tbnz x2, #63, .LBB_40
	mov x0, x20
	mov x1, x19
	mov x3, x23
	mov x4, x19
	bl gap_knobs::hoist_memory::wma
	ldr x2, [x26, #40]
	tbnz x2, #63, .LBB_40
	mov x0, x20
	mov x1, x19
	mov x3, x24
	mov x4, x19
	bl gap_knobs::hoist_memory::wma
	ldr x26, [x26, #24]
	tbnz x26, #63, .LBB_40
	mov x0, x20
	mov x1, x19
	mov x2, x26
	mov x3, x25
	mov x4, x19
	bl gap_knobs::hoist_memory::wma
	cbz x19, .LBB_31
	rdvl x8, #1
	sub x9, x22, x23
	cmp x9, x8
	b.lo .LBB_29
	sub x9, x22, x24
	cmp x9, x8
	b.lo .LBB_29
	sub x9, x22, x25
	cmp x9, x8
	b.lo .LBB_29
	cntd x8
	fmov z0.d, #3.00000000
	mov x10, xzr
	subs x9, x19, x8
	csel x9, xzr, x9, lo
	whilelo p0.d, xzr, x19
.LBB_28:
	ld1d { z1.d }, p0/z, [x23, x10, lsl #3]
	ld1d { z2.d }, p0/z, [x24, x10, lsl #3]
	fmul z1.d, z1.d, z0.d
	fsub z1.d, z1.d, z2.d
	ld1d { z2.d }, p0/z, [x25, x10, lsl #3]
	fsub z1.d, z1.d, z2.d
	st1d { z1.d }, p0, [x22, x10, lsl #3]
	whilelo p0.d, x10, x9
	add x10, x10, x8
	b.mi .LBB_28
	b .LBB_31
.LBB_29:
	mov x8, x19
	mov x9, x22
.LBB_30:
	ldr d0, [x23], #8
	fmov d1, #3.00000000
	subs x8, x8, #1
	fmul d0, d0, d1
	ldr d1, [x24], #8
	fsub d0, d0, d1
	ldr d1, [x25], #8
	fsub d0, d0, d1
	str d0, [x9], #8
	b.ne .LBB_30
.LBB_31:
	ldp x23, x21, [x21, #128]
	mov x0, x22
	mov x1, x19
	mov x2, x26
	mov x3, x23
	mov x4, x21
	bl gap_knobs::hoist_memory::wma
	cmp x19, x28
	b.hi .LBB_38
	cmp x19, x21
	b.hi .LBB_39
	mov x0, x20
	mov x1, x19
	mov x2, x27
	mov x3, x19
	mov x4, x23
	mov x5, x19
	ldp x20, x19, [sp, #96]
	ldp x22, x21, [sp, #80]
	ldp x24, x23, [sp, #64]
	ldp x26, x25, [sp, #48]
	ldp x28, x27, [sp, #32]
	ldp x29, x30, [sp, #16]
	add sp, sp, #112
	b kernel_safe::event_loop
.LBB_34:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x0, xzr
	mov x1, x19
	bl core::slice::index::slice_index_fail
.LBB_35:
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	mov x0, xzr
	mov x1, x19
	bl core::slice::index::slice_index_fail
.LBB_36:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	mov x0, xzr
	mov x1, x19
	bl core::slice::index::slice_index_fail
.LBB_37:
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	mov x0, xzr
	mov x1, x19
	bl core::slice::index::slice_index_fail
.LBB_38:
	adrp x3, .Lanon.4
	add x3, x3, :lo12:.Lanon.4
	mov x0, xzr
	mov x1, x19
	mov x2, x28
	bl core::slice::index::slice_index_fail
.LBB_39:
	adrp x3, .Lanon.5
	add x3, x3, :lo12:.Lanon.5
	mov x0, xzr
	mov x1, x19
	mov x2, x21
	bl core::slice::index::slice_index_fail
.LBB_40:
	adrp x0, .Lanon.6
	add x0, x0, :lo12:.Lanon.6
	adrp x3, .Lanon.7
	add x3, x3, :lo12:.Lanon.7
	adrp x4, .Lanon.8
	add x4, x4, :lo12:.Lanon.8
	sub x2, x29, #1
	mov w1, #23
	bl core::result::unwrap_failed
