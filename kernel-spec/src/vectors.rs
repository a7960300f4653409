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

/// The vectors hold what their names and the module say they cover:
/// every kernel's equivalence to kernel-safe is only as good as them.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_small_cases_cover_short_series_full_windows_and_a_flat_one() {
        let cases = small_cases();
        let lens: Vec<usize> = cases.iter().map(|c| c.close.len()).collect();
        for len in [
            1, 2, 3, 7, 8, 9, 15, 16, 17, 63, 64, 65, 130, 257, 1_000, 4_099,
        ] {
            assert!(lens.contains(&len), "no case of {len} bars");
        }
        for c in &cases {
            assert!(!c.params.is_empty(), "{}", c.name);
            crate::Sweep::new(&c.close, &c.params).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        }
        let n = cases.iter().filter(|c| c.name.starts_with("len ")).count();
        let full = cases
            .iter()
            .filter(|c| {
                let l = c.close.len() as i64;
                c.params.iter().any(|p| p.as_array() == [l; 6])
            })
            .count();
        assert!(n >= 13 && full >= n, "windows equal to the series length");
        let flat = cases.iter().find(|c| c.name.starts_with("flat")).unwrap();
        assert!(flat.close.iter().all(|&x| x == flat.close[0]));
    }

    #[test]
    fn the_hostile_cases_hold_what_their_names_say() {
        let cases = hostile_cases();
        let case = |name: &str| {
            &cases
                .iter()
                .find(|c| c.name == name)
                .unwrap_or_else(|| panic!("no case {name:?}"))
                .close
        };
        assert_eq!(cases.len(), 6);
        for c in &cases {
            assert_eq!(c.params.len(), paper_grid().len().div_ceil(4), "{}", c.name);
            crate::Sweep::new(&c.close, &c.params).unwrap_or_else(|e| panic!("{}: {e}", c.name));
        }
        assert!(case("constant 100").iter().all(|&x| x == 100.0));
        assert!(case("constant 0.1").iter().all(|&x| x == 0.1));
        let spikes = case("spike 1e6× in and out");
        let up = spikes[2_000] / spikes[1_999];
        let down = spikes[4_000] / spikes[3_999];
        assert!((1e5..1e7).contains(&up), "spike ×{up}");
        assert!((1e-7..1e-5).contains(&down), "dip ×{down}");
        let tiny = case("near 1e-300");
        assert!(
            tiny.iter().all(|&x| x > 1e-305 && x < 1e-295),
            "{:?}",
            &tiny[..3]
        );
        let huge = case("near 1e300");
        assert!(
            huge.iter()
                .all(|&x| x > 1e295 && x < 1e305 && x.is_finite())
        );
        // Both are the walk scaled, not a constant near the scale.
        for scaled in [tiny, huge] {
            let ratio = scaled[1] / scaled[0];
            assert!(ratio != 1.0 && (0.9..1.1).contains(&ratio), "{ratio}");
        }
        let flats = case("long flat stretches");
        for start in [500, 3_000] {
            let v = flats[start];
            assert!(flats[start..start + 800].iter().all(|&x| x == v));
            assert_ne!(flats[start + 800], v, "the stretch at {start} is 800 bars");
        }
    }
}
