//! The "study vs this machine" table: every figure the study published
//! (docs/study.md#published-figures) beside this
//! run's measurement of the same thing, each with the placement it was
//! measured in (never two placements in one figure).

use measure::affinity::Placement;
use measure::numba::Rung;
use measure::stats::paired_difference;
use report::findings::{ArchFinding, BarFinding, EchoFit, Engine, Findings, SerFinding};
use report::keys::ArchKey;
use report::keys::Transport;
use report::keys::{Pattern, Side};
use report::study_figures as study;
use transport::table::Kind;

const MISSING: &str = "not measured in this run";

/// Rows of (figure, study, this machine, how to compare).
#[derive(Default)]
pub struct Table(pub Vec<[String; 4]>);

impl Table {
    fn row(&mut self, figure: &str, study: &str, ours: Option<String>, note: &str) {
        self.0.push([
            figure.into(),
            study.into(),
            ours.unwrap_or_else(|| MISSING.into()),
            note.into(),
        ]);
    }

    pub fn markdown(&self) -> String {
        let mut t = String::from(
            "| figure ([docs/study.md](../docs/study.md#published-figures)) | study (Apple M2 Max) | this machine | how it compares |\n|---|---|---|---|\n",
        );
        for r in &self.0 {
            t.push_str(&format!("| {} | {} | {} | {} |\n", r[0], r[1], r[2], r[3]));
        }
        t
    }
}

fn arch<'a>(
    f: &'a Findings,
    pattern: Pattern,
    transport: Transport,
    kernel: &str,
) -> Option<&'a ArchFinding> {
    f.arch_of(&ArchKey::new(pattern, transport, Side::Python, kernel))
}

fn echo(
    f: &Findings,
    placement: Placement,
    transport: Transport,
    client: Side,
) -> Option<&EchoFit> {
    f.echo_of(placement, transport, client)
}

fn ser<'a>(f: &'a Findings, prefix: &str) -> Option<&'a SerFinding> {
    f.serialization
        .iter()
        .find(|s| s.lang == "Python" && s.format.starts_with(prefix))
}

fn bar(f: &Findings, placement: Placement, transport: Transport) -> Option<&BarFinding> {
    f.bar_of(placement, transport, Side::Python)
}

/// Median over rounds of a − b (paired by round), s → ms.
fn paired_ms(a: &[f64], b: &[f64]) -> Option<f64> {
    paired_difference(a, b).map(|d| d * 1e3)
}

pub fn table(f: &Findings, combos: usize) -> Table {
    let mut t = Table::default();
    architectures(&mut t, f, combos);
    echo_rows(&mut t, f);
    serialization(&mut t, f);
    penalties(&mut t, f);
    estimates(&mut t, f);
    references(&mut t, f, combos);
    t
}

fn architectures(t: &mut Table, f: &Findings, combos: usize) {
    let numba = f.numba_m2_s.map(|s| s.median);
    t.row(
        "in_process (numba, 1 thread)",
        &study::wall(study::NUMBA_S),
        numba.map(|s| format!("{s:.3} s (1.00×)")),
        "absolute times differ by machine; every ratio below is to this run's numba",
    );
    study_architectures(t, f);
    zero_point(t, f);
    in_process(t, f, combos);
}

/// The four architectures the study timed, as ratios to this run's numba.
fn study_architectures(t: &mut Table, f: &Findings) {
    use Pattern::*;
    for (figure, seconds, pattern, transport, kernel) in [
        (
            "rust_batch_unix",
            study::BATCH_UNIX_S,
            Batch,
            Transport::UNIX,
            kernels::REFERENCE,
        ),
        (
            "rust_batch_unchecked",
            study::BATCH_UNCHECKED_S,
            Batch,
            Transport::UNIX,
            "unchecked",
        ),
        (
            "rust_chatty_unix",
            study::CHATTY_UNIX_S,
            Chatty,
            Transport::UNIX,
            kernels::REFERENCE,
        ),
        (
            "rust_spawn_stdin",
            study::SPAWN_STDIN_S,
            Spawn,
            Transport::SPAWN,
            kernels::REFERENCE,
        ),
    ] {
        t.row(
            figure,
            &study::wall(seconds),
            arch(f, pattern, transport, kernel).map(|a| {
                format!(
                    "{:.3} s ({:.3}×, min–max {:.3}–{:.3})",
                    a.wall_s.median, a.vs_numba.median, a.vs_numba.min, a.vs_numba.max
                )
            }),
            "Python client, kernel as named, unpinned; × in-process numba, paired per run",
        );
    }
}

