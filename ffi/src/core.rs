//! Kernels by name, validated sweeps over borrowed slices, errors with the
//! protocol's codes.

use kernel_spec::{ComboResult, Kernel, Params, Sweep};
use std::collections::HashMap;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::Instant;
use transport::{ErrorCode, ProtocolError};

/// Code of an error that is not about the input series or windows: an
/// unknown kernel name, a thread count of 0, a params array of the wrong
/// shape (the protocol's codes 1–18 keep their meaning).
pub const BAD_ARGUMENT: u16 = 100;

/// Code of a panic inside a kernel (the protocol's `INTERNAL`).
pub const INTERNAL: u16 = ErrorCode::Internal as u16;

/// Why a call failed: a code (the protocol's, or [`BAD_ARGUMENT`]) and a
/// message worded as the CLI's and the engine's are.
#[derive(Clone, Debug, PartialEq)]
pub struct CallError {
    pub code: u16,
    pub message: String,
}

impl CallError {
    pub fn argument(message: impl Into<String>) -> Self {
        CallError {
            code: BAD_ARGUMENT,
            message: message.into(),
        }
    }

    pub fn panicked(what: &str) -> Self {
        CallError {
            code: INTERNAL,
            message: format!("the kernel panicked in {what}; the call had no effect"),
        }
    }
}

impl From<ProtocolError> for CallError {
    fn from(e: ProtocolError) -> Self {
        CallError {
            code: e.code as u16,
            message: e.reason,
        }
    }
}

impl From<kernel_spec::InputError> for CallError {
    fn from(e: kernel_spec::InputError) -> Self {
        ProtocolError::from(e).into()
    }
}

type Registry = Mutex<HashMap<(String, Option<usize>), Arc<dyn Kernel>>>;

/// The kernel named as on the CLI (`safe`, `simd`, `par-simd`, `knob-hoist`,
/// …), built on first use and kept.
pub fn kernel(name: &str, threads: Option<usize>) -> Result<Arc<dyn Kernel>, CallError> {
    if threads == Some(0) {
        return Err(CallError::argument("threads must be at least 1"));
    }
    static KERNELS: OnceLock<Registry> = OnceLock::new();
    let key = (name.to_string(), threads);
    let mut kernels = KERNELS
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(k) = kernels.get(&key) {
        return Ok(Arc::clone(k));
    }
    let built: Arc<dyn Kernel> =
        Arc::from(kernels::kernel_by_name(name, threads).map_err(CallError::argument)?);
    kernels.insert(key, Arc::clone(&built));
    Ok(built)
}

/// Every kernel name the CLI accepts, single-thread and `par-`.
pub fn kernel_names() -> Vec<String> {
    let single = kernels::names().map(str::to_string);
    let par = kernels::names().map(|s| format!("par-{s}"));
    single.chain(par).collect()
}

/// `params` rows from a flat `6 × n` array of window lengths.
pub fn rows(flat: &[i64]) -> Result<Vec<Params>, CallError> {
    if !flat.len().is_multiple_of(6) {
        return Err(CallError::argument(format!(
            "params holds {} numbers, not rows of 6 (n, h, s, p, p3, p2)",
            flat.len()
        )));
    }
    Ok(flat
        .chunks_exact(6)
        .map(|r| Params::new(r[0], r[1], r[2], r[3], r[4], r[5]))
        .collect())
}

/// One sweep: validated exactly as the CLI and the engine validate, then
/// computed by `kernel`; a panic is an error, never an abort.
pub fn sweep(
    kernel: &dyn Kernel,
    close: &[f64],
    params: &[Params],
) -> Result<Vec<ComboResult>, CallError> {
    sweep_timed(kernel, close, params).map(|(results, _)| results)
}

/// [`sweep`] and the nanoseconds the kernel computed (validation excluded),
/// the engine's `compute_ns` for a call with no boundary.
pub fn sweep_timed(
    kernel: &dyn Kernel,
    close: &[f64],
    params: &[Params],
) -> Result<(Vec<ComboResult>, u64), CallError> {
    let sweep = Sweep::new(close, params)?;
    let t0 = Instant::now();
    let results = catch_unwind(AssertUnwindSafe(|| kernel.sweep(&sweep)))
        .map_err(|_| CallError::panicked(kernel.name()))?;
    Ok((results, nanos(t0)))
}

/// Nanoseconds since `t0`, saturating.
pub fn nanos(t0: Instant) -> u64 {
    u64::try_from(t0.elapsed().as_nanos()).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernels_are_built_once_per_name_and_threads() {
        let a = kernel("par-safe", Some(2)).unwrap();
        let b = kernel("par-safe", Some(2)).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert!(!Arc::ptr_eq(&a, &kernel("par-safe", Some(1)).unwrap()));
        let e = kernel("fast", None).err().unwrap();
        assert_eq!(e.code, BAD_ARGUMENT);
        assert!(
            e.message.contains("unknown kernel \"fast\""),
            "{}",
            e.message
        );
        assert_eq!(kernel("safe", Some(0)).err().unwrap().code, BAD_ARGUMENT);
    }

    #[test]
    fn bad_inputs_carry_the_protocol_codes_and_messages() {
        let k = kernel("safe", None).unwrap();
        let rows = rows(&[3, 2, 2, 2, 1, 1]).unwrap();
        let e = sweep(k.as_ref(), &[1.0, f64::NAN, 2.0], &rows).unwrap_err();
        assert_eq!(e.code, ErrorCode::BadPrice as u16);
        assert!(e.message.contains("close[1] = NaN"), "{}", e.message);
        let e = sweep(k.as_ref(), &[1.0, 2.0], &rows).unwrap_err();
        assert_eq!(e.code, ErrorCode::BadWindow as u16);
        assert_eq!(super::rows(&[1, 2, 3]).unwrap_err().code, BAD_ARGUMENT);
    }

    #[test]
    fn a_timed_sweep_gives_the_same_results_and_a_compute_time() {
        let case = &kernel_spec::vectors::small_cases()[0];
        let k = kernel("safe", None).unwrap();
        let plain = sweep(k.as_ref(), &case.close, &case.params).unwrap();
        let (timed, ns) = sweep_timed(k.as_ref(), &case.close, &case.params).unwrap();
        assert_eq!(plain, timed);
        assert!(ns > 0);
    }

    #[test]
    fn every_kernel_equals_safe_on_a_shared_vector() {
        let case = &kernel_spec::vectors::small_cases()[0];
        let want = kernel_safe::sweep(&Sweep::new(&case.close, &case.params).unwrap());
        for name in kernels::names() {
            // A kernel this CPU cannot run (no AVX-512, no FMA) is reported, not failed.
            let k = match kernel(name, None) {
                Ok(k) => k,
                Err(why) => {
                    eprintln!("{name}: not run here: {why:?}");
                    continue;
                }
            };
            let got = sweep(k.as_ref(), &case.close, &case.params).unwrap();
            let g = kernel_spec::gate::compare(&want, &got, k.exactness().into());
            assert!(g.passed(), "{name}: {g}");
        }
    }
}
