//! Shared memory between two processes: a request slot and a reply slot in
//! one mapped file, each with a sequence counter the other side waits on.
//!
//! ```text
//! 0     magic "IPCTAXS4" (written last by the server: the file is ready)
//! 8     capacity: bytes per slot
//! 64    request  word (u32, the client's), len (u64 at 72)
//! 128   reply    word (u32, the server's), len (u64 at 136)
//! 192   server waiting (u32), client waiting (u32)
//! 200   closed gen (u32: the generation that detached cleanly)
//! 204   attach gen (u32: bumped by every client that attaches)
//! 208   client pid (u32), server pid (u32) — for people reading the file; not
//!       used for liveness
//! 4096  request slot [capacity] · then the reply slot [capacity]
//! ```
//!
//! A slot holds one frame exactly as on a socket (`[u32 len][body]`), so
//! both sides reuse the stream code: [`ShmStream`] implements `Read` and
//! `Write` — `write` fills the outgoing slot, `flush` publishes it (bump the
//! counter, wake the peer if it sleeps), `read` waits for the peer's next
//! message. One client per file at a time.
//!
//! Waiting ([`Wait`]): `Spin` polls the counter forever (lowest latency,
//! burns a core); `SpinThenFutex` polls ~50 µs, then sleeps in `futex(2)` on
//! the counter word. The sleeper sets its `waiting` flag before re-checking
//! the counter and the publisher checks the flag after bumping it (both
//! sequentially consistent), so a wake-up is never lost; the futex wait also
//! times out every 100 ms as a backstop.
//!
//! **Liveness by lock, not by pid.** Each side holds an open-file-description
//! write lock (`F_OFD_SETLK`) on one byte of the file — the server byte 0,
//! the attached client byte 1 — and a waiting side asks the kernel every
//! ~100 ms whether its peer's byte is still locked (`F_OFD_GETLK`). The
//! kernel drops a process's locks when it dies, before it becomes a zombie,
//! so neither an unreaped zombie nor a recycled pid can look alive. Taking
//! byte 1 *is* the attach: atomic, so there is no window in which two
//! clients attach or a dead client still holds the pair.
//!
//! **Generations.** Every attach bumps the attach generation, and each
//! request and reply carries the generation it belongs to, in the same word
//! as its counter ([`Message`]: the generation's low 24 bits above an 8-bit
//! count), so a reader sees a message and its generation in one load — with
//! the tag in a word of its own, written before the counter, a server could
//! read a dead client's last bump together with the next client's tag and
//! serve one request twice (the loom model
//! `a_client_that_stops_before_its_request_is_taken` found it). A dead
//! client's last request may still be served by its own session; the reply
//! carries the dead generation and the next client ignores it. A request of
//! a generation that is neither the session's nor the newest attach is
//! dropped unserved; a new client ends the previous client's session on the
//! server (its loaded series are never visible to the newcomer).

use memmap2::MmapRaw;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::fd::AsRawFd;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

const MAGIC: u64 = u64::from_le_bytes(*b"IPCTAXS4");
const HEADER: usize = 4096;
/// Frames start 3 bytes into a slot, so a body starts at offset 7 and the
/// close series of SWEEP/ECHO/LOAD (body offset 9) is 8-aligned, as in
/// `FrameBuf`.
const FRAME_AT: usize = 3;
/// How often a waiting side asks whether its peer still holds its lock.
const PEER_CHECK: Duration = Duration::from_millis(100);

// Header words (see the module docs).
const REQ_SEQ: usize = 64;
const REQ_LEN: usize = 72;
const REP_SEQ: usize = 128;
const REP_LEN: usize = 136;
const SERVER_WAITING: usize = 192;
const CLIENT_WAITING: usize = 196;
const CLOSED_GEN: usize = 200;
const ATTACH_GEN: usize = 204;
const CLIENT_PID: usize = 208;
const SERVER_PID: usize = 212;

/// The byte each side keeps write-locked while it lives.
const SERVER_LOCK: i64 = 0;
const CLIENT_LOCK: i64 = 1;

/// How a side waits for the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wait {
    Spin,
    SpinThenFutex,
    /// No spin: sleeps in the futex at once. On one core it leaves the core
    /// to its peer, where a spin (even a bounded one) holds it.
    FutexOnly,
}

impl Wait {
    /// Every strategy, in the order `ipc-engine serve --wait` lists them.
    pub const ALL: [Wait; 3] = [Wait::Spin, Wait::SpinThenFutex, Wait::FutexOnly];

    pub fn name(self) -> &'static str {
        match self {
            Wait::Spin => "spin",
            Wait::SpinThenFutex => "spin-then-futex",
            Wait::FutexOnly => "futex-only",
        }
    }

    /// Other names `parse` takes for it.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            Wait::Spin | Wait::FutexOnly => &[],
            // Its name before futex-only existed: kept for old command lines.
            Wait::SpinThenFutex => &["futex"],
        }
    }

    /// What it does, in a few words (`ipc-engine serve --help`).
    pub fn about(self) -> &'static str {
        match self {
            Wait::Spin => "polls the peer's counter (lowest latency, burns a core)",
            Wait::SpinThenFutex => "polls about 50 µs, then sleeps in futex(2)",
            Wait::FutexOnly => "sleeps in futex(2) at once (no spin; frees the core for the peer)",
        }
    }

    pub fn parse(s: &str) -> Option<Wait> {
        Wait::ALL
            .into_iter()
            .find(|w| w.name() == s || w.aliases().contains(&s))
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Server,
    Client,
}

