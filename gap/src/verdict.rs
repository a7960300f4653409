//! The verdict on one core's gap: what it says is decided here, as a pure
//! function of the record's numbers ([`decide`]), and worded from
//! `templates/gap_verdict.md` ([`words`]).
//!
//! What decides it, in order:
//! 1. the gap must clear the noise floor (else nothing is assigned);
//! 2. a cause whose removal *alone* makes the port numba-njit's equal
//!    (the port with only that cause removed, against its numba, inside the
//!    floor) is **the whole gap** — unless a row it rests on is flagged by
//!    the whole / parts check;
//! 3. otherwise the residual (every cause removed) decides: inside the
//!    floor the gap is assigned within noise, beyond it (positive) it is not
//!    assigned, below it the causes overshoot.
//!
//! The cross-checks (`crosscheck`) never change the decision silently: the
//! verdict names every quantity a reading disagrees on and says which
//! reading it rests on and why.

use super::crosscheck::{Reading, Tolerated, coarse_at_the_gap};
use super::hier::Estimate;
use super::{CAUSES, conclude::claimed};
use anyhow::Result;
use report::template::{Prose, Slot, slot};

const PROSE: Prose = Prose {
    file: "gap_verdict.md",
    text: include_str!("../templates/gap_verdict.md"),
};

/// What the verdict says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The gap is inside the noise floor.
    NotClear,
    /// Removing cause `i` alone closes the gap.
    WholeGap(usize),
    /// The residual is inside the floor.
    Assigned,
    /// A residual beyond the floor is left (Rust still slower).
    NotAssigned,
    /// With every cause removed Rust is faster than numba beyond the floor.
    Overshoot,
}

/// The numbers the verdict reads (log ratios).
#[derive(Clone, Debug)]
pub struct Inputs {
    /// The gap the causes divide (the lattice's).
    pub gap: Estimate,
    pub effects: Vec<Estimate>,
    pub shares: Vec<Estimate>,
    pub residual: Estimate,
    pub residual_share: Estimate,
    /// Per cause: the port with only it removed, against its numba.
    pub alone: Vec<Estimate>,
    /// Per cause: a row its value rests on is flagged by whole / parts.
    pub flagged: Vec<bool>,
    pub floor: f64,
    /// The quantities a cross-check reading disagrees on (`None`: the gap,
    /// `Some(CAUSES.len())`: the residual).
    pub disagreements: Vec<(Option<usize>, Reading)>,
    /// The quantities a cross-check reading agrees on only within the
    /// layout effect.
    pub tolerated: Vec<Tolerated>,
    /// The layout effect's half-width (log): the 95% normal quantile × the control's
    /// between-layout SD.
    pub layout: f64,
}

/// The verdict's decision.
pub fn decide(x: &Inputs) -> Kind {
    if !x.gap.clear_of(x.floor) {
        return Kind::NotClear;
    }
    let closes = |i: usize| {
        !x.flagged[i] && claimed(&x.effects[i], x.floor) && !x.alone[i].clear_of(x.floor)
    };
    if let Some(i) = (0..x.effects.len())
        .filter(|&i| closes(i))
        .max_by(|&a, &b| x.shares[a].point.total_cmp(&x.shares[b].point))
    {
        return Kind::WholeGap(i);
    }
    if !x.residual.clear_of(x.floor) {
        Kind::Assigned
    } else if x.residual.point < 0.0 {
        Kind::Overshoot
    } else {
        Kind::NotAssigned
    }
}

/// The quantities a verdict of `kind` rests on (`None`: the gap,
/// `Some(CAUSES.len())`: the residual): the gap; the cause that closes it
/// or, when the residual decides, the claimed causes and the residual.
pub fn rests_on(x: &Inputs, kind: Kind) -> Vec<Option<usize>> {
    let mut out = vec![None];
    match kind {
        Kind::NotClear => {}
        Kind::WholeGap(i) => out.push(Some(i)),
        Kind::Assigned | Kind::NotAssigned | Kind::Overshoot => {
            out.extend(
                (0..x.effects.len())
                    .filter(|&i| !x.flagged[i] && claimed(&x.effects[i], x.floor))
                    .map(Some),
            );
            out.push(Some(CAUSES.len()));
        }
    }
    out
}

