//! The socket transports' client side: a Unix-domain stream socket at a
//! path, and loopback TCP (`TCP_NODELAY`). The engine's listeners are
//! `engine/src/listen.rs`'s.

use std::io;
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::os::unix::net::UnixStream;
use std::path::Path;

/// `context: error`, keeping the error's kind.
pub(crate) fn naming(context: String) -> impl FnOnce(io::Error) -> io::Error {
    move |e| io::Error::new(e.kind(), format!("{context}: {e}"))
}

/// A socket path in `dir` for a new engine.
pub fn fresh_unix(dir: &Path) -> io::Result<String> {
    Ok(dir.join("engine.sock").to_string_lossy().into_owned())
}

/// A free loopback port for a new engine (`127.0.0.1:PORT`).
pub fn fresh_tcp(_dir: &Path) -> io::Result<String> {
    Ok(TcpListener::bind("127.0.0.1:0")?.local_addr()?.to_string())
}

/// A connection to the engine listening on the socket at `path`.
pub fn connect_unix(path: &str) -> io::Result<UnixStream> {
    UnixStream::connect(path).map_err(naming(format!("connect {path}")))
}

/// A connection to the engine at `addr` (`IP:PORT`), `TCP_NODELAY` set
/// (without it each small request can wait ~40 ms on the delayed-ACK timer).
pub fn connect_tcp(addr: &str) -> io::Result<TcpStream> {
    let a: SocketAddr = addr.parse().map_err(|_| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("{addr:?} is not an IP:PORT address"),
        )
    })?;
    let s = TcpStream::connect(a).map_err(naming(format!("connect {a}")))?;
    s.set_nodelay(true)?;
    Ok(s)
}
