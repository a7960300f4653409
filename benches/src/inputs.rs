//! Inputs shared by the benches.

use kernel_spec::dataset::{DatasetSpec, chacha_gbm};
use kernel_spec::{Params, paper_grid};

/// The `paper` series (hash-checked on load).
pub fn paper_close() -> Vec<f64> {
    DatasetSpec::Paper.load().expect("paper dataset").close
}

/// The study's 80 combos.
pub fn grid() -> Vec<Params> {
    paper_grid()
}

/// Every 8th combo of the grid (10 rows spanning n = 6 … 197): keeps the
/// length-scaling benches to seconds at 1M bars.
pub fn grid_subset() -> Vec<Params> {
    paper_grid().into_iter().step_by(8).collect()
}

/// A `chacha` series of `len` bars (seed 7, σ 0.0008 — the paper's σ).
pub fn chacha(len: usize) -> Vec<f64> {
    chacha_gbm(7, len, 0.0008)
}

/// Series lengths of the scaling benches.
pub const SCALING_LENS: [usize; 5] = [10_000, 30_000, 100_000, 300_000, 1_000_000];

/// Window lengths of the per-pass benches.
pub const WMA_LENS: [usize; 5] = [2, 14, 50, 100, 200];
