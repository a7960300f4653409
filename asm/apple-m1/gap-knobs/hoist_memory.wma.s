# gap_knobs::hoist_memory::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::wma:
	sub sp, sp, #192
	stp d9, d8, [sp, #96]
	stp x29, x30, [sp, #112]
	stp x26, x25, [sp, #128]
	stp x24, x23, [sp, #144]
	stp x22, x21, [sp, #160]
	stp x20, x19, [sp, #176]
	add x29, sp, #112
	mov x19, x3
	mov x20, x2
	mov x21, x1
	mov x22, x0
	str xzr, [x3, #16]
	sub x24, x2, #1
	cmp x1, x24
	csel x23, x1, x24, lo
	cbz x23, .LBB_12
	ldr x8, [x19]
	cmp x23, x8
	b.hi .LBB_25
	mov x8, #0
	ldr x9, [x19, #8]
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
	str x23, [x19, #16]
	cmp x24, x21
	b.hs .LBB_24
	madd x8, x20, x20, x20
	ucvtf d8, x8, #1
	and x25, x20, #0xfffffffffffffff8
	add x26, x22, #32
	adrp x8, .LCPI_0
	ldr q17, [x8, :lo12:.LCPI_0]
	mov w8, #1
	dup v18.2d, x8
	mov w8, #3
	dup v19.2d, x8
	mov w8, #5
	dup v20.2d, x8
	mov w8, #7
	dup v21.2d, x8
	mov w8, #8
	dup v22.2d, x8
	stp q18, q17, [x29, #-48]
	stp q20, q19, [sp, #32]
	stp q22, q21, [sp]
	b .LBB_16
.LBB_14:
	ldr x8, [x19]
	cmp x23, x8
	b.eq .LBB_23
.LBB_15:
	fdiv d0, d9, d8
	ldr x8, [x19, #8]
	str d0, [x8, x23, lsl #3]
	add x24, x24, #1
	add x23, x23, #1
	str x23, [x19, #16]
	add x26, x26, #8
	add x22, x22, #8
	cmp x24, x21
	b.eq .LBB_24
.LBB_16:
	cmp x20, #8
	b.hs .LBB_18
	mov x10, #0
	movi v9.2d, #0000000000000000
	b .LBB_21
.LBB_18:
	movi v9.2d, #0000000000000000
	mov x8, x26
	and x9, x20, #0xfffffffffffffff8
	mov v0.16b, v17.16b
.LBB_19:
	add v1.2d, v0.2d, v18.2d
	add v2.2d, v0.2d, v19.2d
	add v3.2d, v0.2d, v20.2d
	add v4.2d, v0.2d, v21.2d
	ucvtf v1.2d, v1.2d
	ucvtf v2.2d, v2.2d
	ucvtf v3.2d, v3.2d
	ucvtf v4.2d, v4.2d
	ldp q5, q6, [x8, #-32]
	ldp q7, q16, [x8], #64
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
	add v0.2d, v0.2d, v22.2d
	subs x9, x9, #8
	b.ne .LBB_19
	and x10, x20, #0xfffffffffffffff8
	cmp x20, x25
	b.eq .LBB_14
.LBB_21:
	add x8, x22, x10, lsl #3
	sub x9, x20, x10
	add x10, x10, #1
.LBB_22:
	ucvtf d0, x10
	ldr d1, [x8], #8
	fmul d0, d1, d0
	fadd d9, d9, d0
	add x10, x10, #1
	subs x9, x9, #1
	b.ne .LBB_22
	b .LBB_14
.LBB_23:
	mov x0, x19
	bl alloc::raw_vec::RawVec<T,A>::grow_one
	ldp q22, q21, [sp]
	ldp q20, q19, [sp, #32]
	ldp q18, q17, [x29, #-48]
	b .LBB_15
.LBB_24:
	ldp x20, x19, [sp, #176]
	ldp x22, x21, [sp, #160]
	ldp x24, x23, [sp, #144]
	ldp x26, x25, [sp, #128]
	ldp x29, x30, [sp, #112]
	ldp d9, d8, [sp, #96]
	add sp, sp, #192
	ret
.LBB_25:
	mov x0, x19
	mov x1, #0
	mov x2, x23
	mov w3, #8
	bl alloc::raw_vec::RawVecInner<A>::reserve::do_reserve_and_handle
	ldp x9, x8, [x19, #8]
	add x13, x9, x8, lsl #3
	subs x11, x23, #1
	b.ne .LBB_3
	b .LBB_11
