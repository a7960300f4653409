//! Where the repository's files live when the harness runs.
//!
//! The binary is built from this repository, so its root is known at compile
//! time; `IPC_TAX_ROOT` overrides it for an installed or relocated binary.

use std::path::PathBuf;

pub fn repo_root() -> PathBuf {
    match std::env::var_os("IPC_TAX_ROOT") {
        Some(root) => PathBuf::from(root),
        None => {
            let root = PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
            root.canonicalize().unwrap_or(root)
        }
    }
}

pub fn python_dir() -> PathBuf {
    repo_root().join("python")
}

pub fn reports_dir() -> PathBuf {
    repo_root().join("reports")
}
