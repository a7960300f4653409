//! The sweep kernels called in-process — no socket, no pipe, no copy of the
//! series: the zero point every boundary of the report is measured against.
//!
//! [`core`] is what both in-process routes share: kernels by CLI name
//! (built once per name and thread count, so a `par-*` pool is not rebuilt
//! per call), validation with the CLI's and the protocol's messages, and the
//! sweep over borrowed slices. [`capi`] puts it behind a C ABI
//! (`include/ipc_tax.h`) for ctypes and any other language; the PyO3
//! extension (`python-ext/`) uses [`core`] directly.

pub mod capi;
pub mod core;
