//! gap.md's "The seam": the cells against numba-njit and kernel-safe, the
//! Shapley split with intervals (the section's hierarchical bootstrap over
//! seam layouts), numba's runtime apart, and the comparison with the knob
//! ledger's bounds-check effect.

use super::shapley::{Factor, Shares, mask, shapley};
use super::{CONTROL, FIRST_CELL, NUMBA, SAFE, SeamRecord};
use crate::hier::{Estimate, Nested, estimate, mean_log_ratio};
use anyhow::{Context as _, Result};
use report::template::{Prose, slot};
use serde_json::{Value, json};

const PROSE: Prose = Prose {
    file: "gap_seam.md",
    text: include_str!("../../templates/gap_seam.md"),
};

/// `[layout][process][block][row]`: every block's seconds.
fn nested(rec: &SeamRecord) -> Nested {
    rec.layouts
        .iter()
        .map(|l| {
            l.processes
                .iter()
                .map(|p| p.blocks.iter().map(|b| b.seconds.clone()).collect())
                .collect()
        })
        .collect()
}

/// The row of each mask (bit set: rustc's side).
fn by_mask(rec: &SeamRecord) -> Result<[usize; 8]> {
    let mut out = [usize::MAX; 8];
    for (i, row) in rec.rows.iter().enumerate().skip(FIRST_CELL) {
        let cell = kernel_seam::by_name(&row.kernel)
            .with_context(|| format!("seam row {} is not a cell", row.label))?;
        out[mask(cell)] = i;
    }
    if out.contains(&usize::MAX) {
        anyhow::bail!("the seam record lacks a cell");
    }
    Ok(out)
}

/// Every number the part shows, as logs with intervals.
pub struct Numbers {
    /// Per row: ln(row / numba-njit), ln(row / kernel-safe).
    pub vs_numba: Vec<Estimate>,
    pub vs_safe: Vec<Estimate>,
    pub front: Estimate,
    pub pipeline: Estimate,
    pub target: Estimate,
    /// ln(rustc's own cell / numba's own cell).
    pub own_gap: Estimate,
    /// ln(numba-njit / numba's own cell).
    pub runtime: Estimate,
    /// ln(control / kernel-safe).
    pub control: Estimate,
}

/// The statistic on a set of blocks: per row vs numba and vs safe, then
/// the shares, the own gap, the runtime and the control.
fn statistic(rounds: &[&[f64]], cells: &[usize; 8], rows: usize) -> Vec<f64> {
    let mut out = Vec::new();
    for i in 0..rows {
        out.push(mean_log_ratio(rounds, i, NUMBA));
    }
    for i in 0..rows {
        out.push(mean_log_ratio(rounds, i, SAFE));
    }
    let logs: [f64; 8] = std::array::from_fn(|m| mean_log_ratio(rounds, cells[m], NUMBA));
    let Shares {
        front,
        pipeline,
        target,
        total,
    } = shapley(&logs);
    out.extend([
        front,
        pipeline,
        target,
        total,
        mean_log_ratio(rounds, NUMBA, cells[0]),
        mean_log_ratio(rounds, CONTROL, SAFE),
    ]);
    out
}

pub fn numbers(rec: &SeamRecord) -> Result<Numbers> {
    let cells = by_mask(rec)?;
    let n = rec.rows.len();
    let e = estimate(&nested(rec), |r| statistic(r, &cells, n))
        .context("the seam record has no block")?;
    let tail = &e[2 * n..];
    Ok(Numbers {
        vs_numba: e[..n].to_vec(),
        vs_safe: e[n..2 * n].to_vec(),
        front: tail[0],
        pipeline: tail[1],
        target: tail[2],
        own_gap: tail[3],
        runtime: tail[4],
        control: tail[5],
    })
}

