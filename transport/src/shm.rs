//! Shared memory between two processes: a request slot and a reply slot in
//! one mapped file, each with a sequence counter the other side waits on.
//!
//! ```text
//! 0     magic "IPCTAXS1" (written last by the server: the file is ready)
//! 8     capacity: bytes per slot
//! 64    request  seq (u32, the client bumps it), len (u64 at 72)
//! 128   reply    seq (u32, the server bumps it), len (u64 at 136)
//! 192   server waiting (u32), client waiting (u32), client closed (u32),
//!       client attached (u32: one client at a time)
//! 208   client pid (u32, 0: none), server pid (u32)
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
//! Peer death: each side records its pid, and a side waiting for the other
//! checks about every 100 ms that the peer process still exists. A server
//! whose client died (even by SIGKILL, with no chance to detach) treats it as
//! closed and serves the next client; a client whose server died gets a
//! `BrokenPipe` error instead of waiting forever. (A killed process is gone
//! once its parent has reaped it; until then it is a zombie and "exists".)

use memmap2::MmapRaw;
use std::fs::OpenOptions;
use std::io::{self, Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

const MAGIC: u64 = u64::from_le_bytes(*b"IPCTAXS1");
const HEADER: usize = 4096;
/// Frames start 3 bytes into a slot, so a body starts at offset 7 and the
/// close series of SWEEP/ECHO/LOAD (body offset 9) is 8-aligned, as in
/// `FrameBuf`.
const FRAME_AT: usize = 3;
/// How often a waiting side checks that its peer process still exists.
const PEER_CHECK: Duration = Duration::from_millis(100);

/// How a side waits for the other.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Wait {
    Spin,
    SpinThenFutex,
}

impl Wait {
    pub fn name(self) -> &'static str {
        match self {
            Wait::Spin => "spin",
            Wait::SpinThenFutex => "spin-then-futex",
        }
    }

    pub fn parse(s: &str) -> Option<Wait> {
        match s {
            "spin" => Some(Wait::Spin),
            "spin-then-futex" | "futex" => Some(Wait::SpinThenFutex),
            _ => None,
        }
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
    capacity: usize,
    side: Side,
    wait: Wait,
    /// The peer's counter value last consumed.
    seen: u32,
    /// Read position in the incoming slot, and its length (None: not arrived).
    incoming: Option<(usize, usize)>,
    /// Write position in the outgoing slot.
    written: usize,
    /// A client that holds the pair (detaches on drop); false for the
    /// server and for a client whose `open` failed before attaching.
    attached: bool,
}

impl ShmStream {
    /// Creates (or truncates) the file at `path` with room for frames of up
    /// to `capacity` bytes each way, and becomes its server side.
    pub fn create(path: &Path, capacity: usize, wait: Wait) -> io::Result<ShmStream> {
        let slot = (FRAME_AT + capacity).next_multiple_of(4096);
        let file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(true)
            .open(path)?;
        use std::os::unix::fs::PermissionsExt;
        file.set_permissions(std::fs::Permissions::from_mode(0o600))?;
        file.set_len((HEADER + 2 * slot) as u64)?;
        let map = MmapRaw::map_raw(&file)?;
        let s = ShmStream {
            map,
            capacity,
            side: Side::Server,
            wait,
            seen: 0,
            incoming: None,
            written: 0,
            attached: false,
        };
        s.u64_at(8).store(capacity as u64, Ordering::Relaxed);
        s.u32_at(212).store(std::process::id(), Ordering::SeqCst);
        s.u64_at(0).store(MAGIC, Ordering::SeqCst);
        Ok(s)
    }

