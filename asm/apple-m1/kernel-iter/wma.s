# kernel_iter::wma — kernel-iter, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-iter --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_iter::wma:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	cbz x2, .LBB_26
	mov x22, x2
	mov x19, x1
	mov x21, x0
	mov x20, x8
	cbz x1, .LBB_6
	lsl x23, x19, #3
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x23
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_27
	mov x8, x0
	subs x10, x19, #1
	b.eq .LBB_12
	cmp x19, #8
	b.hi .LBB_7
	mov w9, #1
	mov x8, x0
	b .LBB_10
.LBB_6:
	mov w0, #8
	b .LBB_13
.LBB_7:
	and x11, x10, #0xfffffffffffffff8
	add x8, x0, x11, lsl #3
	orr x9, x11, #0x1
	add x12, x0, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x10, #0xfffffffffffffff8
.LBB_8:
	stp q0, q0, [x12, #-32]
	stp q0, q0, [x12], #64
	subs x13, x13, #8
	b.ne .LBB_8
	cmp x10, x11
	b.eq .LBB_12
.LBB_10:
	sub x9, x19, x9
	mov x10, #9221120237041090560
.LBB_11:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_11
.LBB_12:
	mov x9, #9221120237041090560
	str x9, [x8]
.LBB_13:
	sub x10, x22, #1
	subs x8, x19, x10
	csel x8, xzr, x8, lo
	sub x9, x19, x22
	add x11, x9, #1
	cmp x11, x8
	csinc x8, x8, x9, hs
	cmp x22, x19
	b.hi .LBB_25
	cbz x8, .LBB_25
	mov x9, #0
	madd x11, x22, x22, x22
	ucvtf d0, x11, #1
	add x10, x0, x10, lsl #3
	lsl x11, x22, #3
	sub x12, x11, #8
	lsr x13, x12, #3
	add x13, x13, #1
	and x14, x13, #0x3ffffffffffffff8
	lsl x15, x14, #3
	adrp x16, .LCPI_0
	ldr q1, [x16, :lo12:.LCPI_0]
	mov w16, #1
	dup v2.2d, x16
	mov w16, #3
	dup v3.2d, x16
	mov w16, #5
	dup v4.2d, x16
	mov w16, #7
	dup v5.2d, x16
	mov w16, #8
	dup v6.2d, x16
	add x16, x21, #32
	b .LBB_17
.LBB_16:
	add x9, x9, #1
	fdiv d7, d7, d0
	str d7, [x17]
	add x16, x16, #8
	cmp x9, x8
	b.eq .LBB_25
.LBB_17:
	adds x17, x10, x9, lsl #3
	b.eq .LBB_25
	add x1, x21, x9, lsl #3
	cmp x12, #55
	b.hi .LBB_20
	mov x2, #0
	movi v7.2d, #0000000000000000
	mov x18, x1
	b .LBB_23
.LBB_20:
	add x18, x1, x15
	movi v7.2d, #0000000000000000
	mov x2, x16
	and x3, x13, #0x3ffffffffffffff8
	mov v16.16b, v1.16b
.LBB_21:
	add v17.2d, v16.2d, v2.2d
	add v18.2d, v16.2d, v3.2d
	add v19.2d, v16.2d, v4.2d
	add v20.2d, v16.2d, v5.2d
	ucvtf v17.2d, v17.2d
	ucvtf v18.2d, v18.2d
	ucvtf v19.2d, v19.2d
	ucvtf v20.2d, v20.2d
	ldp q21, q22, [x2, #-32]
	ldp q23, q24, [x2], #64
	fmul v17.2d, v21.2d, v17.2d
	mov d21, v17.d[1]
	fmul v18.2d, v22.2d, v18.2d
	mov d22, v18.d[1]
	fmul v19.2d, v23.2d, v19.2d
	mov d23, v19.d[1]
	fmul v20.2d, v24.2d, v20.2d
	mov d24, v20.d[1]
	fadd d7, d7, d17
	fadd d7, d7, d21
	fadd d7, d7, d18
	fadd d7, d7, d22
	fadd d7, d7, d19
	fadd d7, d7, d23
	fadd d7, d7, d20
	fadd d7, d7, d24
	add v16.2d, v16.2d, v6.2d
	subs x3, x3, #8
	b.ne .LBB_21
	and x2, x13, #0x3ffffffffffffff8
	cmp x13, x14
	b.eq .LBB_16
.LBB_23:
	add x1, x1, x11
	add x2, x2, #1
.LBB_24:
	ldr d16, [x18], #8
	ucvtf d17, x2
	fmul d16, d16, d17
	fadd d7, d7, d16
	add x2, x2, #1
	cmp x18, x1
	b.ne .LBB_24
	b .LBB_16
.LBB_25:
	stp x19, x0, [x20]
	str x19, [x20, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_26:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x2, .Lanon.1
	add x2, x2, :lo12:.Lanon.1
	mov w1, #67
	bl core::panicking::panic_fmt
.LBB_27:
	mov w0, #8
	mov x1, x23
	bl alloc::raw_vec::handle_error
