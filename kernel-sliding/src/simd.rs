//! `sliding-simd`: kernel-sliding with every WMA run [`LANES`] anchor
//! periods at a time on vector lanes ([`crate::tiles`]); the shared raw
//! WMAs, the combines, the near-tie patching and the event loop are the
//! scalar kernel's ([`crate::sweep_with`]). Every lane does the scalar
//! recurrence's operations in its order, so the results are bit-identical
//! to `sliding`'s (and with them its trades: kernel-safe's).
//!
//! One algorithm, compiled three times — inside an `avx512f` and an `avx2`
//! `#[target_feature]` function (each with its own 8 × 8 transposes,
//! [`crate::transpose`]) and once for the baseline target
//! ([`Isa::Portable`]); [`SlidingSimd::auto`] is the one place a path is
//! chosen, from what the CPU reports. Everything between those entry
//! points and the lane loops is `#[inline(always)]` and free of iterator
//! adapters whose `fold` would be compiled as a function of its own,
//! without the target features.
//!
//! Where its time goes (a perf profile on `paper`): mostly the recurrence,
//! then the transposes into and out of the tiles and the combines (reading
//! the shared raw WMAs back from memory), the event loop last. The report
//! compares it with its own limit (flop rate and memory bandwidth).

use crate::WmaPath;
use crate::tiles::{Tile, wma_tiled};
use crate::transpose::{Portable, Transpose};
use kernel_spec::gate::PNL_TOLERANCE;
use kernel_spec::{ComboResult, Exactness, Kernel, Sweep};

/// Series per group: two AVX-512 registers (four AVX2 ones) per operation,
/// so each instruction stream carries independent dependency chains.
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
            #[cfg(target_arch = "x86_64")]
            Isa::Avx512 => std::arch::is_x86_feature_detected!("avx512f"),
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2 => std::arch::is_x86_feature_detected!("avx2"),
            #[cfg(not(target_arch = "x86_64"))]
            Isa::Avx512 | Isa::Avx2 => false,
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

    /// The WMAs of the close, one per distinct window length, serve every
    /// combo of the sweep: `par-` hands this kernel batches of rows.
    fn shares_work_across_combos(&self) -> bool {
        true
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
    match isa {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: `SlidingSimd` holds `Avx512` only when the CPU reported
        // avx512f (`Isa::is_supported`), checked where it was made.
        Isa::Avx512 => unsafe { x86::sweep_avx512(s) },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: as above, for avx2.
        Isa::Avx2 => unsafe { x86::sweep_avx2(s) },
        _ => sweep_tiled::<LANES, Portable>(s),
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{LANES, sweep_tiled};
    use crate::transpose::{Avx2, Avx512};
    use kernel_spec::{ComboResult, Sweep};

    #[target_feature(enable = "avx512f")]
    pub fn sweep_avx512(s: &Sweep<'_>) -> Vec<ComboResult> {
        sweep_tiled::<LANES, Avx512>(s)
    }

    #[target_feature(enable = "avx2")]
    pub fn sweep_avx2(s: &Sweep<'_>) -> Vec<ComboResult> {
        sweep_tiled::<LANES, Avx2>(s)
    }
}

/// Every WMA on `L` lanes of anchor periods, moved with `T`'s transposes.
struct Tiled<const L: usize, T>(Tile, std::marker::PhantomData<T>);

impl<const L: usize, T: Transpose> WmaPath for Tiled<L, T> {
    #[inline(always)]
    fn wma(&mut self, x: &[f64], l: usize, out: &mut [f64]) {
        wma_tiled::<L, T>(x, l, out, &mut self.0);
    }
}

/// The sweep with every WMA on `L` lanes of anchor periods.
#[inline(always)]
fn sweep_tiled<const L: usize, T: Transpose>(s: &Sweep<'_>) -> Vec<ComboResult> {
    crate::sweep_with(
        s,
        &mut Tiled::<L, T>(Tile::default(), std::marker::PhantomData),
    )
}
