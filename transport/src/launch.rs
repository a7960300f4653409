//! Starting an `ipc-engine serve` and waiting until it answers: the one
//! launcher the report's measurements and the hostile catalogue share.
//!
//! The engine dies with the thread that started it ([`crate::child`]), is
//! killed and reaped when its [`EngineProcess`] is dropped, and a start
//! that fails says why: the engine exited (with its status), or nothing
//! answered at its [`Endpoint`] within ten seconds.

use crate::endpoint::{AnyClient, Conn, Endpoint};
use crate::table::{Reach, Transport};
use std::io;
use std::path::PathBuf;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Where a new engine should listen.
pub enum Listen {
    /// A fresh address for the transport: a path in a new temporary
    /// directory (kept as long as the engine), or a free loopback port.
    Fresh(Transport),
    /// This address (the caller keeps its directory).
    At(Transport, String),
}

/// How long a new engine may take to answer.
const START_TIMEOUT: Duration = Duration::from_secs(10);

/// A running `ipc-engine serve`, killed and reaped when dropped.
pub struct EngineProcess {
    child: Child,
    pub endpoint: Endpoint,
    pub kernel: String,
    pub exe: PathBuf,
    _dir: Option<tempfile::TempDir>,
}

impl Drop for EngineProcess {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl EngineProcess {
    /// Runs `cmd` (an `ipc-engine` command: the caller sets its CPU, its
    /// environment) as `serve <listen> --kernel <kernel> <extra…>` and
    /// returns once the engine answers at its endpoint.
    pub fn serve(
        mut cmd: Command,
        listen: Listen,
        kernel: &str,
        extra: &[&str],
    ) -> io::Result<EngineProcess> {
        let (transport, at, dir) = match listen {
            Listen::Fresh(t) => {
                let dir = tempfile::tempdir()?;
                let at = match t.entry().reach {
                    Reach::Served(s) => (s.fresh)(dir.path())?,
                    _ => String::new(),
                };
                (t, at, Some(dir))
            }
            Listen::At(t, at) => (t, at, None),
        };
        let endpoint = Endpoint::served(transport, at);
        let flags = endpoint.serve_flags().ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::InvalidInput,
                format!("{} is not served by `ipc-engine serve`", transport.name()),
            )
        })?;
        crate::child::die_with_parent(&mut cmd);
        cmd.arg("serve")
            .args(&flags)
            .args(["--kernel", kernel])
            .args(extra)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        let exe = PathBuf::from(cmd.get_program());
        let child = cmd.spawn().map_err(|e| {
            io::Error::new(e.kind(), format!("cannot start {}: {e}", exe.display()))
        })?;
        let mut engine = EngineProcess {
            child,
            endpoint,
            kernel: kernel.into(),
            exe,
            _dir: dir,
        };
        engine.wait_ready()?;
        Ok(engine)
    }

    fn wait_ready(&mut self) -> io::Result<()> {
        let t0 = Instant::now();
        while !self.endpoint.is_ready() {
            if let Some(status) = self.child.try_wait()? {
                return Err(io::Error::other(format!(
                    "ipc-engine ({:?}, kernel {}) exited at start ({status})",
                    self.endpoint, self.kernel
                )));
            }
            if t0.elapsed() > START_TIMEOUT {
                return Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    format!(
                        "ipc-engine ({:?}, kernel {}) did not answer within {START_TIMEOUT:?}",
                        self.endpoint, self.kernel
                    ),
                ));
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        Ok(())
    }

    /// The engine process's id.
    pub fn pid(&self) -> u32 {
        self.child.id()
    }

    /// A client over the engine's transport.
    pub fn client(&self) -> io::Result<AnyClient> {
        self.endpoint.connect()
    }

    /// A raw socket to the engine (Unix or TCP).
    pub fn socket(&self) -> io::Result<Conn> {
        self.endpoint.socket()
    }

    /// Still running?
    pub fn alive(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }

    /// The engine's exit status if it has exited (reaping it), else `None`.
    pub fn try_wait(&mut self) -> io::Result<Option<ExitStatus>> {
        self.child.try_wait()
    }

    /// Open file descriptors of the engine process.
    pub fn fd_count(&self) -> io::Result<usize> {
        Ok(std::fs::read_dir(format!("/proc/{}/fd", self.pid()))?.count())
    }

    /// Threads of the engine process.
    pub fn thread_count(&self) -> io::Result<usize> {
        Ok(std::fs::read_dir(format!("/proc/{}/task", self.pid()))?.count())
    }

    /// Each thread of the engine as `name (state, waiting in)`: what a
    /// thread that should have ended is doing.
    pub fn thread_states(&self) -> io::Result<Vec<String>> {
        let mut out = Vec::new();
        for task in std::fs::read_dir(format!("/proc/{}/task", self.pid()))? {
            let dir = task?.path();
            let read = |f: &str| std::fs::read_to_string(dir.join(f)).unwrap_or_default();
            let stat = read("stat");
            let state = stat
                .rfind(')')
                .and_then(|i| stat[i + 1..].split_whitespace().next())
                .unwrap_or("?")
                .to_string();
            out.push(format!(
                "{} ({state}, {})",
                read("comm").trim(),
                read("wchan").trim()
            ));
        }
        Ok(out)
    }

    /// Resident memory of the engine process, KiB.
    pub fn rss_kib(&self) -> io::Result<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.pid()))?;
        status
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
            .ok_or_else(|| io::Error::other("no VmRSS in /proc/<pid>/status"))
    }

    /// Sends `sig` to the engine.
    pub fn signal(&self, sig: libc::c_int) -> io::Result<()> {
        // SAFETY: kill(2) on our own child's pid; no memory is involved.
        let r = unsafe { libc::kill(self.pid() as libc::pid_t, sig) };
        if r != 0 {
            let e = io::Error::last_os_error();
            return Err(io::Error::new(
                e.kind(),
                format!("kill({}, {sig}): {e}", self.pid()),
            ));
        }
        Ok(())
    }

    /// Waits for the engine to exit (up to `timeout`).
    pub fn wait_exit(&mut self, timeout: Duration) -> io::Result<ExitStatus> {
        let t0 = Instant::now();
        loop {
            if let Some(s) = self.child.try_wait()? {
                return Ok(s);
            }
            if t0.elapsed() > timeout {
                return Err(io::Error::new(
                    io::ErrorKind::TimedOut,
                    format!("ipc-engine still running {timeout:?} after the signal"),
                ));
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Kills the engine at once (SIGKILL) and reaps it.
    pub fn kill(&mut self) -> io::Result<()> {
        self.child.kill()?;
        self.child.wait().map(drop)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_engine_that_exits_at_start_is_an_error_with_its_status() {
        // `false` exits 1 at once: the launcher must say so, not wait 10 s.
        let t0 = Instant::now();
        let e = EngineProcess::serve(
            Command::new("false"),
            Listen::Fresh(Transport::UNIX),
            "safe",
            &[],
        )
        .err()
        .expect("false never listens");
        assert!(e.to_string().contains("exited at start"), "{e}");
        assert!(t0.elapsed() < START_TIMEOUT);
    }

    #[test]
    fn a_missing_binary_is_named() {
        let e = EngineProcess::serve(
            Command::new("/nonexistent/ipc-engine"),
            Listen::Fresh(Transport::TCP),
            "safe",
            &[],
        )
        .err()
        .expect("no binary");
        assert!(e.to_string().contains("/nonexistent/ipc-engine"), "{e}");
    }
}
