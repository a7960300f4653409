//! "Study vs this machine": every figure of SPEC §7 beside what this run
//! measured, as ratios where absolute times cannot compare across machines.
//! Derived only from the other sections' findings.

use super::findings::{ArchFinding, BarFinding, EchoFit, Findings, SerFinding};
use super::{Context, Section, SectionOutput};
use anyhow::Result;
use serde_json::json;

pub struct Study;

fn arch<'a>(f: &'a Findings, name: &str, client: &str, kernel: &str) -> Option<&'a ArchFinding> {
    f.arch
        .iter()
        .find(|a| a.name == name && a.client == client && a.kernel == kernel)
}

fn echo<'a>(
    f: &'a Findings,
    placement: &str,
    transport: &str,
    client: &str,
) -> Option<&'a EchoFit> {
    f.echo
        .iter()
        .find(|e| e.placement == placement && e.transport == transport && e.client == client)
}

fn ser<'a>(f: &'a Findings, lang: &str, prefix: &str) -> Option<&'a SerFinding> {
    f.serialization
        .iter()
        .find(|s| s.lang == lang && s.format.starts_with(prefix))
}

fn bar<'a>(
    f: &'a Findings,
    placement: &str,
    transport: &str,
    client: &str,
) -> Option<&'a BarFinding> {
    f.per_bar
        .iter()
        .find(|b| b.placement == placement && b.transport == transport && b.client == client)
}

const MISSING: &str = "not measured in this run";

