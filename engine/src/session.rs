//! One client connection: frames in, replies out, loaded series kept.
//!
//! Everything a request makes the engine hold — the frame as it arrives, a
//! loaded series, a streaming session's rings, a sweep's working arrays, an
//! echo's copy, a JSON body's parsed numbers — is charged to the server's
//! memory [`Budget`] before it is allocated; a request that does not fit is
//! answered `MemoryBudget` and nothing is allocated for it.

use crate::workers::Workers;
use kernel_spec::{Kernel, Params, Sweep};
use std::borrow::Cow;
use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::time::{Duration, Instant};
use transport::{
    BarReply, Budget, Charge, ErrorCode, FrameBuf, MAX_HANDLES, MAX_STREAMS, Op, Payload,
    ProtocolError, ReadError, Timing, decode_request, encode_bar_reply, encode_echo_reply,
    encode_error, encode_handle_reply, encode_json_sweep_reply, encode_laps_reply,
    encode_sweep_reply, read_frame, write_frame,
};

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

/// What a connection keeps between requests: loaded series and open
/// streaming sessions, by handle, each with its claim on the budget.
///
/// Handles count from 1 per connection (a handle is meaningless on any other
/// connection, which has its own table), so they are small, predictable
/// numbers — which also lets a fuzzer reach the stateful opcodes.
pub struct State {
    series: HashMap<u64, (Vec<f64>, Charge)>,
    streams: HashMap<u64, (kernel_stream::Stream, Charge)>,
    next_handle: u64,
    budget: Arc<Budget>,
    /// The places for sweeps' compute, shared by the server's connections.
    workers: Arc<Workers>,
}

impl Default for State {
    /// State on an unlimited budget.
    fn default() -> Self {
        State::with_budget(Budget::unlimited())
    }
}

impl State {
    /// State whose sweeps compute whenever they arrive (no place to wait for).
    pub fn with_budget(budget: Arc<Budget>) -> Self {
        State::new(budget, Arc::new(Workers::unbounded()))
    }

    /// State charging `budget`, its sweeps taking a place from `workers`.
    pub fn new(budget: Arc<Budget>, workers: Arc<Workers>) -> Self {
        State {
            series: HashMap::new(),
            streams: HashMap::new(),
            next_handle: 1,
            budget,
            workers,
        }
    }
}

/// The next handle of a connection.
fn new_handle(next: &mut u64) -> u64 {
    let h = *next;
    *next += 1;
    h
}

/// The state of one connection.
pub struct Session {
    state: State,
    buf: FrameBuf,
}

/// Gives freed heap back to the OS. glibc keeps large freed blocks in its
/// arenas (its mmap threshold rises after a large free), so without this an
/// engine that once served a 500 MB request stays 500 MB resident forever.
/// Called after requests larger than `transport::RETAINED` and by the
/// servers when a connection ends (not by a `stdio` engine, which exits), so
/// the measured paths (1.2 MB `paper` requests) never pay for it.
///
/// Calls coalesce: while one thread trims, a caller only asks for one more
/// pass and returns. Thousands of connections ending at once (idle ones
/// closed together) would otherwise queue on the arenas' locks, each
/// walking every arena, for seconds.
pub(crate) fn release_freed_memory() {
    use std::sync::atomic::{AtomicU8, Ordering::AcqRel, Ordering::Acquire};
    /// 0: nobody trims; 1: a thread trims; 2: it trims and must go again.
    static TRIM: AtomicU8 = AtomicU8::new(0);
    loop {
        match TRIM.compare_exchange(0, 1, AcqRel, Acquire) {
            Ok(_) => break,
            Err(1) => {
                if TRIM.compare_exchange(1, 2, AcqRel, Acquire).is_ok() {
                    return;
                }
            }
            Err(_) => return,
        }
    }
    loop {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        // SAFETY: malloc_trim only walks the allocator's own free lists.
        unsafe {
            libc::malloc_trim(0);
        }
        if TRIM.compare_exchange(2, 1, AcqRel, Acquire).is_ok() {
            continue;
        }
        if TRIM.compare_exchange(1, 0, AcqRel, Acquire).is_ok() {
            return;
        }
    }
}

impl Default for Session {
    /// A session on an unlimited budget (one request on stdin, tests).
    fn default() -> Self {
        Session::new(Budget::unlimited())
    }
}

impl Session {
    /// A session whose every allocation is charged to `budget` and whose
    /// sweeps compute whenever they arrive (one client: stdin, tests).
    pub fn new(budget: Arc<Budget>) -> Self {
        Session::sharing(budget, Arc::new(Workers::unbounded()))
    }

