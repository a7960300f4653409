//! Rendering the architectures record: the table, the floors, the targets,
//! CSV, JSON, the plot and the findings later sections build on — all from
//! the [`Record`] alone. The prose is in `templates/architectures*.md`.

use super::record::{ArchKey, Record, Row, Transport};
use anyhow::{Context as _, Result};
use measure::sampling::Sampling;
use measure::stats::{Summary, paired_ratios, summarize};
use report::findings::ArchFinding;
use report::keys::{Pattern, Side};
use report::plot::{Bar, Line};
use report::record::ratio_cell;
use report::study_figures as study;
use report::targets::{self, Verdict};
use report::template::{self, Prose, slot};
use serde_json::{Value, json};

/// What the table shows of one row, derived per run (paired, same run).
pub struct Derived {
    pub time: Summary,
    pub vs_numba: Summary,
    /// Engine (or library) time outside the kernel: decode, validation, encode (ms).
    pub overhead_ms: Option<Summary>,
    /// Client wall time − engine handling time (ms): the crossing itself.
    pub boundary_ms: Option<Summary>,
    pub share: Option<Summary>,
}

/// The sentence with its first letter upper-case.
fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(c).collect())
}

/// Per-run `f(wall, compute, handling)` for rows with engine timings.
fn per_run(r: &Row, f: impl Fn(f64, f64, f64) -> f64) -> Option<Vec<f64>> {
    r.t.seconds
        .iter()
        .zip(r.t.compute.iter().zip(&r.t.handling))
        .map(|(&s, (c, h))| Some(f(s, (*c)?, (*h)?)))
        .collect()
}

/// Each row's statistics; the first row is numba-njit, the ratios' base.
pub fn derive(rec: &Record) -> Result<Vec<Derived>> {
    let numba = &rec.rows.first().context("no rows recorded")?.t.seconds;
    rec.rows
        .iter()
        .map(|r| {
            let ms = |v: Option<Vec<f64>>| v.and_then(|v| summarize(&v));
            Ok(Derived {
                time: summarize(&r.t.seconds)
                    .with_context(|| format!("{}: no timings", r.t.label))?,
                vs_numba: summarize(&paired_ratios(&r.t.seconds, numba))
                    .with_context(|| format!("{}: no ratios", r.t.label))?,
                overhead_ms: ms(per_run(r, |_, c, h| (h - c) * 1e3)),
                boundary_ms: ms(per_run(r, |s, _, h| (s - h) * 1e3)),
                share: ms(per_run(r, |s, _, h| (s - h) / s)),
            })
        })
        .collect()
}

/// A floor's figures: median over blocks of (p50, p99, mean), and the
/// spread of the block p50s.
pub struct Floor {
    pub transport: Transport,
    pub client: Side,
    pub p50: f64,
    pub p99: f64,
    pub mean: f64,
    pub spread: Summary,
}

pub fn floors(rec: &Record) -> Vec<Floor> {
    rec.floors
        .iter()
        .filter_map(|f| {
            let med = |i: usize| {
                summarize(&f.blocks.iter().map(|b| b[i]).collect::<Vec<_>>()).map(|s| s.median)
            };
            Some(Floor {
                transport: f.transport,
                client: f.client,
                p50: med(0)?,
                p99: med(1)?,
                mean: med(2)?,
                spread: summarize(&f.blocks.iter().map(|b| b[0]).collect::<Vec<_>>())?,
            })
        })
        .collect()
}

fn floor_p50(floors: &[Floor], transport: Transport, client: Side) -> Option<f64> {
    floors
        .iter()
        .find(|f| f.transport == transport && f.client == client)
        .map(|f| f.p50)
}

