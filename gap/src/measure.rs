//! Measuring the gap: the rows (numba, the lattice's corners, the control
//! and the driver, and with `--full` every other knob and the LTO build),
//! their static evidence (committed dump, llvm-mca, callgrind) once, then
//! per repeat: layouts → fresh process sets → blocks, a block being one
//! combo on every row back to back (rotating, alternating order) with the
//! VM's disturbance and the clock beside it; the repeat's first set also
//! times whole sweeps (the gate or its re-check, and the sum-of-parts
//! check); then the same-process cross-check — into a [`Record`].

mod seam;

use super::disturb;
use super::layout::relinked;
use super::{
    ALLOCATOR_ENV, Block, Design, Disturbance, GapLayout, HotSummary, ICOUNT_BARS, LayoutRecord,
    ProcessRecord, Record, Repeat, RowRecord, SameProcess, Sample,
};
use anyhow::{Context as _, Result, bail};
use asm_tools::hotloop::{Class, HotLoop, hot_loop, side_by_side};
use asm_tools::{asm_dir, mca};
use kernel_spec::gate::{Mode, PNL_TOLERANCE};
use kernel_spec::{ComboResult, paper_grid, sweep_macs};
use measure::beside::{ProcCounters, clock_and_add};
use measure::cpustat;
use measure::gating::{References, against_references, all_passed};
use measure::numba::{NumbaWorker, Rung};
use measure::servers::{self, Build, EngineProcess, Listen};
use measure::stats::SplitMix64;
use report::record::GateRecord;
use report::timing::bit_identical;
use report::{Context, progress};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// Pause before each whole-sweep check: the previous process's idle threads go quiet.
const SETTLE: Duration = Duration::from_millis(150);

/// Layouts, process sets per layout and passes over each set's share of
/// the grid. Default and `--full`: eight layouts of two process sets, one
/// pass, each layout half the grid (gap.md states the minutes a repeat
/// took); `--quick` (a smoke test): two layouts on a slice of the grid.
fn design(ctx: &Context, seed: u64) -> Design {
    let quick = ctx.runs <= 3 && ctx.full;
    Design {
        layouts: if quick { 2 } else { 8 },
        processes: 2,
        rounds: 0,
        passes: 1,
        combo_limit: quick.then_some(16),
        same_process_rounds: 1,
        gap_layouts: if quick { 2 } else { GAP_LAYOUTS },
        gap_layouts_between: true,
        seed,
        lead_in: Some(lead_in(&ctx.paper.params)),
        layout_note: None,
        // The last CPU: the harness, waiting on a socket, keeps to the other.
        cpu: measure::affinity::allowed_cpus()
            .ok()
            .and_then(|c| c.last().copied()),
    }
}

/// Gap layouts per repeat by default: with the lattice's eight, the gap's
/// interval rests on 24 layouts per repeat — about half the interval
/// 8 layouts give (t₇/√8 against t₂₃/√24), each a fraction of a lattice
/// layout's time (three rows instead of every row). The per-repeat ±1%
/// target needs a layout SD (layout, process set and sampling together)
/// of at most 2.4% per unit.
const GAP_LAYOUTS: usize = 16;

/// The share of the grid of layout `l`'s process set `k` of `n`: the
/// combos c ≡ l + 2k (mod 2n) — a layout takes half the grid, its sets
/// split that half, and two layouts in a row cover every combo once.
pub fn share(l: usize, k: usize, n: usize) -> (usize, usize) {
    (2 * n, (l % 2 + 2 * k) % (2 * n))
}

/// The lead-in of every sample: the grid's cheapest combo (fewest
/// multiply-adds; every combo makes the same allocations, of the series'
/// length), run before the timed combo in the same sweep.
pub fn lead_in(params: &[kernel_spec::Params]) -> usize {
    params
        .iter()
        .enumerate()
        // Seven passes: h, n, s, p3, p2 and p twice.
        .min_by_key(|(_, p)| p.as_array().iter().sum::<i64>() + p.p)
        .map_or(0, |(i, _)| i)
}

/// Who runs a row.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Runs {
    /// The numba worker's kernel by wire name (`m2`, `m2_reuse`).
    Numba(&'static str),
    Engine(Build),
}

/// One row to measure.
#[derive(Clone)]
struct Row {
    label: String,
    runs: Runs,
    kernel: String,
    allocator: bool,
    change: String,
    corner: Option<usize>,
}

impl Row {
    fn engine(
        build: Build,
        kernel: &str,
        allocator: bool,
        change: &str,
        corner: Option<usize>,
    ) -> Row {
        let mut label = kernel
            .strip_prefix("knob-")
            .map_or_else(|| format!("kernel-{kernel}"), |k| format!("knob {k}"));
        if build != Build::Default {
            let _ = write!(label, " [{}]", build.name());
        }
        if allocator {
            label.push_str(" [allocator]");
        }
        Row {
            label,
            runs: Runs::Engine(build),
            kernel: kernel.into(),
            allocator,
            change: change.into(),
            corner,
        }
    }

    fn build(&self) -> Option<Build> {
        match self.runs {
            Runs::Engine(b) => Some(b),
            Runs::Numba(_) => None,
        }
    }

    /// The committed dump of this row's WMA, relative to asm/.
    fn dump(&self, host_cpu: &str) -> Option<String> {
        let cpu = match self.runs {
            Runs::Numba(_) => return Some(format!("numba/{host_cpu}/wma.s")),
            // The default build's dumps are x86-64 code; an aarch64 host's
            // default build has none committed (its native one may).
            Runs::Engine(Build::Default) if cfg!(target_arch = "x86_64") => "x86-64",
            Runs::Engine(Build::Default) => return None,
            Runs::Engine(Build::Native) => host_cpu,
            Runs::Engine(Build::Lto) => return None,
        };
        Some(match self.kernel.strip_prefix("knob-") {
            Some("baseline") => format!("{cpu}/gap-control/wma.s"),
            Some(k) => format!("{cpu}/gap-knobs/{k}.wma.s"),
            None => format!("{cpu}/kernel-{}/wma.s", self.kernel),
        })
    }

