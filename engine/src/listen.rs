//! Listeners: a Unix socket or loopback TCP, a thread per connection while
//! it is served (an idle one gives its thread up: [`crate::park`]), each
//! with a frame deadline, an idle limit and a place in a bounded pool that
//! reclaims idle connections under pressure ([`crate::evict`]).

use crate::Session;
use crate::evict::{NOTICED_WITHIN, Pool, Tracked, Wait, wait_by_reading};
use crate::park::{Lot, PARK_AFTER, Parked};
use crate::refuse::Lingerer;
use crate::session::FrameIo;
use crate::workers::{Workers, default_workers};
use kernel_spec::Kernel;
use std::io::{self, BufRead, BufReader, BufWriter, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::os::fd::{AsFd, AsRawFd, OwnedFd};
use std::os::unix::fs::{FileTypeExt, PermissionsExt};
use std::os::unix::net::{UnixListener, UnixStream};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};
use transport::{
    Budget, ErrorCode, FrameBuf, FrameProgress, ProtocolError, ReadError, encode_error,
};

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
    /// A connection waiting this long for its next request gives its
    /// thread up and waits in the lot ([`crate::park`]); `None`: never (a
    /// thread per connection, the lowest latency after a pause).
    pub park_after: Option<Duration>,
    /// Connections served at once; past it the longest-idle connection
    /// gives way (`Evicted`), or with none idle the newcomer is answered
    /// `Busy`.
    pub max_connections: usize,
    /// Sweeps computing at once; later ones wait their turn ([`crate::workers`]).
    pub workers: usize,
}

impl Default for ServeLimits {
    fn default() -> Self {
        ServeLimits {
            frame_timeout: Duration::from_secs(10),
            idle_timeout: Some(Duration::from_secs(600)),
            first_request_timeout: Some(Duration::from_secs(60)),
            park_after: Some(PARK_AFTER),
            max_connections: 10_000,
            workers: default_workers(),
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
    /// Holds the connections idle past `limits.park_after`, without a thread.
    lot: Lot,
    /// The places for sweeps' compute (`limits.workers` of them).
    workers: Arc<Workers>,
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
            lot: Lot::start()?,
            workers: Arc::new(Workers::new(limits.workers)),
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
    deepen_backlog(&listener)?;
    std::fs::set_permissions(&tmp, std::fs::Permissions::from_mode(0o600))?;
    std::fs::rename(&tmp, path)?;
    Ok(listener)
}

/// The open-files limit after [`raise_open_files_limit`]: what the
/// start-up line says, and the limit itself when it is known.
pub struct OpenFiles {
    pub said: String,
    pub limit: Option<u64>,
}

/// Raises this process's soft limit on open files to the hard limit (each
/// connection is two descriptors, and the soft default, often 1,024, is far
/// below what the pool and the lingering refusals may hold). Says what it
/// did, for the start-up line: "1024 → 524288", or the limit if unchanged.
pub fn raise_open_files_limit() -> OpenFiles {
    let mut lim = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes one rlimit into `lim`.
    if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } != 0 {
        return OpenFiles {
            said: format!("unknown ({})", io::Error::last_os_error()),
            limit: None,
        };
    }
    let before = lim.rlim_cur;
    if before >= lim.rlim_max {
        return OpenFiles {
            said: before.to_string(),
            limit: Some(before),
        };
    }
    let raised = libc::rlimit {
        rlim_cur: lim.rlim_max,
        rlim_max: lim.rlim_max,
    };
    // SAFETY: setrlimit reads one valid rlimit; raising the soft limit up
    // to the hard one needs no privilege.
    if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } != 0 {
        return OpenFiles {
            said: format!(
                "{before} (raising it to {} failed: {})",
                lim.rlim_max,
                io::Error::last_os_error()
            ),
            limit: Some(before),
        };
    }
    OpenFiles {
        said: format!("{before} → {}", lim.rlim_max),
        limit: Some(lim.rlim_max),
    }
}

/// Descriptors a served connection holds: its socket and its eviction
/// eventfd (parked or not).
pub const DESCRIPTORS_PER_CONNECTION: u64 = 2;
/// Descriptors kept for everything else: the refusals being drained
/// ([`crate::refuse::MAX_LINGERING`]), the listener, the lot's epoll, the
/// dataset files a request opens.
pub const DESCRIPTORS_KEPT: u64 = crate::refuse::MAX_LINGERING as u64 + 64;

