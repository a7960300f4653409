//! Gate, then time, contenders interleaved in one run.
//!
//! Every contender first runs once untimed and must pass the gate against
//! `kernel-safe` and numba-njit; that run is also its warm-up. The timed runs
//! are interleaved rounds (the start position rotates each round, A B C,
//! B C A, …; how many rounds each contender gets is the run's sampling
//! rule, `measure::sampling`)
//! so drift on a noisy machine hits every contender alike, and each timed
//! run's results must be bit-identical to the gated ones — a kernel that
//! changes its answer between runs has no timing row. A short pause before
//! every timed run lets the previous contender's idle threads (rayon's and
//! OpenMP's spin before they sleep) go quiet on this 2-core machine.

use crate::arch::Arch;
use crate::{Context, progress};
use anyhow::{Result, bail};
use kernel_spec::gate::{Mode, PNL_TOLERANCE};
use kernel_spec::{ComboResult, Kernel};
use measure::gating::{Outcome, References, against_references, all_passed};
use measure::numba::Rung;
use measure::sample::Measured;
use measure::sampling::{Rounds, Stop};
use std::time::Instant;

/// Pause before each timed run (see the module docs).
const SETTLE: std::time::Duration = std::time::Duration::from_millis(150);

/// Something that can sweep `paper` and be timed.
pub enum Contender {
    Numba(Rung),
    /// A Rust kernel and the number of threads it uses.
    Rust(Box<dyn Kernel>, usize),
    /// A kernel behind a process boundary, called in one pattern.
    Arch(Arch),
}

impl Contender {
    pub fn label(&self, ctx: &Context) -> String {
        match self {
            Contender::Numba(Rung::M3) => match ctx.env.numba.as_ref() {
                Some(info) => format!("numba-prange ({} threads)", info.threads),
                None => Rung::M3.label().to_string(),
            },
            Contender::Numba(r) => r.label().to_string(),
            Contender::Rust(k, 1) if !k.name().starts_with("par-") => {
                format!("kernel-{}", k.name())
            }
            Contender::Rust(k, 1) => format!("kernel-{} (1 thread)", k.name()),
            Contender::Rust(k, threads) => format!("kernel-{} ({threads} threads)", k.name()),
            Contender::Arch(a) => a.label(),
        }
    }

    /// Cores this contender keeps busy (for the distance-to-peak column).
    pub fn threads(&self, ctx: &Context) -> usize {
        match self {
            Contender::Numba(Rung::M2) => 1,
            Contender::Numba(Rung::M3) => ctx.env.numba.as_ref().map_or(1, |i| i.threads as usize),
            Contender::Rust(_, t) => *t,
            Contender::Arch(a) => a.threads,
        }
    }

    /// One sweep of `paper`. numba times itself in its worker; boundary
    /// contenders report the client's wall time and the engine's compute.
    fn run(&self, ctx: &mut Context) -> Result<Measured> {
        match self {
            Contender::Numba(rung) => {
                let (t, results) = ctx.numba()?.run(*rung)?;
                Ok(Measured {
                    seconds: t.as_secs_f64(),
                    compute: None,
                    handling: None,
                    results,
                })
            }
            Contender::Rust(kernel, _) => {
                let sweep = ctx.paper.sweep();
                let t0 = Instant::now();
                let results = kernel.sweep(&sweep);
                Ok(Measured {
                    seconds: t0.elapsed().as_secs_f64(),
                    compute: None,
                    handling: None,
                    results,
                })
            }
            Contender::Arch(a) => a.run(ctx),
        }
    }

    fn gate_mode(&self) -> Mode {
        match self {
            Contender::Numba(_) => Mode::Abs(PNL_TOLERANCE),
            Contender::Rust(k, _) => k.exactness().into(),
            // Every engine kernel keeps kernel-safe's arithmetic.
            Contender::Arch(_) => Mode::BitExact,
        }
    }
}

pub struct Timed {
    pub label: String,
    pub threads: usize,
    pub outcomes: Vec<Outcome>,
    /// Seconds of each timed run, in run order.
    pub seconds: Vec<f64>,
    /// Engine compute seconds of each timed run (boundary contenders).
    pub compute: Vec<Option<f64>>,
    /// Engine handling seconds of each timed run (boundary contenders).
    pub handling: Vec<Option<f64>>,
    /// Why its sampling ended.
    pub stop: Stop,
}