/// One side of a mapped request/reply pair.
pub struct ShmStream {
    map: MmapRaw,
    /// Holds this side's lock byte for as long as the stream lives.
    file: File,
    capacity: usize,
    side: Side,
    wait: Wait,
    /// The peer's counter value last consumed.
    seen: u32,
    /// The generation this side speaks for: a client's own; on the server,
    /// the client being served (0: none yet).
    generation: u32,
    /// Read position in the incoming slot, and its length (None: not arrived).
    incoming: Option<(usize, usize)>,
    /// Write position in the outgoing slot.
    written: usize,
    /// The message word this side last published. Each word has one writer
    /// (the server its reply word, the client holding the lock its request
    /// word), so publishing computes the next word from this copy rather
    /// than loading the shared one: the peer polls that line, and the load
    /// fetched it back across cores before every store (measured with
    /// `ipc-tax ab`, reports/ab/).
    published: u32,
}

/// `F_OFD_SETLK`/`F_OFD_GETLK` on one byte: `Ok(true)` when the lock was
/// taken (SETLK) or the byte is free (GETLK).
fn ofd_lock(file: &File, cmd: libc::c_int, byte: i64) -> io::Result<bool> {
    // SAFETY: flock is plain data; all-zero is a valid value.
    let mut fl: libc::flock = unsafe { std::mem::zeroed() };
    fl.l_type = libc::F_WRLCK as libc::c_short;
    fl.l_whence = libc::SEEK_SET as libc::c_short;
    fl.l_start = byte;
    fl.l_len = 1;
    // SAFETY: fcntl on an open descriptor with a valid, owned flock; OFD
    // commands require l_pid = 0 (zeroed above).
    let r = unsafe { libc::fcntl(file.as_raw_fd(), cmd, &mut fl) };
    if r == -1 {
        let e = io::Error::last_os_error();
        return match e.raw_os_error() {
            Some(libc::EAGAIN | libc::EACCES) if cmd == libc::F_OFD_SETLK => Ok(false),
            _ => Err(e),
        };
    }
    Ok(cmd == libc::F_OFD_SETLK || fl.l_type == libc::F_UNLCK as libc::c_short)
}

/// Whether some other open file description holds a lock on `byte`.
fn held_by_another(file: &File, byte: i64) -> bool {
    // A failed query counts as held: never declare a peer dead on an error.
    !ofd_lock(file, libc::F_OFD_GETLK, byte).unwrap_or(false)
}

/// A shared-memory file in `dir` for a new engine.
pub fn fresh(dir: &Path) -> io::Result<String> {
    Ok(dir.join("engine.shm").to_string_lossy().into_owned())
}

/// The client side of the pair at `path`, waiting as `wait` says; the
/// error names the file.
pub fn connect(path: &str, wait: Wait) -> io::Result<ShmStream> {
    ShmStream::open(Path::new(path), wait)
        .map_err(crate::socket::naming(format!("open shm {path}")))
}

/// Whether an engine serves the pair at `path` now (attaches and detaches).
pub fn ready(path: &str) -> bool {
    ShmStream::open(Path::new(path), Wait::SpinThenFutex).is_ok()
}

impl ShmStream {
    /// Creates the file at `path` with room for frames of up to `capacity`
    /// bytes each way, and becomes its server side. A live server on the
    /// same path is an error; a dead one's file is replaced by a new file
    /// (a new inode: clients still mapping the old one see its server gone,
    /// never a truncated mapping).
    pub fn create(path: &Path, capacity: usize, wait: Wait) -> io::Result<ShmStream> {
        if let Ok(old) = File::open(path)
            && held_by_another(&old, SERVER_LOCK)
        {
            return Err(io::Error::new(
                io::ErrorKind::AddrInUse,
                format!("another engine is serving {}", path.display()),
            ));
        }
        let slot = (FRAME_AT + capacity).next_multiple_of(4096);
        let tmp = PathBuf::from(format!("{}.{}.tmp", path.display(), std::process::id()));
        let _ = std::fs::remove_file(&tmp);
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create_new(true)
            .mode(0o600)
            .open(&tmp)?;
        let ready = (|| {
            if !ofd_lock(&file, libc::F_OFD_SETLK, SERVER_LOCK)? {
                return Err(io::Error::other(
                    "cannot lock a file only this process knows",
                ));
            }
            file.set_len((HEADER + 2 * slot) as u64)?;
            let map = MmapRaw::map_raw(&file)?;
            std::fs::rename(&tmp, path)?;
            Ok(map)
        })();
        let map = match ready {
            Ok(m) => m,
            Err(e) => {
                let _ = std::fs::remove_file(&tmp);
                return Err(e);
            }
        };
        let s = ShmStream {
            map,
            file,
            capacity,
            side: Side::Server,
            wait,
            seen: 0,
            generation: 0,
            incoming: None,
            written: 0,
            // A new file: both words start at 0.
            published: 0,
        };
        s.u64_at(8).store(capacity as u64, Ordering::Relaxed);
        s.u32_at(SERVER_PID)
            .store(std::process::id(), Ordering::SeqCst);
        s.u64_at(0).store(MAGIC, Ordering::SeqCst);
        Ok(s)
    }

