//! Error codes carried by error replies (PROTOCOL.md, "Errors").

use kernel_spec::InputError;
use thiserror::Error;

/// The code of an error reply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u16)]
pub enum ErrorCode {
    FrameTooLarge = 1,
    EmptyFrame = 2,
    UnknownOpcode = 3,
    Truncated = 4,
    TrailingBytes = 5,
    CountOverflow = 6,
    NoBars = 7,
    NoCombos = 8,
    BadPrice = 9,
    BadWindow = 10,
    UnknownHandle = 11,
    TooManyHandles = 12,
    Internal = 13,
    /// The server has as many connections as it serves; try again later.
    Busy = 14,
    /// The server received SIGTERM/SIGINT; the request was not run.
    ShuttingDown = 15,
    /// The rest of a request frame did not arrive in time; the connection closes.
    Timeout = 16,
    /// A `SWEEP_JSON` body that is not the expected JSON document.
    BadJson = 17,
    /// The request would take the server past its memory budget
    /// (`--max-memory`); nothing was allocated for it.
    MemoryBudget = 18,
    /// The server was full and this connection, idle between requests the
    /// longest, was closed to admit a new one; reconnect to continue.
    Evicted = 19,
    /// The server's kernel cannot do what the request asks (`SWEEP_LAPS`
    /// of a kernel that does not time its combos one by one).
    Unsupported = 20,
}

impl ErrorCode {
    pub fn from_u16(v: u16) -> Option<ErrorCode> {
        use ErrorCode::*;
        [
            FrameTooLarge,
            EmptyFrame,
            UnknownOpcode,
            Truncated,
            TrailingBytes,
            CountOverflow,
            NoBars,
            NoCombos,
            BadPrice,
            BadWindow,
            UnknownHandle,
            TooManyHandles,
            Internal,
            Busy,
            ShuttingDown,
            Timeout,
            BadJson,
            MemoryBudget,
            Evicted,
            Unsupported,
        ]
        .into_iter()
        .find(|c| *c as u16 == v)
    }
}

/// A request the server refuses, with the reason sent back to the client.
#[derive(Clone, Debug, Error, PartialEq)]
#[error("{code:?}: {reason}")]
pub struct ProtocolError {
    pub code: ErrorCode,
    pub reason: String,
}

impl ProtocolError {
    pub fn new(code: ErrorCode, reason: impl Into<String>) -> Self {
        ProtocolError {
            code,
            reason: reason.into(),
        }
    }
}

impl From<InputError> for ProtocolError {
    fn from(e: InputError) -> Self {
        let code = match e {
            InputError::NoBars => ErrorCode::NoBars,
            InputError::NoCombos => ErrorCode::NoCombos,
            InputError::BadPrice { .. } => ErrorCode::BadPrice,
            InputError::BadWindow { .. } | InputError::StreamWindow { .. } => ErrorCode::BadWindow,
        };
        ProtocolError::new(code, e.to_string())
    }
}
