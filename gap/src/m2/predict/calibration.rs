//! "Calibration on this machine first": every measured row against every
//! model, and what strength the best whole-sweep model earned.

use super::model::{MODELS, f3, label, predicted_ratio};
use super::{Inputs, Measured};
use crate::m2::calibrate::{Calibration, Strength};
use crate::m2::prose::PREDICTION;
use anyhow::Result;
use report::template::slot;
use std::fmt::Write as _;

/// Every measured row against every model, with ρ, error and strength
/// (each row ends in a line break).
pub(super) fn table(inp: &Inputs, rows: &[&Measured], cals: &[Calibration]) -> String {
    let mut s = String::from("| row | measured × kernel-safe |");
    for (_, _, name) in MODELS {
        let _ = write!(s, " {name} |");
    }
    s.push_str("\n|---|--:|");
    s.push_str(&"--:|".repeat(MODELS.len()));
    s.push('\n');
    for r in rows {
        let _ = write!(
            s,
            "| {}{} | {:.3} |",
            r.label,
            if r.source == "gap" {
                String::new()
            } else {
                format!(" ({})", r.source)
            },
            r.ratio
        );
        for i in 0..MODELS.len() {
            let _ = write!(s, " {} |", f3(predicted_ratio(inp, r, i)));
        }
        s.push('\n');
    }
    s.push_str(&statistics(cals));
    s
}

/// The table's last rows: each model's ρ, mean error, rows and strength.
fn statistics(cals: &[Calibration]) -> String {
    let stat = |f: &dyn Fn(&Calibration) -> String| {
        cals.iter()
            .map(|c| format!(" {} |", f(c)))
            .collect::<String>()
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "| **Spearman ρ** | |{}",
        stat(&|c| c
            .rho
            .map_or("— (constant)".into(), |r| format!("**{r:.2}**")))
    );
    let _ = writeln!(
        s,
        "| **mean error of the ratio** | |{}",
        stat(&|c| c.error.map_or("—".into(), |e| format!("{:.1}%", 100.0 * e)))
    );
    let _ = writeln!(s, "| rows | |{}", stat(&|c| c.rows.to_string()));
    let _ = writeln!(
        s,
        "| **strength** | |{}",
        stat(&|c| label(c.strength).into())
    );
    s
}

/// Which strength the best-calibrated whole-sweep model earned, or that
/// none has a rank correlation.
pub(super) fn best(cals: &[Calibration], best_sweep: Option<usize>) -> Result<String> {
    let Some(i) = best_sweep else {
        return PREDICTION.part("no_best", &[]);
    };
    let c = &cals[i];
    let rho = match c.rho {
        Some(r) => format!("= {r:.2}"),
        None => PREDICTION.part("rho_constant", &[])?,
    };
    let strength = match c.strength {
        Strength::Sized => "sized",
        Strength::RanksOnly => "ranks_only",
        Strength::Weak => "weak",
    };
    PREDICTION.part(
        "best",
        &[
            slot("model", MODELS[i].2),
            slot("rho", rho),
            slot(
                "error",
                format!("{:.1}", 100.0 * c.error.unwrap_or(f64::NAN)),
            ),
            slot("strength", PREDICTION.part(strength, &[])?),
        ],
    )
}
