//! `ipc-tax`: sweep, gate and report — the harness of the ipc-tax workspace.
//!
//! stdout carries only data (CSV/JSON rows, gate verdicts); progress and logs
//! go to stderr, so every command can be piped.

mod commands;
mod kernels;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "ipc-tax",
    version,
    about = "Measure where a compute gap between numba and Rust comes from, and what a process boundary costs.",
    long_about = "Measure where a compute gap between numba and Rust comes from, and what a process boundary costs.\n\n\
        Every timing is gated first: a kernel's per-combo (pnl, trades) must match kernel-safe and the numba \
        reference (docs/study.md#the-equivalence-gate) before any of its times is reported."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Run one kernel over a series and print one row per combo
    /// (`combo,n,h,s,p,p3,p2,trades,pnl`; pnl round-trips exactly).
    Sweep(commands::sweep::SweepArgs),
    /// List every sweep kernel: its name, crate, work model and where the
    /// report, asm/ and the aarch64 gate use it (`--json` for tools).
    Kernels(commands::kernels::KernelsArgs),
    /// List every transport: what it is, how an engine listens and a client
    /// connects, and which report rows measure it where (`--json` for tools).
    Transports(commands::transports::TransportsArgs),
    /// Run the equivalence gate: the named kernels against kernel-safe and numba.
    /// Exit status 1 if any comparison fails.
    Gate(commands::gate::GateArgs),
    /// Measure on this machine and write reports/ (Markdown, JSON, CSV) and the README table.
    Report(commands::report::ReportArgs),
    /// Every figure two run records share, side by side with both intervals
    /// and a verdict per row (same / lower / higher); across commits and CPUs.
    Compare(commands::compare::CompareArgs),
    /// Did a change to `transport` slow the shared-memory round trip? One
    /// probe built against two commits, run in interleaved triples with a
    /// no-op control (before, after, before again).
    Ab(commands::ab::AbArgs),
    /// Hostile clients, faults, a mixed load, what parking idle connections
    /// costs an honest client, and (optionally) fuzzing against this build
    /// of ipc-engine; keeps its record and writes reports/reliability.md
    /// (`--render-only`: from a kept record). Exit 1 if any
    /// case fails or any answer is wrong.
    Reliability(commands::reliability::ReliabilityArgs),
    /// Regenerate the committed assembly evidence in asm/ (rustc for every
    /// named CPU via cargo-show-asm, apple-m1 and neoverse-v1 via rustc-web, numba
    /// for each, llvm-mca);
    /// `--check` fails if the committed files are stale.
    Asm(asm_tools::AsmArgs),
    /// Summarise the hot loops of two assembly listings side by side:
    /// instructions per iteration by class, unroll, vector width, dependency chain.
    AsmDiff(asm_tools::AsmDiffArgs),
    /// Create or refresh the Python venv (.venv) with the pinned numba stack; print its interpreter.
    PythonEnv,
    /// One child process's part of the report's par-sliding-simd pairs
    /// (the report runs it; prints one JSON record).
    #[command(hide = true)]
    ParPairs(commands::par_pairs::ParPairsArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    measure::log::set_command(match &cli.command {
        Command::Sweep(_) => "sweep",
        Command::Gate(_) => "gate",
        Command::Kernels(_) => "kernels",
        Command::Transports(_) => "transports",
        Command::Report(_) => "report",
        Command::Compare(_) => "compare",
        Command::Ab(_) => "ab",
        Command::Reliability(_) => "reliability",
        Command::Asm(_) | Command::AsmDiff(_) => "asm",
        Command::PythonEnv => "python-env",
        Command::ParPairs(_) => "par-pairs",
    });
    let result = match cli.command {
        Command::Sweep(args) => commands::sweep::run(&args),
        Command::Gate(args) => commands::gate::run(&args),
        Command::Kernels(args) => commands::kernels::run(&args),
        Command::Transports(args) => commands::transports::run(&args),
        Command::Report(args) => commands::report::run(&args),
        Command::Compare(args) => commands::compare::run(&args),
        Command::Ab(args) => commands::ab::run(&args),
        Command::Asm(args) => asm_tools::run(&args),
        Command::Reliability(args) => commands::reliability::run(&args),
        Command::AsmDiff(args) => asm_tools::run_diff(&args),
        Command::ParPairs(args) => commands::par_pairs::run(&args),
        Command::PythonEnv => measure::pyenv::ensure_python().map(|p| {
            println!("{}", p.display());
            ExitCode::SUCCESS
        }),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::from(2)
        }
    }
}