    /// A session of a server: charged to its `budget`, its sweeps waiting
    /// for a place among its `workers`.
    pub fn sharing(budget: Arc<Budget>, workers: Arc<Workers>) -> Self {
        Session {
            buf: FrameBuf::with_budget(&budget),
            state: State::new(budget, workers),
        }
    }

    /// Serves requests until the client closes the stream (`Ok`), the
    /// stream fails (`Err`), a fatal protocol error has been answered, or
    /// the server is shutting down (the request is answered `ShuttingDown`).
    /// A client that stalls mid-frame (`TimedOut` from the stream) gets a
    /// `Timeout` error reply before the connection is dropped.
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
                Err(ReadError::Io(e)) => {
                    if e.kind() == io::ErrorKind::TimedOut {
                        let reply = ProtocolError::new(ErrorCode::Timeout, e.to_string());
                        let _ = io.write_frame(&encode_error(&reply));
                    }
                    return Err(e);
                }
                Err(ReadError::Protocol { error, fatal }) => {
                    io.write_frame(&encode_error(&error))?;
                    if fatal {
                        return Ok(());
                    }
                    continue;
                }
            }
            let Some(guard) = crate::lifecycle::begin_request() else {
                let reply = ProtocolError::new(
                    ErrorCode::ShuttingDown,
                    "the engine is shutting down; this request was not run",
                );
                io.write_frame(&encode_error(&reply))?;
                return Ok(());
            };
            let started = Instant::now();
            let (reply, claim) = respond_charged(self.buf.body(), kernel, &mut self.state, started);
            let big = self.buf.held_bytes().max(reply.len()) > transport::RETAINED;
            let written = io.write_frame(&reply);
            drop(reply);
            drop(claim);
            drop(guard);
            self.buf.shrink();
            if big {
                release_freed_memory();
            }
            written?;
        }
    }
}

/// The reply frame to one request body: a result or an error reply, never a panic.
pub fn respond(body: &[u8], kernel: &dyn Kernel, state: &mut State, started: Instant) -> Vec<u8> {
    respond_charged(body, kernel, state, started).0
}

/// [`respond`], with the claim on the budget of a reply that is large
/// (an echo's copy): held until the reply has been written, which a client
/// that does not read can make last up to the frame timeout.
fn respond_charged(
    body: &[u8],
    kernel: &dyn Kernel,
    state: &mut State,
    started: Instant,
) -> (Vec<u8>, Option<Charge>) {
    match catch_unwind(AssertUnwindSafe(|| handle(body, kernel, state, started))) {
        Ok(Ok(reply)) => reply,
        Ok(Err(e)) => (encode_error(&e), None),
        Err(_) => (
            encode_error(&ProtocolError::new(
                ErrorCode::Internal,
                "the kernel panicked on this request; it had no effect",
            )),
            None,
        ),
    }
}

/// When a request arrived, and whether its reply carries timings.
#[derive(Clone, Copy)]
struct Clock {
    timed: bool,
    started: Instant,
}

impl Clock {
    /// The reply's timings, handling measured up to now.
    #[inline]
    fn timing(self, compute: Duration) -> Option<Timing> {
        self.timed.then(|| Timing {
            compute_ns: compute.as_nanos() as u64,
            handling_ns: self.started.elapsed().as_nanos() as u64,
        })
    }
}

/// Runs a sweep once it has a place among the workers and its working
/// memory has been charged (in that order: a sweep waiting its turn holds
/// no working memory).
fn run(
    kernel: &dyn Kernel,
    sweep: &Sweep<'_>,
    budget: &Arc<Budget>,
    workers: &Workers,
) -> Result<(Vec<kernel_spec::ComboResult>, Duration), ProtocolError> {
    let _place = workers.place();
    let workspace = kernel.workspace_bytes(sweep.n_bars(), sweep.params().len());
    let _claim = budget.charge(workspace, "the sweep's working arrays")?;
    let t0 = Instant::now();
    let results = kernel.sweep(sweep);
    Ok((results, t0.elapsed()))
}

