//! A blocking Rust client for the engine, over any byte stream.
//!
//! The engine's refusals come back as named errors ([`ClientError::Busy`],
//! [`ClientError::Evicted`], [`ClientError::TimedOut`]), read even when the
//! engine closed before the request was written (the reply is on the
//! socket: a broken pipe on write is followed by a read of it).
//! [`with_retry`] reconnects and retries the two refusals that say the
//! request was not run, with backoff, where the caller allows it.

use crate::{
    ErrorCode, Expect, FrameBuf, Op, ProtocolError, ReadError, Reply, Timing, decode_reply,
    encode_request, read_frame, write_frame,
};
use kernel_spec::{ComboResult, Params};
use std::io::{self, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::os::unix::net::UnixStream;
use std::path::Path;
use std::time::Duration;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ClientError {
    #[error("connection: {0}")]
    Io(#[from] io::Error),
    /// The engine serves its limit of connections, none idle: the request
    /// was not run and the connection is closed; reconnect later.
    #[error("engine busy: {}", .0.reason)]
    Busy(ProtocolError),
    /// This connection was idle the longest when the engine was full: the
    /// request was not run and the connection is closed (anything loaded
    /// on it is gone); reconnect.
    #[error("connection evicted: {}", .0.reason)]
    Evicted(ProtocolError),
    /// A frame (or the first request) did not arrive in time; the
    /// connection is closed.
    #[error("timed out: {}", .0.reason)]
    TimedOut(ProtocolError),
    /// Any other error reply (bad request, unknown handle, …).
    #[error("server refused the request: {0}")]
    Remote(ProtocolError),
}

impl ClientError {
    fn from_reply(e: ProtocolError) -> Self {
        match e.code {
            ErrorCode::Busy => ClientError::Busy(e),
            ErrorCode::Evicted => ClientError::Evicted(e),
            ErrorCode::Timeout => ClientError::TimedOut(e),
            _ => ClientError::Remote(e),
        }
    }

    /// The engine's error reply, whichever kind it is (`None`: an I/O error).
    pub fn reply(&self) -> Option<&ProtocolError> {
        match self {
            ClientError::Io(_) => None,
            ClientError::Busy(e)
            | ClientError::Evicted(e)
            | ClientError::TimedOut(e)
            | ClientError::Remote(e) => Some(e),
        }
    }

    /// A refusal that says the request was not run and a new connection
    /// may succeed: `Busy` or `Evicted`.
    pub fn is_retryable(&self) -> bool {
        matches!(self, ClientError::Busy(_) | ClientError::Evicted(_))
    }
}

/// A `SWEEP_LAPS` reply: the results, each combo's nanoseconds, the trailer.
pub type Laps = (Vec<ComboResult>, Vec<u64>, Option<Timing>);

/// How often, and how patiently, [`with_retry`] retries a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Retry {
    /// Attempts in all, the first included (1: never retry).
    pub attempts: u32,
    /// The wait before the first retry; each next one doubles, up to `max_backoff`.
    pub first_backoff: Duration,
    pub max_backoff: Duration,
}

impl Retry {
    /// One attempt: every refusal reaches the caller.
    pub const NEVER: Retry = Retry {
        attempts: 1,
        first_backoff: Duration::ZERO,
        max_backoff: Duration::ZERO,
    };

    /// The wait before retry `n` (1 = the first retry).
    pub fn backoff(&self, n: u32) -> Duration {
        let doubled = self
            .first_backoff
            .saturating_mul(1u32.checked_shl(n.saturating_sub(1)).unwrap_or(u32::MAX));
        doubled.min(self.max_backoff)
    }
}

impl Default for Retry {
    /// 6 attempts over about 3 s (0.1, 0.2, 0.4, 0.8, 1 s between them).
    fn default() -> Self {
        Retry {
            attempts: 6,
            first_backoff: Duration::from_millis(100),
            max_backoff: Duration::from_secs(1),
        }
    }
}

/// Runs `op` on a client from `connect`; while the engine answers `Busy`
/// or `Evicted` (the request was not run), waits with `retry`'s backoff,
/// connects again and runs `op` again. Any other error, a failed connect
/// and the last refusal are returned.
///
/// `op` must be self-contained: everything it needs on the engine it sends
/// itself on the client it is given (a handle loaded on an earlier,
/// evicted connection is gone).
pub fn with_retry<S, T>(
    mut connect: impl FnMut() -> io::Result<Client<S>>,
    retry: Retry,
    mut op: impl FnMut(&mut Client<S>) -> Result<T, ClientError>,
) -> Result<T, ClientError> {
    let mut attempt = 1;
    loop {
        let result = connect()
            .map_err(ClientError::Io)
            .and_then(|mut c| op(&mut c));
        match result {
            Err(e) if e.is_retryable() && attempt < retry.attempts => {
                std::thread::sleep(retry.backoff(attempt));
                attempt += 1;
            }
            other => return other,
        }
    }
}

/// One connection to an engine. Requests are sent one at a time.
pub struct Client<S> {
    stream: S,
    buf: FrameBuf,
    max_reply: usize,
}

impl Client<UnixStream> {
    pub fn connect_unix(path: impl AsRef<Path>) -> io::Result<Self> {
        Ok(Client::new(UnixStream::connect(path)?))
    }
}

impl Client<crate::shm::ShmStream> {
    /// Opens the client side of a shared-memory pair an engine created.
    pub fn open_shm(path: impl AsRef<Path>, wait: crate::shm::Wait) -> io::Result<Self> {
        Ok(Client::new(crate::shm::ShmStream::open(
            path.as_ref(),
            wait,
        )?))
    }
}

impl Client<TcpStream> {
    /// Connects with `TCP_NODELAY` (without it, each small request can wait
    /// ~40 ms on the delayed-ACK timer).
    pub fn connect_tcp(addr: impl ToSocketAddrs) -> io::Result<Self> {
        let s = TcpStream::connect(addr)?;
        s.set_nodelay(true)?;
        Ok(Client::new(s))
    }
}

impl<S: Read + Write> Client<S> {
    pub fn new(stream: S) -> Self {
        Client {
            stream,
            buf: FrameBuf::default(),
            max_reply: usize::MAX >> 1,
        }
    }

    /// Sends one request frame and returns the decoded reply.
    pub fn call(
        &mut self,
        frame: &[u8],
        expect: Expect,
        timed: bool,
    ) -> Result<(Reply, Option<Timing>), ClientError> {
        if let Err(e) = write_frame(&mut self.stream, frame) {
            // An engine that refused this connection may have closed its
            // side before the request was written; its reply can still be
            // waiting to be read. Read it, else report the write's error.
            if !matches!(
                e.kind(),
                io::ErrorKind::BrokenPipe | io::ErrorKind::ConnectionReset
            ) {
                return Err(e.into());
            }
            return match self.read_reply(expect, timed) {
                Err(
                    refused @ (ClientError::Busy(_)
                    | ClientError::Evicted(_)
                    | ClientError::TimedOut(_)),
                ) => Err(refused),
                _ => Err(e.into()),
            };
        }
        self.read_reply(expect, timed)
    }

    fn read_reply(
        &mut self,
        expect: Expect,
        timed: bool,
    ) -> Result<(Reply, Option<Timing>), ClientError> {
        match read_frame(&mut self.stream, &mut self.buf, self.max_reply) {
            Ok(true) => {}
            Ok(false) => return Err(io::Error::from(io::ErrorKind::UnexpectedEof).into()),
            Err(ReadError::Io(e)) => return Err(e.into()),
            Err(ReadError::Protocol { error, .. }) => return Err(ClientError::from_reply(error)),
        }
        decode_reply(self.buf.body(), expect, timed).map_err(ClientError::from_reply)
    }

    /// The study's `SWEEP`: the series and params in one request.
    pub fn sweep(
        &mut self,
        close: &[f64],
        params: &[Params],
        timed: bool,
    ) -> Result<(Vec<ComboResult>, Option<Timing>), ClientError> {
        let frame = encode_request(Op::Sweep, timed, close, params, 0);
        self.call_sweep(&frame, params.len(), timed)
    }

    /// `SWEEP_JSON`: the same sweep with a JSON body and a JSON reply.
    pub fn sweep_json(
        &mut self,
        close: &[f64],
        params: &[Params],
        timed: bool,
    ) -> Result<(Vec<ComboResult>, Option<Timing>), ClientError> {
        let frame = encode_request(Op::SweepJson, timed, close, params, 0);
        let expect = Expect::JsonSweep {
            n_combos: params.len(),
        };
        match self.call(&frame, expect, timed)? {
            (Reply::Sweep(r), t) => Ok((r, t)),
            _ => unreachable!("decode_reply returns the expected kind"),
        }
    }

    /// The study's `ECHO`: the close bytes come back verbatim.
    pub fn echo(&mut self, close: &[f64]) -> Result<Vec<u8>, ClientError> {
        let frame = encode_request(Op::Echo, false, close, &[], 0);
        match self.call(
            &frame,
            Expect::Echo {
                n_bars: close.len(),
            },
            false,
        )? {
            (Reply::Echo(b), _) => Ok(b),
            _ => unreachable!("decode_reply returns the expected kind"),
        }
    }

    /// `LOAD`: keeps the series on the server; returns its handle.
    pub fn load(&mut self, close: &[f64]) -> Result<u64, ClientError> {
        let frame = encode_request(Op::Load, false, close, &[], 0);
        match self.call(&frame, Expect::Handle, false)? {
            (Reply::Handle(h), _) => Ok(h),
            _ => unreachable!("decode_reply returns the expected kind"),
        }
    }

    /// `SWEEP_HANDLE`: params only, against a loaded series.
    pub fn sweep_handle(
        &mut self,
        handle: u64,
        params: &[Params],
        timed: bool,
    ) -> Result<(Vec<ComboResult>, Option<Timing>), ClientError> {
        let frame = encode_request(Op::SweepHandle, timed, &[], params, handle);
        self.call_sweep(&frame, params.len(), timed)
    }

    /// `SWEEP_LAPS`: as [`Client::sweep_handle`], with each combo's own
    /// compute time (ns) measured inside the one sweep.
    pub fn sweep_laps(
        &mut self,
        handle: u64,
        params: &[Params],
        timed: bool,
    ) -> Result<Laps, ClientError> {
        let frame = encode_request(Op::SweepLaps, timed, &[], params, handle);
        let n_combos = params.len();
        match self.call(&frame, Expect::Laps { n_combos }, timed)? {
            (Reply::Laps(r, laps), t) => Ok((r, laps, t)),
            _ => unreachable!("decode_reply returns the expected kind"),
        }
    }

    fn call_sweep(
        &mut self,
        frame: &[u8],
        n_combos: usize,
        timed: bool,
    ) -> Result<(Vec<ComboResult>, Option<Timing>), ClientError> {
        match self.call(frame, Expect::Sweep { n_combos }, timed)? {
            (Reply::Sweep(r), t) => Ok((r, t)),
            _ => unreachable!("decode_reply returns the expected kind"),
        }
    }

    /// `UNLOAD`: forgets a loaded series.
    pub fn unload(&mut self, handle: u64) -> Result<(), ClientError> {
        let frame = encode_request(Op::Unload, false, &[], &[], handle);
        self.call(&frame, Expect::Handle, false).map(|_| ())
    }

    /// `STREAM_OPEN`: a streaming session for one combo; returns its handle.
    pub fn stream_open(&mut self, params: &Params) -> Result<u64, ClientError> {
        let frame = encode_request(Op::StreamOpen, false, &[], std::slice::from_ref(params), 0);
        match self.call(&frame, Expect::Handle, false)? {
            (Reply::Handle(h), _) => Ok(h),
            _ => unreachable!("decode_reply returns the expected kind"),
        }
    }

    /// `STREAM_BAR`: the next close; returns the position after it.
    pub fn stream_bar(
        &mut self,
        handle: u64,
        close: f64,
        timed: bool,
    ) -> Result<(crate::BarReply, Option<Timing>), ClientError> {
        let frame = encode_request(Op::StreamBar, timed, &[close], &[], handle);
        match self.call(&frame, Expect::Bar, timed)? {
            (Reply::Bar(b), t) => Ok((b, t)),
            _ => unreachable!("decode_reply returns the expected kind"),
        }
    }

    /// `STREAM_CLOSE`: ends the session; returns the combo's result (an open
    /// position closed at the last close, as the batch sweep does).
    pub fn stream_close(&mut self, handle: u64) -> Result<ComboResult, ClientError> {
        let frame = encode_request(Op::StreamClose, false, &[], &[], handle);
        let (r, _) = self.call_sweep(&frame, 1, false)?;
        Ok(r[0])
    }

    /// The underlying stream (to shut it down, or to send raw bytes in tests).
    pub fn stream_mut(&mut self) -> &mut S {
        &mut self.stream
    }
}

/// A reading half and a writing half used as one stream: a persistent pipe
/// to a child's stdout and stdin (`ipc-engine stdio` kept open).
pub struct Duplex<R, W> {
    pub reader: R,
    pub writer: W,
}

impl<R: io::Read, W> io::Read for Duplex<R, W> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        self.reader.read(buf)
    }
}

