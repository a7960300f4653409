//! Idle connections without a thread.
//!
//! A connection that has waited `--park-after` ([`PARK_AFTER`] by default)
//! for its next request gives its thread up: its whole state (session,
//! buffers, place in the pool) is handed to the *lot*, which waits in
//! `epoll(7)` on every parked socket and its eviction eventfd, and on the
//! nearest idle limit. When a parked socket becomes readable (a request, or
//! the client's close), the pool asks it to give way, or its idle limit
//! passes, the lot takes it out and serves it again, where the wait it
//! left sees what happened (and the idle limit counts from its last
//! request, parked or not). A connection whose client pauses inside a
//! frame parks the same way, its frame kept where it stopped
//! (`transport::FrameProgress`), with the frame's deadline as its limit.
//! So ten thousand idle connections, or a thousand trickling ones, are
//! sockets and eventfds and their buffers, not threads.
//!
//! The lot is not one thread but its *waiters*: threads that wait in
//! `epoll_wait` on the parked sockets together (each event wakes one) and
//! serve the connection they take on the spot, so a request after a pause
//! wakes one thread, as it did before parking. A waiter about to serve
//! starts another if it was the last; finished, it waits again (at most
//! [`MAX_WAITERS`]), and a spare one leaves after [`SPARE_FOR`] with
//! nothing to do. A client calling back to back never parks (its next
//! request arrives within the grace), so the echo and per-call paths do
//! not change at all.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How long a connection waits for its next request on its own thread
/// before it is parked, by default (`ipc-engine serve --park-after`).
pub const PARK_AFTER: Duration = Duration::from_millis(50);
/// How long a spare waiter with nothing to do stays (one always stays).
pub const SPARE_FOR: Duration = Duration::from_secs(2);
/// Waiters at most at once; a thread finishing a connection past it ends
/// (more are started whenever every one is serving).
pub const MAX_WAITERS: usize = 4;

/// A connection handed to the lot.
pub struct Parked {
    /// Its socket: readable means a request or the client's close.
    pub socket: RawFd,
    /// Its eviction eventfd: readable means the pool needs the slot.
    pub evict: RawFd,
    /// When its idle limit passes (`None`: never).
    pub deadline: Option<Instant>,
    /// Continues serving it, on the waiter that took it. Owns the
    /// descriptors above, which stay open while it is parked.
    pub resume: Box<dyn FnOnce() + Send>,
}

/// The handle connections park through.
pub struct Lot {
    shared: Arc<Shared>,
}

struct Shared {
    ep: OwnedFd,
    /// Wakes a waiter to recompute its timeout (an earlier idle limit).
    wake: OwnedFd,
    inner: Mutex<Inner>,
    /// Threads waiting in (or on their way to) `epoll_wait`.
    waiting: AtomicUsize,
    parked: AtomicUsize,
}

struct Inner {
    parked: HashMap<u64, Parked>,
    /// Idle limits, nearest first; entries of connections already resumed
    /// are skipped when they come up.
    deadlines: BinaryHeap<Reverse<(Instant, u64)>>,
    next: u64,
}

/// The epoll token of the wake eventfd; a parked connection's socket is
/// `2·id`, its eventfd `2·id + 1` (ids start at 1).
const WAKE: u64 = 0;

