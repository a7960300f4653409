//! Measuring the paced rows: [`SESSIONS`] rounds, each visiting every
//! route (placement, transport, client) with an engine of its own, and per
//! engine and arrival rate one session over a prefix of `paper` — warm-up
//! bars back to back, then bars on the open-loop schedule of
//! `measure::paced`, then the session's result gated against the batch
//! kernel over the same prefix. A cell pools its
//! sessions' bars (so the process pair, the unit that varies, is repeated
//! and its spread is on record); the cache-line floor is measured in the
//! same run.

use super::record::{Cell, Floor, Measured, Outcome, RateRecord};
use anyhow::{Context as _, Result, bail};
use hdrhistogram::Histogram;
use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Params, Sweep};
use measure::affinity::{Placement, pin_current_thread};
use measure::paced::{self, PacingClock, Percentiles, Plan, Rate};
use measure::servers::{self, EngineProcess};
use measure::{cache_line, cpu_time};
use report::arch::inproc_target;
use report::keys::{Side, Transport};
use report::{Context, progress};
use serde_json::json;
use std::collections::HashMap;
use std::path::Path;
use std::time::Instant;
use transport::table::Rows;

/// Bars streamed back to back before each cell's clock starts.
pub const WARMUP_BARS: usize = 1000;

/// Sessions per cell, each against an engine process of its own (in
/// process, in the same process): a cell's paced bars are split among
/// them and pooled.
pub const SESSIONS: usize = 3;

/// Round trips of each cache-line floor.
const FLOOR_TRIPS: usize = 200_000;

/// The transports paced in `placement`: the table's `PerBarPaced` rows.
/// On one core a spinning waiter holds the core its peer needs, so shared
/// memory there waits by spin-then-futex (its bounded spin still holds the
/// core; the table says so) or by futex only.
pub fn transports(placement: Placement) -> Vec<Transport> {
    Transport::measured_in(Rows::PerBarPaced, placement).collect()
}

/// The rates, back to back first (it decides which rates the transport
/// can reach); 100 Hz and 10 Hz only in a full run.
pub fn rates(full: bool) -> Vec<Rate> {
    let mut r = vec![
        Rate::AsFastAsPossible,
        Rate::Hz(100_000.0),
        Rate::Hz(10_000.0),
        Rate::Hz(1_000.0),
    ];
    if full {
        r.extend([Rate::Hz(100.0), Rate::Hz(10.0)]);
    }
    r
}

/// How long a run's cells are: `--quick`'s, the default report's, or
/// `--full`'s.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Length {
    Quick,
    Default,
    Full,
}

/// Paced bars per cell, by rate (the match below): enough at the fast
/// rates for p99.9 to rest on a score of bars, fewer at the slow rates so a
/// cell stays within seconds (the page states each cell's bars and how many
/// lie above p99.9). At 1 kHz the default report takes fewer bars than
/// `--full`: that rate's cells are most of the section's time, and issue 58
/// bounds how much the paced rows may add to the default report. A quick run takes a tenth; no session outruns the
/// series. A whole number of [`SESSIONS`].
pub fn bars_per_cell(rate: Rate, length: Length, series: usize) -> usize {
    let bars = match rate.hz() {
        None => 20_000,
        Some(hz) if hz >= 10_000.0 => 20_000,
        Some(hz) if hz >= 1_000.0 && length == Length::Full => 10_000,
        Some(hz) if hz >= 1_000.0 => 4_500,
        Some(hz) if hz >= 100.0 => 1_000,
        Some(_) => 300,
    };
    let bars = if length == Length::Quick {
        (bars / 10).max(100)
    } else {
        bars
    };
    let per_session = (bars / SESSIONS).min(series.saturating_sub(WARMUP_BARS));
    per_session * SESSIONS
}

/// What every paced session of a run shares: the series, the combo, the
/// rates, the cells' length and the batch kernel's result over each prefix a
/// session streams (the gate's references, computed once per length).
struct Feed<'a> {
    close: &'a [f64],
    /// The combo's index in the grid (the Python client asks for it by
    /// index) and its windows.
    combo: usize,
    params: Params,
    rates: Vec<Rate>,
    length: Length,
    by_len: HashMap<usize, ComboResult>,
}

impl Feed<'_> {
    fn reference(&mut self, len: usize) -> Result<ComboResult> {
        if let Some(r) = self.by_len.get(&len) {
            return Ok(*r);
        }
        let r = kernel_safe::sweep(&Sweep::new(&self.close[..len], &[self.params])?)[0];
        self.by_len.insert(len, r);
        Ok(r)
    }
}

