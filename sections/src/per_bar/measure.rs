//! Measuring per-bar calls: one combo streamed through `STREAM_BAR` over
//! each transport and from each client, through the in-process library
//! routes from Python, and by the streaming kernel in this process — gated,
//! then timed interleaved, into a [`Record`].

use super::record::{Record, Row};
use anyhow::{Context as _, Result, bail};
use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Params, Sweep};
use measure::affinity::{Placement, pin_current_thread};
use measure::sampling::Rounds;
use measure::servers::{self, Endpoint, EngineProcess, engine_binary};
use report::arch::inproc_target;
use report::keys::Side;
use report::keys::Transport;
use report::{Context, progress};
use serde_json::json;
use std::time::Instant;
use transport::table::Rows;

/// The grid's middle combo (n ≈ 100): a typical window, not the cheapest.
pub const COMBO: usize = 40;

enum How {
    InProcess,
    Rust(Endpoint, Option<usize>),
    Python(serde_json::Value),
}

struct Contender {
    row: Row,
    how: How,
}

impl Contender {
    fn new(placement: Placement, transport: Option<Transport>, client: Side, how: How) -> Self {
        Contender {
            row: Row {
                placement,
                transport,
                client,
                seconds: Vec::new(),
                bit_identical: false,
                stop: None,
            },
            how,
        }
    }
}

/// One pass of the streaming kernel over `close` in this process.
fn in_process(close: &[f64], params: Params) -> Result<(f64, ComboResult)> {
    let t0 = Instant::now();
    let mut s = kernel_stream::Stream::new(params)?;
    for &x in close {
        s.push(x)?;
    }
    let seconds = t0.elapsed().as_secs_f64();
    Ok((seconds, s.result()))
}

/// One session over a connection: open (untimed), one `STREAM_BAR` per bar
/// (timed), close (untimed) for the result.
fn over(endpoint: &Endpoint, close: &[f64], params: &Params) -> Result<(f64, ComboResult)> {
    let mut c = endpoint.connect()?;
    let h = c.stream_open(params)?;
    let mut bars = 0;
    let t0 = Instant::now();
    for &x in close {
        bars = c.stream_bar(h, x, false)?.0.bars;
    }
    let seconds = t0.elapsed().as_secs_f64();
    if bars != close.len() as u64 {
        bail!("the session counted {bars} bars of {}", close.len());
    }
    Ok((seconds, c.stream_close(h)?))
}

/// Engines and contenders: the baseline, then per pinned placement the
/// transports the table measures there, from Rust and from Python, then the
/// in-process library routes.
fn contenders(exe: &std::path::Path) -> Result<(Vec<EngineProcess>, Vec<Contender>)> {
    let placements: Vec<Placement> = Placement::available()
        .into_iter()
        .filter(|p| *p != Placement::Unpinned)
        .collect();
    if !placements.contains(&Placement::CrossCore) {
        progress("cross-core placement skipped: CPUs 0 and 1 are not both available");
    }
    let mut servers = Vec::new();
    let mut list = vec![Contender::new(
        Placement::InProcess,
        None,
        Side::Rust,
        How::InProcess,
    )];
    for &pl in &placements {
        let (engine_cpu, client_cpu) = pl.cpus();
        let mut python = Vec::new();
        for t in Transport::measured_in(Rows::PerBar, pl) {
            let e = servers::endpoint(exe, t, kernels::REFERENCE, engine_cpu, &mut servers)?;
            if let Some(mut target) = e.python_target() {
                target["client_cpu"] = json!(client_cpu);
                python.push(Contender::new(
                    pl,
                    Some(t),
                    Side::Python,
                    How::Python(target),
                ));
            }
            list.push(Contender::new(
                pl,
                Some(t),
                Side::Rust,
                How::Rust(e, client_cpu),
            ));
        }
        list.extend(python);
    }
    for t in Transport::measured_in(Rows::PerBar, Placement::InProcess) {
        let target = inproc_target(t, kernels::REFERENCE, 1)?;
        list.push(Contender::new(
            Placement::InProcess,
            Some(t),
            Side::Python,
            How::Python(target),
        ));
    }
    Ok((servers, list))
}

/// What every session streams and must end with: the close series, the
/// combo, and the batch kernel's result for it.
struct Job {
    close: Vec<f64>,
    params: Params,
    reference: ComboResult,
}

