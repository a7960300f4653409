//! The catalogue's engines: a real `ipc-engine serve --kernel safe` on a
//! temporary Unix socket, a loopback TCP port or a shared-memory pair,
//! started, awaited and killed by `transport::launch` (the launcher the
//! report's measurements use too), with a raw socket per connection for
//! the byte-level cases.

use anyhow::{Context, Result, bail};
use std::io::{Read, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};
use std::time::Duration;
pub use transport::endpoint::Conn;
use transport::launch::{EngineProcess, Listen};
use transport::{Client, FrameBuf, Transport, read_frame};

/// The kernel every catalogue engine serves.
const KERNEL: &str = kernel_safe::NAME;

/// How long a catalogue client waits for a reply before calling it a hang.
const READ_TIMEOUT: Duration = Duration::from_secs(30);

pub struct Engine {
    process: EngineProcess,
    /// The Unix socket (for a TCP engine: a path nobody listens on).
    pub socket: PathBuf,
    /// Set for an engine listening on loopback TCP.
    pub tcp: Option<SocketAddr>,
    pub exe: PathBuf,
    _dir: tempfile::TempDir,
}

impl Engine {
    /// Starts `exe serve --tcp 127.0.0.1:<free port> --kernel safe <extra…>`.
    pub fn start_tcp(exe: &Path, extra: &[&str]) -> Result<Engine> {
        let dir = tempfile::tempdir()?;
        let unused = dir.path().join("unused.sock");
        Self::launch(exe, Listen::Fresh(Transport::TCP), unused, extra, dir)
    }

    /// Starts `exe serve --unix <tmp>/engine.sock --kernel safe <extra…>`
    /// and waits until it accepts connections.
    pub fn start(exe: &Path, extra: &[&str]) -> Result<Engine> {
        let dir = tempfile::tempdir()?;
        let socket = dir.path().join("engine.sock");
        Self::start_at(exe, &socket, extra, dir)
    }

    /// As [`Engine::start`], on a given socket path (kept alive by `dir`).
    pub fn start_at(
        exe: &Path,
        socket: &Path,
        extra: &[&str],
        dir: tempfile::TempDir,
    ) -> Result<Engine> {
        let listen = Listen::At(Transport::UNIX, socket.to_string_lossy().into_owned());
        Self::launch(exe, listen, socket.to_path_buf(), extra, dir)
    }

    fn launch(
        exe: &Path,
        listen: Listen,
        socket: PathBuf,
        extra: &[&str],
        dir: tempfile::TempDir,
    ) -> Result<Engine> {
        let process = EngineProcess::serve(Command::new(exe), listen, KERNEL, extra)?;
        let tcp = process.endpoint.tcp_addr();
        Ok(Engine {
            process,
            socket,
            tcp,
            exe: exe.to_path_buf(),
            _dir: dir,
        })
    }

    pub fn pid(&self) -> u32 {
        self.process.pid()
    }

    /// A raw socket to the engine, reads timing out after 30 s.
    pub fn connect(&self) -> Result<Conn> {
        let s = self.process.socket().context("connect to the engine")?;
        s.set_read_timeout(Some(READ_TIMEOUT))?;
        Ok(s)
    }

    pub fn client(&self) -> Result<Client<Conn>> {
        Ok(Client::new(self.connect()?))
    }

    /// Open file descriptors of the engine process.
    pub fn fd_count(&self) -> Result<usize> {
        Ok(self.process.fd_count()?)
    }

    /// Threads of the engine process.
    pub fn thread_count(&self) -> Result<usize> {
        Ok(self.process.thread_count()?)
    }

    /// Each thread as `name (state, waiting in)`.
    pub fn thread_states(&self) -> Result<Vec<String>> {
        Ok(self.process.thread_states()?)
    }

    /// Still running?
    pub fn alive(&mut self) -> bool {
        self.process.alive()
    }

    /// Resident memory of the engine process, KiB.
    pub fn rss_kib(&self) -> Result<u64> {
        Ok(self.process.rss_kib()?)
    }

    /// Sends `sig` to the engine.
    pub fn signal(&self, sig: libc::c_int) -> Result<()> {
        Ok(self.process.signal(sig)?)
    }

    /// Waits for the engine to exit (up to `timeout`).
    pub fn wait_exit(&mut self, timeout: Duration) -> Result<ExitStatus> {
        Ok(self.process.wait_exit(timeout)?)
    }
}

/// Sends raw bytes and reads one reply frame's body (`None`: the server
/// closed the connection without a reply).
pub fn exchange(s: &mut Conn, bytes: &[u8]) -> Result<Option<Vec<u8>>> {
    s.write_all(bytes)?;
    reply(s)
}

/// Reads one reply frame's body (`None` on a clean close).
pub fn reply(s: &mut Conn) -> Result<Option<Vec<u8>>> {
    let mut buf = FrameBuf::default();
    match read_frame(s, &mut buf, 1 << 30) {
        Ok(true) => Ok(Some(buf.body().to_vec())),
        Ok(false) => Ok(None),
        Err(e) => bail!("reading the reply: {e:?}"),
    }
}

/// True when the peer has closed (a read returns 0 within `timeout`).
pub fn closed_within(s: &mut Conn, timeout: Duration) -> Result<bool> {
    s.set_read_timeout(Some(timeout))?;
    let mut b = [0u8; 1];
    Ok(match s.read(&mut b) {
        Ok(n) => n == 0,
        Err(e) => e.kind() == std::io::ErrorKind::ConnectionReset,
    })
}

/// A frame around `body`.
pub fn frame(body: &[u8]) -> Vec<u8> {
    let mut v = (body.len() as u32).to_le_bytes().to_vec();
    v.extend_from_slice(body);
    v
}

/// `exe serve --shm <dir>/engine.shm --kernel safe`, dying with this
/// process; returns once a client can attach (the launcher's readiness
/// probe attaches and detaches, as a client would).
pub fn start_shm(exe: &Path, dir: &Path) -> Result<(EngineProcess, PathBuf)> {
    let path = dir.join("engine.shm");
    let listen = Listen::At(
        Transport::SHM_SPIN_THEN_FUTEX,
        path.to_string_lossy().into_owned(),
    );
    let process = EngineProcess::serve(Command::new(exe), listen, KERNEL, &[])?;
    Ok((process, path))
}

/// Raises this process's soft open-files limit to its hard one (the client
/// ends of a crowd of connections are descriptors here too); returns it.
pub(crate) fn raise_own_open_files() -> Result<u64> {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes one rlimit into `lim`; setrlimit reads one
    // valid rlimit, raising the soft limit no higher than the hard one.
    unsafe {
        anyhow::ensure!(
            libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) == 0,
            "getrlimit: {}",
            std::io::Error::last_os_error()
        );
        lim.rlim_cur = lim.rlim_max;
        anyhow::ensure!(
            libc::setrlimit(libc::RLIMIT_NOFILE, &lim) == 0,
            "setrlimit: {}",
            std::io::Error::last_os_error()
        );
    }
    Ok(lim.rlim_max)
}