/// The table rows: (figure, study, this machine, how to compare).
fn rows(f: &Findings, combos: usize) -> Vec<[String; 4]> {
    let mut v: Vec<[String; 4]> = Vec::new();
    let mut row = |figure: &str, study: &str, ours: Option<String>, note: &str| {
        v.push([
            figure.into(),
            study.into(),
            ours.unwrap_or_else(|| MISSING.into()),
            note.into(),
        ]);
    };
    let numba = f.numba_m2_s.map(|s| s.median);
    row(
        "in_process (numba, 1 thread)",
        "2.010 s (1.00×)",
        numba.map(|s| format!("{s:.3} s (1.00×)")),
        "absolute times differ by machine; every ratio below is to this run's numba",
    );
    for (figure, study, name, kernel) in [
        (
            "rust_batch_unix",
            "2.276 s (1.13×)",
            "rust_batch_unix",
            "safe",
        ),
        (
            "rust_batch_unchecked",
            "2.337 s (1.16×)",
            "rust_batch_unchecked",
            "unchecked",
        ),
        (
            "rust_chatty_unix",
            "2.383 s (1.19×)",
            "rust_chatty_unix",
            "safe",
        ),
        (
            "rust_spawn_stdin",
            "2.300 s (1.14×)",
            "rust_spawn_stdin",
            "safe",
        ),
    ] {
        row(
            figure,
            study,
            arch(f, name, "Python", kernel).map(|a| {
                format!(
                    "{:.3} s ({:.3}×, min–max {:.3}–{:.3})",
                    a.wall_s.median, a.vs_numba.median, a.vs_numba.min, a.vs_numba.max
                )
            }),
            "Python client, kernel as named; × in-process numba, paired per run",
        );
    }
    row(
        "in-process cost per combo",
        "25,130 µs",
        numba.map(|s| format!("{:.0} µs", s / combos as f64 * 1e6)),
        "numba M2 sweep ÷ 80",
    );
    let ladder = |label: &str| f.in_process.iter().find(|r| r.0.starts_with(label));
    row(
        "speed ladder: numba → parallel numba",
        "2.0 s → 0.23 s on 12 cores (8.7×)",
        ladder("numba M3").map(|m3| {
            format!(
                "{} {:.3} s ({:.2}× faster than M2)",
                m3.0,
                m3.1.median,
                1.0 / m3.2.median
            )
        }),
        "2 cores here; pandas (69.9 s) and numpy (3.1 s) rungs are not rebuilt",
    );
    let py_unix = |pl: &str| echo(f, pl, "unix", "Python");
    let at = |pl: &str, floats: usize| py_unix(pl).and_then(|e| e.at(floats));
    let placements = |floats: usize| {
        let cells: Vec<String> = ["same core", "cross core", "unpinned"]
            .iter()
            .filter_map(|pl| at(pl, floats).map(|t| format!("{pl} {t:.1} µs")))
            .collect();
        (!cells.is_empty()).then(|| cells.join(" · "))
    };
    row(
        "echo round trip, 8 bytes (Python, UDS)",
        "14.1 µs (floor 14.05 µs)",
        placements(1),
        "p50; this VM's floor depends on placement (echo section)",
    );
    row(
        "echo round trip, 1,000 floats",
        "18.1 µs (1.28× the 8-byte trip)",
        placements(1_000).map(|s| {
            let r = at("same core", 1_000)
                .zip(at("same core", 1))
                .map(|(a, b)| a / b);
            format!("{s} ({:.2}× same core)", r.unwrap_or(f64::NAN))
        }),
        "",
    );
    row(
        "echo round trip, 150,000 floats (1.2 MB each way)",
        "2,043.4 µs (~1.2 GB/s)",
        at("same core", 150_000).map(|t| {
            format!(
                "{t:.0} µs same core ({:.2} GB/s)",
                2.0 * 1.2e6 / (t * 1e-6) / 1e9
            )
        }),
        "effective rate: 2 × 1.2 MB ÷ round trip",
    );
    row(
        "echo curve shape",
        "flat below ~8 KB, linear above ~10,000 floats",
        py_unix("same core").map(|e| {
            format!(
                "fitted floor {:.1} µs, bandwidth {:.2} GB/s, knee {:.0} floats (same core)",
                e.floor_us,
                e.bandwidth / 1e9,
                e.floor_us * 1e-6 * e.bandwidth / 16.0
            )
        }),
        "knee: where the payload term equals the floor",
    );
    let raw = ser(f, "Python", "raw");
    row(
        "serialization: raw astype('<f8').tobytes()",
        "49.1 µs",
        raw.map(|r| format!("{:.1} µs", r.encode_us.median)),
        "encode, 150,000 floats",
    );
    row(
        "serialization: pickle",
        "slightly below raw",
        ser(f, "Python", "pickle").zip(raw).map(|(p, r)| {
            format!(
                "{:.1} µs ({:.2}× raw)",
                p.encode_us.median,
                p.encode_us.median / r.encode_us.median
            )
        }),
        "encode",
    );
    row(
        "serialization: json.dumps(close.tolist())",
        "66,243 µs (1348× raw)",
        ser(f, "Python", "json.dumps").zip(raw).map(|(j, r)| {
            format!(
                "{:.0} µs ({:.0}× raw)",
                j.encode_us.median,
                j.encode_us.median / r.encode_us.median
            )
        }),
        "encode; the ratio depends on how fast this machine copies memory",
    );
    let json_batch = arch(f, "rust_batch_unix_json", "Python", "safe");
    let bin_batch = arch(f, "rust_batch_unix", "Python", "safe");
    row(
        "JSON protocol end to end",
        "not built (priced at ~66 ms per call)",
        json_batch.zip(bin_batch).map(|(j, b)| {
            format!(
                "batch +{:.0} ms over binary ({:.3}× numba); chatty: {}",
                (j.wall_s.median - b.wall_s.median) * 1e3,
                j.vs_numba.median,
                arch(f, "rust_chatty_unix_json", "Python", "safe").map_or(
                    MISSING.into(),
                    |c| format!("{:.3}× numba", c.vs_numba.median)
                )
            )
        }),
        "Python client, UDS, SWEEP_JSON",
    );
    let spawn = arch(f, "rust_spawn_stdin", "Python", "safe");
    row(
        "spawn per sweep",
        "~24 ms",
        spawn
            .and_then(|a| a.boundary_ms)
            .map(|b| format!("{:.1} ms", b.median)),
        "boundary of the spawn row (wall − engine handling)",
    );
    let chatty = arch(f, "rust_chatty_unix", "Python", "safe");
    row(
        "chatty penalty",
        "+107 ms (~1.4 ms per extra crossing); echo predicts ~81 ms",
        chatty.zip(bin_batch).map(|(c, b)| {
            let extra = (c.wall_s.median - b.wall_s.median) * 1e3;
            let predicted = at("unpinned", 150_000).map_or(f64::NAN, |t| 79.0 * t / 1e3);
            format!(
                "+{extra:.0} ms ({:.2} ms per extra crossing); echo predicts {predicted:.0} ms",
                extra / 79.0
            )
        }),
        "79 extra 1.2 MB crossings; prediction = 79 × unpinned 150,000-float echo",
    );
    row(
        "preloaded stateful server (estimated)",
        "~16 µs per call, ~1.3 ms for 80",
        arch(f, "rust_chatty_preloaded", "Python", "safe")
            .and_then(|a| a.boundary_ms)
            .map(|b| {
                format!(
                    "measured: {:.0} µs per call, {:.2} ms for 80",
                    b.median * 1e3 / 80.0,
                    b.median
                )
            }),
        "boundary of the 80 params-only calls",
    );
    row(
        "per-bar calls (estimated)",
        "150,000 × 14 µs ≈ 2.1 s",
        {
            let cells: Vec<String> = [("same core", "unix"), ("cross core", "unix")]
                .iter()
                .filter_map(|(pl, t)| {
                    bar(f, pl, t, "Python").map(|b| {
                        format!(
                            "{pl}: {:.2} s ({:.1} µs per bar beyond in-process)",
                            b.wall_s.median, b.boundary_per_bar_us.median
                        )
                    })
                })
                .collect();
            (!cells.is_empty()).then(|| format!("measured, Python, UDS: {}", cells.join("; ")))
        },
        "the streaming kernel alone in process takes the rest (per-bar section)",
    );
    row(
        "spawn per combo (estimated)",
        "80 × 24 ms ≈ 1.9 s",
        arch(f, "rust_spawn_per_combo", "Python", "safe")
            .and_then(|a| a.boundary_ms)
            .map(|b| {
                format!(
                    "measured: {:.2} s of boundary ({:.1} ms per spawn)",
                    b.median / 1e3,
                    b.median / 80.0
                )
            }),
        "80 spawns, each with the 1.2 MB series",
    );
    row(
        "TCP",
        "not measured",
        arch(f, "rust_batch_tcp", "Python", "safe").map(|a| {
            let ratio = echo(f, "same core", "tcp", "Python")
                .and_then(|t| py_unix("same core").map(|u| t.floor_us / u.floor_us));
            format!(
                "batch {:.3}× numba; echo floor TCP ÷ UDS {:.2}× (same core)",
                a.vs_numba.median,
                ratio.unwrap_or(f64::NAN)
            )
        }),
        "loopback, TCP_NODELAY",
    );
    row(
        "break-even G per combo",
        "≈ 1795 (25,130 µs / 14 µs)",
        arch(f, "rust_batch_unix", "Python", "safe")
            .zip(py_unix("same core"))
            .map(|(a, e)| {
                let combo_us = a.compute_s * 1e6 / combos as f64;
                format!(
                    "{:.0} ({combo_us:.0} µs / {:.1} µs same-core floor)",
                    combo_us / e.floor_us,
                    e.floor_us
                )
            }),
        "kernel-safe compute per combo ÷ Python UDS floor",
    );
    row(
        "shared memory reference (ZigBolt)",
        "~39 ns round trip — one thread of one process",
        ["shm spin", "shm spin-then-futex"]
            .iter()
            .filter_map(|t| echo(f, "cross core", t, "Rust").and_then(|e| e.at(1)))
            .reduce(f64::min)
            .map(|t| format!("{t:.2} µs between two processes on two cores")),
        "not the same measurement: a cross-process hand-off moves cache lines between cores",
    );
    v
}

