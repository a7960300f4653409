//! `sliding-simd`: kernel-sliding with [`LANES`] anchor periods side by
//! side on vector lanes, the sweep blocked over tiles of them
//! ([`crate::blocked`]): every series in tile layout, so nothing is
//! transposed but the close, and each combo's working set on a tile stays
//! in L2 (it computes its own raw windows there, or a pair of combos
//! their shared ones once). Every lane does the scalar recurrence's
//! operations in its order and anchors where it anchors; the WMAs' output
//! multiplies are fused into the combines and the gap, within the same
//! error bound ([`crate::blocked`]), so the trades, and the pnl with them,
//! are kernel-safe's and `sliding`'s bit for bit.
//!
//! One algorithm, compiled three times — inside an `avx512f` (with `bw`
//! and `vl`) and an `avx2` `#[target_feature]` function, both with `fma`,
//! and once for the baseline target ([`Isa::Portable`], where the
//! recurrence's fused multiply-add is libm's `fma` unless the target has
//! it: the same bits, slower); [`SlidingSimd::auto`] is the one
//! place a path is chosen, from what the CPU reports. Everything between
//! those entry points and the lane loops is `#[inline(always)]`. The
//! recurrences and combines run row by row on the lanes, and so do the
//! sides and the near-tie test, on each row of the lines' distance while
//! it is in registers ([`crate::tile::Out`]), as bit masks each path
//! makes with its own compares ([`crate::sides`], whose token the entry
//! point makes); the crossings and the event loop then read the sides.
//!
//! Where its time goes (perf, `paper`, Intel Xeon, after the row masks of
//! [`crate::sides`]): the recurrences of both passes a little under half,
//! the lines' gaps with their sides and near ties about a fifth, the
//! event loop about a seventh (kernel-safe's trade arithmetic, one
//! dependent add per trade); the combines, the crossings, the near-tie
//! scan, the close's gather and the per-sweep anchor grid and bounds the
//! rest. No page faults per sweep after the first. The report compares it
//! with its own limit (flop rate and memory bandwidth).

use crate::blocked::{self, Shared};
use crate::sides::Portable;
use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Exactness, Kernel, Prepared, Sweep};

/// Lanes per tile: two AVX-512 registers (four AVX2 ones) per operation,
/// so each row's step carries independent dependency chains (8 and 32
/// lanes measured slower when raw windows still had tiles of their own:
/// fewer chains, or a working set past L2).
pub const LANES: usize = 16;

/// An instruction-set path (the same names as `kernel_simd::Isa`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Isa {
    Avx512,
    Avx2,
    Portable,
}

impl Isa {
    pub fn name(self) -> &'static str {
        match self {
            Isa::Avx512 => "avx512",
            Isa::Avx2 => "avx2",
            Isa::Portable => "portable",
        }
    }

    /// Whether this CPU runs the path (detected at run time).
    pub fn is_supported(self) -> bool {
        match self {
            // F for the sides' compares into masks; BW and VL enabled with
            // it for the compiler's use (word-sized and narrower forms of
            // AVX-512 instructions); every AVX-512 core since Skylake-SP
            // has them.
            Isa::Avx512 => kernel_spec::cpu::features().avx512_bw_vl_fma(),
            // FMA with both vector paths: the recurrence's `l·x` is fused
            // into its add (`crate::wma`); every AVX2 core but VIA's has it.
            Isa::Avx2 => kernel_spec::cpu::features().avx2_fma(),
            Isa::Portable => true,
        }
    }
}

/// `kernel-sliding` on lanes (`sliding-simd` on the CLI).
#[derive(Clone, Copy, Debug)]
pub struct SlidingSimd {
    isa: Isa,
}

impl SlidingSimd {
    /// The widest path this CPU runs.
    pub fn auto() -> Self {
        let isa = [Isa::Avx512, Isa::Avx2]
            .into_iter()
            .find(|i| i.is_supported())
            .unwrap_or(Isa::Portable);
        SlidingSimd { isa }
    }

    /// One path, if this CPU runs it.
    pub fn with(isa: Isa) -> Result<Self, String> {
        if isa.is_supported() {
            Ok(SlidingSimd { isa })
        } else {
            Err(format!("this CPU does not run the {} path", isa.name()))
        }
    }

    pub fn isa(&self) -> Isa {
        self.isa
    }
}

impl Kernel for SlidingSimd {
    fn name(&self) -> &str {
        "sliding-simd"
    }

    fn exactness(&self) -> Exactness {
        Exactness::Within(PNL_TOLERANCE)
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        sweep(self.isa, s)
    }

    /// The anchor grid, the close's tiles and the cache of kernel-safe's
    /// values serve every combo of the sweep (the grid is shared through
    /// [`Kernel::prepare`]; the tiles and the cache are per batch).
    fn shares_work_across_combos(&self) -> bool {
        true
    }

