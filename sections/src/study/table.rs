//! The "study vs this machine" table: every figure the study published
//! (docs/study.md#published-figures) beside this
//! run's measurement of the same thing, each with the placement it was
//! measured in (never two placements in one figure).

use anyhow::{Result, anyhow};
use measure::affinity::Placement;
use measure::numba::Rung;
use measure::stats::paired_difference;
use report::findings::{ArchFinding, BarFinding, EchoFit, Engine, Findings, SerFinding};
use report::keys::ArchKey;
use report::keys::Transport;
use report::keys::{Pattern, Side};
use report::study_figures as study;
use report::template::{Prose, Slot, slot};
use transport::table::Kind;

/// The table's words: its header, one part per row (the row's figure,
/// the study's cell, the comparison note, a slot for this machine's cell)
/// and the measured cells' phrasing (`<row>.ours`).
const PROSE: Prose = Prose {
    file: "study_table.md",
    text: include_str!("../../templates/study_table.md"),
};

/// Rows of (figure, study, this machine, how to compare).
#[derive(Default)]
pub struct Table(pub Vec<[String; 4]>);

impl Table {
    /// Row `part` of the template, its study cell filled from `slots` and
    /// its measured cell `ours` (the `missing` part when this run has none).
    fn row(&mut self, part: &str, slots: &[Slot<'_>], ours: Option<String>) -> Result<()> {
        let ours = match ours {
            Some(o) => o,
            None => PROSE.part("missing", &[])?,
        };
        let mut all = slots.to_vec();
        all.push(slot("ours", ours));
        let line = PROSE.part(part, &all)?;
        // A Markdown table cell holds no `|`, so the row splits back into its cells.
        let cells: Vec<String> = line
            .trim()
            .strip_prefix("| ")
            .and_then(|l| l.strip_suffix(" |"))
            .map(|l| l.split(" | ").map(str::to_string).collect())
            .unwrap_or_default();
        let cells: [String; 4] = cells.try_into().map_err(|c: Vec<String>| {
            anyhow!("study_table.md, part {part:?}: {} cells, not 4", c.len())
        })?;
        self.0.push(cells);
        Ok(())
    }

    pub fn markdown(&self) -> Result<String> {
        let mut t = PROSE.main(&[])?;
        t.push('\n');
        for r in &self.0 {
            t.push_str(&format!("| {} | {} | {} | {} |\n", r[0], r[1], r[2], r[3]));
        }
        Ok(t)
    }
}

/// Part `name` of the table's template, filled (a measured cell).
fn cell(name: &str, slots: &[Slot<'_>]) -> Result<String> {
    PROSE.part(name, slots)
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

pub fn table(f: &Findings, combos: usize) -> Result<Table> {
    let mut t = Table::default();
    architectures(&mut t, f, combos)?;
    echo_rows(&mut t, f)?;
    serialization(&mut t, f)?;
    penalties(&mut t, f)?;
    estimates(&mut t, f)?;
    references(&mut t, f, combos)?;
    Ok(t)
}

fn architectures(t: &mut Table, f: &Findings, combos: usize) -> Result<()> {
    let numba = f.numba_m2_s.map(|s| s.median);
    t.row(
        "numba",
        &[slot("study", study::wall(study::NUMBA_S))],
        numba
            .map(|s| cell("numba.ours", &[slot("seconds", format!("{s:.3}"))]))
            .transpose()?,
    )?;
    study_architectures(t, f)?;
    zero_point(t, f)?;
    in_process(t, f, combos)
}

/// The four architectures the study timed, as ratios to this run's numba.
fn study_architectures(t: &mut Table, f: &Findings) -> Result<()> {
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
        let ours = arch(f, pattern, transport, kernel)
            .map(|a| {
                cell(
                    "architecture.ours",
                    &[
                        slot("seconds", format!("{:.3}", a.wall_s.median)),
                        slot("ratio", format!("{:.3}", a.vs_numba.median)),
                        slot("min", format!("{:.3}", a.vs_numba.min)),
                        slot("max", format!("{:.3}", a.vs_numba.max)),
                    ],
                )
            })
            .transpose()?;
        t.row(
            "architecture",
            &[slot("figure", figure), slot("study", study::wall(seconds))],
            ours,
        )?;
    }
    Ok(())
}

/// The kernel with no boundary at all, beside the same kernel over UDS.
fn zero_point(t: &mut Table, f: &Findings) -> Result<()> {
    let boundary = |a: &ArchFinding, digits: usize| {
        format!(
            "{:.*}",
            digits,
            a.boundary_ms.map_or(f64::NAN, |b| b.median)
        )
    };
    let unix = arch(f, Pattern::Batch, Transport::UNIX, kernels::REFERENCE)
        .map(|u| {
            cell(
                "zero_point.unix",
                &[
                    slot("ratio", format!("{:.3}", u.vs_numba.median)),
                    slot("boundary", boundary(u, 2)),
                ],
            )
        })
        .transpose()?;
    let ours = arch(f, Pattern::Batch, Transport::PYO3, kernels::REFERENCE)
        .map(|a| {
            cell(
                "zero_point.ours",
                &[
                    slot("seconds", format!("{:.3}", a.wall_s.median)),
                    slot("ratio", format!("{:.3}", a.vs_numba.median)),
                    slot("boundary", boundary(a, 3)),
                    slot("unix", unix.clone().unwrap_or_default()),
                ],
            )
        })
        .transpose()?;
    t.row("zero_point", &[], ours)
}

/// numba's cost per combo and the parallel rung of its speed ladder.
fn in_process(t: &mut Table, f: &Findings, combos: usize) -> Result<()> {
    let numba = f.numba_m2_s.map(|s| s.median);
    t.row(
        "per_combo",
        &[slot("study", format!("{:.0}", study::PER_COMBO_US))],
        numba
            .map(|s| {
                cell(
                    "micros",
                    &[slot("us", format!("{:.0}", s / combos as f64 * 1e6))],
                )
            })
            .transpose()?,
    )?;
    let m3 = f.in_process_of(&Engine::Numba(Rung::M3));
    t.row(
        "ladder",
        &[],
        m3.map(|m3| {
            cell(
                "ladder.ours",
                &[
                    slot("label", &m3.label),
                    slot("seconds", format!("{:.3}", m3.time.median)),
                    slot("faster", format!("{:.2}", 1.0 / m3.vs_numba.median)),
                ],
            )
        })
        .transpose()?,
    )
}

fn echo_rows(t: &mut Table, f: &Findings) -> Result<()> {
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
        "echo_8b",
        &[
            slot("echo", study::ECHO_8B_US),
            slot("floor", study::ECHO_FLOOR_US),
        ],
        placements(1),
    )?;
    t.row(
        "echo_1000",
        &[
            slot("echo", study::ECHO_1000_US),
            slot(
                "ratio",
                format!("{:.2}", study::ECHO_1000_US / study::ECHO_8B_US),
            ),
        ],
        placements(1_000)
            .map(|s| {
                let r = at(Placement::Unpinned, 1_000)
                    .zip(at(Placement::Unpinned, 1))
                    .map(|(a, b)| a / b);
                cell(
                    "echo_1000.ours",
                    &[
                        slot("placements", s),
                        slot("ratio", format!("{:.2}", r.unwrap_or(f64::NAN))),
                    ],
                )
            })
            .transpose()?,
    )?;
    t.row(
        "echo_150k",
        &[
            slot("echo", format!("{:.1}", study::ECHO_150K_US)),
            slot("rate", format!("{:.1}", study::echo_bandwidth() / 1e9)),
        ],
        at(Placement::Unpinned, 150_000)
            .map(|v| {
                cell(
                    "echo_150k.ours",
                    &[
                        slot("us", format!("{v:.0}")),
                        slot("rate", format!("{:.2}", 2.0 * 1.2e6 / (v * 1e-6) / 1e9)),
                    ],
                )
            })
            .transpose()?,
    )?;
    t.row(
        "echo_shape",
        &[],
        echo(f, Placement::Unpinned, Transport::UNIX, Side::Python)
            .map(|e| {
                cell(
                    "echo_shape.ours",
                    &[
                        slot("floor", format!("{:.1}", e.floor_us)),
                        slot("rate", format!("{:.2}", e.bandwidth / 1e9)),
                        slot(
                            "knee",
                            format!("{:.0}", e.floor_us * 1e-6 * e.bandwidth / 16.0),
                        ),
                    ],
                )
            })
            .transpose()?,
    )
}

/// "<us> µs (<times>× raw)" with the given precisions.
fn times_raw(us: String, times: String) -> Result<String> {
    cell("times_raw", &[slot("us", us), slot("times", times)])
}

fn serialization(t: &mut Table, f: &Findings) -> Result<()> {
    let raw = ser(f, "raw");
    t.row(
        "raw",
        &[slot("study", study::RAW_TOBYTES_US)],
        raw.map(|r| {
            cell(
                "micros",
                &[slot("us", format!("{:.1}", r.encode_us.median))],
            )
        })
        .transpose()?,
    )?;
    t.row(
        "pickle",
        &[],
        ser(f, "pickle")
            .zip(raw)
            .map(|(p, r)| {
                times_raw(
                    format!("{:.1}", p.encode_us.median),
                    format!("{:.2}", p.encode_us.median / r.encode_us.median),
                )
            })
            .transpose()?,
    )?;
    t.row(
        "json_dumps",
        &[slot(
            "study",
            times_raw(
                format!("{:.0}", study::JSON_DUMPS_US),
                format!("{:.0}", study::JSON_X_RAW),
            )?,
        )],
        ser(f, "json.dumps")
            .zip(raw)
            .map(|(j, r)| {
                times_raw(
                    format!("{:.0}", j.encode_us.median),
                    format!("{:.0}", j.encode_us.median / r.encode_us.median),
                )
            })
            .transpose()?,
    )?;
    let (json, bin) = (
        arch(f, Pattern::BatchJson, Transport::UNIX, kernels::REFERENCE),
        arch(f, Pattern::Batch, Transport::UNIX, kernels::REFERENCE),
    );
    let chatty = match arch(f, Pattern::ChattyJson, Transport::UNIX, kernels::REFERENCE) {
        Some(c) => cell(
            "times_numba",
            &[slot("ratio", format!("{:.3}", c.vs_numba.median))],
        )?,
        None => cell("missing", &[])?,
    };
    t.row(
        "json_protocol",
        &[],
        json.zip(bin)
            .map(|(j, b)| {
                cell(
                    "json_protocol.ours",
                    &[
                        slot(
                            "ms",
                            format!(
                                "{:+.0}",
                                paired_ms(&j.wall_runs, &b.wall_runs).unwrap_or(f64::NAN)
                            ),
                        ),
                        slot("ratio", format!("{:.3}", j.vs_numba.median)),
                        slot("chatty", &chatty),
                    ],
                )
            })
            .transpose()?,
    )
}

fn penalties(t: &mut Table, f: &Findings) -> Result<()> {
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
        "spawn_sweep",
        &[slot("study", format!("{:.0}", study::SPAWN_PER_SWEEP_MS))],
        arch(f, Pattern::Spawn, Transport::SPAWN, kernels::REFERENCE)
            .zip(batch)
            .map(|(s, b)| {
                let (wall, boundary) = over_batch(s, b);
                cell(
                    "spawn_sweep.ours",
                    &[
                        slot("wall", format!("{wall:+.1}")),
                        slot("boundary", format!("{boundary:+.1}")),
                    ],
                )
            })
            .transpose()?,
    )?;
    let predicted = echo(f, Placement::Unpinned, Transport::UNIX, Side::Python)
        .and_then(|e| e.at(150_000))
        .map_or(f64::NAN, |v| 79.0 * v / 1e3);
    t.row(
        "chatty",
        &[
            slot("study", format!("{:.0}", study::CHATTY_PENALTY_MS)),
            slot(
                "study_predicted",
                format!("{:.0}", study::CHATTY_PREDICTED_MS),
            ),
        ],
        arch(f, Pattern::Chatty, Transport::UNIX, kernels::REFERENCE)
            .zip(batch)
            .map(|(c, b)| {
                let (wall, boundary) = over_batch(c, b);
                cell(
                    "chatty.ours",
                    &[
                        slot("wall", format!("{wall:+.0}")),
                        slot("boundary", format!("{boundary:+.0}")),
                        slot("per_crossing", format!("{:.2}", boundary / 79.0)),
                        slot("predicted", format!("{predicted:.0}")),
                    ],
                )
            })
            .transpose()?,
    )
}

