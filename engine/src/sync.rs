//! The synchronisation primitives of the lot ([`crate::park`]) and the
//! worker tickets ([`crate::workers`]), in one place so that a model
//! checker can swap them: std's locks, atomics and threads in every build,
//! except the crate's own unit tests built with the `loom` feature, where
//! they are loom's and the models in `park.rs` and `workers.rs` run the
//! real code under every interleaving loom reaches.
//!
//! Only the lib's test build swaps (`cfg(all(test, feature = "loom"))`):
//! the `ipc-engine` binary and the integration tests link std's even with
//! the feature on, so turning it on cannot change what production runs.
//!
//! The lot's clock is here too: a model has none, so in the model it
//! stands still (no idle limit passes, no spare waiter's time runs out),
//! which keeps every interleaving reproducible.

#[cfg(not(all(test, feature = "loom")))]
pub(crate) use std::{
    sync::{
        Arc, Condvar, Mutex, MutexGuard,
        atomic::{AtomicUsize, Ordering},
    },
    thread,
};

#[cfg(all(test, feature = "loom"))]
pub(crate) use loom::{
    sync::{
        Arc, Condvar, Mutex, MutexGuard,
        atomic::{AtomicUsize, Ordering},
    },
    thread,
};

use std::time::Instant;

/// Now, by the clock the lot's idle limits are read on.
#[cfg(not(all(test, feature = "loom")))]
pub(crate) fn now() -> Instant {
    Instant::now()
}

/// The first instant the model asked for, every time.
#[cfg(all(test, feature = "loom"))]
pub(crate) fn now() -> Instant {
    static STILL: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    *STILL.get_or_init(Instant::now)
}
