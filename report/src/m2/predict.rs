//! The calibration table and the whole-sweep M2 prediction, rendered into
//! gap.md from the m2 record (static predictions) and the rows measured on
//! this machine. Every number and every verdict here is a pure function of
//! those two records.

use super::calibrate::{Calibration, Strength, band, best, calibrate};
use super::sweep::{self, LoopCost, Loops, Work};
use super::{Code, LoopModel, Record};
use crate::study_figures::{BATCH_UNCHECKED_S, BATCH_UNIX_S, NUMBA_S};
use std::fmt::Write as _;

/// The clock the M2 prediction assumes: an M2 Max performance core at its
/// single-thread maximum (Apple does not publish sustained clocks).
pub const M2_MAX_HZ: f64 = 3.49e9;

/// One row measured on this machine.
#[derive(Clone, Debug)]
pub struct Measured {
    pub label: String,
    /// The WMA dump of the code that ran (`x86-64/kernel-safe/wma.s`).
    pub wma_file: String,
    /// Measured time ÷ kernel-safe's.
    pub ratio: f64,
    /// Minor page faults of one sweep (median).
    pub faults: f64,
    /// Which section measured it.
    pub source: &'static str,
}

/// What the gap section hands over.
pub struct Inputs<'a> {
    pub m2: &'a Record,
    /// kernel-safe as timed (the ratios' base).
    pub safe: Measured,
    /// numba-njit as the study wrote it.
    pub numba: Measured,
    /// Every other row with a ratio to kernel-safe.
    pub rows: Vec<Measured>,
    /// This machine's clock beside the sweeps (median), Hz.
    pub clock_hz: f64,
    /// How the mechanism model (llvm-mca on the WMA loop, each measured
    /// core's own model) stood against the measured cores.
    pub mechanism: Option<MechanismFit>,
}

/// The mechanism model held against the measured cores (gap.md's "The
/// mechanism per core").
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MechanismFit {
    /// Measured cores it was held against.
    pub cores: usize,
    /// It puts every core's gap and bounds check on the measured side of 1
    /// and orders the cores' bounds-check effects as measured.
    pub ranks_right: bool,
    /// Its predicted gap against the measured one, the worst core (≥ 1).
    pub size_off: f64,
    /// Predictions closer than this (relative) are a tie.
    pub tie: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Scope {
    Loop,
    Sweep,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Tool {
    Mca,
    McaThroughput,
    Osaca,
    OsacaThroughput,
}

const MODELS: [(Scope, Tool, &str); 6] = [
    (Scope::Loop, Tool::Mca, "llvm-mca, WMA loop alone"),
    (Scope::Loop, Tool::Osaca, "OSACA, WMA loop alone"),
    (Scope::Sweep, Tool::Mca, "whole sweep, llvm-mca"),
    (
        Scope::Sweep,
        Tool::McaThroughput,
        "whole sweep, llvm-mca resources only",
    ),
    (Scope::Sweep, Tool::Osaca, "whole sweep, OSACA"),
    (
        Scope::Sweep,
        Tool::OsacaThroughput,
        "whole sweep, OSACA resources only",
    ),
];

fn cycles(l: &LoopModel, tool: Tool) -> Option<f64> {
    match tool {
        Tool::Mca => Some(l.mca),
        Tool::McaThroughput => Some(l.mca_throughput),
        Tool::Osaca => l.osaca,
        Tool::OsacaThroughput => l.osaca_throughput,
    }
    .filter(|c| c.is_finite() && *c > 0.0)
}

fn cost(l: &Option<LoopModel>, tool: Tool) -> Option<LoopCost> {
    let l = l.as_ref()?;
    Some(LoopCost {
        cycles: cycles(l, tool)?,
        work: l.work,
    })
}

fn code<'a>(m2: &'a Record, wma_file: &str) -> Option<&'a Code> {
    m2.codes.iter().find(|c| c.wma_file == wma_file)
}

/// Seconds (sweep scope) or cycles per multiply-add (loop scope) of one
/// code; `None` where a loop is missing or a tool has no number.
fn predict(
    m2: &Record,
    wma_file: &str,
    scope: Scope,
    tool: Tool,
    clock_hz: f64,
    faults: f64,
) -> Option<f64> {
    let c = code(m2, wma_file)?;
    let wma = cost(&c.wma, tool)?;
    match scope {
        Scope::Loop => Some(wma.cycles / wma.work.max(1.0)),
        Scope::Sweep => {
            let loops = Loops {
                wma,
                combine2: cost(&c.combine2, tool)?,
                combine3: cost(&c.combine3, tool)?,
                event: cost(&c.event, tool)?,
            };
            let work = Work::of(kernel_spec::dataset::PAPER_BARS, &kernel_spec::paper_grid());
            Some(sweep::seconds(
                sweep::cycles(&work, &loops),
                clock_hz,
                faults,
                m2.fault_ns,
            ))
        }
    }
}