    /// Opens a file a server created, as its client: takes the client lock
    /// (refused while another client holds it) and a new generation.
    pub fn open(path: &Path, wait: Wait) -> io::Result<ShmStream> {
        let file = OpenOptions::new().read(true).write(true).open(path)?;
        let map = MmapRaw::map_raw(&file)?;
        let bad = |what: &str| {
            io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{}: {what}", path.display()),
            )
        };
        if map.len() < HEADER {
            return Err(bad("too small for a shm pair"));
        }
        let mut s = ShmStream {
            map,
            file,
            capacity: 0,
            side: Side::Client,
            wait,
            seen: 0,
            generation: 0,
            incoming: None,
            written: 0,
            published: 0,
        };
        if s.u64_at(0).load(Ordering::SeqCst) != MAGIC {
            return Err(bad("not an ipc-tax shm pair of this version (bad magic)"));
        }
        s.capacity = s.u64_at(8).load(Ordering::Relaxed) as usize;
        let slot = (FRAME_AT + s.capacity).next_multiple_of(4096);
        if s.map.len() < HEADER + 2 * slot {
            return Err(bad("shorter than its capacity says"));
        }
        if !held_by_another(&s.file, SERVER_LOCK) {
            return Err(io::Error::new(
                io::ErrorKind::ConnectionRefused,
                format!("{}: no engine is serving this shm pair", path.display()),
            ));
        }
        if !ofd_lock(&s.file, libc::F_OFD_SETLK, CLIENT_LOCK)? {
            return Err(io::Error::new(
                io::ErrorKind::ResourceBusy,
                format!(
                    "{}: another client is attached to this shm pair",
                    path.display()
                ),
            ));
        }
        // Everything the server sees of this client from here on is tagged
        // with its generation (0 is "none": skipped on wrap-around).
        let mut g = s
            .u32_at(ATTACH_GEN)
            .fetch_add(1, Ordering::SeqCst)
            .wrapping_add(1);
        if g == 0 {
            g = s
                .u32_at(ATTACH_GEN)
                .fetch_add(1, Ordering::SeqCst)
                .wrapping_add(1);
        }
        s.generation = g;
        s.u32_at(CLIENT_PID)
            .store(std::process::id(), Ordering::SeqCst);
        s.seen = s.u32_at(REP_SEQ).load(Ordering::SeqCst);
        // The request word as the last client left it: its count goes on.
        s.published = s.u32_at(REQ_SEQ).load(Ordering::SeqCst);
        // Wake a server sleeping on the request counter: a client is here.
        futex_wake(s.u32_at(REQ_SEQ));
        Ok(s)
    }

    pub fn wait_strategy(&self) -> Wait {
        self.wait
    }

    /// The largest frame either side can send.
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    fn u32_at(&self, off: usize) -> &AtomicU32 {
        debug_assert!(off.is_multiple_of(4) && off + 4 <= HEADER);
        // SAFETY: the mapping is at least HEADER bytes, page-aligned, and the
        // offset is 4-aligned inside the header; the word is only accessed
        // atomically by both processes.
        unsafe { &*self.map.as_mut_ptr().add(off).cast::<AtomicU32>() }
    }

    fn u64_at(&self, off: usize) -> &AtomicU64 {
        debug_assert!(off.is_multiple_of(8) && off + 8 <= HEADER);
        // SAFETY: as in `u32_at`, 8-aligned.
        unsafe { &*self.map.as_mut_ptr().add(off).cast::<AtomicU64>() }
    }

    fn slot_size(&self) -> usize {
        (FRAME_AT + self.capacity).next_multiple_of(4096)
    }

    /// (message word, len, peer's waiting flag, slot start) of what this
    /// side sends.
    fn outgoing(&self) -> (usize, usize, usize, usize) {
        match self.side {
            Side::Client => (REQ_SEQ, REQ_LEN, SERVER_WAITING, HEADER),
            Side::Server => (REP_SEQ, REP_LEN, CLIENT_WAITING, HEADER + self.slot_size()),
        }
    }

    /// (message word, len, own waiting flag, slot start) of what this side
    /// receives.
    fn incoming_offsets(&self) -> (usize, usize, usize, usize) {
        match self.side {
            Side::Client => (REP_SEQ, REP_LEN, CLIENT_WAITING, HEADER + self.slot_size()),
            Side::Server => (REQ_SEQ, REQ_LEN, SERVER_WAITING, HEADER),
        }
    }

    /// Server side: whether the client being served is gone (detached,
    /// dead, or replaced by a newer client).
    fn client_gone(&self) -> bool {
        let g = self.generation;
        g == 0
            || self.u32_at(CLOSED_GEN).load(Ordering::SeqCst) == g
            || self.u32_at(ATTACH_GEN).load(Ordering::SeqCst) != g
            || !held_by_another(&self.file, CLIENT_LOCK)
    }

    /// Waits until the peer publishes a message for this generation.
    /// `Ok(false)`: the client being served is gone (server side only).
    fn wait_incoming(&mut self) -> io::Result<bool> {
        let (seq_off, _, my_waiting, _) = self.incoming_offsets();
        let words = Incoming {
            seq: self.u32_at(seq_off),
            waiting: self.u32_at(my_waiting),
            closed: self.u32_at(CLOSED_GEN),
            attach: self.u32_at(ATTACH_GEN),
        };
        let mut seen = self.seen;
        let r = wait_for(
            &words,
            self.side,
            self.wait,
            &mut seen,
            self.generation,
            &mut Clocked::new(),
            || self.peer_gone(),
        );
        self.seen = seen;
        r
    }

    /// `Some(outcome)` when the peer no longer holds its lock.
    fn peer_gone(&self) -> Option<io::Result<bool>> {
        match self.side {
            Side::Server => self.client_gone().then_some(Ok(false)),
            Side::Client => (!held_by_another(&self.file, SERVER_LOCK)).then(|| {
                let pid = self.u32_at(SERVER_PID).load(Ordering::SeqCst);
                Err(io::Error::new(
                    io::ErrorKind::BrokenPipe,
                    format!("the engine process (pid {pid}) serving this shm pair is gone"),
                ))
            }),
        }
    }

    fn publish(&mut self) {
        let (seq_off, len_off, peer_waiting, _) = self.outgoing();
        self.u64_at(len_off)
            .store(self.written as u64, Ordering::Relaxed);
        self.published = publish_words(
            self.u32_at(seq_off),
            self.u32_at(peer_waiting),
            self.published,
            self.generation,
        );
        self.written = 0;
    }
}