    /// The callgrind toggle for this row's sweep function.
    fn sweep_symbol(&self) -> String {
        match self.kernel.strip_prefix("knob-") {
            Some("baseline") => "gap_control::sweep*".to_string(),
            Some(k) => format!("gap_knobs::{k}::sweep*"),
            None => format!("kernel_{}::sweep*", self.kernel),
        }
    }
}

/// The engine kernel of a lattice corner: bit 0 removes the bounds check,
/// bit 1 the memory pattern (bits 2 and 3 are the build and the allocator).
fn corner_kernel(mask: usize) -> String {
    use gap_knobs::{kernel_name, lattice};
    match mask & 3 {
        0 => kernels::REFERENCE.to_string(),
        1 => kernel_name(lattice::BOUNDS),
        2 => kernel_name(lattice::MEMORY),
        _ => kernel_name(lattice::BOUNDS_AND_MEMORY),
    }
}

/// The numba rows: M2 as the study wrote it, and with the memory pattern
/// and the allocator state changed as on the Rust side (a cause of the gap
/// is a *difference*: causes numba shares are removed on both sides).
fn numba_rows() -> Vec<Row> {
    let mut rows = Vec::new();
    for allocator in [false, true] {
        for (wire, change) in [
            ("m2", "the reference"),
            (
                "m2_reuse",
                "numba-njit with every buffer allocated once per sweep (`kernel_reuse`)",
            ),
        ] {
            let mut label = if wire == "m2" {
                Rung::M2.label().to_string()
            } else {
                "numba-njit, buffers reused".to_string()
            };
            if allocator {
                label.push_str(" [allocator]");
            }
            rows.push(Row {
                label,
                runs: Runs::Numba(wire),
                kernel: wire.into(),
                allocator,
                change: change.into(),
                corner: None,
            });
        }
    }
    rows
}

/// Every row of a run: the four numba rows, the 16 corners in mask order,
/// the control and the driver (and with `full` the other knobs and LTO).
fn rows(full: bool) -> Vec<Row> {
    let mut rows = numba_rows();
    for mask in 0..16 {
        let build = if mask & 4 != 0 {
            Build::Native
        } else {
            Build::Default
        };
        let kernel = corner_kernel(mask);
        let change = gap_knobs::by_name(kernel.trim_start_matches("knob-"))
            .map_or("— (the line-by-line port)", |k| k.change);
        rows.push(Row::engine(
            build,
            &kernel,
            mask & 8 != 0,
            change,
            Some(mask),
        ));
    }
    let control = gap_knobs::by_name("baseline").expect("the control is a knob of gap-knobs");
    rows.push(Row::engine(
        Build::Default,
        &gap_knobs::kernel_name(gap_knobs::lattice::CONTROL),
        false,
        control.change,
        None,
    ));
    if full {
        rows.push(Row::engine(
            Build::Lto,
            kernels::REFERENCE,
            false,
            "fat LTO and one codegen unit",
            None,
        ));
        let measured = gap_knobs::lattice::ALL;
        for k in gap_knobs::KNOBS
            .iter()
            .filter(|k| !measured.contains(&k.name))
        {
            rows.push(Row::engine(
                Build::Default,
                &format!("knob-{}", k.name),
                false,
                k.change,
                None,
            ));
        }
    }
    rows
}

/// Whether a record measured only the default design's rows (`--full`
/// adds the rest; records before version 4 also had the knob driver's row).
pub fn default_design_rows(rec: &super::Record) -> bool {
    let default = rows(false);
    rec.rows
        .iter()
        .all(|r| r.kernel == "knob-via_driver" || default.iter().any(|d| d.label == r.label))
}

/// Every row a `--full` run measures: (label, change), in the table's order.
pub fn every_row() -> Vec<(String, String)> {
    rows(true)
        .into_iter()
        .map(|r| (r.label, r.change))
        .collect()
}

/// The environment of one process set: padding, array offset, and the
/// allocator settings for the rows that have them.
fn environment(env_pad: usize, offset: usize, allocator: bool) -> Vec<(String, String)> {
    let mut env = vec![
        ("IPC_TAX_ENV_PAD".to_string(), "x".repeat(env_pad)),
        ("IPC_TAX_ARRAY_OFFSET".to_string(), offset.to_string()),
    ];
    if allocator {
        env.extend(
            ALLOCATOR_ENV
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string())),
        );
    }
    env
}

/// A running row: a numba worker (shared by the numba rows of one
/// allocator setting), or an engine with `paper`'s series loaded.
enum Runner {
    /// Index into the process set's workers.
    Numba(usize),
    Engine(Box<Engine>),
}

/// An engine row's process, its connection and the loaded series' handle.
struct Engine {
    server: EngineProcess,
    client: transport::Client<std::os::unix::net::UnixStream>,
    handle: u64,
}

/// The processes of one set.
struct Processes {
    workers: Vec<NumbaWorker>,
    runners: Vec<Runner>,
}

impl Processes {
    fn pid(&self, i: usize) -> u32 {
        match &self.runners[i] {
            Runner::Numba(w) => self.workers[*w].pid(),
            Runner::Engine(e) => e.server.pid(),
        }
    }

    /// One sweep of `paper`'s combos `combos`, each combo timed inside it
    /// (`SWEEP_LAPS`, numba's `run_laps`): the sweep's own seconds, each
    /// combo's, and the results.
    fn laps(
        &mut self,
        ctx: &Context,
        i: usize,
        row: &Row,
        combos: &[usize],
    ) -> Result<(f64, Vec<f64>, Vec<ComboResult>)> {
        let (seconds, laps, results) = match &mut self.runners[i] {
            Runner::Numba(w) => self.workers[*w].run_laps(&row.kernel, combos)?,
            Runner::Engine(e) => {
                let params: Vec<_> = combos.iter().map(|&c| ctx.paper.params[c]).collect();
                let (results, laps, t) = e.client.sweep_laps(e.handle, &params, true)?;
                let t = t.context("the engine sent no timing trailer")?;
                let laps = laps.into_iter().map(|ns| ns as f64 / 1e9).collect();
                (t.compute_ns as f64 / 1e9, laps, results)
            }
        };
        if results.len() != combos.len() || laps.len() != combos.len() {
            bail!(
                "{} returned {} results and {} laps for {} combos",
                row.label,
                results.len(),
                laps.len(),
                combos.len()
            );
        }
        Ok((seconds, laps, results))
    }
}

