//! The kernels the CLI can name: the `kernels` crate's table (one list for
//! every binary).

use anyhow::{Result, anyhow};
use kernel_spec::Kernel;

pub use kernels::kernel_help;

/// Builds a kernel by CLI name; `threads` only matters for `par-*` (default: all cores).
pub fn kernel_by_name(name: &str, threads: Option<usize>) -> Result<Box<dyn Kernel>> {
    kernels::kernel_by_name(name, threads).map_err(|e| anyhow!(e))
}