/// The gate every paced session passes before its row exists: the
/// session's result against the batch kernel over the same prefix.
/// Returns whether pnl is bit-identical.
fn gate(label: &str, got: ComboResult, bars: usize, feed: &mut Feed<'_>) -> Result<bool> {
    let want = feed.reference(WARMUP_BARS + bars)?;
    if got.trades != want.trades || got.pnl.is_nan() || (got.pnl - want.pnl).abs() > PNL_TOLERANCE {
        bail!(
            "{label}: the paced session ended with trades {} pnl {} but the batch kernel over the same {} bars gives trades {} pnl {}; no timing is reported for a failed gate",
            got.trades,
            got.pnl,
            WARMUP_BARS + bars,
            want.trades,
            want.pnl
        );
    }
    Ok(got.pnl.to_bits() == want.pnl.to_bits())
}

/// Who sends the bars of a paced session.
enum Client<'a> {
    /// This process's thread, over `endpoint` (pinned by the caller).
    Rust {
        endpoint: &'a servers::Endpoint,
        served_pid: Option<u32>,
    },
    /// This process's thread calling the streaming kernel itself: no
    /// boundary, the floor a boundary's row is read against.
    RustInProcess,
    /// The numba worker's Python client: `target` as the worker takes it
    /// (with its `client_cpu`), the engine's pid when it is served (a
    /// pipe's child is the client's own; in process there is none).
    Python {
        target: serde_json::Value,
        engine_pid: Option<u32>,
    },
}

impl Client<'_> {
    fn side(&self) -> Side {
        match self {
            Client::Rust { .. } | Client::RustInProcess => Side::Rust,
            Client::Python { .. } => Side::Python,
        }
    }
}

/// One paced session's measurement, before its cell pools it.
struct Session {
    latency: Histogram<u64>,
    seconds: f64,
    client_cpu_ns: u64,
    pacing_spin_ns: u64,
    engine_cpu_ns: u64,
    behind_at_end_ns: u64,
    bit_identical: bool,
}

/// A cell's sessions as one measurement: their bars in one histogram,
/// their seconds and CPU summed, the latest last bar, bit-identical only
/// if every session was, and each session's p50 and p99 in run order.
fn pooled(sessions: &[Session]) -> Result<Measured> {
    let mut latency = paced::histogram();
    let (mut p50s, mut p99s) = (Vec::new(), Vec::new());
    for s in sessions {
        latency
            .add(&s.latency)
            .context("pooling the sessions' histograms")?;
        let one = Percentiles::of(&s.latency).context("a session recorded no bars")?;
        p50s.push(one.p50_ns);
        p99s.push(one.p99_ns);
    }
    Ok(Measured {
        latency: Percentiles::of(&latency).context("no bars recorded")?,
        seconds: sessions.iter().map(|s| s.seconds).sum(),
        client_cpu_ns: sessions.iter().map(|s| s.client_cpu_ns).sum(),
        pacing_spin_ns: sessions.iter().map(|s| s.pacing_spin_ns).sum(),
        engine_cpu_ns: sessions.iter().map(|s| s.engine_cpu_ns).sum(),
        behind_at_end_ns: sessions
            .iter()
            .map(|s| s.behind_at_end_ns)
            .max()
            .unwrap_or(0),
        bit_identical: sessions.iter().all(|s| s.bit_identical),
        session_p50_ns: p50s,
        session_p99_ns: p99s,
    })
}

/// One paced session, gated.
fn session(
    ctx: &mut Context,
    client: &Client<'_>,
    plan: &Plan,
    feed: &mut Feed<'_>,
    label: &str,
) -> Result<Session> {
    match client {
        Client::Rust {
            endpoint,
            served_pid,
        } => rust_session(endpoint, *served_pid, plan, feed, label),
        Client::RustInProcess => rust_in_process_session(plan, feed, label),
        Client::Python { target, engine_pid } => {
            let r = ctx.numba()?.per_bar_paced(
                target.clone(),
                feed.combo,
                WARMUP_BARS,
                plan.bars(),
                plan.rate().hz(),
                *engine_pid,
            )?;
            let bit_identical = gate(label, r.result, plan.bars(), feed)?;
            let mut h = paced::histogram();
            for &ns in &r.latency_ns {
                h.saturating_record(ns.max(1));
            }
            Ok(Session {
                latency: h,
                seconds: r.elapsed.as_secs_f64(),
                client_cpu_ns: r.client_cpu_ns,
                pacing_spin_ns: r.pacing_spin_ns,
                engine_cpu_ns: r.engine_cpu_ns,
                behind_at_end_ns: r.behind_at_end.as_nanos() as u64,
                bit_identical,
            })
        }
    }
}

