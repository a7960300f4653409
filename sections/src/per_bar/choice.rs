//! Which transport to pick for a live engine: for each client, route
//! (in process, or the engine in a process of its own), arrival rate and
//! p99 budget, the paced cell that meets the budget at the least CPU per
//! bar ([`choose`], a pure function of the cells) — the choice table of
//! per_bar.md, and the first screen's sentence (the study's own setup) and
//! grid (every client and route at the summary budget). Words:
//! `templates/per_bar_choice*.md`.

use super::cell_text::{cpu_us, us, waits_by};
use super::record::{Cell, Measured, Outcome, RateRecord};
use anyhow::Result;
use measure::affinity::Placement;
use measure::paced::Rate;
use report::findings::PerBarChoice;
use report::keys::Side;
use report::template::{Prose, slot};
use std::fmt::Write as _;

/// The p99 budgets of the choice table, µs.
pub const BUDGETS_US: [f64; 3] = [10.0, 100.0, 1000.0];
/// The budget the first screen's sentence picks for.
pub const SUMMARY_BUDGET_US: f64 = 100.0;

/// Whether the kernel runs behind a process boundary: the choice is made
/// for each, since a deployer who must isolate the engine cannot take the
/// in-process answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    InProcess,
    Served,
}

impl Route {
    fn of(c: &Cell) -> Route {
        if c.placement == Placement::InProcess {
            Route::InProcess
        } else {
            Route::Served
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Route::InProcess => "in process",
            Route::Served => "the engine in its own process",
        }
    }

    /// The choice table's column.
    fn short(self) -> &'static str {
        match self {
            Route::InProcess => "in process",
            Route::Served => "own process",
        }
    }
}

/// A client and a route: who a pick is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Who {
    pub client: Side,
    pub route: Route,
}

impl Who {
    fn holds(self, c: &Cell) -> bool {
        c.client == self.client && Route::of(c) == self.route
    }
}

/// The cell of `who` at `rate` whose p99 is within `budget_us` at the
/// least CPU per bar (client without its pacing spin, plus engine); ties
/// go to the lower p99. `None` when no measured cell meets the budget.
pub fn choose(cells: &[Cell], who: Who, rate: Rate, budget_us: f64) -> Option<(&Cell, &Measured)> {
    cells
        .iter()
        .filter(|c| c.rate == rate && who.holds(c))
        .filter_map(|c| match &c.outcome {
            Outcome::Measured(m) if m.latency.p99_ns as f64 <= budget_us * 1e3 => Some((c, m)),
            _ => None,
        })
        .min_by(|a, b| {
            cpu_us(a.1)
                .total_cmp(&cpu_us(b.1))
                .then(a.1.latency.p99_ns.cmp(&b.1.latency.p99_ns))
        })
}

/// The measured cell of `who` at `rate` with the lowest p99: what comes
/// closest when no cell meets a budget; a tie (the histogram's p99 falls
/// in one bucket) goes to the least CPU, as [`choose`] breaks its ties the
/// other way round.
fn lowest_p99(cells: &[Cell], who: Who, rate: Rate) -> Option<(&Cell, &Measured)> {
    cells
        .iter()
        .filter(|c| c.rate == rate && who.holds(c))
        .filter_map(|c| match &c.outcome {
            Outcome::Measured(m) => Some((c, m)),
            Outcome::Unreachable { .. } => None,
        })
        .min_by(|a, b| {
            a.1.latency
                .p99_ns
                .cmp(&b.1.latency.p99_ns)
                .then(cpu_us(a.1).total_cmp(&cpu_us(b.1)))
        })
}

/// The choice table's marks and empty cells.
const CHOICE_WORDS: Prose = Prose {
    file: "per_bar_choice_words.md",
    text: include_str!("../../templates/per_bar_choice_words.md"),
};

