//! Length-prefixed frames and the aligned receive buffer.
//!
//! A frame's declared length is a claim, not a fact: the buffer grows as the
//! body's bytes actually arrive (a first chunk, then doubling up to the
//! declared length), and every growth is charged to the buffer's memory
//! [`Budget`] first. A client that declares 250 MB and sends one byte makes
//! the server hold one chunk, not 250 MB.

use crate::budget::{Budget, Charge};
use crate::{ErrorCode, ProtocolError};
use std::io::{self, Read, Write};
use std::sync::Arc;

/// Where the body starts inside the buffer: byte 7, so that the close series
/// of `SWEEP`/`ECHO`/`LOAD` (body offset 9) lands on byte 16 — 8-aligned.
const BODY_OFFSET: usize = 7;

/// The first piece of a body the buffer grows to before more bytes arrive.
pub const FIRST_CHUNK: usize = 64 << 10;

/// A buffer larger than this is given back after its frame has been served
/// (see [`FrameBuf::shrink`]); a `paper` request (1.2 MB) stays, so repeated
/// requests of that size are not re-zeroed every time.
pub const RETAINED: usize = 4 << 20;

/// A received frame body in an 8-byte-aligned buffer (see `BODY_OFFSET`),
/// its storage charged to a memory budget.
pub struct FrameBuf {
    words: Vec<u64>,
    len: usize,
    charge: Charge,
}

impl Default for FrameBuf {
    /// A buffer on an unlimited budget.
    fn default() -> Self {
        FrameBuf::with_budget(&Budget::unlimited())
    }
}

impl FrameBuf {
    /// An empty buffer whose growth is charged to `budget`.
    pub fn with_budget(budget: &Arc<Budget>) -> Self {
        FrameBuf {
            words: Vec::new(),
            len: 0,
            charge: budget.empty(),
        }
    }

    /// Bytes of storage held (and charged) now.
    pub fn held_bytes(&self) -> usize {
        self.words.len() * 8
    }

    /// Gives the storage back when it is larger than [`RETAINED`] (after a
    /// large frame has been answered, so an idle connection holds little).
    pub fn shrink(&mut self) {
        if self.held_bytes() > RETAINED {
            self.words = Vec::new();
            self.len = 0;
            let _ = self.charge.resize(0, "");
        }
    }

    pub fn body(&self) -> &[u8] {
        &self.bytes()[BODY_OFFSET..BODY_OFFSET + self.len]
    }

    fn bytes(&self) -> &[u8] {
        // SAFETY: any u64 storage is valid as bytes (u8 has no alignment or
        // validity requirement); the length is the storage's size in bytes.
        unsafe {
            std::slice::from_raw_parts(self.words.as_ptr().cast::<u8>(), self.words.len() * 8)
        }
    }

    /// Makes room for bytes `range` of a body (charged first;
    /// grow only: a 1.2 MB series is not re-zeroed on every frame) and
    /// returns them to fill. Stale bytes past the body are never exposed.
    fn body_mut(&mut self, range: std::ops::Range<usize>) -> Result<&mut [u8], ProtocolError> {
        let words = (BODY_OFFSET + range.end).div_ceil(8);
        if self.words.len() < words {
            self.charge.resize(words * 8, "a request frame's body")?;
            self.words.resize(words, 0);
        }
        // SAFETY: as in `bytes`, for a unique borrow of the storage.
        let bytes = unsafe {
            std::slice::from_raw_parts_mut(
                self.words.as_mut_ptr().cast::<u8>(),
                self.words.len() * 8,
            )
        };
        Ok(&mut bytes[BODY_OFFSET + range.start..BODY_OFFSET + range.end])
    }

    /// A buffer holding `body` (tests, and bodies that arrive by other means).
    pub fn from_body(body: &[u8]) -> FrameBuf {
        let mut f = FrameBuf::default();
        f.body_mut(0..body.len())
            .expect("an unlimited budget")
            .copy_from_slice(body);
        f.len = body.len();
        f
    }

