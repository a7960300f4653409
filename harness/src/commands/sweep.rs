//! `ipc-tax sweep`: one kernel, one row per combo on stdout.

use crate::input::InputArgs;
use crate::kernels::{kernel_by_name, kernel_help};
use anyhow::Result;
use clap::{Args, ValueEnum};
use kernel_spec::Params;
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct SweepArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Kernel to run.
    #[arg(long, default_value = "safe", long_help = format!("Kernel to run: {}.", kernel_help()))]
    kernel: String,
    /// Threads for par-* kernels (default: all cores).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    #[arg(long, value_enum, default_value_t = Format::Csv)]
    format: Format,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Format {
    Csv,
    Json,
}

#[derive(Serialize)]
struct Row {
    combo: usize,
    #[serde(flatten)]
    params: Params,
    trades: i64,
    pnl: f64,
}

pub fn run(args: &SweepArgs) -> Result<ExitCode> {
    let kernel = kernel_by_name(&args.kernel, args.threads)?;
    let loaded = args.input.load()?;
    let sweep = loaded.sweep();
    eprintln!(
        "[sweep] kernel {} over {} ({} bars, {} combos)",
        kernel.name(),
        loaded.dataset.name,
        sweep.n_bars(),
        sweep.params().len()
    );
    let t0 = Instant::now();
    let results = kernel.sweep(&sweep);
    eprintln!("[sweep] done in {:.3} s", t0.elapsed().as_secs_f64());
    let rows: Vec<Row> = loaded
        .params
        .iter()
        .zip(&results)
        .enumerate()
        .map(|(i, (p, r))| Row {
            combo: i + 1,
            params: *p,
            trades: r.trades,
            pnl: r.pnl,
        })
        .collect();
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Csv => write_csv(&mut out, &rows)?,
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, &rows)?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

fn write_csv(out: &mut impl Write, rows: &[Row]) -> std::io::Result<()> {
    writeln!(out, "combo,n,h,s,p,p3,p2,trades,pnl")?;
    for r in rows {
        let p = r.params;
        // `{:?}` prints the shortest decimal that parses back to the same f64.
        writeln!(
            out,
            "{},{},{},{},{},{},{},{},{:?}",
            r.combo, p.n, p.h, p.s, p.p, p.p3, p.p2, r.trades, r.pnl
        )?;
    }
    Ok(())
}
