//! ipc-engine processes for the boundary measurements: the binaries
//! (built first under cargo, so no stale engine is measured), the named
//! builds of the gap analysis, and engines started pinned. Where an engine
//! is reached and how it is started are `transport`'s ([`Endpoint`],
//! [`EngineProcess`]), shared with the hostile catalogue.

use anyhow::{Context, Result, bail};
use std::path::{Path, PathBuf};
use std::process::Command;
pub use transport::endpoint::{AnyClient, Endpoint, Stream};
pub use transport::launch::{EngineProcess, Listen};
use transport::table::{Reach, Transport};

/// The engine binary next to this one, rebuilt first when run through cargo
/// (so the report never measures a stale engine).
pub fn engine_binary() -> Result<PathBuf> {
    let exe = std::env::current_exe()?.with_file_name("ipc-engine");
    built(&exe, "engine")
}

/// `libipc_tax_ffi.so`, the kernels' C ABI, beside this binary (built
/// first when run through cargo).
pub fn ffi_library() -> Result<PathBuf> {
    let lib = std::env::current_exe()?.with_file_name("libipc_tax_ffi.so");
    built(&lib, "ipc-tax-ffi")
}

/// `artifact` of workspace package `package`: rebuilt when run through
/// cargo, or when run directly from a build of this workspace whose
/// sources are still there (`target/release/ipc-tax report …` measured a
/// stale `ipc-engine` before: the binary beside it is only as fresh as the
/// last build that touched it); else it must exist. Built once per
/// process: a long run keeps measuring what it built first, even if the
/// source tree changes under it.
fn built(artifact: &Path, package: &str) -> Result<PathBuf> {
    static BUILT: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let mut done = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    if done.iter().any(|p| p == package) {
        return Ok(artifact.to_path_buf());
    }
    let root = crate::paths::repo_root();
    let cargo = std::env::var_os("CARGO").or_else(|| {
        // Run directly: build only if this binary sits in the workspace's
        // own target directory, so an installed copy never builds.
        let ours = artifact
            .parent()
            .is_some_and(|dir| dir.starts_with(root.join("target")));
        (ours && root.join("Cargo.toml").is_file()).then(|| "cargo".into())
    });
    if let Some(cargo) = cargo {
        let release = !cfg!(debug_assertions);
        let mut cmd = Command::new(cargo);
        cmd.args(["build", "--quiet", "-p", package])
            .current_dir(&root);
        if release {
            cmd.arg("--release");
        }
        let status = cmd
            .status()
            .with_context(|| format!("cannot run cargo to build {package}"))?;
        if !status.success() {
            bail!("building {package} failed ({status})");
        }
    }
    if !artifact.exists() {
        let release = if cfg!(debug_assertions) {
            ""
        } else {
            " --release"
        };
        bail!(
            "{} not found: build it with `cargo build{release} -p {package}`",
            artifact.display()
        );
    }
    done.push(package.to_string());
    Ok(artifact.to_path_buf())
}

/// A separately named build of `ipc-engine`: the build-configuration knobs
/// of the gap analysis. `Default` is the workspace's release profile
/// (baseline x86-64, codegen-units 16, no LTO), the one every other row uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    Default,
    /// `RUSTFLAGS="-C target-cpu=native"`: compiled for this CPU, as numba is.
    Native,
    /// Fat LTO and one codegen unit.
    Lto,
}

impl Build {
    pub fn name(self) -> &'static str {
        match self {
            Build::Default => "default",
            Build::Native => "target-cpu=native",
            Build::Lto => "fat LTO, codegen-units=1",
        }
    }

    /// The exact environment the build adds to `cargo build --release -p engine`.
    pub fn flags(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Build::Default => &[],
            Build::Native => &[("RUSTFLAGS", "-C target-cpu=native")],
            Build::Lto => &[
                ("CARGO_PROFILE_RELEASE_LTO", "fat"),
                ("CARGO_PROFILE_RELEASE_CODEGEN_UNITS", "1"),
            ],
        }
    }

    /// Builds (if needed) and returns this configuration's engine binary.
    /// Each non-default build has its own target directory, so the default
    /// build is never invalidated.
    pub fn binary(self) -> Result<PathBuf> {
        let dir = match self {
            Build::Default => return engine_binary(),
            Build::Native => "target/gap-native",
            Build::Lto => "target/gap-lto",
        };
        let root = crate::paths::repo_root();
        let mut cmd = crate::paths::cargo_command();
        cmd.args([
            "build",
            "--quiet",
            "--release",
            "-p",
            "engine",
            "--target-dir",
            dir,
        ])
        .current_dir(&root);
        for (k, v) in self.flags() {
            cmd.env(k, v);
        }
        let status = cmd
            .status()
            .context("cannot run cargo to build ipc-engine")?;
        if !status.success() {
            bail!("building ipc-engine ({}) failed ({status})", self.name());
        }
        Ok(root.join(dir).join("release/ipc-engine"))
    }
}

/// An engine started from `exe`, pinned to `cpu`, with `env` added to its
/// environment, listening as `listen` says; returns once it answers.
pub fn serve(
    exe: &Path,
    listen: Listen,
    kernel: &str,
    cpu: Option<usize>,
    env: &[(String, String)],
) -> Result<EngineProcess> {
    let mut cmd = Command::new(exe);
    cmd.envs(env.iter().map(|(k, v)| (k, v)));
    transport::child::pin_to_cpu(&mut cmd, cpu);
    Ok(EngineProcess::serve(cmd, listen, kernel, &[])?)
}

/// Where a client reaches `transport` with `kernel`, the engine pinned to
/// `cpu`: a served engine started here (pushed to `engines`, which keeps it
/// running), or a pipe (each connection starts its own engine). An error
/// for a transport without an engine process (spawn, in process).
pub fn endpoint(
    exe: &Path,
    transport: Transport,
    kernel: &str,
    cpu: Option<usize>,
    engines: &mut Vec<EngineProcess>,
) -> Result<Endpoint> {
    match transport.entry().reach {
        Reach::Served(_) => {
            let e = serve(exe, Listen::Fresh(transport), kernel, cpu, &[])?;
            let endpoint = e.endpoint.clone();
            engines.push(e);
            Ok(endpoint)
        }
        Reach::Child => Ok(Endpoint::pipe(exe, kernel, cpu)),
        Reach::Spawn | Reach::InProcess => bail!(
            "{} has no engine to connect to (a spawn per call, or in process)",
            transport.name()
        ),
    }
}
