//! Division by a known divisor without the divider, still correctly rounded.
//!
//! Every WMA output ends with `sum / (L(L+1)/2)`. The divider is the one
//! unit of the core that is not pipelined (one 8-lane `vdivpd` per ~16
//! cycles here): with short windows it, not the multiply-adds, bounds the
//! pass. Since the divisor `d` is known for the whole pass, the vector paths
//! compute the quotient with Markstein's refinement instead:
//!
//! ```text
//! y  = RN(1/d)            once per pass, a scalar IEEE division
//! q0 = RN(s·y)            ≈ s/d within ~2 ulp
//! r0 = RN(s − d·q0)       FMA
//! q1 = RN(q0 + r0·y)      FMA: now faithful (within 1 ulp)
//! r1 = s − d·q1           FMA, exact (the remainder of a faithful quotient is representable)
//! q2 = RN(q1 + r1·y)      FMA
//! ```
//!
//! Markstein's theorem (Handbook of Floating-Point Arithmetic, §4.7): if `y`
//! approximates `1/d` with relative error below 2^-p and `q1` is a faithful
//! quotient, then `q2 = RN(s/d)` — the correctly rounded quotient, i.e. the
//! very bits IEEE division returns. The theorem needs every intermediate in
//! the normal range; lanes whose first estimate lies outside
//! [2^-900, 2^900] (zero, NaN, ∞, tiny or huge values) take the real
//! division instead, so the result equals `s / d` for every input.
//! `tests::fma_div_*` check it against `/` on hard cases (exact quotients,
//! near-ties, every binade, every divisor of the grid) for each path.

#[cfg(test)]
mod tests {
    use crate::Isa;

    /// Deterministic xorshift, so failures reproduce.
    fn rng(mut s: u64) -> impl FnMut() -> u64 {
        move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        }
    }

    /// Dividends that stress a quotient routine for divisor `d`.
    fn hard_dividends(d: f64, next: &mut impl FnMut() -> u64) -> Vec<f64> {
        let mut v = Vec::new();
        for _ in 0..64 {
            // Random significand, exponent anywhere in the normal range.
            let bits = next();
            let exp = (next() % 2040 + 4) << 52;
            v.push(f64::from_bits(
                (bits & ((1 << 52) - 1)) | exp | (bits & (1 << 63)),
            ));
            // Exact quotients: s = q·d with a short q.
            let q = (next() % 1_000_000) as f64 / 64.0;
            v.push(q * d);
            // Near ties: s ≈ (q + ulp/2)·d, and its neighbours.
            let q = f64::from_bits((next() % (1 << 52)) | (1023 << 52)) * 100.0;
            let mid = (q + f64::from_bits(q.to_bits() + 1)) / 2.0;
            let s = mid * d;
            for k in -2i64..=2 {
                v.push(f64::from_bits((s.to_bits() as i64 + k) as u64));
            }
            // Prices as the kernel sees them: ~100 × Σ weights.
            v.push((90.0 + (next() % 20_000) as f64 / 1000.0) * d);
        }
        v.extend([
            0.0,
            -0.0,
            1e-310,
            -1e-310,
            1e300,
            f64::MAX,
            f64::MIN_POSITIVE,
            f64::NAN,
            f64::INFINITY,
        ]);
        v
    }

    fn check_path(path: Isa) {
        let Ok(simd) = crate::Simd::new(path) else {
            return;
        };
        let mut next = rng(0x9E37_79B9_7F4A_7C15 ^ path as u64);
        let divisors: Vec<f64> = (1..=400usize)
            .chain([1_000, 4_095, 65_536, 149_999, 150_000])
            .map(|l| (l * (l + 1)) as f64 / 2.0)
            .collect();
        for d in divisors {
            let s = hard_dividends(d, &mut next);
            let mut out = vec![0.0; s.len()];
            simd.divide_all(&s, d, &mut out);
            for (x, q) in s.iter().zip(&out) {
                let want = x / d;
                assert!(
                    want.to_bits() == q.to_bits() || (want.is_nan() && q.is_nan()),
                    "{path:?}: {x:e} / {d} = {want:e}, got {q:e}"
                );
            }
        }
    }

    #[test]
    fn fma_div_matches_ieee_division_avx512() {
        check_path(Isa::Avx512);
    }

    #[test]
    fn fma_div_matches_ieee_division_avx2() {
        check_path(Isa::Avx2);
    }

    #[test]
    fn fma_div_matches_ieee_division_portable() {
        check_path(Isa::Portable);
    }
}
