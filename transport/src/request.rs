//! Requests: decoding (server) and encoding (clients).

use crate::frame::frame_with_capacity;
use crate::{ErrorCode, ProtocolError, TIMED};
use kernel_spec::{PARAMS_ROW_BYTES, Params};
use std::borrow::Cow;

/// The operations of PROTOCOL.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    Sweep = 0,
    Echo = 1,
    Load = 2,
    SweepHandle = 3,
    Unload = 4,
    /// Open a streaming session for one combo.
    StreamOpen = 5,
    /// One bar into a streaming session.
    StreamBar = 6,
    /// Close a streaming session and get the combo's result.
    StreamClose = 7,
    /// The study's sweep with a JSON body and reply (`json.rs`).
    SweepJson = 8,
    /// `SWEEP_HANDLE` with each combo's own compute time in the reply: the
    /// combos timed one by one inside one sweep (the gap section's sample).
    SweepLaps = 9,
}

impl Op {
    pub const ALL: [Op; 10] = [
        Op::Sweep,
        Op::Echo,
        Op::Load,
        Op::SweepHandle,
        Op::Unload,
        Op::StreamOpen,
        Op::StreamBar,
        Op::StreamClose,
        Op::SweepJson,
        Op::SweepLaps,
    ];

    fn from_u8(v: u8) -> Option<Op> {
        Op::ALL.into_iter().find(|op| *op as u8 == v)
    }
}

/// A decoded request; `close` borrows the receive buffer when it can.
#[derive(Debug, PartialEq)]
pub struct Request<'a> {
    pub op: Op,
    /// The client asked for the server-timing trailer.
    pub timed: bool,
    pub payload: Payload<'a>,
}

#[derive(Debug, PartialEq)]
pub enum Payload<'a> {
    /// `SWEEP`.
    Sweep {
        close: Cow<'a, [f64]>,
        params: Vec<Params>,
    },
    /// `ECHO`: the close bytes to send back verbatim (not parsed as prices).
    Echo { close_bytes: &'a [u8] },
    /// `LOAD`.
    Load { close: Cow<'a, [f64]> },
    /// `SWEEP_HANDLE`.
    SweepHandle { handle: u64, params: Vec<Params> },
    /// `SWEEP_LAPS`: as `SWEEP_HANDLE`, each combo timed.
    SweepLaps { handle: u64, params: Vec<Params> },
    /// `UNLOAD`.
    Unload { handle: u64 },
    /// `STREAM_OPEN`: one params row.
    StreamOpen { params: Params },
    /// `STREAM_BAR`: the next close of a session.
    StreamBar { handle: u64, close: f64 },
    /// `STREAM_CLOSE`.
    StreamClose { handle: u64 },
}

fn err(code: ErrorCode, reason: impl Into<String>) -> ProtocolError {
    ProtocolError::new(code, reason)
}

/// A cursor that checks every read against the bytes present.
struct Cursor<'a> {
    body: &'a [u8],
    at: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: usize, what: &str) -> Result<&'a [u8], ProtocolError> {
        let end = self.at.checked_add(n).ok_or_else(|| {
            err(
                ErrorCode::CountOverflow,
                format!("{what}: {n} bytes overflow the frame"),
            )
        })?;
        let bytes = self.body.get(self.at..end).ok_or_else(|| {
            err(
                ErrorCode::Truncated,
                format!(
                    "{what}: needs {n} bytes at offset {}, the body has {}",
                    self.at,
                    self.body.len()
                ),
            )
        })?;
        self.at = end;
        Ok(bytes)
    }

    fn u32(&mut self, what: &str) -> Result<u32, ProtocolError> {
        Ok(u32::from_le_bytes(
            self.take(4, what)?.try_into().expect("4 bytes"),
        ))
    }

    fn u64(&mut self, what: &str) -> Result<u64, ProtocolError> {
        Ok(u64::from_le_bytes(
            self.take(8, what)?.try_into().expect("8 bytes"),
        ))
    }

    /// `count` elements of `size` bytes, overflow-checked.
    fn array(&mut self, count: u32, size: usize, what: &str) -> Result<&'a [u8], ProtocolError> {
        let n = (count as usize).checked_mul(size).ok_or_else(|| {
            err(
                ErrorCode::CountOverflow,
                format!("{count} {what} × {size} bytes overflows"),
            )
        })?;
        self.take(n, what)
    }

    fn finish(&self) -> Result<(), ProtocolError> {
        if self.at == self.body.len() {
            Ok(())
        } else {
            Err(err(
                ErrorCode::TrailingBytes,
                format!(
                    "{} bytes after the end of the request",
                    self.body.len() - self.at
                ),
            ))
        }
    }
}

