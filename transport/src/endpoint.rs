//! One boundary, one type: where an `ipc-engine` is reached.
//!
//! The report's measurements, the hostile catalogue and the Python worker
//! all name an engine the same way: a Unix socket, a TCP address, a
//! shared-memory pair (with the client's wait strategy) or a persistent
//! pipe to `ipc-engine stdio`. An [`Endpoint`] knows the `serve` flags that
//! make an engine listen there, whether one is ready there, how to connect
//! (a [`Client`] over any of them, or a raw [`Conn`] for byte-level tests)
//! and how the Python client names it. Starting and stopping the engine
//! process is `launch`'s (feature `launch`).

use crate::shm::{ShmStream, Wait};
use crate::{Client, Duplex};
use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::os::unix::net::UnixStream;
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::Duration;

/// Where a running engine is reached.
#[derive(Clone, Debug, PartialEq)]
pub enum Endpoint {
    Unix(PathBuf),
    Tcp(SocketAddr),
    /// A shared-memory pair (Rust client only) and the client's wait strategy.
    Shm(PathBuf, Wait),
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

/// A raw socket to an engine, for clients that write bytes the protocol
/// does not (the hostile catalogue): read timeouts and a second handle.
pub enum Conn {
    Unix(UnixStream),
    Tcp(TcpStream),
}

impl Conn {
    pub fn set_read_timeout(&self, d: Option<Duration>) -> io::Result<()> {
        match self {
            Conn::Unix(s) => s.set_read_timeout(d),
            Conn::Tcp(s) => s.set_read_timeout(d),
        }
    }

    pub fn set_write_timeout(&self, d: Option<Duration>) -> io::Result<()> {
        match self {
            Conn::Unix(s) => s.set_write_timeout(d),
            Conn::Tcp(s) => s.set_write_timeout(d),
        }
    }

    pub fn try_clone(&self) -> io::Result<Conn> {
        Ok(match self {
            Conn::Unix(s) => Conn::Unix(s.try_clone()?),
            Conn::Tcp(s) => Conn::Tcp(s.try_clone()?),
        })
    }
}

impl Read for Conn {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Conn::Unix(s) => s.read(buf),
            Conn::Tcp(s) => s.read(buf),
        }
    }
}

impl Write for Conn {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Conn::Unix(s) => s.write(buf),
            Conn::Tcp(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Conn::Unix(s) => s.flush(),
            Conn::Tcp(s) => s.flush(),
        }
    }
}

/// The child of a persistent pipe: stdin closed and the child reaped on drop.
struct PipeChild {
    child: Child,
    io: Duplex<ChildStdout, Option<ChildStdin>>,
}

impl Read for PipeChild {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.io.reader.read(buf)
    }
}

impl Write for PipeChild {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.io.writer.as_mut().expect("open until drop").write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.io.writer.as_mut().expect("open until drop").flush()
    }
}

impl Drop for PipeChild {
    fn drop(&mut self) {
        drop(self.io.writer.take());
        let _ = self.child.wait();
    }
}

/// `context: error`, keeping the error's kind.
fn naming(context: String) -> impl FnOnce(io::Error) -> io::Error {
    move |e| io::Error::new(e.kind(), format!("{context}: {e}"))
}

impl Endpoint {
    /// The `ipc-engine serve` flags that make an engine listen here
    /// (`None` for a pipe, which is `ipc-engine stdio`, not `serve`).
    pub fn serve_flags(&self) -> Option<Vec<String>> {
        let path = |p: &PathBuf| p.to_string_lossy().into_owned();
        match self {
            Endpoint::Unix(p) => Some(vec!["--unix".into(), path(p)]),
            Endpoint::Tcp(a) => Some(vec!["--tcp".into(), a.to_string()]),
            Endpoint::Shm(p, wait) => Some(vec![
                "--shm".into(),
                path(p),
                "--wait".into(),
                wait.name().into(),
            ]),
            Endpoint::Pipe(..) => None,
        }
    }

