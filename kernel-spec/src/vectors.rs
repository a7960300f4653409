//! Shared test vectors: every kernel variant runs all of them against
//! `kernel-safe` (memchr-style — one list, every implementation).
//!
//! They cover what a fast path can get wrong: series shorter than a SIMD
//! block, windows equal to the series length, `L = 1`, long warm-ups, tails
//! of every remainder, flat series with no crossing at all, and the full
//! `paper` sweep.

use crate::dataset::{DatasetSpec, chacha_gbm};
use crate::{Params, paper_grid};

/// One named sweep input.
pub struct Case {
    pub name: String,
    pub close: Vec<f64>,
    pub params: Vec<Params>,
}

/// Small cases: quick enough for debug builds and every path.
pub fn small_cases() -> Vec<Case> {
    let grid = paper_grid();
    let mut cases = Vec::new();
    for (seed, len, sigma) in [(1, 1_000, 0.01), (2, 257, 0.02), (3, 4_099, 0.001)] {
        cases.push(Case {
            name: format!("chacha:{seed},{len},{sigma} × paper grid"),
            close: chacha_gbm(seed, len, sigma),
            params: grid.clone(),
        });
    }
    for len in [1usize, 2, 3, 7, 8, 9, 15, 16, 17, 63, 64, 65, 130] {
        let l = len as i64;
        cases.push(Case {
            name: format!("len {len}: windows 1, len and mixed"),
            close: chacha_gbm(len as u64, len, 0.05),
            params: vec![
                Params::new(1, 1, 1, 1, 1, 1),
                Params::new(l, l, l, l, l, l),
                Params::new(
                    l,
                    (l / 2).max(1),
                    (l / 3).max(1),
                    (l / 2).max(1),
                    1,
                    (l / 4).max(1),
                ),
            ],
        });
    }
    cases.push(Case {
        name: "flat series (no crossing)".into(),
        close: chacha_gbm(4, 500, 0.0),
        params: grid[..10].to_vec(),
    });
    cases
}

/// The study's full sweep: 80 combos over the `paper` series.
pub fn paper_case() -> Case {
    Case {
        name: "paper × paper grid".into(),
        close: DatasetSpec::Paper.load().expect("paper dataset").close,
        params: paper_grid(),
    }
}

/// Hostile series for the approximate kernels (issue 17): what breaks
/// running sums — a constant series (every bar a tie), a spike 1e6× the
/// local scale entering and later leaving the window (polars#28290), prices
/// near 1e-300 and near 1e300, long flat stretches — each with every fourth
/// row of the paper grid.
pub fn hostile_cases() -> Vec<Case> {
    let grid: Vec<Params> = paper_grid().iter().step_by(4).copied().collect();
    let walk = chacha_gbm(21, 6_000, 0.01);
    let mut spikes = walk.clone();
    spikes[2_000] *= 1e6;
    spikes[4_000] /= 1e6;
    let mut flats = walk.clone();
    for start in [500, 3_000] {
        let v = flats[start];
        flats[start..start + 800].fill(v);
    }
    [
        ("constant 100", vec![100.0; 3_000]),
        ("constant 0.1", vec![0.1; 3_000]),
        ("spike 1e6× in and out", spikes),
        ("near 1e-300", walk.iter().map(|x| x * 1e-302).collect()),
        ("near 1e300", walk.iter().map(|x| x * 1e298).collect()),
        ("long flat stretches", flats),
    ]
    .into_iter()
    .map(|(name, close)| Case {
        name: name.into(),
        close,
        params: grid.clone(),
    })
    .collect()
}
