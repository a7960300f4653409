//! `kernel-simd`: the sweep with explicit SIMD, bit-identical to `kernel-safe`.
//!
//! memchr-style layout: the algorithm is written once in `generic` over a
//! small [`Vector`](vector) trait; `x86_64::avx512`, `x86_64::avx2` and
//! `portable` are thin shims that instantiate it for one register type
//! inside a `#[target_feature]` function. [`Simd::new`] is the one place a
//! path is chosen and checked against the CPU; it stores plain function
//! pointers, so nothing is re-detected per call.
//!
//! Besides SIMD, this kernel reuses its buffers: one [`Workspace`] per thread
//! (thread-local), grown once, instead of 9 fresh arrays per combo.

pub mod fma_div;
mod generic;
pub mod portable;
mod vector;
mod workspace;
#[cfg(target_arch = "x86_64")]
pub mod x86_64;

use kernel_spec::{ComboResult, Exactness, Kernel, Params, Sweep};
use std::cell::RefCell;
use std::fmt;
use workspace::Workspace;

/// An instruction-set path of this kernel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Isa {
    Avx512,
    Avx2,
    Portable,
}

impl Isa {
    /// Best first: what [`Isa::best`] tries in order.
    pub const ALL: [Isa; 3] = [Isa::Avx512, Isa::Avx2, Isa::Portable];

    pub fn name(self) -> &'static str {
        match self {
            Isa::Avx512 => "avx512",
            Isa::Avx2 => "avx2",
            Isa::Portable => "portable",
        }
    }

    /// Whether this CPU can run the path (detected at run time).
    pub fn is_supported(self) -> bool {
        match self {
            Isa::Avx512 => kernel_spec::cpu::features().avx512f,
            Isa::Avx2 => kernel_spec::cpu::features().avx2_fma(),
            Isa::Portable => true,
        }
    }

    /// The widest supported path.
    pub fn best() -> Isa {
        Isa::ALL
            .into_iter()
            .find(|p| p.is_supported())
            .unwrap_or(Isa::Portable)
    }

    /// Vector width in f64 lanes.
    pub fn lanes(self) -> usize {
        match self {
            Isa::Avx512 => 8,
            Isa::Avx2 | Isa::Portable => 4,
        }
    }
}

/// Asked for a path the CPU lacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unsupported(pub Isa);

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let supported: Vec<_> = Isa::ALL
            .into_iter()
            .filter(|p| p.is_supported())
            .map(Isa::name)
            .collect();
        write!(
            f,
            "this CPU does not support the {} path (supported here: {})",
            self.0.name(),
            supported.join(", ")
        )
    }
}

impl std::error::Error for Unsupported {}

type WmaFn = unsafe fn(&[f64], usize, &[f64], &mut [f64]);
type HmaFn = unsafe fn(&[f64], &[f64], &mut [f64]);
type Hma3Fn = unsafe fn(&[f64], &[f64], &[f64], &mut [f64]);
type DivFn = unsafe fn(&[f64], f64, &mut [f64]);
type LoopFn = unsafe fn(&[f64], &[f64], &[f64]) -> ComboResult;
type ComboFn = unsafe fn(&mut Workspace, &[f64], &Params) -> ComboResult;

/// The SIMD kernel bound to one ISA.
#[derive(Clone, Copy)]
pub struct Simd {
    isa: Isa,
    auto: bool,
    wma: WmaFn,
    hma: HmaFn,
    hma3: Hma3Fn,
    event_loop: LoopFn,
    combo: ComboFn,
    divide: DivFn,
}

impl fmt::Debug for Simd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Simd")
            .field("isa", &self.isa)
            .field("auto", &self.auto)
            .finish()
    }
}

thread_local! {
    static WORKSPACE: RefCell<Workspace> = RefCell::new(Workspace::default());
}

