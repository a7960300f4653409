//! The gap page put together: `templates/gap.md` filled with the parts
//! rendered elsewhere and the method's own figures (the design, the seeds,
//! the control's check, the reruns' agreement), and the README summary.

use super::analysis::{Analysis, Roles, is_blocked};
use super::attribution::Attribution;
use super::conclude::claimed;
use super::row_samples::median;
use super::tables::{Agreement, drift, ratio_cell, shapley_table, waterfall_table};
use super::{ALLOCATOR_ENV, ICOUNT_BARS, Record};
use anyhow::Result;
use report::template::{self, slot};

const PAGE: &str = include_str!("../templates/gap.md");
const SUMMARY: &str = include_str!("../templates/gap_summary.md");
const DESIGN_BLOCKS: &str = include_str!("../templates/gap_design_blocks.md");
const DESIGN_ROUNDS: &str = include_str!("../templates/gap_design_rounds.md");
const DESIGN_GAP_LAYOUTS: &str = include_str!("../templates/gap_design_gap_layouts.md");
const DESIGN_ORDER: &str = include_str!("../templates/gap_design_order.md");
const LAYOUTS_UNSHUFFLED: &str = include_str!("../templates/gap_layouts_unshuffled.md");
const CONTROL_IDENTICAL: &str = include_str!("../templates/gap_control_identical.md");
const CONTROL_DIFFERS: &str = include_str!("../templates/gap_control_differs.md");
const CONTROL_UNCOUNTED: &str = include_str!("../templates/gap_control_uncounted.md");
const DRIVER_BEYOND_FLOOR: &str = include_str!("../templates/gap_driver_beyond_floor.md");
const DRIVER_WITHIN_FLOOR: &str = include_str!("../templates/gap_driver_within_floor.md");
const NO_DRIVER: &str = include_str!("../templates/gap_no_driver.md");
const RERUNS: &str = include_str!("../templates/gap_reruns.md");
const RERUNS_SINGLE: &str = include_str!("../templates/gap_reruns_single.md");
const RERUNS_REPRODUCE: &str = include_str!("../templates/gap_reruns_reproduce.md");
const RERUNS_REPRODUCE_UNSHARED: &str =
    include_str!("../templates/gap_reruns_reproduce_unshared.md");
const RERUNS_DIFFER: &str = include_str!("../templates/gap_reruns_differ.md");
const ACROSS_REPEATS: &str = include_str!("../templates/gap_across_repeats.md");
const ONLY_FULL: &str = include_str!("../templates/gap_only_full.md");
const MCA_MISSING: &str = include_str!("../templates/gap_mca_missing.md");

/// The page's parts rendered by the other modules, in page order.
pub(super) struct Parts {
    /// The gap per CPU and every reading (`across_cores`).
    pub by_cpu: String,
    /// The spread at each level, the targets, the disturbance (`instrument`).
    pub instrument: String,
    /// The reruns side by side (`tables`).
    pub agreement: Agreement,
    /// The every-row table and its page-faults paragraph (`row_table`).
    pub rows: String,
    pub page_faults: String,
    /// The one-worker tables and their gap (`same_process_check`).
    pub same_process: String,
    /// llvm-mca's mechanism per core, then the M2 subsection.
    pub mechanism: String,
    pub m2: String,
    /// The compilers' seam (empty for a record without it) and its first-screen line.
    pub seam: String,
    pub seam_line: String,
}

/// `templates/gap.md`, filled.
pub(super) fn markdown(rec: &Record, an: &Analysis<'_>, parts: &Parts) -> Result<String> {
    let (roles, a, floor) = (&an.roles, &an.attribution, an.floor);
    template::fill(
        PAGE,
        &[
            slot("design", design(rec, an)?),
            slot("seeds", seeds(an).join(", ")),
            slot("pinned_to", pinned_to(rec)),
            slot("seed", rec.design.seed),
            slot("minutes", format!("{:.1}", minutes_per_repeat(rec))),
            slot("layout_note", layout_note(rec)?),
            slot("gap", ratio_cell(&an.gap)),
            slot("gap_layouts", gap_layouts_note(an)),
            slot("across", across_repeats_note(an)?),
            slot("by_cpu", &parts.by_cpu),
            slot("control", ratio_cell(&an.control)),
            slot("floor", format!("{:.1}", 100.0 * (floor.exp() - 1.0))),
            slot("control_check", control_check(rec, roles)?),
            slot("driver_note", driver_note(rec, an)?),
            slot("verdict", &an.verdict),
            slot("instrument", &parts.instrument),
            slot("allocator", allocator_settings()),
            slot("shapley", shapley_table(a, floor, rec, roles)),
            slot("waterfall", waterfall_table(a, rec, roles)),
            slot("reruns", reruns(&an.each, &parts.agreement, floor)?),
            slot("macs", format!("{:.0}", rec.macs)),
            slot("icount_bars", ICOUNT_BARS),
            slot("rows", &parts.rows),
            slot("page_faults", &parts.page_faults),
            slot("missing_rows", missing_rows(rec)?),
            slot("mca_note", mca_note(rec)?),
            slot("drift", drift(rec, roles, &an.all)),
            slot("same_process", &parts.same_process),
            slot("evidence", &rec.asm_evidence),
            slot("mechanism", &parts.mechanism),
            slot("m2", &parts.m2),
            slot("seam", &parts.seam),
        ],
    )
}