/// What every later sweep is checked against: each row's gated results.
struct Gated {
    results: Vec<Vec<ComboResult>>,
    records: Vec<Vec<GateRecord>>,
}

/// The whole-sweep round of a repeat's first process set: in the run's
/// first process every row is gated (numba-njit against kernel-safe within
/// the pnl tolerance, every engine row bit-exact against kernel-safe and
/// within it of numba); in every later repeat each row must return its
/// gated results bit for bit. Each sweep is timed with what is measured
/// beside it: the sum-of-parts check of the blocks.
fn whole_sweeps(
    ctx: &Context,
    rows: &[Row],
    procs: &mut Processes,
    gated: &mut Option<Gated>,
    cpu: Option<usize>,
) -> Result<Vec<Sample>> {
    let mut results = Vec::new();
    let mut samples = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        std::thread::sleep(SETTLE);
        let (clock_hz, add_ns) = probe(cpu)?;
        let pid = procs.pid(i);
        let before = ProcCounters::read(pid)?;
        let every: Vec<usize> = (0..ctx.paper.params.len()).collect();
        let (seconds, laps, r) = procs.laps(ctx, i, row, &every)?;
        let after = ProcCounters::read(pid)?;
        if let Some(g) = gated.as_ref()
            && !bit_identical(&r, &g.results[i])
        {
            bail!(
                "{} returned other results in a fresh process than when gated",
                row.label
            );
        }
        progress(&format!("whole sweep {:<44} {seconds:.3} s", row.label));
        samples.push(Sample {
            seconds,
            minor_faults: after.minor_faults - before.minor_faults,
            major_faults: after.major_faults - before.major_faults,
            rss_bytes: after.rss_bytes,
            clock_hz,
            add_ns,
            laps,
        });
        results.push(r);
    }
    if gated.is_none() {
        *gated = Some(gate(ctx, rows, results)?);
    }
    Ok(samples)
}

/// The clock and the dependent-add latency, probed on the rows' CPU.
fn probe(cpu: Option<usize>) -> Result<(f64, f64)> {
    let _on = measure::affinity::pin_current_thread(cpu)?;
    Ok(clock_and_add())
}

/// The equivalence gate of every row's whole sweep.
fn gate(ctx: &Context, rows: &[Row], results: Vec<Vec<ComboResult>>) -> Result<Gated> {
    let safe = kernel_safe::sweep(&ctx.paper.sweep());
    let mut records = Vec::new();
    for (row, r) in rows.iter().zip(&results) {
        let (mode, numba) = match row.runs {
            Runs::Numba("m2") => (Mode::Abs(PNL_TOLERANCE), None),
            // numba's experiment keeps numba's arithmetic: bit-exact to M2.
            Runs::Numba(_) => {
                if !bit_identical(r, &results[0]) {
                    bail!(
                        "{} is not bit-identical to numba-njit; no timing is reported",
                        row.label
                    );
                }
                (Mode::Abs(PNL_TOLERANCE), None)
            }
            // numba's IR in the engine keeps numba's arithmetic: gated as
            // numba-njit is, against kernel-safe and numba-njit both.
            Runs::Engine(_)
                if kernel_seam::by_name(&row.kernel)
                    .is_some_and(|c| c.front == kernel_seam::Front::Numba) =>
            {
                (Mode::Abs(PNL_TOLERANCE), Some(results[0].as_slice()))
            }
            Runs::Engine(_) => (Mode::BitExact, Some(results[0].as_slice())),
        };
        let refs = References { safe: &safe, numba };
        let outcomes = against_references(&row.label, r, mode, &refs);
        for o in &outcomes {
            progress(&format!("gate: {o}"));
        }
        if !all_passed(&outcomes) {
            bail!(
                "{} failed the equivalence gate; no timing is reported for a failed gate",
                row.label
            );
        }
        records.push(outcomes.iter().map(GateRecord::of).collect());
    }
    Ok(Gated { results, records })
}

/// Where and how a process set runs.
struct Placing {
    env_pad: usize,
    array_offset: usize,
    cpu: Option<usize>,
    /// This set's share of the grid: combos `c` with `c % of == index`.
    share: (usize, usize),
    /// Gate or re-check the whole sweeps first (a repeat's first set).
    whole: bool,
    combo_limit: Option<usize>,
    /// Where the rows' rotation starts in the set's first block.
    order_offset: usize,
}

impl Placing {
    /// A fresh process set's placing: environment padding, array offset
    /// and where the rows' rotation starts drawn from `rng`.
    fn draw(
        design: &Design,
        rng: &mut SplitMix64,
        share: (usize, usize),
        rows: usize,
        whole: bool,
    ) -> Self {
        Placing {
            env_pad: rng.below(4097),
            array_offset: 16 * rng.below(256),
            cpu: design.cpu,
            share,
            combo_limit: design.combo_limit,
            whole,
            order_offset: rng.below(2 * rows),
        }
    }

    /// The drawn placing, for the progress line.
    fn placement(&self) -> String {
        format!(
            "environment +{} B, arrays at +{} B in their pages",
            self.env_pad, self.array_offset
        )
    }
}

/// A process set's numba workers: one per allocator setting among its
/// numba rows, with the setting.
type Workers = Vec<(bool, NumbaWorker)>;

