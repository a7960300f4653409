# gap_knobs::hoist_memory::combo — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
gap_knobs::hoist_memory::combo:
	sub sp, sp, #128
	stp x29, x30, [sp, #48]
	str x25, [sp, #64]
	stp x24, x23, [sp, #80]
	stp x22, x21, [sp, #96]
	stp x20, x19, [sp, #112]
	add x29, sp, #48
	mov x22, x2
	ldr x2, [x2, #8]
	tbnz x2, #63, .LBB_7
	mov x20, x3
	mov x19, x1
	mov x21, x0
	bl gap_knobs::hoist_memory::wma
	ldr x2, [x22]
	tbnz x2, #63, .LBB_7
	add x23, x20, #24
	add x3, x20, #24
	mov x0, x21
	mov x1, x19
	bl gap_knobs::hoist_memory::wma
	ldr x8, [x20, #16]
	str xzr, [x20, #184]
	stp xzr, x8, [sp, #24]
	stp x20, x23, [sp, #8]
	add x0, x20, #168
	add x1, sp, #8
	bl <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
	ldr x2, [x22, #16]
	tbnz x2, #63, .LBB_7
	ldp x0, x1, [x20, #176]
	add x3, x20, #48
	bl gap_knobs::hoist_memory::wma
	ldr x2, [x22, #32]
	tbnz x2, #63, .LBB_7
	add x23, x20, #72
	add x3, x20, #72
	mov x0, x21
	mov x1, x19
	bl gap_knobs::hoist_memory::wma
	ldr x2, [x22, #40]
	tbnz x2, #63, .LBB_7
	add x24, x20, #96
	add x3, x20, #96
	mov x0, x21
	mov x1, x19
	bl gap_knobs::hoist_memory::wma
	ldr x22, [x22, #24]
	tbnz x22, #63, .LBB_7
	add x25, x20, #120
	add x3, x20, #120
	mov x0, x21
	mov x1, x19
	mov x2, x22
	bl gap_knobs::hoist_memory::wma
	ldr x8, [x20, #88]
	str xzr, [x20, #208]
	stp xzr, x8, [sp, #32]
	stp x23, x24, [sp, #8]
	str x25, [sp, #24]
	add x0, x20, #192
	add x1, sp, #8
	bl <alloc::vec::Vec<T,A> as alloc::vec::spec_extend::SpecExtend<T,I>>::spec_extend
	ldp x0, x1, [x20, #200]
	add x3, x20, #144
	mov x2, x22
	bl gap_knobs::hoist_memory::wma
	ldp x2, x3, [x20, #56]
	ldp x4, x5, [x20, #152]
	mov x0, x21
	mov x1, x19
	ldp x20, x19, [sp, #112]
	ldp x22, x21, [sp, #96]
	ldp x24, x23, [sp, #80]
	ldr x25, [sp, #64]
	ldp x29, x30, [sp, #48]
	add sp, sp, #128
	b kernel_safe::event_loop
.LBB_7:
	adrp x0, .Lanon.0
	add x0, x0, :lo12:.Lanon.0
	adrp x3, .Lanon.1
	add x3, x3, :lo12:.Lanon.1
	adrp x4, .Lanon.2
	add x4, x4, :lo12:.Lanon.2
	add x2, x29, #31
	mov w1, #23
	bl core::result::unwrap_failed
