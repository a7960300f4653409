//! How many times each contender is timed, decided round by round.
//!
//! Contenders are timed in interleaved rounds (each round runs every
//! contender still sampling once, the start position rotating). `--full`
//! and `--quick` run a fixed number of rounds. The default report samples
//! adaptively: after `min_runs` rounds a contender stops once the 95%
//! bootstrap interval of its paired ratio to its reference (numba-njit,
//! kernel-safe, …) is within ±`half_width` of the median; the rest go on
//! until `max_runs` rounds or until the next round would overrun the
//! section's time budget. References run in every round anyone still needs
//! them, so every ratio stays paired by round: a contender's samples are
//! rounds 1..n, and its reference has at least those rounds.
//!
//! The decisions are pure functions of the recorded seconds (tested below);
//! the caller runs the contenders and reports the times.

use super::stats::{Summary, bootstrap_median_ci, paired_ratios, summarize};
use serde::{Deserialize, Serialize};

/// The sampling rule of one run.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum Sampling {
    /// Every contender `runs` times.
    Fixed { runs: usize },
    /// Until the ratio's interval is within ±`half_width` (relative), at
    /// least `min_runs`, at most `max_runs` rounds, within the section's
    /// time budget.
    Adaptive {
        min_runs: usize,
        max_runs: usize,
        half_width: f64,
    },
}

impl Sampling {
    /// The most rounds any contender gets.
    pub fn max_runs(self) -> usize {
        match self {
            Sampling::Fixed { runs } => runs,
            Sampling::Adaptive { max_runs, .. } => max_runs,
        }
    }

    /// The rule in a few words (README summaries).
    pub fn short(self) -> String {
        match self {
            Sampling::Fixed { runs } => format!("{runs} interleaved runs"),
            Sampling::Adaptive {
                min_runs,
                max_runs,
                half_width,
            } => format!(
                "{min_runs}–{max_runs} interleaved runs, adaptive to ±{:.0}%",
                100.0 * half_width
            ),
        }
    }

    /// The rule in one sentence for a report, `reference` naming what the
    /// ratios are taken to.
    pub fn describe(self, reference: &str) -> String {
        match self {
            Sampling::Fixed { runs } => format!("{runs} interleaved runs per contender"),
            Sampling::Adaptive {
                min_runs,
                max_runs,
                half_width,
            } => format!(
                "adaptive sampling: interleaved runs until the 95% bootstrap interval of a \
                 contender's paired ratio to {reference} is within ±{:.0}% of its median — \
                 at least {min_runs} and at most {max_runs} runs, and no round started that \
                 would overrun the section's time budget (the runs column says which ended it)",
                100.0 * half_width
            ),
        }
    }
}

/// Why a contender's sampling ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stop {
    /// Its interval reached the target.
    Converged,
    /// `max_runs` rounds.
    RunCap,
    /// The section's time budget.
    TimeCap,
    /// A fixed number of runs.
    Fixed,
}

impl Stop {
    pub fn label(self) -> &'static str {
        match self {
            Stop::Converged => "converged",
            Stop::RunCap => "run cap",
            Stop::TimeCap => "time cap",
            Stop::Fixed => "fixed",
        }
    }
}

/// The median of paired per-round ratios and its 95% bootstrap interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    pub ratio: Summary,
    pub lo: f64,
    pub hi: f64,
}

impl Interval {
    /// Half the interval's width relative to the median.
    pub fn half_width(&self) -> f64 {
        (self.hi - self.lo) / 2.0 / self.ratio.median
    }
}

/// `a ÷ b` per round (the first min(len) rounds), its median and interval.
pub fn ratio_interval(a: &[f64], b: &[f64]) -> Option<Interval> {
    let r = paired_ratios(a, b);
    let ratio = summarize(&r)?;
    let (lo, hi) = bootstrap_median_ci(&r).unwrap_or((ratio.min, ratio.max));
    Some(Interval { ratio, lo, hi })
}