/// The kernel with no boundary at all, beside the same kernel over UDS.
fn zero_point(t: &mut Table, f: &Findings) {
    t.row(
        "no boundary: the kernel inside the Python process (zero point)",
        "— (the study put every Rust row behind a process)",
        arch(f, Pattern::Batch, Transport::PYO3, kernels::REFERENCE).map(|a| {
            let unix = arch(f, Pattern::Batch, Transport::UNIX, kernels::REFERENCE);
            format!(
                "PyO3 {:.3} s ({:.3}× numba, boundary {:.3} ms){}",
                a.wall_s.median,
                a.vs_numba.median,
                a.boundary_ms.map_or(f64::NAN, |b| b.median),
                unix.map_or(String::new(), |u| format!(
                    "; over UDS {:.3}× numba, boundary {:.2} ms",
                    u.vs_numba.median,
                    u.boundary_ms.map_or(f64::NAN, |b| b.median)
                ))
            )
        }),
        "kernel-safe either way: the boundary's cost is each row's boundary column; their wall times also differ by the process \
         the kernel runs in (every reading of kernel-safe / numba-njit: gap section)",
    );
}

/// numba's cost per combo and the parallel rung of its speed ladder.
fn in_process(t: &mut Table, f: &Findings, combos: usize) {
    let numba = f.numba_m2_s.map(|s| s.median);
    t.row(
        "in-process cost per combo",
        &format!("{:.0} µs", study::PER_COMBO_US),
        numba.map(|s| format!("{:.0} µs", s / combos as f64 * 1e6)),
        "numba-njit sweep ÷ 80",
    );
    let m3 = f.in_process_of(&Engine::Numba(Rung::M3));
    t.row(
        "speed ladder: numba → parallel numba",
        "2.0 s → 0.23 s on 12 cores (8.7×)",
        m3.map(|m3| {
            format!(
                "{} {:.3} s ({:.2}× faster than numba-njit here)",
                m3.label,
                m3.time.median,
                1.0 / m3.vs_numba.median
            )
        }),
        "2 cores here; pandas (69.9 s) and numpy (3.1 s) rungs are not rebuilt",
    );
}

fn echo_rows(t: &mut Table, f: &Findings) {
    let at = |pl: Placement, floats: usize| {
        echo(f, pl, Transport::UNIX, Side::Python).and_then(|e| e.at(floats))
    };
    let placements = |floats: usize| {
        let cells: Vec<String> = [
            Placement::Unpinned,
            Placement::SameCore,
            Placement::CrossCore,
        ]
        .iter()
        .filter_map(|&pl| at(pl, floats).map(|v| format!("{} {v:.1} µs", pl.name())))
        .collect();
        (!cells.is_empty()).then(|| cells.join(" · "))
    };
    t.row(
        "echo round trip, 8 bytes (Python, UDS)",
        &format!(
            "{} µs (floor {} µs)",
            study::ECHO_8B_US,
            study::ECHO_FLOOR_US
        ),
        placements(1),
        "p50; the study ran unpinned; this VM's floor depends on placement (echo section)",
    );
    t.row(
        "echo round trip, 1,000 floats",
        &format!(
            "{} µs ({:.2}× the 8-byte trip)",
            study::ECHO_1000_US,
            study::ECHO_1000_US / study::ECHO_8B_US
        ),
        placements(1_000).map(|s| {
            let r = at(Placement::Unpinned, 1_000)
                .zip(at(Placement::Unpinned, 1))
                .map(|(a, b)| a / b);
            format!("{s} ({:.2}× unpinned)", r.unwrap_or(f64::NAN))
        }),
        "ratio within one placement",
    );
    t.row(
        "echo round trip, 150,000 floats (1.2 MB each way)",
        &format!(
            "{:.1} µs (~{:.1} GB/s)",
            study::ECHO_150K_US,
            study::echo_bandwidth() / 1e9
        ),
        at(Placement::Unpinned, 150_000).map(|v| {
            format!(
                "{v:.0} µs unpinned ({:.2} GB/s)",
                2.0 * 1.2e6 / (v * 1e-6) / 1e9
            )
        }),
        "unpinned, as the study ran; effective rate: 2 × 1.2 MB ÷ round trip",
    );
    t.row(
        "echo curve shape",
        "flat below ~8 KB, linear above ~10,000 floats",
        echo(f, Placement::Unpinned, Transport::UNIX, Side::Python).map(|e| {
            format!(
                "fitted floor {:.1} µs, bandwidth {:.2} GB/s, knee {:.0} floats (unpinned)",
                e.floor_us,
                e.bandwidth / 1e9,
                e.floor_us * 1e-6 * e.bandwidth / 16.0
            )
        }),
        "knee: where the payload term equals the floor",
    );
}