/// One paced session of the streaming kernel on this thread, gated: the
/// pacing and the kernel's bar, no boundary (all the CPU is the client's).
fn rust_in_process_session(plan: &Plan, feed: &mut Feed<'_>, label: &str) -> Result<Session> {
    let close = feed.close;
    let mut s = kernel_stream::Stream::new(feed.params)?;
    for &x in &close[..WARMUP_BARS] {
        s.push(x)?;
    }
    let paced_close = &close[WARMUP_BARS..WARMUP_BARS + plan.bars()];
    let client0 = cpu_time::this_thread()?;
    let mut clock = PacingClock::start();
    let run = paced::drive(plan, &mut clock, |k, _| s.push(paced_close[k]).map(|_| ()))?;
    let client1 = cpu_time::this_thread()?;
    let bit_identical = gate(label, s.result(), plan.bars(), feed)?;
    Ok(Session {
        latency: run.latency,
        seconds: run.elapsed.as_secs_f64(),
        client_cpu_ns: (client1 - client0).as_nanos() as u64,
        pacing_spin_ns: clock.spun().as_nanos() as u64,
        engine_cpu_ns: 0,
        behind_at_end_ns: run.behind_at_end.as_nanos() as u64,
        bit_identical,
    })
}

/// One paced session from this process, gated.
fn rust_session(
    endpoint: &servers::Endpoint,
    served_pid: Option<u32>,
    plan: &Plan,
    feed: &mut Feed<'_>,
    label: &str,
) -> Result<Session> {
    let close = feed.close;
    let (mut c, child) = endpoint.connect_traced()?;
    let pid = child
        .or(served_pid)
        .context("no engine process to charge the CPU to")?;
    let h = c.stream_open(&feed.params)?;
    for &x in &close[..WARMUP_BARS] {
        c.stream_bar(h, x, false)?;
    }
    let paced_close = &close[WARMUP_BARS..WARMUP_BARS + plan.bars()];
    let (client0, engine0) = (cpu_time::this_thread()?, cpu_time::process(pid)?);
    let mut clock = PacingClock::start();
    let run = paced::drive(plan, &mut clock, |k, _| {
        c.stream_bar(h, paced_close[k], false).map(|_| ())
    })?;
    let (client1, engine1) = (cpu_time::this_thread()?, cpu_time::process(pid)?);
    let got = c.stream_close(h)?;
    let bit_identical = gate(label, got, plan.bars(), feed)?;
    Ok(Session {
        latency: run.latency,
        seconds: run.elapsed.as_secs_f64(),
        client_cpu_ns: (client1 - client0).as_nanos() as u64,
        pacing_spin_ns: clock.spun().as_nanos() as u64,
        engine_cpu_ns: engine1.saturating_sub(engine0).as_nanos() as u64,
        behind_at_end_ns: run.behind_at_end.as_nanos() as u64,
        bit_identical,
    })
}

/// One client's cells over one route in one placement while their
/// sessions come in: per rate, the sessions so far, or why it is not run.
struct Pending {
    placement: Placement,
    transport: Option<Transport>,
    client: Side,
    rates: Vec<(Rate, usize, PendingRate)>,
}

enum PendingRate {
    Sessions(Vec<Session>),
    Unreachable { back_to_back_hz: f64 },
}

impl Pending {
    fn new(placement: Placement, transport: Option<Transport>, client: Side) -> Self {
        Pending {
            placement,
            transport,
            client,
            rates: Vec::new(),
        }
    }

    fn into_cells(self) -> Result<Vec<Cell>> {
        let (placement, transport, client) = (self.placement, self.transport, self.client);
        self.rates
            .into_iter()
            .map(|(rate, bars, p)| {
                Ok(Cell {
                    placement,
                    transport,
                    client,
                    rate,
                    bars,
                    outcome: match p {
                        PendingRate::Sessions(s) => Outcome::Measured(pooled(&s)?),
                        PendingRate::Unreachable { back_to_back_hz } => {
                            Outcome::Unreachable { back_to_back_hz }
                        }
                    },
                })
            })
            .collect()
    }
}