/// One tool's version from the builder's JSON, or "?" in a record without it.
fn version(versions: &str, tool: &str) -> String {
    serde_json::from_str::<Value>(versions)
        .ok()
        .and_then(|v| v.get(tool)?.as_str().map(str::to_string))
        .unwrap_or_else(|| "?".into())
}

fn ratio(e: &Estimate) -> String {
    let e = e.exp();
    format!("{:.3} ({:.3}–{:.3})", e.point, e.lo, e.hi)
}

fn log_cell(e: &Estimate) -> String {
    format!("{:+.3} ({:+.3} to {:+.3})", e.point, e.lo, e.hi)
}

/// Share of the own gap in percent, from the point estimates.
fn pct(part: f64, total: f64) -> String {
    if total.abs() < 1e-12 {
        "—".into()
    } else {
        format!("{:.0}%", 100.0 * part / total)
    }
}

/// One core's seam, as the gap section of its record read it.
pub struct Core<'a> {
    /// The core's name as the per-CPU table has it.
    pub core: String,
    pub date: String,
    pub seam: &'a SeamRecord,
    /// The gap section's control floor (log).
    pub floor: f64,
    /// The bounds-check knob's Shapley effect (log), when the lattice has it.
    pub knob: Option<Estimate>,
    /// The layout effect's half-width (log): the 95% normal quantile times the control's
    /// between-layout SD, as the cross-check table uses it.
    pub layout: f64,
}

/// gap.md's "The seam" (every core's, the first the record being
/// rendered when it has one), the first screen's line (of the first core)
/// and the JSON per core; `None` when no core has a seam. `here`: the
/// rendered record's core, named when it is not among `cores`.
pub fn render(here: &str, cores: &[Core<'_>]) -> Result<Option<(String, String, Value)>> {
    let Some(first) = cores.first() else {
        return Ok(None);
    };
    let mut text = String::new();
    let mut data = Vec::new();
    for c in cores {
        let (md, json) = core(c)?;
        text.push_str(&md);
        text.push_str("\n\n");
        data.push(json);
    }
    let elsewhere = if cores.iter().any(|c| c.core == here) {
        String::new()
    } else {
        PROSE.part("elsewhere", &[slot("here", here)])?
    };
    let markdown = PROSE.main(&[slot("elsewhere", elsewhere), slot("cores", text.trim_end())])?;
    let x = numbers(first.seam)?;
    let own = x.vs_safe[by_mask(first.seam)?[7]];
    let line = if diagonal(&own, first.floor, first.layout) == Diagonal::Unexplained {
        PROSE.part(
            "first_screen_unclaimed",
            &[slot("core", &first.core), slot("rustc_diag", ratio(&own))],
        )?
    } else if x.own_gap.clear_of(first.floor) {
        PROSE.part(
            "first_screen",
            &[
                slot("core", &first.core),
                slot("front", pct(x.front.point, x.own_gap.point)),
                slot("pipeline", pct(x.pipeline.point, x.own_gap.point)),
                slot("target", pct(x.target.point, x.own_gap.point)),
                slot("own_gap", ratio(&x.own_gap)),
            ],
        )?
    } else {
        let moved = if x.target.clear_of(first.floor) {
            PROSE.part("first_screen_moved", &[slot("factor", ratio(&x.target))])?
        } else {
            String::new()
        };
        PROSE.part(
            "first_screen_none",
            &[
                slot("core", &first.core),
                slot("own_gap", ratio(&x.own_gap)),
                slot("moved", moved),
                slot("runtime", ratio(&x.runtime)),
            ],
        )?
    };
    Ok(Some((markdown, line, Value::Array(data))))
}

/// What the split of one core's seam says.
#[derive(Debug, PartialEq)]
enum Reading {
    /// The own cells are within the floor of each other, and so is every
    /// factor.
    Nothing,
    /// The own cells are within the floor, but these factors are not: they
    /// move the code on their own and the others offset them.
    Offset(Vec<Factor>),
    /// The front end alone is clear of the floor.
    Front,
    /// The gap is clear and no factor carries it alone.
    Mixed,
}

/// How rustc's own cell (rustc's IR through rustc's pipeline for x86-64)
/// stands against the release build's kernel-safe: the same hot loop in
/// another binary.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Diagonal {
    /// Within the control's floor.
    Within,
    /// Beyond the floor, but apart by no more than the layout effect: the
    /// difference another binary's layout makes.
    Layout,
    /// Beyond both: not explained, so no share of the split is claimed.
    Unexplained,
}

