//! Whether the gap's readings agree, as pure functions of recorded numbers.
//!
//! Two checks keep the per-combo instrument honest:
//!
//! - **whole / parts**, in the same processes: each row's combos timed
//!   inside its whole sweep (the sweep's laps) against the same combos'
//!   samples (each timed inside a sweep of the lead-in combo and it) in the
//!   same process, so the layout cancels. The sampling unit creates no
//!   cause when every row's whole / parts sits where kernel-safe's does;
//!   the check's own noise is the control's (kernel-safe's code, so any
//!   difference between the two is noise). A row further from kernel-safe's
//!   than that noise + [`WHOLE_PARTS_MARGIN`] is flagged, and no cause may
//!   rest on it.
//! - **the cross-check table**: the gap, each cause and the residual as the
//!   per-combo instrument, whole sweeps across processes and whole sweeps
//!   in one process read them, each pair said to agree or not.

use super::attribution::{Attribution, attribute};
use super::conclude::agree;
use super::hier::{Estimate, Nested, estimate};
use super::{CAUSES, Repeat, SameProcess};

/// How far a row's whole / parts may sit from kernel-safe's beyond the
/// check's own noise (log units: 2%).
pub const WHOLE_PARTS_MARGIN: f64 = 0.019_802_627_296_179_712; // ln 1.02

/// The whole / parts check of every row.
#[derive(Clone, Debug, PartialEq)]
pub struct WholeParts {
    /// Per row: ln(its combos inside the whole sweep / the same combos'
    /// samples), processes then combos resampled.
    pub rows: Vec<Estimate>,
    /// Per row: the same, less kernel-safe's (paired in every resample).
    pub vs_safe: Vec<Estimate>,
    /// The check's noise (log): the farthest end from zero of the
    /// control's `vs_safe` interval.
    pub noise: f64,
    /// Per row: further from kernel-safe's than noise + margin.
    pub flagged: Vec<bool>,
    /// Processes (whole sweeps) and paired combos the check rests on.
    pub processes: usize,
    pub combos: usize,
}

/// Each whole-sweep process's pairs: per combo of its share, every row's
/// (lap inside the whole sweep, sample) — `[process][combo][2·row + k]`.
/// Records without laps (before version 4) give none.
pub fn whole_parts_pairs(repeats: &[&Repeat], rows: usize) -> Nested {
    let mut out = Nested::new();
    for p in repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .flat_map(|l| &l.processes)
    {
        let Some(round) = p.rounds.first() else {
            continue;
        };
        if round.len() != rows || round.iter().any(|s| s.laps.is_empty()) {
            continue;
        }
        let combos: Vec<Vec<f64>> = p
            .blocks
            .iter()
            .filter(|b| b.seconds.len() == rows && round.iter().all(|s| b.combo < s.laps.len()))
            .map(|b| {
                (0..rows)
                    .flat_map(|i| [round[i].laps[b.combo], b.seconds[i]])
                    .collect()
            })
            .collect();
        if !combos.is_empty() {
            out.push(vec![combos]);
        }
    }
    out
}

/// Whether the whole / parts check is blind at the gap's own size: its
/// flag threshold (`noise` + [`WHOLE_PARTS_MARGIN`], log) is at least the
/// gap (log), so only a row off by about the whole gap could be flagged.
pub fn blind_at_the_gap(noise: f64, gap: f64) -> bool {
    noise + WHOLE_PARTS_MARGIN >= gap.abs()
}

/// Whether a row's whole / parts (log units, against kernel-safe's) parts
/// from its sweep: beyond the control's `noise` by more than
/// [`WHOLE_PARTS_MARGIN`].
fn parts_from(vs_safe: f64, noise: f64) -> bool {
    vs_safe.abs() > noise + WHOLE_PARTS_MARGIN
}

/// The whole / parts check from [`whole_parts_pairs`]: `safe` and
/// `control` are the rows of kernel-safe and the control. `None` without
/// pairs.
pub fn whole_parts(pairs: &Nested, rows: usize, safe: usize, control: usize) -> Option<WholeParts> {
    let stat = |rounds: &[&[f64]]| -> Vec<f64> {
        let wp: Vec<f64> = (0..rows)
            .map(|i| {
                let whole: f64 = rounds.iter().map(|r| r[2 * i]).sum();
                let parts: f64 = rounds.iter().map(|r| r[2 * i + 1]).sum();
                (whole / parts).ln()
            })
            .collect();
        let mut out = wp.clone();
        out.extend(wp.iter().map(|w| w - wp[safe]));
        out
    };
    let e = estimate(pairs, stat)?;
    let (rows_e, vs_safe) = (e[..rows].to_vec(), e[rows..].to_vec());
    let c = vs_safe[control];
    let noise = c.lo.abs().max(c.hi.abs());
    let flagged = vs_safe.iter().map(|v| parts_from(v.point, noise)).collect();
    Some(WholeParts {
        rows: rows_e,
        vs_safe,
        noise,
        flagged,
        processes: pairs.len(),
        combos: pairs.iter().flatten().map(Vec::len).sum(),
    })
}