impl Lot {
    /// Starts the first waiter.
    pub fn start() -> io::Result<Lot> {
        // SAFETY: epoll_create1 and eventfd with valid flags; non-negative
        // results are new descriptors owned from here on.
        let (ep, wake) = unsafe {
            (
                libc::epoll_create1(libc::EPOLL_CLOEXEC),
                libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK),
            )
        };
        if ep < 0 || wake < 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: both were just created and are owned by nothing else.
        let (ep, wake) = unsafe { (OwnedFd::from_raw_fd(ep), OwnedFd::from_raw_fd(wake)) };
        let shared = Arc::new(Shared {
            ep,
            wake,
            inner: Mutex::new(Inner {
                parked: HashMap::new(),
                deadlines: BinaryHeap::new(),
                next: 1,
            }),
            waiting: AtomicUsize::new(0),
            parked: AtomicUsize::new(0),
        });
        // Level-triggered, never one-shot: any waiter may drain it.
        shared.add(shared.wake.as_raw_fd(), WAKE, 0)?;
        shared.spawn_waiter()?;
        Ok(Lot { shared })
    }

    /// Parks a connection; the waiter that sees something happen to it
    /// resumes it.
    pub fn park(&self, p: Parked) {
        let sh = &self.shared;
        let mut inner = sh.lock();
        let id = inner.next;
        inner.next += 1;
        let (socket, evict, deadline) = (p.socket, p.evict, p.deadline);
        // In the table before its descriptors are watched (under the lock):
        // a waiter that sees an event always finds it.
        inner.parked.insert(id, p);
        let added = sh
            .add(socket, 2 * id, libc::EPOLLONESHOT)
            .and_then(|()| sh.add(evict, 2 * id + 1, libc::EPOLLONESHOT));
        if let Err(e) = added {
            sh.del(socket);
            let p = inner.parked.remove(&id).expect("inserted above");
            drop(inner);
            eprintln!("[ipc-engine] cannot park a connection ({e}); it keeps a thread");
            spawn(p.resume);
            return;
        }
        let nearest = deadline.is_some_and(|at| {
            inner
                .deadlines
                .peek()
                .is_none_or(|Reverse((first, _))| at < *first)
        });
        if let Some(at) = deadline {
            inner.deadlines.push(Reverse((at, id)));
        }
        sh.parked.fetch_add(1, Ordering::Relaxed);
        drop(inner);
        if nearest {
            signal(&sh.wake);
        }
    }

    /// Connections parked now (for tests and the start-up line).
    pub fn len(&self) -> usize {
        self.shared.parked.load(Ordering::Relaxed)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn spawn_waiter(self: &Arc<Self>) -> io::Result<()> {
        self.waiting.fetch_add(1, Ordering::SeqCst);
        let sh = Arc::clone(self);
        std::thread::Builder::new()
            .name("ipc-engine-conn".into())
            .spawn(move || sh.wait_and_serve())
            .map(drop)
            .inspect_err(|_| {
                self.waiting.fetch_sub(1, Ordering::SeqCst);
            })
    }

    /// A waiter: waits in `epoll_wait` with the others (each event wakes
    /// one), takes the connection an event or an expired idle limit
    /// concerns and serves it on this thread — one wake-up between the
    /// client's request and its service, as without parking. Before it
    /// serves, the last waiter starts another, so one always waits.
    fn wait_and_serve(self: Arc<Self>) {
        let mut idle_since = Instant::now();
        loop {
            let timeout = self.timeout_ms();
            let mut ev = [libc::epoll_event { events: 0, u64: 0 }];
            // SAFETY: `ev` is a valid buffer of one entry.
            let n = unsafe { libc::epoll_wait(self.ep.as_raw_fd(), ev.as_mut_ptr(), 1, timeout) };
            let taken = match n {
                1 if ev[0].u64 == WAKE => {
                    drain(&self.wake);
                    None
                }
                1 => self.take(ev[0].u64 / 2),
                0 => self.take_expired(),
                _ => {
                    let e = io::Error::last_os_error();
                    if e.kind() != io::ErrorKind::Interrupted {
                        eprintln!("[ipc-engine] the lot's epoll_wait failed: {e}");
                        std::thread::sleep(Duration::from_millis(10));
                    }
                    None
                }
            };
            let Some(p) = taken else {
                // Nothing to do for a while: a spare waiter leaves, the last stays.
                if idle_since.elapsed() >= SPARE_FOR
                    && self
                        .waiting
                        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |w| {
                            (w > 1).then(|| w - 1)
                        })
                        .is_ok()
                {
                    return;
                }
                continue;
            };
            if self.waiting.fetch_sub(1, Ordering::SeqCst) == 1
                && let Err(e) = self.spawn_waiter()
            {
                eprintln!("[ipc-engine] cannot start a waiter for parked connections: {e}");
            }
            (p.resume)();
            // Back to waiting, unless enough threads wait already.
            if self
                .waiting
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |w| {
                    (w < MAX_WAITERS).then_some(w + 1)
                })
                .is_err()
            {
                return;
            }
            idle_since = Instant::now();
        }
    }

    /// Until the nearest idle limit, and at most [`SPARE_FOR`].
    fn timeout_ms(&self) -> i32 {
        let mut inner = self.lock();
        while let Some(Reverse((_, id))) = inner.deadlines.peek() {
            if inner.parked.contains_key(id) {
                break;
            }
            inner.deadlines.pop();
        }
        let left = match inner.deadlines.peek() {
            None => SPARE_FOR,
            Some(Reverse((at, _))) => at.saturating_duration_since(Instant::now()).min(SPARE_FOR),
        };
        left.as_millis().saturating_add(1) as i32
    }

    /// Takes connection `id` out of the lot (`None` if another waiter took
    /// it already: its other descriptor's event).
    fn take(&self, id: u64) -> Option<Parked> {
        let p = {
            let mut inner = self.lock();
            let p = inner.parked.remove(&id)?;
            // A resumed connection's idle limit stays in the heap until it
            // comes up; a client calling every second would leave hundreds
            // per connection there. Past twice the live ones, drop them.
            let Inner {
                parked, deadlines, ..
            } = &mut *inner;
            if deadlines.len() > 2 * parked.len() + 1024 {
                deadlines.retain(|Reverse((_, id))| parked.contains_key(id));
            }
            p
        };
        self.parked.fetch_sub(1, Ordering::Relaxed);
        self.del(p.socket);
        self.del(p.evict);
        Some(p)
    }

    fn take_expired(&self) -> Option<Parked> {
        let now = Instant::now();
        let id = {
            let mut inner = self.lock();
            loop {
                match inner.deadlines.peek() {
                    Some(&Reverse((at, id))) if at <= now => {
                        inner.deadlines.pop();
                        if inner.parked.contains_key(&id) {
                            break id;
                        }
                    }
                    _ => return None,
                }
            }
        };
        self.take(id)
    }

    fn add(&self, fd: RawFd, token: u64, flags: libc::c_int) -> io::Result<()> {
        let mut ev = libc::epoll_event {
            events: (libc::EPOLLIN | libc::EPOLLRDHUP | flags) as u32,
            u64: token,
        };
        // SAFETY: `fd` is open (owned by the parked connection or the lot);
        // `ev` is a valid event.
        if unsafe { libc::epoll_ctl(self.ep.as_raw_fd(), libc::EPOLL_CTL_ADD, fd, &mut ev) } < 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(())
    }

    fn del(&self, fd: RawFd) {
        // SAFETY: removing a descriptor from our epoll set; an fd not in
        // the set only yields ENOENT.
        unsafe {
            libc::epoll_ctl(
                self.ep.as_raw_fd(),
                libc::EPOLL_CTL_DEL,
                fd,
                std::ptr::null_mut(),
            );
        }
    }
}

