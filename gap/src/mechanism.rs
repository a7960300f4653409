//! Why the same bounds check costs a third of the time on one core and
//! little on another: llvm-mca's model of each measured core run on the
//! same committed loops (kernel-safe, knob hoist, numba's code for that
//! core), held against each core's measured effects. What the model is
//! worth is decided by a pure rule: does it rank what was measured?

use super::Mechanism;
use anyhow::Result;
use report::findings::CpuGap;
use report::template::{Prose, slot};
use std::fmt::Write as _;

/// What llvm-mca predicts for one model and what was measured on its core.
#[derive(Clone, Debug, PartialEq)]
pub struct Held {
    pub model: String,
    pub cpu: String,
    /// knob hoist / kernel-safe, predicted and measured (the bounds check's effect).
    pub bounds: (f64, f64),
    /// kernel-safe / numba-njit, predicted and measured.
    pub gap: (f64, f64),
}

/// Predictions closer than this (relative) are a tie: the model does not
/// order those cores, and a tie is not counted as a wrong order.
pub const TIE: f64 = 0.01;

/// The model wins when, on every core, it puts the gap on the measured side
/// of 1 and, across cores it tells apart, orders the bounds check's effect
/// as measured (the core where removing it helps more is the one predicted
/// to). Also returns the pairs of cores it ties.
pub fn ranks_right(held: &[Held]) -> (bool, Vec<(String, String)>) {
    let sides = held
        .iter()
        .all(|h| (h.gap.0 > 1.0) == (h.gap.1 > 1.0) && (h.bounds.0 < 1.0) == (h.bounds.1 < 1.0));
    let mut ties = Vec::new();
    let mut order = true;
    for (i, a) in held.iter().enumerate() {
        for b in &held[i + 1..] {
            if (a.bounds.0 / b.bounds.0 - 1.0).abs() < TIE {
                ties.push((a.cpu.clone(), b.cpu.clone()));
            } else {
                order &= (a.bounds.0 < b.bounds.0) == (a.bounds.1 < b.bounds.1);
            }
        }
    }
    (!held.is_empty() && sides && order, ties)
}

/// How far the predicted gap is from the measured one, the worst core
/// (a factor ≥ 1 either way).
pub fn size_off(held: &[Held]) -> f64 {
    held.iter()
        .map(|h| (h.gap.0 / h.gap.1).max(h.gap.1 / h.gap.0))
        .fold(1.0, f64::max)
}

fn cpm(rows: &[Mechanism], model: &str, row: &str) -> Option<f64> {
    rows.iter()
        .find(|m| m.cpu == model && m.row == row)
        .map(|m| m.cycles_per_mac)
}

/// Each measured core held against its model (cores without a model or a
/// complete set of loops are left out).
pub fn hold(rows: &[Mechanism], cpus: &[CpuGap]) -> Vec<Held> {
    cpus.iter()
        .filter_map(|c| {
            let model = super::MECHANISM_CPUS
                .iter()
                .find(|(numba, _)| *numba == c.numba_host_cpu)?
                .1;
            let (safe, hoist, numba) = (
                cpm(rows, model, "kernel-safe")?,
                cpm(rows, model, "knob hoist")?,
                cpm(rows, model, "numba-njit")?,
            );
            Some(Held {
                model: model.into(),
                cpu: c.key(),
                bounds: (hoist / safe, c.causes.first()?.effect.est),
                gap: (safe / numba, c.gap.est),
            })
        })
        .collect()
}

/// The subsection's words (`templates/gap_mechanism.md`).
const PROSE: Prose = Prose {
    file: "gap_mechanism.md",
    text: include_str!("../templates/gap_mechanism.md"),
};