/// The numba worker processes of a process set, started (from this
/// thread: a worker dies with the thread that spawned it) on the allowed
/// CPUs in turn, the measuring CPU last; [`ready_workers`] then readies
/// them side by side — importing and compiling take seconds, and nothing
/// is measured meanwhile.
fn spawn_workers(rows: &[Row], at: &Placing) -> Result<Workers> {
    let mut settings: Vec<bool> = Vec::new();
    for row in rows.iter().filter(|r| matches!(r.runs, Runs::Numba(_))) {
        if !settings.contains(&row.allocator) {
            settings.push(row.allocator);
        }
    }
    let cpus = measure::affinity::allowed_cpus().unwrap_or_default();
    let mut spread: Vec<usize> = cpus
        .iter()
        .copied()
        .filter(|&c| Some(c) != at.cpu)
        .collect();
    spread.extend(at.cpu);
    settings
        .iter()
        .enumerate()
        .map(|(i, &allocator)| {
            // Unpinned rows keep unpinned workers (nothing would move them later).
            let on = at
                .cpu
                .and_then(|_| spread.get(i % spread.len().max(1)).copied());
            let env = environment(at.env_pad, at.array_offset, allocator);
            Ok((allocator, NumbaWorker::spawn_with_env(&env, on)?))
        })
        .collect()
}

/// Each spawned worker, on a thread of its own: its hello, the series
/// loaded at the set's offset, both numba kernels compiled (the same JIT
/// state in every worker, whichever row it serves), then every thread of
/// it moved to the measuring CPU.
fn ready_workers(
    paper: &measure::input::Loaded,
    at: &Placing,
    workers: Workers,
) -> Result<Workers> {
    std::thread::scope(|s| {
        let readying: Vec<_> = workers
            .into_iter()
            .map(|(allocator, mut w)| {
                s.spawn(move || -> Result<(bool, NumbaWorker)> {
                    w.hello()?;
                    w.load_at(&paper.sweep(), at.array_offset)?;
                    w.compile_only(&["m2", "m2_reuse"])?;
                    if let Some(cpu) = at.cpu {
                        w.pin(cpu)?;
                    }
                    Ok((allocator, w))
                })
            })
            .collect();
        // Every thread joined before the first error is returned.
        let joined: Vec<Result<(bool, NumbaWorker)>> = readying
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err(anyhow::anyhow!("readying a numba worker panicked")))
            })
            .collect();
        joined.into_iter().collect()
    })
}

/// Every row's process of one set: the numba rows of one allocator
/// setting share a worker (`ready`, or started here beside the engines);
/// each engine row is its own process with the series loaded.
fn start(
    ctx: &Context,
    rows: &[Row],
    at: &Placing,
    binaries: &BTreeMap<&'static str, PathBuf>,
    ready: Option<Workers>,
) -> Result<Processes> {
    let spawned = match ready {
        Some(_) => None,
        None => Some(spawn_workers(rows, at)?),
    };
    let (workers, mut engines) = std::thread::scope(|s| -> Result<_> {
        let starting = spawned.map(|w| s.spawn(|| ready_workers(&ctx.paper, at, w)));
        let engines = start_engines(ctx, rows, at, binaries);
        let workers = match (ready, starting) {
            (Some(w), _) => Ok(w),
            (None, Some(h)) => h
                .join()
                .map_err(|_| anyhow::anyhow!("starting the numba workers panicked"))?,
            (None, None) => unreachable!("started when not ready"),
        };
        Ok((workers?, engines?))
    })?;
    let mut runners = Vec::new();
    for row in rows {
        runners.push(match row.runs {
            Runs::Numba(_) => Runner::Numba(
                workers
                    .iter()
                    .position(|(a, _)| *a == row.allocator)
                    .context("no numba worker for a numba row's allocator setting")?,
            ),
            Runs::Engine(_) => Runner::Engine(
                engines
                    .pop_front()
                    .context("fewer engines started than engine rows")?,
            ),
        });
    }
    Ok(Processes {
        workers: workers.into_iter().map(|(_, w)| w).collect(),
        runners,
    })
}

/// The engine rows' processes, in row order, each with the series loaded.
fn start_engines(
    ctx: &Context,
    rows: &[Row],
    at: &Placing,
    binaries: &BTreeMap<&'static str, PathBuf>,
) -> Result<std::collections::VecDeque<Box<Engine>>> {
    let mut engines = std::collections::VecDeque::new();
    for row in rows {
        let Runs::Engine(build) = row.runs else {
            continue;
        };
        let env = environment(at.env_pad, at.array_offset, row.allocator);
        let server = servers::serve(
            &binaries[build.name()],
            Listen::Fresh(transport::Transport::UNIX),
            &row.kernel,
            at.cpu,
            &env,
        )?;
        let Some(path) = server.endpoint.unix_path() else {
            bail!("gap engines listen on a Unix socket");
        };
        let mut client = transport::Client::connect_unix(path)?;
        let handle = client.load(&ctx.paper.dataset.close)?;
        engines.push_back(Box::new(Engine {
            server,
            client,
            handle,
        }));
    }
    Ok(engines)
}

/// The order of the rows in block `b`: a rotating start, every other
/// block reversed, so no row always follows the same one.
pub fn block_order(n: usize, b: usize) -> (Vec<usize>, bool) {
    let reversed = b % 2 == 1;
    let mut order: Vec<usize> = (0..n).map(|j| (j + b) % n).collect();
    if reversed {
        order.reverse();
    }
    (order, reversed)
}

/// One block: combo `c` on every row in `order`, each row's call a sweep
/// of the lead-in combo and then `c`, `c` timed inside it (so `c` runs on
/// the heap, buffers and caches a sweep leaves: the lead-in does the
/// sweep's allocations), with the disturbance and the clock beside it.
#[allow(clippy::too_many_arguments)]
fn block(
    ctx: &Context,
    rows: &[Row],
    procs: &mut Processes,
    gated: &Gated,
    (lead, c): (usize, usize),
    (order, reversed): (&[usize], bool),
    cpu: Option<usize>,
) -> Result<Block> {
    let (clock_hz, add_ns) = probe(cpu)?;
    let n = rows.len();
    let (mut seconds, mut faults) = (vec![0.0; n], vec![0; n]);
    let mut lead_seconds = vec![0.0; n];
    let ticks = cpustat::read()?;
    for &i in order {
        let pid = procs.pid(i);
        let before = ProcCounters::read(pid)?;
        let (_, laps, r) = procs.laps(ctx, i, &rows[i], &[lead, c])?;
        let after = ProcCounters::read(pid)?;
        for (k, got) in [lead, c].into_iter().zip(&r) {
            let want = &gated.results[i][k];
            if got.trades != want.trades || got.pnl.to_bits() != want.pnl.to_bits() {
                bail!(
                    "{} returned another result for combo {k} in a call of two than in its gated sweep",
                    rows[i].label
                );
            }
        }
        seconds[i] = laps[1];
        lead_seconds[i] = laps[0];
        faults[i] = after.minor_faults - before.minor_faults;
    }
    let (steal, other_busy) = cpustat::shares(&ticks, &cpustat::read()?, cpu);
    Ok(Block {
        combo: c,
        seconds,
        lead_seconds,
        minor_faults: faults,
        reversed,
        beside: Disturbance {
            steal,
            other_busy,
            clock_hz,
            add_ns,
        },
        dropped: 0,
        disturbed: false,
    })
}

