//! `ipc-tax gate`: the equivalence gate from the command line.

use crate::kernels::{kernel_by_name, kernel_help};
use anyhow::Result;
use clap::Args;
use kernel_spec::gate::{Mode, PNL_TOLERANCE, compare};
use measure::gating::{Outcome, References, against_references, all_passed, gate_kernel};
use measure::input::InputArgs;
use measure::numba::{NumbaWorker, Rung};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct GateArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Kernels to gate (repeatable). kernel-safe is always the reference.
    #[arg(long = "kernel", default_value = kernels::REFERENCE, value_name = "NAME",
          long_help = format!("Kernels to gate (repeatable). Known: {}. kernel-safe is always run as the reference.", kernel_help()))]
    kernels: Vec<String>,
    /// Threads for par-* kernels (default: all cores).
    #[arg(long, value_name = "N")]
    threads: Option<usize>,
    /// Skip numba (Rust-only gate: kernels against kernel-safe).
    #[arg(long)]
    no_numba: bool,
}

pub fn run(args: &GateArgs) -> Result<ExitCode> {
    let kernels = args
        .kernels
        .iter()
        .map(|k| kernel_by_name(k, args.threads))
        .collect::<Result<Vec<_>>>()?;
    let loaded = args.input.load()?;
    let sweep = loaded.sweep();
    eprintln!(
        "[gate] {} ({} bars, {} combos): computing the kernel-safe reference",
        loaded.dataset.name,
        sweep.n_bars(),
        sweep.params().len()
    );
    let safe = kernel_safe::sweep(&sweep);

    let mut outcomes: Vec<Outcome> = Vec::new();
    let numba = if args.no_numba {
        None
    } else {
        eprintln!("[gate] starting the numba worker");
        let mut worker = NumbaWorker::start()?;
        worker.load(&sweep)?;
        worker.compile()?;
        eprintln!("[gate] numba {} M2", worker.info.numba);
        let (_, m2) = worker.run(Rung::M2)?;
        eprintln!("[gate] numba-prange");
        let (_, m3) = worker.run(Rung::M3)?;
        // numba is gated against kernel-safe; M3 runs M2's combo function on
        // other threads, so it must also match M2 bit for bit.
        let vs_safe = References {
            safe: &safe,
            numba: None,
        };
        let tolerance = Mode::Abs(PNL_TOLERANCE);
        outcomes.extend(against_references("numba-njit", &m2, tolerance, &vs_safe));
        outcomes.extend(against_references("numba-prange", &m3, tolerance, &vs_safe));
        outcomes.push(Outcome {
            candidate: "numba-prange".into(),
            reference: "numba-njit".into(),
            report: compare(&m2, &m3, Mode::BitExact),
        });
        Some(m2)
    };
    let refs = References {
        safe: &safe,
        numba: numba.as_deref(),
    };
    for kernel in &kernels {
        eprintln!("[gate] kernel {}", kernel.name());
        outcomes.extend(gate_kernel(kernel.as_ref(), &sweep, &refs).1);
    }
    for o in &outcomes {
        println!("{o}");
    }
    if all_passed(&outcomes) {
        eprintln!("[gate] all {} comparisons passed", outcomes.len());
        Ok(ExitCode::SUCCESS)
    } else {
        eprintln!(
            "[gate] FAILED: {} of {} comparisons",
            outcomes.iter().filter(|o| !o.report.passed()).count(),
            outcomes.len()
        );
        Ok(ExitCode::from(1))
    }
}