    /// Reads a body of `len` bytes, growing the storage only as far as the
    /// bytes that have arrived justify: what is held already, else a first
    /// chunk, then doubling. A refused growth is a fatal `MemoryBudget`.
    /// Resumable: `p` says how far an earlier call got before its reader
    /// gave up waiting (`WouldBlock`).
    fn read_body(
        &mut self,
        r: &mut impl Read,
        len: usize,
        p: &mut FrameProgress,
    ) -> Result<(), ReadError> {
        // Until the whole body is in, `body()` shows an empty one.
        self.len = 0;
        let held = self.held_bytes().saturating_sub(BODY_OFFSET);
        while p.filled < len {
            if p.filled == p.chunk_end {
                p.chunk_end = if p.filled == 0 {
                    held.max(FIRST_CHUNK)
                } else {
                    p.filled.saturating_mul(2)
                }
                .min(len);
            }
            let chunk = self
                .body_mut(p.filled..p.chunk_end)
                .map_err(|error| ReadError::Protocol { error, fatal: true })?;
            match r.read(chunk) {
                Ok(0) => return Err(io::Error::from(io::ErrorKind::UnexpectedEof).into()),
                Ok(n) => p.filled += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e.into()),
            }
        }
        self.len = len;
        Ok(())
    }
}

/// How far a frame being read has got: kept across a reader's
/// `WouldBlock` (a server that stops waiting for a slow client and serves
/// others meanwhile), so [`read_frame_resumable`] continues where it
/// stopped instead of losing the bytes already read.
#[derive(Debug, Default)]
pub struct FrameProgress {
    header: [u8; 4],
    /// Header bytes read.
    got: usize,
    /// Body bytes read, and the end of the chunk being filled.
    filled: usize,
    chunk_end: usize,
}

impl FrameProgress {
    /// Some of a frame has been read, not all of it.
    pub fn started(&self) -> bool {
        self.got > 0
    }
}

/// Why a frame could not be read.
#[derive(Debug)]
pub enum ReadError {
    /// The peer broke the protocol; the reply to send (then close if `fatal`).
    Protocol { error: ProtocolError, fatal: bool },
    /// The stream failed or ended mid-frame.
    Io(io::Error),
}

impl From<io::Error> for ReadError {
    fn from(e: io::Error) -> Self {
        ReadError::Io(e)
    }
}

/// Reads one frame into `buf`. `Ok(false)`: the peer closed the stream
/// cleanly before a new frame. The body length is checked against
/// `max_body` before anything is allocated, and the buffer grows with the
/// bytes that arrive, each growth charged to its budget (`MemoryBudget`,
/// fatal, when refused: the rest of the body is not read).
pub fn read_frame(
    r: &mut impl Read,
    buf: &mut FrameBuf,
    max_body: usize,
) -> Result<bool, ReadError> {
    read_frame_resumable(r, buf, max_body, &mut FrameProgress::default())
}

/// [`read_frame`] from where `progress` stands. When the reader returns
/// `WouldBlock` the error is returned and `progress` keeps what was read
/// (call again with the same buffer to continue); after any other outcome
/// it is reset for the next frame.
pub fn read_frame_resumable(
    r: &mut impl Read,
    buf: &mut FrameBuf,
    max_body: usize,
    progress: &mut FrameProgress,
) -> Result<bool, ReadError> {
    let result = read_frame_from(r, buf, max_body, progress);
    if !matches!(&result, Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::WouldBlock) {
        *progress = FrameProgress::default();
    }
    result
}

