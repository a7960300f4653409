//! The ipc-tax wire protocol (see `PROTOCOL.md` beside this crate).
//!
//! Opcodes 0 (`SWEEP`) and 1 (`ECHO`) are the study's frames byte for byte;
//! the extensions add a stateful pair (`LOAD` a series once, `SWEEP_HANDLE`
//! with params only), a streaming session (`STREAM_OPEN`/`STREAM_BAR`/
//! `STREAM_CLOSE`: one bar per call, state kept on the server),
//! server-side timing (opcode bit 7) and error replies
//! that any client can tell from a result by their odd length.
//!
//! Decoding validates every count against the limit and the bytes present,
//! with checked arithmetic, before anything is allocated or indexed; the
//! close series is handed out as a zero-copy `&[f64]` view of an aligned
//! receive buffer ([`FrameBuf`]).

pub mod budget;
pub mod child;
pub mod client;
pub mod endpoint;
mod error;
mod frame;
mod json;
#[cfg(feature = "launch")]
pub mod launch;
pub mod pipe;
pub mod placement;
mod reply;
mod request;
pub mod shm;
pub mod socket;
pub mod table;

pub use budget::{Budget, Charge};
pub use client::{Client, ClientError, Duplex};
pub use error::{ErrorCode, ProtocolError};
pub use frame::{
    FIRST_CHUNK, FrameBuf, FrameProgress, RETAINED, ReadError, read_frame, read_frame_resumable,
    write_frame,
};
pub use json::encode_json_sweep_reply;
pub use reply::{
    BarReply, Expect, Reply, Timing, decode_reply, encode_bar_reply, encode_echo_reply,
    encode_error, encode_handle_reply, encode_laps_reply, encode_sweep_reply,
};
pub use request::{Op, Payload, Request, decode_request, encode_request};
pub use table::{TRANSPORTS, Transport};

/// Default largest frame body accepted (256 MiB: ~33 M bars per request).
pub const DEFAULT_MAX_FRAME: usize = 256 << 20;
/// Series a connection may hold at once (`LOAD`).
pub const MAX_HANDLES: usize = 16;
/// Streaming sessions a connection may hold open at once (`STREAM_OPEN`).
pub const MAX_STREAMS: usize = 64;
/// Opcode bit asking for the 16-byte server-timing trailer.
pub const TIMED: u8 = 0x80;
