//! One timed sweep as every contender reports it, whatever it runs on.

use kernel_spec::ComboResult;

/// One timed sweep.
pub struct Measured {
    pub seconds: f64,
    /// Time the engine reports it spent computing (boundary contenders).
    pub compute: Option<f64>,
    /// Time the engine reports it spent on the requests, compute included.
    pub handling: Option<f64>,
    pub results: Vec<ComboResult>,
}