impl Write for ShmStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let (_, _, _, slot) = self.outgoing();
        if self.written + buf.len() > self.capacity {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "frame larger than the shm slot capacity of {} bytes",
                    self.capacity
                ),
            ));
        }
        // SAFETY: the slot spans [slot, slot + FRAME_AT + capacity) inside the
        // mapping (checked at open/create); the bound is checked above; the
        // peer does not read this slot until `publish` bumps the counter.
        unsafe {
            std::ptr::copy_nonoverlapping(
                buf.as_ptr(),
                self.map.as_mut_ptr().add(slot + FRAME_AT + self.written),
                buf.len(),
            );
        }
        self.written += buf.len();
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if self.written > 0 {
            self.publish();
        }
        Ok(())
    }
}

impl Read for ShmStream {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if self.incoming.is_none() {
            if !self.wait_incoming()? {
                return Ok(0);
            }
            let (_, len_off, _, _) = self.incoming_offsets();
            let len = self.u64_at(len_off).load(Ordering::Relaxed) as usize;
            if len > self.capacity {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidData,
                    "peer published a frame longer than the slot",
                ));
            }
            self.incoming = Some((0, len));
        }
        let (pos, len) = self.incoming.expect("set above");
        let (_, _, _, slot) = self.incoming_offsets();
        let n = out.len().min(len - pos);
        // SAFETY: [slot + FRAME_AT, + len) lies in the incoming slot (len ≤
        // capacity, checked). A well-behaved peer does not write it until we
        // reply; a peer that does (a newer client overwriting a dead one's
        // request) only makes these bytes garbage, answered by an error reply
        // tagged with the old generation, which the newer client ignores.
        unsafe {
            std::ptr::copy_nonoverlapping(
                self.map.as_ptr().add(slot + FRAME_AT + pos),
                out.as_mut_ptr(),
                n,
            );
        }
        self.incoming = if pos + n == len {
            None
        } else {
            Some((pos + n, len))
        };
        Ok(n)
    }
}

impl Drop for ShmStream {
    fn drop(&mut self) {
        if self.side == Side::Client {
            // A clean detach: the server need not wait for the lock check.
            // The lock itself goes with the file descriptor.
            self.u32_at(CLOSED_GEN)
                .store(self.generation, Ordering::SeqCst);
            futex_wake(self.u32_at(REQ_SEQ));
        }
    }
}

impl ShmStream {
    /// Server side: waits for the next live client to attach and makes it
    /// the one served. Messages of earlier generations are dropped as they
    /// come; a request the new client published already is served.
    pub fn next_client(&mut self) {
        loop {
            let g = self.u32_at(ATTACH_GEN).load(Ordering::SeqCst);
            if g != 0
                && g != self.generation
                && self.u32_at(CLOSED_GEN).load(Ordering::SeqCst) != g
                && held_by_another(&self.file, CLIENT_LOCK)
            {
                self.generation = g;
                self.incoming = None;
                self.written = 0;
                return;
            }
            let seq = self.u32_at(REQ_SEQ).load(Ordering::SeqCst);
            futex_wait(self.u32_at(REQ_SEQ), seq, Duration::from_millis(2));
        }
    }
}

fn futex_wait(word: &AtomicU32, expected: u32, timeout: Duration) {
    let ts = libc::timespec {
        tv_sec: timeout.as_secs() as libc::time_t,
        tv_nsec: timeout.subsec_nanos() as libc::c_long,
    };
    // SAFETY: FUTEX_WAIT on a valid, aligned u32 in a shared mapping (not
    // FUTEX_PRIVATE: the waker is another process); it only reads the word.
    unsafe {
        libc::syscall(
            libc::SYS_futex,
            word.as_ptr(),
            libc::FUTEX_WAIT,
            expected,
            &ts as *const libc::timespec,
        );
    }
}

