//! The C ABI (`include/ipc_tax.h`): every function returns 0 or an error
//! code (the protocol's, or `IPC_TAX_BAD_ARGUMENT`) and writes a message
//! into the caller's buffer; a panic is `IPC_TAX_INTERNAL`, never an abort
//! across the boundary. Nothing is allocated for the caller except a stream,
//! which `ipc_tax_stream_close` frees.

use crate::core::{self, CallError};
use std::ffi::{CStr, c_char};
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Writes `e`'s message (truncated, NUL-terminated) and returns its code.
fn fail(e: CallError, err: *mut c_char, err_len: usize) -> i32 {
    if !err.is_null() && err_len > 0 {
        let n = e.message.len().min(err_len - 1);
        // SAFETY: the caller passes a writable buffer of err_len bytes (the
        // header's contract); n + 1 ≤ err_len bytes are written.
        unsafe {
            std::ptr::copy_nonoverlapping(e.message.as_ptr(), err.cast::<u8>(), n);
            *err.add(n) = 0;
        }
    }
    i32::from(e.code)
}

/// Runs `f` with panics turned into `IPC_TAX_INTERNAL`.
fn guarded(
    what: &str,
    err: *mut c_char,
    err_len: usize,
    f: impl FnOnce() -> Result<(), CallError>,
) -> i32 {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => 0,
        Ok(Err(e)) => fail(e, err, err_len),
        Err(_) => fail(CallError::panicked(what), err, err_len),
    }
}

/// A slice from a C pointer and count; `len == 0` needs no pointer.
///
/// # Safety
/// `ptr` points to `len` readable, initialised values (the header's contract).
unsafe fn slice<'a, T>(ptr: *const T, len: usize, name: &str) -> Result<&'a [T], CallError> {
    if len == 0 {
        return Ok(&[]);
    }
    if ptr.is_null() {
        return Err(CallError::argument(format!(
            "{name} is NULL with a length of {len}"
        )));
    }
    // SAFETY: non-null, and the caller guarantees len readable values.
    Ok(unsafe { std::slice::from_raw_parts(ptr, len) })
}

/// See `ipc_tax_sweep` in the header.
///
/// # Safety
/// As the header says: `close` has `n_bars` values, `params` `6 × n_combos`,
/// `pnl` and `trades` room for `n_combos` each, `kernel` is a NUL-terminated
/// string, `err` (if not NULL) is writable for `err_len` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ipc_tax_sweep(
    close: *const f64,
    n_bars: usize,
    params: *const i64,
    n_combos: usize,
    kernel: *const c_char,
    threads: usize,
    pnl: *mut f64,
    trades: *mut i64,
    err: *mut c_char,
    err_len: usize,
) -> i32 {
    // SAFETY: the same contract, and no timing wanted.
    unsafe {
        ipc_tax_sweep_timed(
            close,
            n_bars,
            params,
            n_combos,
            kernel,
            threads,
            pnl,
            trades,
            std::ptr::null_mut(),
            err,
            err_len,
        )
    }
}

/// See `ipc_tax_sweep_timed` in the header.
///
/// # Safety
/// As for [`ipc_tax_sweep`]; `timing_ns`, if not NULL, is writable for two
/// values.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ipc_tax_sweep_timed(
    close: *const f64,
    n_bars: usize,
    params: *const i64,
    n_combos: usize,
    kernel: *const c_char,
    threads: usize,
    pnl: *mut f64,
    trades: *mut i64,
    timing_ns: *mut u64,
    err: *mut c_char,
    err_len: usize,
) -> i32 {
    let t0 = std::time::Instant::now();
    guarded("ipc_tax_sweep", err, err_len, || {
        if kernel.is_null() || pnl.is_null() || trades.is_null() {
            return Err(CallError::argument(
                "kernel, pnl and trades must not be NULL",
            ));
        }
        // SAFETY: the header's contract (above).
        let name = unsafe { CStr::from_ptr(kernel) }
            .to_str()
            .map_err(|_| CallError::argument("the kernel name is not UTF-8"))?;
        // SAFETY: as above.
        let close = unsafe { slice(close, n_bars, "close") }?;
        // SAFETY: as above; 6 × n_combos cannot overflow for a real array.
        let flat = unsafe { slice(params, n_combos.saturating_mul(6), "params") }?;
        let rows = core::rows(flat)?;
        let k = core::kernel(name, (threads > 0).then_some(threads))?;
        let (results, compute_ns) = core::sweep_timed(k.as_ref(), close, &rows)?;
        for (i, r) in results.iter().enumerate() {
            // SAFETY: the caller gave room for n_combos values each.
            unsafe {
                *pnl.add(i) = r.pnl;
                *trades.add(i) = r.trades;
            }
        }
        if !timing_ns.is_null() {
            // SAFETY: the caller gave room for two values.
            unsafe {
                *timing_ns = compute_ns;
                *timing_ns.add(1) = core::nanos(t0);
            }
        }
        Ok(())
    })
}

