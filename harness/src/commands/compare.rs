//! `ipc-tax compare A.json B.json`: every figure two run records share,
//! side by side with both intervals and a verdict per row (rebar's `cmp`,
//! critcmp). Across commits and across CPUs alike: the records are
//! rendered (to a scratch directory) and each section's numbers compared
//! where both have them.
//!
//! A *figure* is any number in a section's JSON that comes with its own
//! interval (`ratio` or `point` with `ci95`; `est` with `lo`/`hi`), a
//! median (or `p50`) with its min–max, or a list of raw samples (three or
//! more measured values, e.g. per_bar's `seconds`, spawn's `ms`: their
//! median with its 95% bootstrap interval); it is named by its path, array
//! elements by their identifying text fields (row, engine, transport, …).
//! Derived points without an interval (break-even's predicted shares) and
//! text (the study's outcomes) are not figures.

use anyhow::{Result, bail};
use clap::Args;
use report::runner::section_data;
use report::{RunRecord, files};
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct CompareArgs {
    /// The baseline record (`reports/records/…json`, `reports/report.json`).
    pub a: PathBuf,
    /// The record compared with it.
    pub b: PathBuf,
    /// Only these sections (repeatable; default every section both hold).
    #[arg(long)]
    pub section: Vec<String>,
    /// A change smaller than this (percent) is "same" even where the
    /// intervals do not overlap.
    #[arg(long, default_value_t = 2.0)]
    pub threshold: f64,
    /// JSON on stdout instead of a Markdown table.
    #[arg(long)]
    pub json: bool,
}

/// One figure: its value and how far it is known.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Figure {
    pub value: f64,
    /// A 95% interval, or a min–max range (`interval: false`).
    pub lo: f64,
    pub hi: f64,
    pub interval: bool,
}

/// Fields that name an array element.
const IDS: &[&str] = &[
    "section",
    "engine",
    "row",
    "label",
    "entry",
    "kernel",
    "cause",
    "pattern",
    "transport",
    "client",
    "placement",
    "rate",
    "format",
    "language",
    "build",
    "name",
    "claim",
    "what",
];

fn number(v: &Value) -> Option<f64> {
    v.as_f64().filter(|x| x.is_finite())
}

fn figure_of(o: &serde_json::Map<String, Value>, log: bool) -> Option<Figure> {
    let conv = |x: f64| if log { x.exp() } else { x };
    let ci = |v: &Value| Some((number(v.get(0)?)?, number(v.get(1)?)?));
    if let (Some(v), Some((lo, hi))) = (
        o.get("ratio").or(o.get("point")).and_then(number),
        o.get("ci95").and_then(ci),
    ) {
        return Some(Figure {
            value: conv(v),
            lo: conv(lo),
            hi: conv(hi),
            interval: true,
        });
    }
    if let (Some(v), Some(lo), Some(hi)) = (
        o.get("est").and_then(number),
        o.get("lo").and_then(number),
        o.get("hi").and_then(number),
    ) {
        return Some(Figure {
            value: v,
            lo,
            hi,
            interval: true,
        });
    }
    if let (Some(v), Some(lo), Some(hi)) = (
        o.get("median").or(o.get("p50")).and_then(number),
        o.get("min").and_then(number),
        o.get("max").and_then(number),
    ) {
        return Some(Figure {
            value: v,
            lo,
            hi,
            interval: false,
        });
    }
    None
}

/// Every figure of one section's JSON, by path.
pub fn figures(section: &str, v: &Value) -> BTreeMap<String, Figure> {
    let mut out = BTreeMap::new();
    walk(section, v, &mut out);
    out
}

fn walk(path: &str, v: &Value, out: &mut BTreeMap<String, Figure>) {
    match v {
        Value::Object(o) => {
            if let Some(f) = figure_of(o, path.contains("_log")) {
                out.insert(path.to_string(), f);
                return;
            }
            // `by_cpu` holds other records' answers: not this record's figures.
            for (k, x) in o.iter().filter(|(k, _)| k.as_str() != "by_cpu") {
                walk(&format!("{path}.{k}"), x, out);
            }
        }
        Value::Array(items) => {
            if let Some(f) = samples_figure(items) {
                out.insert(path.to_string(), f);
                return;
            }
            for (i, x) in items.iter().enumerate() {
                let id: Vec<String> = IDS
                    .iter()
                    .filter_map(|k| x.get(*k)?.as_str().map(|s| format!("{k}={s}")))
                    .collect();
                let at = if id.is_empty() {
                    i.to_string()
                } else {
                    id.join(", ")
                };
                walk(&format!("{path}[{at}]"), x, out);
            }
        }
        _ => {}
    }
}

/// Raw samples: three or more numbers, not all whole (a list of whole
/// numbers is a setting — echo's sizes — not a measurement).
fn samples_figure(items: &[Value]) -> Option<Figure> {
    let values: Vec<f64> = items.iter().map(number).collect::<Option<_>>()?;
    if values.len() < 3 || values.iter().all(|x| x.fract() == 0.0) {
        return None;
    }
    let (lo, hi) = measure::stats::bootstrap_median_ci(&values)?;
    Some(Figure {
        value: measure::stats::summarize(&values)?.median,
        lo,
        hi,
        interval: true,
    })
}

