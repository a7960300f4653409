# gap_knobs::reuse::combo — gap-knobs, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
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
	mov x24, xzr
	ldr x0, [x20, #176]
	cmp x23, #1
	add x8, x0, xzr, lsl #3
	b.eq .LBB_6
.LBB_5:
	lsl x8, x23, #3
	mov x25, x0
	add x0, x0, x24, lsl #3
	mov w1, wzr
	sub x2, x8, #8
	bl memset
	add x9, x24, x23
	mov x0, x25
	add x8, x25, x9, lsl #3
	sub x24, x9, #1
	sub x8, x8, #8
.LBB_6:
	str xzr, [x8]
	ldp x11, x8, [x20, #32]
	and x13, x24, #0x1fffffffffffffff
	cntw x14
	add x1, x24, #1
	mov x10, xzr
	ldp x12, x9, [x20, #8]
	str x1, [x20, #184]
	cmp x13, x8
	csel x13, x13, x8, lo
	cmp x13, x9
	csel x17, x13, x9, lo
	mov w13, #7
	cmp x14, #7
	csel x13, x14, x13, hi
	cmp x17, x13
	mov x13, x0
	b.lo .LBB_13
	rdvl x15, #2
	sub x13, x0, x12
	mov x10, xzr
	cmp x13, x15
	b.lo .LBB_12
	sub x13, x0, x11
	cmp x13, x15
	mov x13, x0
	b.lo .LBB_13
	add x10, x17, #1
	sub x13, x14, #1
	ptrue p0.b
	mov x16, xzr
	ands x13, x10, x13
	csel x13, x14, x13, eq
	sub x10, x10, x13
	add x13, x0, x10, lsl #3
	mov x17, x10
.LBB_10:
	add x2, x12, x16
	ld1b { z0.b }, p0/z, [x12, x16]
	ld1b { z2.b }, p0/z, [x11, x16]
	add x18, x0, x16
	subs x17, x17, x14
	fadd z0.d, z0.d, z0.d
	ldr z1, [x2, #1, mul vl]
	add x2, x11, x16
	ldr z3, [x2, #1, mul vl]
	fadd z1.d, z1.d, z1.d
	fsub z0.d, z0.d, z2.d
	fsub z1.d, z1.d, z3.d
	st1b { z0.b }, p0, [x0, x16]
	add x16, x16, x15
	str z1, [x18, #1, mul vl]
	b.ne .LBB_10
	b .LBB_13
.LBB_11:
	ldr x0, [x20, #176]
	mov x1, xzr
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
	ldr d1, [x11, x10, lsl #3]
	add x10, x10, #1
	fadd d0, d0, d0
	fsub d0, d0, d1
	str d0, [x13], #8
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
	mov x24, xzr
	ldr x0, [x20, #200]
	cmp x23, #1
	add x8, x0, xzr, lsl #3
	b.eq .LBB_25
.LBB_24:
	lsl x8, x23, #3
	mov x25, x0
	add x0, x0, x24, lsl #3
	mov w1, wzr
	sub x2, x8, #8
	bl memset
	add x9, x24, x23
	mov x0, x25
	add x8, x25, x9, lsl #3
	sub x24, x9, #1
	sub x8, x8, #8
.LBB_25:
	str xzr, [x8]
	ldp x13, x8, [x20, #128]
	and x15, x24, #0x1fffffffffffffff
	cntw x16
	add x1, x24, #1
	mov x11, xzr
	ldp x14, x10, [x20, #104]
	ldp x12, x9, [x20, #80]
	cmp x15, x8
	csel x15, x15, x8, lo
	str x1, [x20, #208]
	cmp x15, x10
	csel x15, x15, x10, lo
	cmp x15, x9
	csel x2, x15, x9, lo
	mov w15, #8
	cmp x16, #8
	csel x15, x16, x15, hi
	cmp x2, x15
	mov x15, x0
	b.lo .LBB_33
	rdvl x17, #2
	sub x15, x0, x12
	mov x11, xzr
	cmp x15, x17
	b.lo .LBB_32
	sub x15, x0, x14
	cmp x15, x17
	b.lo .LBB_32
	sub x15, x0, x13
	cmp x15, x17
	mov x15, x0
	b.lo .LBB_33
	add x11, x2, #1
	sub x15, x16, #1
	ptrue p0.b
	fmov z0.d, #3.00000000
	mov x18, xzr
	ands x15, x11, x15
	csel x15, x16, x15, eq
	sub x11, x11, x15
	add x15, x0, x11, lsl #3
	mov x2, x11
.LBB_30:
	add x4, x12, x18
	ld1b { z1.b }, p0/z, [x12, x18]
	ld1b { z3.b }, p0/z, [x14, x18]
	add x3, x0, x18
	subs x2, x2, x16
	fmul z1.d, z1.d, z0.d
	ldr z2, [x4, #1, mul vl]
	add x4, x14, x18
	ldr z4, [x4, #1, mul vl]
	add x4, x13, x18
	fmul z2.d, z2.d, z0.d
	fsub z1.d, z1.d, z3.d
	ld1b { z3.b }, p0/z, [x13, x18]
	fsub z2.d, z2.d, z4.d
	ldr z4, [x4, #1, mul vl]
	fsub z1.d, z1.d, z3.d
	fsub z2.d, z2.d, z4.d
	st1b { z1.b }, p0, [x0, x18]
	add x18, x18, x17
	str z2, [x3, #1, mul vl]
	b.ne .LBB_30
	b .LBB_33
.LBB_31:
	ldr x0, [x20, #200]
	mov x1, xzr
	b .LBB_38
.LBB_32:
	mov x15, x0
.LBB_33:
	fmov d0, #3.00000000
	add x18, x0, x1, lsl #3
	add x13, x13, x11, lsl #3
	add x14, x14, x11, lsl #3
	add x12, x12, x11, lsl #3
	mov x16, xzr
	mov x17, xzr
	sub x2, x8, x11
	sub x3, x10, x11
	sub x11, x9, x11
.LBB_34:
	cmp x11, x17
	b.eq .LBB_43
	cmp x3, x17
	b.eq .LBB_44
	cmp x2, x17
	b.eq .LBB_45
	ldr d1, [x12, x17, lsl #3]
	ldr d2, [x14, x17, lsl #3]
	add x16, x16, #8
	add x4, x15, x16
	cmp x4, x18
	fmul d1, d1, d0
	fsub d1, d1, d2
	ldr d2, [x13, x17, lsl #3]
	fsub d1, d1, d2
	str d1, [x15, x17, lsl #3]
	add x17, x17, #1
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
	ldr x25, [sp, #16]
	ldp x24, x23, [sp, #32]
	ldp x29, x30, [sp], #80
	b kernel_safe::event_loop
.LBB_39:
	add x0, x20, #168
	mov w3, #8
	mov x1, xzr
	mov x2, x23
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldp x0, x24, [x20, #176]
	cmp x23, #1
	add x8, x0, x24, lsl #3
	b.ne .LBB_5
	b .LBB_6
.LBB_40:
	add x0, x20, #192
	mov w3, #8
	mov x1, xzr
	mov x2, x23
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldp x0, x24, [x20, #200]
	cmp x23, #1
	add x8, x0, x24, lsl #3
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