/// Whether a pick holds its budget beyond its point value: the upper end
/// of its p99's 95% interval within the budget, and every session's own
/// p99 too (the sessions run in rounds over the section's minutes, so
/// their spread is this machine's drift, which the pooled interval does
/// not see). A pick that is not firm met the budget in this run only by
/// its point value, or only in some of its sessions.
pub fn firm(m: &Measured, budget_us: f64) -> bool {
    let budget_ns = budget_us * 1e3;
    m.latency.p99_ci.1 as f64 <= budget_ns
        && m.session_p99_ns.iter().all(|&p| p as f64 <= budget_ns)
}

/// Why no cell of `who` at `rate` was measured: every one was skipped as
/// unreachable (`none_run`), or there is none (`none_measured`).
fn nothing_measured(cells: &[Cell], who: Who, rate: Rate) -> Result<String> {
    let skipped = cells.iter().any(|c| {
        c.rate == rate && who.holds(c) && matches!(c.outcome, Outcome::Unreachable { .. })
    });
    CHOICE_WORDS.part(if skipped { "none_run" } else { "none_measured" }, &[])
}

/// A p99 with its 95% interval, µs.
fn p99_with_ci(m: &Measured) -> String {
    let l = &m.latency;
    format!("{} ({}–{})", us(l.p99_ns), us(l.p99_ci.0), us(l.p99_ci.1))
}

/// The clients of the cells, in the order measured.
fn clients(cells: &[Cell]) -> Vec<Side> {
    let mut out: Vec<Side> = Vec::new();
    for c in cells {
        if !out.contains(&c.client) {
            out.push(c.client);
        }
    }
    out
}

/// Who the cells were measured for: each client in the order measured,
/// in process before served.
fn whos(cells: &[Cell]) -> Vec<Who> {
    clients(cells)
        .into_iter()
        .flat_map(|client| [Route::InProcess, Route::Served].map(|route| Who { client, route }))
        .filter(|w| cells.iter().any(|c| w.holds(c)))
        .collect()
}

/// The rates of the cells, in the order measured.
pub(super) fn rates(cells: &[Cell]) -> Vec<Rate> {
    let mut out: Vec<Rate> = Vec::new();
    for c in cells {
        if !out.contains(&c.rate) {
            out.push(c.rate);
        }
    }
    out
}

/// What a client and route get at a rate and budget.
enum Pick<'a> {
    /// The least CPU within the budget; `firm` when its p99's interval is
    /// within it too.
    Meets {
        cell: &'a Cell,
        m: &'a Measured,
        firm: bool,
    },
    /// No cell meets the budget: the one that came closest.
    Closest { cell: &'a Cell, m: &'a Measured },
    /// No cell measured: why, in words.
    Nothing(String),
}

fn pick(cells: &[Cell], who: Who, rate: Rate, budget_us: f64) -> Result<Pick<'_>> {
    Ok(match choose(cells, who, rate, budget_us) {
        Some((cell, m)) => Pick::Meets {
            cell,
            m,
            firm: firm(m, budget_us),
        },
        None => match lowest_p99(cells, who, rate) {
            Some((cell, m)) => Pick::Closest { cell, m },
            None => Pick::Nothing(nothing_measured(cells, who, rate)?),
        },
    })
}

/// Every (who, rate) of the cells, in the order measured.
fn whos_and_rates(cells: &[Cell]) -> Vec<(Who, Rate)> {
    whos(cells)
        .into_iter()
        .flat_map(|w| rates(cells).into_iter().map(move |r| (w, r)))
        .collect()
}

