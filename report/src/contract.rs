//! The section contract: what a report section is (measure into a typed
//! record, render from that record alone), the state one measuring run
//! shares ([`Context`]) and the state the renderers share ([`Render`]).
//! The runner that strings sections together is `ipc-tax report`'s
//! (harness `commands::report`); the sections are the `gap` crate's (`gap`
//! and `m2`) and the `sections` crate's.

use crate::findings::Findings;
use anyhow::{Context as _, Result};
use measure::env::EnvInfo;
use measure::input::Loaded;
pub use measure::log::progress;
use measure::numba::{NumbaWorker, Rung};
use measure::probe::Limits;
use measure::sampling::Sampling;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What a section produced.
pub struct SectionOutput {
    /// Markdown body (the section's own headings included).
    pub markdown: String,
    /// Raw numbers, every run kept.
    pub data: Value,
    /// A flat table for spreadsheets, written as `<id>.csv`.
    pub csv: Option<String>,
    /// A short table for the README.
    pub summary: Option<String>,
}

/// A section with a typed record: measured once, rendered any number of
/// times from the record alone.
pub trait Recorded {
    type Record: Serialize + DeserializeOwned;
    /// File-name-safe id (`in_process`).
    fn id(&self) -> &'static str;
    /// The title of the section's own page (`<id>.md`'s first line, after
    /// `# `), saying what the page answers; its body's own `## ` heading
    /// names the section in report.md.
    fn title(&self) -> &'static str;
    /// Sections whose findings this one is computed from; `--only` runs
    /// them too.
    fn needs(&self) -> &'static [&'static str] {
        &[]
    }
    /// Seconds the section may take in a default (adaptive) run: no
    /// sampling round starts that would overrun it. `None`: a fixed amount
    /// of work.
    fn budget(&self) -> Option<f64> {
        None
    }
    /// About how many seconds the section takes in a default run (for the
    /// progress line's time left; never reported).
    fn expected_seconds(&self) -> f64 {
        self.budget().unwrap_or(5.0)
    }
    /// Measures on this machine.
    fn measure(&self, ctx: &mut Context) -> Result<Self::Record>;
    /// The section's files from its record (and the findings of the
    /// sections rendered before it); the same bytes on every call.
    fn render(&self, record: &Self::Record, r: &mut Render) -> Result<SectionOutput>;
}

/// [`Recorded`] with the record as JSON, so the sections fit in one list.
pub trait Section {
    fn id(&self) -> &'static str;
    fn title(&self) -> &'static str;
    fn needs(&self) -> &'static [&'static str];
    fn budget(&self) -> Option<f64>;
    fn expected_seconds(&self) -> f64;
    fn measure(&self, ctx: &mut Context) -> Result<Value>;
    fn render(&self, record: &Value, r: &mut Render) -> Result<SectionOutput>;
}

impl<T: Recorded> Section for T {
    fn id(&self) -> &'static str {
        Recorded::id(self)
    }
    fn title(&self) -> &'static str {
        Recorded::title(self)
    }
    fn needs(&self) -> &'static [&'static str] {
        Recorded::needs(self)
    }
    fn budget(&self) -> Option<f64> {
        Recorded::budget(self)
    }
    fn expected_seconds(&self) -> f64 {
        Recorded::expected_seconds(self)
    }
    fn measure(&self, ctx: &mut Context) -> Result<Value> {
        Ok(serde_json::to_value(Recorded::measure(self, ctx)?)?)
    }
    fn render(&self, record: &Value, r: &mut Render) -> Result<SectionOutput> {
        let record = T::Record::deserialize(record).with_context(|| {
            format!(
                "the {} record does not have this version's shape",
                Recorded::id(self)
            )
        })?;
        Recorded::render(self, &record, r)
    }
}

/// State shared by all sections of one measuring run.
pub struct Context {
    /// The most timed runs any contender gets.
    pub runs: usize,
    pub sampling: Sampling,
    /// Every contender (`--full`, `--quick`), or the core rows (default).
    pub full: bool,
    /// The running section's start and its time budget (adaptive runs).
    pub section_started: Instant,
    pub budget: Option<f64>,
    pub env: EnvInfo,
    pub paper: Loaded,
    numba: Option<NumbaWorker>,
    pub numba_compile: Vec<(Rung, Duration)>,
    limits: Option<Limits>,
    /// How many times the gap section measures itself (`--repeat`).
    pub gap_repeat: usize,
}

impl Context {
    /// The warm numba worker with `paper` loaded (started on first use).
    pub fn numba(&mut self) -> Result<&mut NumbaWorker> {
        if self.numba.is_none() {
            progress("starting the numba worker and JIT-compiling (timed separately)");
            let mut w = NumbaWorker::start()?;
            w.load(&self.paper.sweep())?;
            self.numba_compile = w.compile()?;
            self.env.numba = Some(w.info.clone());
            self.numba = Some(w);
        }
        Ok(self.numba.as_mut().expect("just started"))
    }

    /// The machine's clock and peak multiply-add rates (measured on first use).
    pub fn limits(&mut self) -> &Limits {
        self.limits.get_or_insert_with(|| {
            progress("probing the clock and the peak multiply-add rate");
            Limits::measure()
        })
    }
}

/// State shared by the renderers of one run.
pub struct Render {
    /// How the run's contenders were sampled.
    pub sampling: Sampling,
    /// What earlier sections found, for the derived ones.
    pub findings: Findings,
    /// Where the files go (plots are written by their sections).
    pub out_dir: PathBuf,
    /// The machine and build the section being rendered was measured on.
    pub env: EnvInfo,
}

impl Context {
    /// A run's context; the numba worker and the machine's limits start on
    /// first use.
    pub fn new(
        runs: usize,
        sampling: Sampling,
        full: bool,
        env: EnvInfo,
        paper: Loaded,
        gap_repeat: usize,
    ) -> Context {
        Context {
            runs,
            sampling,
            full,
            section_started: Instant::now(),
            budget: None,
            env,
            paper,
            numba: None,
            numba_compile: Vec::new(),
            limits: None,
            gap_repeat,
        }
    }
}
