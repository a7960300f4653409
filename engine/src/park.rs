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
//!
//! The waiters' logic is generic over what they wait on ([`Poller`]):
//! `epoll(7)` in production ([`Epoll`]), a stand-in built on loom's locks
//! in the models at the end of this file, which run this code with loom's
//! threads, locks and atomics (`crate::sync`).

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::time::{Duration, Instant};

// std's, or loom's in the models at the end of this file (`sync` says why).
use crate::sync::{self, Arc, AtomicUsize, Mutex, MutexGuard, Ordering, thread};

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
    shared: Arc<Shared<Epoll>>,
}

/// What the lot's waiters wait on: every parked connection's socket and
/// eviction eventfd, each reported once (one-shot) when readable, and a
/// wake-up that makes a waiter recompute its timeout.
trait Poller: Send + Sync + 'static {
    /// Watches `fd` until it is readable (or its peer hung up), then
    /// reports `token` to one waiter, once.
    fn watch(&self, fd: RawFd, token: u64) -> io::Result<()>;
    /// Stops watching `fd` (nothing if it is not watched).
    fn unwatch(&self, fd: RawFd);
    /// Waits at most `timeout_ms` for one event.
    fn wait(&self, timeout_ms: i32) -> Polled;
    /// Wakes one waiter, which sees [`Polled::Woken`].
    fn wake(&self);
}

/// What a waiter's [`Poller::wait`] saw.
enum Polled {
    /// A watched descriptor is readable: its token.
    Ready(u64),
    /// [`Poller::wake`].
    Woken,
    TimedOut,
    Failed(io::Error),
    /// Nothing will be watched any more: the waiter leaves. `epoll` never
    /// says so (the lot lives as long as the server); a model ends with it.
    #[cfg_attr(not(all(test, feature = "loom")), allow(dead_code))]
    Gone,
}

/// The production [`Poller`]: one epoll set and the wake eventfd.
struct Epoll {
    ep: OwnedFd,
    /// Level-triggered in the set, never one-shot: any waiter may drain it.
    wake: OwnedFd,
}

/// The epoll token of the wake eventfd; a parked connection's socket is
/// `2·id`, its eventfd `2·id + 1` (ids start at 1).
const WAKE: u64 = 0;

impl Epoll {
    fn new() -> io::Result<Epoll> {
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
        let epoll = Epoll { ep, wake };
        epoll.add(epoll.wake.as_raw_fd(), WAKE, 0)?;
        Ok(epoll)
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
}

impl Poller for Epoll {
    fn watch(&self, fd: RawFd, token: u64) -> io::Result<()> {
        self.add(fd, token, libc::EPOLLONESHOT)
    }

    fn unwatch(&self, fd: RawFd) {
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

    fn wait(&self, timeout_ms: i32) -> Polled {
        let mut ev = [libc::epoll_event { events: 0, u64: 0 }];
        // SAFETY: `ev` is a valid buffer of one entry.
        let n = unsafe { libc::epoll_wait(self.ep.as_raw_fd(), ev.as_mut_ptr(), 1, timeout_ms) };
        match n {
            1 if ev[0].u64 == WAKE => {
                drain(&self.wake);
                Polled::Woken
            }
            1 => Polled::Ready(ev[0].u64),
            0 => Polled::TimedOut,
            _ => Polled::Failed(io::Error::last_os_error()),
        }
    }

    fn wake(&self) {
        signal(&self.wake);
    }
}

struct Shared<P> {
    poller: P,
    inner: Mutex<Inner>,
    /// Threads waiting in (or on their way to) `Poller::wait`.
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

impl Lot {
    /// Starts the first waiter.
    pub fn start() -> io::Result<Lot> {
        Ok(Lot {
            shared: Shared::start(Epoll::new()?)?,
        })
    }

    /// Parks a connection; the waiter that sees something happen to it
    /// resumes it.
    pub fn park(&self, p: Parked) {
        self.shared.park(p);
    }

