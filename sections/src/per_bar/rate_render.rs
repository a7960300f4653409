//! Rendering the paced rows: the latency and CPU table, the cache-line
//! floor and the shared-memory rows' ratio to it, the sessions' spread, and
//! the choice ([`super::choice`]) beside them. The prose is
//! `templates/per_bar_rate*.md`.

use super::cell_text::{us, waits_by};
use super::choice;
use super::record::{Cell, Measured, Outcome, RateRecord};
use anyhow::Result;
use measure::affinity::Placement;
use measure::paced::{Percentiles, Rate, bars_above};
use report::keys::{Side, Transport};
use report::template::{self, slot};
use serde_json::{Value, json};
use std::fmt::Write as _;

/// The goal: shared memory's p50 beyond the kernel over the floor.
pub const FLOOR_RATIO_GOAL: f64 = 1.3;

pub fn table(rec: &RateRecord) -> String {
    let mut t = String::from(
        "| placement | transport | client | waits by | rate | bars (above p99.9) | p50 µs | p90 µs | p99 µs (95% CI) | p99.9 µs (95% CI) | max µs | CPU µs / bar: client · engine | last bar sent late µs | gate |\n|---|---|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|\n",
    );
    for c in &rec.cells {
        let head = format!(
            "| {} | {} | {} | {} | {} |",
            c.placement.name(),
            c.transport_name(),
            c.client.name(),
            waits_by(c.transport, c.placement),
            c.rate.name()
        );
        match &c.outcome {
            Outcome::Unreachable { back_to_back_hz } => {
                let _ = writeln!(
                    t,
                    "{head} — | not run: above {:.0}% of the {:.0} bars/s it sustains back to back | | | | | | | |",
                    measure::paced::REACHABLE_SHARE * 100.0,
                    back_to_back_hz
                );
            }
            Outcome::Measured(m) => {
                let l = &m.latency;
                let (cl, en) = m.cpu_per_bar_us();
                let _ = writeln!(
                    t,
                    "{head} {} ({}) | {} | {} | {} ({}–{}) | {} ({}–{}) | {} | {cl:.2} · {en:.2} | {} | trades exact, pnl {} |",
                    l.n,
                    bars_above(l.n, 0.999),
                    us(l.p50_ns),
                    us(l.p90_ns),
                    us(l.p99_ns),
                    us(l.p99_ci.0),
                    us(l.p99_ci.1),
                    us(l.p999_ns),
                    us(l.p999_ci.0),
                    us(l.p999_ci.1),
                    us(l.max_ns),
                    us(m.behind_at_end_ns),
                    if m.bit_identical {
                        "bit-identical"
                    } else {
                        "within 1e-6"
                    },
                );
            }
        }
    }
    t
}

fn floor_table(rec: &RateRecord) -> String {
    let mut t = String::from(
        "| placement | round trips | p50 µs | p99 µs | p99.9 µs | max µs |\n|---|--:|--:|--:|--:|--:|\n",
    );
    for f in &rec.floor {
        let l = &f.latency;
        let _ = writeln!(
            t,
            "| {} | {} | {} | {} | {} | {} |",
            f.placement.name(),
            l.n,
            us(l.p50_ns),
            us(l.p99_ns),
            us(l.p999_ns),
            us(l.max_ns)
        );
    }
    t
}

/// Shared memory, Rust client, cross core, as fast as possible:
/// (transport, p50 beyond the in-process kernel µs, floor p50 µs, ratio).
/// The Python client's rows are its own Python too, not the transport's.
pub fn floor_ratios(rec: &RateRecord) -> Vec<(Transport, f64, f64, f64)> {
    let Some(floor) = rec
        .floor
        .iter()
        .find(|f| f.placement == Placement::CrossCore)
    else {
        return Vec::new();
    };
    let floor_us = floor.latency.p50_ns as f64 / 1e3;
    rec.cells
        .iter()
        .filter(|c| {
            c.placement == Placement::CrossCore
                && c.rate == Rate::AsFastAsPossible
                && c.client == Side::Rust
                && c.transport
                    .is_some_and(|t| t.entry().kind == transport::table::Kind::SharedMemory)
        })
        .filter_map(|c| match (&c.outcome, c.transport) {
            (Outcome::Measured(m), Some(t)) => {
                let beyond = (m.latency.p50_ns as f64 - rec.in_process_bar_ns) / 1e3;
                Some((t, beyond, floor_us, beyond / floor_us))
            }
            _ => None,
        })
        .collect()
}