/// The README's summary of the section, linking to the page.
pub(super) fn summary(
    rec: &Record,
    an: &Analysis<'_>,
    readings: &str,
    seam_line: &str,
) -> Result<String> {
    let a = &an.attribution;
    template::fill(
        SUMMARY,
        &[
            slot("repeats", repeats_words(rec.repeats.len())),
            slot("layouts", rec.design.layouts),
            slot("processes", rec.design.processes),
            slot(
                "sampling",
                if is_blocked(&an.all) {
                    "one combo per sample"
                } else {
                    "whole-sweep rounds"
                },
            ),
            slot("gap", ratio_cell(&an.gap)),
            slot("gap_layouts", gap_layouts_note(an)),
            slot("across", across_repeats_note(an)?),
            slot("verdict", &an.verdict),
            slot("seam", seam_line),
            slot("shapley", shapley_table(a, an.floor, rec, &an.roles)),
            slot("readings", readings),
        ],
    )
}

/// When the repeats' gaps differ beyond their intervals, the gap across
/// them with the between-repeat SD added (a leading space), else "".
fn across_repeats_note(an: &Analysis<'_>) -> Result<String> {
    match super::conclude::across_differing_repeats(&an.each_gap) {
        Some(across) => Ok(format!(
            " {}",
            template::fill(
                ACROSS_REPEATS,
                &[
                    slot("repeats", an.each_gap.len()),
                    slot("across", ratio_cell(&across)),
                ],
            )?
        )),
        None => Ok(String::new()),
    }
}

/// Which layouts the headline gap rests on, when the gap layouts add to
/// the lattice's: how many, the lattice's own gap (the one the causes'
/// shares divide) and the gap layouts' alone.
fn gap_layouts_note(an: &Analysis<'_>) -> String {
    let (units, extra) = an.gap_layout_count;
    let Some((alone, control)) = an.gap_layouts_alone.filter(|_| extra > 0) else {
        return String::new();
    };
    format!(
        " (on {units} layouts; the lattice's {} alone give {}, the gap the causes' shares divide; the {extra} gap layouts alone {}, and on them the control / kernel-safe {})",
        units - extra,
        ratio_cell(&an.attribution.gap),
        ratio_cell(&alone),
        ratio_cell(&control)
    )
}

/// How a repeat was laid out: one combo per sample (version 2) or
/// whole-sweep rounds (version 1).
fn design(rec: &Record, an: &Analysis<'_>) -> Result<String> {
    let d = &rec.design;
    if is_blocked(&an.all) {
        let quick = d.combo_limit.map_or(String::new(), |m| {
            format!(" (`--quick`: only the first {m} combos)")
        });
        let mut md = template::fill(
            DESIGN_BLOCKS,
            &[
                slot("repeats", repeats_words(rec.repeats.len())),
                slot("layouts", d.layouts),
                slot("processes", d.processes),
                slot("quick", quick),
                slot("sets_modulus", 2 * d.processes),
            ],
        )?;
        if rec.version >= 3 {
            md.push(' ');
            md.push_str(&template::fill(DESIGN_ORDER, &[])?);
        }
        if d.gap_layouts > 0 {
            md.push(' ');
            md.push_str(&template::fill(
                DESIGN_GAP_LAYOUTS,
                &[
                    slot("gap_layouts", d.gap_layouts),
                    slot(
                        "when",
                        if d.gap_layouts_between {
                            "Between the lattice's layouts (each followed by its share of them)"
                        } else {
                            "After the lattice's layouts"
                        },
                    ),
                ],
            )?);
        }
        Ok(md)
    } else {
        template::fill(
            DESIGN_ROUNDS,
            &[
                slot("repeats", repeats_words(rec.repeats.len())),
                slot("layouts", d.layouts),
                slot("processes", d.processes),
                slot("rounds", d.rounds),
            ],
        )
    }
}