/// per_bar.md's choice table: a row per client, route, rate and budget.
pub fn choice_table(rec: &RateRecord) -> Result<String> {
    let mut t = String::from(
        "| client | engine | rate | p99 budget | least CPU that meets it | waits by | p99 µs (95% CI) | CPU µs / bar (client + engine) |\n|---|---|---|--:|---|---|--:|--:|\n",
    );
    for (who, rate) in whos_and_rates(&rec.cells) {
        for budget in BUDGETS_US {
            let row = match pick(&rec.cells, who, rate, budget)? {
                Pick::Meets { cell, m, firm } => format!(
                    "{} ({}){} | {} | {} | {:.2}",
                    cell.transport_name(),
                    cell.placement.name(),
                    if firm {
                        String::new()
                    } else {
                        CHOICE_WORDS.part("not_firm", &[])?
                    },
                    waits_by(cell.transport, cell.placement),
                    p99_with_ci(m),
                    cpu_us(m)
                ),
                Pick::Closest { cell, m } => format!(
                    "none meets it; lowest p99: {} ({}) | | {} |",
                    cell.transport_name(),
                    cell.placement.name(),
                    p99_with_ci(m)
                ),
                Pick::Nothing(why) => format!("{why} | | |"),
            };
            let _ = writeln!(
                t,
                "| {} | {} | {} | {budget} µs | {row} |",
                who.client.name(),
                who.route.short(),
                rate.name()
            );
        }
    }
    Ok(t)
}

/// per_bar.json's choice: a pick (or none) per client, route, rate and
/// budget.
pub fn data(cells: &[Cell]) -> Vec<serde_json::Value> {
    whos_and_rates(cells)
        .into_iter()
        .flat_map(|(w, r)| BUDGETS_US.map(move |b| (w, r, b)))
        .map(|(w, r, b)| {
            let pick = choose(cells, w, r, b);
            serde_json::json!({"client": w.client.name(), "kernel": w.route.name(), "rate": r.name(), "budget_p99_us": b,
                   "transport": pick.map(|p| p.0.transport_name()),
                   "placement": pick.map(|p| p.0.placement.name()),
                   "cpu_us_per_bar": pick.map(|p| cpu_us(p.1))})
        })
        .collect()
}

/// The choice's words for the first screen.
const PROSE: Prose = Prose {
    file: "per_bar_choice.md",
    text: include_str!("../../templates/per_bar_choice.md"),
};

/// Who the study measured: a Python client calling an engine in a
/// process of its own.
const STUDY: Who = Who {
    client: Side::Python,
    route: Route::Served,
};

/// The Rust client calling the kernel on its own thread: no boundary.
const KERNEL_ITSELF: Who = Who {
    client: Side::Rust,
    route: Route::InProcess,
};

/// Whether the machine woke a sleeping thread late: the kernel itself
/// (no boundary) at its slowest paced rate with a p99 more than twice its
/// back-to-back p99. Returns the back-to-back p99 and the slowest rate
/// with its p99 (ns).
fn wakes_late(cells: &[Cell]) -> Option<(u64, (Rate, u64))> {
    let measured = |c: &Cell| match &c.outcome {
        Outcome::Measured(m) if KERNEL_ITSELF.holds(c) && c.transport.is_none() => {
            Some((c.rate, m.latency.p99_ns))
        }
        _ => None,
    };
    let mut rows: Vec<(Rate, u64)> = cells.iter().filter_map(measured).collect();
    let back_to_back = rows.iter().find(|(r, _)| *r == Rate::AsFastAsPossible)?.1;
    rows.retain(|(r, _)| r.hz().is_some());
    let slowest = *rows
        .iter()
        .min_by(|a, b| a.0.hz().unwrap_or(0.0).total_cmp(&b.0.hz().unwrap_or(0.0)))?;
    (slowest.1 > 2 * back_to_back).then_some((back_to_back, slowest))
}

/// A cell's transport as the first screen names it: in process, the Rust
/// client calls the kernel itself.
fn shown(c: &Cell) -> &'static str {
    c.transport
        .map_or("the kernel itself", report::keys::Transport::name)
}