/// What the readings that agree only within the layout effect confirm of
/// the quantities the verdict rests on.
#[derive(Clone, Debug, PartialEq)]
pub enum Confirms {
    /// No reading of what the verdict rests on agrees only within the
    /// layout effect, or that effect is narrow beside the gap: agreement
    /// within it still speaks to the size.
    Size,
    /// The layout effect spans half the gap or more
    /// ([`coarse_at_the_gap`]) and these readings agree only within it,
    /// each claimed quantity pointing the same way: they confirm the
    /// direction, not the size.
    Direction(Vec<Tolerated>),
    /// As [`Confirms::Direction`], but a claimed quantity points the other
    /// way in another reading (the first list; all of them in the second).
    Neither(Vec<Tolerated>, Vec<Tolerated>),
}

/// The per-combo estimate of a cross-check quantity (`None`: the gap,
/// `Some(CAUSES.len())`: the residual).
fn per_combo(x: &Inputs, q: Option<usize>) -> Option<&Estimate> {
    match q {
        None => Some(&x.gap),
        Some(i) if i < x.effects.len() => x.effects.get(i),
        Some(_) => Some(&x.residual),
    }
}

/// [`Confirms`] for a verdict of `kind`. A quantity whose per-combo
/// interval does not clear the floor ([`claimed`]) claims no direction, so
/// only a claimed one can point the other way.
pub fn confirms(x: &Inputs, kind: Kind) -> Confirms {
    let on = rests_on(x, kind);
    let loose: Vec<Tolerated> = x
        .tolerated
        .iter()
        .filter(|t| on.contains(&t.quantity))
        .copied()
        .collect();
    if loose.is_empty() || !coarse_at_the_gap(x.layout, x.gap.point) {
        return Confirms::Size;
    }
    let floor = x.floor;
    let opposite: Vec<Tolerated> = loose
        .iter()
        .filter(|t| {
            per_combo(x, t.quantity).is_some_and(|e| claimed(e, floor))
                && t.per_combo * t.other <= 0.0
        })
        .copied()
        .collect();
    if opposite.is_empty() {
        Confirms::Direction(loose)
    } else {
        Confirms::Neither(opposite, loose)
    }
}

fn reading_name(r: Reading) -> &'static str {
    match r {
        Reading::WholeAcross => "the whole sweeps across processes",
        Reading::OneProcess => "the whole sweeps in one process",
    }
}

/// Each as "<quantity> at <its ratio>× in <the reading> (<ratio>× per
/// combo)", joined by commas and a last "and".
fn tolerated_words(list: &[Tolerated]) -> String {
    let items: Vec<String> = list
        .iter()
        .map(|t| {
            format!(
                "{} at {:.3}× in {} ({:.3}× per combo)",
                quantity_name(t.quantity),
                t.other.exp(),
                reading_name(t.reading),
                t.per_combo.exp()
            )
        })
        .collect();
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// How wide the layout effect is beside the gap, in words, for a
/// tolerance that is coarse ([`coarse_at_the_gap`]).
fn against_the_gap(x: &Inputs) -> &'static str {
    if x.layout >= x.gap.point.abs() {
        "as wide as the gap itself"
    } else {
        "at least half the gap (on a log scale)"
    }
}

fn ratio(e: &Estimate) -> String {
    format!("{:.3}×", e.point.exp())
}

fn ratio_ci(e: &Estimate) -> String {
    format!(
        "{:.3}× (95% CI {:.3}–{:.3})",
        e.point.exp(),
        e.lo.exp(),
        e.hi.exp()
    )
}

fn share(e: &Estimate) -> String {
    format!(
        "{:.0}% (95% CI {:.0}–{:.0}%)",
        100.0 * e.point,
        100.0 * e.lo,
        100.0 * e.hi
    )
}

fn floor_pct(floor: f64) -> String {
    format!("{:.1}", 100.0 * (floor.exp() - 1.0))
}

/// The quantity `q` of the cross-check, named.
pub fn quantity_name(q: Option<usize>) -> &'static str {
    match q {
        None => "the gap",
        Some(i) if i < CAUSES.len() => CAUSES[i],
        Some(_) => "the residual",
    }
}

