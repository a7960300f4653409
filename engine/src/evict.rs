//! Idle connections give way under pressure.
//!
//! Every served connection is tracked with the moment it last finished a
//! request (or connected), and has an eventfd of its own. When the pool is
//! full, the accept loop picks the connection that has been idle between
//! requests the longest and signals it: a parked connection's eventfd wakes
//! the lot at once, a thread waiting on its connection notices at its
//! socket's next read timeout ([`wait_by_reading`]); either answers
//! `Evicted` and ends, and the newcomer is served meanwhile. A connection
//! with a request under way (any byte of a frame read, or a reply not yet
//! written) is never picked, and one whose request arrives at the same
//! moment as the signal serves that request first and leaves at the next
//! frame boundary, whatever it has buffered by then (so a client that keeps
//! its socket busy cannot hold a slot it was asked to give up). Past the
//! limit a newcomer is admitted only against a victim, and never past twice
//! the limit. The idea is nginx's: reclaim idle keep-alive connections before
//! refusing new ones, so idle sockets cannot lock honest clients out.

use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// One served connection, as the pool sees it.
pub struct Tracked {
    /// Nanoseconds after the pool's epoch at which the connection became
    /// idle, plus one; 0 while a request is under way.
    idle_since: AtomicU64,
    /// Set once the pool has chosen this connection to give way.
    picked: AtomicBool,
    evict: OwnedFd,
}

/// What a connection waiting for its next request saw.
#[derive(Debug, PartialEq, Eq)]
pub enum Wait {
    /// Bytes (or the client's close) are there to read.
    Ready,
    /// Nothing arrived within the idle limit.
    Idle,
    /// The pool needs the slot: answer `Evicted` and end.
    Evicted,
}

/// Every served connection.
pub struct Pool {
    epoch: Instant,
    conns: Mutex<Vec<Arc<Tracked>>>,
}

impl Default for Pool {
    fn default() -> Self {
        Pool {
            epoch: Instant::now(),
            conns: Mutex::new(Vec::new()),
        }
    }
}

