//! One run's record: the machine, the sampling rule and each section's
//! record as JSON (`reports/report.json`, and dated under
//! `reports/records/`), with the provenance of sections merged into it.

use crate::files;
use crate::template::{Prose, slot};
use anyhow::{Result, bail};
use measure::env::EnvInfo;
use measure::sampling::Sampling;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// The words of which run measured what (`merged_note`, `times_note`).
const WORDS: Prose = Prose {
    file: "record.md",
    text: include_str!("../templates/record.md"),
};

#[derive(Serialize, Deserialize)]
pub struct RunRecord {
    pub env: EnvInfo,
    pub runs: usize,
    /// The sampling rule (`None`: a record from before adaptive sampling,
    /// `runs` fixed runs per contender).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sampling: Option<Sampling>,
    /// Which contenders: every one (`--full`, `--quick`) or the core rows.
    #[serde(default = "every_contender")]
    pub full: bool,
    /// Wall seconds each section took to measure.
    #[serde(default)]
    pub section_seconds: BTreeMap<String, f64>,
    /// Wall seconds of the measuring (resumed runs: of all their parts).
    pub total_seconds: Option<f64>,
    pub sections: BTreeMap<String, Value>,
    /// Sections measured by a later `--only … --merge` run: that run's
    /// environment, rule and time (their files carry its header).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub merged: BTreeMap<String, Merged>,
}

/// Where a merged section was measured.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Merged {
    pub env: EnvInfo,
    pub sampling: Sampling,
    pub full: bool,
    pub seconds: f64,
}

impl RunRecord {
    /// The header of section `id`'s own files, titled `title`.
    pub fn header_of(&self, id: &str, title: &str) -> String {
        match self.merged.get(id) {
            Some(m) => files::section_header(id, title, &m.env, m.sampling, m.full),
            None => files::section_header(id, title, &self.env, self.sampling(), self.full),
        }
    }

    /// The sampling and machine section `id` was measured with (a merged
    /// section keeps its own run's).
    pub fn measured_by(&self, id: &str) -> (Sampling, EnvInfo) {
        match self.merged.get(id) {
            Some(m) => (m.sampling, m.env.clone()),
            None => (self.sampling(), self.env.clone()),
        }
    }

    /// How long the measuring took: the run that wrote this record, and
    /// each merged section's own run.
    pub fn times_note(&self) -> Result<String> {
        let merged: Vec<String> = self
            .merged
            .iter()
            .map(|(id, m)| format!("`{id}` {:.0} s", m.seconds))
            .collect();
        let own = self
            .total_seconds
            .map_or("—".into(), |t| format!("{t:.0} s"));
        if merged.is_empty() {
            WORDS.part("times", &[slot("own", own)])
        } else {
            WORDS.part(
                "times.merged",
                &[slot("own", own), slot("merged", merged.join(", "))],
            )
        }
    }

    /// Which run measured what, for report.md and the README block: the
    /// whole run's date and commit and the sections it measured, then one
    /// note per merged section with its own ("" when nothing was merged).
    pub fn merged_note(&self) -> Result<String> {
        if self.merged.is_empty() {
            return Ok(String::new());
        }
        let base: Vec<String> = self
            .sections
            .keys()
            .filter(|id| !self.merged.contains_key(*id))
            .map(|id| format!("`{id}`"))
            .collect();
        let dates: Vec<&str> = self
            .merged
            .values()
            .map(|m| m.env.date_utc.as_str())
            .collect();
        let first = dates.iter().min().copied().unwrap_or_default();
        let last = dates.iter().max().copied().unwrap_or_default();
        let mut out = WORDS.part(
            "dates",
            &[
                slot("command", &self.env.command),
                slot("date", &self.env.date_utc),
                slot("commit", &self.env.git_commit),
                slot("base", base.join(", ")),
                slot("count", self.merged.len()),
                slot("first", first),
                slot("last", last),
            ],
        )? + "\n\n";
        for (id, m) in &self.merged {
            let mine = self.core_env();
            let mut env = m.env.clone();
            if env.llvm_host_cpu.is_none() {
                // A section that names the CPU itself (the gap's does).
                env.llvm_host_cpu = self.sections.get(id).and_then(host_cpu_of);
            }
            let other = if same_core(&env, &mine) == Some(false) {
                let text = WORDS.part("merged.other_core", &[slot("core", core_name(&mine))])?;
                format!(" {text}")
            } else {
                String::new()
            };
            let prerequisite = match only_section(&m.env.command).filter(|only| only != id) {
                Some(only) => WORDS.part("merged.prerequisite", &[slot("only", only)])?,
                None => String::new(),
            };
            out += &WORDS.part(
                "merged",
                &[
                    slot("id", id),
                    slot("command", &m.env.command),
                    slot("prerequisite", prerequisite),
                    slot("date", &m.env.date_utc),
                    slot("core", core_name(&env)),
                    slot("commit", &m.env.git_commit),
                    slot("seconds", format!("{:.0}", m.seconds)),
                    slot("other", other),
                ],
            )?;
            out += "\n\n";
        }
        Ok(out)
    }

