//! One client connection: frames in, replies out, loaded series kept.

use kernel_spec::{Kernel, Sweep};
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};
use transport::{
    ErrorCode, FrameBuf, MAX_HANDLES, Payload, ProtocolError, ReadError, Timing, decode_request,
    encode_echo_reply, encode_error, encode_handle_reply, encode_sweep_reply, read_frame,
    write_frame,
};

/// Handles are unique across the server, so a handle from another
/// connection is never mistaken for one of this connection's.
static NEXT_HANDLE: AtomicU64 = AtomicU64::new(1);

/// Frames in and out of one connection, whatever carries them.
pub trait FrameIo {
    /// `read_frame` semantics: `Ok(false)` on a clean close.
    fn read_frame(&mut self, buf: &mut FrameBuf, max_frame: usize) -> Result<bool, ReadError>;
    fn write_frame(&mut self, frame: &[u8]) -> io::Result<()>;
}

/// A stream split in a reading and a writing half (sockets, stdin/stdout).
impl<R: Read, W: Write> FrameIo for (R, W) {
    fn read_frame(&mut self, buf: &mut FrameBuf, max_frame: usize) -> Result<bool, ReadError> {
        read_frame(&mut self.0, buf, max_frame)
    }
    fn write_frame(&mut self, frame: &[u8]) -> io::Result<()> {
        write_frame(&mut self.1, frame)
    }
}

/// A shared-memory pair: one object reads and writes, strictly in turn.
impl FrameIo for transport::shm::ShmStream {
    fn read_frame(&mut self, buf: &mut FrameBuf, max_frame: usize) -> Result<bool, ReadError> {
        read_frame(self, buf, max_frame)
    }
    fn write_frame(&mut self, frame: &[u8]) -> io::Result<()> {
        write_frame(self, frame)
    }
}

/// The state of one connection.
#[derive(Default)]
pub struct Session {
    series: HashMap<u64, Vec<f64>>,
    buf: FrameBuf,
}

impl Session {
    /// Serves requests until the client closes the stream (`Ok`), the
    /// stream fails (`Err`), or a fatal protocol error has been answered.
    pub fn serve(
        &mut self,
        io: &mut impl FrameIo,
        kernel: &dyn Kernel,
        max_frame: usize,
    ) -> io::Result<()> {
        loop {
            match io.read_frame(&mut self.buf, max_frame) {
                Ok(true) => {}
                Ok(false) => return Ok(()),
                Err(ReadError::Io(e)) => return Err(e),
                Err(ReadError::Protocol { error, fatal }) => {
                    io.write_frame(&encode_error(&error))?;
                    if fatal {
                        return Ok(());
                    }
                    continue;
                }
            }
            let started = Instant::now();
            let reply = respond(self.buf.body(), kernel, &mut self.series, started);
            io.write_frame(&reply)?;
        }
    }
}

/// The reply frame to one request body: a result or an error reply, never a panic.
pub fn respond(
    body: &[u8],
    kernel: &dyn Kernel,
    series: &mut HashMap<u64, Vec<f64>>,
    started: Instant,
) -> Vec<u8> {
    match catch_unwind(AssertUnwindSafe(|| handle(body, kernel, series, started))) {
        Ok(Ok(frame)) => frame,
        Ok(Err(e)) => encode_error(&e),
        Err(_) => encode_error(&ProtocolError::new(
            ErrorCode::Internal,
            "the kernel panicked on this request; it had no effect",
        )),
    }
}

fn timing(timed: bool, compute: Duration, started: Instant) -> Option<Timing> {
    timed.then(|| Timing {
        compute_ns: compute.as_nanos() as u64,
        handling_ns: started.elapsed().as_nanos() as u64,
    })
}

fn run(kernel: &dyn Kernel, sweep: &Sweep<'_>) -> (Vec<kernel_spec::ComboResult>, Duration) {
    let t0 = Instant::now();
    let results = kernel.sweep(sweep);
    (results, t0.elapsed())
}

fn unknown(handle: u64) -> ProtocolError {
    ProtocolError::new(
        ErrorCode::UnknownHandle,
        format!(
            "handle {handle} is not loaded on this connection (never loaded, unloaded, or another connection's)"
        ),
    )
}

fn handle(
    body: &[u8],
    kernel: &dyn Kernel,
    series: &mut HashMap<u64, Vec<f64>>,
    started: Instant,
) -> Result<Vec<u8>, ProtocolError> {
    let req = decode_request(body)?;
    let timed = req.timed;
    Ok(match req.payload {
        Payload::Sweep { close, params } => {
            let sweep = Sweep::new(&close, &params)?;
            let (results, compute) = run(kernel, &sweep);
            encode_sweep_reply(&results, timing(timed, compute, started))
        }
        Payload::Echo { close_bytes } => {
            encode_echo_reply(close_bytes, timing(timed, Duration::ZERO, started))
        }
        Payload::Load { close } => {
            kernel_spec::validate_close(&close)?;
            if series.len() >= MAX_HANDLES {
                return Err(ProtocolError::new(
                    ErrorCode::TooManyHandles,
                    format!("this connection already holds {MAX_HANDLES} series; UNLOAD one first"),
                ));
            }
            let handle = NEXT_HANDLE.fetch_add(1, Ordering::Relaxed);
            series.insert(handle, close.into_owned());
            encode_handle_reply(handle, timing(timed, Duration::ZERO, started))
        }
        Payload::SweepHandle { handle, params } => {
            let close = series.get(&handle).ok_or_else(|| unknown(handle))?;
            // Validated when it was loaded.
            let sweep = Sweep::with_validated_close(close, &params)?;
            let (results, compute) = run(kernel, &sweep);
            encode_sweep_reply(&results, timing(timed, compute, started))
        }
        Payload::Unload { handle } => {
            series.remove(&handle).ok_or_else(|| unknown(handle))?;
            encode_handle_reply(handle, timing(timed, Duration::ZERO, started))
        }
    })
}