/// Each layout's shuffle seed, every repeat's layouts in order.
fn seeds(an: &Analysis<'_>) -> Vec<String> {
    an.all
        .iter()
        .flat_map(|r| &r.layouts)
        .map(|l| {
            l.shuffle_seed
                .map_or("unshuffled".into(), |s| s.to_string())
        })
        .collect()
}

fn pinned_to(rec: &Record) -> String {
    rec.design
        .cpu
        .map_or("no CPU (pinning unavailable)".into(), |c| {
            format!("CPU {c}")
        })
}

fn minutes_per_repeat(rec: &Record) -> f64 {
    median(rec.repeats.iter().map(|r| r.seconds / 60.0))
}

/// Why the layouts were not shuffled, as a sentence after the method's
/// last; empty when they were.
fn layout_note(rec: &Record) -> Result<String> {
    match &rec.design.layout_note {
        Some(why) => Ok(format!(
            " {}",
            template::fill(LAYOUTS_UNSHUFFLED, &[slot("why", why)])?
        )),
        None => Ok(String::new()),
    }
}

/// The control's check: its callgrind count equals kernel-safe's.
fn control_check(rec: &Record, roles: &Roles) -> Result<String> {
    let (c, s) = (&rec.rows[roles.control], &rec.rows[roles.corners[0].0]);
    match (c.instructions_per_mac, s.instructions_per_mac) {
        (Some(a), Some(b)) if a == b => {
            template::fill(CONTROL_IDENTICAL, &[slot("per_mac", format!("{a:.4}"))])
        }
        (Some(a), Some(b)) => template::fill(
            CONTROL_DIFFERS,
            &[
                slot("control", format!("{a:.4}")),
                slot("safe", format!("{b:.4}")),
            ],
        ),
        _ => template::fill(CONTROL_UNCOUNTED, &[]),
    }
}

/// What the knob driver alone costs, as a sentence after the floor's
/// (records before version 4, whose source knobs went through a driver);
/// since version 4, that the knobs have none.
fn driver_note(rec: &Record, an: &Analysis<'_>) -> Result<String> {
    let roles = &an.roles;
    let Some(e) = roles.driver.and_then(|d| an.ratio(d, roles.corners[0].0)) else {
        if rec.version >= 4 {
            return Ok(format!(" {}", template::fill(NO_DRIVER, &[])?));
        }
        return Ok(String::new());
    };
    let sentence = if claimed(&e, an.floor) {
        DRIVER_BEYOND_FLOOR
    } else {
        DRIVER_WITHIN_FLOOR
    };
    Ok(format!(
        " {}",
        template::fill(sentence, &[slot("ratio", ratio_cell(&e))])?
    ))
}

/// The allocator cause's settings, as the environment they ran with.
fn allocator_settings() -> String {
    let settings: Vec<String> = ALLOCATOR_ENV
        .iter()
        .map(|(k, v)| format!("`{k}={v}`"))
        .collect();
    settings.join(" ")
}

/// The reruns subsection: each repeat's attribution side by side, and
/// whether they agree.
fn reruns(each: &[Attribution], agreement: &Agreement, floor: f64) -> Result<String> {
    if each.len() < 2 {
        return template::fill(RERUNS_SINGLE, &[]);
    }
    let verdict = match (agreement.agreed, each.iter().all(|a| a.gap.clear_of(floor))) {
        (true, true) => RERUNS_REPRODUCE,
        (true, false) => RERUNS_REPRODUCE_UNSHARED,
        (false, _) => RERUNS_DIFFER,
    };
    template::fill(
        RERUNS,
        &[
            slot("count", each.len()),
            slot("table", &agreement.table),
            slot("verdict", template::fill(verdict, &[])?),
        ],
    )
}

/// The rows only `report --full` measures, when this run did not, as a
/// paragraph of its own; empty otherwise.
fn missing_rows(rec: &Record) -> Result<String> {
    let missing: Vec<String> = super::measure::every_row()
        .into_iter()
        .filter(|(label, _)| !rec.rows.iter().any(|r| &r.label == label))
        .map(|(label, _)| label)
        .collect();
    if missing.is_empty() {
        return Ok(String::new());
    }
    let note = template::fill(ONLY_FULL, &[slot("rows", missing.join(", "))])?;
    Ok(format!("\n{note}\n"))
}

/// Why llvm-mca's columns are empty, as a quote of its own; empty when
/// they are not.
fn mca_note(rec: &Record) -> Result<String> {
    match &rec.mca_missing {
        Some(why) => Ok(format!(
            "\n{}\n",
            template::fill(MCA_MISSING, &[slot("why", why)])?
        )),
        None => Ok(String::new()),
    }
}

/// "1 repeat", "3 repeats".
pub(super) fn repeats_words(n: usize) -> String {
    if n == 1 {
        "1 repeat".into()
    } else {
        format!("{n} repeats")
    }
}