/// The diagonal's standing: a pure function of its estimate (log), the
/// control's floor and the layout effect's half-width (log).
fn diagonal(d: &Estimate, floor: f64, layout: f64) -> Diagonal {
    if !d.clear_of(floor) {
        Diagonal::Within
    } else if d.point.abs() <= layout {
        Diagonal::Layout
    } else {
        Diagonal::Unexplained
    }
}

/// The factors clear of the control's floor but not of the layout effect
/// (`layout`, log): each cell is one shared object whose layout is drawn
/// once, so such a factor is not told apart from its cells' layouts.
fn layout_blurred(x: &Numbers, floor: f64, layout: f64) -> Vec<Factor> {
    [
        (Factor::Front, &x.front),
        (Factor::Pipeline, &x.pipeline),
        (Factor::Target, &x.target),
    ]
    .into_iter()
    .filter(|(_, e)| e.clear_of(floor) && !e.clear_of(layout))
    .map(|(f, _)| f)
    .collect()
}

/// The seam's reading: a pure function of its numbers and the floor.
fn reading(x: &Numbers, floor: f64) -> Reading {
    let of = |f: Factor| match f {
        Factor::Front => &x.front,
        Factor::Pipeline => &x.pipeline,
        Factor::Target => &x.target,
    };
    let clear: Vec<Factor> = Factor::ALL
        .into_iter()
        .filter(|&f| of(f).clear_of(floor))
        .collect();
    if !x.own_gap.clear_of(floor) {
        if clear.is_empty() {
            Reading::Nothing
        } else {
            Reading::Offset(clear)
        }
    } else if clear == [Factor::Front] {
        Reading::Front
    } else {
        Reading::Mixed
    }
}

/// The reading, with a sentence on the factors the layout effect blurs
/// ([`layout_blurred`]) when there are any.
fn with_layout_caveat(reading: String, x: &Numbers, floor: f64, layout: f64) -> Result<String> {
    let blurred = layout_blurred(x, floor, layout);
    if blurred.is_empty() {
        return Ok(reading);
    }
    let names: Vec<String> = blurred
        .iter()
        .map(|f| format!("the {}", f.name()))
        .collect();
    let caveat = PROSE.part(
        "reading_layout",
        &[
            slot("layout", format!("{:.1}", 100.0 * layout)),
            slot("factors", names.join(" and ")),
        ],
    )?;
    Ok(format!("{reading} {}", caveat.trim_end()))
}

