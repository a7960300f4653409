//! Listeners: a Unix socket or loopback TCP, one thread per connection.

use crate::Session;
use kernel_spec::Kernel;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::net::{SocketAddr, TcpListener};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// What every connection of a server shares.
pub struct Config {
    pub kernel: Box<dyn Kernel>,
    pub max_frame: usize,
}

/// Binds `path` with owner-only permissions. A stale socket file (nothing
/// accepts on it — a crashed server's) is replaced; a live one is an error.
pub fn bind_unix(path: &Path) -> io::Result<UnixListener> {
    if let Ok(meta) = std::fs::symlink_metadata(path) {
        if !meta.file_type().is_socket() {
            return Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!(
                    "{} exists and is not a socket; refusing to replace it",
                    path.display()
                ),
            ));
        }
        if UnixStream::connect(path).is_ok() {
            return Err(io::Error::new(
                io::ErrorKind::AddrInUse,
                format!("another server is listening on {}", path.display()),
            ));
        }
        std::fs::remove_file(path)?;
    }
    // Bind under a temporary name, restrict it, then rename: the final path
    // never exists with looser permissions than 0600.
    let tmp = PathBuf::from(format!("{}.{}.tmp", path.display(), std::process::id()));
    let _ = std::fs::remove_file(&tmp);
    let listener = UnixListener::bind(&tmp)?;
    std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o600))?;
    std::fs::rename(&tmp, path)?;
    Ok(listener)
}

/// Accepts forever on a Unix socket.
pub fn serve_unix(listener: UnixListener, config: Arc<Config>) -> io::Result<()> {
    for stream in listener.incoming() {
        match stream {
            Ok(s) => spawn_session(s.try_clone(), s, Arc::clone(&config)),
            Err(e) => eprintln!("[ipc-engine] accept failed: {e}"),
        }
    }
    Ok(())
}

/// Serves one connection on its own thread: a stuck or broken client
/// holds up nobody else.
fn spawn_session<S: Read + Write + Send + 'static>(
    reader: io::Result<S>,
    writer: S,
    config: Arc<Config>,
) {
    std::thread::spawn(move || {
        let reader = match reader {
            Ok(r) => r,
            Err(e) => return eprintln!("[ipc-engine] connection setup failed: {e}"),
        };
        let mut io = (BufReader::new(reader), BufWriter::new(writer));
        if let Err(e) = Session::default().serve(&mut io, config.kernel.as_ref(), config.max_frame)
        {
            eprintln!("[ipc-engine] connection ended: {e}");
        }
    });
}

/// Binds a TCP listener (the caller chooses the address; the CLI defaults to loopback).
pub fn bind_tcp(addr: SocketAddr) -> io::Result<TcpListener> {
    TcpListener::bind(addr)
}

/// Accepts forever on TCP; every connection gets `TCP_NODELAY`.
pub fn serve_tcp(listener: TcpListener, config: Arc<Config>) -> io::Result<()> {
    for stream in listener.incoming() {
        match stream {
            Ok(s) => {
                let reader = s.set_nodelay(true).and_then(|()| s.try_clone());
                spawn_session(reader, s, Arc::clone(&config));
            }
            Err(e) => eprintln!("[ipc-engine] accept failed: {e}"),
        }
    }
    Ok(())
}

/// Serves one client at a time over a shared-memory pair at `path`
/// (`transport::shm`); when a client closes, waits for the next.
pub fn serve_shm(
    path: &Path,
    capacity: usize,
    wait: transport::shm::Wait,
    config: Arc<Config>,
) -> io::Result<()> {
    let mut stream = transport::shm::ShmStream::create(path, capacity, wait)?;
    loop {
        if let Err(e) = Session::default().serve(&mut stream, config.kernel.as_ref(), capacity) {
            eprintln!("[ipc-engine] shm client ended: {e}");
        }
        // Wait for the next client to open the pair.
        while stream.client_closed() {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        stream.reset_for_next_client();
    }
}