/// [`run`] with each combo timed inside the one sweep (`SWEEP_LAPS`): the
/// results, each combo's nanoseconds and the whole compute time. A kernel
/// that does not time its combos one by one is `UNSUPPORTED`.
fn run_laps(
    kernel: &dyn Kernel,
    sweep: &Sweep<'_>,
    budget: &Arc<Budget>,
    workers: &Workers,
) -> Result<(Vec<kernel_spec::ComboResult>, Vec<u64>, Duration), ProtocolError> {
    let _place = workers.place();
    let workspace = kernel.workspace_bytes(sweep.n_bars(), sweep.params().len());
    let _claim = budget.charge(workspace, "the sweep's working arrays")?;
    let mut laps = Vec::with_capacity(sweep.params().len());
    let t0 = Instant::now();
    let mut last = t0;
    let results = kernel.sweep_laps(sweep, &mut || {
        let now = Instant::now();
        laps.push((now - last).as_nanos() as u64);
        last = now;
    });
    let compute = t0.elapsed();
    let results = results.ok_or_else(|| {
        ProtocolError::new(
            ErrorCode::Unsupported,
            format!(
                "kernel {} does not time its combos one by one (SWEEP_LAPS); use SWEEP_HANDLE",
                kernel.name()
            ),
        )
    })?;
    if laps.len() != results.len() {
        return Err(ProtocolError::new(
            ErrorCode::Internal,
            format!(
                "kernel {} lapped {} times for {} combos",
                kernel.name(),
                laps.len(),
                results.len()
            ),
        ));
    }
    Ok((results, laps, compute))
}

/// A `SWEEP_JSON` body becomes about 4 bytes of `f64` per byte of text
/// (`1,` → 8 bytes); charged before it is parsed.
const JSON_EXPANSION: usize = 4;

fn unknown(handle: u64) -> ProtocolError {
    ProtocolError::new(
        ErrorCode::UnknownHandle,
        format!(
            "handle {handle} is not loaded on this connection (never loaded, unloaded, or another connection's)"
        ),
    )
}

fn unknown_stream(handle: u64) -> ProtocolError {
    ProtocolError::new(
        ErrorCode::UnknownHandle,
        format!(
            "streaming session {handle} is not open on this connection (never opened, already closed, or another connection's)"
        ),
    )
}

fn handle(
    body: &[u8],
    kernel: &dyn Kernel,
    state: &mut State,
    started: Instant,
) -> Result<(Vec<u8>, Option<Charge>), ProtocolError> {
    // Held until the reply is built: the parsed numbers live that long.
    let _parsed = state.charge_json_body(body)?;
    let req = decode_request(body)?;
    let clock = Clock {
        timed: req.timed,
        started,
    };
    let reply = match req.payload {
        Payload::Sweep { close, params } => {
            let json = req.op == Op::SweepJson;
            state.sweep(kernel, &close, &params, json, clock)?
        }
        Payload::Echo { close_bytes } => return state.echo(close_bytes, clock),
        Payload::Load { close } => state.load(close, clock)?,
        Payload::SweepHandle { handle, params } => {
            state.sweep_handle(kernel, handle, &params, clock)?
        }
        Payload::SweepLaps { handle, params } => {
            state.sweep_laps(kernel, handle, &params, clock)?
        }
        Payload::Unload { handle } => state.unload(handle, clock)?,
        Payload::StreamOpen { params } => state.stream_open(params, clock)?,
        Payload::StreamBar { handle, close } => state.stream_bar(handle, close, clock)?,
        Payload::StreamClose { handle } => state.stream_close(handle, clock)?,
    };
    Ok((reply, None))
}

/// The requests, a method per opcode, each returning its reply frame.
impl State {
    /// The charge for a `SWEEP_JSON` body's parsed numbers, taken before it
    /// is parsed; no charge for any other opcode.
    #[inline]
    fn charge_json_body(&self, body: &[u8]) -> Result<Option<Charge>, ProtocolError> {
        let json = body
            .first()
            .is_some_and(|&op| op & 0x7F == Op::SweepJson as u8);
        Ok(if json {
            Some(self.budget.charge(
                body.len().saturating_mul(JSON_EXPANSION),
                "the JSON body's parsed numbers",
            )?)
        } else {
            None
        })
    }

    #[inline]
    fn sweep(
        &self,
        kernel: &dyn Kernel,
        close: &[f64],
        params: &[Params],
        json: bool,
        clock: Clock,
    ) -> Result<Vec<u8>, ProtocolError> {
        let sweep = Sweep::new(close, params)?;
        let (results, compute) = run(kernel, &sweep, &self.budget, &self.workers)?;
        let t = clock.timing(compute);
        Ok(if json {
            // handling_ns stops before the JSON reply is written (it is
            // inside it); 80 results take microseconds to format.
            encode_json_sweep_reply(&results, t)
        } else {
            encode_sweep_reply(&results, t)
        })
    }