/// One live combo (`kernel_stream`), owned by the caller until closed.
pub struct IpcTaxStream(kernel_stream::Stream);

/// The position after one bar (`ipc_tax_bar` in the header).
#[repr(C)]
pub struct IpcTaxBar {
    pub position: i64,
    pub trades: i64,
    pub realized_pnl: f64,
    pub bars: u64,
}

/// See `ipc_tax_stream_open` in the header.
///
/// # Safety
/// `params` has 6 values; `out` is writable; `err` as for `ipc_tax_sweep`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ipc_tax_stream_open(
    params: *const i64,
    out: *mut *mut IpcTaxStream,
    err: *mut c_char,
    err_len: usize,
) -> i32 {
    guarded("ipc_tax_stream_open", err, err_len, || {
        if out.is_null() {
            return Err(CallError::argument("out must not be NULL"));
        }
        // SAFETY: the header's contract.
        let row = core::rows(unsafe { slice(params, 6, "params") }?)?[0];
        let s = kernel_stream::Stream::new(row)?;
        // SAFETY: out is writable (checked non-null; the header's contract).
        unsafe { *out = Box::into_raw(Box::new(IpcTaxStream(s))) };
        Ok(())
    })
}

/// See `ipc_tax_stream_push` in the header.
///
/// # Safety
/// `stream` came from `ipc_tax_stream_open` and was not closed; `out` is
/// writable; `err` as for `ipc_tax_sweep`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ipc_tax_stream_push(
    stream: *mut IpcTaxStream,
    close: f64,
    out: *mut IpcTaxBar,
    err: *mut c_char,
    err_len: usize,
) -> i32 {
    guarded("ipc_tax_stream_push", err, err_len, || {
        if stream.is_null() || out.is_null() {
            return Err(CallError::argument("stream and out must not be NULL"));
        }
        // SAFETY: a live stream from ipc_tax_stream_open, used by one thread
        // at a time (the header's contract).
        let st = unsafe { &mut (*stream).0 }.push(close)?;
        // SAFETY: out is writable.
        unsafe {
            *out = IpcTaxBar {
                position: st.position,
                trades: st.trades,
                realized_pnl: st.realized_pnl,
                bars: st.bars,
            }
        };
        Ok(())
    })
}

/// See `ipc_tax_stream_close` in the header.
///
/// # Safety
/// `stream` came from `ipc_tax_stream_open` and is not used afterwards.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ipc_tax_stream_close(
    stream: *mut IpcTaxStream,
    pnl: *mut f64,
    trades: *mut i64,
) -> i32 {
    if stream.is_null() {
        return i32::from(core::BAD_ARGUMENT);
    }
    // SAFETY: the caller hands the stream back exactly once.
    let s = unsafe { Box::from_raw(stream) };
    let r = s.0.result();
    if !pnl.is_null() && !trades.is_null() {
        // SAFETY: writable (the header's contract).
        unsafe {
            *pnl = r.pnl;
            *trades = r.trades;
        }
    }
    0
}

