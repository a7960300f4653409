//! The measuring tools every command and report section shares: where
//! processes run (`affinity`), the engines (`servers`), the numba worker
//! and its venv (`numba`, `pyenv`), the machine's limits (`probe`) and
//! facts (`env`), what is recorded beside each gap sample (`beside`, `cpustat`), the statistics of timed runs (`stats`) and how many runs each
//! contender gets (`sampling`). What is
//! measured, and how it is written up, lives with each report section.

pub mod affinity;
pub mod beside;
pub mod cpustat;
pub mod env;
pub mod numba;
pub mod probe;
pub mod pyenv;
pub mod sample;
pub mod sampling;
pub mod servers;
pub mod stats;
