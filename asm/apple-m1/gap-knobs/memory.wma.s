# gap_knobs::memory::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::memory::wma:
	sub sp, sp, #192
	stp d9, d8, [sp, #80]
	stp x29, x30, [sp, #96]
	stp x28, x27, [sp, #112]
	stp x26, x25, [sp, #128]
	stp x24, x23, [sp, #144]
	stp x22, x21, [sp, #160]
	stp x20, x19, [sp, #176]
	add x29, sp, #96
	mov x20, x3
	mov x21, x2
	mov x19, x1
	mov x22, x0
	str xzr, [x3, #16]
	sub x15, x2, #1
	cmp x1, x15
	csel x23, x1, x15, lo
	cbz x23, .LBB_12
	ldr x8, [x20]
	cmp x23, x8
	b.hi .LBB_26
	mov x8, #0
	ldr x9, [x20, #8]
	add x13, x9, x8, lsl #3
	subs x11, x23, #1
	b.eq .LBB_11
.LBB_3:
	cmp x23, #8
	b.hi .LBB_5
	mov w10, #1
	mov x9, x13
	b .LBB_8
.LBB_5:
	and x12, x11, #0xfffffffffffffff8
	add x9, x13, x12, lsl #3
	orr x10, x12, #0x1
	add x13, x13, #32
	mov x14, #9221120237041090560
	dup v0.2d, x14
	and x14, x11, #0xfffffffffffffff8
.LBB_6:
	stp q0, q0, [x13, #-32]
	stp q0, q0, [x13], #64
	subs x14, x14, #8
	b.ne .LBB_6
	cmp x11, x12
	b.eq .LBB_10
.LBB_8:
	sub x10, x23, x10
	mov x11, #9221120237041090560
.LBB_9:
	str x11, [x9], #8
	subs x10, x10, #1
	b.ne .LBB_9
.LBB_10:
	add x8, x23, x8
	sub x8, x8, #1
	mov x13, x9
.LBB_11:
	mov x9, #9221120237041090560
	str x9, [x13]
	add x23, x8, #1
.LBB_12:
	str x23, [x20, #16]
	cmp x15, x19
	b.hs .LBB_24
	mov x25, #0
	madd x8, x21, x21, x21
	ucvtf d8, x8, #1
	add x26, x22, #32
	mov w27, #8
	mov w8, #1
	dup v17.2d, x8
	mov w8, #3
	dup v18.2d, x8
	mov w8, #5
	dup v19.2d, x8
	adrp x8, .LCPI_0
	ldr q20, [x8, :lo12:.LCPI_0]
	mov w8, #7
	dup v21.2d, x8
	mov x28, x19
	sub x24, x21, #1
	stur q17, [x29, #-32]
	stp q19, q18, [sp, #32]
	stp q21, q20, [sp]
	b .LBB_15
.LBB_14:
	fdiv d0, d9, d8
	ldr x8, [x20, #8]
	str d0, [x8, x23, lsl #3]
	add x23, x23, #1
	sub x28, x28, #1
	str x23, [x20, #16]
	add x26, x26, #8
	sub x25, x25, #1
	add x22, x22, #8
	cmp x24, x19
	b.eq .LBB_24
.LBB_15:
	cmp x28, x15
	csel x9, x28, x15, lo
	add x8, x9, #1
	cmp x8, #8
	b.hi .LBB_17
	mov x8, #0
	movi v9.2d, #0000000000000000
	b .LBB_19
.LBB_17:
	ands x10, x8, #0x7
	csel x10, x27, x10, eq
	sub x8, x8, x10
	sub x9, x9, x10
	add x9, x9, #1
	movi v9.2d, #0000000000000000
	mov x10, x26
	mov v0.16b, v20.16b
.LBB_18:
	add v1.2d, v0.2d, v17.2d
	add v2.2d, v0.2d, v18.2d
	add v3.2d, v0.2d, v19.2d
	add v4.2d, v0.2d, v21.2d
	ucvtf v1.2d, v1.2d
	ucvtf v2.2d, v2.2d
	ucvtf v3.2d, v3.2d
	ucvtf v4.2d, v4.2d
	ldp q5, q6, [x10, #-32]
	ldp q7, q16, [x10], #64
	fmul v1.2d, v5.2d, v1.2d
	mov d5, v1.d[1]
	fmul v2.2d, v6.2d, v2.2d
	mov d6, v2.d[1]
	fmul v3.2d, v7.2d, v3.2d
	mov d7, v3.d[1]
	fmul v4.2d, v16.2d, v4.2d
	mov d16, v4.d[1]
	fadd d1, d9, d1
	fadd d1, d1, d5
	fadd d1, d1, d2
	fadd d1, d1, d6
	fadd d1, d1, d3
	fadd d1, d1, d7
	fadd d1, d1, d4
	fadd d9, d1, d16
	dup v1.2d, x27
	add v0.2d, v0.2d, v1.2d
	subs x9, x9, #8
	b.ne .LBB_18
.LBB_19:
	add x24, x24, #1
.LBB_20:
	cmp x28, x8
	b.eq .LBB_25
	ldr d0, [x22, x8, lsl #3]
	add x8, x8, #1
	ucvtf d1, x8
	fmul d0, d0, d1
	fadd d9, d9, d0
	cmp x21, x8
	b.ne .LBB_20
	ldr x8, [x20]
	cmp x23, x8
	b.ne .LBB_14
	mov x0, x20
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	ldp q21, q20, [sp]
	ldp q19, q18, [sp, #32]
	ldur q17, [x29, #-32]
	sub x15, x21, #1
	b .LBB_14
.LBB_24:
	ldp x20, x19, [sp, #176]
	ldp x22, x21, [sp, #160]
	ldp x24, x23, [sp, #144]
	ldp x26, x25, [sp, #128]
	ldp x28, x27, [sp, #112]
	ldp x29, x30, [sp, #96]
	ldp d9, d8, [sp, #80]
	add sp, sp, #192
	ret
.LBB_25:
	sub x0, x8, x25
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x1, x19
	bl core::panicking::panic_bounds_check
.LBB_26:
	mov x0, x20
	mov x1, #0
	mov x2, x23
	mov w3, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	sub x15, x21, #1
	ldp x9, x8, [x20, #8]
	add x13, x9, x8, lsl #3
	subs x11, x23, #1
	b.ne .LBB_3
	b .LBB_11