fn futex_wake(word: &AtomicU32) {
    // SAFETY: FUTEX_WAKE on a valid, aligned u32; wakes at most one waiter.
    unsafe {
        libc::syscall(libc::SYS_futex, word.as_ptr(), libc::FUTEX_WAKE, 1);
    }
}

// The handshake itself — publish, and wait (spin, then sleep) — generic
// over the header words and how a side sleeps on them, so that the loom
// models at the end of this file run this code, not a copy. Production
// instantiates it once, with the mapped `AtomicU32`s, futex(2) and the
// clock ([`Clocked`]): monomorphised, the same code as before.

/// A header word of the handshake and how a side sleeps on it: in
/// production the mapped `AtomicU32` with futex(2); in the models, loom's.
/// Every access is sequentially consistent, as the protocol needs (the
/// sleeper's flag and the publisher's counter form a store-load pair).
pub(crate) trait Word {
    fn load(&self) -> u32;
    fn store(&self, value: u32);
    /// Sleeps while the word holds `expected`, at most `timeout`
    /// (`FUTEX_WAIT`: the check and the sleep are one step against a wake).
    fn sleep_while(&self, expected: u32, timeout: Duration);
    /// Wakes a side sleeping on this word (`FUTEX_WAKE`).
    fn wake(&self);
    /// One turn of a spin loop.
    fn spin(&self);
    /// Where the protocol relies on the single total order of its
    /// sequentially consistent accesses (between a side's store and its
    /// next load of the other word). A no-op in production, where the
    /// accesses themselves are `SeqCst`; a `SeqCst` fence in the models,
    /// because loom treats `SeqCst` accesses as `AcqRel` (its README).
    fn total_order(&self);
}

impl Word for AtomicU32 {
    #[inline]
    fn load(&self) -> u32 {
        AtomicU32::load(self, Ordering::SeqCst)
    }
    #[inline]
    fn store(&self, value: u32) {
        AtomicU32::store(self, value, Ordering::SeqCst)
    }
    #[inline]
    fn sleep_while(&self, expected: u32, timeout: Duration) {
        futex_wait(self, expected, timeout)
    }
    #[inline]
    fn wake(&self) {
        futex_wake(self)
    }
    #[inline]
    fn spin(&self) {
        std::hint::spin_loop()
    }
    #[inline]
    fn total_order(&self) {}
}

/// When a waiting side stops spinning and when it asks after its peer.
pub(crate) trait Pace {
    /// Still in the spin phase (before sleeping in the futex).
    fn spinning(&mut self) -> bool;
    /// Called on every spin: whether to ask after the peer now.
    fn check_while_spinning(&mut self) -> bool;
    /// Called after every sleep: whether to ask after the peer now.
    fn check_after_sleep(&mut self) -> bool;
}

/// Production's pace: spin ~50 µs, ask after the peer every
/// [`PEER_CHECK`] (on a spin, only every 4,096th looks at the clock).
struct Clocked {
    started: Instant,
    last_check: Instant,
    spins: u32,
}

impl Clocked {
    fn new() -> Clocked {
        let now = Instant::now();
        Clocked {
            started: now,
            last_check: now,
            spins: 0,
        }
    }

    fn check_due(&mut self) -> bool {
        let due = self.last_check.elapsed() >= PEER_CHECK;
        if due {
            self.last_check = Instant::now();
        }
        due
    }
}

impl Pace for Clocked {
    #[inline]
    fn spinning(&mut self) -> bool {
        self.started.elapsed() < Duration::from_micros(50)
    }
    #[inline]
    fn check_while_spinning(&mut self) -> bool {
        self.spins = self.spins.wrapping_add(1);
        self.spins.is_multiple_of(4096) && self.check_due()
    }
    #[inline]
    fn check_after_sleep(&mut self) -> bool {
        self.check_due()
    }
}

/// The header words a side reads while it waits for the peer's message.
pub(crate) struct Incoming<'a, W> {
    /// The peer's message word ([`Message`]).
    seq: &'a W,
    /// This side's "sleeping in the futex" flag.
    waiting: &'a W,
    /// The generation that detached cleanly (read by the server only).
    closed: &'a W,
    /// The newest attached generation (read by the server only).
    attach: &'a W,
}