fn estimates(t: &mut Table, f: &Findings) -> Result<()> {
    t.row(
        "preloaded",
        &[
            slot("study_us", format!("{:.0}", study::PRELOADED_CALL_US)),
            slot(
                "study_ms",
                format!("{:.1}", study::PRELOADED_CALL_US * 80.0 / 1e3),
            ),
        ],
        arch(f, Pattern::Preloaded, Transport::UNIX, kernels::REFERENCE)
            .and_then(|a| a.boundary_ms)
            .map(|b| {
                cell(
                    "preloaded.ours",
                    &[
                        slot("us", format!("{:.0}", b.median * 1e3 / 80.0)),
                        slot("ms", format!("{:.2}", b.median)),
                    ],
                )
            })
            .transpose()?,
    )?;
    let per_bar = [Placement::SameCore, Placement::CrossCore]
        .iter()
        .filter_map(|&pl| {
            bar(f, pl, Transport::UNIX).map(|b| {
                cell(
                    "per_bar.placement",
                    &[
                        slot("placement", pl.name()),
                        slot("seconds", format!("{:.2}", b.wall_s.median)),
                        slot("us", format!("{:.1}", b.boundary_per_bar_us.median)),
                    ],
                )
            })
        })
        .collect::<Result<Vec<String>>>()?;
    t.row(
        "per_bar",
        &[
            slot("calls", format!("{:.0}", study::PER_BAR_CALLS)),
            slot("us", study::ECHO_8B_US),
            slot(
                "seconds",
                format!("{:.1}", study::PER_BAR_CALLS * study::ECHO_8B_US / 1e6),
            ),
        ],
        (!per_bar.is_empty())
            .then(|| cell("per_bar.ours", &[slot("placements", per_bar.join("; "))]))
            .transpose()?,
    )?;
    let no_boundary = [Transport::PYO3, Transport::CTYPES]
        .iter()
        .filter_map(|&tr| {
            let floor = echo(f, Placement::InProcess, tr, Side::Python).and_then(|e| e.at(1));
            bar(f, Placement::InProcess, tr).map(|b| {
                cell(
                    "no_boundary.transport",
                    &[
                        slot("transport", tr.name()),
                        slot("floor", floor.map_or("—".into(), |x| format!("{x:.2}"))),
                        slot("seconds", format!("{:.3}", b.wall_s.median)),
                        slot("us", format!("{:.2}", b.boundary_per_bar_us.median)),
                    ],
                )
            })
        })
        .collect::<Result<Vec<String>>>()?;
    t.row(
        "no_boundary",
        &[],
        (!no_boundary.is_empty()).then(|| no_boundary.join("; ")),
    )?;
    t.row(
        "spawn_combo",
        &[],
        arch(
            f,
            Pattern::SpawnPerCombo,
            Transport::SPAWN,
            kernels::REFERENCE,
        )
        .and_then(|a| Some((a.boundary_ms?, a.calls)))
        .map(|(b, spawns)| {
            cell(
                "spawn_combo.ours",
                &[
                    slot("seconds", format!("{:.2}", b.median / 1e3)),
                    slot("ms", format!("{:.1}", b.median / spawns.max(1) as f64)),
                ],
            )
        })
        .transpose()?,
    )
}

