//! What one sweep of this crate's kernels must do at least — the model the
//! report divides measured time by to say how far a kernel is from the
//! machine's limit (flop rate or memory bandwidth, whichever binds), and
//! what one design does beyond it.

use crate::raw_lengths;
use kernel_spec::Params;
use std::collections::BTreeSet;

/// Floating-point operations of one bar of one WMA recurrence
/// ([`crate::wma::Sums::slide`] and the output): a product and four adds,
/// the output's multiply — six flops in five instructions, the product
/// fused into its add (the peak flop rate counts a fused multiply-add as
/// two).
pub const FLOPS_PER_WMA_BAR: u64 = 6;

/// Per combo and bar beyond its two WMAs: the two combines (2 + 3), the
/// near-tie test against the period's bound (3) and the event loop's two
/// comparisons (2).
pub const FLOPS_PER_COMBO_BAR: u64 = 10;

/// A sweep's minimum work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Work {
    /// Bars of WMA series computed: one per distinct raw window length
    /// (shared by every combo) plus two per combo (its combines' WMAs).
    pub wma_bars: u64,
    /// Floating-point operations, anchors not counted (under 10% for the
    /// grid's windows).
    pub flops: u64,
    /// Bytes that must move to and from memory: the close, read once.
    /// Every other series can stay in cache — `sliding-simd` computes each
    /// combo's raw windows on a tile in L2 rather than reading shared ones
    /// back — so the shared raw WMAs' traffic (written once, read by every
    /// combo, the model before) is one design's cost, not the sweep's.
    pub bytes: u64,
}

/// The minimum work of sweeping `params` over `n_bars` bars.
pub fn work(n_bars: usize, params: &[Params]) -> Work {
    let bars = n_bars as u64;
    let distinct: BTreeSet<usize> = params.iter().flat_map(raw_lengths).collect();
    let (raw, combos) = (distinct.len() as u64, params.len() as u64);
    let wma_bars = bars * (raw + 2 * combos);
    Work {
        wma_bars,
        flops: wma_bars * FLOPS_PER_WMA_BAR + bars * combos * FLOPS_PER_COMBO_BAR,
        bytes: 8 * bars,
    }
}

/// WMA bars of a sweep that computes each combo's raw windows itself
/// (`sliding-simd`: five, or four where `p` is `h`, plus its two lines),
/// two combos alike but for `n` and `s` together (their `h`, `p3`, `p2`,
/// `p` and HMA3 line once); over [`work`]'s minimum (each distinct raw
/// window once), what that design does beyond it.
pub fn recomputed_wma_bars(n_bars: usize, params: &[Params]) -> u64 {
    let all: Vec<&Params> = params.iter().collect();
    let series = |p: &Params| raw_lengths(p).len() as u64 - u64::from(p.p == p.h) + 2;
    let per_sweep: u64 = crate::tile::pairs(&all)
        .into_iter()
        .map(|group| match group {
            crate::tile::Group::One(c) => series(all[c]),
            // The second combo adds its `n` and its HMA line.
            crate::tile::Group::Pair([c, _]) => series(all[c]) + 2,
        })
        .sum();
    n_bars as u64 * per_sweep
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel_spec::paper_grid;

    #[test]
    fn shared_windows_are_counted_once() {
        let p = Params {
            n: 6,
            h: 3,
            s: 2,
            p: 3,
            p3: 1,
            p2: 2,
        };
        // Raw lengths 6, 3, 1, 2 (h = p): 4 series, plus 2 per combo.
        let one = work(100, &[p]);
        assert_eq!(one.wma_bars, 100 * (4 + 2));
        assert_eq!(one.bytes, 8 * 100);
        assert_eq!(recomputed_wma_bars(100, &[p]), one.wma_bars);
        let twice = work(100, &[p, p]);
        assert_eq!(twice.wma_bars, 100 * (4 + 4));
        // Two combos alike (a pair): h, p3, p2 and HMA3 once, n and HMA twice.
        assert_eq!(recomputed_wma_bars(100, &[p, p]), 100 * (6 + 2));
        assert_eq!(
            twice.flops,
            100 * 8 * FLOPS_PER_WMA_BAR + 100 * 2 * FLOPS_PER_COMBO_BAR
        );
    }

    #[test]
    fn the_paper_grid_shares_most_of_its_raw_windows() {
        let w = work(150_000, &paper_grid());
        let raw = w.wma_bars / 150_000 - 160;
        // 80 combos read 5 raw windows each; far fewer distinct lengths.
        assert!(raw > 80 && raw < 200, "{raw} distinct raw windows");
    }
}
