//! One run's record: the machine, the sampling rule and each section's
//! record as JSON (`reports/report.json`, and dated under
//! `reports/records/`), with the provenance of sections merged into it.

use crate::files;
use anyhow::{Result, bail};
use measure::env::EnvInfo;
use measure::sampling::Sampling;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

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
    pub fn times_note(&self) -> String {
        let merged: Vec<String> = self
            .merged
            .iter()
            .map(|(id, m)| format!("`{id}` {:.0} s", m.seconds))
            .collect();
        let own = self
            .total_seconds
            .map_or("—".into(), |t| format!("{t:.0} s"));
        if merged.is_empty() {
            format!("Measuring took {own}.")
        } else {
            format!(
                "Measuring took {own} for the run that wrote this record; the sections merged into it took their own runs: {}.",
                merged.join(", ")
            )
        }
    }

    /// One line per merged section, for report.md and the README block.
    pub fn merged_note(&self) -> String {
        self.merged
            .iter()
            .map(|(id, m)| {
                let mine = self.core_env();
                let mut env = m.env.clone();
                if env.llvm_host_cpu.is_none() {
                    // A section that names the CPU itself (the gap's does).
                    env.llvm_host_cpu = self.sections.get(id).and_then(host_cpu_of);
                }
                let other = if same_core(&env, &mine) == Some(false) {
                    format!(
                        " — **another core than the rest of this record** ({})",
                        core_name(&mine)
                    )
                } else {
                    String::new()
                };
                let prerequisite = only_section(&m.env.command)
                    .filter(|only| only != id)
                    .map_or(String::new(), |only| {
                        format!(", as the prerequisite of the `{only}` section it ran")
                    });
                format!(
                    "> The `{id}` section was measured separately, by `{}`{prerequisite} on {} ({}, commit {}; the section's own time {:.0} s){other}; \
                     its own file states that run's machine and build.\n\n",
                    m.env.command,
                    m.env.date_utc,
                    core_name(&env),
                    m.env.git_commit,
                    m.seconds
                )
            })
            .collect()
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
}
