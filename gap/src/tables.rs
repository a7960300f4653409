//! The gap page's tables of the attribution — the Shapley shares, the
//! waterfall, the reruns side by side, what moves with the drift — and
//! the cells every gap table writes its estimates in.

use super::analysis::{Roles, is_blocked, reference};
use super::attribution::Attribution;
use super::conclude::{agree, claimed, correlation, margin, margin_words, moves_with};
use super::hier::Estimate;
use super::row_samples::samples;
use super::{Block, CAUSES, Record, Repeat, Sample};
use std::fmt::Write as _;

/// A log-ratio estimate as a ratio with its 95% interval.
pub(super) fn ratio_cell(e: &Estimate) -> String {
    let e = e.exp();
    format!("{:.3} ({:.3}–{:.3})", e.point, e.lo, e.hi)
}

/// A share as a percentage with its 95% interval.
pub(super) fn pct_cell(e: &Estimate) -> String {
    format!(
        "{:.0}% ({:.0}–{:.0}%)",
        100.0 * e.point,
        100.0 * e.lo,
        100.0 * e.hi
    )
}

/// A standard deviation (≈ relative) as a percentage with its interval.
pub(super) fn sd_ci_cell(point: f64, ci: (f64, f64)) -> String {
    format!(
        "{:.2}% ({:.2}–{:.2}%)",
        100.0 * point,
        100.0 * ci.0,
        100.0 * ci.1
    )
}

pub(super) fn shapley_table(a: &Attribution, floor: f64, rec: &Record, roles: &Roles) -> String {
    // A share of a gap that is itself within the noise divides by noise.
    let share = |e: &Estimate| {
        if a.gap.clear_of(floor) {
            pct_cell(e)
        } else {
            "— (gap within the floor)".to_string()
        }
    };
    let mut t = String::from(
        "| cause | Rust row with only it removed | compared with | its effect on the gap (×, 95% CI) | share of the gap (95% CI) | claimed? |\n|---|---|---|--:|--:|---|\n",
    );
    for (i, cause) in CAUSES.iter().enumerate() {
        let (effect, share_of) = (&a.effects[i], &a.shares[i]);
        let verdict = format!(
            "{}: {}",
            if claimed(effect, floor) { "yes" } else { "no" },
            margin_words(margin(effect, floor))
        );
        let (row, reference) = roles.corners[1 << i];
        let _ = writeln!(
            t,
            "| {cause} | {} | {} | {} | {} | {verdict} |",
            rec.rows[row].label,
            rec.rows[reference].label,
            ratio_cell(effect),
            share(share_of)
        );
    }
    let (last, its_numba) = roles.corners[(1 << CAUSES.len()) - 1];
    let _ = writeln!(
        t,
        "| **residual** (what no combination explains) | {} | {} | {} | {} | {} |",
        rec.rows[last].label,
        rec.rows[its_numba].label,
        ratio_cell(&a.residual),
        share(&a.residual_share),
        if claimed(&a.residual, floor) {
            "outside the floor"
        } else {
            "inside the floor"
        }
    );
    t
}

pub(super) fn waterfall_table(a: &Attribution, rec: &Record, roles: &Roles) -> String {
    let mut t = String::from(
        "| step | cause removed | Rust row after the step | compared with | the gap changes by × (95% CI) |\n|--:|---|---|---|--:|\n",
    );
    let _ = writeln!(
        t,
        "| 0 | start: the line-by-line port | {} | {} | gap {} |",
        rec.rows[roles.corners[0].0].label,
        rec.rows[roles.corners[0].1].label,
        ratio_cell(&a.gap)
    );
    for (i, cause) in CAUSES.iter().enumerate() {
        let (row, reference) = roles.corners[(1 << (i + 1)) - 1];
        let _ = writeln!(
            t,
            "| {} | {cause} | {} | {} | {} |",
            i + 1,
            rec.rows[row].label,
            rec.rows[reference].label,
            ratio_cell(&a.steps[i])
        );
    }
    let (last, its_numba) = roles.corners[(1 << CAUSES.len()) - 1];
    let _ = writeln!(
        t,
        "| — | **residual** | {} | {} | {} |",
        rec.rows[last].label,
        rec.rows[its_numba].label,
        ratio_cell(&a.residual)
    );
    t
}

/// The reruns side by side, and whether every quantity's intervals
/// overlap across them.
pub(super) struct Agreement {
    /// Empty with fewer than two reruns.
    pub table: String,
    pub agreed: bool,
}