    /// An error when `other` was measured on another data set (one record,
    /// one data set).
    pub fn check_dataset(&self, other: &RunRecord) -> Result<()> {
        let name = |r: &RunRecord| {
            r.env
                .dataset
                .as_ref()
                .map_or("paper".to_string(), |d| d.name.clone())
        };
        if other.env.dataset != self.env.dataset {
            bail!(
                "cannot merge sections measured on {} into a record measured on {}: one record, one data set",
                name(other),
                name(self)
            );
        }
        Ok(())
    }

    /// `other`'s sections merged into this record, with their provenance.
    pub fn merge(&mut self, other: &RunRecord) -> Result<()> {
        self.check_dataset(other)?;
        let (mine, theirs) = (self.core_env(), other.core_env());
        match same_core(&theirs, &mine) {
            Some(true) => {}
            Some(false) => bail!(
                "cannot merge sections measured on {} into a record measured on {}: one record, one core",
                core_name(&theirs),
                core_name(&mine)
            ),
            None => bail!(
                "cannot tell whether {} and {} are the same core (neither names the CPU as numba or LLVM does both ways; records from before runs kept LLVM's name): one record, one core, so nothing was merged",
                core_name(&theirs),
                core_name(&mine)
            ),
        }
        for (id, value) in &other.sections {
            self.sections.insert(id.clone(), value.clone());
            // A section `other` had merged keeps the run that measured it.
            let measured_by = other.merged.get(id).cloned().unwrap_or_else(|| Merged {
                env: other.env.clone(),
                sampling: other.sampling(),
                full: other.full,
                seconds: other.section_seconds.get(id).copied().unwrap_or(f64::NAN),
            });
            self.merged.insert(id.clone(), measured_by);
        }
        Ok(())
    }
}

impl RunRecord {
    /// The environment, with LLVM's name for the CPU taken from the gap
    /// section where the environment predates keeping it (the gap section
    /// always recorded it).
    pub fn core_env(&self) -> EnvInfo {
        let mut env = self.env.clone();
        if env.llvm_host_cpu.is_none() {
            env.llvm_host_cpu = self.sections.get("gap").and_then(host_cpu_of);
        }
        env
    }
}

/// LLVM's name for the CPU, as a section's record keeps it (`host_cpu`).
fn host_cpu_of(section: &Value) -> Option<String> {
    section
        .get("host_cpu")
        .and_then(Value::as_str)
        .map(str::to_string)
}

/// Whether two runs ran on the same core: another CPU model is another
/// core; within a model (two EPYC generations share one) numba's names for
/// the CPU decide, or else LLVM's (each compared with its own kind: the
/// two can name one CPU differently); `None` when neither pair is known.
pub fn same_core(a: &EnvInfo, b: &EnvInfo) -> Option<bool> {
    if a.cpu_model != b.cpu_model {
        return Some(false);
    }
    let numba = |e: &EnvInfo| e.numba.as_ref().map(|n| n.host_cpu.clone());
    if let (Some(x), Some(y)) = (numba(a), numba(b)) {
        return Some(x == y);
    }
    match (&a.llvm_host_cpu, &b.llvm_host_cpu) {
        (Some(x), Some(y)) => Some(x == y),
        _ => None,
    }
}

/// A core as messages and merge notes name it: the model, and numba's name
/// for the CPU, or else LLVM's.
pub fn core_name(e: &EnvInfo) -> String {
    match (&e.numba, &e.llvm_host_cpu) {
        (Some(n), _) => format!("{}, numba host CPU `{}`", e.cpu_model, n.host_cpu),
        (None, Some(h)) => format!("{}, LLVM host CPU `{h}`", e.cpu_model),
        (None, None) => e.cpu_model.clone(),
    }
}

fn every_contender() -> bool {
    true
}

impl RunRecord {
    pub fn sampling(&self) -> Sampling {
        self.sampling.unwrap_or(Sampling::Fixed { runs: self.runs })
    }
}

