//! Every gap knob is kernel-safe but for its change, held on the committed
//! dumps (`cargo xtask asm` writes them, `asm --check` keeps them fresh):
//! for every CPU they are dumped for, each knob's `wma` and `combo` against
//! kernel-safe's, part by part, as its `Changes` declares.
//!
//! What may differ, per declared change:
//! - the control (`baseline`, the crate `gap-control`): nothing — every instruction of both
//!   functions, the functions' own names set aside;
//! - `inner_loop`: the WMA's hot loop (the window sum) is its own and must
//!   differ from kernel-safe's (a knob that changes nothing is a mistake);
//! - `Memory::KernelSafe`: `combo` is kernel-safe's instruction for
//!   instruction (calling the knob's `wma`), and `wma` allocates through
//!   the same functions as kernel-safe's (a loop without bound checks may
//!   drop the panics, and the unwinding that frees the output on one);
//! - `Memory::FreshWarmUp`: `combo` as kernel-safe's; `wma` allocates
//!   zeroed memory instead;
//! - `Memory::Reused`: `wma` allocates and frees nothing; `combo` is the
//!   memory knobs' own (the six buffers). Without a change to the inner
//!   loop its hot loop keeps kernel-safe's work — the same FP operations,
//!   conversions, loads, stores, compares and branches and unroll — and may
//!   take one instruction more: a buffer passed in gives LLVM's
//!   loop-strength reduction another form of the window's bound check than
//!   a fresh allocation does (an add-and-compare instead of a count-down
//!   compare: `ipc-tax asm-diff` shows both).

use asm_tools::hotloop::{Class, HotLoop, hot_loop};
use gap_knobs::{KNOBS, Memory};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn asm() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../asm")
}

/// `.Lanon.<n>` labels (panic locations: numbered per crate) as `.Lanon`.
fn without_anon_numbers(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find(".Lanon.") {
        out.push_str(&rest[..at + ".Lanon".len()]);
        rest = rest[at + ".Lanon.".len()..].trim_start_matches(|c: char| c.is_ascii_digit());
    }
    out.push_str(rest);
    out
}

/// A dump's instructions with `renames` applied (comment lines dropped).
fn body(path: &Path, renames: &[(&str, &str)]) -> Option<String> {
    let text = std::fs::read_to_string(path).ok()?;
    let lines: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let mut l = l.to_string();
            for (from, to) in renames {
                l = l.replace(from, to);
            }
            without_anon_numbers(&l)
        })
        .collect();
    Some(lines.join("\n"))
}

/// The functions a listing calls (x86 `callq`, aarch64 `bl`).
fn calls(listing: &str) -> BTreeSet<String> {
    listing
        .lines()
        .filter_map(|l| {
            let l = l.trim();
            let target = l.strip_prefix("callq").or_else(|| l.strip_prefix("bl "))?;
            let target = target.trim().trim_start_matches('*');
            Some(target.split('@').next().unwrap_or(target).to_string())
        })
        .collect()
}

/// The CPU directories with kernel-safe dumps.
fn cpus() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(asm())
        .expect("asm/ exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("kernel-safe/wma.s").exists())
        .collect();
    v.sort();
    v
}

/// The work of a hot loop, what it must keep: FP operations, conversions,
/// loads, stores, compares and branches, unroll and multiply-adds.
fn work(h: &HotLoop) -> Vec<usize> {
    let mut v: Vec<usize> = [
        Class::Mul,
        Class::Add,
        Class::Fma,
        Class::Convert,
        Class::Load,
        Class::Store,
        Class::CmpBranch,
    ]
    .iter()
    .map(|&c| h.count(c))
    .collect();
    v.extend([h.unroll, h.macs]);
    v
}

#[test]
fn the_control_is_kernel_safe_instruction_for_instruction() {
    let mut compared = 0;
    for cpu in cpus() {
        for f in ["wma", "combo"] {
            let safe = body(
                &cpu.join(format!("kernel-safe/{f}.s")),
                &[(&format!("kernel_safe::{f}"), "<own>")],
            );
            let control = body(
                &cpu.join(format!("gap-control/{f}.s")),
                &[
                    (&format!("gap_control::{f}"), "<own>"),
                    // The control's combo calls its own wma.
                    ("gap_control::wma", "kernel_safe::wma"),
                ],
            );
            if let (Some(safe), Some(control)) = (safe, control) {
                assert_eq!(safe, control, "{}: {f}", cpu.display());
                compared += 1;
            }
        }
    }
    assert!(compared >= 2, "no dumps of the control to compare");
}