/// See `ipc_tax_echo` in the header: copies `n` values (the floor of moving
/// data across the boundary); returns `n`.
///
/// # Safety
/// `input` has `n` readable values and `output` room for `n`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ipc_tax_echo(input: *const f64, n: usize, output: *mut f64) -> usize {
    if n == 0 || input.is_null() || output.is_null() {
        return 0;
    }
    // SAFETY: the header's contract; the two buffers may even overlap.
    unsafe { std::ptr::copy(input, output, n) };
    n
}

/// See `ipc_tax_noop` in the header: the floor of one call.
#[unsafe(no_mangle)]
pub extern "C" fn ipc_tax_noop() {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sweep_through_the_c_abi_equals_kernel_safe_and_errors_fill_the_buffer() {
        let case = &kernel_spec::vectors::small_cases()[0];
        let flat: Vec<i64> = case.params.iter().flat_map(|p| p.as_array()).collect();
        let m = case.params.len();
        let (mut pnl, mut trades) = (vec![0.0; m], vec![0i64; m]);
        let mut err = [0 as c_char; 128];
        let name = c"simd";
        // SAFETY: buffers sized as the header asks.
        let rc = unsafe {
            ipc_tax_sweep(
                case.close.as_ptr(),
                case.close.len(),
                flat.as_ptr(),
                m,
                name.as_ptr(),
                0,
                pnl.as_mut_ptr(),
                trades.as_mut_ptr(),
                err.as_mut_ptr(),
                err.len(),
            )
        };
        assert_eq!(rc, 0);
        let want = kernel_safe::sweep(&kernel_spec::Sweep::new(&case.close, &case.params).unwrap());
        for (i, w) in want.iter().enumerate() {
            assert_eq!((pnl[i].to_bits(), trades[i]), (w.pnl.to_bits(), w.trades));
        }
        let bad = [1.0, -2.0, 3.0];
        // SAFETY: as above (one params row).
        let rc = unsafe {
            ipc_tax_sweep(
                bad.as_ptr(),
                3,
                flat.as_ptr(),
                1,
                name.as_ptr(),
                0,
                pnl.as_mut_ptr(),
                trades.as_mut_ptr(),
                err.as_mut_ptr(),
                16,
            )
        };
        assert_eq!(rc, transport::ErrorCode::BadPrice as i32);
        // SAFETY: fail() NUL-terminated it within the 16 bytes given.
        let msg = unsafe { CStr::from_ptr(err.as_ptr()) }.to_str().unwrap();
        assert_eq!(msg.len(), 15, "truncated to the buffer: {msg:?}");
    }

    #[test]
    fn a_stream_through_the_c_abi_matches_the_batch_sweep() {
        let case = &kernel_spec::vectors::small_cases()[0];
        let row = case.params[0].as_array();
        let mut s = std::ptr::null_mut();
        let mut err = [0 as c_char; 128];
        // SAFETY: 6 params, a writable out pointer.
        let rc = unsafe { ipc_tax_stream_open(row.as_ptr(), &mut s, err.as_mut_ptr(), 128) };
        assert_eq!(rc, 0);
        let mut bar = IpcTaxBar {
            position: 0,
            trades: 0,
            realized_pnl: 0.0,
            bars: 0,
        };
        for &c in &case.close {
            // SAFETY: a live stream.
            let rc = unsafe { ipc_tax_stream_push(s, c, &mut bar, err.as_mut_ptr(), 128) };
            assert_eq!(rc, 0);
        }
        // SAFETY: a live stream.
        let rc = unsafe { ipc_tax_stream_push(s, f64::NAN, &mut bar, err.as_mut_ptr(), 128) };
        assert_eq!(rc, transport::ErrorCode::BadPrice as i32);
        let (mut pnl, mut trades) = (0.0, 0i64);
        // SAFETY: handed back once.
        assert_eq!(unsafe { ipc_tax_stream_close(s, &mut pnl, &mut trades) }, 0);
        let want =
            kernel_safe::sweep(&kernel_spec::Sweep::new(&case.close, &case.params[..1]).unwrap())
                [0];
        assert_eq!((pnl.to_bits(), trades), (want.pnl.to_bits(), want.trades));
        assert_eq!(bar.bars, case.close.len() as u64);
    }
}