/// The connections an open-files limit can hold (`requested` if it fits),
/// so a full engine answers `Busy` or evicts instead of failing `accept`
/// with `EMFILE` (a client left waiting in the backlog, not refused).
pub fn connections_that_fit(requested: usize, open_files: u64) -> usize {
    let fit = open_files.saturating_sub(DESCRIPTORS_KEPT) / DESCRIPTORS_PER_CONNECTION;
    requested
        .min(usize::try_from(fit).unwrap_or(usize::MAX))
        .max(1)
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
    let listener = TcpListener::bind(addr)?;
    deepen_backlog(&listener)?;
    Ok(listener)
}

/// Lengthens a listener's queue of connections not yet accepted from std's
/// 128 to the system's limit (`net.core.somaxconn`, which caps larger
/// values). A TCP handshake that finds the queue full is dropped and the
/// client's SYN retried a second later: with 128, a burst of newcomers
/// (thousands of connections opened together) made one connect in a few
/// hundred wait a whole second.
fn deepen_backlog(listener: &impl AsFd) -> io::Result<()> {
    // SAFETY: listen(2) on a socket we own that is already listening only
    // changes its backlog.
    if unsafe { libc::listen(listener.as_fd().as_raw_fd(), i32::MAX) } != 0 {
        return Err(io::Error::last_os_error());
    }
    Ok(())
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

/// A connected socket the listener can put deadlines on, read and written
/// through shared references (one descriptor serves both halves: no `dup`,
/// so a connection costs one socket descriptor and its eventfd).
pub trait Socket: Read + Write + Send + Sync + Sized + Into<OwnedFd> + AsFd + 'static {
    fn set_read_timeout(&self, d: Option<Duration>) -> io::Result<()>;
    fn set_write_timeout(&self, d: Option<Duration>) -> io::Result<()>;
    fn read_shared(&self, buf: &mut [u8]) -> io::Result<usize>;
    fn write_shared(&self, buf: &[u8]) -> io::Result<usize>;

    /// Reads what has arrived without waiting (`WouldBlock` if nothing).
    fn read_now(&self, buf: &mut [u8]) -> io::Result<usize> {
        // SAFETY: recv(2) into a valid buffer of `buf.len()` bytes on a
        // socket this value owns.
        let n = unsafe {
            libc::recv(
                self.as_fd().as_raw_fd(),
                buf.as_mut_ptr().cast(),
                buf.len(),
                libc::MSG_DONTWAIT,
            )
        };
        if n < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(n as usize)
    }
}

