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

/// `cargo` (the one running us, if any) with the `CARGO_*` variables that
/// `cargo run` sets for *this* package removed, so a nested build sees a
/// clean environment. `CARGO_HOME` is kept.
pub fn cargo_command() -> std::process::Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = std::process::Command::new(cargo);
    for (k, _) in std::env::vars_os() {
        if k.to_str()
            .is_some_and(|k| k.starts_with("CARGO_") && k != "CARGO_HOME")
        {
            cmd.env_remove(k);
        }
    }
    cmd
}
