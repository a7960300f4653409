//! `ipc-tax par-pairs` (hidden): one child process's part of the report's
//! `par-sliding-simd` pairs. The report spreads the pairs over several
//! processes, since the same code lands a few percent apart from one
//! process to the next; each child prints its pairs as one JSON record.

use anyhow::Result;
use clap::Args;
use measure::input::InputArgs;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct ParPairsArgs {
    #[command(flatten)]
    input: InputArgs,
    /// Threads of `par-sliding-simd` (2 or more).
    #[arg(long, default_value_t = 2)]
    threads: usize,
    /// Alternating pairs to time (each sweep gated against kernel-safe).
    #[arg(long, default_value_t = 50)]
    pairs: usize,
}

pub fn run(args: &ParPairsArgs) -> Result<ExitCode> {
    let loaded = args.input.load()?;
    let json = sections::par_pairs_child(&loaded.sweep(), args.threads, args.pairs)?;
    println!("{json}");
    Ok(ExitCode::SUCCESS)
}
