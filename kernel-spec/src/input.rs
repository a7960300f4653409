//! The one place where a sweep request is validated.
//!
//! Every kernel indexes `close[i - L + 1 ..= i]` for every window length `L`
//! of every row, and divides by the entry price. A [`Sweep`] can only be built
//! when those operations are defined: at least one bar, every price finite and
//! positive, every window length in `1..=n_bars`, at least one row.

use crate::Params;
use thiserror::Error;

/// Why a close series or parameter set cannot be swept.
#[derive(Debug, Error, Clone, PartialEq)]
pub enum InputError {
    #[error("the close series is empty (a sweep needs at least one bar)")]
    NoBars,
    #[error("no parameter rows (a sweep needs at least one combo)")]
    NoCombos,
    #[error(
        "close[{index}] = {value:?} is not a finite positive price (entry prices are divided by)"
    )]
    BadPrice { index: usize, value: f64 },
    #[error(
        "params row {row} (1-based): {field} = {value} is not a valid window length; it must be between 1 and the series length {n_bars}"
    )]
    BadWindow {
        row: usize,
        field: &'static str,
        value: i64,
        n_bars: usize,
    },
    #[error(
        "{field} = {value} is not a valid window length for a stream; it must be between 1 and 4294967295"
    )]
    StreamWindow { field: &'static str, value: i64 },
}

/// A validated sweep request: borrowed close series and parameter rows.
#[derive(Clone, Copy, Debug)]
pub struct Sweep<'a> {
    close: &'a [f64],
    params: &'a [Params],
}

impl<'a> Sweep<'a> {
    pub fn new(close: &'a [f64], params: &'a [Params]) -> Result<Self, InputError> {
        validate_close(close)?;
        validate_params(params, close.len())?;
        Ok(Sweep { close, params })
    }

    /// A sweep over a series that already passed [`validate_close`] (e.g. a
    /// series an engine keeps loaded): only the params are checked, so a
    /// params-only request does not rescan the whole series. Passing a close
    /// that never passed `validate_close` cannot cause memory unsafety, only
    /// meaningless PnL (prices are divided by).
    pub fn with_validated_close(
        close: &'a [f64],
        params: &'a [Params],
    ) -> Result<Self, InputError> {
        validate_params(params, close.len())?;
        Ok(Sweep { close, params })
    }

    pub fn close(&self) -> &'a [f64] {
        self.close
    }

    pub fn params(&self) -> &'a [Params] {
        self.params
    }

    pub fn n_bars(&self) -> usize {
        self.close.len()
    }

    /// Row `i` alone, as a sweep of its own (no re-validation: a row of a
    /// valid sweep is valid). Panics if `i` is out of range.
    pub fn row(&self, i: usize) -> Sweep<'a> {
        Sweep {
            close: self.close,
            params: std::slice::from_ref(&self.params[i]),
        }
    }

    /// Rows `range` as a sweep of their own (no re-validation, as
    /// [`Sweep::row`]). Panics if the range is out of bounds.
    pub fn rows(&self, range: std::ops::Range<usize>) -> Sweep<'a> {
        Sweep {
            close: self.close,
            params: &self.params[range],
        }
    }
}

/// Checks that a series can be traded: non-empty, every price finite and > 0.
pub fn validate_close(close: &[f64]) -> Result<(), InputError> {
    if close.is_empty() {
        return Err(InputError::NoBars);
    }
    match close.iter().position(|&c| !(c.is_finite() && c > 0.0)) {
        Some(index) => Err(InputError::BadPrice {
            index,
            value: close[index],
        }),
        None => Ok(()),
    }
}

/// Checks every window length of every row against `1..=n_bars`.
pub fn validate_params(params: &[Params], n_bars: usize) -> Result<(), InputError> {
    if params.is_empty() {
        return Err(InputError::NoCombos);
    }
    for (i, p) in params.iter().enumerate() {
        for (field, value) in Params::FIELD_NAMES.into_iter().zip(p.as_array()) {
            let fits = value >= 1 && u64::try_from(value).is_ok_and(|v| v <= n_bars as u64);
            if !fits {
                return Err(InputError::BadWindow {
                    row: i + 1,
                    field,
                    value,
                    n_bars,
                });
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROW: Params = Params::new(6, 3, 2, 3, 1, 2);

    #[test]
    fn accepts_valid_request() {
        let close = [1.0; 6];
        let s = Sweep::new(&close, &[ROW]).unwrap();
        assert_eq!(s.n_bars(), 6);
    }

    #[test]
    fn rejects_empty_series_and_empty_params() {
        assert_eq!(Sweep::new(&[], &[ROW]).unwrap_err(), InputError::NoBars);
        assert_eq!(Sweep::new(&[1.0], &[]).unwrap_err(), InputError::NoCombos);
    }

    #[test]
    fn rejects_bad_prices_naming_the_index() {
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY] {
            let close = [1.0, 2.0, bad, 1.0, 1.0, 1.0];
            match Sweep::new(&close, &[ROW]).unwrap_err() {
                InputError::BadPrice { index, .. } => assert_eq!(index, 2),
                e => panic!("unexpected {e}"),
            }
        }
    }

    #[test]
    fn rejects_zero_negative_and_too_long_windows() {
        let close = [1.0; 6];
        for (field, value) in [("s", 0), ("p3", -4), ("n", 7), ("p2", i64::MAX)] {
            let mut a = ROW.as_array();
            let idx = Params::FIELD_NAMES
                .iter()
                .position(|f| *f == field)
                .unwrap();
            a[idx] = value;
            let err = Sweep::new(&close, &[ROW, Params::from_array(a)]).unwrap_err();
            assert_eq!(
                err,
                InputError::BadWindow {
                    row: 2,
                    field,
                    value,
                    n_bars: 6
                }
            );
            assert!(err.to_string().contains(field));
        }
    }

    #[test]
    fn a_row_is_a_one_combo_sweep() {
        let close = [1.0; 6];
        let rows = [ROW, Params::new(2, 2, 2, 2, 2, 2)];
        let s = Sweep::new(&close, &rows).unwrap();
        assert_eq!(s.row(1).params(), &rows[1..]);
        assert_eq!(s.row(1).n_bars(), 6);
    }

    #[test]
    fn window_equal_to_series_length_is_allowed() {
        let close = [1.0; 6];
        assert!(Sweep::new(&close, &[Params::new(6, 6, 6, 6, 6, 6)]).is_ok());
    }

    /// A validated sweep hands the kernels the very series it was given,
    /// and so do its rows.
    #[test]
    fn a_sweep_and_its_rows_carry_the_series_unchanged() {
        let close = [3.0, 1.5, 2.25, 4.0, 0.5, 7.0];
        let rows = [ROW, Params::new(2, 2, 2, 2, 2, 2)];
        for s in [
            Sweep::new(&close, &rows).unwrap(),
            Sweep::with_validated_close(&close, &rows).unwrap(),
        ] {
            assert_eq!(s.close(), &close);
            assert_eq!(s.row(1).close(), &close);
            assert_eq!(s.rows(0..2).close(), &close);
        }
    }
}