/// One session of every rate of `client` (back to back first), added to
/// `pending`. The first session decides which rates are run: one above
/// half of what its back-to-back session sustained is not.
fn client_sessions(
    ctx: &mut Context,
    client: &Client<'_>,
    feed: &mut Feed<'_>,
    pending: &mut Pending,
) -> Result<()> {
    let first = pending.rates.is_empty();
    let nth = pending
        .rates
        .iter()
        .find_map(|(_, _, p)| match p {
            PendingRate::Sessions(s) => Some(s.len()),
            PendingRate::Unreachable { .. } => None,
        })
        .unwrap_or(0)
        + 1;
    let route = pending
        .transport
        .map_or("none (kernel-stream)", Transport::name);
    let mut back_to_back_hz = f64::INFINITY;
    for (i, rate) in feed.rates.clone().into_iter().enumerate() {
        let bars = bars_per_cell(rate, feed.length, feed.close.len());
        let plan = Plan::new(rate, bars / SESSIONS)?;
        let label = format!(
            "{} · {} · {} · {} · session {nth}/{SESSIONS}",
            pending.placement.name(),
            route,
            client.side().name(),
            rate.name()
        );
        if first {
            if plan.check_reachable(back_to_back_hz).is_err() {
                progress(&format!(
                    "per-bar paced {label}: not run, above half the {back_to_back_hz:.0} bars/s it sustains back to back"
                ));
                pending
                    .rates
                    .push((rate, bars, PendingRate::Unreachable { back_to_back_hz }));
                continue;
            }
            pending
                .rates
                .push((rate, bars, PendingRate::Sessions(Vec::new())));
        }
        let PendingRate::Sessions(sessions) = &mut pending.rates[i].2 else {
            continue;
        };
        let s = session(ctx, client, &plan, feed, &label)?;
        if rate == Rate::AsFastAsPossible {
            back_to_back_hz = plan.bars() as f64 / s.seconds;
        }
        let one = Percentiles::of(&s.latency).context("no bars recorded")?;
        let n = one.n.max(1) as f64;
        progress(&format!(
            "per-bar paced {label:<72} p50 {:.2} µs p99 {:.2} µs · CPU/bar client {:.2} engine {:.2} µs",
            one.p50_ns as f64 / 1e3,
            one.p99_ns as f64 / 1e3,
            s.client_cpu_ns.saturating_sub(s.pacing_spin_ns) as f64 / n / 1e3,
            s.engine_cpu_ns as f64 / n / 1e3,
        ));
        sessions.push(s);
    }
    Ok(())
}

/// One round's visit to one transport in one placement: an engine of its
/// own serving one session per rate of the Rust client, then of the
/// Python client where it speaks the transport and the back-to-back table
/// measures it there (`Rows::PerBar`).
fn served_round(
    ctx: &mut Context,
    exe: &Path,
    feed: &mut Feed<'_>,
    rust: &mut Pending,
    python: &mut Pending,
) -> Result<()> {
    let placement = rust.placement;
    let transport = rust.transport.context("a served route has a transport")?;
    let (engine_cpu, client_cpu) = placement.cpus();
    let python_here = Transport::measured_in(Rows::PerBar, placement).any(|t| t == transport);
    let mut engines: Vec<EngineProcess> = Vec::new();
    let endpoint = servers::endpoint(exe, transport, kernels::REFERENCE, engine_cpu, &mut engines)?;
    let served_pid = engines.last().map(EngineProcess::pid);
    {
        let _pin = pin_current_thread(client_cpu)?;
        let client = Client::Rust {
            endpoint: &endpoint,
            served_pid,
        };
        client_sessions(ctx, &client, feed, rust)?;
    }
    if let (true, Some(mut target)) = (python_here, endpoint.python_target()) {
        target["client_cpu"] = json!(client_cpu);
        let client = Client::Python {
            target,
            engine_pid: served_pid,
        };
        client_sessions(ctx, &client, feed, python)?;
    }
    Ok(())
}

/// One route of a round: a served transport in a placement (both its
/// clients), the Rust client calling the kernel itself, or the Python
/// client in process through one binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Visit {
    Served(usize),
    KernelItself,
    PythonInProcess(usize),
}

/// Round `round`'s visits: every route once, in reverse on odd rounds, so
/// that under a steady drift of the machine no route always runs before
/// another.
fn visits(served: usize, python_in_process: usize, round: usize) -> Vec<Visit> {
    let mut v: Vec<Visit> = (0..served)
        .map(Visit::Served)
        .chain([Visit::KernelItself])
        .chain((0..python_in_process).map(Visit::PythonInProcess))
        .collect();
    if round % 2 == 1 {
        v.reverse();
    }
    v
}