/// The study's published wall time (Apple M2 Max, Python client) or estimate.
fn study_cell(key: Option<&ArchKey>) -> Result<String> {
    let Some(key) = key else {
        return Ok(study::wall(study::NUMBA_S));
    };
    if key.client == Side::Rust {
        return Ok(String::new());
    }
    Ok(match (key.study_name().as_str(), key.kernel.as_str()) {
        ("rust_batch_unix", kernels::REFERENCE) => study::wall(study::BATCH_UNIX_S),
        ("rust_batch_unchecked", _) => study::wall(study::BATCH_UNCHECKED_S),
        ("rust_chatty_unix", _) => study::wall(study::CHATTY_UNIX_S),
        ("rust_spawn_stdin", _) => study::wall(study::SPAWN_STDIN_S),
        ("rust_chatty_preloaded", _) => PLOTS.part(
            "study.preloaded",
            &[slot(
                "ms",
                format!("{:.1}", study::PRELOADED_CALL_US * 80.0 / 1e3),
            )],
        )?,
        ("rust_spawn_per_combo", _) => PLOTS.part(
            "study.spawn_per_combo",
            &[
                slot("ms", format!("{:.0}", study::SPAWN_PER_SWEEP_MS)),
                slot(
                    "seconds",
                    format!("{:.1}", 80.0 * study::SPAWN_PER_SWEEP_MS / 1e3),
                ),
            ],
        )?,
        ("rust_batch_tcp" | "rust_chatty_tcp", _) => PLOTS.part("study.not_measured", &[])?,
        _ if key.transport.in_process() => PLOTS.part("study.no_boundary", &[])?,
        _ => String::new(),
    })
}

pub fn table(rec: &Record, derived: &[Derived]) -> Result<String> {
    let numba = rec.rows.first().map_or(&[][..], |r| &r.t.seconds[..]);
    let mut table = PLOTS.part("table.header", &[])? + "\n";
    for (r, d) in rec.rows.iter().zip(derived) {
        let (overhead, boundary, share) = match (&d.overhead_ms, &d.boundary_ms, &d.share) {
            (Some(o), Some(b), Some(s)) => (
                format!("{:.2}", o.median),
                format!("{:.2} ({:.2}–{:.2})", b.median, b.min, b.max),
                format!("{:.2}%", 100.0 * s.median),
            ),
            _ => (
                "—".into(),
                PLOTS.part("table.in_process", &[])?,
                "0%".into(),
            ),
        };
        let study = study_cell(r.key.as_ref())?;
        table.push_str(&format!(
            "| {} | {} | {:.3} | {:.3}–{:.3} | {} | {overhead} | {boundary} | {share} | {study} |\n",
            r.t.label,
            r.t.runs_cell(),
            d.time.median,
            d.time.min,
            d.time.max,
            ratio_cell(&r.t.seconds, numba),
        ));
    }
    Ok(table)
}

/// The rows a default run left to `--full`, as a paragraph ("" when every
/// row was measured).
pub fn not_measured(rec: &Record) -> Result<String> {
    let missing: Vec<String> = super::measure::every_key()
        .into_iter()
        .filter(|k| !rec.rows.iter().any(|r| r.key.as_ref() == Some(k)))
        .map(|k| k.label())
        .collect();
    if missing.is_empty() {
        return Ok(String::new());
    }
    template::fill(
        include_str!("../../templates/architectures_not_measured.md"),
        &[slot("rows", missing.join(", "))],
    )
}

pub fn floor_table(floors: &[Floor]) -> Result<String> {
    let mut t = PLOTS.part("floors.header", &[])? + "\n";
    for f in floors {
        t.push_str(&format!(
            "| {} | {} | {} | {:.2} ({:.2}–{:.2}) | {:.1} | {:.1} |\n",
            f.transport.name(),
            f.client.name(),
            f.transport.arch_placement().name(),
            f.p50,
            f.spread.min,
            f.spread.max,
            f.p99,
            f.mean
        ));
    }
    Ok(t)
}