fn read_frame_from(
    r: &mut impl Read,
    buf: &mut FrameBuf,
    max_body: usize,
    p: &mut FrameProgress,
) -> Result<bool, ReadError> {
    let resumed = p.got == 4;
    while p.got < 4 {
        match r.read(&mut p.header[p.got..]) {
            Ok(0) if p.got == 0 => return Ok(false),
            Ok(0) => return Err(io::Error::from(io::ErrorKind::UnexpectedEof).into()),
            Ok(n) => p.got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.into()),
        }
    }
    let len = u32::from_le_bytes(p.header) as usize;
    if !resumed {
        if len == 0 {
            return Err(ReadError::Protocol {
                error: ProtocolError::new(ErrorCode::EmptyFrame, "frame body_len is 0"),
                fatal: false,
            });
        }
        if len > max_body {
            return Err(ReadError::Protocol {
                error: ProtocolError::new(
                    ErrorCode::FrameTooLarge,
                    format!("frame body_len {len} exceeds this server's limit of {max_body} bytes"),
                ),
                fatal: true,
            });
        }
    }
    buf.read_body(r, len, p)?;
    Ok(true)
}

/// Writes `[u32 len][body]` frames already built by the encoders.
pub fn write_frame(w: &mut impl Write, frame: &[u8]) -> io::Result<()> {
    w.write_all(frame)?;
    w.flush()
}

