//! Parameter rows `(n, h, s, p, p3, p2)` and the study's 80-combo grid
//! (docs/study.md#the-grid).

use serde::{Deserialize, Serialize};

/// Bytes per parameter row on the wire and in `--params` files: 6 × i64 LE.
pub const PARAMS_ROW_BYTES: usize = 6 * 8;

/// One combo's window lengths, taken as given by every kernel (never re-derived).
///
/// `a = WMA(2·WMA(x,h) − WMA(x,n), s)`, `b = WMA(3·WMA(x,p3) − WMA(x,p2) − WMA(x,p), p)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Params {
    pub n: i64,
    pub h: i64,
    pub s: i64,
    pub p: i64,
    pub p3: i64,
    pub p2: i64,
}

impl Params {
    pub const fn new(n: i64, h: i64, s: i64, p: i64, p3: i64, p2: i64) -> Self {
        Params { n, h, s, p, p3, p2 }
    }

    /// The six lengths in wire order.
    pub const fn as_array(&self) -> [i64; 6] {
        [self.n, self.h, self.s, self.p, self.p3, self.p2]
    }

    pub const fn from_array(a: [i64; 6]) -> Self {
        Params::new(a[0], a[1], a[2], a[3], a[4], a[5])
    }

    /// Names of the six fields in wire order, for error messages and headers.
    pub const FIELD_NAMES: [&'static str; 6] = ["n", "h", "s", "p", "p3", "p2"];

    /// Derives a row from `n` with the study's "R1" rounding: Python's
    /// `round` (ties to even) and a floor of 1 on every length.
    pub fn from_n_r1(n: i64) -> Self {
        let r = |x: f64| (x.round_ties_even() as i64).max(1);
        let half = r(n as f64 / 2.0);
        Params::new(
            n,
            half,
            r((n as f64).sqrt()),
            half,
            r(half as f64 / 3.0),
            r(half as f64 / 2.0),
        )
    }

    /// Little-endian wire bytes of this row.
    pub fn to_le_bytes(&self) -> [u8; PARAMS_ROW_BYTES] {
        let mut out = [0u8; PARAMS_ROW_BYTES];
        for (chunk, v) in out.chunks_exact_mut(8).zip(self.as_array()) {
            chunk.copy_from_slice(&v.to_le_bytes());
        }
        out
    }
}

/// `numpy.linspace(6, 200, 80).astype(int)` — truncation, last point exact.
///
/// 79 is prime and does not divide 194, so every interior point is at least
/// 1/79 away from an integer: float rounding in the step cannot change a
/// truncated value, and the simple formula reproduces numpy exactly.
fn linspace_trunc(start: f64, stop: f64, num: usize) -> Vec<i64> {
    let step = (stop - start) / (num - 1) as f64;
    (0..num)
        .map(|i| {
            if i == num - 1 {
                stop as i64
            } else {
                (start + i as f64 * step) as i64
            }
        })
        .collect()
}

/// The study's 80-combo grid, in its order (docs/study.md#the-grid).
pub fn paper_grid() -> Vec<Params> {
    linspace_trunc(6.0, 200.0, 80)
        .into_iter()
        .map(Params::from_n_r1)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The study's table (docs/study.md#the-grid), copied verbatim: the grid
    /// must reproduce it exactly.
    const STUDY_TABLE: &str = "
    6 3 2 3 1 2 | 8 4 3 4 1 2 | 10 5 3 5 2 2 | 13 6 4 6 2 3
    15 8 4 8 3 4 | 18 9 4 9 3 4 | 20 10 4 10 3 5 | 23 12 5 12 4 6
    25 12 5 12 4 6 | 28 14 5 14 5 7 | 30 15 5 15 5 8 | 33 16 6 16 5 8
    35 18 6 18 6 9 | 37 18 6 18 6 9 | 40 20 6 20 7 10 | 42 21 6 21 7 10
    45 22 7 22 7 11 | 47 24 7 24 8 12 | 50 25 7 25 8 12 | 52 26 7 26 9 13
    55 28 7 28 9 14 | 57 28 8 28 9 14 | 60 30 8 30 10 15 | 62 31 8 31 10 16
    64 32 8 32 11 16 | 67 34 8 34 11 17 | 69 34 8 34 11 17 | 72 36 8 36 12 18
    74 37 9 37 12 18 | 77 38 9 38 13 19 | 79 40 9 40 13 20 | 82 41 9 41 14 20
    84 42 9 42 14 21 | 87 44 9 44 15 22 | 89 44 9 44 15 22 | 91 46 10 46 15 23
    94 47 10 47 16 24 | 96 48 10 48 16 24 | 99 50 10 50 17 25 | 101 50 10 50 17 25
    104 52 10 52 17 26 | 106 53 10 53 18 26 | 109 54 10 54 18 27 | 111 56 11 56 19 28
    114 57 11 57 19 28 | 116 58 11 58 19 29 | 118 59 11 59 20 30 | 121 60 11 60 20 30
    123 62 11 62 21 31 | 126 63 11 63 21 32 | 128 64 11 64 21 32 | 131 66 11 66 22 33
    133 66 12 66 22 33 | 136 68 12 68 23 34 | 138 69 12 69 23 34 | 141 70 12 70 23 35
    143 72 12 72 24 36 | 145 72 12 72 24 36 | 148 74 12 74 25 37 | 150 75 12 75 25 38
    153 76 12 76 25 38 | 155 78 12 78 26 39 | 158 79 13 79 26 40 | 160 80 13 80 27 40
    163 82 13 82 27 41 | 165 82 13 82 27 41 | 168 84 13 84 28 42 | 170 85 13 85 28 42
    172 86 13 86 29 43 | 175 88 13 88 29 44 | 177 88 13 88 29 44 | 180 90 13 90 30 45
    182 91 13 91 30 46 | 185 92 14 92 31 46 | 187 94 14 94 31 47 | 190 95 14 95 32 48
    192 96 14 96 32 48 | 195 98 14 98 33 49 | 197 98 14 98 33 49 | 200 100 14 100 33 50";

    #[test]
    fn grid_reproduces_spec_table() {
        let expected: Vec<Params> = STUDY_TABLE
            .split(['|', '\n'])
            .map(str::trim)
            .filter(|row| !row.is_empty())
            .map(|row| {
                let v: Vec<i64> = row.split_whitespace().map(|t| t.parse().unwrap()).collect();
                Params::from_array(v.try_into().unwrap())
            })
            .collect();
        assert_eq!(expected.len(), 80);
        assert_eq!(paper_grid(), expected);
    }

    #[test]
    fn r1_rounding_is_ties_to_even() {
        // n = 13: n/2 = 6.5 rounds to 6 (even), not 7.
        assert_eq!(Params::from_n_r1(13).h, 6);
        // n = 6: p = 3, p3 = round(1.0) = 1, p2 = round(1.5) = 2.
        assert_eq!(Params::from_n_r1(6), Params::new(6, 3, 2, 3, 1, 2));
        // Every length is at least 1.
        assert_eq!(Params::from_n_r1(1), Params::new(1, 1, 1, 1, 1, 1));
    }

    #[test]
    fn le_bytes_are_wire_order() {
        let b = Params::new(1, 2, 3, 4, 5, 6).to_le_bytes();
        assert_eq!(&b[..8], &1i64.to_le_bytes());
        assert_eq!(&b[40..], &6i64.to_le_bytes());
    }
}
