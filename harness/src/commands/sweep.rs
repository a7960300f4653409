//! `ipc-tax sweep`: one kernel, one row per combo on stdout.

use crate::kernels::{kernel_by_name, kernel_help};
use anyhow::Result;
use clap::{Args, ValueEnum};
use kernel_spec::{ComboResult, Params};
use measure::input::InputArgs;
use measure::numba::{NumbaWorker, Rung};
use serde::Serialize;
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

#[derive(Args, Debug)]
pub struct SweepArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Kernel to run (a Rust kernel, or numba-njit / numba-prange).
    #[arg(long, default_value = kernels::REFERENCE, long_help = format!(
        "Kernel to run: {}; or the numba reference, numba-njit (one thread) or numba-prange (every core) — \
         run by the project's numba worker (the Python venv is set up on first use; the old names numba-m2 and \
         numba-m3 are accepted).",
        kernel_help()
    ))]
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

/// What `--kernel` names: a Rust kernel or a numba rung.
enum Runner {
    Rust(Box<dyn kernel_spec::Kernel>),
    Numba(Rung),
}

impl Runner {
    fn name(&self) -> String {
        match self {
            Runner::Rust(k) => k.name().to_string(),
            Runner::Numba(r) => r.name().to_string(),
        }
    }

    fn sweep(
        &self,
        sweep: &kernel_spec::Sweep<'_>,
        threads: Option<usize>,
    ) -> Result<Vec<ComboResult>> {
        match self {
            Runner::Rust(k) => Ok(k.sweep(sweep)),
            Runner::Numba(r) => {
                if threads.is_some() {
                    eprintln!(
                        "[sweep] --threads is ignored for numba (it uses every core numba sees)"
                    );
                }
                let t0 = Instant::now();
                let mut worker = NumbaWorker::start()?;
                worker.load(sweep)?;
                worker.compile_only(&[r.wire_name()])?;
                eprintln!(
                    "[sweep] numba {} started and compiled in {:.1} s",
                    worker.info.numba,
                    t0.elapsed().as_secs_f64()
                );
                Ok(worker.run(*r)?.1)
            }
        }
    }
}

pub fn run(args: &SweepArgs) -> Result<ExitCode> {
    let runner = match Rung::from_name(&args.kernel) {
        Some(rung) => Runner::Numba(rung),
        None => Runner::Rust(kernel_by_name(&args.kernel, args.threads)?),
    };
    let loaded = args.input.load()?;
    let sweep = loaded.sweep();
    eprintln!(
        "[sweep] kernel {} over {} ({} bars, {} combos)",
        runner.name(),
        loaded.dataset.name,
        sweep.n_bars(),
        sweep.params().len()
    );
    let t0 = Instant::now();
    let results = runner.sweep(&sweep, args.threads)?;
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
