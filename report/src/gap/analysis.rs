//! The numbers the gap section's conclusions rest on, computed once from
//! a record: rows by role, the nested samples, the attribution (pooled and
//! per repeat), the control and its floor, the verdict, and the variance
//! components of the gap and the control. render and the per-CPU table
//! both read them from here.

use super::attribution::{Attribution, attribute};
use super::components::{self, Layouts, Set, WithIntervals};
use super::conclude::{floor, verdict};
use super::hier::{Estimate, Nested, estimate, mean_log_ratio};
use super::{CAUSES, LayoutRecord, Record, Repeat, RowRecord};
use anyhow::{Context as _, Result, bail};

/// Whether the repeats sampled combos (version 2) rather than whole-sweep rounds.
pub fn is_blocked(repeats: &[&Repeat]) -> bool {
    repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .flat_map(|l| &l.processes)
        .any(|p| !p.blocks.is_empty())
}

/// A layout's sweep from its blocks: each row's seconds summed.
fn layout_sweep(l: &LayoutRecord) -> Vec<f64> {
    let mut sum = Vec::new();
    for b in l.processes.iter().flat_map(|p| &p.blocks) {
        sum.resize(b.seconds.len(), 0.0);
        for (s, t) in sum.iter_mut().zip(&b.seconds) {
            *s += t;
        }
    }
    sum
}

/// Since version 2: each repeat's whole sweeps (its first process set),
/// one unit per repeat.
pub fn whole_sweeps(repeats: &[&Repeat]) -> Nested {
    repeats
        .iter()
        .filter_map(|r| {
            let round = r.layouts.first()?.processes.first()?.rounds.first()?;
            Some(vec![vec![round.iter().map(|s| s.seconds).collect()]])
        })
        .collect()
}

/// The samples of rows `a` and `b` by layout and process set, for the
/// variance components.
pub fn pair_layouts(repeats: &[&Repeat], a: usize, b: usize) -> Layouts {
    let blocked = is_blocked(repeats);
    repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .map(|l| {
            l.processes
                .iter()
                .enumerate()
                .map(|(k, p)| {
                    if blocked {
                        Set {
                            key: p.share.map_or(k, |s| s.1),
                            rounds: false,
                            samples: p
                                .blocks
                                .iter()
                                .map(|x| (x.combo, x.seconds[a], x.seconds[b]))
                                .collect(),
                        }
                    } else {
                        Set {
                            key: 0,
                            rounds: true,
                            samples: p
                                .rounds
                                .iter()
                                .enumerate()
                                .map(|(i, r)| (i, r[a].seconds, r[b].seconds))
                                .collect(),
                        }
                    }
                })
                .collect()
        })
        .collect()
}

/// Seconds per row per round, every repeat's layouts as units. Since
/// version 2 a layout's "round" is its sweep put together from its blocks
/// (its process sets split the combos, so it covers each once): the
/// layout is the unit every interval resamples.
pub fn nested(repeats: &[&Repeat]) -> Nested {
    if is_blocked(repeats) {
        return repeats
            .iter()
            .flat_map(|r| &r.layouts)
            .map(|l| vec![vec![layout_sweep(l)]])
            .collect();
    }
    repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .map(|l| {
            l.processes
                .iter()
                .map(|p| {
                    p.rounds
                        .iter()
                        .map(|round| round.iter().map(|s| s.seconds).collect())
                        .collect()
                })
                .collect()
        })
        .collect()
}

/// Rows by role.
pub struct Roles {
    /// `corners[mask]`: the row of the lattice corner `mask` and the numba
    /// row it is compared with.
    pub corners: Vec<(usize, usize)>,
    /// numba-njit as the study wrote it.
    pub numba: usize,
    pub control: usize,
    pub driver: Option<usize>,
}

