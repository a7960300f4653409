# kernel_sliding::simd::sweep — kernel-sliding, target-cpu=neoverse-v1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p kernel-sliding --lib --simplify --everything --target-cpu neoverse-v1 --target-dir target/asm-aarch64/neoverse-v1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
kernel_sliding::simd::sweep:
	sub sp, sp, #176
	stp x29, x30, [sp, #112]
	stp x24, x23, [sp, #128]
	stp x22, x21, [sp, #144]
	stp x20, x19, [sp, #160]
	add x29, sp, #112
	mov x20, x0
	ldp x0, x21, [x1, #16]
	mov x22, x1
	mov x1, x21
	bl kernel_sliding::blocked::fits
	tbz w0, #0, .LBB_4
	lsr x8, x21, #61
	lsl x23, x21, #3
	cmp x8, #0
	mov x8, #9223372036854775800
	ccmp x23, x8, #2, eq
	b.ls .LBB_5
	mov x24, xzr
.LBB_3:
	mov x0, x24
	mov x1, x23
	bl alloc::raw_vec::handle_error
.LBB_4:
	mov x8, x20
	mov x0, x22
	ldp x20, x19, [sp, #160]
	ldp x22, x21, [sp, #144]
	ldp x24, x23, [sp, #128]
	ldp x29, x30, [sp, #112]
	add sp, sp, #176
	b kernel_sliding::sweep
.LBB_5:
	cbz x23, .LBB_8
	bl __rustc::__rust_no_alloc_shim_is_unstable_v2
	mov w1, #8
	mov w24, #8
	mov x0, x23
	bl __rustc::__rust_alloc
	cbz x0, .LBB_3
	mov x19, x0
	mov x23, x21
	cbnz x21, .LBB_9
	b .LBB_15
.LBB_8:
	mov w19, #8
	cbz x21, .LBB_15
.LBB_9:
	cntw x9
	cmp x21, x9
	b.hs .LBB_11
	mov x8, xzr
	b .LBB_14
.LBB_11:
	cntd x8
	index z1.d, #0, #1
	mov z2.d, x9
	rdvl x13, #2
	mov x11, x19
	mov z0.d, x8
	sub x8, x9, #1
	and x10, x21, x8
	sub x8, x21, x10
	sub x12, x21, x10
.LBB_12:
	add z3.d, z1.d, z0.d
	str z1, [x11]
	add z1.d, z1.d, z2.d
	subs x12, x12, x9
	str z3, [x11, #1, mul vl]
	add x11, x11, x13
	b.ne .LBB_12
	cbz x10, .LBB_15
.LBB_14:
	str x8, [x19, x8, lsl #3]
	add x8, x8, #1
	cmp x21, x8
	b.ne .LBB_14
.LBB_15:
	add x0, sp, #8
	mov x1, x22
	bl kernel_sliding::blocked::Shared::new
	add x1, sp, #8
	mov x0, x20
	mov x2, x19
	mov x3, x21
	bl kernel_sliding::simd::sweep_rows
	ldr x8, [sp, #8]
	cbz x8, .LBB_19
	ldr x0, [sp, #16]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_19:
	ldr x8, [sp, #32]
	cbz x8, .LBB_21
	ldr x0, [sp, #40]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_21:
	cbz x23, .LBB_23
	lsl x1, x23, #3
	mov w2, #8
	mov x0, x19
	bl __rustc::__rust_dealloc
.LBB_23:
	ldp x20, x19, [sp, #160]
	ldp x22, x21, [sp, #144]
	ldp x24, x23, [sp, #128]
	ldp x29, x30, [sp, #112]
	add sp, sp, #176
	ret
	mov x20, x0
	add x0, sp, #8
	bl core::ptr::drop_in_place<kernel_sliding::blocked::Shared>
	b .LBB_26
	mov x20, x0
.LBB_26:
	cbz x23, .LBB_28
	lsl x1, x23, #3
	mov w2, #8
	mov x0, x19
	bl __rustc::__rust_dealloc
.LBB_28:
	mov x0, x20
	bl _Unwind_Resume
