//! Length-prefixed frames and the aligned receive buffer.

use crate::{ErrorCode, ProtocolError};
use std::io::{self, Read, Write};

/// Where the body starts inside the buffer: byte 7, so that the close series
/// of `SWEEP`/`ECHO`/`LOAD` (body offset 9) lands on byte 16 — 8-aligned.
const BODY_OFFSET: usize = 7;

/// A received frame body in an 8-byte-aligned buffer (see `BODY_OFFSET`).
#[derive(Default)]
pub struct FrameBuf {
    words: Vec<u64>,
    len: usize,
}

impl FrameBuf {
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

    fn body_mut(&mut self, len: usize) -> &mut [u8] {
        let words = (BODY_OFFSET + len).div_ceil(8);
        // Grow only: a 1.2 MB series is not re-zeroed on every frame (the
        // caller overwrites all `len` bytes; stale bytes past `len` are
        // never exposed by `body`).
        if self.words.len() < words {
            self.words.resize(words, 0);
        }
        self.len = len;
        // SAFETY: as in `bytes`, for a unique borrow of the storage.
        let bytes = unsafe {
            std::slice::from_raw_parts_mut(
                self.words.as_mut_ptr().cast::<u8>(),
                self.words.len() * 8,
            )
        };
        &mut bytes[BODY_OFFSET..BODY_OFFSET + len]
    }

    /// A buffer holding `body` (tests, and bodies that arrive by other means).
    pub fn from_body(body: &[u8]) -> FrameBuf {
        let mut f = FrameBuf::default();
        f.body_mut(body.len()).copy_from_slice(body);
        f
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
/// `max_body` before anything is allocated.
pub fn read_frame(
    r: &mut impl Read,
    buf: &mut FrameBuf,
    max_body: usize,
) -> Result<bool, ReadError> {
    let mut header = [0u8; 4];
    let mut got = 0;
    while got < 4 {
        match r.read(&mut header[got..]) {
            Ok(0) if got == 0 => return Ok(false),
            Ok(0) => return Err(io::Error::from(io::ErrorKind::UnexpectedEof).into()),
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.into()),
        }
    }
    let len = u32::from_le_bytes(header) as usize;
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
    r.read_exact(buf.body_mut(len))?;
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
}