/// Gates every contender, then times them in interleaved rounds under the
/// run's sampling rule (`ratio_to[i]`: the contender whose time i's ratio
/// is taken to, see [`Rounds`]); fails on any gate failure.
pub fn gate_and_time(
    ctx: &mut Context,
    contenders: &[Contender],
    ratio_to: &[Option<usize>],
) -> Result<Vec<Timed>> {
    anyhow::ensure!(
        ratio_to.len() == contenders.len(),
        "one ratio reference per contender"
    );
    let (gated, gated_pass) = gate(ctx, contenders)?;
    // One gated pass is about one round: the time left until the first
    // round's own time is known.
    expect_rounds(ctx, gated_pass, ctx.sampling.max_runs());
    let samples = time_rounds(ctx, contenders, &gated, ratio_to)?;
    Ok(contenders
        .iter()
        .zip(gated)
        .zip(samples)
        .map(|((c, gated), samples)| Timed {
            label: c.label(ctx),
            threads: c.threads(ctx),
            outcomes: gated.outcomes,
            seconds: samples.seconds,
            compute: samples.compute,
            handling: samples.handling,
            stop: samples.stop,
        })
        .collect())
}

/// A contender's untimed first run, which passed the gate.
struct Gated {
    results: Vec<ComboResult>,
    outcomes: Vec<Outcome>,
}

/// Runs every contender once against the references (kernel-safe, and
/// numba-njit for all but numba-njit itself); fails on the first that does
/// not pass. Also returns the seconds the contenders' pass took.
fn gate(ctx: &mut Context, contenders: &[Contender]) -> Result<(Vec<Gated>, f64)> {
    progress("gate: kernel-safe reference and numba-njit on paper");
    let safe = kernel_safe::sweep(&ctx.paper.sweep());
    let (_, numba_m2) = ctx.numba()?.run(Rung::M2)?;

    let started = Instant::now();
    let mut gated = Vec::new();
    for c in contenders {
        let results = c.run(ctx)?.results;
        let is_m2 = matches!(c, Contender::Numba(Rung::M2));
        let refs = References {
            safe: &safe,
            numba: (!is_m2).then_some(numba_m2.as_slice()),
        };
        let outcomes = against_references(&c.label(ctx), &results, c.gate_mode(), &refs);
        for o in &outcomes {
            progress(&format!("gate: {o}"));
        }
        if !all_passed(&outcomes) {
            bail!(
                "{} failed the equivalence gate; no timing is reported for a failed gate",
                c.label(ctx)
            );
        }
        gated.push(Gated { results, outcomes });
    }
    Ok((gated, started.elapsed().as_secs_f64()))
}

/// One contender's timed runs, in run order, and why its sampling ended.
struct Samples {
    seconds: Vec<f64>,
    compute: Vec<Option<f64>>,
    handling: Vec<Option<f64>>,
    stop: Stop,
}

/// Interleaved timed rounds until the sampling rule ends them; every
/// run's results must be bit-identical to its gated run's.
fn time_rounds(
    ctx: &mut Context,
    contenders: &[Contender],
    gated: &[Gated],
    ratio_to: &[Option<usize>],
) -> Result<Vec<Samples>> {
    let n = contenders.len();
    let mut compute = vec![Vec::new(); n];
    let mut handling = vec![Vec::new(); n];
    let mut rounds = Rounds::new(ctx.sampling, ctx.budget, ratio_to.to_vec());
    loop {
        let round_started = Instant::now();
        let order = rounds.order();
        for i in order {
            std::thread::sleep(SETTLE);
            let m = contenders[i].run(ctx)?;
            if !bit_identical(&m.results, &gated[i].results) {
                bail!(
                    "{} returned different results in timed run {} than when gated",
                    contenders[i].label(ctx),
                    rounds.round() + 1
                );
            }
            progress(&format!(
                "run {}/{} {:<32} {:.3} s",
                rounds.round() + 1,
                ctx.runs,
                contenders[i].label(ctx),
                m.seconds
            ));
            rounds.push(i, m.seconds);
            compute[i].push(m.compute);
            handling[i].push(m.handling);
        }
        let last = round_started.elapsed().as_secs_f64();
        let elapsed = ctx.section_started.elapsed().as_secs_f64();
        if !rounds.end_round(elapsed, last) {
            break;
        }
        expect_rounds(ctx, last, ctx.sampling.max_runs() - rounds.round());
    }
    Ok(rounds
        .finish()
        .into_iter()
        .zip(compute)
        .zip(handling)
        .map(|(((seconds, stop), compute), handling)| Samples {
            seconds,
            compute,
            handling,
            stop,
        })
        .collect())
}

/// Tells the progress line how long the section will still take: `rounds`
/// more rounds of `round` seconds, cut at the section's budget.
fn expect_rounds(ctx: &Context, round: f64, rounds: usize) {
    let so_far = ctx.section_started.elapsed().as_secs_f64();
    let mut total = so_far + round * rounds as f64;
    if let Some(budget) = ctx.budget {
        total = total.min(budget.max(so_far));
    }
    measure::log::expect_stage_seconds(total);
}

/// Same trade counts and pnl bits, combo by combo.
pub fn bit_identical(a: &[ComboResult], b: &[ComboResult]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.trades == y.trades && x.pnl.to_bits() == y.pnl.to_bits())
}