/// Runs `resume` on a thread of its own; if no thread can be started it
/// is dropped, which closes the connection (the client sees it closed).
fn spawn(resume: Box<dyn FnOnce() + Send>) {
    if let Err(e) = std::thread::Builder::new()
        .name("ipc-engine-conn".into())
        .spawn(resume)
    {
        eprintln!("[ipc-engine] cannot serve a parked connection: {e}; it is closed");
    }
}

fn signal(fd: &OwnedFd) {
    let one: u64 = 1;
    // SAFETY: writing 8 bytes from a valid u64 to our eventfd.
    unsafe {
        libc::write(
            fd.as_raw_fd(),
            (&one as *const u64).cast(),
            std::mem::size_of::<u64>(),
        )
    };
}

fn drain(fd: &OwnedFd) {
    let mut v: u64 = 0;
    // SAFETY: reading 8 bytes into a valid u64 from our non-blocking eventfd.
    unsafe {
        libc::read(
            fd.as_raw_fd(),
            (&mut v as *mut u64).cast(),
            std::mem::size_of::<u64>(),
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::os::unix::net::UnixStream;
    use std::sync::mpsc::channel;

    fn eventfd() -> OwnedFd {
        // SAFETY: eventfd with valid flags; the result is a new descriptor.
        unsafe { OwnedFd::from_raw_fd(libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK)) }
    }

    #[test]
    fn a_parked_connection_resumes_on_its_request_its_signal_or_its_deadline() {
        let lot = Lot::start().unwrap();
        let (tx, rx) = channel();
        let park = |socket: &UnixStream, evict: &OwnedFd, deadline, name: &'static str| {
            let tx = tx.clone();
            lot.park(Parked {
                socket: socket.as_raw_fd(),
                evict: evict.as_raw_fd(),
                deadline,
                resume: Box::new(move || tx.send((name, Instant::now())).unwrap()),
            });
        };
        let (mut client, server) = UnixStream::pair().unwrap();
        let (_c2, server2) = UnixStream::pair().unwrap();
        let (_c3, server3) = UnixStream::pair().unwrap();
        let (e1, e2, e3) = (eventfd(), eventfd(), eventfd());
        let t0 = Instant::now();
        park(&server, &e1, None, "request");
        park(&server2, &e2, None, "evicted");
        park(
            &server3,
            &e3,
            Some(t0 + Duration::from_millis(150)),
            "deadline",
        );
        std::thread::sleep(Duration::from_millis(30));
        assert_eq!(lot.len(), 3);
        assert!(rx.try_recv().is_err(), "nothing happened yet");
        client.write_all(&[1]).unwrap();
        assert_eq!(
            rx.recv_timeout(Duration::from_secs(5)).unwrap().0,
            "request"
        );
        signal(&e2);
        assert_eq!(
            rx.recv_timeout(Duration::from_secs(5)).unwrap().0,
            "evicted"
        );
        let (name, at) = rx.recv_timeout(Duration::from_secs(5)).unwrap();
        assert_eq!(name, "deadline");
        assert!(
            at >= t0 + Duration::from_millis(150),
            "resumed before its deadline"
        );
        std::thread::sleep(Duration::from_millis(20));
        assert!(lot.is_empty());
    }
}
