//! A blocking Rust client for the engine, over any byte stream.

use crate::{
    Expect, FrameBuf, Op, ProtocolError, ReadError, Reply, Timing, decode_reply, encode_request,
    read_frame, write_frame,
};
use kernel_spec::{ComboResult, Params};
use std::io::{self, Read, Write};
use std::net::{TcpStream, ToSocketAddrs};
use std::os::unix::net::UnixStream;
use std::path::Path;
use thiserror::Error;

#[derive(Debug, Error)]
pub enum ClientError {
    #[error("connection: {0}")]
    Io(#[from] io::Error),
    #[error("server refused the request: {0}")]
    Remote(ProtocolError),
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
        write_frame(&mut self.stream, frame)?;
        match read_frame(&mut self.stream, &mut self.buf, self.max_reply) {
            Ok(true) => {}
            Ok(false) => return Err(io::Error::from(io::ErrorKind::UnexpectedEof).into()),
            Err(ReadError::Io(e)) => return Err(e.into()),
            Err(ReadError::Protocol { error, .. }) => return Err(ClientError::Remote(error)),
        }
        decode_reply(self.buf.body(), expect, timed).map_err(ClientError::Remote)
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
