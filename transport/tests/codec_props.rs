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
    fn arbitrary_bytes_never_panic_the_decoder(body in prop::collection::vec(any::<u8>(), 0..512)) {
        let _ = decode_request(&body);
        let _ = decode_reply(&body, Expect::Sweep { n_combos: 3 }, true);
        let _ = decode_reply(&body, Expect::Echo { n_bars: 2 }, false);
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
