//! The measuring room of ipc-tax: every tool a command or a report section
//! uses to take a number, and nothing about how the number is written up
//! (that lives with each section: `report/` and `sections/`).
//!
//! The series measured on (`input`: `paper`, `chacha:…` or a user's own
//! file), where processes run (`affinity`), the engines (`servers`), the numba
//! worker and its venv (`numba`, `pyenv`), the machine's limits (`probe`)
//! and facts (`env`, `host_cpu` among them), what is recorded beside each
//! gap sample (`beside`, `cpustat`), the statistics of timed runs (`stats`),
//! how many runs each contender gets (`sampling`), the equivalence gate that
//! comes before every timing (`gating`), the open-loop per-bar driver
//! (`paced`), each process's CPU clock (`cpu_time`), the cache-line round
//! trip between two processes (`cache_line`), the repository's paths (`paths`)
//! and progress on stderr (`log`).

pub mod affinity;
pub mod beside;
pub mod cache_line;
pub mod cpu_time;
pub mod cpustat;
pub mod env;
pub mod gating;
pub mod input;
pub mod log;
pub mod numba;
pub mod paced;
pub mod paths;
pub mod probe;
pub mod pyenv;
pub mod sample;
pub mod sampling;
pub mod servers;
pub mod stats;
