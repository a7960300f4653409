//! The contract every kernel variant of ipc-tax is held to: the kernel, the
//! datasets, the grid and the equivalence gate of `docs/study.md`.
//!
//! A kernel sees only a [`Sweep`]: a close series and parameter rows that were
//! validated once, here, so no variant has to re-check lengths in its hot loop
//! and no invalid request can reach one. Results are compared by the
//! [`gate`] before any timing of them is allowed to count.

pub mod cpu;
pub mod dataset;
pub mod gate;
mod input;
mod kernel;
mod params;
pub mod vectors;

pub use input::{InputError, Sweep, validate_close, validate_params};
pub use kernel::{ComboResult, Exactness, Kernel, Prepared};
pub use params::{PARAMS_ROW_BYTES, Params, paper_grid};

/// Round-trip cost charged per closed trade: 9 bps
/// (docs/study.md#the-event-loop).
pub const COST: f64 = 0.0009;

/// The published fingerprint of combo 1 on the `paper` dataset
/// (docs/study.md#the-kernel).
pub const PAPER_COMBO1_TRADES: i64 = 57_029;
/// Full-precision PnL of combo 1 on `paper` with the definitions of
/// docs/study.md#the-kernel (printed there as −5165.5799542358636: the same
/// f64, 17 digits).
pub const PAPER_COMBO1_PNL: f64 = -5_165.579_954_235_864;
/// Total trades over the 80 combos of the `paper` sweep (docs/study.md#the-grid).
pub const PAPER_TOTAL_TRADES: i64 = 488_801;

/// Multiply-adds of one WMA pass of length `l` over `n_bars` bars.
pub fn wma_macs(n_bars: usize, l: usize) -> u64 {
    if l > n_bars {
        return 0;
    }
    ((n_bars - l + 1) * l) as u64
}

/// Multiply-adds of the whole sweep: 7 WMA passes per combo
/// (docs/study.md#hma-and-hma3).
pub fn sweep_macs(n_bars: usize, params: &[Params]) -> u64 {
    params
        .iter()
        .map(|p| {
            [p.n, p.h, p.s, p.p, p.p3, p.p2, p.p]
                .iter()
                .map(|&l| wma_macs(n_bars, l as usize))
                .sum::<u64>()
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paper_sweep_mac_count_matches_spec() {
        assert_eq!(sweep_macs(150_000, &paper_grid()), 3_700_746_082);
    }
}