/// The first screen's per-bar lines at [`SUMMARY_BUDGET_US`]: a sentence
/// with the study's setup's picks, rate by rate, and a grid of every client
/// and route; `on` follows its first words (where it was measured, when not
/// on the record's own core; else empty). `None` without paced cells.
pub fn first_screen(rec: &RateRecord, on: &str) -> Result<Option<PerBarChoice>> {
    let whos = whos(&rec.cells);
    if whos.is_empty() {
        return Ok(None);
    }
    let rates = rates(&rec.cells);
    let budget = SUMMARY_BUDGET_US;
    let study = if whos.contains(&STUDY) {
        let mut picks = Vec::new();
        for &rate in &rates {
            let rate_slot = slot("rate", rate_label(rate));
            picks.push(match pick(&rec.cells, STUDY, rate, budget)? {
                Pick::Meets { cell, firm, .. } => PROSE.part(
                    "study_pick",
                    &[
                        rate_slot,
                        slot("transport", shown(cell)),
                        slot("placement", cell.placement.name()),
                        slot("firm", not_firm_mark(firm)?),
                    ],
                )?,
                Pick::Closest { cell, m } => PROSE.part(
                    "study_closest",
                    &[
                        rate_slot,
                        slot("transport", shown(cell)),
                        slot("placement", cell.placement.name()),
                        slot("p99", us(m.latency.p99_ns)),
                    ],
                )?,
                Pick::Nothing(why) => {
                    PROSE.part("study_nothing", &[rate_slot, slot("why", why)])?
                }
            });
        }
        PROSE.part("study", &[slot("picks", picks.join("; "))])?
    } else {
        PROSE.part("no_study", &[])?
    };
    let lead = PROSE.main(&[slot("on", on), slot("budget", budget), slot("study", study)])?;
    let mut table = String::from("| client · engine |");
    for rate in &rates {
        let _ = write!(table, " {} |", rate_label(*rate));
    }
    table.push_str("\n|---|");
    table.push_str(&"---|".repeat(rates.len()));
    table.push('\n');
    for &who in &whos {
        let _ = write!(table, "| {} · {} |", who.client.name(), who.route.short());
        for &rate in &rates {
            let text = grid_cell(pick(&rec.cells, who, rate, budget)?, budget)?;
            let _ = write!(table, " {text} |");
        }
        table.push('\n');
    }
    let mut notes = Vec::new();
    if let Some((back_to_back, slowest)) = wakes_late(&rec.cells) {
        notes.push(PROSE.part(
            "wake",
            &[
                slot("back_to_back", us(back_to_back)),
                slot("slowest", us(slowest.1)),
                slot("rate", slowest.0.name()),
            ],
        )?);
    }
    let spin = spin_cost(&rec.cells)?;
    if !spin.is_empty() {
        notes.push(spin);
    }
    let grid = PROSE.part(
        "grid",
        &[slot("table", table), slot("notes", notes.join(" "))],
    )?;
    Ok(Some(PerBarChoice {
        lead: lead.trim().to_string(),
        grid: grid.trim_end().to_string(),
        borrowed_from: None,
    }))
}

/// A rate as the first screen names it: "as fast as possible" is not a
/// paced rate, and a line about paced bars says so.
fn rate_label(rate: Rate) -> String {
    match rate {
        Rate::AsFastAsPossible => "back to back (not paced)".to_string(),
        _ => rate.name().to_string(),
    }
}

/// What a spinning engine costs between bars: the engine's CPU per bar of
/// the shared-memory spinning cell at the slowest rate measured (the
/// study's client first), in words; empty without one.
fn spin_cost(cells: &[Cell]) -> Result<String> {
    let spinning = |client: Side| {
        cells
            .iter()
            .filter(|c| {
                c.client == client
                    && c.transport == Some(report::keys::Transport::SHM_SPIN)
                    && c.rate.hz().is_some()
            })
            .filter_map(|c| match &c.outcome {
                Outcome::Measured(m) => Some((c, m)),
                Outcome::Unreachable { .. } => None,
            })
            .min_by(|a, b| {
                let hz = |c: &Cell| c.rate.hz().unwrap_or(f64::INFINITY);
                hz(a.0).total_cmp(&hz(b.0))
            })
    };
    let Some((c, m)) = spinning(STUDY.client).or_else(|| spinning(Side::Rust)) else {
        return Ok(String::new());
    };
    let between_us = c.rate.hz().map_or(0.0, |hz| 1e6 / hz);
    PROSE.part(
        "spin_cost",
        &[
            slot("cpu", format!("{:.0}", m.cpu_per_bar_us().1)),
            slot("between", format!("{between_us:.0}")),
            slot("rate", c.rate.name()),
            slot("client", c.client.name()),
            slot("placement", c.placement.name()),
        ],
    )
}

