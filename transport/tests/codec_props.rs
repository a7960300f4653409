//! Property tests of the codec: round trips, and no input ever panics it.

use kernel_spec::{ComboResult, Params};
use proptest::prelude::*;
use transport::*;

fn params() -> impl Strategy<Value = Params> {
    prop::array::uniform6(any::<i64>()).prop_map(Params::from_array)
}

fn body_of(frame: &[u8]) -> FrameBuf {
    FrameBuf::from_body(&frame[4..])
}

proptest! {
    #[test]
    fn sweep_requests_round_trip(
        close in prop::collection::vec(any::<f64>(), 1..300),
        rows in prop::collection::vec(params(), 1..20),
        timed in any::<bool>(),
    ) {
        let buf = body_of(&encode_request(Op::Sweep, timed, &close, &rows, 0));
        let req = decode_request(buf.body()).unwrap();
        prop_assert_eq!(req.timed, timed);
        match req.payload {
            Payload::Sweep { close: c, params } => {
                let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                prop_assert_eq!(bits(&c), bits(&close));
                prop_assert_eq!(params, rows);
            }
            other => prop_assert!(false, "decoded {:?}", other),
        }
    }

    #[test]
    fn every_other_op_round_trips(
        close in any::<f64>(),
        rows in prop::collection::vec(params(), 1..5),
        handle in any::<u64>(),
        timed in any::<bool>(),
    ) {
        for op in [Op::Load, Op::SweepHandle, Op::Unload, Op::StreamOpen, Op::StreamBar, Op::StreamClose] {
            let frame = encode_request(op, timed, &[close], &rows, handle);
            let buf = body_of(&frame);
            let req = decode_request(buf.body()).unwrap();
            prop_assert_eq!((req.op, req.timed), (op, timed));
            let ok = match req.payload {
                Payload::Load { close: c } => c[0].to_bits() == close.to_bits(),
                Payload::SweepHandle { handle: h, params } => h == handle && params == rows,
                Payload::Unload { handle: h } | Payload::StreamClose { handle: h } => h == handle,
                Payload::StreamOpen { params } => params == rows[0],
                Payload::StreamBar { handle: h, close: c } => h == handle && c.to_bits() == close.to_bits(),
                _ => false,
            };
            prop_assert!(ok, "{:?} did not round-trip", op);
        }
    }

    #[test]
    fn bar_replies_round_trip(position in -1i64..=1, trades in any::<i64>(), pnl in any::<f64>(), bars in any::<u64>(), timed in any::<bool>()) {
        let b = BarReply { position, trades, realized_pnl: pnl, bars };
        let timing = timed.then_some(Timing { compute_ns: 3, handling_ns: 4 });
        let f = encode_bar_reply(&b, timing);
        let (reply, t) = decode_reply(&f[4..], Expect::Bar, timed).unwrap();
        let Reply::Bar(got) = reply else { panic!("not a bar reply") };
        prop_assert_eq!((got.position, got.trades, got.realized_pnl.to_bits(), got.bars), (position, trades, pnl.to_bits(), bars));
        prop_assert_eq!(t, timing);
    }

    #[test]
    fn arbitrary_bytes_never_panic_the_decoder(body in prop::collection::vec(any::<u8>(), 0..512)) {
        let _ = decode_request(&body);
        let _ = decode_reply(&body, Expect::Sweep { n_combos: 3 }, true);
        let _ = decode_reply(&body, Expect::Echo { n_bars: 2 }, false);
        let _ = decode_reply(&body, Expect::Bar, true);
        let _ = decode_reply(&body, Expect::Handle, false);
        let mut stream: &[u8] = &body;
        let mut buf = FrameBuf::default();
        let _ = read_frame(&mut stream, &mut buf, 256);
    }

    #[test]
    fn corrupted_requests_are_errors_not_panics(
        close in prop::collection::vec(1.0f64..1000.0, 1..50),
        rows in prop::collection::vec(params(), 1..5),
        flips in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..8),
    ) {
        let mut frame = encode_request(Op::Sweep, false, &close, &rows, 0);
        for (i, v) in flips {
            let at = 4 + i.index(frame.len() - 4);
            frame[at] = v;
        }
        let buf = body_of(&frame);
        if let Err(e) = decode_request(buf.body()) {
            prop_assert!(!e.reason.is_empty());
        }
    }

    #[test]
    fn ok_replies_are_even_and_errors_odd(
        results in prop::collection::vec((any::<f64>(), any::<i64>()), 0..40),
        reason in ".{0,80}",
        timed in any::<bool>(),
    ) {
        let r: Vec<ComboResult> = results.iter().map(|&(pnl, trades)| ComboResult { pnl, trades }).collect();
        let timing = timed.then_some(Timing { compute_ns: 1, handling_ns: 2 });
        prop_assert_eq!((encode_sweep_reply(&r, timing).len() - 4) % 2, 0);
        prop_assert_eq!((encode_handle_reply(9, timing).len() - 4) % 2, 0);
        let e = encode_error(&ProtocolError::new(ErrorCode::BadWindow, reason));
        prop_assert_eq!((e.len() - 4) % 2, 1);
    }
}