/// One fresh process set: start every row's process, the whole sweeps if
/// it is a repeat's first set (else one untimed combo per row to warm up),
/// then one block per combo of its share, a disturbed block re-run.
fn run_process(
    ctx: &Context,
    rows: &[Row],
    (at, binaries): (&Placing, &BTreeMap<&'static str, PathBuf>),
    ready: Option<Workers>,
    passes: usize,
    gated: &mut Option<Gated>,
) -> Result<ProcessRecord> {
    let mut procs = start(ctx, rows, at, binaries, ready)?;
    let lead = lead_in(&ctx.paper.params);
    let rounds = if at.whole {
        vec![whole_sweeps(ctx, rows, &mut procs, gated, at.cpu)?]
    } else {
        // Untimed: every row's first call (its process's first sweep).
        for (i, row) in rows.iter().enumerate() {
            procs.laps(ctx, i, row, &[lead])?;
        }
        Vec::new()
    };
    let gated = gated.as_ref().context("no gate ran before the blocks")?;
    let n = at
        .combo_limit
        .map_or(ctx.paper.params.len(), |m| m.min(ctx.paper.params.len()));
    let combos: Vec<usize> = (0..n).filter(|c| c % at.share.0 == at.share.1).collect();
    let mut blocks = Vec::new();
    let mut clocks = Vec::new();
    for pass in 0..passes {
        for (k, &c) in combos.iter().enumerate() {
            let (order, reversed) =
                block_order(rows.len(), k + pass * combos.len() + at.order_offset);
            let mut dropped = 0;
            let kept = loop {
                let b = block(
                    ctx,
                    rows,
                    &mut procs,
                    gated,
                    (lead, c),
                    (&order, reversed),
                    at.cpu,
                )?;
                let disturbed = disturb::disturbed(&b.beside, &clocks);
                if !disturbed || dropped + 1 == disturb::ATTEMPTS {
                    break Block {
                        dropped,
                        disturbed,
                        ..b
                    };
                }
                progress(&format!(
                    "combo {c}: disturbed (steal {:.0}%, other CPU {:.0}% busy, clock {:.2} GHz); measuring it again",
                    100.0 * b.beside.steal,
                    100.0 * b.beside.other_busy,
                    b.beside.clock_hz / 1e9
                ));
                dropped += 1;
            };
            clocks.push(kept.beside.clock_hz);
            blocks.push(kept);
        }
    }
    Ok(ProcessRecord {
        env_pad: at.env_pad,
        array_offset: at.array_offset,
        rounds,
        blocks,
        share: Some(at.share),
        order_offset: at.order_offset,
    })
}

/// The kernels the same-process cross-check runs through `ipc_tax_native`:
/// kernel-safe and the lattice's knobs.
fn same_process_kernels() -> Vec<String> {
    std::iter::once(kernels::REFERENCE.to_string())
        .chain(
            [
                gap_knobs::lattice::BOUNDS,
                gap_knobs::lattice::MEMORY,
                gap_knobs::lattice::BOUNDS_AND_MEMORY,
                gap_knobs::lattice::CONTROL,
            ]
            .map(gap_knobs::kernel_name),
        )
        .collect()
}

fn same_process(
    ctx: &Context,
    allocator: bool,
    rounds: usize,
    cpu: Option<usize>,
) -> Result<SameProcess> {
    progress(&format!(
        "gap: same-process cross-check in a numba worker{}",
        if allocator {
            " with the allocator settings"
        } else {
            ""
        }
    ));
    let env = environment(0, 0, allocator);
    let mut w = NumbaWorker::start_with_env(&env, cpu)?;
    w.load(&ctx.paper.sweep())?;
    let kernels = same_process_kernels();
    let names: Vec<&str> = kernels.iter().map(String::as_str).collect();
    let (labels, seconds) = w.same_process(&names, rounds, true)?;
    Ok(SameProcess {
        allocator,
        labels,
        seconds,
    })
}

/// One complete measurement.
fn repeat(
    ctx: &Context,
    rows: &[Row],
    design: &mut Design,
    rng: &mut SplitMix64,
    gated: &mut Option<Gated>,
    label: &str,
) -> Result<Repeat> {
    let started = Instant::now();
    let mut layouts = Vec::new();
    let mut gap_layouts = Vec::new();
    // The gap layouts run between the lattice's, each lattice layout
    // followed by its share of them: the VM's slow drift falls on both
    // kinds alike.
    let (lattice, gap) = (design.layouts.max(1), design.gap_layouts);
    for l in 0..design.layouts {
        layouts.push(measure_layout(ctx, rows, design, rng, gated, label, l)?);
        for g in l * gap / lattice..(l + 1) * gap / lattice {
            gap_layouts.push(measure_gap_layout(ctx, rows, design, rng, gated, label, g)?);
        }
    }
    let same_process = vec![same_process(
        ctx,
        false,
        design.same_process_rounds,
        design.cpu,
    )?];
    Ok(Repeat {
        layouts,
        gap_layouts,
        same_process,
        seconds: started.elapsed().as_secs_f64(),
    })
}

/// Layout `l` of a repeat: the engine builds linked in a shuffled order,
/// then its process sets, each with fresh random environment padding and
/// array offset.
fn measure_layout(
    ctx: &Context,
    rows: &[Row],
    design: &mut Design,
    rng: &mut SplitMix64,
    gated: &mut Option<Gated>,
    label: &str,
    l: usize,
) -> Result<LayoutRecord> {
    let stage = format!("gap{label}: layout {}/{}", l + 1, design.layouts);
    let seed = 1 + rng.next_u64() % 1_000_000;
    let sets: Vec<Placing> = (0..design.processes)
        .map(|p| {
            let share = share(l, p, design.processes);
            Placing::draw(design, rng, share, rows.len(), l == 0 && p == 0)
        })
        .collect();
    let (binaries, shuffled, mut ready) =
        link_beside_workers(ctx, rows, &sets[0], seed, design, &stage)?;
    let mut processes = Vec::new();
    for (p, at) in sets.iter().enumerate() {
        progress(&format!(
            "{stage}, process set {}/{} (combos ≡ {} mod {}; {})",
            p + 1,
            design.processes,
            at.share.1,
            at.share.0,
            at.placement()
        ));
        processes.push(run_process(
            ctx,
            rows,
            (at, &binaries),
            ready.take(),
            design.passes,
            gated,
        )?);
    }
    Ok(LayoutRecord {
        shuffle_seed: shuffled.then_some(seed),
        processes,
        hot_offsets: placed_then_removed(&binaries),
    })
}

/// The rows of a gap layout: numba-njit, kernel-safe and the control, as
/// indices into `rows`.
fn gap_rows(rows: &[Row]) -> Result<Vec<usize>> {
    let find = |f: &dyn Fn(&Row) -> bool, what: &str| {
        rows.iter()
            .position(f)
            .with_context(|| format!("no {what} row to take gap layouts of"))
    };
    Ok(vec![
        find(
            &|r| r.runs == Runs::Numba("m2") && !r.allocator,
            "numba-njit",
        )?,
        find(&|r| r.corner == Some(0), "kernel-safe")?,
        find(
            &|r| r.kernel == gap_knobs::kernel_name(gap_knobs::lattice::CONTROL),
            "control",
        )?,
    ])
}

/// Gap layout `g` of a repeat: the default engine build relinked with a
/// fresh seed, then one process set of the gap's three rows over the half
/// of the grid c ≡ g (mod 2). Their results are checked against the same
/// gated sweeps as every other block.
fn measure_gap_layout(
    ctx: &Context,
    rows: &[Row],
    design: &mut Design,
    rng: &mut SplitMix64,
    gated: &mut Option<Gated>,
    label: &str,
    g: usize,
) -> Result<GapLayout> {
    let stage = format!("gap{label}: gap layout {}/{}", g + 1, design.gap_layouts);
    let seed = 1 + rng.next_u64() % 1_000_000;
    let picked = gap_rows(rows)?;
    let sub: Vec<Row> = picked.iter().map(|&i| rows[i].clone()).collect();
    let at = Placing::draw(design, rng, (2, g % 2), sub.len(), false);
    let (binaries, shuffled, ready) = link_beside_workers(ctx, &sub, &at, seed, design, &stage)?;
    let all = gated
        .as_ref()
        .context("no gate ran before the gap layouts")?;
    let mut sub_gated = Some(Gated {
        results: picked.iter().map(|&i| all.results[i].clone()).collect(),
        records: Vec::new(),
    });
    progress(&format!(
        "{stage}: numba-njit, kernel-safe, control (combos ≡ {} mod 2; {})",
        at.share.1,
        at.placement()
    ));
    let process = run_process(
        ctx,
        &sub,
        (&at, &binaries),
        ready,
        design.passes,
        &mut sub_gated,
    )?;
    Ok(GapLayout {
        shuffle_seed: shuffled.then_some(seed),
        rows: picked,
        processes: vec![process],
        hot_offsets: placed_then_removed(&binaries),
    })
}

/// [`placed`], then the layout's relinked binaries removed: each is a
/// whole engine with its debug info, a repeat makes dozens, and the
/// record's seed relinks any of them again.
fn placed_then_removed(binaries: &BTreeMap<&'static str, PathBuf>) -> BTreeMap<String, u64> {
    let hot = placed(binaries);
    for exe in binaries.values() {
        if exe.parent().and_then(|d| d.file_name()) == Some("layouts".as_ref()) {
            let _ = std::fs::remove_file(exe);
        }
    }
    hot
}

/// Where the default build of a layout put the hot WMAs (mod 64); empty,
/// with the reason in the progress output, when its symbols cannot be read.
fn placed(binaries: &BTreeMap<&'static str, PathBuf>) -> BTreeMap<String, u64> {
    let Some(exe) = binaries.get(Build::Default.name()) else {
        return BTreeMap::new();
    };
    super::layout::hot_offsets(exe).unwrap_or_else(|e| {
        progress(&format!(
            "gap: where the hot WMAs start is not recorded: {e:#}"
        ));
        BTreeMap::new()
    })
}

/// The layout's engine builds linked (see [`link_layout`]) while the
/// numba workers of its first process set start beside them: nothing is
/// measured meanwhile, and the workers' seconds of importing and
/// compiling need not wait for the link.
fn link_beside_workers(
    ctx: &Context,
    rows: &[Row],
    first: &Placing,
    seed: u64,
    design: &mut Design,
    stage: &str,
) -> Result<(BTreeMap<&'static str, PathBuf>, bool, Option<Workers>)> {
    std::thread::scope(|s| {
        let spawned = spawn_workers(rows, first)?;
        let starting = s.spawn(|| ready_workers(&ctx.paper, first, spawned));
        let linked = link_layout(&engine_builds(rows), seed, design, stage);
        let workers = starting
            .join()
            .map_err(|_| anyhow::anyhow!("starting the numba workers panicked"))??;
        let (binaries, shuffled) = linked?;
        Ok((binaries, shuffled, Some(workers)))
    })
}

/// The engine builds the rows run, each once.
fn engine_builds(rows: &[Row]) -> Vec<Build> {
    let mut builds: Vec<Build> = rows.iter().filter_map(Row::build).collect();
    builds.sort_by_key(|b| b.name());
    builds.dedup();
    builds
}

/// Every engine build relinked with lld's shuffle `seed`; once relinking
/// fails (the reason goes into the design) the builds as cargo linked
/// them, for this and every later layout. Returns the binaries by build
/// name and whether they were shuffled.
fn link_layout(
    builds: &[Build],
    seed: u64,
    design: &mut Design,
    stage: &str,
) -> Result<(BTreeMap<&'static str, PathBuf>, bool)> {
    let mut binaries = BTreeMap::new();
    let mut shuffled = design.layout_note.is_none();
    for &b in builds {
        progress(&format!("{stage}: linking ipc-engine ({})", b.name()));
        let exe = if shuffled {
            match relinked(b, seed) {
                Ok(p) => p,
                Err(e) => {
                    design.layout_note = Some(format!("{e:#}"));
                    shuffled = false;
                    b.binary()?
                }
            }
        } else {
            b.binary()?
        };
        binaries.insert(b.name(), exe);
    }
    Ok((binaries, shuffled))
}

pub fn measure(ctx: &mut Context) -> Result<Record> {
    let host_cpu = measure::env::host_cpu();
    let rows = rows(ctx.full);
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64);
    let mut design = design(ctx, seed);
    let repeats_wanted = ctx.gap_repeat.max(1);
    measure::log::expect_stage_seconds(
        (600.0 * repeats_wanted as f64 + 180.0) * if ctx.full { 1.5 } else { 1.0 },
    );
    for b in [Build::Default, Build::Native, Build::Lto] {
        if rows.iter().any(|r| r.build() == Some(b)) && b != Build::Default {
            progress(&format!("gap: building ipc-engine ({})", b.name()));
            b.binary()?;
        }
    }
    let mca_missing = mca::version().err();
    let records = evidence(&rows, &host_cpu, mca_missing.is_none())?;
    let mut rng = SplitMix64::seeded(seed);
    let mut gated = None;
    let mut repeats = Vec::new();
    for k in 0..repeats_wanted {
        let label = if repeats_wanted > 1 {
            format!(" (repeat {}/{repeats_wanted})", k + 1)
        } else {
            String::new()
        };
        repeats.push(repeat(
            ctx,
            &rows,
            &mut design,
            &mut rng,
            &mut gated,
            &label,
        )?);
    }
    let quick = ctx.runs <= 3 && ctx.full;
    let seam = seam::measure(
        ctx,
        &mut design,
        &mut rng,
        if quick { 2 } else { seam::SEAM_LAYOUTS },
    )?;
    let gated = gated.context("no process was run")?;
    let rows = records
        .into_iter()
        .zip(gated.records)
        .map(|(mut r, g)| {
            r.gate = g;
            r
        })
        .collect();
    let mechanism = if mca_missing.is_none() {
        mechanism()
    } else {
        Vec::new()
    };
    Ok(Record {
        version: super::VERSION,
        mechanism,
        design,
        asm_evidence: asm_evidence(&host_cpu),
        host_cpu,
        macs: sweep_macs(ctx.paper.dataset.close.len(), &ctx.paper.params) as f64,
        rows,
        repeats,
        mca_missing: mca_missing.map(|e| format!("{e:#}")),
        seam: Some(seam),
    })
}

