//! `SWEEP_JSON`: the study's sweep with JSON instead of raw bytes on the
//! wire, so the JSON tax is measured end to end rather than estimated.
//!
//! Request body: the opcode byte, then UTF-8 JSON
//! `{"close": [f64, …], "params": [[n, h, s, p, p3, p2], …]}`. Reply body:
//! `{"pnl": [f64, …], "trades": [i64, …]}` (plus `compute_ns` and
//! `handling_ns` when timed), padded with spaces to an even length so it is
//! never mistaken for an error reply. Errors are the binary error replies.
//! Floats round-trip exactly both ways (shortest representation out,
//! correctly rounded parsing in), so results gate bit for bit.

use crate::frame::frame_with_capacity;
use crate::{ErrorCode, ProtocolError, TIMED, Timing};
use kernel_spec::{ComboResult, Params};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SweepRequest {
    close: Vec<f64>,
    params: Vec<[i64; 6]>,
}

#[derive(Serialize)]
struct SweepRequestOut<'a> {
    close: &'a [f64],
    params: Vec<[i64; 6]>,
}

#[derive(Deserialize, Serialize)]
struct SweepReply {
    pnl: Vec<f64>,
    trades: Vec<i64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    compute_ns: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none", default)]
    handling_ns: Option<u64>,
}

fn bad_json(what: &str, e: impl std::fmt::Display) -> ProtocolError {
    ProtocolError::new(ErrorCode::BadJson, format!("{what}: {e}"))
}

/// The close series and params rows of a `SWEEP_JSON` body (after the opcode).
pub(crate) fn decode_sweep(json: &[u8]) -> Result<(Vec<f64>, Vec<Params>), ProtocolError> {
    let req: SweepRequest = serde_json::from_slice(json).map_err(|e| {
        bad_json(
            "SWEEP_JSON body is not {\"close\": [numbers], \"params\": [[6 integers], …]}",
            e,
        )
    })?;
    if req.close.is_empty() {
        return Err(ProtocolError::new(ErrorCode::NoBars, "close is empty"));
    }
    if req.params.is_empty() {
        return Err(ProtocolError::new(ErrorCode::NoCombos, "params is empty"));
    }
    let params = req.params.into_iter().map(Params::from_array).collect();
    Ok((req.close, params))
}

/// A whole `SWEEP_JSON` request frame, as a Rust client would send it.
pub(crate) fn encode_sweep_request(timed: bool, close: &[f64], params: &[Params]) -> Vec<u8> {
    let req = SweepRequestOut {
        close,
        params: params.iter().map(Params::as_array).collect(),
    };
    let json = serde_json::to_vec(&req).expect("numbers and arrays always serialise");
    let mut v = frame_with_capacity(1 + json.len());
    v.push(crate::Op::SweepJson as u8 | if timed { TIMED } else { 0 });
    v.extend_from_slice(&json);
    v
}

/// The JSON sweep reply frame, padded to an even body length.
pub fn encode_json_sweep_reply(results: &[ComboResult], timing: Option<Timing>) -> Vec<u8> {
    let reply = SweepReply {
        pnl: results.iter().map(|r| r.pnl).collect(),
        trades: results.iter().map(|r| r.trades).collect(),
        compute_ns: timing.map(|t| t.compute_ns),
        handling_ns: timing.map(|t| t.handling_ns),
    };
    let mut json = serde_json::to_vec(&reply).expect("numbers and arrays always serialise");
    if json.len() % 2 == 1 {
        json.push(b' ');
    }
    let mut v = frame_with_capacity(json.len());
    v.extend_from_slice(&json);
    v
}