fn predicted_ratio(inp: &Inputs, row: &Measured, scope: Scope, tool: Tool) -> Option<f64> {
    let p = |m: &Measured| predict(inp.m2, &m.wma_file, scope, tool, inp.clock_hz, m.faults);
    Some(p(row)? / p(&inp.safe)?)
}

/// The calibration of every model over every measured row.
fn calibrations(inp: &Inputs, rows: &[&Measured]) -> Vec<Calibration> {
    MODELS
        .iter()
        .map(|&(scope, tool, _)| {
            let pairs: Vec<(f64, f64)> = rows
                .iter()
                .filter_map(|r| Some((predicted_ratio(inp, r, scope, tool)?, r.ratio)))
                .collect();
            calibrate(&pairs)
        })
        .collect()
}

/// The same code for an aarch64 CPU (`x86-64/gap-knobs/hoist.wma.s` →
/// `apple-m1/gap-knobs/hoist.wma.s`, numba likewise).
fn on(cpu: &str, wma_file: &str) -> String {
    match wma_file.split_once('/') {
        Some(("numba", rest)) => {
            let tail = rest.split_once('/').map_or("wma.s", |(_, t)| t);
            format!("numba/{cpu}/{tail}")
        }
        Some((_, rest)) => format!("{cpu}/{rest}"),
        None => wma_file.to_string(),
    }
}

fn f3(v: Option<f64>) -> String {
    v.map_or("—".into(), |v| format!("{v:.3}"))
}

/// What the aarch64 code itself shows, with no model in between:
/// instructions per multiply-add of the WMA hot loops.
fn code_facts(inp: &Inputs) -> Option<String> {
    let shape = |file: &str| {
        code(inp.m2, file)
            .and_then(|c| c.wma.as_ref())
            .map(|l| (l.instructions, l.work))
    };
    let mut facts = Vec::new();
    for cpu in ["apple-m1", "neoverse-v1"] {
        let (safe, numba, hoist_file) = (
            shape(&on(cpu, &inp.safe.wma_file)),
            shape(&on(cpu, &inp.numba.wma_file)),
            shape(&format!("{cpu}/gap-knobs/hoist.wma.s")),
        );
        if let (Some((si, sw)), Some((ni, nw))) = (safe, numba) {
            facts.push(format!(
                "on `{cpu}` kernel-safe's WMA hot loop has {si} instructions per {sw:.0} multiply-adds ({:.2} per MAC), numba's {ni} \
                 per {nw:.0} ({:.2}){}",
                si as f64 / sw.max(1.0),
                ni as f64 / nw.max(1.0),
                hoist_file.map_or(String::new(), |(hi, hw)| format!(
                    ", `knob hoist`'s {hi} per {hw:.0} ({:.2})",
                    hi as f64 / hw.max(1.0)
                ))
            ));
        }
    }
    (!facts.is_empty()).then(|| {
        format!(
            "**What the aarch64 code shows without a model:** {}. Instructions per multiply-add are a property of the compilers' \
             output, not a prediction of time (the rows table above shows how far they go with time on this machine).\n",
            facts.join("; ")
        )
    })
}

/// The best-calibrated whole-sweep model's M2 figures.
#[derive(Clone, Copy, Debug)]
struct M2Line {
    model: usize,
    ratio: Option<f64>,
    band: Option<(f64, f64)>,
    inside: Option<bool>,
    hoist_gain: Option<f64>,
}

