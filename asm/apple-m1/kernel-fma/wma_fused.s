# kernel_fma::wma_fused — kernel-fma, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-fma --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_fma::wma_fused:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	mov x22, x3
	mov x20, x2
	mov x23, x1
	mov x21, x0
	lsl x19, x2, #3
	cbz x2, .LBB_5
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov x0, x19
	mov w1, #8
	bl __rustc::__rust_alloc
	cbz x0, .LBB_20
	mov x8, x0
	subs x10, x20, #1
	b.eq .LBB_11
	cmp x20, #8
	b.hi .LBB_6
	mov w9, #1
	mov x8, x0
	b .LBB_9
.LBB_5:
	mov w0, #8
	sub x9, x22, #1
	cmp x9, x20
	b.lo .LBB_12
	b .LBB_17
.LBB_6:
	and x11, x10, #0xfffffffffffffff8
	add x8, x0, x11, lsl #3
	orr x9, x11, #0x1
	add x12, x0, #32
	mov x13, #9221120237041090560
	dup v0.2d, x13
	and x13, x10, #0xfffffffffffffff8
.LBB_7:
	stp q0, q0, [x12, #-32]
	stp q0, q0, [x12], #64
	subs x13, x13, #8
	b.ne .LBB_7
	cmp x10, x11
	b.eq .LBB_11
.LBB_9:
	sub x9, x20, x9
	mov x10, #9221120237041090560
.LBB_10:
	str x10, [x8], #8
	subs x9, x9, #1
	b.ne .LBB_10
.LBB_11:
	mov x9, #9221120237041090560
	str x9, [x8]
	sub x9, x22, #1
	cmp x9, x20
	b.hs .LBB_17
.LBB_12:
	mov x8, #0
	madd x10, x22, x22, x22
	ucvtf d0, x10, #1
	mov x10, x20
.LBB_13:
	mov x12, #0
	add x11, x9, #1
	movi v1.2d, #0000000000000000
.LBB_14:
	cmp x10, x12
	b.eq .LBB_18
	ldr d2, [x23, x12, lsl #3]
	add x12, x12, #1
	ucvtf d3, x12
	fmadd d1, d3, d2, d1
	cmp x22, x12
	b.ne .LBB_14
	fdiv d1, d1, d0
	str d1, [x0, x9, lsl #3]
	sub x10, x10, #1
	sub x8, x8, #1
	add x23, x23, #8
	mov x9, x11
	cmp x11, x20
	b.ne .LBB_13
.LBB_17:
	stp x20, x0, [x21]
	str x20, [x21, #16]
	ldp x20, x19, [sp, #48]
	ldp x22, x21, [sp, #32]
	ldr x23, [sp, #16]
	ldp x29, x30, [sp], #64
	ret
.LBB_18:
	mov x21, x0
	sub x0, x12, x8
	adrp x2, .Lanon.0
	add x2, x2, :lo12:.Lanon.0
	mov x1, x20
	bl core::panicking::panic_bounds_check
	brk #0x1
.LBB_20:
	mov w0, #8
	mov x1, x19
	bl alloc::raw_vec::handle_error
	mov x20, x0
	mov x0, x21
	mov x1, x19
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x20
	bl _Unwind_Resume