/// Waits until the peer publishes a message for `generation` past
/// `seen` (and advances `seen` past it); drops messages of gone
/// generations. `Ok(false)`: the client served is gone (server side).
/// `peer_gone` asks whether the peer still holds its lock.
fn wait_for<W: Word, P: Pace>(
    w: &Incoming<'_, W>,
    side: Side,
    wait: Wait,
    seen: &mut u32,
    generation: u32,
    pace: &mut P,
    mut peer_gone: impl FnMut() -> Option<io::Result<bool>>,
) -> io::Result<bool> {
    loop {
        let seq = w.seq.load();
        if seq != *seen {
            let from = Message(seq).tag();
            if from == Message::tag_of(generation) {
                *seen = seq;
                return Ok(true);
            }
            if side == Side::Server && from == Message::tag_of(w.attach.load()) {
                // A newer client's request: end this session without
                // consuming it; the next session serves it.
                return Ok(false);
            }
            // A message for a generation that is gone: drop it.
            *seen = seq;
            continue;
        }
        if side == Side::Server && (w.closed.load() == generation || w.attach.load() != generation)
        {
            return Ok(false);
        }
        if pace.check_while_spinning()
            && let Some(r) = peer_gone()
        {
            return r;
        }
        let spin = match wait {
            Wait::Spin => true,
            Wait::SpinThenFutex => pace.spinning(),
            Wait::FutexOnly => false,
        };
        if spin {
            w.seq.spin();
            continue;
        }
        // Flag first, then re-check the counter: a publisher that bumped
        // it before the flag was up is seen here; one that bumps it after
        // sees the flag and wakes us.
        w.waiting.store(1);
        w.waiting.total_order();
        if w.seq.load() == *seen {
            w.seq.sleep_while(*seen, PEER_CHECK);
        }
        w.waiting.store(0);
        if pace.check_after_sleep()
            && let Some(r) = peer_gone()
        {
            return r;
        }
    }
}

/// A message word: the generation's tag (its low [`Message::TAG_BITS`]
/// bits) above a counter the publisher advances by one per message. The
/// reader compares whole words for "a new message" and tags for "whose".
/// Both wrap: the count cannot alias while the sides alternate (one
/// message outstanding, where 256 would be needed), and a tag only if a
/// generation's message were still pending 16.7 million attaches later.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Message(u32);

impl Message {
    const TAG_BITS: u32 = 24;
    const COUNT_BITS: u32 = 32 - Self::TAG_BITS;
    const COUNT_MASK: u32 = (1 << Self::COUNT_BITS) - 1;

    /// The tag of `generation`'s messages.
    fn tag_of(generation: u32) -> u32 {
        generation & ((1 << Self::TAG_BITS) - 1)
    }

    fn tag(self) -> u32 {
        self.0 >> Self::COUNT_BITS
    }

    /// The message after `self` (whoever published it), of `generation`.
    fn next(self, generation: u32) -> Message {
        let count = (self.0 & Self::COUNT_MASK).wrapping_add(1) & Self::COUNT_MASK;
        Message((Self::tag_of(generation) << Self::COUNT_BITS) | count)
    }
}

/// Publishes a message of `generation` after `last` (the word this side
/// published before): its word (tag and counter in one store), then wakes
/// the peer if its flag says it sleeps (or is about to). Returns the word
/// published. The word has one writer at a time: a client's is the request
/// word while it holds its lock, the server's the reply word.
fn publish_words<W: Word>(seq: &W, peer_waiting: &W, last: u32, generation: u32) -> u32 {
    let word = Message(last).next(generation).0;
    seq.store(word);
    seq.total_order();
    if peer_waiting.load() == 1 {
        seq.wake();
    }
    word
}

#[cfg(test)]
mod message_tests {
    use super::Message;

    #[test]
    fn a_message_carries_its_generations_tag_and_the_next_count() {
        let m = Message(0).next(7);
        assert_eq!(m.tag(), 7);
        assert_eq!(m.next(7).tag(), 7);
        assert_ne!(m.next(7), m, "a new message is a new word");
        // Whoever published last, the count goes on from it.
        let other = m.next(9);
        assert_eq!(other.tag(), 9);
        assert_eq!(other.0 & Message::COUNT_MASK, 2);
        assert_eq!(Message::COUNT_MASK, 0xff);
    }

    #[test]
    fn tags_and_counts_wrap_without_touching_each_other() {
        assert_eq!(Message::tag_of((1 << Message::TAG_BITS) + 3), 3);
        assert_eq!(Message::tag_of(4096 + 3), 4096 + 3);
        let last = Message((5 << Message::COUNT_BITS) | Message::COUNT_MASK);
        let wrapped = last.next(5);
        assert_eq!(wrapped, Message(5 << Message::COUNT_BITS));
        assert_eq!(wrapped.tag(), 5);
        let top = Message(0).next(u32::MAX);
        assert_eq!(top.tag(), (1 << Message::TAG_BITS) - 1);
    }
}

/// The shared-memory handshake under loom: every interleaving of a client
/// and a server up to the preemption bound, running the real
/// [`publish_words`] and [`wait_for`] on loom's atomics, with a futex
/// modelled by loom's lock and condition variable (the value check and the
/// sleep are one step against a wake, as in the kernel).
/// `cargo test -p transport --features loom --lib shm::model` runs them.
///
/// What they check: a message's payload (a word written `Relaxed` before
/// the counter is bumped, like the slot and its length) is what the reader
/// sees; with `Spin`, with `FutexOnly`, and with `SpinThenFutex` whose sleeps here have no
/// timeout (so a lost wake-up is a deadlock loom reports, not a 100 ms
/// stall), every request gets its reply; a client that stops mid-call
/// (its request published, no detach, no reply read) ends the server's
/// session through the peer check, and the next client gets its own
/// reply, never the late one meant for the dead client (generations).
///
/// What stays outside: the mapping, the slot bytes and `Read`/`Write`;
/// the file locks behind the peer check (a flag in the model); the
/// clock (the model spins once, or not at all, then sleeps; the peer
/// check runs on every turn where the model says so); `next_client`
/// (stood in for by a loop on the attach word); the clean detach, whose
/// wake on the request counter can come between the server's check of
/// the closed word and its sleep and so waits out the 100 ms backstop
/// (timed sleeps only, in the third model). `SeqCst` accesses are
/// `AcqRel` to loom: [`Word::total_order`] adds the fence the
/// store-load pair needs in the model.
#[cfg(all(test, feature = "loom"))]
mod model {
    use super::*;
    use loom::sync::atomic::{AtomicBool, AtomicU32 as LoomU32, fence};
    use loom::sync::{Arc, Condvar, Mutex};
    use loom::thread;

