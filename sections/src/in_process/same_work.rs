//! The kernels that do kernel-safe's work with one change each (their
//! `one_change` in the `kernels` table, e.g. `kernel-unchecked`: no bounds
//! checks; `kernel-fma`: the inner sum fused): where the table shows one of
//! them clear of kernel-safe's time, the section says so and what is known
//! of why (issue 26, item 3: every anomaly the data shows explained in a
//! sentence or marked unexplained). A pure function of the paired ratios;
//! the prose is `templates/in_process_same_work.md`, where a part
//! `why-<kernel>` says what is known of that kernel (else `why`: nothing).

use anyhow::Result;
use report::template::{Prose, slot};

const PROSE: Prose = Prose {
    file: "in_process_same_work.md",
    text: include_str!("../../templates/in_process_same_work.md"),
};

/// A kernel's time over kernel-safe's, paired per run: median and 95%
/// interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct VsSafe {
    pub median: f64,
    pub lo: f64,
    pub hi: f64,
}

impl VsSafe {
    /// Whether the interval leaves out 1 (the same time as kernel-safe).
    fn clear_of_one(self) -> bool {
        self.lo > 1.0 || self.hi < 1.0
    }
}

/// The paragraph for the one-change kernels clear of kernel-safe's time
/// (`rows`: CLI name and ratio, in table order); empty when none is.
pub fn markdown(rows: &[(&str, VsSafe)]) -> Result<String> {
    let mut items = Vec::new();
    for (kernel, r) in rows {
        let Some((entry, change)) = kernels::entry(kernel).and_then(|e| Some((e, e.one_change?)))
        else {
            continue;
        };
        if !r.clear_of_one() {
            continue;
        }
        let own = format!("why-{kernel}");
        let why = PROSE.part(if PROSE.has_part(&own) { &own } else { "why" }, &[])?;
        items.push(PROSE.part(
            "item",
            &[
                slot("krate", entry.krate),
                slot("change", change),
                slot("ratio", format!("{:.3}", r.median)),
                slot("lo", format!("{:.3}", r.lo)),
                slot("hi", format!("{:.3}", r.hi)),
                slot("why", why),
            ],
        )?);
    }
    if items.is_empty() {
        return Ok(String::new());
    }
    Ok(format!(
        "\n{}\n\n{}\n",
        PROSE.part("heading", &[])?,
        items.join("\n")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(median: f64, lo: f64, hi: f64) -> VsSafe {
        VsSafe { median, lo, hi }
    }

    #[test]
    fn only_one_change_kernels_clear_of_kernel_safe_are_named() {
        let md = markdown(&[
            ("safe", r(1.0, 1.0, 1.0)),
            ("unchecked", r(1.066, 0.987, 1.100)),
            ("fma", r(1.133, 1.077, 1.199)),
            ("simd-avx2", r(0.076, 0.075, 0.093)),
        ])
        .unwrap();
        assert!(
            md.contains("`kernel-fma`") && md.contains("1.133× kernel-safe's time (1.077–1.199)")
        );
        assert!(!md.contains("kernel-unchecked"), "its interval holds 1");
        assert!(!md.contains("simd"), "not a one-change kernel");
    }

    #[test]
    fn faster_counts_as_clear_too_and_nothing_clear_says_nothing() {
        let md = markdown(&[("unchecked", r(0.95, 0.93, 0.97))]).unwrap();
        assert!(md.contains("0.950× kernel-safe's time (0.930–0.970)"));
        assert!(md.contains("gap.md"));
        assert_eq!(markdown(&[("fma", r(1.01, 0.99, 1.03))]).unwrap(), "");
    }

    #[test]
    fn own_parts_name_one_change_kernels_and_the_rest_get_the_plain_one() {
        if let Some(e) = kernels::KERNELS
            .iter()
            .find(|e| e.one_change.is_some() && !PROSE.has_part(&format!("why-{}", e.name)))
        {
            let md = markdown(&[(e.name, r(0.9, 0.8, 0.95))]).unwrap();
            assert!(md.contains(&format!("`{}` (", e.krate)) && md.contains("Unexplained here."));
        }
        for (name, _) in PROSE.pieces() {
            if let Some(k) = name.strip_prefix("why-") {
                assert!(
                    kernels::entry(k).is_some_and(|e| e.one_change.is_some()),
                    "part {name}: no one-change kernel {k} in the table"
                );
            }
        }
    }
}