/// What gap.md's verdict paragraph and the first screen need besides the
/// inputs: how the per-combo reading was made, the flagged rows' words.
pub struct Context<'a> {
    /// "on the lattice's layouts " when the gap is the lattice's beside a
    /// headline from more layouts, else "".
    pub whose: &'a str,
    /// Layouts the per-combo reading rests on.
    pub layouts: usize,
    /// Whole sweeps per row across processes.
    pub whole_sweeps: usize,
    /// Per flagged cause, the sentence naming its row (from [`flagged_words`]).
    pub flagged: Vec<String>,
}

/// The verdict paragraph of gap.md.
pub fn words(x: &Inputs, kind: Kind, cx: &Context<'_>) -> Result<String> {
    let floor = floor_pct(x.floor);
    let the_gap = if cx.whose.is_empty() {
        "the gap"
    } else {
        "the lattice's gap"
    };
    let assigned = format!("{:.0}", 100.0 * (1.0 - x.residual_share.point));
    let base: Vec<Slot<'_>> = vec![
        slot("gap", ratio_ci(&x.gap)),
        slot("floor", &floor),
        slot("the_gap", the_gap),
    ];
    let with = |extra: Vec<Slot<'static>>| {
        let mut v = base.clone();
        v.extend(extra);
        v
    };
    let mut out = match kind {
        Kind::NotClear => PROSE.part(
            "not_clear",
            &[
                slot("gap", ratio_ci(&x.gap)),
                slot("floor", &floor),
                slot("whose", cx.whose),
            ],
        )?,
        Kind::WholeGap(i) => {
            let rest = if x.residual.clear_of(x.floor) {
                let others: Vec<String> = (0..x.effects.len())
                    .filter(|&j| j != i && claimed(&x.effects[j], x.floor))
                    .map(|j| format!("{} {}", CAUSES[j], ratio(&x.effects[j])))
                    .collect();
                PROSE.part(
                    if x.residual.point < 0.0 {
                        "residual_beyond_faster"
                    } else {
                        "residual_beyond_slower"
                    },
                    &[
                        slot("residual", ratio_ci(&x.residual)),
                        slot(
                            "others",
                            if others.is_empty() {
                                "no other cause is claimed".to_string()
                            } else {
                                others.join(", ")
                            },
                        ),
                    ],
                )?
            } else {
                PROSE.part(
                    "residual_inside",
                    &[slot("residual", ratio_ci(&x.residual))],
                )?
            };
            let head = PROSE.part(
                "whole_gap",
                &with(vec![
                    slot("cause", CAUSES[i]),
                    slot("alone", ratio_ci(&x.alone[i])),
                    slot("share", share(&x.shares[i])),
                ]),
            )?;
            format!("{head} {rest}")
        }
        Kind::Assigned => PROSE.part(
            "assigned",
            &with(vec![
                slot("assigned", assigned),
                slot("residual", ratio_ci(&x.residual)),
            ]),
        )?,
        Kind::NotAssigned => PROSE.part(
            "not_assigned",
            &with(vec![
                slot("assigned", assigned),
                slot("residual", ratio_ci(&x.residual)),
                slot(
                    "time",
                    format!("{:+.1}%", 100.0 * (x.residual.point.exp() - 1.0)),
                ),
                slot("share", share(&x.residual_share)),
            ]),
        )?,
        Kind::Overshoot => PROSE.part(
            "overshoot",
            &with(vec![
                slot("assigned", assigned),
                slot("residual", ratio_ci(&x.residual)),
            ]),
        )?,
    };
    for f in &cx.flagged {
        out.push(' ');
        out.push_str(f);
    }
    if kind != Kind::NotClear {
        out.push(' ');
        out.push_str(&readings(x, kind, cx)?);
    }
    Ok(out)
}