    /// Whether an engine answers here now: a connection (or an attach to
    /// the shared-memory pair) succeeds. A pipe is always ready: each
    /// connection starts its own engine.
    pub fn is_ready(&self) -> bool {
        match self {
            Endpoint::Unix(p) => UnixStream::connect(p).is_ok(),
            Endpoint::Tcp(a) => TcpStream::connect(a).is_ok(),
            Endpoint::Shm(p, wait) => ShmStream::open(p, *wait).is_ok(),
            Endpoint::Pipe(..) => true,
        }
    }

    /// Opens a connection (for `Pipe`, starts the engine process).
    pub fn connect(&self) -> io::Result<AnyClient> {
        let stream: Box<dyn Stream> = match self {
            Endpoint::Unix(_) | Endpoint::Tcp(_) => match self.socket()? {
                Conn::Unix(s) => Box::new(s),
                Conn::Tcp(s) => Box::new(s),
            },
            Endpoint::Shm(p, wait) => Box::new(
                ShmStream::open(p, *wait).map_err(naming(format!("open shm {}", p.display())))?,
            ),
            Endpoint::Pipe(exe, kernel, cpu) => {
                let mut cmd = Command::new(exe);
                crate::child::pin_to_cpu(&mut cmd, *cpu);
                crate::child::die_with_parent(&mut cmd);
                let mut child = cmd
                    .args(["stdio", "--kernel", kernel])
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null())
                    .spawn()
                    .map_err(naming(format!("cannot start {}", exe.display())))?;
                let io = Duplex {
                    reader: child.stdout.take().expect("piped stdout"),
                    writer: child.stdin.take(),
                };
                Box::new(PipeChild { child, io })
            }
        };
        Ok(Client::new(stream))
    }

    /// A raw socket (Unix or TCP, `TCP_NODELAY` set); an error for shared
    /// memory and pipes, which are not sockets.
    pub fn socket(&self) -> io::Result<Conn> {
        match self {
            Endpoint::Unix(p) => Ok(Conn::Unix(
                UnixStream::connect(p).map_err(naming(format!("connect {}", p.display())))?,
            )),
            Endpoint::Tcp(a) => {
                let s = TcpStream::connect(a).map_err(naming(format!("connect {a}")))?;
                s.set_nodelay(true)?;
                Ok(Conn::Tcp(s))
            }
            other => Err(io::Error::new(
                io::ErrorKind::Unsupported,
                format!("{other:?} is not a socket"),
            )),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listening_endpoint_has_its_serve_flags() {
        let unix = Endpoint::Unix("/tmp/e.sock".into());
        assert_eq!(unix.serve_flags().unwrap(), ["--unix", "/tmp/e.sock"]);
        let tcp = Endpoint::Tcp("127.0.0.1:4000".parse().unwrap());
        assert_eq!(tcp.serve_flags().unwrap(), ["--tcp", "127.0.0.1:4000"]);
        let shm = Endpoint::Shm("/tmp/e.shm".into(), Wait::Spin);
        assert_eq!(
            shm.serve_flags().unwrap(),
            ["--shm", "/tmp/e.shm", "--wait", "spin"]
        );
        assert_eq!(
            Endpoint::Pipe("ipc-engine".into(), "safe".into(), None).serve_flags(),
            None
        );
    }

    #[test]
    fn nobody_listening_is_not_ready_and_connecting_names_the_place() {
        let dir = tempfile::tempdir().unwrap();
        let unix = Endpoint::Unix(dir.path().join("none.sock"));
        assert!(!unix.is_ready());
        let e = unix.connect().err().expect("nobody listens");
        assert!(e.to_string().contains("none.sock"), "{e}");
        let shm = Endpoint::Shm(dir.path().join("none.shm"), Wait::SpinThenFutex);
        assert!(shm.socket().is_err());
        assert!(shm.python_target().is_none());
    }
}