/// The labels of the one-process check's entries the two-cause lattice
/// needs, in corner order (bounds check = bit 0, memory pattern = bit 1),
/// each with its numba reference.
const ONE_PROCESS_CORNERS: [(&str, &str); 4] = [
    ("rust safe", "numba-njit"),
    ("rust knob-hoist", "numba-njit"),
    ("rust knob-memory", "numba-njit reused buffers"),
    ("rust knob-hoist_memory", "numba-njit reused buffers"),
];

/// The bounds check and the memory pattern attributed from whole sweeps in
/// one numba worker (the default allocator's workers; the Rust kernels
/// through PyO3): the lattice's first two causes, Shapley over those two.
/// `None` without the check or an entry it needs.
pub fn one_process(checks: &[&SameProcess]) -> Option<Attribution> {
    let these: Vec<&SameProcess> = checks.iter().copied().filter(|c| !c.allocator).collect();
    let labels = &these.first()?.labels;
    let at = |l: &str| labels.iter().position(|x| x == l);
    let corners: Vec<(usize, usize)> = ONE_PROCESS_CORNERS
        .iter()
        .map(|(r, n)| Some((at(r)?, at(n)?)))
        .collect::<Option<_>>()?;
    // The workers are the processes; each round one whole sweep per entry.
    let nested: Nested = vec![these.iter().map(|c| c.seconds.clone()).collect()];
    attribute(&nested, &corners, 2)
}

/// How two readings of one quantity stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Agreement {
    /// Their intervals overlap.
    Agree,
    /// Apart, by no more than the layout effect (1.96 × the control's
    /// between-layout SD): the difference a process's layout makes.
    WithinLayouts,
    Disagree,
    /// The other reading does not measure this quantity.
    NotMeasured,
}

/// One quantity as the three readings give it.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckRow {
    /// `None`: the gap; `Some(i)`: cause i's effect; the residual is
    /// `Some(CAUSES.len())`.
    pub quantity: Option<usize>,
    pub per_combo: Estimate,
    pub whole: Option<Estimate>,
    pub one_process: Option<Estimate>,
    /// Each other reading against the per-combo one.
    pub whole_agrees: Agreement,
    pub one_process_agrees: Agreement,
}

/// Two readings compared: `layout` the layout effect's half-width (log).
pub fn compare(a: &Estimate, b: Option<&Estimate>, layout: f64) -> Agreement {
    match b {
        None => Agreement::NotMeasured,
        Some(b) if agree(&[*a, *b]) => Agreement::Agree,
        Some(b) if (a.point - b.point).abs() <= layout => Agreement::WithinLayouts,
        Some(_) => Agreement::Disagree,
    }
}

/// The cross-check table: per quantity the per-combo reading, the whole
/// sweeps across processes and in one process (which has only the first
/// two causes, and no residual of the four), and whether each agrees.
/// `layout_sd`: the control's between-layout SD (log).
pub fn cross_check(
    per_combo: &Attribution,
    whole: Option<&Attribution>,
    one: Option<&Attribution>,
    layout_sd: f64,
) -> Vec<CheckRow> {
    let layout = 1.96 * layout_sd;
    let pick = |a: &Attribution, q: Option<usize>| -> Option<Estimate> {
        match q {
            None => Some(a.gap),
            Some(i) if i < a.effects.len() => Some(a.effects[i]),
            Some(i) if i == CAUSES.len() && a.effects.len() == CAUSES.len() => Some(a.residual),
            Some(_) => None,
        }
    };
    std::iter::once(None)
        .chain((0..=CAUSES.len()).map(Some))
        .map(|q| {
            let c = pick(per_combo, q).expect("the per-combo reading has every quantity");
            let w = whole.and_then(|a| pick(a, q));
            let o = one.and_then(|a| pick(a, q));
            CheckRow {
                quantity: q,
                per_combo: c,
                whole: w,
                one_process: o,
                whole_agrees: compare(&c, w.as_ref(), layout),
                one_process_agrees: compare(&c, o.as_ref(), layout),
            }
        })
        .collect()
}

