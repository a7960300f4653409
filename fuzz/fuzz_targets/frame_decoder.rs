//! Arbitrary bytes as a stream of frames: the frame reader and the request
//! and reply decoders must never panic, never allocate past the limit, and
//! every request that decodes must survive encode → decode unchanged.
#![no_main]

use libfuzzer_sys::fuzz_target;
use transport::{Expect, FrameBuf, Op, Payload, ReadError, decode_reply, decode_request, encode_request, read_frame};

const MAX_FRAME: usize = 1 << 16;

fuzz_target!(|data: &[u8]| {
    let mut stream = data;
    let mut buf = FrameBuf::default();
    loop {
        match read_frame(&mut stream, &mut buf, MAX_FRAME) {
            Ok(true) => {}
            Ok(false) | Err(ReadError::Io(_)) => break,
            Err(ReadError::Protocol { fatal: true, .. }) => break,
            Err(ReadError::Protocol { .. }) => continue,
        }
        let body = buf.body();
        assert!(body.len() <= MAX_FRAME);
        for expect in [Expect::Sweep { n_combos: 1 }, Expect::Echo { n_bars: 2 }, Expect::Handle, Expect::Bar] {
            let _ = decode_reply(body, expect, body.first().is_some_and(|b| b & 1 == 1));
        }
        let Ok(req) = decode_request(body) else { continue };
        let frame = match &req.payload {
            Payload::Sweep { close, params } => encode_request(Op::Sweep, req.timed, close, params, 0),
            Payload::Echo { .. } => continue, // the bytes are not parsed as prices
            Payload::Load { close } => encode_request(Op::Load, req.timed, close, &[], 0),
            Payload::SweepHandle { handle, params } => encode_request(Op::SweepHandle, req.timed, &[], params, *handle),
            Payload::SweepLaps { handle, params } => encode_request(Op::SweepLaps, req.timed, &[], params, *handle),
            Payload::Unload { handle } => encode_request(Op::Unload, req.timed, &[], &[], *handle),
            Payload::StreamOpen { params } => encode_request(Op::StreamOpen, req.timed, &[], std::slice::from_ref(params), 0),
            Payload::StreamBar { handle, close } => encode_request(Op::StreamBar, req.timed, &[*close], &[], *handle),
            Payload::StreamClose { handle } => encode_request(Op::StreamClose, req.timed, &[], &[], *handle),
        };
        // Bit-for-bit: NaN payloads must survive too, so compare bytes.
        assert_eq!(&frame[4..], body, "re-encoding a decoded request changed it");
    }
});
