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
    /// The header of section `id`'s own files.
    pub fn header_of(&self, id: &str) -> String {
        match self.merged.get(id) {
            Some(m) => files::section_header(id, &m.env, m.sampling, m.full),
            None => files::section_header(id, &self.env, self.sampling(), self.full),
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
                // The numba host CPU names the core (two EPYCs differ by it);
                // a run that started no numba worker has only the model.
                let host = |e: &EnvInfo| e.numba.as_ref().map(|n| n.host_cpu.clone());
                let core = |e: &EnvInfo| match host(e) {
                    Some(h) => format!("{}, numba host CPU `{h}`", e.cpu_model),
                    None => format!("{}, numba host CPU in the section's own file", e.cpu_model),
                };
                let other = if another_core(&m.env, &self.env) {
                    format!(
                        " — **another core than the rest of this record** ({})",
                        core(&self.env)
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
                    core(&m.env),
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
        if another_core(&other.env, &self.env) {
            bail!(
                "cannot merge sections measured on {} into a record measured on {}: one record, one core",
                core_name(&other.env),
                core_name(&self.env)
            );
        }
        for (id, value) in &other.sections {
            self.sections.insert(id.clone(), value.clone());
            self.merged.insert(
                id.clone(),
                Merged {
                    env: other.env.clone(),
                    sampling: other.sampling(),
                    full: other.full,
                    seconds: other.section_seconds.get(id).copied().unwrap_or(f64::NAN),
                },
            );
        }
        Ok(())
    }
}

/// Whether two runs ran on different cores: another CPU model, or the same
/// model with another numba host CPU (two EPYC generations share a model
/// name); a run that started no numba worker is judged by the model alone.
pub fn another_core(a: &EnvInfo, b: &EnvInfo) -> bool {
    let host = |e: &EnvInfo| e.numba.as_ref().map(|n| n.host_cpu.clone());
    match (host(a), host(b)) {
        (Some(x), Some(y)) => x != y || a.cpu_model != b.cpu_model,
        _ => a.cpu_model != b.cpu_model,
    }
}

/// A core as the messages name it: the model, and numba's host CPU when the
/// run started a worker.
pub fn core_name(e: &EnvInfo) -> String {
    match &e.numba {
        Some(n) => format!("{} (numba host CPU `{}`)", e.cpu_model, n.host_cpu),
        None => e.cpu_model.clone(),
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
    use super::{another_core, only_section};
    use measure::env::EnvInfo;
    use measure::numba::WorkerInfo;

    fn env(model: &str, host_cpu: Option<&str>) -> EnvInfo {
        let mut e = EnvInfo::capture("test".into());
        e.cpu_model = model.into();
        e.numba = host_cpu.map(|h| WorkerInfo {
            host_cpu: h.into(),
            ..Default::default()
        });
        e
    }

    #[test]
    fn a_core_is_the_model_and_numbas_host_cpu() {
        let epyc4 = env("AMD EPYC", Some("znver4"));
        assert!(!another_core(&epyc4, &env("AMD EPYC", Some("znver4"))));
        assert!(another_core(&epyc4, &env("AMD EPYC", Some("znver3"))));
        assert!(another_core(&epyc4, &env("Intel Xeon", Some("znver4"))));
        assert!(!another_core(&epyc4, &env("AMD EPYC", None)));
        assert!(another_core(&env("Intel Xeon", None), &epyc4));
    }

    #[test]
    fn the_section_a_command_asked_for() {
        let c = "cargo run --release -p ipc-tax -- report --only gap --repeat 3 --merge";
        assert_eq!(only_section(c).as_deref(), Some("gap"));
        assert_eq!(only_section("ipc-tax report --full"), None);
        assert_eq!(only_section("ipc-tax report --only"), None);
    }
}
