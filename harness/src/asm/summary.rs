//! The Apple M1 lowering and the llvm-mca table (`asm/mca/`).
//!
//! The M1 prediction needs no Apple hardware: rustc's *unoptimised* IR of
//! the crate and numba's unoptimised IR of `wma` are both optimised at O3 for
//! `arm64-apple-macosx` / `apple-m1` by the LLVM inside llvmlite (22.x, the
//! same major as rustc 1.95's), then llvm-mca-19 models the hot loop. As a
//! check of the method, kernel-safe's IR is also lowered for x86-64 and its
//! hot loop must match what rustc itself emits.

use super::dump::{self, mangled_prefix, normalise, python_asm};
use super::hotloop::{Class, HotLoop, hot_loop};
use super::mca::{self, Prediction};
use anyhow::{Context, Result};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

pub const APPLE_TRIPLE: &str = "arm64-apple-macosx11.0.0";
pub const APPLE_CPU: &str = "apple-m1";
const X86_TRIPLE: &str = "x86_64-unknown-linux-gnu";

/// The Rust functions lowered for the M1, by package.
const APPLE_RUST: &[(&str, &str)] = &[
    ("kernel-safe", "kernel_safe::wma"),
    ("kernel-unchecked", "kernel_unchecked::wma"),
    ("gap-knobs", "gap_knobs::hoist::wma"),
];

/// Lowers the Rust and numba WMAs for Apple M1 into `out/apple-m1/`; returns
/// the method check's verdict.
pub fn lower_for_apple(python: &Path, out: &Path, rustc: &str) -> Result<String> {
    let dest = out.join(APPLE_CPU);
    std::fs::create_dir_all(&dest)?;
    let tmp = tempfile::tempdir()?;
    let mut irs: BTreeMap<&str, PathBuf> = BTreeMap::new();
    for (package, function) in APPLE_RUST {
        crate::log::progress(&format!("asm: {function} lowered for {APPLE_CPU}"));
        let ir = match irs.get(package) {
            Some(p) => p.clone(),
            None => {
                let p = dump::rust_unoptimised_ir(package)?;
                irs.insert(package, p.clone());
                p
            }
        };
        let name = format!(
            "{package}.{}.s",
            function.split("::").skip(1).collect::<Vec<_>>().join(".")
        );
        let header = format!(
            "# {function} — rustc's unoptimised IR (cargo rustc -p {package} --release -- --emit=llvm-ir -C codegen-units=1 -C no-prepopulate-passes -C debuginfo=0),\n# {rustc};\n# optimised at O3 and lowered for {APPLE_TRIPLE} -mcpu={APPLE_CPU} by python -m ipc_tax_ref.asm lower (llvmlite's LLVM)\n# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit\n"
        );
        lower(
            python,
            &ir,
            &mangled_prefix(function),
            APPLE_TRIPLE,
            APPLE_CPU,
            &dest.join(name),
            &header,
            tmp.path(),
        )?;
    }
    crate::log::progress(&format!("asm: numba wma lowered for {APPLE_CPU}"));
    let numba_ir = tmp.path().join("numba-wma.ll");
    let unopt = numba_ir.to_str().context("temp path")?;
    python_asm(python, &["numba-unopt", "wma", unopt], &[])?;
    let header = format!(
        "# ipc_tax_ref.kernel.wma — numba's unoptimised IR (python -m ipc_tax_ref.asm numba-unopt wma),\n# optimised at O3 and lowered for {APPLE_TRIPLE} -mcpu={APPLE_CPU} by python -m ipc_tax_ref.asm lower (llvmlite's LLVM)\n# written by `cargo xtask asm` (ipc-tax asm), normalised: do not edit\n"
    );
    lower(
        python,
        &numba_ir,
        "_ZN11ipc_tax_ref6kernel3wma",
        APPLE_TRIPLE,
        APPLE_CPU,
        &dest.join("numba.wma.s"),
        &header,
        tmp.path(),
    )?;

    // Method check: the same lowering for x86-64 must reproduce rustc's loop.
    let check = tmp.path().join("check.s");
    lower(
        python,
        &irs["kernel-safe"],
        &mangled_prefix("kernel_safe::wma"),
        X86_TRIPLE,
        "x86-64",
        &check,
        "",
        tmp.path(),
    )?;
    let ours = hot_loop(&std::fs::read_to_string(&check)?).context("method check: no hot loop")?;
    let rustc_own = hot_loop(&std::fs::read_to_string(
        out.join("x86-64/kernel-safe/wma.s"),
    )?)
    .context("method check: no hot loop in rustc's own dump")?;
    let same = Class::ALL
        .iter()
        .all(|c| ours.count(*c) == rustc_own.count(*c))
        && ours.body.len() == rustc_own.body.len();
    Ok(if same {
        format!(
            "passed: lowering kernel-safe's unoptimised IR for x86-64 this way gives the same hot loop as rustc's own x86-64 build ({} instructions, identical counts by class)",
            ours.body.len()
        )
    } else {
        format!(
            "FAILED: lowering kernel-safe's IR for x86-64 gives a {}-instruction hot loop, rustc's own build a {}-instruction one — treat the M1 column with suspicion",
            ours.body.len(),
            rustc_own.body.len()
        )
    })
}

