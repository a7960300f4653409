//! Writes the committed seed corpus of the fuzz targets (`fuzz/corpus/`):
//! one valid request per opcode, and the malformed shapes of the hostile
//! catalogue. Run from the repository root:
//! `cargo run -p hostile --example fuzz-seeds`.

use kernel_spec::Params;
use transport::{Op, encode_request};

/// A named frame, length prefix included.
type Seed = (String, Vec<u8>);

fn main() -> std::io::Result<()> {
    // Prices and params chosen without 0xFF bytes: request_validator splits
    // its input into bodies at 0xFF.
    let close = [100.0, 101.5, 99.25, 102.0, 103.5, 101.0, 100.5, 104.0];
    let rows = [Params::new(3, 2, 2, 2, 1, 1), Params::new(4, 2, 2, 2, 1, 2)];
    let mut frames = valid_frames(&close, &rows);
    frames.extend(malformed_frames(&close, &rows));

    write_seeds("fuzz/corpus/frame_decoder", &frames, true)?;
    let validator = "fuzz/corpus/request_validator";
    write_seeds(validator, &frames, false)?;
    std::fs::write(
        format!("{validator}/stream-session"),
        stream_session(&frames, &close),
    )?;
    session_programs()?;
    println!("wrote fuzz/corpus/{{frame_decoder,request_validator,session}}");
    Ok(())
}

/// One valid request per opcode.
fn valid_frames(close: &[f64], rows: &[Params]) -> Vec<Seed> {
    vec![
        (
            "sweep".into(),
            encode_request(Op::Sweep, false, close, rows, 0),
        ),
        (
            "sweep-timed".into(),
            encode_request(Op::Sweep, true, close, rows, 0),
        ),
        (
            "echo".into(),
            encode_request(Op::Echo, false, close, &[], 0),
        ),
        (
            "load".into(),
            encode_request(Op::Load, false, close, &[], 0),
        ),
        (
            "sweep-handle".into(),
            encode_request(Op::SweepHandle, false, &[], rows, 1),
        ),
        (
            "unload".into(),
            encode_request(Op::Unload, false, &[], &[], 1),
        ),
        (
            "stream-open".into(),
            encode_request(Op::StreamOpen, false, &[], &rows[..1], 0),
        ),
        (
            "stream-bar".into(),
            encode_request(Op::StreamBar, true, &close[..1], &[], 2),
        ),
        (
            "stream-close".into(),
            encode_request(Op::StreamClose, false, &[], &[], 2),
        ),
    ]
}

/// The malformed shapes of the hostile catalogue.
fn malformed_frames(close: &[f64], rows: &[Params]) -> Vec<Seed> {
    let mut huge_n_bars = encode_request(Op::Sweep, false, close, rows, 0);
    huge_n_bars[5..9].copy_from_slice(&u32::MAX.to_le_bytes());
    vec![
        ("sweep-huge-n-bars".into(), huge_n_bars),
        ("empty-frame".into(), 0u32.to_le_bytes().to_vec()),
        ("unknown-opcode".into(), vec![1, 0, 0, 0, 0x42]),
    ]
}

/// Writes each frame to `dir` under its name, with its length prefix or
/// (for the request validator, which takes bodies) without it; an empty
/// body is no seed.
fn write_seeds(dir: &str, frames: &[Seed], with_prefix: bool) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for (name, f) in frames {
        let bytes = if with_prefix {
            f.clone()
        } else {
            f[4.min(f.len())..].to_vec()
        };
        if !bytes.is_empty() {
            std::fs::write(format!("{dir}/{name}"), bytes)?;
        }
    }
    Ok(())
}

/// One connection's worth of bodies for the request validator, 0xFF
/// between them: open a stream, feed bars, close it.
fn stream_session(frames: &[Seed], close: &[f64]) -> Vec<u8> {
    let body = |name: &str| {
        let (_, f) = frames
            .iter()
            .find(|(n, _)| n == name)
            .expect("a seed of that name");
        &f[4..]
    };
    let mut session = Vec::new();
    session.extend_from_slice(body("stream-open"));
    for &x in close {
        session.push(0xFF);
        session.extend_from_slice(&encode_request(Op::StreamBar, false, &[x], &[], 1)[4..]);
    }
    session.push(0xFF);
    session.extend_from_slice(body("stream-close"));
    session
}

/// Programs for the `session` target (see its docs for the encoding: an op
/// byte, then its arguments; handle bytes below 0x80 pick a live handle).
fn session_programs() -> std::io::Result<()> {
    let dir = "fuzz/corpus/session";
    std::fs::create_dir_all(dir)?;
    let prices: Vec<u8> = (0..30u8).map(|i| 40 + (i * 7) % 90).collect();
    let row = [5u8, 3, 2, 4, 1, 2];
    let mut load_sweep = vec![0u8, 29];
    load_sweep.extend_from_slice(&prices);
    load_sweep.push(1);
    load_sweep.push(0);
    load_sweep.extend_from_slice(&row);
    load_sweep.extend_from_slice(&[2, 0, 1, 0]);
    load_sweep.extend_from_slice(&row);
    let mut stream = vec![3u8];
    stream.extend_from_slice(&row);
    for &p in &prices {
        stream.extend_from_slice(&[4, 0, p]);
    }
    stream.extend_from_slice(&[4, 0, 0, 5, 0, 5, 0]); // a NaN bar, a close, a second close
    let mut mixed = vec![6u8, 29];
    mixed.extend_from_slice(&prices);
    mixed.extend_from_slice(&row);
    mixed.extend_from_slice(&[0, 3, 2, 4, 1, 2]); // a window of 0
    mixed.extend_from_slice(&[7, 3, 50, 60, 0, 70]); // an echo with a NaN in it
    mixed.extend_from_slice(&[1, 0x85, 1, 1, 1, 1, 1, 1]); // an unknown handle
    for (name, program) in [
        ("load-sweep-unload", load_sweep),
        ("stream", stream),
        ("mixed", mixed),
    ] {
        std::fs::write(format!("{dir}/{name}"), program)?;
    }
    Ok(())
}