/// Where B stands against A.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    Same,
    Lower,
    Higher,
}

#[derive(Clone, Debug, Serialize)]
pub struct Row {
    pub figure: String,
    pub a: Figure,
    pub b: Figure,
    /// B / A − 1.
    pub change: f64,
    pub verdict: Verdict,
}

/// The verdict: "same" when the two intervals overlap or the change is
/// within `threshold` (a fraction); otherwise which way B moved.
pub fn verdict(a: &Figure, b: &Figure, threshold: f64) -> Verdict {
    let change = b.value / a.value - 1.0;
    let overlap = a.lo <= b.hi && b.lo <= a.hi;
    if overlap || change.abs() <= threshold {
        Verdict::Same
    } else if change < 0.0 {
        Verdict::Lower
    } else {
        Verdict::Higher
    }
}

/// Every figure both hold, in path order.
pub fn compare(
    a: &BTreeMap<String, Figure>,
    b: &BTreeMap<String, Figure>,
    threshold: f64,
) -> Vec<Row> {
    a.iter()
        .filter_map(|(k, fa)| {
            let fb = b.get(k)?;
            Some(Row {
                figure: k.clone(),
                a: *fa,
                b: *fb,
                change: fb.value / fa.value - 1.0,
                verdict: verdict(fa, fb, threshold),
            })
        })
        .collect()
}

fn cell(f: &Figure) -> String {
    let (open, close) = if f.interval { ("(", ")") } else { ("[", "]") };
    format!("{} {open}{}–{}{close}", sig(f.value), sig(f.lo), sig(f.hi))
}

fn sig(x: f64) -> String {
    if x == 0.0 || (x.abs() >= 0.01 && x.abs() < 1e5) {
        format!("{x:.4}")
            .trim_end_matches('0')
            .trim_end_matches('.')
            .to_string()
    } else {
        format!("{x:.3e}")
    }
}

/// The Markdown table.
pub fn markdown(rows: &[Row], a: &str, b: &str) -> String {
    let mut t = format!("| figure | A: {a} | B: {b} | B / A | verdict |\n|---|--:|--:|--:|---|\n");
    for r in rows {
        let verdict = match r.verdict {
            Verdict::Same => "same",
            Verdict::Lower => "**lower**",
            Verdict::Higher => "**higher**",
        };
        let _ = writeln!(
            t,
            "| `{}` | {} | {} | {:+.1}% | {verdict} |",
            r.figure,
            cell(&r.a),
            cell(&r.b),
            100.0 * r.change
        );
    }
    let (lower, higher) = (
        rows.iter().filter(|r| r.verdict == Verdict::Lower).count(),
        rows.iter().filter(|r| r.verdict == Verdict::Higher).count(),
    );
    let _ = write!(
        t,
        "\n{} figures in both; {} same, {lower} lower, {higher} higher. `(lo–hi)` is a 95% interval, `[lo–hi]` a min–max \
         range; \"same\" means the two overlap or differ by less than the threshold. For times and ratios of times, lower is \
         faster.\n",
        rows.len(),
        rows.len() - lower - higher
    );
    t
}

fn describe(rec: &RunRecord) -> String {
    let core = rec
        .env
        .numba
        .as_ref()
        .map_or(String::new(), |n| format!(", `{}`", n.host_cpu));
    // A merged record's sections come from several runs: name them, so a
    // row is not read as that one run's.
    let merged = if rec.merged.is_empty() {
        String::new()
    } else {
        let ids: Vec<&str> = rec.merged.keys().map(String::as_str).collect();
        format!("; {} merged from other runs", ids.join(", "))
    };
    format!(
        "{} ({}{core}, {}{merged})",
        rec.env.date_utc,
        rec.env.cpu_model,
        rec.env.git_commit.chars().take(7).collect::<String>()
    )
}

