//! Idle connections give way under pressure.
//!
//! Every served connection is tracked with the moment it last finished a
//! request (or connected); while it waits for its next request its thread
//! sleeps in `poll(2)` on the socket *and* an eventfd of its own. When the
//! pool is full, the accept loop picks the connection that has been idle
//! between requests the longest and signals its eventfd: that thread
//! answers `Evicted` and ends, and the newcomer is served. A connection
//! with a request under way (any byte of a frame read, or a reply not yet
//! written) is never picked, and one whose request arrives at the same
//! moment as the signal serves that request first and leaves at the next
//! frame boundary, whatever it has buffered by then (so a client that keeps
//! its socket busy cannot hold a slot it was asked to give up). Past the
//! limit a newcomer is admitted only against a victim, and never past twice
//! the limit. The idea is nginx's: reclaim idle keep-alive connections before
//! refusing new ones, so idle sockets cannot lock honest clients out.

use std::io;
use std::os::fd::{AsRawFd, BorrowedFd, FromRawFd, OwnedFd};
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

    /// Waits until `socket` has something to read, the idle limit passes
    /// (`None`: never), or the pool asks this connection to give way. A
    /// request that arrives together with the signal is served first.
    pub fn wait(&self, socket: BorrowedFd<'_>, idle: Option<Duration>) -> io::Result<Wait> {
        let started = Instant::now();
        loop {
            let timeout_ms = match idle {
                Some(limit) => {
                    let left = limit.saturating_sub(started.elapsed());
                    if left.is_zero() {
                        return Ok(Wait::Idle);
                    }
                    left.as_millis().clamp(1, i32::MAX as u128) as i32
                }
                None => -1,
            };
            let mut fds = [
                libc::pollfd {
                    fd: socket.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                },
                libc::pollfd {
                    fd: self.evict.as_raw_fd(),
                    events: libc::POLLIN,
                    revents: 0,
                },
            ];
            // SAFETY: `fds` is a valid array of two pollfd entries.
            let n = unsafe { libc::poll(fds.as_mut_ptr(), 2, timeout_ms) };
            if n < 0 {
                let e = io::Error::last_os_error();
                if e.kind() == io::ErrorKind::Interrupted {
                    continue;
                }
                return Err(e);
            }
            if fds[0].revents != 0 {
                return Ok(Wait::Ready);
            }
            if fds[1].revents != 0 {
                return Ok(Wait::Evicted);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Write;
    use std::os::fd::AsFd;
    use std::os::unix::net::UnixStream;

    #[test]
    fn the_longest_idle_gives_way_and_a_busy_one_never() {
        let pool = Pool::default();
        let old = pool.track().unwrap();
        std::thread::sleep(Duration::from_millis(2));
        let young = pool.track().unwrap();
        let (_client, server) = UnixStream::pair().unwrap();
        assert!(pool.evict_longest_idle());
        assert_eq!(
            old.wait(server.as_fd(), Some(Duration::from_millis(50)))
                .unwrap(),
            Wait::Evicted
        );
        assert_eq!(
            young
                .wait(server.as_fd(), Some(Duration::from_millis(50)))
                .unwrap(),
            Wait::Idle
        );
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
        let (mut client, server) = UnixStream::pair().unwrap();
        client.write_all(b"x").unwrap();
        assert!(pool.evict_longest_idle());
        assert_eq!(t.wait(server.as_fd(), None).unwrap(), Wait::Ready);
    }
}