/// The round-by-round state of one section's sampling.
pub struct Rounds {
    sampling: Sampling,
    /// Seconds the section may take (adaptive only).
    budget: Option<f64>,
    ratio_to: Vec<Option<usize>>,
    samples: Vec<Vec<f64>>,
    stop: Vec<Option<Stop>>,
    round: usize,
}

impl Rounds {
    /// `ratio_to[i]`: the contender whose time contender i's ratio is taken
    /// to (`None`: it is a reference or has no ratio; it never converges on
    /// its own).
    pub fn new(sampling: Sampling, budget: Option<f64>, ratio_to: Vec<Option<usize>>) -> Self {
        let n = ratio_to.len();
        Rounds {
            sampling,
            budget,
            ratio_to,
            samples: vec![Vec::new(); n],
            stop: vec![None; n],
            round: 0,
        }
    }

    /// Rounds completed.
    pub fn round(&self) -> usize {
        self.round
    }

    fn is_reference(&self, i: usize) -> bool {
        self.ratio_to.contains(&Some(i))
    }

    /// Contenders still sampling that are not references.
    fn sampling_non_refs(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.ratio_to.len()).filter(|&i| self.stop[i].is_none() && !self.is_reference(i))
    }

    /// Who runs in the next round, in its order (the start rotates by round).
    pub fn order(&self) -> Vec<usize> {
        let live: Vec<usize> = (0..self.ratio_to.len())
            .filter(|&i| self.stop[i].is_none())
            .collect();
        if live.is_empty() {
            return live;
        }
        let start = self.round % live.len();
        live[start..]
            .iter()
            .chain(&live[..start])
            .copied()
            .collect()
    }

    pub fn push(&mut self, i: usize, seconds: f64) {
        self.samples[i].push(seconds);
    }

    /// Ends a round. `elapsed`: seconds the section has taken so far;
    /// `last_round`: seconds this round took. Returns whether another round
    /// runs.
    pub fn end_round(&mut self, elapsed: f64, last_round: f64) -> bool {
        self.round += 1;
        let (min_runs, max_runs, half_width) = match self.sampling {
            Sampling::Fixed { runs } => {
                if self.round >= runs {
                    self.stop_all(Stop::Fixed);
                    return false;
                }
                return true;
            }
            Sampling::Adaptive {
                min_runs,
                max_runs,
                half_width,
            } => (min_runs, max_runs, half_width),
        };
        let running_before = self.order().len();
        if self.round >= min_runs {
            let done: Vec<usize> = self
                .sampling_non_refs()
                .filter(|&i| {
                    self.ratio_to[i]
                        .and_then(|r| ratio_interval(&self.samples[i], &self.samples[r]))
                        .is_some_and(|iv| iv.ratio.n >= 2 && iv.half_width() <= half_width)
                })
                .collect();
            for i in done {
                self.stop[i] = Some(Stop::Converged);
            }
        }
        let has_refs = (0..self.ratio_to.len()).any(|i| self.is_reference(i));
        if has_refs && self.sampling_non_refs().next().is_none() {
            self.stop_all(Stop::Converged);
            return false;
        }
        if self.round >= max_runs {
            self.stop_all(Stop::RunCap);
            return false;
        }
        if self.round >= min_runs
            && let Some(budget) = self.budget
        {
            // The next round costs about this round's time per contender
            // still running.
            let next = last_round * self.order().len() as f64 / running_before.max(1) as f64;
            if elapsed + next > budget {
                self.stop_all(Stop::TimeCap);
                return false;
            }
        }
        true
    }

    fn stop_all(&mut self, why: Stop) {
        for s in self.stop.iter_mut().filter(|s| s.is_none()) {
            *s = Some(why);
        }
    }

    /// Each contender's seconds (rounds 1..n, in order) and why it stopped.
    pub fn finish(self) -> Vec<(Vec<f64>, Stop)> {
        self.samples
            .into_iter()
            .zip(self.stop)
            .map(|(s, why)| (s, why.unwrap_or(Stop::Fixed)))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ADAPTIVE: Sampling = Sampling::Adaptive {
        min_runs: 3,
        max_runs: 10,
        half_width: 0.02,
    };

    /// Runs `rounds` with `time(i, round)` per contender; returns the rounds
    /// each contender got and why it stopped.
    fn drive(
        mut r: Rounds,
        time: impl Fn(usize, usize) -> f64,
        round_secs: f64,
    ) -> Vec<(usize, Stop)> {
        let mut elapsed = 0.0;
        loop {
            let round = r.round();
            for i in r.order() {
                r.push(i, time(i, round));
            }
            elapsed += round_secs;
            if !r.end_round(elapsed, round_secs) {
                break;
            }
        }
        r.finish().into_iter().map(|(s, w)| (s.len(), w)).collect()
    }

    #[test]
    fn a_steady_ratio_converges_at_the_minimum_and_a_noisy_one_runs_to_the_cap() {
        // 0: reference; 1: always exactly 2× it; 2: alternating 1.5× / 2.5×.
        let r = Rounds::new(ADAPTIVE, None, vec![None, Some(0), Some(0)]);
        let got = drive(
            r,
            |i, round| match i {
                0 => 1.0 + 0.1 * round as f64,
                1 => 2.0 * (1.0 + 0.1 * round as f64),
                _ => [1.5, 2.5][round % 2] * (1.0 + 0.1 * round as f64),
            },
            1.0,
        );
        assert_eq!(got[1], (3, Stop::Converged));
        assert_eq!(got[2], (10, Stop::RunCap));
        assert_eq!(
            got[0],
            (10, Stop::RunCap),
            "the reference runs while anyone needs it"
        );
    }

    #[test]
    fn everyone_converged_ends_the_section_early() {
        let r = Rounds::new(ADAPTIVE, None, vec![None, Some(0), Some(0)]);
        let got = drive(r, |i, _| 1.0 + i as f64, 1.0);
        assert!(
            got.iter().all(|&(n, w)| n == 3 && w == Stop::Converged),
            "{got:?}"
        );
    }

    #[test]
    fn the_budget_stops_sampling_after_the_minimum_never_before() {
        let noisy = |i: usize, round: usize| if i == 0 { 1.0 } else { [1.0, 3.0][round % 2] };
        // A 10 s round against a 25 s budget: the minimum (3 rounds, 30 s) still runs.
        let r = Rounds::new(ADAPTIVE, Some(25.0), vec![None, Some(0)]);
        assert_eq!(drive(r, noisy, 10.0)[1], (3, Stop::TimeCap));
        // A 55 s budget: rounds 4 and 5 fit, a sixth would end at 60 s.
        let r = Rounds::new(ADAPTIVE, Some(55.0), vec![None, Some(0)]);
        assert_eq!(drive(r, noisy, 10.0)[1], (5, Stop::TimeCap));
    }

    #[test]
    fn fixed_sampling_runs_everyone_exactly_n_times() {
        let r = Rounds::new(Sampling::Fixed { runs: 4 }, Some(0.0), vec![None, Some(0)]);
        let got = drive(r, |_, _| 1.0, 100.0);
        assert_eq!(got, vec![(4, Stop::Fixed), (4, Stop::Fixed)]);
    }

    #[test]
    fn rounds_rotate_over_the_contenders_still_sampling() {
        let mut r = Rounds::new(ADAPTIVE, None, vec![None, Some(0), Some(0)]);
        assert_eq!(r.order(), vec![0, 1, 2]);
        for i in r.order() {
            r.push(i, 1.0);
        }
        r.end_round(1.0, 1.0);
        assert_eq!(r.order(), vec![1, 2, 0]);
    }

    #[test]
    fn the_interval_is_of_paired_ratios_and_its_half_width_is_relative() {
        let iv = ratio_interval(&[2.0, 2.0, 2.0, 9.0], &[1.0, 1.0, 1.0]).unwrap();
        assert_eq!(
            (iv.ratio.n, iv.ratio.median, iv.lo, iv.hi),
            (3, 2.0, 2.0, 2.0)
        );
        assert_eq!(iv.half_width(), 0.0);
        let iv = ratio_interval(&[1.0, 1.2], &[1.0, 1.0]).unwrap();
        assert!((iv.half_width() - 0.1 / 1.1).abs() < 1e-12, "{iv:?}");
    }
}
