//! ipc-engine processes for the boundary measurements.

use anyhow::{Context, Result, bail};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};
use transport::{Client, Duplex};

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
/// cargo (so it is never stale), else it must exist. Built once per
/// process: a long run keeps measuring what it built first, even if the
/// source tree changes under it.
fn built(artifact: &Path, package: &str) -> Result<PathBuf> {
    static BUILT: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
    let mut done = BUILT.lock().unwrap_or_else(|e| e.into_inner());
    if done.iter().any(|p| p == package) {
        return Ok(artifact.to_path_buf());
    }
    if let Some(cargo) = std::env::var_os("CARGO") {
        let release = !cfg!(debug_assertions);
        let mut cmd = Command::new(cargo);
        cmd.args(["build", "--quiet", "-p", package]);
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

/// Where a running engine listens.
#[derive(Clone, Debug)]
pub enum Endpoint {
    Unix(PathBuf),
    Tcp(SocketAddr),
    /// A shared-memory pair (Rust client only) and the client's wait strategy.
    Shm(PathBuf, transport::shm::Wait),
    /// A persistent pipe: each connection starts its own `ipc-engine stdio`
    /// (engine binary, kernel, CPU to pin it to) and keeps its stdin open
    /// until dropped.
    Pipe(PathBuf, String, Option<usize>),
}

/// A byte stream to an engine, whatever the transport.
pub trait Stream: Read + Write {}
impl<T: Read + Write> Stream for T {}

/// A client over any transport (one virtual call per read or write: noise
/// next to a system call, and a few ns next to a shm hand-off).
pub type AnyClient = Client<Box<dyn Stream>>;

/// The child of a persistent pipe: stdin closed and the child reaped on drop.
struct PipeChild {
    child: Child,
    io: Duplex<ChildStdout, Option<ChildStdin>>,
}

impl Read for PipeChild {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.io.reader.read(buf)
    }
}

impl Write for PipeChild {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.io.writer.as_mut().expect("open until drop").write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.io.writer.as_mut().expect("open until drop").flush()
    }
}

impl Drop for PipeChild {
    fn drop(&mut self) {
        drop(self.io.writer.take());
        let _ = self.child.wait();
    }
}

impl Endpoint {
    /// Opens a connection (for `Pipe`, starts the engine process).
    pub fn connect(&self) -> Result<AnyClient> {
        let stream: Box<dyn Stream> = match self {
            Endpoint::Unix(p) => Box::new(
                UnixStream::connect(p).with_context(|| format!("connect {}", p.display()))?,
            ),
            Endpoint::Tcp(a) => {
                let s = TcpStream::connect(a).with_context(|| format!("connect {a}"))?;
                s.set_nodelay(true)?;
                Box::new(s)
            }
            Endpoint::Shm(p, wait) => Box::new(
                transport::shm::ShmStream::open(p, *wait)
                    .with_context(|| format!("open shm {}", p.display()))?,
            ),
            Endpoint::Pipe(exe, kernel, cpu) => {
                let mut cmd = Command::new(exe);
                crate::measure::affinity::pin_command(&mut cmd, *cpu);
                transport::child::die_with_parent(&mut cmd);
                let mut child = cmd
                    .args(["stdio", "--kernel", kernel])
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null())
                    .spawn()
                    .with_context(|| format!("cannot start {}", exe.display()))?;
                let io = Duplex {
                    reader: child.stdout.take().context("piped stdout")?,
                    writer: child.stdin.take(),
                };
                Box::new(PipeChild { child, io })
            }
        };
        Ok(Client::new(stream))
    }

    /// The endpoint as the Python worker's request fields; `None` where the
    /// Python client has no implementation (shared memory).
    pub fn python_target(&self) -> Option<serde_json::Value> {
        match self {
            Endpoint::Unix(p) => Some(serde_json::json!({"unix": p})),
            Endpoint::Tcp(a) => Some(serde_json::json!({"tcp": [a.ip().to_string(), a.port()]})),
            Endpoint::Shm(..) => None,
            Endpoint::Pipe(exe, kernel, cpu) => {
                Some(serde_json::json!({"pipe": [exe, kernel, cpu]}))
            }
        }
    }
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
    /// The engine process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn unix(exe: &Path, kernel: &str) -> Result<Self> {
        Self::unix_on(exe, kernel, None)
    }

    /// `unix`, the engine pinned to `cpu`.
    pub fn unix_on(exe: &Path, kernel: &str, cpu: Option<usize>) -> Result<Self> {
        Self::unix_with_env(exe, kernel, cpu, &[])
    }

    /// `unix_on`, with `env` added to the engine's environment.
    pub fn unix_with_env(
        exe: &Path,
        kernel: &str,
        cpu: Option<usize>,
        env: &[(String, String)],
    ) -> Result<Self> {
        let dir = tempfile::tempdir()?;
        let path = dir.path().join("engine.sock");
        let child = spawn_with_env(
            exe,
            cpu,
            env,
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
        Self::tcp_on(exe, kernel, None)
    }

    /// `tcp`, the engine pinned to `cpu`.
    pub fn tcp_on(exe: &Path, kernel: &str, cpu: Option<usize>) -> Result<Self> {
        let addr = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?;
        let child = spawn(
            exe,
            cpu,
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
        Self::shm_on(exe, kernel, wait, None)
    }

    /// `shm`, the engine pinned to `cpu`.
    pub fn shm_on(
        exe: &Path,
        kernel: &str,
        wait: transport::shm::Wait,
        cpu: Option<usize>,
    ) -> Result<Self> {
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
        let child = spawn(exe, cpu, &args)?;
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
}

/// Starts a server engine that dies with the harness (a killed report
/// leaves no engine behind).
fn spawn(exe: &Path, cpu: Option<usize>, args: &[&str]) -> Result<Child> {
    spawn_with_env(exe, cpu, &[], args)
}

fn spawn_with_env(
    exe: &Path,
    cpu: Option<usize>,
    env: &[(String, String)],
    args: &[&str],
) -> Result<Child> {
    let mut cmd = Command::new(exe);
    cmd.envs(env.iter().map(|(k, v)| (k, v)));
    crate::measure::affinity::pin_command(&mut cmd, cpu);
    transport::child::die_with_parent(&mut cmd);
    cmd.args(args)
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
