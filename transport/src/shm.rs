//! Shared memory between two processes: a request slot and a reply slot in
//! one mapped file, each with a sequence counter the other side waits on.
//!
//! ```text
//! 0     magic "IPCTAXS2" (written last by the server: the file is ready)
//! 8     capacity: bytes per slot
//! 64    request  seq (u32, the client bumps it), gen (u32 at 68), len (u64 at 72)
//! 128   reply    seq (u32, the server bumps it), gen (u32 at 132), len (u64 at 136)
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
//! request and reply carries the generation it belongs to. A reply the
//! server wrote for a client that died mid-request is ignored by the next
//! client; a request from a dead client that the server had not read yet is
//! dropped; a new client ends the previous client's session on the server
//! (its loaded series are never visible to the newcomer).

use memmap2::MmapRaw;
use std::fs::{File, OpenOptions};
use std::io::{self, Read, Write};
use std::os::fd::AsRawFd;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

const MAGIC: u64 = u64::from_le_bytes(*b"IPCTAXS2");
const HEADER: usize = 4096;
/// Frames start 3 bytes into a slot, so a body starts at offset 7 and the
/// close series of SWEEP/ECHO/LOAD (body offset 9) is 8-aligned, as in
/// `FrameBuf`.
const FRAME_AT: usize = 3;
/// How often a waiting side asks whether its peer still holds its lock.
const PEER_CHECK: Duration = Duration::from_millis(100);

// Header words (see the module docs).
const REQ_SEQ: usize = 64;
const REQ_GEN: usize = 68;
const REQ_LEN: usize = 72;
const REP_SEQ: usize = 128;
const REP_GEN: usize = 132;
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
}

impl Wait {
    /// Every strategy, in the order `ipc-engine serve --wait` lists them.
    pub const ALL: [Wait; 2] = [Wait::Spin, Wait::SpinThenFutex];

    pub fn name(self) -> &'static str {
        match self {
            Wait::Spin => "spin",
            Wait::SpinThenFutex => "spin-then-futex",
        }
    }

    /// Other names `parse` takes for it.
    pub fn aliases(self) -> &'static [&'static str] {
        match self {
            Wait::Spin => &[],
            Wait::SpinThenFutex => &["futex"],
        }
    }

    /// What it does, in a few words (`ipc-engine serve --help`).
    pub fn about(self) -> &'static str {
        match self {
            Wait::Spin => "polls the peer's counter (lowest latency, burns a core)",
            Wait::SpinThenFutex => "polls about 50 µs, then sleeps in futex(2)",
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

    /// (seq, gen, len, peer's waiting flag, slot start) of what this side sends.
    fn outgoing(&self) -> (usize, usize, usize, usize, usize) {
        match self.side {
            Side::Client => (REQ_SEQ, REQ_GEN, REQ_LEN, SERVER_WAITING, HEADER),
            Side::Server => (
                REP_SEQ,
                REP_GEN,
                REP_LEN,
                CLIENT_WAITING,
                HEADER + self.slot_size(),
            ),
        }
    }

    /// (seq, gen, len, own waiting flag, slot start) of what this side receives.
    fn incoming_offsets(&self) -> (usize, usize, usize, usize, usize) {
        match self.side {
            Side::Client => (
                REP_SEQ,
                REP_GEN,
                REP_LEN,
                CLIENT_WAITING,
                HEADER + self.slot_size(),
            ),
            Side::Server => (REQ_SEQ, REQ_GEN, REQ_LEN, SERVER_WAITING, HEADER),
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
        let (seq_off, gen_off, _, my_waiting, _) = self.incoming_offsets();
        let spin_for = Duration::from_micros(50);
        let t0 = Instant::now();
        let mut last_check = t0;
        let mut spins = 0u32;
        loop {
            let seq = self.u32_at(seq_off).load(Ordering::SeqCst);
            if seq != self.seen {
                let from = self.u32_at(gen_off).load(Ordering::SeqCst);
                if from == self.generation {
                    self.seen = seq;
                    return Ok(true);
                }
                if self.side == Side::Server
                    && from == self.u32_at(ATTACH_GEN).load(Ordering::SeqCst)
                {
                    // A newer client's request: end this session without
                    // consuming it; the next session serves it.
                    return Ok(false);
                }
                // A message for a generation that is gone: drop it.
                self.seen = seq;
                continue;
            }
            if self.side == Side::Server
                && (self.u32_at(CLOSED_GEN).load(Ordering::SeqCst) == self.generation
                    || self.u32_at(ATTACH_GEN).load(Ordering::SeqCst) != self.generation)
            {
                return Ok(false);
            }
            spins = spins.wrapping_add(1);
            let check_due = |last: Instant| last.elapsed() >= PEER_CHECK;
            if spins.is_multiple_of(4096) && check_due(last_check) {
                last_check = Instant::now();
                if let Some(r) = self.peer_gone() {
                    return r;
                }
            }
            if self.wait == Wait::Spin || t0.elapsed() < spin_for {
                std::hint::spin_loop();
                continue;
            }
            self.u32_at(my_waiting).store(1, Ordering::SeqCst);
            if self.u32_at(seq_off).load(Ordering::SeqCst) == self.seen {
                futex_wait(self.u32_at(seq_off), self.seen, Duration::from_millis(100));
            }
            self.u32_at(my_waiting).store(0, Ordering::SeqCst);
            if check_due(last_check) {
                last_check = Instant::now();
                if let Some(r) = self.peer_gone() {
                    return r;
                }
            }
        }
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
        let (seq_off, gen_off, len_off, peer_waiting, _) = self.outgoing();
        self.u64_at(len_off)
            .store(self.written as u64, Ordering::Relaxed);
        self.u32_at(gen_off)
            .store(self.generation, Ordering::SeqCst);
        self.u32_at(seq_off).fetch_add(1, Ordering::SeqCst);
        if self.u32_at(peer_waiting).load(Ordering::SeqCst) == 1 {
            futex_wake(self.u32_at(seq_off));
        }
        self.written = 0;
    }
}

impl Write for ShmStream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let (_, _, _, _, slot) = self.outgoing();
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
            let (_, _, len_off, _, _) = self.incoming_offsets();
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
        let (_, _, _, _, slot) = self.incoming_offsets();
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