#[test]
fn every_knob_is_kernel_safe_but_for_its_change() {
    let mut checked = 0;
    for cpu in cpus() {
        let safe_wma = body(&cpu.join("kernel-safe/wma.s"), &[]).expect("listed above");
        let safe_combo = body(
            &cpu.join("kernel-safe/combo.s"),
            &[("kernel_safe::combo", "<own>")],
        );
        let safe_loop = hot_loop(&safe_wma).expect("kernel-safe's wma has a hot loop");
        for knob in KNOBS.iter().filter(|k| k.name != "baseline") {
            let k = knob.name;
            let at = |f: &str| cpu.join(format!("gap-knobs/{k}.{f}.s"));
            let Some(wma) = body(&at("wma"), &[]) else {
                continue;
            };
            let what = format!("{}: knob {k}", cpu.display());
            assert!(
                !wma.contains("merged"),
                "{what}: its wma was folded into another function; the dump cannot be held"
            );
            let own = hot_loop(&wma).unwrap_or_else(|| panic!("{what}: no hot loop in wma"));
            if knob.changes.inner_loop {
                assert_ne!(
                    own.body.iter().map(|i| &i.text).collect::<Vec<_>>(),
                    safe_loop.body.iter().map(|i| &i.text).collect::<Vec<_>>(),
                    "{what}: declares its own inner loop but has kernel-safe's"
                );
            } else {
                assert_eq!(work(&own), work(&safe_loop), "{what}: the hot loop's work");
                let extra = usize::from(knob.changes.memory == Memory::Reused);
                assert!(
                    own.body.len() <= safe_loop.body.len() + extra,
                    "{what}: hot loop of {} instructions against kernel-safe's {}",
                    own.body.len(),
                    safe_loop.body.len()
                );
            }
            let (mine, theirs) = (calls(&wma), calls(&safe_wma));
            let calls_one = |c: &BTreeSet<String>, f: &str| c.iter().any(|x| x.ends_with(f));
            match knob.changes.memory {
                Memory::KernelSafe => {
                    // How it gets its memory (a loop without its bound
                    // checks may lose the panics and the unwinding that
                    // frees the output on one: that is its change).
                    let allocation = |c: &BTreeSet<String>| -> BTreeSet<String> {
                        c.iter()
                            .filter(|x| x.contains("__rust_alloc") || x.contains("handle_error"))
                            .cloned()
                            .collect()
                    };
                    assert_eq!(
                        allocation(&mine),
                        allocation(&theirs),
                        "{what}: wma allocates otherwise than kernel-safe's"
                    );
                    if !knob.changes.inner_loop {
                        assert_eq!(
                            mine, theirs,
                            "{what}: wma calls otherwise than kernel-safe's"
                        );
                    }
                }
                Memory::FreshWarmUp => assert!(
                    calls_one(&mine, "__rust_alloc_zeroed"),
                    "{what}: wma does not allocate zeroed memory: {mine:?}"
                ),
                Memory::Reused => assert!(
                    !calls_one(&mine, "__rust_alloc")
                        && !calls_one(&mine, "__rust_alloc_zeroed")
                        && !calls_one(&mine, "__rust_dealloc"),
                    "{what}: wma allocates: {mine:?}"
                ),
            }
            if knob.changes.memory != Memory::Reused
                && let (Some(combo), Some(safe_combo)) = (
                    body(
                        &at("combo"),
                        &[
                            (&format!("gap_knobs::{k}::combo"), "<own>"),
                            (&format!("gap_knobs::{k}::wma"), "kernel_safe::wma"),
                        ],
                    ),
                    safe_combo.as_ref(),
                )
            {
                assert_eq!(&combo, safe_combo, "{what}: combo is not kernel-safe's");
            }
            checked += 1;
        }
    }
    assert!(
        checked >= 2 * (KNOBS.len() - 1),
        "only {checked} knob dumps held; is asm/ generated?"
    );
}
