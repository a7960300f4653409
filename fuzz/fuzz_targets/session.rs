//! Stateful fuzzing of one connection: the input is a program of requests
//! (load, sweep a loaded series, unload, open a stream, push bars, close it,
//! sweep, echo) with handles taken from the ones the engine handed out, run
//! through `engine::respond` on one `State` — beside a model of what the
//! connection must hold. Every reply must be what the model says: the same
//! handle numbers, the same error code for a request the model refuses, and
//! bit for bit the results of kernel-safe and of a model `kernel_stream`
//! session for the ones it accepts.
#![no_main]

use kernel_spec::{Params, Sweep};
use libfuzzer_sys::fuzz_target;
use std::time::Instant;
use transport::{Expect, Op, ProtocolError, Reply, decode_reply, encode_request};

/// The program's bytes, read one at a time (0 once exhausted).
struct Program<'a>(&'a [u8]);

impl Program<'_> {
    fn byte(&mut self) -> u8 {
        let (&b, rest) = self.0.split_first().unwrap_or((&0, &[]));
        self.0 = rest;
        b
    }
    /// A price; byte 0 is NaN, so refused bars and series are reached too.
    fn price(&mut self) -> f64 {
        match self.byte() {
            0 => f64::NAN,
            b => 50.0 + f64::from(b) * 0.75,
        }
    }
    /// A window length, sometimes 0 or longer than any series here.
    fn window(&mut self) -> i64 {
        i64::from(self.byte() % 40)
    }
    fn params(&mut self) -> Params {
        Params::new(self.window(), self.window(), self.window(), self.window(), self.window(), self.window())
    }
    /// A handle: one the engine gave out, or (high bit) any number.
    fn handle(&mut self, known: &[u64]) -> u64 {
        let b = self.byte();
        if b & 0x80 != 0 || known.is_empty() {
            u64::from(b & 0x7F)
        } else {
            known[usize::from(b) % known.len()]
        }
    }
}

/// What the connection must hold.
#[derive(Default)]
struct Model {
    series: Vec<(u64, Vec<f64>)>,
    streams: Vec<(u64, kernel_stream::Stream)>,
    next: u64,
}

/// The engine's answer to `frame` (a request frame from `encode_request`).
fn ask(state: &mut engine::State, frame: &[u8], expect: Expect) -> Result<Reply, ProtocolError> {
    let reply = engine::respond(&frame[4..], &kernel_safe::Safe, state, Instant::now());
    decode_reply(&reply[4..], expect, false).map(|(r, _)| r)
}

fn same_error(got: Result<Reply, ProtocolError>, want: ProtocolError) {
    match got {
        Err(e) => assert_eq!(e.code, want.code, "engine: {e}; model: {want}"),
        Ok(r) => panic!("engine answered {r:?}; the model refuses: {want}"),
    }
}

fn sweep_reply(got: Result<Reply, ProtocolError>, close: &[f64], rows: &[Params]) {
    match Sweep::new(close, rows) {
        Err(e) => same_error(got, e.into()),
        Ok(s) => {
            let want = kernel_safe::sweep(&s);
            match got {
                Ok(Reply::Sweep(r)) => assert!(
                    r.len() == want.len()
                        && r.iter().zip(&want).all(|(a, b)| a.trades == b.trades && a.pnl.to_bits() == b.pnl.to_bits()),
                    "sweep {r:?} vs kernel-safe {want:?}"
                ),
                other => panic!("engine answered {other:?} to a valid sweep"),
            }
        }
    }
}

fn handle_reply(got: Result<Reply, ProtocolError>, model: &mut Model) -> u64 {
    model.next += 1;
    match got {
        Ok(Reply::Handle(h)) => {
            assert_eq!(h, model.next, "handles count from 1 on each connection");
            h
        }
        other => panic!("expected handle {}, got {other:?}", model.next),
    }
}