/// The quantities on which a reading disagrees with the per-combo one
/// (beyond the layout effect): (quantity, which reading).
pub fn disagreements(rows: &[CheckRow]) -> Vec<(Option<usize>, Reading)> {
    let mut out = Vec::new();
    for r in rows {
        if r.whole_agrees == Agreement::Disagree {
            out.push((r.quantity, Reading::WholeAcross));
        }
        if r.one_process_agrees == Agreement::Disagree {
            out.push((r.quantity, Reading::OneProcess));
        }
    }
    out
}

/// A reading that agrees with the per-combo one only within the layout
/// effect: the quantity, the reading, and both points (log).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Tolerated {
    pub quantity: Option<usize>,
    pub reading: Reading,
    pub per_combo: f64,
    pub other: f64,
}

/// The quantities on which a reading agrees with the per-combo one only
/// within the layout effect (their intervals apart).
pub fn tolerated(rows: &[CheckRow]) -> Vec<Tolerated> {
    let mut out = Vec::new();
    for r in rows {
        let readings = [
            (r.whole_agrees, r.whole.as_ref(), Reading::WholeAcross),
            (
                r.one_process_agrees,
                r.one_process.as_ref(),
                Reading::OneProcess,
            ),
        ];
        for (agreement, other, reading) in readings {
            if let (Agreement::WithinLayouts, Some(o)) = (agreement, other) {
                out.push(Tolerated {
                    quantity: r.quantity,
                    reading,
                    per_combo: r.per_combo.point,
                    other: o.point,
                });
            }
        }
    }
    out
}

/// Whether agreement within the layout effect (`layout`, log half-width)
/// is too loose to speak to a share's size: the tolerance is at least half
/// the gap (log), so two readings half the gap apart would both pass.
pub fn coarse_at_the_gap(layout: f64, gap: f64) -> bool {
    layout >= gap.abs() / 2.0
}

/// The readings besides the per-combo instrument.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reading {
    WholeAcross,
    OneProcess,
}

#[cfg(test)]
mod tests {
    use super::super::{Block, Disturbance, LayoutRecord, ProcessRecord, Sample};
    use super::*;

    fn e(point: f64, lo: f64, hi: f64) -> Estimate {
        Estimate { point, lo, hi }
    }

    fn sample(laps: Vec<f64>) -> Sample {
        Sample {
            seconds: laps.iter().sum(),
            minor_faults: 0,
            major_faults: 0,
            rss_bytes: 0,
            clock_hz: 0.0,
            add_ns: 0.0,
            laps,
        }
    }

    /// A repeat whose first process set swept 4 combos whole (rows: numba,
    /// kernel-safe, control, knob) and sampled combos 0 and 2, the knob's
    /// samples `knob_parts` × its laps and the other rows' `others` ×.
    fn repeat(others: f64, knob_parts: f64, jitter: f64) -> Repeat {
        let laps = [1.0, 2.0, 3.0, 4.0];
        let round: Vec<Sample> = (0..4).map(|_| sample(laps.to_vec())).collect();
        let block = |c: usize, j: f64| Block {
            combo: c,
            seconds: vec![
                laps[c] * others,
                laps[c] * others * (1.0 + j),
                laps[c] * others * (1.0 - j),
                laps[c] * knob_parts,
            ],
            minor_faults: vec![0; 4],
            lead_seconds: Vec::new(),
            reversed: false,
            beside: Disturbance::default(),
            dropped: 0,
            disturbed: false,
        };
        Repeat {
            layouts: vec![LayoutRecord {
                shuffle_seed: None,
                processes: vec![ProcessRecord {
                    env_pad: 0,
                    array_offset: 0,
                    rounds: vec![round],
                    blocks: vec![block(0, jitter), block(2, -jitter)],
                    share: Some((4, 0)),
                    order_offset: 0,
                }],
                hot_offsets: Default::default(),
            }],
            gap_layouts: Vec::new(),
            same_process: Vec::new(),
            seconds: 0.0,
        }
    }