    /// A header word with a futex on it.
    struct ModelWord {
        value: LoomU32,
        bell: Mutex<()>,
        rung: Condvar,
        /// Sleeps time out (at once: the backstop), instead of never.
        timed: bool,
    }

    impl ModelWord {
        fn new(timed: bool) -> ModelWord {
            ModelWord {
                value: LoomU32::new(0),
                bell: Mutex::new(()),
                rung: Condvar::new(),
                timed,
            }
        }
    }

    impl Word for ModelWord {
        fn load(&self) -> u32 {
            self.value.load(Ordering::SeqCst)
        }
        fn store(&self, value: u32) {
            self.value.store(value, Ordering::SeqCst)
        }
        fn sleep_while(&self, expected: u32, _timeout: Duration) {
            let guard = self.bell.lock().unwrap();
            if self.value.load(Ordering::SeqCst) != expected {
                return;
            }
            if self.timed {
                drop(guard);
                thread::yield_now();
                return;
            }
            drop(self.rung.wait(guard).unwrap());
        }
        fn wake(&self) {
            let _guard = self.bell.lock().unwrap();
            self.rung.notify_all();
        }
        fn spin(&self) {
            loom::hint::spin_loop()
        }
        fn total_order(&self) {
            fence(Ordering::SeqCst)
        }
    }

    /// The header's words, and the slots' contents as one payload word each.
    struct Header {
        req_seq: ModelWord,
        req_payload: LoomU32,
        rep_seq: ModelWord,
        rep_payload: LoomU32,
        server_waiting: ModelWord,
        client_waiting: ModelWord,
        closed: ModelWord,
        attach: ModelWord,
        /// The client's lock (the peer check reads it).
        client_alive: AtomicBool,
        /// Requests the server has taken.
        taken: LoomU32,
    }

    impl Header {
        fn new(timed: bool) -> Header {
            let w = || ModelWord::new(timed);
            Header {
                req_seq: w(),
                req_payload: LoomU32::new(0),
                rep_seq: w(),
                rep_payload: LoomU32::new(0),
                server_waiting: w(),
                client_waiting: w(),
                closed: w(),
                attach: w(),
                client_alive: AtomicBool::new(true),
                taken: LoomU32::new(0),
            }
        }

        fn to_server(&self) -> Incoming<'_, ModelWord> {
            Incoming {
                seq: &self.req_seq,
                waiting: &self.server_waiting,
                closed: &self.closed,
                attach: &self.attach,
            }
        }

