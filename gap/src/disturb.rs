//! The rule that flags a disturbed block, as a pure function of what was
//! read beside it, and the count of what it dropped.
//!
//! On a 2-vCPU VM a sample is moved by things outside it: the hypervisor
//! running another guest on the vCPU (steal), work on the other vCPU
//! (shared caches, memory bandwidth, the host's scheduling), and a clock
//! that is not the clock the rest of the process set ran at. A block read
//! as disturbed is measured again (the combo keeps its place, so no layout
//! loses part of its sweep); after the last attempt it is kept and counted.

use super::{Disturbance, Repeat};

/// Attempts at one block before a disturbed one is kept (and counted).
pub const ATTEMPTS: usize = 3;

/// More than this share of the pinned CPU's ticks stolen.
pub const MAX_STEAL: f64 = 0.05;
/// More than this share of the other CPU busy (the harness there mostly
/// waits on a socket).
pub const MAX_OTHER_BUSY: f64 = 0.5;
/// A clock further than this from the median of the set's earlier blocks.
pub const CLOCK_BAND: f64 = 0.05;

/// Whether a block with `beside` is disturbed, given the clocks of the
/// process set's earlier kept blocks (none yet: the clock is not judged).
pub fn disturbed(beside: &Disturbance, earlier_clocks: &[f64]) -> bool {
    if beside.steal > MAX_STEAL || beside.other_busy > MAX_OTHER_BUSY {
        return true;
    }
    if earlier_clocks.len() < 3 {
        return false;
    }
    let mut c = earlier_clocks.to_vec();
    c.sort_by(f64::total_cmp);
    let median = c[c.len() / 2];
    (beside.clock_hz / median - 1.0).abs() > CLOCK_BAND
}

/// What the rule did over some repeats.
#[derive(Clone, Copy, Debug, Default, PartialEq, serde::Serialize)]
pub struct Tally {
    /// Blocks of the lattice's layouts and of the gap layouts.
    pub blocks: usize,
    /// Adjacent pairs of calls in them (a block of n rows has n − 1).
    pub pairs: usize,
    /// Attempts dropped and measured again.
    pub dropped: usize,
    /// Blocks still disturbed at their last attempt, kept.
    pub kept_disturbed: usize,
    /// The largest steal share of a kept block.
    pub max_steal: f64,
    pub max_other_busy: f64,
}

pub fn tally(repeats: &[&Repeat]) -> Tally {
    let mut t = Tally::default();
    let lattice = repeats
        .iter()
        .flat_map(|r| &r.layouts)
        .flat_map(|l| &l.processes);
    let gap = repeats
        .iter()
        .flat_map(|r| &r.gap_layouts)
        .flat_map(|l| &l.processes);
    for b in lattice.chain(gap).flat_map(|p| &p.blocks) {
        t.blocks += 1;
        t.pairs += b.seconds.len().saturating_sub(1);
        t.dropped += b.dropped;
        t.kept_disturbed += usize::from(b.disturbed);
        t.max_steal = t.max_steal.max(b.beside.steal);
        t.max_other_busy = t.max_other_busy.max(b.beside.other_busy);
    }
    t
}

#[cfg(test)]
mod tests {
    use super::super::{Block, GapLayout, LayoutRecord, ProcessRecord};
    use super::*;

    fn at(steal: f64, other_busy: f64, clock_hz: f64) -> Disturbance {
        Disturbance {
            steal,
            other_busy,
            clock_hz,
            add_ns: 0.8,
        }
    }

    #[test]
    fn steal_or_a_busy_neighbour_disturbs_a_block() {
        assert!(!disturbed(&at(0.0, 0.1, 3.6e9), &[]));
        assert!(disturbed(&at(0.06, 0.1, 3.6e9), &[]));
        assert!(disturbed(&at(0.0, 0.6, 3.6e9), &[]));
        assert!(!disturbed(&at(0.05, 0.5, 3.6e9), &[]));
    }

    #[test]
    fn three_earlier_clocks_make_a_median_and_it_is_their_middle_one() {
        // Three are enough to judge the clock.
        assert!(disturbed(&at(0.0, 0.0, 3.0e9), &[3.6e9, 3.6e9, 3.6e9]));
        // The median of four is the upper middle one, not the slowest.
        let earlier = [3.0e9, 3.6e9, 3.6e9, 3.6e9];
        assert!(!disturbed(&at(0.0, 0.0, 3.6e9), &earlier));
        assert!(disturbed(&at(0.0, 0.0, 3.0e9), &earlier));
    }

    fn block(seconds: usize, dropped: usize, disturbed: bool, steal: f64, busy: f64) -> Block {
        Block {
            combo: 0,
            seconds: vec![1.0; seconds],
            minor_faults: vec![0; seconds],
            lead_seconds: Vec::new(),
            reversed: false,
            beside: at(steal, busy, 3.6e9),
            dropped,
            disturbed,
        }
    }

    fn layout(blocks: Vec<Block>) -> LayoutRecord {
        LayoutRecord {
            shuffle_seed: None,
            processes: vec![ProcessRecord {
                env_pad: 0,
                array_offset: 0,
                rounds: Vec::new(),
                blocks,
                share: None,
                order_offset: 0,
            }],
            hot_offsets: Default::default(),
        }
    }

    #[test]
    fn the_tally_counts_the_lattices_blocks_and_the_gap_layouts() {
        let r = Repeat {
            layouts: vec![layout(vec![
                block(4, 1, false, 0.01, 0.2),
                block(3, 0, true, 0.07, 0.1),
            ])],
            gap_layouts: vec![GapLayout {
                shuffle_seed: None,
                rows: vec![0, 1],
                processes: layout(vec![block(2, 2, false, 0.0, 0.6)]).processes,
                hot_offsets: Default::default(),
            }],
            same_process: Vec::new(),
            seconds: 0.0,
        };
        let t = tally(&[&r, &r]);
        assert_eq!(
            t,
            Tally {
                blocks: 6,
                pairs: 2 * (3 + 2 + 1),
                dropped: 2 * 3,
                kept_disturbed: 2,
                max_steal: 0.07,
                max_other_busy: 0.6,
            }
        );
        assert_eq!(tally(&[]), Tally::default());
    }

    #[test]
    fn a_clock_off_the_sets_median_disturbs_once_there_is_a_median() {
        let earlier = [3.60e9, 3.61e9, 3.59e9, 3.60e9];
        assert!(!disturbed(&at(0.0, 0.0, 3.45e9), &earlier));
        assert!(disturbed(&at(0.0, 0.0, 3.40e9), &earlier));
        assert!(disturbed(&at(0.0, 0.0, 3.80e9), &earlier));
        assert!(!disturbed(&at(0.0, 0.0, 2.0e9), &earlier[..2]));
    }
}