/// One session of a contender: seconds for all bars, and its result.
fn run(c: &Contender, job: &Job, ctx: &mut Context) -> Result<(f64, ComboResult)> {
    match &c.how {
        How::InProcess => in_process(&job.close, job.params),
        How::Rust(e, cpu) => {
            let _pin = pin_current_thread(*cpu)?;
            over(e, &job.close, &job.params)
        }
        How::Python(target) => {
            let r = ctx.numba()?.per_bar(target.clone(), COMBO)?;
            if r.bars != job.close.len() {
                bail!(
                    "the Python client streamed {} bars of {}",
                    r.bars,
                    job.close.len()
                );
            }
            Ok((r.seconds, r.result))
        }
    }
}

/// The gate: each contender's first session (also its warm-up) must give
/// the batch kernel's trades exactly and its pnl within 1e-6.
fn gate(contenders: &mut [Contender], job: &Job, ctx: &mut Context) -> Result<()> {
    for c in contenders.iter_mut() {
        let (_, r) = run(c, job, ctx)?;
        check(&c.row.label(), r, job.reference)?;
        progress(&format!(
            "per-bar gate: {} — pass (trades {}, pnl {:.6})",
            c.row.label(),
            r.trades,
            r.pnl
        ));
        c.row.bit_identical = r.pnl.to_bits() == job.reference.pnl.to_bits();
    }
    Ok(())
}

/// Interleaved timed rounds, every session checked again, until the
/// sampling stops; each contender gets its seconds and why it stopped.
fn time_interleaved(contenders: &mut [Contender], job: &Job, ctx: &mut Context) -> Result<()> {
    // Every ratio is to the in-process baseline (the first row).
    let ratio_to: Vec<_> = (0..contenders.len())
        .map(|i| (i > 0).then_some(0))
        .collect();
    let mut rounds = Rounds::new(ctx.sampling, ctx.budget, ratio_to);
    loop {
        let round_started = Instant::now();
        for i in rounds.order() {
            let (s, r) = run(&contenders[i], job, ctx)?;
            let label = contenders[i].row.label();
            check(&label, r, job.reference)?;
            progress(&format!(
                "per-bar run {}/{} {label:<44} {s:.3} s",
                rounds.round() + 1,
                ctx.runs
            ));
            rounds.push(i, s);
        }
        let last = round_started.elapsed().as_secs_f64();
        if !rounds.end_round(ctx.section_started.elapsed().as_secs_f64(), last) {
            break;
        }
    }
    for (c, (seconds, stop)) in contenders.iter_mut().zip(rounds.finish()) {
        c.row.seconds = seconds;
        c.row.stop = Some(stop);
    }
    Ok(())
}

pub fn measure(ctx: &mut Context) -> Result<Record> {
    let exe = engine_binary()?;
    let close = ctx.paper.dataset.close.clone();
    let params = *ctx
        .paper
        .params
        .get(COMBO)
        .context("paper has fewer combos than the per-bar combo index")?;
    let reference = kernel_safe::sweep(&Sweep::new(&close, &[params])?)[0];
    let job = Job {
        close,
        params,
        reference,
    };
    let (servers, mut contenders) = contenders(&exe)?;
    gate(&mut contenders, &job, ctx)?;
    time_interleaved(&mut contenders, &job, ctx)?;
    drop(servers);
    let rate = super::rate::measure(ctx, &exe, &job.close, COMBO, params)?;
    Ok(Record {
        runs: ctx.runs,
        combo: COMBO,
        params,
        bars: job.close.len(),
        reference_trades: reference.trades,
        reference_pnl: reference.pnl,
        rows: contenders.into_iter().map(|c| c.row).collect(),
        rate: Some(rate),
    })
}

fn check(label: &str, got: ComboResult, want: ComboResult) -> Result<()> {
    if got.trades != want.trades || (got.pnl - want.pnl).abs() > PNL_TOLERANCE || got.pnl.is_nan() {
        bail!(
            "{label}: the streamed session ended with trades {} pnl {} but the batch kernel gives trades {} pnl {}; no timing is reported for a failed gate",
            got.trades,
            got.pnl,
            want.trades,
            want.pnl
        );
    }
    Ok(())
}
