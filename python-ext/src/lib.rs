//! `ipc_tax_native`: the sweep kernels inside the Python process — the
//! study's architecture with no boundary at all, the zero point every
//! socket, pipe and shared-memory row of the report is measured against.
//!
//! The close series is read where numpy keeps it (a C-contiguous float64
//! array is borrowed, not copied; any other layout is copied once, as the
//! docstrings say), the GIL is released while a kernel runs, validation is
//! the CLI's and the engine's (`ipc_tax_ffi::core`), and a Rust panic is a
//! `RuntimeError`, never an abort of the interpreter.

use ipc_tax_ffi::core::{self, CallError};
use numpy::{PyArray1, PyArrayDescrMethods, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::IntoPyObjectExt;
use pyo3::exceptions::{PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use std::borrow::Cow;
use std::time::Instant;

fn py_err(e: CallError) -> PyErr {
    if e.code == core::INTERNAL {
        PyRuntimeError::new_err(e.message)
    } else {
        PyValueError::new_err(e.message)
    }
}

/// A 1-D or 2-D numpy array of `T`, borrowed when C-contiguous, else
/// copied; anything else is a TypeError/ValueError naming what is wrong.
fn values<'py, T: numpy::Element + Copy>(
    obj: &Bound<'py, PyAny>,
    name: &str,
    dtype: &str,
    shape_ok: impl Fn(&[usize]) -> bool,
    shape_wanted: &str,
) -> PyResult<(numpy::PyReadonlyArrayDyn<'py, T>, Vec<usize>)> {
    let Ok(arr) = obj.cast::<PyUntypedArray>() else {
        return Err(PyTypeError::new_err(format!(
            "{name} must be a numpy array of {dtype}, not {}",
            obj.get_type().name()?
        )));
    };
    let shape = arr.shape().to_vec();
    if !shape_ok(&shape) {
        return Err(PyValueError::new_err(format!(
            "{name} must have shape {shape_wanted}, not {shape:?}"
        )));
    }
    if !arr.dtype().is_equiv_to(&numpy::dtype::<T>(obj.py())) {
        return Err(PyTypeError::new_err(format!(
            "{name} must be {dtype}, not {}; convert it with .astype(np.{dtype})",
            arr.dtype()
        )));
    }
    let typed = arr.cast::<numpy::PyArrayDyn<T>>()?;
    Ok((typed.readonly(), shape))
}

/// The array's values in row-major order: borrowed if C-contiguous, else
/// copied. (`as_slice` alone also hands out a Fortran-ordered array's
/// memory, whose order is not the rows' — a silently wrong params table;
/// the test of documented copies catches it.)
fn contiguous<'a, T: numpy::Element + Copy>(
    a: &'a numpy::PyReadonlyArrayDyn<'_, T>,
) -> Cow<'a, [T]> {
    if a.is_c_contiguous()
        && let Ok(s) = a.as_slice()
    {
        return Cow::Borrowed(s);
    }
    Cow::Owned(a.as_array().iter().copied().collect())
}

/// sweep(close, params, kernel="simd", threads=None) -> (pnl, trades)
///
/// Every combo of one sweep, computed in this process. ``close``: a 1-D
/// float64 array; ``params``: an (m, 6) int64 array of window lengths
/// (n, h, s, p, p3, p2). Both are read without a copy when C-contiguous
/// (another layout is copied once). ``kernel``: any name the CLI accepts
/// (safe, unchecked, simd, simd-avx512, simd-avx2, simd-portable, sliding, sliding-simd, par-<any>,
/// knob-<name>); ``threads``: for par-* kernels (default: all cores).
/// Returns float64 pnl and int64 trades arrays of length m. The GIL is
/// released while the kernel runs; do not modify ``close`` from another
/// thread meanwhile. Bad input raises ValueError or TypeError with the
/// CLI's message. With ``timed=True`` the result is
/// ``(pnl, trades, (compute_ns, handling_ns))``: the kernel's own time and
/// the whole call's inside Rust, as the engine's timed opcodes report them.
#[pyfunction]
#[pyo3(signature = (close, params, kernel = "simd", threads = None, timed = false))]
fn sweep<'py>(
    py: Python<'py>,
    close: &Bound<'py, PyAny>,
    params: &Bound<'py, PyAny>,
    kernel: &str,
    threads: Option<usize>,
    timed: bool,
) -> PyResult<Bound<'py, PyAny>> {
    let t0 = Instant::now();
    let (pnl, trades, compute_ns) = sweep_arrays(py, close, params, kernel, threads)?;
    if timed {
        let handling_ns = core::nanos(t0);
        (pnl, trades, (compute_ns, handling_ns)).into_bound_py_any(py)
    } else {
        (pnl, trades).into_bound_py_any(py)
    }
}