/// The section's conclusion: what the best whole-sweep model's figures
/// may be read as, given the strength its calibration earned.
fn conclusion(
    cals: &[Calibration],
    line: Option<&M2Line>,
    measured_hoist: Option<f64>,
    study_ratio: f64,
) -> String {
    match line {
        Some(&M2Line {
            model: i,
            ratio: Some(ratio),
            band: b,
            inside,
            hoist_gain: gain,
        }) => {
            let c = &cals[i];
            let strength = c.strength;
            let head = match strength {
                Strength::Weak => format!(
                    "**Conclusion: the prediction is weak.** Even the best-calibrated whole-sweep model ({}) does not rank the rows \
                     measured on this machine (ρ = {}), so what it computes for the M2 — kernel-safe ÷ numba = {ratio:.3} — is the \
                     models' arithmetic, not evidence about an M2. It supports no statement about where the study's 13% comes from: \
                     not that the bounds check causes it, not that it does not.",
                    MODELS[i].2,
                    c.rho.map_or("undefined".into(), |r| format!("{r:.2}"))
                ),
                Strength::RanksOnly => format!(
                    "**Conclusion: the direction is supported, the size is not.** The best-calibrated whole-sweep model ({}) ranks this \
                     machine's rows (ρ = {:.2}) but misses their ratios by {:.0}% on average; for the M2 it predicts kernel-safe ÷ numba = \
                     {ratio:.3}, which can be read as \"{}\" only.",
                    MODELS[i].2,
                    c.rho.unwrap_or(f64::NAN),
                    100.0 * c.error.unwrap_or(f64::NAN),
                    if ratio > 1.0 { "kernel-safe is the slower one" } else { "kernel-safe is not the slower one" }
                ),
                Strength::Sized => format!(
                    "**Conclusion:** the best-calibrated whole-sweep model ({}) ranks and sizes this machine's rows (ρ = {:.2}, mean \
                     error {:.1}%) and predicts kernel-safe ÷ numba = {ratio:.3} on the M2 (band {}).",
                    MODELS[i].2,
                    c.rho.unwrap_or(f64::NAN),
                    100.0 * c.error.unwrap_or(f64::NAN),
                    b.map_or("—".into(), |(lo, hi)| format!("{lo:.2}–{hi:.2}"))
                ),
            };
            let study = match inside {
                Some(true) => format!(" The study's {study_ratio:.2} lies inside that model's band."),
                Some(false) => format!(" The study's {study_ratio:.2} lies outside that model's band."),
                None => String::new(),
            };
            let hoist_text = match (gain, measured_hoist, strength) {
                (Some(g), Some(m), Strength::Sized) => format!(
                    " Hoisting the bounds check is predicted to recover {:.0}% on the M2 (measured here: {:.0}%).",
                    100.0 * g,
                    100.0 * m
                ),
                (Some(g), Some(m), _) => format!(
                    " The same model says hoisting the bounds check recovers {:.0}% on the M2 (measured here: {:.0}%) — at this \
                     strength, not a finding.",
                    100.0 * g,
                    100.0 * m
                ),
                _ => String::new(),
            };
            format!("{head}{study}{hoist_text}")
        }
        _ => "**Conclusion: no prediction.** No whole-sweep model could be evaluated for both numba and kernel-safe (see the \
              tables above for what is missing)."
            .into(),
    }
}

/// The gap.md subsection.
/// The subsection's heading and what it is built from.
fn intro(inp: &Inputs) -> String {
    let mut s = String::from("### The study's M2 result, predicted without an M2\n\n");
    let _ = write!(
        s,
        "The study measured its Rust port 1.13× slower than numba-njit on an Apple M2 Max (SPEC §7: {NUMBA_S:.3} s against \
         {BATCH_UNIX_S:.3} s over a Unix socket, {BATCH_UNCHECKED_S:.3} s with `get_unchecked`). Without Apple hardware the project \
         predicts that figure from the compilers' own aarch64 code: rustc's (Debian's rustc-web, the toolchain `cargo xtask \
         aarch64-toolchain` installs; target `aarch64-unknown-linux-gnu`) and numba's own code generator pointed at aarch64 (its pass \
         pipeline and settings as the installed numba sets them), both for `apple-m1` and `neoverse-v1` — [asm/](../asm/), compilers: \
         {compilers}. The aarch64 build runs the `paper` sweep bit for bit like x86-64 kernel-safe under qemu-user (`cargo xtask aarch64`; \
         emulation gives results, never times). The static models are llvm-mca ({mca}) and {osaca}, each per loop \
         ([m2.md](m2.md)); the *whole-sweep* model multiplies each loop's cycles per iteration by how often the `paper` sweep runs it \
         (seven WMA passes per combo, one extra iteration per output for the outer loop, two combines and the event loop per bar) and \
         adds page faults at this machine's measured {fault:.0} ns each. *resources only* drops the loops' dependency chains \
         (llvm-mca's Block RThroughput, OSACA's port throughput): the view in which out-of-order execution overlaps the short windows' \
         chains, as the rows above suggest.\n\n",
        compilers = if inp.m2.arm_compilers.is_empty() {
            "not recorded".into()
        } else {
            inp.m2.arm_compilers.join("; ")
        },
        mca = inp.m2.mca_version,
        osaca = match &inp.m2.osaca {
            Ok(v) => v.clone(),
            Err(why) => format!("OSACA (not run: {why})"),
        },
        fault = inp.m2.fault_ns,
    );

    s
}