#[allow(clippy::too_many_arguments)]
fn lower(
    python: &Path,
    ir: &Path,
    symbol: &str,
    triple: &str,
    cpu: &str,
    dest: &Path,
    header: &str,
    tmp: &Path,
) -> Result<()> {
    let raw = tmp.join("lowered.s");
    python_asm(
        python,
        &[
            "lower",
            ir.to_str().context("IR path")?,
            symbol,
            raw.to_str().context("temp path")?,
            "--triple",
            triple,
            "--cpu",
            cpu,
        ],
        &[],
    )?;
    let text = std::fs::read_to_string(&raw)?;
    std::fs::write(dest, header.to_string() + &normalise(&text))?;
    Ok(())
}

/// One row of the llvm-mca table.
#[derive(Clone, Debug)]
pub struct McaRow {
    pub kernel: String,
    pub built_for: String,
    /// llvm-mca's `-mcpu`.
    pub model: String,
    /// The dump, relative to `asm/`.
    pub file: String,
    pub hot: HotLoop,
    pub prediction: Prediction,
}

/// (kernel label, dump path under asm/ with `{cpu}` for the built-for CPU).
fn x86_rows(model: &str) -> Vec<(String, String, String)> {
    let mut rows = Vec::new();
    for (kernel, file) in [
        ("kernel-safe", "kernel-safe/wma.s"),
        ("kernel-unchecked", "kernel-unchecked/wma.s"),
        ("knob hoist", "gap-knobs/hoist.wma.s"),
        ("knob hoist_weights", "gap-knobs/hoist_weights.wma.s"),
    ] {
        rows.push((
            kernel.to_string(),
            "x86-64".to_string(),
            format!("x86-64/{file}"),
        ));
        rows.push((
            kernel.to_string(),
            model.to_string(),
            format!("{model}/{file}"),
        ));
    }
    rows.push((
        "numba".into(),
        model.to_string(),
        format!("numba/{model}/wma.s"),
    ));
    rows
}

impl McaRow {
    /// Every row of the committed table, recomputed from the dumps in `dir`.
    pub fn all(dir: &Path) -> Result<Vec<McaRow>> {
        mca_rows(dir)
    }
}

/// The llvm-mca table for a subset of rows (links relative to reports/).
pub fn mca_table_for(rows: &[&McaRow]) -> String {
    mca_table(
        &rows.iter().map(|r| (*r).clone()).collect::<Vec<_>>(),
        "../asm/",
    )
}