/// The anomalies the floors and boundaries show, each explained in a
/// sentence or said to be unexplained (pure).
pub fn anomalies(arch: &[ArchFinding], floors: &[Floor]) -> Result<String> {
    let mut out = String::new();
    for f in floors.iter().filter(|f| f.spread.max > 1.5 * f.spread.min) {
        out.push_str(&template::fill(
            include_str!("../../templates/architectures_two_floors.md"),
            &[
                slot("transport", f.transport.name()),
                slot("client", f.client.name()),
                slot("low", format!("{:.2}", f.spread.min)),
                slot("high", format!("{:.2}", f.spread.max)),
            ],
        )?);
    }
    let batch = |tr: Transport| {
        arch.iter()
            .find(|a| {
                a.key.pattern == Pattern::Batch
                    && a.key.transport == tr
                    && a.key.client == Side::Python
                    && a.key.kernel == kernels::REFERENCE
            })
            .and_then(|a| a.boundary_ms)
    };
    // The faster mode of each floor's blocks: unpinned rows mix placements,
    // and only like placements compare.
    let floor = |tr: Transport| {
        floors
            .iter()
            .find(|f| f.transport == tr && f.client == Side::Python)
            .map(|f| f.spread.min)
    };
    if let (Some(u), Some(t), Some(fu), Some(ft)) = (
        batch(Transport::UNIX),
        batch(Transport::TCP),
        floor(Transport::UNIX),
        floor(Transport::TCP),
    ) && t.median < u.median
        && ft > fu
    {
        // The same UDS batch boundary behind the other kernels (Python
        // client): how far it moves when only the compute changes.
        let others: Vec<f64> = arch
            .iter()
            .filter(|a| {
                a.key.pattern == Pattern::Batch
                    && a.key.transport == Transport::UNIX
                    && a.key.client == Side::Python
                    && a.key.kernel != kernels::REFERENCE
            })
            .filter_map(|a| a.boundary_ms.map(|b| b.median))
            .collect();
        let floors = [
            slot("tcp", format!("{:.2}", t.median)),
            slot("uds", format!("{:.2}", u.median)),
            slot("tcp_floor", format!("{ft:.1}")),
            slot("uds_floor", format!("{fu:.1}")),
        ];
        if u.min <= t.median && !others.is_empty() {
            let (lo, hi) = others
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(l, h), &x| {
                    (l.min(x), h.max(x))
                });
            let mut slots = floors.to_vec();
            slots.extend([
                slot("tcp_runs", t.n),
                slot("tcp_low", format!("{:.2}", t.min)),
                slot("tcp_high", format!("{:.2}", t.max)),
                slot("uds_runs", u.n),
                slot("uds_low", format!("{:.2}", u.min)),
                slot("uds_high", format!("{:.2}", u.max)),
                slot("others", format!("{lo:.2}–{hi:.2}")),
            ]);
            out.push_str(&template::fill(
                include_str!("../../templates/architectures_tcp_overlap.md"),
                &slots,
            )?);
        } else {
            out.push_str(&template::fill(
                include_str!("../../templates/architectures_unexplained.md"),
                &floors,
            )?);
        }
    }
    Ok(out)
}

pub fn csv(rec: &Record) -> Result<String> {
    let mut w = csv::Writer::from_writer(Vec::new());
    w.write_record([
        "architecture",
        "run",
        "seconds",
        "engine_compute_seconds",
        "engine_handling_seconds",
    ])?;
    let opt = |v: &Option<f64>| v.map_or(String::new(), |c| format!("{c:?}"));
    for r in &rec.rows {
        for (i, s) in r.t.seconds.iter().enumerate() {
            w.write_record([
                r.t.label.clone(),
                (i + 1).to_string(),
                format!("{s:?}"),
                opt(&r.t.compute[i]),
                opt(&r.t.handling[i]),
            ])?;
        }
    }
    Ok(String::from_utf8(w.into_inner()?)?)
}

/// The section's targets (issue 5), from the record's medians. Every
/// comparison is within one placement: the architecture rows and their
/// floors all ran unpinned.
pub fn targets(rec: &Record, derived: &[Derived], floors: &[Floor]) -> Result<Vec<Verdict>> {
    use Pattern::*;
    use Side::*;
    let find = |key: ArchKey| {
        rec.rows
            .iter()
            .zip(derived)
            .find(|(r, _)| r.key.as_ref() == Some(&key))
            .map(|(_, d)| d)
    };
    let mut v = Vec::new();
    if let Some(d) = find(ArchKey::new(
        Batch,
        Transport::UNIX,
        Python,
        kernels::REFERENCE,
    )) {
        let share = d.share.map_or(f64::NAN, |s| s.median);
        v.push(Verdict::new(
            WORDS.part(
                "target.batch_share",
                &[slot("share", format!("{:.3}", 100.0 * share))],
            )?,
            share <= 0.005,
        ));
    }
    for side in [Python, Rust] {
        if let (Some(d), Some(f)) = (
            find(ArchKey::new(
                Preloaded,
                Transport::UNIX,
                side,
                kernels::REFERENCE,
            )),
            floor_p50(floors, Transport::UNIX, side),
        ) {
            let b = d.boundary_ms.map_or(f64::NAN, |b| b.median);
            let budget = 80.0 * 2.0 * f / 1e3;
            v.push(Verdict::new(
                WORDS.part(
                    "target.preloaded",
                    &[
                        slot("client", side.name()),
                        slot("boundary", format!("{b:.2}")),
                        slot("floor", format!("{f:.1}")),
                        slot("budget", format!("{budget:.2}")),
                    ],
                )?,
                b <= budget,
            ));
        }
    }
    if let Some(d) = find(ArchKey::new(
        Preloaded,
        Transport::SHM_SPIN,
        Rust,
        kernels::REFERENCE,
    )) {
        v.push(Verdict::remark(template::fill(
            include_str!("../../templates/architectures_preloaded_remark.md"),
            &[slot(
                "boundary",
                format!("{:.2}", d.boundary_ms.map_or(f64::NAN, |b| b.median)),
            )],
        )?));
    }
    let shm = [Transport::SHM_SPIN, Transport::SHM_SPIN_THEN_FUTEX]
        .into_iter()
        .filter_map(|t| floor_p50(floors, t, Rust))
        .reduce(f64::min);
    if let (Some(uds), Some(shm)) = (floor_p50(floors, Transport::UNIX, Rust), shm) {
        v.push(Verdict::new(
            WORDS.part(
                "target.shm_floor",
                &[
                    slot("shm", format!("{shm:.2}")),
                    slot("uds", format!("{uds:.1}")),
                    slot("ratio", format!("{:.1}", uds / shm)),
                ],
            )?,
            uds / shm >= 10.0,
        ));
    }
    Ok(v)
}

