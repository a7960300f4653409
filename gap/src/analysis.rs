//! The numbers the gap section's conclusions rest on, computed once from
//! a record: rows by role, the nested samples, the attribution (pooled and
//! per repeat), the control and its floor, the verdict, and the variance
//! components of the gap and the control. render and the per-CPU table
//! both read them from here.

use super::attribution::{Attribution, attribute};
use super::components::{self, Layouts, Set, WithIntervals};
use super::conclude::floor;
use super::crosscheck::{CheckRow, WholeParts, cross_check, disagreements, one_process, tolerated};
use super::hier::{Estimate, Nested, estimate, estimate_strata, mean_log_ratio};
use super::verdict::{self, Inputs, Kind};
use super::{CAUSES, LayoutRecord, Record, Repeat, RowRecord};
use anyhow::{Context as _, Result, bail};
use std::collections::BTreeMap;

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

/// Rows `a` and `b` (indices into the record's rows) on the gap layouts:
/// one set per layout (its one process), keyed by its half of the grid —
/// each pair of its three rows at most one row apart in every block
/// (adjacent in two blocks of three, the order rotating), where the lattice's blocks put
/// up to twenty rows between a pair. Layouts without both rows are left out.
pub fn gap_layout_pairs(repeats: &[&Repeat], a: usize, b: usize) -> Layouts {
    repeats
        .iter()
        .flat_map(|r| &r.gap_layouts)
        .filter_map(|g| {
            let ia = g.rows.iter().position(|&r| r == a)?;
            let ib = g.rows.iter().position(|&r| r == b)?;
            let sets: Vec<Set> = g
                .processes
                .iter()
                .map(|p| Set {
                    key: p.share.map_or(0, |s| s.1),
                    rounds: false,
                    samples: p
                        .blocks
                        .iter()
                        .filter(|x| x.seconds.len() > ia.max(ib))
                        .map(|x| (x.combo, x.seconds[ia], x.seconds[ib]))
                        .collect(),
                })
                .collect();
            Some(sets)
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

/// The columns of [`gap_units`]: numba-njit, kernel-safe, the control.
pub const GAP_COLUMNS: usize = 3;

/// numba-njit, kernel-safe and the control on every layout of `repeats`,
/// one unit per layout, by kind: each lattice layout's three rows (as
/// [`nested`] has them) and each gap layout's sum of its blocks. Both
/// kinds time half the grid, alternating halves, so every unit is a half
/// sweep.
pub struct GapUnits {
    pub lattice: Nested,
    pub gap: Nested,
    /// Each unit's `hot_offsets` (lattice units first, then gap units).
    pub offsets: Vec<BTreeMap<String, u64>>,
    /// Each unit's half of the grid, its combos mod 2 (in `offsets`'
    /// order; `None`: whole-sweep rounds, version 1).
    pub halves: Vec<Option<usize>>,
}

/// The half of the grid a layout's process sets timed (their combos mod
/// 2: every set of a layout times the same half).
fn half_of(processes: &[super::ProcessRecord]) -> Option<usize> {
    processes.first()?.share.map(|s| s.1 % 2)
}

pub fn gap_units(repeats: &[&Repeat], roles: &Roles) -> GapUnits {
    let cols = [roles.numba, roles.corners[0].0, roles.control];
    let pick = |r: &Vec<f64>| cols.iter().map(|&c| r[c]).collect::<Vec<f64>>();
    let lattice: Nested = nested(repeats)
        .iter()
        .map(|l| l.iter().map(|p| p.iter().map(pick).collect()).collect())
        .collect();
    let mut offsets: Vec<BTreeMap<String, u64>> = repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .map(|l| l.hot_offsets.clone())
        .collect();
    let mut halves: Vec<Option<usize>> = repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .map(|l| half_of(&l.processes))
        .collect();
    debug_assert_eq!(offsets.len(), lattice.len());
    let mut gap = Nested::new();
    for g in repeats.iter().flat_map(|r| &r.gap_layouts) {
        let Some(at): Option<Vec<usize>> = cols
            .iter()
            .map(|c| g.rows.iter().position(|r| r == c))
            .collect()
        else {
            continue;
        };
        let blocks: Vec<&Vec<f64>> = g
            .processes
            .iter()
            .flat_map(|p| &p.blocks)
            .map(|b| &b.seconds)
            .collect();
        // A block without one of the three (a damaged record) spoils the unit.
        if blocks.is_empty() || blocks.iter().any(|s| at.iter().any(|&k| k >= s.len())) {
            continue;
        }
        let mut sum = vec![0.0; GAP_COLUMNS];
        for seconds in blocks {
            for (s, &k) in sum.iter_mut().zip(&at) {
                *s += seconds[k];
            }
        }
        gap.push(vec![vec![sum]]);
        offsets.push(g.hot_offsets.clone());
        halves.push(half_of(&g.processes));
    }
    GapUnits {
        lattice,
        gap,
        offsets,
        halves,
    }
}

impl GapUnits {
    /// ln(kernel-safe / numba-njit) and ln(control / kernel-safe) on every
    /// unit, each kind and each half of the grid resampled within itself:
    /// the design takes the two halves alike, so every resample does too
    /// (the halves' own ratios differ — the combos do — and drawn freely
    /// that difference would widen the interval as if it were noise).
    pub fn both(&self) -> Option<(Estimate, Estimate)> {
        let mut strata = Vec::new();
        for (kind, first) in [(&self.lattice, 0), (&self.gap, self.lattice.len())] {
            let mut by: BTreeMap<Option<usize>, Nested> = BTreeMap::new();
            for (i, unit) in kind.iter().enumerate() {
                let half = self.halves.get(first + i).copied().flatten();
                by.entry(half).or_default().push(unit.clone());
            }
            strata.extend(by.into_values());
        }
        estimate_strata(&strata, |x| {
            vec![mean_log_ratio(x, 1, 0), mean_log_ratio(x, 2, 1)]
        })
        .map(|e| (e[0], e[1]))
    }

    /// The same on the gap layouts alone (`None` without any).
    pub fn gap_layouts_alone(&self) -> Option<(Estimate, Estimate)> {
        estimate(&self.gap, |x| {
            vec![mean_log_ratio(x, 1, 0), mean_log_ratio(x, 2, 1)]
        })
        .map(|e| (e[0], e[1]))
    }
}

/// ln(kernel-safe / numba-njit) over [`gap_units`].
fn gap_on_every_layout(repeats: &[&Repeat], roles: &Roles) -> Option<Estimate> {
    gap_units(repeats, roles).both().map(|b| b.0)
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
        control: find(
            &|r| r.kernel == gap_knobs::kernel_name(gap_knobs::lattice::CONTROL),
            "control (knob-baseline)",
        )?,
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
    /// ln(kernel-safe / numba-njit) on every layout (the lattice's and,
    /// since version 3, the gap layouts): the headline gap.
    pub gap: Estimate,
    /// The same, each repeat alone.
    pub each_gap: Vec<Estimate>,
    /// The units `gap` was estimated from: layouts, of which gap layouts.
    pub gap_layout_count: (usize, usize),
    /// The gap and the control (logs) on the gap layouts alone: a check
    /// that the two kinds of layout agree.
    pub gap_layouts_alone: Option<(Estimate, Estimate)>,
    pub units: GapUnits,
    /// The lattice's (its own gap, `attribution.gap`, is the one the
    /// causes' shares divide).
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
    /// Both again on the gap layouts alone (`None` before version 3), where
    /// each pair is at most one row apart in every block: the finer
    /// instrument.
    pub gap_adjacent: Option<WithIntervals>,
    pub control_adjacent: Option<WithIntervals>,
    /// Per cause: the port with only it removed, against its numba (log).
    pub alone: Vec<Estimate>,
    /// Since version 4: every row's whole / parts in the same processes.
    pub whole_parts: Option<WholeParts>,
    /// The gap, each cause and the residual as each reading gives them.
    pub cross: Vec<CheckRow>,
    /// What the verdict decided.
    pub kind: Kind,
    /// The first screen's words for this core (after "On <core>").
    pub short: String,
}

impl<'a> Analysis<'a> {
    /// The layout effect's half-width (log): the 95% normal quantile times the control's
    /// between-layout SD (0 when the record has no control components).
    pub fn layout_effect(&self) -> f64 {
        self.control_components
            .as_ref()
            .map_or(0.0, |c| 1.96 * c.point.layout)
    }

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
        let lattice = all.iter().any(|r| !r.gap_layouts.is_empty());
        let gap_components = components::with_intervals(&pair_layouts(&all, s, roles.numba));
        let control_components = components::with_intervals(&pair_layouts(&all, c, s));
        let gap_adjacent = components::with_intervals(&gap_layout_pairs(&all, s, roles.numba));
        let control_adjacent = components::with_intervals(&gap_layout_pairs(&all, c, s));
        let whole = if is_blocked(&all) {
            attribute(&whole_sweeps(&all), &roles.corners, CAUSES.len())
        } else {
            None
        };
        let units = gap_units(&all, &roles);
        let gap = units.both().context("no layouts")?.0;
        let each_gap = all
            .iter()
            .map(|rep| gap_on_every_layout(std::slice::from_ref(rep), &roles))
            .collect::<Option<_>>()
            .context("a repeat has no layouts")?;
        let gap_layout_count = (units.lattice.len() + units.gap.len(), units.gap.len());
        let gap_layouts_alone = units.gap_layouts_alone();
        let alone: Vec<Estimate> = (0..CAUSES.len())
            .map(|i| {
                let (row, numba) = roles.corners[1 << i];
                estimate(&data, |r| vec![mean_log_ratio(r, row, numba)])
                    .map(|e| e[0])
                    .context("no rounds")
            })
            .collect::<Result<_>>()?;
        let rows = rec.rows.len();
        let whole_parts = super::crosscheck::whole_parts(
            &super::crosscheck::whole_parts_pairs(&all, rows),
            rows,
            s,
            c,
        );
        let checks: Vec<&super::SameProcess> = all.iter().flat_map(|r| &r.same_process).collect();
        let one = one_process(&checks);
        let layout_sd = control_components.as_ref().map_or(0.0, |c| c.point.layout);
        let cross = cross_check(a, whole.as_ref(), one.as_ref(), layout_sd);
        let flagged_rows = whole_parts
            .as_ref()
            .map_or_else(|| vec![false; rows], |w| w.flagged.clone());
        let flagged: Vec<bool> = (0..CAUSES.len())
            .map(|i| {
                roles
                    .corners
                    .iter()
                    .enumerate()
                    .filter(|(mask, _)| mask & (1 << i) != 0)
                    .any(|(_, &(row, numba))| flagged_rows[row] || flagged_rows[numba])
            })
            .collect();
        let inputs = Inputs {
            gap: a.gap,
            effects: a.effects.clone(),
            shares: a.shares.clone(),
            residual: a.residual,
            residual_share: a.residual_share,
            alone: alone.clone(),
            flagged: flagged.clone(),
            floor: fl,
            disagreements: disagreements(&cross),
            tolerated: tolerated(&cross),
            layout: 1.96 * layout_sd,
        };
        let kind = verdict::decide(&inputs);
        let flagged_words = match &whole_parts {
            Some(w) => flagged
                .iter()
                .enumerate()
                .filter(|(_, f)| **f)
                .map(|(i, _)| {
                    // The cause's own corner, or the first flagged row it rests on.
                    let (row, numba) = roles.corners[1 << i];
                    let r = [row, numba]
                        .into_iter()
                        .find(|&r| w.flagged[r])
                        .or_else(|| {
                            roles
                                .corners
                                .iter()
                                .enumerate()
                                .filter(|(m, _)| m & (1 << i) != 0)
                                .flat_map(|(_, &(a, b))| [a, b])
                                .find(|&r| w.flagged[r])
                        })
                        .unwrap_or(row);
                    verdict::flagged_words(
                        i,
                        &rec.rows[r].label,
                        w.rows[r].point.exp(),
                        w.rows[s].point.exp(),
                        w.noise.exp() - 1.0,
                    )
                })
                .collect::<Result<Vec<_>>>()?,
            None => Vec::new(),
        };
        let whose = if lattice {
            "on the lattice's layouts "
        } else {
            ""
        };
        let verdict = verdict::words(
            &inputs,
            kind,
            &verdict::Context {
                whose,
                layouts: data.len(),
                whole_sweeps: all.len(),
                flagged: flagged_words,
            },
        )?;
        let short = verdict::short(&inputs, kind)?;
        Ok(Analysis {
            alone,
            whole_parts,
            cross,
            kind,
            short,
            gap,
            each_gap,
            gap_layout_count,
            gap_layouts_alone,
            units,
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
            gap_adjacent,
            control_adjacent,
        })
    }

    /// The control's within-process half-interval (log units) on the finer
    /// instrument the record has — the gap layouts, where the control and
    /// kernel-safe are at most one row apart in every block, else the lattice's — and
    /// which one it is.
    pub fn control_within(&self) -> Option<(f64, &'static str)> {
        let half = |c: &WithIntervals| 1.96 * c.point.within_se;
        match (&self.control_adjacent, &self.control_components) {
            (Some(c), _) => Some((half(c), "gap layouts")),
            (None, Some(c)) => Some((half(c), "lattice")),
            (None, None) => None,
        }
    }

    /// Row `i`'s log ratio to row `j`.
    pub fn ratio(&self, i: usize, j: usize) -> Option<Estimate> {
        estimate(&self.data, |x| vec![mean_log_ratio(x, i, j)]).map(|e| e[0])
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Block, Disturbance, GapLayout, LayoutRecord, ProcessRecord, Repeat};
    use super::*;

    fn block(combo: usize, seconds: Vec<f64>) -> Block {
        Block {
            combo,
            minor_faults: vec![0; seconds.len()],
            lead_seconds: Vec::new(),
            seconds,
            reversed: false,
            beside: Disturbance::default(),
            dropped: 0,
            disturbed: false,
        }
    }

    fn set(blocks: Vec<Block>) -> ProcessRecord {
        ProcessRecord {
            env_pad: 0,
            array_offset: 0,
            rounds: Vec::new(),
            blocks,
            share: Some((2, 0)),
            order_offset: 0,
        }
    }

    /// Rows: 0 numba, 1 kernel-safe, 2 the control, 3 another corner.
    fn roles() -> Roles {
        Roles {
            corners: vec![(1, 0)],
            numba: 0,
            control: 2,
            driver: None,
        }
    }

    /// One lattice layout (two sets, gap 1.2) and two gap layouts whose
    /// columns come in another order (gaps 1.1 and 1.3).
    fn repeat() -> Repeat {
        let lattice = LayoutRecord {
            shuffle_seed: Some(1),
            processes: vec![
                set(vec![block(0, vec![1.0, 1.2, 1.2, 9.0])]),
                set(vec![block(2, vec![2.0, 2.4, 2.4, 9.0])]),
            ],
            hot_offsets: Default::default(),
        };
        let gap = |g: f64| GapLayout {
            shuffle_seed: Some(2),
            // Stored as (control, numba, kernel-safe).
            rows: vec![2, 0, 1],
            processes: vec![set(vec![
                block(0, vec![g, 1.0, g]),
                block(2, vec![2.0 * g, 2.0, 2.0 * g]),
            ])],
            hot_offsets: Default::default(),
        };
        Repeat {
            layouts: vec![lattice],
            gap_layouts: vec![gap(1.1), gap(1.3)],
            same_process: Vec::new(),
            seconds: 0.0,
        }
    }

    #[test]
    fn gap_units_take_every_layout_in_numba_safe_control_order() {
        let r = repeat();
        let units = gap_units(&[&r], &roles());
        assert_eq!(
            (units.lattice.len(), units.gap.len()),
            (1, 2),
            "one unit per layout"
        );
        let sums: Vec<&Vec<f64>> = units
            .lattice
            .iter()
            .chain(&units.gap)
            .map(|u| &u[0][0])
            .collect();
        let close = |a: &[f64], b: &[f64]| a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-12);
        assert!(
            close(sums[0], &[3.0, 3.6, 3.6]),
            "the lattice's sets added up"
        );
        for (u, g) in sums[1..].iter().zip([1.1, 1.3]) {
            assert!(
                (u[0] - 3.0).abs() < 1e-12 && (u[1] / u[0] - g).abs() < 1e-12,
                "{u:?}"
            );
            assert!(
                (u[2] - u[1]).abs() < 1e-12,
                "the control column is the control's"
            );
        }
        let gap = gap_on_every_layout(&[&r], &roles()).unwrap();
        let want = ((1.2f64.ln() + 1.1f64.ln() + 1.3f64.ln()) / 3.0).exp();
        assert!((gap.point.exp() - want).abs() < 1e-12);
        assert!(
            gap.lo < gap.point && gap.point < gap.hi,
            "layouts differ: an interval"
        );
    }

    #[test]
    fn a_gap_layout_without_one_of_the_three_rows_is_not_a_unit() {
        let mut r = repeat();
        r.gap_layouts[0].rows = vec![3, 0, 1];
        assert_eq!(gap_units(&[&r], &roles()).gap.len(), 1);
    }

    #[test]
    fn records_before_gap_layouts_give_the_lattice_gap() {
        let mut r = repeat();
        r.gap_layouts.clear();
        let gap = gap_on_every_layout(&[&r], &roles()).unwrap();
        assert!((gap.point.exp() - 1.2).abs() < 1e-12);
    }

    #[test]
    fn gap_layout_pairs_read_each_row_by_its_place_in_the_layout() {
        let mut r = repeat();
        r.gap_layouts[1].rows = vec![3, 0, 1]; // no control: left out
        let pairs = gap_layout_pairs(&[&r], 2, 1);
        assert_eq!(pairs.len(), 1, "only the layout with both rows");
        assert_eq!(pairs[0].len(), 1, "one set: its process");
        let set = &pairs[0][0];
        assert_eq!(set.key, 0);
        // Stored as (control, numba, kernel-safe): (combo, control, safe).
        assert_eq!(set.samples, [(0, 1.1, 1.1), (2, 2.2, 2.2)]);
        let gap = gap_layout_pairs(&[&r], 1, 0);
        assert_eq!(gap.len(), 2);
        assert_eq!(gap[1][0].samples, [(0, 1.3, 1.0), (2, 2.6, 2.0)]);
        r.gap_layouts.clear();
        assert!(gap_layout_pairs(&[&r], 2, 1).is_empty());
    }

    #[test]
    fn the_halves_of_the_grid_are_resampled_apart() {
        // Even halves 1.1× numba, odd ones 1.2×, each exactly: drawn within
        // its half, no resample moves the mean; drawn freely, most do.
        let unit = |g: f64| vec![vec![vec![1.0, g, g]]];
        let mut units = GapUnits {
            lattice: Vec::new(),
            gap: [1.1, 1.2, 1.1, 1.2, 1.1, 1.2].map(unit).to_vec(),
            offsets: vec![BTreeMap::new(); 6],
            halves: [0, 1, 0, 1, 0, 1].map(Some).to_vec(),
        };
        let (gap, _) = units.both().unwrap();
        let want = (1.1f64.ln() + 1.2f64.ln()) / 2.0;
        assert!((gap.point - want).abs() < 1e-12);
        assert!(gap.hi - gap.lo < 1e-12, "{gap:?}");
        units.halves = vec![None; 6];
        let (free, _) = units.both().unwrap();
        assert!(free.hi - free.lo > 0.02, "{free:?}");
        let r = repeat();
        let h = gap_units(&[&r], &roles()).halves;
        assert_eq!(
            h,
            [Some(0), Some(0), Some(0)],
            "every set of the fixture times c ≡ 0"
        );
    }
}
