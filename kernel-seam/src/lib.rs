//! The compilers' seam as sweep kernels: eight cells — front end (numba's
//! IR, rustc's IR of kernel-safe) × optimisation pipeline (numba's, rustc's
//! O3) × target (this host's CPU as numba names it, baseline x86-64) — each
//! a shared object that `cargo xtask seam` builds with llvmlite
//! (`python/ipc_tax_ref/seam.py`) into `target/seam/`, loaded here and run
//! combo by combo like any kernel.
//!
//! Why: the knobs assign the numba gap by hand-made changes to kernel-safe;
//! the cells cut the two compilers where they meet, so what the *language*
//! hands the optimiser, what the *pipeline* and the *target* make of it,
//! and what numba's *runtime* costs (the numba-IR cells run in this process
//! on its allocator, numba-njit in its Python worker) are timed apart.
//!
//! A cell calls back into this process for memory only: rustc's
//! `__rust_alloc` family and numba's `NRT_MemInfo_alloc_aligned` /
//! `NRT_MemInfo_call_dtor` land on [`std::alloc`] (the engine's global
//! allocator); any other symbol it still declares (a panic, the unwinder's
//! personality) reports its name and aborts — a validated [`Sweep`] never
//! reaches one. A plain `cargo build` needs no Python: a cell that is not
//! built is an error naming the command that builds it.

mod cells;
mod host;
mod library;

pub use cells::{CELLS, Cell, Front, Pipeline, Target, by_name};
pub use library::{SeamKernel, cell_dir};