fn not_firm_mark(firm: bool) -> Result<String> {
    if firm {
        Ok(String::new())
    } else {
        PROSE.part("not_firm_short", &[])
    }
}

/// A grid cell: the pick with its p99 and CPU, the closest when none meets
/// the budget, or why nothing was measured. Served cells name their
/// placement; in process there is one.
fn grid_cell(p: Pick<'_>, budget: f64) -> Result<String> {
    let placement = |c: &Cell| {
        if c.placement == Placement::InProcess {
            String::new()
        } else {
            format!(", {}", c.placement.name())
        }
    };
    match p {
        Pick::Meets { cell, m, firm } => PROSE.part(
            "cell_pick",
            &[
                slot("transport", shown(cell)),
                slot("placement", placement(cell)),
                slot("p99", us(m.latency.p99_ns)),
                slot("cpu", format!("{:.2}", cpu_us(m))),
                slot("firm", not_firm_mark(firm)?),
            ],
        ),
        Pick::Closest { cell, m } => PROSE.part(
            "cell_closest",
            &[
                slot("budget", budget),
                slot("transport", shown(cell)),
                slot("placement", placement(cell)),
                slot("p99", us(m.latency.p99_ns)),
            ],
        ),
        Pick::Nothing(why) => Ok(why),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::per_bar::rate_render::tests::{cell, record};
    use report::keys::Transport;

    const K1: Rate = Rate::Hz(1000.0);
    const SERVED_RUST: Who = Who {
        client: Side::Rust,
        route: Route::Served,
    };
    const SERVED_PYTHON: Who = Who {
        client: Side::Python,
        route: Route::Served,
    };

    #[test]
    fn the_choice_is_the_least_cpu_within_the_budget() {
        let r = record();
        let name =
            |x: Option<(&Cell, &Measured)>| x.and_then(|(c, _)| Some((c.transport?, c.placement)));
        // Within 100 µs: unix cross core burns least (6 µs per bar).
        assert_eq!(
            name(choose(&r.cells, SERVED_RUST, K1, 100.0)),
            Some((Transport::UNIX, Placement::CrossCore))
        );
        // Within 50 µs: unix on one core (8) beats spinning (1000).
        assert_eq!(
            name(choose(&r.cells, SERVED_RUST, K1, 50.0)),
            Some((Transport::UNIX, Placement::SameCore))
        );
        // Within 10 µs only the spinner.
        assert_eq!(
            name(choose(&r.cells, SERVED_RUST, K1, 10.0)),
            Some((Transport::SHM_SPIN, Placement::CrossCore))
        );
        assert_eq!(name(choose(&r.cells, SERVED_RUST, K1, 1.0)), None);
        // An unreachable cell is never chosen.
        assert_eq!(
            name(choose(&r.cells, SERVED_RUST, Rate::Hz(100_000.0), 1e9)),
            None
        );
        // The pacing spin is not charged: 6 µs, not 6.1.
        let (_, m) = choose(&r.cells, SERVED_RUST, K1, 100.0).unwrap();
        assert!((cpu_us(m) - 6.0).abs() < 1e-9, "{}", cpu_us(m));
    }

    #[test]
    fn the_choice_is_made_per_client() {
        let mut r = record();
        // A Python client's cell that would beat every Rust cell on CPU.
        r.cells.push(Cell {
            client: Side::Python,
            ..cell(Placement::SameCore, Transport::PIPE, K1, 50.0, 0.5)
        });
        let name =
            |x: Option<(&Cell, &Measured)>| x.and_then(|(c, _)| Some((c.transport?, c.client)));
        assert_eq!(
            name(choose(&r.cells, SERVED_RUST, K1, 100.0)),
            Some((Transport::UNIX, Side::Rust))
        );
        assert_eq!(
            name(choose(&r.cells, SERVED_PYTHON, K1, 100.0)),
            Some((Transport::PIPE, Side::Python))
        );
        assert_eq!(name(choose(&r.cells, SERVED_PYTHON, K1, 10.0)), None);
        let c = first_screen(&r, "").unwrap().unwrap();
        // The study's setup is the Python client's served route.
        assert!(
            c.lead.contains("for the study's setup") && c.lead.contains("1 kHz, pipe (same core)"),
            "{}",
            c.lead
        );
        let row = |who: &str| c.grid.lines().find(|l| l.starts_with(who)).unwrap();
        assert!(
            row("| Rust · own process |").contains("unix, cross core: p99 90.0 µs · CPU 6.00 µs"),
            "{}",
            c.grid
        );
        assert!(
            row("| Python · own process |").contains("pipe, same core: p99 50.0 µs"),
            "{}",
            c.grid
        );
        // Per client × rate × budget.
        assert_eq!(data(&r.cells).len(), 2 * 3 * 3);
    }

    #[test]
    fn a_rate_measured_but_over_every_budget_names_its_closest_cell_not_none_measured() {
        let r = RateRecord {
            cells: vec![
                cell(Placement::CrossCore, Transport::UNIX, K1, 400.0, 5.0),
                cell(Placement::SameCore, Transport::PIPE, K1, 250.0, 9.0),
            ],
            ..record()
        };
        let t = choice_table(&r).unwrap();
        assert!(
            t.contains("| Rust | own process | 1 kHz | 100 µs | none meets it; lowest p99: pipe (same core) | | 250.0 (250.0–250.0) |"),
            "{t}"
        );
        assert!(
            t.contains("| Rust | own process | 1 kHz | 1000 µs | unix (cross core) |"),
            "{t}"
        );
        let c = first_screen(&r, "").unwrap().unwrap();
        assert!(
            c.grid.contains(
                "| Rust · own process | none within 100 µs (closest: pipe, same core, p99 250.0 µs) |"
            ),
            "{}",
            c.grid
        );
        assert!(!c.grid.contains("none measured"), "{}", c.grid);
        // No Python client served: no sentence on the study's setup.
        assert!(!c.lead.contains("study"), "{}", c.lead);
    }

    #[test]
    fn a_pick_whose_interval_reaches_past_the_budget_is_marked_not_firm() {
        let mut c = cell(Placement::CrossCore, Transport::UNIX, K1, 90.0, 6.0);
        if let Outcome::Measured(m) = &mut c.outcome {
            m.latency.p99_ci = (80_000, 120_000);
        }
        let r = RateRecord {
            cells: vec![c],
            ..record()
        };
        let t = choice_table(&r).unwrap();
        assert!(
            t.contains("| 100 µs | unix (cross core) — not firm: its p99's interval or a session's own p99 reaches past the budget |"),
            "{t}"
        );
        assert!(t.contains("| 1000 µs | unix (cross core) | "), "{t}");
        let Outcome::Measured(m) = &r.cells[0].outcome else {
            unreachable!()
        };
        assert!(!firm(m, 100.0) && firm(m, 120.0));
        // A session whose own p99 went past the budget: not firm either.
        let mut m = m.clone();
        m.session_p99_ns = vec![90_000, 130_000, 85_000];
        assert!(!firm(&m, 120.0) && firm(&m, 130.0));
    }

    #[test]
    fn an_in_process_pick_stands_beside_the_served_one() {
        let mut r = record();
        r.cells.push(Cell {
            transport: None,
            ..cell(Placement::InProcess, Transport::UNIX, K1, 3.0, 0.5)
        });
        let in_process = Who {
            client: Side::Rust,
            route: Route::InProcess,
        };
        assert_eq!(
            choose(&r.cells, in_process, K1, 10.0).unwrap().0.transport,
            None
        );
        // The in-process cell does not hide the served pick.
        assert_eq!(
            choose(&r.cells, SERVED_RUST, K1, 10.0).unwrap().0.transport,
            Some(Transport::SHM_SPIN)
        );
    }

    #[test]
    fn ties_go_to_the_lower_p99() {
        let cells = vec![
            cell(Placement::CrossCore, Transport::UNIX, K1, 90.0, 5.0),
            cell(Placement::CrossCore, Transport::TCP, K1, 60.0, 5.0),
        ];
        assert_eq!(
            choose(&cells, SERVED_RUST, K1, 100.0).unwrap().0.transport,
            Some(Transport::TCP)
        );
    }

    #[test]
    fn the_closest_of_equal_p99s_is_the_one_that_burns_less() {
        let cells = vec![
            cell(Placement::CrossCore, Transport::SHM_SPIN, K1, 138.0, 20.0),
            cell(
                Placement::CrossCore,
                Transport::SHM_SPIN_THEN_FUTEX,
                K1,
                138.0,
                9.0,
            ),
            cell(Placement::CrossCore, Transport::UNIX, K1, 150.0, 5.0),
        ];
        let (c, _) = lowest_p99(&cells, SERVED_RUST, K1).unwrap();
        assert_eq!(c.transport, Some(Transport::SHM_SPIN_THEN_FUTEX));
    }

    #[test]
    fn the_grid_marks_a_pick_that_is_not_firm() {
        let mut r = record();
        let firm_grid = first_screen(&r, "").unwrap().unwrap().grid;
        assert!(!firm_grid.contains("(not firm)"), "{firm_grid}");
        // The 1 kHz pick (unix cross core, p99 90 µs) with an interval
        // reaching past the sentence's 100 µs budget.
        for c in &mut r.cells {
            if let Outcome::Measured(m) = &mut c.outcome {
                m.latency.p99_ci.1 = 150_000;
            }
        }
        let grid = first_screen(&r, "").unwrap().unwrap().grid;
        assert!(
            grid.contains("unix, cross core: p99 90.0 µs · CPU 6.00 µs *(not firm)* |"),
            "{grid}"
        );
    }

    #[test]
    fn the_first_screen_gives_the_study_setup_rate_by_rate_and_a_grid_of_every_route() {
        let python = |pl, t, rate, p99, cpu| Cell {
            client: Side::Python,
            ..cell(pl, t, rate, p99, cpu)
        };
        let mut r = record();
        r.cells.extend([
            python(Placement::SameCore, Transport::UNIX, K1, 70.0, 40.0),
            python(
                Placement::CrossCore,
                Transport::SHM_SPIN,
                Rate::AsFastAsPossible,
                150.0,
                20.0,
            ),
            Cell {
                client: Side::Python,
                ..r.cells[5].clone()
            },
            Cell {
                transport: None,
                ..cell(Placement::InProcess, Transport::UNIX, K1, 3.0, 0.5)
            },
            Cell {
                transport: None,
                ..cell(
                    Placement::InProcess,
                    Transport::UNIX,
                    Rate::AsFastAsPossible,
                    1.0,
                    0.5,
                )
            },
        ]);
        if let Outcome::Measured(m) = &mut r.cells[6].outcome {
            m.latency.p99_ci.1 = 120_000;
        }
        let c = first_screen(&r, " on Zen").unwrap().unwrap();
        assert!(
            c.lead.starts_with("**At a live feed's rate**"),
            "{}",
            c.lead
        );
        assert!(
            c.lead.contains("intended send time) on Zen, the transport"),
            "{}",
            c.lead
        );
        assert!(
            c.lead.contains(
                "is: 1 kHz, unix (same core) *(not firm)*; back to back (not paced), none (the closest, shm spin (cross core), has a p99 of 150.0 µs); 100 kHz, not run: the rate is above half"
            ),
            "{}",
            c.lead
        );
        assert!(!c.lead.contains('\n'), "{}", c.lead);
        assert!(
            c.grid.contains(
                "| client · engine | 1 kHz | back to back (not paced) | 100 kHz |\n|---|---|---|---|\n"
            ),
            "{}",
            c.grid
        );
        // In process the Rust client calls the kernel itself: no placement.
        assert!(
            c.grid
                .contains("| Rust · in process | the kernel itself: p99 3.00 µs · CPU 0.50 µs |"),
            "{}",
            c.grid
        );
        assert_eq!(c.grid.matches("\n| ").count(), 1 + 3, "{}", c.grid);
        // Below the table: how late this machine wakes a thread (the
        // in-process row is there) and what the spinning engine burned at
        // its slowest rate, the study's client first (none here: Rust's).
        assert!(
            c.grid.contains("|\n\nA slower feed can read worse: between bars each side sleeps, and the machine these rows were measured on woke a sleeping thread late — the kernel itself, with no boundary at all, had a p99 of 1.00 µs back to back and 3.00 µs at 1 kHz."),
            "{}",
            c.grid
        );
        // No cell of the kernel itself at 100 kHz (others there were not
        // run): "none measured", not "not run".
        assert!(
            c.grid.contains("| Rust · in process | the kernel itself: p99 3.00 µs · CPU 0.50 µs | the kernel itself: p99 1.00 µs · CPU 0.50 µs | none measured |"),
            "{}",
            c.grid
        );
        assert!(
            c.grid.contains(
                "the engine burned 500 µs of CPU per bar at 1 kHz (Rust client, cross core)"
            ),
            "{}",
            c.grid
        );
        // Without the study's client served, the lead points to the grid.
        let rust_only = first_screen(&record(), "").unwrap().unwrap();
        assert!(
            rust_only
                .lead
                .ends_with("(client and engine), for each client and engine, is in the grid below"),
            "{}",
            rust_only.lead
        );
        assert_eq!(PROSE.unfilled(), Vec::<&str>::new());
        let empty = RateRecord {
            cells: vec![],
            ..record()
        };
        assert_eq!(first_screen(&empty, "").unwrap(), None);
    }

    #[test]
    fn the_spin_cost_is_the_slowest_paced_spinning_cell_the_study_client_first() {
        let python = |rate, cpu| Cell {
            client: Side::Python,
            ..cell(Placement::CrossCore, Transport::SHM_SPIN, rate, 50.0, cpu)
        };
        let mut cells = record().cells;
        let rust_only = spin_cost(&cells).unwrap();
        assert!(
            rust_only.contains("500 µs of CPU per bar at 1 kHz (Rust client"),
            "{rust_only}"
        );
        cells.push(python(Rate::Hz(100_000.0), 40.0));
        cells.push(python(Rate::Hz(10_000.0), 200.0));
        cells.push(python(Rate::AsFastAsPossible, 4.0));
        let s = spin_cost(&cells).unwrap();
        assert!(
            s.contains("burned 100 µs of CPU per bar at 10 kHz (Python client, cross core), where a bar comes every 100 µs"),
            "{s}"
        );
        cells.retain(|c| c.transport != Some(Transport::SHM_SPIN));
        assert_eq!(spin_cost(&cells).unwrap(), "");
    }

    #[test]
    fn the_wake_note_needs_the_kernel_itself_clearly_slower_paced_than_back_to_back() {
        let itself = |rate, p99| Cell {
            transport: None,
            ..cell(Placement::InProcess, Transport::UNIX, rate, p99, 0.5)
        };
        let cells = vec![
            itself(Rate::AsFastAsPossible, 10.0),
            itself(Rate::Hz(10_000.0), 50.0),
            itself(K1, 20.0),
        ];
        // The slowest paced rate (1 kHz) decides: 20 µs is not above twice 10.
        assert_eq!(wakes_late(&cells), None);
        let late = vec![cells[0].clone(), itself(K1, 20.1)];
        assert_eq!(wakes_late(&late), Some((10_000, (K1, 20_100))));
        // A served cell is not the kernel itself.
        assert_eq!(wakes_late(&record().cells), None);
    }
}
