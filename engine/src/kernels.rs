//! Kernels by name: the `kernels` crate's table, which the harness, the C
//! ABI and the Python module read too.

pub use kernels::{all_cores, kernel_by_name, kernel_help};
