//! Arbitrary request bodies through the engine's full request path
//! (`engine::respond` with kernel-safe, connection state kept across the
//! requests of one input): the reply is always a well-formed frame — an
//! odd-length error or a result of the expected size — never a panic, and a
//! sweep that is accepted answers exactly what kernel-safe computes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::time::Instant;
use transport::{Payload, decode_request};

fuzz_target!(|data: &[u8]| {
    let mut state = engine::State::default();
    // Several bodies per input, split at 0xFF bytes: state carries over
    // (loaded series, streaming sessions), as on one connection.
    for body in data.split(|&b| b == 0xFF).filter(|b| !b.is_empty()) {
        let reply = engine::respond(body, &kernel_safe::Safe, &mut state, Instant::now());
        let len = u32::from_le_bytes(reply[..4].try_into().unwrap()) as usize;
        assert_eq!(len, reply.len() - 4, "reply frame length prefix");
        let out = &reply[4..];
        if out.len() % 2 == 1 {
            assert_eq!(out[0], 0xEE, "odd-length reply that is not an error");
            continue;
        }
        if let Ok(req) = decode_request(body) {
            if let Payload::Sweep { close, params } = req.payload {
                let sweep = kernel_spec::Sweep::new(&close, &params).expect("the engine accepted it");
                let want = kernel_safe::sweep(&sweep);
                let want = transport::encode_sweep_reply(&want, None);
                let n = want.len() - 4;
                assert_eq!(&out[..n], &want[4..], "accepted sweep answered differently from kernel-safe");
            }
        }
    }
});