/// The close series as f64s: a view of the bytes when they are aligned (the
/// receive buffer arranges that) on a little-endian host, a copy otherwise.
fn f64s(bytes: &[u8]) -> Cow<'_, [f64]> {
    if cfg!(target_endian = "little") && bytes.as_ptr().align_offset(8) == 0 {
        // SAFETY: little-endian host, so the wire bytes are the f64s' memory
        // representation; the pointer is 8-aligned (checked) and the length a
        // multiple of 8 (whole elements were taken); every bit pattern is a
        // valid f64; the view borrows `bytes`, so it cannot outlive them.
        Cow::Borrowed(unsafe {
            std::slice::from_raw_parts(bytes.as_ptr().cast::<f64>(), bytes.len() / 8)
        })
    } else {
        Cow::Owned(
            bytes
                .chunks_exact(8)
                .map(|b| f64::from_le_bytes(b.try_into().expect("8 bytes")))
                .collect(),
        )
    }
}

fn params(bytes: &[u8]) -> Vec<Params> {
    bytes
        .chunks_exact(PARAMS_ROW_BYTES)
        .map(|row| {
            let mut a = [0i64; 6];
            for (v, b) in a.iter_mut().zip(row.chunks_exact(8)) {
                *v = i64::from_le_bytes(b.try_into().expect("8 bytes"));
            }
            Params::from_array(a)
        })
        .collect()
}

/// Decodes a request body. Structure only (counts, lengths, opcode); prices
/// and window lengths are checked by `kernel_spec::Sweep::new` against the
/// series they apply to.
pub fn decode_request(body: &[u8]) -> Result<Request<'_>, ProtocolError> {
    let mut c = Cursor { body, at: 0 };
    let opcode = c.take(1, "opcode")?[0];
    let timed = opcode & TIMED != 0;
    let op = Op::from_u8(opcode & !TIMED).ok_or_else(|| {
        err(
            ErrorCode::UnknownOpcode,
            format!("unknown opcode {opcode:#04x}"),
        )
    })?;
    let payload = match op {
        Op::Sweep | Op::Echo | Op::Load => {
            let n_bars = c.u32("n_bars")?;
            let n_combos = c.u32("n_combos")?;
            if n_bars == 0 {
                return Err(err(ErrorCode::NoBars, "n_bars is 0"));
            }
            if op == Op::Load && n_combos != 0 {
                return Err(err(
                    ErrorCode::TrailingBytes,
                    "LOAD carries no params: its n_combos field must be 0",
                ));
            }
            if op == Op::Sweep && n_combos == 0 {
                return Err(err(ErrorCode::NoCombos, "n_combos is 0"));
            }
            let close = c.array(n_bars, 8, "close prices")?;
            let rows = c.array(n_combos, PARAMS_ROW_BYTES, "params rows")?;
            match op {
                Op::Sweep => Payload::Sweep {
                    close: f64s(close),
                    params: params(rows),
                },
                Op::Echo => Payload::Echo { close_bytes: close },
                _ => Payload::Load { close: f64s(close) },
            }
        }
        Op::SweepHandle | Op::SweepLaps => {
            let handle = c.u64("handle")?;
            let n_combos = c.u32("n_combos")?;
            if n_combos == 0 {
                return Err(err(ErrorCode::NoCombos, "n_combos is 0"));
            }
            let params = params(c.array(n_combos, PARAMS_ROW_BYTES, "params rows")?);
            if op == Op::SweepLaps {
                Payload::SweepLaps { handle, params }
            } else {
                Payload::SweepHandle { handle, params }
            }
        }
        Op::Unload => Payload::Unload {
            handle: c.u64("handle")?,
        },
        Op::StreamOpen => Payload::StreamOpen {
            params: params(c.take(PARAMS_ROW_BYTES, "params row")?)[0],
        },
        Op::StreamBar => Payload::StreamBar {
            handle: c.u64("handle")?,
            close: f64::from_le_bytes(c.take(8, "close")?.try_into().expect("8 bytes")),
        },
        Op::StreamClose => Payload::StreamClose {
            handle: c.u64("handle")?,
        },
        Op::SweepJson => {
            let (close, params) = crate::json::decode_sweep(&body[1..])?;
            return Ok(Request {
                op,
                timed,
                payload: Payload::Sweep {
                    close: Cow::Owned(close),
                    params,
                },
            });
        }
    };
    c.finish()?;
    Ok(Request { op, timed, payload })
}

/// Appends the f64s' little-endian bytes: one copy of the slice's memory on
/// little-endian hosts, an element loop elsewhere.
fn extend_f64s(v: &mut Vec<u8>, xs: &[f64]) {
    if cfg!(target_endian = "little") {
        // SAFETY: any initialised f64 memory is valid as bytes; the view
        // covers exactly the slice (len × 8 bytes) and lives only here.
        v.extend_from_slice(unsafe {
            std::slice::from_raw_parts(xs.as_ptr().cast::<u8>(), std::mem::size_of_val(xs))
        });
    } else {
        xs.iter()
            .for_each(|x| v.extend_from_slice(&x.to_le_bytes()));
    }
}