    /// Opens a file a server created, as its client.
    pub fn open(path: &Path, wait: Wait) -> io::Result<ShmStream> {
        let file = OpenOptions::new().read(true).write(true).open(path)?;
        let map = MmapRaw::map_raw(&file)?;
        if map.len() < HEADER {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{}: too small for a shm pair", path.display()),
            ));
        }
        let mut s = ShmStream {
            map,
            capacity: 0,
            side: Side::Client,
            wait,
            seen: 0,
            incoming: None,
            written: 0,
            attached: false,
        };
        if s.u64_at(0).load(Ordering::SeqCst) != MAGIC {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{}: not an ipc-tax shm pair (bad magic)", path.display()),
            ));
        }
        s.capacity = s.u64_at(8).load(Ordering::Relaxed) as usize;
        let slot = (FRAME_AT + s.capacity).next_multiple_of(4096);
        if s.map.len() < HEADER + 2 * slot {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                format!("{}: shorter than its capacity says", path.display()),
            ));
        }
        if s.u32_at(204)
            .compare_exchange(0, 1, Ordering::SeqCst, Ordering::SeqCst)
            .is_err()
        {
            return Err(io::Error::new(
                io::ErrorKind::ResourceBusy,
                format!(
                    "{}: another client is attached to this shm pair",
                    path.display()
                ),
            ));
        }
        s.attached = true;
        s.u32_at(208).store(std::process::id(), Ordering::SeqCst);
        s.seen = s.u32_at(128).load(Ordering::SeqCst);
        s.u32_at(200).store(0, Ordering::SeqCst);
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

    /// (seq, len, waiting) offsets and slot start of each direction.
    fn outgoing(&self) -> (usize, usize, usize, usize) {
        let slot = (FRAME_AT + self.capacity).next_multiple_of(4096);
        match self.side {
            Side::Client => (64, 72, 192, HEADER),
            Side::Server => (128, 136, 196, HEADER + slot),
        }
    }

    fn incoming_offsets(&self) -> (usize, usize, usize, usize) {
        let slot = (FRAME_AT + self.capacity).next_multiple_of(4096);
        match self.side {
            Side::Client => (128, 136, 196, HEADER + slot),
            Side::Server => (64, 72, 192, HEADER),
        }
    }

    /// Waits until the peer's counter moves past `seen`. `Ok(false)`: the
    /// client closed the pair (server side only).
    fn wait_incoming(&mut self) -> io::Result<bool> {
        let (seq_off, _, _, _) = self.incoming_offsets();
        // Our own "waiting" flag is the one the peer checks after publishing.
        let my_waiting = if self.side == Side::Client { 196 } else { 192 };
        let spin_for = Duration::from_micros(50);
        let t0 = Instant::now();
        let mut last_check = t0;
        let mut spins = 0u32;
        loop {
            let seq = self.u32_at(seq_off).load(Ordering::SeqCst);
            if seq != self.seen {
                self.seen = seq;
                return Ok(true);
            }
            if self.side == Side::Server && self.u32_at(200).load(Ordering::SeqCst) == 1 {
                return Ok(false);
            }
            spins = spins.wrapping_add(1);
            if spins.is_multiple_of(4096) && last_check.elapsed() >= PEER_CHECK {
                last_check = Instant::now();
                if let Some(pid) = self.dead_peer() {
                    return self.peer_died(pid);
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
            if last_check.elapsed() >= PEER_CHECK {
                last_check = Instant::now();
                if let Some(pid) = self.dead_peer() {
                    return self.peer_died(pid);
                }
            }
        }
    }

    /// The peer's pid if its process no longer exists.
    fn dead_peer(&self) -> Option<u32> {
        let off = if self.side == Side::Server { 208 } else { 212 };
        let pid = self.u32_at(off).load(Ordering::SeqCst);
        if pid == 0 {
            return None;
        }
        // SAFETY: signal 0 sends nothing; kill only checks that the process exists.
        let r = unsafe { libc::kill(pid as libc::pid_t, 0) };
        (r != 0 && io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH)).then_some(pid)
    }

    fn peer_died(&mut self, pid: u32) -> io::Result<bool> {
        match self.side {
            Side::Server => {
                // Detach the dead client for it, then report a close.
                self.u32_at(208).store(0, Ordering::SeqCst);
                self.u32_at(200).store(1, Ordering::SeqCst);
                self.u32_at(204).store(0, Ordering::SeqCst);
                Ok(false)
            }
            Side::Client => Err(io::Error::new(
                io::ErrorKind::BrokenPipe,
                format!("the engine process (pid {pid}) serving this shm pair is gone"),
            )),
        }
    }

    fn publish(&mut self) {
        let (seq_off, len_off, peer_waiting, _) = self.outgoing();
        self.u64_at(len_off)
            .store(self.written as u64, Ordering::Relaxed);
        self.u32_at(seq_off).fetch_add(1, Ordering::SeqCst);
        if self.u32_at(peer_waiting).load(Ordering::SeqCst) == 1 {
            futex_wake(self.u32_at(seq_off));
        }
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
        // peer does not touch this slot until `publish` bumps the counter.
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
        // capacity, checked); the peer does not write it until we reply.
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
        if self.attached {
            // Tell the server this client is gone (it then waits for the next one).
            self.u32_at(208).store(0, Ordering::SeqCst);
            self.u32_at(200).store(1, Ordering::SeqCst);
            futex_wake(self.u32_at(64));
            self.u32_at(204).store(0, Ordering::SeqCst);
        }
    }
}

impl ShmStream {
    /// Server side: after a client left, get ready for the next one. The
    /// request counter is not re-read: a request the next client published
    /// already is still unseen, and is served.
    pub fn reset_for_next_client(&mut self) {
        self.incoming = None;
        self.written = 0;
    }

    /// Server side: whether a client has closed the pair.
    pub fn client_closed(&self) -> bool {
        self.u32_at(200).load(Ordering::SeqCst) == 1
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
