//! `ipc-tax kernels`: the `kernels` table — every sweep kernel, its crate,
//! its work model and where it appears — as a table or as JSON (what
//! `cargo xtask aarch64` reads its gate list from).

use anyhow::Result;
use clap::Args;
use serde_json::json;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct KernelsArgs {
    /// Print JSON (one object per kernel) instead of a Markdown table.
    #[arg(long)]
    json: bool,
}

fn work(w: kernels::Work) -> &'static str {
    match w {
        kernels::Work::Macs => "multiply-adds",
        kernels::Work::WmaBars => "WMA bars (O(1) per bar)",
    }
}

fn par(p: kernels::ParRows) -> &'static str {
    match p {
        kernels::ParRows::None => "",
        kernels::ParRows::OneAndAllCores => "par- on 1 thread and every core",
        kernels::ParRows::AllCores => "par- on every core",
    }
}

/// A seam cell in a line: its three factors, and how it is built.
fn seam_about(c: &kernel_seam::Cell) -> String {
    format!(
        "the compilers' seam: {}'s IR through {}'s pipeline for {} (built by `cargo xtask seam`)",
        c.front.name(),
        c.pipeline.name(),
        match c.target {
            kernel_seam::Target::Host => "this CPU",
            kernel_seam::Target::X86_64 => "baseline x86-64",
        }
    )
}

pub fn run(args: &KernelsArgs) -> Result<ExitCode> {
    if args.json {
        let v: Vec<_> = kernels::KERNELS
            .iter()
            .map(|e| {
                json!({"name": e.name, "about": e.about, "crate": e.krate, "work": work(e.work),
                       "in_report": e.in_report, "par_rows": par(e.par_rows), "asm": e.asm,
                       "x86_only": e.x86_only, "aarch64_gate": e.aarch64_gate})
            })
            .chain(kernel_seam::CELLS.iter().map(|c| {
                json!({"name": c.name, "about": seam_about(c), "crate": "kernel-seam",
                       "work": work(kernels::Work::Macs), "in_report": false, "par_rows": "",
                       "asm": [], "x86_only": true, "aarch64_gate": false, "seam": true})
            }))
            .collect();
        println!("{}", serde_json::to_string_pretty(&v)?);
        return Ok(ExitCode::SUCCESS);
    }
    println!(
        "| kernel | crate | work | in the report | aarch64 gate | what it is |\n|---|---|---|---|---|---|"
    );
    for e in kernels::KERNELS {
        let report = match (e.in_report, par(e.par_rows)) {
            (true, "") => "its row".to_string(),
            (true, p) => format!("its row; {p}"),
            (false, "") => "no".to_string(),
            (false, p) => p.to_string(),
        };
        println!(
            "| {} | {} | {} | {report} | {} | {} |",
            e.name,
            e.krate,
            work(e.work),
            if e.aarch64_gate { "yes" } else { "no" },
            e.about
        );
    }
    for c in kernel_seam::CELLS {
        println!(
            "| {} | kernel-seam | {} | gap.md's seam | no | {} |",
            c.name,
            work(kernels::Work::Macs),
            seam_about(c)
        );
    }
    println!(
        "\nAny of them also as par-<name> (`--threads`); the gap experiments as knob-<name> ({}).",
        gap_knobs::KNOBS
            .iter()
            .map(|k| k.name)
            .collect::<Vec<_>>()
            .join(", ")
    );
    Ok(ExitCode::SUCCESS)
}