macro_rules! socket {
    ($t:ty) => {
        impl Socket for $t {
            fn set_read_timeout(&self, d: Option<Duration>) -> io::Result<()> {
                <$t>::set_read_timeout(self, d)
            }
            fn set_write_timeout(&self, d: Option<Duration>) -> io::Result<()> {
                <$t>::set_write_timeout(self, d)
            }
            fn read_shared(&self, buf: &mut [u8]) -> io::Result<usize> {
                (&mut &*self).read(buf)
            }
            fn write_shared(&self, buf: &[u8]) -> io::Result<usize> {
                (&mut &*self).write(buf)
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
        .spawn(move || match Connection::new(stream, slot) {
            Ok(c) => c.serve(),
            Err(e) => eprintln!("[ipc-engine] connection ended: {e}"),
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

/// A served connection: its session, its socket and its place in the pool.
/// It moves between a thread of its own and the lot ([`crate::park`]).
struct Connection<S: Socket> {
    session: Session,
    io: SocketIo<S>,
    slot: Slot,
}

impl<S: Socket> Connection<S> {
    fn new(stream: S, slot: Slot) -> io::Result<Self> {
        let config = Arc::clone(&slot.0);
        let limits = config.limits;
        // One socket timeout for the whole connection (no system call per
        // request): it bounds every single read and write; `Deadline` adds
        // the frame and idle limits on top. With parking, a read inside a
        // frame gives up after the grace, and a slow client's connection
        // parks mid-frame. Without parking it is at most NOTICED_WITHIN,
        // so a thread waiting on an idle connection notices eviction.
        let read_timeout = limits
            .park_after
            .unwrap_or(NOTICED_WITHIN)
            .min(limits.frame_timeout);
        stream.set_read_timeout(Some(read_timeout))?;
        stream.set_write_timeout(Some(limits.frame_timeout))?;
        let stream = Arc::new(stream);
        let reader = BufReader::new(Deadline::new(Arc::clone(&stream), limits));
        Ok(Connection {
            session: Session::sharing(Arc::clone(&config.budget), Arc::clone(&config.workers)),
            io: SocketIo {
                reader,
                writer: BufWriter::new(Half(stream)),
                tracking: Tracking::new(config)?,
                served: false,
                linger: false,
                parking: false,
                progress: FrameProgress::default(),
            },
            slot,
        })
    }

    /// Serves requests until the connection ends, or parks it when it has
    /// waited `park_after` for its next one, or its client paused inside a
    /// frame (then this returns, and a waiter of the lot serves the
    /// connection again when something happens to it).
    fn serve(mut self) {
        let config = Arc::clone(&self.slot.0);
        let served = self
            .session
            .serve(&mut self.io, config.kernel.as_ref(), config.max_frame);
        if std::mem::take(&mut self.io.parking) {
            let socket = self.io.reader.get_ref().inner.as_fd().as_raw_fd();
            let evict = self.io.tracking.0.evict_fd();
            let deadline = self.io.park_deadline();
            config.lot.park(Parked {
                socket,
                evict,
                deadline,
                resume: Box::new(move || self.serve()),
            });
            return;
        }
        // The session is gone: return what it and its requests' kernels freed.
        crate::session::release_freed_memory();
        if self.io.linger {
            // The `Evicted` or `Timeout` reply is written: let the client
            // read it even if it is writing a request just now.
            let SocketIo { reader, writer, .. } = self.io;
            drop(reader);
            if let Ok(Half(stream)) = writer.into_inner()
                && let Ok(stream) = Arc::try_unwrap(stream)
            {
                config.lingerer.linger(stream.into());
            }
        }
        if let Err(e) = served {
            eprintln!("[ipc-engine] connection ended: {e}");
        }
    }
}

/// A connection's place in the pool's tracking, given up when dropped
/// (however the connection ends: an early error or a panic included).
struct Tracking(Arc<Tracked>, Arc<Config>);

impl Tracking {
    fn new(config: Arc<Config>) -> io::Result<Self> {
        Ok(Tracking(config.pool.track()?, config))
    }
}

impl Drop for Tracking {
    fn drop(&mut self) {
        self.1.pool.forget(&self.0);
    }
}

/// A socket's two halves, with the frame clock reset after every frame and
/// the connection's standing in the pool kept (idle between requests, busy
/// while one is under way).
struct SocketIo<S: Socket> {
    reader: BufReader<Deadline<S>>,
    writer: BufWriter<Half<S>>,
    tracking: Tracking,
    /// A request has been read: the idle limit, not the first-request
    /// one, applies from now on.
    served: bool,
    /// The connection ends with an error reply it did not ask for
    /// (`Evicted`, `Timeout` before a first request): drain it so the
    /// client reads the reply even while it writes a request.
    linger: bool,
    /// The session returned to be parked, not because the connection ended.
    parking: bool,
    /// The frame being read, when a slow client's connection parked in it.
    progress: FrameProgress,
}

impl<S: Socket> SocketIo<S> {
    /// The limit on waiting for the next request, and whether it is the
    /// first-request one (`None`: no limit).
    fn wait_limit(&self) -> (Option<Duration>, bool) {
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
        (limit, first.is_some() && first == limit)
    }

    /// When a parked connection's wait runs out (`None`: never): its
    /// frame's deadline in the middle of one, else its idle limit.
    fn park_deadline(&self) -> Option<Instant> {
        let d = self.reader.get_ref();
        if let Some(t0) = d.frame_started {
            return Some(t0 + d.limits.frame_timeout);
        }
        let (limit, _) = self.wait_limit();
        limit.map(|l| d.idle_since + l)
    }
}

impl<S: Socket> FrameIo for SocketIo<S> {
    fn read_frame(&mut self, buf: &mut FrameBuf, max_frame: usize) -> Result<bool, ReadError> {
        // A frame boundary. A connection chosen to give way leaves here,
        // whatever the client has sent meanwhile (that request is not run);
        // otherwise, with nothing of the next request buffered, wait for it,
        // for the idle limit, or for the pool to need this slot.
        let tracked = Arc::clone(&self.tracking.0);
        // Resuming a frame a slow client left half-sent: no boundary here.
        let mid_frame = self.progress.started();
        let mut evicted = !mid_frame && tracked.is_picked();
        if !evicted && !mid_frame && self.reader.buffer().is_empty() {
            let (limit, first) = self.wait_limit();
            // The idle limit counts from the last request, parked or not.
            let left = limit.map(|l| l.saturating_sub(self.reader.get_ref().idle_since.elapsed()));
            let park_after = self.reader.get_ref().limits.park_after;
            let parkable = park_after.is_some_and(|p| left.is_none_or(|l| l > p));
            let wait_for = if parkable { park_after } else { left };
            let reader = &mut self.reader;
            reader.get_mut().at_boundary = true;
            let waited = wait_by_reading(&tracked, wait_for, || reader.fill_buf().map(|_| ()));
            reader.get_mut().at_boundary = false;
            match waited {
                Ok(Wait::Ready) => {}
                Ok(Wait::Idle) if parkable => {
                    // Nothing for a while: give the thread up (Session::serve
                    // returns this error; Connection::serve parks).
                    self.parking = true;
                    return Err(ReadError::Io(io::Error::new(
                        io::ErrorKind::WouldBlock,
                        "idle: parked",
                    )));
                }
                Ok(Wait::Idle) if first => {
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
        self.tracking.1.pool.busy(&self.tracking.0);
        let r =
            transport::read_frame_resumable(&mut self.reader, buf, max_frame, &mut self.progress);
        if matches!(&r, Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::WouldBlock) {
            // A slow client, mid-frame: park until its next bytes.
            self.parking = true;
            return r;
        }
        self.reader.get_mut().frame_done();
        r
    }
    fn write_frame(&mut self, frame: &[u8]) -> io::Result<()> {
        let written = transport::write_frame(&mut self.writer, frame);
        // The reply is out: the connection waits for its next request.
        self.tracking.1.pool.idle(&self.tracking.0);
        written
    }
}

/// The writing half of a shared socket.
struct Half<S>(Arc<S>);

impl<S: Socket> Write for Half<S> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write_shared(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Reads with the frame deadline and the idle limit.
///
/// The socket's own timeout (the frame timeout) makes every read return in
/// bounded time; between frames a timed-out read just counts towards the
/// idle limit, which ends the connection as a clean close. Inside a frame,
/// stalling or trickling past the frame timeout is a `TimedOut` error.
struct Deadline<S> {
    inner: Arc<S>,
    limits: ServeLimits,
    frame_started: Option<Instant>,
    idle_since: Instant,
    /// The client paused inside this frame once already (a slow client):
    /// its reads no longer wait, a pause parks the connection at once.
    slow: bool,
    /// Waiting for the next request ([`wait_by_reading`]): a read that
    /// times out returns, for the wait to check its limits.
    at_boundary: bool,
}

impl<S> Deadline<S> {
    fn new(inner: Arc<S>, limits: ServeLimits) -> Self {
        Deadline {
            inner,
            limits,
            frame_started: None,
            idle_since: Instant::now(),
            slow: false,
            at_boundary: false,
        }
    }

    fn frame_done(&mut self) {
        self.frame_started = None;
        self.slow = false;
        self.idle_since = Instant::now();
    }
}

impl<S: Socket> Read for Deadline<S> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let frame_timeout = self.limits.frame_timeout;
        loop {
            let read = if self.slow {
                self.inner.read_now(buf)
            } else {
                self.inner.read_shared(buf)
            };
            match read {
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
                    if let Some(t0) = self.frame_started {
                        if t0.elapsed() >= frame_timeout {
                            return Err(io::Error::new(
                                io::ErrorKind::TimedOut,
                                format!(
                                    "the request frame was not complete within {frame_timeout:?} (client too slow)"
                                ),
                            ));
                        }
                        if self.limits.park_after.is_some() {
                            // Part of a request, then a pause: the
                            // connection parks until more arrives.
                            self.slow = true;
                            return Err(io::Error::new(
                                io::ErrorKind::WouldBlock,
                                "mid-frame: parked",
                            ));
                        }
                        continue;
                    }
                    if self.at_boundary {
                        return Err(e);
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
        let served = Session::sharing(Arc::clone(&config.budget), Arc::clone(&config.workers))
            .serve(&mut stream, config.kernel.as_ref(), capacity);
        crate::session::release_freed_memory();
        if let Err(e) = served {
            eprintln!("[ipc-engine] shm client ended: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_connections_held_fit_in_the_open_files_limit() {
        let kept = DESCRIPTORS_KEPT;
        assert_eq!(connections_that_fit(10_000, 1 << 20), 10_000);
        assert_eq!(
            connections_that_fit(10_000, 20_000),
            ((20_000 - kept) / 2) as usize
        );
        assert_eq!(connections_that_fit(8, kept + 16), 8);
        assert_eq!(connections_that_fit(8, kept + 15), 7);
        // A limit below what is kept still serves one connection.
        assert_eq!(connections_that_fit(10_000, 100), 1);
        // The defaults: ten thousand connections, idle ones parked.
        let d = ServeLimits::default();
        assert!(d.max_connections >= 10_000 && d.park_after.is_some());
    }
}
