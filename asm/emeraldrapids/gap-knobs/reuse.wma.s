# gap_knobs::reuse::wma — gap-knobs, target-cpu=emeraldrapids
# command: cargo asm -p gap-knobs --lib --att --simplify --everything --target-cpu emeraldrapids --target-dir target/asm/emeraldrapids --target x86_64-unknown-linux-gnu
# rustc 1.95.0 (59807616e 2026-04-14), LLVM 22.1.2; release profile (opt-level 3, codegen-units 16, no LTO)
# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit
# not in the object code: LLVM merged gap_knobs::reuse::wma with an identical function
# (same machine code; see the callers in this directory)