/// Every measured row against every model, with ρ, error and strength.
fn calibration_table(inp: &Inputs, rows: &[&Measured], cals: &[Calibration]) -> String {
    let mut s = String::new();
    // Calibration on this machine.
    let _ = write!(
        s,
        "#### Calibration on this machine first\n\n\
         Each row's measured time ÷ kernel-safe's (the rows above; kernel-unchecked and the SIMD paths from the `in_process` \
         section's run, whose page faults were not counted: kernel-unchecked is given kernel-safe's, kernel-simd none — it reuses \
         its buffers), against the same ratio predicted by each model on `{host}` at the measured clock ({clock:.2} GHz). Rows a \
         model cannot predict (a function LLVM merged with another, a tool without the instruction) are \"—\" and left out of its \
         statistics; `report --full` adds the knobs the default run does not time. The whole-sweep model assumes kernel-safe's \
         passes for every row; the SIMD kernel runs the same passes, vectorised across outputs.\n\n\
         | row | measured × kernel-safe |",
        host = inp.m2.host_model,
        clock = inp.clock_hz / 1e9,
    );
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
        for &(scope, tool, _) in &MODELS {
            let _ = write!(s, " {} |", f3(predicted_ratio(inp, r, scope, tool)));
        }
        s.push('\n');
    }
    let stat = |f: &dyn Fn(&Calibration) -> String| {
        cals.iter()
            .map(|c| format!(" {} |", f(c)))
            .collect::<String>()
    };
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
        "| **strength** | |{}\n",
        stat(&|c| match c.strength {
            Strength::Sized => "calibrated".into(),
            Strength::RanksOnly => "ranks only".into(),
            Strength::Weak => "weak".into(),
        })
    );
    s
}

/// The whole-sweep models, by index into [`MODELS`].
fn sweep_models() -> Vec<usize> {
    (0..MODELS.len())
        .filter(|&i| MODELS[i].0 == Scope::Sweep)
        .collect()
}

/// The best-calibrated whole-sweep model.
fn best_sweep(cals: &[Calibration]) -> Option<usize> {
    let sweep_models = sweep_models();
    best(
        &sweep_models
            .iter()
            .map(|&i| cals[i].clone())
            .collect::<Vec<_>>(),
    )
    .map(|k| sweep_models[k])
    // No model ranks anything (constant predictions): the first that
    // predicts at all stands in, as weak as its calibration says.
    .or_else(|| sweep_models.iter().copied().find(|&i| cals[i].rows > 0))
}

/// What the strengths mean, and which strength the best model earned.
fn strength_sentence(cals: &[Calibration], best_sweep: Option<usize>) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "A model is called *calibrated* if it ranks this machine's rows (Spearman ρ ≥ {rho}) and sizes them (mean error ≤ {err:.0}%), \
         *ranks only* if it ranks them but misjudges their size, *weak* otherwise. {verdict}\n",
        rho = super::calibrate::RHO_USABLE,
        err = 100.0 * super::calibrate::ERROR_SIZED,
        verdict = match best_sweep {
            Some(i) => format!(
                "The best-calibrated whole-sweep model is **{}**: ρ {}, mean error {:.1}% — {}.",
                MODELS[i].2,
                cals[i].rho.map_or("undefined (its predicted ratios do not vary)".into(), |r| format!("= {r:.2}")),
                100.0 * cals[i].error.unwrap_or(f64::NAN),
                cals[i].strength.word()
            ),
            None => "No whole-sweep model has a rank correlation (too few rows, or constant predictions): every prediction below is weak."
                .into(),
        }
    );

    s
}

