//! Kernels by name — the one registry the harness and the engine share.

use kernel_par::Par;
use kernel_simd::{Path, Simd};
use kernel_spec::Kernel;

/// Single-thread kernels accepted by `--kernel`; each also exists as `par-<name>`.
pub const KERNEL_NAMES: &[&str] = &[
    "safe",
    "unchecked",
    "simd",
    "simd-avx512",
    "simd-avx2",
    "simd-portable",
    "sliding",
    "sliding-simd",
];

/// Help text listing every accepted name.
pub fn kernel_help() -> String {
    format!(
        "{}, and par-<any of these> (e.g. par-simd) on --threads threads; the gap experiments as knob-<name> ({})",
        KERNEL_NAMES.join(", "),
        gap_knobs::KNOBS
            .iter()
            .map(|k| k.name)
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// Cores available to this process.
pub fn all_cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// Builds a kernel by CLI name; `threads` only matters for `par-*`
/// (default: all cores). `simd` logs the path its dispatch chose on stderr.
pub fn kernel_by_name(name: &str, threads: Option<usize>) -> Result<Box<dyn Kernel>, String> {
    if let Some(inner) = name.strip_prefix("par-") {
        if inner.starts_with("par-") {
            return Err(format!(
                "{name:?}: a parallel kernel cannot wrap another parallel kernel"
            ));
        }
        let threads = threads.unwrap_or_else(all_cores);
        let par = Par::new(single_thread(inner)?, threads).map_err(|e| e.to_string())?;
        return Ok(Box::new(par));
    }
    single_thread(name)
}

fn single_thread(name: &str) -> Result<Box<dyn Kernel>, String> {
    let forced = |path: Path| -> Result<Box<dyn Kernel>, String> {
        Ok(Box::new(
            Simd::new(path).map_err(|e| format!("kernel {name:?}: {e}"))?,
        ))
    };
    match name {
        "safe" => Ok(Box::new(kernel_safe::Safe)),
        "unchecked" => Ok(Box::new(kernel_unchecked::Unchecked)),
        "simd" => {
            let simd = Simd::auto();
            eprintln!(
                "[kernel] simd: runtime dispatch chose the {} path",
                simd.path().name()
            );
            Ok(Box::new(simd))
        }
        "simd-avx512" => forced(Path::Avx512),
        "simd-avx2" => forced(Path::Avx2),
        "simd-portable" => forced(Path::Portable),
        "sliding" => Ok(Box::new(kernel_sliding::Sliding)),
        "sliding-simd" => {
            let k = kernel_sliding::SlidingSimd::auto();
            eprintln!(
                "[kernel] sliding-simd: runtime dispatch chose the {} path",
                k.isa().name()
            );
            Ok(Box::new(k))
        }
        _ if let Some(knob) = name.strip_prefix("knob-").and_then(gap_knobs::by_name) => {
            Ok(Box::new(knob))
        }
        _ => Err(format!(
            "unknown kernel {name:?}; known kernels: {}",
            kernel_help()
        )),
    }
}