impl Simd {
    /// The runtime-dispatch point: binds `isa`'s functions, or refuses an
    /// ISA this CPU cannot run.
    pub fn new(isa: Isa) -> Result<Simd, Unsupported> {
        if !isa.is_supported() {
            return Err(Unsupported(isa));
        }
        #[rustfmt::skip]
        let (wma, hma, hma3, event_loop, combo, divide): (WmaFn, HmaFn, Hma3Fn, LoopFn, ComboFn, DivFn) = match isa {
            #[cfg(target_arch = "x86_64")]
            Isa::Avx512 => (
                x86_64::avx512::wma_into,
                x86_64::avx512::hma_combine_into,
                x86_64::avx512::hma3_combine_into,
                x86_64::avx512::event_loop,
                x86_64::avx512::combo,
                x86_64::avx512::divide_all,
            ),
            #[cfg(target_arch = "x86_64")]
            Isa::Avx2 => (
                x86_64::avx2::wma_into,
                x86_64::avx2::hma_combine_into,
                x86_64::avx2::hma3_combine_into,
                x86_64::avx2::event_loop,
                x86_64::avx2::combo,
                x86_64::avx2::divide_all,
            ),
            #[cfg(not(target_arch = "x86_64"))]
            Isa::Avx512 | Isa::Avx2 => unreachable!("is_supported() is false off x86-64"),
            Isa::Portable => (
                portable::wma_into,
                portable::hma_combine_into,
                portable::hma3_combine_into,
                portable::event_loop,
                portable::combo,
                portable::divide_all,
            ),
        };
        Ok(Simd {
            isa,
            auto: false,
            wma,
            hma,
            hma3,
            event_loop,
            combo,
            divide,
        })
    }

    /// The widest ISA this CPU supports (the `simd` kernel).
    pub fn auto() -> Simd {
        let mut s = Simd::new(Isa::best()).expect("the best ISA is supported");
        s.auto = true;
        s
    }

    pub fn isa(&self) -> Isa {
        self.isa
    }

    /// `out = WMA(x, l)` into a caller's buffer; `weights[k]` must be `(k+1) as f64`
    /// for `k < l` (see [`weights`]).
    ///
    /// # Panics
    /// If `l == 0`, `weights.len() < l` or `out.len() != x.len()`.
    pub fn wma_into(&self, x: &[f64], l: usize, weights: &[f64], out: &mut [f64]) {
        // SAFETY: `new` checked that the CPU supports this path.
        unsafe { (self.wma)(x, l, weights, out) }
    }

    /// `WMA(x, l)` as a new vector (tests and one-off calls).
    pub fn wma(&self, x: &[f64], l: usize) -> Vec<f64> {
        let mut out = vec![0.0; x.len()];
        self.wma_into(x, l, &weights(l), &mut out);
        out
    }

    /// `out = 2·h − n`. Panics if lengths differ.
    pub fn hma_combine_into(&self, h: &[f64], n: &[f64], out: &mut [f64]) {
        // SAFETY: `new` checked that the CPU supports this path.
        unsafe { (self.hma)(h, n, out) }
    }

    /// `out = 3·p3 − p2 − p`. Panics if lengths differ.
    pub fn hma3_combine_into(&self, p3: &[f64], p2: &[f64], p: &[f64], out: &mut [f64]) {
        // SAFETY: `new` checked that the CPU supports this path.
        unsafe { (self.hma3)(p3, p2, p, out) }
    }

    /// `out[i] = s[i] / d`, with the path's known-divisor quotient (see
    /// [`fma_div`]): the same bits as `/`. Panics if lengths differ.
    pub fn divide_all(&self, s: &[f64], d: f64, out: &mut [f64]) {
        // SAFETY: `new` checked that the CPU supports this path.
        unsafe { (self.divide)(s, d, out) }
    }

    /// The stop-and-reverse loop over the HMA line `a` and the HMA3 line `b`.
    /// Panics if lengths differ.
    pub fn event_loop(&self, close: &[f64], a: &[f64], b: &[f64]) -> ComboResult {
        // SAFETY: `new` checked that the CPU supports this path.
        unsafe { (self.event_loop)(close, a, b) }
    }

    /// One combo, with this thread's reusable buffers. Window lengths must be
    /// in `1..=close.len()` (a [`Sweep`] guarantees it); otherwise it panics.
    pub fn combo(&self, close: &[f64], p: &Params) -> ComboResult {
        WORKSPACE.with(|ws| {
            let mut ws = ws.borrow_mut();
            // SAFETY: `new` checked that the CPU supports this path.
            unsafe { (self.combo)(&mut ws, close, p) }
        })
    }
}

/// The weight table `[1.0, 2.0, …, l]` that `wma_into` expects.
pub fn weights(l: usize) -> Vec<f64> {
    (1..=l).map(|k| k as f64).collect()
}

impl Kernel for Simd {
    fn name(&self) -> &str {
        match (self.auto, self.isa) {
            (true, _) => "simd",
            (false, Isa::Avx512) => "simd-avx512",
            (false, Isa::Avx2) => "simd-avx2",
            (false, Isa::Portable) => "simd-portable",
        }
    }

    fn exactness(&self) -> Exactness {
        Exactness::BitIdentical
    }

    fn sweep(&self, s: &Sweep<'_>) -> Vec<ComboResult> {
        s.params()
            .iter()
            .map(|p| self.combo(s.close(), p))
            .collect()
    }
}

#[cfg(test)]
mod tests;
