//! Refusals a client can read.
//!
//! A refused connection (the pool is full) gets its error reply, then the
//! engine's half of the socket is shut down (`SHUT_WR`: the client reads
//! the reply, then end of stream) and the socket is *lingered*: one
//! background thread keeps reading and discarding what the client still
//! sends until it closes its side or two seconds pass. Closing at once
//! would break the client that writes its request before it reads: on a
//! Unix socket its write fails with `EPIPE`, and on TCP unread bytes at
//! close turn into a reset that can destroy the reply before it is read.
//! Lingering costs one descriptor per refused client for at most two
//! seconds and never blocks the accept loop; past [`MAX_LINGERING`] a
//! refused socket is closed at once.

use std::collections::VecDeque;
use std::io;
use std::os::fd::{AsRawFd, OwnedFd};
use std::sync::mpsc::{Receiver, SyncSender, TryRecvError, sync_channel};
use std::time::{Duration, Instant};

/// How long a refused socket is drained before it is closed.
pub const LINGER: Duration = Duration::from_secs(2);
/// Refused sockets drained at once; a newer one closes the oldest early.
pub const MAX_LINGERING: usize = 1024;

/// The handle the accept loop gives refused sockets to.
pub struct Lingerer {
    tx: SyncSender<OwnedFd>,
}

impl Lingerer {
    /// Starts the draining thread.
    pub fn start() -> io::Result<Lingerer> {
        let (tx, rx) = sync_channel(64);
        std::thread::Builder::new()
            .name("ipc-engine-linger".into())
            .spawn(move || drain(rx))?;
        Ok(Lingerer { tx })
    }

    /// Writes `reply` (the socket must be fresh: a short reply fits in its
    /// send buffer, so the write does not block), shuts the engine's side
    /// down and hands the socket to the draining thread.
    pub fn refuse(&self, fd: OwnedFd, reply: &[u8]) {
        set_nonblocking(&fd);
        // SAFETY: `fd` is an open socket owned here; `reply` is a valid
        // buffer of `reply.len()` bytes; send and shutdown touch no other
        // memory. A short or failed write leaves the client with less (it
        // sees end of stream): nothing to do about it.
        unsafe {
            libc::send(
                fd.as_raw_fd(),
                reply.as_ptr().cast(),
                reply.len(),
                libc::MSG_NOSIGNAL,
            );
            libc::shutdown(fd.as_raw_fd(), libc::SHUT_WR);
        }
        // A full hand-over queue (the thread is behind): close now.
        let _ = self.tx.try_send(fd);
    }

    /// A connection whose last reply is written: shuts the engine's side
    /// down and drains what the client still sends, as for a refusal.
    pub fn linger(&self, fd: OwnedFd) {
        self.refuse(fd, &[]);
    }
}

fn set_nonblocking(fd: &OwnedFd) {
    // SAFETY: fcntl on an open descriptor we own.
    unsafe {
        let flags = libc::fcntl(fd.as_raw_fd(), libc::F_GETFL);
        if flags >= 0 {
            libc::fcntl(fd.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
    }
}

/// What a drained socket does next.
#[derive(Debug, PartialEq)]
enum Drained {
    /// The client may send more.
    Open,
    /// End of stream or an error: close it.
    Done,
}

/// Reads and discards everything available on a non-blocking socket.
fn drain_one(fd: &OwnedFd, scratch: &mut [u8]) -> Drained {
    loop {
        // SAFETY: reading into `scratch`, a valid buffer of its length.
        let n = unsafe { libc::read(fd.as_raw_fd(), scratch.as_mut_ptr().cast(), scratch.len()) };
        if n > 0 {
            continue;
        }
        if n == 0 {
            return Drained::Done;
        }
        return match io::Error::last_os_error().kind() {
            io::ErrorKind::WouldBlock => Drained::Open,
            io::ErrorKind::Interrupted => continue,
            _ => Drained::Done,
        };
    }
}

/// The draining thread: polls every lingering socket, drops those that
/// closed, failed or outlived [`LINGER`].
fn drain(rx: Receiver<OwnedFd>) {
    let mut lingering: VecDeque<(OwnedFd, Instant)> = VecDeque::new();
    let mut scratch = vec![0u8; 64 << 10];
    loop {
        if lingering.is_empty() {
            match rx.recv() {
                Ok(fd) => lingering.push_back((fd, Instant::now() + LINGER)),
                Err(_) => return,
            }
        }
        loop {
            match rx.try_recv() {
                Ok(fd) => {
                    // Past the bound the socket is closed at once.
                    if lingering.len() < MAX_LINGERING {
                        lingering.push_back((fd, Instant::now() + LINGER));
                    }
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) if lingering.is_empty() => return,
                Err(TryRecvError::Disconnected) => break,
            }
        }
        let mut polls: Vec<libc::pollfd> = lingering
            .iter()
            .map(|(fd, _)| libc::pollfd {
                fd: fd.as_raw_fd(),
                events: libc::POLLIN,
                revents: 0,
            })
            .collect();
        // SAFETY: `polls` is a valid array of `polls.len()` pollfd entries.
        unsafe { libc::poll(polls.as_mut_ptr(), polls.len() as libc::nfds_t, 20) };
        let now = Instant::now();
        let mut i = 0;
        lingering.retain(|(fd, until)| {
            let p = polls[i];
            i += 1;
            let gone = p.revents & (libc::POLLHUP | libc::POLLERR | libc::POLLNVAL) != 0;
            let open = p.revents == 0 || (drain_one(fd, &mut scratch) == Drained::Open && !gone);
            open && now < *until
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};
    use std::os::unix::net::UnixStream;

    #[test]
    fn a_client_that_writes_first_still_reads_the_reply() {
        let lingerer = Lingerer::start().unwrap();
        let (mut client, server) = UnixStream::pair().unwrap();
        lingerer.refuse(server.into(), b"busy");
        // Far more than a socket buffer: without draining this write would
        // block (or fail with EPIPE had the engine closed).
        client.write_all(&vec![7u8; 4 << 20]).unwrap();
        let mut got = Vec::new();
        client.read_to_end(&mut got).unwrap();
        assert_eq!(got, b"busy");
    }

    #[test]
    fn a_silent_client_is_closed_after_the_linger() {
        let lingerer = Lingerer::start().unwrap();
        let (mut client, server) = UnixStream::pair().unwrap();
        lingerer.refuse(server.into(), b"busy");
        let t0 = Instant::now();
        let mut got = [0u8; 4];
        client.read_exact(&mut got).unwrap();
        assert_eq!(&got, b"busy");
        // Writing keeps working until the linger ends, then the engine's
        // side is gone.
        let closed = loop {
            if client.write_all(b"x").is_err() {
                break t0.elapsed();
            }
            assert!(t0.elapsed() < LINGER * 3, "still open");
            std::thread::sleep(Duration::from_millis(20));
        };
        assert!(closed >= LINGER - Duration::from_millis(100), "{closed:?}");
    }
}