    #[test]
    fn whole_parts_pairs_each_combos_lap_with_its_sample_in_the_same_process() {
        let r = repeat(1.0, 1.25, 0.0);
        let pairs = whole_parts_pairs(&[&r], 4);
        assert_eq!(pairs.len(), 1, "one whole-sweep process");
        assert_eq!(pairs[0][0].len(), 2, "its two sampled combos");
        assert_eq!(
            pairs[0][0][1],
            vec![3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.75]
        );
        // A record without laps (before version 4) has no pairs.
        let mut old = repeat(1.0, 1.0, 0.0);
        for s in &mut old.layouts[0].processes[0].rounds[0] {
            s.laps.clear();
        }
        assert!(whole_parts_pairs(&[&old], 4).is_empty());
    }

    #[test]
    fn whole_parts_pairs_skip_what_does_not_line_up() {
        // A round short of a row: the process is left out (indexing its
        // rows would run past the round).
        let mut short = repeat(1.0, 1.0, 0.0);
        short.layouts[0].processes[0].rounds[0].pop();
        assert!(whole_parts_pairs(&[&short], 4).is_empty());
        // A block short of a row, or of a combo past the laps: that block
        // is left out, the other kept.
        let mut r = repeat(1.0, 1.0, 0.0);
        r.layouts[0].processes[0].blocks[0].seconds.pop();
        assert_eq!(whole_parts_pairs(&[&r], 4)[0][0].len(), 1);
        let mut r = repeat(1.0, 1.0, 0.0);
        r.layouts[0].processes[0].blocks[0].combo = 4;
        let pairs = whole_parts_pairs(&[&r], 4);
        assert_eq!(pairs[0][0].len(), 1);
        assert_eq!(pairs[0][0][0][1], 3.0, "combo 2's sample kept");
    }

    #[test]
    fn each_rows_whole_parts_is_read_against_kernel_safes() {
        // Every row's samples 10% slower than its laps, kernel-safe's too:
        // each row reads 1/1.1 on its own and exactly kernel-safe's.
        let reps: Vec<Repeat> = (0..3).map(|_| repeat(1.1, 1.1, 0.0)).collect();
        let all: Vec<&Repeat> = reps.iter().collect();
        let wp = whole_parts(&whole_parts_pairs(&all, 4), 4, 1, 2).unwrap();
        assert!((wp.rows[3].point.exp() - 1.0 / 1.1).abs() < 1e-9, "{wp:?}");
        assert!(wp.vs_safe.iter().all(|v| v.point.abs() < 1e-12), "{wp:?}");
        assert_eq!(wp.flagged, vec![false; 4]);
    }

    #[test]
    fn a_row_exactly_at_the_noise_and_margin_is_not_flagged() {
        assert!(!blind_at_the_gap(0.05, 0.1));
        assert!(blind_at_the_gap(0.1 - WHOLE_PARTS_MARGIN, -0.1));
        assert!(blind_at_the_gap(0.23, 0.165));
        assert!(!parts_from(WHOLE_PARTS_MARGIN, 0.0));
        assert!(!parts_from(-(0.01 + WHOLE_PARTS_MARGIN), 0.01));
        assert!(parts_from(0.01 + WHOLE_PARTS_MARGIN + 1e-9, 0.01));
    }

    #[test]
    fn a_row_whose_samples_part_from_its_sweep_is_flagged_beyond_the_controls_noise() {
        // Every row's sample equals its lap, but the knob's samples are 25%
        // slower than its combos inside the sweep: its whole / parts 0.8.
        let reps: Vec<Repeat> = (0..3).map(|k| repeat(1.0, 1.25, 0.01 * k as f64)).collect();
        let all: Vec<&Repeat> = reps.iter().collect();
        let wp = whole_parts(&whole_parts_pairs(&all, 4), 4, 1, 2).unwrap();
        assert_eq!((wp.processes, wp.combos), (3, 6));
        assert!((wp.rows[3].point.exp() - 0.8).abs() < 1e-9, "{wp:?}");
        assert!(wp.noise > 0.0 && wp.noise < 0.05, "{wp:?}");
        assert_eq!(wp.flagged, vec![false, false, false, true]);
        // Within noise + 2%: not flagged.
        let reps: Vec<Repeat> = (0..3).map(|_| repeat(1.0, 1.015, 0.0)).collect();
        let all: Vec<&Repeat> = reps.iter().collect();
        let wp = whole_parts(&whole_parts_pairs(&all, 4), 4, 1, 2).unwrap();
        assert_eq!(wp.noise, 0.0);
        assert_eq!(wp.flagged, vec![false; 4]);
    }

    fn attribution(gap: Estimate, effects: Vec<Estimate>, residual: Estimate) -> Attribution {
        Attribution {
            rounds: 1,
            shares: effects.clone(),
            gap,
            effects,
            residual,
            residual_share: residual,
            steps: Vec::new(),
        }
    }