fn summary(h: &HotLoop) -> HotSummary {
    HotSummary {
        instructions_per_mac: h.body.len() as f64 / h.macs.max(1) as f64,
        cmp_branch: h.count(Class::CmpBranch),
        unroll: h.unroll,
        macs: h.macs,
        chain: h.chain,
    }
}

/// Each row's static evidence: its dump's hot loop, llvm-mca's model of
/// it, callgrind's count (default build only: valgrind cannot run AVX-512).
fn evidence(rows: &[Row], host_cpu: &str, has_mca: bool) -> Result<Vec<RowRecord>> {
    let icount = Icount::new();
    let mut out = Vec::new();
    for row in rows {
        let dump = row.dump(host_cpu);
        let hot = dump
            .as_ref()
            .and_then(|d| std::fs::read_to_string(asm_dir().join(d)).ok())
            .and_then(|s| hot_loop(&s));
        // On an aarch64 host (the falsification run) a dump can be aarch64
        // code that the x86 models cannot read: no llvm-mca cells then.
        let mca = match &hot {
            Some(h) if has_mca => mca::predict(h, "x86_64-unknown-linux-gnu", "znver4")
                .ok()
                .map(|z| {
                    (
                        mca::predict(h, "x86_64-unknown-linux-gnu", host_cpu)
                            .ok()
                            .map(|p| p.cycles_per_mac(h)),
                        z.cycles_per_mac(h),
                    )
                }),
            _ => None,
        };
        let ir = match row.runs {
            Runs::Numba(_) => Err("not counted (a Python process)".into()),
            Runs::Engine(Build::Default) => icount.per_mac(row)?,
            // Counted by the harness's own (default) build under callgrind;
            // the build for this CPU is another binary, left out on every
            // host (on an AVX-512 host valgrind could not run it anyway).
            Runs::Engine(Build::Native) => {
                Err(native_not_counted(kernel_spec::cpu::features().avx512f))
            }
            Runs::Engine(Build::Lto) => Err("not counted (same loops as default, see asm)".into()),
        };
        out.push(RowRecord {
            label: row.label.clone(),
            build: row.build().map_or("numba", |b| b.name()).into(),
            kernel: row.kernel.clone(),
            allocator: row.allocator,
            change: row.change.clone(),
            corner: row.corner,
            gate: Vec::new(),
            dump,
            hot: hot.as_ref().map(summary),
            mca,
            instructions_per_mac: ir.as_ref().ok().copied(),
            no_count: ir.err(),
        });
    }
    Ok(out)
}

