//! The kernels the CLI can name. Adding a variant is one arm here.

use anyhow::{Result, bail};
use kernel_spec::Kernel;

/// Names accepted by `--kernel`, in the order help and reports list them.
pub const KERNEL_NAMES: &[&str] = &["safe"];

pub fn kernel_by_name(name: &str) -> Result<Box<dyn Kernel>> {
    match name {
        "safe" => Ok(Box::new(kernel_safe::Safe)),
        _ => bail!(
            "unknown kernel {name:?}; known kernels: {}",
            KERNEL_NAMES.join(", ")
        ),
    }
}
