//! One boundary, one type: where an `ipc-engine` is reached.
//!
//! The report's measurements, the hostile catalogue and the Python worker
//! all name an engine the same way: a [`Transport`] of the table
//! (`crate::table`) and where — the address its engine listens at (a socket
//! path, `IP:PORT`, a shared-memory file), or for a persistent pipe the
//! engine binary each connection starts. An [`Endpoint`] knows the `serve`
//! arguments that make an engine listen there, whether one is ready there,
//! how to connect (a [`Client`] over any of them, or a raw [`Conn`] for
//! byte-level tests) and how the Python client names it — all from the
//! transport's entry. Starting and stopping the engine process is
//! `launch`'s (feature `launch`).

pub use crate::table::Stream;
use crate::table::{Python, Reach, Transport};
use crate::{Client, pipe};
use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Where a running engine is reached.
#[derive(Clone, Debug, PartialEq)]
pub struct Endpoint {
    pub transport: Transport,
    pub at: At,
}

/// Where, for one transport.
#[derive(Clone, Debug, PartialEq)]
pub enum At {
    /// The address a served engine listens at: the value of its `serve` flag.
    Address(String),
    /// A child `ipc-engine stdio` each connection starts: binary, kernel and
    /// the CPU to pin it to.
    Child {
        exe: PathBuf,
        kernel: String,
        cpu: Option<usize>,
    },
}

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

impl Endpoint {
    /// An engine served over `transport` at `at` (a path, `IP:PORT`).
    pub fn served(transport: Transport, at: impl Into<String>) -> Endpoint {
        Endpoint {
            transport,
            at: At::Address(at.into()),
        }
    }

    /// A persistent pipe: each connection starts `exe stdio --kernel
    /// <kernel>` pinned to `cpu`.
    pub fn pipe(exe: impl Into<PathBuf>, kernel: &str, cpu: Option<usize>) -> Endpoint {
        Endpoint {
            transport: Transport::PIPE,
            at: At::Child {
                exe: exe.into(),
                kernel: kernel.into(),
                cpu,
            },
        }
    }

    /// The address a served engine listens at.
    pub fn address(&self) -> Option<&str> {
        match &self.at {
            At::Address(a) => Some(a),
            At::Child { .. } => None,
        }
    }

    /// The socket path of a Unix-socket endpoint.
    pub fn unix_path(&self) -> Option<&Path> {
        (self.transport == Transport::UNIX)
            .then(|| self.address().map(Path::new))
            .flatten()
    }

    /// The address of a TCP endpoint.
    pub fn tcp_addr(&self) -> Option<SocketAddr> {
        (self.transport == Transport::TCP)
            .then(|| self.address()?.parse().ok())
            .flatten()
    }

    /// The `ipc-engine serve` arguments that make an engine listen here
    /// (`None` for a pipe, which is `ipc-engine stdio`, not `serve`).
    pub fn serve_flags(&self) -> Option<Vec<String>> {
        let (Reach::Served(s), At::Address(at)) = (self.transport.entry().reach, &self.at) else {
            return None;
        };
        let mut flags = vec![s.flag.to_string(), at.clone()];
        flags.extend(s.extra.iter().map(|x| x.to_string()));
        Some(flags)
    }

    /// Whether an engine answers here now: a connection (or an attach to
    /// the shared-memory pair) succeeds. A pipe is always ready: each
    /// connection starts its own engine.
    pub fn is_ready(&self) -> bool {
        match (self.transport.entry().reach, &self.at) {
            (Reach::Served(s), At::Address(at)) => (s.ready)(at),
            (_, At::Child { .. }) => true,
            _ => false,
        }
    }

    /// Opens a connection (for a pipe, starts the engine process).
    pub fn connect(&self) -> io::Result<AnyClient> {
        Ok(self.connect_traced()?.0)
    }

