//! The machine's limits, measured rather than looked up.
//!
//! * Clock: a chain of dependent `imul`s (3-cycle latency on every x86-64
//!   core of the last decade) — cycles = 3 × multiplies. Register-register,
//!   so no rename-stage trick shortens it (dependent `add reg, imm` chains
//!   run faster than 1/cycle on recent Intel cores).
//! * Peak multiply-adds: 8 independent multiply chains and 8 independent add
//!   chains per ISA width, the kernel's own instruction mix (separate mul
//!   and add — the bit-exact kernels use no FMA for their sums). One MAC =
//!   one lane of one mul plus one lane of one add.
//!
//! * Memory read bandwidth of one core: a sum over a buffer far larger than
//!   any cache (256 MiB), eight independent accumulators, so the loads and
//!   not the adds bound it.
//!
//! Each figure is the best of a few short runs (the least disturbed one).

use serde::{Deserialize, Serialize};
use std::time::Instant;

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Limits {
    /// Core clock while running scalar integer code, Hz.
    pub clock_hz: Option<f64>,
    /// Peak MACs per second on one core, per ISA that this CPU runs.
    pub peak_macs: Vec<(String, f64)>,
    /// Bytes per second one core reads from memory (records before this
    /// field: none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_bytes_per_s: Option<f64>,
}

impl Limits {
    pub fn measure() -> Limits {
        // No peak probe outside x86-64 yet (aarch64: an empty list, and the
        // report's peak columns say "—").
        #[cfg_attr(not(target_arch = "x86_64"), allow(unused_mut))]
        let mut peak_macs = Vec::new();
        #[cfg(target_arch = "x86_64")]
        {
            let cpu = kernel_spec::cpu::features();
            if cpu.avx512f {
                // SAFETY: AVX-512F detected just above.
                peak_macs.push(("avx512".into(), best_of(|| unsafe { x86::peak_avx512() })));
            }
            if cpu.avx2 {
                // SAFETY: AVX2 detected just above.
                peak_macs.push(("avx2".into(), best_of(|| unsafe { x86::peak_avx2() })));
            }
            // SAFETY: SSE2 is part of the x86-64 baseline.
            peak_macs.push(("sse2".into(), best_of(|| unsafe { x86::peak_sse2() })));
        }
        Limits {
            clock_hz: clock_hz(),
            peak_macs,
            read_bytes_per_s: Some(read_bandwidth()),
        }
    }

    /// The highest per-core peak (the widest ISA).
    pub fn best_peak(&self) -> Option<(&str, f64)> {
        self.peak_macs
            .iter()
            .map(|(n, p)| (n.as_str(), *p))
            .max_by(|a, b| a.1.total_cmp(&b.1))
    }
}

/// One core reading 256 MiB (pages touched before the clock starts).
fn read_bandwidth() -> f64 {
    let buffer = vec![1.0f64; 32 << 20];
    let run = || {
        let t0 = Instant::now();
        let mut acc = [0.0f64; 8];
        for chunk in buffer.chunks_exact(8) {
            for (a, v) in acc.iter_mut().zip(chunk) {
                *a += v;
            }
        }
        let s = t0.elapsed().as_secs_f64();
        std::hint::black_box(acc);
        (buffer.len() * 8) as f64 / s
    };
    best_of(run)
}

fn best_of(f: impl Fn() -> f64) -> f64 {
    (0..3).map(|_| f()).fold(0.0, f64::max)
}

#[cfg(target_arch = "x86_64")]
fn clock_hz() -> Option<f64> {
    Some(best_of(|| super::beside::imul_chain_hz(300_000_000)))
}

#[cfg(not(target_arch = "x86_64"))]
fn clock_hz() -> Option<f64> {
    None
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::Instant;
    use core::arch::x86_64::*;
    use std::hint::black_box;

    const ITERS: u64 = 50_000_000;

    /// # Safety
    /// The CPU must support AVX-512F.
    #[target_feature(enable = "avx512f")]
    pub unsafe fn peak_avx512() -> f64 {
        let (m, c) = (
            _mm512_set1_pd(black_box(1.0)),
            _mm512_set1_pd(black_box(0.0)),
        );
        let mut a = [_mm512_set1_pd(black_box(1.5)); 8];
        let mut b = a;
        let t0 = Instant::now();
        for _ in 0..ITERS {
            for j in 0..8 {
                a[j] = _mm512_mul_pd(a[j], m);
                b[j] = _mm512_add_pd(b[j], c);
            }
        }
        let s = t0.elapsed().as_secs_f64();
        black_box((a, b));
        (ITERS * 8 * 8) as f64 / s
    }

    /// # Safety
    /// The CPU must support AVX2.
    #[target_feature(enable = "avx2")]
    pub unsafe fn peak_avx2() -> f64 {
        let (m, c) = (
            _mm256_set1_pd(black_box(1.0)),
            _mm256_set1_pd(black_box(0.0)),
        );
        let mut a = [_mm256_set1_pd(black_box(1.5)); 8];
        let mut b = a;
        let t0 = Instant::now();
        for _ in 0..ITERS {
            for j in 0..8 {
                a[j] = _mm256_mul_pd(a[j], m);
                b[j] = _mm256_add_pd(b[j], c);
            }
        }
        let s = t0.elapsed().as_secs_f64();
        black_box((a, b));
        (ITERS * 8 * 4) as f64 / s
    }

    /// Scalar `mulsd`/`addsd` (what `kernel-safe`'s loop is made of).
    ///
    /// # Safety
    /// The CPU must support SSE2 (every x86-64 CPU does).
    #[target_feature(enable = "sse2")]
    pub unsafe fn peak_sse2() -> f64 {
        let (m, c) = (_mm_set_sd(black_box(1.0)), _mm_set_sd(black_box(0.0)));
        let mut a = [_mm_set_sd(black_box(1.5)); 8];
        let mut b = a;
        let t0 = Instant::now();
        for _ in 0..ITERS {
            for j in 0..8 {
                a[j] = _mm_mul_sd(a[j], m);
                b[j] = _mm_add_sd(b[j], c);
            }
        }
        let s = t0.elapsed().as_secs_f64();
        black_box((a, b));
        (ITERS * 8) as f64 / s
    }
}
