//! The llvm-mca table (`asm/mca/`): every hot WMA loop the gap analysis
//! compares, on the x86 models (`emeraldrapids`, `znver4`) and the aarch64
//! ones (`apple-m1`, `neoverse-v1`). The aarch64 loops are rustc's own
//! aarch64 code (Debian's rustc-web) and numba's own pipeline's.

use super::dump::{ARM_CPUS, X86_TARGET};
use super::hotloop::{Class, HotLoop, hot_loop};
use super::mca::{self, Prediction};
use anyhow::{Context, Result};
use std::fmt::Write as _;
use std::path::Path;

const ARM_TRIPLE: &str = "aarch64-unknown-linux-gnu";

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
            push(kernel, built_for, model, X86_TARGET, file)?;
        }
    }
    for cpu in ARM_CPUS {
        for (kernel, file) in [
            ("kernel-safe", "kernel-safe/wma.s"),
            ("kernel-unchecked", "kernel-unchecked/wma.s"),
            ("knob hoist", "gap-knobs/hoist.wma.s"),
            ("knob hoist_weights", "gap-knobs/hoist_weights.wma.s"),
        ] {
            push(
                kernel.into(),
                cpu.to_string(),
                cpu,
                ARM_TRIPLE,
                format!("{cpu}/{file}"),
            )?;
        }
        push(
            "numba".into(),
            cpu.to_string(),
            cpu,
            ARM_TRIPLE,
            format!("numba/{cpu}/wma.s"),
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
pub fn write_mca(out: &Path, rustup: &str, debian: &str) -> Result<()> {
    measure::log::progress("asm: llvm-mca on the hot loops");
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
         x86: {rustup}; aarch64: {debian}; {}.\n\n\
         *cycles/MAC* is llvm-mca's steady-state cycles per loop iteration divided by the multiply-adds one\n\
         iteration does, so loops with different unrolling compare. *chain* is the number of dependent FP adds\n\
         per iteration on one accumulator (every variant keeps kernel-safe's single accumulator).\n\
         The x86 models are `emeraldrapids` and `znver4`; the aarch64 rows are rustc's own aarch64 code\n\
         (`aarch64-unknown-linux-gnu`, Debian's rustc-web) and numba's own code generator for the same target,\n\
         each for `apple-m1` and `neoverse-v1`.\n\n{}",
        mca::version()?,
        mca_table(&rows, "../")
    );
    std::fs::write(dir.join("summary.md"), summary)?;
    Ok(())
}