    /// [`Endpoint::connect`], with the pid of the engine the connection
    /// started (a pipe's child; `None` for a served engine).
    pub fn connect_traced(&self) -> io::Result<(AnyClient, Option<u32>)> {
        match (self.transport.entry().reach, &self.at) {
            (Reach::Served(s), At::Address(at)) => Ok((Client::new((s.connect)(at)?), None)),
            (_, At::Child { exe, kernel, cpu }) => {
                let child = pipe::connect(exe, kernel, *cpu)?;
                let pid = child.pid();
                Ok((Client::new(Box::new(child)), Some(pid)))
            }
            _ => Err(io::Error::new(
                io::ErrorKind::Unsupported,
                format!("{self:?}: {} has no connection", self.transport.name()),
            )),
        }
    }

    /// A raw socket (Unix or TCP, `TCP_NODELAY` set); an error for shared
    /// memory and pipes, which are not sockets.
    pub fn socket(&self) -> io::Result<Conn> {
        match (self.transport, self.address()) {
            (Transport::UNIX, Some(at)) => Ok(Conn::Unix(crate::socket::connect_unix(at)?)),
            (Transport::TCP, Some(at)) => Ok(Conn::Tcp(crate::socket::connect_tcp(at)?)),
            _ => Err(io::Error::new(
                io::ErrorKind::Unsupported,
                format!("{self:?} is not a socket"),
            )),
        }
    }

    /// The endpoint as the Python worker's request fields
    /// (`{"transport": key, "at": …}`, which `ipc_tax_ref.client.connect`
    /// takes); `None` where the Python client has no implementation.
    pub fn python_target(&self) -> Option<serde_json::Value> {
        if self.transport.entry().python != Python::Client {
            return None;
        }
        let at = match &self.at {
            At::Address(a) => serde_json::json!(a),
            At::Child { exe, kernel, cpu } => serde_json::json!([exe, kernel, cpu]),
        };
        Some(serde_json::json!({"transport": self.transport.key(), "at": at}))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listening_endpoint_has_its_serve_flags() {
        let unix = Endpoint::served(Transport::UNIX, "/tmp/e.sock");
        assert_eq!(unix.serve_flags().unwrap(), ["--unix", "/tmp/e.sock"]);
        let tcp = Endpoint::served(Transport::TCP, "127.0.0.1:4000");
        assert_eq!(tcp.serve_flags().unwrap(), ["--tcp", "127.0.0.1:4000"]);
        assert_eq!(tcp.tcp_addr(), Some("127.0.0.1:4000".parse().unwrap()));
        let shm = Endpoint::served(Transport::SHM_SPIN, "/tmp/e.shm");
        assert_eq!(
            shm.serve_flags().unwrap(),
            ["--shm", "/tmp/e.shm", "--wait", "spin"]
        );
        assert_eq!(
            Endpoint::pipe("ipc-engine", "safe", None).serve_flags(),
            None
        );
        assert_eq!(unix.unix_path(), Some(Path::new("/tmp/e.sock")));
        assert_eq!(shm.unix_path(), None);
    }

    #[test]
    fn nobody_listening_is_not_ready_and_connecting_names_the_place() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("none.sock");
        let unix = Endpoint::served(Transport::UNIX, path.to_string_lossy());
        assert!(!unix.is_ready());
        let e = unix.connect().err().expect("nobody listens");
        assert!(e.to_string().contains("none.sock"), "{e}");
        let shm = Endpoint::served(
            Transport::SHM_SPIN_THEN_FUTEX,
            dir.path().join("none.shm").to_string_lossy(),
        );
        assert!(!shm.is_ready());
        assert!(shm.socket().is_err());
        let e = shm.connect().err().expect("nobody serves");
        assert!(e.to_string().contains("none.shm"), "{e}");
    }

    #[test]
    fn python_targets_name_the_transport_by_its_key() {
        let tcp = Endpoint::served(Transport::TCP, "127.0.0.1:4000");
        assert_eq!(
            tcp.python_target().unwrap(),
            serde_json::json!({"transport": "tcp", "at": "127.0.0.1:4000"})
        );
        let pipe = Endpoint::pipe("/bin/ipc-engine", "safe", Some(1));
        assert_eq!(
            pipe.python_target().unwrap(),
            serde_json::json!({"transport": "pipe", "at": ["/bin/ipc-engine", "safe", 1]})
        );
    }
}