fn serialization(t: &mut Table, f: &Findings) {
    let raw = ser(f, "raw");
    t.row(
        "serialization: raw astype('<f8').tobytes()",
        &format!("{} µs", study::RAW_TOBYTES_US),
        raw.map(|r| format!("{:.1} µs", r.encode_us.median)),
        "encode, 150,000 floats",
    );
    t.row(
        "serialization: pickle",
        "slightly below raw",
        ser(f, "pickle").zip(raw).map(|(p, r)| {
            format!(
                "{:.1} µs ({:.2}× raw)",
                p.encode_us.median,
                p.encode_us.median / r.encode_us.median
            )
        }),
        "encode",
    );
    t.row(
        "serialization: json.dumps(close.tolist())",
        &format!(
            "{:.0} µs ({:.0}× raw)",
            study::JSON_DUMPS_US,
            study::JSON_X_RAW
        ),
        ser(f, "json.dumps").zip(raw).map(|(j, r)| {
            format!(
                "{:.0} µs ({:.0}× raw)",
                j.encode_us.median,
                j.encode_us.median / r.encode_us.median
            )
        }),
        "encode; the ratio depends on how fast this machine copies memory",
    );
    let (json, bin) = (
        arch(f, Pattern::BatchJson, Transport::UNIX, kernels::REFERENCE),
        arch(f, Pattern::Batch, Transport::UNIX, kernels::REFERENCE),
    );
    t.row(
        "JSON protocol end to end",
        "not built (priced at ~66 ms per call)",
        json.zip(bin).map(|(j, b)| {
            format!(
                "batch {:+.0} ms over binary, paired per round ({:.3}× numba); chatty: {}",
                paired_ms(&j.wall_runs, &b.wall_runs).unwrap_or(f64::NAN),
                j.vs_numba.median,
                arch(f, Pattern::ChattyJson, Transport::UNIX, kernels::REFERENCE).map_or(
                    MISSING.into(),
                    |c| format!("{:.3}× numba", c.vs_numba.median)
                )
            )
        }),
        "Python client, UDS, SWEEP_JSON",
    );
}

fn penalties(t: &mut Table, f: &Findings) {
    let batch = arch(f, Pattern::Batch, Transport::UNIX, kernels::REFERENCE);
    let over_batch = |a: &ArchFinding, b: &ArchFinding| {
        let wall = paired_ms(&a.wall_runs, &b.wall_runs).unwrap_or(f64::NAN);
        let boundary = a
            .boundary_runs_ms
            .as_deref()
            .zip(b.boundary_runs_ms.as_deref())
            .and_then(|(x, y)| paired_difference(x, y));
        (wall, boundary.unwrap_or(f64::NAN))
    };
    t.row(
        "spawn per sweep",
        &format!("~{:.0} ms (wall-time difference)", study::SPAWN_PER_SWEEP_MS),
        arch(f, Pattern::Spawn, Transport::SPAWN, kernels::REFERENCE).zip(batch).map(|(s, b)| {
            let (wall, boundary) = over_batch(s, b);
            format!("{wall:+.1} ms wall over batch ({boundary:+.1} ms of it boundary)")
        }),
        "paired per round, both unpinned: the study's way (wall − wall), and the boundary part alone",
    );
    let predicted = echo(f, Placement::Unpinned, Transport::UNIX, Side::Python)
        .and_then(|e| e.at(150_000))
        .map_or(f64::NAN, |v| 79.0 * v / 1e3);
    t.row(
        "chatty penalty",
        &format!(
            "+{:.0} ms (~1.4 ms per extra crossing); echo predicts ~{:.0} ms",
            study::CHATTY_PENALTY_MS,
            study::CHATTY_PREDICTED_MS
        ),
        arch(f, Pattern::Chatty, Transport::UNIX, kernels::REFERENCE).zip(batch).map(|(c, b)| {
            let (wall, boundary) = over_batch(c, b);
            format!(
                "{wall:+.0} ms wall ({boundary:+.0} ms boundary, {:.2} ms per extra crossing); echo predicts {predicted:.0} ms",
                boundary / 79.0
            )
        }),
        "paired per round, unpinned; the wall difference also holds compute and re-validation; prediction = 79 × unpinned 150,000-float echo",
    );
}