/// The streaming kernel in this process over `close`: best of 5, ns/bar.
fn in_process_bar_ns(close: &[f64], params: Params) -> Result<f64> {
    let mut best = f64::INFINITY;
    for _ in 0..5 {
        let t0 = Instant::now();
        let mut s = kernel_stream::Stream::new(params)?;
        for &x in close {
            s.push(x)?;
        }
        std::hint::black_box(s.result());
        best = best.min(t0.elapsed().as_secs_f64());
    }
    Ok(best / close.len() as f64 * 1e9)
}

/// The paced cells of combo `combo` (its windows `params`) over `close`.
pub fn measure(
    ctx: &mut Context,
    exe: &Path,
    close: &[f64],
    combo: usize,
    params: Params,
) -> Result<RateRecord> {
    if close.len() <= WARMUP_BARS + 100 {
        bail!(
            "the paced per-bar rows need more than {} bars; the series has {}",
            WARMUP_BARS + 100,
            close.len()
        );
    }
    // `--quick` is a full run of 3 fixed rounds: its cells are a tenth long
    // and the slow rates are left out.
    let quick = ctx.full && ctx.runs <= 3;
    let length = match (quick, ctx.full) {
        (true, _) => Length::Quick,
        (false, true) => Length::Full,
        (false, false) => Length::Default,
    };
    let mut feed = Feed {
        close,
        combo,
        params,
        rates: rates(length == Length::Full),
        length,
        by_len: HashMap::new(),
    };
    let placements: Vec<Placement> = Placement::available()
        .into_iter()
        .filter(|p| !transports(*p).is_empty())
        .collect();
    let mut floor = Vec::new();
    for &pl in &placements {
        let (engine_cpu, client_cpu) = pl.cpus();
        let (Some(e), Some(c)) = (engine_cpu, client_cpu) else {
            continue;
        };
        let trips = if quick { FLOOR_TRIPS / 10 } else { FLOOR_TRIPS };
        let h = cache_line::round_trips(c, e, trips)?;
        let latency = Percentiles::of(&h).context("no round trips")?;
        progress(&format!(
            "per-bar floor {}: cache-line round trip p50 {:.3} µs p99 {:.3} µs",
            pl.name(),
            latency.p50_ns as f64 / 1e3,
            latency.p99_ns as f64 / 1e3
        ));
        floor.push(Floor {
            placement: pl,
            latency,
        });
    }
    // Rounds: each visits every route once (a session per rate, see
    // `visits`), so a cell's sessions are spread over the section's
    // minutes like every other cell's, and a drift of this machine over
    // minutes moves them all alike instead of deciding between two.
    let mut served: Vec<(Pending, Pending)> = placements
        .iter()
        .flat_map(|&pl| transports(pl).into_iter().map(move |t| (pl, t)))
        .map(|(pl, t)| {
            (
                Pending::new(pl, Some(t), Side::Rust),
                Pending::new(pl, Some(t), Side::Python),
            )
        })
        .collect();
    let mut kernel_itself = Pending::new(Placement::InProcess, None, Side::Rust);
    let mut python_in_process = Vec::new();
    for t in Transport::measured_in(Rows::PerBar, Placement::InProcess) {
        let mut target = inproc_target(t, kernels::REFERENCE, 1)?;
        // On CPU 0, as the Rust client's in-process route.
        target["client_cpu"] = json!(0);
        python_in_process.push((
            target,
            Pending::new(Placement::InProcess, Some(t), Side::Python),
        ));
    }
    for round in 0..SESSIONS {
        for visit in visits(served.len(), python_in_process.len(), round) {
            match visit {
                Visit::Served(i) => {
                    let (rust, python) = &mut served[i];
                    served_round(ctx, exe, &mut feed, rust, python)?;
                }
                Visit::KernelItself => {
                    let _pin = pin_current_thread(Some(0))?;
                    client_sessions(ctx, &Client::RustInProcess, &mut feed, &mut kernel_itself)?;
                }
                Visit::PythonInProcess(i) => {
                    // The kernel runs on the Python client's own thread, so
                    // all the CPU is the client's; the sessions run in the
                    // one worker process.
                    let (target, pending) = &mut python_in_process[i];
                    let client = Client::Python {
                        target: target.clone(),
                        engine_pid: None,
                    };
                    client_sessions(ctx, &client, &mut feed, pending)?;
                }
            }
        }
    }
    let mut cells = Vec::new();
    for (rust, python) in served {
        cells.extend(rust.into_cells()?);
        cells.extend(python.into_cells()?);
    }
    cells.extend(kernel_itself.into_cells()?);
    for (_, pending) in python_in_process {
        cells.extend(pending.into_cells()?);
    }
    // The longest session's bars (every session streams the same prefix).
    let longest = cells.iter().map(|c| c.bars / SESSIONS).max().unwrap_or(0);
    Ok(RateRecord {
        warmup_bars: WARMUP_BARS,
        cells,
        floor,
        in_process_bar_ns: in_process_bar_ns(&close[WARMUP_BARS..WARMUP_BARS + longest], params)?,
        in_rounds: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_round_visits_every_route_once_odd_rounds_in_reverse() {
        let first = visits(2, 1, 0);
        assert_eq!(
            first,
            vec![
                Visit::Served(0),
                Visit::Served(1),
                Visit::KernelItself,
                Visit::PythonInProcess(0)
            ]
        );
        let second = visits(2, 1, 1);
        assert_eq!(second, first.iter().rev().copied().collect::<Vec<_>>());
        assert_eq!(visits(2, 1, 2), first);
        assert_eq!(visits(0, 0, 1), vec![Visit::KernelItself]);
    }

    #[test]
    fn cells_are_sized_for_their_rate_and_never_outrun_the_series() {
        use Length::{Default, Full, Quick};
        assert_eq!(
            bars_per_cell(Rate::AsFastAsPossible, Default, 150_000),
            19_998
        );
        assert_eq!(bars_per_cell(Rate::Hz(1000.0), Default, 150_000), 4_500);
        assert_eq!(bars_per_cell(Rate::Hz(1000.0), Full, 150_000), 9_999);
        assert_eq!(bars_per_cell(Rate::Hz(10.0), Full, 150_000), 300);
        assert_eq!(bars_per_cell(Rate::Hz(1000.0), Quick, 150_000), 450);
        // Every session streams the same prefix: none outruns the series.
        assert_eq!(bars_per_cell(Rate::Hz(100_000.0), Default, 5_000), 12_000);
        assert_eq!(bars_per_cell(Rate::Hz(100_000.0), Default, 2_000), 3_000);
        assert_eq!(rates(false).len(), 4);
        assert_eq!(rates(true)[5], Rate::Hz(10.0));
        // The default cells' paced time: at most 2 s + 4.5 s per transport.
        let secs: f64 = rates(false)
            .iter()
            .filter_map(|r| Some(bars_per_cell(*r, Default, 150_000) as f64 / r.hz()?))
            .sum();
        assert!(secs <= 6.8, "{secs}");
        assert!(
            transports(Placement::SameCore)
                .iter()
                .all(|t| *t != Transport::SHM_SPIN)
        );
    }

    fn session(latencies_ns: &[u64], behind_ns: u64, bit_identical: bool) -> Session {
        let mut latency = paced::histogram();
        for &ns in latencies_ns {
            latency.record(ns).unwrap();
        }
        Session {
            latency,
            seconds: 1.0,
            client_cpu_ns: 300,
            pacing_spin_ns: 100,
            engine_cpu_ns: 50,
            behind_at_end_ns: behind_ns,
            bit_identical,
        }
    }

    #[test]
    fn a_cell_pools_its_sessions_and_keeps_each_ones_percentiles() {
        // Below 2,048 ns the histogram keeps every nanosecond exact.
        let a = session(&[500; 99], 5, true);
        let b = session(&[1_000; 99], 9, true);
        let c = session(&[2_000; 99], 1, false);
        let m = pooled(&[a, b, c]).unwrap();
        assert_eq!(m.latency.n, 297);
        assert_eq!(m.latency.min_ns, 500);
        assert_eq!(m.latency.p50_ns, m.session_p50_ns[1]);
        assert_eq!(m.session_p50_ns, vec![500, 1_000, 2_000]);
        assert_eq!(m.session_p99_ns.len(), 3);
        assert_eq!(m.seconds, 3.0);
        assert_eq!(
            (m.client_cpu_ns, m.pacing_spin_ns, m.engine_cpu_ns),
            (900, 300, 150)
        );
        assert_eq!(m.behind_at_end_ns, 9, "the latest session's last bar");
        assert!(!m.bit_identical, "bit-identical only if every session was");
        assert!(pooled(&[session(&[], 0, true)]).is_err());
    }
}