/// llvm-mca on every hot WMA loop the report compares; reads the dumps in `dir`.
pub fn mca_rows(dir: &Path) -> Result<Vec<McaRow>> {
    let mut rows = Vec::new();
    let mut push = |kernel: String,
                    built_for: String,
                    model: &str,
                    triple: &str,
                    file: String|
     -> Result<()> {
        let text = std::fs::read_to_string(dir.join(&file)).with_context(|| {
            format!(
                "cannot read {} (run `cargo xtask asm`)",
                dir.join(&file).display()
            )
        })?;
        let hot = hot_loop(&text).with_context(|| format!("{file}: no hot loop"))?;
        let prediction = mca::predict(&hot, triple, model)?;
        rows.push(McaRow {
            kernel,
            built_for,
            model: model.to_string(),
            file,
            hot,
            prediction,
        });
        Ok(())
    };
    for model in ["emeraldrapids", "znver4"] {
        for (kernel, built_for, file) in x86_rows(model) {
            push(kernel, built_for, model, X86_TRIPLE, file)?;
        }
    }
    for (kernel, file) in [
        ("kernel-safe", "kernel-safe.wma.s"),
        ("kernel-unchecked", "kernel-unchecked.wma.s"),
        ("knob hoist", "gap-knobs.hoist.wma.s"),
        ("numba", "numba.wma.s"),
    ] {
        push(
            kernel.into(),
            APPLE_CPU.into(),
            APPLE_CPU,
            APPLE_TRIPLE,
            format!("{APPLE_CPU}/{file}"),
        )?;
    }
    Ok(rows)
}

/// The llvm-mca table as Markdown; `asm_link` is the path from the table's
/// file to `asm/` (`../asm/` from reports/, `../` from asm/mca/).
pub fn mca_table(rows: &[McaRow], asm_link: &str) -> String {
    let mut s = String::from(
        "| hot WMA loop | built for | llvm-mca model | instr/iter | MACs/iter | unroll | vector bits | chain | conv | cmp+br | cycles/iter | **cycles/MAC** | uops/MAC |\n|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|\n",
    );
    for r in rows {
        let h = &r.hot;
        let _ = writeln!(
            s,
            "| {} ([dump]({asm_link}{})) | {} | {} | {} | {} | {} | {} | {} | {} | {} | {:.2} | **{:.2}** | {:.2} |",
            r.kernel,
            r.file,
            r.built_for,
            r.model,
            h.body.len(),
            h.macs,
            h.unroll,
            h.vector_bits,
            h.chain,
            h.count(Class::Convert),
            h.count(Class::CmpBranch),
            r.prediction.cycles_per_iteration,
            r.prediction.cycles_per_mac(h),
            r.prediction.uops_per_iteration / h.macs.max(1) as f64,
        );
    }
    s
}

/// Writes `out/mca/summary.md` and one llvm-mca report per row.
pub fn write_mca(out: &Path, method_check: &str, rustc: &str) -> Result<()> {
    crate::log::progress("asm: llvm-mca on the hot loops");
    let rows = mca_rows(out)?;
    let dir = out.join("mca");
    std::fs::create_dir_all(&dir)?;
    for r in &rows {
        let name = format!(
            "{}.{}.{}.txt",
            r.model,
            r.kernel.replace(' ', "-"),
            r.built_for
        );
        let text = format!(
            "# llvm-mca of the hot loop of {} ({}), model {}\n# {} -mcpu={} -iterations=1000; input: the loop body below\n\n{}\n{}",
            r.file,
            r.hot.label,
            r.model,
            mca::LLVM_MCA,
            r.model,
            r.hot.mca_input(),
            r.prediction.report
        );
        std::fs::write(dir.join(name), text)?;
    }
    let summary = format!(
        "# Static throughput of the hot WMA loops\n\n\
         Generated by `cargo xtask asm` (`ipc-tax asm`) from the dumps in this directory's parent; do not edit.\n\
         {rustc}; {}.\n\n\
         *cycles/MAC* is llvm-mca's steady-state cycles per loop iteration divided by the multiply-adds one\n\
         iteration does, so loops with different unrolling compare. *chain* is the number of dependent FP adds\n\
         per iteration on one accumulator (every variant keeps kernel-safe's single accumulator).\n\
         The x86 models are `emeraldrapids` (this machine's CPU) and `znver4`; the Apple rows are the IRs lowered\n\
         for `apple-m1`. Method check of the Apple lowering: {method_check}.\n\n{}",
        mca::version()?,
        mca_table(&rows, "../")
    );
    std::fs::write(dir.join("summary.md"), summary)?;
    Ok(())
}
