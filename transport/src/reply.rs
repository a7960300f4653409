//! Replies: encoding (server) and decoding (clients).

use crate::frame::frame_with_capacity;
use crate::{ErrorCode, ProtocolError};
use kernel_spec::ComboResult;

/// First byte of every error reply body.
const ERROR_TAG: u8 = 0xEE;

/// The server-timing trailer of a timed reply.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Timing {
    /// Time in the kernel.
    pub compute_ns: u64,
    /// Time from the request body read to the reply prepared.
    pub handling_ns: u64,
}

fn finish(mut v: Vec<u8>, timing: Option<Timing>) -> Vec<u8> {
    if let Some(t) = timing {
        v.extend_from_slice(&t.compute_ns.to_le_bytes());
        v.extend_from_slice(&t.handling_ns.to_le_bytes());
    }
    v
}

fn trailer(timing: Option<Timing>) -> usize {
    if timing.is_some() { 16 } else { 0 }
}

/// `[n × f64 pnl][n × i64 trades]` (+ trailer): the study's sweep reply.
pub fn encode_sweep_reply(results: &[ComboResult], timing: Option<Timing>) -> Vec<u8> {
    let mut v = frame_with_capacity(16 * results.len() + trailer(timing));
    results
        .iter()
        .for_each(|r| v.extend_from_slice(&r.pnl.to_le_bytes()));
    results
        .iter()
        .for_each(|r| v.extend_from_slice(&r.trades.to_le_bytes()));
    finish(v, timing)
}

/// The sweep reply followed by `[n × u64 ns]`, each combo's own compute
/// time (+ trailer): the `SWEEP_LAPS` reply.
pub fn encode_laps_reply(
    results: &[ComboResult],
    laps_ns: &[u64],
    timing: Option<Timing>,
) -> Vec<u8> {
    debug_assert_eq!(results.len(), laps_ns.len());
    let mut v = frame_with_capacity(24 * results.len() + trailer(timing));
    results
        .iter()
        .for_each(|r| v.extend_from_slice(&r.pnl.to_le_bytes()));
    results
        .iter()
        .for_each(|r| v.extend_from_slice(&r.trades.to_le_bytes()));
    laps_ns
        .iter()
        .for_each(|t| v.extend_from_slice(&t.to_le_bytes()));
    finish(v, timing)
}

/// The close bytes, verbatim (+ trailer): the study's echo reply.
pub fn encode_echo_reply(close_bytes: &[u8], timing: Option<Timing>) -> Vec<u8> {
    let mut v = frame_with_capacity(close_bytes.len() + trailer(timing));
    v.extend_from_slice(close_bytes);
    finish(v, timing)
}

/// `[u64 handle]` (+ trailer): the `LOAD` and `UNLOAD` reply.
pub fn encode_handle_reply(handle: u64, timing: Option<Timing>) -> Vec<u8> {
    let mut v = frame_with_capacity(8 + trailer(timing));
    v.extend_from_slice(&handle.to_le_bytes());
    finish(v, timing)
}

/// The live state after one streamed bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BarReply {
    /// −1 short, 0 flat, 1 long.
    pub position: i64,
    /// Round trips closed so far.
    pub trades: i64,
    /// PnL of the closed round trips, percent.
    pub realized_pnl: f64,
    /// Bars streamed so far.
    pub bars: u64,
}

/// `[i64 position][i64 trades][f64 realized pnl][u64 bars]` (+ trailer):
/// the `STREAM_BAR` reply.
pub fn encode_bar_reply(b: &BarReply, timing: Option<Timing>) -> Vec<u8> {
    let mut v = frame_with_capacity(32 + trailer(timing));
    v.extend_from_slice(&b.position.to_le_bytes());
    v.extend_from_slice(&b.trades.to_le_bytes());
    v.extend_from_slice(&b.realized_pnl.to_le_bytes());
    v.extend_from_slice(&b.bars.to_le_bytes());
    finish(v, timing)
}

/// `[0xEE][u16 code][reason]`, padded to an odd length (PROTOCOL.md).
pub fn encode_error(e: &ProtocolError) -> Vec<u8> {
    let mut reason = e.reason.clone().into_bytes();
    reason.truncate(4096);
    if reason.len() % 2 == 1 {
        reason.push(b' ');
    }
    let mut v = frame_with_capacity(3 + reason.len());
    v.push(ERROR_TAG);
    v.extend_from_slice(&(e.code as u16).to_le_bytes());
    v.extend_from_slice(&reason);
    v
}

/// What a client expects back for the request it sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    Sweep {
        n_combos: usize,
    },
    Echo {
        n_bars: usize,
    },
    Handle,
    Bar,
    /// A `SWEEP_JSON` reply for this many combos (decoded as `Reply::Sweep`).
    JsonSweep {
        n_combos: usize,
    },
    /// A `SWEEP_LAPS` reply for this many combos.
    Laps {
        n_combos: usize,
    },
}

/// A decoded ok reply.
#[derive(Clone, Debug, PartialEq)]
pub enum Reply {
    Sweep(Vec<ComboResult>),
    Echo(Vec<u8>),
    Handle(u64),
    Bar(BarReply),
    /// The results and each combo's compute time, ns.
    Laps(Vec<ComboResult>, Vec<u64>),
}

