# gap_knobs::reuse::combo — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::reuse::combo:
	stp x29, x30, [sp, #-80]!
	str x25, [sp, #16]
	stp x24, x23, [sp, #32]
	stp x22, x21, [sp, #48]
	stp x20, x19, [sp, #64]
	mov x29, sp
	mov x22, x2
	ldr x2, [x2, #8]
	tbnz x2, #63, .LBB_46
	mov x20, x3
	mov x19, x1
	mov x21, x0
	bl gap_knobs::via_driver::wma
	ldr x2, [x22]
	tbnz x2, #63, .LBB_46
	add x3, x20, #24
	mov x0, x21
	mov x1, x19
	bl gap_knobs::via_driver::wma
	ldr x23, [x20, #16]
	str xzr, [x20, #184]
	cbz x23, .LBB_11
	ldr x8, [x20, #168]
	cmp x23, x8
	b.hi .LBB_39
	mov x24, #0
	ldr x0, [x20, #176]
	add x8, x0, x24, lsl #3
	cmp x23, #1
	b.eq .LBB_6
.LBB_5:
	lsl x9, x23, #3
	sub x2, x9, #8
	mov x25, x0
	mov x0, x8
	mov w1, #0
	bl memset
	mov x0, x25
	add x9, x24, x23
	add x8, x25, x9, lsl #3
	sub x8, x8, #8
	sub x24, x9, #1
.LBB_6:
	mov x10, #0
	str xzr, [x8]
	add x1, x24, #1
	str x1, [x20, #184]
	ldp x11, x8, [x20, #32]
	ldp x12, x9, [x20, #8]
	and x13, x24, #0x1fffffffffffffff
	cmp x13, x8
	csel x13, x13, x8, lo
	cmp x13, x9
	csel x14, x13, x9, lo
	mov x13, x0
	cmp x14, #8
	b.lo .LBB_13
	mov x10, #0
	sub x13, x0, x12
	cmp x13, #64
	b.lo .LBB_12
	sub x15, x0, x11
	mov x13, x0
	cmp x15, #64
	b.lo .LBB_13
	add x10, x14, #1
	ands x13, x10, #0x7
	mov w14, #8
	csel x13, x14, x13, eq
	sub x10, x10, x13
	add x13, x0, x10, lsl #3
	add x14, x0, #32
	add x15, x12, #32
	add x16, x11, #32
	mov x17, x10
.LBB_10:
	ldp q0, q1, [x15, #-32]
	ldp q2, q3, [x15], #64
	fadd v0.2d, v0.2d, v0.2d
	fadd v1.2d, v1.2d, v1.2d
	fadd v2.2d, v2.2d, v2.2d
	fadd v3.2d, v3.2d, v3.2d
	ldp q4, q5, [x16, #-32]
	ldp q6, q7, [x16], #64
	fsub v0.2d, v0.2d, v4.2d
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	stp q0, q1, [x14, #-32]
	stp q2, q3, [x14], #64
	subs x17, x17, #8
	b.ne .LBB_10
	b .LBB_13
.LBB_11:
	mov x1, #0
	ldr x0, [x20, #176]
	b .LBB_17
.LBB_12:
	mov x13, x0
.LBB_13:
	add x14, x0, x1, lsl #3
.LBB_14:
	cmp x9, x10
	b.eq .LBB_41
	cmp x8, x10
	b.eq .LBB_42
	ldr d0, [x12, x10, lsl #3]
	fadd d0, d0, d0
	ldr d1, [x11, x10, lsl #3]
	fsub d0, d0, d1
	str d0, [x13], #8
	add x10, x10, #1
	cmp x13, x14
	b.ne .LBB_14
.LBB_17:
	ldr x2, [x22, #16]
	tbnz x2, #63, .LBB_46
	add x3, x20, #48
	bl gap_knobs::via_driver::wma
	ldr x2, [x22, #32]
	tbnz x2, #63, .LBB_46
	add x3, x20, #72
	mov x0, x21
	mov x1, x19
	bl gap_knobs::via_driver::wma
	ldr x2, [x22, #40]
	tbnz x2, #63, .LBB_46
	add x3, x20, #96
	mov x0, x21
	mov x1, x19
	bl gap_knobs::via_driver::wma
	ldr x22, [x22, #24]
	tbnz x22, #63, .LBB_46
	add x3, x20, #120
	mov x0, x21
	mov x1, x19
	mov x2, x22
	bl gap_knobs::via_driver::wma
	ldr x23, [x20, #88]
	str xzr, [x20, #208]
	cbz x23, .LBB_31
	ldr x8, [x20, #192]
	cmp x23, x8
	b.hi .LBB_40
	mov x24, #0
	ldr x0, [x20, #200]
	add x8, x0, x24, lsl #3
	cmp x23, #1
	b.eq .LBB_25
.LBB_24:
	lsl x9, x23, #3
	sub x2, x9, #8
	mov x25, x0
	mov x0, x8
	mov w1, #0
	bl memset
	mov x0, x25
	add x9, x24, x23
	add x8, x25, x9, lsl #3
	sub x8, x8, #8
	sub x24, x9, #1
.LBB_25:
	mov x11, #0
	str xzr, [x8]
	add x1, x24, #1
	str x1, [x20, #208]
	ldp x14, x8, [x20, #128]
	ldp x13, x9, [x20, #80]
	ldp x15, x10, [x20, #104]
	and x12, x24, #0x1fffffffffffffff
	cmp x12, x8
	csel x12, x12, x8, lo
	cmp x12, x10
	csel x12, x12, x10, lo
	cmp x12, x9
	csel x16, x12, x9, lo
	mov x12, x0
	cmp x16, #8
	b.lo .LBB_33
	mov x11, #0
	sub x12, x0, x13
	cmp x12, #64
	b.lo .LBB_32
	sub x12, x0, x15
	cmp x12, #64
	b.lo .LBB_32
	sub x17, x0, x14
	mov x12, x0
	cmp x17, #64
	b.lo .LBB_33
	add x11, x16, #1
	ands x12, x11, #0x7
	mov w16, #8
	csel x12, x16, x12, eq
	sub x11, x11, x12
	add x12, x0, x11, lsl #3
	add x16, x0, #32
	add x17, x13, #32
	add x18, x14, #32
	add x2, x15, #32
	fmov v0.2d, #3.00000000
	mov x3, x11
.LBB_30:
	ldp q1, q2, [x17, #-32]
	ldp q3, q4, [x17], #64
	fmul v1.2d, v1.2d, v0.2d
	fmul v2.2d, v2.2d, v0.2d
	fmul v3.2d, v3.2d, v0.2d
	fmul v4.2d, v4.2d, v0.2d
	ldp q5, q6, [x2, #-32]
	ldp q7, q16, [x2], #64
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	fsub v4.2d, v4.2d, v16.2d
	ldp q5, q6, [x18, #-32]
	ldp q7, q16, [x18], #64
	fsub v1.2d, v1.2d, v5.2d
	fsub v2.2d, v2.2d, v6.2d
	fsub v3.2d, v3.2d, v7.2d
	fsub v4.2d, v4.2d, v16.2d
	stp q1, q2, [x16, #-32]
	stp q3, q4, [x16], #64
	subs x3, x3, #8
	b.ne .LBB_30
	b .LBB_33
.LBB_31:
	mov x1, #0
	ldr x0, [x20, #200]
	b .LBB_38
.LBB_32:
	mov x12, x0
.LBB_33:
	mov x16, #0
	mov x17, #0
	lsl x18, x11, #3
	add x14, x14, x18
	add x15, x15, x18
	add x13, x13, x18
	sub x18, x8, x11
	sub x2, x10, x11
	fmov d0, #3.00000000
	sub x11, x9, x11
	add x3, x0, x1, lsl #3
.LBB_34:
	cmp x11, x17
	b.eq .LBB_43
	cmp x2, x17
	b.eq .LBB_44
	cmp x18, x17
	b.eq .LBB_45
	ldr d1, [x13, x17, lsl #3]
	fmul d1, d1, d0
	ldr d2, [x15, x17, lsl #3]
	fsub d1, d1, d2
	ldr d2, [x14, x17, lsl #3]
	fsub d1, d1, d2
	str d1, [x12, x17, lsl #3]
	add x17, x17, #1
	add x16, x16, #8
	add x4, x12, x16
	cmp x4, x3
	b.ne .LBB_34
.LBB_38:
	add x3, x20, #144
	mov x2, x22
	bl gap_knobs::via_driver::wma
	ldp x2, x3, [x20, #56]
	ldp x4, x5, [x20, #152]
	mov x0, x21
	mov x1, x19
	ldp x20, x19, [sp, #64]
	ldp x22, x21, [sp, #48]
	ldp x24, x23, [sp, #32]
	ldr x25, [sp, #16]
	ldp x29, x30, [sp], #80
	b kernel_safe::event_loop
.LBB_39:
	add x0, x20, #168
	mov x1, #0
	mov x2, x23
	mov w3, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldp x0, x24, [x20, #176]
	add x8, x0, x24, lsl #3
	cmp x23, #1
	b.ne .LBB_5
	b .LBB_6
.LBB_40:
	add x0, x20, #192
	mov x1, #0
	mov x2, x23
	mov w3, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldp x0, x24, [x20, #200]
	add x8, x0, x24, lsl #3
	cmp x23, #1
	b.ne .LBB_24
	b .LBB_25
.LBB_41:
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x0, x9
	mov x1, x9
	bl core::panicking::panic_bounds_check
.LBB_42:
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov x0, x8
	mov x1, x8
	bl core::panicking::panic_bounds_check
.LBB_43:
	adrp x2, .Lanon.2
	add x2, x2, :lo12:.Lanon.2
	mov x0, x9
	mov x1, x9
	bl core::panicking::panic_bounds_check
.LBB_44:
	adrp x2, .Lanon.3
	add x2, x2, :lo12:.Lanon.3
	mov x0, x10
	mov x1, x10
	bl core::panicking::panic_bounds_check
.LBB_45:
	adrp x2, .Lanon.4
	add x2, x2, :lo12:.Lanon.4
	mov x0, x8
	mov x1, x8
	bl core::panicking::panic_bounds_check
.LBB_46:
	adrp x0, .Lanon.5
	add x0, x0, :lo12:.Lanon.5
	adrp x3, .Lanon.6
	add x3, x3, :lo12:.Lanon.6
	adrp x4, .Lanon.7
	add x4, x4, :lo12:.Lanon.7
	add x2, x29, #31
	mov w1, #23
	bl core::result::unwrap_failed