/// The prediction table's explanation and header row.
fn prediction_header(inp: &Inputs) -> String {
    let mut s = String::new();
    let _ = write!(
        s,
        "#### The whole-sweep prediction for the M2\n\n\
         Each whole-sweep model on the `apple-m1` code at {ghz:.2} GHz (an M2 Max performance core's maximum; the clock cancels in \
         the ratios), page faults at this machine's measured count and cost (an assumption: macOS's allocator and 16 KiB pages are \
         not modelled; faults are {fault_share:.0}% of kernel-safe's predicted time here). The band is the model's mean error on \
         this machine, applied to the ratio. *hoist recovers*: how much faster `knob hoist` (the bounds check moved out of the loop) \
         is predicted than kernel-safe.\n\n\
         | model (calibration here) | numba-njit s (study {NUMBA_S:.3}) | kernel-safe s (study {BATCH_UNIX_S:.3}) | **kernel-safe ÷ numba** (study {study:.3}) | band | study inside? | hoist recovers | kernel-unchecked ÷ kernel-safe (study {study_u:.3}) | on `neoverse-v1`: kernel-safe ÷ numba |\n\
         |---|--:|--:|--:|---|---|--:|--:|--:|\n",
        ghz = M2_MAX_HZ / 1e9,
        fault_share = {
            let i = 2;
            let total = predict(
                inp.m2,
                &inp.safe.wma_file,
                MODELS[i].0,
                MODELS[i].1,
                inp.clock_hz,
                inp.safe.faults,
            );
            let compute = predict(
                inp.m2,
                &inp.safe.wma_file,
                MODELS[i].0,
                MODELS[i].1,
                inp.clock_hz,
                0.0,
            );
            match (total, compute) {
                (Some(t), Some(c)) if t > 0.0 => 100.0 * (t - c) / t,
                _ => f64::NAN,
            }
        },
        study = BATCH_UNIX_S / NUMBA_S,
        study_u = BATCH_UNCHECKED_S / BATCH_UNIX_S,
    );
    s
}

/// The M2 figures of every whole-sweep model; also each model's line for
/// the conclusion and the hoist's measured recovery here.
fn prediction_table(
    inp: &Inputs,
    rows: &[&Measured],
    cals: &[Calibration],
    best_sweep: Option<usize>,
) -> (String, Vec<M2Line>, Option<f64>) {
    let mut s = String::new();
    let sweep_models = sweep_models();
    // The M2 prediction.
    let find = |wma: &str| {
        rows.iter()
            .chain(std::iter::once(&&inp.safe))
            .find(|r| r.wma_file == wma)
            .copied()
    };
    let hoist = find("x86-64/gap-knobs/hoist.wma.s");
    let unchecked = find("x86-64/kernel-unchecked/wma.s");
    let m2_s = |m: &Measured, wma: &str, i: usize| {
        predict(
            inp.m2,
            &on("apple-m1", wma),
            MODELS[i].0,
            MODELS[i].1,
            M2_MAX_HZ,
            m.faults,
        )
    };
    s.push_str(&prediction_header(inp));
    let study_ratio = BATCH_UNIX_S / NUMBA_S;
    let mut lines = Vec::new();
    for &i in &sweep_models {
        let c = &cals[i];
        let numba = m2_s(&inp.numba, &inp.numba.wma_file, i);
        let safe = m2_s(&inp.safe, &inp.safe.wma_file, i);
        let ratio = numba.zip(safe).map(|(n, k)| k / n);
        let b = ratio.zip(c.error).map(|(r, e)| band(r, e));
        let hoist_gain = hoist
            .and_then(|h| m2_s(h, &h.wma_file, i))
            .zip(safe)
            .map(|(h, k)| 1.0 - h / k);
        let unchecked_ratio = unchecked
            .and_then(|u| m2_s(u, &u.wma_file, i))
            .zip(safe)
            .map(|(u, k)| u / k);
        let neoverse = predict(
            inp.m2,
            &on("neoverse-v1", &inp.safe.wma_file),
            MODELS[i].0,
            MODELS[i].1,
            M2_MAX_HZ,
            inp.safe.faults,
        )
        .zip(predict(
            inp.m2,
            &on("neoverse-v1", &inp.numba.wma_file),
            MODELS[i].0,
            MODELS[i].1,
            M2_MAX_HZ,
            inp.numba.faults,
        ))
        .map(|(k, n)| k / n);
        let inside = b.map(|(lo, hi)| lo <= study_ratio && study_ratio <= hi);
        let _ = writeln!(
            s,
            "| {} ({}) | {} | {} | **{}** | {} | {} | {} | {} | {} |",
            if Some(i) == best_sweep {
                format!("**{}**", MODELS[i].2)
            } else {
                MODELS[i].2.to_string()
            },
            match c.strength {
                Strength::Sized => "calibrated",
                Strength::RanksOnly => "ranks only",
                Strength::Weak => "weak",
            },
            f3(numba),
            f3(safe),
            f3(ratio),
            b.map_or("—".into(), |(lo, hi)| format!("{lo:.2}–{hi:.2}")),
            inside.map_or("—", |i| if i { "yes" } else { "no" }),
            hoist_gain.map_or("—".into(), |g| format!("{:.0}%", 100.0 * g)),
            f3(unchecked_ratio),
            f3(neoverse),
        );
        lines.push(M2Line {
            model: i,
            ratio,
            band: b,
            inside,
            hoist_gain,
        });
    }
    s.push('\n');
    (s, lines, hoist.map(|h| 1.0 - h.ratio))
}