/// Decodes a reply body. An odd-length body is the server's error reply,
/// returned as `Err` with its code and reason; a body of any other
/// unexpected length is `Err(Internal)` naming both lengths.
pub fn decode_reply(
    body: &[u8],
    expect: Expect,
    timed: bool,
) -> Result<(Reply, Option<Timing>), ProtocolError> {
    if body.len() % 2 == 1 {
        let code = body
            .get(1..3)
            .filter(|_| body[0] == ERROR_TAG)
            .and_then(|c| ErrorCode::from_u16(u16::from_le_bytes([c[0], c[1]])))
            .unwrap_or(ErrorCode::Internal);
        let reason = String::from_utf8_lossy(body.get(3..).unwrap_or_default());
        return Err(ProtocolError::new(code, reason.trim_end()));
    }
    if let Expect::JsonSweep { n_combos } = expect {
        let (results, timing) = crate::json::decode_sweep_reply(body, n_combos, timed)?;
        return Ok((Reply::Sweep(results), timing));
    }
    let extra = if timed { 16 } else { 0 };
    let want = extra
        + match expect {
            Expect::Sweep { n_combos } => 16 * n_combos,
            Expect::Laps { n_combos } => 24 * n_combos,
            Expect::Echo { n_bars } => 8 * n_bars,
            Expect::Handle => 8,
            Expect::Bar => 32,
            Expect::JsonSweep { .. } => unreachable!("decoded above"),
        };
    if body.len() != want {
        return Err(ProtocolError::new(
            ErrorCode::Internal,
            format!(
                "reply body is {} bytes, expected {want} for {expect:?}",
                body.len()
            ),
        ));
    }
    let (main, tail) = body.split_at(body.len() - extra);
    let word = |b: &[u8]| -> [u8; 8] { b.try_into().expect("8 bytes") };
    let results = |main: &[u8], n_combos: usize| -> Vec<ComboResult> {
        let (pnl, trades) = main.split_at(8 * n_combos);
        pnl.chunks_exact(8)
            .zip(trades.chunks_exact(8))
            .map(|(p, t)| ComboResult {
                pnl: f64::from_le_bytes(word(p)),
                trades: i64::from_le_bytes(word(t)),
            })
            .collect()
    };
    let reply = match expect {
        Expect::Sweep { n_combos } => Reply::Sweep(results(main, n_combos)),
        Expect::Laps { n_combos } => {
            let (rs, laps) = main.split_at(16 * n_combos);
            Reply::Laps(
                results(rs, n_combos),
                laps.chunks_exact(8)
                    .map(|t| u64::from_le_bytes(word(t)))
                    .collect(),
            )
        }
        Expect::Echo { .. } => Reply::Echo(main.to_vec()),
        Expect::Handle => Reply::Handle(u64::from_le_bytes(word(main))),
        Expect::Bar => Reply::Bar(BarReply {
            position: i64::from_le_bytes(word(&main[..8])),
            trades: i64::from_le_bytes(word(&main[8..16])),
            realized_pnl: f64::from_le_bytes(word(&main[16..24])),
            bars: u64::from_le_bytes(word(&main[24..])),
        }),
        Expect::JsonSweep { .. } => unreachable!("decoded above"),
    };
    let timing = timed.then(|| Timing {
        compute_ns: u64::from_le_bytes(word(&tail[..8])),
        handling_ns: u64::from_le_bytes(word(&tail[8..])),
    });
    Ok((reply, timing))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn body(frame: &[u8]) -> &[u8] {
        let len = u32::from_le_bytes(frame[..4].try_into().unwrap()) as usize;
        assert_eq!(frame.len(), 4 + len);
        &frame[4..]
    }

    #[test]
    fn sweep_reply_round_trips_with_and_without_timing() {
        let r = vec![
            ComboResult {
                pnl: -5165.579954235864,
                trades: 57_029,
            },
            ComboResult {
                pnl: 0.5,
                trades: 1,
            },
        ];
        let t = Timing {
            compute_ns: 5,
            handling_ns: 9,
        };
        for timing in [None, Some(t)] {
            let f = encode_sweep_reply(&r, timing);
            let (reply, got) =
                decode_reply(body(&f), Expect::Sweep { n_combos: 2 }, timing.is_some()).unwrap();
            assert_eq!(reply, Reply::Sweep(r.clone()));
            assert_eq!(got, timing);
        }
    }

    #[test]
    fn bar_reply_round_trips() {
        let b = BarReply {
            position: -1,
            trades: 3,
            realized_pnl: -0.25,
            bars: 150_000,
        };
        let t = Some(Timing {
            compute_ns: 1,
            handling_ns: 2,
        });
        for timing in [None, t] {
            let f = encode_bar_reply(&b, timing);
            let got = decode_reply(body(&f), Expect::Bar, timing.is_some()).unwrap();
            assert_eq!(got, (Reply::Bar(b), timing));
        }
    }

    #[test]
    fn error_replies_are_odd_and_decode_as_errors() {
        for reason in [
            "",
            "a",
            "ab",
            "close[3] = -1.0 is not a finite positive price",
        ] {
            let e = ProtocolError::new(ErrorCode::BadPrice, reason);
            let f = encode_error(&e);
            assert_eq!(body(&f).len() % 2, 1);
            let got = decode_reply(body(&f), Expect::Sweep { n_combos: 80 }, false).unwrap_err();
            assert_eq!(got.code, ErrorCode::BadPrice);
            assert_eq!(got.reason, reason.trim_end());
        }
    }

    #[test]
    fn wrong_length_reply_is_an_error_naming_both_lengths() {
        let f = encode_handle_reply(7, None);
        let e = decode_reply(body(&f), Expect::Sweep { n_combos: 1 }, false).unwrap_err();
        assert!(
            e.reason.contains("8 bytes") && e.reason.contains("16"),
            "{e}"
        );
    }
}