    /// Connections parked now (for tests and the start-up line).
    pub fn len(&self) -> usize {
        self.shared.parked.load(Ordering::Relaxed)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl<P: Poller> Shared<P> {
    /// The lot's state around `poller`, with its first waiter started.
    fn start(poller: P) -> io::Result<Arc<Self>> {
        let shared = Arc::new(Shared {
            poller,
            inner: Mutex::new(Inner {
                parked: HashMap::new(),
                deadlines: BinaryHeap::new(),
                next: 1,
            }),
            waiting: AtomicUsize::new(0),
            parked: AtomicUsize::new(0),
        });
        Shared::spawn_waiter(&shared)?;
        Ok(shared)
    }

    fn park(&self, p: Parked) {
        let mut inner = self.lock();
        let id = inner.next;
        inner.next += 1;
        let (socket, evict, deadline) = (p.socket, p.evict, p.deadline);
        // In the table before its descriptors are watched (under the lock):
        // a waiter that sees an event always finds it.
        inner.parked.insert(id, p);
        let added = self
            .poller
            .watch(socket, 2 * id)
            .and_then(|()| self.poller.watch(evict, 2 * id + 1));
        if let Err(e) = added {
            self.poller.unwatch(socket);
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
        self.parked.fetch_add(1, Ordering::Relaxed);
        drop(inner);
        if nearest {
            self.poller.wake();
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    // `this`, not `this`: loom's `Arc` cannot be a method's receiver.
    fn spawn_waiter(this: &Arc<Self>) -> io::Result<()> {
        this.waiting.fetch_add(1, Ordering::SeqCst);
        let sh = Arc::clone(this);
        thread::Builder::new()
            .name("ipc-engine-conn".into())
            .spawn(move || Shared::wait_and_serve(sh))
            .map(drop)
            .inspect_err(|_| {
                this.waiting.fetch_sub(1, Ordering::SeqCst);
            })
    }

    /// A waiter: waits in `epoll_wait` with the others (each event wakes
    /// one), takes the connection an event or an expired idle limit
    /// concerns and serves it on this thread — one wake-up between the
    /// client's request and its service, as without parking. Before it
    /// serves, the last waiter starts another, so one always waits.
    fn wait_and_serve(this: Arc<Self>) {
        let mut idle_since = sync::now();
        loop {
            let taken = match this.poller.wait(this.timeout_ms()) {
                Polled::Ready(token) => this.take(token / 2),
                Polled::Woken => None,
                Polled::TimedOut => this.take_expired(),
                Polled::Failed(e) => {
                    if e.kind() != io::ErrorKind::Interrupted {
                        eprintln!("[ipc-engine] the lot's epoll_wait failed: {e}");
                        std::thread::sleep(Duration::from_millis(10));
                    }
                    None
                }
                Polled::Gone => return,
            };
            let Some(p) = taken else {
                // Nothing to do for a while: a spare waiter leaves, the last stays.
                if sync::now().saturating_duration_since(idle_since) >= SPARE_FOR
                    && this
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
            if this.waiting.fetch_sub(1, Ordering::SeqCst) == 1
                && let Err(e) = Shared::spawn_waiter(&this)
            {
                eprintln!("[ipc-engine] cannot start a waiter for parked connections: {e}");
            }
            (p.resume)();
            // Back to waiting, unless enough threads wait already.
            if this
                .waiting
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |w| {
                    (w < MAX_WAITERS).then_some(w + 1)
                })
                .is_err()
            {
                return;
            }
            idle_since = sync::now();
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
            Some(Reverse((at, _))) => at.saturating_duration_since(sync::now()).min(SPARE_FOR),
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
        self.poller.unwatch(p.socket);
        self.poller.unwatch(p.evict);
        Some(p)
    }

    fn take_expired(&self) -> Option<Parked> {
        let now = sync::now();
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
}

/// Runs `resume` on a thread of its own; if no thread can be started it
/// is dropped, which closes the connection (the client sees it closed).
fn spawn(resume: Box<dyn FnOnce() + Send>) {
    if let Err(e) = thread::Builder::new()
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

// Real epoll, threads and sleeps: for the test build without the `loom`
// feature (with it, the lot's threads and locks are loom's).
#[cfg(all(test, not(feature = "loom")))]
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

/// The lot under loom: every interleaving of the parking thread and the
/// waiters up to the preemption bound. `cargo test -p engine --features
/// loom --lib park::model` runs them.
///
/// What they check is the lot's own code — parking, the waiters' loop,
/// taking a connection, starting a waiter, the waiter count — with loom's
/// threads, locks and atomics (`crate::sync`), waiting on [`Fake`], a
/// stand-in for epoll with its one-shot events: that a parked connection
/// is resumed exactly once whether its request was there before it
/// parked, arrives with the pool's eviction signal, or both (each of its
/// two descriptors reports once, and the waiter that comes second finds
/// it taken); and that a connection served for long does not hold up the
/// next one (the last waiter starts another before it serves). A model
/// ends by shutting the stand-in ([`Polled::Gone`]): loom fails it if a
/// waiter is left blocked, a resume never runs or runs twice, or an `Arc`
/// leaks.
///
/// What stays outside: epoll itself (its one-shot and level-triggered
/// semantics are the stand-in's), the idle limits and the spare waiter's
/// leave (both read a clock, which stands still in the model, so no limit
/// passes), [`MAX_WAITERS`] (reaching it needs more threads than loom
/// allows), a descriptor epoll refuses, and the pool's choice of whom to
/// evict (`evict.rs`: here its signal is the eventfd becoming readable).
#[cfg(all(test, feature = "loom"))]
mod model {
    use super::*;
    use crate::sync::Condvar;
    use std::collections::{BTreeMap, BTreeSet};

    /// A one-shot signal between the model's threads (loom's own `Notify`
    /// may wake spuriously, which these models must not mistake for the
    /// signal).
    #[derive(Default)]
    struct Latch {
        set: Mutex<bool>,
        changed: Condvar,
    }

    impl Latch {
        fn set(&self) {
            *self.set.lock().unwrap() = true;
            self.changed.notify_all();
        }

        fn wait(&self) {
            let mut set = self.set.lock().unwrap();
            while !*set {
                set = self.changed.wait(set).unwrap();
            }
        }
    }

    /// epoll's part, on loom's lock: descriptors are numbers, readable
    /// when the model says so ([`Fake::fire`]).
    #[derive(Default)]
    struct Fake {
        state: Mutex<FakeState>,
        changed: Condvar,
    }

    /// Ordered maps: an iteration order that changed between runs would
    /// break loom's replay of an interleaving.
    #[derive(Default)]
    struct FakeState {
        /// Watched descriptors: their token, and whether their one-shot
        /// event is still to come.
        watched: BTreeMap<RawFd, (u64, bool)>,
        readable: BTreeSet<RawFd>,
        woken: bool,
        gone: bool,
    }

    impl Fake {
        fn change(&self, f: impl FnOnce(&mut FakeState)) {
            f(&mut self.state.lock().unwrap());
            self.changed.notify_all();
        }

        /// `fd` becomes readable (a request, a close, an eviction signal).
        fn fire(&self, fd: RawFd) {
            self.change(|s| {
                s.readable.insert(fd);
            });
        }

        /// The model is over: every waiter leaves.
        fn shut(&self) {
            self.change(|s| s.gone = true);
        }
    }

    impl Poller for Fake {
        fn watch(&self, fd: RawFd, token: u64) -> io::Result<()> {
            self.change(|s| {
                s.watched.insert(fd, (token, true));
            });
            Ok(())
        }

        fn unwatch(&self, fd: RawFd) {
            self.state.lock().unwrap().watched.remove(&fd);
        }

        /// Blocks until an event: no clock, so never [`Polled::TimedOut`].
        fn wait(&self, _timeout_ms: i32) -> Polled {
            let mut s = self.state.lock().unwrap();
            loop {
                if s.gone {
                    return Polled::Gone;
                }
                if std::mem::take(&mut s.woken) {
                    return Polled::Woken;
                }
                let FakeState {
                    watched, readable, ..
                } = &mut *s;
                let ready = watched
                    .iter_mut()
                    .find(|(fd, (_, armed))| *armed && readable.contains(fd));
                if let Some((_, (token, armed))) = ready {
                    *armed = false;
                    return Polled::Ready(*token);
                }
                s = self.changed.wait(s).unwrap();
            }
        }

        fn wake(&self) {
            self.change(|s| s.woken = true);
        }
    }

    fn check(preemptions: usize, model: impl Fn() + Sync + Send + 'static) {
        let mut builder = loom::model::Builder::new();
        // LOOM_MAX_PREEMPTIONS, when set, goes deeper (or shallower).
        builder.preemption_bound.get_or_insert(preemptions);
        builder.check(model);
    }

    /// A connection on descriptors `socket` and `socket + 1` (its
    /// eviction eventfd) whose resume runs `then`, once (a second run
    /// fails the model).
    fn parked(socket: RawFd, then: impl FnOnce() + Send + 'static) -> Parked {
        let resumed = AtomicUsize::new(0);
        let mut then = Some(then);
        Parked {
            socket,
            evict: socket + 1,
            deadline: None,
            resume: Box::new(move || {
                assert_eq!(resumed.fetch_add(1, Ordering::Relaxed), 0);
                (then.take().expect("resumed once"))();
            }),
        }
    }

    /// The client's request is there before the connection parks (its
    /// event comes as soon as it is watched), alone or with the pool's
    /// eviction signal right after: the connection is resumed once, by
    /// one waiter, whichever descriptor reports first.
    #[test]
    fn a_parked_connection_is_resumed_once_whichever_of_its_events_come() {
        for evicted_too in [false, true] {
            check(4, move || {
                let lot = Shared::start(Fake::default()).unwrap();
                let resumed = Arc::new(Latch::default());
                lot.poller.fire(10);
                let done = Arc::clone(&resumed);
                lot.park(parked(10, move || done.set()));
                if evicted_too {
                    lot.poller.fire(11);
                }
                resumed.wait();
                assert_eq!(lot.parked.load(Ordering::Relaxed), 0);
                lot.poller.shut();
            });
        }
    }

    /// Two parked connections; serving the first lasts until the second
    /// has been served, which only a waiter started meanwhile can do.
    #[test]
    fn a_connection_served_for_long_does_not_hold_up_the_next() {
        check(2, || {
            let lot = Shared::start(Fake::default()).unwrap();
            let (first_done, second_done) =
                (Arc::new(Latch::default()), Arc::new(Latch::default()));
            let (first, second) = (Arc::clone(&first_done), Arc::clone(&second_done));
            lot.park(parked(10, move || {
                second.wait();
                first.set();
            }));
            let second = Arc::clone(&second_done);
            lot.park(parked(20, move || second.set()));
            lot.poller.fire(10);
            lot.poller.fire(20);
            first_done.wait();
            lot.poller.shut();
        });
    }
}
