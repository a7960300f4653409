//! x86-64 paths. Each module is a thin shim: a `Vector` impl over one
//! register type and `#[target_feature]` entry points that instantiate the
//! shared algorithm with that ISA enabled.

pub mod avx2;
pub mod avx512;
