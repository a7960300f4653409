//! `ipc-engine`: the sweep kernels behind a process boundary.
//!
//! One connection is one [`Session`]: a loop of read frame → handle → write
//! reply, with its own loaded series (handles are per connection). Listeners
//! give every connection its own thread, so a slow or broken client never
//! holds up another. The binary is kept to std and the project's crates:
//! the spawn architectures measure its start-up.

pub mod kernels;
pub mod listen;
mod session;

pub use session::{FrameIo, Session, respond};