/// The reruns side by side and whether each quantity's intervals overlap:
/// the gap, each cause's effect and the residual; the shares too when
/// every rerun's gap is clear of the floor (else they divide by noise).
pub(super) fn agreement(each: &[Attribution], each_gap: &[Estimate], floor: f64) -> Agreement {
    if each.len() < 2 {
        return Agreement {
            table: String::new(),
            agreed: true,
        };
    }
    let mut t = String::from("| quantity |");
    for k in 0..each.len() {
        let _ = write!(t, " repeat {} |", k + 1);
    }
    t.push_str(" intervals overlap? |\n|---|");
    t.push_str(&"--:|".repeat(each.len()));
    t.push_str("---|\n");
    let mut all = true;
    let mut line = |name: &str, es: Vec<Estimate>, cell: &dyn Fn(&Estimate) -> String| {
        let ok = agree(&es);
        all &= ok;
        let cells: Vec<String> = es.iter().map(cell).collect();
        let _ = writeln!(
            t,
            "| {name} | {} | {} |",
            cells.join(" | "),
            if ok { "yes" } else { "**no**" }
        );
    };
    let pick = |f: &dyn Fn(&Attribution) -> Estimate| each.iter().map(f).collect::<Vec<_>>();
    let lattice_gap = pick(&|a| a.gap);
    if each_gap.len() == each.len() && each_gap != lattice_gap.as_slice() {
        line(
            "gap on every layout (× numba)",
            each_gap.to_vec(),
            &ratio_cell,
        );
        line(
            "gap on the lattice's layouts (× numba)",
            lattice_gap,
            &ratio_cell,
        );
    } else {
        line("gap (× numba)", lattice_gap, &ratio_cell);
    }
    for (i, cause) in CAUSES.iter().enumerate() {
        line(
            &format!("effect on the gap: {cause}"),
            pick(&|a| a.effects[i]),
            &ratio_cell,
        );
    }
    line("residual (×)", pick(&|a| a.residual), &ratio_cell);
    if each.iter().all(|a| a.gap.clear_of(floor)) {
        for (i, cause) in CAUSES.iter().enumerate() {
            line(
                &format!("share: {cause}"),
                pick(&|a| a.shares[i]),
                &pct_cell,
            );
        }
        line("share: residual", pick(&|a| a.residual_share), &pct_cell);
    }
    Agreement {
        table: t,
        agreed: all,
    }
}

/// What moves with each row's time: across its whole sweeps (version 1),
/// or across blocks with its ratio to its reference in the same block
/// (version 2: the combo's own size cancels).
pub(super) fn drift(rec: &Record, roles: &Roles, repeats: &[&Repeat]) -> String {
    let blocked = is_blocked(repeats);
    let mut t = String::from(if blocked {
        "| row | what moves with its ratio to its reference (Pearson r of the ln ratio, every block) |\n|---|---|\n"
    } else {
        "| row | what moves with its time (Pearson r of ln time, every sweep) |\n|---|---|\n"
    });
    let mut shown = vec![
        roles.numba,
        roles.corners[2].1,
        roles.corners[8].1,
        roles.corners[0].0,
    ];
    shown.extend([roles.control, roles.corners[2].0, roles.corners[8].0]);
    for i in shown {
        let r = if blocked {
            let Some(j) = reference(rec, i, roles) else {
                continue;
            };
            block_correlations(repeats, i, j)
        } else {
            sweep_correlations(repeats, i)
        };
        let _ = writeln!(t, "| {} | {} |", rec.rows[i].label, moves_with(&r));
    }
    t
}

/// Pearson r of row `i`'s ln ratio to row `j`, block by block, with what
/// was read beside each block.
fn block_correlations(repeats: &[&Repeat], i: usize, j: usize) -> Vec<(&'static str, Option<f64>)> {
    let blocks: Vec<&Block> = repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .flat_map(|l| &l.processes)
        .flat_map(|p| &p.blocks)
        .collect();
    let y: Vec<f64> = blocks
        .iter()
        .map(|b| (b.seconds[i] / b.seconds[j]).ln())
        .collect();
    let col = |f: &dyn Fn(&Block) -> f64| blocks.iter().map(|b| f(b)).collect::<Vec<f64>>();
    vec![
        ("the clock", correlation(&y, &col(&|b| b.beside.clock_hz))),
        (
            "the dependent-add latency",
            correlation(&y, &col(&|b| b.beside.add_ns)),
        ),
        (
            "its minor page faults",
            correlation(&y, &col(&|b| b.minor_faults[i] as f64)),
        ),
        ("steal", correlation(&y, &col(&|b| b.beside.steal))),
        (
            "the other CPU's load",
            correlation(&y, &col(&|b| b.beside.other_busy)),
        ),
    ]
}

/// Pearson r of row `i`'s ln time, whole sweep by whole sweep, with what
/// was read beside each sweep.
fn sweep_correlations(repeats: &[&Repeat], i: usize) -> Vec<(&'static str, Option<f64>)> {
    let s = samples(repeats, i);
    let t_ln: Vec<f64> = s.iter().map(|s| s.seconds.ln()).collect();
    let col = |f: &dyn Fn(&Sample) -> f64| s.iter().map(|s| f(s)).collect::<Vec<f64>>();
    vec![
        ("the clock", correlation(&t_ln, &col(&|s| s.clock_hz))),
        (
            "the dependent-add latency",
            correlation(&t_ln, &col(&|s| s.add_ns)),
        ),
        (
            "minor page faults",
            correlation(&t_ln, &col(&|s| s.minor_faults as f64)),
        ),
        ("RSS", correlation(&t_ln, &col(&|s| s.rss_bytes as f64))),
    ]
}