/// Decodes a JSON sweep reply body (an even-length body; error replies are
/// handled by `decode_reply` before this).
pub(crate) fn decode_sweep_reply(
    body: &[u8],
    n_combos: usize,
    timed: bool,
) -> Result<(Vec<ComboResult>, Option<Timing>), ProtocolError> {
    let r: SweepReply = serde_json::from_slice(body).map_err(|e| {
        ProtocolError::new(
            ErrorCode::Internal,
            format!("malformed JSON sweep reply: {e}"),
        )
    })?;
    if r.pnl.len() != n_combos || r.trades.len() != n_combos {
        return Err(ProtocolError::new(
            ErrorCode::Internal,
            format!(
                "JSON reply has {} pnl and {} trades for {n_combos} combos",
                r.pnl.len(),
                r.trades.len()
            ),
        ));
    }
    let timing = match (timed, r.compute_ns, r.handling_ns) {
        (false, _, _) => None,
        (true, Some(compute_ns), Some(handling_ns)) => Some(Timing {
            compute_ns,
            handling_ns,
        }),
        (true, _, _) => {
            return Err(ProtocolError::new(
                ErrorCode::Internal,
                "timed JSON reply lacks compute_ns/handling_ns",
            ));
        }
    };
    let results = r
        .pnl
        .into_iter()
        .zip(r.trades)
        .map(|(pnl, trades)| ComboResult { pnl, trades })
        .collect();
    Ok((results, timing))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROW: [i64; 6] = [4, 2, 2, 2, 1, 1];

    #[test]
    fn request_round_trips_floats_exactly() {
        let close = [
            100.0,
            0.1 + 0.2,
            1e-300,
            123_456.789_012_345_67,
            f64::MIN_POSITIVE,
        ];
        let frame = encode_sweep_request(true, &close, &[Params::from_array(ROW)]);
        assert_eq!(frame[4], crate::Op::SweepJson as u8 | TIMED);
        let (c, p) = decode_sweep(&frame[5..]).unwrap();
        assert_eq!(
            c.iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
            close.iter().map(|x| x.to_bits()).collect::<Vec<_>>()
        );
        assert_eq!(p, vec![Params::from_array(ROW)]);
    }

    #[test]
    fn malformed_bodies_name_the_problem() {
        let code = |s: &str| decode_sweep(s.as_bytes()).unwrap_err().code;
        assert_eq!(
            code("{\"close\": [1.0], \"params\": [[1,2,3]]}"),
            ErrorCode::BadJson
        );
        assert_eq!(
            code("{\"close\": [NaN], \"params\": []}"),
            ErrorCode::BadJson
        );
        assert_eq!(code("{\"close\": [1.0]}"), ErrorCode::BadJson);
        assert_eq!(code("[1,2]"), ErrorCode::BadJson);
        assert_eq!(
            code("{\"close\": [1.0], \"params\": [], \"x\": 1}"),
            ErrorCode::BadJson
        );
        assert_eq!(
            code("{\"close\": [], \"params\": [[4,2,2,2,1,1]]}"),
            ErrorCode::NoBars
        );
        assert_eq!(
            code("{\"close\": [1.0], \"params\": []}"),
            ErrorCode::NoCombos
        );
        assert_eq!(code(&"[".repeat(100_000)), ErrorCode::BadJson);
    }

    #[test]
    fn reply_is_even_and_round_trips() {
        for n in 0..4 {
            let results: Vec<_> = (0..n)
                .map(|k| ComboResult {
                    pnl: 0.1 * k as f64 - 1e-17,
                    trades: k,
                })
                .collect();
            for timing in [
                None,
                Some(Timing {
                    compute_ns: 7,
                    handling_ns: 9,
                }),
            ] {
                let frame = encode_json_sweep_reply(&results, timing);
                let body = &frame[4..];
                assert_eq!(body.len() % 2, 0);
                assert_eq!(
                    u32::from_le_bytes(frame[..4].try_into().unwrap()) as usize,
                    body.len()
                );
                let (r, t) = decode_sweep_reply(body, n as usize, timing.is_some()).unwrap();
                assert_eq!(r, results);
                assert_eq!(t, timing);
            }
        }
    }
}
