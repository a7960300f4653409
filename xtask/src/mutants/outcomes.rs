//! What a cargo-mutants run left in `target/mutants/out/<scope>/`: its
//! runs (`run.json`) and each mutant's outcome (`outcomes.json`, and the
//! earlier runs' carried over by `--iterate` in `earlier.json`).

use anyhow::{Context, Result, bail};
use serde_json::{Value, json};
use std::collections::BTreeSet;
use std::path::Path;

use super::scopes::{EQUIVALENT, Equivalent};

/// One mutant's outcome as the doc counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    Caught,
    Missed,
    /// Missed, and listed in [`EQUIVALENT`].
    Equivalent,
    Unviable,
    Timeout,
}

/// A mutant of a run.
#[derive(Clone, Debug)]
pub struct Mutant {
    /// cargo-mutants' name: file, position and change.
    pub name: String,
    pub file: String,
    pub function: String,
    /// Its name without file and position.
    pub what: String,
    pub line: usize,
    /// The source it replaces (the diff's removed lines).
    pub before: String,
    /// cargo-mutants' summary (`CaughtMutant`, `MissedMutant`, …).
    pub summary: String,
    pub verdict: Verdict,
}

impl Mutant {
    fn new(
        name: &str,
        file: &str,
        function: &str,
        line: usize,
        before: String,
        summary: &str,
    ) -> Result<Mutant> {
        let what = what(name).to_string();
        let verdict = match summary {
            "CaughtMutant" => Verdict::Caught,
            "MissedMutant" if equivalent_of(file, &what, &before).is_some() => Verdict::Equivalent,
            "MissedMutant" => Verdict::Missed,
            "Unviable" => Verdict::Unviable,
            "Timeout" => Verdict::Timeout,
            other => bail!("{name}: unexpected outcome {other:?}"),
        };
        Ok(Mutant {
            name: name.into(),
            file: file.into(),
            function: function.into(),
            what,
            line,
            before,
            summary: summary.into(),
            verdict,
        })
    }

    pub(super) fn to_json(&self) -> Value {
        json!({
            "name": self.name, "file": self.file, "function": self.function,
            "line": self.line, "before": self.before, "summary": self.summary,
        })
    }

    pub(super) fn from_json(v: &Value) -> Result<Mutant> {
        let s = |k: &str| v[k].as_str().with_context(|| format!("earlier.json: {k}"));
        Mutant::new(
            s("name")?,
            s("file")?,
            s("function")?,
            v["line"].as_u64().unwrap_or(0) as usize,
            s("before")?.to_string(),
            s("summary")?,
        )
    }
}

/// The name without `file:line:col: `.
pub(super) fn what(name: &str) -> &str {
    name.splitn(4, ':').nth(3).map_or(name, str::trim_start)
}

/// Which equivalent a missed mutant is, if any.
pub(super) fn equivalent_of(file: &str, what: &str, before: &str) -> Option<&'static Equivalent> {
    EQUIVALENT
        .iter()
        .find(|e| e.file == file && e.mutant == what && before.contains(e.line))
}

/// The mutants of one run's `outcomes.json`.
pub(super) fn mutants(out: &Path) -> Result<Vec<Mutant>> {
    let dir = out.join("mutants.out");
    let text = std::fs::read_to_string(dir.join("outcomes.json"))
        .with_context(|| format!("cannot read {}", dir.join("outcomes.json").display()))?;
    let v: Value = serde_json::from_str(&text)?;
    let mut all = Vec::new();
    for o in v["outcomes"].as_array().context("outcomes")? {
        let Some(m) = o["scenario"].get("Mutant") else {
            continue;
        };
        let name = m["name"].as_str().context("mutant name")?;
        let file = m["file"].as_str().context("mutant file")?;
        let before = o["diff_path"]
            .as_str()
            .and_then(|p| std::fs::read_to_string(dir.join(p)).ok())
            .map(|d| {
                d.lines()
                    .filter(|l| l.starts_with('-') && !l.starts_with("---"))
                    .map(|l| &l[1..])
                    .collect::<Vec<_>>()
                    .join("\n")
            })
            .unwrap_or_default();
        all.push(Mutant::new(
            name,
            file,
            m["function"]["function_name"]
                .as_str()
                .unwrap_or("(outside any function)"),
            m["span"]["start"]["line"].as_u64().unwrap_or(0) as usize,
            before,
            o["summary"].as_str().unwrap_or(""),
        )?);
    }
    Ok(all)
}

/// The runs of a scope's `run.json`, oldest first.
pub(super) fn read_runs(out: &Path) -> Result<Vec<Value>> {
    let text = std::fs::read_to_string(out.join("run.json"))?;
    let v: Value = serde_json::from_str(&text)?;
    Ok(match v["runs"].as_array() {
        Some(runs) => runs.clone(),
        // A run.json of one run, before runs were listed.
        None => vec![v],
    })
}

/// Every kept outcome of a scope: its last run's, and the earlier runs'
/// of mutants the last one did not test again.
pub(super) fn kept_outcomes(out: &Path) -> Result<Vec<Value>> {
    let last = mutants(out)?;
    let names: BTreeSet<&str> = last.iter().map(|m| m.name.as_str()).collect();
    let run = read_runs(out)?.last().cloned().unwrap_or(Value::Null);
    let mut kept: Vec<Value> = last
        .iter()
        .map(|m| {
            let mut v = m.to_json();
            v["date"] = run["date"].clone();
            v["commit"] = run["commit"].clone();
            v
        })
        .collect();
    kept.extend(
        earlier(out)?
            .into_iter()
            .filter(|v| v["name"].as_str().is_some_and(|n| !names.contains(n))),
    );
    Ok(kept)
}

/// `earlier.json`: outcomes of earlier runs carried over by `--iterate`.
fn earlier(out: &Path) -> Result<Vec<Value>> {
    match std::fs::read_to_string(out.join("earlier.json")) {
        Ok(t) => Ok(serde_json::from_str(&t)?),
        Err(_) => Ok(Vec::new()),
    }
}
