//! Graceful shutdown: on SIGTERM or SIGINT the engine stops taking new
//! requests (they get a `ShuttingDown` error reply), lets the requests
//! already being answered finish and reach their clients, removes its
//! socket or shared-memory file, and exits 0.

use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;
use std::io;
use std::os::unix::fs::MetadataExt;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering::SeqCst};
use std::time::{Duration, Instant};

static SHUTDOWN: AtomicBool = AtomicBool::new(false);
static IN_FLIGHT: AtomicUsize = AtomicUsize::new(0);

/// Longest wait for in-flight requests before exiting anyway (status 1).
pub const GRACE: Duration = Duration::from_secs(60);

/// Held while one request is answered, until its reply is written.
pub struct RequestGuard(());

impl Drop for RequestGuard {
    fn drop(&mut self) {
        IN_FLIGHT.fetch_sub(1, SeqCst);
    }
}

/// Registers a request; `None` once shutdown has begun. The counter goes up
/// before the flag is read, and the signal thread sets the flag before it
/// reads the counter, so every request is either refused or waited for.
pub fn begin_request() -> Option<RequestGuard> {
    IN_FLIGHT.fetch_add(1, SeqCst);
    if SHUTDOWN.load(SeqCst) {
        IN_FLIGHT.fetch_sub(1, SeqCst);
        return None;
    }
    Some(RequestGuard(()))
}

/// A file the engine created and removes on exit — unless another process
/// has replaced it since (then it is that process's file).
pub struct Owned {
    path: PathBuf,
    inode: Option<(u64, u64)>,
}

impl Owned {
    pub fn new(path: PathBuf) -> Self {
        let inode = std::fs::symlink_metadata(&path)
            .ok()
            .map(|m| (m.dev(), m.ino()));
        Owned { path, inode }
    }

    fn remove(&self) {
        let now = std::fs::symlink_metadata(&self.path)
            .ok()
            .map(|m| (m.dev(), m.ino()));
        if now.is_some() && now == self.inode {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Installs the handler (a thread waiting for SIGTERM/SIGINT).
pub fn exit_gracefully_on_signals(owned: Option<Owned>) -> io::Result<()> {
    let mut signals = Signals::new([SIGTERM, SIGINT])?;
    std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            let Some(sig) = signals.forever().next() else {
                return;
            };
            SHUTDOWN.store(true, SeqCst);
            eprintln!(
                "[ipc-engine] signal {sig}: refusing new requests, finishing {} in flight",
                IN_FLIGHT.load(SeqCst)
            );
            let t0 = Instant::now();
            while IN_FLIGHT.load(SeqCst) > 0 && t0.elapsed() < GRACE {
                std::thread::sleep(Duration::from_millis(2));
            }
            if let Some(o) = &owned {
                o.remove();
            }
            let left = IN_FLIGHT.load(SeqCst);
            if left > 0 {
                eprintln!(
                    "[ipc-engine] {left} request(s) still running after {GRACE:?}; exiting anyway"
                );
                std::process::exit(1);
            }
            eprintln!("[ipc-engine] shut down cleanly");
            std::process::exit(0);
        })?;
    Ok(())
}