/// TCP, break-even and the shared-memory reference: the figures the study
/// did not measure or quoted from elsewhere.
fn references(t: &mut Table, f: &Findings, combos: usize) -> Result<()> {
    t.row(
        "tcp",
        &[],
        arch(f, Pattern::Batch, Transport::TCP, kernels::REFERENCE)
            .map(|a| {
                let ratio = echo(f, Placement::SameCore, Transport::TCP, Side::Python)
                    .zip(echo(f, Placement::SameCore, Transport::UNIX, Side::Python))
                    .map(|(t, u)| t.floor_us / u.floor_us);
                cell(
                    "tcp.ours",
                    &[
                        slot("ratio", format!("{:.3}", a.vs_numba.median)),
                        slot("floors", format!("{:.2}", ratio.unwrap_or(f64::NAN))),
                    ],
                )
            })
            .transpose()?,
    )?;
    let g: Vec<String> = match arch(f, Pattern::Batch, Transport::UNIX, kernels::REFERENCE) {
        Some(a) => {
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
                    cell(
                        "break_even.placement",
                        &[
                            slot("placement", pl.name()),
                            slot("g", format!("{:.0}", combo_us / e.floor_us)),
                            slot("transport", transport.name()),
                            slot("floor", format!("{:.2}", e.floor_us)),
                        ],
                    )
                })
            })
            .collect::<Result<_>>()?
        }
        None => Vec::new(),
    };
    t.row(
        "break_even",
        &[
            slot("g", format!("{:.0}", study::BREAK_EVEN_G)),
            slot("combo", format!("{:.0}", study::PER_COMBO_US)),
            slot("echo", study::ECHO_8B_US),
        ],
        (!g.is_empty()).then(|| g.join(" · ")),
    )?;
    t.row(
        "shm",
        &[],
        Transport::all()
            .filter(|t| t.kind() == Kind::SharedMemory)
            .filter_map(|tr| echo(f, Placement::CrossCore, tr, Side::Rust).and_then(|e| e.at(1)))
            .reduce(f64::min)
            .map(|v| cell("shm.ours", &[slot("us", format!("{v:.2}"))]))
            .transpose()?,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use measure::stats::Summary;

    fn s(median: f64) -> Summary {
        Summary {
            median,
            min: median,
            max: median,
            n: 3,
        }
    }

    fn arch_row(pattern: Pattern, transport: Transport, kernel: &str) -> ArchFinding {
        let key = ArchKey::new(pattern, transport, Side::Python, kernel);
        ArchFinding {
            calls: key.calls(80),
            wall_s: s(2.2),
            wall_runs: vec![2.2; 3],
            boundary_runs_ms: Some(vec![3.0; 3]),
            vs_numba: s(1.1),
            compute_s: 2.0,
            boundary_ms: Some(s(3.0)),
            share: Some(s(0.001)),
            key,
        }
    }

    fn fit(placement: Placement, transport: Transport, client: Side) -> EchoFit {
        EchoFit {
            placement,
            transport,
            client,
            p50_us: vec![(1, 10.0), (1_000, 12.0), (150_000, 900.0)],
            floor_us: 10.0,
            bandwidth: 1e9,
        }
    }

    fn bar_row(placement: Placement, transport: Transport) -> BarFinding {
        BarFinding {
            placement,
            transport,
            client: Side::Python,
            wall_s: s(1.6),
            per_bar_us: s(10.5),
            boundary_per_bar_us: s(10.0),
            boundary_per_bar_ci: None,
        }
    }

    fn serialized(format: &str, us: f64) -> SerFinding {
        SerFinding {
            lang: "Python".into(),
            format: format.into(),
            bytes: 1_200_000,
            encode_us: s(us),
            decode_us: s(1.0),
        }
    }

    /// A run that measured every row the table reads.
    fn everything() -> Findings {
        use Pattern::*;
        let r = kernels::REFERENCE;
        Findings {
            numba_m2_s: Some(s(2.0)),
            numba_m2_runs: vec![2.0; 3],
            in_process: vec![report::findings::InProcessFinding {
                engine: Engine::Numba(Rung::M3),
                label: "numba-parallel".into(),
                time: s(1.0),
                vs_numba: s(0.5),
            }],
            arch: vec![
                arch_row(Batch, Transport::UNIX, r),
                arch_row(Batch, Transport::UNIX, "unchecked"),
                arch_row(Chatty, Transport::UNIX, r),
                arch_row(Spawn, Transport::SPAWN, r),
                arch_row(Batch, Transport::PYO3, r),
                arch_row(BatchJson, Transport::UNIX, r),
                arch_row(ChattyJson, Transport::UNIX, r),
                arch_row(Preloaded, Transport::UNIX, r),
                arch_row(SpawnPerCombo, Transport::SPAWN, r),
                arch_row(Batch, Transport::TCP, r),
            ],
            echo: vec![
                fit(Placement::Unpinned, Transport::UNIX, Side::Python),
                fit(Placement::SameCore, Transport::UNIX, Side::Python),
                fit(Placement::CrossCore, Transport::UNIX, Side::Python),
                fit(Placement::SameCore, Transport::TCP, Side::Python),
                fit(Placement::InProcess, Transport::PYO3, Side::Python),
                fit(Placement::CrossCore, Transport::SHM_SPIN, Side::Rust),
            ],
            serialization: vec![
                serialized("raw astype('<f8').tobytes() (numpy)", 60.0),
                serialized("pickle (pickle)", 55.0),
                serialized("json.dumps(close.tolist()) (json)", 60_000.0),
            ],
            per_bar: vec![
                bar_row(Placement::SameCore, Transport::UNIX),
                bar_row(Placement::CrossCore, Transport::UNIX),
                bar_row(Placement::InProcess, Transport::PYO3),
                bar_row(Placement::InProcess, Transport::CTYPES),
            ],
            ..Default::default()
        }
    }

    #[test]
    fn every_row_has_four_cells_and_every_part_is_reached() {
        report::template::FILLED.with(|f| f.borrow_mut().clear());
        let full = table(&everything(), 80).unwrap();
        let empty = table(&Findings::default(), 80).unwrap();
        assert_eq!(full.0.len(), empty.0.len());
        assert!(
            full.0.iter().all(|r| !r[2].contains("not measured")),
            "{:?}",
            full.0
        );
        assert!(empty.0.iter().all(|r| r[2] == "not measured in this run"));
        let md = full.markdown().unwrap();
        assert_eq!(md.lines().count(), 2 + full.0.len());
        assert!(
            md.contains("| rust_batch_unix | ") && md.contains("(1.100×, min–max 1.100–1.100)"),
            "{md}"
        );
        assert_eq!(PROSE.unfilled(), Vec::<&str>::new());
    }
}
