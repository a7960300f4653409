//! docs/mutants.json: every scope's runs and outcomes, committed beside
//! the page, so a scope run on one machine keeps the others' results.
//!
//! Why: the outcomes cargo-mutants leaves live in `target/`, which a new
//! checkout does not have. Rendering from them alone would turn every
//! scope not run here into "not run". Each scope's result is taken from
//! whichever is newer: the run kept in `target/mutants/out/<scope>/`, or
//! the committed record's. A committed result counts only while its
//! command is still the scope's command: once the scope's files,
//! functions or tests change, its old outcomes say nothing about the new
//! scope, and the scope reads "not run" until it runs again.

use anyhow::{Context, Result};
use serde_json::{Value, json};

use super::outcomes::{Mutant, kept_outcomes, read_runs};
use super::scopes::{SCOPES, Scope};
use super::{CARGO_MUTANTS, quoted};
use crate::root;

/// The committed record.
pub const RECORD: &str = "docs/mutants.json";

/// One scope's result as the page and the record use it.
pub struct ScopeResult {
    pub scope: &'static Scope,
    /// Its runs, oldest first; `None`: no result.
    pub runs: Option<Vec<Value>>,
    /// Every kept outcome (each with its run's date and commit).
    pub outcomes: Vec<Value>,
    pub mutants: Vec<Mutant>,
    /// cargo-mutants' version of the last run.
    pub version: Option<String>,
    /// Why there is no result, when there is none.
    pub none: &'static str,
}

/// A scope's runs and outcomes from one source.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub command: String,
    pub version: String,
    pub runs: Vec<Value>,
    pub outcomes: Vec<Value>,
}

impl Entry {
    /// The last run's date (`YYYY-MM-DD HH:MM UTC`, so it sorts as text).
    fn last_date(&self) -> &str {
        self.runs
            .last()
            .and_then(|r| r["date"].as_str())
            .unwrap_or("")
    }

    fn from_json(v: &Value) -> Option<Entry> {
        Some(Entry {
            command: v["command"].as_str()?.to_string(),
            version: v["cargo_mutants_version"].as_str()?.to_string(),
            runs: v["runs"].as_array()?.clone(),
            outcomes: v["outcomes"].as_array()?.clone(),
        })
    }
}

/// Which result a scope shows: the newer of the local run and the
/// committed one, each only if made with the scope's command now.
/// `Err` says why there is none.
pub fn choose(
    command: &str,
    local: Option<Entry>,
    committed: Option<Entry>,
) -> Result<Entry, &'static str> {
    let had_any = local.is_some() || committed.is_some();
    let current = |e: &Option<Entry>| e.as_ref().filter(|e| e.command == command).cloned();
    match (current(&local), current(&committed)) {
        (Some(l), Some(c)) => Ok(if c.last_date() > l.last_date() { c } else { l }),
        (Some(e), None) | (None, Some(e)) => Ok(e),
        (None, None) if had_any => Err("not run since its files, functions or tests changed"),
        (None, None) => Err("not run"),
    }
}

/// The scope's run kept in `target/mutants/out/<scope>/`, if complete (a
/// run stopped half way is no result: `--iterate` puts the last complete
/// one back first).
fn local(scope: &Scope) -> Result<Option<Entry>> {
    let out = scope.out();
    if !out.join("run.json").is_file() || out.join("running").is_file() {
        return Ok(None);
    }
    let run: Value = serde_json::from_str(&std::fs::read_to_string(out.join("run.json"))?)
        .with_context(|| format!("{}/run.json", out.display()))?;
    let version = std::fs::read_to_string(out.join("mutants.out/outcomes.json"))
        .ok()
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .and_then(|v| v["cargo_mutants_version"].as_str().map(String::from))
        .unwrap_or_else(|| CARGO_MUTANTS.to_string());
    Ok(Some(Entry {
        // Runs before the command was kept ran the scope as it is now.
        command: run["command"]
            .as_str()
            .map_or_else(|| quoted(&scope.args()), String::from),
        version,
        runs: read_runs(&out)?,
        outcomes: kept_outcomes(&out)?,
    }))
}

