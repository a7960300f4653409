//! A real `ipc-engine serve` on a temporary Unix socket or a loopback TCP
//! port, killed on drop (and when the process that started it dies).

use anyhow::{Context, Result, bail};
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};
use transport::{Client, FrameBuf, read_frame};

pub struct Engine {
    child: Child,
    /// The Unix socket (for a TCP engine: a path nobody listens on).
    pub socket: PathBuf,
    /// Set for an engine listening on loopback TCP.
    pub tcp: Option<SocketAddr>,
    pub exe: PathBuf,
    _dir: tempfile::TempDir,
}

/// A connection to an [`Engine`], over whichever transport it listens on.
pub enum Conn {
    Unix(UnixStream),
    Tcp(TcpStream),
}

impl Conn {
    pub fn set_read_timeout(&self, d: Option<Duration>) -> std::io::Result<()> {
        match self {
            Conn::Unix(s) => s.set_read_timeout(d),
            Conn::Tcp(s) => s.set_read_timeout(d),
        }
    }

    pub fn try_clone(&self) -> std::io::Result<Conn> {
        Ok(match self {
            Conn::Unix(s) => Conn::Unix(s.try_clone()?),
            Conn::Tcp(s) => Conn::Tcp(s.try_clone()?),
        })
    }
}

impl Read for Conn {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            Conn::Unix(s) => s.read(buf),
            Conn::Tcp(s) => s.read(buf),
        }
    }
}

impl Write for Conn {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        match self {
            Conn::Unix(s) => s.write(buf),
            Conn::Tcp(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> std::io::Result<()> {
        match self {
            Conn::Unix(s) => s.flush(),
            Conn::Tcp(s) => s.flush(),
        }
    }
}

impl Engine {
    /// Starts `exe serve --tcp 127.0.0.1:<free port> --kernel safe <extra…>`.
    pub fn start_tcp(exe: &Path, extra: &[&str]) -> Result<Engine> {
        let dir = tempfile::tempdir()?;
        let addr = std::net::TcpListener::bind("127.0.0.1:0")?.local_addr()?;
        let mut cmd = Command::new(exe);
        cmd.args(["serve", "--tcp", &addr.to_string()]);
        let mut e = Self::spawn(cmd, exe, dir.path().join("unused.sock"), extra, dir)?;
        e.tcp = Some(addr);
        e.wait_ready(|| TcpStream::connect(addr).is_ok())?;
        Ok(e)
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
        let mut cmd = Command::new(exe);
        cmd.args(["serve", "--unix"]).arg(socket);
        let mut e = Self::spawn(cmd, exe, socket.to_path_buf(), extra, dir)?;
        let path = e.socket.clone();
        e.wait_ready(|| UnixStream::connect(&path).is_ok())?;
        Ok(e)
    }

    fn spawn(
        mut cmd: Command,
        exe: &Path,
        socket: PathBuf,
        extra: &[&str],
        dir: tempfile::TempDir,
    ) -> Result<Engine> {
        cmd.args(["--kernel", "safe"])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        transport::child::die_with_parent(&mut cmd);
        let child = cmd
            .spawn()
            .with_context(|| format!("cannot start {}", exe.display()))?;
        Ok(Engine {
            child,
            socket,
            tcp: None,
            exe: exe.to_path_buf(),
            _dir: dir,
        })
    }

    fn wait_ready(&mut self, ready: impl Fn() -> bool) -> Result<()> {
        let t0 = Instant::now();
        while !ready() {
            if let Some(status) = self.child.try_wait()? {
                bail!("ipc-engine exited at start ({status})");
            }
            if t0.elapsed() > Duration::from_secs(10) {
                bail!("ipc-engine did not accept connections within 10 s");
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        Ok(())
    }

    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    pub fn connect(&self) -> Result<Conn> {
        let s = match self.tcp {
            Some(addr) => {
                let s = TcpStream::connect(addr).context("connect to the engine (tcp)")?;
                s.set_nodelay(true)?;
                Conn::Tcp(s)
            }
            None => Conn::Unix(UnixStream::connect(&self.socket).context("connect to the engine")?),
        };
        s.set_read_timeout(Some(Duration::from_secs(30)))?;
        Ok(s)
    }

    pub fn client(&self) -> Result<Client<Conn>> {
        Ok(Client::new(self.connect()?))
    }

    /// Open file descriptors of the engine process.
    pub fn fd_count(&self) -> Result<usize> {
        Ok(std::fs::read_dir(format!("/proc/{}/fd", self.pid()))?.count())
    }

    /// Threads of the engine process.
    pub fn thread_count(&self) -> Result<usize> {
        Ok(std::fs::read_dir(format!("/proc/{}/task", self.pid()))?.count())
    }

    /// Still running?
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// Resident memory of the engine process, KiB.
    pub fn rss_kib(&self) -> Result<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid()))?;
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .context("no VmRSS in /proc/<pid>/status")
    }

    /// Sends `sig` to the engine.
    pub fn signal(&self, sig: libc::c_int) -> Result<()> {
        // SAFETY: kill(2) on our own child's pid; no memory is involved.
        let r = unsafe { libc::kill(self.pid() as libc::pid_t, sig) };
        if r != 0 {
            bail!(
                "kill({}, {sig}): {}",
                self.pid(),
                std::io::Error::last_os_error()
            );
        }
        Ok(())
    }

    /// Waits for the engine to exit (up to `timeout`).
    pub fn wait_exit(&mut self, timeout: Duration) -> Result<ExitStatus> {
        let t0 = Instant::now();
        loop {
            if let Some(s) = self.child.try_wait()? {
                return Ok(s);
            }
            if t0.elapsed() > timeout {
                bail!("ipc-engine still running {timeout:?} after the signal");
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
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
/// process; returns once a client can attach (the probe attaches and
/// detaches, as a client would).
pub fn start_shm(exe: &Path, dir: &Path) -> Result<(Child, PathBuf)> {
    let path = dir.join("engine.shm");
    let mut cmd = Command::new(exe);
    cmd.args(["serve", "--shm"])
        .arg(&path)
        .args(["--kernel", "safe"])
        .stdin(Stdio::null())
        .stderr(Stdio::null());
    let mut child = transport::child::die_with_parent(&mut cmd).spawn()?;
    let t0 = Instant::now();
    while transport::shm::ShmStream::open(&path, transport::shm::Wait::SpinThenFutex).is_err() {
        if let Some(status) = child.try_wait()? {
            bail!("shm engine exited at start ({status})");
        }
        if t0.elapsed() > Duration::from_secs(10) {
            bail!("shm engine did not start within 10 s");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    Ok((child, path))
}
