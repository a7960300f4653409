//! One row's measurements gathered across the record's repeats: its
//! whole-sweep samples, page faults per sweep, the clock read beside it and
//! the cycles per multiply-add they imply. The gap page's tables and the M2
//! subsection read rows through these.

use super::analysis::is_blocked;
use super::hier::{Nested, every_round};
use super::{Record, Repeat, Sample};
use measure::stats::summarize;

/// Every whole-sweep sample of row `i` (since version 2: the repeats'
/// sum-of-parts checks).
pub(super) fn samples<'a>(repeats: &[&'a Repeat], i: usize) -> Vec<&'a Sample> {
    repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .flat_map(|l| &l.processes)
        .flat_map(|p| &p.rounds)
        .map(|round| &round[i])
        .collect()
}

pub(super) fn median(v: impl Iterator<Item = f64>) -> f64 {
    summarize(&v.collect::<Vec<_>>()).map_or(f64::NAN, |s| s.median)
}

/// Row `i`'s minor page faults per sweep: of its whole sweeps (version 1,
/// and since version 4, whose whole sweeps are timed combo by combo); in
/// versions 2 and 3 of each layout's blocks added up.
pub(super) fn faults_per_sweep(repeats: &[&Repeat], i: usize) -> f64 {
    let lapped = samples(repeats, i).iter().any(|s| !s.laps.is_empty());
    if is_blocked(repeats) && !lapped {
        return median(repeats.iter().flat_map(|r| &r.layouts).map(|l| {
            l.processes
                .iter()
                .flat_map(|p| &p.blocks)
                .map(|b| b.minor_faults[i] as f64)
                .sum::<f64>()
        }));
    }
    median(samples(repeats, i).iter().map(|s| s.minor_faults as f64))
}

/// The clock and dependent-add latency read beside row `i`'s samples.
pub(super) fn clocks(repeats: &[&Repeat], i: usize) -> Vec<(f64, f64)> {
    if is_blocked(repeats) {
        return repeats
            .iter()
            .flat_map(|r| &r.layouts)
            .flat_map(|l| &l.processes)
            .flat_map(|p| &p.blocks)
            .map(|b| (b.beside.clock_hz, b.beside.add_ns))
            .collect();
    }
    samples(repeats, i)
        .iter()
        .map(|s| (s.clock_hz, s.add_ns))
        .collect()
}

/// Per row: cycles per multiply-add from its sweep time and the clock
/// measured beside it, and the bound of its loop's dependency chain in
/// the same units.
pub(super) fn cycles(
    rec: &Record,
    repeats: &[&Repeat],
    data: &Nested,
    i: usize,
) -> (f64, Option<f64>) {
    let c = clocks(repeats, i);
    let clock = median(c.iter().map(|x| x.0));
    let secs = median(every_round(data).iter().map(|r| r[i]));
    let measured = secs * clock / rec.macs;
    let bound = rec.rows[i].hot.as_ref().map(|h| {
        let per_mac = h.chain as f64 / h.macs.max(1) as f64;
        median(c.iter().map(|x| per_mac * x.1 * 1e-9 * x.0))
    });
    (measured, bound)
}
