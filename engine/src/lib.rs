//! `ipc-engine`: the sweep kernels behind a process boundary.
//!
//! One connection is one [`Session`]: a loop of read frame → handle → write
//! reply, with its own loaded series (handles are per connection). Listeners
//! give every connection being served its own thread, so a slow or broken
//! client never holds up another; a connection idle past a short grace
//! gives its thread up and waits with the other idle ones in one epoll set
//! ([`park`]) until its next request. Every connection has a frame deadline, an idle
//! limit and a place in a bounded pool ([`listen::ServeLimits`]); a full
//! pool reclaims its longest-idle connection before refusing anyone
//! ([`evict`]), and every refusal is a reply the client can read
//! ([`refuse`]). At most `--workers` sweeps compute at once, in arrival
//! order ([`workers`]).
//! SIGTERM/SIGINT end the server gracefully ([`lifecycle`]). Besides std and
//! the project's crates the binary uses only `libc`/`signal-hook` and `clap`
//! (its command line): the spawn architectures measure its start-up.

pub mod array_offset;
pub mod evict;
pub mod kernels;
pub mod lifecycle;
pub mod listen;
pub mod park;
pub mod refuse;
mod session;
mod sync;
pub mod workers;

pub use session::{FrameIo, Session, State, respond};
