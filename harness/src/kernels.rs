//! The kernels the CLI can name: the engine's registry (one list for both).

use anyhow::{Result, anyhow};
use kernel_spec::Kernel;

pub use engine::kernels::{all_cores, kernel_help};

/// Builds a kernel by CLI name; `threads` only matters for `par-*` (default: all cores).
pub fn kernel_by_name(name: &str, threads: Option<usize>) -> Result<Box<dyn Kernel>> {
    engine::kernels::kernel_by_name(name, threads).map_err(|e| anyhow!(e))
}
