# kernel_fma::wma_fused — kernel-fma, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-fma --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_fma::wma_fused:
	stp x29, x30, [sp, #-64]!
	str x23, [sp, #16]
	stp x22, x21, [sp, #32]
	stp x20, x19, [sp, #48]
	mov x29, sp
	lsl x19, x2, #3
	mov x22, x3
	mov x20, x2
	mov x23, x1
	mov x21, x0
	cbz x2, .LBB_5
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov x0, x19
	bl __rustc::__rust_alloc
	cbz x0, .LBB_20
	subs x9, x20, #1
	mov x8, x0
	b.eq .LBB_11
	cntw x10
	cmp x9, x10
	b.hs .LBB_6
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
	sub x8, x10, #1
	mov z0.d, #0x7ff8000000000000
	rdvl x13, #2
	mov x14, x0
	and x11, x9, x8
	sub x12, x9, x11
	add x8, x0, x12, lsl #3
	add x9, x12, #1
.LBB_7:
	str z0, [x14]
	str z0, [x14, #1, mul vl]
	subs x12, x12, x10
	add x14, x14, x13
	b.ne .LBB_7
	cbz x11, .LBB_11
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
	madd x10, x22, x22, x22
	mov x8, xzr
	ucvtf d0, x10, #1
	mov x10, x20
.LBB_13:
	movi d1, #0000000000000000
	add x11, x9, #1
	mov x12, xzr
.LBB_14:
	cmp x10, x12
	b.eq .LBB_18
	ldr d2, [x23, x12, lsl #3]
	add x12, x12, #1
	ucvtf d3, x12
	cmp x22, x12
	fmadd d1, d3, d2, d1
	b.ne .LBB_14
	fdiv d1, d1, d0
	sub x10, x10, #1
	sub x8, x8, #1
	add x23, x23, #8
	cmp x11, x20
	str d1, [x0, x9, lsl #3]
	mov x9, x11
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
	mov w2, #8
	mov x20, x0
	mov x0, x21
	mov x1, x19
	bl __rustc::__rust_dealloc
	mov x0, x20
	bl _Unwind_Resume