/// Why a build for this CPU has no instruction count: on an AVX-512 host
/// valgrind cannot run its code; elsewhere it is simply not counted (the
/// count runs the harness's own default build).
fn native_not_counted(avx512: bool) -> String {
    if avx512 {
        "AVX-512 build: valgrind cannot run it".into()
    } else {
        "not counted (the build for this CPU; the count runs the default build)".into()
    }
}

/// callgrind instruction counts per multiply-add.
struct Icount {
    macs: f64,
}

impl Icount {
    fn new() -> Self {
        Icount {
            macs: sweep_macs(ICOUNT_BARS, &paper_grid()) as f64,
        }
    }

    fn per_mac(&self, v: &Row) -> Result<std::result::Result<f64, String>> {
        if Command::new("valgrind").arg("--version").output().is_err() {
            return Ok(Err("valgrind not installed".into()));
        }
        progress(&format!("gap: callgrind {}", v.label));
        let dir = tempfile::tempdir()?;
        let out = dir.path().join("callgrind.out");
        let mut cmd = Command::new("valgrind");
        if v.allocator {
            cmd.envs(ALLOCATOR_ENV.iter().copied());
        }
        let status = cmd
            .arg("--tool=callgrind")
            .arg(format!("--callgrind-out-file={}", out.display()))
            .arg(format!("--toggle-collect={}", v.sweep_symbol()))
            .arg(std::env::current_exe()?)
            .args([
                "sweep",
                "--kernel",
                &v.kernel,
                "--dataset",
                &format!("chacha:7,{ICOUNT_BARS},0.01"),
            ])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()?;
        if !status.success() {
            return Ok(Err(format!("valgrind failed ({status})")));
        }
        let text = std::fs::read_to_string(&out)?;
        let total: f64 = text
            .lines()
            .find_map(|l| l.strip_prefix("summary:"))
            .and_then(|v| v.trim().parse().ok())
            .context("no summary line in callgrind's output")?;
        if total == 0.0 {
            return Ok(Err(format!(
                "no instructions collected in {}",
                v.sweep_symbol()
            )));
        }
        Ok(Ok(total / self.macs))
    }
}