/// How far a cell's sessions part: (largest − smallest) ÷ the middle one
/// of their p50s, percent; `None` for a cell of one session.
pub fn session_spread_pct(m: &Measured) -> Option<f64> {
    if m.session_p50_ns.len() < 2 {
        return None;
    }
    let mut v = m.session_p50_ns.clone();
    v.sort_unstable();
    let middle = v[v.len() / 2] as f64;
    Some((v[v.len() - 1] - v[0]) as f64 / middle.max(1.0) * 100.0)
}

/// The sessions' spread across the measured cells: its median, the
/// widest, and that cell's label and sessions' p50s (ns); `None` when no
/// cell pooled sessions.
pub fn sessions_spread(cells: &[Cell]) -> Option<(f64, f64, String, Vec<u64>)> {
    let mut spreads: Vec<(f64, &Cell)> = cells
        .iter()
        .filter_map(|c| match &c.outcome {
            Outcome::Measured(m) => Some((session_spread_pct(m)?, c)),
            Outcome::Unreachable { .. } => None,
        })
        .collect();
    if spreads.is_empty() {
        return None;
    }
    spreads.sort_by(|a, b| a.0.total_cmp(&b.0));
    let n = spreads.len();
    let median = if n % 2 == 1 {
        spreads[n / 2].0
    } else {
        (spreads[n / 2 - 1].0 + spreads[n / 2].0) / 2.0
    };
    let (max, c) = spreads[n - 1];
    let p50s = match &c.outcome {
        Outcome::Measured(m) => m.session_p50_ns.clone(),
        Outcome::Unreachable { .. } => Vec::new(),
    };
    let label = format!(
        "{} · {} · {} client · {}",
        c.placement.name(),
        c.transport_name(),
        c.client.name(),
        c.rate.name()
    );
    Some((median, max, label, p50s))
}

/// The sessions' paragraph and how they were ordered.
const SESSIONS_WORDS: template::Prose = template::Prose {
    file: "per_bar_rate_sessions.md",
    text: include_str!("../../templates/per_bar_rate_sessions.md"),
};

/// The sentence on what a cell's sessions are and how far they part.
fn sessions_sentence(rec: &RateRecord) -> Result<String> {
    let n = rec
        .cells
        .iter()
        .filter_map(|c| match &c.outcome {
            Outcome::Measured(m) => Some(m.session_p50_ns.len()),
            Outcome::Unreachable { .. } => None,
        })
        .max()
        .unwrap_or(0);
    match sessions_spread(&rec.cells) {
        Some((median, max, widest, p50s)) => SESSIONS_WORDS.main(&[
            slot("n", n),
            slot(
                "order",
                if rec.in_rounds {
                    SESSIONS_WORDS.part("rounds", &[slot("n", n)])?
                } else {
                    SESSIONS_WORDS.part("one_after_another", &[])?
                },
            ),
            slot("median", format!("{median:.0}")),
            slot("max", format!("{max:.0}")),
            slot("widest", widest),
            slot(
                "p50s",
                p50s.iter().map(|&ns| us(ns)).collect::<Vec<_>>().join(", "),
            ),
        ]),
        None => template::fill(
            include_str!("../../templates/per_bar_rate_one_session.md"),
            &[],
        ),
    }
}

/// The first screen's lead and grid, as per_bar.md repeats them under its
/// choice table.
fn first_screen_block(rec: &RateRecord) -> Result<String> {
    Ok(choice::first_screen(rec, "")?
        .map(|c| format!("{}.\n\n{}", c.lead, c.grid))
        .unwrap_or_default())
}