/// numba-njit's summary and runs, and the rows later sections build on
/// (break-even, study, spawn).
pub fn findings(
    rec: &Record,
    derived: &[Derived],
) -> (Option<(Summary, Vec<f64>)>, Vec<ArchFinding>) {
    let numba = derived
        .first()
        .zip(rec.rows.first())
        .map(|(d, r)| (d.time, r.t.seconds.clone()));
    let arch = rec
        .rows
        .iter()
        .zip(derived)
        .filter_map(|(r, d)| {
            let key = r.key.clone()?;
            let compute: Vec<f64> = r.t.compute.iter().flatten().copied().collect();
            Some(ArchFinding {
                calls: key.calls(rec.combos),
                wall_s: d.time,
                wall_runs: r.t.seconds.clone(),
                boundary_runs_ms: per_run(r, |s, _, h| (s - h) * 1e3),
                vs_numba: d.vs_numba,
                compute_s: summarize(&compute).map_or(f64::NAN, |s| s.median),
                boundary_ms: d.boundary_ms,
                share: d.share,
                key,
            })
        })
        .collect();
    (numba, arch)
}

/// The targets' lines and the fast kernel's compute against kernel-safe's.
const WORDS: Prose = Prose {
    file: "architectures_words.md",
    text: include_str!("../../templates/architectures_words.md"),
};

/// The plots' titles, axes and legends.
pub const PLOTS: Prose = Prose {
    file: "architectures_plots.md",
    text: include_str!("../../templates/architectures_plots.md"),
};

/// Bar group of each client's rows (its colour); numba's row is group 2.
const PYTHON_GROUP: usize = 0;
const RUST_GROUP: usize = 1;

/// Title `part` with a legend naming only the clients whose bars are drawn
/// (`<part>.bare` when none is).
pub fn titled(part: &str, bars: &[Bar]) -> Result<String> {
    let mut legend = Vec::new();
    for (group, name) in [(PYTHON_GROUP, "legend.python"), (RUST_GROUP, "legend.rust")] {
        if bars.iter().any(|b| b.group == group) {
            legend.push(PLOTS.part(name, &[])?);
        }
    }
    if legend.is_empty() {
        PLOTS.part(&format!("{part}.bare"), &[])
    } else {
        PLOTS.part(part, &[slot("legend", legend.join(", "))])
    }
}

fn group_of(key: Option<&ArchKey>) -> usize {
    match key.map(|k| k.client) {
        Some(Side::Python) => PYTHON_GROUP,
        Some(Side::Rust) => RUST_GROUP,
        None => 2,
    }
}

pub fn bars(rec: &Record, derived: &[Derived]) -> Vec<Bar> {
    rec.rows
        .iter()
        .zip(derived)
        .map(|(r, d)| Bar {
            label: r.t.label.clone(),
            value: d.vs_numba.median,
            range: Some((d.vs_numba.min, d.vs_numba.max)),
            group: group_of(r.key.as_ref()),
        })
        .collect()
}