pub fn run(args: &CompareArgs) -> Result<ExitCode> {
    if !(args.threshold >= 0.0 && args.threshold.is_finite()) {
        bail!(
            "--threshold must be a percentage ≥ 0, not {}",
            args.threshold
        );
    }
    let a: RunRecord = files::read_json(&args.a)?;
    let b: RunRecord = files::read_json(&args.b)?;
    let all = sections::all();
    let (da, db) = (section_data(&all, &a)?, section_data(&all, &b)?);
    for s in &args.section {
        if !da.contains_key(s) && !db.contains_key(s) {
            bail!(
                "neither record has a {s:?} section; they hold {:?} and {:?}",
                da.keys().collect::<Vec<_>>(),
                db.keys().collect::<Vec<_>>()
            );
        }
    }
    let mut rows = Vec::new();
    for (id, va) in &da {
        if !args.section.is_empty() && !args.section.contains(id) {
            continue;
        }
        if let Some(vb) = db.get(id) {
            rows.extend(compare(
                &figures(id, va),
                &figures(id, vb),
                args.threshold / 100.0,
            ));
        }
    }
    if args.json {
        println!("{}", serde_json::to_string_pretty(&rows)?);
    } else {
        print!("{}", markdown(&rows, &describe(&a), &describe(&b)));
    }
    Ok(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn fig(value: f64, lo: f64, hi: f64) -> Figure {
        Figure {
            value,
            lo,
            hi,
            interval: true,
        }
    }

    #[test]
    fn figures_are_named_by_path_and_identity_and_logs_are_turned_into_ratios() {
        let v = json!({"rows": [{"row": "kernel-safe", "ratio_to_reference": {"ratio": 1.1, "ci95": [1.0, 1.2]}},
                                {"row": "knob hoist", "x": {"median": 2.0, "min": 1.0, "max": 3.0}}],
                       "gap_log": {"point": 0.0, "ci95": [-0.1, 0.1]}, "n": 3,
                       "by_cpu": [{"gap": {"est": 1.0, "lo": 0.9, "hi": 1.1}}]});
        let f = figures("gap", &v);
        assert_eq!(f.len(), 3);
        let raw = json!({"rows": [{"transport": "unix", "seconds": [1.5, 1.25, 1.75, 1.5]}],
                         "echo": {"p50": 2.0, "min": 1.0, "max": 9.0}, "sizes": [1, 10, 100]});
        let r = figures("per_bar", &raw);
        assert_eq!(r.len(), 2, "{r:?}");
        let s = r["per_bar.rows[transport=unix].seconds"];
        assert!(
            s.interval && s.value == 1.5 && s.lo >= 1.25 && s.hi <= 1.75,
            "{s:?}"
        );
        assert_eq!(r["per_bar.echo"].value, 2.0);
        assert_eq!(
            f["gap.rows[row=kernel-safe].ratio_to_reference"],
            fig(1.1, 1.0, 1.2)
        );
        assert!(!f["gap.rows[row=knob hoist].x"].interval);
        let g = f["gap.gap_log"];
        assert!((g.value - 1.0).abs() < 1e-12 && (g.lo - (-0.1f64).exp()).abs() < 1e-12);
    }

    #[test]
    fn paced_per_bar_cells_are_named_by_rate_and_give_each_percentile() {
        let cell = |rate: &str, p99: f64| {
            json!({"placement": "cross core", "transport": "unix", "client": "Rust", "rate": rate, "bars": 10000,
                   "latency": {"n": 10000, "p50_us": {"point": 30.0, "ci95": [29.5, 30.5]},
                               "p99_us": {"point": p99, "ci95": [p99 - 1.0, p99 + 1.0]},
                               "p999_us": {"point": 90.0, "ci95": [80.0, 120.0]}, "max_us": 200.0},
                   "cpu_us_per_bar": {"client": 3.0, "engine": 4.0}})
        };
        let v = json!({"rate": {"cells": [cell("1 kHz", 50.0), cell("10 kHz", 60.0)]}});
        let f = figures("per_bar", &v);
        assert_eq!(f.len(), 6, "{f:?}");
        let p99 = f["per_bar.rate.cells[transport=unix, client=Rust, placement=cross core, rate=10 kHz].latency.p99_us"];
        assert_eq!(p99, fig(60.0, 59.0, 61.0));
    }

    #[test]
    fn same_changed_and_missing_rows() {
        let a: BTreeMap<String, Figure> = [
            ("x".to_string(), fig(1.0, 0.98, 1.02)),
            ("y".to_string(), fig(1.0, 0.99, 1.01)),
            ("z".to_string(), fig(1.0, 0.99, 1.01)),
            ("only-a".to_string(), fig(1.0, 0.9, 1.1)),
        ]
        .into();
        let b: BTreeMap<String, Figure> = [
            ("x".to_string(), fig(1.01, 1.0, 1.03)),
            ("y".to_string(), fig(0.9, 0.89, 0.91)),
            ("z".to_string(), fig(1.2, 1.19, 1.21)),
        ]
        .into();
        let rows = compare(&a, &b, 0.02);
        let v: Vec<(&str, Verdict)> = rows
            .iter()
            .map(|r| (r.figure.as_str(), r.verdict))
            .collect();
        assert_eq!(
            v,
            [
                ("x", Verdict::Same),
                ("y", Verdict::Lower),
                ("z", Verdict::Higher)
            ]
        );
        // A change inside the threshold is the same even without overlap.
        assert_eq!(
            verdict(&fig(1.0, 0.999, 1.001), &fig(1.01, 1.009, 1.011), 0.02),
            Verdict::Same
        );
        let md = markdown(&rows, "A", "B");
        assert!(
            md.contains("| `y` | 1 (0.99–1.01) | 0.9 (0.89–0.91) | -10.0% | **lower** |"),
            "{md}"
        );
        assert!(md.contains("3 figures in both; 1 same, 1 lower, 1 higher"));
    }
}