/// One core's subsection and its numbers.
fn core(c: &Core<'_>) -> Result<(String, Value)> {
    let (rec, floor) = (c.seam, c.floor);
    let x = numbers(rec)?;
    let floor_pct = format!("{:.1}", 100.0 * (floor.exp() - 1.0));
    let own = x.vs_safe[by_mask(rec)?[7]];
    let standing = diagonal(&own, floor, c.layout);
    let reading = reading_words(&x, floor, c.layout, standing, &own)?;
    let diagonal = diagonal_words(&x, &own, standing, &floor_pct, c.layout)?;
    let numba_cells_bits = rec
        .rows
        .iter()
        .skip(FIRST_CELL)
        .filter(|r| r.kernel.starts_with("seam-numba-"))
        .all(|r| r.gate.iter().all(|g| g.bit_identical == g.combos));
    let markdown = PROSE.part(
        "core",
        &[
            slot("core", &c.core),
            slot("date", &c.date),
            slot("layouts", rec.layouts.len()),
            slot("minutes", format!("{:.1}", rec.seconds / 60.0)),
            slot("numba", version(&rec.versions, "numba")),
            slot("llvmlite", version(&rec.versions, "llvmlite")),
            slot("llvm", version(&rec.versions, "llvm")),
            slot(
                "numba_bits",
                if numba_cells_bits {
                    " bit-identical to numba-njit and kernel-safe"
                } else {
                    " equal trades and |Δpnl| ≤ 1e-6 against numba-njit and kernel-safe"
                },
            ),
            slot("cells", cells_table(rec, &x)?),
            slot("own_gap", ratio(&x.own_gap)),
            slot("shares", shares_table(&x, floor, c.layout)?),
            slot("reading", format!("{reading}\n\n{diagonal}")),
            slot("runtime", ratio(&x.runtime)),
            slot("runtime_reading", runtime_words(&x, floor)?),
            slot("ledger", ledger_words(&x, c.knob.as_ref(), floor)?),
            slot("evidence", rec.asm_evidence.trim_end()),
        ],
    )?;
    Ok((markdown, core_json(c, &x)))
}

/// The cells' table: each against numba-njit and kernel-safe, its hot loop.
fn cells_table(rec: &SeamRecord, x: &Numbers) -> Result<String> {
    let mut rows = String::new();
    for (i, row) in rec.rows.iter().enumerate().skip(FIRST_CELL) {
        let cell = kernel_seam::by_name(&row.kernel).context("a seam row is a cell")?;
        let hot = row.hot.as_ref().map_or("dump missing".to_string(), |h| {
            format!(
                "{:.2}, ×{}, {}",
                h.instructions_per_mac, h.unroll, h.cmp_branch
            )
        });
        rows.push_str(
            &PROSE.part(
                "cells_row",
                &[
                    slot("name", cell.name),
                    slot("front", cell.front.name()),
                    slot("pipeline", cell.pipeline.name()),
                    slot("target", cell.target.name()),
                    slot("vs_numba", ratio(&x.vs_numba[i])),
                    slot("vs_safe", ratio(&x.vs_safe[i])),
                    slot("hot", hot),
                    slot(
                        "dump",
                        row.dump
                            .as_deref()
                            .map_or("—".into(), |d| format!("`asm/{d}`")),
                    ),
                ],
            )?,
        );
        rows.push('\n');
    }
    Ok(PROSE.part("cells_table", &[slot("rows", rows.trim_end())])? + "\n")
}

/// The Shapley split: each factor, whether it clears the floor and the
/// layout effect.
fn shares_table(x: &Numbers, floor: f64, layout: f64) -> Result<String> {
    let mut share_rows = String::new();
    for (f, e) in [
        (Factor::Front, &x.front),
        (Factor::Pipeline, &x.pipeline),
        (Factor::Target, &x.target),
    ] {
        share_rows.push_str(&PROSE.part(
            "shares_row",
            &[
                slot("factor", f.name()),
                slot(
                    "share",
                    format!("{} = {}", log_cell(e), pct(e.point, x.own_gap.point)),
                ),
                slot("factor_x", ratio(e)),
                slot("clear", if e.clear_of(floor) { "yes" } else { "no" }),
                // No layout effect measured (or estimated at zero): nothing
                // to hold the factor to.
                slot(
                    "beyond_layout",
                    if layout <= 0.0 {
                        "—"
                    } else if e.clear_of(layout) {
                        "yes"
                    } else {
                        "no"
                    },
                ),
            ],
        )?);
        share_rows.push('\n');
    }
    Ok(PROSE.part(
        "shares_table",
        &[
            slot("floor", format!("{:.1}", 100.0 * (floor.exp() - 1.0))),
            slot("layout", format!("{:.1}", 100.0 * layout)),
            slot("rows", share_rows.trim_end()),
        ],
    )? + "\n")
}

