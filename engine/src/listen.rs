//! Listeners: a Unix socket or loopback TCP, one thread per connection,
//! each with a frame deadline, an idle limit and a place in a bounded pool
//! that reclaims idle connections under pressure ([`crate::evict`]).

use crate::Session;
use crate::evict::{Pool, Tracked, Wait};
use crate::refuse::Lingerer;
use crate::session::FrameIo;
use kernel_spec::Kernel;
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::os::fd::{AsFd, OwnedFd};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use transport::{Budget, ErrorCode, FrameBuf, ProtocolError, ReadError, encode_error};

/// How much any one client may take from the server.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ServeLimits {
    /// Once a request's first byte has arrived, the whole frame must arrive
    /// within this (a client sending one byte per second is cut off); a
    /// reply must be taken by the client within this too.
    pub frame_timeout: Duration,
    /// A connection without a request for this long is closed (`None`:
    /// never). A live trader streaming bars keeps its connection busy.
    pub idle_timeout: Option<Duration>,
    /// A new connection must send its first request within this (`None`:
    /// the idle limit alone), else it is answered `Timeout` and closed: a
    /// connection opened and left silent holds a slot for seconds, not for
    /// the idle limit (nginx's `client_header_timeout` beside its longer
    /// keep-alive timeout).
    pub first_request_timeout: Option<Duration>,
    /// Connections served at once; past it the longest-idle connection
    /// gives way (`Evicted`), or with none idle the newcomer is answered
    /// `Busy`.
    pub max_connections: usize,
}

impl Default for ServeLimits {
    fn default() -> Self {
        ServeLimits {
            frame_timeout: Duration::from_secs(10),
            idle_timeout: Some(Duration::from_secs(600)),
            first_request_timeout: Some(Duration::from_secs(60)),
            max_connections: 256,
        }
    }
}

/// What every connection of a server shares.
pub struct Config {
    pub kernel: Box<dyn Kernel>,
    pub max_frame: usize,
    pub limits: ServeLimits,
    /// Every connection's buffers, series and working memory, together.
    pub budget: Arc<Budget>,
    /// Connections being served now.
    pub active: AtomicUsize,
    /// Drains refused sockets so their clients read the refusal.
    lingerer: Lingerer,
    /// Every served connection, for giving way under pressure.
    pool: Pool,
}

impl Config {
    pub fn new(
        kernel: Box<dyn Kernel>,
        max_frame: usize,
        limits: ServeLimits,
        budget: Arc<Budget>,
    ) -> io::Result<Self> {
        Ok(Config {
            kernel,
            max_frame,
            limits,
            budget,
            active: AtomicUsize::new(0),
            lingerer: Lingerer::start()?,
            pool: Pool::default(),
        })
    }
}

/// The default memory budget: a quarter of the machine's RAM, at least 1 GiB.
pub fn default_max_memory() -> usize {
    // SAFETY: sysconf only reads system constants.
    let (pages, page) = unsafe {
        (
            libc::sysconf(libc::_SC_PHYS_PAGES),
            libc::sysconf(libc::_SC_PAGESIZE),
        )
    };
    let ram = usize::try_from(pages)
        .unwrap_or(0)
        .saturating_mul(usize::try_from(page).unwrap_or(0));
    (ram / 4).max(1 << 30)
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

/// Raises this process's soft limit on open files to the hard limit (each
/// connection is a descriptor, and the soft default, often 1,024, is far
/// below what the pool and the lingering refusals may hold). Says what it
/// did, for the start-up line: "1024 → 524288", or the limit if unchanged.
pub fn raise_open_files_limit() -> String {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes one rlimit into `lim`.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } != 0 {
        return format!("unknown ({})", io::Error::last_os_error());
    }
    let before = lim.rlim_cur;
    if before >= lim.rlim_max {
        return before.to_string();
    }
    let raised = libc::rlimit {
        rlim_cur: lim.rlim_max,
        rlim_max: lim.rlim_max,
    };
    // SAFETY: setrlimit reads one valid rlimit; raising the soft limit up
    // to the hard one needs no privilege.
    if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } != 0 {
        return format!(
            "{before} (raising it to {} failed: {})",
            lim.rlim_max,
            io::Error::last_os_error()
        );
    }
    format!("{before} → {}", lim.rlim_max)
}

/// Accepts forever on a Unix socket.
pub fn serve_unix(listener: UnixListener, config: Arc<Config>) -> io::Result<()> {
    for stream in listener.incoming() {
        match stream {
            Ok(s) => admit(s, &config),
            Err(e) => accept_failed(&e),
        }
    }
    Ok(())
}

/// Binds a TCP listener (the caller chooses the address; the CLI defaults to loopback).
pub fn bind_tcp(addr: SocketAddr) -> io::Result<TcpListener> {
    TcpListener::bind(addr)
}

/// Accepts forever on TCP; every connection gets `TCP_NODELAY`.
pub fn serve_tcp(listener: TcpListener, config: Arc<Config>) -> io::Result<()> {
    for stream in listener.incoming() {
        match stream.and_then(|s| s.set_nodelay(true).map(|()| s)) {
            Ok(s) => admit(s, &config),
            Err(e) => accept_failed(&e),
        }
    }
    Ok(())
}

