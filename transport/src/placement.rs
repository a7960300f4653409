//! Where the two ends of a transport run. On a 2-vCPU VM a round trip
//! between processes on one core costs a few µs, between two cores several
//! times more: each hand-off to a halted vCPU goes through the hypervisor.
//! The boundary measurements therefore pin both sides and say where they
//! ran, rather than report whichever placement the scheduler happened to
//! pick. (The table of transports says in which placements each is
//! measured; `measure::affinity` pins threads.)

use serde::{Deserialize, Serialize};

/// Where the client and the engine run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placement {
    /// Both pinned to CPU 0: every hand-off is a context switch.
    SameCore,
    /// Engine on CPU 0, client on CPU 1: every hand-off wakes the other core.
    CrossCore,
    /// Wherever the scheduler puts them (the study's setting).
    Unpinned,
    /// No engine process: the kernel runs inside the client (PyO3, ctypes).
    InProcess,
}

impl Placement {
    pub fn name(self) -> &'static str {
        match self {
            Placement::SameCore => "same core",
            Placement::CrossCore => "cross core",
            Placement::Unpinned => "unpinned",
            Placement::InProcess => "in process",
        }
    }

    /// File-name-safe form.
    pub fn slug(self) -> &'static str {
        match self {
            Placement::SameCore => "same_core",
            Placement::CrossCore => "cross_core",
            Placement::Unpinned => "unpinned",
            Placement::InProcess => "in_process",
        }
    }

    /// (engine CPU, client CPU).
    pub fn cpus(self) -> (Option<usize>, Option<usize>) {
        match self {
            Placement::SameCore => (Some(0), Some(0)),
            Placement::CrossCore => (Some(0), Some(1)),
            Placement::Unpinned | Placement::InProcess => (None, None),
        }
    }

    /// The two-process placements this machine can run (cross core needs
    /// CPUs 0 and 1); [`Placement::InProcess`] is never among them.
    pub fn available() -> Vec<Placement> {
        let mut v = vec![Placement::SameCore];
        if crate::child::allowed_cpus().is_ok_and(|c| c.contains(&0) && c.contains(&1)) {
            v.push(Placement::CrossCore);
        }
        v.push(Placement::Unpinned);
        v
    }
}