/// What the split says ([`reading`]), with its layout caveat; nothing is
/// claimed while rustc's diagonal (`own`) is unexplained.
fn reading_words(
    x: &Numbers,
    floor: f64,
    layout: f64,
    standing: Diagonal,
    own: &Estimate,
) -> Result<String> {
    let pcts = [
        slot("front", pct(x.front.point, x.own_gap.point)),
        slot("pipeline", pct(x.pipeline.point, x.own_gap.point)),
        slot("target", pct(x.target.point, x.own_gap.point)),
    ];
    let reading = match reading(x, floor) {
        _ if standing == Diagonal::Unexplained => {
            PROSE.part("reading_unclaimed", &[slot("rustc_diag", ratio(own))])?
        }
        Reading::Nothing => PROSE.part("reading_none", &[slot("own_gap", ratio(&x.own_gap))])?,
        Reading::Offset(moved) => {
            let moved: Vec<String> = moved
                .into_iter()
                .map(|f| {
                    let (part, e) = match f {
                        Factor::Front => ("moved_front", &x.front),
                        Factor::Pipeline => ("moved_pipeline", &x.pipeline),
                        Factor::Target => ("moved_target", &x.target),
                    };
                    PROSE.part(part, &[slot("factor", ratio(e))])
                })
                .collect::<Result<_>>()?;
            PROSE.part(
                "reading_none_moved",
                &[
                    slot("own_gap", ratio(&x.own_gap)),
                    slot("moved", moved.join("; ")),
                ],
            )?
        }
        Reading::Front => PROSE.part("reading_front", &pcts)?,
        Reading::Mixed => PROSE.part("reading_mixed", &pcts)?,
    };
    with_layout_caveat(reading, x, floor, layout)
}

/// numba's runtime (numba-njit against its own cell), within the floor or
/// beyond it and which way.
fn runtime_words(x: &Numbers, floor: f64) -> Result<String> {
    let floor_pct = format!("{:.1}", 100.0 * (floor.exp() - 1.0));
    if !x.runtime.clear_of(floor) {
        return PROSE.part("runtime_within", &[slot("floor", &floor_pct)]);
    }
    PROSE.part(
        "runtime_beyond",
        &[
            slot("floor", &floor_pct),
            slot(
                "direction",
                if x.runtime.point > 0.0 {
                    "slower"
                } else {
                    "faster"
                },
            ),
        ],
    )
}

/// The front end's share against the knob ledger's bounds-check effect.
fn ledger_words(x: &Numbers, knob: Option<&Estimate>, floor: f64) -> Result<String> {
    let Some(k) = knob else {
        return PROSE.part("ledger_none", &[]);
    };
    // The knob's effect is negative (removing the check speeds kernel-safe
    // up): the language's contribution is its opposite.
    let contribution = Estimate {
        point: -k.point,
        lo: -k.hi,
        hi: -k.lo,
    };
    let overlap = contribution.lo <= x.front.hi && x.front.lo <= contribution.hi;
    let part = if !x.front.clear_of(floor) && !contribution.clear_of(floor) {
        "ledger_within"
    } else if overlap {
        "ledger_agree"
    } else {
        "ledger_differ"
    };
    let mut slots = vec![
        slot("front", ratio(&x.front)),
        slot("knob", ratio(&contribution)),
    ];
    if part == "ledger_within" {
        slots.push(slot("floor", format!("{:.1}", 100.0 * (floor.exp() - 1.0))));
    }
    PROSE.part(part, &slots)
}