fn accept_failed(e: &io::Error) {
    eprintln!("[ipc-engine] accept failed: {e}");
    // Out of file descriptors: back off instead of spinning on the error.
    std::thread::sleep(Duration::from_millis(10));
}

/// A connected socket the listener can put deadlines on.
pub trait Socket: Read + Write + Send + Sized + Into<OwnedFd> + AsFd + 'static {
    fn try_clone(&self) -> io::Result<Self>;
    fn set_read_timeout(&self, d: Option<Duration>) -> io::Result<()>;
    fn set_write_timeout(&self, d: Option<Duration>) -> io::Result<()>;
}

macro_rules! socket {
    ($t:ty) => {
        impl Socket for $t {
            fn try_clone(&self) -> io::Result<Self> {
                <$t>::try_clone(self)
            }
            fn set_read_timeout(&self, d: Option<Duration>) -> io::Result<()> {
                <$t>::set_read_timeout(self, d)
            }
            fn set_write_timeout(&self, d: Option<Duration>) -> io::Result<()> {
                <$t>::set_write_timeout(self, d)
            }
        }
    };
}
socket!(UnixStream);
socket!(TcpStream);

/// Serves a new connection on its own thread. When the pool is full, the
/// connection idle between requests the longest gives way
/// ([`crate::evict`]: it is answered `Evicted`, and the newcomer is served
/// while it leaves); with none idle the newcomer is answered `Busy` (a
/// refusal it reads even if it writes its request first:
/// [`crate::refuse`]).
fn admit<S: Socket>(stream: S, config: &Arc<Config>) {
    let limits = config.limits;
    let before = config.active.fetch_add(1, Ordering::SeqCst);
    // Past the limit a newcomer is served only while a connection gives way
    // for it, and never past twice the limit (victims still leaving).
    if before >= limits.max_connections
        && (before >= 2 * limits.max_connections || !config.pool.evict_longest_idle())
    {
        config.active.fetch_sub(1, Ordering::SeqCst);
        let busy = ProtocolError::new(
            ErrorCode::Busy,
            format!(
                "the engine serves {} connections at once; try again later",
                limits.max_connections
            ),
        );
        config.lingerer.refuse(stream.into(), &encode_error(&busy));
        return;
    }
    // The slot exists before the thread does: if the spawn fails, the
    // closure (and the slot in it) is dropped and the place is freed.
    let slot = Slot(Arc::clone(config));
    let spawned = std::thread::Builder::new()
        .name("ipc-engine-conn".into())
        .spawn(move || {
            if let Err(e) = serve_connection(stream, &slot.0) {
                eprintln!("[ipc-engine] connection ended: {e}");
            }
        });
    if let Err(e) = spawned {
        eprintln!("[ipc-engine] cannot start a connection thread: {e}");
    }
}

/// A connection's place in the pool, freed when dropped.
struct Slot(Arc<Config>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.active.fetch_sub(1, Ordering::SeqCst);
    }
}

fn serve_connection<S: Socket>(stream: S, config: &Config) -> io::Result<()> {
    let limits = config.limits;
    // One socket timeout for the whole connection (no system call per
    // request): it bounds every single read and write; `Deadline` adds the
    // frame and idle limits on top.
    stream.set_read_timeout(Some(limits.frame_timeout))?;
    stream.set_write_timeout(Some(limits.frame_timeout))?;
    let reader = BufReader::new(Deadline::new(stream.try_clone()?, limits));
    let tracked = Tracking::new(&config.pool)?;
    let mut io = SocketIo {
        reader,
        writer: BufWriter::new(stream),
        pool: &config.pool,
        tracked: &tracked.0,
        served: false,
        linger: false,
    };
    let served = Session::new(Arc::clone(&config.budget)).serve(
        &mut io,
        config.kernel.as_ref(),
        config.max_frame,
    );
    // The session is gone: return what it and its requests' kernels freed.
    crate::session::release_freed_memory();
    if io.linger {
        // The `Evicted` or `Timeout` reply is written: let the client read
        // it even if it is writing a request just now.
        if let Ok(stream) = io.writer.into_inner() {
            config.lingerer.linger(stream.into());
        }
    }
    served
}

/// A connection's place in the pool's tracking, given up when dropped
/// (however the connection ends: an early error or a panic included).
struct Tracking<'a>(Arc<Tracked>, &'a Pool);

impl<'a> Tracking<'a> {
    fn new(pool: &'a Pool) -> io::Result<Self> {
        Ok(Tracking(pool.track()?, pool))
    }
}

impl Drop for Tracking<'_> {
    fn drop(&mut self) {
        self.1.forget(&self.0);
    }
}

/// A socket's two halves, with the frame clock reset after every frame and
/// the connection's standing in the pool kept (idle between requests, busy
/// while one is under way).
struct SocketIo<'a, S: Socket> {
    reader: BufReader<Deadline<S>>,
    writer: BufWriter<S>,
    pool: &'a Pool,
    tracked: &'a Tracked,
    /// A request has been read: the idle limit, not the first-request
    /// one, applies from now on.
    served: bool,
    /// The connection ends with an error reply it did not ask for
    /// (`Evicted`, `Timeout` before a first request): drain it so the
    /// client reads the reply even while it writes a request.
    linger: bool,
}

