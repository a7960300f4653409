# gap_knobs::hoist_weights::combo — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_weights::combo:
	sub sp, sp, #240
	str d8, [sp, #144]
	stp x29, x30, [sp, #160]
	stp x26, x25, [sp, #176]
	stp x24, x23, [sp, #192]
	stp x22, x21, [sp, #208]
	stp x20, x19, [sp, #224]
	add x29, sp, #160
	mov x23, x2
	ldr x2, [x2, #8]
	tbnz x2, #63, .LBB_40
	mov x19, x1
	mov x20, x0
	sub x8, x29, #64
	bl gap_knobs::hoist_weights::wma
	ldur x21, [x29, #-56]
	ldr x2, [x23]
	tbnz x2, #63, .LBB_34
	ldur x24, [x29, #-48]
	sub x8, x29, #40
	mov x0, x20
	mov x1, x19
	bl gap_knobs::hoist_weights::wma
	ldp x22, x3, [x29, #-32]
	add x8, sp, #72
	mov x0, x21
	mov x1, x24
	mov x2, x22
	bl kernel_safe::hma_combine
	ldr x24, [sp, #80]
	ldr x2, [x23, #16]
	tbnz x2, #63, .LBB_35
	ldr x1, [sp, #88]
	mov x8, sp
	mov x0, x24
	bl gap_knobs::hoist_weights::wma
	ldr x8, [sp, #72]
	cbz x8, .LBB_8
	lsl x1, x8, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_8:
	ldur x8, [x29, #-40]
	cbz x8, .LBB_10
	lsl x1, x8, #3
	mov x0, x22
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_10:
	ldur x8, [x29, #-64]
	cbz x8, .LBB_12
	lsl x1, x8, #3
	mov x0, x21
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_12:
	ldr x2, [x23, #32]
	tbnz x2, #63, .LBB_36
	add x8, sp, #72
	mov x0, x20
	mov x1, x19
	bl gap_knobs::hoist_weights::wma
	ldr x21, [sp, #80]
	ldr x2, [x23, #40]
	tbnz x2, #63, .LBB_37
	ldr x25, [sp, #88]
	sub x8, x29, #64
	mov x0, x20
	mov x1, x19
	bl gap_knobs::hoist_weights::wma
	ldur x22, [x29, #-56]
	ldr x24, [x23, #24]
	tbnz x24, #63, .LBB_38
	ldur x26, [x29, #-48]
	sub x8, x29, #40
	mov x0, x20
	mov x1, x19
	mov x2, x24
	bl gap_knobs::hoist_weights::wma
	ldp x23, x5, [x29, #-32]
	add x8, sp, #48
	mov x0, x21
	mov x1, x25
	mov x2, x22
	mov x3, x26
	mov x4, x23
	bl kernel_safe::hma3_combine
	ldp x25, x1, [sp, #56]
	add x8, sp, #24
	mov x0, x25
	mov x2, x24
	bl gap_knobs::hoist_weights::wma
	ldr x8, [sp, #48]
	cbz x8, .LBB_22
	lsl x1, x8, #3
	mov x0, x25
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_22:
	ldur x8, [x29, #-40]
	cbz x8, .LBB_24
	lsl x1, x8, #3
	mov x0, x23
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_24:
	ldur x8, [x29, #-64]
	cbz x8, .LBB_26
	lsl x1, x8, #3
	mov x0, x22
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_26:
	ldr x8, [sp, #72]
	cbz x8, .LBB_28
	lsl x1, x8, #3
	mov x0, x21
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_28:
	ldp x21, x3, [sp, #8]
	ldp x22, x5, [sp, #32]
	mov x0, x20
	mov x1, x19
	mov x2, x21
	mov x4, x22
	bl kernel_safe::event_loop
	mov v8.16b, v0.16b
	mov x19, x0
	ldr x8, [sp, #24]
	cbz x8, .LBB_31
	lsl x1, x8, #3
	mov x0, x22
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_31:
	ldr x8, [sp]
	cbz x8, .LBB_33
	lsl x1, x8, #3
	mov x0, x21
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_33:
	mov v0.16b, v8.16b
	mov x0, x19
	ldp x20, x19, [sp, #224]
	ldp x22, x21, [sp, #208]
	ldp x24, x23, [sp, #192]
	ldp x26, x25, [sp, #176]
	ldp x29, x30, [sp, #160]
	ldr d8, [sp, #144]
	add sp, sp, #240
	ret
.LBB_34:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x4, .Lanon.2
	add x4, x4, :lo12:.Lanon.2
	sub x2, x29, #1
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_39
.LBB_35:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x4, .Lanon.2
	add x4, x4, :lo12:.Lanon.2
	sub x2, x29, #1
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_39
.LBB_36:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x4, .Lanon.2
	add x4, x4, :lo12:.Lanon.2
	sub x2, x29, #1
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_39
.LBB_37:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x4, .Lanon.2
	add x4, x4, :lo12:.Lanon.2
	sub x2, x29, #1
	mov w1, #23
	bl core::result::unwrap_failed
	b .LBB_39
.LBB_38:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x4, .Lanon.2
	add x4, x4, :lo12:.Lanon.2
	sub x2, x29, #1
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_39:
	brk #0x1
.LBB_40:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x4, .Lanon.2
	add x4, x4, :lo12:.Lanon.2
	sub x2, x29, #1
	mov w1, #23
	bl core::result::unwrap_failed
	mov x19, x0
	ldr x8, [sp, #24]
	cbz x8, .LBB_57
	lsl x1, x8, #3
	mov x0, x22
	b .LBB_55
	mov x19, x0
	ldr x8, [sp, #48]
	cbz x8, .LBB_46
	lsl x1, x8, #3
	mov x0, x25
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_46
	mov x19, x0
.LBB_46:
	ldur x8, [x29, #-40]
	cbz x8, .LBB_50
	lsl x1, x8, #3
	mov x0, x23
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_50
	mov x19, x0
	b .LBB_61
	mov x19, x0
.LBB_50:
	ldur x8, [x29, #-64]
	cbz x8, .LBB_53
	lsl x1, x8, #3
	mov x0, x22
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_53
	mov x19, x0
.LBB_53:
	ldr x8, [sp, #72]
	cbz x8, .LBB_57
	lsl x1, x8, #3
	mov x0, x21
.LBB_55:
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_57
	mov x19, x0
.LBB_57:
	ldr x8, [sp]
	cbz x8, .LBB_65
	ldr x21, [sp, #8]
	b .LBB_66
	mov x19, x0
	ldr x8, [sp, #72]
	cbz x8, .LBB_61
	lsl x1, x8, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_61:
	ldur x8, [x29, #-40]
	cbz x8, .LBB_64
	lsl x1, x8, #3
	mov x0, x22
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_64
	mov x19, x0
.LBB_64:
	ldur x8, [x29, #-64]
	cbnz x8, .LBB_66
.LBB_65:
	mov x0, x19
	bl _Unwind_Resume
.LBB_66:
	lsl x1, x8, #3
	mov x0, x21
	mov w2, #8
	bl __rustc::__rust_dealloc
	mov x0, x19
	bl _Unwind_Resume
