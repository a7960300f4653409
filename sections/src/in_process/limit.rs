//! How far a kernel is from what the machine allows, for kernels whose work
//! is not multiply-adds (the O(1)-per-bar `sliding` family): the time its
//! minimum work takes at the measured flop rate and at the measured memory
//! bandwidth; the larger of the two binds. A pure function of recorded
//! numbers.

use serde::{Deserialize, Serialize};

/// A sweep's minimum work (recorded; see `kernel_sliding::Work`).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Work {
    pub wma_bars: f64,
    pub flops: f64,
    pub bytes: f64,
}

impl From<kernel_sliding::Work> for Work {
    fn from(w: kernel_sliding::Work) -> Self {
        Work {
            wma_bars: w.wma_bars as f64,
            flops: w.flops as f64,
            bytes: w.bytes as f64,
        }
    }
}

/// Which rate bounds the sweep.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binds {
    Flops,
    Memory,
}

impl Binds {
    pub fn name(self) -> &'static str {
        match self {
            Binds::Flops => "flop rate",
            Binds::Memory => "memory bandwidth",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Distance {
    /// Seconds the work takes at the peak flop rate of `threads` cores.
    pub flop_bound_s: f64,
    /// Seconds its bytes take at `threads` × one core's read bandwidth
    /// (optimistic for more than one thread: cores share the memory bus).
    pub memory_bound_s: f64,
    pub binds: Binds,
    /// The binding bound ÷ the measured time (1 = at the limit).
    pub fraction: f64,
}

/// `peak_macs_per_core`: one MAC is one lane of a multiply plus one of an
/// add, so the flop rate is twice it.
pub fn distance(
    work: &Work,
    peak_macs_per_core: f64,
    read_bytes_per_s: f64,
    threads: usize,
    measured_s: f64,
) -> Distance {
    let t = threads.max(1) as f64;
    let flop_bound_s = work.flops / (2.0 * peak_macs_per_core * t);
    let memory_bound_s = work.bytes / (read_bytes_per_s * t);
    let (binds, bound) = if memory_bound_s > flop_bound_s {
        (Binds::Memory, memory_bound_s)
    } else {
        (Binds::Flops, flop_bound_s)
    };
    Distance {
        flop_bound_s,
        memory_bound_s,
        binds,
        fraction: bound / measured_s,
    }
}

/// What a target fraction of the limit asks of one design that does more
/// than the minimum work (`sliding-simd` computes raw windows again per
/// combo): the seconds its own flops take at the peak rate, the share of
/// that rate it reaches in `measured_s`, and the share the target would
/// need. A pure function of recorded numbers.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct DesignAsk {
    pub design_flop_s: f64,
    /// `design_flop_s` ÷ the measured time.
    pub reached: f64,
    /// The time the target allows: the binding bound ÷ `target`.
    pub allowed_s: f64,
    /// `design_flop_s` ÷ `allowed_s`: the share of the peak flop rate the
    /// design would have to sustain.
    pub needed: f64,
    /// The measured time is within `allowed_s`: the target is met.
    pub met: bool,
}

/// `extra_flops`: the design's flops beyond `work`'s minimum.
pub fn design_ask(
    d: &Distance,
    work: &Work,
    extra_flops: f64,
    peak_macs_per_core: f64,
    threads: usize,
    measured_s: f64,
    target: f64,
) -> DesignAsk {
    let t = threads.max(1) as f64;
    let design_flop_s = (work.flops + extra_flops) / (2.0 * peak_macs_per_core * t);
    let bound_s = d.fraction * measured_s;
    let allowed_s = bound_s / target;
    DesignAsk {
        design_flop_s,
        reached: design_flop_s / measured_s,
        allowed_s,
        needed: design_flop_s / allowed_s,
        met: measured_s <= allowed_s,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const WORK: Work = Work {
        wma_bars: 1e6,
        flops: 4e9,
        bytes: 1e9,
    };

    #[test]
    fn the_slower_rate_binds() {
        // 4e9 flops at 2 × 1e9 MAC/s = 2 s; 1e9 B at 1e9 B/s = 1 s.
        let d = distance(&WORK, 1e9, 1e9, 1, 4.0);
        assert_eq!(d.binds, Binds::Flops);
        assert_eq!((d.flop_bound_s, d.memory_bound_s), (2.0, 1.0));
        assert_eq!(d.fraction, 0.5);
        let d = distance(&WORK, 1e10, 1e9, 1, 2.0);
        assert_eq!(d.binds, Binds::Memory);
        assert_eq!(d.fraction, 0.5);
    }

    #[test]
    fn a_design_doing_more_is_held_to_its_own_flops() {
        // Minimum 2 s at the peak; the design does 1.5× the flops: 3 s.
        let d = distance(&WORK, 1e9, 1e9, 1, 10.0);
        let ask = design_ask(&d, &WORK, 2e9, 1e9, 1, 10.0, 0.4);
        assert_eq!(ask.design_flop_s, 3.0);
        assert_eq!(ask.reached, 0.3);
        // 40% of the limit: 2 s / 0.4 = 5 s, in which 3 s of flops is 60%.
        assert_eq!(ask.allowed_s, 5.0);
        assert!((ask.needed - 0.6).abs() < 1e-12);
        assert!(!ask.met);
        // In 5 s or less it is met (then it reaches what it needs).
        let d = distance(&WORK, 1e9, 1e9, 1, 4.0);
        let ask = design_ask(&d, &WORK, 2e9, 1e9, 1, 4.0, 0.4);
        assert_eq!((ask.allowed_s, ask.met), (5.0, true));
        assert!(ask.reached >= ask.needed);
        let ask = design_ask(&d, &WORK, 2e9, 1e9, 1, 5.0, 0.4);
        assert!(ask.met, "exactly the allowed time");
    }

    #[test]
    fn threads_divide_both_bounds() {
        let one = distance(&WORK, 1e9, 1e9, 1, 1.0);
        let two = distance(&WORK, 1e9, 1e9, 2, 1.0);
        assert_eq!(two.flop_bound_s, one.flop_bound_s / 2.0);
        assert_eq!(two.memory_bound_s, one.memory_bound_s / 2.0);
        assert_eq!(distance(&WORK, 1e9, 1e9, 0, 1.0), one);
    }
}