pub fn roles(rec: &Record) -> Result<Roles> {
    let find = |f: &dyn Fn(&RowRecord) -> bool, what: &str| {
        rec.rows
            .iter()
            .position(f)
            .with_context(|| format!("the record has no {what} row"))
    };
    let numba_of = |mask: usize| {
        let (reuse, allocator) = (mask & 2 != 0, mask & 8 != 0);
        let kernel = if reuse { "m2_reuse" } else { "m2" };
        find(
            &|r| r.build == "numba" && r.kernel == kernel && r.allocator == allocator,
            &format!(
                "numba {kernel}{}",
                if allocator { " [allocator]" } else { "" }
            ),
        )
    };
    let corners = (0..1usize << CAUSES.len())
        .map(|m| {
            Ok((
                find(&|r| r.corner == Some(m), &format!("lattice corner {m}"))?,
                numba_of(m)?,
            ))
        })
        .collect::<Result<_>>()?;
    Ok(Roles {
        corners,
        numba: numba_of(0)?,
        control: find(&|r| r.kernel == "knob-baseline", "control (knob-baseline)")?,
        driver: rec.rows.iter().position(|r| r.kernel == "knob-via_driver"),
    })
}

/// The reference row `i`'s ratio is taken to: numba-njit for kernel-safe
/// and numba's other rows, kernel-safe for every other Rust row.
pub fn reference(rec: &Record, i: usize, roles: &Roles) -> Option<usize> {
    match i {
        i if i == roles.numba => None,
        i if i == roles.corners[0].0 || rec.rows[i].build == "numba" => Some(roles.numba),
        _ => Some(roles.corners[0].0),
    }
}

/// Everything the conclusions are drawn from.
pub struct Analysis<'a> {
    pub roles: Roles,
    pub all: Vec<&'a Repeat>,
    pub data: Nested,
    pub attribution: Attribution,
    /// Each repeat's attribution alone.
    pub each: Vec<Attribution>,
    /// ln(control / kernel-safe).
    pub control: Estimate,
    pub floor: f64,
    pub verdict: String,
    /// kernel-safe / numba-njit's components.
    pub gap_components: Option<WithIntervals>,
    /// The control / kernel-safe's: the design's noise, the layout effect.
    pub control_components: Option<WithIntervals>,
    /// Since version 2: the same attribution from the whole sweeps alone
    /// (one per row per repeat) — the sum-of-parts check cause by cause.
    pub whole: Option<Attribution>,
}

impl<'a> Analysis<'a> {
    pub fn of(rec: &'a Record) -> Result<Self> {
        if rec.repeats.is_empty() {
            bail!("the gap record has no measurement");
        }
        let roles = roles(rec)?;
        let all: Vec<&Repeat> = rec.repeats.iter().collect();
        let data = nested(&all);
        let attribution = attribute(&data, &roles.corners, CAUSES.len())
            .context("no rounds to attribute the gap from")?;
        let each = all
            .iter()
            .map(|rep| {
                attribute(
                    &nested(std::slice::from_ref(rep)),
                    &roles.corners,
                    CAUSES.len(),
                )
                .context("a repeat has no rounds")
            })
            .collect::<Result<_>>()?;
        let (c, s) = (roles.control, roles.corners[0].0);
        let control = estimate(&data, |r| vec![mean_log_ratio(r, c, s)]).context("no rounds")?[0];
        let fl = floor(&control);
        let a = &attribution;
        let verdict = verdict(&a.gap, &a.residual, &a.residual_share, fl);
        let gap_components = components::with_intervals(&pair_layouts(&all, s, roles.numba));
        let control_components = components::with_intervals(&pair_layouts(&all, c, s));
        let whole = if is_blocked(&all) {
            attribute(&whole_sweeps(&all), &roles.corners, CAUSES.len())
        } else {
            None
        };
        Ok(Analysis {
            whole,
            roles,
            all,
            data,
            attribution,
            each,
            control,
            floor: fl,
            verdict,
            gap_components,
            control_components,
        })
    }

    /// Row `i`'s log ratio to row `j`.
    pub fn ratio(&self, i: usize, j: usize) -> Option<Estimate> {
        estimate(&self.data, |x| vec![mean_log_ratio(x, i, j)]).map(|e| e[0])
    }
}