pub fn markdown(rec: &RateRecord) -> Result<String> {
    let ratios: Vec<String> = floor_ratios(rec)
        .into_iter()
        .map(|(t, beyond, floor, ratio)| {
            template::fill(
                include_str!("../../templates/per_bar_rate_ratio.md"),
                &[
                    slot("transport", t.name()),
                    slot("beyond", format!("{beyond:.3}")),
                    slot("floor", format!("{floor:.3}")),
                    slot("ratio", format!("{ratio:.2}")),
                    slot("goal", FLOOR_RATIO_GOAL),
                    slot(
                        "met",
                        if ratio <= FLOOR_RATIO_GOAL {
                            "met"
                        } else {
                            "not met"
                        },
                    ),
                ],
            )
        })
        .collect::<Result<_>>()?;
    let ratios = if ratios.is_empty() {
        include_str!("../../templates/per_bar_rate_no_ratio.md").to_string()
    } else {
        ratios.join("\n")
    };
    let bars: Vec<String> = choice::rates(&rec.cells)
        .iter()
        .filter_map(|r| {
            let c = rec.cells.iter().find(|c| c.rate == *r)?;
            Some(format!("{}: {}", r.name(), c.bars))
        })
        .collect();
    template::fill(
        include_str!("../../templates/per_bar_rate.md"),
        &[
            slot("warmup", rec.warmup_bars),
            slot("bars", bars.join(", ")),
            slot("spin_before", measure::paced::SPIN_BEFORE.as_micros()),
            slot("in_process_ns", format!("{:.0}", rec.in_process_bar_ns)),
            slot("table", table(rec)),
            slot("floor", floor_table(rec)),
            slot("ratios", ratios),
            slot("choice", choice::choice_table(rec)?),
            slot("first_screen", first_screen_block(rec)?),
            slot("sessions", sessions_sentence(rec)?),
        ],
    )
}

fn point(ns: u64, ci: (u64, u64)) -> Value {
    json!({"point": ns as f64 / 1e3, "ci95": [ci.0 as f64 / 1e3, ci.1 as f64 / 1e3]})
}

fn latency_json(l: &Percentiles) -> Value {
    json!({"n": l.n, "p50_us": point(l.p50_ns, l.p50_ci), "p99_us": point(l.p99_ns, l.p99_ci),
           "p999_us": point(l.p999_ns, l.p999_ci), "p90_us": l.p90_ns as f64 / 1e3,
           "max_us": l.max_ns as f64 / 1e3, "min_us": l.min_ns as f64 / 1e3})
}