/// The sentence on the cross-checks: they agree, or where they part and
/// which reading the verdict rests on.
fn readings(x: &Inputs, kind: Kind, cx: &Context<'_>) -> Result<String> {
    let first = if x.disagreements.is_empty() {
        PROSE.part("readings_agree", &[])?
    } else {
        let list: Vec<String> = x
            .disagreements
            .iter()
            .map(|(q, r)| format!("{} ({})", quantity_name(*q), reading_name(*r)))
            .collect();
        PROSE.part(
            "readings_part",
            &[
                slot("list", list.join("; ")),
                slot("layouts", cx.layouts),
                slot("whole_sweeps", cx.whole_sweeps),
            ],
        )?
    };
    // The list names a cause's effect (a Shapley value): say what it is.
    let shapley = |loose: &[Tolerated]| -> Result<String> {
        if loose
            .iter()
            .any(|t| t.quantity.is_some_and(|q| q < CAUSES.len()))
        {
            Ok(format!(" {}", PROSE.part("readings_shapley", &[])?))
        } else {
            Ok(String::new())
        }
    };
    // After a sentence on where the readings part, "that agreement"
    // would point at nothing.
    let opener = PROSE.part(
        if x.disagreements.is_empty() {
            "coarse_opener"
        } else {
            "coarse_opener_parted"
        },
        &[],
    )?;
    let base = |loose: &[Tolerated]| -> Result<Vec<Slot<'_>>> {
        Ok(vec![
            slot("opener", opener.clone()),
            slot("list", tolerated_words(loose)),
            slot("shapley", shapley(loose)?),
            slot("layout", format!("{:.1}", 100.0 * x.layout)),
            slot("tolerance", format!("{:.3}", x.layout.exp())),
            slot("against", against_the_gap(x)),
            slot("gap", ratio(&x.gap)),
        ])
    };
    let second = match confirms(x, kind) {
        Confirms::Size => return Ok(first),
        Confirms::Direction(loose) => PROSE.part("readings_coarse_direction", &base(&loose)?)?,
        Confirms::Neither(opposite, loose) => {
            let mut slots = base(&loose)?;
            slots.push(slot("opposite", tolerated_words(&opposite)));
            PROSE.part("readings_coarse_opposite", &slots)?
        }
    };
    Ok(format!("{first} {second}"))
}

/// The sentence that takes cause `cause` out of the claims: its row's
/// whole / parts against kernel-safe's.
pub fn flagged_words(cause: usize, row: &str, wp: f64, safe_wp: f64, noise: f64) -> Result<String> {
    let sentence = PROSE.part(
        "flagged",
        &[
            slot("cause", CAUSES[cause]),
            slot("row", row),
            slot("wp", format!("{wp:.3}")),
            slot("safe_wp", format!("{safe_wp:.3}")),
            slot("noise", format!("{:.1}", 100.0 * noise)),
        ],
    )?;
    // It starts with the cause's name, which is written in lower case.
    let mut chars = sentence.chars();
    Ok(chars
        .next()
        .map_or_else(String::new, |f| f.to_uppercase().chain(chars).collect()))
}

/// The first screen's words for one core, after "On <core>": one figure
/// per quantity, and what the other readings leave open.
pub fn short(x: &Inputs, kind: Kind) -> Result<String> {
    let head = short_head(x, kind)?;
    let tail = match (kind, confirms(x, kind)) {
        (Kind::NotClear, _) | (_, Confirms::Size) => return Ok(head),
        (_, Confirms::Direction(_)) => "short_direction_only",
        (_, Confirms::Neither(..)) => "short_unconfirmed",
    };
    let against = match against_the_gap(x) {
        "as wide as the gap itself" => "about the whole gap",
        _ => "at least half the gap",
    };
    let tail = PROSE.part(
        tail,
        &[
            slot("tolerance", format!("{:.0}", 100.0 * x.layout.exp_m1())),
            slot("against", against),
        ],
    )?;
    Ok(format!("{head} {tail}"))
}

fn short_head(x: &Inputs, kind: Kind) -> Result<String> {
    match kind {
        Kind::NotClear => PROSE.part("short_not_clear", &[slot("floor", floor_pct(x.floor))]),
        Kind::WholeGap(i) => PROSE.part(
            "short_whole_gap",
            &[slot("cause", CAUSES[i]), slot("alone", ratio(&x.alone[i]))],
        ),
        Kind::Assigned => {
            let claimed: Vec<&str> = (0..x.effects.len())
                .filter(|&i| claimed(&x.effects[i], x.floor) && !x.flagged[i])
                .map(|i| CAUSES[i])
                .collect();
            PROSE.part(
                "short_assigned",
                &[slot(
                    "causes",
                    if claimed.is_empty() {
                        "no single cause clear of the noise".to_string()
                    } else {
                        claimed.join(", ")
                    },
                )],
            )
        }
        Kind::NotAssigned => PROSE.part(
            "short_not_assigned",
            &[slot("residual", ratio(&x.residual))],
        ),
        Kind::Overshoot => PROSE.part("short_overshoot", &[slot("residual", ratio(&x.residual))]),
    }
}

