# gap_knobs::reuse::combo — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::reuse::combo:
	sub sp, sp, #112
	stp x29, x30, [sp, #16]
	stp x28, x27, [sp, #32]
	stp x26, x25, [sp, #48]
	stp x24, x23, [sp, #64]
	stp x22, x21, [sp, #80]
	stp x20, x19, [sp, #96]
	add x29, sp, #16
	mov x28, x2
	mov x19, x1
	ldr x2, [x3, #16]
	cmp x1, x2
	b.hi .LBB_34
	mov x21, x3
	ldr x2, [x3, #40]
	cmp x19, x2
	b.hi .LBB_35
	ldr x2, [x21, #64]
	cmp x19, x2
	b.hi .LBB_36
	ldr x2, [x21, #88]
	cmp x19, x2
	b.hi .LBB_37
	ldr x2, [x28, #8]
	tbnz x2, #63, .LBB_40
	mov x20, x0
	ldr x23, [x21, #8]
	ldr x24, [x21, #32]
	ldr x25, [x21, #56]
	ldr x22, [x21, #80]
	mov x1, x19
	mov x3, x23
	mov x4, x19
	bl gap_knobs::reuse::wma
	ldr x2, [x28]
	tbnz x2, #63, .LBB_40
	mov x0, x20
	mov x1, x19
	mov x3, x24
	mov x4, x19
	bl gap_knobs::reuse::wma
	cbz x19, .LBB_11
	cmp x19, #7
	b.hi .LBB_23
	mov x8, #0
.LBB_9:
	lsl x11, x8, #3
	add x9, x22, x11
	add x10, x24, x11
	add x11, x23, x11
	sub x8, x19, x8
.LBB_10:
	ldr d0, [x11], #8
	fadd d0, d0, d0
	ldr d1, [x10], #8
	fsub d0, d0, d1
	str d0, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_10
.LBB_11:
	ldr x2, [x28, #16]
	tbnz x2, #63, .LBB_40
	ldp x26, x27, [x21, #104]
	mov x0, x22
	mov x1, x19
	mov x3, x26
	mov x4, x27
	bl gap_knobs::reuse::wma
	ldr x2, [x28, #32]
	tbnz x2, #63, .LBB_40
	mov x0, x20
	mov x1, x19
	mov x3, x23
	mov x4, x19
	bl gap_knobs::reuse::wma
	ldr x2, [x28, #40]
	tbnz x2, #63, .LBB_40
	mov x0, x20
	mov x1, x19
	mov x3, x24
	mov x4, x19
	bl gap_knobs::reuse::wma
	ldr x28, [x28, #24]
	tbnz x28, #63, .LBB_40
	mov x0, x20
	mov x1, x19
	mov x2, x28
	mov x3, x25
	mov x4, x19
	bl gap_knobs::reuse::wma
	cbz x19, .LBB_20
	cmp x19, #7
	b.hi .LBB_28
	mov x8, #0
.LBB_18:
	lsl x12, x8, #3
	add x9, x22, x12
	add x10, x25, x12
	add x11, x24, x12
	add x12, x23, x12
	sub x8, x19, x8
	fmov d0, #3.00000000
.LBB_19:
	ldr d1, [x12], #8
	fmul d1, d1, d0
	ldr d2, [x11], #8
	fsub d1, d1, d2
	ldr d2, [x10], #8
	fsub d1, d1, d2
	str d1, [x9], #8
	subs x8, x8, #1
	b.ne .LBB_19
.LBB_20:
	ldp x23, x21, [x21, #128]
	mov x0, x22
	mov x1, x19
	mov x2, x28
	mov x3, x23
	mov x4, x21
	bl gap_knobs::reuse::wma
	cmp x19, x27
	b.hi .LBB_38
	cmp x19, x21
	b.hi .LBB_39
	mov x0, x20
	mov x1, x19
	mov x2, x26
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
.LBB_23:
	mov x8, #0
	sub x9, x22, x23
	cmp x9, #64
	b.lo .LBB_9
	sub x9, x22, x24
	cmp x9, #64
	b.lo .LBB_9
	and x8, x19, #0xffffffffffffff8
	add x9, x23, #32
	add x10, x22, #32
	add x11, x24, #32
	and x12, x19, #0xffffffffffffff8
.LBB_26:
	ldp q0, q1, [x9, #-32]
	ldp q2, q3, [x9], #64
	fadd v0.2d, v0.2d, v0.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v2.2d, v2.2d, v2.2d
	fadd v3.2d, v3.2d, v3.2d
	ldp q4, q5, [x11, #-32]
	ldp q6, q7, [x11], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x10, #-32]
	stp q2, q3, [x10], #64
	subs x12, x12, #8
	b.ne .LBB_26
	cmp x19, x8
	b.ne .LBB_9
	b .LBB_11
.LBB_28:
	mov x8, #0
	sub x9, x22, x23
	cmp x9, #64
	b.lo .LBB_18
	sub x9, x22, x24
	cmp x9, #64
	b.lo .LBB_18
	sub x9, x22, x25
	cmp x9, #64
	b.lo .LBB_18
	and x8, x19, #0xffffffffffffff8
	add x9, x23, #32
	add x10, x22, #32
	add x11, x24, #32
	add x12, x25, #32
	fmov v0.2d, #3.00000000
	and x13, x19, #0xffffffffffffff8
.LBB_32:
	ldp q1, q2, [x9, #-32]
	ldp q3, q4, [x9], #64
	fmul v1.2d, v1.2d, v0.2d
	fmul v2.2d, v2.2d, v0.2d
	fmul v3.2d, v3.2d, v0.2d
	fmul v4.2d, v4.2d, v0.2d
	ldp q5, q6, [x11, #-32]
	ldp q7, q16, [x11], #64
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	fsub v4.2d, v4.2d, v16.2d
	ldp q5, q6, [x12, #-32]
	ldp q7, q16, [x12], #64
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	fsub v4.2d, v4.2d, v16.2d
	stp q1, q2, [x10, #-32]
	stp q3, q4, [x10], #64
	subs x13, x13, #8
	b.ne .LBB_32
	cmp x19, x8
	b.ne .LBB_18
	b .LBB_20
.LBB_34:
	adrp x3, .Lanon.0
	add x3, x3, :lo12:.Lanon.0
	mov x0, #0
	mov x1, x19
	bl core::slice::index::slice_index_fail
.LBB_35:
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	mov x0, #0
	mov x1, x19
	bl core::slice::index::slice_index_fail
.LBB_36:
	adrp x3, .Lanon.2
	add x3, x3, :lo12:.Lanon.2
	mov x0, #0
	mov x1, x19
	bl core::slice::index::slice_index_fail
.LBB_37:
	adrp x3, .Lanon.3
	add x3, x3, :lo12:.Lanon.3
	mov x0, #0
	mov x1, x19
	bl core::slice::index::slice_index_fail
.LBB_38:
	adrp x3, .Lanon.4
	add x3, x3, :lo12:.Lanon.4
	mov x0, #0
	mov x1, x19
	mov x2, x27
	bl core::slice::index::slice_index_fail
.LBB_39:
	adrp x3, .Lanon.5
	add x3, x3, :lo12:.Lanon.5
	mov x0, #0
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
