//! The instrument's own record: the spread at each level for the gap and
//! the control, what the design can detect and whether it met its targets,
//! how often the disturbance rule struck, and (version 2) each whole sweep
//! against the sum of its parts, cause by cause.

use super::Record;
use super::alignment::{MIN_PER_OFFSET, Stratified};
use super::analysis::{Analysis, is_blocked};
use super::components::WithIntervals;
use super::conclude::agree;
use super::crosscheck::{Agreement, WholeParts};
use super::disturb;
use super::hier::Estimate;
use super::row_samples::median;
use super::tables::{ratio_cell, sd_ci_cell};
use anyhow::Result;
use report::targets::{self, Verdict};
use report::template::{self, Prose, slot};
use serde_json::{Value, json};
use std::fmt::Write as _;

const INSTRUMENT: &str = include_str!("../templates/gap_instrument.md");
const DISTURBANCE: &str = include_str!("../templates/gap_disturbance.md");
const SUM_OF_PARTS: &str = include_str!("../templates/gap_sum_of_parts.md");
const WHOLE_PARTS: &str = include_str!("../templates/gap_whole_parts.md");
const WHOLE_PARTS_BLIND: &str = include_str!("../templates/gap_whole_parts_blind.md");
const CROSS_CHECK: &str = include_str!("../templates/gap_cross_check.md");
const ALIGNMENT: &str = include_str!("../templates/gap_alignment.md");
/// The targets' and the stratified line's words.
const PROSE: Prose = Prose {
    file: "gap_targets.md",
    text: include_str!("../templates/gap_targets.md"),
};