impl<S: Socket> FrameIo for SocketIo<'_, S> {
    fn read_frame(&mut self, buf: &mut FrameBuf, max_frame: usize) -> Result<bool, ReadError> {
        // A frame boundary. A connection chosen to give way leaves here,
        // whatever the client has sent meanwhile (that request is not run);
        // otherwise, with nothing of the next request buffered, wait for it,
        // for the idle limit, or for the pool to need this slot.
        let mut evicted = self.tracked.is_picked();
        if !evicted && self.reader.buffer().is_empty() {
            let socket = self.reader.get_ref().inner.as_fd();
            let limits = self.reader.get_ref().limits;
            let first = if self.served {
                None
            } else {
                limits.first_request_timeout
            };
            let limit = match (first, limits.idle_timeout) {
                (Some(f), Some(i)) => Some(f.min(i)),
                (f, i) => f.or(i),
            };
            match self.tracked.wait(socket, limit) {
                Ok(Wait::Ready) => {}
                Ok(Wait::Idle) if first.is_some_and(|f| Some(f) == limit) => {
                    self.linger = true;
                    return Err(ReadError::Protocol {
                        error: ProtocolError::new(
                            ErrorCode::Timeout,
                            format!(
                                "no request within {:?} of connecting (--first-request-timeout); \
                                 reconnect when there is one to send",
                                limit.unwrap_or_default()
                            ),
                        ),
                        fatal: true,
                    });
                }
                Ok(Wait::Idle) => return Ok(false),
                Ok(Wait::Evicted) => evicted = true,
                Err(e) => return Err(ReadError::Io(e)),
            }
        }
        self.served = true;
        if evicted {
            self.linger = true;
            return Err(ReadError::Protocol {
                error: ProtocolError::new(
                    ErrorCode::Evicted,
                    "the engine was full and this connection had been idle the longest; \
                     reconnect to continue",
                ),
                fatal: true,
            });
        }
        self.pool.busy(self.tracked);
        let r = transport::read_frame(&mut self.reader, buf, max_frame);
        self.reader.get_mut().frame_done();
        r
    }
    fn write_frame(&mut self, frame: &[u8]) -> io::Result<()> {
        let written = transport::write_frame(&mut self.writer, frame);
        // The reply is out: the connection waits for its next request.
        self.pool.idle(self.tracked);
        written
    }
}

/// Reads with the frame deadline and the idle limit.
///
/// The socket's own timeout (the frame timeout) makes every read return in
/// bounded time; between frames a timed-out read just counts towards the
/// idle limit, which ends the connection as a clean close. Inside a frame,
/// stalling or trickling past the frame timeout is a `TimedOut` error.
struct Deadline<S> {
    inner: S,
    limits: ServeLimits,
    frame_started: Option<Instant>,
    idle_since: Instant,
}

impl<S> Deadline<S> {
    fn new(inner: S, limits: ServeLimits) -> Self {
        Deadline {
            inner,
            limits,
            frame_started: None,
            idle_since: Instant::now(),
        }
    }

    fn frame_done(&mut self) {
        self.frame_started = None;
        self.idle_since = Instant::now();
    }
}

impl<S: Read> Read for Deadline<S> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let frame_timeout = self.limits.frame_timeout;
        loop {
            match self.inner.read(buf) {
                Ok(n) => {
                    let t0 = *self.frame_started.get_or_insert_with(Instant::now);
                    if n > 0 && t0.elapsed() > frame_timeout {
                        return Err(io::Error::new(
                            io::ErrorKind::TimedOut,
                            format!(
                                "the request frame was not complete within {frame_timeout:?} (client too slow)"
                            ),
                        ));
                    }
                    if n == 0 {
                        self.frame_started = None;
                    }
                    return Ok(n);
                }
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) =>
                {
                    if self.frame_started.is_some() {
                        return Err(io::Error::new(
                            io::ErrorKind::TimedOut,
                            format!(
                                "the client sent part of a request, then nothing for {frame_timeout:?}"
                            ),
                        ));
                    }
                    if self
                        .limits
                        .idle_timeout
                        .is_some_and(|idle| self.idle_since.elapsed() >= idle)
                    {
                        // Between requests: end the connection as a clean close.
                        return Ok(0);
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
    }
}

/// Serves one client at a time over a shared-memory pair (the server side
/// of `transport::shm`): each client that attaches gets a fresh session;
/// when it detaches, dies or is replaced, the next one is served.
pub fn serve_shm(mut stream: transport::shm::ShmStream, config: Arc<Config>) -> io::Result<()> {
    let capacity = stream.capacity();
    loop {
        stream.next_client();
        let served = Session::new(Arc::clone(&config.budget)).serve(
            &mut stream,
            config.kernel.as_ref(),
            capacity,
        );
        crate::session::release_freed_memory();
        if let Err(e) = served {
            eprintln!("[ipc-engine] shm client ended: {e}");
        }
    }
}
