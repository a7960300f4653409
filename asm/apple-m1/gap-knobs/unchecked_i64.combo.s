# gap_knobs::unchecked_i64::combo — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::unchecked_i64::combo:
	sub sp, sp, #208
	str d8, [sp, #96]
	stp x29, x30, [sp, #112]
	stp x28, x27, [sp, #128]
	stp x26, x25, [sp, #144]
	stp x24, x23, [sp, #160]
	stp x22, x21, [sp, #176]
	stp x20, x19, [sp, #192]
	add x29, sp, #112
	mov x25, x2
	ldr x2, [x2, #8]
	tbnz x2, #63, .LBB_41
	mov x20, x1
	mov x21, x0
	mov w8, #8
	stp xzr, x8, [x29, #-40]
	stur xzr, [x29, #-24]
	sub x3, x29, #40
	bl gap_knobs::unchecked_i64::wma
	ldp x27, x22, [x29, #-40]
	ldr x2, [x25]
	tbnz x2, #63, .LBB_35
	ldur x19, [x29, #-24]
	mov w8, #8
	stp xzr, x8, [x29, #-40]
	stur xzr, [x29, #-24]
	sub x3, x29, #40
	mov x0, x21
	mov x1, x20
	bl gap_knobs::unchecked_i64::wma
	ldp x28, x24, [x29, #-40]
	ldur x3, [x29, #-24]
	add x8, sp, #48
	mov x0, x22
	mov x1, x19
	mov x2, x24
	bl kernel_safe::hma_combine
	ldr x26, [sp, #56]
	ldr x2, [x25, #16]
	tbnz x2, #63, .LBB_36
	ldr x1, [sp, #64]
	mov w8, #8
	stp xzr, x8, [x29, #-40]
	stur xzr, [x29, #-24]
	sub x3, x29, #40
	mov x0, x26
	bl gap_knobs::unchecked_i64::wma
	ldp x23, x19, [x29, #-40]
	ldur x8, [x29, #-24]
	str x8, [sp, #32]
	ldr x8, [sp, #48]
	cbz x8, .LBB_9
	lsl x1, x8, #3
	mov x0, x26
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_9:
	cbz x28, .LBB_11
	lsl x1, x28, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_11:
	cbz x27, .LBB_13
	lsl x1, x27, #3
	mov x0, x22
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_13:
	ldr x2, [x25, #32]
	tbnz x2, #63, .LBB_37
	mov w8, #8
	stp xzr, x8, [x29, #-40]
	stur xzr, [x29, #-24]
	sub x3, x29, #40
	mov x0, x21
	mov x1, x20
	bl gap_knobs::unchecked_i64::wma
	ldp x28, x8, [x29, #-40]
	str x8, [sp, #40]
	ldr x2, [x25, #40]
	tbnz x2, #63, .LBB_38
	ldur x27, [x29, #-24]
	mov w8, #8
	stp xzr, x8, [x29, #-40]
	stur xzr, [x29, #-24]
	sub x3, x29, #40
	mov x0, x21
	mov x1, x20
	bl gap_knobs::unchecked_i64::wma
	ldp x22, x24, [x29, #-40]
	ldr x26, [x25, #24]
	tbnz x26, #63, .LBB_39
	stp x28, x19, [sp, #16]
	ldur x28, [x29, #-24]
	mov w8, #8
	stp xzr, x8, [x29, #-40]
	stur xzr, [x29, #-24]
	sub x3, x29, #40
	mov x0, x21
	mov x1, x20
	mov x2, x26
	bl gap_knobs::unchecked_i64::wma
	ldp x19, x25, [x29, #-40]
	ldur x5, [x29, #-24]
	add x8, sp, #48
	ldr x0, [sp, #40]
	mov x1, x27
	mov x2, x24
	mov x3, x28
	mov x4, x25
	str x23, [sp, #8]
	bl kernel_safe::hma3_combine
	ldp x28, x1, [sp, #56]
	mov w8, #8
	stp xzr, x8, [x29, #-40]
	stur xzr, [x29, #-24]
	sub x3, x29, #40
	mov x0, x28
	mov x2, x26
	bl gap_knobs::unchecked_i64::wma
	ldp x23, x26, [x29, #-40]
	ldur x27, [x29, #-24]
	ldr x8, [sp, #48]
	cbz x8, .LBB_23
	lsl x1, x8, #3
	mov x0, x28
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_23:
	cbz x19, .LBB_25
	lsl x1, x19, #3
	mov x0, x25
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_25:
	ldr x25, [sp, #16]
	cbz x22, .LBB_27
	lsl x1, x22, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_27:
	ldr x19, [sp, #24]
	cbz x25, .LBB_29
	lsl x1, x25, #3
	ldr x0, [sp, #40]
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_29:
	mov x0, x21
	mov x1, x20
	mov x2, x19
	ldr x3, [sp, #32]
	mov x4, x26
	mov x5, x27
	bl kernel_safe::event_loop
	mov v8.16b, v0.16b
	mov x20, x0
	cbz x23, .LBB_32
	lsl x1, x23, #3
	mov x0, x26
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_32:
	ldr x8, [sp, #8]
	cbz x8, .LBB_34
	lsl x1, x8, #3
	mov x0, x19
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_34:
	mov v0.16b, v8.16b
	mov x0, x20
	ldp x20, x19, [sp, #192]
	ldp x22, x21, [sp, #176]
	ldp x24, x23, [sp, #160]
	ldp x26, x25, [sp, #144]
	ldp x28, x27, [sp, #128]
	ldp x29, x30, [sp, #112]
	ldr d8, [sp, #96]
	add sp, sp, #208
	ret
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
	b .LBB_40
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
	b .LBB_40
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
	b .LBB_40
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
	b .LBB_40
.LBB_39:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x4, .Lanon.2
	add x4, x4, :lo12:.Lanon.2
	sub x2, x29, #1
	mov w1, #23
	bl core::result::unwrap_failed
.LBB_40:
	brk #0x1
.LBB_41:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x4, .Lanon.2
	add x4, x4, :lo12:.Lanon.2
	sub x2, x29, #1
	mov w1, #23
	bl core::result::unwrap_failed
	mov x20, x0
	cbz x23, .LBB_44
	lsl x1, x23, #3
	mov x0, x26
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_44:
	ldr x19, [sp, #24]
	ldr x23, [sp, #8]
	b .LBB_76
	mov x20, x0
	ldur x8, [x29, #-40]
	cbz x8, .LBB_47
	ldur x0, [x29, #-32]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_47:
	ldr x8, [sp, #48]
	cbz x8, .LBB_50
	lsl x1, x8, #3
	mov x0, x28
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_50
	mov x20, x0
.LBB_50:
	cbz x19, .LBB_52
	lsl x1, x19, #3
	mov x0, x25
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_52:
	ldp x28, x19, [sp, #16]
	ldr x23, [sp, #8]
	b .LBB_68
	mov x20, x0
	ldur x8, [x29, #-40]
	cbz x8, .LBB_55
	ldur x0, [x29, #-32]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_55:
	ldp x28, x19, [sp, #16]
	b .LBB_68
	mov x20, x0
	ldur x8, [x29, #-40]
	cbz x8, .LBB_72
	ldur x0, [x29, #-32]
	lsl x1, x8, #3
	b .LBB_70
	mov x20, x0
	ldur x8, [x29, #-40]
	cbz x8, .LBB_76
	ldur x0, [x29, #-32]
	lsl x1, x8, #3
	b .LBB_74
	mov x20, x0
	ldur x8, [x29, #-40]
	cbz x8, .LBB_79
	ldur x0, [x29, #-32]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_79
	mov x20, x0
	b .LBB_81
	mov x20, x0
	ldur x8, [x29, #-40]
	cbz x8, .LBB_84
	ldur x0, [x29, #-32]
	lsl x1, x8, #3
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_84
	mov x20, x0
	ldur x8, [x29, #-40]
	cbz x8, .LBB_87
	ldur x0, [x29, #-32]
	lsl x1, x8, #3
	b .LBB_86
	mov x20, x0
.LBB_68:
	cbz x22, .LBB_72
	lsl x1, x22, #3
	mov x0, x24
.LBB_70:
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_72
	mov x20, x0
.LBB_72:
	cbz x28, .LBB_76
	lsl x1, x28, #3
	ldr x0, [sp, #40]
.LBB_74:
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_76
	mov x20, x0
.LBB_76:
	cbz x23, .LBB_87
	lsl x1, x23, #3
	mov x0, x19
	b .LBB_86
	mov x20, x0
.LBB_79:
	ldr x8, [sp, #48]
	cbz x8, .LBB_81
	lsl x1, x8, #3
	mov x0, x26
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_81:
	cbz x28, .LBB_84
	lsl x1, x28, #3
	mov x0, x24
	mov w2, #8
	bl __rustc::__rust_dealloc
	b .LBB_84
	mov x20, x0
.LBB_84:
	cbz x27, .LBB_87
	lsl x1, x27, #3
	mov x0, x22
.LBB_86:
	mov w2, #8
	bl __rustc::__rust_dealloc
.LBB_87:
	mov x0, x20
	bl _Unwind_Resume