        fn to_client(&self) -> Incoming<'_, ModelWord> {
            Incoming {
                seq: &self.rep_seq,
                waiting: &self.client_waiting,
                closed: &self.closed,
                attach: &self.attach,
            }
        }
    }

    /// The model's clock: `spins` turns of spinning, then sleeps; the peer
    /// is asked after on every turn when `check`.
    struct Still {
        spins: u32,
        check: bool,
    }

    impl Pace for Still {
        fn spinning(&mut self) -> bool {
            let left = self.spins > 0;
            self.spins = self.spins.saturating_sub(1);
            left
        }
        fn check_while_spinning(&mut self) -> bool {
            self.check
        }
        fn check_after_sleep(&mut self) -> bool {
            self.check
        }
    }

    /// One client's own copies, as `ShmStream` keeps them: the reply word
    /// last seen and the request word last published.
    #[derive(Clone, Copy, Default)]
    struct Words {
        seen: u32,
        published: u32,
    }

    /// One call: publish `payload` as `generation`, wait for the reply.
    fn call(h: &Header, wait: Wait, words: &mut Words, generation: u32, payload: u32) -> u32 {
        h.req_payload.store(payload, Ordering::Relaxed);
        words.published = publish_words(&h.req_seq, &h.server_waiting, words.published, generation);
        let mut pace = Still {
            spins: 1,
            check: false,
        };
        let got = wait_for(
            &h.to_client(),
            Side::Client,
            wait,
            &mut words.seen,
            generation,
            &mut pace,
            || None,
        );
        assert!(got.unwrap(), "the client's wait ended without its reply");
        h.rep_payload.load(Ordering::Relaxed)
    }

    /// The server's session for `generation`: replies `payload + 1` to
    /// each request until the session ends or `limit` are served; returns
    /// how many it served.
    fn serve(
        h: &Header,
        wait: Wait,
        words: &mut Words,
        generation: u32,
        spins: u32,
        limit: u32,
    ) -> u32 {
        let mut served = 0;
        while served < limit {
            let mut pace = Still { spins, check: true };
            let peer_gone = || (!h.client_alive.load(Ordering::SeqCst)).then_some(Ok(false));
            let r = wait_for(
                &h.to_server(),
                Side::Server,
                wait,
                &mut words.seen,
                generation,
                &mut pace,
                peer_gone,
            );
            if !r.unwrap() {
                return served;
            }
            h.taken.fetch_add(1, Ordering::SeqCst);
            let payload = h.req_payload.load(Ordering::Relaxed);
            h.rep_payload.store(payload + 1, Ordering::Relaxed);
            words.published =
                publish_words(&h.rep_seq, &h.client_waiting, words.published, generation);
            served += 1;
        }
        served
    }

    fn bounded(f: impl Fn() + Sync + Send + 'static) {
        let mut builder = loom::model::Builder::new();
        builder.preemption_bound.get_or_insert(3);
        builder.check(f);
    }

    /// Two calls by one client, served by a server that serves two (how
    /// a session ends is the third model's: with untimed sleeps, a clean
    /// end could miss its wake, see the module docs).
    fn two_calls(wait: Wait, timed: bool) {
        bounded(move || {
            let h = Arc::new(Header::new(timed));
            h.attach.store(1);
            let server = {
                let h = Arc::clone(&h);
                thread::spawn(move || serve(&h, wait, &mut Words::default(), 1, 0, 2))
            };
            let mut words = Words::default();
            assert_eq!(call(&h, wait, &mut words, 1, 10), 11, "wrong reply");
            assert_eq!(call(&h, wait, &mut words, 1, 20), 21, "wrong reply");
            assert_eq!(server.join().unwrap(), 2);
        });
    }

    /// `Wait::Spin`: two calls, each answered with its own reply.
    #[test]
    fn spin_round_trips() {
        two_calls(Wait::Spin, false);
    }

    /// `Wait::SpinThenFutex`, sleeping at once and with no timeout: a
    /// publisher that misses the sleeper's flag is a deadlock here.
    #[test]
    fn futex_round_trips_never_lose_a_wake() {
        two_calls(Wait::SpinThenFutex, false);
    }

    /// `Wait::FutexOnly`, which never spins: the same two calls, no wake
    /// lost.
    #[test]
    fn futex_only_round_trips_never_lose_a_wake() {
        two_calls(Wait::FutexOnly, false);
    }

    /// Client 1 publishes a request and stops (no detach, no reply read);
    /// client 2 attaches (its lock free only once client 1 is gone) and
    /// calls. The server's session 1 may reply late — client 2 must drop
    /// that reply and get its own; session 1 ends by the peer check or
    /// by the newer generation, and session 2 serves client 2 once.
    /// `attach_early`: client 2 may attach before the server has taken
    /// client 1's request.
    fn stopped_mid_call(attach_early: bool) {
        bounded(move || {
            let h = Arc::new(Header::new(true));
            h.attach.store(1);
            let server = {
                let h = Arc::clone(&h);
                thread::spawn(move || {
                    let mut words = Words::default();
                    serve(&h, Wait::SpinThenFutex, &mut words, 1, 1, u32::MAX);
                    // `next_client`, in short: the newest live attach.
                    while h.attach.load() != 2 || !h.client_alive.load(Ordering::SeqCst) {
                        thread::yield_now();
                    }
                    serve(&h, Wait::SpinThenFutex, &mut words, 2, 1, u32::MAX)
                })
            };
            // Client 1: a request, then gone.
            h.req_payload.store(10, Ordering::Relaxed);
            publish_words(&h.req_seq, &h.server_waiting, 0, 1);
            if !attach_early {
                // The server has taken client 1's request (and may be
                // computing, or replying) before client 2 attaches.
                while h.taken.load(Ordering::SeqCst) == 0 {
                    thread::yield_now();
                }
            }
            h.client_alive.store(false, Ordering::SeqCst);
            // Client 2 takes the free lock and the next generation.
            h.attach.store(2);
            h.client_alive.store(true, Ordering::SeqCst);
            // Its copies as `ShmStream::open` reads them.
            let mut words = Words {
                seen: h.rep_seq.load(),
                published: h.req_seq.load(),
            };
            assert_eq!(
                call(&h, Wait::SpinThenFutex, &mut words, 2, 20),
                21,
                "client 2 got a reply meant for another call"
            );
            // Client 2 stops too; session 2 ends.
            h.client_alive.store(false, Ordering::SeqCst);
            assert_eq!(server.join().unwrap(), 1, "session 2 served client 2 once");
        });
    }

    /// Client 1 stops after the server took its request: its late reply
    /// is dropped by client 2, who gets its own.
    #[test]
    fn a_client_that_stops_mid_call() {
        stopped_mid_call(false);
    }

    /// Client 1 stops before the server took its request, and client 2
    /// attaches at once. With the generation's tag in a word of its own
    /// (written before the counter) this failed: the server could read
    /// client 1's counter bump together with client 2's tag, serve client
    /// 2's request for it, then serve it again on client 2's bump — the
    /// second reply then answered client 2's *next* call. One word per
    /// message ([`Message`]) leaves no such pair to read.
    #[test]
    fn a_client_that_stops_before_its_request_is_taken() {
        stopped_mid_call(true);
    }
}