/// per_bar.json's `rate`: every cell (its percentiles as figures with
/// their intervals, for `ipc-tax compare`), the floor and the choice.
pub fn data(rec: &RateRecord) -> Value {
    let cells: Vec<Value> = rec
        .cells
        .iter()
        .map(|c| {
            let mut v = json!({"placement": c.placement.name(), "transport": c.transport_name(),
                               "client": c.client.name(), "rate": c.rate.name(), "bars": c.bars,
                               "waits_by": waits_by(c.transport, c.placement)});
            match &c.outcome {
                Outcome::Measured(m) => {
                    let (cl, en) = m.cpu_per_bar_us();
                    v["latency"] = latency_json(&m.latency);
                    v["cpu_us_per_bar"] = json!({"client": cl, "engine": en});
                    v["bit_identical"] = json!(m.bit_identical);
                    if !m.session_p50_ns.is_empty() {
                        // Raw samples: `ipc-tax compare` reads their median
                        // with its bootstrap interval (with three, about
                        // their range).
                        let us = |v: &[u64]| v.iter().map(|x| *x as f64 / 1e3).collect::<Vec<_>>();
                        v["session_p50_us"] = json!(us(&m.session_p50_ns));
                        v["session_p99_us"] = json!(us(&m.session_p99_ns));
                    }
                }
                Outcome::Unreachable { back_to_back_hz } => {
                    v["unreachable_beyond_hz"] = json!(back_to_back_hz);
                }
            }
            v
        })
        .collect();
    json!({"warmup_bars": rec.warmup_bars, "in_process_bar_ns": rec.in_process_bar_ns,
           "cells": cells,
           "floor": rec.floor.iter().map(|f| json!({"placement": f.placement.name(), "latency": latency_json(&f.latency)})).collect::<Vec<_>>(),
           "floor_ratio": floor_ratios(rec).iter().map(|(t, b, f, r)| json!({"transport": t.name(), "beyond_us": b, "floor_us": f, "ratio": r})).collect::<Vec<_>>(),
           "choice": choice::data(&rec.cells)})
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::per_bar::record::Floor;

    fn lat(p50_us: f64, p99_us: f64) -> Percentiles {
        let ns = |x: f64| (x * 1e3) as u64;
        Percentiles {
            n: 10_000,
            min_ns: ns(p50_us) / 2,
            p50_ns: ns(p50_us),
            p90_ns: ns(p50_us),
            p99_ns: ns(p99_us),
            p999_ns: ns(p99_us) * 2,
            max_ns: ns(p99_us) * 3,
            p50_ci: (ns(p50_us), ns(p50_us)),
            p99_ci: (ns(p99_us), ns(p99_us)),
            p999_ci: (ns(p99_us) * 2, ns(p99_us) * 2),
        }
    }

    pub(crate) fn cell(pl: Placement, t: Transport, rate: Rate, p99_us: f64, cpu_us: f64) -> Cell {
        Cell {
            placement: pl,
            transport: Some(t),
            client: Side::Rust,
            rate,
            bars: 10_000,
            outcome: Outcome::Measured(Measured {
                latency: lat(p99_us / 2.0, p99_us),
                seconds: 1.0,
                // Half the CPU on each side; the client also spun 1 ms pacing.
                client_cpu_ns: (cpu_us / 2.0 * 1e3 * 10_000.0) as u64 + 1_000_000,
                pacing_spin_ns: 1_000_000,
                engine_cpu_ns: (cpu_us / 2.0 * 1e3 * 10_000.0) as u64,
                behind_at_end_ns: 0,
                bit_identical: true,
                session_p50_ns: vec![],
                session_p99_ns: vec![],
            }),
        }
    }

    const K1: Rate = Rate::Hz(1000.0);
    /// Paced rows at 1 kHz from a Rust client, one unreachable rate.
    pub(crate) fn record() -> RateRecord {
        RateRecord {
            warmup_bars: 1000,
            in_process_bar_ns: 100.0,
            in_rounds: true,
            cells: vec![
                cell(Placement::SameCore, Transport::UNIX, K1, 40.0, 8.0),
                cell(Placement::CrossCore, Transport::UNIX, K1, 90.0, 6.0),
                cell(Placement::CrossCore, Transport::SHM_SPIN, K1, 2.0, 1000.0),
                cell(
                    Placement::CrossCore,
                    Transport::SHM_SPIN_THEN_FUTEX,
                    K1,
                    80.0,
                    9.0,
                ),
                cell(
                    Placement::CrossCore,
                    Transport::SHM_SPIN,
                    Rate::AsFastAsPossible,
                    1.0,
                    0.9,
                ),
                Cell {
                    outcome: Outcome::Unreachable {
                        back_to_back_hz: 20_000.0,
                    },
                    rate: Rate::Hz(100_000.0),
                    ..cell(Placement::CrossCore, Transport::UNIX, K1, 0.0, 0.0)
                },
            ],
            floor: vec![Floor {
                placement: Placement::CrossCore,
                latency: lat(0.3, 0.5),
            }],
        }
    }

    #[test]
    fn an_in_process_route_waits_for_nothing_and_a_served_one_says_how_it_waits() {
        assert!(waits_by(None, Placement::InProcess).starts_with("none"));
        assert!(waits_by(Some(Transport::PYO3), Placement::InProcess).starts_with("none"));
        assert!(waits_by(Some(Transport::UNIX), Placement::SameCore).starts_with("blocking read"));
        assert_eq!(
            waits_by(Some(Transport::SHM_SPIN), Placement::CrossCore),
            "spin"
        );
        assert_ne!(
            waits_by(Some(Transport::SHM_SPIN_THEN_FUTEX), Placement::SameCore),
            waits_by(Some(Transport::SHM_SPIN_THEN_FUTEX), Placement::CrossCore)
        );
        // The Rust client calling the kernel itself: a row of its own.
        let mut r = record();
        r.cells.push(Cell {
            transport: None,
            ..cell(Placement::InProcess, Transport::UNIX, K1, 3.0, 0.5)
        });
        let md = markdown(&r).unwrap();
        assert!(
            md.contains("| in process | none (kernel-stream) | Rust | none: a call on the client's own thread | 1 kHz |"),
            "{md}"
        );
    }

    #[test]
    fn the_floor_ratio_is_shared_memory_beyond_the_kernel_over_the_cache_line() {
        let r = record();
        let v = floor_ratios(&r);
        assert_eq!(v.len(), 1);
        let (t, beyond, floor, ratio) = v[0];
        assert_eq!(t, Transport::SHM_SPIN);
        // p50 0.5 µs − 0.1 µs in-process = 0.4 µs over 0.3 µs.
        assert!((beyond - 0.4).abs() < 1e-9 && (floor - 0.3).abs() < 1e-9);
        assert!((ratio - 4.0 / 3.0).abs() < 1e-9);
        let mut none = r.clone();
        none.floor.clear();
        assert!(floor_ratios(&none).is_empty());
        // A Python client's row over the same transport is not a ratio.
        let mut python = r.clone();
        python.cells.push(Cell {
            client: Side::Python,
            ..cell(
                Placement::CrossCore,
                Transport::SHM_SPIN,
                Rate::AsFastAsPossible,
                14.0,
                9.0,
            )
        });
        assert_eq!(floor_ratios(&python).len(), 1);
    }

    #[test]
    fn the_tables_and_the_grid_render() {
        let r = record();
        let md = markdown(&r).unwrap();
        assert!(
            md.contains("not run: above 50% of the 20000 bars/s"),
            "{md}"
        );
        assert!(
            md.contains("| Rust | own process | 1 kHz | 100 µs | unix (cross core) |"),
            "{md}"
        );
        assert!(
            md.contains("| Rust | own process | 100 kHz | 10 µs | not run: the rate is above half of what every transport sustained back to back | | |"),
            "{md}"
        );
        // The first screen's grid, repeated under the choice table.
        assert!(
            md.contains("| Rust · own process | unix, cross core: p99 90.0 µs"),
            "{md}"
        );
        let d = data(&r);
        assert_eq!(d["cells"].as_array().unwrap().len(), 6);
        assert_eq!(d["choice"].as_array().unwrap().len(), 9);
        assert!(d["cells"][0]["latency"]["p99_us"]["ci95"].is_array());
    }

    #[test]
    fn the_sessions_spread_is_their_range_over_the_middle_p50_and_old_cells_have_none() {
        let with = |p50s: &[u64], rate: Rate| {
            let mut c = cell(Placement::CrossCore, Transport::UNIX, rate, 90.0, 5.0);
            if let Outcome::Measured(m) = &mut c.outcome {
                m.session_p50_ns = p50s.to_vec();
            }
            c
        };
        let one = with(&[], K1);
        assert_eq!(sessions_spread(std::slice::from_ref(&one)), None);
        let Outcome::Measured(m) = &with(&[120, 100, 90], K1).outcome else {
            unreachable!()
        };
        // (120 − 90) ÷ 100.
        assert_eq!(session_spread_pct(m), Some(30.0));
        let cells = vec![
            one,
            with(&[100, 110, 105], K1),
            with(&[100, 150, 110], Rate::Hz(10_000.0)),
            with(&[100, 101, 102], Rate::AsFastAsPossible),
        ];
        let (median, max, widest, p50s) = sessions_spread(&cells).unwrap();
        assert_eq!(p50s, vec![100, 150, 110]);
        assert!((median - 10.0 / 105.0 * 100.0).abs() < 1e-9, "{median}");
        assert!((max - 50.0 / 110.0 * 100.0).abs() < 1e-9, "{max}");
        assert_eq!(widest, "cross core · unix · Rust client · 10 kHz");
        let r = RateRecord { cells, ..record() };
        let md = markdown(&r).unwrap();
        assert!(
            md.contains("Each cell is 3 sessions, each against an engine process of its own"),
            "{md}"
        );
        assert!(
            md.contains("run in 3 rounds that each visit every cell once"),
            "{md}"
        );
        let before = RateRecord {
            in_rounds: false,
            ..r.clone()
        };
        let md = markdown(&before).unwrap();
        assert!(
            md.contains("run one after another (this record predates the rounds"),
            "{md}"
        );
        assert_eq!(SESSIONS_WORDS.unfilled(), Vec::<&str>::new());
        // A record written before the rounds has no `in_rounds`: it reads
        // as sessions one after another.
        let mut old = serde_json::to_value(&r).unwrap();
        old.as_object_mut().unwrap().remove("in_rounds");
        let old: RateRecord = serde_json::from_value(old).unwrap();
        assert!(!old.in_rounds);
        assert!(md.contains("a median of 10% of their middle one across the cells (at most 45%: cross core · unix · Rust client · 10 kHz, whose sessions' p50s read 0.10, 0.15, 0.11 µs)"), "{md}");
        assert!(
            markdown(&record())
                .unwrap()
                .contains("Each cell is one session of one process pair")
        );
    }
}