/// The two diagonals: rustc's own cell against kernel-safe (`standing`:
/// how it reads) and numba's own cell against numba-njit.
fn diagonal_words(
    x: &Numbers,
    own: &Estimate,
    standing: Diagonal,
    floor_pct: &str,
    layout: f64,
) -> Result<String> {
    let standing = match standing {
        Diagonal::Within => PROSE.part("diagonal_within", &[slot("floor", floor_pct)])?,
        Diagonal::Layout | Diagonal::Unexplained => PROSE.part(
            if standing == Diagonal::Layout {
                "diagonal_layout"
            } else {
                "diagonal_unexplained"
            },
            &[
                slot("floor", floor_pct),
                slot("layout", format!("{:.1}", 100.0 * layout)),
            ],
        )?,
    };
    PROSE.part(
        "diagonal",
        &[
            slot("rustc_diag", ratio(own)),
            slot("rustc_standing", standing.trim_end()),
            slot(
                "numba_diag",
                ratio(&Estimate {
                    point: -x.runtime.point,
                    lo: -x.runtime.hi,
                    hi: -x.runtime.lo,
                }),
            ),
        ],
    )
}

/// The core's machine-readable numbers (gap.json's seam entry).
fn core_json(c: &Core<'_>, x: &Numbers) -> Value {
    let rec = c.seam;
    let est = |e: &Estimate| json!({"point": e.point, "ci95": [e.lo, e.hi]});
    json!({
        "core": c.core,
        "date": c.date,
        "cells": rec.rows.iter().enumerate().skip(FIRST_CELL).map(|(i, r)| json!({
            "cell": r.kernel, "vs_numba_log": est(&x.vs_numba[i]), "vs_safe_log": est(&x.vs_safe[i]),
            "dump": r.dump})).collect::<Vec<_>>(),
        "shares_log": {"front": est(&x.front), "pipeline": est(&x.pipeline), "target": est(&x.target)},
        "own_gap_log": est(&x.own_gap),
        "runtime_log": est(&x.runtime),
        "control_log": est(&x.control),
        "layouts": rec.layouts.len(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn e(point: f64, half: f64) -> Estimate {
        Estimate {
            point,
            lo: point - half,
            hi: point + half,
        }
    }

    /// Numbers with the own gap and the three factors (log ratios, ±0.01).
    fn numbers(own: f64, front: f64, pipeline: f64, target: f64) -> Numbers {
        let z = e(0.0, 0.01);
        Numbers {
            vs_numba: vec![],
            vs_safe: vec![],
            front: e(front, 0.01),
            pipeline: e(pipeline, 0.01),
            target: e(target, 0.01),
            own_gap: e(own, 0.01),
            runtime: z,
            control: z,
        }
    }

    #[test]
    fn the_ledger_holds_the_front_end_to_the_knobs_bounds_check() {
        let floor = 0.05;
        let est = |point: f64, lo: f64, hi: f64| Estimate { point, lo, hi };
        let with_front = |front: Estimate| Numbers {
            front,
            ..numbers(0.2, 0.0, 0.0, 0.0)
        };
        let x = with_front(est(0.2, 0.17, 0.23));
        assert!(
            ledger_words(&x, None, floor)
                .unwrap()
                .contains("no bounds-check effect")
        );
        // The knob's effect (removing the check: faster) read as the
        // language's contribution, its interval mirrored.
        let knob = est(-0.2, -0.25, -0.18);
        let w = ledger_words(&x, Some(&knob), floor).unwrap();
        assert!(
            w.contains("overlap: consistent") && w.contains(&ratio(&est(0.2, 0.18, 0.25))),
            "{w}"
        );
        // Apart on either side; touching ends overlap.
        let above = with_front(est(0.4, 0.3, 0.5));
        assert!(
            ledger_words(&above, Some(&knob), floor)
                .unwrap()
                .contains("do not overlap")
        );
        let below = with_front(est(0.1, 0.06, 0.12));
        assert!(
            ledger_words(&below, Some(&knob), floor)
                .unwrap()
                .contains("do not overlap")
        );
        let touching = with_front(est(0.1, 0.06, 0.18));
        assert!(
            ledger_words(&touching, Some(&knob), floor)
                .unwrap()
                .contains("overlap: consistent")
        );
        // Both within the floor: nothing measurable, the floor named.
        let inside = with_front(est(0.01, -0.02, 0.04));
        let small = est(-0.01, -0.03, 0.02);
        let w = ledger_words(&inside, Some(&small), floor).unwrap();
        assert!(w.contains("both within the control's floor (±5.1%)"), "{w}");
        // One of the two clear of the floor: not "within".
        let clear = est(-0.2, -0.21, -0.19);
        assert!(
            !ledger_words(&inside, Some(&clear), floor)
                .unwrap()
                .contains("within")
        );
        assert!(
            !ledger_words(&x, Some(&small), floor)
                .unwrap()
                .contains("within")
        );
    }

    #[test]
    fn the_reading_names_what_moves_the_code_even_when_the_own_cells_agree() {
        let floor = 0.05;
        assert_eq!(
            reading(&numbers(0.0, 0.0, 0.0, 0.0), floor),
            Reading::Nothing
        );
        // The znver4 shape: the own cells within the floor, the target clear
        // of it and offset by the others.
        assert_eq!(
            reading(&numbers(0.03, 0.01, -0.04, 0.07), floor),
            Reading::Offset(vec![Factor::Target])
        );
        assert_eq!(
            reading(&numbers(0.0, 0.08, -0.08, 0.0), floor),
            Reading::Offset(vec![Factor::Front, Factor::Pipeline])
        );
        assert_eq!(reading(&numbers(0.3, 0.3, 0.0, 0.0), floor), Reading::Front);
        assert_eq!(reading(&numbers(0.3, 0.2, 0.0, 0.1), floor), Reading::Mixed);
        assert_eq!(reading(&numbers(0.3, 0.1, 0.1, 0.1), floor), Reading::Mixed);
    }

    #[test]
    fn a_factor_within_the_layout_effect_is_named_as_blurred() {
        // The znver3 shape: the front end 0.211 (0.175–0.251) against a
        // floor of 0.065 and a layout effect of 0.176; pipeline and target
        // within the floor.
        let mut x = numbers(0.305, 0.211, 0.045, 0.049);
        x.front = Estimate {
            point: 0.211,
            lo: 0.175,
            hi: 0.251,
        };
        x.pipeline = e(0.045, 0.011);
        x.target = e(0.049, 0.018);
        assert_eq!(layout_blurred(&x, 0.065, 0.176), vec![Factor::Front]);
        // No layout effect (znver4's record): nothing blurred.
        assert!(layout_blurred(&x, 0.065, 0.0).is_empty());
        // Clear of both: not blurred.
        assert!(layout_blurred(&x, 0.065, 0.1).is_empty());
    }

    #[test]
    fn a_diagonal_beyond_the_floor_is_explained_only_within_the_layout_effect() {
        let (floor, layout) = (0.05, 0.15);
        // Its interval touches the floor: within it.
        assert_eq!(diagonal(&e(0.06, 0.02), floor, layout), Diagonal::Within);
        assert_eq!(diagonal(&e(-0.06, 0.02), floor, layout), Diagonal::Within);
        // The znver3 shape: 1.140 (1.078–1.203) against ±6.7% and ±17.6%.
        assert_eq!(diagonal(&e(0.13, 0.05), floor, 0.176), Diagonal::Layout);
        assert_eq!(diagonal(&e(-0.15, 0.02), floor, layout), Diagonal::Layout);
        assert_eq!(
            diagonal(&e(0.16, 0.02), floor, layout),
            Diagonal::Unexplained
        );
        assert_eq!(
            diagonal(&e(-0.2, 0.02), floor, layout),
            Diagonal::Unexplained
        );
        // No layout effect measured: anything beyond the floor is unexplained.
        assert_eq!(diagonal(&e(0.1, 0.02), floor, 0.0), Diagonal::Unexplained);
    }
}