impl Pool {
    /// Tracks a new connection, idle from now.
    pub fn track(&self) -> io::Result<Arc<Tracked>> {
        // SAFETY: eventfd(2) with valid flags; a non-negative result is a
        // new descriptor that we own from here on.
        let fd = unsafe { libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK) };
        if fd < 0 {
            return Err(io::Error::last_os_error());
        }
        let t = Arc::new(Tracked {
            idle_since: AtomicU64::new(0),
            picked: AtomicBool::new(false),
            // SAFETY: `fd` was just created and is owned by nothing else.
            evict: unsafe { OwnedFd::from_raw_fd(fd) },
        });
        self.idle(&t);
        self.lock().push(Arc::clone(&t));
        Ok(t)
    }

    /// Stops tracking a connection that ended.
    pub fn forget(&self, t: &Arc<Tracked>) {
        self.lock().retain(|c| !Arc::ptr_eq(c, t));
    }

    /// Marks `t` idle from now (a request finished, or it just connected).
    pub fn idle(&self, t: &Tracked) {
        let ns = self.epoch.elapsed().as_nanos() as u64;
        t.idle_since.store(ns + 1, Ordering::SeqCst);
    }

    /// Marks `t` busy: a request is under way.
    pub fn busy(&self, t: &Tracked) {
        t.idle_since.store(0, Ordering::SeqCst);
    }

    /// Signals the connection idle the longest to give way; `false` if
    /// every connection has a request under way (or was picked already).
    pub fn evict_longest_idle(&self) -> bool {
        let conns = self.lock();
        let victim = conns
            .iter()
            .filter(|c| !c.picked.load(Ordering::SeqCst))
            .filter_map(|c| {
                let since = c.idle_since.load(Ordering::SeqCst);
                (since != 0).then_some((since, c))
            })
            .min_by_key(|(since, _)| *since);
        let Some((_, c)) = victim else {
            return false;
        };
        c.picked.store(true, Ordering::SeqCst);
        let one: u64 = 1;
        // SAFETY: writing 8 bytes from a valid u64 to our eventfd.
        unsafe {
            libc::write(
                c.evict.as_raw_fd(),
                (&one as *const u64).cast(),
                std::mem::size_of::<u64>(),
            )
        };
        true
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<Arc<Tracked>>> {
        self.conns.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Tracked {
    /// Its eviction eventfd (readable once the pool has signalled it), for
    /// the lot to wait on while the connection is parked.
    pub fn evict_fd(&self) -> std::os::fd::RawFd {
        self.evict.as_raw_fd()
    }

    /// Whether the pool has chosen this connection to give way: it leaves
    /// at its next frame boundary.
    pub fn is_picked(&self) -> bool {
        self.picked.load(Ordering::SeqCst)
    }
}

/// Waits for a connection's next request by reading it: `read` is one
/// blocking read into the connection's buffer, bounded by the socket's
/// read timeout (`Ok`: bytes or the client's close; `WouldBlock` /
/// `TimedOut`: nothing yet). Between reads that time out it checks the
/// idle `limit` (`None`: never) and whether the pool picked the connection.
///
/// Why reading and not `poll(2)` on the socket and the eventfd: on this
/// VM a thread asleep in `poll` and then reading makes a cross-core round
/// trip measurably slower than one asleep in the read itself (the paired
/// per-bar figures are in the commit that made this change, 2995a92; the
/// parking table of reports/reliability.md measures the serving modes as
/// they are now). The price is that a thread
/// waiting on its connection notices it was picked only when a read
/// times out — within `--park-after` (or [`NOTICED_WITHIN`] without
/// parking); a parked connection's eventfd wakes the lot at once.
pub fn wait_by_reading(
    tracked: &Tracked,
    limit: Option<Duration>,
    mut read: impl FnMut() -> io::Result<()>,
) -> io::Result<Wait> {
    let started = Instant::now();
    loop {
        match read() {
            Ok(()) => return Ok(Wait::Ready),
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock
                        | io::ErrorKind::TimedOut
                        | io::ErrorKind::Interrupted
                ) =>
            {
                if tracked.is_picked() {
                    return Ok(Wait::Evicted);
                }
                if limit.is_some_and(|l| started.elapsed() >= l) {
                    return Ok(Wait::Idle);
                }
            }
            Err(e) => return Err(e),
        }
    }
}

/// Without parking, how soon a thread waiting on its idle connection
/// notices it was picked to give way: the socket's read timeout is at most
/// this.
pub const NOTICED_WITHIN: Duration = Duration::from_secs(1);

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::os::unix::net::UnixStream;

    /// One blocking read from `s` (its read timeout bounds it) into `buf`.
    fn one_read<'a>(
        s: &'a UnixStream,
        buf: &'a mut Vec<u8>,
    ) -> impl FnMut() -> io::Result<()> + 'a {
        move || {
            let mut b = [0u8; 64];
            let n = (&*s).read(&mut b)?;
            buf.extend_from_slice(&b[..n]);
            Ok(())
        }
    }

    fn pair() -> (UnixStream, UnixStream) {
        let (client, server) = UnixStream::pair().unwrap();
        server
            .set_read_timeout(Some(Duration::from_millis(10)))
            .unwrap();
        (client, server)
    }

    #[test]
    fn the_longest_idle_gives_way_and_a_busy_one_never() {
        let pool = Pool::default();
        let old = pool.track().unwrap();
        std::thread::sleep(Duration::from_millis(2));
        let young = pool.track().unwrap();
        let (_client, server) = pair();
        let mut buf = Vec::new();
        let limit = Some(Duration::from_millis(50));
        assert!(pool.evict_longest_idle());
        assert_eq!(
            wait_by_reading(&old, limit, one_read(&server, &mut buf)).unwrap(),
            Wait::Evicted
        );
        assert_eq!(
            wait_by_reading(&young, limit, one_read(&server, &mut buf)).unwrap(),
            Wait::Idle
        );
        // The picked one's eventfd is readable: a parked connection's lot wakes.
        let mut v = 0u64;
        // SAFETY: reading 8 bytes into a valid u64 from our non-blocking eventfd.
        let n = unsafe { libc::read(old.evict_fd(), (&mut v as *mut u64).cast(), 8) };
        assert_eq!((n, v), (8, 1));
        // The young one is now busy: nobody is left to give way.
        pool.busy(&young);
        assert!(!pool.evict_longest_idle());
        pool.idle(&young);
        assert!(pool.evict_longest_idle());
        pool.forget(&old);
        pool.forget(&young);
        assert!(!pool.evict_longest_idle());
    }

    #[test]
    fn a_request_that_arrives_with_the_signal_is_served_first() {
        let pool = Pool::default();
        let t = pool.track().unwrap();
        let (mut client, server) = pair();
        client.write_all(b"x").unwrap();
        assert!(pool.evict_longest_idle());
        let mut buf = Vec::new();
        assert_eq!(
            wait_by_reading(&t, None, one_read(&server, &mut buf)).unwrap(),
            Wait::Ready
        );
        assert_eq!(buf, b"x", "the request's bytes are read, not lost");
    }

    #[test]
    fn a_request_after_a_few_timeouts_is_ready_and_a_close_too() {
        let pool = Pool::default();
        let t = pool.track().unwrap();
        let (mut client, server) = pair();
        let sender = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(35));
            client.write_all(b"req").unwrap();
            client
        });
        let mut buf = Vec::new();
        let limit = Some(Duration::from_secs(5));
        assert_eq!(
            wait_by_reading(&t, limit, one_read(&server, &mut buf)).unwrap(),
            Wait::Ready
        );
        assert_eq!(buf, b"req");
        drop(sender.join().unwrap());
        assert_eq!(
            wait_by_reading(&t, limit, one_read(&server, &mut buf)).unwrap(),
            Wait::Ready,
            "the client's close is for the reader to see"
        );
    }
}