/// The subsection.
pub fn markdown(rows: &[Mechanism], cpus: &[CpuGap]) -> Result<String> {
    if rows.is_empty() {
        return Ok(PROSE.part("none", &[])? + "\n");
    }
    let mut t = PROSE.part("intro", &[])?;
    t.push_str(
        "\n\n| model | loop | cycles / MAC | resources alone / MAC | what binds |\n|---|---|--:|--:|---|\n",
    );
    for m in rows {
        let binds = PROSE.part(
            if m.cycles_per_mac > 1.1 * m.resources_per_mac {
                "binds_chain"
            } else {
                "binds_ports"
            },
            &[],
        )?;
        let dump = if m.dump.contains(' ') {
            format!("`{}`", m.dump)
        } else {
            format!("[asm](../asm/{})", m.dump)
        };
        let _ = writeln!(
            t,
            "| {} | {} ({dump}) | {:.2} | {:.2} | {binds} |",
            m.cpu, m.row, m.cycles_per_mac, m.resources_per_mac
        );
    }
    let held = hold(rows, cpus);
    if held.is_empty() {
        let _ = write!(t, "\n{}\n", PROSE.part("none_held", &[])?);
        return Ok(t);
    }
    t.push_str(
        "\n| core (model) | bounds check: hoist / safe, predicted | measured | gap: safe / numba, predicted | measured |\n|---|--:|--:|--:|--:|\n",
    );
    for h in &held {
        let _ = writeln!(
            t,
            "| {} → `{}` | {:.3} | {:.3} | {:.3} | {:.3} |",
            h.cpu, h.model, h.bounds.0, h.bounds.1, h.gap.0, h.gap.1
        );
    }
    let verdict = if held.len() < 2 {
        PROSE.part("one_core", &[])?
    } else if let (true, ties) = ranks_right(&held) {
        let tied = if ties.is_empty() {
            String::new()
        } else {
            let pairs: Vec<String> = ties.iter().map(|(a, b)| format!("{a} and {b}")).collect();
            format!(
                " {}",
                PROSE.part(
                    "ties",
                    &[
                        slot("pairs", pairs.join("; ")),
                        slot("tie", format!("{:.0}", 100.0 * TIE)),
                    ],
                )?
            )
        };
        PROSE.part(
            "ranks_right",
            &[
                slot("cores", held.len()),
                slot("off", format!("{:.2}", size_off(&held))),
                slot("ties", tied),
            ],
        )?
    } else {
        PROSE.part("wrong", &[])?
    };
    let _ = write!(t, "\n{verdict}\n");
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(bounds: (f64, f64), gap: (f64, f64)) -> Held {
        Held {
            model: "m".into(),
            cpu: "c".into(),
            bounds,
            gap,
        }
    }

    #[test]
    fn a_model_ranks_right_when_sides_and_order_match() {
        let amd = h((0.95, 0.92), (1.02, 1.06));
        let intel = h((0.70, 0.67), (1.30, 1.37));
        assert_eq!(ranks_right(&[amd.clone(), intel.clone()]), (true, vec![]));
        // Orders the cores the wrong way round.
        let swapped = h((0.97, 0.67), (1.30, 1.37));
        assert!(!ranks_right(&[h((0.90, 0.92), (1.02, 1.06)), swapped]).0);
        // Puts a gap on the wrong side of 1.
        assert!(!ranks_right(&[h((0.95, 0.92), (0.98, 1.06)), intel.clone()]).0);
        assert!(!ranks_right(&[]).0);
        // Two cores the model cannot tell apart are a tie, not a wrong order.
        let (ok, ties) = ranks_right(&[amd.clone(), h((0.951, 0.84), (1.02, 1.13)), intel]);
        assert!(ok && ties.len() == 1, "{ties:?}");
    }

    #[test]
    fn every_part_of_the_mechanism_words_is_reachable() {
        let m = |cpu: &str, row: &str, cyc: f64, res: f64| Mechanism {
            cpu: cpu.into(),
            row: row.into(),
            dump: "x86-64/kernel-safe/wma.s".into(),
            cycles_per_mac: cyc,
            resources_per_mac: res,
        };
        assert!(markdown(&[], &[]).unwrap().contains("Not in this record"));
        let rows = [
            m("znver4", "kernel-safe", 3.0, 1.8),
            m("znver4", "numba-njit", 1.0, 1.0),
        ];
        assert!(markdown(&rows, &[]).unwrap().contains("nothing to hold"));
        let unfilled: Vec<&str> = PROSE
            .unfilled()
            .into_iter()
            .filter(|p| !["", "one_core", "ranks_right", "ties", "wrong"].contains(p))
            .collect();
        assert_eq!(
            unfilled,
            Vec::<&str>::new(),
            "the verdict parts are held by the render test"
        );
    }
}