/// What the mechanism model's M2 figures may be read as: its strength on
/// this machine's rows (the loop model's calibration) held against how it
/// did across the measured cores. Across cores a model can only lose
/// strength: a wrong order makes it weak; a right order on two or more
/// cores keeps at most "ranks only" while it misses the gap's size by more
/// than the sizing error.
pub fn mechanism_strength(here: Strength, fit: Option<MechanismFit>) -> Strength {
    match fit {
        Some(f) if f.cores >= 2 && !f.ranks_right => Strength::Weak,
        Some(f)
            if f.cores >= 2
                && here == Strength::Sized
                && f.size_off - 1.0 > super::calibrate::ERROR_SIZED =>
        {
            Strength::RanksOnly
        }
        _ => here,
    }
}

fn short(s: Strength) -> &'static str {
    match s {
        Strength::Sized => "calibrated",
        Strength::RanksOnly => "ranks only",
        Strength::Weak => "weak",
    }
}

/// The M2 prediction redone on the mechanism model: llvm-mca on the WMA
/// loop alone, `apple-m1`'s model, kernel-safe, numba and `knob hoist`.
fn mechanism_prediction(inp: &Inputs, cals: &[Calibration]) -> String {
    let i = MODELS
        .iter()
        .position(|m| m.0 == Scope::Loop && m.1 == Tool::Mca)
        .expect("the llvm-mca loop model is in MODELS");
    let per_mac = |wma: &str| {
        predict(
            inp.m2,
            &on("apple-m1", wma),
            Scope::Loop,
            Tool::Mca,
            M2_MAX_HZ,
            0.0,
        )
    };
    let safe = per_mac(&inp.safe.wma_file);
    let gap = safe.zip(per_mac(&inp.numba.wma_file)).map(|(k, n)| k / n);
    let hoist = safe
        .zip(per_mac("x86-64/gap-knobs/hoist.wma.s"))
        .map(|(k, h)| h / k);
    let here = cals[i].strength;
    let strength = mechanism_strength(here, inp.mechanism);
    let mut s = String::from(
        "#### The M2 prediction on the mechanism model

",
    );
    let Some(gap) = gap else {
        s.push_str("The `apple-m1` loops of kernel-safe or numba have no llvm-mca figure: no prediction.\n");
        return s;
    };
    let across = match inp.mechanism {
        None => "It was not held against measured cores in this record (llvm-mca missing, or no core with every loop).".to_string(),
        Some(f) if f.cores < 2 => "It was held against one measured core only: whether it ranks cores is not known yet.".into(),
        Some(f) if f.ranks_right => format!(
            "Across the {} measured cores it ranks right (the mechanism table above) and misses the gap's size by up to {:.2}×.",
            f.cores, f.size_off
        ),
        Some(f) => format!("Across the {} measured cores it does **not** rank right (the mechanism table above).", f.cores),
    };
    let reading = match strength {
        Strength::Weak => "its M2 figures are the model's arithmetic, not evidence".to_string(),
        Strength::RanksOnly if inp.mechanism.is_some_and(|f| (gap - 1.0).abs() < f.tie) => {
            "its M2 figure is a tie: the WMA loops alone predict no gap on the M2, so a gap there would come from outside these \
             loops"
                .to_string()
        }
        Strength::RanksOnly => format!(
            "its M2 figure may be read for its direction only: {}",
            if gap > 1.0 { "kernel-safe's loop is the slower one" } else { "kernel-safe's loop is not the slower one" }
        ),
        Strength::Sized => "its M2 figures may be read with their size".to_string(),
    };
    let _ = write!(
        s,
        "The model the mechanism table holds against every measured core — llvm-mca on the WMA loop alone, each core's own \
         scheduling model — run on the `apple-m1` loops: kernel-safe ÷ numba = **{gap:.3}** (study {study:.3}), `knob hoist` ÷ \
         kernel-safe = {hoist}. On this machine's rows it is *{here}*. {across} Its strength for the M2: **{strength}**{changed} — \
         {reading}.\n\n",
        study = BATCH_UNIX_S / NUMBA_S,
        hoist = f3(hoist),
        here = short(here),
        strength = short(strength),
        changed = if strength == here {
            " (unchanged by the other cores)"
        } else {
            " (lowered by the other cores)"
        },
    );
    s
}