impl<R, W: io::Write> io::Write for Duplex<R, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.writer.write(buf)
    }
    fn flush(&mut self) -> io::Result<()> {
        self.writer.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Cursor;

    /// A stream whose reads come from `reply` and whose writes fail with
    /// `write_error` (or succeed).
    struct Canned {
        reply: Cursor<Vec<u8>>,
        write_error: Option<io::ErrorKind>,
    }

    impl Read for Canned {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            self.reply.read(buf)
        }
    }

    impl Write for Canned {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            match self.write_error {
                Some(kind) => Err(kind.into()),
                None => Ok(buf.len()),
            }
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn refusing(code: ErrorCode, write_error: Option<io::ErrorKind>) -> Client<Canned> {
        let reply = crate::encode_error(&ProtocolError::new(code, "canned"));
        Client::new(Canned {
            reply: Cursor::new(reply),
            write_error,
        })
    }

    fn echo_reply(close: &[f64]) -> Client<Canned> {
        let mut c = refusing(ErrorCode::Busy, None);
        let bytes: Vec<u8> = close.iter().flat_map(|x| x.to_le_bytes()).collect();
        c.stream.reply = Cursor::new(crate::encode_echo_reply(&bytes, None));
        c
    }

    #[test]
    fn refusals_are_named_errors() {
        let e = refusing(ErrorCode::Busy, None).echo(&[1.0]).unwrap_err();
        assert!(matches!(e, ClientError::Busy(_)) && e.is_retryable(), "{e}");
        let e = refusing(ErrorCode::Evicted, None).echo(&[1.0]).unwrap_err();
        assert!(
            matches!(e, ClientError::Evicted(_)) && e.is_retryable(),
            "{e}"
        );
        let e = refusing(ErrorCode::Timeout, None).echo(&[1.0]).unwrap_err();
        assert!(
            matches!(e, ClientError::TimedOut(_)) && !e.is_retryable(),
            "{e}"
        );
        let e = refusing(ErrorCode::UnknownHandle, None)
            .unload(7)
            .unwrap_err();
        assert!(
            matches!(e, ClientError::Remote(_)) && !e.is_retryable(),
            "{e}"
        );
        assert_eq!(e.reply().unwrap().code, ErrorCode::UnknownHandle);
    }

    #[test]
    fn a_refusal_is_read_after_a_broken_pipe_and_a_bare_one_stays_io() {
        let e = refusing(ErrorCode::Busy, Some(io::ErrorKind::BrokenPipe))
            .echo(&[1.0])
            .unwrap_err();
        assert!(matches!(e, ClientError::Busy(_)), "{e}");
        let mut bare = refusing(ErrorCode::Busy, Some(io::ErrorKind::BrokenPipe));
        bare.stream.reply = Cursor::new(Vec::new());
        let e = bare.echo(&[1.0]).unwrap_err();
        assert!(
            matches!(&e, ClientError::Io(io) if io.kind() == io::ErrorKind::BrokenPipe),
            "{e}"
        );
    }

    #[test]
    fn backoff_doubles_up_to_its_cap() {
        let r = Retry::default();
        let ms = |n| r.backoff(n).as_millis();
        assert_eq!(
            [ms(1), ms(2), ms(3), ms(4), ms(5), ms(40)],
            [100, 200, 400, 800, 1000, 1000]
        );
        assert_eq!(Retry::NEVER.attempts, 1);
    }

    #[test]
    fn with_retry_reconnects_through_refusals_and_stops_at_other_errors() {
        let quick = Retry {
            attempts: 4,
            first_backoff: Duration::from_millis(1),
            max_backoff: Duration::from_millis(2),
        };
        // Busy, Evicted, then served.
        let mut script = vec![
            refusing(ErrorCode::Busy, None),
            refusing(ErrorCode::Evicted, Some(io::ErrorKind::BrokenPipe)),
            echo_reply(&[2.5]),
        ]
        .into_iter();
        let mut connects = 0;
        let bytes = with_retry(
            || {
                connects += 1;
                Ok(script.next().unwrap())
            },
            quick,
            |c| c.echo(&[2.5]),
        )
        .unwrap();
        assert_eq!((bytes, connects), (2.5f64.to_le_bytes().to_vec(), 3));

        // Never more attempts than allowed: the last refusal is returned.
        let mut connects = 0;
        let e = with_retry(
            || {
                connects += 1;
                Ok(refusing(ErrorCode::Busy, None))
            },
            quick,
            |c| c.echo(&[1.0]),
        )
        .unwrap_err();
        assert!(
            matches!(e, ClientError::Busy(_)) && connects == 4,
            "{e} after {connects}"
        );

        // A request the engine ran and rejected is not retried.
        let mut connects = 0;
        let e = with_retry(
            || {
                connects += 1;
                Ok(refusing(ErrorCode::UnknownHandle, None))
            },
            quick,
            |c| c.unload(1),
        )
        .unwrap_err();
        assert!(matches!(e, ClientError::Remote(_)) && connects == 1, "{e}");
    }
}