fn estimates(t: &mut Table, f: &Findings) {
    t.row(
        "preloaded stateful server (estimated)",
        &format!(
            "~{:.0} µs per call, ~{:.1} ms for 80",
            study::PRELOADED_CALL_US,
            study::PRELOADED_CALL_US * 80.0 / 1e3
        ),
        arch(f, Pattern::Preloaded, Transport::UNIX, kernels::REFERENCE)
            .and_then(|a| a.boundary_ms)
            .map(|b| {
                format!(
                    "measured: {:.0} µs per call, {:.2} ms for 80",
                    b.median * 1e3 / 80.0,
                    b.median
                )
            }),
        "boundary of the 80 params-only calls, unpinned",
    );
    let per_bar: Vec<String> = [Placement::SameCore, Placement::CrossCore]
        .iter()
        .filter_map(|&pl| {
            bar(f, pl, Transport::UNIX).map(|b| {
                format!(
                    "{}: {:.2} s ({:.1} µs per bar beyond in-process)",
                    pl.name(),
                    b.wall_s.median,
                    b.boundary_per_bar_us.median
                )
            })
        })
        .collect();
    t.row(
        "per-bar calls (estimated)",
        &format!(
            "{:.0} × {} µs ≈ {:.1} s",
            study::PER_BAR_CALLS,
            study::ECHO_8B_US,
            study::PER_BAR_CALLS * study::ECHO_8B_US / 1e6
        ),
        (!per_bar.is_empty()).then(|| format!("measured, Python, UDS: {}", per_bar.join("; "))),
        "pinned; the streaming kernel alone in process takes the rest (per-bar section)",
    );
    let no_boundary: Vec<String> = [Transport::PYO3, Transport::CTYPES]
        .iter()
        .filter_map(|&tr| {
            let floor = echo(f, Placement::InProcess, tr, Side::Python).and_then(|e| e.at(1));
            bar(f, Placement::InProcess, tr).map(|b| {
                format!(
                    "{}: 1-float echo {} µs, per-bar `push` {:.3} s ({:.2} µs per bar beyond the kernel)",
                    tr.name(),
                    floor.map_or("—".into(), |x| format!("{x:.2}")),
                    b.wall_s.median,
                    b.boundary_per_bar_us.median
                )
            })
        })
        .collect();
    t.row(
        "a call with no boundary (PyO3 / ctypes, from Python)",
        "—",
        (!no_boundary.is_empty()).then(|| no_boundary.join("; ")),
        "the zero point of the per-bar and echo rows above",
    );
    t.row(
        "spawn per combo (estimated)",
        "80 × 24 ms ≈ 1.9 s",
        arch(f, Pattern::SpawnPerCombo, Transport::SPAWN, kernels::REFERENCE)
            .and_then(|a| Some((a.boundary_ms?, a.calls)))
            .map(|(b, spawns)| {
                format!(
                    "measured: {:.2} s of boundary ({:.1} ms per spawn)",
                    b.median / 1e3,
                    b.median / spawns.max(1) as f64
                )
            }),
        "one spawn per combo, each sent the whole series",
    );
}

/// TCP, break-even and the shared-memory reference: the figures the study
/// did not measure or quoted from elsewhere.
fn references(t: &mut Table, f: &Findings, combos: usize) {
    t.row(
        "TCP",
        "not measured",
        arch(f, Pattern::Batch, Transport::TCP, kernels::REFERENCE).map(|a| {
            let ratio = echo(f, Placement::SameCore, Transport::TCP, Side::Python)
                .zip(echo(f, Placement::SameCore, Transport::UNIX, Side::Python))
                .map(|(t, u)| t.floor_us / u.floor_us);
            format!(
                "batch {:.3}× numba; echo floor TCP ÷ UDS {:.2}× (same core)",
                a.vs_numba.median,
                ratio.unwrap_or(f64::NAN)
            )
        }),
        "loopback, TCP_NODELAY",
    );
    let g: Vec<String> = arch(f, Pattern::Batch, Transport::UNIX, kernels::REFERENCE)
        .map(|a| {
            let combo_us = a.compute_s * 1e6 / combos as f64;
            [
                Placement::Unpinned,
                Placement::SameCore,
                Placement::CrossCore,
                Placement::InProcess,
            ]
            .iter()
            .filter_map(|&pl| {
                let transport = if pl == Placement::InProcess {
                    Transport::PYO3
                } else {
                    Transport::UNIX
                };
                echo(f, pl, transport, Side::Python).map(|e| {
                    format!(
                        "{} {:.0} ({} floor {:.2} µs)",
                        pl.name(),
                        combo_us / e.floor_us,
                        transport.name(),
                        e.floor_us
                    )
                })
            })
            .collect()
        })
        .unwrap_or_default();
    t.row(
        "break-even G per combo",
        &format!(
            "≈ {:.0} ({:.0} µs / {} µs)",
            study::BREAK_EVEN_G,
            study::PER_COMBO_US,
            study::ECHO_8B_US
        ),
        (!g.is_empty()).then(|| g.join(" · ")),
        "kernel-safe compute per combo ÷ the fitted Python floor, one placement per figure",
    );
    t.row(
        "shared memory reference (ZigBolt)",
        "~39 ns round trip — one thread of one process",
        Transport::all()
            .filter(|t| t.kind() == Kind::SharedMemory)
            .filter_map(|tr| echo(f, Placement::CrossCore, tr, Side::Rust).and_then(|e| e.at(1)))
            .reduce(f64::min)
            .map(|v| format!("{v:.2} µs between two processes on two cores")),
        "not the same measurement: a cross-process hand-off moves cache lines between cores",
    );
}
