//! The one place this workspace asks what the CPU can run: the features
//! the kernels dispatch on and the probes measure with, detected once per
//! process. A kernel that needs a feature asks here (its entry point's
//! `#[target_feature]` then holds it to what was asked), so "which path ran"
//! has one answer everywhere. Off x86-64 every x86 feature is absent; FMA
//! is part of aarch64's baseline.

use std::sync::OnceLock;

/// What this CPU runs, of the features the kernels use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Features {
    /// Fused multiply-add (x86 FMA3; aarch64's baseline).
    pub fma: bool,
    pub avx2: bool,
    pub avx512f: bool,
    /// AVX-512 byte and word forms.
    pub avx512bw: bool,
    /// AVX-512 at 128 and 256 bits.
    pub avx512vl: bool,
}

impl Features {
    /// AVX2 with FMA (the AVX2 paths fuse or need both).
    pub fn avx2_fma(self) -> bool {
        self.avx2 && self.fma
    }

    /// AVX-512 F, BW and VL with FMA (every AVX-512 core since Skylake-SP).
    pub fn avx512_bw_vl_fma(self) -> bool {
        self.avx512f && self.avx512bw && self.avx512vl && self.fma
    }
}

/// This CPU's features, detected on the first call.
pub fn features() -> Features {
    static DETECTED: OnceLock<Features> = OnceLock::new();
    *DETECTED.get_or_init(detect)
}

#[cfg(target_arch = "x86_64")]
fn detect() -> Features {
    Features {
        fma: std::arch::is_x86_feature_detected!("fma"),
        avx2: std::arch::is_x86_feature_detected!("avx2"),
        avx512f: std::arch::is_x86_feature_detected!("avx512f"),
        avx512bw: std::arch::is_x86_feature_detected!("avx512bw"),
        avx512vl: std::arch::is_x86_feature_detected!("avx512vl"),
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn detect() -> Features {
    Features {
        fma: cfg!(target_arch = "aarch64") || cfg!(target_feature = "fma"),
        ..Features::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_combinations_need_every_feature_they_name() {
        let all = Features {
            fma: true,
            avx2: true,
            avx512f: true,
            avx512bw: true,
            avx512vl: true,
        };
        assert!(all.avx2_fma() && all.avx512_bw_vl_fma());
        assert!(!Features { fma: false, ..all }.avx2_fma());
        assert!(
            !Features {
                avx512vl: false,
                ..all
            }
            .avx512_bw_vl_fma()
        );
        assert!(!Features::default().avx2_fma());
        // Detection is stable within a process.
        assert_eq!(features(), features());
    }
}
