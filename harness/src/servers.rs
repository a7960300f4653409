//! ipc-engine processes for the boundary measurements.

use anyhow::{Context, Result, bail};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The engine binary next to this one, rebuilt first when run through cargo
/// (so the report never measures a stale engine).
pub fn engine_binary() -> Result<PathBuf> {
    let exe = std::env::current_exe()?.with_file_name("ipc-engine");
    if let Some(cargo) = std::env::var_os("CARGO") {
        let release = !cfg!(debug_assertions);
        let mut cmd = Command::new(cargo);
        cmd.args(["build", "--quiet", "-p", "engine"]);
        if release {
            cmd.arg("--release");
        }
        let status = cmd
            .status()
            .context("cannot run cargo to build ipc-engine")?;
        if !status.success() {
            bail!("building ipc-engine failed ({status})");
        }
    }
    if !exe.exists() {
        bail!(
            "{} not found: build it with `cargo build --release -p engine`",
            exe.display()
        );
    }
    Ok(exe)
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

/// Where a running engine listens.
#[derive(Clone, Debug)]
pub enum Endpoint {
    Unix(PathBuf),
    Tcp(SocketAddr),
    /// A shared-memory pair (Rust client only) and the client's wait strategy.
    Shm(PathBuf, transport::shm::Wait),
}

/// A running `ipc-engine serve`, killed when dropped.
pub struct EngineServer {
    child: Child,
    pub endpoint: Endpoint,
    pub kernel: String,
    _dir: Option<tempfile::TempDir>,
}

impl Drop for EngineServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl EngineServer {
    pub fn unix(exe: &Path, kernel: &str) -> Result<Self> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("engine.sock");
        let child = spawn(
            exe,
            &[
                "serve",
                "--unix",
                path.to_str().context("socket path")?,
                "--kernel",
                kernel,
            ],
        )?;
        let server = EngineServer {
            child,
            endpoint: Endpoint::Unix(path.clone()),
            kernel: kernel.into(),
            _dir: Some(dir),
        };
        wait_until(
            || std::os::unix::net::UnixStream::connect(&path).is_ok(),
            &server,
        )?;
        Ok(server)
    }

    pub fn tcp(exe: &Path, kernel: &str) -> Result<Self> {
        let addr = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?;
        let child = spawn(
            exe,
            &["serve", "--tcp", &addr.to_string(), "--kernel", kernel],
        )?;
        let server = EngineServer {
            child,
            endpoint: Endpoint::Tcp(addr),
            kernel: kernel.into(),
            _dir: None,
        };
        wait_until(|| std::net::TcpStream::connect(addr).is_ok(), &server)?;
        Ok(server)
    }

    /// A shared-memory pair; the engine waits with `wait`, and so will clients.
    pub fn shm(exe: &Path, kernel: &str, wait: transport::shm::Wait) -> Result<Self> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("engine.shm");
        let args = [
            "serve",
            "--shm",
            path.to_str().context("shm path")?,
            "--wait",
            wait.name(),
            "--kernel",
            kernel,
        ];
        let child = spawn(exe, &args)?;
        let server = EngineServer {
            child,
            endpoint: Endpoint::Shm(path.clone(), wait),
            kernel: kernel.into(),
            _dir: Some(dir),
        };
        wait_until(
            || transport::shm::ShmStream::open(&path, wait).is_ok(),
            &server,
        )?;
        Ok(server)
    }

    /// The endpoint as the Python worker's request fields.
    pub fn python_target(&self) -> serde_json::Value {
        match &self.endpoint {
            Endpoint::Unix(p) => serde_json::json!({"unix": p}),
            Endpoint::Tcp(a) => serde_json::json!({"tcp": [a.ip().to_string(), a.port()]}),
            Endpoint::Shm(..) => serde_json::Value::Null,
        }
    }
}

fn spawn(exe: &Path, args: &[&str]) -> Result<Child> {
    Command::new(exe)
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .with_context(|| format!("cannot start {}", exe.display()))
}

fn wait_until(ready: impl Fn() -> bool, server: &EngineServer) -> Result<()> {
    let t0 = Instant::now();
    while !ready() {
        if t0.elapsed() > Duration::from_secs(10) {
            bail!(
                "ipc-engine ({:?}, kernel {}) did not start within 10 s",
                server.endpoint,
                server.kernel
            );
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    Ok(())
}