    /// The echo's reply, with the claim on the budget for its copy.
    #[inline]
    fn echo(
        &self,
        close_bytes: &[u8],
        clock: Clock,
    ) -> Result<(Vec<u8>, Option<Charge>), ProtocolError> {
        let copy = self
            .budget
            .charge(close_bytes.len(), "the echo's reply copy")?;
        let reply = encode_echo_reply(close_bytes, clock.timing(Duration::ZERO));
        Ok((reply, Some(copy)))
    }

    #[inline]
    fn load(&mut self, close: Cow<'_, [f64]>, clock: Clock) -> Result<Vec<u8>, ProtocolError> {
        kernel_spec::validate_close(&close)?;
        if self.series.len() >= MAX_HANDLES {
            return Err(ProtocolError::new(
                ErrorCode::TooManyHandles,
                format!("this connection already holds {MAX_HANDLES} series; UNLOAD one first"),
            ));
        }
        let charge = self
            .budget
            .charge(close.len().saturating_mul(8), "the loaded series")?;
        let handle = new_handle(&mut self.next_handle);
        self.series.insert(handle, (close.into_owned(), charge));
        Ok(encode_handle_reply(handle, clock.timing(Duration::ZERO)))
    }

    #[inline]
    fn sweep_handle(
        &self,
        kernel: &dyn Kernel,
        handle: u64,
        params: &[Params],
        clock: Clock,
    ) -> Result<Vec<u8>, ProtocolError> {
        let (close, _) = self.series.get(&handle).ok_or_else(|| unknown(handle))?;
        // Validated when it was loaded.
        let sweep = Sweep::with_validated_close(close, params)?;
        let (results, compute) = run(kernel, &sweep, &self.budget, &self.workers)?;
        Ok(encode_sweep_reply(&results, clock.timing(compute)))
    }

    #[inline]
    fn sweep_laps(
        &self,
        kernel: &dyn Kernel,
        handle: u64,
        params: &[Params],
        clock: Clock,
    ) -> Result<Vec<u8>, ProtocolError> {
        let (close, _) = self.series.get(&handle).ok_or_else(|| unknown(handle))?;
        let sweep = Sweep::with_validated_close(close, params)?;
        let (results, laps, compute) = run_laps(kernel, &sweep, &self.budget, &self.workers)?;
        Ok(encode_laps_reply(&results, &laps, clock.timing(compute)))
    }

    #[inline]
    fn unload(&mut self, handle: u64, clock: Clock) -> Result<Vec<u8>, ProtocolError> {
        self.series.remove(&handle).ok_or_else(|| unknown(handle))?;
        Ok(encode_handle_reply(handle, clock.timing(Duration::ZERO)))
    }

    #[inline]
    fn stream_open(&mut self, params: Params, clock: Clock) -> Result<Vec<u8>, ProtocolError> {
        let stream = kernel_stream::Stream::new(params)?;
        if self.streams.len() >= MAX_STREAMS {
            return Err(ProtocolError::new(
                ErrorCode::TooManyHandles,
                format!(
                    "this connection already has {MAX_STREAMS} streaming sessions open; STREAM_CLOSE one first"
                ),
            ));
        }
        let charge = self
            .budget
            .charge(stream.heap_bound(0), "the streaming session")?;
        let handle = new_handle(&mut self.next_handle);
        self.streams.insert(handle, (stream, charge));
        Ok(encode_handle_reply(handle, clock.timing(Duration::ZERO)))
    }

    #[inline]
    fn stream_bar(
        &mut self,
        handle: u64,
        close: f64,
        clock: Clock,
    ) -> Result<Vec<u8>, ProtocolError> {
        let (stream, charge) = self
            .streams
            .get_mut(&handle)
            .ok_or_else(|| unknown_stream(handle))?;
        let bound = stream.heap_bound(stream.bars().saturating_add(1));
        if bound > charge.bytes() {
            charge.resize(bound, "the streaming session's next bar")?;
        }
        let t0 = Instant::now();
        let st = stream.push(close)?;
        let compute = t0.elapsed();
        let reply = BarReply {
            position: st.position,
            trades: st.trades,
            realized_pnl: st.realized_pnl,
            bars: st.bars,
        };
        Ok(encode_bar_reply(&reply, clock.timing(compute)))
    }

    #[inline]
    fn stream_close(&mut self, handle: u64, clock: Clock) -> Result<Vec<u8>, ProtocolError> {
        let (stream, _) = self
            .streams
            .remove(&handle)
            .ok_or_else(|| unknown_stream(handle))?;
        Ok(encode_sweep_reply(
            &[stream.result()],
            clock.timing(Duration::ZERO),
        ))
    }
}