/// The section a `report --only <id>` command asked for.
fn only_section(command: &str) -> Option<String> {
    let mut words = command.split_whitespace();
    words.find(|w| *w == "--only")?;
    words.next().map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::{only_section, same_core};
    use measure::env::EnvInfo;
    use measure::numba::WorkerInfo;

    fn env(model: &str, numba: Option<&str>, llvm: Option<&str>) -> EnvInfo {
        let mut e = EnvInfo::capture("test".into());
        e.cpu_model = model.into();
        e.numba = numba.map(|h| WorkerInfo {
            host_cpu: h.into(),
            ..Default::default()
        });
        e.llvm_host_cpu = llvm.map(str::to_string);
        e
    }

    #[test]
    fn a_core_is_the_model_then_numbas_name_then_llvms() {
        let epyc4 = env("AMD EPYC", Some("znver4"), Some("znver4"));
        assert_eq!(
            same_core(&epyc4, &env("AMD EPYC", Some("znver4"), None)),
            Some(true)
        );
        assert_eq!(
            same_core(&epyc4, &env("AMD EPYC", Some("znver3"), None)),
            Some(false)
        );
        assert_eq!(
            same_core(&epyc4, &env("Intel Xeon", Some("znver4"), None)),
            Some(false)
        );
        // A run without a numba worker of its own: LLVM's name decides.
        assert_eq!(
            same_core(&epyc4, &env("AMD EPYC", None, Some("znver5"))),
            Some(false)
        );
        assert_eq!(
            same_core(&epyc4, &env("AMD EPYC", None, Some("znver4"))),
            Some(true)
        );
        // Numba's and LLVM's names are not compared with each other.
        let numba_only = env("AMD EPYC", Some("znver4"), None);
        assert_eq!(
            same_core(&numba_only, &env("AMD EPYC", None, Some("znver4"))),
            None
        );
        assert_eq!(
            same_core(&env("Intel Xeon", None, None), &epyc4),
            Some(false)
        );
    }

    #[test]
    fn the_section_a_command_asked_for() {
        let c = "cargo run --release -p ipc-tax -- report --only gap --repeat 3 --merge";
        assert_eq!(only_section(c).as_deref(), Some("gap"));
        assert_eq!(only_section("ipc-tax report --full"), None);
        assert_eq!(only_section("ipc-tax report --only"), None);
    }

    #[test]
    fn the_notes_say_which_run_measured_what() {
        use super::{Merged, RunRecord, WORDS};
        use measure::sampling::Sampling;
        crate::template::FILLED.with(|f| f.borrow_mut().clear());
        let mut base = env("Intel Xeon", Some("rocketlake"), None);
        (base.date_utc, base.git_commit, base.command) = (
            "2026-12-04 13:18:25".into(),
            "6b26108".into(),
            "ipc-tax report".into(),
        );
        let mut rec = RunRecord {
            env: base,
            runs: 3,
            sampling: None,
            full: false,
            section_seconds: Default::default(),
            total_seconds: Some(100.0),
            sections: ["echo", "gap", "study"]
                .iter()
                .map(|id| (id.to_string(), serde_json::Value::Null))
                .collect(),
            merged: Default::default(),
        };
        assert_eq!(rec.merged_note().unwrap(), "");
        assert_eq!(rec.times_note().unwrap(), "Measuring took 100 s.");
        let merged = |model: &str, date: &str, command: &str| {
            let mut e = env(model, Some("rocketlake"), None);
            (e.date_utc, e.git_commit, e.command) = (date.into(), "7cd2423".into(), command.into());
            Merged {
                env: e,
                sampling: Sampling::Fixed { runs: 3 },
                full: false,
                seconds: 12.0,
            }
        };
        rec.merged.insert(
            "gap".into(),
            merged(
                "Intel Xeon",
                "2026-12-04 12:49:14",
                "ipc-tax report --only gap --merge",
            ),
        );
        rec.merged.insert(
            "study".into(),
            merged(
                "AMD EPYC",
                "2026-12-05 02:04:48",
                "ipc-tax report --only echo --merge",
            ),
        );
        let note = rec.merged_note().unwrap();
        assert!(
            note.starts_with("> **Dates and commits:** the whole run — `ipc-tax report` on 2026-12-04 13:18:25, commit 6b26108")
                && note.contains("measured `echo`. The 2 section(s) below were measured by other runs (2026-12-04 12:49:14 to 2026-12-05 02:04:48)")
                && note.contains("> The `gap` section was measured separately on 2026-12-04 12:49:14 (")
                && note.contains("by `ipc-tax report --only gap --merge`; its own file")
                && note.contains("`ipc-tax report --only echo --merge`, which ran it as a prerequisite of the `echo` section — **another core than the rest of this record** (Intel Xeon"),
            "{note}"
        );
        assert!(
            rec.times_note()
                .unwrap()
                .contains("`gap` 12 s, `study` 12 s")
        );
        assert_eq!(WORDS.unfilled(), vec![""]);
    }
}
