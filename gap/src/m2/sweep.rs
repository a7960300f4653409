//! The whole-sweep model: each loop's predicted cycles per iteration times
//! how often the `paper` sweep runs it, plus page faults at a measured cost.
//!
//! Per combo the kernel runs seven WMA passes (windows h, n, s, p3, p2, p,
//! p; docs/study.md#hma-and-hma3), two combines and one event loop over every bar. A WMA pass
//! of window `l` computes `bars − l + 1` outputs of `l` multiply-adds each;
//! the hot loop does `m` of them per iteration, so one output costs `l / m`
//! iterations plus its own overhead (the outer loop: divide, store, index
//! arithmetic), which the model puts at one more iteration — a stated
//! approximation, not a measurement; the calibration says what it is worth.

use kernel_spec::Params;

/// How often the sweep runs each loop.
#[derive(Clone, Debug, PartialEq)]
pub struct Work {
    /// (window, outputs) of every WMA pass of every combo.
    pub passes: Vec<(usize, usize)>,
    /// Bars × combos: iterations of one combine or of the event loop.
    pub bar_combos: f64,
}

impl Work {
    pub fn of(n_bars: usize, params: &[Params]) -> Work {
        let passes = params
            .iter()
            .flat_map(|p| [p.h, p.n, p.s, p.p3, p.p2, p.p, p.p])
            .map(|l| {
                let l = usize::try_from(l).unwrap_or(0).max(1);
                (l, (n_bars + 1).saturating_sub(l))
            })
            .collect();
        Work {
            passes,
            bar_combos: (n_bars * params.len()) as f64,
        }
    }

    /// Multiply-adds of the sweep (kernel_spec::sweep_macs counts the same).
    #[cfg(test)]
    pub fn macs(&self) -> f64 {
        self.passes.iter().map(|&(l, o)| (l * o) as f64).sum()
    }
}

/// One loop as the model sees it: cycles per iteration and the work one
/// iteration does (multiply-adds, elements or bars).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LoopCost {
    pub cycles: f64,
    pub work: f64,
}

impl LoopCost {
    fn per_unit(self) -> f64 {
        self.cycles / self.work.max(1.0)
    }
}

/// The loops of one kernel on one CPU model.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Loops {
    pub wma: LoopCost,
    pub combine2: LoopCost,
    pub combine3: LoopCost,
    pub event: LoopCost,
}

/// Predicted core cycles of one sweep (no page faults).
pub fn cycles(work: &Work, loops: &Loops) -> f64 {
    let wma: f64 = work
        .passes
        .iter()
        .map(|&(l, outputs)| outputs as f64 * (l as f64 / loops.wma.work.max(1.0) + 1.0))
        .sum::<f64>()
        * loops.wma.cycles;
    let per_bar = loops.combine2.per_unit() + loops.combine3.per_unit() + loops.event.per_unit();
    wma + work.bar_combos * per_bar
}

/// Predicted seconds: cycles at `clock_hz`, plus `faults` page faults of
/// `fault_ns` each.
pub fn seconds(cycles: f64, clock_hz: f64, faults: f64, fault_ns: f64) -> f64 {
    cycles / clock_hz + faults * fault_ns * 1e-9
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel_spec::{paper_grid, sweep_macs};

    fn flat(cycles: f64, work: f64) -> LoopCost {
        LoopCost { cycles, work }
    }

    #[test]
    fn the_passes_are_the_kernels_seven_wmas_per_combo() {
        let grid = paper_grid();
        let w = Work::of(150_000, &grid);
        assert_eq!(w.passes.len(), 7 * grid.len());
        assert_eq!(w.macs(), sweep_macs(150_000, &grid) as f64);
        assert_eq!(w.bar_combos, 150_000.0 * grid.len() as f64);
    }

    #[test]
    fn cycles_count_each_output_as_its_iterations_plus_one() {
        let w = Work {
            passes: vec![(4, 10)],
            bar_combos: 0.0,
        };
        let scalar = Loops {
            wma: flat(2.0, 1.0),
            combine2: flat(0.0, 1.0),
            combine3: flat(0.0, 1.0),
            event: flat(0.0, 1.0),
        };
        // 10 outputs × (4 + 1) iterations × 2 cycles.
        assert_eq!(cycles(&w, &scalar), 100.0);
        let unrolled = Loops {
            wma: flat(2.0, 4.0),
            ..scalar
        };
        assert_eq!(cycles(&w, &unrolled), 10.0 * 2.0 * 2.0);
    }

    #[test]
    fn per_bar_loops_scale_with_bars_times_combos() {
        let w = Work {
            passes: vec![],
            bar_combos: 1000.0,
        };
        let l = Loops {
            wma: flat(1.0, 1.0),
            combine2: flat(4.0, 4.0),
            combine3: flat(3.0, 2.0),
            event: flat(5.0, 1.0),
        };
        assert_eq!(cycles(&w, &l), 1000.0 * (1.0 + 1.5 + 5.0));
        assert_eq!(seconds(2e9, 2e9, 1e6, 500.0), 1.5);
    }
}