/// The boundary's share of each call (%), per architecture: the plot on a
/// log axis, where a 0.03% and a 30% boundary are both visible.
pub fn share_bars(rec: &Record, derived: &[Derived]) -> Vec<Bar> {
    rec.rows
        .iter()
        .zip(derived)
        .filter_map(|(r, d)| {
            let s = d.share.filter(|s| s.median > 0.0)?;
            Some(Bar {
                label: r.t.label.clone(),
                value: 100.0 * s.median,
                range: Some((100.0 * s.min.max(1e-6), 100.0 * s.max)),
                group: group_of(r.key.as_ref()),
            })
        })
        .collect()
}

pub fn data(rec: &Record, derived: &[Derived], floors: &[Floor]) -> Value {
    json!({
        "rows": rec.rows.iter().zip(derived).map(|(r, d)| json!({
            "architecture": r.t.label, "key": r.key, "seconds": r.t.seconds, "engine_compute_seconds": r.t.compute,
            "engine_handling_seconds": r.t.handling, "summary": d.time, "ratio_to_numba_njit": d.vs_numba,
            "engine_overhead_ms": d.overhead_ms, "boundary_ms": d.boundary_ms, "boundary_share": d.share,
            "gate": r.t.gate,
        })).collect::<Vec<_>>(),
        "echo_floors_us": floors.iter().map(|f| json!({"transport": f.transport.name(), "client": f.client.name(),
            "placement": f.transport.arch_placement().name(), "p50": f.p50, "p99": f.p99, "mean": f.mean, "block_p50s": f.spread})).collect::<Vec<_>>(),
    })
}

/// The section's page: the method, the table, the plots, the echo floors
/// with their anomalies, and the targets.
pub fn markdown(
    rec: &Record,
    sampling: Sampling,
    table: &str,
    floors: &[Floor],
    anomalies: &str,
    targets: &[Verdict],
) -> Result<String> {
    template::fill(
        include_str!("../../templates/architectures.md"),
        &[
            slot("runs", capitalized(&sampling.describe("numba-njit"))),
            slot("table", table),
            slot("missing", not_measured(rec)?),
            slot("fast", super::measure::FAST),
            slot("cheaper", cheaper(rec)?),
            slot("blocks", rec.floors.first().map_or(0, |f| f.blocks.len())),
            slot("trips", rec.echo_trips),
            slot("study_8b", study::ECHO_8B_US),
            slot("study_floor", study::ECHO_FLOOR_US),
            slot("floor_table", floor_table(floors)?),
            slot("anomalies", anomalies),
            slot("targets", targets::list(targets)),
        ],
    )
}

/// The README's part: the Python client's kernel-safe rows, what a default
/// run left out, and the anomalies.
pub fn summary(rec: &Record, sampling: Sampling, table: &str, anomalies: &str) -> Result<String> {
    // numba and the Python client's kernel-safe rows, less the chatty
    // variants the study never ran (in process, JSON, TCP).
    let in_readme = |l: &str| {
        l.starts_with("| numba")
            || (l.contains("(Python client, safe)")
                && ![
                    "chatty_pyo3",
                    "chatty_ctypes",
                    "chatty_unix_json",
                    "chatty_tcp",
                ]
                .iter()
                .any(|n| l.contains(n)))
    };
    template::fill(
        include_str!("../../templates/architectures_summary.md"),
        &[
            slot("sampling", sampling.short()),
            slot(
                "rows",
                report::key_table::rows_where(table, in_readme, "reports/architectures.md"),
            ),
            slot("missing", not_measured(rec)?),
            slot("anomalies", anomalies),
        ],
    )
}

/// How much less compute the fast kernel's batch call carries than
/// kernel-safe's (Python client, Unix socket: engine kernel time, medians).
fn cheaper(rec: &Record) -> Result<String> {
    let compute = |kernel: &str| {
        let key = ArchKey::new(Pattern::Batch, Transport::UNIX, Side::Python, kernel);
        let row = rec.rows.iter().find(|r| r.key.as_ref() == Some(&key))?;
        let c: Option<Vec<f64>> = row.t.compute.iter().copied().collect();
        summarize(&c?).map(|s| s.median)
    };
    match (compute(kernels::REFERENCE), compute(super::measure::FAST)) {
        (Some(safe), Some(fast)) => WORDS.part(
            "cheaper.measured",
            &[slot("times", format!("{:.0}", safe / fast))],
        ),
        _ => WORDS.part("cheaper.none", &[]),
    }
}