/// The committed record's entries by scope (none without the file; a file
/// that does not parse is an error naming it).
fn committed() -> Result<Value> {
    let path = root().join(RECORD);
    match std::fs::read_to_string(&path) {
        Ok(t) => serde_json::from_str(&t).with_context(|| format!("{RECORD} does not parse")),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Value::Null),
        Err(e) => Err(e).with_context(|| format!("cannot read {RECORD}")),
    }
}

/// Every scope's result, in [`SCOPES`]' order.
pub fn results() -> Result<Vec<ScopeResult>> {
    let record = committed()?;
    let mut all = Vec::new();
    for scope in SCOPES {
        let kept = record["scopes"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|e| e["scope"] == scope.name);
        let committed = match kept {
            Some(v) => Some(
                Entry::from_json(v)
                    .with_context(|| format!("{RECORD}: scope {} is malformed", scope.name))?,
            ),
            None => None,
        };
        all.push(
            match choose(&quoted(&scope.args()), local(scope)?, committed) {
                Ok(e) => ScopeResult {
                    scope,
                    mutants: e
                        .outcomes
                        .iter()
                        .map(Mutant::from_json)
                        .collect::<Result<_>>()?,
                    runs: Some(e.runs),
                    outcomes: e.outcomes,
                    version: Some(e.version),
                    none: "",
                },
                Err(why) => ScopeResult {
                    scope,
                    runs: None,
                    outcomes: Vec::new(),
                    mutants: Vec::new(),
                    version: None,
                    none: why,
                },
            },
        );
    }
    Ok(all)
}

/// The record of `results` (scopes with no result left out).
pub fn record(results: &[ScopeResult]) -> Value {
    let scopes: Vec<Value> = results
        .iter()
        .filter_map(|r| {
            Some(json!({
                "scope": r.scope.name,
                "command": quoted(&r.scope.args()),
                "cargo_mutants_version": r.version.as_deref()?,
                "runs": r.runs.as_ref()?,
                "outcomes": r.outcomes,
            }))
        })
        .collect();
    json!({
        "generated_by": "cargo xtask mutants (xtask/src/mutants/): do not edit",
        "scopes": scopes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(command: &str, date: &str) -> Entry {
        Entry {
            command: command.into(),
            version: CARGO_MUTANTS.into(),
            runs: vec![json!({"date": date})],
            outcomes: Vec::new(),
        }
    }

    #[test]
    fn a_scope_shows_the_newer_of_its_local_and_committed_results() {
        let (old, new) = (
            entry("a", "2026-12-06 04:14 UTC"),
            entry("a", "2026-12-07 05:01 UTC"),
        );
        assert_eq!(
            choose("a", Some(old.clone()), Some(new.clone())),
            Ok(new.clone())
        );
        assert_eq!(
            choose("a", Some(new.clone()), Some(old.clone())),
            Ok(new.clone())
        );
        assert_eq!(choose("a", None, Some(old.clone())), Ok(old.clone()));
        assert_eq!(choose("a", Some(old.clone()), None), Ok(old));
        assert_eq!(choose("a", None, None), Err("not run"));
    }

    #[test]
    fn a_result_of_another_command_is_no_result() {
        let (changed, current) = (
            entry("old scope", "2026-12-07 05:01 UTC"),
            entry("a", "2026-12-06 04:14 UTC"),
        );
        assert_eq!(
            choose("a", None, Some(changed.clone())),
            Err("not run since its files, functions or tests changed")
        );
        assert_eq!(
            choose("a", Some(current.clone()), Some(changed)),
            Ok(current),
            "the newer result is of another scope: the older current one stands"
        );
    }

    #[test]
    fn the_record_reads_back_as_the_entries_it_was_made_of() {
        let scope = &SCOPES[0];
        let e = entry(&quoted(&scope.args()), "2026-12-07 05:01 UTC");
        let r = ScopeResult {
            scope,
            runs: Some(e.runs.clone()),
            outcomes: e.outcomes.clone(),
            mutants: Vec::new(),
            version: Some(e.version.clone()),
            none: "",
        };
        let none = ScopeResult {
            scope: &SCOPES[1],
            runs: None,
            outcomes: Vec::new(),
            mutants: Vec::new(),
            version: None,
            none: "not run",
        };
        let v = record(&[r, none]);
        let scopes = v["scopes"].as_array().unwrap();
        assert_eq!(scopes.len(), 1, "a scope with no result is not recorded");
        assert_eq!(Entry::from_json(&scopes[0]), Some(e));
    }
}