    #[test]
    fn the_cross_check_says_per_quantity_whether_each_reading_agrees() {
        let combo = attribution(
            e(0.30, 0.29, 0.31),
            vec![
                e(-0.34, -0.35, -0.33),
                e(0.02, 0.01, 0.03),
                e(0.03, 0.02, 0.04),
                e(0.0, -0.01, 0.01),
            ],
            e(0.01, 0.0, 0.02),
        );
        let whole = attribution(
            e(0.32, 0.25, 0.40),
            vec![
                e(-0.39, -0.40, -0.38), // apart by 0.05 ≤ 1.96 × 0.036
                e(0.20, 0.18, 0.22),    // apart by 0.18: disagrees
                e(0.03, 0.0, 0.06),
                e(0.0, -0.05, 0.05),
            ],
            e(-0.02, -0.08, 0.03),
        );
        let one = attribution(
            e(0.34, 0.335, 0.345),
            vec![e(-0.34, -0.345, -0.335), e(0.02, 0.015, 0.025)],
            e(0.0, 0.0, 0.0),
        );
        let rows = cross_check(&combo, Some(&whole), Some(&one), 0.036);
        assert_eq!(rows.len(), 2 + CAUSES.len());
        let agreement = |q: Option<usize>| {
            let r = rows.iter().find(|r| r.quantity == q).unwrap();
            (r.whole_agrees, r.one_process_agrees)
        };
        use Agreement::*;
        assert_eq!(agreement(None), (Agree, WithinLayouts));
        assert_eq!(agreement(Some(0)), (WithinLayouts, Agree));
        assert_eq!(agreement(Some(1)), (Disagree, Agree));
        assert_eq!(agreement(Some(2)), (Agree, NotMeasured));
        assert_eq!(
            agreement(Some(CAUSES.len())),
            (Agree, NotMeasured),
            "one process has no four-cause residual"
        );
        assert_eq!(disagreements(&rows), vec![(Some(1), Reading::WholeAcross)]);
        assert_eq!(
            tolerated(&rows),
            vec![
                Tolerated {
                    quantity: None,
                    reading: Reading::OneProcess,
                    per_combo: 0.30,
                    other: 0.34,
                },
                Tolerated {
                    quantity: Some(0),
                    reading: Reading::WholeAcross,
                    per_combo: -0.34,
                    other: -0.39,
                },
            ],
            "the within-layout agreements, in table order"
        );
        let alone = cross_check(&combo, None, None, 0.036);
        assert!(
            alone
                .iter()
                .all(|r| r.whole_agrees == NotMeasured && r.one_process_agrees == NotMeasured)
        );
    }

    #[test]
    fn agreement_within_the_layout_effect_is_coarse_once_it_spans_half_the_gap() {
        // The Zen 3 record: tolerance 0.176 against a gap of ln 1.179.
        assert!(coarse_at_the_gap(0.176, 1.179f64.ln()));
        // Intel: tolerance 1.96 × 0.76% against ln 1.349.
        assert!(!coarse_at_the_gap(1.96 * 0.0076, 1.349f64.ln()));
        // The boundary, and a gap of either sign.
        assert!(coarse_at_the_gap(0.1, 0.2));
        assert!(!coarse_at_the_gap(0.0999, 0.2));
        assert!(coarse_at_the_gap(0.1, -0.2));
    }

    #[test]
    fn one_process_attributes_the_first_two_causes_from_the_worker() {
        let labels = [
            "numba-njit",
            "numba-njit reused buffers",
            "rust safe",
            "rust knob-hoist",
            "rust knob-memory",
            "rust knob-hoist_memory",
        ];
        let check = SameProcess {
            allocator: false,
            labels: labels.iter().map(|s| s.to_string()).collect(),
            seconds: vec![vec![1.0, 1.0, 1.4, 1.0, 1.4, 1.0]; 3],
        };
        let a = one_process(&[&check]).unwrap();
        assert!((a.gap.point.exp() - 1.4).abs() < 1e-12);
        assert!((a.residual.point).abs() < 1e-12, "{a:?}");
        assert!((a.effects[0].point.exp() - 1.0 / 1.4).abs() < 1e-12);
        assert!(a.effects[1].point.abs() < 1e-12);
        let mut partial = check.clone();
        partial.labels[4] = "rust something".into();
        assert!(one_process(&[&partial]).is_none());
        assert!(one_process(&[]).is_none());
    }
}
