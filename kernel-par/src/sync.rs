//! The crew's synchronisation primitives, in one place so that a model
//! checker can swap them: std's atomics, locks and threads in every build,
//! except the crate's own unit tests built with the `loom` feature, where
//! they are loom's and the models in `crew.rs` run the crew's real code
//! under every interleaving loom reaches.
//!
//! Only the test build swaps (`cfg(all(test, feature = "loom"))`): the
//! library a dependent links is std's even when the feature is on, so
//! turning it on cannot change what production runs.
//!
//! A model checker cannot spin on a clock: [`Spin`] is the one piece of
//! the wait that differs. In production it spins for a duration; in the
//! model it spins once (loom's spin hint yields, so another thread may run
//! in between), which covers both of a waiter's paths — the state changes
//! while it spins, or it parks — without loom exploring a clock.

#[cfg(not(all(test, feature = "loom")))]
pub(crate) use std::{
    hint::spin_loop,
    sync::{
        Arc, Mutex, MutexGuard,
        atomic::{AtomicU8, Ordering},
    },
    thread,
};

#[cfg(all(test, feature = "loom"))]
pub(crate) use loom::{
    hint::spin_loop,
    sync::{
        Arc, Mutex, MutexGuard,
        atomic::{AtomicU8, Ordering},
    },
    thread,
};

/// A spin's budget: whether a waiting thread spins on.
pub(crate) struct Spin {
    #[cfg(not(all(test, feature = "loom")))]
    start: std::time::Instant,
    #[cfg(all(test, feature = "loom"))]
    spun: bool,
}

impl Spin {
    /// Loads of the watched state between two looks at the budget (the
    /// clock is read once per round, not once per load).
    #[cfg(not(all(test, feature = "loom")))]
    pub(crate) const ROUND: usize = 64;
    /// In the model one load per round: every load is a point where loom
    /// can switch threads, and more of them only multiply the
    /// interleavings without reaching a new state.
    #[cfg(all(test, feature = "loom"))]
    pub(crate) const ROUND: usize = 1;

    pub(crate) fn start() -> Self {
        Spin {
            #[cfg(not(all(test, feature = "loom")))]
            start: std::time::Instant::now(),
            #[cfg(all(test, feature = "loom"))]
            spun: false,
        }
    }

    /// Whether another round of spinning fits in `budget`.
    #[cfg(not(all(test, feature = "loom")))]
    pub(crate) fn goes_on(&mut self, budget: std::time::Duration) -> bool {
        self.start.elapsed() < budget
    }

    /// One round, whatever the budget.
    #[cfg(all(test, feature = "loom"))]
    pub(crate) fn goes_on(&mut self, _budget: std::time::Duration) -> bool {
        !std::mem::replace(&mut self.spun, true)
    }
}