    /// The anchor grid, drawn once: every row then costs only its own
    /// work, so `par-` can deal the rows out in any batches (a sweep
    /// whose windows do not fit a tile runs the scalar kernel: `None`).
    fn prepare<'s>(&self, s: &Sweep<'s>) -> Option<Box<dyn Prepared + 's>> {
        blocked::fits(s.params()).then(|| {
            Box::new(PreparedSweep {
                isa: self.isa,
                shared: Shared::new(s),
            }) as Box<dyn Prepared + 's>
        })
    }

    /// What `sliding` holds, plus one tile: [`LANES`] periods of input
    /// (their anchor windows included) and of output.
    fn workspace_bytes(&self, n_bars: usize, n_combos: usize) -> usize {
        let window = n_bars.min(1 << 40);
        let tile = LANES
            .saturating_mul(8)
            .saturating_mul(window.saturating_add(2 * crate::wma::PERIOD));
        crate::Sliding
            .workspace_bytes(n_bars, n_combos)
            .saturating_add(tile)
    }
}

/// Every combo of a validated sweep on the chosen path, in row order.
#[inline(never)]
pub fn sweep(isa: Isa, s: &Sweep<'_>) -> Vec<ComboResult> {
    if !blocked::fits(s.params()) {
        return crate::sweep(s);
    }
    let rows: Vec<usize> = (0..s.params().len()).collect();
    sweep_rows(isa, &Shared::new(s), &rows)
}

/// The combos `rows` of a sweep whose windows [`blocked::fits`], on the
/// chosen path.
fn sweep_rows(isa: Isa, sh: &Shared<'_>, rows: &[usize]) -> Vec<ComboResult> {
    match isa {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `SlidingSimd` holds `Avx512` only when the CPU reported
        // avx512f, avx512bw, avx512vl and fma (`Isa::is_supported`),
        // checked where it was made.
        Isa::Avx512 => unsafe { x86::sweep_avx512(sh, rows) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: as above, for avx2 and fma.
        Isa::Avx2 => unsafe { x86::sweep_avx2(sh, rows) },
        _ => blocked::sweep_rows::<LANES>(sh, rows, Portable),
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::LANES;
    use crate::blocked::{Shared, sweep_rows};
    use crate::sides::{Avx2, Avx512};
    use kernel_spec::ComboResult;

    #[target_feature(enable = "avx512f,avx512bw,avx512vl,fma")]
    pub fn sweep_avx512(sh: &Shared<'_>, rows: &[usize]) -> Vec<ComboResult> {
        // SAFETY: this function runs only where the CPU has avx512f (its
        // own `target_feature`).
        let decide = unsafe { Avx512::new_unchecked() };
        align_frame();
        sweep_rows::<LANES>(sh, rows, decide)
    }

    #[target_feature(enable = "avx2,fma")]
    pub fn sweep_avx2(sh: &Shared<'_>, rows: &[usize]) -> Vec<ComboResult> {
        // SAFETY: this function runs only where the CPU has avx2.
        let decide = unsafe { Avx2::new_unchecked() };
        align_frame();
        sweep_rows::<LANES>(sh, rows, decide)
    }

    /// A cache line of stack: declared in an entry point (inlined), it
    /// makes LLVM realign that function's frame to 64 bytes, so the frame
    /// sits the same way on cache lines on every thread, whatever the
    /// thread's stack address. With the frame only 16-byte aligned, the
    /// passes' 64-byte spill slots sat differently per thread:
    /// `par-sliding-simd`'s second thread swept its batch slower than the
    /// calling thread swept the same batch, every sweep; realigned, the
    /// two measured equal (paper, Intel Xeon; commit 2460df9 states the
    /// runs). Nothing in the language promises the realignment; the
    /// committed asm (`asm/`) holds only the dispatch, not this body, so a
    /// compiler that drops it shows only as that gap coming back.
    #[inline(always)]
    fn align_frame() {
        #[repr(align(64))]
        struct CacheLine([u8; 64]);
        // A local, not a promoted constant: it must be in the frame.
        let line = CacheLine([0; 64]);
        std::hint::black_box(&line.0);
    }
}

/// A sweep with its anchor grid drawn, for `par-` to run batches of rows on.
struct PreparedSweep<'s> {
    isa: Isa,
    shared: Shared<'s>,
}

impl Prepared for PreparedSweep<'_> {
    fn sweep_rows(&self, rows: &[usize]) -> Vec<ComboResult> {
        sweep_rows(self.isa, &self.shared, rows)
    }

    /// By cost, a pair of combos that share their raw windows in one batch
    /// (dealt round-robin, the paper grid's pairs, neighbours, fell apart).
    fn deal(&self, n: usize, k: usize) -> Vec<Vec<usize>> {
        debug_assert_eq!(n, self.shared.rows());
        self.shared.deal(k)
    }
}