/// `[u32 len]` followed by `body`'s bytes — the encoders' common prefix.
pub(crate) fn frame_with_capacity(body_len: usize) -> Vec<u8> {
    let len = u32::try_from(body_len).expect("a frame body fits the protocol's u32 length");
    let mut v = Vec::with_capacity(4 + body_len);
    v.extend_from_slice(&len.to_le_bytes());
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn close_series_offset_is_aligned() {
        let f = FrameBuf::from_body(&[0u8; 40]);
        assert_eq!((f.body().as_ptr() as usize + 9) % 8, 0);
    }

    #[test]
    fn reads_frames_and_clean_eof() {
        let mut stream: &[u8] = &[3, 0, 0, 0, 1, 2, 3, 1, 0, 0, 0, 9];
        let mut buf = FrameBuf::default();
        assert!(read_frame(&mut stream, &mut buf, 100).unwrap());
        assert_eq!(buf.body(), &[1, 2, 3]);
        assert!(read_frame(&mut stream, &mut buf, 100).unwrap());
        assert_eq!(buf.body(), &[9]);
        assert!(!read_frame(&mut stream, &mut buf, 100).unwrap());
    }

    /// Yields one byte per call, a `WouldBlock` before each.
    struct Stuttering<'a> {
        bytes: &'a [u8],
        ready: bool,
    }

    impl Read for Stuttering<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            self.ready = !self.ready;
            if self.ready {
                return Err(io::ErrorKind::WouldBlock.into());
            }
            let Some((&b, rest)) = self.bytes.split_first() else {
                return Ok(0);
            };
            out[0] = b;
            self.bytes = rest;
            Ok(1)
        }
    }

    #[test]
    fn a_frame_read_in_pieces_between_would_blocks_resumes_where_it_stopped() {
        let body: Vec<u8> = (0..200_000u32).map(|i| (i % 251) as u8).collect();
        let mut stream = (body.len() as u32).to_le_bytes().to_vec();
        stream.extend_from_slice(&body);
        stream.extend_from_slice(&[2, 0, 0, 0, 7, 8]);
        let mut r = Stuttering {
            bytes: &stream,
            ready: false,
        };
        let mut buf = FrameBuf::default();
        let mut progress = FrameProgress::default();
        let mut read = |buf: &mut FrameBuf| {
            let mut blocked = 0;
            loop {
                match read_frame_resumable(&mut r, buf, 1 << 20, &mut progress) {
                    Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::WouldBlock => blocked += 1,
                    other => return (other.unwrap(), blocked),
                }
            }
        };
        let (more, blocked) = read(&mut buf);
        assert!(more);
        assert_eq!(blocked, 4 + body.len(), "one WouldBlock per byte");
        assert_eq!(buf.body(), &body[..]);
        assert!(read(&mut buf).0);
        assert_eq!(buf.body(), &[7, 8]);
        assert!(!read(&mut buf).0);
    }

    #[test]
    fn oversized_and_empty_and_truncated_frames() {
        let mut buf = FrameBuf::default();
        let mut huge: &[u8] = &u32::MAX.to_le_bytes();
        match read_frame(&mut huge, &mut buf, 1 << 20) {
            Err(ReadError::Protocol { error, fatal: true }) => {
                assert_eq!(error.code, ErrorCode::FrameTooLarge)
            }
            other => panic!("{other:?}"),
        }
        let mut empty: &[u8] = &[0, 0, 0, 0];
        assert!(matches!(
            read_frame(&mut empty, &mut buf, 100),
            Err(ReadError::Protocol { fatal: false, .. })
        ));
        let mut short: &[u8] = &[5, 0, 0, 0, 1, 2];
        assert!(matches!(
            read_frame(&mut short, &mut buf, 100),
            Err(ReadError::Io(_))
        ));
        let mut half_header: &[u8] = &[5, 0];
        assert!(matches!(
            read_frame(&mut half_header, &mut buf, 100),
            Err(ReadError::Io(_))
        ));
    }

    /// A reader that yields `have` bytes of a frame claiming `claim`, then
    /// reports the peer gone.
    fn claim_then_stop(claim: u32, have: usize) -> impl Read {
        let mut v = claim.to_le_bytes().to_vec();
        v.extend(std::iter::repeat_n(7u8, have));
        std::io::Cursor::new(v)
    }

    #[test]
    fn a_large_claim_holds_only_what_arrived() {
        let budget = Budget::new(1 << 30);
        let mut buf = FrameBuf::with_budget(&budget);
        let r = read_frame(&mut claim_then_stop(250_000_000, 1), &mut buf, 1 << 28);
        assert!(matches!(r, Err(ReadError::Io(_))));
        assert!(buf.held_bytes() <= FIRST_CHUNK + 16, "{}", buf.held_bytes());
        assert_eq!(budget.used(), buf.held_bytes());
        // 300 kB arrived: the buffer doubled past them, no further.
        let mut buf = FrameBuf::with_budget(&budget);
        let _ = read_frame(
            &mut claim_then_stop(250_000_000, 300_000),
            &mut buf,
            1 << 28,
        );
        assert!(
            buf.held_bytes() <= 2 * 300_000 + FIRST_CHUNK,
            "{}",
            buf.held_bytes()
        );
    }

    #[test]
    fn growth_past_the_budget_is_a_fatal_memory_budget_error() {
        let budget = Budget::new(1 << 20);
        let _other = budget.charge(900 << 10, "another connection").unwrap();
        let mut buf = FrameBuf::with_budget(&budget);
        match read_frame(&mut claim_then_stop(500_000, 500_000), &mut buf, 1 << 28) {
            Err(ReadError::Protocol { error, fatal: true }) => {
                assert_eq!(error.code, ErrorCode::MemoryBudget)
            }
            other => panic!("{other:?}"),
        }
        assert!(budget.used() <= 1 << 20);
    }

    #[test]
    fn whole_bodies_arrive_intact_across_chunks_and_shrink_after() {
        let budget = Budget::new(1 << 30);
        let mut buf = FrameBuf::with_budget(&budget);
        let body: Vec<u8> = (0..5_000_000u32).map(|i| (i % 251) as u8).collect();
        let mut stream = (body.len() as u32).to_le_bytes().to_vec();
        stream.extend_from_slice(&body);
        stream.extend_from_slice(&[2, 0, 0, 0, 1, 2]);
        let mut r = std::io::Cursor::new(stream);
        assert!(read_frame(&mut r, &mut buf, 1 << 28).unwrap());
        assert!(buf.body() == &body[..]);
        assert!(read_frame(&mut r, &mut buf, 1 << 28).unwrap());
        assert_eq!(buf.body(), &[1, 2]);
        buf.shrink();
        assert_eq!((buf.held_bytes(), budget.used()), (0, 0));
        drop(buf);
        assert_eq!(budget.used(), 0);
    }

    /// A buffer up to [`RETAINED`] (a `paper` request's size) keeps its
    /// storage after its frame is answered; one larger gives it back.
    #[test]
    fn shrink_keeps_a_buffer_of_up_to_four_mebibytes() {
        assert_eq!(RETAINED, 4 << 20);
        let budget = Budget::new(1 << 30);
        for (body, kept) in [
            (1_200_000, true),
            (RETAINED - BODY_OFFSET, true),
            (RETAINED - BODY_OFFSET + 1, false),
        ] {
            let mut buf = FrameBuf::with_budget(&budget);
            let mut r = claim_then_stop(body as u32, body);
            assert!(read_frame(&mut r, &mut buf, 1 << 28).unwrap());
            let held = buf.held_bytes();
            buf.shrink();
            assert_eq!(buf.held_bytes(), if kept { held } else { 0 }, "{body}");
            assert_eq!(budget.used(), buf.held_bytes(), "{body}");
        }
    }

    /// Yields `bytes` in pieces of at most `piece`, an `Interrupted` (a
    /// signal during the read) before each.
    struct Interrupted<'a> {
        bytes: &'a [u8],
        piece: usize,
        signalled: bool,
    }

    impl Read for Interrupted<'_> {
        fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
            self.signalled = !self.signalled;
            if self.signalled {
                return Err(io::ErrorKind::Interrupted.into());
            }
            let n = self.piece.min(out.len()).min(self.bytes.len());
            out[..n].copy_from_slice(&self.bytes[..n]);
            self.bytes = &self.bytes[n..];
            Ok(n)
        }
    }

    /// A read interrupted by a signal is tried again, in the header and in
    /// the body: the frame arrives whole.
    #[test]
    fn an_interrupted_read_is_retried_in_the_header_and_the_body() {
        let body: Vec<u8> = (0..1_000u32).map(|i| (i % 253) as u8).collect();
        let mut stream = (body.len() as u32).to_le_bytes().to_vec();
        stream.extend_from_slice(&body);
        let mut r = Interrupted {
            bytes: &stream,
            piece: 3,
            signalled: false,
        };
        let mut buf = FrameBuf::default();
        assert!(read_frame(&mut r, &mut buf, 1 << 20).unwrap());
        assert_eq!(buf.body(), &body[..]);
        assert!(!read_frame(&mut r, &mut buf, 1 << 20).unwrap());
    }

    /// `started`: some of a frame is in (a slow client parked mid-frame);
    /// not before the first byte, and not once a frame is done.
    #[test]
    fn a_frame_has_started_from_its_first_byte_until_it_is_whole() {
        let mut progress = FrameProgress::default();
        assert!(!progress.started());
        let mut r = Stuttering {
            bytes: &[2, 0, 0, 0, 7, 8],
            ready: false,
        };
        let mut buf = FrameBuf::default();
        let mut seen = Vec::new();
        loop {
            match read_frame_resumable(&mut r, &mut buf, 100, &mut progress) {
                Err(ReadError::Io(e)) if e.kind() == io::ErrorKind::WouldBlock => {
                    seen.push(progress.started())
                }
                other => {
                    assert!(other.unwrap());
                    break;
                }
            }
        }
        // A WouldBlock before each of the 6 bytes: the first before any.
        assert_eq!(seen, [false, true, true, true, true, true]);
        assert!(!progress.started());
    }

    /// The limit is the largest body allowed: a frame of exactly
    /// `max_body` bytes is read, one byte more is refused.
    #[test]
    fn a_body_of_exactly_the_limit_is_read() {
        let mut buf = FrameBuf::default();
        let mut at: &[u8] = &[3, 0, 0, 0, 1, 2, 3];
        assert!(read_frame(&mut at, &mut buf, 3).unwrap());
        assert_eq!(buf.body(), &[1, 2, 3]);
        let mut over: &[u8] = &[4, 0, 0, 0, 1, 2, 3, 4];
        assert!(matches!(
            read_frame(&mut over, &mut buf, 3),
            Err(ReadError::Protocol { fatal: true, .. })
        ));
    }
}