/// The boundary's share of one batch call against the compute the call
/// carries, one line per transport × client across kernels (kernel-safe →
/// simd → par-simd → the fast kernel): (engine compute ms, share %), the
/// medians over runs, in order of compute. Lines with fewer than two
/// kernels measured are left out.
pub fn share_lines(rec: &Record) -> Result<Vec<Line>> {
    // (transport, client) → its (compute ms, share %) points.
    type Points = Vec<(f64, f64)>;
    let mut lines: Vec<((Transport, Side), Points)> = Vec::new();
    for r in &rec.rows {
        let Some(key) = r.key.as_ref().filter(|k| k.pattern == Pattern::Batch) else {
            continue;
        };
        let compute: Option<Vec<f64>> = r.t.compute.iter().copied().collect();
        let share = per_run(r, |s, _, h| (s - h) / s).and_then(|v| summarize(&v));
        let (Some(compute), Some(share)) = (compute.and_then(|c| summarize(&c)), share) else {
            continue;
        };
        let point = (compute.median * 1e3, 100.0 * share.median);
        match lines
            .iter_mut()
            .find(|(id, _)| *id == (key.transport, key.client))
        {
            Some((_, points)) => points.push(point),
            None => lines.push(((key.transport, key.client), vec![point])),
        }
    }
    lines
        .into_iter()
        .filter(|(_, points)| points.len() >= 2)
        .map(|((transport, client), mut points)| {
            points.sort_by(|a, b| a.0.total_cmp(&b.0));
            Ok(Line {
                label: PLOTS.part(
                    "lines.label",
                    &[
                        slot("transport", transport.name()),
                        slot("client", client.name()),
                    ],
                )?,
                points,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::architectures::record::FloorBlocks;
    use report::record::TimedRow;

    fn row(key: Option<ArchKey>, seconds: &[f64], handling: Option<&[f64]>) -> Row {
        let n = seconds.len();
        let label = key
            .as_ref()
            .map_or("numba-njit (1 thread)".into(), |k| k.label());
        Row {
            key,
            t: TimedRow {
                label,
                threads: 1,
                seconds: seconds.to_vec(),
                compute: handling
                    .map_or(vec![None; n], |h| h.iter().map(|x| Some(x * 0.9)).collect()),
                handling: handling.map_or(vec![None; n], |h| h.iter().map(|&x| Some(x)).collect()),
                gate: Vec::new(),
                stop: None,
            },
        }
    }

    fn record(batch_wall: f64, preloaded_boundary_ms: f64, uds_us: f64, shm_us: f64) -> Record {
        use Pattern::*;
        use Side::*;
        let floor = |transport, client, p50: f64| FloorBlocks {
            transport,
            client,
            blocks: vec![[p50, 2.0 * p50, 1.1 * p50]; 3],
        };
        Record {
            runs: 3,
            combos: 80,
            rows: vec![
                row(None, &[2.0, 2.1, 2.2], None),
                row(
                    Some(ArchKey::new(Batch, Transport::UNIX, Python, "safe")),
                    &[batch_wall; 3],
                    Some(&[2.5; 3]),
                ),
                row(
                    Some(ArchKey::new(Preloaded, Transport::UNIX, Rust, "safe")),
                    &[2.5 + preloaded_boundary_ms / 1e3; 3],
                    Some(&[2.5; 3]),
                ),
            ],
            floors: vec![
                floor(Transport::UNIX, Rust, uds_us),
                floor(Transport::SHM_SPIN, Rust, shm_us),
            ],
            echo_trips: 1000,
        }
    }

    fn verdicts(rec: &Record) -> Vec<Verdict> {
        let d = derive(rec).unwrap();
        targets(rec, &d, &floors(rec)).unwrap()
    }

    #[test]
    fn targets_met_and_missed_follow_the_numbers() {
        // Batch: 2.5 s handled, 2.505 s wall → 0.2% share: met. Preloaded:
        // 1 ms ≤ 80 × 2 × 10 µs = 1.6 ms: met. shm 0.5 vs 10 µs = 20×: met.
        let good = verdicts(&record(2.505, 1.0, 10.0, 0.5));
        assert_eq!(
            good.iter().filter(|v| v.met == Some(true)).count(),
            3,
            "{good:?}"
        );
        // 2.6 s wall → 3.8%: missed; 2 ms > 1.6 ms: missed; 10/2 = 5×: missed.
        let bad = verdicts(&record(2.6, 2.0, 10.0, 2.0));
        assert_eq!(
            bad.iter().filter(|v| v.met == Some(false)).count(),
            3,
            "{bad:?}"
        );
        assert!(bad[0].markdown().ends_with("— missed\n"));
    }

    #[test]
    fn share_lines_follow_one_transport_and_client_across_kernels() {
        use Pattern::*;
        use Side::*;
        let mut rec = record(2.505, 1.0, 10.0, 0.5);
        // A second kernel behind the Python client's Unix socket: 10 ms of
        // handling (9 ms compute), 15 ms wall → a third of the call.
        rec.rows.push(row(
            Some(ArchKey::new(
                Batch,
                Transport::UNIX,
                Python,
                super::super::FAST,
            )),
            &[0.015; 3],
            Some(&[0.010; 3]),
        ));
        let text = cheaper(&rec).unwrap();
        assert!(text.contains("250× less than kernel-safe's"), "{text}");
        let lines = share_lines(&rec).unwrap();
        assert_eq!(
            lines.len(),
            1,
            "preloaded rows and single kernels are left out"
        );
        assert_eq!(lines[0].label, "unix (Python client)");
        let p = &lines[0].points;
        assert_eq!(p.len(), 2);
        assert!(
            (p[0].0 - 9.0).abs() < 1e-9 && (p[0].1 - 100.0 / 3.0).abs() < 1e-9,
            "{p:?}"
        );
        assert!(p[1].0 > p[0].0, "ordered by compute: {p:?}");
    }

    #[test]
    fn a_missing_row_or_floor_gives_no_verdict_rather_than_a_wrong_one() {
        let mut rec = record(2.505, 1.0, 10.0, 0.5);
        rec.floors.clear();
        let v = verdicts(&rec);
        assert_eq!(v.len(), 1, "only the batch share can be judged: {v:?}");
    }

    #[test]
    fn ratios_are_paired_per_run_and_in_process_rows_say_so() {
        let rec = record(2.505, 1.0, 10.0, 0.5);
        let d = derive(&rec).unwrap();
        // Run k of the batch row ÷ run k of numba: 2.505 / (2.0, 2.1, 2.2).
        assert!((d[1].vs_numba.median - 2.505 / 2.1).abs() < 1e-12);
        assert!(table(&rec, &d).unwrap().contains("| 2.010 s (1.00×) |"));
        let (numba, arch) = findings(&rec, &d);
        assert_eq!(numba.unwrap().0.median, 2.1);
        assert_eq!(arch[0].key.study_name(), "rust_batch_unix");
        assert_eq!(arch[0].placement(), measure::affinity::Placement::Unpinned);
    }

    #[test]
    fn rows_left_to_full_are_a_paragraph_of_their_own() {
        let rec = record(2.505, 1.0, 10.0, 0.5);
        let text = not_measured(&rec).unwrap();
        assert!(
            text.starts_with("Not measured in this run (a default run times the core rows; `report --full` times these too): rust_chatty_unix (Python client, safe), "),
            "{text}"
        );
        // The plot follows it after a blank line.
        assert!(text.ends_with(").\n\n"), "{text:?}");
    }

    #[test]
    fn the_csv_quotes_labels_with_commas() {
        let rec = record(2.505, 1.0, 10.0, 0.5);
        let text = csv(&rec).unwrap();
        let mut r = csv::Reader::from_reader(text.as_bytes());
        let header_len = r.headers().unwrap().len();
        for rec in r.records() {
            assert_eq!(rec.unwrap().len(), header_len);
        }
        assert!(
            text.contains("\"rust_batch_unix (Python client, safe)\""),
            "{text}"
        );
    }

    #[test]
    fn anomalies_are_said_from_the_numbers() {
        let sm = |m: f64, lo: f64, hi: f64| Summary {
            median: m,
            min: lo,
            max: hi,
            n: 5,
        };
        let floor = |transport, p50: f64, lo: f64, hi: f64| Floor {
            transport,
            client: Side::Python,
            p50,
            p99: 2.0 * p50,
            mean: p50,
            spread: sm(p50, lo, hi),
        };
        let batch = |transport, boundary_ms: f64| ArchFinding {
            key: ArchKey::new(Pattern::Batch, transport, Side::Python, "safe"),
            calls: 1,
            wall_s: sm(3.0, 3.0, 3.0),
            wall_runs: vec![3.0; 3],
            boundary_runs_ms: Some(vec![boundary_ms; 3]),
            vs_numba: sm(1.0, 1.0, 1.0),
            compute_s: 3.0,
            boundary_ms: Some(sm(boundary_ms, boundary_ms, boundary_ms)),
            share: None,
        };
        let floors = [
            floor(Transport::UNIX, 14.3, 14.2, 26.2),
            floor(Transport::TCP, 46.0, 45.0, 48.0),
        ];
        let arch = [batch(Transport::UNIX, 4.1), batch(Transport::TCP, 2.0)];
        let a = anomalies(&arch, &floors).unwrap();
        assert!(
            a.contains("the unix · Python floor's blocks range 14.20–26.20 µs"),
            "{a}"
        );
        assert!(!a.contains("tcp · Python floor's"), "one mode only: {a}");
        assert!(
            a.contains(
                "**Unexplained:** the batch boundary over TCP (2.00 ms) is below UDS's (4.10 ms)"
            ),
            "{a}"
        );
        // UDS's fastest run below TCP's median, and the other kernels' UDS
        // boundary spanning both: within the spread, not unexplained.
        let mut uds = batch(Transport::UNIX, 4.1);
        uds.boundary_ms = Some(sm(4.1, 1.5, 4.2));
        let mut simd = batch(Transport::UNIX, 1.9);
        simd.key.kernel = "simd".into();
        let a = anomalies(&[uds, batch(Transport::TCP, 2.0), simd], &floors).unwrap();
        assert!(
            a.contains("**TCP below UDS, within the spread:**")
                && a.contains("5 runs 1.50–4.20")
                && a.contains("reads 1.90–1.90 ms (medians)")
                && !a.contains("Unexplained"),
            "{a}"
        );
        let arch = [batch(Transport::UNIX, 1.0), batch(Transport::TCP, 2.0)];
        let floors = [
            floor(Transport::UNIX, 14.3, 14.2, 14.5),
            floor(Transport::TCP, 46.0, 45.0, 48.0),
        ];
        assert_eq!(anomalies(&arch, &floors).unwrap(), "", "nothing to explain");
    }

    #[test]
    fn a_legend_names_only_the_clients_its_bars_show() {
        report::template::FILLED.with(|f| f.borrow_mut().clear());
        let bar = |group| Bar {
            label: "x".into(),
            value: 1.0,
            range: None,
            group,
        };
        let python_only = titled("share.title", &[bar(PYTHON_GROUP), bar(2)]).unwrap();
        assert!(
            python_only.contains("blue: Python client") && !python_only.contains("orange"),
            "{python_only}"
        );
        let both = titled("wall.title", &[bar(RUST_GROUP), bar(PYTHON_GROUP)]).unwrap();
        assert!(
            both.ends_with("(× in-process numba-njit; blue: Python client, orange: Rust client)"),
            "{both}"
        );
        assert!(!titled("wall.title", &[bar(2)]).unwrap().contains(':'));
        titled("share.title", &[]).unwrap();
        for part in ["wall.x", "share.x", "lines.title", "lines.x", "lines.y"] {
            PLOTS.part(part, &[]).unwrap();
        }
        PLOTS
            .part(
                "lines.label",
                &[slot("transport", "unix"), slot("client", "Python")],
            )
            .unwrap();
        use Pattern::{Batch, Preloaded, SpawnPerCombo};
        for (pattern, transport) in [
            (Preloaded, Transport::UNIX),
            (SpawnPerCombo, Transport::SPAWN),
            (Batch, Transport::TCP),
            (Batch, Transport::PYO3),
        ] {
            let key = ArchKey::new(pattern, transport, Side::Python, kernels::REFERENCE);
            assert!(
                !study_cell(Some(&key)).unwrap().is_empty(),
                "{}",
                key.label()
            );
        }
        floor_table(&[]).unwrap();
        let mut left = PLOTS.unfilled();
        // The table's header and its in-process cell: `table`, rendered by
        // the golden render test from the committed record (which has both).
        left.retain(|p| !["", "table.header", "table.in_process"].contains(p));
        assert_eq!(left, Vec::<&str>::new());
    }
}