/// llvm-mca on kernel-safe's, knob hoist's and numba's committed WMA
/// loops for each measured core's CPU model (numba's code compiled for
/// that model; a missing dump is left out).
fn mechanism() -> Vec<super::Mechanism> {
    let mut out = Vec::new();
    for &(_, cpu) in super::MECHANISM_CPUS {
        for (row, dump) in [
            ("kernel-safe", "x86-64/kernel-safe/wma.s".to_string()),
            ("knob hoist", "x86-64/gap-knobs/hoist.wma.s".to_string()),
            ("numba-njit", format!("numba/{cpu}/wma.s")),
        ] {
            let text = std::fs::read_to_string(asm_dir().join(&dump))
                .ok()
                .or_else(|| (row == "numba-njit").then(|| numba_wma_now(cpu)).flatten());
            let Some(h) = text.and_then(|s| hot_loop(&s)) else {
                continue;
            };
            let dump = if asm_dir().join(&dump).exists() {
                dump
            } else {
                format!("{dump} (not committed: compiled while measuring)")
            };
            if let Ok(p) = mca::predict(&h, "x86_64-unknown-linux-gnu", cpu) {
                out.push(super::Mechanism {
                    cpu: cpu.into(),
                    row: row.into(),
                    dump,
                    cycles_per_mac: p.cycles_per_mac(&h),
                    resources_per_mac: p.block_rthroughput / h.macs.max(1) as f64,
                });
            }
        }
    }
    out
}

/// numba's `wma` compiled for `cpu` now, when asm/ has no dump for it
/// (`NUMBA_CPU_NAME=<cpu>`, as `cargo xtask asm` compiles it).
fn numba_wma_now(cpu: &str) -> Option<String> {
    let python = measure::pyenv::ensure_python().ok()?;
    let dir = tempfile::tempdir().ok()?;
    asm_tools::dump::python_asm(
        &python,
        &["numba", dir.path().to_str()?],
        &[("NUMBA_CPU_NAME", cpu), ("NUMBA_CPU_FEATURES", "")],
    )
    .ok()?;
    std::fs::read_to_string(dir.path().join("wma.s")).ok()
}

/// Side-by-side hot-loop summaries for the comparisons the waterfall rests on.
fn asm_evidence(host_cpu: &str) -> String {
    let pairs = [
        (
            "x86-64/kernel-safe/wma.s",
            "x86-64/gap-knobs/hoist.wma.s",
            "bounds check: kernel-safe vs hoist, both baseline x86-64",
        ),
        (
            "x86-64/kernel-safe/wma.s",
            &format!("numba/{host_cpu}/wma.s") as &str,
            "kernel-safe (as timed) vs numba (host CPU, as timed)",
        ),
        (
            &format!("{host_cpu}/gap-knobs/hoist.wma.s") as &str,
            &format!("numba/{host_cpu}/wma.s") as &str,
            "hoist compiled for this CPU vs numba",
        ),
        (
            "x86-64/kernel-unchecked/wma.s",
            "x86-64/gap-knobs/unchecked_i64.wma.s",
            "kernel-unchecked's paradox: usize vs i64 weight counter",
        ),
    ];
    side_by_side_md(&pairs)
}

/// Each pair of committed dumps' hot loops side by side (the summary of
/// `ipc-tax asm-diff`), under its caption; a pair with a dump missing says so.
fn side_by_side_md(pairs: &[(&str, &str, &str)]) -> String {
    let mut s = String::new();
    for &(a, b, what) in pairs {
        let load = |p: &str| {
            std::fs::read_to_string(asm_dir().join(p))
                .ok()
                .and_then(|t| hot_loop(&t))
        };
        match (load(a), load(b)) {
            (Some(ha), Some(hb)) => {
                let text = side_by_side(a, &ha, b, &hb);
                let summary: String = text.split("\n\n").next().unwrap_or("").to_string();
                let _ = write!(
                    s,
                    "**{what}** (`ipc-tax asm-diff asm/{a} asm/{b}`):\n\n```text\n{summary}\n```\n\n"
                );
            }
            _ => {
                let _ = writeln!(s, "**{what}**: dump missing (run `cargo xtask asm`).\n");
            }
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::native_not_counted;

    #[test]
    fn a_native_build_blames_avx512_only_on_an_avx512_host() {
        assert!(native_not_counted(true).contains("AVX-512"));
        let plain = native_not_counted(false);
        assert!(!plain.contains("AVX-512"), "{plain}");
        assert!(plain.starts_with("not counted"), "{plain}");
    }
}