/// A part of `gap_targets.md`, filled (every part fills: its tests say so).
fn words(part: &str, slots: &[report::template::Slot<'_>]) -> String {
    PROSE
        .part(part, slots)
        .expect("gap_targets.md fills (its tests fill every part)")
}

/// The instrument: the spread at each level for the gap and the control,
/// what the design can detect, the disturbance rule's count, and (version
/// 2) each whole sweep against the sum of its parts.
pub(super) fn instrument(rec: &Record, an: &Analysis<'_>) -> Result<(String, Value)> {
    let mut md = template::fill(
        INSTRUMENT,
        &[
            slot("spread", spread_table(an)),
            slot("targets", targets::list(&targets(rec, an))),
        ],
    )?;
    let placed = super::alignment::table(&an.units);
    if !placed.is_empty() {
        let stratified = stratified_line(super::alignment::stratified_gap(&an.units).as_ref());
        let _ = write!(
            md,
            "\n{}",
            template::fill(
                ALIGNMENT,
                &[slot("table", placed), slot("stratified", stratified)]
            )?
        );
    }
    let tally = disturb::tally(&an.all);
    if is_blocked(&an.all) {
        let disturbance = template::fill(
            DISTURBANCE,
            &[
                slot("blocks", tally.blocks),
                slot("pairs", tally.pairs),
                slot("max_steal", format!("{:.0}", 100.0 * disturb::MAX_STEAL)),
                slot(
                    "max_other_busy",
                    format!("{:.0}", 100.0 * disturb::MAX_OTHER_BUSY),
                ),
                slot("clock_band", format!("{:.0}", 100.0 * disturb::CLOCK_BAND)),
                slot("dropped", tally.dropped),
                slot("kept", tally.kept_disturbed),
                slot("attempts", disturb::ATTEMPTS),
                slot("largest_steal", format!("{:.1}", 100.0 * tally.max_steal)),
                slot(
                    "busiest_other",
                    format!("{:.0}", 100.0 * tally.max_other_busy),
                ),
            ],
        )?;
        let _ = write!(md, "\n{disturbance}\n");
        md.push_str(&sum_of_parts(rec, an)?);
    }
    let json = json!({"gap": an.gap_components, "control": an.control_components, "gap_adjacent": an.gap_adjacent, "control_adjacent": an.control_adjacent, "disturbance": tally});
    Ok((md, json))
}

/// The spread at each level of the gap and of the control.
fn spread_table(an: &Analysis<'_>) -> String {
    // A gap layout is one process set: its layout SD holds the sets'.
    let line = |name: &str, w: &Option<WithIntervals>, one_set: bool| match w {
        Some(w) => format!(
            "| {name} | {} | {} | {} | ±{:.2}% | {:.2}% |\n",
            sd_ci_cell(w.point.layout, w.layout),
            if one_set {
                "— (one per layout: in the layout SD)".to_string()
            } else {
                sd_ci_cell(w.point.process, w.process)
            },
            sd_ci_cell(w.point.within, w.within),
            100.0 * 1.96 * w.point.within_se,
            100.0 * w.point.detectable()
        ),
        None => format!("| {name} | — | — | — | — | — |\n"),
    };
    let mut t = String::from(
        "| ratio | layout SD (95% CI) | process-set SD (95% CI) | within-process SD of one sample (95% CI) | within-process half-interval of the estimate | smallest detectable effect (95%, 80% power) |\n|---|--:|--:|--:|--:|--:|\n",
    );
    t.push_str(&line(
        "kernel-safe / numba-njit (the gap)",
        &an.gap_components,
        false,
    ));
    t.push_str(&line(
        "control / kernel-safe (a change that changes nothing)",
        &an.control_components,
        false,
    ));
    if an.gap_adjacent.is_some() || an.control_adjacent.is_some() {
        t.push_str(&line(
            "kernel-safe / numba-njit, gap layouts (at most one row apart)",
            &an.gap_adjacent,
            true,
        ));
        t.push_str(&line(
            "control / kernel-safe, gap layouts (at most one row apart)",
            &an.control_adjacent,
            true,
        ));
    }
    t
}

/// The gap stratified by where kernel-safe's WMA starts, beside the same
/// layouts' plain mean.
fn stratified_line(stratified: Option<&Stratified>) -> String {
    let Some(s) = stratified else {
        return words("not_stratified", &[slot("min", MIN_PER_OFFSET)]);
    };
    let counts: Vec<String> = s
        .offsets
        .iter()
        .map(|(o, n)| format!("{o} B: {n}"))
        .collect();
    words(
        "stratified_line",
        &[
            slot("counts", counts.join(", ")),
            slot("stratified", ratio_cell(&s.estimate)),
            slot(
                "stratified_half",
                format!("{:.1}", 100.0 * half(&s.estimate)),
            ),
            slot("pooled", ratio_cell(&s.pooled)),
            slot("pooled_half", format!("{:.1}", 100.0 * half(&s.pooled))),
        ],
    )
}

/// An interval's larger half, relative to its estimate (`e` in logs).
fn half(e: &Estimate) -> f64 {
    let e = e.exp();
    ((e.hi - e.point).max(e.point - e.lo)) / e.point
}

/// "repeat 1 ±0.8%, repeat 2 —" for each repeat's half-interval.
fn per_repeat(halves: &[Option<f64>]) -> String {
    if halves.is_empty() {
        return words("no_repeat", &[]);
    }
    halves
        .iter()
        .enumerate()
        .map(|(k, h)| match h {
            Some(h) => words(
                "repeat_half",
                &[slot("k", k + 1), slot("half", format!("{:.1}", 100.0 * h))],
            ),
            None => words("repeat_none", &[slot("k", k + 1)]),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The instrument's targets (issue 25), decided from the numbers: each
/// repeat's gap interval within a hundredth of its estimate — pooled over
/// its layouts, and (`stratified`, when the record says where the WMAs
/// start) stratified by where kernel-safe's WMA starts, every repeat
/// stratified and, with two or more, their intervals overlapping — and
/// the control's within-process half-interval within three thousandths.
fn target_verdicts(
    pooled: &[Estimate],
    stratified: Option<&[Option<Estimate>]>,
    control_within: Option<(f64, &str)>,
) -> Vec<Verdict> {
    let halves: Vec<Option<f64>> = pooled.iter().map(|e| Some(half(e))).collect();
    let within =
        |h: &[Option<f64>]| !h.is_empty() && h.iter().all(|h| h.is_some_and(|h| h <= 0.01));
    let mut v = vec![Verdict::new(
        words("pooled", &[slot("each", per_repeat(&halves))]),
        within(&halves),
    )];
    if let Some(stratified) = stratified {
        let halves: Vec<Option<f64>> = stratified.iter().map(|e| e.as_ref().map(half)).collect();
        let drawn: Vec<Estimate> = stratified.iter().flatten().copied().collect();
        let (overlap, said) = if drawn.len() < stratified.len() {
            (false, "overlap_unstratified")
        } else if drawn.len() < 2 {
            (true, "overlap_one")
        } else if agree(&drawn) {
            (true, "overlap_yes")
        } else {
            (false, "overlap_no")
        };
        v.push(Verdict::new(
            words(
                "stratified",
                &[
                    slot("each", per_repeat(&halves)),
                    slot("overlap", words(said, &[])),
                ],
            ),
            within(&halves) && overlap,
        ));
    }
    v.push(match control_within {
        Some((c, on)) => Verdict::new(
            words(
                "control",
                &[slot("half", format!("{:.2}", 100.0 * c)), slot("on", on)],
            ),
            c <= 0.003,
        ),
        None => Verdict::remark(words("control_none", &[])),
    });
    v
}

/// The instrument's targets of one analysis.
pub(super) fn targets(rec: &Record, an: &Analysis<'_>) -> Vec<Verdict> {
    let stratified: Vec<Option<Estimate>> = super::alignment::each_repeat(an)
        .iter()
        .map(|s| s.as_ref().map(|s| s.estimate))
        .collect();
    let placed = an
        .units
        .offsets
        .iter()
        .any(|o| o.contains_key(super::alignment::SAFE_WMA));
    let mut v = target_verdicts(
        &an.each_gap,
        placed.then_some(stratified.as_slice()),
        an.control_within(),
    );
    // Under the per-repeat gap targets it bears on (the control's is last).
    if let Some(h) = super::conclude::heterogeneity(&an.each_gap) {
        v.insert(v.len() - 1, Verdict::remark(between_repeats(&h)));
    }
    let minutes: Vec<f64> = an.all.iter().map(|r| r.seconds / 60.0).collect();
    let default = rec.design.combo_limit.is_none() && super::measure::default_design_rows(rec);
    v.push(time_verdict(&minutes, default));
    v
}

/// The instrument's time target (issue 25): every repeat of the default
/// design within [`REPEAT_MINUTES`] on this machine; another design's
/// minutes are said, not judged.
fn time_verdict(minutes: &[f64], default_design: bool) -> Verdict {
    let each: Vec<String> = minutes
        .iter()
        .enumerate()
        .map(|(k, m)| {
            words(
                "repeat_minutes",
                &[slot("k", k + 1), slot("minutes", format!("{m:.2}"))],
            )
        })
        .collect();
    let each = if each.is_empty() {
        words("no_repeat", &[])
    } else {
        each.join(", ")
    };
    let target = format!("{REPEAT_MINUTES:.0}");
    if !default_design {
        return Verdict::remark(words(
            "time_other",
            &[slot("each", &each), slot("target", &target)],
        ));
    }
    Verdict::new(
        words(
            "time_default",
            &[slot("each", &each), slot("target", &target)],
        ),
        !minutes.is_empty() && minutes.iter().all(|&m| m <= REPEAT_MINUTES),
    )
}

/// The default design's time per repeat the issue asks for.
const REPEAT_MINUTES: f64 = 10.0;

/// Whether the repeats' gaps differ beyond their own intervals, in words.
fn between_repeats(h: &super::conclude::Heterogeneity) -> String {
    let q = words(
        "cochran",
        &[
            slot("q", format!("{:.1}", h.q)),
            slot("df", h.df),
            slot("critical", format!("{:.2}", h.critical)),
        ],
    );
    if h.beyond() {
        words(
            "between_beyond",
            &[
                slot("q", q),
                slot("tau", format!("{:.1}", 100.0 * h.tau)),
                slot("i2", format!("{:.0}", 100.0 * h.i2)),
                slot("repeats", h.df + 1),
            ],
        )
    } else {
        words("between_not", &[slot("q", q), slot("repeats", h.df + 1)])
    }
}

/// Since version 4: each row's whole / parts in the same processes and
/// the cross-check table; before, the whole sweeps against the combos
/// timed alone in other processes.
fn sum_of_parts(rec: &Record, an: &Analysis<'_>) -> Result<String> {
    let mut md = match &an.whole_parts {
        Some(wp) => whole_parts(rec, an, wp)?,
        None => sum_of_parts_before_laps(rec, an)?,
    };
    md.push_str(&cross_check(an)?);
    Ok(md)
}

/// The whole / parts table: per row its ratio, against kernel-safe's, and
/// whether it is flagged.
fn whole_parts(rec: &Record, an: &Analysis<'_>, wp: &WholeParts) -> Result<String> {
    let mut table = String::from(
        "| row | whole / parts (95% CI) | ÷ kernel-safe's (95% CI) | within the noise + 2%? |\n|---|--:|--:|---|\n",
    );
    for (i, row) in rec.rows.iter().enumerate() {
        let _ = writeln!(
            table,
            "| {} | {} | {} | {} |",
            row.label,
            ratio_cell(&wp.rows[i]),
            ratio_cell(&wp.vs_safe[i]),
            if wp.flagged[i] {
                "**no: flagged**"
            } else {
                "yes"
            }
        );
    }
    let flagged: Vec<&str> = rec
        .rows
        .iter()
        .zip(&wp.flagged)
        .filter(|(_, f)| **f)
        .map(|(r, _)| r.label.as_str())
        .collect();
    let lead = rec
        .design
        .lead_in
        .map_or("—".to_string(), |c| (c + 1).to_string());
    let gap = an.attribution.gap.point;
    let blind = if super::crosscheck::blind_at_the_gap(wp.noise, gap) {
        template::fill(
            WHOLE_PARTS_BLIND,
            &[
                slot(
                    "threshold",
                    format!(
                        "{:.1}",
                        100.0 * ((wp.noise + super::crosscheck::WHOLE_PARTS_MARGIN).exp() - 1.0)
                    ),
                ),
                slot("gap", format!("{:.3}", gap.exp())),
            ],
        )?
        .trim_end()
        .to_string()
    } else {
        String::new()
    };
    let md = template::fill(
        WHOLE_PARTS,
        &[
            slot("blind", blind),
            slot(
                "processes",
                if wp.processes == 1 {
                    "1 whole sweep".to_string()
                } else {
                    format!("{} whole sweeps", wp.processes)
                },
            ),
            slot("combos", wp.combos),
            slot("lead", lead),
            slot("noise", format!("{:.1}", 100.0 * (wp.noise.exp() - 1.0))),
            slot("lead_cost", lead_cost(an)),
            slot("table", table),
            slot(
                "flagged",
                if flagged.is_empty() {
                    "none".to_string()
                } else {
                    flagged.join(", ")
                },
            ),
        ],
    )?;
    Ok(format!("\n{md}\n"))
}

/// What the lead-ins cost: their seconds against the samples' (every
/// block of every layout), as a percentage.
fn lead_cost(an: &Analysis<'_>) -> String {
    let blocks = an.all.iter().flat_map(|r| {
        r.layouts
            .iter()
            .flat_map(|l| &l.processes)
            .chain(r.gap_layouts.iter().flat_map(|g| &g.processes))
            .flat_map(|p| &p.blocks)
    });
    let (mut lead, mut sampled) = (0.0, 0.0);
    for b in blocks.filter(|b| b.lead_seconds.len() == b.seconds.len()) {
        lead += b.lead_seconds.iter().sum::<f64>();
        sampled += b.seconds.iter().sum::<f64>();
    }
    if sampled > 0.0 {
        format!("{:.0}", 100.0 * lead / sampled)
    } else {
        "—".to_string()
    }
}

/// The cross-check table: every quantity as the three readings give it.
fn cross_check(an: &Analysis<'_>) -> Result<String> {
    let word = |a: Agreement| match a {
        Agreement::Agree => "yes",
        Agreement::WithinLayouts => "within the layout effect",
        Agreement::Disagree => "**no**",
        Agreement::NotMeasured => "—",
    };
    let cell = |e: &Option<Estimate>| e.as_ref().map_or("—".to_string(), ratio_cell);
    let mut t = String::from(
        "| quantity | per combo (the instrument) | whole sweeps across processes | agrees? | whole sweeps in one process | agrees? |\n|---|--:|--:|---|--:|---|\n",
    );
    for r in &an.cross {
        let _ = writeln!(
            t,
            "| {} | {} | {} | {} | {} | {} |",
            super::verdict::quantity_name(r.quantity),
            ratio_cell(&r.per_combo),
            cell(&r.whole),
            word(r.whole_agrees),
            cell(&r.one_process),
            word(r.one_process_agrees)
        );
    }
    let layout = an.layout_effect();
    let md = template::fill(
        CROSS_CHECK,
        &[
            slot("whole_sweeps", an.all.len()),
            slot("layout", format!("{:.1}", 100.0 * layout)),
            slot("table", t),
        ],
    )?;
    Ok(format!("\n{md}\n"))
}

/// Before version 4: each row's whole sweep (a repeat's first process set)
/// against the sum of its combos timed alone in the repeat's first two
/// layouts (which cover every combo once).
fn sum_of_parts_before_laps(rec: &Record, an: &Analysis<'_>) -> Result<String> {
    let mut table = String::from(
        "| row | whole sweep s | sum of its combos s | whole / parts |\n|---|--:|--:|--:|\n",
    );
    for (i, row) in rec.rows.iter().enumerate() {
        let pairs = whole_and_parts(an, i);
        if pairs.is_empty() {
            continue;
        }
        let w = median(pairs.iter().map(|p| p.0));
        let p = median(pairs.iter().map(|p| p.1));
        let ratio = median(pairs.iter().map(|p| p.0 / p.1));
        let _ = writeln!(table, "| {} | {w:.3} | {p:.3} | {ratio:.3} |", row.label);
    }
    Ok(format!(
        "\n{}",
        template::fill(SUM_OF_PARTS, &[slot("table", table)])?
    ))
}

/// Per repeat: row `i`'s whole sweep and the sum of its combos.
fn whole_and_parts(an: &Analysis<'_>, i: usize) -> Vec<(f64, f64)> {
    an.all
        .iter()
        .filter_map(|r| {
            let whole = r
                .layouts
                .first()?
                .processes
                .first()?
                .rounds
                .first()?
                .get(i)?
                .seconds;
            let parts: f64 = r
                .layouts
                .iter()
                .take(2)
                .flat_map(|l| &l.processes)
                .flat_map(|p| &p.blocks)
                .map(|b| b.seconds[i])
                .sum();
            Some((whole, parts))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_targets_are_said_met_only_when_every_repeat_meets_them() {
        let met = |v: &[Verdict]| v.iter().map(|v| v.met).collect::<Vec<_>>();
        // ln estimates whose larger half is `h` of the estimate.
        let e = |h: f64| Estimate {
            point: 0.0,
            lo: 0.0,
            hi: (1.0 + h).ln(),
        };
        let t = target_verdicts(&[e(0.008), e(0.009)], None, Some((0.002, "gap layouts")));
        assert_eq!(
            met(&t),
            [Some(true), Some(true)],
            "no offsets: no stratified line"
        );
        assert!(
            t[0].text.ends_with("repeat 1 ±0.8%, repeat 2 ±0.9%"),
            "{t:?}"
        );
        assert!(t[1].text.ends_with("±0.20% (gap layouts)"), "{t:?}");
        let t = target_verdicts(&[e(0.008), e(0.022)], None, Some((0.008, "lattice")));
        assert_eq!(met(&t), [Some(false), Some(false)]);
        let t = target_verdicts(&[], None, None);
        assert_eq!(met(&t), [Some(false), None]);
    }

    #[test]
    fn the_time_target_needs_every_repeat_within_ten_minutes() {
        let t = time_verdict(&[8.7, 9.994], true);
        assert_eq!(t.met, Some(true));
        assert!(
            t.text.ends_with("repeat 1 8.70 min, repeat 2 9.99 min"),
            "{t:?}"
        );
        assert_eq!(time_verdict(&[8.0, 10.04, 9.0], true).met, Some(false));
        let none = time_verdict(&[], true);
        assert_eq!(none.met, Some(false));
        assert!(none.text.ends_with("no repeat"), "{none:?}");
        let full = time_verdict(&[14.0], false);
        assert_eq!(full.met, None, "another design is not judged");
        assert!(full.text.contains("repeat 1 14.00 min"), "{full:?}");
    }

    #[test]
    fn the_stratified_target_needs_every_repeat_and_overlapping_intervals() {
        let met = |v: &[Verdict]| v.iter().map(|v| v.met).collect::<Vec<_>>();
        let at = |point: f64, h: f64| Estimate {
            point,
            lo: point - h,
            hi: point + h,
        };
        let pooled = [at(0.1, 0.02), at(0.1, 0.02)];
        let both = [Some(at(0.1, 0.005)), Some(at(0.105, 0.005))];
        let t = target_verdicts(&pooled, Some(&both[..]), None);
        assert_eq!(met(&t)[..2], [Some(false), Some(true)], "{t:?}");
        assert!(
            t[1].text.contains("repeat 1 ±0.5%") && t[1].text.ends_with("their intervals overlap")
        );
        let apart = [Some(at(0.1, 0.005)), Some(at(0.2, 0.005))];
        let t = target_verdicts(&pooled, Some(&apart[..]), None);
        assert_eq!(met(&t)[1], Some(false));
        assert!(t[1].text.ends_with("do not all overlap"), "{t:?}");
        let missing = [Some(at(0.1, 0.005)), None];
        let t = target_verdicts(&pooled, Some(&missing[..]), None);
        assert_eq!(met(&t)[1], Some(false));
        assert!(
            t[1].text.contains("repeat 2 —") && t[1].text.contains("not stratified"),
            "{t:?}"
        );
        let none = [None, None];
        let t = target_verdicts(&pooled, Some(&none[..]), None);
        assert_eq!(
            met(&t)[1],
            Some(false),
            "recorded starts, no stratum: unmet, not absent"
        );
        let one = [Some(at(0.1, 0.005))];
        let t = target_verdicts(&pooled[..1], Some(&one[..]), None);
        assert_eq!(met(&t)[1], Some(true));
        assert!(t[1].text.ends_with("nothing to overlap"), "{t:?}");
    }

    #[test]
    fn the_repeats_drift_is_said_only_beyond_their_intervals() {
        let at = |point: f64, h: f64| Estimate {
            point,
            lo: point - h,
            hi: point + h,
        };
        let apart = super::super::conclude::heterogeneity(&[
            at(0.0981, 0.02),
            at(0.0723, 0.023),
            at(0.1142, 0.018),
        ])
        .unwrap();
        let t = between_repeats(&apart);
        assert!(
            t.contains("differs by more")
                && t.contains("Q = 7.9 on 2")
                && t.contains("SD of 1.8%")
                && t.contains("3 repeats, a rough"),
            "{t}"
        );
        let close =
            super::super::conclude::heterogeneity(&[at(0.1, 0.02), at(0.104, 0.02)]).unwrap();
        assert!(between_repeats(&close).contains("not detectably more"));
    }

    #[test]
    fn every_part_of_the_targets_words_is_reachable() {
        let e = |point: f64, h: f64| Estimate {
            point,
            lo: point - h,
            hi: point + h,
        };
        let pooled = [e(0.3, 0.002), e(0.31, 0.002)];
        for strata in [
            vec![Some(e(0.3, 0.001)), None],
            vec![Some(e(0.3, 0.001))],
            vec![Some(e(0.3, 0.001)), Some(e(0.3005, 0.001))],
            vec![Some(e(0.3, 0.001)), Some(e(0.35, 0.001))],
        ] {
            target_verdicts(&pooled, Some(&strata), Some((0.002, "gap layouts")));
        }
        target_verdicts(&[], None, None);
        per_repeat(&[None]);
        time_verdict(&[], true);
        time_verdict(&[8.0], true);
        time_verdict(&[8.0], false);
        let apart = super::super::conclude::heterogeneity(&[
            e(0.0981, 0.02),
            e(0.0723, 0.023),
            e(0.1142, 0.018),
        ])
        .unwrap();
        between_repeats(&apart);
        let close = super::super::conclude::heterogeneity(&[e(0.1, 0.02), e(0.104, 0.02)]).unwrap();
        between_repeats(&close);
        stratified_line(None);
        stratified_line(Some(&Stratified {
            estimate: e(0.3, 0.002),
            pooled: e(0.3, 0.004),
            offsets: vec![(0, 4), (16, 5)],
        }));
        let unfilled: Vec<&str> = PROSE
            .unfilled()
            .into_iter()
            .filter(|p| !p.is_empty())
            .collect();
        assert_eq!(unfilled, Vec::<&str>::new());
    }
}

#[cfg(test)]
mod on_a_record {
    //! `targets` over the committed whole-run record: what it takes from the
    //! record and the analysis, and where it puts each line.
    use super::*;

    fn committed() -> Record {
        let path = ::measure::paths::repo_root().join("reports/report.json");
        let v: Value = report::files::read_json(&path).expect("reports/report.json reads");
        serde_json::from_value(v["sections"]["gap"].clone()).expect("its gap section is a Record")
    }

    #[test]
    fn targets_take_their_lines_from_the_record_in_order() {
        let rec = committed();
        let mut an = Analysis::of(&rec).expect("the committed record analyses");
        assert!(
            an.each_gap.len() >= 2
                && an
                    .units
                    .offsets
                    .iter()
                    .any(|o| o.contains_key(super::super::alignment::SAFE_WMA)),
            "this test needs a record with two repeats or more and the WMAs' offsets"
        );
        let t = targets(&rec, &an);
        let pooled = target_verdicts(&an.each_gap, None, an.control_within());
        // pooled, stratified, the repeats' drift, the control, the time.
        assert_eq!(t.len(), 5, "{t:#?}");
        assert_eq!(t[0], pooled[0]);
        assert!(t[1].text.contains("stratified"), "{t:#?}");
        assert!(
            t[2].met.is_none() && t[2].text.contains("Cochran"),
            "{t:#?}"
        );
        assert_eq!(t[3], pooled[1], "the control's line after the drift");
        for (k, r) in an.all.iter().enumerate() {
            let said = format!("repeat {} {:.2} min", k + 1, r.seconds / 60.0);
            assert!(t[4].text.contains(&said), "{said} in {:?}", t[4].text);
        }
        assert!(t[4].met.is_some(), "the default design's time is judged");

        let mut limited = rec.clone();
        limited.design.combo_limit = Some(10);
        let t = targets(&limited, &an);
        assert!(
            t[4].met.is_none(),
            "another design's minutes are said, not judged"
        );

        an.units.offsets.iter_mut().for_each(|o| o.clear());
        let t = targets(&rec, &an);
        assert_eq!(t.len(), 4, "no offsets: no stratified line: {t:#?}");
        assert!(!t[1].text.contains("stratified"), "{t:#?}");
    }
}