/// The verdict's name, as the per-CPU table's row shows it.
pub fn name(kind: Kind) -> &'static str {
    match kind {
        Kind::NotClear => "Not clear of the noise",
        Kind::WholeGap(_) => "Assigned: one cause is the whole gap",
        Kind::Assigned => "Assigned within noise",
        Kind::NotAssigned => "Not assigned",
        Kind::Overshoot => "Overshoot, not assigned",
    }
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

    /// The Intel shape: gap 1.36, the bounds check alone closes it, the
    /// other causes small.
    fn intel() -> Inputs {
        let g = 1.36f64.ln();
        Inputs {
            gap: e(g, 0.01),
            effects: vec![
                e(-0.33, 0.005),
                e(0.01, 0.005),
                e(0.03, 0.004),
                e(0.0, 0.003),
            ],
            shares: vec![e(1.07, 0.02), e(-0.03, 0.02), e(-0.1, 0.01), e(0.0, 0.01)],
            residual: e(0.0, 0.005),
            residual_share: e(0.0, 0.02),
            alone: vec![
                e(-0.005, 0.006),
                e(0.31, 0.01),
                e(0.34, 0.01),
                e(0.31, 0.01),
            ],
            flagged: vec![false; 4],
            floor: 0.015,
            disagreements: Vec::new(),
            tolerated: Vec::new(),
            layout: 1.96 * 0.0076,
        }
    }

    #[test]
    fn ratios_and_shares_are_written_with_their_intervals() {
        let x = Estimate {
            point: 0.0,
            lo: -0.1,
            hi: 0.1,
        };
        assert_eq!(ratio_ci(&x), "1.000× (95% CI 0.905–1.105)");
        let s = Estimate {
            point: 0.5,
            lo: 0.4,
            hi: 0.6,
        };
        assert_eq!(share(&s), "50% (95% CI 40–60%)");
        // A floor in log units, said as a percentage of time.
        assert_eq!(floor_pct(1.015f64.ln()), "1.5");
    }

    #[test]
    fn a_residual_whose_point_is_exactly_zero_is_not_an_overshoot() {
        // Every cause flagged (none may close the gap); the residual clear
        // of the floor on the high side, its point at 0.
        let mut x = intel();
        x.flagged = vec![true; 4];
        x.residual = Estimate {
            point: 0.0,
            lo: 0.02,
            hi: 0.04,
        };
        assert_eq!(decide(&x), Kind::NotAssigned);
        x.residual.point = -1e-9;
        assert_eq!(decide(&x), Kind::Overshoot);
    }

    #[test]
    fn a_cause_that_alone_closes_the_gap_is_the_whole_gap() {
        assert_eq!(decide(&intel()), Kind::WholeGap(0));
        let s = short(&intel(), Kind::WholeGap(0)).unwrap();
        assert!(s.contains(CAUSES[0]) && s.contains("0.995×"), "{s}");
    }

    #[test]
    fn a_flagged_row_takes_its_cause_out_and_the_residual_decides() {
        let mut x = intel();
        x.flagged[0] = true;
        assert_eq!(decide(&x), Kind::Assigned, "residual inside the floor");
        x.residual = e(0.1, 0.01);
        assert_eq!(decide(&x), Kind::NotAssigned);
        x.residual = e(-0.1, 0.01);
        assert_eq!(decide(&x), Kind::Overshoot);
    }

    #[test]
    fn an_unclaimed_or_insufficient_cause_is_not_the_whole_gap() {
        let mut x = intel();
        x.alone[0] = e(0.05, 0.01); // removing it leaves 5%: not alone
        x.residual = e(0.08, 0.01);
        assert_eq!(decide(&x), Kind::NotAssigned);
        let mut y = intel();
        y.effects[0] = e(-0.01, 0.01); // inside the floor: not claimed
        assert_eq!(decide(&y), Kind::Assigned);
    }

    #[test]
    fn a_gap_inside_the_floor_is_not_assigned_to_anything() {
        let mut x = intel();
        x.gap = e(0.005, 0.01);
        assert_eq!(decide(&x), Kind::NotClear);
    }

    #[test]
    fn quantities_and_verdicts_have_their_names() {
        assert_eq!(quantity_name(None), "the gap");
        assert_eq!(quantity_name(Some(0)), CAUSES[0]);
        assert_eq!(
            quantity_name(Some(CAUSES.len() - 1)),
            CAUSES[CAUSES.len() - 1]
        );
        assert_eq!(quantity_name(Some(CAUSES.len())), "the residual");
        assert_eq!(name(Kind::NotAssigned), "Not assigned");
        assert_eq!(
            name(Kind::WholeGap(0)),
            "Assigned: one cause is the whole gap"
        );
    }

    #[test]
    fn the_first_screen_names_the_claimed_causes_no_flagged_row_rests_on() {
        let mut x = intel();
        x.flagged[2] = true;
        let s = short(&x, Kind::Assigned).unwrap();
        assert!(s.contains(CAUSES[0]), "{s}");
        assert!(!s.contains(CAUSES[1]) && !s.contains(CAUSES[2]), "{s}");
    }

    #[test]
    fn a_residual_beyond_the_floor_names_the_other_claimed_causes_and_its_side() {
        let cx = Context {
            whose: "",
            layouts: 24,
            whole_sweeps: 3,
            flagged: Vec::new(),
        };
        // The bounds check closes the gap; the residual is slower beyond
        // the floor, and of the others only the third cause is claimed.
        let mut x = intel();
        x.residual = e(0.05, 0.01);
        let w = words(&x, Kind::WholeGap(0), &cx).unwrap();
        assert!(w.contains("slows the Rust side again"), "{w}");
        assert!(w.contains(&format!("({} 1.030×)", CAUSES[2])), "{w}");
        assert!(!w.contains(&format!("{} 1.010×", CAUSES[1])), "{w}");
        assert!(!w.contains(&format!("{} 0.719×", CAUSES[0])), "{w}");
        // A point of exactly 0 (its interval clear above) is not faster.
        x.residual = Estimate {
            point: 0.0,
            lo: 0.02,
            hi: 0.04,
        };
        let w = words(&x, Kind::WholeGap(0), &cx).unwrap();
        assert!(w.contains("slows the Rust side again"), "{w}");
        // Faster beyond the floor: the other side's words.
        x.residual = e(-0.05, 0.01);
        let w = words(&x, Kind::WholeGap(0), &cx).unwrap();
        assert!(w.contains("speed the Rust side up further"), "{w}");
    }

    /// The Zen 3 shape: the bounds check closes a gap of 1.18, and the one
    /// process's readings of the gap and of the bounds check sit within a
    /// layout effect (±0.176) wider than the gap.
    fn zen3() -> Inputs {
        let mut x = intel();
        x.gap = e(1.179f64.ln(), 0.03);
        x.effects[0] = e(0.823f64.ln(), 0.02);
        x.floor = 0.065;
        x.layout = 0.176;
        x.tolerated = vec![
            Tolerated {
                quantity: None,
                reading: Reading::OneProcess,
                per_combo: 1.179f64.ln(),
                other: 1.075f64.ln(),
            },
            Tolerated {
                quantity: Some(0),
                reading: Reading::OneProcess,
                per_combo: 0.823f64.ln(),
                other: 0.956f64.ln(),
            },
        ];
        x
    }

    fn cx() -> Context<'static> {
        Context {
            whose: "",
            layouts: 24,
            whole_sweeps: 3,
            flagged: Vec::new(),
        }
    }

    #[test]
    fn a_verdict_rests_on_the_gap_and_what_it_names() {
        let x = intel();
        assert_eq!(rests_on(&x, Kind::NotClear), vec![None]);
        assert_eq!(rests_on(&x, Kind::WholeGap(0)), vec![None, Some(0)]);
        // The residual decides: the claimed, unflagged causes and it.
        let mut y = intel();
        y.flagged[2] = true;
        assert_eq!(
            rests_on(&y, Kind::Assigned),
            vec![None, Some(0), Some(CAUSES.len())]
        );
        assert_eq!(
            rests_on(&x, Kind::NotAssigned),
            vec![None, Some(0), Some(2), Some(CAUSES.len())]
        );
    }

    #[test]
    fn loose_agreement_confirms_the_direction_not_the_size() {
        let x = zen3();
        let kind = decide(&x);
        assert_eq!(kind, Kind::WholeGap(0));
        assert_eq!(confirms(&x, kind), Confirms::Direction(x.tolerated.clone()));
        let w = words(&x, kind, &cx()).unwrap();
        assert!(
            w.contains("confirm the direction")
                && w.contains("(the layout effect: ±17.6% in log terms, a factor of 1.192)")
                && w.contains("its Shapley value")
                && w.contains("as wide as the gap itself (1.179×)")
                && w.contains(
                    "the gap at 1.075× in the whole sweeps in one process (1.179× per combo) \
                     and the bounds check in the inner loop at 0.956× in the whole sweeps in \
                     one process (0.823× per combo). Each differs"
                ),
            "{w}"
        );
        let s = short(&x, kind).unwrap();
        assert!(
            s.ends_with(
                "between relinked builds, up to 19% on this core, about the whole gap: it \
                 confirms the direction, not the size)"
            ),
            "{s}"
        );
        // Only the gap read loosely: no cause's effect to explain.
        let mut gap_only = zen3();
        gap_only.tolerated.truncate(1);
        let w = words(&gap_only, kind, &cx()).unwrap();
        assert!(w.contains("weak") && !w.contains("Shapley"), "{w}");
        // The residual read loosely (a verdict the residual decides), and
        // a cause read loosely that the verdict does not rest on: neither
        // is a cause's Shapley value in the list.
        let mut residual = zen3();
        residual.tolerated[1].quantity = Some(CAUSES.len());
        residual.tolerated[1].per_combo = 0.01;
        let w = words(&residual, Kind::Assigned, &cx()).unwrap();
        assert!(
            w.contains("the residual at") && !w.contains("Shapley"),
            "{w}"
        );
        let mut unrelated = zen3();
        unrelated.tolerated[1].quantity = Some(1);
        let w = words(&unrelated, kind, &cx()).unwrap();
        assert!(w.contains("weak") && !w.contains("Shapley"), "{w}");
        // A tolerance between half the gap and the gap.
        let mut half = zen3();
        half.layout = 0.1;
        assert!(
            words(&half, kind, &cx())
                .unwrap()
                .contains("at least half the gap")
        );
        // A narrow layout effect: within it still counts as agreement.
        let mut narrow = zen3();
        narrow.layout = 0.08;
        assert_eq!(confirms(&narrow, kind), Confirms::Size);
        assert!(!words(&narrow, kind, &cx()).unwrap().contains("weak"));
        assert!(!short(&narrow, kind).unwrap().contains("not the size"));
        assert!(
            short(&half, kind)
                .unwrap()
                .contains("up to 11% on this core, at least half the gap:")
        );
        // A loose reading of a quantity the verdict does not rest on.
        let mut other = zen3();
        other
            .tolerated
            .iter_mut()
            .for_each(|t| t.quantity = Some(1));
        assert_eq!(confirms(&other, kind), Confirms::Size);
    }

    #[test]
    fn a_claimed_quantity_pointing_the_other_way_leaves_the_verdict_unconfirmed() {
        let mut x = zen3();
        x.tolerated[1].other = 1.02f64.ln();
        let kind = decide(&x);
        let opposite = vec![x.tolerated[1]];
        assert_eq!(
            confirms(&x, kind),
            Confirms::Neither(opposite, x.tolerated.clone())
        );
        let w = words(&x, kind, &cx()).unwrap();
        assert!(
            w.contains("points the other way") && w.contains("that reading does not confirm"),
            "{w}"
        );
        assert!(
            short(&x, kind)
                .unwrap()
                .contains("points the other way, within the spread")
        );
        // A quantity whose per-combo interval does not clear the floor
        // claims no direction: its sign is free (the residual, in a
        // verdict the residual decides).
        let mut y = zen3();
        y.tolerated[1].quantity = Some(CAUSES.len());
        y.tolerated[1].per_combo = 0.01;
        y.tolerated[1].other = -0.05;
        assert!(matches!(
            confirms(&y, Kind::Assigned),
            Confirms::Direction(_)
        ));
        // A residual clear of the floor, read the other way: claimed, so
        // it leaves the verdict unconfirmed.
        let mut residual = zen3();
        residual.residual = e(0.1, 0.01);
        residual.tolerated[1] = Tolerated {
            quantity: Some(CAUSES.len()),
            reading: Reading::WholeAcross,
            per_combo: 0.1,
            other: -0.05,
        };
        assert!(matches!(
            confirms(&residual, Kind::NotAssigned),
            Confirms::Neither(..)
        ));
        // An interval that reaches the floor exactly is not clear of it.
        let mut at_floor = zen3();
        at_floor.effects[0] = Estimate {
            point: -0.1,
            lo: -0.2,
            hi: -at_floor.floor,
        };
        at_floor.tolerated[1].other = 0.01;
        assert!(matches!(
            confirms(&at_floor, Kind::WholeGap(0)),
            Confirms::Direction(_)
        ));
        at_floor.effects[0].hi = -at_floor.floor - 1e-9;
        assert!(matches!(
            confirms(&at_floor, Kind::WholeGap(0)),
            Confirms::Neither(..)
        ));
        // After readings that part, the weak agreement has its own opener.
        let mut parted = zen3();
        parted.disagreements = vec![(Some(1), Reading::WholeAcross)];
        let w = words(&parted, kind, &cx()).unwrap();
        assert!(
            w.contains("Where the readings do agree, the agreement is weak")
                && !w.contains("that agreement"),
            "{w}"
        );
        // Another reading at exactly 1.000× does not point the same way,
        // on either side of it.
        let mut flat = zen3();
        flat.tolerated[1].other = 0.0;
        assert!(matches!(confirms(&flat, kind), Confirms::Neither(..)));
        let mut flat_gap = zen3();
        flat_gap.tolerated[0].other = 0.0;
        assert!(matches!(confirms(&flat_gap, kind), Confirms::Neither(..)));
        // Nothing is added when the gap is not clear of the floor.
        let mut z = zen3();
        z.gap = e(0.01, 0.03);
        assert_eq!(decide(&z), Kind::NotClear);
        assert!(!short(&z, Kind::NotClear).unwrap().contains("confirm"));
    }

    #[test]
    fn the_words_name_every_disagreement_and_the_reading_they_rest_on() {
        let mut x = intel();
        let cx = Context {
            whose: "",
            layouts: 24,
            whole_sweeps: 3,
            flagged: vec!["FLAG.".into()],
        };
        let agreed = words(&x, decide(&x), &cx).unwrap();
        assert!(
            agreed.contains("is the whole gap") && agreed.contains("FLAG."),
            "{agreed}"
        );
        assert!(agreed.contains("agrees"), "{agreed}");
        x.disagreements = vec![(Some(1), Reading::WholeAcross), (None, Reading::OneProcess)];
        let parted = words(&x, decide(&x), &cx).unwrap();
        assert!(
            parted.contains(CAUSES[1])
                && parted.contains("the gap (the whole sweeps in one process)")
                && parted.contains("24 layouts"),
            "{parted}"
        );
        for k in [
            Kind::NotClear,
            Kind::Assigned,
            Kind::NotAssigned,
            Kind::Overshoot,
        ] {
            assert!(!words(&x, k, &cx).unwrap().is_empty());
            assert!(!short(&x, k).unwrap().is_empty());
        }
        assert!(
            !flagged_words(1, "knob memory", 0.9, 1.0, 0.01)
                .unwrap()
                .is_empty()
        );
        // Every part of the template is reachable.
        x.residual = e(0.2, 0.01);
        words(&x, Kind::WholeGap(0), &cx).unwrap();
        x.residual = e(-0.2, 0.01);
        words(&x, Kind::WholeGap(0), &cx).unwrap();
        short(&x, Kind::WholeGap(0)).unwrap();
        let mut coarse = zen3();
        words(&coarse, Kind::WholeGap(0), &cx).unwrap();
        short(&coarse, Kind::WholeGap(0)).unwrap();
        coarse.tolerated[1].other = 0.1;
        words(&coarse, Kind::WholeGap(0), &cx).unwrap();
        short(&coarse, Kind::WholeGap(0)).unwrap();
        let unfilled: Vec<&str> = PROSE
            .unfilled()
            .into_iter()
            .filter(|p| !p.is_empty())
            .collect();
        assert_eq!(
            unfilled,
            Vec::<&str>::new(),
            "the file has no main text, only parts"
        );
    }
}