/// A sweep's float64 pnl and int64 trades arrays, and the kernel's nanoseconds.
type Computed<'py> = (Bound<'py, PyArray1<f64>>, Bound<'py, PyArray1<i64>>, u64);

fn sweep_arrays<'py>(
    py: Python<'py>,
    close: &Bound<'py, PyAny>,
    params: &Bound<'py, PyAny>,
    kernel: &str,
    threads: Option<usize>,
) -> PyResult<Computed<'py>> {
    let (close, _) = values::<f64>(close, "close", "float64", |s| s.len() == 1, "(n_bars,)")?;
    let (params, _) = values::<i64>(
        params,
        "params",
        "int64",
        |s| s.len() == 2 && s[1] == 6,
        "(n_combos, 6)",
    )?;
    let rows = core::rows(&contiguous(&params)).map_err(py_err)?;
    let k = core::kernel(kernel, threads).map_err(py_err)?;
    let close = contiguous(&close);
    let close: &[f64] = &close;
    let (results, compute_ns) = py
        .detach(|| core::sweep_timed(k.as_ref(), close, &rows))
        .map_err(py_err)?;
    let pnl: Vec<f64> = results.iter().map(|r| r.pnl).collect();
    let trades: Vec<i64> = results.iter().map(|r| r.trades).collect();
    Ok((
        PyArray1::from_vec(py, pnl),
        PyArray1::from_vec(py, trades),
        compute_ns,
    ))
}

/// Stream(row): one combo fed one bar at a time (the live engine's form,
/// in process). ``row``: 6 window lengths. ``push(close)`` returns
/// (position, trades, realized_pnl, bars) after the bar; ``close()`` the
/// combo's (pnl, trades), bit-identical to ``sweep`` over the same bars.
#[pyclass(module = "ipc_tax_native")]
struct Stream {
    inner: Option<kernel_stream::Stream>,
}

#[pymethods]
impl Stream {
    #[new]
    fn new(row: &Bound<'_, PyAny>) -> PyResult<Self> {
        let row: Vec<i64> = row.extract().map_err(|_| {
            PyTypeError::new_err("row must be a sequence of 6 integers (n, h, s, p, p3, p2)")
        })?;
        let params = core::rows(&row).map_err(py_err)?;
        let [p] = params[..] else {
            return Err(PyValueError::new_err(format!(
                "row must have 6 window lengths, not {}",
                row.len()
            )));
        };
        let s = kernel_stream::Stream::new(p).map_err(|e| py_err(e.into()))?;
        Ok(Stream { inner: Some(s) })
    }

    /// push(close) -> (position, trades, realized_pnl, bars)
    ///
    /// Takes the next bar. A NaN, infinite or non-positive price raises
    /// ValueError and leaves the stream as it was.
    fn push(&mut self, close: f64) -> PyResult<(i64, i64, f64, u64)> {
        let s = self
            .inner
            .as_mut()
            .ok_or_else(|| PyValueError::new_err("this stream is closed"))?;
        let st = s.push(close).map_err(|e| py_err(e.into()))?;
        Ok((st.position, st.trades, st.realized_pnl, st.bars))
    }

    /// close() -> (pnl, trades)
    ///
    /// The combo's result, an open position closed at the last close; the
    /// stream takes no more bars.
    fn close(&mut self) -> PyResult<(f64, i64)> {
        let s = self
            .inner
            .take()
            .ok_or_else(|| PyValueError::new_err("this stream is already closed"))?;
        let r = s.result();
        Ok((r.pnl, r.trades))
    }
}

/// echo(a, copy=True) -> array
///
/// The floor of handing a float64 array to Rust and back: with ``copy`` a
/// new array with ``a``'s values (the data crosses twice, as an echo over a
/// socket does); without, ``a`` itself after Rust has borrowed it (no data
/// moves).
#[pyfunction]
#[pyo3(signature = (a, copy = true))]
fn echo<'py>(py: Python<'py>, a: &Bound<'py, PyAny>, copy: bool) -> PyResult<Bound<'py, PyAny>> {
    let (arr, _) = values::<f64>(a, "a", "float64", |s| s.len() == 1, "(n,)")?;
    if !copy {
        return Ok(a.clone());
    }
    Ok(PyArray1::from_slice(py, &contiguous(&arr)).into_any())
}

/// noop() -> None: the floor of one call into the extension.
#[pyfunction]
fn noop() {}

#[pymodule]
fn ipc_tax_native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(sweep, m)?)?;
    m.add_function(wrap_pyfunction!(echo, m)?)?;
    m.add_function(wrap_pyfunction!(noop, m)?)?;
    m.add_class::<Stream>()?;
    m.add("KERNELS", ipc_tax_ffi::core::kernel_names())?;
    Ok(())
}