/// A whole request frame (`[u32 len][body]`), the study's `build_request`
/// shape for `SWEEP`/`ECHO`. `close` is ignored by `SWEEP_HANDLE`/`UNLOAD`,
/// `params` by `LOAD`/`UNLOAD`, `handle` by the study's opcodes and `LOAD`.
/// The streaming ops take `params[0]` (`STREAM_OPEN`) and `close[0]`
/// (`STREAM_BAR`).
///
/// # Panics
/// If a count does not fit the protocol's u32 fields, or a streaming op
/// lacks its one params row or close.
pub fn encode_request(
    op: Op,
    timed: bool,
    close: &[f64],
    params: &[Params],
    handle: u64,
) -> Vec<u8> {
    if op == Op::SweepJson {
        return crate::json::encode_sweep_request(timed, close, params);
    }
    let opcode = op as u8 | if timed { TIMED } else { 0 };
    let n_bars = u32::try_from(close.len()).expect("n_bars fits u32");
    let n_combos = u32::try_from(params.len()).expect("n_combos fits u32");
    let rows = |v: &mut Vec<u8>| {
        params
            .iter()
            .for_each(|p| v.extend_from_slice(&p.to_le_bytes()))
    };
    let body_len = match op {
        Op::Sweep | Op::Echo => 9 + 8 * close.len() + PARAMS_ROW_BYTES * params.len(),
        Op::Load => 9 + 8 * close.len(),
        Op::SweepHandle | Op::SweepLaps => 13 + PARAMS_ROW_BYTES * params.len(),
        Op::Unload | Op::StreamClose => 9,
        Op::StreamOpen => 1 + PARAMS_ROW_BYTES,
        Op::StreamBar => 17,
        Op::SweepJson => unreachable!("returned above"),
    };
    let mut v = frame_with_capacity(body_len);
    v.push(opcode);
    match op {
        Op::Sweep | Op::Echo | Op::Load => {
            v.extend_from_slice(&n_bars.to_le_bytes());
            v.extend_from_slice(&(if op == Op::Load { 0 } else { n_combos }).to_le_bytes());
            extend_f64s(&mut v, close);
            if op != Op::Load {
                rows(&mut v);
            }
        }
        Op::SweepHandle | Op::SweepLaps => {
            v.extend_from_slice(&handle.to_le_bytes());
            v.extend_from_slice(&n_combos.to_le_bytes());
            rows(&mut v);
        }
        Op::Unload | Op::StreamClose => v.extend_from_slice(&handle.to_le_bytes()),
        Op::StreamOpen => {
            let row = params.first().expect("STREAM_OPEN needs one params row");
            v.extend_from_slice(&row.to_le_bytes());
        }
        Op::StreamBar => {
            v.extend_from_slice(&handle.to_le_bytes());
            let x = close.first().expect("STREAM_BAR needs one close");
            v.extend_from_slice(&x.to_le_bytes());
        }
        Op::SweepJson => unreachable!("returned above"),
    }
    debug_assert_eq!(v.len(), 4 + body_len);
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::FrameBuf;

    fn body(frame: &[u8]) -> FrameBuf {
        let len = u32::from_le_bytes(frame[..4].try_into().unwrap()) as usize;
        assert_eq!(frame.len(), 4 + len, "length prefix");
        FrameBuf::from_body(&frame[4..])
    }

    const ROWS: [Params; 2] = [Params::new(6, 3, 2, 3, 1, 2), Params::new(8, 4, 3, 4, 1, 2)];

    #[test]
    fn study_sweep_layout_byte_for_byte() {
        // build_request(0, close, params) from the study, written out by hand.
        let close: [f64; 2] = [100.5, 101.25];
        let mut expected = Vec::new();
        expected.push(0u8);
        expected.extend_from_slice(&2u32.to_le_bytes());
        expected.extend_from_slice(&2u32.to_le_bytes());
        close
            .iter()
            .for_each(|x| expected.extend_from_slice(&x.to_le_bytes()));
        ROWS.iter().for_each(|p| {
            p.as_array()
                .iter()
                .for_each(|v| expected.extend_from_slice(&v.to_le_bytes()))
        });
        let mut framed = (expected.len() as u32).to_le_bytes().to_vec();
        framed.extend_from_slice(&expected);
        assert_eq!(encode_request(Op::Sweep, false, &close, &ROWS, 0), framed);
    }

    #[test]
    fn every_op_round_trips_and_close_is_borrowed() {
        let close = [100.0, 99.5, 101.0];
        for (op, timed) in [
            (Op::Sweep, false),
            (Op::Sweep, true),
            (Op::Echo, false),
            (Op::Load, true),
            (Op::SweepHandle, false),
            (Op::SweepLaps, true),
            (Op::Unload, true),
            (Op::StreamOpen, false),
            (Op::StreamBar, true),
            (Op::StreamClose, false),
        ] {
            let buf = body(&encode_request(op, timed, &close, &ROWS, 42));
            let req = decode_request(buf.body()).unwrap();
            assert_eq!((req.op, req.timed), (op, timed));
            match req.payload {
                Payload::Sweep { close: c, params } => {
                    assert!(matches!(c, Cow::Borrowed(_)), "zero-copy view expected");
                    assert_eq!((&*c, params.as_slice()), (&close[..], &ROWS[..]));
                }
                Payload::Echo { close_bytes } => assert_eq!(close_bytes.len(), 24),
                Payload::Load { close: c } => assert_eq!(&*c, &close[..]),
                Payload::SweepHandle { handle, params } | Payload::SweepLaps { handle, params } => {
                    assert_eq!((handle, params.as_slice()), (42, &ROWS[..]))
                }
                Payload::Unload { handle } => assert_eq!(handle, 42),
                Payload::StreamOpen { params } => assert_eq!(params, ROWS[0]),
                Payload::StreamBar { handle, close: x } => {
                    assert_eq!((handle, x), (42, close[0]))
                }
                Payload::StreamClose { handle } => assert_eq!(handle, 42),
            }
        }
    }

    #[test]
    fn malformed_bodies_get_the_right_code() {
        let sweep = encode_request(Op::Sweep, false, &[1.0, 2.0], &ROWS, 0)[4..].to_vec();
        let code = |b: &[u8]| decode_request(b).unwrap_err().code;
        assert_eq!(code(&[]), ErrorCode::Truncated);
        assert_eq!(code(&[10]), ErrorCode::UnknownOpcode);
        assert_eq!(code(&[0x7f]), ErrorCode::UnknownOpcode);
        assert_eq!(code(&[Op::StreamBar as u8, 1, 0, 0]), ErrorCode::Truncated);
        assert_eq!(code(&[Op::StreamOpen as u8; 48]), ErrorCode::Truncated);
        assert_eq!(code(&sweep[..sweep.len() - 1]), ErrorCode::Truncated);
        assert_eq!(code(&[&sweep[..], &[0]].concat()), ErrorCode::TrailingBytes);
        let mut no_bars = sweep.clone();
        no_bars[1..5].copy_from_slice(&0u32.to_le_bytes());
        assert_eq!(code(&no_bars), ErrorCode::NoBars);
        let mut no_combos = sweep.clone();
        no_combos[5..9].copy_from_slice(&0u32.to_le_bytes());
        assert_eq!(code(&no_combos), ErrorCode::NoCombos);
        // u32::MAX rows × 48 bytes: far beyond the body, never allocated.
        let mut huge = sweep.clone();
        huge[5..9].copy_from_slice(&u32::MAX.to_le_bytes());
        assert_eq!(code(&huge), ErrorCode::Truncated);
    }

    /// Each op decodes to its own payload: an `ECHO` carries its close
    /// bytes back verbatim (not parsed, not a `LOAD`), even bytes that are
    /// no price at all.
    #[test]
    fn each_op_decodes_to_its_own_payload_and_echo_keeps_the_raw_bytes() {
        let close = [100.0, f64::from_bits(0x7ff8_dead_beef_0001), -0.0];
        let kind = |op: Op| {
            let buf = body(&encode_request(op, false, &close, &ROWS, 42));
            match decode_request(buf.body()).unwrap().payload {
                Payload::Sweep { .. } => "sweep",
                Payload::Echo { close_bytes } => {
                    let wire: Vec<u8> = close.iter().flat_map(|x| x.to_le_bytes()).collect();
                    assert_eq!(close_bytes, &wire[..]);
                    "echo"
                }
                Payload::Load { .. } => "load",
                Payload::SweepHandle { .. } => "sweep_handle",
                Payload::SweepLaps { .. } => "sweep_laps",
                Payload::Unload { .. } => "unload",
                Payload::StreamOpen { .. } => "stream_open",
                Payload::StreamBar { .. } => "stream_bar",
                Payload::StreamClose { .. } => "stream_close",
            }
        };
        let kinds: Vec<&str> = Op::ALL
            .into_iter()
            .filter(|op| *op != Op::SweepJson)
            .map(kind)
            .collect();
        assert_eq!(
            kinds,
            [
                "sweep",
                "echo",
                "load",
                "sweep_handle",
                "unload",
                "stream_open",
                "stream_bar",
                "stream_close",
                "sweep_laps"
            ]
        );
    }
}