fuzz_target!(|data: &[u8]| {
    let mut p = Program(data);
    let mut state = engine::State::default();
    let mut m = Model::default();
    for _ in 0..64 {
        if p.0.is_empty() {
            break;
        }
        match p.byte() % 8 {
            0 => {
                let n = 1 + usize::from(p.byte() % 48);
                let close: Vec<f64> = (0..n).map(|_| p.price()).collect();
                let got = ask(&mut state, &encode_request(Op::Load, false, &close, &[], 0), Expect::Handle);
                if let Err(e) = kernel_spec::validate_close(&close) {
                    same_error(got, e.into());
                } else if m.series.len() >= transport::MAX_HANDLES {
                    same_error(got, ProtocolError::new(transport::ErrorCode::TooManyHandles, ""));
                } else {
                    let h = handle_reply(got, &mut m);
                    m.series.push((h, close));
                }
            }
            1 => {
                let known: Vec<u64> = m.series.iter().map(|s| s.0).collect();
                let h = p.handle(&known);
                let rows = [p.params()];
                let frame = encode_request(Op::SweepHandle, false, &[], &rows, h);
                let got = ask(&mut state, &frame, Expect::Sweep { n_combos: 1 });
                match m.series.iter().find(|s| s.0 == h) {
                    Some((_, close)) => sweep_reply(got, close, &rows),
                    None => same_error(got, ProtocolError::new(transport::ErrorCode::UnknownHandle, "")),
                }
            }
            2 => {
                let known: Vec<u64> = m.series.iter().map(|s| s.0).collect();
                let h = p.handle(&known);
                let got = ask(&mut state, &encode_request(Op::Unload, false, &[], &[], h), Expect::Handle);
                match m.series.iter().position(|s| s.0 == h) {
                    Some(i) => {
                        m.series.remove(i);
                        assert_eq!(got, Ok(Reply::Handle(h)));
                    }
                    None => same_error(got, ProtocolError::new(transport::ErrorCode::UnknownHandle, "")),
                }
            }
            3 => {
                let rows = [p.params()];
                let got = ask(&mut state, &encode_request(Op::StreamOpen, false, &[], &rows, 0), Expect::Handle);
                match kernel_stream::Stream::new(rows[0]) {
                    Err(e) => same_error(got, e.into()),
                    Ok(_) if m.streams.len() >= transport::MAX_STREAMS => {
                        same_error(got, ProtocolError::new(transport::ErrorCode::TooManyHandles, ""))
                    }
                    Ok(s) => {
                        let h = handle_reply(got, &mut m);
                        m.streams.push((h, s));
                    }
                }
            }
            4 => {
                let known: Vec<u64> = m.streams.iter().map(|s| s.0).collect();
                let h = p.handle(&known);
                let price = p.price();
                let got = ask(&mut state, &encode_request(Op::StreamBar, false, &[price], &[], h), Expect::Bar);
                match m.streams.iter_mut().find(|s| s.0 == h) {
                    None => same_error(got, ProtocolError::new(transport::ErrorCode::UnknownHandle, "")),
                    Some((_, s)) => match s.push(price) {
                        Err(e) => same_error(got, e.into()),
                        Ok(st) => match got {
                            Ok(Reply::Bar(b)) => assert!(
                                b.position == st.position
                                    && b.trades == st.trades
                                    && b.realized_pnl.to_bits() == st.realized_pnl.to_bits()
                                    && b.bars == st.bars,
                                "bar {b:?} vs model {st:?}"
                            ),
                            other => panic!("engine answered {other:?} to a valid bar"),
                        },
                    },
                }
            }
            5 => {
                let known: Vec<u64> = m.streams.iter().map(|s| s.0).collect();
                let h = p.handle(&known);
                let frame = encode_request(Op::StreamClose, false, &[], &[], h);
                let got = ask(&mut state, &frame, Expect::Sweep { n_combos: 1 });
                match m.streams.iter().position(|s| s.0 == h) {
                    None => same_error(got, ProtocolError::new(transport::ErrorCode::UnknownHandle, "")),
                    Some(i) => {
                        let (_, s) = m.streams.remove(i);
                        let want = s.result();
                        match got {
                            Ok(Reply::Sweep(r)) => assert!(
                                r.len() == 1 && r[0].trades == want.trades && r[0].pnl.to_bits() == want.pnl.to_bits(),
                                "close {r:?} vs model {want:?}"
                            ),
                            other => panic!("engine answered {other:?} to STREAM_CLOSE"),
                        }
                    }
                }
            }
            6 => {
                let n = 1 + usize::from(p.byte() % 48);
                let close: Vec<f64> = (0..n).map(|_| p.price()).collect();
                let rows = [p.params(), p.params()];
                let frame = encode_request(Op::Sweep, false, &close, &rows, 0);
                sweep_reply(ask(&mut state, &frame, Expect::Sweep { n_combos: 2 }), &close, &rows);
            }
            _ => {
                let n = 1 + usize::from(p.byte() % 16);
                let close: Vec<f64> = (0..n).map(|_| p.price()).collect();
                let frame = encode_request(Op::Echo, false, &close, &[], 0);
                match ask(&mut state, &frame, Expect::Echo { n_bars: n }) {
                    Ok(Reply::Echo(b)) => assert_eq!(b, frame[13..13 + 8 * n], "echo changed the bytes"),
                    other => panic!("echo answered {other:?}"),
                }
            }
        }
    }
});