pub fn section(inp: &Inputs) -> String {
    let mut rows: Vec<&Measured> = vec![&inp.numba];
    rows.extend(inp.rows.iter());
    let cals = calibrations(inp, &rows);
    let best_sweep = best_sweep(&cals);
    let (table, lines, measured_hoist) = prediction_table(inp, &rows, &cals, best_sweep);
    let mut s = intro(inp);
    s.push_str(&calibration_table(inp, &rows, &cals));
    s.push_str(&strength_sentence(&cals, best_sweep));
    s.push_str(&table);
    s.push_str(&mechanism_prediction(inp, &cals));

    if let Some(facts) = code_facts(inp) {
        let _ = writeln!(s, "{facts}");
    }

    let conclusion = conclusion(
        &cals,
        best_sweep.and_then(|i| lines.iter().find(|l| l.model == i)),
        measured_hoist,
        BATCH_UNIX_S / NUMBA_S,
    );
    let _ = write!(
        s,
        "{conclusion}\n\n\
         **What would settle it on real hardware:** on an M1/M2 (or any aarch64 Linux host), `cargo run --release -p ipc-tax -- \
         report --only gap` builds and times the same rows natively (the harness compiles for aarch64: `cargo xtask aarch64` checks \
         it with rustc-web); kernel-safe ÷ numba there against the band above, and `knob hoist` against kernel-safe, decide it. \
         Caveats of the static side: LLVM's `apple-m1` scheduling model is coarse, OSACA has no Neoverse V1 model (its V2 model is \
         used), the M2 Max is not the M1 the models describe, and macOS's allocator is not modelled.\n"
    );
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn other_cores_can_only_lower_the_mechanism_models_strength() {
        let fit = |cores, ranks_right, size_off| {
            Some(MechanismFit {
                cores,
                ranks_right,
                size_off,
                tie: 0.01,
            })
        };
        use Strength::*;
        assert_eq!(mechanism_strength(RanksOnly, None), RanksOnly);
        assert_eq!(mechanism_strength(Sized, fit(1, false, 3.0)), Sized);
        assert_eq!(mechanism_strength(RanksOnly, fit(2, false, 1.0)), Weak);
        assert_eq!(mechanism_strength(Sized, fit(3, true, 3.15)), RanksOnly);
        assert_eq!(mechanism_strength(Sized, fit(3, true, 1.05)), Sized);
        assert_eq!(mechanism_strength(Weak, fit(3, true, 1.0)), Weak);
    }

    fn lm(file: &str, work: f64, cyc: f64) -> Option<LoopModel> {
        Some(LoopModel {
            file: file.into(),
            instructions: 10,
            work,
            mca: cyc,
            mca_throughput: cyc / 2.0,
            osaca: None,
            osaca_throughput: None,
        })
    }

    fn code(wma: &str, model: &str, cyc: f64) -> Code {
        Code {
            wma_file: wma.into(),
            model: model.into(),
            wma: lm(wma, 1.0, cyc),
            event: lm("e", 1.0, 5.0),
            combine2: lm("c2", 2.0, 2.0),
            combine3: lm("c3", 2.0, 3.0),
        }
    }

    fn record(codes: Vec<Code>) -> Record {
        Record {
            host_model: "znver4".into(),
            mca_version: "LLVM version 19".into(),
            osaca: Err("not installed".into()),
            arm_compilers: vec![],
            fault_ns: 500.0,
            page_bytes: 4096,
            codes,
        }
    }

    fn measured(label: &str, wma: &str, ratio: f64) -> Measured {
        Measured {
            label: label.into(),
            wma_file: wma.into(),
            ratio,
            faults: 1000.0,
            source: "gap",
        }
    }

    #[test]
    fn the_conclusion_claims_what_the_strength_allows() {
        let cal = |rho: f64, error: f64| {
            let strength = Strength::of(Some(rho), Some(error));
            Calibration {
                rows: 10,
                rho: Some(rho),
                error: Some(error),
                strength,
            }
        };
        let line = M2Line {
            model: 2,
            ratio: Some(1.10),
            band: Some((1.0, 1.2)),
            inside: Some(true),
            hoist_gain: Some(0.08),
        };
        let mut cals = vec![cal(0.0, 1.0); MODELS.len()];
        cals[2] = cal(0.9, 0.05);
        let sized = conclusion(&cals, Some(&line), Some(0.1), 1.132);
        assert!(
            sized.starts_with("**Conclusion:** ") && sized.contains("band 1.00–1.20"),
            "{sized}"
        );
        assert!(
            sized.contains("predicted to recover 8%") && sized.contains("inside"),
            "{sized}"
        );
        cals[2] = cal(0.9, 0.3);
        let ranks = conclusion(&cals, Some(&line), Some(0.1), 1.132);
        assert!(
            ranks.contains("direction is supported")
                && ranks.contains("kernel-safe is the slower one"),
            "{ranks}"
        );
        assert!(ranks.contains("not a finding"), "{ranks}");
        cals[2] = cal(0.5, 0.05);
        assert!(conclusion(&cals, Some(&line), None, 1.132).contains("the prediction is weak"));
        assert!(conclusion(&cals, None, None, 1.132).contains("no prediction"));
    }

    #[test]
    fn maps_codes_to_another_cpu() {
        assert_eq!(
            on("apple-m1", "x86-64/gap-knobs/hoist.wma.s"),
            "apple-m1/gap-knobs/hoist.wma.s"
        );
        assert_eq!(on("apple-m1", "numba/znver4/wma.s"), "numba/apple-m1/wma.s");
    }

    #[test]
    fn a_model_that_tracks_the_rows_is_calibrated_and_says_so() {
        // Predicted cycles proportional to the measured ratios.
        let rec = record(vec![
            code("x86-64/kernel-safe/wma.s", "znver4", 4.0),
            code("numba/znver4/wma.s", "znver4", 3.6),
            code("x86-64/gap-knobs/hoist.wma.s", "znver4", 3.0),
            code("x86-64/kernel-unchecked/wma.s", "znver4", 5.0),
            code("apple-m1/kernel-safe/wma.s", "apple-m1", 4.0),
            code("numba/apple-m1/wma.s", "apple-m1", 3.5),
            code("apple-m1/gap-knobs/hoist.wma.s", "apple-m1", 3.8),
            code("apple-m1/kernel-unchecked/wma.s", "apple-m1", 4.2),
        ]);
        let inp = Inputs {
            m2: &rec,
            safe: measured("kernel-safe", "x86-64/kernel-safe/wma.s", 1.0),
            numba: measured("numba-njit", "numba/znver4/wma.s", 0.9),
            rows: vec![
                measured("knob hoist", "x86-64/gap-knobs/hoist.wma.s", 0.76),
                measured("kernel-unchecked", "x86-64/kernel-unchecked/wma.s", 1.24),
            ],
            clock_hz: 3e9,
            mechanism: None,
        };
        let md = section(&inp);
        assert!(md.contains("| **Spearman ρ** | | **1.00** |"), "{md}");
        assert!(md.contains("calibrated"), "{md}");
        assert!(md.contains("**Conclusion:**"), "{md}");
        assert!(!md.contains("the prediction is weak"), "{md}");
    }

    #[test]
    fn a_model_that_predicts_every_row_alike_earns_a_weak_prediction() {
        let rec = record(vec![
            code("x86-64/kernel-safe/wma.s", "znver4", 3.0),
            code("numba/znver4/wma.s", "znver4", 3.0),
            code("x86-64/gap-knobs/hoist.wma.s", "znver4", 3.0),
            code("x86-64/kernel-unchecked/wma.s", "znver4", 3.0),
            code("apple-m1/kernel-safe/wma.s", "apple-m1", 5.0),
            code("numba/apple-m1/wma.s", "apple-m1", 4.0),
        ]);
        let inp = Inputs {
            m2: &rec,
            safe: measured("kernel-safe", "x86-64/kernel-safe/wma.s", 1.0),
            numba: measured("numba-njit", "numba/znver4/wma.s", 0.7),
            rows: vec![
                measured("knob hoist", "x86-64/gap-knobs/hoist.wma.s", 0.76),
                measured("kernel-unchecked", "x86-64/kernel-unchecked/wma.s", 1.4),
            ],
            clock_hz: 3e9,
            mechanism: None,
        };
        let md = section(&inp);
        assert!(md.contains("the prediction is weak"), "{md}");
        assert!(md.contains("supports no statement"), "{md}");
        // The M2 figures are still shown, with the model's strength.
        assert!(md.contains("(weak) |"), "{md}");
    }
}
