# gap_knobs::warmup::wma — gap-knobs, target-cpu=apple-m1, target aarch64-unknown-linux-gnu
# command: RUSTC=target/aarch64-toolchain/rustc cargo asm -p gap-knobs --lib --simplify --everything --target-cpu apple-m1 --target-dir target/asm-aarch64/apple-m1 --target aarch64-unknown-linux-gnu
# Debian rustc-web rustc 1.96.0 (ac68faa20 2026-05-25), LLVM 22.1.8; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
# not in the object code: LLVM merged gap_knobs::warmup::wma with an identical function
# (same machine code; see the callers in this directory)