impl Section for Study {
    fn id(&self) -> &'static str {
        "study"
    }

    fn needs(&self) -> &'static [&'static str] {
        &[
            "in_process",
            "architectures",
            "echo",
            "serialization",
            "per_bar",
        ]
    }

    fn run(&self, ctx: &mut Context) -> Result<SectionOutput> {
        let rows = rows(&ctx.findings, ctx.paper.params.len());
        let mut table = String::from(
            "| figure (SPEC §7) | study (Apple M2 Max) | this machine | how it compares |\n|---|---|---|---|\n",
        );
        for r in &rows {
            table.push_str(&format!("| {} | {} | {} | {} |\n", r[0], r[1], r[2], r[3]));
        }
        let markdown = format!(
            "## Study vs this machine\n\n\
             Every figure the study published (SPEC §7) beside this run's measurement of the \
             same thing. Absolute times do not carry across machines (an M2 Max against a \
             2-vCPU VM), so the architectures are compared as ratios to in-process numba \
             measured in the same run, and the boundary figures with the placement they were \
             measured in. The study's estimates are now measurements.\n\n{table}"
        );
        Ok(SectionOutput {
            markdown,
            data: json!({"rows": rows}),
            csv: None,
            summary: Some(format!("**Study vs this machine**\n\n{table}")),
        })
    }
}
